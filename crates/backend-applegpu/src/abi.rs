//! How a Metal compute kernel's inputs reach Apple G13/G14 code (docs/abi-applegpu.md):
//! buffer addresses, `[[threadgroup(n)]]` offsets and the grid sizes in uniform registers
//! (filled before the dispatch from the binding records), the per-thread and
//! per-threadgroup positions in special registers (`get_sr`), threadgroup memory laid
//! out from address 0, and the registers the hardware gives a meaning (`r0l`, the
//! execution-mask stack; `r1`, the link register).

use codegen::params::Param;
use gpu_ir::{FuncId, GlobalId, Module};
use std::collections::BTreeMap;

/// Uniform registers (32-bit) of the G13/G14 uniform file.
pub const UNIFORMS: u16 = 256;

/// Bytes of threadgroup memory a G13/G14 threadgroup may use (Metal's
/// `maxThreadgroupMemoryLength` on the Apple7/Apple8 families).
pub const THREADGROUP_MEMORY_BYTES: u32 = 32 * 1024;

/// GPRs the hardware gives a meaning: `r0` (its low half counts the execution-mask
/// stack) and `r1` (the link register). The allocator never hands them out.
pub const RESERVED_GPRS: u16 = 2;

/// Special registers (`get_sr`) of the built-ins, per component x, y, z.
pub mod sr {
    pub const THREADGROUP_POSITION_IN_GRID: [u8; 3] = [0, 1, 2];
    pub const THREADS_PER_THREADGROUP: [u8; 3] = [4, 5, 6];
    pub const DISPATCH_THREADS_PER_THREADGROUP: [u8; 3] = [8, 9, 10];
    pub const THREAD_POSITION_IN_THREADGROUP: [u8; 3] = [48, 49, 50];
    pub const THREAD_INDEX_IN_THREADGROUP: u8 = 51;
    pub const THREAD_INDEX_IN_SIMDGROUP: u8 = 52;
    pub const SIMDGROUP_INDEX_IN_THREADGROUP: u8 = 53;
    pub const THREAD_POSITION_IN_GRID: [u8; 3] = [80, 81, 82];
}

/// A value derived from others in the code (no register of its own holds it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Derived {
    /// 32 on every G13/G14 GPU.
    ThreadsPerSimdgroup,
    /// `ceil(threads_per_threadgroup.x * .y * .z / 32)`.
    SimdgroupsPerThreadgroup,
    /// `thread_index_in_simdgroup & 3`.
    ThreadIndexInQuadgroup,
    /// `thread_index_in_threadgroup >> 2`.
    QuadgroupIndexInThreadgroup,
}

/// Where one parameter's value comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// A 64-bit device or constant address in the uniform pair `u[n]`, `u[n+1]`.
    Buffer {
        uniform: u16,
    },
    /// A threadgroup-memory byte address in the 32-bit uniform `u[n]`.
    Threadgroup {
        uniform: u16,
    },
    /// One special register per component (x, y, z), read with `get_sr`.
    Special(Vec<u8>),
    /// One 32-bit uniform per component.
    Uniform(Vec<u16>),
    Derived(Derived),
}

/// One parameter's placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedParam {
    pub index: u32,
    pub place: Place,
    pub param: Param,
}

/// One binding record: what the dispatcher writes into which uniform before a dispatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Binding {
    /// The address of the buffer bound at Metal index `slot` (64 bits, two uniforms).
    Buffer { slot: u32, uniform: u16 },
    /// The threadgroup-memory byte address of `[[threadgroup(slot)]]` (32 bits).
    Threadgroup { slot: u32, uniform: u16 },
    /// `threads_per_grid.xyz` (three uniforms).
    ThreadsPerGrid { uniform: u16 },
    /// `threadgroups_per_grid.xyz` (three uniforms).
    ThreadgroupsPerGrid { uniform: u16 },
    /// The address of the dispatch's thread-private memory: `bytes` per thread of the
    /// grid, thread `x + X·(y + Y·z)` at `address + index·bytes` (64 bits).
    Scratch { uniform: u16, bytes: u32 },
}

/// The kernel's whole interface.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KernelAbi {
    pub params: Vec<PlacedParam>,
    /// What the dispatcher loads into the uniform registers, in uniform order.
    pub bindings: Vec<Binding>,
    /// Uniform registers the bindings occupy (`u0` up to this one, exclusive).
    pub uniforms: u16,
    /// Threadgroup-memory address of each threadgroup variable of the module.
    pub threadgroup_globals: BTreeMap<GlobalId, u32>,
    /// Bytes of threadgroup memory the module's variables take (16-byte multiple); the
    /// `[[threadgroup(n)]]` buffers follow them.
    pub threadgroup_static: u32,
    /// Thread-private bytes per thread (the allocas left after optimization), 0 when none.
    pub scratch_bytes: u32,
    /// Each alloca's byte offset in the thread's private area.
    pub allocas: BTreeMap<gpu_ir::Inst, u32>,
    /// The uniform pair holding the scratch address, with thread-private memory.
    pub scratch_uniform: Option<u16>,
    /// The first of the grid block's uniforms, when the kernel has one.
    pub grid_uniform: Option<u16>,
}

fn builtin_place(kind: &str, uniforms: &mut Uniforms) -> Option<Place> {
    Some(match kind {
        "thread_position_in_grid" => Place::Special(sr::THREAD_POSITION_IN_GRID.to_vec()),
        "thread_position_in_threadgroup" => Place::Special(sr::THREAD_POSITION_IN_THREADGROUP.to_vec()),
        "threadgroup_position_in_grid" => Place::Special(sr::THREADGROUP_POSITION_IN_GRID.to_vec()),
        "threads_per_threadgroup" => Place::Special(sr::THREADS_PER_THREADGROUP.to_vec()),
        "dispatch_threads_per_threadgroup" => Place::Special(sr::DISPATCH_THREADS_PER_THREADGROUP.to_vec()),
        "thread_index_in_threadgroup" => Place::Special(vec![sr::THREAD_INDEX_IN_THREADGROUP]),
        "thread_index_in_simdgroup" => Place::Special(vec![sr::THREAD_INDEX_IN_SIMDGROUP]),
        "simdgroup_index_in_threadgroup" => Place::Special(vec![sr::SIMDGROUP_INDEX_IN_THREADGROUP]),
        "threads_per_grid" => Place::Uniform(uniforms.grid(true)),
        "threadgroups_per_grid" => Place::Uniform(uniforms.grid(false)),
        "threads_per_simdgroup" => Place::Derived(Derived::ThreadsPerSimdgroup),
        "simdgroups_per_threadgroup" | "dispatch_simdgroups_per_threadgroup" => {
            Place::Derived(Derived::SimdgroupsPerThreadgroup)
        }
        "thread_index_in_quadgroup" => Place::Derived(Derived::ThreadIndexInQuadgroup),
        "quadgroup_index_in_threadgroup" => Place::Derived(Derived::QuadgroupIndexInThreadgroup),
        _ => return None,
    })
}

/// The grid words, placed once after the buffers and threadgroup offsets.
struct Uniforms {
    /// First uniform of the grid block (threads_per_grid at +0, threadgroups_per_grid at +4).
    grid_at: u16,
    threads: bool,
    groups: bool,
}

impl Uniforms {
    fn grid(&mut self, threads: bool) -> Vec<u16> {
        let base = if threads {
            self.threads = true;
            self.grid_at
        } else {
            self.groups = true;
            self.grid_at + 4
        };
        (0..3).map(|k| base + k).collect()
    }
}

/// Lays out the interface of kernel `f`; an error names what has no place in this ABI
/// (textures, samplers, too many buffers, …).
pub fn layout(m: &Module, f: FuncId, params: &[Param]) -> Result<KernelAbi, String> {
    let mut abi = KernelAbi::default();
    let Some(func) = m.functions.get(f) else { return Err("the function does not exist".into()) };
    let mut placed: Vec<&Param> = Vec::new();
    for (i, _) in func.params.iter().enumerate() {
        let Some(p) = params.iter().find(|p| p.index as usize == i) else {
            return Err(format!("parameter {i} has no AIR argument metadata"));
        };
        placed.push(p);
    }
    // Buffers first, by Metal index (the rank among the kernel's buffers picks the
    // pair), then the threadgroup offsets, then the grid block on a 4-uniform boundary.
    let slot = |p: &Param| p.location.unwrap_or(p.index);
    let mut buffers: Vec<&Param> =
        placed.iter().copied().filter(|p| matches!(p.short_kind(), "buffer" | "indirect_buffer")).collect();
    buffers.sort_by_key(|p| (slot(p), p.index));
    let mut groups: Vec<&Param> =
        placed.iter().copied().filter(|p| p.short_kind() == "threadgroup").collect();
    groups.sort_by_key(|p| (slot(p), p.index));
    let mut next: u32 = 0;
    let mut places: BTreeMap<u32, Place> = BTreeMap::new();
    for p in &buffers {
        places.insert(p.index, Place::Buffer { uniform: next as u16 });
        abi.bindings.push(Binding::Buffer { slot: slot(p), uniform: next as u16 });
        next += 2;
        if next > u32::from(UNIFORMS) {
            return Err(format!("{} buffers (the uniform registers hold at most 120)", buffers.len()));
        }
    }
    for p in &groups {
        places.insert(p.index, Place::Threadgroup { uniform: next as u16 });
        abi.bindings.push(Binding::Threadgroup { slot: slot(p), uniform: next as u16 });
        next += 1;
    }
    let grid_at = next.next_multiple_of(4);
    if grid_at + 10 > u32::from(UNIFORMS) {
        return Err("more buffers and threadgroup buffers than the 256 uniform registers hold".into());
    }
    let mut uniforms = Uniforms { grid_at: grid_at as u16, threads: false, groups: false };
    for p in &placed {
        let place = match places.remove(&p.index) {
            Some(pl) => pl,
            None => match builtin_place(p.short_kind(), &mut uniforms) {
                Some(pl) => pl,
                None => return Err(format!("kernel arguments of kind `{}`", p.kind)),
            },
        };
        abi.params.push(PlacedParam { index: p.index, place, param: (*p).clone() });
    }
    // Thread-private memory: each alloca at its alignment in the thread's area.
    let (allocas, frame) = codegen::params::alloca_frame(m, func)?;
    abi.allocas = allocas;
    abi.scratch_bytes =
        u32::try_from(frame.next_multiple_of(16)).map_err(|_| "thread-private memory over 4 GiB")?;
    if abi.scratch_bytes > 1 << 16 {
        return Err(format!(
            "{} bytes of thread-private memory per thread (at most 64 KiB)",
            abi.scratch_bytes
        ));
    }
    if abi.scratch_bytes > 0 {
        // The scratch address, and the grid size that places each thread's area.
        uniforms.threads = true;
        let at = uniforms.grid_at + 8;
        abi.bindings.push(Binding::Scratch { uniform: at, bytes: abi.scratch_bytes });
        abi.scratch_uniform = Some(at);
    }
    abi.uniforms = next as u16;
    if uniforms.threads || uniforms.groups {
        abi.grid_uniform = Some(uniforms.grid_at);
        abi.bindings.push(Binding::ThreadsPerGrid { uniform: uniforms.grid_at });
        abi.bindings.push(Binding::ThreadgroupsPerGrid { uniform: uniforms.grid_at + 4 });
        abi.uniforms = uniforms.grid_at + if abi.scratch_bytes > 0 { 10 } else { 8 };
    }
    // Threadgroup variables: in module order, each at its alignment.
    let mut at = 0u64;
    for (g, data) in m.globals.iter() {
        if data.addrspace != 3 {
            continue;
        }
        let l = interp::layout::layout(&m.types, data.value_type).map_err(|e| e.to_string())?;
        let align = l.align.max(u64::from(data.align)).max(4);
        at = at.next_multiple_of(align);
        abi.threadgroup_globals.insert(g, u32::try_from(at).map_err(|_| "threadgroup memory over 4 GiB")?);
        at += l.size;
    }
    abi.threadgroup_static =
        u32::try_from(at.next_multiple_of(16)).map_err(|_| "threadgroup memory over 4 GiB")?;
    if abi.threadgroup_static > THREADGROUP_MEMORY_BYTES {
        return Err(format!(
            "{} bytes of threadgroup memory (G13/G14 threadgroups have 32 KiB)",
            abi.threadgroup_static
        ));
    }
    Ok(abi)
}

/// Occupancy of the G13/G14 register file (Mesa's `agx_occupancy` table, from hardware
/// measurements): the most 16-bit register halves per thread for each threadgroup
/// thread count, ascending.
pub const OCCUPANCY: [(u16, u32); 10] = [
    (104, 1024),
    (112, 896),
    (128, 832),
    (136, 768),
    (144, 704),
    (160, 640),
    (184, 576),
    (208, 512),
    (232, 448),
    (256, 384),
];

/// Threads per core a kernel using `halves` 16-bit register halves can keep resident.
pub fn occupancy(halves: u16) -> u32 {
    OCCUPANCY.iter().find(|(max, _)| halves <= *max).map(|(_, threads)| *threads).unwrap_or(0)
}

/// The values the dispatcher writes into the uniform registers for one dispatch: buffer
/// addresses by Metal index, threadgroup addresses by slot, and the grid. Missing
/// buffers read as address 0.
pub fn uniform_file(
    abi: &KernelAbi,
    scratch_address: u64,
    buffer_address: &dyn Fn(u32) -> u64,
    threadgroup_address: &dyn Fn(u32) -> u32,
    threads_per_grid: [u32; 3],
    threadgroups_per_grid: [u32; 3],
) -> Vec<u32> {
    let mut u = vec![0u32; usize::from(abi.uniforms)];
    let mut put = |at: u16, v: u32| {
        if let Some(slot) = u.get_mut(usize::from(at)) {
            *slot = v;
        }
    };
    for b in &abi.bindings {
        match *b {
            Binding::Buffer { slot, uniform } => {
                let a = buffer_address(slot);
                put(uniform, a as u32);
                put(uniform + 1, (a >> 32) as u32);
            }
            Binding::Threadgroup { slot, uniform } => put(uniform, threadgroup_address(slot)),
            Binding::ThreadsPerGrid { uniform } => {
                for (k, v) in threads_per_grid.iter().enumerate() {
                    put(uniform + k as u16, *v);
                }
            }
            Binding::Scratch { uniform, .. } => {
                put(uniform, scratch_address as u32);
                put(uniform + 1, (scratch_address >> 32) as u32);
            }
            Binding::ThreadgroupsPerGrid { uniform } => {
                for (k, v) in threadgroups_per_grid.iter().enumerate() {
                    put(uniform + k as u16, *v);
                }
            }
        }
    }
    u
}
