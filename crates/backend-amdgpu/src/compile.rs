//! One kernel from optimized gpu-ir to AMD machine code: parameters and ABI,
//! uniformity (wave-wide on 64-lane waves), structurization, instruction selection,
//! register allocation, copy lowering, waits — the post-allocation program the encoder,
//! the printer and the simulator take.

use crate::abi::{self, KernelAbi};
use crate::gen::{Gen, Target};
use crate::isa::{prop, Inst, Mods, Opcode as O, Operand, Reg};
use crate::isel::{Isel, SelError};
use codegen::pcopy::{self, Step};
use codegen::regalloc::{self, CopyHint, FileSpec, Occ, RegOperands, Spiller, Unit};
use gpu_ir::{FuncId, Module};
use smallvec::smallvec;

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

    fn copy_hints(&self, f: &mut dyn FnMut(CopyHint)) {
        // Both sides as 32-bit units (file, unit); `None` for what is not a register.
        // Inline up to a size most copies stay within: this runs for every move.
        fn units(ops: &[Operand]) -> smallvec::SmallVec<[Option<(u8, Unit)>; 16]> {
            let mut out = smallvec::SmallVec::new();
            for op in ops {
                match op {
                    Operand::Reg { reg, width } => {
                        for k in 0..*width {
                            out.push(match *reg {
                                Reg::VirtS(id) => Some((SGPR, Unit::Virtual { id, at: k })),
                                Reg::VirtV(id) => Some((VGPR, Unit::Virtual { id, at: k })),
                                Reg::S(n) => Some((SGPR, Unit::Physical(n + u16::from(k)))),
                                Reg::V(n) => Some((VGPR, Unit::Physical(n + u16::from(k)))),
                                _ => None,
                            });
                        }
                    }
                    _ => out.push(None),
                }
            }
            out
        }
        match self.op {
            O::ParallelCopy | O::VMovB32 | O::SMovB32 | O::SMovB64 => {}
            _ => return,
        }
        let (d, s) = (units(&self.defs), units(&self.srcs));
        if d.len() != s.len() {
            return;
        }
        for (d, s) in d.into_iter().zip(s) {
            if let (Some((fd, dst)), Some((fs, src))) = (d, s) {
                if fd == fs {
                    f(CopyHint { file: fd, dst, src });
                }
            }
        }
    }

    fn rename(&mut self, file: u8, from: u32, to: u32) {
        for op in self.defs.iter_mut().chain(self.srcs.iter_mut()) {
            if let Operand::Reg { reg, .. } = op {
                match *reg {
                    Reg::VirtS(id) if file == SGPR && id == from => *reg = Reg::VirtS(to),
                    Reg::VirtV(id) if file == VGPR && id == from => *reg = Reg::VirtV(to),
                    _ => {}
                }
            }
        }
    }
}

/// The first VGPR whose lanes hold spilled SGPRs (v0–v2 are the work-item ids).
const SGPR_SPILL_VGPR: u16 = 3;

/// Spill code: SGPRs into lanes of reserved VGPRs (`v_writelane_b32` /
/// `v_readlane_b32`, which ignore the execution mask, so a uniform value spilled in a
/// divergent region survives), VGPRs into each lane's private memory after the allocas
/// (`buffer_store_dword` / `buffer_load_dword` with no address register, the private
/// segment buffer `s[0:3]` and the wave's scratch offset, which the instructions name
/// physically so the allocator keeps them for the whole kernel). A tuple is one
/// instruction here; [`expand_spills`] splits it after allocation, when its registers
/// have numbers.
struct AmdSpiller {
    gen: Gen,
    lanes: u32,
    /// The SGPR of the wave's scratch offset (meaningless without private memory: then
    /// a vector spill makes `compile` select again with it).
    wave_offset: u16,
    /// Byte offset of the spill area in a lane's private memory.
    frame: u32,
}

impl AmdSpiller {
    fn lane_vgpr(&self, slot: u32) -> (Operand, i64) {
        let v = u32::from(SGPR_SPILL_VGPR) + slot / self.lanes;
        (Operand::reg(Reg::V(u16::try_from(v).unwrap_or(u16::MAX))), i64::from(slot % self.lanes))
    }
    fn scratch_srcs(&self) -> [Operand; 3] {
        [Operand::Off, Operand::tuple(Reg::S(0), 4), Operand::reg(Reg::S(self.wave_offset))]
    }
    fn offset(&self, slot: u32) -> i32 {
        i32::try_from(self.frame.saturating_add(slot.saturating_mul(4))).unwrap_or(i32::MAX)
    }
}

impl Spiller<Inst> for AmdSpiller {
    fn can_spill(&self, _: u8) -> bool {
        true
    }

    fn pinned(&self, inst: &Inst) -> bool {
        // It writes a lane whatever the execution mask says; a store after it would not.
        inst.op == O::VWritelaneB32
    }

    fn store(&mut self, file: u8, id: u32, width: u8, slot: u32) -> Vec<Inst> {
        if file == SGPR {
            let (v, lane) = self.lane_vgpr(slot);
            vec![Inst::new(
                O::VWritelaneB32,
                smallvec![v],
                smallvec![Operand::tuple(Reg::VirtS(id), width), Operand::Imm(lane)],
            )]
        } else {
            let mut srcs = smallvec![Operand::tuple(Reg::VirtV(id), width)];
            srcs.extend(self.scratch_srcs());
            let mut i = Inst::new(O::BufferStoreDword, smallvec![], srcs);
            i.mods.offset = self.offset(slot);
            vec![i]
        }
    }

    fn load(&mut self, file: u8, id: u32, width: u8, slot: u32, user: &Inst) -> Vec<Inst> {
        if file == SGPR {
            let (v, lane) = self.lane_vgpr(slot);
            let mut out = vec![Inst::new(
                O::VReadlaneB32,
                smallvec![Operand::tuple(Reg::VirtS(id), width)],
                smallvec![v, Operand::Imm(lane)],
            )];
            // GCN's hazard: an SGPR a VALU instruction wrote needs 5 wait states before a
            // memory instruction (or a lane select) reads it.
            let memory = user.op.has_any(prop::BUFFER | prop::GLOBAL | prop::S_LOAD | prop::S_BUFFER);
            if self.gen <= Gen::Gfx9 && (memory || matches!(user.op, O::VReadlaneB32 | O::VWritelaneB32)) {
                out.push(Inst::new(O::SNop, smallvec![], smallvec![Operand::Imm(4)]));
            }
            out
        } else {
            let mut i = Inst::new(
                O::BufferLoadDword,
                smallvec![Operand::tuple(Reg::VirtV(id), width)],
                self.scratch_srcs().to_vec(),
            );
            i.mods.offset = self.offset(slot);
            vec![i]
        }
    }
}

/// Splits the spill code of tuples ([`AmdSpiller`]) into one instruction per register.
fn expand_spills(code: Vec<Inst>) -> Vec<Inst> {
    let wide = |o: Option<&Operand>| match o {
        Some(Operand::Reg { reg: r @ (Reg::S(_) | Reg::V(_)), width }) if *width > 1 => Some((*r, *width)),
        _ => None,
    };
    let split = |inst: &Inst| match inst.op {
        O::BufferStoreDword | O::VWritelaneB32 => wide(inst.srcs.first()).map(|w| (w, false)),
        O::BufferLoadDword | O::VReadlaneB32 => wide(inst.defs.first()).map(|w| (w, true)),
        _ => None,
    };
    // Most kernels spill nothing wide: keep the code where it is.
    if !code.iter().any(|i| split(i).is_some()) {
        return code;
    }
    let mut out = crate::spare::take(code.len() + code.len() / 8);
    let mut code = code;
    for inst in code.drain(..) {
        let bump = |r: Reg, k: u16| match r {
            Reg::S(n) => Reg::S(n + k),
            Reg::V(n) => Reg::V(n + k),
            other => other,
        };
        let Some(((reg, width), is_def)) = split(&inst) else {
            out.push(inst);
            continue;
        };
        for k in 0..u16::from(width) {
            let mut one = inst.clone();
            let slot = if is_def { one.defs.first_mut() } else { one.srcs.first_mut() };
            if let Some(o) = slot {
                *o = Operand::reg(bump(reg, k));
            }
            if matches!(inst.op, O::BufferStoreDword | O::BufferLoadDword) {
                one.mods.offset += 4 * i32::from(k);
            } else if let Some(Operand::Imm(lane)) = one.srcs.get_mut(1) {
                *lane += i64::from(k);
            }
            out.push(one);
        }
    }
    crate::spare::give(code);
    out
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
    /// Registers spilled (32-bit units): SGPRs into VGPR lanes, VGPRs into scratch.
    pub sgpr_spills: u32,
    pub vgpr_spills: u32,
    /// Module constant data the code addresses (`Operand::DataRel`; `crate::data`).
    pub data: Vec<u8>,
}

/// A failure, as the backend reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Select(SelError),
    Pressure(String),
    Unit(String),
    Internal(String),
}

/// Limits on the registers allocation may use, below the hardware's (a test knob:
/// small budgets make ordinary kernels spill).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Budget {
    pub sgprs: Option<u16>,
    pub vgprs: Option<u16>,
}

/// The register budget: the whole file. A smaller budget would raise occupancy only
/// where the VGPR count crosses a step of the occupancy table, and would cost spills
/// where it does not fit (docs/abi-amdgpu.md, "Register allocation and waits").
fn files(t: Target, b: Budget) -> [FileSpec; 2] {
    const SALIGN: &[u16] = &[1, 1, 2, 4, 4];
    const VALIGN: &[u16] = &[1];
    // What the descriptor adds (VCC; XNACK and flat scratch on gfx8/9) must still fit the
    // addressable SGPRs (104 on gfx6/7, 102 on gfx8/9, 106 on gfx10).
    let sgprs = match t.gen {
        Gen::Gfx6 | Gen::Gfx7 => 100,
        Gen::Gfx8 | Gen::Gfx9 => 94,
        Gen::Gfx10 | Gen::Gfx10_3 => 104,
    };
    [
        FileSpec { budget: b.sgprs.map_or(sgprs, |x| x.min(sgprs)), align: SALIGN },
        FileSpec { budget: b.vgprs.map_or(256, |x| x.min(256)), align: VALIGN },
    ]
}

/// Compiles kernel `f` of `m` for `t`.
pub fn compile(m: &Module, f: FuncId, t: Target) -> Result<Program, Failure> {
    compile_with(m, f, t, Budget::default())
}

/// What `finish` reports when a long branch finds no free SGPR pair.
const NO_PAIR_FOR_LONG_BRANCH: &str = "long branches with every SGPR in use";

/// Compiles kernel `f` of `m` for `t` within register budget `budget`. A kernel whose
/// long branches find every SGPR in use is compiled again with two SGPRs fewer for
/// values (spilling the difference), which leaves the jump its pair.
pub fn compile_with(m: &Module, f: FuncId, t: Target, budget: Budget) -> Result<Program, Failure> {
    match compile_within(m, f, t, budget) {
        Err(Failure::Select(e)) if e.feature.starts_with(NO_PAIR_FOR_LONG_BRANCH) => {
            let limit = files(t, budget)[0].budget;
            compile_within(m, f, t, Budget { sgprs: Some(limit.saturating_sub(2)), ..budget })
        }
        r => r,
    }
}

fn compile_within(m: &Module, f: FuncId, t: Target, budget: Budget) -> Result<Program, Failure> {
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
    let mut abi =
        abi::layout(m, f, &params).map_err(|feature| Failure::Select(SelError { feature, inst: None }))?;
    let wide = t.wave_size() > 32;
    let seeds = if wide {
        opt::uniformity::seeds_for_wide_waves(m, f)
    } else {
        opt::uniformity::seeds_from_metadata(m, f)
    };
    let uni = opt::uniformity::analyze_for(m, func, &seeds, wide);
    let structured = opt::structurize::structurize(func).map_err(|e| Failure::Unit(e.to_string()))?;
    // Vector spills need the private segment, whose registers shift the kernel-argument
    // pointer: a kernel without allocas that spills is selected a second time with it.
    for _ in 0..2 {
        let selected = Isel::new(m, func, t, &uni, &abi).run(&structured.body).map_err(Failure::Select)?;
        let mut code = selected.code;
        let data = selected.data;
        vector_uses_of_lane_reads(&mut code);
        let mut loops = remove_dead(&mut code, &selected.loops);
        narrow_scalar_loads(&mut code);
        // Under a reduced scalar budget (the spilling tests) an aligned 8-wide tuple may
        // find no window: the loads stay as selected there.
        if budget.sgprs.is_none() {
            loops = merge_kernarg_loads(&mut code, &loops);
        }
        crate::vcc::masks_to_vcc(t.gen, wide, &mut code);
        let mut spiller = AmdSpiller {
            gen: t.gen,
            lanes: t.wave_size(),
            wave_offset: abi.wave_offset_sgpr().unwrap_or(0),
            frame: abi.scratch_bytes,
        };
        let (alloc, spills) =
            regalloc::allocate_spilling(&mut code, &mut loops, &files(t, budget), &mut spiller).map_err(
                |p| {
                    let file = if p.file == SGPR { "scalar registers" } else { "vector registers" };
                    let at = code.get(p.inst).map_or_else(String::new, |i| format!(" (`{}`)", i.op.name()));
                    Failure::Pressure(regalloc::describe_pressure(&p, file, &at))
                },
            )?;
        let vgpr_spills = spills.registers.get(usize::from(VGPR)).copied().unwrap_or(0);
        let sgpr_spills = spills.registers.get(usize::from(SGPR)).copied().unwrap_or(0);
        if vgpr_spills > 0 && abi.private_bytes() == 0 {
            abi.spill_bytes = 4;
            continue;
        }
        let spill_area = spills.slots.get(usize::from(VGPR)).copied().unwrap_or(0).saturating_mul(4);
        if vgpr_spills > 0 {
            // MUBUF's offset has 12 bits and the spill code has no register to spare.
            if abi.scratch_bytes.saturating_add(spill_area) > 4096 {
                return Err(Failure::Pressure(format!(
                    "{vgpr_spills} vector registers spilled: {} bytes of spill area after {} bytes of allocas exceed the 4 KiB an instruction offset reaches",
                    spill_area, abi.scratch_bytes
                )));
            }
            abi.spill_bytes = abi.spill_bytes.max(spill_area);
        }
        regalloc::apply(&mut code, &alloc);
        let code = expand_spills(code);
        return finish(code, abi, t, &alloc, sgpr_spills, vgpr_spills).map(|p| Program { data, ..p });
    }
    Err(Failure::Internal("vector spills without the private segment after selecting it".into()))
}

/// The steps after allocation: SCC out of the operands, copies to moves, waits.
fn finish(
    mut code: Vec<Inst>,
    abi: KernelAbi,
    t: Target,
    alloc: &regalloc::Allocation,
    sgpr_spills: u32,
    vgpr_spills: u32,
) -> Result<Program, Failure> {
    // SCC is implicit in every encoding; isel names it only for the record. Moves of a
    // register onto itself, left where allocation coalesced a copy, go in the same pass
    // (or, with parallel copies to lower, in that one, which moves every instruction
    // anyway).
    let copies = code.iter().any(|i| i.op == O::ParallelCopy);
    code.retain_mut(|inst| {
        inst.defs.retain(|o| !matches!(o, Operand::Reg { reg: Reg::Scc, .. }));
        inst.srcs.retain(|o| !matches!(o, Operand::Reg { reg: Reg::Scc, .. }));
        copies || !self_move(inst)
    });
    let code = if copies { lower_copies(code, t)? } else { code };
    let code = drop_unreachable(thread_jumps(code));
    let code = drop_jumps_to_next(code);
    let code = drop_short_execz_skips(code);
    let uses_vcc = code.iter().any(|i| {
        i.defs
            .iter()
            .chain(i.srcs.iter())
            .any(|o| matches!(o, Operand::Reg { reg: Reg::Vcc | Reg::VccHi, .. }))
    });
    let code = crate::wait::insert_waits(t.gen, code);
    let code = crate::hazard::insert_nops(t.gen, code);
    let code = crate::hazard::rdna1_fixups(t.gen, code);
    let mut sgprs = u32::from(alloc.used.first().copied().unwrap_or(0))
        .max(u32::from(abi.workgroup_id_sgpr()) + 3 + u32::from(abi.private_bytes() > 0));
    // Long branches jump through the first SGPR pair above everything the code uses.
    let pair = sgprs.next_multiple_of(2);
    // A relaxed branch brings a new label and a jump, which the hazard passes must see:
    // run them again, and relax again where their fixes pushed a branch out of reach.
    let (mut code, mut relaxed) = (code, false);
    loop {
        let (c, more) = crate::relax::relax_branches(t.gen, code, pair as u16)
            .map_err(|e| Failure::Internal(format!("branch relaxation: {e}")))?;
        code = c;
        if !more {
            break;
        }
        relaxed = true;
        code = crate::hazard::rdna1_fixups(t.gen, crate::hazard::insert_nops(t.gen, code));
    }
    if relaxed {
        let limit = u32::from(files(t, Budget::default())[0].budget);
        if pair + 2 > limit {
            return Err(Failure::Select(SelError {
                feature: format!("{NO_PAIR_FOR_LONG_BRANCH} ({pair} used; the jump needs 2 more of {limit})"),
                inst: None,
            }));
        }
        sgprs = pair + 2;
    }
    let vgprs = u32::from(alloc.used.get(1).copied().unwrap_or(0)).max(3);
    Ok(Program { code, abi, sgprs, vgprs, uses_vcc, sgpr_spills, vgpr_spills, data: Vec::new() })
}

/// A move of a register onto itself.
fn self_move(i: &Inst) -> bool {
    matches!(i.op, O::VMovB32 | O::SMovB32 | O::SMovB64)
        && i.defs.len() == 1
        && i.srcs.len() == 1
        && i.defs.first() == i.srcs.first()
        && i.mods == Default::default()
}

/// The label number of a `Label` instruction.
fn label_of(i: &Inst) -> Option<i64> {
    match (i.op, i.srcs.first()) {
        (O::Label, Some(Operand::Label(l))) => Some(i64::from(*l)),
        (O::Label, Some(Operand::Imm(l))) => Some(*l),
        _ => None,
    }
}

/// Branches (conditional or not) to a label whose first instruction is `s_branch M` go
/// to M directly (structured control flow nests joins: the end of an inner `else` jumps
/// to the outer join's jump).
fn thread_jumps(mut code: Vec<Inst>) -> Vec<Inst> {
    use std::collections::BTreeMap;
    // label -> where its `s_branch` goes, for labels followed (after labels) by one.
    let mut forward: BTreeMap<i64, u32> = BTreeMap::new();
    for (n, i) in code.iter().enumerate() {
        let Some(l) = label_of(i) else { continue };
        let next = code.get(n + 1..).unwrap_or(&[]).iter().find(|j| j.op != O::Label);
        if let Some(j) = next.filter(|j| j.op == O::SBranch) {
            if let Some(Operand::Label(m)) = j.srcs.first() {
                forward.insert(l, *m);
            }
        }
    }
    if forward.is_empty() {
        return code;
    }
    for i in &mut code {
        if !matches!(
            i.op,
            O::SBranch | O::SCbranchExecz | O::SCbranchExecnz | O::SCbranchScc0 | O::SCbranchScc1
        ) {
            continue;
        }
        let Some(Operand::Label(l)) = i.srcs.first_mut() else { continue };
        // Bounded: a cycle of jumps (an empty infinite loop) keeps its last target.
        for _ in 0..8 {
            match forward.get(&i64::from(*l)) {
                Some(&m) if m != *l => *l = m,
                _ => break,
            }
        }
    }
    code
}

/// Removes what follows an `s_branch` or `s_endpgm` up to the next label: no jump leads
/// there.
fn drop_unreachable(code: Vec<Inst>) -> Vec<Inst> {
    let mut dead = false;
    let keep: Vec<bool> = code
        .iter()
        .map(|i| {
            if i.op == O::Label {
                dead = false;
                return true;
            }
            let keep = !dead;
            if matches!(i.op, O::SBranch | O::SEndpgm) {
                dead = true;
            }
            keep
        })
        .collect();
    keep_only(code, &keep)
}

/// Removes branches (conditional or not) to a label that follows with only labels in
/// between: wherever they go, execution continues at the same instruction.
fn drop_jumps_to_next(code: Vec<Inst>) -> Vec<Inst> {
    let target = |i: &Inst| match (i.op, i.srcs.first()) {
        (
            O::SBranch | O::SCbranchExecz | O::SCbranchExecnz | O::SCbranchScc0 | O::SCbranchScc1,
            Some(Operand::Label(l)),
        ) => Some(*l),
        _ => None,
    };
    let keep: Vec<bool> = (0..code.len())
        .map(|n| {
            let Some(l) = code.get(n).and_then(target) else { return true };
            !code.get(n + 1..).unwrap_or(&[]).iter().take_while(|i| i.op == O::Label).any(|i| {
                i.srcs.first() == Some(&Operand::Label(l))
                    || i.srcs.first() == Some(&Operand::Imm(i64::from(l)))
            })
        })
        .collect();
    keep_only(code, &keep)
}

/// `code` without the instructions `keep` says no to (in place; untouched when it keeps
/// everything).
fn keep_only(mut code: Vec<Inst>, keep: &[bool]) -> Vec<Inst> {
    if keep.iter().all(|&k| k) {
        return code;
    }
    let mut k = keep.iter();
    code.retain(|_| k.next().copied().unwrap_or(true));
    code
}

/// [`Facts::dead_exec_writes`] of the whole of `code`.
#[cfg(test)]
fn dead_exec_writes(code: &[Inst]) -> Vec<bool> {
    let all: Vec<usize> = (0..code.len()).collect();
    Facts::of(code).dead_exec_writes(&all)
}

/// Vector operands that read a uniform value back from its VGPR instead of the SGPR a
/// `v_readfirstlane_b32` copied it into: isel keeps every uniform value scalar, so a
/// uniform value vector code computes (floats, loads) goes to an SGPR, and its vector
/// uses (`v_mov_b32` into a store's data, the next float operation) read that SGPR.
/// Within the straight-line code after the read — no label, no write of `exec`, no
/// new write of the VGPR — every active lane's VGPR holds the value, so a vector
/// operand may take the VGPR; the read then dies where only vector code used it
/// (`remove_dead`), and the copies become register copies the allocator coalesces.
/// Not for the operands that must be scalar: the lane of `v_readlane`/`v_writelane`
/// and the lane masks of selects and carries.
fn vector_uses_of_lane_reads(code: &mut [Inst]) {
    use crate::table::Class;
    // SGPR read → (its VGPR), for the reads of the current straight-line stretch.
    let mut reads: Vec<(u32, u32)> = Vec::new();
    for inst in code.iter_mut() {
        let exec = |o: &Operand| matches!(o, Operand::Reg { reg: Reg::Exec | Reg::ExecHi, .. });
        if inst.op == O::Label || inst.op.has_any(prop::SAVEEXEC) || inst.defs.iter().any(exec) {
            reads.clear();
            continue;
        }
        let vector = crate::table::info(inst.op)
            .is_some_and(|i| matches!(i.class, Class::Vop1 | Class::Vop2 | Class::Vop3 | Class::Vopc))
            && !matches!(inst.op, O::VReadlaneB32 | O::VWritelaneB32 | O::VReadfirstlaneB32);
        if vector && !reads.is_empty() {
            // Sources past the second of these are lane masks.
            let masked = matches!(inst.op, O::VCndmaskB32 | O::VAddcCoU32 | O::VSubbCoU32);
            for (n, src) in inst.srcs.iter_mut().enumerate() {
                if masked && n >= 2 {
                    break;
                }
                if let Operand::Reg { reg: Reg::VirtS(s), width: 1 } = *src {
                    if let Some(&(_, v)) = reads.iter().find(|(r, _)| *r == s) {
                        *src = Operand::reg(Reg::VirtV(v));
                    }
                }
            }
        }
        // A new write of either register ends its pairing.
        for d in &inst.defs {
            match d {
                Operand::Reg { reg: Reg::VirtS(s), .. } => reads.retain(|(r, _)| r != s),
                Operand::Reg { reg: Reg::VirtV(v), .. } => reads.retain(|(_, w)| w != v),
                _ => {}
            }
        }
        if inst.op == O::VReadfirstlaneB32 {
            if let (
                Some(Operand::Reg { reg: Reg::VirtS(s), width: 1 }),
                Some(Operand::Reg { reg: Reg::VirtV(v), width: 1 }),
            ) = (inst.defs.first(), inst.srcs.first())
            {
                reads.push((*s, *v));
            }
        }
    }
}

/// Scalar loads of several dwords whose split leaves some dwords unread (the dispatch
/// block of which a kernel uses the workgroup size only, a kernel-argument pair of
/// which it uses one half): where the dwords read lie within two consecutive ones,
/// one narrower load at the first of them, so that the unread ones take no SGPRs. The
/// instruction count stays (loop ranges keep their indices).
fn narrow_scalar_loads(code: &mut [Inst]) {
    let mut reads: Vec<u32> = Vec::new();
    for inst in code.iter() {
        for src in &inst.srcs {
            if let Operand::Reg { reg: Reg::VirtS(id), .. } = src {
                let id = *id as usize;
                if reads.len() <= id {
                    reads.resize(id + 1, 0);
                }
                if let Some(r) = reads.get_mut(id) {
                    *r += 1;
                }
            }
        }
    }
    let count = |id: u32| reads.get(id as usize).copied().unwrap_or(0);
    for n in 0..code.len() {
        let Some(load) = code.get(n) else { continue };
        if !matches!(load.op, O::SLoadDwordx2 | O::SLoadDwordx4) {
            continue;
        }
        let Some(&Operand::Reg { reg: Reg::VirtS(d), width }) = load.defs.first() else { continue };
        if load.defs.len() != 1 || count(d) != 1 {
            continue;
        }
        let whole = Operand::tuple(Reg::VirtS(d), width);
        let Some(split) = code.iter().skip(n + 1).position(|i| i.srcs.contains(&whole)).map(|k| n + 1 + k)
        else {
            continue;
        };
        let Some(copy) = code.get(split) else { continue };
        if copy.op != O::ParallelCopy || copy.srcs.len() != 1 || copy.defs.len() != usize::from(width) {
            continue;
        }
        let used: Vec<usize> = copy
            .defs
            .iter()
            .enumerate()
            .filter(|(_, o)| !matches!(o, Operand::Reg { reg: Reg::VirtS(id), width: 1 } if count(*id) == 0))
            .map(|(k, _)| k)
            .collect();
        let (Some(&first), Some(&last)) = (used.first(), used.last()) else { continue };
        let span = last - first + 1;
        let offset = load.mods.offset.saturating_add(4 * first as i32);
        // SMRD's offset field reaches 1,020 bytes on every generation.
        if span > 2 || span == usize::from(width) || offset >= 1024 {
            continue;
        }
        let (op, w) = if span == 2 { (O::SLoadDwordx2, 2u8) } else { (O::SLoadDword, 1u8) };
        let narrow = Operand::tuple(Reg::VirtS(d), w);
        let defs: crate::isa::Defs = copy.defs.get(first..=last).unwrap_or(&[]).iter().cloned().collect();
        if let Some(copy) = code.get_mut(split) {
            copy.defs = defs;
            copy.srcs = smallvec::smallvec![narrow.clone()];
        }
        if let Some(load) = code.get_mut(n) {
            load.op = op;
            load.defs = smallvec::smallvec![narrow];
            load.mods.offset = offset;
        }
    }
}

/// Kernel-argument loads of consecutive dwords (after dead code and narrowing: the
/// arguments a kernel reads) as one wider load, as llc does: a run of `s_load_dword*`
/// from the argument pointer whose dwords join up to 2, 4 or 8 becomes one load into a
/// new tuple and a copy into the old results, placed after the run so that the loads
/// still share one wait. The allocator coalesces the copy (copy hints by unit), and the
/// tuple's alignment (x4 and x8 at a multiple of 4) is the file's rule for its width.
/// The run lies in the prologue, before every loop; returns the loops remapped.
fn merge_kernarg_loads(code: &mut Vec<Inst>, loops: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let words = |op: O| match op {
        O::SLoadDword => Some(1u32),
        O::SLoadDwordx2 => Some(2),
        O::SLoadDwordx4 => Some(4),
        _ => None,
    };
    let Some(first) = code.iter().position(|i| words(i.op).is_some()) else { return loops.to_vec() };
    let Some(base) = code.get(first).and_then(|i| i.srcs.first()).cloned() else { return loops.to_vec() };
    // The run: consecutive loads from the same base with an immediate offset only, none
    // of which writes the base.
    let base_id = match base {
        Operand::Reg { reg: Reg::VirtS(id), .. } => Some(id),
        _ => None,
    };
    let plain = |i: &Inst| {
        words(i.op).is_some()
            && i.srcs.len() == 1
            && i.srcs.first() == Some(&base)
            && i.defs.len() == 1
            && base_id.is_some()
            && !matches!(i.defs.first(), Some(Operand::Reg { reg: Reg::VirtS(id), .. }) if Some(*id) == base_id)
            && Mods { offset: 0, ..i.mods } == Mods::default()
    };
    let run = code.iter().skip(first).take_while(|i| plain(i)).count();
    if run < 2 {
        return loops.to_vec();
    }
    let mut next = code
        .iter()
        .flat_map(|i| i.defs.iter().chain(i.srcs.iter()))
        .filter_map(|o| match o {
            Operand::Reg { reg: Reg::VirtS(id), .. } => Some(*id + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let loads: Vec<Inst> = code.get(first..first + run).unwrap_or(&[]).to_vec();
    let mut merged: Vec<Inst> = Vec::new();
    let mut copies: Vec<Inst> = Vec::new();
    let mut k = 0;
    while k < loads.len() {
        let Some(head) = loads.get(k) else { break };
        // The longest group from `k` of back-to-back dwords totalling 2, 4 or 8.
        let (mut end, mut total, mut best) = (head.mods.offset, 0u32, None);
        for (j, l) in loads.iter().enumerate().skip(k) {
            let w = words(l.op).unwrap_or(0);
            if l.mods.offset != end || total + w > 8 {
                break;
            }
            total += w;
            end = l.mods.offset.saturating_add(4 * w as i32);
            if j > k && matches!(total, 2 | 4 | 8) {
                best = Some((j, total));
            }
        }
        let Some((last, total)) = best else {
            merged.push(head.clone());
            k += 1;
            continue;
        };
        let op = match total {
            2 => O::SLoadDwordx2,
            4 => O::SLoadDwordx4,
            _ => O::SLoadDwordx8,
        };
        let wide = Operand::tuple(Reg::VirtS(next), total as u8);
        next += 1;
        let mut load = head.clone();
        load.op = op;
        load.defs = smallvec![wide.clone()];
        merged.push(load);
        let defs: crate::isa::Defs =
            loads.get(k..=last).unwrap_or(&[]).iter().filter_map(|l| l.defs.first().cloned()).collect();
        copies.push(Inst::new(O::ParallelCopy, defs, smallvec![wide]));
        k = last + 1;
    }
    if copies.is_empty() {
        return loops.to_vec();
    }
    // Original index of every instruction after the rewrite (the new ones take the
    // run's last index; nothing before the end of the prologue is in a loop).
    let at_end = first + run - 1;
    let mut origin: Vec<usize> = (0..first).collect();
    origin.extend(std::iter::repeat(at_end).take(merged.len() + copies.len()));
    origin.extend(first + run..code.len());
    merged.append(&mut copies);
    code.splice(first..first + run, merged);
    codegen::regalloc::remap_loops(&origin, loops)
}

/// The scalar operations isel writes `exec` with as a whole (moves and mask logic; not
/// `saveexec`, which also writes another register): such an instruction writes `exec`
/// ([`Fact::WritesExec`]) when its results are `exec` (and SCC) only.
fn exec_logic(op: O) -> bool {
    matches!(
        op,
        O::SMovB32
            | O::SMovB64
            | O::SAndB32
            | O::SAndB64
            | O::SOrB32
            | O::SOrB64
            | O::SAndn2B32
            | O::SAndn2B64
            | O::SXorB32
            | O::SXorB64
    )
}

/// Instructions a skip branch may let run with `exec` empty (LLVM's rule for dropping
/// `s_cbranch_execz`): vector ALU, which then changes no lane, and scalar ALU, which
/// the allocator already treats as running in text order. Not: memory (scalar loads
/// run whatever `exec` says; vector memory is costly even when it does nothing), lane
/// reads and writes, which ignore `exec`, control flow, labels, waits, barriers.
fn harmless_without_lanes(inst: &Inst) -> bool {
    use crate::table::Class;
    if matches!(
        inst.op,
        O::VReadfirstlaneB32 | O::VReadlaneB32 | O::VWritelaneB32 | O::SGetpcB64 | O::SSetpcB64
    ) {
        return false;
    }
    crate::table::info(inst.op).is_some_and(|i| {
        matches!(
            i.class,
            Class::Sop1
                | Class::Sop2
                | Class::Sopk
                | Class::Sopc
                | Class::Vop1
                | Class::Vop2
                | Class::Vopc
                | Class::Vop3
        )
    })
}

/// Below this many instructions, running a divergent arm with `exec` empty costs less
/// than the branch around it (LLVM's `amdgpu-skip-threshold` default).
const SKIP_THRESHOLD: usize = 12;

/// Removes `s_cbranch_execz` over short straight-line code that runs correctly with no
/// lanes active ([`harmless_without_lanes`]). (The branch to the end of an arm that a
/// jump leaves empty comes out as a branch to the next label, which goes too.)
fn drop_short_execz_skips(code: Vec<Inst>) -> Vec<Inst> {
    let keep: Vec<bool> = (0..code.len())
        .map(|n| {
            let Some(inst) = code.get(n) else { return true };
            let (O::SCbranchExecz, Some(Operand::Label(l))) = (inst.op, inst.srcs.first()) else {
                return true;
            };
            let is_target = |i: &Inst| {
                i.op == O::Label
                    && (i.srcs.first() == Some(&Operand::Label(*l))
                        || i.srcs.first() == Some(&Operand::Imm(i64::from(*l))))
            };
            let rest = code.get(n + 1..).unwrap_or(&[]);
            // Only a body shorter than the threshold can go: look no further.
            let Some(len) = rest.iter().take(SKIP_THRESHOLD).position(is_target) else { return true };
            let body = rest.get(..len).unwrap_or(&[]);
            !(body.len() < SKIP_THRESHOLD && body.iter().all(harmless_without_lanes))
        })
        .collect();
    keep_only(code, &keep)
}

/// Opcodes that touch no memory, control or hardware state: removing such an
/// instruction when its results are unused changes nothing else if it writes only
/// virtual registers (and SCC: `dead_values` keeps the writer an SCC reader follows),
/// [`Fact::Removable`].
fn pure(op: O) -> bool {
    !(op.has_any(prop::GLOBAL | prop::BUFFER | prop::DS | prop::CBRANCH)
        || matches!(op, O::Label | O::SBranch | O::SEndpgm | O::SBarrier | O::SWaitcnt | O::SWaitcntVscnt | O::SNop)
        // They also write EXEC.
        || op.has_any(prop::SAVEEXEC))
}

/// Removes instructions whose results nothing reads (unused built-ins, the halves of a
/// split that go unused, values only a removed instruction read) and writes of `exec`
/// nothing sees ([`Facts::dead_exec_writes`]), to a fixed point, and
/// returns the loop ranges renumbered for the shorter code.
///
/// One round of [`Facts::dead_values`] is linear. Only a removed `exec` write or skip can
/// expose another dead value, so after the first round, rounds repeat just while those
/// two (cheap scans of the code still present, run to their own fixed point between
/// rounds) find some that read a value a removable instruction writes. Every rule only ever removes more once something else went, so
/// the order of the rounds does not change where they end.
/// The rounds work on the instructions' facts ([`Facts`], with the definitions of every
/// value and the SCC writer before every SCC reader looked up once) and the list of those
/// still present; the code itself is shortened once at the end.
fn remove_dead(code: &mut Vec<Inst>, loops: &[(usize, usize)]) -> Vec<(usize, usize)> {
    // The lists index instructions as `u32`; longer code keeps everything.
    if u32::try_from(code.len()).map_or(true, |n| n == NO_INST) {
        return loops.to_vec();
    }
    let facts = Facts::of(code);
    let mut t = DeadScratch::of(&facts);
    // Original index of every instruction still present.
    let mut origin: Vec<usize> = (0..code.len()).collect();
    // Whether a round of `dead_values` can find anything: at first, and after a
    // removed instruction read a value some removable instruction defines (nothing else
    // can lose its last reader).
    let mut feeds = true;
    loop {
        if feeds && facts.dead_values(&mut t) {
            origin.retain(|&o| t.present.get(o).copied().unwrap_or(false));
        }
        feeds = false;
        let mut control = false;
        loop {
            let dead_exec = facts.dead_exec_writes(&origin);
            // A skip over code that died (an else arm whose only effect was a mask nobody
            // reads) leaves a branch to the next label, which keeps the `exec` write
            // before it alive.
            let skips = facts.jumps_to_next(&origin);
            let gone = |i: usize| {
                dead_exec.get(i).copied().unwrap_or(false) || skips.get(i).copied().unwrap_or(false)
            };
            if !(0..origin.len()).any(gone) {
                break;
            }
            control = true;
            for (i, &o) in origin.iter().enumerate() {
                if gone(i) {
                    feeds |= t.feeds_removable(&facts, o);
                    if let Some(p) = t.present.get_mut(o) {
                        *p = false;
                    }
                }
            }
            origin.retain(|&o| t.present.get(o).copied().unwrap_or(false));
        }
        if !(control && feeds) {
            break;
        }
    }
    if origin.len() < code.len() {
        let mut kept = origin.iter().peekable();
        let mut at = 0;
        code.retain(|_| {
            let keep = kept.next_if(|&&o| o == at).is_some();
            at += 1;
            keep
        });
    }
    codegen::regalloc::remap_loops(&origin, loops)
}

/// Dense index of a virtual register: scalar and vector numbers interleaved.
fn virt_index(r: &Reg) -> Option<usize> {
    match r {
        Reg::VirtS(n) => Some(*n as usize * 2),
        Reg::VirtV(n) => Some(*n as usize * 2 + 1),
        _ => None,
    }
}

/// What [`Facts::dead_values`] and [`Facts::dead_exec_writes`] need of each instruction, read once:
/// its virtual registers (dense indices, definitions then sources, in operand order)
/// and flags.
struct Facts {
    ids: Vec<u32>,
    /// Per instruction: where its definitions and its sources start in `ids`, the end
    /// of its sources, and its `F_*` flags.
    insts: Vec<(u32, u32, u32, u8)>,
    /// Per instruction: the label a label instruction places, or a conditional
    /// branch's target ([`Fact::CBranch`]).
    labels: Vec<Option<u32>>,
    /// Dense indices are below this.
    limit: usize,
}

/// The flags of [`Facts`], one bit each.
#[derive(Clone, Copy)]
enum Fact {
    Removable,
    ReadsScc,
    WritesScc,
    Label,
    WritesExec,
    Endpgm,
    ReadsExec,
    /// `s_cbranch_execz/execnz/scc0/scc1`.
    CBranch,
}

impl Fact {
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

const F_REMOVABLE: u8 = Fact::Removable.bit();
const F_READS_SCC: u8 = Fact::ReadsScc.bit();
const F_WRITES_SCC: u8 = Fact::WritesScc.bit();
const F_LABEL: u8 = Fact::Label.bit();
const F_WRITES_EXEC: u8 = Fact::WritesExec.bit();
const F_ENDPGM: u8 = Fact::Endpgm.bit();
const F_READS_EXEC: u8 = Fact::ReadsExec.bit();
const F_CBRANCH: u8 = Fact::CBranch.bit();

/// What the rounds of [`Facts::dead_values`] share, by original instruction index: the
/// definitions of every value (a list through `next_def`), the SCC writer before every
/// SCC reader and the one before every writer, which instructions are still present,
/// and buffers.
struct DeadScratch {
    /// Instruction indices as `u32` (halves the lists the marking walks), `NO_INST` for
    /// none.
    first_def: Vec<u32>,
    next_def: Vec<u32>,
    /// For a reader, the last SCC writer before it; for a writer, the one before it.
    scc_before: Vec<usize>,
    present: Vec<bool>,
    live: Vec<bool>,
    work: Vec<u32>,
    reg_live: Vec<bool>,
}

/// The end of a [`DeadScratch`] list.
const NO_INST: u32 = u32::MAX;

impl DeadScratch {
    fn of(facts: &Facts) -> DeadScratch {
        let n = facts.insts.len();
        let mut first_def = vec![NO_INST; facts.limit];
        let mut next_def = vec![NO_INST; n];
        let mut scc_before = vec![usize::MAX; n];
        let mut last_scc = usize::MAX;
        for i in 0..n {
            // `remove_dead` leaves code longer than `u32` indices reach untouched.
            let at = u32::try_from(i).unwrap_or(NO_INST);
            for &id in facts.defs(i) {
                if let Some(head) = first_def.get_mut(id as usize) {
                    if *head != at {
                        if let Some(x) = next_def.get_mut(i) {
                            *x = *head;
                        }
                        *head = at;
                    }
                }
            }
            let f = facts.flags(i);
            if f & (F_READS_SCC | F_WRITES_SCC) != 0 {
                if let Some(s) = scc_before.get_mut(i) {
                    *s = last_scc;
                }
            }
            if f & F_WRITES_SCC != 0 {
                last_scc = i;
            }
        }
        DeadScratch {
            first_def,
            next_def,
            scc_before,
            present: vec![true; n],
            live: Vec::new(),
            work: Vec::new(),
            reg_live: Vec::new(),
        }
    }

    /// Whether instruction `o` reads a value (or the SCC) that a present instruction
    /// [`Fact::Removable`] allows to drop writes.
    fn feeds_removable(&self, facts: &Facts, o: usize) -> bool {
        let removable = |j: usize| self.present.get(j) == Some(&true) && facts.flags(j) & F_REMOVABLE != 0;
        let by_value = facts.srcs(o).iter().any(|&id| {
            let mut j = self.first_def.get(id as usize).copied().unwrap_or(NO_INST);
            while j != NO_INST {
                if removable(j as usize) {
                    return true;
                }
                j = self.next_def.get(j as usize).copied().unwrap_or(NO_INST);
            }
            false
        });
        by_value || (facts.flags(o) & F_READS_SCC != 0 && removable(self.scc_source(o)))
    }

    /// The last SCC writer still present before instruction `i`: removed writers are
    /// skipped as a scan of the present code would.
    fn scc_source(&self, i: usize) -> usize {
        let mut j = self.scc_before.get(i).copied().unwrap_or(usize::MAX);
        while j != usize::MAX && !self.present.get(j).copied().unwrap_or(false) {
            j = self.scc_before.get(j).copied().unwrap_or(usize::MAX);
        }
        j
    }
}

impl Facts {
    fn of(code: &[Inst]) -> Facts {
        let mut ids = Vec::with_capacity(code.len() * 3);
        let mut insts = Vec::with_capacity(code.len());
        let mut labels = Vec::with_capacity(code.len());
        let mut limit = 0;
        let mut overflow = false;
        for inst in code {
            let cbranch =
                matches!(inst.op, O::SCbranchExecz | O::SCbranchExecnz | O::SCbranchScc0 | O::SCbranchScc1);
            labels.push(match inst.srcs.first() {
                Some(Operand::Label(l)) if cbranch => Some(*l),
                Some(Operand::Imm(l)) if inst.op == O::Label => u32::try_from(*l).ok(),
                _ => None,
            });
            // One look at each operand: the virtual registers, and what the flags ask
            // of the operands ([`pure`], [`exec_logic`], SCC and `exec` named).
            let d = ids.len() as u32;
            let (mut def_scc, mut def_exec, mut all_virtual_or_scc, mut all_exec_or_scc) =
                (false, false, true, true);
            for o in &inst.defs {
                let reg = if let Operand::Reg { reg, .. } = o { Some(reg) } else { None };
                if let Some(id) = reg.and_then(virt_index) {
                    match u32::try_from(id) {
                        Ok(id) => ids.push(id),
                        Err(_) => overflow = true,
                    }
                }
                def_scc |= matches!(reg, Some(Reg::Scc));
                def_exec |= matches!(reg, Some(Reg::Exec));
                all_virtual_or_scc &= matches!(reg, Some(Reg::VirtS(_) | Reg::VirtV(_) | Reg::Scc));
                all_exec_or_scc &= matches!(reg, Some(Reg::Exec | Reg::Scc));
            }
            let s = ids.len() as u32;
            let (mut src_scc, mut src_exec) = (false, false);
            for o in &inst.srcs {
                let reg = if let Operand::Reg { reg, .. } = o { Some(reg) } else { None };
                if let Some(id) = reg.and_then(virt_index) {
                    match u32::try_from(id) {
                        Ok(id) => ids.push(id),
                        Err(_) => overflow = true,
                    }
                }
                src_scc |= matches!(reg, Some(Reg::Scc));
                src_exec |= matches!(reg, Some(Reg::Exec | Reg::ExecHi));
            }
            let e = ids.len() as u32;
            let mut flags = 0;
            for (flag, yes) in [
                (F_REMOVABLE, pure(inst.op) && !inst.defs.is_empty() && all_virtual_or_scc),
                (F_READS_SCC, src_scc),
                (F_WRITES_SCC, def_scc),
                (F_LABEL, inst.op == O::Label),
                (F_WRITES_EXEC, exec_logic(inst.op) && all_exec_or_scc && def_exec),
                (F_ENDPGM, inst.op == O::SEndpgm),
                (F_READS_EXEC, src_exec),
                (F_CBRANCH, cbranch),
            ] {
                if yes {
                    flags |= flag;
                }
            }
            insts.push((d, s, e, flags));
        }
        if let Some(m) = ids.iter().max() {
            limit = *m as usize + 1;
        }
        // A register number past what the lists hold: keep everything rather than lose
        // a read.
        if overflow {
            for f in &mut insts {
                f.3 &= !F_REMOVABLE;
            }
        }
        Facts { ids, insts, labels, limit }
    }

    fn flags(&self, i: usize) -> u8 {
        self.insts.get(i).map_or(0, |f| f.3)
    }

    fn defs(&self, i: usize) -> &[u32] {
        let (d, s, _, _) = self.insts.get(i).copied().unwrap_or_default();
        self.ids.get(d as usize..s as usize).unwrap_or(&[])
    }

    fn srcs(&self, i: usize) -> &[u32] {
        let (_, s, e, _) = self.insts.get(i).copied().unwrap_or_default();
        self.ids.get(s as usize..e as usize).unwrap_or(&[])
    }

    /// Marks as no longer present (`t.present`) the instructions [`Fact::Removable`]
    /// allows to drop because nothing that stays reads what they write; true if there
    /// were any. Marks from the roots (every present instruction that is not
    /// removable): a live instruction makes every present definition of each virtual
    /// register it reads live, and an SCC reader the last SCC writer before it. What is
    /// never marked is dead, cycles included (a mask only its own `s_or` accumulates
    /// into, a loop counter nothing else reads).
    fn dead_values(&self, t: &mut DeadScratch) -> bool {
        let n = self.insts.len();
        t.live.clear();
        t.live.extend(
            (0..n).map(|i| t.present.get(i).copied().unwrap_or(false) && self.flags(i) & F_REMOVABLE == 0),
        );
        t.work.clear();
        t.work.extend((0..n).filter(|&i| t.live.get(i) == Some(&true)).filter_map(|i| u32::try_from(i).ok()));
        t.reg_live.clear();
        t.reg_live.resize(self.limit, false);
        while let Some(i) = t.work.pop() {
            let i = i as usize;
            for &id in self.srcs(i) {
                match t.reg_live.get_mut(id as usize) {
                    Some(l) if !*l => *l = true,
                    _ => continue,
                }
                let mut j = t.first_def.get(id as usize).copied().unwrap_or(NO_INST);
                while j != NO_INST {
                    if t.present.get(j as usize) == Some(&true) {
                        if let Some(l) = t.live.get_mut(j as usize) {
                            if !*l {
                                *l = true;
                                t.work.push(j);
                            }
                        }
                    }
                    j = t.next_def.get(j as usize).copied().unwrap_or(NO_INST);
                }
            }
            if self.flags(i) & F_READS_SCC != 0 {
                let j = t.scc_source(i);
                if let Some(l) = t.live.get_mut(j) {
                    if !*l {
                        *l = true;
                        if let Ok(j) = u32::try_from(j) {
                            t.work.push(j);
                        }
                    }
                }
            }
        }
        let mut any = false;
        for (p, &l) in t.present.iter_mut().zip(&t.live) {
            if *p && !l {
                *p = false;
                any = true;
            }
        }
        any
    }

    /// Conditional branches among the instructions `present` (in order) whose target
    /// label follows them with only labels between.
    fn jumps_to_next(&self, present: &[usize]) -> Vec<bool> {
        let label = |o: usize| self.labels.get(o).copied().flatten();
        (0..present.len())
            .map(|i| {
                let Some(&o) = present.get(i) else { return false };
                if self.flags(o) & F_CBRANCH == 0 {
                    return false;
                }
                let Some(target) = label(o) else { return false };
                present
                    .get(i + 1..)
                    .unwrap_or(&[])
                    .iter()
                    .take_while(|&&n| self.flags(n) & F_LABEL != 0)
                    .any(|&n| label(n) == Some(target))
            })
            .collect()
    }

    /// Writes of `exec` among the instructions `present` (in order) that nothing sees:
    /// those the next instruction, after labels only, overwrites without reading `exec` (a jump out of divergent code clears `exec` right
    /// before the end of its arm restores it; an empty `else` arm or the restore after an
    /// `if` sets `exec` right before a loop's end sets it again), or that `s_endpgm`
    /// follows (the restore at the end of the kernel). Every path through such a
    /// write goes on to the overwrite (labels only add paths that start after it). Their
    /// SCC is nothing's: isel never reads SCC from mask bookkeeping.
    fn dead_exec_writes(&self, present: &[usize]) -> Vec<bool> {
        let mut next: Option<u8> = None;
        let mut dead = vec![false; present.len()];
        for (n, &o) in present.iter().enumerate().rev() {
            let f = self.flags(o);
            if f & F_LABEL != 0 {
                continue;
            }
            if let Some(after) = next {
                // `s_endpgm` ends the wave: no one sees the `exec` before it either.
                let overwrites =
                    after & F_ENDPGM != 0 || (after & F_WRITES_EXEC != 0 && after & F_READS_EXEC == 0);
                if f & F_WRITES_EXEC != 0 && overwrites {
                    if let Some(d) = dead.get_mut(n) {
                        *d = true;
                    }
                    // `next` stays: it overwrites whatever comes before this one too.
                    continue;
                }
            }
            next = Some(f);
        }
        dead
    }
}

fn phys(op: &Operand) -> Option<(bool, u16, u8)> {
    match op {
        Operand::Reg { reg: Reg::S(n), width } => Some((false, *n, *width)),
        Operand::Reg { reg: Reg::V(n), width } => Some((true, *n, *width)),
        _ => None,
    }
}

/// Replaces every parallel copy by moves: destinations and sources are split into
/// 32-bit registers, then sequentialized per register file. Moves of a register onto
/// itself (from the copies or already in the code) are left out.
fn lower_copies(mut code: Vec<Inst>, t: Target) -> Result<Vec<Inst>, Failure> {
    if !code.iter().any(|i| i.op == O::ParallelCopy) {
        return Ok(code);
    }
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Src {
        R(bool, u16),
        I(i64),
    }
    // Scratch lists, reused from one copy to the next.
    let mut dsts: Vec<(bool, u16)> = Vec::new();
    let mut srcs: Vec<Src> = Vec::new();
    let mut regs: Vec<((bool, u16), (bool, u16))> = Vec::new();
    let mut imms: Vec<((bool, u16), i64)> = Vec::new();
    let (mut pending, mut steps) = (Vec::new(), Vec::new());
    let mut out = crate::spare::take(code.len() + code.len() / 4);
    // Moves of a register onto itself are dropped here (see `finish`).
    let keep = |out: &mut Vec<Inst>, inst: Inst| {
        if !self_move(&inst) {
            out.push(inst);
        }
    };
    for inst in code.drain(..) {
        if inst.op != O::ParallelCopy {
            keep(&mut out, inst);
            continue;
        }
        // Flatten both sides to single registers or immediates.
        dsts.clear();
        for d in &inst.defs {
            let (v, n, w) = phys(d).ok_or_else(|| Failure::Internal(format!("copy into {d:?}")))?;
            dsts.extend((0..u16::from(w)).map(|k| (v, n + k)));
        }
        srcs.clear();
        for (i, s) in inst.srcs.iter().enumerate() {
            match s {
                // A 64-bit constant feeding a register pair (a 64-bit phi with a constant
                // incoming value) moves as its two 32-bit halves.
                Operand::Imm(x)
                    if inst.defs.len() == inst.srcs.len()
                        && inst.defs.get(i).and_then(phys).is_some_and(|(_, _, w)| w == 2) =>
                {
                    srcs.push(Src::I(i64::from(*x as u32)));
                    srcs.push(Src::I(*x >> 32));
                }
                Operand::Imm(x) => srcs.push(Src::I(*x)),
                other => {
                    let (v, n, w) =
                        phys(other).ok_or_else(|| Failure::Internal(format!("copy from {other:?}")))?;
                    srcs.extend((0..u16::from(w)).map(|k| Src::R(v, n + k)));
                }
            }
        }
        if dsts.len() != srcs.len() {
            return Err(Failure::Internal(format!(
                "a copy of {} registers into {}: {:?} <- {:?}",
                srcs.len(),
                dsts.len(),
                inst.defs,
                inst.srcs
            )));
        }
        regs.clear();
        imms.clear();
        for (d, s) in dsts.iter().zip(srcs.iter()) {
            match s {
                Src::R(v, n) => {
                    if !d.0 && *v {
                        // A per-lane value into a scalar: only uniform values get here.
                        keep(
                            &mut out,
                            Inst::new(
                                O::VReadfirstlaneB32,
                                smallvec![Operand::reg(Reg::S(d.1))],
                                smallvec![Operand::reg(Reg::V(*n))],
                            ),
                        );
                    } else {
                        regs.push((*d, (*v, *n)));
                    }
                }
                Src::I(x) => imms.push((*d, *x)),
            }
        }
        let mov = |d: (bool, u16), src: Operand| {
            if d.0 {
                Inst::new(O::VMovB32, smallvec![Operand::reg(Reg::V(d.1))], smallvec![src])
            } else {
                Inst::new(O::SMovB32, smallvec![Operand::reg(Reg::S(d.1))], smallvec![src])
            }
        };
        let reg_op = |r: (bool, u16)| Operand::reg(if r.0 { Reg::V(r.1) } else { Reg::S(r.1) });
        pcopy::sequentialize_into(&regs, &mut pending, &mut steps);
        for &step in &steps {
            match step {
                Step::Copy { dst, src } => keep(&mut out, mov(dst, reg_op(src))),
                Step::Swap { a, b } => {
                    if a.0 != b.0 {
                        return Err(Failure::Internal("a copy cycle across register files".into()));
                    }
                    let op = if a.0 { O::VXorB32 } else { O::SXorB32 };
                    for (d, x, y) in [(a, a, b), (b, b, a), (a, a, b)] {
                        let defs = if a.0 {
                            smallvec![reg_op(d)]
                        } else {
                            smallvec![reg_op(d), Operand::reg(Reg::Scc)]
                        };
                        keep(&mut out, Inst::new(op, defs, smallvec![reg_op(x), reg_op(y)]));
                    }
                }
            }
        }
        for &(d, x) in &imms {
            keep(&mut out, mov(d, Operand::Imm(x)));
        }
    }
    crate::spare::give(code);
    let _ = t;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exec() -> Operand {
        Operand::pair(Reg::Exec)
    }
    fn s(n: u32) -> Operand {
        Operand::pair(Reg::VirtS(n))
    }
    fn label(l: i64) -> Inst {
        Inst::new(O::Label, vec![], vec![Operand::Imm(l)])
    }

    #[test]
    fn back_to_back_argument_loads_merge_and_loops_shift() {
        // Four pointers and a dword (offsets 0..0x24), then a loop over two instructions.
        let load = |op: O, d: Operand, offset: i32| {
            let mut i = Inst::new(op, vec![d], vec![s(0)]);
            i.mods.offset = offset;
            i
        };
        let mut code: Vec<Inst> = (0..4).map(|k| load(O::SLoadDwordx2, s(1 + k), 8 * k as i32)).collect();
        code.push(load(O::SLoadDword, Operand::reg(Reg::VirtS(5)), 0x20));
        code.push(label(1));
        code.push(Inst::new(O::SMovB64, vec![s(6)], vec![s(4)]));
        let loops = merge_kernarg_loads(&mut code, &[(5, 6)]);
        let ops: Vec<O> = code.iter().map(|i| i.op).collect();
        assert_eq!(ops, [O::SLoadDwordx8, O::SLoadDword, O::ParallelCopy, O::Label, O::SMovB64]);
        let wide = Operand::tuple(Reg::VirtS(7), 8);
        assert_eq!(code[0].defs.as_slice(), [wide.clone()]);
        assert_eq!(code[0].mods.offset, 0);
        assert_eq!(code[1].mods.offset, 0x20);
        assert_eq!(code[2].defs.as_slice(), [s(1), s(2), s(3), s(4)]);
        assert_eq!(code[2].srcs.as_slice(), [wide]);
        assert_eq!(loops, [(3, 4)]);
    }

    #[test]
    fn argument_loads_with_a_gap_stay() {
        let mut a = Inst::new(O::SLoadDwordx2, vec![s(1)], vec![s(0)]);
        let mut b = Inst::new(O::SLoadDwordx2, vec![s(2)], vec![s(0)]);
        a.mods.offset = 0;
        b.mods.offset = 0x10;
        let mut code = vec![a, b];
        let before = code.clone();
        merge_kernarg_loads(&mut code, &[]);
        assert_eq!(code, before);
    }

    #[test]
    fn exec_writes_overwritten_after_labels_are_dead() {
        // The end of a `continue` arm, the join's restore, the loop's own write.
        let code = vec![
            Inst::new(O::SOrB64, vec![s(1)], vec![s(1), exec()]),
            Inst::new(O::SMovB64, vec![exec()], vec![Operand::Imm(0)]),
            label(3),
            Inst::new(O::SAndn2B64, vec![exec()], vec![s(2), s(1)]),
            Inst::new(O::SMovB64, vec![exec()], vec![s(1)]),
            // Reads `exec`: what comes before it is seen.
            Inst::new(O::SOrB64, vec![exec()], vec![exec(), s(3)]),
            Inst::new(O::VMovB32, vec![Operand::reg(Reg::VirtV(0))], vec![Operand::Imm(1)]),
            Inst::new(O::SMovB64, vec![exec()], vec![s(4)]),
        ];
        assert_eq!(dead_exec_writes(&code), vec![false, true, false, true, false, false, false, false]);
    }

    #[test]
    fn only_short_harmless_skips_are_dropped() {
        let skip = |l: u32| Inst::new(O::SCbranchExecz, vec![], vec![Operand::Label(l)]);
        let valu = Inst::new(
            O::VAddU32,
            vec![Operand::reg(Reg::V(0))],
            vec![Operand::Imm(1), Operand::reg(Reg::V(0))],
        );
        let load = Inst::new(O::SLoadDword, vec![Operand::reg(Reg::S(4))], vec![Operand::pair(Reg::S(0))]);
        let long: Vec<Inst> = std::iter::once(skip(1))
            .chain(std::iter::repeat_n(valu.clone(), SKIP_THRESHOLD))
            .chain([label(1)])
            .collect();
        assert_eq!(drop_short_execz_skips(long.clone()).len(), long.len(), "too long to run empty");
        let short = vec![skip(2), valu.clone(), label(2)];
        assert_eq!(drop_short_execz_skips(short).first().map(|i| i.op), Some(O::VAddU32));
        let memory = vec![skip(3), valu, load, label(3)];
        assert_eq!(
            drop_short_execz_skips(memory.clone()).len(),
            memory.len(),
            "a scalar load runs without lanes"
        );
    }
}
