//! The full bitcode reader: one LLVM 14 IR module (as AIR writes it, typed pointers and
//! all) decoded into a [`gpu_ir::Module`] — types, global values, attributes, constants,
//! module metadata and every function body — then checked by gpu-ir's verifier.
//!
//! This file owns the walk over the top level and MODULE_BLOCK and the state the parts
//! share; `consts`, `attrs`, `metadata` and `function` own their blocks. Records LLVM marks
//! as optional or that carry nothing gpu-ir keeps (comdats, GC names, use lists, hashes,
//! metadata attachments) are skipped, with a [`Warning`] where the module loses meaning by
//! it. Everything is bounded by the input: no count read from the file reserves memory
//! before the data has shown it can back it, and recursion is capped.

mod attrs;
mod consts;
mod function;
mod metadata;

use std::fmt;

use gpu_ir::{
    ConstId, ConstantData, FuncId, Function, GlobalId, GlobalVar, Linkage, Module, Param, Type, TypeInner,
};

use crate::bitstream::{BitstreamReader, Entry, Record, BLOCKINFO_BLOCK_ID};
use crate::codes::block;
use crate::error::{AirError, ErrorKind, ResultExt};
use crate::records::{self, AliasRecord, FunctionRecord, GlobalVarRecord, ModuleRecord, NameRef};
use crate::types::{self as raw_types, TypeTable};
use crate::wrapper;

use attrs::Attrs;
use consts::ConstRec;
use metadata::MdRaw;

/// A decoded module and what the reader had to leave out.
#[derive(Debug, Clone)]
pub struct Decoded {
    pub module: Module,
    pub warnings: Vec<Warning>,
}

/// Something skipped or approximated while decoding; the module is still complete enough
/// to verify.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Input bit offset of the record or block concerned.
    pub bit: u64,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at bit {}, byte {})", self.message, self.bit, self.bit / 8)
    }
}

/// Decodes the first module of `bytes` (wrapped or raw bitcode) and verifies it.
pub fn read_module(bytes: &[u8]) -> Result<Decoded, AirError> {
    let (d, starts) = decode(bytes)?;
    if let Err(e) = gpu_ir::verify_module(&d.module) {
        let functions = &d.module.functions;
        let bit = starts.iter().find(|(f, _)| functions[*f].name == e.function).map(|(_, b)| *b).unwrap_or(0);
        return Err(
            AirError::new(bit, ErrorKind::Malformed(format!("verifier: {e}"))).in_function(&e.function)
        );
    }
    Ok(d)
}

/// [`read_module`] without the verifier, for measuring and for callers that verify later.
pub fn read_module_unverified(bytes: &[u8]) -> Result<Decoded, AirError> {
    decode(bytes).map(|(d, _)| d)
}

/// Deepest constant-expression, type or alias nesting followed; real AIR stays far below.
pub(crate) const MAX_DEPTH: u32 = 96;

/// One entry of the value table: what a bitcode value id denotes, with its type.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ValEntry {
    pub kind: VKind,
    pub ty: Type,
}

#[derive(Debug, Clone, Copy)]
pub(crate) enum VKind {
    /// Already a gpu-ir constant (globals, functions, materialized constants).
    Const(ConstId),
    /// A CONSTANTS_BLOCK record (index into `Decoder::consts`), materialized on first use.
    Lazy(u32),
    /// An alias: stands for the value it aliases (gpu-ir has no aliases).
    Alias(u64),
    Arg(u32),
    Inst(gpu_ir::Inst),
}

/// A MODULE_CODE_FUNCTION record, kept until its body (if any) is read.
#[derive(Debug, Clone, Copy)]
struct FuncRec {
    id: FuncId,
    has_body: bool,
}

pub(crate) struct Decoder<'a> {
    pub m: Module,
    pub warnings: Vec<Warning>,
    pub version: u64,
    pub raw_types: TypeTable,
    /// Raw type id → gpu-ir type.
    pub types: Vec<Type>,
    pub strtab: Option<&'a [u8]>,
    sections: Vec<String>,
    pub attrs: Attrs,
    /// Module-level value table; a function body extends it and truncates it back.
    pub values: Vec<ValEntry>,
    pub consts: Vec<ConstRec>,
    /// Operands of every record in `consts`, back to back.
    pub const_ops: Vec<u64>,
    /// Scratch buffers of constant materialization, kept for their capacity.
    const_stack: Vec<(u32, usize)>,
    build_ops: Vec<u64>,
    /// Instructions of the body being read (see `function::Body`).
    inst_buf: Vec<gpu_ir::InstData>,
    globals_init: Vec<(GlobalId, u64, u64)>,
    funcs: Vec<FuncRec>,
    next_body: usize,
    pub md: Vec<MdRaw>,
    /// Values named by METADATA_OLD_NODE operands (see `metadata::MdRaw::Node`).
    pub md_inline: Vec<MdRaw>,
    pub named_md: Vec<(String, Vec<u64>, u64)>,
    /// Input bit where each function body starts, for verifier errors.
    body_starts: Vec<(FuncId, u64)>,
    /// `void` and `i1`, interned on first use (every instruction needs one of them).
    void: Option<Type>,
    i1: Option<Type>,
    /// Bits already warned about, so one odd construct does not flood the list.
    warned: std::collections::BTreeSet<&'static str>,
    input_len: usize,
}

impl fmt::Debug for Decoder<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Decoder").field("values", &self.values.len()).finish_non_exhaustive()
    }
}

pub(crate) fn need(rec: &Record<'_>, k: usize, bit: u64) -> Result<(), AirError> {
    if rec.ops.len() < k {
        Err(AirError::malformed(bit, format!("needs at least {k} operands, has {}", rec.ops.len())))
    } else {
        Ok(())
    }
}

/// Operands as a string (one character per operand).
pub(crate) fn ops_string(ops: &[u64]) -> String {
    raw_types::ops_to_string(ops)
}

/// Decoded alignment field (log2 + 1, 0 = none) in bytes.
pub(crate) fn align_bytes(v: u64, bit: u64) -> Result<u32, AirError> {
    match v {
        0 => Ok(0),
        1..=32 => Ok(1u32 << (v - 1)),
        _ => Err(AirError::malformed(bit, format!("alignment exponent {} out of range", v - 1))),
    }
}

fn linkage(v: u64) -> Linkage {
    match v {
        2 => Linkage::Appending,
        3 => Linkage::Internal,
        7 => Linkage::ExternalWeak,
        8 => Linkage::Common,
        9 | 13 | 14 => Linkage::Private,
        12 => Linkage::AvailableExternally,
        1 | 16 => Linkage::WeakAny,
        10 | 17 => Linkage::WeakOdr,
        4 | 18 => Linkage::LinkOnceAny,
        11 | 15 | 19 => Linkage::LinkOnceOdr,
        _ => Linkage::External,
    }
}

impl<'a> Decoder<'a> {
    pub fn warn(&mut self, bit: u64, message: impl Into<String>) {
        // Bounded: hostile input could otherwise grow the list by one per record.
        if self.warnings.len() < 256 {
            self.warnings.push(Warning { bit, message: message.into() });
        }
    }

    /// Warns once per module about a kind of thing.
    pub fn warn_once(&mut self, key: &'static str, bit: u64, message: impl Into<String>) {
        if self.warned.insert(key) {
            self.warn(bit, message);
        }
    }

    pub fn void(&mut self) -> Type {
        match self.void {
            Some(t) => t,
            None => *self.void.insert(self.m.types.void()),
        }
    }

    pub fn i1(&mut self) -> Type {
        match self.i1 {
            Some(t) => t,
            None => *self.i1.insert(self.m.types.int(1)),
        }
    }

    pub fn ty(&self, id: u64, bit: u64) -> Result<Type, AirError> {
        usize::try_from(id).ok().and_then(|i| self.types.get(i).copied()).ok_or_else(|| {
            AirError::malformed(bit, format!("type {id} does not exist ({} types)", self.types.len()))
        })
    }

    pub fn name(&self, name: NameRef, bit: u64) -> Result<String, AirError> {
        match name {
            NameRef::Strtab { offset, size } => records::strtab_name(self.strtab, offset, size, bit),
            NameRef::Symtab => Ok(String::new()),
        }
    }

    fn new(input_len: usize) -> Self {
        Decoder {
            m: Module::default(),
            warnings: Vec::new(),
            version: 0,
            raw_types: TypeTable::default(),
            types: Vec::new(),
            strtab: None,
            sections: Vec::new(),
            attrs: Attrs::default(),
            values: Vec::new(),
            consts: Vec::new(),
            const_ops: Vec::new(),
            const_stack: Vec::new(),
            build_ops: Vec::new(),
            inst_buf: Vec::new(),
            globals_init: Vec::new(),
            funcs: Vec::new(),
            next_body: 0,
            md: Vec::new(),
            md_inline: Vec::new(),
            named_md: Vec::new(),
            body_starts: Vec::new(),
            void: None,
            i1: None,
            warned: Default::default(),
            input_len,
        }
    }
}

type Decode = (Decoded, Vec<(FuncId, u64)>);

fn decode(bytes: &[u8]) -> Result<Decode, AirError> {
    let loc = wrapper::locate(bytes)?;
    let mut d = Decoder::new(bytes.len());
    let scratch = SCRATCH.with(|s| s.borrow_mut().take()).unwrap_or_default();
    d.adopt(scratch);
    let res = decode_into(&mut d, loc);
    let scratch = d.release();
    SCRATCH.with(|s| *s.borrow_mut() = Some(scratch));
    res?;
    let starts = std::mem::take(&mut d.body_starts);
    Ok((Decoded { module: d.m, warnings: d.warnings }, starts))
}

thread_local! {
    /// The decoder's working tables, kept between modules for their capacity: a library
    /// is read module after module, and regrowing every table for each one was a large
    /// share of the allocator's work.
    static SCRATCH: std::cell::RefCell<Option<Scratch>> = const { std::cell::RefCell::new(None) };
}

/// Tables above this many entries are not kept, so one huge module does not pin memory.
const SCRATCH_KEEP: usize = 1 << 20;

#[derive(Default)]
struct Scratch {
    values: Vec<ValEntry>,
    consts: Vec<ConstRec>,
    const_ops: Vec<u64>,
    const_stack: Vec<(u32, usize)>,
    build_ops: Vec<u64>,
    inst_buf: Vec<gpu_ir::InstData>,
    md: Vec<MdRaw>,
    types: Vec<Type>,
    raw_types: TypeTable,
}

fn reuse<T>(mut v: Vec<T>) -> Vec<T> {
    v.clear();
    if v.capacity() > SCRATCH_KEEP {
        Vec::new()
    } else {
        v
    }
}

impl Decoder<'_> {
    fn adopt(&mut self, s: Scratch) {
        self.values = reuse(s.values);
        self.consts = reuse(s.consts);
        self.const_ops = reuse(s.const_ops);
        self.const_stack = reuse(s.const_stack);
        self.build_ops = reuse(s.build_ops);
        self.inst_buf = reuse(s.inst_buf);
        self.md = reuse(s.md);
        self.types = reuse(s.types);
        self.raw_types = s.raw_types;
        self.raw_types.clear();
    }

    fn release(&mut self) -> Scratch {
        Scratch {
            values: reuse(std::mem::take(&mut self.values)),
            consts: reuse(std::mem::take(&mut self.consts)),
            const_ops: reuse(std::mem::take(&mut self.const_ops)),
            const_stack: reuse(std::mem::take(&mut self.const_stack)),
            build_ops: reuse(std::mem::take(&mut self.build_ops)),
            inst_buf: reuse(std::mem::take(&mut self.inst_buf)),
            md: reuse(std::mem::take(&mut self.md)),
            types: reuse(std::mem::take(&mut self.types)),
            raw_types: if self.raw_types.len() > SCRATCH_KEEP {
                TypeTable::default()
            } else {
                std::mem::take(&mut self.raw_types)
            },
        }
    }
}

fn decode_into<'a>(d: &mut Decoder<'a>, loc: wrapper::Located<'a>) -> Result<(), AirError> {
    // Version 2 names live in STRTAB, which follows MODULE_BLOCK: find it first so every
    // error inside a body can name its function.
    d.strtab = find_strtab(loc.stream, loc.offset)?;
    let mut r = BitstreamReader::new(loc.stream, loc.offset)?;
    let mut rec = Record::default();
    let mut seen_module = false;
    loop {
        match r.advance().context_with(|| "top level".into())? {
            Entry::EndOfStream => break,
            Entry::SubBlock(block::MODULE) if !seen_module => {
                read_module_block(d, &mut r, &mut rec).context_with(|| "MODULE_BLOCK".into())?;
                seen_module = true;
            }
            Entry::SubBlock(BLOCKINFO_BLOCK_ID) => {
                r.read_blockinfo_block(&mut rec).context_with(|| "BLOCKINFO".into())?;
            }
            Entry::SubBlock(_) => r.skip_block().context_with(|| "top level".into())?,
            Entry::Record(_) | Entry::EndBlock => return Err(r.err("record at top level, outside any block")),
        }
    }
    if !seen_module {
        return Err(AirError::malformed(r.abs_bit(), "no MODULE_BLOCK in the bitstream"));
    }
    Ok(())
}

fn find_strtab(stream: &[u8], offset: usize) -> Result<Option<&[u8]>, AirError> {
    let mut r = BitstreamReader::new(stream, offset)?;
    let mut rec = Record::default();
    loop {
        match r.advance().context_with(|| "top level".into())? {
            Entry::EndOfStream => return Ok(None),
            Entry::SubBlock(BLOCKINFO_BLOCK_ID) => {
                r.read_blockinfo_block(&mut rec).context_with(|| "BLOCKINFO".into())?;
            }
            Entry::SubBlock(block::STRTAB) => {
                return records::read_strtab(&mut r, &mut rec).context_with(|| "STRTAB_BLOCK".into());
            }
            Entry::SubBlock(_) => r.skip_block().context_with(|| "top level".into())?,
            Entry::Record(_) | Entry::EndBlock => return Err(r.err("record at top level, outside any block")),
        }
    }
}

fn read_module_block<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::MODULE)?;
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::EndBlock => break,
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::SubBlock(id) => {
                let bit = r.abs_bit();
                let res = match id {
                    BLOCKINFO_BLOCK_ID => r.read_blockinfo_block(rec),
                    block::TYPE_NEW => read_types(d, r, rec),
                    block::PARAMATTR => attrs::read_paramattr(d, r, rec),
                    block::PARAMATTR_GROUP => attrs::read_groups(d, r, rec),
                    block::CONSTANTS => consts::read_block(d, r, rec),
                    block::METADATA => metadata::read_block(d, r, rec),
                    block::VALUE_SYMTAB => read_module_vst(d, r, rec),
                    block::FUNCTION => function::read_body(d, r, rec, bit),
                    block::METADATA_KIND
                    | block::OPERAND_BUNDLE_TAGS
                    | block::SYNC_SCOPE_NAMES
                    | block::USELIST
                    | block::IDENTIFICATION
                    | block::SYMTAB
                    | block::STRTAB => r.skip_block(),
                    other => {
                        d.warn(bit, format!("skipped unknown block {other} in MODULE_BLOCK"));
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
                module_record(d, rec, bit).context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
    let end = r.abs_bit();
    finish_module(d, end)
}

fn read_types<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    if !d.types.is_empty() {
        return Err(r.err("a second TYPE_BLOCK_NEW"));
    }
    raw_types::read_type_block(r, rec, &mut d.raw_types)?;
    let bit = r.abs_bit();
    d.types = convert_types(&d.raw_types, &mut d.m.types, bit)?;
    Ok(())
}

/// Converts the raw table: named structs first (they may be referenced before they are
/// defined), then everything else by recursion over structure, then struct bodies.
fn convert_types(raw: &TypeTable, types: &mut gpu_ir::Types, bit: u64) -> Result<Vec<Type>, AirError> {
    use raw_types::Type as R;
    let n = raw.len();
    types.reserve(n);
    let mut out: Vec<Option<Type>> = vec![None; n];
    for (i, slot) in out.iter_mut().enumerate() {
        match raw.get(i as u32) {
            Some(R::Struct { name: Some(name), .. }) | Some(R::Opaque { name: Some(name) }) => {
                *slot = Some(types.named_struct(name.clone()));
            }
            Some(R::Opaque { name: None }) => *slot = Some(types.named_struct(String::new())),
            _ => {}
        }
    }
    for i in 0..n {
        convert_one(raw, types, &mut out, i as u32, 0, bit)?;
    }
    let out: Vec<Type> = out.into_iter().map(|t| t.unwrap_or_else(|| types.void())).collect();
    for i in 0..n {
        if let Some(R::Struct { name: Some(_), packed, elems }) = raw.get(i as u32) {
            let fields: Vec<Type> = raw.list(*elems).iter().map(|&e| out[e as usize]).collect();
            types.set_body(out[i], fields, *packed);
        }
    }
    Ok(out)
}

fn convert_one(
    raw: &TypeTable,
    types: &mut gpu_ir::Types,
    out: &mut [Option<Type>],
    id: u32,
    depth: u32,
    bit: u64,
) -> Result<Type, AirError> {
    use raw_types::Type as R;
    if let Some(Some(t)) = out.get(id as usize) {
        return Ok(*t);
    }
    if depth > MAX_DEPTH {
        return Err(AirError::new(bit, ErrorKind::Limit(format!("type {id} nests deeper than {MAX_DEPTH}"))));
    }
    let Some(t) = raw.get(id) else {
        return Err(AirError::malformed(bit, format!("type {id} does not exist")));
    };
    let mut sub = |x: u32| convert_one(raw, types, out, x, depth + 1, bit);
    let inner = match t.clone() {
        R::Void => TypeInner::Void,
        R::Half => TypeInner::Half,
        R::BFloat => TypeInner::BFloat,
        R::Float => TypeInner::Float,
        R::Double => TypeInner::Double,
        R::Label => TypeInner::Label,
        R::Metadata => TypeInner::Metadata,
        R::Token => TypeInner::Token,
        R::Integer(w) => TypeInner::Int(w),
        R::Pointer { pointee, addrspace } => TypeInner::Pointer { pointee: sub(pointee)?, addrspace },
        R::OpaquePointer { addrspace } => TypeInner::OpaquePointer { addrspace },
        R::Function { vararg, ret, params } => {
            let ret = sub(ret)?;
            let mut ps = Vec::new();
            for &p in raw.list(params) {
                ps.push(sub(p)?);
            }
            TypeInner::Function { ret, params: ps, vararg }
        }
        R::Array { len, elem } => TypeInner::Array { elem: sub(elem)?, len },
        R::Vector { len, elem } => {
            let len = u32::try_from(len)
                .ok()
                .filter(|&l| l > 0)
                .ok_or_else(|| AirError::malformed(bit, format!("vector type {id} has length {len}")))?;
            TypeInner::Vector { elem: sub(elem)?, len }
        }
        R::Struct { name: None, packed, elems } => {
            let mut fs = Vec::new();
            for &e in raw.list(elems) {
                fs.push(sub(e)?);
            }
            TypeInner::Struct { fields: fs, packed }
        }
        R::Struct { name: Some(_), .. } | R::Opaque { .. } => {
            return Err(AirError::malformed(bit, format!("named type {id} was not created")));
        }
        R::X86Fp80 | R::Fp128 | R::PpcFp128 | R::X86Mmx | R::X86Amx => {
            return Err(AirError::new(
                bit,
                ErrorKind::Unsupported(format!("type {} (not a GPU type)", raw.describe(id))),
            ))
        }
    };
    let h = types.intern(inner);
    out[id as usize] = Some(h);
    Ok(h)
}

fn module_record(d: &mut Decoder<'_>, rec: &Record<'_>, bit: u64) -> Result<(), AirError> {
    match records::module_record(rec, d.version, bit)? {
        ModuleRecord::Version(v) => d.version = v,
        ModuleRecord::Triple(t) => d.m.triple = t,
        ModuleRecord::DataLayout(t) => d.m.datalayout = t,
        ModuleRecord::SourceFilename(t) => d.m.source_filename = Some(t),
        ModuleRecord::Section(t) => d.sections.push(t),
        ModuleRecord::GlobalVar(g) => global_var(d, &g, bit)?,
        ModuleRecord::Function(f) => function_decl(d, &f, bit)?,
        ModuleRecord::Alias(a) => alias(d, &a, bit)?,
        ModuleRecord::Ignored => {}
        ModuleRecord::InlineAsm => d.warn(bit, "module-level inline asm ignored"),
        ModuleRecord::Unknown(code) => {
            d.warn(bit, format!("skipped unknown MODULE_BLOCK record code {code}"))
        }
    }
    Ok(())
}

fn section(d: &Decoder<'_>, v: u64, bit: u64) -> Result<Option<String>, AirError> {
    if v == 0 {
        return Ok(None);
    }
    usize::try_from(v - 1)
        .ok()
        .and_then(|i| d.sections.get(i))
        .cloned()
        .map(Some)
        .ok_or_else(|| AirError::malformed(bit, format!("section {} not declared", v - 1)))
}

fn global_var(d: &mut Decoder<'_>, g: &GlobalVarRecord, bit: u64) -> Result<(), AirError> {
    let t = d.ty(g.ty, bit)?;
    let (value_type, addrspace) = if g.explicit_type {
        let a = u32::try_from(g.addrspace)
            .ok()
            .filter(|&a| a < (1 << 24))
            .ok_or_else(|| AirError::malformed(bit, "address space out of range"))?;
        (t, a)
    } else {
        match d.m.types.inner(t) {
            TypeInner::Pointer { pointee, addrspace } => (*pointee, *addrspace),
            _ => return Err(AirError::malformed(bit, "global variable of a non-pointer type")),
        }
    };
    let ty = d.m.types.pointer(value_type, addrspace);
    let gv = GlobalVar {
        name: d.name(g.name, bit)?,
        value_type,
        ty,
        addrspace,
        linkage: linkage(g.linkage),
        constant: g.constant,
        init: None,
        align: align_bytes(g.align, bit)?,
        section: section(d, g.section, bit)?,
        externally_initialized: g.externally_initialized,
        unnamed_addr: g.unnamed_addr.min(2) as u8,
        thread_local: g.thread_local != 0,
    };
    let gid = d.m.globals.append(gv);
    let cid = d.m.constants.append(ConstantData::Global(gid));
    d.values.push(ValEntry { kind: VKind::Const(cid), ty });
    if let Some(init) = g.init {
        d.globals_init.push((gid, init, bit));
    }
    Ok(())
}

fn function_decl(d: &mut Decoder<'_>, fr: &FunctionRecord, bit: u64) -> Result<(), AirError> {
    let mut fty = d.ty(fr.ty, bit)?;
    if let Some(p) = d.m.types.pointee(fty) {
        fty = p;
    }
    let Some((_, params, _)) = d.m.types.function_parts(fty) else {
        return Err(AirError::malformed(
            bit,
            format!("function of non-function type {}", d.m.types.display(fty)),
        ));
    };
    let params: Vec<Param> = params.iter().map(|&ty| Param { ty, name: None }).collect();
    let addrspace = u32::try_from(fr.addrspace).ok().filter(|&a| a < (1 << 24)).unwrap_or(0);
    let ptr_ty = d.m.types.pointer(fty, addrspace);
    let attrs = d.attrs.list(fr.paramattr, bit)?;
    let f = Function {
        name: d.name(fr.name, bit)?,
        ty: fty,
        ptr_ty,
        params,
        linkage: linkage(fr.linkage),
        attrs,
        section: section(d, fr.section, bit)?,
        calling_conv: u32::try_from(fr.calling_conv).unwrap_or(u32::MAX),
        blocks: Default::default(),
        insts: Default::default(),
    };
    let fid = d.m.functions.append(f);
    let cid = d.m.constants.append(ConstantData::Function(fid));
    d.values.push(ValEntry { kind: VKind::Const(cid), ty: ptr_ty });
    d.funcs.push(FuncRec { id: fid, has_body: !fr.is_proto });
    Ok(())
}

fn alias(d: &mut Decoder<'_>, a: &AliasRecord, bit: u64) -> Result<(), AirError> {
    let t = d.ty(a.ty, bit)?;
    let ty = if a.pointer_type {
        t
    } else {
        let space = u32::try_from(a.addrspace).ok().filter(|&s| s < (1 << 24)).unwrap_or(0);
        d.m.types.pointer(t, space)
    };
    d.warn_once("alias", bit, "aliases and ifuncs are replaced by what they refer to");
    d.values.push(ValEntry { kind: VKind::Alias(a.aliasee), ty });
    Ok(())
}

/// Module-level VALUE_SYMTAB: names of global values in modules older than version 2
/// (version 2 tables only hold function offsets; the body order gives the same mapping).
fn read_module_vst<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    let version = d.version;
    r.for_each_record(block::VALUE_SYMTAB, rec, |rec, _, _| {
        let Some(e) = records::vst_entry(rec) else { return Ok(()) };
        if version >= 2 || e.block || e.name.is_empty() {
            return Ok(());
        }
        let Some(v) = usize::try_from(e.id).ok().and_then(|i| d.values.get(i)) else {
            return Ok(());
        };
        if let VKind::Const(c) = v.kind {
            let name = ops_string(e.name);
            match d.m.constants.get(c) {
                Some(ConstantData::Global(g)) => d.m.globals[*g].name = name,
                Some(ConstantData::Function(f)) => d.m.functions[*f].name = name,
                _ => {}
            }
        }
        Ok(())
    })
}

/// Resolves what needed the whole module: global initializers and module metadata, and
/// checks that every declared body was read.
fn finish_module(d: &mut Decoder<'_>, end_bit: u64) -> Result<(), AirError> {
    let inits = std::mem::take(&mut d.globals_init);
    for (gid, vid, bit) in inits {
        let name = d.m.globals[gid].name.clone();
        let c = d.const_value(vid, bit, 0).context_with(|| format!("initializer of @{name}"))?;
        if d.m.const_type(c) != d.m.globals[gid].value_type {
            return Err(AirError::malformed(
                bit,
                format!(
                    "initializer of @{name} is {} but the global holds {}",
                    d.m.types.display(d.m.const_type(c)),
                    d.m.types.display(d.m.globals[gid].value_type)
                ),
            ));
        }
        d.m.globals[gid].init = Some(c);
    }
    metadata::finish(d).context_with(|| "METADATA_BLOCK".into())?;
    if let Some(f) = d.funcs.iter().skip(d.next_body).find(|f| f.has_body) {
        let name = d.m.functions[f.id].name.clone();
        return Err(AirError::malformed(end_bit, format!("function @{name} has no body")));
    }
    Ok(())
}

impl<'a> Decoder<'a> {
    /// The next function (in record order) that has a body.
    fn take_body(&mut self, bit: u64) -> Result<FuncId, AirError> {
        while let Some(f) = self.funcs.get(self.next_body).copied() {
            self.next_body += 1;
            if f.has_body {
                return Ok(f.id);
            }
        }
        Err(AirError::malformed(bit, "a FUNCTION_BLOCK without a function declared to have a body"))
    }
}
