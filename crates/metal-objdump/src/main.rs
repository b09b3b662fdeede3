//! `metal-objdump`: what is inside a library or a GPU Mach-O, told apart by content.
//! Libraries: `--metallib` lists the header, the header extension and one line per
//! function (name, type, AIR and Metal versions, module size, hash status, function
//! constants), as text or `--json`; `--extract DIR` writes each module as
//! `DIR/<index>.air` with `DIR/index.json`; `--air` decodes the modules and prints them as
//! IR text, statistics (`--stats`) or AIR semantics (`--info`). GPU Mach-Os (thin or
//! fat): `--macho` lists header, load commands, build version, UUID and shaders, as text
//! or `--json`; `-d` disassembles each shader through its arch's backend; `--extract DIR`
//! writes each payload as `DIR/<index>.<ext>` with `DIR/index.json`. Exit codes: 0
//! success, 1 a file that cannot be read, decoded or written, 2 usage.

mod air_dump;
mod dump;
mod macho;
mod outdir;

use anyhow::{Context, Result};
use clap::Parser;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "metal-objdump",
    version,
    about = "Dump MetalLib containers, their AIR modules, and GPU Mach-O images"
)]
struct Args {
    /// List a library: header, extensions and functions.
    #[arg(long)]
    metallib: bool,
    /// List a GPU Mach-O: header, load commands, build version, UUID and shaders, per slice.
    #[arg(long)]
    macho: bool,
    /// Disassemble each shader of a GPU Mach-O through its arch's backend.
    #[arg(short = 'd', long)]
    disassemble: bool,
    /// Write each module to DIR/<index>.air (each payload of a GPU Mach-O to
    /// DIR/<index>.<ext>) and DIR/index.json.
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
    /// Print JSON instead of text (with --metallib, --macho, --air --stats, --air --info).
    #[arg(long)]
    json: bool,
    /// Skip SHA-256 verification of the modules.
    #[arg(long)]
    no_verify: bool,
    /// The input: a .metallib, a bare .air module, a .metal-ar archive or a GPU Mach-O.
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
    if !args.metallib && !args.air && !args.macho && !args.disassemble && args.extract.is_none() {
        eprintln!("metal-objdump: error: say what to dump: --metallib, --air, --macho, -d or --extract DIR");
        std::process::exit(2);
    }
    if args.json && args.disassemble {
        eprintln!("metal-objdump: error: --json does not go with -d (disassembly is text)");
        std::process::exit(2);
    }
    if args.json && args.air && !args.stats && !args.info && !args.metallib {
        eprintln!("metal-objdump: error: --json with --air needs --stats or --info (IR is text)");
        std::process::exit(2);
    }
    let path = &args.file;
    let bytes =
        metallib::file::open_file(path).with_context(|| format!("cannot read `{}`", path.display()))?;
    let shown = path.display().to_string();
    if macho::is_macho(&bytes) {
        return run_macho(args, &bytes, &shown);
    }
    if args.macho || args.disassemble {
        let what = if args.macho { "--macho" } else { "-d" };
        // Read it anyway: a file that is no library either gets the reader's located error.
        metallib::open(&bytes).with_context(|| format!("`{shown}`"))?;
        anyhow::bail!(
            "`{shown}` is a library, not a GPU Mach-O: {what} needs a GPU Mach-O (use --metallib or --air)"
        );
    }
    let container = metallib::open(&bytes).with_context(|| format!("`{}`", path.display()))?;
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

/// The GPU Mach-O views: the listing, then the disassembly, then the extraction.
fn run_macho(args: &Args, bytes: &[u8], shown: &str) -> Result<()> {
    if args.metallib || args.air {
        let what = if args.metallib { "--metallib" } else { "--air" };
        anyhow::bail!(
            "`{shown}` is a GPU Mach-O, not a library: {what} needs a library (use --macho, -d or --extract)"
        );
    }
    let container = macho::read(bytes, shown)?;
    if args.macho {
        let listing = macho::listing(shown, &container, bytes);
        let text = if args.json {
            let mut s = serde_json::to_string_pretty(&listing)?;
            s.push('\n');
            s
        } else {
            macho::render_text(&listing)
        };
        write_stdout(&text)?;
    }
    if args.disassemble {
        write_stdout(&macho::disassemble(&container, shown)?)?;
    }
    if let Some(dir) = &args.extract {
        macho::extract(dir, &container, shown)?;
    }
    Ok(())
}

fn write_stdout(text: &str) -> Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).and_then(|()| out.flush()).context("cannot write to standard output")
}
