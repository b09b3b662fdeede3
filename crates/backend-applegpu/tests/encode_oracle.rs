//! dougallj/applegpu's disassembler as the oracle of the Apple encoder and printer: every
//! sample instruction's bytes (ours) must decode in applegpu to the sample's length and
//! to exactly our text. `METAL_NT_UPDATE_VECTORS=1` rewrites `tests/data/encode-g13.txt`
//! from the samples, taking the text from applegpu (never from our printer).
//!
//! Needs `APPLEGPU_PATH` (a local checkout; applegpu is on no registry): skips with a
//! notice without it, fails then under `METAL_NT_REQUIRE_ORACLES=1`.

mod common;

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
