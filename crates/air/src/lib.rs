//! `air`: reads Apple AIR — LLVM bitcode, usually inside a bitcode wrapper — in pure Rust,
//! without any LLVM library.
//!
//! Layers, bottom up (each usable on its own, so a full IR decoder can grow on top):
//! - [`wrapper`]: finds the bitstream (wrapper header or raw `BC\xC0\xDE`);
//! - [`bitstream`]: bit cursor, abbreviations, BLOCKINFO, blocks and records;
//! - [`records`]: the layout of each shared record, current and old forms, parsed in one
//!   place for both readers;
//! - [`module`] and [`types`]: module records, STRTAB, type table, module constants and
//!   metadata as id tables;
//! - [`summary`]: the [`ModuleSummary`] an AIR consumer needs first;
//! - [`semantics`]: what the AIR metadata means ([`AirInfo`]: arguments, built-ins, stage I/O,
//!   function constants, threadgroup memory), with a stable text listing;
//! - [`decode`]: the whole module, function bodies included, as a verified [`gpu_ir::Module`]
//!   ([`read_module`]).
//!
//! All input is treated as hostile: errors, never panics, and work bounded by input size.

pub mod bitstream;
pub mod codes;
pub mod decode;
pub mod error;
pub mod module;
pub mod records;
pub mod semantics;
pub mod summary;
pub mod types;
pub mod wrapper;

pub use decode::{read_module, read_module_unverified, Decoded, Warning};
pub use error::{AirError, ErrorKind};
pub use semantics::{analyze, read_info, AirInfo};
pub use summary::{
    read_summary, summarize, EntryKind, EntryPoint, FunctionConstant, FunctionDecl, ModuleSummary,
};
