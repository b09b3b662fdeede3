//! The NVIDIA backend behind the machine layer's `Backend` trait: legalization (the shared
//! matrix lowering and scalarization), PTX module text around the selected body, and
//! "disassembly" (the payload is the text itself).

use crate::abi;
use crate::isel::{self, Isel, SelError};
use codegen::{Backend, BackendError, Compiled, Resources, Unit};
use gpu_ir::{FuncId, Module};
use std::fmt::Write as _;

/// The backend for one NVIDIA arch.
#[derive(Debug, Clone)]
pub struct PtxBackend {
    arch: targets::Arch,
    /// The SM number (80, 90).
    sm: u32,
}

/// The PTX ISA version written for `sm`: 7.8 for sm_80, 8.0 for sm_90 (the first ISA
/// versions that know each target and everything we emit).
pub fn ptx_version(sm: u32) -> &'static str {
    if sm >= 90 {
        "8.0"
    } else {
        "7.8"
    }
}

/// The registry's factory: `nvidiagpu_sm80` and `nvidiagpu_sm90`.
pub fn factory(arch: &targets::Arch) -> Option<Box<dyn Backend>> {
    let sm = match arch.name.as_str() {
        "nvidiagpu_sm80" => 80,
        "nvidiagpu_sm90" => 90,
        _ => return None,
    };
    Some(Box::new(PtxBackend { arch: arch.clone(), sm }))
}

impl PtxBackend {
    pub fn sm(&self) -> u32 {
        self.sm
    }

    fn unsupported(&self, function: &str, e: SelError) -> BackendError {
        BackendError::Unsupported {
            function: function.to_owned(),
            arch: self.arch.name.clone(),
            feature: e.feature,
            inst: e.inst,
        }
    }
}

/// The module-scope declarations: static threadgroup variables and initialized
/// device/constant variables.
fn module_vars(m: &Module) -> Result<String, String> {
    let mut text = String::new();
    let (_, shared) = abi::static_shared(m)?;
    for (g, size, align) in shared {
        let _ = writeln!(text, ".shared .align {align} .b8 {}[{}];", isel::global_name(m, g), size.max(1));
    }
    for (g, d) in m.globals.iter() {
        if d.addrspace != 1 && d.addrspace != 2 {
            continue;
        }
        let l = interp::layout::layout(&m.types, d.value_type).map_err(|e| e.to_string())?;
        let align = l.align.max(u64::from(d.align)).clamp(1, 16).next_power_of_two();
        let name = isel::global_name(m, g);
        let Some(init) = d.init else {
            return Err(format!("module variable `{}` without an initializer", d.name));
        };
        let mut bytes = Vec::new();
        codegen::data::const_bytes(m, init, d.value_type, &mut bytes, 0)?;
        bytes.resize(usize::try_from(l.size).map_err(|e| e.to_string())?.max(1), 0);
        let list: Vec<String> = bytes.iter().map(|b| b.to_string()).collect();
        let _ =
            writeln!(text, ".global .align {align} .b8 {name}[{}] = {{{}}};", bytes.len(), list.join(", "));
    }
    Ok(text)
}

impl Backend for PtxBackend {
    fn arch(&self) -> &targets::Arch {
        &self.arch
    }

    /// Thread arrays left in local memory cost the steel GEMMs most of their speed
    /// (0.11 of nvcc's with them, docs/bench-ptx.md), and the matrix lowering's direct
    /// loads need the fragment loads in the multiplies' blocks.
    fn unroll_loops(&self) -> bool {
        true
    }

    fn legalize(&self, module: &mut Module, function: FuncId) -> Result<(), BackendError> {
        // Operand elements another lane holds are read again from memory where they were
        // loaded (no shuffles; warps are 32 lanes), and `f32` products are chains of
        // `f32` FMAs: conversions to `f64` cost 4× a f64 FMA on NVIDIA (docs/ptx-perf.md,
        // the numerical contract in docs/abi-ptx.md). Other element types keep the `f64`
        // dot with B widened where it lives (64-bit shuffles are two `shfl.sync`).
        let opts = codegen::matrix::MatrixOptions { wide_b: true, direct_loads: true, fma_f32: true };
        codegen::matrix::lower_matrices_with(module, function, opts)
            .and_then(|_| codegen::legalize::scalarize(module, function))
            .map(|_| ())
            .map_err(|e| match e {
                codegen::legalize::LegalizeError::Unsupported { function, feature } => {
                    BackendError::Unsupported { function, arch: self.arch.name.clone(), feature, inst: None }
                }
                e => BackendError::Unit { function: format!("{function:?}"), detail: e.to_string() },
            })
    }

    fn compile(&self, unit: &Unit<'_>) -> Result<Compiled, BackendError> {
        let m = unit.module;
        let layout = abi::layout(m, unit.function)?;
        let body = Isel::new(m, unit.function, self.sm, &self.arch.name)
            .and_then(Isel::run)
            .map_err(|e| self.unsupported(unit.name, e))?;
        // SIMD-group operations need the structured active mask (docs/abi-ptx.md,
        // "Convergence"): such kernels are selected again from their region tree.
        let body = if body.warp_ops {
            Isel::new(m, unit.function, self.sm, &self.arch.name)
                .and_then(|i| i.run_structured(&body.warp_blocks))
                .map_err(|e| self.unsupported(unit.name, e))?
        } else {
            body
        };
        let vars = module_vars(m)
            .map_err(|feature| self.unsupported(unit.name, SelError { feature, inst: None }))?;
        let mut text = String::new();
        let _ = writeln!(text, "//");
        let _ = writeln!(
            text,
            "// metal-nt: `{}` for {} (ABI: docs/abi-ptx.md)",
            unit.name.escape_default(),
            self.arch.name
        );
        let _ = writeln!(text, "//");
        let _ = writeln!(text, ".version {}", ptx_version(self.sm));
        let _ = writeln!(text, ".target sm_{}", self.sm);
        let _ = writeln!(text, ".address_size 64");
        let _ = writeln!(text);
        if body.uses_dynamic_shared {
            let _ = writeln!(text, ".extern .shared .align 16 .b8 metal_threadgroup[];");
        }
        text.push_str(&vars);
        let _ = writeln!(text);
        let _ = writeln!(text, ".visible .entry {}(", layout.entry);
        let _ = writeln!(text, "\t{}", body.params.join(",\n\t"));
        let _ = writeln!(text, ")");
        let _ = writeln!(text, "{{");
        text.push_str(&body.decls);
        text.push('\n');
        text.push_str(&body.code);
        let _ = writeln!(text, "}}");
        let instructions = body.code.lines().filter(|l| l.starts_with('\t')).count();
        Ok(Compiled {
            name: unit.name.to_owned(),
            payload: text.clone().into_bytes(),
            payload_extension: "ptx",
            assembly: text,
            resources: Resources {
                threadgroup_bytes: layout.static_shared_bytes,
                instructions: u32::try_from(instructions).unwrap_or(u32::MAX),
                code_bytes: 0,
                ..Resources::default()
            },
        })
    }

    fn disassemble(&self, payload: &[u8]) -> Result<String, BackendError> {
        String::from_utf8(payload.to_vec())
            .map_err(|e| BackendError::Payload(format!("PTX is not UTF-8: {e}")))
    }
}
