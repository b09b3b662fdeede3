//! LLVM 14 as the oracle of the AMD encoder, printer and disassembler, on every one of the
//! 15 targets of `gen::TARGETS` (each with its own `-mcpu`): the checked vectors under
//! `tests/data/` and seeded random instructions must assemble (`llvm-mc`) to our bytes,
//! and on gfx8+ `llvm-objdump -d` of our bytes must print exactly our text.
//!
//! Skips with a notice without llvm-mc; fails then under `METAL_NT_REQUIRE_ORACLES=1`.
//! `METAL_NT_UPDATE_VECTORS=1` rewrites the vector files from `samples::cases`, taking the
//! bytes from llvm-mc (never from our encoder).

mod encode_common;

use backend_amdgpu::disasm::{disassemble_program, disassemble_text};
use backend_amdgpu::encode::encode;
use backend_amdgpu::gen::{Gen, TARGETS};
use backend_amdgpu::isa::{Inst, Opcode, Operand, Reg};
use backend_amdgpu::print::{print_inst, print_program};
use backend_amdgpu::samples;
use encode_common::*;

fn update_vectors() {
    for gen in GENS {
        let cases = samples::cases(gen);
        let texts: Vec<String> = cases.iter().map(|i| print_inst(gen, i)).collect();
        let encs = llvm_mc_lines(vector_mcpu(gen), &texts);
        let mut out = format!(
            "# AMD encoder vectors for {gen:?}: bytes<TAB>text. Bytes are llvm-mc 14 -mcpu={}'s\n# encoding of the text; regenerate with METAL_NT_UPDATE_VECTORS=1 cargo test -p metal-nt-backend-amdgpu --test encode_oracle\n",
            vector_mcpu(gen)
        );
        let mut bad = Vec::new();
        for (t, e) in texts.iter().zip(encs) {
            match e {
                Ok(b) => out.push_str(&format!("{}\t{t}\n", hex(&b))),
                Err(e) => bad.push(format!("{t}: {e}")),
            }
        }
        assert!(bad.is_empty(), "llvm-mc rejects our text on {gen:?}:\n{}", bad.join("\n"));
        std::fs::write(vector_path(gen), out).expect("write vectors");
    }
}

#[test]
fn vectors_and_objdump_agree_on_every_target() {
    if !have_tool("llvm-mc") || !have_tool("llvm-objdump") {
        return;
    }
    if std::env::var("METAL_NT_UPDATE_VECTORS").is_ok_and(|v| v == "1") {
        update_vectors();
    }
    let mut failures = Vec::new();
    let mut checked = 0;
    for (arch, target) in TARGETS {
        let gen = target.gen;
        let vectors = read_vectors(gen);
        let texts: Vec<String> = vectors.iter().map(|(_, t)| t.clone()).collect();
        for ((want, text), got) in vectors.iter().zip(llvm_mc_lines(target.mcpu, &texts)) {
            checked += 1;
            match got {
                Ok(b) if &b == want => {}
                Ok(b) => {
                    failures.push(format!("{arch}: `{text}`: llvm-mc {} vs vector {}", hex(&b), hex(want)))
                }
                Err(e) => failures.push(format!("{arch}: `{text}`: llvm-mc: {e}")),
            }
        }
        if gen >= Gen::Gfx8 {
            let bytes: Vec<u8> = vectors.iter().flat_map(|(b, _)| b.clone()).collect();
            let ours = disassemble_text(gen, &bytes).expect("disassemble vectors");
            let theirs = objdump_lines(target.mcpu, &bytes).expect("objdump");
            let ours: Vec<&str> = ours.lines().collect();
            if ours.len() != theirs.len() {
                failures.push(format!("{arch}: objdump printed {} lines, we {}", theirs.len(), ours.len()));
            }
            for (a, b) in ours.iter().zip(&theirs) {
                if a != b {
                    failures.push(format!("{arch}: objdump `{b}` vs ours `{a}`"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} disagree:\n{}", failures.len(), failures.join("\n"));
    eprintln!("checked {checked} vector instructions against llvm-mc on {} targets", TARGETS.len());
}

#[test]
fn random_instructions_agree_with_llvm_on_every_target() {
    if !have_tool("llvm-mc") || !have_tool("llvm-objdump") {
        return;
    }
    // METAL_NT_ORACLE_SCALE=n checks n times as many instructions (a longer soak).
    let scale: usize =
        std::env::var("METAL_NT_ORACLE_SCALE").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
    let mut failures = Vec::new();
    let mut checked = 0;
    for (k, (arch, target)) in TARGETS.iter().enumerate() {
        let gen = target.gen;
        let mut insts = samples::random(gen, 0x5eed + k as u64, 400 * scale);
        // Mutations of those that still encode: operands and modifiers the styles never pick.
        let mut rng = samples::Rng::new(k as u64);
        let mutated: Vec<Inst> = (0..4000 * scale)
            .filter_map(|i| {
                let m = samples::mutate(&mut rng, &insts[i % insts.len()]);
                encode(gen, std::slice::from_ref(&m)).ok().map(|_| m)
            })
            .take(200 * scale)
            .collect();
        insts.extend(mutated);
        let texts: Vec<String> = insts.iter().map(|i| print_inst(gen, i)).collect();
        let mut all = Vec::new();
        for ((inst, text), got) in insts.iter().zip(&texts).zip(llvm_mc_lines(target.mcpu, &texts)) {
            checked += 1;
            let ours = encode(gen, std::slice::from_ref(inst)).expect("samples encode");
            match got {
                Ok(b) if b == ours => {}
                Ok(b) => {
                    failures.push(format!("{arch}: `{text}`: llvm-mc {} vs ours {}", hex(&b), hex(&ours)))
                }
                Err(e) => failures.push(format!("{arch}: `{text}`: llvm-mc: {e}")),
            }
            all.extend(ours);
        }
        if gen >= Gen::Gfx8 {
            let theirs = objdump_lines(target.mcpu, &all).expect("objdump");
            let ours = disassemble_text(gen, &all).expect("disassemble random");
            // After a first difference the lines may be out of step: report only that one.
            if let Some((a, b)) = ours.lines().zip(&theirs).find(|(a, b)| a != b) {
                failures.push(format!("{arch}: objdump `{b}` vs ours `{a}`"));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} disagree:\n{}", failures.len(), failures.join("\n"));
}

fn branchy_program(gen: Gen) -> Vec<Inst> {
    let lw = if gen >= Gen::Gfx10 { 1 } else { 2 };
    let s = |n| Operand::Reg { reg: Reg::S(n), width: 1 };
    let label = |n| Inst::new(Opcode::Label, vec![], vec![Operand::Imm(n)]);
    vec![
        Inst::new(Opcode::SMovB32, vec![s(0)], vec![Operand::Imm(0)]),
        label(0),
        Inst::new(Opcode::SAddI32, vec![s(0)], vec![s(0), Operand::Imm(1)]),
        Inst::new(Opcode::SCmpLtU32, vec![], vec![s(0), Operand::Imm(100)]),
        Inst::new(Opcode::SCbranchScc1, vec![], vec![Operand::Label(0)]),
        Inst::new(Opcode::SCbranchVccz, vec![], vec![Operand::Label(1)]),
        Inst::new(
            Opcode::VCmpEqU32,
            vec![Operand::Reg { reg: Reg::Vcc, width: lw }],
            vec![s(0), Operand::Reg { reg: Reg::V(1), width: 1 }],
        ),
        Inst::new(Opcode::SCbranchExecz, vec![], vec![Operand::Label(1)]),
        Inst::new(Opcode::SBranch, vec![], vec![Operand::Label(1)]),
        label(1),
        Inst::new(Opcode::SEndpgm, vec![], vec![]),
    ]
}

#[test]
fn programs_with_branches_agree_with_llvm_on_every_target() {
    if !have_tool("llvm-mc") || !have_tool("llvm-objcopy") {
        return;
    }
    for (arch, target) in TARGETS {
        let gen = target.gen;
        let prog = branchy_program(gen);
        let ours = encode(gen, &prog).expect("encode program");
        let text = print_program(gen, &prog);
        let theirs =
            llvm_mc_program(target.mcpu, &text).unwrap_or_else(|e| panic!("{arch}: llvm-mc: {e}\n{text}"));
        assert_eq!(hex(&theirs), hex(&ours), "{arch}:\n{text}");
        let back = disassemble_program(gen, &ours).expect("disassemble");
        let again = llvm_mc_program(target.mcpu, &back).expect("reassemble");
        assert_eq!(hex(&again), hex(&ours), "{arch}: disassembled program\n{back}");
        if gen >= Gen::Gfx8 {
            let objdump = objdump_lines(target.mcpu, &ours).expect("objdump");
            let ours_text = disassemble_text(gen, &ours).expect("disassemble");
            assert_eq!(ours_text.lines().collect::<Vec<_>>(), objdump, "{arch}");
        }
    }
}

/// A loop whose body is longer than a SOPP branch reaches: its exit test and its back
/// edge both become long jumps (`backend_amdgpu::relax`), which LLVM must assemble to
/// our bytes and (gfx8+) disassemble to our text.
#[test]
fn relaxed_long_branches_agree_with_llvm() {
    if !have_tool("llvm-mc") || !have_tool("llvm-objcopy") {
        return;
    }
    for (arch, target) in
        TARGETS.iter().filter(|(a, _)| ["gfx600", "gfx803", "gfx900", "gfx1030"].contains(a))
    {
        let gen = target.gen;
        let (prog, relaxed) =
            backend_amdgpu::relax::relax_branches(gen, samples::long_branch_loop(40_000), 10).expect("relax");
        assert!(relaxed, "{arch}");
        let ours = encode(gen, &prog).expect("encode program");
        let text = print_program(gen, &prog);
        let theirs = llvm_mc_program(target.mcpu, &text).unwrap_or_else(|e| panic!("{arch}: llvm-mc: {e}"));
        assert!(theirs == ours, "{arch}: llvm-mc assembled other bytes");
        if gen >= Gen::Gfx8 {
            let objdump = objdump_lines(target.mcpu, &ours).expect("objdump");
            let ours_text = disassemble_text(gen, &ours).expect("disassemble");
            assert!(ours_text.lines().eq(objdump.iter().map(String::as_str)), "{arch}: objdump differs");
        }
    }
}
