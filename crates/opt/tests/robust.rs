//! Hostile input through the whole middle end: seeded byte mutations of every fixture
//! module (the interpreter fixtures, the optimizer's own data, every module of the fixture
//! MetalLib). Whatever still decodes and verifies goes through the optimization pipeline
//! (verifier after every pass), then the structurizer and the uniformity analysis on every
//! function: each returns a result or an error, never panics, and an optimized module
//! verifies. `OPT_MUTATIONS=N` raises the count for longer local runs.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every fixture module's bitcode, named.
fn inputs() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for dir in ["fixtures/run", "crates/opt/tests/data"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .expect("fixture directory")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "bc"))
            .collect();
        paths.sort();
        for p in paths {
            out.push((p.display().to_string(), std::fs::read(&p).expect("fixture")));
        }
    }
    let lib = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let lib = metallib::read(&lib).expect("fixture library reads");
    let mut seen = std::collections::BTreeSet::new();
    for f in &lib.functions {
        if seen.insert(f.module) {
            out.push((format!("fixtures.metallib#{}", f.name), lib.module_of(f).to_vec()));
        }
    }
    out
}

/// xorshift64*: tiny, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The middle end on one decoded module; the panic message when something panicked.
fn middle_end(mut m: gpu_ir::Module, disable: bool) -> Result<(bool, usize), String> {
    catch_unwind(AssertUnwindSafe(move || {
        let opts = opt::pipeline::Options { disable_optimizations: disable, verify_each: true, unroll: true };
        let optimized = opt::pipeline::optimize(&mut m, &opts).is_ok();
        if optimized {
            if let Err(e) = gpu_ir::verify_module(&m) {
                panic!("the optimized module does not verify: {e}");
            }
        }
        let mut structured = 0;
        let handles: Vec<_> =
            m.functions.iter().filter(|(_, f)| !f.is_declaration()).map(|(h, _)| h).collect();
        for h in handles {
            let f = &m.functions[h];
            structured += usize::from(opt::structurize::structurize(f).is_ok());
            let seeds = opt::uniformity::seeds_from_metadata(&m, h);
            let _ = opt::uniformity::analyze(&m, f, &seeds);
        }
        (optimized, structured)
    }))
    .map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}

#[test]
fn every_fixture_goes_through_the_middle_end() {
    for (name, bytes) in inputs() {
        let d = air::read_module(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        for disable in [false, true] {
            let (optimized, _) =
                middle_end(d.module.clone(), disable).unwrap_or_else(|p| panic!("{name}: {p}"));
            assert!(optimized, "{name}: the pipeline refused a fixture");
        }
    }
}

#[test]
fn seeded_mutations_never_panic() {
    let cases: u64 = std::env::var("OPT_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let inputs = inputs();
    // Quiet the default hook: caught panics are reported below with their case.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let (mut decoded, mut optimized, mut structured) = (0u64, 0u64, 0usize);
    let mut failures = Vec::new();
    for case in 0..cases {
        let mut rng = Rng(0x0B7E_5EED_u64 ^ (case + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (name, original) = &inputs[rng.below(inputs.len())];
        let mut bytes = original.clone();
        // Past the wrapper header, so that mutations reach the bitstream.
        let body = 24.min(bytes.len());
        for _ in 0..1 + rng.below(3) {
            let at = body + rng.below(bytes.len() - body);
            match rng.below(4) {
                0 | 1 => bytes[at] ^= 1 << rng.below(8),
                2 => bytes[at] = bytes[at].wrapping_add(1),
                _ => bytes[at] = 0,
            }
        }
        let Ok(d) = air::read_module(&bytes) else { continue };
        decoded += 1;
        match middle_end(d.module, rng.below(4) == 0) {
            Ok((o, s)) => {
                optimized += u64::from(o);
                structured += s;
            }
            Err(p) => failures.push(format!("case {case} ({name}): {p}")),
        }
    }
    std::panic::set_hook(hook);
    assert!(failures.is_empty(), "{} panics:\n{}", failures.len(), failures.join("\n"));
    println!(
        "{cases} mutations: {decoded} decoded, {optimized} optimized, {structured} functions structurized"
    );
    assert!(decoded * 10 > cases, "only {decoded} of {cases} mutations decoded: the test reaches too little");
    assert!(optimized > 0 && structured > 0);
}
