//! `cargo xtask bench applegpu [--lib FILE] [--bin PATH] [--arch A] [--against A]
//! [--no-timing]`: the Apple G13 backend over a whole library (default: the mlx corpus),
//! in one run (docs/bench-applegpu.md):
//!
//! 1. **Speed and memory**: the release `metal-nt` (`--bin`, default
//!    `$CARGO_TARGET_DIR/release/metal-nt`) translates the library for `--arch` (default
//!    `applegpu_g13g`) with `-j1` and then `-j2` under `/usr/bin/time -v`: wall time,
//!    peak resident memory, kernels per second, the speed-up of `-j2`.
//! 2. **Code against AMD**: the same library translated in process (two threads) for
//!    `--arch` and for `--against` (default `amdgpu_gfx1030`); on every kernel both
//!    translate, per-kernel ratios Apple / AMD of code bytes and of per-lane registers
//!    (Apple's GPRs in 32-bit units, AMD's VGPRs): median, 90th percentile, ratio of the
//!    totals; the Apple kernels that spill.
//!
//! Prints a Markdown summary and writes every row to `target/bench/applegpu.json`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::{bail, Context, Result};
use codegen::Resources;
use serde_json::json;

/// What one timed run of the CLI gave.
#[derive(Debug, Clone, Copy)]
struct Timed {
    jobs: usize,
    wall_s: f64,
    peak_rss_kib: u64,
}

/// `h:mm:ss` or `m:ss.cc` as GNU time prints the elapsed time.
fn parse_elapsed(s: &str) -> Option<f64> {
    let mut total = 0.0;
    for part in s.trim().split(':') {
        total = total * 60.0 + part.parse::<f64>().ok()?;
    }
    Some(total)
}

fn timed_run(bin: &Path, arch: &str, lib: &Path, jobs: usize) -> Result<Timed> {
    let out_dir = std::env::temp_dir().join(format!("metal-nt-bench-applegpu-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir)?;
    let output = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(bin)
        .args(["-arch", arch])
        .arg(lib)
        .args(["-stop-after", "translate", "-j", &jobs.to_string(), "-o"])
        .arg(out_dir.join("out.s"))
        .output()
        .context("running /usr/bin/time -v metal-nt")?;
    let _ = std::fs::remove_dir_all(&out_dir);
    // Refused kernels make the run exit 1: that is expected, the others are translated.
    let err = String::from_utf8_lossy(&output.stderr);
    let field = |name: &str| err.lines().find_map(|l| l.trim().strip_prefix(name).map(str::trim));
    let wall_s = field("Elapsed (wall clock) time (h:mm:ss or m:ss):")
        .and_then(parse_elapsed)
        .context("no elapsed time in /usr/bin/time's report")?;
    let peak_rss_kib = field("Maximum resident set size (kbytes):")
        .and_then(|v| v.parse().ok())
        .context("no peak memory in /usr/bin/time's report")?;
    if !matches!(output.status.code(), Some(0 | 1)) {
        bail!("metal-nt -j{jobs} failed: {}", err.lines().last().unwrap_or(""));
    }
    Ok(Timed { jobs, wall_s, peak_rss_kib })
}

/// What a refusal names, without the function, the instruction and the numbers (so that
/// the same missing feature counts once): `function `f`: X is not supported on A (at …)`
/// gives `X`.
fn reason(message: &str) -> String {
    let mut s = message;
    if s.starts_with("function `") {
        if let Some(i) = s.find("`: ") {
            s = &s[i + 3..];
        }
    }
    if let Some(i) = s.find(" is not supported on ").or_else(|| s.find(" (at ")) {
        s = &s[..i];
    }
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() {
            if !out.ends_with('N') {
                out.push('N');
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Every kernel's resources as the `translate` stage gives them, by function name, the
/// refusals by [`reason`], and the seconds it took.
fn translate(lib: &Path, arch: &str) -> (BTreeMap<String, Resources>, BTreeMap<String, usize>, f64) {
    let opts = driver::Options {
        arch: arch.to_string(),
        input: Some(lib.to_string_lossy().into_owned()),
        jobs: Some(2),
        ..driver::Options::default()
    };
    let t = Instant::now();
    let out = driver::run_to(&opts, driver::Stage::Translate);
    let secs = t.elapsed().as_secs_f64();
    let mut refused = BTreeMap::new();
    for d in out.diagnostics.iter().filter(|d| d.is_error()) {
        *refused.entry(reason(&d.message)).or_insert(0) += 1;
    }
    let kernels =
        out.translated.into_iter().map(|t| (t.target.function.clone(), t.compiled.resources)).collect();
    (kernels, refused, secs)
}

/// The value at quantile `q` of `v` (nearest rank; `v` sorted).
fn quantile(v: &[f64], q: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    let i = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len()) - 1;
    v[i]
}

/// Median, 90th percentile and ratio of the totals of per-kernel `a / b`.
fn ratios(pairs: &[(f64, f64)]) -> (f64, f64, f64) {
    let mut r: Vec<f64> = pairs.iter().filter(|p| p.1 > 0.0).map(|p| p.0 / p.1).collect();
    r.sort_by(f64::total_cmp);
    let (sa, sb) = pairs.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (quantile(&r, 0.5), quantile(&r, 0.9), sa / sb)
}

fn median_of(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    quantile(&v, 0.5)
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut lib = root.join("target/corpus/mlx.metallib");
    let target_dir = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let mut bin = target_dir.join("release/metal-nt");
    let mut arch = "applegpu_g13g".to_string();
    let mut against = "amdgpu_gfx1030".to_string();
    let mut timing = true;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--lib" => lib = PathBuf::from(it.next().context("--lib needs a file")?),
            "--bin" => bin = PathBuf::from(it.next().context("--bin needs a path")?),
            "--arch" => arch = it.next().context("--arch needs a value")?.clone(),
            "--against" => against = it.next().context("--against needs a value")?.clone(),
            "--no-timing" => timing = false,
            other => bail!("bench applegpu: unknown argument `{other}`"),
        }
    }
    if !lib.exists() {
        bail!("{} is missing (run `cargo xtask corpus`)", lib.display());
    }
    let cpus = std::thread::available_parallelism().map_or(0, usize::from);
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load = load.split_whitespace().next().unwrap_or("?").to_string();
    println!("# bench applegpu: {} for {arch}, against {against}", lib.display());
    println!("machine: {cpus} CPUs, load average {load} at the start");

    // In-process first: it gives the kernel count the timed runs are divided by.
    let (apple, apple_reasons, apple_s) = translate(&lib, &arch);
    let (amd, amd_reasons, amd_s) = translate(&lib, &against);
    let apple_refused: usize = apple_reasons.values().sum();
    let amd_refused: usize = amd_reasons.values().sum();
    let mut top: Vec<(&String, &usize)> = apple_reasons.iter().collect();
    top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let total = apple.len() + apple_refused;
    println!(
        "{arch}: {} of {total} kernels translate ({apple_refused} refused; {apple_s:.1} s in process, -j2)",
        apple.len()
    );
    println!(
        "{against}: {} of {} translate ({amd_refused} refused; {amd_s:.1} s in process, -j2)",
        amd.len(),
        amd.len() + amd_refused
    );

    println!("top refusals for {arch}:");
    for (why, n) in top.iter().take(12) {
        println!("  {n:6}  {why}");
    }

    let mut timed = Vec::new();
    if timing {
        if !bin.exists() {
            bail!("{} is missing: build it with `cargo build --release -p metal-nt`", bin.display());
        }
        for jobs in [1, 2] {
            let t = timed_run(&bin, &arch, &lib, jobs)?;
            println!(
                "-j{jobs}: {:.1} s, {:.0} kernels/s, {:.2} GB peak",
                t.wall_s,
                total as f64 / t.wall_s,
                t.peak_rss_kib as f64 / 1024.0 / 1024.0
            );
            timed.push(t);
        }
        if let [a, b] = timed[..] {
            println!("speed-up -j2 / -j1: {:.2}x", a.wall_s / b.wall_s);
        }
    }

    let both: Vec<(&String, &Resources, &Resources)> =
        apple.iter().filter_map(|(k, a)| amd.get(k).map(|b| (k, a, b))).collect();
    let code: Vec<(f64, f64)> =
        both.iter().map(|(_, a, b)| (f64::from(a.code_bytes), f64::from(b.code_bytes))).collect();
    let regs: Vec<(f64, f64)> =
        both.iter().map(|(_, a, b)| (f64::from(a.vector_registers), f64::from(b.vector_registers))).collect();
    let (code_med, code_p90, code_tot) = ratios(&code);
    let (reg_med, reg_p90, reg_tot) = ratios(&regs);
    let spilling: Vec<&String> = apple.iter().filter(|(_, r)| r.vector_spills > 0).map(|(k, _)| k).collect();
    println!("\nkernels both translate: {}", both.len());
    println!("| Apple / AMD per kernel | median | p90 | totals |");
    println!("|---|---|---|---|");
    println!("| code bytes | {code_med:.2} | {code_p90:.2} | {code_tot:.2} |");
    println!("| per-lane registers (32-bit) | {reg_med:.2} | {reg_p90:.2} | {reg_tot:.2} |");
    println!(
        "medians: Apple {:.0} bytes / {:.0} registers, AMD {:.0} bytes / {:.0} VGPRs",
        median_of(code.iter().map(|p| p.0).collect()),
        median_of(regs.iter().map(|p| p.0).collect()),
        median_of(code.iter().map(|p| p.1).collect()),
        median_of(regs.iter().map(|p| p.1).collect()),
    );
    println!(
        "{arch} kernels that spill: {} ({} 32-bit registers in all)",
        spilling.len(),
        apple.values().map(|r| u64::from(r.vector_spills)).sum::<u64>()
    );

    let rows: Vec<_> = both
        .iter()
        .map(|(k, a, b)| {
            json!({
                "kernel": k,
                "apple": {"code_bytes": a.code_bytes, "registers": a.vector_registers,
                          "uniforms": a.scalar_registers, "spills": a.vector_spills,
                          "occupancy": a.occupancy, "instructions": a.instructions},
                "amd": {"code_bytes": b.code_bytes, "vgprs": b.vector_registers,
                        "sgprs": b.scalar_registers, "spills": b.vector_spills + b.scalar_spills,
                        "instructions": b.instructions},
            })
        })
        .collect();
    let report = json!({
        "library": lib.display().to_string(),
        "arch": arch,
        "against": against,
        "cpus": cpus,
        "load_average_at_start": load,
        "kernels": total,
        "translated": apple.len(),
        "against_translated": amd.len(),
        "timed": timed.iter().map(|t| json!({"jobs": t.jobs, "wall_s": t.wall_s,
            "kernels_per_s": total as f64 / t.wall_s, "peak_rss_kib": t.peak_rss_kib})).collect::<Vec<_>>(),
        "code_bytes_ratio": {"median": code_med, "p90": code_p90, "totals": code_tot},
        "registers_ratio": {"median": reg_med, "p90": reg_p90, "totals": reg_tot},
        "spilling": spilling,
        "refusals": top.iter().map(|(why, n)| json!({"reason": why, "kernels": n})).collect::<Vec<_>>(),
        "rows": rows,
    });
    let dir = root.join("target/bench");
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("applegpu.json");
    std::fs::write(&path, serde_json::to_vec_pretty(&report)?)?;
    println!("\nwritten: {}", path.display());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_times_and_quantiles() {
        assert_eq!(parse_elapsed("3:18.25"), Some(198.25));
        assert_eq!(parse_elapsed("1:02:03"), Some(3723.0));
        assert_eq!(parse_elapsed("x"), None);
        let v = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0];
        assert_eq!(quantile(&v, 0.5), 5.0);
        assert_eq!(quantile(&v, 0.9), 9.0);
        let (m, p, t) = ratios(&[(2.0, 1.0), (1.0, 1.0), (3.0, 1.0)]);
        assert_eq!((m, p, t), (2.0, 3.0, 2.0));
        assert_eq!(
            reason("function `k_12`: atomics on Int(64) is not supported on applegpu_g13g (at `%o = call`)"),
            "atomics on Int(N)"
        );
        assert_eq!(reason("function `k`: 300 register halves live (at x)"), "N register halves live");
    }
}
