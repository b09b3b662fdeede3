//! Selection of the operations that need more than one instruction and are not plain
//! arithmetic: `round`, `fmod`, `atan2`, `dot`, `fma` on half and bfloat, 64-bit
//! integer ↔ float conversions, and the atomics built from a compare-swap loop (float
//! read-modify-writes and compare-exchange). Each follows the reference interpreter
//! (`crates/interp`): bit for bit where the interpreter's result is exact (`round`,
//! `fmod`, conversions, `dot` on floats, `fma`), within a few ulps for `atan2`
//! (docs/abi-amdgpu.md, "Floating point").

use super::{p0, Isel, Part, Val, K, R};
use crate::isa::{Mods, Opcode as O, Operand, Reg, Srcs};
use gpu_ir::BinaryOp;
use smallvec::smallvec;

const SIGN: u32 = 0x8000_0000;

impl Isel<'_> {
    fn imm_f(x: f32) -> Part {
        Part::Imm(x.to_bits())
    }

    fn vpair(r: u32) -> Operand {
        Operand::pair(Reg::VirtV(r))
    }

    /// `round`: to nearest, halfway cases away from zero. `x − trunc(x)` is exact, and
    /// `trunc(x) ± 1` too wherever the fraction can be ½ (|x| < 2²³); the truncated value
    /// is kept when no step is taken, so −0.4 gives −0 (not −0 + 0 = +0).
    pub(super) fn round_away(&mut self, x: Part) -> Part {
        let x = Part::V(self.to_v(x));
        let t = self.valu(O::VTruncF32, &[x], false);
        let d = self.valu(O::VSubF32, &[x, t], false);
        let ad = self.valu(O::VAndB32, &[Part::Imm(!SIGN), d], false);
        let half = self.cmp_mask_v(O::VCmpGeF32, &[ad, Self::imm_f(0.5)]);
        let sign = self.valu(O::VAndB32, &[Part::Imm(SIGN), x], false);
        let one = self.valu(O::VOrB32, &[Part::Imm(1.0f32.to_bits()), sign], false);
        let up = self.valu(O::VAddF32, &[t, one], false);
        self.cndmask(t, up, half)
    }

    /// `dot` of two float vectors as the interpreter computes it: the products summed in
    /// element order in `f64` (each f32 product is exact there, so one `v_fma_f64` per
    /// element is the interpreter's `s += p·q`), starting from +0, rounded once to f32.
    /// Half and bfloat elements are widened exactly; their result is rounded from f32.
    pub(super) fn dot(&mut self, a: &Val, b: &Val, k: K) -> R<Part> {
        let mut s: Option<u32> = None;
        for (&x, &y) in a.iter().zip(b.iter()) {
            let (x, y) = (self.to_f32(x, k), self.to_f32(y, k));
            let (xv, yv) = (self.to_v(x), self.to_v(y));
            let (xd, yd) = (self.v(), self.v());
            self.emit(O::VCvtF64F32, smallvec![Self::vpair(xd)], smallvec![Self::vreg(xv)]);
            self.emit(O::VCvtF64F32, smallvec![Self::vpair(yd)], smallvec![Self::vreg(yv)]);
            let acc = match s {
                Some(r) => Self::vpair(r),
                None => Operand::Imm(0),
            };
            let d = self.v();
            self.emit(
                O::VFmaF64,
                smallvec![Self::vpair(d)],
                smallvec![Self::vpair(xd), Self::vpair(yd), acc],
            );
            s = Some(d);
        }
        let Some(s) = s else { return Ok(Part::Imm(0)) };
        let f = self.v();
        self.emit(O::VCvtF32F64, smallvec![Self::vreg(f)], smallvec![Self::vpair(s)]);
        Ok(self.from_f32(Part::V(f), k))
    }

    /// `fma` of half or bfloat operands (given as f32, exact): the product is exact in
    /// f32, the sum's rounding error is recovered (Knuth's two-sum) and an inexact sum
    /// gets an odd last bit moved toward the exact value, so that the one rounding to the
    /// narrow format is the correct one (the interpreter's `fma_to_odd`).
    pub(super) fn fma_to_odd(&mut self, a: Part, b: Part, c: Part) -> Part {
        let p = self.valu(O::VMulF32, &[a, b], false);
        let c = Part::V(self.to_v(c));
        let s = self.valu(O::VAddF32, &[p, c], false);
        let bc = self.valu(O::VSubF32, &[s, p], false);
        let sb = self.valu(O::VSubF32, &[s, bc], false);
        let e1 = self.valu(O::VSubF32, &[p, sb], false);
        let e2 = self.valu(O::VSubF32, &[c, bc], false);
        let err = self.valu(O::VAddF32, &[e1, e2], false);
        // Away from zero when err and s have the same sign: bits + 1, else bits − 1.
        let same = self.valu(O::VXorB32, &[err, s], false);
        let toward = self.cmp_mask_v(O::VCmpLtI32, &[same, Part::Imm(0)]);
        let up = self.valu(O::VAddU32, &[s, Part::Imm(1)], false);
        let down = self.valu(O::VSubU32, &[s, Part::Imm(1)], false);
        let moved = self.cndmask(up, down, toward);
        let lsb = self.valu(O::VAndB32, &[Part::Imm(1), s], false);
        let inexact = self.cmp_mask_v(O::VCmpLgF32, &[err, Part::Imm(0)]);
        let even = self.cmp_mask_v(O::VCmpEqU32, &[lsb, Part::Imm(0)]);
        let adjust = self.mask_and(inexact, even);
        // A sum that is not finite stays as it is (its "error" is a NaN, never ≠ 0 in the
        // ordered compare above, but an infinite sum's error can be finite).
        let finite = self.cmp_mask_v(O::VCmpClassF32, &[s, Part::Imm(0x1f8)]);
        let adjust = self.mask_and(adjust, finite);
        self.cndmask(s, moved, adjust)
    }

    /// The lanes set in both masks.
    fn mask_and(&mut self, a: u32, b: u32) -> u32 {
        let d = self.stuple();
        self.emit(
            self.and_mask(),
            smallvec![self.mask_op(d), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(a), self.mask_op(b)],
        );
        d
    }

    /// The lanes set in either mask.
    fn mask_or(&mut self, a: u32, b: u32) -> u32 {
        let d = self.stuple();
        self.emit(
            self.or_mask(),
            smallvec![self.mask_op(d), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(a), self.mask_op(b)],
        );
        d
    }

    // ---- 64-bit integers and floats -------------------------------------------------

    /// An unsigned 64-bit integer as f32 (or, with `odd`, rounded to odd at 24 bits so
    /// that a later rounding to half or bfloat is the only one, as the interpreter's
    /// conversion through an f64 rounded to odd). The value is normalized so that its
    /// top bit is bit 63, the high word (with a sticky bit for the low word) converted
    /// and the exponent moved by the shift.
    pub(super) fn u64_to_f32(&mut self, lo: Part, hi: Part, odd: bool) -> R<Part> {
        let (lo, hi) = (Part::V(self.to_v(lo)), Part::V(self.to_v(hi)));
        let zh = self.valu(O::VFfbhU32, &[hi], false);
        let zl = self.valu(O::VFfbhU32, &[lo], false);
        let zl32 = self.valu(O::VAddU32, &[zl, Part::Imm(32)], false);
        let hi_zero = self.cmp_mask_v(O::VCmpEqU32, &[hi, Part::Imm(0)]);
        let s = self.cndmask(zh, zl32, hi_zero);
        // Zero gives ffbh = −1 twice: a shift of 31 of nothing.
        let s = self.valu(O::VAndB32, &[Part::Imm(63), s], false);
        let (nl, nh) = self.shift64(BinaryOp::Shl, (lo, hi), s, false)?;
        let sticky = self.valu(O::VMinU32, &[nl, Part::Imm(1)], false);
        let w = if odd {
            // Bits 7..0 and the low word are below a 24-bit significand: fold them into
            // bit 8 (the significand's last bit) when any is set, which is rounding to odd.
            let low = self.valu(O::VAndB32, &[Part::Imm(0xff), nh], false);
            let low = self.valu(O::VOrB32, &[low, sticky], false);
            let any = self.valu(O::VMinU32, &[low, Part::Imm(1)], false);
            let bit = self.valu(O::VLshlrevB32, &[Part::Imm(8), any], false);
            let top = self.valu(O::VAndB32, &[Part::Imm(0xffff_ff00), nh], false);
            self.valu(O::VOrB32, &[top, bit], false)
        } else {
            self.valu(O::VOrB32, &[nh, sticky], false)
        };
        let f = self.valu(O::VCvtF32U32, &[w], false);
        // f · 2^(32 − s), on the exponent field (f is 0 or a normal number ≥ 2³¹).
        let e = self.valu(O::VSubU32, &[Part::Imm(32), s], false);
        let e = self.valu(O::VLshlrevB32, &[Part::Imm(23), e], false);
        let scaled = self.valu(O::VAddU32, &[f, e], false);
        let zero = self.cmp_mask_v(O::VCmpEqU32, &[nh, Part::Imm(0)]);
        Ok(self.cndmask(scaled, Part::Imm(0), zero))
    }

    /// A 64-bit integer (two parts) as a float of kind `k`, rounded once.
    pub(super) fn i64_to_float(&mut self, lo: Part, hi: Part, signed: bool, k: K) -> R<Part> {
        if k == K::F32 {
            return self.i64_to_f32(lo, hi, signed);
        }
        let f = if signed { self.s64_to_f32(lo, hi, true)? } else { self.u64_to_f32(lo, hi, true)? };
        Ok(self.from_f32(f, k))
    }

    /// A 64-bit integer as f32, rounded once: shifted left by `s` so that the high word
    /// holds its top 32 significant bits (31 with the sign, for signed values) and a
    /// sticky bit stands for the low word; that word converted (rounding there is the
    /// only rounding: the sticky bit sits below every rounding position) and scaled back
    /// by 2^(32 − s). `s` is the high word's leading zeros (signed: redundant sign bits),
    /// at most 32 (31 when the low word's top bit differs from the sign, which must
    /// stay out of the converted word's sign), so zero and values within 32 bits need
    /// no special case.
    fn i64_to_f32(&mut self, lo: Part, hi: Part, signed: bool) -> R<Part> {
        let (lo, hi) = (Part::V(self.to_v(lo)), Part::V(self.to_v(hi)));
        let s = if signed {
            let x = self.valu(O::VXorB32, &[lo, hi], false);
            let x = self.valu(O::VAshrrevI32, &[Part::Imm(31), x], false);
            let cap = self.valu(O::VAddU32, &[Part::Imm(32), x], false);
            // ffbh_i32 is −1 for 0 and −1: the cap then decides.
            let z = self.valu(O::VFfbhI32, &[hi], false);
            let z = self.valu(O::VAddU32, &[Part::Imm(u32::MAX), z], false);
            self.valu(O::VMinU32, &[z, cap], false)
        } else {
            let z = self.valu(O::VFfbhU32, &[hi], false);
            self.valu(O::VMinU32, &[Part::Imm(32), z], false)
        };
        let (nl, nh) = self.shift64(BinaryOp::Shl, (lo, hi), s, false)?;
        let sticky = self.valu(O::VMinU32, &[Part::Imm(1), nl], false);
        let w = self.valu(O::VOrB32, &[nh, sticky], false);
        let f = self.valu(if signed { O::VCvtF32I32 } else { O::VCvtF32U32 }, &[w], false);
        let e = self.valu(O::VSubU32, &[Part::Imm(32), s], false);
        Ok(self.valu(O::VLdexpF32, &[f, e], true))
    }

    /// A signed 64-bit integer as f32: the magnitude converted, the sign put back.
    pub(super) fn s64_to_f32(&mut self, lo: Part, hi: Part, odd: bool) -> R<Part> {
        let sign = self.valu(O::VAshrrevI32, &[Part::Imm(31), hi], false);
        let xl = self.valu(O::VXorB32, &[lo, sign], false);
        let xh = self.valu(O::VXorB32, &[hi, sign], false);
        let (ml, mh) = self.add64((xl, xh), (sign, sign), true);
        let f = self.u64_to_f32(ml, mh, odd)?;
        let s = self.valu(O::VAndB32, &[Part::Imm(SIGN), sign], false);
        Ok(self.valu(O::VOrB32, &[f, s], false))
    }

    /// f32 to an unsigned 64-bit integer: truncated, NaN and negatives to 0, 2⁶⁴ and
    /// above to all ones (the interpreter's saturating conversion).
    pub(super) fn f32_to_u64(&mut self, x: Part) -> (Part, Part) {
        let t = self.valu(O::VTruncF32, &[x], false);
        let th = self.valu(O::VMulF32, &[t, Self::imm_f(2f32.powi(-32))], false);
        let th = self.valu(O::VTruncF32, &[th], false);
        let hi = self.valu(O::VCvtU32F32, &[th], false);
        // t − th·2³² is exact: the low 32 bits of an integer of 24 significant bits.
        let d = self.v();
        let ops = self.valu_srcs(O::VFmaF32, &[th, Self::imm_f(2f32.powi(32)), t], true);
        self.emit_m(O::VFmaF32, smallvec![Self::vreg(d)], ops, Mods { neg: 1, e64: true, ..Mods::default() });
        let lo = self.valu(O::VCvtU32F32, &[Part::V(d)], false);
        let big = self.cmp_mask_v(O::VCmpGeF32, &[t, Self::imm_f(2f32.powi(64))]);
        (self.cndmask(lo, Part::Imm(u32::MAX), big), self.cndmask(hi, Part::Imm(u32::MAX), big))
    }

    /// f32 to a signed 64-bit integer: truncated toward zero, NaN to 0, saturated at
    /// the ends of the range.
    pub(super) fn f32_to_s64(&mut self, x: Part) -> R<(Part, Part)> {
        let x = Part::V(self.to_v(x));
        let ax = self.valu(O::VAndB32, &[Part::Imm(!SIGN), x], false);
        let (ul, uh) = self.f32_to_u64(ax);
        let sign = self.valu(O::VAshrrevI32, &[Part::Imm(31), x], false);
        let xl = self.valu(O::VXorB32, &[ul, sign], false);
        let xh = self.valu(O::VXorB32, &[uh, sign], false);
        let (rl, rh) = self.add64((xl, xh), (sign, sign), true);
        // |x| ≥ 2⁶³ (and ±inf): INT64_MAX or INT64_MIN by the sign.
        let big = self.cmp_mask_v(O::VCmpGeF32, &[ax, Self::imm_f(2f32.powi(63))]);
        let sat_lo = self.valu(O::VXorB32, &[Part::Imm(u32::MAX), sign], false);
        let sat_hi = self.valu(O::VXorB32, &[Part::Imm(0x7fff_ffff), sign], false);
        Ok((self.cndmask(rl, sat_lo, big), self.cndmask(rh, sat_hi, big)))
    }

    /// An f64 constant in a VGPR pair (64-bit literals are not encodable).
    fn f64_const(&mut self, c: f64) -> u32 {
        let b = c.to_bits();
        self.to_vpair(Part::Imm(b as u32), Part::Imm((b >> 32) as u32))
    }

    fn f64_op(&mut self, op: O, srcs: &[Operand]) -> u32 {
        let d = self.v();
        self.emit(op, smallvec![Self::vpair(d)], Srcs::from_slice(srcs));
        d
    }

    fn f64_fma_neg(&mut self, a: u32, b: u32, c: u32) -> u32 {
        let d = self.v();
        self.emit_m(
            O::VFmaF64,
            smallvec![Self::vpair(d)],
            smallvec![Self::vpair(a), Self::vpair(b), Self::vpair(c)],
            Mods { neg: 1, e64: true, ..Mods::default() },
        );
        d
    }

    /// Natural logarithm, correctly rounded but for ties closer than about 2⁻²⁵ ulp
    /// (as the interpreter's `f64::ln` rounded to f32): `x = 2^e · m` with m in
    /// [√½, √2), `ln m = 2 atanh(s)` with `s = (m − 1)/(m + 1)` (|s| ≤ 0.172) as an odd
    /// series of eleven terms, all in f64, plus `e · ln 2`. Zeros give −inf, +inf itself,
    /// negative numbers the x86 default NaN (0xffc00000) and a NaN itself, quieted, as
    /// the interpreter's host `ln` does.
    pub(super) fn log_precise(&mut self, x: Part) -> Part {
        let x = Part::V(self.to_v(x));
        // Denormals scaled by 2^23 first (exact), their exponent corrected below.
        let tiny = self.cmp_mask_v(O::VCmpLtU32, &[x, Part::Imm(0x80_0000)]);
        let scaled = self.valu(O::VMulF32, &[x, Self::imm_f(2f32.powi(23))], false);
        let xs = self.cndmask(x, scaled, tiny);
        let bias = self.cndmask(Part::Imm(127), Part::Imm(150), tiny);
        let frac = self.valu(O::VAndB32, &[Part::Imm(0x7f_ffff), xs], false);
        let m = self.valu(O::VOrB32, &[Part::Imm(0x3f80_0000), frac], false);
        let e = self.valu(O::VLshrrevB32, &[Part::Imm(23), xs], false);
        let e = self.valu(O::VSubU32, &[e, bias], false);
        // m above √2: halve it, one more in the exponent.
        let high = self.cmp_mask_v(O::VCmpGtU32, &[m, Part::Imm(0x3fb5_04f3)]);
        let mh = self.valu(O::VSubU32, &[m, Part::Imm(0x80_0000)], false);
        let m = self.cndmask(m, mh, high);
        let e1 = self.valu(O::VAddU32, &[e, Part::Imm(1)], false);
        let e = self.cndmask(e, e1, high);
        let f = self.valu(O::VSubF32, &[m, Self::imm_f(1.0)], false);
        let fv = self.to_v(f);
        let fd = self.f64_op(O::VCvtF64F32, &[Self::vreg(fv)]);
        let two = self.f64_const(2.0);
        let den = self.f64_op(O::VAddF64, &[Self::vpair(fd), Self::vpair(two)]);
        // 1/den: a single-precision estimate and two Newton steps.
        let denf = self.v();
        self.emit(O::VCvtF32F64, smallvec![Self::vreg(denf)], smallvec![Self::vpair(den)]);
        let r0f = self.valu(O::VRcpF32, &[Part::V(denf)], false);
        let r0fv = self.to_v(r0f);
        let mut r = self.f64_op(O::VCvtF64F32, &[Self::vreg(r0fv)]);
        let one = self.f64_const(1.0);
        for _ in 0..2 {
            let err = self.f64_fma_neg(den, r, one);
            r = self.f64_op(O::VFmaF64, &[Self::vpair(r), Self::vpair(err), Self::vpair(r)]);
        }
        let s0 = self.f64_op(O::VMulF64, &[Self::vpair(fd), Self::vpair(r)]);
        let res = self.f64_fma_neg(s0, den, fd);
        let s = self.f64_op(O::VFmaF64, &[Self::vpair(res), Self::vpair(r), Self::vpair(s0)]);
        let z = self.f64_op(O::VMulF64, &[Self::vpair(s), Self::vpair(s)]);
        let mut q = self.f64_const(1.0 / 21.0);
        for k in (1..10).rev() {
            let c = self.f64_const(1.0 / f64::from(2 * k + 1));
            q = self.f64_op(O::VFmaF64, &[Self::vpair(q), Self::vpair(z), Self::vpair(c)]);
        }
        let sz = self.f64_op(O::VMulF64, &[Self::vpair(s), Self::vpair(z)]);
        let t = self.f64_op(O::VFmaF64, &[Self::vpair(sz), Self::vpair(q), Self::vpair(s)]);
        let ef = self.valu(O::VCvtF32I32, &[e], false);
        let efv = self.to_v(ef);
        let ed = self.f64_op(O::VCvtF64F32, &[Self::vreg(efv)]);
        let ln2 = self.f64_const(std::f64::consts::LN_2);
        let two_t = self.f64_op(O::VAddF64, &[Self::vpair(t), Self::vpair(t)]);
        let total = self.f64_op(O::VFmaF64, &[Self::vpair(ed), Self::vpair(ln2), Self::vpair(two_t)]);
        let out = self.v();
        self.emit(O::VCvtF32F64, smallvec![Self::vreg(out)], smallvec![Self::vpair(total)]);
        let out = Part::V(out);
        // Special operands (class bits: 0 sNaN, 1 qNaN, 2 −inf, 3 −normal, 4 −denormal,
        // 5 −0, 6 +0, 9 +inf).
        let zero = self.cmp_mask_v(O::VCmpClassF32, &[x, Part::Imm(0x60)]);
        let out = self.cndmask(out, Self::imm_f(f32::NEG_INFINITY), zero);
        let pinf = self.cmp_mask_v(O::VCmpClassF32, &[x, Part::Imm(0x200)]);
        let out = self.cndmask(out, x, pinf);
        let neg = self.cmp_mask_v(O::VCmpClassF32, &[x, Part::Imm(0x1c)]);
        let out = self.cndmask(out, Part::Imm(0xffc0_0000), neg);
        let quiet = self.valu(O::VOrB32, &[Part::Imm(0x40_0000), x], false);
        let nan = self.cmp_mask_v(O::VCmpClassF32, &[x, Part::Imm(0x3)]);
        self.cndmask(out, quiet, nan)
    }

    /// `ldexp(x, k)`: `x · 2^k` rounded once, as the interpreter's f64 product. A
    /// denormal `x` is first normalized (× 2⁶⁴, exact); a result with a normal exponent
    /// gets it written into the exponent field (exact), a larger one is ±inf, and a
    /// smaller one is formed with exponent `e + 126` (at least 1) and multiplied by
    /// 2⁻¹²⁶, the only rounding (below 2⁻²⁵² the true value and that product both round
    /// to ±0). Zeros, infinities and NaN come back as they are.
    pub(super) fn ldexp(&mut self, x: Part, k: Part) -> Part {
        let x = Part::V(self.to_v(x));
        let ax = self.valu(O::VAndB32, &[Part::Imm(!SIGN), x], false);
        let tiny = self.cmp_mask_v(O::VCmpLtU32, &[ax, Part::Imm(0x80_0000)]);
        let up = self.valu(O::VMulF32, &[x, Self::imm_f(2f32.powi(64))], false);
        let xn = self.cndmask(x, up, tiny);
        let k = Part::V(self.to_v(k));
        // Clamped so that sums below stay far from overflow.
        let k = self.valu(O::VMaxI32, &[k, Part::Imm(-1000i32 as u32)], false);
        let k = self.valu(O::VMinI32, &[k, Part::Imm(1000)], false);
        let k64 = self.valu(O::VSubU32, &[k, Part::Imm(64)], false);
        let k = self.cndmask(k, k64, tiny);
        let e = self.valu(O::VBfeU32, &[xn, Part::Imm(23), Part::Imm(8)], true);
        let ne = self.valu(O::VAddU32, &[e, k], false);
        let keep = self.valu(O::VAndB32, &[Part::Imm(0x807f_ffff), xn], false);
        let field = self.valu(O::VLshlrevB32, &[Part::Imm(23), ne], false);
        let normal = self.valu(O::VOrB32, &[keep, field], false);
        let sign = self.valu(O::VAndB32, &[Part::Imm(SIGN), x], false);
        let inf = self.valu(O::VOrB32, &[Part::Imm(0x7f80_0000), sign], false);
        let se = self.valu(O::VAddU32, &[ne, Part::Imm(126)], false);
        let se = self.valu(O::VMaxI32, &[se, Part::Imm(1)], false);
        let sfield = self.valu(O::VLshlrevB32, &[Part::Imm(23), se], false);
        let pre = self.valu(O::VOrB32, &[keep, sfield], false);
        let small = self.valu(O::VMulF32, &[pre, Self::imm_f(2f32.powi(-126))], false);
        let over = self.cmp_mask_v(O::VCmpGtI32, &[ne, Part::Imm(254)]);
        let under = self.cmp_mask_v(O::VCmpLtI32, &[ne, Part::Imm(1)]);
        let r = self.cndmask(normal, inf, over);
        let r = self.cndmask(r, small, under);
        // ±0, ±inf and NaN (class bits 0, 1, 2, 5, 6, 9).
        let special = self.cmp_mask_v(O::VCmpClassF32, &[x, Part::Imm(0x267)]);
        self.cndmask(r, x, special)
    }

    // ---- fmod, atan2 ---------------------------------------------------------------

    /// The significand (24 bits, top bit 23) and exponent of a finite non-zero |x|
    /// given as bits, denormals normalized.
    fn unpack(&mut self, ax: Part) -> (Part, Part) {
        let e = self.valu(O::VLshrrevB32, &[Part::Imm(23), ax], false);
        let m = self.valu(O::VAndB32, &[Part::Imm(0x7f_ffff), ax], false);
        let normal = self.valu(O::VOrB32, &[Part::Imm(0x80_0000), m], false);
        // A denormal: shift its leading one up to bit 23; its exponent is 1 − shift.
        let z = self.valu(O::VFfbhU32, &[m], false);
        let sh = self.valu(O::VSubU32, &[z, Part::Imm(8)], false);
        let dm = self.valu(O::VLshlrevB32, &[sh, m], false);
        let de = self.valu(O::VSubU32, &[Part::Imm(1), sh], false);
        let denormal = self.cmp_mask_v(O::VCmpEqU32, &[e, Part::Imm(0)]);
        (self.cndmask(normal, dm, denormal), self.cndmask(e, de, denormal))
    }

    /// A loop over the active lanes while `count` (a VGPR) is positive: each trip runs
    /// `body` with `exec` narrowed to the lanes still counting and decrements their
    /// count; lanes leave as their count reaches zero, and `exec` is restored after.
    /// Values `body` updates must be written to the same virtual registers (they live
    /// around the loop).
    fn lane_loop(&mut self, count: u32, body: impl FnOnce(&mut Self)) {
        let exec = self.exec();
        let saved = self.stuple();
        self.emit(self.mov_mask(), smallvec![self.mask_op(saved)], smallvec![exec]);
        let start = self.code.len();
        let head = self.label();
        let done = self.label();
        self.place(head);
        let more = self.cmp_mask_v(O::VCmpLtI32, &[Part::Imm(0), Part::V(count)]);
        self.emit(
            self.and_mask(),
            smallvec![exec, Operand::reg(Reg::Scc)],
            smallvec![exec, self.mask_op(more)],
        );
        self.emit(O::SCbranchExecz, smallvec![], smallvec![Operand::Label(done)]);
        body(self);
        self.emit(O::VSubU32, smallvec![Self::vreg(count)], smallvec![Self::vreg(count), Operand::Imm(1)]);
        self.emit(O::SBranch, smallvec![], smallvec![Operand::Label(head)]);
        let end = self.code.len().saturating_sub(1);
        self.loops.push((start, end));
        self.place(done);
        self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(saved)]);
    }

    /// `fmod(x, y)`, exact (the result is always representable): the significands'
    /// remainder by shift-and-subtract over the exponent difference, one bit per trip of
    /// a per-lane loop, then normalized back with `y`'s exponent and `x`'s sign.
    pub(super) fn fmod(&mut self, x: Part, y: Part) -> Part {
        let (x, y) = (Part::V(self.to_v(x)), Part::V(self.to_v(y)));
        let ax = self.valu(O::VAndB32, &[Part::Imm(!SIGN), x], false);
        let ay = self.valu(O::VAndB32, &[Part::Imm(!SIGN), y], false);
        let sign = self.valu(O::VAndB32, &[Part::Imm(SIGN), x], false);
        // Where the loop would not be meaningful, operands that make it stop at once.
        let (mx, ex) = self.unpack(ax);
        let (my, ey) = self.unpack(ay);
        let d0 = self.valu(O::VSubU32, &[ex, ey], false);
        let small = self.cmp_mask_v(O::VCmpLtU32, &[ax, ay]);
        let yzero = self.cmp_mask_v(O::VCmpEqU32, &[ay, Part::Imm(0)]);
        let nan_x = self.cmp_mask_v(O::VCmpGeU32, &[ax, Part::Imm(0x7f80_0000)]);
        let nan_y = self.cmp_mask_v(O::VCmpGtU32, &[ay, Part::Imm(0x7f80_0000)]);
        let nan = self.mask_or(nan_x, nan_y);
        let nan = self.mask_or(nan, yzero);
        let skip = self.mask_or(nan, small);
        let r = self.v();
        let d = self.v();
        let rv = self.cndmask(mx, Part::Imm(0), skip);
        self.emit(O::VMovB32, smallvec![Self::vreg(r)], smallvec![rv.op()]);
        let dv = self.cndmask(d0, Part::Imm(0), skip);
        self.emit(O::VMovB32, smallvec![Self::vreg(d)], smallvec![dv.op()]);
        let myv = self.to_v(my);
        // r < 2·my throughout: subtract when r ≥ my, then double.
        self.lane_loop(d, |s| {
            let diff = s.valu(O::VSubU32, &[Part::V(r), Part::V(myv)], false);
            let ge = s.cmp_mask_v(O::VCmpGeU32, &[Part::V(r), Part::V(myv)]);
            let kept = s.cndmask(Part::V(r), diff, ge);
            let twice = s.valu(O::VLshlrevB32, &[Part::Imm(1), kept], false);
            s.emit(O::VMovB32, smallvec![Self::vreg(r)], smallvec![twice.op()]);
        });
        let diff = self.valu(O::VSubU32, &[Part::V(r), Part::V(myv)], false);
        let ge = self.cmp_mask_v(O::VCmpGeU32, &[Part::V(r), Part::V(myv)]);
        let m = self.cndmask(Part::V(r), diff, ge);
        // m · 2^(ey − 23) with m < 2²⁴: normalize the leading one to bit 23.
        let z = self.valu(O::VFfbhU32, &[m], false);
        let sh = self.valu(O::VSubU32, &[z, Part::Imm(8)], false);
        let mn = self.valu(O::VLshlrevB32, &[sh, m], false);
        let e = self.valu(O::VSubU32, &[ey, sh], false);
        let frac = self.valu(O::VAndB32, &[Part::Imm(0x7f_ffff), mn], false);
        let ebits = self.valu(O::VLshlrevB32, &[Part::Imm(23), e], false);
        let normal = self.valu(O::VOrB32, &[ebits, frac], false);
        // e ≤ 0: a denormal result, exactly m shifted right by 1 − e.
        let rs = self.valu(O::VSubU32, &[Part::Imm(1), e], false);
        let rs = self.valu(O::VMinU32, &[rs, Part::Imm(31)], false);
        let den = self.valu(O::VLshrrevB32, &[rs, mn], false);
        let tiny = self.cmp_mask_v(O::VCmpLtI32, &[e, Part::Imm(1)]);
        let mag = self.cndmask(normal, den, tiny);
        let mzero = self.cmp_mask_v(O::VCmpEqU32, &[m, Part::Imm(0)]);
        let mag = self.cndmask(mag, Part::Imm(0), mzero);
        let res = self.valu(O::VOrB32, &[mag, sign], false);
        let res = self.cndmask(res, x, small);
        self.cndmask(res, Part::Imm(0x7fc0_0000), nan)
    }

    /// `π − r` (or `π/2 − r`) with the constant split in two floats, for `r ≥ 0`.
    fn const_minus(&mut self, c: f64, r: Part) -> Part {
        let hi = c as f32;
        let lo = (c - f64::from(hi)) as f32;
        let t = self.valu(O::VSubF32, &[Self::imm_f(hi), r], false);
        self.valu(O::VAddF32, &[t, Self::imm_f(lo)], false)
    }

    /// `atan2(y, x)`: `a = min(|x|,|y|) / max(|x|,|y|)` in [0, 1], reduced to
    /// |u| ≤ tan(π/8) by `atan a = π/4 + atan((a − 1)/(a + 1))`, a degree-9 odd
    /// polynomial, then placed in its octant (π/2 − r when |y| > |x|, π − r when x has
    /// its sign bit set) and given y's sign. Both zero or both infinite take a = 0 / 1,
    /// which gives the IEEE results (±0, ±π, ±π/4, ±3π/4); a NaN operand gives NaN.
    pub(super) fn atan2(&mut self, y: Part, x: Part) -> Part {
        use std::f64::consts::PI;
        let (x, y) = (Part::V(self.to_v(x)), Part::V(self.to_v(y)));
        let ax = self.valu(O::VAndB32, &[Part::Imm(!SIGN), x], false);
        let ay = self.valu(O::VAndB32, &[Part::Imm(!SIGN), y], false);
        let mx = self.valu(O::VMaxF32, &[ax, ay], false);
        let mn = self.valu(O::VMinF32, &[ax, ay], false);
        let q = self.fdiv(mn, mx);
        let zero = self.cmp_mask_v(O::VCmpEqF32, &[mx, Part::Imm(0)]);
        let q = self.cndmask(q, Part::Imm(0), zero);
        let inf = self.cmp_mask_v(O::VCmpEqF32, &[mn, Self::imm_f(f32::INFINITY)]);
        let a = self.cndmask(q, Self::imm_f(1.0), inf);
        let big = self.cmp_mask_v(O::VCmpGtF32, &[a, Self::imm_f(0.414_213_57)]);
        let am1 = self.valu(O::VSubF32, &[a, Self::imm_f(1.0)], false);
        let ap1 = self.valu(O::VAddF32, &[a, Self::imm_f(1.0)], false);
        let num = self.cndmask(a, am1, big);
        let den = self.cndmask(Self::imm_f(1.0), ap1, big);
        let u = self.fdiv(num, den);
        let z = self.valu(O::VMulF32, &[u, u], false);
        let mut p = Self::imm_f(8.053_744_5e-2);
        for c in [-1.387_768_6e-1f32, 1.997_771_1e-1, -3.333_295e-1] {
            p = self.valu(O::VFmaF32, &[p, z, Self::imm_f(c)], true);
        }
        let pz = self.valu(O::VMulF32, &[p, z], false);
        let r = self.valu(O::VFmaF32, &[pz, u, u], true);
        let quarter = self.valu(O::VAddF32, &[r, Self::imm_f((PI / 4.0) as f32)], false);
        let r = self.cndmask(r, quarter, big);
        let steep = self.cmp_mask_v(O::VCmpGtF32, &[ay, ax]);
        let comp = self.const_minus(PI / 2.0, r);
        let r = self.cndmask(r, comp, steep);
        let left = self.cmp_mask_v(O::VCmpLtI32, &[x, Part::Imm(0)]);
        let back = self.const_minus(PI, r);
        let r = self.cndmask(r, back, left);
        let sign = self.valu(O::VAndB32, &[Part::Imm(SIGN), y], false);
        let r = self.valu(O::VOrB32, &[r, sign], false);
        let nan = self.cmp_mask_v(O::VCmpUF32, &[x, y]);
        self.cndmask(r, Part::Imm(0x7fc0_0000), nan)
    }

    // ---- atomics by compare-swap -----------------------------------------------------

    /// A read-modify-write of a 32-bit word as a compare-swap loop: each active lane
    /// reads the word, computes `f(old)`, and swaps it in if the word still holds `old`;
    /// lanes whose swap failed retry with the value they saw, the others leave the loop
    /// (`exec` restored after). Returns the value each lane replaced. `addr` is a 64-bit
    /// VGPR pair (device) or an LDS byte address (threadgroup).
    pub(super) fn cas_loop(&mut self, lds: bool, addr: u32, f: impl FnOnce(&mut Self, Part) -> Part) -> Part {
        let old = self.v();
        if lds {
            self.emit(O::DsReadB32, smallvec![Self::vreg(old)], smallvec![Self::vreg(addr)]);
        } else {
            let op = self.global_op(O::GlobalLoadDword);
            self.vmem(op, smallvec![Self::vreg(old)], addr, None, true);
        }
        let exec = self.exec();
        let saved = self.stuple();
        self.emit(self.mov_mask(), smallvec![self.mask_op(saved)], smallvec![exec]);
        let start = self.code.len();
        let head = self.label();
        self.place(head);
        let new = f(self, Part::V(old));
        let newv = self.to_v(new);
        let seen = self.cas(lds, addr, old, newv);
        let ok = self.cmp_mask_v(O::VCmpEqU32, &[Part::V(seen), Part::V(old)]);
        self.emit(O::VMovB32, smallvec![Self::vreg(old)], smallvec![Self::vreg(seen)]);
        self.emit(
            self.andn2_mask(),
            smallvec![exec, Operand::reg(Reg::Scc)],
            smallvec![exec, self.mask_op(ok)],
        );
        self.emit(O::SCbranchExecnz, smallvec![], smallvec![Operand::Label(head)]);
        let end = self.code.len().saturating_sub(1);
        self.loops.push((start, end));
        self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(saved)]);
        Part::V(old)
    }

    /// One compare-swap: `*addr = (*addr == cmp) ? new : *addr`, returning the value
    /// seen (a VGPR).
    pub(super) fn cas(&mut self, lds: bool, addr: u32, cmp: u32, new: u32) -> u32 {
        let seen = self.v();
        if lds {
            self.emit(
                O::DsCmpstRtnB32,
                smallvec![Self::vreg(seen)],
                smallvec![Self::vreg(addr), Self::vreg(cmp), Self::vreg(new)],
            );
            return seen;
        }
        // The data pair is (new, compare); the pre-op value comes back in its first
        // register on MUBUF, in a separate one on FLAT/GLOBAL.
        let data = self.v();
        self.emit(O::ParallelCopy, smallvec![Self::vpair(data)], smallvec![Self::vreg(new), Self::vreg(cmp)]);
        let op = self.global_op(O::GlobalAtomicCmpswap);
        if self.t.gen == crate::gen::Gen::Gfx6 {
            let srcs = smallvec![
                Self::vpair(data),
                Self::vpair(addr),
                Operand::tuple(Reg::VirtS(self.rsrc.unwrap_or(0)), 4),
                Operand::Imm(0),
            ];
            self.emit_m(
                op,
                smallvec![Self::vreg(data)],
                srcs,
                Mods { glc: true, addr64: true, ..Mods::default() },
            );
            let (l, _) = self.split_vpair(data);
            return self.to_v(l);
        }
        self.vmem(op, smallvec![Self::vreg(seen)], addr, Some(Self::vpair(data)), true);
        seen
    }

    /// `p0` of a value as a VGPR-held part (for the loops above).
    pub(super) fn first_v(&mut self, v: &Val) -> u32 {
        self.to_v(p0(v))
    }
}
