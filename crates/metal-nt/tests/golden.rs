//! Golden tests of the metal-nt binary: the plan of every script fixture for several
//! architectures (`tests/plans/`), and the exact diagnostics and exit code of every
//! malformed script (`tests/malformed/`). `BLESS=1 cargo test` rewrites the expectations;
//! review the diff before committing it.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

/// The architectures every fixture's plan is kept for.
const ARCHS: [&str; 4] = ["applegpu_g13g", "applegpu_g11p", "amdgpu_gfx900", "intelgpu_kbl_gt2r0"];

fn metal_nt(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_metal-nt"))
        .current_dir(root())
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("run metal-nt")
}

/// Compares `actual` with the file `rel` (or rewrites it under BLESS); returns a failure
/// description instead of panicking so one run lists every mismatch.
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

fn sorted_files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .expect("read dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

#[test]
fn plans_of_every_fixture() {
    let fixtures = sorted_files(Path::new("fixtures/scripts"), "mtlp-json");
    assert!(fixtures.len() >= 11, "expected the man-page fixtures");
    let mut failures = Vec::new();
    for f in &fixtures {
        let stem = f.file_stem().and_then(|s| s.to_str()).expect("utf-8 name");
        let script = format!("fixtures/scripts/{stem}.mtlp-json");
        for arch in ARCHS {
            let out = metal_nt(&[
                "-arch",
                arch,
                "fixtures/scripts/libs/app.metallib",
                "-L",
                "fixtures/scripts/libs",
                "-N",
                &script,
                "-stop-after",
                "metal-script",
                "-o",
                "-",
                "--color=never",
            ]);
            let stderr = String::from_utf8_lossy(&out.stderr);
            if out.status.code() != Some(0) {
                failures.push(format!("{script} for {arch}: exit {:?}\n{stderr}", out.status.code()));
                continue;
            }
            let plan = String::from_utf8(out.stdout).expect("utf-8 plan");
            let rel = PathBuf::from(format!("tests/plans/{stem}.{arch}.json"));
            failures.extend(check(&rel, &plan));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A malformed case is `tests/malformed/NAME.mtlp-json`; an optional first line
/// `// args: …` replaces the default arguments before `-N`; the expectation
/// `NAME.expected` holds `exit: N` and then stderr.
#[test]
fn diagnostics_of_every_malformed_script() {
    let cases = sorted_files(Path::new("tests/malformed"), "mtlp-json");
    let mut failures = Vec::new();
    for case in &cases {
        let stem = case.file_stem().and_then(|s| s.to_str()).expect("utf-8 name");
        let rel_script = format!("tests/malformed/{stem}.mtlp-json");
        let text = std::fs::read_to_string(case).unwrap_or_default();
        let mut args: Vec<String> = match text.lines().next().and_then(|l| l.strip_prefix("// args:")) {
            Some(a) => a.split_whitespace().map(String::from).collect(),
            None => [
                "-arch",
                "applegpu_g13g",
                "fixtures/scripts/libs/app.metallib",
                "-L",
                "fixtures/scripts/libs",
            ]
            .map(String::from)
            .to_vec(),
        };
        args.extend(
            ["-N", &rel_script, "-stop-after", "metal-script", "-o", "-", "--color=never"].map(String::from),
        );
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = metal_nt(&argv);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code().unwrap_or(-1);
        if code == 0 {
            failures.push(format!("{rel_script}: expected a failure, exit 0\n{stderr}"));
        }
        if code == 101 || stderr.contains("panicked") {
            failures.push(format!("{rel_script}: PANIC\n{stderr}"));
        }
        if code != 0 && !out.stdout.is_empty() {
            failures.push(format!("{rel_script}: failed but wrote output"));
        }
        let actual = format!("exit: {code}\n{stderr}");
        failures.extend(check(Path::new(&format!("tests/malformed/{stem}.expected")), &actual));
    }
    assert!(cases.len() >= 60, "only {} malformed scripts", cases.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
