//! Walks the top level and MODULE_BLOCK of an LLVM IR bitstream into a [`RawModule`]:
//! identification, module records (version, triple, datalayout, source file, global values),
//! STRTAB, the type table, module-level constants and metadata. Function bodies are skipped
//! by their length word. Names and references are kept as indices; `summary.rs` resolves them.
//! Record layouts (old forms included) come from `records.rs`, shared with the decoder.

use std::borrow::Cow;

use crate::bitstream::{BitstreamReader, Entry, Record, BLOCKINFO_BLOCK_ID};
use crate::codes::{block, cst, ident};
use crate::error::{AirError, ResultExt};
use crate::records::{self, MdRecord, ModuleRecord, NameRef, OldOperand};
use crate::types::{ops_to_string, read_type_block, TypeId, TypeTable};
use crate::wrapper::{self, Wrapper};

pub use crate::records::GlobalKind;

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
    /// Values that METADATA_OLD_NODE operands name directly (LLVM makes them metadata of
    /// their own, without an id); an operand refers to one as `INLINE | index`.
    inline: Vec<Metadata<'a>>,
}

/// Marks a node operand (and the id [`MetadataTable::node_op`] returns) that names an
/// inline value rather than a numbered metadata entry.
const INLINE: u32 = 1 << 31;

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
        if id & INLINE != 0 {
            self.inline.get((id & !INLINE) as usize)
        } else {
            self.entries.get(id as usize)
        }
    }

    /// A new numbered entry; ids stay below [`INLINE`].
    fn push(&mut self, m: Metadata<'a>, bit: u64) -> Result<(), AirError> {
        if self.entries.len() + 1 >= INLINE as usize {
            return Err(AirError::malformed(bit, "more than 2^31 metadata entries"));
        }
        self.entries.push(m);
        Ok(())
    }

    /// METADATA_OLD_NODE: a node whose value operands become inline values.
    fn push_old_node(&mut self, pairs: &[u64], types: &TypeTable, bit: u64) -> Result<(), AirError> {
        let start = u32::try_from(self.ops.len())
            .map_err(|_| AirError::malformed(bit, "metadata operands exceed 2^32"))?;
        for pair in pairs.chunks_exact(2) {
            let raw = match records::old_node_operand(pair[0], pair[1], types, bit)? {
                OldOperand::Null => 0,
                OldOperand::Metadata(id) => {
                    u32::try_from(id).ok().filter(|&id| id < INLINE - 1).map(|id| id + 1).ok_or_else(
                        || AirError::malformed(bit, format!("metadata operand {id} out of range")),
                    )?
                }
                OldOperand::Value { ty, value } => {
                    let k = u32::try_from(self.inline.len()).ok().filter(|&k| k < INLINE - 1);
                    let Some(k) = k else {
                        return Err(AirError::malformed(bit, "too many old metadata values"));
                    };
                    self.inline.push(Metadata::Value { ty, value });
                    (INLINE | k) + 1
                }
            };
            self.ops.push(raw);
        }
        let ops = OpRange { start, len: (pairs.len() / 2) as u32 };
        self.push(Metadata::Node { distinct: false, ops }, bit)
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
                    if raw.wrapping_sub(1) & INLINE == 0 && raw as usize > n {
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
                m.strtab = records::read_strtab(&mut r, &mut rec).context_with(|| "STRTAB_BLOCK".into())?;
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
    r.for_each_record(block::IDENTIFICATION, rec, |rec, _, _| {
        match rec.code {
            ident::STRING => m.producer = Some(ops_to_string(&rec.ops)),
            ident::EPOCH => m.epoch = rec.op(0),
            _ => {}
        }
        Ok(())
    })
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

fn module_record(rec: &Record<'_>, m: &mut RawModule<'_>, bit: u64) -> Result<(), AirError> {
    let ty = |v: u64| u32::try_from(v).ok().filter(|&t| (t as usize) < m.types.len());
    let name = |n: NameRef| match n {
        NameRef::Strtab { offset, size } => Name::Strtab { offset, size },
        NameRef::Symtab => Name::Unnamed,
    };
    let g = match records::module_record(rec, m.version, bit)? {
        ModuleRecord::Version(v) => {
            m.version = v;
            return Ok(());
        }
        ModuleRecord::Triple(t) => {
            m.triple = t;
            return Ok(());
        }
        ModuleRecord::DataLayout(t) => {
            m.datalayout = t;
            return Ok(());
        }
        ModuleRecord::SourceFilename(t) => {
            m.source_filename = Some(t);
            return Ok(());
        }
        ModuleRecord::GlobalVar(g) => {
            let vt = records::global_var_type(&g, &m.types);
            GlobalValue {
                kind: GlobalKind::Variable,
                name: name(g.name),
                ty: vt.map(|(t, _)| t),
                is_declaration: g.init.is_none(),
                addrspace: vt.map_or(0, |(_, a)| u32::try_from(a).unwrap_or(u32::MAX)),
            }
        }
        ModuleRecord::Function(f) => GlobalValue {
            kind: GlobalKind::Function,
            name: name(f.name),
            ty: records::function_type(&f, &m.types),
            is_declaration: f.is_proto,
            addrspace: 0,
        },
        ModuleRecord::Alias(a) => GlobalValue {
            kind: a.kind,
            name: name(a.name),
            ty: ty(a.ty),
            is_declaration: false,
            addrspace: 0,
        },
        _ => return Ok(()),
    };
    m.globals.push(g);
    Ok(())
}

fn read_constants<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    // Until a SETTYPE, constants are i32 (the reader's documented default).
    let mut width: Option<u32> = Some(32);
    r.for_each_record(block::CONSTANTS, rec, |rec, bit, n| {
        let bad =
            |msg: String| AirError::malformed(bit, msg).within(&format!("record {n} (code {})", rec.code));
        let c = match rec.code {
            cst::SETTYPE => {
                let t = rec.op(0).unwrap_or(u64::MAX);
                if t >= m.types.len() as u64 {
                    return Err(bad(format!("SETTYPE to type {t} but only {} exist", m.types.len())));
                }
                width = m.types.int_width(t as u32);
                return Ok(());
            }
            cst::INTEGER => {
                let (Some(v), Some(w)) = (rec.op(0), width) else {
                    return Err(bad("INTEGER without a value or of a non-integer type".into()));
                };
                Constant::Int { value: records::decode_signed(v), width: w }
            }
            cst::NULL => match width {
                Some(w) => Constant::Int { value: 0, width: w },
                None => Constant::Other { code: rec.code },
            },
            cst::CE_CAST => match records::ce_cast(&rec.ops) {
                Some(c) => Constant::Cast { opcode: c.opcode, operand: c.value },
                None => return Err(bad("CE_CAST needs 3 operands".into())),
            },
            code => Constant::Other { code },
        };
        m.constants.push(c);
        Ok(())
    })
}

fn read_metadata<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
    m: &mut RawModule<'a>,
) -> Result<(), AirError> {
    let types = &m.types;
    let t = &mut m.metadata;
    let (first_entry, first_named) = (t.entries.len(), t.named.len());
    let mut pending_name: Option<String> = None;
    r.for_each_record(block::METADATA, rec, |rec, bit, n| {
        metadata_record(rec, t, types, &mut pending_name, bit)
            .context_with(|| format!("record {n} (code {})", rec.code))
    })?;
    t.check_references(r.abs_bit(), first_entry, first_named)
}

fn metadata_record<'a>(
    rec: &Record<'a>,
    t: &mut MetadataTable<'a>,
    types: &TypeTable,
    pending_name: &mut Option<String>,
    bit: u64,
) -> Result<(), AirError> {
    match records::md_record(rec, bit)? {
        MdRecord::Strings => {
            t.entries.reserve(records::md_strings_bound(rec));
            let mut res = Ok(());
            records::md_strings(rec, bit, |s| {
                if res.is_ok() {
                    res = t.push(Metadata::String(Cow::Borrowed(s)), bit);
                }
            })?;
            res?;
        }
        MdRecord::Value { ty, value } => {
            let ty = u32::try_from(ty)
                .map_err(|_| AirError::malformed(bit, "METADATA_VALUE type exceeds 32 bits"))?;
            t.push(Metadata::Value { ty, value }, bit)?;
        }
        MdRecord::Node { distinct, ops } => {
            let ops = t.push_ops(ops, bit)?;
            t.push(Metadata::Node { distinct, ops }, bit)?;
        }
        MdRecord::OldNode(pairs) => t.push_old_node(pairs, types, bit)?,
        MdRecord::StringOld(chars) => {
            let bytes: Vec<u8> = chars.iter().map(|&c| c as u8).collect();
            t.push(Metadata::String(Cow::Owned(bytes)), bit)?;
        }
        MdRecord::Name(chars) => *pending_name = Some(ops_to_string(chars)),
        MdRecord::NamedNode(ids) => {
            let Some(name) = pending_name.take() else {
                return Err(AirError::malformed(bit, "NAMED_NODE without a preceding NAME"));
            };
            let ops = t.push_ops(ids, bit)?;
            t.named.push(NamedMetadata { name, bit, ops });
        }
        MdRecord::Other(_) => t.push(Metadata::Other { code: rec.code }, bit)?,
        MdRecord::NoId | MdRecord::Unknown(_) => {}
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
    let version = m.version;
    r.for_each_record(block::VALUE_SYMTAB, rec, |rec, _, _| {
        let Some(e) = records::vst_entry(rec) else { return Ok(()) };
        if version >= 2 || e.block || e.name.is_empty() {
            return Ok(());
        }
        if let Some(g) = usize::try_from(e.id).ok().and_then(|i| m.globals.get_mut(i)) {
            g.name = Name::Owned(ops_to_string(e.name));
        }
        Ok(())
    })
}
