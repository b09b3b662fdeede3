//! The reference interpreter: runs gpu-ir compute kernels on the CPU with Metal's
//! semantics — a grid of threadgroups, threadgroup memory, barriers, 32-wide SIMD-groups
//! whose collective operations run in lockstep, bounds-checked memory, deterministic
//! results. It is the semantic oracle every backend is checked against, and what
//! `metal-run` uses to run kernels on machines without a GPU.
//!
//! Layers: [`layout`] (sizes and offsets), [`value`] (runtime values, half/bfloat
//! rounding), [`memory`] (regions and bounds-checked pointers), [`exec`] (one thread:
//! LLVM instruction semantics), [`sched`] (threadgroups, SIMD-groups, barriers), [`air`]
//! (what AIR's intrinsics do), [`bind`] (launching a kernel with Metal's bindings),
//! [`observe`] (an optional hook that hears every value and branch of a run), [`loops`]
//! (which loop iteration a SIMD-group operation belongs to).

pub mod air;
pub mod bind;
pub mod exec;
pub mod layout;
pub mod loops;
pub mod memory;
pub mod observe;
pub mod sched;
pub mod value;

pub use self::air::AirHost;
pub use bind::{launch, launch_checked, launch_limited, launch_observed, Bindings, LaunchError, LaunchStats};
pub use exec::{CallResult, Host, Machine, Pending, ThreadId};
pub use observe::Observer;
pub use sched::{run_kernel, run_kernel_observed, Collective, Dispatch, Grid, Scope, ThreadIds, SIMD_WIDTH};
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
    /// `offset` is the pointer's offset in its region (40 bits); one in the upper half is
    /// a negative index and prints as such.
    #[error("out-of-bounds access to {label}: {len} bytes at offset {}, but it has {size} bytes", signed_offset(*offset))]
    OutOfBounds { label: String, offset: u64, len: u64, size: u64 },
    /// Only with [`memory::Memory::strict_threadgroup`] (`launch_checked`).
    #[error("read of {label} at offset {offset} ({len} bytes) that no thread of the threadgroup wrote: threadgroup memory starts undefined in Metal")]
    Uninitialized { label: String, offset: u64, len: u64 },
    /// Only with [`memory::Memory::strict_threadgroup`] (`launch_checked`).
    #[error("data race: two unordered stores of different values to {label} at offset {offset} (the other by thread {} of threadgroup {}): which one lands is up to the hardware", other[1], other[0])]
    Race { label: String, offset: u64, other: [u32; 2] },
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
    /// An [`Observer`] asked to stop (`Observer::stop`).
    #[error("stopped by the observer")]
    Stopped,
    #[error("in @{function}, block {block}, instruction {inst}, thread ({}, {}, {}): {source}", thread[0], thread[1], thread[2])]
    At { function: String, block: usize, inst: usize, thread: [u32; 3], source: Box<InterpError> },
}

/// A region offset as the kernel computed it: offsets wrap at 2^40 (`memory`), so the upper
/// half are negative ones (an index of -1 and the like).
fn signed_offset(offset: u64) -> i64 {
    let bits = memory::OFFSET_BITS;
    ((offset << (64 - bits)) as i64) >> (64 - bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_offsets_print_as_negative() {
        let e =
            InterpError::OutOfBounds { label: "buffer 2".into(), offset: (1 << 40) - 8, len: 8, size: 64 };
        assert_eq!(
            e.to_string(),
            "out-of-bounds access to buffer 2: 8 bytes at offset -8, but it has 64 bytes"
        );
        assert_eq!(signed_offset(16), 16);
        assert_eq!(signed_offset((1 << 39) - 1), (1 << 39) - 1);
    }
}
