//! What the middle end costs next to decoding, over the mlx corpus
//! (`target/corpus/mlx.metallib`, `cargo xtask corpus`): for every module, one thread,
//! the time to decode it (`air::read_module`, verifier included), to lower its intrinsic
//! calls, to optimize it (`opt::pipeline::optimize` without per-pass verification), and to
//! structurize and analyze the uniformity of every function. The goal is a middle end
//! that costs less than decoding. Each phase is timed separately on the same modules; the
//! figures are the best of `RUNS` runs.
//!
//! Run: `cargo bench -p metal-nt-opt --bench backend_prep` (`OPT_BENCH_STRIDE=N` takes every
//! Nth module).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const RUNS: usize = 3;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[derive(Default, Clone, Copy)]
struct Phases {
    decode: Duration,
    lower: Duration,
    optimize: Duration,
    structurize: Duration,
    uniformity: Duration,
}

fn one_run(modules: &[&[u8]]) -> (Phases, usize) {
    let mut p = Phases::default();
    let mut failures = 0;
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: true };
    for bytes in modules {
        let t = Instant::now();
        let Ok(d) = air::read_module(bytes) else {
            failures += 1;
            continue;
        };
        p.decode += t.elapsed();
        let mut m = d.module;
        let t = Instant::now();
        gpu_ir::passes::lower_air_calls(&mut m);
        p.lower += t.elapsed();
        let t = Instant::now();
        if opt::pipeline::optimize(&mut m, &opts).is_err() {
            failures += 1;
            continue;
        }
        p.optimize += t.elapsed();
        let t = Instant::now();
        let mut trees = 0usize;
        for (_, f) in m.functions.iter() {
            if !f.is_declaration() && opt::structurize::structurize(f).is_ok() {
                trees += 1;
            }
        }
        p.structurize += t.elapsed();
        std::hint::black_box(trees);
        let t = Instant::now();
        for (h, f) in m.functions.iter() {
            if !f.is_declaration() {
                let seeds = opt::uniformity::seeds_from_metadata(&m, h);
                std::hint::black_box(opt::uniformity::analyze(&m, f, &seeds));
            }
        }
        p.uniformity += t.elapsed();
    }
    (p, failures)
}

fn main() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("{} not present (cargo xtask corpus); nothing to measure", path.display());
        return;
    };
    let Ok(lib) = metallib::read(&bytes) else {
        eprintln!("{}: not a readable metallib", path.display());
        return;
    };
    let stride: usize =
        std::env::var("OPT_BENCH_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(1).max(1);
    let modules: Vec<&[u8]> =
        lib.modules.iter().filter(|p| !p.padding).map(|p| p.bytes).step_by(stride).collect();
    let mut best: Option<Phases> = None;
    let mut failures = 0;
    for _ in 0..RUNS {
        let (p, f) = one_run(&modules);
        failures = f;
        best = Some(match best {
            None => p,
            Some(b) => Phases {
                decode: b.decode.min(p.decode),
                lower: b.lower.min(p.lower),
                optimize: b.optimize.min(p.optimize),
                structurize: b.structurize.min(p.structurize),
                uniformity: b.uniformity.min(p.uniformity),
            },
        });
    }
    let Some(p) = best else { return };
    let s = |d: Duration| d.as_secs_f64();
    let middle = p.lower + p.optimize + p.structurize + p.uniformity;
    println!("mlx corpus, {} modules (every {stride}th), one thread, best of {RUNS}:", modules.len());
    println!("  decode (air::read_module, verified) {:>8.3} s", s(p.decode));
    println!("  lower_air_calls                     {:>8.3} s", s(p.lower));
    println!("  optimize (pipeline)                 {:>8.3} s", s(p.optimize));
    println!("  structurize                         {:>8.3} s", s(p.structurize));
    println!("  uniformity                          {:>8.3} s", s(p.uniformity));
    println!(
        "  middle end total                    {:>8.3} s = {:.2} x decode{}",
        s(middle),
        s(middle) / s(p.decode).max(1e-9),
        if failures > 0 { format!(" ({failures} modules failed)") } else { String::new() }
    );
}
