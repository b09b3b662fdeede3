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

/// Reads instructions in LLVM's AMDGPU assembly syntax (gfx9 spellings, one per line) as
/// `Inst`s, for running llc's output in the simulator. Handles what llc prints for
/// simple kernels: `_e32`/`_e64` suffixes, registers and tuples, `vcc`/`exec`/`m0`/
/// `off`, integer and float constants, `-x`/`|x|` modifiers, `.LBB` labels, and the
/// memory modifiers. `s_waitcnt` operands are dropped (the simulator ignores them).
pub fn asm(text: &str, wave: u32) -> Result<Vec<Inst>, String> {
    let mut labels: Vec<String> = Vec::new();
    let mut label_id = |name: &str| -> u32 {
        match labels.iter().position(|l| l == name) {
            Some(p) => p as u32,
            None => {
                labels.push(name.to_string());
                labels.len() as u32 - 1
            }
        }
    };
    let mut out = Vec::new();
    for raw in text.lines() {
        let line = raw.split(';').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_suffix(':') {
            out.push(label(label_id(name)));
            continue;
        }
        if line.starts_with('.') {
            continue;
        }
        let (mnemonic, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let name = mnemonic.trim_end_matches("_e32").trim_end_matches("_e64");
        let op = Opcode::ALL
            .iter()
            .copied()
            .find(|o| o.name() == name)
            .ok_or_else(|| format!("unknown mnemonic {mnemonic}"))?;
        let mut mods = Mods::default();
        let mut operands = Vec::new();
        if op != O::SWaitcnt {
            let parts: Vec<&str> = rest.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
            for (k, part) in parts.iter().enumerate() {
                let mut words = part.split_whitespace();
                let first = words.next().unwrap_or("");
                // Modifiers follow the last operand, separated by spaces.
                let first_is_mod = k == parts.len() - 1 && modifier(first, &mut mods)?;
                if !first_is_mod {
                    operands.push(operand(first, operands.len(), &mut mods, wave, &mut label_id)?);
                }
                for w in words {
                    if !modifier(w, &mut mods)? {
                        return Err(format!("unknown modifier {w} in `{line}`"));
                    }
                }
            }
        }
        let ndefs = defs_of(op, &mods).min(operands.len());
        let srcs = operands.split_off(ndefs);
        out.push(Inst::new(op, operands, srcs).with_mods(mods));
    }
    Ok(out)
}

/// How many leading operands of `op` are definitions in LLVM's syntax.
fn defs_of(op: Opcode, mods: &Mods) -> usize {
    let n = op.name();
    let atomic = n.contains("_atomic_");
    if n.starts_with("s_cmp")
        || n.starts_with("s_cbranch")
        || matches!(op, O::SBranch | O::SWaitcnt | O::SNop | O::SEndpgm | O::SBarrier)
        || n.contains("_store_")
        || n.starts_with("ds_write")
        || (atomic && !mods.glc)
        || (n.starts_with("ds_")
            && !n.contains("_rtn_")
            && !n.starts_with("ds_read")
            && !matches!(op, O::DsSwizzleB32 | O::DsBpermuteB32))
    {
        return 0;
    }
    if matches!(op, O::VAddCoU32 | O::VAddcCoU32 | O::VSubCoU32 | O::VSubbCoU32 | O::VDivScaleF32) {
        return 2;
    }
    1
}

fn modifier(w: &str, m: &mut Mods) -> Result<bool, String> {
    match w {
        "glc" => m.glc = true,
        "slc" => m.slc = true,
        "dlc" => m.dlc = true,
        "offen" => m.offen = true,
        "addr64" => m.addr64 = true,
        "clamp" => m.clamp = true,
        _ => match w.strip_prefix("offset:") {
            Some(v) => m.offset = number(v).ok_or_else(|| format!("bad offset {w}"))? as i32,
            None => return Ok(false),
        },
    }
    Ok(true)
}

fn number(t: &str) -> Option<i64> {
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let v = match t.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None => t.parse::<i64>().ok()?,
    };
    Some(if neg { -v } else { v })
}

fn operand(
    t: &str,
    index: usize,
    mods: &mut Mods,
    wave: u32,
    label_id: &mut impl FnMut(&str) -> u32,
) -> Result<Operand, String> {
    if let Some(inner) = t.strip_prefix('|').and_then(|r| r.strip_suffix('|')) {
        mods.abs |= 1 << index;
        return operand(inner, index, mods, wave, label_id);
    }
    if let Some(inner) = t.strip_prefix('-').filter(|r| r.starts_with(['v', 's', '|'])) {
        mods.neg |= 1 << index;
        return operand(inner, index, mods, wave, label_id);
    }
    let mask_width = if wave == 32 { 1 } else { 2 };
    let reg = |r: Reg, w: u8| Ok(Operand::tuple(r, w));
    match t {
        "vcc" => return reg(Reg::Vcc, mask_width),
        "vcc_lo" => return reg(Reg::Vcc, 1),
        "vcc_hi" => return reg(Reg::VccHi, 1),
        "exec" => return reg(Reg::Exec, mask_width),
        "exec_lo" => return reg(Reg::Exec, 1),
        "exec_hi" => return reg(Reg::ExecHi, 1),
        "m0" => return reg(Reg::M0, 1),
        "null" => return reg(Reg::Null, 1),
        "off" => return Ok(Operand::Off),
        _ => {}
    }
    if t.starts_with(".L") {
        return Ok(Operand::Label(label_id(t)));
    }
    for (prefix, make) in [("v", Reg::V as fn(u16) -> Reg), ("s", Reg::S as fn(u16) -> Reg)] {
        if let Some(r) = t.strip_prefix(prefix) {
            if let Some(range) = r.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
                let (a, b) = range.split_once(':').ok_or_else(|| format!("bad tuple {t}"))?;
                let (a, b) = (
                    a.parse::<u16>().map_err(|e| e.to_string())?,
                    b.parse::<u16>().map_err(|e| e.to_string())?,
                );
                return reg(make(a), (b - a + 1) as u8);
            }
            if let Ok(n) = r.parse::<u16>() {
                return reg(make(n), 1);
            }
        }
    }
    if let Some(n) = number(t) {
        return Ok(Operand::Imm(n));
    }
    t.parse::<f32>().map(Operand::F32).map_err(|_| format!("unknown operand {t}"))
}
