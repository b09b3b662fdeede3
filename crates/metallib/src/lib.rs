//! MetalLib (`MTLB`) containers: a zero-copy reader for every container version from
//! 1.2.2 to 1.2.9, a writer that reproduces what it reads byte for byte, a builder for new
//! libraries, `HASH` verification, and the other library inputs (bare `.air` modules and
//! `.metal-ar` archives).
//!
//! Layers, in the manner of `object`: [`format`] defines the bytes, [`read`] and
//! [`write`] convert between bytes and the [`model`], [`build`] makes new libraries.

pub mod build;
pub mod error;
pub mod file;
pub mod format;
pub mod input;
pub mod model;
pub mod read;
pub mod verify;
pub mod write;

pub use build::{build, BuildOptions, ExtensionStyle, NewConstant, NewFunction};
pub use error::{Place, Problem, ReadError, Warning, WriteError};
pub use format::{FileType, FunctionType, TagName};
pub use input::{open, AirModule, ArchiveMember, Container};
pub use model::{
    Constant, FileVersion, Function, Group, GroupSizing, Header, Library, Piece, Region, Section, Tag,
};
pub use read::read;
pub use verify::{verify_hashes, HashStatus};
pub use write::write;
