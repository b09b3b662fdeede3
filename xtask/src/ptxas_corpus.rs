//! `cargo xtask ptxas-corpus [--lib FILE] [-j N] [--sm sm_90,sm_80] [--stride S]
//! [--part K/N] [--max-kernels N] [--timeout SECS] [--report FILE]`: NVIDIA's assembler over a whole
//! library (by default the mlx corpus). Every kernel is read, optimized with the default
//! pipeline, legalized and compiled by the PTX backend for `nvidiagpu_sm90` and
//! `nvidiagpu_sm80` — the per-function path of `backend-ptx`'s ptxas test — and each PTX
//! text goes through `ptxas -arch=sm_90` / `sm_80` (from `METAL_NT_PTXAS` or the
//! `nvidia-cuda-nvcc-cu12` wheel), one process per kernel and arch under a time limit.
//! `--part K/N` keeps the kernels whose index (after `--stride`) is K modulo N, so that
//! N runs (on N machines, or one after another) cover the library once.
//! Kernels stream through `N` workers (every 16th first, so that a run cut short has
//! covered the library evenly), so memory stays that of `N` kernels. Prints the
//! counts per arch (translated, refused by the backend with the feature, accepted,
//! rejected by ptxas with its first message, timed out) and writes every kernel that did
//! not pass as one JSON line to the report (`target/ptxas-corpus/report.jsonl`); exits 1
//! when ptxas rejected anything or timed out.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};

/// The PTX archs and the `-arch` ptxas gets for each.
const ARCHS: [(&str, &str); 2] = [("nvidiagpu_sm90", "sm_90"), ("nvidiagpu_sm80", "sm_80")];

/// `ptxas`: `METAL_NT_PTXAS`, the pip wheel's, or the one on `PATH`.
pub fn find_ptxas() -> Result<PathBuf> {
    let mut cands: Vec<PathBuf> = std::env::var_os("METAL_NT_PTXAS").map(PathBuf::from).into_iter().collect();
    let py = Command::new("python3")
        .args([
            "-c",
            "import nvidia.cuda_nvcc as n, os; print(os.path.dirname(n.__file__ or list(n.__path__)[0]))",
        ])
        .output();
    if let Ok(o) = py {
        if o.status.success() {
            cands.push(Path::new(String::from_utf8_lossy(&o.stdout).trim()).join("bin/ptxas"));
        }
    }
    cands.push(PathBuf::from("ptxas"));
    for c in cands {
        if Command::new(&c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return Ok(c);
        }
    }
    bail!("ptxas not found: pip install nvidia-cuda-nvcc-cu12, or set METAL_NT_PTXAS")
}

/// What became of one kernel on one arch.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    Accepted,
    /// The backend (or the optimizer, or the reader) refused it: the message.
    Refused(String),
    /// ptxas rejected the text: its first error line.
    Rejected(String),
    TimedOut,
}

/// Runs `ptxas -arch=SM` on `text` (written to `dir/tag.ptx`) under `limit`.
pub fn assemble(
    ptxas: &Path,
    dir: &Path,
    sm: &str,
    tag: &str,
    text: &str,
    limit: Duration,
) -> Result<Outcome> {
    let file = dir.join(format!("{tag}.ptx"));
    let cubin = dir.join(format!("{tag}.cubin"));
    std::fs::write(&file, text).with_context(|| format!("writing {}", file.display()))?;
    let mut child = Command::new(ptxas)
        .arg(format!("-arch={sm}"))
        .arg("-o")
        .arg(&cubin)
        .arg(&file)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .context("running ptxas")?;
    // ptxas writes little; reading stderr to the end before waiting cannot block it.
    let mut err = String::new();
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait()? {
            break Some(s);
        }
        if started.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    if let Some(mut e) = child.stderr.take() {
        e.read_to_string(&mut err).ok();
    }
    std::fs::remove_file(&file).ok();
    std::fs::remove_file(&cubin).ok();
    Ok(match status {
        None => Outcome::TimedOut,
        Some(s) if s.success() => Outcome::Accepted,
        Some(s) => {
            let first = err.lines().find(|l| l.contains("error")).or_else(|| err.lines().next());
            Outcome::Rejected(first.map(str::to_owned).unwrap_or_else(|| format!("ptxas exited with {s}")))
        }
    })
}

/// AIR module `raw` read and optimized with the default pipeline (once for every arch).
fn optimized(raw: &[u8]) -> Result<gpu_ir::Module, String> {
    let mut m = air::read_module(raw).map_err(|e| format!("reading: {e}"))?.module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default())
        .map_err(|e| format!("optimize: {e}"))?;
    Ok(m)
}

/// The PTX of kernel `name` of the optimized module `m` for the backend `b`, or why not.
fn translate(b: &dyn codegen::Backend, m: &gpu_ir::Module, name: &str) -> Result<String, String> {
    let mut m = m.clone();
    let fid = m.function_by_name(name).ok_or_else(|| format!("`{name}` is not in its module"))?;
    b.legalize(&mut m, fid).map_err(|e| e.to_string())?;
    let c = b.compile(&codegen::Unit { module: &m, function: fid, name }).map_err(|e| e.to_string())?;
    Ok(c.assembly)
}

/// A message without the kernel's name and location, so that equal causes group: the
/// part after the last `: `, cut at 160 characters.
pub fn cause(message: &str) -> String {
    let m = message.rsplit(": ").next().unwrap_or(message).trim();
    // ptxas names the file and line first (`ptxas /tmp/x.ptx, line 12; error   : …`).
    let m = m.split("error   :").last().unwrap_or(m).trim();
    m.chars().take(160).collect()
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut lib = root.join("target/corpus/mlx.metallib");
    let mut jobs = 2usize;
    let mut stride = 1usize;
    let mut max_kernels = usize::MAX;
    let mut part = (0usize, 1usize);
    let mut limit = Duration::from_secs(120);
    let mut report = root.join("target/ptxas-corpus/report.jsonl");
    let mut sms: Vec<String> = ARCHS.iter().map(|(_, sm)| (*sm).to_owned()).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().with_context(|| format!("{a} needs a value"));
        match a.as_str() {
            "--lib" => lib = PathBuf::from(value()?),
            "-j" => jobs = value()?.parse().context("-j")?,
            "--stride" => stride = value()?.parse().context("--stride")?,
            "--max-kernels" => max_kernels = value()?.parse().context("--max-kernels")?,
            "--part" => {
                let v = value()?;
                part = v
                    .split_once('/')
                    .and_then(|(k, n)| Some((k.parse().ok()?, n.parse().ok()?)))
                    .filter(|&(k, n): &(usize, usize)| k < n)
                    .with_context(|| format!("--part {v}: want K/N with K < N"))?;
            }
            "--timeout" => limit = Duration::from_secs(value()?.parse().context("--timeout")?),
            "--report" => report = PathBuf::from(value()?),
            "--sm" => sms = value()?.split(',').map(str::to_owned).collect(),
            other => bail!(
                "ptxas-corpus: unknown argument `{other}`; usage: cargo xtask ptxas-corpus [--lib FILE] [-j N] [--sm sm_90,sm_80] [--stride S] [--part K/N] [--max-kernels N] [--timeout SECS] [--report FILE]"
            ),
        }
    }
    let archs: Vec<(&str, &str)> =
        ARCHS.iter().copied().filter(|(_, sm)| sms.iter().any(|s| s == sm)).collect();
    if archs.is_empty() {
        bail!("--sm: none of {sms:?} is sm_90 or sm_80");
    }
    let ptxas = find_ptxas()?;
    let bytes =
        std::fs::read(&lib).with_context(|| format!("cannot read {} (cargo xtask corpus)", lib.display()))?;
    let library = metallib::read(&bytes).with_context(|| format!("{}", lib.display()))?;
    let kernels: Vec<&metallib::model::Function<'_>> = library
        .functions
        .iter()
        .filter(|f| f.function_type == Some(metallib::FunctionType::Kernel))
        .step_by(stride.max(1))
        .enumerate()
        .filter(|(i, _)| i % part.1 == part.0)
        .map(|(_, f)| f)
        .take(max_kernels)
        .collect();
    let dir = root.join("target/ptxas-corpus");
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let table = targets::ArchTable::builtin();
    let mut backends = Vec::new();
    for (arch, sm) in &archs {
        let a = table.get(arch).with_context(|| format!("{arch} is not in the arch table"))?;
        backends.push((
            *arch,
            *sm,
            backend_ptx::backend::factory(a).with_context(|| format!("{arch}: no PTX backend"))?,
        ));
    }
    eprintln!(
        "ptxas-corpus: {} kernels of {} for {:?} with {} ({} workers)",
        kernels.len(),
        lib.display(),
        archs.iter().map(|a| a.1).collect::<Vec<_>>(),
        ptxas.display(),
        jobs
    );
    let started = Instant::now();
    // Every 16th kernel first, then the next residue: a run cut short by its time limit
    // has covered the library evenly, not only its first families.
    let order: Vec<usize> = (0..16).flat_map(|r| (r..kernels.len()).step_by(16)).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    // (kernel index, arch index) → outcome.
    let results: Mutex<BTreeMap<(usize, usize), Outcome>> = Mutex::new(BTreeMap::new());
    let failure: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    std::thread::scope(|s| {
        for w in 0..jobs.max(1) {
            let (kernels, order, backends, next, done, results, failure, library, ptxas, dir) =
                (&kernels, &order, &backends, &next, &done, &results, &failure, &library, &ptxas, &dir);
            s.spawn(move || loop {
                let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) else { break };
                let Some(f) = kernels.get(i) else { break };
                let module = optimized(library.module_of(f));
                for (a, (_, sm, b)) in backends.iter().enumerate() {
                    let outcome = match module
                        .as_ref()
                        .map_err(Clone::clone)
                        .and_then(|m| translate(b.as_ref(), m, f.name))
                    {
                        Err(e) => Outcome::Refused(e),
                        Ok(text) => match assemble(ptxas, dir, sm, &format!("w{w}-{sm}"), &text, limit) {
                            Ok(o) => o,
                            Err(e) => {
                                *failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                                return;
                            }
                        },
                    };
                    if !matches!(outcome, Outcome::Accepted) {
                        // Failures as they come, so that a run cut short keeps them.
                        eprintln!("  {} {}: {outcome:?}", backends[a].0, f.name);
                    }
                    results.lock().unwrap_or_else(|p| p.into_inner()).insert((i, a), outcome);
                }
                let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                if done % 250 == 0 {
                    let r = results.lock().unwrap_or_else(|p| p.into_inner());
                    let ok = r.values().filter(|o| matches!(o, Outcome::Accepted)).count();
                    eprintln!(
                        "  {done} of {} kernels, {ok} of {} translations accepted by ptxas, {:.0} s",
                        kernels.len(),
                        r.len(),
                        started.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    let results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    let mut lines = String::new();
    let mut bad = false;
    for (a, (arch, sm, _)) in backends.iter().enumerate() {
        let mut accepted = 0;
        let mut refused: BTreeMap<String, usize> = BTreeMap::new();
        let mut rejected: BTreeMap<String, usize> = BTreeMap::new();
        let mut timed_out = 0;
        for (i, f) in kernels.iter().enumerate() {
            let Some(o) = results.get(&(i, a)) else { continue };
            let (status, detail) = match o {
                Outcome::Accepted => {
                    accepted += 1;
                    continue;
                }
                Outcome::Refused(m) => {
                    *refused.entry(cause(m)).or_default() += 1;
                    ("refused", m.clone())
                }
                Outcome::Rejected(m) => {
                    *rejected.entry(cause(m)).or_default() += 1;
                    ("rejected", m.clone())
                }
                Outcome::TimedOut => {
                    timed_out += 1;
                    ("timed-out", format!("ptxas ran over {} s", limit.as_secs()))
                }
            };
            lines.push_str(&serde_json::to_string(
                &serde_json::json!({"kernel": f.name, "arch": arch, "status": status, "detail": detail}),
            )?);
            lines.push('\n');
        }
        let n_refused: usize = refused.values().sum();
        let n_rejected: usize = rejected.values().sum();
        let translated = kernels.len() - n_refused;
        println!(
            "{arch} (ptxas -arch={sm}): {translated} of {} kernels translated ({n_refused} refused); {accepted} accepted by ptxas, {n_rejected} rejected, {timed_out} timed out",
            kernels.len()
        );
        for (title, causes) in [("refused", &refused), ("rejected", &rejected)] {
            let mut v: Vec<_> = causes.iter().collect();
            v.sort_by(|x, y| y.1.cmp(x.1).then(x.0.cmp(y.0)));
            for (c, n) in v.into_iter().take(12) {
                println!("  {title} {n} × {c}");
            }
        }
        bad |= n_rejected > 0 || timed_out > 0;
    }
    if let Some(p) = report.parent() {
        std::fs::create_dir_all(p).ok();
    }
    std::fs::write(&report, lines).with_context(|| format!("writing {}", report.display()))?;
    println!("{:.0} s; kernels that did not pass: {}", started.elapsed().as_secs_f64(), report.display());
    if bad {
        bail!("ptxas rejected or timed out on some kernels");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causes_drop_locations() {
        assert_eq!(
            cause("ptxas /tmp/w0-sm_90.ptx, line 12; error   : Arguments mismatch for instruction 'mov'"),
            "Arguments mismatch for instruction 'mov'"
        );
        assert_eq!(
            cause("in @k: atomic max on floats is not supported on nvidiagpu_sm90"),
            "atomic max on floats is not supported on nvidiagpu_sm90"
        );
    }

    /// A fixture kernel passes; PTX with a typo is rejected with ptxas's message (skips
    /// without ptxas).
    #[test]
    fn ptxas_accepts_a_fixture_and_rejects_bad_text() {
        let Ok(ptxas) = find_ptxas() else {
            eprintln!("notice: ptxas not found; skipped");
            return;
        };
        let dir = tempfile::tempdir().expect("temp dir");
        let raw =
            std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/run/divergent_loop.bc"))
                .expect("fixture");
        let table = targets::ArchTable::builtin();
        let b = backend_ptx::backend::factory(table.get("nvidiagpu_sm90").expect("arch")).expect("backend");
        let m = optimized(&raw).expect("optimizes");
        let text = translate(b.as_ref(), &m, "divergent_loop").expect("translates");
        let limit = Duration::from_secs(60);
        assert_eq!(
            assemble(&ptxas, dir.path(), "sm_90", "ok", &text, limit).expect("runs"),
            Outcome::Accepted
        );
        let broken = text.replacen("ret;", "rett;", 1);
        assert_ne!(broken, text);
        match assemble(&ptxas, dir.path(), "sm_90", "bad", &broken, limit).expect("runs") {
            Outcome::Rejected(m) => assert!(m.contains("error"), "{m}"),
            o => panic!("{o:?}"),
        }
    }
}
