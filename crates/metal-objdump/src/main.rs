//! `metal-objdump`: what is inside a library. `--metallib` lists the header, the header
//! extension and one line per function (name, type, AIR and Metal versions, module size,
//! hash status, function constants), as text or `--json`; `--extract DIR` writes each
//! module as `DIR/<index>.air` with `DIR/index.json`; `--air` decodes the modules and
//! prints them as IR text, statistics (`--stats`) or AIR semantics (`--info`). Exit codes:
//! 0 success, 1 a file that cannot be read, decoded or written, 2 usage.

mod air_dump;
mod dump;

use anyhow::{Context, Result};
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(name = "metal-objdump", version, about = "Dump MetalLib containers and their AIR modules")]
struct Args {
    /// List a library: header, extensions and functions.
    #[arg(long)]
    metallib: bool,
    /// Write each module to DIR/<index>.air and DIR/index.json.
    #[arg(long, value_name = "DIR")]
    extract: Option<PathBuf>,
    /// Decode the AIR modules and print them as IR text (docs/ir.md).
    #[arg(long)]
    air: bool,
    /// With --air: per-function block, instruction and opcode counts instead of IR.
    #[arg(long, requires = "air", conflicts_with = "info")]
    stats: bool,
    /// With --air: entry points, arguments and function constants from the AIR metadata.
    #[arg(long, requires = "air")]
    info: bool,
    /// With --air: only this function (or entry point, with --info).
    #[arg(long, value_name = "NAME", requires = "air")]
    function: Option<String>,
    /// Print JSON instead of text (with --metallib, --air --stats, --air --info).
    #[arg(long)]
    json: bool,
    /// Skip SHA-256 verification of the modules.
    #[arg(long)]
    no_verify: bool,
    /// The library: a .metallib, a bare .air module or a .metal-ar archive.
    file: PathBuf,
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`| head`) is the reader's choice, not a failure to report.
        Err(e)
            if e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
            }) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("metal-objdump: error: {e:#}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &Args) -> Result<()> {
    if !args.metallib && !args.air && args.extract.is_none() {
        eprintln!("metal-objdump: error: say what to dump: --metallib, --air or --extract DIR");
        std::process::exit(2);
    }
    if args.json && args.air && !args.stats && !args.info && !args.metallib {
        eprintln!("metal-objdump: error: --json with --air needs --stats or --info (IR is text)");
        std::process::exit(2);
    }
    let path = &args.file;
    let bytes =
        metallib::file::open_file(path).with_context(|| format!("cannot read `{}`", path.display()))?;
    let container = metallib::open(&bytes).with_context(|| format!("`{}`", path.display()))?;
    let shown = path.display().to_string();
    if args.air {
        let view = if args.stats {
            air_dump::AirView::Stats
        } else if args.info {
            air_dump::AirView::Info
        } else {
            air_dump::AirView::Ir
        };
        let text = air_dump::render(&container, &shown, view, args.json, args.function.as_deref())?;
        write_stdout(&text)?;
        if !args.metallib && args.extract.is_none() {
            return Ok(());
        }
    }
    let listing = dump::listing(&shown, &container, bytes.len() as u64, !args.no_verify);
    if args.metallib {
        let text = if args.json {
            let mut s = serde_json::to_string_pretty(&listing)?;
            s.push('\n');
            s
        } else {
            dump::render_text(&listing)
        };
        write_stdout(&text)?;
    }
    if let Some(dir) = &args.extract {
        dump::extract(dir, &container, &listing)?;
    }
    Ok(())
}

fn write_stdout(text: &str) -> Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).and_then(|()| out.flush()).context("cannot write to standard output")
}
