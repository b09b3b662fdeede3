//! Common-subexpression elimination of pure instructions, scoped by the dominator tree:
//! an instruction that computes exactly what a dominating instruction already computed
//! (same operation, same operands, same type) is replaced by that instruction's value.
//!
//! - Arithmetic, comparisons, casts, `select`, GEPs and vector and aggregate element
//!   operations qualify, as do pure GPU operations (`GpuOp::is_pure`).
//! - SIMD-group operations without side effects (shuffles, broadcasts, reductions, scans,
//!   votes, `simd_is_first`, SIMD-group matrix arithmetic) depend on which lanes are
//!   active: they are only matched within one block, where the active lanes are the same.
//! - Memory operations, calls, phis, allocas and `freeze` (each `freeze` of `undef` may
//!   pick its own value) never are.
//!
//! Unrolling leaves many such duplicates (the same fragment widened once per use).

use crate::dominators::{block, Cfg, Dominators};
use crate::rewrite::for_each_operand_mut;
use gpu_ir::gpu::GpuOp;
use gpu_ir::{Block, FuncId, Function, Inst, Module, Op, Type, Value};
use std::collections::BTreeMap;

/// How an instruction may be matched.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// Anywhere it dominates.
    Dominated,
    /// Only in its own block.
    Block,
}

/// Whether `op`'s result depends on its operands only: the same operands give the same
/// value wherever, and in whichever thread, it is computed (pure arithmetic, casts,
/// comparisons, selects, GEPs, element operations and pure GPU operations other than
/// ballots).
pub fn is_value_of_operands(op: &Op) -> bool {
    matches!(scope(op), Some(Scope::Dominated))
}

fn scope(op: &Op) -> Option<Scope> {
    match op {
        Op::Unary { .. }
        | Op::Binary { .. }
        | Op::Cast { .. }
        | Op::Cmp { .. }
        | Op::Select { .. }
        | Op::Gep { .. }
        | Op::ExtractElement { .. }
        | Op::InsertElement { .. }
        | Op::ShuffleVector { .. }
        | Op::ExtractValue { .. }
        | Op::InsertValue { .. } => Some(Scope::Dominated),
        Op::Gpu { op, .. } if op.is_pure() => match op {
            // A ballot is pure but reads the active lanes.
            GpuOp::VoteMask { .. } => Some(Scope::Block),
            _ => Some(Scope::Dominated),
        },
        Op::Gpu { op, .. } => match op {
            op if op.is_simd_collective() => Some(Scope::Block),
            GpuOp::Matrix(m) => match m {
                gpu_ir::gpu::MatrixOp::MultiplyAccumulate { .. }
                | gpu_ir::gpu::MatrixOp::InitFilled { .. }
                | gpu_ir::gpu::MatrixOp::InitDiag { .. } => Some(Scope::Block),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// The part of the key that orders candidates cheaply; equal keys are then compared
/// operation by operation.
type Key = (&'static str, Type, Vec<Value>);

/// Removes the duplicates in `fid`; returns how many instructions it replaced.
pub fn cse_function(m: &mut Module, fid: FuncId) -> usize {
    let f = &mut m.functions[fid];
    if f.is_declaration() {
        return 0;
    }
    let cfg = Cfg::new(f);
    let dom = Dominators::of(&cfg);
    // Replacements found so far (applied to operands as the walk goes: a dominator's
    // instructions are visited before the instructions they dominate).
    let mut repl: BTreeMap<Inst, Value> = BTreeMap::new();
    let mut table: BTreeMap<Key, Vec<Inst>> = BTreeMap::new();
    // Undo log: the keys inserted in each open dominator-tree node.
    let mut stack: Vec<(u32, usize, bool)> = Vec::new();
    let mut log: Vec<Key> = Vec::new();
    let mut dead: Vec<(Block, Inst)> = Vec::new();
    let Some(entry) = f.entry() else { return 0 };
    let owner = owners(f);
    stack.push((entry.index() as u32, 0, false));
    while let Some((b, mark, visited)) = stack.pop() {
        if visited {
            for key in log.drain(mark..).rev() {
                if let Some(v) = table.get_mut(&key) {
                    v.pop();
                    if v.is_empty() {
                        table.remove(&key);
                    }
                }
            }
            continue;
        }
        stack.push((b, log.len(), true));
        let bb = block(b);
        let insts = f.blocks[bb].insts.clone();
        for i in insts {
            // Operands first: earlier replacements apply to every later use.
            for_each_operand_mut(&mut f.insts[i].op, |v| {
                if let Value::Inst(x) = v {
                    if let Some(&r) = repl.get(x) {
                        *v = r;
                    }
                }
            });
            let d = &f.insts[i];
            let Some(sc) = scope(&d.op) else { continue };
            let key: Key = (d.op.opcode_name(), d.ty, d.op.operands());
            let found = table.get(&key).and_then(|cands| {
                cands.iter().rev().copied().find(|&c| {
                    let cd = &f.insts[c];
                    cd.op == d.op && (sc == Scope::Dominated || owner.get(c.index()) == Some(&b))
                })
            });
            match found {
                Some(c) => {
                    repl.insert(i, Value::Inst(c));
                    dead.push((bb, i));
                }
                None => {
                    table.entry(key.clone()).or_default().push(i);
                    log.push(key);
                }
            }
        }
        for &c in dom.children[b as usize].iter().rev() {
            stack.push((c, 0, false));
        }
    }
    // Phis may name a replaced value on a back edge (visited after the phi).
    if !repl.is_empty() {
        let blocks: Vec<Block> = f.blocks.handles().collect();
        for b in blocks {
            for k in 0..f.blocks[b].insts.len() {
                let i = f.blocks[b].insts[k];
                for_each_operand_mut(&mut f.insts[i].op, |v| {
                    if let Value::Inst(x) = v {
                        if let Some(&r) = repl.get(x) {
                            *v = r;
                        }
                    }
                });
            }
        }
        for (b, i) in &dead {
            f.blocks[*b].insts.retain(|x| x != i);
        }
    }
    dead.len()
}

/// The block of every live instruction, by instruction index (`u32::MAX`: none).
fn owners(f: &Function) -> Vec<u32> {
    let mut owner = vec![u32::MAX; f.insts.len()];
    for (b, d) in f.blocks.iter() {
        for &i in &d.insts {
            owner[i.index()] = b.index() as u32;
        }
    }
    owner
}
