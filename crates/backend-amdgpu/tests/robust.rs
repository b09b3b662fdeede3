//! Hostile input through the AMD backend: seeded byte mutations of every run and backend
//! fixture module; whatever still decodes and optimizes is legalized and compiled for a
//! rotating arch (every kernel of the module). Each compile returns code or a
//! `BackendError`, never panics; code that comes back encodes, decodes and re-encodes to
//! the same bytes. `AMD_MUTATIONS=N` changes the count (default 10,000).

use backend_amdgpu::{backend, disasm, encode, gen, payload};
use codegen::Backend;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

fn inputs() -> Vec<(String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    for dir in ["fixtures/run", "fixtures/codegen"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
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
    out
}

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

#[test]
fn seeded_mutations_through_translation_never_panic() {
    let cases: u64 = std::env::var("AMD_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let inputs = inputs();
    let table = targets::ArchTable::builtin();
    let backends: Vec<Box<dyn Backend>> = gen::TARGETS
        .iter()
        .filter_map(|(n, _)| table.get(&format!("amdgpu_{n}")).and_then(backend::factory))
        .collect();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let (mut decoded, mut compiled, mut refused) = (0u64, 0u64, 0u64);
    let mut failures = Vec::new();
    for case in 0..cases {
        let mut rng = Rng(0xA3D6_5EED_u64 ^ (case + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (name, original) = &inputs[rng.below(inputs.len())];
        let mut bytes = original.clone();
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
        let b = &backends[rng.below(backends.len())];
        let result = catch_unwind(AssertUnwindSafe(|| {
            let mut m = d.module;
            let opts =
                opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: false };
            if opt::pipeline::optimize(&mut m, &opts).is_err() || gpu_ir::verify_module(&m).is_err() {
                return (0, 0);
            }
            let kernels: Vec<_> = m
                .functions
                .iter()
                .filter(|(_, f)| !f.is_declaration())
                .map(|(h, f)| (h, f.name.clone()))
                .collect();
            let (mut ok, mut no) = (0, 0);
            for (f, fname) in kernels {
                let mut lm = m.clone();
                if b.legalize(&mut lm, f).is_err() {
                    no += 1;
                    continue;
                }
                match b.compile(&codegen::Unit { module: &lm, function: f, name: &fname }) {
                    Ok(c) => {
                        let co = payload::read_code_object(&c.payload).expect("our own code object reads");
                        let t = gen::target(&b.arch().name).expect("target");
                        let code = &co.kernels[0].code;
                        let insts = disasm::disassemble(t.gen, code).expect("our own code decodes");
                        let again = encode::encode(t.gen, &insts).expect("decoded code re-encodes");
                        assert!(again == *code, "re-encoding changed the bytes");
                        ok += 1;
                    }
                    Err(codegen::BackendError::Internal { detail, .. }) => panic!("internal error: {detail}"),
                    Err(_) => no += 1,
                }
            }
            (ok, no)
        }));
        match result {
            Ok((ok, no)) => {
                compiled += ok;
                refused += no;
            }
            Err(p) => {
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a panic".into());
                failures.push(format!("case {case} ({name}, {}): {msg}", b.arch().name));
            }
        }
    }
    std::panic::set_hook(hook);
    println!(
        "{cases} mutations: {decoded} decoded, {compiled} kernels compiled, {refused} refused with an error"
    );
    assert!(failures.is_empty(), "{} failures, first: {}", failures.len(), failures[0]);
    assert!(compiled > 0, "no mutated kernel compiled: the test would prove little");
}
