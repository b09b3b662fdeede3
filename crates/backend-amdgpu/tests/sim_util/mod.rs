//! Shorthands for writing simulator test programs: operands, instructions, and a runner
//! for one wave whose final state the test inspects.
#![allow(dead_code)]

use backend_amdgpu::gen::Gen;
use backend_amdgpu::isa::{Inst, Mods, Opcode, Opcode as O, Operand, Reg};
use backend_amdgpu::sim::{run, FloatMode, Launch, Memory, Outcome, SimError, Wave};

pub fn v(n: u16) -> Operand {
    Operand::reg(Reg::V(n))
}
pub fn v2(n: u16) -> Operand {
    Operand::pair(Reg::V(n))
}
pub fn s(n: u16) -> Operand {
    Operand::reg(Reg::S(n))
}
pub fn s2(n: u16) -> Operand {
    Operand::pair(Reg::S(n))
}
pub fn s4(n: u16) -> Operand {
    Operand::tuple(Reg::S(n), 4)
}
pub fn imm(x: i64) -> Operand {
    Operand::Imm(x)
}
pub fn f(x: f32) -> Operand {
    Operand::F32(x)
}
pub fn scc() -> Operand {
    Operand::reg(Reg::Scc)
}
/// VCC as a lane mask of the wave size.
pub fn vcc(wave: u32) -> Operand {
    Operand::tuple(Reg::Vcc, if wave == 32 { 1 } else { 2 })
}
pub fn exec(wave: u32) -> Operand {
    Operand::tuple(Reg::Exec, if wave == 32 { 1 } else { 2 })
}
/// An SGPR lane mask (pair in wave64, one SGPR in wave32).
pub fn smask(n: u16, wave: u32) -> Operand {
    Operand::tuple(Reg::S(n), if wave == 32 { 1 } else { 2 })
}

pub fn i(op: Opcode, defs: Vec<Operand>, srcs: Vec<Operand>) -> Inst {
    Inst::new(op, defs, srcs)
}
pub fn im(op: Opcode, defs: Vec<Operand>, srcs: Vec<Operand>, mods: Mods) -> Inst {
    Inst::new(op, defs, srcs).with_mods(mods)
}
pub fn off(offset: i32) -> Mods {
    Mods { offset, ..Mods::default() }
}
pub fn label(n: u32) -> Inst {
    Inst::new(Opcode::Label, vec![], vec![Operand::Imm(i64::from(n))])
}
pub fn end() -> Inst {
    Inst::new(Opcode::SEndpgm, vec![], vec![])
}

/// Runs `prog` as one full wave of `wave` lanes (v0 = lane id) and returns its final state.
pub fn one_wave(gen: Gen, wave: u32, prog: &[Inst]) -> Wave {
    match try_one_wave(gen, wave, prog) {
        Ok(w) => w,
        Err(e) => panic!("simulation failed: {e}"),
    }
}

pub fn try_one_wave(gen: Gen, wave: u32, prog: &[Inst]) -> Result<Wave, SimError> {
    let mut l = Launch::new(wave, [wave, 1, 1], [wave, 1, 1]);
    l.keep_waves = true;
    let out = run(gen, prog, &l, &mut Memory::new())?;
    out.waves.into_iter().next().ok_or_else(|| SimError::Launch("no wave ran".into()))
}

/// `v<r>` of every lane.
pub fn lanes(w: &Wave, r: usize) -> Vec<u32> {
    (0..w.size()).map(|l| w.vgpr(r, l).unwrap_or(0xdead_dead)).collect()
}

pub fn sgpr(w: &Wave, n: usize) -> u32 {
    w.sgpr(n).unwrap_or(0xdead_dead)
}

/// Runs a launch with memory and returns the outcome, panicking with the error text.
pub fn dispatch(gen: Gen, prog: &[Inst], l: &Launch, mem: &mut Memory) -> Outcome {
    match run(gen, prog, l, mem) {
        Ok(o) => o,
        Err(e) => panic!("simulation failed: {e}"),
    }
}

/// Little-endian u32 words of a buffer.
pub fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}
pub fn bytes(w: &[u32]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// A deterministic xorshift64 sequence for generated test inputs.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Runs `body` (reading v2, v3, v4, writing v5) once per input triple, each lane loading
/// its own inputs from memory; returns v5 of every lane. gfx9 global addressing.
pub fn per_lane_mode(gen: Gen, mode: FloatMode, body: &[Inst], inputs: &[[u32; 3]]) -> Vec<u32> {
    assert!(inputs.len() <= 64);
    let n = inputs.len() as u32;
    let mut mem = Memory::new();
    let flat: Vec<u32> = inputs.iter().flatten().copied().collect();
    mem.map(0x1000, bytes(&flat)).unwrap_or_else(|e| panic!("{e}"));
    mem.map(0x8000, vec![0; 4 * inputs.len()]).unwrap_or_else(|e| panic!("{e}"));
    let mut p = vec![
        i(O::VMulU32U24, vec![v(1)], vec![imm(12), v(0)]),
        im(O::GlobalLoadDword, vec![v(2)], vec![v(1), s2(0)], off(0)),
        im(O::GlobalLoadDword, vec![v(3)], vec![v(1), s2(0)], off(4)),
        im(O::GlobalLoadDword, vec![v(4)], vec![v(1), s2(0)], off(8)),
    ];
    p.extend_from_slice(body);
    p.push(i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]));
    p.push(i(O::GlobalStoreDword, vec![], vec![v(1), v(5), s2(2)]));
    p.push(end());
    let mut l = Launch::new(if gen >= Gen::Gfx10 { 32 } else { 64 }, [n, 1, 1], [64, 1, 1]);
    l.user_sgprs = vec![0x1000, 0, 0x8000, 0];
    l.float_mode = mode;
    dispatch(gen, &p, &l, &mut mem);
    words(mem.buffer(0x8000).unwrap_or_default())
}
