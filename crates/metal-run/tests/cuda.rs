//! `--arch nvidiagpu_*` through the binary. Without a CUDA driver (CI, this machine) a run
//! stops with "no CUDA driver" before reading anything: exit 1, no output, no panic. On a
//! machine with an NVIDIA GPU the same runs compare with the interpreter and must agree.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn metal_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metal-run")).args(args).output().expect("run metal-run")
}

/// Whether the run met a machine without a driver; asserts the exact error then.
fn no_driver(o: &Output, arch: &str) -> bool {
    let stderr = String::from_utf8_lossy(&o.stderr);
    let prefix = format!("metal-run: error: --arch {arch}: no CUDA driver: ");
    if !stderr.contains("no CUDA driver") {
        return false;
    }
    assert_eq!(o.status.code(), Some(1), "{stderr}");
    assert!(stderr.starts_with(&prefix), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    true
}

#[test]
fn vector_add_on_the_gpu_or_no_driver() {
    let t = tempfile::tempdir().expect("tempdir");
    let a: Vec<u8> = (0..100).flat_map(|i| (i as f32).to_le_bytes()).collect();
    let n = 100u32.to_le_bytes();
    std::fs::write(t.path().join("a.bin"), &a).expect("write");
    std::fs::write(t.path().join("n.bin"), n).expect("write");
    let lib = root().join("fixtures/air/fixtures.metallib");
    let out = t.path().join("out");
    let (a_arg, n_arg) = (
        format!("0={}", t.path().join("a.bin").display()),
        format!("3={}", t.path().join("n.bin").display()),
    );
    for arch in ["nvidiagpu_sm90", "nvidiagpu_sm80"] {
        let o = metal_run(&[
            lib.to_str().unwrap_or_default(),
            "vector_add",
            "--threads",
            "100",
            "--threadgroup-size",
            "32",
            "--buffer",
            &a_arg,
            "--buffer",
            &a_arg.replacen('0', "1", 1),
            "--buffer",
            "2=zeros:400",
            "--buffer",
            &n_arg,
            "--arch",
            arch,
            "--compare",
            "--repeat",
            "3",
            "--timing",
            "-o",
            out.to_str().unwrap_or_default(),
        ]);
        if no_driver(&o, arch) {
            assert!(!out.exists(), "no output without a driver");
            continue;
        }
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{stderr}");
        assert!(stderr.contains("kernel time over 3 runs"), "{stderr}");
        let got = std::fs::read(out.join("buffer2.bin")).expect("result");
        let want: Vec<u8> = (0..100).flat_map(|i| (2.0 * i as f32).to_le_bytes()).collect();
        assert_eq!(got, want);
    }
}

#[test]
fn batch_without_a_driver() {
    let t = tempfile::tempdir().expect("tempdir");
    let list = t.path().join("list.json");
    let lib = root().join("fixtures/run/gemm.bc");
    std::fs::write(&list, serde_json::json!([{"lib": lib}]).to_string()).expect("write");
    let report = t.path().join("r.jsonl");
    let o = metal_run(&[
        "--batch",
        list.to_str().unwrap_or_default(),
        "--report",
        report.to_str().unwrap_or_default(),
        "--arch",
        "nvidiagpu_sm90",
    ]);
    if no_driver(&o, "nvidiagpu_sm90") {
        assert!(!report.exists(), "no report without a driver");
    } else {
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
}

#[test]
fn timing_needs_an_nvidia_arch() {
    let o = metal_run(&[
        "x.metallib",
        "k",
        "--threads",
        "1",
        "--threadgroup-size",
        "1",
        "--arch",
        "amdgpu_gfx900",
        "--timing",
        "-o",
        "/nonexistent/out",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        stderr.trim_end(),
        "metal-run: error: --arch amdgpu_gfx900: --repeat and --timing need an NVIDIA arch (nvidiagpu_sm80, nvidiagpu_sm90)"
    );
}
