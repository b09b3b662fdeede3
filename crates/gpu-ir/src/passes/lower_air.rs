//! Lowering of intrinsic calls: every direct call to a declared `air.*` or `llvm.*`
//! function becomes an `Op::Gpu` whose operation is decoded once here (see
//! [`crate::gpu::classify`]), so later stages match on types instead of names. Calls to
//! defined functions and indirect calls stay calls; declarations stay in the module, so
//! the printed module still lists what the bitcode declared.

use crate::gpu::{classify, GpuOp};
use crate::ir::{ConstExpr, ConstId, ConstantData, FuncId, Inst, Module, Op, Value};
use std::collections::BTreeMap;

/// What [`lower_air_calls`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LowerStats {
    /// Decoded operations, by [`GpuOp::name`].
    pub lowered: BTreeMap<String, usize>,
    /// Intrinsics lowered to [`GpuOp::Unsupported`], by intrinsic name.
    pub unsupported: BTreeMap<String, usize>,
    /// Calls left alone: to defined functions, to non-intrinsic declarations, or indirect.
    pub other_calls: usize,
}

impl LowerStats {
    /// All calls replaced (decoded and unsupported).
    pub fn total(&self) -> usize {
        self.lowered.values().sum::<usize>() + self.unsupported.values().sum::<usize>()
    }
}

/// The function a callee names, through constant casts (bounded: constants come from
/// untrusted bitcode and may be cyclic).
fn direct_callee(m: &Module, v: Value) -> Option<FuncId> {
    let Value::Const(mut c) = v else { return None };
    for _ in 0..8 {
        match m.constants.get(c)? {
            ConstantData::Function(f) => return Some(*f),
            ConstantData::Expr { expr: ConstExpr::Cast { value, .. }, .. } => c = *value,
            _ => return None,
        }
    }
    None
}

fn int_constant(m: &Module, c: ConstId) -> Option<u128> {
    match m.constants.get(c)? {
        ConstantData::Int { bits, .. } => Some(*bits),
        ConstantData::Zero(ty) | ConstantData::Null(ty) if m.types.is_int(*ty) => Some(0),
        _ => None,
    }
}

/// Replaces each direct call to a declared intrinsic with `Op::Gpu`, in every function.
pub fn lower_air_calls(module: &mut Module) -> LowerStats {
    let mut stats = LowerStats::default();
    // Decide everything first (reading the whole module), then rewrite.
    let mut rewrites: Vec<(FuncId, Inst, GpuOp, Vec<Value>)> = Vec::new();
    for (fid, f) in module.functions.iter() {
        for (_, block) in f.blocks.iter() {
            for &i in &block.insts {
                let Some(Op::Call { callee, fn_ty, args, .. }) = f.insts.get(i).map(|d| &d.op) else {
                    continue;
                };
                let decl = direct_callee(module, *callee)
                    .and_then(|c| module.functions.get(c))
                    .filter(|c| c.is_declaration());
                let Some(op) = decl.and_then(|c| classify(&c.name, *fn_ty, &module.types)) else {
                    stats.other_calls += 1;
                    continue;
                };
                let consts: Vec<Option<u128>> = args
                    .iter()
                    .map(|a| match a {
                        Value::Const(c) => int_constant(module, *c),
                        _ => None,
                    })
                    .collect();
                let op = op.with_constant_operands(&consts);
                match &op {
                    GpuOp::Unsupported(name) => *stats.unsupported.entry(name.clone()).or_default() += 1,
                    _ => *stats.lowered.entry(op.name()).or_default() += 1,
                }
                rewrites.push((fid, i, op, args.clone()));
            }
        }
    }
    for (fid, i, op, args) in rewrites {
        if let Some(d) = module.functions.get_mut(fid).and_then(|f| f.insts.get_mut(i)) {
            d.op = Op::Gpu { op, args };
        }
    }
    stats
}
