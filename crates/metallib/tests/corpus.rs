//! The real-world corpus: mlx's `mlx.metallib` (about 17,000 kernels), fetched by
//! `cargo xtask corpus` into `target/corpus/`. The test reads it completely, verifies every
//! `HASH` and checks that writing reproduces it byte for byte. Without the corpus it says so
//! and passes, unless `METAL_NT_REQUIRE_CORPUS=1` (set by `.ci/run`, which fetches it).

use std::path::PathBuf;

fn corpus() -> Option<PathBuf> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    if p.exists() {
        return Some(p);
    }
    if std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_some_and(|v| v == "1") {
        panic!("{} is missing; run `cargo xtask corpus`", p.display());
    }
    eprintln!("note: {} not present; corpus test skipped (run `cargo xtask corpus`)", p.display());
    None
}

#[test]
fn mlx_reads_verifies_and_round_trips() {
    let Some(path) = corpus() else { return };
    let bytes = metallib::file::open_file(&path).expect("open corpus");
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    assert!(lib.functions.len() > 17_000, "{} functions", lib.functions.len());
    assert!(lib.functions.iter().all(|f| f.function_type.is_some()));
    let statuses = metallib::verify_hashes(&lib);
    let bad = statuses.iter().filter(|s| !s.is_ok()).count();
    assert_eq!(bad, 0, "{bad} functions whose HASH is not the SHA-256 of their module");
    let written = metallib::write(&lib).expect("writes");
    assert_eq!(written.len(), bytes.len());
    if let Some(at) = written.iter().zip(bytes.iter()).position(|(a, b)| a != b) {
        panic!("round trip differs first at byte {at:#x}");
    }
}
