//! CFG simplification: drop blocks no path from the entry reaches, drop phi entries of
//! edges that no longer exist, and merge a block into its only predecessor when that
//! predecessor branches only to it. The function is compacted afterwards, so handles are
//! dense and in layout order again.

use crate::rewrite::{compact, replace_uses};
use gpu_ir::{Block, FuncId, Function, Module, Op, Value};
use std::collections::{BTreeMap, BTreeSet};

fn successors(f: &Function, b: Block) -> Vec<Block> {
    f.blocks[b].insts.last().map(|&t| f.insts[t].op.successors()).unwrap_or_default()
}

fn predecessors(f: &Function) -> BTreeMap<Block, BTreeSet<Block>> {
    let mut preds: BTreeMap<Block, BTreeSet<Block>> =
        f.blocks.handles().map(|b| (b, BTreeSet::new())).collect();
    for b in f.blocks.handles() {
        for s in successors(f, b) {
            preds.entry(s).or_default().insert(b);
        }
    }
    preds
}

/// Removes phi entries whose block is no longer a predecessor.
pub fn prune_phis(f: &mut Function) {
    let preds = predecessors(f);
    let blocks: Vec<Block> = f.blocks.handles().collect();
    for b in blocks {
        let p = preds.get(&b).cloned().unwrap_or_default();
        let insts = f.blocks[b].insts.clone();
        for i in insts {
            match &mut f.insts[i].op {
                Op::Phi { incoming } => incoming.retain(|(_, from)| p.contains(from)),
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
    let mut seen = BTreeSet::from([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        for s in successors(f, b) {
            if seen.insert(s) {
                stack.push(s);
            }
        }
    }
    if seen.len() != f.blocks.len() {
        let keep: Vec<Block> = f.blocks.handles().filter(|b| seen.contains(b)).collect();
        compact(f, &keep);
        changed = true;
    }
    prune_phis(f);
    // Merge chains: b → s where s has b as its only predecessor.
    loop {
        let preds = predecessors(f);
        let mut merged = false;
        for b in f.blocks.handles().collect::<Vec<_>>() {
            let Some(&term) = f.blocks[b].insts.last() else { continue };
            let Op::Br { dest: s } = f.insts[term].op else { continue };
            if s == b || Some(s) == f.entry() || preds.get(&s).map(|p| p.len()) != Some(1) {
                continue;
            }
            // Phis of `s` have one entry now: their value replaces them.
            // (Uses are replaced while `s` still lists its instructions, so uses inside
            // `s` itself are rewritten too.)
            let phis: Vec<(gpu_ir::Inst, Option<Value>)> = f.blocks[s]
                .insts
                .iter()
                .map_while(|&i| match &f.insts[i].op {
                    Op::Phi { incoming } => Some((i, incoming.first().map(|p| p.0))),
                    _ => None,
                })
                .collect();
            for &(i, v) in &phis {
                if let Some(v) = v {
                    replace_uses(f, Value::Inst(i), v);
                }
            }
            let s_insts = std::mem::take(&mut f.blocks[s].insts);
            let rest: Vec<gpu_ir::Inst> = s_insts.into_iter().skip(phis.len()).collect();
            f.blocks[b].insts.pop();
            f.blocks[b].insts.extend(rest);
            // Successors of `s` now come from `b`.
            let succ_of_s = successors(f, b);
            for t in succ_of_s {
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
            merged = true;
            break;
        }
        if !merged {
            break;
        }
        changed = true;
        let keep: Vec<Block> = f.blocks.handles().filter(|&x| !f.blocks[x].insts.is_empty()).collect();
        compact(f, &keep);
    }
    changed
}
