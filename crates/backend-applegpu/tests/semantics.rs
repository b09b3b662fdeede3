//! Meaning: every fixture kernel the backend compiles gives, on the simulator running the
//! emitted bytes, the reference interpreter's results — bit for bit — on applegpu_g13g
//! and applegpu_g14d, with pseudo-random inputs (normal floats in float buffers: G13
//! flushes f32 denormals) and several grid shapes (partial SIMD-groups included: 48, 40
//! and 96 threads per threadgroup).

use backend_applegpu::{backend, launch};
use std::collections::BTreeMap;

#[path = "../../backend-amdgpu/tests/fixtures_common/mod.rs"]
mod fixtures_common;
use fixtures_common::fixtures;

/// Pseudo-random bytes, mostly small 32-bit words so that data-driven indices stay in
/// bounds.
fn input(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1;
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let word = if s & 0x30 == 0 { (s >> 32) as u32 } else { (s >> 40) as u32 & 0x3f };
        out.extend_from_slice(&word.to_le_bytes());
    }
    out.truncate(n);
    out
}

/// Normal floats for float buffers: G13 arithmetic flushes f32 denormals to zero
/// (applegpu's FTZ float sources), which Metal allows and the interpreter does not do,
/// so inputs stay clear of them. `elem` is the element size (4: float, 2: half/bfloat).
fn float_input(seed: u64, n: usize, elem: usize, bfloat: bool) -> Vec<u8> {
    let mut raw = input(seed ^ 0x9e37, n + 8).into_iter();
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let r = u32::from_le_bytes([0, 1, 2, 3].map(|_| raw.next().unwrap_or(7)));
        let r = r.wrapping_mul(2_654_435_761);
        match (elem, bfloat) {
            (2, false) => {
                let h = ((r >> 16) & 0x8000) as u16 | (((r % 5) as u16 + 13) << 10) | (r as u16 & 0x3ff);
                out.extend_from_slice(&h.to_le_bytes());
            }
            (2, true) => {
                let h = ((r >> 16) & 0x8000) as u16 | (((r % 5) as u16 + 125) << 7) | (r as u16 & 0x7f);
                out.extend_from_slice(&h.to_le_bytes());
            }
            _ => {
                let f = (r & 0x8000_0000) | ((r % 5 + 125) << 23) | (r.rotate_left(7) & 0x7f_ffff);
                out.extend_from_slice(&f.to_le_bytes());
            }
        }
    }
    out.truncate(n);
    out
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

#[test]
fn simulated_code_matches_the_interpreter() {
    compare_all(&["applegpu_g13g", "applegpu_g14d"], false);
}

/// The same with register budgets so small that every kernel spills to the stack
/// (`stack_store`/`stack_load`): spill code must not change a single bit.
#[test]
fn spilled_code_matches_the_interpreter() {
    compare_all(&["applegpu_g13g"], true);
}

/// The spilling test's budgets in 16-bit halves (`r0`/`r1` included), tried in order
/// until the kernel compiles with spills: from the smallest (what one instruction names
/// at once, most spill code) up to about what the fixture kernels need.
const SPILL_BUDGETS: [u16; 9] = [14, 16, 20, 24, 28, 32, 40, 48, 64];

/// `unit` compiled for `name` under the first of [`SPILL_BUDGETS`] that compiles with
/// spills; `None` when none does (every budget either fits the kernel or is smaller than
/// what one of its instructions names).
fn compile_spilling(name: &str, unit: &codegen::Unit<'_>) -> Option<codegen::Compiled> {
    let mut errors = Vec::new();
    for halves in SPILL_BUDGETS {
        let small = backend::AppleBackend::with_register_budget(&arch(name), halves).expect("an Apple arch");
        match codegen::Backend::compile(&small, unit) {
            Ok(c) if c.resources.vector_spills > 0 => return Some(c),
            Ok(_) => errors.push(format!("{halves}: no spill")),
            Err(e) => errors.push(format!("{halves}: {e}")),
        }
    }
    if errors.iter().all(|e| e.contains("one instruction needs them together") || e.contains("no spill")) {
        return None;
    }
    panic!("{name} {}: no small budget spills: {}", unit.name, errors.join("; "))
}

/// Words that hold transcendental results, which are within ulps rather than bit-exact
/// (the hardware's `exp2`/`log2`/`rsqrt` behind Metal's `fast::` forms and `rsqrt`):
/// (kernel, buffer, words per thread, the words) — `convert_math`'s `out[8..=11]`
/// (`precise::exp`, `fast::exp`, `log`, `rsqrt`). Everything else compares bit-exact.
const APPROXIMATE: &[(&str, u32, usize, std::ops::RangeInclusive<usize>)] =
    &[("convert_math", 2, 16, 8..=11)];

/// The largest distance allowed there: Metal's fast `exp` bound for the fixture's inputs
/// (`3 + floor(|2x|)` ulps at |x| < 8) and above the `log`/`rsqrt` bounds.
const APPROXIMATE_ULPS: u64 = 19;

/// Whether byte `i` of buffer `slot` lies in a word of [`APPROXIMATE`] whose floats are
/// within [`APPROXIMATE_ULPS`] (a NaN only against a NaN).
fn approximate_word_agrees(kernel: &str, slot: u32, want: &[u8], got: &[u8], i: usize) -> bool {
    let word = i / 4;
    let listed = APPROXIMATE
        .iter()
        .any(|(k, s, per, words)| *k == kernel && *s == slot && words.contains(&(word % per)));
    let f = |b: &[u8]| b.get(word * 4..word * 4 + 4).map(|x| f32::from_le_bytes([x[0], x[1], x[2], x[3]]));
    match (listed, f(want), f(got)) {
        (true, Some(w), Some(g)) => codegen::mathlib::ulps(w, g) <= APPROXIMATE_ULPS,
        _ => false,
    }
}

fn compare_all(archs: &[&'static str], must_spill: bool) {
    let mut compared: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut skipped: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut wrong: Vec<String> = Vec::new();
    let mut spilled = 0u32;
    for &name in archs {
        let b = backend::factory(&arch(name)).expect("an Apple backend");
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
                        Some(c) => {
                            spilled += c.resources.vector_spills;
                            c
                        }
                        None => {
                            let why = "no budget makes it spill: one instruction names the whole budget";
                            skipped.entry(name).or_default().push(format!("{} ({why})", entry.name));
                            continue;
                        }
                    },
                    Ok(c) => c,
                    Err(
                        e @ (codegen::BackendError::Unsupported { .. }
                        | codegen::BackendError::RegisterPressure { .. }),
                    ) => {
                        skipped.entry(name).or_default().push(format!("{} ({e})", entry.name));
                        continue;
                    }
                    Err(e) => panic!("{name} {}: {e}", entry.name),
                };
                let mut ok = true;
                for (seed, tg, groups) in [
                    (1u64, [64u32, 1, 1], [2u32, 1, 1]),
                    (2, [32, 1, 1], [3, 1, 1]),
                    (3, [16, 2, 1], [1, 2, 1]),
                    (4, [48, 1, 1], [2, 1, 1]),
                    (5, [8, 5, 1], [1, 1, 2]),
                    (6, [96, 1, 1], [1, 1, 1]),
                ] {
                    let mut bind = interp::Bindings::zero_filled(entry, 4096, 256);
                    let params = codegen::params::kernel_params(&lm, f).map(|p| p.1).unwrap_or_default();
                    for (slot, buf) in bind.buffers.iter_mut() {
                        let ty = params
                            .iter()
                            .find(|p| p.location == Some(*slot) && p.short_kind() == "buffer")
                            .and_then(|p| p.type_name.clone())
                            .unwrap_or_default();
                        let s = seed * 131 + u64::from(*slot);
                        // An `atomic_float` buffer holds floats too (a NaN's payload
                        // would otherwise reach the float atomics: the hardware's
                        // arithmetic returns the default NaN, the interpreter the operand's).
                        *buf = if ty.starts_with("float") || ty.starts_with("atomic_float") {
                            float_input(s, buf.len(), 4, false)
                        } else if ty.starts_with("half") {
                            float_input(s, buf.len(), 2, false)
                        } else if ty.starts_with("bfloat") {
                            float_input(s, buf.len(), 2, true)
                        } else {
                            input(s, buf.len())
                        };
                    }
                    let mut sim_buffers = bind.buffers.clone();
                    let d =
                        interp::Dispatch { grid: interp::Grid::Threadgroups(groups), threadgroup_size: tg };
                    let want = interp::launch_limited(&m, entry, &mut bind, &d, 5_000_000);
                    let got = launch::run(
                        &lm,
                        f,
                        &compiled.payload,
                        &mut sim_buffers,
                        &bind.threadgroup_memory,
                        launch::Grid::Threadgroups(groups),
                        tg,
                        5_000_000,
                    );
                    match (want, got) {
                        (Ok(_), Ok(_)) => {
                            for (slot, w) in &bind.buffers {
                                let g = sim_buffers.get(slot).map(Vec::as_slice).unwrap_or(&[]);
                                let within = |i: usize| approximate_word_agrees(&entry.name, *slot, w, g, i);
                                if let Some(i) = (0..w.len()).find(|&i| g.get(i) != w.get(i) && !within(i)) {
                                    let word = |b: &[u8]| b.get(i & !3..(i & !3) + 4).map(<[u8]>::to_vec);
                                    wrong.push(format!(
                                        "{name} {} seed {seed} tg {tg:?}: buffer {slot} differs first at byte {i}: interpreter {:02x?}, simulator {:02x?}",
                                        entry.name,
                                        word(w),
                                        word(g)
                                    ));
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        // Both refuse the same input (an out-of-bounds index from data).
                        (Err(_), Err(_)) => {}
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
                            wrong.push(format!(
                                "{name} {} seed {seed}: interpreter {w:?}, simulator {g:?}",
                                entry.name
                            ));
                            ok = false;
                        }
                    }
                    if !ok {
                        break;
                    }
                }
                if ok {
                    compared.entry(name).or_default().push(entry.name.clone());
                }
            }
        }
    }
    for (arch, names) in &compared {
        println!("{arch} agrees with the interpreter: {}", names.join(", "));
    }
    for (arch, names) in &skipped {
        println!("{arch} refused: {}", names.join("; "));
    }
    if must_spill {
        println!("{spilled} 32-bit registers spilled over the compared kernels");
        assert!(spilled > 0, "nothing spilled");
    }
    assert!(wrong.is_empty(), "{} disagreements:\n{}", wrong.len(), wrong.join("\n"));
    assert!(compared.values().all(|v| v.len() >= 4), "too few kernels compared: {compared:?}");
}
