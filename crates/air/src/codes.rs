//! Block ids and record codes of LLVM IR bitcode (LLVM 14 numbering, as documented in
//! BitCodeFormat and LLVMBitCodes.h) for the blocks this crate reads.

/// Block ids.
pub mod block {
    pub const MODULE: u32 = 8;
    pub const PARAMATTR: u32 = 9;
    pub const PARAMATTR_GROUP: u32 = 10;
    pub const CONSTANTS: u32 = 11;
    pub const FUNCTION: u32 = 12;
    pub const IDENTIFICATION: u32 = 13;
    pub const VALUE_SYMTAB: u32 = 14;
    pub const METADATA: u32 = 15;
    pub const METADATA_ATTACHMENT: u32 = 16;
    pub const TYPE_NEW: u32 = 17;
    pub const USELIST: u32 = 18;
    pub const OPERAND_BUNDLE_TAGS: u32 = 21;
    pub const METADATA_KIND: u32 = 22;
    pub const STRTAB: u32 = 23;
    pub const SYMTAB: u32 = 25;
    pub const SYNC_SCOPE_NAMES: u32 = 26;

    /// Label for error messages: the block's name, or its id when unknown.
    pub fn label(id: u32) -> String {
        match name(id) {
            "unknown block" => format!("block {id}"),
            n => n.to_owned(),
        }
    }

    /// Name for error messages.
    pub fn name(id: u32) -> &'static str {
        match id {
            0 => "BLOCKINFO",
            MODULE => "MODULE_BLOCK",
            PARAMATTR => "PARAMATTR_BLOCK",
            PARAMATTR_GROUP => "PARAMATTR_GROUP_BLOCK",
            CONSTANTS => "CONSTANTS_BLOCK",
            FUNCTION => "FUNCTION_BLOCK",
            IDENTIFICATION => "IDENTIFICATION_BLOCK",
            VALUE_SYMTAB => "VALUE_SYMTAB_BLOCK",
            METADATA => "METADATA_BLOCK",
            METADATA_ATTACHMENT => "METADATA_ATTACHMENT_BLOCK",
            TYPE_NEW => "TYPE_BLOCK_NEW",
            USELIST => "USELIST_BLOCK",
            OPERAND_BUNDLE_TAGS => "OPERAND_BUNDLE_TAGS_BLOCK",
            METADATA_KIND => "METADATA_KIND_BLOCK",
            STRTAB => "STRTAB_BLOCK",
            SYMTAB => "SYMTAB_BLOCK",
            SYNC_SCOPE_NAMES => "SYNC_SCOPE_NAMES_BLOCK",
            _ => "unknown block",
        }
    }
}

/// IDENTIFICATION_BLOCK records.
pub mod ident {
    pub const STRING: u32 = 1;
    pub const EPOCH: u32 = 2;
}

/// MODULE_BLOCK records.
pub mod module {
    pub const VERSION: u32 = 1;
    pub const TRIPLE: u32 = 2;
    pub const DATALAYOUT: u32 = 3;
    pub const ASM: u32 = 4;
    pub const SECTIONNAME: u32 = 5;
    pub const DEPLIB: u32 = 6;
    pub const GLOBALVAR: u32 = 7;
    pub const FUNCTION: u32 = 8;
    pub const ALIAS_OLD: u32 = 9;
    pub const GCNAME: u32 = 11;
    pub const COMDAT: u32 = 12;
    pub const VSTOFFSET: u32 = 13;
    pub const ALIAS: u32 = 14;
    pub const SOURCE_FILENAME: u32 = 16;
    pub const HASH: u32 = 17;
    pub const IFUNC: u32 = 18;
}

/// PARAMATTR_BLOCK and PARAMATTR_GROUP_BLOCK records.
pub mod paramattr {
    /// Pre-LLVM-3.3 list: [position, encoded attribute mask]...
    pub const ENTRY_OLD: u32 = 1;
    /// A list of attribute group ids.
    pub const ENTRY: u32 = 2;
    /// In PARAMATTR_GROUP_BLOCK: [group id, position, attributes...].
    pub const GRP_ENTRY: u32 = 3;
}

/// TYPE_BLOCK_NEW records.
pub mod ty {
    pub const NUMENTRY: u32 = 1;
    pub const VOID: u32 = 2;
    pub const FLOAT: u32 = 3;
    pub const DOUBLE: u32 = 4;
    pub const LABEL: u32 = 5;
    pub const OPAQUE: u32 = 6;
    pub const INTEGER: u32 = 7;
    pub const POINTER: u32 = 8;
    pub const FUNCTION_OLD: u32 = 9;
    pub const HALF: u32 = 10;
    pub const ARRAY: u32 = 11;
    pub const VECTOR: u32 = 12;
    pub const X86_FP80: u32 = 13;
    pub const FP128: u32 = 14;
    pub const PPC_FP128: u32 = 15;
    pub const METADATA: u32 = 16;
    pub const X86_MMX: u32 = 17;
    pub const STRUCT_ANON: u32 = 18;
    pub const STRUCT_NAME: u32 = 19;
    pub const STRUCT_NAMED: u32 = 20;
    pub const FUNCTION: u32 = 21;
    pub const TOKEN: u32 = 22;
    pub const BFLOAT: u32 = 23;
    pub const X86_AMX: u32 = 24;
    pub const OPAQUE_POINTER: u32 = 25;
}

/// CONSTANTS_BLOCK records (only those the reader interprets).
pub mod cst {
    pub const SETTYPE: u32 = 1;
    pub const NULL: u32 = 2;
    pub const UNDEF: u32 = 3;
    pub const INTEGER: u32 = 4;
    pub const CE_CAST: u32 = 11;
    pub const POISON: u32 = 26;
}

/// METADATA_BLOCK records.
pub mod md {
    pub const STRING_OLD: u32 = 1;
    pub const VALUE: u32 = 2;
    pub const NODE: u32 = 3;
    pub const NAME: u32 = 4;
    pub const DISTINCT_NODE: u32 = 5;
    pub const KIND: u32 = 6;
    /// Pre-3.6 node: (type, value) operand pairs.
    pub const OLD_NODE: u32 = 8;
    /// Pre-3.6 function-local value as metadata.
    pub const OLD_FN_NODE: u32 = 9;
    pub const NAMED_NODE: u32 = 10;
    pub const ATTACHMENT: u32 = 11;
    pub const STRINGS: u32 = 35;
    pub const GLOBAL_DECL_ATTACHMENT: u32 = 36;
    pub const INDEX_OFFSET: u32 = 38;
    pub const INDEX: u32 = 39;
    /// Highest code LLVM 14 defines (ARG_LIST); codes above it are not known to create ids.
    pub const LAST_KNOWN: u32 = 46;
}

/// VALUE_SYMTAB records.
pub mod vst {
    pub const ENTRY: u32 = 1;
    pub const BBENTRY: u32 = 2;
    pub const FNENTRY: u32 = 3;
}

/// STRTAB_BLOCK records.
pub mod strtab {
    pub const BLOB: u32 = 1;
}
