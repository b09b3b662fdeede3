//! CFG simplification: drop blocks no path from the entry reaches, drop phi entries of
//! edges that no longer exist, and merge a block into its only predecessor when that
//! predecessor branches only to it. The function is compacted afterwards, so handles are
//! dense and in layout order again.

use crate::rewrite::compact;
use gpu_ir::{Block, FuncId, Function, Module, Op, Value};
use std::collections::BTreeMap;

fn successors(f: &Function, b: Block) -> Vec<Block> {
    f.blocks[b].insts.last().map(|&t| f.insts[t].op.successors()).unwrap_or_default()
}

/// Distinct predecessors of each block, by block index, sorted.
fn predecessors(f: &Function) -> Vec<Vec<Block>> {
    let n = f.blocks.len();
    let mut preds: Vec<Vec<Block>> = vec![Vec::new(); n];
    for (b, data) in f.blocks.iter() {
        if let Some(&t) = data.insts.last() {
            f.insts[t].op.for_each_successor(|s| {
                if let Some(p) = preds.get_mut(s.index()) {
                    p.push(b);
                }
            });
        }
    }
    for p in &mut preds {
        p.sort_unstable();
        p.dedup();
    }
    preds
}

/// Removes phi entries whose block is no longer a predecessor.
pub fn prune_phis(f: &mut Function) {
    let preds = predecessors(f);
    let Function { blocks, insts, .. } = f;
    for (b, data) in blocks.iter() {
        let p = &preds[b.index()];
        for &i in &data.insts {
            match &mut insts[i].op {
                Op::Phi { incoming } => incoming.retain(|(_, from)| p.binary_search(from).is_ok()),
                _ => break,
            }
        }
    }
}

/// Simplifies `f`; returns true when anything changed.
pub fn simplify_function(m: &mut Module, fid: FuncId) -> bool {
    let f = &mut m.functions[fid];
    let Some(entry) = f.entry() else { return false };
    let mut changed = false;
    // Unreachable blocks.
    let mut seen = vec![false; f.blocks.len()];
    seen[entry.index()] = true;
    let mut reached = 1;
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        for s in successors(f, b) {
            if let Some(x) = seen.get_mut(s.index()) {
                if !*x {
                    *x = true;
                    reached += 1;
                    stack.push(s);
                }
            }
        }
    }
    if reached != f.blocks.len() {
        let keep: Vec<Block> = f.blocks.handles().filter(|b| seen[b.index()]).collect();
        compact(f, &keep);
        changed = true;
    }
    prune_phis(f);
    // Merge chains: b → s where s has b as its only predecessor. One pass over the
    // blocks, each absorbing its chain, then a single compaction (merging one pair per
    // compaction was quadratic in the number of blocks).
    let preds = predecessors(f);
    let pred_count: Vec<usize> = preds.iter().map(Vec::len).collect();
    let mut dead = vec![false; f.blocks.len()];
    // Phis of absorbed blocks, replaced by their only incoming value.
    let mut subst: BTreeMap<gpu_ir::Inst, Value> = BTreeMap::new();
    for b in f.blocks.handles().collect::<Vec<_>>() {
        if dead[b.index()] {
            continue;
        }
        while let Some(&term) = f.blocks[b].insts.last() {
            let Op::Br { dest: s } = f.insts[term].op else { break };
            if s == b || Some(s) == f.entry() || pred_count.get(s.index()) != Some(&1) || dead[s.index()] {
                break;
            }
            let s_insts = std::mem::take(&mut f.blocks[s].insts);
            let mut rest = Vec::with_capacity(s_insts.len());
            let mut in_phis = true;
            for i in s_insts {
                if in_phis {
                    if let Op::Phi { incoming } = &f.insts[i].op {
                        if let Some(&(v, _)) = incoming.first() {
                            subst.insert(i, v);
                        }
                        continue;
                    }
                    in_phis = false;
                }
                rest.push(i);
            }
            f.blocks[b].insts.pop();
            f.blocks[b].insts.extend(rest);
            dead[s.index()] = true;
            // Successors of `s` now come from `b` (which had `s` as its only successor, so
            // no successor counts `b` already, except `b` itself through a loop).
            // (When `s` branched back to `b`, `b` trades `s` for itself: same count.)
            for t in successors(f, b) {
                let insts = f.blocks[t].insts.clone();
                for i in insts {
                    match &mut f.insts[i].op {
                        Op::Phi { incoming } => incoming.iter_mut().for_each(|(_, from)| {
                            if *from == s {
                                *from = b;
                            }
                        }),
                        _ => break,
                    }
                }
            }
            changed = true;
        }
    }
    if dead.iter().any(|&d| d) {
        if !subst.is_empty() {
            let resolve = |mut v: Value| {
                // Chains of absorbed phis; bounded by their number.
                for _ in 0..=subst.len() {
                    match v {
                        Value::Inst(i) => match subst.get(&i) {
                            Some(&w) => v = w,
                            None => break,
                        },
                        _ => break,
                    }
                }
                v
            };
            let live: Vec<gpu_ir::Inst> = f
                .blocks
                .iter()
                .filter(|(b, _)| !dead[b.index()])
                .flat_map(|(_, d)| d.insts.iter().copied())
                .collect();
            for i in live {
                for v in crate::rewrite::operands_mut(&mut f.insts[i].op) {
                    *v = resolve(*v);
                }
            }
        }
        let keep: Vec<Block> = f.blocks.handles().filter(|x| !dead[x.index()]).collect();
        compact(f, &keep);
    }
    changed
}
