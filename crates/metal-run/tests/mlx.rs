//! Real kernels: compute kernels of the mlx corpus (`cargo xtask corpus`, stored at
//! `target/corpus/mlx.metallib`) run through the `metal-run` binary on small inputs, and
//! compared with results computed here in plain Rust.
//!
//! Each kernel's buffer layout comes from its AIR metadata (`metal-objdump --air --info
//! --function NAME`: argument names, buffer indices, types) and its IR (`--air
//! --function NAME`: what the body indexes and how); the comment on each case says what
//! the buffers are. Tolerances, per case:
//! - exact (bit for bit) for integer ops and for IEEE operations that are correctly
//!   rounded (`+ - * /` in float, half and bfloat, sqrt, floor/ceil, conversions, fused
//!   multiply-add) — and for
//!   float sums whose every partial sum is an integer below 2^24, hence exact in any order;
//! - 4 ulp for transcendental math (exp, log, sin, tanh, sigmoid), the order of
//!   the accuracy Metal's precise math functions promise (the interpreter rounds an
//!   `f64` evaluation once, so it is usually within 1 ulp);
//! - a relative bound where a float reduction over inexact values is combined in an
//!   order the kernel chooses (softmax): stated with the case.
//!
//! `mlx_kernels_on_amdgpu_gfx900` runs every case again with each kernel that the AMD
//! backend compiles for gfx900 also run as native code on the simulator, through the
//! library rather than the binary (`run` switches on a thread-local while it does), and
//! compared with the interpreter (`native_tolerance`); the native results then meet the
//! case's own check too.
//!
//! The corpus is not in the repository: without it these tests print a notice and pass,
//! unless `METAL_NT_REQUIRE_CORPUS=1`, which makes its absence a failure (CI).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The corpus, or `None` (with a notice) when it is absent and not required.
fn corpus() -> Option<PathBuf> {
    let path = root().join("target/corpus/mlx.metallib");
    if path.exists() {
        return Some(path);
    }
    if std::env::var("METAL_NT_REQUIRE_CORPUS").is_ok_and(|v| v == "1") {
        panic!("METAL_NT_REQUIRE_CORPUS=1 but {} is missing (run `cargo xtask corpus`)", path.display());
    }
    eprintln!("notice: {} is absent; mlx kernel tests skipped (cargo xtask corpus)", path.display());
    None
}

// ---------------------------------------------------------------------------------------
// Bytes

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn i64s(v: &[i64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn read_f32(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}
fn read_i32(b: &[u8]) -> Vec<i32> {
    b.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}
fn read_u32(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

// The generator batch mode uses (SplitMix64), so inputs need no data files.
use metal_run::inputs::Rng;

// ---------------------------------------------------------------------------------------
// Running

enum Grid {
    /// `--threads`: dispatchThreads.
    Threads([u32; 3]),
    /// `--threadgroups`: dispatchThreadgroups.
    Groups([u32; 3]),
}

/// One metal-run invocation: the kernel, the dispatch and the bound buffers.
struct Run {
    kernel: &'static str,
    grid: Grid,
    threadgroup: [u32; 3],
    /// Buffer index → initial contents.
    buffers: Vec<(u32, Vec<u8>)>,
}

fn dims(d: [u32; 3]) -> String {
    format!("{},{},{}", d[0], d[1], d[2])
}

/// Runs the kernel through the binary — or, inside `mlx_kernels_on_amdgpu_gfx900`, as
/// native code (`native_run`); every bound buffer's final contents by index.
fn run(lib: &Path, r: &Run) -> BTreeMap<u32, Vec<u8>> {
    run_with(lib, r, &[])
}

/// [`run`] with `--constant NAME=VALUE` settings.
fn run_with(lib: &Path, r: &Run, constants: &[String]) -> BTreeMap<u32, Vec<u8>> {
    if let Some(out) = NATIVE.with(|n| n.borrow_mut().as_mut().map(|n| n.run(lib, r, constants))) {
        return out;
    }
    let t = tempfile::tempdir().expect("tempdir");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_metal-run"));
    cmd.arg(lib).arg(r.kernel);
    match r.grid {
        Grid::Threads(d) => cmd.arg("--threads").arg(dims(d)),
        Grid::Groups(d) => cmd.arg("--threadgroups").arg(dims(d)),
    };
    cmd.arg("--threadgroup-size").arg(dims(r.threadgroup));
    for (index, bytes) in &r.buffers {
        let f = t.path().join(format!("in{index}.bin"));
        std::fs::write(&f, bytes).expect("write input");
        cmd.arg("--buffer").arg(format!("{index}={}", f.display()));
    }
    for c in constants {
        cmd.arg("--constant").arg(c);
    }
    let out = t.path().join("out");
    let o = cmd.arg("-o").arg(&out).output().expect("run metal-run");
    assert!(
        o.status.success(),
        "metal-run {} failed ({}):\n{}",
        r.kernel,
        o.status,
        String::from_utf8_lossy(&o.stderr)
    );
    r.buffers
        .iter()
        .map(|(i, _)| (*i, std::fs::read(out.join(format!("buffer{i}.bin"))).expect("output buffer")))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Comparing

/// Distance in units in the last place between two finite floats of the same sign class
/// (0 for identical bits; NaN matches only NaN).
fn ulps(a: f32, b: f32) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() { 0 } else { u64::MAX };
    }
    // Map the floats onto a line of integers where adjacent floats differ by one.
    let key = |x: f32| -> i64 {
        let bits = x.to_bits() as i32 as i64;
        if bits < 0 {
            i64::from(i32::MIN) - bits
        } else {
            bits
        }
    };
    key(a).abs_diff(key(b))
}

fn check_f32_ulps(kernel: &str, got: &[f32], want: &[f32], max_ulps: u64) {
    assert_eq!(got.len(), want.len(), "{kernel}: output length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let d = ulps(*g, *w);
        assert!(
            d <= max_ulps,
            "{kernel}: element {i}: got {g:e}, expected {w:e} ({d} ulps apart, allowed {max_ulps})"
        );
    }
}

/// Bit for bit (NaN matches any NaN).
fn check_f32_exact(kernel: &str, got: &[f32], want: &[f32]) {
    check_f32_ulps(kernel, got, want, 0);
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        if !g.is_nan() {
            assert_eq!(g.to_bits(), w.to_bits(), "{kernel}: element {i}: {g:e} vs {w:e} (sign of zero)");
        }
    }
}

fn check_f32_rel(kernel: &str, got: &[f32], want: &[f64], rel: f64) {
    assert_eq!(got.len(), want.len(), "{kernel}: output length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let err = (f64::from(*g) - w).abs();
        assert!(
            err <= rel * w.abs().max(f64::MIN_POSITIVE),
            "{kernel}: element {i}: got {g:e}, expected {w:e} (relative error {:e}, allowed {rel:e})",
            err / w.abs()
        );
    }
}

/// f32 inputs for elementwise ops: ordinary values of both signs, small and large
/// magnitudes, and the specials (±0, ±inf, NaN) at the front.
fn float_inputs(seed: u64, n: usize, lo: f32, hi: f32, specials: bool) -> Vec<f32> {
    let mut r = Rng(seed);
    let mut v = if specials {
        vec![0.0, -0.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN, 1.0, -1.0, 0.5]
    } else {
        Vec::new()
    };
    while v.len() < n {
        v.push(r.f32(lo, hi));
    }
    v
}

// ---------------------------------------------------------------------------------------
// Elementwise kernels
//
// `v_<Op><in><out>` (unary, contiguous): buffer 0 `in`, buffer 1 `out`, buffer 2 `size`
// (`constant uint&`, unused: the kernel has no bound check), thread_position_in_grid →
// element. Dispatched as exactly n threads.
// `vv_<Op><type>` (binary, both contiguous): buffers 0 `a`, 1 `b`, 2 `c` (output),
// 3 `size` (unused); `sv_`: `a` is a scalar (element 0), `vs_`: `b` is.

const N: usize = 77;

/// Reference operations, by the kernel's element types.
type F32Op = fn(f32) -> f32;
type F64Op = fn(f64) -> f64;
type F32BinOp = fn(f32, f32) -> f32;
type I32BinOp = fn(i32, i32) -> i32;
type U32BinOp = fn(u32, u32) -> u32; // not a multiple of the threadgroup size: the last group is partial

/// `n` elements; `out_size` bytes per output element.
fn unary(lib: &Path, kernel: &'static str, input: Vec<u8>, n: usize, out_size: usize) -> Vec<u8> {
    let out_bytes = n * out_size;
    let mut r = run(
        lib,
        &Run {
            kernel,
            grid: Grid::Threads([n as u32, 1, 1]),
            threadgroup: [32, 1, 1],
            buffers: vec![(0, input), (1, vec![0; out_bytes])],
        },
    );
    r.remove(&1).expect("out")
}

fn unary_f32(lib: &Path, kernel: &'static str, x: &[f32]) -> Vec<f32> {
    read_f32(&unary(lib, kernel, f32s(x), x.len(), 4))
}

fn binary(lib: &Path, kernel: &'static str, a: Vec<u8>, b: Vec<u8>, n: usize) -> Vec<u8> {
    let mut r = run(
        lib,
        &Run {
            kernel,
            grid: Grid::Threads([n as u32, 1, 1]),
            threadgroup: [32, 1, 1],
            buffers: vec![(0, a), (1, b), (2, vec![0; n * 4])],
        },
    );
    r.remove(&2).expect("c")
}

/// Unary float ops whose result is exactly determined (IEEE): compared bit for bit.
#[test]
fn mlx_unary_exact_float32() {
    let Some(lib) = corpus() else { return };
    let x = float_inputs(1, N, -100.0, 100.0, true);
    let cases: [(&str, F32Op); 6] = [
        ("v_Absfloat32float32", f32::abs),
        ("v_Negativefloat32float32", |v| -v),
        ("v_Squarefloat32float32", |v| v * v),
        ("v_Floorfloat32float32", f32::floor),
        ("v_Ceilfloat32float32", f32::ceil),
        // sqrt is correctly rounded in IEEE 754; NaN for negative inputs.
        ("v_Sqrtfloat32float32", f32::sqrt),
    ];
    for (kernel, f) in cases {
        let want: Vec<f32> = x.iter().map(|&v| f(v)).collect();
        check_f32_exact(kernel, &unary_f32(&lib, kernel, &x), &want);
    }
    // sign: -1, 0 or 1 (0 for NaN and for both zeros), through an int → float conversion.
    let want: Vec<f32> = x
        .iter()
        .map(|&v| {
            if v > 0.0 {
                1.0
            } else if v < 0.0 {
                -1.0
            } else {
                0.0
            }
        })
        .collect();
    check_f32_exact("v_Signfloat32float32", &unary_f32(&lib, "v_Signfloat32float32", &x), &want);
}

/// Transcendental float ops: within 4 ulp of the value computed in f64 and rounded.
#[test]
fn mlx_unary_transcendental_float32() {
    let Some(lib) = corpus() else { return };
    let cases: [(&str, F64Op, f32, f32); 5] = [
        ("v_Expfloat32float32", f64::exp, -80.0, 80.0),
        ("v_Logfloat32float32", f64::ln, 1e-30, 1e30),
        ("v_Sinfloat32float32", f64::sin, -10.0, 10.0),
        ("v_Tanhfloat32float32", f64::tanh, -10.0, 10.0),
        // mlx: 1 / (1 + exp(-|x|)), mirrored for negative x.
        ("v_Sigmoidfloat32float32", |v| 1.0 / (1.0 + (-v).exp()), -20.0, 20.0),
    ];
    for (kernel, f, lo, hi) in cases {
        let x = float_inputs(2, N, lo, hi, false);
        let want: Vec<f32> = x.iter().map(|&v| f(f64::from(v)) as f32).collect();
        check_f32_ulps(kernel, &unary_f32(&lib, kernel, &x), &want, 4);
    }
}

/// int32 → float32: round to nearest even (exact for |x| < 2^24, rounded above).
#[test]
fn mlx_copy_int32_to_float32() {
    let Some(lib) = corpus() else { return };
    let mut r = Rng(3);
    let mut x = vec![0, 1, -1, i32::MAX, i32::MIN, (1 << 24) + 1, -(1 << 25) - 3];
    while x.len() < N {
        x.push(r.next_u64() as i32);
    }
    let got = read_f32(&unary(&lib, "v_copyint32float32", i32s(&x), x.len(), 4));
    let want: Vec<f32> = x.iter().map(|&v| v as f32).collect();
    check_f32_exact("v_copyint32float32", &got, &want);
}

/// Binary float ops: `+ - * /` are correctly rounded, so exact; mlx's Maximum returns
/// `a` when it is NaN, else the larger (`b` on ties and when `b` is NaN).
#[test]
fn mlx_binary_float32() {
    let Some(lib) = corpus() else { return };
    let a = float_inputs(4, N, -1e3, 1e3, true);
    let mut b = float_inputs(5, N, -1e3, 1e3, false);
    b[0] = -0.0;
    b[1] = 0.0;
    b[2] = f32::INFINITY;
    let cases: [(&str, F32BinOp); 6] = [
        ("vv_Addfloat32", |x, y| x + y),
        ("vv_Subtractfloat32", |x, y| x - y),
        ("vv_Multiplyfloat32", |x, y| x * y),
        ("vv_Dividefloat32", |x, y| x / y),
        ("vv_Maximumfloat32", |x, y| if x.is_nan() || x > y { x } else { y }),
        ("vv_Minimumfloat32", |x, y| if x.is_nan() || x < y { x } else { y }),
    ];
    for (kernel, f) in cases {
        let want: Vec<f32> = a.iter().zip(&b).map(|(&x, &y)| f(x, y)).collect();
        let got = read_f32(&binary(&lib, kernel, f32s(&a), f32s(&b), N));
        check_f32_exact(kernel, &got, &want);
    }
}

/// Scalar–vector forms: `sv_` reads `a[0]` for every element, `vs_` reads `b[0]`.
#[test]
fn mlx_scalar_vector_float32() {
    let Some(lib) = corpus() else { return };
    let v = float_inputs(6, N, -50.0, 50.0, false);
    let s = [2.75f32];
    let got = read_f32(&binary(&lib, "sv_Addfloat32", f32s(&s), f32s(&v), N));
    check_f32_exact("sv_Addfloat32", &got, &v.iter().map(|&x| s[0] + x).collect::<Vec<_>>());
    let got = read_f32(&binary(&lib, "vs_Multiplyfloat32", f32s(&v), f32s(&s), N));
    check_f32_exact("vs_Multiplyfloat32", &got, &v.iter().map(|&x| x * s[0]).collect::<Vec<_>>());
}

/// Integer ops: exact, with wrap-around, and mlx's sign rules for Remainder (the result
/// takes the divisor's sign) and shifts (the amount masked to 0..31).
#[test]
fn mlx_binary_int32() {
    let Some(lib) = corpus() else { return };
    let mut r = Rng(7);
    let a: Vec<i32> =
        (0..N).map(|i| if i < 4 { [i32::MAX, i32::MIN, -7, 7][i] } else { r.next_u64() as i32 }).collect();
    let b: Vec<i32> =
        (0..N).map(|i| if i < 4 { [1, -1, 3, -3][i] } else { r.i32(-1000, 1000) | 1 }).collect();
    let cases: [(&str, I32BinOp); 5] = [
        ("vv_Addint32", i32::wrapping_add),
        ("vv_Subtractint32", i32::wrapping_sub),
        ("vv_Multiplyint32", i32::wrapping_mul),
        ("vv_Remainderint32", |x, y| {
            let m = x.wrapping_rem(y);
            if m != 0 && ((m < 0) != (y < 0)) {
                m + y
            } else {
                m
            }
        }),
        ("vv_LeftShiftint32", |x, y| x.wrapping_shl((y & 31) as u32)),
    ];
    for (kernel, f) in cases {
        let want: Vec<i32> = a.iter().zip(&b).map(|(&x, &y)| f(x, y)).collect();
        let got = read_i32(&binary(&lib, kernel, i32s(&a), i32s(&b), N));
        assert_eq!(got, want, "{kernel}");
    }
    let ua: Vec<u32> = a.iter().map(|&x| x as u32).collect();
    let ub: Vec<u32> = b.iter().map(|&x| x as u32).collect();
    let cases: [(&str, U32BinOp); 2] =
        [("vv_Multiplyuint32", u32::wrapping_mul), ("vv_BitwiseXoruint32", |x, y| x ^ y)];
    for (kernel, f) in cases {
        let want: Vec<u32> = ua.iter().zip(&ub).map(|(&x, &y)| f(x, y)).collect();
        let got = read_u32(&binary(&lib, kernel, u32s(&ua), u32s(&ub), N));
        assert_eq!(got, want, "{kernel}");
    }
}

/// `arangefloat32`: buffer 0 `start` and 1 `step` (`constant float&`), buffer 2 `out`;
/// `out[i] = fma(i, step, start)`. With a step of 1/4 every product and sum is exact.
#[test]
fn mlx_arange_float32() {
    let Some(lib) = corpus() else { return };
    let r = run(
        &lib,
        &Run {
            kernel: "arangefloat32",
            grid: Grid::Threads([N as u32, 1, 1]),
            threadgroup: [16, 1, 1],
            buffers: vec![(0, f32s(&[-3.5])), (1, f32s(&[0.25])), (2, vec![0; N * 4])],
        },
    );
    let want: Vec<f32> = (0..N).map(|i| (i as f32).mul_add(0.25, -3.5)).collect();
    check_f32_exact("arangefloat32", &read_f32(&r[&2]), &want);
}

// ---------------------------------------------------------------------------------------
// Reductions

/// `all_reduce_sum<T>`: buffer 0 `in`, 1 `out`, 2 `in_size` and 3 `row_size`
/// (`constant ulong&`). Threadgroup `gid.y` sums `in[gid.y*row_size ..][..row_size]`
/// (clipped at `in_size`) into `out[gid.y]`: each thread strides over the row four
/// elements at a time, then `simd_sum`, then one value per SIMD-group through
/// threadgroup memory and a second `simd_sum`. Two rows of 1000 on 2 threadgroups of
/// 128 threads (4 SIMD-groups): integer-valued floats keep every partial sum exact.
#[test]
fn mlx_all_reduce_sum() {
    let Some(lib) = corpus() else { return };
    let (rows, row) = (2usize, 1000usize);
    let mut r = Rng(8);
    let xi: Vec<i32> = (0..rows * row).map(|_| r.i32(-1000, 1000)).collect();
    let want: Vec<i32> = xi.chunks(row).map(|c| c.iter().sum()).collect();
    let sizes = |t: Vec<u8>| {
        vec![(0, t), (1, vec![0; rows * 4]), (2, i64s(&[(rows * row) as i64])), (3, i64s(&[row as i64]))]
    };
    let xf: Vec<f32> = xi.iter().map(|&v| v as f32).collect();
    for (kernel, input) in [("all_reduce_sumfloat32", f32s(&xf)), ("all_reduce_sumint32", i32s(&xi))] {
        let out = run(
            &lib,
            &Run {
                kernel,
                grid: Grid::Groups([1, rows as u32, 1]),
                threadgroup: [128, 1, 1],
                buffers: sizes(input),
            },
        );
        let got: Vec<i32> = if kernel.ends_with("float32") {
            read_f32(&out[&1]).iter().map(|&v| v as i32).collect()
        } else {
            read_i32(&out[&1])
        };
        assert_eq!(got, want, "{kernel}");
    }
}

// ---------------------------------------------------------------------------------------
// Softmax

/// `block_softmax_float32`: buffer 0 `in`, 1 `out`, 2 `axis_size` (`constant int&`);
/// threadgroup `gid` handles row `gid`, each thread four consecutive elements
/// (`thread_position_in_threadgroup.x * 4`), so a row of 200 needs 64 threads (two
/// SIMD-groups, whose maxima and sums meet in threadgroup memory). Reference in f64.
/// Tolerance: relative n·2^-24 (1.2e-5 for n = 200) — the exponentials (`fast_exp`) are
/// within a few ulp, and the n-term sum of positive values, rounded at each of its steps
/// in f32 in an order the kernel chooses, has a relative error below about n·2^-24
/// (observed: about 1e-7).
#[test]
fn mlx_block_softmax_float32() {
    let Some(lib) = corpus() else { return };
    let (rows, axis) = (3usize, 200usize);
    let x = float_inputs(9, rows * axis, -8.0, 8.0, false);
    let out = run(
        &lib,
        &Run {
            kernel: "block_softmax_float32",
            grid: Grid::Groups([rows as u32, 1, 1]),
            threadgroup: [64, 1, 1],
            buffers: vec![(0, f32s(&x)), (1, vec![0; rows * axis * 4]), (2, i32s(&[axis as i32]))],
        },
    );
    let mut want = Vec::new();
    for row in x.chunks(axis) {
        let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(f64::from(v)));
        let e: Vec<f64> = row.iter().map(|&v| (f64::from(v) - m).exp()).collect();
        let s: f64 = e.iter().sum();
        want.extend(e.iter().map(|v| v / s));
    }
    check_f32_rel("block_softmax_float32", &read_f32(&out[&1]), &want, axis as f64 / f64::from(1u32 << 24));
}

// ---------------------------------------------------------------------------------------
// Matrix–vector product

/// `gemv_float32_bm1_bn8_sm1_sn32_tm4_tn4_nc0_axpby0`: `out_vec = mat · in_vec` for a
/// row-major `mat` of `out_vec_size` rows and `marix_ld` (sic) columns. Buffers:
/// 0 `mat`, 1 `in_vec`, 2 `bias` (unused), 3 `out_vec`, 4 `in_vec_size`,
/// 5 `out_vec_size`, 6 `marix_ld` (`constant int&`), 11 `vector_batch_stride` and
/// 12 `matrix_batch_stride` (`constant long*`, read at `tid.z` = 0). Threadgroups of
/// 32×8 threads (8 SIMD-groups splitting the columns, partial sums meeting in
/// threadgroup memory) each produce 4 rows: 10 rows → 3 threadgroups. Small integers
/// keep every product and partial sum exact.
#[test]
fn mlx_gemv_float32() {
    let Some(lib) = corpus() else { return };
    let (m, k) = (10usize, 300usize);
    let mut r = Rng(10);
    let a: Vec<i32> = (0..m * k).map(|_| r.i32(-8, 8)).collect();
    let v: Vec<i32> = (0..k).map(|_| r.i32(-8, 8)).collect();
    let want: Vec<f32> =
        a.chunks(k).map(|row| row.iter().zip(&v).map(|(x, y)| x * y).sum::<i32>() as f32).collect();
    let af: Vec<f32> = a.iter().map(|&x| x as f32).collect();
    let vf: Vec<f32> = v.iter().map(|&x| x as f32).collect();
    let kernel = "gemv_float32_bm1_bn8_sm1_sn32_tm4_tn4_nc0_axpby0";
    let out = run(
        &lib,
        &Run {
            kernel,
            grid: Grid::Groups([m.div_ceil(4) as u32, 1, 1]),
            threadgroup: [32, 8, 1],
            buffers: vec![
                (0, f32s(&af)),
                (1, f32s(&vf)),
                (3, vec![0; m * 4]),
                (4, i32s(&[k as i32])),
                (5, i32s(&[m as i32])),
                (6, i32s(&[k as i32])),
                (11, i64s(&[0])),
                (12, i64s(&[0])),
            ],
        },
    );
    check_f32_exact(kernel, &read_f32(&out[&3]), &want);
}

// ---------------------------------------------------------------------------------------
// Matrix product (simdgroup matrices)

/// A split-K gemm `D = A · B` as mlx runs it, in two kernels:
///
/// 1. `steel_gemm_splitk_nn_float32_float32_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned`:
///    buffers 0 `A` (M×K, row-major, `lda` = K), 1 `B` (K×N, `ldb` = N), 2 `C` (the
///    partial products, one M×N block per K partition, `split_k_partition_stride` apart),
///    3 `params` (`GEMMSpiltKParams`, 13 ints: M, N, K, lda, ldb, ldc, tiles_n, tiles_m,
///    split_k_partitions, split_k_partition_stride, split_k_partition_size, swizzle_log,
///    gemm_k_iterations_aligned). Threadgroup (x, y, z) computes the 16×16 tile at row
///    16y, column 16x of partition z with 2×2 SIMD-groups (threadgroup 32×2×2), tiles
///    staged in threadgroup memory and multiplied with `simdgroup_matrix_8x8`
///    multiply-accumulate.
/// 2. `steel_gemm_splitk_accum_float32_float32`: buffers 0 `C_split`, 1 `D`,
///    2 `k_partitions`, 3 `partition_stride`, 4 `ldd`; one thread per element of D sums
///    the partitions.
///
/// 32×64 · 64×32 in two K partitions of 32. Small integers keep every product and sum
/// exact, so both the partial blocks and D are compared bit for bit.
#[test]
fn mlx_splitk_gemm_float32() {
    let Some(lib) = corpus() else { return };
    let (m, n, k, parts) = (32usize, 32usize, 64usize, 2usize);
    let part = k / parts;
    let mut r = Rng(11);
    let a: Vec<i32> = (0..m * k).map(|_| r.i32(-5, 6)).collect();
    let b: Vec<i32> = (0..k * n).map(|_| r.i32(-5, 6)).collect();
    // Partial products: C[p][i][j] = Σ_{l in partition p} A[i][l]·B[l][j].
    let mut partial = vec![0i32; parts * m * n];
    for p in 0..parts {
        for i in 0..m {
            for j in 0..n {
                partial[p * m * n + i * n + j] =
                    (p * part..(p + 1) * part).map(|l| a[i * k + l] * b[l * n + j]).sum();
            }
        }
    }
    let want_d: Vec<f32> =
        (0..m * n).map(|e| (0..parts).map(|p| partial[p * m * n + e]).sum::<i32>() as f32).collect();
    let want_c: Vec<f32> = partial.iter().map(|&x| x as f32).collect();
    let to_f32 = |v: &[i32]| f32s(&v.iter().map(|&x| x as f32).collect::<Vec<_>>());
    let params = i32s(&[
        m as i32,
        n as i32,
        k as i32,
        k as i32,           // lda
        n as i32,           // ldb
        n as i32,           // ldc
        (n / 16) as i32,    // tiles_n
        (m / 16) as i32,    // tiles_m
        parts as i32,       // split_k_partitions
        (m * n) as i32,     // split_k_partition_stride
        part as i32,        // split_k_partition_size
        0,                  // swizzle_log
        (part / 16) as i32, // gemm_k_iterations_aligned
    ]);
    let kernel = "steel_gemm_splitk_nn_float32_float32_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned";
    let out = run(
        &lib,
        &Run {
            kernel,
            grid: Grid::Groups([(n / 16) as u32, (m / 16) as u32, parts as u32]),
            threadgroup: [32, 2, 2],
            buffers: vec![(0, to_f32(&a)), (1, to_f32(&b)), (2, vec![0; parts * m * n * 4]), (3, params)],
        },
    );
    let c = read_f32(&out[&2]);
    check_f32_exact(kernel, &c, &want_c);
    let kernel = "steel_gemm_splitk_accum_float32_float32";
    let out = run(
        &lib,
        &Run {
            kernel,
            grid: Grid::Threads([n as u32, m as u32, 1]),
            threadgroup: [16, 4, 1],
            buffers: vec![
                (0, f32s(&c)),
                (1, vec![0; m * n * 4]),
                (2, i32s(&[parts as i32])),
                (3, i32s(&[(m * n) as i32])),
                (4, i32s(&[n as i32])),
            ],
        },
    );
    check_f32_exact(kernel, &read_f32(&out[&1]), &want_d);
}

/// A specialized kernel: `steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2`
/// (`D = A · B`) declares function constants `has_batch`, `use_out_source`, `do_axpby`,
/// `align_M`, `align_N`, `align_K`, given with `--constant`; with `has_batch` and
/// `use_out_source` false, arguments 2 `C`, 5 `addmm_params`, 6 `batch_shape` and
/// 7 `batch_strides` are removed by specialization and stay unbound. Buffers: 0 `A`
/// (M×K, `lda` = K), 1 `B` (K×N, `ldb` = N), 3 `D` (M×N, `ldd` = N), 4 `params`
/// (`GEMMParams`: M, N, K, lda, ldb, ldd, tiles_n, tiles_m as ints; batch strides of A, B
/// and D as longs; swizzle_log, gemm_k_iterations_aligned, batch_ndim as ints — 72
/// bytes). Threadgroup (x, y) computes the 64×64 tile at row 64y, column 64x with 2×2
/// SIMD-groups (threadgroup 32×2×2) on `simdgroup_matrix_8x8` multiply-accumulate.
///
/// Run twice: an aligned 64×48 · 48×64 (every `align_*` true), and a ragged 40×40 ·
/// 40×50 (every `align_*` false: partial tiles and a K remainder of 8). Small integers
/// keep the products exact.
#[test]
fn mlx_fused_gemm_specialized_float32() {
    let Some(lib) = corpus() else { return };
    let kernel = "steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2";
    for (m, n, k, aligned) in [(64usize, 64usize, 48usize, true), (40, 50, 40, false)] {
        let mut r = Rng(12 + k as u64);
        let a: Vec<i32> = (0..m * k).map(|_| r.i32(-4, 5)).collect();
        let b: Vec<i32> = (0..k * n).map(|_| r.i32(-4, 5)).collect();
        let want: Vec<f32> = (0..m * n)
            .map(|e| (0..k).map(|l| a[(e / n) * k + l] * b[l * n + e % n]).sum::<i32>() as f32)
            .collect();
        let to_f32 = |v: &[i32]| f32s(&v.iter().map(|&x| x as f32).collect::<Vec<_>>());
        let (tiles_n, tiles_m) = (n.div_ceil(64), m.div_ceil(64));
        let mut params = i32s(&[m, n, k, k, n, n, tiles_n, tiles_m].map(|x| x as i32));
        params.extend(i64s(&[0, 0, 0])); // batch strides (has_batch is false)
        params.extend(i32s(&[0, (k / 16) as i32, 0])); // swizzle_log, k iterations, batch_ndim
        let mut constants: Vec<String> =
            ["has_batch=false", "use_out_source=false", "do_axpby=false"].map(String::from).to_vec();
        constants.extend(["align_M", "align_N", "align_K"].map(|c| format!("{c}={aligned}")));
        let out = run_with(
            &lib,
            &Run {
                kernel,
                grid: Grid::Groups([tiles_n as u32, tiles_m as u32, 1]),
                threadgroup: [32, 2, 2],
                buffers: vec![(0, to_f32(&a)), (1, to_f32(&b)), (3, vec![0; m * n * 4]), (4, params)],
            },
            &constants,
        );
        let d = read_f32(&out[&3]);
        check_f32_exact(kernel, &d, &want);
    }
}

// ---------------------------------------------------------------------------------------
// half and bfloat
//
// The reference rounds by hand (IEEE round to nearest, ties to even) from an f64 that
// holds the exact result: sums and products of two halves or two bfloats are exact in
// f64, so one rounding gives the correctly rounded result the IEEE operation must have.

/// Round to nearest integer, ties to even (for exactly representable f64 values).
fn round_even(t: f64) -> f64 {
    let n = t.floor();
    let d = t - n;
    if d > 0.5 || (d == 0.5 && n % 2.0 != 0.0) {
        n + 1.0
    } else {
        n
    }
}

/// An IEEE binary format with `mant` fraction bits and exponent bias `bias`.
#[derive(Clone, Copy)]
struct Format {
    mant: u32,
    bias: i32,
}
const HALF: Format = Format { mant: 10, bias: 15 };
const BFLOAT: Format = Format { mant: 7, bias: 127 };

impl Format {
    fn exp_bits(self) -> u32 {
        if self.bias == 15 {
            5
        } else {
            8
        }
    }

    /// The bits of `x` rounded to this format.
    fn encode(self, x: f64) -> u16 {
        let inf = ((1u32 << self.exp_bits()) - 1) << self.mant;
        if x.is_nan() {
            return (inf | (1 << (self.mant - 1))) as u16;
        }
        let sign = if x.is_sign_negative() { 1u32 << (self.exp_bits() + self.mant) } else { 0 };
        let a = x.abs();
        let emin = 1 - self.bias;
        let bits = if a >= 2f64.powi(self.bias + 1) {
            inf
        } else if a < 2f64.powi(emin) {
            // Subnormal (or zero): a multiple of 2^(emin - mant); 2^mant carries into the
            // smallest normal, which the encoding handles by itself.
            round_even(a / 2f64.powi(emin - self.mant as i32)) as u32
        } else {
            let mut e = a.log2().floor() as i32;
            // log2 may be off by one near powers of two; fix the exponent exactly.
            if 2f64.powi(e) > a {
                e -= 1;
            }
            if 2f64.powi(e + 1) <= a {
                e += 1;
            }
            let mut r = round_even((a / 2f64.powi(e) - 1.0) * f64::from(1u32 << self.mant)) as u32;
            if r == 1 << self.mant {
                r = 0;
                e += 1;
            }
            if e > self.bias {
                inf
            } else {
                (((e + self.bias) as u32) << self.mant) | r
            }
        };
        (sign | bits.min(inf)) as u16
    }

    fn decode(self, b: u16) -> f64 {
        let b = u32::from(b);
        let sign = if b >> (self.exp_bits() + self.mant) != 0 { -1.0 } else { 1.0 };
        let e = ((b >> self.mant) & ((1 << self.exp_bits()) - 1)) as i32;
        let f = f64::from(b & ((1 << self.mant) - 1));
        let scale = f64::from(1u32 << self.mant);
        sign * if e == 0 {
            f / scale * 2f64.powi(1 - self.bias)
        } else if e == (1 << self.exp_bits()) - 1 {
            if f == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        } else {
            (1.0 + f / scale) * 2f64.powi(e - self.bias)
        }
    }
}

fn u16s(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn read_u16(b: &[u8]) -> Vec<u16> {
    b.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect()
}

/// Values of the format: specials first, then random values in [lo, hi) rounded to it.
fn format_inputs(f: Format, seed: u64, lo: f32, hi: f32) -> Vec<u16> {
    let mut v: Vec<u16> =
        [0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1.0].iter().map(|&x| f.encode(x)).collect();
    let mut r = Rng(seed);
    while v.len() < N {
        v.push(f.encode(f64::from(r.f32(lo, hi))));
    }
    v
}

/// Compares bit patterns (any NaN matches any NaN) allowing `ulps` steps of difference.
fn check_bits(kernel: &str, f: Format, got: &[u16], want: &[u16], ulps: u16) {
    assert_eq!(got.len(), want.len(), "{kernel}: output length");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let (gv, wv) = (f.decode(g), f.decode(w));
        if gv.is_nan() && wv.is_nan() {
            continue;
        }
        let same_sign = (g ^ w) >> 15 == 0;
        assert!(
            same_sign && g.abs_diff(w) <= ulps,
            "{kernel}: element {i}: got {g:#06x} ({gv:e}), expected {w:#06x} ({wv:e}), allowed {ulps} ulps"
        );
    }
}

/// The reference rounding itself, checked on values whose encodings are known.
#[test]
fn half_and_bfloat_reference_rounding() {
    assert_eq!(HALF.encode(1.0), 0x3c00);
    assert_eq!(HALF.encode(65504.0), 0x7bff);
    assert_eq!(HALF.encode(65520.0), 0x7c00); // halfway to 2^16: ties to even → inf
    assert_eq!(HALF.encode(2f64.powi(-24)), 0x0001);
    assert_eq!(HALF.encode(2f64.powi(-25)), 0x0000); // halfway to the smallest: even
    assert_eq!(HALF.encode(1.0 + 2f64.powi(-11)), 0x3c00); // tie → even
    assert_eq!(HALF.encode(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    assert_eq!(HALF.encode(-2.0), 0xc000);
    assert_eq!(BFLOAT.encode(1.0), 0x3f80);
    assert_eq!(BFLOAT.encode(f64::from(f32::MAX)), 0x7f80); // rounds up to inf
    assert_eq!(BFLOAT.encode(3.140625), 0x4049);
    for b in [0x0001u16, 0x03ff, 0x0400, 0x3555, 0x7bff, 0xfbff] {
        assert_eq!(HALF.encode(HALF.decode(b)), b);
    }
}

/// half and bfloat kernels: `vv_Addfloat16` and `vv_Multiplyfloat16` (`fadd`/`fmul half`),
/// `vv_Multiplybfloat16`, `v_copyfloat32bfloat16` (`fptrunc float → bfloat`) and
/// `v_copyfloat16float32` (`fpext`) are exact; `v_Expfloat16float16` widens to float,
/// calls `exp` on float and narrows again, so its result may differ from the rounded
/// exact value by 1 half ulp.
#[test]
fn mlx_half_and_bfloat() {
    let Some(lib) = corpus() else { return };
    let (a, b) = (format_inputs(HALF, 13, -300.0, 300.0), format_inputs(HALF, 14, -300.0, 300.0));
    for (kernel, op) in
        [("vv_Addfloat16", (|x, y| x + y) as fn(f64, f64) -> f64), ("vv_Multiplyfloat16", |x, y| x * y)]
    {
        let got = read_u16(&binary2(&lib, kernel, u16s(&a), u16s(&b)));
        let want: Vec<u16> =
            a.iter().zip(&b).map(|(&x, &y)| HALF.encode(op(HALF.decode(x), HALF.decode(y)))).collect();
        check_bits(kernel, HALF, &got, &want, 0);
    }
    let (a, b) = (format_inputs(BFLOAT, 15, -1e5, 1e5), format_inputs(BFLOAT, 16, -1e5, 1e5));
    let got = read_u16(&binary2(&lib, "vv_Multiplybfloat16", u16s(&a), u16s(&b)));
    let want: Vec<u16> =
        a.iter().zip(&b).map(|(&x, &y)| BFLOAT.encode(BFLOAT.decode(x) * BFLOAT.decode(y))).collect();
    check_bits("vv_Multiplybfloat16", BFLOAT, &got, &want, 0);

    let x = float_inputs(17, N, -1e6, 1e6, true);
    let got = read_u16(&unary(&lib, "v_copyfloat32bfloat16", f32s(&x), x.len(), 2));
    let want: Vec<u16> = x.iter().map(|&v| BFLOAT.encode(f64::from(v))).collect();
    check_bits("v_copyfloat32bfloat16", BFLOAT, &got, &want, 0);

    let h = format_inputs(HALF, 18, -60000.0, 60000.0);
    let got = read_f32(&unary(&lib, "v_copyfloat16float32", u16s(&h), h.len(), 4));
    let want: Vec<f32> = h.iter().map(|&v| HALF.decode(v) as f32).collect();
    check_f32_exact("v_copyfloat16float32", &got, &want);

    let h = format_inputs(HALF, 19, -10.0, 10.0);
    let got = read_u16(&unary(&lib, "v_Expfloat16float16", u16s(&h), h.len(), 2));
    let want: Vec<u16> = h.iter().map(|&v| HALF.encode(HALF.decode(v).exp())).collect();
    check_bits("v_Expfloat16float16", HALF, &got, &want, 1);
}

/// A binary elementwise kernel on 2-byte elements (buffers as in `binary`).
fn binary2(lib: &Path, kernel: &'static str, a: Vec<u8>, b: Vec<u8>) -> Vec<u8> {
    let n = a.len() / 2;
    let mut r = run(
        lib,
        &Run {
            kernel,
            grid: Grid::Threads([n as u32, 1, 1]),
            threadgroup: [32, 1, 1],
            buffers: vec![(0, a), (1, b), (2, vec![0; n * 2])],
        },
    );
    r.remove(&2).expect("c")
}

/// `looped_softmax_float32`: as `block_softmax` (buffers 0 `in`, 1 `out`, 2 `axis_size`,
/// one threadgroup per row) for rows longer than a threadgroup's 4 elements per thread:
/// each thread loops over the row in strides of `threads_per_threadgroup * 4`, keeping a
/// running maximum and a rescaled running sum. A row of 1000 with 64 threads takes 4
/// passes. Tolerance as for `block_softmax` (n·2^-24 relative, n = 1000).
#[test]
fn mlx_looped_softmax_float32() {
    let Some(lib) = corpus() else { return };
    let (rows, axis) = (2usize, 1000usize);
    let x = float_inputs(20, rows * axis, -10.0, 10.0, false);
    let out = run(
        &lib,
        &Run {
            kernel: "looped_softmax_float32",
            grid: Grid::Groups([rows as u32, 1, 1]),
            threadgroup: [64, 1, 1],
            buffers: vec![(0, f32s(&x)), (1, vec![0; rows * axis * 4]), (2, i32s(&[axis as i32]))],
        },
    );
    let mut want = Vec::new();
    for row in x.chunks(axis) {
        let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(f64::from(v)));
        let e: Vec<f64> = row.iter().map(|&v| (f64::from(v) - m).exp()).collect();
        let s: f64 = e.iter().sum();
        want.extend(e.iter().map(|v| v / s));
    }
    check_f32_rel("looped_softmax_float32", &read_f32(&out[&1]), &want, axis as f64 / f64::from(1u32 << 24));
}

/// `argmax_float32` / `argmin_int32`: buffers 0 `in`, 1 `out` (uint indices), 2 `shape`,
/// 3 `in_strides`, 4 `out_strides` (the non-reduced dimensions: here one, of `rows`
/// rows `axis` apart), 5 `ndim`, 6 `axis_stride`, 7 `axis_size`. Row
/// `gid.y + threads_per_grid.y * gid.z` is reduced by the `threads_per_threadgroup.x`
/// threads of its threadgroup (4 elements per thread per pass, then SIMD shuffles and a
/// second round through threadgroup memory), so the grid is 64×rows threads in
/// threadgroups of 64. The answer is an index, exact; ties go to the first index, and
/// each row has a tie at its extreme.
#[test]
fn mlx_arg_reduce() {
    let Some(lib) = corpus() else { return };
    let (rows, axis) = (3usize, 300usize);
    let mut r = Rng(21);
    let mut x: Vec<i32> = (0..rows * axis).map(|_| r.i32(-100_000, 100_000)).collect();
    for row in 0..rows {
        // Each extreme twice (in row 1 the pair is planted in reverse): the first wins.
        let (p, q) = [(17, 250), (290, 3), (64, 65)][row];
        x[row * axis + p] = 200_000;
        x[row * axis + q] = 200_000;
        x[row * axis + (p + 1) % axis] = -200_000;
        x[row * axis + (q + 1) % axis] = -200_000;
    }
    let first = |row: &[i32], better: fn(i32, i32) -> bool| {
        (0..row.len()).fold(0, |best, i| if better(row[i], row[best]) { i } else { best }) as u32
    };
    let layout = |input: Vec<u8>| {
        vec![
            (0, input),
            (1, vec![0; rows * 4]),
            (2, i32s(&[rows as i32])),
            (3, i64s(&[axis as i64])),
            (4, i64s(&[1])),
            (5, i64s(&[1])),
            (6, i64s(&[1])),
            (7, i64s(&[axis as i64])),
        ]
    };
    let xf: Vec<f32> = x.iter().map(|&v| v as f32).collect();
    for (kernel, input, better) in [
        ("argmax_float32", f32s(&xf), (|a, b| a > b) as fn(i32, i32) -> bool),
        ("argmin_int32", i32s(&x), |a, b| a < b),
    ] {
        let out = run(
            &lib,
            &Run {
                kernel,
                grid: Grid::Threads([64, rows as u32, 1]),
                threadgroup: [64, 1, 1],
                buffers: layout(input),
            },
        );
        let want: Vec<u32> = x.chunks(axis).map(|row| first(row, better)).collect();
        assert_eq!(read_u32(&out[&1]), want, "{kernel}");
    }
}

/// `row_reduce_simple_<op><type>`: buffers 0 `in` (`out_size` contiguous rows of
/// `reduction_size`), 1 `out`, 2 `reduction_size` (`constant size_t&`), 3 `out_size`
/// (`constant int64_t&`). Each threadgroup reduces 4 consecutive rows
/// (`4 * (gid.y + gsize.y * gid.z)`, moved back to `out_size - 4` for the last group, so
/// overlapping groups write equal values) with all its threads, 4 elements per read, then
/// SIMD reductions and threadgroup memory. 10 rows of 300 on 3 threadgroups of 64 threads.
/// Integer-valued float sums are exact; integer max is exact.
#[test]
fn mlx_row_reduce_simple() {
    let Some(lib) = corpus() else { return };
    let (rows, row) = (10usize, 300usize);
    let mut r = Rng(22);
    let x: Vec<i32> = (0..rows * row).map(|_| r.i32(-1000, 1000)).collect();
    let layout = |input: Vec<u8>| {
        vec![(0, input), (1, vec![0; rows * 4]), (2, i64s(&[row as i64])), (3, i64s(&[rows as i64]))]
    };
    let dispatch = |kernel, input| Run {
        kernel,
        grid: Grid::Groups([1, rows.div_ceil(4) as u32, 1]),
        threadgroup: [64, 1, 1],
        buffers: layout(input),
    };
    let xf: Vec<f32> = x.iter().map(|&v| v as f32).collect();
    let out = run(&lib, &dispatch("row_reduce_simple_sumfloat32", f32s(&xf)));
    let want: Vec<f32> = x.chunks(row).map(|c| c.iter().sum::<i32>() as f32).collect();
    check_f32_exact("row_reduce_simple_sumfloat32", &read_f32(&out[&1]), &want);
    let out = run(&lib, &dispatch("row_reduce_simple_maxint32", i32s(&x)));
    let want: Vec<i32> = x.chunks(row).map(|c| c.iter().copied().max().unwrap_or(i32::MIN)).collect();
    assert_eq!(read_i32(&out[&1]), want, "row_reduce_simple_maxint32");
}

/// mlx's cross-command-buffer fences, on `system_coherent` memory: `fence_update` publishes
/// a counter (buffer 0) from a `constant uint&` (buffer 1); `fence_wait` polls the counter
/// until it reaches the value. Run alone, a wait whose counter is already there returns at
/// once; one whose counter never arrives is stopped by `--max-instructions`, an error
/// rather than a hang.
#[test]
fn mlx_fences_on_coherent_memory() {
    let Some(lib) = corpus() else { return };
    let one = |kernel: &'static str, counter: u32, value: u32| Run {
        kernel,
        grid: Grid::Threads([1, 1, 1]),
        threadgroup: [1, 1, 1],
        buffers: vec![(0, u32s(&[counter])), (1, u32s(&[value]))],
    };
    let out = run(&lib, &one("fence_update", 3, 41));
    assert_eq!(read_u32(&out[&0]), [41], "fence_update publishes the value");
    let out = run(&lib, &one("fence_wait", 41, 41));
    assert_eq!(read_u32(&out[&0]), [41], "fence_wait returns once the counter is there");
    let t = tempfile::tempdir().expect("tempdir");
    let (c, v) = (t.path().join("c.bin"), t.path().join("v.bin"));
    std::fs::write(&c, u32s(&[5])).expect("write");
    std::fs::write(&v, u32s(&[6])).expect("write");
    let o = Command::new(env!("CARGO_BIN_EXE_metal-run"))
        .arg(&lib)
        .args(["fence_wait", "--threads", "1", "--threadgroup-size", "1", "--max-instructions", "10000"])
        .arg("--buffer")
        .arg(format!("0={}", c.display()))
        .arg("--buffer")
        .arg(format!("1={}", v.display()))
        .arg("-o")
        .arg(t.path().join("out"))
        .output()
        .expect("run metal-run");
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("more than 10000 instructions executed"), "{stderr}");
    assert!(!t.path().join("out").exists());
}

// ---------------------------------------------------------------------------------------
// Apple G13 code that spills around SIMD shuffles

/// Kernels that translate for Apple G13 only since values read by SIMD shuffles and
/// reductions are spilled like any other (reloaded right before the instruction) and
/// loop phi copies wider than the register budget are split into single moves: a steel
/// block-masked GEMM (its accumulator fragments cross the K loop) and the chunked gated
/// delta rule. Each runs with batch mode's generated inputs and shapes
/// (`metal_run::batch::load_generated`: the family recipes) on the interpreter and,
/// compiled, on the G13 simulator; the code must spill and the buffers agree within the
/// family's tolerance (0 ulps measured for these two).
#[test]
fn mlx_spilling_kernels_on_applegpu_g13g() {
    let Some(lib) = corpus() else { return };
    let bytes = std::fs::read(&lib).expect("read the corpus");
    let container = metallib::open(&bytes).expect("open the corpus");
    let arch = targets::ArchTable::builtin().get("applegpu_g13g").cloned().expect("arch in the table");
    let target = metal_run::native::Target::new(&arch).expect("an Apple backend");
    for kernel in [
        "steel_gemm_block_outmask_bool__opmask_bool__nn_float32_float32_bm32_bn32_bk16_wm2_wn2_MN_taligned_K_taligned",
        "gated_delta_fused_chunk_float_128_128_16_48_8",
    ] {
        let shown = lib.display().to_string();
        let settings = metal_run::batch::Settings::default();
        let (loaded, generated) =
            metal_run::batch::load_generated(&container, &shown, kernel, &settings).expect("generated inputs");
        let reference =
            metal_run::interpret_strict(&loaded, metal_run::batch::STEP_LIMIT).expect("interpreter run");
        let program = target.compile(&loaded).unwrap_or_else(|e| panic!("{kernel}: {e}"));
        assert!(program.compiled.resources.vector_spills > 0, "{kernel}: expected spill code");
        let got = metal_run::native::run(&program, &loaded, metal_run::batch::STEP_LIMIT)
            .unwrap_or_else(|e| panic!("{kernel}: {e}"));
        let floats = metal_run::compare::float_slots(&loaded.prepared.entry);
        let c = metal_run::compare::compare_scaled(
            &reference,
            &got,
            &floats,
            generated.float_tolerance,
            generated.norm_tolerance,
        );
        if let Some(d) = c.differences.first() {
            panic!("{kernel}: {}", metal_run::compare::describe(d, "applegpu_g13g"));
        }
        println!(
            "{kernel}: {} 32-bit registers spilled, agrees with the interpreter",
            program.compiled.resources.vector_spills
        );
    }
}

// ---------------------------------------------------------------------------------------
// The same kernels as native AMD code

std::thread_local! {
    /// Set while `mlx_kernels_on_amdgpu_gfx900` runs the cases above on its thread:
    /// `run` then goes through the library instead of the binary.
    static NATIVE: std::cell::RefCell<Option<Native>> = const { std::cell::RefCell::new(None) };
}

/// What the native runs found, by kernel name.
struct Native {
    target: metal_run::native::Target,
    /// The library's bytes, read once.
    library: Option<(PathBuf, Vec<u8>)>,
    /// Kernels compiled and run, with the tolerance they were compared under.
    agreed: BTreeMap<String, u32>,
    /// Kernels the backend refused, with its message.
    not_compiled: BTreeMap<String, String>,
    /// Kernels whose native results differ, with the first difference.
    disagreed: BTreeMap<String, String>,
}

/// The tolerance (in f32 ulps, for buffers whose argument type is `float`) between the
/// simulated native code and the interpreter, per kernel; every other kernel and buffer
/// is compared bit for bit (`+ - * /`, sqrt, conversions and fma are correctly rounded
/// on both sides). Transcendentals: Metal allows precise `exp`, `log`, `sin`, `tanh` 4
/// ulps; the interpreter is within 1 (f64, rounded once), so a backend within Metal's
/// bound is within 8 of it (4 each side, with room). A softmax divides by a sum of n such
/// exponentials, so its quotients may move by n·8 ulps.
fn native_tolerance(kernel: &str) -> u32 {
    match kernel {
        "v_Expfloat32float32"
        | "v_Logfloat32float32"
        | "v_Sinfloat32float32"
        | "v_Tanhfloat32float32"
        | "v_Sigmoidfloat32float32" => 8,
        "block_softmax_float32" => 200 * 8,
        "looped_softmax_float32" => 1000 * 8,
        _ => 0,
    }
}

/// Kernels whose native code gives other results, with the cause: the test fails if any
/// other compiled kernel disagrees, and if one of these starts agreeing. Empty: precise `exp`, `sin` and `fdiv` now follow
/// Metal's bounds (two-float `x·log2 e`, reduction by π, the `div_scale`/`div_fmas`/
/// `div_fixup` sequence).
const KNOWN_DISAGREEMENTS: [(&str, &str); 0] = [];

impl Native {
    /// Runs `r` on the interpreter and, when the backend compiles the kernel, on the
    /// simulator; asserts that they agree and returns the native results (so that the
    /// case's own reference check applies to them too), else the interpreter's.
    fn run(&mut self, lib: &Path, r: &Run, constants: &[String]) -> BTreeMap<u32, Vec<u8>> {
        if self.library.as_ref().is_none_or(|(p, _)| p != lib) {
            self.library = Some((lib.to_path_buf(), std::fs::read(lib).expect("read the corpus")));
        }
        let Some((_, bytes)) = &self.library else { unreachable!("just read") };
        let container = metallib::open(bytes).expect("open the corpus");
        let grid = match r.grid {
            Grid::Threads(d) => interp::Grid::Threads(d),
            Grid::Groups(d) => interp::Grid::Threadgroups(d),
        };
        let job = metal_run::Job {
            function: r.kernel.to_string(),
            dispatch: interp::Dispatch { grid, threadgroup_size: r.threadgroup },
            buffers: r.buffers.iter().cloned().collect(),
            threadgroup_memory: BTreeMap::new(),
            constants: constants
                .iter()
                .map(|c| metal_run::spec::parse_constant(c).expect("constant syntax"))
                .collect(),
        };
        let loaded = metal_run::load(&container, &lib.display().to_string(), job).expect("load");
        let limit = 1u64 << 32;
        let reference = metal_run::interpret(&loaded, limit).expect("interpreter run");
        let program = match self.target.compile(&loaded) {
            Ok(p) => p,
            Err(metal_run::native::NativeError::Backend(e @ codegen::BackendError::Unsupported { .. })) => {
                self.not_compiled.insert(r.kernel.to_string(), e.to_string());
                return reference;
            }
            Err(e) => panic!("{}: {e}", r.kernel),
        };
        let got =
            metal_run::native::run(&program, &loaded, limit).unwrap_or_else(|e| panic!("{}: {e}", r.kernel));
        let tolerance = native_tolerance(r.kernel);
        let floats = metal_run::compare::float_slots(&loaded.prepared.entry);
        let c = metal_run::compare::compare(&reference, &got, &floats, tolerance);
        if let Some(d) = c.differences.first() {
            self.disagreed
                .insert(r.kernel.to_string(), metal_run::compare::describe(d, &self.target.arch().name));
            return reference;
        }
        self.agreed.insert(r.kernel.to_string(), tolerance);
        got
    }
}

/// Every case above, with each kernel the AMD backend compiles for gfx900 (wave64 GCN
/// with GLOBAL instructions) also run as native code on the simulator.
#[test]
fn mlx_kernels_on_amdgpu_gfx900() {
    mlx_kernels_on("amdgpu_gfx900", 29);
}

/// As on gfx900, for gfx6 (MUBUF addressing, no FLAT/GLOBAL) and RDNA2 (wave32).
#[test]
fn mlx_kernels_on_amdgpu_gfx600_and_gfx1030() {
    for (arch, at_least) in [("amdgpu_gfx600", 29), ("amdgpu_gfx1030", 29)] {
        mlx_kernels_on(arch, at_least);
    }
}

/// Runs every case with each kernel that the AMD backend compiles for `arch` also run
/// as native code on the simulator (through the library, not the binary) and compared
/// with the interpreter (`native_tolerance`); the native results then pass the case's
/// own check against the values computed here. Prints how many compiled and agreed and
/// what the others lack; every kernel that compiles must agree, except those of
/// `KNOWN_DISAGREEMENTS`, and at least `at_least` must. (`fence_wait` with its
/// instruction limit runs the binary on the CPU, as in its own test.)
fn mlx_kernels_on(name: &str, at_least: usize) {
    let Some(_) = corpus() else { return };
    let arch = targets::ArchTable::builtin().get(name).cloned().expect("arch in the table");
    let target = metal_run::native::Target::new(&arch).expect("an AMD backend");
    NATIVE.with(|n| {
        *n.borrow_mut() = Some(Native {
            target,
            library: None,
            agreed: BTreeMap::new(),
            not_compiled: BTreeMap::new(),
            disagreed: BTreeMap::new(),
        })
    });
    let cases: [fn(); 18] = [
        mlx_unary_exact_float32,
        mlx_unary_transcendental_float32,
        mlx_copy_int32_to_float32,
        mlx_binary_float32,
        mlx_scalar_vector_float32,
        mlx_binary_int32,
        mlx_arange_float32,
        mlx_all_reduce_sum,
        mlx_block_softmax_float32,
        mlx_gemv_float32,
        mlx_splitk_gemm_float32,
        mlx_fused_gemm_specialized_float32,
        mlx_half_and_bfloat,
        mlx_looped_softmax_float32,
        mlx_arg_reduce,
        mlx_row_reduce_simple,
        mlx_fences_on_coherent_memory,
        half_and_bfloat_reference_rounding,
    ];
    for case in cases {
        case();
    }
    let Some(n) = NATIVE.with(|n| n.borrow_mut().take()) else { unreachable!("set above") };
    let total = n.agreed.len() + n.not_compiled.len() + n.disagreed.len();
    println!("{total} mlx kernels; {} compiled for {name} and agree with the interpreter:", n.agreed.len());
    for (k, t) in &n.agreed {
        println!("  {k}{}", if *t > 0 { format!(" (float tolerance {t} ulps)") } else { String::new() });
    }
    println!("{} not compiled:", n.not_compiled.len());
    for (k, e) in &n.not_compiled {
        println!("  {k}: {e}");
    }
    println!("{} compiled but disagree:", n.disagreed.len());
    for (k, e) in &n.disagreed {
        let cause = KNOWN_DISAGREEMENTS.iter().find(|(name, _)| name == k).map_or("not known", |(_, c)| c);
        println!("  {k}: {e}\n    cause: {cause}");
    }
    assert!(total >= 47, "only {total} kernels ran");
    assert!(n.agreed.len() >= at_least, "{name}: only {} kernels compiled and agree", n.agreed.len());
    let known: Vec<&str> = KNOWN_DISAGREEMENTS.iter().map(|(k, _)| *k).collect();
    let new: Vec<&String> = n.disagreed.keys().filter(|k| !known.contains(&k.as_str())).collect();
    assert!(new.is_empty(), "compiled for {name} but disagree with the interpreter: {new:?}");
    let fixed: Vec<&&str> = known.iter().filter(|k| !n.disagreed.contains_key(**k)).collect();
    assert!(fixed.is_empty(), "{name}: no longer disagree (remove from KNOWN_DISAGREEMENTS): {fixed:?}");
}
