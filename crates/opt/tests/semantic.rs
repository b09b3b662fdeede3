//! Semantic preservation on real kernels: a sample of the mlx corpus's compute kernels is
//! run in the reference interpreter (`interp::launch`, which binds buffers, threadgroup
//! memory and built-ins from the AIR metadata) before and after `opt::pipeline::optimize`,
//! on the same small deterministic inputs, and every buffer must come out bit for bit the
//! same. A kernel the interpreter cannot run before optimization (an unsupported
//! intrinsic or argument kind, an access outside the small buffers given here) is skipped
//! and counted, as is one that runs longer than a time limit; one that runs before must
//! run after, in comparable time, with identical results. Skipped with a
//! notice when the corpus is absent, unless `METAL_NT_REQUIRE_CORPUS=1`.

use air::semantics::ArgKind;
use interp::{launch, Bindings, Dispatch, Grid};
use rayon::prelude::*;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Bytes per buffer and per threadgroup allocation.
const BUFFER: usize = 1 << 14;

/// Small words (1 to 5): read as integers they keep sizes, strides and loop counts small
/// (a word read as a size is what bounds a kernel's loops); read as floats they are
/// subnormal numbers, which the comparison checks bit for bit like any other.
fn buffer_bytes(seed: u32) -> Vec<u8> {
    (0..BUFFER / 4).flat_map(|k| ((k as u32 ^ seed) % 5 + 1).to_le_bytes()).collect()
}

enum Outcome {
    Same,
    Skipped,
}

/// Runs one kernel before and after optimization; `ran` hears how long the run before
/// took, once it is done.
fn one(
    bytes: &[u8],
    name: &str,
    ran: &std::sync::mpsc::Sender<std::time::Duration>,
) -> Result<Outcome, String> {
    let Ok(info) = air::read_info(bytes) else { return Ok(Outcome::Skipped) };
    let Some(entry) = info.entry_points.iter().find(|e| e.name == name) else { return Ok(Outcome::Skipped) };
    if entry.kind != air::summary::EntryKind::Kernel {
        return Ok(Outcome::Skipped);
    }
    let mut bindings = Bindings::default();
    for a in &entry.arguments {
        let loc = a.location.unwrap_or(0);
        match a.kind {
            ArgKind::Buffer => {
                bindings.buffers.insert(loc, buffer_bytes(loc));
            }
            ArgKind::ThreadgroupBuffer => {
                bindings.threadgroup_memory.insert(loc, BUFFER as u64);
            }
            ArgKind::Builtin => {}
            _ => return Ok(Outcome::Skipped),
        }
    }
    let d = air::read_module(bytes).map_err(|e| format!("{name}: decode: {e}"))?;
    // Intrinsics stay calls: the interpreter runs them as calls to declarations.
    let mut m = d.module;
    let dispatch = Dispatch { grid: Grid::Threadgroups([1, 1, 1]), threadgroup_size: [32, 1, 1] };
    let mut before = bindings.clone();
    let t = std::time::Instant::now();
    let first = launch(&m, entry, &mut before, &dispatch);
    let _ = ran.send(t.elapsed());
    if let Err(e) = first {
        if std::env::var_os("METAL_NT_SEMANTIC_VERBOSE").is_some() {
            eprintln!("skip {name}: {e}");
        }
        return Ok(Outcome::Skipped);
    }
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    opt::pipeline::optimize(&mut m, &opts).map_err(|e| format!("{name}: {e}"))?;
    let mut after = bindings.clone();
    launch(&m, entry, &mut after, &dispatch)
        .map_err(|e| format!("{name}: runs before optimization, not after: {e}"))?;
    for (loc, b) in &before.buffers {
        if after.buffers.get(loc) != Some(b) {
            return Err(format!("{name}: buffer {loc} differs after optimization"));
        }
    }
    Ok(Outcome::Same)
}

#[test]
fn mlx_kernels_compute_the_same_after_optimization() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("note: {} not present; semantic corpus test skipped (cargo xtask corpus)", path.display());
        return;
    };
    let stride: usize =
        std::env::var("METAL_NT_SEMANTIC_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(150).max(1);
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let kernels: Vec<(String, &[u8])> =
        lib.functions.iter().step_by(stride).map(|f| (f.name.to_string(), lib.module_of(f))).collect();
    let start = std::time::Instant::now();
    // The interpreter has no step limit to set from here, and a kernel may loop for a long
    // time on these inputs: each runs on its own thread, and one that has not finished
    // in `LIMIT` is left behind (it ends with the test process) and counted as skipped.
    const LIMIT: std::time::Duration = std::time::Duration::from_secs(20);
    let results: Vec<Result<Outcome, String>> = kernels
        .par_iter()
        .map(|(n, b)| {
            let t = std::time::Instant::now();
            let (tx, rx) = std::sync::mpsc::channel();
            let (ran_tx, ran_rx) = std::sync::mpsc::channel();
            let (name, bytes) = (n.clone(), b.to_vec());
            std::thread::spawn(move || {
                let _ = tx.send(one(&bytes, &name, &ran_tx));
            });
            // Too slow before optimization: skipped. Once it has run, the optimized
            // kernel gets three times as long plus 5 s; not finishing then is an error.
            let r = match ran_rx.recv_timeout(LIMIT) {
                // Finished without running (not a kernel, not decodable, …).
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    rx.recv().unwrap_or(Ok(Outcome::Skipped))
                }
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Ok(Outcome::Skipped),
                Ok(before) => {
                    rx.recv_timeout(before * 3 + std::time::Duration::from_secs(5)).unwrap_or_else(|_| {
                        Err(format!("{n}: ran in {before:?} before optimization, not finished after"))
                    })
                }
            };
            if std::env::var_os("METAL_NT_SEMANTIC_VERBOSE").is_some() {
                eprintln!("time {:?} {n}", t.elapsed());
            }
            r
        })
        .collect();
    let errors: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(
        errors.is_empty(),
        "{} kernels differ:\n{}",
        errors.len(),
        errors.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    let same = results.iter().filter(|r| matches!(r, Ok(Outcome::Same))).count();
    let skipped = results.len() - same;
    eprintln!("every {stride}th function: {same} kernels identical after optimization, {skipped} not runnable here, {:?}", start.elapsed());
    assert!(same >= 20, "too few kernels ran: {same} of {}", results.len());
}
