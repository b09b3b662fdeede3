//! Running a compiled kernel on the simulator as a Metal dispatch would: buffers bound
//! by slot, `[[threadgroup(n)]]` lengths, the grid — laid out by the ABI (docs/abi-amdgpu.md)
//! into kernel arguments, LDS and the initial registers. The code run is the payload's
//! bytes, decoded by the disassembler, so what is checked is what was emitted.

use crate::abi::{self, Place};
use crate::gen::{self, Target};
use crate::sim::{self, Kernarg, Launch, Memory};
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

/// Where buffer slot `n` lives in the simulated address space: 4 GiB apart, so an
/// access past one buffer's end never lands in another.
pub fn buffer_address(slot: u32) -> u64 {
    (u64::from(slot) + 2) << 32
}

const KERNARG_ADDRESS: u64 = 1 << 32;

/// Where the code object is loaded: its `.rodata` (kernel descriptors, module constant
/// data) at this base plus its ELF address, the code's PC likewise.
const IMAGE_BASE: u64 = 1 << 44;

/// Runs the kernel `f` of `m` whose compiled payload is `payload`. `buffers` are the
/// bound buffers by slot (updated in place), `threadgroup` the lengths of threadgroup
/// slots. Returns the instructions executed.
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
    let info = crate::payload::read_code_object(payload).map_err(|e| format!("payload: {e}"))?;
    let target: Target = info
        .mcpu
        .and_then(gen::target)
        .ok_or_else(|| "payload: the code object names no target this backend has".to_string())?;
    let kernel = info.kernels.first().ok_or_else(|| "payload: no kernel in the code object".to_string())?;
    let program =
        crate::disasm::disassemble(target.gen, &kernel.code).map_err(|e| format!("disassembly: {e}"))?;
    let (_, params) = codegen::params::kernel_params(m, f)
        .ok_or_else(|| "the function is not an entry point".to_string())?;
    let mut layout = abi::layout(m, f, &params)?;
    // Spilling adds private memory the module does not show: the descriptor says how much.
    layout.spill_bytes = kernel.descriptor.private_segment_fixed_size.saturating_sub(layout.scratch_bytes);

    let groups = match grid {
        Grid::Threadgroups(g) => g,
        Grid::Threads(n) => [0, 1, 2].map(|d| n[d].div_ceil(threadgroup_size[d].max(1))),
    };
    let threads = match grid {
        Grid::Threadgroups(g) => [0, 1, 2].map(|d| g[d].saturating_mul(threadgroup_size[d])),
        Grid::Threads(n) => n,
    };
    let mut kernarg = vec![0u8; layout.kernarg_size as usize];
    let mut put = |off: u32, bytes: &[u8]| -> Result<(), String> {
        let s = off as usize;
        kernarg
            .get_mut(s..s + bytes.len())
            .ok_or_else(|| format!("kernel argument at {off} outside the segment"))?
            .copy_from_slice(bytes);
        Ok(())
    };
    // Threadgroup buffers follow the module's threadgroup variables, each 16-aligned.
    let mut lds = u64::from(layout.lds_static);
    for p in &layout.params {
        let Place::Kernarg { offset, .. } = p.place else { continue };
        let slot = p.param.location.unwrap_or(p.index);
        match p.param.short_kind() {
            "threadgroup" => {
                let len = threadgroup.get(&slot).copied().unwrap_or(0);
                put(offset, &(lds as u32).to_le_bytes())?;
                lds = (lds + len).next_multiple_of(16);
            }
            _ => put(offset, &buffer_address(slot).to_le_bytes())?,
        }
    }
    let mut block = Vec::with_capacity(abi::DISPATCH_BLOCK_BYTES as usize);
    for v in threadgroup_size.iter().chain(groups.iter()).chain(threads.iter()).chain([0u32].iter()) {
        block.extend_from_slice(&v.to_le_bytes());
    }
    put(layout.dispatch_offset, &block)?;
    if lds > 65536 {
        return Err(format!("{lds} bytes of threadgroup memory (AMD GPUs have 64 KiB)"));
    }

    let mut memory = Memory::new();
    for (slot, bytes) in buffers.iter() {
        memory.map(buffer_address(*slot), bytes.clone()).map_err(|e| e.to_string())?;
    }
    for (addr, bytes) in &info.rodata {
        memory.map(IMAGE_BASE + addr, bytes.clone()).map_err(|e| e.to_string())?;
    }
    let mut launch = Launch::new(target.wave_size(), threads, threadgroup_size);
    launch.code_address = IMAGE_BASE + kernel.code_address;
    launch.kernarg = Some(Kernarg { address: KERNARG_ADDRESS, bytes: kernarg, sgpr: layout.kernarg_sgpr() });
    launch.user_sgprs = if layout.private_bytes() > 0 {
        let mut v = sim::scratch_descriptor().to_vec();
        v.extend([0, 0]);
        v
    } else {
        vec![0; 2]
    };
    launch.private_segment_wave_offset = layout.private_bytes() > 0;
    launch.private_size = layout.private_bytes();
    launch.workgroup_id_sgprs = [true; 3];
    launch.workitem_id_vgprs = 3;
    launch.lds_size = lds as u32;
    launch.step_limit = step_limit;
    let outcome = sim::run(target.gen, &program, &launch, &mut memory).map_err(|e| e.to_string())?;
    for (slot, bytes) in buffers.iter_mut() {
        if let Some(b) = memory.buffer(buffer_address(*slot)) {
            bytes.copy_from_slice(b);
        }
    }
    Ok(outcome.steps)
}
