//! The module type table (TYPE_BLOCK_NEW): type kinds by index and their textual form as
//! `llvm-dis` prints it (typed pointers included), bounded against hostile nesting.

use std::fmt::Write as _;

use crate::bitstream::{BitstreamReader, Entry, Record};
use crate::codes::ty as code;
use crate::error::{AirError, ResultExt};

/// Index into [`TypeTable`].
pub type TypeId = u32;

/// A range of type ids stored in the table's shared operand list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypeList {
    start: u32,
    len: u32,
}

/// One type-table entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Type {
    Void,
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    Label,
    Metadata,
    X86Mmx,
    X86Amx,
    Token,
    Integer(u32),
    /// A typed pointer, as AIR uses them.
    Pointer {
        pointee: TypeId,
        addrspace: u32,
    },
    OpaquePointer {
        addrspace: u32,
    },
    Function {
        vararg: bool,
        ret: TypeId,
        params: TypeList,
    },
    Array {
        len: u64,
        elem: TypeId,
    },
    Vector {
        len: u64,
        elem: TypeId,
    },
    Struct {
        name: Option<String>,
        packed: bool,
        elems: TypeList,
    },
    /// A named struct without a body.
    Opaque {
        name: Option<String>,
    },
}

/// The module's types, indexed by type id.
#[derive(Debug, Default, Clone)]
pub struct TypeTable {
    types: Vec<Type>,
    lists: Vec<TypeId>,
}

/// Longest description produced; hostile tables can describe exponentially large types.
const MAX_DESCRIPTION: usize = 4096;
/// Deepest nesting described before eliding.
const MAX_DESCRIBE_DEPTH: u32 = 24;

impl TypeTable {
    /// A table of `types` without lists, for unit tests of code that reads types.
    #[cfg(test)]
    pub(crate) fn from_types(types: Vec<Type>) -> Self {
        TypeTable { types, lists: Vec::new() }
    }

    /// Empties the table, keeping its buffers (the decoder reuses one between modules).
    pub(crate) fn clear(&mut self) {
        self.types.clear();
        self.lists.clear();
    }

    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    pub fn get(&self, id: TypeId) -> Option<&Type> {
        self.types.get(id as usize)
    }

    /// The ids of a parameter or element list.
    pub fn list(&self, list: TypeList) -> &[TypeId] {
        let start = list.start as usize;
        self.lists.get(start..start + list.len as usize).unwrap_or(&[])
    }

    /// Integer width, if `id` is an integer type.
    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Some(Type::Integer(w)) => Some(*w),
            _ => None,
        }
    }

    /// The pointee of a typed pointer, if `id` is one.
    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Some(Type::Pointer { pointee, .. }) => Some(*pointee),
            _ => None,
        }
    }

    /// The type as `llvm-dis` writes it, e.g. `void (float addrspace(1)*, i32)`.
    pub fn describe(&self, id: TypeId) -> String {
        let mut out = String::new();
        self.write_type(&mut out, id, 0);
        if out.len() > MAX_DESCRIPTION {
            let mut cut = MAX_DESCRIPTION;
            while !out.is_char_boundary(cut) {
                cut -= 1;
            }
            out.truncate(cut);
            out.push_str("...");
        }
        out
    }

    fn write_list(&self, out: &mut String, list: TypeList, depth: u32) {
        for (i, &t) in self.list(list).iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_type(out, t, depth + 1);
            if out.len() > MAX_DESCRIPTION {
                return;
            }
        }
    }

    fn write_type(&self, out: &mut String, id: TypeId, depth: u32) {
        if depth > MAX_DESCRIBE_DEPTH || out.len() > MAX_DESCRIPTION {
            out.push_str("...");
            return;
        }
        let Some(t) = self.get(id) else {
            let _ = write!(out, "<bad type {id}>");
            return;
        };
        match t {
            Type::Void => out.push_str("void"),
            Type::Half => out.push_str("half"),
            Type::BFloat => out.push_str("bfloat"),
            Type::Float => out.push_str("float"),
            Type::Double => out.push_str("double"),
            Type::X86Fp80 => out.push_str("x86_fp80"),
            Type::Fp128 => out.push_str("fp128"),
            Type::PpcFp128 => out.push_str("ppc_fp128"),
            Type::Label => out.push_str("label"),
            Type::Metadata => out.push_str("metadata"),
            Type::X86Mmx => out.push_str("x86_mmx"),
            Type::X86Amx => out.push_str("x86_amx"),
            Type::Token => out.push_str("token"),
            Type::Integer(w) => {
                let _ = write!(out, "i{w}");
            }
            Type::Pointer { pointee, addrspace } => {
                self.write_type(out, *pointee, depth + 1);
                if *addrspace != 0 {
                    let _ = write!(out, " addrspace({addrspace})");
                }
                out.push('*');
            }
            Type::OpaquePointer { addrspace } => {
                out.push_str("ptr");
                if *addrspace != 0 {
                    let _ = write!(out, " addrspace({addrspace})");
                }
            }
            Type::Function { vararg, ret, params } => {
                self.write_type(out, *ret, depth + 1);
                out.push_str(" (");
                self.write_list(out, *params, depth);
                if *vararg {
                    if params.len > 0 {
                        out.push_str(", ");
                    }
                    out.push_str("...");
                }
                out.push(')');
            }
            Type::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write_type(out, *elem, depth + 1);
                out.push(']');
            }
            Type::Vector { len, elem } => {
                let _ = write!(out, "<{len} x ");
                self.write_type(out, *elem, depth + 1);
                out.push('>');
            }
            Type::Struct { name: Some(name), .. } | Type::Opaque { name: Some(name) } => {
                write_struct_name(out, name)
            }
            Type::Opaque { name: None } => out.push_str("opaque"),
            Type::Struct { name: None, packed, elems } => {
                if *packed {
                    out.push('<');
                }
                if elems.len == 0 {
                    out.push_str("{}");
                } else {
                    out.push_str("{ ");
                    self.write_list(out, *elems, depth);
                    out.push_str(" }");
                }
                if *packed {
                    out.push('>');
                }
            }
        }
    }

    fn push_list(&mut self, ids: &[u64], bit: u64) -> Result<TypeList, AirError> {
        let start = u32::try_from(self.lists.len())
            .map_err(|_| AirError::malformed(bit, "type lists exceed 2^32 entries"))?;
        for &id in ids {
            self.lists.push(type_id(id, bit)?);
        }
        Ok(TypeList { start, len: ids.len() as u32 })
    }

    /// Every referenced type id must exist once the block is read (forward references to
    /// named structs are legal inside the block).
    fn check_references(&self, bit: u64, first: usize) -> Result<(), AirError> {
        let n = self.types.len();
        let bad = |from: usize, to: TypeId| {
            AirError::malformed(bit, format!("type {from} refers to type {to} but only {n} exist"))
        };
        for (i, t) in self.types.iter().enumerate().skip(first) {
            let single = match t {
                Type::Pointer { pointee, .. } => Some(*pointee),
                Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
                Type::Function { ret, .. } => Some(*ret),
                _ => None,
            };
            if let Some(to) = single.filter(|&to| to as usize >= n) {
                return Err(bad(i, to));
            }
            if let Type::Function { params: l, .. } | Type::Struct { elems: l, .. } = t {
                if let Some(&to) = self.list(*l).iter().find(|&&to| to as usize >= n) {
                    return Err(bad(i, to));
                }
            }
        }
        Ok(())
    }
}

fn write_struct_name(out: &mut String, name: &str) {
    let plain = !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$' | b'-'));
    if plain {
        out.push('%');
        out.push_str(name);
    } else {
        out.push_str("%\"");
        for b in name.bytes() {
            if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                let _ = write!(out, "\\{b:02X}");
            } else {
                out.push(b as char);
            }
        }
        out.push('"');
    }
}

fn type_id(v: u64, bit: u64) -> Result<TypeId, AirError> {
    u32::try_from(v).map_err(|_| AirError::malformed(bit, format!("type id {v} exceeds 32 bits")))
}

/// Operands as bytes (string records store one character per operand).
pub(crate) fn ops_to_string(ops: &[u64]) -> String {
    let bytes: Vec<u8> = ops.iter().map(|&c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Reads a TYPE_BLOCK_NEW the reader has just announced.
pub(crate) fn read_type_block<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    table: &mut TypeTable,
) -> Result<(), AirError> {
    r.enter_block(crate::codes::block::TYPE_NEW)?;
    let first = table.types.len();
    let mut declared: Option<usize> = None;
    let mut pending_name: Option<String> = None;
    let mut index = 0usize;
    loop {
        let entry = r.advance()?;
        let bit = r.abs_bit();
        match entry {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => break,
            Entry::EndOfStream => return Err(r.err("data ended inside TYPE_BLOCK_NEW")),
            Entry::Record(abbrev) => {
                r.read_record(abbrev, rec)?;
                let n = index;
                index += 1;
                let remaining = r.cursor().remaining_bits();
                read_type_record(rec, table, &mut declared, &mut pending_name, bit, remaining)
                    .context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
    table.check_references(r.abs_bit(), first)
}

fn read_type_record(
    rec: &Record<'_>,
    table: &mut TypeTable,
    declared: &mut Option<usize>,
    pending_name: &mut Option<String>,
    bit: u64,
    remaining: usize,
) -> Result<(), AirError> {
    let need = |k: usize| -> Result<(), AirError> {
        if rec.ops.len() < k {
            Err(AirError::malformed(bit, format!("needs {k} operands, has {}", rec.ops.len())))
        } else {
            Ok(())
        }
    };
    let op = |i: usize| rec.ops.get(i).copied().unwrap_or(0);
    let t = match rec.code {
        code::NUMENTRY => {
            need(1)?;
            let n = op(0) as usize;
            // Every type record takes at least one bit, so the rest of the input bounds the
            // count a truthful NUMENTRY can claim; reserving for one type per remaining byte
            // (not bit) keeps a false claim's reservation within a small multiple of the
            // input, and the table still grows if a truthful one needs more.
            table.types.reserve(n.min(remaining / 8));
            *declared = Some(n);
            return Ok(());
        }
        code::STRUCT_NAME => {
            *pending_name = Some(ops_to_string(&rec.ops));
            return Ok(());
        }
        code::VOID => Type::Void,
        code::FLOAT => Type::Float,
        code::DOUBLE => Type::Double,
        code::LABEL => Type::Label,
        code::HALF => Type::Half,
        code::BFLOAT => Type::BFloat,
        code::X86_FP80 => Type::X86Fp80,
        code::FP128 => Type::Fp128,
        code::PPC_FP128 => Type::PpcFp128,
        code::METADATA => Type::Metadata,
        code::X86_MMX => Type::X86Mmx,
        code::X86_AMX => Type::X86Amx,
        code::TOKEN => Type::Token,
        code::INTEGER => {
            need(1)?;
            let w = op(0);
            if !(1..=(1 << 23)).contains(&w) {
                return Err(AirError::malformed(bit, format!("integer width {w}")));
            }
            Type::Integer(w as u32)
        }
        code::POINTER => {
            need(1)?;
            Type::Pointer { pointee: type_id(op(0), bit)?, addrspace: addrspace(op(1), bit)? }
        }
        code::OPAQUE_POINTER => Type::OpaquePointer { addrspace: addrspace(op(0), bit)? },
        code::FUNCTION => {
            need(2)?;
            Type::Function {
                vararg: op(0) != 0,
                ret: type_id(op(1), bit)?,
                params: table.push_list(&rec.ops[2..], bit)?,
            }
        }
        code::FUNCTION_OLD => {
            // [vararg, attrid, retty, paramty...]
            need(3)?;
            Type::Function {
                vararg: op(0) != 0,
                ret: type_id(op(2), bit)?,
                params: table.push_list(&rec.ops[3..], bit)?,
            }
        }
        code::ARRAY | code::VECTOR => {
            need(2)?;
            let len = op(0);
            let elem = type_id(op(1), bit)?;
            if rec.code == code::ARRAY {
                Type::Array { len, elem }
            } else {
                Type::Vector { len, elem }
            }
        }
        code::STRUCT_ANON | code::STRUCT_NAMED => {
            need(1)?;
            let name = if rec.code == code::STRUCT_NAMED { pending_name.take() } else { None };
            Type::Struct { name, packed: op(0) != 0, elems: table.push_list(&rec.ops[1..], bit)? }
        }
        code::OPAQUE => Type::Opaque { name: pending_name.take() },
        other => {
            return Err(AirError::new(
                bit,
                crate::error::ErrorKind::Unsupported(format!("type code {other}")),
            ))
        }
    };
    if let Some(n) = *declared {
        if table.types.len() >= n {
            return Err(AirError::malformed(bit, format!("more types than the {n} NUMENTRY declared")));
        }
    }
    table.types.push(t);
    Ok(())
}

fn addrspace(v: u64, bit: u64) -> Result<u32, AirError> {
    u32::try_from(v)
        .ok()
        .filter(|&a| a < (1 << 24))
        .ok_or_else(|| AirError::malformed(bit, format!("address space {v} out of range")))
}
