//! Apple G13/G14 (M1/M2 family) backend of metal-nt: machine instructions as data,
//! encoder, disassembler, applegpu-syntax printer and simulator.

pub mod abi;
pub mod backend;
pub mod compile;
pub mod disasm;
pub mod encode;
pub mod isa;
pub mod isel;
pub mod launch;
pub mod oracle;
pub mod payload;
pub mod print;
pub mod samples;
pub mod sim;
pub mod table;
