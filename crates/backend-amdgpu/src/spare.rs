//! Instruction buffers reused by the passes that rebuild a kernel's code, and across
//! the kernels one thread compiles: a pass that writes a new instruction list takes its
//! buffer here and gives back the list it consumed. Without them every such pass of
//! every kernel allocates a list of megabytes afresh, and the allocator hands the
//! memory back to the system in between, so that its pages are faulted in (and zeroed)
//! again each time.

use crate::isa::Inst;
use std::cell::RefCell;

/// Buffers kept per thread: a pass holds the code it reads and the one it writes, so
/// two cover a chain of passes.
const KEEP: usize = 2;

thread_local! {
    static SPARE: RefCell<Vec<Vec<Inst>>> = const { RefCell::new(Vec::new()) };
}

/// An empty instruction list with room for at least `n` instructions.
pub fn take(n: usize) -> Vec<Inst> {
    let v = SPARE
        .try_with(|s| s.try_borrow_mut().ok().and_then(|mut s| s.pop()))
        .ok()
        .flatten()
        .unwrap_or_default();
    if v.capacity() >= n {
        return v;
    }
    // Growing the empty buffer would copy its old contents (`realloc` knows nothing of
    // the length): a new one, at least twice as large so that the next kernel of about
    // this size finds room.
    Vec::with_capacity(n.max(v.capacity().saturating_mul(2)))
}

/// Gives `v`'s memory back for a later [`take`] (its instructions are dropped).
pub fn give(mut v: Vec<Inst>) {
    if v.capacity() == 0 {
        return;
    }
    v.clear();
    // Without room (or while the thread ends) it is simply freed.
    let _ = SPARE.try_with(|s| {
        if let Ok(mut s) = s.try_borrow_mut() {
            if s.len() < KEEP {
                s.push(v);
            }
        }
    });
}
