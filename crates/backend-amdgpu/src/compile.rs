//! One kernel from optimized gpu-ir to AMD machine code: parameters and ABI,
//! uniformity (wave-wide on 64-lane waves), structurization, instruction selection,
//! register allocation, copy lowering, waits — the post-allocation program the encoder,
//! the printer and the simulator take.

use crate::abi::{self, KernelAbi};
use crate::gen::{Gen, Target};
use crate::isa::{Inst, Opcode as O, Operand, Reg};
use crate::isel::{Isel, SelError};
use codegen::pcopy::{self, Step};
use codegen::regalloc::{self, FileSpec, Occ, RegOperands};
use gpu_ir::{FuncId, Module};

const SGPR: u8 = 0;
const VGPR: u8 = 1;

impl RegOperands for Inst {
    fn visit_regs(&self, f: &mut dyn FnMut(Occ)) {
        let mut visit = |op: &Operand, def: bool| {
            if let Operand::Reg { reg, width } = op {
                match reg {
                    Reg::VirtS(id) => f(Occ::Virtual { file: SGPR, id: *id, width: *width, def }),
                    Reg::VirtV(id) => f(Occ::Virtual { file: VGPR, id: *id, width: *width, def }),
                    Reg::S(n) => f(Occ::Physical { file: SGPR, first: *n, width: *width }),
                    Reg::V(n) => f(Occ::Physical { file: VGPR, first: *n, width: *width }),
                    _ => {}
                }
            }
        };
        for s in &self.srcs {
            visit(s, false);
        }
        for d in &self.defs {
            visit(d, true);
        }
    }

    fn assign_regs(&mut self, map: &dyn Fn(u8, u32) -> Option<u16>) {
        for op in self.defs.iter_mut().chain(self.srcs.iter_mut()) {
            if let Operand::Reg { reg, .. } = op {
                match *reg {
                    Reg::VirtS(id) => {
                        if let Some(r) = map(SGPR, id) {
                            *reg = Reg::S(r);
                        }
                    }
                    Reg::VirtV(id) => {
                        if let Some(r) = map(VGPR, id) {
                            *reg = Reg::V(r);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// What compiling one kernel gives.
#[derive(Debug, Clone)]
pub struct Program {
    /// Physical-register code with labels, ready to encode.
    pub code: Vec<Inst>,
    pub abi: KernelAbi,
    /// SGPRs used (without VCC), VGPRs used.
    pub sgprs: u32,
    pub vgprs: u32,
    pub uses_vcc: bool,
}

/// A failure, as the backend reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Select(SelError),
    Pressure(String),
    Unit(String),
    Internal(String),
}

/// The register budget: the whole file (spilling is not implemented, so a kernel that
/// needs more fails with a register-pressure error).
fn files(t: Target) -> [FileSpec; 2] {
    const SALIGN: &[u16] = &[1, 1, 2, 4, 4];
    const VALIGN: &[u16] = &[1];
    // What the descriptor adds (VCC; XNACK and flat scratch on gfx8/9) must still fit the
    // addressable SGPRs (104 on gfx6/7, 102 on gfx8/9, 106 on gfx10).
    let sgprs = match t.gen {
        Gen::Gfx6 | Gen::Gfx7 => 100,
        Gen::Gfx8 | Gen::Gfx9 => 94,
        Gen::Gfx10 | Gen::Gfx10_3 => 104,
    };
    [FileSpec { budget: sgprs, align: SALIGN }, FileSpec { budget: 256, align: VALIGN }]
}

/// Compiles kernel `f` of `m` for `t`.
pub fn compile(m: &Module, f: FuncId, t: Target) -> Result<Program, Failure> {
    let Some(func) = m.functions.get(f) else {
        return Err(Failure::Unit("the function does not exist".into()));
    };
    if func.is_declaration() {
        return Err(Failure::Unit("the function has no body".into()));
    }
    let (list, params) = codegen::params::kernel_params(m, f).ok_or_else(|| {
        Failure::Unit("the function is not an entry point (no AIR metadata names it)".into())
    })?;
    if list != "air.kernel" {
        return Err(Failure::Select(SelError {
            feature: format!(
                "{} functions (only compute kernels are translated)",
                list.trim_start_matches("air.")
            ),
            inst: None,
        }));
    }
    let abi =
        abi::layout(m, f, &params).map_err(|feature| Failure::Select(SelError { feature, inst: None }))?;
    let wide = t.wave_size() > 32;
    let seeds = if wide {
        opt::uniformity::seeds_for_wide_waves(m, f)
    } else {
        opt::uniformity::seeds_from_metadata(m, f)
    };
    let uni = opt::uniformity::analyze_for(m, func, &seeds, wide);
    let structured = opt::structurize::structurize(func).map_err(|e| Failure::Unit(e.to_string()))?;
    let selected = Isel::new(m, func, t, &uni, &abi).run(&structured.body).map_err(Failure::Select)?;
    let mut code = selected.code;
    let loops = remove_dead(&mut code, &selected.loops);
    let alloc = regalloc::allocate(&code, &loops, &files(t)).map_err(|p| {
        let file = if p.file == SGPR { "scalar" } else { "vector" };
        Failure::Pressure(format!(
            "{} {file} registers live at once exceed the budget of {} (spilling to scratch is not implemented)",
            p.live, p.budget
        ))
    })?;
    regalloc::apply(&mut code, &alloc);
    // SCC is implicit in every encoding; isel names it only for the record.
    for inst in &mut code {
        inst.defs.retain(|o| !matches!(o, Operand::Reg { reg: Reg::Scc, .. }));
        inst.srcs.retain(|o| !matches!(o, Operand::Reg { reg: Reg::Scc, .. }));
    }
    let code = lower_copies(code, t)?;
    let uses_vcc = code.iter().any(|i| {
        i.defs
            .iter()
            .chain(i.srcs.iter())
            .any(|o| matches!(o, Operand::Reg { reg: Reg::Vcc | Reg::VccHi, .. }))
    });
    let code = crate::wait::insert_waits(t.gen, code);
    let sgprs = u32::from(alloc.used.first().copied().unwrap_or(0))
        .max(u32::from(abi.workgroup_id_sgpr()) + 3 + u32::from(abi.scratch_bytes > 0));
    let vgprs = u32::from(alloc.used.get(1).copied().unwrap_or(0)).max(3);
    Ok(Program { code, abi, sgprs, vgprs, uses_vcc })
}

/// Whether removing `inst` when its results are unused changes nothing else: it
/// writes only virtual registers and touches no memory, control or hardware state.
fn removable(inst: &Inst) -> bool {
    let name = inst.op.name();
    let pure_op = !(name.starts_with("global_")
        || name.starts_with("buffer_")
        || name.starts_with("ds_")
        || name.starts_with("s_cbranch")
        || matches!(inst.op, O::Label | O::SBranch | O::SEndpgm | O::SBarrier | O::SWaitcnt | O::SWaitcntVscnt | O::SNop)
        // They also write EXEC.
        || name.contains("saveexec"));
    pure_op
        && !inst.defs.is_empty()
        && inst.defs.iter().all(|d| matches!(d, Operand::Reg { reg: Reg::VirtS(_) | Reg::VirtV(_), .. }))
}

/// Removes instructions whose results nothing reads (unused built-ins, the halves of a
/// split that go unused, values only a removed instruction read), to a fixed point, and
/// returns the loop ranges renumbered for the shorter code.
fn remove_dead(code: &mut Vec<Inst>, loops: &[(usize, usize)]) -> Vec<(usize, usize)> {
    // Original index of every instruction still present.
    let mut origin: Vec<usize> = (0..code.len()).collect();
    loop {
        let mut used = std::collections::BTreeSet::new();
        for inst in code.iter() {
            for s in &inst.srcs {
                if let Operand::Reg { reg: r @ (Reg::VirtS(_) | Reg::VirtV(_)), .. } = s {
                    used.insert(*r);
                }
            }
        }
        let keep: Vec<bool> = code
            .iter()
            .map(|inst| {
                !removable(inst)
                    || inst.defs.iter().any(|d| matches!(d, Operand::Reg { reg, .. } if used.contains(reg)))
            })
            .collect();
        if keep.iter().all(|&k| k) {
            break;
        }
        let mut k = keep.iter();
        code.retain(|_| k.next().copied().unwrap_or(true));
        let mut k = keep.iter();
        origin.retain(|_| k.next().copied().unwrap_or(true));
    }
    // A loop's first and last instructions (its label and its back branch or last
    // jump) are never removed; map each bound to the nearest kept instruction inside.
    loops
        .iter()
        .filter_map(|&(a, b)| {
            let start = origin.partition_point(|&o| o < a);
            let end = origin.partition_point(|&o| o <= b).checked_sub(1)?;
            (start <= end).then_some((start, end))
        })
        .collect()
}

fn phys(op: &Operand) -> Option<(bool, u16, u8)> {
    match op {
        Operand::Reg { reg: Reg::S(n), width } => Some((false, *n, *width)),
        Operand::Reg { reg: Reg::V(n), width } => Some((true, *n, *width)),
        _ => None,
    }
}

/// Replaces every parallel copy by moves: destinations and sources are split into
/// 32-bit registers, then sequentialized per register file.
fn lower_copies(code: Vec<Inst>, t: Target) -> Result<Vec<Inst>, Failure> {
    let mut out = Vec::with_capacity(code.len());
    for inst in code {
        if inst.op != O::ParallelCopy {
            out.push(inst);
            continue;
        }
        // Flatten both sides to single registers or immediates.
        let mut dsts: Vec<(bool, u16)> = Vec::new();
        for d in &inst.defs {
            let (v, n, w) = phys(d).ok_or_else(|| Failure::Internal(format!("copy into {d:?}")))?;
            dsts.extend((0..u16::from(w)).map(|k| (v, n + k)));
        }
        #[derive(Clone, Copy, PartialEq, Eq)]
        enum Src {
            R(bool, u16),
            I(i64),
        }
        let mut srcs: Vec<Src> = Vec::new();
        for s in &inst.srcs {
            match s {
                Operand::Imm(x) => srcs.push(Src::I(*x)),
                other => {
                    let (v, n, w) =
                        phys(other).ok_or_else(|| Failure::Internal(format!("copy from {other:?}")))?;
                    srcs.extend((0..u16::from(w)).map(|k| Src::R(v, n + k)));
                }
            }
        }
        if dsts.len() != srcs.len() {
            return Err(Failure::Internal(format!("a copy of {} registers into {}", srcs.len(), dsts.len())));
        }
        let mut regs: Vec<((bool, u16), (bool, u16))> = Vec::new();
        let mut imms: Vec<((bool, u16), i64)> = Vec::new();
        for (d, s) in dsts.iter().zip(srcs.iter()) {
            match s {
                Src::R(v, n) => {
                    if !d.0 && *v {
                        // A per-lane value into a scalar: only uniform values get here.
                        out.push(Inst::new(
                            O::VReadfirstlaneB32,
                            vec![Operand::reg(Reg::S(d.1))],
                            vec![Operand::reg(Reg::V(*n))],
                        ));
                    } else {
                        regs.push((*d, (*v, *n)));
                    }
                }
                Src::I(x) => imms.push((*d, *x)),
            }
        }
        let mov = |d: (bool, u16), src: Operand| {
            if d.0 {
                Inst::new(O::VMovB32, vec![Operand::reg(Reg::V(d.1))], vec![src])
            } else {
                Inst::new(O::SMovB32, vec![Operand::reg(Reg::S(d.1))], vec![src])
            }
        };
        let reg_op = |r: (bool, u16)| Operand::reg(if r.0 { Reg::V(r.1) } else { Reg::S(r.1) });
        for step in pcopy::sequentialize(&regs) {
            match step {
                Step::Copy { dst, src } => out.push(mov(dst, reg_op(src))),
                Step::Swap { a, b } => {
                    if a.0 != b.0 {
                        return Err(Failure::Internal("a copy cycle across register files".into()));
                    }
                    let op = if a.0 { O::VXorB32 } else { O::SXorB32 };
                    for (d, x, y) in [(a, a, b), (b, b, a), (a, a, b)] {
                        let defs =
                            if a.0 { vec![reg_op(d)] } else { vec![reg_op(d), Operand::reg(Reg::Scc)] };
                        out.push(Inst::new(op, defs, vec![reg_op(x), reg_op(y)]));
                    }
                }
            }
        }
        for (d, x) in imms {
            out.push(mov(d, Operand::Imm(x)));
        }
    }
    let _ = t;
    Ok(out)
}
