//! The verifier: what every pass may assume about a function. Operands exist; each block
//! ends in exactly one terminator; phis come first and name each predecessor; operand
//! types agree with each operation; every use is dominated by its definition (in
//! reachable code, as LLVM requires). It runs after decoding, and after every pass in
//! tests and debug builds.

use crate::ir::*;
use crate::types::TypeInner;
use std::collections::{BTreeMap, BTreeSet};

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
    /// Where each instruction sits: (block, index in block).
    place: BTreeMap<Inst, (Block, usize)>,
}

/// Immediate dominators of reachable blocks (Cooper, Harvey & Kennedy's iterative method).
pub fn dominators(f: &Function) -> (Vec<Block>, BTreeMap<Block, Block>) {
    let Some(entry) = f.entry() else { return (Vec::new(), BTreeMap::new()) };
    let succ = |b: Block| f.insts_of_terminator(b);
    // Reverse post-order.
    let mut order = Vec::new();
    let mut seen = BTreeSet::new();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.pop() {
        let s = succ(b);
        if i < s.len() {
            stack.push((b, i + 1));
            let n = s[i];
            if f.blocks.get(n).is_some() && seen.insert(n) {
                stack.push((n, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    let rpo_index: BTreeMap<Block, usize> = order.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let mut preds: BTreeMap<Block, Vec<Block>> = BTreeMap::new();
    for &b in &order {
        for s in succ(b) {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut idom: BTreeMap<Block, Block> = BTreeMap::new();
    idom.insert(entry, entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new: Option<Block> = None;
            for &p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                if !idom.contains_key(&p) {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while rpo_index[&a] > rpo_index[&c] {
                                a = idom[&a];
                            }
                            while rpo_index[&c] > rpo_index[&a] {
                                c = idom[&c];
                            }
                        }
                        a
                    }
                });
            }
            if let Some(n) = new {
                if idom.get(&b) != Some(&n) {
                    idom.insert(b, n);
                    changed = true;
                }
            }
        }
    }
    (order, idom)
}

fn dominates(idom: &BTreeMap<Block, Block>, a: Block, mut b: Block) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom.get(&b) {
            Some(&p) if p != b => b = p,
            _ => return false,
        }
    }
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
    let mut place = BTreeMap::new();
    for (bi, (b, block)) in f.blocks.iter().enumerate() {
        for (k, &i) in block.insts.iter().enumerate() {
            let err = |message: String| VerifyError { function: f.name.clone(), block: bi, inst: k, message };
            if f.insts.get(i).is_none() {
                return Err(err(format!("instruction handle {} does not exist", i.index())));
            }
            if place.insert(i, (b, k)).is_some() {
                return Err(err(format!("instruction {} appears twice", i.index())));
            }
        }
    }
    let cx = Ctx { m, f, place };
    let (_, idom) = dominators(f);
    let preds = f.predecessors();
    let ret_ty = m.types.function_parts(f.ty).map(|p| p.0);
    for (bi, (b, block)) in f.blocks.iter().enumerate() {
        let fail = |k: usize, message: String| {
            Err(VerifyError { function: f.name.clone(), block: bi, inst: k, message })
        };
        if block.insts.is_empty() {
            return fail(0, "empty block".into());
        }
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
            for s in d.op.successors() {
                if f.blocks.get(s).is_none() {
                    return fail(k, format!("branch to block {} which does not exist", s.index()));
                }
            }
            for v in d.op.operands() {
                if let Err(msg) = cx.operand_exists(v) {
                    return fail(k, msg);
                }
            }
            if let Err(msg) = cx.types(d, ret_ty) {
                return fail(k, format!("{}: {msg}", d.op.opcode_name()));
            }
            // Dominance, in reachable code only.
            if !idom.contains_key(&b) {
                continue;
            }
            if let Op::Phi { incoming } = &d.op {
                let mut want: Vec<Block> = preds.get(&b).cloned().unwrap_or_default();
                want.sort();
                want.dedup();
                let mut got: Vec<Block> = incoming.iter().map(|x| x.1).collect();
                got.sort();
                got.dedup();
                if want != got {
                    return fail(k, format!("phi names blocks {got:?} but the predecessors are {want:?}"));
                }
                for (v, from) in incoming {
                    if let Value::Inst(def) = v {
                        let (db, _) = cx.place.get(def).copied().unwrap_or((*from, 0));
                        if idom.contains_key(from) && !dominates(&idom, db, *from) {
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
            for v in d.op.operands() {
                if let Value::Inst(def) = v {
                    let Some(&(db, dk)) = cx.place.get(&def) else {
                        return fail(k, format!("operand instruction {} is in no block", def.index()));
                    };
                    let ok = if db == b { dk < k } else { dominates(&idom, db, b) };
                    if !ok {
                        return fail(
                            k,
                            format!("operand instruction {} does not dominate its use", def.index()),
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

impl Ctx<'_> {
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
                    cur =
                        t.aggregate_element(cur, i as u64).ok_or(format!("index {i} into {}", show(cur)))?;
                }
                if cur != d.ty {
                    return Err(format!("extracts {} where the element is {}", show(d.ty), show(cur)));
                }
            }
            Op::InsertValue { aggregate, value, indices } => {
                let mut cur = ty(*aggregate);
                for &i in indices {
                    cur =
                        t.aggregate_element(cur, i as u64).ok_or(format!("index {i} into {}", show(cur)))?;
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
