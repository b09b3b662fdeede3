//! metal-run as a library: everything between the command line and the output
//! directory, so that tests can run kernels without starting processes. `load` finds the
//! kernel, checks the dispatch, specializes the module and plans the bindings; the
//! prepared kernel then runs on the reference interpreter (`launch::run`) or, compiled
//! for an arch, on that backend's simulator (`native`), and `compare` sets the two
//! results side by side. The binary (`main.rs`) parses arguments, prints and writes.

pub mod batch;
pub mod compare;
pub mod cuda;
pub mod inputs;
pub mod launch;
pub mod library;
pub mod native;
pub mod nvidia;
pub mod output;
pub mod plan;
pub mod spec;

use anyhow::{bail, Result};
use std::collections::BTreeMap;

/// What to run: the kernel, its dispatch and what the host binds.
#[derive(Debug, Clone)]
pub struct Job {
    pub function: String,
    pub dispatch: interp::Dispatch,
    /// Bound buffers' initial contents by `[[buffer(n)]]` index.
    pub buffers: BTreeMap<u32, Vec<u8>>,
    /// Threadgroup-memory lengths by `[[threadgroup(n)]]` index.
    pub threadgroup_memory: BTreeMap<u32, u64>,
    pub constants: Vec<spec::ConstantSpec>,
}

/// A kernel ready to run: its specialized module, the binding plan, the dispatch, and
/// how messages name it (`LIB: kernel `name``).
#[derive(Debug)]
pub struct Loaded {
    pub name: String,
    pub what: String,
    pub prepared: launch::Prepared,
    pub plan: plan::Plan,
    pub dispatch: interp::Dispatch,
}

/// Finds `job.function` in `container` (`shown` is the library as the user named it),
/// checks the dispatch, specializes and plans.
pub fn load(container: &metallib::Container<'_>, shown: &str, job: Job) -> Result<Loaded> {
    let Job { function, dispatch, buffers, threadgroup_memory, constants } = job;
    load_with(container, shown, &function, dispatch, &constants, || Ok((buffers, threadgroup_memory)))
}

/// [`load`] with the bindings produced only once the kernel, the dispatch and the
/// constants have been checked (the command line reads buffer files then, so that errors
/// come in the order the work is done).
pub fn load_with(
    container: &metallib::Container<'_>,
    shown: &str,
    function: &str,
    dispatch: interp::Dispatch,
    constants: &[spec::ConstantSpec],
    bindings: impl FnOnce() -> Result<(BTreeMap<u32, Vec<u8>>, BTreeMap<u32, u64>)>,
) -> Result<Loaded> {
    let kernel = library::find_kernel(container, shown, function)?;
    let what = format!("{shown}: kernel `{}`", kernel.name);
    check_dispatch(&dispatch, &kernel, &what)?;
    let prepared = launch::prepare(&kernel, constants, &what)?;
    let (buffers, threadgroup_memory) = bindings()?;
    let plan = plan::plan(&prepared.entry, buffers, threadgroup_memory, &what)?;
    Ok(Loaded { name: kernel.name, what, prepared, plan, dispatch })
}

/// Runs the loaded kernel on the reference interpreter; the final contents of the bound
/// buffers by index. The loaded inputs are copied, so the kernel can run again.
pub fn interpret(loaded: &Loaded, max_instructions: u64) -> Result<BTreeMap<u32, Vec<u8>>> {
    launch::run(
        &loaded.prepared,
        loaded.plan.clone(),
        &loaded.dispatch,
        max_instructions,
        false,
        &loaded.what,
    )
}

/// [`interpret`], where reading threadgroup memory no thread of the threadgroup wrote is
/// an error (`interp::launch_checked`): batch mode's reference run, so that a kernel whose
/// generated dispatch leaves part of its threadgroup tile unwritten is skipped instead of
/// compared with a GPU's leftover bytes.
pub fn interpret_strict(loaded: &Loaded, max_instructions: u64) -> Result<BTreeMap<u32, Vec<u8>>> {
    launch::run(&loaded.prepared, loaded.plan.clone(), &loaded.dispatch, max_instructions, true, &loaded.what)
}

/// What Metal checks when it encodes the dispatch: the threadgroup size against the
/// device limit and the kernel's `max_total_threads_per_threadgroup`, and that the grid
/// has no empty dimension (the parsers already refuse zeros).
pub(crate) fn check_dispatch(
    dispatch: &interp::Dispatch,
    kernel: &library::Kernel<'_>,
    what: &str,
) -> Result<()> {
    let t = dispatch.threadgroup_size;
    let n = t.iter().map(|&x| u64::from(x)).product::<u64>();
    let (limit, whose) = match kernel.entry.max_total_threads_per_threadgroup {
        Some(m) => (u64::from(m).min(u64::from(interp::sched::MAX_THREADS_PER_THREADGROUP)), "the kernel's"),
        None => (u64::from(interp::sched::MAX_THREADS_PER_THREADGROUP), "Metal's"),
    };
    if n > limit {
        bail!(
            "{what}: --threadgroup-size {}x{}x{} has {n} threads, over {whose} limit of {limit} threads per threadgroup",
            t[0],
            t[1],
            t[2]
        );
    }
    dispatch.validate().map_err(|e| anyhow::anyhow!("{what}: {e}"))?;
    // Grid positions are 32-bit built-ins: a grid must fit them.
    let groups = match dispatch.grid {
        interp::Grid::Threadgroups(g) => g,
        interp::Grid::Threads(n) => [n[0].div_ceil(t[0]), n[1].div_ceil(t[1]), n[2].div_ceil(t[2])],
    };
    for d in 0..3 {
        if u64::from(groups[d]) * u64::from(t[d]) > u64::from(u32::MAX) {
            bail!("{what}: the grid has 2^32 or more threads along {}", ["x", "y", "z"][d]);
        }
    }
    Ok(())
}
