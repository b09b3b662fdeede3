//! `cargo xtask corpus --report`: runs the four `registry_corpus` tests (container,
//! decoder against `llvm-dis`, optimization pipeline, interpreter launch), which record
//! one result per library and stage, and prints the README's table from those records
//! and the manifest: per library its package, container and AIR versions, functions by
//! type, and what each stage made of it. `--no-run` prints from the last recorded run.

use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// The stages in table order: (results name, crate whose `registry_corpus` test records
/// it, column, what its counts count).
const STAGES: &[(&str, &str, &str, &str)] = &[
    ("metallib", "metal-nt-metallib", "opens, lists, round-trips", "functions listed"),
    ("air", "metal-nt-air", "decodes, = llvm-dis", "functions"),
    ("opt", "metal-nt-opt", "optimizes", "functions"),
    ("interp", "metal-nt-interp", "kernels launched", "kernels"),
];

fn run_tests(root: &Path) -> Result<()> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    for (stage, krate, _, _) in STAGES {
        // A stage that does not build must show as missing, not as its last run.
        let old = root.join("target/corpus/registry/results").join(format!("{stage}.json"));
        if old.exists() {
            std::fs::remove_file(&old).with_context(|| format!("removing {}", old.display()))?;
        }
        // A failing stage still records its results; the table shows the failures.
        let status = Command::new(&cargo)
            .args(["test", "-q", "-p", krate, "--test", "registry_corpus"])
            .current_dir(root)
            .env_remove("METAL_NT_REQUIRE_CORPUS")
            // The table goes to stdout; the tests' own output to stderr.
            .stdout(std::io::stderr())
            .status()
            .with_context(|| format!("running the registry_corpus test of {krate}"))?;
        eprintln!("{krate}: registry_corpus {}", if status.success() { "passed" } else { "FAILED" });
    }
    Ok(())
}

fn cell(r: Option<&corpus::FileResult>) -> String {
    match r {
        None => "—".into(),
        Some(r) if r.ok => format!("✅ {}", r.short),
        Some(r) => format!("❌ {}", r.short),
    }
}

fn count(r: &corpus::FileResult, key: &str) -> usize {
    r.facts.get(key).and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// Prints the table (Markdown) to stdout.
pub fn report(root: &Path, run: bool) -> Result<()> {
    let dir = root.join("target/corpus/registry");
    let manifest = corpus::read_manifest(&dir).map_err(anyhow::Error::msg)?;
    if manifest.files.is_empty() {
        bail!("the registry corpus manifest lists no libraries; run `cargo xtask corpus` first");
    }
    if run {
        run_tests(root)?;
    }
    let stages: Vec<Option<corpus::StageResults>> =
        STAGES.iter().map(|(name, _, _, _)| corpus::read_results(name)).collect();
    let find = |s: usize, name: &str| {
        stages.get(s).and_then(Option::as_ref).and_then(|r| r.files.iter().find(|f| f.name == name))
    };
    let mut out = String::new();
    out.push_str("| package | library | target | container | AIR | functions | by type |");
    for (_, _, column, _) in STAGES {
        out.push_str(&format!(" {column} |"));
    }
    out.push_str("\n|---|---|---|---|---|---|---|");
    out.push_str(&"---|".repeat(STAGES.len()));
    out.push('\n');
    let mut totals = vec![(0usize, 0usize, 0usize); STAGES.len()];
    // Coverage: libraries per container and AIR version, functions per type.
    let mut containers: BTreeMap<String, usize> = BTreeMap::new();
    let mut airs: BTreeMap<String, usize> = BTreeMap::new();
    let mut types: BTreeMap<String, usize> = BTreeMap::new();
    for e in &manifest.files {
        let facts = find(0, &e.name).map(|r| r.facts.clone()).unwrap_or_default();
        let fact = |k: &str| facts.get(k).cloned().unwrap_or_else(|| "?".into());
        let target =
            find(1, &e.name).and_then(|r| r.facts.get("target").cloned()).unwrap_or_else(|| "?".into());
        *containers.entry(fact("container")).or_default() += 1;
        for v in fact("air").split(", ") {
            *airs.entry(v.to_string()).or_default() += 1;
        }
        for t in fact("types").split(", ") {
            if let Some((kind, k)) = t.rsplit_once(' ') {
                *types.entry(kind.to_string()).or_default() += k.parse::<usize>().unwrap_or(0);
            }
        }
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |",
            e.package_spec(),
            e.name,
            target,
            fact("container"),
            fact("air"),
            fact("functions"),
            fact("types")
        ));
        for (s, total) in totals.iter_mut().enumerate() {
            let r = find(s, &e.name);
            out.push_str(&format!(" {} |", cell(r)));
            if let Some(r) = r {
                total.0 += usize::from(r.ok);
                total.1 += count(r, "passed");
                total.2 += count(r, "total");
            }
        }
        out.push('\n');
    }
    out.push_str(&format!("\n{} libraries from {} packages.", manifest.files.len(), {
        let mut p: Vec<String> = manifest.files.iter().map(|e| e.package_spec()).collect();
        p.dedup();
        p.len()
    }));
    for ((_, _, column, unit), (files, passed, total)) in STAGES.iter().zip(&totals) {
        out.push_str(&format!(
            " {column}: {files}/{} libraries, {passed}/{total} {unit};",
            manifest.files.len()
        ));
    }
    out.pop();
    out.push_str(".\n");
    let list = |m: &BTreeMap<String, usize>| {
        m.iter().map(|(k, v)| format!("{k} ({v})")).collect::<Vec<_>>().join(", ")
    };
    out.push_str(&format!(
        "Containers (libraries): {}. AIR versions (libraries): {}. Function types (functions): {}.\n",
        list(&containers),
        list(&airs),
        list(&types)
    ));
    print!("{out}");
    Ok(())
}
