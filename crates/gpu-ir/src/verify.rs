//! The verifier: what every pass may assume about a function. Operands exist; each block
//! ends in exactly one terminator; phis come first and name each predecessor; operand
//! types agree with each operation; every use is dominated by its definition (in
//! reachable code, as LLVM requires). It runs after decoding, and after every pass in
//! tests and debug builds.

use crate::ir::*;
use crate::types::TypeInner;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("function `{function}`, block {block}, instruction {inst}: {message}")]
pub struct VerifyError {
    pub function: String,
    /// Block index in layout order.
    pub block: usize,
    /// Instruction index within the block.
    pub inst: usize,
    pub message: String,
}

/// Verifies every function with a body.
pub fn verify_module(m: &Module) -> Result<(), VerifyError> {
    for (_, f) in m.functions.iter() {
        verify_function(m, f)?;
    }
    Ok(())
}

struct Ctx<'a> {
    m: &'a Module,
    f: &'a Function,
}

/// Marks "no block" / "unreachable" in the dense tables below.
const NONE: u32 = u32::MAX;

/// The dominator tree of a function's reachable blocks, in dense tables indexed by block
/// index: the verifier builds one for every function of every module it reads, so it
/// avoids maps and answers "does a dominate b" in constant time from a DFS numbering of
/// the tree.
#[derive(Debug)]
pub struct DomTree {
    /// Reachable blocks in reverse post-order; the entry first.
    pub order: Vec<Block>,
    /// Immediate dominator of each block (the entry's is itself); `NONE` if unreachable.
    idom: Vec<u32>,
    /// Pre- and post-order numbers of each block in the dominator tree.
    pre: Vec<u32>,
    post: Vec<u32>,
}

/// Successors of every block in one flat list (`list[start[b]..start[b + 1]]`, in operand
/// order, only those that exist): one allocation per function instead of one per block.
struct Successors {
    start: Vec<u32>,
    list: Vec<u32>,
}

impl Successors {
    fn new(f: &Function) -> Successors {
        let n = f.blocks.len();
        let mut start = Vec::with_capacity(n + 1);
        let mut list = Vec::with_capacity(n * 2);
        for (_, block) in f.blocks.iter() {
            start.push(list.len() as u32);
            if let Some(d) = block.insts.last().and_then(|&i| f.insts.get(i)) {
                d.op.for_each_successor(|s| {
                    if s.index() < n {
                        list.push(s.index() as u32)
                    }
                });
            }
        }
        start.push(list.len() as u32);
        Successors { start, list }
    }

    fn of(&self, b: usize) -> &[u32] {
        &self.list[self.start[b] as usize..self.start[b + 1] as usize]
    }
}

impl DomTree {
    /// Cooper, Harvey & Kennedy's iterative method over reverse post-order.
    pub fn new(f: &Function) -> DomTree {
        DomTree::with_successors(f, &Successors::new(f))
    }

    fn with_successors(f: &Function, succs: &Successors) -> DomTree {
        let n = f.blocks.len();
        let mut t = DomTree { order: Vec::new(), idom: vec![NONE; n], pre: vec![0; n], post: vec![0; n] };
        let Some(entry) = f.entry() else { return t };
        // Reverse post-order by an explicit DFS (no recursion on hostile CFGs).
        let mut seen = vec![false; n];
        let mut post_order: Vec<u32> = Vec::with_capacity(n);
        let mut stack: Vec<(u32, usize)> = vec![(entry.index() as u32, 0)];
        seen[entry.index()] = true;
        while let Some(top) = stack.last_mut() {
            let (b, i) = (top.0 as usize, top.1);
            if let Some(&s) = succs.of(b).get(i) {
                top.1 += 1;
                if !seen[s as usize] {
                    seen[s as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                post_order.push(b as u32);
                stack.pop();
            }
        }
        let mut rpo = vec![NONE; n];
        for (k, &b) in post_order.iter().rev().enumerate() {
            rpo[b as usize] = k as u32;
        }
        let order: Vec<u32> = post_order.iter().rev().copied().collect();
        // Predecessors among reachable blocks, flat like the successors (counting sort).
        let mut pred_start = vec![0u32; n + 1];
        for &b in &order {
            for &s in succs.of(b as usize) {
                pred_start[s as usize + 1] += 1;
            }
        }
        for k in 0..n {
            pred_start[k + 1] += pred_start[k];
        }
        let mut fill = pred_start.clone();
        let mut pred_list = vec![0u32; pred_start[n] as usize];
        for &b in &order {
            for &s in succs.of(b as usize) {
                pred_list[fill[s as usize] as usize] = b;
                fill[s as usize] += 1;
            }
        }
        let preds = |b: u32| &pred_list[pred_start[b as usize] as usize..pred_start[b as usize + 1] as usize];
        let e = entry.index() as u32;
        t.idom[e as usize] = e;
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new = NONE;
                for &p in preds(b) {
                    if t.idom[p as usize] == NONE {
                        continue;
                    }
                    if new == NONE {
                        new = p;
                        continue;
                    }
                    let (mut a, mut c) = (new, p);
                    while a != c {
                        while rpo[a as usize] > rpo[c as usize] {
                            a = t.idom[a as usize];
                        }
                        while rpo[c as usize] > rpo[a as usize] {
                            c = t.idom[c as usize];
                        }
                    }
                    new = a;
                }
                if new != NONE && t.idom[b as usize] != new {
                    t.idom[b as usize] = new;
                    changed = true;
                }
            }
        }
        // Number the tree: children lists, then an explicit DFS.
        let mut first_child = vec![NONE; n];
        let mut next_sibling = vec![NONE; n];
        for &b in order.iter().skip(1).rev() {
            let p = t.idom[b as usize];
            if p != NONE {
                next_sibling[b as usize] = first_child[p as usize];
                first_child[p as usize] = b;
            }
        }
        let mut clock = 0u32;
        let mut stack: Vec<(u32, bool)> = vec![(e, false)];
        while let Some((b, done)) = stack.pop() {
            if done {
                t.post[b as usize] = clock;
                clock += 1;
                continue;
            }
            t.pre[b as usize] = clock;
            clock += 1;
            stack.push((b, true));
            let mut c = first_child[b as usize];
            while c != NONE {
                stack.push((c, false));
                c = next_sibling[c as usize];
            }
        }
        t.order = order.into_iter().map(Block::from_index).collect();
        t
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.idom.get(b.index()).is_some_and(|&d| d != NONE)
    }

    /// The immediate dominator (the entry's is itself), or `None` for unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom.get(b.index()).filter(|&&d| d != NONE).map(|&d| Block::from_index(d))
    }

    /// Whether `a` dominates `b` (both reachable; a block dominates itself).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a.index()] <= self.pre[b.index()]
            && self.post[b.index()] <= self.post[a.index()]
    }
}

/// Immediate dominators of reachable blocks, as a map (see [`DomTree`] for the dense form).
pub fn dominators(f: &Function) -> (Vec<Block>, BTreeMap<Block, Block>) {
    let t = DomTree::new(f);
    let idom = t.order.iter().filter_map(|&b| t.idom(b).map(|d| (b, d))).collect();
    (t.order, idom)
}

impl Function {
    /// Successors of a block (empty when it has no terminator).
    pub fn insts_of_terminator(&self, b: Block) -> Vec<Block> {
        self.blocks
            .get(b)
            .and_then(|blk| blk.insts.last())
            .and_then(|&i| self.insts.get(i))
            .map(|d| d.op.successors())
            .unwrap_or_default()
    }

    /// Predecessors of every block, with one entry per edge.
    pub fn predecessors(&self) -> BTreeMap<Block, Vec<Block>> {
        let mut preds: BTreeMap<Block, Vec<Block>> = BTreeMap::new();
        for (b, _) in self.blocks.iter() {
            for s in self.insts_of_terminator(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        preds
    }
}

pub fn verify_function(m: &Module, f: &Function) -> Result<(), VerifyError> {
    if f.is_declaration() {
        return Ok(());
    }
    // Where each instruction sits: (block index, position), `NONE` if in no block.
    let mut place: Vec<(u32, u32)> = vec![(NONE, 0); f.insts.len()];
    for (bi, (_, block)) in f.blocks.iter().enumerate() {
        for (k, &i) in block.insts.iter().enumerate() {
            let err = |message: String| VerifyError { function: f.name.clone(), block: bi, inst: k, message };
            let Some(slot) = place.get_mut(i.index()) else {
                return Err(err(format!("instruction handle {} does not exist", i.index())));
            };
            if slot.0 != NONE {
                return Err(err(format!("instruction {} appears twice", i.index())));
            }
            *slot = (bi as u32, k as u32);
        }
    }
    let cx = Ctx { m, f };
    let succs = Successors::new(f);
    let dom = DomTree::with_successors(f, &succs);
    // Distinct predecessors of each block, sorted: a flat list filled block by block in
    // layout order (so each block's entries come out sorted), then deduplicated in place;
    // block `b`'s are `pred_list[pred_start[b]..pred_start[b] + pred_len[b]]`.
    let n = f.blocks.len();
    let mut pred_start = vec![0u32; n + 1];
    for &s in &succs.list {
        pred_start[s as usize + 1] += 1;
    }
    for k in 0..n {
        pred_start[k + 1] += pred_start[k];
    }
    let mut pred_len = vec![0u32; n];
    let mut pred_list = vec![Block::from_index(0); succs.list.len()];
    for b in 0..n {
        for &s in succs.of(b) {
            let (at, len) = (pred_start[s as usize] as usize, pred_len[s as usize] as usize);
            // Blocks arrive in increasing order, so a duplicate can only be the last one.
            if len == 0 || pred_list[at + len - 1].index() != b {
                pred_list[at + len] = Block::from_index(b as u32);
                pred_len[s as usize] += 1;
            }
        }
    }
    let preds_of = |b: usize| {
        let at = pred_start[b] as usize;
        &pred_list[at..at + pred_len[b] as usize]
    };
    let ret_ty = m.types.function_parts(f.ty).map(|p| p.0);
    let mut got: Vec<Block> = Vec::new();
    for (bi, (b, block)) in f.blocks.iter().enumerate() {
        let fail = |k: usize, message: String| {
            Err(VerifyError { function: f.name.clone(), block: bi, inst: k, message })
        };
        if block.insts.is_empty() {
            return fail(0, "empty block".into());
        }
        let reachable = dom.is_reachable(b);
        let mut phis_done = false;
        for (k, &i) in block.insts.iter().enumerate() {
            let d = &f.insts[i];
            let last = k + 1 == block.insts.len();
            if d.op.is_terminator() != last {
                return fail(
                    k,
                    if last {
                        "block does not end with a terminator".into()
                    } else {
                        "terminator before the end of the block".into()
                    },
                );
            }
            if matches!(d.op, Op::Phi { .. }) {
                if phis_done {
                    return fail(k, "phi after a non-phi instruction".into());
                }
            } else {
                phis_done = true;
            }
            let mut bad_successor = None;
            d.op.for_each_successor(|s| {
                if f.blocks.get(s).is_none() {
                    bad_successor.get_or_insert(s);
                }
            });
            if let Some(s) = bad_successor {
                return fail(k, format!("branch to block {} which does not exist", s.index()));
            }
            // One walk over the operands checks that they exist and, outside phis in
            // reachable code, that their definitions dominate this use; the errors are
            // still reported in that order, with the type check between them.
            // The walk records only which operand failed (a plain value, cheap to carry
            // through the closure); the message is made afterwards.
            let mut bad_operand: Option<Value> = None;
            let mut bad_use = None;
            let check_dominance = reachable && !matches!(d.op, Op::Phi { .. });
            d.op.for_each_operand(|v| {
                if bad_operand.is_none() && !cx.operand_in_range(v) {
                    bad_operand = Some(v);
                }
                if !check_dominance || bad_operand.is_some() || bad_use.is_some() {
                    return;
                }
                if let Value::Inst(def) = v {
                    let (db, dk) = place[def.index()];
                    if db == NONE {
                        bad_use = Some(format!("operand instruction {} is in no block", def.index()));
                        return;
                    }
                    let ok = if db as usize == b.index() {
                        (dk as usize) < k
                    } else {
                        dom.dominates(Block::from_index(db), b)
                    };
                    if !ok {
                        bad_use =
                            Some(format!("operand instruction {} does not dominate its use", def.index()));
                    }
                }
            });
            if let Some(Err(msg)) = bad_operand.map(|v| cx.operand_exists(v)) {
                return fail(k, msg);
            }
            if let Err(msg) = cx.types(d, ret_ty) {
                return fail(k, format!("{}: {msg}", d.op.opcode_name()));
            }
            // Dominance, in reachable code only.
            if !reachable {
                continue;
            }
            if let Op::Phi { incoming } = &d.op {
                got.clear();
                got.extend(incoming.iter().map(|x| x.1));
                got.sort();
                got.dedup();
                let want = preds_of(b.index());
                if want != got.as_slice() {
                    return fail(k, format!("phi names blocks {got:?} but the predecessors are {want:?}"));
                }
                for (v, from) in incoming {
                    if let Value::Inst(def) = v {
                        let db = match place[def.index()].0 {
                            NONE => *from,
                            x => Block::from_index(x),
                        };
                        if dom.is_reachable(*from) && !dom.dominates(db, *from) {
                            return fail(
                                k,
                                format!(
                                    "phi operand %{} does not dominate the edge from block {}",
                                    def.index(),
                                    from.index()
                                ),
                            );
                        }
                    }
                }
                continue;
            }
            if let Some(msg) = bad_use {
                return fail(k, msg);
            }
        }
    }
    Ok(())
}

impl Ctx<'_> {
    #[inline]
    fn operand_in_range(&self, v: Value) -> bool {
        match v {
            Value::Inst(i) => i.index() < self.f.insts.len(),
            Value::Arg(a) => (a as usize) < self.f.params.len(),
            Value::Const(c) => c.index() < self.m.constants.len(),
        }
    }

    fn operand_exists(&self, v: Value) -> Result<(), String> {
        match v {
            Value::Inst(i) if self.f.insts.get(i).is_none() => {
                Err(format!("operand instruction {} does not exist", i.index()))
            }
            Value::Arg(a) if a as usize >= self.f.params.len() => {
                Err(format!("operand argument {a} does not exist"))
            }
            Value::Const(c) if self.m.constants.get(c).is_none() => {
                Err(format!("operand constant {} does not exist", c.index()))
            }
            _ => Ok(()),
        }
    }

    fn types(&self, d: &InstData, ret_ty: Option<crate::types::Type>) -> Result<(), String> {
        let t = &self.m.types;
        let ty = |v: Value| self.m.value_type(self.f, v);
        let show = |x| t.display(x);
        let same = |a: Value, b: Value| -> Result<(), String> {
            if ty(a) != ty(b) {
                return Err(format!("operand types differ: {} and {}", show(ty(a)), show(ty(b))));
            }
            Ok(())
        };
        let is_bool = |x| matches!(t.inner(t.scalar(x)), TypeInner::Int(1));
        match &d.op {
            Op::Binary { op, lhs, rhs, .. } => {
                same(*lhs, *rhs)?;
                if ty(*lhs) != d.ty {
                    return Err(format!(
                        "result type {} differs from operand type {}",
                        show(d.ty),
                        show(ty(*lhs))
                    ));
                }
                let float = t.is_float(t.scalar(d.ty));
                if op.is_float() != float {
                    return Err(format!("{} on {}", op.name(), show(d.ty)));
                }
            }
            Op::Unary { value, .. } if (ty(*value) != d.ty || !t.is_float(t.scalar(d.ty))) => {
                return Err(format!("fneg of {} giving {}", show(ty(*value)), show(d.ty)));
            }
            Op::Cast { op, value } => {
                // Only the casts whose operand and result kinds are fixed by LLVM's rules;
                // a mutated or hostile module must not reach isel with `trunc i8 to i64`.
                let (from, to) = (ty(*value), d.ty);
                let bad = || Err(format!("{} from {} to {}", op.name(), show(from), show(to)));
                if t.vector_len(from) != t.vector_len(to) && !matches!(op, CastOp::BitCast) {
                    return bad();
                }
                let float_bits = |x| match t.inner(t.scalar(x)) {
                    TypeInner::Half | TypeInner::BFloat => Some(16),
                    TypeInner::Float => Some(32),
                    TypeInner::Double => Some(64),
                    _ => None,
                };
                let ok = match op {
                    CastOp::Trunc => {
                        matches!((t.int_bits(from), t.int_bits(to)), (Some(a), Some(b)) if b < a)
                    }
                    CastOp::ZExt | CastOp::SExt => {
                        matches!((t.int_bits(from), t.int_bits(to)), (Some(a), Some(b)) if b > a)
                    }
                    CastOp::FPTrunc => {
                        matches!((float_bits(from), float_bits(to)), (Some(a), Some(b)) if b <= a)
                    }
                    CastOp::FPExt => {
                        matches!((float_bits(from), float_bits(to)), (Some(a), Some(b)) if b >= a)
                    }
                    CastOp::FPToUI | CastOp::FPToSI => float_bits(from).is_some() && t.int_bits(to).is_some(),
                    CastOp::UIToFP | CastOp::SIToFP => t.int_bits(from).is_some() && float_bits(to).is_some(),
                    _ => true,
                };
                if !ok {
                    return bad();
                }
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                same(*lhs, *rhs)?;
                if !is_bool(d.ty) {
                    return Err(format!("comparison gives {}", show(d.ty)));
                }
                let float = t.is_float(t.scalar(ty(*lhs)));
                if pred.is_float() != float || !(pred.is_float() || pred.is_int()) {
                    return Err(format!("predicate {} on {}", pred.name(), show(ty(*lhs))));
                }
            }
            Op::Select { cond, then, otherwise } => {
                same(*then, *otherwise)?;
                if !is_bool(ty(*cond)) || ty(*then) != d.ty {
                    return Err("condition must be i1 and the result the operands' type".into());
                }
            }
            Op::Load { ty: lt, ptr, .. } => {
                let pt = ty(*ptr);
                if !t.is_pointer(pt) {
                    return Err(format!("loads through {}", show(pt)));
                }
                if t.pointee(pt).is_some_and(|p| p != *lt) || *lt != d.ty {
                    return Err(format!("loads {} through {}", show(*lt), show(pt)));
                }
            }
            Op::Store { ptr, value, .. } => {
                let pt = ty(*ptr);
                if !t.is_pointer(pt) || t.pointee(pt).is_some_and(|p| p != ty(*value)) {
                    return Err(format!("stores {} through {}", show(ty(*value)), show(pt)));
                }
            }
            Op::Gep { base, .. } if !t.is_pointer(t.scalar(ty(*base))) => {
                return Err(format!("base is {}", show(ty(*base))));
            }
            Op::Call { callee, fn_ty, args, .. } => {
                let Some((ret, params, vararg)) = t.function_parts(*fn_ty) else {
                    return Err(format!("call through non-function type {}", show(*fn_ty)));
                };
                if ret != d.ty {
                    return Err(format!("returns {} into {}", show(ret), show(d.ty)));
                }
                if args.len() < params.len() || (!vararg && args.len() != params.len()) {
                    return Err(format!("{} arguments for {} parameters", args.len(), params.len()));
                }
                for (k, (a, p)) in args.iter().zip(params).enumerate() {
                    if ty(*a) != *p {
                        return Err(format!(
                            "argument {k} is {} but the parameter is {}",
                            show(ty(*a)),
                            show(*p)
                        ));
                    }
                }
                if !t.is_pointer(ty(*callee)) {
                    return Err(format!("callee is {}", show(ty(*callee))));
                }
            }
            Op::Gpu { op, args } => {
                let arg_types: Vec<_> = args.iter().map(|a| ty(*a)).collect();
                op.check(t, &arg_types, d.ty).map_err(|e| format!("gpu.{}: {e}", op.name()))?;
            }
            Op::Ret { value } => {
                let got = value.map(ty);
                let want = ret_ty.filter(|r| !matches!(t.inner(*r), TypeInner::Void));
                if got != want {
                    return Err(format!(
                        "returns {} from a function returning {}",
                        got.map(show).unwrap_or("void".into()),
                        want.map(show).unwrap_or("void".into())
                    ));
                }
            }
            Op::CondBr { cond, .. } if !matches!(t.inner(ty(*cond)), TypeInner::Int(1)) => {
                return Err(format!("condition is {}", show(ty(*cond))));
            }
            Op::Phi { incoming } => {
                for (v, _) in incoming {
                    if ty(*v) != d.ty {
                        return Err(format!("incoming {} into a {} phi", show(ty(*v)), show(d.ty)));
                    }
                }
            }
            Op::ExtractElement { vector, .. }
                if (t.aggregate_element(ty(*vector), 0) != Some(d.ty)
                    || t.vector_len(ty(*vector)).is_none()) =>
            {
                return Err(format!("extracts {} from {}", show(d.ty), show(ty(*vector))));
            }
            Op::InsertElement { vector, value, .. }
                if (ty(*vector) != d.ty || t.aggregate_element(d.ty, 0) != Some(ty(*value))) =>
            {
                return Err(format!("inserts {} into {}", show(ty(*value)), show(ty(*vector))));
            }
            Op::ExtractValue { aggregate, indices } => {
                let mut cur = ty(*aggregate);
                for &i in indices {
                    cur = t
                        .aggregate_element(cur, i as u64)
                        .ok_or_else(|| format!("index {i} into {}", show(cur)))?;
                }
                if cur != d.ty {
                    return Err(format!("extracts {} where the element is {}", show(d.ty), show(cur)));
                }
            }
            Op::InsertValue { aggregate, value, indices } => {
                let mut cur = ty(*aggregate);
                for &i in indices {
                    cur = t
                        .aggregate_element(cur, i as u64)
                        .ok_or_else(|| format!("index {i} into {}", show(cur)))?;
                }
                if cur != ty(*value) || ty(*aggregate) != d.ty {
                    return Err(format!("inserts {} where the element is {}", show(ty(*value)), show(cur)));
                }
            }
            _ => {}
        }
        Ok(())
    }
}
