//! Dispatch: a grid of threadgroups run one after another (Metal gives no order between
//! threadgroups, so any order is a valid one, and a fixed one is deterministic); inside a
//! threadgroup, threads run in index order until each finishes or blocks on a collective
//! call, and blocked threads are released together:
//!
//! - SIMD-group scope (shuffles, reductions, ballots, `simdgroup_barrier`, …): once every
//!   unfinished thread of a SIMD-group (32 consecutive threads) is blocked, the threads
//!   waiting at the same call site in the same loop iteration run it together — the
//!   active lanes of that dynamic instance, which is how divergent SIMD code behaves on
//!   hardware; the earliest iteration goes first (`crate::loops`).
//! - Threadgroup scope (`threadgroup_barrier`): once every unfinished thread of the
//!   threadgroup waits at one, all are released.
//!
//! Anything else — threads waiting at barriers that the others can never reach — is a
//! reported deadlock, not a hang.

use crate::exec::{Host, Machine, Pending, Status, Thread, ThreadId};
use crate::observe::{Observer, Off, On, Sink};
use crate::value::Val;
use crate::InterpError;
use gpu_ir::FuncId;

/// Gives each thread's kernel arguments from its ids (see [`run_kernel`]).
pub type ArgsFn<'a> = dyn FnMut(&mut Machine<'_>, &ThreadIds) -> Result<Vec<Val>, InterpError> + 'a;

/// Threads per SIMD-group on every Apple GPU.
pub const SIMD_WIDTH: u32 = 32;

/// How a collective call synchronizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Simdgroup,
    Threadgroup,
}

/// Runs collective calls; implemented by the intrinsic layer.
pub trait Collective: Host {
    fn scope(&self, machine: &Machine<'_>, callee: FuncId) -> Scope;

    /// Runs one collective call for `lanes` (each: the thread's id and its pending call).
    /// Returns each lane's result, in order.
    fn run_collective(
        &mut self,
        machine: &mut Machine<'_>,
        lanes: &[(ThreadId, &Pending)],
    ) -> Result<Vec<Val>, InterpError>;
}

/// The ids of one thread of a dispatch, as Metal's builtins name them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThreadIds {
    pub thread_position_in_grid: [u32; 3],
    pub thread_position_in_threadgroup: [u32; 3],
    pub threadgroup_position_in_grid: [u32; 3],
    pub threads_per_threadgroup: [u32; 3],
    pub threadgroups_per_grid: [u32; 3],
    pub threads_per_grid: [u32; 3],
    pub thread_index_in_threadgroup: u32,
    pub thread_index_in_simdgroup: u32,
    pub simdgroup_index_in_threadgroup: u32,
    pub simdgroups_per_threadgroup: u32,
}

/// A dispatch: `dispatchThreadgroups` (every threadgroup full) or `dispatchThreads`
/// (the grid is a thread count; threadgroups at the far edges are partial).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grid {
    Threadgroups([u32; 3]),
    Threads([u32; 3]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dispatch {
    pub grid: Grid,
    pub threadgroup_size: [u32; 3],
}

/// The most threads one threadgroup may have (Metal's limit on Apple GPUs).
pub const MAX_THREADS_PER_THREADGROUP: u32 = 1024;

impl Dispatch {
    pub fn validate(&self) -> Result<(), InterpError> {
        let t = self.threadgroup_size;
        let n = t.iter().map(|&x| u64::from(x)).product::<u64>();
        if t.contains(&0) || n > u64::from(MAX_THREADS_PER_THREADGROUP) {
            return Err(InterpError::Dispatch(format!(
                "threadgroup size {}x{}x{} must have 1 to {MAX_THREADS_PER_THREADGROUP} threads",
                t[0], t[1], t[2]
            )));
        }
        let g = match self.grid {
            Grid::Threadgroups(g) | Grid::Threads(g) => g,
        };
        if g.contains(&0) {
            return Err(InterpError::Dispatch(format!("empty grid {}x{}x{}", g[0], g[1], g[2])));
        }
        Ok(())
    }

    /// Threadgroups in the grid and threads in the grid.
    pub fn extents(&self) -> ([u32; 3], [u32; 3]) {
        let t = self.threadgroup_size;
        match self.grid {
            Grid::Threadgroups(g) => (g, [g[0] * t[0], g[1] * t[1], g[2] * t[2]]),
            Grid::Threads(n) => ([n[0].div_ceil(t[0]), n[1].div_ceil(t[1]), n[2].div_ceil(t[2])], n),
        }
    }
}

/// Runs `kernel` over the dispatch. `args` gives each thread's arguments from its ids (the
/// caller binds buffers and builtins from the entry point's AIR metadata; see
/// `bind::launch`); it is called for the threads of a threadgroup in index order, after
/// the threadgroup's globals exist, so thread 0 is where per-threadgroup memory starts.
pub fn run_kernel(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    kernel: FuncId,
    dispatch: &Dispatch,
    args: &mut ArgsFn<'_>,
) -> Result<(), InterpError> {
    run_kernel_with(machine, host, kernel, dispatch, args, &mut Off)
}

/// [`run_kernel`], telling `observer` every value and branch of every thread
/// ([`crate::observe`]).
pub fn run_kernel_observed(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    kernel: FuncId,
    dispatch: &Dispatch,
    args: &mut ArgsFn<'_>,
    observer: &mut dyn Observer,
) -> Result<(), InterpError> {
    run_kernel_with(machine, host, kernel, dispatch, args, &mut On(observer))
}

/// The dispatch loop, generic over where events go so that a plain run carries no
/// observing code.
pub(crate) fn run_kernel_with<S: Sink>(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    kernel: FuncId,
    dispatch: &Dispatch,
    args: &mut ArgsFn<'_>,
    sink: &mut S,
) -> Result<(), InterpError> {
    dispatch.validate()?;
    let (groups, threads) = dispatch.extents();
    let t = dispatch.threadgroup_size;
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let tg = [gx, gy, gz];
                // A partial threadgroup has fewer threads along an edge (dispatchThreads).
                let size = [
                    t[0].min(threads[0] - gx * t[0]),
                    t[1].min(threads[1] - gy * t[1]),
                    t[2].min(threads[2] - gz * t[2]),
                ];
                run_threadgroup(machine, host, kernel, tg, [size, t], groups, threads, args, sink)?;
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn run_threadgroup<S: Sink>(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    kernel: FuncId,
    tg: [u32; 3],
    [size, full]: [[u32; 3]; 2],
    groups: [u32; 3],
    grid: [u32; 3],
    args: &mut ArgsFn<'_>,
    sink: &mut S,
) -> Result<(), InterpError> {
    machine.begin_threadgroup()?;
    if let Some(obs) = sink.observer() {
        obs.threadgroup(tg);
    }
    let count = size[0] * size[1] * size[2];
    let mut threads = Vec::with_capacity(count as usize);
    let mut all_ids = Vec::with_capacity(count as usize);
    for z in 0..size[2] {
        for y in 0..size[1] {
            for x in 0..size[0] {
                let index = x + size[0] * (y + size[1] * z);
                let ids = ThreadIds {
                    thread_position_in_grid: [tg[0] * full[0] + x, tg[1] * full[1] + y, tg[2] * full[2] + z],
                    thread_position_in_threadgroup: [x, y, z],
                    threadgroup_position_in_grid: tg,
                    threads_per_threadgroup: size,
                    threadgroups_per_grid: groups,
                    threads_per_grid: grid,
                    thread_index_in_threadgroup: index,
                    thread_index_in_simdgroup: index % SIMD_WIDTH,
                    simdgroup_index_in_threadgroup: index / SIMD_WIDTH,
                    simdgroups_per_threadgroup: count.div_ceil(SIMD_WIDTH),
                };
                all_ids.push(ids);
            }
        }
    }
    for ids in &all_ids {
        let id = ThreadId {
            local_index: ids.thread_index_in_threadgroup,
            simdgroup: ids.simdgroup_index_in_threadgroup,
            lane: ids.thread_index_in_simdgroup,
            simdgroup_threads: (count - ids.simdgroup_index_in_threadgroup * SIMD_WIDTH).min(SIMD_WIDTH),
        };
        let a = args(machine, ids)?;
        if let Some(obs) = sink.observer() {
            obs.arguments(id, kernel, &a);
        }
        threads.push(Thread::new(machine, id, kernel, a)?);
    }
    loop {
        for th in threads.iter_mut() {
            if th.status == Status::Runnable {
                th.run_with(machine, host, sink).map_err(|e| locate(e, th, machine, &all_ids))?;
            }
        }
        if threads.iter().all(|t| t.status == Status::Done) {
            return Ok(());
        }
        if release_simdgroups(machine, host, &mut threads, &all_ids, sink)? {
            continue;
        }
        if release_barrier(machine, host, &mut threads, &all_ids, sink)? {
            continue;
        }
        let waiting: Vec<String> = threads
            .iter()
            .filter(|t| t.status == Status::Blocked)
            .take(4)
            .filter_map(|t| {
                let p = t.pending.as_ref()?;
                Some(format!("thread {} at @{}", t.id.local_index, machine.module.functions[p.callee].name))
            })
            .collect();
        return Err(InterpError::Deadlock(format!(
            "threadgroup ({}, {}, {}): {}",
            tg[0],
            tg[1],
            tg[2],
            waiting.join(", ")
        )));
    }
}

fn locate(e: InterpError, th: &Thread, machine: &Machine<'_>, ids: &[ThreadIds]) -> InterpError {
    let pos = th.position(machine);
    let grid = ids.get(th.id.local_index as usize).map(|i| i.thread_position_in_grid).unwrap_or_default();
    InterpError::At {
        function: pos.as_ref().map(|p| p.function.clone()).unwrap_or_default(),
        block: pos.as_ref().map(|p| p.block).unwrap_or(0),
        inst: pos.as_ref().map(|p| p.inst).unwrap_or(0),
        thread: grid,
        source: Box::new(e),
    }
}

/// Releases one SIMD-group collective call site whose lanes are all waiting; true when one
/// ran. An error is located at the call, on its first lane.
fn release_simdgroups<S: Sink>(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    threads: &mut [Thread],
    ids: &[ThreadIds],
    sink: &mut S,
) -> Result<bool, InterpError> {
    let groups = threads.len().div_ceil(SIMD_WIDTH as usize);
    for g in 0..groups {
        let lo = g * SIMD_WIDTH as usize;
        let hi = (lo + SIMD_WIDTH as usize).min(threads.len());
        let members = &threads[lo..hi];
        if members.iter().any(|t| t.status == Status::Runnable) {
            continue;
        }
        // The waiting lanes earliest in structured program order (`Thread::program_order`),
        // and with them every lane waiting at the same site in the same iteration: lanes
        // that wait in a later iteration, or past a loop others are still in, run after
        // those lanes have run on to them (`crate::loops`).
        type Waiting = (usize, (FuncId, gpu_ir::Inst), Vec<u32>, Vec<(u64, u32)>);
        let mut waiting: Vec<Waiting> = Vec::new();
        for (i, th) in threads.iter().enumerate().take(hi).skip(lo) {
            let Some(p) = th.pending.as_ref() else { continue };
            if host.scope(machine, p.callee) == Scope::Simdgroup {
                waiting.push((i, p.site, th.iteration(machine), th.program_order(machine)));
            }
        }
        let Some((_, site, iteration, _)) =
            waiting.iter().min_by(|a, b| (&a.3, a.1, &a.2).cmp(&(&b.3, b.1, &b.2))).cloned()
        else {
            continue;
        };
        let lanes: Vec<usize> =
            waiting.into_iter().filter(|w| w.1 == site && w.2 == iteration).map(|w| w.0).collect();
        let results = {
            let calls: Vec<(ThreadId, &Pending)> = lanes
                .iter()
                .filter_map(|&i| threads[i].pending.as_ref().map(|p| (threads[i].id, p)))
                .collect();
            host.run_collective(machine, &calls).map_err(|e| locate(e, &threads[lanes[0]], machine, ids))?
        };
        if results.len() != lanes.len() {
            return Err(InterpError::Type("a collective call returned the wrong number of results".into()));
        }
        for (i, r) in lanes.into_iter().zip(results) {
            resume(&mut threads[i], r, sink)?;
        }
        return Ok(true);
    }
    Ok(false)
}

/// Releases a threadgroup barrier once every unfinished thread waits at one.
fn release_barrier<S: Sink>(
    machine: &mut Machine<'_>,
    host: &mut dyn Collective,
    threads: &mut [Thread],
    ids: &[ThreadIds],
    sink: &mut S,
) -> Result<bool, InterpError> {
    let waiting: Vec<usize> = (0..threads.len()).filter(|&i| threads[i].status == Status::Blocked).collect();
    if waiting.is_empty() {
        return Ok(false);
    }
    let all_at_barrier = waiting.iter().all(|&i| {
        threads[i].pending.as_ref().is_some_and(|p| host.scope(machine, p.callee) == Scope::Threadgroup)
    });
    if !all_at_barrier {
        return Ok(false);
    }
    let results = {
        let calls: Vec<(ThreadId, &Pending)> =
            waiting.iter().filter_map(|&i| threads[i].pending.as_ref().map(|p| (threads[i].id, p))).collect();
        host.run_collective(machine, &calls).map_err(|e| locate(e, &threads[waiting[0]], machine, ids))?
    };
    if results.len() != waiting.len() {
        return Err(InterpError::Type("a barrier returned the wrong number of results".into()));
    }
    for (i, r) in waiting.into_iter().zip(results) {
        resume(&mut threads[i], r, sink)?;
    }
    Ok(true)
}

/// Completes a thread's collective call; the observer hears the result first, as the
/// value of the call.
fn resume<S: Sink>(th: &mut Thread, result: Val, sink: &mut S) -> Result<(), InterpError> {
    if let (Some(obs), Some(p)) = (sink.observer(), th.pending.as_ref()) {
        obs.value(th.id, p.site.0, p.site.1, &result);
    }
    th.resume(result)
}
