//! `cargo xtask gpu-check`: the GPU harness of issue 13. Packs, under `target/gpu-pack/`,
//! everything the NVIDIA machine needs to check metal-nt's PTX on hardware — it has the
//! driver but no Rust — and turns what it brings back into `docs/gpu-report.md`:
//!
//! - `bin/metal-run`, `bin/metal-nt`: x86-64 release builds, stripped;
//! - `fixtures/`: the fixture library, the `fixtures/run` modules and the backend fixtures
//!   of `fixtures/codegen` (as `codegen_*.bc`);
//! - `mlx-sample.metallib`: a deterministic sample of mlx kernels spread over the kernel
//!   families (the whole corpus, 147 MB, is over the 64 MiB the machine takes), written
//!   with the metallib builder;
//! - `lists/NNN.json`: batch lists of at most [`PER_LIST`] kernels (`metal-run --batch`),
//!   so that `timeout` around each bounds what a hung kernel costs;
//! - `bench/`, `bench.metallib`: the benchmark against nvcc (`crate::gpu_bench`);
//! - `run.sh`: runs every list under `metal-run --batch --arch nvidiagpu_sm90` and writes
//!   `$OUT/gpu-report.jsonl` (one line per kernel) and `$OUT/gpu-summary.txt`, then the
//!   benchmark (`bench/bench.sh`, `$OUT/bench.jsonl`); `--bench-only` runs only the
//!   benchmark, `--no-bench` only the check.
//!
//! `cargo xtask gpu-check --predict [-j N]` builds the pack and then does, on this machine,
//! everything of the GPU run but the GPU part: every list under `metal-run --batch --arch
//! nvidiagpu_sm90 --no-gpu` (the strict reference run that decides `skipped`, the
//! compile), and `ptxas -arch=sm_90` over every PTX that would go to the GPU; it prints
//! (and writes to `target/gpu-pack-predict/summary.md`) how many kernels the GPU run will
//! compare and why the others will not be, fixtures and mlx apart.
//!
//! `cargo xtask gpu-check --summarize REPORT.jsonl [-o FILE]` writes the markdown report:
//! counts per status, the agreement rate, and every disagreement with its first
//! difference; `--bench BENCH.jsonl [--bench-out FILE]` writes `docs/bench-ptx.md`. The
//! pack must stay under [`PACK_LIMIT`].

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The device machine takes 64 MiB per transfer; the pack leaves room for the rest of
/// the working tree.
pub const PACK_LIMIT: u64 = 60 * 1024 * 1024;
/// mlx kernels sampled by default.
pub const DEFAULT_SAMPLE: usize = 3300;
/// Kernels per batch list.
pub const PER_LIST: usize = 100;
/// A sampled kernel's module may be at most this large (giant modules would crowd the pack).
const MODULE_LIMIT: usize = 96 * 1024;
/// The mlx sample's own budget within the pack.
const SAMPLE_LIMIT: u64 = 36 * 1024 * 1024;

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut out = root.join("target/gpu-pack");
    let mut count = DEFAULT_SAMPLE;
    let mut build = true;
    let mut summarize: Option<PathBuf> = None;
    let mut report_out = root.join("docs/gpu-report.md");
    let mut bench: Option<PathBuf> = None;
    let mut bench_out = root.join("docs/bench-ptx.md");
    let mut predict = false;
    let mut jobs = 2usize;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().with_context(|| format!("{a} needs a value"));
        match a.as_str() {
            "--out" => out = PathBuf::from(value()?),
            "--count" => count = value()?.parse().context("--count")?,
            "--no-build" => build = false,
            "--summarize" => summarize = Some(PathBuf::from(value()?)),
            "-o" => report_out = PathBuf::from(value()?),
            "--bench" => bench = Some(PathBuf::from(value()?)),
            "--bench-out" => bench_out = PathBuf::from(value()?),
            "--predict" => predict = true,
            "-j" => jobs = value()?.parse().context("-j")?,
            other => bail!(
                "gpu-check: unknown argument `{other}`; usage: cargo xtask gpu-check [--out DIR] [--count N] [--no-build] [--predict [-j N]] | gpu-check [--summarize REPORT.jsonl [-o FILE]] [--bench BENCH.jsonl [--bench-out FILE]]"
            ),
        }
    }
    if let Some(b) = &bench {
        let text = std::fs::read_to_string(b).with_context(|| format!("cannot read {}", b.display()))?;
        let md = crate::gpu_bench::summarize_bench(&text)?;
        std::fs::write(&bench_out, md).with_context(|| format!("cannot write {}", bench_out.display()))?;
        eprintln!("wrote {}", bench_out.display());
        if summarize.is_none() {
            return Ok(());
        }
    }
    if let Some(report) = summarize {
        let text =
            std::fs::read_to_string(&report).with_context(|| format!("cannot read {}", report.display()))?;
        let md = summarize_report(&text)?;
        std::fs::write(&report_out, md).with_context(|| format!("cannot write {}", report_out.display()))?;
        eprintln!("wrote {}", report_out.display());
        return Ok(());
    }
    pack(root, &out, count, build)?;
    if predict {
        let dir = root.join("target/gpu-pack-predict");
        let md = predict_run(&out, &dir, jobs)?;
        print!("{md}");
        std::fs::write(dir.join("summary.md"), &md)?;
    }
    Ok(())
}

/// Why a kernel will not be compared, from its `skipped` detail.
pub fn skip_reason(detail: &str) -> &'static str {
    if detail.contains("data race") || detail.contains("which one lands") {
        "data race"
    } else if detail.contains("no thread of the threadgroup wrote") {
        "reads unwritten threadgroup memory"
    } else if detail.contains("out-of-bounds") {
        "out-of-bounds access"
    } else if detail.contains("step limit") || detail.contains("instructions") {
        "step limit"
    } else if detail.contains("not generated") {
        "argument kind not generated"
    } else {
        "other"
    }
}

/// `--predict`: the lists of the pack at `pack` under `metal-run --batch --no-gpu`, then
/// ptxas over the kept PTX; the summary as markdown.
pub fn predict_run(pack: &Path, dir: &Path, jobs: usize) -> Result<String> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).with_context(|| format!("cannot clear {}", dir.display()))?;
    }
    let ptx_dir = dir.join("ptx");
    std::fs::create_dir_all(&ptx_dir)?;
    let report = dir.join("report.jsonl");
    let mut lists: Vec<PathBuf> = std::fs::read_dir(pack.join("lists"))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    lists.sort();
    let started = std::time::Instant::now();
    for list in &lists {
        let t = std::time::Instant::now();
        let status = Command::new(pack.join("bin/metal-run"))
            .arg("--batch")
            .arg(list)
            .arg("--report")
            .arg(&report)
            .args(["--arch", "nvidiagpu_sm90", "--no-gpu"])
            .arg(&ptx_dir)
            .env("RAYON_NUM_THREADS", jobs.max(1).to_string())
            .status()
            .context("running metal-run --batch")?;
        eprintln!(
            "{}: {status}, {:.0} s (total {:.0} s)",
            list.display(),
            t.elapsed().as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
    }
    let cpu_seconds = started.elapsed().as_secs_f64();
    let text =
        std::fs::read_to_string(&report).with_context(|| format!("cannot read {}", report.display()))?;
    let records: Vec<Value> =
        text.lines().filter(|l| !l.trim().is_empty()).map(serde_json::from_str).collect::<Result<_, _>>()?;
    // ptxas over every kept PTX, `jobs` at a time.
    let ptxas = crate::ptxas_corpus::find_ptxas()?;
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
    let compiled: Vec<(usize, PathBuf)> = records
        .iter()
        .enumerate()
        .filter(|(_, r)| s(r, "status") == "compiled")
        .map(|(i, r)| (i, ptx_dir.join(metal_run::batch::ptx_file_name(&s(r, "lib"), &s(r, "kernel")))))
        .collect();
    let rejected = std::sync::Mutex::new(BTreeMap::<usize, String>::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failure = std::sync::Mutex::new(None::<anyhow::Error>);
    std::thread::scope(|sc| {
        for w in 0..jobs.max(1) {
            let (compiled, rejected, next, failure, ptxas, dir) =
                (&compiled, &rejected, &next, &failure, &ptxas, dir);
            sc.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((at, file)) = compiled.get(i) else { break };
                let outcome = std::fs::read_to_string(file).context("reading kept PTX").and_then(|text| {
                    crate::ptxas_corpus::assemble(
                        ptxas,
                        dir,
                        "sm_90",
                        &format!("w{w}"),
                        &text,
                        std::time::Duration::from_secs(120),
                    )
                });
                match outcome {
                    Ok(crate::ptxas_corpus::Outcome::Accepted) => {}
                    Ok(o) => {
                        rejected.lock().unwrap_or_else(|p| p.into_inner()).insert(*at, format!("{o:?}"));
                    }
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                        return;
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let rejected = rejected.into_inner().unwrap_or_else(|p| p.into_inner());
    // (fixtures or mlx) → outcome → count.
    let mut table: BTreeMap<(&str, String), usize> = BTreeMap::new();
    let mut skipped_families: BTreeMap<(String, &str), usize> = BTreeMap::new();
    for (i, r) in records.iter().enumerate() {
        let whose = if s(r, "lib").contains("mlx-sample") { "mlx" } else { "fixtures" };
        let outcome = match s(r, "status").as_str() {
            "compiled" if rejected.contains_key(&i) => "ptxas rejects".to_owned(),
            "compiled" => "will be compared".to_owned(),
            "skipped" => {
                let why = skip_reason(&s(r, "detail"));
                if whose == "mlx" {
                    *skipped_families.entry((family_of(&s(r, "kernel")), why)).or_default() += 1;
                }
                format!("skipped: {why}")
            }
            other => other.to_owned(),
        };
        *table.entry((whose, outcome)).or_default() += 1;
    }
    let mut md = format!(
        "# gpu-check --predict: what the GPU run will compare

{} kernels of {} lists; the CPU part (strict reference run, compile) took {:.0} s with {} threads here, ptxas {:.0} s more.

| kernels | outcome | count |
|---|---|---:|
",
        records.len(),
        lists.len(),
        cpu_seconds,
        jobs,
        started.elapsed().as_secs_f64() - cpu_seconds
    );
    for ((whose, outcome), n) in &table {
        md.push_str(&format!(
            "| {whose} | {outcome} | {n} |
"
        ));
    }
    md.push_str(
        "
| mlx family | skipped because | kernels |
|---|---|---:|
",
    );
    let mut fams: Vec<_> = skipped_families.into_iter().collect();
    fams.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for ((f, why), n) in fams {
        md.push_str(&format!(
            "| {f} | {why} | {n} |
"
        ));
    }
    if !rejected.is_empty() {
        md.push_str(
            "
## ptxas rejects

",
        );
        for (i, why) in &rejected {
            md.push_str(&format!(
                "- `{}`: {why}
",
                s(&records[*i], "kernel")
            ));
        }
    }
    Ok(md)
}

/// fixtures/run/math_sweep's kernels: (name, MSL bound in ulps, threads).
const MATH_SWEEP: [(&str, u32, u32); 4] = [
    ("math_sweep_4", 4, 256),
    ("math_sweep_5", 5, 1024),
    ("math_sweep_6", 6, 2048),
    ("math_sweep_16", 16, 2048),
];

/// Builds the pack at `out`.
pub fn pack(root: &Path, out: &Path, count: usize, build: bool) -> Result<()> {
    if out.exists() {
        std::fs::remove_dir_all(out).with_context(|| format!("cannot clear {}", out.display()))?;
    }
    for d in ["bin", "fixtures", "lists"] {
        std::fs::create_dir_all(out.join(d))?;
    }
    let target_dir =
        std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root.join("target"));
    if build {
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
            .current_dir(root)
            .args(["build", "--release", "-p", "metal-run", "-p", "metal-nt"])
            .env("CARGO_PROFILE_RELEASE_STRIP", "true")
            .env("CARGO_PROFILE_RELEASE_DEBUG", "false")
            .status()
            .context("running cargo build")?;
        if !status.success() {
            bail!("cargo build --release failed");
        }
    }
    for b in ["metal-run", "metal-nt"] {
        let from = target_dir.join("release").join(b);
        std::fs::copy(&from, out.join("bin").join(b))
            .with_context(|| format!("cannot copy {} (build it, or drop --no-build)", from.display()))?;
    }

    // Fixtures, with the settings the generator cannot guess.
    let mut fixture_entries = Vec::new();
    std::fs::copy(root.join("fixtures/air/fixtures.metallib"), out.join("fixtures/fixtures.metallib"))?;
    fixture_entries.push(json!({"lib": "../fixtures/fixtures.metallib"}));
    // The interpreter's fixtures and the backend fixtures (SIMD-groups with holes, 64-bit
    // and reshaping bitcasts, matrices), the latter prefixed: some names are in both.
    let mut run_modules: Vec<(PathBuf, String)> = Vec::new();
    for (dir, prefix) in [("fixtures/run", ""), ("fixtures/codegen", "codegen_")] {
        let mut v: Vec<(PathBuf, String)> = std::fs::read_dir(root.join(dir))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "bc"))
            .map(|p| {
                let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                (p, format!("{prefix}{name}"))
            })
            .collect();
        v.sort();
        run_modules.extend(v);
    }
    for (p, name) in &run_modules {
        std::fs::copy(p, out.join("fixtures").join(name))?;
        if name == "math_sweep.bc" {
            // One kernel per MSL accuracy bound, each compared at that bound
            // (docs/ptx-math.md); its `math_forms` kernel (fast approximations) is for
            // ptxas and the interpreter only.
            for (kernel, ulps, threads) in MATH_SWEEP {
                fixture_entries.push(json!({"lib": format!("../fixtures/{name}"), "kernel": kernel,
                    "threads": [threads, 1, 1], "float_tolerance": ulps}));
            }
            continue;
        }
        // These modules mix exact and precise math: Metal's 4 ulps on both sides.
        fixture_entries.push(json!({"lib": format!("../fixtures/{name}"), "float_tolerance": 8}));
    }
    let fixture_settings = [
        json!({"lib": "../fixtures/fixtures.metallib", "kernel": "threadgroup_reduce", "threadgroups": [4, 1, 1], "threadgroup_size": [64, 1, 1]}),
        json!({"lib": "../fixtures/fixtures.metallib", "kernel": "resolve_tile", "threads": [16, 16, 1], "threadgroup_size": [8, 8, 1]}),
        // The VMAF-style SAD: a 2-D frame (its mirror padding reads outside a 1-D grid),
        // compared bit for bit.
        json!({"lib": "../fixtures/motion_sad.bc", "kernel": "motion_sad", "threads": [32, 16, 1], "threadgroup_size": [8, 8, 1], "float_tolerance": 0}),
        // Written for 48 threads (a full and a partial SIMD-group), as interp's test runs it;
        // float SIMD-group sums add in an order Metal leaves open (the interpreter: lane
        // order; the PTX: a butterfly), hence the fixtures' 8 ulps.
        // Its `uint` output holds floats at words 6 (prefix product) and 15 (quad sum) of
        // each thread's 24, compared as floats; the exact float words (shuffle, max) and
        // the integers stay bit for bit.
        json!({"lib": "../fixtures/simd_ops.bc", "kernel": "simd_ops", "threads": [48, 1, 1], "threadgroup_size": [48, 1, 1], "float_tolerance": 8,
            "float_words": {"2": {"period": 24, "words": {"6": "float", "15": "float"}}}}),
        // Words 8–11 of each thread's 16 are `exp`, `fast_exp`, `log`, `rsqrt` stored as
        // `uint` (Metal's bounds, the fixtures' 8 ulps); conversions and exact functions
        // stay bit for bit.
        json!({"lib": "../fixtures/convert_math.bc", "kernel": "convert_math", "float_tolerance": 8,
            "float_words": {"2": {"period": 16, "words": {"8": "float", "9": "float", "10": "float", "11": "float"}}}}),
        // Buffer `c` holds a `half` SIMD sum (word 0) and `float` prefix sum and product
        // (words 1, 2) of each thread's 6: sums in an order Metal leaves open.
        json!({"lib": "../fixtures/codegen_simd_groups.bc", "kernel": "simd_groups", "float_tolerance": 8,
            "float_words": {"3": {"period": 6, "words": {"0": "half", "1": "float", "2": "float"}}}}),
        // Threadgroup arrays sized for 128 and 64 threads per group.
        json!({"lib": "../fixtures/codegen_int64_atomics.bc", "kernel": "int64_atomics", "threads": [256, 1, 1], "threadgroup_size": [128, 1, 1]}),
        json!({"lib": "../fixtures/codegen_simd_matrix.bc", "kernel": "simd_matrix", "threads": [64, 1, 1], "threadgroup_size": [64, 1, 1]}),
        json!({"lib": "../fixtures/codegen_simd_matrix.bc", "kernel": "simd_matrix_nolane", "threads": [64, 1, 1], "threadgroup_size": [64, 1, 1]}),
        json!({"lib": "../fixtures/codegen_simd_matrix.bc", "kernel": "simd_matrix_mixed", "threads": [64, 1, 1], "threadgroup_size": [64, 1, 1]}),
    ];
    // The whole libraries once, then these kernels again with the shapes they were written for.
    let mut lists: Vec<Vec<Value>> = vec![fixture_entries.into_iter().chain(fixture_settings).collect()];

    // The mlx sample.
    let corpus = root.join("target/corpus/mlx.metallib");
    let bytes = std::fs::read(&corpus)
        .with_context(|| format!("cannot read {} (cargo xtask corpus)", corpus.display()))?;
    let sample = sample_library(&bytes, count)?;
    std::fs::write(out.join("mlx-sample.metallib"), &sample.bytes)?;
    for names in sample.kernels.chunks(PER_LIST) {
        lists.push(names.iter().map(|k| json!({"lib": "../mlx-sample.metallib", "kernel": k})).collect());
    }
    crate::gpu_bench::pack_bench(root, out, &bytes)?;
    for (i, l) in lists.iter().enumerate() {
        std::fs::write(out.join("lists").join(format!("{i:03}.json")), serde_json::to_string_pretty(l)?)?;
    }
    std::fs::write(out.join("run.sh"), RUN_SH)?;
    std::fs::write(out.join("families.json"), serde_json::to_string_pretty(&sample.families)?)?;

    let total = dir_size(out)?;
    eprintln!(
        "gpu-check: {} mlx kernels over {} families ({:.1} MiB library), {} fixture libraries, {} lists; pack {:.1} MiB at {}",
        sample.kernels.len(),
        sample.families.len(),
        sample.bytes.len() as f64 / 1048576.0,
        run_modules.len() + 1,
        lists.len(),
        total as f64 / 1048576.0,
        out.display()
    );
    if total > PACK_LIMIT {
        bail!("the pack is {total} bytes, over the {PACK_LIMIT}-byte limit");
    }
    Ok(())
}

fn dir_size(dir: &Path) -> Result<u64> {
    let mut total = 0;
    for e in std::fs::read_dir(dir)? {
        let e = e?;
        let m = e.metadata()?;
        total += if m.is_dir() { dir_size(&e.path())? } else { m.len() };
    }
    Ok(total)
}

/// A sampled library: its bytes, its kernels in list order, and how many per family.
#[derive(Debug)]
pub struct Sample {
    pub bytes: Vec<u8>,
    pub kernels: Vec<String>,
    pub families: BTreeMap<String, usize>,
}

/// The family of an mlx kernel name: its leading word, two words for templated families
/// (`steel_gemm`, `row_reduce`), so that a sample can spread over them.
pub fn family_of(name: &str) -> String {
    let mut words = name.split('_').filter(|w| !w.is_empty());
    let first = words.next().unwrap_or("");
    match first {
        "steel" | "row" | "col" | "all" | "block" | "looped" | "gemv" | "affine" | "arg" | "contiguous"
        | "strided" => {
            format!("{first}_{}", words.next().unwrap_or(""))
        }
        _ => first.to_owned(),
    }
}

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// Picks up to `count` kernels of `bytes` (a metallib), round-robin over families in
/// name order, each family's kernels in the order of a hash of their names, skipping
/// modules over [`MODULE_LIMIT`] and stopping at [`SAMPLE_LIMIT`]; writes them as a new
/// library.
pub fn sample_library(bytes: &[u8], count: usize) -> Result<Sample> {
    let lib = match metallib::open(bytes)? {
        metallib::Container::MetalLib(lib) => lib,
        _ => bail!("the corpus is not a metallib"),
    };
    let mut families: BTreeMap<String, Vec<&metallib::model::Function<'_>>> = BTreeMap::new();
    for f in &lib.functions {
        if f.function_type == Some(metallib::FunctionType::Kernel) && lib.module_of(f).len() <= MODULE_LIMIT {
            families.entry(family_of(f.name)).or_default().push(f);
        }
    }
    for v in families.values_mut() {
        v.sort_by_key(|f| (fnv(f.name), f.name));
    }
    let mut picked = Vec::new();
    let mut size: u64 = 0;
    let mut round = 0;
    'outer: while picked.len() < count {
        let mut any = false;
        for v in families.values() {
            let Some(f) = v.get(round) else { continue };
            any = true;
            let module = lib.module_of(f);
            if size + module.len() as u64 > SAMPLE_LIMIT {
                break 'outer;
            }
            size += module.len() as u64;
            picked.push(*f);
            if picked.len() >= count {
                break 'outer;
            }
        }
        if !any {
            break;
        }
        round += 1;
    }
    picked.sort_by_key(|f| f.name);
    let mut per_family: BTreeMap<String, usize> = BTreeMap::new();
    for f in &picked {
        *per_family.entry(family_of(f.name)).or_default() += 1;
    }
    let bytes = library_of(&lib, &picked)?;
    Ok(Sample { bytes, kernels: picked.iter().map(|f| f.name.to_owned()).collect(), families: per_family })
}

/// A new metallib of `functions` of `lib` (kernels), their modules, versions and function
/// constants as they were.
pub fn library_of(
    lib: &metallib::model::Library<'_>,
    functions: &[&metallib::model::Function<'_>],
) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(functions.len());
    for f in functions {
        let v = f.versions().unwrap_or([2, 6, 3, 1]);
        out.push(metallib::build::NewFunction {
            name: f.name.to_owned(),
            function_type: metallib::FunctionType::Kernel,
            module: lib.module_of(f).to_vec(),
            air_version: (v[0], v[1]),
            language_version: (v[2], v[3]),
            constants: lib
                .constants(f)
                .iter()
                .map(|c| metallib::build::NewConstant {
                    name: c.name.to_owned(),
                    data_type: c.data_type,
                    index: c.index,
                    active: c.active,
                })
                .collect(),
        });
    }
    Ok(metallib::build::build(&metallib::build::BuildOptions::default(), &out)?)
}

/// The markdown report of a JSON Lines report.
pub fn summarize_report(text: &str) -> Result<String> {
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
    // One record per (library, kernel), the last one: a fixture runs once with its
    // library's defaults and again with the settings it was written for (later in the
    // list), and lists re-run in a later device call replace the earlier lines.
    let mut records: Vec<Value> = Vec::new();
    let mut at: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).with_context(|| format!("report line {}", i + 1))?;
        match at.entry((s(&v, "lib"), s(&v, "kernel"))) {
            std::collections::btree_map::Entry::Occupied(e) => records[*e.get()] = v,
            std::collections::btree_map::Entry::Vacant(e) => {
                e.insert(records.len());
                records.push(v);
            }
        }
    }
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    for r in &records {
        *counts.entry(s(r, "status")).or_default() += 1;
    }
    let n = |k: &str| counts.get(k).copied().unwrap_or(0);
    let compared = n("agree") + n("differ");
    let mut md = String::from("# GPU report: metal-nt's PTX on an NVIDIA GPU\n\n");
    md.push_str(
        "Written by `cargo xtask gpu-check --summarize` from the report `run.sh` brings back \
(how to run: the end of this file). The causes of the disagreements, family by family, \
are in docs/gpu-causes.md.\n\n",
    );
    md.push_str("| status | kernels |\n|---|---:|\n");
    for (k, v) in &counts {
        md.push_str(&format!("| {k} | {v} |\n"));
    }
    md.push_str(&format!("| **all** | {} |\n\n", records.len()));
    if compared > 0 {
        md.push_str(&format!(
            "Agreement: {} of {compared} compared kernels ({:.1}%); {} of {} kernels compiled and ran.\n\n",
            n("agree"),
            100.0 * n("agree") as f64 / compared as f64,
            compared,
            records.len()
        ));
    }
    let mut by_family: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for r in &records {
        let e = by_family.entry(s(r, "family")).or_default();
        match s(r, "status").as_str() {
            "agree" => e.0 += 1,
            "differ" => e.1 += 1,
            _ => {}
        }
    }
    md.push_str("| family | agree | differ |\n|---|---:|---:|\n");
    for (f, (a, d)) in &by_family {
        md.push_str(&format!("| {f} | {a} | {d} |\n"));
    }
    md.push_str("\n## Disagreements\n\n");
    let differ: Vec<&Value> = records.iter().filter(|r| s(r, "status") == "differ").collect();
    if differ.is_empty() {
        md.push_str("None.\n");
    }
    for r in differ {
        let max =
            r.get("max_ulps").and_then(Value::as_u64).map(|m| format!(", max {m} ulps")).unwrap_or_default();
        md.push_str(&format!(
            "- `{}` ({}{max}): {}\n",
            s(r, "kernel"),
            s(r, "lib").trim_start_matches("../"),
            s(r, "first_difference")
        ));
    }
    for (title, status) in [("Compile errors", "compile-error"), ("Run errors", "run-error")] {
        let rs: Vec<&Value> = records.iter().filter(|r| s(r, "status") == status).collect();
        if rs.is_empty() {
            continue;
        }
        md.push_str(&format!("\n## {title} ({})\n\n", rs.len()));
        let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
        for r in &rs {
            let d = s(r, "detail");
            // Group by the message after the kernel's location.
            let key = d.rsplit(": ").next().unwrap_or(&d).chars().take(120).collect::<String>();
            *reasons.entry(key).or_default() += 1;
        }
        let mut sorted: Vec<_> = reasons.into_iter().collect();
        sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for (reason, k) in sorted {
            md.push_str(&format!("- {k} × {reason}\n"));
        }
    }
    md.push_str(HOW_TO_RUN);
    Ok(md)
}

const HOW_TO_RUN: &str = "
## How to run

```sh
cargo xtask corpus            # once: target/corpus/mlx.metallib
cargo xtask gpu-check         # builds release binaries, writes target/gpu-pack/ (< 60 MiB)
cargo xtask gpu-check --predict -j 2   # the same, then all but the GPU part here: the
                              # strict reference runs, the compiles and ptxas; prints how
                              # many kernels the GPU run will compare and why not the rest
# on the GPU machine, with target/gpu-pack carried over:
bash target/gpu-pack/run.sh   # writes $OUT/gpu-report.jsonl and $OUT/gpu-summary.txt,
                              # then the benchmark's $OUT/bench.jsonl (docs/bench-ptx.md)
# back here:
cargo xtask gpu-check --summarize gpu-report.jsonl   # rewrites docs/gpu-report.md
```

Statuses: `agree` (every buffer equal to the interpreter's, float words within the
family's tolerance), `differ`, `compile-error` (the PTX backend refused the kernel),
`run-error` (the driver refused the PTX or the kernel faulted), `skipped` (the
interpreter refused the inputs generated from the kernel's metadata, so there is nothing
to compare with).
";

/// The script run on the GPU machine: every list under a time limit, the reports joined.
pub(crate) const RUN_SH: &str = r#"#!/usr/bin/env bash
# GPU check (cargo xtask gpu-check): runs every list of this pack under
# metal-run --batch --arch $ARCH, one process per list under a time limit, and writes
# $OUT/gpu-report.jsonl (one JSON object per kernel) and $OUT/gpu-summary.txt; then the
# benchmark against nvcc (bench/bench.sh: $OUT/bench.jsonl, docs/bench-ptx.md).
# Usage: run.sh [--bench-only | --no-bench]
# Environment: OUT (default: out/ in the pack), ARCH (nvidiagpu_sm90), LIMIT (seconds per
# list, 120), LISTS (a glob over list names, all by default); for the benchmark NVCC,
# REPEAT, ROUNDS, BENCHES, LIMIT_BENCH (bench/bench.sh says).
set -u
PACK="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="${OUT:-$PACK/out}"
ARCH="${ARCH:-nvidiagpu_sm90}"
LIMIT="${LIMIT:-120}"
# LISTS: a glob over the list names, to split the run over several commands (LISTS='00*').
LISTS="${LISTS:-*}"
CHECK=1
BENCH=1
case "${1:-}" in
  --bench-only) CHECK=0 ;;
  --no-bench) BENCH=0 ;;
  "") ;;
  *) echo "usage: run.sh [--bench-only | --no-bench]" >&2; exit 2 ;;
esac
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$OUT/gpu-device.txt" 2>&1 || true
if [ "$CHECK" = 1 ]; then
  REPORT="$OUT/gpu-report.jsonl"
  : > "$REPORT"
  start=$(date +%s)
  for list in "$PACK"/lists/$LISTS.json; do
    before=$(wc -l < "$REPORT")
    timeout "$LIMIT" "$PACK/bin/metal-run" --batch "$list" --report "$REPORT" --arch "$ARCH" \
      2>> "$OUT/gpu-stderr.txt"
    rc=$?
    after=$(wc -l < "$REPORT")
    echo "$(basename "$list"): exit $rc, $((after - before)) kernels, $(( $(date +%s) - start ))s" | tee -a "$OUT/gpu-progress.txt"
  done
  {
    echo "device: $(cat "$OUT/gpu-device.txt")"
    echo "arch: $ARCH, $(wc -l < "$REPORT") kernels in $(( $(date +%s) - start ))s"
    for s in agree differ compile-error run-error skipped; do
      echo "$s: $(grep -c "\"status\":\"$s\"" "$REPORT")"
    done
  } | tee "$OUT/gpu-summary.txt"
fi
if [ "$BENCH" = 1 ]; then
  PACK="$PACK" OUT="$OUT" ARCH="$ARCH" bash "$PACK/bench/bench.sh"
fi
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families() {
        assert_eq!(family_of("steel_gemm_fused_nn_float32"), "steel_gemm");
        assert_eq!(family_of("vv_Add_float32"), "vv");
        assert_eq!(family_of("row_reduce_simple_sum_float32"), "row_reduce");
    }

    #[test]
    fn summary_counts_and_lists_disagreements() {
        let report = concat!(
            r#"{"lib":"../mlx-sample.metallib","kernel":"a","family":"elementwise","status":"agree","tolerance_ulps":0,"max_ulps":0,"first_difference":null,"detail":null,"time_ms":0.01}"#,
            "\n",
            r#"{"lib":"../mlx-sample.metallib","kernel":"b","family":"elementwise","status":"differ","tolerance_ulps":0,"max_ulps":3,"first_difference":"buffer 1: first difference at byte 0","detail":null,"time_ms":0.01}"#,
            "\n",
            r#"{"lib":"../mlx-sample.metallib","kernel":"c","family":"matrix","status":"compile-error","tolerance_ulps":0,"max_ulps":null,"first_difference":null,"detail":"x: simdgroup_matrix is not supported","time_ms":null}"#,
            "\n"
        );
        let md = summarize_report(report).expect("summary");
        assert!(md.contains("| agree | 1 |"), "{md}");
        assert!(md.contains("Agreement: 1 of 2 compared kernels (50.0%)"), "{md}");
        assert!(
            md.contains("- `b` (mlx-sample.metallib, max 3 ulps): buffer 1: first difference at byte 0"),
            "{md}"
        );
        assert!(md.contains("- 1 × simdgroup_matrix is not supported"), "{md}");
    }

    /// A kernel reported twice (library defaults, then its own settings) counts once,
    /// with its last verdict.
    #[test]
    fn summary_keeps_the_last_record_of_a_kernel() {
        let report = concat!(
            r#"{"lib":"../fixtures/x.bc","kernel":"k","family":"elementwise","status":"differ","tolerance_ulps":8,"max_ulps":0,"first_difference":"buffer 2: first difference at byte 36","detail":null,"time_ms":0.01}"#,
            "\n",
            r#"{"lib":"../fixtures/y.bc","kernel":"k","family":"elementwise","status":"agree","tolerance_ulps":8,"max_ulps":0,"first_difference":null,"detail":null,"time_ms":0.01}"#,
            "\n",
            r#"{"lib":"../fixtures/x.bc","kernel":"k","family":"elementwise","status":"agree","tolerance_ulps":8,"max_ulps":1,"first_difference":null,"detail":null,"time_ms":0.01}"#,
            "\n"
        );
        let md = summarize_report(report).expect("summary");
        assert!(md.contains("| agree | 2 |"), "{md}");
        assert!(!md.contains("| differ | 1"), "{md}");
        assert!(md.contains("| **all** | 2 |"), "{md}");
    }

    /// The reduced mlx library opens, lists every sampled kernel, spreads over the
    /// families and stays within its budget.
    #[test]
    fn mlx_sample_opens_with_its_kernels() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/corpus/mlx.metallib");
        let Ok(bytes) = std::fs::read(&path) else {
            if std::env::var("METAL_NT_REQUIRE_CORPUS").is_ok_and(|v| v == "1") {
                panic!("METAL_NT_REQUIRE_CORPUS=1 but {} is missing", path.display());
            }
            eprintln!("notice: {} is absent; sample test skipped", path.display());
            return;
        };
        let sample = sample_library(&bytes, DEFAULT_SAMPLE).expect("sample");
        assert!(sample.kernels.len() >= 3200, "{} kernels", sample.kernels.len());
        assert!(sample.bytes.len() as u64 <= SAMPLE_LIMIT);
        assert!(sample.families.len() >= 20, "{} families", sample.families.len());
        let lib = match metallib::open(&sample.bytes).expect("reopens") {
            metallib::Container::MetalLib(lib) => lib,
            _ => panic!("not a metallib"),
        };
        let names: Vec<&str> = lib.functions.iter().map(|f| f.name).collect();
        assert_eq!(names, sample.kernels.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(
            sample_library(&bytes, DEFAULT_SAMPLE).expect("again").bytes,
            sample.bytes,
            "deterministic"
        );
    }
}
