//! Full unrolling of loops whose trip count is a small constant, and the folding of
//! chained constant-index GEPs that unrolling leaves behind (so that scalar replacement
//! sees every access of a thread array at a constant element path).
//!
//! A loop qualifies when it has one back edge (from its latch), the latch ends in a
//! conditional branch to the header or out of the loop, and no other block of the loop
//! leaves it. Its trip count is found by **running its control**: the header phis start
//! at their values from outside the loop, the latch condition and the phis' next values
//! are evaluated with the interpreter's operations (as folding does), iteration after
//! iteration, until the condition says "leave". Everything the condition depends on must
//! be a constant in every iteration (or, for pointer induction variables, a constant
//! element offset from one base pointer); otherwise the loop stays. A trip count found
//! this way is the same in every thread, so every thread runs exactly the iterations it
//! ran before, in the same order: barriers and SIMD-group operations keep their count,
//! their order and their active lanes.
//!
//! The loop body is copied once per iteration but the last; the original blocks become
//! the last iteration, so the values used after the loop and the exit block's phis stay
//! what they were. Header phis of the copies become the values of the previous copy;
//! the copies' latches branch straight to the next iteration, the last one to the exit.
//! Folding, CFG simplification and DCE clean up afterwards.

use crate::dominators::{block, natural_loops, Cfg, Dominators};
use crate::fold::const_val;
use crate::rewrite::for_each_operand_mut;
use gpu_ir::{
    Block, BlockData, ConstantData, FuncId, Function, Inst, InstData, Module, Op, Type, TypeInner, Value,
};
use interp::exec::{binary, cast, compare, fneg, select};
use interp::Val;
use std::collections::{BTreeMap, BTreeSet};

/// Iterations a loop may have to be unrolled.
pub const MAX_TRIP: usize = 32;
/// Instructions the copies of one loop may add (trip count × body size).
pub const MAX_GROWTH: usize = 1024;
/// Instructions unrolling may add to one function in all.
pub const MAX_FUNCTION_GROWTH: usize = 2048;

/// Unrolls every qualifying loop of `fid`, innermost (smallest) first; returns how many.
pub fn unroll_function(m: &mut Module, fid: FuncId) -> usize {
    let mut unrolled = 0;
    let mut failed: BTreeSet<Block> = BTreeSet::new();
    let mut added = 0usize;
    loop {
        let f = &m.functions[fid];
        if f.is_declaration() {
            return unrolled;
        }
        let cfg = Cfg::new(f);
        // A cycle has an edge to a block at or before its source: without one there is no
        // loop, and no dominator tree is needed (most functions).
        if !cfg.succs.iter().enumerate().any(|(b, ss)| ss.iter().any(|&s| s as usize <= b)) {
            return unrolled;
        }
        let dom = Dominators::of(&cfg);
        let mut loops = natural_loops(&cfg, &dom);
        if loops.is_empty() {
            return unrolled;
        }
        // Inner loops are smaller than the loops around them.
        loops.sort_by_key(|(h, body)| (body.len(), *h));
        let mut done = false;
        for (h, body) in &loops {
            let header = block(*h);
            if failed.contains(&header) {
                continue;
            }
            match plan(m, f, &cfg, *h, body) {
                Some(p) if added + p.growth <= MAX_FUNCTION_GROWTH => {
                    added += p.growth;
                    apply(&mut m.functions[fid], &p);
                    unrolled += 1;
                    done = true;
                    break;
                }
                _ => {
                    failed.insert(header);
                }
            }
        }
        if !done {
            return unrolled;
        }
    }
}

/// A loop to unroll.
struct Plan {
    header: Block,
    latch: Block,
    exit: Block,
    /// The loop's blocks, header first.
    body: Vec<Block>,
    trips: usize,
    growth: usize,
}

fn plan(m: &Module, f: &Function, cfg: &Cfg, h: u32, body: &[u32]) -> Option<Plan> {
    let members: BTreeSet<u32> = body.iter().copied().collect();
    let latches: Vec<u32> = cfg.preds[h as usize].iter().copied().filter(|p| members.contains(p)).collect();
    let [l] = latches[..] else { return None };
    if cfg.preds[h as usize].iter().all(|p| members.contains(p)) {
        return None;
    }
    // Only the latch leaves the loop, and only through its conditional branch.
    for &b in body {
        let last = *f.blocks[block(b)].insts.last()?;
        match &f.insts[last].op {
            Op::Ret { .. } => return None,
            _ if b == l => {}
            op => {
                if op.successors().iter().any(|s| !members.contains(&(s.index() as u32))) {
                    return None;
                }
            }
        }
    }
    let term = *f.blocks[block(l)].insts.last()?;
    let Op::CondBr { cond, then, otherwise } = f.insts[term].op else { return None };
    let (stay_if, exit) = match (then.index() as u32 == h, otherwise.index() as u32 == h) {
        (true, false) => (true, otherwise),
        (false, true) => (false, then),
        _ => return None,
    };
    if members.contains(&(exit.index() as u32)) {
        return None;
    }
    let size: usize = body.iter().map(|&b| f.blocks[block(b)].insts.len()).sum();
    let header = block(h);
    let phis: Vec<Inst> = header_phis(f, header);
    let latch = block(l);
    if !indexes_thread_array(f, body, &phis) {
        return None;
    }
    let insts: BTreeSet<Inst> = body.iter().flat_map(|&b| f.blocks[block(b)].insts.iter().copied()).collect();
    let mut sim = Sim { m, f, insts: &insts, memo: BTreeMap::new(), state: BTreeMap::new() };
    for &p in &phis {
        let Op::Phi { incoming } = &f.insts[p].op else { continue };
        let mut outside = incoming.iter().filter(|(_, b)| *b != latch).map(|(v, _)| *v);
        let first = outside.next()?;
        let start = if outside.all(|v| v == first) { sim.eval(first, 0) } else { Abs::Unknown };
        sim.state.insert(p, start);
    }
    let next_of: Vec<(Inst, Value)> = phis
        .iter()
        .filter_map(|&p| match &f.insts[p].op {
            Op::Phi { incoming } => incoming.iter().find(|(_, b)| *b == latch).map(|(v, _)| (p, *v)),
            _ => None,
        })
        .collect();
    for k in 0..MAX_TRIP {
        sim.memo.clear();
        let Abs::Known(c) = sim.eval(cond, 0) else { return None };
        if c.as_bool().ok()? != stay_if {
            let trips = k + 1;
            let growth = size.saturating_mul(trips - 1);
            if growth > MAX_GROWTH {
                return None;
            }
            let body = body.iter().map(|&b| block(b)).collect();
            return Some(Plan { header, latch, exit, body, trips, growth });
        }
        let next: Vec<(Inst, Abs)> = next_of.iter().map(|&(p, v)| (p, sim.eval(v, 0))).collect();
        sim.state = next.into_iter().collect();
    }
    None
}

/// Whether the loop loads or stores a thread array (an `alloca`) at an element that
/// changes from iteration to iteration: through a non-constant GEP index or a pointer
/// header phi. Only there does unrolling pay for what it costs: its copies give every
/// access a constant element path, so scalar replacement moves the array from local
/// memory into registers. Loops that only compute, or only touch device and threadgroup
/// memory, stay loops (unrolling them multiplied optimize time by ~3.7 over the mlx
/// corpus for little gain, and raises register pressure).
///
/// A vector element read or written at a non-constant index counts too (mlx's
/// `MMAFrag::load` fills a `<2 x T>` fragment in a two-iteration loop by
/// `insertelement … i32 %k`): unrolled, the index is a constant, the backends select
/// no dynamic element access, and the fragment's elements are plain loads that the
/// SIMD-group matrix lowering can read directly (`codegen::matrix`).
fn indexes_thread_array(f: &Function, body: &[u32], phis: &[Inst]) -> bool {
    body.iter().flat_map(|&b| f.blocks[block(b)].insts.iter()).any(|&i| match &f.insts[i].op {
        Op::Load { ptr, .. } | Op::Store { ptr, .. } => varying_alloca_address(f, *ptr, body, phis),
        Op::InsertElement { index, .. } | Op::ExtractElement { index, .. } => {
            !matches!(index, Value::Const(_))
        }
        _ => false,
    })
}

/// Follows `ptr` through GEP bases, pointer casts and the loop's header phis (their
/// value on entry) to an `alloca`; true when it gets there and some step on the way varies.
fn varying_alloca_address(f: &Function, mut ptr: Value, body: &[u32], phis: &[Inst]) -> bool {
    let mut varying = false;
    for _ in 0..MAX_DEPTH {
        let Value::Inst(i) = ptr else { return false };
        match &f.insts[i].op {
            Op::Alloca { .. } => return varying,
            Op::Gep { base, indices, .. } => {
                varying |= indices.iter().any(|x| !matches!(x, Value::Const(_)));
                ptr = *base;
            }
            Op::Cast { op: gpu_ir::CastOp::BitCast | gpu_ir::CastOp::AddrSpaceCast, value } => ptr = *value,
            Op::Phi { incoming } if phis.contains(&i) => {
                varying = true;
                let Some(&(v, _)) = incoming.iter().find(|(_, b)| !body.contains(&(b.index() as u32))) else {
                    return false;
                };
                ptr = v;
            }
            _ => return false,
        }
    }
    false
}

fn header_phis(f: &Function, h: Block) -> Vec<Inst> {
    f.blocks[h].insts.iter().copied().take_while(|&i| matches!(f.insts[i].op, Op::Phi { .. })).collect()
}

/// What the simulation knows of a value in one iteration.
#[derive(Clone, Debug, PartialEq)]
enum Abs {
    Known(Val),
    /// `getelementptr` of `root` by the constant indices `prefix` then `last`, of
    /// (pointer) type `ty`: pointers of one root, prefix and type differ only in `last`.
    Ptr {
        root: Value,
        prefix: Vec<i128>,
        last: i128,
        ty: Type,
    },
    Unknown,
}

struct Sim<'a> {
    m: &'a Module,
    f: &'a Function,
    /// The loop's instructions.
    insts: &'a BTreeSet<Inst>,
    memo: BTreeMap<Inst, Abs>,
    /// The header phis' values in the current iteration.
    state: BTreeMap<Inst, Abs>,
}

/// How deep the evaluation of one condition may recurse.
const MAX_DEPTH: u32 = 64;

fn signed_const(m: &Module, v: Value) -> Option<i128> {
    let Value::Const(c) = v else { return None };
    match m.constants.get(c)? {
        ConstantData::Int { ty, bits } => {
            let w = m.types.int_bits(*ty)?;
            if w == 0 || w > 64 {
                return None;
            }
            let sh = 128 - w;
            Some(((*bits as i128) << sh) >> sh)
        }
        _ => None,
    }
}

impl Sim<'_> {
    fn in_loop(&self, i: Inst) -> bool {
        self.insts.contains(&i)
    }

    fn eval(&mut self, v: Value, depth: u32) -> Abs {
        let i = match v {
            Value::Const(c) => return const_val(self.m, c).map(Abs::Known).unwrap_or(Abs::Unknown),
            Value::Arg(_) => return Abs::Unknown,
            Value::Inst(i) => i,
        };
        if let Some(a) = self.state.get(&i) {
            return a.clone();
        }
        if let Some(a) = self.memo.get(&i) {
            return a.clone();
        }
        if depth > MAX_DEPTH {
            return Abs::Unknown;
        }
        let a = if self.in_loop(i) { self.eval_inst(i, depth) } else { self.outside_ptr(i) };
        self.memo.insert(i, a.clone());
        a
    }

    /// A value from outside the loop: only a GEP with constant indices is of use (the
    /// bound of a pointer induction variable).
    fn outside_ptr(&self, i: Inst) -> Abs {
        let d = &self.f.insts[i];
        let Op::Gep { base, indices, .. } = &d.op else { return Abs::Unknown };
        let Some(ix) = indices.iter().map(|&x| signed_const(self.m, x)).collect::<Option<Vec<_>>>() else {
            return Abs::Unknown;
        };
        let Some((&last, prefix)) = ix.split_last() else { return Abs::Unknown };
        Abs::Ptr { root: *base, prefix: prefix.to_vec(), last, ty: d.ty }
    }

    fn eval_inst(&mut self, i: Inst, depth: u32) -> Abs {
        let (m, f) = (self.m, self.f);
        let d = &f.insts[i];
        let types = &m.types;
        let known = |r: Result<Val, interp::InterpError>| r.map(Abs::Known).unwrap_or(Abs::Unknown);
        macro_rules! k {
            ($v:expr) => {
                match self.eval($v, depth + 1) {
                    Abs::Known(x) => x,
                    _ => return Abs::Unknown,
                }
            };
        }
        match &d.op {
            Op::Binary { op, lhs, rhs, .. } => {
                let (a, b) = (k!(*lhs), k!(*rhs));
                known(binary(types, *op, &a, &b, d.ty))
            }
            Op::Unary { value, .. } => {
                let a = k!(*value);
                known(fneg(types, &a, d.ty))
            }
            Op::Cast { op, value } => {
                use gpu_ir::CastOp::*;
                if matches!(op, PtrToInt | IntToPtr | AddrSpaceCast | BitCast)
                    && (types.is_pointer(d.ty) || types.is_pointer(m.value_type(f, *value)))
                {
                    return Abs::Unknown;
                }
                let a = k!(*value);
                known(cast(types, *op, &a, m.value_type(f, *value), d.ty))
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                let (a, b) = (self.eval(*lhs, depth + 1), self.eval(*rhs, depth + 1));
                match (a, b) {
                    (Abs::Known(a), Abs::Known(b)) => known(compare(pred.0, &a, &b)),
                    (
                        Abs::Ptr { root: r1, prefix: p1, last: l1, ty: t1 },
                        Abs::Ptr { root: r2, prefix: p2, last: l2, ty: t2 },
                    ) if r1 == r2 && p1 == p2 && t1 == t2 => {
                        // Same base, same path, same element type: the addresses are equal
                        // exactly when the last indices are. Orderings would need the
                        // element size and no wrap-around: only equality is decided.
                        const EQ: u8 = 32;
                        const NE: u8 = 33;
                        match pred.0 {
                            EQ => Abs::Known(Val::bool(l1 == l2)),
                            NE => Abs::Known(Val::bool(l1 != l2)),
                            _ => Abs::Unknown,
                        }
                    }
                    _ => Abs::Unknown,
                }
            }
            Op::Select { cond, then, otherwise } => {
                let c = k!(*cond);
                match c {
                    Val::Vector(_) => {
                        let (t, o) = (k!(*then), k!(*otherwise));
                        known(select(&c, t, o))
                    }
                    c => match c.as_bool() {
                        Ok(true) => self.eval(*then, depth + 1),
                        Ok(false) => self.eval(*otherwise, depth + 1),
                        Err(_) => Abs::Unknown,
                    },
                }
            }
            Op::Freeze { value } => self.eval(*value, depth + 1),
            // `getelementptr T, p, c` on a pointer of type `T*`: one more step of `c`
            // elements along the last index.
            Op::Gep { base, indices, .. } if indices.len() == 1 => {
                let Some(c) = signed_const(m, indices[0]) else { return Abs::Unknown };
                match self.eval(*base, depth + 1) {
                    Abs::Ptr { root, prefix, last, ty } if ty == d.ty => {
                        Abs::Ptr { root, prefix, last: last + c, ty }
                    }
                    _ => Abs::Unknown,
                }
            }
            _ => Abs::Unknown,
        }
    }
}

/// Sets every successor `from` of a terminator to `to`.
fn retarget(op: &mut Op, from: Block, to: Block) {
    retarget_map(op, &BTreeMap::from([(from, to)]));
}

/// Replaces every successor of a terminator that `map` names.
fn retarget_map(op: &mut Op, map: &BTreeMap<Block, Block>) {
    let fix = |b: &mut Block| {
        if let Some(&t) = map.get(b) {
            *b = t;
        }
    };
    match op {
        Op::Br { dest } => fix(dest),
        Op::CondBr { then, otherwise, .. } => {
            fix(then);
            fix(otherwise);
        }
        Op::Switch { default, cases, .. } => {
            fix(default);
            cases.iter_mut().for_each(|c| fix(&mut c.1));
        }
        _ => {}
    }
}

fn apply(f: &mut Function, p: &Plan) {
    let members: BTreeSet<Block> = p.body.iter().copied().collect();
    let phis = header_phis(f, p.header);
    let latch_value = |f: &Function, phi: Inst| -> Option<Value> {
        match &f.insts[phi].op {
            Op::Phi { incoming } => incoming.iter().find(|(_, b)| *b == p.latch).map(|(v, _)| *v),
            _ => None,
        }
    };
    let latch_values: Vec<(Inst, Option<Value>)> = phis.iter().map(|&q| (q, latch_value(f, q))).collect();
    // The blocks entering the loop, found before the copies exist (the last copy's latch
    // will enter the original header too).
    let entries: Vec<Block> = f
        .blocks
        .iter()
        .filter(|(b, _)| !members.contains(b))
        .filter_map(|(b, d)| {
            let t = *d.insts.last()?;
            f.insts[t].op.successors().contains(&p.header).then_some(b)
        })
        .collect();
    // Copies 0 .. trips-2; the original blocks run the last iteration.
    let copies = p.trips - 1;
    let mut headers: Vec<Block> = Vec::with_capacity(copies);
    let mut prev: Option<(BTreeMap<Inst, Value>, Block)> = None;
    for k in 0..copies {
        let bmap: BTreeMap<Block, Block> = p
            .body
            .iter()
            .map(|&b| (b, f.blocks.append(BlockData { name: None, insts: Vec::new() })))
            .collect();
        let mut vmap: BTreeMap<Inst, Value> = BTreeMap::new();
        // Header phis: the first copy keeps those of the entry edges, later copies take the
        // previous copy's latch values.
        if let Some((pm, _)) = &prev {
            for &(q, v) in &latch_values {
                let v = v.unwrap_or(Value::Inst(q));
                let v = match v {
                    Value::Inst(x) => pm.get(&x).copied().unwrap_or(v),
                    v => v,
                };
                vmap.insert(q, v);
            }
        }
        let mut new_insts: Vec<Inst> = Vec::new();
        for &b in &p.body {
            let nb = bmap[&b];
            let insts = f.blocks[b].insts.clone();
            for i in insts {
                if b == p.header && phis.contains(&i) && prev.is_some() {
                    continue;
                }
                let mut d: InstData = f.insts[i].clone();
                d.name = None;
                if b == p.header && phis.contains(&i) {
                    if let Op::Phi { incoming } = &mut d.op {
                        incoming.retain(|(_, from)| *from != p.latch);
                    }
                }
                let n = f.insts.append(d);
                vmap.insert(i, Value::Inst(n));
                f.blocks[nb].insts.push(n);
                new_insts.push(n);
            }
        }
        let next_header = if k + 1 < copies { None } else { Some(p.header) };
        for &n in &new_insts {
            let d = &mut f.insts[n];
            for_each_operand_mut(&mut d.op, |v| {
                if let Value::Inst(x) = v {
                    if let Some(&y) = vmap.get(x) {
                        *v = y;
                    }
                }
            });
            if let Op::Phi { incoming } = &mut d.op {
                for (_, from) in incoming.iter_mut() {
                    if let Some(&nb) = bmap.get(from) {
                        *from = nb;
                    }
                }
            }
        }
        // The first copy's header phis keep their entry values: those are defined outside
        // the loop (they dominate it), so the remapping above left them alone.
        for (&b, &nb) in &bmap {
            let last = f.blocks[nb].insts.last().copied();
            if let Some(t) = last {
                let op = &mut f.insts[t].op;
                if b == p.latch {
                    // Placeholder until the next copy's header exists.
                    *op = Op::Br { dest: next_header.unwrap_or(p.header) };
                } else {
                    retarget_map(op, &bmap);
                }
            }
        }
        // The previous copy's latch now continues into this copy.
        if let Some((_, pl)) = &prev {
            if let Some(&t) = f.blocks[*pl].insts.last() {
                f.insts[t].op = Op::Br { dest: bmap[&p.header] };
            }
        }
        headers.push(bmap[&p.header]);
        let nl = bmap[&p.latch];
        prev = Some((vmap, nl));
    }
    // Entry edges go to the first copy.
    if let Some(&first) = headers.first() {
        for &b in &entries {
            if let Some(&t) = f.blocks[b].insts.last() {
                retarget(&mut f.insts[t].op, p.header, first);
            }
        }
    }
    // The original header's phis: the previous copy's values, or (one iteration) the
    // entry values.
    for &(q, v) in &latch_values {
        let Op::Phi { incoming } = &mut f.insts[q].op else { continue };
        match &prev {
            Some((pm, pl)) => {
                let v = v.unwrap_or(Value::Inst(q));
                let v = match v {
                    Value::Inst(x) => pm.get(&x).copied().unwrap_or(v),
                    v => v,
                };
                *incoming = vec![(v, *pl)];
            }
            None => incoming.retain(|(_, from)| *from != p.latch),
        }
    }
    if let Some(&t) = f.blocks[p.latch].insts.last() {
        f.insts[t].op = Op::Br { dest: p.exit };
    }
}

/// Folds `getelementptr T, (getelementptr S, base, i…, c1), c2` — the inner GEP with
/// constant indices and `T` the element its indices reach — into `getelementptr S, base,
/// i…, c1 + c2`: the same address, computed from the base. Unrolling a loop over a
/// pointer induction variable leaves such chains; scalar replacement needs every access
/// of an array to be one GEP from the alloca. Returns how many GEPs changed.
pub fn combine_geps(m: &mut Module, fid: FuncId) -> usize {
    let mut changed = 0;
    let order: Vec<Inst> = m.functions[fid].blocks.iter().flat_map(|(_, b)| b.insts.clone()).collect();
    for i in order {
        let f = &m.functions[fid];
        let Op::Gep { source: outer_src, base: Value::Inst(inner), indices, inbounds } = &f.insts[i].op
        else {
            continue;
        };
        let [step] = indices[..] else { continue };
        let Some(c2) = signed_const(m, step) else { continue };
        let Op::Gep { source, base, indices: inner_ix, inbounds: inner_inb } = &f.insts[*inner].op else {
            continue;
        };
        let Some(&last) = inner_ix.last() else { continue };
        let Some(c1) = signed_const(m, last) else { continue };
        // The element type the inner GEP reaches must be what the outer one steps over.
        let mut t = *source;
        let mut ok = true;
        // What the last index selects in: stepping past the end of a struct field is the
        // next element's first field, which no struct index can say (`c1 + c2` would be
        // out of the struct's range); only array (and pointer) steps add up.
        let mut container_is_struct = false;
        for &x in &inner_ix[1..] {
            let k = signed_const(m, x);
            container_is_struct =
                matches!(m.types.inner(t), TypeInner::Struct { .. } | TypeInner::Named { .. });
            t = match (m.types.inner(t), k) {
                (TypeInner::Array { elem, .. }, _) => *elem,
                (TypeInner::Struct { .. } | TypeInner::Named { .. }, Some(k)) if k >= 0 => {
                    match m.types.aggregate_element(t, k as u64) {
                        Some(e) => e,
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
                _ => {
                    ok = false;
                    break;
                }
            };
        }
        if !ok || container_is_struct || t != *outer_src {
            continue;
        }
        let Value::Const(lc) = last else { continue };
        let ity = m.const_type(lc);
        let Some(w) = m.types.int_bits(ity) else { continue };
        let sum = c1 + c2;
        let lim = 1i128 << (w.min(64) - 1);
        if sum < -lim || sum >= lim {
            continue;
        }
        let (source, base, inb) = (*source, *base, *inbounds && *inner_inb);
        let mut ix = inner_ix.clone();
        let bits = (sum as u128) & (u128::MAX >> (128 - w));
        let nc = m.constants.append(ConstantData::Int { ty: ity, bits });
        if let Some(l) = ix.last_mut() {
            *l = Value::Const(nc);
        }
        m.functions[fid].insts[i].op = Op::Gep { source, base, indices: ix, inbounds: inb };
        changed += 1;
    }
    changed
}
