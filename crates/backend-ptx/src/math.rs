//! Metal's precise (non-`fast_`) math functions for the PTX backend: exp, exp2, exp10,
//! log, log2, log10, pow/powr, sin, cos, tan, sincos, sinh, cosh, tanh, asin, acos, atan,
//! atan2, asinh, acosh, atanh on `float` (and through it `half`/`bfloat`).
//!
//! Every function evaluates in f64 from the exact f64 image of its f32 operands and rounds
//! once to f32 (`cvt.rn.f32.f64`). The f64 part is accurate to about 1e-14 relative, so
//! the f32 result is within 0.5 ulp plus a sliver of the true value — far inside the Metal
//! Shading Language's precise bounds (docs/ptx-math.md, which also derives each
//! algorithm). sm_80 and sm_90 parts run f64 at half the f32 rate, which is why this is
//! the design: no double-single tricks, and one algorithm per function.
//!
//! The algorithms are written once, generically over [`Fp`]: [`Ptx`] emits one PTX
//! instruction per operation, and the tests' evaluator runs the same sequence in Rust f64
//! arithmetic, checked against `std` over millions of inputs (the test at the end).
//! Constants come from `xtask/scripts/ptx_math_constants.py` (2/π and ln 2 in integers);
//! polynomial coefficients are Taylor coefficients computed here.

use super::{Class, Isel, Kind, Reg, R};
use gpu_ir::gpu::MathFn;

/// The operations the algorithms use: f64 values `F`, predicates `P`. Each is one PTX
/// instruction (or a short fixed sequence) with IEEE round-to-nearest semantics.
pub(super) trait Fp {
    type F: Copy;
    type P: Copy;
    fn k(&mut self, v: f64) -> Self::F;
    fn add(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn sub(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn mul(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn div(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// `a × b + c`, one rounding.
    fn fma(&mut self, a: Self::F, b: Self::F, c: Self::F) -> Self::F;
    fn sqrt(&mut self, a: Self::F) -> Self::F;
    fn abs(&mut self, a: Self::F) -> Self::F;
    /// IEEE minNum/maxNum (a NaN operand gives the other).
    fn min(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn max(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// Round to the nearest integer, ties to even.
    fn rni(&mut self, a: Self::F) -> Self::F;
    /// `|mag|` with the sign of `sign`.
    fn copysign(&mut self, mag: Self::F, sign: Self::F) -> Self::F;
    /// 2^k for an integer-valued `k` in [-1022, 1023], built from its exponent bits.
    fn pow2i(&mut self, k: Self::F) -> Self::F;
    /// The unbiased exponent field of a positive normal `x`, as a float.
    fn exponent(&mut self, x: Self::F) -> Self::F;
    /// `x`'s significand with exponent 0: in [1, 2) for a positive normal `x`.
    fn mantissa(&mut self, x: Self::F) -> Self::F;
    fn lt(&mut self, a: Self::F, b: Self::F) -> Self::P;
    fn eq(&mut self, a: Self::F, b: Self::F) -> Self::P;
    fn isnan(&mut self, a: Self::F) -> Self::P;
    /// The sign bit (true for -0.0 too).
    fn signbit(&mut self, a: Self::F) -> Self::P;
    fn and(&mut self, a: Self::P, b: Self::P) -> Self::P;
    fn or(&mut self, a: Self::P, b: Self::P) -> Self::P;
    fn not(&mut self, a: Self::P) -> Self::P;
    fn sel(&mut self, p: Self::P, a: Self::F, b: Self::F) -> Self::F;
}

// ---- constants ---------------------------------------------------------------------------

/// ln 2 as the nearest f64 and the nearest f64 to the rest (Cody–Waite pair).
const LN2_HI: u64 = 0x3FE6_2E42_FEFA_39EF;
const LN2_LO: u64 = 0x3C7A_BC9E_3B39_803F;
/// 2/π in 28-bit pieces: piece i holds bits 28i+1 … 28i+28. A piece times a 24-bit f32
/// significand is exact in f64 (52 bits), which makes the trig reduction exact.
const TWO_OVER_PI: [u64; 8] = [
    0x3FE4_5F30_6C00_0000,
    0x3E2C_9C88_2A00_0000,
    0x3C44_FE13_A800_0000,
    0x3A9F_47D4_D000_0000,
    0x38EB_B81B_6C00_0000,
    0x3704_ACC9_E000_0000,
    0x3550_E410_7C00_0000,
    0x33AC_A2C7_5600_0000,
];

fn f(bits: u64) -> f64 {
    f64::from_bits(bits)
}

/// Horner evaluation of Σ c[i]·z^i with fused steps.
fn horner<E: Fp>(e: &mut E, z: E::F, c: &[f64]) -> E::F {
    let mut acc = e.k(c[c.len() - 1]);
    for &ci in c[..c.len() - 1].iter().rev() {
        let k = e.k(ci);
        acc = e.fma(acc, z, k);
    }
    acc
}

/// 1/n! for n in `from..from + len` with `step`: Taylor coefficients of exp, sin, cos, sinh.
fn inv_factorials(from: u32, step: u32, len: usize, alternate: bool) -> Vec<f64> {
    let fact = |n: u32| (1..=n).fold(1f64, |a, k| a * f64::from(k));
    (0..len)
        .map(|i| {
            let n = from + step * i as u32;
            let s = if alternate && i % 2 == 1 { -1.0 } else { 1.0 };
            s / fact(n)
        })
        .collect()
}

// ---- the f64 cores -------------------------------------------------------------------

/// e^y for any f64 `y` (NaN propagates; ±∞ and huge |y| saturate to e^±300, which f32
/// rounding turns into ∞ / 0). Reduction y = k·ln2 + r, |r| ≤ ln2/2, then Taylor to r^13
/// (truncation below 2e-16).
fn exp_d<E: Fp>(e: &mut E, y: E::F) -> E::F {
    let nan = e.isnan(y);
    let (lo, hi) = (e.k(-300.0), e.k(300.0));
    let yc = e.max(y, lo);
    let yc = e.min(yc, hi);
    let l2e = e.k(std::f64::consts::LOG2_E);
    let t = e.mul(yc, l2e);
    let kf = e.rni(t);
    let zero = e.k(0.0);
    let nk = e.sub(zero, kf);
    let (h, l) = (e.k(f(LN2_HI)), e.k(f(LN2_LO)));
    let r = e.fma(nk, h, yc);
    let r = e.fma(nk, l, r);
    let p = horner(e, r, &inv_factorials(0, 1, 14, false));
    let s = e.pow2i(kf);
    let v = e.mul(p, s);
    e.sel(nan, y, v)
}

/// log(1 + u) for u in about [-0.3, 0.7]: s = u/(2+u), log(1+u) = 2·atanh(s), atanh by its
/// series (|s| ≤ 0.26, 13 terms: truncation below 1e-16 relative).
fn log1p_series<E: Fp>(e: &mut E, u: E::F) -> E::F {
    let two = e.k(2.0);
    let d = e.add(two, u);
    let s = e.div(u, d);
    let z = e.mul(s, s);
    let c: Vec<f64> = (0..13).map(|i| 1.0 / f64::from(2 * i + 1)).collect();
    let p = horner(e, z, &c);
    let s2 = e.add(s, s);
    e.mul(s2, p)
}

/// ln(x) for any f64 `x`: x = 2^e·m with m in [√½, √2), ln x = e·ln2 + log1p(m − 1)
/// (m − 1 is exact). 0 → −∞, negative → NaN, +∞ → +∞, NaN → NaN.
fn log_d<E: Fp>(e: &mut E, x: E::F) -> E::F {
    let ex = e.exponent(x);
    let m = e.mantissa(x);
    let r2 = e.k(std::f64::consts::SQRT_2);
    let big = e.lt(r2, m);
    let half = e.k(0.5);
    let mh = e.mul(m, half);
    let m = e.sel(big, mh, m);
    let one = e.k(1.0);
    let ex1 = e.add(ex, one);
    let ex = e.sel(big, ex1, ex);
    let u = e.sub(m, one);
    let l = log1p_series(e, u);
    let ln2 = e.k(std::f64::consts::LN_2);
    let v = e.fma(ex, ln2, l);
    special_log(e, x, v)
}

/// The IEEE cases of log around a finite-positive result `v`.
fn special_log<E: Fp>(e: &mut E, x: E::F, v: E::F) -> E::F {
    let zero = e.k(0.0);
    let inf = e.k(f64::INFINITY);
    let ninf = e.k(f64::NEG_INFINITY);
    let nan = e.k(f64::NAN);
    let is0 = e.eq(x, zero);
    let neg = e.lt(x, zero);
    let isinf = e.eq(x, inf);
    let isnan = e.isnan(x);
    let v = e.sel(isinf, inf, v);
    let v = e.sel(is0, ninf, v);
    let v = e.sel(neg, nan, v);
    e.sel(isnan, x, v)
}

/// log(1 + u) for u ≥ −1: the series near 0, else ln(1 + u) (whose rounding of 1 + u is
/// harmless once |log| ≥ 0.28).
fn log1p_d<E: Fp>(e: &mut E, u: E::F) -> E::F {
    let (a, b) = (e.k(-0.25), e.k(0.5));
    let gt = e.lt(a, u);
    let lt = e.lt(u, b);
    let near = e.and(gt, lt);
    let s = log1p_series(e, u);
    let one = e.k(1.0);
    let w = e.add(one, u);
    let l = log_d(e, w);
    e.sel(near, s, l)
}

/// atan(t) for any f64 `t`: |t| > 1 → π/2 − atan(1/|t|); |t| > tan(π/12) → π/6 +
/// atan((√3|t| − 1)/(|t| + √3)); then the series on |t| ≤ tan(π/12) (16 terms,
/// truncation below 1e-17). The sign of `t` is put back last (±0 kept).
fn atan_d<E: Fp>(e: &mut E, t: E::F) -> E::F {
    let a = e.abs(t);
    let one = e.k(1.0);
    let inv = e.lt(one, a);
    let ra = e.div(one, a);
    let a1 = e.sel(inv, ra, a);
    let tan15 = e.k(2.0 - 3f64.sqrt());
    let mid = e.lt(tan15, a1);
    let sq3 = e.k(3f64.sqrt());
    let mone = e.k(-1.0);
    let num = e.fma(a1, sq3, mone);
    let den = e.add(a1, sq3);
    let q = e.div(num, den);
    let a2 = e.sel(mid, q, a1);
    let z = e.mul(a2, a2);
    let c: Vec<f64> = (0..16).map(|i| if i % 2 == 0 { 1.0 } else { -1.0 } / f64::from(2 * i + 1)).collect();
    let p = horner(e, z, &c);
    let v = e.mul(a2, p);
    let zero = e.k(0.0);
    let pi6 = e.k(std::f64::consts::FRAC_PI_6);
    let base = e.sel(mid, pi6, zero);
    let v = e.add(base, v);
    let pi2 = e.k(std::f64::consts::FRAC_PI_2);
    let w = e.sub(pi2, v);
    let v = e.sel(inv, w, v);
    e.copysign(v, t)
}

/// (sin x, cos x) for an f64 `x` that is an f32 value. Exact reduction: x·(2/π) =
/// Σ x·Cᵢ with every product exact; each is reduced mod 4 exactly (x·Cᵢ − 4·rint(x·Cᵢ/4))
/// and the pieces are added in double-double, so the fraction f = x·2/π − n is known to
/// about 2^-96 absolute for every f32 `x` up to 2^128. r = f·π/2, |r| ≤ π/4, then Taylor
/// polynomials to r^17 / r^18 and the quadrant n mod 4.
fn sincos_d<E: Fp>(e: &mut E, x: E::F) -> (E::F, E::F) {
    let quarter = e.k(0.25);
    let four = e.k(-4.0);
    let mut hi: Option<E::F> = None;
    let mut lo = e.k(0.0);
    for &c in &TWO_OVER_PI {
        let ck = e.k(f(c));
        let p = e.mul(x, ck);
        let q = e.mul(p, quarter);
        let q = e.rni(q);
        let m = e.fma(q, four, p);
        hi = Some(match hi {
            None => m,
            Some(h) => {
                // TwoSum: s + err = h + m exactly.
                let s = e.add(h, m);
                let bb = e.sub(s, h);
                let sb = e.sub(s, bb);
                let da = e.sub(h, sb);
                let db = e.sub(m, bb);
                let err = e.add(da, db);
                lo = e.add(lo, err);
                s
            }
        });
    }
    let hi = hi.unwrap_or(lo);
    let n = e.rni(hi);
    let fr = e.sub(hi, n);
    let fr = e.add(fr, lo);
    let pi2 = e.k(std::f64::consts::FRAC_PI_2);
    let r = e.mul(fr, pi2);
    let z = e.mul(r, r);
    let sp = horner(e, z, &inv_factorials(1, 2, 9, true));
    let s = e.mul(r, sp);
    let c = horner(e, z, &inv_factorials(0, 2, 10, true));
    // n mod 4 as 0..3 (n is an integer in [-16, 16]).
    let nq = e.mul(n, quarter);
    let nq = e.rni(nq);
    let fourp = e.k(4.0);
    let mfour = e.k(-4.0);
    let q = e.fma(nq, mfour, n);
    let qn = e.add(q, fourp);
    let zero = e.k(0.0);
    let negq = e.lt(q, zero);
    let q = e.sel(negq, qn, q);
    let (one, two, three) = (e.k(1.0), e.k(2.0), e.k(3.0));
    let q1 = e.eq(q, one);
    let q2 = e.eq(q, two);
    let q3 = e.eq(q, three);
    let swap = e.or(q1, q3);
    let sin_neg = e.or(q2, q3);
    let cos_neg = e.or(q1, q2);
    let sv = e.sel(swap, c, s);
    let cv = e.sel(swap, s, c);
    let (mone, pone) = (e.k(-1.0), e.k(1.0));
    let ss = e.sel(sin_neg, mone, pone);
    let cs = e.sel(cos_neg, mone, pone);
    let sv = e.mul(sv, ss);
    let cv = e.mul(cv, cs);
    // sin(±0) = ±0 (the reduction loses the zero's sign).
    let is0 = e.eq(x, zero);
    let sv = e.sel(is0, x, sv);
    (sv, cv)
}

/// sinh(x): Taylor to x^17 for |x| < 0.5 (truncation below 1e-17), else (e − 1/e)/2 of
/// e = e^|x| with the sign of x.
fn sinh_d<E: Fp>(e: &mut E, x: E::F) -> E::F {
    let a = e.abs(x);
    let half = e.k(0.5);
    let small = e.lt(a, half);
    let z = e.mul(x, x);
    let p = horner(e, z, &inv_factorials(1, 2, 9, false));
    let t = e.mul(x, p);
    let ex = exp_d(e, a);
    let one = e.k(1.0);
    let r = e.div(one, ex);
    let d = e.sub(ex, r);
    let d = e.mul(d, half);
    let d = e.copysign(d, x);
    e.sel(small, t, d)
}

fn cosh_d<E: Fp>(e: &mut E, x: E::F) -> E::F {
    let a = e.abs(x);
    let ex = exp_d(e, a);
    let one = e.k(1.0);
    let r = e.div(one, ex);
    let s = e.add(ex, r);
    let half = e.k(0.5);
    e.mul(s, half)
}

/// pow(x, y) with C's special cases (those `f64::powf` has, which the interpreter uses):
/// |x|^y = e^(y·ln|x|), the sign of x for odd integer y, NaN for finite x < 0 and
/// finite non-integer y, 1 for y = ±0, x = 1, and |x| = 1 with y = ±∞.
fn pow_d<E: Fp>(e: &mut E, x: E::F, y: E::F) -> E::F {
    let ax = e.abs(x);
    let l = log_d(e, ax);
    let t = e.mul(y, l);
    let v = exp_d(e, t);
    // y an integer (finite), and odd: |y| < 2^53 and y/2 not an integer.
    let ry = e.rni(y);
    let is_int = e.eq(ry, y);
    let half = e.k(0.5);
    let hy = e.mul(y, half);
    let rhy = e.rni(hy);
    let even = e.eq(rhy, hy);
    let not_even = e.not(even);
    let odd = e.and(is_int, not_even);
    let xneg = e.signbit(x);
    let flip = e.and(odd, xneg);
    let nv = e.copysign(v, x);
    let v = e.sel(flip, nv, v);
    let zero = e.k(0.0);
    let lt0 = e.lt(x, zero);
    let ay = e.abs(y);
    let inf = e.k(f64::INFINITY);
    let yfin = e.lt(ay, inf);
    let not_int = e.not(is_int);
    let bad = e.and(lt0, yfin);
    let bad = e.and(bad, not_int);
    let xfin = e.lt(ax, inf);
    let bad = e.and(bad, xfin);
    let nan = e.k(f64::NAN);
    let v = e.sel(bad, nan, v);
    let one = e.k(1.0);
    let yinf = e.eq(ay, inf);
    let x1 = e.eq(ax, one);
    let u1 = e.and(yinf, x1);
    let v = e.sel(u1, one, v);
    let xis1 = e.eq(x, one);
    let v = e.sel(xis1, one, v);
    let y0 = e.eq(y, zero);
    e.sel(y0, one, v)
}

/// atan2(y, x) with C's special cases: atan(|y|/|x|) (∞/∞ read as 1/1, 0/0 as 0),
/// reflected to π − a when x is negative or −0, with the sign of y.
fn atan2_d<E: Fp>(e: &mut E, y: E::F, x: E::F) -> E::F {
    let (ay, ax) = (e.abs(y), e.abs(x));
    let inf = e.k(f64::INFINITY);
    let yi = e.eq(ay, inf);
    let xi = e.eq(ax, inf);
    let both_inf = e.and(yi, xi);
    let one = e.k(1.0);
    let ay1 = e.sel(both_inf, one, ay);
    let ax1 = e.sel(both_inf, one, ax);
    let t = e.div(ay1, ax1);
    let zero = e.k(0.0);
    let y0 = e.eq(ay, zero);
    let x0 = e.eq(ax, zero);
    let both0 = e.and(y0, x0);
    let t = e.sel(both0, zero, t);
    let a = atan_d(e, t);
    let pi = e.k(std::f64::consts::PI);
    let ra = e.sub(pi, a);
    let xneg = e.signbit(x);
    let a = e.sel(xneg, ra, a);
    let xnan = e.isnan(x);
    let a = e.sel(xnan, x, a);
    e.copysign(a, y)
}

/// ldexp(x, n) = x·2^n for an f64 image `x` of a float and an integer-valued `n`: the
/// product is exact in f64 once n is clamped to ±400 (a float result needs at most ±277),
/// so the one rounding to float is the only one — correctly rounded, denormals included.
fn ldexp_d<E: Fp>(e: &mut E, x: E::F, n: E::F) -> E::F {
    let (lo, hi) = (e.k(-400.0), e.k(400.0));
    let n = e.max(n, lo);
    let n = e.min(n, hi);
    let s = e.pow2i(n);
    e.mul(x, s)
}

/// One precise function of f64 images of f32 operands; `None` for a function this module
/// does not own. `y` is the second operand of the binary ones.
pub(super) fn eval<E: Fp>(e: &mut E, func: MathFn, x: E::F, y: Option<E::F>) -> Option<E::F> {
    Some(match func {
        MathFn::Exp => exp_d(e, x),
        MathFn::Exp2 | MathFn::Exp10 => {
            let c = e.k(if func == MathFn::Exp2 { std::f64::consts::LN_2 } else { std::f64::consts::LN_10 });
            let t = e.mul(x, c);
            exp_d(e, t)
        }
        MathFn::Log => log_d(e, x),
        MathFn::Log2 | MathFn::Log10 => {
            let l = log_d(e, x);
            let c =
                e.k(if func == MathFn::Log2 { std::f64::consts::LOG2_E } else { std::f64::consts::LOG10_E });
            e.mul(l, c)
        }
        MathFn::Pow | MathFn::Powr => pow_d(e, x, y?),
        MathFn::Sin => sincos_d(e, x).0,
        MathFn::Cos => sincos_d(e, x).1,
        MathFn::Tan => {
            let (s, c) = sincos_d(e, x);
            // tan(±0) = ±0 already: s = ±0, c = 1.
            e.div(s, c)
        }
        MathFn::Sinh => sinh_d(e, x),
        MathFn::Cosh => cosh_d(e, x),
        MathFn::Tanh => {
            let s = sinh_d(e, x);
            let c = cosh_d(e, x);
            e.div(s, c)
        }
        MathFn::Asin => {
            let one = e.k(1.0);
            let nx = e.sub(one, one);
            let nx = e.sub(nx, x);
            let d = e.fma(nx, x, one);
            let d = e.sqrt(d);
            let t = e.div(x, d);
            atan_d(e, t)
        }
        MathFn::Acos => {
            let one = e.k(1.0);
            let a = e.sub(one, x);
            let b = e.add(one, x);
            let q = e.div(a, b);
            let q = e.sqrt(q);
            let v = atan_d(e, q);
            e.add(v, v)
        }
        MathFn::Atan => atan_d(e, x),
        MathFn::Atan2 => atan2_d(e, x, y?),
        MathFn::Asinh => {
            let a = e.abs(x);
            let one = e.k(1.0);
            let a2 = e.mul(a, a);
            let s = e.add(a2, one);
            let s = e.sqrt(s);
            // Near 0: log1p(a + a²/(1 + √(1 + a²))), no cancellation.
            let d = e.add(one, s);
            let q = e.div(a2, d);
            let u = e.add(a, q);
            let near = log1p_d(e, u);
            let w = e.add(a, s);
            let far = log_d(e, w);
            let half = e.k(0.5);
            let small = e.lt(a, half);
            let v = e.sel(small, near, far);
            e.copysign(v, x)
        }
        MathFn::Acosh => {
            // log1p((x − 1) + √(x² − 1)): x − 1 exact, so no loss near 1.
            let one = e.k(1.0);
            let mone = e.k(-1.0);
            let d = e.fma(x, x, mone);
            let s = e.sqrt(d);
            let xm = e.sub(x, one);
            let u = e.add(xm, s);
            let v = log1p_d(e, u);
            // Below 1 (where −x·x − 1 could still be positive): NaN.
            let below = e.lt(x, one);
            let nan = e.k(f64::NAN);
            e.sel(below, nan, v)
        }
        MathFn::Atanh => {
            // ½·log1p(2a/(1 − a)) with the sign of x.
            let a = e.abs(x);
            let one = e.k(1.0);
            let d = e.sub(one, a);
            let n = e.add(a, a);
            let u = e.div(n, d);
            let l = log1p_d(e, u);
            let half = e.k(0.5);
            let v = e.mul(l, half);
            e.copysign(v, x)
        }
        _ => return None,
    })
}

// ---- PTX -----------------------------------------------------------------------------

/// Emits each operation as PTX into the kernel being selected.
pub(super) struct Ptx<'i, 'a> {
    pub(super) s: &'i mut Isel<'a>,
}

impl Ptx<'_, '_> {
    fn op(&mut self, f: impl FnOnce(Reg) -> String) -> Reg {
        let d = self.s.reg(Class::F64);
        self.s.emit(f(d));
        d
    }
    fn pred(&mut self, f: impl FnOnce(Reg) -> String) -> Reg {
        let d = self.s.reg(Class::Pred);
        self.s.emit(f(d));
        d
    }
}

impl Fp for Ptx<'_, '_> {
    type F = Reg;
    type P = Reg;
    fn k(&mut self, v: f64) -> Reg {
        self.s.imm(Kind::F64, v.to_bits())
    }
    fn add(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("add.rn.f64 {d}, {a}, {b}"))
    }
    fn sub(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("sub.rn.f64 {d}, {a}, {b}"))
    }
    fn mul(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("mul.rn.f64 {d}, {a}, {b}"))
    }
    fn div(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("div.rn.f64 {d}, {a}, {b}"))
    }
    fn fma(&mut self, a: Reg, b: Reg, c: Reg) -> Reg {
        self.op(|d| format!("fma.rn.f64 {d}, {a}, {b}, {c}"))
    }
    fn sqrt(&mut self, a: Reg) -> Reg {
        self.op(|d| format!("sqrt.rn.f64 {d}, {a}"))
    }
    fn abs(&mut self, a: Reg) -> Reg {
        self.op(|d| format!("abs.f64 {d}, {a}"))
    }
    fn min(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("min.f64 {d}, {a}, {b}"))
    }
    fn max(&mut self, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("max.f64 {d}, {a}, {b}"))
    }
    fn rni(&mut self, a: Reg) -> Reg {
        self.op(|d| format!("cvt.rni.f64.f64 {d}, {a}"))
    }
    fn copysign(&mut self, mag: Reg, sign: Reg) -> Reg {
        self.op(|d| format!("copysign.f64 {d}, {sign}, {mag}"))
    }
    fn pow2i(&mut self, k: Reg) -> Reg {
        let i = self.s.reg(Class::B64);
        self.s.emit(format!("cvt.rni.s64.f64 {i}, {k}"));
        self.s.emit(format!("add.s64 {i}, {i}, 1023"));
        self.s.emit(format!("shl.b64 {i}, {i}, 52"));
        self.op(|d| format!("mov.b64 {d}, {i}"))
    }
    fn exponent(&mut self, x: Reg) -> Reg {
        let i = self.s.reg(Class::B64);
        self.s.emit(format!("mov.b64 {i}, {x}"));
        self.s.emit(format!("shr.u64 {i}, {i}, 52"));
        self.s.emit(format!("sub.s64 {i}, {i}, 1023"));
        self.op(|d| format!("cvt.rn.f64.s64 {d}, {i}"))
    }
    fn mantissa(&mut self, x: Reg) -> Reg {
        let i = self.s.reg(Class::B64);
        self.s.emit(format!("mov.b64 {i}, {x}"));
        self.s.emit(format!("and.b64 {i}, {i}, 0x000FFFFFFFFFFFFF"));
        self.s.emit(format!("or.b64 {i}, {i}, 0x3FF0000000000000"));
        self.op(|d| format!("mov.b64 {d}, {i}"))
    }
    fn lt(&mut self, a: Reg, b: Reg) -> Reg {
        self.pred(|p| format!("setp.lt.f64 {p}, {a}, {b}"))
    }
    fn eq(&mut self, a: Reg, b: Reg) -> Reg {
        self.pred(|p| format!("setp.eq.f64 {p}, {a}, {b}"))
    }
    fn isnan(&mut self, a: Reg) -> Reg {
        self.pred(|p| format!("setp.nan.f64 {p}, {a}, {a}"))
    }
    fn signbit(&mut self, a: Reg) -> Reg {
        let i = self.s.reg(Class::B64);
        self.s.emit(format!("mov.b64 {i}, {a}"));
        self.pred(|p| format!("setp.lt.s64 {p}, {i}, 0"))
    }
    fn and(&mut self, a: Reg, b: Reg) -> Reg {
        self.pred(|p| format!("and.pred {p}, {a}, {b}"))
    }
    fn or(&mut self, a: Reg, b: Reg) -> Reg {
        self.pred(|p| format!("or.pred {p}, {a}, {b}"))
    }
    fn not(&mut self, a: Reg) -> Reg {
        self.pred(|p| format!("not.pred {p}, {a}"))
    }
    fn sel(&mut self, p: Reg, a: Reg, b: Reg) -> Reg {
        self.op(|d| format!("selp.f64 {d}, {a}, {b}, {p}"))
    }
}

impl Isel<'_> {
    /// `func` on f32 operands with Metal's precise accuracy, rounded once to `out` (F32,
    /// Half or BF16), or `None` when this module does not own it (the caller then
    /// selects it otherwise).
    pub(super) fn precise_math(&mut self, func: MathFn, xs: &[Reg], out: Kind) -> R<Option<Reg>> {
        if func == MathFn::Ldexp {
            let (Some(&x), Some(&n)) = (xs.first(), xs.get(1)) else {
                return super::unsupported("ldexp without its two operands");
            };
            let (xd, nd) = (self.reg(Class::F64), self.reg(Class::F64));
            self.emit(format!("cvt.f64.f32 {xd}, {x}"));
            let it = if n.class == Class::B64 { "s64" } else { "s32" };
            self.emit(format!("cvt.rn.f64.{it} {nd}, {n}"));
            let v = ldexp_d(&mut Ptx { s: self }, xd, nd);
            return Ok(Some(self.round_from_f64(v, out)));
        }
        if eval(&mut Probe, func, (), Some(())).is_none() {
            return Ok(None);
        }
        let mut wide = Vec::new();
        for &x in xs {
            let d = self.reg(Class::F64);
            self.emit(format!("cvt.f64.f32 {d}, {x}"));
            wide.push(d);
        }
        let Some(&x) = wide.first() else {
            return super::unsupported(format!("{} without operands", func.name()));
        };
        let v = eval(&mut Ptx { s: self }, func, x, wide.get(1).copied());
        let Some(v) = v else {
            return super::unsupported(format!("{} without its second operand", func.name()));
        };
        Ok(Some(self.round_from_f64(v, out)))
    }

    /// The f64 `v` rounded once to `out`. To half or bfloat, through f32 rounded to odd
    /// (truncate, then set the last bit if anything was cut off): with 13 or more spare
    /// bits the second, nearest-even rounding then gives exactly the correctly rounded
    /// narrow value, which a plain f64 → f32 → narrow chain does not (a tie made by the
    /// first rounding). PTX has no f64 → bf16 conversion on sm_80, so this serves both.
    fn round_from_f64(&mut self, v: Reg, out: Kind) -> Reg {
        let r = self.reg(Class::F32);
        if !matches!(out, Kind::Half | Kind::BF16) {
            self.emit(format!("cvt.rn.f32.f64 {r}, {v}"));
            return r;
        }
        self.emit(format!("cvt.rz.f32.f64 {r}, {v}"));
        let back = self.reg(Class::F64);
        self.emit(format!("cvt.f64.f32 {back}, {r}"));
        let inexact = self.reg(Class::Pred);
        self.emit(format!("setp.neu.f64 {inexact}, {back}, {v}"));
        let (b, odd) = (self.reg(Class::B32), self.reg(Class::B32));
        self.emit(format!("mov.b32 {b}, {r}"));
        self.emit(format!("or.b32 {odd}, {b}, 1"));
        self.emit(format!("selp.b32 {b}, {odd}, {b}, {inexact}"));
        let ro = self.reg(Class::F32);
        self.emit(format!("mov.b32 {ro}, {b}"));
        self.narrow_f32(out, ro)
    }

    /// sin and cos of one f32 register as `out` (F32, Half or BF16): precise (one shared
    /// reduction, each rounded once) or the hardware approximations (`fast_sincos`).
    pub(super) fn sincos_f32(&mut self, x: Reg, fast: bool, out: Kind) -> (Reg, Reg) {
        if fast {
            let (s, c) = (self.reg(Class::F32), self.reg(Class::F32));
            self.emit(format!("sin.approx.f32 {s}, {x}"));
            self.emit(format!("cos.approx.f32 {c}, {x}"));
            return (self.narrow_f32(out, s), self.narrow_f32(out, c));
        }
        let d = self.reg(Class::F64);
        self.emit(format!("cvt.f64.f32 {d}, {x}"));
        let (sd, cd) = sincos_d(&mut Ptx { s: self }, d);
        (self.round_from_f64(sd, out), self.round_from_f64(cd, out))
    }
}

/// Emits nothing: asks [`eval`] whether it owns a function.
struct Probe;

impl Fp for Probe {
    type F = ();
    type P = ();
    fn k(&mut self, _: f64) {}
    fn add(&mut self, _: (), _: ()) {}
    fn sub(&mut self, _: (), _: ()) {}
    fn mul(&mut self, _: (), _: ()) {}
    fn div(&mut self, _: (), _: ()) {}
    fn fma(&mut self, _: (), _: (), _: ()) {}
    fn sqrt(&mut self, _: ()) {}
    fn abs(&mut self, _: ()) {}
    fn min(&mut self, _: (), _: ()) {}
    fn max(&mut self, _: (), _: ()) {}
    fn rni(&mut self, _: ()) {}
    fn copysign(&mut self, _: (), _: ()) {}
    fn pow2i(&mut self, _: ()) {}
    fn exponent(&mut self, _: ()) {}
    fn mantissa(&mut self, _: ()) {}
    fn lt(&mut self, _: (), _: ()) {}
    fn eq(&mut self, _: (), _: ()) {}
    fn isnan(&mut self, _: ()) {}
    fn signbit(&mut self, _: ()) {}
    fn and(&mut self, _: (), _: ()) {}
    fn or(&mut self, _: (), _: ()) {}
    fn not(&mut self, _: ()) {}
    fn sel(&mut self, _: (), _: (), _: ()) {}
}

#[cfg(test)]
mod tests {
    //! The algorithms above, run in Rust f64 exactly as the PTX runs them (the same
    //! generic code through an evaluator whose every operation is the IEEE operation PTX
    //! names), compared with `std`'s f64 functions over ≥ 1e6 f32 inputs per function:
    //! the error of the f32 result against the f64 reference, in f32 ulps, must be within
    //! the MSL bound (docs/ptx-math.md). This checks the math, not the PTX encoding
    //! (ptxas and the GPU run of fixtures/run/math_sweep check that).

    use super::*;

    struct Eval;

    impl Fp for Eval {
        type F = f64;
        type P = bool;
        fn k(&mut self, v: f64) -> f64 {
            v
        }
        fn add(&mut self, a: f64, b: f64) -> f64 {
            a + b
        }
        fn sub(&mut self, a: f64, b: f64) -> f64 {
            a - b
        }
        fn mul(&mut self, a: f64, b: f64) -> f64 {
            a * b
        }
        fn div(&mut self, a: f64, b: f64) -> f64 {
            a / b
        }
        fn fma(&mut self, a: f64, b: f64, c: f64) -> f64 {
            a.mul_add(b, c)
        }
        fn sqrt(&mut self, a: f64) -> f64 {
            a.sqrt()
        }
        fn abs(&mut self, a: f64) -> f64 {
            a.abs()
        }
        fn min(&mut self, a: f64, b: f64) -> f64 {
            a.min(b)
        }
        fn max(&mut self, a: f64, b: f64) -> f64 {
            a.max(b)
        }
        fn rni(&mut self, a: f64) -> f64 {
            a.round_ties_even()
        }
        fn copysign(&mut self, mag: f64, sign: f64) -> f64 {
            mag.copysign(sign)
        }
        fn pow2i(&mut self, k: f64) -> f64 {
            // cvt.rni.s64.f64, add, shl, mov.
            f64::from_bits(((k.round_ties_even() as i64).wrapping_add(1023) as u64) << 52)
        }
        fn exponent(&mut self, x: f64) -> f64 {
            ((x.to_bits() >> 52) as i64 - 1023) as f64
        }
        fn mantissa(&mut self, x: f64) -> f64 {
            f64::from_bits((x.to_bits() & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
        }
        fn lt(&mut self, a: f64, b: f64) -> bool {
            a < b
        }
        fn eq(&mut self, a: f64, b: f64) -> bool {
            a == b
        }
        fn isnan(&mut self, a: f64) -> bool {
            a.is_nan()
        }
        fn signbit(&mut self, a: f64) -> bool {
            a.is_sign_negative()
        }
        fn and(&mut self, a: bool, b: bool) -> bool {
            a && b
        }
        fn or(&mut self, a: bool, b: bool) -> bool {
            a || b
        }
        fn not(&mut self, a: bool) -> bool {
            !a
        }
        fn sel(&mut self, p: bool, a: f64, b: f64) -> f64 {
            if p {
                a
            } else {
                b
            }
        }
    }

    /// What the PTX computes for f32 operands: f64 images, the algorithm, one rounding.
    fn ours(func: MathFn, x: f32, y: f32) -> f32 {
        let v = eval(&mut Eval, func, f64::from(x), Some(f64::from(y))).expect("owned");
        v as f32
    }

    /// Distance of the f32 `got` from the exact-ish f64 `want`, in f32 ulps of `want`.
    fn ulps(got: f32, want: f64) -> f64 {
        if want.is_nan() || got.is_nan() {
            return if want.is_nan() && got.is_nan() { 0.0 } else { f64::INFINITY };
        }
        if got.is_infinite() {
            return if want as f32 == got { 0.0 } else { f64::INFINITY };
        }
        if want == 0.0 && got == 0.0 && want.is_sign_negative() != got.is_sign_negative() {
            return f64::INFINITY;
        }
        let w = want.abs().min(f64::from(f32::MAX));
        let ulp = if w < f64::from(f32::MIN_POSITIVE) {
            2f64.powi(-149)
        } else {
            2f64.powi(w.log2().floor() as i32 - 23)
        };
        (f64::from(got) - want.clamp(-f64::from(f32::MAX) * 1.0000001, f64::from(f32::MAX) * 1.0000001)).abs()
            / ulp
    }

    /// xorshift64*: a fixed, dependency-free stream of test inputs.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        /// Any f32 bit pattern (all magnitudes, denormals, ±∞, NaN).
        fn any(&mut self) -> f32 {
            f32::from_bits(self.next() as u32)
        }
        /// Uniform in [lo, hi).
        fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
            let u = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
            lo + (hi - lo) * u
        }
    }

    const N: usize = 1_000_000;

    /// Runs `func` over N inputs: a third any-bits, two thirds from `domain`, plus the
    /// hard cases; asserts the bound and returns the worst error seen.
    fn sweep(
        func: MathFn,
        bound: f64,
        want: impl Fn(f64, f64) -> f64,
        domain: impl Fn(&mut Rng) -> (f32, f32),
        hard: &[(f32, f32)],
    ) -> f64 {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ func as u64);
        let mut worst = (0f64, 0f32, 0f32);
        let mut check = |x: f32, y: f32| {
            let got = ours(func, x, y);
            let e = ulps(got, want(f64::from(x), f64::from(y)));
            if e > worst.0 || e.is_nan() {
                worst = (e, x, y);
            }
        };
        for &(x, y) in hard {
            check(x, y);
        }
        for i in 0..N {
            let (x, y) = if i % 3 == 0 { (rng.any(), rng.any()) } else { domain(&mut rng) };
            check(x, y);
        }
        assert!(
            worst.0 <= bound,
            "{}: {} ulps at x = {:e} ({:#010x}), y = {:e} (bound {bound})",
            func.name(),
            worst.0,
            worst.1,
            worst.1.to_bits(),
            worst.2
        );
        eprintln!("{}: max {:.3} ulps over {} inputs", func.name(), worst.0, N + hard.len());
        worst.0
    }

    fn hard_unary() -> Vec<(f32, f32)> {
        let mut v = vec![
            0.0,
            -0.0,
            1.0,
            -1.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            1e-45,
            -1e-45,
            f32::MAX,
            -f32::MAX,
            0.5,
            1.0 - f32::EPSILON / 2.0,
            1.0 + f32::EPSILON,
            88.72283,
            88.72284,
            -87.33655,
            -103.97208,
            -104.0,
            89.41599,
            1e4,
            1e10,
            1e22,
            1e30,
            3.0e38,
            std::f32::consts::PI,
            std::f32::consts::FRAC_PI_2,
            102_940.0,
            // f32 values closest to multiples of π/2.
            f32::from_bits(0x5922_aa80),
            f32::from_bits(0x6a1f_9d0c),
            f32::from_bits(0x4b48_0000),
            1.4e-39,
        ];
        let more: Vec<f32> = v.iter().map(|x| -x).collect();
        v.extend(more);
        v.into_iter().map(|x| (x, 0.0)).collect()
    }

    #[test]
    fn exp_family() {
        let h = hard_unary();
        sweep(MathFn::Exp, 4.0, |x, _| x.exp(), |r| (r.uniform(-105.0, 90.0), 0.0), &h);
        sweep(MathFn::Exp2, 4.0, |x, _| x.exp2(), |r| (r.uniform(-151.0, 129.0), 0.0), &h);
        sweep(MathFn::Exp10, 4.0, |x, _| 10f64.powf(x), |r| (r.uniform(-46.0, 39.0), 0.0), &h);
    }

    #[test]
    fn log_family() {
        let h = hard_unary();
        let dom = |r: &mut Rng| {
            let x = if r.next() % 2 == 0 {
                r.uniform(0.5, 2.0)
            } else {
                f32::from_bits(r.next() as u32 & 0x7fff_ffff)
            };
            (x, 0.0)
        };
        sweep(MathFn::Log, 4.0, |x, _| x.ln(), dom, &h);
        sweep(MathFn::Log2, 4.0, |x, _| x.log2(), dom, &h);
        sweep(MathFn::Log10, 4.0, |x, _| x.log10(), dom, &h);
    }

    #[test]
    fn pow() {
        let mut h = Vec::new();
        let vals = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.0,
            -2.0,
            0.5,
            3.0,
            -3.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            1e-40,
        ];
        for &x in &vals {
            for &y in &vals {
                h.push((x, y));
            }
        }
        let dom = |r: &mut Rng| {
            if r.next() % 4 == 0 {
                (r.uniform(-4.0, 4.0), (r.next() % 41) as f32 - 20.0)
            } else {
                (r.uniform(0.0, 10.0), r.uniform(-40.0, 40.0))
            }
        };
        sweep(MathFn::Pow, 16.0, f64::powf, dom, &h);
        sweep(MathFn::Powr, 16.0, f64::powf, dom, &h);
    }

    #[test]
    fn trig() {
        let h = hard_unary();
        let dom = |r: &mut Rng| {
            let x = match r.next() % 3 {
                0 => r.uniform(-10.0, 10.0),
                1 => r.uniform(-1e6, 1e6),
                _ => f32::from_bits(r.next() as u32 & 0xff7f_ffff),
            };
            (x, 0.0)
        };
        sweep(MathFn::Sin, 4.0, |x, _| x.sin(), dom, &h);
        sweep(MathFn::Cos, 4.0, |x, _| x.cos(), dom, &h);
        sweep(MathFn::Tan, 6.0, |x, _| x.tan(), dom, &h);
    }

    #[test]
    fn hyperbolic() {
        let h = hard_unary();
        let dom = |r: &mut Rng| {
            (if r.next() % 2 == 0 { r.uniform(-1.0, 1.0) } else { r.uniform(-95.0, 95.0) }, 0.0)
        };
        sweep(MathFn::Sinh, 4.0, |x, _| x.sinh(), dom, &h);
        sweep(MathFn::Cosh, 4.0, |x, _| x.cosh(), dom, &h);
        sweep(MathFn::Tanh, 5.0, |x, _| x.tanh(), dom, &h);
        sweep(MathFn::Asinh, 4.0, |x, _| x.asinh(), |r| (r.uniform(-4.0, 4.0), 0.0), &h);
        sweep(MathFn::Acosh, 4.0, |x, _| x.acosh(), |r| (r.uniform(0.9, 5.0), 0.0), &h);
        sweep(MathFn::Atanh, 5.0, |x, _| x.atanh(), |r| (r.uniform(-1.01, 1.01), 0.0), &h);
    }

    #[test]
    fn inverse_trig() {
        let h = hard_unary();
        let unit = |r: &mut Rng| (r.uniform(-1.01, 1.01), 0.0);
        sweep(MathFn::Asin, 4.0, |x, _| x.asin(), unit, &h);
        sweep(MathFn::Acos, 4.0, |x, _| x.acos(), unit, &h);
        sweep(MathFn::Atan, 5.0, |x, _| x.atan(), |r| (r.uniform(-8.0, 8.0), 0.0), &h);
        let mut h2 = Vec::new();
        let vals = [0.0, -0.0, 1.0, -1.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1e-45, 3e38];
        for &x in &vals {
            for &y in &vals {
                h2.push((y, x));
            }
        }
        sweep(MathFn::Atan2, 6.0, f64::atan2, |r| (r.uniform(-5.0, 5.0), r.uniform(-5.0, 5.0)), &h2);
    }

    /// ldexp is correctly rounded: the f32 rounding of the exact x·2^n (which f64 holds
    /// for every f32 x and |n| ≤ 400), for every n the interpreter may meet.
    #[test]
    fn ldexp_is_exact() {
        let mut rng = Rng(7);
        for i in 0..N {
            let x = if i % 2 == 0 { rng.any() } else { rng.uniform(-4.0, 4.0) };
            let n = (rng.next() % 700) as i32 - 350;
            let got = ldexp_d(&mut Eval, f64::from(x), f64::from(n)) as f32;
            let want = (f64::from(x) * 2f64.powi(n)) as f32;
            assert!(got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()), "ldexp({x:e}, {n})");
        }
        assert_eq!(ldexp_d(&mut Eval, 1.0, 5000.0) as f32, f32::INFINITY);
        assert_eq!(ldexp_d(&mut Eval, 1.0, -5000.0) as f32, 0.0);
    }

    /// `round_from_f64`'s narrow path, mirrored: f64 → f32 rounded to odd → bfloat
    /// nearest-even equals the correctly rounded bfloat of the f64 (found here by
    /// comparing the two bfloat neighbours exactly), and a plain double rounding does not
    /// always.
    #[test]
    fn round_to_odd_then_bfloat_is_correctly_rounded() {
        fn to_odd(v: f64) -> f32 {
            let mut r = v as f32; // nearest; step to the truncation toward zero below
            if f64::from(r).abs() > v.abs() {
                r = f32::from_bits(r.to_bits() - 1);
            }
            if f64::from(r) != v && !v.is_nan() {
                r = f32::from_bits(r.to_bits() | 1);
            }
            r
        }
        fn bf16_rne(x: f32) -> u16 {
            let b = x.to_bits();
            let round = 0x7fff + ((b >> 16) & 1);
            (b.wrapping_add(round) >> 16) as u16
        }
        fn bf16_exact(v: f64) -> u16 {
            // The two bfloats around |v| (truncation and next), the nearer one, ties even.
            let t = (v as f32).to_bits() & 0xffff_0000;
            let mut lo = f32::from_bits(t);
            if f64::from(lo).abs() > v.abs() {
                lo = f32::from_bits(t - 0x1_0000);
            }
            let hi = f32::from_bits(lo.to_bits() + 0x1_0000);
            let (dl, dh) = ((v - f64::from(lo)).abs(), (f64::from(hi) - v).abs());
            let pick = if dl < dh || (dl == dh && (lo.to_bits() >> 16) & 1 == 0) { lo } else { hi };
            (pick.to_bits() >> 16) as u16
        }
        let mut rng = Rng(11);
        let mut double_rounding_wrong = 0;
        for _ in 0..N {
            // Values next to bfloat ties, where double rounding goes wrong.
            let base = f64::from(rng.uniform(-1000.0, 1000.0));
            let tie = f64::from(f32::from_bits((base as f32).to_bits() & 0xffff_0000 | 0x8000));
            let v = tie + tie * f64::from(rng.uniform(-1.0, 1.0)) * 2f64.powi(-30);
            if v == 0.0 || !v.is_finite() {
                continue;
            }
            assert_eq!(bf16_rne(to_odd(v)), bf16_exact(v), "{v:e}");
            if bf16_rne(v as f32) != bf16_exact(v) {
                double_rounding_wrong += 1;
            }
        }
        assert!(double_rounding_wrong > 0, "the test should meet double-rounding cases");
    }

    /// The 2/π pieces are 2/π: their sum is the f64 nearest 2/π, and each has at most 28
    /// significant bits.
    #[test]
    fn two_over_pi_pieces() {
        let s: f64 = TWO_OVER_PI.iter().map(|&b| f(b)).sum();
        assert_eq!(s, std::f64::consts::FRAC_2_PI);
        for &b in &TWO_OVER_PI {
            assert_eq!(b & ((1 << 25) - 1), 0, "{b:#x} has more than 28 significant bits");
        }
        assert_eq!(f(LN2_HI), std::f64::consts::LN_2);
    }
}
