//! The AMD backend behind the machine layer's `Backend` trait: legalization, compilation
//! (`compile`), encoding, the HSA code object payload, and disassembly of a payload.

use crate::abi::{self, Place};
use crate::compile::{self, Failure};
use crate::gen::{self, Gen, Target};
use crate::payload::{self, AddressSpace, KernelArg, KernelObject, SystemSgprs, UserSgprs, ValueKind};
use codegen::{Backend, BackendError, Compiled, Resources, Unit};
use gpu_ir::{FuncId, Module};

/// The backend for one AMD arch.
#[derive(Debug, Clone)]
pub struct AmdBackend {
    arch: targets::Arch,
    target: Target,
    budget: compile::Budget,
}

/// The registry's factory: a backend for every arch of `gen::TARGETS`.
pub fn factory(arch: &targets::Arch) -> Option<Box<dyn Backend>> {
    let target = gen::target(&arch.name)?;
    Some(Box::new(AmdBackend { arch: arch.clone(), target, budget: compile::Budget::default() }))
}

impl AmdBackend {
    /// A backend whose register allocation gets at most `sgprs` scalar and `vgprs`
    /// vector registers: a test knob that makes ordinary kernels spill.
    pub fn with_register_budget(arch: &targets::Arch, sgprs: u16, vgprs: u16) -> Option<AmdBackend> {
        let target = gen::target(&arch.name)?;
        Some(AmdBackend {
            arch: arch.clone(),
            target,
            budget: compile::Budget { sgprs: Some(sgprs), vgprs: Some(vgprs) },
        })
    }

    pub fn target(&self) -> Target {
        self.target
    }

    /// Encodes the final program; a branch beyond the short branches' reach is a limit of
    /// the code, reported as such.
    fn encode_program(&self, name: &str, code: &[crate::isa::Inst]) -> Result<Vec<u8>, BackendError> {
        self.encode_placed(name, code, None).map(|(bytes, _)| bytes)
    }

    /// [`Self::encode_program`] with the constant data addresses resolved for code and
    /// data at `place` (`crate::encode::encode_placed`).
    #[allow(clippy::type_complexity)]
    fn encode_placed(
        &self,
        name: &str,
        code: &[crate::isa::Inst],
        place: Option<(u64, u64)>,
    ) -> Result<(Vec<u8>, Vec<(usize, crate::isa::Inst)>), BackendError> {
        crate::encode::encode_placed(self.target.gen, code, place).map_err(|e| match e {
            // A limit of the code, not a bug: SOPP branches reach ±32,767 dwords.
            crate::encode::EncodeError::BranchOutOfRange { offset, .. } => BackendError::Unsupported {
                function: name.to_owned(),
                arch: self.arch.name.clone(),
                feature: format!(
                    "long branches (one spans {} dwords; short branches reach 32,767)",
                    offset.unsigned_abs()
                ),
                inst: None,
            },
            e => self.err(name, Failure::Internal(format!("encoding: {e}"))),
        })
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
        let t = self.target;
        if unit.name.is_empty() || unit.name.contains('\0') {
            return Err(BackendError::Unit {
                function: unit.name.escape_default().to_string(),
                detail: "a kernel name must be non-empty and hold no NUL byte (it becomes an ELF symbol)"
                    .into(),
            });
        }
        let mut program = compile::compile_with(unit.module, unit.function, t, self.budget)
            .map_err(|f| self.err(unit.name, f))?;
        let internal = |what: &str, e: String| self.err(unit.name, Failure::Internal(format!("{what}: {e}")));
        // A limit of the hardware, not a bug: gfx6 has 32 KiB of LDS per workgroup.
        let lds_max: u32 = if t.gen == Gen::Gfx6 { 32 * 1024 } else { 64 * 1024 };
        if program.abi.lds_static > lds_max {
            return Err(BackendError::Unsupported {
                function: unit.name.to_owned(),
                arch: self.arch.name.clone(),
                feature: format!(
                    "{} bytes of threadgroup memory (the arch has {} KiB)",
                    program.abi.lds_static,
                    lds_max / 1024
                ),
                inst: None,
            });
        }
        let mut code;
        // The code object of a kernel with constant data is written while checking its
        // layout; it is the payload as well.
        let mut written = None;
        if crate::data::uses_data(&program.code) {
            // Where code and data land does not depend on the code bytes: place a
            // provisional encoding, then resolve the PC-relative distances and re-encode.
            (code, _) = self.encode_placed(unit.name, &program.code, Some((0, 0)))?;
            let ko = kernel_object(&t, unit.name, &program, &code);
            let (_, placed) = payload::write_code_object_placed(&t, &[ko])
                .map_err(|e| internal("code object", e.to_string()))?;
            let p = placed.first().copied().ok_or_else(|| internal("code object", "no placement".into()))?;
            let resolved;
            (code, resolved) =
                self.encode_placed(unit.name, &program.code, Some((p.code_address, p.data_address)))?;
            for (i, inst) in resolved {
                if let Some(slot) = program.code.get_mut(i) {
                    *slot = inst;
                }
            }
            let ko = kernel_object(&t, unit.name, &program, &code);
            let (bytes, again) = payload::write_code_object_placed(&t, &[ko])
                .map_err(|e| internal("code object", e.to_string()))?;
            if again != placed {
                return Err(internal("constant data", "the layout moved after resolving".into()));
            }
            written = Some(bytes);
        } else {
            code = self.encode_program(unit.name, &program.code)?;
        }
        let ko = kernel_object(&t, unit.name, &program, &code);
        let total_sgprs = ko.total_sgprs(&t);
        let payload = match written {
            Some(bytes) => bytes,
            None => payload::write_code_object(&t, &[ko])
                .map_err(|e| self.err(unit.name, Failure::Internal(format!("code object: {e}"))))?,
        };
        let mut assembly = String::new();
        if with_assembly {
            assembly = format!("{}:\n", unit.name);
            assembly.push_str(&crate::print::print_program(t.gen, &program.code));
        }
        let instructions = program.code.iter().filter(|i| i.op != crate::isa::Opcode::Label).count() as u32;
        crate::spare::give(program.code);
        Ok(Compiled {
            name: unit.name.to_owned(),
            payload,
            payload_extension: "hsaco",
            assembly,
            resources: Resources {
                scalar_registers: total_sgprs,
                vector_registers: program.vgprs,
                scratch_bytes: program.abi.private_bytes(),
                scalar_spills: program.sgpr_spills,
                vector_spills: program.vgpr_spills,
                threadgroup_bytes: program.abi.lds_static,
                instructions,
                code_bytes: code.len() as u32,
                occupancy: occupancy(t, program.vgprs),
            },
        })
    }
}

/// Waves per SIMD the register use allows (the VGPR file: 256 per lane on GCN; RDNA's
/// 1024-entry file in wave32, 512 in wave64; SGPRs do not limit on these generations at
/// the counts we allocate), capped by the hardware's wave slots.
pub fn occupancy(t: Target, vgprs: u32) -> u32 {
    let v = vgprs.max(1);
    if t.gen >= Gen::Gfx10 {
        let file = if t.wave_size() == 32 { 1024 } else { 512 };
        (file / v.next_multiple_of(8)).min(20)
    } else {
        (256 / v.next_multiple_of(4)).min(10)
    }
}

impl Backend for AmdBackend {
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
        let info = payload::read_code_object(bytes).map_err(|e| BackendError::Payload(e.to_string()))?;
        let gen = info.mcpu.and_then(gen::target).map(|t| t.gen).unwrap_or(self.target.gen);
        let mut s = String::new();
        for k in &info.kernels {
            s.push_str(&format!("{}:\n", k.name));
            let text = crate::disasm::disassemble_program(gen, &k.code)
                .map_err(|e| BackendError::Payload(format!("kernel `{}`: {e}", k.name)))?;
            s.push_str(&text);
        }
        Ok(s)
    }
}

/// The code object entry of a compiled kernel: registers, segments, arguments.
fn kernel_object<'a>(
    t: &Target,
    name: &'a str,
    program: &'a compile::Program,
    code: &'a [u8],
) -> KernelObject<'a> {
    let mut ko = KernelObject::new(t, name, code);
    ko.data = &program.data;
    ko.sgpr_count = program.sgprs;
    ko.vgpr_count = program.vgprs;
    ko.uses_vcc = program.uses_vcc;
    ko.group_segment_size = program.abi.lds_static;
    ko.kernarg_size = program.abi.kernarg_size;
    ko.kernarg_align = 16;
    let scratch = program.abi.private_bytes() > 0;
    ko.private_segment_size = program.abi.private_bytes();
    ko.sgpr_spill_count = program.sgpr_spills;
    ko.vgpr_spill_count = program.vgpr_spills;
    ko.user_sgprs =
        UserSgprs { private_segment_buffer: scratch, kernarg_segment_ptr: true, ..UserSgprs::default() };
    ko.system_sgprs = SystemSgprs {
        workgroup_id_x: true,
        workgroup_id_y: true,
        workgroup_id_z: true,
        private_segment_wave_offset: scratch,
        ..SystemSgprs::default()
    };
    ko.system_vgprs = 2;
    for p in &program.abi.params {
        let Place::Kernarg { offset, size } = p.place else { continue };
        let (kind, space) = match p.param.short_kind() {
            "threadgroup" => (ValueKind::DynamicSharedPointer, AddressSpace::Local),
            _ if p.param.address_space == Some(2) => (ValueKind::GlobalBuffer, AddressSpace::Constant),
            _ => (ValueKind::GlobalBuffer, AddressSpace::Global),
        };
        let mut a = KernelArg::new(offset, size, kind);
        a.name = p.param.name.clone();
        a.type_name = p.param.type_name.clone();
        a.address_space = Some(space);
        if kind == ValueKind::DynamicSharedPointer {
            a.pointee_align = Some(16);
        }
        ko.args.push(a);
    }
    let mut block =
        KernelArg::new(program.abi.dispatch_offset, abi::DISPATCH_BLOCK_BYTES, ValueKind::ByValue);
    block.name = Some("metal_dispatch".into());
    block.type_name = Some("uint[12]".into());
    ko.args.push(block);
    ko
}

/// The math functions taken from the shared library (`codegen::mathlib`, docs/math.md):
/// those the isel has no sequence for, and precise `sin`/`cos` (the isel's reduce by π in
/// two steps and use `v_sin_f32`, which is within the bound only for moderate arguments;
/// the `fast_` forms keep it) and precise `exp` (the isel's gives NaN for arguments
/// beyond about 2^32 instead of +∞/0). `exp2`, `log`, `log2`, `fmod`, `ldexp` (and `atan2` on
/// `float`) and the `fast_` exponentials keep the backend's own (`isel::math`), and `fract`
/// the hardware's `v_fract_f32`.
fn mathlib_wanted(func: gpu_ir::gpu::MathFn, fast: bool, scalar: gpu_ir::gpu::Scalar) -> bool {
    use gpu_ir::gpu::MathFn as M;
    let own = matches!(func, M::Exp2 | M::Log | M::Log2 | M::Fmod | M::Ldexp | M::Fract)
        || (fast && matches!(func, M::Sin | M::Cos | M::Exp))
        || (func == M::Atan2 && scalar == gpu_ir::gpu::Scalar::F32);
    !own
}
