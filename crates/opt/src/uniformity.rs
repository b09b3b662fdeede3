//! Uniformity (divergence) analysis: which values are the same in every active thread of
//! a SIMD-group, and which branches every active thread takes the same way. A backend
//! keeps uniform values in scalar registers and needs no execution mask for uniform
//! branches.
//!
//! Seeds: each parameter is uniform or divergent — from the entry point's AIR metadata
//! ([`seeds_from_metadata`]: buffers, textures, samplers, threadgroup memory and the
//! per-threadgroup / per-grid built-ins are uniform; thread positions and indices, stage
//! inputs and anything unknown are divergent) or given by the caller.
//!
//! Propagation, to a fixed point (docs/opt.md lists the rules):
//! - **data**: a result is divergent when an operand is; constants are uniform;
//! - **sources**: atomics, `system_coherent` loads, calls (but to intrinsics, which follow the rule of their
//!   `Op::Gpu`), allocas, loads from thread-private memory (address space
//!   0), lane-dependent GPU operations (shuffles, scans, `simd_is_first`, quad-group
//!   operations, SIMD-group matrices, unsupported operations) are divergent;
//!   SIMD-group reductions, broadcasts, votes, `is_uniform` and `get_simdgroup_size` are
//!   uniform whatever their operands;
//! - **control (sync dependence)**: a branch on a divergent condition makes divergent the
//!   phis of every block between the branch and its immediate post-dominator, and of the
//!   post-dominator itself (threads arrive there from different sides);
//! - **temporal divergence**: when such a branch can leave a loop (its post-dominator is
//!   outside the loop), threads leave in different iterations, so every value defined in
//!   the loop and used outside it is divergent.

use crate::dominators::{natural_loops, post_dominators, Cfg, Dominators};
use gpu_ir::gpu::Group;
use gpu_ir::{Block, FuncId, Function, GpuOp, Inst, Metadata, Module, Op, Value};

/// The result for one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uniformity {
    /// Divergent instruction results, by instruction index.
    pub divergent_insts: Vec<bool>,
    /// Divergent parameters.
    pub divergent_args: Vec<bool>,
    /// Blocks whose terminator branches on a divergent value.
    pub divergent_branches: Vec<bool>,
    /// Blocks that run with only part of the SIMD-group active when a divergent branch
    /// has split it (between the branch and its post-dominator).
    pub divergent_blocks: Vec<bool>,
}

impl Uniformity {
    pub fn is_uniform(&self, v: Value) -> bool {
        match v {
            Value::Const(_) => true,
            Value::Arg(a) => !self.divergent_args.get(a as usize).copied().unwrap_or(true),
            Value::Inst(i) => !self.divergent_insts.get(i.index()).copied().unwrap_or(true),
        }
    }

    /// Whether every active thread leaves `b` the same way.
    pub fn branch_is_uniform(&self, b: Block) -> bool {
        !self.divergent_branches.get(b.index()).copied().unwrap_or(true)
    }

    /// The result as text: the divergent values and branches (docs/opt.md).
    pub fn to_text(&self, m: &Module, f: &Function) -> String {
        let names = crate::structurize::Names::new(m, f);
        let mut s = format!("uniformity @{}\n", gpu_ir::print::quote_name(&f.name));
        let args: Vec<String> = (0..f.params.len() as u32)
            .filter(|&a| !self.is_uniform(Value::Arg(a)))
            .map(|a| names.value(m, Value::Arg(a)))
            .collect();
        s.push_str(&format!("  divergent arguments:{}\n", spaced(&args)));
        let mut vals = Vec::new();
        let mut branches = Vec::new();
        for (b, data) in f.blocks.iter() {
            for &i in &data.insts {
                if !self.is_uniform(Value::Inst(i)) {
                    let n = names.value(m, Value::Inst(i));
                    if !n.is_empty() {
                        vals.push(n);
                    }
                }
            }
            if !self.branch_is_uniform(b) {
                branches.push(names.block(b).to_string());
            }
        }
        s.push_str(&format!("  divergent values:{}\n", spaced(&vals)));
        s.push_str(&format!("  divergent branches:{}\n", spaced(&branches)));
        s
    }
}

/// Each item preceded by a space.
fn spaced(items: &[String]) -> String {
    items.iter().map(|x| format!(" {x}")).collect()
}

/// Built-ins whose value is the same for every thread of a SIMD-group.
const UNIFORM_BUILTINS: [&str; 12] = [
    "air.threadgroup_position_in_grid",
    "air.threadgroups_per_grid",
    "air.threads_per_threadgroup",
    "air.dispatch_threads_per_threadgroup",
    "air.threads_per_grid",
    "air.simdgroup_index_in_threadgroup",
    "air.simdgroups_per_threadgroup",
    "air.dispatch_simdgroups_per_threadgroup",
    "air.threads_per_simdgroup",
    "air.quadgroups_per_threadgroup",
    "air.dispatch_quadgroups_per_threadgroup",
    "air.grid_origin",
];

/// Argument kinds that name a resource, the same for every thread.
const UNIFORM_KINDS: [&str; 9] = [
    "air.buffer",
    "air.indirect_buffer",
    "air.texture",
    "air.sampler",
    "air.threadgroup",
    "air.function_table",
    "air.intersection_function_table",
    "air.visible_function_table",
    "air.instance_acceleration_structure",
];

fn md_string(m: &Module, id: Option<gpu_ir::MdId>) -> Option<&str> {
    match m.metadata.get(id?)? {
        Metadata::String(s) => Some(s),
        _ => None,
    }
}

/// The argument kind (`air.buffer`, `air.thread_position_in_grid`, …) of each parameter of
/// `f` from its entry-point metadata (`!air.kernel` and the other stage lists), or `None`
/// when `f` is not listed.
pub fn argument_kinds(m: &Module, f: FuncId) -> Option<Vec<Option<String>>> {
    let n = m.functions.get(f)?.params.len();
    for (key, nodes) in &m.named_metadata {
        if !key.starts_with("air.") {
            continue;
        }
        for &node in nodes {
            let Some(Metadata::Node { ops, .. }) = m.metadata.get(node) else { continue };
            let Some(Some(first)) = ops.first() else { continue };
            let names_f = matches!(m.metadata.get(*first), Some(Metadata::Value { value, .. })
                if m.called_function(Value::Const(*value)) == Some(f));
            if !names_f {
                continue;
            }
            let mut kinds = vec![None; n];
            // The argument list is the third operand.
            let Some(Some(args)) = ops.get(2) else { return Some(kinds) };
            let Some(Metadata::Node { ops: args, .. }) = m.metadata.get(*args) else { return Some(kinds) };
            for a in args.iter().flatten() {
                let Some(Metadata::Node { ops: a, .. }) = m.metadata.get(*a) else { continue };
                let index = match a.first().and_then(|x| x.and_then(|x| m.metadata.get(x))) {
                    Some(Metadata::Value { value, .. }) => match m.constants.get(*value) {
                        Some(gpu_ir::ConstantData::Int { bits, .. }) => *bits as usize,
                        _ => continue,
                    },
                    _ => continue,
                };
                let kind = a
                    .iter()
                    .skip(1)
                    .filter_map(|&x| md_string(m, x))
                    .find(|s| s.starts_with("air.") && *s != "air.function_constant");
                if let (Some(slot), Some(k)) = (kinds.get_mut(index), kind) {
                    *slot = Some(k.to_string());
                }
            }
            return Some(kinds);
        }
    }
    None
}

/// Divergent parameters of `f` from its entry-point metadata (true = divergent). A
/// function that is no entry point has every parameter divergent.
pub fn seeds_from_metadata(m: &Module, f: FuncId) -> Vec<bool> {
    let n = m.functions.get(f).map(|x| x.params.len()).unwrap_or(0);
    match argument_kinds(m, f) {
        None => vec![true; n],
        Some(kinds) => kinds
            .iter()
            .map(|k| match k.as_deref() {
                Some(k) => !(UNIFORM_KINDS.contains(&k) || UNIFORM_BUILTINS.contains(&k)),
                None => true,
            })
            .collect(),
    }
}

fn gpu_result(op: &GpuOp, wide: bool) -> Option<bool> {
    // Some(true): always divergent; Some(false): always uniform; None: from operands.
    match op {
        GpuOp::SimdgroupSize { .. } => Some(false),
        // A wave of several SIMD-groups: what is uniform within each is not uniform
        // across the wave.
        GpuOp::IsUniform { .. } => Some(wide),
        // `simd_vote` on a mask counts the threads of each SIMD-group, and the two
        // SIMD-groups of a wave may hold different numbers of threads.
        GpuOp::Reduce { .. }
        | GpuOp::Broadcast { .. }
        | GpuOp::BroadcastFirst { .. }
        | GpuOp::Vote { .. }
        | GpuOp::VoteMask { .. }
            if wide =>
        {
            Some(true)
        }
        GpuOp::Reduce { group, .. }
        | GpuOp::Broadcast { group, .. }
        | GpuOp::BroadcastFirst { group, .. }
        | GpuOp::Vote { group, .. } => Some(*group == Group::Quad),
        GpuOp::Scan { .. }
        | GpuOp::Shuffle { .. }
        | GpuOp::IsFirst { .. }
        | GpuOp::Atomic { .. }
        // Memory other devices write while the kernel runs: no two reads need agree.
        | GpuOp::CoherentAccess { .. }
        | GpuOp::Matrix(_)
        | GpuOp::Unsupported(_) => Some(true),
        GpuOp::Texture { .. } => None,
        _ => None,
    }
}

/// The operation a call to a declared intrinsic performs (as `lower_air_calls` decodes it).
fn intrinsic(m: &Module, callee: Value, fn_ty: gpu_ir::Type) -> Option<GpuOp> {
    let f = m.functions.get(m.called_function(callee)?)?;
    if !f.is_declaration() {
        return None;
    }
    gpu_ir::gpu::classify(&f.name, fn_ty, &m.types)
}

/// Analyzes `f` with parameter seeds `divergent_args` (missing entries are divergent).
pub fn analyze(m: &Module, f: &Function, divergent_args: &[bool]) -> Uniformity {
    analyze_for(m, f, divergent_args, false)
}

/// Seeds for [`analyze_for`] with `wide`: as [`seeds_from_metadata`], and the
/// SIMD-group index is divergent too, since one wave holds several SIMD-groups.
pub fn seeds_for_wide_waves(m: &Module, f: FuncId) -> Vec<bool> {
    let mut seeds = seeds_from_metadata(m, f);
    if let Some(kinds) = argument_kinds(m, f) {
        for (seed, kind) in seeds.iter_mut().zip(kinds) {
            if kind.as_deref() == Some("air.simdgroup_index_in_threadgroup") {
                *seed = true;
            }
        }
    }
    seeds
}

/// [`analyze`] for a machine whose wave (the set of threads sharing one program
/// counter and scalar registers) holds several SIMD-groups when `wide` is set — AMD's
/// 64-lane GCN waves hold two of Metal's 32-thread SIMD-groups — so SIMD-group
/// reductions, broadcasts and votes are uniform per SIMD-group but not per wave.
pub fn analyze_for(m: &Module, f: &Function, divergent_args: &[bool], wide: bool) -> Uniformity {
    let n = f.insts.len();
    let mut u = Uniformity {
        divergent_insts: vec![false; n],
        divergent_args: (0..f.params.len()).map(|a| divergent_args.get(a).copied().unwrap_or(true)).collect(),
        divergent_branches: vec![false; f.blocks.len()],
        divergent_blocks: vec![false; f.blocks.len()],
    };
    if f.is_declaration() {
        return u;
    }
    let cfg = Cfg::new(f);
    let dom = Dominators::of(&cfg);
    let pdom = post_dominators(&cfg);
    let loops = natural_loops(&cfg, &dom);
    // Loops already known to be left in different iterations (handled once each).
    let mut loop_done = vec![false; loops.len()];
    let mut block_of = vec![u32::MAX; n];
    for (b, data) in f.blocks.iter() {
        for &i in &data.insts {
            if let Some(x) = block_of.get_mut(i.index()) {
                *x = b.index() as u32;
            }
        }
    }
    // Phis forced divergent by sync dependence.
    let mut join_phis_divergent = vec![false; f.blocks.len()];
    let mut handled_branch = vec![false; f.blocks.len()];
    // Users of each instruction, in reachable code.
    let mut users: Vec<Vec<Inst>> = vec![Vec::new(); n];
    let mut queue: std::collections::VecDeque<Inst> = std::collections::VecDeque::new();
    let mut queued = vec![false; n];
    for &b in &dom.rpo {
        for &i in &f.blocks[Block::from_index(b)].insts {
            f.insts[i].op.for_each_operand(|v| {
                if let Value::Inst(x) = v {
                    if let Some(us) = users.get_mut(x.index()) {
                        us.push(i);
                    }
                }
            });
            queue.push_back(i);
            queued[i.index()] = true;
        }
    }
    // A worklist to the fixed point: an instruction is evaluated again when one of its
    // operands becomes divergent, or when its block becomes a join of a divergent branch.
    let mut requeue: Vec<Inst> = Vec::new();
    let mut scratch = vec![false; f.blocks.len()];
    while let Some(i) = queue.pop_front() {
        queued[i.index()] = false;
        let b = block_of[i.index()];
        let d = &f.insts[i];
        let cond = match &d.op {
            Op::CondBr { cond, .. } => Some(*cond),
            Op::Switch { value, .. } => Some(*value),
            _ => None,
        };
        if let Some(c) = cond {
            if !u.is_uniform(c) && !handled_branch[b as usize] {
                handled_branch[b as usize] = true;
                u.divergent_branches[b as usize] = true;
                sync_dependence(
                    f,
                    &cfg,
                    &pdom,
                    &loops,
                    &mut loop_done,
                    &block_of,
                    &users,
                    b,
                    &mut u,
                    &mut join_phis_divergent,
                    &mut requeue,
                    &mut scratch,
                );
            }
        } else if !u.divergent_insts[i.index()] {
            let any_op = || {
                let mut any = false;
                d.op.for_each_operand(|v| any |= !u.is_uniform(v));
                any
            };
            let div = match &d.op {
                Op::Phi { .. } => join_phis_divergent[b as usize] || any_op(),
                // A call to an intrinsic not yet lowered to `Op::Gpu` follows the rule of
                // the operation it names, so that the result does not depend on whether
                // `lower_air_calls` ran; any other call may return anything per thread.
                Op::Call { callee, fn_ty, .. } => match intrinsic(m, *callee, *fn_ty) {
                    Some(op) => gpu_result(&op, wide).unwrap_or_else(any_op),
                    None => true,
                },
                Op::AtomicRmw { .. } | Op::CmpXchg { .. } | Op::Alloca { .. } => true,
                Op::Load { ptr, .. } => {
                    let space = m.types.addrspace(m.value_type(f, *ptr));
                    space == Some(gpu_ir::types::addrspace::THREAD) || !u.is_uniform(*ptr)
                }
                Op::Gpu { op, .. } => gpu_result(op, wide).unwrap_or_else(any_op),
                _ => any_op(),
            };
            if div {
                u.divergent_insts[i.index()] = true;
                requeue.extend(users[i.index()].iter().copied());
            }
        }
        for x in requeue.drain(..) {
            if !queued[x.index()] {
                queued[x.index()] = true;
                queue.push_back(x);
            }
        }
    }
    u
}

/// Marks what a divergent branch at block `b` makes divergent.
#[allow(clippy::too_many_arguments)]
fn sync_dependence(
    f: &Function,
    cfg: &Cfg,
    pdom: &Dominators,
    loops: &[(u32, Vec<u32>)],
    loop_done: &mut [bool],
    block_of: &[u32],
    users: &[Vec<Inst>],
    b: u32,
    u: &mut Uniformity,
    join_phis: &mut [bool],
    requeue: &mut Vec<Inst>,
    scratch: &mut [bool],
) {
    // `scratch` (one flag per block, all false on entry and again on return) replaces a
    // fresh table per divergent branch.
    let n = cfg.len();
    let ipdom = pdom.idom.get(b as usize).copied().filter(|&p| (p as usize) < n);
    // Blocks between the branch and its post-dominator.
    let seen = scratch;
    let mut visited: Vec<u32> = Vec::new();
    let mut stack: Vec<u32> = cfg.succs[b as usize].clone();
    while let Some(x) = stack.pop() {
        if Some(x) == ipdom || seen[x as usize] {
            continue;
        }
        seen[x as usize] = true;
        visited.push(x);
        u.divergent_blocks[x as usize] = true;
        mark_join(f, x, join_phis, requeue);
        stack.extend(cfg.succs[x as usize].iter().copied());
    }
    if let Some(p) = ipdom {
        mark_join(f, p, join_phis, requeue);
    }
    for x in visited {
        seen[x as usize] = false;
    }
    // Loops the branch can leave: values defined inside and used outside.
    let stamp = seen;
    for (l, (_, body)) in loops.iter().enumerate() {
        if loop_done[l] {
            continue;
        }
        let inside = |x: u32| body.first() == Some(&x) || body[1..].binary_search(&x).is_ok();
        if !inside(b) || ipdom.is_some_and(inside) {
            continue;
        }
        loop_done[l] = true;
        for &x in body {
            stamp[x as usize] = true;
        }
        for &x in body {
            for &i in &f.blocks[Block::from_index(x)].insts {
                let escapes = users[i.index()].iter().any(|usr| {
                    block_of
                        .get(usr.index())
                        .is_some_and(|&ub| !stamp.get(ub as usize).copied().unwrap_or(false))
                });
                if escapes && !u.divergent_insts[i.index()] {
                    u.divergent_insts[i.index()] = true;
                    requeue.extend(users[i.index()].iter().copied());
                }
            }
        }
        for &x in body {
            stamp[x as usize] = false;
        }
    }
}

/// Makes block `x` a join of a divergent branch: its phis are evaluated again.
fn mark_join(f: &Function, x: u32, join_phis: &mut [bool], requeue: &mut Vec<Inst>) {
    if std::mem::replace(&mut join_phis[x as usize], true) {
        return;
    }
    for &i in &f.blocks[Block::from_index(x)].insts {
        if !matches!(f.insts[i].op, Op::Phi { .. }) {
            break;
        }
        requeue.push(i);
    }
}
