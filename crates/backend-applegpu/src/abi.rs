//! How a Metal compute kernel's inputs reach Apple G13/G14 code (docs/abi-applegpu.md):
//! buffer addresses, `[[threadgroup(n)]]` offsets and the grid sizes in uniform registers
//! (filled before the dispatch from the binding records), the per-thread and
//! per-threadgroup positions in special registers (`get_sr`), threadgroup memory laid
//! out from address 0, and the registers the hardware gives a meaning (`r0l`, the
//! execution-mask stack; `r1`, the link register).

use codegen::params::Param;
use gpu_ir::{FuncId, GlobalId, Module};
use std::collections::{BTreeMap, BTreeSet};

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
    /// The address of the payload's constant data (the module's `constant` variables the
    /// kernel reads, `bytes` long) as loaded into GPU memory (64 bits).
    ConstantData { uniform: u16, bytes: u32 },
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
    /// The module's `constant` address-space variables the kernel names, each at its
    /// byte offset in [`KernelAbi::constant_data`].
    pub constant_globals: BTreeMap<GlobalId, u32>,
    /// Their initial values, laid out one after the other at their alignment (empty when
    /// the kernel names none); the payload carries them.
    pub constant_data: Vec<u8>,
    /// The uniform pair holding the constant data's address, with constant data.
    pub constant_uniform: Option<u16>,
}

/// Bytes of module constant data a kernel may carry (Metal's program-scope `constant`
/// variables; 64 KiB as Metal's constant-buffer arguments on the Apple families).
pub const CONSTANT_DATA_BYTES: usize = 64 * 1024;

/// The module's `constant` (address space 2) variables function `f` names, directly or
/// inside constant expressions, in id order.
fn constant_globals_of(m: &Module, f: FuncId) -> BTreeSet<GlobalId> {
    fn walk(
        m: &Module,
        c: gpu_ir::ConstId,
        out: &mut BTreeSet<GlobalId>,
        seen: &mut BTreeSet<gpu_ir::ConstId>,
    ) {
        if !seen.insert(c) {
            return;
        }
        match m.constants.get(c) {
            Some(gpu_ir::ConstantData::Global(g)) if m.globals.get(*g).is_some_and(|d| d.addrspace == 2) => {
                out.insert(*g);
            }
            Some(gpu_ir::ConstantData::Aggregate { elems, .. }) => {
                for e in elems {
                    walk(m, *e, out, seen);
                }
            }
            Some(gpu_ir::ConstantData::Expr { expr, .. }) => match expr {
                gpu_ir::ConstExpr::Gep { base, indices, .. } => {
                    walk(m, *base, out, seen);
                    for i in indices {
                        walk(m, *i, out, seen);
                    }
                }
                gpu_ir::ConstExpr::Cast { value, .. } => walk(m, *value, out, seen),
                _ => {}
            },
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    let mut seen = BTreeSet::new();
    let Some(func) = m.functions.get(f) else { return out };
    for (_, block) in func.blocks.iter() {
        for &inst in &block.insts {
            if let Some(data) = func.insts.get(inst) {
                data.op.for_each_operand(|v| {
                    if let gpu_ir::Value::Const(c) = v {
                        walk(m, c, &mut out, &mut seen);
                    }
                });
            }
        }
    }
    out
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
    // Module constant data: each variable the kernel names at its alignment, the block's
    // address in the next even uniform pair.
    for g in constant_globals_of(m, f) {
        let Some(data) = m.globals.get(g) else { continue };
        let Some(init) = data.init else {
            return Err(format!("constant variable `{}` without an initializer", data.name));
        };
        let l = interp::layout::layout(&m.types, data.value_type).map_err(|e| e.to_string())?;
        let align = usize::try_from(l.align.max(u64::from(data.align)).clamp(1, 16)).unwrap_or(16);
        let at = abi.constant_data.len().next_multiple_of(align);
        let size = usize::try_from(l.size).map_err(|_| "a constant variable over 4 GiB")?;
        if at + size > CONSTANT_DATA_BYTES {
            return Err(format!("{} bytes of module constant data (at most 64 KiB)", at + size));
        }
        codegen::data::const_bytes(m, init, data.value_type, &mut abi.constant_data, at)
            .map_err(|e| format!("constant variable `{}`: {e}", data.name))?;
        abi.constant_data.resize(at + size, 0);
        abi.constant_globals.insert(g, at as u32);
    }
    if !abi.constant_data.is_empty() {
        let at = abi.uniforms.next_multiple_of(2);
        if at + 2 > UNIFORMS {
            return Err("more buffers and threadgroup buffers than the 256 uniform registers hold".into());
        }
        abi.bindings.push(Binding::ConstantData { uniform: at, bytes: abi.constant_data.len() as u32 });
        abi.constant_uniform = Some(at);
        abi.uniforms = at + 2;
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

/// The most 16-bit register halves per thread with which `threads` threads of one
/// threadgroup fit a core (the occupancy table read the other way; more threads than the
/// table's 1,024 get its smallest budget).
pub fn max_halves_for_threads(threads: u32) -> u16 {
    OCCUPANCY.iter().rev().find(|(_, t)| threads <= *t).map_or(OCCUPANCY[0].0, |(h, _)| *h)
}

/// The values the dispatcher writes into the uniform registers for one dispatch: buffer
/// addresses by Metal index, threadgroup addresses by slot, and the grid. Missing
/// buffers read as address 0.
pub fn uniform_file(
    abi: &KernelAbi,
    scratch_address: u64,
    constant_data_address: u64,
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
            Binding::ConstantData { uniform, .. } => {
                put(uniform, constant_data_address as u32);
                put(uniform + 1, (constant_data_address >> 32) as u32);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_follow_the_occupancy_table() {
        // A threadgroup of n threads must fit one core: the largest row whose thread
        // count still holds n.
        for (threads, halves) in
            [(1024, 104), (1000, 104), (897, 104), (896, 112), (832, 128), (512, 208), (385, 232), (384, 256)]
        {
            assert_eq!(max_halves_for_threads(threads), halves, "{threads} threads");
            assert!(occupancy(halves) >= threads.min(1024));
        }
        assert_eq!(max_halves_for_threads(32), 256);
        assert_eq!(max_halves_for_threads(4096), 104);
        assert_eq!(occupancy(257), 0);
    }
}
