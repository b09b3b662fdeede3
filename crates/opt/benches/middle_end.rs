//! The middle end against decoding, in one run over the whole mlx corpus
//! (`target/corpus/mlx.metallib`, `cargo xtask corpus`): for each module, the time to
//! decode it (`air::read_module`, verifier included) and then the time to specialize it
//! (`opt::specialize::specialize_function`: every function constant set to 0 / false, the
//! static initializers run, folding, dead-code elimination, CFG simplification and
//! removal of what becomes unused; modules without constants get the same clean-up)
//! and, separately, the full optimization pipeline after it (`opt::pipeline::optimize`:
//! inlining, mem2reg, …). Single-threaded, so the figures are CPU time per module
//! summed; the goal is a middle end that costs less than decoding.
//!
//! Run: `cargo bench -p metal-nt-opt --bench middle_end`. `METAL_NT_BENCH_STRIDE=N`
//! takes every Nth module (default 1: all).

use std::path::Path;
use std::time::{Duration, Instant};

use opt::specialize::{function_constants, specialize_function, Given, Values};

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
    let (mut decode, mut special, mut pipeline) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let (mut modules, mut with_constants, mut failures, mut before, mut after) =
        (0usize, 0usize, 0usize, 0usize, 0usize);
    for f in lib.functions.iter().step_by(stride) {
        let t = Instant::now();
        let Ok(decoded) = air::read_module(lib.module_of(f)) else {
            failures += 1;
            continue;
        };
        decode += t.elapsed();
        let mut m = decoded.module;
        modules += 1;
        let t = Instant::now();
        let mut values = Values::new();
        if let Ok(decls) = function_constants(&m) {
            with_constants += usize::from(!decls.is_empty());
            for c in decls {
                let width = c.ty.map_or(1, |t| usize::from(t.width));
                values.by_name.insert(c.name, Given::Text(vec!["0"; width].join(",")));
            }
        }
        match specialize_function(&mut m, f.name, None, &values) {
            Ok(r) => {
                before += r.instructions_before;
                after += r.instructions_after;
            }
            Err(_) => failures += 1,
        }
        special += t.elapsed();
        let t = Instant::now();
        let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: false };
        if opt::pipeline::optimize(&mut m, &opts).is_err() {
            failures += 1;
        }
        pipeline += t.elapsed();
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!("mlx corpus: {modules} modules ({with_constants} with function constants), {failures} failures");
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
