//! Hand-written kernels (tests/data/*.ll, committed as bitcode) on the simulator against
//! the interpreter, for what the fixtures do not reach:
//!
//! - 64-bit atomics as pairs of 32-bit atomics (G13/G14 have no 64-bit forms): `add`,
//!   `sub`, `and`, `or`, `xor` whose old value is unused, on device and threadgroup memory
//!   (`atomic64.ll`); the inputs carry and borrow between the words in most threads, and
//!   the SIMD-groups' atomics interleave. An atomic whose old value is used, or
//!   `min`/`max`/`xchg`/compare-exchange, is refused with the feature named (the
//!   `int64_atomics` fixture).
//! - Quad-group operations with run-time lanes and deltas in divergent code, on 32-, 64-
//!   and 16-bit values (`quad.ll`), in full and partial SIMD-groups.
//! - `fract` of `float` and `half` (`fract.ll`, the shared math library's expansion):
//!   NaN, ±∞, ±0, tiny negative values, large values, and every 16th `half`.

use backend_applegpu::{backend, launch};
use std::collections::BTreeMap;

fn data(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

/// Runs `kernel` of `tests/data/<file>` on one threadgroup of `tg` threads with `buffers`,
/// on the simulator of each arch and on the interpreter; asserts equal buffers and returns
/// the interpreter's.
fn compare(file: &str, kernel: &str, buffers: &BTreeMap<u32, Vec<u8>>, tg: u32) -> BTreeMap<u32, Vec<u8>> {
    let raw = std::fs::read(data(file)).expect("tests/data bitcode");
    let info = air::read_info(&raw).expect("AIR info");
    let entry = info.entry_points.iter().find(|e| e.name == kernel).expect("the kernel");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name(&entry.name).expect("function");
    let mut want = BTreeMap::new();
    for name in ["applegpu_g13g", "applegpu_g14d"] {
        let b = backend::factory(&arch(name)).expect("an Apple backend");
        let mut lm = m.clone();
        b.legalize(&mut lm, f).expect("legalize");
        let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
        let compiled = b.compile(&unit).expect("compiles");
        let mut bind = interp::Bindings::zero_filled(entry, 0, 0);
        bind.buffers = buffers.clone();
        let mut sim = bind.buffers.clone();
        let d =
            interp::Dispatch { grid: interp::Grid::Threadgroups([1, 1, 1]), threadgroup_size: [tg, 1, 1] };
        interp::launch_limited(&m, entry, &mut bind, &d, 5_000_000).expect("interpreter runs");
        launch::run(
            &lm,
            f,
            &compiled.payload,
            &mut sim,
            &bind.threadgroup_memory,
            launch::Grid::Threadgroups([1, 1, 1]),
            [tg, 1, 1],
            5_000_000,
        )
        .expect("simulator runs");
        assert_eq!(sim, bind.buffers, "{name} {kernel}, {tg} threads: simulator against the interpreter");
        want = bind.buffers;
    }
    want
}

/// Pseudo-random 64-bit words.
fn random(seed: u64, n: usize) -> Vec<u64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            s ^ (s >> 29)
        })
        .collect()
}

fn bytes(w: &[u64]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn split_64_bit_atomics_match_the_interpreter() {
    for (seed, tg) in [(1u64, 128u32), (2, 48), (3, 96)] {
        // Low halves mostly large: carries out of them.
        let x: Vec<u64> = random(seed, tg as usize).into_iter().map(|v| v | 0xc000_0000).collect();
        // Start values: near a carry (add), near a borrow (sub), the identities of and/or/xor.
        let start = [0x0000_0001_ffff_ff00u64, 0x0000_0002_0000_0010, u64::MAX, 0, 0x0123_4567_89ab_cdef];
        let mut acc = vec![0u64; 16];
        acc[..5].copy_from_slice(&start);
        acc[8..13].copy_from_slice(&start);
        let buffers = BTreeMap::from([(0, bytes(&x)), (1, bytes(&acc))]);
        let want = compare("atomic64.bc", "atomic64", &buffers, tg);
        // The sum is the one the test means: every thread's x added once, carries included.
        let sum = x.iter().fold(start[0], |s, &v| s.wrapping_add(v));
        assert_eq!(want[&1][..8], sum.to_le_bytes(), "interpreter sum");
        assert_eq!(want[&1][64..72], sum.to_le_bytes(), "interpreter threadgroup sum");
    }
}

#[test]
fn quad_operations_with_run_time_operands_match_the_interpreter() {
    for (seed, tg) in [(4u64, 64u32), (5, 40), (6, 96), (7, 13)] {
        // 256 values (small, mixed parity: about half the threads take part), then the
        // lanes and deltas (0–7 after `& 7`).
        let a: Vec<u8> =
            random(seed, 512).into_iter().flat_map(|v| ((v >> 7) as u32 & 0xffff).to_le_bytes()).collect();
        let l = bytes(&random(seed ^ 0x55, 256));
        let h: Vec<u8> =
            random(seed ^ 0xaa, 256).into_iter().flat_map(|v| (v as u16).to_le_bytes()).collect();
        let buffers = BTreeMap::from([
            (0, a),
            (1, l),
            (2, h),
            (3, vec![0; 4 * 10 * 256]),
            (4, vec![0; 8 * 256]),
            (5, vec![0; 2 * 256]),
        ]);
        let want = compare("quad.bc", "quad", &buffers, tg);
        assert!(want[&3].iter().any(|&b| b != 0), "some thread took part");
    }
}

#[test]
fn used_or_indivisible_64_bit_atomics_are_refused() {
    let raw = std::fs::read(data("../../../../fixtures/codegen/int64_atomics.bc")).expect("fixture");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name("int64_atomics").expect("function");
    let b = backend::factory(&arch("applegpu_g13g")).expect("an Apple backend");
    b.legalize(&mut m, f).expect("legalize");
    let unit = codegen::Unit { module: &m, function: f, name: "int64_atomics" };
    match b.compile(&unit) {
        Err(codegen::BackendError::Unsupported { feature, .. }) => {
            assert!(feature.contains("64-bit atomic"), "{feature}")
        }
        other => panic!("int64_atomics: {:?}", other.map(|_| ())),
    }
}

#[test]
fn fract_of_float_and_half_matches_the_interpreter() {
    let specials = [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        -1e-30,
        -2.75,
        2.75,
        1e30,
        -1e30,
        8_388_607.5,
        -8_388_607.5,
        -1.5e-7,
        -(2f32.powi(-25)),
        0.999_999_94,
        -0.999_999_94,
    ];
    for k in 0..4u32 {
        let mut floats: Vec<f32> = specials.to_vec();
        // Normal floats of every magnitude (G13/G14 flush subnormals; Metal allows it).
        floats.extend(random(u64::from(k) + 11, 1024 - specials.len()).into_iter().map(|v| {
            let b = v as u32;
            let b = if b & 0x7f80_0000 == 0 { b | 0x0080_0000 } else { b };
            f32::from_bits(b)
        }));
        // Every 16th half (subnormals, infinities and NaNs included), offset by `k`.
        let halves: Vec<u8> =
            (0..1024u32).flat_map(|i| ((i * 64 + k * 16 + k) as u16).to_le_bytes()).collect();
        let buffers = BTreeMap::from([
            (0, floats.iter().flat_map(|x| x.to_le_bytes()).collect()),
            (1, halves),
            (2, vec![0; 4 * 1024]),
            (3, vec![0; 2 * 1024]),
        ]);
        let want = compare("fract.bc", "fract_kinds", &buffers, 1024);
        // The edges the interpreter defines: NaN, ±∞ and -1e-30 give the largest float below 1.
        let top = (1.0f32 - 2f32.powi(-24)).to_le_bytes();
        for i in [0usize, 1, 2, 5] {
            assert_eq!(want[&2][4 * i..4 * i + 4], top, "fract(specials[{i}])");
        }
    }
}

/// The committed bitcode is what LLVM 14 makes of each `.ll` (when `llvm-as` is here).
#[test]
fn handwritten_bitcode_is_current() {
    let Some(llvm_as) = ["llvm-as-14", "/usr/lib/llvm-14/bin/llvm-as"]
        .into_iter()
        .find(|t| std::process::Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success()))
    else {
        eprintln!("notice: no llvm-as 14; the committed bitcode is not re-checked");
        return;
    };
    for stem in ["atomic64", "quad", "fract"] {
        // Run where the file is: the module's identifier is the path as given.
        let out = std::process::Command::new(llvm_as)
            .current_dir(data(""))
            .args([format!("{stem}.ll"), "-o".into(), "-".into()])
            .output()
            .expect("llvm-as runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let committed = std::fs::read(data(&format!("{stem}.bc"))).expect("the committed .bc");
        assert!(
            out.stdout == committed,
            "tests/data/{stem}.bc is stale: run `llvm-as {stem}.ll` in tests/data"
        );
    }
}
