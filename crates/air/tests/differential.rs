//! Differential test of the bitcode decoder against LLVM 14's `llvm-dis`: for every module of
//! the fixture library, of `fixtures/air/*.ll` (assembled with `llvm-as`), of the summary
//! test data, of `tests/decode_data/features.bc` and of a sample of the mlx corpus, our
//! decoded module must agree with what `llvm-dis` prints on each defined function's
//! signature (return type, name, parameter types), block count, instruction count and opcode multiset, the local names each
//! instruction mentions in order (its result and operand wiring), on the global variable
//! names, and on the `!air.*` named metadata (the function or global each node starts
//! with). Every corpus module, not just the sample, must decode and verify.
//!
//! Without `llvm-dis`/`llvm-as` the comparisons print a notice and pass, unless
//! `METAL_NT_REQUIRE_ORACLES=1`; without the corpus its test passes unless
//! `METAL_NT_REQUIRE_CORPUS=1`. `METAL_NT_CORPUS_SAMPLE=N` sets the sample stride (40).
//! The comparison itself lives in `common/` (shared with `registry_corpus.rs`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{compare, env_is, tool};
use rayon::prelude::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Modules of a MetalLib, without padding pieces.
fn library_modules(bytes: &[u8]) -> Vec<&[u8]> {
    let lib = metallib::read(bytes).expect("library reads");
    lib.modules.iter().filter(|p| !p.padding).map(|p| p.bytes).collect()
}

fn fixture_inputs(asm: Option<&Path>) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let lib = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    for (i, m) in library_modules(&lib).into_iter().enumerate() {
        out.push((format!("fixtures.metallib module {i}"), m.to_vec()));
    }
    let mut lls: Vec<PathBuf> = std::fs::read_dir(root().join("fixtures/air"))
        .expect("fixtures/air")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    lls.sort();
    if let Some(asm) = asm {
        for ll in lls {
            let out_bc = Command::new(asm).arg("-o").arg("-").arg(&ll).output().expect("run llvm-as");
            assert!(
                out_bc.status.success(),
                "llvm-as {}: {}",
                ll.display(),
                String::from_utf8_lossy(&out_bc.stderr)
            );
            out.push((ll.file_name().unwrap_or_default().to_string_lossy().into_owned(), out_bc.stdout));
        }
    }
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for name in ["kernel_constants.bc", "graphics.bc", "visible_mixed.bc", "plain.bc"] {
        out.push((format!("tests/data/{name}"), std::fs::read(data.join(name)).expect("test data")));
    }
    // Every instruction and constant form, debug locations included.
    let features = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decode_data/features.bc");
    out.push(("tests/decode_data/features.bc".into(), std::fs::read(features).expect("features.bc")));
    out
}

#[test]
fn fixtures_agree_with_llvm_dis() {
    // Decoding needs no oracle: every fixture must decode and verify regardless.
    for (what, bytes) in fixture_inputs(None) {
        air::read_module(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
    let (Some(dis), Some(asm)) = (tool("llvm-dis"), tool("llvm-as")) else {
        return;
    };
    let ll = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decode_data/features.ll");
    let fresh = Command::new(&asm).arg("-o").arg("-").arg(&ll).output().expect("run llvm-as");
    let committed = std::fs::read(ll.with_extension("bc")).expect("features.bc");
    assert!(
        fresh.status.success() && fresh.stdout == committed,
        "features.bc is stale: llvm-as features.ll -o features.bc"
    );
    let inputs = fixture_inputs(Some(&asm));
    let mut functions = 0;
    let mut failures = Vec::new();
    for (what, bytes) in &inputs {
        match compare(what, bytes, &dis) {
            Ok(a) => functions += a.functions,
            Err(e) => failures.push(e),
        }
    }
    eprintln!("differential: {} fixture modules, {functions} functions agree with llvm-dis", inputs.len());
    assert!(failures.is_empty(), "{} modules disagree:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn corpus_decodes_and_sample_agrees_with_llvm_dis() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            !env_is("METAL_NT_REQUIRE_CORPUS", "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("notice: {} not present (cargo xtask corpus); skipping", path.display());
        return;
    };
    let modules = library_modules(&bytes);
    let start = std::time::Instant::now();
    let failures: Vec<String> = modules
        .par_iter()
        .enumerate()
        .filter_map(|(i, m)| air::read_module(m).err().map(|e| format!("module {i}: {e}")))
        .collect();
    eprintln!(
        "corpus: {} modules decoded and verified in {:.1?}, {} failures",
        modules.len(),
        start.elapsed(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} corpus modules fail:\n{}",
        failures.len(),
        failures.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
    let Some(dis) = tool("llvm-dis") else {
        return;
    };
    let stride: usize = std::env::var("METAL_NT_CORPUS_SAMPLE")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&s| s > 0)
        .unwrap_or(40);
    let sample: Vec<(usize, &[u8])> = modules.iter().copied().enumerate().step_by(stride).collect();
    let results: Vec<Result<common::Agreement, String>> =
        sample.par_iter().map(|(i, m)| compare(&format!("corpus module {i}"), m, &dis)).collect();
    let functions: usize = results.iter().filter_map(|r| r.as_ref().ok()).map(|a| a.functions).sum();
    let bad: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    eprintln!(
        "corpus: {} sampled modules (stride {stride}), {functions} functions compared with llvm-dis",
        sample.len()
    );
    assert!(
        bad.is_empty(),
        "{} sampled modules disagree:\n{}",
        bad.len(),
        bad.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
}
