//! The MetalLib format's definitions: magic numbers, the header layout, tag names and the
//! enumerations stored in tags. Readers and writers live elsewhere (`read`, `write`); this
//! module only says what the bytes mean. Facts come from the project's format reference
//! (`formats.md` §3), which cites the public readers and writers that agree on them.

use std::fmt;

/// `"MTLB"` as it appears in the first four bytes.
pub const MAGIC: [u8; 4] = *b"MTLB";

/// Size of the fixed header; the function list starts right after it in every known file.
pub const HEADER_SIZE: usize = 88;

/// The tag that ends every tag group; unlike every other tag it has no size field.
pub const ENDT: TagName = TagName(*b"ENDT");

/// The 20-byte wrapper that precedes every AIR module's bitcode.
pub const BITCODE_WRAPPER_MAGIC: u32 = 0x0B17_C0DE;
/// Raw (unwrapped) bitcode magic `BC\xC0\xDE`.
pub const BITCODE_MAGIC: [u8; 4] = [b'B', b'C', 0xC0, 0xDE];
/// AIR modules carry this cputype in their bitcode wrapper.
pub const AIR_WRAPPER_CPUTYPE: u32 = 0xFFFF_FFFF;
/// `ar` archives (`.metal-ar`) start with this line.
pub const AR_MAGIC: &[u8; 8] = b"!<arch>\n";

/// A four-character tag name, stored as its bytes in file order (`NAME` is `N`,`A`,`M`,`E`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TagName(pub [u8; 4]);

impl TagName {
    pub const NAME: TagName = TagName(*b"NAME");
    pub const TYPE: TagName = TagName(*b"TYPE");
    pub const HASH: TagName = TagName(*b"HASH");
    pub const OFFT: TagName = TagName(*b"OFFT");
    pub const VERS: TagName = TagName(*b"VERS");
    pub const MDSZ: TagName = TagName(*b"MDSZ");
    pub const SOFF: TagName = TagName(*b"SOFF");
    pub const RFLT: TagName = TagName(*b"RFLT");
    pub const TESS: TagName = TagName(*b"TESS");
    pub const LAYR: TagName = TagName(*b"LAYR");
    pub const UUID: TagName = TagName(*b"UUID");
    pub const HSRC: TagName = TagName(*b"HSRC");
    pub const HSRD: TagName = TagName(*b"HSRD");
    pub const HDYN: TagName = TagName(*b"HDYN");
    pub const VLST: TagName = TagName(*b"VLST");
    pub const ILST: TagName = TagName(*b"ILST");
    pub const RLST: TagName = TagName(*b"RLST");
    pub const SLST: TagName = TagName(*b"SLST");
    pub const CNST: TagName = TagName(*b"CNST");
    pub const VATT: TagName = TagName(*b"VATT");
    pub const VATY: TagName = TagName(*b"VATY");
    pub const DEBI: TagName = TagName(*b"DEBI");
    pub const DEPF: TagName = TagName(*b"DEPF");
    pub const SARC: TagName = TagName(*b"SARC");
    pub const RBUF: TagName = TagName(*b"RBUF");
    pub const SBUF: TagName = TagName(*b"SBUF");
    pub const RBUZ: TagName = TagName(*b"RBUZ");

    /// Most tags store a u16 size; these few store a u32 because their payloads (source
    /// archives, reflection and script FlatBuffers) can exceed 64 KiB.
    pub fn has_u32_size(self) -> bool {
        matches!(self, TagName::SARC | TagName::RBUF | TagName::SBUF | TagName::RBUZ)
    }

    /// Header-extension tags whose value is `(u64 offset, u64 size)` of a section that
    /// follows the module list.
    pub fn is_section_pointer(self) -> bool {
        matches!(
            self,
            TagName::HSRC
                | TagName::HSRD
                | TagName::HDYN
                | TagName::VLST
                | TagName::ILST
                | TagName::RLST
                | TagName::SLST
        )
    }

    /// The name as text, with bytes outside printable ASCII escaped.
    pub fn display(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for TagName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &b in &self.0 {
            if b.is_ascii_graphic() || b == b' ' {
                write!(f, "{}", b as char)?;
            } else {
                write!(f, "\\x{b:02x}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for TagName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TagName({self})")
    }
}

/// The library type in header byte 10 (bits 0–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileType {
    Executable,
    CoreImage,
    Dynamic,
    SymbolCompanion,
    Other(u8),
}

impl FileType {
    pub fn from_bits(bits: u8) -> FileType {
        match bits {
            0 => FileType::Executable,
            1 => FileType::CoreImage,
            2 => FileType::Dynamic,
            3 => FileType::SymbolCompanion,
            n => FileType::Other(n),
        }
    }

    pub fn bits(self) -> u8 {
        match self {
            FileType::Executable => 0,
            FileType::CoreImage => 1,
            FileType::Dynamic => 2,
            FileType::SymbolCompanion => 3,
            FileType::Other(n) => n,
        }
    }

    pub fn name(self) -> String {
        match self {
            FileType::Executable => "executable".into(),
            FileType::CoreImage => "coreimage".into(),
            FileType::Dynamic => "dynamic".into(),
            FileType::SymbolCompanion => "symbol-companion".into(),
            FileType::Other(n) => format!("unknown({n})"),
        }
    }
}

/// A function's `TYPE` tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FunctionType {
    Vertex,
    Fragment,
    Kernel,
    /// Functions of dynamic libraries.
    Unqualified,
    /// Visible and stitchable functions.
    Visible,
    /// Core Image `-fcikernel` functions.
    Extern,
    Intersection,
    Mesh,
    /// Inferred value (8): no public file with an object function has been seen.
    Object,
    Other(u8),
}

impl FunctionType {
    pub fn from_byte(b: u8) -> FunctionType {
        match b {
            0 => FunctionType::Vertex,
            1 => FunctionType::Fragment,
            2 => FunctionType::Kernel,
            3 => FunctionType::Unqualified,
            4 => FunctionType::Visible,
            5 => FunctionType::Extern,
            6 => FunctionType::Intersection,
            7 => FunctionType::Mesh,
            8 => FunctionType::Object,
            n => FunctionType::Other(n),
        }
    }

    pub fn byte(self) -> u8 {
        match self {
            FunctionType::Vertex => 0,
            FunctionType::Fragment => 1,
            FunctionType::Kernel => 2,
            FunctionType::Unqualified => 3,
            FunctionType::Visible => 4,
            FunctionType::Extern => 5,
            FunctionType::Intersection => 6,
            FunctionType::Mesh => 7,
            FunctionType::Object => 8,
            FunctionType::Other(n) => n,
        }
    }

    /// The lower-case name used in listings, JSON and diagnostics.
    pub fn name(self) -> String {
        match self {
            FunctionType::Vertex => "vertex".into(),
            FunctionType::Fragment => "fragment".into(),
            FunctionType::Kernel => "kernel".into(),
            FunctionType::Unqualified => "unqualified".into(),
            FunctionType::Visible => "visible".into(),
            FunctionType::Extern => "extern".into(),
            FunctionType::Intersection => "intersection".into(),
            FunctionType::Mesh => "mesh".into(),
            FunctionType::Object => "object".into(),
            FunctionType::Other(n) => format!("unknown({n})"),
        }
    }

    /// Parses the names `name()` produces (not `unknown(..)`).
    pub fn from_name(s: &str) -> Option<FunctionType> {
        Some(match s {
            "vertex" => FunctionType::Vertex,
            "fragment" => FunctionType::Fragment,
            "kernel" => FunctionType::Kernel,
            "unqualified" => FunctionType::Unqualified,
            "visible" => FunctionType::Visible,
            "extern" => FunctionType::Extern,
            "intersection" => FunctionType::Intersection,
            "mesh" => FunctionType::Mesh,
            "object" => FunctionType::Object,
            _ => return None,
        })
    }
}

/// Mach-O `PLATFORM_*` numbers, as stored in header byte 11 (bits 0–6).
pub fn platform_name(p: u8) -> String {
    match p {
        0 => "unspecified".into(),
        1 => "macos".into(),
        2 => "ios".into(),
        3 => "tvos".into(),
        4 => "watchos".into(),
        5 => "bridgeos".into(),
        6 => "maccatalyst".into(),
        7 => "ios-simulator".into(),
        8 => "tvos-simulator".into(),
        9 => "watchos-simulator".into(),
        10 => "driverkit".into(),
        11 => "visionos".into(),
        12 => "visionos-simulator".into(),
        n => format!("unknown({n})"),
    }
}

/// The `MTLDataType` names for the byte values stored in `CNST`, `VATY` and `LAYR`.
pub fn data_type_name(t: u8) -> String {
    const VECTORS: [&str; 4] = ["", "2", "3", "4"];
    let n = t as usize;
    let simple = |base: &str, first: usize| format!("{base}{}", VECTORS[n - first]);
    match t {
        0 => "none".into(),
        1 => "struct".into(),
        2 => "array".into(),
        3..=6 => simple("float", 3),
        7..=15 => format!("float{}x{}", 2 + (n - 7) / 3, 2 + (n - 7) % 3),
        16..=19 => simple("half", 16),
        20..=28 => format!("half{}x{}", 2 + (n - 20) / 3, 2 + (n - 20) % 3),
        29..=32 => simple("int", 29),
        33..=36 => simple("uint", 33),
        37..=40 => simple("short", 37),
        41..=44 => simple("ushort", 41),
        45..=48 => simple("char", 45),
        49..=52 => simple("uchar", 49),
        53..=56 => simple("bool", 53),
        58 => "texture".into(),
        59 => "sampler".into(),
        60 => "pointer".into(),
        78 => "render_pipeline".into(),
        79 => "compute_pipeline".into(),
        80 => "indirect_command_buffer".into(),
        81..=84 => simple("long", 81),
        85..=88 => simple("ulong", 85),
        89..=92 => simple("double", 89),
        115 => "visible_function_table".into(),
        116 => "intersection_function_table".into(),
        117 => "primitive_acceleration_structure".into(),
        118 => "instance_acceleration_structure".into(),
        121..=124 => simple("bfloat", 121),
        139 => "depth_stencil_state".into(),
        140 => "tensor".into(),
        n => format!("type({n})"),
    }
}

/// The byte value of a scalar or vector `MTLDataType` from its name, for writers.
pub fn data_type_from_name(name: &str) -> Option<u8> {
    (0..=255u8).find(|&t| !data_type_name(t).starts_with("type(") && data_type_name(t) == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_type_names_follow_the_table() {
        assert_eq!(data_type_name(3), "float");
        assert_eq!(data_type_name(6), "float4");
        assert_eq!(data_type_name(7), "float2x2");
        assert_eq!(data_type_name(15), "float4x4");
        assert_eq!(data_type_name(0x21), "uint");
        assert_eq!(data_type_name(0x35), "bool");
        assert_eq!(data_type_name(84), "long4");
        assert_eq!(data_type_name(124), "bfloat4");
        assert_eq!(data_type_from_name("ushort3"), Some(43));
        assert_eq!(data_type_from_name("nonsense"), None);
    }

    #[test]
    fn function_types_round_trip() {
        for b in 0..=255u8 {
            let t = FunctionType::from_byte(b);
            assert_eq!(t.byte(), b);
            if let Some(named) = FunctionType::from_name(&t.name()) {
                assert_eq!(named, t);
            }
        }
    }
}
