//! metal-objdump as users run it: golden listings (text and JSON) of every fixture library,
//! `--extract`, and the exit codes of bad input. `BLESS=1` rewrites the golden files.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

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

/// Compares `actual` with the golden file, or rewrites it under `BLESS=1`.
fn check(golden: &Path, actual: &str) -> Option<String> {
    let path = root().join(golden);
    if std::env::var_os("BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, actual).expect("bless");
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => Some(format!(
            "{}: differs (BLESS=1 to accept)\n--- expected\n{expected}\n--- actual\n{actual}",
            golden.display()
        )),
        Err(e) => Some(format!("{}: {e} (BLESS=1 to create)", golden.display())),
    }
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
