//! The precise single-precision math library for backends without hardware (or without
//! an implementation) for a function: a gpu-ir → gpu-ir expansion of `air.<fn>` calls
//! into `float` arithmetic every backend selects — `fma`, `fadd`/`fmul`/`fdiv`,
//! comparisons and selects, `rint`/`trunc`/`fabs`/`sqrt`, 32- and 64-bit integer and bit
//! operations and `float` ↔ `int` conversions. No `double` (Apple GPUs have none) and no
//! hardware approximation (`exp2`, `log2`, `rcp`) whose error is not documented.
//!
//! Each algorithm is written once, generically over [`Fp`]: [`IrBuilder`] implements it
//! by appending one gpu-ir instruction per operation, [`Cpu`] by evaluating it in Rust
//! `f32`, so the unit tests run exactly the sequence the GPU runs, on millions of inputs,
//! against `f64` libm. docs/math.md describes the algorithms and the measured errors.
//!
//! `half` and `bfloat` forms are widened to `float` (exactly), computed and rounded once.

use crate::legalize::{declare, intrinsic, LegalizeError};
use gpu_ir::gpu::{Elem, GpuOp, MathFn, Scalar};
use gpu_ir::{
    BinaryOp, CastOp, ConstantData, FuncId, Inst, InstData, Module, Op, Predicate, Type, TypeInner, Value,
};
use std::collections::BTreeMap;

/// Float comparisons (ordered: false when either operand is a NaN, except `Uno`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FCmp {
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
    /// Either operand is a NaN.
    Uno,
}

/// 32-bit integer comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ICmp {
    Eq,
    Slt,
    Sgt,
}

/// The IEEE single-precision operations (and the integer operations on their bits) the
/// algorithms are written in. Shift amounts are always below the width.
pub trait Fp {
    type F: Copy;
    type I: Copy;
    type L: Copy;
    type B: Copy;
    fn f(&mut self, v: f32) -> Self::F;
    fn i(&mut self, v: i32) -> Self::I;
    fn fadd(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn fsub(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn fmul(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn fdiv(&mut self, a: Self::F, b: Self::F) -> Self::F;
    fn fma(&mut self, a: Self::F, b: Self::F, c: Self::F) -> Self::F;
    fn rint(&mut self, a: Self::F) -> Self::F;
    fn trunc(&mut self, a: Self::F) -> Self::F;
    fn floor(&mut self, a: Self::F) -> Self::F;
    fn fabs(&mut self, a: Self::F) -> Self::F;
    fn sqrt(&mut self, a: Self::F) -> Self::F;
    fn fcmp(&mut self, c: FCmp, a: Self::F, b: Self::F) -> Self::B;
    fn sel(&mut self, c: Self::B, a: Self::F, b: Self::F) -> Self::F;
    fn seli(&mut self, c: Self::B, a: Self::I, b: Self::I) -> Self::I;
    fn or(&mut self, a: Self::B, b: Self::B) -> Self::B;
    fn and(&mut self, a: Self::B, b: Self::B) -> Self::B;
    fn bits(&mut self, a: Self::F) -> Self::I;
    fn from_bits(&mut self, a: Self::I) -> Self::F;
    fn iop(&mut self, op: BinaryOp, a: Self::I, b: Self::I) -> Self::I;
    fn icmp(&mut self, c: ICmp, a: Self::I, b: Self::I) -> Self::B;
    /// `fptosi` of a value known to be in `i32` range.
    fn to_int(&mut self, a: Self::F) -> Self::I;
    fn to_float(&mut self, a: Self::I) -> Self::F;
    /// Zero-extension to 64 bits.
    fn zext(&mut self, a: Self::I) -> Self::L;
    fn lop(&mut self, op: BinaryOp, a: Self::L, b: Self::L) -> Self::L;
    fn l(&mut self, v: i64) -> Self::L;
    /// The low 32 bits.
    fn low(&mut self, a: Self::L) -> Self::I;
}

// ---- constants ------------------------------------------------------------------------

/// `v` as an unevaluated sum of two floats (`hi` the nearest float, `lo` the rest).
fn split(v: f64, rest: f64) -> (f32, f32) {
    let hi = v as f32;
    (hi, ((v - f64::from(hi)) + rest) as f32)
}

/// π/2 as a double-double (the `f64` nearest and the remainder).
const PIO2_D: (f64, f64) = (std::f64::consts::FRAC_PI_2, 6.123_233_995_736_766e-17);
/// Bits 1–256 of 2/π (computed from Machin's formula in integers; docs/math.md).
const TWO_OVER_PI: [u32; 8] =
    [0xa2f9_836e, 0x4e44_1529, 0xfc27_57d1, 0xf534_ddc0, 0xdb62_9599, 0x3c43_9041, 0xfe51_63ab, 0xdebb_c561];
/// Below this magnitude the three-constant Cody–Waite reduction is exact enough.
const CW_LIMIT: f32 = 105_615.0;

// ---- helpers --------------------------------------------------------------------------

fn neg<P: Fp>(p: &mut P, a: P::F) -> P::F {
    let b = p.bits(a);
    let s = p.i(i32::MIN);
    let r = p.iop(BinaryOp::Xor, b, s);
    p.from_bits(r)
}

/// `a` with the sign bit of `s` xor-ed in.
fn xorsign<P: Fp>(p: &mut P, a: P::F, s: P::F) -> P::F {
    let (ab, sb) = (p.bits(a), p.bits(s));
    let m = p.i(i32::MIN);
    let sb = p.iop(BinaryOp::And, sb, m);
    let r = p.iop(BinaryOp::Xor, ab, sb);
    p.from_bits(r)
}

fn is_nan<P: Fp>(p: &mut P, a: P::F) -> P::B {
    p.fcmp(FCmp::Uno, a, a)
}

fn konst<P: Fp>(p: &mut P, c: FCmp, a: P::F, v: f32) -> P::B {
    let k = p.f(v);
    p.fcmp(c, a, k)
}

fn sel_f<P: Fp>(p: &mut P, c: P::B, v: f32, b: P::F) -> P::F {
    let k = p.f(v);
    p.sel(c, k, b)
}

fn zi0<P: Fp>(p: &mut P) -> P::I {
    p.i(0)
}

/// 2^n for an integer `n` in [-126, 127], from the exponent bits.
fn pow2i<P: Fp>(p: &mut P, n: P::I) -> P::F {
    let b = p.i(127);
    let e = p.iop(BinaryOp::Add, n, b);
    let s = p.i(23);
    let e = p.iop(BinaryOp::Shl, e, s);
    p.from_bits(e)
}

/// `a / b` with both scaled by 2^-64 when `|b|` ≥ 2^64 (exact unless `a` becomes
/// subnormal, when the quotient is below 2^-126 anyway): targets that divide through a
/// reciprocal, which is subnormal for a divisor above 2^126 and flushed, still get the
/// quotient.
fn scaled_div<P: Fp>(p: &mut P, a: P::F, b: P::F) -> P::F {
    let ab = p.fabs(b);
    let big = konst(p, FCmp::Ge, ab, 18_446_744_073_709_551_616.0);
    let down = p.f(2f32.powi(-64));
    let one = p.f(1.0);
    let s = p.sel(big, down, one);
    let a = p.fmul(a, s);
    let b = p.fmul(b, s);
    p.fdiv(a, b)
}

/// Horner's scheme: `c[0] + z·(c[1] + z·(…))`.
fn horner<P: Fp>(p: &mut P, z: P::F, c: &[f64]) -> P::F {
    let mut acc = p.f(c[c.len() - 1] as f32);
    for &k in c[..c.len() - 1].iter().rev() {
        let k = p.f(k as f32);
        acc = p.fma(acc, z, k);
    }
    acc
}

/// `count` Taylor coefficients `±1/n!` for `n = start, start + 2, …`, the first with the
/// sign of `sign`, the signs alternating when `alternate`.
fn factorials(start: usize, count: usize, sign: f64, alternate: bool) -> Vec<f64> {
    let mut f: f64 = (1..=start).map(|k| k as f64).product();
    let mut s = sign;
    let mut out = Vec::with_capacity(count);
    for k in 0..count {
        if k > 0 {
            let n = start + 2 * k;
            f *= ((n - 1) * n) as f64;
            if alternate {
                s = -s;
            }
        }
        out.push(s / f);
    }
    out
}

/// Distance in units in the last place between two floats on the line of integers where
/// adjacent floats differ by one (the measure of docs/math.md and `metal-run --compare`);
/// NaN against NaN is 0, NaN against a number and zeros of opposite sign `u64::MAX`.
pub fn ulps(want: f32, got: f32) -> u64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() { 0 } else { u64::MAX };
    }
    if want == 0.0 && got == 0.0 && want.is_sign_negative() != got.is_sign_negative() {
        return u64::MAX;
    }
    let key = |x: f32| {
        let b = i64::from(x.to_bits() as i32);
        if b < 0 {
            i64::from(i32::MIN) - b
        } else {
            b
        }
    };
    key(want).abs_diff(key(got))
}

/// The product `(ah + al)·(bh + bl)` rounded to one float.
fn mul_hl<P: Fp>(p: &mut P, ah: P::F, al: P::F, (bh, bl): (f32, f32)) -> P::F {
    let (bh, bl) = (p.f(bh), p.f(bl));
    let hi = p.fmul(ah, bh);
    let nhi = neg(p, hi);
    let e = p.fma(ah, bh, nhi);
    let t = p.fmul(al, bh);
    let t = p.fma(ah, bl, t);
    let lo = p.fadd(e, t);
    let r = p.fadd(hi, lo);
    // ±∞ (and the NaN of ∞ − ∞ in the error term) pass as the plain product.
    let ahi = p.fabs(hi);
    let inf = konst(p, FCmp::Eq, ahi, f32::INFINITY);
    p.sel(inf, hi, r)
}

// ---- exponentials ---------------------------------------------------------------------

/// 2^(h + l) for `|l|` ≤ about ulp(h): `k = rint(h)`, `r = (h − k) + l`, a degree-7
/// Taylor polynomial of 2^r on |r| ≤ ½ (truncation < 2^-27), scaled by 2^k in two exact
/// steps (one rounding when the result is subnormal). NaN passes through; `h` beyond the
/// range saturates to ∞ / 0.
pub fn exp2_hl<P: Fp>(p: &mut P, h: P::F, l: P::F) -> P::F {
    let nan = is_nan(p, h);
    let big = konst(p, FCmp::Gt, h, 130.0);
    let small = konst(p, FCmp::Lt, h, -160.0);
    let out = p.or(big, small);
    let h = sel_f(p, big, 130.0, h);
    let h = sel_f(p, small, -160.0, h);
    let h0 = sel_f(p, nan, 0.0, h);
    let l = sel_f(p, out, 0.0, l);
    let ln = is_nan(p, l);
    let l = sel_f(p, ln, 0.0, l);
    let k = p.rint(h0);
    let d = p.fsub(h0, k);
    let r = p.fadd(d, l);
    let ln2 = std::f64::consts::LN_2;
    let mut c = [1.0f64; 8];
    for n in 1..8 {
        c[n] = c[n - 1] * ln2 / n as f64;
    }
    let poly = horner(p, r, &c[1..]);
    let one = p.f(1.0);
    let m = p.fma(poly, r, one);
    let ki = p.to_int(k);
    let onei = p.i(1);
    let k1 = p.iop(BinaryOp::AShr, ki, onei);
    let k2 = p.iop(BinaryOp::Sub, ki, k1);
    let s1 = pow2i(p, k1);
    let s2 = pow2i(p, k2);
    let m = p.fmul(m, s1);
    let res = p.fmul(m, s2);
    p.sel(nan, h, res)
}

/// `x·c` as `h + l` (the product's rounding error recovered with a fused multiply-add).
fn times_hl<P: Fp>(p: &mut P, x: P::F, (ch, cl): (f32, f32)) -> (P::F, P::F) {
    let (ch, cl) = (p.f(ch), p.f(cl));
    let h = p.fmul(x, ch);
    let nh = neg(p, h);
    let e = p.fma(x, ch, nh);
    let l = p.fma(x, cl, e);
    // ∞·c: e is NaN; exp2_hl ignores l there.
    (h, l)
}

fn log2e() -> (f32, f32) {
    split(std::f64::consts::LOG2_E, 2.035_527_374_093_103e-17)
}

pub fn exp<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = times_hl(p, x, log2e());
    exp2_hl(p, h, l)
}

pub fn exp10<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = times_hl(p, x, split(std::f64::consts::LOG2_10, 2.016_558_226_223_806e-16));
    exp2_hl(p, h, l)
}

pub fn exp2<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let z = p.f(0.0);
    exp2_hl(p, x, z)
}

// ---- logarithms -----------------------------------------------------------------------

/// log2(x) as `H + L` (about 2^-40 relative) for every `x` ≥ 0, and the special values
/// (0 → −∞, +∞ → +∞, < 0 or NaN → NaN) in `H` with `L` = 0.
/// `x = 2^e·m`, `m ∈ [√½, √2)`; `ln m = 2·atanh(s)`, `s = f/(2 + f)`, `f = m − 1`
/// exact, `s` as a sum of two floats through the residual `f − 2s − s·f` (fused), the
/// odd series from `s³` to `s^13` in plain floats.
pub fn log2_hl<P: Fp>(p: &mut P, x: P::F) -> (P::F, P::F) {
    // Subnormals scaled into the normal range.
    let sub = konst(p, FCmp::Lt, x, f32::MIN_POSITIVE);
    let big = p.f(16_777_216.0);
    let xs = p.fmul(x, big);
    let xn = p.sel(sub, xs, x);
    let m24 = p.i(-24);
    let zi = p.i(0);
    let eadj = p.seli(sub, m24, zi);
    let ix = p.bits(xn);
    let c = p.i(0x3f35_04f3);
    let t = p.iop(BinaryOp::Sub, ix, c);
    let s23 = p.i(23);
    let e = p.iop(BinaryOp::AShr, t, s23);
    let es = p.iop(BinaryOp::Shl, e, s23);
    let mb = p.iop(BinaryOp::Sub, ix, es);
    let m = p.from_bits(mb);
    let e = p.iop(BinaryOp::Add, e, eadj);
    let one = p.f(1.0);
    let two = p.f(2.0);
    let f = p.fsub(m, one);
    let u = p.fadd(two, f);
    let s = p.fdiv(f, u);
    let ns = neg(p, s);
    let mtwo = p.f(-2.0);
    let t = p.fma(mtwo, s, f);
    let res = p.fma(ns, f, t);
    let sl = p.fdiv(res, u);
    let z = p.fmul(s, s);
    let c: Vec<f64> = (1..7).map(|k| 2.0 / (2 * k + 1) as f64).collect();
    let poly = horner(p, z, &c);
    let s3 = p.fmul(s, z);
    let tail = p.fmul(s3, poly);
    let ah = p.fadd(s, s);
    let al = p.fma(two, sl, tail);
    // ln m = ah + al; times log2 e.
    let (lh, ll) = log2e();
    let (lh, ll) = (p.f(lh), p.f(ll));
    let ph = p.fmul(ah, lh);
    let nph = neg(p, ph);
    let pe = p.fma(ah, lh, nph);
    let q = p.fmul(al, lh);
    let q = p.fma(ah, ll, q);
    let pl = p.fadd(pe, q);
    let ef = p.to_float(e);
    let hi = p.fadd(ef, ph);
    let d = p.fsub(hi, ef);
    let lo = p.fsub(ph, d);
    let lo = p.fadd(lo, pl);
    let h = p.fadd(hi, lo);
    let d = p.fsub(h, hi);
    let l = p.fsub(lo, d);
    // Special values.
    let zero = konst(p, FCmp::Eq, x, 0.0);
    let inf = konst(p, FCmp::Eq, x, f32::INFINITY);
    let bad = konst(p, FCmp::Lt, x, 0.0);
    let nan = is_nan(p, x);
    let bad = p.or(bad, nan);
    let special = p.or(zero, inf);
    let special = p.or(special, bad);
    let h = sel_f(p, zero, f32::NEG_INFINITY, h);
    let h = p.sel(inf, x, h);
    let h = sel_f(p, bad, f32::NAN, h);
    let l = sel_f(p, special, 0.0, l);
    (h, l)
}

fn ln2() -> (f32, f32) {
    split(std::f64::consts::LN_2, 2.319_046_813_846_299_6e-17)
}

pub fn log<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = log2_hl(p, x);
    mul_hl(p, h, l, ln2())
}

pub fn log2<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = log2_hl(p, x);
    p.fadd(h, l)
}

pub fn log10<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = log2_hl(p, x);
    mul_hl(p, h, l, split(std::f64::consts::LOG10_2, -2.803_728_127_785_170_3e-18))
}

/// `ln(1 + u)`: `w = 1 + u`, `ln(w)·u/(w − 1)` (`w − 1` exact), `u` itself where `w`
/// rounds to 1, +∞ for +∞.
fn log1p<P: Fp>(p: &mut P, u: P::F) -> P::F {
    let one = p.f(1.0);
    let w = p.fadd(one, u);
    let d = p.fsub(w, one);
    let lw = log(p, w);
    let q = p.fdiv(u, d);
    let r = p.fmul(lw, q);
    let w1 = p.fcmp(FCmp::Eq, w, one);
    let r = p.sel(w1, u, r);
    let inf = konst(p, FCmp::Eq, u, f32::INFINITY);
    p.sel(inf, u, r)
}

// ---- pow ------------------------------------------------------------------------------

/// `pow(x, y)` with C's special cases: `2^(y·log2|x|)` with the logarithm and the product
/// carried as sums of two floats.
pub fn pow<P: Fp>(p: &mut P, x: P::F, y: P::F) -> P::F {
    let ax = p.fabs(x);
    let (h, l) = log2_hl(p, ax);
    let ph = p.fmul(y, h);
    let nph = neg(p, ph);
    let e = p.fma(y, h, nph);
    let pl = p.fma(y, l, e);
    let mag = exp2_hl(p, ph, pl);
    // y an integer, odd?
    let ty = p.trunc(y);
    let yint = p.fcmp(FCmp::Eq, ty, y);
    let ay = p.fabs(y);
    let small = konst(p, FCmp::Lt, ay, 16_777_216.0);
    let zf = p.f(0.0);
    let yc = p.sel(small, y, zf);
    let yi = p.to_int(yc);
    let one_i = p.i(1);
    let odd = p.iop(BinaryOp::And, yi, one_i);
    let odd = p.icmp(ICmp::Eq, odd, one_i);
    let odd = p.and(odd, small);
    let odd = p.and(odd, yint);
    let xb = p.bits(x);
    let zi = p.i(0);
    let xneg = p.icmp(ICmp::Slt, xb, zi);
    let flip = p.and(odd, xneg);
    let nmag = neg(p, mag);
    let r = p.sel(flip, nmag, mag);
    // Finite negative x with a finite non-integer y: NaN.
    let xfin = konst(p, FCmp::Lt, ax, f32::INFINITY);
    let yfin = konst(p, FCmp::Lt, ay, f32::INFINITY);
    let ltz = konst(p, FCmp::Lt, x, 0.0);
    let bad = p.and(ltz, xfin);
    let bad = p.and(bad, yfin);
    let nanv = p.f(f32::NAN);
    let r2 = p.sel(yint, r, nanv);
    let r = p.sel(bad, r2, r);
    // |x| = 1 with y = ±∞, x = 1, y = ±0: 1.
    let one = p.f(1.0);
    let ax1 = p.fcmp(FCmp::Eq, ax, one);
    let yinf = konst(p, FCmp::Eq, ay, f32::INFINITY);
    let c1 = p.and(ax1, yinf);
    let x1 = p.fcmp(FCmp::Eq, x, one);
    let y0 = konst(p, FCmp::Eq, y, 0.0);
    let c = p.or(c1, x1);
    let c = p.or(c, y0);
    p.sel(c, one, r)
}

// ---- trigonometry ---------------------------------------------------------------------

/// `ax·2/π = q + r·2/π` for `ax ≥ 0`: the quadrant `q mod 4` and `r` in about [−π/4, π/4].
/// Below [`CW_LIMIT`]: Cody–Waite with π/2 in three floats (the first step exact, fused);
/// above: Payne–Hanek in integers — the 96 bits of 2/π that matter for the exponent,
/// times the 24-bit significand, the quadrant from the top two bits and the fraction from
/// the next 64, rounded to nearest.
fn reduce<P: Fp>(p: &mut P, ax: P::F) -> (P::F, P::I) {
    // Cody–Waite (on a sanitized argument: huge, ∞ and NaN go to the other path).
    let in_cw = konst(p, FCmp::Lt, ax, CW_LIMIT);
    let a = sel_f(p, in_cw, 0.0, ax);
    let a = p.sel(in_cw, ax, a);
    let tpi = p.f(std::f32::consts::FRAC_2_PI);
    let kf = p.fmul(a, tpi);
    let k = p.rint(kf);
    let nk = neg(p, k);
    let p1 = PIO2_D.0 as f32;
    let p2 = (PIO2_D.0 - f64::from(p1)) as f32;
    let p3 = ((PIO2_D.0 - f64::from(p1) - f64::from(p2)) + PIO2_D.1) as f32;
    let mut r = a;
    for c in [p1, p2, p3] {
        let c = p.f(c);
        r = p.fma(nk, c, r);
    }
    let qcw = p.to_int(k);

    // Payne–Hanek. x = M·2^E, E = exponent − 150 ≥ −7 here; the window of 2/π starts at
    // bit E − 1, padded bit position E + 30.
    let bits = p.bits(ax);
    let s23 = p.i(23);
    let ef = p.iop(BinaryOp::LShr, bits, s23);
    let mant_mask = p.i(0x7f_ffff);
    let mant = p.iop(BinaryOp::And, bits, mant_mask);
    let implicit = p.i(0x80_0000);
    let mant = p.iop(BinaryOp::Or, mant, implicit);
    // Keep the position in range for the small and non-finite arguments it does not serve.
    let lo = p.i(143);
    let hi = p.i(254);
    let too_lo = p.icmp(ICmp::Slt, ef, lo);
    let ef = p.seli(too_lo, lo, ef);
    let too_hi = p.icmp(ICmp::Sgt, ef, hi);
    let ef = p.seli(too_hi, hi, ef);
    let off = p.i(-150 + 30);
    let pos = p.iop(BinaryOp::Add, ef, off);
    let s5 = p.i(5);
    let j = p.iop(BinaryOp::LShr, pos, s5);
    let m31 = p.i(31);
    let o = p.iop(BinaryOp::And, pos, m31);
    let mut padded = [0u32; 8];
    padded[1..].copy_from_slice(&TWO_OVER_PI[..7]);
    // Words j..j+3 for j ∈ 0..=4: word(0) plus the one selected difference. Each select
    // chooses between one constant and 0 (scalar units encode one literal at most).
    let mut words = Vec::new();
    for w in 0..4 {
        let mut v = p.i(padded[w] as i32);
        for jj in 1..=4 {
            let c = p.i(jj as i32);
            let is = p.icmp(ICmp::Eq, j, c);
            let delta = p.i(padded[jj + w].wrapping_sub(padded[w]) as i32);
            let z = zi0(p);
            let d = p.seli(is, delta, z);
            v = p.iop(BinaryOp::Add, v, d);
        }
        words.push(v);
    }
    let one_i = p.i(1);
    let inv = p.iop(BinaryOp::Sub, m31, o);
    let mut win = Vec::new();
    for w in 0..3 {
        let a = p.iop(BinaryOp::Shl, words[w], o);
        let b = p.iop(BinaryOp::LShr, words[w + 1], one_i);
        let b = p.iop(BinaryOp::LShr, b, inv);
        win.push(p.iop(BinaryOp::Or, a, b));
    }
    // win[0] most significant. R = M·W mod 2^96.
    let ml = p.zext(mant);
    let prod = |p: &mut P, w: P::I| {
        let wl = p.zext(w);
        p.lop(BinaryOp::Mul, ml, wl)
    };
    let p0 = prod(p, win[2]);
    let p1 = prod(p, win[1]);
    let p2 = prod(p, win[0]);
    let s32 = p.l(32);
    let r0 = p.low(p0);
    let c = p.lop(BinaryOp::LShr, p0, s32);
    let c = p.lop(BinaryOp::Add, c, p1);
    let r1 = p.low(c);
    let ch = p.lop(BinaryOp::LShr, c, s32);
    let ch = p.low(ch);
    let p2l = p.low(p2);
    let r2 = p.iop(BinaryOp::Add, ch, p2l);
    // Quadrant: bits 95–94; fraction: bits 93–30 as fhi:flo.
    let s30 = p.i(30);
    let s2 = p.i(2);
    let qph = p.iop(BinaryOp::LShr, r2, s30);
    let a = p.iop(BinaryOp::Shl, r2, s2);
    let b = p.iop(BinaryOp::LShr, r1, s30);
    let fhi = p.iop(BinaryOp::Or, a, b);
    let a = p.iop(BinaryOp::Shl, r1, s2);
    let b = p.iop(BinaryOp::LShr, r0, s30);
    let flo = p.iop(BinaryOp::Or, a, b);
    // Round to nearest: a fraction of ½ or more counts from the next quadrant, negated.
    let up = p.iop(BinaryOp::LShr, fhi, m31);
    let qph = p.iop(BinaryOp::Add, qph, up);
    let zi = p.i(0);
    let negative = p.icmp(ICmp::Slt, fhi, zi);
    let nlo = p.iop(BinaryOp::Sub, zi, flo);
    let minus1 = p.i(-1);
    let nhi = p.iop(BinaryOp::Xor, fhi, minus1);
    let lz = p.icmp(ICmp::Eq, flo, zi);
    let carry = p.seli(lz, one_i, zi);
    let nhi = p.iop(BinaryOp::Add, nhi, carry);
    let fhi = p.seli(negative, nhi, fhi);
    let flo = p.seli(negative, nlo, flo);
    // The 64-bit magnitude as four exact 16-bit pieces, summed from the top.
    let s16 = p.i(16);
    let m16 = p.i(0xffff);
    let pieces = [
        (p.iop(BinaryOp::LShr, fhi, s16), -16),
        (p.iop(BinaryOp::And, fhi, m16), -32),
        (p.iop(BinaryOp::LShr, flo, s16), -48),
        (p.iop(BinaryOp::And, flo, m16), -64),
    ];
    let mut vals = Vec::new();
    for (v, sc) in pieces {
        let f = p.to_float(v);
        let s = p.f(2f32.powi(sc));
        vals.push(p.fmul(f, s));
    }
    let fh = p.fadd(vals[0], vals[1]);
    let d = p.fsub(fh, vals[0]);
    let fl = p.fsub(vals[1], d);
    let t = p.fadd(vals[2], vals[3]);
    let fl = p.fadd(fl, t);
    let rph = mul_hl(p, fh, fl, split(PIO2_D.0, PIO2_D.1));
    let nrph = neg(p, rph);
    let rph = p.sel(negative, nrph, rph);

    let r = p.sel(in_cw, r, rph);
    let q = p.seli(in_cw, qcw, qph);
    (r, q)
}

/// sin and cos of `r` in [−π/4, π/4] (a little beyond): Taylor polynomials to `r^11` and
/// `r^12` (truncation below 2^-28 relative).
fn sincos_kernel<P: Fp>(p: &mut P, r: P::F) -> (P::F, P::F) {
    let z = p.fmul(r, r);
    // -1/3!, 1/5!, -1/7!, 1/9!, -1/11!
    let ps = horner(p, z, &factorials(3, 5, -1.0, true));
    let rz = p.fmul(r, z);
    let s = p.fma(rz, ps, r);
    // 1/4!, -1/6!, 1/8!, -1/10!, 1/12!
    let pc = horner(p, z, &factorials(4, 5, 1.0, true));
    let mhalf = p.f(-0.5);
    let t = p.fma(z, pc, mhalf);
    let one = p.f(1.0);
    let c = p.fma(z, t, one);
    (s, c)
}

/// (sin x, cos x) with ±0, ∞ → NaN and NaN handled.
pub fn sincos<P: Fp>(p: &mut P, x: P::F) -> (P::F, P::F) {
    let ax = p.fabs(x);
    let (r, q) = reduce(p, ax);
    let (s, c) = sincos_kernel(p, r);
    let one_i = p.i(1);
    let two_i = p.i(2);
    let q1 = p.iop(BinaryOp::And, q, one_i);
    let odd = p.icmp(ICmp::Eq, q1, one_i);
    let q2 = p.iop(BinaryOp::And, q, two_i);
    let hi = p.icmp(ICmp::Eq, q2, two_i);
    let sv = p.sel(odd, c, s);
    let cv = p.sel(odd, s, c);
    // sin negative in quadrants 2, 3; cos in 1, 2.
    let ns = neg(p, sv);
    let sv = p.sel(hi, ns, sv);
    let q12 = p.iop(BinaryOp::Add, q, one_i);
    let q12 = p.iop(BinaryOp::And, q12, two_i);
    let cneg = p.icmp(ICmp::Eq, q12, two_i);
    let nc = neg(p, cv);
    let cv = p.sel(cneg, nc, cv);
    let sv = xorsign(p, sv, x);
    let fin = konst(p, FCmp::Lt, ax, f32::INFINITY);
    let nan = p.f(f32::NAN);
    let sv = p.sel(fin, sv, nan);
    let cv = p.sel(fin, cv, nan);
    (sv, cv)
}

pub fn tan<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let (r, q) = reduce(p, ax);
    let (s, c) = sincos_kernel(p, r);
    let one_i = p.i(1);
    let q1 = p.iop(BinaryOp::And, q, one_i);
    let odd = p.icmp(ICmp::Eq, q1, one_i);
    let nc = neg(p, c);
    let num = p.sel(odd, nc, s);
    let den = p.sel(odd, s, c);
    let t = p.fdiv(num, den);
    let t = xorsign(p, t, x);
    let fin = konst(p, FCmp::Lt, ax, f32::INFINITY);
    let nan = p.f(f32::NAN);
    p.sel(fin, t, nan)
}

// ---- hyperbolics ----------------------------------------------------------------------

/// e^|x|/2 (as 2^(|x|·log2 e − 1): no overflow before the result's own).
fn half_exp<P: Fp>(p: &mut P, ax: P::F) -> P::F {
    let (h, l) = times_hl(p, ax, log2e());
    let one = p.f(1.0);
    let h = p.fsub(h, one);
    exp2_hl(p, h, l)
}

pub fn cosh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let e = half_exp(p, ax);
    let q = p.f(0.25);
    let r = p.fdiv(q, e);
    p.fadd(e, r)
}

/// sinh(|x|): the odd Taylor series to `x^13` below 1, `(e^x − e^-x)/2` above.
fn sinh_abs<P: Fp>(p: &mut P, ax: P::F) -> P::F {
    let e = half_exp(p, ax);
    let q = p.f(0.25);
    let r = p.fdiv(q, e);
    let big = p.fsub(e, r);
    let z = p.fmul(ax, ax);
    // 1/3!, 1/5!, …, 1/13!
    let poly = horner(p, z, &factorials(3, 6, 1.0, false));
    let xz = p.fmul(ax, z);
    let small = p.fma(xz, poly, ax);
    let lt1 = konst(p, FCmp::Lt, ax, 1.0);
    p.sel(lt1, small, big)
}

pub fn sinh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let s = sinh_abs(p, ax);
    xorsign(p, s, x)
}

pub fn tanh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    // tanh(|x|) rounds to 1 from 9.1 on; clamping keeps e^x finite.
    let ax = p.fabs(x);
    let lim = konst(p, FCmp::Gt, ax, 10.0);
    let a = sel_f(p, lim, 10.0, ax);
    let s = sinh_abs(p, a);
    let c = cosh(p, a);
    let t = p.fdiv(s, c);
    xorsign(p, t, x)
}

pub fn asinh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    // Large: ln 2 + ln |x|.
    let (h, l) = log2_hl(p, ax);
    let one = p.f(1.0);
    let h1 = p.fadd(h, one);
    let large = mul_hl(p, h1, l, ln2());
    // ln(1 + u), u = a + a²/(1 + √(1 + a²)).
    let z = p.fmul(ax, ax);
    let w = p.fadd(one, z);
    let w = p.sqrt(w);
    let w = p.fadd(one, w);
    let t = p.fdiv(z, w);
    let u = p.fadd(ax, t);
    let small = log1p(p, u);
    let big = konst(p, FCmp::Ge, ax, 4096.0);
    let r = p.sel(big, large, small);
    let nan = is_nan(p, x);
    let r = p.sel(nan, x, r);
    xorsign(p, r, x)
}

pub fn acosh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let (h, l) = log2_hl(p, x);
    let one = p.f(1.0);
    let h1 = p.fadd(h, one);
    let large = mul_hl(p, h1, l, ln2());
    let t = p.fsub(x, one);
    let xp = p.fadd(x, one);
    let w = p.fmul(t, xp);
    let w = p.sqrt(w);
    let u = p.fadd(t, w);
    let small = log1p(p, u);
    let big = konst(p, FCmp::Ge, x, 4096.0);
    let r = p.sel(big, large, small);
    let lt1 = konst(p, FCmp::Lt, x, 1.0);
    let r = sel_f(p, lt1, f32::NAN, r);
    let nan = is_nan(p, x);
    p.sel(nan, x, r)
}

pub fn atanh<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let one = p.f(1.0);
    let d = p.fsub(one, ax);
    let n = p.fadd(ax, ax);
    let u = p.fdiv(n, d);
    let l = log1p(p, u);
    let half = p.f(0.5);
    let r = p.fmul(l, half);
    let is1 = p.fcmp(FCmp::Eq, ax, one);
    let r = sel_f(p, is1, f32::INFINITY, r);
    let gt1 = p.fcmp(FCmp::Gt, ax, one);
    let r = sel_f(p, gt1, f32::NAN, r);
    let nan = is_nan(p, x);
    let r = p.sel(nan, x, r);
    xorsign(p, r, x)
}

// ---- inverse trigonometry -------------------------------------------------------------

/// atan(t) for t in [0, 1]: above tan(π/12), `π/6 + atan((√3·t − 1)/(t + √3))`; the odd
/// series to `u^15` on |u| ≤ tan(π/12). Returns `hi + lo`'s parts: (value, π/6 part lo).
fn atan01<P: Fp>(p: &mut P, t: P::F) -> P::F {
    let sqrt3 = 3f64.sqrt();
    let (s3h, s3l) = split(sqrt3, 0.0);
    let (s3h, s3l) = (p.f(s3h), p.f(s3l));
    let m1 = p.f(-1.0);
    let num = p.fma(s3h, t, m1);
    let num = p.fma(s3l, t, num);
    let den = p.fadd(t, s3h);
    let u2 = p.fdiv(num, den);
    let far = konst(p, FCmp::Gt, t, (2.0 - sqrt3) as f32);
    let u = p.sel(far, u2, t);
    let z = p.fmul(u, u);
    let c: Vec<f64> = (1..8).map(|k| if k % 2 == 1 { -1.0 } else { 1.0 } / (2 * k + 1) as f64).collect();
    let poly = horner(p, z, &c);
    let uz = p.fmul(u, z);
    let a = p.fma(uz, poly, u);
    let (h, l) = split(std::f64::consts::FRAC_PI_6, 0.0);
    let (h, l) = (p.f(h), p.f(l));
    let a2 = p.fadd(a, l);
    let a2 = p.fadd(h, a2);
    p.sel(far, a2, a)
}

/// `c − a` for a double-float constant `c`.
fn const_minus<P: Fp>(p: &mut P, c: f64, a: P::F) -> P::F {
    let (h, l) = split(c, 0.0);
    let (h, l) = (p.f(h), p.f(l));
    let t = p.fsub(l, a);
    p.fadd(h, t)
}

pub fn atan<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let one = p.f(1.0);
    let inv = p.fdiv(one, ax);
    let gt1 = p.fcmp(FCmp::Gt, ax, one);
    let t = p.sel(gt1, inv, ax);
    let a = atan01(p, t);
    let b = const_minus(p, std::f64::consts::FRAC_PI_2, a);
    let r = p.sel(gt1, b, a);
    let nan = is_nan(p, x);
    let r = p.sel(nan, x, r);
    xorsign(p, r, x)
}

pub fn atan2<P: Fp>(p: &mut P, y: P::F, x: P::F) -> P::F {
    let ax = p.fabs(x);
    let ay = p.fabs(y);
    let swap = p.fcmp(FCmp::Gt, ay, ax);
    let mx = p.sel(swap, ay, ax);
    let mn = p.sel(swap, ax, ay);
    // Both scaled down when the divisor is huge: a division through a reciprocal (Apple's)
    // loses the reciprocal of a divisor above 2^126 to a flushed subnormal.
    let t = scaled_div(p, mn, mx);
    // 0/0 reads as 0, ∞/∞ as 1.
    let z = konst(p, FCmp::Eq, mx, 0.0);
    let t = sel_f(p, z, 0.0, t);
    let infs = konst(p, FCmp::Eq, mn, f32::INFINITY);
    let t = sel_f(p, infs, 1.0, t);
    let a = atan01(p, t);
    let b = const_minus(p, std::f64::consts::FRAC_PI_2, a);
    let a = p.sel(swap, b, a);
    let xb = p.bits(x);
    let zi = p.i(0);
    let xneg = p.icmp(ICmp::Slt, xb, zi);
    let b = const_minus(p, std::f64::consts::PI, a);
    let a = p.sel(xneg, b, a);
    let nx = is_nan(p, x);
    let ny = is_nan(p, y);
    let n = p.or(nx, ny);
    let s = p.fadd(x, y);
    let a = p.sel(n, s, a);
    xorsign(p, a, y)
}

pub fn asin<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let one = p.f(1.0);
    let a = p.fsub(one, x);
    let b = p.fadd(one, x);
    let w = p.fmul(a, b);
    let s = p.sqrt(w);
    let r = atan2(p, x, s);
    // |x| > 1: the square root of a negative is NaN already.
    r
}

pub fn acos<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let one = p.f(1.0);
    let a = p.fsub(one, x);
    let b = p.fadd(one, x);
    let w = p.fmul(a, b);
    let s = p.sqrt(w);
    let r = atan2(p, s, x);
    let nan = is_nan(p, s);
    p.sel(nan, s, r)
}

// ---- fmod -----------------------------------------------------------------------------

/// floor(log2 v) for v ≥ 0 finite (subnormals included).
fn ilog<P: Fp>(p: &mut P, v: P::F) -> P::I {
    let sub = konst(p, FCmp::Lt, v, f32::MIN_POSITIVE);
    let big = p.f(16_777_216.0);
    let vs = p.fmul(v, big);
    let vn = p.sel(sub, vs, v);
    let b = p.bits(vn);
    let s23 = p.i(23);
    let e = p.iop(BinaryOp::LShr, b, s23);
    let m24 = p.i(-24);
    let z = zi0(p);
    let adj = p.seli(sub, m24, z);
    let bias = p.i(-127);
    let e = p.iop(BinaryOp::Add, e, bias);
    p.iop(BinaryOp::Add, e, adj)
}

/// Exact `fmod(x, y)`: the remainder of |x| by |y|·2^k, k leaving at most 21 quotient
/// bits, repeated until k = 0 (14 rounds cover every float exponent pair); each quotient
/// is an integer below 2^22 from a faithful division, so it is the true one or one more,
/// and the fused residual `r − q·y'` is exact either way (one correction by +y').
pub fn fmod<P: Fp>(p: &mut P, x: P::F, y: P::F) -> P::F {
    let ax = p.fabs(x);
    let ay = p.fabs(y);
    let ey = ilog(p, ay);
    let mut r = ax;
    let zi = p.i(0);
    let twenty = p.i(20);
    let k92 = p.i(92);
    let fin = konst(p, FCmp::Lt, ay, f32::INFINITY);
    let pos = konst(p, FCmp::Gt, ay, 0.0);
    let usable = p.and(fin, pos);
    let one = p.f(1.0);
    let ays = p.sel(usable, ay, one);
    for _ in 0..14 {
        let er = ilog(p, r);
        let k = p.iop(BinaryOp::Sub, er, ey);
        let k = p.iop(BinaryOp::Sub, k, twenty);
        let neg_k = p.icmp(ICmp::Slt, k, zi);
        let k = p.seli(neg_k, zi, k);
        // ay·2^k in up to three exact steps of at most 2^92.
        let mut yk = ays;
        let mut rest = k;
        for _ in 0..3 {
            let over = p.icmp(ICmp::Sgt, rest, k92);
            let step = p.seli(over, k92, rest);
            let s = pow2i(p, step);
            yk = p.fmul(yk, s);
            rest = p.iop(BinaryOp::Sub, rest, step);
        }
        let q = scaled_div(p, r, yk);
        let q = p.trunc(q);
        let nq = neg(p, q);
        let rem = p.fma(nq, yk, r);
        let ltz = konst(p, FCmp::Lt, rem, 0.0);
        let fixed = p.fadd(rem, yk);
        let rem = p.sel(ltz, fixed, rem);
        let ge = p.fcmp(FCmp::Ge, r, ays);
        let ok = p.and(ge, usable);
        r = p.sel(ok, rem, r);
    }
    let r = xorsign(p, r, x);
    // y = 0, x infinite, a NaN: NaN.
    let xfin = konst(p, FCmp::Lt, ax, f32::INFINITY);
    let yz = konst(p, FCmp::Eq, ay, 0.0);
    let ny = is_nan(p, y);
    let bad = p.or(yz, ny);
    let nan = p.f(f32::NAN);
    let r = p.sel(xfin, r, nan);
    p.sel(bad, nan, r)
}

// ---- ldexp ----------------------------------------------------------------------------

/// `x·2^n`, correctly rounded (one rounding, subnormal results included): `x` brought to
/// [1, 2) exactly (subnormals scaled by 2^24 first), then one multiplication by `2^t`,
/// `t = ilogb x + n`, split so that only the last of two exact-or-rounding steps can round;
/// ±0, ±∞ and NaN are their own results.
pub fn ldexp<P: Fp>(p: &mut P, x: P::F, n: P::I) -> P::F {
    let ax = p.fabs(x);
    let sub = konst(p, FCmp::Lt, ax, f32::MIN_POSITIVE);
    let big = p.f(16_777_216.0);
    let xs = p.fmul(x, big);
    let xn = p.sel(sub, xs, x);
    let m24 = p.i(-24);
    let zi = p.i(0);
    let adj = p.seli(sub, m24, zi);
    let axn = p.fabs(xn);
    let e = ilog(p, axn);
    // x1 = xn·2^-e in two exact halves.
    let ne = p.iop(BinaryOp::Sub, zi, e);
    let one_i = p.i(1);
    let h1 = p.iop(BinaryOp::AShr, ne, one_i);
    let h2 = p.iop(BinaryOp::Sub, ne, h1);
    let s1 = pow2i(p, h1);
    let s2 = pow2i(p, h2);
    let x1 = p.fmul(xn, s1);
    let x1 = p.fmul(x1, s2);
    // t = e + adj + clamp(n, ±400).
    let lim = p.i(400);
    let nlim = p.i(-400);
    let hi = p.icmp(ICmp::Sgt, n, lim);
    let nc = p.seli(hi, lim, n);
    let lo = p.icmp(ICmp::Slt, nc, nlim);
    let nc = p.seli(lo, nlim, nc);
    let t = p.iop(BinaryOp::Add, e, adj);
    let t = p.iop(BinaryOp::Add, t, nc);
    let clamp = |p: &mut P, v: P::I| {
        let (a, b) = (p.i(-126), p.i(127));
        let l = p.icmp(ICmp::Slt, v, a);
        let v = p.seli(l, a, v);
        let h = p.icmp(ICmp::Sgt, v, b);
        p.seli(h, b, v)
    };
    let m126 = p.i(-126);
    let tiny = p.icmp(ICmp::Slt, t, m126);
    let k64 = p.i(64);
    let t64 = p.iop(BinaryOp::Add, t, k64);
    let a = p.seli(tiny, t64, t);
    let a = clamp(p, a);
    let rest = p.iop(BinaryOp::Sub, t, a);
    let m64 = p.i(-64);
    let b = p.seli(tiny, m64, rest);
    let b = clamp(p, b);
    let sa = pow2i(p, a);
    let sb = pow2i(p, b);
    let r = p.fmul(x1, sa);
    let r = p.fmul(r, sb);
    // ±0, ±∞, NaN.
    let z = konst(p, FCmp::Eq, ax, 0.0);
    let inf = konst(p, FCmp::Eq, ax, f32::INFINITY);
    let nan = is_nan(p, x);
    let same = p.or(z, inf);
    let same = p.or(same, nan);
    p.sel(same, x, r)
}

// ---- the Fp implementations -----------------------------------------------------------

/// Rust `f32` arithmetic (the tests' mirror of the GPU sequence).
#[derive(Debug, Default, Clone, Copy)]
pub struct Cpu;

impl Fp for Cpu {
    type F = f32;
    type I = i32;
    type L = i64;
    type B = bool;
    fn f(&mut self, v: f32) -> f32 {
        v
    }
    fn i(&mut self, v: i32) -> i32 {
        v
    }
    fn fadd(&mut self, a: f32, b: f32) -> f32 {
        a + b
    }
    fn fsub(&mut self, a: f32, b: f32) -> f32 {
        a - b
    }
    fn fmul(&mut self, a: f32, b: f32) -> f32 {
        a * b
    }
    fn fdiv(&mut self, a: f32, b: f32) -> f32 {
        a / b
    }
    fn fma(&mut self, a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }
    fn rint(&mut self, a: f32) -> f32 {
        a.round_ties_even()
    }
    fn trunc(&mut self, a: f32) -> f32 {
        a.trunc()
    }
    fn floor(&mut self, a: f32) -> f32 {
        a.floor()
    }
    fn fabs(&mut self, a: f32) -> f32 {
        a.abs()
    }
    fn sqrt(&mut self, a: f32) -> f32 {
        a.sqrt()
    }
    fn fcmp(&mut self, c: FCmp, a: f32, b: f32) -> bool {
        match c {
            FCmp::Eq => a == b,
            FCmp::Lt => a < b,
            FCmp::Le => a <= b,
            FCmp::Gt => a > b,
            FCmp::Ge => a >= b,
            FCmp::Uno => a.is_nan() || b.is_nan(),
        }
    }
    fn sel(&mut self, c: bool, a: f32, b: f32) -> f32 {
        if c {
            a
        } else {
            b
        }
    }
    fn seli(&mut self, c: bool, a: i32, b: i32) -> i32 {
        if c {
            a
        } else {
            b
        }
    }
    fn or(&mut self, a: bool, b: bool) -> bool {
        a || b
    }
    fn and(&mut self, a: bool, b: bool) -> bool {
        a && b
    }
    fn bits(&mut self, a: f32) -> i32 {
        a.to_bits() as i32
    }
    fn from_bits(&mut self, a: i32) -> f32 {
        f32::from_bits(a as u32)
    }
    fn iop(&mut self, op: BinaryOp, a: i32, b: i32) -> i32 {
        let (ua, ub) = (a as u32, b as u32);
        match op {
            BinaryOp::Add => a.wrapping_add(b),
            BinaryOp::Sub => a.wrapping_sub(b),
            BinaryOp::Mul => a.wrapping_mul(b),
            BinaryOp::And => a & b,
            BinaryOp::Or => a | b,
            BinaryOp::Xor => a ^ b,
            BinaryOp::Shl => (ua << (ub & 31)) as i32,
            BinaryOp::LShr => (ua >> (ub & 31)) as i32,
            BinaryOp::AShr => a >> (ub & 31),
            _ => 0,
        }
    }
    fn icmp(&mut self, c: ICmp, a: i32, b: i32) -> bool {
        match c {
            ICmp::Eq => a == b,
            ICmp::Slt => a < b,
            ICmp::Sgt => a > b,
        }
    }
    fn to_int(&mut self, a: f32) -> i32 {
        a as i32
    }
    fn to_float(&mut self, a: i32) -> f32 {
        a as f32
    }
    fn zext(&mut self, a: i32) -> i64 {
        i64::from(a as u32)
    }
    fn lop(&mut self, op: BinaryOp, a: i64, b: i64) -> i64 {
        match op {
            BinaryOp::Add => a.wrapping_add(b),
            BinaryOp::Mul => a.wrapping_mul(b),
            BinaryOp::LShr => ((a as u64) >> (b as u64 & 63)) as i64,
            _ => 0,
        }
    }
    fn l(&mut self, v: i64) -> i64 {
        v
    }
    fn low(&mut self, a: i64) -> i32 {
        a as i32
    }
}

#[derive(Debug)]
/// Appends gpu-ir instructions to a function (they are placed in a block by the caller).
pub struct IrBuilder<'m> {
    m: &'m mut Module,
    fid: FuncId,
    loc: Option<(u32, u32)>,
    /// The instructions made, in order.
    pub seq: Vec<Inst>,
    f32t: Type,
    i32t: Type,
    i64t: Type,
    i1t: Type,
    fconsts: BTreeMap<u32, Value>,
    iconsts: BTreeMap<(u32, i64), Value>,
    callees: BTreeMap<MathFn, (Value, Type)>,
}

impl<'m> IrBuilder<'m> {
    pub fn new(m: &'m mut Module, fid: FuncId, loc: Option<(u32, u32)>) -> Self {
        let f32t = m.types.intern(TypeInner::Float);
        let i32t = m.types.int(32);
        let i64t = m.types.int(64);
        let i1t = m.types.int(1);
        IrBuilder {
            m,
            fid,
            loc,
            seq: Vec::new(),
            f32t,
            i32t,
            i64t,
            i1t,
            fconsts: BTreeMap::new(),
            iconsts: BTreeMap::new(),
            callees: BTreeMap::new(),
        }
    }

    fn push(&mut self, op: Op, ty: Type) -> Value {
        let i = self.m.functions[self.fid].insts.append(InstData { op, ty, name: None, loc: self.loc });
        self.seq.push(i);
        Value::Inst(i)
    }

    /// A call of the scalar `air.<func>.f32` (declared when needed), the form modules
    /// hold intrinsics in, which the interpreter and every backend read.
    fn math(&mut self, func: MathFn, args: Vec<Value>) -> Value {
        let (callee, fn_ty) = match self.callees.get(&func) {
            Some(c) => *c,
            None => {
                let op = GpuOp::Math { func, fast: false, ty: Elem::scalar(Scalar::F32) };
                let params = vec![self.f32t; args.len()];
                let c = declare(self.m, &op, self.f32t, &params);
                self.callees.insert(func, c);
                c
            }
        };
        let call = Op::Call { callee, fn_ty, args, tail: 0, fast_math: 0, attrs: Default::default() };
        self.push(call, self.f32t)
    }

    fn bin(&mut self, op: BinaryOp, a: Value, b: Value, ty: Type) -> Value {
        self.push(Op::Binary { op, lhs: a, rhs: b, flags: 0 }, ty)
    }

    fn cast(&mut self, op: CastOp, v: Value, ty: Type) -> Value {
        self.push(Op::Cast { op, value: v }, ty)
    }

    /// An integer compare by LLVM predicate number (32 `eq`, 34 `ugt`, 36 `ult`, 40 `slt`).
    fn int_cmp(&mut self, pred: u8, l: Value, r: Value) -> Value {
        self.push(Op::Cmp { pred: Predicate(pred), lhs: l, rhs: r, fast_math: 0 }, self.i1t)
    }

    /// `c ? then : otherwise` of type `ty`.
    fn pick(&mut self, c: Value, then: Value, otherwise: Value, ty: Type) -> Value {
        self.push(Op::Select { cond: c, then, otherwise }, ty)
    }

    fn int_const(&mut self, bits: u32, v: i64) -> Value {
        if let Some(c) = self.iconsts.get(&(bits, v)) {
            return *c;
        }
        let ty = if bits == 64 { self.i64t } else { self.i32t };
        let mask = if bits == 64 { u64::MAX } else { u64::from(u32::MAX) };
        let c = Value::Const(
            self.m.constants.append(ConstantData::Int { ty, bits: u128::from(v as u64 & mask) }),
        );
        self.iconsts.insert((bits, v), c);
        c
    }
}

impl Fp for IrBuilder<'_> {
    type F = Value;
    type I = Value;
    type L = Value;
    type B = Value;
    fn f(&mut self, v: f32) -> Value {
        if let Some(c) = self.fconsts.get(&v.to_bits()) {
            return *c;
        }
        let c = Value::Const(
            self.m.constants.append(ConstantData::Float { ty: self.f32t, bits: u64::from(v.to_bits()) }),
        );
        self.fconsts.insert(v.to_bits(), c);
        c
    }
    fn i(&mut self, v: i32) -> Value {
        self.int_const(32, i64::from(v))
    }
    fn fadd(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::FAdd, a, b, self.f32t)
    }
    fn fsub(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::FSub, a, b, self.f32t)
    }
    fn fmul(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::FMul, a, b, self.f32t)
    }
    fn fdiv(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::FDiv, a, b, self.f32t)
    }
    fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        self.math(MathFn::Fma, vec![a, b, c])
    }
    fn rint(&mut self, a: Value) -> Value {
        self.math(MathFn::Rint, vec![a])
    }
    fn trunc(&mut self, a: Value) -> Value {
        self.math(MathFn::Trunc, vec![a])
    }
    fn floor(&mut self, a: Value) -> Value {
        self.math(MathFn::Floor, vec![a])
    }
    fn fabs(&mut self, a: Value) -> Value {
        self.math(MathFn::Fabs, vec![a])
    }
    fn sqrt(&mut self, a: Value) -> Value {
        self.math(MathFn::Sqrt, vec![a])
    }
    fn fcmp(&mut self, c: FCmp, a: Value, b: Value) -> Value {
        let pred = Predicate(match c {
            FCmp::Eq => 1,
            FCmp::Gt => 2,
            FCmp::Ge => 3,
            FCmp::Lt => 4,
            FCmp::Le => 5,
            FCmp::Uno => 8,
        });
        self.push(Op::Cmp { pred, lhs: a, rhs: b, fast_math: 0 }, self.i1t)
    }
    fn sel(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.push(Op::Select { cond: c, then: a, otherwise: b }, self.f32t)
    }
    fn seli(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.push(Op::Select { cond: c, then: a, otherwise: b }, self.i32t)
    }
    fn or(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::Or, a, b, self.i1t)
    }
    fn and(&mut self, a: Value, b: Value) -> Value {
        self.bin(BinaryOp::And, a, b, self.i1t)
    }
    fn bits(&mut self, a: Value) -> Value {
        self.cast(CastOp::BitCast, a, self.i32t)
    }
    fn from_bits(&mut self, a: Value) -> Value {
        self.cast(CastOp::BitCast, a, self.f32t)
    }
    fn iop(&mut self, op: BinaryOp, a: Value, b: Value) -> Value {
        self.bin(op, a, b, self.i32t)
    }
    fn icmp(&mut self, c: ICmp, a: Value, b: Value) -> Value {
        let pred = Predicate(match c {
            ICmp::Eq => 32,
            ICmp::Sgt => 38,
            ICmp::Slt => 40,
        });
        self.push(Op::Cmp { pred, lhs: a, rhs: b, fast_math: 0 }, self.i1t)
    }
    fn to_int(&mut self, a: Value) -> Value {
        self.cast(CastOp::FPToSI, a, self.i32t)
    }
    fn to_float(&mut self, a: Value) -> Value {
        self.cast(CastOp::SIToFP, a, self.f32t)
    }
    fn zext(&mut self, a: Value) -> Value {
        self.cast(CastOp::ZExt, a, self.i64t)
    }
    fn lop(&mut self, op: BinaryOp, a: Value, b: Value) -> Value {
        self.bin(op, a, b, self.i64t)
    }
    fn l(&mut self, v: i64) -> Value {
        self.int_const(64, v)
    }
    fn low(&mut self, a: Value) -> Value {
        self.cast(CastOp::Trunc, a, self.i32t)
    }
}

// ---- the pass -------------------------------------------------------------------------

/// MSL `sign`: 1 for x > 0, -1 for x < 0; ±0 keep their sign and a NaN gives +0
/// (the interpreter's rule). Exact.
pub fn sign<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let zero = konst(p, FCmp::Eq, x, 0.0);
    let plus_zero = p.f(0.0);
    let r = p.sel(zero, x, plus_zero);
    let neg = konst(p, FCmp::Lt, x, 0.0);
    let r = sel_f(p, neg, -1.0, r);
    let pos = konst(p, FCmp::Gt, x, 0.0);
    sel_f(p, pos, 1.0, r)
}

/// MSL `saturate`: x clamped to [0, 1]; a NaN gives +0, -0 stays (the interpreter's
/// rule). Exact.
pub fn saturate<P: Fp>(p: &mut P, x: P::F) -> P::F {
    let over = konst(p, FCmp::Gt, x, 1.0);
    let r = sel_f(p, over, 1.0, x);
    let under = konst(p, FCmp::Lt, x, 0.0);
    let r = sel_f(p, under, 0.0, r);
    let nan = konst(p, FCmp::Uno, x, 0.0);
    sel_f(p, nan, 0.0, r)
}

/// MSL `fract`: `x - floor(x)`, kept at or below `top`, the largest value under 1 of the
/// result's type (a tiny negative `x` would otherwise give 1); a NaN or an infinity
/// gives `top`, as `fmin(NaN, top)` does (the interpreter's rule). `x - floor(x)` is exact
/// for every `float` (and every widened `half`/`bfloat`) except where it rounds up to 1.
pub fn fract<P: Fp>(p: &mut P, x: P::F, top: f32) -> P::F {
    let f = p.floor(x);
    let d = p.fsub(x, f);
    let below = konst(p, FCmp::Lt, d, top);
    let t = p.f(top);
    p.sel(below, d, t)
}

/// The largest value below 1 of a float type: 1 - 2^-(significand bits).
fn below_one(s: Scalar) -> f32 {
    match s {
        Scalar::F16 => 1.0 - 2f32.powi(-11),
        Scalar::BF16 => 1.0 - 2f32.powi(-8),
        _ => 1.0 - 2f32.powi(-24),
    }
}

/// Every function [`expand`] implements.
pub const FUNCTIONS: &[MathFn] = &[
    MathFn::Exp,
    MathFn::Exp2,
    MathFn::Exp10,
    MathFn::Log,
    MathFn::Log2,
    MathFn::Log10,
    MathFn::Pow,
    MathFn::Powr,
    MathFn::Sin,
    MathFn::Cos,
    MathFn::Tan,
    MathFn::Sincos,
    MathFn::Sinh,
    MathFn::Cosh,
    MathFn::Tanh,
    MathFn::Asinh,
    MathFn::Acosh,
    MathFn::Atanh,
    MathFn::Asin,
    MathFn::Acos,
    MathFn::Atan,
    MathFn::Atan2,
    MathFn::Fmod,
    MathFn::Ldexp,
    MathFn::Sign,
    MathFn::Saturate,
    MathFn::Fract,
];

/// Evaluates `func` on `args` (floats) with `p`; `None` for a function this library does
/// not have. `Sincos` gives (sin, cos).
pub fn eval<P: Fp>(p: &mut P, func: MathFn, args: &[P::F]) -> Option<(P::F, Option<P::F>)> {
    let x = *args.first()?;
    let y = args.get(1).copied();
    let one = |v| Some((v, None));
    match func {
        MathFn::Exp => one(exp(p, x)),
        MathFn::Exp2 => one(exp2(p, x)),
        MathFn::Exp10 => one(exp10(p, x)),
        MathFn::Log => one(log(p, x)),
        MathFn::Log2 => one(log2(p, x)),
        MathFn::Log10 => one(log10(p, x)),
        MathFn::Pow | MathFn::Powr => one(pow(p, x, y?)),
        MathFn::Sin => one(sincos(p, x).0),
        MathFn::Cos => one(sincos(p, x).1),
        MathFn::Sincos => {
            let (s, c) = sincos(p, x);
            Some((s, Some(c)))
        }
        MathFn::Tan => one(tan(p, x)),
        MathFn::Sinh => one(sinh(p, x)),
        MathFn::Cosh => one(cosh(p, x)),
        MathFn::Tanh => one(tanh(p, x)),
        MathFn::Asinh => one(asinh(p, x)),
        MathFn::Acosh => one(acosh(p, x)),
        MathFn::Atanh => one(atanh(p, x)),
        MathFn::Asin => one(asin(p, x)),
        MathFn::Acos => one(acos(p, x)),
        MathFn::Atan => one(atan(p, x)),
        MathFn::Atan2 => one(atan2(p, x, y?)),
        MathFn::Fmod => one(fmod(p, x, y?)),
        MathFn::Sign => one(sign(p, x)),
        MathFn::Saturate => one(saturate(p, x)),
        MathFn::Fract => one(fract(p, x, below_one(Scalar::F32))),
        _ => None,
    }
}

/// `extract_bits`/`insert_bits` of 8- to 64-bit integers (the lane backends have no
/// bit-field instructions of their own for them) in shifts, masks and selects, computed
/// in 32 bits (64 for `long`), with the interpreter's clamping: the offset at most the
/// width, the field at most what is left above the offset, an empty field 0. No shift is
/// by the compute width or more (the amounts that would be are replaced where the result
/// does not use them).
fn bit_field(
    b: &mut IrBuilder<'_>,
    func: MathFn,
    signed: bool,
    args: &[Value],
    width: u32,
    result_ty: Type,
) -> Option<Value> {
    let wide = width == 64;
    let t = if wide { b.i64t } else { b.i32t };
    let bits_of = if wide { 64 } else { 32 };
    let extract = func == MathFn::ExtractBits;
    let (x, insert, offset, count) = if extract {
        (*args.first()?, None, *args.get(1)?, *args.get(2)?)
    } else {
        (*args.first()?, Some(*args.get(1)?), *args.get(2)?, *args.get(3)?)
    };
    // Narrow integers and the 32-bit operands of a `long` field widen as unsigned values.
    let widen = |b: &mut IrBuilder<'_>, v: Value, from: u32| {
        if from < bits_of {
            b.cast(CastOp::ZExt, v, t)
        } else {
            v
        }
    };
    const EQ: u8 = 32;
    const UGT: u8 = 34;
    let (zero, all, w, full) = (
        b.int_const(bits_of, 0),
        b.int_const(bits_of, -1),
        b.int_const(bits_of, i64::from(width)),
        b.int_const(bits_of, i64::from(bits_of)),
    );
    let o = widen(b, offset, 32);
    let n = widen(b, count, 32);
    let o_big = b.int_cmp(UGT, o, w);
    let o = b.pick(o_big, w, o, t);
    let left = b.bin(BinaryOp::Sub, w, o, t);
    let n_big = b.int_cmp(UGT, n, left);
    let n = b.pick(n_big, left, n, t);
    // An offset of the whole width leaves an empty field: shift by 0, the mask is 0 anyway.
    let o_all = b.int_cmp(EQ, o, w);
    let shift = b.pick(o_all, zero, o, t);
    // mask(n) = all >> (bits - n), and 0 for n = 0 (whose shift would be the whole word).
    let empty = b.int_cmp(EQ, n, zero);
    let rest = b.bin(BinaryOp::Sub, full, n, t);
    let rest = b.pick(empty, zero, rest, t);
    let ones = b.bin(BinaryOp::LShr, all, rest, t);
    let mask = b.pick(empty, zero, ones, t);
    let x = widen(b, x, width);
    let r = match insert {
        None => {
            let moved = b.bin(BinaryOp::LShr, x, shift, t);
            let field = b.bin(BinaryOp::And, moved, mask, t);
            if signed {
                // The field's top bit to the word's and back, arithmetically (0 stays 0).
                let up = b.bin(BinaryOp::Shl, field, rest, t);
                b.bin(BinaryOp::AShr, up, rest, t)
            } else {
                field
            }
        }
        Some(y) => {
            let y = widen(b, y, width);
            let place = b.bin(BinaryOp::Shl, mask, shift, t);
            let keep = b.bin(BinaryOp::Xor, place, all, t);
            let base = b.bin(BinaryOp::And, x, keep, t);
            let moved = b.bin(BinaryOp::Shl, y, shift, t);
            let new = b.bin(BinaryOp::And, moved, place, t);
            b.bin(BinaryOp::Or, base, new, t)
        }
    };
    Some(if width < bits_of { b.cast(CastOp::Trunc, r, result_ty) } else { r })
}

/// What [`expand`] rewrites an instruction as.
#[derive(Debug, Clone, Copy)]
enum Job {
    Math(MathFn),
    Saturating(gpu_ir::gpu::LlvmOp),
}

/// A scalar 32- or 64-bit `llvm.{u,s}{add,sub}.sat` with its operands.
fn saturating_of(m: &Module, d: &InstData) -> Option<(gpu_ir::gpu::LlvmOp, Elem, Vec<Value>)> {
    use gpu_ir::gpu::LlvmOp as L;
    let Op::Call { args, .. } = &d.op else { return None };
    match intrinsic(m, &d.op)? {
        GpuOp::Llvm { op: op @ (L::UAddSat | L::USubSat | L::SAddSat | L::SSubSat), ty: Some(ty) }
            if ty.lanes == 1 && matches!(ty.scalar, Scalar::Int(32 | 64)) =>
        {
            Some((op, ty, args.clone()))
        }
        _ => None,
    }
}

/// `x ± y` clamped to the type's range, as the interpreter computes it exactly: unsigned
/// by the wrap-around test (`x + y < x`, `x < y`), signed by the sign rule of two's
/// complement overflow (the result's sign differs from both operands' for an add, from
/// `x`'s and agrees with `y`'s for a subtract), saturating towards `x`'s sign.
fn saturating(b: &mut IrBuilder<'_>, op: gpu_ir::gpu::LlvmOp, x: Value, y: Value, width: u32) -> Value {
    use gpu_ir::gpu::LlvmOp as L;
    let t = if width == 64 { b.i64t } else { b.i32t };
    const ULT: u8 = 36;
    const SLT: u8 = 40;
    let zero = b.int_const(width, 0);
    let add = matches!(op, L::UAddSat | L::SAddSat);
    let r = b.bin(if add { BinaryOp::Add } else { BinaryOp::Sub }, x, y, t);
    match op {
        L::UAddSat => {
            let wrapped = b.int_cmp(ULT, r, x);
            let all = b.int_const(width, -1);
            b.pick(wrapped, all, r, t)
        }
        L::USubSat => {
            let under = b.int_cmp(ULT, x, y);
            b.pick(under, zero, r, t)
        }
        _ => {
            // Overflow iff (x ^ r) & (y ^ r) < 0 (add) or (x ^ y) & (x ^ r) < 0 (subtract).
            let xr = b.bin(BinaryOp::Xor, x, r, t);
            let other = if add { b.bin(BinaryOp::Xor, y, r, t) } else { b.bin(BinaryOp::Xor, x, y, t) };
            let both = b.bin(BinaryOp::And, xr, other, t);
            let over = b.int_cmp(SLT, both, zero);
            // x < 0 saturates to the minimum, else to the maximum: max ^ (x >> (w - 1)).
            let max = b.int_const(width, if width == 64 { i64::MAX } else { i64::from(i32::MAX) });
            let sh = b.int_const(width, i64::from(width - 1));
            let sign = b.bin(BinaryOp::AShr, x, sh, t);
            let bound = b.bin(BinaryOp::Xor, max, sign, t);
            b.pick(over, bound, r, t)
        }
    }
}

/// `all(v)` (`and`) or `any(v)` (`or`) of a bool vector's components; a scalar bool is its
/// own answer.
fn horizontal(b: &mut IrBuilder<'_>, and: bool, v: Value, result_ty: Type) -> Value {
    let vt = b.m.value_type(&b.m.functions[b.fid], v);
    let Some(len) = b.m.types.vector_len(vt) else { return v };
    let op = if and { BinaryOp::And } else { BinaryOp::Or };
    let mut acc = None;
    for k in 0..len {
        let index = b.int_const(32, i64::from(k));
        let e = b.push(Op::ExtractElement { vector: v, index }, result_ty);
        acc = Some(match acc {
            None => e,
            Some(a) => b.bin(op, a, e, result_ty),
        });
    }
    acc.unwrap_or(v)
}

/// The two-operand function a three-operand `fmin3`/`fmax3` is made of (MSL:
/// `fmin3(x, y, z) = fmin(x, fmin(y, z))`); [`expand`] lowers them for a backend that wants
/// them, beside the functions of [`FUNCTIONS`].
pub fn pairwise(func: MathFn) -> Option<MathFn> {
    match func {
        MathFn::Fmin3 => Some(MathFn::Fmin),
        MathFn::Fmax3 => Some(MathFn::Fmax),
        _ => None,
    }
}

/// What [`expand`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ExpandStats {
    pub expanded: usize,
    pub added: usize,
}

/// The math operation an instruction performs, with its arguments.
fn math_of(m: &Module, d: &InstData) -> Option<(MathFn, bool, Elem, Vec<Value>)> {
    match &d.op {
        Op::Gpu { op: GpuOp::Math { func, fast, ty }, args } => Some((*func, *fast, *ty, args.clone())),
        Op::Call { args, .. } => match intrinsic(m, &d.op)? {
            GpuOp::Math { func, fast, ty } => Some((func, fast, ty, args.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Replaces each scalar `float`/`half`/`bfloat` math operation of `fid` for which
/// `wanted(func, fast, element type)` holds (and which [`FUNCTIONS`] has) by its expansion. Run after
/// [`crate::legalize::scalarize`].
pub fn expand(
    m: &mut Module,
    fid: FuncId,
    wanted: &dyn Fn(MathFn, bool, Scalar) -> bool,
) -> Result<ExpandStats, LegalizeError> {
    let mut stats = ExpandStats::default();
    let Some(f) = m.functions.get(fid) else { return Err(LegalizeError::NoFunction(fid)) };
    let mut work = Vec::new();
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            let Some(d) = f.insts.get(i) else { continue };
            if let Some((op, ty, args)) = saturating_of(m, d) {
                // The lane backends have no saturating integer arithmetic of their own.
                work.push((i, Job::Saturating(op), false, ty, args, d.loc));
                continue;
            }
            let Some((func, fast, ty, args)) = math_of(m, d) else { continue };
            if matches!(func, MathFn::All | MathFn::Any) {
                // Bool vectors to one bool: the components and-ed or or-ed.
                if wanted(func, fast, ty.scalar) {
                    work.push((i, Job::Math(func), fast, ty, args, d.loc));
                }
                continue;
            }
            if ty.lanes != 1 || !wanted(func, fast, ty.scalar) {
                continue;
            }
            let float = (FUNCTIONS.contains(&func) || pairwise(func).is_some())
                && matches!(ty.scalar, Scalar::F32 | Scalar::F16 | Scalar::BF16);
            let wide_bits = matches!(func, MathFn::ExtractBits | MathFn::InsertBits)
                && matches!(ty.scalar, Scalar::Int(8 | 16 | 32 | 64));
            if !float && !wide_bits {
                continue;
            }
            work.push((i, Job::Math(func), fast, ty, args, d.loc));
        }
    }
    let mut replacement: BTreeMap<Inst, Vec<Inst>> = BTreeMap::new();
    for (i, job, fast, ty, args, loc) in work {
        let result_ty = m.functions[fid].insts[i].ty;
        // A saturating operation takes the integer path below (no widening, no pairs).
        let (func, sat) = match job {
            Job::Math(func) => (func, None),
            Job::Saturating(op) => (MathFn::ExtractBits, Some(op)),
        };
        let mut b = IrBuilder::new(m, fid, loc);
        // `fmin3`/`fmax3` become two of the two-operand function, in the operand type (no
        // widening: the result is one of the operands).
        let narrow = matches!(ty.scalar, Scalar::F16 | Scalar::BF16) && pairwise(func).is_none();
        let float_args = if matches!(func, MathFn::Sincos | MathFn::Ldexp) { 1 } else { func.arity() };
        let mut xs = Vec::new();
        for &a in args.iter().take(float_args) {
            xs.push(if narrow { b.cast(CastOp::FPExt, a, b.f32t) } else { a });
        }
        let evaluated = if let Some(op) = sat {
            match (args.as_slice(), ty.scalar) {
                ([x, y], Scalar::Int(w)) => Some((saturating(&mut b, op, *x, *y, w), None)),
                _ => None,
            }
        } else if matches!(func, MathFn::All | MathFn::Any) {
            args.first().map(|&v| (horizontal(&mut b, func == MathFn::All, v, result_ty), None))
        } else if matches!(func, MathFn::ExtractBits | MathFn::InsertBits) {
            let width = match ty.scalar {
                Scalar::Int(w) => w,
                _ => 64,
            };
            let signed = ty.sign == Some(gpu_ir::gpu::Sign::Signed);
            bit_field(&mut b, func, signed, &args, width, result_ty).map(|r| (r, None))
        } else if let Some(two) = pairwise(func) {
            // `x` against the pair (`y`, `z`): the interpreter's order, so NaN operands and
            // zeros of either sign give its result bit for bit.
            match args.as_slice() {
                [x, y, z] => {
                    // A call of the declared intrinsic: the interpreter and the backends take
                    // AIR's calls.
                    let two = GpuOp::Math { func: two, fast, ty };
                    let (callee, fn_ty) = crate::legalize::declare(b.m, &two, result_ty, &[result_ty; 2]);
                    let call = |args| Op::Call {
                        callee,
                        fn_ty,
                        args,
                        tail: 0,
                        fast_math: 0,
                        attrs: Default::default(),
                    };
                    let inner = b.push(call(vec![*y, *z]), result_ty);
                    Some((b.push(call(vec![*x, inner]), result_ty), None))
                }
                _ => None,
            }
        } else if func == MathFn::Fract {
            // The bound is the result type's: a `half` result stays below 1 as a `half`.
            xs.first().map(|&x| (fract(&mut b, x, below_one(ty.scalar)), None))
        } else if func == MathFn::Ldexp {
            // The exponent operand is an integer: used as it is.
            match (xs.first(), args.get(1)) {
                (Some(&x), Some(&n)) => Some((ldexp(&mut b, x, n), None)),
                _ => None,
            }
        } else {
            eval(&mut b, func, &xs)
        };
        let Some((r, second)) = evaluated else { continue };
        let round =
            |b: &mut IrBuilder<'_>, v: Value| if narrow { b.cast(CastOp::FPTrunc, v, result_ty) } else { v };
        if let (Some(c), Some(&ptr)) = (second, args.get(1)) {
            let c = round(&mut b, c);
            let align = if narrow { 2 } else { 4 };
            let void = b.m.types.void();
            b.push(Op::Store { ptr, value: c, align, volatile: false }, void);
        }
        let r = round(&mut b, r);
        // The result moves into the original instruction's slot, so every use stays valid.
        let last = match r {
            Value::Inst(l) if b.seq.contains(&l) => l,
            _ => {
                let t = b.m.constants.append(ConstantData::Int { ty: b.i1t, bits: 1 });
                let v = b.push(Op::Select { cond: Value::Const(t), then: r, otherwise: r }, result_ty);
                match v {
                    Value::Inst(l) => l,
                    _ => continue,
                }
            }
        };
        let mut seq = std::mem::take(&mut b.seq);
        let f = &mut m.functions[fid];
        let mut data = f.insts[last].clone();
        data.name = f.insts[i].name.clone();
        f.insts[i] = data;
        for s in seq.iter_mut() {
            if *s == last {
                *s = i;
            } else {
                let d = &mut f.insts[*s];
                rename(&mut d.op, last, i);
            }
        }
        // The moved instruction's old slot stays out of every block (a dead copy).
        stats.expanded += 1;
        stats.added += seq.len().saturating_sub(1);
        replacement.insert(i, seq);
    }
    let f = &mut m.functions[fid];
    let blocks: Vec<gpu_ir::Block> = f.blocks.handles().collect();
    for bl in blocks {
        let old = std::mem::take(&mut f.blocks[bl].insts);
        let mut new = Vec::with_capacity(old.len());
        for i in old {
            match replacement.get(&i) {
                Some(seq) => new.extend_from_slice(seq),
                None => new.push(i),
            }
        }
        f.blocks[bl].insts = new;
    }
    Ok(stats)
}

/// Replaces operand `from` by `to` in the operations the builder makes.
fn rename(op: &mut Op, from: Inst, to: Inst) {
    let fix = |v: &mut Value| {
        if *v == Value::Inst(from) {
            *v = Value::Inst(to);
        }
    };
    match op {
        Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => fix(value),
        Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => {
            fix(lhs);
            fix(rhs);
        }
        Op::Select { cond, then, otherwise } => {
            fix(cond);
            fix(then);
            fix(otherwise);
        }
        Op::Store { ptr, value, .. } => {
            fix(ptr);
            fix(value);
        }
        Op::Gpu { args, .. } | Op::Call { args, .. } => args.iter_mut().for_each(fix),
        _ => {}
    }
}

#[cfg(test)]
mod tests;
