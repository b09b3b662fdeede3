//! Every fixture kernel through the Apple backend on every G13/G14 arch: it compiles or
//! is refused with an `Unsupported` (or register-pressure) error naming the function and
//! the feature (never an internal error or a panic); the output is the same on every run; every emitted
//! instruction decodes back (by our disassembler) to the same bytes; the printed
//! assembly of each fixture matches the golden file under `tests/data/golden/`
//! (`BLESS=1` rewrites them).

use backend_applegpu::{backend, disasm, encode, payload};
use codegen::{Backend, BackendError, Compiled};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[path = "../../backend-amdgpu/tests/fixtures_common/mod.rs"]
mod fixtures_common;
use fixtures_common::fixtures;

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

/// Every entry point of `path`, optimized, legalized and compiled by `b`.
fn compile_fixture(b: &dyn Backend, path: &Path) -> Vec<(String, Result<Compiled, BackendError>)> {
    let raw = std::fs::read(path).expect("read fixture");
    let info = air::read_info(&raw).expect("AIR info");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let mut out = Vec::new();
    for entry in &info.entry_points {
        let Some(f) = m.function_by_name(&entry.name) else { continue };
        let mut lm = m.clone();
        let legal = b.legalize(&mut lm, f);
        let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
        out.push((entry.name.clone(), legal.and_then(|_| b.compile(&unit))));
    }
    out
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/golden")
}

#[test]
fn every_fixture_kernel_compiles_or_names_the_missing_feature() {
    let mut compiled: BTreeMap<&str, usize> = BTreeMap::new();
    let mut golden: BTreeMap<String, String> = BTreeMap::new();
    for t in backend::TARGETS {
        let b = backend::factory(&arch(t.name)).expect("an Apple backend");
        for path in fixtures() {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            for (name, result) in compile_fixture(b.as_ref(), &path) {
                match result {
                    Ok(c) => {
                        *compiled.entry(t.name).or_default() += 1;
                        assert_eq!(c.payload_extension, "agx");
                        if t.name == "applegpu_g13g" {
                            golden.entry(stem.clone()).or_default().push_str(&c.assembly);
                        }
                    }
                    Err(BackendError::Unsupported { function, arch, feature, .. }) => {
                        assert_eq!(function, name);
                        assert_eq!(arch, t.name);
                        assert!(!feature.is_empty());
                    }
                    // No spilling yet: too many live values is a clean refusal too.
                    Err(BackendError::RegisterPressure { function, .. }) => assert_eq!(function, name),
                    Err(e) => panic!("{} {name}: {e}", t.name),
                }
            }
        }
    }
    println!("compiled per arch: {compiled:?}");
    // Every arch has the same ISA for what we emit: the same kernels compile.
    let counts: Vec<usize> = compiled.values().copied().collect();
    assert!(counts.windows(2).all(|w| w[0] == w[1]), "{compiled:?}");
    assert!(counts.first().copied().unwrap_or(0) >= 4, "{compiled:?}");
    let bless = std::env::var_os("BLESS").is_some();
    let dir = golden_dir();
    if bless {
        std::fs::create_dir_all(&dir).expect("golden dir");
    }
    for (stem, text) in &golden {
        let path = dir.join(format!("{stem}.s"));
        if bless {
            std::fs::write(&path, text).expect("write golden");
            continue;
        }
        let on_disk = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (run with BLESS=1)", path.display()));
        assert!(on_disk == *text, "{} is stale (run with BLESS=1)", path.display());
    }
}

#[test]
fn output_is_byte_identical_across_runs() {
    let b = backend::factory(&arch("applegpu_g13g")).expect("backend");
    for path in fixtures() {
        let first = compile_fixture(b.as_ref(), &path);
        let second = compile_fixture(b.as_ref(), &path);
        for ((n1, r1), (n2, r2)) in first.iter().zip(&second) {
            assert_eq!(n1, n2);
            match (r1, r2) {
                (Ok(a), Ok(b)) => {
                    assert_eq!(a.payload, b.payload, "{n1}");
                    assert_eq!(a.assembly, b.assembly, "{n1}");
                }
                (Err(a), Err(b)) => assert_eq!(a, b),
                _ => panic!("{n1}: compiled once, refused once"),
            }
        }
    }
}

/// Every instruction of every compiled kernel decodes, re-encodes to the same bytes,
/// and decodes to the opcodes that were emitted.
#[test]
fn emitted_code_round_trips_through_the_disassembler() {
    let b = backend::factory(&arch("applegpu_g13c")).expect("backend");
    let mut instructions = 0;
    for path in fixtures() {
        for (name, result) in compile_fixture(b.as_ref(), &path) {
            let Ok(c) = result else { continue };
            let parts = payload::split(&c.payload).expect("our payload");
            for code in [parts.constant_program, parts.main] {
                let decoded = disasm::disassemble(code).unwrap_or_else(|e| panic!("{name}: {e}"));
                for d in &decoded {
                    let (word, len) = encode::encode_word(&d.inst, None).expect("re-encode");
                    let bytes = word.to_le_bytes();
                    let at = &code[d.offset..d.offset + usize::from(len)];
                    assert_eq!(&bytes[..usize::from(len)], at, "{name} at {:#x}", d.offset);
                    instructions += 1;
                }
            }
            let text = b.disassemble(&c.payload).expect("disassemble payload");
            assert!(text.contains(payload::MAIN_SYMBOL), "{name}");
        }
    }
    println!("{instructions} instructions round-tripped");
    assert!(instructions > 0);
}

#[test]
fn only_g13_and_g14_archs_have_a_backend() {
    let table = targets::ArchTable::builtin();
    for name in ["applegpu_g12p", "applegpu_g15p", "applegpu_g15g", "amdgpu_gfx900"] {
        if let Some(a) = table.get(name) {
            assert!(backend::factory(a).is_none(), "{name}");
        }
    }
    for t in backend::TARGETS {
        assert!(backend::factory(&arch(t.name)).is_some(), "{}", t.name);
    }
}
