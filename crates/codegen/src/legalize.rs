//! Legalization: gpu-ir → gpu-ir rewrites that bring a function to the forms a backend
//! selects, still in gpu-ir so that the reference interpreter runs the function before
//! and after and the results must agree (the `legalize` tests do this on every fixture
//! kernel).
//!
//! [`scalarize`] splits arithmetic on vectors — unary and binary operators,
//! comparisons, selects, casts, freezes and element-wise GPU operations (math,
//! conversions, LLVM intrinsics) — into one operation per element, taken apart with
//! `extractelement` and put back together with `insertelement`. Vector loads, stores,
//! element accesses and shuffles stay: backends handle them as groups of registers.
//!
//! [`undefined_function_constants`] answers the `is_function_constant_defined` queries
//! that specialization left (no pipeline script) with `false`.

use gpu_ir::gpu::{Elem, GpuOp};
use gpu_ir::{ConstantData, FuncId, Function, Inst, InstData, Module, Op, Type, TypeInner, Value};

/// Why a function could not be legalized.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LegalizeError {
    #[error("function {0:?} does not exist")]
    NoFunction(FuncId),
    /// A form the legalization does not handle; names the function and the feature.
    #[error("function `{function}`: {feature} is not supported")]
    Unsupported { function: String, feature: String },
}

/// What [`scalarize`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScalarizeStats {
    /// Vector operations split.
    pub split: usize,
    /// Instructions added.
    pub added: usize,
}

fn vector_parts(m: &Module, t: Type) -> Option<(Type, u32)> {
    match m.types.inner(t) {
        TypeInner::Vector { elem, len } => Some((*elem, *len)),
        _ => None,
    }
}

/// The element-wise version of a GPU operation on one lane, where one exists.
fn lane_op(op: &GpuOp) -> Option<GpuOp> {
    let one = |e: &Elem| Elem { lanes: 1, ..*e };
    match op {
        GpuOp::Math { func, fast, ty } if ty.lanes > 1 => {
            Some(GpuOp::Math { func: *func, fast: *fast, ty: one(ty) })
        }
        GpuOp::Convert { dst, src } if dst.lanes > 1 && dst.lanes == src.lanes => {
            Some(GpuOp::Convert { dst: one(dst), src: one(src) })
        }
        GpuOp::Llvm { op, ty: Some(ty) } if ty.lanes > 1 => {
            use gpu_ir::gpu::LlvmOp as L;
            // Only the element-wise intrinsics; memory and bookkeeping ones are not.
            let elementwise = !matches!(
                op,
                L::LifetimeStart | L::LifetimeEnd | L::Memcpy | L::Memmove | L::Memset | L::Assume
            );
            elementwise.then(|| GpuOp::Llvm { op: *op, ty: Some(one(ty)) })
        }
        _ => None,
    }
}

/// Whether `op` (with result type `ty`) is split, and the vector length.
fn split_len(m: &Module, f: &Function, data: &InstData) -> Option<u32> {
    let vec_len = |t: Type| vector_parts(m, t).map(|(_, n)| n);
    match &data.op {
        Op::Unary { .. } | Op::Binary { .. } | Op::Select { .. } | Op::Freeze { .. } => vec_len(data.ty),
        // A cast is element-wise only between vectors of the same length: a bitcast that
        // reshapes (`i64` to `<2 x i32>`, `<4 x i8>` to `i32`, `<2 x i32>` to `<4 x i16>`)
        // moves bits between elements and stays whole; backends repack it.
        Op::Cast { value, .. } => {
            let n = vec_len(data.ty)?;
            (vec_len(m.value_type(f, *value)) == Some(n)).then_some(n)
        }
        Op::Cmp { lhs, .. } => vec_len(m.value_type(f, *lhs)),
        Op::Gpu { op, .. } => lane_op(op).and(vec_len(data.ty)),
        Op::Call { .. } => intrinsic(m, &data.op).and_then(|op| lane_op(&op)).and(vec_len(data.ty)),
        _ => None,
    }
}

/// The GPU operation a call to a declared intrinsic performs.
pub fn intrinsic(m: &Module, op: &Op) -> Option<GpuOp> {
    let Op::Call { callee, fn_ty, .. } = op else { return None };
    let f = m.functions.get(m.called_function(*callee)?)?;
    if !f.is_declaration() {
        return None;
    }
    gpu_ir::gpu::classify(&f.name, *fn_ty, &m.types)
}

/// The intrinsic's name as a module declares it.
fn intrinsic_name(op: &GpuOp) -> String {
    match op {
        GpuOp::Llvm { .. } => op.name(),
        _ => format!("air.{}", op.name()),
    }
}

/// The function value and type of the scalar intrinsic `op` with the given signature,
/// declared in `m` if it is not yet.
pub(crate) fn declare(m: &mut Module, op: &GpuOp, ret: Type, params: &[Type]) -> (Value, Type) {
    let name = intrinsic_name(op);
    let fn_ty = m.types.intern(TypeInner::Function { ret, params: params.to_vec(), vararg: false });
    let fid = match m.function_by_name(&name) {
        Some(f) => f,
        None => {
            let ptr_ty = m.types.pointer(fn_ty, 0);
            m.functions.append(Function {
                name,
                ty: fn_ty,
                ptr_ty,
                params: params.iter().map(|t| gpu_ir::Param { ty: *t, name: None }).collect(),
                linkage: gpu_ir::Linkage::External,
                attrs: Default::default(),
                section: None,
                calling_conv: 0,
                blocks: Default::default(),
                insts: Default::default(),
            })
        }
    };
    (Value::Const(m.constants.append(ConstantData::Function(fid))), fn_ty)
}

/// Splits vector arithmetic of function `fid` into per-element operations.
pub fn scalarize(m: &mut Module, fid: FuncId) -> Result<ScalarizeStats, LegalizeError> {
    let mut stats = ScalarizeStats::default();
    let Some(f) = m.functions.get(fid) else { return Err(LegalizeError::NoFunction(fid)) };
    // Decide on the unchanged function, then rewrite.
    let mut work: Vec<(Inst, u32)> = Vec::new();
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            if let Some(d) = f.insts.get(i) {
                if let Some(n) = split_len(m, f, d) {
                    work.push((i, n));
                }
            }
        }
    }
    if work.is_empty() {
        return Ok(stats);
    }
    let i32t = m.types.int(32);
    let mut index_consts = Vec::new();
    let max = work.iter().map(|w| w.1).max().unwrap_or(0);
    for k in 0..max {
        index_consts
            .push(Value::Const(m.constants.append(ConstantData::Int { ty: i32t, bits: u128::from(k) })));
    }
    let mut undefs: std::collections::BTreeMap<Type, Value> = std::collections::BTreeMap::new();
    for &(i, _) in &work {
        let ty = m.functions.get(fid).and_then(|f| f.insts.get(i)).map(|d| d.ty);
        if let Some(t) = ty {
            undefs.entry(t).or_insert_with(|| Value::Const(m.constants.append(ConstantData::Undef(t))));
        }
    }
    // Element types, computed while the module is borrowed immutably.
    let mut plans: Vec<(Inst, u32, Vec<Option<Type>>, Type)> = Vec::new();
    {
        let f = &m.functions[fid];
        for &(i, n) in &work {
            let d = &f.insts[i];
            let operands = d.op.operands();
            let elems: Vec<Option<Type>> =
                operands.iter().map(|v| vector_parts(m, m.value_type(f, *v)).map(|(e, _)| e)).collect();
            let Some((result_elem, _)) = vector_parts(m, d.ty) else { continue };
            let _ = n;
            plans.push((i, n, elems, result_elem));
        }
    }
    // Scalar declarations for split calls, made while the module is free to change.
    let mut callees: std::collections::BTreeMap<Inst, (Value, Type)> = std::collections::BTreeMap::new();
    for (i, _, elems, result_elem) in &plans {
        let data = m.functions[fid].insts[*i].clone();
        let Some(op) = intrinsic(m, &data.op).and_then(|o| lane_op(&o)) else { continue };
        let Op::Call { args, .. } = &data.op else { continue };
        let arg_tys: Vec<Type> = args
            .iter()
            .zip(elems.iter().skip(1))
            .map(|(a, e)| e.unwrap_or_else(|| m.value_type(&m.functions[fid], *a)))
            .collect();
        callees.insert(*i, declare(m, &op, *result_elem, &arg_tys));
    }
    let f = &mut m.functions[fid];
    let mut replacement: std::collections::BTreeMap<Inst, Vec<Inst>> = std::collections::BTreeMap::new();
    for (i, n, elems, result_elem) in plans {
        let original = f.insts[i].clone();
        let operands = original.op.operands();
        let mut seq = Vec::new();
        let mut lanes = Vec::new();
        for k in 0..n {
            let idx = index_consts[k as usize];
            // Each vector operand's element k; scalar operands (a select's condition)
            // stay as they are.
            let mut lane_operands = Vec::with_capacity(operands.len());
            for (v, e) in operands.iter().zip(&elems) {
                match e {
                    Some(et) => {
                        let x = f.insts.append(InstData {
                            op: Op::ExtractElement { vector: *v, index: idx },
                            ty: *et,
                            name: None,
                            loc: original.loc,
                        });
                        seq.push(x);
                        lane_operands.push(Value::Inst(x));
                    }
                    None => lane_operands.push(*v),
                }
            }
            let mut op = original.op.clone();
            if let Op::Gpu { op: g, .. } = &mut op {
                if let Some(l) = lane_op(g) {
                    *g = l;
                }
            }
            let mut it = lane_operands.into_iter();
            set_operands(&mut op, &mut it);
            if let (Op::Call { callee, fn_ty, .. }, Some((c, t))) = (&mut op, callees.get(&i)) {
                *callee = *c;
                *fn_ty = *t;
            }
            let r = f.insts.append(InstData { op, ty: result_elem, name: None, loc: original.loc });
            seq.push(r);
            lanes.push(r);
        }
        // Reassemble; the last insertelement takes the original handle so every use
        // stays valid.
        let mut acc = undefs.get(&original.ty).copied().unwrap_or(Value::Arg(u32::MAX));
        for (k, r) in lanes.iter().enumerate() {
            let ins = Op::InsertElement { vector: acc, value: Value::Inst(*r), index: index_consts[k] };
            if k + 1 == lanes.len() {
                f.insts[i] =
                    InstData { op: ins, ty: original.ty, name: original.name.clone(), loc: original.loc };
                seq.push(i);
            } else {
                let x = f.insts.append(InstData { op: ins, ty: original.ty, name: None, loc: original.loc });
                seq.push(x);
                acc = Value::Inst(x);
            }
        }
        stats.split += 1;
        stats.added += seq.len().saturating_sub(1);
        replacement.insert(i, seq);
    }
    let blocks: Vec<gpu_ir::Block> = f.blocks.handles().collect();
    for b in blocks {
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len());
        for i in old {
            match replacement.get(&i) {
                Some(seq) => new.extend_from_slice(seq),
                None => new.push(i),
            }
        }
        f.blocks[b].insts = new;
    }
    Ok(stats)
}

/// Sets the value operands of `op`, in [`Op::operands`] order, from `values`.
fn set_operands(op: &mut Op, values: &mut impl Iterator<Item = Value>) {
    let mut set = |v: &mut Value| {
        if let Some(x) = values.next() {
            *v = x;
        }
    };
    match op {
        Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => set(value),
        Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => {
            set(lhs);
            set(rhs);
        }
        Op::Select { cond, then, otherwise } => {
            set(cond);
            set(then);
            set(otherwise);
        }
        Op::Gpu { args, .. } => args.iter_mut().for_each(set),
        Op::Call { callee, args, .. } => {
            set(callee);
            args.iter_mut().for_each(set);
        }
        _ => {}
    }
}

/// Answers every `is_function_constant_defined` left in function `fid` with `false`,
/// returning how many it answered. Specialization (`opt::specialize`) decides the query
/// for the constants a pipeline script sets; a function translated without a script
/// has no constant defined, and Metal's rule for a constant the pipeline does not set
/// is that it is not defined. Uses read `false`; the queries themselves go.
pub fn undefined_function_constants(m: &mut Module, fid: FuncId) -> Result<usize, LegalizeError> {
    let Some(f) = m.functions.get(fid) else { return Err(LegalizeError::NoFunction(fid)) };
    let mut queries = Vec::new();
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            let Some(d) = f.insts.get(i) else { continue };
            let op = match &d.op {
                Op::Gpu { op, .. } => Some(op.clone()),
                call @ Op::Call { .. } => intrinsic(m, call),
                _ => None,
            };
            if op == Some(GpuOp::IsFunctionConstantDefined) {
                queries.push((i, d.ty));
            }
        }
    }
    for &(i, ty) in &queries {
        let no = Value::Const(m.constants.append(ConstantData::Int { ty, bits: 0 }));
        opt::rewrite::replace_uses(&mut m.functions[fid], Value::Inst(i), no);
    }
    let gone: std::collections::BTreeSet<Inst> = queries.iter().map(|q| q.0).collect();
    if !gone.is_empty() {
        for (_, b) in m.functions[fid].blocks.iter_mut() {
            b.insts.retain(|i| !gone.contains(i));
        }
    }
    Ok(queries.len())
}
