//! Batch mode (`metal-run --batch LIST --report REPORT [--arch ARCH]`): many kernels, each
//! run with inputs generated from its argument metadata (`inputs`), on the interpreter
//! and — with an arch — as native code, compared word by word (`compare`). The list is
//! JSON: `[{"lib": "x.metallib", "kernel": "name"}, {"lib": "y.bc"}, …]`, library paths
//! relative to the list's directory, an entry without `kernel` standing for every kernel
//! of its library. The report is JSON Lines, one object per kernel, appended and flushed
//! as each finishes, so that a run cut short (a hung kernel under `timeout`) keeps what
//! it did: `{"lib", "kernel", "family", "status", "tolerance_ulps", "max_ulps",
//! "first_difference", "detail", "time_ms"}` with status one of `agree`, `differ`,
//! `compile-error`, `run-error` (the native run failed), `skipped` (the interpreter
//! refused the generated inputs: the kernel is not compared) and, without an arch,
//! `interpreted`, and, with an NVIDIA arch but no GPU (`--no-gpu`, what `cargo xtask
//! gpu-check --predict` runs on a machine without one), `compiled`: everything but the
//! GPU run was done — the strict reference run and the compile — and the PTX text is
//! kept for `ptxas`. CPU work (loading, the interpreter, compiling, simulators) runs in
//! parallel; a GPU runs one kernel at a time.

use crate::{compare, inputs, library, native, plan, Loaded};
use anyhow::{anyhow, Context, Result};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// One line of the list.
#[derive(Debug, Clone, Deserialize)]
pub struct Entry {
    pub lib: String,
    #[serde(default)]
    pub kernel: Option<String>,
    #[serde(flatten)]
    pub settings: Settings,
}

/// What an entry may set instead of the generated values (fixtures whose shape the
/// generator cannot guess): the grid, the threadgroup size, threadgroup-memory lengths
/// and function constants (`NAME=VALUE`, as `--constant`).
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
pub struct Settings {
    #[serde(default)]
    pub threads: Option<[u32; 3]>,
    #[serde(default)]
    pub threadgroups: Option<[u32; 3]>,
    #[serde(default)]
    pub threadgroup_size: Option<[u32; 3]>,
    #[serde(default, deserialize_with = "compare::numbered")]
    pub threadgroup_memory: BTreeMap<u32, u64>,
    #[serde(default)]
    pub constants: Vec<String>,
    /// Ulps a float word may differ by, instead of the family's.
    #[serde(default)]
    pub float_tolerance: Option<u32>,
    /// Float words inside integer buffers, by buffer slot (fixtures that store
    /// `as_type<uint>(f)`): `{"2": {"period": 24, "words": {"6": "float"}}}`.
    #[serde(default, deserialize_with = "compare::numbered")]
    pub float_words: BTreeMap<u32, compare::WordTypes>,
}

/// One line of the report.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Record {
    pub lib: String,
    pub kernel: String,
    pub family: String,
    pub status: String,
    pub tolerance_ulps: u32,
    /// The normwise bound, where the family's recipe judges against the buffer
    /// (`inputs::Recipe::norm_tolerance`).
    #[serde(default)]
    pub tolerance_norm: Option<f64>,
    /// Largest distance in ulps over the words of float buffers (`null` when nothing was
    /// compared; `u64::MAX` when a NaN met a number).
    pub max_ulps: Option<u64>,
    pub first_difference: Option<String>,
    pub detail: Option<String>,
    /// Native kernel time (GPU: CUDA events), milliseconds.
    pub time_ms: Option<f32>,
}

/// Per-kernel instruction limit of the interpreter and the simulators: generous for the
/// generated grids, short enough that a runaway loop costs seconds.
pub const STEP_LIMIT: u64 = 1 << 28;

/// Reads the list at `path`.
pub fn read_list(path: &Path) -> Result<Vec<Entry>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read `{}`", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("`{}`: not a batch list", path.display()))
}

/// A kernel after the CPU phase: either finished, or waiting for the GPU with its
/// reference results and compiled program.
enum Stage {
    Done(Record),
    Gpu {
        record: Record,
        loaded: Box<Loaded>,
        reference: BTreeMap<u32, Vec<u8>>,
        program: Box<native::Program>,
        words: BTreeMap<u32, compare::WordTypes>,
    },
}

/// The kernel names of a library: its kernel functions, or a module's kernel entry points.
pub fn kernels_of(container: &metallib::Container<'_>) -> Result<Vec<String>> {
    Ok(match container {
        metallib::Container::MetalLib(lib) => lib
            .functions
            .iter()
            .filter(|f| f.function_type == Some(metallib::FunctionType::Kernel))
            .map(|f| f.name.to_owned())
            .collect(),
        metallib::Container::Air(m) => air::read_info(m.bytes)?
            .entry_points
            .into_iter()
            .filter(|e| e.kind == air::EntryKind::Kernel)
            .map(|e| e.name)
            .collect(),
        metallib::Container::Archive(members) => {
            let mut out = Vec::new();
            for m in members {
                out.extend(
                    air::read_info(m.module.bytes)?
                        .entry_points
                        .into_iter()
                        .filter(|e| e.kind == air::EntryKind::Kernel)
                        .map(|e| e.name),
                );
            }
            out
        }
    })
}

/// Loads `name` with generated inputs; the tolerance and family with it.
pub fn load_generated(
    container: &metallib::Container<'_>,
    shown: &str,
    name: &str,
    settings: &Settings,
) -> Result<(Loaded, inputs::Generated)> {
    let kernel = library::find_kernel(container, shown, name)?;
    let what = format!("{shown}: kernel `{}`", kernel.name);
    let constants = settings
        .constants
        .iter()
        .map(|c| crate::spec::parse_constant(c).map_err(|e| anyhow!("{what}: {e}")))
        .collect::<Result<Vec<_>>>()?;
    // Then those the family's recipe sets (the kernel declares them), then a default for
    // the rest, so that kernels reading them run.
    let mut constants = constants;
    let limit = kernel.entry.max_total_threads_per_threadgroup.unwrap_or(1024).clamp(1, 1024);
    for c in inputs::recipe(name, limit).constants {
        let c = crate::spec::parse_constant(&c).map_err(|e| anyhow!("{what}: {e}"))?;
        let declared = kernel.info.function_constants.iter().any(|d| d.name == c.name);
        if declared && constants.iter().all(|g| g.name != c.name) {
            constants.push(c);
        }
    }
    for c in &kernel.info.function_constants {
        if constants.iter().all(|g| g.name != c.name) {
            if let Some(value) = inputs::default_constant(&c.type_name) {
                constants.push(crate::spec::ConstantSpec { name: c.name.clone(), value });
            }
        }
    }
    let prepared = crate::launch::prepare(&kernel, &constants, &what)?;
    let mut generated = inputs::generate(&prepared.entry, name).map_err(|e| anyhow!("{what}: {e}"))?;
    if let Some(t) = settings.threadgroup_size {
        generated.dispatch.threadgroup_size = t;
    }
    match (settings.threads, settings.threadgroups) {
        (Some(n), _) => generated.dispatch.grid = interp::Grid::Threads(n),
        (None, Some(g)) => generated.dispatch.grid = interp::Grid::Threadgroups(g),
        (None, None) => {}
    }
    if let Some(t) = settings.float_tolerance {
        generated.float_tolerance = t;
    }
    for (slot, len) in &settings.threadgroup_memory {
        generated.threadgroup_memory.insert(*slot, *len);
    }
    crate::check_dispatch(&generated.dispatch, &kernel, &what)?;
    let plan =
        plan::plan(&prepared.entry, generated.buffers.clone(), generated.threadgroup_memory.clone(), &what)?;
    let loaded = Loaded { name: kernel.name, what, prepared, plan, dispatch: generated.dispatch };
    Ok((loaded, generated))
}

fn record(
    lib: &str,
    kernel: &str,
    family: &str,
    status: &str,
    tolerance: u32,
    detail: Option<String>,
) -> Record {
    Record {
        lib: lib.to_owned(),
        kernel: kernel.to_owned(),
        family: family.to_owned(),
        status: status.to_owned(),
        tolerance_ulps: tolerance,
        tolerance_norm: None,
        max_ulps: None,
        first_difference: None,
        detail,
        time_ms: None,
    }
}

/// Compares native results with the reference and fills the record's verdict.
fn judge(
    mut r: Record,
    loaded: &Loaded,
    reference: &BTreeMap<u32, Vec<u8>>,
    results: &BTreeMap<u32, Vec<u8>>,
    words: &BTreeMap<u32, compare::WordTypes>,
    arch: &str,
) -> Record {
    let floats = compare::float_slots(&loaded.prepared.entry);
    let c = compare::compare_typed(reference, results, &floats, words, r.tolerance_ulps, r.tolerance_norm);
    r.max_ulps = compare::max_ulps_typed(reference, results, &floats, words);
    match c.differences.first() {
        None => r.status = "agree".to_owned(),
        Some(d) => {
            r.status = "differ".to_owned();
            r.first_difference = Some(compare::describe(d, arch));
        }
    }
    r
}

/// The CPU phase of one kernel.
fn cpu_phase(
    container: &metallib::Container<'_>,
    lib: &str,
    kernel: &str,
    settings: &Settings,
    target: Option<&native::Target>,
    on_gpu: bool,
    keep: Option<&Path>,
) -> Stage {
    let (loaded, generated) = match load_generated(container, lib, kernel, settings) {
        Ok(x) => x,
        Err(e) => {
            return Stage::Done(record(
                lib,
                kernel,
                inputs::family(kernel),
                "skipped",
                0,
                Some(format!("{e:#}")),
            ))
        }
    };
    let mut r = record(lib, kernel, generated.family, "interpreted", generated.float_tolerance, None);
    r.tolerance_norm = generated.norm_tolerance;
    if target.is_some_and(|t| t.runs_on_gpu())
        && codegen::matrix::multiplies_matrices(&loaded.prepared.module)
    {
        // PTX multiplies SIMD-group matrices in f32 FMA chains (docs/abi-ptx.md, "SIMD-group
        // matrices"): each multiply within γ₈·(|C| + Σ|a·b|) of the interpreter's f64 dot,
        // so outputs that are small differences of large sums move by many of their own
        // ulps. Judged against the buffer's largest magnitude too, as sums are elsewhere.
        r.tolerance_norm.get_or_insert(inputs::NORM_TOLERANCE);
    }
    let reference = match crate::interpret_strict(&loaded, STEP_LIMIT) {
        Ok(x) => x,
        Err(e) => {
            r.status = "skipped".to_owned();
            r.detail = Some(format!("interpreter: {e:#}"));
            return Stage::Done(r);
        }
    };
    let Some(target) = target else { return Stage::Done(r) };
    let program = match target.compile(&loaded) {
        Ok(p) => p,
        Err(e) => {
            r.status = "compile-error".to_owned();
            r.detail = Some(e.to_string());
            return Stage::Done(r);
        }
    };
    if on_gpu {
        return Stage::Gpu {
            record: r,
            loaded: Box::new(loaded),
            reference,
            program: Box::new(program),
            words: settings.float_words.clone(),
        };
    }
    if target.runs_on_gpu() {
        // No GPU: the kernel would be compared; its PTX goes to `ptxas` (`keep`).
        r.status = "compiled".to_owned();
        if let Some(dir) = keep {
            let file = dir.join(ptx_file_name(lib, kernel));
            if let Err(e) = std::fs::write(&file, &program.compiled.assembly) {
                r.status = "run-error".to_owned();
                r.detail = Some(format!("cannot write `{}`: {e}", file.display()));
            }
        }
        return Stage::Done(r);
    }
    match native::run(&program, &loaded, STEP_LIMIT) {
        Ok(results) => {
            Stage::Done(judge(r, &loaded, &reference, &results, &settings.float_words, &program.arch))
        }
        Err(e) => {
            r.status = "run-error".to_owned();
            r.detail = Some(e.to_string());
            Stage::Done(r)
        }
    }
}

/// Runs a compiled kernel on a GPU: the final buffers and the kernel time in
/// milliseconds, or why it failed (the runner recovers from faults itself).
pub type GpuRun<'a> =
    dyn FnMut(&native::Program, &Loaded) -> Result<(BTreeMap<u32, Vec<u8>>, Option<f32>), String> + 'a;

/// The file a `compiled` kernel's PTX is kept in: the library's file name and the
/// kernel's, `/` and `.` of the library made `_` (fixture libraries share kernel names).
pub fn ptx_file_name(lib: &str, kernel: &str) -> String {
    let lib = Path::new(lib).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    format!("{}.{kernel}.ptx", lib.replace(['.', '/'], "_"))
}

/// Runs the whole list and appends one report line per kernel to `report`; the counts
/// per status. With `gpu`, compiled kernels run there one at a time instead of on the
/// target's simulator. `chunk` kernels at a time go through the parallel CPU phase.
pub fn run(
    list: &Path,
    report: &Path,
    target: Option<&native::Target>,
    gpu: Option<&mut GpuRun<'_>>,
    chunk: usize,
) -> Result<BTreeMap<String, usize>> {
    run_keeping(list, report, target, gpu, chunk, None)
}

/// [`run`]; where the target runs on a GPU but none is given, kernels end `compiled` and
/// their PTX texts are written to `keep` (named by [`ptx_file_name`]).
pub fn run_keeping(
    list: &Path,
    report: &Path,
    target: Option<&native::Target>,
    mut gpu: Option<&mut GpuRun<'_>>,
    chunk: usize,
    keep: Option<&Path>,
) -> Result<BTreeMap<String, usize>> {
    let entries = read_list(list)?;
    let base: PathBuf = list.parent().map(Path::to_path_buf).unwrap_or_default();
    let on_gpu = gpu.is_some();
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(report)
        .with_context(|| format!("cannot write `{}`", report.display()))?;
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    // Entries grouped by library, in list order, so that each library is read once.
    type Wanted = Vec<(Option<String>, Settings)>;
    let mut by_lib: Vec<(String, Wanted)> = Vec::new();
    for e in entries {
        match by_lib.iter_mut().find(|(l, _)| *l == e.lib) {
            Some((_, ks)) => ks.push((e.kernel, e.settings)),
            None => by_lib.push((e.lib, vec![(e.kernel, e.settings)])),
        }
    }
    for (lib, wanted) in by_lib {
        let path = base.join(&lib);
        let bytes =
            metallib::file::open_file(&path).with_context(|| format!("cannot read `{}`", path.display()))?;
        let container = metallib::open(&bytes).with_context(|| format!("`{}`", path.display()))?;
        let mut names = Vec::new();
        for (k, settings) in wanted {
            match k {
                Some(k) => names.push((k, settings)),
                None => names.extend(kernels_of(&container)?.into_iter().map(|k| (k, settings.clone()))),
            }
        }
        for chunk in names.chunks(chunk.max(1)) {
            let stages: Vec<Stage> = chunk
                .par_iter()
                .map(|(k, settings)| {
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        cpu_phase(&container, &lib, k, settings, target, on_gpu, keep)
                    }))
                    .unwrap_or_else(|_| {
                        Stage::Done(record(
                            &lib,
                            k,
                            inputs::family(k),
                            "run-error",
                            0,
                            Some("panicked".to_owned()),
                        ))
                    })
                })
                .collect();
            for stage in stages {
                let r = match stage {
                    Stage::Done(r) => r,
                    Stage::Gpu { mut record, loaded, reference, program, words } => match gpu.as_mut() {
                        Some(g) => match g(&program, &loaded) {
                            Ok((results, time)) => {
                                record.time_ms = time;
                                judge(record, &loaded, &reference, &results, &words, &program.arch)
                            }
                            Err(e) => {
                                record.status = "run-error".to_owned();
                                record.detail = Some(e);
                                record
                            }
                        },
                        None => record,
                    },
                };
                *counts.entry(r.status.clone()).or_default() += 1;
                let line = serde_json::to_string(&r)?;
                writeln!(out, "{line}")?;
                out.flush()?;
            }
        }
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Maps keyed by buffer slot and word position are JSON objects with string keys,
    /// read through the flattened settings.
    #[test]
    fn list_entries_with_numbered_maps() {
        let e: Vec<Entry> = serde_json::from_str(
            r#"[{"lib": "a.bc", "kernel": "k", "threadgroup_memory": {"0": 4096},
                 "float_words": {"2": {"period": 24, "words": {"6": "float", "15": "half"}}}}]"#,
        )
        .expect("list");
        let s = &e[0].settings;
        assert_eq!(s.threadgroup_memory, BTreeMap::from([(0, 4096)]));
        let t = &s.float_words[&2];
        assert_eq!(t.period, 24);
        assert_eq!(t.words, BTreeMap::from([(6, compare::FloatKind::F32), (15, compare::FloatKind::F16)]));
        let bad = serde_json::from_str::<Vec<Entry>>(r#"[{"lib": "a.bc", "threadgroup_memory": {"x": 1}}]"#);
        assert!(bad.is_err_and(|e| e.to_string().contains("`x` is not a number")));
    }
}
