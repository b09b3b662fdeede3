//! The middle end against decoding, in one run over the whole mlx corpus
//! (`target/corpus/mlx.metallib`, `cargo xtask corpus`): for each module, the time to
//! decode it (`air::read_module`, verifier included) and then the time to specialize it
//! (`opt::specialize::specialize_function`: every function constant set to 0 / false, the
//! static initializers run, folding, dead-code elimination, CFG simplification and
//! removal of what becomes unused; modules without constants get the same clean-up)
//! and, separately, the full optimization pipeline after it (`opt::pipeline`: inlining,
//! mem2reg, …; told which functions specialization already simplified, as a driver that
//! runs both does, so it skips only their first clean-up, which would change nothing).
//! Single-threaded; the figures are this thread's CPU time, summed
//! per phase over batches of modules. The goal is a middle end that costs less than
//! decoding.
//!
//! Run: `cargo bench -p metal-nt-opt --bench middle_end`. `METAL_NT_BENCH_STRIDE=N`
//! takes every Nth module (default 1: all).

use std::path::Path;
use std::time::Instant;

use opt::specialize::{function_constants, specialize_function, Given, Values};

/// CPU time of this thread in nanoseconds (`/proc/thread-self/schedstat`), so a busy
/// machine does not inflate the figures; wall time where that file does not exist.
fn cpu_ns(start: Instant) -> u128 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|t| t.parse::<u128>().ok()))
        .unwrap_or_else(|| start.elapsed().as_nanos())
}

/// Modules per timed batch: one clock reading per phase and batch keeps the reading's own
/// cost out of the figures.
const BATCH: usize = 64;

fn main() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("skipped: {} not found (cargo xtask corpus)", path.display());
        return;
    };
    let stride: usize =
        std::env::var("METAL_NT_BENCH_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(1).max(1);
    let Ok(lib) = metallib::read(&bytes) else {
        eprintln!("mlx.metallib does not read");
        return;
    };
    let start = Instant::now();
    let (mut decode, mut special, mut pipeline) = (0u128, 0u128, 0u128);
    let (mut modules, mut with_constants, mut failures, mut before, mut after) =
        (0usize, 0usize, 0usize, 0usize, 0usize);
    let functions: Vec<_> = lib.functions.iter().step_by(stride).collect();
    for batch in functions.chunks(BATCH) {
        let t = cpu_ns(start);
        let decoded: Vec<_> = batch.iter().map(|f| (f, air::read_module(lib.module_of(f)))).collect();
        decode += cpu_ns(start) - t;
        let mut ready = Vec::with_capacity(decoded.len());
        let t = cpu_ns(start);
        for (f, d) in decoded {
            let Ok(d) = d else {
                failures += 1;
                continue;
            };
            let mut m = d.module;
            modules += 1;
            let mut values = Values::new();
            if let Ok(decls) = function_constants(&m) {
                with_constants += usize::from(!decls.is_empty());
                for c in decls {
                    let width = c.ty.map_or(1, |t| usize::from(t.width));
                    values.by_name.insert(c.name, Given::Text(vec!["0"; width].join(",")));
                }
            }
            let simplified = match specialize_function(&mut m, f.name, None, &values) {
                Ok(r) => {
                    before += r.instructions_before;
                    after += r.instructions_after;
                    r.simplified
                }
                Err(_) => {
                    failures += 1;
                    Vec::new()
                }
            };
            ready.push((m, simplified));
        }
        special += cpu_ns(start) - t;
        let t = cpu_ns(start);
        let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: true };
        for (m, simplified) in &mut ready {
            if opt::pipeline::optimize_simplified(m, &opts, simplified).is_err() {
                failures += 1;
            }
        }
        pipeline += cpu_ns(start) - t;
    }
    let ms = |ns: u128| ns as f64 / 1e6;
    println!("mlx corpus: {modules} modules ({with_constants} with function constants), {failures} failures; CPU time");
    println!("decode (air::read_module, verified) {:>10.1} ms", ms(decode));
    println!(
        "specialize + fold/DCE/CFG            {:>10.1} ms  ({:.2}x decode; {before} -> {after} instructions)",
        ms(special),
        ms(special) / ms(decode)
    );
    println!(
        "pipeline (inline, mem2reg, ...)      {:>10.1} ms  ({:.2}x decode)",
        ms(pipeline),
        ms(pipeline) / ms(decode)
    );
    println!(
        "middle end total                     {:>10.1} ms  ({:.2}x decode)",
        ms(special + pipeline),
        ms(special + pipeline) / ms(decode)
    );
}
