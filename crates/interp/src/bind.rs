//! Launching a kernel as Metal does: [`launch`] binds the entry point's parameters from
//! its AIR metadata (`air::semantics`) — device and constant buffers by buffer index,
//! threadgroup buffers by threadgroup-memory index (allocated afresh for each
//! threadgroup), built-ins such as `thread_position_in_grid` from each thread's ids —
//! runs the dispatch with [`AirHost`], and hands back every bound buffer's final bytes.

use crate::air::AirHost;
use crate::exec::Machine;
use crate::memory::Ptr;
use crate::observe::{Observer, Off, On, Sink};
use crate::sched::{run_kernel_with, Dispatch, ThreadIds};
use crate::value::Val;
use crate::InterpError;
use air::semantics::{ArgKind, EntryInfo};
use gpu_ir::{Module, Type, TypeInner};
use std::collections::BTreeMap;

/// What the caller binds, by index, as `setBuffer` / `setThreadgroupMemoryLength` do.
#[derive(Clone, Debug, Default)]
pub struct Bindings {
    /// Buffer index → contents; after [`launch`], the final contents.
    pub buffers: BTreeMap<u32, Vec<u8>>,
    /// Threadgroup-memory index → length in bytes.
    pub threadgroup_memory: BTreeMap<u32, u64>,
}

impl Bindings {
    /// Every buffer and threadgroup-memory index `entry` uses, bound to `buffer_len` zero
    /// bytes and `threadgroup_len` bytes: what a smoke run of a kernel on zero-filled
    /// inputs needs (the corpus tests launch every kernel of a library this way).
    pub fn zero_filled(entry: &EntryInfo, buffer_len: usize, threadgroup_len: u64) -> Bindings {
        let mut b = Bindings::default();
        for a in &entry.arguments {
            let location = a.location.unwrap_or(0);
            if is_threadgroup_buffer(a) {
                b.threadgroup_memory.insert(location, threadgroup_len);
            } else if a.kind == ArgKind::Buffer {
                b.buffers.insert(location, vec![0; buffer_len]);
            }
        }
        b
    }
}

/// Why a launch could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    #[error("no function `{0}` in the module")]
    NoFunction(String),
    #[error("`{0}` is not a kernel")]
    NotAKernel(String),
    #[error("argument {index} (`{name}`): buffer index {location} is not bound")]
    UnboundBuffer { index: u32, name: String, location: u32 },
    #[error("argument {index} (`{name}`): threadgroup memory index {location} has no length")]
    UnboundThreadgroupMemory { index: u32, name: String, location: u32 },
    #[error("argument {index} (`{name}`): {what} is not supported by the interpreter")]
    UnsupportedArgument { index: u32, name: String, what: String },
    #[error("argument {index} (`{name}`): {message}")]
    BadArgument { index: u32, name: String, message: String },
    #[error(transparent)]
    Run(#[from] InterpError),
}

/// What a finished launch reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaunchStats {
    /// Instructions executed, over all threads.
    pub steps: u64,
}

/// How one kernel parameter gets its value.
#[derive(Clone, Debug)]
enum Source {
    Buffer(u32),
    Threadgroup(u32),
    Builtin(Builtin),
}

#[derive(Clone, Copy, Debug)]
enum Builtin {
    Vec3(fn(&ThreadIds) -> [u32; 3]),
    Scalar(fn(&ThreadIds) -> u32),
}

fn builtin(kind: &str) -> Option<Builtin> {
    use Builtin::*;
    Some(match kind.strip_prefix("air.")? {
        "thread_position_in_grid" => Vec3(|t| t.thread_position_in_grid),
        "thread_position_in_threadgroup" => Vec3(|t| t.thread_position_in_threadgroup),
        "threadgroup_position_in_grid" => Vec3(|t| t.threadgroup_position_in_grid),
        "threads_per_threadgroup" => Vec3(|t| t.threads_per_threadgroup),
        "threadgroups_per_grid" => Vec3(|t| t.threadgroups_per_grid),
        "threads_per_grid" | "grid_size" => Vec3(|t| t.threads_per_grid),
        "grid_origin" => Vec3(|_| [0, 0, 0]),
        "thread_index_in_threadgroup" => Scalar(|t| t.thread_index_in_threadgroup),
        "thread_index_in_simdgroup" => Scalar(|t| t.thread_index_in_simdgroup),
        "simdgroup_index_in_threadgroup" => Scalar(|t| t.simdgroup_index_in_threadgroup),
        "simdgroups_per_threadgroup" | "dispatch_simdgroups_per_threadgroup" => {
            Scalar(|t| t.simdgroups_per_threadgroup)
        }
        "threads_per_simdgroup" | "thread_execution_width" => Scalar(|_| crate::sched::SIMD_WIDTH),
        "thread_index_in_quadgroup" => Scalar(|t| t.thread_index_in_threadgroup % 4),
        "quadgroup_index_in_threadgroup" => Scalar(|t| t.thread_index_in_threadgroup / 4),
        "quadgroups_per_threadgroup" => Scalar(|t| {
            (t.threads_per_threadgroup[0] * t.threads_per_threadgroup[1] * t.threads_per_threadgroup[2])
                .div_ceil(4)
        }),
        _ => return None,
    })
}

/// The value of a built-in in the parameter's type (an integer, or a vector of 2 or 3).
fn builtin_value(m: &Module, ty: Type, b: Builtin, ids: &ThreadIds) -> Result<Val, InterpError> {
    let t = &m.types;
    let width = |e: Type| {
        t.int_bits(e).ok_or_else(|| InterpError::Type(format!("a built-in of type {}", t.display(ty))))
    };
    Ok(match (t.inner(ty), b) {
        (TypeInner::Vector { elem, len }, b) => {
            let w = width(*elem)?;
            let v = match b {
                Builtin::Vec3(f) => f(ids),
                Builtin::Scalar(f) => [f(ids), 0, 0],
            };
            Val::Vector(
                (0..*len as usize).map(|i| Val::int(u64::from(v.get(i).copied().unwrap_or(0)), w)).collect(),
            )
        }
        (_, Builtin::Vec3(f)) => Val::int(u64::from(f(ids)[0]), width(ty)?),
        (_, Builtin::Scalar(f)) => Val::int(u64::from(f(ids)), width(ty)?),
    })
}

/// Runs `kernel` over `dispatch` with `bindings`; on success the bound buffers hold their
/// final contents. `entry` is the kernel's AIR entry-point description.
pub fn launch(
    module: &Module,
    entry: &EntryInfo,
    bindings: &mut Bindings,
    dispatch: &Dispatch,
) -> Result<LaunchStats, LaunchError> {
    launch_with(module, entry, bindings, dispatch, &mut Off, None, false)
}

/// [`launch`] stopping with [`crate::InterpError::StepLimit`] once the run has executed
/// more than `step_limit` instructions over all threads (a kernel that loops forever
/// otherwise runs until the default limit of 2^32).
pub fn launch_limited(
    module: &Module,
    entry: &EntryInfo,
    bindings: &mut Bindings,
    dispatch: &Dispatch,
    step_limit: u64,
) -> Result<LaunchStats, LaunchError> {
    launch_with(module, entry, bindings, dispatch, &mut Off, Some(step_limit), false)
}

/// [`launch_limited`]; with `strict_threadgroup`, reading threadgroup memory that no
/// thread of the threadgroup wrote is an error ([`InterpError::Uninitialized`]) instead
/// of reading the zeros the interpreter starts it with: Metal leaves it undefined, so
/// results that depend on such a read cannot be compared with a GPU's.
pub fn launch_checked(
    module: &Module,
    entry: &EntryInfo,
    bindings: &mut Bindings,
    dispatch: &Dispatch,
    step_limit: u64,
    strict_threadgroup: bool,
) -> Result<LaunchStats, LaunchError> {
    launch_with(module, entry, bindings, dispatch, &mut Off, Some(step_limit), strict_threadgroup)
}

/// [`launch`], telling `observer` every value and branch of every thread
/// ([`crate::observe`]; docs/interp.md). A plain [`launch`] carries none of this code.
pub fn launch_observed(
    module: &Module,
    entry: &EntryInfo,
    bindings: &mut Bindings,
    dispatch: &Dispatch,
    observer: &mut dyn Observer,
) -> Result<LaunchStats, LaunchError> {
    launch_with(module, entry, bindings, dispatch, &mut On(observer), None, false)
}

fn launch_with<S: Sink>(
    module: &Module,
    entry: &EntryInfo,
    bindings: &mut Bindings,
    dispatch: &Dispatch,
    sink: &mut S,
    step_limit: Option<u64>,
    strict_threadgroup: bool,
) -> Result<LaunchStats, LaunchError> {
    let (fid, f) = module
        .functions
        .iter()
        .find(|(_, f)| f.name == entry.name && !f.is_declaration())
        .ok_or_else(|| LaunchError::NoFunction(entry.name.clone()))?;
    if entry.kind != air::summary::EntryKind::Kernel {
        return Err(LaunchError::NotAKernel(entry.name.clone()));
    }
    dispatch.validate()?;
    // How each parameter is bound.
    let mut sources: Vec<Option<Source>> = vec![None; f.params.len()];
    for a in &entry.arguments {
        let Some(index) = a.index else { continue };
        let name = a.name.clone().unwrap_or_default();
        let slot = sources.get_mut(index as usize).ok_or_else(|| LaunchError::BadArgument {
            index,
            name: name.clone(),
            message: format!("the function has {} parameters", f.params.len()),
        })?;
        let location = a.location.unwrap_or(0);
        *slot = Some(match a.kind {
            _ if is_threadgroup_buffer(a) => {
                if !bindings.threadgroup_memory.contains_key(&location) {
                    return Err(LaunchError::UnboundThreadgroupMemory { index, name, location });
                }
                Source::Threadgroup(location)
            }
            ArgKind::Buffer => {
                if !bindings.buffers.contains_key(&location) {
                    return Err(LaunchError::UnboundBuffer { index, name, location });
                }
                Source::Buffer(location)
            }
            ArgKind::Builtin => {
                Source::Builtin(builtin(&a.air_kind).ok_or_else(|| LaunchError::UnsupportedArgument {
                    index,
                    name: name.clone(),
                    what: format!("built-in `{}`", a.air_kind),
                })?)
            }
            other => {
                return Err(LaunchError::UnsupportedArgument {
                    index,
                    name,
                    what: format!("a {} argument", serde_kind(other)),
                })
            }
        });
    }
    if let Some(i) = sources.iter().position(Option::is_none) {
        return Err(LaunchError::BadArgument {
            index: i as u32,
            name: String::new(),
            message: "the entry point's metadata does not describe this parameter".into(),
        });
    }
    let mut machine = Machine::new(module)?;
    machine.mem.strict_threadgroup = strict_threadgroup;
    if let Some(limit) = step_limit {
        machine.step_limit = limit;
    }
    // Buffers live for the whole dispatch, in their address space.
    let mut regions: BTreeMap<u32, u32> = BTreeMap::new();
    let mut buffer_ptr: BTreeMap<u32, u64> = BTreeMap::new();
    for (i, a) in entry.arguments.iter().enumerate() {
        if a.kind != ArgKind::Buffer || is_threadgroup_buffer(a) {
            continue;
        }
        let location = a.location.unwrap_or(0);
        if buffer_ptr.contains_key(&location) {
            continue;
        }
        let bytes = bindings.buffers.get(&location).cloned().unwrap_or_default();
        let space = a.address_space.unwrap_or(1);
        let label =
            format!("buffer {location} (`{}`)", a.name.clone().unwrap_or_else(|| format!("argument {i}")));
        let p = machine.mem.alloc_with(bytes, space, label)?;
        // `constant` buffers are read-only to the kernel.
        if space == 2 {
            if let Some(r) = machine.mem.regions.get_mut(p.region as usize) {
                r.read_only = true;
            }
        }
        regions.insert(location, p.region);
        buffer_ptr.insert(location, p.encode());
    }
    let mut host = AirHost::new(module);
    // Threadgroup memory: regions of the current threadgroup, replaced when it changes.
    let mut tg_regions: BTreeMap<u32, u32> = BTreeMap::new();
    let tg_lengths = bindings.threadgroup_memory.clone();
    let params: Vec<Type> = f.params.iter().map(|p| p.ty).collect();
    let mut args = |machine: &mut Machine<'_>, ids: &ThreadIds| -> Result<Vec<Val>, InterpError> {
        if ids.thread_index_in_threadgroup == 0 {
            for (_, r) in std::mem::take(&mut tg_regions) {
                machine.mem.free(r);
            }
            for (&loc, &len) in &tg_lengths {
                let p = machine.mem.alloc(len, 3, format!("threadgroup memory {loc}"))?;
                tg_regions.insert(loc, p.region);
            }
        }
        sources
            .iter()
            .zip(&params)
            .map(|(s, &ty)| match s {
                Some(Source::Buffer(loc)) => Ok(Val::Ptr(buffer_ptr.get(loc).copied().unwrap_or(0))),
                Some(Source::Threadgroup(loc)) => Ok(Val::Ptr(
                    tg_regions.get(loc).map(|&r| Ptr { region: r, offset: 0 }.encode()).unwrap_or(0),
                )),
                Some(Source::Builtin(b)) => builtin_value(module, ty, *b, ids),
                None => Err(InterpError::Type("an unbound parameter".into())),
            })
            .collect()
    };
    run_kernel_with(&mut machine, &mut host, fid, dispatch, &mut args, sink)?;
    for (loc, region) in regions {
        if let (Some(out), Some(r)) =
            (bindings.buffers.get_mut(&loc), machine.mem.regions.get(region as usize))
        {
            out.clear();
            out.extend_from_slice(&r.bytes);
        }
    }
    Ok(LaunchStats { steps: machine.steps })
}

/// A threadgroup buffer parameter: `air.threadgroup`, or (newer toolchains, e.g. ggml's
/// kernels built by metalfe-32023) `air.buffer` with `air.address_space` 3 — both are
/// `threadgroup T* [[threadgroup(n)]]`, bound by `setThreadgroupMemoryLength(_, index: n)`.
pub fn is_threadgroup_buffer(a: &air::semantics::Argument) -> bool {
    a.kind == ArgKind::ThreadgroupBuffer || (a.kind == ArgKind::Buffer && a.address_space == Some(3))
}

fn serde_kind(k: ArgKind) -> String {
    serde_json::to_value(k)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{k:?}"))
}
