//! The stages of metal-nt as a library. The `metal-script` stage reads the pipelines
//! script (text or binary), validates it, picks the target from the architecture table,
//! evaluates every predicate for that target, resolves every function reference to a
//! (library, function) pair and every library to a file or a generated library, and
//! produces the plan (docs/plan.md). The `specialize` and `stitch` stages (`middle`)
//! build the generated libraries from the plan (docs/specialize.md); the `optimize` stage
//! (`optimize`) runs the optimization pipeline on every module to translate (docs/opt.md).
//!
//! Stages collect diagnostics instead of stopping at the first; the caller renders them
//! with the sources returned here.

pub mod depfile;
pub mod libraries;
pub mod middle;
pub mod optimize;
pub mod package;
pub mod plan;
mod resolve;
pub mod translate;

use std::fmt;
use std::str::FromStr;

use diagnostics::{Diagnostic, Diagnostics};
use targets::{ArchTable, Platform, Version};

pub use plan::Plan;

/// Where `-stop-after` may stop, in pipeline order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    MetalScript,
    Specialize,
    Stitch,
    Optimize,
    Translate,
    Package,
}

impl Stage {
    pub const ALL: [Stage; 6] = [
        Stage::MetalScript,
        Stage::Specialize,
        Stage::Stitch,
        Stage::Optimize,
        Stage::Translate,
        Stage::Package,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Stage::MetalScript => "metal-script",
            Stage::Specialize => "specialize",
            Stage::Stitch => "stitch",
            Stage::Optimize => "optimize",
            Stage::Translate => "translate",
            Stage::Package => "package",
        }
    }

    /// Whether this build can run up to and including the stage (all of them now;
    /// what a backend lacks is reported per function).
    pub fn is_supported(self) -> bool {
        true
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Stage {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Stage::ALL.into_iter().find(|st| st.name() == s).ok_or_else(|| {
            let names: Vec<&str> = Stage::ALL.iter().map(|s| s.name()).collect();
            match diagnostics::did_you_mean(s, names.iter().copied()) {
                Some(b) => format!("unknown stage `{s}`; did you mean `{b}`?"),
                None => format!("unknown stage `{s}`; stages are {}", names.join(", ")),
            }
        })
    }
}

/// `-platform_version <platform> <min> <sdk>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformVersion {
    pub platform: Platform,
    pub min: Version,
    pub sdk: Version,
}

/// What the `metal-script` stage needs. Paths are kept as the user wrote them: they appear
/// in the plan and the depfile verbatim.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub arch: String,
    /// The library named on the command line, which bare function names refer to.
    pub input: Option<String>,
    pub script: Option<String>,
    /// `-L` directories, in order.
    pub search_dirs: Vec<String>,
    /// `-c`: overrides of the architecture table.
    pub config: Option<String>,
    pub platform: Option<PlatformVersion>,
    /// `-disable-optimizations`: the `optimize` stage runs only what backends need.
    pub disable_optimizations: bool,
    /// `-j`: threads for the per-function stages (all CPUs when `None`); outputs never
    /// depend on it.
    pub jobs: Option<usize>,
    /// Told how far the per-function stages (`optimize`, `translate`) are; the CLI draws
    /// a progress bar with it.
    pub progress: Option<std::sync::Arc<dyn Progress>>,
}

/// An observer of the per-function stages: `start` once with the number of functions,
/// `advance` as each is done (from any thread, in any order), `finish` at the end.
pub trait Progress: Send + Sync + std::fmt::Debug {
    fn start(&self, stage: Stage, total: usize);
    fn advance(&self);
    fn finish(&self);
}

/// An input file as the renderer needs it: its name and, for text, its contents.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: String,
    pub text: Option<String>,
}

/// Everything the `metal-script` stage produced. `plan` is `None` when an error was found.
#[derive(Debug, Default)]
pub struct Outcome {
    pub plan: Option<Plan>,
    pub diagnostics: Diagnostics,
    pub sources: Vec<Source>,
    /// Every file read, for the depfile, in the order read.
    pub dependencies: Vec<String>,
    /// The script's libraries and named constant values, with their locations, for the
    /// later stages.
    pub parts: Option<middle::ScriptParts>,
    /// What `specialize`/`stitch` generated (empty before those stages run).
    pub generated: Vec<middle::Generated>,
    /// What `optimize` made ready for the backends (only when stopping after it).
    pub units: Vec<optimize::Unit>,
    /// What `translate` compiled, in a deterministic order.
    pub translated: Vec<translate::Translated>,
    /// The GPU Mach-O `package` wrote.
    pub packaged: Option<Vec<u8>>,
}

/// Loads the architecture table, with `-c` overrides when given.
pub fn arch_table(config: Option<&str>, out: &mut Outcome) -> Option<ArchTable> {
    let table = ArchTable::builtin();
    let Some(path) = config else { return Some(table) };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            out.diagnostics.push(
                Diagnostic::error("config", format!("cannot read configuration file: {e}")).with_file(path),
            );
            return None;
        }
    };
    out.dependencies.push(path.to_owned());
    match table.with_config(&text, path) {
        Ok(t) => Some(t),
        Err(e) => {
            // The message already starts with `file:line:col`.
            out.diagnostics.push(Diagnostic::error("config", e.to_string()));
            None
        }
    }
}

/// Runs the `metal-script` stage.
pub fn metal_script(opts: &Options) -> Outcome {
    let mut out = Outcome::default();
    let Some(table) = arch_table(opts.config.as_deref(), &mut out) else { return out };
    let arch = match table.lookup(&opts.arch) {
        Ok(a) => a,
        Err(e) => {
            let mut d = Diagnostic::error("unknown-arch", format!("unknown architecture `{}`", opts.arch));
            if let targets::TargetError::UnknownArch { close, .. } = &e {
                if close.is_empty() {
                    d = d.with_note("run `metal-nt -archs` to list the known architectures");
                } else {
                    d = d.with_note(format!("close names: {}", close.join(", ")));
                }
            }
            out.diagnostics.push(d);
            return out;
        }
    };

    let loaded = match &opts.script {
        None => None,
        Some(path) => match std::fs::read(path) {
            Ok(bytes) => {
                out.dependencies.push(path.clone());
                Some((path.as_str(), bytes))
            }
            Err(e) => {
                out.diagnostics.push(
                    Diagnostic::error("io", format!("cannot read script: {e}")).with_file(path.clone()),
                );
                return out;
            }
        },
    };
    let script = loaded.as_ref().map(|(p, b)| (*p, b.as_slice()));
    plan_script(opts, &table, arch, script, out)
}

/// Runs the stages up to and including `stop` (`metal-script`, `specialize`, `stitch` or
/// `optimize`). After `specialize`, `generated` holds the generated libraries' modules;
/// after `optimize`, `units` the optimized modules to translate.
pub fn run_to(opts: &Options, stop: Stage) -> Outcome {
    let mut out = metal_script(opts);
    if stop < Stage::Specialize || out.diagnostics.has_errors() {
        return out;
    }
    let (Some(plan), Some(parts)) = (out.plan.take(), out.parts.take()) else { return out };
    let generated = middle::generate(&plan, &parts, opts.script.as_deref(), stop >= Stage::Stitch, &mut out);
    if out.diagnostics.has_errors() && out.sources.is_empty() {
        // The renderer shows the script lines the errors point at.
        let json = plan.script.as_ref().is_some_and(|s| s.format == mtlp::Format::Json.name());
        if let (Some(path), true) = (&opts.script, json) {
            if let Ok(bytes) = std::fs::read(path) {
                push_source(&mut out, path, &bytes, Some(mtlp::Format::Json));
            }
        }
    }
    if stop == Stage::Optimize && !out.diagnostics.has_errors() {
        // What translation would get: the arch's backend chooses whether loops unroll
        // (none when the arch is unknown or has no backend here).
        let unroll = arch_table(opts.config.as_deref(), &mut out)
            .as_ref()
            .and_then(|t| t.get(&opts.arch))
            .and_then(|arch| translate::registry().lookup(arch).ok())
            .is_some_and(|b| b.unroll_loops());
        out.units = optimize::run(
            &plan,
            &generated,
            opts.disable_optimizations,
            unroll,
            opts.jobs,
            opts.progress.as_deref(),
            &mut out,
        );
    }
    if stop >= Stage::Translate && !out.diagnostics.has_errors() {
        let table = arch_table(opts.config.as_deref(), &mut out);
        if let Some(arch) = table.as_ref().and_then(|t| t.get(&opts.arch)) {
            out.translated = translate::run(
                &plan,
                &generated,
                arch,
                opts.disable_optimizations,
                opts.jobs,
                opts.progress.as_deref(),
                stop == Stage::Translate,
                &mut out,
            );
            if stop >= Stage::Package && !out.diagnostics.has_errors() {
                match package::write(&plan, arch, opts.platform.as_ref(), std::mem::take(&mut out.translated))
                {
                    Ok(bytes) => out.packaged = Some(bytes),
                    Err(e) => out.diagnostics.push(Diagnostic::error("package", e)),
                }
            }
        }
    }
    out.generated = generated;
    out.plan = Some(plan);
    out.parts = Some(parts);
    out
}

fn push_source(out: &mut Outcome, path: &str, bytes: &[u8], format: Option<mtlp::Format>) {
    // Invalid UTF-8 is shown with replacement characters; offsets up to the first bad byte,
    // which is where an encoding error points, are unchanged.
    let text = match format {
        Some(mtlp::Format::Json) => Some(String::from_utf8_lossy(bytes).into_owned()),
        _ => None,
    };
    out.sources.push(Source { name: path.to_owned(), text });
}

/// The `metal-script` stage once the inputs are in memory: decode and validate the script
/// (`(name, bytes)`), then resolve it for `arch`. Benchmarks call this directly.
pub fn plan_script(
    opts: &Options,
    table: &ArchTable,
    arch: &targets::Arch,
    script: Option<(&str, &[u8])>,
    mut out: Outcome,
) -> Outcome {
    let mut format = None;
    let mut parsed = mtlp::Script::default();
    let mut validation_start = out.diagnostics.len();
    if let Some((path, bytes)) = script {
        let l = mtlp::load(bytes);
        format = Some(l.format);
        let decode_failed = l.diagnostics.has_errors();
        out.diagnostics.extend(l.diagnostics);
        validation_start = out.diagnostics.len();
        if !decode_failed {
            out.diagnostics.extend(mtlp::validate::validate(&l.script, &table.known_families()));
        }
        parsed = l.script;
        out.diagnostics.set_file(path);
        if decode_failed {
            // Resolving a half-decoded script would only add errors that are consequences
            // of the ones already reported.
            push_source(&mut out, path, bytes, format);
            return out;
        }
    }
    let first_resolution = out.diagnostics.len();
    out.parts = Some(middle::ScriptParts::of(&parsed));
    let plan = resolve::plan(opts, arch, parsed, format, &mut out);
    // Validation and resolution report by kind of check; show them in file order (ties
    // keep their order), as a reader of the script expects.
    out.diagnostics.sort_from(first_resolution.min(validation_start), |d| d.span.map(|s| s.start));
    // The renderer needs the text only when there is something to show.
    if let (Some((path, bytes)), false) = (script, out.diagnostics.is_empty()) {
        push_source(&mut out, path, bytes, format);
    }
    if !out.diagnostics.has_errors() {
        out.plan = Some(plan);
    }
    out
}
