//! The `translate` stage: every function to translate, optimized and compiled by the
//! `-arch`'s backend as soon as it is optimized (so only compiled code, never every
//! module, is held at once), in parallel, results in a deterministic order. What is
//! translated: the compute function of every enabled compute pipeline of the script, or,
//! without a script, every function of the input library (metal-nt(1)). Render, tile
//! and mesh pipelines, linked functions and binary functions are reported as not yet
//! supported, each naming its pipeline or function; every error is reported and the
//! others still translate.

use codegen::{Backend, Compiled, Registry};
use diagnostics::Diagnostic;

use crate::middle::Generated;
use crate::plan::{FunctionTarget, PipelineKind, Plan};
use crate::Outcome;

/// One compiled function.
#[derive(Debug, Clone)]
pub struct Translated {
    pub target: FunctionTarget,
    /// Indices of the compute pipelines that use it (empty without a script).
    pub pipelines: Vec<usize>,
    pub compiled: Compiled,
}

/// The backends of this build.
pub fn registry() -> Registry {
    let mut r = Registry::new();
    r.register("amdgpu", backend_amdgpu::backend::factory);
    r.register("applegpu", backend_applegpu::backend::factory);
    r.register("ptx", backend_ptx::backend::factory);
    r
}

/// Runs the stage for `plan` (after `generate`), reporting problems to `out`. The
/// assembly text is kept only when `keep_assembly` (`-stop-after translate` prints it).
pub fn run(
    plan: &Plan,
    generated: &[Generated],
    arch: &targets::Arch,
    disable_optimizations: bool,
    jobs: Option<usize>,
    progress: Option<&dyn crate::Progress>,
    keep_assembly: bool,
    out: &mut Outcome,
) -> Vec<Translated> {
    let backend: Box<dyn Backend> = match registry().lookup(arch) {
        Ok(b) => b,
        Err(e) => {
            out.diagnostics.push(Diagnostic::error("unsupported-arch", e.to_string()));
            return Vec::new();
        }
    };
    for p in plan.pipelines.iter().filter(|p| p.enabled) {
        let kind = match p.kind {
            PipelineKind::Compute => {
                if !p.linked_functions.is_empty() {
                    out.diagnostics.push(Diagnostic::error(
                        "not-supported",
                        format!(
                            "compute pipeline #{}: linked functions are not yet supported by the translator",
                            p.index
                        ),
                    ));
                }
                continue;
            }
            PipelineKind::Render => "render",
            PipelineKind::Tile => "tile",
            PipelineKind::Mesh => "mesh",
        };
        out.diagnostics.push(Diagnostic::error(
            "not-supported",
            format!("{kind} pipeline #{}: {kind} pipelines are not yet supported by the translator", p.index),
        ));
    }
    for f in plan.functions.iter().filter(|f| f.enabled) {
        out.diagnostics.push(Diagnostic::error(
            "not-supported",
            format!(
                "function `{}` of library `{}`: visible and intersection functions are not yet supported by the translator",
                f.function.function, f.function.library
            ),
        ));
    }
    let compute: Vec<(usize, FunctionTarget)> = plan
        .pipelines
        .iter()
        .filter(|p| p.enabled && p.kind == PipelineKind::Compute && p.linked_functions.is_empty())
        .filter_map(|p| p.functions.get("compute").map(|t| (p.index, t.clone())))
        .collect();
    let list =
        |loader: &mut crate::middle::Loader<'_>, errors: &mut Vec<Diagnostic>| -> Vec<FunctionTarget> {
            if plan.script.is_none() {
                return crate::optimize::targets(plan, generated, loader, errors);
            }
            let mut seen = std::collections::BTreeSet::new();
            compute
                .iter()
                .map(|(_, t)| t.clone())
                .filter(|t| seen.insert((t.library.clone(), t.function.clone())))
                .collect()
        };
    let backend = backend.as_ref();
    let progress = progress.map(|p| (crate::Stage::Translate, p));
    let compiled = crate::optimize::run_with(
        plan,
        generated,
        disable_optimizations,
        backend.unroll_loops(),
        jobs,
        progress,
        out,
        list,
        |mut unit| {
            let name = unit.target.function.clone();
            let Some(f) = unit.module.function_by_name(&name) else {
                return Err(vec![Diagnostic::error(
                    "translate",
                    format!(
                        "function `{name}` of library `{}`: not found in its module",
                        unit.target.library
                    ),
                )]);
            };
            let located = |e: codegen::BackendError| {
                vec![Diagnostic::error("translate", format!("{e} (library `{}`)", unit.target.library))]
            };
            backend.legalize(&mut unit.module, f).map_err(located)?;
            let cu = codegen::Unit { module: &unit.module, function: f, name: &name };
            // The package stage needs only the payloads; the assembly of a whole corpus
            // is larger than the library it came from, and printing it costs time.
            let compiled = if keep_assembly { backend.compile(&cu) } else { backend.compile_payload(&cu) };
            compiled.map(|c| (unit.target.clone(), c)).map_err(|e| {
                vec![Diagnostic::error("translate", format!("{e} (library `{}`)", unit.target.library))]
            })
        },
    );
    compiled
        .into_iter()
        .map(|(target, compiled)| {
            let pipelines = compute
                .iter()
                .filter(|(_, t)| t.library == target.library && t.function == target.function)
                .map(|(i, _)| *i)
                .collect();
            Translated { target, pipelines, compiled }
        })
        .collect()
}

/// The text `-stop-after translate` writes: each function's assembly, headed by a
/// comment naming it, its library and its pipelines.
pub fn render(list: &[Translated]) -> String {
    let mut s = String::new();
    if list.is_empty() {
        s.push_str("; metal-nt: nothing translated (no enabled compute pipeline or function)\n");
    }
    for (n, t) in list.iter().enumerate() {
        if n > 0 {
            s.push('\n');
        }
        let pipes: Vec<String> = t.pipelines.iter().map(|p| format!("#{p}")).collect();
        s.push_str(&format!(
            "; function `{}` of library `{}`{}\n",
            t.target.function,
            t.target.library,
            if pipes.is_empty() { String::new() } else { format!(", compute pipeline {}", pipes.join(", ")) }
        ));
        let r = &t.compiled.resources;
        s.push_str(&format!(
            "; {} instructions, {} bytes, {} scalar and {} vector registers, {} bytes of threadgroup memory\n",
            r.instructions, r.code_bytes, r.scalar_registers, r.vector_registers, r.threadgroup_bytes
        ));
        s.push_str(&t.compiled.assembly);
        if !t.compiled.assembly.ends_with('\n') {
            s.push('\n');
        }
    }
    s
}
