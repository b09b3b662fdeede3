//! The `metal-nt` binary: parses the command line, runs the driver (up to `-stop-after`:
//! the plan, or the specialized and stitched libraries as IR), renders diagnostics,
//! writes the result and the depfile atomically, and maps outcomes to exit codes
//! (0 success, 1 input errors, 2 usage errors).

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Parser;
use diagnostics::{Diagnostic, Severity};
use driver::{Options, PlatformVersion, Stage};
use metal_nt_cli::cli::{self, Cli, Color, DiagnosticsFormat};
use metal_nt_cli::{output, render};

mod progress;
use targets::{Platform, Version};

// Translation allocates many small, short-lived vectors per kernel on every worker
// thread; mimalloc's thread-local free lists measured faster than glibc's malloc here
// (docs/bench-amdgpu.md, "Throughput").
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const EXIT_INPUT: u8 = 1;
const EXIT_USAGE: u8 = 2;

/// Set once the command line is parsed: every later message on stderr is then a JSON
/// Lines diagnostic.
static JSON_DIAGNOSTICS: AtomicBool = AtomicBool::new(false);

/// A diagnostic without a file (usage or output problems), in the chosen format.
fn plain_error(code: &'static str, msg: impl std::fmt::Display) {
    if JSON_DIAGNOSTICS.load(Ordering::Relaxed) {
        let d = Diagnostic::error(code, msg.to_string());
        eprint!("{}", render::json(&d, &render::Sources::default()));
    } else {
        eprintln!("metal-nt: error: {msg}");
    }
}

fn usage(msg: impl std::fmt::Display) -> ExitCode {
    plain_error("usage", msg);
    if !JSON_DIAGNOSTICS.load(Ordering::Relaxed) {
        eprintln!("usage: metal-nt [options] [filename]  (see `metal-nt -help`)");
    }
    ExitCode::from(EXIT_USAGE)
}

fn main() -> ExitCode {
    let args = match cli::normalize(std::env::args()) {
        Ok(a) => a,
        Err(e) => return usage(e.0),
    };
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    if cli.help {
        print!("{}", cli::help_text());
        return ExitCode::SUCCESS;
    }
    run(cli)
}

fn parse_platform(
    p: &str,
    min: &str,
    sdk: Option<&str>,
) -> Result<(Platform, Version, Option<Version>), String> {
    let platform: Platform = p.parse().map_err(|e: targets::TargetError| e.to_string())?;
    let min: Version = min.parse().map_err(|e: targets::TargetError| e.to_string())?;
    let sdk = match sdk {
        Some(s) => Some(s.parse().map_err(|e: targets::TargetError| e.to_string())?),
        None => None,
    };
    Ok((platform, min, sdk))
}

struct Reporter {
    format: DiagnosticsFormat,
    color: bool,
    werror: bool,
}

impl Reporter {
    /// Prints every diagnostic; returns whether any is an error (after -Werror).
    fn report(&self, mut diags: Vec<Diagnostic>, sources: &render::Sources) -> bool {
        let mut failed = false;
        let stderr = std::io::stderr();
        let mut err = stderr.lock();
        for d in &mut diags {
            if self.werror && d.severity == Severity::Warning {
                d.severity = Severity::Error;
                d.notes.push("treated as an error because of -Werror".into());
            }
            failed |= d.is_error();
            let text = match self.format {
                DiagnosticsFormat::Human => render::human(d, sources, self.color),
                DiagnosticsFormat::Json => render::json(d, sources),
            };
            let _ = err.write_all(text.as_bytes());
        }
        if self.format == DiagnosticsFormat::Human {
            let errors = diags.iter().filter(|d| d.is_error()).count();
            let warnings = diags.iter().filter(|d| d.severity == Severity::Warning).count();
            // As clang: "2 warnings and 1 error generated.", naming only what occurred.
            let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
            let summary = match (warnings, errors) {
                (0, 0) => None,
                (w, 0) => Some(plural(w, "warning")),
                (0, e) => Some(plural(e, "error")),
                (w, e) => Some(format!("{} and {}", plural(w, "warning"), plural(e, "error"))),
            };
            if let Some(s) = summary {
                let _ = writeln!(err, "{s} generated.");
            }
        }
        failed
    }
}

fn run(cli: Cli) -> ExitCode {
    JSON_DIAGNOSTICS.store(cli.diagnostics_format == DiagnosticsFormat::Json, Ordering::Relaxed);
    let color = match cli.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let reporter = Reporter { format: cli.diagnostics_format, color, werror: cli.werror };
    let no_sources = render::Sources::default();

    // Queries of the architecture table.
    if cli.archs || cli.available.is_some() || cli.available_archs.is_some() {
        let mut out = driver::Outcome::default();
        let table = driver::arch_table(cli.config.as_deref(), &mut out);
        if reporter.report(out.diagnostics.into_vec(), &no_sources) {
            return ExitCode::from(EXIT_INPUT);
        }
        let Some(table) = table else { return ExitCode::from(EXIT_INPUT) };
        let mut text = String::new();
        if cli.archs {
            // Apple's toolchain archs first; metal-nt's own extensions under a heading, so
            // nobody mistakes them for archs Apple's tools know.
            for extension in [false, true] {
                let mut archs = table.iter().filter(|a| a.vendor.is_extension() == extension).peekable();
                if extension && archs.peek().is_some() {
                    text.push_str("# metal-nt extensions (not in Apple's toolchain):\n");
                }
                for a in archs {
                    text.push_str(&a.name);
                    text.push('\n');
                }
            }
        }
        if let Some(v) = &cli.available {
            let (platform, min, _) = match parse_platform(&v[1], &v[2], None) {
                Ok(x) => x,
                Err(e) => return usage(e),
            };
            match table.is_available(&v[0], platform, &min) {
                Ok(yes) => text.push_str(if yes { "yes\n" } else { "no\n" }),
                Err(e) => {
                    let d = Diagnostic::error("unknown-arch", e.to_string());
                    reporter.report(vec![d], &no_sources);
                    return ExitCode::from(EXIT_INPUT);
                }
            }
        }
        if let Some(v) = &cli.available_archs {
            let (platform, min, _) = match parse_platform(&v[0], &v[1], None) {
                Ok(x) => x,
                Err(e) => return usage(e),
            };
            for a in table.available_archs(platform, &min) {
                text.push_str(&a.name);
                text.push('\n');
            }
        }
        print!("{text}");
        return ExitCode::SUCCESS;
    }

    let Some(arch) = cli.arch.clone() else {
        return usage("no target architecture: pass -arch <name> (see -archs)");
    };
    let stop_after = match cli.stop_after.as_deref().map(str::parse::<Stage>).transpose() {
        Ok(s) => s.unwrap_or(Stage::Package),
        Err(e) => return usage(e),
    };
    if !stop_after.is_supported() {
        let first = Stage::ALL.into_iter().find(|s| !s.is_supported()).unwrap_or(stop_after);
        return usage(format!(
            "not yet supported: {first} (this build implements `-stop-after metal-script|specialize|stitch|optimize|translate`; {} was requested)",
            if cli.stop_after.is_some() {
                format!("stage `{stop_after}`")
            } else {
                "the full translation".to_owned()
            }
        ));
    }
    if cli.jobs == Some(0) {
        return usage("-j needs at least 1 thread");
    }
    let platform = match &cli.platform_version {
        None => None,
        Some(v) => match parse_platform(&v[0], &v[1], Some(&v[2])) {
            Ok((platform, min, Some(sdk))) => Some(PlatformVersion { platform, min, sdk }),
            Ok(_) => None,
            Err(e) => return usage(e),
        },
    };
    let depfile = match (&cli.mf, cli.md) {
        (Some(f), _) => Some(f.clone()),
        (None, true) if cli.output == "-" => {
            return usage("-MD writes <output>.d, but the output is standard output: add -MF <file>")
        }
        (None, true) => Some(format!("{}.d", cli.output)),
        (None, false) => None,
    };
    if cli.script.is_none() && cli.filename.is_none() {
        return usage("nothing to do: give a library and/or a pipelines script (-N)");
    }

    let opts = Options {
        arch,
        input: cli.filename.clone(),
        script: cli.script.clone(),
        search_dirs: cli.search_dirs.clone(),
        config: cli.config.clone(),
        platform,
        disable_optimizations: cli.disable_optimizations,
        jobs: cli.jobs,
        progress: (std::io::stderr().is_terminal() && cli.diagnostics_format == DiagnosticsFormat::Human)
            .then(|| std::sync::Arc::new(progress::Bar::new()) as std::sync::Arc<dyn driver::Progress>),
    };
    let outcome = driver::run_to(&opts, stop_after);
    let sources = render::Sources::new(&outcome.sources);
    if reporter.report(outcome.diagnostics.into_vec(), &sources) {
        return ExitCode::from(EXIT_INPUT);
    }
    let Some(plan) = outcome.plan else { return ExitCode::from(EXIT_INPUT) };
    // After `metal-script` the plan; after `specialize`/`stitch` the generated libraries
    // as IR text; after `optimize` the modules to translate as IR text.
    // After `translate` the assembly per function; after `package` the GPU Mach-O.
    let bytes = match stop_after {
        Stage::MetalScript => plan.to_json().into_bytes(),
        Stage::Optimize => driver::optimize::render(&outcome.units).into_bytes(),
        Stage::Translate => driver::translate::render(&outcome.translated).into_bytes(),
        Stage::Package => match outcome.packaged {
            Some(b) => b,
            None => {
                plain_error("package", "no output was packaged");
                return ExitCode::from(EXIT_INPUT);
            }
        },
        _ => driver::middle::render(&outcome.generated).into_bytes(),
    };
    if let Err(e) = output::write_atomic(&cli.output, &bytes) {
        plain_error("io", format!("{e:#}"));
        return ExitCode::from(EXIT_INPUT);
    }
    if let Some(path) = depfile {
        let target = cli.mt.clone().unwrap_or_else(|| cli.output.clone());
        let text = driver::depfile::render(&target, &outcome.dependencies);
        if let Err(e) = output::write_atomic(&path, text.as_bytes()) {
            plain_error("io", format!("{e:#}"));
            return ExitCode::from(EXIT_INPUT);
        }
    }
    ExitCode::SUCCESS
}
