//! CONSTANTS_BLOCK, module-level and function-local: records are kept as read and turned
//! into gpu-ir constants on first use, because aggregates and global initializers may
//! refer to constants defined later in the block. Materializing is memoized and its
//! recursion is bounded (`MAX_DEPTH`), with cycles reported instead of followed.

use gpu_ir::{BinaryOp, CastOp, ConstExpr, ConstId, ConstantData, Type, TypeInner, UnaryOp};

use super::{Decoder, VKind, ValEntry, MAX_DEPTH};
use crate::bitstream::{BitstreamReader, Record};
use crate::codes::block;
use crate::error::{AirError, ErrorKind, ResultExt};

/// One constant record, before materialization. Its operands live in the decoder's shared
/// `const_ops` pool (one allocation for all records instead of one per record).
#[derive(Debug, Clone)]
pub(crate) struct ConstRec {
    code: u32,
    start: u32,
    len: u32,
    ty: Type,
    bit: u64,
    done: Option<ConstId>,
    busy: bool,
}

impl ConstRec {
    fn ops<'p>(&self, pool: &'p [u64]) -> &'p [u64] {
        let start = self.start as usize;
        pool.get(start..start + self.len as usize).unwrap_or(&[])
    }
}

pub(crate) use crate::records::decode_signed;

fn mask_bits(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

pub(crate) fn binop(code: u64, float: bool) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match (code, float) {
        (0, false) => Add,
        (0, true) => FAdd,
        (1, false) => Sub,
        (1, true) => FSub,
        (2, false) => Mul,
        (2, true) => FMul,
        (3, false) => UDiv,
        (4, false) => SDiv,
        (4, true) => FDiv,
        (5, false) => URem,
        (6, false) => SRem,
        (6, true) => FRem,
        (7, false) => Shl,
        (8, false) => LShr,
        (9, false) => AShr,
        (10, false) => And,
        (11, false) => Or,
        (12, false) => Xor,
        _ => return None,
    })
}

pub(crate) fn castop(code: u64) -> Option<CastOp> {
    use CastOp::*;
    Some(match code {
        0 => Trunc,
        1 => ZExt,
        2 => SExt,
        3 => FPToUI,
        4 => FPToSI,
        5 => UIToFP,
        6 => SIToFP,
        7 => FPTrunc,
        8 => FPExt,
        9 => PtrToInt,
        10 => IntToPtr,
        11 => BitCast,
        12 => AddrSpaceCast,
        _ => return None,
    })
}

/// Position of the `k`-th operand of a constant record that is a value id (the rest are
/// types, opcodes, flags), if the record has that many.
fn operand_position(code: u32, n: usize, k: usize) -> Option<usize> {
    let fixed = |v: &[usize]| v.get(k).copied().filter(|&p| p < n);
    match code {
        7 => Some(k).filter(|&p| p < n),
        10 => fixed(&[1, 2]),
        25 => fixed(&[1]),
        11 => fixed(&[2]),
        12 | 20 | 24 => {
            let first = if code == 24 { 2 } else { n % 2 };
            Some(first + 1 + 2 * k).filter(|&p| p < n)
        }
        13 => fixed(&[0, 1, 2]),
        14 => fixed(&[1, 3]),
        15 => fixed(&[0, 1, 3]),
        16 => fixed(&[0, 1, 2]),
        19 => fixed(&[1, 2, 3]),
        17 => fixed(&[1, 2]),
        _ => None,
    }
}

pub(crate) fn read_block<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    // Until a SETTYPE, constants are i32.
    let mut cur = d.m.types.int(32);
    r.for_each_record(block::CONSTANTS, rec, |rec, bit, n| {
        if rec.code == 1 {
            let t = rec.op(0).unwrap_or(u64::MAX);
            cur = d.ty(t, bit).context_with(|| format!("record {n} (SETTYPE)"))?;
            return Ok(());
        }
        if matches!(d.m.types.inner(cur), TypeInner::Void | TypeInner::Function { .. } | TypeInner::Label) {
            return Err(AirError::malformed(
                bit,
                format!("record {n}: constant of type {}", d.m.types.display(cur)),
            ));
        }
        let too_many = || AirError::malformed(bit, "too many constants");
        let idx = u32::try_from(d.consts.len()).map_err(|_| too_many())?;
        let start = u32::try_from(d.const_ops.len()).map_err(|_| too_many())?;
        let len =
            u32::try_from(rec.ops.len()).map_err(|_| AirError::malformed(bit, "constant record too long"))?;
        d.const_ops.extend_from_slice(&rec.ops);
        d.consts.push(ConstRec { code: rec.code, start, len, ty: cur, bit, done: None, busy: false });
        d.values.push(ValEntry { kind: VKind::Lazy(idx), ty: cur });
        Ok(())
    })
}

impl Decoder<'_> {
    /// The constant value id `vid` denotes (module-level, or local inside a body).
    pub(crate) fn const_value(&mut self, vid: u64, bit: u64, depth: u32) -> Result<ConstId, AirError> {
        if depth > MAX_DEPTH {
            return Err(AirError::new(
                bit,
                ErrorKind::Limit(format!("constants nest deeper than {MAX_DEPTH}")),
            ));
        }
        let Some(e) = usize::try_from(vid).ok().and_then(|i| self.values.get(i)).copied() else {
            return Err(AirError::malformed(
                bit,
                format!("value {vid} does not exist ({} values)", self.values.len()),
            ));
        };
        match e.kind {
            VKind::Const(c) => Ok(c),
            VKind::Lazy(i) => {
                let c = self.materialize(i, depth + 1)?;
                // Later uses of this value id find the constant directly.
                if let Some(e) = usize::try_from(vid).ok().and_then(|k| self.values.get_mut(k)) {
                    e.kind = VKind::Const(c);
                }
                Ok(c)
            }
            VKind::Alias(a) => self.const_value(a, bit, depth + 1),
            VKind::Arg(_) | VKind::Inst(_) => {
                Err(AirError::malformed(bit, format!("constant operand {vid} is not a constant")))
            }
        }
    }

    /// The constant record a value id stands for, through aliases.
    fn lazy_target(&self, vid: u64) -> Option<u32> {
        let mut v = vid;
        for _ in 0..MAX_DEPTH {
            match self.values.get(usize::try_from(v).ok()?)?.kind {
                VKind::Lazy(i) => return Some(i),
                VKind::Alias(a) => v = a,
                _ => return None,
            }
        }
        None
    }

    /// Materializes record `i` after its operands, depth first on an explicit stack, so
    /// hostile nesting costs heap (at most one entry per record), never call stack.
    fn materialize(&mut self, i: u32, depth: u32) -> Result<ConstId, AirError> {
        let Some(c) = self.consts.get(i as usize) else {
            return Err(AirError::malformed(0, format!("constant record {i} does not exist")));
        };
        if let Some(done) = c.done {
            return Ok(done);
        }
        // (record, next operand position to look at); the buffer is reused between calls.
        let mut stack = std::mem::take(&mut self.const_stack);
        stack.clear();
        stack.push((i, 0));
        let res = self.run_stack(&mut stack, depth);
        for &(k, _) in &stack {
            self.consts[k as usize].busy = false;
        }
        stack.clear();
        self.const_stack = stack;
        res?;
        self.consts[i as usize].done.ok_or_else(|| AirError::malformed(0, "constant not materialized"))
    }

    fn run_stack(&mut self, stack: &mut Vec<(u32, usize)>, depth: u32) -> Result<(), AirError> {
        while let Some(&mut (top, ref mut pos)) = stack.last_mut() {
            let c = &self.consts[top as usize];
            let ops = c.ops(&self.const_ops);
            let mut next = None;
            while let Some(p) = operand_position(c.code, ops.len(), *pos) {
                let vid = ops[p];
                *pos += 1;
                if let Some(t) = self.lazy_target(vid) {
                    if self.consts.get(t as usize).is_some_and(|d| d.done.is_none()) {
                        next = Some(t);
                        break;
                    }
                }
            }
            match next {
                Some(t) => {
                    if self.consts[t as usize].busy {
                        return Err(AirError::malformed(
                            self.consts[t as usize].bit,
                            "constant refers to itself",
                        ));
                    }
                    self.consts[top as usize].busy = true;
                    self.consts[t as usize].busy = true;
                    stack.push((t, 0));
                }
                None => {
                    let code = self.consts[top as usize].code;
                    let id = self
                        .build(top as usize, depth)
                        .context_with(|| format!("constant record (code {code})"))?;
                    let c = &mut self.consts[top as usize];
                    c.done = Some(id);
                    c.busy = false;
                    stack.pop();
                }
            }
        }
        Ok(())
    }

    fn typed_const(&mut self, vid: u64, want: Type, bit: u64, depth: u32) -> Result<ConstId, AirError> {
        let c = self.const_value(vid, bit, depth)?;
        let got = self.m.const_type(c);
        if got != want {
            return Err(AirError::malformed(
                bit,
                format!(
                    "operand is {} where {} is needed",
                    self.m.types.display(got),
                    self.m.types.display(want)
                ),
            ));
        }
        Ok(c)
    }

    fn build(&mut self, i: usize, depth: u32) -> Result<ConstId, AirError> {
        // The operands are copied out of the pool (building may add records to it through
        // nested materialization); the buffer is reused between calls.
        let mut ops = std::mem::take(&mut self.build_ops);
        ops.clear();
        ops.extend_from_slice(self.consts[i].ops(&self.const_ops));
        let res = self.build_from(i, &ops, depth);
        self.build_ops = ops;
        res
    }

    fn build_from(&mut self, i: usize, ops: &[u64], depth: u32) -> Result<ConstId, AirError> {
        let (code, ty, bit) = {
            let c = &self.consts[i];
            (c.code, c.ty, c.bit)
        };
        let op = |k: usize| {
            ops.get(k)
                .copied()
                .ok_or_else(|| AirError::malformed(bit, format!("needs at least {} operands", k + 1)))
        };
        let types = &self.m.types;
        let inner = types.inner(ty);
        let data = match code {
            2 => match inner {
                TypeInner::Int(_) => ConstantData::Int { ty, bits: 0 },
                TypeInner::Half | TypeInner::BFloat | TypeInner::Float | TypeInner::Double => {
                    ConstantData::Float { ty, bits: 0 }
                }
                TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } | TypeInner::Token => {
                    ConstantData::Null(ty)
                }
                TypeInner::Struct { .. }
                | TypeInner::Named { .. }
                | TypeInner::Array { .. }
                | TypeInner::Vector { .. } => ConstantData::Zero(ty),
                _ => return Err(AirError::malformed(bit, format!("null of type {}", types.display(ty)))),
            },
            3 => ConstantData::Undef(ty),
            26 => ConstantData::Poison(ty),
            4 | 5 => {
                let &TypeInner::Int(w) = inner else {
                    return Err(AirError::malformed(
                        bit,
                        format!("integer constant of type {}", types.display(ty)),
                    ));
                };
                let lo = decode_signed(op(0)?);
                let bits = if code == 5 && ops.len() > 1 {
                    let hi = decode_signed(ops[1]);
                    (u128::from(lo as u64)) | ((hi as u64 as u128) << 64)
                } else {
                    lo as i128 as u128
                };
                ConstantData::Int { ty, bits: mask_bits(bits, w) }
            }
            6 => {
                let v = op(0)?;
                let bits = match inner {
                    TypeInner::Half | TypeInner::BFloat => v & 0xFFFF,
                    TypeInner::Float => v & 0xFFFF_FFFF,
                    TypeInner::Double => v,
                    _ => {
                        return Err(AirError::malformed(
                            bit,
                            format!("float constant of type {}", types.display(ty)),
                        ))
                    }
                };
                ConstantData::Float { ty, bits }
            }
            7 => {
                let count = match inner {
                    TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                        Some(fields.len())
                    }
                    TypeInner::Array { len, .. } if *len == ops.len() as u64 => Some(ops.len()),
                    TypeInner::Vector { len, .. } if *len as usize == ops.len() => Some(ops.len()),
                    _ => None,
                };
                if count != Some(ops.len()) {
                    return Err(AirError::malformed(
                        bit,
                        format!("aggregate of {} elements for type {}", ops.len(), types.display(ty)),
                    ));
                }
                let mut elems = Vec::with_capacity(ops.len());
                for (k, &v) in ops.iter().enumerate() {
                    let et = self.m.types.aggregate_element(ty, k as u64).ok_or_else(|| {
                        AirError::malformed(bit, format!("element {k} of {}", self.m.types.display(ty)))
                    })?;
                    let c = self.typed_const(v, et, bit, depth).context_with(|| format!("element {k}"))?;
                    elems.push(c);
                }
                ConstantData::Aggregate { ty, elems }
            }
            8 | 9 | 22 => {
                let (elem, len) = match &inner {
                    TypeInner::Array { elem, len } => (*elem, *len),
                    TypeInner::Vector { elem, len } => (*elem, u64::from(*len)),
                    _ => {
                        return Err(AirError::malformed(
                            bit,
                            format!("data constant of type {}", types.display(ty)),
                        ))
                    }
                };
                let width = match types.inner(elem) {
                    TypeInner::Int(w) => *w,
                    TypeInner::Half | TypeInner::BFloat => 16,
                    TypeInner::Float => 32,
                    TypeInner::Double => 64,
                    _ => {
                        return Err(AirError::malformed(
                            bit,
                            format!("data constant of type {}", types.display(ty)),
                        ))
                    }
                };
                let mut elems: Vec<u64> =
                    ops.iter().map(|&v| mask_bits(u128::from(v), width) as u64).collect();
                if code == 9 {
                    elems.push(0);
                }
                if elems.len() as u64 != len {
                    return Err(AirError::malformed(
                        bit,
                        format!("{} data elements for type {}", elems.len(), types.display(ty)),
                    ));
                }
                ConstantData::Data { ty, elems }
            }
            10 => {
                let float = types.is_float(types.scalar(ty));
                let bop = binop(op(0)?, float)
                    .ok_or_else(|| AirError::malformed(bit, format!("binary opcode {}", ops[0])))?;
                let lhs = self.typed_const(op(1)?, ty, bit, depth)?;
                let rhs = self.typed_const(op(2)?, ty, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::Binary { op: bop, lhs, rhs } }
            }
            25 => {
                if op(0)? != 0 {
                    return Err(AirError::malformed(bit, format!("unary opcode {}", ops[0])));
                }
                let value = self.typed_const(op(1)?, ty, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::Unary { op: UnaryOp::FNeg, value } }
            }
            11 => {
                let c = crate::records::ce_cast(ops)
                    .ok_or_else(|| AirError::malformed(bit, "needs at least 3 operands"))?;
                let cop = castop(c.opcode)
                    .ok_or_else(|| AirError::malformed(bit, format!("cast opcode {}", c.opcode)))?;
                let opty = self.ty(c.ty, bit)?;
                let value = self.typed_const(c.value, opty, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::Cast { op: cop, value } }
            }
            12 | 20 | 24 => {
                let mut k = 0;
                let mut source = None;
                if code == 24 || ops.len() % 2 == 1 {
                    source = Some(self.ty(op(0)?, bit)?);
                    k = 1;
                }
                let inbounds = if code == 24 {
                    let f = op(k)?;
                    k += 1;
                    f & 1 != 0
                } else {
                    code == 20
                };
                let mut vals = Vec::new();
                while k + 1 < ops.len() {
                    let t = self.ty(ops[k], bit)?;
                    vals.push(self.typed_const(ops[k + 1], t, bit, depth)?);
                    k += 2;
                }
                if vals.is_empty() {
                    return Err(AirError::malformed(bit, "getelementptr without a base"));
                }
                let base = vals.remove(0);
                let bt = self.m.const_type(base);
                let bt = self.m.types.scalar(bt);
                let source = match source.or_else(|| self.m.types.pointee(bt)) {
                    Some(s) => s,
                    None => return Err(AirError::malformed(bit, "getelementptr base is not a pointer")),
                };
                ConstantData::Expr { ty, expr: ConstExpr::Gep { source, inbounds, base, indices: vals } }
            }
            13 => {
                let cond = self.const_value(op(0)?, bit, depth)?;
                let then = self.typed_const(op(1)?, ty, bit, depth)?;
                let otherwise = self.typed_const(op(2)?, ty, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::Select { cond, then, otherwise } }
            }
            // EXTRACTELT: [vector type, vector, index type, index]; the pre-3.5 form has three
            // operands and an i32 index.
            14 => {
                let vt = self.ty(op(0)?, bit)?;
                let vector = self.typed_const(op(1)?, vt, bit, depth)?;
                let index = self.element_index(ops, 2, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::ExtractElement { vector, index } }
            }
            // INSERTELT: [vector, element, index type, index]; old form: [vector, element, index].
            15 => {
                let vector = self.typed_const(op(0)?, ty, bit, depth)?;
                let et = self.m.types.scalar(ty);
                let value = self.typed_const(op(1)?, et, bit, depth)?;
                let index = self.element_index(ops, 2, bit, depth)?;
                ConstantData::Expr { ty, expr: ConstExpr::InsertElement { vector, value, index } }
            }
            16 | 19 => {
                let k = usize::from(code == 19);
                let vt = if code == 19 { self.ty(op(0)?, bit)? } else { ty };
                let a = self.typed_const(op(k)?, vt, bit, depth)?;
                let b = self.typed_const(op(k + 1)?, vt, bit, depth)?;
                let mc = self.const_value(op(k + 2)?, bit, depth)?;
                let mask = self.mask_of(mc, bit)?;
                ConstantData::Expr { ty, expr: ConstExpr::ShuffleVector { a, b, mask } }
            }
            17 => {
                let t = self.ty(op(0)?, bit)?;
                let lhs = self.typed_const(op(1)?, t, bit, depth)?;
                let rhs = self.typed_const(op(2)?, t, bit, depth)?;
                let pred =
                    u8::try_from(op(3)?).map_err(|_| AirError::malformed(bit, "comparison predicate"))?;
                ConstantData::Expr { ty, expr: ConstExpr::Cmp { pred, lhs, rhs } }
            }
            21 => return Err(AirError::new(bit, ErrorKind::Unsupported("blockaddress constant".into()))),
            18 | 23 | 28 | 30 => {
                return Err(AirError::new(bit, ErrorKind::Unsupported("inline assembly".into())))
            }
            27 | 29 => {
                return Err(AirError::new(bit, ErrorKind::Unsupported(format!("constant code {code}"))));
            }
            other => {
                // LLVM's reader reads unknown constant codes as undef.
                self.warn(bit, format!("unknown constant code {other} read as undef"));
                ConstantData::Undef(ty)
            }
        };
        Ok(self.m.constants.append(data))
    }

    /// The index operand of a constant extractelement/insertelement at `k`: a type and a
    /// value, or (records one operand shorter, before LLVM 3.5) an i32 value alone.
    fn element_index(&mut self, ops: &[u64], k: usize, bit: u64, depth: u32) -> Result<ConstId, AirError> {
        let missing = || AirError::malformed(bit, format!("needs at least {} operands", k + 1));
        if ops.len() > k + 1 {
            let it = self.ty(ops[k], bit)?;
            self.typed_const(ops[k + 1], it, bit, depth)
        } else {
            let i32t = self.m.types.int(32);
            self.typed_const(*ops.get(k).ok_or_else(missing)?, i32t, bit, depth)
        }
    }

    /// The lanes of a shufflevector mask constant (-1 for undef lanes).
    pub(crate) fn mask_of(&self, c: ConstId, bit: u64) -> Result<Vec<i32>, AirError> {
        let t = self.m.const_type(c);
        let Some(len) = self.m.types.vector_len(t) else {
            return Err(AirError::malformed(bit, "shufflevector mask is not a vector"));
        };
        let lane =
            |bits: u64| i32::try_from(bits).map_err(|_| AirError::malformed(bit, "mask lane out of range"));
        match &self.m.constants[c] {
            ConstantData::Data { elems, .. } => elems.iter().map(|&b| lane(b)).collect(),
            ConstantData::Aggregate { elems, .. } => elems
                .iter()
                .map(|&e| match &self.m.constants[e] {
                    ConstantData::Int { bits, .. } => lane(*bits as u64),
                    ConstantData::Undef(_) | ConstantData::Poison(_) => Ok(-1),
                    _ => Err(AirError::malformed(bit, "shufflevector mask lane is not an integer")),
                })
                .collect(),
            ConstantData::Zero(_) => Ok(vec![0; len as usize]),
            ConstantData::Undef(_) | ConstantData::Poison(_) => Ok(vec![-1; len as usize]),
            _ => Err(AirError::malformed(bit, "shufflevector mask is not a constant vector")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain of casts, each of the next constant, ending in an integer: however long, it
    /// must materialize without deep recursion (a small stack, unoptimized).
    fn chain(len: usize) -> Result<ConstId, AirError> {
        let mut d = Decoder::new(1 << 20);
        let i32t = d.m.types.int(32);
        d.types.push(i32t);
        for i in 0..len {
            let (code, ops): (u32, Vec<u64>) =
                if i + 1 == len { (4, vec![2]) } else { (11, vec![11, 0, i as u64 + 1]) };
            let start = d.const_ops.len() as u32;
            d.const_ops.extend_from_slice(&ops);
            d.consts.push(ConstRec {
                code,
                start,
                len: ops.len() as u32,
                ty: i32t,
                bit: 0,
                done: None,
                busy: false,
            });
            d.values.push(ValEntry { kind: VKind::Lazy(i as u32), ty: i32t });
        }
        d.const_value(0, 0, 0)
    }

    #[test]
    fn nesting_is_bounded_within_a_small_stack() {
        let t = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(|| (chain(20).is_ok(), chain(100_000).map_err(|e| e.kind)))
            .expect("spawn");
        let (short, long) = t.join().expect("no stack overflow");
        assert!(short);
        assert!(long.is_ok(), "{long:?}");
    }

    #[test]
    fn self_reference_is_an_error() {
        let mut d = Decoder::new(64);
        let i32t = d.m.types.int(32);
        d.types.push(i32t);
        d.const_ops.extend_from_slice(&[11, 0, 0]);
        d.consts.push(ConstRec { code: 11, start: 0, len: 3, ty: i32t, bit: 0, done: None, busy: false });
        d.values.push(ValEntry { kind: VKind::Lazy(0), ty: i32t });
        assert!(d.const_value(0, 0, 0).is_err());
    }
}
