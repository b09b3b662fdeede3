//! The AMD GCN/RDNA backend: compute kernels of gpu-ir to AMD machine code in HSA code
//! objects, for every AMD arch of metal-toolchain(7) (gfx600 … gfx1032).
//!
//! Layout shared by every backend: `isa` (instructions and operands), `gen` (what each
//! generation has), `encode`, `disasm`, `isel`, `abi`, `payload`, `sim`.

pub mod abi;
pub mod backend;
pub mod compile;
pub mod data;
pub mod disasm;
pub mod encode;
pub mod gen;
pub mod hazard;
pub mod isa;
pub mod isel;
pub mod launch;
pub mod payload;
pub mod print;
pub mod relax;
pub mod samples;
pub mod sim;
pub mod spare;
mod table;
mod vcc;
pub mod wait;
