//! The GPU Mach-O output container of metal-nt: `MH_GPU_EXECUTE` / `MH_GPU_DYLIB`
//! images shaped like Apple's GPU archives (a nested object per shader in a `__TEXT`
//! section per stage, tables as `LC_NOTE`s, `LC_BUILD_VERSION`, a content-derived
//! `LC_UUID`), thin or fat. [`write`] turns plain data into deterministic bytes; [`read`]
//! gives it back with every offset checked. docs/output-format.md is the contract.

mod layout;
mod model;
mod read;
mod write;

pub use model::{
    shader_symbol, FatMagic, FileType, Image, PayloadKind, Shader, Stage, FORMAT_NOTE, RESERVED_NOTE_PREFIX,
};
pub use read::{
    read, verify_uuids, BuildVersion, Container, Header, ImageView, MachO, Note, Section, Segment,
    ShaderView, Slice, SliceContent, Symbol,
};
pub use write::{write, write_fat, write_fat_slices, write_owned, FatSlice};

/// What went wrong reading or writing a container.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The bytes are not a container this crate reads.
    #[error("byte {offset:#x}, {structure}: {message}")]
    Malformed {
        /// Absolute offset in the input of the structure at fault.
        offset: u64,
        /// The structure (and slice/object it belongs to).
        structure: String,
        /// What is wrong.
        message: String,
    },
    /// The image breaks a rule of the container.
    #[error("cannot write {what}: {message}")]
    Unwritable {
        /// The field or shader at fault.
        what: String,
        /// What is wrong.
        message: String,
    },
}

impl Error {
    /// The byte offset a read error is located at.
    pub fn offset(&self) -> Option<u64> {
        match self {
            Error::Malformed { offset, .. } => Some(*offset),
            Error::Unwritable { .. } => None,
        }
    }
}
