//! The contract between the driver and a backend: one [`Unit`] (a function of an
//! optimized module) in, one [`Compiled`] out, or a [`BackendError`] that names the
//! function, the gpu-ir instruction and the feature.

use gpu_ir::{FuncId, Module};

/// One function to compile, with the stage it is compiled for.
#[derive(Debug, Clone, Copy)]
pub struct Unit<'a> {
    pub module: &'a Module,
    pub function: FuncId,
    /// The name the compiled code is known by (its symbol).
    pub name: &'a str,
}

/// What the compiled function uses.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Resources {
    /// Scalar / uniform registers used (32-bit units).
    pub scalar_registers: u32,
    /// Vector / per-lane registers used (32-bit units).
    pub vector_registers: u32,
    /// Thread-private scratch bytes per lane (spilled registers included).
    pub scratch_bytes: u32,
    /// Scalar / uniform registers spilled (32-bit units).
    pub scalar_spills: u32,
    /// Vector / per-lane registers spilled (32-bit units).
    pub vector_spills: u32,
    /// Threadgroup memory fixed at compile time, in bytes.
    pub threadgroup_bytes: u32,
    /// Instructions emitted.
    pub instructions: u32,
    /// Bytes of machine code.
    pub code_bytes: u32,
    /// Waves (or SIMD-groups) per execution unit the register use allows.
    pub occupancy: u32,
}

/// A compiled function.
#[derive(Debug, Clone, PartialEq)]
pub struct Compiled {
    pub name: String,
    /// The payload the container holds for this function (an HSA code object, raw
    /// code, PTX text …).
    pub payload: Vec<u8>,
    /// File extension of the payload when extracted (`hsaco`, `bin`, `ptx`).
    pub payload_extension: &'static str,
    /// The target's assembly text (`-stop-after translate`).
    pub assembly: String,
    pub resources: Resources,
}

/// Why a function did not compile. Every variant names the function.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BackendError {
    /// The function uses something this backend does not implement (yet).
    #[error("function `{function}`: {feature} is not supported on {arch}{}", at(inst))]
    Unsupported { function: String, arch: String, feature: String, inst: Option<String> },
    /// More registers are live at once than the target has, and the value could not be
    /// spilled.
    #[error("function `{function}`: register pressure on {arch}: {detail}")]
    RegisterPressure { function: String, arch: String, detail: String },
    /// The function is not a kernel this backend can compile (wrong stage, no body …).
    #[error("function `{function}`: {detail}")]
    Unit { function: String, detail: String },
    /// A payload given to `disassemble` is not one this backend writes.
    #[error("payload: {0}")]
    Payload(String),
    /// A check of the backend's own output failed: a bug, reported instead of writing
    /// wrong code.
    #[error("function `{function}`: internal error on {arch}: {detail}")]
    Internal { function: String, arch: String, detail: String },
}

fn at(inst: &Option<String>) -> String {
    match inst {
        Some(i) => format!(" (at `{i}`)"),
        None => String::new(),
    }
}

/// The legalization of backends that select scalar lane code: async copies lowered to
/// per-lane loops (`crate::async_copy`), SIMD-group matrices lowered next (their lowering adds vector code), then vectors split into scalars, then
/// the math functions `wanted` expanded from the shared library. A feature the passes
/// cannot lower fails the kernel as unsupported on `arch`, naming it.
pub fn legalize_to_lanes(
    module: &mut Module,
    function: FuncId,
    arch: &targets::Arch,
    wanted: &dyn Fn(gpu_ir::gpu::MathFn, bool, gpu_ir::gpu::Scalar) -> bool,
) -> Result<(), BackendError> {
    crate::legalize::undefined_function_constants(module, function)
        .and_then(|_| crate::async_copy::lower_async_copies(module, function).map(|_| ()))
        .and_then(|_| crate::matrix::lower_matrices(module, function).map(|_| ()))
        .and_then(|_| crate::legalize::scalarize(module, function))
        .and_then(|_| crate::mathlib::expand(module, function, wanted))
        .map(|_| ())
        .map_err(|e| match e {
            crate::legalize::LegalizeError::Unsupported { function, feature } => {
                BackendError::Unsupported { function, arch: arch.name.clone(), feature, inst: None }
            }
            e => BackendError::Unit { function: format!("{function:?}"), detail: e.to_string() },
        })
}

/// A target backend. Implementations are stateless after construction and shared
/// between threads.
pub trait Backend: Send + Sync + std::fmt::Debug {
    /// The arch this instance compiles for.
    fn arch(&self) -> &targets::Arch;
    /// Rewrites `function` of `module` into the forms this backend selects (gpu-ir to
    /// gpu-ir: `crate::legalize`), before [`Backend::compile`].
    fn legalize(&self, module: &mut gpu_ir::Module, function: FuncId) -> Result<(), BackendError> {
        let _ = (module, function);
        Ok(())
    }
    /// Whether the optimizer should fully unroll constant-trip loops over thread arrays
    /// for this backend (`opt::pipeline::Options::unroll`): worth it where local memory
    /// is slow and code size cheap; it costs 2–3× optimize time (docs/opt.md). Off by
    /// default.
    fn unroll_loops(&self) -> bool {
        false
    }
    /// Compiles one compute kernel.
    fn compile(&self, unit: &Unit<'_>) -> Result<Compiled, BackendError>;
    /// Like [`Backend::compile`], with `assembly` left empty: the package stage needs
    /// only the payload, and printing a large kernel costs as much as encoding it.
    /// Backends whose assembly is a by-product override this to skip the printer.
    fn compile_payload(&self, unit: &Unit<'_>) -> Result<Compiled, BackendError> {
        self.compile(unit).map(|mut c| {
            c.assembly = String::new();
            c
        })
    }
    /// The payload's code as assembly text, through the backend's disassembler.
    fn disassemble(&self, payload: &[u8]) -> Result<String, BackendError>;
}
