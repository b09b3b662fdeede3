//! Lowering of `simdgroup_matrix_8x8` operations to per-lane code every backend selects:
//! SIMD shuffles, ordinary loads and stores, integer arithmetic and `dot`.
//!
//! In AIR a lane holds its share of an 8×8 matrix in elements 0 and 1 of a `<64 x T>`
//! value (MSL's `thread_elements()`): row `r` and columns `c`, `c + 1` of Apple's layout
//! (`interp::air::matrix_lane_coord`, restated here as `coord`); the other 62 elements mean
//! nothing. The vectors stay `<64 x T>` (the operations that carry them — phis,
//! shuffles, element accesses — are untouched), and each operation becomes:
//!
//! - `init_filled(x)`: `x` in every element; `init_diag(x)`: `x` where the lane's element
//!   is on the diagonal, zero elsewhere;
//! - `load`/`store(ptr, elements_per_row, origin, transpose)`: the lane's two elements
//!   at `origin + (row, col + k)`, row-major or, transposed, column-major;
//! - `multiply_accumulate(a, b, c)`: for each of the lane's two elements, `A[row][k]` and
//!   `B[k][col + e]` fetched with eight plus sixteen SIMD shuffles from the lanes that hold
//!   them, and `dot([c, A[row][0..8]], [1, B[0..8][col + e]])`, which is the interpreter's
//!   `c + Σ a·b` accumulated in order in `f64` and rounded once (mixed element types meet
//!   in the widest one; a narrower result is rounded from it). With
//!   [`MatrixOptions::wide_b`] (PTX) an `f32` product with an `f32` result widens B's
//!   elements to `f64` in the lane holding them, shuffles those, and takes the same dot
//!   in `f64` with one rounding at the end: fewer conversions, identical results.
//!
//! The lane index comes from the kernel's `thread_index_in_simdgroup` parameter when it
//! has one, otherwise from an exclusive prefix sum of 1 over the SIMD-group at entry:
//! equal, since a matrix operation needs all 32 lanes active. Unused results other than
//! elements 0 and 1 are zero, as the interpreter makes them. Operand forms other than
//! `(pointer, i64 elements_per_row, <2 x i64> origin, i1 transpose)` are refused.

use gpu_ir::gpu::{Elem, GpuOp, Group, MathFn, MatrixOp, Scalar, ScanOp, ShuffleKind, Sign};
use gpu_ir::{
    BinaryOp, CastOp, ConstantData, FuncId, Inst, InstData, Module, Op, Predicate, Type, TypeInner, Value,
};

use std::collections::BTreeMap;

use crate::legalize::{declare, intrinsic, LegalizeError};

/// How [`lower_matrices_with`] lowers; the default is what every backend can select.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatrixOptions {
    /// For an `f32` multiply-accumulate with an `f32` result: convert B's two elements to
    /// `f64` in the lane that holds them and shuffle those, so the 16 B values each lane
    /// reads arrive converted (2 conversions instead of 16, 16 more 32-bit shuffles), and
    /// take the dot in `f64` with one rounding to `f32` at the end. Same values, same
    /// order, same single rounding as the `f32` form (`f32` → `f64` is exact). Needs
    /// 64-bit SIMD shuffles from the backend; PTX turns on, where conversions cost four
    /// times a `f64` FMA.
    pub wide_b: bool,
    /// Where an `A` or `B` element another lane holds is a plain load whose address the
    /// lane can compute for that lane (`lane_loads`: a function of the
    /// `thread_index_in_simdgroup` parameter and of values equal across the SIMD-group,
    /// no write in between), load it again at that lane's address instead of shuffling
    /// it. Same values. Needs SIMD-groups of exactly 32 lanes (the lane index is what the
    /// layout's lane arithmetic takes); PTX turns it on.
    pub direct_loads: bool,
    /// For an `f32` multiply-accumulate with `f32` operands and result: each element is
    /// the chain `fma(a7, b7, … fma(a0, b0, c))` of eight `f32` fused multiply-adds, in
    /// `k` order, instead of the interpreter's dot in `f64` rounded once: up to eight
    /// roundings, each of one `f32` ulp of a partial sum. A deliberate change of results
    /// within the accuracy of `f32` arithmetic (docs/abi-ptx.md, "SIMD-group matrices"),
    /// for targets where converting to `f64` costs more than the arithmetic (PTX).
    pub fma_f32: bool,
}

/// What [`lower_matrices`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MatrixStats {
    /// Matrix operations lowered.
    pub lowered: usize,
    /// Instructions added.
    pub added: usize,
    /// Shuffles narrowed to the elements that are read (`trim_unused_elements`).
    pub trimmed: usize,
    /// Instructions that died after that.
    pub removed: usize,
    /// Operand elements of other lanes read from memory instead of shuffled
    /// ([`MatrixOptions::direct_loads`]; one per load and holder lane).
    pub direct: usize,
}

/// LLVM's `icmp eq`.
const EQ: Predicate = Predicate(32);

/// Intrinsic declarations the lowering calls, made before the function is rewritten.
#[derive(Default)]
struct Decls {
    /// `simd_shuffle` per element type.
    shuffle: BTreeMap<Type, (Value, Type)>,
    /// `dot` of `<9 x T>` per element type.
    dot: BTreeMap<Type, (Value, Type)>,
    /// `simd_prefix_exclusive_sum.u32`.
    scan: Option<(Value, Type)>,
    /// `double`, when [`MatrixOptions::wide_b`] is on and an `f32` multiply needs it
    /// (its shuffle and dot are then in `shuffle`/`dot`).
    wide: Option<Type>,
    /// `fma.f32`, when [`MatrixOptions::fma_f32`] is on and an `f32` multiply needs it.
    fma: Option<(Value, Type)>,
}

/// [`MatrixOptions::direct_loads`]: what `lane_loads` found, and the values recomputed
/// for other lanes so far (one instruction per value, holder lane and block).
struct Direct {
    found: crate::lane_loads::LaneLoads,
    lane_arg: u32,
    lane_ty: Type,
    /// `(value, holder lane)` → the value computed for the holder.
    clones: BTreeMap<(Value, Value), Value>,
    /// Those computations, each placed right after the value it recomputes (so it is
    /// computed where the value is, once, outside the loops the multiplies are in) or,
    /// for the lane index itself, at the end of the entry's prologue.
    after: BTreeMap<Inst, Vec<Inst>>,
    at_entry: Vec<Inst>,
    /// `(load, holder lane)` → the holder's element.
    reloads: BTreeMap<(Inst, Value), Value>,
    /// `(value, type)` → the value converted (elements read again, converted once).
    widened: BTreeMap<(Value, Type), Value>,
}

struct Cx<'a> {
    f: &'a mut gpu_ir::Function,
    decls: &'a Decls,
    constants: &'a mut gpu_ir::Arena<ConstantData>,
    types: &'a mut gpu_ir::Types,
    loc: Option<(u32, u32)>,
    seq: Vec<Inst>,
    direct: Option<Direct>,
}

impl Cx<'_> {
    fn emit(&mut self, op: Op, ty: Type) -> Value {
        let i = self.f.insts.append(InstData { op, ty, name: None, loc: self.loc });
        self.seq.push(i);
        Value::Inst(i)
    }
    fn int(&mut self, ty: Type, v: u64) -> Value {
        Value::Const(self.constants.append(ConstantData::Int { ty, bits: u128::from(v) }))
    }
    fn konst(&mut self, c: ConstantData) -> Value {
        Value::Const(self.constants.append(c))
    }
    fn bin(&mut self, op: BinaryOp, lhs: Value, rhs: Value, ty: Type) -> Value {
        self.emit(Op::Binary { op, lhs, rhs, flags: 0 }, ty)
    }
    fn cast(&mut self, op: CastOp, value: Value, ty: Type) -> Value {
        self.emit(Op::Cast { op, value }, ty)
    }
    fn extract(&mut self, vector: Value, k: u64, ty: Type) -> Value {
        let i32t = self.types.int(32);
        let index = self.int(i32t, k);
        self.emit(Op::ExtractElement { vector, index }, ty)
    }
    /// A call of a declared intrinsic (the interpreter and the backends take AIR's calls).
    fn call(&mut self, decl: Option<&(Value, Type)>, args: Vec<Value>, ty: Type) -> Result<Value, String> {
        let (callee, fn_ty) = *decl.ok_or("an intrinsic the lowering did not declare")?;
        Ok(self.emit(Op::Call { callee, fn_ty, args, tail: 0, fast_math: 0, attrs: Default::default() }, ty))
    }
    fn insert(&mut self, vector: Value, value: Value, k: u64, ty: Type) -> Value {
        let i32t = self.types.int(32);
        let index = self.int(i32t, k);
        self.emit(Op::InsertElement { vector, value, index }, ty)
    }
}

/// The widest float format among a multiply-accumulate's operands and result: every
/// operand converts to it exactly.
fn widest(types: &gpu_ir::Types, tys: &[Type], ret: Type) -> Option<(Type, Scalar)> {
    tys.iter()
        .take(3)
        .chain([&ret])
        .map(|t| {
            let e = types.scalar(*t);
            scalar_of(types, e).map(|s| (e, s))
        })
        .collect::<Option<Vec<_>>>()?
        .into_iter()
        .max_by_key(|p| width(p.1))
}

/// The float format of a scalar type, for `Elem`.
fn scalar_of(types: &gpu_ir::Types, t: Type) -> Option<Scalar> {
    match types.inner(t) {
        TypeInner::Half => Some(Scalar::F16),
        TypeInner::BFloat => Some(Scalar::BF16),
        TypeInner::Float => Some(Scalar::F32),
        TypeInner::Double => Some(Scalar::F64),
        _ => None,
    }
}

fn width(s: Scalar) -> u32 {
    match s {
        Scalar::F16 | Scalar::BF16 => 16,
        Scalar::F32 => 32,
        Scalar::F64 => 64,
        Scalar::Int(b) => b,
    }
}

/// Lane `lane`'s row and first column (both `i32`), Apple's layout: with `q = lane / 4`,
/// row `(q & 4) + (lane / 2) % 4`, column `(q & 2) · 2 + (lane % 2) · 2`.
fn coord(cx: &mut Cx<'_>, lane: Value) -> (Value, Value) {
    let i32t = cx.types.int(32);
    let c = |cx: &mut Cx<'_>, v| cx.int(i32t, v);
    let (k1, k2, k3, k4) = (c(cx, 1), c(cx, 2), c(cx, 3), c(cx, 4));
    let l2 = cx.bin(BinaryOp::LShr, lane, k2, i32t);
    let hi = cx.bin(BinaryOp::And, l2, k4, i32t);
    let l1 = cx.bin(BinaryOp::LShr, lane, k1, i32t);
    let lo = cx.bin(BinaryOp::And, l1, k3, i32t);
    let row = cx.bin(BinaryOp::Or, hi, lo, i32t);
    let c4 = cx.bin(BinaryOp::And, l1, k4, i32t);
    let odd = cx.bin(BinaryOp::And, lane, k1, i32t);
    let c2 = cx.bin(BinaryOp::Shl, odd, k1, i32t);
    let col = cx.bin(BinaryOp::Or, c4, c2, i32t);
    (row, col)
}

/// The lane holding row `r`, columns `c`/`c + 1` (`c` even) is the sum of a row part and
/// a column part: `4·((r & 4) | (r >> 1 & 1)) + 2·(r & 1)` and `2·(c & 4) + (c >> 1 & 1)`.
fn row_part(r: u64) -> u64 {
    4 * ((r & 4) | ((r >> 1) & 1)) + 2 * (r & 1)
}
fn col_part(c: u64) -> u64 {
    2 * (c & 4) + ((c >> 1) & 1)
}

/// `row_part` of a lane's own (dynamic) row.
fn row_part_dyn(cx: &mut Cx<'_>, row: Value) -> Value {
    let i32t = cx.types.int(32);
    let (k1, k2, k4) = (cx.int(i32t, 1), cx.int(i32t, 2), cx.int(i32t, 4));
    let a = cx.bin(BinaryOp::And, row, k4, i32t);
    let b0 = cx.bin(BinaryOp::LShr, row, k1, i32t);
    let b = cx.bin(BinaryOp::And, b0, k1, i32t);
    let ab = cx.bin(BinaryOp::Or, a, b, i32t);
    let hi = cx.bin(BinaryOp::Shl, ab, k2, i32t);
    let r1 = cx.bin(BinaryOp::And, row, k1, i32t);
    let lo = cx.bin(BinaryOp::Shl, r1, k1, i32t);
    cx.bin(BinaryOp::Add, hi, lo, i32t)
}

/// `col_part` of a lane's own (dynamic, even) column.
fn col_part_dyn(cx: &mut Cx<'_>, col: Value) -> Value {
    let i32t = cx.types.int(32);
    let (k1, k4) = (cx.int(i32t, 1), cx.int(i32t, 4));
    let a = cx.bin(BinaryOp::And, col, k4, i32t);
    let hi = cx.bin(BinaryOp::Shl, a, k1, i32t);
    let b0 = cx.bin(BinaryOp::LShr, col, k1, i32t);
    let lo = cx.bin(BinaryOp::And, b0, k1, i32t);
    cx.bin(BinaryOp::Add, hi, lo, i32t)
}

/// The lane's values at entry: its row and column, and, with
/// [`MatrixOptions::direct_loads`], the lanes it reads a multiply's operands from
/// (`a_src[j]`: the lane holding `(row, 2j)`; `b_src[k]`: the lane holding `(k, col)`),
/// computed once so that the elements read again are shared between multiplies.
/// Without, each multiply computes them where it needs them.
struct Lane {
    row: Value,
    col: Value,
    src: Option<([Value; 4], [Value; 8])>,
}

/// Element `k` of an operand (`which`: 0 for A, 1 for B) of multiply `mma`, held by
/// lane `src`: read again from memory where `lane_loads` allows it, else `None`.
fn direct_element(cx: &mut Cx<'_>, mma: Inst, which: usize, k: usize, src: Value) -> Option<Value> {
    let d = cx.direct.as_ref()?;
    let l = *d.found.loads.get(&(mma, which, k))?;
    if let Some(&v) = d.reloads.get(&(l, src)) {
        return Some(v);
    }
    let InstData { op: Op::Load { ty, ptr, align, .. }, .. } = cx.f.insts[l].clone() else { return None };
    let p = lane_value(cx, ptr, src, 0)?;
    let v =
        if p == ptr { Value::Inst(l) } else { cx.emit(Op::Load { ty, ptr: p, align, volatile: false }, ty) };
    cx.direct.as_mut()?.reloads.insert((l, src), v);
    Some(v)
}

/// `v` as lane `src` computes it (`v` a pure function of the lane index and of
/// SIMD-group-uniform values, as `lane_loads` classified it; `src` is computed at entry).
fn lane_value(cx: &mut Cx<'_>, v: Value, src: Value, depth: u32) -> Option<Value> {
    let d = cx.direct.as_ref()?;
    if !d.found.lane_dependent.contains(&v) {
        return Some(v);
    }
    if let Some(&c) = d.clones.get(&(v, src)) {
        return Some(c);
    }
    if depth > 64 {
        return None;
    }
    let (lane_arg, lane_ty) = (d.lane_arg, d.lane_ty);
    let placed = |cx: &mut Cx<'_>, at: Option<Inst>, op: Op, ty: Type| -> Option<Value> {
        let i = cx.f.insts.append(InstData { op, ty, name: None, loc: None });
        let d = cx.direct.as_mut()?;
        match at {
            Some(at) => d.after.entry(at).or_default().push(i),
            None => d.at_entry.push(i),
        }
        Some(Value::Inst(i))
    };
    let c = match v {
        Value::Arg(a) if a == lane_arg => match cx.types.int_bits(lane_ty) {
            Some(32) => src,
            Some(b) if b < 32 => placed(cx, None, Op::Cast { op: CastOp::Trunc, value: src }, lane_ty)?,
            Some(_) => placed(cx, None, Op::Cast { op: CastOp::ZExt, value: src }, lane_ty)?,
            None => return None,
        },
        Value::Inst(i) => {
            let InstData { mut op, ty, .. } = cx.f.insts[i].clone();
            let mut new = Vec::new();
            for o in op.operands() {
                new.push(lane_value(cx, o, src, depth + 1)?);
            }
            let mut it = new.into_iter();
            opt::rewrite::for_each_operand_mut(&mut op, |o| {
                if let Some(n) = it.next() {
                    *o = n;
                }
            });
            placed(cx, Some(i), op, ty)?
        }
        _ => return None,
    };
    cx.direct.as_mut()?.clones.insert((v, src), c);
    Some(c)
}

/// `v` converted to `t` once per value (elements read again are shared by multiplies).
fn widen_once(cx: &mut Cx<'_>, v: Value, t: Type) -> Value {
    if let Some(&w) = cx.direct.as_ref().and_then(|d| d.widened.get(&(v, t))) {
        return w;
    }
    let w = cx.cast(CastOp::FPExt, v, t);
    if let Some(d) = cx.direct.as_mut() {
        d.widened.insert((v, t), w);
    }
    w
}

/// Whether any function of `m` multiplies SIMD-group matrices (a
/// `simdgroup_matrix_8x8_multiply_accumulate`, called or as a GPU operation): where a
/// backend lowers with [`MatrixOptions::fma_f32`], such a kernel's float results may
/// differ from the interpreter's by that option's rounding.
pub fn multiplies_matrices(m: &Module) -> bool {
    m.functions.iter().any(|(_, f)| {
        f.insts.iter().any(|(_, d)| {
            let op = match &d.op {
                Op::Gpu { op, .. } => Some(op.clone()),
                other => intrinsic(m, other),
            };
            matches!(op, Some(GpuOp::Matrix(MatrixOp::MultiplyAccumulate { .. })))
        })
    })
}

/// Lowers every simdgroup matrix operation of function `fid`.
pub fn lower_matrices(m: &mut Module, fid: FuncId) -> Result<MatrixStats, LegalizeError> {
    lower_matrices_with(m, fid, MatrixOptions::default())
}

/// [`lower_matrices`] with `opts`.
pub fn lower_matrices_with(
    m: &mut Module,
    fid: FuncId,
    opts: MatrixOptions,
) -> Result<MatrixStats, LegalizeError> {
    let mut stats = MatrixStats::default();
    let Some(f) = m.functions.get(fid) else { return Err(LegalizeError::NoFunction(fid)) };
    let fname = f.name.clone();
    // Each operation with its operands and their types, read before the rewrite.
    let mut work: Vec<(Inst, MatrixOp, Vec<Value>, Vec<Type>)> = Vec::new();
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            let Some(d) = f.insts.get(i) else { continue };
            if let Some(GpuOp::Matrix(op)) = intrinsic(m, &d.op) {
                let args: Vec<Value> = match &d.op {
                    Op::Gpu { args, .. } | Op::Call { args, .. } => args.clone(),
                    _ => continue,
                };
                let tys = args.iter().map(|a| m.value_type(f, *a)).collect();
                work.push((i, op, args, tys));
            }
        }
    }
    if work.is_empty() {
        return Ok(stats);
    }
    let unsupported = |feature: String| LegalizeError::Unsupported { function: fname.clone(), feature };
    let lane_param = crate::params::kernel_params(m, fid).and_then(|(_, ps)| {
        ps.iter().find(|p| p.short_kind() == "thread_index_in_simdgroup").map(|p| p.index)
    });
    let entry = f.blocks.handles().next().ok_or_else(|| unsupported("a function without blocks".into()))?;
    let mut decls = Decls::default();
    let i32t = m.types.int(32);
    let i16t = m.types.int(16);
    if lane_param.is_none() {
        let ty = Elem { sign: Some(Sign::Unsigned), scalar: Scalar::Int(32), lanes: 1 };
        let op = GpuOp::Scan { group: Group::Simd, op: ScanOp::Sum, inclusive: false, ty };
        decls.scan = Some(declare(m, &op, i32t, &[i32t]));
    }
    for (_, op, _, tys) in &work {
        let MatrixOp::MultiplyAccumulate { .. } = op else { continue };
        let Some(ret) = tys.get(2).copied() else { continue };
        let Some((te, ts)) = widest(&m.types, tys, ret) else { continue };
        let mut need = vec![(te, ts)];
        let fma = opts.fma_f32 && ts == Scalar::F32 && scalar_of(&m.types, m.types.scalar(ret)) == Some(ts);
        if fma && decls.fma.is_none() {
            let ty = Elem { sign: None, scalar: ts, lanes: 1 };
            let op = GpuOp::Math { func: MathFn::Fma, fast: false, ty };
            decls.fma = Some(declare(m, &op, te, &[te, te, te]));
        }
        if opts.wide_b && ts == Scalar::F32 && !fma {
            let dt = m.types.intern(TypeInner::Double);
            decls.wide = Some(dt);
            need.push((dt, Scalar::F64));
        }
        for (te, ts) in need {
            if let std::collections::btree_map::Entry::Vacant(slot) = decls.shuffle.entry(te) {
                let ty = Elem { sign: None, scalar: ts, lanes: 1 };
                let op = GpuOp::Shuffle { group: Group::Simd, kind: ShuffleKind::Index, ty };
                slot.insert(declare(m, &op, te, &[te, i16t]));
                let v9 = m.types.intern(TypeInner::Vector { elem: te, len: 9 });
                let op = GpuOp::Math {
                    func: MathFn::Dot,
                    fast: false,
                    ty: Elem { sign: None, scalar: ts, lanes: 9 },
                };
                let d = declare(m, &op, te, &[v9, v9]);
                decls.dot.insert(te, d);
            }
        }
    }
    // Operand elements read again from memory (MatrixOptions::direct_loads).
    let direct = match lane_param {
        Some(lane_arg) if opts.direct_loads => {
            let f = &m.functions[fid];
            let mmas: Vec<(Inst, [Value; 2])> = work
                .iter()
                .filter(|(_, op, args, _)| {
                    matches!(op, MatrixOp::MultiplyAccumulate { .. }) && args.len() >= 2
                })
                .map(|(i, _, args, _)| (*i, [args[0], args[1]]))
                .collect();
            let found = crate::lane_loads::find(m, fid, lane_arg, &mmas);
            let lane_ty = f.params.get(lane_arg as usize).map(|p| p.ty);
            match lane_ty {
                Some(lane_ty) if !found.loads.is_empty() => Some(Direct {
                    found,
                    lane_arg,
                    lane_ty,
                    clones: BTreeMap::new(),
                    after: BTreeMap::new(),
                    at_entry: Vec::new(),
                    reloads: BTreeMap::new(),
                    widened: BTreeMap::new(),
                }),
                _ => None,
            }
        }
        _ => None,
    };
    let gpu_ir::Module { functions, constants, types, .. } = m;
    let f = &mut functions[fid];

    // The lane's index, row and column, computed once at entry.
    let mut cx = Cx { f, decls: &decls, constants, types, loc: None, seq: Vec::new(), direct };
    let lane = match lane_param {
        Some(index) => {
            let arg = Value::Arg(index);
            let (ptys, _) = (cx.f.params.get(index as usize).map(|p| p.ty), ());
            let ty =
                ptys.ok_or_else(|| unsupported("a thread_index_in_simdgroup parameter it lacks".into()))?;
            match cx.types.int_bits(ty) {
                Some(32) => arg,
                Some(b) if b < 32 => cx.cast(CastOp::ZExt, arg, i32t),
                Some(_) => cx.cast(CastOp::Trunc, arg, i32t),
                None => return Err(unsupported("a non-integer thread_index_in_simdgroup".into())),
            }
        }
        None => {
            let one = cx.int(i32t, 1);
            let decl = cx.decls.scan;
            cx.call(decl.as_ref(), vec![one], i32t).map_err(unsupported)?
        }
    };
    let (row, col) = coord(&mut cx, lane);
    let mut src = None;
    if cx.direct.is_some() {
        let (mut a_src, mut b_src) = ([row; 4], [col; 8]);
        let rp = row_part_dyn(&mut cx, row);
        let cp = col_part_dyn(&mut cx, col);
        for (j, slot) in a_src.iter_mut().enumerate() {
            let off = cx.int(i32t, col_part(2 * j as u64));
            *slot = cx.bin(BinaryOp::Add, rp, off, i32t);
        }
        for (k, slot) in b_src.iter_mut().enumerate() {
            let off = cx.int(i32t, row_part(k as u64));
            *slot = cx.bin(BinaryOp::Add, cp, off, i32t);
        }
        src = Some((a_src, b_src));
    }
    let lane_v = Lane { row, col, src };
    let prologue = std::mem::take(&mut cx.seq);

    let mut replacement: std::collections::BTreeMap<Inst, Vec<Inst>> = std::collections::BTreeMap::new();
    for (i, op, args, tys) in work {
        let original = cx.f.insts[i].clone();
        cx.loc = original.loc;
        let final_op = lower_one(&mut cx, &lane_v, i, op, &args, &tys, original.ty, &unsupported)?;
        let mut seq = std::mem::take(&mut cx.seq);
        cx.f.insts[i] =
            InstData { op: final_op, ty: original.ty, name: original.name.clone(), loc: original.loc };
        stats.added += seq.len();
        seq.push(i);
        stats.lowered += 1;
        replacement.insert(i, seq);
    }
    let (mut prologue, after) = (prologue, cx.direct.as_mut().map(|d| std::mem::take(&mut d.after)));
    if let Some(d) = cx.direct.as_mut() {
        prologue.append(&mut d.at_entry);
    }
    let after = after.unwrap_or_default();
    stats.added += prologue.len() + after.values().map(Vec::len).sum::<usize>();
    stats.direct = cx.direct.as_ref().map_or(0, |d| d.reloads.len());
    let f = &mut *cx.f;
    let blocks: Vec<gpu_ir::Block> = f.blocks.handles().collect();
    for b in blocks {
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len() + if b == entry { prologue.len() } else { 0 });
        if b == entry {
            new.extend_from_slice(&prologue);
        }
        for i in old {
            match replacement.get(&i) {
                Some(seq) => new.extend_from_slice(seq),
                None => new.push(i),
            }
            if let Some(extra) = after.get(&i) {
                new.extend_from_slice(extra);
            }
        }
        f.blocks[b].insts = new;
    }
    stats.trimmed = trim_unused_elements(m, fid);
    stats.removed = opt::dce::dce_function(m, fid);
    Ok(stats)
}

/// Narrows what vectors carry to the elements something reads. A matrix travels through
/// loops as a `<64 x T>` phi of which only elements 0 and 1 mean anything; kept whole,
/// every such phi would hold 64 registers. Demanded elements are propagated backwards
/// from the users (element reads, shuffles, element writes, phis, selects; any other use
/// demands all), then shuffle masks select undef where their result element is not
/// demanded, and an operand no mask entry selects becomes undef, so the dead phis and
/// copies die. Returns the shuffles changed.
fn trim_unused_elements(m: &mut Module, fid: FuncId) -> usize {
    let f = &m.functions[fid];
    // Per instruction (dense by handle index): its result's lanes, and the elements
    // some user demands; the fixed point below revisits every operand each round.
    let result_lanes: Vec<Option<u32>> =
        f.insts.iter().map(|(_, d)| m.types.vector_len(d.ty).filter(|&n| n <= 64)).collect();
    let lanes = |v: Value| -> Option<u32> {
        let Value::Inst(i) = v else { return None };
        result_lanes.get(i.index()).copied().flatten()
    };
    let all = |n: u32| if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let const_index = |v: Value| -> Option<u32> {
        let Value::Const(c) = v else { return None };
        match m.constants.get(c)? {
            ConstantData::Int { bits, .. } => u32::try_from(*bits).ok().filter(|&k| k < 64),
            _ => None,
        }
    };
    let order: Vec<Inst> = f.blocks.iter().flat_map(|(_, b)| b.insts.iter().copied()).collect();
    let mut demand: Vec<u64> = vec![0; f.insts.len()];
    loop {
        let mut changed = false;
        for &i in order.iter().rev() {
            let Some(d) = f.insts.get(i) else { continue };
            let mine = demand.get(i.index()).copied().unwrap_or(0);
            let mut add = |v: Value, bits: u64| {
                if let (Value::Inst(o), Some(n)) = (v, lanes(v)) {
                    if let Some(e) = demand.get_mut(o.index()) {
                        let new = *e | (bits & all(n));
                        if new != *e {
                            *e = new;
                            changed = true;
                        }
                    }
                }
            };
            match &d.op {
                Op::ExtractElement { vector, index } => match const_index(*index) {
                    Some(k) => add(*vector, 1 << k),
                    None => add(*vector, u64::MAX),
                },
                Op::ShuffleVector { a, b, mask } => {
                    let an = lanes(*a).unwrap_or(64);
                    for (j, &k) in mask.iter().enumerate() {
                        if k < 0 || j >= 64 || mine & (1 << j) == 0 {
                            continue;
                        }
                        let k = k as u32;
                        if k < an {
                            add(*a, 1 << k);
                        } else if k - an < 64 {
                            add(*b, 1 << (k - an));
                        }
                    }
                }
                Op::InsertElement { vector, value, index } => {
                    match const_index(*index) {
                        Some(k) => add(*vector, mine & !(1 << k)),
                        None => add(*vector, mine),
                    }
                    add(*value, u64::MAX);
                }
                Op::Phi { incoming } => {
                    for (v, _) in incoming {
                        add(*v, mine);
                    }
                }
                Op::Select { cond, then, otherwise } => {
                    add(*then, mine);
                    add(*otherwise, mine);
                    add(*cond, u64::MAX);
                }
                op => {
                    for v in op.operands() {
                        add(v, u64::MAX);
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    // Rewrite the shuffles.
    let mut edits: Vec<(Inst, Vec<i32>, bool, bool)> = Vec::new();
    for &i in &order {
        let Some(InstData { op: Op::ShuffleVector { a, mask, .. }, ty, .. }) = f.insts.get(i) else {
            continue;
        };
        let Some(n) = m.types.vector_len(*ty).filter(|&n| n <= 64) else { continue };
        let mine = demand.get(i.index()).copied().unwrap_or(0) & all(n);
        let an = m.types.vector_len(m.value_type(f, *a)).unwrap_or(0) as i32;
        let new: Vec<i32> = mask
            .iter()
            .enumerate()
            .map(|(j, &k)| if j < 64 && mine & (1 << j) != 0 { k } else { -1 })
            .collect();
        if new == *mask && new.iter().any(|&k| k >= 0 && k < an) && new.iter().any(|&k| k >= an) {
            continue;
        }
        let uses_a = new.iter().any(|&k| k >= 0 && k < an);
        let uses_b = new.iter().any(|&k| k >= an);
        edits.push((i, new, uses_a, uses_b));
    }
    let mut changed = 0;
    for (i, new, uses_a, uses_b) in edits {
        let (ta, tb) = match &m.functions[fid].insts[i].op {
            Op::ShuffleVector { a, b, .. } => {
                let f = &m.functions[fid];
                (m.value_type(f, *a), m.value_type(f, *b))
            }
            _ => continue,
        };
        let ua = Value::Const(m.constants.append(ConstantData::Undef(ta)));
        let ub = Value::Const(m.constants.append(ConstantData::Undef(tb)));
        if let Op::ShuffleVector { a, b, mask } = &mut m.functions[fid].insts[i].op {
            let before = (*a, *b, mask.clone());
            *mask = new;
            if !uses_a {
                *a = ua;
            }
            if !uses_b {
                *b = ub;
            }
            if before != (*a, *b, mask.clone()) {
                changed += 1;
            }
        }
    }
    changed
}

/// The instructions of one matrix operation, emitted into `cx.seq`; returns the last
/// operation, which takes the original instruction's handle.
#[allow(clippy::too_many_arguments)]
fn lower_one(
    cx: &mut Cx<'_>,
    lane: &Lane,
    inst: Inst,
    op: MatrixOp,
    args: &[Value],
    tys: &[Type],
    ret: Type,
    unsupported: &dyn Fn(String) -> LegalizeError,
) -> Result<Op, LegalizeError> {
    let i32t = cx.types.int(32);
    let arg = |k: usize| {
        args.get(k).copied().ok_or_else(|| unsupported(format!("{} with too few operands", name(op))))
    };
    let elem_of = |cx: &Cx<'_>, t: Type| -> Result<(Type, Scalar), LegalizeError> {
        let e = cx.types.scalar(t);
        let s = scalar_of(cx.types, e)
            .ok_or_else(|| unsupported(format!("{} on a matrix of non-float elements", name(op))))?;
        Ok((e, s))
    };
    match op {
        MatrixOp::InitFilled { .. } => {
            let x = arg(0)?;
            let undef = cx.konst(ConstantData::Undef(ret));
            let v = cx.insert(undef, x, 0, ret);
            let zeros = cx.konst(ConstantData::Undef(ret));
            Ok(Op::ShuffleVector { a: v, b: zeros, mask: vec![0; 64] })
        }
        MatrixOp::InitDiag { .. } => {
            let x = arg(0)?;
            let (e, _) = elem_of(cx, ret)?;
            let zero = cx.konst(ConstantData::Zero(e));
            let i1 = cx.types.int(1);
            let on0 = cx.emit(Op::Cmp { pred: EQ, lhs: lane.row, rhs: lane.col, fast_math: 0 }, i1);
            let e0 = cx.emit(Op::Select { cond: on0, then: x, otherwise: zero }, e);
            let one = cx.int(i32t, 1);
            let col1 = cx.bin(BinaryOp::Or, lane.col, one, i32t);
            let on1 = cx.emit(Op::Cmp { pred: EQ, lhs: lane.row, rhs: col1, fast_math: 0 }, i1);
            let e1 = cx.emit(Op::Select { cond: on1, then: x, otherwise: zero }, e);
            let base = cx.konst(ConstantData::Zero(ret));
            let v = cx.insert(base, e0, 0, ret);
            let i = cx.int(i32t, 1);
            Ok(Op::InsertElement { vector: v, value: e1, index: i })
        }
        MatrixOp::Load { .. } => {
            let (e, s) = elem_of(cx, ret)?;
            let ptrs = addresses(cx, lane, args, tys, 0, e, unsupported, op)?;
            let align = width(s) / 8;
            let mut vals = Vec::new();
            for p in ptrs {
                vals.push(cx.emit(Op::Load { ty: e, ptr: p, align, volatile: false }, e));
            }
            let base = cx.konst(ConstantData::Zero(ret));
            let v = cx.insert(base, vals[0], 0, ret);
            let i = cx.int(i32t, 1);
            Ok(Op::InsertElement { vector: v, value: vals[1], index: i })
        }
        MatrixOp::Store { .. } => {
            let value = arg(0)?;
            let mat =
                tys.first().copied().ok_or_else(|| unsupported(format!("{} without a matrix", name(op))))?;
            let (e, s) = elem_of(cx, mat)?;
            let ptrs = addresses(cx, lane, args, tys, 1, e, unsupported, op)?;
            let align = width(s) / 8;
            let e0 = cx.extract(value, 0, e);
            cx.emit(Op::Store { ptr: ptrs[0], value: e0, align, volatile: false }, ret);
            let e1 = cx.extract(value, 1, e);
            Ok(Op::Store { ptr: ptrs[1], value: e1, align, volatile: false })
        }
        MatrixOp::MultiplyAccumulate { .. } => {
            let (a, b, c) = (arg(0)?, arg(1)?, arg(2)?);
            let (de, ds) = elem_of(cx, ret)?;
            let mut parts = Vec::new();
            for (k, v) in [a, b, c].into_iter().enumerate() {
                let t = tys
                    .get(k)
                    .copied()
                    .ok_or_else(|| unsupported(format!("{} with too few operands", name(op))))?;
                parts.push((v, elem_of(cx, t)?));
            }
            // The widest format holds every operand exactly.
            let (te, ts) = widest(cx.types, tys, ret).unwrap_or((de, ds));
            let mut elems = Vec::new(); // [a0, a1, b0, b1, c0, c1] in te
            for (v, (e, s)) in &parts {
                for k in 0..2 {
                    let x = cx.extract(*v, k, *e);
                    elems.push(if *s == ts { x } else { cx.cast(CastOp::FPExt, x, te) });
                }
            }
            let i16t = cx.types.int(16);
            let shuffle_as = |cx: &mut Cx<'_>, v: Value, lane32: Value, t: Type| {
                let l = cx.cast(CastOp::Trunc, lane32, i16t);
                let decl = cx.decls.shuffle.get(&t);
                cx.call(decl, vec![v, l], t).map_err(|e| unsupported(e.to_string()))
            };
            let shuffle = |cx: &mut Cx<'_>, v: Value, lane32: Value| shuffle_as(cx, v, lane32, te);
            // An operand element of the lane `src`, in `te`: read again from memory where
            // `lane_loads` allows it (converted once per value), else shuffled.
            let fetch =
                |cx: &mut Cx<'_>, which: usize, k: usize, src: Value| -> Result<Value, LegalizeError> {
                    match direct_element(cx, inst, which, k, src) {
                        Some(x) => {
                            let (_, (_, s)) = parts[which];
                            Ok(if s == ts { x } else { widen_once(cx, x, te) })
                        }
                        None => shuffle(cx, elems[2 * which + k], src),
                    }
                };
            // The lanes holding A[row][k] and B[k][col]: computed at entry, or here.
            let parts_dyn = match lane.src {
                Some(_) => None,
                None => Some((row_part_dyn(cx, lane.row), col_part_dyn(cx, lane.col))),
            };
            let a_src = |cx: &mut Cx<'_>, k: usize| match (lane.src, parts_dyn) {
                (Some((a, _)), _) => a[k / 2],
                (_, Some((rp, _))) => {
                    let off = cx.int(i32t, col_part(k as u64 & 6));
                    cx.bin(BinaryOp::Add, rp, off, i32t)
                }
                _ => lane.row,
            };
            let b_src = |cx: &mut Cx<'_>, k: usize| match (lane.src, parts_dyn) {
                (Some((_, b)), _) => b[k],
                (_, Some((_, cp))) => {
                    let off = cx.int(i32t, row_part(k as u64));
                    cx.bin(BinaryOp::Add, cp, off, i32t)
                }
                _ => lane.col,
            };
            // A[row][k] for k = 0..8: element k & 1 of the lane holding (row, k & 6).
            let mut arow = Vec::with_capacity(8);
            for k in 0..8usize {
                let src = a_src(cx, k);
                arow.push(fetch(cx, 0, k & 1, src)?);
            }
            // `f32` with an `f32` result and `fma_f32`: a chain of `f32` FMAs in `k` order.
            if let Some(fma) = cx.decls.fma.filter(|_| ts == Scalar::F32 && ds == Scalar::F32) {
                let mut out = Vec::with_capacity(2);
                for e in 0..2usize {
                    let mut acc = elems[4 + e];
                    for (k, &a) in arow.iter().enumerate() {
                        let src = b_src(cx, k);
                        let bk = fetch(cx, 1, e, src)?;
                        acc = cx
                            .call(Some(&fma), vec![a, bk, acc], te)
                            .map_err(|e| unsupported(e.to_string()))?;
                    }
                    out.push(acc);
                }
                let base = cx.konst(ConstantData::Zero(ret));
                let v = cx.insert(base, out[0], 0, ret);
                let i = cx.int(i32t, 1);
                return Ok(Op::InsertElement { vector: v, value: out[1], index: i });
            }
            // `f32` with an `f32` result and `wide_b`: the dot in `f64` (see MatrixOptions).
            // A narrower result would round twice (f64 → f32 → it), so it keeps the plain form.
            if let Some(dt) = cx.decls.wide.filter(|_| ts == Scalar::F32 && ds == Scalar::F32) {
                let v9 = cx.types.intern(TypeInner::Vector { elem: dt, len: 9 });
                let one = cx.konst(ConstantData::Float { ty: dt, bits: 1f64.to_bits() });
                let awide: Vec<Value> = arow.iter().map(|&a| widen_once(cx, a, dt)).collect();
                // B's own elements widened, for the shuffles (none when all are read again).
                let mut bwide = [None, None];
                for (e, w) in bwide.iter_mut().enumerate() {
                    if cx.direct.as_ref().is_none_or(|d| !d.found.loads.contains_key(&(inst, 1, e))) {
                        *w = Some(cx.cast(CastOp::FPExt, elems[2 + e], dt));
                    }
                }
                let mut out = Vec::with_capacity(2);
                for e in 0..2usize {
                    let mut x = cx.konst(ConstantData::Undef(v9));
                    let mut y = cx.konst(ConstantData::Undef(v9));
                    let c = cx.cast(CastOp::FPExt, elems[4 + e], dt);
                    x = cx.insert(x, c, 0, v9);
                    y = cx.insert(y, one, 0, v9);
                    for k in 0..8usize {
                        let src = b_src(cx, k);
                        let bk = match direct_element(cx, inst, 1, e, src) {
                            Some(b) => widen_once(cx, b, dt),
                            None => {
                                let w = match bwide[e] {
                                    Some(w) => w,
                                    None => *bwide[e].insert(cx.cast(CastOp::FPExt, elems[2 + e], dt)),
                                };
                                shuffle_as(cx, w, src, dt)?
                            }
                        };
                        x = cx.insert(x, awide[k], k as u64 + 1, v9);
                        y = cx.insert(y, bk, k as u64 + 1, v9);
                    }
                    let decl = cx.decls.dot.get(&dt);
                    let d = cx.call(decl, vec![x, y], dt).map_err(|e| unsupported(e.to_string()))?;
                    out.push(cx.cast(CastOp::FPTrunc, d, de));
                }
                let base = cx.konst(ConstantData::Zero(ret));
                let v = cx.insert(base, out[0], 0, ret);
                let i = cx.int(i32t, 1);
                return Ok(Op::InsertElement { vector: v, value: out[1], index: i });
            }
            let v9 = cx.types.intern(TypeInner::Vector { elem: te, len: 9 });
            let one_bits = match ts {
                Scalar::F16 => 0x3c00,
                Scalar::BF16 => 0x3f80,
                Scalar::F64 => 1f64.to_bits(),
                _ => u64::from(1f32.to_bits()),
            };
            let one = cx.konst(ConstantData::Float { ty: te, bits: one_bits });
            let mut out = Vec::with_capacity(2);
            for e in 0..2usize {
                // B[k][col + e]: element e of the lane holding (k, col).
                let mut x = cx.konst(ConstantData::Undef(v9));
                let mut y = cx.konst(ConstantData::Undef(v9));
                x = cx.insert(x, elems[4 + e], 0, v9);
                y = cx.insert(y, one, 0, v9);
                for k in 0..8usize {
                    let src = b_src(cx, k);
                    let bk = fetch(cx, 1, e, src)?;
                    x = cx.insert(x, arow[k], k as u64 + 1, v9);
                    y = cx.insert(y, bk, k as u64 + 1, v9);
                }
                let decl = cx.decls.dot.get(&te);
                let d = cx.call(decl, vec![x, y], te).map_err(|e| unsupported(e.to_string()))?;
                out.push(if ds == ts { d } else { cx.cast(CastOp::FPTrunc, d, de) });
            }
            let base = cx.konst(ConstantData::Zero(ret));
            let v = cx.insert(base, out[0], 0, ret);
            let i = cx.int(i32t, 1);
            Ok(Op::InsertElement { vector: v, value: out[1], index: i })
        }
    }
}

fn name(op: MatrixOp) -> String {
    GpuOp::Matrix(op).name()
}

/// The addresses of the lane's two elements for a load (operands from 0) or store (from
/// 1): `(pointer, i64 elements_per_row, <2 x i64> origin (column, row), i1 transpose)`.
#[allow(clippy::too_many_arguments)]
fn addresses(
    cx: &mut Cx<'_>,
    lane: &Lane,
    args: &[Value],
    tys: &[Type],
    first: usize,
    e: Type,
    unsupported: &dyn Fn(String) -> LegalizeError,
    op: MatrixOp,
) -> Result<[Value; 2], LegalizeError> {
    let form = || {
        unsupported(format!(
            "{} with operands other than (pointer, i64 elements_per_row, <2 x i64> origin, i1 transpose)",
            name(op)
        ))
    };
    let ([ptr, stride, origin, transpose], [pty, sty, oty, tty]) =
        (args.get(first..first + 4).ok_or_else(form)?, tys.get(first..first + 4).ok_or_else(form)?)
    else {
        return Err(form());
    };
    let (ptr, stride, origin, transpose, pty) = (*ptr, *stride, *origin, *transpose, *pty);
    let i64t = cx.types.int(64);
    let i1 = cx.types.int(1);
    let ok = *sty == i64t
        && cx.types.vector_len(*oty) == Some(2)
        && cx.types.scalar(*oty) == i64t
        && *tty == i1
        && cx.types.is_pointer(pty);
    if !ok {
        return Err(form());
    }
    let space = cx.types.addrspace(pty).unwrap_or(0);
    let want = cx.types.pointer(e, space);
    let base = if pty == want { ptr } else { cx.cast(CastOp::BitCast, ptr, want) };
    let ox = cx.extract(origin, 0, i64t);
    let oy = cx.extract(origin, 1, i64t);
    let row = cx.cast(CastOp::ZExt, lane.row, i64t);
    let r = cx.bin(BinaryOp::Add, oy, row, i64t);
    let col = cx.cast(CastOp::ZExt, lane.col, i64t);
    let mut out = [base; 2];
    for (k, slot) in out.iter_mut().enumerate() {
        let kk = cx.int(i64t, k as u64);
        let ck = cx.bin(BinaryOp::Add, col, kk, i64t);
        let c = cx.bin(BinaryOp::Add, ox, ck, i64t);
        let rs = cx.bin(BinaryOp::Mul, r, stride, i64t);
        let row_major = cx.bin(BinaryOp::Add, rs, c, i64t);
        let cs = cx.bin(BinaryOp::Mul, c, stride, i64t);
        let col_major = cx.bin(BinaryOp::Add, cs, r, i64t);
        let index = cx.emit(Op::Select { cond: transpose, then: col_major, otherwise: row_major }, i64t);
        *slot = cx.emit(Op::Gep { source: e, base, indices: vec![index], inbounds: false }, want);
    }
    Ok(out)
}
