//! `cargo xtask bench metallib`: times `metal-objdump` on the mlx corpus against
//! `sha256sum` over the same file, in the same run. Reported: wall time (best of N runs,
//! after one warm-up so that every program reads the file from the page cache), peak
//! resident memory (GNU time's `%M`) and hash throughput. Listing alone is
//! `--no-verify`; verification is shown on one thread and on all cores.

use anyhow::{bail, Context, Result};
use std::path::Path;
use std::process::Command;

const RUNS: usize = 7;

struct Measure {
    seconds: f64,
    peak_kib: u64,
}

fn measure(program: &Path, args: &[&str], threads: Option<usize>) -> Result<Measure> {
    let mut best: Option<Measure> = None;
    for run in 0..=RUNS {
        let mut cmd = Command::new("/usr/bin/time");
        cmd.args(["-f", "%e %M", "-o", "/dev/stderr", "--"]).arg(program).args(args);
        if let Some(t) = threads {
            cmd.env("RAYON_NUM_THREADS", t.to_string());
        }
        let start = std::time::Instant::now();
        let out = cmd.output().context("running /usr/bin/time (Debian package `time`)")?;
        let seconds = start.elapsed().as_secs_f64();
        if !out.status.success() {
            bail!("{} failed: {}", program.display(), String::from_utf8_lossy(&out.stderr));
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        let peak_kib = stderr
            .lines()
            .last()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|m| m.parse().ok())
            .unwrap_or(0);
        if run == 0 {
            continue; // warm-up
        }
        if best.as_ref().is_none_or(|b| seconds < b.seconds) {
            best = Some(Measure { seconds, peak_kib });
        }
    }
    best.context("no runs")
}

pub fn run(root: &Path, what: Option<&str>) -> Result<()> {
    if what != Some("metallib") {
        bail!("usage: cargo xtask bench metallib");
    }
    let corpus = root.join("target/corpus/mlx.metallib");
    if !corpus.exists() {
        bail!("{} is missing; run `cargo xtask corpus` first", corpus.display());
    }
    let status = Command::new("cargo")
        .args(["build", "--release", "-p", "metal-objdump"])
        .current_dir(root)
        .status()?;
    if !status.success() {
        bail!("building metal-objdump failed");
    }
    let objdump = root.join("target/release/metal-objdump");
    let file = corpus.to_string_lossy().to_string();
    let size_mb = std::fs::metadata(&corpus)?.len() as f64 / 1e6;
    let list = measure(&objdump, &["--metallib", "--no-verify", "--json", &file], None)?;
    let verify1 = measure(&objdump, &["--metallib", &file], Some(1))?;
    let verify = measure(&objdump, &["--metallib", &file], None)?;
    let sha = measure(Path::new("sha256sum"), &[&file], None)?;
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    println!("mlx.metallib: {size_mb:.1} MB; best of {RUNS} runs after a warm-up; {cores} cores");
    println!("| task | time | peak memory | throughput | vs sha256sum |");
    println!("|---|---|---|---|---|");
    let row = |name: &str, m: &Measure, hashes: bool| {
        let tp = if hashes { format!("{:.0} MB/s", size_mb / m.seconds) } else { "-".into() };
        println!(
            "| {name} | {:.3} s | {:.1} MiB | {tp} | {:.2}× |",
            m.seconds,
            m.peak_kib as f64 / 1024.0,
            m.seconds / sha.seconds
        );
    };
    row("list all functions (JSON, no hashing)", &list, false);
    row("list + verify every HASH, 1 thread", &verify1, true);
    row(&format!("list + verify every HASH, {cores} threads"), &verify, true);
    row("sha256sum (reference)", &sha, true);
    Ok(())
}
