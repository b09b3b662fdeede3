//! Legalization keeps meaning: every kernel of the run fixtures, optimized, then
//! scalarized (and `fmin3`/`fmax3` made pairwise), gives the interpreter's results of the unscalarized kernel bit for bit on
//! the same pseudo-random inputs (or fails the same way).

use std::path::PathBuf;

/// Every bitcode fixture of `fixtures/run` (the interpreter's) and `fixtures/codegen`.
fn fixtures() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for d in ["run", "codegen"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures").join(d);
        v.extend(
            std::fs::read_dir(&dir)
                .expect("fixture directory")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "bc")),
        );
    }
    v.sort();
    v
}

/// Deterministic bytes (an LCG), small values in every fourth byte's neighbours so
/// indices computed from data stay mostly in bounds.
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    (0..n)
        .map(|i| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let b = (s >> 33) as u8;
            if i % 4 == 0 {
                b & 0x3f
            } else if i % 4 == 3 {
                0
            } else {
                b & 1
            }
        })
        .collect()
}

fn run(
    module: &gpu_ir::Module,
    entry: &air::semantics::EntryInfo,
    seed: u64,
) -> Result<Vec<(u32, Vec<u8>)>, String> {
    let mut b = interp::Bindings::zero_filled(entry, 8192, 4096);
    for (slot, buf) in b.buffers.iter_mut() {
        *buf = bytes(seed + u64::from(*slot), buf.len());
    }
    let d = interp::Dispatch { grid: interp::Grid::Threadgroups([2, 1, 1]), threadgroup_size: [64, 1, 1] };
    interp::launch_limited(module, entry, &mut b, &d, 50_000_000).map_err(|e| e.to_string())?;
    Ok(b.buffers.into_iter().collect())
}

#[test]
fn scalarize_keeps_every_fixture_kernels_results() {
    let mut checked = 0;
    let mut split = 0;
    let mut paired = 0;
    let mut ran = 0;
    for path in fixtures() {
        let bytes_in = std::fs::read(&path).expect("read fixture");
        let info = air::read_info(&bytes_in).expect("AIR info");
        let mut m = air::read_module(&bytes_in).expect("decode").module;
        opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
        for entry in &info.entry_points {
            let Some(f) = m.function_by_name(&entry.name) else { continue };
            let mut after = m.clone();
            let stats = codegen::legalize::scalarize(&mut after, f).expect("scalarize");
            // `fmin3`/`fmax3` as two `fmin`/`fmax`, `all`/`any` of bool vectors by their
            // components, bit fields by shifts and masks (the backends' lowering).
            let pairwise = |func, _, _| {
                use gpu_ir::gpu::MathFn as M;
                codegen::mathlib::pairwise(func).is_some()
                    || matches!(func, M::All | M::Any | M::ExtractBits | M::InsertBits)
            };
            paired += codegen::mathlib::expand(&mut after, f, &pairwise).expect("expand").expanded;
            gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{}: {e}", entry.name));
            split += stats.split;
            for seed in [1, 2] {
                let a = run(&m, entry, seed);
                let b = run(&after, entry, seed);
                assert_eq!(a, b, "{} ({}), seed {seed}", entry.name, path.display());
                if path.parent().is_some_and(|d| d.ends_with("codegen")) {
                    assert!(a.is_ok(), "{}: the backend fixture must run: {a:?}", entry.name);
                }
                ran += usize::from(a.is_ok());
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} fixture kernels ran");
    assert!(split > 0, "no fixture has vector arithmetic: the test would prove nothing");
    assert!(
        paired > 6,
        "{paired}: no fixture has fmin3/fmax3, all/any and bit fields: the test would prove nothing"
    );
    println!(
        "{checked} kernels ({ran} runs completed, the others failed alike), {split} vector operations split, {paired} fmin3/fmax3, all/any and bit-field operations expanded"
    );
}

/// `is_function_constant_defined` answered `false` (no constant is defined without a
/// pipeline script) gives the interpreter's results — the interpreter answers `false`
/// for a constant nothing sets, or fails alike — on the two fixture kernels that query it, and leaves
/// no query behind for a backend to refuse.
#[test]
fn undefined_function_constants_keep_the_results() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/air/fixtures.metallib");
    let bytes_in = std::fs::read(&path).expect("fixtures.metallib");
    let lib = metallib::read(&bytes_in).expect("library reads");
    let mut answered = Vec::new();
    for func in &lib.functions {
        let module_bytes = lib.module_of(func).to_vec();
        let info = air::read_info(&module_bytes).expect("AIR info");
        let mut m = air::read_module(&module_bytes).expect("decode").module;
        opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
        for entry in
            info.entry_points.iter().filter(|e| e.name == func.name && e.kind == air::EntryKind::Kernel)
        {
            let Some(f) = m.function_by_name(&entry.name) else { continue };
            let mut after = m.clone();
            let n = codegen::legalize::undefined_function_constants(&mut after, f).expect("legalize");
            if n == 0 {
                continue;
            }
            gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{}: {e}", entry.name));
            let text = gpu_ir::print::function_to_string(&after, &after.functions[f]);
            assert!(!text.contains("is_function_constant_defined"), "{}: {text}", entry.name);
            for seed in [1, 2] {
                // blur's random inputs index out of bounds: it must fail the same way.
                let a = run(&m, entry, seed);
                assert!(a.is_ok() || entry.name == "blur", "{}: {a:?}", entry.name);
                assert_eq!(a, run(&after, entry, seed), "{}, seed {seed}", entry.name);
            }
            answered.push(entry.name.clone());
        }
    }
    answered.sort();
    assert_eq!(answered, ["blur", "scale_or_offset"]);
}

/// Async copies lowered to per-lane loops (`codegen::async_copy`) give the interpreter's
/// results of the native copies on every fixture kernel that makes them (2-D with zero
/// and edge padding into threadgroup memory, 2-D back to device memory, 1-D both ways),
/// and leave no copy or wait behind. The interpreter refuses two kernels that break the
/// rules (`bad_wait` waits on more events than its array holds, `copy_lanes_disagree`
/// passes each lane its own operands): after the lowering they run, as hardware would
/// run them. A copy with an offset in the source tile fails the lowering, named.
#[test]
fn async_copies_lowered_keep_the_results() {
    let mut lowered = Vec::new();
    let mut refused = Vec::new();
    for path in fixtures() {
        let bytes_in = std::fs::read(&path).expect("read fixture");
        let info = air::read_info(&bytes_in).expect("AIR info");
        let mut m = air::read_module(&bytes_in).expect("decode").module;
        opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
        for entry in &info.entry_points {
            let Some(f) = m.function_by_name(&entry.name) else { continue };
            let mut after = m.clone();
            let stats = match codegen::async_copy::lower_async_copies(&mut after, f) {
                Ok(s) => s,
                Err(e) => {
                    assert!(e.to_string().contains("offset in the source tile"), "{}: {e}", entry.name);
                    refused.push(entry.name.clone());
                    continue;
                }
            };
            if stats.copies == 0 && stats.waits == 0 {
                continue;
            }
            gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{}: {e}", entry.name));
            let text = gpu_ir::print::function_to_string(&after, &after.functions[f]);
            assert!(
                !text.contains("async_copy") && !text.contains("wait_simdgroup"),
                "{}: {text}",
                entry.name
            );
            for seed in [1, 2] {
                let a = run(&m, entry, seed);
                let b = run(&after, entry, seed);
                if ["bad_wait", "copy_lanes_disagree"].contains(&entry.name.as_str()) {
                    assert!(a.is_err() && b.is_ok(), "{a:?} {b:?}");
                    continue;
                }
                assert!(a.is_ok(), "{}: {a:?}", entry.name);
                assert_eq!(a, b, "{} ({}), seed {seed}", entry.name, path.display());
            }
            lowered.push((entry.name.clone(), stats.copies, stats.waits));
        }
    }
    lowered.sort();
    println!("{lowered:?}, refused {refused:?}");
    assert!(lowered.iter().any(|l| l.0 == "diag_and_copy" && l.1 == 5 && l.2 == 3), "{lowered:?}");
}
