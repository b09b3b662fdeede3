//! The GPU architectures metal-nt can target: each `-arch` name with its vendor, ISA
//! generation, chip, Metal GPU families (what `supportsFamily()` tests), Mach-O
//! cputype/subtype, and the platforms and OS versions where it can be targeted.
//!
//! The built-in table (`table.rs`) is the default configuration. Family membership and
//! availability are reverse-engineered (formats.md §6 marks them inferred), so
//! `metal-nt -c FILE` can override every field with the JSON format of docs/config.md.

mod arch;
mod config;
mod locate;
mod platform;
mod table;

use std::fmt;

pub use arch::{
    Arch, ArchTable, Vendor, CPU_TYPE_AIR64, CPU_TYPE_AMDGPU, CPU_TYPE_APPLEGPU, CPU_TYPE_INTELGPU,
    CPU_TYPE_NVIDIAGPU, DOCUMENTED_FAMILIES,
};
pub use config::{CONFIG_FORMAT, CONFIG_VERSION};
pub use platform::{Platform, Version};

/// Everything that can go wrong in this crate. Messages are meant for users as they are;
/// the fields let callers build their own (the driver lists `close` as a note).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TargetError {
    #[error("unknown architecture `{name}`{}", ClosePart(close))]
    UnknownArch { name: String, close: Vec<String> },

    #[error("unknown platform `{name}`{}; platforms are {}", SuggestionPart(suggestion.as_deref()), Platform::list())]
    UnknownPlatform { name: String, suggestion: Option<String> },

    #[error("invalid version `{text}`: {reason}")]
    BadVersion { text: String, reason: String },

    /// An invalid `-c` configuration. `line` and `column` are 1-based: serde_json's
    /// position for syntax and shape errors, the position of the offending value for the
    /// checks made afterwards, which also set `pointer` (RFC 6901, e.g.
    /// `/archs/3/families/1`).
    #[error("{origin}:{line}:{column}: {message}{}", PointerPart(pointer.as_deref()))]
    Config { origin: String, line: usize, column: usize, pointer: Option<String>, message: String },
}

struct ClosePart<'a>(&'a [String]);

impl fmt::Display for ClosePart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            Ok(())
        } else {
            write!(f, "; close names: {}", self.0.join(", "))
        }
    }
}

struct SuggestionPart<'a>(Option<&'a str>);

impl fmt::Display for SuggestionPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(s) => write!(f, " (did you mean `{s}`?)"),
            None => Ok(()),
        }
    }
}

struct PointerPart<'a>(Option<&'a str>);

impl fmt::Display for PointerPart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(p) => write!(f, " (at {p})"),
            None => Ok(()),
        }
    }
}
