//! `--arch nvidiagpu_sm80`/`sm90`: a kernel compiled by the PTX backend, launched on the
//! GPU. The backend's kernel ABI (`backend_ptx::abi`, docs/abi-ptx.md) says what each
//! kernel parameter is — a buffer's device address, a `[[threadgroup(n)]]` slot's offset
//! in the dynamic shared memory, or the 48-byte dispatch block — and this module turns
//! it, with the loaded bindings and dispatch, into a [`cuda::Launch`]: CUDA's grid is
//! the threadgroups per grid, its block the threads per threadgroup.

use crate::cuda::{self, Param};
use crate::native::{NativeError, Program};
use crate::Loaded;
use backend_ptx::abi::{self, Arg};
use std::collections::BTreeMap;

/// The final buffers by slot and every run's kernel time in milliseconds.
pub type Results = (BTreeMap<u32, Vec<u8>>, Vec<f32>);

/// The GPU metal-run launches on.
#[derive(Debug)]
pub struct Gpu {
    device: cuda::Device,
}

impl Gpu {
    /// Opens device 0 (a "no CUDA driver" error where there is none).
    pub fn open() -> Result<Gpu, NativeError> {
        Ok(Gpu { device: cuda::Device::open()? })
    }

    /// The device's name and compute capability, for messages.
    pub fn describe(&self) -> String {
        format!("{} (sm_{}{})", self.device.name, self.device.capability.0, self.device.capability.1)
    }

    /// Runs the program `repeat` times (at least once) on copies of the loaded buffers;
    /// the buffers after the first run and every run's kernel time in milliseconds.
    pub fn run(&mut self, program: &Program, loaded: &Loaded, repeat: u32) -> Result<Results, NativeError> {
        let layout = abi::layout(&program.module, program.function)?;
        let (offsets, dynamic_shared_bytes) = cuda::threadgroup_offsets(&loaded.plan.threadgroup_memory)?;
        let t = loaded.dispatch.threadgroup_size;
        let (groups, threads) = match loaded.dispatch.grid {
            interp::Grid::Threads(n) => ([n[0].div_ceil(t[0]), n[1].div_ceil(t[1]), n[2].div_ceil(t[2])], n),
            interp::Grid::Threadgroups(g) => {
                (g, [g[0].saturating_mul(t[0]), g[1].saturating_mul(t[1]), g[2].saturating_mul(t[2])])
            }
        };
        let mut block = abi::dispatch_block(t, groups, threads);
        // A threadgroup shape CUDA refuses as a block (over 64 threads along z, over
        // 1,024 along x or y) but of at most 1,024 threads runs as one row; the flag in
        // dispatch word 9 tells the kernel to take Metal's position from the linear
        // index (docs/abi-ptx.md, Launch).
        let cuda_block = cuda::flat_block(t);
        if cuda_block != t {
            block[36..40].copy_from_slice(&1u32.to_le_bytes());
        }
        let mut params = Vec::with_capacity(layout.args.len());
        for a in &layout.args {
            params.push(match a {
                Arg::Buffer { slot } => Param::Buffer(*slot),
                Arg::ThreadgroupOffset { slot } => match offsets.get(slot) {
                    Some(o) => Param::Bytes(o.to_le_bytes().to_vec()),
                    None => {
                        return Err(NativeError::Cuda(cuda::CudaError::Launch(format!(
                            "[[threadgroup({slot})]] has no length (--threadgroup-memory {slot}=BYTES)"
                        ))))
                    }
                },
                Arg::Dispatch => Param::Bytes(block.to_vec()),
            });
        }
        let launch = cuda::Launch {
            ptx: &program.compiled.payload,
            entry: &layout.entry,
            params,
            grid: groups,
            block: cuda_block,
            dynamic_shared_bytes,
        };
        let mut buffers = loaded.plan.buffers.clone();
        let times = cuda::run(&self.device, &launch, &mut buffers, repeat)?;
        Ok((buffers, times))
    }

    /// A fresh context after a fault (see [`cuda::Device::recover`]).
    pub fn recover(&mut self) -> Result<(), NativeError> {
        Ok(self.device.recover()?)
    }
}
