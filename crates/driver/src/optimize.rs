//! The `optimize` stage: the modules the translator will compile, each run through the
//! optimization pipeline (`opt::pipeline`: inlining, then — unless
//! `-disable-optimizations` — folding, dead-code elimination, CFG simplification and
//! promotion of allocas). These are the functions of every enabled pipeline (its stage
//! functions and linked functions), every enabled visible or intersection function, and
//! every generated (specialized or stitched) library, each once, in that order; without a
//! script, every function of the input library, as Apple's tool translates them all.
//! `-stop-after optimize` writes them as IR text (docs/cli.md).

use std::collections::BTreeSet;

use diagnostics::Diagnostic;
use gpu_ir::Module;
use rayon::prelude::*;

use crate::middle::{Generated, Loader};
use crate::plan::{FunctionTarget, Plan};
use crate::Outcome;

/// One module ready for a backend.
#[derive(Debug, Clone)]
pub struct Unit {
    pub target: FunctionTarget,
    pub module: Module,
    pub stats: opt::pipeline::Stats,
}

/// The functions to translate, each once, in the order the module doc gives.
pub(crate) fn targets(
    plan: &Plan,
    generated: &[Generated],
    loader: &mut Loader<'_>,
    loader_errors: &mut Vec<Diagnostic>,
) -> Vec<FunctionTarget> {
    let mut list: Vec<FunctionTarget> = Vec::new();
    if plan.script.is_none() {
        if let Some(input) = plan.libraries.iter().find(|l| l.kind == crate::plan::LibraryKind::Input) {
            match loader.functions_of(&input.id) {
                Ok(names) => list.extend(names.into_iter().map(|function| FunctionTarget {
                    library: input.id.clone(),
                    function,
                    function_type: None,
                })),
                Err(why) => loader_errors.push(Diagnostic::error("library-read", why)),
            }
        }
    }
    for p in plan.pipelines.iter().filter(|p| p.enabled) {
        list.extend(p.functions.values().cloned());
        for l in p.linked_functions.values() {
            list.extend(l.functions.iter().cloned());
            list.extend(l.private_functions.iter().cloned());
        }
    }
    list.extend(plan.functions.iter().filter(|f| f.enabled).map(|f| f.function.clone()));
    list.extend(generated.iter().map(|g| FunctionTarget {
        library: g.label.clone(),
        function: g.function.clone(),
        function_type: None,
    }));
    let mut seen = BTreeSet::new();
    list.retain(|t| seen.insert((t.library.clone(), t.function.clone())));
    list
}

/// Runs the stage: loads each target's module (a generated library's from `generated`)
/// and optimizes it, on `jobs` threads (all CPUs when `None`); the result is in target
/// order whatever the number of threads. Errors go to `out`, naming the function and its
/// library.
pub fn run(
    plan: &Plan,
    generated: &[Generated],
    disable_optimizations: bool,
    unroll: bool,
    jobs: Option<usize>,
    progress: Option<&dyn crate::Progress>,
    out: &mut Outcome,
) -> Vec<Unit> {
    let list =
        |loader: &mut Loader<'_>, errors: &mut Vec<Diagnostic>| targets(plan, generated, loader, errors);
    let progress = progress.map(|p| (crate::Stage::Optimize, p));
    run_with(plan, generated, disable_optimizations, unroll, jobs, progress, out, list, |u| Ok(vec![u]))
        .into_iter()
        .flatten()
        .collect()
}

/// The stage with a continuation: `then` runs on each optimized unit as soon as it is
/// ready, on the same thread, so later stages hold only what `then` returns rather than
/// every module at once. `list` chooses the targets. Results and errors keep target
/// order; `then`'s errors are collected with the others. `progress` hears of each target
/// as it is done.
pub(crate) fn run_with<T: Send>(
    plan: &Plan,
    generated: &[Generated],
    disable_optimizations: bool,
    unroll: bool,
    jobs: Option<usize>,
    progress: Option<(crate::Stage, &dyn crate::Progress)>,
    out: &mut Outcome,
    list: impl FnOnce(&mut Loader<'_>, &mut Vec<Diagnostic>) -> Vec<FunctionTarget>,
    then: impl Fn(Unit) -> Result<T, Vec<Diagnostic>> + Sync,
) -> Vec<T> {
    let mut errors = Vec::new();
    let mut loader = Loader::new(plan);
    let targets = list(&mut loader, &mut errors);
    for e in errors {
        out.diagnostics.push(e);
    }
    for t in &targets {
        loader.open(&t.library);
    }
    if let Some((stage, p)) = progress {
        p.start(stage, targets.len());
    }
    // Debug builds verify after every pass anyway; release builds verify the result once
    // below, which is what a user of `-stop-after optimize` relies on.
    let opts = opt::pipeline::Options { disable_optimizations, verify_each: false, unroll };
    let one = |target: &FunctionTarget| -> Result<T, Vec<Diagnostic>> {
        let (module, simplified) =
            match generated.iter().find(|g| g.label == target.library && g.function == target.function) {
                Some(g) => (Ok(g.module.clone()), g.simplified.as_slice()),
                None => (loader.module_of_opened(target), &[][..]),
            };
        let mut module = module.map_err(|why| vec![Diagnostic::error("library-read", why)])?;
        // A specialized module's clean-up already ran; the pipeline skips redoing it.
        let stats = opt::pipeline::optimize_simplified(&mut module, &opts, simplified)
            .map_err(|e| e.to_string())
            .and_then(|stats| gpu_ir::verify_module(&module).map(|()| stats).map_err(|e| e.to_string()))
            .map_err(|e| {
                vec![Diagnostic::error(
                    "optimize",
                    format!("cannot optimize `{}` of library `{}`: {e}", target.function, target.library),
                )]
            })?;
        let r = then(Unit { target: target.clone(), module, stats });
        if let Some((_, p)) = progress {
            p.advance();
        }
        r
    };
    let results: Vec<Result<T, Vec<Diagnostic>>> =
        match rayon::ThreadPoolBuilder::new().num_threads(jobs.unwrap_or(0)).build() {
            Ok(pool) => pool.install(|| targets.par_iter().map(one).collect()),
            // No threads to be had: the same work on this one.
            Err(_) => targets.iter().map(one).collect(),
        };
    if let Some((_, p)) = progress {
        p.finish();
    }
    let mut done = Vec::with_capacity(results.len());
    for r in results {
        match r {
            Ok(u) => done.push(u),
            Err(ds) => {
                for d in ds {
                    out.diagnostics.push(d);
                }
            }
        }
    }
    done
}

/// The IR text `-stop-after optimize` writes: each unit's module, headed by a comment
/// naming its function and library.
pub fn render(units: &[Unit]) -> String {
    let mut s = String::new();
    if units.is_empty() {
        s.push_str("; metal-nt: nothing to translate (no enabled pipeline, function or generated library)\n");
    }
    for (n, u) in units.iter().enumerate() {
        if n > 0 {
            s.push('\n');
        }
        s.push_str(&format!("; function `{}` of library `{}`\n", u.target.function, u.target.library));
        s.push_str(&gpu_ir::module_to_string(&u.module));
    }
    s
}
