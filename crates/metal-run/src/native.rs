//! Running a kernel as native code (`--arch`): the specialized module optimized as
//! metal-nt's optimize stage does (`opt::pipeline`), legalized and compiled by the arch's
//! backend — found in the registry of metal-nt's translate stage, so that metal-run
//! compiles exactly what `metal-nt -arch` would — and the emitted payload run on that
//! backend's simulator with the dispatch and bindings the interpreter would get.

use crate::Loaded;
use codegen::Backend;
use std::collections::BTreeMap;
use targets::{Arch, Vendor};

/// Why a kernel could not be compiled for, or run on, an arch.
#[derive(Debug, thiserror::Error)]
pub enum NativeError {
    /// The arch has no backend in this build, or no public ISA.
    #[error(transparent)]
    Lookup(#[from] codegen::registry::LookupError),
    /// A backend exists but metal-run has no simulator for its code.
    #[error("arch `{0}`: metal-run has no simulator for {1} code")]
    NoSimulator(String, Vendor),
    #[error("optimizing the module: {0}")]
    Optimize(String),
    #[error("function `{0}` is not in the optimized module")]
    Missing(String),
    /// The backend refused the kernel (an unsupported feature names itself and the
    /// function), or failed.
    #[error(transparent)]
    Backend(#[from] codegen::BackendError),
    /// The GPU (`--arch nvidiagpu_*`) could not be opened or the kernel failed there.
    #[error(transparent)]
    Cuda(#[from] crate::cuda::CudaError),
    /// The simulator stopped: a fault, the step limit, a bad launch.
    #[error("on {arch}: {detail}")]
    Run { arch: String, detail: String },
}

/// An arch's backend, checked to have a simulator.
#[derive(Debug)]
pub struct Target {
    backend: Box<dyn Backend>,
}

/// A kernel compiled for a target: the legalized module it was compiled from (the
/// simulator's launch reads its parameters and threadgroup variables) and the backend's
/// output.
#[derive(Debug)]
pub struct Program {
    pub arch: String,
    pub(crate) module: gpu_ir::Module,
    pub(crate) function: gpu_ir::FuncId,
    pub compiled: codegen::Compiled,
}

impl Target {
    /// The backend for `arch`, with the registry's message when there is none.
    pub fn new(arch: &Arch) -> Result<Target, NativeError> {
        let backend = driver::translate::registry().lookup(arch)?;
        match arch.vendor {
            // NVIDIA code runs on a real GPU (`nvidia::Gpu`), not a simulator.
            Vendor::Amd | Vendor::Apple | Vendor::Nvidia => Ok(Target { backend }),
            other => Err(NativeError::NoSimulator(arch.name.clone(), other)),
        }
    }

    pub fn arch(&self) -> &Arch {
        self.backend.arch()
    }

    /// Whether the code runs on a GPU (`nvidia::Gpu`) rather than a simulator (`run`).
    pub fn runs_on_gpu(&self) -> bool {
        self.arch().vendor == Vendor::Nvidia
    }

    /// Optimizes a copy of the loaded module, then legalizes and compiles its kernel.
    pub fn compile(&self, loaded: &Loaded) -> Result<Program, NativeError> {
        let mut module = loaded.prepared.module.clone();
        let options = opt::pipeline::Options {
            disable_optimizations: false,
            verify_each: false,
            unroll: self.backend.unroll_loops(),
        };
        opt::pipeline::optimize(&mut module, &options).map_err(|e| NativeError::Optimize(e.to_string()))?;
        let function =
            module.function_by_name(&loaded.name).ok_or_else(|| NativeError::Missing(loaded.name.clone()))?;
        self.backend.legalize(&mut module, function)?;
        let compiled =
            self.backend.compile(&codegen::Unit { module: &module, function, name: &loaded.name })?;
        Ok(Program { arch: self.arch().name.clone(), module, function, compiled })
    }
}

/// Runs the compiled kernel on the simulator with the loaded inputs (copied) and returns
/// the final contents of the bound buffers by index. `step_limit` bounds the wave
/// instructions executed over the whole dispatch.
pub fn run(
    program: &Program,
    loaded: &Loaded,
    step_limit: u64,
) -> Result<BTreeMap<u32, Vec<u8>>, NativeError> {
    if program.arch.starts_with("nvidiagpu_") {
        return Err(NativeError::NoSimulator(program.arch.clone(), Vendor::Nvidia));
    }
    let mut buffers = loaded.plan.buffers.clone();
    let apple = program.arch.starts_with("applegpu_");
    if apple {
        let grid = match loaded.dispatch.grid {
            interp::Grid::Threads(n) => backend_applegpu::launch::Grid::Threads(n),
            interp::Grid::Threadgroups(g) => backend_applegpu::launch::Grid::Threadgroups(g),
        };
        backend_applegpu::launch::run(
            &program.module,
            program.function,
            &program.compiled.payload,
            &mut buffers,
            &loaded.plan.threadgroup_memory,
            grid,
            loaded.dispatch.threadgroup_size,
            step_limit,
        )
        .map_err(|detail| NativeError::Run { arch: program.arch.clone(), detail })?;
        return Ok(buffers);
    }
    let grid = match loaded.dispatch.grid {
        interp::Grid::Threads(n) => backend_amdgpu::launch::Grid::Threads(n),
        interp::Grid::Threadgroups(g) => backend_amdgpu::launch::Grid::Threadgroups(g),
    };
    backend_amdgpu::launch::run(
        &program.module,
        program.function,
        &program.compiled.payload,
        &mut buffers,
        &loaded.plan.threadgroup_memory,
        grid,
        loaded.dispatch.threadgroup_size,
        step_limit,
    )
    .map_err(|detail| NativeError::Run { arch: program.arch.clone(), detail })?;
    Ok(buffers)
}
