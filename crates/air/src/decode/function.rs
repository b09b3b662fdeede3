//! FUNCTION_BLOCK: one function body into gpu-ir blocks and instructions.
//!
//! Operands are value ids relative to the instruction's own id (module version ≥ 1); an id
//! at or past it is a forward reference, which the record follows with an explicit type
//! (phis use signed relative ids and their own type). Forward references are parked as
//! placeholder values and patched once the block ends, checking that what they name has
//! the type the record promised. Local constants extend the value table for the body only.

use std::collections::BTreeMap;

use gpu_ir::{
    Arena, AtomicOrdering, Block, BlockData, ConstantData, FuncId, Inst, InstData, Op, Predicate, RmwOp,
    Type, TypeInner, UnaryOp, Value,
};

use super::consts::{binop, castop, decode_signed};
use super::{align_bytes, need, ops_string, Decoder, VKind, ValEntry};
use crate::bitstream::{BitstreamReader, Entry, Record};
use crate::codes::block;
use crate::error::{AirError, ErrorKind, ResultExt};
use crate::records;

/// Placeholder arguments at and above this index stand for forward references.
const FWD: u32 = 0x8000_0000;

pub(crate) fn read_body<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    bit: u64,
) -> Result<(), AirError> {
    let fid = d.take_body(bit)?;
    let name = d.m.functions[fid].name.clone();
    d.body_starts.push((fid, bit));
    let base = d.values.len();
    let nconsts = d.consts.len();
    let nconst_ops = d.const_ops.len();
    let res = body(d, r, rec, fid);
    d.values.truncate(base);
    d.consts.truncate(nconsts);
    d.const_ops.truncate(nconst_ops);
    res.map_err(|e| e.in_function(&name))
}

struct Body {
    declared: Option<usize>,
    cur: usize,
    blocks: Arena<BlockData>,
    /// The body's instructions; a buffer kept by the decoder between bodies, copied into
    /// an exactly sized arena at the end (growing a 150-byte-element arena by doubling
    /// cost more than the copy).
    insts: Vec<InstData>,
    /// First instruction of the block being filled: a block's instructions are
    /// consecutive, so its list is made once, at its terminator, with its exact size.
    block_start: usize,
    /// Forward-referenced value id → the type its first use promised.
    fwd: BTreeMap<u64, (Type, u64)>,
    last: Option<Inst>,
    last_loc: Option<(u32, u32)>,
}

fn rmw(op: u64) -> Option<RmwOp> {
    use RmwOp::*;
    Some(match op {
        0 => Xchg,
        1 => Add,
        2 => Sub,
        3 => And,
        4 => Nand,
        5 => Or,
        6 => Xor,
        7 => Max,
        8 => Min,
        9 => UMax,
        10 => UMin,
        11 => FAdd,
        12 => FSub,
        _ => return None,
    })
}

fn ordering(v: u64, bit: u64) -> Result<AtomicOrdering, AirError> {
    use AtomicOrdering::*;
    Ok(match v {
        0 => NotAtomic,
        1 => Unordered,
        2 => Monotonic,
        3 => Acquire,
        4 => Release,
        5 => AcqRel,
        6 => SeqCst,
        _ => return Err(AirError::malformed(bit, format!("atomic ordering {v}"))),
    })
}

fn scope(v: u64) -> u8 {
    v.min(255) as u8
}

/// Calls `f` on every value operand of `op`.
fn each_value(op: &mut Op, f: &mut dyn FnMut(&mut Value) -> Result<(), AirError>) -> Result<(), AirError> {
    match op {
        Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => f(value),
        Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => {
            f(lhs)?;
            f(rhs)
        }
        Op::Select { cond, then, otherwise } => {
            f(cond)?;
            f(then)?;
            f(otherwise)
        }
        Op::Load { ptr, .. } => f(ptr),
        Op::Store { ptr, value, .. } => {
            f(ptr)?;
            f(value)
        }
        Op::Alloca { count, .. } => f(count),
        Op::Gep { base, indices, .. } => {
            f(base)?;
            indices.iter_mut().try_for_each(&mut *f)
        }
        Op::Phi { incoming } => incoming.iter_mut().try_for_each(|(v, _)| f(v)),
        Op::Call { callee, args, .. } => {
            f(callee)?;
            args.iter_mut().try_for_each(&mut *f)
        }
        Op::Gpu { args, .. } => args.iter_mut().try_for_each(&mut *f),
        Op::ExtractElement { vector, index } => {
            f(vector)?;
            f(index)
        }
        Op::InsertElement { vector, value, index } => {
            f(vector)?;
            f(value)?;
            f(index)
        }
        Op::ShuffleVector { a, b, .. } => {
            f(a)?;
            f(b)
        }
        Op::ExtractValue { aggregate, .. } => f(aggregate),
        Op::InsertValue { aggregate, value, .. } => {
            f(aggregate)?;
            f(value)
        }
        Op::AtomicRmw { ptr, value, .. } => {
            f(ptr)?;
            f(value)
        }
        Op::CmpXchg { ptr, expected, new, .. } => {
            f(ptr)?;
            f(expected)?;
            f(new)
        }
        Op::Ret { value } => value.iter_mut().try_for_each(&mut *f),
        Op::CondBr { cond, .. } => f(cond),
        Op::Switch { value, .. } => f(value),
        _ => Ok(()),
    }
}

/// Operand reader over one record.
struct Ops<'r> {
    ops: &'r [u64],
    k: usize,
    bit: u64,
}

impl Ops<'_> {
    fn next(&mut self) -> Result<u64, AirError> {
        let v = self.ops.get(self.k).copied().ok_or_else(|| {
            AirError::malformed(self.bit, format!("record ends after {} operands", self.ops.len()))
        })?;
        self.k += 1;
        Ok(v)
    }
    fn left(&self) -> usize {
        self.ops.len().saturating_sub(self.k)
    }
}

impl Body {
    fn block(&self, v: u64, bit: u64) -> Result<Block, AirError> {
        match self.declared {
            Some(n) if v < n as u64 => Ok(Block::from_index(v as u32)),
            _ => Err(AirError::malformed(bit, format!("branch to block {v}, which is not declared"))),
        }
    }

    fn push(&mut self, d: &mut Decoder<'_>, op: Op, ty: Type, bit: u64) -> Result<Inst, AirError> {
        let Some(n) = self.declared else {
            return Err(AirError::malformed(bit, "instruction before DECLAREBLOCKS"));
        };
        if self.cur >= n {
            return Err(AirError::malformed(bit, format!("instruction after the last of {n} blocks ended")));
        }
        let term = op.is_terminator();
        let i = Inst::from_index(self.insts.len() as u32);
        self.insts.push(InstData { op, ty, name: None, loc: None });
        // Void is interned once, so the handle comparison is the type comparison.
        if ty != d.void() {
            d.values.push(ValEntry { kind: VKind::Inst(i), ty });
        }
        if term {
            let insts = (self.block_start..self.insts.len()).map(|k| Inst::from_index(k as u32)).collect();
            self.blocks.append(BlockData { name: None, insts });
            self.block_start = self.insts.len();
            self.cur += 1;
        }
        self.last = Some(i);
        Ok(i)
    }

    /// The value and type of an id below the current instruction's.
    fn lookup(&mut self, d: &mut Decoder<'_>, id: u64, bit: u64) -> Result<(Value, Type), AirError> {
        let Some(e) = usize::try_from(id).ok().and_then(|i| d.values.get(i)).copied() else {
            return Err(AirError::malformed(bit, format!("value {id} does not exist")));
        };
        let v = match e.kind {
            VKind::Arg(a) => Value::Arg(a),
            VKind::Inst(i) => Value::Inst(i),
            VKind::Const(c) => Value::Const(c),
            VKind::Lazy(_) | VKind::Alias(_) => Value::Const(d.const_value(id, bit, 0)?),
        };
        Ok((v, e.ty))
    }

    fn forward(&mut self, id: u64, ty: Type, bit: u64) -> Result<Value, AirError> {
        let Ok(small) = u32::try_from(id) else {
            return Err(AirError::malformed(bit, format!("forward reference to value {id}")));
        };
        if small >= FWD {
            return Err(AirError::malformed(bit, format!("forward reference to value {id}")));
        }
        match self.fwd.get(&id) {
            Some((t, _)) if *t != ty => {
                return Err(AirError::malformed(bit, format!("value {id} is used with two different types")));
            }
            Some(_) => {}
            None => {
                self.fwd.insert(id, (ty, bit));
            }
        }
        Ok(Value::Arg(FWD | small))
    }

    /// A value operand that carries its type when it is a forward reference.
    fn pair(&mut self, d: &mut Decoder<'_>, o: &mut Ops<'_>) -> Result<(Value, Type), AirError> {
        let n = d.values.len() as u64;
        let id = operand_id(d, o.next()?);
        if id < n {
            self.lookup(d, id, o.bit)
        } else {
            let ty = d.ty(o.next()?, o.bit)?;
            Ok((self.forward(id, ty, o.bit)?, ty))
        }
    }

    /// A value operand whose type the instruction already determines.
    fn typed(&mut self, d: &mut Decoder<'_>, o: &mut Ops<'_>, ty: Type) -> Result<Value, AirError> {
        let id = operand_id(d, o.next()?);
        if matches!(d.m.types.inner(ty), TypeInner::Metadata) {
            return Ok(Value::Const(metadata_placeholder(d, o.bit)));
        }
        self.resolve_typed(d, id, ty, o.bit)
    }

    fn resolve_typed(&mut self, d: &mut Decoder<'_>, id: u64, ty: Type, bit: u64) -> Result<Value, AirError> {
        if id < d.values.len() as u64 {
            let (v, t) = self.lookup(d, id, bit)?;
            if t != ty {
                return Err(AirError::malformed(
                    bit,
                    format!("operand is {} where {} is needed", d.m.types.display(t), d.m.types.display(ty)),
                ));
            }
            Ok(v)
        } else {
            self.forward(id, ty, bit)
        }
    }
}

/// The value id an operand field names: relative to the next value id (counting back,
/// 32-bit wrapping, as LLVM's reader does) from module version 1 on, absolute before.
fn operand_id(d: &Decoder<'_>, raw: u64) -> u64 {
    if d.version >= 1 {
        u64::from((d.values.len() as u32).wrapping_sub(raw as u32))
    } else {
        raw
    }
}

/// Metadata operands (`call @llvm.dbg.value(metadata …)`) are not values in gpu-ir; they
/// become `undef` of the metadata type so the call keeps its shape.
fn metadata_placeholder(d: &mut Decoder<'_>, bit: u64) -> gpu_ir::ConstId {
    d.warn_once("metadata-arg", bit, "metadata call arguments are kept as undef");
    let t = d.m.types.intern(TypeInner::Metadata);
    d.m.constants.append(ConstantData::Undef(t))
}

fn body<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    fid: FuncId,
) -> Result<(), AirError> {
    r.enter_block(block::FUNCTION)?;
    let base = d.values.len();
    let nparams = d.m.functions[fid].params.len();
    for i in 0..nparams {
        let ty = d.m.functions[fid].params[i].ty;
        d.values.push(ValEntry { kind: VKind::Arg(i as u32), ty });
    }
    let mut insts = std::mem::take(&mut d.inst_buf);
    insts.clear();
    let mut b = Body {
        declared: None,
        cur: 0,
        blocks: Arena::new(),
        insts,
        block_start: 0,
        fwd: BTreeMap::new(),
        last: None,
        last_loc: None,
    };
    let mut names: Vec<(u64, String, bool)> = Vec::new();
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::EndBlock => break,
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::SubBlock(id) => {
                let bit = r.abs_bit();
                let res = match id {
                    block::CONSTANTS => super::consts::read_block(d, r, rec),
                    block::VALUE_SYMTAB => read_vst(r, rec, &mut names),
                    block::METADATA
                    | block::METADATA_ATTACHMENT
                    | block::USELIST
                    | block::METADATA_KIND
                    | block::OPERAND_BUNDLE_TAGS
                    | block::SYNC_SCOPE_NAMES => r.skip_block(),
                    other => {
                        d.warn(bit, format!("skipped unknown block {other} in FUNCTION_BLOCK"));
                        r.skip_block()
                    }
                };
                res.context_with(|| block::label(id))?;
            }
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let n = index;
                index += 1;
                let remaining = r.cursor().remaining_bits();
                instruction(d, &mut b, rec, bit, remaining)
                    .context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
    let end = r.abs_bit();
    let Some(declared) = b.declared else {
        return Err(AirError::malformed(end, "function body without DECLAREBLOCKS"));
    };
    if b.cur != declared {
        return Err(AirError::malformed(
            end,
            format!("{declared} blocks declared but {} end with a terminator", b.cur),
        ));
    }
    // Patch forward references now that every value exists.
    let mut resolved: BTreeMap<u64, Value> = BTreeMap::new();
    let fwd = std::mem::take(&mut b.fwd);
    for (&id, &(ty, bit)) in &fwd {
        let (v, t) = b.lookup(d, id, bit)?;
        if t != ty {
            return Err(AirError::malformed(
                bit,
                format!(
                    "forward reference to value {id} promised {} but it is {}",
                    d.m.types.display(ty),
                    d.m.types.display(t)
                ),
            ));
        }
        resolved.insert(id, v);
    }
    if !resolved.is_empty() {
        for inst in b.insts.iter_mut() {
            each_value(&mut inst.op, &mut |v: &mut Value| {
                if let Value::Arg(a) = *v {
                    if a >= FWD {
                        *v = resolved
                            .get(&u64::from(a & !FWD))
                            .copied()
                            .ok_or_else(|| AirError::malformed(end, "unresolved forward reference"))?;
                    }
                }
                Ok(())
            })?;
        }
    }
    for (id, name, is_block) in names {
        if is_block {
            if let Some(blk) = usize::try_from(id).ok().filter(|&i| i < b.blocks.len()) {
                b.blocks[Block::from_index(blk as u32)].name = Some(name);
            }
            continue;
        }
        if (id as usize) < base {
            continue;
        }
        match usize::try_from(id).ok().and_then(|i| d.values.get(i)).map(|e| e.kind) {
            Some(VKind::Arg(a)) => {
                if let Some(p) = d.m.functions[fid].params.get_mut(a as usize) {
                    p.name = Some(name);
                }
            }
            Some(VKind::Inst(i)) => {
                if let Some(inst) = b.insts.get_mut(i.index()) {
                    inst.name = Some(name);
                }
            }
            _ => {}
        }
    }
    let f = &mut d.m.functions[fid];
    f.blocks = b.blocks;
    let mut insts = Arena::with_capacity(b.insts.len());
    for inst in b.insts.drain(..) {
        insts.append(inst);
    }
    f.insts = insts;
    d.inst_buf = b.insts;
    Ok(())
}

fn read_vst<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    names: &mut Vec<(u64, String, bool)>,
) -> Result<(), AirError> {
    r.for_each_record(block::VALUE_SYMTAB, rec, |rec, _, _| {
        if let Some(e) = records::vst_entry(rec) {
            names.push((e.id, ops_string(e.name), e.block));
        }
        Ok(())
    })
}

/// The type one GEP index step reaches.
fn gep_step(d: &Decoder<'_>, cur: Type, idx: Value, bit: u64) -> Result<Type, AirError> {
    let types = &d.m.types;
    match types.inner(cur) {
        TypeInner::Struct { .. } | TypeInner::Named { .. } => {
            let field = match idx {
                Value::Const(c) => match &d.m.constants[c] {
                    ConstantData::Int { bits, .. } => Some(*bits as u64),
                    ConstantData::Zero(_) | ConstantData::Null(_) => Some(0),
                    ConstantData::Data { elems, .. } => elems.first().copied(),
                    ConstantData::Aggregate { elems, .. } => {
                        match elems.first().map(|&e| &d.m.constants[e]) {
                            Some(ConstantData::Int { bits, .. }) => Some(*bits as u64),
                            _ => None,
                        }
                    }
                    _ => None,
                },
                _ => None,
            };
            let Some(field) = field else {
                return Err(AirError::malformed(
                    bit,
                    "struct index of getelementptr is not a constant integer",
                ));
            };
            types
                .aggregate_element(cur, field)
                .ok_or_else(|| AirError::malformed(bit, format!("field {field} of {}", types.display(cur))))
        }
        TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => Ok(*elem),
        _ => Err(AirError::malformed(bit, format!("getelementptr indexes into {}", types.display(cur)))),
    }
}

fn instruction(
    d: &mut Decoder<'_>,
    b: &mut Body,
    rec: &Record<'_>,
    bit: u64,
    remaining: usize,
) -> Result<(), AirError> {
    let mut o = Ops { ops: &rec.ops, k: 0, bit };
    let void = d.void();
    let (op, ty) = match rec.code {
        1 => {
            need(rec, 1, bit)?;
            let n = rec.ops[0];
            // Every block needs a terminator record of at least 3 bits.
            if n == 0 || n > (remaining / 3) as u64 {
                return Err(AirError::malformed(bit, format!("DECLAREBLOCKS {n}")));
            }
            if b.declared.is_some() {
                return Err(AirError::malformed(bit, "a second DECLAREBLOCKS"));
            }
            b.declared = Some(n as usize);
            b.blocks = Arena::with_capacity(n as usize);
            return Ok(());
        }
        2 => {
            let (lhs, lt) = b.pair(d, &mut o)?;
            let rhs = b.typed(d, &mut o, lt)?;
            let code = o.next()?;
            let float = d.m.types.is_float(d.m.types.scalar(lt));
            let bop = binop(code, float)
                .ok_or_else(|| AirError::malformed(bit, format!("binary opcode {code}")))?;
            let flags = if o.left() > 0 { o.next()? as u8 } else { 0 };
            (Op::Binary { op: bop, lhs, rhs, flags }, lt)
        }
        3 => {
            let (value, _) = b.pair(d, &mut o)?;
            let dest = d.ty(o.next()?, bit)?;
            let code = o.next()?;
            let cop = castop(code).ok_or_else(|| AirError::malformed(bit, format!("cast opcode {code}")))?;
            (Op::Cast { op: cop, value }, dest)
        }
        // GEP: [inbounds, source type, base, indices...]; the pre-3.7 forms GEP_OLD (4) and
        // INBOUNDS_GEP_OLD (30) have no flag and no source type, which is the base
        // pointer's pointee.
        43 | 4 | 30 => {
            let (inbounds, explicit) = if rec.code == 43 {
                (o.next()? != 0, Some(d.ty(o.next()?, bit)?))
            } else {
                (rec.code == 30, None)
            };
            let (base, bt) = b.pair(d, &mut o)?;
            let source = match explicit {
                Some(t) => t,
                None => {
                    let pt = d.m.types.scalar(bt);
                    d.m.types.pointee(pt).ok_or_else(|| {
                        AirError::malformed(bit, "getelementptr base is not a typed pointer")
                    })?
                }
            };
            let mut indices = Vec::with_capacity(o.left());
            let mut vec_len = d.m.types.vector_len(bt);
            while o.left() > 0 {
                let (v, t) = b.pair(d, &mut o)?;
                if let Some(l) = d.m.types.vector_len(t) {
                    vec_len = Some(l);
                }
                indices.push(v);
            }
            let mut cur = source;
            for &i in indices.iter().skip(1) {
                cur = gep_step(d, cur, i, bit)?;
            }
            let pt = d.m.types.scalar(bt);
            let ptr = match *d.m.types.inner(pt) {
                TypeInner::Pointer { addrspace, .. } => d.m.types.pointer(cur, addrspace),
                TypeInner::OpaquePointer { .. } => pt,
                _ => return Err(AirError::malformed(bit, "getelementptr base is not a pointer")),
            };
            let ty = match vec_len {
                Some(len) => d.m.types.intern(TypeInner::Vector { elem: ptr, len }),
                None => ptr,
            };
            (Op::Gep { source, base, indices, inbounds }, ty)
        }
        // VSELECT (29) carries the condition's type; the old SELECT (5) has an i1 condition.
        29 | 5 => {
            let (then, tt) = b.pair(d, &mut o)?;
            let otherwise = b.typed(d, &mut o, tt)?;
            let cond = if rec.code == 29 {
                b.pair(d, &mut o)?.0
            } else {
                let i1 = d.i1();
                b.typed(d, &mut o, i1)?
            };
            (Op::Select { cond, then, otherwise }, tt)
        }
        6 => {
            let (vector, vt) = b.pair(d, &mut o)?;
            let (index, _) = b.pair(d, &mut o)?;
            let Some(elem) = d.m.types.vector_len(vt).and(d.m.types.aggregate_element(vt, 0)) else {
                return Err(AirError::malformed(bit, "extractelement from a non-vector"));
            };
            (Op::ExtractElement { vector, index }, elem)
        }
        7 => {
            let (vector, vt) = b.pair(d, &mut o)?;
            let Some(elem) = d.m.types.vector_len(vt).and(d.m.types.aggregate_element(vt, 0)) else {
                return Err(AirError::malformed(bit, "insertelement into a non-vector"));
            };
            let value = b.typed(d, &mut o, elem)?;
            let (index, _) = b.pair(d, &mut o)?;
            (Op::InsertElement { vector, value, index }, vt)
        }
        8 => {
            let (a, at) = b.pair(d, &mut o)?;
            let bv = b.typed(d, &mut o, at)?;
            let (m, _) = b.pair(d, &mut o)?;
            let Value::Const(mc) = m else {
                return Err(AirError::malformed(bit, "shufflevector mask is not a constant"));
            };
            if d.m
                .types
                .vector_len(d.m.const_type(mc))
                .is_some_and(|l| l as usize > d.input_len.saturating_mul(8))
            {
                return Err(AirError::new(
                    bit,
                    ErrorKind::Limit("shufflevector mask longer than the input".into()),
                ));
            }
            let mask = d.mask_of(mc, bit)?;
            let Some(elem) = d.m.types.vector_len(at).and(d.m.types.aggregate_element(at, 0)) else {
                return Err(AirError::malformed(bit, "shufflevector of a non-vector"));
            };
            let len = u32::try_from(mask.len()).map_err(|_| AirError::malformed(bit, "mask too long"))?;
            let ty = d.m.types.intern(TypeInner::Vector { elem, len });
            (Op::ShuffleVector { a, b: bv, mask }, ty)
        }
        9 | 28 => {
            let (lhs, lt) = b.pair(d, &mut o)?;
            let rhs = b.typed(d, &mut o, lt)?;
            let pred =
                u8::try_from(o.next()?).map_err(|_| AirError::malformed(bit, "comparison predicate"))?;
            let fast_math = if o.left() > 0 { o.next()? as u8 } else { 0 };
            let i1 = d.i1();
            let ty = match d.m.types.vector_len(lt) {
                Some(len) => d.m.types.intern(TypeInner::Vector { elem: i1, len }),
                None => i1,
            };
            (Op::Cmp { pred: Predicate(pred), lhs, rhs, fast_math }, ty)
        }
        10 => {
            if rec.ops.is_empty() {
                (Op::Ret { value: None }, void)
            } else {
                let (v, _) = b.pair(d, &mut o)?;
                if o.left() > 0 {
                    return Err(AirError::new(bit, ErrorKind::Unsupported("ret of several values".into())));
                }
                (Op::Ret { value: Some(v) }, void)
            }
        }
        11 => {
            let dest = b.block(o.next()?, bit)?;
            if o.left() == 0 {
                (Op::Br { dest }, void)
            } else {
                let otherwise = b.block(o.next()?, bit)?;
                let i1 = d.i1();
                let cond = b.typed(d, &mut o, i1)?;
                (Op::CondBr { cond, then: dest, otherwise }, void)
            }
        }
        12 => {
            let tyid = o.next()?;
            if tyid >> 16 == SWITCH_RANGES_MAGIC {
                let (op, ty) = switch_with_ranges(d, b, &mut o)?;
                b.push(d, op, ty, bit)?;
                return Ok(());
            }
            let opty = d.ty(tyid, bit)?;
            let value = b.typed(d, &mut o, opty)?;
            let default = b.block(o.next()?, bit)?;
            let mut cases = Vec::with_capacity(o.left() / 2);
            while o.left() > 0 {
                let vid = o.next()?;
                let c = d.const_value(vid, bit, 0)?;
                if d.m.const_type(c) != opty || !matches!(d.m.constants[c], ConstantData::Int { .. }) {
                    return Err(AirError::malformed(
                        bit,
                        "switch case is not an integer of the condition's type",
                    ));
                }
                let dest = b.block(o.next()?, bit)?;
                cases.push((c, dest));
            }
            (Op::Switch { value, default, cases }, void)
        }
        15 => (Op::Unreachable, void),
        16 => {
            let ty = d.ty(o.next()?, bit)?;
            let pairs = (rec.ops.len() - 1) / 2;
            let mut incoming = Vec::with_capacity(pairs);
            let n = d.values.len() as i64;
            for _ in 0..pairs {
                // Signed relative ids from module version 1 on, absolute ones before.
                let raw = o.next()?;
                let id = if d.version >= 1 {
                    let rel = decode_signed(raw);
                    n.checked_sub(rel).filter(|&v| v >= 0).ok_or_else(|| {
                        AirError::malformed(bit, format!("phi operand {rel} before the first value"))
                    })? as u64
                } else {
                    raw
                };
                let v = b.resolve_typed(d, id, ty, bit)?;
                let from = b.block(o.next()?, bit)?;
                incoming.push((v, from));
            }
            (Op::Phi { incoming }, ty)
        }
        19 => {
            need(rec, 4, bit)?;
            let flags = rec.ops[3];
            let mut allocated = d.ty(rec.ops[0], bit)?;
            if flags & (1 << 6) == 0 {
                allocated =
                    d.m.types
                        .pointee(allocated)
                        .ok_or_else(|| AirError::malformed(bit, "old-style alloca of a non-pointer type"))?;
            }
            let opty = d.ty(rec.ops[1], bit)?;
            let count = b.resolve_typed(d, rec.ops[2], opty, bit)?;
            if rec.ops[2] >= d.values.len() as u64 {
                return Err(AirError::malformed(bit, "alloca size is a forward reference"));
            }
            let align = align_bytes((flags & 0x1f) | ((flags >> 8) << 5), bit)?;
            let addrspace = rec.ops.get(4).copied().unwrap_or(0);
            let addrspace = u32::try_from(addrspace)
                .ok()
                .filter(|&a| a < (1 << 24))
                .ok_or_else(|| AirError::malformed(bit, "alloca address space"))?;
            let ty = d.m.types.pointer(allocated, addrspace);
            (Op::Alloca { allocated, count, align }, ty)
        }
        20 | 41 => {
            let (ptr, pt) = b.pair(d, &mut o)?;
            let extra = if rec.code == 41 { 5 } else { 3 };
            let ty = if o.left() == extra {
                d.ty(o.next()?, bit)?
            } else {
                d.m.types.pointee(pt).ok_or_else(|| AirError::malformed(bit, "load through a non-pointer"))?
            };
            let align = align_bytes(o.next()?, bit)?;
            let volatile = o.next()? != 0;
            if rec.code == 41 {
                d.warn_once("atomic-load", bit, "atomic loads are kept as plain loads");
            }
            (Op::Load { ty, ptr, align, volatile }, ty)
        }
        // STORE / STOREATOMIC: [ptr, value, align, vol, (ordering, scope)]; the old forms
        // STORE_OLD (24) and STOREATOMIC_OLD (42) type the value by the pointee.
        44 | 45 | 24 | 42 => {
            let (ptr, pt) = b.pair(d, &mut o)?;
            let value = if rec.code == 24 || rec.code == 42 {
                let vt =
                    d.m.types
                        .pointee(pt)
                        .ok_or_else(|| AirError::malformed(bit, "store through a non-pointer"))?;
                b.typed(d, &mut o, vt)?
            } else {
                b.pair(d, &mut o)?.0
            };
            let align = align_bytes(o.next()?, bit)?;
            let volatile = o.next()? != 0;
            if rec.code == 45 || rec.code == 42 {
                d.warn_once("atomic-store", bit, "atomic stores are kept as plain stores");
            }
            (Op::Store { ptr, value, align, volatile }, void)
        }
        46 | 37 => {
            let (ptr, pt) = b.pair(d, &mut o)?;
            let (expected, et) = if rec.code == 46 {
                b.pair(d, &mut o)?
            } else {
                let et =
                    d.m.types
                        .pointee(pt)
                        .ok_or_else(|| AirError::malformed(bit, "cmpxchg on a non-pointer"))?;
                (b.typed(d, &mut o, et)?, et)
            };
            let new = b.typed(d, &mut o, et)?;
            let volatile = o.next()? != 0;
            let success = ordering(o.next()?, bit)?;
            let sync_scope = scope(o.next()?);
            let failure = if o.left() > 0 {
                ordering(o.next()?, bit)?
            } else {
                match success {
                    AtomicOrdering::AcqRel => AtomicOrdering::Acquire,
                    AtomicOrdering::Release => AtomicOrdering::Monotonic,
                    s => s,
                }
            };
            let weak = if o.left() > 0 { o.next()? != 0 } else { false };
            let i1 = d.i1();
            let ty = d.m.types.intern(TypeInner::Struct { fields: vec![et, i1], packed: false });
            (Op::CmpXchg { ptr, expected, new, success, failure, weak, volatile, sync_scope }, ty)
        }
        38 | 59 => {
            let (ptr, pt) = b.pair(d, &mut o)?;
            let (value, vt) = if rec.code == 59 {
                b.pair(d, &mut o)?
            } else {
                let vt =
                    d.m.types
                        .pointee(pt)
                        .ok_or_else(|| AirError::malformed(bit, "atomicrmw on a non-pointer"))?;
                (b.typed(d, &mut o, vt)?, vt)
            };
            let code = o.next()?;
            let op =
                rmw(code).ok_or_else(|| AirError::malformed(bit, format!("atomicrmw operation {code}")))?;
            let volatile = o.next()? != 0;
            let ordering = ordering(o.next()?, bit)?;
            let sync_scope = scope(o.next()?);
            (Op::AtomicRmw { op, ptr, value, ordering, volatile, sync_scope }, vt)
        }
        36 => {
            let ordering = ordering(o.next()?, bit)?;
            let sync_scope = scope(o.next()?);
            (Op::Fence { ordering, sync_scope }, void)
        }
        34 => call(d, b, &mut o)?,
        56 => {
            let (value, vt) = b.pair(d, &mut o)?;
            if o.next()? != 0 {
                return Err(AirError::malformed(bit, "unknown unary opcode"));
            }
            let fast_math = if o.left() > 0 { o.next()? as u8 } else { 0 };
            (Op::Unary { op: UnaryOp::FNeg, value, fast_math }, vt)
        }
        58 => {
            let (value, vt) = b.pair(d, &mut o)?;
            (Op::Freeze { value }, vt)
        }
        26 | 27 => {
            let (aggregate, at) = b.pair(d, &mut o)?;
            let value = if rec.code == 27 { Some(b.pair(d, &mut o)?) } else { None };
            let mut indices = Vec::with_capacity(o.left());
            let mut cur = at;
            while o.left() > 0 {
                let i = o.next()?;
                let i32v = u32::try_from(i).map_err(|_| AirError::malformed(bit, "aggregate index"))?;
                if !matches!(
                    d.m.types.inner(cur),
                    TypeInner::Struct { .. } | TypeInner::Named { .. } | TypeInner::Array { .. }
                ) {
                    return Err(AirError::malformed(bit, "aggregate index into a non-aggregate"));
                }
                cur =
                    d.m.types.aggregate_element(cur, i).ok_or_else(|| {
                        AirError::malformed(bit, format!("aggregate index {i} out of range"))
                    })?;
                indices.push(i32v);
            }
            if indices.is_empty() {
                return Err(AirError::malformed(bit, "extractvalue/insertvalue without indices"));
            }
            match value {
                None => (Op::ExtractValue { aggregate, indices }, cur),
                Some((value, _)) => (Op::InsertValue { aggregate, value, indices }, at),
            }
        }
        35 => {
            need(rec, 2, bit)?;
            let loc =
                (rec.ops[0].min(u64::from(u32::MAX)) as u32, rec.ops[1].min(u64::from(u32::MAX)) as u32);
            let Some(last) = b.last else {
                return Err(AirError::malformed(bit, "DEBUG_LOC before any instruction"));
            };
            if let Some(inst) = b.insts.get_mut(last.index()) {
                inst.loc = Some(loc);
            }
            b.last_loc = Some(loc);
            return Ok(());
        }
        33 => {
            let (Some(last), Some(loc)) = (b.last, b.last_loc) else {
                return Err(AirError::malformed(bit, "DEBUG_LOC_AGAIN without a previous location"));
            };
            if let Some(inst) = b.insts.get_mut(last.index()) {
                inst.loc = Some(loc);
            }
            return Ok(());
        }
        55 => {
            d.warn_once("bundle", bit, "operand bundles dropped");
            return Ok(());
        }
        60 => return Ok(()),
        13 | 31 | 23 | 39 | 40 | 47 | 48 | 49 | 50 | 51 | 52 | 57 => {
            return Err(AirError::new(
                bit,
                ErrorKind::Unsupported(format!(
                    "instruction code {} (exception handling, varargs or indirect branches)",
                    rec.code
                )),
            ))
        }
        code => return Err(AirError::malformed(bit, format!("unknown instruction code {code}"))),
    };
    b.push(d, op, ty, bit)?;
    Ok(())
}

/// The first operand of a SWITCH record written by LLVM 3.2-3.3 carries this in its high
/// bits: that form lists case ranges with literal values.
const SWITCH_RANGES_MAGIC: u64 = 0x4B5;

/// SWITCH with case ranges: [magic, type, cond, default, ncases, (nitems, (single, lo,
/// [hi])..., dest)...]. Values are signed-VBR words (a word count first above 64 bits);
/// a range stands for every value from lo to hi, compared unsigned as LLVM reads it.
fn switch_with_ranges(d: &mut Decoder<'_>, b: &mut Body, o: &mut Ops<'_>) -> Result<(Op, Type), AirError> {
    let bit = o.bit;
    let opty = d.ty(o.next()?, bit)?;
    let &TypeInner::Int(width) = d.m.types.inner(opty) else {
        return Err(AirError::malformed(bit, "switch on a non-integer"));
    };
    let value = b.typed(d, o, opty)?;
    let default = b.block(o.next()?, bit)?;
    let ncases = o.next()?;
    let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    let wide = |o: &mut Ops<'_>| -> Result<u128, AirError> {
        let words = if width > 64 { o.next()? } else { 1 };
        if !(1..=2).contains(&words) {
            return Err(AirError::new(bit, ErrorKind::Unsupported(format!("{words}-word switch case"))));
        }
        let lo = decode_signed(o.next()?);
        let v = if words == 2 {
            u128::from(lo as u64) | (u128::from(decode_signed(o.next()?) as u64) << 64)
        } else {
            lo as i128 as u128
        };
        Ok(v & mask)
    };
    // Each case value becomes a constant: a range may not expand past the input's size.
    let budget = d.input_len as u128;
    let mut cases = Vec::new();
    for _ in 0..ncases {
        let nitems = o.next()?;
        let mut vals = Vec::new();
        for _ in 0..nitems {
            let single = o.next()? != 0;
            let lo = wide(o)?;
            let hi = if single { lo } else { wide(o)? };
            if hi < lo || hi - lo >= budget.saturating_sub(cases.len() as u128 + vals.len() as u128) {
                return Err(AirError::new(bit, ErrorKind::Limit(format!("switch case range {lo}..={hi}"))));
            }
            let mut v = lo;
            loop {
                vals.push(v);
                if v == hi {
                    break;
                }
                v += 1;
            }
        }
        let dest = b.block(o.next()?, bit)?;
        for bits in vals {
            cases.push((d.m.constants.append(ConstantData::Int { ty: opty, bits }), dest));
        }
    }
    if o.left() > 0 {
        return Err(AirError::malformed(bit, "operands after the last switch case"));
    }
    Ok((Op::Switch { value, default, cases }, d.void()))
}

fn call(d: &mut Decoder<'_>, b: &mut Body, o: &mut Ops<'_>) -> Result<(Op, Type), AirError> {
    let bit = o.bit;
    let attrs = d.attrs.list(o.next()?, bit)?;
    let cc = o.next()?;
    let fast_math = if cc >> 17 & 1 != 0 { o.next()? as u8 } else { 0 };
    let explicit = if cc >> 15 & 1 != 0 { Some(d.ty(o.next()?, bit)?) } else { None };
    let (callee, ct) = b.pair(d, o)?;
    let fn_ty = match explicit.or_else(|| d.m.types.pointee(ct)) {
        Some(t) => t,
        None => return Err(AirError::malformed(bit, "callee is not a pointer to a function")),
    };
    let Some((ret, nparams, vararg)) = d.m.types.function_parts(fn_ty).map(|(r, p, v)| (r, p.len(), v))
    else {
        return Err(AirError::malformed(bit, format!("call through {}", d.m.types.display(fn_ty))));
    };
    let mut args = Vec::with_capacity(nparams);
    for k in 0..nparams {
        // Looked up again each time: reading an argument may intern a type.
        let p = d.m.types.function_parts(fn_ty).and_then(|(_, ps, _)| ps.get(k).copied()).unwrap_or(ret);
        if matches!(d.m.types.inner(p), TypeInner::Label) {
            return Err(AirError::new(bit, ErrorKind::Unsupported("label arguments".into())));
        }
        args.push(b.typed(d, o, p)?);
    }
    if vararg {
        while o.left() > 0 {
            args.push(b.pair(d, o)?.0);
        }
    } else if o.left() > 0 {
        return Err(AirError::malformed(bit, "more call operands than parameters"));
    }
    let tail = if cc >> 14 & 1 != 0 {
        2
    } else if cc >> 16 & 1 != 0 {
        3
    } else {
        (cc & 1) as u8
    };
    Ok((Op::Call { callee, fn_ty, args, tail, fast_math, attrs }, ret))
}
