//! Batch mode (`metal-run --batch`) through the binary: the fixture kernels with inputs
//! generated from their metadata, on the interpreter alone and compiled for
//! `amdgpu_gfx900` (the simulator), with per-entry settings, and the JSON Lines report.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn batch(list: &str, arch: Option<&str>) -> (Vec<Value>, String, bool) {
    let t = tempfile::tempdir().expect("tempdir");
    let list_path = t.path().join("list.json");
    std::fs::write(&list_path, list).expect("write list");
    let report = t.path().join("report.jsonl");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_metal-run"));
    cmd.arg("--batch").arg(&list_path).arg("--report").arg(&report);
    if let Some(a) = arch {
        cmd.arg("--arch").arg(a);
    }
    let o = cmd.output().expect("run metal-run");
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    let records = text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    (records, String::from_utf8_lossy(&o.stderr).into_owned(), o.status.success())
}

fn status<'a>(records: &'a [Value], kernel: &str) -> Vec<&'a str> {
    records.iter().filter(|r| r["kernel"] == kernel).map(|r| r["status"].as_str().unwrap_or("")).collect()
}

/// The fixtures; `missing` adds a library that does not exist at the end.
fn list(missing: bool) -> String {
    let f = root().join("fixtures");
    let lib = f.join("air/fixtures.metallib");
    let mut list = serde_json::json!([
        {"lib": lib},
        {"lib": lib, "kernel": "threadgroup_reduce", "threadgroups": [4, 1, 1], "threadgroup_size": [64, 1, 1]},
        {"lib": f.join("run/gemm.bc")},
        {"lib": f.join("run/simd_reduce.bc")},
    ]);
    if let (true, Some(a)) = (missing, list.as_array_mut()) {
        a.push(serde_json::json!({"lib": f.join("run/control_flow_missing.bc")}));
    }
    list.to_string()
}

#[test]
fn fixtures_on_the_interpreter() {
    // The last entry names a missing library: the batch stops there with an error, after
    // the report of everything before it.
    let (records, stderr, ok) = batch(&list(true), None);
    assert!(!ok, "{stderr}");
    assert!(stderr.contains("control_flow_missing.bc"), "{stderr}");
    assert_eq!(status(&records, "vector_add"), ["interpreted"]);
    // Generated threadgroups of 256 overrun its 64-float scratch: skipped, with the
    // interpreter's located error; the entry with settings runs.
    assert_eq!(status(&records, "threadgroup_reduce"), ["skipped", "interpreted"]);
    let skipped = records.iter().find(|r| r["kernel"] == "threadgroup_reduce").expect("record");
    assert!(skipped["detail"].as_str().unwrap_or("").contains("out-of-bounds"), "{skipped}");
    // Twelve function constants nothing sets: each gets its type's default (false, 1).
    assert_eq!(status(&records, "blur"), ["interpreted"]);
    assert_eq!(status(&records, "gemm"), ["interpreted"]);
    assert_eq!(status(&records, "simd_reduce"), ["interpreted"]);
}

#[test]
fn fixtures_on_amdgpu_gfx900() {
    let (records, stderr, ok) = batch(&list(false), Some("amdgpu_gfx900"));
    assert!(ok, "{stderr}");
    for k in ["vector_add", "gemm", "simd_reduce", "scale_or_offset"] {
        assert_eq!(status(&records, k), ["agree"], "{k}: {records:?}");
    }
    assert_eq!(status(&records, "threadgroup_reduce"), ["skipped", "agree"]);
    let gemm = records.iter().find(|r| r["kernel"] == "gemm").expect("gemm");
    assert_eq!(gemm["family"], "matrix");
    assert_eq!(gemm["max_ulps"], 0);
    assert!(stderr.contains("agree"), "{stderr}");
    // Deterministic: a second run reports the same.
    let (again, _, _) = batch(&list(false), Some("amdgpu_gfx900"));
    assert_eq!(records, again);
}

#[test]
fn a_bad_list_is_an_error() {
    let (records, stderr, ok) = batch("{not json", None);
    assert!(!ok);
    assert!(records.is_empty());
    assert!(stderr.contains("not a batch list"), "{stderr}");
}
