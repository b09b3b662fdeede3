//! 64-bit atomics as pairs of 32-bit atomics (G13/G14 have no 64-bit forms): `add`, `sub`,
//! `and`, `or`, `xor` whose old value is unused, on device and threadgroup memory
//! (tests/data/atomic64.ll), on the simulator against the interpreter. The inputs carry
//! and borrow between the words in most threads, and the SIMD-groups' atomics interleave.
//! An atomic whose old value is used, or `min`/`max`/`xchg`/compare-exchange, is refused
//! with the feature named (the `int64_atomics` fixture).

use backend_applegpu::{backend, launch};

fn data(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

/// Pseudo-random 64-bit words whose low halves are mostly large (carries out of them).
fn words(seed: u64, n: usize) -> Vec<u64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (s ^ (s >> 29)) | 0xc000_0000
        })
        .collect()
}

fn bytes(w: &[u64]) -> Vec<u8> {
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn split_64_bit_atomics_match_the_interpreter() {
    let raw = std::fs::read(data("atomic64.bc")).expect("tests/data/atomic64.bc");
    let info = air::read_info(&raw).expect("AIR info");
    let entry = info.entry_points.iter().find(|e| e.name == "atomic64").expect("the kernel");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name(&entry.name).expect("function");
    for name in ["applegpu_g13g", "applegpu_g14d"] {
        let b = backend::factory(&arch(name)).expect("an Apple backend");
        let mut lm = m.clone();
        b.legalize(&mut lm, f).expect("legalize");
        let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
        let compiled = b.compile(&unit).expect("compiles");
        for (seed, tg) in [(1u64, 128u32), (2, 48), (3, 96)] {
            let x = words(seed, tg as usize);
            // Start values: near a carry (add), near a borrow (sub), the identities of and/or/xor.
            let start = [0x0000_0001_ffff_ff00u64, 0x0000_0002_0000_0010, u64::MAX, 0, 0x0123_4567_89ab_cdef];
            let mut acc = vec![0u64; 16];
            acc[..5].copy_from_slice(&start);
            acc[8..13].copy_from_slice(&start);
            let mut bind = interp::Bindings::zero_filled(entry, 128, 0);
            bind.buffers.insert(0, bytes(&x));
            bind.buffers.insert(1, bytes(&acc));
            let mut sim = bind.buffers.clone();
            let d = interp::Dispatch {
                grid: interp::Grid::Threadgroups([1, 1, 1]),
                threadgroup_size: [tg, 1, 1],
            };
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
            let want = &bind.buffers[&1];
            assert_eq!(&sim[&1], want, "{name} seed {seed}, {tg} threads");
            // The sum is the one the test means: every thread's x added once, carries included.
            let sum = x.iter().fold(start[0], |s, &v| s.wrapping_add(v));
            assert_eq!(want[..8], sum.to_le_bytes(), "interpreter sum");
            assert_eq!(want[64..72], sum.to_le_bytes(), "interpreter threadgroup sum");
        }
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
