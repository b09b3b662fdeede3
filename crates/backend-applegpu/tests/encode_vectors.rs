//! The Apple encoder, printer and disassembler against the checked hex ↔ text vectors of
//! `tests/data/encode-g13.txt` (text from applegpu's disassembler; `encode_oracle`
//! re-checks them), without applegpu: every sample encodes to a vector's bytes and prints
//! its text; every vector disassembles, prints and re-encodes to itself.

mod common;

use std::collections::BTreeSet;

use backend_applegpu::disasm::{decode_one, disassemble};
use backend_applegpu::encode::encode;
use backend_applegpu::isa::Opcode;
use backend_applegpu::print::{disassemble_text, print_inst_at};
use backend_applegpu::samples;
use backend_applegpu::table::FORMS;
use common::*;

#[test]
fn samples_cover_every_form() {
    let cases = samples::cases();
    let ops: BTreeSet<Opcode> = cases.iter().map(|i| i.op).collect();
    for f in FORMS {
        assert!(ops.contains(&f.op), "no sample of {}", f.op.name());
    }
    assert!(cases.len() > 550, "{} samples", cases.len());
}

#[test]
fn encoder_and_printer_match_the_vectors() {
    let vectors = read_vectors();
    let cases = samples::cases();
    assert_eq!(vectors.len(), cases.len(), "vector file out of step with samples::cases");
    for (inst, (bytes, text)) in cases.iter().zip(&vectors) {
        let got = encode(std::slice::from_ref(inst)).unwrap_or_else(|e| panic!("{inst:?}: {e}"));
        assert_eq!(hex(&got), hex(bytes), "`{text}`");
        assert_eq!(&print_inst_at(inst, Some(0)), text);
    }
}

#[test]
fn vectors_round_trip_through_the_disassembler() {
    let vectors = read_vectors();
    let mut all = Vec::new();
    for (bytes, text) in &vectors {
        let d = decode_one(bytes, 0).unwrap_or_else(|e| panic!("`{text}`: {e}"));
        assert_eq!(usize::from(d.len), bytes.len(), "`{text}`");
        assert_eq!(&print_inst_at(&d.inst, Some(0)), text);
        assert_eq!(hex(&encode(std::slice::from_ref(&d.inst)).expect("re-encode")), hex(bytes), "`{text}`");
        all.extend_from_slice(bytes);
    }
    // The whole file as one stream: same instructions, same bytes.
    let insts: Vec<_> = disassemble(&all).expect("disassemble").into_iter().map(|d| d.inst).collect();
    assert_eq!(insts.len(), vectors.len());
    assert_eq!(encode(&insts).expect("re-encode"), all);
    assert_eq!(disassemble_text(&all).expect("text").lines().count(), vectors.len());
}

#[test]
fn labels_become_offsets_from_the_branch() {
    use backend_applegpu::isa::{Inst, Operand};
    let prog = vec![
        Inst::new(Opcode::JmpExecNone, vec![], vec![Operand::Label(1)]),
        Inst::new(Opcode::Stop, vec![], vec![]),
        Inst::label(1),
        Inst::new(Opcode::JmpExecAny, vec![], vec![Operand::Label(0)]),
        Inst::label(0),
    ];
    let b = encode(&prog).expect("encode");
    assert_eq!(hex(&b), "20c0080000008800".to_string() + "00c006000000");
    let text = disassemble_text(&b).expect("text");
    assert_eq!(text, "jmp_exec_none    0x8\nstop\njmp_exec_any     0xE\n");
}

#[test]
fn garbage_is_an_error_not_a_panic() {
    assert!(disassemble(&[0x0e, 0x00]).is_err());
    // Seeded random words: whatever decodes must print and re-encode to the same bytes.
    let mut s = 0x1234_5678_9abc_def0u64;
    let mut decoded = 0;
    for _ in 0..50_000 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let mut b = s.to_le_bytes().to_vec();
        b.extend_from_slice(&s.rotate_left(29).to_le_bytes()[..2]);
        if let Ok(d) = decode_one(&b, 0) {
            let _ = print_inst_at(&d.inst, Some(0));
            let again = encode(std::slice::from_ref(&d.inst)).expect("re-encode");
            assert_eq!(hex(&again), hex(&b[..usize::from(d.len)]));
            decoded += 1;
        }
    }
    assert!(decoded > 1000, "{decoded}");
}
