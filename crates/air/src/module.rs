//! Walks the top level and MODULE_BLOCK of an LLVM IR bitstream into a [`RawModule`]:
//! identification, module records (version, triple, datalayout, source file, global values),
//! STRTAB, the type table, module-level constants and metadata. Function bodies are skipped
//! by their length word. Names and references are kept as indices; `summary.rs` resolves them.

use std::borrow::Cow;

use crate::bitstream::{BitCursor, BitstreamReader, Entry, Record, BLOCKINFO_BLOCK_ID};
use crate::codes::{block, cst, ident, md, module as mc, strtab, vst};
use crate::error::{AirError, ErrorKind, ResultExt};
use crate::types::{ops_to_string, read_type_block, TypeId, TypeTable};
use crate::wrapper::{self, Wrapper};

/// What kind of global value a value id names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GlobalKind {
    Variable,
    Function,
    Alias,
    IFunc,
}

/// Where a global value's name comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Name {
    /// Module version 2: a range of the STRTAB blob.
    Strtab {
        offset: u64,
        size: u64,
    },
    /// Older modules: from the module-level VALUE_SYMTAB.
    Owned(String),
    Unnamed,
}

/// A MODULE_CODE_GLOBALVAR / FUNCTION / ALIAS / IFUNC record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalValue {
    pub kind: GlobalKind,
    pub name: Name,
    /// Value type: the function type for functions, the content type for variables.
    pub ty: Option<TypeId>,
    /// Functions without a body, variables without an initializer.
    pub is_declaration: bool,
    /// Address space of a variable (3 = threadgroup in AIR); 0 for functions and aliases,
    /// whose address space is not read.
    pub addrspace: u32,
}

/// A module-level constant, as far as the summary needs to understand it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Constant {
    /// INTEGER, or NULL of an integer type; `width` is the type's bit width.
    Int { value: i64, width: u32 },
    /// CE_CAST of another value (e.g. a bitcast of a function).
    Cast { opcode: u64, operand: u64 },
    /// Anything else; the record code is kept for diagnostics.
    Other { code: u32 },
}

/// A range of [`MetadataTable`] operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpRange {
    start: u32,
    len: u32,
}

/// One module-level metadata id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Metadata<'a> {
    String(Cow<'a, [u8]>),
    Node {
        distinct: bool,
        ops: OpRange,
    },
    /// METADATA_VALUE: a typed reference to a module-level value id.
    Value {
        ty: TypeId,
        value: u64,
    },
    /// A record that takes an id but is not interpreted (debug info and the like).
    Other {
        code: u32,
    },
}

/// A named metadata list (`!air.kernel = !{...}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedMetadata {
    pub name: String,
    /// Input bit offset of its NAMED_NODE record, for errors found while interpreting it.
    pub bit: u64,
    ops: OpRange,
}

/// Module-level metadata ids and named lists.
#[derive(Debug, Default, Clone)]
pub struct MetadataTable<'a> {
    pub entries: Vec<Metadata<'a>>,
    pub named: Vec<NamedMetadata>,
    /// Node operands stored as id + 1 (0 = null); named-list operands as plain ids.
    ops: Vec<u32>,
}

impl<'a> MetadataTable<'a> {
    fn push_ops(&mut self, ops: &[u64], bit: u64) -> Result<OpRange, AirError> {
        let start = u32::try_from(self.ops.len())
            .map_err(|_| AirError::malformed(bit, "metadata operands exceed 2^32"))?;
        for &v in ops {
            let v = u32::try_from(v)
                .map_err(|_| AirError::malformed(bit, format!("metadata operand {v} exceeds 32 bits")))?;
            self.ops.push(v);
        }
        Ok(OpRange { start, len: ops.len() as u32 })
    }

    fn range(&self, r: OpRange) -> &[u32] {
        let s = r.start as usize;
        self.ops.get(s..s + r.len as usize).unwrap_or(&[])
    }

    pub fn get(&self, id: u32) -> Option<&Metadata<'a>> {
        self.entries.get(id as usize)
    }

    /// Operands of node `id`: `None` for a null operand.
    pub fn node_ops(&self, id: u32) -> Option<impl ExactSizeIterator<Item = Option<u32>> + '_> {
        match self.get(id)? {
            Metadata::Node { ops, .. } => Some(self.range(*ops).iter().map(|&v| v.checked_sub(1))),
            _ => None,
        }
    }

    /// Operand `k` of node `id`, if both exist and the operand is not null.
    pub fn node_op(&self, id: u32, k: usize) -> Option<u32> {
        match self.get(id)? {
            Metadata::Node { ops, .. } => self.range(*ops).get(k)?.checked_sub(1),
            _ => None,
        }
    }

    pub fn string(&self, id: u32) -> Option<&[u8]> {
        match self.get(id)? {
            Metadata::String(s) => Some(s),
            _ => None,
        }
    }

    /// The node ids listed by named metadata `name` (first list of that name) and the bit
    /// offset of its record.
    pub fn named(&self, name: &str) -> Option<(&[u32], u64)> {
        let n = self.named.iter().find(|n| n.name == name)?;
        Some((self.range(n.ops), n.bit))
    }

    /// The node ids of a named list.
    pub fn named_ops(&self, named: &NamedMetadata) -> &[u32] {
        self.range(named.ops)
    }

    /// Forward references are legal inside the block, so ids are checked once it ends; only
    /// what this block added (from `first_entry` / `first_named`) needs checking.
    fn check_references(&self, bit: u64, first_entry: usize, first_named: usize) -> Result<(), AirError> {
        let n = self.entries.len();
        for (id, e) in self.entries.iter().enumerate().skip(first_entry) {
            if let Metadata::Node { ops, .. } = e {
                for (k, &raw) in self.range(*ops).iter().enumerate() {
                    if raw as usize > n {
                        return Err(AirError::malformed(
                            bit,
                            format!(
                                "node !{id} operand {k} refers to metadata {} but only {n} exist",
                                raw - 1
                            ),
                        ));
                    }
                }
            }
        }
        for named in self.named.iter().skip(first_named) {
            for (k, &id) in self.range(named.ops).iter().enumerate() {
                if id as usize >= n {
                    return Err(AirError::malformed(
                        bit,
                        format!("!{} operand {k} refers to node {id} but only {n} exist", named.name),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Everything read from one module, with references still as ids.
#[derive(Debug, Default, Clone)]
pub struct RawModule<'a> {
    pub wrapper: Option<Wrapper>,
    /// Length of the input in bytes; bounds what derived data may cost.
    pub input_len: usize,
    pub producer: Option<String>,
    pub epoch: Option<u64>,
    /// MODULE_CODE_VERSION: 2 means names live in STRTAB.
    pub version: u64,
    pub triple: String,
    pub datalayout: String,
    pub source_filename: Option<String>,
    pub types: TypeTable,
    /// Global values in value-id order.
    pub globals: Vec<GlobalValue>,
    /// Module-level constants; value id = `globals.len()` + index.
    pub constants: Vec<Constant>,
    pub metadata: MetadataTable<'a>,
    pub strtab: Option<&'a [u8]>,
    /// Input bit offset of the STRTAB blob record, for name errors found later.
    pub strtab_bit: u64,
}

/// How many CE_CAST links to follow before giving up (casts of casts are rare).
const MAX_CAST_CHAIN: usize = 16;

impl<'a> RawModule<'a> {
    /// The global a module-level value id denotes, looking through constant casts.
    pub fn value_to_global(&self, mut value: u64) -> Option<usize> {
        for _ in 0..MAX_CAST_CHAIN {
            let n = self.globals.len() as u64;
            if value < n {
                return Some(value as usize);
            }
            match self.constants.get(usize::try_from(value - n).ok()?)? {
                Constant::Cast { operand, .. } => value = *operand,
                _ => return None,
            }
        }
        None
    }

    /// The constant a module-level value id denotes.
    pub fn constant(&self, value: u64) -> Option<&Constant> {
        let idx = value.checked_sub(self.globals.len() as u64)?;
        self.constants.get(usize::try_from(idx).ok()?)
    }

    /// Integer value of metadata `id` if it is a METADATA_VALUE of an integer constant.
    pub fn md_int(&self, id: u32) -> Option<Constant> {
        match self.metadata.get(id)? {
            Metadata::Value { value, .. } => match self.constant(*value)? {
                c @ Constant::Int { .. } => Some(*c),
                _ => None,
            },
            _ => None,
        }
    }

    /// Global that metadata `id` refers to, if it is a METADATA_VALUE of one (or of a cast).
    pub fn md_global(&self, id: u32) -> Option<usize> {
        match self.metadata.get(id)? {
            Metadata::Value { value, .. } => self.value_to_global(*value),
            _ => None,
        }
    }

    /// Name of global `index`, resolving STRTAB ranges.
    pub fn global_name(&self, index: usize) -> Result<String, AirError> {
        let bit = self.strtab_bit;
        let Some(g) = self.globals.get(index) else {
            return Err(AirError::malformed(bit, format!("no global value {index}")));
        };
        match &g.name {
            Name::Unnamed => Ok(String::new()),
            Name::Owned(s) => Ok(s.clone()),
            Name::Strtab { size: 0, .. } => Ok(String::new()),
            Name::Strtab { offset, size } => {
                let Some(tab) = self.strtab else {
                    return Err(AirError::malformed(
                        bit,
                        format!("global value {index} is named from STRTAB but there is no STRTAB block"),
                    ));
                };
                let range = usize::try_from(*offset).ok().and_then(|o| {
                    let e = o.checked_add(usize::try_from(*size).ok()?)?;
                    tab.get(o..e)
                });
                match range {
                    Some(b) => Ok(String::from_utf8_lossy(b).into_owned()),
                    None => Err(AirError::malformed(
                        bit,
                        format!(
                            "name of global value {index} ({offset}+{size}) lies outside the {}-byte STRTAB",
                            tab.len()
                        ),
                    )),
                }
            }
        }
    }
}

/// Parses the first module of `bytes` (wrapped or raw bitcode).
pub fn parse(bytes: &[u8]) -> Result<RawModule<'_>, AirError> {
    let loc = wrapper::locate(bytes)?;
    let mut r = BitstreamReader::new(loc.stream, loc.offset)?;
    let mut rec = Record::default();
    let mut m = RawModule { wrapper: loc.wrapper, ..RawModule::default() };
    let mut seen_module = false;
    loop {
        match r.advance().context_with(|| "top level".into())? {
            Entry::EndOfStream => break,
            Entry::SubBlock(block::IDENTIFICATION) if !seen_module => {
                read_identification(&mut r, &mut rec, &mut m)
                    .context_with(|| "IDENTIFICATION_BLOCK".into())?;
            }
            Entry::SubBlock(block::MODULE) if !seen_module => {
                read_module(&mut r, &mut rec, &mut m).context_with(|| "MODULE_BLOCK".into())?;
                seen_module = true;
            }
            Entry::SubBlock(block::STRTAB) if seen_module && m.strtab.is_none() => {
                m.strtab_bit = r.abs_bit();
                m.strtab = read_strtab(&mut r, &mut rec).context_with(|| "STRTAB_BLOCK".into())?;
            }
            Entry::SubBlock(BLOCKINFO_BLOCK_ID) => {
                r.read_blockinfo_block(&mut rec).context_with(|| "BLOCKINFO".into())?;
            }
            Entry::SubBlock(_) => r.skip_block().context_with(|| "top level".into())?,
            Entry::Record(_) | Entry::EndBlock => {
                return Err(r.err("record at top level, outside any block"));
            }
        }
    }
    if !seen_module {
        return Err(AirError::malformed(r.abs_bit(), "no MODULE_BLOCK in the bitstream"));
    }
    Ok(m)
}

fn read_identification<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::IDENTIFICATION)?;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                r.read_record(a, rec)?;
                match rec.code {
                    ident::STRING => m.producer = Some(ops_to_string(&rec.ops)),
                    ident::EPOCH => m.epoch = rec.op(0),
                    _ => {}
                }
            }
        }
    }
}

fn read_strtab<'a>(r: &mut BitstreamReader<'a>, rec: &mut Record<'a>) -> Result<Option<&'a [u8]>, AirError> {
    r.enter_block(block::STRTAB)?;
    let mut tab = None;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(tab),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                r.read_record(a, rec)?;
                if rec.code == strtab::BLOB {
                    match rec.blob {
                        Some(b) => tab = Some(b),
                        None => return Err(r.err("STRTAB_BLOB record without a blob")),
                    }
                }
            }
        }
    }
}

fn read_module<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::MODULE)?;
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::SubBlock(id) => {
                let res = match id {
                    BLOCKINFO_BLOCK_ID => r.read_blockinfo_block(rec),
                    block::TYPE_NEW => read_type_block(r, rec, &mut m.types),
                    block::CONSTANTS => read_constants(r, rec, m),
                    block::METADATA => read_metadata(r, rec, m),
                    block::VALUE_SYMTAB => read_value_symtab(r, rec, m),
                    _ => r.skip_block(),
                };
                res.context_with(|| block::label(id))?;
            }
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let n = index;
                index += 1;
                module_record(rec, m, bit).context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
}

fn need(rec: &Record<'_>, k: usize, bit: u64) -> Result<(), AirError> {
    if rec.ops.len() < k {
        Err(AirError::malformed(bit, format!("needs at least {k} operands, has {}", rec.ops.len())))
    } else {
        Ok(())
    }
}

fn module_record(rec: &Record<'_>, m: &mut RawModule<'_>, bit: u64) -> Result<(), AirError> {
    let op = |i: usize| rec.ops.get(i).copied().unwrap_or(0);
    // Version 2 records start with the name's STRTAB offset and size.
    let o = if m.version >= 2 { 2 } else { 0 };
    let name = || {
        if o == 2 {
            Name::Strtab { offset: op(0), size: op(1) }
        } else {
            Name::Unnamed
        }
    };
    let ty = |v: u64| u32::try_from(v).ok().filter(|&t| (t as usize) < m.types.len());
    match rec.code {
        mc::VERSION => {
            need(rec, 1, bit)?;
            let v = op(0);
            if v > 2 {
                return Err(AirError::new(bit, ErrorKind::Unsupported(format!("module version {v}"))));
            }
            m.version = v;
        }
        mc::TRIPLE => m.triple = ops_to_string(&rec.ops),
        mc::DATALAYOUT => m.datalayout = ops_to_string(&rec.ops),
        mc::SOURCE_FILENAME => m.source_filename = Some(ops_to_string(&rec.ops)),
        mc::GLOBALVAR => {
            // [(strtab), ptrty-or-valty, isconst|explicit<<1|addrspace<<2, initid, linkage, ...]
            need(rec, o + 6, bit)?;
            let t = ty(op(o));
            let explicit = op(o + 1) & 2 != 0;
            let value_ty = if explicit { t } else { t.and_then(|t| m.types.pointee(t)) };
            let addrspace = if explicit {
                u32::try_from(op(o + 1) >> 2).unwrap_or(u32::MAX)
            } else {
                match t.and_then(|t| m.types.get(t)) {
                    Some(crate::types::Type::Pointer { addrspace, .. }) => *addrspace,
                    _ => 0,
                }
            };
            m.globals.push(GlobalValue {
                kind: GlobalKind::Variable,
                name: name(),
                ty: value_ty,
                is_declaration: op(o + 2) == 0,
                addrspace,
            });
        }
        mc::FUNCTION => {
            // [(strtab), type, callingconv, isproto, linkage, ...]
            need(rec, o + 8, bit)?;
            let t = ty(op(o)).map(|t| m.types.pointee(t).unwrap_or(t));
            m.globals.push(GlobalValue {
                kind: GlobalKind::Function,
                name: name(),
                ty: t,
                is_declaration: op(o + 2) != 0,
                addrspace: 0,
            });
        }
        mc::ALIAS | mc::ALIAS_OLD | mc::IFUNC => {
            let (kind, min) = match rec.code {
                mc::IFUNC => (GlobalKind::IFunc, o + 4),
                mc::ALIAS => (GlobalKind::Alias, o + 3),
                _ => (GlobalKind::Alias, 3),
            };
            need(rec, min, bit)?;
            m.globals.push(GlobalValue {
                kind,
                name: name(),
                ty: ty(op(o)),
                is_declaration: false,
                addrspace: 0,
            });
        }
        _ => {}
    }
    Ok(())
}

fn read_constants<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::CONSTANTS)?;
    // Until a SETTYPE, constants are i32 (the reader's documented default).
    let mut width: Option<u32> = Some(32);
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let n = index;
                index += 1;
                let bad = |msg: String| {
                    AirError::malformed(bit, msg).within(&format!("record {n} (code {})", rec.code))
                };
                let c = match rec.code {
                    cst::SETTYPE => {
                        let t = rec.op(0).unwrap_or(u64::MAX);
                        if t >= m.types.len() as u64 {
                            return Err(bad(format!("SETTYPE to type {t} but only {} exist", m.types.len())));
                        }
                        width = m.types.int_width(t as u32);
                        continue;
                    }
                    cst::INTEGER => {
                        let (Some(v), Some(w)) = (rec.op(0), width) else {
                            return Err(bad("INTEGER without a value or of a non-integer type".into()));
                        };
                        Constant::Int { value: decode_signed(v), width: w }
                    }
                    cst::NULL => match width {
                        Some(w) => Constant::Int { value: 0, width: w },
                        None => Constant::Other { code: rec.code },
                    },
                    cst::CE_CAST => match (rec.op(0), rec.op(2)) {
                        (Some(opcode), Some(operand)) => Constant::Cast { opcode, operand },
                        _ => return Err(bad("CE_CAST needs 3 operands".into())),
                    },
                    code => Constant::Other { code },
                };
                m.constants.push(c);
            }
        }
    }
}

/// Signed VBR fields keep the sign in bit 0 and the magnitude above it.
fn decode_signed(v: u64) -> i64 {
    let mag = (v >> 1) as i64;
    if v & 1 == 0 {
        mag
    } else if mag == 0 {
        // "-0" encodes the most negative 64-bit value.
        i64::MIN
    } else {
        -mag
    }
}

/// True for METADATA_BLOCK record codes that define a metadata id (LLVM 14 numbering).
fn creates_md_id(code: u32) -> bool {
    !matches!(
        code,
        md::NAME
            | md::KIND
            | md::NAMED_NODE
            | md::ATTACHMENT
            | md::GLOBAL_DECL_ATTACHMENT
            | md::INDEX_OFFSET
            | md::INDEX
            | 42
            | 43
    ) && (1..=md::LAST_KNOWN).contains(&code)
}

fn read_metadata<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::METADATA)?;
    let t = &mut m.metadata;
    let (first_entry, first_named) = (t.entries.len(), t.named.len());
    let mut pending_name: Option<String> = None;
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return t.check_references(r.abs_bit(), first_entry, first_named),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let n = index;
                index += 1;
                metadata_record(rec, t, &mut pending_name, bit)
                    .context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
}

fn metadata_record<'a>(
    rec: &Record<'a>,
    t: &mut MetadataTable<'a>,
    pending_name: &mut Option<String>,
    bit: u64,
) -> Result<(), AirError> {
    match rec.code {
        md::STRINGS => read_md_strings(rec, t, bit)?,
        md::VALUE => {
            need(rec, 2, bit)?;
            let ty = u32::try_from(rec.ops[0])
                .map_err(|_| AirError::malformed(bit, "METADATA_VALUE type exceeds 32 bits"))?;
            t.entries.push(Metadata::Value { ty, value: rec.ops[1] });
        }
        md::NODE | md::DISTINCT_NODE => {
            let ops = t.push_ops(&rec.ops, bit)?;
            t.entries.push(Metadata::Node { distinct: rec.code == md::DISTINCT_NODE, ops });
        }
        md::STRING_OLD => {
            let bytes: Vec<u8> = rec.ops.iter().map(|&c| c as u8).collect();
            t.entries.push(Metadata::String(Cow::Owned(bytes)));
        }
        md::NAME => *pending_name = Some(ops_to_string(&rec.ops)),
        md::NAMED_NODE => {
            let Some(name) = pending_name.take() else {
                return Err(AirError::malformed(bit, "NAMED_NODE without a preceding NAME"));
            };
            let ops = t.push_ops(&rec.ops, bit)?;
            t.named.push(NamedMetadata { name, bit, ops });
        }
        code if creates_md_id(code) => t.entries.push(Metadata::Other { code }),
        _ => {}
    }
    Ok(())
}

/// METADATA_STRINGS: [count, offset] and a blob holding `count` vbr6 lengths (a bitstream of
/// its own), then at `offset` the concatenated characters.
fn read_md_strings<'a>(rec: &Record<'a>, t: &mut MetadataTable<'a>, bit: u64) -> Result<(), AirError> {
    need(rec, 2, bit)?;
    let Some(blob) = rec.blob else {
        return Err(AirError::malformed(bit, "METADATA_STRINGS without a blob"));
    };
    let count = rec.ops[0];
    let offset = usize::try_from(rec.ops[1]).ok().filter(|&o| o <= blob.len()).ok_or_else(|| {
        AirError::malformed(
            bit,
            format!("METADATA_STRINGS character offset {} beyond its {}-byte blob", rec.ops[1], blob.len()),
        )
    })?;
    let (lengths, chars) = blob.split_at(offset);
    let mut lens = BitCursor::new(lengths, 0);
    // Each length takes at least 6 bits, which bounds what a truthful count can be.
    let plausible = (lengths.len() * 8 / 6) as u64;
    t.entries.reserve(count.min(plausible) as usize);
    let mut pos = 0usize;
    for i in 0..count {
        let len = lens.read_vbr(6).map_err(|_| {
            AirError::malformed(bit, format!("METADATA_STRINGS: length table ends at string {i} of {count}"))
        })?;
        let end = usize::try_from(len)
            .ok()
            .and_then(|l| pos.checked_add(l))
            .filter(|&e| e <= chars.len())
            .ok_or_else(|| {
                AirError::malformed(
                    bit,
                    format!(
                        "METADATA_STRINGS: string {i} ({len} bytes at {pos}) overruns the {} characters",
                        chars.len()
                    ),
                )
            })?;
        t.entries.push(Metadata::String(Cow::Borrowed(&chars[pos..end])));
        pos = end;
    }
    Ok(())
}

/// Module-level VALUE_SYMTAB: names for modules older than version 2 (version 2 tables only
/// hold function offsets, which the summary does not need).
fn read_value_symtab<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::VALUE_SYMTAB)?;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                r.read_record(a, rec)?;
                let chars = match rec.code {
                    vst::ENTRY => 1,
                    vst::FNENTRY => 2,
                    _ => continue,
                };
                if m.version >= 2 || rec.ops.len() <= chars {
                    continue;
                }
                let id = rec.ops[0];
                if let Some(g) = usize::try_from(id).ok().and_then(|i| m.globals.get_mut(i)) {
                    g.name = Name::Owned(ops_to_string(&rec.ops[chars..]));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_decoding() {
        assert_eq!(decode_signed(4), 2);
        assert_eq!(decode_signed(3), -1);
        assert_eq!(decode_signed(0), 0);
        assert_eq!(decode_signed(1), i64::MIN);
    }

    #[test]
    fn md_id_codes() {
        assert!(creates_md_id(md::NODE));
        assert!(creates_md_id(md::VALUE));
        assert!(creates_md_id(46));
        assert!(!creates_md_id(md::NAME));
        assert!(!creates_md_id(md::INDEX));
        assert!(!creates_md_id(47));
    }
}
