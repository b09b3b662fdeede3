//! `matrix::lower_matrices` keeps meaning: the `fixtures/codegen/simd_matrix` kernels
//! (every matrix operation, space, element type and operand shape the lowering takes) and
//! real mlx kernels built on `simdgroup_matrix_8x8` give the interpreter's results bit for
//! bit before and after the lowering (random floats, so every rounding of the
//! accumulation shows), and every matrix kernel of the corpus lowers to verified gpu-ir
//! with no matrix operation left. The mlx checks skip without the corpus unless
//! `METAL_NT_REQUIRE_CORPUS=1`.

use std::path::Path;

fn corpus() -> Option<Vec<u8>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    match std::fs::read(&path) {
        Ok(b) => Some(b),
        Err(_) => {
            assert!(
                std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
                "{} missing but METAL_NT_REQUIRE_CORPUS=1",
                path.display()
            );
            eprintln!(
                "note: {} not present; matrix lowering checks skipped (cargo xtask corpus)",
                path.display()
            );
            None
        }
    }
}

/// Floats in [-2, 2) with 10 random significand bits: products and sums round.
fn floats(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut out = Vec::with_capacity(n * 4);
    for _ in 0..n {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let x = ((s >> 40) as f32 / (1u64 << 24) as f32) * 4.0 - 2.0;
        out.extend_from_slice(&(x * 1.000_123).to_le_bytes());
    }
    out
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn is_matrix(m: &gpu_ir::Module, f: &gpu_ir::Function) -> bool {
    f.blocks.iter().flat_map(|(_, b)| b.insts.iter()).any(|&i| {
        let op = &f.insts[i].op;
        let g = match op {
            gpu_ir::Op::Gpu { op, .. } => Some(op.clone()),
            gpu_ir::Op::Call { callee, .. } => m
                .called_function(*callee)
                .and_then(|c| gpu_ir::classify(&m.functions[c].name, m.functions[c].ty, &m.types)),
            _ => None,
        };
        matches!(g, Some(gpu_ir::GpuOp::Matrix(_)))
    })
}

/// The fixture's kernels in the dispatch shapes of the backends' semantics tests (full
/// and partial SIMD-groups; partial ones skip the matrix code), on small integers and
/// floats with rounding in every product.
#[test]
fn fixture_results_are_unchanged() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/codegen/simd_matrix.bc");
    let raw = std::fs::read(&path).expect("fixtures/codegen/simd_matrix.bc");
    let info = air::read_info(&raw).expect("AIR info");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let mut runs = 0;
    for entry in &info.entry_points {
        let f = m.function_by_name(&entry.name).expect("fixture kernel");
        let mut after = m.clone();
        let stats = codegen::matrix::lower_matrices(&mut after, f).expect("lower");
        gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        assert!(stats.lowered >= 10 && !is_matrix(&after, &after.functions[f]), "{}: {stats:?}", entry.name);
        // PTX's form (B widened to f64 at its lane), checked on the same runs.
        let mut wide = m.clone();
        let opts = codegen::matrix::MatrixOptions { wide_b: true, ..Default::default() };
        codegen::matrix::lower_matrices_with(&mut wide, f, opts).expect("lower wide");
        gpu_ir::verify_module(&wide).unwrap_or_else(|e| panic!("{} (wide_b): {e}", entry.name));
        for (seed, tg, groups) in [
            (1u64, [64u32, 1, 1], [2u32, 1, 1]),
            (2, [32, 1, 1], [3, 1, 1]),
            (3, [16, 2, 1], [1, 2, 1]),
            (4, [48, 1, 1], [2, 1, 1]),
            (6, [96, 1, 1], [1, 1, 1]),
        ] {
            let run = |module: &gpu_ir::Module| {
                let mut b = interp::Bindings::zero_filled(entry, 4096, 256);
                // Slot 0 holds integers, slot 1 of the kernels with a `constant` buffer
                // floats; the outputs start zeroed, so what they hold was written.
                for (slot, buf) in b.buffers.iter_mut() {
                    if *slot == 0 {
                        let words: Vec<i32> = (0..buf.len() / 4)
                            .map(|i| ((i as u64 * 2654435761 + seed * 97) >> 7) as i32)
                            .collect();
                        *buf = i32s(&words);
                    } else if *slot == 1 && entry.name != "simd_matrix_nolane" {
                        *buf = floats(seed + 11, buf.len() / 4);
                    }
                }
                let d = interp::Dispatch { grid: interp::Grid::Threadgroups(groups), threadgroup_size: tg };
                interp::launch_limited(module, entry, &mut b, &d, 50_000_000).expect("launch");
                b.buffers
            };
            let want = run(&m);
            let got = run(&after);
            assert_eq!(want, got, "{}, seed {seed}, threadgroup {tg:?}", entry.name);
            assert_eq!(want, run(&wide), "{} (wide_b), seed {seed}, threadgroup {tg:?}", entry.name);
            let inputs = if entry.name == "simd_matrix_nolane" { 1 } else { 2 };
            let written = want.iter().filter(|(s, b)| **s >= inputs && b.iter().any(|&x| x != 0)).count();
            assert!(written >= 3, "{}: only {written} outputs written", entry.name);
            runs += 1;
        }
        println!(
            "{}: {} matrix operations lowered ({} instructions added), results equal",
            entry.name, stats.lowered, stats.added
        );
    }
    assert_eq!(runs, 15);
}

#[test]
fn splitk_gemm_results_are_unchanged() {
    let Some(bytes) = corpus() else { return };
    let lib = metallib::read(&bytes).expect("mlx.metallib");
    let mut checked = 0;
    for ty in ["float32_float32", "float16_float32", "bfloat16_float32"] {
        let name = format!("steel_gemm_splitk_nn_{ty}_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned");
        let Some(func) = lib.functions.iter().find(|f| f.name == name) else { continue };
        let raw = lib.module_of(func);
        let info = air::read_info(raw).expect("AIR info");
        let entry = info.entry_points.iter().find(|e| e.name == name).expect("entry");
        let mut m = air::read_module(raw).expect("decode").module;
        opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
        let f = m.function_by_name(&name).expect("function");
        let mut after = m.clone();
        let stats = codegen::matrix::lower_matrices(&mut after, f).expect("lower");
        gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(stats.lowered > 0 && !is_matrix(&after, &after.functions[f]), "{name}: {stats:?}");
        let (m_, n, k, parts) = (32i32, 32i32, 64i32, 2i32);
        let elem = if ty.starts_with("float32") { 4 } else { 2 };
        let run = |module: &gpu_ir::Module, seed: u64| {
            let mut b = interp::Bindings::default();
            let a = floats(seed, (m_ * k) as usize);
            let bb = floats(seed + 7, (k * n) as usize);
            // Half/bfloat inputs: the upper halves of the floats' bits are valid values.
            let narrow = |v: Vec<u8>| v.chunks(4).flat_map(|c| [c[2], c[3]]).collect::<Vec<u8>>();
            let (a, bb) = if elem == 2 { (narrow(a), narrow(bb)) } else { (a, bb) };
            b.buffers.insert(0, a);
            b.buffers.insert(1, bb);
            b.buffers.insert(2, vec![0; (parts * m_ * n * 4) as usize]);
            b.buffers.insert(
                3,
                i32s(&[m_, n, k, k, n, n, n / 16, m_ / 16, parts, m_ * n, k / parts, 0, k / parts / 16]),
            );
            let d = interp::Dispatch {
                grid: interp::Grid::Threadgroups([(n / 16) as u32, (m_ / 16) as u32, parts as u32]),
                threadgroup_size: [32, 2, 2],
            };
            interp::launch_limited(module, entry, &mut b, &d, 200_000_000).expect("launch");
            b.buffers
        };
        // PTX's forms: operand elements read again from threadgroup memory (exact), and
        // with `f32` FMA chains (within f32 accuracy of the f64 dot).
        let lower = |opts: codegen::matrix::MatrixOptions| {
            let mut x = m.clone();
            let s = codegen::matrix::lower_matrices_with(&mut x, f, opts).expect("lower");
            gpu_ir::verify_module(&x).unwrap_or_else(|e| panic!("{name} ({opts:?}): {e}"));
            (x, s)
        };
        let direct = codegen::matrix::MatrixOptions { wide_b: true, direct_loads: true, fma_f32: false };
        let (direct_m, ds) = lower(direct);
        let (fma_m, _) = lower(codegen::matrix::MatrixOptions { fma_f32: true, ..direct });
        // The float kernel's fragments are plain loads in the multiplies' block (after
        // unrolling): each multiply's 8 A and 16 B elements of other lanes read directly.
        assert!(ty != "float32_float32" || ds.direct >= 24 * stats.lowered, "{name}: {ds:?}");
        for seed in [1, 2] {
            let want = run(&m, seed);
            let got = run(&after, seed);
            assert!(want[&2].iter().any(|&x| x != 0), "{name}: the gemm wrote nothing");
            assert_eq!(want, got, "{name}, seed {seed}");
            assert_eq!(want, run(&direct_m, seed), "{name} (direct_loads), seed {seed}");
            let fma = run(&fma_m, seed);
            let words = |b: &[u8]| -> Vec<f32> {
                b.chunks(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
            };
            let (w, g) = (words(&want[&2]), words(&fma[&2]));
            let scale = w.iter().fold(0f32, |a, x| a.max(x.abs()));
            let worst = w.iter().zip(&g).fold(0f32, |a, (x, y)| a.max((x - y).abs()));
            // 32 products of terms below 4 per element: f32 chains stay far below this;
            // a wrong element (index, lane) is off by O(1).
            assert!(worst <= scale * 2f32.powi(-14), "{name} (fma_f32), seed {seed}: {worst} of {scale}");
            let others = |b: &std::collections::BTreeMap<u32, Vec<u8>>| {
                b.iter().filter(|(k, _)| **k != 2).map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>()
            };
            assert_eq!(others(&want), others(&fma), "{name} (fma_f32), seed {seed}");
        }
        println!(
            "{name}: {} matrix operations lowered, results equal; {} elements read directly",
            stats.lowered, ds.direct
        );
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} split-K gemm kernels found");
}

#[test]
fn every_matrix_kernel_of_mlx_lowers() {
    let Some(bytes) = corpus() else { return };
    let lib = metallib::read(&bytes).expect("mlx.metallib");
    let (mut kernels, mut ops, mut refused) = (0, 0, Vec::new());
    for func in lib.functions.iter().step_by(3) {
        let Ok(d) = air::read_module(lib.module_of(func)) else { continue };
        let mut m = d.module;
        if opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).is_err() {
            continue;
        }
        let Some(f) = m.function_by_name(func.name) else { continue };
        if !is_matrix(&m, &m.functions[f]) {
            continue;
        }
        match codegen::matrix::lower_matrices(&mut m, f) {
            Ok(s) => {
                gpu_ir::verify_module(&m).unwrap_or_else(|e| panic!("{}: {e}", func.name));
                assert!(!is_matrix(&m, &m.functions[f]), "{}", func.name);
                kernels += 1;
                ops += s.lowered;
            }
            Err(e) => refused.push(format!("{}: {e}", func.name)),
        }
    }
    println!("{kernels} matrix kernels lowered ({ops} operations), {} refused", refused.len());
    for r in refused.iter().take(5) {
        println!("  refused: {r}");
    }
    assert!(kernels > 400, "only {kernels} matrix kernels lowered");
    assert!(refused.len() * 50 < kernels, "{} refused: {:?}", refused.len(), refused.first());
}

/// A buffer for an argument of element type `type_name`: random floats (as float, half
/// or bfloat) where the kernel reads floats, so products and sums round; small words (1
/// to 5) elsewhere, which keep sizes, strides and loop counts read from them small.
fn typed_buffer(type_name: Option<&str>, seed: u64, len: usize) -> Vec<u8> {
    let words = len / 4;
    let narrow = |v: Vec<u8>| v.chunks(4).flat_map(|c| [c[2], c[3]]).collect::<Vec<u8>>();
    match type_name {
        Some("float") => floats(seed, words),
        Some("half") => {
            // float → half by hand: the floats are in [-2, 2) with 10 significand bits
            // above the half's (rounded away here by truncation, a valid half either way).
            floats(seed, words * 2)
                .chunks(4)
                .flat_map(|c| {
                    let f = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                    let b = f.to_bits();
                    let sign = ((b >> 16) & 0x8000) as u16;
                    let exp = ((b >> 23) & 0xff) as i32 - 127 + 15;
                    let h = if exp <= 0 {
                        sign
                    } else {
                        sign | ((exp as u16) << 10) | ((b >> 13) & 0x3ff) as u16
                    };
                    h.to_le_bytes()
                })
                .collect()
        }
        Some("bfloat") => narrow(floats(seed, words * 2)),
        _ => (0..words).flat_map(|k| ((k as u32 ^ seed as u32) % 5 + 1).to_le_bytes()).collect(),
    }
}

/// At least 20 mlx kernels of different families (gemm, split-K, gather and masked gemm,
/// attention, convolution, quantized matmul, …) run in the interpreter before and after
/// the lowering on one threadgroup of 32 or 64 threads with typed random inputs; every
/// buffer must come out the same. Kernels the interpreter cannot run on these inputs
/// before lowering (an access outside the small buffers, the step limit) are counted as
/// skipped, and must fail after lowering too; so are runs that leave every buffer as it
/// was.
#[test]
fn mlx_matrix_kernels_results_are_unchanged() {
    let Some(bytes) = corpus() else { return };
    let lib = metallib::read(&bytes).expect("mlx.metallib");
    const BUFFER: usize = 1 << 14;
    let (mut same, mut skipped, mut families) = (Vec::new(), 0, std::collections::BTreeSet::new());
    // Every 7th matrix kernel, one per name family (the name up to its first digit or
    // type), until 24 have run.
    let mut seen = 0usize;
    let mut direct_reads = 0usize;
    for func in lib.functions.iter() {
        if same.len() >= 24 {
            break;
        }
        let family: String = func.name.split('_').take(2).collect::<Vec<_>>().join("_");
        if families.contains(&family) && same.len() < 12 {
            continue;
        }
        let raw = lib.module_of(func);
        let Ok(info) = air::read_info(raw) else { continue };
        let Some(entry) = info.entry_points.iter().find(|e| e.name == func.name) else { continue };
        if entry.kind != air::summary::EntryKind::Kernel {
            continue;
        }
        let Ok(d) = air::read_module(raw) else { continue };
        let mut m = d.module;
        if opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).is_err() {
            continue;
        }
        let Some(f) = m.function_by_name(func.name) else { continue };
        if !is_matrix(&m, &m.functions[f]) {
            continue;
        }
        seen += 1;
        if seen % 7 != 1 {
            continue;
        }
        let mut bind = interp::Bindings::default();
        let mut ok = true;
        for a in &entry.arguments {
            let loc = a.location.unwrap_or(0);
            match a.kind {
                air::semantics::ArgKind::Buffer => {
                    bind.buffers
                        .insert(loc, typed_buffer(a.type_name.as_deref(), u64::from(loc) + 3, BUFFER));
                }
                air::semantics::ArgKind::ThreadgroupBuffer => {
                    bind.threadgroup_memory.insert(loc, BUFFER as u64);
                }
                air::semantics::ArgKind::Builtin => {}
                _ => ok = false,
            }
        }
        if !ok {
            continue;
        }
        let mut after = m.clone();
        let stats =
            codegen::matrix::lower_matrices(&mut after, f).unwrap_or_else(|e| panic!("{}: {e}", func.name));
        gpu_ir::verify_module(&after).unwrap_or_else(|e| panic!("{}: {e}", func.name));
        let tg = if func.name.contains("wm2") { [32, 2, 1] } else { [32, 1, 1] };
        let d = interp::Dispatch { grid: interp::Grid::Threadgroups([1, 1, 1]), threadgroup_size: tg };
        let mut want = bind.clone();
        let w = interp::launch_limited(&m, entry, &mut want, &d, 20_000_000);
        let mut got = bind.clone();
        let g = interp::launch_limited(&after, entry, &mut got, &d, 40_000_000);
        // PTX's form (B widened to f64 at its lane) on the same inputs.
        let mut wide = m.clone();
        let opts = codegen::matrix::MatrixOptions { wide_b: true, ..Default::default() };
        codegen::matrix::lower_matrices_with(&mut wide, f, opts)
            .unwrap_or_else(|e| panic!("{} (wide_b): {e}", func.name));
        gpu_ir::verify_module(&wide).unwrap_or_else(|e| panic!("{} (wide_b): {e}", func.name));
        let mut got_wide = bind.clone();
        let gw = interp::launch_limited(&wide, entry, &mut got_wide, &d, 40_000_000);
        // And with operand elements read again from memory where they were loaded.
        let mut direct = m.clone();
        let opts = codegen::matrix::MatrixOptions { wide_b: true, direct_loads: true, fma_f32: false };
        let dstats = codegen::matrix::lower_matrices_with(&mut direct, f, opts)
            .unwrap_or_else(|e| panic!("{} (direct_loads): {e}", func.name));
        gpu_ir::verify_module(&direct).unwrap_or_else(|e| panic!("{} (direct_loads): {e}", func.name));
        let mut got_direct = bind.clone();
        let gd = interp::launch_limited(&direct, entry, &mut got_direct, &d, 40_000_000);
        match (w, g) {
            // A run that wrote nothing (an early exit on these inputs) proves nothing.
            (Ok(_), Ok(_)) if want.buffers == bind.buffers => skipped += 1,
            (Ok(_), Ok(_)) => {
                assert_eq!(want.buffers, got.buffers, "{}", func.name);
                assert!(gw.is_ok(), "{} (wide_b): {gw:?}", func.name);
                assert_eq!(want.buffers, got_wide.buffers, "{} (wide_b)", func.name);
                assert!(gd.is_ok(), "{} (direct_loads): {gd:?}", func.name);
                assert_eq!(want.buffers, got_direct.buffers, "{} (direct_loads)", func.name);
                direct_reads += dstats.direct;
                println!(
                    "{}: {} matrix operations, results equal ({} elements read directly)",
                    func.name, stats.lowered, dstats.direct
                );
                families.insert(family);
                same.push(func.name.to_string());
            }
            (Err(_), Err(_)) => skipped += 1,
            (w, g) => panic!("{}: before {w:?}, after {g:?}", func.name),
        }
    }
    println!(
        "{} mlx matrix kernels equal before and after ({} families), {skipped} skipped",
        same.len(),
        families.len()
    );
    assert!(same.len() >= 20, "only {} mlx matrix kernels ran: {same:?}", same.len());
    // Direct reads happen in these kernels (steel gemms and attention read their fragments
    // with plain loads), so the equalities above check them.
    assert!(direct_reads > 0, "no operand element was read directly");
}

/// `multiplies_matrices` finds the multiplies of the matrix fixture (before and after
/// optimization) and none in a fixture without matrices: metal-run judges PTX results
/// of such kernels normwise (the `fma_f32` lowering).
#[test]
fn multiplies_matrices_finds_the_fixture_multiplies() {
    let read = |name: &str| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/codegen").join(name);
        air::read_module(&std::fs::read(&path).expect("fixture")).expect("decode").module
    };
    let mut m = read("simd_matrix.bc");
    assert!(codegen::matrix::multiplies_matrices(&m));
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    assert!(codegen::matrix::multiplies_matrices(&m));
    assert!(!codegen::matrix::multiplies_matrices(&read("simd_groups.bc")));
    assert!(!codegen::matrix::multiplies_matrices(&read("vector_ops.bc")));
}
