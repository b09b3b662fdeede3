//! `cargo xtask oracle applegpu --path <applegpu checkout> [--arch applegpu_gNN]
//! [--lib FILE]... [--max-kernels N] [-j N]`: dougallj/applegpu's disassembler (Python,
//! a local checkout: it is on no registry) reads every instruction of every compiled
//! kernel of the fixtures (`fixtures/air/fixtures.metallib`, `fixtures/{codegen,run}/*.bc`)
//! and of the mlx corpus (`--max-kernels` of its translated kernels, spread evenly; 0 =
//! all), constant programs included, and must print exactly what our disassembler prints,
//! with the same length. Exits 1 on any
//! difference or on a word applegpu cannot decode. Identical instruction words are asked
//! once (with their address where the text depends on it, branches).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use backend_applegpu::disasm::disassemble;
use backend_applegpu::isa::Opcode;
use backend_applegpu::oracle::applegpu_disassemble;
use backend_applegpu::payload;
use backend_applegpu::print::print_inst_at;

#[derive(Default)]
struct Tally {
    kernels: usize,
    instructions: usize,
    differences: Vec<String>,
}

/// What our side says about each distinct (address-if-needed, bytes).
type Asked = BTreeMap<(usize, Vec<u8>), (String, Vec<String>)>;

fn collect(name: &str, code: &[u8], asked: &mut Asked, tally: &mut Tally) {
    let decoded = match disassemble(code) {
        Ok(d) => d,
        Err(e) => {
            tally.differences.push(format!("{name}: our disassembler: {e}"));
            return;
        }
    };
    for d in decoded {
        let end = d.offset + usize::from(d.len);
        let bytes = code.get(d.offset..end).unwrap_or(&[]).to_vec();
        let pc = if matches!(d.inst.op, Opcode::JmpExecAny | Opcode::JmpExecNone) { d.offset } else { 0 };
        let text = print_inst_at(&d.inst, Some(pc));
        let e = asked.entry((pc, bytes)).or_insert_with(|| (text, Vec::new()));
        if e.1.len() < 3 {
            e.1.push(format!("{name}+{:#x}", d.offset));
        }
        tally.instructions += 1;
    }
}

fn translate(lib: &Path, arch: &str, jobs: Option<usize>) -> (Vec<(String, Vec<u8>)>, usize) {
    let opts = driver::Options {
        arch: arch.to_string(),
        input: Some(lib.to_string_lossy().into_owned()),
        jobs,
        ..driver::Options::default()
    };
    let out = driver::run_to(&opts, driver::Stage::Translate);
    let refused = out.diagnostics.iter().filter(|d| d.is_error()).count();
    let kernels = out.translated.into_iter().map(|t| (t.compiled.name, t.compiled.payload)).collect();
    (kernels, refused)
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut checkout = None;
    let mut arch = "applegpu_g13g".to_string();
    let mut libs = Vec::new();
    let mut max_kernels = 400usize;
    let mut jobs = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--path" => checkout = Some(PathBuf::from(it.next().context("--path needs a directory")?)),
            "--arch" => arch = it.next().context("--arch needs a value")?.clone(),
            "--lib" => libs.push(PathBuf::from(it.next().context("--lib needs a file")?)),
            "--max-kernels" => {
                max_kernels =
                    it.next().context("--max-kernels needs a number")?.parse().context("--max-kernels")?
            }
            "-j" => jobs = Some(it.next().context("-j needs a number")?.parse::<usize>().context("-j")?),
            other => bail!("oracle applegpu: unknown argument `{other}`"),
        }
    }
    let Some(checkout) = checkout else {
        bail!("usage: cargo xtask oracle applegpu --path <dougallj/applegpu checkout>")
    };
    if !arch.starts_with("applegpu_") {
        arch = format!("applegpu_{arch}");
    }
    let corpus = root.join("target/corpus/mlx.metallib");
    if libs.is_empty() {
        libs.push(root.join("fixtures/air/fixtures.metallib"));
        // The compute fixtures as bitcode, one kernel each.
        let mut bc = Vec::new();
        for dir in ["fixtures/codegen", "fixtures/run"] {
            let entries = std::fs::read_dir(root.join(dir)).with_context(|| format!("reading {dir}"))?;
            bc.extend(
                entries
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "bc")),
            );
        }
        bc.sort();
        libs.extend(bc);
        if corpus.exists() {
            libs.push(corpus.clone());
        } else {
            eprintln!("notice: {} is missing (run `cargo xtask corpus`); fixtures only", corpus.display());
        }
    }
    let started = std::time::Instant::now();
    let mut asked = Asked::new();
    let mut tally = Tally::default();
    for lib in &libs {
        let (mut kernels, refused) = translate(lib, &arch, jobs);
        let translated = kernels.len();
        if *lib == corpus && max_kernels > 0 && kernels.len() > max_kernels {
            let step = kernels.len() as f64 / max_kernels as f64;
            kernels =
                (0..max_kernels).filter_map(|i| kernels.get((i as f64 * step) as usize).cloned()).collect();
        }
        for (name, p) in &kernels {
            match payload::split(p) {
                Ok(parts) => {
                    collect(
                        &format!("{name} (constant program)"),
                        parts.constant_program,
                        &mut asked,
                        &mut tally,
                    );
                    collect(name, parts.main, &mut asked, &mut tally);
                    tally.kernels += 1;
                }
                Err(e) => tally.differences.push(format!("{name}: payload: {e}")),
            }
        }
        println!(
            "{}: {translated} of {} functions translated for {arch} ({refused} refused); {} kernels read back",
            lib.strip_prefix(root).unwrap_or(lib).display(),
            translated + refused,
            kernels.len()
        );
    }
    let keys: Vec<(usize, Vec<u8>)> = asked.keys().cloned().collect();
    let readings = applegpu_disassemble(&checkout, &keys).map_err(|e| anyhow::anyhow!("{e}"))?;
    for (((pc, bytes), (ours, wheres)), r) in asked.iter().zip(&readings) {
        if r.len == 0 || r.len != bytes.len() || r.text != *ours {
            let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
            tally.differences.push(format!(
                "{hex} at {pc:#x} ({}): applegpu {} bytes `{}`, ours {} bytes `{ours}`",
                wheres.join(", "),
                r.len,
                r.text,
                bytes.len()
            ));
        }
    }
    for d in tally.differences.iter().take(30) {
        eprintln!("difference: {d}");
    }
    println!(
        "applegpu oracle ({arch}): {} kernels, {} instructions ({} distinct words) read back by applegpu; {} differences ({:.0} s)",
        tally.kernels,
        tally.instructions,
        asked.len(),
        tally.differences.len(),
        started.elapsed().as_secs_f64()
    );
    if !tally.differences.is_empty() {
        bail!("the applegpu encoding oracle found differences");
    }
    Ok(())
}
