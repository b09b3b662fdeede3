//! The AIR decoder on the registry corpus (`cargo xtask corpus`, `target/corpus/registry/`):
//! modules of AIR 1.8 to 2.8, from LLVM 3.5-era toolchains to the macOS 26 SDK. Every
//! function's module must decode, verify, and agree with LLVM 14's `llvm-dis` on blocks,
//! instructions, opcode multiset, operand wiring, signatures, globals and `!air.*`
//! metadata (`common/`; debug info LLVM drops as malformed is left out). One line per
//! library; any failure fails the test after all are checked. Skipped with a notice
//! without the corpus (unless `METAL_NT_REQUIRE_CORPUS=1`); without `llvm-dis` only
//! decoding is checked (unless `METAL_NT_REQUIRE_ORACLES=1`). Heavy-tier libraries
//! (`cargo xtask corpus --heavy`, thousands of kernels) compare every
//! `METAL_NT_CORPUS_SAMPLE`-th module (40) with `llvm-dis`, like the mlx corpus.

mod common;

use std::collections::BTreeSet;
use std::path::Path;

use corpus::FileResult;
use rayon::prelude::*;

/// One function's outcome: `Ok(debug info dropped by LLVM)` or the failure.
fn one(name: &str, bytes: &[u8], dis: Option<&Path>) -> Result<bool, String> {
    match dis {
        Some(dis) => common::compare(&format!("@{name}"), bytes, dis).map(|a| a.debug_info_dropped),
        None => air::read_module(bytes).map(|_| false).map_err(|e| format!("@{name}: decode: {e}")),
    }
}

fn check(file: &corpus::File, dis: Option<&Path>, stride: usize) -> FileResult {
    let lib = match metallib::read(&file.bytes) {
        Ok(lib) => lib,
        Err(e) => return FileResult::unopened(&file.entry.name, e),
    };
    let stride = if file.entry.tier == "heavy" { stride } else { 1 };
    let outcomes: Vec<Result<bool, String>> = lib
        .functions
        .par_iter()
        .enumerate()
        .map(|(i, f)| {
            let bytes = lib.module_of(f);
            // Off-sample functions of a heavy library still must decode and verify.
            one(f.name, bytes, if i % stride == 0 { dis } else { None })
        })
        .collect();
    // The target triple names the platform, OS version and simulator for the table.
    let triples: BTreeSet<String> = lib
        .functions
        .iter()
        .filter_map(|f| air::read_summary(lib.module_of(f)).ok())
        .map(|s| s.triple)
        .collect();
    let n = outcomes.len();
    let (mut r, passed) = FileResult::tally(&file.entry.name, outcomes);
    if !triples.is_empty() {
        r.facts.insert("target".into(), triples.into_iter().collect::<Vec<_>>().join(", "));
    }
    let dropped = passed.iter().filter(|&&d| d).count();
    let passed = passed.len();
    let what = match (dis, stride) {
        (None, _) => "decode and verify (no llvm-dis)".to_string(),
        (Some(_), 1) => "decode, verify and agree with llvm-dis".to_string(),
        (Some(_), s) => format!("decode and verify, every {s}th agrees with llvm-dis"),
    };
    r.summary = format!("{passed}/{n} {what}");
    r.short = format!("{passed}/{n}");
    if dis.is_none() {
        r.short.push_str(" (no llvm-dis)");
    }
    if dropped > 0 {
        r.summary.push_str(&format!(" ({dropped} with debug info LLVM drops as malformed)"));
        r.short.push_str(&format!(" ({dropped} debug info dropped by LLVM)"));
    }
    r
}

#[test]
fn registry_corpus_decodes_and_agrees_with_llvm_dis() {
    let Some(files) = corpus::load("air registry_corpus") else { return };
    let dis = common::tool("llvm-dis");
    let stride: usize = std::env::var("METAL_NT_CORPUS_SAMPLE")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&s| s > 0)
        .unwrap_or(40);
    let results: Vec<FileResult> = files.iter().map(|f| check(f, dis.as_deref(), stride)).collect();
    corpus::finish("air", results);
}
