//! Which loads of device memory no write of the kernel can precede ("unclobbered"
//! loads, LLVM's `amdgpu.noclobber`): a uniform one may go through the scalar cache
//! (`s_load_dword*`), which the vector writes of the same kernel would not update.
//!
//! The structured body runs in the order it is written, except that a loop runs its
//! body again: a load is unclobbered when no instruction that may write memory
//! comes before it in that order, nor anywhere in a loop around it. Writes of other
//! threads need no separate look: they are the same instructions, and a thread can
//! rely on seeing one only through synchronization (an atomic, a barrier after the
//! write) whose write also comes first in this order.

use gpu_ir::gpu::GpuOp;
use gpu_ir::{Function, Inst as IrInst, Module, Op};
use opt::structurize::Node;
use std::collections::BTreeSet;

/// Whether `op` may write memory another access of the kernel could read: stores
/// outside private (0) and threadgroup (3) memory, atomics, calls, and GPU operations
/// other than pure ones, SIMD-group communication, barriers and fences (which order
/// writes but make none).
fn may_write(m: &Module, f: &Function, op: &Op) -> bool {
    match op {
        Op::Store { ptr, .. } => {
            let space = m.types.addrspace(m.value_type(f, *ptr)).unwrap_or(1);
            !matches!(space, 0 | 3)
        }
        Op::AtomicRmw { .. } | Op::CmpXchg { .. } | Op::Call { .. } => true,
        Op::Gpu { op, .. } => {
            !(op.is_pure()
                || op.is_simd_collective()
                || matches!(op, GpuOp::Barrier { .. } | GpuOp::Fence { .. }))
        }
        _ => false,
    }
}

fn writes_in(m: &Module, f: &Function, nodes: &[Node]) -> bool {
    nodes.iter().any(|n| match n {
        Node::Code(b) => f
            .blocks
            .get(*b)
            .is_some_and(|d| d.insts.iter().any(|&i| f.insts.get(i).is_some_and(|x| may_write(m, f, &x.op)))),
        Node::If { then, otherwise, .. } => writes_in(m, f, then) || writes_in(m, f, otherwise),
        Node::Switch { cases, default, .. } => {
            cases.iter().any(|(_, a)| writes_in(m, f, a)) || writes_in(m, f, default)
        }
        Node::Loop { body, .. } | Node::Scope { body, .. } => writes_in(m, f, body),
        Node::Jump { .. } | Node::Return { .. } | Node::Unreachable { .. } => false,
    })
}

/// The loads of `body` no write may precede (every load; the caller asks only about
/// device memory).
pub(super) fn unclobbered_loads(m: &Module, f: &Function, body: &[Node]) -> BTreeSet<IrInst> {
    let mut out = BTreeSet::new();
    let mut written = false;
    walk(m, f, body, &mut written, &mut out);
    out
}

fn walk(m: &Module, f: &Function, nodes: &[Node], written: &mut bool, out: &mut BTreeSet<IrInst>) {
    for n in nodes {
        if *written {
            return;
        }
        match n {
            Node::Code(b) => {
                let Some(d) = f.blocks.get(*b) else { continue };
                for &i in &d.insts {
                    let Some(x) = f.insts.get(i) else { continue };
                    if may_write(m, f, &x.op) {
                        *written = true;
                        return;
                    }
                    if matches!(x.op, Op::Load { .. }) {
                        out.insert(i);
                    }
                }
            }
            Node::If { then, otherwise, .. } => {
                walk(m, f, then, written, out);
                walk(m, f, otherwise, written, out);
            }
            Node::Switch { cases, default, .. } => {
                for (_, a) in cases {
                    walk(m, f, a, written, out);
                }
                walk(m, f, default, written, out);
            }
            Node::Loop { body, .. } => {
                // A write anywhere in the body precedes every load of the next iteration.
                if writes_in(m, f, body) {
                    *written = true;
                    return;
                }
                walk(m, f, body, written, out);
            }
            Node::Scope { body, .. } => walk(m, f, body, written, out),
            Node::Jump { .. } | Node::Return { .. } | Node::Unreachable { .. } => {}
        }
    }
}
