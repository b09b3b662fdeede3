//! Watching a run: an [`Observer`] hears, thread by thread, every value an instruction
//! produced and every branch taken, so that a caller can compare what the lanes of a
//! SIMD-group did (the runtime check of the uniformity analysis, `opt`'s
//! `tests/uniformity_runtime.rs`, is the user this was made for).
//!
//! The hook costs nothing when nobody observes: the scheduler and [`crate::exec::Thread`]
//! are generic over a [`Sink`] whose `ON` constant is `false` for plain runs
//! ([`Off`]), so the observing code is compiled out of [`crate::launch`] and
//! [`crate::run_kernel`]; only [`crate::launch_observed`] and
//! [`crate::sched::run_kernel_observed`] carry it.
//!
//! What the events mean in the interpreter's scheduling model (docs/interp.md): threads
//! of a threadgroup run one at a time until each finishes or blocks on a collective call,
//! so the events of different lanes are *not* interleaved as on a lockstep SIMD machine.
//! Each event names its thread; grouping them into dynamic instances (which lanes ran
//! "the same" execution of an instruction together) is the observer's business.

use crate::exec::ThreadId;
use crate::value::Val;
use gpu_ir::{Block, FuncId, Inst};

/// Hears what the threads of a launch do. Every method has an empty default.
pub trait Observer {
    /// A threadgroup starts; the events up to the next call are its threads'.
    fn threadgroup(&mut self, _position: [u32; 3]) {}

    /// `thread` starts `func` (the kernel) with `args`, its bound parameters. Every thread
    /// of the threadgroup starts before any runs.
    fn arguments(&mut self, _thread: ThreadId, _func: FuncId, _args: &[Val]) {}

    /// `thread` computed `value` as the result of `inst` of `func` (`Val::Void` for
    /// instructions without one, such as stores). Phis are reported when their block is
    /// entered, after the [`Observer::branch`] that entered it; a collective call (SIMD-group
    /// function, barrier) when the scheduler completes it; a call to a defined function
    /// when it returns. Terminators report no value: see `branch`.
    fn value(&mut self, _thread: ThreadId, _func: FuncId, _inst: Inst, _value: &Val) {}

    /// `thread` left block `from` of `func` for `to` (`br`, `br i1`, `switch`).
    fn branch(&mut self, _thread: ThreadId, _func: FuncId, _from: Block, _to: Block) {}

    /// Asked after every instruction: `true` stops the launch with
    /// [`crate::InterpError::Stopped`] (an observer's own budget on a long run).
    fn stop(&mut self) -> bool {
        false
    }
}

/// Where the scheduler sends events. `ON` is a constant so that a plain run's code has no
/// trace of observation.
pub trait Sink {
    const ON: bool;
    fn observer(&mut self) -> Option<&mut dyn Observer>;
}

/// No observer: the plain run.
#[derive(Debug)]
pub struct Off;

impl Sink for Off {
    const ON: bool = false;
    #[inline(always)]
    fn observer(&mut self) -> Option<&mut dyn Observer> {
        None
    }
}

/// Events go to an observer.
pub struct On<'a>(pub &'a mut dyn Observer);

impl std::fmt::Debug for On<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("On(observer)")
    }
}

impl Sink for On<'_> {
    const ON: bool = true;
    fn observer(&mut self) -> Option<&mut dyn Observer> {
        Some(&mut *self.0)
    }
}
