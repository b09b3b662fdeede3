//! Float → 64-bit integer conversions (`fptosi`/`fptoui` and `air.convert` to `long`/
//! `ulong`), saturating with NaN → 0 as Metal and the interpreter convert. G13 converts
//! to 32 bits only, so the float is split exactly: `h = trunc(f · 2⁻³²)` is the high word
//! (as a float, an integer), `f - h · 2³²` (one exact fused operation) the low one; each
//! converts with the hardware's saturating float → u32. Signed results convert the
//! magnitude and negate the 64-bit value.

use super::mi::{BitOp, Conv, FCond, FUnary, ICond, Loc, Mop};
use super::{Isel, K};
use smallvec::smallvec;

/// 2⁻³², 2³², 2⁶³, -2⁶³ and 2⁶⁴ as f32 bits.
const TWO_M32: u32 = 0x2f80_0000;
const TWO_32: u32 = 0x4f80_0000;
const TWO_63: u32 = 0x5f00_0000;
const NEG_TWO_63: u32 = 0xdf00_0000;
const TWO_64: u32 = 0x5f80_0000;

impl Isel<'_> {
    /// `f` (a 32-bit float) as an unsigned 64-bit integer, saturating (NaN and
    /// negative values give 0).
    fn f32_to_u64_parts(&mut self, f: Loc) -> (Loc, Loc) {
        let f = self.in_reg(f, 2);
        let scaled = self.op(Mop::Fmul { mods: [0, 0] }, 2, smallvec![f, Loc::Imm(TWO_M32)]);
        let hf = self.op(Mop::Funary(FUnary::Trunc), 2, smallvec![scaled]);
        let hi = self.op(Mop::Convert(Conv::FToU32), 2, smallvec![hf]);
        // f - hf · 2³² is exact (both are integers below 2⁶⁴ with at most 24 bits).
        let lf = self.op(Mop::Fmadd { mods: [1, 0, 0] }, 2, smallvec![hf, Loc::Imm(TWO_32), f]);
        let lo = self.op(Mop::Convert(Conv::FToU32), 2, smallvec![lf]);
        // From 2⁶⁴ up the low word is 0 but the value saturates to all ones.
        let lo = self.op(Mop::Fcmpsel(FCond::Ge), 2, smallvec![f, Loc::Imm(TWO_64), Loc::Imm(u32::MAX), lo]);
        (lo, hi)
    }

    /// A float of kind `k` converted to a 64-bit integer (signed or not), saturating.
    pub(super) fn float_to_i64(&mut self, x: Loc, k: K, signed: bool) -> Loc {
        let f = self.widen_f32(x, k);
        if !signed {
            let (lo, hi) = self.f32_to_u64_parts(f);
            return self.wide(lo, hi);
        }
        let f = self.in_reg(f, 2);
        let mag = self.op(Mop::Bitop(BitOp::And), 2, smallvec![f, Loc::Imm(0x7fff_ffff)]);
        let (lo, hi) = self.f32_to_u64_parts(mag);
        let u = self.wide(lo, hi);
        let n = self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 4, smallvec![Loc::Imm(0), u]);
        let (nl, nh) = self.split(n);
        let lo = self.op(Mop::Fcmpsel(FCond::Lt), 2, smallvec![f, Loc::Imm(0), nl, lo]);
        let hi = self.op(Mop::Fcmpsel(FCond::Lt), 2, smallvec![f, Loc::Imm(0), nh, hi]);
        // Beyond ±2⁶³: the extremes (-2⁶³ itself negates to the minimum already).
        let lo = self.op(Mop::Fcmpsel(FCond::Ge), 2, smallvec![f, Loc::Imm(TWO_63), Loc::Imm(u32::MAX), lo]);
        let hi =
            self.op(Mop::Fcmpsel(FCond::Ge), 2, smallvec![f, Loc::Imm(TWO_63), Loc::Imm(0x7fff_ffff), hi]);
        let lo = self.op(Mop::Fcmpsel(FCond::Lt), 2, smallvec![f, Loc::Imm(NEG_TWO_63), Loc::Imm(0), lo]);
        let hi = self.op(
            Mop::Fcmpsel(FCond::Lt),
            2,
            smallvec![f, Loc::Imm(NEG_TWO_63), Loc::Imm(0x8000_0000), hi],
        );
        self.wide(lo, hi)
    }
}

impl Isel<'_> {
    /// A 64-bit integer (signed or not) as a float, rounded to nearest even once. The
    /// magnitude is shifted left by `n` (about its leading zeros, from the exponent of
    /// the high word converted alone: one less where that conversion rounded up, which
    /// still leaves 31 significant bits) so that its top word holds the leading bits,
    /// the bits below OR into that word's last bit (a sticky bit: 8 bits beyond a
    /// float's 24 make the one rounding of `u32 → f32` the correct one), and the float
    /// is scaled back by 2^(32 - n), exactly.
    pub(super) fn i64_to_f32(&mut self, x: Loc, signed: bool) -> Loc {
        self.i64_to_f32_rounded(x, signed, false)
    }

    /// A 64-bit integer as a half or bfloat (`k`), rounded to nearest even once. Two
    /// roundings (to f32, then to `k`) can be wrong, so the f32 is made rounded to odd
    /// instead: the bits below its last kept one OR into that bit, which leaves it
    /// exact and at least 23 significant bits wide; rounding that to 11 or 8 bits by
    /// nearest even is the same as rounding the integer once (odd rounding to p + 2 or
    /// more bits is safe for a later rounding to p bits).
    pub(super) fn i64_to_narrow_float(&mut self, x: Loc, signed: bool, k: K) -> Loc {
        let f = self.i64_to_f32_rounded(x, signed, true);
        self.narrow_f32(f, k)
    }

    /// [`Self::i64_to_f32`], or with `odd` the f32 rounded to odd: then a magnitude
    /// below 2³² goes through the same normalising path with its low word moved up
    /// (and the scale 2³² smaller), since `u32 → f32` alone would round it to even.
    fn i64_to_f32_rounded(&mut self, x: Loc, signed: bool, odd: bool) -> Loc {
        let (lo, hi) = self.split(x);
        let (lo, hi) = (self.in_reg(lo, 2), self.in_reg(hi, 2));
        let (mlo, mhi) = if signed {
            let n =
                self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 4, smallvec![Loc::Imm(0), x]);
            let (nl, nh) = self.split(n);
            let neg =
                self.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![hi, Loc::Imm(0), Loc::Imm(1), Loc::Imm(0)]);
            let l = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![neg, Loc::Imm(0), lo, nl]);
            let h = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![neg, Loc::Imm(0), hi, nh]);
            (l, h)
        } else {
            (lo, hi)
        };
        // Odd rounding: a zero high word takes the low one, and the scale drops by 2³².
        let (mlo, mhi, top_exp) = if odd {
            let h = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![mhi, Loc::Imm(0), mlo, mhi]);
            let l = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![mhi, Loc::Imm(0), Loc::Imm(0), mlo]);
            let e = self.op(
                Mop::Icmpsel(ICond::Eq),
                2,
                smallvec![mhi, Loc::Imm(0), Loc::Imm(127), Loc::Imm(159)],
            );
            (l, h, e)
        } else {
            (mlo, mhi, Loc::Imm(159))
        };
        // The high word's exponent e (0..=32); n = 31 - e, at least 0.
        let fh = self.op(Mop::Convert(Conv::U32ToF), 2, smallvec![mhi]);
        let biased = self.op(Mop::Lshr, 2, smallvec![fh, Loc::Imm(23)]);
        let n =
            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![Loc::Imm(158), biased]);
        let n = self.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![n, Loc::Imm(0), Loc::Imm(0), n]);
        let top = self.op(Mop::Shl, 2, smallvec![mhi, n]);
        let back =
            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![Loc::Imm(32), n]);
        // lo >> 32 (n = 0) is 0: the shift takes its amount modulo 128.
        let carry = self.op(Mop::Lshr, 2, smallvec![mlo, back]);
        let t = self.op(Mop::Bitop(BitOp::Or), 2, smallvec![top, carry]);
        let rest = self.op(Mop::Shl, 2, smallvec![mlo, n]);
        let sticky =
            self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![rest, Loc::Imm(0), Loc::Imm(0), Loc::Imm(1)]);
        let t = self.op(Mop::Bitop(BitOp::Or), 2, smallvec![t, sticky]);
        let t = if odd {
            // Bits 7..0 (with the sticky bit) OR into bit 8; 24 bits remain: exact.
            let low = self.op(Mop::Bitop(BitOp::And), 2, smallvec![t, Loc::Imm(0xff)]);
            let keep = self.op(Mop::Bitop(BitOp::And), 2, smallvec![t, Loc::Imm(0xffff_ff00)]);
            let bit = self.op(
                Mop::Icmpsel(ICond::Eq),
                2,
                smallvec![low, Loc::Imm(0), Loc::Imm(0), Loc::Imm(0x100)],
            );
            self.op(Mop::Bitop(BitOp::Or), 2, smallvec![keep, bit])
        } else {
            t
        };
        let f = self.op(Mop::Convert(Conv::U32ToF), 2, smallvec![t]);
        // 2^(32 - n) as float bits: (159 - n) << 23 (127 - n for a moved-up low word).
        let e = self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![top_exp, n]);
        let scale = self.op(Mop::Shl, 2, smallvec![e, Loc::Imm(23)]);
        let big = self.op(Mop::Fmul { mods: [0, 0] }, 2, smallvec![f, scale]);
        let big = if odd {
            // Sign first, then the caller's one rounding to half or bfloat.
            if !signed {
                return big;
            }
            let sign = self.op(Mop::Bitop(BitOp::And), 2, smallvec![hi, Loc::Imm(0x8000_0000)]);
            return self.op(Mop::Bitop(BitOp::Or), 2, smallvec![big, sign]);
        } else {
            big
        };
        // A magnitude below 2³² converts directly.
        let small = self.op(Mop::Convert(Conv::U32ToF), 2, smallvec![mlo]);
        let r = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![mhi, Loc::Imm(0), small, big]);
        if !signed {
            return r;
        }
        let sign = self.op(Mop::Bitop(BitOp::And), 2, smallvec![hi, Loc::Imm(0x8000_0000)]);
        self.op(Mop::Bitop(BitOp::Or), 2, smallvec![r, sign])
    }
}
