//! Which elements of a SIMD-group matrix multiply's operands are plain memory loads that
//! another lane's element can be read by directly, for [`crate::matrix`]'s
//! `MatrixOptions::direct_loads`.
//!
//! A multiply needs, in each lane, elements that other lanes hold (`A[row][k]` from the
//! lane holding `(row, k & 6)`, `B[k][col + e]` from the lane holding `(k, col)`); the
//! plain lowering fetches them with SIMD shuffles. When the holder's element is
//! `load T, ptr` with `ptr` a pure function of the lane index and of values that are the
//! same in every lane of the SIMD-group, the lane can compute the holder's address itself
//! (the same expression with the holder's lane index) and load it: the same value, as
//! long as the memory it reads is not written between the holder's load and this one.
//!
//! Conditions, checked here:
//!
//! - the element is found by following `insertelement` (constant index) and
//!   `shufflevector` from the operand to a non-volatile `load` of the operand's element
//!   type from device, constant or threadgroup memory;
//! - the load is in the multiply's block, before it, and no instruction between them can
//!   write memory or order it across threads: stores, atomics, fences, threadgroup
//!   barriers and calls other than pure operations, SIMD-group barriers, shuffles and
//!   matrix arithmetic. All 32 lanes run that stretch together (a matrix operation needs
//!   the whole SIMD-group), so no lane of this SIMD-group writes the location in between,
//!   and a write by another thread that no barrier in between orders after the holder's
//!   load would race with that load (undefined in Metal);
//! - the address depends on the lane index only through operations whose value depends
//!   on their operands only (`opt::cse::is_value_of_operands`: arithmetic, casts,
//!   comparisons, selects, GEPs, element operations, pure GPU operations; recomputed
//!   for the holder), and otherwise on constants, globals, loads from constant memory at such
//!   addresses and kernel parameters that are equal across a SIMD-group (buffers,
//!   threadgroup memory, the threadgroup and SIMD-group indices, the grid and group
//!   sizes).

use gpu_ir::gpu::{BarrierKind, GpuOp, MatrixOp};
use gpu_ir::{Block, ConstantData, FuncId, Function, Inst, Module, Op, Value};
use std::collections::{BTreeMap, BTreeSet};

use crate::legalize::intrinsic;

/// Kernel parameter kinds whose value is the same in every lane of a SIMD-group.
const UNIFORM_KINDS: [&str; 11] = [
    "buffer",
    "threadgroup",
    "simdgroup_index_in_threadgroup",
    "threadgroup_position_in_grid",
    "threads_per_threadgroup",
    "threadgroups_per_grid",
    "threads_per_grid",
    "threads_per_simdgroup",
    "simdgroups_per_threadgroup",
    "dispatch_threads_per_threadgroup",
    "dispatch_simdgroups_per_threadgroup",
];

/// How deep the address expression of one load may go.
const MAX_DEPTH: u32 = 48;

/// What [`find`] found.
#[derive(Default)]
pub(crate) struct LaneLoads {
    /// `(multiply, operand 0 = A or 1 = B, element 0 or 1)` → the load giving that element.
    pub loads: BTreeMap<(Inst, usize, usize), Inst>,
    /// Values (the lane parameter included) to recompute for another lane; everything
    /// else an address uses is the same in every lane.
    pub lane_dependent: BTreeSet<Value>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// The same in every lane of the SIMD-group.
    Uniform,
    /// A pure function of the lane index and uniform values.
    Lane,
    /// Anything else.
    Other,
}

struct Classifier<'a> {
    m: &'a Module,
    f: &'a Function,
    lane: u32,
    uniform_args: BTreeSet<u32>,
    memo: BTreeMap<Value, Class>,
}

impl Classifier<'_> {
    fn class(&mut self, v: Value, depth: u32) -> Class {
        if let Some(&c) = self.memo.get(&v) {
            return c;
        }
        if depth > MAX_DEPTH {
            return Class::Other;
        }
        let c = match v {
            Value::Arg(i) if i == self.lane => Class::Lane,
            Value::Arg(i) if self.uniform_args.contains(&i) => Class::Uniform,
            Value::Arg(_) => Class::Other,
            // `undef` may be a different value in each lane.
            Value::Const(c) => match self.m.constants.get(c) {
                Some(ConstantData::Undef(_) | ConstantData::Poison(_)) | None => Class::Other,
                Some(_) => Class::Uniform,
            },
            Value::Inst(i) => {
                let op = &self.f.insts[i].op;
                match op {
                    op if opt::cse::is_value_of_operands(op) => {
                        let mut c = Class::Uniform;
                        for o in op.operands() {
                            match self.class(o, depth + 1) {
                                Class::Other => {
                                    c = Class::Other;
                                    break;
                                }
                                Class::Lane => c = Class::Lane,
                                Class::Uniform => {}
                            }
                        }
                        c
                    }
                    // Constant memory is read-only: a uniform address reads one value.
                    Op::Load { ptr, volatile: false, .. }
                        if self.m.types.addrspace(self.m.value_type(self.f, *ptr)) == Some(2)
                            && self.class(*ptr, depth + 1) == Class::Uniform =>
                    {
                        Class::Uniform
                    }
                    _ => Class::Other,
                }
            }
        };
        self.memo.insert(v, c);
        c
    }
}

/// The operation of a call or GPU instruction.
fn gpu_op(m: &Module, op: &Op) -> Option<GpuOp> {
    match op {
        Op::Gpu { op, .. } => Some(op.clone()),
        _ => intrinsic(m, op),
    }
}

/// Whether `op` may write memory, or order memory between threads, as seen from the
/// loads that a matrix multiply later in the block reads again.
fn clobbers(m: &Module, op: &Op) -> bool {
    match op {
        Op::Store { .. } | Op::AtomicRmw { .. } | Op::CmpXchg { .. } | Op::Fence { .. } => true,
        Op::Call { .. } | Op::Gpu { .. } => match gpu_op(m, op) {
            Some(g) => {
                !(g.is_pure()
                    || matches!(
                        g,
                        GpuOp::Barrier { kind: BarrierKind::Simdgroup, .. }
                            | GpuOp::Shuffle { .. }
                            | GpuOp::Matrix(
                                MatrixOp::MultiplyAccumulate { .. }
                                    | MatrixOp::InitFilled { .. }
                                    | MatrixOp::InitDiag { .. }
                                    | MatrixOp::Load { .. }
                            )
                    ))
            }
            None => true,
        },
        _ => false,
    }
}

/// Element `k` of vector `v`, followed through element insertions and shuffles.
fn element_source(m: &Module, f: &Function, mut v: Value, mut k: u32) -> Option<Value> {
    for _ in 0..MAX_DEPTH {
        let Value::Inst(i) = v else { return None };
        match &f.insts[i].op {
            Op::InsertElement { vector, value, index } => {
                let Value::Const(c) = index else { return None };
                let ConstantData::Int { bits, .. } = m.constants.get(*c)? else { return None };
                if *bits == u128::from(k) {
                    return Some(*value);
                }
                v = *vector;
            }
            Op::ShuffleVector { a, b, mask } => {
                let at = m.types.vector_len(m.value_type(f, *a))?;
                let sel = u32::try_from(*mask.get(k as usize)?).ok()?;
                (v, k) = if sel < at { (*a, sel) } else { (*b, sel - at) };
            }
            _ => return Some(v),
        }
    }
    None
}

/// The operand elements of the multiplies `mmas` (with their operand values) of function
/// `fid` that are loads the lanes can repeat for each other; `lane` is the
/// `thread_index_in_simdgroup` parameter.
pub(crate) fn find(m: &Module, fid: FuncId, lane: u32, mmas: &[(Inst, [Value; 2])]) -> LaneLoads {
    let f = &m.functions[fid];
    let mut out = LaneLoads::default();
    if mmas.is_empty() {
        return out;
    }
    let uniform_args: BTreeSet<u32> = crate::params::kernel_params(m, fid)
        .map(|(_, ps)| {
            ps.iter().filter(|p| UNIFORM_KINDS.contains(&p.short_kind())).map(|p| p.index).collect()
        })
        .unwrap_or_default();
    let mut cl = Classifier { m, f, lane, uniform_args, memo: BTreeMap::new() };
    // Each instruction's block and "memory epoch": the clobbers before it in its block.
    let mut place: BTreeMap<Inst, (Block, usize, usize)> = BTreeMap::new();
    for (b, data) in f.blocks.iter() {
        let mut epoch = 0;
        for (pos, &i) in data.insts.iter().enumerate() {
            place.insert(i, (b, pos, epoch));
            if f.insts.get(i).is_some_and(|d| clobbers(m, &d.op)) {
                epoch += 1;
            }
        }
    }
    for &(mma, operands) in mmas {
        let Some(&(mb, mpos, mepoch)) = place.get(&mma) else { continue };
        for (which, v) in operands.into_iter().enumerate() {
            let elem = m.types.scalar(m.value_type(f, v));
            for e in 0..2usize {
                let Some(Value::Inst(l)) = element_source(m, f, v, e as u32) else { continue };
                let Op::Load { ty, ptr, volatile: false, .. } = f.insts[l].op else { continue };
                let space = m.types.addrspace(m.value_type(f, ptr));
                if ty != elem || !matches!(space, Some(1..=3)) {
                    continue;
                }
                match place.get(&l) {
                    Some(&(lb, lpos, lepoch)) if lb == mb && lpos < mpos && lepoch == mepoch => {}
                    _ => continue,
                }
                if cl.class(ptr, 0) == Class::Other {
                    continue;
                }
                out.loads.insert((mma, which, e), l);
            }
        }
    }
    out.lane_dependent = cl.memo.into_iter().filter(|(_, c)| *c == Class::Lane).map(|(v, _)| v).collect();
    out
}
