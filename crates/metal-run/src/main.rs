//! `metal-run`: runs one compute kernel of a MetalLib (or bare `.air` module) on the CPU
//! with the reference interpreter, and writes every bound buffer's final contents to
//! `DIR/buffer<INDEX>.bin` — how users check Metal kernels on Linux CI and how metal-nt's
//! backends are checked. Usage, binding rules and exit codes: docs/metal-run.md.
//!
//! Order of work: arguments (clap, exit 2), library and kernel lookup, dispatch checks,
//! buffer loading and the binding plan, decoding, the run, and only then the output
//! directory, so that a failure at any step leaves no output behind (exit 1).

mod launch;
mod library;
mod output;
mod plan;
mod spec;

use anyhow::{bail, Context, Result};
use clap::{ArgGroup, Parser};
use std::path::PathBuf;
use std::process::ExitCode;

/// Runs one compute kernel of a Metal library on the CPU and writes the final contents of
/// every bound buffer to DIR/buffer<INDEX>.bin.
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
    /// Output directory for buffer<INDEX>.bin files.
    #[arg(short = 'o', value_name = "DIR", required = true)]
    out: PathBuf,
}

/// The interpreter's own limit: minutes of work at its speed, far more than a test
/// dispatch needs.
const DEFAULT_MAX_INSTRUCTIONS: u64 = 1 << 32;

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("metal-run: error: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &Args) -> Result<()> {
    let shown = args.lib.display().to_string();
    let bytes = metallib::file::open_file(&args.lib).with_context(|| format!("cannot read `{shown}`"))?;
    let container = metallib::open(&bytes).with_context(|| format!("`{shown}`"))?;
    let kernel = library::find_kernel(&container, &shown, &args.function)?;
    let what = format!("{shown}: kernel `{}`", kernel.name);

    let grid = match (args.threads, args.threadgroups) {
        (Some(t), _) => interp::Grid::Threads(t),
        (None, Some(g)) => interp::Grid::Threadgroups(g),
        (None, None) => bail!("give --threads or --threadgroups"),
    };
    let dispatch = interp::Dispatch { grid, threadgroup_size: args.threadgroup_size };
    check_dispatch(&dispatch, &kernel, &what)?;

    let prepared = launch::prepare(&kernel, &args.constants, &what)?;
    let buffers = plan::load_buffers(&args.buffers, interp::memory::DEFAULT_LIMIT)?;
    let lengths = plan::threadgroup_lengths(&args.threadgroup_memory)?;
    let plan = plan::plan(&prepared.entry, buffers, lengths, &what)?;
    let results = launch::run(&prepared, plan, &dispatch, args.max_instructions, &what)?;
    output::write_outputs(&args.out, &results)
}

/// What Metal checks when it encodes the dispatch: the threadgroup size against the
/// device limit and the kernel's `max_total_threads_per_threadgroup`, and that the grid
/// has no empty dimension (the parsers already refuse zeros).
fn check_dispatch(dispatch: &interp::Dispatch, kernel: &library::Kernel<'_>, what: &str) -> Result<()> {
    let t = dispatch.threadgroup_size;
    let n = t.iter().map(|&x| u64::from(x)).product::<u64>();
    let (limit, whose) = match kernel.entry.max_total_threads_per_threadgroup {
        Some(m) => (u64::from(m).min(u64::from(interp::sched::MAX_THREADS_PER_THREADGROUP)), "the kernel's"),
        None => (u64::from(interp::sched::MAX_THREADS_PER_THREADGROUP), "Metal's"),
    };
    if n > limit {
        bail!(
            "{what}: --threadgroup-size {}x{}x{} has {n} threads, over {whose} limit of {limit} threads per threadgroup",
            t[0],
            t[1],
            t[2]
        );
    }
    dispatch.validate().map_err(|e| anyhow::anyhow!("{what}: {e}"))?;
    // Grid positions are 32-bit built-ins: a grid must fit them.
    let groups = match dispatch.grid {
        interp::Grid::Threadgroups(g) => g,
        interp::Grid::Threads(n) => [n[0].div_ceil(t[0]), n[1].div_ceil(t[1]), n[2].div_ceil(t[2])],
    };
    for d in 0..3 {
        if u64::from(groups[d]) * u64::from(t[d]) > u64::from(u32::MAX) {
            bail!("{what}: the grid has 2^32 or more threads along {}", ["x", "y", "z"][d]);
        }
    }
    Ok(())
}
