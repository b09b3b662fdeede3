//! Promotion of thread-private memory to SSA values.
//!
//! 1. **Scalar replacement**: an `alloca` of a struct or array (count 1) whose every use is
//!    a `getelementptr 0, c1, c2, …` with constant, in-range indices down to a scalar or
//!    vector element, each used only by plain loads and stores of that element type, is
//!    split into one alloca per element path used.
//! 2. **Promotion** (mem2reg): an `alloca` of a scalar, vector or pointer type (count 1)
//!    whose every use is a non-volatile load or store of exactly that type through the
//!    alloca itself (or an `llvm.lifetime` marker, possibly through a bitcast) becomes SSA
//!    values: phis at the iterated dominance frontier of its stores, renamed by a walk of
//!    the dominator tree. A load that no store reaches reads `undef`. Phis that end up
//!    unused (also in cycles of phis) are removed again.
//!
//! Everything else — arrays indexed by a run-time value, allocas whose address escapes
//! into a call or a store, volatile accesses — stays thread-private memory.

use crate::dominators::{Cfg, Dominators};
use gpu_ir::{
    Block, CastOp, ConstantData, FuncId, Function, GpuOp, Inst, InstData, Module, Op, Type, TypeInner, Value,
};
use std::collections::{BTreeMap, BTreeSet};

/// What promotion did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mem2RegStats {
    /// Aggregate allocas split into element allocas.
    pub split: usize,
    /// Allocas promoted to SSA values.
    pub promoted: usize,
    /// Phis inserted (and kept) by promotion.
    pub phis: usize,
}

fn const_int(m: &Module, v: Value) -> Option<u128> {
    match v {
        Value::Const(c) => match m.constants.get(c)? {
            ConstantData::Int { bits, .. } => Some(*bits),
            _ => None,
        },
        _ => None,
    }
}

fn is_promotable_type(m: &Module, t: Type) -> bool {
    matches!(
        m.types.inner(t),
        TypeInner::Int(_)
            | TypeInner::Half
            | TypeInner::BFloat
            | TypeInner::Float
            | TypeInner::Double
            | TypeInner::Vector { .. }
            | TypeInner::Pointer { .. }
            | TypeInner::OpaquePointer { .. }
    )
}

/// Whether instruction `i` is an `llvm.lifetime.*` marker (lowered or still a call).
fn is_lifetime_marker(m: &Module, f: &Function, i: Inst) -> bool {
    match &f.insts[i].op {
        Op::Gpu { op: GpuOp::Llvm { op, .. }, .. } => {
            matches!(op, gpu_ir::gpu::LlvmOp::LifetimeStart | gpu_ir::gpu::LlvmOp::LifetimeEnd)
        }
        Op::Call { callee, .. } => {
            m.called_function(*callee).is_some_and(|g| m.functions[g].name.starts_with("llvm.lifetime."))
        }
        _ => false,
    }
}

/// The users of allocas and of the GEPs and casts applied to them, over live
/// instructions, in layout order (other instructions' lists stay empty: building every
/// use list of every function with an alloca cost more than the rest of the pass).
fn users(f: &Function) -> Vec<Vec<Inst>> {
    let mut out: Vec<Vec<Inst>> = vec![Vec::new(); f.insts.len()];
    // Which instructions get a list: allocas, and the GEPs and casts that have an alloca
    // among their operands. Both are found from the arena, in order, without walking the
    // blocks; then one walk over the blocks fills every list in layout order.
    let mut alloca = vec![false; f.insts.len()];
    for (h, d) in f.insts.iter() {
        alloca[h.index()] = matches!(d.op, Op::Alloca { .. });
    }
    let mut interesting = alloca.clone();
    for (h, d) in f.insts.iter() {
        if matches!(d.op, Op::Gep { .. } | Op::Cast { .. }) {
            d.op.for_each_operand(|v| {
                if let Value::Inst(x) = v {
                    if alloca.get(x.index()).copied().unwrap_or(false) {
                        interesting[h.index()] = true;
                    }
                }
            });
        }
    }
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            f.insts[i].op.for_each_operand(|v| {
                let Value::Inst(x) = v else { return };
                if !interesting.get(x.index()).copied().unwrap_or(false) {
                    return;
                }
                if let Some(u) = out.get_mut(x.index()) {
                    if u.last() != Some(&i) {
                        u.push(i);
                    }
                }
            });
        }
    }
    out
}

/// Uses of `a` that only mark lifetimes: the markers themselves and bitcasts whose only
/// users are markers. `None` when some other use exists among `uses`.
fn lifetime_uses(m: &Module, f: &Function, users: &[Vec<Inst>], u: Inst) -> Option<Vec<Inst>> {
    if is_lifetime_marker(m, f, u) {
        return Some(vec![u]);
    }
    if let Op::Cast { op: CastOp::BitCast, .. } = f.insts[u].op {
        let us = &users[u.index()];
        if us.iter().all(|&x| is_lifetime_marker(m, f, x)) {
            let mut v = us.clone();
            v.push(u);
            return Some(v);
        }
    }
    None
}

/// Runs scalar replacement, then promotion, on `f`.
pub fn mem2reg_function(m: &mut Module, fid: FuncId) -> Mem2RegStats {
    // Most functions of optimized AIR have no alloca at all, and most allocas that remain
    // are arrays indexed at run time: the use lists are built only when an alloca of the
    // right shape exists, and only once when scalar replacement changes nothing.
    let f = &m.functions[fid];
    let (mut aggregates, mut scalars) = (false, false);
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            if let Op::Alloca { allocated, count, .. } = &f.insts[i].op {
                if const_int(m, *count) == Some(1) {
                    if is_promotable_type(m, *allocated) {
                        scalars = true;
                    } else if is_splittable_type(m, *allocated) {
                        aggregates = true;
                    }
                }
            }
        }
    }
    let (split, us) = if aggregates { scalar_replace(m, fid) } else { (0, None) };
    // Splitting makes new scalar allocas.
    let (promoted, phis) = if scalars || split > 0 { promote(m, fid, us) } else { (0, 0) };
    Mem2RegStats { split, promoted, phis }
}

fn is_splittable_type(m: &Module, t: Type) -> bool {
    matches!(m.types.inner(t), TypeInner::Array { .. } | TypeInner::Struct { .. } | TypeInner::Named { .. })
}

/// One aggregate alloca to split: the alloca, its block, the element path of each GEP,
/// and the lifetime markers that go with it.
type Split = (Inst, Block, BTreeMap<Inst, Vec<u64>>, Vec<Inst>);

/// Splits aggregate allocas accessed only at constant element paths; returns how many,
/// and, when it changed nothing, the use lists it built (still valid for promotion).
fn scalar_replace(m: &mut Module, fid: FuncId) -> (usize, Option<Vec<Vec<Inst>>>) {
    let f = &m.functions[fid];
    let us = users(f);
    let mut plans: Vec<Split> = Vec::new();
    for (b, data) in f.blocks.iter() {
        for &a in &data.insts {
            let Op::Alloca { allocated, count, .. } = &f.insts[a].op else { continue };
            if const_int(m, *count) != Some(1) || !is_splittable_type(m, *allocated) {
                continue;
            }
            let mut paths = BTreeMap::new();
            let mut dead = Vec::new();
            let ok = us[a.index()].iter().all(|&u| {
                if let Some(l) = lifetime_uses(m, f, &us, u) {
                    dead.extend(l);
                    return true;
                }
                let Op::Gep { source, base, indices, .. } = &f.insts[u].op else { return false };
                if *base != Value::Inst(a)
                    || *source != *allocated
                    || indices.first().and_then(|&i| const_int(m, i)) != Some(0)
                {
                    return false;
                }
                let mut t = *allocated;
                let mut path = Vec::new();
                for &ix in &indices[1..] {
                    let Some(k) = const_int(m, ix) else { return false };
                    let (k, ok) = match m.types.inner(t) {
                        TypeInner::Array { len, .. } => (k as u64, k < u128::from(*len)),
                        TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                            (k as u64, k < fields.len() as u128)
                        }
                        _ => (0, false),
                    };
                    if !ok {
                        return false;
                    }
                    let Some(e) = m.types.aggregate_element(t, k) else { return false };
                    t = e;
                    path.push(k);
                }
                if !is_promotable_type(m, t) {
                    return false;
                }
                // Only plain loads and stores of the element type through the GEP.
                let fine = us[u.index()].iter().all(|&x| match &f.insts[x].op {
                    Op::Load { ty, ptr, volatile: false, .. } => *ptr == Value::Inst(u) && *ty == t,
                    Op::Store { ptr, value, volatile: false, .. } => {
                        *ptr == Value::Inst(u) && *value != Value::Inst(u) && m.value_type(f, *value) == t
                    }
                    _ => false,
                });
                if fine {
                    paths.insert(u, path);
                }
                fine
            });
            if ok && !paths.is_empty() {
                plans.push((a, b, paths, dead));
            }
        }
    }
    let n = plans.len();
    if n == 0 {
        return (0, Some(us));
    }
    let mut used = crate::inline::local_names(&m.functions[fid]);
    let one = {
        let i32t = m.types.int(32);
        Value::Const(m.constants.append(ConstantData::Int { ty: i32t, bits: 1 }))
    };
    for (a, b, paths, dead) in plans {
        let allocated = match &m.functions[fid].insts[a].op {
            Op::Alloca { allocated, .. } => *allocated,
            _ => continue,
        };
        let mut by_path: BTreeMap<Vec<u64>, Inst> = BTreeMap::new();
        let mut new_allocas = Vec::new();
        let mut replace: Vec<(Inst, Inst)> = Vec::new();
        for (gep, path) in &paths {
            let slot = match by_path.get(path) {
                Some(&s) => s,
                None => {
                    let mut t = allocated;
                    for &k in path {
                        t = m.types.aggregate_element(t, k).unwrap_or(t);
                    }
                    let ptr_ty = m.functions[fid].insts[*gep].ty;
                    let f = &mut m.functions[fid];
                    let name = f.insts[a].name.as_ref().map(|n| {
                        let mut s = n.clone();
                        for k in path {
                            s.push_str(&format!(".{k}"));
                        }
                        crate::inline::fresh_name(&mut used, &s, "")
                    });
                    let s = f.insts.append(InstData {
                        op: Op::Alloca { allocated: t, count: one, align: 0 },
                        ty: ptr_ty,
                        name,
                        loc: None,
                    });
                    by_path.insert(path.clone(), s);
                    new_allocas.push(s);
                    s
                }
            };
            replace.push((*gep, slot));
        }
        let f = &mut m.functions[fid];
        // The GEPs' users are exactly the loads and stores found above.
        let slot_of: BTreeMap<Inst, Inst> = replace.iter().copied().collect();
        let users: Vec<Inst> = replace.iter().flat_map(|(g, _)| us[g.index()].iter().copied()).collect();
        for u in users {
            crate::rewrite::for_each_operand_mut(&mut f.insts[u].op, |v| {
                if let Value::Inst(x) = v {
                    if let Some(&s) = slot_of.get(x) {
                        *v = Value::Inst(s);
                    }
                }
            });
        }
        let remove: BTreeSet<Inst> =
            replace.iter().map(|r| r.0).chain(dead.iter().copied()).chain(std::iter::once(a)).collect();
        // New allocas take the old one's place.
        if let Some(pos) = f.blocks[b].insts.iter().position(|&i| i == a) {
            f.blocks[b].insts.splice(pos..pos, new_allocas);
        }
        for (_, data) in f.blocks.iter_mut() {
            data.insts.retain(|i| !remove.contains(i));
        }
    }
    (n, None)
}

/// Promotes scalar allocas; returns how many, and how many phis it inserted.
fn promote(m: &mut Module, fid: FuncId, users_built: Option<Vec<Vec<Inst>>>) -> (usize, usize) {
    let f = &m.functions[fid];
    if f.is_declaration() {
        return (0, 0);
    }
    let us = users_built.unwrap_or_else(|| users(f));
    // Candidates and the instructions that go away with them.
    let mut slots: Vec<(Inst, Type)> = Vec::new();
    let mut slot_of: BTreeMap<Inst, usize> = BTreeMap::new();
    let mut markers: BTreeSet<Inst> = BTreeSet::new();
    for (_, data) in f.blocks.iter() {
        for &a in &data.insts {
            let Op::Alloca { allocated, count, .. } = &f.insts[a].op else { continue };
            if const_int(m, *count) != Some(1) || !is_promotable_type(m, *allocated) {
                continue;
            }
            let t = *allocated;
            let mut dead = Vec::new();
            let ok = us[a.index()].iter().all(|&u| match &f.insts[u].op {
                Op::Load { ty, ptr, volatile: false, .. } => *ptr == Value::Inst(a) && *ty == t,
                Op::Store { ptr, value, volatile: false, .. } => {
                    *ptr == Value::Inst(a) && *value != Value::Inst(a) && m.value_type(f, *value) == t
                }
                _ => match lifetime_uses(m, f, &us, u) {
                    Some(l) => {
                        dead.extend(l);
                        true
                    }
                    None => false,
                },
            });
            if ok {
                slot_of.insert(a, slots.len());
                slots.push((a, t));
                markers.extend(dead);
            }
        }
    }
    if slots.is_empty() {
        return (0, 0);
    }
    let cfg = Cfg::new(f);
    let dom = Dominators::of(&cfg);
    let undef: Vec<Value> =
        slots.iter().map(|&(_, t)| Value::Const(m.constants.append(ConstantData::Undef(t)))).collect();
    let f = &m.functions[fid];
    // Blocks that store to each slot.
    let mut def_blocks: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); slots.len()];
    for (b, data) in f.blocks.iter() {
        for &i in &data.insts {
            if let Op::Store { ptr: Value::Inst(p), .. } = &f.insts[i].op {
                if let Some(&s) = slot_of.get(p) {
                    def_blocks[s].insert(b.index() as u32);
                }
            }
        }
    }
    // Phi placement on iterated dominance frontiers.
    let df = dom.frontiers(&cfg.preds);
    let mut phis_at: Vec<Vec<(usize, Inst)>> = vec![Vec::new(); f.blocks.len()];
    let f = &mut m.functions[fid];
    let mut new_phis: BTreeSet<Inst> = BTreeSet::new();
    // Phis are named after their alloca (which goes away, freeing its name); several phis
    // of one alloca get distinct suffixes.
    let mut used = crate::inline::local_names(f);
    for &(a, _) in &slots {
        if let Some(n) = &f.insts[a].name {
            used.remove(n);
        }
    }
    for (s, defs) in def_blocks.iter().enumerate() {
        let mut has_phi = vec![false; f.blocks.len()];
        let mut work: Vec<u32> = defs.iter().copied().filter(|&b| dom.is_reachable(b)).collect();
        while let Some(b) = work.pop() {
            for &y in &df[b as usize] {
                if has_phi[y as usize] {
                    continue;
                }
                has_phi[y as usize] = true;
                let t = slots[s].1;
                let phi = f.insts.append(InstData {
                    op: Op::Phi { incoming: Vec::new() },
                    ty: t,
                    name: None,
                    loc: None,
                });
                phis_at[y as usize].push((s, phi));
                new_phis.insert(phi);
                if !defs.contains(&y) {
                    work.push(y);
                }
            }
        }
    }
    // Renaming: a walk of the dominator tree with an undo log of the current values.
    let mut cur: Vec<Value> = undef.clone();
    let mut log: Vec<(usize, Value)> = Vec::new();
    let mut subst: BTreeMap<Inst, Value> = BTreeMap::new();
    let mut removed: BTreeSet<Inst> = markers;
    enum Step {
        Enter(u32),
        Leave(usize),
    }
    let resolve = |subst: &BTreeMap<Inst, Value>, mut v: Value| {
        while let Value::Inst(i) = v {
            match subst.get(&i) {
                Some(&w) => v = w,
                None => break,
            }
        }
        v
    };
    let mut stack = vec![Step::Enter(0)];
    while let Some(step) = stack.pop() {
        let b = match step {
            Step::Leave(len) => {
                while log.len() > len {
                    if let Some((s, v)) = log.pop() {
                        cur[s] = v;
                    }
                }
                continue;
            }
            Step::Enter(b) => b,
        };
        stack.push(Step::Leave(log.len()));
        for &(s, phi) in &phis_at[b as usize] {
            log.push((s, cur[s]));
            cur[s] = Value::Inst(phi);
        }
        for &i in &f.blocks[Block::from_index(b)].insts {
            match &f.insts[i].op {
                Op::Load { ptr: Value::Inst(p), .. } if slot_of.contains_key(p) => {
                    subst.insert(i, cur[slot_of[p]]);
                    removed.insert(i);
                }
                Op::Store { ptr: Value::Inst(p), value, .. } if slot_of.contains_key(p) => {
                    let s = slot_of[p];
                    log.push((s, cur[s]));
                    cur[s] = resolve(&subst, *value);
                    removed.insert(i);
                }
                _ => {}
            }
        }
        for &succ in &cfg.succs[b as usize] {
            for &(s, phi) in &phis_at[succ as usize] {
                if let Op::Phi { incoming } = &mut f.insts[phi].op {
                    incoming.push((cur[s], Block::from_index(b)));
                }
            }
        }
        for &c in dom.children[b as usize].iter().rev() {
            stack.push(Step::Enter(c));
        }
    }
    // Unreachable blocks: their loads read undef, their stores go.
    for (b, data) in f.blocks.iter() {
        if dom.is_reachable(b.index() as u32) {
            continue;
        }
        for &i in &data.insts {
            match &f.insts[i].op {
                Op::Load { ptr: Value::Inst(p), .. } if slot_of.contains_key(p) => {
                    subst.insert(i, undef[slot_of[p]]);
                    removed.insert(i);
                }
                Op::Store { ptr: Value::Inst(p), .. } if slot_of.contains_key(p) => {
                    removed.insert(i);
                }
                _ => {}
            }
        }
    }
    removed.extend(slots.iter().map(|s| s.0));
    // Rewrite operands through the substitution.
    let live: Vec<Inst> =
        f.blocks.iter().flat_map(|(_, b)| b.insts.iter().copied()).chain(new_phis.iter().copied()).collect();
    for i in live {
        crate::rewrite::for_each_operand_mut(&mut f.insts[i].op, |v| *v = resolve(&subst, *v));
    }
    // Insert the phis that something uses (cycle-aware: a phi is live when a non-phi
    // instruction, or a live phi, uses it).
    let mut live_phi: BTreeSet<Inst> = BTreeSet::new();
    let mut work: Vec<Inst> = Vec::new();
    for (_, data) in f.blocks.iter() {
        for &i in &data.insts {
            if removed.contains(&i) {
                continue;
            }
            f.insts[i].op.for_each_operand(|v| {
                if let Value::Inst(x) = v {
                    if new_phis.contains(&x) && live_phi.insert(x) {
                        work.push(x);
                    }
                }
            });
        }
    }
    while let Some(p) = work.pop() {
        f.insts[p].op.for_each_operand(|v| {
            if let Value::Inst(x) = v {
                if new_phis.contains(&x) && live_phi.insert(x) {
                    work.push(x);
                }
            }
        });
    }
    for (b, list) in phis_at.iter().enumerate() {
        let bl = Block::from_index(b as u32);
        let keep: Vec<Inst> = list.iter().map(|p| p.1).filter(|p| live_phi.contains(p)).collect();
        for &(s, p) in list {
            if live_phi.contains(&p) {
                let base = f.insts[slots[s].0].name.clone();
                f.insts[p].name = base.map(|n| crate::inline::fresh_name(&mut used, &n, ""));
            }
        }
        if !keep.is_empty() {
            f.blocks[bl].insts.splice(0..0, keep);
        }
    }
    for (_, data) in f.blocks.iter_mut() {
        data.insts.retain(|i| !removed.contains(i));
    }
    (slots.len(), live_phi.len())
}
