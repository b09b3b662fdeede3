//! Every kernel the backend emits is free of the hazards `hazard::RULES` lists and of
//! RDNA 1's (`hazard::rdna1_fixups`), and waits for every register a memory operation
//! still in flight writes before touching it (`wait_check`, every path walked), read
//! back from the emitted bytes (decoded by the disassembler, so what is checked is what
//! a GPU would run): all fixture kernels on all 15 AMD archs, and a sample of real mlx
//! kernels.

use backend_amdgpu::{backend, disasm, gen, hazard, payload};
use std::path::Path;

mod fixtures_common;
use fixtures_common::fixtures;
mod wait_check;

/// Decodes a compiled kernel and returns (instructions, s_nops, violations: open
/// hazards and missing waits).
fn check(t: gen::Target, compiled: &codegen::Compiled) -> (usize, usize, Vec<(usize, String)>) {
    let co = payload::read_code_object(&compiled.payload).expect("our code object");
    let code = disasm::disassemble(t.gen, &co.kernels[0].code).expect("our disassembly");
    let nops = code.iter().filter(|i| i.op == backend_amdgpu::isa::Opcode::SNop).count();
    let mut bad: Vec<(usize, String)> =
        hazard::violations(t.gen, &code).into_iter().map(|(n, what)| (n, what.to_string())).collect();
    // RDNA 1's fix-ups are complete when running them again changes nothing.
    if hazard::rdna1_fixups(t.gen, code.clone()).len() != code.len() {
        bad.push((0, "RDNA 1 hazard left open".to_string()));
    }
    // A program whose paths the walk cannot follow (a relaxed long branch) or too
    // large to walk is checked for hazards only.
    bad.extend(wait_check::check(t.gen, &code).unwrap_or_default().into_iter().take(5));
    (code.len(), nops, bad)
}

#[test]
fn fixture_kernels_have_no_open_hazard() {
    let table = targets::ArchTable::builtin();
    let (mut kernels, mut nops) = (0, 0);
    for (arch_name, t) in gen::TARGETS {
        let b = backend::factory(table.get(&format!("amdgpu_{arch_name}")).expect("arch")).expect("backend");
        for path in fixtures() {
            let raw = std::fs::read(&path).expect("fixture");
            let info = air::read_info(&raw).expect("AIR info");
            let mut m = air::read_module(&raw).expect("decode").module;
            opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
            for entry in &info.entry_points {
                let Some(f) = m.function_by_name(&entry.name) else { continue };
                let mut lm = m.clone();
                let Ok(c) = b
                    .legalize(&mut lm, f)
                    .and_then(|_| b.compile(&codegen::Unit { module: &lm, function: f, name: &entry.name }))
                else {
                    continue;
                };
                let (_, n, bad) = check(*t, &c);
                assert!(bad.is_empty(), "{arch_name} {}: {bad:?}", entry.name);
                kernels += 1;
                nops += n;
            }
        }
    }
    println!("{kernels} fixture kernel compilations without open hazards ({nops} s_nop)");
    assert!(kernels >= 15 * 4);
}

#[test]
fn mlx_sample_has_no_open_hazard() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("note: {} not present; mlx hazard sample skipped (cargo xtask corpus)", path.display());
        return;
    };
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let table = targets::ArchTable::builtin();
    for arch_name in ["gfx600", "gfx900", "gfx1010", "gfx1030"] {
        let t = gen::target(arch_name).expect("target");
        let b = backend::factory(table.get(&format!("amdgpu_{arch_name}")).expect("arch")).expect("backend");
        let (mut kernels, mut instructions, mut nops) = (0, 0, 0);
        for f in lib.functions.iter().step_by(41) {
            let Ok(d) = air::read_module(lib.module_of(f)) else { continue };
            let mut m = d.module;
            if opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).is_err() {
                continue;
            }
            let Some(fid) = m.function_by_name(&f.name) else { continue };
            if b.legalize(&mut m, fid).is_err() {
                continue;
            }
            let Ok(c) = b.compile(&codegen::Unit { module: &m, function: fid, name: &f.name }) else {
                continue;
            };
            let (n, s, bad) = check(t, &c);
            assert!(bad.is_empty(), "{arch_name} {}: {bad:?}", f.name);
            kernels += 1;
            instructions += n;
            nops += s;
        }
        println!(
            "{arch_name}: {kernels} mlx kernels, {instructions} instructions, {nops} s_nop, no open hazard"
        );
        assert!(kernels >= 200, "{arch_name}: only {kernels} kernels compiled");
    }
}

/// The wait check itself: a load's result read with no wait on one path into a join is
/// found; waiting on both paths, or the exact `vmcnt` with a younger load in flight,
/// passes.
#[test]
fn the_wait_check_finds_a_read_before_the_load_returns() {
    use backend_amdgpu::isa::{Inst, Opcode as O, Operand, Reg};
    let g = gen::Gen::Gfx9;
    let load = |d: u16| {
        Inst::new(
            O::GlobalLoadDword,
            vec![Operand::reg(Reg::V(d))],
            vec![Operand::pair(Reg::V(10)), Operand::Off],
        )
    };
    let wait = |vm: u32| {
        Inst::new(
            O::SWaitcnt,
            vec![],
            vec![Operand::Imm(i64::from(backend_amdgpu::wait::waitcnt_imm(g, Some(vm), None)))],
        )
    };
    let read = Inst::new(
        O::VAddU32,
        vec![Operand::reg(Reg::V(3))],
        vec![Operand::reg(Reg::V(1)), Operand::reg(Reg::V(1))],
    );
    let label = Inst::new(O::Label, vec![], vec![Operand::Imm(0)]);
    let skip = Inst::new(O::SCbranchExecz, vec![], vec![Operand::Label(0)]);
    let end = Inst::new(O::SEndpgm, vec![], vec![]);
    // The branch path reaches the read with the load in flight.
    let open = vec![load(1), skip.clone(), wait(0), label.clone(), read.clone(), end.clone()];
    // Both reads of v1 are found.
    assert_eq!(wait_check::check(g, &open).map(|b| b.len()), Some(2));
    let closed = vec![load(1), wait(0), skip, label, read.clone(), end.clone()];
    assert_eq!(wait_check::check(g, &closed).map(|b| b.len()), Some(0));
    // vmcnt(1) leaves only the younger load in flight.
    let younger = vec![load(1), load(2), wait(1), read.clone(), end.clone()];
    assert_eq!(wait_check::check(g, &younger).map(|b| b.len()), Some(0));
    let too_few = vec![load(2), load(1), wait(1), read, end];
    assert_eq!(wait_check::check(g, &too_few).map(|b| b.len()), Some(2));
}
