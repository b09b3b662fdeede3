//! The AMD encoder, printer and disassembler against the checked hex ↔ text vectors of
//! `tests/data/encode-<mcpu>.txt` (bytes from llvm-mc 14; `encode_oracle` re-checks them),
//! without LLVM: every sample instruction of every generation prints to a vector's text
//! and encodes to its bytes; every vector disassembles, prints and re-encodes to itself.

mod encode_common;

use backend_amdgpu::disasm::{disassemble, disassemble_text, DisasmError};
use backend_amdgpu::encode::{encode, EncodeError};
use backend_amdgpu::gen::Gen;
use backend_amdgpu::isa::{Inst, Mods, Opcode, Operand, Reg};
use backend_amdgpu::print::{print_inst, print_program};
use backend_amdgpu::samples;
use encode_common::*;

fn v(n: u16) -> Operand {
    Operand::reg(Reg::V(n))
}
fn s(n: u16) -> Operand {
    Operand::reg(Reg::S(n))
}

#[test]
fn samples_cover_every_opcode_on_every_generation_where_it_exists() {
    let mut pairs = 0;
    for gen in GENS {
        let cases = samples::cases(gen);
        for &op in Opcode::ALL {
            if matches!(op, Opcode::Label | Opcode::ParallelCopy) || !samples::exists(gen, op) {
                continue;
            }
            // Branches are covered by the program tests.
            let branch = op.name().starts_with("s_branch") || op.name().starts_with("s_cbranch");
            assert!(branch || cases.iter().any(|i| i.op == op), "{gen:?}: no sample of {}", op.name());
            pairs += 1;
        }
    }
    // 236 opcodes; a few are missing on some generations (FLAT on gfx6, gfx10-only ones).
    assert!(pairs > 1300, "{pairs} opcode x generation pairs");
}

#[test]
fn encoder_and_printer_match_the_llvm_vectors() {
    let mut checked = 0;
    for gen in GENS {
        let vectors = vector_map(gen);
        for inst in samples::cases(gen) {
            let text = print_inst(gen, &inst);
            let want = vectors
                .get(&text)
                .unwrap_or_else(|| panic!("{gen:?}: `{text}` is not in the vectors ({inst:?})"));
            let got = encode(gen, std::slice::from_ref(&inst)).expect("sample encodes");
            assert_eq!(hex(&got), hex(want), "{gen:?}: `{text}`");
            checked += 1;
        }
    }
    assert!(checked > 7000, "{checked}");
}

#[test]
fn vectors_round_trip_through_the_disassembler() {
    for gen in GENS {
        let vectors = read_vectors(gen);
        let mut all = Vec::new();
        let mut texts = String::new();
        for (bytes, text) in &vectors {
            let insts = disassemble(gen, bytes).unwrap_or_else(|e| panic!("{gen:?}: `{text}`: {e}"));
            assert_eq!(insts.len(), 1, "{gen:?}: `{text}`");
            assert_eq!(&print_inst(gen, &insts[0]), text, "{gen:?}");
            assert_eq!(hex(&encode(gen, &insts).expect("re-encode")), hex(bytes), "{gen:?}: `{text}`");
            all.extend_from_slice(bytes);
            texts.push_str(text);
            texts.push('\n');
        }
        // The whole file as one stream, as objdump would see it.
        assert_eq!(disassemble_text(gen, &all).expect("disassemble"), texts, "{gen:?}");
        let insts = disassemble(gen, &all).expect("disassemble");
        assert_eq!(encode(gen, &insts).expect("re-encode"), all, "{gen:?}");
    }
}

fn program(gen: Gen) -> Vec<Inst> {
    let lw = if gen >= Gen::Gfx10 { 1 } else { 2 };
    let label = |n| Inst::new(Opcode::Label, vec![], vec![Operand::Imm(n)]);
    vec![
        label(0),
        Inst::new(Opcode::SAddI32, vec![s(0)], vec![s(0), Operand::Imm(1)]),
        Inst::new(Opcode::VCmpEqU32, vec![Operand::Reg { reg: Reg::Vcc, width: lw }], vec![v(1), v(2)]),
        Inst::new(Opcode::SCbranchVccnz, vec![], vec![Operand::Label(1)]),
        Inst::new(Opcode::SBranch, vec![], vec![Operand::Label(0)]),
        label(1),
        Inst::new(Opcode::SEndpgm, vec![], vec![]),
        label(2),
    ]
}

#[test]
fn branches_resolve_to_labels_and_back() {
    for gen in GENS {
        let prog = program(gen);
        let bytes = encode(gen, &prog).expect("encode");
        // s_add_i32, v_cmp, vccnz (+1: over s_branch), s_branch (-4: back to the start).
        assert_eq!(bytes.get(8..12), Some(&[1, 0, 0x87, 0xbf][..]), "{gen:?}");
        assert_eq!(bytes.get(12..16), Some(&[0xfc, 0xff, 0x82, 0xbf][..]), "{gen:?}");
        let back = disassemble(gen, &bytes).expect("disassemble");
        // Label 2 (never branched to) is not reconstructed; the others are, in order.
        assert_eq!(back, prog[..prog.len() - 1].to_vec(), "{gen:?}");
        let text = print_program(gen, &back);
        assert!(text.starts_with(".LBB0_0:\n\ts_add_i32 s0, s0, 1\n"), "{text}");
        assert!(
            text.contains("\ts_cbranch_vccnz .LBB0_1\n\ts_branch .LBB0_0\n.LBB0_1:\n\ts_endpgm\n"),
            "{text}"
        );
        assert!(disassemble_text(gen, &bytes).expect("text").contains("s_branch 65532\n"));
    }
}

#[test]
fn branch_range_and_labels_are_checked() {
    let gen = Gen::Gfx9;
    let far: Vec<Inst> = std::iter::once(Inst::new(Opcode::SBranch, vec![], vec![Operand::Label(0)]))
        .chain((0..40000).map(|_| Inst::new(Opcode::SNop, vec![], vec![Operand::Imm(0)])))
        .chain(std::iter::once(Inst::new(Opcode::Label, vec![], vec![Operand::Imm(0)])))
        .collect();
    assert!(matches!(
        encode(gen, &far),
        Err(EncodeError::BranchOutOfRange { index: 0, label: 0, offset: 40000, .. })
    ));
    let undefined = [Inst::new(Opcode::SBranch, vec![], vec![Operand::Label(3)])];
    assert!(matches!(encode(gen, &undefined), Err(EncodeError::UndefinedLabel { label: 3, .. })));
    let twice = [
        Inst::new(Opcode::Label, vec![], vec![Operand::Imm(1)]),
        Inst::new(Opcode::Label, vec![], vec![Operand::Imm(1)]),
    ];
    assert!(matches!(encode(gen, &twice), Err(EncodeError::DuplicateLabel { index: 1, label: 1 })));
    // A branch into the middle of an instruction (the literal of s_mov_b32) is refused.
    let bytes = [0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12, 0xfe, 0xff, 0x82, 0xbf];
    assert!(matches!(disassemble(gen, &bytes), Err(DisasmError::BadTarget { offset: 8, .. })));
}

fn err(gen: Gen, inst: Inst) -> String {
    match encode(gen, &[inst]) {
        Err(e) => e.to_string(),
        Ok(b) => panic!("encoded to {}", hex(&b)),
    }
}

#[test]
fn errors_name_the_instruction_and_the_reason() {
    let e = err(Gen::Gfx9, Inst::new(Opcode::VAddF32, vec![Operand::reg(Reg::VirtV(3))], vec![v(1), v(2)]));
    assert!(e.contains("v_add_f32") && e.contains("virtual register"), "{e}");
    let e = err(
        Gen::Gfx6,
        Inst::new(Opcode::GlobalLoadDword, vec![v(0)], vec![Operand::pair(Reg::V(2)), Operand::Off]),
    );
    assert!(e.contains("global_load_dword") && e.contains("does not exist on Gfx6"), "{e}");
    let e = err(Gen::Gfx9, Inst::new(Opcode::VMulLoU32, vec![v(0)], vec![v(1), Operand::Imm(1000)]));
    assert!(e.contains("literal constant in the VOP3 form"), "{e}");
    let e = err(Gen::Gfx9, Inst::new(Opcode::VFmaF32, vec![v(0)], vec![s(1), s(2), v(3)]));
    assert!(e.contains("constant bus"), "{e}");
    let e = err(Gen::Gfx10_3, Inst::new(Opcode::VMacF32, vec![v(0)], vec![v(1), v(2)]));
    assert!(e.contains("v_mac_f32") && e.contains("does not exist"), "{e}");
    let e = err(
        Gen::Gfx8,
        Inst::new(
            Opcode::BufferLoadDword,
            vec![v(0)],
            vec![Operand::pair(Reg::V(2)), Operand::tuple(Reg::S(4), 4), Operand::Imm(0)],
        )
        .with_mods(Mods { addr64: true, ..Mods::default() }),
    );
    assert!(e.contains("addr64 is gfx6/7 only"), "{e}");
    let e = err(
        Gen::Gfx9,
        Inst::new(Opcode::SLoadDwordx2, vec![Operand::pair(Reg::S(1))], vec![Operand::pair(Reg::S(4))]),
    );
    assert!(e.contains("not aligned"), "{e}");
    let e = err(Gen::Gfx9, Inst::new(Opcode::ParallelCopy, vec![], vec![]));
    assert!(e.contains("parallel copy"), "{e}");
    let e = err(
        Gen::Gfx6,
        Inst::new(Opcode::SLoadDword, vec![s(0)], vec![Operand::pair(Reg::S(4))])
            .with_mods(Mods { offset: 4096, ..Mods::default() }),
    );
    assert!(e.contains("gfx6"), "{e}");
    let virt = Inst::new(
        Opcode::VAddU32,
        vec![Operand::reg(Reg::VirtV(7))],
        vec![v(1), Operand::reg(Reg::VirtS(2))],
    );
    assert_eq!(
        print_inst(Gen::Gfx10, &virt),
        "v_add_nc_u32 %v7, v1, %s2 ; not encodable on Gfx10: virtual register VirtV(7) left"
    );
    let e = err(Gen::Gfx9, Inst::new(Opcode::VAddU32, vec![v(0)], vec![v(1)]));
    assert!(e.contains("expected 1 definitions and 2 sources"), "{e}");
}

#[test]
fn shortest_forms_are_chosen() {
    let gen = Gen::Gfx9;
    let one = |i: Inst| encode(gen, &[i]).expect("encodes");
    // src1 an SGPR: commuted into the 32-bit form.
    let b = one(Inst::new(Opcode::VAddF32, vec![v(0)], vec![v(1), s(2)]));
    assert_eq!(b.len(), 4);
    // Not commutative: VOP3.
    let b = one(Inst::new(Opcode::VSubF32, vec![v(0)], vec![v(1), s(2)]));
    assert_eq!(b.len(), 8);
    // Float inline constants, 1/(2π) from gfx8 on; a literal on gfx7.
    let inv2pi = Operand::F32(f32::from_bits(0x3e22_f983));
    assert_eq!(one(Inst::new(Opcode::VMulF32, vec![v(0)], vec![inv2pi, v(1)])).len(), 4);
    assert_eq!(
        encode(Gen::Gfx7, &[Inst::new(Opcode::VMulF32, vec![v(0)], vec![inv2pi, v(1)])]).expect("gfx7").len(),
        8
    );
    // Integer bits of an inline float are inline too.
    assert_eq!(
        one(Inst::new(Opcode::VMovB32, vec![v(0)], vec![Operand::Imm(0x3f80_0000)])),
        [0xf2, 0x02, 0x00, 0x7e]
    );
    // gfx6–8 add writes VCC: printed with it.
    let add = Inst::new(Opcode::VAddU32, vec![v(0)], vec![v(1), v(2)]);
    assert_eq!(print_inst(Gen::Gfx6, &add), "v_add_i32_e32 v0, vcc, v1, v2");
    assert_eq!(print_inst(Gen::Gfx8, &add), "v_add_u32_e32 v0, vcc, v1, v2");
    assert_eq!(print_inst(Gen::Gfx9, &add), "v_add_u32_e32 v0, v1, v2");
    assert_eq!(print_inst(Gen::Gfx10, &add), "v_add_nc_u32_e32 v0, v1, v2");
    // gfx6 MUBUF addr64, gfx7 FLAT, gfx9 GLOBAL.
    let buf = Inst::new(
        Opcode::BufferLoadDword,
        vec![v(0)],
        vec![Operand::pair(Reg::V(0)), Operand::tuple(Reg::S(4), 4), Operand::Imm(0)],
    )
    .with_mods(Mods { addr64: true, ..Mods::default() });
    assert_eq!(print_inst(Gen::Gfx6, &buf), "buffer_load_dword v0, v[0:1], s[4:7], 0 addr64");
    let ld = Inst::new(Opcode::GlobalLoadDword, vec![v(0)], vec![Operand::pair(Reg::V(0)), Operand::Off]);
    assert_eq!(print_inst(Gen::Gfx7, &ld), "flat_load_dword v0, v[0:1]");
    assert_eq!(print_inst(Gen::Gfx9, &ld), "global_load_dword v0, v[0:1], off");
    let wait = Inst::new(Opcode::SWaitcnt, vec![], vec![Operand::Imm(0x0070)]);
    assert_eq!(print_inst(Gen::Gfx9, &wait), "s_waitcnt vmcnt(0) lgkmcnt(0)");
    let smem =
        Inst::new(Opcode::SLoadDwordx2, vec![Operand::pair(Reg::S(0))], vec![Operand::pair(Reg::S(4))]);
    assert_eq!(print_inst(Gen::Gfx6, &smem), "s_load_dwordx2 s[0:1], s[4:5], 0x0");
    assert_eq!(encode(Gen::Gfx6, std::slice::from_ref(&smem)).expect("smrd"), [0x00, 0x05, 0x40, 0xc0]);
    assert_eq!(encode(Gen::Gfx10, &[smem]).expect("smem"), [0x02, 0x00, 0x04, 0xf4, 0x00, 0x00, 0x00, 0xfa]);
}

#[test]
fn scc_operands_are_implicit() {
    let gen = Gen::Gfx9;
    let scc = Operand::reg(Reg::Scc);
    let with = Inst::new(Opcode::SAddU32, vec![s(0), scc], vec![s(1), s(2)]);
    let without = Inst::new(Opcode::SAddU32, vec![s(0)], vec![s(1), s(2)]);
    assert_eq!(
        encode(gen, std::slice::from_ref(&with)).expect("scc"),
        encode(gen, &[without]).expect("plain")
    );
    assert_eq!(print_inst(gen, &with), "s_add_u32 s0, s1, s2");
}

#[test]
fn random_instructions_round_trip() {
    for (k, gen) in GENS.into_iter().enumerate() {
        let insts = samples::random(gen, 77 + k as u64, 2000);
        let bytes = encode(gen, &insts).expect("encode");
        let back = disassemble(gen, &bytes).expect("disassemble");
        assert_eq!(encode(gen, &back).expect("re-encode"), bytes, "{gen:?}");
        let text: String = insts.iter().map(|i| print_inst(gen, i) + "\n").collect();
        assert_eq!(disassemble_text(gen, &bytes).expect("text"), text, "{gen:?}");
    }
}

#[test]
fn disassembler_refuses_what_the_encoder_never_writes_without_panicking() {
    let gen = Gen::Gfx9;
    // idxen MUBUF (never written), a VOP3 opcode hole, a truncated literal.
    for bad in [
        &[0x00u8, 0x20, 0x50, 0xe0, 0x00, 0x00, 0x01, 0x80][..],
        &[0, 0, 0xff, 0xd3, 0, 0, 0, 0],
        &[0xff, 0x02, 0x00, 0x7e],
    ] {
        match disassemble(gen, bad) {
            Err(DisasmError::Word { offset: 0, .. }) => {}
            other => panic!("{other:?}"),
        }
    }
    // Every 32-bit prefix of a seeded stream of words: errors or instructions, never a panic.
    let mut rng = samples::Rng::new(5);
    for gen in GENS {
        for _ in 0..20000 {
            let w = rng.next_u64() as u32;
            let w2 = rng.next_u64() as u32;
            let mut b = w.to_le_bytes().to_vec();
            b.extend_from_slice(&w2.to_le_bytes());
            if let Ok(insts) = disassemble(gen, &b) {
                assert_eq!(encode(gen, &insts).expect("decoded re-encodes"), b);
            }
        }
    }
}

/// Instructions with arbitrary operands (wrong kinds, widths, registers past the end,
/// virtual registers, odd modifiers) and mutations of valid ones: the encoder and printer
/// answer without panicking, and whatever encodes disassembles and re-encodes to itself.
#[test]
fn arbitrary_operands_never_panic() {
    let mut rng = samples::Rng::new(9);
    let pools: Vec<Vec<Inst>> = GENS.iter().map(|&g| samples::random(g, 3, 500)).collect();
    let mut encoded = 0;
    for k in 0..60000 {
        let gen = GENS[k % GENS.len()];
        let inst = if k % 2 == 0 {
            let op = Opcode::ALL[rng.below(Opcode::ALL.len() as u64) as usize];
            let defs = (0..rng.below(3)).map(|_| samples::arbitrary_operand(&mut rng)).collect();
            let srcs = (0..rng.below(5)).map(|_| samples::arbitrary_operand(&mut rng)).collect();
            Inst { op, defs, srcs, mods: samples::arbitrary_mods(&mut rng) }
        } else {
            let pool = &pools[k % GENS.len()];
            let pick = rng.below(pool.len() as u64) as usize;
            samples::mutate(&mut rng, &pool[pick])
        };
        let _ = print_inst(gen, &inst);
        if let Ok(bytes) = encode(gen, std::slice::from_ref(&inst)) {
            encoded += 1;
            let back = disassemble(gen, &bytes).unwrap_or_else(|e| panic!("{gen:?} {inst:?}: {e}"));
            assert_eq!(encode(gen, &back).expect("re-encode"), bytes, "{gen:?} {inst:?}");
        }
    }
    assert!(encoded > 1000, "{encoded}");
}
