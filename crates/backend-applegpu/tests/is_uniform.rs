//! `simd_is_uniform` of `float`, `half` and `bfloat` values on the simulator against the
//! interpreter, with the inputs that tell a bitwise comparison from a comparison of
//! numbers: -0 against +0 and NaNs (the PTX backend's `float_uniformity_compares_numbers`
//! case, crates/backend-ptx/tests/data/is_uniform.ll). The interpreter compares floats of
//! every width by value: both zeros are one number, a NaN equals nothing.

use backend_applegpu::{backend, launch};

/// One SIMD-group per pattern: each thread's float of pattern `g`.
fn pattern(g: u32, t: u32) -> f32 {
    match g {
        0 => 1.5,
        // Zeros of both signs: one value.
        1 if t % 2 == 0 => -0.0,
        1 => 0.0,
        // The same NaN everywhere: not uniform as numbers, uniform as bits.
        2 => f32::NAN,
        // A NaN in one thread.
        3 if t == 5 => f32::NAN,
        3 => 2.0,
        // One thread differs.
        4 if t == 31 => 3.0,
        4 => 2.0,
        // Every thread differs.
        _ => t as f32,
    }
}

/// The half of a float the patterns use (zeros, NaN and small integers and halves: exact).
fn half_bits(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = (b >> 23) & 0xff;
    match exp {
        0 => sign,
        0xff => 0x7e00,
        _ => sign | (((exp + 15 - 127) as u16) << 10) | ((b >> 13) & 0x3ff) as u16,
    }
}

#[test]
fn float_uniformity_compares_numbers() {
    let Some(llvm_as) = ["llvm-as-14", "/usr/lib/llvm-14/bin/llvm-as"]
        .into_iter()
        .find(|t| std::process::Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success()))
    else {
        eprintln!("notice: no llvm-as 14; is_uniform is not compared");
        return;
    };
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/../backend-ptx/tests/data/is_uniform.ll");
    let out = std::process::Command::new(llvm_as).args([src, "-o", "-"]).output().expect("llvm-as runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let raw = out.stdout;
    let info = air::read_info(&raw).expect("AIR info");
    let entry = info.entry_points.iter().find(|e| e.name == "is_uniform_floats").expect("the kernel");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name(&entry.name).expect("function");
    let groups = 6u32;
    let mut floats = Vec::new();
    let mut halves = Vec::new();
    let mut bfloats = Vec::new();
    for g in 0..groups {
        for t in 0..32 {
            let x = pattern(g, t);
            floats.extend_from_slice(&x.to_le_bytes());
            halves.extend_from_slice(&half_bits(x).to_le_bytes());
            bfloats.extend_from_slice(&((x.to_bits() >> 16) as u16).to_le_bytes());
        }
    }
    for name in ["applegpu_g13g", "applegpu_g14d"] {
        let arch = targets::ArchTable::builtin().get(name).expect("arch").clone();
        let b = backend::factory(&arch).expect("an Apple backend");
        let mut lm = m.clone();
        b.legalize(&mut lm, f).expect("legalize");
        let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
        let compiled = b.compile(&unit).expect("compiles");
        let mut bind = interp::Bindings::zero_filled(entry, 4 * 32 * groups as usize, 0);
        bind.buffers.insert(0, floats.clone());
        bind.buffers.insert(1, halves.clone());
        bind.buffers.insert(2, bfloats.clone());
        let mut sim = bind.buffers.clone();
        let d = interp::Dispatch {
            grid: interp::Grid::Threadgroups([groups, 1, 1]),
            threadgroup_size: [32, 1, 1],
        };
        interp::launch_limited(&m, entry, &mut bind, &d, 5_000_000).expect("interpreter runs");
        launch::run(
            &lm,
            f,
            &compiled.payload,
            &mut sim,
            &bind.threadgroup_memory,
            launch::Grid::Threadgroups([groups, 1, 1]),
            [32, 1, 1],
            5_000_000,
        )
        .expect("simulator runs");
        let words = |b: &[u8]| -> Vec<u32> {
            b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
        };
        let want = words(&bind.buffers[&3]);
        let got = words(&sim[&3]);
        assert_eq!(got, want, "{name}: simulator against the interpreter");
        // The cases that matter, spelled out (bit 0 float, 1 half, 2 bfloat; thread 0 of
        // each group): -0/+0 are one number in every width; a NaN everywhere is never
        // uniform.
        let first: Vec<u32> = (0..groups as usize).map(|g| want[g * 32]).collect();
        assert_eq!(first, vec![0b111, 0b111, 0b000, 0b000, 0b000, 0b000], "{name}: interpreter");
    }
}
