//! Constant folding: an instruction whose operands are all constants becomes a constant,
//! computed by the interpreter's operations (so folding and execution cannot disagree);
//! `select` and conditional branches on a constant condition pick their side; phis whose
//! incoming values are all the same value become that value. Operations that could trap
//! (integer division by zero) are left for run time.

use gpu_ir::{ConstId, ConstantData, FuncId, Module, Op, Type, TypeInner, Value};
use interp::exec::{
    binary, cast, compare, extract_element, fneg, insert_element, insert_value, select, shuffle,
};
use interp::Val;

/// The value of a plain constant (no globals, functions or expressions), as the
/// interpreter represents it.
pub fn const_val(m: &Module, c: ConstId) -> Option<Val> {
    const_val_at(m, c, 0)
}

fn const_val_at(m: &Module, c: ConstId, depth: u32) -> Option<Val> {
    if depth > 32 {
        return None;
    }
    let types = &m.types;
    Some(match m.constants.get(c)? {
        ConstantData::Int { ty, bits } => Val::int(*bits as u64, types.int_bits(*ty)?),
        ConstantData::Float { ty, bits } => match types.inner(*ty) {
            TypeInner::Half => Val::Half(*bits as u16),
            TypeInner::BFloat => Val::BFloat(*bits as u16),
            TypeInner::Float => Val::Float(f32::from_bits(*bits as u32)),
            TypeInner::Double => Val::Double(f64::from_bits(*bits)),
            _ => return None,
        },
        ConstantData::Zero(ty)
        | ConstantData::Null(ty)
        | ConstantData::Undef(ty)
        | ConstantData::Poison(ty) => interp::value::zero(types, *ty).ok()?,
        ConstantData::Aggregate { ty, elems } => {
            let es = elems.iter().map(|e| const_val_at(m, *e, depth + 1)).collect::<Option<Vec<_>>>()?;
            match types.inner(*ty) {
                TypeInner::Vector { .. } => Val::Vector(es),
                _ => Val::Aggregate(es),
            }
        }
        ConstantData::Data { ty, elems } => {
            let elem = types.aggregate_element(*ty, 0)?;
            let es = elems
                .iter()
                .map(|&b| match types.inner(elem) {
                    TypeInner::Int(w) => Some(Val::int(b, *w)),
                    TypeInner::Half => Some(Val::Half(b as u16)),
                    TypeInner::BFloat => Some(Val::BFloat(b as u16)),
                    TypeInner::Float => Some(Val::Float(f32::from_bits(b as u32))),
                    TypeInner::Double => Some(Val::Double(f64::from_bits(b))),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>()?;
            match types.inner(*ty) {
                TypeInner::Vector { .. } => Val::Vector(es),
                _ => Val::Aggregate(es),
            }
        }
        _ => return None,
    })
}

/// A new constant of type `ty` holding `v`; `None` for values that have no constant form
/// here (non-null pointers).
pub fn make_const(m: &mut Module, ty: Type, v: &Val) -> Option<ConstId> {
    let data = match (m.types.inner(ty).clone(), v) {
        (TypeInner::Int(_), Val::Int { bits, .. }) => ConstantData::Int { ty, bits: u128::from(*bits) },
        (TypeInner::Half, Val::Half(h)) | (TypeInner::BFloat, Val::BFloat(h)) => {
            ConstantData::Float { ty, bits: u64::from(*h) }
        }
        (TypeInner::Float, Val::Float(f)) => ConstantData::Float { ty, bits: u64::from(f.to_bits()) },
        (TypeInner::Double, Val::Double(d)) => ConstantData::Float { ty, bits: d.to_bits() },
        (TypeInner::Pointer { .. }, Val::Ptr(0)) => ConstantData::Null(ty),
        (TypeInner::Vector { elem, .. }, Val::Vector(es))
        | (TypeInner::Array { elem, .. }, Val::Aggregate(es)) => {
            let elems = es.iter().map(|e| make_const(m, elem, e)).collect::<Option<Vec<_>>>()?;
            ConstantData::Aggregate { ty, elems }
        }
        (
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. },
            Val::Aggregate(es),
        ) => {
            let elems =
                fields.iter().zip(es).map(|(f, e)| make_const(m, *f, e)).collect::<Option<Vec<_>>>()?;
            ConstantData::Aggregate { ty, elems }
        }
        _ => return None,
    };
    Some(m.constants.append(data))
}

fn konst(m: &Module, v: Value) -> Option<Val> {
    match v {
        Value::Const(c) => const_val(m, c),
        _ => None,
    }
}

/// What one instruction folds to.
enum Folded {
    Value(Value),
    NewConst(Val),
}

fn fold_op(m: &Module, op: &Op, ty: Type) -> Option<Folded> {
    let types = &m.types;
    let c = |v: &Value| konst(m, *v);
    let val = |r: Result<Val, interp::InterpError>| r.ok().map(Folded::NewConst);
    match op {
        Op::Unary { value, .. } => val(fneg(types, &c(value)?, ty)),
        Op::Binary { op, lhs, rhs, .. } => val(binary(types, *op, &c(lhs)?, &c(rhs)?, ty)),
        Op::Cast { op, value } => {
            use gpu_ir::CastOp::*;
            if matches!(op, PtrToInt | IntToPtr | AddrSpaceCast) {
                return None;
            }
            let from = m.const_type(match value {
                Value::Const(k) => *k,
                _ => return None,
            });
            val(cast(types, *op, &c(value)?, from, ty))
        }
        Op::Cmp { pred, lhs, rhs, .. } => val(compare(pred.0, &c(lhs)?, &c(rhs)?)),
        Op::Select { cond, then, otherwise } => {
            let k = c(cond)?;
            match k {
                Val::Vector(_) => val(select(&k, c(then)?, c(otherwise)?)),
                k => Some(Folded::Value(if k.as_bool().ok()? { *then } else { *otherwise })),
            }
        }
        Op::Freeze { value } => Some(Folded::Value(*value)),
        Op::ExtractElement { vector, index } => val(extract_element(&c(vector)?, &c(index)?)),
        Op::InsertElement { vector, value, index } => val(insert_element(c(vector)?, c(value)?, &c(index)?)),
        Op::ShuffleVector { a, b, mask } => {
            let a_ty = m.const_type(match a {
                Value::Const(k) => *k,
                _ => return None,
            });
            val(shuffle(types, a_ty, &c(a)?, &c(b)?, mask))
        }
        Op::ExtractValue { aggregate, indices } => {
            let mut v = c(aggregate)?;
            for &i in indices {
                v = v.elements().ok()?.get(i as usize)?.clone();
            }
            Some(Folded::NewConst(v))
        }
        Op::InsertValue { aggregate, value, indices } => val(insert_value(c(aggregate)?, c(value)?, indices)),
        Op::Phi { incoming } => {
            let first = incoming.first()?.0;
            incoming.iter().all(|(v, _)| *v == first).then_some(Folded::Value(first))
        }
        _ => None,
    }
}

/// Folds `f` to a fixed point; returns how many instructions were replaced. Replaced
/// instructions stay in their blocks, unused, for dead-code elimination to remove.
///
/// Each round folds in layout order and rewrites the uses of what it replaced in one pass.
/// What an instruction folds to depends only on its operands, so after the first round
/// only the instructions whose operands that rewrite changed are looked at again (and
/// every phi after a branch was decided, since pruning edits their incoming lists).
pub fn fold_function(m: &mut Module, f: FuncId) -> usize {
    let mut replaced = 0;
    let n = m.functions[f].insts.len();
    // Replaced instructions are left as `freeze` of their value; they must not be
    // "folded" again.
    let mut done = vec![false; n];
    // Instructions to look at this round (all of them in the first).
    let mut todo = vec![true; n];
    // The replacement of each instruction replaced in this round, if any.
    let mut repl: Vec<Option<Value>> = vec![None; n];
    let mut insts: Vec<gpu_ir::Inst> = Vec::new();
    loop {
        let mut changes: Vec<(gpu_ir::Inst, Value)> = Vec::new();
        insts.clear();
        insts.extend(
            m.functions[f]
                .blocks
                .iter()
                .flat_map(|(_, b)| b.insts.iter().copied())
                .filter(|i| todo.get(i.index()).copied().unwrap_or(false)),
        );
        todo.iter_mut().for_each(|t| *t = false);
        for &i in &insts {
            if done[i.index()] {
                continue;
            }
            let d = &m.functions[f].insts[i];
            let ty = d.ty;
            // A phi that names itself (a loop) is not a constant.
            if let Op::Phi { incoming } = &d.op {
                if incoming.iter().any(|(v, _)| *v == Value::Inst(i)) {
                    continue;
                }
            }
            match fold_op(m, &d.op, ty) {
                Some(Folded::Value(v)) if v != Value::Inst(i) => changes.push((i, v)),
                Some(Folded::NewConst(v)) => {
                    if let Some(k) = make_const(m, ty, &v) {
                        changes.push((i, Value::Const(k)));
                    }
                }
                _ => {}
            }
        }
        // Branches on constants become unconditional.
        let terms: Vec<gpu_ir::Inst> =
            m.functions[f].blocks.iter().filter_map(|(_, b)| b.insts.last().copied()).collect();
        let mut branch_changes = 0;
        for t in terms {
            let new = match &m.functions[f].insts[t].op {
                Op::CondBr { cond: Value::Const(k), then, otherwise } => const_val(m, *k)
                    .and_then(|v| v.as_bool().ok())
                    .map(|b| if b { *then } else { *otherwise }),
                Op::Switch { value: Value::Const(k), default, cases } => {
                    let v = const_val(m, *k).and_then(|v| v.as_u64().ok());
                    v.map(|v| {
                        cases
                            .iter()
                            .find(|(c, _)| const_val(m, *c).and_then(|x| x.as_u64().ok()) == Some(v))
                            .map(|c| c.1)
                            .unwrap_or(*default)
                    })
                }
                _ => None,
            };
            if let Some(dest) = new {
                m.functions[f].insts[t].op = Op::Br { dest };
                branch_changes += 1;
            }
        }
        if changes.is_empty() && branch_changes == 0 {
            return replaced;
        }
        replaced += changes.len() + branch_changes;
        let func = &mut m.functions[f];
        // One pass over the function for the whole batch (a pass per replaced instruction
        // was quadratic); a replacement that is itself replaced is followed.
        for &(i, v) in &changes {
            repl[i.index()] = Some(v);
        }
        let bound = changes.len();
        let resolve = |repl: &[Option<Value>], mut v: Value| {
            for _ in 0..=bound {
                match v {
                    Value::Inst(x) => match repl.get(x.index()).copied().flatten() {
                        Some(w) => v = w,
                        None => break,
                    },
                    _ => break,
                }
            }
            v
        };
        let gpu_ir::Function { blocks, insts: arena, .. } = &mut *func;
        for (_, b) in blocks.iter() {
            for &i in &b.insts {
                let mut touched = false;
                crate::rewrite::for_each_operand_mut(&mut arena[i].op, |v| {
                    if let Value::Inst(_) = v {
                        let w = resolve(&repl, *v);
                        if w != *v {
                            *v = w;
                            touched = true;
                        }
                    }
                });
                if touched {
                    todo[i.index()] = true;
                }
            }
        }
        let mut dropped_phis = false;
        for &(i, v) in &changes {
            // Leave a harmless instruction behind: it has no uses and DCE removes it. A
            // phi goes at once instead: a `freeze` among the phis would break the rule that
            // phis come first in their block.
            if matches!(arena[i].op, Op::Phi { .. }) {
                dropped_phis = true;
            } else {
                arena[i].op = Op::Freeze { value: resolve(&repl, v) };
            }
            done[i.index()] = true;
        }
        if dropped_phis {
            for (_, b) in blocks.iter_mut() {
                b.insts.retain(|i| !(done[i.index()] && matches!(arena[*i].op, Op::Phi { .. })));
            }
        }
        for &(i, _) in &changes {
            repl[i.index()] = None;
        }
        if branch_changes > 0 {
            crate::cfg::prune_phis(func);
            // Pruning edits incoming lists without going through the rewrite above.
            let func = &m.functions[f];
            for (_, b) in func.blocks.iter() {
                for &i in &b.insts {
                    if !matches!(func.insts[i].op, Op::Phi { .. }) {
                        break;
                    }
                    todo[i.index()] = true;
                }
            }
        }
    }
}
