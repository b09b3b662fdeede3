//! Floating-point semantics of the simulated ALUs where the hardware differs from plain
//! Rust arithmetic: IEEE-mode `v_min/max_f32`, the transcendental unit, conversions with
//! the ISA's clamping rules, `v_cmp_class_f32`, and the three-instruction division
//! helpers (`v_div_scale/fmas/fixup_f32`).
//!
//! Precision of the transcendental unit: the hardware documents about 1 ULP; the
//! simulator computes each function in f64 and rounds once to f32 (for `v_sqrt_f32`,
//! Rust's correctly rounded `f32::sqrt`). Results can therefore differ from silicon in
//! the last bit; tests compare with that in mind.

/// A quiet NaN of the same sign and payload (the quiet bit set).
pub fn quiet(x: f32) -> f32 {
    f32::from_bits(x.to_bits() | 0x0040_0000)
}

/// True for a signalling NaN (quiet bit clear).
pub fn is_snan(x: f32) -> bool {
    x.is_nan() && x.to_bits() & 0x0040_0000 == 0
}

/// The NaN rule that keeps results independent of the host CPU (x86 and ARM disagree on
/// the NaN an invalid operation makes): a NaN result is the first NaN input, quieted,
/// or else the default NaN 0x7fc00000.
pub fn nan32(r: f32, inputs: &[f32]) -> f32 {
    if !r.is_nan() {
        return r;
    }
    inputs.iter().find(|x| x.is_nan()).map_or(f32::NAN, |&x| quiet(x))
}

/// [`nan32`] for f64 (default NaN 0x7ff8000000000000).
pub fn nan64(r: f64, inputs: &[f64]) -> f64 {
    if !r.is_nan() {
        return r;
    }
    inputs.iter().find(|x| x.is_nan()).map_or(f64::NAN, |&x| f64::from_bits(x.to_bits() | 1 << 51))
}

/// f64 → f32 rounding to nearest even; a NaN keeps its sign and top payload bits.
pub fn f64_to_f32(x: f64) -> f32 {
    if x.is_nan() {
        let b = x.to_bits();
        return f32::from_bits(
            ((b >> 32) as u32 & 0x8000_0000) | 0x7fc0_0000 | ((b >> 29) as u32 & 0x003f_ffff),
        );
    }
    x as f32
}

/// f32 → f64 (exact); a NaN keeps its sign and payload, quieted.
pub fn f32_to_f64(x: f32) -> f64 {
    if x.is_nan() {
        let b = x.to_bits();
        return f64::from_bits(
            u64::from(b & 0x8000_0000) << 32 | 0x7ff8_0000_0000_0000 | u64::from(b & 0x003f_ffff) << 29,
        );
    }
    f64::from(x)
}

/// `x · 2^e` rounded once, as `v_ldexp_f32`: the product is exact in f64 for every f32
/// and |e| ≤ 300, and exponents beyond that give infinity or zero either way.
pub fn ldexp(x: f32, e: i32) -> f32 {
    (f64::from(x) * 2f64.powi(e.clamp(-300, 300))) as f32
}

/// Flushes a denormal to zero of the same sign.
pub fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// `v_min_f32`: in IEEE mode a signalling NaN operand gives its quieted self; a quiet
/// NaN gives the other operand; -0 is below +0.
pub fn min(a: f32, b: f32, ieee: bool) -> f32 {
    min_max(a, b, ieee, false)
}

/// `v_max_f32`, the mirror of [`min`]: +0 is above -0.
pub fn max(a: f32, b: f32, ieee: bool) -> f32 {
    min_max(a, b, ieee, true)
}

fn min_max(a: f32, b: f32, ieee: bool, want_max: bool) -> f32 {
    if ieee && is_snan(a) {
        return quiet(a);
    }
    if ieee && is_snan(b) {
        return quiet(b);
    }
    if a.is_nan() {
        return b;
    }
    if b.is_nan() {
        return a;
    }
    // Zeros compare by sign; everything else by value. `a` wins ties of equal values.
    let a_first = if a == 0.0 && b == 0.0 {
        a.is_sign_negative() != want_max || a.to_bits() == b.to_bits()
    } else if want_max {
        a >= b
    } else {
        a <= b
    };
    if a_first {
        a
    } else {
        b
    }
}

/// VOP3 `clamp` on a float result: into [0, 1], NaN to 0.
pub fn clamp01(x: f32) -> f32 {
    if x.is_nan() {
        0.0
    } else {
        x.clamp(0.0, 1.0)
    }
}

/// f32 → f16 bits, round to nearest even; overflow to infinity; NaN stays NaN (quiet,
/// top payload bits kept).
pub fn f32_to_f16(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x007f_ffff;
    if exp == 0xff {
        if mant != 0 {
            return sign | 0x7e00 | ((mant >> 13) & 0x03ff) as u16;
        }
        return sign | 0x7c00;
    }
    // Unbiased exponent of the f32 value; denormal f32 inputs are far below f16's range.
    let e = exp - 127;
    if e > 15 {
        return sign | 0x7c00;
    }
    if exp == 0 || e < -25 {
        return sign;
    }
    // 24-bit significand with the implicit one.
    let sig = mant | 0x0080_0000;
    if e >= -14 {
        // Normal f16: keep 10 fraction bits, drop 13.
        let half_exp = (e + 15) as u32;
        let kept = sig >> 13;
        let rest = sig & 0x1fff;
        let mut out = (half_exp << 10) | (kept & 0x03ff);
        if rest > 0x1000 || (rest == 0x1000 && kept & 1 == 1) {
            // Carrying into the exponent is the correct rounding (up to infinity).
            out += 1;
        }
        return sign | out as u16;
    }
    // Denormal f16: the value is sig * 2^(e-23); the unit is 2^-24.
    let shift = (-14 - e) as u32 + 13;
    let kept = sig >> shift;
    let rest = sig & ((1u32 << shift) - 1);
    let halfway = 1u32 << (shift - 1);
    let mut out = kept;
    if rest > halfway || (rest == halfway && kept & 1 == 1) {
        out += 1;
    }
    sign | out as u16
}

/// f16 bits → f32 (exact).
pub fn f16_to_f32(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x03ff);
    let bits = match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // Denormal: normalise into f32's range.
            let lead = 31 - m.leading_zeros(); // position of the top set bit, 0..=9
            let frac = (m << (23 - lead)) & 0x007f_ffff;
            let e = lead + 127 - 24;
            sign | (e << 23) | frac
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, m) => sign | 0x7fc0_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// `v_rcp_f32` (and `v_rcp_iflag_f32`): the f64 reciprocal rounded to f32.
pub fn rcp(x: f32) -> f32 {
    (1.0 / f64::from(x)) as f32
}

/// `v_rsq_f32`: 1/sqrt computed in f64; rsq(±0) = ±inf, negative inputs give NaN.
pub fn rsq(x: f32) -> f32 {
    (1.0 / f64::from(x).sqrt()) as f32
}

/// `v_exp_f32`: 2^x.
pub fn exp2(x: f32) -> f32 {
    f64::from(x).exp2() as f32
}

/// `v_log_f32`: log2(x); log2(±0) = -inf, negative inputs give NaN.
pub fn log2(x: f32) -> f32 {
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    f64::from(x).log2() as f32
}

/// The fraction of `x` revolutions in [-0.5, 0.5], exact in f64 for every finite f32.
fn revolutions(x: f32) -> f64 {
    let x = f64::from(x);
    x - x.round()
}

/// sin(2·π·r) for r in [-0.5, 0.5], exact at the quarter turns (where the hardware
/// gives exact zeros and ones and f64's π does not).
fn sin_turns(r: f64) -> f64 {
    let q = r * 4.0;
    if q == q.trunc() {
        // Whole and half turns (a zero input too) give +0, as LLVM's folding of the
        // instruction does.
        return match q as i64 {
            1 => 1.0,
            -1 => -1.0,
            _ => 0.0,
        };
    }
    (r * std::f64::consts::TAU).sin()
}

/// `v_sin_f32`: the input is in revolutions, sin(2·π·x). Infinite inputs give NaN.
pub fn sin_rev(x: f32) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    sin_turns(revolutions(x)) as f32
}

/// `v_cos_f32`: cos(2·π·x), input in revolutions, exact at the quarter turns.
pub fn cos_rev(x: f32) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    let r = revolutions(x);
    let q = r * 4.0;
    if q == q.trunc() {
        return match q as i64 {
            0 => 1.0,
            2 | -2 => -1.0,
            _ => 0.0,
        };
    }
    (r * std::f64::consts::TAU).cos() as f32
}

/// `v_fract_f32`: x - floor(x), kept below 1.0 (the largest f32 under one) so that tiny
/// negative inputs do not round up to 1; infinities give NaN.
pub fn fract(x: f32) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    let f = x - x.floor();
    f.min(f32::from_bits(0x3f7f_ffff))
}

/// `v_cvt_i32_f32`: truncation, saturating, NaN to 0 (Rust's `as` has exactly these rules).
pub fn cvt_i32(x: f32) -> u32 {
    (x as i32) as u32
}

/// `v_cvt_u32_f32`: truncation, negative and NaN to 0, saturating at u32::MAX.
pub fn cvt_u32(x: f32) -> u32 {
    x as u32
}

/// `v_cmp_class_f32`: mask bit 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
pub fn class(x: f32, mask: u32) -> bool {
    let bit = if x.is_nan() {
        if is_snan(x) {
            0
        } else {
            1
        }
    } else {
        let neg = x.is_sign_negative();
        let (n, p) = if x.is_infinite() {
            (2, 9)
        } else if x == 0.0 {
            (5, 6)
        } else if x.is_subnormal() {
            (4, 7)
        } else {
            (3, 8)
        };
        if neg {
            n
        } else {
            p
        }
    };
    mask >> bit & 1 == 1
}

/// Biased exponent field.
fn exponent(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xff) as i32
}

/// True when `x` would be an f32 denormal (non-zero, below 2^-126 in magnitude).
fn tiny(x: f64) -> bool {
    x != 0.0 && x.abs() < f64::from(f32::MIN_POSITIVE)
}

/// `v_div_scale_f32 D, VCC, S0, S1, S2` with S1 the denominator, S2 the numerator and
/// S0 equal to one of them. Scales the operands of the Newton-Raphson division away from
/// the denormal and overflow ranges; the flag tells `v_div_fmas_f32` to undo a scale
/// that only one of numerator and denominator got. Follows the ISA manual's case list;
/// where the manual's text scales a huge denominator up (an obvious sign slip: that
/// overflows), the denominator is scaled down instead, which makes the standard
/// division sequence exact (tests check it against correctly rounded division).
pub fn div_scale(s0: f32, s1: f32, s2: f32) -> (f32, bool) {
    let (d1, d2) = (f64::from(s1), f64::from(s2));
    if s1 == 0.0 || s2 == 0.0 || s1.is_nan() || s2.is_nan() {
        return (f32::NAN, false);
    }
    if exponent(s2) - exponent(s1) >= 96 {
        // Quotient near the top of the range: scale the denominator up.
        let d = if s0 == s1 { ldexp(s0, 64) } else { s0 };
        return (d, true);
    }
    if s1.is_subnormal() {
        return (ldexp(s0, 64), false);
    }
    let rcp_tiny = tiny(1.0 / d1);
    let quot_tiny = tiny(d2 / d1);
    if rcp_tiny && quot_tiny {
        let d = if s0 == s1 { ldexp(s0, -64) } else { s0 };
        return (d, true);
    }
    if rcp_tiny {
        return (ldexp(s0, -64), false);
    }
    if quot_tiny {
        let d = if s0 == s2 { ldexp(s0, 64) } else { s0 };
        return (d, true);
    }
    if exponent(s2) <= 23 {
        // Tiny numerator: scale both.
        return (ldexp(s0, 64), false);
    }
    (s0, false)
}

/// `v_div_fmas_f32`: fma(S0, S1, S2), scaled back by 2^64 (quotient large) or 2^-64
/// (quotient small) where `v_div_scale_f32` set the lane's VCC bit.
pub fn div_fmas(s0: f32, s1: f32, s2: f32, vcc: bool) -> f32 {
    if !vcc {
        return s0.mul_add(s1, s2);
    }
    let e = if exponent(s2) > 127 { 64 } else { -64 };
    fma_scaled(s0, s1, s2, e)
}

/// The neighbouring f32 above (`up`) or below `r` (finite).
fn next_toward(r: f32, up: bool) -> f32 {
    if r == 0.0 {
        let t = f32::from_bits(1);
        return if up { t } else { -t };
    }
    let b = r.to_bits();
    // Moving away from zero increments the magnitude bits.
    f32::from_bits(if (r > 0.0) == up { b + 1 } else { b - 1 })
}

/// fma(a, b, c) · 2^e with one rounding, as the hardware scales inside the fused
/// operation: a quotient scaled back into the denormal range must not be rounded twice.
fn fma_scaled(a: f32, b: f32, c: f32, e: i32) -> f32 {
    let scale = 2f64.powi(e);
    // The product of two f32 is exact in f64; the sum is hi + lo exactly (TwoSum).
    let p = f64::from(a) * f64::from(b);
    let c = f64::from(c);
    let hi = p + c;
    if !hi.is_finite() {
        return (hi * scale) as f32;
    }
    let bb = hi - p;
    let lo = (p - (hi - bb)) + (c - bb);
    let (hi, lo) = (hi * scale, lo * scale);
    let r = hi as f32;
    let err = hi - f64::from(r);
    if lo == 0.0 || err == 0.0 || !r.is_finite() {
        return r;
    }
    // Only an exact tie between two f32 neighbours lets the low part change the result.
    let other = next_toward(r, err > 0.0);
    if (f64::from(other) - hi).abs() != err.abs() {
        return r;
    }
    if (lo > 0.0) == (err > 0.0) {
        other
    } else {
        r
    }
}

/// `v_div_fixup_f32 D, S0 (quotient), S1 (denominator), S2 (numerator)`: the special
/// cases of division (NaN, 0/0, inf/inf, x/0, inf/y, x/inf, 0/y, results beyond the
/// range), otherwise S0 with the quotient's sign.
pub fn div_fixup(s0: f32, s1: f32, s2: f32) -> f32 {
    let neg = s1.is_sign_negative() != s2.is_sign_negative();
    let signed = |m: f32| if neg { -m } else { m };
    if s2.is_nan() {
        return quiet(s2);
    }
    if s1.is_nan() {
        return quiet(s1);
    }
    if s1 == 0.0 && s2 == 0.0 {
        return f32::from_bits(0xffc0_0000);
    }
    if s1.is_infinite() && s2.is_infinite() {
        return f32::from_bits(0xffc0_0000);
    }
    if s1 == 0.0 || s2.is_infinite() {
        return signed(f32::INFINITY);
    }
    if s1.is_infinite() || s2 == 0.0 {
        return signed(0.0);
    }
    if exponent(s2) - exponent(s1) < -150 {
        return signed(0.0);
    }
    if s0.is_nan() {
        return signed(f32::INFINITY);
    }
    signed(s0.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_round_trip_and_rounding() {
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(-2.0), 0xc000);
        assert_eq!(f32_to_f16(65504.0), 0x7bff);
        assert_eq!(f32_to_f16(65520.0), 0x7c00); // halfway to the next binade: ties to even = inf
        assert_eq!(f32_to_f16(f32::from_bits(0x3f80_1000)), 0x3c00); // 1 + 2^-11: tie, even stays
        assert_eq!(f32_to_f16(f32::from_bits(0x3f80_3000)), 0x3c02); // 1 + 3·2^-11: tie, rounds up
        assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16(2f32.powi(-25)), 0x0000); // tie with 0: even
        assert_eq!(f32_to_f16(1.5 * 2f32.powi(-25)), 0x0001);
        assert_eq!(f16_to_f32(0x0001), 2f32.powi(-24));
        assert_eq!(f16_to_f32(0x3555), f32::from_bits(0x3eaa_a000));
        for h in 0..=0xffffu16 {
            let f = f16_to_f32(h);
            if !f.is_nan() {
                assert_eq!(f32_to_f16(f), h, "{h:#x}");
            }
        }
    }

    /// A finite half as `m * 2^e` with `e >= -24`.
    fn parts(h: u16) -> (i128, i32) {
        let (exp, frac) = (i32::from(h >> 10 & 0x1f), i128::from(h & 0x3ff));
        let sign = if h & 0x8000 != 0 { -1 } else { 1 };
        if exp == 0 {
            (sign * frac, -24)
        } else {
            (sign * (frac | 0x400), exp - 25)
        }
    }

    /// `a * b + c` of finite halves rounded once to the nearest half (ties to even), from
    /// the exact value in units of 2^-48; `None` where the exact result is zero (its sign
    /// is not what this checks).
    fn exact_fma_f16(a: u16, b: u16, c: u16) -> Option<u16> {
        let ((ma, ea), (mb, eb), (mc, ec)) = (parts(a), parts(b), parts(c));
        let v = ((ma * mb) << (ea + eb + 48)) + (mc << (ec + 48));
        if v == 0 {
            return None;
        }
        let mag = v.unsigned_abs();
        let len = 128 - mag.leading_zeros() as i32;
        let q_log = (len - 11).max(24);
        let (n, r) = (mag >> q_log, mag & ((1u128 << q_log) - 1));
        let half = 1u128 << (q_log - 1);
        let n = if r > half || (r == half && n & 1 == 1) { n + 1 } else { n };
        let value = n as f64 * 2f64.powi(q_log - 48);
        let bits = if value > 65504.0 { 0x7c00 } else { f32_to_f16(value as f32) };
        Some(if v < 0 { bits | 0x8000 } else { bits })
    }

    #[test]
    fn fused_half_multiply_add_rounds_once() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let finite = |h: u16| h & 0x7c00 != 0x7c00;
        let mut checked = 0;
        for i in 0..400_000u32 {
            let r = next();
            let (a, b) = (r as u16, (r >> 16) as u16);
            // Every fourth addend far below the product: where rounding twice would err.
            let c = if i % 4 == 0 {
                let ep = parts(a).1 + parts(b).1;
                let e = (ep + 10 - (r >> 48) as i32 % 20).clamp(1, 30) as u16;
                (r >> 32) as u16 & 0x83ff | e << 10
            } else {
                (r >> 32) as u16
            };
            if !(finite(a) && finite(b) && finite(c)) {
                continue;
            }
            let Some(want) = exact_fma_f16(a, b, c) else { continue };
            let got = fma_f16(f16_to_f32(a), f16_to_f32(b), f16_to_f32(c));
            assert_eq!(got, want, "fma({a:#06x}, {b:#06x}, {c:#06x})");
            checked += 1;
        }
        assert!(checked > 300_000, "{checked}");
    }

    #[test]
    fn min_max_ieee() {
        let snan = f32::from_bits(0x7f80_0001);
        assert!(min(snan, 1.0, true).is_nan());
        assert_eq!(min(snan, 1.0, false), 1.0);
        assert_eq!(min(f32::NAN, 1.0, true), 1.0);
        assert_eq!(max(2.0, f32::NAN, true), 2.0);
        assert!(min(0.0, -0.0, true).is_sign_negative());
        assert!(max(-0.0, 0.0, true).is_sign_positive());
    }
}

/// The fused half multiply-add `a * b + c`, rounded once to f16 (nearest even): the
/// product is exact in f64, the sum rounded to odd in f64 and again in f32 (round to
/// odd composes, and 24 bits are at least 11 + 2), then rounded to nearest f16.
pub fn fma_f16(a: f32, b: f32, c: f32) -> u16 {
    let (p, c64) = (f64::from(a) * f64::from(b), f64::from(c));
    let s = p + c64;
    if !s.is_finite() {
        return f32_to_f16(nan32(s as f32, &[a, b, c]));
    }
    // Two-sum: the exact error of the f64 sum.
    let bb = s - p;
    let err = (p - (s - bb)) + (c64 - bb);
    let s = odd64(s, err);
    let r = s as f32;
    let r = if f64::from(r) != s && r.to_bits() & 1 == 0 {
        // One f32 ulp toward s, which makes the last bit odd.
        let away = s.abs() > f64::from(r).abs();
        f32::from_bits(if away { r.to_bits() + 1 } else { r.to_bits() - 1 })
    } else {
        r
    };
    f32_to_f16(r)
}

/// `s` with the error `err` of the rounding that made it folded in by rounding to odd.
fn odd64(s: f64, err: f64) -> f64 {
    if err == 0.0 || s.to_bits() & 1 == 1 {
        return s;
    }
    let toward_zero = (err < 0.0) == (s > 0.0);
    f64::from_bits(if toward_zero { s.to_bits() - 1 } else { s.to_bits() + 1 })
}
