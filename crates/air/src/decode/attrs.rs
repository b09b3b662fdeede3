//! Attributes: PARAMATTR_GROUP_BLOCK (groups of attributes for one position) and
//! PARAMATTR_BLOCK (attribute lists made of groups), turned into gpu-ir
//! [`AttributeSet`]s that functions and calls refer to by list index.

use std::collections::BTreeMap;

use gpu_ir::{Attribute, AttributeSet};

use super::{ops_string, Decoder};
use crate::bitstream::{BitstreamReader, Entry, Record};
use crate::codes::block;
use crate::error::{AirError, ResultExt};

/// Positions past this are not real parameters; hostile indices must not size vectors.
const MAX_PARAMS: u64 = 4096;

#[derive(Debug, Default)]
pub(crate) struct Attrs {
    /// Group id → (position index, attributes).
    groups: BTreeMap<u64, (u64, Vec<Attribute>)>,
    lists: Vec<AttributeSet>,
    /// Shared by every function and call without attributes.
    empty: AttributeSet,
}

impl Attrs {
    /// Attribute list `v` of a FUNCTION or CALL record (0 = none, else index + 1).
    pub fn list(&self, v: u64, bit: u64) -> Result<AttributeSet, AirError> {
        if v == 0 {
            return Ok(self.empty.clone());
        }
        usize::try_from(v - 1)
            .ok()
            .and_then(|i| self.lists.get(i))
            .cloned()
            .ok_or_else(|| AirError::malformed(bit, format!("attribute list {} does not exist", v - 1)))
    }
}

/// LLVM 14's attribute kind numbering, as spelled in IR text.
fn kind_name(id: u64) -> Option<&'static str> {
    const NAMES: [&str; 78] = [
        "align",
        "alwaysinline",
        "byval",
        "inlinehint",
        "inreg",
        "minsize",
        "naked",
        "nest",
        "noalias",
        "nobuiltin",
        "nocapture",
        "noduplicate",
        "noimplicitfloat",
        "noinline",
        "nonlazybind",
        "noredzone",
        "noreturn",
        "nounwind",
        "optsize",
        "readnone",
        "readonly",
        "returned",
        "returns_twice",
        "signext",
        "alignstack",
        "ssp",
        "sspreq",
        "sspstrong",
        "sret",
        "sanitize_address",
        "sanitize_thread",
        "sanitize_memory",
        "uwtable",
        "zeroext",
        "builtin",
        "cold",
        "optnone",
        "inalloca",
        "nonnull",
        "jumptable",
        "dereferenceable",
        "dereferenceable_or_null",
        "convergent",
        "safestack",
        "argmemonly",
        "swiftself",
        "swifterror",
        "norecurse",
        "inaccessiblememonly",
        "inaccessiblemem_or_argmemonly",
        "allocsize",
        "writeonly",
        "speculatable",
        "strictfp",
        "sanitize_hwaddress",
        "nocf_check",
        "optforfuzzing",
        "shadowcallstack",
        "speculative_load_hardening",
        "immarg",
        "willreturn",
        "nofree",
        "nosync",
        "sanitize_memtag",
        "preallocated",
        "nomerge",
        "null_pointer_is_valid",
        "noundef",
        "byref",
        "mustprogress",
        "nocallback",
        "hot",
        "noprofile",
        "vscale_range",
        "swiftasync",
        "nosanitize_coverage",
        "elementtype",
        "disable_sanitizer_instrumentation",
    ];
    id.checked_sub(1).and_then(|i| NAMES.get(i as usize)).copied()
}

fn enum_attr(d: &mut Decoder<'_>, id: u64, bit: u64) -> Attribute {
    let key = match kind_name(id) {
        Some(k) => k.to_string(),
        None => {
            d.warn(bit, format!("unknown attribute kind {id} kept by number"));
            format!("attr{id}")
        }
    };
    Attribute { key, value: None, string: false, ty: None }
}

/// Reads the characters of a string attribute up to its terminating zero.
fn cstr(ops: &[u64], i: &mut usize) -> String {
    let start = (*i).min(ops.len());
    *i = start;
    while *i < ops.len() && ops[*i] != 0 {
        *i += 1;
    }
    let s = ops_string(&ops[start..*i]);
    *i += 1;
    s
}

fn parse_group(d: &mut Decoder<'_>, ops: &[u64], bit: u64) -> Result<Vec<Attribute>, AirError> {
    let mut out = Vec::new();
    let mut i = 2;
    while i < ops.len() {
        let kind = ops[i];
        i += 1;
        let at = |i: usize| {
            ops.get(i)
                .copied()
                .ok_or_else(|| AirError::malformed(bit, "attribute group ends inside an attribute"))
        };
        match kind {
            0 => {
                let a = enum_attr(d, at(i)?, bit);
                out.push(a);
                i += 1;
            }
            1 => {
                let mut a = enum_attr(d, at(i)?, bit);
                a.value = Some(at(i + 1)?.to_string());
                out.push(a);
                i += 2;
            }
            3 | 4 => {
                let key = cstr(ops, &mut i);
                let value = if kind == 4 { Some(cstr(ops, &mut i)) } else { None };
                out.push(Attribute { key, value, string: true, ty: None });
            }
            5 | 6 => {
                let mut a = enum_attr(d, at(i)?, bit);
                i += 1;
                // 6 carries the type (`byval(%T)`); 5 is the same attribute without one.
                if kind == 6 {
                    a.ty = Some(d.ty(at(i)?, bit)?);
                    i += 1;
                }
                out.push(a);
            }
            k => return Err(AirError::malformed(bit, format!("unknown attribute encoding {k}"))),
        }
    }
    Ok(out)
}

pub(crate) fn read_groups<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::PARAMATTR_GROUP)?;
    let mut n = 0usize;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let k = n;
                n += 1;
                if rec.code != 3 {
                    d.warn(bit, format!("skipped PARAMATTR_GROUP record code {}", rec.code));
                    continue;
                }
                super::need(rec, 2, bit)?;
                let (id, pos) = (rec.ops[0], rec.ops[1]);
                let list = parse_group(d, &rec.ops, bit).context_with(|| format!("record {k}"))?;
                d.attrs.groups.insert(id, (pos, list));
            }
        }
    }
}

pub(crate) fn read_paramattr<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::PARAMATTR)?;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                if rec.code != 2 {
                    d.warn(bit, format!("skipped PARAMATTR record code {}", rec.code));
                    continue;
                }
                let mut set = AttributeSet::default();
                for &g in &rec.ops {
                    let Some((pos, list)) = d.attrs.groups.get(&g) else {
                        return Err(AirError::malformed(bit, format!("attribute group {g} does not exist")));
                    };
                    match *pos {
                        0xFFFF_FFFF => set.function.extend(list.iter().cloned()),
                        0 => set.ret.extend(list.iter().cloned()),
                        p if p <= MAX_PARAMS => {
                            let i = (p - 1) as usize;
                            if set.params.len() <= i {
                                set.params.resize(i + 1, Vec::new());
                            }
                            set.params[i].extend(list.iter().cloned());
                        }
                        p => return Err(AirError::malformed(bit, format!("attribute position {p}"))),
                    }
                }
                d.attrs.lists.push(set);
            }
        }
    }
}
