//! Helpers shared by the encoder tests: the vector file, hex, the applegpu checkout.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub fn vector_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/encode-g13.txt")
}

pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

pub fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2).map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex")).collect()
}

/// The vectors: (bytes, applegpu's text), in file order.
pub fn read_vectors() -> Vec<(Vec<u8>, String)> {
    let text = std::fs::read_to_string(vector_path()).expect("read vectors");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (h, t) = l.split_once('\t').expect("bytes<TAB>text");
            (unhex(h), t.to_string())
        })
        .collect()
}

pub fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// The applegpu checkout named by `APPLEGPU_PATH`, or `None` with a notice. applegpu is
/// on no registry, so CI cannot install it: there the checked vectors
/// (`tests/data/encode-g13.txt`) are the test, and `METAL_NT_REQUIRE_ORACLES=1` only
/// makes a set but wrong `APPLEGPU_PATH` a failure.
pub fn applegpu_checkout() -> Option<PathBuf> {
    match std::env::var_os("APPLEGPU_PATH").map(PathBuf::from) {
        Some(p) if p.join("applegpu.py").is_file() => Some(p),
        other => {
            assert!(
                !(require_oracles() && other.is_some()),
                "APPLEGPU_PATH does not name a dougallj/applegpu checkout (no applegpu.py)"
            );
            eprintln!(
                "notice: APPLEGPU_PATH not set to a dougallj/applegpu checkout; applegpu oracle skipped"
            );
            None
        }
    }
}
