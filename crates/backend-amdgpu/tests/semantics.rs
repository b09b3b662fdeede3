//! Meaning: every fixture kernel the backend compiles gives, on the simulator running the
//! emitted bytes, the reference interpreter's results — bit for bit — on gfx600, gfx900
//! and gfx1030 (wave64 GCN with MUBUF, wave64 GCN with GLOBAL, wave32 RDNA), with the
//! same pseudo-random inputs and several grid shapes (including partial waves: 48, 40 and
//! 96 threads per threadgroup).

use backend_amdgpu::{backend, gen, launch};
use std::collections::BTreeMap;

mod fixtures_common;
use fixtures_common::fixtures;

fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(1);
    (0..n)
        .map(|i| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let b = (s >> 33) as u8;
            // Mostly small words (indices stay in bounds), some with high bits set.
            match i % 4 {
                0 => b,
                1 => b & 0x3,
                2 => 0,
                _ => {
                    if b & 0x10 != 0 {
                        0x80
                    } else {
                        0
                    }
                }
            }
        })
        .collect()
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

#[test]
fn simulated_code_matches_the_interpreter() {
    compare_all(false);
}

/// The same with register budgets so small that every kernel spills (SGPRs into VGPR
/// lanes, VGPRs into scratch): spill code must not change a single bit.
#[test]
fn spilled_code_matches_the_interpreter() {
    compare_all(true);
}

/// The spilling test's budgets, tried in order until the kernel compiles with spills:
/// below what the fixture kernels need, down to what one instruction names at once. The
/// wide ones come first for kernels whose single instructions name many registers (the
/// lowered simdgroup matrices' nine-element `dot`).
const SPILL_BUDGETS: [(u16, u16); 14] = [
    (40, 32),
    (32, 24),
    (24, 16),
    (20, 10),
    (16, 8),
    (14, 7),
    (12, 6),
    (12, 5),
    (16, 5),
    (10, 5),
    (8, 5),
    (8, 4),
    (6, 5),
    (6, 4),
];

/// `unit` compiled for `name` under the first of [`SPILL_BUDGETS`] that spills; `None`
/// when at every budget some single instruction names more registers than the budget
/// (a kernel that cannot be made to spill this way; reported as skipped).
fn compile_spilling(name: &str, unit: &codegen::Unit<'_>) -> Option<codegen::Compiled> {
    let mut errors = Vec::new();
    for (s, v) in SPILL_BUDGETS {
        let small = backend::AmdBackend::with_register_budget(&arch(name), s, v).expect("an AMD arch");
        match codegen::Backend::compile(&small, unit) {
            Ok(c) if c.resources.scalar_spills + c.resources.vector_spills > 0 => return Some(c),
            Ok(_) => errors.push(format!("{s}/{v}: no spill")),
            Err(e) => errors.push(format!("{s}/{v}: {e}")),
        }
    }
    if errors.iter().all(|e| e.contains("one instruction needs them together")) {
        return None;
    }
    panic!("{name} {}: no small budget spills: {}", unit.name, errors.join("; "))
}

fn compare_all(must_spill: bool) {
    let mut compared = 0;
    let mut spilled: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut by_arch: BTreeMap<String, usize> = BTreeMap::new();
    let mut kernels: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut skipped: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for name in ["amdgpu_gfx600", "amdgpu_gfx900", "amdgpu_gfx1030"] {
        let b = backend::factory(&arch(name)).expect("an AMD backend");
        // Transcendental math is within ulps, not bit-exact: tests/mathlib.rs compares it.
        for path in fixtures().into_iter().filter(|p| !p.to_string_lossy().contains("/math_")) {
            let raw = std::fs::read(&path).expect("read fixture");
            let info = air::read_info(&raw).expect("AIR info");
            let mut m = air::read_module(&raw).expect("decode").module;
            opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
            for entry in &info.entry_points {
                let Some(f) = m.function_by_name(&entry.name) else { continue };
                let mut lm = m.clone();
                // A copy the legalization cannot lower fails it as unsupported.
                let legal = b.legalize(&mut lm, f);
                let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
                let compiled = match legal.and_then(|_| b.compile(&unit)) {
                    Ok(_) if must_spill => match compile_spilling(name, &unit) {
                        Some(c) => c,
                        None => {
                            let why = "one instruction names more registers than any spilling budget";
                            skipped
                                .entry(name.to_string())
                                .or_default()
                                .push(format!("{} ({why})", entry.name));
                            continue;
                        }
                    },
                    Ok(c) => c,
                    Err(e @ codegen::BackendError::Unsupported { .. }) => {
                        skipped.entry(name.to_string()).or_default().push(format!("{} ({e})", entry.name));
                        continue;
                    }
                    Err(e) => panic!("{name} {}: {e}", entry.name),
                };
                if must_spill {
                    let r = &compiled.resources;
                    let e = spilled.entry(name.to_string()).or_default();
                    e.0 += r.scalar_spills;
                    e.1 += r.vector_spills;
                }
                for (seed, tg, groups) in [
                    (1u64, [64u32, 1, 1], [2u32, 1, 1]),
                    (2, [32, 1, 1], [3, 1, 1]),
                    (3, [16, 2, 1], [1, 2, 1]),
                    (4, [48, 1, 1], [2, 1, 1]),
                    (5, [8, 5, 1], [1, 1, 2]),
                    (6, [96, 1, 1], [1, 1, 1]),
                ]
                .into_iter()
                // Spilling: a full wave, a partial one and a 2-D threadgroup suffice.
                .filter(|(seed, ..)| !must_spill || [1, 4, 5].contains(seed))
                {
                    let mut bind = interp::Bindings::zero_filled(entry, 4096, 256);
                    for (slot, buf) in bind.buffers.iter_mut() {
                        *buf = bytes(seed * 31 + u64::from(*slot), buf.len());
                    }
                    let mut sim_buffers = bind.buffers.clone();
                    let d =
                        interp::Dispatch { grid: interp::Grid::Threadgroups(groups), threadgroup_size: tg };
                    let want = interp::launch_limited(&m, entry, &mut bind, &d, 50_000_000);
                    let got = launch::run(
                        &lm,
                        f,
                        &compiled.payload,
                        &mut sim_buffers,
                        &bind.threadgroup_memory,
                        launch::Grid::Threadgroups(groups),
                        tg,
                        50_000_000,
                    );
                    match (want, got) {
                        (Ok(_), Ok(_)) => {
                            for (slot, w) in &bind.buffers {
                                let g = &sim_buffers[slot];
                                if let Some(i) = (0..w.len()).find(|&i| w[i] != g[i]) {
                                    panic!(
                                        "{name} {} seed {seed} tg {tg:?}: buffer {slot} differs first at byte {i}: interpreter {:02x?}, simulator {:02x?}\n{}",
                                        entry.name,
                                        &w[i & !3..(i & !3) + 4],
                                        &g[i & !3..(i & !3) + 4],
                                        compiled.assembly
                                    );
                                }
                            }
                            compared += 1;
                            let seen = kernels.entry(name.to_string()).or_default();
                            if !seen.contains(&entry.name) {
                                seen.push(entry.name.clone());
                            }
                            *by_arch.entry(name.to_string()).or_default() += 1;
                        }
                        // Both refuse the same input (an out-of-bounds index from data):
                        // nothing to compare.
                        (Err(_), Err(_)) => {}
                        // The inputs make the kernel index outside a buffer (a random
                        // counter as an index): the interpreter refuses, native code
                        // reads or writes wherever that lands. Nothing to compare.
                        (Err(w), Ok(_)) if format!("{w:?}").contains("OutOfBounds") => {}
                        // A simdgroup matrix operation in a partial SIMD-group (the run
                        // fixtures' `simd_matrix` on 48 or 40 threads): undefined in Metal,
                        // refused by the interpreter. Nothing to compare.
                        (Err(w), Ok(_)) if format!("{w:?}").contains("needs all 32 lanes") => {}
                        // The run fixtures' kernels that break the async copy's rules
                        // (`bad_wait` waits on events past its array, `copy_lanes_disagree`
                        // gives each lane its own copy): the interpreter refuses them; the
                        // lowered copy (`codegen::async_copy`) runs whatever they say.
                        (Err(_), Ok(_))
                            if ["bad_wait", "copy_lanes_disagree"].contains(&entry.name.as_str()) => {}
                        (w, g) => {
                            panic!("{name} {} seed {seed}: interpreter {w:?}, simulator {g:?}", entry.name)
                        }
                    }
                }
            }
        }
    }
    println!("{compared} dispatches compared: {by_arch:?}");
    if must_spill {
        println!("registers spilled (scalar, vector) per arch: {spilled:?}");
    }
    for (arch, names) in &kernels {
        println!("{arch} compared: {}", names.join(", "));
    }
    for (arch, names) in &skipped {
        println!("{arch} skipped: {}", names.join("; "));
    }
    assert!(by_arch.len() == 3 && by_arch.values().all(|&n| n >= 6), "too few comparisons: {by_arch:?}");
    let _ = gen::TARGETS;
}
