//! Instruction selection of single gpu-ir instructions: integer and float arithmetic,
//! comparisons and selects, conversions, vectors and aggregates, address arithmetic,
//! device and threadgroup memory, barriers, atomics and SIMD-group operations.

use super::mi::{
    AtomicOp as MAtomic, BitOp, Conv, FCond, FUnary, Format, ICond, Loc, Locs, Mop, ShuffleKind as MShuffle,
};
use super::{unsupported, Isel, SelError, Val, K, R};
use gpu_ir::gpu::{AtomicOp, AtomicSpace, GpuOp, LlvmOp, MathFn, Scalar};
use gpu_ir::{BinaryOp, CastOp, Inst as IrInst, Op, Type, TypeInner, Value};
use smallvec::smallvec;

fn p0(v: &Val) -> Loc {
    v.first().copied().unwrap_or(Loc::Imm(0))
}

fn sel_err(e: impl std::fmt::Display) -> SelError {
    SelError { feature: e.to_string(), inst: None }
}

/// Float immediates are written by bits; these are the ones isel needs.
const F32_ONE: u32 = 0x3f80_0000;
const F16_ONE: u32 = 0x3c00;
const F32_NEG_ZERO: u32 = 0x8000_0000;
const F16_NEG_ZERO: u32 = 0x8000;

impl Isel<'_> {
    // ---- integer helpers -------------------------------------------------------------

    fn add32(&mut self, a: Loc, b: Loc) -> Loc {
        self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![a, b])
    }
    fn and32(&mut self, a: Loc, m: u32) -> Loc {
        self.op(Mop::Bitop(BitOp::And), 2, smallvec![a, Loc::Imm(m)])
    }
    /// `cc(a, b) ? 1 : 0` in a register of `halves`.
    pub(super) fn icmp_bool(&mut self, cc: ICond, invert: bool, a: Loc, b: Loc, halves: u8) -> Loc {
        let (t, f) = if invert { (Loc::Imm(0), Loc::Imm(1)) } else { (Loc::Imm(1), Loc::Imm(0)) };
        self.op(Mop::Icmpsel(cc), halves.max(2), smallvec![a, b, t, f])
    }
    fn fcmp_bool(&mut self, cc: FCond, invert: bool, a: Loc, b: Loc) -> Loc {
        let (t, f) = if invert { (Loc::Imm(0), Loc::Imm(1)) } else { (Loc::Imm(1), Loc::Imm(0)) };
        self.op(Mop::Fcmpsel(cc), 2, smallvec![a, b, t, f])
    }

    /// Keeps an integer result in its kind's range (narrow kinds are zero-extended).
    fn norm(&mut self, p: Loc, k: K) -> Loc {
        match (k, p) {
            (_, Loc::Imm(x)) => Loc::Imm(match k {
                K::Bool => x & 1,
                K::I8 => x & 0xff,
                K::I16 => x & 0xffff,
                _ => x,
            }),
            (K::Bool, _) => self.and32(p, 1),
            (K::I8, _) => self.and32(p, 0xff),
            (K::I16, _) => self.and32(p, 0xffff),
            _ => p,
        }
    }

    /// A narrow integer sign-extended to 32 bits.
    fn sext32(&mut self, p: Loc, k: K) -> Loc {
        let bits = match k {
            K::Bool => 1,
            K::I8 => 8,
            K::I16 => 16,
            _ => return p,
        };
        if let Loc::Imm(x) = p {
            let s = 32 - bits;
            return Loc::Imm((((x << s) as i32) >> s) as u32);
        }
        let up = self.op(Mop::Shl, 2, smallvec![p, Loc::Imm(32 - bits)]);
        self.op(Mop::Asr, 2, smallvec![up, Loc::Imm(32 - bits)])
    }

    pub(super) fn int32(&mut self, op: BinaryOp, a: Loc, b: Loc) -> R<Loc> {
        use BinaryOp::*;
        if let (Loc::Imm(x), Loc::Imm(y)) = (a, b) {
            if let Some(v) = codegen::fold::int32(op, x, y) {
                return Ok(Loc::Imm(v));
            }
        }
        // Division by a power of two: a shift or a mask (signed: rounded toward zero).
        if let Loc::Imm(d) = b {
            if d.is_power_of_two() {
                let k = d.trailing_zeros();
                match op {
                    UDiv => return Ok(self.op(Mop::Lshr, 2, smallvec![a, Loc::Imm(k)])),
                    URem => return Ok(self.and32(a, d - 1)),
                    SDiv | SRem if k > 0 && k < 31 => {
                        // bias = (a >> 31) >>> (32 - k): d - 1 for negative a.
                        let sign = self.op(Mop::Asr, 2, smallvec![a, Loc::Imm(31)]);
                        let bias = self.op(Mop::Lshr, 2, smallvec![sign, Loc::Imm(32 - k)]);
                        let t = self.add32(a, bias);
                        if op == SDiv {
                            return Ok(self.op(Mop::Asr, 2, smallvec![t, Loc::Imm(k)]));
                        }
                        let m = self.op(Mop::Bitop(BitOp::And), 2, smallvec![t, Loc::Imm(!(d - 1))]);
                        return Ok(self.op(
                            Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
                            2,
                            smallvec![a, m],
                        ));
                    }
                    _ => {}
                }
            }
        }
        Ok(match op {
            Add => self.add32(a, b),
            Sub => self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![a, b]),
            Mul => self.op(Mop::Imadd { sext: false }, 2, smallvec![a, b, Loc::Imm(0)]),
            And => self.op(Mop::Bitop(BitOp::And), 2, smallvec![a, b]),
            Or => self.op(Mop::Bitop(BitOp::Or), 2, smallvec![a, b]),
            Xor => self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![a, b]),
            // LLVM's shifts by ≥ 32 are poison; the hardware masks the amount to 7 bits.
            Shl => self.op(Mop::Shl, 2, smallvec![a, b]),
            LShr => self.op(Mop::Lshr, 2, smallvec![a, b]),
            AShr => self.op(Mop::Asr, 2, smallvec![a, b]),
            UDiv | URem => self.udivrem(a, b, op == URem),
            SDiv | SRem => self.sdivrem(a, b, op == SRem),
            other => return unsupported(format!("integer `{}`", other.name())),
        })
    }

    /// Unsigned 32-bit division by restoring shift-subtract over the 32 quotient bits
    /// (G13 has no divide instruction). Division by zero gives all ones, remainder `a`.
    fn udivrem(&mut self, a: Loc, b: Loc, rem: bool) -> Loc {
        let mut r = Loc::Imm(0);
        let mut q = Loc::Imm(0);
        let a = self.in_reg(a, 2);
        let b = self.in_reg(b, 2);
        for bit in (0..32u32).rev() {
            // r = (r << 1) | ((a >> bit) & 1)
            let abit = self.op(Mop::Lshr, 2, smallvec![a, Loc::Imm(bit)]);
            let abit = self.and32(abit, 1);
            let r2 = self.op(Mop::Iadd { neg: false, shift: 1, sext: [false; 2] }, 2, smallvec![abit, r]);
            // if r2 >= b { r2 -= b; q |= 1 << bit }
            let diff = self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![r2, b]);
            r = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![r2, b, r2, diff]);
            let qb = self.op(Mop::Bitop(BitOp::Or), 2, smallvec![q, Loc::Imm(1 << bit)]);
            q = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![r2, b, q, qb]);
        }
        if rem {
            r
        } else {
            q
        }
    }

    fn sdivrem(&mut self, a: Loc, b: Loc, rem: bool) -> Loc {
        let neg = |s: &mut Self, x: Loc| {
            s.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![Loc::Imm(0), x])
        };
        let abs = |s: &mut Self, x: Loc| {
            let n = neg(s, x);
            s.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![x, Loc::Imm(0), n, x])
        };
        let (ua, ub) = (abs(self, a), abs(self, b));
        let r = self.udivrem(ua, ub, rem);
        // The quotient is negative when the signs differ; the remainder takes a's sign.
        let sign = if rem { a } else { self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![a, b]) };
        let nr = neg(self, r);
        self.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![sign, Loc::Imm(0), nr, r])
    }

    fn int64(&mut self, op: BinaryOp, a: Loc, b: Loc) -> R<Loc> {
        use BinaryOp::*;
        Ok(match op {
            Add => self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 4, smallvec![a, b]),
            Sub => self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 4, smallvec![a, b]),
            And | Or | Xor => {
                let ((al, ah), (bl, bh)) = (self.split(a), self.split(b));
                let (lo, hi) = (self.int32(op, al, bl)?, self.int32(op, ah, bh)?);
                self.wide(lo, hi)
            }
            Mul => {
                // a·b mod 2^64 = al·bl (64-bit) + ((al·bh + ah·bl) << 32).
                let ((al, ah), (bl, bh)) = (self.split(a), self.split(b));
                let low = self.op(Mop::Imadd { sext: false }, 4, smallvec![al, bl, Loc::Imm(0)]);
                let c1 = self.op(Mop::Imadd { sext: false }, 2, smallvec![al, bh, Loc::Imm(0)]);
                let cross = self.op(Mop::Imadd { sext: false }, 2, smallvec![ah, bl, c1]);
                let (ll, lh) = self.split(low);
                let hi = self.add32(lh, cross);
                self.wide(ll, hi)
            }
            UDiv | URem => {
                let (q, r) = self.udivrem64(a, b)?;
                if op == UDiv {
                    q
                } else {
                    r
                }
            }
            SDiv | SRem => {
                // On magnitudes; the quotient is negative when the signs differ, the
                // remainder takes the dividend's sign.
                let ((_, ah), (_, bh)) = (self.split(a), self.split(b));
                let (ua, ub) = (self.abs64(a, ah), self.abs64(b, bh));
                let (q, r) = self.udivrem64(ua, ub)?;
                let (v, sign) = if op == SDiv {
                    (q, self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![ah, bh]))
                } else {
                    (r, ah)
                };
                let n = self.neg64(v);
                let neg = self.icmp_bool(ICond::Slt, false, sign, Loc::Imm(0), 2);
                self.select(neg, n, v, K::I64)
            }
            Shl | LShr | AShr => {
                let ((lo, hi), (amount, _)) = (self.split(a), self.split(b));
                let amount = self.and32(amount, 63);
                self.shift64(op, lo, hi, amount)
            }
            other => return unsupported(format!("64-bit integer `{}`", other.name())),
        })
    }

    fn neg64(&mut self, x: Loc) -> Loc {
        let zero = self.in_reg(Loc::Imm(0), 4);
        self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 4, smallvec![zero, x])
    }

    /// `|x|` of a 64-bit value whose high half is `hi`.
    fn abs64(&mut self, x: Loc, hi: Loc) -> Loc {
        let n = self.neg64(x);
        let neg = self.icmp_bool(ICond::Slt, false, hi, Loc::Imm(0), 2);
        self.select(neg, n, x, K::I64)
    }

    /// Unsigned 64-bit division and remainder: restoring division, one quotient bit per
    /// iteration of a 64-trip loop (a divisor of 0 gives all ones and the dividend).
    fn udivrem64(&mut self, n: Loc, d: Loc) -> R<(Loc, Loc)> {
        let ((nl, nh), (dl, dh)) = (self.split(n), self.split(d));
        let (dl, dh) = (self.in_reg(dl, 2), self.in_reg(dh, 2));
        // Loop-carried: the dividend shifting out into the quotient, and the remainder.
        let (ql, qh, rl, rh) = (self.v(2), self.v(2), self.v(2), self.v(2));
        self.emit(Mop::ParallelCopy, smallvec![ql, qh, rl, rh], smallvec![nl, nh, Loc::Imm(0), Loc::Imm(0)]);
        self.counted_loop(64, |s| {
            let or = |s: &mut Self, x: Loc, y: Loc| s.op(Mop::Bitop(BitOp::Or), 2, smallvec![x, y]);
            let top_q = s.op(Mop::Lshr, 2, smallvec![qh, Loc::Imm(31)]);
            let top_r = s.op(Mop::Lshr, 2, smallvec![rl, Loc::Imm(31)]);
            let rh1 = s.op(Mop::Shl, 2, smallvec![rh, Loc::Imm(1)]);
            let rh1 = or(s, rh1, top_r);
            let rl1 = s.op(Mop::Iadd { neg: false, shift: 1, sext: [false; 2] }, 2, smallvec![top_q, rl]);
            let carry = s.op(Mop::Lshr, 2, smallvec![ql, Loc::Imm(31)]);
            let qh1 = s.op(Mop::Iadd { neg: false, shift: 1, sext: [false; 2] }, 2, smallvec![carry, qh]);
            let ql1 = s.op(Mop::Shl, 2, smallvec![ql, Loc::Imm(1)]);
            // r < d, on (high, low).
            let lt_lo = s.icmp_bool(ICond::Ult, false, rl1, dl, 2);
            let lt_hi = s.icmp_bool(ICond::Ult, false, rh1, dh, 2);
            let lt = s.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![rh1, dh, lt_lo, lt_hi]);
            let r1 = s.wide(rl1, rh1);
            let dd = s.wide(dl, dh);
            let diff = s.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 4, smallvec![r1, dd]);
            let (sl, sh) = s.split(diff);
            let nrl = s.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![lt, Loc::Imm(0), sl, rl1]);
            let nrh = s.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![lt, Loc::Imm(0), sh, rh1]);
            let bit = s.op(Mop::Bitop(BitOp::Xor), 2, smallvec![lt, Loc::Imm(1)]);
            let nql = or(s, ql1, bit);
            s.emit(Mop::ParallelCopy, smallvec![ql, qh, rl, rh], smallvec![nql, qh1, nrl, nrh]);
            Ok(())
        })?;
        Ok((self.wide(ql, qh), self.wide(rl, rh)))
    }

    /// 64-bit shifts from 32-bit ones. The hardware takes shift amounts modulo 128 and
    /// shifts in arbitrary precision, so `x << (s - 32)` is 0 for `s < 32` and
    /// `x >> (32 - s)` is 0 for `s > 32`: the terms need no selects.
    fn shift64(&mut self, op: BinaryOp, lo: Loc, hi: Loc, s: Loc) -> Loc {
        let sub = Mop::Iadd { neg: true, shift: 0, sext: [false; 2] };
        let s_minus_32 = self.op(sub, 2, smallvec![s, Loc::Imm(32)]);
        let left = self.op(sub, 2, smallvec![Loc::Imm(32), s]);
        let or = |me: &mut Self, x: Loc, y: Loc| me.op(Mop::Bitop(BitOp::Or), 2, smallvec![x, y]);
        match op {
            BinaryOp::Shl => {
                let h1 = self.op(Mop::Shl, 2, smallvec![hi, s]);
                let h2 = self.op(Mop::Lshr, 2, smallvec![lo, left]);
                let h3 = self.op(Mop::Shl, 2, smallvec![lo, s_minus_32]);
                let h = or(self, h1, h2);
                let h = or(self, h, h3);
                let l = self.op(Mop::Shl, 2, smallvec![lo, s]);
                self.wide(l, h)
            }
            BinaryOp::LShr => {
                let l1 = self.op(Mop::Lshr, 2, smallvec![lo, s]);
                let l2 = self.op(Mop::Shl, 2, smallvec![hi, left]);
                let l3 = self.op(Mop::Lshr, 2, smallvec![hi, s_minus_32]);
                let l = or(self, l1, l2);
                let l = or(self, l, l3);
                let h = self.op(Mop::Lshr, 2, smallvec![hi, s]);
                self.wide(l, h)
            }
            _ => {
                // Arithmetic: below 32 the low half takes bits of both; from 32 on it is
                // the high half shifted arithmetically.
                let l1 = self.op(Mop::Lshr, 2, smallvec![lo, s]);
                let l2 = self.op(Mop::Shl, 2, smallvec![hi, left]);
                let small = or(self, l1, l2);
                let big = self.op(Mop::Asr, 2, smallvec![hi, s_minus_32]);
                let l = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![s, Loc::Imm(32), small, big]);
                let h = self.op(Mop::Asr, 2, smallvec![hi, s]);
                self.wide(l, h)
            }
        }
    }

    // ---- floats ------------------------------------------------------------------

    /// A float operation in `halves` (1: half, 2: float).
    fn float(&mut self, op: BinaryOp, a: Loc, b: Loc, halves: u8) -> R<Loc> {
        Ok(match op {
            BinaryOp::FAdd => self.op(Mop::Fadd { mods: [0, 0] }, halves, smallvec![a, b]),
            BinaryOp::FSub => self.op(Mop::Fadd { mods: [0, 1] }, halves, smallvec![a, b]),
            BinaryOp::FMul => self.op(Mop::Fmul { mods: [0, 0] }, halves, smallvec![a, b]),
            BinaryOp::FDiv => {
                // q0 = a·rcp(b), then one correction with the residual a - b·q0 (fused),
                // which rounds like a division wherever q0 is finite and non-zero.
                let r = self.op(Mop::Funary(FUnary::Rcp), halves, smallvec![b]);
                let q0 = self.op(Mop::Fmul { mods: [0, 0] }, halves, smallvec![a, r]);
                let e = self.op(Mop::Fmadd { mods: [1, 0, 0] }, halves, smallvec![b, q0, a]);
                let q = self.op(Mop::Fmadd { mods: [0, 0, 0] }, halves, smallvec![e, r, q0]);
                let inf = if halves == 1 { 0x7c00 } else { 0x7f80_0000 };
                let ninf = if halves == 1 { 0xfc00 } else { 0xff80_0000 };
                let zero = Loc::Imm(0);
                let q = self.op(Mop::Fcmpsel(FCond::Eq), halves, smallvec![q0, zero, q0, q]);
                let q = self.op(Mop::Fcmpsel(FCond::Eq), halves, smallvec![q0, Loc::Imm(inf), q0, q]);
                self.op(Mop::Fcmpsel(FCond::Eq), halves, smallvec![q0, Loc::Imm(ninf), q0, q])
            }
            other => return unsupported(format!("float `{}`", other.name())),
        })
    }

    /// A float of `k` as a 32-bit float register.
    pub(super) fn widen_f32(&mut self, p: Loc, k: K) -> Loc {
        match (k, p) {
            // Constants widen here (an immediate's bits are read in the instruction's
            // size, 32 bits, and would not be the half they stand for).
            (K::F16, Loc::Imm(x)) => Loc::Imm((crate::sim::float::f16_in(x as u16) as f32).to_bits()),
            (K::Bf16, Loc::Imm(x)) => Loc::Imm((x & 0xffff) << 16),
            // Multiplying by 1 is exact and keeps the sign of zero.
            (K::F16, _) => self.op(Mop::Fmul { mods: [0, 0] }, 2, smallvec![p, Loc::Imm(F32_ONE)]),
            (K::Bf16, _) => self.op(Mop::Shl, 2, smallvec![p, Loc::Imm(16)]),
            _ => p,
        }
    }

    /// A 32-bit float rounded to `k` (nearest even).
    pub(super) fn narrow_f32(&mut self, p: Loc, k: K) -> Loc {
        // Constants round here (an immediate's bits are read in the instruction's size).
        if let Loc::Imm(x) = p {
            match k {
                K::F16 => {
                    return Loc::Imm(u32::from(crate::sim::float::f16_out(f64::from(f32::from_bits(x)))))
                }
                K::Bf16 if f32::from_bits(x).is_nan() => return Loc::Imm(0x7fc0),
                K::Bf16 => return Loc::Imm(x.wrapping_add(0x7fff + ((x >> 16) & 1)) >> 16),
                _ => {}
            }
        }
        match k {
            K::F16 => self.op(Mop::Fmul { mods: [0, 0] }, 1, smallvec![p, Loc::Imm(F16_ONE)]),
            K::Bf16 => {
                // bits + 0x7fff + ((bits >> 16) & 1), high half; NaN becomes 0x7fc0.
                let lsb = self.op(Mop::Lshr, 2, smallvec![p, Loc::Imm(16)]);
                let lsb = self.and32(lsb, 1);
                let bias = self.add32(lsb, Loc::Imm(0x7fff));
                let sum = self.add32(p, bias);
                let r = self.op(Mop::Lshr, 2, smallvec![sum, Loc::Imm(16)]);
                let nan = Loc::Imm(0x7fc0);
                // x == x is false only for NaN.
                self.op(Mop::Fcmpsel(FCond::Eq), 2, smallvec![p, p, r, nan])
            }
            _ => p,
        }
    }

    /// Runs a 32-bit float computation on operands of kind `k` and rounds the result back.
    fn in_f32(&mut self, k: K, args: &[Loc], f: impl FnOnce(&mut Self, &[Loc]) -> R<Loc>) -> R<Loc> {
        match k {
            K::F32 => f(self, args),
            K::F16 => f(self, args),
            K::Bf16 => {
                let xs: Locs = args.iter().map(|a| self.widen_f32(*a, K::Bf16)).collect();
                let r = f(self, &xs)?;
                Ok(self.narrow_f32(r, K::Bf16))
            }
            _ => unsupported("float arithmetic on a non-float value"),
        }
    }

    /// The dot product of two float vectors of kind `k`.
    /// `dot` as the interpreter computes it: the products summed in element order in
    /// double precision from +0, rounded once. G13 has no doubles, so the sum is carried
    /// as an unevaluated pair of floats: each product split exactly into its rounded value
    /// and its error (`fmadd x, y, -p`), each addition's error recovered by Knuth's
    /// two-sum, the errors summed apart and added once at the end. That is the sum to
    /// about 48 bits, so the one rounding to float is the interpreter's except for sums
    /// within 2⁻⁴⁸ of a rounding boundary. Half and bfloat elements are widened (their
    /// products are exact) and the float result rounded to their format.
    fn in_f32_all(&mut self, k: K, a: &[Loc], b: &[Loc]) -> R<Loc> {
        if !matches!(k, K::F32 | K::F16 | K::Bf16) || a.len() != b.len() || a.is_empty() {
            return unsupported(format!("`dot` of {k:?} vectors"));
        }
        const NEG_B: [u8; 2] = [0, 1];
        let mut hi = Loc::Imm(0);
        let mut lo = Loc::Imm(0);
        for (n, (x, y)) in a.iter().zip(b).enumerate() {
            let (x, y) = (self.widen_f32(*x, k), self.widen_f32(*y, k));
            let (x, y) = (self.in_reg(x, 2), self.in_reg(y, 2));
            let p = self.op(Mop::Fmul { mods: [0, 0] }, 2, smallvec![x, y]);
            let e = self.op(Mop::Fmadd { mods: [0, 0, 1] }, 2, smallvec![x, y, p]);
            if n == 0 {
                // +0 + p: a -0 product sums to +0 as the interpreter's does.
                hi = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![Loc::Imm(0), p]);
                lo = e;
                continue;
            }
            let s = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![hi, p]);
            let bb = self.op(Mop::Fadd { mods: NEG_B }, 2, smallvec![s, hi]);
            let ab = self.op(Mop::Fadd { mods: NEG_B }, 2, smallvec![s, bb]);
            let ea = self.op(Mop::Fadd { mods: NEG_B }, 2, smallvec![hi, ab]);
            let eb = self.op(Mop::Fadd { mods: NEG_B }, 2, smallvec![p, bb]);
            let t = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![ea, eb]);
            let l = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![lo, t]);
            lo = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![l, e]);
            hi = s;
        }
        let r = self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![hi, lo]);
        // An infinite or NaN sum has no error term to add (x - x is 0 only when finite).
        let d = self.op(Mop::Fadd { mods: NEG_B }, 2, smallvec![hi, hi]);
        let r = self.op(Mop::Fcmpsel(FCond::Eq), 2, smallvec![d, Loc::Imm(0), r, hi]);
        Ok(if k == K::F32 { r } else { self.narrow_f32(r, k) })
    }

    fn fhalves(k: K) -> u8 {
        if k == K::F16 {
            1
        } else {
            2
        }
    }

    // ---- comparisons ---------------------------------------------------------------

    fn cmp(&mut self, pred: u8, k: K, a: Loc, b: Loc) -> R<Loc> {
        if pred <= 15 {
            let (a, b) = if k == K::Bf16 { (self.widen_f32(a, k), self.widen_f32(b, k)) } else { (a, b) };
            return Ok(match pred {
                0 => Loc::Imm(0),
                15 => Loc::Imm(1),
                1 => self.fcmp_bool(FCond::Eq, false, a, b),
                2 => self.fcmp_bool(FCond::Gt, false, a, b),
                3 => self.fcmp_bool(FCond::Ge, false, a, b),
                4 => self.fcmp_bool(FCond::Lt, false, a, b),
                5 => self.fcmp_bool(FCond::Le, false, a, b),
                14 => self.fcmp_bool(FCond::Eq, true, a, b),
                13 => self.fcmp_bool(FCond::Gt, true, a, b),
                12 => self.fcmp_bool(FCond::Ge, true, a, b),
                11 => self.fcmp_bool(FCond::Lt, true, a, b),
                10 => self.fcmp_bool(FCond::Le, true, a, b),
                6 | 9 => {
                    // one = lt | gt; ueq = !one.
                    let lt = self.fcmp_bool(FCond::Lt, false, a, b);
                    let r = self.op(Mop::Fcmpsel(FCond::Gt), 2, smallvec![a, b, Loc::Imm(1), lt]);
                    if pred == 9 {
                        self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![r, Loc::Imm(1)])
                    } else {
                        r
                    }
                }
                7 | 8 => {
                    // ord = (a == a) & (b == b).
                    let x = self.fcmp_bool(FCond::Eq, false, a, a);
                    let r = self.op(Mop::Fcmpsel(FCond::Eq), 2, smallvec![b, b, x, Loc::Imm(0)]);
                    if pred == 8 {
                        self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![r, Loc::Imm(1)])
                    } else {
                        r
                    }
                }
                _ => return unsupported(format!("float predicate {pred}")),
            });
        }
        let signed = (38..=41).contains(&pred);
        let (a, b) = if signed { (self.sext32(a, k), self.sext32(b, k)) } else { (a, b) };
        if k == K::I64 || k == K::Ptr {
            return self.cmp64(pred, a, b);
        }
        let h = 2;
        Ok(match pred {
            32 => self.icmp_bool(ICond::Eq, false, a, b, h),
            33 => self.icmp_bool(ICond::Eq, true, a, b, h),
            34 => self.icmp_bool(ICond::Ugt, false, a, b, h),
            35 => self.icmp_bool(ICond::Ult, true, a, b, h),
            36 => self.icmp_bool(ICond::Ult, false, a, b, h),
            37 => self.icmp_bool(ICond::Ugt, true, a, b, h),
            38 => self.icmp_bool(ICond::Sgt, false, a, b, h),
            39 => self.icmp_bool(ICond::Slt, true, a, b, h),
            40 => self.icmp_bool(ICond::Slt, false, a, b, h),
            41 => self.icmp_bool(ICond::Sgt, true, a, b, h),
            _ => return unsupported(format!("integer predicate {pred}")),
        })
    }

    /// 64-bit comparisons from the halves: the high halves decide unless equal.
    fn cmp64(&mut self, pred: u8, a: Loc, b: Loc) -> R<Loc> {
        let ((al, ah), (bl, bh)) = (self.split(a), self.split(b));
        if pred == 32 || pred == 33 {
            let x = self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![al, bl]);
            let y = self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![ah, bh]);
            let o = self.op(Mop::Bitop(BitOp::Or), 2, smallvec![x, y]);
            return Ok(self.icmp_bool(ICond::Eq, pred == 33, o, Loc::Imm(0), 2));
        }
        // Unsigned on the low halves; signed or unsigned on the high halves.
        let signed = (38..=41).contains(&pred);
        let low = self.cmp(
            match pred {
                34 | 38 => 34,
                35 | 39 => 35,
                36 | 40 => 36,
                _ => 37,
            },
            K::I32,
            al,
            bl,
        )?;
        let high = self.cmp(pred, K::I32, ah, bh)?;
        let _ = signed;
        Ok(self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![ah, bh, low, high]))
    }

    // ---- instructions ------------------------------------------------------------

    /// Selects one instruction.
    pub(super) fn inst(&mut self, i: IrInst) -> R<()> {
        let Some(inst) = self.f.insts.get(i) else { return Ok(()) };
        let ty = inst.ty;
        let op = inst.op.clone();
        match op {
            Op::Binary { op, lhs, rhs, .. } => {
                let k = self.kind1(ty)?;
                let (a, b) = (p0(&self.get(lhs)?), p0(&self.get(rhs)?));
                let r = match k {
                    K::I64 => self.int64(op, a, b)?,
                    K::F32 | K::F16 => self.float(op, a, b, Self::fhalves(k))?,
                    K::Bf16 => self.in_f32(k, &[a, b], |s, x| s.float(op, x[0], x[1], 2))?,
                    K::Bool | K::I8 | K::I16 | K::I32 => {
                        let (mut x, mut y) = (a, b);
                        if matches!(op, BinaryOp::AShr | BinaryOp::SDiv | BinaryOp::SRem) {
                            x = self.sext32(x, k);
                            y = self.sext32(y, k);
                        }
                        if matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
                            // LLVM leaves shifts by the width or more undefined; like the
                            // interpreter (and AMD's hardware), take the amount modulo
                            // the width rather than the hardware's modulo 128.
                            let bits = match k {
                                K::Bool => 1,
                                K::I8 => 8,
                                K::I16 => 16,
                                _ => 32,
                            };
                            y = match y {
                                Loc::Imm(v) => Loc::Imm(v % bits),
                                _ => self.and32(y, bits - 1),
                            };
                        }
                        let r = self.int32(op, x, y)?;
                        self.norm(r, k)
                    }
                    _ => return unsupported("arithmetic on addresses"),
                };
                self.set(i, smallvec![r]);
            }
            Op::Unary { value, .. } => {
                let k = self.kind1(ty)?;
                let a = p0(&self.get(value)?);
                // Negation flips the sign bit (no float operation: denormals stay).
                let sign = if k == K::F32 { F32_NEG_ZERO } else { F16_NEG_ZERO };
                let r = self.op(Mop::Bitop(BitOp::Xor), Self::fhalves(k), smallvec![a, Loc::Imm(sign)]);
                self.set(i, smallvec![r]);
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                let k = self.kind1(self.m.value_type(self.f, lhs))?;
                let (a, b) = (p0(&self.get(lhs)?), p0(&self.get(rhs)?));
                let r = self.cmp(pred.0, k, a, b)?;
                self.set(i, smallvec![r]);
            }
            Op::Select { cond, then, otherwise } => {
                let c = p0(&self.get(cond)?);
                let (t, f) = (self.get(then)?, self.get(otherwise)?);
                let kinds = self.kinds(ty)?;
                let mut out = Locs::new();
                for ((tp, fp), k) in t.iter().zip(f.iter()).zip(kinds) {
                    out.push(self.select(c, *tp, *fp, k));
                }
                self.set(i, out);
            }
            Op::Cast { op, value } => {
                let v = self.cast(op, value, ty)?;
                self.set(i, v);
            }
            Op::Freeze { value } => {
                let v = self.get(value)?;
                self.set(i, v);
            }
            Op::ExtractElement { vector, index } => {
                let v = self.get(vector)?;
                let Some(ix) = self.const_index(index) else {
                    // A select per element; an index out of range gives element 0.
                    let idx = p0(&self.get(index)?);
                    let k = self.kind1(ty)?;
                    let mut r = v.first().copied().unwrap_or(Loc::Imm(0));
                    for (n, e) in v.iter().enumerate().skip(1) {
                        let hit = self.icmp_bool(ICond::Eq, false, idx, Loc::Imm(n as u32), 2);
                        r = self.select(hit, *e, r, k);
                    }
                    self.set(i, smallvec![r]);
                    return Ok(());
                };
                let Some(p) = v.get(ix).copied() else { return unsupported("a vector element out of range") };
                self.set(i, smallvec![p]);
            }
            Op::InsertElement { vector, value, index } => {
                let mut v = self.get(vector)?;
                let x = p0(&self.get(value)?);
                let Some(ix) = self.const_index(index) else {
                    let idx = p0(&self.get(index)?);
                    let k = self.kind1(self.m.value_type(self.f, value))?;
                    for (n, e) in v.iter_mut().enumerate() {
                        let hit = self.icmp_bool(ICond::Eq, false, idx, Loc::Imm(n as u32), 2);
                        *e = self.select(hit, x, *e, k);
                    }
                    self.set(i, v);
                    return Ok(());
                };
                match v.get_mut(ix) {
                    Some(slot) => *slot = x,
                    None => return unsupported("a vector element out of range"),
                }
                self.set(i, v);
            }
            Op::ShuffleVector { a, b, mask } => {
                let (va, vb) = (self.get(a)?, self.get(b)?);
                let an = va.len();
                let mut out = Locs::new();
                for m in mask {
                    let p = if m < 0 {
                        Loc::Imm(0)
                    } else {
                        let m = m as usize;
                        let src = if m < an { va.get(m) } else { vb.get(m - an) };
                        src.copied().unwrap_or(Loc::Imm(0))
                    };
                    out.push(p);
                }
                self.set(i, out);
            }
            Op::ExtractValue { aggregate, indices } => {
                let at = self.m.value_type(self.f, aggregate);
                let (start, n) = self.aggregate_range(at, &indices)?;
                let v = self.get(aggregate)?;
                self.set(i, v.iter().skip(start).take(n).copied().collect());
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
                self.set(i, v);
            }
            Op::Gep { source, base, indices, .. } => {
                let b = self.get(base)?;
                let bt = self.m.value_type(self.f, base);
                let v = self.gep_value(source, b, &indices, bt)?;
                self.set(i, v);
            }
            Op::Load { ty: lty, ptr, .. } => {
                let v = self.load(lty, ptr)?;
                self.set(i, v);
            }
            Op::Store { ptr, value, .. } => self.store(ptr, value)?,
            Op::Gpu { op, args } => {
                if let Some(v) = self.gpu(&op, &args, ty)? {
                    self.set(i, v);
                }
            }
            Op::Call { callee, fn_ty, args, .. } => {
                let f = self.m.called_function(callee).and_then(|f| self.m.functions.get(f));
                let intrinsic = f
                    .filter(|f| f.is_declaration())
                    .and_then(|f| gpu_ir::gpu::classify(&f.name, fn_ty, &self.m.types));
                if let Some(op) = intrinsic {
                    if let Some(v) = self.gpu(&op, &args, ty)? {
                        self.set(i, v);
                    }
                    return Ok(());
                }
                let name = f.map(|f| f.name.clone()).unwrap_or_else(|| "an indirect callee".into());
                return unsupported(format!("calls (to `{name}`)"));
            }
            Op::Alloca { .. } => {
                let (Some(frame), Some(&off)) = (self.frame, self.abi.allocas.get(&i)) else {
                    return unsupported("thread-private memory of a run-time size");
                };
                let a = self.offset_addr(frame, off, false);
                self.set(i, smallvec![a]);
            }
            Op::AtomicRmw { .. } | Op::CmpXchg { .. } => return unsupported("LLVM atomic instructions"),
            Op::Fence { .. } => self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]),
            other => return unsupported(format!("the `{}` instruction", other.opcode_name())),
        }
        Ok(())
    }

    /// `c ? t : f` for one element.
    fn select(&mut self, c: Loc, t: Loc, f: Loc, k: K) -> Loc {
        if let Loc::Imm(x) = c {
            return if x & 1 != 0 { t } else { f };
        }
        if k.halves() == 4 {
            let ((tl, th), (fl, fh)) = (self.split(t), self.split(f));
            let lo = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![c, Loc::Imm(0), fl, tl]);
            let hi = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![c, Loc::Imm(0), fh, th]);
            return self.wide(lo, hi);
        }
        if k.halves() == 1 {
            // A 16-bit select compares a 16-bit condition.
            let c16 = self.op(Mop::Mov, 1, smallvec![c]);
            return self.op(Mop::Icmpsel(ICond::Eq), 1, smallvec![c16, Loc::Imm(0), f, t]);
        }
        self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![c, Loc::Imm(0), f, t])
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

    /// The elements an aggregate index path selects: (first element, count).
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
            t = *fields.get(ix as usize).ok_or_else(|| sel_err("an aggregate index out of range"))?;
        }
        Ok((start, self.kinds(t)?.len()))
    }

    fn cast(&mut self, op: CastOp, value: Value, ty: Type) -> R<Val> {
        let st = self.m.value_type(self.f, value);
        let v = self.get(value)?;
        let (sk, dk) = (self.kinds(st)?, self.kinds(ty)?);
        if sk.len() != 1 || dk.len() != 1 {
            return match op {
                CastOp::BitCast if sk == dk => Ok(v),
                CastOp::BitCast => self.repack(&v, &sk, &dk),
                _ => unsupported(format!("`{}` of vectors", op.name())),
            };
        }
        let (s, d) = (sk[0], dk[0]);
        let p = p0(&v);
        let r = match op {
            CastOp::BitCast | CastOp::PtrToInt | CastOp::IntToPtr => match (s.halves(), d.halves()) {
                (a, b) if a == b => p,
                (4, 2) => self.split(p).0,
                (2, 4) => self.wide(p, Loc::Imm(0)),
                _ if op == CastOp::BitCast => return self.repack(&v, &sk, &dk),
                _ => return unsupported(format!("`{}` between sizes", op.name())),
            },
            CastOp::AddrSpaceCast => {
                if s != d {
                    return unsupported("casts between threadgroup and other address spaces");
                }
                p
            }
            CastOp::Trunc => {
                let lo = if s == K::I64 { self.split(p).0 } else { p };
                self.norm(lo, d)
            }
            CastOp::ZExt => {
                if d == K::I64 {
                    let w = self.wide(p, Loc::Imm(0));
                    self.note_extended(w, p, false);
                    w
                } else {
                    p
                }
            }
            CastOp::SExt => {
                let x = self.sext32(p, s);
                if d == K::I64 {
                    let hi = self.op(Mop::Asr, 2, smallvec![x, Loc::Imm(31)]);
                    let x = self.in_reg(x, 2);
                    let w = self.wide(x, hi);
                    self.note_extended(w, x, true);
                    w
                } else {
                    self.norm(x, d)
                }
            }
            CastOp::SIToFP | CastOp::UIToFP => {
                if s == K::I64 && d == K::F32 {
                    return Ok(smallvec![self.i64_to_f32(p, op == CastOp::SIToFP)]);
                }
                if s == K::I64 {
                    return Ok(smallvec![self.i64_to_narrow_float(p, op == CastOp::SIToFP, d)]);
                }
                let x = if op == CastOp::SIToFP { self.sext32(p, s) } else { p };
                let conv = if op == CastOp::SIToFP { Conv::S32ToF } else { Conv::U32ToF };
                match d {
                    K::F16 => self.op(Mop::Convert(conv), 1, smallvec![x]),
                    _ => {
                        let f = self.op(Mop::Convert(conv), 2, smallvec![x]);
                        self.narrow_f32(f, d)
                    }
                }
            }
            CastOp::FPToSI | CastOp::FPToUI => {
                if d == K::I64 {
                    return Ok(smallvec![self.float_to_i64(p, s, op == CastOp::FPToSI)]);
                }
                let x = if s == K::Bf16 { self.widen_f32(p, s) } else { p };
                let conv = if op == CastOp::FPToSI { Conv::FToS32 } else { Conv::FToU32 };
                let r = self.op(Mop::Convert(conv), 2, smallvec![x]);
                self.norm(r, d)
            }
            CastOp::FPExt | CastOp::FPTrunc => {
                if s == d {
                    p
                } else {
                    let f = self.widen_f32(p, s);
                    self.narrow_f32(f, d)
                }
            }
        };
        Ok(smallvec![r])
    }

    /// The address `base + Σ index × stride` (64-bit for device memory, 32-bit for
    /// threadgroup memory).
    pub(super) fn gep_value(&mut self, source: Type, base: Val, indices: &[Value], base_ty: Type) -> R<Val> {
        let tg = self.m.types.addrspace(base_ty) == Some(3);
        let mut t = source;
        let mut konst: i64 = 0;
        let mut terms: Vec<(Loc, K, u64)> = Vec::new();
        for (n, &ix) in indices.iter().enumerate() {
            let stride = if n == 0 {
                interp::layout::layout(&self.m.types, t).map_err(sel_err)?.size
            } else {
                match self.m.types.inner(t).clone() {
                    TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                        let Some(k) = self.const_index(ix) else {
                            return unsupported("a struct field at a run-time index");
                        };
                        let offsets = interp::layout::field_offsets(&self.m.types, t).map_err(sel_err)?;
                        konst += *offsets.get(k).unwrap_or(&0) as i64;
                        t = *fields.get(k).unwrap_or(&t);
                        continue;
                    }
                    TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => {
                        t = elem;
                        interp::layout::layout(&self.m.types, elem).map_err(sel_err)?.size
                    }
                    _ => return unsupported("a getelementptr into a scalar"),
                }
            };
            match self.const_index_signed(ix) {
                Some(c) => konst = konst.wrapping_add(c.wrapping_mul(stride as i64)),
                None => {
                    let k = self.kind1(self.m.value_type(self.f, ix))?;
                    terms.push((p0(&self.get(ix)?), k, stride));
                }
            }
        }
        let mut addr = p0(&base);
        for (x, k, stride) in terms {
            if tg {
                let x = if k == K::I64 { self.split(x).0 } else { x };
                let scaled = self.scale32(x, stride);
                addr = self.add32(addr, scaled);
            } else {
                addr = self.add_index64(addr, x, k, stride)?;
            }
        }
        if konst != 0 {
            if tg {
                addr = match addr {
                    Loc::Imm(a) => Loc::Imm(a.wrapping_add(konst as u32)),
                    _ => self.add32(addr, Loc::Imm(konst as u32)),
                };
            } else {
                let k = konst as u64;
                let c = if i32::try_from(konst).is_ok() {
                    Loc::Imm(k as u32)
                } else {
                    self.wide(Loc::Imm(k as u32), Loc::Imm((k >> 32) as u32))
                };
                let sext = [false, i32::try_from(konst).is_ok()];
                addr = self.op(Mop::Iadd { neg: false, shift: 0, sext }, 4, smallvec![addr, c]);
            }
        }
        Ok(smallvec![addr])
    }

    /// `x × stride` in 32 bits.
    fn scale32(&mut self, x: Loc, stride: u64) -> Loc {
        if stride == 1 {
            return x;
        }
        if stride.is_power_of_two() && stride <= 1 << 16 {
            return self.op(Mop::Shl, 2, smallvec![x, Loc::Imm(stride.trailing_zeros())]);
        }
        self.op(Mop::Imadd { sext: false }, 2, smallvec![x, Loc::Imm(stride as u32), Loc::Imm(0)])
    }

    /// `addr + sext(x) × stride` on a 64-bit address.
    fn add_index64(&mut self, addr: Loc, x: Loc, k: K, stride: u64) -> R<Loc> {
        // A 64-bit index that is an extended 32-bit value indexes with the 32-bit value
        // and the add's own extension.
        let (x, signed) = match (k, x) {
            (K::I64, Loc::V(id, _)) => match self.extended.get(&id) {
                Some(&(narrow, signed)) => (narrow, signed),
                None => return self.add_wide_index64(addr, x, stride),
            },
            (K::I64, _) => return self.add_wide_index64(addr, x, stride),
            // 32-bit and narrower indices are signed (LLVM's GEP).
            _ => (self.sext32(x, k), true),
        };
        // A power-of-two stride up to 16 is the add's shift; others multiply to 64 bits.
        if stride.is_power_of_two() && stride <= 16 {
            let shift = stride.trailing_zeros() as u8;
            return Ok(self.op(
                Mop::Iadd { neg: false, shift, sext: [false, signed] },
                4,
                smallvec![addr, x],
            ));
        }
        let Ok(s) = u32::try_from(stride) else { return unsupported("an element stride of 4 GiB or more") };
        let scaled = self.op(Mop::Imadd { sext: signed }, 4, smallvec![x, Loc::Imm(s), Loc::Imm(0)]);
        Ok(self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 4, smallvec![addr, scaled]))
    }

    /// Records that the 64-bit `wide` is the 32-bit `narrow` extended.
    fn note_extended(&mut self, wide: Loc, narrow: Loc, signed: bool) {
        if let Loc::V(id, _) = wide {
            self.extended.insert(id, (narrow, signed));
        }
    }

    fn add_wide_index64(&mut self, addr: Loc, x: Loc, stride: u64) -> R<Loc> {
        let scaled = if stride == 1 {
            x
        } else {
            let s = self.wide(Loc::Imm(stride as u32), Loc::Imm((stride >> 32) as u32));
            self.int64(BinaryOp::Mul, x, s)?
        };
        Ok(self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 4, smallvec![addr, scaled]))
    }

    // ---- memory ---------------------------------------------------------------------

    fn space(&self, ptr: Value) -> u32 {
        let t = self.m.value_type(self.f, ptr);
        self.m.types.addrspace(t).unwrap_or(0)
    }

    /// The scalar leaves of a memory type: (byte offset, kind).
    fn leaves(&self, ty: Type, off: u64, out: &mut Vec<(u32, K)>, depth: u32) -> R<()> {
        if depth > 16 || out.len() > 256 {
            return unsupported("a value of more than 256 registers");
        }
        match self.m.types.inner(ty).clone() {
            TypeInner::Vector { elem, len } => self.leaves_array(elem, u64::from(len), off, out, depth)?,
            TypeInner::Array { elem, len } => self.leaves_array(elem, len.min(256), off, out, depth)?,
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                let offsets = interp::layout::field_offsets(&self.m.types, ty).map_err(sel_err)?;
                for (f, o) in fields.iter().zip(offsets) {
                    self.leaves(*f, off + o, out, depth + 1)?;
                }
            }
            _ => {
                let k = self.kind1(ty)?;
                out.push((u32::try_from(off).map_err(|_| sel_err("an offset over 4 GiB"))?, k));
            }
        }
        Ok(())
    }

    fn leaves_array(&self, elem: Type, n: u64, off: u64, out: &mut Vec<(u32, K)>, depth: u32) -> R<()> {
        let stride = interp::layout::layout(&self.m.types, elem).map_err(sel_err)?.size;
        for k in 0..n {
            self.leaves(elem, off + k * stride, out, depth + 1)?;
        }
        Ok(())
    }

    /// The address of `ptr + off`.
    fn offset_addr(&mut self, base: Loc, off: u32, tg: bool) -> Loc {
        if off == 0 {
            return base;
        }
        if tg {
            return match base {
                Loc::Imm(a) => Loc::Imm(a.wrapping_add(off)),
                _ => self.add32(base, Loc::Imm(off)),
            };
        }
        self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 4, smallvec![base, Loc::Imm(off)])
    }

    /// One memory access of `k` at `addr`: the format and the register size.
    fn format_of(k: K) -> (Format, u8) {
        match k {
            K::Bool | K::I8 => (Format::I8, 2),
            K::I16 | K::Bf16 => (Format::I16, 2),
            K::F16 => (Format::I16, 1),
            _ => (Format::I32, 2),
        }
    }

    fn load(&mut self, ty: Type, ptr: Value) -> R<Val> {
        let space = self.space(ptr);
        let tg = match space {
            0..=2 => false,
            3 => true,
            s => return unsupported(format!("loads from address space {s}")),
        };
        let base = p0(&self.get(ptr)?);
        let mut leaves = Vec::new();
        self.leaves(ty, 0, &mut leaves, 0)?;
        let mut out = Locs::new();
        for (off, k) in leaves {
            let (format, count, halves) = Self::access_of(k);
            let (a, index) = self.mem_addr(base, off, tg, format.bytes());
            let d = self.v(halves);
            let op =
                if tg { Mop::ThreadgroupLoad { format, count } } else { Mop::DeviceLoad { format, count } };
            self.emit(op, smallvec![d], smallvec![a, index]);
            let d = if k == K::Bool { self.and32(d, 1) } else { d };
            out.push(d);
        }
        Ok(out)
    }

    /// The format, value count and register size of one memory access of `k`.
    fn access_of(k: K) -> (Format, u8, u8) {
        if k.halves() == 4 {
            // Two 32-bit values into a pair.
            return (Format::I32, 2, 4);
        }
        let (f, h) = Self::format_of(k);
        (f, 1, h)
    }

    /// Base and index operands for an access at `base + off`: device accesses take the
    /// 64-bit base (register or uniform pair) and the offset as the index immediate
    /// (counted in elements) where it divides; threadgroup accesses take a 16-bit base
    /// register (their addresses fit 16 bits) and index 0.
    fn mem_addr(&mut self, base: Loc, off: u32, tg: bool, bytes: u32) -> (Loc, Loc) {
        if tg {
            let a = self.offset_addr(base, off, true);
            return (self.low16(a), Loc::Imm(0));
        }
        if off % bytes == 0 && off / bytes < 0x8000 {
            return (base, Loc::Imm(off / bytes));
        }
        (self.offset_addr(base, off, false), Loc::Imm(0))
    }

    /// The low 16 bits of a 32-bit value as a 16-bit operand.
    fn low16(&mut self, a: Loc) -> Loc {
        match a {
            Loc::U(n, _) => Loc::U(n, 1),
            Loc::Imm(x) => Loc::Imm(x & 0xffff),
            Loc::V(_, 1) => a,
            _ => {
                let (lo, hi) = (self.v(1), self.v(1));
                self.emit(Mop::ParallelCopy, smallvec![lo, hi], smallvec![a]);
                lo
            }
        }
    }

    fn store(&mut self, ptr: Value, value: Value) -> R<()> {
        let space = self.space(ptr);
        let tg = match space {
            0 | 1 => false,
            3 => true,
            s => return unsupported(format!("stores to address space {s}")),
        };
        let ty = self.m.value_type(self.f, value);
        let v = self.get(value)?;
        self.store_val(ptr, ty, v, tg)
    }

    /// Stores `v`, a value of type `ty`, through `ptr`.
    fn store_val(&mut self, ptr: Value, ty: Type, v: Val, tg: bool) -> R<()> {
        let base = p0(&self.get(ptr)?);
        let mut leaves = Vec::new();
        self.leaves(ty, 0, &mut leaves, 0)?;
        for ((off, k), x) in leaves.into_iter().zip(v) {
            let (format, count, halves) = Self::access_of(k);
            let (a, index) = self.mem_addr(base, off, tg, format.bytes());
            let x = self.in_reg(x, halves);
            let op =
                if tg { Mop::ThreadgroupStore { format, count } } else { Mop::DeviceStore { format, count } };
            self.emit(op, smallvec![], smallvec![x, a, index]);
        }
        Ok(())
    }

    // ---- GPU operations ------------------------------------------------------------

    fn gpu(&mut self, op: &GpuOp, args: &[Value], ty: Type) -> R<Option<Val>> {
        let arg = |s: &mut Self, n: usize| -> R<Loc> {
            let v = args.get(n).copied().ok_or_else(|| sel_err("a missing operand"))?;
            Ok(p0(&s.get(v)?))
        };
        match op {
            GpuOp::Barrier { kind: gpu_ir::gpu::BarrierKind::Simdgroup, flags, .. } => {
                // A SIMD-group runs in lockstep: nothing to wait for, only the ordering of
                // its memory accesses (threads of other SIMD-groups may have returned, so
                // a threadgroup barrier here could wait forever).
                if flags.is_none_or(|f| f.0 != 0) {
                    self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]);
                }
                Ok(None)
            }
            GpuOp::Barrier { flags, .. } => {
                if flags.is_some_and(|f| f.0 & 1 != 0) {
                    self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]);
                }
                self.emit(Mop::ThreadgroupBarrier, smallvec![], smallvec![]);
                Ok(None)
            }
            GpuOp::Fence { .. } => {
                self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]);
                Ok(None)
            }
            GpuOp::CoherentAccess { store, space: 1, .. } => {
                // The coherency bits of `device_load`/`device_store` are not documented
                // (/work/shared/reference/isa.md §1): a plain device access between two
                // `memory_barrier`s, the strongest device-scope fence this backend emits
                // (docs/abi-applegpu.md "System-coherent access").
                let (Some(&first), second) = (args.first(), args.get(1).copied()) else {
                    return unsupported("a system-coherent access with too few operands");
                };
                self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]);
                let r = match (*store, second) {
                    (true, Some(ptr)) => self.store(ptr, first).map(|_| None)?,
                    (true, None) => return unsupported("a system-coherent store with too few operands"),
                    (false, _) => Some(self.load(ty, first)?),
                };
                self.emit(Mop::MemoryBarrier, smallvec![], smallvec![]);
                Ok(r)
            }
            GpuOp::SimdgroupSize { .. } => Ok(Some(smallvec![Loc::Imm(32)])),
            GpuOp::Atomic { space, op: aop, ty: ety, .. } => self.atomic(*space, *aop, *ety, args, ty),
            GpuOp::Convert { dst, src } => {
                let x = arg(self, 0)?;
                let sk =
                    self.kind1(self.m.value_type(self.f, args.first().copied().unwrap_or(Value::Arg(0))))?;
                let dk = self.kind1(ty)?;
                // Integer → float reads the source's sign, float → integer the result's.
                let sign = if src.is_float() { dst.sign } else { src.sign };
                let r = self.convert(x, sk, dk, sign == Some(gpu_ir::gpu::Sign::Signed), dst.scalar)?;
                Ok(Some(smallvec![r]))
            }
            GpuOp::Math { func: MathFn::Dot, .. } => {
                // Σ aᵢ·bᵢ in order, one fused multiply-add per element after the first.
                let k = self.kind1(ty)?;
                let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
                    return unsupported("`dot` without its operands");
                };
                let (va, vb) = (self.get(a)?, self.get(b)?);
                let r = self.in_f32_all(k, &va, &vb)?;
                Ok(Some(smallvec![r]))
            }
            GpuOp::Math { func, ty: ety, .. } => {
                let k = self.kind1(ty)?;
                let xs: Locs = (0..args.len()).map(|n| arg(self, n)).collect::<R<_>>()?;
                let signed = ety.sign == Some(gpu_ir::gpu::Sign::Signed);
                Ok(Some(smallvec![self.math(*func, k, &xs, signed)?]))
            }
            GpuOp::Llvm { op: lop @ (LlvmOp::Memcpy | LlvmOp::Memmove | LlvmOp::Memset), .. } => {
                self.mem_intrinsic(*lop, args)?;
                Ok(None)
            }
            GpuOp::IsUniform { .. } => {
                let k =
                    self.kind1(self.m.value_type(self.f, args.first().copied().unwrap_or(Value::Arg(0))))?;
                let x = arg(self, 0)?;
                Ok(Some(smallvec![self.is_uniform(x, k)]))
            }
            GpuOp::VoteMask { all, .. } => {
                // The interpreter's rule: the votes of the threads the SIMD-group has
                // (active or not; bits 32 and up never count) against all of them.
                let x = arg(self, 0)?;
                let (lo, _) = self.split(x);
                let threads = self.entry_threads()?;
                let votes = self.op(Mop::Bitop(BitOp::And), 2, smallvec![threads, lo]);
                Ok(Some(smallvec![if *all {
                    self.icmp_bool(ICond::Eq, false, votes, threads, 2)
                } else {
                    self.icmp_bool(ICond::Eq, true, votes, Loc::Imm(0), 2)
                }]))
            }
            GpuOp::Llvm { op: lop, .. } => {
                let xs: Locs = (0..args.len()).map(|n| arg(self, n)).collect::<R<_>>()?;
                self.llvm(*lop, &xs, ty)
            }
            GpuOp::Shuffle { group: gpu_ir::gpu::Group::Quad, kind, .. } => {
                let data = match args.first() {
                    Some(&v) => self.get(v)?,
                    None => return unsupported("a quad shuffle without its value"),
                };
                let b = arg(self, 1)?;
                Ok(Some(self.quad_shuffle(*kind, &data, b, ty)?))
            }
            GpuOp::Shuffle { kind, .. } => Ok(Some(self.simd_shuffle(*kind, args, ty)?)),
            GpuOp::Broadcast { group: gpu_ir::gpu::Group::Quad, .. } => {
                let (x, lane) = (arg(self, 0)?, arg(self, 1)?);
                let k = self.kind1(ty)?;
                Ok(Some(smallvec![self.quad_broadcast(x, lane, k)?]))
            }
            GpuOp::BroadcastFirst { group: gpu_ir::gpu::Group::Quad, .. } => {
                let x = arg(self, 0)?;
                let k = self.kind1(ty)?;
                Ok(Some(smallvec![self.quad_broadcast_first(x, k)?]))
            }
            GpuOp::IsFirst { group: gpu_ir::gpu::Group::Quad } => Ok(Some(smallvec![self.quad_is_first()])),
            GpuOp::Vote { group: gpu_ir::gpu::Group::Quad, kind, .. } => {
                let x = arg(self, 0)?;
                let wide = *kind == gpu_ir::gpu::VoteKind::Ballot && self.kind1(ty)? == K::I64;
                Ok(Some(smallvec![self.quad_vote(*kind, x, wide)]))
            }
            GpuOp::Reduce { group, op: rop, ty: ety } => {
                let k = self.kind1(ty)?;
                let x = arg(self, 0)?;
                Ok(Some(smallvec![self.reduce(*group, *rop, *ety, k, x)?]))
            }
            GpuOp::Scan { group, op: sop, inclusive, ty: ety } => {
                let k = self.kind1(ty)?;
                let x = arg(self, 0)?;
                let _ = ety;
                Ok(Some(smallvec![self.scan(*group, *sop, *inclusive, k, x)?]))
            }
            GpuOp::Vote { group: gpu_ir::gpu::Group::Simd, kind, .. } => {
                let x = arg(self, 0)?;
                let mask = self.ballot(x);
                Ok(Some(smallvec![match kind {
                    gpu_ir::gpu::VoteKind::Ballot => {
                        if self.kind1(ty)? == K::I64 {
                            self.wide(mask, Loc::Imm(0))
                        } else {
                            mask
                        }
                    }
                    gpu_ir::gpu::VoteKind::Any => self.icmp_bool(ICond::Eq, true, mask, Loc::Imm(0), 2),
                    gpu_ir::gpu::VoteKind::All => {
                        let active = self.ballot(Loc::Imm(1));
                        self.icmp_bool(ICond::Eq, false, mask, active, 2)
                    }
                }]))
            }
            GpuOp::IsFirst { group: gpu_ir::gpu::Group::Simd } => {
                // No active lane below this one: (active & ((1 << lane) - 1)) == 0.
                let active = self.ballot(Loc::Imm(1));
                let lane = self.lane();
                let bit = self.op(Mop::Shl, 2, smallvec![Loc::Imm(1), lane]);
                let below = self.op(
                    Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
                    2,
                    smallvec![bit, Loc::Imm(1)],
                );
                let m = self.op(Mop::Bitop(BitOp::And), 2, smallvec![active, below]);
                Ok(Some(smallvec![self.icmp_bool(ICond::Eq, false, m, Loc::Imm(0), 2)]))
            }
            GpuOp::BroadcastFirst { group: gpu_ir::gpu::Group::Simd, .. } => {
                // The lowest active lane: popcount((m & -m) - 1).
                let x = arg(self, 0)?;
                let active = self.ballot(Loc::Imm(1));
                let neg = self.op(
                    Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
                    2,
                    smallvec![Loc::Imm(0), active],
                );
                let low = self.op(Mop::Bitop(BitOp::And), 2, smallvec![active, neg]);
                let below = self.op(
                    Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
                    2,
                    smallvec![low, Loc::Imm(1)],
                );
                let lane = self.op(Mop::Popcount, 2, smallvec![below]);
                let k = self.kind1(ty)?;
                Ok(Some(smallvec![self.shuffle_uniform(x, lane, k)?]))
            }
            GpuOp::Broadcast { group: gpu_ir::gpu::Group::Simd, .. } => {
                // Metal requires the lane to be the same in every thread.
                let (x, lane) = (arg(self, 0)?, arg(self, 1)?);
                let k = self.kind1(ty)?;
                Ok(Some(smallvec![self.shuffle_uniform(x, lane, k)?]))
            }
            GpuOp::Texture { .. } => unsupported("textures"),
            GpuOp::Matrix(_) => unsupported("simdgroup_matrix"),
            other => unsupported(format!("`{}`", other.name())),
        }
    }

    /// `simd_is_uniform(x)`: whether every active thread holds the same value, compared
    /// as the interpreter compares its values — `float` by value (-0 equals +0; a NaN
    /// equals nothing, so a NaN in one of two or more threads is not uniform), every other
    /// kind (`half` and `bfloat` included) by its bits. Equal minimum and maximum of the
    /// unsigned words mean every thread holds the same word.
    fn is_uniform(&mut self, x: Loc, k: K) -> Loc {
        // 16-bit floats compare as the numbers they stand for: widened exactly to f32.
        let (x, k) = if matches!(k, K::F16 | K::Bf16) { (self.widen_f32(x, k), K::F32) } else { (x, k) };
        let words: Locs = match k {
            K::F32 => {
                // +0 for either zero, so that the words compare the values.
                let x = self.in_reg(x, 2);
                smallvec![self.op(Mop::Fcmpsel(FCond::Eq), 2, smallvec![x, Loc::Imm(0), Loc::Imm(0), x])]
            }
            K::I64 | K::Ptr => {
                let (lo, hi) = self.split(x);
                smallvec![self.in_reg(lo, 2), self.in_reg(hi, 2)]
            }
            _ => smallvec![self.in_reg(x, 2)],
        };
        let mut same = Loc::Imm(1);
        for w in words.iter().copied() {
            let lo = self.op(Mop::Direct(crate::isa::Opcode::SimdMinU), 2, smallvec![w]);
            let hi = self.op(Mop::Direct(crate::isa::Opcode::SimdMaxU), 2, smallvec![w]);
            same = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![lo, hi, same, Loc::Imm(0)]);
        }
        if k != K::F32 {
            return same;
        }
        // A NaN (x != x) in any active thread, with a second active thread, is not uniform.
        let x = words.first().copied().unwrap_or(Loc::Imm(0));
        let nan = self.fcmp_bool(FCond::Eq, true, x, x);
        let nans = self.ballot(nan);
        let active = self.ballot(Loc::Imm(1));
        let rest =
            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![active, Loc::Imm(1)]);
        let more = self.op(Mop::Bitop(BitOp::And), 2, smallvec![active, rest]);
        let bad = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![nans, Loc::Imm(0), Loc::Imm(0), more]);
        self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![bad, Loc::Imm(0), same, Loc::Imm(0)])
    }

    /// The bits of the active lanes where `x != 0`.
    fn ballot(&mut self, x: Loc) -> Loc {
        self.op(Mop::IcmpBallot(ICond::Ugt), 2, smallvec![x, Loc::Imm(0)])
    }

    /// `thread_index_in_simdgroup`.
    fn lane(&mut self) -> Loc {
        self.op(Mop::GetSr, 2, smallvec![Loc::Imm(u32::from(crate::abi::sr::THREAD_INDEX_IN_SIMDGROUP))])
    }

    /// `x` of lane `lane`, the same lane in every thread: `simd_shuffle` with an
    /// immediate lane; for a lane in a register, a sum in which only that lane's value
    /// is not 0 (`simd_shuffle` ORs the low index bits of a whole quad, inactive threads
    /// included, so a register index is not safe under divergence).
    fn shuffle_uniform(&mut self, x: Loc, lane: Loc, k: K) -> R<Loc> {
        if k.halves() != 2 {
            return unsupported("broadcasts of 16- and 64-bit values");
        }
        let x = self.in_reg(x, 2);
        if let Loc::Imm(l) = lane {
            return Ok(self.op(Mop::SimdShuffle(MShuffle::Index), 2, smallvec![x, Loc::Imm(l & 0xffff)]));
        }
        // A lane in a register: every thread but the chosen one contributes 0 to an
        // integer sum over the SIMD-group (exact for any bits).
        let me = self.lane();
        let mine = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![me, lane, x, Loc::Imm(0)]);
        Ok(self.op(Mop::Direct(crate::isa::Opcode::SimdIadd), 2, smallvec![mine]))
    }

    fn reduce(
        &mut self,
        group: gpu_ir::gpu::Group,
        op: gpu_ir::gpu::ReduceOp,
        ety: gpu_ir::gpu::Elem,
        k: K,
        x: Loc,
    ) -> R<Loc> {
        use crate::isa::Opcode as O;
        use gpu_ir::gpu::ReduceOp as Rd;
        let quad = group == gpu_ir::gpu::Group::Quad;
        let signed = ety.sign == Some(gpu_ir::gpu::Sign::Signed);
        let float = matches!(k, K::F32 | K::F16);
        if !(float || matches!(k, K::I32 | K::I16 | K::I8 | K::Bool)) {
            return unsupported(format!("SIMD-group reductions of {k:?}"));
        }
        let opc = match (op, float, signed, quad) {
            (Rd::Sum, true, _, false) => O::SimdFadd,
            (Rd::Sum, true, _, true) => O::QuadFadd,
            (Rd::Sum, false, _, false) => O::SimdIadd,
            (Rd::Sum, false, _, true) => O::QuadIadd,
            (Rd::Product, true, _, false) => O::SimdFmul,
            (Rd::Product, true, _, true) => O::QuadFmul,
            (Rd::Min, true, _, false) => O::SimdMinF,
            (Rd::Min, true, _, true) => O::QuadMinF,
            (Rd::Max, true, _, false) => O::SimdMaxF,
            (Rd::Max, true, _, true) => O::QuadMaxF,
            (Rd::Min, false, true, false) => O::SimdMinS,
            (Rd::Min, false, true, true) => O::QuadMinS,
            (Rd::Max, false, true, false) => O::SimdMaxS,
            (Rd::Max, false, true, true) => O::QuadMaxS,
            (Rd::Min, false, false, false) => O::SimdMinU,
            (Rd::Min, false, false, true) => O::QuadMinU,
            (Rd::Max, false, false, false) => O::SimdMaxU,
            (Rd::Max, false, false, true) => O::QuadMaxU,
            (Rd::And, false, _, false) => O::SimdAnd,
            (Rd::And, false, _, true) => O::QuadAnd,
            (Rd::Or, false, _, false) => O::SimdOr,
            (Rd::Or, false, _, true) => O::QuadOr,
            (Rd::Xor, false, _, false) => O::SimdXor,
            (Rd::Xor, false, _, true) => O::QuadXor,
            (Rd::Product, false, _, false) => {
                // No product form for integers: a lane-order fold over the active lanes.
                let active = self.ballot(Loc::Imm(1));
                let r = self.fold(super::simd::FoldOp::Product, x, k, active)?;
                return Ok(self.norm(r, k));
            }
            _ => return unsupported(format!("`{}` reductions of {k:?}", op.name())),
        };
        let x = if signed && !float { self.sext32(x, k) } else { x };
        let x = self.in_reg(x, k.halves());
        let r = self.op(Mop::Direct(opc), k.halves(), smallvec![x]);
        Ok(if float { r } else { self.norm(r, k) })
    }

    /// Prefix sums and products of the SIMD-group or quad, as lane-order folds (`isel::simd`).
    fn scan(
        &mut self,
        group: gpu_ir::gpu::Group,
        op: gpu_ir::gpu::ScanOp,
        inclusive: bool,
        k: K,
        x: Loc,
    ) -> R<Loc> {
        let r = match group {
            gpu_ir::gpu::Group::Simd => self.simd_scan(op, inclusive, k, x)?,
            gpu_ir::gpu::Group::Quad => self.quad_scan(op, inclusive, k, x)?,
        };
        Ok(if matches!(k, K::F32 | K::F16) { r } else { self.norm(r, k) })
    }

    fn convert(&mut self, x: Loc, s: K, d: K, signed: bool, dst: Scalar) -> R<Loc> {
        let _ = dst;
        let is_float = |k: K| matches!(k, K::F16 | K::Bf16 | K::F32);
        Ok(match (is_float(s), is_float(d)) {
            (true, true) => {
                let f = self.widen_f32(x, s);
                self.narrow_f32(f, d)
            }
            (false, true) => {
                if s == K::I64 && d == K::F32 {
                    return Ok(self.i64_to_f32(x, signed));
                }
                if s == K::I64 {
                    return Ok(self.i64_to_narrow_float(x, signed, d));
                }
                let x = if signed { self.sext32(x, s) } else { x };
                let conv = if signed { Conv::S32ToF } else { Conv::U32ToF };
                let f = self.op(Mop::Convert(conv), 2, smallvec![x]);
                self.narrow_f32(f, d)
            }
            (true, false) => {
                if d == K::I64 {
                    return Ok(self.float_to_i64(x, s, signed));
                }
                if d == K::Bool {
                    let f = self.widen_f32(x, s);
                    return Ok(self.fcmp_bool(FCond::Eq, true, f, Loc::Imm(0)));
                }
                let f = self.widen_f32(x, s);
                let conv = if signed { Conv::FToS32 } else { Conv::FToU32 };
                let r = self.op(Mop::Convert(conv), 2, smallvec![f]);
                self.norm(r, d)
            }
            (false, false) => {
                if d == K::Bool {
                    return Ok(self.icmp_bool(ICond::Eq, true, x, Loc::Imm(0), 2));
                }
                if s == K::I64 || d == K::I64 {
                    return unsupported("64-bit integer conversions through air.convert");
                }
                let x = if signed { self.sext32(x, s) } else { x };
                self.norm(x, d)
            }
        })
    }

    fn funary(&mut self, u: FUnary, k: K, x: Loc) -> R<Loc> {
        self.in_f32(k, &[x], |s, xs| Ok(s.op(Mop::Funary(u), Self::fhalves(k), smallvec![xs[0]])))
    }

    fn math(&mut self, func: MathFn, k: K, xs: &[Loc], signed: bool) -> R<Loc> {
        let x = xs.first().copied().unwrap_or(Loc::Imm(0));
        let y = xs.get(1).copied().unwrap_or(Loc::Imm(0));
        let h = Self::fhalves(k);
        Ok(match func {
            MathFn::Fabs => {
                let m = if k == K::F32 { 0x7fff_ffff } else { 0x7fff };
                self.op(Mop::Bitop(BitOp::And), h, smallvec![x, Loc::Imm(m)])
            }
            MathFn::Rsqrt => self.funary(FUnary::Rsqrt, k, x)?,
            MathFn::Sqrt => {
                // sqrt(x) = x · rsqrt(x), with sqrt(0) = 0.
                // s = x·rsqrt(x), corrected once with the residual x - s² (fused):
                // s + (x - s²)·rsqrt(x)/2 rounds like a square root; 0 and +∞ are
                // their own roots.
                self.in_f32(k, &[x], |s, a| {
                    let r = s.op(Mop::Funary(FUnary::Rsqrt), h, smallvec![a[0]]);
                    let m = s.op(Mop::Fmul { mods: [0, 0] }, h, smallvec![a[0], r]);
                    let e = s.op(Mop::Fmadd { mods: [1, 0, 0] }, h, smallvec![m, m, a[0]]);
                    let half_r = s.op(
                        Mop::Fmul { mods: [0, 0] },
                        h,
                        smallvec![r, Loc::Imm(if h == 1 { 0x3800 } else { 0x3f00_0000 })],
                    );
                    let fixed = s.op(Mop::Fmadd { mods: [0, 0, 0] }, h, smallvec![e, half_r, m]);
                    let inf = Loc::Imm(if h == 1 { 0x7c00 } else { 0x7f80_0000 });
                    let fixed = s.op(Mop::Fcmpsel(FCond::Eq), h, smallvec![a[0], inf, a[0], fixed]);
                    Ok(s.op(Mop::Fcmpsel(FCond::Eq), h, smallvec![a[0], Loc::Imm(0), a[0], fixed]))
                })?
            }
            MathFn::Exp2 => self.funary(FUnary::Exp2, k, x)?,
            MathFn::Log2 => self.funary(FUnary::Log2, k, x)?,
            MathFn::Exp | MathFn::Log => self.in_f32(k, &[x], |s, a| {
                Ok(if func == MathFn::Exp {
                    let l2e = s.fconst(std::f32::consts::LOG2_E, h);
                    let t = s.op(Mop::Fmul { mods: [0, 0] }, h, smallvec![a[0], l2e]);
                    s.op(Mop::Funary(FUnary::Exp2), h, smallvec![t])
                } else {
                    let ln2 = s.fconst(std::f32::consts::LN_2, h);
                    let t = s.op(Mop::Funary(FUnary::Log2), h, smallvec![a[0]]);
                    s.op(Mop::Fmul { mods: [0, 0] }, h, smallvec![t, ln2])
                })
            })?,
            MathFn::Round => self.in_f32(k, &[x], |s, a| {
                // Half-way cases away from zero: t = trunc(x), and x - t (exact) of at
                // least one half moves t one further out. ±0, infinities and NaN are
                // their own truncations (x - t is NaN for infinities: no move).
                let (sign, one, half, abs) = if h == 1 {
                    (0x8000, 0x3c00, 0x3800, 0x7fff)
                } else {
                    (0x8000_0000, F32_ONE, 0x3f00_0000, 0x7fff_ffff)
                };
                let t = s.op(Mop::Funary(FUnary::Trunc), h, smallvec![a[0]]);
                let d = s.op(Mop::Fadd { mods: [0, 1] }, h, smallvec![a[0], t]);
                let ad = s.op(Mop::Bitop(BitOp::And), h, smallvec![d, Loc::Imm(abs)]);
                let sx = s.op(Mop::Bitop(BitOp::And), h, smallvec![a[0], Loc::Imm(sign)]);
                let step = s.op(Mop::Bitop(BitOp::Or), h, smallvec![sx, Loc::Imm(one)]);
                let up = s.op(Mop::Fadd { mods: [0, 0] }, h, smallvec![t, step]);
                Ok(s.op(Mop::Fcmpsel(FCond::Ge), h, smallvec![ad, Loc::Imm(half), up, t]))
            })?,
            MathFn::Floor => self.funary(FUnary::Floor, k, x)?,
            MathFn::Ceil => self.funary(FUnary::Ceil, k, x)?,
            MathFn::Trunc => self.funary(FUnary::Trunc, k, x)?,
            MathFn::Rint => self.funary(FUnary::Rint, k, x)?,
            MathFn::Fmin | MathFn::Fmax => self.in_f32(k, &[x, y], |s, a| {
                // minNum: a NaN operand yields the other one.
                let cc = if func == MathFn::Fmin { FCond::Lt } else { FCond::Gt };
                let pick = s.op(Mop::Fcmpsel(cc), h, smallvec![a[0], a[1], a[0], a[1]]);
                Ok(s.op(Mop::Fcmpsel(FCond::Eq), h, smallvec![a[1], a[1], pick, a[0]]))
            })?,
            MathFn::Fma => {
                let z = xs.get(2).copied().unwrap_or(Loc::Imm(0));
                self.in_f32(k, &[x, y, z], |s, a| {
                    Ok(s.op(Mop::Fmadd { mods: [0, 0, 0] }, h, smallvec![a[0], a[1], a[2]]))
                })?
            }
            MathFn::Min | MathFn::Max if k.halves() == 2 && !matches!(k, K::F32 | K::Bf16) => {
                let cc = match (func == MathFn::Min, signed) {
                    (true, true) => ICond::Slt,
                    (true, false) => ICond::Ult,
                    (false, true) => ICond::Sgt,
                    (false, false) => ICond::Ugt,
                };
                let (x, y) = if signed { (self.sext32(x, k), self.sext32(y, k)) } else { (x, y) };
                let r = self.op(Mop::Icmpsel(cc), 2, smallvec![x, y, x, y]);
                self.norm(r, k)
            }
            MathFn::Min | MathFn::Max if k == K::I64 => {
                let pred = match (func == MathFn::Min, signed) {
                    (true, true) => 40,
                    (true, false) => 36,
                    (false, true) => 38,
                    (false, false) => 34,
                };
                let c = self.cmp64(pred, x, y)?;
                self.select(c, x, y, k)
            }
            MathFn::Clamp if matches!(k, K::I32 | K::I16 | K::I8) => {
                let z = xs.get(2).copied().unwrap_or(Loc::Imm(0));
                let lo = self.math(MathFn::Max, k, &[x, y], signed)?;
                self.math(MathFn::Min, k, &[lo, z], signed)?
            }
            MathFn::Clamp if matches!(k, K::F32 | K::F16 | K::Bf16) => {
                let z = xs.get(2).copied().unwrap_or(Loc::Imm(0));
                let lo = self.math(MathFn::Fmax, k, &[x, y], false)?;
                self.math(MathFn::Fmin, k, &[lo, z], false)?
            }
            MathFn::Abs if matches!(k, K::I32 | K::I16 | K::I8) => {
                let xs = self.sext32(x, k);
                let n = self.op(
                    Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
                    2,
                    smallvec![Loc::Imm(0), xs],
                );
                let r = self.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![xs, Loc::Imm(0), n, xs]);
                self.norm(r, k)
            }
            other => return unsupported(format!("math function {other:?} on {k:?}")),
        })
    }

    /// `memcpy`/`memmove`/`memset` of a constant length: word accesses when the length
    /// is a multiple of 4 (the pointers of Metal's copies are at least 4-aligned), byte
    /// accesses for short odd lengths. `memmove` copies forward through registers, all
    /// loads before any store.
    fn mem_intrinsic(&mut self, op: LlvmOp, args: &[Value]) -> R<()> {
        let (Some(&dst), Some(&src), Some(&len)) = (args.first(), args.get(1), args.get(2)) else {
            return unsupported(format!("`llvm.{}` without its operands", op.name()));
        };
        let Some(len) = self.const_index(len) else {
            return unsupported(format!("`llvm.{}` of a run-time length", op.name()));
        };
        let (format, step) = if len % 4 == 0 {
            (Format::I32, 4)
        } else if len <= 64 {
            (Format::I8, 1)
        } else {
            return unsupported(format!("`llvm.{}` of {len} bytes (not a multiple of 4)", op.name()));
        };
        if len > 1024 {
            return unsupported(format!("`llvm.{}` of {len} bytes", op.name()));
        }
        let space = |s: &Self, v: Value| s.space(v);
        let dtg = space(self, dst) == 3;
        let d = p0(&self.get(dst)?);
        let mut values = Vec::new();
        if op == LlvmOp::Memset {
            let b = p0(&self.get(src)?);
            let b = self.and32(b, 0xff);
            let v = if step == 4 {
                self.op(Mop::Imadd { sext: false }, 2, smallvec![b, Loc::Imm(0x0101_0101), Loc::Imm(0)])
            } else {
                b
            };
            let v = self.in_reg(v, 2);
            values.resize(len / step, v);
        } else {
            let stg = space(self, src) == 3;
            let sa = p0(&self.get(src)?);
            for n in 0..len / step {
                let (a, index) = self.mem_addr(sa, (n * step) as u32, stg, step as u32);
                let r = self.v(2);
                let op = if stg {
                    Mop::ThreadgroupLoad { format, count: 1 }
                } else {
                    Mop::DeviceLoad { format, count: 1 }
                };
                self.emit(op, smallvec![r], smallvec![a, index]);
                values.push(r);
            }
        }
        for (n, v) in values.into_iter().enumerate() {
            let (a, index) = self.mem_addr(d, (n * step) as u32, dtg, step as u32);
            let op = if dtg {
                Mop::ThreadgroupStore { format, count: 1 }
            } else {
                Mop::DeviceStore { format, count: 1 }
            };
            self.emit(op, smallvec![], smallvec![v, a, index]);
        }
        Ok(())
    }

    fn fconst(&mut self, v: f32, halves: u8) -> Loc {
        if halves == 1 {
            Loc::Imm(u32::from(half_bits(v)))
        } else {
            Loc::Imm(v.to_bits())
        }
    }

    fn llvm(&mut self, op: LlvmOp, xs: &[Loc], ty: Type) -> R<Option<Val>> {
        if matches!(op, LlvmOp::Assume | LlvmOp::LifetimeStart | LlvmOp::LifetimeEnd) {
            return Ok(None);
        }
        let k = self.kind1(ty)?;
        let x = xs.first().copied().unwrap_or(Loc::Imm(0));
        let y = xs.get(1).copied().unwrap_or(Loc::Imm(0));
        let z = xs.get(2).copied().unwrap_or(Loc::Imm(0));
        let int32 = matches!(k, K::I32 | K::I16 | K::I8);
        let r = match op {
            LlvmOp::FMulAdd | LlvmOp::Fma if matches!(k, K::F32 | K::F16 | K::Bf16) => {
                self.math(MathFn::Fma, k, &[x, y, z], false)?
            }
            LlvmOp::SMax | LlvmOp::SMin | LlvmOp::UMax | LlvmOp::UMin if int32 => {
                let min = matches!(op, LlvmOp::SMin | LlvmOp::UMin);
                let signed = matches!(op, LlvmOp::SMin | LlvmOp::SMax);
                self.math(if min { MathFn::Min } else { MathFn::Max }, k, &[x, y], signed)?
            }
            LlvmOp::FAbs => self.math(MathFn::Fabs, k, &[x], false)?,
            LlvmOp::MinNum => self.math(MathFn::Fmin, k, &[x, y], false)?,
            LlvmOp::MaxNum => self.math(MathFn::Fmax, k, &[x, y], false)?,
            LlvmOp::Sqrt => self.math(MathFn::Sqrt, k, &[x], false)?,
            LlvmOp::Floor => self.math(MathFn::Floor, k, &[x], false)?,
            LlvmOp::Ceil => self.math(MathFn::Ceil, k, &[x], false)?,
            LlvmOp::Trunc => self.math(MathFn::Trunc, k, &[x], false)?,
            LlvmOp::Rint => self.math(MathFn::Rint, k, &[x], false)?,
            LlvmOp::Round => self.math(MathFn::Round, k, &[x], false)?,
            LlvmOp::Exp2 => self.math(MathFn::Exp2, k, &[x], false)?,
            LlvmOp::Log2 => self.math(MathFn::Log2, k, &[x], false)?,
            LlvmOp::Ctpop if k == K::I32 => self.op(Mop::Popcount, 2, smallvec![x]),
            LlvmOp::Bitreverse if k == K::I32 => self.op(Mop::Bitrev, 2, smallvec![x]),
            LlvmOp::Abs if int32 => self.math(MathFn::Abs, k, &[x], true)?,
            LlvmOp::SMax | LlvmOp::SMin | LlvmOp::UMax | LlvmOp::UMin if k == K::I64 => {
                let min = matches!(op, LlvmOp::SMin | LlvmOp::UMin);
                let signed = matches!(op, LlvmOp::SMin | LlvmOp::SMax);
                self.math(if min { MathFn::Min } else { MathFn::Max }, k, &[x, y], signed)?
            }
            other => return unsupported(format!("`llvm.{}` on {k:?}", other.name())),
        };
        Ok(Some(smallvec![r]))
    }

    fn atomic(
        &mut self,
        space: AtomicSpace,
        op: AtomicOp,
        ety: gpu_ir::gpu::Elem,
        args: &[Value],
        ty: Type,
    ) -> R<Option<Val>> {
        let tg = space == AtomicSpace::Local;
        if ety.scalar == Scalar::F32 {
            match op {
                // Moves and compare-exchanges compare and move bits: the integer forms.
                AtomicOp::Load | AtomicOp::Store | AtomicOp::Xchg | AtomicOp::CmpXchgWeak => {}
                _ => return self.float_atomic(tg, op, args, ty),
            }
        } else if ety.scalar == Scalar::Int(64) {
            return self.atomic64(tg, op, args);
        } else if ety.scalar != Scalar::Int(32) {
            return unsupported(format!("atomics on {:?}", ety.scalar));
        }
        let signed = ety.sign == Some(gpu_ir::gpu::Sign::Signed);
        let mop = match (op, signed) {
            (AtomicOp::Add, _) => MAtomic::Add,
            (AtomicOp::Sub, _) => MAtomic::Sub,
            (AtomicOp::Xchg, _) => MAtomic::Xchg,
            (AtomicOp::Min, true) => MAtomic::Smin,
            (AtomicOp::Min, false) => MAtomic::Umin,
            (AtomicOp::Max, true) => MAtomic::Smax,
            (AtomicOp::Max, false) => MAtomic::Umax,
            (AtomicOp::And, _) => MAtomic::And,
            (AtomicOp::Or, _) => MAtomic::Or,
            (AtomicOp::Xor, _) => MAtomic::Xor,
            (AtomicOp::Load, _) => {
                // A relaxed 32-bit access is atomic as an ordinary aligned one.
                let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
                let pt = self.m.value_type(self.f, ptr);
                let _ = pt;
                return self.load(ty, ptr).map(Some);
            }
            (AtomicOp::Store, _) => {
                let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
                let val = args.get(1).copied().ok_or_else(|| sel_err("an atomic without a value"))?;
                self.store(ptr, val)?;
                return Ok(None);
            }
            (AtomicOp::CmpXchgWeak, _) => {
                // (ptr, expected*, desired): the hardware's compare-exchange takes the
                // pair (compare value, new value) and returns the old value, which then
                // goes to *expected — on success it equals what *expected holds, so the
                // store needs no condition. It never fails spuriously.
                let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
                let eptr =
                    args.get(1).copied().ok_or_else(|| sel_err("a compare-exchange without expected"))?;
                let desired =
                    args.get(2).copied().ok_or_else(|| sel_err("a compare-exchange without desired"))?;
                let ety_ty = self.m.value_type(self.f, desired);
                let expected = p0(&self.load(ety_ty, eptr)?);
                let expected = self.in_reg(expected, 2);
                let new = p0(&self.get(desired)?);
                let new = self.in_reg(new, 2);
                let pair = self.wide(expected, new);
                let addr = p0(&self.get(ptr)?);
                let d = self.v(2);
                let (a, index) = self.mem_addr(addr, 0, tg, 4);
                self.emit(Mop::CmpXchg { threadgroup: tg }, smallvec![d], smallvec![a, index, pair]);
                let etg = match self.space(eptr) {
                    0 | 1 => false,
                    3 => true,
                    s => return unsupported(format!("stores to address space {s}")),
                };
                self.store_val(eptr, ety_ty, smallvec![d], etg)?;
                return Ok(Some(smallvec![d]));
            }
        };
        let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
        let val = args.get(1).copied().ok_or_else(|| sel_err("an atomic without a value"))?;
        let addr = p0(&self.get(ptr)?);
        let x = p0(&self.get(val)?);
        let x = self.in_reg(x, 2);
        let has_result = !matches!(self.m.types.inner(ty), TypeInner::Void);
        let d = self.v(2);
        let (a, index) = self.mem_addr(addr, 0, tg, 4);
        self.emit(Mop::Atomic { op: mop, threadgroup: tg }, smallvec![d], smallvec![a, index, x]);
        Ok(has_result.then(|| smallvec![d]))
    }

    /// A 64-bit atomic, which G13/G14 have no form for, as two 32-bit atomics where the
    /// final memory value is exact under any interleaving and the old value is not
    /// needed: `and`/`or`/`xor` word by word (the words do not interact), `add`/`sub` on
    /// the low word, whose returned old value tells this thread's carry (`old + x`
    /// wrapped below `x`) or borrow (`old < x`), then on the high word with the carry
    /// added in — every thread's carry reaches the high word exactly once. The old 64-bit
    /// value is never read as one, so an atomic whose result is used, and `min`/`max`/
    /// `xchg`/compare-exchange/load/store (which need both words at once), are refused.
    fn atomic64(&mut self, tg: bool, op: AtomicOp, args: &[Value]) -> R<Option<Val>> {
        let word_op = match op {
            AtomicOp::Add => MAtomic::Add,
            AtomicOp::Sub => MAtomic::Sub,
            AtomicOp::And => MAtomic::And,
            AtomicOp::Or => MAtomic::Or,
            AtomicOp::Xor => MAtomic::Xor,
            other => {
                return unsupported(format!(
                    "64-bit atomic `{}` (G13/G14 have 32-bit atomics only)",
                    other.name()
                ))
            }
        };
        if self.current.is_some_and(|i| self.result_is_used(i)) {
            return unsupported(format!(
                "the result of a 64-bit atomic `{}` (G13/G14 have 32-bit atomics only)",
                op.name()
            ));
        }
        let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
        let val = args.get(1).copied().ok_or_else(|| sel_err("an atomic without a value"))?;
        let addr = p0(&self.get(ptr)?);
        let x = p0(&self.get(val)?);
        let (lo, hi) = self.split(x);
        let lo = self.in_reg(lo, 2);
        let (a, index) = self.mem_addr(addr, 0, tg, 4);
        let old = self.v(2);
        self.emit(Mop::Atomic { op: word_op, threadgroup: tg }, smallvec![old], smallvec![a, index, lo]);
        let hi = match op {
            AtomicOp::Add => {
                let sum =
                    self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![old, lo]);
                let carry =
                    self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![sum, lo, Loc::Imm(1), Loc::Imm(0)]);
                self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![hi, carry])
            }
            AtomicOp::Sub => {
                let borrow =
                    self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![old, lo, Loc::Imm(1), Loc::Imm(0)]);
                self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![hi, borrow])
            }
            _ => self.in_reg(hi, 2),
        };
        let (a, index) = self.mem_addr(addr, 4, tg, 4);
        let d = self.v(2);
        self.emit(Mop::Atomic { op: word_op, threadgroup: tg }, smallvec![d], smallvec![a, index, hi]);
        Ok(None)
    }

    /// Whether an instruction of the function reads the result of instruction `i`.
    fn result_is_used(&self, i: IrInst) -> bool {
        let me = Value::Inst(i);
        self.f.blocks.iter().any(|(_, b)| {
            b.insts.iter().any(|&j| {
                self.f.insts.get(j).is_some_and(|d| {
                    let mut used = false;
                    d.op.for_each_operand(|v| used |= v == me);
                    used
                })
            })
        })
    }

    /// A float read-modify-write (`add`, `sub`, `min`, `max`), which G13 has no atomic
    /// form for: a compare-exchange loop. Each thread reads the word, computes the new
    /// value from what it read and swaps it in if the word still holds that; a thread
    /// whose swap found another value retries from the value found, one that succeeded
    /// leaves the loop (one exec-stack level for the loop, one around it for the leavers).
    /// The value read at the successful swap is the atomic's result.
    fn float_atomic(&mut self, tg: bool, op: AtomicOp, args: &[Value], ty: Type) -> R<Option<Val>> {
        let ptr = args.first().copied().ok_or_else(|| sel_err("an atomic without a pointer"))?;
        let val = args.get(1).copied().ok_or_else(|| sel_err("an atomic without a value"))?;
        if !matches!(op, AtomicOp::Add | AtomicOp::Sub | AtomicOp::Min | AtomicOp::Max) {
            return unsupported(format!("float atomic `{}`", op.name()));
        }
        let addr = p0(&self.get(ptr)?);
        let x = p0(&self.get(val)?);
        let x = self.in_reg(x, 2);
        let (a, index) = self.mem_addr(addr, 0, tg, 4);
        let read = if tg {
            Mop::ThreadgroupLoad { format: Format::I32, count: 1 }
        } else {
            Mop::DeviceLoad { format: Format::I32, count: 1 }
        };
        // `old` is one register the loop rewrites: the value each attempt expects.
        let old = self.op(read, 2, smallvec![a, index]);
        self.push_level();
        let outer = self.depth;
        let start = self.code.len();
        let head = self.label();
        self.place(head);
        self.push_level();
        let new = match op {
            AtomicOp::Add => self.op(Mop::Fadd { mods: [0, 0] }, 2, smallvec![old, x]),
            AtomicOp::Sub => self.op(Mop::Fadd { mods: [0, 1] }, 2, smallvec![old, x]),
            AtomicOp::Min => self.math(MathFn::Fmin, K::F32, &[old, x], false)?,
            _ => self.math(MathFn::Fmax, K::F32, &[old, x], false)?,
        };
        let new = self.in_reg(new, 2);
        let pair = self.wide(old, new);
        let seen = self.v(2);
        self.emit(Mop::CmpXchg { threadgroup: tg }, smallvec![seen], smallvec![a, index, pair]);
        // Bits compare: a NaN read back equals itself, -0.0 differs from +0.0.
        let done = self.icmp_bool(ICond::Eq, false, seen, old, 2);
        self.emit(Mop::Mov, smallvec![old], smallvec![seen]);
        self.emit_if(done, |s| s.leave(s.depth - outer + 1), |_| Ok(()))?;
        self.pop_level();
        self.emit(Mop::JmpExecAny, smallvec![], smallvec![Loc::Label(head)]);
        let end = self.code.len().saturating_sub(1);
        self.loops.push((start, end));
        self.pop_level();
        let has_result = !matches!(self.m.types.inner(ty), TypeInner::Void);
        Ok(has_result.then(|| smallvec![old]))
    }
}

/// `v` as IEEE half bits (round to nearest even; the constants isel uses are exact).
fn half_bits(v: f32) -> u16 {
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
    let man = b & 0x7f_ffff;
    if exp <= 0 {
        return sign;
    }
    if exp >= 31 {
        return sign | 0x7c00;
    }
    let m = man >> 13;
    let round = (man >> 12) & 1 != 0 && ((man & 0xfff) != 0 || m & 1 != 0);
    let h = (sign as u32) | ((exp as u32) << 10) | m;
    (h + u32::from(round)) as u16
}
