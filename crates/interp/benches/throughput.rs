//! Interpreter throughput, in thread-instructions per second, on two kernels: the
//! threadgroup reduction of the fixture library (barriers, threadgroup memory) and the
//! naive gemm of `fixtures/run/gemm.ll` (loads and `fma` in a loop). As a reference the
//! same gemm is computed natively in Rust in the same run, so the table shows what running
//! a kernel on the interpreter costs against compiled code.
//!
//! Run: `cargo bench -p metal-nt-interp --bench throughput`.

use interp::{launch, Bindings, Dispatch, Grid};
use std::path::{Path, PathBuf};
use std::time::Instant;

const RUNS: usize = 5;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn load(bitcode: &[u8], name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    (air::read_module(bitcode).expect("decodes").module, entry)
}

/// Best wall time of `RUNS` runs and the steps of the last.
fn best(mut f: impl FnMut() -> u64) -> (f64, u64) {
    let mut best = f64::INFINITY;
    let mut steps = 0;
    for _ in 0..RUNS {
        let t = Instant::now();
        steps = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best, steps)
}

fn main() {
    let lib_bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let lib = metallib::read(&lib_bytes).expect("reads");
    let f = lib.functions.iter().find(|f| f.name == "threadgroup_reduce").expect("threadgroup_reduce");
    let (rm, re) = load(lib.module_of(f), "threadgroup_reduce");
    let groups = 256u32;
    let input: Vec<u8> = (0..groups * 64).flat_map(|i| (i as f32).to_le_bytes()).collect();
    let (rt, rs) = best(|| {
        let mut b = Bindings::default();
        b.buffers.insert(0, input.clone());
        b.buffers.insert(1, vec![0; groups as usize * 4]);
        let d = Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] };
        launch(&rm, &re, &mut b, &d).expect("runs").steps
    });

    let gemm_bc = std::fs::read(root().join("fixtures/run/gemm.bc")).expect("gemm fixture");
    let (gm, ge) = load(&gemm_bc, "gemm");
    let n = 64usize;
    let a: Vec<f32> = (0..n * n).map(|i| (i % 13) as f32 * 0.5).collect();
    let bm: Vec<f32> = (0..n * n).map(|i| (i % 7) as f32 - 3.0).collect();
    let bytes = |v: &[f32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    let mut result = Vec::new();
    let (gt, gs) = best(|| {
        let mut b = Bindings::default();
        b.buffers.insert(0, bytes(&a));
        b.buffers.insert(1, bytes(&bm));
        b.buffers.insert(2, vec![0; n * n * 4]);
        b.buffers.insert(3, (n as u32).to_le_bytes().to_vec());
        let d = Dispatch { grid: Grid::Threads([n as u32, n as u32, 1]), threadgroup_size: [16, 16, 1] };
        let s = launch(&gm, &ge, &mut b, &d).expect("runs").steps;
        result = b.buffers.remove(&2).unwrap_or_default();
        s
    });
    // The same product natively, many times over so the timer resolves it.
    let reps = 200;
    let mut native = vec![0f32; n * n];
    let (nt, _) = best(|| {
        for _ in 0..reps {
            for r in 0..n {
                for c in 0..n {
                    native[r * n + c] = (0..n).fold(0f32, |acc, i| a[r * n + i].mul_add(bm[i * n + c], acc));
                }
            }
            std::hint::black_box(&native);
        }
        0
    });
    let nt = nt / reps as f64;
    assert_eq!(result, bytes(&native), "the interpreter and Rust agree");
    println!("best of {RUNS} runs");
    println!("| kernel | threads | thread-instructions | time | thread-instructions/s | vs native Rust |");
    println!("|---|---|---|---|---|---|");
    println!(
        "| threadgroup_reduce (256 × 64 threads, barriers) | {} | {rs} | {:.1} ms | {:.2} M | – |",
        groups * 64,
        rt * 1e3,
        rs as f64 / rt / 1e6
    );
    println!(
        "| gemm 64×64×64 (fma loop) | {} | {gs} | {:.1} ms | {:.2} M | {:.0}× slower ({:.3} ms native) |",
        n * n,
        gt * 1e3,
        gs as f64 / gt / 1e6,
        gt / nt,
        nt * 1e3
    );
}
