//! `metal-run`: runs one compute kernel of a MetalLib (or bare `.air` module) on the CPU
//! with the reference interpreter — or, with `--arch`, compiled by that arch's backend
//! and run on its simulator, optionally compared with the interpreter (`--compare`) —
//! and writes every bound buffer's final contents to `DIR/buffer<INDEX>.bin`: how users
//! check Metal kernels on Linux CI and how metal-nt's backends are checked. Usage,
//! binding rules and exit codes: docs/metal-run.md. The work itself is the library
//! (`lib.rs`); this file parses, prints and writes.
//!
//! Order of work: arguments (clap, exit 2), the arch's backend, library and kernel
//! lookup, dispatch checks, decoding and specialization, buffer loading and the binding
//! plan, compilation, the run, and only then the output directory, so that a failure at
//! any step leaves no output behind (exit 1). A `--compare` that finds differences is
//! the one exit 1 that writes the native results.

use anyhow::{anyhow, Context, Result};
use clap::{ArgGroup, Parser};
use metal_run::{compare, native, nvidia, output, plan, spec};
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs one compute kernel of a Metal library on the CPU — with the reference
/// interpreter, or with --arch as that backend's machine code on its simulator — and
/// writes the final contents of every bound buffer to DIR/buffer<INDEX>.bin.
#[derive(Parser, Debug)]
#[command(name = "metal-run", version)]
#[command(group(ArgGroup::new("grid").required(true).args(["threads", "threadgroups"])))]
struct Args {
    /// The library: a .metallib or a bare .air module (or a .metal-ar archive).
    lib: PathBuf,
    /// The kernel to run.
    function: String,
    /// Grid size in threads, as dispatchThreads: threadgroups at the far edges may be partial.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = spec::parse_size)]
    threads: Option<[u32; 3]>,
    /// Grid size in threadgroups, as dispatchThreadgroups: every threadgroup is full.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = spec::parse_size)]
    threadgroups: Option<[u32; 3]>,
    /// Threads per threadgroup.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = spec::parse_size, required = true)]
    threadgroup_size: [u32; 3],
    /// Binds [[buffer(INDEX)]] to a copy of FILE's bytes, or to BYTES zero bytes.
    #[arg(long = "buffer", value_name = "INDEX=FILE|INDEX=zeros:BYTES", value_parser = spec::parse_buffer)]
    buffers: Vec<spec::BufferSpec>,
    /// Sets the length of [[threadgroup(INDEX)]] threadgroup memory, as
    /// setThreadgroupMemoryLength:atIndex: (a positive multiple of 16 bytes).
    #[arg(long = "threadgroup-memory", value_name = "INDEX=BYTES", value_parser = spec::parse_threadgroup_memory)]
    threadgroup_memory: Vec<spec::ThreadgroupMemorySpec>,
    /// Stops with an error after this many instructions over all threads, so that a
    /// kernel that never ends fails instead of hanging a CI job.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_INSTRUCTIONS)]
    max_instructions: u64,
    /// Sets a function constant before running (specializes the function).
    #[arg(long = "constant", value_name = "NAME=VALUE", value_parser = spec::parse_constant)]
    constants: Vec<spec::ConstantSpec>,
    /// Compiles the kernel for this arch (e.g. amdgpu_gfx900) and runs the native code on
    /// the backend's simulator instead of the interpreter.
    #[arg(long, value_name = "ARCH", value_parser = parse_arch)]
    arch: Option<targets::Arch>,
    /// With --arch: also runs the interpreter and reports the first differing element
    /// of each buffer (exit 1 if any differs).
    #[arg(long, requires = "arch")]
    compare: bool,
    /// With --compare: how many units in the last place a word of a float buffer may
    /// differ by (0: bit-exact).
    #[arg(long, value_name = "ULPS", default_value_t = 0, requires = "compare")]
    float_tolerance: u32,
    /// With --arch: prints the compiled kernel's assembly to standard error.
    #[arg(long, requires = "arch")]
    print_asm: bool,
    /// With an NVIDIA arch: runs the kernel N times (results are the first run's).
    #[arg(long, value_name = "N", default_value_t = 1, requires = "arch", value_parser = clap::value_parser!(u32).range(1..))]
    repeat: u32,
    /// With an NVIDIA arch: prints the kernel time (CUDA events), median and minimum over
    /// the --repeat runs.
    #[arg(long, requires = "arch")]
    timing: bool,
    /// Output directory for buffer<INDEX>.bin files.
    #[arg(short = 'o', value_name = "DIR", required = true)]
    out: PathBuf,
}

/// The interpreter's own limit: minutes of work at its speed, far more than a test
/// dispatch needs.
const DEFAULT_MAX_INSTRUCTIONS: u64 = 1 << 32;

/// `metal-run --batch LIST --report REPORT [--arch ARCH]`: every kernel of a list with
/// inputs generated from its argument metadata, compared with the interpreter
/// (docs/metal-run.md, *Batch mode*).
#[derive(Parser, Debug)]
#[command(name = "metal-run --batch", version)]
struct BatchArgs {
    /// The list: JSON `[{"lib": PATH, "kernel": NAME}, ...]` (paths relative to the list;
    /// no `kernel`: every kernel of the library).
    #[arg(long, value_name = "LIST")]
    batch: PathBuf,
    /// The report, JSON Lines, one object per kernel, appended to.
    #[arg(long, value_name = "REPORT")]
    report: PathBuf,
    /// Compile for this arch and compare its runs with the interpreter's.
    #[arg(long, value_name = "ARCH", value_parser = parse_arch)]
    arch: Option<targets::Arch>,
    /// Kernels prepared in parallel at a time.
    #[arg(long, value_name = "N", default_value_t = 64)]
    chunk: usize,
    /// With an NVIDIA arch: no GPU; everything else (the strict reference run, the
    /// compile) runs, kernels that would be compared end `compiled` and their PTX is
    /// written to DIR (for ptxas; `cargo xtask gpu-check --predict`).
    #[arg(long, value_name = "DIR", requires = "arch")]
    no_gpu: Option<PathBuf>,
}

fn main() -> ExitCode {
    if std::env::args_os().nth(1).is_some_and(|a| a == "--batch") {
        let args = BatchArgs::parse();
        return match run_batch(&args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("metal-run: error: {e:#}");
                ExitCode::from(1)
            }
        };
    }
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("metal-run: error: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// The arch of the built-in table called `name`; an unknown name is a usage error with a
/// "did you mean".
fn parse_arch(name: &str) -> Result<targets::Arch, String> {
    let table = targets::ArchTable::builtin();
    if let Some(a) = table.get(name) {
        return Ok(a.clone());
    }
    let hint = diagnostics::did_you_mean(name, table.names())
        .map(|s| format!("; did you mean `{s}`?"))
        .unwrap_or_else(|| "; `metal-nt -archs` lists the known architectures".to_owned());
    Err(format!("unknown architecture `{name}`{hint}"))
}

fn run_batch(args: &BatchArgs) -> Result<()> {
    // As in a single run: the GPU first, then the backend.
    let mut gpu = match &args.arch {
        Some(arch) if arch.vendor == targets::Vendor::Nvidia && args.no_gpu.is_none() => {
            Some(nvidia::Gpu::open().map_err(|e| anyhow!("--arch {}: {e}", arch.name))?)
        }
        _ => None,
    };
    if let Some(dir) = &args.no_gpu {
        std::fs::create_dir_all(dir).map_err(|e| anyhow!("--no-gpu {}: {e}", dir.display()))?;
    }
    let target = match &args.arch {
        Some(arch) => Some(native::Target::new(arch).map_err(|e| anyhow!("--arch {}: {e}", arch.name))?),
        None => None,
    };
    let mut on_gpu = |program: &native::Program, loaded: &metal_run::Loaded| -> Result<_, String> {
        let Some(g) = gpu.as_mut() else { return Err("no GPU".to_owned()) };
        match g.run(program, loaded, 1) {
            Ok((results, times)) => Ok((results, times.first().copied())),
            Err(e) => {
                // A fault leaves the context unusable: a fresh one for the next kernel.
                match g.recover() {
                    Ok(()) => Err(e.to_string()),
                    Err(r) => Err(format!("{e}; resetting the context: {r}")),
                }
            }
        }
    };
    let runner: Option<&mut metal_run::batch::GpuRun<'_>> =
        if target.as_ref().is_some_and(|t| t.runs_on_gpu()) && args.no_gpu.is_none() {
            Some(&mut on_gpu)
        } else {
            None
        };
    let counts = metal_run::batch::run_keeping(
        &args.batch,
        &args.report,
        target.as_ref(),
        runner,
        args.chunk,
        args.no_gpu.as_deref(),
    )?;
    let all: usize = counts.values().sum();
    let parts: Vec<String> = counts.iter().map(|(k, v)| format!("{v} {k}")).collect();
    eprintln!("metal-run: {all} kernels: {}", parts.join(", "));
    Ok(())
}

fn run(args: &Args) -> Result<()> {
    // The arch first: no library is worth reading for an arch nothing can compile for,
    // nor for a GPU that is not there.
    let mut gpu = match &args.arch {
        Some(arch) if arch.vendor == targets::Vendor::Nvidia => {
            Some(nvidia::Gpu::open().map_err(|e| anyhow!("--arch {}: {e}", arch.name))?)
        }
        Some(arch) if args.timing || args.repeat > 1 => {
            anyhow::bail!(
                "--arch {}: --repeat and --timing need an NVIDIA arch (nvidiagpu_sm80, nvidiagpu_sm90)",
                arch.name
            )
        }
        _ => None,
    };
    let target = match &args.arch {
        Some(arch) => Some(native::Target::new(arch).map_err(|e| anyhow!("--arch {}: {e}", arch.name))?),
        None => None,
    };
    let shown = args.lib.display().to_string();
    let bytes = metallib::file::open_file(&args.lib).with_context(|| format!("cannot read `{shown}`"))?;
    let container = metallib::open(&bytes).with_context(|| format!("`{shown}`"))?;
    let grid = match (args.threads, args.threadgroups) {
        (Some(t), _) => interp::Grid::Threads(t),
        (None, Some(g)) => interp::Grid::Threadgroups(g),
        (None, None) => anyhow::bail!("give --threads or --threadgroups"),
    };
    let dispatch = interp::Dispatch { grid, threadgroup_size: args.threadgroup_size };
    let loaded = metal_run::load_with(&container, &shown, &args.function, dispatch, &args.constants, || {
        Ok((
            plan::load_buffers(&args.buffers, interp::memory::DEFAULT_LIMIT)?,
            plan::threadgroup_lengths(&args.threadgroup_memory)?,
        ))
    })?;
    let Some(target) = target else {
        let results = metal_run::interpret(&loaded, args.max_instructions)?;
        return output::write_outputs(&args.out, &results);
    };
    let what = &loaded.what;
    let program = target.compile(&loaded).map_err(|e| anyhow!("{what}: {e}"))?;
    if args.print_asm {
        eprint!("{}", program.compiled.assembly);
        if !program.compiled.assembly.ends_with('\n') {
            eprintln!();
        }
    }
    let results = match gpu.as_mut() {
        Some(g) => {
            let (results, times) =
                g.run(&program, &loaded, args.repeat).map_err(|e| anyhow!("{what}: {e}"))?;
            if let (true, Some((median, min))) = (args.timing, metal_run::cuda::summarize(&times)) {
                eprintln!(
                    "metal-run: kernel time over {} runs: median {median:.4} ms, min {min:.4} ms ({})",
                    times.len(),
                    g.describe()
                );
            }
            results
        }
        None => native::run(&program, &loaded, args.max_instructions).map_err(|e| anyhow!("{what}: {e}"))?,
    };
    if !args.compare {
        return output::write_outputs(&args.out, &results);
    }
    let reference = metal_run::interpret(&loaded, args.max_instructions)?;
    let floats = compare::float_slots(&loaded.prepared.entry);
    let c = compare::compare(&reference, &results, &floats, args.float_tolerance);
    // The native results are written either way: where they differ they are what to
    // look at.
    output::write_outputs(&args.out, &results)?;
    for d in &c.differences {
        eprintln!("metal-run: {what}: {}", compare::describe(d, &program.arch));
    }
    let arch = &program.arch;
    if c.differences.is_empty() {
        eprintln!("metal-run: {} buffers equal ({arch} and the interpreter)", c.buffers);
        return Ok(());
    }
    eprintln!(
        "metal-run: {} buffers equal, {} differ ({arch} and the interpreter)",
        c.equal(),
        c.differences.len()
    );
    Err(anyhow!(
        "{what}: {arch} and the interpreter differ in {} of {} buffers",
        c.differences.len(),
        c.buffers
    ))
}
