//! The NVIDIA backend: compute kernels of legalized, structured gpu-ir to PTX text for
//! `nvidiagpu_sm80` and `nvidiagpu_sm90` (metal-nt's extension to Apple's arch table).
//! PTX is virtual-register code, so there is no register allocation: every SSA value gets
//! its own PTX register and `ptxas` (or the CUDA driver) does the rest.
//!
//! `abi` is the kernel interface (docs/abi-ptx.md) that the CUDA runner in metal-run
//! launches against; `isel` writes the instructions; `backend` is the `Backend` trait.

pub mod abi;
pub mod backend;
pub mod isel;
