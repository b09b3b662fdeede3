//! CFG simplification: drop blocks no path from the entry reaches, drop phi entries of
//! edges that no longer exist, and merge a block into its only predecessor when that
//! predecessor branches only to it. The function is compacted afterwards, so handles are
//! dense and in layout order again.

use crate::rewrite::compact;
use gpu_ir::{Block, FuncId, Function, Module, Op, Value};
use std::collections::BTreeMap;

/// Distinct predecessors of each block, by block index, sorted: a compressed table (one
/// allocation for the whole function; this runs on every function, several times, and
/// mostly finds nothing to change).
struct Preds {
    start: Vec<u32>,
    list: Vec<Block>,
}

impl Preds {
    fn of(f: &Function) -> Preds {
        let n = f.blocks.len();
        let mut last = vec![u32::MAX; n];
        let mut count = vec![0u32; n + 1];
        distinct_edges(f, &mut last, |s, _| count[s + 1] += 1);
        for k in 0..n {
            count[k + 1] += count[k];
        }
        let mut list = vec![Block::from_index(0); count[n] as usize];
        let mut fill: Vec<u32> = count[..n].to_vec();
        distinct_edges(f, &mut last, |s, b| {
            list[fill[s] as usize] = b;
            fill[s] += 1;
        });
        Preds { start: count, list }
    }

    fn of_block(&self, b: usize) -> &[Block] {
        match (self.start.get(b), self.start.get(b + 1)) {
            (Some(&x), Some(&y)) => &self.list[x as usize..y as usize],
            _ => &[],
        }
    }
}

/// Calls `add(successor index, block)` once per distinct edge, blocks in index order (so
/// each successor's predecessors come out sorted); `last` remembers which block named
/// each successor last, so a terminator naming one successor twice counts once.
fn distinct_edges(f: &Function, last: &mut [u32], mut add: impl FnMut(usize, Block)) {
    last.iter_mut().for_each(|x| *x = u32::MAX);
    for (b, data) in f.blocks.iter() {
        if let Some(&t) = data.insts.last() {
            f.insts[t].op.for_each_successor(|s| {
                if let Some(l) = last.get_mut(s.index()) {
                    if *l != b.index() as u32 {
                        *l = b.index() as u32;
                        add(s.index(), b);
                    }
                }
            });
        }
    }
}

fn prune_with(f: &mut Function, preds: &Preds) {
    let Function { blocks, insts, .. } = f;
    for (b, data) in blocks.iter() {
        let p = preds.of_block(b.index());
        for &i in &data.insts {
            match &mut insts[i].op {
                Op::Phi { incoming } => {
                    if incoming.iter().any(|(_, from)| p.binary_search(from).is_err()) {
                        incoming.retain(|(_, from)| p.binary_search(from).is_ok());
                    }
                }
                _ => break,
            }
        }
    }
}

/// Removes phi entries whose block is no longer a predecessor.
pub fn prune_phis(f: &mut Function) {
    let preds = Preds::of(f);
    prune_with(f, &preds);
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
        if let Some(&t) = f.blocks[b].insts.last() {
            f.insts[t].op.for_each_successor(|s| {
                if let Some(x) = seen.get_mut(s.index()) {
                    if !*x {
                        *x = true;
                        reached += 1;
                        stack.push(s);
                    }
                }
            });
        }
    }
    if reached != f.blocks.len() {
        let keep: Vec<Block> = f.blocks.handles().filter(|b| seen[b.index()]).collect();
        compact(f, &keep);
        changed = true;
    }
    // Pruning phis changes no edge: one predecessor table serves both steps.
    let preds = Preds::of(f);
    prune_with(f, &preds);
    // Merge chains: b → s where s has b as its only predecessor. One pass over the
    // blocks, each absorbing its chain, then a single compaction (merging one pair per
    // compaction was quadratic in the number of blocks).
    let pred_count = |s: Block| preds.of_block(s.index()).len();
    let mut dead = vec![false; f.blocks.len()];
    // Phis of absorbed blocks, replaced by their only incoming value.
    let mut subst: BTreeMap<gpu_ir::Inst, Value> = BTreeMap::new();
    let mut succs: Vec<Block> = Vec::new();
    for b in f.blocks.handles() {
        if dead[b.index()] {
            continue;
        }
        while let Some(&term) = f.blocks[b].insts.last() {
            let Op::Br { dest: s } = f.insts[term].op else { break };
            if s == b || Some(s) == f.entry() || pred_count(s) != 1 || dead[s.index()] {
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
            succs.clear();
            if let Some(&t) = f.blocks[b].insts.last() {
                f.insts[t].op.for_each_successor(|x| succs.push(x));
            }
            let Function { blocks, insts, .. } = &mut *f;
            for &t in &succs {
                for &i in &blocks[t].insts {
                    match &mut insts[i].op {
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
            let Function { blocks, insts, .. } = &mut *f;
            for (b, d) in blocks.iter() {
                if dead[b.index()] {
                    continue;
                }
                for &i in &d.insts {
                    crate::rewrite::for_each_operand_mut(&mut insts[i].op, |v| *v = resolve(*v));
                }
            }
        }
        let keep: Vec<Block> = f.blocks.handles().filter(|x| !dead[x.index()]).collect();
        compact(f, &keep);
    }
    changed
}
