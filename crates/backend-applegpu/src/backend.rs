//! The Apple G13/G14 backend behind the machine layer's `Backend` trait: legalization,
//! compilation (`compile`), encoding, the payload (constant program and main shader in
//! Apple's layout, `payload`), and disassembly of a payload.

use crate::compile::{self, Failure};
use crate::isa::{Inst, Opcode};
use crate::payload;
use codegen::{Backend, BackendError, Compiled, Resources, Unit};
use gpu_ir::{FuncId, Module};

/// GPU generation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Gen {
    /// M1 family, A14.
    G13,
    /// M2 family, A15/A16.
    G14,
}

/// One G13/G14 arch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    pub name: &'static str,
    pub gen: Gen,
    /// Device atomics need the coherency bit: G13 parts with several clusters (G13X:
    /// M1 Pro/Max/Ultra) and multi-die G14 parts (Mesa's `needs_g13x_coherency`).
    pub coherent_atomics: bool,
}

/// Every arch with a public ISA description.
pub const TARGETS: [Target; 9] = [
    Target { name: "applegpu_g13p", gen: Gen::G13, coherent_atomics: false },
    Target { name: "applegpu_g13g", gen: Gen::G13, coherent_atomics: false },
    Target { name: "applegpu_g13s", gen: Gen::G13, coherent_atomics: true },
    Target { name: "applegpu_g13c", gen: Gen::G13, coherent_atomics: true },
    Target { name: "applegpu_g13d", gen: Gen::G13, coherent_atomics: true },
    Target { name: "applegpu_g14p", gen: Gen::G14, coherent_atomics: false },
    Target { name: "applegpu_g14g", gen: Gen::G14, coherent_atomics: false },
    Target { name: "applegpu_g14s", gen: Gen::G14, coherent_atomics: false },
    Target { name: "applegpu_g14d", gen: Gen::G14, coherent_atomics: true },
];

/// The target named `name`.
pub fn target(name: &str) -> Option<Target> {
    TARGETS.iter().copied().find(|t| t.name == name)
}

/// The backend for one Apple arch.
#[derive(Debug, Clone)]
pub struct AppleBackend {
    arch: targets::Arch,
    target: Target,
    /// A register budget below the occupancy table's (16-bit halves), for tests.
    budget: Option<u16>,
}

/// The registry's factory: a backend for every arch of [`TARGETS`].
pub fn factory(arch: &targets::Arch) -> Option<Box<dyn Backend>> {
    let target = target(&arch.name)?;
    Some(Box::new(AppleBackend { arch: arch.clone(), target, budget: None }))
}

impl AppleBackend {
    /// A backend whose register allocation gets at most `halves` 16-bit GPR halves
    /// (`r0`/`r1` included): a test knob that makes ordinary kernels spill.
    pub fn with_register_budget(arch: &targets::Arch, halves: u16) -> Option<AppleBackend> {
        let target = target(&arch.name)?;
        Some(AppleBackend { arch: arch.clone(), target, budget: Some(halves) })
    }

    pub fn target(&self) -> Target {
        self.target
    }

    fn err(&self, function: &str, f: Failure) -> BackendError {
        let arch = self.arch.name.clone();
        let function = function.to_owned();
        match f {
            Failure::Select(e) => {
                BackendError::Unsupported { function, arch, feature: e.feature, inst: e.inst }
            }
            Failure::Pressure(detail) => BackendError::RegisterPressure { function, arch, detail },
            Failure::Unit(detail) => BackendError::Unit { function, detail },
            Failure::Internal(detail) => BackendError::Internal { function, arch, detail },
        }
    }

    /// Compiles one kernel; the assembly text only `with_assembly`.
    fn compile_unit(&self, unit: &Unit<'_>, with_assembly: bool) -> Result<Compiled, BackendError> {
        let mut program =
            compile::allocate(unit.module, unit.function, self.budget).map_err(|f| self.err(unit.name, f))?;
        let internal = |what: &str, e: String| self.err(unit.name, Failure::Internal(format!("{what}: {e}")));
        let constant = constant_program();
        let constant_bytes =
            crate::encode::encode(&constant).map_err(|e| internal("encoding", e.to_string()))?;
        // Copy lowering, waits, machine instructions and encoding in one pass, straight
        // into the payload (about 6 bytes an instruction).
        let code = std::mem::take(&mut program.code);
        let front = payload::start(&constant_bytes, code.len() * 6)
            .map_err(|e| internal("payload", e.to_string()))?;
        let mut encoder = crate::encode::Encoder::new(front);
        let mut main = Vec::new();
        let mut instructions = 0u32;
        let coherent = self.target.coherent_atomics;
        // One machine instruction rebuilt in place for each.
        let mut inst = Inst::new(Opcode::Label, vec![], vec![]);
        compile::lower_each(&code, |mi| {
            compile::to_inst_into(mi, coherent, &mut inst)?;
            encoder.push(&inst).map_err(|e| Failure::Internal(format!("encoding: {e}")))?;
            if inst.op != Opcode::Label {
                instructions += 1;
            }
            if with_assembly {
                main.push(inst.clone());
            }
            Ok(())
        })
        .map_err(|f| self.err(unit.name, f))?;
        compile::recycle(code);
        let code_bytes = encoder.len() as u32;
        let payload = encoder.finish().map_err(|e| internal("encoding", e.to_string()))?;
        let payload = payload::finish(payload, &program.abi.constant_data)
            .map_err(|e| internal("payload", e.to_string()))?;
        let mut assembly = String::new();
        if with_assembly {
            assembly = format!("{}:\n{}:\n", unit.name, payload::CONSTANT_PROGRAM_SYMBOL);
            crate::print::write_program(&mut assembly, &constant);
            assembly.push_str(payload::MAIN_SYMBOL);
            assembly.push_str(":\n");
            crate::print::write_program(&mut assembly, &main);
        }
        let halves = u32::from(program.halves);
        Ok(Compiled {
            name: unit.name.to_owned(),
            payload,
            // gpu-macho's `PayloadKind::AppleGpu`.
            payload_extension: "agx",
            assembly,
            resources: Resources {
                scalar_registers: u32::from(program.abi.uniforms),
                vector_registers: halves.div_ceil(2),
                // The scratch buffer of allocas and the stack of spill slots.
                scratch_bytes: program.abi.scratch_bytes + program.stack_bytes,
                vector_spills: program.spilled,
                threadgroup_bytes: program.abi.threadgroup_static,
                instructions,
                code_bytes,
                occupancy: crate::abi::occupancy(program.halves),
                ..Resources::default()
            },
        })
    }
}

/// The constant program: nothing to compute (the dispatcher writes every uniform of
/// this ABI), so a lone `stop`.
fn constant_program() -> Vec<Inst> {
    vec![Inst::new(Opcode::Stop, vec![], vec![])]
}

impl Backend for AppleBackend {
    fn arch(&self) -> &targets::Arch {
        &self.arch
    }

    fn legalize(&self, module: &mut Module, function: FuncId) -> Result<(), BackendError> {
        codegen::backend::legalize_to_lanes(module, function, &self.arch, &mathlib_wanted)
    }

    fn compile(&self, unit: &Unit<'_>) -> Result<Compiled, BackendError> {
        self.compile_unit(unit, true)
    }

    fn compile_payload(&self, unit: &Unit<'_>) -> Result<Compiled, BackendError> {
        self.compile_unit(unit, false)
    }

    fn disassemble(&self, bytes: &[u8]) -> Result<String, BackendError> {
        let parts = payload::split(bytes).map_err(|e| BackendError::Payload(e.to_string()))?;
        let mut s = format!("{}:\n", payload::CONSTANT_PROGRAM_SYMBOL);
        let text = |code: &[u8]| {
            crate::print::disassemble_text(code).map_err(|e| BackendError::Payload(e.to_string()))
        };
        s.push_str(&text(parts.constant_program)?);
        s.push_str(&format!("{}:\n", payload::MAIN_SYMBOL));
        s.push_str(&text(parts.main)?);
        Ok(s)
    }
}

/// The math functions the shared library (`codegen::mathlib`, docs/math.md) implements
/// here: all it has, except the `fast_` exponentials and logarithms, which keep the
/// hardware's `exp2`/`log2` (Metal's fast-math accuracy); the precise ones need the
/// documented bounds, which the hardware's are not known to meet.
fn mathlib_wanted(func: gpu_ir::gpu::MathFn, fast: bool, _: gpu_ir::gpu::Scalar) -> bool {
    use gpu_ir::gpu::MathFn as M;
    !(fast && matches!(func, M::Exp | M::Exp2 | M::Log | M::Log2))
}
