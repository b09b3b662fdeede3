//! The registry corpus as its producer and its consumers see it: `cargo xtask corpus`
//! extracts real MetalLibs from pinned PyPI, npm and crates.io packages into
//! `target/corpus/registry/` and describes them in `manifest.json` ([`Manifest`]); the
//! `registry_corpus` tests of the metallib, air, opt and interp crates load them with
//! [`load`] and record one [`FileResult`] per file and stage under `results/`, which
//! `cargo xtask corpus --report` turns into the README's table.
//!
//! A missing corpus is a printed notice and a passing test, unless
//! `METAL_NT_REQUIRE_CORPUS=1` (set by `.ci/run`, which fetches it first).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The manifest's file name inside [`registry_dir`].
pub const MANIFEST: &str = "manifest.json";

/// Every extracted library, in the order of the pin table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub files: Vec<Entry>,
}

/// One distinct library (by SHA-256) and where it came from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Short stable name; the file is `<name>.metallib`.
    pub name: String,
    /// `core` (always fetched) or `heavy` (`cargo xtask corpus --heavy`).
    pub tier: String,
    pub package: String,
    pub version: String,
    /// `pypi`, `npm` or `crates.io`.
    pub registry: String,
    /// The downloaded archive's file name.
    pub archive: String,
    /// The archive member holding the library.
    pub member: String,
    /// Where the container starts inside a member it is embedded in (a Mach-O).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offset: Option<u64>,
    /// The C array holding it (SDL headers written by `xxd -i`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub array: Option<String>,
    /// The preprocessor condition around that array; platform variants share a name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branch: Option<String>,
    pub sha256: String,
    pub size: u64,
}

impl Entry {
    pub fn file_name(&self) -> String {
        format!("{}.metallib", self.name)
    }

    /// `package==version` (PyPI, crates.io) or `package@version` (npm), as people write them.
    pub fn package_spec(&self) -> String {
        let sep = if self.registry == "npm" { "@" } else { "==" };
        format!("{}{sep}{}", self.package, self.version)
    }
}

/// The workspace root (the corpus lives under its `target/`, whatever `CARGO_TARGET_DIR` is).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `target/corpus/registry` of the workspace.
pub fn registry_dir() -> PathBuf {
    workspace_root().join("target/corpus/registry")
}

pub fn read_manifest(dir: &Path) -> Result<Manifest, String> {
    let path = dir.join(MANIFEST);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// A corpus library and its bytes.
#[derive(Debug, Clone)]
pub struct File {
    pub entry: Entry,
    pub bytes: Vec<u8>,
}

pub fn require_corpus() -> bool {
    std::env::var("METAL_NT_REQUIRE_CORPUS").is_ok_and(|v| v == "1")
}

/// Every library of the manifest with its bytes; `None` after a notice naming `test` when
/// the corpus (or any file of it) is absent. Panics instead under `METAL_NT_REQUIRE_CORPUS=1`.
pub fn load(test: &str) -> Option<Vec<File>> {
    let dir = registry_dir();
    let loaded = read_manifest(&dir).and_then(|m| {
        m.files
            .into_iter()
            .map(|entry| {
                let path = dir.join(entry.file_name());
                std::fs::read(&path)
                    .map(|bytes| File { entry, bytes })
                    .map_err(|e| format!("{}: {e}", path.display()))
            })
            .collect::<Result<Vec<_>, String>>()
    });
    match loaded {
        Ok(files) => Some(files),
        Err(why) => {
            assert!(!require_corpus(), "registry corpus missing but METAL_NT_REQUIRE_CORPUS=1: {why}");
            eprintln!(
                "notice: registry corpus not present ({why}); {test} skipped (run `cargo xtask corpus`)"
            );
            None
        }
    }
}

/// What one stage made of one library.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileResult {
    /// The manifest entry's name.
    pub name: String,
    pub ok: bool,
    /// One line: what was checked and how much of it passed.
    pub summary: String,
    /// The few words the README table shows (e.g. `40/42`).
    #[serde(default)]
    pub short: String,
    /// Named facts for the report (container version, functions by type, …).
    #[serde(default)]
    pub facts: BTreeMap<String, String>,
    /// One line per failure, naming the function.
    #[serde(default)]
    pub failures: Vec<String>,
}

impl FileResult {
    /// A library that did not open: the stage could check nothing else.
    pub fn unopened(name: &str, why: impl std::fmt::Display) -> FileResult {
        FileResult {
            name: name.to_string(),
            summary: "does not open".into(),
            short: "does not open".into(),
            failures: vec![format!("read: {why}")],
            ..FileResult::default()
        }
    }

    /// The result of one check per function: the failures, `passed` and `total` facts,
    /// and the values of the checks that passed (for the summary).
    pub fn tally<T>(name: &str, outcomes: Vec<Result<T, String>>) -> (FileResult, Vec<T>) {
        let total = outcomes.len();
        let mut r = FileResult { name: name.to_string(), ..FileResult::default() };
        let mut passed = Vec::new();
        for o in outcomes {
            match o {
                Ok(v) => passed.push(v),
                Err(e) => r.failures.push(e),
            }
        }
        r.ok = r.failures.is_empty();
        r.facts.insert("passed".into(), passed.len().to_string());
        r.facts.insert("total".into(), total.to_string());
        (r, passed)
    }
}

/// One stage's results over the corpus, as the last test run left them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StageResults {
    pub stage: String,
    pub files: Vec<FileResult>,
}

fn results_path(stage: &str) -> PathBuf {
    registry_dir().join("results").join(format!("{stage}.json"))
}

pub fn read_results(stage: &str) -> Option<StageResults> {
    let text = std::fs::read_to_string(results_path(stage)).ok()?;
    serde_json::from_str(&text).ok()
}

/// How many failure lines per file the test output shows (the results file keeps all).
const SHOWN_FAILURES: usize = 8;

/// Prints one line per file (and its first failures), records the results for
/// `cargo xtask corpus --report`, and panics naming every failing file. The lines go
/// straight to stderr, past the test harness's capture, so a passing run shows them too.
pub fn finish(stage: &str, results: Vec<FileResult>) {
    let mut failing = Vec::new();
    let mut lines = String::new();
    for r in &results {
        let mark = if r.ok { "ok  " } else { "FAIL" };
        lines.push_str(&format!("{stage}: {:<44} {mark} {}\n", r.name, r.summary));
        for f in r.failures.iter().take(SHOWN_FAILURES) {
            lines.push_str(&format!("    {f}\n"));
        }
        if r.failures.len() > SHOWN_FAILURES {
            lines.push_str(&format!("    … and {} more\n", r.failures.len() - SHOWN_FAILURES));
        }
        if !r.ok {
            failing.push(format!("{} ({})", r.name, r.summary));
        }
    }
    // Nothing to do if stderr is gone; the assertion below still reports the failures.
    let _ = std::io::stderr().lock().write_all(lines.as_bytes());
    let record = StageResults { stage: stage.to_string(), files: results };
    let path = results_path(stage);
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| serde_json::to_string_pretty(&record).map_err(std::io::Error::other))
        .and_then(|text| std::fs::write(&path, text + "\n"));
    if let Err(e) = written {
        eprintln!("note: could not record results in {}: {e}", path.display());
    }
    assert!(
        failing.is_empty(),
        "{stage}: {} of {} registry-corpus files fail:\n  {}",
        failing.len(),
        record.files.len(),
        failing.join("\n  ")
    );
}
