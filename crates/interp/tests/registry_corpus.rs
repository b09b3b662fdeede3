//! The interpreter on the registry corpus (`cargo xtask corpus`, `target/corpus/registry/`):
//! every compute kernel of every library is launched once, one SIMD-group of 32 threads,
//! on zero-filled buffers (64 KiB each) and threadgroup memory (4 KiB), as the mlx corpus
//! test does. A kernel passes when it runs to the end or stops on an error zero inputs
//! cause (an out-of-bounds index computed from a zero size, a division by zero). The only
//! accepted "not supported" are textures, samplers and function tables (later work); any
//! other error — an operation the interpreter lacks, a type error, a deadlock — fails.
//! One line per library; any failure fails the test after all are checked. Skipped with a
//! notice without the corpus, unless `METAL_NT_REQUIRE_CORPUS=1`. Heavy-tier libraries
//! (`--heavy`, thousands of kernels) launch every `METAL_NT_CORPUS_STRIDE`-th kernel (20).

use std::collections::BTreeMap;

use air::semantics::{ArgKind, EntryInfo};
use corpus::FileResult;
use interp::{launch, Bindings, Dispatch, Grid, InterpError, LaunchError};
use metallib::FunctionType;
use rayon::prelude::*;

/// How one kernel's launch ended, when it did not fail.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Outcome {
    Ran,
    /// Stopped on an error of zero inputs (located by the interpreter).
    ZeroInputs,
    /// Needs a texture, sampler or function table: which, and what the interpreter said.
    Unsupported(&'static str, String),
}

/// Whether `e` is one of the errors that zero-filled inputs legitimately cause.
fn caused_by_zero_inputs(e: &LaunchError) -> bool {
    let LaunchError::Run(InterpError::At { source, .. }) = e else { return false };
    matches!(**source, InterpError::OutOfBounds { .. } | InterpError::DivisionByZero)
}

/// What of textures, samplers and function tables `e` declines, if that is what it is.
fn accepted_unsupported(e: &LaunchError, entry: &EntryInfo) -> Option<&'static str> {
    let label = |k: ArgKind| match k {
        ArgKind::Texture => Some("texture"),
        ArgKind::Sampler => Some("sampler"),
        ArgKind::FunctionTable => Some("function table"),
        _ => None,
    };
    match e {
        LaunchError::UnsupportedArgument { index, .. } => {
            entry.arguments.iter().find(|a| a.index == Some(*index)).and_then(|a| label(a.kind))
        }
        LaunchError::Run(InterpError::At { source, .. }) => match &**source {
            InterpError::Unsupported(what) if what.contains("texture") => Some("texture"),
            InterpError::Unsupported(what) if what.contains("sampler") => Some("sampler"),
            InterpError::Unsupported(what)
                if what.contains("function_table")
                    || (what == "indirect calls"
                        && entry.arguments.iter().any(|a| a.kind == ArgKind::FunctionTable)) =>
            {
                Some("function table")
            }
            _ => None,
        },
        _ => None,
    }
}

fn one(name: &str, bitcode: &[u8]) -> Result<Outcome, String> {
    let info = air::read_info(bitcode).map_err(|e| format!("@{name}: AIR info: {e}"))?;
    let entry = info
        .entry_points
        .into_iter()
        .find(|e| e.name == name)
        .ok_or_else(|| format!("@{name}: not among the module's entry points"))?;
    let module = air::read_module(bitcode).map_err(|e| format!("@{name}: decode: {e}"))?.module;
    let mut bind = Bindings::zero_filled(&entry, 1 << 16, 4096);
    let d = Dispatch { grid: Grid::Threadgroups([1, 1, 1]), threadgroup_size: [32, 1, 1] };
    match launch(&module, &entry, &mut bind, &d) {
        Ok(_) => Ok(Outcome::Ran),
        Err(e) if caused_by_zero_inputs(&e) => Ok(Outcome::ZeroInputs),
        Err(e) => match accepted_unsupported(&e, &entry) {
            Some(what) => Ok(Outcome::Unsupported(what, format!("@{name}: {e}"))),
            None => Err(format!("@{name}: {e}")),
        },
    }
}

fn check(file: &corpus::File, stride: usize) -> FileResult {
    let lib = match metallib::read(&file.bytes) {
        Ok(lib) => lib,
        Err(e) => return FileResult::unopened(&file.entry.name, e),
    };
    let stride = if file.entry.tier == "heavy" { stride } else { 1 };
    let kernels: Vec<_> = lib
        .functions
        .iter()
        .filter(|f| f.function_type == Some(FunctionType::Kernel))
        .step_by(stride)
        .collect();
    let outcomes: Vec<Result<Outcome, String>> =
        kernels.par_iter().map(|f| one(f.name, lib.module_of(f))).collect();
    let n = outcomes.len();
    let (mut r, done) = FileResult::tally(&file.entry.name, outcomes);
    let count = |o: Outcome| done.iter().filter(|&x| *x == o).count();
    let (ran, zero) = (count(Outcome::Ran), count(Outcome::ZeroInputs));
    let mut needs: BTreeMap<&str, usize> = BTreeMap::new();
    let mut said = Vec::new();
    for o in &done {
        if let Outcome::Unsupported(what, why) = o {
            *needs.entry(what).or_default() += 1;
            said.push(why.as_str());
        }
    }
    if !said.is_empty() {
        r.facts.insert("unsupported".into(), said.join("; "));
    }
    // "2 function table, 1 texture": what the kernels that did not launch need.
    let needs = needs.iter().map(|(w, k)| format!("{k} {w}")).collect::<Vec<_>>().join(", ");
    // Kernels needing textures, samplers or function tables pass the stage but did not launch.
    r.facts.insert("passed".into(), (ran + zero).to_string());
    r.short = match (n, said.len()) {
        (0, _) => "no kernels".into(),
        (_, 0) => format!("{}/{n}", ran + zero),
        _ => format!("{}/{n} (not launched: {needs})", ran + zero),
    };
    r.summary = if n == 0 {
        "no kernels".into()
    } else {
        let mut s = format!("{}/{n} launched ({ran} ran, {zero} stopped on zero inputs)", ran + zero);
        if !said.is_empty() {
            s.push_str(&format!(", not launched (later work): {needs}"));
        }
        if !r.failures.is_empty() {
            s.push_str(&format!(", {} failed", r.failures.len()));
        }
        s
    };
    r
}

#[test]
fn registry_corpus_kernels_launch() {
    let Some(files) = corpus::load("interp registry_corpus") else { return };
    let stride: usize =
        std::env::var("METAL_NT_CORPUS_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(20).max(1);
    let results: Vec<FileResult> = files.iter().map(|f| check(f, stride)).collect();
    corpus::finish("interp", results);
}
