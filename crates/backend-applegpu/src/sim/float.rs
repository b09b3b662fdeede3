//! Float arithmetic of the simulator, bit-exact to the G13 rules the public reverse
//! engineering documents: 32-bit inputs and results flush denormals to zero (16-bit ones
//! keep them), every NaN result is the canonical quiet NaN, fused operations round once
//! (computed in f64 with round-to-odd, then rounded to the destination to nearest even),
//! and saturation maps NaN and negatives to +0 and clamps at 1.

const F64_NAN: u64 = 0x7FF8_0000_0000_0000;

/// f32 bits to f64, flushing denormals to a signed zero.
pub fn f32_in(bits: u32) -> f64 {
    let v = f32::from_bits(bits);
    if v.is_subnormal() {
        if bits >> 31 != 0 {
            -0.0
        } else {
            0.0
        }
    } else {
        f64::from(v)
    }
}

/// f16 bits to f64 (exact; denormals kept).
pub fn f16_in(bits: u16) -> f64 {
    let s = if bits >> 15 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((bits >> 10) & 0x1F);
    let f = f64::from(bits & 0x3FF);
    if e == 0x1F {
        if f == 0.0 {
            s * f64::INFINITY
        } else {
            f64::from_bits(F64_NAN | (u64::from(bits & 0x3FF) << 42))
        }
    } else if e == 0 {
        s * f * 2f64.powi(-24)
    } else {
        s * (1024.0 + f) * 2f64.powi(e - 25)
    }
}

/// Rounds `x` to a binary float with `mbits` fraction bits, exponent bias `bias` and
/// `ebits` exponent bits, to nearest even; with `ftz`, results below the smallest normal
/// (judged before rounding) become signed zero. Returns the bits.
fn round_to(x: f64, ebits: u32, mbits: u32, ftz: bool) -> u64 {
    let bias = (1i64 << (ebits - 1)) - 1;
    let b = x.to_bits();
    let sign = b >> 63;
    let emax = (1u64 << ebits) - 1;
    if x.is_nan() {
        let payload = (b & ((1 << 52) - 1)) >> (52 - mbits);
        return sign << (ebits + mbits) | emax << mbits | payload.max(1 << (mbits - 1));
    }
    if x.is_infinite() {
        return sign << (ebits + mbits) | emax << mbits;
    }
    if x == 0.0 {
        return sign << (ebits + mbits);
    }
    let e64 = ((b >> 52) & 0x7FF) as i64;
    // f64 denormals are far below any target's range: they round to zero or the
    // smallest denormal below, which the general path handles through `e`.
    let (mut m, e) = if e64 == 0 {
        (b & ((1 << 52) - 1), -1022i64)
    } else {
        ((b & ((1 << 52) - 1)) | (1 << 52), e64 - 1023)
    };
    let mut te = e + bias; // target biased exponent
    if te <= 0 && ftz {
        return sign << (ebits + mbits);
    }
    // Keep mbits + 1 significant bits (plus the hidden one) and two guard bits, the rest
    // compressed into a sticky bit.
    let mut shift = 52 - i64::from(mbits) - 2;
    if te <= 0 {
        shift += 1 - te;
        te = 0;
    }
    let shift = shift.min(62) as u32;
    let sticky = u64::from(m & ((1u64 << shift) - 1) != 0);
    m = (m >> shift) | sticky;
    let round = match m & 7 {
        3 | 6 | 7 => 1,
        _ => 0,
    };
    let mut mant = (m >> 2) + round;
    let mut te = te as u64;
    if te == 0 {
        // Denormal: a carry into the hidden bit makes it the smallest normal.
        if mant >> mbits != 0 {
            te = 1;
        }
    } else if mant >> (mbits + 1) != 0 {
        mant >>= 1;
        te += 1;
    }
    if te >= emax {
        return sign << (ebits + mbits) | emax << mbits;
    }
    sign << (ebits + mbits) | te << mbits | (mant & ((1 << mbits) - 1))
}

/// f64 to f32 bits, flushing results below the normal range to zero.
pub fn f32_out(x: f64) -> u32 {
    round_to(x, 8, 23, true) as u32
}

/// f64 to f16 bits (denormals kept).
pub fn f16_out(x: f64) -> u16 {
    round_to(x, 5, 10, false) as u16
}

/// `a * b + c` rounded once, to round-to-odd f64 (enough for one more exact rounding
/// to f32 or f16). Every NaN input or invalid operation gives the canonical NaN.
pub fn fma_odd(a: f64, b: f64, c: f64) -> f64 {
    if a.is_nan() || b.is_nan() || c.is_nan() {
        return f64::from_bits(F64_NAN);
    }
    if (a.is_infinite() && b == 0.0) || (a == 0.0 && b.is_infinite()) {
        return f64::from_bits(F64_NAN);
    }
    let p = a * b; // exact: both operands have at most 24 significant bits
    if p.is_infinite() && c.is_infinite() && p.is_sign_negative() != c.is_sign_negative() {
        return f64::from_bits(F64_NAN);
    }
    if p == 0.0 && c == 0.0 {
        // Exact zero sum: -0 only if both are -0.
        return if p.is_sign_negative() && c.is_sign_negative() { -0.0 } else { 0.0 };
    }
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    // TwoSum: the exact error of the rounded sum.
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    if err == 0.0 {
        return s;
    }
    // Truncate toward zero, then make the last bit odd.
    let mut t = s;
    if (err > 0.0) != (s > 0.0) {
        t = f64::from_bits(s.to_bits() - 1);
    }
    f64::from_bits(t.to_bits() | 1)
}

/// Saturation: NaN and negatives (also -0) to +0, values above 1 to 1.
pub fn saturate(x: f64) -> f64 {
    if x.is_nan() || x.is_sign_negative() {
        0.0
    } else if x > 1.0 {
        1.0
    } else {
        x
    }
}
