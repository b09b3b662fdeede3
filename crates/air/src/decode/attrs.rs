//! Attributes: PARAMATTR_GROUP_BLOCK (groups of attributes for one position) and
//! PARAMATTR_BLOCK (attribute lists made of groups), turned into gpu-ir
//! [`AttributeSet`]s that functions and calls refer to by list index.
//!
//! Groups are checked when read (errors and warnings as they come) but kept as their
//! operands; a list is built from its groups' operands, through a per-thread cache keyed
//! by exactly those operands, because the modules of one library repeat the same few
//! lists (LLVM's context uniques attribute lists the same way). Type operands are keyed
//! by the gpu-ir handle they resolve to, which is what the attribute stores, so equal
//! keys always mean equal lists.

use std::cell::RefCell;
use std::collections::HashMap;

use gpu_ir::types::FxBuildHasher;
use gpu_ir::{Attribute, AttributeLists, AttributeSet, Type};

use super::{ops_string, Decoder};
use crate::bitstream::{BitstreamReader, Record};
use crate::codes::{block, paramattr};
use crate::error::{AirError, ResultExt};

/// Positions past this are not real parameters; hostile indices must not size vectors.
const MAX_PARAMS: u64 = 4096;

/// Lists remembered per thread before the cache starts over.
const CACHE_LIMIT: usize = 4096;

thread_local! {
    static LIST_CACHE: RefCell<HashMap<Box<[u64]>, AttributeSet, FxBuildHasher>> =
        RefCell::new(HashMap::default());
}

/// One attribute group: its position and its attribute operands in `Attrs::pool`.
#[derive(Debug, Clone, Copy)]
struct Group {
    id: u64,
    pos: u64,
    start: usize,
    len: usize,
}

#[derive(Debug, Default)]
pub(crate) struct Attrs {
    /// In record order; a later group with the same id replaces an earlier one.
    groups: Vec<Group>,
    /// Whether group ids so far are strictly increasing (LLVM's writer numbers them
    /// 1, 2, 3, …), allowing binary search.
    increasing: bool,
    pool: Vec<u64>,
    lists: Vec<AttributeSet>,
    /// Shared by every function and call without attributes.
    empty: AttributeSet,
    key: Vec<u64>,
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

    fn group(&self, id: u64) -> Option<Group> {
        if self.increasing {
            self.groups.binary_search_by_key(&id, |g| g.id).ok().map(|i| self.groups[i])
        } else {
            self.groups.iter().rev().find(|g| g.id == id).copied()
        }
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

/// The end of a zero-terminated string attribute starting at `i` (the index of its zero,
/// or the end of the operands).
fn cstr_end(ops: &[u64], i: usize) -> usize {
    let i = i.min(ops.len());
    ops[i..].iter().position(|&c| c == 0).map_or(ops.len(), |k| i + k)
}

/// Checks one group's attribute operands (after id and position) as LLVM lays them out,
/// with the same errors and warnings building them would give, and copies them to `out`
/// with type ids replaced by the gpu-ir handles they denote.
fn check_group(d: &mut Decoder<'_>, ops: &[u64], bit: u64, out: &mut Vec<u64>) -> Result<(), AirError> {
    let at = |i: usize| {
        ops.get(i)
            .copied()
            .ok_or_else(|| AirError::malformed(bit, "attribute group ends inside an attribute"))
    };
    let mut i = 0;
    while i < ops.len() {
        let kind = ops[i];
        out.push(kind);
        i += 1;
        match kind {
            0 | 5 | 6 => {
                let id = at(i)?;
                warn_unknown_kind(d, id, bit);
                out.push(id);
                i += 1;
                // 6 carries the type (`byval(%T)`); 5 is the same attribute without one.
                if kind == 6 {
                    out.push(d.ty(at(i)?, bit)?.index() as u64);
                    i += 1;
                }
            }
            1 => {
                let id = at(i)?;
                warn_unknown_kind(d, id, bit);
                out.extend_from_slice(&[id, at(i + 1)?]);
                i += 2;
            }
            3 | 4 => {
                for _ in 0..(kind - 2) {
                    let end = cstr_end(ops, i);
                    out.extend_from_slice(&ops[i.min(ops.len())..end]);
                    out.push(0);
                    i = end + 1;
                }
            }
            k => return Err(AirError::malformed(bit, format!("unknown attribute encoding {k}"))),
        }
    }
    Ok(())
}

fn warn_unknown_kind(d: &mut Decoder<'_>, id: u64, bit: u64) {
    if kind_name(id).is_none() {
        d.warn(bit, format!("unknown attribute kind {id} kept by number"));
    }
}

fn enum_attr(id: u64) -> Attribute {
    let key = match kind_name(id) {
        Some(k) => k.to_string(),
        None => format!("attr{id}"),
    };
    Attribute { key, value: None, string: false, ty: None }
}

/// Builds the attributes of operands [`check_group`] produced.
fn build_group(ops: &[u64], out: &mut Vec<Attribute>) {
    let at = |i: usize| ops.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while i < ops.len() {
        let kind = ops[i];
        i += 1;
        match kind {
            0 | 5 => {
                out.push(enum_attr(at(i)));
                i += 1;
            }
            6 => {
                let mut a = enum_attr(at(i));
                a.ty = Some(Type::from_index(at(i + 1) as u32));
                out.push(a);
                i += 2;
            }
            1 => {
                let mut a = enum_attr(at(i));
                a.value = Some(at(i + 1).to_string());
                out.push(a);
                i += 2;
            }
            _ => {
                let end = cstr_end(ops, i);
                let key = ops_string(&ops[i.min(ops.len())..end]);
                i = end + 1;
                let value = if kind == 4 {
                    let end = cstr_end(ops, i);
                    let v = ops_string(&ops[i.min(ops.len())..end]);
                    i = end + 1;
                    Some(v)
                } else {
                    None
                };
                out.push(Attribute { key, value, string: true, ty: None });
            }
        }
    }
}

pub(crate) fn read_groups<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    r.for_each_record(block::PARAMATTR_GROUP, rec, |rec, bit, k| {
        if rec.code != paramattr::GRP_ENTRY {
            d.warn(bit, format!("skipped PARAMATTR_GROUP record code {}", rec.code));
            return Ok(());
        }
        super::need(rec, 2, bit)?;
        let (id, pos) = (rec.ops[0], rec.ops[1]);
        let mut pool = std::mem::take(&mut d.attrs.pool);
        let start = pool.len();
        let res = check_group(d, &rec.ops[2..], bit, &mut pool);
        let len = pool.len() - start;
        d.attrs.pool = pool;
        res.context_with(|| format!("record {k}"))?;
        let a = &mut d.attrs;
        a.increasing = a.groups.last().is_none_or(|g| a.increasing && g.id < id);
        a.groups.push(Group { id, pos, start, len });
        Ok(())
    })
}

pub(crate) fn read_paramattr<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    let mut groups: Vec<Group> = Vec::new();
    r.for_each_record(block::PARAMATTR, rec, |rec, bit, _| {
        groups.clear();
        match rec.code {
            paramattr::ENTRY => {
                for &g in &rec.ops {
                    match d.attrs.group(g) {
                        Some(group) => groups.push(group),
                        // LLVM's reader takes a group it never saw as an empty set; real
                        // libraries (flash-attention kernels of 2023-2025) name such groups.
                        None => d.warn(bit, format!("attribute group {g} is not defined; read as empty")),
                    }
                }
            }
            paramattr::ENTRY_OLD => old_entry(d, &rec.ops, bit, &mut groups)?,
            code => {
                d.warn(bit, format!("skipped PARAMATTR record code {code}"));
                return Ok(());
            }
        }
        let set = list_of(&mut d.attrs, &groups, bit)?;
        d.attrs.lists.push(set);
        Ok(())
    })
}

/// The attribute kinds (LLVM 14 numbering) of the bits of the pre-3.3 attribute mask, in
/// bit order after LLVM's unpacking (the 16-bit alignment field taken out, the high bits
/// moved down to bit 21); 0 marks bits that are not a plain attribute.
const RAW_KINDS: [u64; 41] = [
    34, 24, 17, 5, 29, 18, 9, 3, 8, 20, 21, 14, 2, 19, 26, 27, // 0..=15
    0, 0, 0, 0, 0, // 16..=20: alignment, carried separately
    11, 16, 13, 7, 4, // 21..=25
    0, 0, 0, // 26..=28: stack alignment
    23, 33, 15, 30, 6, 12, 28, 31, 32, 10, 22, 36, // 29..=40
];

/// PARAMATTR_CODE_ENTRY_OLD: [position, encoded mask]... — one attribute group per pair,
/// turned into the operands a group record would carry.
fn old_entry(d: &mut Decoder<'_>, ops: &[u64], bit: u64, groups: &mut Vec<Group>) -> Result<(), AirError> {
    if ops.len() % 2 != 0 {
        return Err(AirError::malformed(bit, "old attribute entry with an odd number of operands"));
    }
    for pair in ops.chunks_exact(2) {
        let (pos, enc) = (pair[0], pair[1]);
        let align = (enc >> 16) & 0xffff;
        let mask = (enc & 0xffff) | (((enc >> 32) & 0xf_ffff) << 21);
        let a = &mut d.attrs;
        let start = a.pool.len();
        for (b, &kind) in RAW_KINDS.iter().enumerate() {
            if kind != 0 && mask >> b & 1 != 0 {
                // byval takes its type from the pointee later, as LLVM upgrades it.
                a.pool.extend_from_slice(&[if kind == 3 { 5 } else { 0 }, kind]);
            }
        }
        if align != 0 {
            a.pool.extend_from_slice(&[1, 1, align]);
        }
        let stack = (mask >> 26) & 7;
        if stack != 0 {
            a.pool.extend_from_slice(&[1, 25, 1 << (stack - 1)]);
        }
        let len = a.pool.len() - start;
        groups.push(Group { id: u64::MAX, pos, start, len });
    }
    Ok(())
}

/// The attribute set made of `groups`, from the cache when an identical list was built
/// before.
fn list_of(a: &mut Attrs, groups: &[Group], bit: u64) -> Result<AttributeSet, AirError> {
    let mut key = std::mem::take(&mut a.key);
    key.clear();
    for group in groups {
        match group.pos {
            0xFFFF_FFFF | 0 => {}
            p if p <= MAX_PARAMS => {}
            p => return Err(AirError::malformed(bit, format!("attribute position {p}"))),
        }
        key.extend_from_slice(&[group.pos, group.len as u64]);
        key.extend_from_slice(&a.pool[group.start..group.start + group.len]);
    }
    let cached = LIST_CACHE.with(|c| c.borrow().get(key.as_slice()).cloned());
    let set = match cached {
        Some(set) => set,
        None => {
            let mut lists = AttributeLists::default();
            for group in groups {
                let ops = &a.pool[group.start..group.start + group.len];
                match group.pos {
                    0xFFFF_FFFF => build_group(ops, &mut lists.function),
                    0 => build_group(ops, &mut lists.ret),
                    p => {
                        let i = (p - 1) as usize;
                        if lists.params.len() <= i {
                            lists.params.resize(i + 1, Vec::new());
                        }
                        build_group(ops, &mut lists.params[i]);
                    }
                }
            }
            let set = AttributeSet::new(lists);
            LIST_CACHE.with(|c| {
                let mut c = c.borrow_mut();
                if c.len() >= CACHE_LIMIT {
                    c.clear();
                }
                c.insert(key.as_slice().into(), set.clone());
            });
            set
        }
    };
    a.key = key;
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(s: &str) -> impl Iterator<Item = u64> + '_ {
        s.bytes().map(u64::from)
    }

    /// A decoder whose raw type ids 0 and 1 are `first` and `second`.
    fn decoder(first: gpu_ir::TypeInner, second: gpu_ir::TypeInner) -> Decoder<'static> {
        let mut d = Decoder::new(1 << 16);
        let a = d.m.types.intern(first);
        let b = d.m.types.intern(second);
        d.types = vec![a, b];
        d
    }

    fn group(d: &mut Decoder<'_>, id: u64, pos: u64, ops: &[u64]) {
        let start = d.attrs.pool.len();
        let mut pool = std::mem::take(&mut d.attrs.pool);
        check_group(d, ops, 0, &mut pool).expect("valid group");
        d.attrs.pool = pool;
        let len = d.attrs.pool.len() - start;
        let a = &mut d.attrs;
        a.increasing = a.groups.last().is_none_or(|g| a.increasing && g.id < id);
        a.groups.push(Group { id, pos, start, len });
    }

    fn attr(key: &str, value: Option<&str>, string: bool, ty: Option<Type>) -> Attribute {
        Attribute { key: key.into(), value: value.map(Into::into), string, ty }
    }

    /// Lists come out the same whether built or taken from the cache, and a type
    /// attribute always names the type of its own module.
    #[test]
    fn cached_lists_equal_built_ones() {
        use gpu_ir::TypeInner::{Float, Int};
        let mut fn_ops = vec![0, 18, 1, 1, 16, 4];
        fn_ops.extend(chars("frame-pointer"));
        fn_ops.push(0);
        fn_ops.extend(chars("all"));
        fn_ops.push(0);
        for (first, second) in [(Int(32), Float), (Float, Int(32)), (Int(32), Float)] {
            let mut d = decoder(first, second);
            group(&mut d, 1, 0xFFFF_FFFF, &fn_ops);
            group(&mut d, 2, 2, &[6, 3, 1, 0, 11]);
            let groups: Vec<Group> = [1, 2].iter().filter_map(|&g| d.attrs.group(g)).collect();
            let set = list_of(&mut d.attrs, &groups, 0).expect("list");
            let byval_ty = d.types[1];
            let want = AttributeLists {
                function: vec![
                    attr("nounwind", None, false, None),
                    attr("align", Some("16"), false, None),
                    attr("frame-pointer", Some("all"), true, None),
                ],
                ret: Vec::new(),
                params: vec![
                    Vec::new(),
                    vec![attr("byval", None, false, Some(byval_ty)), attr("nocapture", None, false, None)],
                ],
            };
            assert_eq!(*set, want);
            assert!(d.attrs.group(3).is_none(), "unknown group");
        }
    }
}
