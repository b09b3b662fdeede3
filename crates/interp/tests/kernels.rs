//! Real AIR kernels run through `interp::launch`: the fixture kernels of
//! `fixtures/air/fixtures.metallib` and the interpreter fixtures of `fixtures/run/`
//! (hand-written AIR, assembled bitcode committed next to each `.ll`). Every expected
//! result is computed here in plain Rust.

use interp::{launch, Bindings, Dispatch, Grid, LaunchError};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The decoded module and AIR description of one function of the fixture library.
fn fixture_library_module(name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let lib = metallib::read(&bytes).expect("reads");
    let f = lib.functions.iter().find(|f| f.name == name).expect("function in the library");
    module_of(lib.module_of(f), name)
}

fn module_of(bitcode: &[u8], name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    let module = air::read_module(bitcode).expect("decodes").module;
    (module, entry)
}

/// A `fixtures/run/<stem>.bc` module (see `bitcode_is_current` for how it is made).
fn run_fixture(stem: &str, name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let bc = std::fs::read(root().join(format!("fixtures/run/{stem}.bc"))).expect("assembled fixture");
    module_of(&bc, name)
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn threads(n: u32, tg: u32) -> Dispatch {
    Dispatch { grid: Grid::Threads([n, 1, 1]), threadgroup_size: [tg, 1, 1] }
}

#[test]
fn vector_add_from_the_fixture_library() {
    let (m, entry) = fixture_library_module("vector_add");
    let n = 100u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&a));
    bind.buffers.insert(1, f32s(&b));
    bind.buffers.insert(2, f32s(&vec![-1.0; n as usize + 8]));
    bind.buffers.insert(3, u32s(&[n]));
    // 100 threads in groups of 32: the last threadgroup is partial.
    launch(&m, &entry, &mut bind, &threads(n, 32)).expect("runs");
    let out = to_f32s(&bind.buffers[&2]);
    for i in 0..n as usize {
        assert_eq!(out[i], a[i] + b[i], "element {i}");
    }
    assert!(out[n as usize..].iter().all(|&x| x == -1.0), "nothing written past the count");
}

#[test]
fn threadgroup_reduce_from_the_fixture_library() {
    let (m, entry) = fixture_library_module("threadgroup_reduce");
    let groups = 5u32;
    // Integer-valued floats: every order of summation gives the same exact result.
    let input: Vec<f32> = (0..groups * 64).map(|i| ((i * 7919) % 101) as f32).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&input));
    bind.buffers.insert(1, f32s(&vec![0.0; groups as usize]));
    let d = Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] };
    let stats = launch(&m, &entry, &mut bind, &d).expect("runs");
    assert!(stats.steps > u64::from(groups) * 64 * 10);
    let out = to_f32s(&bind.buffers[&1]);
    for g in 0..groups as usize {
        let want: f32 = input[g * 64..(g + 1) * 64].iter().sum();
        assert_eq!(out[g], want, "group {g}");
    }
}

#[test]
fn missing_bindings_are_named() {
    let (m, entry) = fixture_library_module("vector_add");
    let mut bind = Bindings::default();
    bind.buffers.insert(0, vec![0; 16]);
    let e = launch(&m, &entry, &mut bind, &threads(4, 4)).expect_err("buffer 1 is unbound");
    assert_eq!(e.to_string(), "argument 1 (`b`): buffer index 1 is not bound");
    let (m, entry) = fixture_library_module("color_fragment");
    let e = launch(&m, &entry, &mut Bindings::default(), &threads(4, 4)).expect_err("not a kernel");
    assert!(matches!(e, LaunchError::NotAKernel(_)), "{e}");
}

#[test]
fn reading_out_of_bounds_is_a_located_error() {
    let (m, entry) = fixture_library_module("vector_add");
    let mut bind = Bindings::default();
    // The count says 8 but the buffers hold 4 floats.
    bind.buffers.insert(0, f32s(&[1.0; 4]));
    bind.buffers.insert(1, f32s(&[1.0; 4]));
    bind.buffers.insert(2, f32s(&[0.0; 8]));
    bind.buffers.insert(3, u32s(&[8]));
    let e = launch(&m, &entry, &mut bind, &threads(8, 8)).expect_err("out of bounds");
    let text = e.to_string();
    assert!(text.contains("@vector_add") && text.contains("thread (4, 0, 0)"), "{text}");
    assert!(
        text.contains("out-of-bounds access to buffer 0 (`a`): 4 bytes at offset 16, but it has 16 bytes"),
        "{text}"
    );
}

/// The committed bitcode is what LLVM 14's `llvm-as` makes of each `.ll` (`BLESS=1`
/// rewrites it).
#[test]
fn bitcode_is_current() {
    let Ok(v) = std::process::Command::new("llvm-as").arg("--version").output() else {
        assert!(std::env::var_os("METAL_NT_REQUIRE_ORACLES").is_none(), "llvm-as is required");
        eprintln!("llvm-as not found: skipping");
        return;
    };
    assert!(v.status.success());
    let dir = root().join("fixtures/run");
    let mut stems: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures/run")
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(".ll").map(str::to_owned))
        .collect();
    stems.sort();
    assert!(stems.len() >= 5, "{stems:?}");
    for stem in stems {
        // Through stdin, so that no path is recorded in the module.
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("llvm-as - -o - < '{}'", dir.join(format!("{stem}.ll")).display()))
            .output()
            .expect("llvm-as");
        assert!(out.status.success(), "{stem}: {}", String::from_utf8_lossy(&out.stderr));
        let bc = dir.join(format!("{stem}.bc"));
        if std::env::var_os("BLESS").is_some() {
            std::fs::write(&bc, &out.stdout).expect("bless");
        } else {
            assert!(std::fs::read(&bc).ok() == Some(out.stdout), "{stem}.bc is stale (BLESS=1 to rebuild)");
        }
    }
}

#[test]
fn simd_sum_threadgroup_memory_and_a_barrier() {
    let (m, entry) = run_fixture("simd_reduce", "simd_reduce");
    // 3 threadgroups of 80 threads over 230 threads: SIMD-groups of 32, 32 and 16 lanes,
    // and a partial last threadgroup (70 threads) with SIMD-groups of 32, 32 and 6.
    let n = 230u32;
    let input: Vec<f32> = (0..n).map(|i| ((i * 37) % 19) as f32 - 4.0).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&input));
    bind.buffers.insert(1, f32s(&[0.0; 3]));
    bind.threadgroup_memory.insert(0, 4 * 3);
    launch(&m, &entry, &mut bind, &threads(n, 80)).expect("runs");
    let out = to_f32s(&bind.buffers[&1]);
    for g in 0..3 {
        let want: f32 = input[g * 80..((g + 1) * 80).min(n as usize)].iter().sum();
        assert_eq!(out[g], want, "group {g}");
    }
}

#[test]
fn prefix_sums_shuffles_and_votes_of_divergent_lanes() {
    let (m, entry) = run_fixture("simd_scan", "simd_scan");
    let n = 48usize; // one full SIMD-group and one of 16 lanes
    let input: Vec<i32> = (0..n).map(|i| ((i * 13 + 5) % 23) as i32 - 3).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, input.iter().flat_map(|x| x.to_le_bytes()).collect());
    for b in 1..=4 {
        bind.buffers.insert(b, vec![0; n * 4]);
    }
    launch(&m, &entry, &mut bind, &threads(n as u32, 64)).expect("runs");
    let ints = |b: u32| -> Vec<i32> { to_u32s(&bind.buffers[&b]).into_iter().map(|x| x as i32).collect() };
    let (excl, incl, down, misc) = (ints(1), ints(2), to_f32s(&bind.buffers[&3]), to_u32s(&bind.buffers[&4]));
    for group in [0..32usize, 32..48] {
        let lanes = &input[group.clone()];
        let odd: Vec<usize> = (0..lanes.len()).filter(|&l| lanes[l] & 1 != 0).collect();
        let ballot = odd.iter().filter(|&&l| lanes[l] > 10).fold(0u32, |m, &l| m | 1 << l);
        let first = lanes[odd[0]];
        let max = odd.iter().map(|&l| lanes[l]).max().expect("odd lanes");
        for (l, &v) in lanes.iter().enumerate() {
            let i = group.start + l;
            assert_eq!(excl[i], lanes[..l].iter().sum::<i32>(), "exclusive {i}");
            assert_eq!(incl[i], lanes[..=l].iter().sum::<i32>(), "inclusive {i}");
            // Lanes past the end of the SIMD-group keep their own value.
            let src = if l + 3 < lanes.len() { lanes[l + 3] } else { v };
            assert_eq!(down[i], src as f32, "shuffle_down {i}");
            let want = if v & 1 != 0 { ballot ^ ((first as u32) << 8) ^ ((max as u32) << 20) } else { 0 };
            assert_eq!(misc[i], want, "votes {i}");
        }
    }
}

#[test]
fn atomics_on_threadgroup_and_device_memory() {
    let (m, entry) = run_fixture("histogram", "histogram");
    let n = 300usize;
    let input: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2_654_435_761) >> 7).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, u32s(&input));
    bind.buffers.insert(1, vec![0; 17 * 4]);
    bind.threadgroup_memory.insert(0, 16 * 4);
    launch(&m, &entry, &mut bind, &threads(n as u32, 64)).expect("runs");
    let hist = to_u32s(&bind.buffers[&1]);
    for bin in 0..16u32 {
        let want = input.iter().filter(|&&v| v & 15 == bin).count() as u32;
        assert_eq!(hist[bin as usize], want, "bin {bin}");
    }
    assert_eq!(hist[16], *input.iter().max().expect("input"));
}

/// The reference motion score of `motion_sad.ll`, computed directly.
fn motion_reference(prev: &[u8], cur: &[u8], w: usize, h: usize) -> u64 {
    const F: [i64; 5] = [3571, 16004, 26386, 16004, 3571];
    let mirror = |i: i64, n: i64| {
        if i < 0 {
            -i
        } else if i >= n {
            2 * n - i - 1
        } else {
            i
        }
    };
    let mut sad = 0u64;
    for y in 0..h as i64 {
        for x in 0..w as i64 {
            let mut hsum = 0i64;
            for dx in 0..5 {
                let col = mirror(x + dx - 2, w as i64);
                let mut acc = 0i32;
                for dy in 0..5 {
                    let row = mirror(y + dy - 2, h as i64);
                    let i = (row * w as i64 + col) as usize;
                    acc += F[dy as usize] as i32 * (i32::from(cur[i]) - i32::from(prev[i]));
                }
                hsum += F[dx as usize] * i64::from((acc + 128) >> 8);
            }
            sad += u64::from((((hsum + 32768) >> 16) as i32).unsigned_abs());
        }
    }
    sad
}

#[test]
fn integer_motion_score_is_bit_exact() {
    let (m, entry) = run_fixture("motion_sad", "motion_sad");
    let (w, h) = (37usize, 21usize);
    let mut state = 0x9e37_79b9u32;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let prev: Vec<u8> = (0..w * h).map(|_| next() as u8).collect();
    // The current frame: the previous one shifted by a pixel, plus noise.
    let cur: Vec<u8> = (0..w * h).map(|i| prev[(i + 1) % (w * h)].wrapping_add((next() % 9) as u8)).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, prev.clone());
    bind.buffers.insert(1, cur.clone());
    bind.buffers.insert(2, vec![0; 8]);
    // 16×16 threadgroups over a 37×21 frame: partial threadgroups on both edges.
    let d = Dispatch { grid: Grid::Threads([w as u32, h as u32, 1]), threadgroup_size: [16, 16, 1] };
    launch(&m, &entry, &mut bind, &d).expect("runs");
    let got = u64::from_le_bytes(bind.buffers[&2][..8].try_into().expect("8 bytes"));
    let want = motion_reference(&prev, &cur, w, h);
    assert!(want > 0);
    assert_eq!(got, want);
}

/// Inputs of `simd_matrix.ll`; every product and sum is exact in `f32`, so any order of
/// accumulation gives the expected values below.
struct MatrixInputs {
    a: Vec<f32>,
    bt: Vec<f32>,
    p: Vec<f32>,
    g: Vec<f32>,
    x: Vec<f32>,
}

fn matrix_inputs() -> MatrixInputs {
    MatrixInputs {
        // 8 rows of 16: the kernel's A is columns 8..15.
        a: (0..128).map(|i| ((i * 5) % 11) as f32 - 5.0).collect(),
        // B stored transposed: bt[c * 8 + r] = B[r][c].
        bt: (0..64).map(|i| ((i * 3) % 7) as f32 * 0.25).collect(),
        p: (0..64).map(|i| ((i * 7) % 9) as f32 - 4.0).collect(),
        // bfloat-exact values.
        g: (0..64).map(|i| ((i * 13) % 17) as f32 * 0.5 - 3.0).collect(),
        // 32 bfloat inputs, all exact in bfloat (8 significant bits).
        x: (0..32).map(|i| [1.5f32, -2.25, 3.015_625, 1000.0][i % 4] * 2f32.powi(i as i32 / 4 - 3)).collect(),
    }
}

fn bf16s(v: &[f32]) -> Vec<u8> {
    v.iter()
        .flat_map(|x| {
            assert_eq!(x.to_bits() & 0xffff, 0, "{x} is exact in bfloat");
            ((x.to_bits() >> 16) as u16).to_le_bytes()
        })
        .collect()
}

fn matrix_bindings(inp: &MatrixInputs) -> Bindings {
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&inp.a));
    bind.buffers.insert(1, f32s(&inp.bt));
    bind.buffers.insert(2, vec![0; 256]);
    bind.buffers.insert(3, f32s(&inp.p));
    bind.buffers.insert(4, vec![0; 256]);
    bind.buffers.insert(5, bf16s(&inp.g));
    bind.buffers.insert(6, vec![0; 256]);
    bind.buffers.insert(7, bf16s(&inp.x));
    bind.buffers.insert(8, vec![0; 64]);
    bind
}

/// `x * y + z` on 8×8 row-major matrices.
fn mat_mad(x: &[f32], y: &[f32], z: &[f32]) -> Vec<f32> {
    (0..64).map(|i| (0..8).map(|k| x[i / 8 * 8 + k] * y[k * 8 + i % 8]).sum::<f32>() + z[i]).collect()
}

#[test]
fn simdgroup_matrix_and_bfloat_half() {
    let (m, entry) = run_fixture("simd_matrix", "simd_matrix");
    let inp = matrix_inputs();
    let mut bind = matrix_bindings(&inp);
    launch(&m, &entry, &mut bind, &threads(32, 32)).expect("runs");
    let a: Vec<f32> = (0..64).map(|i| inp.a[i / 8 * 16 + 8 + i % 8]).collect();
    let b: Vec<f32> = (0..64).map(|i| inp.bt[i % 8 * 8 + i / 8]).collect();
    let d = mat_mad(&a, &b, &[0.5; 64]);
    assert_eq!(to_f32s(&bind.buffers[&2]), d, "D = A*B + 0.5 (load with origin and transpose, store)");
    let e = mat_mad(&inp.p, &b, &d);
    assert_eq!(to_f32s(&bind.buffers[&4]), e, "E = P*B + D through thread_elements");
    let h = mat_mad(&inp.g, &inp.g, &d);
    assert_eq!(to_f32s(&bind.buffers[&6]), h, "H = G*G + D with bfloat operands");
    let y: Vec<u16> = bind.buffers[&8].chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
    // float(x) * 3 rounded to half, then + 1 rounded to half again.
    for (i, x) in inp.x.iter().enumerate() {
        let want = half_bits(f64::from(half_from_bits(half_bits(f64::from(x * 3.0)))) + 1.0);
        assert_eq!(y[i], want, "y[{i}]");
    }
}

#[test]
fn simdgroup_matrix_needs_a_full_simdgroup() {
    let (m, entry) = run_fixture("simd_matrix", "simd_matrix");
    let mut bind = matrix_bindings(&matrix_inputs());
    let err = launch(&m, &entry, &mut bind, &threads(16, 16)).expect_err("16 lanes cannot multiply");
    let msg = err.to_string();
    assert!(msg.contains("in @simd_matrix") && msg.contains("16 active lanes"), "{msg}");
    assert!(msg.contains("needs all 32 lanes"), "{msg}");
}

/// Round-to-nearest-even f64 → IEEE half, written independently of the interpreter.
fn half_bits(v: f64) -> u16 {
    let sign = if v.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = v.abs();
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale to an integer number of units in the last place and round half to even.
    let (exp, ulp) = if a < 2f64.powi(-14) {
        (0, 2f64.powi(-24))
    } else {
        let e = a.log2().floor() as i32;
        (e + 15, 2f64.powi(e - 10))
    };
    let units = (a / ulp).round_ties_even();
    if exp == 0 {
        return sign | units as u16;
    }
    // units is in [1024, 2048]; 2048 carries into the exponent.
    let bits = ((exp as u32) << 10) + (units as u32 - 1024);
    sign | bits as u16
}

fn half_from_bits(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let f = f32::from(h & 0x3ff);
    sign * if e == 0 { f * 2f32.powi(-24) } else { (1.0 + f / 1024.0) * 2f32.powi(e - 15) }
}

#[test]
fn runs_are_deterministic() {
    let (m, entry) = run_fixture("histogram", "histogram");
    let input: Vec<u32> = (0..500u32).map(|i| i.wrapping_mul(747_796_405) >> 9).collect();
    let run = || {
        let mut bind = Bindings::default();
        bind.buffers.insert(0, u32s(&input));
        bind.buffers.insert(1, vec![0; 17 * 4]);
        bind.threadgroup_memory.insert(0, 64);
        let stats = launch(&m, &entry, &mut bind, &threads(500, 96)).expect("runs");
        (bind.buffers, stats)
    };
    let (a, sa) = run();
    let (b, sb) = run();
    assert_eq!(a, b);
    assert_eq!(sa, sb, "the same number of steps");
}

/// The gemm fixture against a Rust product with the same fused multiply-adds in the same
/// order: bit-exact.
#[test]
fn gemm_matches_fused_multiply_adds() {
    let (m, entry) = run_fixture("gemm", "gemm");
    let (rows, n, k) = (9usize, 13usize, 11usize);
    let a: Vec<f32> = (0..rows * k).map(|i| ((i * 31) % 17) as f32 * 0.37 - 2.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 11) % 23) as f32 * 0.113 - 1.0).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&a));
    bind.buffers.insert(1, f32s(&b));
    bind.buffers.insert(2, vec![0; rows * n * 4]);
    bind.buffers.insert(3, u32s(&[k as u32]));
    let d = Dispatch { grid: Grid::Threads([n as u32, rows as u32, 1]), threadgroup_size: [8, 8, 1] };
    launch(&m, &entry, &mut bind, &d).expect("runs");
    let c = to_f32s(&bind.buffers[&2]);
    for r in 0..rows {
        for col in 0..n {
            let want = (0..k).fold(0f32, |acc, i| a[r * k + i].mul_add(b[i * n + col], acc));
            assert_eq!(c[r * n + col], want, "c[{r}][{col}]");
        }
    }
}

/// Inputs of `atomic_order.ll` for `n` threads, and the run's buffers.
fn atomic_order_run(n: u32, tg: u32) -> (Vec<f32>, std::collections::BTreeMap<u32, Vec<u8>>) {
    let (m, entry) = run_fixture("atomic_order", "atomic_order");
    // Large and small values mixed: their float sum depends on the order of the additions.
    let x: Vec<f32> = (0..n)
        .map(|i| match i % 4 {
            0 => 1.0e8 + i as f32,
            1 => 1.5 + i as f32 * 0.1,
            2 => -1.0e8,
            _ => 0.3 * i as f32,
        })
        .collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&x));
    bind.buffers
        .insert(1, u32s(&[0, 0xdead_beef, u32::MAX, 1_000_000, i32::MAX as u32, u32::MAX, 0, 0x1234_5678]));
    for (index, words) in [(2, n), (3, n), (4, n), (5, 1), (6, 2 * n), (7, 3 * n.div_ceil(tg))] {
        bind.buffers.insert(index, vec![0; words as usize * 4]);
    }
    bind.threadgroup_memory.insert(0, 12);
    launch(&m, &entry, &mut bind, &threads(n, tg)).expect("runs");
    (x, bind.buffers)
}

/// Every integer atomic on device and threadgroup memory and a float atomic add, in the
/// documented order: thread order within a threadgroup, threadgroups in grid order.
#[test]
fn atomic_updates_follow_thread_order() {
    let (n, tg) = (200u32, 64u32);
    let (x, out) = atomic_order_run(n, tg);
    let c = to_u32s(&out[&1]);
    let order = to_u32s(&out[&2]);
    assert_eq!(order, (0..n).collect::<Vec<_>>(), "tickets in thread order");
    let links = to_u32s(&out[&3]);
    assert_eq!(links[0], 0xdead_beef);
    assert!((1..n as usize).all(|g| links[g] == g as u32 - 1), "exchange chain: {links:?}");
    let won = to_u32s(&out[&4]);
    assert_eq!(won[0], u32::MAX, "the first thread's compare-exchange sees the initial value");
    assert!(won[1..].iter().all(|&w| w == 0), "later ones see thread 0's value: {won:?}");
    let xor = (0..n).fold(0x1234_5678u32, |a, g| a ^ g.wrapping_mul(2_654_435_761));
    let min = (0..n).map(|g| (g * 7 % 13) as i32 - 6).min().expect("threads") as u32;
    let sum: u32 = (0..n).sum();
    assert_eq!(c, [n, n - 1, 0, 1_000_000 - sum, min, 0, (1 << 29) - 1, xor]);
    let fsum = to_f32s(&out[&5])[0];
    let forward = x.iter().fold(0f32, |a, &v| a + v);
    let backward = x.iter().rev().fold(0f32, |a, &v| a + v);
    assert_ne!(forward, backward, "the inputs make the float sum order-dependent");
    assert_eq!(fsum, forward, "float atomic adds in thread order");
    let local = to_u32s(&out[&6]);
    for g in 0..n {
        let lid = g % tg;
        assert_eq!(local[2 * g as usize], lid, "threadgroup ticket of thread {g}");
        assert_eq!(
            local[2 * g as usize + 1],
            u32::from(lid != 0),
            "threadgroup compare-exchange of thread {g}"
        );
    }
    let groups = to_u32s(&out[&7]);
    for k in 0..n.div_ceil(tg) {
        let members = k * tg..((k + 1) * tg).min(n);
        let gx = members.clone().fold(0, |a, g| a ^ g);
        assert_eq!(
            groups[3 * k as usize..3 * k as usize + 3],
            [gx, 1, members.len() as u32],
            "threadgroup {k}"
        );
    }
}

/// The same inputs twice: the same outputs, including the order-dependent results of
/// atomics (tickets, exchanges, a float sum).
#[test]
fn atomic_order_is_deterministic() {
    let (_, a) = atomic_order_run(300, 96);
    let (_, b) = atomic_order_run(300, 96);
    assert_eq!(a, b);
}

/// `simd_ops.ll`: the SIMD-group and quad-group functions over 48 threads (a full SIMD-group
/// of 32 lanes and a partial one of 16), against a model of each written here from Metal's
/// definitions and the interpreter's documented choices (lane order for reductions and
/// scans; a read of an inactive lane gives the reader's own value).
#[test]
fn simd_and_quad_functions() {
    let (m, entry) = run_fixture("simd_ops", "simd_ops");
    const K: usize = 24;
    let n = 48usize;
    let v: Vec<i32> = (0..n as i32).map(|g| if g < 32 { g * 7 % 11 - 5 } else { g * 3 % 8 - 2 }).collect();
    let f: Vec<f32> = (0..n).map(|g| ((g * 13) % 17) as f32 * 0.37 - 2.5).collect();
    const SENTINEL: u32 = 0xaaaa_aaaa;
    let mut bind = Bindings::default();
    bind.buffers.insert(0, v.iter().flat_map(|x| x.to_le_bytes()).collect());
    bind.buffers.insert(1, f32s(&f));
    bind.buffers.insert(2, u32s(&vec![SENTINEL; n * K]));
    launch(&m, &entry, &mut bind, &threads(n as u32, n as u32)).expect("runs");
    let out = to_u32s(&bind.buffers[&2]);
    for gid in 0..n {
        let (lo, l) = (gid / 32 * 32, gid % 32);
        let len = (n - lo).min(32);
        let g: Vec<usize> = (lo..lo + len).collect();
        let at = |lane: usize| lo + lane;
        let pv = |g: usize| (g % 3 + 1) as u32;
        let h = |g: usize| (g as u32).wrapping_mul(2_654_435_761);
        let ff = |g: usize| 1.0 + (g % 4) as f32 * 0.25;
        // A lane's value if it is active, the reader's own otherwise.
        let read = |src: usize, x: &dyn Fn(usize) -> u32| if src < len { x(at(src)) } else { x(gid) };
        let vv = |g: usize| v[g] as u32;
        let fb = |g: usize| f[g].to_bits();
        let mut want = [0u32; K];
        want[0] = g.iter().fold(1u32, |a, &x| a.wrapping_mul(pv(x)));
        want[1] = g.iter().map(|&x| v[x]).min().expect("lanes") as u32;
        want[2] = g.iter().fold(u32::MAX, |a, &x| a & h(x));
        want[3] = g.iter().fold(0, |a, &x| a | h(x));
        want[4] = g.iter().fold(0, |a, &x| a ^ h(x));
        want[5] = g[..l].iter().fold(1u32, |a, &x| a.wrapping_mul(pv(x)));
        want[6] = g[..=l].iter().fold(1f32, |a, &x| a * ff(x)).to_bits();
        want[7] = read((l * 5 + 3) % 32, &vv);
        want[8] = if l >= 3 { vv(gid - 3) } else { vv(gid) };
        want[9] = read(l ^ 5, &fb);
        want[10] = vv(at(7));
        let all = g.iter().all(|&x| v[x] > -3);
        let any = g.iter().any(|&x| v[x] == 2);
        want[11] = u32::from(all) * 2 + u32::from(any);
        want[12] = (0..len).filter(|b| b % 2 == 1).fold(0, |a, b| a | 1 << b);
        want[13] = if len == 32 { u32::MAX } else { (1 << len) - 1 };
        want[14] = u32::from(l == 0);
        let quad = gid - gid % 4;
        want[15] = (1..4).fold(f[quad], |a, k| a + f[quad + k]).to_bits();
        want[16] = vv(gid ^ 1);
        let (i, base) = (l % 8, l - l % 8);
        want[17] = if i >= 2 { vv(gid - 2) } else { 1000 + at(base + 6 + i) as u32 };
        want[18] = read(l + 4, &vv);
        want[19] = read(l + 4, &h);
        want[20] = g.iter().map(|&x| f[x]).fold(f32::MIN, f32::max).to_bits();
        if l % 3 != 0 {
            let active: Vec<usize> = (0..len).filter(|k| k % 3 != 0).collect();
            want[21] = active.iter().fold(0i32, |a, &k| a.wrapping_add(v[at(k)])) as u32;
            want[22] = if active.contains(&(l ^ 1)) { vv(gid ^ 1) } else { vv(gid) };
            want[23] = u32::from(active.first() == Some(&l));
        } else {
            want[21..].fill(SENTINEL);
        }
        assert_eq!(out[gid * K..(gid + 1) * K], want[..], "thread {gid}");
    }
}

/// `convert_math.ll`: conversions and math functions on edge cases, against Rust's own
/// conversions (`as` saturates and sends NaN to 0, as Metal's do), IEEE rounding written
/// here for half and bfloat, and `f64` math rounded once (the documented rule).
#[test]
fn conversions_and_math_on_edge_cases() {
    let (m, entry) = run_fixture("convert_math", "convert_math");
    const K: usize = 16;
    let xs: [f32; 20] = [
        0.0,
        -0.0,
        1.5,
        -1.5,
        2.5,
        -2.5,
        3e9,
        -3e9,
        1e20,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        65519.0,
        65520.0,
        1e-8,
        300.7,
        -129.9,
        1.0 + 1.0 / 256.0, // a bfloat tie, to even (1.0)
        1.0 + 3.0 / 256.0, // a bfloat tie, to even (1 + 2^-6)
        0.333,
    ];
    let ns: [i64; 20] = [
        0,
        -3,
        2049, // a half tie, to even (2048)
        2051, // a half tie, to even (2052)
        70000,
        -70000,
        (1 << 60) + (1 << 36) + 1, // just above a float tie: rounds up (twice-rounded: down)
        i64::MIN,
        i64::MAX,
        16_777_217,
        -16_777_219,
        (1 << 53) + 1,
        1,
        -1,
        65504,
        65505,
        -65520,
        1000,
        12345,
        -2047,
    ];
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&xs));
    bind.buffers.insert(1, ns.iter().flat_map(|n| n.to_le_bytes()).collect());
    bind.buffers.insert(2, vec![0; xs.len() * K * 4]);
    launch(&m, &entry, &mut bind, &threads(xs.len() as u32, 32)).expect("runs");
    let out = to_u32s(&bind.buffers[&2]);
    let bf16 = |x: f32| {
        let b = x.to_bits();
        ((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16
    };
    let f = |v: f64| (v as f32).to_bits();
    let top = 1.0 - 2f64.powi(-24);
    for (i, (&x, &n)) in xs.iter().zip(&ns).enumerate() {
        let got = &out[i * K..(i + 1) * K];
        let xd = f64::from(x);
        let want: [u32; K] = [
            x as i32 as u32,
            x as u32,
            x as i8 as i32 as u32,
            u32::from(x as u16),
            if x.is_nan() { 0x7e00 } else { u32::from(half_bits(xd)) },
            if x.is_nan() { 0x7fc0 } else { u32::from(bf16(x)) },
            (n as f32).to_bits(),
            u32::from(half_bits(n as f64)),
            f(xd.exp()),
            f(xd.exp()),
            f(xd.ln()),
            f(1.0 / xd.sqrt()),
            x.to_bits(),
            f((xd - xd.floor()).min(top)),
            x.round_ties_even().to_bits(),
            x.round().to_bits(),
        ];
        for j in 0..K {
            let nan = |w: u32, bits: u32| match bits {
                16 => w & 0x7c00 == 0x7c00 && w & 0x3ff != 0,
                _ => f32::from_bits(w).is_nan(),
            };
            let width = if matches!(j, 4 | 5 | 7) { 16 } else { 32 };
            let bf_nan = j == 5 && want[j] == 0x7fc0;
            if (width == 32 && j >= 6 && nan(want[j], 32)) || (j == 4 && want[j] == 0x7e00) {
                assert!(nan(got[j], width), "x = {x}, n = {n}, slot {j}: {:#x} is not NaN", got[j]);
            } else if bf_nan {
                assert!(got[j] & 0x7f80 == 0x7f80 && got[j] & 0x7f != 0, "bfloat NaN: {:#x}", got[j]);
            } else {
                assert_eq!(got[j], want[j], "x = {x}, n = {n}, slot {j}");
            }
        }
    }
}

#[test]
fn init_diag_and_simdgroup_async_copies() {
    let (m, entry) = run_fixture("real_ops", "diag_and_copy");
    let src: Vec<f32> = (1..=10).map(|i| i as f32).collect(); // 2 rows of 5
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&src));
    bind.buffers.insert(1, f32s(&[-9.0; 29]));
    bind.buffers.insert(2, f32s(&[-9.0; 64]));
    // `tg` is `air.buffer` in address space 3: threadgroup memory index 0.
    bind.threadgroup_memory.insert(0, 29 * 4);
    launch(&m, &entry, &mut bind, &threads(32, 32)).expect("runs");
    let diag: Vec<f32> = (0..64).map(|i| if i / 8 == i % 8 { 2.5 } else { 0.0 }).collect();
    assert_eq!(to_f32s(&bind.buffers[&2]), diag);
    #[rustfmt::skip]
    let want = [
        // the 3x2 source tile in a 4x3 tile, zero padded
        1.0, 2.0, 3.0, 0.0,  6.0, 7.0, 8.0, 0.0,  0.0, 0.0, 0.0, 0.0,
        // the same, padded with the nearest edge element
        1.0, 2.0, 3.0, 3.0,  6.0, 7.0, 8.0, 8.0,  6.0, 7.0, 8.0, 8.0,
        // five elements copied in one dimension
        1.0, 2.0, 3.0, 4.0, 5.0,
    ];
    assert_eq!(to_f32s(&bind.buffers[&1]), want);

    // Waiting for more events than the array holds reads past the stack slot.
    let (m, entry) = run_fixture("real_ops", "bad_wait");
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&src));
    bind.threadgroup_memory.insert(0, 8);
    let e = launch(&m, &entry, &mut bind, &threads(32, 32)).expect_err("reads past the events");
    let text = e.to_string();
    assert!(
        text.contains("@bad_wait") && text.contains("24 bytes at offset 0, but it has 16 bytes"),
        "{text}"
    );

    // The SIMD-group copies once, so the lanes must agree on what; and an offset in the
    // source tile is refused rather than guessed at.
    for (kernel, why) in [
        ("copy_lanes_disagree", "with operands that differ between lanes 0 and 1 of the SIMD-group"),
        ("copy_with_offset", "with a nonzero offset in the tile"),
    ] {
        let (m, entry) = run_fixture("real_ops", kernel);
        let mut bind = Bindings::default();
        bind.buffers.insert(0, f32s(&src));
        bind.threadgroup_memory.insert(0, 256);
        let text = launch(&m, &entry, &mut bind, &threads(32, 32)).expect_err(kernel).to_string();
        assert!(text.contains(&format!("@{kernel}")) && text.contains(why), "{text}");
    }
}

#[test]
fn math_of_real_kernels() {
    let (m, entry) = run_fixture("real_ops", "math_ops");
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&[-9.0; 15]));
    bind.buffers.insert(1, u32s(&[7; 10]));
    bind.buffers.insert(2, vec![0; 8]);
    launch(&m, &entry, &mut bind, &threads(1, 1)).expect("runs");
    let f: Vec<u32> = to_f32s(&bind.buffers[&0]).iter().map(|x| x.to_bits()).collect();
    let bits = |x: f32| x.to_bits();
    #[rustfmt::skip]
    let want_f = [
        // sign(-2.5, -0.0, NaN, 3.0), sign(0.0), sign(-7.0)
        bits(-1.0), bits(-0.0), bits(0.0), bits(1.0), bits(0.0), bits(-1.0),
        // saturate(1.5, -0.25, 0.25, NaN)
        bits(1.0), bits(0.0), bits(0.25), bits(0.0),
        // fmin3(2, -1, 4), fmax3(2, -1, 4), fmax3(NaN, 1, 0.5)
        bits(-1.0), bits(4.0), bits(1.0),
        // sincos(0.5): the sine returned, the cosine stored
        bits(0.5f64.sin() as f32), bits(0.5f64.cos() as f32),
    ];
    assert_eq!(f, want_f);
    #[rustfmt::skip]
    let want_u = [
        0xFFFF_FFFF, // extract_bits(int 0xF00, 8, 4): 0xF sign-extended
        0xFFFF_FF5F, // insert_bits(0xFFFFFFFF, 5, 4, 4)
        0, 1, 1,     // all(true, false), any(true, false), all(true, true)
        0,           // usub.sat(3, 5)
        0xFFFF_FFFF, // uadd.sat(0xFFFFFFF0, 0x20)
        0x7FFF_FFFF, // sadd.sat(0x7FFFFFF0, 0x20)
        0x8000_0000, // ssub.sat(-0x7FFFFFF0, 0x20)
        0,           // extract_bits(0x12345678u, 28, 0): an empty field
    ];
    assert_eq!(to_u32s(&bind.buffers[&1]), want_u);
    // extract_bits(0xF0F0123456789ABCul, 8, 12): bits 8..20
    assert_eq!(bind.buffers[&2], 0x89Au64.to_le_bytes());
}

#[test]
fn simd_vote_masks_count_the_simdgroups_threads() {
    let (m, entry) = run_fixture("real_ops", "vote_masks");
    let mut bind = Bindings::default();
    bind.buffers.insert(1, u32s(&[99; 40]));
    // One threadgroup of 40: SIMD-groups of 32 and 8 threads.
    launch(&m, &entry, &mut bind, &threads(40, 40)).expect("runs");
    // Bits: all(0xFF), any(0x100), all(0xFFFFFFFF), all(ballot(true)), any(0). A full
    // SIMD-group has 32 threads, so 0xFF is not all of them and bit 8 is one of them; the
    // 8-thread group is the other way round. The ballot of every thread is always all.
    let want: Vec<u32> = (0..40).map(|t| if t < 32 { 0b01110 } else { 0b01101 }).collect();
    assert_eq!(to_u32s(&bind.buffers[&1]), want);
}

#[test]
fn coherent_simdgroup_loads_and_stores_are_plain_memory() {
    let (m, entry) = run_fixture("real_ops", "coherent_matrix");
    let a: Vec<f32> = (0..64).map(|i| i as f32 * 0.5 - 3.0).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&a));
    bind.buffers.insert(1, f32s(&[0.0; 64]));
    launch(&m, &entry, &mut bind, &threads(32, 32)).expect("runs");
    // Loaded transposed, stored as is: b[r][c] = a[c][r].
    let want: Vec<f32> = (0..64).map(|i| a[(i % 8) * 8 + i / 8]).collect();
    assert_eq!(to_f32s(&bind.buffers[&1]), want);
}

/// The strict run (`launch_checked`, metal-run's batch reference): `histogram` initializes
/// its threadgroup bins with atomic stores (which read nothing) and its threads touch
/// device memory only atomically, so it runs; `atomic_order` adds to threadgroup counters
/// nobody initialized (Metal leaves them undefined), which is reported; the default run
/// reads zeros there, as before.
#[test]
fn strict_runs_report_unwritten_threadgroup_reads() {
    let (m, entry) = run_fixture("histogram", "histogram");
    let input: Vec<u32> = (0..300u32).map(|i| i.wrapping_mul(2_654_435_761) >> 7).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, u32s(&input));
    bind.buffers.insert(1, vec![0; 17 * 4]);
    bind.threadgroup_memory.insert(0, 16 * 4);
    interp::launch_checked(&m, &entry, &mut bind, &threads(300, 64), 1 << 30, true).expect("strict run");
    let (m, entry) = run_fixture("atomic_order", "atomic_order");
    let mut bind = Bindings::zero_filled(&entry, 4096, 64);
    let e = interp::launch_checked(&m, &entry, &mut bind, &threads(64, 64), 1 << 30, true)
        .expect_err("uninitialized counters");
    assert!(e.to_string().contains("that no thread of the threadgroup wrote"), "{e}");
    let mut bind = Bindings::zero_filled(&entry, 4096, 64);
    interp::launch_checked(&m, &entry, &mut bind, &threads(64, 64), 1 << 30, false).expect("lax run");
}
