//! Dead-code elimination: removes instructions whose results are unused and that have no
//! effect — arithmetic, casts, comparisons, address computations, non-volatile loads,
//! allocas, pure GPU operations (`GpuOp::is_pure`), and calls to intrinsics known to be
//! pure. Stores, atomics, fences, barriers
//! and every other call stay.

use crate::rewrite::use_counts;
use gpu_ir::{FuncId, Module, Op};

/// Intrinsics without side effects: the result is all they do.
fn pure_intrinsic(name: &str) -> bool {
    const PURE: [&str; 40] = [
        "air.fma.",
        "air.fmin.",
        "air.fmax.",
        "air.fabs.",
        "air.sqrt.",
        "air.rsqrt.",
        "air.exp.",
        "air.exp2.",
        "air.log.",
        "air.log2.",
        "air.sin.",
        "air.cos.",
        "air.tan.",
        "air.atan2.",
        "air.pow.",
        "air.floor.",
        "air.ceil.",
        "air.trunc.",
        "air.round.",
        "air.rint.",
        "air.fract.",
        "air.min.",
        "air.max.",
        "air.clamp.",
        "air.abs.",
        "air.convert.",
        "air.fast_",
        "air.select.",
        "air.mix.",
        "air.fmuladd.",
        "llvm.fmuladd.",
        "llvm.fma.",
        "llvm.smax.",
        "llvm.smin.",
        "llvm.umax.",
        "llvm.umin.",
        "llvm.abs.",
        "llvm.fabs.",
        "llvm.ctpop.",
        "air.get_",
    ];
    PURE.iter().any(|p| name.starts_with(p))
}

/// Whether each callee is a pure intrinsic, found once per function and DCE run (an
/// unused call is mostly a void intrinsic, met again and again, and the answer compares
/// its name with every prefix above).
struct PureCallees(Vec<u8>);

impl PureCallees {
    fn new(m: &Module) -> PureCallees {
        PureCallees(vec![0; m.functions.len()])
    }

    fn removable(&mut self, m: &Module, op: &Op) -> bool {
        let Op::Call { callee, .. } = op else { return removable(m, op) };
        let Some(f) = m.called_function(*callee) else { return false };
        let Some(slot) = self.0.get_mut(f.index()) else { return removable(m, op) };
        if *slot == 0 {
            *slot = if removable(m, op) { 1 } else { 2 };
        }
        *slot == 1
    }
}

fn removable(m: &Module, op: &Op) -> bool {
    match op {
        Op::Store { .. }
        | Op::AtomicRmw { .. }
        | Op::CmpXchg { .. }
        | Op::Fence { .. }
        | Op::Ret { .. }
        | Op::Br { .. }
        | Op::CondBr { .. }
        | Op::Switch { .. }
        | Op::Unreachable => false,
        Op::Load { volatile, .. } => !volatile,
        Op::Gpu { op, .. } => op.is_pure(),
        Op::Call { callee, .. } => m
            .called_function(*callee)
            .is_some_and(|f| m.functions[f].is_declaration() && pure_intrinsic(&m.functions[f].name)),
        _ => true,
    }
}

/// Removes dead instructions of `f` to a fixed point; returns how many. A worklist: an
/// instruction whose last use goes is examined next, so a chain of dead code costs one
/// pass, not one pass per link.
pub fn dce_function(m: &mut Module, f: FuncId) -> usize {
    let mut counts = use_counts(&m.functions[f]);
    let func = &m.functions[f];
    let mut pure = PureCallees::new(m);
    let mut work: Vec<gpu_ir::Inst> = func
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter().copied())
        .filter(|i| counts[i.index()] == 0 && pure.removable(m, &func.insts[*i].op))
        .collect();
    let mut dead = vec![false; func.insts.len()];
    let mut removed = 0;
    while let Some(i) = work.pop() {
        if dead[i.index()] {
            continue;
        }
        dead[i.index()] = true;
        removed += 1;
        func.insts[i].op.for_each_operand(|v| {
            if let gpu_ir::Value::Inst(x) = v {
                if let Some(c) = counts.get_mut(x.index()) {
                    *c = c.saturating_sub(1);
                    if *c == 0 && !dead[x.index()] && pure.removable(m, &func.insts[x].op) {
                        work.push(x);
                    }
                }
            }
        });
    }
    if removed > 0 {
        for (_, b) in m.functions[f].blocks.iter_mut() {
            b.insts.retain(|i| !dead[i.index()]);
        }
    }
    removed
}
