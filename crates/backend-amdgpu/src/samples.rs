//! Sample instructions for every opcode on every generation where it exists: the
//! encoder's test vectors (`tests/data/encode-*.txt`, checked against LLVM) and seeded
//! random instructions for the LLVM oracle and fuzzing. Only instructions the encoder
//! accepts are returned.

use crate::encode;
use crate::gen::Gen;
use crate::isa::{Inst, Mods, Opcode, Operand, Reg};
use crate::table::{self, Class, Ty, K};

/// How a sample fills its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// Registers only (the 32-bit VOP forms).
    Regs,
    /// Scalar registers and special registers where vector ones could go.
    Scalars,
    /// Inline constants.
    Inline,
    /// Literal constants.
    Literal,
    /// VOP3 with source modifiers and clamp (float operations), or forced `_e64`.
    Vop3,
    /// Lane masks in SGPRs instead of VCC.
    Lanes,
}

const STYLES: [Style; 6] =
    [Style::Regs, Style::Scalars, Style::Inline, Style::Literal, Style::Vop3, Style::Lanes];

fn s(n: u16, w: u8) -> Operand {
    Operand::Reg { reg: Reg::S(n), width: w }
}
fn v(n: u16, w: u8) -> Operand {
    Operand::Reg { reg: Reg::V(n), width: w }
}

fn align(n: u16, w: u8) -> u16 {
    match w {
        1 => n,
        2 => n & !1,
        _ => n & !3,
    }
}

/// A small deterministic generator (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        xs.get(self.below(xs.len() as u64) as usize).copied()
    }
}

fn scalar_src(gen: Gen, w: u8, ty: Ty, style: Style, i: usize, rng: &mut Rng) -> Operand {
    let lw = encode::lane_width(gen);
    match style {
        Style::Inline => {
            let ints = [0i64, 1, 7, 64, -1, -16];
            let floats = [0.5f32, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
            if rng.below(2) == 0 {
                Operand::Imm(rng.pick(&ints).unwrap_or(1))
            } else {
                Operand::F32(rng.pick(&floats).unwrap_or(1.0))
            }
        }
        Style::Literal => match ty {
            Ty::B32 => match rng.below(4) {
                0 => Operand::F32(3.25),
                1 => Operand::Imm(-100 - rng.below(1000) as i64),
                2 => Operand::Imm(0xffff_0000 + rng.below(1000) as i64),
                _ => Operand::Imm(0x1234_5678 + rng.below(1000) as i64),
            },
            Ty::F16 => Operand::Imm(0x1234),
            Ty::B64 => Operand::Imm(0x00ab_cdef),
            Ty::F64 => Operand::F32(2.0),
        },
        Style::Scalars if w == 1 => {
            let regs = [Reg::M0, Reg::VccHi, Reg::ExecHi, Reg::Vcc, Reg::Exec];
            Operand::Reg { reg: rng.pick(&regs).unwrap_or(Reg::M0), width: 1 }
        }
        Style::Scalars if w == 2 && gen < Gen::Gfx10 => Operand::Reg { reg: Reg::Exec, width: 2 },
        Style::Scalars if w == lw => Operand::Reg { reg: Reg::Vcc, width: lw },
        _ => s(align(2 + 4 * i as u16 + rng.below(40) as u16, w), w),
    }
}

fn vec_src(gen: Gen, w: u8, ty: Ty, style: Style, i: usize, rng: &mut Rng) -> Operand {
    match style {
        Style::Regs | Style::Vop3 | Style::Lanes => v(rng.below(250) as u16, w),
        Style::Scalars if i > 0 && rng.below(2) == 0 => v(rng.below(250) as u16, w),
        Style::Scalars => s(align(4 + rng.below(90) as u16, w), w),
        _ if i > 0 => v(rng.below(250) as u16, w),
        _ => scalar_src(gen, w, ty, style, i, rng),
    }
}

fn lane(gen: Gen, style: Style, rng: &mut Rng) -> Operand {
    let lw = encode::lane_width(gen);
    if style == Style::Lanes {
        s(align(rng.below(90) as u16, lw), lw)
    } else {
        Operand::Reg { reg: Reg::Vcc, width: lw }
    }
}

fn waitcnt(gen: Gen, rng: &mut Rng) -> i64 {
    let (_, max) = crate::print::waitcnt_decode(gen, 0);
    let mut pick = |m: u16| if rng.below(2) == 0 { Some(rng.below(u64::from(m) + 1) as u16) } else { None };
    let (a, b, c) = (pick(max[0]), pick(max[1]), pick(max[2]));
    i64::from(crate::print::waitcnt_encode(gen, a, b, c))
}

const SWIZZLES: [u16; 8] = [0x801f, 0x80e4, 0x041f, 0x001c, 0x0c1f, 0x003c, 0x0907, 0x0000];

/// One sample of `op` on `gen` in `style`, or `None` when the style does not apply or
/// the encoder refuses the result.
fn build(gen: Gen, op: Opcode, style: Style, rng: &mut Rng) -> Option<Inst> {
    let info = table::info(op)?;
    info.name(gen)?;
    let mut mods = Mods::default();
    let mut defs = Vec::new();
    let mut srcs = Vec::new();
    match info.class {
        Class::Sop1 | Class::Sop2 | Class::Sopc | Class::Sopk | Class::Sopp => {
            for k in info.defs {
                if let K::Sd(w) = *k {
                    let d = match style {
                        Style::Scalars if w == 2 && gen < Gen::Gfx10 => {
                            Operand::Reg { reg: Reg::Vcc, width: 2 }
                        }
                        Style::Scalars if w == 1 => Operand::Reg { reg: Reg::M0, width: 1 },
                        _ => s(align(rng.below(100) as u16, w), w),
                    };
                    defs.push(d);
                }
            }
            for (i, k) in info.srcs.iter().enumerate() {
                srcs.push(match *k {
                    // The jump target is an SGPR pair only.
                    K::Ss(w, _) if op == Opcode::SSetpcB64 => s(align(rng.below(100) as u16, w), w),
                    K::Ss(w, ty) => scalar_src(gen, w, ty, style, i, rng),
                    K::Simm16 => match op {
                        Opcode::SMovkI32 => Operand::Imm(if style == Style::Inline {
                            -2
                        } else {
                            0x1234 + rng.below(100) as i64
                        }),
                        Opcode::SNop => Operand::Imm(rng.below(16) as i64),
                        Opcode::SWaitcnt => Operand::Imm(waitcnt(gen, rng)),
                        _ => Operand::Imm(rng.below(64) as i64),
                    },
                    K::Sreg => {
                        if style == Style::Scalars {
                            s(rng.below(100) as u16, 1)
                        } else {
                            Operand::Reg { reg: Reg::Null, width: 1 }
                        }
                    }
                    _ => return None,
                });
            }
        }
        Class::Smem => {
            let K::Sd(w) = *info.defs.first()? else { return None };
            defs.push(s(align(rng.below(96) as u16, w), w));
            srcs.push(s(align(rng.below(100) as u16, 2), 2));
            mods.offset = match style {
                Style::Regs => 0,
                Style::Inline => 4 * rng.below(64) as i32,
                Style::Literal => 0x400 + 4 * rng.below(1000) as i32,
                _ => 16,
            };
            mods.glc = style == Style::Scalars && gen >= Gen::Gfx8;
            mods.dlc = style == Style::Scalars && gen >= Gen::Gfx10;
        }
        Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3 => {
            for k in info.defs {
                defs.push(match *k {
                    K::Vd(w) => v(rng.below(250) as u16, w),
                    K::Sd(w) => s(align(rng.below(100) as u16, w), w),
                    K::Lane => lane(gen, style, rng),
                    _ => return None,
                });
            }
            for (i, k) in info.srcs.iter().enumerate() {
                srcs.push(match *k {
                    K::Vs(w, ty) if info.has(table::LANESEL) && i == 1 => match style {
                        Style::Inline => Operand::Imm(rng.below(64) as i64),
                        Style::Scalars => Operand::Reg { reg: Reg::M0, width: 1 },
                        _ => scalar_src(gen, w, ty, Style::Regs, i, rng),
                    },
                    K::Vs(w, ty) if op == Opcode::VWritelaneB32 => {
                        scalar_src(gen, w, ty, Style::Regs, i, rng)
                    }
                    K::Vs(w, ty) => vec_src(gen, w, ty, style, i, rng),
                    K::Vv(w) => v(rng.below(250) as u16, w),
                    K::Lane => lane(gen, style, rng),
                    _ => return None,
                });
            }
            if style == Style::Vop3 {
                mods.e64 = true;
                if info.has(table::FLOAT) {
                    let n = info.srcs.len() as u32;
                    mods.neg = (rng.below(1 << n)) as u8;
                    mods.abs = (rng.below(1 << n)) as u8;
                    mods.clamp = encode::clamp_ok(info) && rng.below(2) == 0;
                }
            }
        }
        Class::Mubuf => {
            let atomic = info.has(table::ATOMIC);
            let (data, w) = match (info.defs.first(), info.srcs.first()) {
                (Some(K::Vd(w)), _) => (v(rng.below(240) as u16, *w), *w),
                (_, Some(K::Vv(w))) => (v(rng.below(240) as u16, *w), *w),
                _ => return None,
            };
            let _ = w;
            if info.defs.is_empty() {
                srcs.push(data);
            } else {
                defs.push(data);
            }
            if atomic && style != Style::Regs {
                if let Operand::Reg { reg, .. } = data {
                    defs.push(Operand::Reg { reg, width: info.atomic_ret_width() });
                }
            }
            let vaddr = match style {
                Style::Regs | Style::Vop3 if gen <= Gen::Gfx7 => {
                    mods.addr64 = true;
                    v(rng.below(250) as u16, 2)
                }
                Style::Inline | Style::Literal => {
                    mods.offen = true;
                    v(rng.below(250) as u16, 1)
                }
                _ => Operand::Off,
            };
            srcs.push(vaddr);
            srcs.push(s(align(rng.below(100) as u16, 4), 4));
            srcs.push(if style == Style::Scalars { s(rng.below(100) as u16, 1) } else { Operand::Imm(0) });
            mods.offset = match style {
                Style::Literal => 4095,
                Style::Inline | Style::Scalars => 4 * rng.below(1000) as i32,
                _ => 0,
            };
            mods.glc = !atomic && style == Style::Scalars;
            mods.slc = style == Style::Lanes || style == Style::Vop3;
            mods.dlc = style == Style::Lanes && gen >= Gen::Gfx10;
        }
        Class::Global => {
            let atomic = info.has(table::ATOMIC);
            let sgpr_base = gen >= Gen::Gfx9 && matches!(style, Style::Scalars | Style::Lanes);
            let addr = if sgpr_base { v(rng.below(250) as u16, 1) } else { v(rng.below(250) as u16, 2) };
            let saddr = if sgpr_base { s(align(rng.below(100) as u16, 2), 2) } else { Operand::Off };
            if let Some(K::Vd(w)) = info.defs.first() {
                defs.push(v(rng.below(240) as u16, *w));
                srcs.extend([addr, saddr]);
            } else {
                let Some(K::Vv(w)) = info.srcs.get(1) else { return None };
                if atomic && style != Style::Regs {
                    defs.push(v(rng.below(250) as u16, info.atomic_ret_width()));
                }
                srcs.extend([addr, v(rng.below(240) as u16, *w), saddr]);
            }
            if gen >= Gen::Gfx9 {
                mods.offset = match style {
                    Style::Inline => -16,
                    Style::Literal => 2047,
                    Style::Scalars => 4 * rng.below(500) as i32,
                    _ => 0,
                };
            }
            mods.glc = !atomic && style == Style::Vop3;
            mods.slc = style == Style::Lanes;
            mods.dlc = style == Style::Lanes && gen >= Gen::Gfx10;
        }
        Class::Ds => {
            if let Some(K::Vd(w)) = info.defs.first() {
                defs.push(v(rng.below(240) as u16, *w));
            }
            for k in info.srcs {
                let K::Vv(w) = *k else { return None };
                srcs.push(v(rng.below(240) as u16, w));
            }
            mods.offset = if info.has(table::SWIZZLE) {
                i32::from(SWIZZLES.get(rng.below(SWIZZLES.len() as u64) as usize).copied().unwrap_or(0))
            } else {
                match style {
                    Style::Regs => 0,
                    Style::Literal => 65535,
                    _ => rng.below(65536) as i32,
                }
            };
        }
    }
    let inst = Inst { op, defs: defs.into(), srcs: srcs.into(), mods };
    encode::encode(gen, std::slice::from_ref(&inst)).ok().map(|_| inst)
}

/// The test-vector samples of `gen`: for every opcode that exists there, one instruction
/// per operand style that applies (registers, scalars, inline constants, literals, VOP3
/// modifiers, SGPR lane masks), deduplicated by their text.
pub fn cases(gen: Gen) -> Vec<Inst> {
    let mut out = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for (i, &op) in Opcode::ALL.iter().enumerate() {
        for (j, &style) in STYLES.iter().enumerate() {
            let mut rng = Rng::new((i * 16 + j) as u64 + 1);
            if let Some(inst) = build(gen, op, style, &mut rng) {
                if seen.insert(crate::print::print_inst(gen, &inst)) {
                    out.push(inst);
                }
            }
        }
    }
    out
}

/// `n` random encodable instructions of `gen` (no branches), reproducible from `seed`.
pub fn random(gen: Gen, seed: u64, n: usize) -> Vec<Inst> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    let mut tries = 0;
    while out.len() < n && tries < n * 50 {
        tries += 1;
        let Some(&op) = Opcode::ALL.get(rng.below(Opcode::ALL.len() as u64) as usize) else { continue };
        let Some(style) = rng.pick(&STYLES) else { continue };
        if let Some(inst) = build(gen, op, style, &mut rng) {
            out.push(inst);
        }
    }
    out
}

/// Whether `op` exists on `gen` (has an encoding there).
pub fn exists(gen: Gen, op: Opcode) -> bool {
    table::info(op).and_then(|i| i.name(gen)).is_some()
}

/// An arbitrary operand: registers of any width (past the end, virtual, `scc`),
/// constants in and out of range, labels, `off`.
pub fn arbitrary_operand(rng: &mut Rng) -> Operand {
    const REGS: [Reg; 17] = [
        Reg::S(0),
        Reg::S(3),
        Reg::S(101),
        Reg::S(104),
        Reg::S(u16::MAX),
        Reg::V(0),
        Reg::V(255),
        Reg::V(300),
        Reg::VirtS(1),
        Reg::VirtV(2),
        Reg::Vcc,
        Reg::VccHi,
        Reg::Exec,
        Reg::ExecHi,
        Reg::M0,
        Reg::Null,
        Reg::Scc,
    ];
    match rng.below(6) {
        0 | 1 => Operand::Reg {
            reg: rng.pick(&REGS).unwrap_or(Reg::M0),
            width: rng.pick(&[0u8, 1, 1, 2, 2, 3, 4, 8, 255]).unwrap_or(1),
        },
        2 => Operand::Imm(
            rng.pick(&[0i64, -1, 64, 65, -17, 0x3f80_0000, i64::MAX, i64::MIN, 0xffff_ffff, 0x1_0000_0000])
                .unwrap_or(0),
        ),
        3 => {
            Operand::F32(rng.pick(&[0.5f32, 3.0, f32::NAN, -0.0, f32::from_bits(0x3e22_f983)]).unwrap_or(0.5))
        }
        4 => Operand::Label(rng.below(4) as u32),
        _ => Operand::Off,
    }
}

/// Arbitrary modifiers.
pub fn arbitrary_mods(rng: &mut Rng) -> Mods {
    Mods {
        offset: rng.pick(&[0i32, 4, -4, 2048, 4096, 65536, i32::MIN]).unwrap_or(0),
        offset1: rng.below(2) as u8,
        glc: rng.below(2) == 0,
        slc: rng.below(4) == 0,
        dlc: rng.below(4) == 0,
        addr64: rng.below(3) == 0,
        offen: rng.below(3) == 0,
        neg: rng.below(16) as u8,
        abs: rng.below(16) as u8,
        clamp: rng.below(4) == 0,
        e64: rng.below(4) == 0,
    }
}

/// `inst` with one thing changed: an operand, the modifiers or the opcode.
pub fn mutate(rng: &mut Rng, inst: &Inst) -> Inst {
    let mut inst = inst.clone();
    match rng.below(4) {
        0 if !inst.defs.is_empty() => {
            let i = rng.below(inst.defs.len() as u64) as usize;
            if let Some(d) = inst.defs.get_mut(i) {
                *d = arbitrary_operand(rng);
            }
        }
        1 if !inst.srcs.is_empty() => {
            let i = rng.below(inst.srcs.len() as u64) as usize;
            if let Some(s) = inst.srcs.get_mut(i) {
                *s = arbitrary_operand(rng);
            }
        }
        2 => inst.mods = arbitrary_mods(rng),
        _ => {
            let op = rng.pick(Opcode::ALL).unwrap_or(inst.op);
            if !matches!(op, Opcode::Label | Opcode::ParallelCopy) {
                inst.op = op;
            }
        }
    }
    inst
}

/// A loop whose body is `body` `s_nop`s long, for branch relaxation: `s0` counts the
/// iterations to 3 (the exit test `s_cbranch_scc0` jumps past the body), `s1` the
/// bodies run (2); with more than 32,767 nops both branches are out of SOPP reach.
pub fn long_branch_loop(body: usize) -> Vec<Inst> {
    let s = |n| Operand::reg(Reg::S(n));
    let label = |n| Inst::new(Opcode::Label, vec![], vec![Operand::Imm(n)]);
    let mut p = vec![
        Inst::new(Opcode::SMovB32, vec![s(0)], vec![Operand::Imm(0)]),
        Inst::new(Opcode::SMovB32, vec![s(1)], vec![Operand::Imm(0)]),
        label(0),
        Inst::new(Opcode::SAddU32, vec![s(0)], vec![s(0), Operand::Imm(1)]),
        Inst::new(Opcode::SCmpLtU32, vec![], vec![s(0), Operand::Imm(3)]),
        Inst::new(Opcode::SCbranchScc0, vec![], vec![Operand::Label(1)]),
        Inst::new(Opcode::SAddU32, vec![s(1)], vec![s(1), Operand::Imm(1)]),
    ];
    p.extend((0..body).map(|_| Inst::new(Opcode::SNop, vec![], vec![Operand::Imm(0)])));
    p.push(Inst::new(Opcode::SBranch, vec![], vec![Operand::Label(0)]));
    p.push(label(1));
    p.push(Inst::new(Opcode::SEndpgm, vec![], vec![]));
    p
}
