//! dougallj/applegpu's disassembler as the oracle of the Apple encoder and printer: every
//! sample instruction's bytes (ours) must decode in applegpu to the sample's length and
//! to exactly our text. `METAL_NT_UPDATE_VECTORS=1` rewrites `tests/data/encode-g13.txt`
//! from the samples, taking the text from applegpu (never from our printer).
//!
//! Needs `APPLEGPU_PATH` (a local checkout; applegpu is on no registry): skips with a
//! notice without it, fails then under `METAL_NT_REQUIRE_ORACLES=1`.

mod common;
#[path = "../../backend-amdgpu/tests/fixtures_common/mod.rs"]
mod fixtures_common;

use backend_applegpu::encode::encode;
use backend_applegpu::oracle::applegpu_disassemble;
use backend_applegpu::print::print_inst_at;
use backend_applegpu::samples;
use common::*;

#[test]
fn applegpu_reads_every_sample_as_we_print_it() {
    let Some(checkout) = applegpu_checkout() else { return };
    let cases = samples::cases();
    let mut words = Vec::new();
    for inst in &cases {
        let b = encode(std::slice::from_ref(inst)).unwrap_or_else(|e| panic!("{inst:?}: {e}"));
        words.push((0usize, b));
    }
    let readings = applegpu_disassemble(&checkout, &words).expect("applegpu runs");
    let mut bad = Vec::new();
    let mut out = String::from(
        "# Apple G13 encoder vectors: bytes<TAB>text. Bytes are our encoding of samples::cases,\n\
         # text is dougallj/applegpu's disassembly of those bytes (at pc 0); regenerate with\n\
         # APPLEGPU_PATH=<checkout> METAL_NT_UPDATE_VECTORS=1 cargo test -p metal-nt-backend-applegpu --test encode_oracle\n",
    );
    for ((inst, (_, b)), r) in cases.iter().zip(&words).zip(&readings) {
        let ours = print_inst_at(inst, Some(0));
        if r.len != b.len() || r.text != ours {
            bad.push(format!(
                "{}: applegpu ({} bytes) `{}` vs ours ({} bytes) `{ours}`",
                hex(b),
                r.len,
                r.text,
                b.len()
            ));
        }
        out.push_str(&format!("{}\t{}\n", hex(b), r.text));
    }
    if std::env::var("METAL_NT_UPDATE_VECTORS").is_ok_and(|v| v == "1") {
        std::fs::write(vector_path(), &out).expect("write vectors");
    }
    assert!(bad.is_empty(), "{} of {} samples differ:\n{}", bad.len(), cases.len(), bad.join("\n"));
}

/// Seeded random words our disassembler accepts must read the same in applegpu (the
/// decoder sees operand combinations no sample has).
#[test]
fn applegpu_reads_random_decodable_words_as_we_do() {
    use backend_applegpu::disasm::decode_one;
    let Some(checkout) = applegpu_checkout() else { return };
    let mut s = 0x0bad_5eed_0000_0001u64;
    let mut words = Vec::new();
    let mut texts = Vec::new();
    for _ in 0..200_000 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let mut b = s.to_le_bytes().to_vec();
        b.extend_from_slice(&s.rotate_left(29).to_le_bytes()[..2]);
        if let Ok(d) = decode_one(&b, 0) {
            words.push((0usize, b[..usize::from(d.len)].to_vec()));
            texts.push(print_inst_at(&d.inst, Some(0)));
        }
    }
    assert_applegpu_agrees(&checkout, &words, &texts);
    assert!(words.len() > 3000, "{} random words decoded", words.len());
}

/// Whole kernels with spill code: every fixture kernel compiled under a budget small
/// enough to spill (as `semantics.rs` `spilled_code_matches_the_interpreter` runs them),
/// every instruction of it read by applegpu exactly as we print it.
#[test]
fn applegpu_reads_spilled_kernels_as_we_do() {
    use backend_applegpu::{backend, disasm::disassemble, isa::Opcode, payload};
    use codegen::Backend;
    let Some(checkout) = applegpu_checkout() else { return };
    let arch = targets::ArchTable::builtin().get("applegpu_g13g").expect("arch").clone();
    let plain = backend::factory(&arch).expect("backend");
    let mut words = Vec::new();
    let mut texts = Vec::new();
    let mut stack = 0;
    for (names, m) in fixtures_common::fixtures().iter().map(optimized) {
        for (name, f) in names {
            let mut lm = m.clone();
            if plain.legalize(&mut lm, f).is_err() {
                continue;
            }
            let unit = codegen::Unit { module: &lm, function: f, name: &name };
            let Some(c) = [14u16, 16, 20, 24, 32, 48].into_iter().find_map(|h| {
                let b = backend::AppleBackend::with_register_budget(&arch, h)?;
                b.compile(&unit).ok().filter(|c| c.resources.vector_spills > 0)
            }) else {
                continue;
            };
            let code = payload::split(&c.payload).expect("our payload").main.to_vec();
            for d in disassemble(&code).expect("our code decodes") {
                let pc =
                    if matches!(d.inst.op, Opcode::JmpExecAny | Opcode::JmpExecNone) { d.offset } else { 0 };
                stack += usize::from(matches!(d.inst.op, Opcode::StackLoad | Opcode::StackStore));
                words.push((pc, code[d.offset..d.offset + usize::from(d.len)].to_vec()));
                texts.push(print_inst_at(&d.inst, Some(pc)));
            }
        }
    }
    println!("{} instructions of spilled kernels, {stack} of them stack accesses", words.len());
    assert!(stack > 100, "{stack} stack instructions in the spilled kernels");
    assert_applegpu_agrees(&checkout, &words, &texts);
}

/// applegpu reads each of `words` (at its pc, with its bytes) as the matching `texts`,
/// with the same length.
fn assert_applegpu_agrees(checkout: &std::path::Path, words: &[(usize, Vec<u8>)], texts: &[String]) {
    let readings = applegpu_disassemble(checkout, words).expect("applegpu runs");
    let bad: Vec<String> = words
        .iter()
        .zip(texts)
        .zip(&readings)
        .filter(|(((_, b), t), r)| r.len != b.len() || r.text != **t)
        .map(|(((_, b), t), r)| format!("{}: applegpu ({} bytes) `{}` vs ours `{t}`", hex(b), r.len, r.text))
        .collect();
    let shown = bad[..bad.len().min(40)].join("\n");
    assert!(bad.is_empty(), "{} of {} differ:\n{shown}", bad.len(), words.len());
}

/// A fixture's kernels (name, function) and its module after the optimize stage.
fn optimized(path: &std::path::PathBuf) -> (Vec<(String, gpu_ir::FuncId)>, gpu_ir::Module) {
    let raw = std::fs::read(path).expect("read fixture");
    let info = air::read_info(&raw).expect("AIR info");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let kernels =
        info.entry_points.into_iter().filter_map(|e| m.function_by_name(&e.name).map(|f| (e.name, f)));
    (kernels.collect(), m)
}
