//! Checks against LLVM 14's own tools when they are installed: the committed `.bc` files must be
//! what `llvm-as` makes of the `.ll` next to them, and the summaries must agree with what
//! `llvm-dis` prints. Without the tools the tests print a notice and pass, unless
//! `METAL_NT_REQUIRE_ORACLES=1` is set.

use std::path::{Path, PathBuf};
use std::process::Command;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// Runs `tool args…` and returns stdout, or `None` (after a notice) when the tool is missing.
fn run_tool(tool: &str, args: &[&Path]) -> Option<Vec<u8>> {
    let out = match Command::new(tool).args(args).output() {
        Ok(out) => out,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            assert!(!require_oracles(), "{tool} not found but METAL_NT_REQUIRE_ORACLES=1");
            eprintln!("notice: {tool} not on PATH; skipping the LLVM oracle check");
            return None;
        }
        Err(e) => panic!("running {tool}: {e}"),
    };
    assert!(out.status.success(), "{tool} {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    Some(out.stdout)
}

fn ll_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .expect("tests/data")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no .ll files in tests/data");
    v
}

#[test]
fn committed_bitcode_is_current() {
    for ll in ll_files() {
        let Some(fresh) = run_tool("llvm-as", &[Path::new("-o"), Path::new("-"), &ll]) else {
            return;
        };
        let bc = ll.with_extension("bc");
        let committed = std::fs::read(&bc).unwrap_or_else(|e| panic!("{}: {e}", bc.display()));
        assert!(
            fresh == committed,
            "{} is stale: run `llvm-as {} -o {}` (LLVM 14)",
            bc.display(),
            ll.display(),
            bc.display()
        );
    }
}

/// `@name` or `@"name"` at the start of `s`; unnamed values (`@0`) become "".
fn global_name(s: &str) -> Option<String> {
    let s = s.strip_prefix('@')?;
    let name = if let Some(q) = s.strip_prefix('"') {
        q.split('"').next()?.to_string()
    } else {
        s.split(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).next()?.to_string()
    };
    Some(if name.bytes().all(|b| b.is_ascii_digit()) { String::new() } else { name })
}

#[test]
fn summaries_agree_with_llvm_dis() {
    for ll in ll_files() {
        let bc = ll.with_extension("bc");
        let Some(text) = run_tool("llvm-dis", &[Path::new("-o"), Path::new("-"), &bc]) else {
            return;
        };
        let text = String::from_utf8(text).expect("llvm-dis output is UTF-8");
        let bytes = std::fs::read(&bc).expect("read .bc");
        let s = air::read_summary(&bytes).unwrap_or_else(|e| panic!("{}: {e}", bc.display()));
        let ctx = bc.display();

        let mut functions = Vec::new();
        let mut globals = Vec::new();
        for line in text.lines() {
            for (prefix, is_decl) in [("define ", false), ("declare ", true)] {
                if let Some(rest) = line.strip_prefix(prefix) {
                    let at = rest.find(" @").expect("function name");
                    let name = global_name(&rest[at + 1..]).expect("name");
                    functions.push((name, is_decl));
                }
            }
            if line.starts_with('@') && !line.contains(" alias ") && !line.contains(" ifunc ") {
                globals.push(global_name(line).expect("global"));
            }
            if let Some(t) = line.strip_prefix("target triple = ") {
                assert_eq!(t.trim_matches('"'), s.triple, "{ctx}");
            }
            if let Some(t) = line.strip_prefix("target datalayout = ") {
                assert_eq!(t.trim_matches('"'), s.datalayout, "{ctx}");
            }
            if let Some(t) = line.strip_prefix("source_filename = ") {
                assert_eq!(Some(t.trim_matches('"')), s.source_filename.as_deref(), "{ctx}");
            }
        }
        let ours: Vec<(String, bool)> =
            s.functions.iter().map(|f| (f.name.clone(), f.is_declaration)).collect();
        assert_eq!(ours, functions, "{ctx}: functions");
        assert_eq!(s.globals, globals, "{ctx}: globals");

        // Metadata operands print as `<type>* @name`; the described type must match LLVM's.
        for e in &s.entry_points {
            let f = s.functions.iter().find(|f| f.name == e.name).expect("entry point is a function");
            let needle = format!("{}* @{}", f.ty, f.name);
            assert!(text.contains(&needle), "{ctx}: `{needle}` not in llvm-dis output");
            let list = format!("!{} = !{{", e.kind.metadata_name());
            assert!(text.contains(&list), "{ctx}: no {list}");
        }
        for c in &s.function_constants {
            let mut needle = format!("@{}, !\"{}\", !\"{}\", i32 {}", c.global, c.type_name, c.name, c.index);
            match c.active {
                Some(a) => needle.push_str(&format!(", i1 {a}}}")),
                None => needle.push('}'),
            }
            assert!(text.contains(&needle), "{ctx}: `{needle}` not in llvm-dis output");
        }
        if let Some((a, b, c)) = s.air_version {
            let needle = format!("!{{i32 {a}, i32 {b}, i32 {c}}}");
            assert!(text.contains(&needle), "{ctx}: `{needle}` not in llvm-dis output");
        }
        if let Some((l, a, b, c)) = &s.language {
            let needle = format!("!{{!\"{l}\", i32 {a}, i32 {b}, i32 {c}}}");
            assert!(text.contains(&needle), "{ctx}: `{needle}` not in llvm-dis output");
        }
        for o in &s.compile_options {
            assert!(text.contains(&format!("!\"{o}\"")), "{ctx}: option {o}");
        }
    }
}
