//! Building new libraries from AIR modules: the packing half of the `metallib` tool and of
//! `cargo xtask fixtures`. The result is deterministic: functions stay in the order given,
//! every `HASH` is the SHA-256 of the module, and the `UUID` is derived from the content
//! rather than drawn at random, so the same inputs always give the same bytes.

use crate::error::WriteError;
use crate::format::{
    FileType, FunctionType, TagName, AIR_WRAPPER_CPUTYPE, BITCODE_MAGIC, BITCODE_WRAPPER_MAGIC,
};
use crate::model::{
    encode_constants, Constant, FileVersion, Function, Group, GroupSizing, Header, Library, Piece, Region,
    Tag,
};
use sha2::{Digest, Sha256};

/// A function constant as the builder takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewConstant {
    pub name: String,
    /// `MTLDataType` byte (see [`crate::format::data_type_from_name`]).
    pub data_type: u8,
    pub index: u16,
    pub active: bool,
}

/// One function to pack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFunction {
    pub name: String,
    pub function_type: FunctionType,
    /// Bitcode, raw (`BC\xC0\xDE`) or already in its 20-byte wrapper.
    pub module: Vec<u8>,
    /// `(major, minor)` of AIR and of the Metal language.
    pub air_version: (u16, u16),
    pub language_version: (u16, u16),
    pub constants: Vec<NewConstant>,
}

/// Header settings and layout conventions of a new library. The conventions are the ones
/// real toolchains have written (see `docs/metallib.md`), so tests can make every variant
/// the reader accepts without downloading anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildOptions {
    pub version: FileVersion,
    pub platform: u8,
    pub os_version: (u16, u8, u8),
    pub file_type: FileType,
    /// How metadata group sizes count (function groups always count themselves).
    pub group_sizing: GroupSizing,
    /// Whether functions carry `MDSZ` (files before about 2019 often do not).
    pub module_sizes: bool,
    /// The header extension after the function list.
    pub extension: ExtensionStyle,
}

/// What a new library has between its function list and its public metadata.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ExtensionStyle {
    /// No header extension (1.2.2 files).
    Absent,
    /// An extension holding only `ENDT` (many 1.2.3–1.2.9 files).
    Empty,
    /// An extension holding a content-derived `UUID` (Xcode 13 and later).
    #[default]
    Uuid,
}

impl Default for BuildOptions {
    /// A macOS 14 executable library, container 1.2.7 (what AIR 2.6 toolchains write), with
    /// inclusive group sizes, `MDSZ` and a `UUID`.
    fn default() -> Self {
        BuildOptions {
            version: FileVersion { major: 1, minor: 2, patch: 7 },
            platform: 1,
            os_version: (14, 0, 0),
            file_type: FileType::Executable,
            group_sizing: GroupSizing::Inclusive,
            module_sizes: true,
            extension: ExtensionStyle::Uuid,
        }
    }
}

/// Wraps raw bitcode in the 20-byte wrapper AIR modules carry; wrapped input is kept as is.
pub fn wrap_bitcode(module: &[u8]) -> Result<Vec<u8>, WriteError> {
    if module.len() >= 4 && module[..4] == BITCODE_WRAPPER_MAGIC.to_le_bytes() {
        return Ok(module.to_vec());
    }
    if module.len() < 4 || module[..4] != BITCODE_MAGIC {
        return Err(WriteError::Invalid("module is neither wrapped nor raw LLVM bitcode".into()));
    }
    let size = u32::try_from(module.len())
        .map_err(|_| WriteError::TooLarge { what: "module".into(), len: module.len() as u64 })?;
    let mut out = Vec::with_capacity(20 + module.len());
    for w in [BITCODE_WRAPPER_MAGIC, 0, 20, size, AIR_WRAPPER_CPUTYPE] {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out.extend_from_slice(module);
    Ok(out)
}

/// Packs functions into an executable (or other) library.
pub fn build(options: &BuildOptions, functions: &[NewFunction]) -> Result<Vec<u8>, WriteError> {
    struct Owned {
        name: Vec<u8>,
        ty: [u8; 1],
        hash: [u8; 32],
        vers: [u8; 8],
        module: Vec<u8>,
        cnst: Option<Vec<u8>>,
    }
    let mut owned = Vec::with_capacity(functions.len());
    for f in functions {
        if f.name.is_empty() || f.name.contains('\0') {
            return Err(WriteError::Invalid(format!("function name {:?} is empty or holds NUL", f.name)));
        }
        let module = wrap_bitcode(&f.module)?;
        let mut vers = [0u8; 8];
        for (k, v) in [f.air_version.0, f.air_version.1, f.language_version.0, f.language_version.1]
            .into_iter()
            .enumerate()
        {
            vers[k * 2..k * 2 + 2].copy_from_slice(&v.to_le_bytes());
        }
        let constants: Vec<Constant<'_>> = f
            .constants
            .iter()
            .map(|c| Constant { name: &c.name, data_type: c.data_type, index: c.index, active: c.active })
            .collect();
        owned.push(Owned {
            name: [f.name.as_bytes(), &[0]].concat(),
            ty: [f.function_type.byte()],
            hash: Sha256::digest(&module).into(),
            vers,
            cnst: (!constants.is_empty()).then(|| encode_constants(&constants)),
            module,
        });
    }
    // OFFT and MDSZ values are placeholders here; the writer derives them from the layout.
    const ZEROS: [u8; 24] = [0; 24];
    let mut lib = Library {
        header: Header {
            version: options.version,
            macos: options.platform == 1,
            file_type: options.file_type,
            stub: false,
            platform: options.platform,
            platform_64bit: options.version >= FileVersion { major: 1, minor: 2, patch: 6 },
            os_version: options.os_version,
        },
        functions: Vec::with_capacity(owned.len()),
        extension: match options.extension {
            ExtensionStyle::Absent => None,
            ExtensionStyle::Empty => Some(Vec::new()),
            ExtensionStyle::Uuid => Some(vec![Tag { name: TagName::UUID, value: &ZEROS[..16] }]),
        },
        public_metadata: Vec::with_capacity(owned.len()),
        private_metadata: Vec::with_capacity(owned.len()),
        public_sizing: options.group_sizing,
        private_sizing: options.group_sizing,
        modules: Vec::with_capacity(owned.len()),
        sections: Vec::new(),
        layout: [
            Some(Region::FunctionList),
            (options.extension != ExtensionStyle::Absent).then_some(Region::HeaderExtension),
            Some(Region::PublicMetadata),
            Some(Region::PrivateMetadata),
            Some(Region::Modules),
        ]
        .into_iter()
        .flatten()
        .collect(),
        warnings: Vec::new(),
    };
    // Functions with identical modules (entry points of one `.air`) share one module.
    let mut piece_of: std::collections::BTreeMap<[u8; 32], usize> = std::collections::BTreeMap::new();
    for (i, o) in owned.iter().enumerate() {
        let module = *piece_of.entry(o.hash).or_insert_with(|| {
            lib.modules.push(Piece { bytes: &o.module, padding: false });
            lib.modules.len() - 1
        });
        let mut tags = vec![
            Tag { name: TagName::NAME, value: &o.name },
            Tag { name: TagName::TYPE, value: &o.ty },
            Tag { name: TagName::HASH, value: &o.hash },
            Tag { name: TagName::OFFT, value: &ZEROS },
            Tag { name: TagName::VERS, value: &o.vers },
        ];
        if options.module_sizes {
            // Every real file with exclusive group sizes has MDSZ right before OFFT; every
            // one with inclusive sizes has it after VERS.
            let at = match options.group_sizing {
                GroupSizing::Exclusive => 3,
                GroupSizing::Inclusive => tags.len(),
            };
            tags.insert(at, Tag { name: TagName::MDSZ, value: &ZEROS[..8] });
        }
        lib.functions.push(Function {
            tags,
            name: "",
            function_type: None,
            module,
            public_metadata: i,
            private_metadata: i,
        });
        let public =
            o.cnst.as_deref().map(|v| vec![Tag { name: TagName::CNST, value: v }]).unwrap_or_default();
        lib.public_metadata.push(Group { tags: public });
        lib.private_metadata.push(Group::default());
    }
    let mut bytes = crate::write::write(&lib)?;
    if options.extension != ExtensionStyle::Uuid {
        return Ok(bytes);
    }
    // The UUID is the first extension tag, right after the function list the header locates.
    let field = |at: usize| bytes[at..at + 8].iter().rev().fold(0usize, |acc, &b| acc << 8 | b as usize);
    let uuid_at = field(24) + 4 + field(32) + 6;
    let digest = Sha256::digest(&bytes);
    let mut uuid = [0u8; 16];
    uuid.copy_from_slice(&digest[..16]);
    // RFC 9562 version 8 (custom) with the RFC variant: a valid UUID that says it is not random.
    uuid[6] = (uuid[6] & 0x0f) | 0x80;
    uuid[8] = (uuid[8] & 0x3f) | 0x80;
    bytes[uuid_at..uuid_at + 16].copy_from_slice(&uuid);
    Ok(bytes)
}
