//! Running a compiled kernel on the simulator as a Metal dispatch would: buffers bound by
//! slot, `[[threadgroup(n)]]` lengths, the grid — laid out by the ABI
//! (docs/abi-applegpu.md) into the uniform registers, threadgroup memory, the
//! scratch buffer and the payload's constant data. The code run is the payload's main shader, decoded by the
//! disassembler, so what is checked is what was emitted.

use crate::abi::{self, Binding};
use crate::sim::{self, DeviceMemory, Dispatch};
use gpu_ir::{FuncId, Module};
use std::collections::BTreeMap;

/// The grid as Metal gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grid {
    /// `dispatchThreadgroups`: this many full threadgroups.
    Threadgroups([u32; 3]),
    /// `dispatchThreads`: this many threads; edge threadgroups may be partial.
    Threads([u32; 3]),
}

/// Where buffer slot `n` lives in the simulated address space: 4 GiB apart, so an access
/// past one buffer's end never lands in another.
pub fn buffer_address(slot: u32) -> u64 {
    (u64::from(slot) + 2) << 32
}

/// Where the scratch buffer (thread-private memory) lives.
pub const SCRATCH_ADDRESS: u64 = 1 << 32;

/// Where the payload's constant data is loaded (below the scratch buffer).
pub const CONSTANT_DATA_ADDRESS: u64 = 1 << 31;

/// Runs the kernel `f` of `m` whose compiled payload is `payload`. `buffers` are the bound
/// buffers by slot (updated in place), `threadgroup` the lengths of threadgroup slots.
/// Returns the instructions executed.
#[allow(clippy::too_many_arguments)]
pub fn run(
    m: &Module,
    f: FuncId,
    payload: &[u8],
    buffers: &mut BTreeMap<u32, Vec<u8>>,
    threadgroup: &BTreeMap<u32, u64>,
    grid: Grid,
    threadgroup_size: [u32; 3],
    step_limit: u64,
) -> Result<u64, String> {
    let (_, params) = codegen::params::kernel_params(m, f)
        .ok_or_else(|| "the function is not an entry point".to_string())?;
    let layout = abi::layout(m, f, &params)?;
    let tpg = threadgroup_size.map(|v| v.max(1));
    let (groups, threads) = match grid {
        Grid::Threadgroups(g) => (g, [0, 1, 2].map(|d| g[d].saturating_mul(tpg[d]))),
        Grid::Threads(n) => ([0, 1, 2].map(|d| n[d].div_ceil(tpg[d])), n),
    };
    // Threadgroup buffers follow the module's threadgroup variables, each 16-aligned.
    let mut tg_addresses = BTreeMap::new();
    let mut at = u64::from(layout.threadgroup_static);
    for b in &layout.bindings {
        if let Binding::Threadgroup { slot, .. } = b {
            tg_addresses.insert(*slot, at as u32);
            at = (at + threadgroup.get(slot).copied().unwrap_or(0)).next_multiple_of(16);
        }
    }
    if at > u64::from(abi::THREADGROUP_MEMORY_BYTES) {
        return Err(format!("{at} bytes of threadgroup memory (G13/G14 threadgroups have 32 KiB)"));
    }
    let parts = crate::payload::split(payload).map_err(|e| format!("payload: {e}"))?;
    if parts.constant_data.len() < layout.constant_data.len() {
        return Err(format!(
            "the payload carries {} bytes of constant data; the kernel reads {}",
            parts.constant_data.len(),
            layout.constant_data.len()
        ));
    }
    let words = abi::uniform_file(
        &layout,
        SCRATCH_ADDRESS,
        CONSTANT_DATA_ADDRESS,
        &|slot| buffer_address(slot),
        &|slot| tg_addresses.get(&slot).copied().unwrap_or(0),
        threads,
        groups,
    );
    let mut uniforms = Box::new([0u16; sim::UNIFORM_HALVES]);
    for (halves, w) in uniforms.chunks_exact_mut(2).zip(&words) {
        halves.copy_from_slice(&[*w as u16, (*w >> 16) as u16]);
    }
    let mut device = DeviceMemory::new();
    for (slot, bytes) in buffers.iter() {
        device.map(buffer_address(*slot), bytes.clone());
    }
    if layout.scratch_bytes > 0 {
        let total = threads.iter().map(|&t| u64::from(t)).product::<u64>();
        let bytes = total
            .checked_mul(u64::from(layout.scratch_bytes))
            .filter(|&b| b <= 1 << 30)
            .ok_or("the scratch buffer would exceed 1 GiB")?;
        device.map(SCRATCH_ADDRESS, vec![0; bytes as usize]);
    }
    if !parts.constant_data.is_empty() {
        // The data as the payload carries it: what the code reads is what was emitted.
        device.map(CONSTANT_DATA_ADDRESS, parts.constant_data.to_vec());
    }
    let dispatch = Dispatch {
        threads_per_grid: threads,
        threads_per_threadgroup: tpg,
        uniforms,
        threadgroup_memory_bytes: at as usize,
        step_limit,
    };
    let stats = sim::run(parts.main, 0, &dispatch, &mut device).map_err(|e| e.to_string())?;
    for (slot, bytes) in buffers.iter_mut() {
        if let Some(b) = device.buffer(buffer_address(*slot)) {
            bytes.copy_from_slice(b);
        }
    }
    Ok(stats.instructions)
}
