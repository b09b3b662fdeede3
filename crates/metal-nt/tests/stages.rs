//! Golden tests of `-stop-after specialize` and `-stop-after stitch`: the IR text of the
//! generated libraries for every script fixture that specializes or stitches
//! (`fixtures/scripts/` and `tests/stages/`), and the exact diagnostics of the bad inputs
//! in `tests/stages/bad/`. A script's optional first line `// args: …` replaces the
//! default arguments before `-N`. `BLESS=1 cargo test -p metal-nt --test stages`
//! rewrites the expectations.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn metal_nt(args: &[String]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_metal-nt"))
        .current_dir(root())
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("run metal-nt")
}

fn check(rel: &str, actual: &str) -> Option<String> {
    let path = root().join(rel);
    if std::env::var_os("BLESS").is_some_and(|v| v != "0") {
        std::fs::write(&path, actual).expect("write golden file");
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => Some(format!(
            "{rel} differs (BLESS=1 to accept):\n--- expected\n{expected}\n--- actual\n{actual}"
        )),
        Err(e) => Some(format!("{rel}: {e} (BLESS=1 to create)")),
    }
}

fn scripts(dir: &str) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = std::fs::read_dir(root().join(dir))
        .expect("read dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mtlp-json"))
        .map(|p| {
            let stem = p.file_stem().and_then(|s| s.to_str()).expect("utf-8 name").to_owned();
            (stem.clone(), format!("{dir}/{stem}.mtlp-json"))
        })
        .collect();
    v.sort();
    v
}

fn args_for(script: &str, stage: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(script)).unwrap_or_default();
    let mut args: Vec<String> = match text.lines().next().and_then(|l| l.strip_prefix("// args:")) {
        Some(a) => a.split_whitespace().map(String::from).collect(),
        None => {
            ["-arch", "applegpu_g13g", "fixtures/scripts/libs/app.metallib", "-L", "fixtures/scripts/libs"]
                .map(String::from)
                .to_vec()
        }
    };
    args.extend(["-N", script, "-stop-after", stage, "-o", "-", "--color=never"].map(String::from));
    args
}

/// Every script that declares specialized or stitched libraries, after each stage.
#[test]
fn generated_libraries_of_every_fixture() {
    let mut all = scripts("fixtures/scripts");
    all.extend(scripts("tests/stages"));
    let mut failures = Vec::new();
    let mut checked = 0;
    for (stem, script) in &all {
        let text = std::fs::read_to_string(root().join(script)).unwrap_or_default();
        let stages: &[&str] =
            match (text.contains("specialized_functions"), text.contains("stitched_libraries")) {
                (true, true) => &["specialize", "stitch"],
                (true, false) => &["specialize"],
                (false, true) => &["stitch"],
                (false, false) => &[],
            };
        for stage in stages {
            let out = metal_nt(&args_for(script, stage));
            let stderr = String::from_utf8_lossy(&out.stderr);
            let (rel, actual) = if out.status.code() == Some(0) {
                (format!("tests/stages/{stem}.{stage}.ll"), String::from_utf8_lossy(&out.stdout).into_owned())
            } else {
                assert!(out.stdout.is_empty(), "{script}: failed but wrote output");
                (
                    format!("tests/stages/{stem}.{stage}.expected"),
                    format!("exit: {:?}\n{stderr}", out.status.code()),
                )
            };
            assert!(!stderr.contains("panicked"), "{script}: {stderr}");
            failures.extend(check(&rel, &actual));
            checked += 1;
        }
    }
    assert!(checked >= 7, "only {checked} generated-library runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bad inputs: each a clean error located in the script, exit 1, nothing written.
#[test]
fn diagnostics_of_bad_inputs() {
    let mut failures = Vec::new();
    let cases = scripts("tests/stages/bad");
    for (stem, script) in &cases {
        let out = metal_nt(&args_for(script, "stitch"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{script}: {stderr}");
        assert!(out.stdout.is_empty(), "{script}: failed but wrote output");
        assert!(!stderr.contains("panicked"), "{script}: {stderr}");
        assert!(
            stderr.contains(&format!("{script}:")),
            "{script}: the error names no place in the script: {stderr}"
        );
        failures.extend(check(&format!("tests/stages/bad/{stem}.expected"), &format!("exit: 1\n{stderr}")));
    }
    assert!(cases.len() >= 7, "only {} bad inputs", cases.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Nothing is written when a later stage fails: the output file stays absent.
#[test]
fn no_partial_output() {
    let dir = std::env::temp_dir().join(format!("metal-nt-stages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out_file = dir.join("out.ll");
    let mut args = args_for("tests/stages/bad/wrong-value-type.mtlp-json", "specialize");
    let o = args.iter().position(|a| a == "-o").expect("-o") + 1;
    args[o] = out_file.display().to_string();
    let out = metal_nt(&args);
    assert_eq!(out.status.code(), Some(1));
    assert!(!out_file.exists(), "a failed run wrote {}", out_file.display());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-stop-after optimize`: the modules to translate after the optimization pipeline, with
/// and without `-disable-optimizations`, for scripts (pipelines, specialized and stitched
/// libraries) and for whole libraries given without a script.
#[test]
fn optimized_modules() {
    let lib = ["-arch", "applegpu_g13g", "fixtures/scripts/libs/app.metallib", "-L", "fixtures/scripts/libs"];
    let g11p =
        ["-arch", "applegpu_g11p", "fixtures/scripts/libs/app.metallib", "-L", "fixtures/scripts/libs"];
    let cases: Vec<(&str, Vec<&str>)> = vec![
        // On an A14 (g11p) two of the three pipelines are disabled by their predicates.
        ("man-predicates", [&g11p[..], &["-N", "fixtures/scripts/man-predicates.mtlp-json"]].concat()),
        ("man-specialized", [&lib[..], &["-N", "fixtures/scripts/man-specialized.mtlp-json"]].concat()),
        ("man-stitched", [&lib[..], &["-N", "fixtures/scripts/man-stitched.mtlp-json"]].concat()),
        ("fixtures-library", vec!["-arch", "applegpu_g13g", "fixtures/air/fixtures.metallib"]),
        ("unoptimized", vec!["-arch", "applegpu_g13g", "crates/opt/tests/data/unoptimized.bc"]),
        (
            "unoptimized-O0",
            vec!["-arch", "applegpu_g13g", "crates/opt/tests/data/unoptimized.bc", "-disable-optimizations"],
        ),
    ];
    let mut failures = Vec::new();
    let mut texts = std::collections::BTreeMap::new();
    for (name, args) in &cases {
        let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        args.extend(["-stop-after", "optimize", "-o", "-", "--color=never"].map(String::from));
        let out = metal_nt(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{name}: {stderr}");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(text.contains("; function `"), "{name}: no function in the output");
        failures.extend(check(&format!("tests/stages/{name}.optimize.ll"), &text));
        texts.insert(*name, text);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The functions are optimized in parallel; the output never depends on -j.
    for jobs in ["1", "3"] {
        let out = metal_nt(
            &[
                "-arch",
                "applegpu_g13g",
                "fixtures/air/fixtures.metallib",
                "-stop-after",
                "optimize",
                "-j",
                jobs,
                "-o",
                "-",
            ]
            .map(String::from),
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout), texts["fixtures-library"], "-j {jobs}");
    }
    // Inlining runs even with -disable-optimizations (backends have no call ABI);
    // promotion of allocas does not.
    let (o2, o0) = (&texts["unoptimized"], &texts["unoptimized-O0"]);
    let calls_to_weight =
        |t: &str| t.lines().filter(|l| l.contains("call") && l.contains("@weight(")).count();
    assert_eq!(calls_to_weight(o2), 0, "a call survived inlining:\n{o2}");
    assert_eq!(calls_to_weight(o0), 0, "a call survived inlining under -disable-optimizations:\n{o0}");
    let allocas = |t: &str| t.lines().filter(|l| l.contains(" = alloca ")).count();
    assert!(allocas(o0) > allocas(o2), "mem2reg changed nothing ({} vs {})", allocas(o0), allocas(o2));
    // Disabled pipelines (their predicate is false for the target) are not optimized.
    let plan = metal_nt(
        &[
            &g11p[..],
            &["-N", "fixtures/scripts/man-predicates.mtlp-json", "-stop-after", "metal-script", "-o", "-"],
        ]
        .concat()
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>(),
    );
    let plan: serde_json::Value = serde_json::from_slice(&plan.stdout).expect("plan JSON");
    let pipelines = plan["pipelines"].as_array().cloned().unwrap_or_default();
    assert!(pipelines.iter().any(|p| p["enabled"] == false), "no disabled pipeline to check");
    for p in &pipelines {
        let f = p["functions"]["compute"]["function"].as_str().unwrap_or_default();
        let listed = texts["man-predicates"].contains(&format!("; function `{f}` of"));
        assert_eq!(
            listed,
            p["enabled"] == true,
            "pipeline function {f}: enabled {} listed {listed}",
            p["enabled"]
        );
    }
}

/// A library whose container and metadata read but whose function body is corrupt passes
/// `metal-script` and fails at `optimize`: exit 1, an error naming the function, the library
/// and the bit offset, and the `-o` file left as it was. Corruptions are made here, at
/// several places in the middle of one module's bitcode.
#[test]
fn corrupt_function_body_at_optimize() {
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let (start, len) = {
        let lib = metallib::read(&bytes).expect("fixture library reads");
        let f = lib.function("vector_add").expect("vector_add");
        let m = lib.module_of(f);
        (m.as_ptr() as usize - bytes.as_ptr() as usize, m.len())
    };
    let dir = std::env::temp_dir().join(format!("metal-nt-corrupt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out_file = dir.join("out.ll");
    let (mut failed, mut passed, mut at_optimize) = (0, 0, 0);
    for k in 0..24 {
        let mut b = bytes.clone();
        let at = start + len / 3 + k * (len / 2 / 24);
        for x in &mut b[at..at + 8] {
            *x ^= 0x5a;
        }
        let lib = dir.join(format!("bad{k}.metallib"));
        std::fs::write(&lib, &b).expect("write library");
        std::fs::write(&out_file, "previous").expect("write output");
        let args: Vec<String> = [
            "-arch",
            "applegpu_g13g",
            lib.to_str().expect("utf-8"),
            "-stop-after",
            "optimize",
            "-o",
            out_file.to_str().expect("utf-8"),
            "--color=never",
        ]
        .map(String::from)
        .to_vec();
        let o = metal_nt(&args);
        let stderr = String::from_utf8_lossy(&o.stderr);
        assert!(!stderr.contains("panicked"), "case {k}: {stderr}");
        match o.status.code() {
            Some(0) => passed += 1,
            Some(1) => {
                failed += 1;
                assert_eq!(
                    std::fs::read_to_string(&out_file).expect("output"),
                    "previous",
                    "case {k}: a failed run changed -o"
                );
                assert!(stderr.contains("error:"), "case {k}: {stderr}");
                if stderr.contains("cannot decode") {
                    at_optimize += 1;
                    assert!(
                        stderr.contains("`vector_add`") && stderr.contains("bad") && stderr.contains("bit "),
                        "case {k}: {stderr}"
                    );
                }
            }
            other => panic!("case {k}: exit {other:?}: {stderr}"),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(at_optimize > 0, "no corruption reached the optimize stage ({failed} failed, {passed} passed)");
}
