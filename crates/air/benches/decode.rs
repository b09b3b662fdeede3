//! Decoding speed against LLVM 14, in one run: every module of the mlx corpus
//! (`target/corpus/mlx.metallib`, `cargo xtask corpus`) decoded into gpu-ir
//! single-threaded and with rayon across modules, and LLVM 14's `parseBitcodeFile` over the
//! same modules (`target/tools/llvm-parse-bench`, built here from
//! `../shared/tools/llvm-parse-bench.cpp` when `g++` and `llvm-config-14` exist).
//!
//! Fairness: both sides parse the same byte ranges (the bitcode inside each module's
//! wrapper), in one process, with the file already in memory and process start-up
//! excluded; neither prints text. LLVM builds its IR without running its verifier; we
//! report our decode with and without gpu-ir's verifier. Runs alternate between LLVM and
//! our decoders round by round (so load from other processes falls on both alike); each
//! figure is the best of `RUNS` rounds after a warm-up round. Both sides amortize work
//! across modules the way a library reader does: LLVM keeps one `LLVMContext` (types and
//! attribute lists uniqued across modules), we keep per-thread caches (attribute lists,
//! the BLOCKINFO block, working tables). Peak memory is the maximum resident set of the
//! process (LLVM's child process; ours measured around the decode).
//!
//! Run: `cargo bench -p metal-nt-air --bench decode`.

use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const RUNS: usize = 5;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The bitcode of every module the library's functions refer to, once each, in order.
fn modules(lib: &metallib::Library<'_>) -> Vec<&'static [u8]> {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for f in &lib.functions {
        if seen.insert(f.module) {
            let bytes = lib.module_of(f);
            // The bench owns the mapping for the whole run.
            let leaked: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
            out.push(leaked);
        }
    }
    out
}

fn peak_rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

fn llvm_bench(root: &Path) -> Option<PathBuf> {
    let exe = root.join("target/tools/llvm-parse-bench");
    if exe.exists() {
        return Some(exe);
    }
    let src = root.join("../shared/tools/llvm-parse-bench.cpp");
    let flags = Command::new("llvm-config-14")
        .args(["--cxxflags", "--ldflags", "--libs", "bitreader", "core", "support"])
        .output()
        .ok()?;
    if !flags.status.success() || !src.exists() {
        return None;
    }
    std::fs::create_dir_all(exe.parent()?).ok()?;
    let flags = String::from_utf8_lossy(&flags.stdout).into_owned();
    let ok = Command::new("g++")
        .args(["-O2", "-std=c++17"])
        .arg(&src)
        .args(flags.split_whitespace())
        .arg("-o")
        .arg(&exe)
        .status()
        .ok()?
        .success();
    ok.then_some(exe)
}

/// One run of LLVM's parse loop: its in-process parse time, module count and the child's
/// peak RSS.
fn run_llvm_once(exe: &Path, corpus: &Path) -> Option<(f64, usize, u64)> {
    let out = Command::new("/usr/bin/time").args(["-f", "%M"]).arg(exe).arg(corpus).output().ok()?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let field = |k: &str| -> Option<String> {
        stdout.split_whitespace().find_map(|w| w.strip_prefix(k).map(str::to_owned))
    };
    let seconds: f64 = field("seconds=")?.parse().ok()?;
    let modules: usize = field("modules=")?.parse().ok()?;
    let rss: u64 = String::from_utf8_lossy(&out.stderr).lines().last()?.trim().parse().ok()?;
    Some((seconds, modules, rss))
}

/// Seconds of one call of `f`, and what it returned.
fn time<F: FnMut() -> usize>(mut f: F) -> (f64, usize) {
    let t = Instant::now();
    let failures = f();
    (t.elapsed().as_secs_f64(), failures)
}

fn main() {
    let root = root();
    let corpus = root.join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&corpus) else {
        eprintln!("{} is missing: run `cargo xtask corpus` first", corpus.display());
        return;
    };
    let lib = metallib::read(&bytes).expect("the corpus reads");
    let mods = modules(&lib);
    let total: usize = mods.iter().map(|m| m.len()).sum();
    let cores = rayon::current_num_threads();
    println!(
        "mlx.metallib: {} modules, {:.1} MB of modules; best of {RUNS} interleaved rounds after a warm-up",
        mods.len(),
        total as f64 / 1e6
    );

    // Invariance aid for decoder optimizations: a digest of everything each module decodes
    // to (types in handle order, since the intern table's iteration order is unspecified).
    if std::env::var_os("AIR_BENCH_DIGEST").is_some() {
        use std::hash::{Hash, Hasher};
        let mut all = std::collections::hash_map::DefaultHasher::new();
        for m in &mods {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            match air::read_module(m) {
                Ok(d) => {
                    let m = &d.module;
                    let types: Vec<_> = m.types.iter().collect();
                    format!(
                        "{types:?}{:?}{:?}{:?}{:?}{:?}{:?}{:?}{:?}{:?}",
                        m.source_filename,
                        m.triple,
                        m.datalayout,
                        m.constants,
                        m.globals,
                        m.functions,
                        m.metadata,
                        m.named_metadata,
                        d.warnings
                    )
                    .hash(&mut h);
                }
                Err(e) => e.to_string().hash(&mut h),
            }
            h.finish().hash(&mut all);
        }
        println!("digest {:016x}", all.finish());
        return;
    }

    if std::env::var_os("AIR_BENCH_WALK").is_some() {
        use air::bitstream::{BitstreamReader, Entry, Record};
        for _ in 0..3 {
            let t = Instant::now();
            let c0 = std::fs::read_to_string("/proc/self/schedstat").unwrap_or_default();
            let mut n = 0u64;
            for m in &mods {
                let loc = air::wrapper::locate(m).expect("wrapper");
                let mut r = BitstreamReader::new(loc.stream, loc.offset).expect("reader");
                let mut rec = Record::default();
                loop {
                    match r.advance().expect("advance") {
                        Entry::EndOfStream => break,
                        Entry::SubBlock(0) => r.read_blockinfo_block(&mut rec).expect("blockinfo"),
                        Entry::SubBlock(id) => r.enter_block(id).expect("enter"),
                        Entry::EndBlock => {}
                        Entry::Record(a) => {
                            r.read_record(a, &mut rec).expect("record");
                            n += rec.ops.len() as u64;
                        }
                    }
                }
            }
            let c1 = std::fs::read_to_string("/proc/self/schedstat").unwrap_or_default();
            let ns = |s: &str| s.split_whitespace().next().and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
            println!(
                "walk: {:.3} s cpu {:.3} s wall, {n} operands",
                (ns(&c1) - ns(&c0)) / 1e9,
                t.elapsed().as_secs_f64()
            );
        }
        return;
    }
    // Profiling aid (`perf record` on the bench binary): only our decoder, a few passes.
    if let Ok(mode) = std::env::var("AIR_BENCH_PROFILE") {
        let verify = mode != "noverify";
        // CPU time of this process (ns on CPU, from the scheduler), less disturbed than
        // wall time when other work shares the cores.
        let cpu = || -> f64 {
            std::fs::read_to_string("/proc/self/schedstat")
                .ok()
                .and_then(|s| s.split_whitespace().next().and_then(|v| v.parse::<f64>().ok()))
                .unwrap_or(0.0)
                / 1e9
        };
        for _ in 0..3 {
            let t = Instant::now();
            let c0 = cpu();
            let failed = if verify {
                mods.iter().filter(|m| air::read_module(m).is_err()).count()
            } else {
                mods.iter().filter(|m| air::read_module_unverified(m).is_err()).count()
            };
            println!(
                "{mode}: {:.3} s cpu, {:.3} s wall, {failed} failed",
                cpu() - c0,
                t.elapsed().as_secs_f64()
            );
        }
        return;
    }

    // Rounds interleave LLVM and our decoders, so load from other processes on a shared
    // machine falls on both sides alike; round 0 is the warm-up, then each figure is the
    // best of `RUNS` rounds.
    let rss_before = peak_rss_kib();
    let pool1 = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("pool");
    let exe = llvm_bench(&root);
    let mut llvm: Option<(f64, usize, u64)> = None;
    let mut ours = [f64::INFINITY; 4];
    for round in 0..=RUNS {
        let l = exe.as_deref().and_then(|exe| run_llvm_once(exe, &corpus));
        // Our four measurements start at a different one each round, so none is always
        // the one that runs right after LLVM's process.
        let mut runs = [(0.0, 0); 4];
        for k in 0..4 {
            let which = (k + round) % 4;
            runs[which] = match which {
                0 => time(|| mods.iter().filter(|m| air::read_module_unverified(m).is_err()).count()),
                1 => time(|| mods.iter().filter(|m| air::read_module(m).is_err()).count()),
                2 => time(|| {
                    pool1.install(|| mods.par_iter().filter(|m| air::read_module(m).is_err()).count())
                }),
                _ => time(|| mods.par_iter().filter(|m| air::read_module(m).is_err()).count()),
            };
        }
        assert!(runs.iter().all(|r| r.1 == 0), "every corpus module decodes");
        if round == 0 {
            continue;
        }
        if let Some(l) = l.filter(|l| llvm.is_none_or(|b| l.0 < b.0)) {
            llvm = Some(l);
        }
        for (best, run) in ours.iter_mut().zip(runs) {
            *best = best.min(run.0);
        }
    }
    let [one_nv, one, par1, par] = ours;
    let rss = peak_rss_kib();

    println!("| decoder | time | modules/s | MB/s | vs LLVM 14 |");
    println!("|---|---|---|---|---|");
    let reference = llvm.map(|l| l.0);
    let row = |name: &str, s: f64| {
        let ratio = reference.map(|r| format!("{:.2}× faster", r / s)).unwrap_or_else(|| "–".into());
        println!(
            "| {name} | {s:.3} s | {:.0} | {:.0} | {ratio} |",
            mods.len() as f64 / s,
            total as f64 / 1e6 / s
        );
    };
    match llvm {
        Some((s, n, rss)) => {
            println!("| LLVM 14 `parseBitcodeFile` ({n} modules, peak RSS {:.0} MiB) | {s:.3} s | {:.0} | {:.0} | 1.00× |", rss as f64 / 1024.0, n as f64 / s, total as f64 / 1e6 / s);
        }
        None => println!("| LLVM 14 | not available (needs g++ and llvm-config-14) | | | |"),
    }
    row("metal-nt air → gpu-ir, 1 thread, no verifier", one_nv);
    row("metal-nt air → gpu-ir + verify, 1 thread", one);
    row("metal-nt air → gpu-ir + verify, rayon 1 thread", par1);
    row(&format!("metal-nt air → gpu-ir + verify, rayon {cores} threads"), par);
    println!(
        "scaling: {:.2}× on {cores} threads; peak RSS of this process {:.0} MiB (before decoding {:.0} MiB, the corpus read into memory)",
        par1 / par,
        rss as f64 / 1024.0,
        rss_before as f64 / 1024.0
    );
}
