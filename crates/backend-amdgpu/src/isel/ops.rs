//! Selection of the instructions inside blocks: arithmetic, comparisons, conversions,
//! addresses, memory, and the GPU operations.

use super::{unsupported, Isel, MemoKind, Part, Val, K, R};
use crate::gen::Gen;
use crate::isa::{Defs, Mods, Opcode as O, Operand, Reg, Srcs};
use gpu_ir::gpu::{AtomicOp, AtomicSpace, BarrierKind, Elem, GpuOp, LlvmOp, MathFn, MemFlags, Scalar};
use gpu_ir::{BinaryOp, Block, CastOp, Inst as IrInst, Op, Type, TypeInner, Value};
use smallvec::smallvec;

/// A global pointer as a memory instruction may take it: its 64-bit parts and a
/// constant for the offset field; on gfx9+ with `offset`, `lo`/`hi` are a scalar base
/// and `offset` a 32-bit lane offset added to it (`Part::Imm(0)`: none), GLOBAL's
/// `saddr` form.
#[derive(Clone, Copy)]
struct GBase {
    lo: Part,
    hi: Part,
    k: u32,
    offset: Option<Part>,
}

/// How `udivrem_const` divides by a constant: `n / d` is `mulhi(n, m) >> shift`
/// (`Short`), or with the multiplier 2^32 + `m` (`Long`, `shift` ≥ 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Magic {
    Short { m: u32, shift: u32 },
    Long { m: u32, shift: u32 },
}

/// The reciprocal multiplier of a 32-bit unsigned division by `d` > 1 (Granlund and
/// Montgomery's condition: with `m = ceil(2^(32+s) / d)`, `floor(m·n / 2^(32+s))` is
/// `floor(n / d)` for every 32-bit `n` when `m·d − 2^(32+s) ≤ 2^s`). The smallest
/// shift whose multiplier fits 32 bits and meets it; else the 33-bit multiplier of
/// `s = ceil(log2 d)`, which always does.
fn udiv_magic(d: u32) -> Magic {
    let d128 = u128::from(d);
    for s in 0..32u32 {
        let p = 1u128 << (32 + s);
        let m = p.div_ceil(d128);
        if m < (1u128 << 32) && m * d128 - p <= (1u128 << s) {
            return Magic::Short { m: m as u32, shift: s };
        }
    }
    let s = 32 - (d - 1).leading_zeros();
    let m = (1u128 << (32 + s)).div_ceil(d128);
    Magic::Long { m: (m - (1u128 << 32)) as u32, shift: s }
}

/// Addresses `Isel::gep_memo` keeps per block (the oldest goes first).
const GEP_MEMO_ENTRIES: usize = 16;

/// The address operands of a global access.
#[derive(Clone, Copy)]
enum At {
    /// A 64-bit address in a vector pair.
    Pair(u32),
    /// An SGPR pair plus a 32-bit VGPR offset (`saddr`, gfx9+).
    Scalar { base: u32, offset: u32 },
}

/// Ordered float predicates and their AMD compare; unordered ones use the negated
/// ordered compare (`ult` = `nge`).
fn fcmp_op(pred: u8) -> Option<O> {
    Some(match pred {
        1 => O::VCmpEqF32,
        2 => O::VCmpGtF32,
        3 => O::VCmpGeF32,
        4 => O::VCmpLtF32,
        5 => O::VCmpLeF32,
        6 => O::VCmpLgF32,
        7 => O::VCmpOF32,
        8 => O::VCmpUF32,
        9 => O::VCmpNlgF32,
        10 => O::VCmpNleF32,
        11 => O::VCmpNltF32,
        12 => O::VCmpNgeF32,
        13 => O::VCmpNgtF32,
        14 => O::VCmpNeqF32,
        _ => return None,
    })
}

fn icmp_v(pred: u8) -> Option<O> {
    Some(match pred {
        32 => O::VCmpEqU32,
        33 => O::VCmpNeU32,
        34 => O::VCmpGtU32,
        35 => O::VCmpGeU32,
        36 => O::VCmpLtU32,
        37 => O::VCmpLeU32,
        38 => O::VCmpGtI32,
        39 => O::VCmpGeI32,
        40 => O::VCmpLtI32,
        41 => O::VCmpLeI32,
        _ => return None,
    })
}

fn icmp64_v(pred: u8) -> Option<O> {
    Some(match pred {
        32 => O::VCmpEqU64,
        33 => O::VCmpNeU64,
        34 => O::VCmpGtU64,
        35 => O::VCmpGeU64,
        36 => O::VCmpLtU64,
        37 => O::VCmpLeU64,
        38 => O::VCmpGtI64,
        39 => O::VCmpGeI64,
        40 => O::VCmpLtI64,
        41 => O::VCmpLeI64,
        _ => return None,
    })
}

fn icmp_s(pred: u8) -> Option<O> {
    Some(match pred {
        32 => O::SCmpEqU32,
        33 => O::SCmpLgU32,
        34 => O::SCmpGtU32,
        35 => O::SCmpGeU32,
        36 => O::SCmpLtU32,
        37 => O::SCmpLeU32,
        38 => O::SCmpGtI32,
        39 => O::SCmpGeI32,
        40 => O::SCmpLtI32,
        41 => O::SCmpLeI32,
        _ => return None,
    })
}

/// The device (GLOBAL) and threadgroup (DS, returning) opcodes of a 32-bit atomic
/// read-modify-write; `None` for compare-exchange and atomic loads and stores.
fn atomic_opcodes(op: AtomicOp, signed: bool) -> Option<(O, O)> {
    Some(match (op, signed) {
        (AtomicOp::Add, _) => (O::GlobalAtomicAdd, O::DsAddRtnU32),
        (AtomicOp::Sub, _) => (O::GlobalAtomicSub, O::DsSubRtnU32),
        (AtomicOp::Min, true) => (O::GlobalAtomicSmin, O::DsMinRtnI32),
        (AtomicOp::Min, false) => (O::GlobalAtomicUmin, O::DsMinRtnU32),
        (AtomicOp::Max, true) => (O::GlobalAtomicSmax, O::DsMaxRtnI32),
        (AtomicOp::Max, false) => (O::GlobalAtomicUmax, O::DsMaxRtnU32),
        (AtomicOp::And, _) => (O::GlobalAtomicAnd, O::DsAndRtnB32),
        (AtomicOp::Or, _) => (O::GlobalAtomicOr, O::DsOrRtnB32),
        (AtomicOp::Xor, _) => (O::GlobalAtomicXor, O::DsXorRtnB32),
        (AtomicOp::Xchg, _) => (O::GlobalAtomicSwap, O::DsWrxchgRtnB32),
        (AtomicOp::CmpXchgWeak | AtomicOp::Load | AtomicOp::Store, _) => return None,
    })
}

/// The opcodes of a 64-bit atomic read-modify-write: device (FLAT/GLOBAL, and MUBUF for
/// gfx6), threadgroup returning and threadgroup not returning (exchange has no
/// non-returning DS form); `None` for compare-exchange and atomic loads and stores.
fn atomic64_opcodes(op: AtomicOp, signed: bool) -> Option<[O; 4]> {
    Some(match (op, signed) {
        (AtomicOp::Add, _) => [O::GlobalAtomicAddX2, O::BufferAtomicAddX2, O::DsAddRtnU64, O::DsAddU64],
        (AtomicOp::Sub, _) => [O::GlobalAtomicSubX2, O::BufferAtomicSubX2, O::DsSubRtnU64, O::DsSubU64],
        (AtomicOp::Min, true) => [O::GlobalAtomicSminX2, O::BufferAtomicSminX2, O::DsMinRtnI64, O::DsMinI64],
        (AtomicOp::Min, false) => [O::GlobalAtomicUminX2, O::BufferAtomicUminX2, O::DsMinRtnU64, O::DsMinU64],
        (AtomicOp::Max, true) => [O::GlobalAtomicSmaxX2, O::BufferAtomicSmaxX2, O::DsMaxRtnI64, O::DsMaxI64],
        (AtomicOp::Max, false) => [O::GlobalAtomicUmaxX2, O::BufferAtomicUmaxX2, O::DsMaxRtnU64, O::DsMaxU64],
        (AtomicOp::And, _) => [O::GlobalAtomicAndX2, O::BufferAtomicAndX2, O::DsAndRtnB64, O::DsAndB64],
        (AtomicOp::Or, _) => [O::GlobalAtomicOrX2, O::BufferAtomicOrX2, O::DsOrRtnB64, O::DsOrB64],
        (AtomicOp::Xor, _) => [O::GlobalAtomicXorX2, O::BufferAtomicXorX2, O::DsXorRtnB64, O::DsXorB64],
        (AtomicOp::Xchg, _) => {
            [O::GlobalAtomicSwapX2, O::BufferAtomicSwapX2, O::DsWrxchgRtnB64, O::DsWrxchgRtnB64]
        }
        (AtomicOp::CmpXchgWeak | AtomicOp::Load | AtomicOp::Store, _) => return None,
    })
}

/// IEEE half to single (exact).
fn half_bits_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let man = f32::from(h & 0x3ff);
    match exp {
        0 => sign * man * (2.0f32).powi(-24),
        31 if man == 0.0 => sign * f32::INFINITY,
        31 => f32::from_bits(0x7fc0_0000 | (u32::from(h & 0x3ff) << 13) | (u32::from(h & 0x8000) << 16)),
        e => sign * (1.0 + man / 1024.0) * (2.0f32).powi(e - 15),
    }
}

/// The first part of a value (every value of a scalar type has one).
fn p0(v: &Val) -> Part {
    v.first().copied().unwrap_or(Part::Imm(0))
}

fn mask_of(k: K) -> Option<u32> {
    match k {
        K::Bool => Some(1),
        K::I8 => Some(0xff),
        K::I16 | K::F16 | K::Bf16 => Some(0xffff),
        _ => None,
    }
}

fn bits_of(k: K) -> u32 {
    match k {
        K::Bool => 1,
        K::I8 => 8,
        K::I16 | K::F16 | K::Bf16 => 16,
        K::I64Lo | K::I64Hi => 64,
        _ => 32,
    }
}

impl Isel<'_> {
    fn kind1(&self, ty: Type) -> R<K> {
        let k = self.kinds(ty)?;
        match k.as_slice() {
            [k] => Ok(*k),
            [K::I64Lo, K::I64Hi] => Ok(K::I64Lo),
            _ => unsupported("vector arithmetic (not scalarized)"),
        }
    }

    /// Re-establishes zero extension of a narrow integer part.
    pub(super) fn norm(&mut self, p: Part, k: K) -> R<Part> {
        let Some(mask) = mask_of(k) else { return Ok(p) };
        Ok(match p {
            Part::Imm(v) => Part::Imm(v & mask),
            Part::S(s) => {
                let d = self.s();
                self.emit(
                    O::SAndB32,
                    smallvec![Self::sreg(d)],
                    smallvec![Self::sreg(s), Operand::Imm(i64::from(mask))],
                );
                Part::S(d)
            }
            Part::V(v) => {
                let d = self.v();
                self.emit(
                    O::VAndB32,
                    smallvec![Self::vreg(d)],
                    smallvec![Operand::Imm(i64::from(mask)), Self::vreg(v)],
                );
                Part::V(d)
            }
        })
    }

    /// Sign-extends a narrow integer part to 32 bits.
    fn sext32(&mut self, p: Part, k: K) -> Part {
        let bits = bits_of(k);
        if bits >= 32 {
            return p;
        }
        if let Part::Imm(v) = p {
            return Part::Imm((((v << (32 - bits)) as i32) >> (32 - bits)) as u32);
        }
        // A signed division and remainder of the same narrow operands share these.
        if let Some(out) = self.recall(&[p], &[Part::Imm(bits)], MemoKind::Sext) {
            return out[0];
        }
        let r = match p {
            Part::Imm(v) => Part::Imm(v),
            Part::S(s) => {
                let d = self.s();
                // s_bfe_i32's second operand packs offset (bits 4:0) and width (22:16).
                self.emit(
                    O::SBfeI32,
                    smallvec![Self::sreg(d)],
                    smallvec![Self::sreg(s), Operand::Imm(i64::from(bits << 16))],
                );
                Part::S(d)
            }
            Part::V(v) => {
                let d = self.v();
                self.emit(
                    O::VBfeI32,
                    smallvec![Self::vreg(d)],
                    smallvec![Self::vreg(v), Operand::Imm(0), Operand::Imm(i64::from(bits))],
                );
                Part::V(d)
            }
        };
        self.remember(vec![p], vec![Part::Imm(bits)], MemoKind::Sext, vec![r]);
        r
    }

    /// VALU operands of `op`: the constant bus takes one scalar or literal on gfx6–9
    /// (two on gfx10), so extra ones move to vector registers. Inline constants (the
    /// encoder's own rule: small integers, and on 32-bit operands the float constants)
    /// are free.
    fn valu_srcs(&mut self, op: O, srcs: &[Part], vop3: bool) -> Srcs {
        self.valu_srcs_reserving(op, srcs, vop3, 0)
    }

    /// Whether constant `x` as source `n` of `op` is an inline constant.
    fn inline_src(&self, op: O, n: usize, x: u32) -> bool {
        use crate::table::{Ty, K as TK};
        if (-16..=64).contains(&(x as i32)) {
            return true;
        }
        // gfx6/7 swap the sources of some 64-bit shifts: keep to the integer rule there.
        let ty = crate::table::info(op).filter(|i| !i.has(crate::table::REV_OLD)).and_then(|i| {
            match i.srcs.get(n) {
                Some(TK::Vs(1, ty)) => Some(*ty),
                _ => None,
            }
        });
        ty == Some(Ty::B32)
            && matches!(
                crate::encode::constant(self.t.gen, Operand::Imm(i64::from(x as i32)), Ty::B32),
                Ok(crate::encode::Const::Inline(_))
            )
    }

    /// [`Self::valu_srcs`] for an instruction that also reads `reserved` scalar
    /// registers of its own (a carry or lane mask).
    fn valu_srcs_reserving(&mut self, op: O, srcs: &[Part], vop3: bool, reserved: u32) -> Srcs {
        let limit = if self.t.gen >= Gen::Gfx10 { 2u32 } else { 1 }.saturating_sub(reserved);
        let mut used = 0;
        let mut seen_s: Option<u32> = None;
        let literal: Vec<bool> = srcs
            .iter()
            .enumerate()
            .map(|(n, p)| matches!(p, Part::Imm(x) if !self.inline_src(op, n, *x)))
            .collect();
        let mut srcs = srcs.to_vec();
        // Before gfx10 a literal only fits the 32-bit VOP1/VOP2 forms, as their first
        // operand with the second in a vector register (the encoder swaps the operands
        // of a commutative operation to get there); otherwise the encoder needs VOP3,
        // where a literal is not allowed. Such a literal goes to a register first.
        if !vop3 && self.t.gen < Gen::Gfx10 {
            let vector = |n: usize| srcs.get(n).is_none_or(|p| p.is_vector());
            let commutes =
                srcs.len() == 2 && crate::table::info(op).is_some_and(|i| i.has(crate::table::COMMUTE));
            let keep = if literal.first() == Some(&true) && vector(1) {
                Some(0)
            } else if commutes && literal.get(1) == Some(&true) && vector(0) {
                Some(1)
            } else {
                None
            };
            for (n, p) in srcs.iter_mut().enumerate() {
                if literal.get(n) == Some(&true) && keep != Some(n) {
                    *p = Part::V(self.to_v(*p));
                }
            }
        }
        let mut seen_literal: Option<u32> = None;
        srcs.iter()
            .enumerate()
            .map(|(n, &p)| match p {
                Part::V(v) => Self::vreg(v),
                Part::Imm(x) if self.inline_src(op, n, x) => p.op(),
                // One literal per instruction (it may be read twice).
                Part::Imm(x) if seen_literal == Some(x) => p.op(),
                Part::Imm(x) if (!vop3 || self.t.gen >= Gen::Gfx10) && seen_literal.is_none() => {
                    if used < limit {
                        seen_literal = Some(x);
                        used += 1;
                        p.op()
                    } else {
                        Self::vreg(self.to_v(p))
                    }
                }
                Part::S(s) if seen_s == Some(s) => p.op(),
                Part::S(s) if used < limit => {
                    used += 1;
                    seen_s = Some(s);
                    p.op()
                }
                other => Self::vreg(self.to_v(other)),
            })
            .collect()
    }

    fn valu(&mut self, op: O, srcs: &[Part], vop3: bool) -> Part {
        let ops = self.valu_srcs(op, srcs, vop3);
        let d = self.v();
        self.emit(op, smallvec![Self::vreg(d)], ops);
        Part::V(d)
    }

    fn salu(&mut self, op: O, srcs: &[Part]) -> Part {
        let ops: Srcs = srcs.iter().map(|&p| self.to_s_op(p)).collect();
        let d = self.s();
        self.emit(op, smallvec![Self::sreg(d)], ops);
        Part::S(d)
    }

    /// 32-bit integer binary operation, scalar when `uniform`.
    fn int32(&mut self, op: BinaryOp, a: Part, b: Part, uniform: bool) -> R<Part> {
        use BinaryOp::*;
        // Constants fold, and an unsigned division by a power of two is a shift or a mask.
        if let (Part::Imm(x), Part::Imm(y)) = (a, b) {
            if let Some(r) = codegen::fold::int32(op, x, y) {
                return Ok(Part::Imm(r));
            }
        }
        if let Part::Imm(y) = b {
            // Where `a` already lives in the register file the caller asks for.
            let same = a.is_vector() != uniform;
            match op {
                Add | Sub | Or | Xor | Shl | LShr | AShr if y == 0 && same => return Ok(a),
                Mul if y == 1 && same => return Ok(a),
                Mul | And if y == 0 => return Ok(Part::Imm(0)),
                UDiv if y.is_power_of_two() => {
                    return self.int32(LShr, a, Part::Imm(y.trailing_zeros()), uniform)
                }
                URem if y.is_power_of_two() => return self.int32(And, a, Part::Imm(y - 1), uniform),
                // Truncating signed division by 2^k (0 < k < 31): negative dividends
                // are biased by 2^k - 1 first, then an arithmetic shift; the remainder
                // is what the rounded-down multiple leaves.
                SDiv | SRem if (y as i32) > 1 && y.is_power_of_two() => {
                    let k = y.trailing_zeros();
                    let sign = self.int32(AShr, a, Part::Imm(31), uniform)?;
                    let bias = self.int32(LShr, sign, Part::Imm(32 - k), uniform)?;
                    let biased = self.int32(Add, a, bias, uniform)?;
                    return if op == SDiv {
                        self.int32(AShr, biased, Part::Imm(k), uniform)
                    } else {
                        let multiple = self.int32(And, biased, Part::Imm(y.wrapping_neg()), uniform)?;
                        self.int32(Sub, a, multiple, uniform)
                    };
                }
                UDiv | URem if y > 1 => return self.udivrem_const(a, y, op == URem, uniform),
                SDiv if y == 1 && same => return Ok(a),
                SRem if y == 1 => return Ok(Part::Imm(0)),
                _ => {}
            }
        }
        if uniform {
            let (a, b) = (Part::S(self.to_s(a)), b);
            let sop = match op {
                Add => O::SAddI32,
                Sub => O::SSubI32,
                Mul => O::SMulI32,
                And => O::SAndB32,
                Or => O::SOrB32,
                Xor => O::SXorB32,
                Shl => O::SLshlB32,
                LShr => O::SLshrB32,
                AShr => O::SAshrI32,
                UDiv | SDiv | URem | SRem => {
                    let r = self.int32(op, a, b, false)?;
                    return Ok(Part::S(self.to_s(r)));
                }
                other => return unsupported(format!("integer {}", other.name())),
            };
            return Ok(self.salu(sop, &[a, b]));
        }
        if let Some(r) = self.fused3(op, a, b) {
            return Ok(r);
        }
        Ok(match op {
            Add => self.valu(O::VAddU32, &[a, b], false),
            Sub => self.valu(O::VSubU32, &[a, b], false),
            Mul => self.valu(O::VMulLoU32, &[a, b], true),
            And => self.valu(O::VAndB32, &[a, b], false),
            Or => self.valu(O::VOrB32, &[a, b], false),
            Xor => self.valu(O::VXorB32, &[a, b], false),
            Shl => self.valu(O::VLshlrevB32, &[b, a], false),
            LShr => self.valu(O::VLshrrevB32, &[b, a], false),
            AShr => self.valu(O::VAshrrevI32, &[b, a], false),
            UDiv | URem | SDiv | SRem => self.divrem32(op, a, b)?,
            other => return unsupported(format!("integer {}", other.name())),
        })
    }

    /// gfx9+: an add or or of a value this block just computed by a shift, add, and or
    /// or (or a constant shift of a sum) as one three-operand instruction
    /// (`v_lshl_add_u32`, `v_add3_u32`, `v_lshl_or_b32`, `v_and_or_b32`, `v_or3_b32`,
    /// `v_add_lshl_u32`). The first instruction stays; dead code removal takes it where
    /// nothing else reads it. `None` where no form applies or the operands would not fit
    /// one VOP3 instruction without copies.
    fn fused3(&mut self, op: BinaryOp, a: Part, b: Part) -> Option<Part> {
        use BinaryOp::*;
        if self.t.gen < Gen::Gfx9 || !matches!(op, Add | Or | Shl) {
            return None;
        }
        let mut pick = None;
        if op == Shl {
            if let (Part::Imm(_), Some((O::VAddU32, x, y))) = (b, self.recent_def(a)) {
                pick = Some((O::VAddLshlU32, [x, y, b]));
            }
        } else {
            for (t, other) in [(a, b), (b, a)] {
                let form = match (op, self.recent_def(t)) {
                    (Add, Some((O::VLshlrevB32, amt, x))) => (O::VLshlAddU32, [x, amt, other]),
                    (Add, Some((O::VAddU32, x, y))) => (O::VAdd3U32, [x, y, other]),
                    (Or, Some((O::VLshlrevB32, amt, x))) => (O::VLshlOrB32, [x, amt, other]),
                    (Or, Some((O::VAndB32, x, y))) => (O::VAndOrB32, [x, y, other]),
                    (Or, Some((O::VOrB32, x, y))) => (O::VOr3B32, [x, y, other]),
                    _ => continue,
                };
                if self.fits_vop3(form.0, &form.1) {
                    pick = Some(form);
                    break;
                }
            }
        }
        let (fop, srcs) = pick.filter(|(fop, srcs)| self.fits_vop3(*fop, srcs))?;
        Some(self.valu(fop, &srcs, true))
    }

    /// Whether `srcs` fit one VOP3 instruction of `op` as they are: no literal before
    /// gfx10, and the constant bus (one scalar or literal; two on gfx10) not exceeded.
    fn fits_vop3(&self, op: O, srcs: &[Part]) -> bool {
        let gfx10 = self.t.gen >= Gen::Gfx10;
        let mut literal = None;
        let mut scalars: Vec<u32> = Vec::new();
        for (n, p) in srcs.iter().enumerate() {
            match *p {
                Part::Imm(x) if !self.inline_src(op, n, x) => {
                    if !gfx10 || literal.is_some_and(|l| l != x) {
                        return false;
                    }
                    literal = Some(x);
                }
                Part::S(s) if !scalars.contains(&s) => scalars.push(s),
                _ => {}
            }
        }
        scalars.len() + usize::from(literal.is_some()) <= if gfx10 { 2 } else { 1 }
    }

    /// The operation and the two sources of the instruction that last wrote VGPR `p`,
    /// where it is a plain two-source VALU instruction of this block, under the current
    /// `exec`, a few instructions back, and neither source was written after it (so the
    /// sources still hold what it read).
    fn recent_def(&self, p: Part) -> Option<(O, Part, Part)> {
        let Part::V(t) = p else { return None };
        let target = Self::vreg(t);
        let exec = |o: &Operand| matches!(o, Operand::Reg { reg: Reg::Exec | Reg::ExecHi, .. });
        let mut written: Vec<Operand> = Vec::new();
        for i in self.code.iter().rev().take(24) {
            if i.op == O::Label || i.op.has_any(crate::isa::prop::SAVEEXEC) || i.defs.iter().any(exec) {
                return None;
            }
            if i.defs.contains(&target) {
                if i.defs.len() != 1 || i.srcs.len() != 2 || i.mods != Mods::default() {
                    return None;
                }
                let part = |o: &Operand| match *o {
                    Operand::Reg { reg: Reg::VirtV(v), width: 1 } => Some(Part::V(v)),
                    Operand::Reg { reg: Reg::VirtS(s), width: 1 } => Some(Part::S(s)),
                    Operand::Imm(x) => {
                        u32::try_from(x).ok().or(i32::try_from(x).ok().map(|x| x as u32)).map(Part::Imm)
                    }
                    _ => None,
                };
                let (x, y) = (part(&i.srcs[0])?, part(&i.srcs[1])?);
                if i.srcs.iter().any(|s| written.contains(s)) {
                    return None;
                }
                return Some((i.op, x, y));
            }
            written.extend(i.defs.iter().copied());
        }
        None
    }

    /// Vector 32-bit division or remainder, sharing the quotient with an earlier
    /// division of the same operands in the block (`value_memo`): the remainder is then
    /// `a - q * b`, which gives the same bits as a separate remainder sequence for
    /// every operand pair, zero divisors included (that sequence computes it so too).
    fn divrem32(&mut self, op: BinaryOp, a: Part, b: Part) -> R<Part> {
        use BinaryOp::*;
        if matches!(op, SDiv | SRem) {
            return self.sdivrem(a, b, op == SRem);
        }
        let q = match self.recall(&[a], &[b], MemoKind::Unsigned) {
            Some(out) => out[0],
            None => {
                let q = self.udiv32(a, b)?;
                self.remember(vec![a], vec![b], MemoKind::Unsigned, vec![q]);
                q
            }
        };
        if op == UDiv {
            return Ok(q);
        }
        let prod = self.valu(O::VMulLoU32, &[q, b], true);
        Ok(self.valu(O::VSubU32, &[a, prod], false))
    }

    pub(super) fn recall(&self, a: &[Part], b: &[Part], kind: MemoKind) -> Option<Vec<Part>> {
        self.value_memo.iter().find(|m| m.kind == kind && m.a == a && m.b == b).map(|m| m.out.clone())
    }

    pub(super) fn remember(&mut self, a: Vec<Part>, b: Vec<Part>, kind: MemoKind, out: Vec<Part>) {
        if self.value_memo.len() >= super::VALUE_MEMO_ENTRIES {
            self.value_memo.remove(0);
        }
        for &p in a.iter().chain(&b).chain(&out) {
            self.memo_regs.note(p);
        }
        self.value_memo.push(super::ValueMemo { a, b, kind, out });
    }

    /// Unsigned 32-bit division: a float reciprocal estimate refined by two correction
    /// steps, exact for every operand pair (the estimate is within 2 of the quotient).
    fn udiv32(&mut self, a: Part, b: Part) -> R<Part> {
        let (bv, inv) = match self.recall(&[], &[b], MemoKind::Reciprocal) {
            Some(out) => (out[0], out[1]),
            None => {
                let bv = Part::V(self.to_v(b));
                let fb = self.valu(O::VCvtF32U32, &[bv], false);
                let rcp = self.valu(O::VRcpIflagF32, &[fb], false);
                // Scale just below 2^32 so the estimate never exceeds the true quotient.
                let scaled = self.valu(O::VMulF32, &[Part::Imm(0x4f7f_fffe), rcp], false);
                let inv = self.valu(O::VCvtU32F32, &[scaled], false);
                // One Newton step on the integer reciprocal: inv += mulhi(inv, -b * inv).
                let negb = self.valu(O::VSubU32, &[Part::Imm(0), bv], false);
                let e = self.valu(O::VMulLoU32, &[negb, inv], true);
                let corr = self.valu(O::VMulHiU32, &[inv, e], true);
                let inv = self.valu(O::VAddU32, &[inv, corr], false);
                self.remember(Vec::new(), vec![b], MemoKind::Reciprocal, vec![bv, inv]);
                (bv, inv)
            }
        };
        let av = self.to_v(a);
        let mut q = self.valu(O::VMulHiU32, &[Part::V(av), inv], true);
        for _ in 0..2 {
            let prod = self.valu(O::VMulLoU32, &[q, bv], true);
            let r = self.valu(O::VSubU32, &[Part::V(av), prod], false);
            let ge = self.cmp_mask_v(O::VCmpGeU32, &[r, bv]);
            let q1 = self.valu(O::VAddU32, &[q, Part::Imm(1)], false);
            q = self.cndmask(q, q1, ge);
        }
        Ok(q)
    }

    /// Unsigned division (or remainder) by a constant `d` > 1 that is not a power of
    /// two: a multiply-high by the divisor's reciprocal and shifts (`udiv_magic`), in
    /// vector code (a uniform result is read back).
    fn udivrem_const(&mut self, a: Part, d: u32, rem: bool, uniform: bool) -> R<Part> {
        let q = match udiv_magic(d) {
            Magic::Short { m, shift } => {
                let t = self.valu(O::VMulHiU32, &[a, Part::Imm(m)], true);
                if shift == 0 {
                    t
                } else {
                    self.valu(O::VLshrrevB32, &[Part::Imm(shift), t], false)
                }
            }
            Magic::Long { m, shift } => {
                // The multiplier is 2^32 + m: add `a` back to the product's high word,
                // halving first so the sum cannot overflow.
                let t = self.valu(O::VMulHiU32, &[a, Part::Imm(m)], true);
                let diff = self.valu(O::VSubU32, &[a, t], false);
                let half = self.valu(O::VLshrrevB32, &[Part::Imm(1), diff], false);
                let sum = self.valu(O::VAddU32, &[half, t], false);
                self.valu(O::VLshrrevB32, &[Part::Imm(shift - 1), sum], false)
            }
        };
        let r = if rem {
            let back = self.valu(O::VMulLoU32, &[q, Part::Imm(d)], true);
            self.valu(O::VSubU32, &[a, back], false)
        } else {
            q
        };
        Ok(if uniform { Part::S(self.to_s(r)) } else { r })
    }

    /// 8- and 16-bit division or remainder in vector code through f32, where both
    /// operands are exact (LLVM's short path): the truncated `a * rcp(b)` is the quotient
    /// or one less towards zero (the estimate's relative error, a few ulp, is smaller than
    /// the gap `1 / |b|` to the next integer for quotients below 2^16, so it never
    /// crosses one), and the remainder `a - t * b`, exact in f32, says which; the step
    /// is the sign of the quotient. `a` and `b` are sign-extended for the signed forms,
    /// zero-extended for the unsigned. A zero divisor is undefined (the interpreter
    /// rejects it). Division and remainder of the same operands share the quotient.
    fn divrem16(&mut self, op: BinaryOp, a: Part, b: Part) -> R<Part> {
        use BinaryOp::*;
        let signed = matches!(op, SDiv | SRem);
        let kind = if signed { MemoKind::ShortSigned } else { MemoKind::ShortUnsigned };
        let q = match self.recall(&[a], &[b], kind) {
            Some(out) => out[0],
            None => {
                let (to_f, to_i) =
                    if signed { (O::VCvtF32I32, O::VCvtI32F32) } else { (O::VCvtF32U32, O::VCvtU32F32) };
                let fa = self.valu(to_f, &[a], false);
                let fb = self.valu(to_f, &[b], false);
                let rcp = self.valu(O::VRcpIflagF32, &[fb], false);
                let est = self.valu(O::VMulF32, &[fa, rcp], false);
                let t = self.valu(O::VTruncF32, &[est], false);
                let qi = self.valu(to_i, &[t], false);
                let ops = self.valu_srcs(O::VFmaF32, &[t, fb, fa], true);
                let r = self.v();
                self.emit_m(
                    O::VFmaF32,
                    smallvec![Self::vreg(r)],
                    ops,
                    Mods { neg: 1, e64: true, ..Mods::default() },
                );
                let ops = self.valu_srcs(O::VCmpGeF32, &[Part::V(r), fb], true);
                let short = self.stuple();
                self.emit_m(
                    O::VCmpGeF32,
                    smallvec![self.mask_op(short)],
                    ops,
                    Mods { abs: 3, e64: true, ..Mods::default() },
                );
                let step = if signed {
                    // (a ^ b) >> 30 | 1: -1 when the signs differ, else 1.
                    let x = self.valu(O::VXorB32, &[a, b], false);
                    let s = self.valu(O::VAshrrevI32, &[Part::Imm(30), x], false);
                    self.valu(O::VOrB32, &[Part::Imm(1), s], false)
                } else {
                    Part::Imm(1)
                };
                let inc = self.cndmask(Part::Imm(0), step, short);
                let q = self.valu(O::VAddU32, &[qi, inc], false);
                self.remember(vec![a], vec![b], kind, vec![q]);
                q
            }
        };
        if matches!(op, UDiv | SDiv) {
            return Ok(q);
        }
        let prod = self.valu(O::VMulLoU32, &[q, b], true);
        Ok(self.valu(O::VSubU32, &[a, prod], false))
    }

    /// Truncating signed division or remainder: `|a| / |b|` unsigned, then the sign
    /// (the quotient negative when the signs differ, the remainder with the dividend's).
    /// The magnitudes' quotient is kept (`value_memo`) for the other of the pair.
    fn sdivrem(&mut self, a: Part, b: Part, rem: bool) -> R<Part> {
        let (uq, sa, sb, ua, ub) = match self.recall(&[a], &[b], MemoKind::Signed) {
            Some(o) => (o[0], o[1], o[2], o[3], o[4]),
            None => {
                let sa = self.valu(O::VAshrrevI32, &[Part::Imm(31), a], false);
                let sb = self.valu(O::VAshrrevI32, &[Part::Imm(31), b], false);
                let xa = self.valu(O::VXorB32, &[a, sa], false);
                let ua = self.valu(O::VSubU32, &[xa, sa], false);
                let xb = self.valu(O::VXorB32, &[b, sb], false);
                let ub = self.valu(O::VSubU32, &[xb, sb], false);
                let uq = self.udiv32(ua, ub)?;
                self.remember(vec![a], vec![b], MemoKind::Signed, vec![uq, sa, sb, ua, ub]);
                (uq, sa, sb, ua, ub)
            }
        };
        let (r, s) = if rem {
            let prod = self.valu(O::VMulLoU32, &[uq, ub], true);
            (self.valu(O::VSubU32, &[ua, prod], false), sa)
        } else {
            (uq, self.valu(O::VXorB32, &[sa, sb], false))
        };
        let x = self.valu(O::VXorB32, &[r, s], false);
        Ok(self.valu(O::VSubU32, &[x, s], false))
    }

    fn cmp_mask_v(&mut self, op: O, srcs: &[Part]) -> u32 {
        let ops = self.valu_srcs(op, srcs, true);
        let m = self.stuple();
        self.emit_m(op, smallvec![self.mask_op(m)], ops, Mods { e64: true, ..Mods::default() });
        m
    }

    /// `mask ? t : f` per lane.
    fn cndmask(&mut self, f: Part, t: Part, mask: u32) -> Part {
        let mut ops = self.valu_srcs_reserving(O::VCndmaskB32, &[f, t], true, 1);
        ops.push(self.mask_op(mask));
        let d = self.v();
        self.emit_m(O::VCndmaskB32, smallvec![Self::vreg(d)], ops, Mods { e64: true, ..Mods::default() });
        Part::V(d)
    }

    /// A boolean part (0/1) from a lane mask (vector) or SCC (scalar).
    fn bool_from_mask(&mut self, m: u32) -> Part {
        let b = self.cndmask(Part::Imm(0), Part::Imm(1), m);
        if let Part::V(v) = b {
            self.mask_of_bool.insert(v, m);
        }
        b
    }

    fn bool_from_scc(&mut self) -> Part {
        let d = self.s();
        self.emit(
            O::SCselectB32,
            smallvec![Self::sreg(d)],
            smallvec![Operand::Imm(1), Operand::Imm(0), Operand::reg(Reg::Scc)],
        );
        Part::S(d)
    }

    /// A uniform boolean from a lane mask: whether any active lane has its bit set.
    fn uniform_from_mask(&mut self, m: u32) -> Part {
        let t = self.stuple();
        let exec = self.exec();
        // Scalar logic sets SCC when the result is non-zero.
        self.emit(
            self.and_mask(),
            smallvec![self.mask_op(t), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(m), exec],
        );
        self.bool_from_scc()
    }

    /// 32-bit comparison giving a boolean part; `pred` is LLVM's predicate.
    pub(super) fn cmp32(&mut self, pred: u8, a: Part, b: Part, divergent: bool, float: bool) -> R<Part> {
        if float {
            let Some(op) = fcmp_op(pred) else {
                return Ok(Part::Imm(u32::from(pred == 15)));
            };
            let m = self.cmp_mask_v(op, &[a, b]);
            return Ok(if divergent { self.bool_from_mask(m) } else { self.uniform_from_mask(m) });
        }
        if !divergent {
            let Some(op) = icmp_s(pred) else { return unsupported(format!("integer predicate {pred}")) };
            let a = self.to_s_op(a);
            let b = self.to_s_op(b);
            self.emit(op, smallvec![Operand::reg(Reg::Scc)], smallvec![a, b]);
            return Ok(self.bool_from_scc());
        }
        let Some(op) = icmp_v(pred) else { return unsupported(format!("integer predicate {pred}")) };
        let m = self.cmp_mask_v(op, &[a, b]);
        Ok(self.bool_from_mask(m))
    }

    fn cmp64(&mut self, pred: u8, a: &Val, b: &Val, divergent: bool) -> R<Part> {
        let (al, ah) =
            (a.first().copied().unwrap_or(Part::Imm(0)), a.get(1).copied().unwrap_or(Part::Imm(0)));
        let (bl, bh) =
            (b.first().copied().unwrap_or(Part::Imm(0)), b.get(1).copied().unwrap_or(Part::Imm(0)));
        if divergent {
            return self.cmp64_divergent(pred, (al, ah), (bl, bh));
        }
        let and = |s: &mut Self, x: Part, y: Part| s.int32(BinaryOp::And, x, y, !divergent);
        let or = |s: &mut Self, x: Part, y: Part| s.int32(BinaryOp::Or, x, y, !divergent);
        match pred {
            32 | 33 => {
                let l = self.cmp32(32, al, bl, divergent, false)?;
                let h = self.cmp32(32, ah, bh, divergent, false)?;
                let eq = and(self, l, h)?;
                if pred == 32 {
                    Ok(eq)
                } else {
                    self.int32(BinaryOp::Xor, eq, Part::Imm(1), !divergent)
                }
            }
            // The scalar unit has no ordered 64-bit compare: one vector compare of the
            // pairs (where one is free: a constant or a pair already) and its mask
            // reduced over the active lanes beats three compares and their logic.
            34..=41 if ah != bh && (self.free_pair((al, ah)) || self.free_pair((bl, bh))) => {
                let Some(op) = icmp64_v(pred) else {
                    return unsupported(format!("integer predicate {pred}"));
                };
                let m = self.cmp64_pair(op, (al, ah), (bl, bh));
                Ok(self.uniform_from_mask(m))
            }
            34..=41 => {
                // High halves decide unless equal; then the low halves, unsigned.
                let (strict_hi, strict_lo) = match pred {
                    34 | 35 => (34, if pred == 34 { 34 } else { 35 }),
                    36 | 37 => (36, if pred == 36 { 36 } else { 37 }),
                    38 | 39 => (38, if pred == 38 { 34 } else { 35 }),
                    _ => (40, if pred == 40 { 36 } else { 37 }),
                };
                let hi = self.cmp32(strict_hi, ah, bh, divergent, false)?;
                let heq = self.cmp32(32, ah, bh, divergent, false)?;
                let lo = self.cmp32(strict_lo, al, bl, divergent, false)?;
                let t = and(self, heq, lo)?;
                or(self, hi, t)
            }
            _ => unsupported(format!("integer predicate {pred}")),
        }
    }

    /// The lane masks two vector booleans were made from, where both are known
    /// (`mask_of_bool`).
    fn bool_masks(&self, a: Part, b: Part) -> Option<(u32, u32)> {
        match (a, b) {
            (Part::V(x), Part::V(y)) => Some((*self.mask_of_bool.get(&x)?, *self.mask_of_bool.get(&y)?)),
            _ => None,
        }
    }

    /// `and`/`or`/`xor` of two divergent booleans as scalar logic on their lane masks
    /// (a branch on the result then takes the mask); `None` for other operations.
    fn bool_logic(&mut self, op: BinaryOp, a: u32, b: u32) -> Option<u32> {
        let wide = self.wave64;
        let sop = match (op, wide) {
            (BinaryOp::And, true) => O::SAndB64,
            (BinaryOp::And, false) => O::SAndB32,
            (BinaryOp::Or, true) => O::SOrB64,
            (BinaryOp::Or, false) => O::SOrB32,
            (BinaryOp::Xor, true) => O::SXorB64,
            (BinaryOp::Xor, false) => O::SXorB32,
            _ => return None,
        };
        let d = self.stuple();
        self.emit(
            sop,
            smallvec![self.mask_op(d), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(a), self.mask_op(b)],
        );
        Some(d)
    }

    /// A divergent 64-bit comparison: one `v_cmp_*_{u,i}64` on register pairs (a
    /// 32-bit compare of the low halves where both high halves are the same value).
    fn cmp64_divergent(&mut self, pred: u8, a: (Part, Part), b: (Part, Part)) -> R<Part> {
        if a.1 == b.1 {
            // Equal high halves: the low halves decide, unsigned.
            let lo_pred = if (38..=41).contains(&pred) { pred - 4 } else { pred };
            let Some(op) = icmp_v(lo_pred) else { return unsupported(format!("integer predicate {pred}")) };
            let m = self.cmp_mask_v(op, &[a.0, b.0]);
            return Ok(self.bool_from_mask(m));
        }
        let Some(op) = icmp64_v(pred) else { return unsupported(format!("integer predicate {pred}")) };
        // Equality on the halves is two compares and an `and`/`or` of the masks: better
        // than the pair compare unless the uniform operand is a pair already (or a
        // constant); a vector pair is assembled by copies where its halves stay live.
        if matches!(pred, 32 | 33) && !self.free_pair(a) && !self.free_pair(b) {
            return self.cmp64_halves(pred, a, b);
        }
        let m = self.cmp64_pair(op, a, b);
        Ok(self.bool_from_mask(m))
    }

    /// The lane mask of a 64-bit vector compare `op` of two pairs.
    fn cmp64_pair(&mut self, op: O, a: (Part, Part), b: (Part, Part)) -> u32 {
        // Before gfx10 one scalar pair (or constant) may be read; the rest go to VGPRs.
        let mut scalars = if self.t.gen >= Gen::Gfx10 { 2 } else { 1 };
        let mut side = |s: &mut Self, (lo, hi): (Part, Part)| -> Operand {
            if let (Part::Imm(l), Part::Imm(h)) = (lo, hi) {
                let x = (u64::from(h) << 32 | u64::from(l)) as i64;
                if (-16..=64).contains(&x) {
                    return Operand::Imm(x);
                }
            } else if !lo.is_vector() && !hi.is_vector() && scalars > 0 {
                scalars -= 1;
                return Operand::pair(Reg::VirtS(s.to_spair(lo, hi)));
            }
            Operand::pair(Reg::VirtV(s.to_vpair(lo, hi)))
        };
        let x = side(self, a);
        let y = side(self, b);
        let m = self.stuple();
        self.emit_m(op, smallvec![self.mask_op(m)], smallvec![x, y], Mods { e64: true, ..Mods::default() });
        m
    }

    /// Whether a 64-bit operand needs no copies: an inline constant or a scalar pair
    /// that is one already.
    fn free_pair(&self, (lo, hi): (Part, Part)) -> bool {
        match (lo, hi) {
            (Part::Imm(l), Part::Imm(h)) => {
                (-16..=64).contains(&((u64::from(h) << 32 | u64::from(l)) as i64))
            }
            (Part::S(l), Part::S(h)) => self.pair_of_halves.contains_key(&(l, h)),
            _ => false,
        }
    }

    /// 64-bit equality or inequality as compares of the halves, their lane masks
    /// combined by scalar mask logic.
    fn cmp64_halves(&mut self, pred: u8, a: (Part, Part), b: (Part, Part)) -> R<Part> {
        let Some(op) = icmp_v(pred) else { return unsupported(format!("integer predicate {pred}")) };
        let l = self.cmp_mask_v(op, &[a.0, b.0]);
        let h = self.cmp_mask_v(op, &[a.1, b.1]);
        let logic = if pred == 32 { self.and_mask() } else { self.or_mask() };
        let m = self.stuple();
        self.emit(
            logic,
            smallvec![self.mask_op(m), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(l), self.mask_op(h)],
        );
        Ok(self.bool_from_mask(m))
    }

    /// 64-bit add of parts, scalar when every input is.
    fn add64(&mut self, a: (Part, Part), b: (Part, Part), sub: bool) -> (Part, Part) {
        if let (Part::Imm(a0), Part::Imm(a1), Part::Imm(b0), Part::Imm(b1)) = (a.0, a.1, b.0, b.1) {
            let (x, y) = (u64::from(a1) << 32 | u64::from(a0), u64::from(b1) << 32 | u64::from(b0));
            let r = if sub { x.wrapping_sub(y) } else { x.wrapping_add(y) };
            return (Part::Imm(r as u32), Part::Imm((r >> 32) as u32));
        }
        let uniform = ![a.0, a.1, b.0, b.1].iter().any(|p| p.is_vector());
        if uniform {
            let (lo_op, hi_op) = if sub { (O::SSubU32, O::SSubbU32) } else { (O::SAddU32, O::SAddcU32) };
            // An SALU instruction takes one literal: a second one goes to a register.
            let lit = |p: Part| matches!(p, Part::Imm(x) if !(-16..=64).contains(&(x as i32)));
            let first = |s: &mut Self, x: Part, y: Part| {
                if lit(x) && lit(y) && x != y {
                    Self::sreg(s.to_s(x))
                } else {
                    s.to_s_op(x)
                }
            };
            let (al, ah) = (first(self, a.0, b.0), first(self, a.1, b.1));
            let (bl, bh) = (self.to_s_op(b.0), self.to_s_op(b.1));
            let (l, h) = (self.s(), self.s());
            let scc = Operand::reg(Reg::Scc);
            self.emit(lo_op, smallvec![Self::sreg(l), scc], smallvec![al, bl]);
            self.emit(hi_op, smallvec![Self::sreg(h), scc], smallvec![ah, bh, scc]);
            return (Part::S(l), Part::S(h));
        }
        let (lo_op, hi_op) = if sub { (O::VSubCoU32, O::VSubbCoU32) } else { (O::VAddCoU32, O::VAddcCoU32) };
        let carry = self.stuple();
        let lo_srcs = self.valu_srcs(lo_op, &[a.0, b.0], true);
        let l = self.v();
        self.emit_m(
            lo_op,
            smallvec![Self::vreg(l), self.mask_op(carry)],
            lo_srcs,
            Mods { e64: true, ..Mods::default() },
        );
        let mut hi_srcs = self.valu_srcs_reserving(hi_op, &[a.1, b.1], true, 1);
        hi_srcs.push(self.mask_op(carry));
        let h = self.v();
        let carry2 = self.stuple();
        self.emit_m(
            hi_op,
            smallvec![Self::vreg(h), self.mask_op(carry2)],
            hi_srcs,
            Mods { e64: true, ..Mods::default() },
        );
        (Part::V(l), Part::V(h))
    }

    /// Which 32x32->64 multiply-add computes `a * b` exactly: `Some(false)` when both
    /// are zero-extended 32-bit values (`v_mad_u64_u32`), `Some(true)` when both are
    /// sign-extended (`v_mad_i64_i32`); `None` otherwise and before gfx7, which lacks
    /// both.
    fn mad_form(&self, a: (Part, Part), b: (Part, Part)) -> Option<bool> {
        if self.t.gen < Gen::Gfx7 {
            return None;
        }
        if a.1 == Part::Imm(0) && b.1 == Part::Imm(0) {
            return Some(false);
        }
        (self.is_sext(a) && self.is_sext(b)).then_some(true)
    }

    /// Whether `hi` is the sign of `lo`: a constant pair in the signed 32-bit range, or
    /// `hi` just computed as `lo >> 31` (arithmetic), scalar or vector.
    fn is_sext(&self, (lo, hi): (Part, Part)) -> bool {
        match (lo, hi) {
            (Part::Imm(l), Part::Imm(h)) => h == ((l as i32) >> 31) as u32,
            (Part::V(l), Part::V(h)) => {
                // The last write of `hi` is the shift, and `lo` is not written after it.
                let recent = self.code.iter().rev().take(64);
                let mut lo_written = false;
                for i in recent {
                    if i.defs.first() == Some(&Self::vreg(h)) {
                        return !lo_written
                            && i.op == O::VAshrrevI32
                            && i.srcs[..] == [Operand::Imm(31), lo.op()];
                    }
                    lo_written |= i.defs.iter().any(|d| *d == Self::vreg(l));
                }
                false
            }
            _ => self.is_sign_of(hi, lo),
        }
    }

    /// `x * y + c` as one `v_mad_u64_u32` (`signed`: `v_mad_i64_i32`) of the 32-bit
    /// `x`, `y` and the 64-bit `c`; the carry-out goes to a fresh lane mask nothing
    /// reads. `c` is an inline constant, a scalar pair that already is one, or a VGPR
    /// pair.
    fn mad64(&mut self, x: Part, y: Part, signed: bool, c: (Part, Part)) -> (Part, Part) {
        let op = if signed { O::VMadI64I32 } else { O::VMadU64U32 };
        let spair = match c {
            (Part::S(l), Part::S(h)) => self.pair_of_halves.get(&(l, h)).copied(),
            _ => None,
        };
        let (addend, reserved) = match (c, spair) {
            ((Part::Imm(l), Part::Imm(h)), _)
                if (-16..=64).contains(&((u64::from(h) << 32 | u64::from(l)) as i64)) =>
            {
                (Operand::Imm((u64::from(h) << 32 | u64::from(l)) as i64), 0)
            }
            (_, Some(p)) => (Operand::pair(Reg::VirtS(p)), 1),
            _ => (Operand::pair(Reg::VirtV(self.to_vpair(c.0, c.1))), 0),
        };
        let mut srcs = self.valu_srcs_reserving(op, &[x, y], true, reserved);
        srcs.push(addend);
        let d = self.v();
        let carry = self.stuple();
        self.emit_m(
            op,
            smallvec![Operand::pair(Reg::VirtV(d)), self.mask_op(carry)],
            srcs,
            Mods { e64: true, ..Mods::default() },
        );
        self.split_vpair(d)
    }

    /// A 64-bit vector add where one operand is a 32x32->64 product of this block
    /// (`MemoKind::Product`): the product's multiply-add again, with the other operand
    /// as its addend (one instruction instead of the add's two; the product alone is
    /// then dead unless something else reads it). Otherwise `add64`.
    fn add64_or_mad(&mut self, a: (Part, Part), b: (Part, Part)) -> (Part, Part) {
        let product = |s: &Self, p: (Part, Part)| {
            s.value_memo
                .iter()
                .find(|m| m.kind == MemoKind::Product && m.out[..] == [p.0, p.1])
                .map(|m| (m.a[0], m.a[1], m.b[0] == Part::Imm(1)))
        };
        if let Some((x, y, signed)) = product(self, b) {
            return self.mad64(x, y, signed, a);
        }
        if let Some((x, y, signed)) = product(self, a) {
            return self.mad64(x, y, signed, b);
        }
        self.add64(a, b, false)
    }

    /// 64-bit product of two values (low 64 bits).
    fn mul64(&mut self, a: (Part, Part), b: (Part, Part), uniform: bool) -> (Part, Part) {
        if let Some(signed) = self.mad_form(a, b) {
            let (lo, h) = self.mad64(a.0, b.0, signed, (Part::Imm(0), Part::Imm(0)));
            self.remember(vec![a.0, b.0], vec![Part::Imm(u32::from(signed))], MemoKind::Product, vec![lo, h]);
            return if uniform { (Part::S(self.to_s(lo)), Part::S(self.to_s(h))) } else { (lo, h) };
        }
        let zero = |p: Part| p == Part::Imm(0);
        let lo = self.valu(O::VMulLoU32, &[a.0, b.0], true);
        let mut h = self.valu(O::VMulHiU32, &[a.0, b.0], true);
        // Cross products with a zero half (zero-extended operands) vanish.
        for (x, y) in [(a.0, b.1), (a.1, b.0)] {
            if !zero(x) && !zero(y) {
                let c = self.valu(O::VMulLoU32, &[x, y], true);
                h = self.valu(O::VAddU32, &[h, c], false);
            }
        }
        if uniform {
            (Part::S(self.to_s(lo)), Part::S(self.to_s(h)))
        } else {
            (lo, h)
        }
    }

    fn shift64(&mut self, op: BinaryOp, a: (Part, Part), amount: Part, uniform: bool) -> R<(Part, Part)> {
        if uniform {
            if let (BinaryOp::Shl, Part::Imm(c @ 1..=31)) = (op, amount) {
                // A zero- or sign-extended 32-bit value (an index): the high word is the
                // low one shifted the other way, with no pair to assemble and split.
                let high = if a.1 == Part::Imm(0) {
                    Some(O::SLshrB32)
                } else if self.is_sign_of(a.1, a.0) {
                    Some(O::SAshrI32)
                } else {
                    None
                };
                if let Some(hop) = high {
                    let lo = self.salu(O::SLshlB32, &[a.0, Part::Imm(c)]);
                    let hi = self.salu(hop, &[a.0, Part::Imm(32 - c)]);
                    return Ok((lo, hi));
                }
            }
            let src = self.to_spair(a.0, a.1);
            let sop = match op {
                BinaryOp::Shl => O::SLshlB64,
                BinaryOp::LShr => O::SLshrB64,
                _ => {
                    // No s_ashr_i64 in our table: do it on the vector unit.
                    let r = self.shift64(op, a, amount, false)?;
                    return Ok((Part::S(self.to_s(r.0)), Part::S(self.to_s(r.1))));
                }
            };
            let d = self.stuple();
            let amt = self.to_s_op(amount);
            self.emit(
                sop,
                smallvec![Operand::pair(Reg::VirtS(d)), Operand::reg(Reg::Scc)],
                smallvec![Operand::pair(Reg::VirtS(src)), amt],
            );
            return Ok(self.split_spair(d));
        }
        if let Part::Imm(c @ 0..=63) = amount {
            return Ok(self.shift64_const(op, a, c));
        }
        let vop = match op {
            BinaryOp::Shl => O::VLshlrevB64,
            BinaryOp::LShr => O::VLshrrevB64,
            _ => O::VAshrrevI64,
        };
        let src = self.to_vpair(a.0, a.1);
        let amt = match amount {
            Part::Imm(x) if x <= 64 => Operand::Imm(i64::from(x)),
            Part::V(v) => Self::vreg(v),
            other => Self::vreg(self.to_v(other)),
        };
        let d = self.v();
        self.emit(
            vop,
            smallvec![Operand::pair(Reg::VirtV(d))],
            smallvec![amt, Operand::pair(Reg::VirtV(src))],
        );
        Ok(self.split_vpair(d))
    }

    /// Whether scalar `hi` was just computed as the sign of `lo` (`s_ashr_i32 hi, lo,
    /// 31`, as a sign-extended index's high word is), among the last few instructions.
    fn is_sign_of(&self, hi: Part, lo: Part) -> bool {
        let (Part::S(h), Part::S(_)) = (hi, lo) else { return false };
        self.code
            .iter()
            .rev()
            .take(8)
            .find(|i| i.defs.first() == Some(&Self::sreg(h)))
            .is_some_and(|i| i.op == O::SAshrI32 && i.srcs[..] == [lo.op(), Operand::Imm(31)])
    }

    /// A 64-bit shift by a constant on the vector unit, as 32-bit operations on the
    /// halves (`v_alignbit_b32` joins them): no register pair to assemble and split.
    fn shift64_const(&mut self, op: BinaryOp, a: (Part, Part), c: u32) -> (Part, Part) {
        let (lo, hi) = a;
        if c == 0 {
            return (Part::V(self.to_v(lo)), Part::V(self.to_v(hi)));
        }
        let sign = |s: &mut Self| s.valu(O::VAshrrevI32, &[Part::Imm(31), hi], false);
        let low_word = c < 32 && !(op == BinaryOp::Shl && hi == Part::Imm(0));
        if low_word {
            // Halves that are a VGPR pair already (a multiply-add's result): one 64-bit
            // shift of the pair instead of two 32-bit operations.
            if let Some(pair) = self.vpair_of(lo, hi) {
                let vop = match op {
                    BinaryOp::Shl => O::VLshlrevB64,
                    BinaryOp::LShr => O::VLshrrevB64,
                    _ => O::VAshrrevI64,
                };
                let d = self.v();
                self.emit(
                    vop,
                    smallvec![Operand::pair(Reg::VirtV(d))],
                    smallvec![Operand::Imm(i64::from(c)), Operand::pair(Reg::VirtV(pair))],
                );
                return self.split_vpair(d);
            }
        }
        match op {
            BinaryOp::Shl if c < 32 => {
                let h = if hi == Part::Imm(0) {
                    self.valu(O::VLshrrevB32, &[Part::Imm(32 - c), lo], false)
                } else {
                    self.valu(O::VAlignbitB32, &[hi, lo, Part::Imm(32 - c)], true)
                };
                (self.valu(O::VLshlrevB32, &[Part::Imm(c), lo], false), h)
            }
            BinaryOp::Shl => (Part::Imm(0), self.valu(O::VLshlrevB32, &[Part::Imm(c - 32), lo], false)),
            BinaryOp::LShr if c < 32 => (
                self.valu(O::VAlignbitB32, &[hi, lo, Part::Imm(c)], true),
                self.valu(O::VLshrrevB32, &[Part::Imm(c), hi], false),
            ),
            BinaryOp::LShr => (self.valu(O::VLshrrevB32, &[Part::Imm(c - 32), hi], false), Part::Imm(0)),
            _ if c < 32 => (
                self.valu(O::VAlignbitB32, &[hi, lo, Part::Imm(c)], true),
                self.valu(O::VAshrrevI32, &[Part::Imm(c), hi], false),
            ),
            _ => (self.valu(O::VAshrrevI32, &[Part::Imm(c - 32), hi], false), sign(self)),
        }
    }

    fn int64(&mut self, op: BinaryOp, a: &Val, b: &Val, uniform: bool) -> R<Val> {
        use BinaryOp::*;
        let pa = (a.first().copied().unwrap_or(Part::Imm(0)), a.get(1).copied().unwrap_or(Part::Imm(0)));
        let pb = (b.first().copied().unwrap_or(Part::Imm(0)), b.get(1).copied().unwrap_or(Part::Imm(0)));
        let (l, h) = match op {
            Add | Sub => {
                let (pa, pb) = if uniform {
                    ((Part::S(self.to_s(pa.0)), Part::S(self.to_s(pa.1))), pb)
                } else {
                    (pa, pb)
                };
                if op == Add && !uniform {
                    self.add64_or_mad(pa, pb)
                } else {
                    self.add64(pa, pb, op == Sub)
                }
            }
            Mul => self.mul64(pa, pb, uniform),
            And | Or | Xor => (self.int32(op, pa.0, pb.0, uniform)?, self.int32(op, pa.1, pb.1, uniform)?),
            Shl | LShr | AShr => self.shift64(op, pa, pb.0, uniform)?,
            UDiv | URem => {
                let key = (vec![pa.0, pa.1], vec![pb.0, pb.1]);
                let known = self
                    .value_memo
                    .iter()
                    .find(|m| m.kind == MemoKind::Unsigned && m.a == key.0 && m.b == key.1);
                let ((ql, qh), (rl, rh)) = match known {
                    Some(m) => ((m.out[0], m.out[1]), (m.out[2], m.out[3])),
                    None => {
                        let (q, r) = self.udivrem64(pa, pb)?;
                        self.remember(key.0, key.1, MemoKind::Unsigned, vec![q.0, q.1, r.0, r.1]);
                        (q, r)
                    }
                };
                if op == UDiv {
                    (ql, qh)
                } else {
                    (rl, rh)
                }
            }
            SDiv | SRem => self.sdivrem64(pa, pb, op == SRem)?,
            other => return unsupported(format!("64-bit integer {}", other.name())),
        };
        let (l, h) = (self.finish(l, uniform), self.finish(h, uniform));
        Ok(vec![l, h])
    }

    /// Unsigned 64-bit division and remainder: restoring division, one quotient bit per
    /// iteration of a 64-trip loop on a scalar counter (exact for every operand pair; a
    /// zero divisor gives all-ones quotient bits, where LLVM's result is undefined).
    fn udivrem64(&mut self, n: (Part, Part), d: (Part, Part)) -> R<((Part, Part), (Part, Part))> {
        let (dl, dh) = (Part::V(self.to_v(d.0)), Part::V(self.to_v(d.1)));
        let np = self.to_vpair(n.0, n.1);
        // Loop-carried values: remainder, quotient, counter (assigned before the loop and
        // at its end, so the allocator keeps them for the whole loop).
        let (rl, rh, ql, qh) = (self.v(), self.v(), self.v(), self.v());
        for r in [rl, rh, ql, qh] {
            self.emit(O::VMovB32, smallvec![Self::vreg(r)], smallvec![Operand::Imm(0)]);
        }
        let i = self.s();
        self.emit(O::SMovB32, smallvec![Self::sreg(i)], smallvec![Operand::Imm(63)]);
        let start = self.code.len();
        let head = self.label();
        self.place(head);
        // r = (r << 1) | ((n >> i) & 1); q <<= 1
        let r2 = self.shift64(BinaryOp::Shl, (Part::V(rl), Part::V(rh)), Part::Imm(1), false)?;
        let nsh = self.v();
        self.emit(
            O::VLshrrevB64,
            smallvec![Operand::pair(Reg::VirtV(nsh))],
            smallvec![Self::sreg(i), Operand::pair(Reg::VirtV(np))],
        );
        let (nbit, _) = self.split_vpair(nsh);
        let bit = self.valu(O::VAndB32, &[Part::Imm(1), nbit], false);
        let lo = self.valu(O::VOrB32, &[r2.0, bit], false);
        let r = (lo, r2.1);
        let ge = self.cmp64(35, &vec![r.0, r.1], &vec![dl, dh], true)?;
        let rv = Part::V(self.to_v(r.0));
        let diff = self.add64((rv, r.1), (dl, dh), true);
        let m = self.bool_mask(ge);
        let nl = self.cndmask(r.0, diff.0, m);
        let nh = self.cndmask(r.1, diff.1, m);
        self.emit(O::VMovB32, smallvec![Self::vreg(rl)], smallvec![nl.op()]);
        self.emit(O::VMovB32, smallvec![Self::vreg(rh)], smallvec![nh.op()]);
        let q2 = self.shift64(BinaryOp::Shl, (Part::V(ql), Part::V(qh)), Part::Imm(1), false)?;
        let qlo = self.valu(O::VOrB32, &[q2.0, ge], false);
        self.emit(O::VMovB32, smallvec![Self::vreg(ql)], smallvec![qlo.op()]);
        self.emit(O::VMovB32, smallvec![Self::vreg(qh)], smallvec![q2.1.op()]);
        // while (i-- != 0)
        self.emit(
            O::SSubI32,
            smallvec![Self::sreg(i), Operand::reg(Reg::Scc)],
            smallvec![Self::sreg(i), Operand::Imm(1)],
        );
        self.emit(O::SCmpGeI32, smallvec![Operand::reg(Reg::Scc)], smallvec![Self::sreg(i), Operand::Imm(0)]);
        self.emit(O::SCbranchScc1, smallvec![], smallvec![Operand::Label(head), Operand::reg(Reg::Scc)]);
        let end = self.code.len().saturating_sub(1);
        self.loops.push((start, end));
        Ok(((Part::V(ql), Part::V(qh)), (Part::V(rl), Part::V(rh))))
    }

    /// Signed 64-bit division (truncating) and remainder (the dividend's sign) from the
    /// unsigned one on magnitudes.
    fn sdivrem64(&mut self, a: (Part, Part), b: (Part, Part), rem: bool) -> R<(Part, Part)> {
        let abs = |s: &mut Self, x: (Part, Part), sign: Part| -> (Part, Part) {
            let xl = s.valu(O::VXorB32, &[x.0, sign], false);
            let xh = s.valu(O::VXorB32, &[x.1, sign], false);
            s.add64((xl, xh), (sign, sign), true)
        };
        let key = (vec![a.0, a.1], vec![b.0, b.1]);
        let known =
            self.value_memo.iter().find(|m| m.kind == MemoKind::Signed && m.a == key.0 && m.b == key.1);
        let (q, r, sa, sb) = match known {
            Some(m) => ((m.out[0], m.out[1]), (m.out[2], m.out[3]), m.out[4], m.out[5]),
            None => {
                let sa = self.valu(O::VAshrrevI32, &[Part::Imm(31), a.1], false);
                let sb = self.valu(O::VAshrrevI32, &[Part::Imm(31), b.1], false);
                let ua = abs(self, a, sa);
                let ub = abs(self, b, sb);
                let (q, r) = self.udivrem64(ua, ub)?;
                self.remember(key.0, key.1, MemoKind::Signed, vec![q.0, q.1, r.0, r.1, sa, sb]);
                (q, r, sa, sb)
            }
        };
        let (v, sign) = if rem { (r, sa) } else { (q, self.valu(O::VXorB32, &[sa, sb], false)) };
        Ok(abs(self, v, sign))
    }

    fn float32(&mut self, op: BinaryOp, a: Part, b: Part, uniform: bool) -> R<Part> {
        let r = match op {
            BinaryOp::FAdd => self.valu(O::VAddF32, &[a, b], false),
            BinaryOp::FSub => self.valu(O::VSubF32, &[a, b], false),
            BinaryOp::FMul => self.valu(O::VMulF32, &[a, b], false),
            BinaryOp::FDiv => self.fdiv(a, b),
            other => return unsupported(format!("floating-point {}", other.name())),
        };
        Ok(if uniform { Part::S(self.to_s(r)) } else { r })
    }

    /// `a / b`, correctly rounded, as LLVM lowers it with denormals kept: both operands
    /// scaled away from the extremes (`v_div_scale`), a reciprocal refined by Newton
    /// steps, the quotient refined twice, the scale undone with the last residual
    /// (`v_div_fmas`, which reads the numerator scale's flag from VCC) and the special
    /// cases (zeros, infinities, NaN) restored by `v_div_fixup`.
    fn fdiv(&mut self, a: Part, b: Part) -> Part {
        let (av, bv) = (Part::V(self.to_v(a)), Part::V(self.to_v(b)));
        let e64 = Mods { e64: true, ..Mods::default() };
        let neg0 = Mods { neg: 1, e64: true, ..Mods::default() };
        let den = self.v();
        let tmp = self.stuple();
        self.emit_m(
            O::VDivScaleF32,
            smallvec![Self::vreg(den), self.mask_op(tmp)],
            smallvec![bv.op(), bv.op(), av.op()],
            e64,
        );
        let num = self.v();
        let vcc = Operand::tuple(Reg::Vcc, super::mask_width(self.wave64));
        self.emit_m(
            O::VDivScaleF32,
            smallvec![Self::vreg(num), vcc],
            smallvec![av.op(), bv.op(), av.op()],
            e64,
        );
        let r = self.valu(O::VRcpF32, &[Part::V(den)], false);
        let fma_neg = |s: &mut Self, x: Part, y: Part, z: Part| {
            let d = s.v();
            let ops = s.valu_srcs(O::VFmaF32, &[x, y, z], true);
            s.emit_m(O::VFmaF32, smallvec![Self::vreg(d)], ops, neg0);
            Part::V(d)
        };
        let one = Part::Imm(1.0f32.to_bits());
        let e = fma_neg(self, Part::V(den), r, one);
        let r1 = self.valu(O::VFmaF32, &[e, r, r], true);
        let q = self.valu(O::VMulF32, &[Part::V(num), r1], false);
        let e2 = fma_neg(self, Part::V(den), q, Part::V(num));
        let q1 = self.valu(O::VFmaF32, &[e2, r1, q], true);
        let e3 = fma_neg(self, Part::V(den), q1, Part::V(num));
        let f = self.v();
        // VCC, which the numerator's scaling wrote, is v_div_fmas's implicit fourth operand.
        let ops = self.valu_srcs(O::VDivFmasF32, &[e3, r1, q1], true);
        self.emit_m(O::VDivFmasF32, smallvec![Self::vreg(f)], ops, e64);
        self.valu(O::VDivFixupF32, &[Part::V(f), bv, av], true)
    }

    /// `exp(x)` within Metal's precise bound: `x·log2(e)` is carried as a sum of two
    /// floats (the product's rounding error recovered with an FMA) and each part
    /// exponentiated, so large arguments do not lose their fraction bits.
    fn exp_precise(&mut self, x: Part) -> Part {
        let l = std::f64::consts::LOG2_E;
        let hi = l as f32;
        let lo = (l - f64::from(hi)) as f32;
        let ph = self.valu(O::VMulF32, &[x, Part::Imm(hi.to_bits())], false);
        let d = self.v();
        let ops = self.valu_srcs(O::VFmaF32, &[x, Part::Imm(hi.to_bits()), ph], true);
        self.emit_m(O::VFmaF32, smallvec![Self::vreg(d)], ops, Mods { neg: 4, e64: true, ..Mods::default() });
        let pl = self.valu(O::VFmaF32, &[x, Part::Imm(lo.to_bits()), Part::V(d)], true);
        let eh = self.valu(O::VExpF32, &[ph], false);
        let el = self.valu(O::VExpF32, &[pl], false);
        let r = self.valu(O::VMulF32, &[eh, el], false);
        // For x = ±inf the error term is inf − inf = NaN: there exp2(x·log2 e) alone is
        // the answer (+inf or 0). Class bits 2 and 9 are −inf and +inf.
        let inf = self.cmp_mask_v(O::VCmpClassF32, &[ph, Part::Imm(0x204)]);
        self.cndmask(r, eh, inf)
    }

    /// `sin`/`cos` of an angle in radians: reduced to [−π/2, π/2] by subtracting the
    /// nearest multiple n·π in two FMA steps (π split into a float and its remainder),
    /// given to the hardware in revolutions, and negated when n is odd. Reducing by π
    /// rather than 2π keeps the reduced angle away from ±π, where the rounding of the
    /// conversion to revolutions would cost many ulps of a result near zero.
    fn sincos_precise(&mut self, x: Part, sin: bool) -> Part {
        let pi = std::f64::consts::PI;
        let c1 = pi as f32;
        let c2 = (pi - f64::from(c1)) as f32;
        let inv_pi = (1.0 / pi) as f32;
        let inv_2pi = (0.5 / pi) as f32;
        let t = self.valu(O::VMulF32, &[x, Part::Imm(inv_pi.to_bits())], false);
        let n = self.valu(O::VRndneF32, &[t], false);
        let neg0 = Mods { neg: 1, e64: true, ..Mods::default() };
        let r0 = self.v();
        let ops = self.valu_srcs(O::VFmaF32, &[n, Part::Imm(c1.to_bits()), x], true);
        self.emit_m(O::VFmaF32, smallvec![Self::vreg(r0)], ops, neg0);
        let r = self.v();
        let ops = self.valu_srcs(O::VFmaF32, &[n, Part::Imm(c2.to_bits()), Part::V(r0)], true);
        self.emit_m(O::VFmaF32, smallvec![Self::vreg(r)], ops, neg0);
        let u = self.valu(O::VMulF32, &[Part::V(r), Part::Imm(inv_2pi.to_bits())], false);
        let s = self.valu(if sin { O::VSinF32 } else { O::VCosF32 }, &[u], false);
        // sin(r + nπ) = (−1)^n sin r, and likewise for cos.
        let ni = self.valu(O::VCvtI32F32, &[n], false);
        let sign = self.valu(O::VLshlrevB32, &[Part::Imm(31), ni], false);
        self.valu(O::VXorB32, &[s, sign], false)
    }

    /// Any 16- or 32-bit float part as f32.
    fn to_f32(&mut self, p: Part, k: K) -> Part {
        match k {
            K::F16 => self.f16_to_f32(p),
            K::Bf16 => self.bf16_to_f32(p),
            _ => p,
        }
    }

    /// An f32 part as a float of kind `k`, rounded once to nearest even.
    fn from_f32(&mut self, p: Part, k: K) -> Part {
        match k {
            K::F16 => self.f32_to_f16(p),
            K::Bf16 => self.f32_to_bf16(p),
            _ => p,
        }
    }

    fn bf16_to_f32(&mut self, p: Part) -> Part {
        if let Part::Imm(h) = p {
            return Part::Imm((h & 0xffff) << 16);
        }
        self.valu(O::VLshlrevB32, &[Part::Imm(16), p], false)
    }

    /// f32 to bfloat, round to nearest even: add 0x7fff plus the kept part's lowest bit,
    /// keep the high half; a NaN becomes the canonical quiet NaN 0x7fc0.
    fn f32_to_bf16(&mut self, p: Part) -> Part {
        let x = Part::V(self.to_v(p));
        let lsb = self.valu(O::VBfeU32, &[x, Part::Imm(16), Part::Imm(1)], true);
        let t = self.valu(O::VAddU32, &[Part::Imm(0x7fff), x], false);
        let t = self.valu(O::VAddU32, &[t, lsb], false);
        let r = self.valu(O::VLshrrevB32, &[Part::Imm(16), t], false);
        let nan = self.cmp_mask_v(O::VCmpUF32, &[x, x]);
        self.cndmask(r, Part::Imm(0x7fc0), nan)
    }

    fn f16_to_f32(&mut self, p: Part) -> Part {
        // Constants convert here: gfx6 reads a 16-bit inline constant ambiguously.
        if let Part::Imm(h) = p {
            return Part::Imm(half_bits_to_f32(h as u16).to_bits());
        }
        self.valu(O::VCvtF32F16, &[p], false)
    }
    fn f32_to_f16(&mut self, p: Part) -> Part {
        let h = self.valu(O::VCvtF16F32, &[p], false);
        self.zero_high16(h)
    }

    /// Our halves are zero-extended; 16-bit results keep the destination's high half
    /// on gfx10 and zero it before (LLVM's `zeroesHigh16BitsOfDest`).
    fn zero_high16(&mut self, h: Part) -> Part {
        if self.t.gen >= Gen::Gfx10 {
            self.valu(O::VAndB32, &[Part::Imm(0xffff), h], false)
        } else {
            h
        }
    }

    fn finish(&mut self, p: Part, uniform: bool) -> Part {
        if uniform && p.is_vector() {
            Part::S(self.to_s(p))
        } else if !uniform && !p.is_vector() {
            Part::V(self.to_v(p))
        } else {
            p
        }
    }

    /// [`Self::finish`] for each part of instruction `i`'s vector value, except the parts of
    /// elements that never hold a defined value: those stay immediates (no register, no
    /// move).
    fn finish_defined(&mut self, i: IrInst, parts: Vec<Part>, uniform: bool) -> Val {
        let n = parts.len();
        parts
            .into_iter()
            .enumerate()
            .map(|(k, p)| if self.undefined_part(i, k, n) { Part::Imm(0) } else { self.finish(p, uniform) })
            .collect()
    }

    /// Selects one instruction.
    pub(super) fn inst(&mut self, i: IrInst) -> R<()> {
        let Some(inst) = self.f.insts.get(i) else { return Ok(()) };
        let ty = inst.ty;
        let uniform = self.uniform(Value::Inst(i));
        let op = inst.op.clone();
        match op {
            Op::Binary { op, lhs, rhs, .. } => {
                let k = self.kind1(ty)?;
                let (a, b) = (self.get(lhs)?, self.get(rhs)?);
                let v = match k {
                    K::I64Lo => self.int64(op, &a, &b, uniform)?,
                    K::F32 => vec![self.float32(op, p0(&a), p0(&b), uniform)?],
                    // gfx8+ computes halves natively, rounded once as the f32 route rounds
                    // (for +, -, *: an f32 result rounded to f16 is the correctly
                    // rounded f16 result).
                    K::F16
                        if self.t.gen >= Gen::Gfx8
                            && matches!(op, BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul) =>
                    {
                        let o = match op {
                            BinaryOp::FAdd => O::VAddF16,
                            BinaryOp::FSub => O::VSubF16,
                            _ => O::VMulF16,
                        };
                        let h = self.valu(o, &[p0(&a), p0(&b)], false);
                        let h = self.zero_high16(h);
                        vec![self.finish(h, uniform)]
                    }
                    K::F16 => {
                        let (x, y) = (self.f16_to_f32(p0(&a)), self.f16_to_f32(p0(&b)));
                        let r = self.float32(op, x, y, false)?;
                        let h = self.f32_to_f16(r);
                        vec![self.finish(h, uniform)]
                    }
                    K::Bf16 => {
                        let (x, y) = (self.bf16_to_f32(p0(&a)), self.bf16_to_f32(p0(&b)));
                        let r = self.float32(op, x, y, false)?;
                        let h = self.f32_to_bf16(r);
                        vec![self.finish(h, uniform)]
                    }
                    K::Bool if !uniform && self.bool_masks(p0(&a), p0(&b)).is_some() => {
                        let (ma, mb) = self.bool_masks(p0(&a), p0(&b)).unwrap_or((0, 0));
                        match self.bool_logic(op, ma, mb) {
                            Some(m) => vec![self.bool_from_mask(m)],
                            None => vec![self.int32(op, p0(&a), p0(&b), false)?],
                        }
                    }
                    K::Bool | K::I8 | K::I16 | K::I32 => {
                        let (mut x, mut y) = (p0(&a), p0(&b));
                        if matches!(op, BinaryOp::AShr | BinaryOp::SDiv | BinaryOp::SRem) {
                            x = self.sext32(x, k);
                            y = self.sext32(y, k);
                        }
                        let narrow_div = matches!(k, K::I8 | K::I16)
                            && matches!(
                                op,
                                BinaryOp::UDiv | BinaryOp::URem | BinaryOp::SDiv | BinaryOp::SRem
                            )
                            && !matches!(y, Part::Imm(_));
                        let r = if narrow_div {
                            let r = self.divrem16(op, x, y)?;
                            if uniform {
                                Part::S(self.to_s(r))
                            } else {
                                r
                            }
                        } else {
                            self.int32(op, x, y, uniform)?
                        };
                        // Narrow values are kept zero-extended, so these results of
                        // two of them already are (constants may be written wider).
                        let closed = matches!(
                            op,
                            BinaryOp::And
                                | BinaryOp::Or
                                | BinaryOp::Xor
                                | BinaryOp::LShr
                                | BinaryOp::UDiv
                                | BinaryOp::URem
                        ) && [x, y].iter().all(|p| match (p, mask_of(k)) {
                            (Part::Imm(v), Some(m)) => v & !m == 0,
                            _ => true,
                        });
                        let r = if closed { r } else { self.norm(r, k)? };
                        vec![self.finish(r, uniform)]
                    }
                    _ => return unsupported("arithmetic on addresses"),
                };
                self.set(i, v);
            }
            Op::Unary { value, .. } => {
                let k = self.kind1(ty)?;
                let a = self.get(value)?;
                let sign = if matches!(k, K::F16 | K::Bf16) { 0x8000 } else { 0x8000_0000u32 };
                let r = self.int32(BinaryOp::Xor, p0(&a), Part::Imm(sign), uniform)?;
                self.set(i, vec![r]);
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                let lt = self.m.value_type(self.f, lhs);
                let k = self.kind1(lt)?;
                let (a, b) = (self.get(lhs)?, self.get(rhs)?);
                let div = !uniform;
                let r = match k {
                    K::I64Lo => self.cmp64(pred.0, &a, &b, div)?,
                    K::F32 => self.cmp32(pred.0, p0(&a), p0(&b), div, true)?,
                    K::F16 => {
                        let (x, y) = (self.f16_to_f32(p0(&a)), self.f16_to_f32(p0(&b)));
                        self.cmp32(pred.0, x, y, div, true)?
                    }
                    K::Bf16 => {
                        let (x, y) = (self.bf16_to_f32(p0(&a)), self.bf16_to_f32(p0(&b)));
                        self.cmp32(pred.0, x, y, div, true)?
                    }
                    _ => {
                        let (mut x, mut y) = (p0(&a), p0(&b));
                        if (38..=41).contains(&pred.0) {
                            x = self.sext32(x, k);
                            y = self.sext32(y, k);
                        }
                        self.cmp32(pred.0, x, y, div, false)?
                    }
                };
                let r = self.finish(r, uniform);
                self.set(i, vec![r]);
            }
            Op::Select { cond, then, otherwise } => {
                let c = self.get(cond)?;
                let (t, f) = (self.get(then)?, self.get(otherwise)?);
                let c0 = c.first().copied().unwrap_or(Part::Imm(0));
                let mut out = Vec::new();
                let n = t.len();
                if uniform {
                    // A uniform result needs a uniform condition.
                    let cs = self.to_s(c0);
                    for (k, (tp, fp)) in t.iter().zip(f.iter()).enumerate() {
                        if self.undefined_part(i, k, n) {
                            out.push(Part::Imm(0));
                            continue;
                        }
                        let (a, b) = self.cselect_ops(*tp, *fp);
                        // Once set, SCC stays: selects and moves do not write it.
                        self.scc_from(cs);
                        let d = self.s();
                        self.emit(
                            O::SCselectB32,
                            smallvec![Self::sreg(d)],
                            smallvec![a, b, Operand::reg(Reg::Scc)],
                        );
                        out.push(Part::S(d));
                    }
                } else {
                    let m = self.bool_mask(c0);
                    for (k, (tp, fp)) in t.iter().zip(f.iter()).enumerate() {
                        if self.undefined_part(i, k, n) {
                            out.push(Part::Imm(0));
                            continue;
                        }
                        out.push(self.cndmask(*fp, *tp, m));
                    }
                }
                self.set(i, out);
            }
            Op::Cast { op, value } => {
                let v = self.cast(op, value, ty, uniform)?;
                self.set(i, v);
            }
            Op::Freeze { value } => {
                let v = self.get(value)?;
                self.set(i, v);
            }
            Op::ExtractElement { vector, index } => {
                let v = self.get(vector)?;
                let per = self.kinds(ty)?.len();
                let Some(ix) = self.const_index(index) else {
                    let idx = p0(&self.get(index)?);
                    let parts = self.dynamic_extract(&v, per, idx, uniform)?;
                    self.set(i, parts);
                    return Ok(());
                };
                let parts: Vec<Part> = v.iter().skip(ix * per).take(per).copied().collect();
                if parts.len() != per {
                    return unsupported("a vector element out of range");
                }
                let parts = parts.into_iter().map(|p| self.finish(p, uniform)).collect();
                self.set(i, parts);
            }
            Op::InsertElement { vector, value, index } => {
                let mut v = self.get(vector)?;
                let x = self.get(value)?;
                let Some(ix) = self.const_index(index) else {
                    let idx = p0(&self.get(index)?);
                    let parts = self.dynamic_insert(&v, &x, idx, uniform)?;
                    self.set(i, parts);
                    return Ok(());
                };
                let per = x.len();
                for (k, p) in x.iter().enumerate() {
                    match v.get_mut(ix * per + k) {
                        Some(slot) => *slot = *p,
                        None => return unsupported("a vector element out of range"),
                    }
                }
                let v = self.finish_defined(i, v, uniform);
                self.set(i, v);
            }
            Op::ShuffleVector { a, b, mask } => {
                let (va, vb) = (self.get(a)?, self.get(b)?);
                let an = match self.m.types.inner(self.m.value_type(self.f, a)) {
                    TypeInner::Vector { len, .. } => *len as usize,
                    _ => 1,
                };
                let per = va.len() / an.max(1);
                let mut out = Vec::new();
                for m in mask {
                    if m < 0 {
                        out.extend((0..per).map(|_| Part::Imm(0)));
                        continue;
                    }
                    let m = m as usize;
                    let (src, at) = if m < an { (&va, m) } else { (&vb, m - an) };
                    for k in 0..per {
                        out.push(src.get(at * per + k).copied().unwrap_or(Part::Imm(0)));
                    }
                }
                let out = self.finish_defined(i, out, uniform);
                self.set(i, out);
            }
            Op::ExtractValue { aggregate, indices } => {
                let at = self.m.value_type(self.f, aggregate);
                let (start, n) = self.aggregate_range(at, &indices)?;
                let v = self.get(aggregate)?;
                let parts: Vec<Part> = v.iter().skip(start).take(n).copied().collect();
                self.set(i, parts);
            }
            Op::InsertValue { aggregate, value, indices } => {
                let at = self.m.value_type(self.f, aggregate);
                let (start, n) = self.aggregate_range(at, &indices)?;
                let mut v = self.get(aggregate)?;
                let x = self.get(value)?;
                for (k, p) in x.iter().take(n).enumerate() {
                    if let Some(slot) = v.get_mut(start + k) {
                        *slot = *p;
                    }
                }
                let v = v.into_iter().map(|p| self.finish(p, uniform)).collect();
                self.set(i, v);
            }
            Op::Gep { source, base, indices, .. } => {
                let b = self.get(base)?;
                let bt = self.m.value_type(self.f, base);
                self.last_gep = None;
                self.last_scalar_based = None;
                let mut v = self.gep_value(source, b, &indices, bt)?;
                if let Some((lo, hi, k)) = self.last_gep.take() {
                    if let (Ok(k @ 1..=0xffff), Some(b)) = (u32::try_from(k), self.cur_block) {
                        self.folded.insert(Value::Inst(i), (lo, hi, k, b));
                    }
                }
                if let Some((lo, hi, off, k)) = self.last_scalar_based.take() {
                    if let (Ok(k @ 0..=0xffff), Some(b)) = (u32::try_from(k), self.cur_block) {
                        self.scalar_based.insert(Value::Inst(i), (lo, hi, off, k, b));
                    }
                }
                v = v.into_iter().map(|p| self.finish(p, uniform)).collect();
                self.set(i, v);
            }
            Op::Load { ty: lty, ptr, volatile, align } => {
                let v = match self.load_scalar(lty, ptr, uniform && !volatile, align)? {
                    Some(v) => v,
                    None => self.load(lty, ptr, uniform, volatile)?,
                };
                self.set(i, v);
            }
            Op::Store { ptr, value, .. } => self.store(ptr, value)?,
            Op::Gpu { op, args } => {
                let v = self.gpu(&op, &args, ty, uniform)?;
                if let Some(v) = v {
                    self.set(i, v);
                }
            }
            Op::Call { callee, fn_ty, args, .. } => {
                // An intrinsic not yet lowered to `Op::Gpu` is the same operation.
                let intrinsic = self
                    .m
                    .called_function(callee)
                    .and_then(|f| self.m.functions.get(f))
                    .filter(|f| f.is_declaration())
                    .and_then(|f| gpu_ir::gpu::classify(&f.name, fn_ty, &self.m.types));
                if let Some(op) = intrinsic {
                    let v = self.gpu(&op, &args, ty, uniform)?;
                    if let Some(v) = v {
                        self.set(i, v);
                    }
                    return Ok(());
                }
                let name = self
                    .m
                    .called_function(callee)
                    .and_then(|f| self.m.functions.get(f))
                    .map(|f| f.name.clone())
                    .unwrap_or_else(|| "an indirect callee".into());
                return unsupported(format!("calls (to `{name}`)"));
            }
            Op::Alloca { .. } => {
                // A fixed offset in the lane's private area; the pointer is 64-bit in AIR.
                let Some(&off) = self.abi.allocas.get(&i) else {
                    return unsupported("thread-private memory of a run-time size");
                };
                self.set(i, vec![Part::Imm(off), Part::Imm(0)]);
            }
            Op::AtomicRmw { .. } | Op::CmpXchg { .. } => return unsupported("LLVM atomic instructions"),
            Op::Fence { .. } => {
                let imm = crate::wait::waitcnt_imm(self.t.gen, Some(0), Some(0));
                self.emit(O::SWaitcnt, smallvec![], smallvec![Operand::Imm(i64::from(imm))]);
            }
            other => return unsupported(format!("the `{}` instruction", other.opcode_name())),
        }
        Ok(())
    }

    /// `v[idx]` for a run-time index: a select per element, the last matching one wins
    /// (an index out of range gives element 0, where LLVM's result is poison).
    fn dynamic_extract(&mut self, v: &Val, per: usize, idx: Part, uniform: bool) -> R<Val> {
        let n = v.len() / per.max(1);
        if n > 64 {
            return unsupported("a run-time index into a vector of more than 64 elements");
        }
        let div = !uniform || idx.is_vector();
        let mut out: Vec<Part> = v.iter().take(per).copied().collect();
        for k in 1..n {
            let eq = self.cmp32(32, idx, Part::Imm(k as u32), div, false)?;
            let elem: Vec<Part> = v.iter().skip(k * per).take(per).copied().collect();
            out = self.select_parts(eq, &elem, &out, !div)?;
        }
        Ok(out.into_iter().map(|p| self.finish(p, uniform)).collect())
    }

    /// `v` with element `idx` replaced by `x`, for a run-time index.
    fn dynamic_insert(&mut self, v: &Val, x: &Val, idx: Part, uniform: bool) -> R<Val> {
        let per = x.len().max(1);
        let n = v.len() / per;
        if n > 64 {
            return unsupported("a run-time index into a vector of more than 64 elements");
        }
        let div = !uniform || idx.is_vector();
        let mut out = v.clone();
        for k in 0..n {
            let eq = self.cmp32(32, idx, Part::Imm(k as u32), div, false)?;
            let old: Vec<Part> = out.iter().skip(k * per).take(per).copied().collect();
            let new = self.select_parts(eq, x, &old, !div)?;
            for (j, p) in new.into_iter().enumerate() {
                if let Some(slot) = out.get_mut(k * per + j) {
                    *slot = p;
                }
            }
        }
        Ok(out.into_iter().map(|p| self.finish(p, uniform)).collect())
    }

    /// The two sources of an `s_cselect_b32`: an SOP2 instruction holds one literal, so a
    /// second, different one goes to a register first.
    fn cselect_ops(&mut self, t: Part, f: Part) -> (Operand, Operand) {
        let literal = |p: Part| matches!(p, Part::Imm(x) if !(-16..=64).contains(&(x as i32)));
        let f = match (t, f) {
            (Part::Imm(x), Part::Imm(y)) if x != y && literal(t) && literal(f) => Part::S(self.to_s(f)),
            _ => f,
        };
        (self.to_s_op(t), self.to_s_op(f))
    }

    /// `c ? t : f` part by part; `uniform` selects with SCC in scalar registers.
    fn select_parts(&mut self, c: Part, t: &[Part], f: &[Part], uniform: bool) -> R<Val> {
        let mut out = Vec::with_capacity(t.len());
        if uniform {
            let cs = self.to_s(c);
            for (tp, fp) in t.iter().zip(f.iter()) {
                let (a, b) = self.cselect_ops(*tp, *fp);
                self.scc_from(cs);
                let d = self.s();
                self.emit(O::SCselectB32, smallvec![Self::sreg(d)], smallvec![a, b, Operand::reg(Reg::Scc)]);
                out.push(Part::S(d));
            }
        } else {
            let m = self.bool_mask(c);
            for (tp, fp) in t.iter().zip(f.iter()) {
                out.push(self.cndmask(*fp, *tp, m));
            }
        }
        Ok(out)
    }

    fn const_index(&self, v: Value) -> Option<usize> {
        match v {
            Value::Const(c) => match self.m.constants.get(c)? {
                gpu_ir::ConstantData::Int { bits, .. } => usize::try_from(*bits).ok(),
                gpu_ir::ConstantData::Zero(_) | gpu_ir::ConstantData::Null(_) => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    /// The parts an aggregate index path selects: (first part, count).
    fn aggregate_range(&self, mut t: Type, indices: &[u32]) -> R<(usize, usize)> {
        let mut start = 0;
        for &ix in indices {
            let fields: Vec<Type> = match self.m.types.inner(t) {
                TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                    fields.clone()
                }
                TypeInner::Array { elem, len } => vec![*elem; usize::try_from(*len).unwrap_or(0).min(256)],
                TypeInner::Vector { elem, len } => vec![*elem; *len as usize],
                _ => return unsupported("an aggregate index into a scalar"),
            };
            for f in fields.iter().take(ix as usize) {
                start += self.kinds(*f)?.len();
            }
            t = *fields
                .get(ix as usize)
                .ok_or(super::SelError { feature: "an aggregate index out of range".into(), inst: None })?;
        }
        Ok((start, self.kinds(t)?.len()))
    }

    /// A `bitcast` that changes the element count (`long` ↔ `uint2` ↔ `ushort4` ↔
    /// `uchar8`, `uint` ↔ `uchar4` …): the source parts packed into 32-bit words, element 0
    /// in the low bits, and the words cut into the destination's elements, each small
    /// element zero-extended in its register.
    fn repack(&mut self, v: &[Part], sk: &[K], dk: &[K], uniform: bool) -> R<Val> {
        let width = |k: &K| match k {
            K::I8 => Some(8u32),
            K::I16 | K::F16 | K::Bf16 => Some(16),
            K::I32 | K::F32 | K::I64Lo | K::I64Hi => Some(32),
            _ => None,
        };
        let (Some(sw), Some(dw)) = (
            sk.iter().map(width).collect::<Option<Vec<u32>>>(),
            dk.iter().map(width).collect::<Option<Vec<u32>>>(),
        ) else {
            return unsupported("`bitcast` of vectors of booleans or addresses");
        };
        let total: u32 = sw.iter().sum();
        if total != dw.iter().sum::<u32>() || v.len() != sw.len() {
            return unsupported("`bitcast` between types of different sizes");
        }
        let mask = |w: u32| Part::Imm(if w >= 32 { u32::MAX } else { (1u32 << w) - 1 });
        let mut words: Vec<Option<Part>> = vec![None; total.div_ceil(32) as usize];
        let mut at = 0u32;
        for (&p, &w) in v.iter().zip(&sw) {
            let off = at % 32;
            let piece = if w == 32 {
                p
            } else {
                let low = self.valu(O::VAndB32, &[mask(w), p], false);
                if off == 0 {
                    low
                } else {
                    self.valu(O::VLshlrevB32, &[Part::Imm(off), low], false)
                }
            };
            if let Some(slot) = words.get_mut((at / 32) as usize) {
                *slot = Some(match *slot {
                    None => piece,
                    Some(q) => self.valu(O::VOrB32, &[q, piece], false),
                });
            }
            at += w;
        }
        let mut out = Vec::with_capacity(dw.len());
        at = 0;
        for &w in &dw {
            let word = words.get((at / 32) as usize).copied().flatten().unwrap_or(Part::Imm(0));
            let off = at % 32;
            let part = if w == 32 {
                word
            } else {
                let moved =
                    if off == 0 { word } else { self.valu(O::VLshrrevB32, &[Part::Imm(off), word], false) };
                self.valu(O::VAndB32, &[mask(w), moved], false)
            };
            out.push(self.finish(part, uniform));
            at += w;
        }
        Ok(out)
    }

    fn cast(&mut self, op: CastOp, value: Value, ty: Type, uniform: bool) -> R<Val> {
        let st = self.m.value_type(self.f, value);
        let v = self.get(value)?;
        let sk = self.kinds(st)?;
        let dk = self.kinds(ty)?;
        if sk.len() > 2
            || dk.len() > 2
            || (sk.len() == 2 && sk.first() != Some(&K::I64Lo))
            || (dk.len() == 2 && dk.first() != Some(&K::I64Lo))
        {
            return match op {
                CastOp::BitCast if sk.len() == dk.len() => Ok(v),
                CastOp::BitCast => self.repack(&v, &sk, &dk, uniform),
                _ => unsupported(format!("`{}` of vectors", op.name())),
            };
        }
        let (Some(&s), Some(&d)) = (sk.first(), dk.first()) else {
            return unsupported(format!("`{}` of an empty value", op.name()));
        };
        let p = v.first().copied().unwrap_or(Part::Imm(0));
        let out = match op {
            CastOp::BitCast | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::AddrSpaceCast => {
                if sk.len() != dk.len() {
                    if op == CastOp::AddrSpaceCast {
                        return unsupported("casts between threadgroup and other address spaces");
                    }
                    // ptrtoint to a narrower integer: the low part.
                    let mut x: Val = v.iter().take(dk.len()).copied().collect();
                    while x.len() < dk.len() {
                        x.push(Part::Imm(0));
                    }
                    x
                } else {
                    v
                }
            }
            CastOp::Trunc => {
                let r = self.norm(p, d)?;
                vec![self.finish(r, uniform)]
            }
            CastOp::ZExt => {
                let lo = self.finish(p, uniform);
                if d == K::I64Lo {
                    vec![lo, Part::Imm(0)]
                } else {
                    vec![lo]
                }
            }
            CastOp::SExt => {
                let x = self.sext32(p, s);
                if d == K::I64Lo {
                    let hi = self.int32(BinaryOp::AShr, x, Part::Imm(31), uniform)?;
                    vec![self.finish(x, uniform), hi]
                } else {
                    let r = self.norm(x, d)?;
                    let r = self.finish(r, uniform);
                    // The wider narrow value's own sign extension is `x` (a signed
                    // division of it reads that instead of extending again).
                    if d != K::I32 && r.is_vector() == x.is_vector() && !matches!(x, Part::Imm(_)) {
                        self.remember(vec![r], vec![Part::Imm(bits_of(d))], MemoKind::Sext, vec![x]);
                    }
                    vec![r]
                }
            }
            CastOp::SIToFP | CastOp::UIToFP => {
                if s == K::I64Lo {
                    let hi = v.get(1).copied().unwrap_or(Part::Imm(0));
                    let f = self.i64_to_float(p, hi, op == CastOp::SIToFP, d)?;
                    return Ok(vec![self.finish(f, uniform)]);
                }
                let x = if op == CastOp::SIToFP { self.sext32(p, s) } else { p };
                let f =
                    self.valu(if op == CastOp::SIToFP { O::VCvtF32I32 } else { O::VCvtF32U32 }, &[x], false);
                let f = self.from_f32(f, d);
                vec![self.finish(f, uniform)]
            }
            CastOp::FPToSI | CastOp::FPToUI => {
                if d == K::I64Lo {
                    let x = self.to_f32(p, s);
                    let (l, h) = if op == CastOp::FPToSI { self.f32_to_s64(x)? } else { self.f32_to_u64(x) };
                    return Ok(vec![self.finish(l, uniform), self.finish(h, uniform)]);
                }
                let x = self.to_f32(p, s);
                let r =
                    self.valu(if op == CastOp::FPToSI { O::VCvtI32F32 } else { O::VCvtU32F32 }, &[x], false);
                let r = self.norm(r, d)?;
                vec![self.finish(r, uniform)]
            }
            CastOp::FPExt | CastOp::FPTrunc => {
                let r = match (s, d) {
                    (a, b) if a == b => p,
                    (K::F16 | K::Bf16 | K::F32, K::F16 | K::Bf16 | K::F32) => {
                        let f = self.to_f32(p, s);
                        self.from_f32(f, d)
                    }
                    _ => return unsupported("conversions with double precision"),
                };
                vec![self.finish(r, uniform)]
            }
        };
        Ok(out)
    }

    /// The byte address `base + Σ index × stride`.
    pub(super) fn gep_value(&mut self, source: Type, base: Val, indices: &[Value], base_ty: Type) -> R<Val> {
        let lds = self.m.types.addrspace(base_ty) == Some(3);
        let mut t = source;
        let mut konst: i64 = 0;
        let mut terms: Vec<(Val, u64)> = Vec::new();
        for (n, &ix) in indices.iter().enumerate() {
            let (stride, next) = if n == 0 {
                (self.size_of(t)?, t)
            } else {
                match self.m.types.inner(t).clone() {
                    TypeInner::Struct { fields, packed }
                    | TypeInner::Named { fields: Some(fields), packed, .. } => {
                        let Some(k) = self.const_index(ix) else {
                            return unsupported("a struct field at a run-time index");
                        };
                        let offsets = interp::layout::field_offsets(&self.m.types, t)
                            .map_err(|e| super::SelError { feature: e.to_string(), inst: None })?;
                        let _ = packed;
                        konst += *offsets.get(k).unwrap_or(&0) as i64;
                        t = *fields.get(k).unwrap_or(&t);
                        continue;
                    }
                    TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => {
                        (self.size_of(elem)?, elem)
                    }
                    _ => return unsupported("a getelementptr into a scalar"),
                }
            };
            if n > 0 {
                t = next;
            }
            match self.const_index_signed(ix) {
                Some(c) => konst = konst.wrapping_add(c.wrapping_mul(stride as i64)),
                None => match self.split_const_add(ix) {
                    Some((x, c)) => {
                        konst = konst.wrapping_add(c.wrapping_mul(stride as i64));
                        terms.push((self.get(x)?, stride));
                    }
                    None => terms.push((self.get(ix)?, stride)),
                },
            }
        }
        let it = indices.first().map(|v| self.m.value_type(self.f, *v));
        let _ = it;
        if lds {
            let mut addr = base.first().copied().unwrap_or(Part::Imm(0));
            for (v, stride) in terms {
                let x = v.first().copied().unwrap_or(Part::Imm(0));
                let uni = !x.is_vector() && !addr.is_vector();
                let scaled = self.int32(BinaryOp::Mul, x, Part::Imm(stride as u32), uni)?;
                addr = self.int32(BinaryOp::Add, addr, scaled, uni && !scaled.is_vector())?;
            }
            if konst != 0 {
                self.last_gep = Some((addr, Part::Imm(0), konst));
                let uni = !addr.is_vector();
                addr = match addr {
                    Part::Imm(a) => Part::Imm(a.wrapping_add(konst as u32)),
                    _ => self.int32(BinaryOp::Add, addr, Part::Imm(konst as u32), uni)?,
                };
            }
            return Ok(vec![addr]);
        }
        let mut lo = base.first().copied().unwrap_or(Part::Imm(0));
        let mut hi = base.get(1).copied().unwrap_or(Part::Imm(0));
        let (base_lo, base_hi) = (lo, hi);
        let single = terms.len() == 1;
        let memo = (!terms.is_empty())
            .then(|| self.gep_memo.iter().find(|e| e.base == (base_lo, base_hi) && e.terms == terms).cloned())
            .flatten();
        if let Some(e) = &memo {
            (lo, hi) = e.sum;
            if let Some(sl) = e.saddr_offset {
                self.last_scalar_based = Some((base_lo, base_hi, sl, konst));
            }
        }
        let memo_terms = if memo.is_none() && !terms.is_empty() { terms.clone() } else { Vec::new() };
        let mut saddr_offset = None;
        for (v, stride) in if memo.is_some() { Vec::new() } else { terms } {
            let (xl, xh) = match v.as_slice() {
                [l, h] => (*l, *h),
                [l] => {
                    // A 32-bit index is sign-extended (LLVM's GEP semantics).
                    let h = self.int32(BinaryOp::AShr, *l, Part::Imm(31), !l.is_vector())?;
                    (*l, h)
                }
                _ => return unsupported("a vector of indices"),
            };
            let uni = ![xl, xh].iter().any(|p| p.is_vector());
            let key_stride = [Part::Imm(stride as u32), Part::Imm((stride >> 32) as u32)];
            if stride != 1 && !uni {
                // A zero- or sign-extended 32-bit lane index: the scaled index and its
                // sum with the base are one multiply-add.
                if let Some(signed) = self.mad_form((xl, xh), (key_stride[0], key_stride[1])) {
                    (lo, hi) = self.mad64(xl, key_stride[0], signed, (lo, hi));
                    continue;
                }
            }
            let known = self.recall(&[xl, xh], &key_stride, MemoKind::Scaled);
            let (sl, sh) = if stride == 1 {
                (xl, xh)
            } else if let Some(out) = known {
                (out[0], out[1])
            } else {
                // `a[i]` and `b[i]`: the scaled index is shared, only the base differs.
                let r = if stride.is_power_of_two() {
                    self.shift64(BinaryOp::Shl, (xl, xh), Part::Imm(stride.trailing_zeros()), uni)?
                } else {
                    self.mul64((xl, xh), (key_stride[0], key_stride[1]), uni)
                };
                self.remember(vec![xl, xh], key_stride.to_vec(), MemoKind::Scaled, vec![r.0, r.1]);
                r
            };
            if single && sl.is_vector() && sh == Part::Imm(0) && !base_lo.is_vector() && !base_hi.is_vector()
            {
                // A scalar base plus a zero-extended 32-bit lane offset: GLOBAL's
                // `saddr` form takes the two as they are.
                self.last_scalar_based = Some((base_lo, base_hi, sl, konst));
                saddr_offset = Some(sl);
            }
            (lo, hi) = self.add64((lo, hi), (sl, sh), false);
        }
        if !memo_terms.is_empty() {
            if self.gep_memo.len() >= GEP_MEMO_ENTRIES {
                self.gep_memo.remove(0);
            }
            self.gep_memo.push(super::GepMemo {
                base: (base_lo, base_hi),
                terms: memo_terms,
                sum: (lo, hi),
                saddr_offset,
            });
        }
        if konst != 0 {
            self.last_gep = Some((lo, hi, konst));
            let k = konst as u64;
            (lo, hi) = self.add64((lo, hi), (Part::Imm(k as u32), Part::Imm((k >> 32) as u32)), false);
        }
        Ok(vec![lo, hi])
    }

    /// A 64-bit index `x + c` (or `x | c` where `x` has the bits of `c` clear) with a
    /// positive constant `c`, as `(x, c)`: the constant joins the getelementptr's
    /// constant offset, so `a[i + 1]` and `a[i]` share one address and the access
    /// takes the difference as its immediate offset. Exact: the index arithmetic is
    /// modulo 2^64 either way.
    fn split_const_add(&self, ix: Value) -> Option<(Value, i64)> {
        let Value::Inst(d) = ix else { return None };
        let Op::Binary { op, lhs, rhs, .. } = self.f.insts.get(d)?.op else { return None };
        if self.m.types.int_bits(self.m.value_type(self.f, ix)) != Some(64) {
            return None;
        }
        let c = self.const_index_signed(rhs).filter(|&c| c > 0)?;
        let disjoint = || 64 - (c as u64).leading_zeros() <= self.known_zero_low_bits(lhs, 4);
        match op {
            BinaryOp::Add => Some((lhs, c)),
            BinaryOp::Or if disjoint() => Some((lhs, c)),
            _ => None,
        }
    }

    /// How many low bits of integer `v` are known to be zero (shifts and multiplies by
    /// constants, through extensions), looking `depth` definitions deep.
    fn known_zero_low_bits(&self, v: Value, depth: u32) -> u32 {
        if let Some(c) = self.const_index_signed(v) {
            return if c == 0 { 64 } else { c.trailing_zeros() };
        }
        let Value::Inst(d) = v else { return 0 };
        if depth == 0 {
            return 0;
        }
        let Some(inst) = self.f.insts.get(d) else { return 0 };
        match inst.op {
            Op::Binary { op: BinaryOp::Shl, lhs, rhs, .. } => match self.const_index_signed(rhs) {
                Some(k @ 0..=63) => (self.known_zero_low_bits(lhs, depth - 1) + k as u32).min(64),
                _ => 0,
            },
            Op::Binary { op: BinaryOp::Mul, lhs, rhs, .. } => {
                (self.known_zero_low_bits(lhs, depth - 1) + self.known_zero_low_bits(rhs, depth - 1)).min(64)
            }
            Op::Binary { op: BinaryOp::And, lhs, rhs, .. } => {
                self.known_zero_low_bits(lhs, depth - 1).max(self.known_zero_low_bits(rhs, depth - 1))
            }
            Op::Binary { op: BinaryOp::Add | BinaryOp::Or, lhs, rhs, .. } => {
                self.known_zero_low_bits(lhs, depth - 1).min(self.known_zero_low_bits(rhs, depth - 1))
            }
            // A zero-extended value's low bits are its own (the source's width caps
            // what "all bits" means, so a source that is known zero counts its width).
            Op::Cast { op: CastOp::ZExt | CastOp::SExt, value } => {
                let w = self.m.types.int_bits(self.m.value_type(self.f, value)).unwrap_or(0);
                let z = self.known_zero_low_bits(value, depth - 1);
                if z >= w {
                    64
                } else {
                    z
                }
            }
            _ => 0,
        }
    }

    fn const_index_signed(&self, v: Value) -> Option<i64> {
        let Value::Const(c) = v else { return None };
        let ty = self.m.const_type(c);
        match self.m.constants.get(c)? {
            gpu_ir::ConstantData::Int { bits, .. } => {
                let w = self.m.types.int_bits(ty).unwrap_or(64);
                let x = *bits as u64;
                Some(if w >= 64 { x as i64 } else { ((x << (64 - w)) as i64) >> (64 - w) })
            }
            gpu_ir::ConstantData::Zero(_) | gpu_ir::ConstantData::Null(_) => Some(0),
            _ => None,
        }
    }

    fn size_of(&self, t: Type) -> R<u64> {
        interp::layout::layout(&self.m.types, t)
            .map(|l| l.size)
            .map_err(|e| super::SelError { feature: e.to_string(), inst: None })
    }

    // ---- memory ---------------------------------------------------------------------

    fn space(&self, ptr: Value) -> u32 {
        let t = self.m.value_type(self.f, ptr);
        self.m.types.addrspace(t).unwrap_or(0)
    }

    /// Splits a loaded or stored type into memory accesses, one per 32-bit part (at most):
    /// (byte offset, bytes, part kind), following the AIR layout (vectors packed by
    /// element, arrays by their element's allocation size, structs by field offsets).
    fn accesses(&self, ty: Type) -> R<Vec<(u32, u32, K)>> {
        let mut out = Vec::new();
        self.leaves(ty, 0, &mut out, 0)?;
        Ok(out)
    }

    fn leaves(&self, ty: Type, off: u64, out: &mut Vec<(u32, u32, K)>, depth: u32) -> R<()> {
        if depth > 16 || out.len() > 256 {
            return unsupported("a value of more than 256 registers");
        }
        let at = |o: u64| {
            u32::try_from(o)
                .map_err(|_| super::SelError { feature: "an offset over 4 GiB".into(), inst: None })
        };
        match self.m.types.inner(ty).clone() {
            TypeInner::Vector { elem, len } => {
                let stride = self.size_of(elem)?;
                for k in 0..u64::from(len) {
                    self.leaves(elem, off + k * stride, out, depth + 1)?;
                }
            }
            TypeInner::Array { elem, len } => {
                let stride = self.size_of(elem)?;
                for k in 0..len.min(256) {
                    self.leaves(elem, off + k * stride, out, depth + 1)?;
                }
            }
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                let offsets = interp::layout::field_offsets(&self.m.types, ty)
                    .map_err(|e| super::SelError { feature: e.to_string(), inst: None })?;
                for (f, o) in fields.iter().zip(offsets) {
                    self.leaves(*f, off + o, out, depth + 1)?;
                }
            }
            _ => {
                for (n, k) in self.kinds(ty)?.into_iter().enumerate() {
                    let bytes = match k {
                        K::Bool | K::I8 => 1,
                        K::I16 | K::F16 | K::Bf16 => 2,
                        _ => 4,
                    };
                    out.push((at(off + 4 * n as u64)?, bytes, k));
                }
            }
        }
        Ok(())
    }

    /// A load from constant memory at a scalar (wave-uniform) address, of whole aligned
    /// dwords: scalar loads through the constant cache, as LLVM selects them, instead of
    /// a vector load and `v_readfirstlane`. Device memory too where no write of the
    /// kernel can come before the load (`clobber`): the scalar cache would not see
    /// one. `None` where this does not apply (also for a result the uniformity analysis
    /// calls divergent, or a volatile load: `uniform` is false).
    fn load_scalar(&mut self, ty: Type, ptr: Value, uniform: bool, align: u32) -> R<Option<Val>> {
        let unclobbered = self.current.is_some_and(|i| self.unclobbered.contains(&i));
        let space_ok = match self.space(ptr) {
            2 => true,
            1 => unclobbered,
            _ => false,
        };
        if !uniform || align < 4 || !space_ok {
            return Ok(None);
        }
        let addr = self.get(ptr)?;
        let (lo, hi) =
            (addr.first().copied().unwrap_or(Part::Imm(0)), addr.get(1).copied().unwrap_or(Part::Imm(0)));
        if lo.is_vector() || hi.is_vector() {
            return Ok(None);
        }
        let acc = self.accesses(ty)?;
        if acc.is_empty() || acc.iter().any(|&(off, bytes, k)| bytes != 4 || off % 4 != 0 || k == K::Bool) {
            return Ok(None);
        }
        // A constant the pointer adds to a scalar base in this block goes into the
        // offset field (dwords on gfx6/7, so a multiple of 4); the add is then dead.
        let (lo, hi, k) = match self.folded.get(&ptr) {
            Some(&(l, h, k, b))
                if k % 4 == 0 && Some(b) == self.cur_block && !l.is_vector() && !h.is_vector() =>
            {
                (l, h, k)
            }
            _ => (lo, hi, 0),
        };
        let base = self.to_spair(lo, hi);
        let mut out = Vec::with_capacity(acc.len());
        let mut n = 0;
        while let Some(&(first, ..)) = acc.get(n) {
            // The longest run of consecutive dwords that one load covers.
            let run = acc[n..].iter().enumerate().take_while(|(j, a)| a.0 == first + 4 * *j as u32).count();
            let off = first.saturating_add(k);
            let (op, w) = match run {
                r if r >= 4 => (O::SLoadDwordx4, 4),
                r if r >= 2 => (O::SLoadDwordx2, 2),
                _ => (O::SLoadDword, 1),
            };
            // SMRD's offset field reaches 1,020 bytes on every generation.
            let (at, imm) = if off < 1024 {
                (base, off)
            } else {
                let (l, h) = self.add64((lo, hi), (Part::Imm(off), Part::Imm(0)), false);
                (self.to_spair(l, h), 0)
            };
            let d = self.stuple();
            self.emit_m(
                op,
                smallvec![Operand::tuple(Reg::VirtS(d), w)],
                smallvec![Operand::pair(Reg::VirtS(at))],
                Mods { offset: imm as i32, ..Mods::default() },
            );
            if w == 1 {
                out.push(Part::S(d));
            } else {
                let parts: Vec<u32> = (0..w).map(|_| self.s()).collect();
                self.emit(
                    O::ParallelCopy,
                    parts.iter().map(|&p| Self::sreg(p)).collect(),
                    smallvec![Operand::tuple(Reg::VirtS(d), w)],
                );
                if let [l, h] = parts[..] {
                    // A loaded 64-bit value: `to_spair` of its halves takes the loaded
                    // pair (a 64-bit compare's scalar operand).
                    self.pair_of_halves.insert((l, h), d);
                    for k in [l, h, d] {
                        self.halves_of.insert(k, (l, h));
                    }
                }
                out.extend(parts.into_iter().map(Part::S));
            }
            n += usize::from(w);
        }
        Ok(Some(out))
    }

    fn load(&mut self, ty: Type, ptr: Value, uniform: bool, volatile: bool) -> R<Val> {
        let space = self.space(ptr);
        let addr = self.get(ptr)?;
        let acc = self.accesses(ty)?;
        let mut out = Vec::new();
        match space {
            1 | 2 => {
                let base = self.global_base(ptr, &addr);
                let mut cur = None;
                let all_dwords = acc.iter().all(|a| a.1 == 4);
                if all_dwords && (acc.len() == 2 || acc.len() == 4) {
                    let (a, imm) = self.global_at(base, 0, &mut cur);
                    let d = self.v();
                    let op = self.global_op(if acc.len() == 2 {
                        O::GlobalLoadDwordx2
                    } else {
                        O::GlobalLoadDwordx4
                    });
                    self.vmem_addr(
                        op,
                        smallvec![Operand::tuple(Reg::VirtV(d), acc.len() as u8)],
                        a,
                        None,
                        volatile,
                        imm,
                    );
                    let parts: Vec<u32> = (0..acc.len()).map(|_| self.v()).collect();
                    self.emit(
                        O::ParallelCopy,
                        parts.iter().map(|&p| Self::vreg(p)).collect(),
                        smallvec![Operand::tuple(Reg::VirtV(d), acc.len() as u8)],
                    );
                    out.extend(parts.into_iter().map(Part::V));
                } else {
                    for (off, bytes, _k) in acc {
                        let (a, imm) = self.global_at(base, off, &mut cur);
                        let op = match bytes {
                            1 => O::GlobalLoadUbyte,
                            2 => O::GlobalLoadUshort,
                            _ => O::GlobalLoadDword,
                        };
                        let op = self.global_op(op);
                        let d = self.v();
                        self.vmem_addr(op, smallvec![Self::vreg(d)], a, None, volatile, imm);
                        out.push(Part::V(d));
                    }
                }
            }
            3 => {
                let (base, extra) = self.lds_base(ptr, &addr);
                let a = self.to_v(base);
                for (off, bytes, _k) in acc {
                    let off = off + extra;
                    let op = match bytes {
                        1 => O::DsReadU8,
                        2 => O::DsReadU16,
                        _ => O::DsReadB32,
                    };
                    let d = self.v();
                    self.emit_m(
                        op,
                        smallvec![Self::vreg(d)],
                        smallvec![Self::vreg(a)],
                        Mods { offset: off as i32, ..Mods::default() },
                    );
                    out.push(Part::V(d));
                }
            }
            0 => {
                let a = self.scratch_base(addr.first().copied().unwrap_or(Part::Imm(0)));
                for (off, bytes, _k) in acc {
                    let op = match bytes {
                        1 => O::BufferLoadUbyte,
                        2 => O::BufferLoadUshort,
                        _ => O::BufferLoadDword,
                    };
                    let d = self.v();
                    self.scratch(op, smallvec![Self::vreg(d)], a, None, off)?;
                    out.push(Part::V(d));
                }
            }
            s => return unsupported(format!("memory in address space {s}")),
        }
        // Booleans in memory are bytes: any non-zero byte is true.
        let kinds = self.kinds(ty)?;
        for (p, k) in out.iter_mut().zip(&kinds) {
            if *k == K::Bool {
                let m = self.cmp_mask_v(O::VCmpNeU32, &[Part::Imm(0), *p]);
                *p = self.bool_from_mask(m);
            }
        }
        Ok(out.into_iter().map(|p| self.finish(p, uniform)).collect())
    }

    /// The opcode to use for a global access on this generation (MUBUF on gfx6).
    fn global_op(&self, op: O) -> O {
        if self.t.gen != Gen::Gfx6 {
            return op;
        }
        match op {
            O::GlobalLoadDword => O::BufferLoadDword,
            O::GlobalLoadDwordx2 => O::BufferLoadDwordx2,
            O::GlobalLoadDwordx4 => O::BufferLoadDwordx4,
            O::GlobalLoadUbyte => O::BufferLoadUbyte,
            O::GlobalLoadSbyte => O::BufferLoadSbyte,
            O::GlobalLoadUshort => O::BufferLoadUshort,
            O::GlobalLoadSshort => O::BufferLoadSshort,
            O::GlobalStoreDword => O::BufferStoreDword,
            O::GlobalStoreDwordx2 => O::BufferStoreDwordx2,
            O::GlobalStoreDwordx4 => O::BufferStoreDwordx4,
            O::GlobalStoreByte => O::BufferStoreByte,
            O::GlobalStoreShort => O::BufferStoreShort,
            O::GlobalAtomicAdd => O::BufferAtomicAdd,
            O::GlobalAtomicCmpswap => O::BufferAtomicCmpswap,
            O::GlobalAtomicSub => O::BufferAtomicSub,
            O::GlobalAtomicSwap => O::BufferAtomicSwap,
            O::GlobalAtomicSmin => O::BufferAtomicSmin,
            O::GlobalAtomicUmin => O::BufferAtomicUmin,
            O::GlobalAtomicSmax => O::BufferAtomicSmax,
            O::GlobalAtomicUmax => O::BufferAtomicUmax,
            O::GlobalAtomicAnd => O::BufferAtomicAnd,
            O::GlobalAtomicOr => O::BufferAtomicOr,
            O::GlobalAtomicXor => O::BufferAtomicXor,
            other => other,
        }
    }

    /// The largest immediate byte offset a global access takes on this generation:
    /// GLOBAL's 13-bit (gfx9) or 12-bit (gfx10) signed field, MUBUF's 12 bits on gfx6;
    /// gfx7/8 FLAT has none.
    fn global_offset_limit(&self) -> u32 {
        match self.t.gen {
            Gen::Gfx6 | Gen::Gfx9 => 4095,
            Gen::Gfx7 | Gen::Gfx8 => 0,
            Gen::Gfx10 | Gen::Gfx10_3 => 2047,
        }
    }

    /// A global pointer as its address parts and a constant the access may fold (see
    /// `folded` and `scalar_based`).
    fn global_base(&self, ptr: Value, addr: &Val) -> GBase {
        let limit = self.global_offset_limit();
        let here = |b: Block| Some(b) == self.cur_block;
        let saddr = self.t.gen >= Gen::Gfx9;
        if let Some(&(lo, hi, v, k, b)) = self.scalar_based.get(&ptr) {
            if saddr && k <= limit && here(b) {
                return GBase { lo, hi, k, offset: Some(v) };
            }
        }
        let (lo, hi, k) = match self.folded.get(&ptr) {
            Some(&(lo, hi, k, b)) if k <= limit && here(b) => (lo, hi, k),
            _ => (
                addr.first().copied().unwrap_or(Part::Imm(0)),
                addr.get(1).copied().unwrap_or(Part::Imm(0)),
                0,
            ),
        };
        // A wave-uniform address needs no per-lane pair: the SGPR base with a zero
        // offset register.
        let offset = (saddr && !lo.is_vector() && !hi.is_vector()).then_some(Part::Imm(0));
        GBase { lo, hi, k, offset }
    }

    /// A threadgroup pointer as a base and a constant the DS offset field (16 bits)
    /// takes. Not on gfx6, where a DS offset does not work with a negative base.
    fn lds_base(&self, ptr: Value, addr: &Val) -> (Part, u32) {
        match self.folded.get(&ptr) {
            Some(&(lo, _, k, b)) if self.t.gen >= Gen::Gfx7 && k < 0x8000 && Some(b) == self.cur_block => {
                (lo, k)
            }
            _ => (addr.first().copied().unwrap_or(Part::Imm(0)), 0),
        }
    }

    /// The address operands and immediate offset of a global access `off` bytes past
    /// `base` (from `global_base`). `cur` is what the previous access of the same
    /// operation built and its distance from the base, reused while the offset field
    /// reaches.
    fn global_at(&mut self, base: GBase, off: u32, cur: &mut Option<(At, u32)>) -> (At, u32) {
        let limit = self.global_offset_limit();
        // Both are small: `base.k` within the offset field, `off` within one value's
        // accesses (at most 256 parts).
        let want = base.k.saturating_add(off);
        if let Some((a, b)) = *cur {
            if want >= b && want - b <= limit {
                return (a, want - b);
            }
        }
        let b = if want <= limit { 0 } else { want };
        let (lo, hi) = if b == 0 {
            (base.lo, base.hi)
        } else {
            self.add64((base.lo, base.hi), (Part::Imm(b), Part::Imm(0)), false)
        };
        let a = match base.offset {
            Some(v) if !lo.is_vector() && !hi.is_vector() => {
                let offset = match v {
                    Part::Imm(0) => self.zero_v(),
                    other => self.to_v(other),
                };
                At::Scalar { base: self.to_spair(lo, hi), offset }
            }
            _ => At::Pair(self.to_vpair(lo, hi)),
        };
        *cur = Some((a, b));
        (a, want - b)
    }

    /// A VGPR holding 0 in the active lanes (the offset of a uniform `saddr` access),
    /// shared while `exec` stays as it was.
    fn zero_v(&mut self) -> u32 {
        if let Some(z) = self.zero_vgpr {
            return z;
        }
        let z = self.v();
        self.emit(O::VMovB32, smallvec![Self::vreg(z)], smallvec![Operand::Imm(0)]);
        self.zero_vgpr = Some(z);
        z
    }

    /// [`Self::vmem_at`] at either form of global address.
    fn vmem_addr(&mut self, op: O, defs: Defs, at: At, data: Option<Operand>, glc: bool, offset: u32) {
        match at {
            At::Pair(a) => self.vmem_at(op, defs, a, data, glc, offset),
            At::Scalar { base, offset: v } => {
                let mut srcs = smallvec![Self::vreg(v)];
                srcs.extend(data);
                srcs.push(Operand::pair(Reg::VirtS(base)));
                self.emit_m(op, defs, srcs, Mods { glc, offset: offset as i32, ..Mods::default() });
            }
        }
    }

    /// Emits a global (or gfx6 buffer) access: `defs`, the address pair, store data.
    fn vmem(&mut self, op: O, defs: Defs, addr: u32, data: Option<Operand>, glc: bool) {
        self.vmem_at(op, defs, addr, data, glc, 0);
    }

    /// [`Self::vmem`] with an immediate byte offset (within `global_offset_limit`).
    fn vmem_at(&mut self, op: O, defs: Defs, addr: u32, data: Option<Operand>, glc: bool, offset: u32) {
        let mut mods = Mods { glc, offset: offset as i32, ..Mods::default() };
        if self.coherent && data.is_none() {
            // A system-coherent load: past the per-CU L1 (`glc`) and on gfx10+ the
            // shader array's L1 too (`dlc`), to L2, where every agent's stores meet.
            mods.glc = true;
            mods.dlc = self.t.gen >= Gen::Gfx10;
        }
        let srcs = if self.t.gen == Gen::Gfx6 {
            // buffer_* vdata, vaddr, srsrc, soffset addr64; an atomic that returns
            // gets its result in its data register.
            let data = match (data, defs.first()) {
                (Some(d), Some(def)) => {
                    self.emit(O::VMovB32, smallvec![*def], smallvec![d]);
                    Some(*def)
                }
                (d, _) => d,
            };
            let rsrc = self.rsrc.unwrap_or(0);
            mods.addr64 = true;
            let mut srcs: Srcs = data.into_iter().collect();
            srcs.extend([
                Operand::pair(Reg::VirtV(addr)),
                Operand::tuple(Reg::VirtS(rsrc), 4),
                Operand::Imm(0),
            ]);
            srcs
        } else {
            let mut srcs = smallvec![Operand::pair(Reg::VirtV(addr))];
            srcs.extend(data);
            srcs.push(Operand::Off);
            srcs
        };
        self.emit_m(op, defs, srcs, mods);
    }

    /// A thread-private access: MUBUF through the private segment buffer, `offen` with
    /// the byte offset in `addr` plus `off`, the wave's scratch offset as `soffset`.
    /// A private address for [`Self::scratch`]: a constant stays one (it may fit the
    /// offset field), anything else goes to a VGPR once for all the accesses.
    fn scratch_base(&mut self, p: Part) -> Part {
        match p {
            Part::Imm(_) => p,
            other => Part::V(self.to_v(other)),
        }
    }

    fn scratch(&mut self, op: O, defs: Defs, addr: Part, data: Option<Operand>, off: u32) -> R<()> {
        let (Some(rsrc), Some(wave)) = (self.scratch_rsrc, self.scratch_offset) else {
            return unsupported("thread-private memory outside an alloca");
        };
        let mut srcs: Srcs = data.into_iter().collect();
        if let Part::Imm(c) = addr {
            if let Some(at @ 0..4096) = c.checked_add(off) {
                // A constant address is all offset: no address register (no `offen`).
                srcs.extend([Operand::Off, Operand::tuple(Reg::VirtS(rsrc), 4), Self::sreg(wave)]);
                self.emit_m(op, defs, srcs, Mods { offset: at as i32, ..Mods::default() });
                return Ok(());
            }
        }
        let addr = self.to_v(addr);
        srcs.extend([Self::vreg(addr), Operand::tuple(Reg::VirtS(rsrc), 4), Self::sreg(wave)]);
        // MUBUF's immediate offset has 12 bits.
        let (addr_op, imm) = if off < 4096 {
            (None, off)
        } else {
            let d = self.v();
            self.emit(
                O::VAddU32,
                smallvec![Self::vreg(d)],
                smallvec![Operand::Imm(i64::from(off)), Self::vreg(addr)],
            );
            (Some(d), 0)
        };
        if let Some(d) = addr_op {
            let at = usize::from(srcs.len() == 4);
            srcs[at] = Self::vreg(d);
        }
        self.emit_m(op, defs, srcs, Mods { offen: true, offset: imm as i32, ..Mods::default() });
        Ok(())
    }

    fn store(&mut self, ptr: Value, value: Value) -> R<()> {
        let space = self.space(ptr);
        let addr = self.get(ptr)?;
        let vt = self.m.value_type(self.f, value);
        let acc = self.accesses(vt)?;
        let mut data = self.get(value)?;
        match space {
            1 => {
                let base = self.global_base(ptr, &addr);
                let mut cur = None;
                let all_dwords = acc.iter().all(|a| a.1 == 4);
                if all_dwords && (acc.len() == 2 || acc.len() == 4) {
                    let (a, imm) = self.global_at(base, 0, &mut cur);
                    let d = self.v();
                    let srcs: Srcs = data.iter().map(|p| p.op()).collect();
                    self.emit(
                        O::ParallelCopy,
                        smallvec![Operand::tuple(Reg::VirtV(d), acc.len() as u8)],
                        srcs,
                    );
                    let op = self.global_op(if acc.len() == 2 {
                        O::GlobalStoreDwordx2
                    } else {
                        O::GlobalStoreDwordx4
                    });
                    let x = Some(Operand::tuple(Reg::VirtV(d), acc.len() as u8));
                    self.vmem_addr(op, smallvec![], a, x, false, imm);
                    return Ok(());
                }
                for (n, (off, bytes, _)) in acc.into_iter().enumerate() {
                    let (a, imm) = self.global_at(base, off, &mut cur);
                    let x = data.get_mut(n).map(|p| *p).unwrap_or(Part::Imm(0));
                    let xv = self.to_v(x);
                    let op = self.global_op(match bytes {
                        1 => O::GlobalStoreByte,
                        2 => O::GlobalStoreShort,
                        _ => O::GlobalStoreDword,
                    });
                    self.vmem_addr(op, smallvec![], a, Some(Self::vreg(xv)), false, imm);
                }
            }
            3 => {
                let (base, extra) = self.lds_base(ptr, &addr);
                let a = self.to_v(base);
                for (n, (off, bytes, _)) in acc.into_iter().enumerate() {
                    let off = off + extra;
                    let x = data.get(n).copied().unwrap_or(Part::Imm(0));
                    let xv = self.to_v(x);
                    let op = match bytes {
                        1 => O::DsWriteB8,
                        2 => O::DsWriteB16,
                        _ => O::DsWriteB32,
                    };
                    self.emit_m(
                        op,
                        smallvec![],
                        smallvec![Self::vreg(a), Self::vreg(xv)],
                        Mods { offset: off as i32, ..Mods::default() },
                    );
                }
            }
            2 => return unsupported("stores to constant memory"),
            0 => {
                let a = self.scratch_base(addr.first().copied().unwrap_or(Part::Imm(0)));
                for (n, (off, bytes, _)) in acc.into_iter().enumerate() {
                    let x = data.get(n).copied().unwrap_or(Part::Imm(0));
                    let xv = self.to_v(x);
                    let op = match bytes {
                        1 => O::BufferStoreByte,
                        2 => O::BufferStoreShort,
                        _ => O::BufferStoreDword,
                    };
                    self.scratch(op, smallvec![], a, Some(Self::vreg(xv)), off)?;
                }
            }
            s => return unsupported(format!("memory in address space {s}")),
        }
        Ok(())
    }

    // ---- GPU operations -------------------------------------------------------------

    fn gpu(&mut self, op: &GpuOp, args: &[Value], ty: Type, uniform: bool) -> R<Option<Val>> {
        let arg = |s: &mut Self, n: usize| -> R<Val> {
            match args.get(n) {
                Some(v) => s.get(*v),
                None => unsupported("a GPU operation with too few operands"),
            }
        };
        match op {
            GpuOp::Barrier { kind, flags, .. } => {
                let wait = crate::wait::waitcnt_imm(self.t.gen, Some(0), Some(0));
                let flags = flags.unwrap_or(MemFlags(MemFlags::DEVICE | MemFlags::THREADGROUP));
                if flags.0 != 0 {
                    self.emit(O::SWaitcnt, smallvec![], smallvec![Operand::Imm(i64::from(wait))]);
                    if self.t.gen >= Gen::Gfx10 {
                        self.emit(
                            O::SWaitcntVscnt,
                            smallvec![],
                            smallvec![Operand::reg(Reg::Null), Operand::Imm(0)],
                        );
                    }
                }
                if *kind == BarrierKind::Threadgroup {
                    self.emit(O::SBarrier, smallvec![], smallvec![]);
                }
                Ok(None)
            }
            GpuOp::Fence { .. } => {
                let wait = crate::wait::waitcnt_imm(self.t.gen, Some(0), Some(0));
                self.emit(O::SWaitcnt, smallvec![], smallvec![Operand::Imm(i64::from(wait))]);
                if self.t.gen >= Gen::Gfx10 {
                    self.emit(
                        O::SWaitcntVscnt,
                        smallvec![],
                        smallvec![Operand::reg(Reg::Null), Operand::Imm(0)],
                    );
                }
                Ok(None)
            }
            GpuOp::CoherentAccess { store, space: 1, .. } => {
                // Loads read L2 (`vmem_at`); stores write through the L1s on every
                // generation. Then a wait for the access to complete, so volatile
                // accesses stay in program order and a store is visible before the next
                // instruction runs (docs/abi-amdgpu.md "System-coherent access").
                let (Some(&first), second) = (args.first(), args.get(1).copied()) else {
                    return unsupported("a system-coherent access with too few operands");
                };
                self.coherent = true;
                let r = match (*store, second) {
                    (true, Some(ptr)) => self.store(ptr, first).map(|_| None),
                    (true, None) => unsupported("a system-coherent store with too few operands"),
                    (false, _) => self.load(ty, first, false, true).map(Some),
                };
                self.coherent = false;
                let r = r?;
                let wait = crate::wait::waitcnt_imm(self.t.gen, Some(0), None);
                self.emit(O::SWaitcnt, smallvec![], smallvec![Operand::Imm(i64::from(wait))]);
                if *store && self.t.gen >= Gen::Gfx10 {
                    self.emit(
                        O::SWaitcntVscnt,
                        smallvec![],
                        smallvec![Operand::reg(Reg::Null), Operand::Imm(0)],
                    );
                }
                Ok(r)
            }
            GpuOp::SimdgroupSize { .. } => Ok(Some(vec![Part::Imm(32)])),
            GpuOp::Atomic { space, op: aop, ty: ety, .. } => {
                self.atomic(*space, *aop, *ety, args, ty, uniform).map(Some)
            }
            GpuOp::Llvm { op: lop, .. } => self.llvm(*lop, args, ty, uniform),
            GpuOp::Math { func: MathFn::Dot, ty: ety, .. } => {
                let k = match ety.scalar {
                    Scalar::F32 => K::F32,
                    Scalar::F16 => K::F16,
                    Scalar::BF16 => K::Bf16,
                    _ => return unsupported(format!("`{}`", op.name())),
                };
                let (a, b) = (arg(self, 0)?, arg(self, 1)?);
                if a.len() != b.len() {
                    return unsupported("`dot` of vectors of different lengths");
                }
                let r = self.dot(&a, &b, k)?;
                Ok(Some(vec![self.finish(r, uniform)]))
            }
            GpuOp::Math { func, ty: ety, .. } if ety.scalar == Scalar::Int(64) && ety.lanes == 1 => {
                let signed = ety.sign == Some(gpu_ir::gpu::Sign::Signed);
                let (a, b) = (arg(self, 0)?, if args.len() > 1 { arg(self, 1)? } else { vec![] });
                let v = match func {
                    MathFn::Min | MathFn::Max => {
                        let pred = match (func, signed) {
                            (MathFn::Max, true) => 38,
                            (MathFn::Min, true) => 40,
                            (MathFn::Max, false) => 34,
                            _ => 36,
                        };
                        let c = self.cmp64(pred, &a, &b, !uniform)?;
                        self.select_parts(c, &a, &b, uniform)?
                    }
                    MathFn::Abs if signed => {
                        let neg =
                            self.int64(BinaryOp::Sub, &vec![Part::Imm(0), Part::Imm(0)], &a, uniform)?;
                        let c = self.cmp64(40, &a, &vec![Part::Imm(0), Part::Imm(0)], !uniform)?;
                        self.select_parts(c, &neg, &a, uniform)?
                    }
                    MathFn::Abs => a,
                    _ => return unsupported(format!("`{}`", op.name())),
                };
                Ok(Some(v.into_iter().map(|p| self.finish(p, uniform)).collect()))
            }
            GpuOp::Math { func, ty: ety, .. } => {
                if ety.lanes != 1 {
                    return unsupported(format!("vector math (`{}`)", op.name()));
                }
                let mut xs = Vec::new();
                for n in 0..args.len() {
                    xs.push(arg(self, n)?.first().copied().unwrap_or(Part::Imm(0)));
                }
                let r = self.math(*func, *ety, &xs, op)?;
                Ok(Some(vec![self.finish(r, uniform)]))
            }
            GpuOp::Convert { dst, src } => {
                if dst.lanes != 1 || src.lanes != 1 {
                    return unsupported("vector conversions");
                }
                let x = arg(self, 0)?;
                let p = x.first().copied().unwrap_or(Part::Imm(0));
                let r = self.convert(*dst, *src, p, &x)?;
                Ok(Some(r.into_iter().map(|p| self.finish(p, uniform)).collect()))
            }
            _ if op.is_simd_collective() || matches!(op, GpuOp::VoteMask { .. }) => {
                self.simd(op, args, ty, uniform)
            }
            GpuOp::Texture { .. } => unsupported("textures"),
            GpuOp::Matrix(_) => unsupported("simdgroup_matrix"),
            other => {
                let _ = ty;
                unsupported(format!("`{}`", other.name()))
            }
        }
    }

    fn llvm(&mut self, op: LlvmOp, args: &[Value], ty: Type, uniform: bool) -> R<Option<Val>> {
        let mut xs = Vec::new();
        for a in args {
            xs.push(self.get(*a)?);
        }
        let x = |n: usize| xs.get(n).and_then(|v| v.first().copied()).unwrap_or(Part::Imm(0));
        let k = self.kind1(ty).ok();
        let r = match (op, k) {
            (LlvmOp::Assume | LlvmOp::LifetimeStart | LlvmOp::LifetimeEnd, _) => return Ok(None),
            (LlvmOp::Memset | LlvmOp::Memcpy, _) => {
                self.mem_intrinsic(op, args)?;
                return Ok(None);
            }
            (LlvmOp::FMulAdd | LlvmOp::Fma, Some(K::F32)) => self.valu(O::VFmaF32, &[x(0), x(1), x(2)], true),
            (LlvmOp::FMulAdd | LlvmOp::Fma, Some(K::F16)) if self.t.gen >= Gen::Gfx8 => {
                let h = self.valu(O::VFmaF16, &[x(0), x(1), x(2)], true);
                self.zero_high16(h)
            }
            (LlvmOp::FMulAdd | LlvmOp::Fma, Some(k @ (K::F16 | K::Bf16))) => {
                let (a, b, c) = (self.to_f32(x(0), k), self.to_f32(x(1), k), self.to_f32(x(2), k));
                let r = self.fma_to_odd(a, b, c);
                self.from_f32(r, k)
            }
            (LlvmOp::Round, Some(K::F32)) => self.round_away(x(0)),
            (LlvmOp::SMax, Some(K::I32)) => self.minmax(O::SMaxI32, O::VMaxI32, x(0), x(1), uniform),
            (LlvmOp::SMin, Some(K::I32)) => self.minmax(O::SMinI32, O::VMinI32, x(0), x(1), uniform),
            // Narrow signed: compared sign-extended, the result zero-extended again.
            (LlvmOp::SMax | LlvmOp::SMin, Some(k @ (K::I16 | K::I8))) => {
                let (a, b) = (self.sext32(x(0), k), self.sext32(x(1), k));
                let r = if op == LlvmOp::SMax {
                    self.minmax(O::SMaxI32, O::VMaxI32, a, b, uniform)
                } else {
                    self.minmax(O::SMinI32, O::VMinI32, a, b, uniform)
                };
                self.norm(r, k)?
            }
            // 64-bit: a 64-bit comparison and a select of both halves.
            (LlvmOp::SMax | LlvmOp::SMin | LlvmOp::UMax | LlvmOp::UMin, Some(K::I64Lo)) => {
                let pred = match op {
                    LlvmOp::SMax => 38,
                    LlvmOp::SMin => 40,
                    LlvmOp::UMax => 34,
                    _ => 36,
                };
                let (a, b) =
                    (xs.first().cloned().unwrap_or_default(), xs.get(1).cloned().unwrap_or_default());
                let c = self.cmp64(pred, &a, &b, !uniform)?;
                let v = self.select_parts(c, &a, &b, uniform)?;
                let v = v.into_iter().map(|p| self.finish(p, uniform)).collect();
                return Ok(Some(v));
            }
            (LlvmOp::UMax, Some(K::I32 | K::I16 | K::I8)) => {
                self.minmax(O::SMaxU32, O::VMaxU32, x(0), x(1), uniform)
            }
            (LlvmOp::UMin, Some(K::I32 | K::I16 | K::I8)) => {
                self.minmax(O::SMinU32, O::VMinU32, x(0), x(1), uniform)
            }
            (LlvmOp::Abs, Some(K::I32)) => {
                let n = self.int32(BinaryOp::Sub, Part::Imm(0), x(0), uniform)?;
                self.minmax(O::SMaxI32, O::VMaxI32, x(0), n, uniform)
            }
            (LlvmOp::FAbs, Some(K::F32)) => {
                self.int32(BinaryOp::And, x(0), Part::Imm(0x7fff_ffff), uniform)?
            }
            (LlvmOp::MinNum, Some(K::F32)) => self.valu(O::VMinF32, &[x(0), x(1)], false),
            (LlvmOp::MaxNum, Some(K::F32)) => self.valu(O::VMaxF32, &[x(0), x(1)], false),
            (LlvmOp::Sqrt, Some(K::F32)) => self.valu(O::VSqrtF32, &[x(0)], false),
            (LlvmOp::Floor, Some(K::F32)) => self.valu(O::VFloorF32, &[x(0)], false),
            (LlvmOp::Ceil, Some(K::F32)) => self.valu(O::VCeilF32, &[x(0)], false),
            (LlvmOp::Trunc, Some(K::F32)) => self.valu(O::VTruncF32, &[x(0)], false),
            (LlvmOp::Rint, Some(K::F32)) => self.valu(O::VRndneF32, &[x(0)], false),
            (LlvmOp::Exp2, Some(K::F32)) => self.valu(O::VExpF32, &[x(0)], false),
            (LlvmOp::Log2, Some(K::F32)) => self.valu(O::VLogF32, &[x(0)], false),
            (LlvmOp::Ctpop, Some(K::I32)) if uniform => self.salu_or_bcnt(x(0), uniform),
            (LlvmOp::Ctpop, Some(K::I32)) => self.valu(O::VBcntU32B32, &[x(0), Part::Imm(0)], true),
            // v_alignbit_b32 is the right funnel shift (by the amount's low 5 bits).
            (LlvmOp::Fshr, Some(K::I32)) => self.valu(O::VAlignbitB32, &[x(0), x(1), x(2)], true),
            (LlvmOp::Fshl, Some(K::I32)) => self.fshl32(x(0), x(1), x(2)),
            _ => return unsupported(format!("`llvm.{}` on {}", op.name(), self.m.types.display(ty))),
        };
        Ok(Some(vec![self.finish(r, uniform)]))
    }

    /// `llvm.fshl.i32`: the high word of `a:b << (c mod 32)`. A constant amount is one
    /// right funnel shift by `32 - c` (or `a` itself for a multiple of 32); otherwise
    /// `a:b` is first shifted right by one (`a >> 1 : alignbit(a, b, 1)`), so that the
    /// right funnel shift by `31 - c`, which is `!c` in the low 5 bits, also covers c = 0.
    fn fshl32(&mut self, a: Part, b: Part, c: Part) -> Part {
        if let Part::Imm(k) = c {
            return match k % 32 {
                0 => a,
                k => self.valu(O::VAlignbitB32, &[a, b, Part::Imm(32 - k)], true),
            };
        }
        let low = self.valu(O::VAlignbitB32, &[a, b, Part::Imm(1)], true);
        let high = self.valu(O::VLshrrevB32, &[Part::Imm(1), a], false);
        let amount = self.valu(O::VNotB32, &[c], false);
        self.valu(O::VAlignbitB32, &[high, low, amount], true)
    }

    fn salu_or_bcnt(&mut self, x: Part, _uniform: bool) -> Part {
        let s = self.to_s(x);
        if x.is_vector() {
            // Only reached for uniform values held in vector registers.
            let _ = s;
        }
        self.salu(O::SBcnt1I32B32, &[Part::S(s)])
    }

    fn minmax(&mut self, sop: O, vop: O, a: Part, b: Part, uniform: bool) -> Part {
        if uniform {
            let a = Part::S(self.to_s(a));
            self.salu(sop, &[a, b])
        } else {
            self.valu(vop, &[a, b], false)
        }
    }

    fn math(&mut self, func: MathFn, ty: Elem, xs: &[Part], op: &GpuOp) -> R<Part> {
        let x = |n: usize| xs.get(n).copied().unwrap_or(Part::Imm(0));
        let name = format!("`{}`", op.name());
        let fast = matches!(op, GpuOp::Math { fast: true, .. });
        if let Scalar::Int(bits @ (8 | 16 | 32)) = ty.scalar {
            return self.int_math(func, ty, bits, xs, &name);
        }
        if ty.scalar == Scalar::Int(64) {
            return unsupported(name);
        }
        if let Some(k) = match ty.scalar {
            Scalar::F16 => Some(K::F16),
            Scalar::BF16 => Some(K::Bf16),
            _ => None,
        } {
            // Widened to f32 (exact) for the functions whose f32 result is exactly
            // representable in the narrow format or, for `sqrt`, rounds to it correctly
            // (f32 carries more than twice the bits); `fma` rounds to odd first.
            let exact = matches!(
                func,
                MathFn::Fabs
                    | MathFn::Floor
                    | MathFn::Ceil
                    | MathFn::Trunc
                    | MathFn::Rint
                    | MathFn::Round
                    | MathFn::Fmin
                    | MathFn::Fmax
                    | MathFn::Fmod
                    | MathFn::Sqrt
                    | MathFn::Fma
            );
            // Transcendentals: the f32 result (within an ulp or two of f32) rounded to the
            // narrow format, which is off by one narrow ulp only next to a tie.
            let rounded_twice = matches!(
                func,
                MathFn::Exp | MathFn::Exp2 | MathFn::Log | MathFn::Log2 | MathFn::Sin | MathFn::Cos
            );
            let exact = exact || rounded_twice;
            if !exact {
                return unsupported(name);
            }
            if func == MathFn::Fma && k == K::F16 && self.t.gen >= Gen::Gfx8 {
                let h = self.valu(O::VFmaF16, &[x(0), x(1), x(2)], true);
                return Ok(self.zero_high16(h));
            }
            let wide: Vec<Part> = xs.iter().map(|&p| self.to_f32(p, k)).collect();
            let w = |n: usize| wide.get(n).copied().unwrap_or(Part::Imm(0));
            let r = match func {
                MathFn::Fma => self.fma_to_odd(w(0), w(1), w(2)),
                MathFn::Fabs => {
                    return self.int32(
                        BinaryOp::And,
                        xs.first().copied().unwrap_or(Part::Imm(0)),
                        Part::Imm(0x7fff),
                        false,
                    )
                }
                _ => {
                    let f32_ty = gpu_ir::gpu::Elem { scalar: Scalar::F32, ..ty };
                    self.math(func, f32_ty, &wide, op)?
                }
            };
            return Ok(self.from_f32(r, k));
        }
        if ty.scalar != Scalar::F32 {
            return unsupported(name);
        }
        let log2e = Part::Imm(std::f32::consts::LOG2_E.to_bits());
        let ln2 = Part::Imm(std::f32::consts::LN_2.to_bits());
        Ok(match func {
            MathFn::Fabs => self.valu(O::VAndB32, &[Part::Imm(0x7fff_ffff), x(0)], false),
            MathFn::Sqrt => self.valu(O::VSqrtF32, &[x(0)], false),
            MathFn::Rsqrt => {
                // Negative operands give the interpreter's NaN (the x86 default NaN, sign
                // set); the hardware's is positive. Class bits 2–4: −inf, −normal, −denormal.
                let r = self.valu(O::VRsqF32, &[x(0)], false);
                let neg = self.cmp_mask_v(O::VCmpClassF32, &[x(0), Part::Imm(0x1c)]);
                self.cndmask(r, Part::Imm(0xffc0_0000), neg)
            }
            MathFn::Exp2 => self.valu(O::VExpF32, &[x(0)], false),
            MathFn::Log2 => self.valu(O::VLogF32, &[x(0)], false),
            MathFn::Exp if !fast => self.exp_precise(x(0)),
            MathFn::Exp => {
                let t = self.valu(O::VMulF32, &[log2e, x(0)], false);
                self.valu(O::VExpF32, &[t], false)
            }
            MathFn::Log if !fast => self.log_precise(x(0)),
            MathFn::Log => {
                let t = self.valu(O::VLogF32, &[x(0)], false);
                self.valu(O::VMulF32, &[ln2, t], false)
            }
            // The fast variants take the same reduction: it costs four instructions and
            // keeps the result within an ulp or two of the precise one.
            MathFn::Sin | MathFn::Cos => self.sincos_precise(x(0), func == MathFn::Sin),
            MathFn::Floor => self.valu(O::VFloorF32, &[x(0)], false),
            MathFn::Ceil => self.valu(O::VCeilF32, &[x(0)], false),
            MathFn::Trunc => self.valu(O::VTruncF32, &[x(0)], false),
            MathFn::Rint => self.valu(O::VRndneF32, &[x(0)], false),
            MathFn::Fract => self.valu(O::VFractF32, &[x(0)], false),
            MathFn::Fmin => self.valu(O::VMinF32, &[x(0), x(1)], false),
            MathFn::Fmax => self.valu(O::VMaxF32, &[x(0), x(1)], false),
            MathFn::Fma => self.valu(O::VFmaF32, &[x(0), x(1), x(2)], true),
            MathFn::Round => self.round_away(x(0)),
            MathFn::Fmod => self.fmod(x(0), x(1)),
            MathFn::Atan2 => self.atan2(x(0), x(1)),
            MathFn::Ldexp => self.ldexp(x(0), x(1)),
            _ => return unsupported(name),
        })
    }

    /// Metal's integer `min`, `max`, `clamp`, `abs` on 8-, 16- and 32-bit integers
    /// (narrow ones zero-extended in their register; signed ones compared sign-extended).
    fn int_math(&mut self, func: MathFn, ty: Elem, bits: u32, xs: &[Part], name: &str) -> R<Part> {
        let signed = ty.sign == Some(gpu_ir::gpu::Sign::Signed);
        let k = match bits {
            8 => K::I8,
            16 => K::I16,
            _ => K::I32,
        };
        let mut x: Vec<Part> = xs.iter().map(|&p| if signed { self.sext32(p, k) } else { p }).collect();
        while x.len() < 3 {
            x.push(Part::Imm(0));
        }
        let (vmin, vmax) = if signed { (O::VMinI32, O::VMaxI32) } else { (O::VMinU32, O::VMaxU32) };
        let r = match func {
            MathFn::Min => self.valu(vmin, &[x[0], x[1]], false),
            MathFn::Max => self.valu(vmax, &[x[0], x[1]], false),
            MathFn::Min3 => {
                let t = self.valu(vmin, &[x[0], x[1]], false);
                self.valu(vmin, &[t, x[2]], false)
            }
            MathFn::Max3 => {
                let t = self.valu(vmax, &[x[0], x[1]], false);
                self.valu(vmax, &[t, x[2]], false)
            }
            // clamp(x, lo, hi) = min(max(x, lo), hi), as the MSL specification defines it.
            MathFn::Clamp => {
                let t = self.valu(vmax, &[x[0], x[1]], false);
                self.valu(vmin, &[t, x[2]], false)
            }
            MathFn::Abs if signed => {
                let n = self.valu(O::VSubU32, &[Part::Imm(0), x[0]], false);
                self.valu(O::VMaxI32, &[x[0], n], false)
            }
            MathFn::Abs => x[0],
            _ => return unsupported(name.to_string()),
        };
        self.norm(r, k)
    }

    /// `llvm.memset` / `llvm.memcpy` with a constant length: unrolled into 4-byte (when
    /// both the length and the pointers' alignment allow) or 1-byte accesses.
    fn mem_intrinsic(&mut self, op: LlvmOp, args: &[Value]) -> R<()> {
        let (Some(&dst), Some(&second), Some(&len)) = (args.first(), args.get(1), args.get(2)) else {
            return unsupported("a memory intrinsic with too few operands");
        };
        let Some(n) = self.const_index(len).map(|n| n as u64) else {
            return unsupported(format!("`llvm.{}` of a run-time length", op.name()));
        };
        if n > 4096 {
            return unsupported(format!("`llvm.{}` of more than 4096 bytes", op.name()));
        }
        let dspace = self.space(dst);
        let dbase = self.get(dst)?;
        let (sspace, sbase) =
            if op == LlvmOp::Memcpy { (self.space(second), Some(self.get(second)?)) } else { (0, None) };
        let value = if op == LlvmOp::Memset {
            let v = self.get(second)?;
            let b = p0(&v);
            match b {
                Part::Imm(x) => Some(Part::Imm((x & 0xff) * 0x0101_0101)),
                other => {
                    let byte = self.valu(O::VAndB32, &[Part::Imm(0xff), other], false);
                    Some(self.valu(O::VMulLoU32, &[byte, Part::Imm(0x0101_0101)], true))
                }
            }
        } else {
            None
        };
        let word = n % 4 == 0;
        let step = if word { 4 } else { 1 };
        let mut off = 0u64;
        while off < n {
            let d = self.offset_ptr(&dbase, dspace, off)?;
            let data = match (value, &sbase) {
                (Some(v), _) => vec![if step == 4 {
                    v
                } else {
                    self.int32(BinaryOp::And, v, Part::Imm(0xff), !v.is_vector())?
                }],
                (None, Some(sb)) => {
                    let sp = self.offset_ptr(sb, sspace, off)?;
                    self.raw_load(sspace, &sp, step)?
                }
                _ => return unsupported("a memory intrinsic without a source"),
            };
            self.raw_store(dspace, &d, p0(&data), step)?;
            off += u64::from(step);
        }
        Ok(())
    }

    /// A pointer value `off` bytes further.
    fn offset_ptr(&mut self, base: &Val, space: u32, off: u64) -> R<Val> {
        if off == 0 {
            return Ok(base.clone());
        }
        let lo = p0(base);
        if space == 3 || space == 0 {
            let uni = !lo.is_vector();
            let r = match lo {
                Part::Imm(a) => Part::Imm(a.wrapping_add(off as u32)),
                _ => self.int32(BinaryOp::Add, lo, Part::Imm(off as u32), uni)?,
            };
            let mut v = vec![r];
            if let Some(h) = base.get(1) {
                v.push(*h);
            }
            return Ok(v);
        }
        let hi = base.get(1).copied().unwrap_or(Part::Imm(0));
        let b = if lo.is_vector() || hi.is_vector() {
            (Part::V(self.to_v(lo)), hi)
        } else {
            (Part::S(self.to_s(lo)), hi)
        };
        let (l, h) = self.add64(b, (Part::Imm(off as u32), Part::Imm((off >> 32) as u32)), false);
        Ok(vec![l, h])
    }

    /// Loads `bytes` (1 or 4) from a pointer value in `space`.
    fn raw_load(&mut self, space: u32, ptr: &Val, bytes: u32) -> R<Val> {
        let d = self.v();
        match space {
            1 | 2 => {
                let a = self.to_vpair(p0(ptr), ptr.get(1).copied().unwrap_or(Part::Imm(0)));
                let op = self.global_op(if bytes == 4 { O::GlobalLoadDword } else { O::GlobalLoadUbyte });
                self.vmem(op, smallvec![Self::vreg(d)], a, None, false);
            }
            3 => {
                let a = self.to_v(p0(ptr));
                self.emit(
                    if bytes == 4 { O::DsReadB32 } else { O::DsReadU8 },
                    smallvec![Self::vreg(d)],
                    smallvec![Self::vreg(a)],
                );
            }
            0 => {
                let a = self.scratch_base(p0(ptr));
                self.scratch(
                    if bytes == 4 { O::BufferLoadDword } else { O::BufferLoadUbyte },
                    smallvec![Self::vreg(d)],
                    a,
                    None,
                    0,
                )?;
            }
            s => return unsupported(format!("memory in address space {s}")),
        }
        Ok(vec![Part::V(d)])
    }

    /// Stores the low `bytes` (1 or 4) of `x` through a pointer value in `space`.
    fn raw_store(&mut self, space: u32, ptr: &Val, x: Part, bytes: u32) -> R<()> {
        let xv = self.to_v(x);
        match space {
            1 => {
                let a = self.to_vpair(p0(ptr), ptr.get(1).copied().unwrap_or(Part::Imm(0)));
                let op = self.global_op(if bytes == 4 { O::GlobalStoreDword } else { O::GlobalStoreByte });
                self.vmem(op, smallvec![], a, Some(Self::vreg(xv)), false);
            }
            3 => {
                let a = self.to_v(p0(ptr));
                self.emit(
                    if bytes == 4 { O::DsWriteB32 } else { O::DsWriteB8 },
                    smallvec![],
                    smallvec![Self::vreg(a), Self::vreg(xv)],
                );
            }
            0 => {
                let a = self.scratch_base(p0(ptr));
                self.scratch(
                    if bytes == 4 { O::BufferStoreDword } else { O::BufferStoreByte },
                    smallvec![],
                    a,
                    Some(Self::vreg(xv)),
                    0,
                )?;
            }
            s => return unsupported(format!("stores to address space {s}")),
        }
        Ok(())
    }

    fn convert(&mut self, dst: Elem, src: Elem, p: Part, whole: &Val) -> R<Val> {
        use gpu_ir::gpu::Sign;
        let kind = |e: Elem| -> R<K> {
            Ok(match e.scalar {
                Scalar::F32 => K::F32,
                Scalar::F16 => K::F16,
                Scalar::BF16 => K::Bf16,
                Scalar::Int(1) => K::Bool,
                Scalar::Int(8) => K::I8,
                Scalar::Int(16) => K::I16,
                Scalar::Int(32) => K::I32,
                Scalar::Int(64) => K::I64Lo,
                _ => return unsupported(format!("conversions with {}", e)),
            })
        };
        let (dk, sk) = (kind(dst)?, kind(src)?);
        let signed = |e: Elem| e.sign == Some(Sign::Signed);
        let r = match (dk, sk) {
            (K::F32 | K::F16 | K::Bf16, K::F32 | K::F16 | K::Bf16) => {
                let f = self.to_f32(p, sk);
                self.from_f32(f, dk)
            }
            (K::F32 | K::F16 | K::Bf16, K::Bool | K::I8 | K::I16 | K::I32) => {
                let x = if signed(src) { self.sext32(p, sk) } else { p };
                let f = self.valu(if signed(src) { O::VCvtF32I32 } else { O::VCvtF32U32 }, &[x], false);
                self.from_f32(f, dk)
            }
            (K::Bool, K::F32 | K::F16 | K::Bf16) => {
                let f = self.to_f32(p, sk);
                let m = self.cmp_mask_v(O::VCmpNeqF32, &[Part::Imm(0), f]);
                self.bool_from_mask(m)
            }
            (K::I8 | K::I16 | K::I32, K::F32 | K::F16 | K::Bf16) => {
                let f = self.to_f32(p, sk);
                let r = self.valu(if signed(dst) { O::VCvtI32F32 } else { O::VCvtU32F32 }, &[f], false);
                self.norm(r, dk)?
            }
            (K::Bool, K::Bool | K::I8 | K::I16 | K::I32) => {
                let m = self.cmp_mask_v(O::VCmpNeU32, &[Part::Imm(0), p]);
                self.bool_from_mask(m)
            }
            (K::I8 | K::I16 | K::I32, K::Bool | K::I8 | K::I16 | K::I32) => {
                let x = if signed(src) { self.sext32(p, sk) } else { p };
                self.norm(x, dk)?
            }
            (K::I64Lo, K::Bool | K::I8 | K::I16 | K::I32) => {
                let x = if signed(src) { self.sext32(p, sk) } else { p };
                let hi = if signed(src) {
                    self.int32(BinaryOp::AShr, x, Part::Imm(31), !x.is_vector())?
                } else {
                    Part::Imm(0)
                };
                return Ok(vec![x, hi]);
            }
            (K::I8 | K::I16 | K::I32, K::I64Lo) => self.norm(p, dk)?,
            (K::F32 | K::F16 | K::Bf16, K::I64Lo) => {
                let hi = whole.get(1).copied().unwrap_or(Part::Imm(0));
                self.i64_to_float(p, hi, signed(src), dk)?
            }
            (K::I64Lo, K::F32 | K::F16 | K::Bf16) => {
                let x = self.to_f32(p, sk);
                let (l, h) = if signed(dst) { self.f32_to_s64(x)? } else { self.f32_to_u64(x) };
                return Ok(vec![l, h]);
            }
            (K::I64Lo, K::I64Lo) => return Ok(whole.clone()),
            _ => return unsupported(format!("conversion from {src} to {dst}")),
        };
        Ok(vec![r])
    }

    fn atomic(
        &mut self,
        space: AtomicSpace,
        op: AtomicOp,
        ety: Elem,
        args: &[Value],
        ty: Type,
        uniform: bool,
    ) -> R<Val> {
        let float = ety.scalar == Scalar::F32;
        let wide = ety.scalar == Scalar::Int(64);
        if ety.lanes != 1 || !(matches!(ety.scalar, Scalar::Int(32)) || float || wide) {
            return unsupported(format!("atomics on {ety}"));
        }
        let get = |s: &mut Self, n: usize| -> R<Val> {
            match args.get(n) {
                Some(v) => s.get(*v),
                None => unsupported("an atomic with too few operands"),
            }
        };
        let ptr = get(self, 0)?;
        let signed = ety.sign == Some(gpu_ir::gpu::Sign::Signed);
        let has_result = !matches!(self.m.types.inner(ty), TypeInner::Void);
        match op {
            AtomicOp::Load => {
                let Some(p) = args.first() else { return unsupported("an atomic load without a pointer") };
                return self.load(ty, *p, uniform, true);
            }
            AtomicOp::Store => {
                let (Some(p), Some(v)) = (args.first(), args.get(1)) else {
                    return unsupported("an atomic store without operands");
                };
                self.store(*p, *v)?;
                return Ok(vec![]);
            }
            _ => {}
        }
        let lds = space == AtomicSpace::Local;
        if wide {
            return self.atomic64(lds, op, signed, &ptr, args, has_result, uniform);
        }
        let addr_of = |s: &mut Self, ptr: &Val| {
            if lds {
                s.to_v(p0(ptr))
            } else {
                s.to_vpair(p0(ptr), ptr.get(1).copied().unwrap_or(Part::Imm(0)))
            }
        };
        if op == AtomicOp::CmpXchgWeak {
            // (ptr, expected*, desired): one compare-swap; the value seen goes back to
            // *expected (unchanged where the swap succeeded, since it equals it there).
            let (Some(&eptr), Some(&desired)) = (args.get(1), args.get(2)) else {
                return unsupported("a compare-exchange without operands");
            };
            let ety_ty = self.m.value_type(self.f, desired);
            let expected = self.load(ety_ty, eptr, false, true)?;
            let want = self.first_v(&expected);
            let new = self.get(desired)?;
            let new = self.first_v(&new);
            let a = addr_of(self, &ptr);
            let seen = self.cas(lds, a, want, new);
            let espace = self.space(eptr);
            let ep = self.get(eptr)?;
            self.raw_store(espace, &ep, Part::V(seen), 4)?;
            return Ok(if has_result { vec![self.finish(Part::V(seen), uniform)] } else { vec![] });
        }
        let value = get(self, 1)?;
        let x = value.first().copied().unwrap_or(Part::Imm(0));
        if float && op != AtomicOp::Xchg {
            let fop = match op {
                AtomicOp::Add => O::VAddF32,
                AtomicOp::Sub => O::VSubF32,
                AtomicOp::Min => O::VMinF32,
                AtomicOp::Max => O::VMaxF32,
                _ => return unsupported(format!("atomic {} on floats", op.name())),
            };
            let xv = Part::V(self.to_v(x));
            let a = addr_of(self, &ptr);
            let old = self.cas_loop(lds, a, |s, old| s.valu(fop, &[old, xv], false));
            return Ok(if has_result { vec![self.finish(old, uniform)] } else { vec![] });
        }
        let xv = self.to_v(x);
        let d = self.v();
        match space {
            AtomicSpace::Global => {
                let Some((gop, _)) = atomic_opcodes(op, signed) else {
                    return unsupported(format!("device atomic {}", op.name()));
                };
                let gop = self.global_op(gop);
                let (lo, hi) = (
                    ptr.first().copied().unwrap_or(Part::Imm(0)),
                    ptr.get(1).copied().unwrap_or(Part::Imm(0)),
                );
                let a = self.to_vpair(lo, hi);
                let defs = if has_result { smallvec![Self::vreg(d)] } else { smallvec![] };
                self.vmem(gop, defs, a, Some(Self::vreg(xv)), has_result);
            }
            AtomicSpace::Local => {
                let Some((_, lop)) = atomic_opcodes(op, signed) else {
                    return unsupported(format!("threadgroup atomic {}", op.name()));
                };
                let a = self.to_v(ptr.first().copied().unwrap_or(Part::Imm(0)));
                self.emit(lop, smallvec![Self::vreg(d)], smallvec![Self::vreg(a), Self::vreg(xv)]);
            }
        }
        if !has_result {
            return Ok(vec![]);
        }
        Ok(vec![self.finish(Part::V(d), uniform)])
    }
}

#[allow(dead_code)]
fn _unused(_: &Val) {}

impl Isel<'_> {
    /// A 64-bit integer atomic read-modify-write or compare-exchange (`atomic_ulong`,
    /// `atomic_long`): one `*_x2` (device) or `ds_*_u64` (threadgroup) instruction on every
    /// generation. Values travel as VGPR pairs; the old value comes back as two parts.
    #[allow(clippy::too_many_arguments)]
    fn atomic64(
        &mut self,
        lds: bool,
        op: AtomicOp,
        signed: bool,
        ptr: &Val,
        args: &[Value],
        has_result: bool,
        uniform: bool,
    ) -> R<Val> {
        let pair = |r: u32| Operand::pair(Reg::VirtV(r));
        let part = |v: &Val, n: usize| v.get(n).copied().unwrap_or(Part::Imm(0));
        let addr = if lds { self.to_v(p0(ptr)) } else { self.to_vpair(p0(ptr), part(ptr, 1)) };
        let gfx6 = self.t.gen == Gen::Gfx6;
        let rsrc = Operand::tuple(Reg::VirtS(self.rsrc.unwrap_or(0)), 4);
        let buffer_mods = Mods { glc: true, addr64: true, ..Mods::default() };
        let old = if op == AtomicOp::CmpXchgWeak {
            // (ptr, expected*, desired): one compare-swap; the value seen goes back to
            // *expected (unchanged where the swap succeeded, since it equals it there).
            let (Some(&eptr), Some(&desired)) = (args.get(1), args.get(2)) else {
                return unsupported("a compare-exchange without operands");
            };
            let ety_ty = self.m.value_type(self.f, desired);
            let expected = self.load(ety_ty, eptr, false, true)?;
            let new = self.get(desired)?;
            let seen = self.v();
            if lds {
                let (cmp, newv) = (
                    self.to_vpair(part(&expected, 0), part(&expected, 1)),
                    self.to_vpair(part(&new, 0), part(&new, 1)),
                );
                self.emit(
                    O::DsCmpstRtnB64,
                    smallvec![pair(seen)],
                    smallvec![Self::vreg(addr), pair(cmp), pair(newv)],
                );
            } else {
                // The data quad is (new, compare); the old value comes back in its first
                // pair on MUBUF, in a separate pair on FLAT/GLOBAL.
                let data = self.v();
                let quad = Operand::tuple(Reg::VirtV(data), 4);
                let srcs = [part(&new, 0), part(&new, 1), part(&expected, 0), part(&expected, 1)];
                self.emit(O::ParallelCopy, smallvec![quad], srcs.iter().map(|p| p.op()).collect());
                if gfx6 {
                    self.emit_m(
                        O::BufferAtomicCmpswapX2,
                        smallvec![pair(data)],
                        smallvec![quad, pair(addr), rsrc, Operand::Imm(0)],
                        buffer_mods,
                    );
                    self.emit(O::ParallelCopy, smallvec![pair(seen)], smallvec![pair(data)]);
                } else {
                    self.vmem(O::GlobalAtomicCmpswapX2, smallvec![pair(seen)], addr, Some(quad), true);
                }
            }
            let (lo, hi) = self.split_vpair(seen);
            let espace = self.space(eptr);
            let ep = self.get(eptr)?;
            self.store_dwords(espace, &ep, &[lo, hi])?;
            (lo, hi)
        } else {
            let Some([gop, bop, ds_rtn, ds_plain]) = atomic64_opcodes(op, signed) else {
                return unsupported(format!("64-bit atomic {}", op.name()));
            };
            let Some(&x) = args.get(1) else { return unsupported("an atomic with too few operands") };
            let x = self.get(x)?;
            let data = self.to_vpair(part(&x, 0), part(&x, 1));
            let r = self.v();
            if lds {
                if has_result || ds_rtn == ds_plain {
                    self.emit(ds_rtn, smallvec![pair(r)], smallvec![Self::vreg(addr), pair(data)]);
                } else {
                    self.emit(ds_plain, smallvec![], smallvec![Self::vreg(addr), pair(data)]);
                }
            } else if gfx6 {
                // MUBUF returns the old value in the data registers themselves.
                let defs = if has_result { smallvec![pair(data)] } else { smallvec![] };
                let mods = Mods { glc: has_result, ..buffer_mods };
                self.emit_m(bop, defs, smallvec![pair(data), pair(addr), rsrc, Operand::Imm(0)], mods);
                if has_result {
                    self.emit(O::ParallelCopy, smallvec![pair(r)], smallvec![pair(data)]);
                }
            } else {
                let defs = if has_result { smallvec![pair(r)] } else { smallvec![] };
                self.vmem(gop, defs, addr, Some(pair(data)), has_result);
            }
            if !has_result {
                return Ok(vec![]);
            }
            self.split_vpair(r)
        };
        if !has_result {
            return Ok(vec![]);
        }
        Ok(vec![self.finish(old.0, uniform), self.finish(old.1, uniform)])
    }

    /// Stores 32-bit parts to consecutive dwords at `ptr` in address space `space`
    /// (device, threadgroup or thread-private).
    fn store_dwords(&mut self, space: u32, ptr: &Val, parts: &[Part]) -> R<()> {
        let base_lo = p0(ptr);
        let base_hi = ptr.get(1).copied().unwrap_or(Part::Imm(0));
        for (n, &x) in parts.iter().enumerate() {
            let off = 4 * n as u32;
            let xv = self.to_v(x);
            match space {
                1 => {
                    let (lo, hi) = if off == 0 {
                        (base_lo, base_hi)
                    } else {
                        let lo = Part::V(self.to_v(base_lo));
                        self.add64((lo, base_hi), (Part::Imm(off), Part::Imm(0)), false)
                    };
                    let a = self.to_vpair(lo, hi);
                    let op = self.global_op(O::GlobalStoreDword);
                    self.vmem(op, smallvec![], a, Some(Self::vreg(xv)), false);
                }
                3 => {
                    let a = self.to_v(base_lo);
                    self.emit_m(
                        O::DsWriteB32,
                        smallvec![],
                        smallvec![Self::vreg(a), Self::vreg(xv)],
                        Mods { offset: off as i32, ..Mods::default() },
                    );
                }
                0 => {
                    let a = self.scratch_base(base_lo);
                    self.scratch(O::BufferStoreDword, smallvec![], a, Some(Self::vreg(xv)), off)?;
                }
                s => return unsupported(format!("stores to address space {s}")),
            }
        }
        Ok(())
    }
}

// Children of this module, so that they share the selection helpers above.
#[path = "math.rs"]
mod math;
#[path = "simd.rs"]
mod simd;

#[cfg(test)]
mod tests {
    use super::{udiv_magic, Magic};

    /// The division `udivrem_const` selects, evaluated exactly as the instructions do.
    fn divide(n: u32, d: u32) -> u32 {
        let mulhi = |a: u32, b: u32| ((u64::from(a) * u64::from(b)) >> 32) as u32;
        match udiv_magic(d) {
            Magic::Short { m, shift } => mulhi(n, m) >> shift,
            Magic::Long { m, shift } => {
                let t = mulhi(n, m);
                (((n - t) >> 1) + t) >> (shift - 1)
            }
        }
    }

    #[test]
    fn constant_division_matches_the_quotient() {
        let divisors = [
            3u32,
            5,
            6,
            7,
            9,
            10,
            11,
            12,
            13,
            25,
            100,
            125,
            641,
            1000,
            6700417,
            0x7fff_ffff,
            0x8000_0001,
            u32::MAX - 1,
            u32::MAX,
        ];
        let mut seed = 0x9e37_79b9_u32;
        for &d in &divisors {
            let mut ns = vec![
                0,
                1,
                d - 1,
                d,
                d.wrapping_add(1),
                u32::MAX,
                u32::MAX - 1,
                u32::MAX / d * d,
                (u32::MAX / d * d).wrapping_sub(1),
            ];
            for _ in 0..2000 {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                ns.push(seed);
            }
            for n in ns {
                assert_eq!(divide(n, d), n / d, "{n} / {d} ({:?})", udiv_magic(d));
            }
        }
        // Both forms occur.
        assert!(matches!(udiv_magic(3), Magic::Short { .. }));
        assert!(matches!(udiv_magic(7), Magic::Long { .. }));
    }
}
