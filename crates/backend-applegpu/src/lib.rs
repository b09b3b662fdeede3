//! Apple G13/G14 (M1/M2 family) backend of metal-nt: machine instructions as data,
//! encoder, disassembler, applegpu-syntax printer and simulator.

pub mod isa;
pub mod abi;
pub mod compile;
pub mod isel;
pub mod payload;
