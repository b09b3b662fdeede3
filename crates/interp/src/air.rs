//! The meaning of AIR's intrinsics in the interpreter: [`AirHost`] answers every call to a
//! declared `air.*` / `llvm.*` function by its typed [`GpuOp`] (decoded once per callee
//! with `gpu_ir::gpu::classify`). Per-thread operations (math, conversions, atomics,
//! `llvm.memcpy`, …) compute at once; SIMD-group and quad-group operations and barriers
//! are collective: the scheduler runs them for all the lanes that reach the call together.
//!
//! Choices where Metal leaves room (docs/interp.md): reductions and scans combine lanes in
//! lane order, one rounding per step; a shuffle from an inactive lane reads the reading
//! lane's own value; math functions are evaluated in `f64` and rounded once to the
//! result's format, for the fast variants too (at least as accurate as Metal requires);
//! float → integer conversions truncate toward zero and saturate, NaN → 0.

use crate::exec::{CallResult, Host, Machine, Pending, ThreadId};
use crate::sched::{Collective, Scope, SIMD_WIDTH};
use crate::value::{float_of, mask, sext, Val};
use crate::InterpError;
use gpu_ir::gpu::{
    classify, AtomicOp, BarrierKind, Elem, GpuOp, Group, LlvmOp, MathFn, MatrixOp, ReduceOp, ScanOp,
    ShuffleKind, Sign, VoteKind,
};
use gpu_ir::{FuncId, Module, Type, TypeInner, Types};
use std::collections::BTreeMap;

/// Answers intrinsic calls of one module.
#[derive(Debug)]
pub struct AirHost {
    ops: BTreeMap<FuncId, GpuOp>,
}

impl AirHost {
    /// Decodes every declared function of `module` once.
    pub fn new(module: &Module) -> AirHost {
        let ops = module
            .functions
            .iter()
            .filter(|(_, f)| f.is_declaration())
            .filter_map(|(h, f)| classify(&f.name, f.ty, &module.types).map(|op| (h, op)))
            .collect();
        AirHost { ops }
    }

    fn op(&self, machine: &Machine<'_>, callee: FuncId) -> Result<&GpuOp, InterpError> {
        self.ops.get(&callee).ok_or_else(|| {
            InterpError::Unsupported(format!(
                "call to the external function @{}",
                machine.module.functions[callee].name
            ))
        })
    }
}

fn unsupported(machine: &Machine<'_>, callee: FuncId, why: &str) -> InterpError {
    InterpError::Unsupported(format!("@{} ({why})", machine.module.functions[callee].name))
}

impl Host for AirHost {
    fn call(
        &mut self,
        machine: &mut Machine<'_>,
        thread: ThreadId,
        callee: FuncId,
        args: &[Val],
        ret: Type,
    ) -> Result<CallResult, InterpError> {
        let op = self.op(machine, callee)?.clone();
        let types = &machine.module.types;
        let arg = |i: usize| {
            args.get(i)
                .ok_or_else(|| InterpError::Type(format!("operand {i} missing in a call to {}", op.name())))
        };
        let v = match &op {
            GpuOp::Barrier { .. }
            | GpuOp::Reduce { .. }
            | GpuOp::Scan { .. }
            | GpuOp::Shuffle { .. }
            | GpuOp::Broadcast { .. }
            | GpuOp::BroadcastFirst { .. }
            | GpuOp::Vote { .. }
            | GpuOp::IsFirst { .. }
            | GpuOp::IsUniform { .. } => return Ok(CallResult::Collective),
            GpuOp::Fence { .. } => Val::Void,
            GpuOp::SimdgroupSize { .. } => Val::int(u64::from(SIMD_WIDTH), int_width(types, ret)?),
            GpuOp::VoteMask { all, .. } => {
                let threads = mask(thread.simdgroup_threads);
                let votes = arg(0)?.as_u64()? & threads;
                Val::bool(if *all { votes == threads } else { votes != 0 })
            }
            GpuOp::Math { func: MathFn::Sincos, .. } => sincos(machine, arg(0)?, arg(1)?.as_u64()?, ret)?,
            GpuOp::Math { func, ty, .. } => math(types, *func, *ty, args, ret)?,
            GpuOp::Convert { dst, src } => map1(arg(0)?, &mut |x| convert(types, x, *src, *dst, ret))?,
            GpuOp::Atomic { op: aop, ty, .. } => atomic(machine, *aop, *ty, args, ret)?,
            GpuOp::Llvm { op: lop, .. } => llvm(machine, *lop, args, ret)?,
            GpuOp::Matrix(MatrixOp::MultiplyAccumulate { .. }) => return Ok(CallResult::Collective),
            GpuOp::Matrix(MatrixOp::InitFilled { .. }) => Val::Vector(vec![arg(0)?.clone(); 64]),
            GpuOp::Matrix(MatrixOp::InitDiag { .. }) => {
                let (row, col) = matrix_lane_coord(thread.lane);
                let zero = float_res(types, ret, 0.0)?;
                let on_diagonal = |c: usize| if row == c { arg(0).cloned() } else { Ok(zero.clone()) };
                matrix_share(types, ret, [on_diagonal(col)?, on_diagonal(col + 1)?])?
            }
            // Lanes start the copy together (a collective); it is complete when the
            // collective returns, so waiting only checks that the event array is there.
            GpuOp::AsyncCopy { .. } => return Ok(CallResult::Collective),
            GpuOp::WaitEvents => {
                let count = arg(0)?.as_i64()?;
                if count > 0 {
                    let ptr_size = crate::layout::layout(types, args_ty(machine, callee, 1)?)?.size;
                    machine.mem.read(arg(1)?.as_u64()?, (count as u64).saturating_mul(ptr_size))?;
                }
                Val::Void
            }
            GpuOp::Matrix(MatrixOp::Load { .. }) => matrix_load(machine, callee, thread.lane, args, ret)?,
            GpuOp::Matrix(MatrixOp::Store { .. }) => {
                matrix_store(machine, callee, thread.lane, args)?;
                Val::Void
            }
            // The truth value in the call's own type: AIR declares it `i1` or `i8`.
            GpuOp::NormalizeFunctionConstantPredicate { .. } => {
                Val::int(u64::from(arg(0)?.as_u64()? != 0), int_width(types, ret)?)
            }
            // A function constant nobody set is undefined (Metal's rule); specialization
            // replaces this call before a run when values are given.
            GpuOp::IsFunctionConstantDefined => Val::bool(false),
            // One device and one command buffer at a time: coherent memory is plain memory,
            // and the run's order is the order every observer sees.
            GpuOp::CoherentAccess { store: false, .. } => machine.load_public(ret, arg(0)?.as_u64()?)?,
            GpuOp::CoherentAccess { store: true, .. } => {
                let f = &machine.module.functions[callee];
                let vt = types
                    .function_parts(f.ty)
                    .and_then(|(_, params, _)| params.first().copied())
                    .ok_or_else(|| {
                        unsupported(machine, callee, "a coherent store without a value operand")
                    })?;
                let (value, ptr) = (arg(0)?.clone(), arg(1)?.as_u64()?);
                machine.store_public(vt, ptr, &value)?;
                Val::Void
            }
            GpuOp::Texture { .. } => return Err(unsupported(machine, callee, "textures")),
            GpuOp::Unsupported(name) => return Err(InterpError::Unsupported(format!("@{name}"))),
        };
        Ok(CallResult::Value(v))
    }
}

impl Collective for AirHost {
    fn scope(&self, _machine: &Machine<'_>, callee: FuncId) -> Scope {
        match self.ops.get(&callee) {
            Some(GpuOp::Barrier { kind: BarrierKind::Threadgroup, .. }) => Scope::Threadgroup,
            _ => Scope::Simdgroup,
        }
    }

    // Lanes are addressed by position in `lanes` throughout (to find a group's members).
    #[allow(clippy::needless_range_loop)]
    fn run_collective(
        &mut self,
        machine: &mut Machine<'_>,
        lanes: &[(ThreadId, &Pending)],
    ) -> Result<Vec<Val>, InterpError> {
        let Some(first) = lanes.first() else { return Ok(Vec::new()) };
        let op = self.op(machine, first.1.callee)?.clone();
        let types = &machine.module.types;
        let ret = first.1.ret;
        let n = lanes.len();
        let arg = |k: usize, i: usize| -> Result<&Val, InterpError> {
            lanes[k]
                .1
                .args
                .get(i)
                .ok_or_else(|| InterpError::Type(format!("operand {i} missing in {}", op.name())))
        };
        // The lanes of each group: a quad is 4 consecutive lanes of a SIMD-group.
        let group_of = |g: Group, k: usize| match g {
            Group::Simd => 0,
            Group::Quad => lanes[k].0.lane / 4,
        };
        let lane_in = |g: Group, k: usize| match g {
            Group::Simd => lanes[k].0.lane,
            Group::Quad => lanes[k].0.lane % 4,
        };
        let width = |g: Group| match g {
            Group::Simd => SIMD_WIDTH,
            Group::Quad => 4,
        };
        // Index (in `lanes`) of the active lane `l` of the group of lane `k`, if active.
        let find = |g: Group, k: usize, l: u32| -> Option<usize> {
            (0..n).find(|&j| group_of(g, j) == group_of(g, k) && lane_in(g, j) == l)
        };
        let mut out = Vec::with_capacity(n);
        match &op {
            GpuOp::Barrier { kind, .. } => {
                // Stores on either side are ordered (the race check of strict runs).
                match kind {
                    BarrierKind::Threadgroup => machine.tg_barriers = machine.tg_barriers.wrapping_add(1),
                    _ => {
                        let sg = first.0.simdgroup as usize;
                        if machine.sg_barriers.len() <= sg {
                            machine.sg_barriers.resize(sg + 1, 0);
                        }
                        machine.sg_barriers[sg] = machine.sg_barriers[sg].wrapping_add(1);
                    }
                }
                out.resize(n, Val::Void)
            }
            GpuOp::Reduce { group, op: rop, ty } => {
                for k in 0..n {
                    let mut acc: Option<Val> = None;
                    for j in (0..n).filter(|&j| group_of(*group, j) == group_of(*group, k)) {
                        let x = arg(j, 0)?;
                        acc = Some(match acc {
                            None => x.clone(),
                            Some(a) => map2(&a, x, &mut |p, q| reduce(types, *rop, *ty, p, q, ret))?,
                        });
                    }
                    out.push(acc.unwrap_or(Val::Void));
                }
            }
            GpuOp::Scan { group, op: sop, inclusive, ty } => {
                let rop = match sop {
                    ScanOp::Sum => ReduceOp::Sum,
                    ScanOp::Product => ReduceOp::Product,
                };
                for k in 0..n {
                    let mut acc = identity(types, *sop, arg(k, 0)?, ret)?;
                    for j in (0..n).filter(|&j| {
                        group_of(*group, j) == group_of(*group, k)
                            && (lane_in(*group, j) < lane_in(*group, k)
                                || (*inclusive && lane_in(*group, j) == lane_in(*group, k)))
                    }) {
                        acc = map2(&acc, arg(j, 0)?, &mut |p, q| reduce(types, rop, *ty, p, q, ret))?;
                    }
                    out.push(acc);
                }
            }
            GpuOp::Shuffle { group, kind, .. } => {
                let w = width(*group);
                for k in 0..n {
                    let me = lane_in(*group, k);
                    let own = arg(k, 0)?.clone();
                    let (src, from_fill) = match kind {
                        ShuffleKind::Index => (arg(k, 1)?.as_u64()? as u32 % w.max(1), false),
                        ShuffleKind::Xor => ((me ^ arg(k, 1)?.as_u64()? as u32) % w, false),
                        ShuffleKind::Up
                        | ShuffleKind::Down
                        | ShuffleKind::RotateUp
                        | ShuffleKind::RotateDown => {
                            let d = (arg(k, 1)?.as_u64()? as u32) % (w + 1);
                            match kind {
                                ShuffleKind::Up if d > me => (me, false),
                                ShuffleKind::Up => (me - d, false),
                                ShuffleKind::Down if me + d >= w => (me, false),
                                ShuffleKind::Down => (me + d, false),
                                ShuffleKind::RotateUp => ((me + w - d % w) % w, false),
                                _ => ((me + d) % w, false),
                            }
                        }
                        ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => {
                            let d = arg(k, 2)?.as_u64()? as u32;
                            let m = match lanes[k].1.args.get(3) {
                                Some(v) => (v.as_u64()? as u32).clamp(1, w),
                                None => w,
                            };
                            let base = me - me % m;
                            let i = me % m;
                            let d = d % (m + 1);
                            if *kind == ShuffleKind::AndFillUp {
                                if i >= d {
                                    (base + i - d, false)
                                } else {
                                    (base + m - d + i, true)
                                }
                            } else if i + d < m {
                                (base + i + d, false)
                            } else {
                                (base + i + d - m, true)
                            }
                        }
                    };
                    let operand = usize::from(from_fill);
                    out.push(match find(*group, k, src) {
                        Some(j) => arg(j, operand)?.clone(),
                        None => own,
                    });
                }
            }
            GpuOp::Broadcast { group, .. } => {
                for k in 0..n {
                    let l = arg(k, 1)?.as_u64()? as u32 % width(*group);
                    out.push(match find(*group, k, l) {
                        Some(j) => arg(j, 0)?.clone(),
                        None => arg(k, 0)?.clone(),
                    });
                }
            }
            GpuOp::BroadcastFirst { group, .. } => {
                for k in 0..n {
                    let j = (0..n)
                        .filter(|&j| group_of(*group, j) == group_of(*group, k))
                        .min_by_key(|&j| lane_in(*group, j))
                        .unwrap_or(k);
                    out.push(arg(j, 0)?.clone());
                }
            }
            GpuOp::IsFirst { group } => {
                for k in 0..n {
                    let first = (0..n)
                        .filter(|&j| group_of(*group, j) == group_of(*group, k))
                        .map(|j| lane_in(*group, j))
                        .min();
                    out.push(Val::bool(first == Some(lane_in(*group, k))));
                }
            }
            GpuOp::Vote { group, kind, .. } => {
                for k in 0..n {
                    let members: Vec<usize> =
                        (0..n).filter(|&j| group_of(*group, j) == group_of(*group, k)).collect();
                    let mut votes = Vec::with_capacity(members.len());
                    for &j in &members {
                        votes.push((lane_in(*group, j), arg(j, 0)?.as_bool()?));
                    }
                    out.push(match kind {
                        VoteKind::Any => Val::bool(votes.iter().any(|v| v.1)),
                        VoteKind::All => Val::bool(votes.iter().all(|v| v.1)),
                        VoteKind::Ballot => {
                            let m = votes.iter().filter(|v| v.1).fold(0u64, |m, v| m | (1 << v.0));
                            Val::int(m, int_width(types, ret)?)
                        }
                    });
                }
            }
            GpuOp::Matrix(MatrixOp::MultiplyAccumulate { .. }) => {
                out = matrix_mad(types, &op, lanes, ret)?;
            }
            GpuOp::AsyncCopy { dims, .. } => {
                let args = &first.1.args;
                if let Some(k) = (1..n).find(|&k| lanes[k].1.args != *args) {
                    return Err(InterpError::Unsupported(format!(
                        "{} with operands that differ between lanes {} and {} of the SIMD-group",
                        op.name(),
                        first.0.lane,
                        lanes[k].0.lane
                    )));
                }
                if *dims == 1 {
                    async_copy_1d(machine, args)?;
                } else {
                    async_copy_2d(machine, &op, args)?;
                }
                // The event is opaque to the kernel, which only stores it for the wait.
                out.resize(n, Val::Ptr(0));
            }
            GpuOp::IsUniform { .. } => {
                let same = (1..n).all(|j| match (lanes[j].1.args.first(), lanes[0].1.args.first()) {
                    (Some(a), Some(b)) => same_number(a, b),
                    (a, b) => a == b,
                });
                out.resize(n, Val::bool(same));
            }
            _ => return Err(InterpError::Type(format!("{} is not a collective operation", op.name()))),
        }
        Ok(out)
    }
}

/// `simd_is_uniform`'s equality: floats of every width by value (both zeros are one
/// number, a NaN equals nothing), everything else by bits.
fn same_number(a: &Val, b: &Val) -> bool {
    use crate::value::{bf16_to_f32, half_to_f32};
    match (a, b) {
        (Val::Half(x), Val::Half(y)) => half_to_f32(*x) == half_to_f32(*y),
        (Val::BFloat(x), Val::BFloat(y)) => bf16_to_f32(*x) == bf16_to_f32(*y),
        (Val::Vector(x), Val::Vector(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same_number(a, b))
        }
        _ => a == b,
    }
}

/// The width of an integer (or integer vector) type.
fn int_width(types: &Types, t: Type) -> Result<u32, InterpError> {
    types
        .int_bits(types.scalar(t))
        .ok_or_else(|| InterpError::Type(format!("{} is not an integer type", types.display(t))))
}

fn map1(a: &Val, f: &mut dyn FnMut(&Val) -> Result<Val, InterpError>) -> Result<Val, InterpError> {
    match a {
        Val::Vector(x) => Ok(Val::Vector(x.iter().map(&mut *f).collect::<Result<_, _>>()?)),
        _ => f(a),
    }
}

fn map2(
    a: &Val,
    b: &Val,
    f: &mut dyn FnMut(&Val, &Val) -> Result<Val, InterpError>,
) -> Result<Val, InterpError> {
    match (a, b) {
        (Val::Vector(x), Val::Vector(y)) => {
            Ok(Val::Vector(x.iter().zip(y).map(|(p, q)| f(p, q)).collect::<Result<_, _>>()?))
        }
        (Val::Vector(x), s) => Ok(Val::Vector(x.iter().map(|p| f(p, s)).collect::<Result<_, _>>()?)),
        _ => f(a, b),
    }
}

fn map3(
    a: &Val,
    b: &Val,
    c: &Val,
    f: &mut dyn FnMut(&Val, &Val, &Val) -> Result<Val, InterpError>,
) -> Result<Val, InterpError> {
    match (a, b, c) {
        (Val::Vector(x), Val::Vector(y), Val::Vector(z)) => {
            Ok(Val::Vector(x.iter().zip(y).zip(z).map(|((p, q), r)| f(p, q, r)).collect::<Result<_, _>>()?))
        }
        (Val::Vector(x), y, z) => Ok(Val::Vector(x.iter().map(|p| f(p, y, z)).collect::<Result<_, _>>()?)),
        _ => f(a, b, c),
    }
}

/// The float or integer result of one element, in the scalar type of `ret`.
fn float_res(types: &Types, ret: Type, v: f64) -> Result<Val, InterpError> {
    float_of(types, types.scalar(ret), v)
}

fn int_parts(v: &Val) -> Result<(u64, u32), InterpError> {
    match v {
        Val::Int { bits, width } => Ok((*bits, *width)),
        other => Err(InterpError::Type(format!("expected an integer, got {other:?}"))),
    }
}

fn is_float(v: &Val) -> bool {
    matches!(v, Val::Half(_) | Val::BFloat(_) | Val::Float(_) | Val::Double(_))
}

fn int_min_max(a: &Val, b: &Val, signed: bool, max: bool) -> Result<Val, InterpError> {
    let ((p, w), (q, _)) = (int_parts(a)?, int_parts(b)?);
    let a_wins = if signed { (sext(p, w) >= sext(q, w)) == max } else { (p >= q) == max };
    Ok(Val::int(if a_wins { p } else { q }, w))
}

fn reduce(types: &Types, op: ReduceOp, ty: Elem, a: &Val, b: &Val, ret: Type) -> Result<Val, InterpError> {
    if is_float(a) {
        let (p, q) = (a.as_f64()?, b.as_f64()?);
        let r = match op {
            ReduceOp::Sum => p + q,
            ReduceOp::Product => p * q,
            ReduceOp::Min => p.min(q),
            ReduceOp::Max => p.max(q),
            _ => return Err(InterpError::Type(format!("bitwise reduction of {a:?}"))),
        };
        return float_res(types, ret, r);
    }
    let ((p, w), (q, _)) = (int_parts(a)?, int_parts(b)?);
    let signed = ty.sign == Some(Sign::Signed);
    Ok(match op {
        ReduceOp::Sum => Val::int(p.wrapping_add(q), w),
        ReduceOp::Product => Val::int(p.wrapping_mul(q), w),
        ReduceOp::Min => int_min_max(a, b, signed, false)?,
        ReduceOp::Max => int_min_max(a, b, signed, true)?,
        ReduceOp::And => Val::int(p & q, w),
        ReduceOp::Or => Val::int(p | q, w),
        ReduceOp::Xor => Val::int(p ^ q, w),
    })
}

/// 0 or 1 in the shape of `like`.
fn identity(types: &Types, op: ScanOp, like: &Val, ret: Type) -> Result<Val, InterpError> {
    let one = matches!(op, ScanOp::Product);
    map1(like, &mut |x| {
        if is_float(x) {
            float_res(types, ret, if one { 1.0 } else { 0.0 })
        } else {
            let (_, w) = int_parts(x)?;
            Ok(Val::int(u64::from(one), w))
        }
    })
}

/// The largest value below 1 in the format of `ret` (what `fract` may return at most).
fn below_one(types: &Types, ret: Type) -> f64 {
    let mantissa = match types.inner(types.scalar(ret)) {
        TypeInner::Half => 11,
        TypeInner::BFloat => 8,
        TypeInner::Float => 24,
        _ => 53,
    };
    1.0 - (2f64).powi(-mantissa)
}

fn math(types: &Types, func: MathFn, ty: Elem, args: &[Val], ret: Type) -> Result<Val, InterpError> {
    let a = |i: usize| {
        args.get(i).ok_or_else(|| InterpError::Type(format!("{} needs {} operands", func.name(), i + 1)))
    };
    let signed = ty.sign == Some(Sign::Signed);
    if func == MathFn::Dot {
        let (x, y) = (a(0)?.elements()?, a(1)?.elements()?);
        let mut s = 0f64;
        for (p, q) in x.iter().zip(y) {
            s += p.as_f64()? * q.as_f64()?;
        }
        return float_res(types, ret, s);
    }
    if ty.is_float() {
        let unary = |f: fn(f64) -> f64| {
            map1(args.first().unwrap_or(&Val::Void), &mut |x| float_res(types, ret, f(x.as_f64()?)))
        };
        let binary = |f: fn(f64, f64) -> f64| {
            map2(a(0)?, a(1)?, &mut |x, y| float_res(types, ret, f(x.as_f64()?, y.as_f64()?)))
        };
        a(0)?;
        return match func {
            MathFn::Fabs => unary(f64::abs),
            MathFn::Sqrt => unary(f64::sqrt),
            MathFn::Rsqrt => unary(|x| 1.0 / x.sqrt()),
            MathFn::Exp => unary(f64::exp),
            MathFn::Exp2 => unary(f64::exp2),
            MathFn::Exp10 => unary(|x| 10f64.powf(x)),
            MathFn::Log => unary(f64::ln),
            MathFn::Log2 => unary(f64::log2),
            MathFn::Log10 => unary(f64::log10),
            MathFn::Sin => unary(f64::sin),
            MathFn::Cos => unary(f64::cos),
            MathFn::Tan => unary(f64::tan),
            MathFn::Asin => unary(f64::asin),
            MathFn::Acos => unary(f64::acos),
            MathFn::Atan => unary(f64::atan),
            MathFn::Sinh => unary(f64::sinh),
            MathFn::Cosh => unary(f64::cosh),
            MathFn::Tanh => unary(f64::tanh),
            MathFn::Asinh => unary(f64::asinh),
            MathFn::Acosh => unary(f64::acosh),
            MathFn::Atanh => unary(f64::atanh),
            MathFn::Floor => unary(f64::floor),
            MathFn::Ceil => unary(f64::ceil),
            MathFn::Trunc => unary(f64::trunc),
            MathFn::Round => unary(f64::round),
            MathFn::Rint => unary(f64::round_ties_even),
            MathFn::Fract => {
                let top = below_one(types, ret);
                map1(a(0)?, &mut |x| {
                    let v = x.as_f64()?;
                    float_res(types, ret, (v - v.floor()).min(top))
                })
            }
            MathFn::Fmin => binary(f64::min),
            MathFn::Fmax => binary(f64::max),
            MathFn::Pow | MathFn::Powr => binary(f64::powf),
            MathFn::Atan2 => binary(f64::atan2),
            MathFn::Fmod => binary(|x, y| x % y),
            MathFn::Copysign => binary(f64::copysign),
            MathFn::Ldexp => map2(a(0)?, a(1)?, &mut |x, k| {
                let k = k.as_i64()?.clamp(-2200, 2200) as i32;
                float_res(types, ret, x.as_f64()? * (2f64).powi(k))
            }),
            MathFn::Fma => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
                fused_multiply_add(types, ret, x.as_f64()?, y.as_f64()?, z.as_f64()?)
            }),
            MathFn::Clamp => map3(a(0)?, a(1)?, a(2)?, &mut |x, lo, hi| {
                float_res(types, ret, x.as_f64()?.max(lo.as_f64()?).min(hi.as_f64()?))
            }),
            // ±0 keep their sign; a NaN gives +0.
            MathFn::Sign => unary(|x| {
                if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    -1.0
                } else if x.is_nan() {
                    0.0
                } else {
                    x
                }
            }),
            // As `fmin(fmax(x, 0), 1)`, whose NaN rule (the other operand) sends a NaN to 0.
            MathFn::Saturate => unary(|x| if x.is_nan() { 0.0 } else { x.clamp(0.0, 1.0) }),
            MathFn::Fmin3 => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
                float_res(types, ret, x.as_f64()?.min(y.as_f64()?.min(z.as_f64()?)))
            }),
            MathFn::Fmax3 => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
                float_res(types, ret, x.as_f64()?.max(y.as_f64()?.max(z.as_f64()?)))
            }),
            other => Err(InterpError::Unsupported(format!("{} on floats", other.name()))),
        };
    }
    match func {
        MathFn::Min => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, signed, false)),
        MathFn::Max => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, signed, true)),
        MathFn::Min3 => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
            int_min_max(&int_min_max(x, y, signed, false)?, z, signed, false)
        }),
        MathFn::Max3 => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
            int_min_max(&int_min_max(x, y, signed, true)?, z, signed, true)
        }),
        MathFn::Clamp => map3(a(0)?, a(1)?, a(2)?, &mut |x, lo, hi| {
            int_min_max(&int_min_max(x, lo, signed, true)?, hi, signed, false)
        }),
        MathFn::Abs => map1(a(0)?, &mut |x| {
            let (p, w) = int_parts(x)?;
            Ok(Val::int(sext(p, w).unsigned_abs(), w))
        }),
        MathFn::Clz | MathFn::Ctz | MathFn::Popcount | MathFn::ReverseBits => map1(a(0)?, &mut |x| {
            let (p, w) = int_parts(x)?;
            let r = match func {
                MathFn::Clz => u64::from((p << (64 - w)).leading_zeros().min(w)),
                MathFn::Ctz => u64::from(p.trailing_zeros().min(w)),
                MathFn::Popcount => u64::from(p.count_ones()),
                _ => p.reverse_bits() >> (64 - w),
            };
            Ok(Val::int(r, w))
        }),
        MathFn::ExtractBits => map1(a(0)?, &mut |x| {
            let (p, w) = int_parts(x)?;
            let (offset, bits) = bit_field(a(1)?, a(2)?, w)?;
            let field = if bits == 0 { 0 } else { (p >> offset) & mask(bits) };
            Ok(Val::int(if signed && bits > 0 { sext(field, bits) as u64 } else { field }, w))
        }),
        MathFn::InsertBits => map2(a(0)?, a(1)?, &mut |base, insert| {
            let ((p, w), (q, _)) = (int_parts(base)?, int_parts(insert)?);
            let (offset, bits) = bit_field(a(2)?, a(3)?, w)?;
            // A shift by the whole width (offset = 64, an empty field) moves nothing in.
            let field = mask(bits).checked_shl(offset).unwrap_or(0);
            Ok(Val::int((p & !field) | (q.checked_shl(offset).unwrap_or(0) & field), w))
        }),
        MathFn::All | MathFn::Any => {
            let x = a(0)?;
            let components = match x {
                Val::Vector(v) => v.as_slice(),
                scalar => std::slice::from_ref(scalar),
            };
            let votes = components.iter().map(Val::as_bool).collect::<Result<Vec<_>, _>>()?;
            Ok(Val::bool(if func == MathFn::All {
                votes.iter().all(|&v| v)
            } else {
                votes.iter().any(|&v| v)
            }))
        }
        other => Err(InterpError::Unsupported(format!("{} on integers", other.name()))),
    }
}

/// `(offset, bits)` of `extract_bits`/`insert_bits` on a `w`-bit integer. Metal leaves a
/// field that reaches past the top bit undefined; the interpreter keeps the bits that
/// exist (the field is cut at the top), so every backend can be compared with one rule.
fn bit_field(offset: &Val, bits: &Val, w: u32) -> Result<(u32, u32), InterpError> {
    let offset = offset.as_u64()?.min(u64::from(w)) as u32;
    let bits = bits.as_u64()?.min(u64::from(w - offset)) as u32;
    Ok((offset, bits))
}

/// One element of `air.convert`.
fn convert(types: &Types, x: &Val, src: Elem, dst: Elem, ret: Type) -> Result<Val, InterpError> {
    let dst_width = |t: Type| int_width(types, t);
    if dst.is_float() {
        let v = if src.is_float() {
            x.as_f64()?
        } else {
            let (p, w) = int_parts(x)?;
            if src.sign == Some(Sign::Signed) {
                let s = sext(p, w);
                let m = int_to_odd_f64(s.unsigned_abs());
                if s < 0 {
                    -m
                } else {
                    m
                }
            } else {
                int_to_odd_f64(p)
            }
        };
        return float_res(types, ret, v);
    }
    let w = dst_width(ret)?;
    if src.is_float() {
        let v = x.as_f64()?;
        if w == 1 {
            return Ok(Val::bool(v != 0.0));
        }
        let t = v.trunc();
        let bits = if v.is_nan() {
            0
        } else if dst.sign == Some(Sign::Signed) {
            let lo = -(2f64.powi(w as i32 - 1));
            let hi = 2f64.powi(w as i32 - 1) - 1.0;
            (t.clamp(lo, hi) as i64) as u64
        } else {
            t.clamp(0.0, 2f64.powi(w as i32) - 1.0) as u64
        };
        return Ok(Val::int(bits, w));
    }
    let (p, sw) = int_parts(x)?;
    if w == 1 {
        return Ok(Val::bool(p != 0));
    }
    let v = if src.sign == Some(Sign::Signed) { sext(p, sw) as u64 } else { p };
    Ok(Val::int(v, w))
}

/// The element of an 8×8 SIMD-group matrix that lane `lane` holds in elements 0 and 1 of
/// its `<64 x T>` value (what MSL's `thread_elements()` exposes): row, and the first of
/// two adjacent columns. Apple's layout, as kernels that address `thread_elements()`
/// directly (mlx's steel MMA) rely on it; every one of the 64 elements has one owner.
pub fn matrix_lane_coord(lane: u32) -> (usize, usize) {
    let quad = lane / 4;
    let row = (quad & 4) + (lane / 2) % 4;
    let col = (quad & 2) * 2 + (lane % 2) * 2;
    (row as usize, col as usize)
}

/// A lane's share of a matrix as its `<64 x T>` value: its two elements first, zeros after
/// (the other 62 elements mean nothing in AIR).
fn matrix_share(types: &Types, ret: Type, pair: [Val; 2]) -> Result<Val, InterpError> {
    let zero = float_res(types, ret, 0.0)?;
    let mut v = Vec::with_capacity(64);
    v.extend(pair);
    v.resize(64, zero);
    Ok(Val::Vector(v))
}

/// Where element (`row`, `col`) of the matrix lives for `simdgroup_load`/`store`'s operands
/// `(…, i64 elements_per_row, <2 x i64> matrix_origin, i1 transpose_matrix)`: the origin is
/// (column, row) of the matrix's first element; a transposed matrix is stored column by
/// column. Returns the byte address.
fn matrix_address(
    base: u64,
    elem_size: u64,
    stride: u64,
    origin: (u64, u64),
    transpose: bool,
    (row, col): (usize, usize),
) -> u64 {
    let (r, c) = (origin.1.wrapping_add(row as u64), origin.0.wrapping_add(col as u64));
    let index = if transpose {
        c.wrapping_mul(stride).wrapping_add(r)
    } else {
        r.wrapping_mul(stride).wrapping_add(c)
    };
    crate::memory::offset_by(base, index.wrapping_mul(elem_size))
}

/// Decodes `(ptr, i64 elements_per_row, <2 x i64> matrix_origin, i1 transpose)` starting at
/// operand `first` (0 for a load, 1 for a store).
fn matrix_operands(
    machine: &Machine<'_>,
    callee: FuncId,
    args: &[Val],
    first: usize,
) -> Result<(u64, u64, (u64, u64), bool), InterpError> {
    let form = || {
        unsupported(
            machine,
            callee,
            "simdgroup matrix operands other than (pointer, elements_per_row, matrix_origin, transpose)",
        )
    };
    let [ptr, stride, origin, transpose] = args.get(first..first + 4).ok_or_else(form)? else {
        return Err(form());
    };
    let origin = origin.elements().map_err(|_| form())?;
    let [ox, oy] = origin else { return Err(form()) };
    Ok((ptr.as_u64()?, stride.as_u64()?, (ox.as_u64()?, oy.as_u64()?), transpose.as_bool()?))
}

/// `simdgroup_load`: each lane reads its own two elements.
fn matrix_load(
    machine: &mut Machine<'_>,
    callee: FuncId,
    lane: u32,
    args: &[Val],
    ret: Type,
) -> Result<Val, InterpError> {
    let (ptr, stride, origin, transpose) = matrix_operands(machine, callee, args, 0)?;
    let elem = machine.module.types.scalar(ret);
    let size = crate::layout::layout(&machine.module.types, elem)?.size;
    let (row, col) = matrix_lane_coord(lane);
    let mut pair = Vec::with_capacity(2);
    for c in [col, col + 1] {
        let addr = matrix_address(ptr, size, stride, origin, transpose, (row, c));
        pair.push(machine.load_public(elem, addr)?);
    }
    let [a, b]: [Val; 2] = pair.try_into().map_err(|_| InterpError::Type("matrix pair".into()))?;
    matrix_share(&machine.module.types, ret, [a, b])
}

/// `simdgroup_store`: each lane writes its own two elements.
fn matrix_store(
    machine: &mut Machine<'_>,
    callee: FuncId,
    lane: u32,
    args: &[Val],
) -> Result<(), InterpError> {
    let (ptr, stride, origin, transpose) = matrix_operands(machine, callee, args, 1)?;
    let types = &machine.module.types;
    let mat_ty = match types.inner(machine.module.functions[callee].ty) {
        TypeInner::Function { params, .. } => params.first().copied(),
        _ => None,
    }
    .ok_or_else(|| InterpError::Type("simdgroup_store needs a matrix".into()))?;
    let elem = types.scalar(mat_ty);
    let size = crate::layout::layout(types, elem)?.size;
    let values = args.first().ok_or_else(|| InterpError::Type("simdgroup_store needs a matrix".into()))?;
    let values = values
        .elements()?
        .get(..2)
        .ok_or_else(|| InterpError::Type("a matrix has 64 elements".into()))?
        .to_vec();
    let (row, col) = matrix_lane_coord(lane);
    for (k, v) in values.iter().enumerate() {
        let addr = matrix_address(ptr, size, stride, origin, transpose, (row, col + k));
        machine.store_public(elem, addr, v)?;
    }
    Ok(())
}

/// The type of operand `i` of the declared function `callee`.
fn args_ty(machine: &Machine<'_>, callee: FuncId, i: usize) -> Result<Type, InterpError> {
    let f = &machine.module.functions[callee];
    machine
        .module
        .types
        .function_parts(f.ty)
        .and_then(|(_, params, _)| params.get(i).copied())
        .ok_or_else(|| unsupported(machine, callee, "an operand its declaration lacks"))
}

/// `sincos(x, out)`: returns the sine and stores the cosine through `out`, each evaluated
/// in `f64` and rounded once to the result's format.
fn sincos(machine: &mut Machine<'_>, x: &Val, out: u64, ret: Type) -> Result<Val, InterpError> {
    let types = &machine.module.types;
    let sin = map1(x, &mut |v| float_res(types, ret, v.as_f64()?.sin()))?;
    let cos = map1(x, &mut |v| float_res(types, ret, v.as_f64()?.cos()))?;
    machine.store_public(ret, out, &cos)?;
    Ok(sin)
}

/// `simdgroup_async_copy_1d(elem_size, elem_align, dst, src, count)`: `count` elements
/// copied in one go.
fn async_copy_1d(machine: &mut Machine<'_>, args: &[Val]) -> Result<(), InterpError> {
    let [size, _align, dst, src, count] = args else {
        return Err(InterpError::Type("simdgroup_async_copy_1d takes 5 operands".into()));
    };
    let len = size
        .as_u64()?
        .checked_mul(count.as_u64()?)
        .ok_or_else(|| InterpError::Unsupported("simdgroup_async_copy_1d of more than 2^64 bytes".into()))?;
    if len > 0 {
        let bytes = machine.mem.read(src.as_u64()?, len)?.to_vec();
        machine.mem.write(dst.as_u64()?, &bytes)?;
    }
    Ok(())
}

/// `simdgroup_async_copy_2d`: element (x, y) of a tile (columns × rows) is at
/// `y × elements_per_row + x × element_stride`. Into threadgroup memory, the whole
/// destination tile is written, and elements outside the source tile are zero (clamp mode
/// 0) or the source's nearest edge element (1) — how flash attention pads a partial edge
/// tile. Into device memory (whose form of the call has no clamp mode in Metal's API),
/// only the elements both tiles cover are written.
fn async_copy_2d(machine: &mut Machine<'_>, op: &GpuOp, args: &[Val]) -> Result<(), InterpError> {
    let [size, _align, dst, dst_row, dst_stride, dst_tile, src, src_row, src_stride, src_tile, offset, clamp] =
        args
    else {
        return Err(InterpError::Type("simdgroup_async_copy_2d takes 12 operands".into()));
    };
    let pair = |v: &Val| -> Result<(u64, u64), InterpError> {
        match v.elements()? {
            [x, y] => Ok((x.as_u64()?, y.as_u64()?)),
            _ => Err(InterpError::Type("a tile is <2 x i64>".into())),
        }
    };
    let unsupported = |why: String| InterpError::Unsupported(format!("{} {why}", op.name()));
    if pair(offset)? != (0, 0) {
        return Err(unsupported("with a nonzero offset in the tile (every known caller passes 0)".into()));
    }
    let clamp_to_edge = match clamp.as_u64()? {
        0 => false,
        1 => true,
        m => return Err(unsupported(format!("with clamp mode {m} (0: zero, 1: edge)"))),
    };
    let size = size.as_u64()?;
    let (sw, sh) = pair(src_tile)?;
    let (dw, dh) = match pair(dst_tile)? {
        (w, h) if matches!(op, GpuOp::AsyncCopy { dst_space: 1, .. }) => (w.min(sw), h.min(sh)),
        tile => tile,
    };
    // A tile of more elements than any memory the interpreter allows is an error, not a
    // long loop.
    let limit = 1u64 << 32;
    if dw.saturating_mul(dh) > limit || sw.saturating_mul(sh) > limit {
        return Err(unsupported(format!("with a tile of {dw}×{dh} or {sw}×{sh} elements")));
    }
    let at = |base: &Val, row: &Val, stride: &Val, x: u64, y: u64| -> Result<u64, InterpError> {
        let index = y.wrapping_mul(row.as_u64()?).wrapping_add(x.wrapping_mul(stride.as_u64()?));
        Ok(crate::memory::offset_by(base.as_u64()?, index.wrapping_mul(size)))
    };
    if !(1..=256).contains(&size) {
        return Err(unsupported(format!("with elements of {size} bytes")));
    }
    let zeros = vec![0u8; size as usize];
    // One side is device memory and the other threadgroup memory: they never overlap, so
    // each element is written as it is read.
    for y in 0..dh {
        for x in 0..dw {
            let from = if x < sw && y < sh {
                Some((x, y))
            } else if clamp_to_edge && sw > 0 && sh > 0 {
                Some((x.min(sw - 1), y.min(sh - 1)))
            } else {
                None
            };
            let to = at(dst, dst_row, dst_stride, x, y)?;
            match from {
                Some((sx, sy)) => {
                    let bytes = machine.mem.read(at(src, src_row, src_stride, sx, sy)?, size)?.to_vec();
                    machine.mem.write(to, &bytes)?;
                }
                None => machine.mem.write(to, &zeros)?,
            }
        }
    }
    Ok(())
}

/// A 64-bit magnitude as an `f64` rounded to odd (the top 53 bits, the last one set when
/// anything below was), so that the rounding to float, half or bfloat that follows is the
/// only one: `i64 as f64` then `as f32` would round twice.
pub fn int_to_odd_f64(v: u64) -> f64 {
    let len = 64 - v.leading_zeros();
    if len <= 53 {
        return v as f64;
    }
    let shift = len - 53;
    let top = (v >> shift) | u64::from(v & ((1 << shift) - 1) != 0);
    top as f64 * 2f64.powi(shift as i32)
}

/// `d = a × b + c` for one SIMD-group: the matrices are gathered from every lane's two
/// elements, each result element is `c` plus the eight products accumulated in `f64` in
/// `k` order and rounded once, and each lane gets its own two elements back. Hardware
/// computes this with all 32 lanes; fewer active lanes is an error, not a guess.
fn matrix_mad(
    types: &Types,
    op: &GpuOp,
    lanes: &[(ThreadId, &Pending)],
    ret: Type,
) -> Result<Vec<Val>, InterpError> {
    if lanes.len() != SIMD_WIDTH as usize {
        return Err(InterpError::Unsupported(format!(
            "{} with {} active lanes: a simdgroup matrix operation needs all {SIMD_WIDTH} lanes of the SIMD-group",
            op.name(),
            lanes.len()
        )));
    }
    let mut m = [[0f64; 64]; 3];
    for (id, pending) in lanes {
        let (row, col) = matrix_lane_coord(id.lane);
        for (which, mat) in m.iter_mut().enumerate() {
            let v = pending
                .args
                .get(which)
                .ok_or_else(|| InterpError::Type(format!("{} needs 3 operands", op.name())))?;
            let e = v.elements()?;
            if e.len() != 64 {
                return Err(InterpError::Type("simdgroup matrices have 64 elements".into()));
            }
            mat[row * 8 + col] = e[0].as_f64()?;
            mat[row * 8 + col + 1] = e[1].as_f64()?;
        }
    }
    let [a, b, c] = &m;
    let mut d = [0f64; 64];
    for r in 0..8 {
        for col in 0..8 {
            let mut s = c[r * 8 + col];
            for k in 0..8 {
                s += a[r * 8 + k] * b[k * 8 + col];
            }
            d[r * 8 + col] = s;
        }
    }
    lanes
        .iter()
        .map(|(id, _)| {
            let (row, col) = matrix_lane_coord(id.lane);
            let pair =
                [float_res(types, ret, d[row * 8 + col])?, float_res(types, ret, d[row * 8 + col + 1])?];
            matrix_share(types, ret, pair)
        })
        .collect()
}

/// `a × b + c` rounded once to a format of at most 24 significand bits (float, half,
/// bfloat): see [`fma_to_odd`]. `double` uses `f64`'s own fused multiply-add.
fn fused_multiply_add(types: &Types, ret: Type, a: f64, b: f64, c: f64) -> Result<Val, InterpError> {
    if matches!(types.inner(types.scalar(ret)), TypeInner::Double) {
        return float_res(types, ret, a.mul_add(b, c));
    }
    float_res(types, ret, fma_to_odd(a, b, c))
}

/// `a × b + c` for operands of at most 26 significand bits, in `f64` rounded to odd: the
/// product is exact, and an inexact sum keeps an odd last bit moved toward the exact value,
/// so that rounding the result to any format of at most 51 bits (float, half, bfloat) is
/// the single correct rounding of the exact value (a plain `f64` sum would round twice).
pub fn fma_to_odd(a: f64, b: f64, c: f64) -> f64 {
    let p = a * b;
    let s = p + c;
    if !s.is_finite() {
        return s;
    }
    // The rounding error of `s` (Knuth's two-sum).
    let bc = s - p;
    let err = (p - (s - bc)) + (c - bc);
    if err != 0.0 && s.to_bits() & 1 == 0 {
        let away_from_zero = (err > 0.0) == (s > 0.0);
        f64::from_bits(if away_from_zero { s.to_bits() + 1 } else { s.to_bits() - 1 })
    } else {
        s
    }
}

fn atomic(
    machine: &mut Machine<'_>,
    op: AtomicOp,
    ty: Elem,
    args: &[Val],
    ret: Type,
) -> Result<Val, InterpError> {
    let a = |i: usize| {
        args.get(i).ok_or_else(|| InterpError::Type(format!("atomic {} needs operand {i}", op.name())))
    };
    let ptr = a(0)?.as_u64()?;
    let types = &machine.module.types;
    // The value type: the result's, or (for a store) the stored value's.
    let vt = match op {
        AtomicOp::Store => None,
        _ => Some(ret),
    };
    let width = match (&vt, a(1)) {
        (Some(t), _) if !matches!(types.inner(*t), TypeInner::Void) => types.int_bits(types.scalar(*t)),
        (_, Ok(Val::Int { width, .. })) => Some(*width),
        _ => None,
    };
    let float = ty.is_float();
    let bytes = |w: u32| (w / 8).max(1) as u64;
    let read = |m: &Machine<'_>, len: u64| -> Result<u64, InterpError> {
        let b = m.mem.read(ptr, len)?;
        let mut v = [0u8; 8];
        v[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        Ok(u64::from_le_bytes(v))
    };
    let write = |m: &mut Machine<'_>, len: u64, v: u64| m.mem.write(ptr, &v.to_le_bytes()[..len as usize]);
    if float {
        // Float atomics (add, sub, min, max, xchg, compare-exchange) on 32-bit floats.
        if op == AtomicOp::Store {
            // A store reads nothing (uninitialized memory is fine to store to).
            let x = a(1)?.as_f64()? as f32;
            write(machine, 4, u64::from(x.to_bits()))?;
            return Ok(Val::Void);
        }
        let old = f32::from_bits(read(machine, 4)? as u32);
        let x = match op {
            AtomicOp::Load => return Ok(Val::Float(old)),
            AtomicOp::CmpXchgWeak => {
                // Compares representations, as C++'s compare_exchange does.
                let expected_ptr = a(1)?.as_u64()?;
                let eb = machine.mem.read(expected_ptr, 4)?;
                let expected = u32::from_le_bytes([eb[0], eb[1], eb[2], eb[3]]);
                if old.to_bits() == expected {
                    let desired = a(2)?.as_f64()? as f32;
                    write(machine, 4, u64::from(desired.to_bits()))?;
                } else {
                    machine.mem.write(expected_ptr, &old.to_bits().to_le_bytes())?;
                }
                return Ok(Val::Float(old));
            }
            _ => a(1)?.as_f64()? as f32,
        };
        let new = match op {
            AtomicOp::Add => old + x,
            AtomicOp::Sub => old - x,
            AtomicOp::Min => old.min(x),
            AtomicOp::Max => old.max(x),
            AtomicOp::Xchg => x,
            other => return Err(InterpError::Unsupported(format!("atomic {} on floats", other.name()))),
        };
        write(machine, 4, u64::from(new.to_bits()))?;
        return Ok(Val::Float(old));
    }
    let w =
        width.ok_or_else(|| InterpError::Type(format!("atomic {} without an integer type", op.name())))?;
    let len = bytes(w);
    if op == AtomicOp::Store {
        // A store reads nothing (uninitialized memory is fine to store to).
        let x = a(1)?.as_u64()? & mask(w);
        write(machine, len, x)?;
        return Ok(Val::Void);
    }
    let old = read(machine, len)? & mask(w);
    let signed = ty.sign == Some(Sign::Signed);
    let x = || -> Result<u64, InterpError> { Ok(a(1)?.as_u64()? & mask(w)) };
    let new = match op {
        AtomicOp::Load => return Ok(Val::int(old, w)),
        AtomicOp::CmpXchgWeak => {
            // (ptr, expected*, desired, …) -> the old value; on failure *expected receives
            // it too (MSL's compare_exchange compares the result with what it expected).
            // Never fails spuriously: a weak exchange may, but need not.
            let expected_ptr = a(1)?.as_u64()?;
            let eb = machine.mem.read(expected_ptr, len)?;
            let mut e = [0u8; 8];
            e[..eb.len().min(8)].copy_from_slice(&eb[..eb.len().min(8)]);
            let expected = u64::from_le_bytes(e) & mask(w);
            if old == expected {
                write(machine, len, a(2)?.as_u64()? & mask(w))?;
            } else {
                machine.mem.write(expected_ptr, &old.to_le_bytes()[..len as usize])?;
            }
            return Ok(Val::int(old, w));
        }
        AtomicOp::Add => old.wrapping_add(x()?),
        AtomicOp::Sub => old.wrapping_sub(x()?),
        AtomicOp::And => old & x()?,
        AtomicOp::Or => old | x()?,
        AtomicOp::Xor => old ^ x()?,
        // (A store returned above.)
        AtomicOp::Xchg | AtomicOp::Store => x()?,
        AtomicOp::Min | AtomicOp::Max => {
            let r = int_min_max(&Val::int(old, w), &Val::int(x()?, w), signed, op == AtomicOp::Max)?;
            r.as_u64()?
        }
    };
    write(machine, len, new & mask(w))?;
    Ok(Val::int(old, w))
}

fn llvm(machine: &mut Machine<'_>, op: LlvmOp, args: &[Val], ret: Type) -> Result<Val, InterpError> {
    let a = |i: usize| {
        args.get(i).ok_or_else(|| InterpError::Type(format!("llvm.{} needs operand {i}", op.name())))
    };
    let types = &machine.module.types;
    let fu = |f: fn(f64) -> f64| map1(a(0)?, &mut |x| float_res(types, ret, f(x.as_f64()?)));
    let fb = |f: fn(f64, f64) -> f64| {
        map2(a(0)?, a(1)?, &mut |x, y| float_res(types, ret, f(x.as_f64()?, y.as_f64()?)))
    };
    let iu = |f: &dyn Fn(u64, u32) -> u64| {
        map1(a(0)?, &mut |x| {
            let (p, w) = int_parts(x)?;
            Ok(Val::int(f(p, w), w))
        })
    };
    Ok(match op {
        LlvmOp::LifetimeStart
        | LlvmOp::LifetimeEnd
        | LlvmOp::Assume
        | LlvmOp::DbgValue
        | LlvmOp::DbgDeclare
        | LlvmOp::DbgLabel => Val::Void,
        LlvmOp::UAddSat | LlvmOp::USubSat | LlvmOp::SAddSat | LlvmOp::SSubSat => {
            map2(a(0)?, a(1)?, &mut |x, y| {
                let ((p, w), (q, _)) = (int_parts(x)?, int_parts(y)?);
                // Exact in i128, then clamped to the type's range.
                let (lo, hi, exact) = match op {
                    LlvmOp::UAddSat | LlvmOp::USubSat => {
                        let (p, q) = (i128::from(p), i128::from(q));
                        (0, i128::from(mask(w)), if op == LlvmOp::UAddSat { p + q } else { p - q })
                    }
                    _ => {
                        let (p, q) = (i128::from(sext(p, w)), i128::from(sext(q, w)));
                        let half = 1i128 << (w - 1);
                        (-half, half - 1, if op == LlvmOp::SAddSat { p + q } else { p - q })
                    }
                };
                Ok(Val::int(exact.clamp(lo, hi) as u64, w))
            })?
        }
        LlvmOp::Memcpy | LlvmOp::Memmove => {
            let (dst, src, len) = (a(0)?.as_u64()?, a(1)?.as_u64()?, a(2)?.as_u64()?);
            if len > 0 {
                let bytes = machine.mem.read(src, len)?.to_vec();
                machine.mem.write(dst, &bytes)?;
            }
            Val::Void
        }
        LlvmOp::Memset => {
            let (dst, v, len) = (a(0)?.as_u64()?, a(1)?.as_u64()? as u8, a(2)?.as_u64()?);
            if len > 0 {
                machine.mem.read(dst, len)?;
                machine.mem.write(dst, &vec![v; len as usize])?;
            }
            Val::Void
        }
        LlvmOp::FMulAdd | LlvmOp::Fma => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
            fused_multiply_add(types, ret, x.as_f64()?, y.as_f64()?, z.as_f64()?)
        })?,
        LlvmOp::SMax => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, true, true))?,
        LlvmOp::SMin => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, true, false))?,
        LlvmOp::UMax => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, false, true))?,
        LlvmOp::UMin => map2(a(0)?, a(1)?, &mut |x, y| int_min_max(x, y, false, false))?,
        LlvmOp::Abs => iu(&|p, w| sext(p, w).unsigned_abs())?,
        LlvmOp::Ctpop => iu(&|p, _| u64::from(p.count_ones()))?,
        LlvmOp::Ctlz => iu(&|p, w| u64::from((p << (64 - w)).leading_zeros().min(w)))?,
        LlvmOp::Cttz => iu(&|p, w| u64::from(p.trailing_zeros().min(w)))?,
        LlvmOp::Bitreverse => iu(&|p, w| p.reverse_bits() >> (64 - w))?,
        LlvmOp::Bswap => iu(&|p, w| p.swap_bytes() >> (64 - w))?,
        LlvmOp::Fshl | LlvmOp::Fshr => map3(a(0)?, a(1)?, a(2)?, &mut |x, y, z| {
            let ((p, w), (q, _), (s, _)) = (int_parts(x)?, int_parts(y)?, int_parts(z)?);
            let s = (s % u64::from(w)) as u32;
            // The concatenation x:y shifted, keeping the high (fshl) or low (fshr) half.
            let wide = (u128::from(p) << w) | u128::from(q);
            let r = if op == LlvmOp::Fshl { (wide << s) >> w } else { wide >> s };
            Ok(Val::int(r as u64, w))
        })?,
        LlvmOp::FAbs => fu(f64::abs)?,
        LlvmOp::Sqrt => fu(f64::sqrt)?,
        LlvmOp::Floor => fu(f64::floor)?,
        LlvmOp::Ceil => fu(f64::ceil)?,
        LlvmOp::Trunc => fu(f64::trunc)?,
        LlvmOp::Rint => fu(f64::round_ties_even)?,
        LlvmOp::Round => fu(f64::round)?,
        LlvmOp::Exp => fu(f64::exp)?,
        LlvmOp::Exp2 => fu(f64::exp2)?,
        LlvmOp::Log => fu(f64::ln)?,
        LlvmOp::Log2 => fu(f64::log2)?,
        LlvmOp::Sin => fu(f64::sin)?,
        LlvmOp::Cos => fu(f64::cos)?,
        LlvmOp::MinNum => fb(f64::min)?,
        LlvmOp::MaxNum => fb(f64::max)?,
        LlvmOp::Copysign => fb(f64::copysign)?,
        LlvmOp::Pow => fb(f64::powf)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_convert_to_float_rounding_once() {
        // 2^60 + 2^36 + 1 is just above halfway between two floats: correct rounding goes
        // up, rounding through f64 (which drops the final 1) ties to even, down.
        let v: u64 = (1 << 60) + (1 << 36) + 1;
        assert_eq!(v as f64 as f32, 2f32.powi(60), "through f64: rounded twice");
        assert_eq!(int_to_odd_f64(v) as f32, v as f32);
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let v = x >> (x % 40);
            assert_eq!(int_to_odd_f64(v) as f32, v as f32, "{v}");
        }
    }

    #[test]
    fn float_fma_rounds_once() {
        // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 is halfway between two floats; a tiny addend
        // decides the rounding, which a sum rounded to f64 first would lose.
        let a = 1.0 + 2f64.powi(-12);
        let c = 2f64.powi(-80);
        assert_eq!(a.mul_add(a, c) as f32, 1.0 + 2f32.powi(-11), "double rounding");
        assert_eq!(fma_to_odd(a, a, c) as f32, (a as f32).mul_add(a as f32, c as f32));
        assert_eq!(fma_to_odd(a, a, -c) as f32, (a as f32).mul_add(a as f32, -c as f32));
        // A sweep of floats with long significands and cancelling signs, against the
        // correctly rounded f32 fma of the standard library.
        let mut x = 0x1234_5678u32;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            f32::from_bits((x & 0x807f_ffff) | ((x % 40 + 107) << 23))
        };
        for _ in 0..200_000 {
            let (p, q, r) = (next(), next(), next());
            let r = if p.to_bits() & 1 == 0 { -(p * q) + r * 2f32.powi(-30) } else { r };
            let want = p.mul_add(q, r);
            let got = fma_to_odd(f64::from(p), f64::from(q), f64::from(r)) as f32;
            assert_eq!(got.to_bits(), want.to_bits(), "{p:e} * {q:e} + {r:e}");
        }
    }
}
