//! The CPU mirror: the exact operation sequence the expansion emits, run in Rust `f32`
//! over ≥ 1e5 inputs per function (any bit patterns, the function's domain, edge cases),
//! against `f64` libm rounded once to `float`. Distances in ulps as `metal-run --compare`
//! counts them; NaN must meet NaN, infinities and zeros (sign included) must match.

use super::*;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn bits(&mut self) -> f32 {
        f32::from_bits(self.next() as u32)
    }
    fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        let u = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * u
    }
}

const EDGES: &[f32] = &[
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    2.0,
    -2.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::MIN_POSITIVE,
    1e-45,
    -1e-45,
    1e-40,
    f32::MAX,
    -f32::MAX,
    std::f32::consts::PI,
    std::f32::consts::FRAC_PI_2,
    -std::f32::consts::FRAC_PI_2,
    std::f32::consts::FRAC_PI_4,
    88.72283,
    88.72284,
    -87.33655,
    -103.97208,
    -104.0,
    89.41599,
    0.99999994,
    1.0000001,
    105_615.0,
    105_616.0,
    1e6,
    1e10,
    1e20,
    1e30,
    1e38,
    3.0,
    -3.0,
    4096.0,
    9.1,
    // Floats near multiples of π/2 (large ones: the hardest reductions).
    102_940.38,
    5.390_646_6e-39_f32,
    7.074_085e+37,
    1.570_796_4e+5,
    3.926_990_8e+6,
    2.254_969_7e+7,
    6.074_603_4e+9,
];

/// f64 reference for `func`.
fn reference(func: MathFn, x: f32, y: f32) -> f32 {
    let (x, y) = (f64::from(x), f64::from(y));
    (match func {
        MathFn::Exp => x.exp(),
        MathFn::Exp2 => x.exp2(),
        MathFn::Exp10 => 10f64.powf(x),
        MathFn::Log => x.ln(),
        MathFn::Log2 => x.log2(),
        MathFn::Log10 => x.log10(),
        MathFn::Pow | MathFn::Powr => x.powf(y),
        MathFn::Sin | MathFn::Sincos => x.sin(),
        MathFn::Cos => x.cos(),
        MathFn::Tan => x.tan(),
        MathFn::Sinh => x.sinh(),
        MathFn::Cosh => x.cosh(),
        MathFn::Tanh => x.tanh(),
        MathFn::Asinh => x.asinh(),
        MathFn::Acosh => x.acosh(),
        MathFn::Atanh => x.atanh(),
        MathFn::Asin => x.asin(),
        MathFn::Acos => x.acos(),
        MathFn::Atan => x.atan(),
        MathFn::Atan2 => x.atan2(y),
        MathFn::Fmod => x % y,
        MathFn::Sign if x.is_nan() => 0.0,
        MathFn::Sign if x == 0.0 => x,
        MathFn::Sign => x.signum(),
        MathFn::Saturate if x.is_nan() => 0.0,
        MathFn::Saturate => x.clamp(0.0, 1.0),
        // The interpreter's rule (f64 `min` gives the number when one side is a NaN).
        MathFn::Fract => (x - x.floor()).min(1.0 - 2f64.powi(-24)),
        _ => f64::NAN,
    }) as f32
}

/// The function's interesting domain for uniform inputs (x range, y range).
fn domain(func: MathFn) -> ((f32, f32), (f32, f32)) {
    let y = (-10.0, 10.0);
    match func {
        MathFn::Exp => ((-104.0, 89.0), y),
        MathFn::Exp2 => ((-150.0, 128.0), y),
        MathFn::Exp10 => ((-45.0, 39.0), y),
        MathFn::Log | MathFn::Log2 | MathFn::Log10 => ((0.0, 4.0), y),
        MathFn::Pow | MathFn::Powr => ((0.0, 4.0), (-40.0, 40.0)),
        MathFn::Sin | MathFn::Cos | MathFn::Tan | MathFn::Sincos => ((-200.0, 200.0), y),
        MathFn::Sinh | MathFn::Cosh => ((-90.0, 90.0), y),
        MathFn::Tanh | MathFn::Atan => ((-10.0, 10.0), y),
        MathFn::Asin | MathFn::Acos | MathFn::Atanh => ((-1.0, 1.0), y),
        MathFn::Acosh => ((1.0, 100.0), y),
        MathFn::Asinh => ((-100.0, 100.0), y),
        MathFn::Atan2 => ((-10.0, 10.0), (-10.0, 10.0)),
        MathFn::Fmod => ((-1e6, 1e6), (-10.0, 10.0)),
        MathFn::Saturate => ((-2.0, 2.0), y),
        MathFn::Fract => ((-1e6, 1e6), y),
        _ => ((-1.0, 1.0), y),
    }
}

/// The MSL single-precision bound (ulps; 0: exact).
pub(super) fn bound(func: MathFn) -> u64 {
    match func {
        MathFn::Pow | MathFn::Powr => 16,
        MathFn::Tan | MathFn::Atan2 => 6,
        MathFn::Tanh | MathFn::Atan | MathFn::Atanh => 5,
        MathFn::Fmod | MathFn::Sign | MathFn::Saturate | MathFn::Fract => 0,
        _ => 4,
    }
}

/// Largest error of `func` over `n` inputs; panics with the worst input beyond `bound`.
fn sweep(func: MathFn, n: usize) -> u64 {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ func as u64);
    let ((xl, xh), (yl, yh)) = domain(func);
    let binary = func.arity() == 2;
    let mut worst = (0u64, 0f32, 0f32, 0f32, 0f32);
    for k in 0..n {
        let (x, y) = match k % 8 {
            0 | 1 => (rng.bits(), rng.bits()),
            2 => (EDGES[k / 8 % EDGES.len()], EDGES[k / 8 / EDGES.len() % EDGES.len()]),
            3 => {
                // Integer exponents, negative bases; fmod's large quotients.
                let yi = (rng.next() % 81) as f32 - 40.0;
                (rng.uniform(-4.0, 4.0), if func == MathFn::Fmod { rng.uniform(-1e-3, 1e-3) } else { yi })
            }
            _ => (rng.uniform(xl, xh), rng.uniform(yl, yh)),
        };
        let y = if binary { y } else { 0.0 };
        let mut c = Cpu;
        let Some((got, _)) = eval(&mut c, func, &[x, y]) else { panic!("{func:?} not in the library") };
        let want = reference(func, x, y);
        let e = ulps(want, got);
        if e > worst.0 {
            worst = (e, x, y, want, got);
        }
    }
    if worst.0 > bound(func) {
        eprintln!(
            "FAIL {func:?}: {} ulps at x = {:e} ({:#x}), y = {:e}: want {:e}, got {:e}",
            worst.0,
            worst.1,
            worst.1.to_bits(),
            worst.2,
            worst.3,
            worst.4
        );
    }
    worst.0
}

#[test]
fn every_function_within_the_msl_bound() {
    let n = std::env::var("MATHLIB_SWEEP").ok().and_then(|s| s.parse().ok()).unwrap_or(200_000usize);
    let mut report = String::new();
    let mut bad = Vec::new();
    for &func in FUNCTIONS.iter().filter(|&&f| f != MathFn::Ldexp) {
        let e = sweep(func, n);
        report.push_str(&format!("{}: {} ulps (bound {})\n", func.name(), e, bound(func)));
        if e > bound(func) {
            bad.push(func);
        }
    }
    eprintln!("{report}");
    assert!(bad.is_empty(), "beyond the bound: {bad:?}");
}

#[test]
fn sincos_gives_both() {
    let mut c = Cpu;
    for x in [0.3f32, -2.0, 1e7, 3.0e38] {
        let Some((s, Some(co))) = eval(&mut c, MathFn::Sincos, &[x]) else { panic!("sincos") };
        assert!(ulps((f64::from(x).sin()) as f32, s) <= 4);
        assert!(ulps((f64::from(x).cos()) as f32, co) <= 4);
    }
}

#[test]
fn two_over_pi_words_are_its_binary_digits() {
    // Sum of the first two words, scaled: 2/π to 2^-64.
    let v = f64::from(TWO_OVER_PI[0]) / 2f64.powi(32) + f64::from(TWO_OVER_PI[1]) / 2f64.powi(64);
    assert!((v - std::f64::consts::FRAC_2_PI).abs() < 1e-16);
}

/// The number of gpu-ir instructions each expansion adds (docs/math.md, "Cost").
#[test]
fn expansion_sizes() {
    let mut m = Module::default();
    let f32t = m.types.intern(TypeInner::Float);
    let fn_ty = m.types.intern(TypeInner::Function { ret: f32t, params: vec![f32t, f32t], vararg: false });
    let ptr_ty = m.types.pointer(fn_ty, 0);
    let fid = m.functions.append(gpu_ir::Function {
        name: "f".into(),
        ty: fn_ty,
        ptr_ty,
        params: vec![gpu_ir::Param { ty: f32t, name: None }, gpu_ir::Param { ty: f32t, name: None }],
        linkage: gpu_ir::Linkage::External,
        attrs: Default::default(),
        section: None,
        calling_conv: 0,
        blocks: Default::default(),
        insts: Default::default(),
    });
    let mut sizes = Vec::new();
    for &func in FUNCTIONS {
        let mut b = IrBuilder::new(&mut m, fid, None);
        let r = if func == MathFn::Ldexp {
            Some((ldexp(&mut b, Value::Arg(0), Value::Arg(1)), None))
        } else {
            eval(&mut b, func, &[Value::Arg(0), Value::Arg(1)])
        };
        assert!(r.is_some());
        sizes.push(format!("{}: {}", func.name(), b.seq.len()));
        assert!(b.seq.len() < 800, "{func:?}: {}", b.seq.len());
    }
    eprintln!("{}", sizes.join(", "));
}

/// `ldexp` is exact: bit for bit `x·2^n` rounded once (subnormal results included).
#[test]
fn ldexp_is_correctly_rounded() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut c = Cpu;
    for k in 0..400_000usize {
        let x = if k % 3 == 0 { EDGES[k / 3 % EDGES.len()] } else { rng.bits() };
        let n = match k % 4 {
            0 => (rng.next() % 600) as i32 - 300,
            1 => (rng.next() % 60) as i32 - 30,
            2 => rng.next() as i32,
            _ => (rng.next() % 300) as i32 - 280,
        };
        // Exact in f64 (two halves of a clamped exponent), rounded once.
        let nc = n.clamp(-400, 400);
        let want = (f64::from(x) * 2f64.powi(nc / 2) * 2f64.powi(nc - nc / 2)) as f32;
        let got = ldexp(&mut c, x, n);
        assert!(
            want.to_bits() == got.to_bits() || (want.is_nan() && got.is_nan()),
            "ldexp({x:e} = {:#x}, {n}): want {want:e} ({:#x}), got {got:e} ({:#x})",
            x.to_bits(),
            want.to_bits(),
            got.to_bits()
        );
    }
}

/// `fract` at the interpreter's edges: NaN and ±∞ give the largest value below 1 (f64
/// `min` picks the number), a tiny negative input stays below 1 in the result's type
/// (`half`'s bound for a `half` result), and -0 gives +0.
#[test]
fn fract_edges_follow_the_interpreter() {
    let top32 = 1.0 - 2f32.powi(-24);
    for x in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY, -1e-30] {
        assert_eq!(fract(&mut Cpu, x, below_one(Scalar::F32)), top32, "fract({x})");
    }
    let r = fract(&mut Cpu, -0.0, below_one(Scalar::F32));
    assert_eq!(r.to_bits(), 0, "fract(-0) is +0");
    assert_eq!(fract(&mut Cpu, -2.75, below_one(Scalar::F32)), 0.25);
    // -2^-12 is a half; 1 - 2^-12 is a float but above half's largest value below 1.
    assert_eq!(fract(&mut Cpu, -(2f32.powi(-12)), below_one(Scalar::F16)), 1.0 - 2f32.powi(-11));
    assert_eq!(fract(&mut Cpu, -(2f32.powi(-12)), below_one(Scalar::F32)), 1.0 - 2f32.powi(-12));
}
