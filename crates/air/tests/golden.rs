//! Golden IR text: every module of the fixture library decoded and printed with gpu-ir's
//! printer must match `tests/golden/<function>.ir` (the module's first function in the
//! library's function list), and `tests/golden/features.ir` for `tests/decode_data/features.bc`. `BLESS=1 cargo test` rewrites the files; review the diff
//! before committing it.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

/// Compares `actual` with `rel` (or rewrites it under BLESS); returns a failure description.
fn check(rel: &Path, actual: &str) -> Option<String> {
    let path = root().join(rel);
    if bless() {
        std::fs::write(&path, actual).expect("write golden file");
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => Some(format!(
            "{} differs (BLESS=1 to accept):\n--- expected\n{expected}\n--- actual\n{actual}",
            rel.display()
        )),
        Err(e) => Some(format!("{}: {e} (BLESS=1 to create)", rel.display())),
    }
}

#[test]
fn fixture_modules_print_as_golden() {
    let bytes =
        std::fs::read(root().join("../../fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("library reads");
    let dir = root().join("tests/golden");
    if bless() {
        std::fs::create_dir_all(&dir).expect("create tests/golden");
    }
    let mut seen = std::collections::BTreeSet::new();
    let mut failures = Vec::new();
    for f in &lib.functions {
        if !seen.insert(f.module) {
            continue;
        }
        let decoded = air::read_module(lib.module_of(f)).unwrap_or_else(|e| panic!("{}: {e}", f.name));
        let mut text = String::new();
        for w in &decoded.warnings {
            text.push_str(&format!("; warning: {w}\n"));
        }
        text.push_str(&gpu_ir::module_to_string(&decoded.module));
        let rel = PathBuf::from(format!("tests/golden/{}.ir", f.name));
        failures.extend(check(&rel, &text));
    }
    assert!(seen.len() >= 19, "expected the fixture modules, found {}", seen.len());
    let features = std::fs::read(root().join("tests/decode_data/features.bc")).expect("features.bc");
    let decoded = air::read_module(&features).unwrap_or_else(|e| panic!("features.bc: {e}"));
    let mut text = String::new();
    for w in &decoded.warnings {
        text.push_str(&format!("; warning: {w}\n"));
    }
    text.push_str(&gpu_ir::module_to_string(&decoded.module));
    failures.extend(check(Path::new("tests/golden/features.ir"), &text));
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
