//! The `math_lib` fixture (fixtures/run/math_lib.ll, docs/math.md) on a backend's
//! simulator against the reference interpreter: inputs with every edge case of the
//! library's functions (±0, ±∞, NaN, subnormals, huge and near-π/2 trigonometric
//! arguments, `pow`'s special cases, `fmod` with large quotients) and values spread over
//! each function's domain; each output column compared at its bound in ulps (the Metal
//! Shading Language's precise bound; `half` columns within one `half` ulp). NaN must meet
//! NaN and zeros must agree in sign. Shared by backend-amdgpu and backend-applegpu.

use std::collections::BTreeMap;

/// How a column is compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// Within this many `float` ulps.
    Ulps(u64),
    /// Within one `half` ulp (the column holds a `half` result widened).
    Half,
    /// Metal's fast-math `sin`/`cos`: an absolute error of at most 2^-20 on [−π, π],
    /// nothing promised outside it (a backend may keep a hardware approximation).
    FastTrig,
}

/// The columns of `math_lib`, in order, with their bound.
pub const COLUMNS: &[(&str, Bound)] = &[
    ("exp", Bound::Ulps(4)),
    ("exp2", Bound::Ulps(4)),
    ("exp10", Bound::Ulps(4)),
    ("log", Bound::Ulps(4)),
    ("log2", Bound::Ulps(4)),
    ("log10", Bound::Ulps(4)),
    ("sin", Bound::Ulps(4)),
    ("cos", Bound::Ulps(4)),
    ("tan", Bound::Ulps(6)),
    ("sinh", Bound::Ulps(4)),
    ("cosh", Bound::Ulps(4)),
    ("tanh", Bound::Ulps(5)),
    ("asinh", Bound::Ulps(4)),
    ("acosh", Bound::Ulps(4)),
    ("atanh", Bound::Ulps(5)),
    ("asin", Bound::Ulps(4)),
    ("acos", Bound::Ulps(4)),
    ("atan", Bound::Ulps(5)),
    ("pow", Bound::Ulps(16)),
    ("powr", Bound::Ulps(16)),
    ("atan2", Bound::Ulps(6)),
    ("fmod", Bound::Ulps(0)),
    ("sincos.sin", Bound::Ulps(4)),
    ("sincos.cos", Bound::Ulps(4)),
    ("fast_sin", Bound::FastTrig),
    ("fast_cos", Bound::FastTrig),
    ("fast_tan", Bound::Ulps(6)),
    ("fast_pow", Bound::Ulps(16)),
    ("fast_atan2", Bound::Ulps(6)),
    ("fast_fmod", Bound::Ulps(0)),
    ("fast_sinh", Bound::Ulps(4)),
    ("fast_acos", Bound::Ulps(4)),
    ("sin.f16", Bound::Half),
    ("cos.f16", Bound::Half),
    ("tan.f16", Bound::Half),
    ("pow.f16", Bound::Half),
    ("fmod.f16", Bound::Half),
    ("atan2.f16", Bound::Half),
    ("tanh.f16", Bound::Half),
    ("exp.f16", Bound::Half),
];

pub const THREADS: u32 = 1024;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * ((self.next() >> 40) as f32 / (1u64 << 24) as f32)
    }
}

const EDGE_X: &[f32] = &[
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    2.0,
    -2.0,
    -3.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::MIN_POSITIVE,
    1e-45,
    -3e-39,
    f32::MAX,
    std::f32::consts::PI,
    std::f32::consts::FRAC_PI_2,
    -std::f32::consts::FRAC_PI_4,
    88.72283,
    89.41599,
    -87.33655,
    -103.9,
    0.99999994,
    1.0000001,
    105_615.0,
    1e6,
    3.0e38,
    1.570_796_4e5,
    6.074_603_4e9,
    7.074_085e37,
    4096.0,
    9.1,
    1e-5,
];
const EDGE_Y: &[f32] =
    &[0.0, -0.0, 1.0, -1.0, 2.0, 3.0, -3.0, 0.5, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1e-3];

/// `(xs, ys)` for [`THREADS`] threads; `normal_only`: no subnormal inputs (G13 flushes
/// them, which Metal allows and the interpreter does not do).
pub fn inputs(normal_only: bool) -> (Vec<f32>, Vec<f32>) {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for t in 0..THREADS as usize {
        let (x, y) = match t % 6 {
            0 => (EDGE_X[t / 6 % EDGE_X.len()], EDGE_Y[t / 6 / EDGE_X.len() % EDGE_Y.len()]),
            1 => (rng.uniform(-1.0, 1.0), rng.uniform(-1.0, 1.0)),
            2 => (rng.uniform(-10.0, 10.0), (rng.next() % 41) as f32 - 20.0),
            3 => (rng.uniform(0.0, 100.0), rng.uniform(-30.0, 30.0)),
            4 => (f32::from_bits(rng.next() as u32), f32::from_bits(rng.next() as u32)),
            _ => (rng.uniform(-1e5, 1e5), rng.uniform(-2.0, 2.0)),
        };
        let fix = |v: f32| if normal_only && v.is_subnormal() { 1.5 } else { v };
        xs.push(fix(x));
        ys.push(fix(y));
    }
    (xs, ys)
}

use codegen::mathlib::ulps;

/// The largest error per column; `Err` names the first element beyond its bound.
/// `flushes`: the target flushes `float` subnormals (results that the interpreter makes
/// subnormal, or that come from a subnormal input, are not compared).
pub fn compare(
    xs: &[f32],
    ys: &[f32],
    want: &[u8],
    got: &[u8],
    flushes: bool,
) -> Result<BTreeMap<&'static str, u64>, String> {
    let word = |b: &[u8], i: usize| f32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
    let mut worst: BTreeMap<&'static str, u64> = BTreeMap::new();
    let n = COLUMNS.len();
    for t in 0..xs.len() {
        for (j, &(name, bound)) in COLUMNS.iter().enumerate() {
            let (w, g) = (word(want, t * n + j), word(got, t * n + j));
            if flushes && (w.is_subnormal() || xs[t].is_subnormal() || ys[t].is_subnormal()) {
                continue;
            }
            // A float that is or rounds to a zero `half`: on G13 the sign of a `half` zero
            // does not survive (the simulator gives atan2(+0, −0) = +0 on `half`; the
            // interpreter π), a difference of the backend's half zeros, not of the library.
            let underflows = |v: f32| v.abs() < 2f32.powi(-25);
            if flushes && bound == Bound::Half && (underflows(xs[t]) || underflows(ys[t])) {
                continue;
            }
            let (e, ok) = match bound {
                Bound::Ulps(b) => {
                    let e = ulps(w, g);
                    (e, e <= b)
                }
                Bound::Half => {
                    // One half ulp: 2^13 float ulps for normal halves, 2^-24 below.
                    // Zeros of opposite sign count as equal only where the target's
                    // half zeros lose their sign (above).
                    let e = ulps(w, g);
                    let zero_sign = w == 0.0 && g == 0.0 && e > 0;
                    let abs_ok = w.is_finite()
                        && g.is_finite()
                        && (w - g).abs() <= 2f32.powi(-24)
                        && (flushes || !zero_sign);
                    if e <= 8192 {
                        (e.div_ceil(8192), true)
                    } else {
                        (1, abs_ok)
                    }
                }
                Bound::FastTrig => {
                    if !(xs[t].abs() <= std::f32::consts::PI) {
                        continue;
                    }
                    (0, (w - g).abs() <= 2f32.powi(-20))
                }
            };
            if !ok {
                return Err(format!(
                    "{name} at x = {:e} ({:#x}), y = {:e}: interpreter {:e} ({:#x}), simulator {:e} ({:#x})",
                    xs[t],
                    xs[t].to_bits(),
                    ys[t],
                    w,
                    w.to_bits(),
                    g,
                    g.to_bits()
                ));
            }
            let m = worst.entry(name).or_default();
            *m = (*m).max(e);
        }
    }
    Ok(worst)
}

pub fn to_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// A backend's simulator: runs the compiled payload of function `f` of the legalized
/// module over `buffers` for [`THREADS`] threads in threadgroups of 64.
pub type Sim<'a> = &'a dyn Fn(
    &gpu_ir::Module,
    gpu_ir::FuncId,
    &[u8],
    &mut BTreeMap<u32, Vec<u8>>,
    &BTreeMap<u32, u64>,
) -> Result<u64, String>;

fn fixture() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/run/math_lib.bc")
}

/// Compiles `math_lib` with `backend`, runs it on the interpreter (the original and the
/// legalized module) and on `sim`, and compares both against the original's results.
/// Returns the largest error per column on the simulator.
pub fn check(backend: &dyn codegen::Backend, flushes: bool, sim: Sim<'_>) -> BTreeMap<&'static str, u64> {
    let raw = std::fs::read(fixture()).expect("read math_lib.bc");
    let info = air::read_info(&raw).expect("AIR info");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let entry = info.entry_points.iter().find(|e| e.name == "math_lib").expect("math_lib");
    let f = m.function_by_name("math_lib").expect("math_lib function");
    let mut lm = m.clone();
    backend.legalize(&mut lm, f).expect("legalize");
    let unit = codegen::Unit { module: &lm, function: f, name: "math_lib" };
    let compiled = backend.compile(&unit).unwrap_or_else(|e| panic!("{}: {e}", backend.arch().name));
    let (xs, ys) = inputs(flushes);
    let out_len = THREADS as usize * COLUMNS.len() * 4;
    let mut bind = interp::Bindings::zero_filled(entry, out_len, 256);
    bind.buffers.insert(0, to_bytes(&xs));
    bind.buffers.insert(1, to_bytes(&ys));
    bind.buffers.insert(2, vec![0; out_len]);
    let start = bind.buffers.clone();
    let d = interp::Dispatch {
        grid: interp::Grid::Threadgroups([THREADS / 64, 1, 1]),
        threadgroup_size: [64, 1, 1],
    };
    interp::launch_limited(&m, entry, &mut bind, &d, 500_000_000).expect("interpreter");
    let want = bind.buffers[&2].clone();
    // The expansion itself, in gpu-ir, on the interpreter: no backend involved.
    let mut lbind = interp::Bindings::zero_filled(entry, out_len, 256);
    lbind.buffers = start.clone();
    interp::launch_limited(&lm, entry, &mut lbind, &d, 500_000_000).expect("interpreter, legalized");
    if let Err(e) = compare(&xs, &ys, &want, &lbind.buffers[&2], false) {
        panic!("{}: the legalized module on the interpreter: {e}", backend.arch().name);
    }
    let mut sim_buffers = start;
    sim(&lm, f, &compiled.payload, &mut sim_buffers, &bind.threadgroup_memory).expect("simulator");
    match compare(&xs, &ys, &want, &sim_buffers[&2], flushes) {
        Ok(w) => w,
        Err(e) => panic!("{}: simulator against the interpreter: {e}", backend.arch().name),
    }
}

/// [`check`] on each arch of `archs`, printing the largest errors.
pub fn check_all(
    archs: &[&str],
    factory: fn(&targets::Arch) -> Option<Box<dyn codegen::Backend>>,
    flushes: bool,
    sim: Sim<'_>,
) {
    for name in archs {
        let arch = targets::ArchTable::builtin().get(name).expect("arch").clone();
        let b = factory(&arch).expect("a backend for the arch");
        let worst = check(b.as_ref(), flushes, sim);
        eprintln!("{name}: {worst:?}");
    }
}
