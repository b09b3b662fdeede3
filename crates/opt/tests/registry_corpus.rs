//! The optimization pipeline on the registry corpus (`cargo xtask corpus`,
//! `target/corpus/registry/`): every function of every library — vertex, fragment,
//! kernel, mesh and intersection — is decoded and run through `opt::pipeline` as
//! `metal-nt -stop-after optimize` does (crates/driver/src/optimize.rs), with the verifier
//! after every pass and on the result. One line per library; any failure fails the test
//! after all are checked. Skipped with a notice without the corpus, unless
//! `METAL_NT_REQUIRE_CORPUS=1`. Heavy-tier libraries (`--heavy`) run every
//! `METAL_NT_CORPUS_STRIDE`-th function (20), like the mlx corpus test.

use corpus::FileResult;
use rayon::prelude::*;

fn one(name: &str, bytes: &[u8]) -> Result<(), String> {
    let mut module = air::read_module(bytes).map_err(|e| format!("@{name}: decode: {e}"))?.module;
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    opt::pipeline::optimize_simplified(&mut module, &opts, &[]).map_err(|e| format!("@{name}: {e}"))?;
    gpu_ir::verify_module(&module).map_err(|e| format!("@{name}: result does not verify: {e}"))
}

fn check(file: &corpus::File, stride: usize) -> FileResult {
    let lib = match metallib::read(&file.bytes) {
        Ok(lib) => lib,
        Err(e) => return FileResult::unopened(&file.entry.name, e),
    };
    let stride = if file.entry.tier == "heavy" { stride } else { 1 };
    let outcomes: Vec<Result<(), String>> =
        lib.functions.par_iter().step_by(stride).map(|f| one(f.name, lib.module_of(f))).collect();
    let n = outcomes.len();
    let (mut r, passed) = FileResult::tally(&file.entry.name, outcomes);
    let passed = passed.len();
    r.short = format!("{passed}/{n}");
    r.summary = if stride == 1 {
        format!("{passed}/{n} optimize")
    } else {
        format!("{passed}/{n} optimize (every {stride}th function)")
    };
    r
}

#[test]
fn registry_corpus_optimizes() {
    let Some(files) = corpus::load("opt registry_corpus") else { return };
    let stride: usize =
        std::env::var("METAL_NT_CORPUS_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(20).max(1);
    let results: Vec<FileResult> = files.iter().map(|f| check(f, stride)).collect();
    corpus::finish("opt", results);
}
