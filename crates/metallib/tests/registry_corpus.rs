//! The container reader and writer on the registry corpus (`cargo xtask corpus`,
//! `target/corpus/registry/`): libraries written by Apple toolchains from 2016 to 2026,
//! containers 1.2.2–1.2.9, for macOS, iOS, tvOS and the simulators. Every library must
//! open, list every function with its type and module, and write back byte for byte;
//! every function's `HASH` status, the metadata group-size convention and any reader
//! warning are reported (a hash mismatch is real in some shipped files, so it is printed,
//! not failed). One line per library; any failure fails the test after
//! all are checked. Skipped with a notice without the corpus, unless
//! `METAL_NT_REQUIRE_CORPUS=1`.

use std::collections::{BTreeMap, BTreeSet};

use corpus::FileResult;
use metallib::HashStatus;

fn check(file: &corpus::File) -> FileResult {
    let mut r = FileResult { name: file.entry.name.clone(), ..FileResult::default() };
    let lib = match metallib::read(&file.bytes) {
        Ok(lib) => lib,
        Err(e) => {
            let mut r = FileResult::unopened(&r.name, e);
            // The version still shows in the table: the first fields of the header.
            let u16_at = |at: usize| {
                file.bytes.get(at..at + 2).and_then(|b| b.try_into().ok()).map(u16::from_le_bytes)
            };
            if let (Some(major), Some(minor), Some(patch)) = (u16_at(4), u16_at(6), u16_at(8)) {
                r.facts.insert("container".into(), format!("{}.{minor}.{patch}", major & 0x7FFF));
            }
            return r;
        }
    };
    let n = lib.functions.len();
    r.facts.insert("container".into(), lib.header.version.to_string());
    r.facts.insert("functions".into(), n.to_string());
    let mut types: BTreeMap<String, usize> = BTreeMap::new();
    let mut air: BTreeSet<(u16, u16)> = BTreeSet::new();
    let mut listed = 0;
    for f in &lib.functions {
        *types.entry(f.type_name()).or_default() += 1;
        if let Some([a, b, _, _]) = f.versions() {
            air.insert((a, b));
        }
        match lib.modules.get(f.module) {
            Some(p) if !p.padding && !f.name.is_empty() => listed += 1,
            _ => r.failures.push(format!("@{}: no module (index {})", f.name, f.module)),
        }
    }
    let types: Vec<String> = types.iter().map(|(t, k)| format!("{t} {k}")).collect();
    r.facts.insert("types".into(), if types.is_empty() { "none".into() } else { types.join(", ") });
    let air: Vec<String> = air.iter().map(|(a, b)| format!("{a}.{b}")).collect();
    r.facts.insert("air".into(), if air.is_empty() { "-".into() } else { air.join(", ") });
    r.facts.insert("passed".into(), listed.to_string());
    r.facts.insert("total".into(), n.to_string());

    let statuses = metallib::verify_hashes(&lib);
    let matching = statuses.iter().filter(|s| s.is_ok()).count();
    let mismatched: Vec<&str> = lib
        .functions
        .iter()
        .zip(&statuses)
        .filter(|(_, s)| matches!(s, HashStatus::Mismatch { .. }))
        .map(|(f, _)| f.name)
        .collect();
    let missing = statuses.iter().filter(|s| matches!(s, HashStatus::Missing)).count();
    let mut hashes = format!("hashes {matching}/{n} match");
    r.short = format!("hashes {matching}/{n}");
    if !mismatched.is_empty() {
        hashes.push_str(&format!(", {} mismatch ({})", mismatched.len(), mismatched.join(", ")));
    }
    if missing > 0 {
        hashes.push_str(&format!(", {missing} missing"));
    }
    r.facts.insert("hashes".into(), hashes.clone());

    let round_trip = match metallib::write(&lib) {
        Ok(w) if w == file.bytes => {
            r.short.push_str(", exact");
            "round trip exact".to_string()
        }
        Ok(w) => {
            let at =
                w.iter().zip(&file.bytes).position(|(a, b)| a != b).unwrap_or(w.len().min(file.bytes.len()));
            r.failures.push(format!(
                "written {} bytes differ from the {} read, first at {at:#x}",
                w.len(),
                file.bytes.len()
            ));
            r.short.push_str(", round trip differs");
            "round trip differs".to_string()
        }
        Err(e) => {
            r.failures.push(format!("write: {e}"));
            r.short.push_str(", does not write");
            "does not write".to_string()
        }
    };
    r.ok = r.failures.is_empty();
    let s = if n == 1 { "" } else { "s" };
    // Which group-size convention the file uses, and whatever redundant fields disagree:
    // both are findings about real toolchains, not failures.
    let sizing = if lib.public_metadata.is_empty() && lib.private_metadata.is_empty() {
        "no metadata groups".to_string()
    } else if lib.public_sizing == lib.private_sizing {
        format!("{} group sizes", lib.public_sizing.name())
    } else {
        format!("{} public, {} private group sizes", lib.public_sizing.name(), lib.private_sizing.name())
    };
    r.facts.insert("group sizes".into(), sizing.clone());
    r.facts.insert("warnings".into(), lib.warnings.len().to_string());
    r.summary = format!("{} {n} function{s}; {sizing}; {hashes}; {round_trip}", lib.header.version);
    for w in &lib.warnings {
        r.summary.push_str(&format!("; warning: {w}"));
    }
    r
}

#[test]
fn registry_corpus_opens_lists_and_round_trips() {
    let Some(files) = corpus::load("metallib registry_corpus") else { return };
    let results: Vec<FileResult> = files.iter().map(check).collect();
    corpus::finish("metallib", results);
}
