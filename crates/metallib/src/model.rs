//! The in-memory form of a library: what the reader produces (borrowing every byte string
//! from the file) and what the writer lays out. It keeps everything a file holds, including
//! unknown tags, tag order, sections it does not interpret and padding, so that reading and
//! writing reproduces a file byte for byte while offsets and sizes are recomputed.

use crate::error::Warning;
use crate::format::{data_type_name, FileType, FunctionType, TagName};
use std::borrow::Cow;

/// The container version in header bytes 4–9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct FileVersion {
    pub major: u16,
    pub minor: u16,
    pub patch: u16,
}

impl std::fmt::Display for FileVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// The 88-byte header, less the offsets and sizes (which the writer derives from layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub version: FileVersion,
    /// Bit 15 of the major version word.
    pub macos: bool,
    pub file_type: FileType,
    /// Bit 7 of the file-type byte.
    pub stub: bool,
    /// Mach-O platform number (bits 0–6 of byte 11).
    pub platform: u8,
    /// Bit 7 of the platform byte.
    pub platform_64bit: bool,
    pub os_version: (u16, u8, u8),
}

/// One tag: its name and the value bytes (without the size field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag<'a> {
    pub name: TagName,
    pub value: &'a [u8],
}

/// A tag group (a sequence of tags ended by `ENDT`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Group<'a> {
    pub tags: Vec<Tag<'a>>,
}

impl<'a> Group<'a> {
    pub fn get(&self, name: TagName) -> Option<&'a [u8]> {
        self.tags.iter().find(|t| t.name == name).map(|t| t.value)
    }
}

/// What the u32 at the head of a metadata group counts. Apple's toolchains have written
/// both: most files from 2017 to 2025 count only what follows the field (an empty group is
/// `04 00 00 00 'ENDT'`), others of the same years and container versions count the field
/// too (`08 00 00 00 'ENDT'`), as every function-list group does. The reader finds the
/// convention from where each group's `ENDT` lies; the writer reproduces it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize)]
pub enum GroupSizing {
    /// The size counts its own four bytes.
    #[default]
    Inclusive,
    /// The size counts only the tags and `ENDT` after it.
    Exclusive,
}

impl GroupSizing {
    /// The size field's value for a group whose tags and `ENDT` take `body` bytes.
    pub fn field(self, body: usize) -> usize {
        match self {
            GroupSizing::Inclusive => body + 4,
            GroupSizing::Exclusive => body,
        }
    }

    /// The convention a size field follows, given the bytes its tags and `ENDT` take.
    pub fn detect(field: usize, body: usize) -> Option<GroupSizing> {
        if field == body.checked_add(4)? {
            Some(GroupSizing::Inclusive)
        } else if field == body {
            Some(GroupSizing::Exclusive)
        } else {
            None
        }
    }

    /// `inclusive` or `exclusive`, for listings.
    pub fn name(self) -> &'static str {
        match self {
            GroupSizing::Inclusive => "inclusive",
            GroupSizing::Exclusive => "exclusive",
        }
    }
}

/// One entry of the function list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function<'a> {
    /// Every tag in file order, known or not.
    pub tags: Vec<Tag<'a>>,
    pub name: &'a str,
    pub function_type: Option<FunctionType>,
    /// Index into [`Library::modules`] (a module piece, never padding).
    pub module: usize,
    /// Indexes into the metadata group lists.
    pub public_metadata: usize,
    pub private_metadata: usize,
}

impl<'a> Function<'a> {
    pub fn tag(&self, name: TagName) -> Option<&'a [u8]> {
        self.tags.iter().find(|t| t.name == name).map(|t| t.value)
    }

    pub fn hash(&self) -> Option<&'a [u8]> {
        self.tag(TagName::HASH)
    }

    /// `(AIR major, AIR minor, MSL major, MSL minor)`.
    pub fn versions(&self) -> Option<[u16; 4]> {
        let v = self.tag(TagName::VERS)?;
        let w = |i: usize| u16::from_le_bytes([v[i], v[i + 1]]);
        (v.len() == 8).then(|| [w(0), w(2), w(4), w(6)])
    }

    pub fn type_name(&self) -> String {
        self.function_type.map(|t| t.name()).unwrap_or_else(|| "none".into())
    }
}

/// A run of bytes in the module list: a module (wrapped bitcode) or bytes between modules
/// that no function refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece<'a> {
    pub bytes: &'a [u8],
    pub padding: bool,
}

/// A section after the module list that a header-extension tag points to (embedded
/// sources, reflection list, script list, dynamic header, variable and import lists). Its
/// content is kept as bytes: the offsets inside it are relative to its own start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section<'a> {
    /// Index of the header-extension tag that points here.
    pub tag: usize,
    pub bytes: &'a [u8],
}

/// One top-level region of the file, in file order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region<'a> {
    FunctionList,
    HeaderExtension,
    PublicMetadata,
    PrivateMetadata,
    Modules,
    /// Index into [`Library::sections`].
    Section(usize),
    /// Bytes no structure claims.
    Padding(&'a [u8]),
}

/// A whole MetalLib.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library<'a> {
    pub header: Header,
    pub functions: Vec<Function<'a>>,
    /// `None` when the file has no header extension (most real files).
    pub extension: Option<Vec<Tag<'a>>>,
    pub public_metadata: Vec<Group<'a>>,
    pub private_metadata: Vec<Group<'a>>,
    /// How the group sizes of each metadata section count (one convention per section;
    /// sections without groups keep the default).
    pub public_sizing: GroupSizing,
    pub private_sizing: GroupSizing,
    pub modules: Vec<Piece<'a>>,
    pub sections: Vec<Section<'a>>,
    /// File order of the regions after the header.
    pub layout: Vec<Region<'a>>,
    /// What the reader accepted but found odd: a redundant field that disagrees with the
    /// authoritative ones. The writer ignores this list; it reproduces the bytes.
    pub warnings: Vec<Warning>,
}

impl<'a> Library<'a> {
    pub fn function(&self, name: &str) -> Option<&Function<'a>> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// The module (wrapped bitcode) of a function.
    pub fn module_of(&self, f: &Function<'a>) -> &'a [u8] {
        self.modules.get(f.module).map(|p| p.bytes).unwrap_or(&[])
    }

    pub fn extension_tag(&self, name: TagName) -> Option<&'a [u8]> {
        self.extension.as_ref()?.iter().find(|t| t.name == name).map(|t| t.value)
    }

    pub fn uuid(&self) -> Option<&'a [u8]> {
        self.extension_tag(TagName::UUID)
    }

    /// The section a header-extension tag points to.
    pub fn section(&self, name: TagName) -> Option<&'a [u8]> {
        let ext = self.extension.as_ref()?;
        self.sections.iter().find(|s| ext.get(s.tag).is_some_and(|t| t.name == name)).map(|s| s.bytes)
    }

    /// The function constants a function declares, from its public metadata `CNST` tag.
    pub fn constants(&self, f: &Function<'a>) -> Vec<Constant<'a>> {
        self.public_metadata
            .get(f.public_metadata)
            .and_then(|g| g.get(TagName::CNST))
            .and_then(|v| decode_constants(v).ok())
            .unwrap_or_default()
    }
}

/// One entry of a `CNST` tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Constant<'a> {
    pub name: &'a str,
    /// `MTLDataType` byte.
    pub data_type: u8,
    pub index: u16,
    pub active: bool,
}

impl Constant<'_> {
    pub fn type_name(&self) -> String {
        data_type_name(self.data_type)
    }
}

/// Decodes a `CNST` value: u16 count, then per constant a NUL-terminated name, u8 type,
/// u16 index and u8 active flag. Errors give the offset within the value.
pub fn decode_constants(v: &[u8]) -> Result<Vec<Constant<'_>>, (usize, String)> {
    let count = match v {
        [a, b, ..] => u16::from_le_bytes([*a, *b]) as usize,
        _ => return Err((0, "CNST value shorter than its u16 count".into())),
    };
    let mut out = Vec::with_capacity(count.min(v.len() / 5));
    let mut p = 2;
    for i in 0..count {
        let rest = v.get(p..).unwrap_or(&[]);
        let nul = rest.iter().position(|&b| b == 0).ok_or((p, format!("constant {i}: name has no NUL")))?;
        let name =
            std::str::from_utf8(&rest[..nul]).map_err(|_| (p, format!("constant {i}: name is not UTF-8")))?;
        p += nul + 1;
        let fixed =
            v.get(p..p + 4).ok_or((p, format!("constant {i}: value ends inside type/index/active")))?;
        out.push(Constant {
            name,
            data_type: fixed[0],
            index: u16::from_le_bytes([fixed[1], fixed[2]]),
            active: fixed[3] != 0,
        });
        p += 4;
    }
    if p != v.len() {
        return Err((p, format!("{} bytes after the last constant", v.len() - p)));
    }
    Ok(out)
}

/// Encodes a `CNST` value (the inverse of [`decode_constants`]).
pub fn encode_constants(constants: &[Constant<'_>]) -> Vec<u8> {
    let mut v = Vec::new();
    v.extend_from_slice(&(constants.len() as u16).to_le_bytes());
    for c in constants {
        v.extend_from_slice(c.name.as_bytes());
        v.push(0);
        v.push(c.data_type);
        v.extend_from_slice(&c.index.to_le_bytes());
        v.push(u8::from(c.active));
    }
    v
}

/// A name for display when a tag value is text with a trailing NUL.
pub fn c_string(v: &[u8]) -> Cow<'_, str> {
    let end = v.iter().position(|&b| b == 0).unwrap_or(v.len());
    String::from_utf8_lossy(&v[..end])
}
