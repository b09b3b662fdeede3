//! `matrix::lower_matrices` keeps meaning: real mlx kernels built on
//! `simdgroup_matrix_8x8` give the interpreter's results bit for bit before and after the
//! lowering (random floats, so every rounding of the accumulation shows), and every
//! matrix kernel of the corpus lowers to verified gpu-ir with no matrix operation left.
//! Skips without the mlx corpus unless `METAL_NT_REQUIRE_CORPUS=1`.

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
        for seed in [1, 2] {
            let want = run(&m, seed);
            let got = run(&after, seed);
            assert!(want[&2].iter().any(|&x| x != 0), "{name}: the gemm wrote nothing");
            assert_eq!(want, got, "{name}, seed {seed}");
        }
        println!("{name}: {} matrix operations lowered, results equal", stats.lowered);
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
        let Some(f) = m.function_by_name(&func.name) else { continue };
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
