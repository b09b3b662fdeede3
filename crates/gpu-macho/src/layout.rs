//! The numbers the writer and the reader share: table names and record sizes,
//! alignments, section and segment names (docs/output-format.md is their prose form).

/// The marker note of our images comes first; its data is {u32 format version, u32 0}.
pub(crate) const FORMAT_VERSION: u32 = 1;
pub(crate) const FORMAT_SIZE: u64 = 8;

/// `AIR_DESCRIPTOR`: one 48-byte record per distinct pipeline descriptor.
pub(crate) const NOTE_DESCRIPTOR: &str = "AIR_DESCRIPTOR";
/// `AIR_OBJECT`: one 40-byte record per shader.
pub(crate) const NOTE_OBJECT: &str = "AIR_OBJECT";
/// `AIR_PIPELINE`: one 16-byte record per pipeline.
pub(crate) const NOTE_PIPELINE: &str = "AIR_PIPELINE";
/// `AIR_HASHES`: one SHA-256 per shader, of its payload.
pub(crate) const NOTE_HASHES: &str = "AIR_HASHES";
/// `AIR_STRTABLE`: NUL-terminated names; its count is a byte count.
pub(crate) const NOTE_STRTABLE: &str = "AIR_STRTABLE";

/// The tables, in the order of their `LC_NOTE`s (Apple's relative order).
pub(crate) const TABLES: [&str; 5] =
    [NOTE_DESCRIPTOR, NOTE_OBJECT, NOTE_PIPELINE, NOTE_HASHES, NOTE_STRTABLE];
/// Record size of each table in [`TABLES`] (1 for the string table).
pub(crate) const RECORD_SIZES: [u64; 5] = [48, 40, 16, 32, 1];
/// Each table's note points at this header: {u64 file offset of the records, u64 count}.
pub(crate) const TABLE_HEADER: u64 = 16;

/// Segment names of the outer image.
pub(crate) const SEG_AIR_DATA: &str = "__AIR_DATA";
pub(crate) const SEG_TEXT: &str = "__TEXT";
pub(crate) const SEG_LINKEDIT: &str = "__LINKEDIT";
/// The outer section holding the pipeline descriptors.
pub(crate) const SECT_DESCRIPTOR: &str = "__descriptor";

/// Nested object: the payload section and the metadata section's segment name (its
/// section name is the stage's).
pub(crate) const SECT_TEXT: &str = "__text";
pub(crate) const SEG_NT_MD: &str = "__GPU_NT_MD";
/// Version of the nested metadata record.
pub(crate) const NT_MD_VERSION: u32 = 1;

/// `__TEXT` starts, and each nested object and payload starts, on this boundary.
pub(crate) const OBJECT_ALIGN: u64 = 64;
/// log2 of [`OBJECT_ALIGN`], as section headers record it.
pub(crate) const OBJECT_ALIGN_LOG2: u32 = 6;
/// Descriptors, tables and link-edit data are 8-byte aligned.
pub(crate) const DATA_ALIGN: u64 = 8;
pub(crate) const DATA_ALIGN_LOG2: u32 = 3;
/// Slices of a fat file start on this boundary (log2).
pub(crate) const FAT_ALIGN_LOG2: u32 = 12;

/// Flags of the nested `__text` section: pure instructions, some instructions.
pub(crate) const TEXT_FLAGS: u32 = 0x8000_0400;
/// `N_SECT | N_EXT`: every symbol we write is an external symbol defined in a section.
pub(crate) const SYMBOL_TYPE: u8 = 0x0f;

/// Sizes of the Mach-O structures (64-bit).
pub(crate) const HEADER_SIZE: u64 = 32;
pub(crate) const SEGMENT_SIZE: u64 = 72;
pub(crate) const SECTION_SIZE: u64 = 80;
pub(crate) const NOTE_SIZE: u64 = 40;
pub(crate) const SYMTAB_SIZE: u64 = 24;
pub(crate) const DYSYMTAB_SIZE: u64 = 80;
pub(crate) const UUID_SIZE: u64 = 24;
pub(crate) const NLIST_SIZE: u64 = 16;

/// `x` rounded up to a multiple of `to` (a power of two); `None` on overflow.
pub(crate) fn align(x: u64, to: u64) -> Option<u64> {
    Some(x.checked_add(to - 1)? & !(to - 1))
}

/// A 16-byte Mach-O name field.
pub(crate) fn name16(s: &str) -> [u8; 16] {
    let mut out = [0u8; 16];
    for (o, b) in out.iter_mut().zip(s.bytes()) {
        *o = b;
    }
    out
}
