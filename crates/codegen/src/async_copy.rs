//! Lowering of `simdgroup_async_copy_1d/2d` and `wait_simdgroup_events` to plain loads
//! and stores, for backends without a copy engine (AMD, Apple): gpu-ir → gpu-ir, so the
//! interpreter runs the kernel before and after and the results must agree.
//!
//! The semantics are the interpreter's and the PTX backend's (docs/interp.md): the copy
//! is done by the SIMD-group's active lanes together when it is called — the lane of rank
//! r among them (`simd_prefix_exclusive_sum(1)`) copies elements r, r + n, … of the tile
//! (n = `simd_sum(1)` active lanes) — and a SIMD-group barrier on device and threadgroup
//! memory after the loop makes every lane's stores visible to the whole SIMD-group. The
//! wait then has nothing left to wait for and goes; the event is a null pointer that
//! kernels only store for the wait. 2-D: element (x, y) of a tile (columns × rows) at
//! `y × elements_per_row + x × element_stride`; into threadgroup memory the whole
//! destination tile, elements outside the source tile zero (clamp mode 0) or the nearest
//! edge element (1); into device memory what both tiles cover. The element size,
//! alignment and clamp mode must be constants and the offset in the source tile the
//! constant (0, 0) (every known caller's are); other forms fail the kernel, named.

use gpu_ir::gpu::{BarrierKind, Elem, GpuOp, Group, ReduceOp, Scalar, ScanOp, Sign};
use gpu_ir::{
    BinaryOp, Block, BlockData, CastOp, ConstantData, FuncId, Inst, InstData, Module, Op, Predicate, Type,
    Value,
};

use crate::legalize::{declare, intrinsic, LegalizeError};

const NE: Predicate = Predicate(33);
const ULT: Predicate = Predicate(36);

/// What [`lower_async_copies`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AsyncCopyStats {
    /// Copies turned into loops.
    pub copies: usize,
    /// Waits removed.
    pub waits: usize,
}

/// One copy's operands, decoded.
struct Copy {
    inst: Inst,
    dims: u8,
    dst_space: u32,
    args: Vec<Value>,
    size: u64,
    align: u64,
    clamp_to_edge: bool,
}

fn const_int(m: &Module, v: Value) -> Option<u64> {
    match v {
        Value::Const(c) => match m.constants.get(c)? {
            ConstantData::Int { bits, .. } => u64::try_from(*bits).ok(),
            ConstantData::Zero(_) => Some(0),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `v` is the constant vector (0, 0).
fn is_zero_pair(m: &Module, v: Value) -> bool {
    let Value::Const(c) = v else { return false };
    match m.constants.get(c) {
        Some(ConstantData::Zero(_)) => true,
        Some(ConstantData::Data { elems, .. }) => elems.iter().all(|&e| e == 0),
        Some(ConstantData::Aggregate { elems, .. }) => {
            elems.iter().all(|&e| const_int(m, Value::Const(e)) == Some(0))
        }
        _ => false,
    }
}

/// Instructions appended to blocks of one function.
struct Cx<'a> {
    m: &'a mut Module,
    fid: FuncId,
    loc: Option<(u32, u32)>,
}

impl Cx<'_> {
    fn emit(&mut self, b: Block, op: Op, ty: Type) -> Value {
        let f = &mut self.m.functions[self.fid];
        let i = f.insts.append(InstData { op, ty, name: None, loc: self.loc });
        f.blocks[b].insts.push(i);
        Value::Inst(i)
    }
    fn int(&mut self, bits: u32, v: u64) -> Value {
        let ty = self.m.types.int(bits);
        Value::Const(self.m.constants.append(ConstantData::Int { ty, bits: u128::from(v) }))
    }
    fn bin(&mut self, b: Block, op: BinaryOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.m.value_type(&self.m.functions[self.fid], lhs);
        self.emit(b, Op::Binary { op, lhs, rhs, flags: 0 }, ty)
    }
    fn cmp(&mut self, b: Block, pred: Predicate, lhs: Value, rhs: Value) -> Value {
        let ty = self.m.types.int(1);
        self.emit(b, Op::Cmp { pred, lhs, rhs, fast_math: 0 }, ty)
    }
    fn select(&mut self, b: Block, cond: Value, then: Value, otherwise: Value) -> Value {
        let ty = self.m.value_type(&self.m.functions[self.fid], then);
        self.emit(b, Op::Select { cond, then, otherwise }, ty)
    }
    /// `v` as an `i64` (zero-extended; tile sizes and strides are unsigned).
    fn wide(&mut self, b: Block, v: Value) -> Value {
        let i64t = self.m.types.int(64);
        let t = self.m.value_type(&self.m.functions[self.fid], v);
        if t == i64t {
            return v;
        }
        self.emit(b, Op::Cast { op: CastOp::ZExt, value: v }, i64t)
    }
    fn element(&mut self, b: Block, vector: Value, k: u64) -> Value {
        let i64t = self.m.types.int(64);
        let index = self.int(32, k);
        let t = self.m.value_type(&self.m.functions[self.fid], vector);
        let e = self.m.types.scalar(t);
        let x = self.emit(b, Op::ExtractElement { vector, index }, e);
        if e == i64t {
            x
        } else {
            self.wide(b, x)
        }
    }
    fn umin(&mut self, b: Block, x: Value, y: Value) -> Value {
        let lt = self.cmp(b, ULT, x, y);
        self.select(b, lt, x, y)
    }
    fn br(&mut self, b: Block, dest: Block) {
        let void = self.m.types.void();
        self.emit(b, Op::Br { dest }, void);
    }
    /// A per-lane count of the SIMD-group's active lanes: `op` of the `u32` 1.
    fn lanes(&mut self, b: Block, op: GpuOp) -> Value {
        let i32t = self.m.types.int(32);
        let (callee, fn_ty) = declare(self.m, &op, i32t, &[i32t]);
        let one = self.int(32, 1);
        let n = self.emit(
            b,
            Op::Call { callee, fn_ty, args: vec![one], tail: 0, fast_math: 0, attrs: Default::default() },
            i32t,
        );
        self.wide(b, n)
    }
    /// `base + index × size` bytes, as a pointer to `unit`-byte integers.
    fn address(&mut self, b: Block, base: Value, index: Value, size: u64, unit: u64, k: u64) -> Value {
        let i8t = self.m.types.int(8);
        let bytes = self.int(64, size);
        let at = self.bin(b, BinaryOp::Mul, index, bytes);
        let off = self.int(64, k * unit);
        let at = self.bin(b, BinaryOp::Add, at, off);
        let pt = self.m.value_type(&self.m.functions[self.fid], base);
        let p = self.emit(b, Op::Gep { source: i8t, base, indices: vec![at], inbounds: false }, pt);
        match (self.m.types.pointee(pt), self.m.types.addrspace(pt)) {
            (Some(_), Some(space)) => {
                let it = self.m.types.int(unit as u32 * 8);
                let ut = self.m.types.pointer(it, space);
                self.emit(b, Op::Cast { op: CastOp::BitCast, value: p }, ut)
            }
            // An opaque pointer loads any type.
            _ => p,
        }
    }
}

/// Lowers every async copy and event wait of function `fid`.
pub fn lower_async_copies(m: &mut Module, fid: FuncId) -> Result<AsyncCopyStats, LegalizeError> {
    let Some(f) = m.functions.get(fid) else { return Err(LegalizeError::NoFunction(fid)) };
    let fname = f.name.clone();
    let unsupported = |feature: String| LegalizeError::Unsupported { function: fname.clone(), feature };
    let mut copies = Vec::new();
    let mut waits = Vec::new();
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            let Some(d) = f.insts.get(i) else { continue };
            let (op, args) = match &d.op {
                Op::Gpu { op, args } => (op.clone(), args.clone()),
                call @ Op::Call { args, .. } => match intrinsic(m, call) {
                    Some(op) => (op, args.clone()),
                    None => continue,
                },
                _ => continue,
            };
            match op {
                GpuOp::WaitEvents => waits.push(i),
                GpuOp::AsyncCopy { dims, dst_space, .. } => {
                    let name = op.name();
                    let constant = |k: usize, what: &str| {
                        args.get(k)
                            .and_then(|&v| const_int(m, v))
                            .ok_or_else(|| unsupported(format!("{name} with a run-time {what}")))
                    };
                    let (size, align) = (constant(0, "element size")?, constant(1, "element alignment")?);
                    if !(1..=256).contains(&size) {
                        return Err(unsupported(format!("{name} with elements of {size} bytes")));
                    }
                    let want = if dims == 1 { 5 } else { 12 };
                    if args.len() != want {
                        return Err(unsupported(format!("{name} with {} operands", args.len())));
                    }
                    let mut clamp_to_edge = false;
                    if dims == 2 {
                        if !is_zero_pair(m, args[10]) {
                            return Err(unsupported(format!(
                                "{name} with an offset in the source tile other than (0, 0)"
                            )));
                        }
                        clamp_to_edge = match constant(11, "clamp mode")? {
                            0 => false,
                            1 => true,
                            c => return Err(unsupported(format!("{name} with clamp mode {c}"))),
                        };
                    }
                    copies.push(Copy { inst: i, dims, dst_space, args, size, align, clamp_to_edge });
                }
                _ => {}
            }
        }
    }
    let stats = AsyncCopyStats { copies: copies.len(), waits: waits.len() };
    if copies.is_empty() && waits.is_empty() {
        return Ok(stats);
    }
    // The copies are complete when they return: the waits have nothing to do.
    let gone: std::collections::BTreeSet<Inst> = waits.iter().copied().collect();
    for (_, b) in m.functions[fid].blocks.iter_mut() {
        b.insts.retain(|i| !gone.contains(i));
    }
    let original_blocks = m.functions[fid].blocks.len();
    // New blocks go right after the block they were split from, in this order.
    let mut after: std::collections::BTreeMap<Block, Vec<Block>> = Default::default();
    for c in &copies {
        lower_one(m, fid, c, &mut after);
    }
    let f = &mut m.functions[fid];
    let mut order = Vec::with_capacity(f.blocks.len());
    let originals: Vec<Block> = f.blocks.handles().take(original_blocks).collect();
    fn place(b: Block, after: &std::collections::BTreeMap<Block, Vec<Block>>, order: &mut Vec<Block>) {
        order.push(b);
        for &n in after.get(&b).into_iter().flatten() {
            place(n, after, order);
        }
    }
    for b in originals {
        place(b, &after, &mut order);
    }
    opt::rewrite::compact(f, &order);
    Ok(stats)
}

/// Replaces copy `c` by its loop: its block is split at the copy into the block up to
/// it, the loop's blocks and the rest (`after` records the new blocks' layout).
fn lower_one(
    m: &mut Module,
    fid: FuncId,
    c: &Copy,
    after: &mut std::collections::BTreeMap<Block, Vec<Block>>,
) {
    let f = &mut m.functions[fid];
    let Some(b) = f.blocks.iter().find(|(_, d)| d.insts.contains(&c.inst)).map(|(b, _)| b) else { return };
    let loc = f.insts[c.inst].loc;
    let event_ty = f.insts[c.inst].ty;
    let k = f.blocks[b].insts.iter().position(|&i| i == c.inst).unwrap_or(0);
    let tail: Vec<Inst> = f.blocks[b].insts.split_off(k + 1);
    f.blocks[b].insts.pop();
    let fresh = |f: &mut gpu_ir::Function| f.blocks.append(BlockData { name: None, insts: Vec::new() });
    let (header, body, load, latch) = (fresh(f), fresh(f), fresh(f), fresh(f));
    let exit = f.blocks.append(BlockData { name: None, insts: tail });
    // Successors' phis now come from `exit`.
    for s in f.insts_of_terminator(exit) {
        for &pi in f.blocks[s].insts.clone().iter() {
            match &mut f.insts[pi].op {
                Op::Phi { incoming } => incoming.iter_mut().for_each(|(_, from)| {
                    if *from == b {
                        *from = exit;
                    }
                }),
                _ => break,
            }
        }
    }
    // A block split earlier keeps its place: the new ones follow the last piece of `b`.
    let mut chain = vec![header, body, load, latch, exit];
    if let Some(rest) = after.remove(&b) {
        chain.extend(rest);
    }
    after.insert(b, chain);

    let mut cx = Cx { m, fid, loc };
    let u32e = Elem { sign: Some(Sign::Unsigned), scalar: Scalar::Int(32), lanes: 1 };
    let rank = cx.lanes(b, GpuOp::Scan { group: Group::Simd, op: ScanOp::Sum, inclusive: false, ty: u32e });
    let n = cx.lanes(b, GpuOp::Reduce { group: Group::Simd, op: ReduceOp::Sum, ty: u32e });
    let a = &c.args;
    let (zero, one) = (cx.int(64, 0), cx.int(64, 1));
    // (dst, dst_row, dst_stride, dst_w, dst_h, src, src_row, src_stride, src_w, src_h)
    let (dst, drow, dstride, dw, dh, src, srow, sstride, sw, sh) = if c.dims == 1 {
        let count = cx.wide(b, a[4]);
        (a[2], zero, one, count, one, a[3], zero, one, count, one)
    } else {
        let (drow, dstride) = (cx.wide(b, a[3]), cx.wide(b, a[4]));
        let (mut dw, mut dh) = (cx.element(b, a[5], 0), cx.element(b, a[5], 1));
        let (srow, sstride) = (cx.wide(b, a[7]), cx.wide(b, a[8]));
        let (sw, sh) = (cx.element(b, a[9], 0), cx.element(b, a[9], 1));
        if c.dst_space == 1 {
            // Into device memory: what both tiles cover.
            dw = cx.umin(b, dw, sw);
            dh = cx.umin(b, dh, sh);
        }
        (a[2], drow, dstride, dw, dh, a[6], srow, sstride, sw, sh)
    };
    let total = cx.bin(b, BinaryOp::Mul, dw, dh);
    cx.br(b, header);

    // header: e = phi(rank, e + n); while e < total.
    let i64t = cx.m.types.int(64);
    let e = cx.emit(header, Op::Phi { incoming: vec![(rank, b)] }, i64t);
    let more = cx.cmp(header, ULT, e, total);
    let void = cx.m.types.void();
    cx.emit(header, Op::CondBr { cond: more, then: body, otherwise: exit }, void);

    // body: the element's coordinates and whether it has a source element.
    let x = cx.bin(body, BinaryOp::URem, e, dw);
    let y = cx.bin(body, BinaryOp::UDiv, e, dw);
    let in_x = cx.cmp(body, ULT, x, sw);
    let in_y = cx.cmp(body, ULT, y, sh);
    let (sx, sy, valid) = if c.clamp_to_edge {
        // The nearest edge element; none in an empty source tile.
        let (lx, ly) = (cx.bin(body, BinaryOp::Sub, sw, one), cx.bin(body, BinaryOp::Sub, sh, one));
        let (sx, sy) = (cx.umin(body, x, lx), cx.umin(body, y, ly));
        let (nx, ny) = (cx.cmp(body, NE, sw, zero), cx.cmp(body, NE, sh, zero));
        (sx, sy, cx.bin(body, BinaryOp::And, nx, ny))
    } else {
        (x, y, cx.bin(body, BinaryOp::And, in_x, in_y))
    };
    let index = |cx: &mut Cx<'_>, row: Value, stride: Value, x: Value, y: Value| {
        let r = cx.bin(body, BinaryOp::Mul, y, row);
        let s = cx.bin(body, BinaryOp::Mul, x, stride);
        cx.bin(body, BinaryOp::Add, r, s)
    };
    let to = index(&mut cx, drow, dstride, x, y);
    let from = index(&mut cx, srow, sstride, sx, sy);
    cx.emit(body, Op::CondBr { cond: valid, then: load, otherwise: latch }, void);

    // load: the source element, in the widest units its size and alignment allow;
    // latch: stored (zero where there is no source element), then the next element.
    let unit = [4u64, 2, 1].into_iter().find(|u| c.size % u == 0 && c.align % u == 0).unwrap_or(1);
    let ut = cx.m.types.int(unit as u32 * 8);
    let uzero = cx.int(unit as u32 * 8, 0);
    let align = unit as u32;
    let mut loaded = Vec::new();
    for k in 0..c.size / unit {
        let p = cx.address(load, src, from, c.size, unit, k);
        loaded.push(cx.emit(load, Op::Load { ty: ut, ptr: p, align, volatile: false }, ut));
    }
    cx.br(load, latch);
    let values: Vec<Value> = loaded
        .iter()
        .map(|&v| cx.emit(latch, Op::Phi { incoming: vec![(v, load), (uzero, body)] }, ut))
        .collect();
    for (k, &value) in values.iter().enumerate() {
        let p = cx.address(latch, dst, to, c.size, unit, k as u64);
        cx.emit(latch, Op::Store { ptr: p, value, align, volatile: false }, void);
    }
    let next = cx.bin(latch, BinaryOp::Add, e, n);
    cx.br(latch, header);
    if let Value::Inst(ei) = e {
        if let Op::Phi { incoming } = &mut cx.m.functions[cx.fid].insts[ei].op {
            incoming.push((next, latch));
        }
    }

    // exit: every lane's stores visible to the SIMD-group, then the rest of `b`.
    let barrier = GpuOp::Barrier { kind: BarrierKind::Simdgroup, flags: None, scope: None };
    let i32t = cx.m.types.int(32);
    let (callee, fn_ty) = declare(cx.m, &barrier, void, &[i32t, i32t]);
    // Device and threadgroup memory (flags 1 | 2), SIMD-group scope (4).
    let (flags, scope) = (cx.int(32, 3), cx.int(32, 4));
    let f = &mut cx.m.functions[cx.fid];
    let bar = f.insts.append(InstData {
        op: Op::Call {
            callee,
            fn_ty,
            args: vec![flags, scope],
            tail: 0,
            fast_math: 0,
            attrs: Default::default(),
        },
        ty: void,
        name: None,
        loc,
    });
    f.blocks[exit].insts.insert(0, bar);
    let null = Value::Const(cx.m.constants.append(ConstantData::Null(event_ty)));
    opt::rewrite::replace_uses(&mut cx.m.functions[cx.fid], Value::Inst(c.inst), null);
}
