//! The reference interpreter: runs gpu-ir compute kernels on the CPU with Metal's
//! semantics — a grid of threadgroups, threadgroup memory, barriers, 32-wide SIMD-groups
//! whose collective operations run in lockstep, bounds-checked memory, deterministic
//! results. It is the semantic oracle every backend is checked against, and what
//! `metal-run` uses to run kernels on machines without a GPU.
//!
//! Layers: [`layout`] (sizes and offsets), [`value`] (runtime values, half/bfloat
//! rounding), [`memory`] (regions and bounds-checked pointers), [`exec`] (one thread:
//! LLVM instruction semantics), [`sched`] (threadgroups, SIMD-groups, barriers), [`air`]
//! (what AIR's intrinsics do), [`bind`] (launching a kernel with Metal's bindings).

pub mod air;
pub mod bind;
pub mod exec;
pub mod layout;
pub mod memory;
pub mod sched;
pub mod value;

pub use self::air::AirHost;
pub use bind::{launch, Bindings, LaunchError, LaunchStats};
pub use exec::{CallResult, Host, Machine, Pending, ThreadId};
pub use sched::{run_kernel, Collective, Dispatch, Grid, Scope, ThreadIds, SIMD_WIDTH};
pub use value::Val;

/// Everything that stops a run. `At` wraps an error with where it happened.
#[derive(Debug, thiserror::Error)]
pub enum InterpError {
    #[error("load or store through a null pointer")]
    NullAccess,
    #[error("pointer {0:#x} names no memory")]
    WildPointer(u64),
    #[error("access to {label} after it was freed")]
    Dangling { label: String },
    #[error("out-of-bounds access to {label}: {len} bytes at offset {offset}, but it has {size} bytes")]
    OutOfBounds { label: String, offset: u64, len: u64, size: u64 },
    #[error("write to read-only {label} at offset {offset}")]
    ReadOnly { label: String, offset: u64 },
    #[error("cannot allocate {size} bytes for {label}: over the interpreter's memory limit")]
    OutOfMemory { label: String, size: u64 },
    #[error("integer division by zero")]
    DivisionByZero,
    #[error("reached `unreachable`")]
    Unreachable,
    #[error("more than {0} instructions executed (an endless loop?)")]
    StepLimit(u64),
    #[error("deadlock: {0}")]
    Deadlock(String),
    #[error("bad dispatch: {0}")]
    Dispatch(String),
    #[error("type error: {0}")]
    Type(String),
    #[error("not supported by the interpreter: {0}")]
    Unsupported(String),
    #[error("the thread has finished")]
    Finished,
    #[error("in @{function}, block {block}, instruction {inst}, thread ({}, {}, {}): {source}", thread[0], thread[1], thread[2])]
    At { function: String, block: usize, inst: usize, thread: [u32; 3], source: Box<InterpError> },
}
