//! metal-objdump as users run it: golden listings (text and JSON) of every fixture library,
//! `--extract`, and the exit codes of bad input. `BLESS=1` rewrites the golden files.

mod common;

use common::{check, root};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn objdump(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metal-objdump"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run metal-objdump")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every library the fixtures ship, relative to the repository root, sorted.
fn fixture_libraries() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "metallib") {
                out.push(p);
            }
        }
    }
    let root = root();
    let mut found = Vec::new();
    walk(&root.join("fixtures"), &mut found);
    let mut rel: Vec<String> = found
        .iter()
        .map(|p| p.strip_prefix(&root).expect("under root").to_string_lossy().replace('\\', "/"))
        .collect();
    rel.sort();
    rel
}

#[test]
fn golden_listings_of_every_fixture_library() {
    let libs = fixture_libraries();
    assert!(libs.len() >= 8, "fixture libraries: {libs:?}");
    let mut failures = Vec::new();
    for lib in &libs {
        let stem = lib.trim_start_matches("fixtures/").trim_end_matches(".metallib").replace('/', "__");
        for (args, ext) in
            [(vec!["--metallib", lib.as_str()], "txt"), (vec!["--metallib", "--json", lib.as_str()], "json")]
        {
            let o = objdump(&args);
            if o.status.code() != Some(0) {
                failures.push(format!("{lib} {args:?}: exit {:?}\n{}", o.status.code(), text(&o.stderr)));
                continue;
            }
            if !o.stderr.is_empty() {
                failures.push(format!("{lib}: unexpected stderr {}", text(&o.stderr)));
            }
            let out = text(&o.stdout);
            if ext == "json" {
                let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
                for f in v["functions"].as_array().expect("functions") {
                    assert_eq!(f["hash_ok"], true, "{lib}: {f}");
                    let ty = f["type"].as_str().expect("type");
                    assert!(
                        [
                            "vertex",
                            "fragment",
                            "kernel",
                            "unqualified",
                            "visible",
                            "extern",
                            "intersection",
                            "mesh",
                            "object",
                            "tile"
                        ]
                        .contains(&ty),
                        "{ty}"
                    );
                    assert!(f["air_version"].is_string() && f["name"].is_string(), "{f}");
                }
            }
            failures.extend(check(
                &PathBuf::from(format!("crates/metal-objdump/tests/golden/{stem}.{ext}")),
                &out,
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

struct Temp(PathBuf);

impl Temp {
    fn new(tag: &str) -> Temp {
        let p = std::env::temp_dir().join(format!("metal-objdump-test-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("temp dir");
        Temp(p)
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn extract_writes_every_module_and_an_index() {
    let t = Temp::new("extract");
    let dir = t.0.join("out");
    let lib = "fixtures/air/fixtures.metallib";
    let o = objdump(&["--extract", dir.to_str().expect("utf-8"), lib]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("index.json")).expect("index.json")).expect("json");
    let listing: serde_json::Value =
        serde_json::from_slice(&objdump(&["--metallib", "--json", lib]).stdout).expect("listing json");
    let functions = listing["functions"].as_array().expect("functions");
    let entries = index["functions"].as_array().or_else(|| index.as_array()).expect("index entries");
    assert_eq!(entries.len(), functions.len());
    let bytes = std::fs::read(root().join(lib)).expect("library");
    let library = metallib::read(&bytes).expect("fixture reads");
    for (i, (entry, f)) in entries.iter().zip(functions).enumerate() {
        assert_eq!(entry["name"], f["name"], "{entry}");
        assert_eq!(entry["type"], f["type"], "{entry}");
        let file = dir.join(format!("{i}.air"));
        let air = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let module = library.module_of(&library.functions[i]);
        assert_eq!(air, module, "{i}.air is the module of function {i}");
        let summary = air::read_summary(&air).expect("extracted module reads as AIR");
        assert!(summary.entry_points.iter().any(|e| Some(e.name.as_str()) == f["name"].as_str()), "{i}");
    }
}

#[test]
fn bad_input_exits_1_and_usage_exits_2() {
    let t = Temp::new("bad");
    let truncated = t.0.join("t.metallib");
    let bytes = std::fs::read(root().join("fixtures/scripts/libs/other.metallib")).expect("fixture");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).expect("write");
    let o = objdump(&["--metallib", truncated.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(err.contains("byte 0x"), "names the offset: {err}");
    assert!(o.stdout.is_empty(), "nothing on stdout: {}", text(&o.stdout));

    let o = objdump(&["--metallib", "fixtures/no/such.metallib"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("fixtures/no/such.metallib"), "{}", text(&o.stderr));

    let o = objdump(&["--no-such-option"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let o = objdump(&[]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));

    // A failed extraction leaves no directory behind.
    let dir = t.0.join("x");
    let o = objdump(&["--extract", dir.to_str().expect("utf-8"), truncated.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!dir.exists(), "no partial output");
}

#[test]
fn air_views_of_the_fixtures_are_golden() {
    let lib = "fixtures/air/fixtures.metallib";
    let mut failures = Vec::new();
    for (args, golden) in [
        (vec!["--air", "--stats", lib], "air-stats.txt"),
        (vec!["--air", "--stats", "--json", lib], "air-stats.json"),
        (vec!["--air", "--info", lib], "air-info.txt"),
        (vec!["--air", "--function", "threadgroup_reduce", lib], "air-ir-threadgroup_reduce.txt"),
        (vec!["--air", lib], "air-ir.txt"),
    ] {
        let o = objdump(&args);
        if o.status.code() != Some(0) {
            failures.push(format!("{args:?}: exit {:?}\n{}", o.status.code(), text(&o.stderr)));
            continue;
        }
        failures
            .extend(check(&Path::new("crates/metal-objdump/tests/golden").join(golden), &text(&o.stdout)));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Per-function opcode counts as `llvm-dis` prints them: the opcode of each instruction
/// line of each `define` body.
fn llvm_dis_counts(
    ll: &str,
) -> std::collections::BTreeMap<String, std::collections::BTreeMap<String, usize>> {
    let mut out = std::collections::BTreeMap::new();
    let mut current: Option<(String, std::collections::BTreeMap<String, usize>)> = None;
    for line in ll.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            let name =
                rest.split('@').nth(1).and_then(|s| s.split('(').next()).unwrap_or("").trim_matches('"');
            current = Some((name.to_owned(), Default::default()));
        } else if line == "}" {
            if let Some((n, c)) = current.take() {
                out.insert(n, c);
            }
        } else if let Some((_, counts)) = current.as_mut() {
            let t = line.trim_start();
            // Instructions are indented by two spaces; switch cases and `]` by more or less.
            if !line.starts_with("  ") || line.starts_with("   ") || t.starts_with(';') || t == "]" {
                continue;
            }
            let t = match t.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
                _ => t,
            };
            let op =
                t.split_whitespace().find(|w| !matches!(*w, "tail" | "musttail" | "notail")).unwrap_or("");
            *counts.entry(op.to_owned()).or_insert(0) += 1;
        }
    }
    out
}

#[test]
fn air_stats_agree_with_llvm_dis() {
    let Ok(dis) = Command::new("llvm-dis").arg("--version").output() else {
        assert!(std::env::var_os("METAL_NT_REQUIRE_ORACLES").is_none(), "llvm-dis is required");
        eprintln!("llvm-dis not found: skipping");
        return;
    };
    assert!(dis.status.success());
    let dir = std::env::temp_dir().join(format!("metal-objdump-air-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let lib = "fixtures/air/fixtures.metallib";
    let o = objdump(&["--extract", dir.to_str().expect("utf-8"), lib]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let mut expected = std::collections::BTreeMap::new();
    for e in std::fs::read_dir(&dir).expect("extracted").flatten() {
        if e.path().extension().is_some_and(|x| x == "air") {
            let d = Command::new("llvm-dis").arg(e.path()).arg("-o").arg("-").output().expect("llvm-dis");
            assert!(d.status.success(), "{}", text(&d.stderr));
            expected.extend(llvm_dis_counts(&text(&d.stdout)));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let o = objdump(&["--air", "--stats", "--json", lib]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let functions = v["functions"].as_array().expect("functions");
    let mut ours = std::collections::BTreeMap::new();
    for f in functions {
        let opcodes: std::collections::BTreeMap<String, usize> =
            serde_json::from_value(f["opcodes"].clone()).expect("opcodes");
        assert_eq!(f["instructions"].as_u64(), Some(opcodes.values().sum::<usize>() as u64), "{f}");
        ours.insert(f["name"].as_str().expect("name").to_owned(), opcodes);
    }
    assert!(ours.len() >= 19, "{}", ours.len());
    assert_eq!(ours, expected);
}

#[test]
fn air_errors_name_what_is_wrong() {
    let o = objdump(&["--air", "--function", "no_such_kernel", "fixtures/air/fixtures.metallib"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("no function `no_such_kernel`"), "{}", text(&o.stderr));
    // A library whose first module has garbage in its body: the error names the library
    // function and a bit offset.
    let mut bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture");
    let wrapper = bytes.windows(4).position(|w| w == [0xDE, 0xC0, 0x17, 0x0B]).expect("bitcode wrapper");
    for b in &mut bytes[wrapper + 200..wrapper + 260] {
        *b = 0xFF;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("bad.metallib");
    std::fs::write(&bad, &bytes).expect("write");
    let o = objdump(&["--air", "--stats", bad.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("function 0 `vector_add`") && err.contains("bit"), "{err}");
}
