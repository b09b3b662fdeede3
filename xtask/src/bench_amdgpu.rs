//! `cargo xtask bench amdgpu [--kernels N] [--stride S] [--lib FILE] [--reuse-llc]`: our AMD backend
//! against LLVM 14 on the same kernels, in the same run. Each kernel (every fixture kernel,
//! then every S-th mlx kernel, S chosen to try 2N over the whole corpus) is
//! optimized and legalized as the `translate` stage does; ours compiles it in process
//! (`Backend::compile`, repeated for a stable time); the same legalized kernel, printed as
//! amdgcn LLVM IR (`llvm_ir`), is checked by `llvm-as` and compiled by
//! `llc -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900` (wall time of the process, best of 5
//! runs; also with the start-up of `llc` on an empty module subtracted). Compared per
//! kernel: instructions, VGPRs, SGPRs (LLVM's counted with our rule, extras included).
//! Printed: a table of the medians and 90th percentiles of ours/llc; written:
//! `target/bench/amdgpu.json` with every row and every skipped kernel and why.

mod llvm_ir;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use codegen::Backend;
use serde_json::json;

pub use llvm_ir::print_kernel;

const MCPU: &str = "gfx900";
/// Runs of `llc` per kernel (the best counts: the machine is shared, interference only
/// ever adds time).
const LLC_RUNS: usize = 5;
/// Runs of `llc` on the empty module.
const STARTUP_RUNS: usize = 15;
/// Our compile is timed in this many batches (the best batch counts, as for `llc`), each
/// repeating it until the batch has run `OURS_BATCH_TIME`.
const OURS_BATCHES: usize = 5;
const OURS_BATCH_TIME: Duration = Duration::from_millis(4);

fn tool(name: &str) -> Option<String> {
    [format!("{name}-14"), name.to_string(), format!("/usr/lib/llvm-14/bin/{name}")]
        .into_iter()
        .find(|cand| Command::new(cand).arg("--version").output().is_ok_and(|o| o.status.success()))
}

/// What LLVM made of one kernel.
#[derive(Debug, Clone, Default)]
struct LlcStats {
    instructions: u32,
    vgprs: u32,
    /// `.amdhsa_next_free_sgpr` plus the extras our count includes (VCC, XNACK mask,
    /// FLAT_SCRATCH), by `payload::KernelObject::total_sgprs`.
    sgprs: u32,
    next_free_sgpr: u32,
    scratch_bytes: u32,
    spills: u32,
}

fn directive(s: &str, name: &str) -> Option<u32> {
    s.lines().find_map(|l| l.trim().strip_prefix(name).and_then(|r| r.trim().parse().ok()))
}

/// Reads `llc`'s listing of the kernel: instructions of its body, the register counts of
/// its `.amdhsa_kernel` block.
fn parse_listing(s: &str) -> Result<LlcStats> {
    let mut inside = false;
    let mut instructions = 0;
    for l in s.lines() {
        if l.starts_with(&format!("{}:", llvm_ir::KERNEL_SYMBOL)) {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if l.starts_with(".Lfunc_end") {
            break;
        }
        let code = l.split(';').next().unwrap_or("").trim();
        if code.is_empty() || code.starts_with('.') || code.ends_with(':') {
            continue;
        }
        instructions += 1;
    }
    if !inside {
        bail!("no `{}` in llc's listing", llvm_ir::KERNEL_SYMBOL);
    }
    let vgprs = directive(s, ".amdhsa_next_free_vgpr").context("no .amdhsa_next_free_vgpr")?;
    let next_free_sgpr = directive(s, ".amdhsa_next_free_sgpr").context("no .amdhsa_next_free_sgpr")?;
    // The assembler's defaults when a directive is left out.
    let vcc = directive(s, ".amdhsa_reserve_vcc").unwrap_or(1) != 0;
    let flat = directive(s, ".amdhsa_reserve_flat_scratch").unwrap_or(1) != 0;
    let t = backend_amdgpu::gen::target(MCPU).context("gfx900 target")?;
    let mut ko = backend_amdgpu::payload::KernelObject::new(&t, llvm_ir::KERNEL_SYMBOL, &[]);
    ko.sgpr_count = next_free_sgpr;
    ko.uses_vcc = vcc;
    ko.uses_flat_scratch = flat;
    let spills =
        directive(s, ".sgpr_spill_count:").unwrap_or(0) + directive(s, ".vgpr_spill_count:").unwrap_or(0);
    Ok(LlcStats {
        instructions,
        vgprs,
        sgprs: ko.total_sgprs(&t),
        next_free_sgpr,
        scratch_bytes: directive(s, ".amdhsa_private_segment_fixed_size").unwrap_or(0),
        spills,
    })
}

/// One kernel to compare.
struct Candidate {
    source: String,
    name: String,
    module: gpu_ir::Module,
}

/// One compared kernel.
struct Row {
    source: String,
    name: String,
    ours: codegen::Resources,
    ours_seconds: f64,
    llc: LlcStats,
    llc_seconds: f64,
}

struct Tools {
    llvm_as: String,
    llc: String,
    dir: PathBuf,
    /// `--reuse-llc`: where the printed IR is byte-identical to the previous run's
    /// `<stem>.ll`, take that run's listing and `llc` time instead of running `llc` again
    /// (iterating on ours: LLVM's side only changes when the IR does).
    reuse: bool,
}

impl Tools {
    fn find(dir: PathBuf) -> Result<Tools> {
        let (Some(llvm_as), Some(llc)) = (tool("llvm-as"), tool("llc")) else {
            bail!("llvm-as and llc (LLVM 14) are needed: install llvm-14");
        };
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(Tools { llvm_as, llc, dir, reuse: false })
    }

    /// `llvm-as` (which verifies the module) of `text` into `<stem>.bc`.
    fn assemble(&self, stem: &str, text: &str) -> Result<PathBuf, String> {
        let ll = self.dir.join(format!("{stem}.ll"));
        let bc = self.dir.join(format!("{stem}.bc"));
        std::fs::write(&ll, text).map_err(|e| format!("writing {}: {e}", ll.display()))?;
        let out = Command::new(&self.llvm_as)
            .arg(&ll)
            .arg("-o")
            .arg(&bc)
            .output()
            .map_err(|e| format!("running llvm-as: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).lines().take(3).collect::<Vec<_>>().join(" | "));
        }
        Ok(bc)
    }

    /// With `--reuse-llc`: the previous run's `llc` time and listing of `stem`, when its
    /// IR was exactly `text`.
    fn reused(&self, stem: &str, text: &str) -> Option<(f64, LlcStats)> {
        if !self.reuse {
            return None;
        }
        let old = std::fs::read_to_string(self.dir.join(format!("{stem}.ll"))).ok()?;
        if old != text {
            return None;
        }
        let t = std::fs::read_to_string(self.dir.join(format!("{stem}.time"))).ok()?.trim().parse().ok()?;
        let listing = std::fs::read_to_string(self.dir.join(format!("{stem}.s"))).ok()?;
        Some((t, parse_listing(&listing).ok()?))
    }

    /// `llc` of a bitcode file, best wall time of `runs`, and the listing.
    fn llc(&self, bc: &Path, runs: usize) -> Result<(f64, String), String> {
        let s = bc.with_extension("s");
        let mut best = f64::INFINITY;
        for _ in 0..runs {
            let start = Instant::now();
            let out = Command::new(&self.llc)
                .args(["-O2", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={MCPU}"), "-o"])
                .arg(&s)
                .arg(bc)
                .output()
                .map_err(|e| format!("running llc: {e}"))?;
            let t = start.elapsed().as_secs_f64();
            if !out.status.success() {
                return Err(String::from_utf8_lossy(&out.stderr)
                    .lines()
                    .take(3)
                    .collect::<Vec<_>>()
                    .join(" | "));
            }
            best = best.min(t);
        }
        let text = std::fs::read_to_string(&s).map_err(|e| format!("reading {}: {e}", s.display()))?;
        Ok((best, text))
    }
}

/// The fixture kernels the backend tests compile (`fixtures/run`, `fixtures/codegen`).
fn fixture_candidates(root: &Path) -> Result<Vec<Candidate>> {
    let mut files = Vec::new();
    for d in ["run", "codegen"] {
        let dir = root.join("fixtures").join(d);
        for e in std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))? {
            let p = e?.path();
            if p.extension().is_some_and(|x| x == "bc") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for p in files {
        let raw = std::fs::read(&p).with_context(|| format!("reading {}", p.display()))?;
        let info = air::read_info(&raw).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?;
        let module = air::read_module(&raw).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?.module;
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        for ep in info.entry_points.iter().filter(|e| e.kind == air::summary::EntryKind::Kernel) {
            out.push(Candidate {
                source: format!("fixture {stem}"),
                name: ep.name.clone(),
                module: module.clone(),
            });
        }
    }
    Ok(out)
}

/// Optimized and legalized as the translate stage does it; `None` with the reason when
/// ours refuses the kernel.
fn prepare(backend: &dyn Backend, c: &mut Candidate) -> Result<gpu_ir::FuncId, String> {
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: false };
    opt::pipeline::optimize(&mut c.module, &opts).map_err(|e| format!("optimize: {e}"))?;
    let f = c.module.function_by_name(&c.name).ok_or("not found in its module")?;
    backend.legalize(&mut c.module, f).map_err(|e| format!("legalize: {e}"))?;
    Ok(f)
}

/// Seconds per `Backend::compile` of `unit`: the best of `OURS_BATCHES` batches.
fn time_ours(backend: &dyn Backend, unit: &codegen::Unit<'_>) -> f64 {
    let mut best = f64::INFINITY;
    for _ in 0..OURS_BATCHES {
        let mut reps = 0u32;
        let start = Instant::now();
        while reps == 0 || start.elapsed() < OURS_BATCH_TIME {
            let _ = backend.compile(unit);
            reps += 1;
        }
        best = best.min(start.elapsed().as_secs_f64() / f64::from(reps));
    }
    best
}

#[derive(Default)]
struct Skips {
    list: Vec<(String, String, String)>,
}

impl Skips {
    fn add(&mut self, c: &Candidate, stage: &str, why: String) {
        self.list.push((c.source.clone(), c.name.clone(), format!("{stage}: {why}")));
    }
}

/// Compares one kernel; `Ok(None)` when it was skipped (recorded in `skips`).
fn compare(
    backend: &dyn Backend,
    tools: &Tools,
    mut c: Candidate,
    n: usize,
    skips: &mut Skips,
) -> Option<Row> {
    let f = match prepare(backend, &mut c) {
        Ok(f) => f,
        Err(e) => {
            skips.add(&c, "ours", e);
            return None;
        }
    };
    let unit = codegen::Unit { module: &c.module, function: f, name: &c.name };
    let compiled = match backend.compile(&unit) {
        Ok(x) => x,
        Err(e) => {
            skips.add(&c, "ours", e.to_string());
            return None;
        }
    };
    // Ours beside LLVM's listing, for reading the two side by side.
    std::fs::write(tools.dir.join(format!("k{n}.ours.s")), &compiled.assembly).ok();
    let text = match print_kernel(&c.module, f) {
        Ok(t) => t,
        Err(e) => {
            skips.add(&c, "printer", e.0);
            return None;
        }
    };
    let text = format!("; {} `{}`\n{text}", c.source, c.name);
    if let Some((llc_seconds, llc)) = tools.reused(&format!("k{n}"), &text) {
        let ours_seconds = time_ours(backend, &unit);
        return Some(Row {
            source: c.source,
            name: c.name,
            ours: compiled.resources,
            ours_seconds,
            llc,
            llc_seconds,
        });
    }
    let bc = match tools.assemble(&format!("k{n}"), &text) {
        Ok(b) => b,
        Err(e) => {
            skips.add(&c, "llvm-as", e);
            return None;
        }
    };
    let (llc_seconds, listing) = match tools.llc(&bc, LLC_RUNS) {
        Ok(x) => x,
        Err(e) => {
            skips.add(&c, "llc", e);
            return None;
        }
    };
    let llc = match parse_listing(&listing) {
        Ok(s) => s,
        Err(e) => {
            skips.add(&c, "llc listing", e.to_string());
            return None;
        }
    };
    std::fs::write(tools.dir.join(format!("k{n}.time")), format!("{llc_seconds}\n")).ok();
    let ours_seconds = time_ours(backend, &unit);
    Some(Row { source: c.source, name: c.name, ours: compiled.resources, ours_seconds, llc, llc_seconds })
}

/// A skip reason without the kernel's own names and addresses, so that reasons group.
fn reason_key(why: &str) -> String {
    let (stage, rest) = why.split_once(": ").unwrap_or(("", why));
    let key = match stage {
        // `function `f`: <feature> is not supported on <arch> (at `…`)`
        "ours" => {
            let after = rest.split_once("`: ").map(|(_, r)| r).unwrap_or(rest);
            let feature = after.split(" is not supported").next().unwrap_or(after);
            let feature = feature.split(" (at ").next().unwrap_or(feature);
            match feature.split_once(": ") {
                Some((k, _)) if k.starts_with("register pressure") => "register pressure".to_string(),
                _ => feature.split(" (global").next().unwrap_or(feature).to_string(),
            }
        }
        "llc" if rest.contains("Cannot select") => {
            let node = rest.split("Cannot select: ").nth(1).unwrap_or("");
            let node = node.split_once(" = ").map(|(_, r)| r).unwrap_or(node);
            format!("cannot select {}", node.split([' ', '<', '(']).next().unwrap_or(""))
        }
        "llc" if rest.contains("PLEASE submit a bug report") => "crash".to_string(),
        "llc" if rest.contains("unsupported initializer") => "unsupported initializer".to_string(),
        "llvm-as" => {
            rest.split("error: ").nth(1).unwrap_or(rest).split(" |").next().unwrap_or("").to_string()
        }
        _ => rest.chars().take(80).collect(),
    };
    format!("{stage}: {key}")
}

fn percentile(mut v: Vec<f64>, p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    let idx = ((p * (v.len() - 1) as f64).round() as usize).min(v.len() - 1);
    v.get(idx).copied().unwrap_or(f64::NAN)
}

fn ratio(a: u32, b: u32) -> f64 {
    f64::from(a.max(1)) / f64::from(b.max(1))
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut target = 250usize;
    let mut stride = None;
    let mut lib = root.join("target/corpus/mlx.metallib");
    let mut reuse = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--kernels" => {
                target = it.next().context("--kernels needs a number")?.parse().context("--kernels")?
            }
            "--stride" => {
                stride = Some(it.next().context("--stride needs a number")?.parse().context("--stride")?)
            }
            "--lib" => lib = PathBuf::from(it.next().context("--lib needs a file")?),
            "--reuse-llc" => reuse = true,
            other => bail!("bench amdgpu: unknown argument `{other}`"),
        }
    }
    let mut tools = Tools::find(root.join("target/bench/amdgpu"))?;
    tools.reuse = reuse;
    let table = targets::ArchTable::builtin();
    let arch = table.get(&format!("amdgpu_{MCPU}")).context("amdgpu_gfx900 in the arch table")?;
    let backend = driver::translate::registry().lookup(arch).map_err(|e| anyhow::anyhow!("{e}"))?;
    let backend = backend.as_ref();

    // llc's start-up: an empty module, best of several runs.
    let empty = tools
        .assemble(
            "empty",
            &format!(
                "target datalayout = \"{}\"\ntarget triple = \"amdgcn-amd-amdhsa\"\n",
                llvm_ir::DATALAYOUT
            ),
        )
        .map_err(|e| anyhow::anyhow!("llvm-as of an empty module: {e}"))?;
    let (startup, _) =
        tools.llc(&empty, STARTUP_RUNS).map_err(|e| anyhow::anyhow!("llc of an empty module: {e}"))?;

    let started = Instant::now();
    let mut rows = Vec::new();
    let mut skips = Skips::default();
    let mut n = 0usize;
    for c in fixture_candidates(root)? {
        n += 1;
        if let Some(r) = compare(backend, &tools, c, n, &mut skips) {
            rows.push(r);
        }
    }
    let fixture_rows = rows.len();
    let bytes =
        std::fs::read(&lib).with_context(|| format!("{} (run `cargo xtask corpus`)", lib.display()))?;
    let library = metallib::read(&bytes).map_err(|e| anyhow::anyhow!("{}: {e}", lib.display()))?;
    let kernels: Vec<_> = library
        .functions
        .iter()
        .filter(|f| f.function_type == Some(metallib::format::FunctionType::Kernel))
        .collect();
    // Twice the wanted number, evenly over the whole corpus: about half of the kernels
    // are refused by ours or cannot be compared (the skipped list says why).
    let stride = stride.unwrap_or(kernels.len() / (2 * target.max(1))).max(1);
    let mut tried = 0usize;
    for f in kernels.iter().step_by(stride) {
        tried += 1;
        n += 1;
        let module = match air::read_module(library.module_of(f)) {
            Ok(d) => d.module,
            Err(e) => {
                skips.list.push(("mlx".into(), f.name.to_string(), format!("decode: {e}")));
                continue;
            }
        };
        let c = Candidate { source: "mlx".into(), name: f.name.to_string(), module };
        if let Some(r) = compare(backend, &tools, c, n, &mut skips) {
            rows.push(r);
        }
    }
    let mlx_rows = rows.len() - fixture_rows;
    report(
        root,
        &rows,
        &skips,
        startup,
        fixture_rows,
        mlx_rows,
        tried,
        kernels.len(),
        stride,
        started.elapsed(),
    )
}

#[allow(clippy::too_many_arguments)]
fn report(
    root: &Path,
    rows: &[Row],
    skips: &Skips,
    startup: f64,
    fixture_rows: usize,
    mlx_rows: usize,
    tried: usize,
    mlx_kernels: usize,
    stride: usize,
    elapsed: Duration,
) -> Result<()> {
    let col = |f: &dyn Fn(&Row) -> f64| rows.iter().map(f).collect::<Vec<f64>>();
    let inst = col(&|r| ratio(r.ours.instructions, r.llc.instructions));
    let vgpr = col(&|r| ratio(r.ours.vector_registers, r.llc.vgprs));
    let sgpr = col(&|r| ratio(r.ours.scalar_registers, r.llc.sgprs));
    let ours_total: f64 = rows.iter().map(|r| r.ours_seconds).sum();
    let llc_total: f64 = rows.iter().map(|r| r.llc_seconds).sum();
    let llc_net: f64 = rows.iter().map(|r| (r.llc_seconds - startup).max(0.0)).sum();
    let speed = col(&|r| r.llc_seconds / r.ours_seconds.max(1e-9));
    let speed_net = col(&|r| (r.llc_seconds - startup).max(0.0) / r.ours_seconds.max(1e-9));
    let sum = |f: &dyn Fn(&Row) -> u32| rows.iter().map(|r| u64::from(f(r))).sum::<u64>();
    println!(
        "{} kernels compared on {MCPU} ({fixture_rows} fixture, {mlx_rows} mlx: {tried} of {mlx_kernels} mlx kernels tried at stride {stride}); {} skipped; {:.0} s",
        rows.len(),
        skips.list.len(),
        elapsed.as_secs_f64()
    );
    println!("llc start-up (empty module): {:.1} ms", startup * 1e3);
    println!("| ours / llc -O2 | median | p90 | total |");
    println!("|---|---|---|---|");
    let line = |name: &str, v: &[f64], total: String| {
        println!(
            "| {name} | {:.2} | {:.2} | {total} |",
            percentile(v.to_vec(), 0.5),
            percentile(v.to_vec(), 0.9)
        );
    };
    let tot = |a: u64, b: u64| format!("{:.2}", a as f64 / (b.max(1)) as f64);
    line("instructions", &inst, tot(sum(&|r| r.ours.instructions), sum(&|r| r.llc.instructions)));
    line("VGPRs", &vgpr, tot(sum(&|r| r.ours.vector_registers), sum(&|r| r.llc.vgprs)));
    line("SGPRs", &sgpr, tot(sum(&|r| r.ours.scalar_registers), sum(&|r| r.llc.sgprs)));
    println!("| compile speed-up (llc time / ours) | median | 10th percentile | total |");
    println!("|---|---|---|---|");
    println!(
        "| llc process | {:.0}× | {:.0}× | {:.0}× ({:.1} s vs {:.3} s) |",
        percentile(speed.clone(), 0.5),
        percentile(speed.clone(), 0.1),
        llc_total / ours_total.max(1e-9),
        llc_total,
        ours_total
    );
    println!(
        "| llc minus start-up | {:.0}× | {:.0}× | {:.0}× ({:.1} s) |",
        percentile(speed_net.clone(), 0.5),
        percentile(speed_net.clone(), 0.1),
        llc_net / ours_total.max(1e-9),
        llc_net
    );
    let spilled = rows.iter().filter(|r| r.llc.spills > 0 || r.llc.scratch_bytes > 0).count();
    let ours_scratch = rows.iter().filter(|r| r.ours.scratch_bytes > 0).count();
    let ours_spilled = rows.iter().filter(|r| r.ours.scalar_spills + r.ours.vector_spills > 0).count();
    let llc_spilled = rows.iter().filter(|r| r.llc.spills > 0).count();
    println!(
        "kernels using scratch: llc {spilled}, ours {ours_scratch}; kernels spilling registers: llc {llc_spilled}, ours {ours_spilled}"
    );
    let mut reasons: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for (_, _, why) in &skips.list {
        *reasons.entry(reason_key(why)).or_default() += 1;
    }
    let mut by_count: Vec<_> = reasons.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("skipped, by reason:");
    for (why, count) in by_count.iter().take(25) {
        println!("  {count:4}  {why}");
    }
    let json = json!({
        "mcpu": MCPU,
        "llc": "llc -O2 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 (LLVM 14)",
        "llc_startup_seconds": startup,
        "stride": stride,
        "mlx_kernels": mlx_kernels,
        "mlx_tried": tried,
        "summary": {
            "kernels": rows.len(),
            "fixture_kernels": fixture_rows,
            "mlx_kernels": mlx_rows,
            "instructions": {"median": percentile(inst.clone(), 0.5), "p90": percentile(inst, 0.9)},
            "vgprs": {"median": percentile(vgpr.clone(), 0.5), "p90": percentile(vgpr, 0.9)},
            "sgprs": {"median": percentile(sgpr.clone(), 0.5), "p90": percentile(sgpr, 0.9)},
            "ours_seconds": ours_total,
            "llc_seconds": llc_total,
            "llc_seconds_minus_startup": llc_net,
        },
        "rows": rows.iter().map(|r| json!({
            "source": r.source,
            "kernel": r.name,
            "ours": {
                "instructions": r.ours.instructions,
                "vgprs": r.ours.vector_registers,
                "sgprs": r.ours.scalar_registers,
                "scratch_bytes": r.ours.scratch_bytes,
                "spills": r.ours.scalar_spills + r.ours.vector_spills,
                "seconds": r.ours_seconds,
            },
            "llc": {
                "instructions": r.llc.instructions,
                "vgprs": r.llc.vgprs,
                "sgprs": r.llc.sgprs,
                "next_free_sgpr": r.llc.next_free_sgpr,
                "scratch_bytes": r.llc.scratch_bytes,
                "spills": r.llc.spills,
                "seconds": r.llc_seconds,
            },
        })).collect::<Vec<_>>(),
        "skipped": skips.list.iter().map(|(s, k, why)| json!({"source": s, "kernel": k, "why": why})).collect::<Vec<_>>(),
    });
    let out = root.join("target/bench/amdgpu.json");
    std::fs::write(&out, serde_json::to_string_pretty(&json)?)
        .with_context(|| format!("writing {}", out.display()))?;
    println!("wrote {}", out.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every fixture kernel the printer can write is LLVM IR that LLVM 14's `llvm-as`
    /// accepts (its verifier included). Kernels it cannot write (naming the operation)
    /// are listed; those ours compiles are the benchmark's printer skips.
    #[test]
    fn printer_output_is_accepted_by_llvm_as_for_every_fixture_kernel() {
        let Some(llvm_as) = tool("llvm-as") else {
            assert!(
                std::env::var("METAL_NT_REQUIRE_ORACLES").map_or(true, |v| v != "1"),
                "llvm-as not found but METAL_NT_REQUIRE_ORACLES=1"
            );
            eprintln!("notice: llvm-as (LLVM 14) not found; skipping the printer check");
            return;
        };
        let root = crate::root();
        let dir = std::env::temp_dir().join(format!("xtask-bench-amdgpu-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let tools = Tools { llvm_as, llc: String::new(), dir: dir.clone(), reuse: false };
        let table = targets::ArchTable::builtin();
        let arch = table.get("amdgpu_gfx900").expect("gfx900");
        let backend = driver::translate::registry().lookup(arch).expect("backend");
        let (mut checked, mut compiled, mut unexpressed) = (0, 0, Vec::new());
        for (n, mut c) in fixture_candidates(&root).expect("fixtures").into_iter().enumerate() {
            // A kernel the legalization refuses by name (an error fixture) is not compiled.
            let f = match prepare(backend.as_ref(), &mut c) {
                Ok(f) => f,
                Err(e) if e.contains(" is not supported on ") => {
                    unexpressed.push(format!("{} ({e})", c.name));
                    continue;
                }
                Err(e) => panic!("{} {}: {e}", c.source, c.name),
            };
            let unit = codegen::Unit { module: &c.module, function: f, name: &c.name };
            let ours = backend.compile(&unit).is_ok();
            compiled += usize::from(ours);
            let text = match print_kernel(&c.module, f) {
                Ok(t) => t,
                Err(e) => {
                    let note = if ours { ", compiled by ours" } else { "" };
                    unexpressed.push(format!("{} ({e}{note})", c.name));
                    continue;
                }
            };
            if let Err(e) = tools.assemble(&format!("f{n}"), &text) {
                panic!("{} {}: llvm-as refused the printed IR: {e}\n{text}", c.source, c.name);
            }
            checked += 1;
        }
        println!("not expressed: {}", unexpressed.join("; "));
        println!("{compiled} fixture kernels compiled by ours");
        std::fs::remove_dir_all(&dir).ok();
        println!("{checked} fixture kernels printed and accepted by llvm-as");
        assert!(checked >= 10, "only {checked} fixture kernels printed");
    }
}
