//! Record layouts shared by both readers: the summary reader ([`crate::module`]) and the
//! full decoder ([`crate::decode`]) parse MODULE_BLOCK, VALUE_SYMTAB, METADATA_BLOCK and
//! STRTAB records and the constant cast only through this module, so each layout — the current one and every
//! older form LLVM 14's reader still accepts — is taught once and both readers know it.
//!
//! Each parser turns one record into a plain struct of raw ids (type ids, value ids,
//! metadata ids); resolving them is the caller's business. Old forms covered here:
//! - MODULE_CODE_VERSION 0 (absolute value ids in function bodies) and 1 (relative ids,
//!   names in VALUE_SYMTAB) next to 2 (names in STRTAB);
//! - GLOBALVAR without the explicit-type flag (the type is the pointer type, whose
//!   address space is the variable's), FUNCTION records typed by a pointer to the function
//!   type, ALIAS_OLD (typed by the pointer type);
//! - METADATA_STRING_OLD (one string per record) next to METADATA_STRINGS (a blob);
//! - METADATA_OLD_NODE (operands as type/value pairs: metadata, null or a value) and
//!   METADATA_OLD_FN_NODE (a function-local value; only in function bodies).

use crate::bitstream::{BitCursor, BitstreamReader, Record};
use crate::codes::{block, md, module as mc, strtab, vst};
use crate::error::{AirError, ErrorKind};
use crate::types::{ops_to_string, Type, TypeTable};

/// What kind of global value a value id names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GlobalKind {
    Variable,
    Function,
    Alias,
    IFunc,
}

/// Where a global value's name comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameRef {
    /// Module version 2: a range of the STRTAB blob.
    Strtab { offset: u64, size: u64 },
    /// Older modules: named later by the module-level VALUE_SYMTAB, if at all.
    Symtab,
}

/// MODULE_CODE_GLOBALVAR: [(strtab offset, size), type, flags, initid, linkage, alignment,
/// section, visibility, threadlocal, unnamed_addr, externally_initialized, ...].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GlobalVarRecord {
    pub name: NameRef,
    /// Raw type id: the value type when `explicit_type`, else the pointer type.
    pub ty: u64,
    /// Bit 1 of the flags (LLVM 3.7+); without it `ty` is a pointer type that carries the
    /// address space.
    pub explicit_type: bool,
    pub constant: bool,
    /// The explicit address space (flags >> 2); meaningful only with `explicit_type`.
    pub addrspace: u64,
    /// Initializer value id (absolute), if any.
    pub init: Option<u64>,
    pub linkage: u64,
    /// Encoded alignment (log2 + 1, 0 = none).
    pub align: u64,
    /// Section (index + 1, 0 = none).
    pub section: u64,
    pub thread_local: u64,
    pub unnamed_addr: u64,
    pub externally_initialized: bool,
}

/// MODULE_CODE_FUNCTION: [(strtab offset, size), type, callingconv, isproto, linkage,
/// paramattr, alignment, section, visibility, gc, unnamed_addr, prologuedata,
/// dllstorageclass, comdat, prefixdata, personalityfn, preemption, addrspace].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FunctionRecord {
    pub name: NameRef,
    /// Raw type id: the function type, or (before LLVM 3.7) a pointer to it.
    pub ty: u64,
    pub calling_conv: u64,
    pub is_proto: bool,
    pub linkage: u64,
    /// Attribute list (index + 1, 0 = none).
    pub paramattr: u64,
    pub align: u64,
    pub section: u64,
    pub addrspace: u64,
}

/// MODULE_CODE_ALIAS / IFUNC ([(strtab), value type, addrspace, aliasee, ...]) and
/// ALIAS_OLD ([pointer type, aliasee, linkage, ...], never named from STRTAB).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AliasRecord {
    pub name: NameRef,
    pub kind: GlobalKind,
    /// Raw type id: the value type, or the pointer type for ALIAS_OLD.
    pub ty: u64,
    /// True for ALIAS_OLD, whose `ty` is already the alias's pointer type.
    pub pointer_type: bool,
    pub addrspace: u64,
    /// Value id (absolute) of what it aliases.
    pub aliasee: u64,
}

/// One MODULE_BLOCK record, by layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModuleRecord {
    Version(u64),
    Triple(String),
    DataLayout(String),
    SourceFilename(String),
    /// MODULE_CODE_SECTIONNAME: sections are numbered in record order.
    Section(String),
    GlobalVar(GlobalVarRecord),
    Function(FunctionRecord),
    Alias(AliasRecord),
    InlineAsm,
    /// A known record that carries nothing either reader keeps (VSTOFFSET, GCNAME,
    /// COMDAT, HASH, DEPLIB).
    Ignored,
    Unknown(u32),
}

fn need(rec: &Record<'_>, k: usize, bit: u64) -> Result<(), AirError> {
    if rec.ops.len() < k {
        Err(AirError::malformed(bit, format!("needs at least {k} operands, has {}", rec.ops.len())))
    } else {
        Ok(())
    }
}

/// Parses one MODULE_BLOCK record of a module whose VERSION record said `version`.
pub fn module_record(rec: &Record<'_>, version: u64, bit: u64) -> Result<ModuleRecord, AirError> {
    // Version 2 records start with the name's STRTAB offset and size.
    let o = if version >= 2 { 2 } else { 0 };
    let op = |i: usize| rec.ops.get(i).copied().unwrap_or(0);
    let name = if o == 2 { NameRef::Strtab { offset: op(0), size: op(1) } } else { NameRef::Symtab };
    Ok(match rec.code {
        mc::VERSION => {
            need(rec, 1, bit)?;
            let v = op(0);
            if v > 2 {
                return Err(AirError::new(bit, ErrorKind::Unsupported(format!("module version {v}"))));
            }
            ModuleRecord::Version(v)
        }
        mc::TRIPLE => ModuleRecord::Triple(ops_to_string(&rec.ops)),
        mc::DATALAYOUT => ModuleRecord::DataLayout(ops_to_string(&rec.ops)),
        mc::SOURCE_FILENAME => ModuleRecord::SourceFilename(ops_to_string(&rec.ops)),
        mc::SECTIONNAME => ModuleRecord::Section(ops_to_string(&rec.ops)),
        mc::GLOBALVAR => {
            need(rec, o + 6, bit)?;
            let flags = op(o + 1);
            ModuleRecord::GlobalVar(GlobalVarRecord {
                name,
                ty: op(o),
                explicit_type: flags & 2 != 0,
                constant: flags & 1 != 0,
                addrspace: flags >> 2,
                init: op(o + 2).checked_sub(1),
                linkage: op(o + 3),
                align: op(o + 4),
                section: op(o + 5),
                thread_local: op(o + 7),
                unnamed_addr: op(o + 8),
                externally_initialized: op(o + 9) != 0,
            })
        }
        mc::FUNCTION => {
            need(rec, o + 8, bit)?;
            ModuleRecord::Function(FunctionRecord {
                name,
                ty: op(o),
                calling_conv: op(o + 1),
                is_proto: op(o + 2) != 0,
                linkage: op(o + 3),
                paramattr: op(o + 4),
                align: op(o + 5),
                section: op(o + 6),
                addrspace: op(o + 16),
            })
        }
        mc::ALIAS | mc::IFUNC => {
            let kind = if rec.code == mc::IFUNC { GlobalKind::IFunc } else { GlobalKind::Alias };
            need(rec, o + if kind == GlobalKind::IFunc { 4 } else { 3 }, bit)?;
            ModuleRecord::Alias(AliasRecord {
                name,
                kind,
                ty: op(o),
                pointer_type: false,
                addrspace: op(o + 1),
                aliasee: op(o + 2),
            })
        }
        mc::ALIAS_OLD => {
            need(rec, 3, bit)?;
            ModuleRecord::Alias(AliasRecord {
                name: NameRef::Symtab,
                kind: GlobalKind::Alias,
                ty: op(0),
                pointer_type: true,
                addrspace: 0,
                aliasee: op(1),
            })
        }
        mc::ASM => ModuleRecord::InlineAsm,
        mc::DEPLIB | mc::GCNAME | mc::COMDAT | mc::VSTOFFSET | mc::HASH => ModuleRecord::Ignored,
        code => ModuleRecord::Unknown(code),
    })
}

/// The value type and address space of a global variable: explicit since LLVM 3.7,
/// before that the pointee and address space of its pointer type. `None` when the type
/// does not exist or (old form) is not a pointer.
pub fn global_var_type(g: &GlobalVarRecord, types: &TypeTable) -> Option<(u32, u64)> {
    let t = u32::try_from(g.ty).ok().filter(|&t| (t as usize) < types.len())?;
    if g.explicit_type {
        return Some((t, g.addrspace));
    }
    match types.get(t)? {
        Type::Pointer { pointee, addrspace } => Some((*pointee, u64::from(*addrspace))),
        _ => None,
    }
}

/// The function type of a FUNCTION record: the type itself, or the pointee of the pointer
/// type old modules give.
pub fn function_type(f: &FunctionRecord, types: &TypeTable) -> Option<u32> {
    let t = u32::try_from(f.ty).ok().filter(|&t| (t as usize) < types.len())?;
    Some(types.pointee(t).unwrap_or(t))
}

/// A VALUE_SYMTAB entry: ENTRY [valueid, name...], BBENTRY [bbid, name...] or FNENTRY
/// [valueid, offset, name...] (version 2 module tables have FNENTRY without a name).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VstEntry<'r> {
    pub id: u64,
    /// True for a basic block (BBENTRY).
    pub block: bool,
    /// Name characters, one per operand; empty when the entry has none.
    pub name: &'r [u64],
}

/// Parses a VALUE_SYMTAB record; `None` for records that name nothing.
pub fn vst_entry<'r>(rec: &'r Record<'_>) -> Option<VstEntry<'r>> {
    let (chars, block) = match rec.code {
        vst::ENTRY => (1, false),
        vst::BBENTRY => (1, true),
        vst::FNENTRY => (2, false),
        _ => return None,
    };
    let id = *rec.ops.first()?;
    Some(VstEntry { id, block, name: rec.ops.get(chars..).unwrap_or(&[]) })
}

/// One METADATA_BLOCK record, by layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MdRecord<'r> {
    /// METADATA_STRINGS: read the strings with [`md_strings`].
    Strings,
    /// METADATA_STRING_OLD: one string, one character per operand.
    StringOld(&'r [u64]),
    /// METADATA_VALUE: [type, value id].
    Value { ty: u64, value: u64 },
    /// NODE / DISTINCT_NODE: operands as metadata id + 1, 0 for null.
    Node { distinct: bool, ops: &'r [u64] },
    /// METADATA_OLD_NODE: (type, value) pairs, read with [`old_node_operand`].
    OldNode(&'r [u64]),
    /// METADATA_NAME: the name of the NAMED_NODE that follows.
    Name(&'r [u64]),
    /// METADATA_NAMED_NODE: node ids (plain, not + 1).
    NamedNode(&'r [u64]),
    /// A record that takes the next metadata id but is not interpreted (debug info, and
    /// METADATA_OLD_FN_NODE, a function-local value), with its kind.
    Other(&'static str),
    /// A known record that takes no id (KIND, ATTACHMENT, INDEX, ...).
    NoId,
    /// A code LLVM 14 does not define: LLVM ignores it, and so do the readers.
    Unknown(u32),
}

/// The kind name of a metadata record that takes an id but is not interpreted (LLVM 14
/// codes).
fn other_kind(code: u32) -> Option<&'static str> {
    Some(match code {
        7 => "DILocation",
        md::OLD_FN_NODE => "OldFnNode",
        12 => "GenericDINode",
        13 => "DISubrange",
        14 => "DIEnumerator",
        15 => "DIBasicType",
        16 => "DIFile",
        17 => "DIDerivedType",
        18 => "DICompositeType",
        19 => "DISubroutineType",
        20 => "DICompileUnit",
        21 => "DISubprogram",
        22 => "DILexicalBlock",
        23 => "DILexicalBlockFile",
        24 => "DINamespace",
        25 => "DITemplateTypeParameter",
        26 => "DITemplateValueParameter",
        27 => "DIGlobalVariable",
        28 => "DILocalVariable",
        29 => "DIExpression",
        30 => "DIObjCProperty",
        31 => "DIImportedEntity",
        32 => "DIModule",
        33 => "DIMacro",
        34 => "DIMacroFile",
        37 => "DIGlobalVariableExpression",
        40 => "DILabel",
        41 => "DIStringType",
        44 => "DICommonBlock",
        45 => "DIGenericSubrange",
        46 => "DIArgList",
        _ => return None,
    })
}

/// Parses one METADATA_BLOCK record.
pub fn md_record<'r>(rec: &'r Record<'_>, bit: u64) -> Result<MdRecord<'r>, AirError> {
    Ok(match rec.code {
        md::STRINGS => MdRecord::Strings,
        md::STRING_OLD => MdRecord::StringOld(&rec.ops),
        md::VALUE => {
            need(rec, 2, bit)?;
            MdRecord::Value { ty: rec.ops[0], value: rec.ops[1] }
        }
        md::NODE | md::DISTINCT_NODE => {
            MdRecord::Node { distinct: rec.code == md::DISTINCT_NODE, ops: &rec.ops }
        }
        md::OLD_NODE => {
            if rec.ops.len() % 2 != 0 {
                return Err(AirError::malformed(bit, "METADATA_OLD_NODE with an odd number of operands"));
            }
            MdRecord::OldNode(&rec.ops)
        }
        md::NAME => MdRecord::Name(&rec.ops),
        md::NAMED_NODE => MdRecord::NamedNode(&rec.ops),
        md::KIND | md::ATTACHMENT | md::GLOBAL_DECL_ATTACHMENT | md::INDEX_OFFSET | md::INDEX => {
            MdRecord::NoId
        }
        code => match other_kind(code) {
            Some(kind) => MdRecord::Other(kind),
            None => MdRecord::Unknown(code),
        },
    })
}

/// One operand of a METADATA_OLD_NODE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OldOperand {
    /// Operand of the metadata type: a metadata id.
    Metadata(u64),
    /// Operand of type void: null.
    Null,
    /// Any other type: that module-level value, as metadata.
    Value { ty: u32, value: u64 },
}

/// Reads one (type, value) pair of a METADATA_OLD_NODE, as LLVM's reader does: the type
/// must exist; metadata type means a metadata id, void means null, anything else a value.
pub fn old_node_operand(ty: u64, value: u64, types: &TypeTable, bit: u64) -> Result<OldOperand, AirError> {
    let t = u32::try_from(ty).ok().filter(|&t| (t as usize) < types.len()).ok_or_else(|| {
        AirError::malformed(bit, format!("old metadata node operand of type {ty}, which does not exist"))
    })?;
    Ok(match types.get(t) {
        Some(Type::Metadata) => OldOperand::Metadata(value),
        Some(Type::Void) => OldOperand::Null,
        _ => OldOperand::Value { ty: t, value },
    })
}

/// METADATA_STRINGS: [count, offset] and a blob holding `count` vbr6 lengths (a
/// bitstream of its own), then at `offset` the concatenated characters. Hands each
/// string to `push`, in order.
pub fn md_strings<'a>(rec: &Record<'a>, bit: u64, mut push: impl FnMut(&'a [u8])) -> Result<(), AirError> {
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
        push(&chars[pos..end]);
        pos = end;
    }
    Ok(())
}

/// An upper bound on the strings a METADATA_STRINGS record can hold (each length takes at
/// least 6 bits), for reserving before reading.
pub fn md_strings_bound(rec: &Record<'_>) -> usize {
    let (Some(&count), Some(&offset), Some(blob)) = (rec.ops.first(), rec.ops.get(1), rec.blob) else {
        return 0;
    };
    let lengths = usize::try_from(offset).unwrap_or(usize::MAX).min(blob.len());
    usize::try_from(count).unwrap_or(usize::MAX).min(lengths * 8 / 6)
}

/// Reads a STRTAB_BLOCK announced by [`crate::bitstream::Entry::SubBlock`]: its blob.
pub fn read_strtab<'a>(
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<Option<&'a [u8]>, AirError> {
    let mut tab = None;
    r.for_each_record(block::STRTAB, rec, |rec, bit, _| {
        if rec.code == strtab::BLOB {
            match rec.blob {
                Some(b) => tab = Some(b),
                None => return Err(AirError::malformed(bit, "STRTAB_BLOB record without a blob")),
            }
        }
        Ok(())
    })?;
    Ok(tab)
}

/// Resolves a STRTAB name range; an empty range is the empty name.
pub fn strtab_name(strtab: Option<&[u8]>, offset: u64, size: u64, bit: u64) -> Result<String, AirError> {
    if size == 0 {
        return Ok(String::new());
    }
    let Some(tab) = strtab else {
        return Err(AirError::malformed(bit, "a name lies in STRTAB but the module has no STRTAB block"));
    };
    let range = usize::try_from(offset).ok().and_then(|o| {
        let e = o.checked_add(usize::try_from(size).ok()?)?;
        tab.get(o..e)
    });
    match range {
        Some(b) => Ok(String::from_utf8_lossy(b).into_owned()),
        None => Err(AirError::malformed(
            bit,
            format!("name {offset}+{size} lies outside the {}-byte STRTAB", tab.len()),
        )),
    }
}

/// CST_CODE_CE_CAST: [opcode, operand type, operand value id].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CastRecord {
    pub opcode: u64,
    pub ty: u64,
    pub value: u64,
}

/// Parses the operands of a CE_CAST constant record; `None` when it has fewer than three.
pub fn ce_cast(ops: &[u64]) -> Option<CastRecord> {
    match *ops {
        [opcode, ty, value, ..] => Some(CastRecord { opcode, ty, value }),
        _ => None,
    }
}

/// Signed VBR fields (constants, phi operands) keep the sign in bit 0 and the magnitude
/// above it; "-0" encodes the most negative 64-bit value.
pub fn decode_signed(v: u64) -> i64 {
    let mag = (v >> 1) as i64;
    if v & 1 == 0 {
        mag
    } else if mag == 0 {
        i64::MIN
    } else {
        -mag
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(code: u32, ops: &[u64]) -> Record<'static> {
        Record { code, ops: ops.to_vec(), blob: None }
    }

    #[test]
    fn globalvar_old_and_new_layouts() {
        // Version 1, no explicit type: [ptrty, isconst, initid, linkage, align, section].
        let r = rec(mc::GLOBALVAR, &[3, 1, 5, 3, 4, 0]);
        let ModuleRecord::GlobalVar(g) = module_record(&r, 1, 0).expect("parses") else { panic!() };
        assert_eq!(
            (g.name, g.ty, g.explicit_type, g.constant, g.init),
            (NameRef::Symtab, 3, false, true, Some(4))
        );
        // Version 2 with STRTAB name and explicit type in address space 3.
        let r = rec(mc::GLOBALVAR, &[7, 2, 4, 2 | 3 << 2, 0, 0, 0, 0]);
        let ModuleRecord::GlobalVar(g) = module_record(&r, 2, 0).expect("parses") else { panic!() };
        assert_eq!(g.name, NameRef::Strtab { offset: 7, size: 2 });
        assert_eq!((g.ty, g.explicit_type, g.addrspace, g.init), (4, true, 3, None));
        assert!(module_record(&rec(mc::GLOBALVAR, &[1, 2, 3]), 1, 0).is_err());
    }

    #[test]
    fn signed_decoding() {
        assert_eq!(decode_signed(4), 2);
        assert_eq!(decode_signed(3), -1);
        assert_eq!(decode_signed(0), 0);
        assert_eq!(decode_signed(1), i64::MIN);
    }

    #[test]
    fn version_and_vst() {
        assert_eq!(module_record(&rec(mc::VERSION, &[0]), 0, 0).ok(), Some(ModuleRecord::Version(0)));
        assert!(module_record(&rec(mc::VERSION, &[3]), 0, 0).is_err());
        let r = rec(vst::FNENTRY, &[2, 99, u64::from(b'f')]);
        assert_eq!(vst_entry(&r), Some(VstEntry { id: 2, block: false, name: &[u64::from(b'f')] }));
        let r = rec(vst::BBENTRY, &[1, u64::from(b'b')]);
        assert!(vst_entry(&r).is_some_and(|e| e.block));
        assert_eq!(vst_entry(&rec(vst::FNENTRY, &[])), None);
    }

    #[test]
    fn old_node_operands_by_type() {
        let types = TypeTable::from_types(vec![Type::Metadata, Type::Void, Type::Integer(32)]);
        assert_eq!(old_node_operand(0, 5, &types, 0).ok(), Some(OldOperand::Metadata(5)));
        assert_eq!(old_node_operand(1, 5, &types, 0).ok(), Some(OldOperand::Null));
        assert_eq!(old_node_operand(2, 5, &types, 0).ok(), Some(OldOperand::Value { ty: 2, value: 5 }));
        assert!(old_node_operand(3, 5, &types, 0).is_err(), "type 3 does not exist");
    }

    #[test]
    fn cast_layout() {
        assert_eq!(ce_cast(&[11, 2, 7]), Some(CastRecord { opcode: 11, ty: 2, value: 7 }));
        assert_eq!(ce_cast(&[11, 2]), None);
    }

    #[test]
    fn metadata_layouts() {
        assert!(md_record(&rec(md::OLD_NODE, &[1, 2, 3]), 0).is_err());
        assert!(matches!(md_record(&rec(md::OLD_NODE, &[1, 2]), 0), Ok(MdRecord::OldNode(_))));
        assert!(matches!(md_record(&rec(md::OLD_FN_NODE, &[1, 2]), 0), Ok(MdRecord::Other("OldFnNode"))));
        assert!(matches!(md_record(&rec(47, &[]), 0), Ok(MdRecord::Unknown(47))));
        assert!(matches!(md_record(&rec(md::KIND, &[0]), 0), Ok(MdRecord::NoId)));
    }
}
