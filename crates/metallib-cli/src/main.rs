//! `metallib`: packs AIR modules into an executable MetalLib, as Apple's tool does:
//! `metallib a.air b.air -o lib.metallib`. Inputs are bare `.air` modules (wrapped or raw
//! bitcode) and `.metal-ar` archives. Every entry point a module declares in its AIR
//! metadata (`!air.kernel`, `!air.vertex`, …) becomes one function entry, with the AIR and
//! Metal versions and the function constants of that module; entry points of one module
//! share its bytes. The output is deterministic (content-derived UUID) and written
//! atomically. Exit codes: 0, 1 (bad input, with file and offset), 2 (usage).

use anyhow::{anyhow, bail, Context, Result};
use metallib::{BuildOptions, Container, FileVersion, FunctionType, NewConstant, NewFunction};
use std::process::ExitCode;

const USAGE: &str = "usage: metallib [-o OUTPUT] [--platform macos|ios] [--os-version X.Y[.Z]] [--container-version 1.2.N] INPUT.air|INPUT.metal-ar...";

struct Args {
    inputs: Vec<String>,
    output: String,
    options: BuildOptions,
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("metallib: error: {msg}\n{USAGE}");
    ExitCode::from(2)
}

fn parse_version(s: &str) -> Option<Vec<u16>> {
    s.split('.').map(|p| p.parse().ok()).collect()
}

fn parse_args(argv: &[String]) -> Result<Args, String> {
    let mut inputs = Vec::new();
    let mut output = "a.metallib".to_string();
    let mut options = BuildOptions::default();
    let mut i = 0;
    while i < argv.len() {
        let a = argv[i].as_str();
        let mut value = |name: &str| -> Result<String, String> {
            i += 1;
            argv.get(i).cloned().ok_or(format!("{name} needs a value"))
        };
        match a {
            "-o" => output = value("-o")?,
            "--platform" | "-platform" => {
                options.platform = match value("--platform")?.as_str() {
                    "macos" => 1,
                    "ios" => 2,
                    "tvos" => 3,
                    "visionos" => 11,
                    other => return Err(format!("unknown platform `{other}` (macos, ios, tvos, visionos)")),
                }
            }
            "--os-version" => {
                let v = value("--os-version")?;
                match parse_version(&v).as_deref() {
                    Some([a, b]) => options.os_version = (*a, *b as u8, 0),
                    Some([a, b, c]) => options.os_version = (*a, *b as u8, *c as u8),
                    _ => return Err(format!("bad --os-version `{v}`")),
                }
            }
            "--container-version" => {
                let v = value("--container-version")?;
                match parse_version(&v).as_deref() {
                    Some([1, 2, p @ 2..=9]) => {
                        options.version = FileVersion { major: 1, minor: 2, patch: *p }
                    }
                    _ => return Err(format!("bad --container-version `{v}` (1.2.2 to 1.2.9)")),
                }
            }
            "-h" | "--help" | "-help" => return Err(String::new()),
            s if s.starts_with('-') && s.len() > 1 => return Err(format!("unknown option `{s}`")),
            s => inputs.push(s.to_string()),
        }
        i += 1;
    }
    if inputs.is_empty() {
        return Err("no input files".into());
    }
    Ok(Args { inputs, output, options })
}

/// The function entries one module contributes.
fn module_functions(module: &metallib::AirModule<'_>, what: &str, out: &mut Vec<NewFunction>) -> Result<()> {
    let summary = air::read_summary(module.bitcode).map_err(|e| anyhow!("{what}: {e}"))?;
    if summary.entry_points.is_empty() {
        bail!("{what}: the module declares no entry point (no !air.kernel, !air.vertex, … metadata)");
    }
    let air_version = summary.air_version.map(|v| (v.0 as u16, v.1 as u16)).unwrap_or((0, 0));
    let language_version = summary.language.as_ref().map(|l| (l.1 as u16, l.2 as u16)).unwrap_or((0, 0));
    let mut constants = Vec::new();
    for c in &summary.function_constants {
        let data_type = metallib::format::data_type_from_name(&c.type_name).ok_or_else(|| {
            anyhow!(
                "{what}: function constant `{}` has type `{}`, which has no MTLDataType",
                c.name,
                c.type_name
            )
        })?;
        let index = u16::try_from(c.index)
            .map_err(|_| anyhow!("{what}: function constant `{}` has index {}", c.name, c.index))?;
        constants.push(NewConstant {
            name: c.name.clone(),
            data_type,
            index,
            active: c.active.unwrap_or(true),
        });
    }
    for e in &summary.entry_points {
        // Entry-point kinds and MetalLib function types share their names.
        let function_type = FunctionType::from_name(e.kind.type_name())
            .ok_or_else(|| anyhow!("{what}: `{}` has no MetalLib function type", e.name))?;
        out.push(NewFunction {
            name: e.name.clone(),
            function_type,
            module: module.bytes.to_vec(),
            air_version,
            language_version,
            constants: constants.clone(),
        });
    }
    Ok(())
}

fn run(args: &Args) -> Result<()> {
    let mut functions = Vec::new();
    for input in &args.inputs {
        let bytes = metallib::file::open_file(std::path::Path::new(input))
            .with_context(|| format!("cannot read `{input}`"))?;
        match metallib::open(&bytes).with_context(|| format!("`{input}`"))? {
            Container::Air(m) => module_functions(&m, input, &mut functions)?,
            Container::Archive(members) => {
                for m in &members {
                    module_functions(&m.module, &format!("{input}({})", m.name), &mut functions)?;
                }
            }
            Container::MetalLib(_) => {
                bail!("`{input}` is already a MetalLib; metallib packs .air modules and .metal-ar archives")
            }
        }
    }
    let mut seen = std::collections::BTreeMap::new();
    for f in &functions {
        if let Some(prev) = seen.insert(f.name.as_str(), f.function_type) {
            bail!("function `{}` is defined twice ({} and {})", f.name, prev.name(), f.function_type.name());
        }
    }
    // Modules shared by several entry points are stored once: the builder keeps one piece
    // per distinct module.
    let bytes = metallib::build(&args.options, &functions).map_err(|e| anyhow!("{}: {e}", args.output))?;
    metal_nt_cli::output::write_atomic(&args.output, &bytes)
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match parse_args(&argv) {
        Ok(a) => a,
        Err(msg) if msg.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => return usage(&msg),
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("metallib: error: {e:#}");
            ExitCode::from(1)
        }
    }
}
