//! The meaning of each opcode: one `step` executes one instruction of one wave.
//!
//! Operands are read in the `crate::isa` order (definitions, then sources as LLVM prints
//! them); `scc` operands that isel names for liveness are skipped, since every opcode
//! here knows whether it reads or writes SCC. Per-generation differences: the carry of
//! `v_add_u32`/`v_sub_u32` lands in VCC on gfx6–8 (`v_add_i32_e32`), FLAT has no
//! immediate offset and no SGPR base on gfx7/8, MUBUF `addr64` exists on gfx6/7 only,
//! LDS accesses are bounded by M0 on gfx6–8, `ds_bpermute_b32` is gfx8+, `v_mac_f32`
//! is gone on gfx10.3, and the wave32 forms need gfx10.

use super::float;
use super::wave::{Wave, WaveStatus};
use super::{Ctx, Fault, Space};
use crate::gen::Gen;
use crate::isa::{Inst, Opcode, Operand, Reg};

/// A fault and the lane it happened in, where one lane is to blame.
pub(super) struct Trap {
    pub fault: Fault,
    pub lane: Option<usize>,
}

impl From<Fault> for Trap {
    fn from(fault: Fault) -> Trap {
        Trap { fault, lane: None }
    }
}

type R<T> = Result<T, Fault>;
type Lanes = [u32; 64];

fn is_scc(op: &Operand) -> bool {
    matches!(op, Operand::Reg { reg: Reg::Scc, .. })
}

/// Source `i`, not counting `scc` operands.
fn src(inst: &Inst, i: usize) -> R<&Operand> {
    inst.srcs
        .iter()
        .filter(|o| !is_scc(o))
        .nth(i)
        .ok_or_else(|| Fault::Operand(format!("missing source {i}")))
}

/// Definition `i`, not counting `scc` operands.
fn def(inst: &Inst, i: usize) -> R<&Operand> {
    inst.defs
        .iter()
        .filter(|o| !is_scc(o))
        .nth(i)
        .ok_or_else(|| Fault::Operand(format!("missing definition {i}")))
}

fn opt_def(inst: &Inst, i: usize) -> Option<&Operand> {
    inst.defs.iter().filter(|o| !is_scc(o)).nth(i)
}

fn need(ok: bool, gen: Gen) -> R<()> {
    if ok {
        Ok(())
    } else {
        Err(Fault::NotOnGen(gen))
    }
}

fn label_target(ctx: &Ctx<'_, '_>, inst: &Inst) -> R<usize> {
    match src(inst, 0)? {
        Operand::Label(n) => ctx.program.labels.get(n).copied().ok_or(Fault::UnknownLabel(*n)),
        other => Err(Fault::Operand(format!("branch target {other:?} is not a label"))),
    }
}

/// Executes `inst` in `w` and moves the program counter.
pub(super) fn step(ctx: &mut Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    use Opcode::*;
    let mut next = w.pc + 1;
    let gen = ctx.gen;
    match inst.op {
        Label => {}
        ParallelCopy => return Err(Fault::Pseudo.into()),
        SNop | SWaitcnt | VNop => {}
        SWaitcntVscnt => need(gen >= Gen::Gfx10, gen)?,
        SEndpgm => w.status = WaveStatus::Ended,
        SBarrier => w.status = WaveStatus::AtBarrier,
        SBranch | SCbranchScc0 | SCbranchScc1 | SCbranchVccz | SCbranchVccnz | SCbranchExecz
        | SCbranchExecnz => {
            let target = label_target(ctx, inst)?;
            let taken = match inst.op {
                SBranch => true,
                SCbranchScc0 => !w.scc,
                SCbranchScc1 => w.scc,
                SCbranchVccz => w.vcc == 0,
                SCbranchVccnz => w.vcc != 0,
                SCbranchExecz => w.exec == 0,
                _ => w.exec != 0,
            };
            if taken {
                next = target;
            }
        }
        SGetpcB64 => {
            // The address of the next instruction.
            let off = ctx.program.offsets.get(w.pc + 1).copied().flatten();
            let off =
                off.ok_or_else(|| Fault::Operand("s_getpc_b64 in code the encoder cannot lay out".into()))?;
            w.set_s64(def(inst, 0)?, ctx.program.code_address.wrapping_add(off))?;
        }
        SSetpcB64 => {
            let to = w.s64(src(inst, 0)?)?;
            let off = to.wrapping_sub(ctx.program.code_address);
            next = ctx.program.index_at(off).ok_or_else(|| {
                Fault::Operand(format!("s_setpc_b64 to {to:#x}, not an instruction of the program"))
            })?;
        }
        SLoadDword | SLoadDwordx2 | SLoadDwordx4 | SLoadDwordx8 => smem(ctx, w, inst)?,
        BufferLoadDword
        | BufferLoadDwordx2
        | BufferLoadDwordx4
        | BufferLoadUbyte
        | BufferLoadSbyte
        | BufferLoadUshort
        | BufferLoadSshort
        | BufferStoreDword
        | BufferStoreDwordx2
        | BufferStoreDwordx4
        | BufferStoreByte
        | BufferStoreShort
        | BufferAtomicAdd
        | BufferAtomicCmpswap
        | BufferAtomicSub
        | BufferAtomicSwap
        | BufferAtomicSmin
        | BufferAtomicUmin
        | BufferAtomicSmax
        | BufferAtomicUmax
        | BufferAtomicAnd
        | BufferAtomicOr
        | BufferAtomicXor
        | BufferAtomicAddX2
        | BufferAtomicSubX2
        | BufferAtomicSwapX2
        | BufferAtomicCmpswapX2
        | BufferAtomicSminX2
        | BufferAtomicUminX2
        | BufferAtomicSmaxX2
        | BufferAtomicUmaxX2
        | BufferAtomicAndX2
        | BufferAtomicOrX2
        | BufferAtomicXorX2 => mubuf(ctx, w, inst)?,
        GlobalLoadDword
        | GlobalLoadDwordx2
        | GlobalLoadDwordx4
        | GlobalLoadUbyte
        | GlobalLoadSbyte
        | GlobalLoadUshort
        | GlobalLoadSshort
        | GlobalStoreDword
        | GlobalStoreDwordx2
        | GlobalStoreDwordx4
        | GlobalStoreByte
        | GlobalStoreShort
        | GlobalAtomicAdd
        | GlobalAtomicSub
        | GlobalAtomicSwap
        | GlobalAtomicCmpswap
        | GlobalAtomicSmin
        | GlobalAtomicUmin
        | GlobalAtomicSmax
        | GlobalAtomicUmax
        | GlobalAtomicAnd
        | GlobalAtomicOr
        | GlobalAtomicXor
        | GlobalAtomicAddX2
        | GlobalAtomicSubX2
        | GlobalAtomicSwapX2
        | GlobalAtomicCmpswapX2
        | GlobalAtomicSminX2
        | GlobalAtomicUminX2
        | GlobalAtomicSmaxX2
        | GlobalAtomicUmaxX2
        | GlobalAtomicAndX2
        | GlobalAtomicOrX2
        | GlobalAtomicXorX2 => global(ctx, w, inst)?,
        DsSwizzleB32 => ds_swizzle(ctx, w, inst)?,
        DsBpermuteB32 => {
            need(gen >= Gen::Gfx8, gen)?;
            ds_bpermute(w, inst)?
        }
        op if is_ds(op) => ds(ctx, w, inst)?,
        op if is_salu(op) => salu(ctx, w, inst)?,
        _ => valu(ctx, w, inst)?,
    }
    w.pc = next;
    Ok(())
}

fn is_ds(op: Opcode) -> bool {
    op.name().starts_with("ds_")
}

fn is_salu(op: Opcode) -> bool {
    op.name().starts_with("s_")
}

// ---- scalar ALU -------------------------------------------------------------------------

fn salu(ctx: &Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> R<()> {
    use Opcode::*;
    let gen = ctx.gen;
    let op = inst.op;
    match op {
        SMovB32 => {
            let a = w.s32(src(inst, 0)?, 0)?;
            w.set_s32(def(inst, 0)?, 0, a)
        }
        SMovB64 => {
            let a = w.s64(src(inst, 0)?)?;
            w.set_s64(def(inst, 0)?, a)
        }
        SMovkI32 => {
            let a = w.s32(src(inst, 0)?, 0)? as u16 as i16 as i32 as u32;
            w.set_s32(def(inst, 0)?, 0, a)
        }
        SNotB32 => {
            let d = !w.s32(src(inst, 0)?, 0)?;
            w.scc = d != 0;
            w.set_s32(def(inst, 0)?, 0, d)
        }
        SNotB64 => {
            let d = !w.s64(src(inst, 0)?)?;
            w.scc = d != 0;
            w.set_s64(def(inst, 0)?, d)
        }
        SAndSaveexecB64 | SOrSaveexecB64 | SAndSaveexecB32 => {
            if op == SAndSaveexecB32 {
                need(gen >= Gen::Gfx10, gen)?;
                if w.size != 32 {
                    return Err(Fault::Unsupported("s_and_saveexec_b32 in a wave64".into()));
                }
            } else if w.size != 64 {
                return Err(Fault::Unsupported(format!("{} in a wave32", op.name())));
            }
            let a = w.mask(src(inst, 0)?)?;
            // isel may name EXEC among the definitions; the explicit one is the other.
            let sdst = inst
                .defs
                .iter()
                .find(|o| !is_scc(o) && !matches!(o, Operand::Reg { reg: Reg::Exec, .. }))
                .ok_or_else(|| Fault::Operand("missing saved-exec destination".into()))?;
            let old = w.exec;
            w.exec = if op == SOrSaveexecB64 { a | old } else { a & old } & w.full_mask();
            w.scc = w.exec != 0;
            w.set_mask(sdst, old)
        }
        SBrevB32 => {
            let a = w.s32(src(inst, 0)?, 0)?;
            w.set_s32(def(inst, 0)?, 0, a.reverse_bits())
        }
        SFf1I32B32 => {
            let a = w.s32(src(inst, 0)?, 0)?;
            let d = if a == 0 { u32::MAX } else { a.trailing_zeros() };
            w.set_s32(def(inst, 0)?, 0, d)
        }
        SBcnt1I32B32 => {
            let d = w.s32(src(inst, 0)?, 0)?.count_ones();
            w.scc = d != 0;
            w.set_s32(def(inst, 0)?, 0, d)
        }
        SBcnt1I32B64 => {
            let d = w.s64(src(inst, 0)?)?.count_ones();
            w.scc = d != 0;
            w.set_s32(def(inst, 0)?, 0, d)
        }
        SSextI32I8 => {
            let a = w.s32(src(inst, 0)?, 0)? as u8 as i8 as i32 as u32;
            w.set_s32(def(inst, 0)?, 0, a)
        }
        SSextI32I16 => {
            let a = w.s32(src(inst, 0)?, 0)? as u16 as i16 as i32 as u32;
            w.set_s32(def(inst, 0)?, 0, a)
        }
        SAndB64 | SOrB64 | SXorB64 | SAndn2B64 | SOrn2B64 | SCselectB64 => {
            let a = w.s64(src(inst, 0)?)?;
            let b = w.s64(src(inst, 1)?)?;
            let d = match op {
                SAndB64 => a & b,
                SOrB64 => a | b,
                SXorB64 => a ^ b,
                SAndn2B64 => a & !b,
                SOrn2B64 => a | !b,
                _ => {
                    let d = if w.scc { a } else { b };
                    return w.set_s64(def(inst, 0)?, d);
                }
            };
            w.scc = d != 0;
            w.set_s64(def(inst, 0)?, d)
        }
        SLshlB64 | SLshrB64 => {
            let a = w.s64(src(inst, 0)?)?;
            let b = w.s32(src(inst, 1)?, 0)? & 63;
            let d = if op == SLshlB64 { a << b } else { a >> b };
            w.scc = d != 0;
            w.set_s64(def(inst, 0)?, d)
        }
        SCmpEqU32 | SCmpLgU32 | SCmpGtI32 | SCmpGeI32 | SCmpLtI32 | SCmpLeI32 | SCmpGtU32 | SCmpGeU32
        | SCmpLtU32 | SCmpLeU32 => {
            let a = w.s32(src(inst, 0)?, 0)?;
            let b = w.s32(src(inst, 1)?, 0)?;
            let (ai, bi) = (a as i32, b as i32);
            w.scc = match op {
                SCmpEqU32 => a == b,
                SCmpLgU32 => a != b,
                SCmpGtI32 => ai > bi,
                SCmpGeI32 => ai >= bi,
                SCmpLtI32 => ai < bi,
                SCmpLeI32 => ai <= bi,
                SCmpGtU32 => a > b,
                SCmpGeU32 => a >= b,
                SCmpLtU32 => a < b,
                _ => a <= b,
            };
            Ok(())
        }
        _ => salu2(w, inst),
    }
}

/// Two-source 32-bit scalar operations.
fn salu2(w: &mut Wave, inst: &Inst) -> R<()> {
    use Opcode::*;
    let a = w.s32(src(inst, 0)?, 0)?;
    let b = w.s32(src(inst, 1)?, 0)?;
    let (ai, bi) = (a as i32, b as i32);
    let (d, scc) = match inst.op {
        SAddU32 => {
            let (d, c) = a.overflowing_add(b);
            (d, Some(c))
        }
        SSubU32 => {
            let (d, c) = a.overflowing_sub(b);
            (d, Some(c))
        }
        SAddcU32 => {
            let s = u64::from(a) + u64::from(b) + u64::from(w.scc);
            (s as u32, Some(s >> 32 != 0))
        }
        SSubbU32 => {
            let borrow = u64::from(b) + u64::from(w.scc) > u64::from(a);
            (a.wrapping_sub(b).wrapping_sub(u32::from(w.scc)), Some(borrow))
        }
        SAddI32 => {
            let (d, o) = ai.overflowing_add(bi);
            (d as u32, Some(o))
        }
        SSubI32 => {
            let (d, o) = ai.overflowing_sub(bi);
            (d as u32, Some(o))
        }
        // SCC: whether S0 was chosen.
        SMinI32 => (if ai < bi { a } else { b }, Some(ai < bi)),
        SMinU32 => (if a < b { a } else { b }, Some(a < b)),
        SMaxI32 => (if ai > bi { a } else { b }, Some(ai > bi)),
        SMaxU32 => (if a > b { a } else { b }, Some(a > b)),
        SCselectB32 => (if w.scc { a } else { b }, None),
        SAndB32 | SOrB32 | SXorB32 | SAndn2B32 | SLshlB32 | SLshrB32 | SAshrI32 => {
            let d = match inst.op {
                SAndB32 => a & b,
                SOrB32 => a | b,
                SXorB32 => a ^ b,
                SAndn2B32 => a & !b,
                SLshlB32 => a << (b & 31),
                SLshrB32 => a >> (b & 31),
                _ => (ai >> (b & 31)) as u32,
            };
            (d, Some(d != 0))
        }
        SMulI32 => (a.wrapping_mul(b), None),
        SBfeU32 | SBfeI32 => {
            let off = b & 31;
            let width = (b >> 16) & 0x7f;
            let d = bfe(a, off, width, inst.op == SBfeI32);
            (d, Some(d != 0))
        }
        op => return Err(Fault::Unsupported(format!("{} is not a scalar operation", op.name()))),
    };
    if let Some(c) = scc {
        w.scc = c;
    }
    w.set_s32(def(inst, 0)?, 0, d)
}

/// Bit-field extract of `width` bits at `off`; widths of 32 or more take everything
/// above `off`.
fn bfe(a: u32, off: u32, width: u32, signed: bool) -> u32 {
    if width == 0 {
        return 0;
    }
    if off + width < 32 {
        let up = a << (32 - off - width);
        if signed {
            ((up as i32) >> (32 - width)) as u32
        } else {
            up >> (32 - width)
        }
    } else if signed {
        ((a as i32) >> off) as u32
    } else {
        a >> off
    }
}

// ---- vector ALU -------------------------------------------------------------------------

/// Reads source `i` for every lane as raw bits; neg/abs modifiers are refused (integer
/// operations have none).
fn isrc(w: &Wave, inst: &Inst, i: usize) -> R<Lanes> {
    if (inst.mods.neg | inst.mods.abs) >> i & 1 == 1 {
        return Err(Fault::Unsupported(format!("neg/abs modifier on integer source {i}")));
    }
    let mut out = [0u32; 64];
    w.vsrc(src(inst, i)?, 0, &mut out)?;
    Ok(out)
}

/// Reads f32 source `i` with its abs/neg modifiers, flushed where the mode flushes.
fn fsrc(ctx: &Ctx<'_, '_>, w: &Wave, inst: &Inst, i: usize) -> R<[f32; 64]> {
    let mut raw = [0u32; 64];
    w.vsrc(src(inst, i)?, 0, &mut raw)?;
    let abs = inst.mods.abs >> i & 1 == 1;
    let neg = inst.mods.neg >> i & 1 == 1;
    let mut out = [0f32; 64];
    for (o, r) in out.iter_mut().zip(raw.iter()) {
        let mut b = *r;
        if abs {
            b &= 0x7fff_ffff;
        }
        if neg {
            b ^= 0x8000_0000;
        }
        let f = f32::from_bits(b);
        *o = if ctx.mode.f32_denormals { f } else { float::flush(f) };
    }
    Ok(out)
}

/// Reads f16 source `i` (the low half of each lane) with its abs/neg modifiers, as f32
/// (exact). Half denormals are kept: the kernel descriptor's FLOAT_DENORM_MODE_16_64 is 3.
fn hsrc(w: &Wave, inst: &Inst, i: usize) -> R<[f32; 64]> {
    let mut raw = [0u32; 64];
    match *src(inst, i)? {
        // A float inline constant is a half for a 16-bit operand (1.0 is 0x3c00).
        Operand::F32(f) => raw.fill(u32::from(float::f32_to_f16(f))),
        ref op => w.vsrc(op, 0, &mut raw)?,
    }
    let abs = inst.mods.abs >> i & 1 == 1;
    let neg = inst.mods.neg >> i & 1 == 1;
    let mut out = [0f32; 64];
    for (o, r) in out.iter_mut().zip(raw.iter()) {
        let mut h = *r as u16;
        if abs {
            h &= 0x7fff;
        }
        if neg {
            h ^= 0x8000;
        }
        *o = float::f16_to_f32(h);
    }
    Ok(out)
}

/// Writes the f16 `f(lane)` into the low half of definition 0 of every active lane: the
/// high half is zeroed on gfx8/9 and kept on gfx10 (LLVM's `zeroesHigh16BitsOfDest`,
/// "on gfx10, all 16-bit instructions preserve the high bits"); gfx6/7 zero it.
fn write_v16(w: &mut Wave, inst: &Inst, gen: Gen, mut f: impl FnMut(usize) -> u16) -> R<()> {
    let n = w.vdst(def(inst, 0)?)?;
    let exec = w.exec;
    let keep = gen >= Gen::Gfx10;
    let dst = w.vgpr_lanes(n)?;
    for (lane, slot) in dst.iter_mut().enumerate() {
        if exec >> lane & 1 == 1 {
            let high = if keep { *slot & 0xffff_0000 } else { 0 };
            *slot = high | u32::from(f(lane));
        }
    }
    Ok(())
}

/// Reads f64 source `i` with its abs/neg modifiers.
fn dsrc(w: &Wave, inst: &Inst, i: usize) -> R<[f64; 64]> {
    let mut raw = [0u64; 64];
    w.vsrc64(src(inst, i)?, &mut raw)?;
    let abs = inst.mods.abs >> i & 1 == 1;
    let neg = inst.mods.neg >> i & 1 == 1;
    let mut out = [0f64; 64];
    for (o, r) in out.iter_mut().zip(raw.iter()) {
        let mut b = *r;
        if abs {
            b &= !(1 << 63);
        }
        if neg {
            b ^= 1 << 63;
        }
        *o = f64::from_bits(b);
    }
    Ok(out)
}

/// Writes `f(lane)` into definition `d` of every active lane.
fn write_v(w: &mut Wave, inst: &Inst, d: usize, mut f: impl FnMut(usize) -> u32) -> R<()> {
    let n = w.vdst(def(inst, d)?)?;
    let exec = w.exec;
    let dst = w.vgpr_lanes(n)?;
    for (lane, slot) in dst.iter_mut().enumerate() {
        if exec >> lane & 1 == 1 {
            *slot = f(lane);
        }
    }
    Ok(())
}

fn write_v64(w: &mut Wave, inst: &Inst, mut f: impl FnMut(usize) -> u64) -> R<()> {
    let n = w.vdst(def(inst, 0)?)?;
    w.check_vgprs(n, 2)?;
    for lane in 0..w.size {
        if w.active(lane) {
            let v = f(lane);
            w.set_v(n, 0, lane, v as u32)?;
            w.set_v(n, 1, lane, (v >> 32) as u32)?;
        }
    }
    Ok(())
}

/// The result of an f32 operation as written: clamped if asked, flushed if the mode
/// flushes.
fn fout(ctx: &Ctx<'_, '_>, inst: &Inst, x: f32) -> u32 {
    let x = if inst.mods.clamp { float::clamp01(x) } else { x };
    let x = if ctx.mode.f32_denormals { x } else { float::flush(x) };
    x.to_bits()
}

/// Lanes of a per-lane predicate that are active, as a mask.
fn lane_mask(w: &Wave, mut f: impl FnMut(usize) -> bool) -> u64 {
    let mut m = 0u64;
    for lane in 0..w.size {
        if w.active(lane) && f(lane) {
            m |= 1 << lane;
        }
    }
    m
}

fn valu(ctx: &Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> R<()> {
    use Opcode::*;
    let gen = ctx.gen;
    let op = inst.op;
    match op {
        VMovB32 | VNotB32 | VBfrevB32 | VFfbhU32 | VFfbhI32 | VFfblB32 | VCvtF32I32 | VCvtF32U32 => {
            let a = isrc(w, inst, 0)?;
            write_v(w, inst, 0, |l| {
                let x = a[l];
                match op {
                    VMovB32 => x,
                    VNotB32 => !x,
                    VBfrevB32 => x.reverse_bits(),
                    VFfbhU32 => {
                        if x == 0 {
                            u32::MAX
                        } else {
                            x.leading_zeros()
                        }
                    }
                    // The first bit from the top that differs from the sign bit.
                    VFfbhI32 => {
                        let m = x ^ ((x as i32 >> 31) as u32);
                        if m == 0 {
                            u32::MAX
                        } else {
                            m.leading_zeros()
                        }
                    }
                    VFfblB32 => {
                        if x == 0 {
                            u32::MAX
                        } else {
                            x.trailing_zeros()
                        }
                    }
                    VCvtF32I32 => (x as i32 as f32).to_bits(),
                    _ => (x as f32).to_bits(),
                }
            })
        }
        VCvtI32F32 | VCvtU32F32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            write_v(w, inst, 0, |l| match op {
                VCvtI32F32 => float::cvt_i32(a[l]),
                _ => float::cvt_u32(a[l]),
            })
        }
        VCvtF16F32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            write_v16(w, inst, gen, |l| float::f32_to_f16(a[l]))
        }
        VFmaF16 => {
            need(gen >= Gen::Gfx8, gen)?;
            let (a, b, c) = (hsrc(w, inst, 0)?, hsrc(w, inst, 1)?, hsrc(w, inst, 2)?);
            write_v16(w, inst, gen, |l| {
                let r = float::fma_f16(a[l], b[l], c[l]);
                if inst.mods.clamp {
                    float::f32_to_f16(float::clamp01(float::f16_to_f32(r)))
                } else {
                    r
                }
            })
        }
        VAddF16 | VSubF16 | VMulF16 => {
            need(gen >= Gen::Gfx8, gen)?;
            let (a, b) = (hsrc(w, inst, 0)?, hsrc(w, inst, 1)?);
            write_v16(w, inst, gen, |l| {
                let (x, y) = (a[l], b[l]);
                // Exact in f32 for the product; for sums the f32 rounding then the f16
                // one equal one correct f16 rounding (24 >= 2 * 11 + 2 bits).
                let r = match op {
                    VAddF16 => x + y,
                    VSubF16 => x - y,
                    _ => x * y,
                };
                let r = float::nan32(r, &[x, y]);
                float::f32_to_f16(if inst.mods.clamp { float::clamp01(r) } else { r })
            })
        }
        VCvtF32F16 => {
            let mut a = isrc_mods_ok(w, inst, 0)?;
            let (abs, neg) = (inst.mods.abs & 1 == 1, inst.mods.neg & 1 == 1);
            for x in a.iter_mut() {
                let mut h = *x as u16;
                if abs {
                    h &= 0x7fff;
                }
                if neg {
                    h ^= 0x8000;
                }
                *x = u32::from(h);
            }
            write_v(w, inst, 0, |l| fout(ctx, inst, float::f16_to_f32(a[l] as u16)))
        }
        VCvtF32F64 => {
            let a = dsrc(w, inst, 0)?;
            write_v(w, inst, 0, |l| fout(ctx, inst, float::f64_to_f32(a[l])))
        }
        VCvtF64F32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            write_v64(w, inst, |l| float::f32_to_f64(a[l]).to_bits())
        }
        VRcpF32 | VRcpIflagF32 | VRsqF32 | VSqrtF32 | VExpF32 | VLogF32 | VSinF32 | VCosF32 | VFloorF32
        | VCeilF32 | VTruncF32 | VRndneF32 | VFractF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            write_v(w, inst, 0, |l| {
                let x = a[l];
                let r = match op {
                    VRcpF32 | VRcpIflagF32 => float::rcp(x),
                    VRsqF32 => float::rsq(x),
                    VSqrtF32 => x.sqrt(),
                    VExpF32 => float::exp2(x),
                    VLogF32 => float::log2(x),
                    VSinF32 => float::sin_rev(x),
                    VCosF32 => float::cos_rev(x),
                    VFloorF32 => x.floor(),
                    VCeilF32 => x.ceil(),
                    VTruncF32 => x.trunc(),
                    VRndneF32 => x.round_ties_even(),
                    _ => float::fract(x),
                };
                fout(ctx, inst, float::nan32(r, &[x]))
            })
        }
        VAddF32 | VSubF32 | VSubrevF32 | VMulF32 | VMinF32 | VMaxF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let ieee = ctx.mode.ieee;
            write_v(w, inst, 0, |l| {
                let (x, y) = (a[l], b[l]);
                let r = match op {
                    VAddF32 => x + y,
                    VSubF32 => x - y,
                    VSubrevF32 => y - x,
                    VMulF32 => x * y,
                    VMinF32 => float::min(x, y, ieee),
                    _ => float::max(x, y, ieee),
                };
                fout(ctx, inst, float::nan32(r, &[x, y]))
            })
        }
        VLdexpF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let e = isrc(w, inst, 1)?;
            write_v(w, inst, 0, |l| fout(ctx, inst, float::nan32(float::ldexp(a[l], e[l] as i32), &[a[l]])))
        }
        VFmaF32 | VDivFixupF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let c = fsrc(ctx, w, inst, 2)?;
            write_v(w, inst, 0, |l| {
                let r = if op == VFmaF32 {
                    float::nan32(a[l].mul_add(b[l], c[l]), &[a[l], b[l], c[l]])
                } else {
                    float::div_fixup(a[l], b[l], c[l])
                };
                fout(ctx, inst, r)
            })
        }
        VDivFmasF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let c = fsrc(ctx, w, inst, 2)?;
            let vcc = w.vcc;
            write_v(w, inst, 0, |l| {
                let r = float::div_fmas(a[l], b[l], c[l], vcc >> l & 1 == 1);
                fout(ctx, inst, float::nan32(r, &[a[l], b[l], c[l]]))
            })
        }
        VDivScaleF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let c = fsrc(ctx, w, inst, 2)?;
            let mut flags = 0u64;
            write_v(w, inst, 0, |l| {
                let (d, f) = float::div_scale(a[l], b[l], c[l]);
                if f {
                    flags |= 1 << l;
                }
                fout(ctx, inst, float::nan32(d, &[a[l], b[l], c[l]]))
            })?;
            w.set_mask(def(inst, 1)?, flags)
        }
        VMacF32 => {
            need(gen != Gen::Gfx10_3, gen)?;
            // The MAD path rounds the product and flushes f32 denormals in every mode.
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let n = w.vdst(def(inst, 0)?)?;
            w.check_vgprs(n, 1)?;
            for lane in 0..w.size {
                if w.active(lane) {
                    let acc = float::flush(f32::from_bits(w.v(n, 0, lane)?));
                    let (x, y) = (float::flush(a[lane]), float::flush(b[lane]));
                    let p = float::flush(x * y);
                    let r = float::nan32(float::flush(p + acc), &[x, y, acc]);
                    let r = if inst.mods.clamp { float::clamp01(r) } else { r };
                    w.set_v(n, 0, lane, r.to_bits())?;
                }
            }
            Ok(())
        }
        VAddF64 | VMulF64 | VFmaF64 => {
            let a = dsrc(w, inst, 0)?;
            let b = dsrc(w, inst, 1)?;
            let c = if op == VFmaF64 { dsrc(w, inst, 2)? } else { [0f64; 64] };
            write_v64(w, inst, |l| {
                let r = match op {
                    VAddF64 => a[l] + b[l],
                    VMulF64 => a[l] * b[l],
                    _ => a[l].mul_add(b[l], c[l]),
                };
                let r = float::nan64(r, &[a[l], b[l], c[l]]);
                let r = if inst.mods.clamp {
                    if r.is_nan() {
                        0.0
                    } else {
                        r.clamp(0.0, 1.0)
                    }
                } else {
                    r
                };
                r.to_bits()
            })
        }
        VLshlrevB64 | VLshrrevB64 | VAshrrevI64 => {
            let s = isrc(w, inst, 0)?;
            let mut v = [0u64; 64];
            w.vsrc64(src(inst, 1)?, &mut v)?;
            write_v64(w, inst, |l| {
                let sh = s[l] & 63;
                match op {
                    VLshlrevB64 => v[l] << sh,
                    VLshrrevB64 => v[l] >> sh,
                    _ => ((v[l] as i64) >> sh) as u64,
                }
            })
        }
        VCndmaskB32 => {
            let a = isrc_mods_ok(w, inst, 0)?;
            let b = isrc_mods_ok(w, inst, 1)?;
            let a = apply_bit_mods(a, inst, 0);
            let b = apply_bit_mods(b, inst, 1);
            let m = w.mask(src(inst, 2)?)?;
            write_v(w, inst, 0, |l| if m >> l & 1 == 1 { b[l] } else { a[l] })
        }
        VAddU32 | VSubU32 | VSubrevU32 => {
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            let (x, y) = if op == VSubrevU32 { (b, a) } else { (a, b) };
            let mut carry = 0u64;
            write_v(w, inst, 0, |l| {
                let (d, c) =
                    if op == VAddU32 { x[l].overflowing_add(y[l]) } else { x[l].overflowing_sub(y[l]) };
                if c {
                    carry |= 1 << l;
                }
                d
            })?;
            // gfx6-8 only have the carry-writing form (`v_add_i32`/`v_add_u32` with VCC).
            if let Some(sdst) = opt_def(inst, 1) {
                w.set_mask(sdst, carry)?;
            } else if gen <= Gen::Gfx8 {
                w.vcc = carry & w.full_mask();
            }
            Ok(())
        }
        VAddCoU32 | VSubCoU32 | VAddcCoU32 | VSubbCoU32 => {
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            let cin = if matches!(op, VAddcCoU32 | VSubbCoU32) { w.mask(src(inst, 2)?)? } else { 0 };
            let mut carry = 0u64;
            write_v(w, inst, 0, |l| {
                let (x, y, c) = (u64::from(a[l]), u64::from(b[l]), cin >> l & 1);
                let (d, out) = match op {
                    VAddCoU32 | VAddcCoU32 => {
                        let s = x + y + c;
                        (s as u32, s >> 32 != 0)
                    }
                    _ => (x.wrapping_sub(y).wrapping_sub(c) as u32, y + c > x),
                };
                if out {
                    carry |= 1 << l;
                }
                d
            })?;
            w.set_mask(def(inst, 1)?, carry)
        }
        VMinI32 | VMaxI32 | VMinU32 | VMaxU32 | VLshrrevB32 | VAshrrevI32 | VLshlrevB32 | VAndB32
        | VOrB32 | VXorB32 | VMulU32U24 | VMulLoU32 | VMulHiU32 | VMulHiI32 => {
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            write_v(w, inst, 0, |l| {
                let (x, y) = (a[l], b[l]);
                match op {
                    VMinI32 => (x as i32).min(y as i32) as u32,
                    VMaxI32 => (x as i32).max(y as i32) as u32,
                    VMinU32 => x.min(y),
                    VMaxU32 => x.max(y),
                    VLshrrevB32 => y >> (x & 31),
                    VAshrrevI32 => ((y as i32) >> (x & 31)) as u32,
                    VLshlrevB32 => y << (x & 31),
                    VAndB32 => x & y,
                    VOrB32 => x | y,
                    VXorB32 => x ^ y,
                    VMulU32U24 => (x & 0xff_ffff).wrapping_mul(y & 0xff_ffff),
                    VMulLoU32 => x.wrapping_mul(y),
                    VMulHiU32 => ((u64::from(x) * u64::from(y)) >> 32) as u32,
                    _ => ((i64::from(x as i32) * i64::from(y as i32)) >> 32) as u32,
                }
            })
        }
        VMadU32U24 | VBfeU32 | VBfeI32 | VBfiB32 | VAlignbitB32 | VLshlAddU32 | VAddLshlU32 | VAdd3U32
        | VLshlOrB32 | VAndOrB32 | VOr3B32 => {
            // The shift-add-or forms are gfx9's.
            let gfx9 = matches!(op, VLshlAddU32 | VAddLshlU32 | VAdd3U32 | VLshlOrB32 | VAndOrB32 | VOr3B32);
            need(!gfx9 || gen >= Gen::Gfx9, gen)?;
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            let c = isrc(w, inst, 2)?;
            write_v(w, inst, 0, |l| {
                let (x, y, z) = (a[l], b[l], c[l]);
                match op {
                    VMadU32U24 => (x & 0xff_ffff).wrapping_mul(y & 0xff_ffff).wrapping_add(z),
                    VBfeU32 => bfe(x, y & 31, z & 31, false),
                    VBfeI32 => bfe(x, y & 31, z & 31, true),
                    VBfiB32 => (x & y) | (!x & z),
                    VLshlAddU32 => (x << (y & 31)).wrapping_add(z),
                    VAddLshlU32 => x.wrapping_add(y) << (z & 31),
                    VAdd3U32 => x.wrapping_add(y).wrapping_add(z),
                    VLshlOrB32 => (x << (y & 31)) | z,
                    VAndOrB32 => (x & y) | z,
                    VOr3B32 => x | y | z,
                    _ => ((u64::from(x) << 32 | u64::from(y)) >> (z & 31)) as u32,
                }
            })
        }
        VMadU64U32 | VMadI64I32 => {
            need(gen >= Gen::Gfx7, gen)?;
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            let mut c = [0u64; 64];
            w.vsrc64(src(inst, 2)?, &mut c)?;
            let mut carry = 0u64;
            write_v64(w, inst, |l| {
                // The 65-bit result `{carry, d}` of the product plus the addend, both
                // extended as the opcode says.
                let s = if op == VMadU64U32 {
                    (u128::from(a[l]) * u128::from(b[l])).wrapping_add(u128::from(c[l]))
                } else {
                    (i128::from(a[l] as i32) * i128::from(b[l] as i32)).wrapping_add(i128::from(c[l] as i64))
                        as u128
                };
                if s >> 64 & 1 == 1 {
                    carry |= 1 << l;
                }
                s as u64
            })?;
            w.set_mask(def(inst, 1)?, carry)
        }
        VMbcntLoU32B32 | VMbcntHiU32B32 => {
            let m = isrc(w, inst, 0)?;
            let acc = isrc(w, inst, 1)?;
            write_v(w, inst, 0, |l| {
                // Lanes below this one, as a 64-bit mask; lo counts bits 31:0, hi 63:32.
                let below = if l >= 64 { u64::MAX } else { (1u64 << l) - 1 };
                let part = if op == VMbcntLoU32B32 { below as u32 } else { (below >> 32) as u32 };
                (m[l] & part).count_ones().wrapping_add(acc[l])
            })
        }
        VBcntU32B32 => {
            let (a, acc) = (isrc(w, inst, 0)?, isrc(w, inst, 1)?);
            write_v(w, inst, 0, |l| a[l].count_ones().wrapping_add(acc[l]))
        }
        VReadfirstlaneB32 => {
            let a = isrc(w, inst, 0)?;
            let lane = if w.exec == 0 { 0 } else { w.exec.trailing_zeros() as usize };
            let v = a.get(lane).copied().unwrap_or(0);
            w.set_s32(def(inst, 0)?, 0, v)
        }
        VReadlaneB32 => {
            let a = isrc(w, inst, 0)?;
            let sel = w.s32(src(inst, 1)?, 0)? as usize & (w.size - 1);
            let v = a.get(sel).copied().unwrap_or(0);
            w.set_s32(def(inst, 0)?, 0, v)
        }
        VWritelaneB32 => {
            let v = w.s32(src(inst, 0)?, 0)?;
            let sel = w.s32(src(inst, 1)?, 0)? as usize & (w.size - 1);
            let n = w.vdst(def(inst, 0)?)?;
            w.set_v(n, 0, sel, v)
        }
        VCmpClassF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = isrc_mods_ok(w, inst, 1)?;
            let m = lane_mask(w, |l| float::class(a[l], b[l]));
            w.set_mask(def(inst, 0)?, m)
        }
        VCmpEqF32 | VCmpLgF32 | VCmpGtF32 | VCmpGeF32 | VCmpLtF32 | VCmpLeF32 | VCmpOF32 | VCmpUF32
        | VCmpNeqF32 | VCmpNlgF32 | VCmpNgtF32 | VCmpNgeF32 | VCmpNltF32 | VCmpNleF32 => {
            let a = fsrc(ctx, w, inst, 0)?;
            let b = fsrc(ctx, w, inst, 1)?;
            let m = lane_mask(w, |l| {
                use std::cmp::Ordering::{Equal, Greater, Less};
                // None is unordered (a NaN operand): only the U/N* conditions hold.
                let o = a[l].partial_cmp(&b[l]);
                match op {
                    VCmpEqF32 => o == Some(Equal),
                    VCmpLgF32 => matches!(o, Some(Less | Greater)),
                    VCmpGtF32 => o == Some(Greater),
                    VCmpGeF32 => matches!(o, Some(Greater | Equal)),
                    VCmpLtF32 => o == Some(Less),
                    VCmpLeF32 => matches!(o, Some(Less | Equal)),
                    VCmpOF32 => o.is_some(),
                    VCmpUF32 => o.is_none(),
                    VCmpNeqF32 => o != Some(Equal),
                    VCmpNlgF32 => !matches!(o, Some(Less | Greater)),
                    VCmpNgtF32 => o != Some(Greater),
                    VCmpNgeF32 => !matches!(o, Some(Greater | Equal)),
                    VCmpNltF32 => o != Some(Less),
                    _ => !matches!(o, Some(Less | Equal)),
                }
            });
            w.set_mask(def(inst, 0)?, m)
        }
        VCmpEqU32 | VCmpNeU32 | VCmpGtU32 | VCmpGeU32 | VCmpLtU32 | VCmpLeU32 | VCmpGtI32 | VCmpGeI32
        | VCmpLtI32 | VCmpLeI32 => {
            let a = isrc(w, inst, 0)?;
            let b = isrc(w, inst, 1)?;
            // Signed operands sign-extended, unsigned zero-extended: one 64-bit order.
            let signed = matches!(op, VCmpGtI32 | VCmpGeI32 | VCmpLtI32 | VCmpLeI32);
            let wide = |x: u32| if signed { i64::from(x as i32) as u64 } else { u64::from(x) };
            let m = lane_mask(w, |l| int_compare(op, wide(a[l]), wide(b[l]), signed));
            w.set_mask(def(inst, 0)?, m)
        }
        VCmpEqU64 | VCmpNeU64 | VCmpGtU64 | VCmpGeU64 | VCmpLtU64 | VCmpLeU64 | VCmpGtI64 | VCmpGeI64
        | VCmpLtI64 | VCmpLeI64 => {
            let (mut a, mut b) = ([0u64; 64], [0u64; 64]);
            w.vsrc64(src(inst, 0)?, &mut a)?;
            w.vsrc64(src(inst, 1)?, &mut b)?;
            let signed = matches!(op, VCmpGtI64 | VCmpGeI64 | VCmpLtI64 | VCmpLeI64);
            let m = lane_mask(w, |l| int_compare(op, a[l], b[l], signed));
            w.set_mask(def(inst, 0)?, m)
        }
        other => Err(Fault::Unsupported(format!("{} has no simulation", other.name()))),
    }
}

/// Source `i` as raw bits, modifiers allowed (applied by the caller where meaningful).
/// An integer `v_cmp` of two (extended) operands: the condition from the opcode's name,
/// signed or unsigned order.
fn int_compare(op: Opcode, x: u64, y: u64, signed: bool) -> bool {
    let order = if signed { (x as i64).cmp(&(y as i64)) } else { x.cmp(&y) };
    let name = op.name();
    match name.get(6..8).unwrap_or("") {
        "eq" => order.is_eq(),
        "ne" => order.is_ne(),
        "gt" => order.is_gt(),
        "ge" => order.is_ge(),
        "lt" => order.is_lt(),
        _ => order.is_le(),
    }
}

fn isrc_mods_ok(w: &Wave, inst: &Inst, i: usize) -> R<Lanes> {
    let mut out = [0u32; 64];
    w.vsrc(src(inst, i)?, 0, &mut out)?;
    Ok(out)
}

/// abs/neg on the sign bit, as `v_cndmask_b32_e64` applies them to float selections.
fn apply_bit_mods(mut a: Lanes, inst: &Inst, i: usize) -> Lanes {
    let abs = inst.mods.abs >> i & 1 == 1;
    let neg = inst.mods.neg >> i & 1 == 1;
    for x in a.iter_mut() {
        if abs {
            *x &= 0x7fff_ffff;
        }
        if neg {
            *x ^= 0x8000_0000;
        }
    }
    a
}

// ---- memory -----------------------------------------------------------------------------

/// What a vector memory instruction does per lane.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    /// Load `bytes` (1, 2 or 4 × dwords), sign-extending sub-dword values if `signed`.
    Load {
        bytes: u32,
        dwords: usize,
        signed: bool,
    },
    Store {
        bytes: u32,
        dwords: usize,
    },
    /// An atomic on `dwords` (1 or 2) dwords.
    Atomic(Atomic, usize),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Atomic {
    Add,
    Sub,
    Swap,
    Cmpswap,
    Smin,
    Umin,
    Smax,
    Umax,
    And,
    Or,
    Xor,
}

impl Atomic {
    /// New memory value from the old one, the data and (for compare-swap) the compare
    /// value, all `dwords` (1 or 2) wide: the signed forms compare as i32 or i64.
    fn apply(self, old: u64, data: u64, cmp: u64, dwords: usize) -> u64 {
        let sx = |x: u64| if dwords == 2 { x as i64 } else { i64::from(x as u32 as i32) };
        let trunc = |x: u64| if dwords == 2 { x } else { x & 0xffff_ffff };
        trunc(match self {
            Atomic::Add => old.wrapping_add(data),
            Atomic::Sub => old.wrapping_sub(data),
            Atomic::Swap => data,
            Atomic::Cmpswap => {
                if old == cmp {
                    data
                } else {
                    old
                }
            }
            Atomic::Smin => sx(old).min(sx(data)) as u64,
            Atomic::Umin => old.min(data),
            Atomic::Smax => sx(old).max(sx(data)) as u64,
            Atomic::Umax => old.max(data),
            Atomic::And => old & data,
            Atomic::Or => old | data,
            Atomic::Xor => old ^ data,
        })
    }
}

fn access(op: Opcode) -> Option<Access> {
    use Opcode::*;
    let load = |bytes, dwords, signed| Some(Access::Load { bytes, dwords, signed });
    let store = |bytes, dwords| Some(Access::Store { bytes, dwords });
    let at = |op, dwords| Some(Access::Atomic(op, dwords));
    match op {
        BufferLoadDword | GlobalLoadDword => load(4, 1, false),
        BufferLoadDwordx2 | GlobalLoadDwordx2 => load(8, 2, false),
        BufferLoadDwordx4 | GlobalLoadDwordx4 => load(16, 4, false),
        BufferLoadUbyte | GlobalLoadUbyte => load(1, 1, false),
        BufferLoadSbyte | GlobalLoadSbyte => load(1, 1, true),
        BufferLoadUshort | GlobalLoadUshort => load(2, 1, false),
        BufferLoadSshort | GlobalLoadSshort => load(2, 1, true),
        BufferStoreDword | GlobalStoreDword => store(4, 1),
        BufferStoreDwordx2 | GlobalStoreDwordx2 => store(8, 2),
        BufferStoreDwordx4 | GlobalStoreDwordx4 => store(16, 4),
        BufferStoreByte | GlobalStoreByte => store(1, 1),
        BufferStoreShort | GlobalStoreShort => store(2, 1),
        BufferAtomicAdd | GlobalAtomicAdd => at(Atomic::Add, 1),
        BufferAtomicCmpswap | GlobalAtomicCmpswap => at(Atomic::Cmpswap, 1),
        BufferAtomicSub | GlobalAtomicSub => at(Atomic::Sub, 1),
        BufferAtomicSwap | GlobalAtomicSwap => at(Atomic::Swap, 1),
        BufferAtomicSmin | GlobalAtomicSmin => at(Atomic::Smin, 1),
        BufferAtomicUmin | GlobalAtomicUmin => at(Atomic::Umin, 1),
        BufferAtomicSmax | GlobalAtomicSmax => at(Atomic::Smax, 1),
        BufferAtomicUmax | GlobalAtomicUmax => at(Atomic::Umax, 1),
        BufferAtomicAnd | GlobalAtomicAnd => at(Atomic::And, 1),
        BufferAtomicOr | GlobalAtomicOr => at(Atomic::Or, 1),
        BufferAtomicXor | GlobalAtomicXor => at(Atomic::Xor, 1),
        BufferAtomicAddX2 | GlobalAtomicAddX2 => at(Atomic::Add, 2),
        BufferAtomicCmpswapX2 | GlobalAtomicCmpswapX2 => at(Atomic::Cmpswap, 2),
        BufferAtomicSubX2 | GlobalAtomicSubX2 => at(Atomic::Sub, 2),
        BufferAtomicSwapX2 | GlobalAtomicSwapX2 => at(Atomic::Swap, 2),
        BufferAtomicSminX2 | GlobalAtomicSminX2 => at(Atomic::Smin, 2),
        BufferAtomicUminX2 | GlobalAtomicUminX2 => at(Atomic::Umin, 2),
        BufferAtomicSmaxX2 | GlobalAtomicSmaxX2 => at(Atomic::Smax, 2),
        BufferAtomicUmaxX2 | GlobalAtomicUmaxX2 => at(Atomic::Umax, 2),
        BufferAtomicAndX2 | GlobalAtomicAndX2 => at(Atomic::And, 2),
        BufferAtomicOrX2 | GlobalAtomicOrX2 => at(Atomic::Or, 2),
        BufferAtomicXorX2 | GlobalAtomicXorX2 => at(Atomic::Xor, 2),
        _ => None,
    }
}

/// A 64-bit value from its low and high dwords.
fn join(lo: u32, hi: u32) -> u64 {
    u64::from(lo) | u64::from(hi) << 32
}

/// Where one lane's access goes.
#[derive(Clone, Copy)]
enum Target {
    Global(u64),
    Private(u64),
    /// Out of a raw buffer's range: loads read 0, stores and atomics do nothing.
    Dropped,
}

fn trap(fault: Fault, lane: usize) -> Trap {
    Trap { fault, lane: Some(lane) }
}

fn out_of_bounds(space: Space, address: u64, len: usize, lane: usize) -> Trap {
    trap(Fault::OutOfBounds { space, address, size: len as u32 }, lane)
}

/// The byte range of `len` bytes at private address `a` of `lane` in the wave's area.
fn private_range(ctx: &Ctx<'_, '_>, lane: usize, a: u64, len: usize) -> Result<std::ops::Range<usize>, Trap> {
    let fail = || out_of_bounds(Space::Private, a, len, lane);
    let off = usize::try_from(a).map_err(|_| fail())?;
    if off.checked_add(len).is_none_or(|end| end > ctx.private_size) {
        return Err(fail());
    }
    let start = lane * ctx.private_size + off;
    Ok(start..start + len)
}

fn read_target(ctx: &Ctx<'_, '_>, w: &Wave, t: Target, lane: usize, buf: &mut [u8]) -> Result<(), Trap> {
    match t {
        Target::Global(a) => {
            if !ctx.memory.read(a, buf) {
                return Err(out_of_bounds(Space::Global, a, buf.len(), lane));
            }
        }
        Target::Private(a) => {
            let r = private_range(ctx, lane, a, buf.len())?;
            let src = w.private.get(r).ok_or_else(|| out_of_bounds(Space::Private, a, buf.len(), lane))?;
            buf.copy_from_slice(src);
        }
        Target::Dropped => buf.fill(0),
    }
    Ok(())
}

fn write_target(
    ctx: &mut Ctx<'_, '_>,
    w: &mut Wave,
    t: Target,
    lane: usize,
    data: &[u8],
) -> Result<(), Trap> {
    match t {
        Target::Global(a) => {
            if !ctx.memory.write(a, data) {
                return Err(out_of_bounds(Space::Global, a, data.len(), lane));
            }
        }
        Target::Private(a) => {
            let r = private_range(ctx, lane, a, data.len())?;
            let dst =
                w.private.get_mut(r).ok_or_else(|| out_of_bounds(Space::Private, a, data.len(), lane))?;
            dst.copy_from_slice(data);
        }
        Target::Dropped => {}
    }
    Ok(())
}

/// Runs a vector memory access for every active lane, `target(lane)` giving the
/// address; `data` is the data source operand, `dst` the VGPR written back.
fn vmem(
    ctx: &mut Ctx<'_, '_>,
    w: &mut Wave,
    kind: Access,
    data: Option<&Operand>,
    dst: Option<u16>,
    targets: &[Option<Target>; 64],
) -> Result<(), Trap> {
    let mut d0 = [0u32; 64];
    let mut d1 = [0u32; 64];
    let mut d2 = [0u32; 64];
    let mut d3 = [0u32; 64];
    let data_dwords = match kind {
        Access::Load { .. } => 0,
        Access::Store { dwords, .. } => dwords,
        // Compare-swap: the new value, then the compare value.
        Access::Atomic(Atomic::Cmpswap, n) => 2 * n,
        Access::Atomic(_, n) => n,
    };
    if data_dwords > 0 {
        let op = data.ok_or_else(|| Fault::Operand("missing store data".into()))?;
        for (k, buf) in [&mut d0, &mut d1, &mut d2, &mut d3].into_iter().enumerate().take(data_dwords) {
            w.vsrc(op, k, buf)?;
        }
    }
    if let Some(n) = dst {
        let width = match kind {
            Access::Load { dwords, .. } | Access::Atomic(_, dwords) => dwords,
            Access::Store { .. } => 1,
        };
        w.check_vgprs(n, width)?;
    }
    for lane in 0..w.size {
        let Some(t) = targets[lane] else { continue };
        match kind {
            Access::Load { bytes, dwords, signed } => {
                let mut buf = [0u8; 16];
                let b = &mut buf[..bytes as usize];
                read_target(ctx, w, t, lane, b)?;
                let Some(n) = dst else {
                    return Err(Fault::Operand("missing load destination".into()).into());
                };
                match bytes {
                    1 => {
                        let v = if signed { b[0] as i8 as i32 as u32 } else { u32::from(b[0]) };
                        w.set_v(n, 0, lane, v)?;
                    }
                    2 => {
                        let h = u16::from_le_bytes([b[0], b[1]]);
                        let v = if signed { h as i16 as i32 as u32 } else { u32::from(h) };
                        w.set_v(n, 0, lane, v)?;
                    }
                    _ => {
                        for k in 0..dwords {
                            let c = &buf[4 * k..4 * k + 4];
                            w.set_v(n, k, lane, u32::from_le_bytes([c[0], c[1], c[2], c[3]]))?;
                        }
                    }
                }
            }
            Access::Store { bytes, dwords } => {
                let mut buf = [0u8; 16];
                let words = [d0[lane], d1[lane], d2[lane], d3[lane]];
                for k in 0..dwords {
                    buf[4 * k..4 * k + 4].copy_from_slice(&words[k].to_le_bytes());
                }
                write_target(ctx, w, t, lane, &buf[..bytes as usize])?;
            }
            Access::Atomic(a, dwords) => {
                let addr = match t {
                    Target::Global(x) | Target::Private(x) => x,
                    Target::Dropped => 0,
                };
                let size = 4 * dwords;
                if addr % size as u64 != 0 {
                    let space = if matches!(t, Target::Private(_)) { Space::Private } else { Space::Global };
                    return Err(trap(Fault::Misaligned { space, address: addr, size: size as u32 }, lane));
                }
                let mut buf = [0u8; 8];
                read_target(ctx, w, t, lane, &mut buf[..size])?;
                let old = u64::from_le_bytes(buf);
                let words = [d0[lane], d1[lane], d2[lane], d3[lane]];
                let (data, cmp) = if dwords == 2 {
                    (join(words[0], words[1]), join(words[2], words[3]))
                } else {
                    (u64::from(words[0]), u64::from(words[1]))
                };
                let new = a.apply(old, data, cmp, dwords);
                write_target(ctx, w, t, lane, &new.to_le_bytes()[..size])?;
                if let Some(n) = dst {
                    for k in 0..dwords {
                        w.set_v(n, k, lane, (old >> (32 * k)) as u32)?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// Writes back the returned value of an atomic: the explicit definition, else (MUBUF
/// with `glc`) the data register itself, as the hardware does.
fn atomic_dst(w: &Wave, inst: &Inst, data: &Operand) -> R<Option<u16>> {
    if let Some(d) = opt_def(inst, 0) {
        return Ok(Some(w.vdst(d)?));
    }
    if inst.mods.glc && inst.op.name().starts_with("buffer_") {
        return Ok(Some(w.vdst(data)?));
    }
    Ok(None)
}

fn mubuf(ctx: &mut Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    let gen = ctx.gen;
    let kind = access(inst.op).ok_or_else(|| Fault::Unsupported(inst.op.name().into()))?;
    // LLVM order: [vdata,] vaddr, srsrc, soffset.
    let first = usize::from(!matches!(kind, Access::Load { .. }));
    let data = if first == 1 { Some(*src(inst, 0)?) } else { None };
    let vaddr = *src(inst, first)?;
    let rsrc = *src(inst, first + 1)?;
    let soffset = w.s32(src(inst, first + 2)?, 0)?;
    let desc: [u32; 4] = [w.s32(&rsrc, 0)?, w.s32(&rsrc, 1)?, w.s32(&rsrc, 2)?, w.s32(&rsrc, 3)?];
    let base = u64::from(desc[0]) | u64::from(desc[1] & 0xffff) << 32;
    let records = desc[2];
    let private = desc[3] >> 23 & 1 == 1;
    let m = inst.mods;
    if m.addr64 && gen > Gen::Gfx7 {
        return Err(Fault::NotOnGen(gen).into());
    }
    if m.addr64 && m.offen {
        return Err(Fault::Unsupported("addr64 with offen".into()).into());
    }
    let size = match kind {
        Access::Load { bytes, .. } | Access::Store { bytes, .. } => bytes,
        Access::Atomic(_, dwords) => 4 * dwords as u32,
    };
    let mut lo = [0u32; 64];
    let mut hi = [0u32; 64];
    let has_vaddr = !matches!(vaddr, Operand::Off);
    if m.addr64 || m.offen {
        if !has_vaddr {
            return Err(Fault::Operand("addr64/offen without an address register".into()).into());
        }
        w.vsrc(&vaddr, 0, &mut lo)?;
        if m.addr64 {
            w.vsrc(&vaddr, 1, &mut hi)?;
        }
    }
    let inst_off = u64::from(m.offset as u32 & 0xfff);
    if m.offset < 0 || m.offset > 0xfff {
        return Err(Fault::Operand(format!("MUBUF offset {} outside 0..=4095", m.offset)).into());
    }
    let mut targets = [None; 64];
    for lane in 0..w.size {
        if !w.active(lane) {
            continue;
        }
        let t = if private {
            if m.addr64 {
                return Err(Fault::Unsupported("addr64 on the private segment".into()).into());
            }
            let voff = if m.offen { u64::from(lo[lane]) } else { 0 };
            Target::Private(base.wrapping_add(u64::from(soffset)).wrapping_add(voff).wrapping_add(inst_off))
        } else if m.addr64 {
            let v = u64::from(lo[lane]) | u64::from(hi[lane]) << 32;
            Target::Global(base.wrapping_add(v).wrapping_add(u64::from(soffset)).wrapping_add(inst_off))
        } else {
            // Raw buffer: the range check covers the VGPR and instruction offsets.
            let voff = if m.offen { u64::from(lo[lane]) } else { 0 };
            let off = voff + inst_off;
            if off + u64::from(size) > u64::from(records) {
                Target::Dropped
            } else {
                Target::Global(base.wrapping_add(u64::from(soffset)).wrapping_add(off))
            }
        };
        targets[lane] = Some(t);
    }
    let dst = match kind {
        Access::Load { .. } => Some(w.vdst(def(inst, 0)?)?),
        Access::Store { .. } => None,
        Access::Atomic(..) => match &data {
            Some(d) => atomic_dst(w, inst, d)?,
            None => None,
        },
    };
    vmem(ctx, w, kind, data.as_ref(), dst, &targets)
}

fn global(ctx: &mut Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    let gen = ctx.gen;
    need(gen >= Gen::Gfx7, gen)?;
    let kind = access(inst.op).ok_or_else(|| Fault::Unsupported(inst.op.name().into()))?;
    // vaddr, [vdata,] [saddr | off]
    let vaddr = *src(inst, 0)?;
    let (data, saddr_at) = match kind {
        Access::Load { .. } => (None, 1),
        _ => (Some(*src(inst, 1)?), 2),
    };
    let saddr = match src(inst, saddr_at) {
        Ok(Operand::Off) | Err(_) => None,
        Ok(op) => Some(w.s64(op)?),
    };
    let m = inst.mods;
    if gen <= Gen::Gfx8 && (m.offset != 0 || saddr.is_some()) {
        return Err(Fault::Unsupported("FLAT on gfx7/8 has no offset and no SGPR base".into()).into());
    }
    let mut lo = [0u32; 64];
    let mut hi = [0u32; 64];
    w.vsrc(&vaddr, 0, &mut lo)?;
    if saddr.is_none() {
        w.vsrc(&vaddr, 1, &mut hi)?;
    }
    let mut targets = [None; 64];
    for lane in 0..w.size {
        if w.active(lane) {
            let a = match saddr {
                Some(s) => s.wrapping_add(u64::from(lo[lane])),
                None => u64::from(lo[lane]) | u64::from(hi[lane]) << 32,
            };
            targets[lane] = Some(Target::Global(a.wrapping_add(i64::from(m.offset) as u64)));
        }
    }
    let dst = match kind {
        Access::Load { .. } => Some(w.vdst(def(inst, 0)?)?),
        Access::Store { .. } => None,
        Access::Atomic(..) => opt_def(inst, 0).map(|d| w.vdst(d)).transpose()?,
    };
    vmem(ctx, w, kind, data.as_ref(), dst, &targets)
}

fn smem(ctx: &mut Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    use Opcode::*;
    let dwords = match inst.op {
        SLoadDword => 1,
        SLoadDwordx2 => 2,
        SLoadDwordx4 => 4,
        _ => 8,
    };
    let base = w.s64(src(inst, 0)?)?;
    // The offset is an immediate in `mods.offset` and/or an SGPR or constant source.
    let extra = match src(inst, 1) {
        Ok(op) => u64::from(w.s32(op, 0)?),
        Err(_) => 0,
    };
    let addr = base.wrapping_add(extra).wrapping_add(i64::from(inst.mods.offset) as u64) & !3;
    let dst = *def(inst, 0)?;
    let mut buf = [0u8; 32];
    let b = &mut buf[..4 * dwords];
    if !ctx.memory.read(addr, b) {
        return Err(
            Fault::OutOfBounds { space: Space::Global, address: addr, size: 4 * dwords as u32 }.into()
        );
    }
    for k in 0..dwords {
        let c = &buf[4 * k..4 * k + 4];
        w.set_s32(&dst, k, u32::from_le_bytes([c[0], c[1], c[2], c[3]]))?;
    }
    Ok(())
}

// ---- LDS ----------------------------------------------------------------------------------

/// What a DS instruction does per lane.
#[derive(Clone, Copy)]
enum Ds {
    Read {
        bytes: u32,
        signed: bool,
    },
    Write {
        bytes: u32,
    },
    /// An atomic on `dwords` (1 or 2) dwords.
    Atomic {
        op: Atomic,
        rtn: bool,
        dwords: usize,
    },
}

fn ds_kind(op: Opcode) -> Option<Ds> {
    use Opcode::*;
    let at = |op, rtn| Some(Ds::Atomic { op, rtn, dwords: 1 });
    let at2 = |op, rtn| Some(Ds::Atomic { op, rtn, dwords: 2 });
    match op {
        DsReadB32 => Some(Ds::Read { bytes: 4, signed: false }),
        DsReadB64 => Some(Ds::Read { bytes: 8, signed: false }),
        DsReadU8 => Some(Ds::Read { bytes: 1, signed: false }),
        DsReadI8 => Some(Ds::Read { bytes: 1, signed: true }),
        DsReadU16 => Some(Ds::Read { bytes: 2, signed: false }),
        DsReadI16 => Some(Ds::Read { bytes: 2, signed: true }),
        DsWriteB32 => Some(Ds::Write { bytes: 4 }),
        DsWriteB64 => Some(Ds::Write { bytes: 8 }),
        DsWriteB8 => Some(Ds::Write { bytes: 1 }),
        DsWriteB16 => Some(Ds::Write { bytes: 2 }),
        DsAddU32 => at(Atomic::Add, false),
        DsSubU32 => at(Atomic::Sub, false),
        DsMinI32 => at(Atomic::Smin, false),
        DsMaxI32 => at(Atomic::Smax, false),
        DsMinU32 => at(Atomic::Umin, false),
        DsMaxU32 => at(Atomic::Umax, false),
        DsAndB32 => at(Atomic::And, false),
        DsOrB32 => at(Atomic::Or, false),
        DsXorB32 => at(Atomic::Xor, false),
        DsAddRtnU32 => at(Atomic::Add, true),
        DsSubRtnU32 => at(Atomic::Sub, true),
        DsMinRtnI32 => at(Atomic::Smin, true),
        DsMaxRtnI32 => at(Atomic::Smax, true),
        DsMinRtnU32 => at(Atomic::Umin, true),
        DsMaxRtnU32 => at(Atomic::Umax, true),
        DsAndRtnB32 => at(Atomic::And, true),
        DsOrRtnB32 => at(Atomic::Or, true),
        DsXorRtnB32 => at(Atomic::Xor, true),
        DsWrxchgRtnB32 => at(Atomic::Swap, true),
        DsCmpstRtnB32 => at(Atomic::Cmpswap, true),
        DsAddU64 => at2(Atomic::Add, false),
        DsSubU64 => at2(Atomic::Sub, false),
        DsMinI64 => at2(Atomic::Smin, false),
        DsMaxI64 => at2(Atomic::Smax, false),
        DsMinU64 => at2(Atomic::Umin, false),
        DsMaxU64 => at2(Atomic::Umax, false),
        DsAndB64 => at2(Atomic::And, false),
        DsOrB64 => at2(Atomic::Or, false),
        DsXorB64 => at2(Atomic::Xor, false),
        DsAddRtnU64 => at2(Atomic::Add, true),
        DsSubRtnU64 => at2(Atomic::Sub, true),
        DsMinRtnI64 => at2(Atomic::Smin, true),
        DsMaxRtnI64 => at2(Atomic::Smax, true),
        DsMinRtnU64 => at2(Atomic::Umin, true),
        DsMaxRtnU64 => at2(Atomic::Umax, true),
        DsAndRtnB64 => at2(Atomic::And, true),
        DsOrRtnB64 => at2(Atomic::Or, true),
        DsXorRtnB64 => at2(Atomic::Xor, true),
        DsWrxchgRtnB64 => at2(Atomic::Swap, true),
        DsCmpstRtnB64 => at2(Atomic::Cmpswap, true),
        _ => None,
    }
}

fn ds(ctx: &mut Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    let gen = ctx.gen;
    let kind = ds_kind(inst.op).ok_or_else(|| Fault::Unsupported(inst.op.name().into()))?;
    let off = inst.mods.offset;
    if !(0..=0xffff).contains(&off) {
        return Err(Fault::Operand(format!("DS offset {off} outside 0..=65535")).into());
    }
    let addr = isrc(w, inst, 0)?;
    // ds_cmpst: data0 is the compare value, data1 the new one. `d0`/`d1` hold data0's
    // dwords, `d2`/`d3` data1's.
    let mut d0 = [0u32; 64];
    let mut d1 = [0u32; 64];
    let mut d2 = [0u32; 64];
    let mut d3 = [0u32; 64];
    let (ndata, dwords) = match kind {
        Ds::Read { .. } => (0, 1),
        Ds::Write { bytes: 8 } => (1, 2),
        Ds::Write { .. } => (1, 1),
        Ds::Atomic { op: Atomic::Cmpswap, dwords, .. } => (2, dwords),
        Ds::Atomic { dwords, .. } => (1, dwords),
    };
    if ndata >= 1 {
        w.vsrc(src(inst, 1)?, 0, &mut d0)?;
        if dwords == 2 {
            w.vsrc(src(inst, 1)?, 1, &mut d1)?;
        }
    }
    if ndata == 2 {
        w.vsrc(src(inst, 2)?, 0, &mut d2)?;
        if dwords == 2 {
            w.vsrc(src(inst, 2)?, 1, &mut d3)?;
        }
    }
    let dst = match kind {
        Ds::Read { .. } | Ds::Atomic { rtn: true, .. } => {
            let n = w.vdst(def(inst, 0)?)?;
            let width = match kind {
                Ds::Read { bytes: 8, .. } => 2,
                Ds::Atomic { dwords, .. } => dwords,
                _ => 1,
            };
            w.check_vgprs(n, width)?;
            Some(n)
        }
        _ => None,
    };
    let size = match kind {
        Ds::Read { bytes, .. } | Ds::Write { bytes } => bytes,
        Ds::Atomic { dwords, .. } => 4 * dwords as u32,
    };
    // Natural alignment, except that gfx9+ (unaligned access mode) takes 64-bit reads
    // and writes at dword alignment; atomics stay naturally aligned.
    let atomic = matches!(kind, Ds::Atomic { .. });
    let align = if size == 8 && gen >= Gen::Gfx9 && !atomic { 4 } else { size };
    for lane in 0..w.size {
        if !w.active(lane) {
            continue;
        }
        let a = u64::from(addr[lane]) + off as u64;
        if gen <= Gen::Gfx8 && a + u64::from(size) > u64::from(w.m0) {
            return Err(trap(Fault::BeyondM0 { address: a, m0: w.m0 }, lane));
        }
        if a % u64::from(align) != 0 {
            return Err(trap(Fault::Misaligned { space: Space::Lds, address: a, size }, lane));
        }
        let oob = || trap(Fault::OutOfBounds { space: Space::Lds, address: a, size }, lane);
        let start = usize::try_from(a).map_err(|_| oob())?;
        let range = start..start + size as usize;
        let Some(mem) = ctx.lds.get_mut(range) else { return Err(oob()) };
        match kind {
            Ds::Read { bytes, signed } => {
                let n = dst.unwrap_or(0);
                match bytes {
                    1 => w.set_v(
                        n,
                        0,
                        lane,
                        if signed { mem[0] as i8 as i32 as u32 } else { u32::from(mem[0]) },
                    )?,
                    2 => {
                        let h = u16::from_le_bytes([mem[0], mem[1]]);
                        w.set_v(n, 0, lane, if signed { h as i16 as i32 as u32 } else { u32::from(h) })?
                    }
                    4 => w.set_v(n, 0, lane, u32::from_le_bytes([mem[0], mem[1], mem[2], mem[3]]))?,
                    _ => {
                        w.set_v(n, 0, lane, u32::from_le_bytes([mem[0], mem[1], mem[2], mem[3]]))?;
                        w.set_v(n, 1, lane, u32::from_le_bytes([mem[4], mem[5], mem[6], mem[7]]))?;
                    }
                }
            }
            Ds::Write { bytes } => {
                let lo = d0[lane].to_le_bytes();
                match bytes {
                    1 => mem[0] = lo[0],
                    2 => mem.copy_from_slice(&lo[..2]),
                    4 => mem.copy_from_slice(&lo),
                    _ => {
                        mem[..4].copy_from_slice(&lo);
                        mem[4..].copy_from_slice(&d1[lane].to_le_bytes());
                    }
                }
            }
            Ds::Atomic { op, dwords, .. } => {
                let mut buf = [0u8; 8];
                buf[..mem.len()].copy_from_slice(mem);
                let old = u64::from_le_bytes(buf);
                let data0 = join(d0[lane], d1[lane]);
                let data1 = join(d2[lane], d3[lane]);
                // ds_cmpst: data0 = compare, data1 = new value.
                let new = if op == Atomic::Cmpswap {
                    op.apply(old, data1, data0, dwords)
                } else {
                    op.apply(old, data0, 0, dwords)
                };
                let n_bytes = mem.len();
                mem.copy_from_slice(&new.to_le_bytes()[..n_bytes]);
                if let Some(n) = dst {
                    for k in 0..dwords {
                        w.set_v(n, k, lane, (old >> (32 * k)) as u32)?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// `ds_swizzle_b32`: offset bit 15 set = quad-permute mode (lane i of each quad takes
/// lane `offset[2i+1:2i]` of the quad), else bit-mask mode within 32-lane groups
/// (`((lane & and) | or) ^ xor` with and = offset[4:0], or = [9:5], xor = [14:10]).
/// Inactive source lanes read as 0. gfx9+'s rotate and FFT modes (offset ≥ 0xc000 with
/// bit 14 set) are not emitted and not simulated.
fn ds_swizzle(ctx: &Ctx<'_, '_>, w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    let pat = inst.mods.offset;
    if !(0..=0xffff).contains(&pat) {
        return Err(Fault::Operand(format!("swizzle pattern {pat:#x}")).into());
    }
    let pat = pat as u32;
    if ctx.gen >= Gen::Gfx9 && pat >= 0xc000 {
        return Err(Fault::Unsupported(format!("swizzle rotate/FFT mode {pat:#x}")).into());
    }
    let data = isrc(w, inst, 0)?;
    let exec = w.exec;
    write_v(w, inst, 0, |l| {
        let j = if pat & 0x8000 != 0 {
            (l & !3) + (pat >> (2 * (l & 3)) & 3) as usize
        } else {
            let and = (pat & 0x1f) as usize;
            let or = (pat >> 5 & 0x1f) as usize;
            let xor = (pat >> 10 & 0x1f) as usize;
            ((((l & 0x1f) & and) | or) ^ xor) | (l & 0x20)
        };
        if exec >> j & 1 == 1 {
            data[j]
        } else {
            0
        }
    })?;
    Ok(())
}

/// `ds_bpermute_b32 vdst, vaddr, vdata offset:o`: lane i reads vdata of lane
/// ((vaddr[i] + o) / 4) mod wave size; inactive source lanes read as 0.
fn ds_bpermute(w: &mut Wave, inst: &Inst) -> Result<(), Trap> {
    let off = inst.mods.offset;
    if !(0..=0xffff).contains(&off) {
        return Err(Fault::Operand(format!("DS offset {off} outside 0..=65535")).into());
    }
    let addr = isrc(w, inst, 0)?;
    let data = isrc(w, inst, 1)?;
    let exec = w.exec;
    let size = w.size;
    write_v(w, inst, 0, |l| {
        let j = (addr[l].wrapping_add(off as u32) >> 2) as usize % size;
        if exec >> j & 1 == 1 {
            data[j]
        } else {
            0
        }
    })?;
    Ok(())
}
