//! How a Metal kernel's inputs reach AMD code (docs/abi-amdgpu.md): the kernel-argument
//! segment (buffers as 64-bit addresses, threadgroup-memory offsets, then the dispatch
//! block), the initial register state (kernarg pointer in `s[0:1]` — `s[4:5]` after the
//! private segment buffer `s[0:3]` when the kernel has thread-private memory — then the
//! workgroup ids and, with scratch, the wave's scratch offset; workitem ids in `v0..v2`),
//! thread-private memory (allocas at fixed offsets of each lane's scratch area, spilled
//! vector registers after them), and
//! threadgroup memory (module variables laid out
//! from LDS address 0, `[[threadgroup(n)]]` parameters after them at offsets the
//! dispatcher writes into the kernel arguments).

use codegen::params::Param;
use gpu_ir::{FuncId, GlobalId, Module};
use std::collections::BTreeMap;

/// gfx6's buffer resource for all of global memory under `addr64`: base 0, stride 0,
/// the largest record count, and the data format LLVM uses for raw buffers.
pub const GFX6_GLOBAL_RSRC: [u32; 4] = [0, 0, 0xffff_ffff, 0x0000_f000];

/// Bytes of the dispatch block: threads per threadgroup (3 × u32), threadgroups per grid
/// (3 × u32), threads per grid (3 × u32), and a reserved word.
pub const DISPATCH_BLOCK_BYTES: u32 = 48;

/// A built-in input computed from the dispatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Builtin {
    ThreadPositionInGrid,
    ThreadPositionInThreadgroup,
    ThreadgroupPositionInGrid,
    ThreadsPerThreadgroup,
    ThreadgroupsPerGrid,
    ThreadsPerGrid,
    ThreadIndexInThreadgroup,
    ThreadIndexInSimdgroup,
    SimdgroupIndexInThreadgroup,
    ThreadsPerSimdgroup,
    SimdgroupsPerThreadgroup,
    ThreadIndexInQuadgroup,
    QuadgroupIndexInThreadgroup,
}

impl Builtin {
    fn from_kind(kind: &str) -> Option<Builtin> {
        use Builtin::*;
        Some(match kind {
            "thread_position_in_grid" => ThreadPositionInGrid,
            "thread_position_in_threadgroup" => ThreadPositionInThreadgroup,
            "threadgroup_position_in_grid" => ThreadgroupPositionInGrid,
            "threads_per_threadgroup" | "dispatch_threads_per_threadgroup" => ThreadsPerThreadgroup,
            "threadgroups_per_grid" => ThreadgroupsPerGrid,
            "threads_per_grid" => ThreadsPerGrid,
            "thread_index_in_threadgroup" => ThreadIndexInThreadgroup,
            "thread_index_in_simdgroup" => ThreadIndexInSimdgroup,
            "simdgroup_index_in_threadgroup" => SimdgroupIndexInThreadgroup,
            "threads_per_simdgroup" => ThreadsPerSimdgroup,
            "simdgroups_per_threadgroup" | "dispatch_simdgroups_per_threadgroup" => SimdgroupsPerThreadgroup,
            "thread_index_in_quadgroup" => ThreadIndexInQuadgroup,
            "quadgroup_index_in_threadgroup" => QuadgroupIndexInThreadgroup,
            _ => return None,
        })
    }

    /// Whether the value comes from the dispatch block.
    pub fn needs_dispatch_block(self) -> bool {
        !matches!(
            self,
            Builtin::ThreadPositionInThreadgroup
                | Builtin::ThreadgroupPositionInGrid
                | Builtin::ThreadsPerSimdgroup
        )
    }
}

/// Where one parameter comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// `size` bytes at `offset` in the kernel-argument segment.
    Kernarg {
        offset: u32,
        size: u32,
    },
    Builtin(Builtin),
}

/// One parameter's placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedParam {
    pub index: u32,
    pub place: Place,
    pub param: Param,
}

/// The kernel's whole interface.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KernelAbi {
    pub params: Vec<PlacedParam>,
    /// Offset of the dispatch block in the kernel arguments.
    pub dispatch_offset: u32,
    /// Size of the kernel-argument segment.
    pub kernarg_size: u32,
    /// LDS address of each threadgroup-memory module variable.
    pub lds_globals: BTreeMap<GlobalId, u32>,
    /// LDS bytes of the module variables (the `[[threadgroup(n)]]` buffers follow).
    pub lds_static: u32,
    /// Thread-private bytes per lane (the allocas left after optimization), 0 when none.
    pub scratch_bytes: u32,
    /// Each alloca's byte offset in the lane's private area.
    pub allocas: BTreeMap<gpu_ir::Inst, u32>,
    /// Bytes per lane of spilled vector registers, after the allocas' frame (0 when the
    /// kernel spills none); set by register allocation.
    pub spill_bytes: u32,
}

impl KernelAbi {
    /// Thread-private bytes per lane: the allocas' frame, then the spill area.
    pub fn private_bytes(&self) -> u32 {
        self.scratch_bytes.saturating_add(self.spill_bytes)
    }
    /// User SGPRs: the private segment buffer resource (4, only with scratch) and the
    /// kernel-argument pointer (2).
    pub fn user_sgprs(&self) -> u16 {
        if self.private_bytes() > 0 {
            6
        } else {
            2
        }
    }
    /// First SGPR of the kernel-argument pointer.
    pub fn kernarg_sgpr(&self) -> u16 {
        self.user_sgprs() - 2
    }
    /// First SGPR of the workgroup ids x, y, z (right after the user SGPRs).
    pub fn workgroup_id_sgpr(&self) -> u16 {
        self.user_sgprs()
    }
    /// The SGPR holding the wave's scratch offset (after the workgroup ids), with scratch.
    pub fn wave_offset_sgpr(&self) -> Option<u16> {
        (self.private_bytes() > 0).then(|| self.user_sgprs() + 3)
    }
}

/// Lays out the interface of kernel `f`; an error names the parameter kind that has no
/// place in this ABI (textures, samplers, …).
pub fn layout(m: &Module, f: FuncId, params: &[Param]) -> Result<KernelAbi, String> {
    let mut abi = KernelAbi::default();
    let mut offset = 0u32;
    let Some(func) = m.functions.get(f) else { return Err("the function does not exist".into()) };
    for (i, _) in func.params.iter().enumerate() {
        let Some(p) = params.iter().find(|p| p.index as usize == i) else {
            return Err(format!("parameter {i} has no AIR argument metadata"));
        };
        let place = match p.short_kind() {
            "buffer" | "indirect_buffer" => {
                offset = offset.next_multiple_of(8);
                let pl = Place::Kernarg { offset, size: 8 };
                offset += 8;
                pl
            }
            "threadgroup" => {
                offset = offset.next_multiple_of(4);
                let pl = Place::Kernarg { offset, size: 4 };
                offset += 4;
                pl
            }
            k => match Builtin::from_kind(k) {
                Some(b) => Place::Builtin(b),
                None => return Err(format!("kernel arguments of kind `{}`", p.kind)),
            },
        };
        abi.params.push(PlacedParam { index: i as u32, place, param: p.clone() });
    }
    abi.dispatch_offset = offset.next_multiple_of(16);
    abi.kernarg_size = abi.dispatch_offset + DISPATCH_BLOCK_BYTES;
    // Threadgroup variables: in module order, each at its alignment.
    let mut lds = 0u64;
    for (g, data) in m.globals.iter() {
        if data.addrspace != 3 {
            continue;
        }
        let l = interp::layout::layout(&m.types, data.value_type).map_err(|e| e.to_string())?;
        let align = l.align.max(u64::from(data.align)).max(4);
        lds = lds.next_multiple_of(align);
        abi.lds_globals.insert(g, u32::try_from(lds).map_err(|_| "threadgroup memory over 4 GiB")?);
        lds += l.size;
    }
    abi.lds_static = u32::try_from(lds.next_multiple_of(16)).map_err(|_| "threadgroup memory over 4 GiB")?;
    // Thread-private memory: each alloca at its alignment in the lane's private area.
    let (allocas, frame) = codegen::params::alloca_frame(m, func)?;
    abi.allocas = allocas;
    abi.scratch_bytes =
        u32::try_from(frame.next_multiple_of(4)).map_err(|_| "thread-private memory over 4 GiB")?;
    if abi.scratch_bytes > 1 << 20 {
        return Err(format!(
            "{} bytes of thread-private memory per thread (at most 1 MiB)",
            abi.scratch_bytes
        ));
    }
    if abi.lds_static > 65536 {
        return Err(format!("{} bytes of threadgroup memory (AMD GPUs have 64 KiB)", abi.lds_static));
    }
    Ok(abi)
}
