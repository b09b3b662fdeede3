//! Breadth over the mlx corpus (`cargo xtask corpus`, `target/corpus/mlx.metallib`): a
//! sample of its kernels launched on zero-filled buffers, one SIMD-group each. Zero inputs
//! make many kernels index with `shape[ndim - 1]` of an empty shape (offset -8) or divide
//! by a zero size — those are the interpreter's located errors doing their job. Any other
//! error (an operation or argument the interpreter does not support, a type error, a
//! deadlock) fails the test. Without the corpus it prints a notice and passes, unless
//! `METAL_NT_REQUIRE_CORPUS=1`. `MLX_SAMPLE_STEP=1` runs every kernel (17,251; about a
//! minute and a half in a debug build).

use interp::{launch, Bindings, Dispatch, Grid, InterpError, LaunchError};
use std::collections::BTreeMap;
use std::path::Path;

/// Whether `e` is one of the errors that zero-filled inputs legitimately cause.
fn caused_by_zero_inputs(e: &LaunchError) -> bool {
    let LaunchError::Run(InterpError::At { source, .. }) = e else { return false };
    matches!(**source, InterpError::OutOfBounds { .. } | InterpError::DivisionByZero)
}

#[test]
fn mlx_kernels_sample_runs_on_zero_inputs() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    if !path.exists() {
        assert!(
            std::env::var("METAL_NT_REQUIRE_CORPUS").map_or(true, |v| v != "1"),
            "METAL_NT_REQUIRE_CORPUS=1 but {} is missing",
            path.display()
        );
        eprintln!("notice: {} is absent; corpus sample skipped (cargo xtask corpus)", path.display());
        return;
    }
    let step: usize = std::env::var("MLX_SAMPLE_STEP").ok().and_then(|s| s.parse().ok()).unwrap_or(9).max(1);
    let bytes = std::fs::read(&path).expect("corpus");
    let lib = metallib::read(&bytes).expect("reads");
    let (mut ran, mut zero_input_errors) = (0usize, 0usize);
    let mut failures: BTreeMap<String, String> = BTreeMap::new();
    for f in lib.functions.iter().step_by(step) {
        let bitcode = lib.module_of(f);
        let info = air::read_info(bitcode).expect("AIR info");
        let Some(entry) = info.entry_points.into_iter().find(|e| e.name == f.name) else { continue };
        let module = air::read_module(bitcode).expect("decodes").module;
        let mut bind = Bindings::zero_filled(&entry, 1 << 16, 4096);
        let d = Dispatch { grid: Grid::Threadgroups([1, 1, 1]), threadgroup_size: [32, 1, 1] };
        match launch(&module, &entry, &mut bind, &d) {
            Ok(_) => ran += 1,
            Err(e) if caused_by_zero_inputs(&e) => zero_input_errors += 1,
            // Cross-command-buffer fences spin on memory another command buffer writes:
            // not something one kernel run can do (docs/interp.md).
            Err(_) if f.name.starts_with("fence_") => {}
            Err(e) => {
                failures.insert(f.name.to_string(), e.to_string());
            }
        }
    }
    eprintln!("{ran} kernels ran, {zero_input_errors} stopped on errors of zero inputs");
    assert!(failures.is_empty(), "{} kernels failed: {failures:#?}", failures.len());
    assert!(ran > zero_input_errors, "most sampled kernels run to the end ({ran} vs {zero_input_errors})");
}
