//! Whole programs on the simulator: special registers, divergent control flow through the
//! exec-mask stack, device stores, threadgroup memory shared across SIMD-groups with a
//! barrier, and the scoreboard refusing a load's result before its `wait`.

use backend_applegpu::encode::encode;
use backend_applegpu::isa::{
    sr, Cond, ICond, Inst, MemFormat, Mods, Opcode as O, Operand, Reg, RegFlags, RegOp, Size,
};
use backend_applegpu::sim::{run, DeviceMemory, Dispatch, SimError, UNIFORM_HALVES};

fn r(n: u16) -> Operand {
    Operand::r(n)
}
fn h(n: u16) -> Operand {
    Operand::Reg(RegOp { reg: Reg::Gpr(n), size: Size::S16, flags: RegFlags::default() })
}
fn i(op: O, d: Vec<Operand>, s: Vec<Operand>) -> Inst {
    Inst::new(op, d, s)
}
fn m(op: O, d: Vec<Operand>, s: Vec<Operand>, mods: Mods) -> Inst {
    Inst::with_mods(op, d, s, mods)
}
fn word() -> Mods {
    Mods { format: MemFormat::I32, mask: 1, ..Mods::default() }
}

const OUT: u64 = 0x1_0000_0000;

fn dispatch(threads: u32, tpg: u32, tg_bytes: usize) -> Dispatch {
    let mut uniforms = Box::new([0u16; UNIFORM_HALVES]);
    // u0_u1: the output buffer's address.
    uniforms[0] = OUT as u16;
    uniforms[1] = (OUT >> 16) as u16;
    uniforms[2] = (OUT >> 32) as u16;
    Dispatch {
        threads_per_grid: [threads, 1, 1],
        threads_per_threadgroup: [tpg, 1, 1],
        uniforms,
        threadgroup_memory_bytes: tg_bytes,
        step_limit: 100_000,
    }
}

fn words(mem: &DeviceMemory, n: usize) -> Vec<u32> {
    let b = mem.buffer(OUT).expect("buffer");
    (0..n).map(|k| u32::from_le_bytes([b[4 * k], b[4 * k + 1], b[4 * k + 2], b[4 * k + 3]])).collect()
}

#[test]
fn divergent_if_else_writes_each_lane_once() {
    let cond = Mods { cond: Cond::I(ICond::Ult), n: 1, ..Mods::default() };
    let prog = vec![
        i(O::MovImm, vec![h(0)], vec![Operand::Imm(0)]),
        i(O::GetSr, vec![r(2)], vec![Operand::Sr(sr::THREAD_POSITION_IN_GRID_X)]),
        // if (x < 5) v = 100 + x else v = 2 * x
        m(O::IfIcmp, vec![h(0)], vec![r(2), Operand::Imm(5)], cond),
        i(O::JmpExecNone, vec![], vec![Operand::Label(0)]),
        i(O::IAdd, vec![r(3)], vec![r(2), Operand::Imm(100)]),
        Inst::label(0),
        m(O::ElseIcmp, vec![h(0)], vec![Operand::Imm(0), Operand::Imm(0)], Mods { n: 1, ..Mods::default() }),
        i(O::JmpExecNone, vec![], vec![Operand::Label(1)]),
        m(O::IAdd, vec![r(3)], vec![Operand::Imm(0), r(2)], Mods { shift: 1, ..Mods::default() }),
        Inst::label(1),
        m(O::PopExec, vec![h(0)], vec![], Mods { n: 1, ..Mods::default() }),
        m(O::DeviceStore, vec![], vec![r(3), Operand::u64(0), r(2)], word()),
        i(O::Stop, vec![], vec![]),
    ];
    let code = encode(&prog).expect("encode");
    let mut mem = DeviceMemory::new();
    mem.map(OUT, vec![0; 4 * 40]);
    let stats = run(&code, 0, &dispatch(37, 32, 0), &mut mem).expect("run");
    assert_eq!(stats.threadgroups, 2);
    let got = words(&mem, 40);
    let want: Vec<u32> = (0..40)
        .map(|x| {
            if x >= 37 {
                0
            } else if x < 5 {
                100 + x
            } else {
                2 * x
            }
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn threadgroup_memory_crosses_simdgroups_at_the_barrier() {
    let tg = Mods { format: MemFormat::I32, mask: 1, ..Mods::default() };
    let prog = vec![
        i(O::MovImm, vec![h(0)], vec![Operand::Imm(0)]),
        i(O::GetSr, vec![r(2)], vec![Operand::Sr(sr::THREAD_INDEX_IN_THREADGROUP)]),
        // tg[t] = t * 3; barrier; out[t] = tg[63 - t]
        m(O::IMadd, vec![r(3)], vec![r(2), Operand::Imm(3), Operand::Imm(0)], Mods::default()),
        m(O::ThreadgroupStore, vec![], vec![r(3), Operand::Imm(0), h(4)], tg),
        i(O::ThreadgroupBarrier, vec![], vec![]),
        i(O::ISub, vec![r(4)], vec![Operand::Imm(63), r(2)]),
        m(O::ThreadgroupLoad, vec![r(5)], vec![Operand::Imm(0), h(8)], tg),
        m(O::DeviceStore, vec![], vec![r(5), Operand::u64(0), r(2)], word()),
        i(O::Stop, vec![], vec![]),
    ];
    let code = encode(&prog).expect("encode");
    let mut mem = DeviceMemory::new();
    mem.map(OUT, vec![0; 4 * 64]);
    // r2's low half is the 16-bit threadgroup index of the store, r4's of the load.
    run(&code, 0, &dispatch(64, 64, 256), &mut mem).expect("run");
    let want: Vec<u32> = (0..64).map(|t| (63 - t) * 3).collect();
    assert_eq!(words(&mem, 64), want);
}

#[test]
fn reading_a_load_before_its_wait_is_refused() {
    let prog = vec![
        i(O::MovImm, vec![r(2)], vec![Operand::Imm(0)]),
        m(O::DeviceLoad, vec![r(3)], vec![Operand::u64(0), r(2)], word()),
        i(O::IAdd, vec![r(4)], vec![r(3), Operand::Imm(1)]),
        i(O::Stop, vec![], vec![]),
    ];
    let code = encode(&prog).expect("encode");
    let mut mem = DeviceMemory::new();
    mem.map(OUT, vec![0; 4]);
    let e = run(&code, 0, &dispatch(1, 1, 0), &mut mem).expect_err("scoreboard");
    assert!(matches!(e, SimError::Scoreboard { .. }), "{e}");
    // With the wait the same code runs.
    let mut fixed = prog.clone();
    fixed.insert(2, m(O::Wait, vec![], vec![], Mods::default()));
    let code = encode(&fixed).expect("encode");
    run(&code, 0, &dispatch(1, 1, 0), &mut mem).expect("run");
}
