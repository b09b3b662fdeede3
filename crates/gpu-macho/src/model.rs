//! The plain data a container holds — what [`crate::write`] takes and [`crate::read`]
//! gives back — with its canonical order and the rules every written image obeys.

use std::collections::BTreeSet;

use crate::Error;

/// The owner of the `LC_NOTE` that marks an image as written by this crate (and gives
/// its format version); a Mach-O without it is read generically.
pub const FORMAT_NOTE: &str = "metal-nt";

/// Note owners starting with this prefix are the container's own tables; an image's
/// caller notes may not use it.
pub const RESERVED_NOTE_PREFIX: &str = "AIR_";

/// One image: a thin GPU Mach-O for one architecture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Mach-O `cputype` (0x01000013 Apple, 0x01000014 AMD, 0x01000015 Intel: the
    /// `targets` crate's arch table).
    pub cputype: u32,
    /// Mach-O `cpusubtype`: the architecture's number from the arch table.
    pub cpusubtype: u32,
    /// Executable (pipelines) or dynamic library.
    pub filetype: FileType,
    /// `LC_BUILD_VERSION` platform (`PLATFORM_MACOS` = 1, `PLATFORM_IOS` = 2, ...).
    pub platform: u32,
    /// Minimum OS version (X, Y, Z), X < 65536, Y and Z < 256.
    pub min_os: (u32, u32, u32),
    /// SDK version, same ranges.
    pub sdk: (u32, u32, u32),
    /// `LC_BUILD_VERSION` tools: (tool id such as `TOOL_AIRNT` = 1026, version).
    pub tools: Vec<(u32, (u32, u32, u32))>,
    /// The compiled shaders.
    pub shaders: Vec<Shader>,
    /// Extra `LC_NOTE`s: (owner, 1 to 16 bytes of ASCII not starting with `AIR_`; data).
    pub notes: Vec<(String, Vec<u8>)>,
}

/// What kind of GPU Mach-O an image is.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FileType {
    /// `MH_GPU_EXECUTE` (0xd): pipelines or an executable library.
    Execute,
    /// `MH_GPU_DYLIB` (0xe): a dynamic library, named by `LC_ID_DYLIB`.
    Dylib {
        /// The install name recorded in `LC_ID_DYLIB`.
        install_name: String,
    },
}

impl FileType {
    /// The Mach-O `filetype` value.
    pub fn code(&self) -> u32 {
        match self {
            FileType::Execute => object::macho::MH_GPU_EXECUTE.0,
            FileType::Dylib { .. } => object::macho::MH_GPU_DYLIB.0,
        }
    }
}

/// One compiled shader: the native code of one function for one stage of one pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shader {
    /// The pipeline's name (from the pipelines script, or the function's for `-N`-less runs).
    pub pipeline: String,
    /// The pipeline stage the function was compiled for.
    pub stage: Stage,
    /// The Metal function's name.
    pub function: String,
    /// The native code object, stored verbatim (for AMD a whole HSA code object).
    pub payload: Vec<u8>,
    /// What `payload` is.
    pub payload_kind: PayloadKind,
    /// Symbols into `payload`: (name, byte offset, at most the payload's length).
    pub symbols: Vec<(String, u64)>,
    /// The pipeline descriptor the shader was built for (JSON bytes), stored verbatim.
    pub descriptor: Vec<u8>,
}

/// A pipeline stage. The order of the variants is the order of the `__TEXT` sections.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// Compute kernel (`__compute`).
    Compute,
    /// Vertex function (`__vertex`).
    Vertex,
    /// Fragment function (`__fragment`).
    Fragment,
    /// Tile function (`__tile`).
    Tile,
    /// Object function of a mesh pipeline (`__object`).
    Object,
    /// Mesh function (`__mesh`).
    Mesh,
    /// Visible (linked, callable) function (`__visible`).
    Visible,
    /// Intersection function (`__intersection`).
    Intersection,
}

impl Stage {
    /// Every stage, in section order.
    pub const ALL: [Stage; 8] = [
        Stage::Compute,
        Stage::Vertex,
        Stage::Fragment,
        Stage::Tile,
        Stage::Object,
        Stage::Mesh,
        Stage::Visible,
        Stage::Intersection,
    ];

    /// The stage's name as it appears in symbols ("compute").
    pub fn name(self) -> &'static str {
        match self {
            Stage::Compute => "compute",
            Stage::Vertex => "vertex",
            Stage::Fragment => "fragment",
            Stage::Tile => "tile",
            Stage::Object => "object",
            Stage::Mesh => "mesh",
            Stage::Visible => "visible",
            Stage::Intersection => "intersection",
        }
    }

    /// The `__TEXT` section (and nested metadata section) name: "__compute".
    pub fn section(self) -> &'static str {
        match self {
            Stage::Compute => "__compute",
            Stage::Vertex => "__vertex",
            Stage::Fragment => "__fragment",
            Stage::Tile => "__tile",
            Stage::Object => "__object",
            Stage::Mesh => "__mesh",
            Stage::Visible => "__visible",
            Stage::Intersection => "__intersection",
        }
    }

    /// The number stored in the `AIR_OBJECT` table (1-based).
    pub fn code(self) -> u32 {
        match self {
            Stage::Compute => 1,
            Stage::Vertex => 2,
            Stage::Fragment => 3,
            Stage::Tile => 4,
            Stage::Object => 5,
            Stage::Mesh => 6,
            Stage::Visible => 7,
            Stage::Intersection => 8,
        }
    }

    /// The stage a table number stands for.
    pub fn from_code(code: u32) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The stage a section name stands for.
    pub fn from_section(name: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.section() == name)
    }
}

/// What a shader's payload is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PayloadKind {
    /// An HSA code object (ELF64 `EM_AMDGPU`), `.hsaco`.
    Hsaco,
    /// Apple GPU machine code, `.agx`.
    AppleGpu,
    /// NVIDIA PTX text, `.ptx`.
    Ptx,
    /// Intel GPU machine code, `.gen`.
    IntelGen,
}

impl PayloadKind {
    /// Every kind.
    pub const ALL: [PayloadKind; 4] =
        [PayloadKind::Hsaco, PayloadKind::AppleGpu, PayloadKind::Ptx, PayloadKind::IntelGen];

    /// The file extension an extracted payload gets (no dot).
    pub fn extension(self) -> &'static str {
        match self {
            PayloadKind::Hsaco => "hsaco",
            PayloadKind::AppleGpu => "agx",
            PayloadKind::Ptx => "ptx",
            PayloadKind::IntelGen => "gen",
        }
    }

    /// The number stored in the tables (1-based).
    pub fn code(self) -> u32 {
        match self {
            PayloadKind::Hsaco => 1,
            PayloadKind::AppleGpu => 2,
            PayloadKind::Ptx => 3,
            PayloadKind::IntelGen => 4,
        }
    }

    /// The kind a table number stands for.
    pub fn from_code(code: u32) -> Option<PayloadKind> {
        PayloadKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// The magic of a fat (multi-architecture) file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FatMagic {
    /// `0xCBFEBABE`, Apple's "GPU Mach-O universal binary" (20-byte entries).
    Gpu,
    /// `0xCAFEBABE`, the ordinary universal header (20-byte entries); LIEF reads it.
    Universal,
    /// `0xCAFEBABF`, the 64-bit universal header (32-byte entries).
    Universal64,
}

impl FatMagic {
    /// The big-endian magic number.
    pub fn value(self) -> u32 {
        match self {
            FatMagic::Gpu => 0xCBFE_BABE,
            FatMagic::Universal => object::macho::FAT_MAGIC,
            FatMagic::Universal64 => object::macho::FAT_MAGIC_64,
        }
    }

    /// The kind a magic number stands for.
    pub fn from_value(value: u32) -> Option<FatMagic> {
        [FatMagic::Gpu, FatMagic::Universal, FatMagic::Universal64].into_iter().find(|m| m.value() == value)
    }

    /// The size of one `fat_arch` entry.
    pub fn entry_size(self) -> u64 {
        match self {
            FatMagic::Gpu | FatMagic::Universal => 20,
            FatMagic::Universal64 => 32,
        }
    }
}

/// The name of a shader's symbol in the outer symbol table:
/// `_<pipeline>.<stage>.<function>`, with `%` and `.` in the two names written `%25` and
/// `%2E` so that different shaders never share a name.
pub fn shader_symbol(pipeline: &str, stage: Stage, function: &str) -> String {
    format!("_{}.{}.{}", escape(pipeline), stage.name(), escape(function))
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '%' => out.push_str("%25"),
            '.' => out.push_str("%2E"),
            c => out.push(c),
        }
    }
    out
}

impl Image {
    /// Puts the image in canonical order: shaders by (pipeline, stage, function), each
    /// shader's symbols by (offset, name), tools by id, notes by (owner, data). Writing
    /// uses this order, so images that differ only in order give the same bytes, and
    /// reading gives the canonical image back.
    pub fn canonicalize(&mut self) {
        self.shaders
            .sort_by(|a, b| (&a.pipeline, a.stage, &a.function).cmp(&(&b.pipeline, b.stage, &b.function)));
        for s in &mut self.shaders {
            s.symbols.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
        }
        self.tools.sort();
        self.notes.sort();
    }

    /// The canonical form of this image (see [`Image::canonicalize`]).
    pub fn canonical(&self) -> Image {
        let mut image = self.clone();
        image.canonicalize();
        image
    }

    /// Checks the rules a written image obeys; `self` must be canonical.
    pub(crate) fn validate(&self) -> Result<(), Error> {
        let bad = |what: String, message: &str| Err(Error::Unwritable { what, message: message.to_string() });
        for (name, v) in [("min_os", self.min_os), ("sdk", self.sdk)] {
            if pack_version(v).is_none() {
                return bad(name.into(), "a version is X.Y.Z with X < 65536 and Y, Z < 256");
            }
        }
        let mut tool_ids = BTreeSet::new();
        for (tool, v) in &self.tools {
            if pack_version(*v).is_none() {
                return bad(format!("tool {tool}"), "a version is X.Y.Z with X < 65536 and Y, Z < 256");
            }
            if !tool_ids.insert(*tool) {
                return bad(format!("tool {tool}"), "listed twice");
            }
        }
        if let FileType::Dylib { install_name } = &self.filetype {
            if install_name.is_empty() || install_name.contains('\0') {
                return bad("install name".into(), "must be non-empty and free of NUL");
            }
        }
        for (owner, _) in &self.notes {
            if owner.is_empty() || owner.len() > 16 || !owner.bytes().all(|b| b.is_ascii_graphic()) {
                return bad(format!("note {owner:?}"), "an owner is 1 to 16 printable ASCII characters");
            }
            if owner.starts_with(RESERVED_NOTE_PREFIX) || owner == FORMAT_NOTE {
                return bad(
                    format!("note {owner:?}"),
                    "owners starting with AIR_, and metal-nt, are the container's own",
                );
            }
        }
        let mut keys = BTreeSet::new();
        for s in &self.shaders {
            let what = || format!("shader {:?} {} {:?}", s.pipeline, s.stage.name(), s.function);
            if s.pipeline.is_empty() || s.function.is_empty() {
                return bad(what(), "pipeline and function names must be non-empty");
            }
            if s.pipeline.contains('\0') || s.function.contains('\0') {
                return bad(what(), "names may not contain NUL");
            }
            if !keys.insert((&s.pipeline, s.stage, &s.function)) {
                return bad(what(), "the same pipeline, stage and function twice");
            }
            let mut names = BTreeSet::new();
            for (name, offset) in &s.symbols {
                if name.is_empty() || name.contains('\0') {
                    return bad(what(), "symbol names must be non-empty and free of NUL");
                }
                if *offset > s.payload.len() as u64 {
                    return bad(what(), "a symbol lies past the end of the payload");
                }
                if !names.insert(name) {
                    return bad(what(), "a symbol name appears twice");
                }
            }
        }
        Ok(())
    }
}

/// `LC_BUILD_VERSION`'s nibble-packed version (X << 16 | Y << 8 | Z).
pub(crate) fn pack_version((x, y, z): (u32, u32, u32)) -> Option<u32> {
    (x < 0x1_0000 && y < 0x100 && z < 0x100).then_some(x << 16 | y << 8 | z)
}

/// The inverse of [`pack_version`].
pub(crate) fn unpack_version(v: u32) -> (u32, u32, u32) {
    (v >> 16, (v >> 8) & 0xff, v & 0xff)
}
