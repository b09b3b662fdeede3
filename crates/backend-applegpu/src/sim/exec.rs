//! The meaning of each instruction form for one SIMD-group: integer and float ALU, compare
//! and select, conversions, exec-mask stack, SIMD-group and quad operations, device and
//! threadgroup memory, atomics, waits and barriers. Forms whose hardware behaviour the
//! public reverse engineering does not pin down (`sin_pt_*`, `rsqrt_special`, the
//! prefix scans, packed memory formats) are refused rather than guessed.

use super::float::{f16_in, f16_out, f32_in, f32_out, fma_odd, saturate};
use super::{Shared, SimError, Simd, GPR_HALVES, LANES};
use crate::isa::{
    fimm_value, truth_table, AtomicOp, Cond, ConvMode, Inst, MemFormat, Opcode, Operand, Reg, RegOp, Round,
    Size,
};

/// What the instruction loop does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Next,
    /// Branch by this many bytes from the instruction's start.
    Jump(i64),
    Barrier,
    Stop,
}

/// An integer source value: raw bits, width, and whether it is read sign-extended.
#[derive(Debug, Clone, Copy)]
struct IVal {
    raw: u64,
    bits: u32,
    sx: bool,
}

impl IVal {
    fn ext(self) -> i128 {
        if self.sx {
            sext(self.raw, self.bits)
        } else {
            i128::from(self.raw)
        }
    }
}

fn sext(v: u64, bits: u32) -> i128 {
    if bits >= 64 {
        i128::from(v as i64)
    } else {
        let m = 1u64 << (bits - 1);
        let v = v & ((1u64 << bits) - 1);
        i128::from((v ^ m) as i64) - i128::from(m as i64)
    }
}

struct Ctx<'a, 'b> {
    simd: &'a mut Simd,
    sh: &'a mut Shared<'b>,
    inst: &'a Inst,
    pc: usize,
}

fn unsupported(inst: &Inst, pc: usize, what: &str) -> SimError {
    SimError::Unsupported { pc, op: inst.op.name(), what: what.to_string() }
}

impl Ctx<'_, '_> {
    fn err(&self, what: &str) -> SimError {
        unsupported(self.inst, self.pc, what)
    }

    fn halves(&self, r: &RegOp) -> Result<(bool, u16, u16), SimError> {
        match r.reg {
            Reg::Gpr(h) => Ok((false, h, u16::from(r.size.halves()))),
            Reg::Uniform(h) => Ok((true, h, u16::from(r.size.halves()))),
            Reg::Virt(_) => Err(self.err("virtual register")),
        }
    }

    fn check_pending(&self, h: u16) -> Result<(), SimError> {
        for g in 0..2 {
            if self.simd.pending[g].get(usize::from(h)).copied().unwrap_or(false) {
                return Err(SimError::Scoreboard { pc: self.pc, reg: h / 2, half: h % 2, group: g as u8 });
            }
        }
        Ok(())
    }

    /// Raw bits of a register operand in `lane`.
    fn read_reg(&self, r: &RegOp, lane: usize) -> Result<u64, SimError> {
        let (uni, h, n) = self.halves(r)?;
        let mut v = 0u64;
        for i in 0..n {
            let idx = usize::from(h + i);
            let half = if uni {
                *self.sh.uniforms.get(idx).ok_or_else(|| self.err("uniform out of range"))?
            } else {
                self.check_pending(h + i)?;
                let regs = self.simd.regs.get(lane).ok_or_else(|| self.err("lane"))?;
                *regs.get(idx).ok_or_else(|| self.err("register out of range"))?
            };
            v |= u64::from(half) << (16 * u32::from(i));
        }
        Ok(v)
    }

    fn int(&self, o: &Operand, lane: usize) -> Result<IVal, SimError> {
        match o {
            // Immediates are 16-bit values (8 bits zero-extended).
            Operand::Imm(v) => Ok(IVal { raw: u64::from(*v), bits: 16, sx: false }),
            Operand::Reg(r) => Ok(IVal { raw: self.read_reg(r, lane)?, bits: r.size.bits(), sx: r.flags.sx }),
            _ => Err(self.err("integer source")),
        }
    }

    fn float(&self, o: &Operand, lane: usize) -> Result<f64, SimError> {
        let (v, r) = match o {
            Operand::FImm(c) => return Ok(f64::from(fimm_value(*c))),
            Operand::Reg(r) => {
                let raw = self.read_reg(r, lane)?;
                (if r.size == Size::S16 { f16_in(raw as u16) } else { f32_in(raw as u32) }, r)
            }
            _ => return Err(self.err("float source")),
        };
        let mut v = v;
        if r.flags.abs {
            v = v.abs();
        }
        if r.flags.neg {
            v = -v;
        }
        Ok(v)
    }

    fn dst(&self, i: usize) -> Result<&RegOp, SimError> {
        self.inst.dsts.get(i).and_then(Operand::as_reg).ok_or_else(|| self.err("destination"))
    }

    fn src(&self, i: usize) -> Result<&Operand, SimError> {
        self.inst.srcs.get(i).ok_or_else(|| self.err("missing source"))
    }

    fn write(&mut self, r: &RegOp, lane: usize, value: u128) -> Result<(), SimError> {
        let (uni, h, n) = self.halves(r)?;
        if uni {
            return Err(self.err("write to a uniform"));
        }
        for i in 0..n {
            self.check_pending(h + i)?;
            let idx = usize::from(h + i);
            if idx >= GPR_HALVES {
                return Err(self.err("register out of range"));
            }
            if let Some(regs) = self.simd.regs.get_mut(lane) {
                regs[idx] = (value >> (16 * u32::from(i))) as u16;
            }
        }
        Ok(())
    }

    fn write_float(&mut self, r: &RegOp, lane: usize, v: f64) -> Result<(), SimError> {
        let v = if self.inst.mods.sat { saturate(v) } else { v };
        let bits = if r.size == Size::S16 { u128::from(f16_out(v)) } else { u128::from(f32_out(v)) };
        self.write(r, lane, bits)
    }

    fn lanes(&self) -> Vec<usize> {
        (0..LANES).filter(|&l| self.simd.active(l)).collect()
    }

    fn set_exec_from_r0l(&mut self) {
        let mut exec = 0u32;
        for lane in 0..LANES {
            if self.simd.launched >> lane & 1 != 0 && self.simd.regs.get(lane).is_some_and(|r| r[0] == 0) {
                exec |= 1 << lane;
            }
        }
        self.simd.exec = exec;
    }
}

/// Executes one instruction.
pub fn step(simd: &mut Simd, inst: &Inst, pc: usize, sh: &mut Shared<'_>) -> Result<Flow, SimError> {
    let mut c = Ctx { simd, sh, inst, pc };
    exec(&mut c)
}

fn icompare(c: &Ctx<'_, '_>, a: IVal, b: IVal) -> Result<bool, SimError> {
    let code = c.inst.mods.cond.code();
    let (a, b) = if code & 4 != 0 {
        (sext(a.raw, a.bits), sext(b.raw, b.bits))
    } else {
        (i128::from(a.raw), i128::from(b.raw))
    };
    let r = match code & 3 {
        0 => a == b,
        1 => a < b,
        2 => a > b,
        _ => return Err(c.err("integer condition")),
    };
    Ok(r != (code & 8 != 0))
}

fn fcompare(c: &Ctx<'_, '_>, a: f64, b: f64) -> Result<bool, SimError> {
    let code = c.inst.mods.cond.code();
    let r = match code & 7 {
        0 => a == b,
        1 => a < b,
        2 => a > b,
        // The "NaN loses" forms: a NaN second operand makes the first one win.
        3 => a < b || b.is_nan(),
        5 => a >= b,
        6 => a <= b,
        7 => a > b || b.is_nan(),
        _ => return Err(c.err("float condition")),
    };
    Ok(r != (code & 8 != 0))
}

fn compare(c: &Ctx<'_, '_>, lane: usize) -> Result<bool, SimError> {
    match c.inst.mods.cond {
        Cond::I(_) => {
            let a = c.int(c.src(0)?, lane)?;
            let b = c.int(c.src(1)?, lane)?;
            icompare(c, a, b)
        }
        Cond::F(_) => {
            let a = c.float(c.src(0)?, lane)?;
            let b = c.float(c.src(1)?, lane)?;
            fcompare(c, a, b)
        }
    }
}

fn shl(v: u128, s: u32) -> u128 {
    if s >= 128 {
        0
    } else {
        v << s
    }
}
fn shr(v: u128, s: u32) -> u128 {
    if s >= 128 {
        0
    } else {
        v >> s
    }
}

fn saturate_int(v: i128, bits: u32, signed: bool) -> i128 {
    let (lo, hi) =
        if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    v.clamp(lo, hi)
}

#[allow(clippy::too_many_lines)]
fn exec(c: &mut Ctx<'_, '_>) -> Result<Flow, SimError> {
    use Opcode::*;
    let op = c.inst.op;
    let mods = c.inst.mods;
    match op {
        Label => {}
        MovImm => {
            let d = *c.dst(0)?;
            let Operand::Imm(v) = *c.src(0)? else { return Err(c.err("immediate")) };
            for lane in c.lanes() {
                c.write(&d, lane, u128::from(v))?;
            }
        }
        GetSr => {
            let d = *c.dst(0)?;
            let Operand::Sr(n) = *c.src(0)? else { return Err(c.err("special register")) };
            for lane in c.lanes() {
                let v =
                    *c.simd.srs.get(lane).and_then(|m| m.get(&n)).ok_or_else(|| {
                        c.err(&format!("special register sr{n} has no value in this dispatch"))
                    })?;
                c.write(&d, lane, u128::from(v))?;
            }
        }
        IAdd | ISub => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = c.int(c.src(0)?, lane)?;
                let b = c.int(c.src(1)?, lane)?;
                let mut bv = b.ext();
                if op == ISub {
                    bv = -bv;
                }
                let s = u32::from(mods.shift);
                bv = if s < 5 { bv << s } else { 0 };
                let mut r = a.ext() + bv;
                let dbits = d.size.bits();
                if mods.sat && s == 0 && a.bits <= 32 && b.bits <= 32 && dbits <= 32 {
                    r = saturate_int(r, dbits, a.sx || b.sx);
                }
                c.write(&d, lane, r as u128)?;
            }
        }
        IMadd | IMsub => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = c.int(c.src(0)?, lane)?;
                let b = c.int(c.src(1)?, lane)?;
                let cc = c.int(c.src(2)?, lane)?;
                let mut cv = cc.ext();
                if op == IMsub {
                    cv = -cv;
                }
                let s = u32::from(mods.shift);
                cv = if s < 5 { cv << s } else { 0 };
                let mut r = a.ext().wrapping_mul(b.ext()).wrapping_add(cv);
                let dbits = d.size.bits();
                if mods.sat && s == 0 && cc.bits <= 32 && dbits <= 32 {
                    r = saturate_int(r, dbits, a.sx || b.sx || cc.sx);
                }
                c.write(&d, lane, r as u128)?;
            }
        }
        Bfi | Bfeil | Extr | Shlhi | Shrhi => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = u128::from(c.int(c.src(0)?, lane)?.raw);
                let b = u128::from(c.int(c.src(1)?, lane)?.raw);
                let s = (c.int(c.src(2)?, lane)?.raw & 0x7F) as u32;
                let mask: u128 =
                    if mods.width == 0 || mods.width >= 32 { 0xFFFF_FFFF } else { (1u128 << mods.width) - 1 };
                let r = match op {
                    Bfi => (a & !shl(mask, s)) | shl(b & mask, s),
                    Bfeil => (a & !mask) | (shr(b, s) & mask),
                    Extr => shr((b << 32) | a, s) & mask,
                    Shlhi => {
                        let sm = shl(mask, s.saturating_sub(32));
                        (shr(shl(b, s), 32) & sm) | (a & !sm)
                    }
                    _ => {
                        let sm = shr(mask << 32, s.min(32));
                        (shr(b << 32, s) & sm) | (a & !sm)
                    }
                };
                c.write(&d, lane, r)?;
            }
        }
        Asr | Asrh => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = c.int(c.src(0)?, lane)?;
                let s = (c.int(c.src(1)?, lane)?.raw & 0x7F) as u32;
                let mut v = sext(a.raw, a.bits);
                if op == Asrh {
                    v <<= 32;
                }
                c.write(&d, lane, (v >> s.min(127)) as u128)?;
            }
        }
        Bitop | And | Or | Xor | Nand | Nor | Xnor | Not | Mov => {
            let d = *c.dst(0)?;
            let tt = truth_table(op).unwrap_or(mods.truth);
            for lane in c.lanes() {
                let a = c.int(c.src(0)?, lane)?.raw;
                let b = match c.inst.srcs.get(1) {
                    Some(o) => c.int(o, lane)?.raw,
                    None => 0,
                };
                let r = if tt == 0b1100 || tt == 0b0011 {
                    a
                } else {
                    let mut r = 0u64;
                    if tt & 1 != 0 {
                        r |= !a & !b;
                    }
                    if tt & 2 != 0 {
                        r |= a & !b;
                    }
                    if tt & 4 != 0 {
                        r |= !a & b;
                    }
                    if tt & 8 != 0 {
                        r |= a & b;
                    }
                    r
                };
                c.write(&d, lane, u128::from(r))?;
            }
        }
        Bitrev | Popcount | Ffs => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = c.int(c.src(0)?, lane)?.raw;
                let r: i128 = match op {
                    Bitrev => i128::from((a as u32).reverse_bits()),
                    Popcount => i128::from((a as u32).count_ones()),
                    _ => (0..=32).rev().find(|&i| a >> i & 1 != 0).map_or(-1, i128::from),
                };
                c.write(&d, lane, r as u128)?;
            }
        }
        Icmpsel | Fcmpsel => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let t = compare(c, lane)?;
                let pick = c.src(if t { 2 } else { 3 })?;
                let v = match pick {
                    Operand::Imm(v) => u64::from(*v),
                    Operand::Reg(r) => c.read_reg(r, lane)?,
                    _ => return Err(c.err("select value")),
                };
                c.write(&d, lane, u128::from(v))?;
            }
        }
        Fadd32 | Fmul32 | Fmadd32 | Fadd16 | Fmul16 | Fmadd16 => {
            let d = *c.dst(0)?;
            let half = matches!(op, Fadd16 | Fmul16 | Fmadd16);
            for lane in c.lanes() {
                let a = c.float(c.src(0)?, lane)?;
                let b = c.float(c.src(1)?, lane)?;
                let r = match op {
                    Fadd32 | Fadd16 => fma_odd(a, 1.0, b),
                    Fmul32 | Fmul16 => fma_odd(a, b, 0.0),
                    _ => fma_odd(a, b, c.float(c.src(2)?, lane)?),
                };
                // Rounded to the operation's precision first, then to the destination.
                let r = if half { f16_in(f16_out(r)) } else { f32_in(f32_out(r)) };
                c.write_float(&d, lane, r)?;
            }
        }
        Floor | Ceil | Trunc | Rint | Rcp | Rsqrt | Log2 | Exp2 => {
            let d = *c.dst(0)?;
            for lane in c.lanes() {
                let a = c.float(c.src(0)?, lane)?;
                let r = match op {
                    Floor => a.floor(),
                    Ceil => a.ceil(),
                    Trunc => a.trunc(),
                    Rint => a.round_ties_even(),
                    Rcp => 1.0 / a,
                    Rsqrt => 1.0 / a.sqrt(),
                    Log2 => a.log2(),
                    _ => a.exp2(),
                };
                let r = if r.is_nan() { f64::NAN } else { r };
                c.write_float(&d, lane, r)?;
            }
        }
        Convert => convert(c)?,
        IcmpBallot | FcmpBallot | IcmpQuadBallot | FcmpQuadBallot => {
            let d = *c.dst(0)?;
            let lanes = c.lanes();
            let mut bits = 0u32;
            for &lane in &lanes {
                if compare(c, lane)? {
                    bits |= 1 << lane;
                }
            }
            for &lane in &lanes {
                let v = if matches!(op, IcmpQuadBallot | FcmpQuadBallot) {
                    bits >> (lane & !3) & 0xF
                } else {
                    bits
                };
                c.write(&d, lane, u128::from(v))?;
            }
        }
        SimdShuffle | SimdShuffleDown | SimdShuffleUp | SimdShuffleRotateUp | SimdShuffleXor
        | QuadShuffle | QuadShuffleDown | QuadShuffleUp | QuadShuffleRotateUp | QuadShuffleXor => shuffle(c)?,
        SimdAnd | SimdOr | SimdXor | SimdIadd | SimdFadd | SimdFmul | SimdMinU | SimdMaxU | SimdMinS
        | SimdMaxS | SimdMinF | SimdMaxF | QuadAnd | QuadOr | QuadXor | QuadIadd | QuadFadd | QuadFmul
        | QuadMinU | QuadMaxU | QuadMinS | QuadMaxS | QuadMinF | QuadMaxF => reduce(c)?,
        DeviceLoad | DeviceStore => device(c)?,
        ThreadgroupLoad | ThreadgroupStore => threadgroup(c)?,
        StackLoad | StackStore => stack(c)?,
        Atomic | ThreadgroupAtomic => atomic(c)?,
        Wait => {
            if let Some(p) = c.simd.pending.get_mut(usize::from(mods.group)) {
                *p = [false; GPR_HALVES];
            }
        }
        ThreadgroupBarrier => return Ok(Flow::Barrier),
        // Memory is coherent in the simulator: every access completes in order.
        MemoryBarrier => {}
        IfIcmp | IfFcmp | ElseIcmp | ElseFcmp | WhileIcmp | WhileFcmp => {
            let n = u16::from(mods.n);
            for lane in 0..LANES {
                if c.simd.launched >> lane & 1 == 0 {
                    continue;
                }
                let v = c.simd.regs.get(lane).map_or(0, |r| r[0]);
                let nv = match op {
                    IfIcmp | IfFcmp => {
                        if v != 0 {
                            v.wrapping_add(n)
                        } else if !compare(c, lane)? {
                            1
                        } else {
                            0
                        }
                    }
                    ElseIcmp | ElseFcmp => {
                        if v == 0 {
                            n
                        } else if v == 1 {
                            u16::from(!compare(c, lane)?)
                        } else {
                            v
                        }
                    }
                    _ => {
                        if v < n {
                            if compare(c, lane)? {
                                0
                            } else {
                                n
                            }
                        } else {
                            v
                        }
                    }
                };
                if let Some(r) = c.simd.regs.get_mut(lane) {
                    r[0] = nv;
                }
            }
            c.set_exec_from_r0l();
        }
        PopExec => {
            let n = u16::from(mods.n);
            for lane in 0..LANES {
                if c.simd.launched >> lane & 1 == 0 {
                    continue;
                }
                if let Some(r) = c.simd.regs.get_mut(lane) {
                    r[0] = r[0].saturating_sub(n);
                }
            }
            c.set_exec_from_r0l();
        }
        JmpExecAny | JmpExecNone => {
            let Operand::Imm(off) = *c.src(0)? else { return Err(c.err("branch offset")) };
            let any = c.simd.exec != 0;
            if any == (op == JmpExecAny) {
                return Ok(Flow::Jump(i64::from(off as i32)));
            }
        }
        Stop => return Ok(Flow::Stop),
        Trap => return Err(c.err("trap executed")),
        Ret | UniformStore | SimdMatrixFmadd32 | SimdMatrixFmadd16 | SinPt1 | SinPt2 | RsqrtSpecial
        | SimdPrefixIadd | SimdPrefixFadd | SimdPrefixFmul | SimdPrefixAnd | SimdPrefixOr | SimdPrefixXor
        | QuadPrefixIadd | QuadPrefixFadd | QuadPrefixFmul => {
            return Err(c.err("not simulated (semantics not pinned down by the public reverse engineering)"))
        }
    }
    Ok(Flow::Next)
}

fn convert(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    let d = *c.dst(0)?;
    let mode = c.inst.mods.conv;
    let rte = c.inst.mods.round == Round::Rte;
    for lane in c.lanes() {
        let src = c.src(0)?;
        let (raw, sbits) = match src {
            Operand::Imm(v) => (u64::from(*v), 16),
            Operand::Reg(r) => (c.read_reg(r, lane)?, r.size.bits()),
            _ => return Err(c.err("conversion source")),
        };
        let to_float = |x: f64| -> u128 {
            // Integers convert exactly to f64; round once to the destination.
            let near =
                if d.size == Size::S16 { f16_in(f16_out(x)) } else { f64::from(f32::from_bits(f32_out(x))) };
            let v = if !rte && near.abs() > x.abs() {
                // Toward zero: one step back from the nearest when it rounded away.
                if d.size == Size::S16 {
                    f16_in(f16_out(near) - 1)
                } else {
                    f64::from(f32::from_bits(f32_out(near) - 1))
                }
            } else {
                near
            };
            if d.size == Size::S16 {
                u128::from(f16_out(v))
            } else {
                u128::from(f32_out(v))
            }
        };
        let bits = match mode {
            ConvMode::U8ToF => to_float((raw & 0xFF) as f64),
            ConvMode::S8ToF => to_float(sext(raw, 8) as f64),
            ConvMode::U16ToF => to_float((raw & 0xFFFF) as f64),
            ConvMode::S16ToF => to_float(sext(raw, 16) as f64),
            ConvMode::U32ToF => to_float((raw & 0xFFFF_FFFF) as f64),
            ConvMode::S32ToF => to_float(sext(raw, 32) as f64),
            ConvMode::FToU16 | ConvMode::FToS16 | ConvMode::FToU32 | ConvMode::FToS32 => {
                let x = if sbits == 16 { f16_in(raw as u16) } else { f32_in(raw as u32) };
                let x = if rte { x.round_ties_even() } else { x.trunc() };
                let (lo, hi): (f64, f64) = match mode {
                    ConvMode::FToU16 => (0.0, 65535.0),
                    ConvMode::FToS16 => (-32768.0, 32767.0),
                    ConvMode::FToU32 => (0.0, 4_294_967_295.0),
                    _ => (-2_147_483_648.0, 2_147_483_647.0),
                };
                let v = if x.is_nan() { 0.0 } else { x.clamp(lo, hi) };
                (v as i64) as u128
            }
        };
        c.write(&d, lane, bits)?;
    }
    Ok(())
}

fn shuffle(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    use Opcode::*;
    let op = c.inst.op;
    let d = *c.dst(0)?;
    let mut a = [0u64; LANES];
    let mut b = [0u64; LANES];
    // Every lane's operands are read, active or not (the hardware reads them too).
    for lane in 0..LANES {
        if c.simd.launched >> lane & 1 == 0 {
            continue;
        }
        a[lane] = match c.src(0)? {
            Operand::Reg(r) => c.read_reg(r, lane)?,
            Operand::Imm(v) => u64::from(*v),
            _ => return Err(c.err("shuffle value")),
        };
        b[lane] = c.int(c.src(1)?, lane)?.raw;
    }
    let quad =
        matches!(op, QuadShuffle | QuadShuffleDown | QuadShuffleUp | QuadShuffleRotateUp | QuadShuffleXor);
    for lane in c.lanes() {
        let idx = b[lane] as usize;
        let q = lane & !3;
        // The low two bits of the lane offsets OR together over the source quad (what the
        // hardware does; uniform offsets, the usual case, are unaffected).
        let quad_bits = |qs: usize| (qs..qs + 4).fold(0usize, |m, t| m | (b[t] as usize & 3));
        let v = if quad {
            let qi = lane & 3;
            let src = match op {
                QuadShuffle => idx & 3,
                QuadShuffleDown => (qi + idx) & 3,
                QuadShuffleUp => qi.wrapping_sub(idx) & 3,
                QuadShuffleRotateUp => qi.wrapping_sub(idx) & 3,
                _ => (qi ^ idx) & 3,
            };
            let out_of_quad = match op {
                QuadShuffleDown => qi + idx > 3,
                QuadShuffleUp => idx > qi,
                _ => false,
            };
            if out_of_quad {
                a[lane]
            } else {
                a[q + src]
            }
        } else {
            match op {
                SimdShuffle => {
                    if idx < LANES {
                        let qs = idx & !3;
                        a[qs + quad_bits(qs)]
                    } else {
                        a[lane]
                    }
                }
                SimdShuffleDown => {
                    if lane + idx < LANES {
                        let qs = (lane + idx) & !3;
                        a[qs + ((lane & 3) + quad_bits(qs)) % 4]
                    } else {
                        a[lane]
                    }
                }
                SimdShuffleUp | SimdShuffleRotateUp => {
                    let t = if op == SimdShuffleUp {
                        if idx > lane {
                            None
                        } else {
                            Some(lane - idx)
                        }
                    } else {
                        Some((lane + LANES - (idx % LANES)) % LANES)
                    };
                    match t {
                        Some(t) => {
                            let qs = t & !3;
                            a[qs + ((lane & 3) + 4 - quad_bits(qs)) % 4]
                        }
                        None => a[lane],
                    }
                }
                _ => {
                    let t = lane ^ idx;
                    if t < LANES {
                        let qs = t & !3;
                        a[qs + ((lane & 3) ^ quad_bits(qs))]
                    } else {
                        a[lane]
                    }
                }
            }
        };
        c.write(&d, lane, u128::from(v))?;
    }
    Ok(())
}

fn reduce(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    use Opcode::*;
    let op = c.inst.op;
    let d = *c.dst(0)?;
    let quad = op.name().starts_with("quad_");
    let lanes = c.lanes();
    let r = c.src(0)?.as_reg().copied().ok_or_else(|| c.err("reduction source"))?;
    let bits = r.size.bits();
    let mut vals = [0u64; LANES];
    for &l in &lanes {
        vals[l] = c.read_reg(&r, l)?;
    }
    let fl = |v: u64| if bits == 16 { f16_in(v as u16) } else { f32_in(v as u32) };
    let fo = |x: f64| if bits == 16 { u64::from(f16_out(x)) } else { u64::from(f32_out(x)) };
    for &lane in &lanes {
        let group: Vec<usize> = lanes.iter().copied().filter(|&l| !quad || l & !3 == lane & !3).collect();
        let mut it = group.iter().map(|&l| vals[l]);
        let first = it.next().unwrap_or(0);
        let v = it.fold(first, |acc, x| match op {
            SimdAnd | QuadAnd => acc & x,
            SimdOr | QuadOr => acc | x,
            SimdXor | QuadXor => acc ^ x,
            SimdIadd | QuadIadd => acc.wrapping_add(x),
            SimdMinU | QuadMinU => acc.min(x),
            SimdMaxU | QuadMaxU => acc.max(x),
            SimdMinS | QuadMinS => {
                if sext(x, bits) < sext(acc, bits) {
                    x
                } else {
                    acc
                }
            }
            SimdMaxS | QuadMaxS => {
                if sext(x, bits) > sext(acc, bits) {
                    x
                } else {
                    acc
                }
            }
            SimdFadd | QuadFadd => fo(fma_odd(fl(acc), 1.0, fl(x))),
            SimdFmul | QuadFmul => fo(fma_odd(fl(acc), fl(x), 0.0)),
            SimdMinF | QuadMinF => {
                let (p, q) = (fl(acc), fl(x));
                if q < p || p.is_nan() {
                    x
                } else {
                    acc
                }
            }
            _ => {
                let (p, q) = (fl(acc), fl(x));
                if q > p || p.is_nan() {
                    x
                } else {
                    acc
                }
            }
        });
        c.write(&d, lane, u128::from(v))?;
    }
    Ok(())
}

fn format_bytes(c: &Ctx<'_, '_>, f: MemFormat) -> Result<usize, SimError> {
    match f {
        MemFormat::I8 => Ok(1),
        MemFormat::I16 | MemFormat::F16 => Ok(2),
        MemFormat::I32 => Ok(4),
        _ => Err(c.err("packed memory formats are not simulated")),
    }
}

fn mark_pending(c: &mut Ctx<'_, '_>, r: &RegOp, count: u32) -> Result<(), SimError> {
    let (_, h, _) = c.halves(r)?;
    let per = if r.size == Size::S16 { 1 } else { 2 };
    let g = usize::from(c.inst.mods.group & 1);
    for i in 0..(count * per) as u16 {
        if let Some(p) = c.simd.pending[g].get_mut(usize::from(h + i)) {
            *p = true;
        }
    }
    Ok(())
}

/// The element registers of a memory operation: `count` registers of 16 or 32 bits.
fn element(r: &RegOp, i: u32) -> RegOp {
    let (size, step) = if r.size == Size::S16 { (Size::S16, 1) } else { (Size::S32, 2) };
    let reg = match r.reg {
        Reg::Gpr(h) => Reg::Gpr(h + (i * step) as u16),
        other => other,
    };
    RegOp { reg, size, flags: r.flags }
}

/// A device access's 64-bit base (source `at`) and its index (source `at + 1`): a signed
/// 16-bit immediate or a 32-bit register, sign- or zero-extended.
fn device_base_index(c: &Ctx<'_, '_>, at: usize, lane: usize) -> Result<(u64, i128), SimError> {
    let base = match c.src(at)? {
        Operand::Reg(r) => c.read_reg(r, lane)?,
        _ => return Err(c.err("base")),
    };
    let index = match c.src(at + 1)? {
        Operand::Imm(v) => i128::from(*v as i32),
        Operand::Reg(r) => {
            let v = c.read_reg(r, lane)?;
            if c.inst.mods.signed_index {
                sext(v, 32)
            } else {
                i128::from(v)
            }
        }
        _ => return Err(c.err("index")),
    };
    Ok((base, index))
}

fn device(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    let load = c.inst.op == Opcode::DeviceLoad;
    let mods = c.inst.mods;
    let item = format_bytes(c, mods.format)?;
    let data = if load { *c.dst(0)? } else { *c.src(0)?.as_reg().ok_or_else(|| c.err("data"))? };
    let base_i = usize::from(!load);
    if data.size == Size::S16 && item == 4 {
        return Err(c.err("32-bit elements into 16-bit registers"));
    }
    let mask = crate::encode::mask_of(&mods);
    let shift = u32::from(mods.shift.min(2));
    for lane in c.lanes() {
        let (base, index) = device_base_index(c, base_i, lane)?;
        let base = base & !(item as u64 - 1);
        let mut k = 0;
        for i in 0..4 {
            if mask >> i & 1 == 0 {
                continue;
            }
            let addr = (i128::from(base) + ((index << shift) + i128::from(i)) * item as i128) as u64;
            let reg = element(&data, k);
            k += 1;
            if load {
                let v = c.sh.device.read(addr, item).ok_or(SimError::Device { pc: c.pc, addr, len: item })?;
                c.write(&reg, lane, u128::from(v))?;
            } else {
                let v = c.read_reg(&reg, lane)?;
                c.sh.device.write(addr, item, v).ok_or(SimError::Device { pc: c.pc, addr, len: item })?;
            }
        }
    }
    if load {
        mark_pending(c, &data, u32::from(mask).count_ones())?;
    }
    Ok(())
}

fn tg_base(c: &Ctx<'_, '_>, o: &Operand, lane: usize) -> Result<u64, SimError> {
    match o {
        Operand::Imm(v) => Ok(u64::from(*v)),
        Operand::Reg(r) => c.read_reg(r, lane),
        _ => Err(c.err("threadgroup base")),
    }
}

fn tg_index(c: &Ctx<'_, '_>, o: &Operand, lane: usize) -> Result<i128, SimError> {
    match o {
        Operand::Imm(v) => Ok(i128::from(*v as i32)),
        Operand::Reg(r) => Ok(i128::from(c.read_reg(r, lane)?)),
        _ => Err(c.err("threadgroup index")),
    }
}

fn tg_slice<'m>(c: &'m mut Ctx<'_, '_>, addr: i128, len: usize) -> Result<&'m mut [u8], SimError> {
    let size = c.sh.threadgroup.len();
    let pc = c.pc;
    let bad = SimError::Threadgroup { pc, addr: addr as u64, len, size };
    let start = usize::try_from(addr).map_err(|_| bad.clone())?;
    c.sh.threadgroup.get_mut(start..start + len).ok_or(bad)
}

fn threadgroup(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    let load = c.inst.op == Opcode::ThreadgroupLoad;
    let mods = c.inst.mods;
    let item = format_bytes(c, mods.format)?;
    let data = if load { *c.dst(0)? } else { *c.src(0)?.as_reg().ok_or_else(|| c.err("data"))? };
    let base_i = usize::from(!load);
    let mask = crate::encode::mask_of(&mods);
    for lane in c.lanes() {
        let base = tg_base(c, c.src(base_i)?, lane)?;
        let index = tg_index(c, c.src(base_i + 1)?, lane)?;
        let mut k = 0;
        for i in 0..4 {
            if mask >> i & 1 == 0 {
                continue;
            }
            let addr = i128::from(base) + (index + i128::from(i)) * item as i128;
            let reg = element(&data, k);
            k += 1;
            if load {
                let s = tg_slice(c, addr, item)?;
                let v = s.iter().rev().fold(0u64, |v, b| v << 8 | u64::from(*b));
                c.write(&reg, lane, u128::from(v))?;
            } else {
                let v = c.read_reg(&reg, lane)?;
                let s = tg_slice(c, addr, item)?;
                for (j, b) in s.iter_mut().enumerate() {
                    *b = (v >> (8 * j)) as u8;
                }
            }
        }
    }
    Ok(())
}

/// `stack_load`/`stack_store`: each active lane's own stack, at a byte offset (an
/// immediate or a 32-bit register), the mask's values of the format's size one after
/// another. Loads complete through the scoreboard like device loads.
fn stack(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    let load = c.inst.op == Opcode::StackLoad;
    let mods = c.inst.mods;
    let item = format_bytes(c, mods.format)?;
    let data = if load { *c.dst(0)? } else { *c.src(0)?.as_reg().ok_or_else(|| c.err("data"))? };
    if data.size == Size::S16 && item == 4 {
        return Err(c.err("32-bit elements into 16-bit registers"));
    }
    let at = usize::from(!load);
    let mask = crate::encode::mask_of(&mods);
    for lane in c.lanes() {
        let offset = match c.src(at)? {
            Operand::Imm(v) => i64::from(*v as i32),
            Operand::Reg(r) => i64::from(c.read_reg(r, lane)? as u32),
            _ => return Err(c.err("stack offset")),
        };
        let mut k = 0;
        for i in 0..4 {
            if mask >> i & 1 == 0 {
                continue;
            }
            let addr = offset + i64::from(i) * item as i64;
            let bad = SimError::Stack { pc: c.pc, addr, len: item };
            let start = usize::try_from(addr).map_err(|_| bad.clone())?;
            let end = start + item;
            if end > super::STACK_BYTES {
                return Err(bad);
            }
            let reg = element(&data, k);
            k += 1;
            if load {
                let mem = c.simd.stack.get(lane).ok_or_else(|| c.err("lane"))?;
                let v = (start..end)
                    .rev()
                    .fold(0u64, |v, b| v << 8 | u64::from(mem.get(b).copied().unwrap_or(0)));
                c.write(&reg, lane, u128::from(v))?;
            } else {
                let v = c.read_reg(&reg, lane)?;
                let mem = c.simd.stack.get_mut(lane).ok_or_else(|| unsupported(c.inst, c.pc, "lane"))?;
                if mem.len() < end {
                    mem.resize(end, 0);
                }
                for (j, b) in mem[start..end].iter_mut().enumerate() {
                    *b = (v >> (8 * j)) as u8;
                }
            }
        }
    }
    if load {
        mark_pending(c, &data, u32::from(mask).count_ones())?;
    }
    Ok(())
}

fn atomic_apply(op: AtomicOp, old: u32, v: u64) -> u32 {
    let x = v as u32;
    match op {
        AtomicOp::Add => old.wrapping_add(x),
        AtomicOp::Sub => old.wrapping_sub(x),
        AtomicOp::Xchg => x,
        // The register pair holds the compare value, then the new value.
        AtomicOp::Cmpxchg => {
            if old == x {
                (v >> 32) as u32
            } else {
                old
            }
        }
        AtomicOp::Umin => old.min(x),
        AtomicOp::Imin => (old as i32).min(x as i32) as u32,
        AtomicOp::Umax => old.max(x),
        AtomicOp::Imax => (old as i32).max(x as i32) as u32,
        AtomicOp::And => old & x,
        AtomicOp::Or => old | x,
        AtomicOp::Xor => old ^ x,
    }
}

fn atomic(c: &mut Ctx<'_, '_>) -> Result<(), SimError> {
    let device = c.inst.op == Opcode::Atomic;
    let mods = c.inst.mods;
    let dst = c.inst.dsts.first().and_then(Operand::as_reg).copied();
    let src = *c.src(2)?.as_reg().ok_or_else(|| c.err("atomic source"))?;
    // Lanes go in order: the old values they see are those of a serial execution.
    for lane in c.lanes() {
        let v = c.read_reg(&src, lane)?;
        let old = if device {
            let (base, index) = device_base_index(c, 0, lane)?;
            let addr = (i128::from(base) + index * 4) as u64;
            let old = c.sh.device.read(addr, 4).ok_or(SimError::Device { pc: c.pc, addr, len: 4 })? as u32;
            let new = atomic_apply(mods.atomic, old, v);
            c.sh.device.write(addr, 4, u64::from(new)).ok_or(SimError::Device { pc: c.pc, addr, len: 4 })?;
            old
        } else {
            let base = tg_base(c, c.src(0)?, lane)?;
            let index = tg_index(c, c.src(1)?, lane)?;
            let s = tg_slice(c, i128::from(base) + index * 4, 4)?;
            let old = u32::from_le_bytes([s[0], s[1], s[2], s[3]]);
            let new = atomic_apply(mods.atomic, old, v);
            s.copy_from_slice(&new.to_le_bytes());
            old
        };
        if let Some(d) = dst {
            c.write(&d, lane, u128::from(old))?;
        }
    }
    if device {
        if let Some(d) = dst {
            mark_pending(c, &d, 1)?;
        }
    }
    Ok(())
}
