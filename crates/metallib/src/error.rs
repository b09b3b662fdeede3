//! Errors of the reader and writer. Every read error names the byte offset and the
//! structure being read ("function 3 tag OFFT"), so that a corrupt library in a CI log can
//! be found with a hex editor without rerunning anything.

use crate::format::TagName;
use std::fmt;

/// The structure a reader was in when it failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    File,
    Header,
    FunctionList,
    /// `index` counts from 0 in file order; `tag` is the tag being read, if any.
    Function {
        index: u32,
        tag: Option<TagName>,
    },
    HeaderExtension {
        tag: Option<TagName>,
    },
    PublicMetadata {
        group: u32,
        tag: Option<TagName>,
    },
    PrivateMetadata {
        group: u32,
        tag: Option<TagName>,
    },
    ModuleList,
    /// A section that a header-extension tag points to.
    Section(TagName),
    BitcodeWrapper,
    ArchiveMember {
        index: u32,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = |f: &mut fmt::Formatter<'_>, t: &Option<TagName>| match t {
            Some(t) => write!(f, " tag {t}"),
            None => Ok(()),
        };
        match self {
            Place::File => write!(f, "file"),
            Place::Header => write!(f, "header"),
            Place::FunctionList => write!(f, "function list"),
            Place::Function { index, tag: t } => {
                write!(f, "function {index}")?;
                tag(f, t)
            }
            Place::HeaderExtension { tag: t } => {
                write!(f, "header extension")?;
                tag(f, t)
            }
            Place::PublicMetadata { group, tag: t } => {
                write!(f, "public metadata group {group}")?;
                tag(f, t)
            }
            Place::PrivateMetadata { group, tag: t } => {
                write!(f, "private metadata group {group}")?;
                tag(f, t)
            }
            Place::ModuleList => write!(f, "module list"),
            Place::Section(t) => write!(f, "{t} section"),
            Place::BitcodeWrapper => write!(f, "bitcode wrapper"),
            Place::ArchiveMember { index } => write!(f, "archive member {index}"),
        }
    }
}

/// What was wrong at that place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    #[error("not a MetalLib, .air module or .metal-ar archive (starts with {0})")]
    UnknownFormat(String),
    #[error("file ends early: {needed} more bytes needed for {what}")]
    UnexpectedEnd { what: &'static str, needed: u64 },
    /// Like `UnexpectedEnd`, at the end of the region (section, list) being read rather
    /// than of the file.
    #[error("{what} needs {needed} bytes past the end of its region at {end:#x}")]
    PastRegion { what: &'static str, needed: u64, end: u64 },
    #[error("header says the file has {header} bytes, but it has {actual}")]
    FileSize { header: u64, actual: u64 },
    #[error("{what} [{start:#x}, +{len:#x}) lies outside {within} [{limit_start:#x}, {limit_end:#x})")]
    OutOfBounds {
        what: &'static str,
        start: u64,
        len: u64,
        within: &'static str,
        limit_start: u64,
        limit_end: u64,
    },
    #[error("tag value has {found} bytes; {tag} values have {expected}")]
    TagSize { tag: TagName, expected: usize, found: usize },
    #[error("no {0} tag")]
    MissingTag(TagName),
    #[error("{0}")]
    Invalid(String),
}

/// A reader error with its location.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("byte {offset:#x} ({place}): {problem}")]
pub struct ReadError {
    pub offset: u64,
    pub place: Place,
    pub problem: Problem,
}

/// Something the reader accepted but reports: a redundant field that disagrees with the
/// fields it derives extents from (header offsets and sizes, `OFFT`, `MDSZ`). The bytes are
/// kept as they are, so the library still writes back identically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    pub offset: u64,
    pub place: Place,
    pub message: String,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {:#x} ({}): {}", self.offset, self.place, self.message)
    }
}

/// A writer error: the library model cannot be laid out as a file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    #[error("function {index}: {tag} value must have {expected} bytes, it has {found}")]
    TagSize { index: usize, tag: TagName, expected: usize, found: usize },
    #[error("{what} has {len} bytes, more than its size field can hold")]
    TooLarge { what: String, len: u64 },
    #[error("function {index} refers to {what} {target}, but there are only {count}")]
    BadReference { index: usize, what: &'static str, target: usize, count: usize },
    #[error("header extension tag {0} points to a section, but no section is given for it")]
    MissingSection(TagName),
    #[error("{0}")]
    Invalid(String),
}
