//! One kernel from optimized gpu-ir to allocated Apple code: parameters and ABI,
//! structurization, instruction selection, dead-code removal, register
//! allocation over the 16-bit halves of the GPR file (`r0` and `r1` kept back), copy
//! lowering and waits for loads — the program the encoder takes.

use crate::abi::{self, KernelAbi};
use crate::isa::{self, Inst, Operand};
use crate::isel::mi::{BitOp, Format, Loc, Mi, Mop};
use crate::isel::{Isel, SelError};
use codegen::pcopy::{self, Step};
use codegen::regalloc::{self, FileSpec, Occ, RegOperands, Spiller};
use gpu_ir::{FuncId, Module};
use smallvec::smallvec;
use std::collections::BTreeSet;

const GPR: u8 = 0;

/// Halves the allocator may hand out: `r2`…`r127` (`r0`, `r1` have fixed roles).
const ALLOCATABLE_HALVES: u16 = 256 - 2 * abi::RESERVED_GPRS;
/// First half the allocator's register 0 stands for.
const FIRST_HALF: u16 = 2 * abi::RESERVED_GPRS;

impl RegOperands for Mi {
    fn visit_regs(&self, f: &mut dyn FnMut(Occ)) {
        for s in &self.srcs {
            if let Loc::V(id, h) = s {
                f(Occ::Virtual { file: GPR, id: *id, width: *h, def: false });
            }
        }
        for d in &self.defs {
            if let Loc::V(id, h) = d {
                f(Occ::Virtual { file: GPR, id: *id, width: *h, def: true });
            }
        }
    }

    fn assign_regs(&mut self, map: &dyn Fn(u8, u32) -> Option<u16>) {
        for op in self.defs.iter_mut().chain(self.srcs.iter_mut()) {
            if let Loc::V(id, h) = *op {
                if let Some(r) = map(GPR, id) {
                    *op = Loc::R(r + FIRST_HALF, h);
                }
            }
        }
    }

    fn rename(&mut self, file: u8, from: u32, to: u32) {
        if file != GPR {
            return;
        }
        for op in self.defs.iter_mut().chain(self.srcs.iter_mut()) {
            if let Loc::V(id, h) = *op {
                if id == from {
                    *op = Loc::V(to, h);
                }
            }
        }
    }
}

/// Moves spilled GPR values between registers and the thread's stack: `stack_store`
/// after each definition, `stack_load` before each use, at an immediate byte offset
/// (spill slot × 2: slots are 16-bit halves). 16-bit values move as one `i16`, wider
/// ones as 1–4 `i32` values (what Mesa's AGX compiler emits for its spills).
struct AppleSpiller;

/// Format and value count of a spill of `width` halves.
fn spill_access(width: u8) -> (Format, u8) {
    match width {
        1 => (Format::I16, 1),
        w if w % 2 == 0 => (Format::I32, w / 2),
        // Odd tuples never occur (isel sizes values in 1, 2 or 4 halves, memory tuples in
        // 32-bit words); as 16-bit values they would still move whole when they fit.
        w => (Format::I16, w),
    }
}

impl Spiller<Mi> for AppleSpiller {
    fn can_spill(&self, file: u8) -> bool {
        file == GPR
    }

    fn pinned(&self, mi: &Mi) -> bool {
        // `else` compares in the lanes it re-activates, which were inactive when a reload
        // before it ran. Shuffles and SIMD-group reductions (`Direct`) are not pinned: a
        // spilled operand of theirs is reloaded right before them like any other, which
        // gives every active lane its value. Reductions read only active lanes; a
        // shuffle reads its source lane whether active or not, but isel keeps the
        // thread's own value wherever the source lane is inactive (`shuffle_imm`,
        // `gather`, the lane-order folds), so what an inactive lane's register holds
        // never reaches a result. (`simd_broadcast` from an inactive lane, which Metal
        // leaves undefined, reads that lane's stale register either way.) Pinning them
        // kept every value a shuffle touched in a register for its whole life, which no
        // budget held in simdgroup-matrix kernels.
        matches!(mi.op, Mop::ElseIcmp { .. })
    }

    fn spill_last(&self, mi: &Mi) -> bool {
        // `gather` and the lane-order folds read one source 32 times in a row: spilled,
        // it would be reloaded before each of them.
        matches!(mi.op, Mop::SimdShuffle(_) | Mop::Direct(_))
    }

    fn store(&mut self, _: u8, id: u32, width: u8, slot: u32) -> Vec<Mi> {
        let (format, count) = spill_access(width);
        vec![Mi::new(
            Mop::StackStore { format, count },
            smallvec![],
            smallvec![Loc::V(id, width), Loc::Imm(slot * 2)],
        )]
    }

    fn load(&mut self, _: u8, id: u32, width: u8, slot: u32, _: &Mi) -> Vec<Mi> {
        let (format, count) = spill_access(width);
        vec![Mi::new(
            Mop::StackLoad { format, count },
            smallvec![Loc::V(id, width)],
            smallvec![Loc::Imm(slot * 2)],
        )]
    }
}

thread_local! {
    /// Emptied instruction lists kept for the next kernel this thread compiles: every
    /// kernel's lists were fresh allocations, and the pages the kernel zeroed for them
    /// were a visible share of compile time.
    static SPARE_CODE: std::cell::RefCell<Vec<Vec<Mi>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Lists larger than this (instructions) are freed rather than kept.
const SPARE_LIMIT: usize = 1 << 18;
/// Lists kept per thread.
const SPARES: usize = 2;

/// An empty instruction list with room for `capacity`, from this thread's spares when
/// it has one.
pub(crate) fn spare_code(capacity: usize) -> Vec<Mi> {
    match SPARE_CODE.with(|s| s.borrow_mut().pop()) {
        Some(v) if v.capacity() >= capacity => v,
        // Growing a spare would copy its old (meaningless) contents.
        _ => Vec::with_capacity(capacity),
    }
}

/// Keeps `code`'s storage (emptied) for a later [`spare_code`].
pub(crate) fn recycle(mut code: Vec<Mi>) {
    if code.capacity() == 0 || code.capacity() > SPARE_LIMIT {
        return;
    }
    code.clear();
    SPARE_CODE.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < SPARES {
            s.push(code);
        }
    });
}

/// Bytes of stack a `stack_load`/`stack_store` immediate offset reaches (signed 16 bits).
pub const STACK_REACH: u32 = 0x8000;

/// What compiling one kernel gives.
#[derive(Debug, Clone)]
pub struct Program {
    /// Physical-register code with labels.
    pub code: Vec<Mi>,
    pub abi: KernelAbi,
    /// 16-bit halves of the GPR file used, `r0`/`r1` included.
    pub halves: u16,
    /// The register budget allocation had (halves, `r0`/`r1` included).
    pub budget: u16,
    /// 32-bit registers' worth of values spilled, and the bytes of stack their slots take
    /// per thread (a multiple of 16; 0 without spills).
    pub spilled: u32,
    pub stack_bytes: u32,
}

/// The most threads per threadgroup the kernel declares
/// (`[[max_total_threads_per_threadgroup(N)]]`: `!{!"air.max_work_group_size", i32 N}`
/// among its entry point's tags).
pub fn declared_max_threads(m: &Module, f: FuncId) -> Option<u32> {
    use gpu_ir::Metadata;
    for (key, nodes) in &m.named_metadata {
        if key != "air.kernel" {
            continue;
        }
        for &node in nodes {
            let Some(Metadata::Node { ops, .. }) = m.metadata.get(node) else { continue };
            let names_f = matches!(ops.first().copied().flatten().and_then(|x| m.metadata.get(x)),
                Some(Metadata::Value { value, .. }) if m.called_function(gpu_ir::Value::Const(*value)) == Some(f));
            if !names_f {
                continue;
            }
            for tag in ops.iter().skip(3).flatten() {
                let Some(Metadata::Node { ops: t, .. }) = m.metadata.get(*tag) else { continue };
                let name = t.first().copied().flatten().and_then(|x| m.metadata.get(x));
                if !matches!(name, Some(Metadata::String(s)) if s == "air.max_work_group_size") {
                    continue;
                }
                if let Some(Metadata::Value { value, .. }) =
                    t.get(1).copied().flatten().and_then(|x| m.metadata.get(x))
                {
                    if let Some(gpu_ir::ConstantData::Int { bits, .. }) = m.constants.get(*value) {
                        return u32::try_from(*bits).ok();
                    }
                }
            }
        }
    }
    None
}

/// The register budget of kernel `f` in 16-bit halves (`r0`/`r1` included), from the
/// occupancy table (`abi::OCCUPANCY`): the most halves with which a threadgroup of the
/// declared `max_total_threads_per_threadgroup` still fits one core; without a
/// declaration, the whole file (the dispatcher learns the resulting limit from the
/// reported occupancy, as Metal's `maxTotalThreadsPerThreadgroup`).
pub fn register_budget(m: &Module, f: FuncId) -> u16 {
    match declared_max_threads(m, f) {
        Some(n) => crate::abi::max_halves_for_threads(n),
        None => 256,
    }
}

/// A failure, as the backend reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Select(SelError),
    Pressure(String),
    Unit(String),
    Internal(String),
}

/// Compiles kernel `f` of `m` within its register budget ([`register_budget`]).
pub fn compile(m: &Module, f: FuncId) -> Result<Program, Failure> {
    compile_with(m, f, None)
}

/// Compiles kernel `f` of `m`; `budget` (16-bit halves, `r0`/`r1` included) lowers the
/// register budget below [`register_budget`]'s (a test knob: small budgets make
/// ordinary kernels spill).
pub fn compile_with(m: &Module, f: FuncId, budget: Option<u16>) -> Result<Program, Failure> {
    let mut program = allocate(m, f, budget)?;
    let mut code = Vec::with_capacity(program.code.len() + program.code.len() / 8);
    lower_each(&program.code, |mi| {
        code.push(mi.clone());
        Ok(())
    })?;
    program.code = code;
    Ok(program)
}

/// Compiles kernel `f` of `m` up to register allocation: `code` of the [`Program`] is
/// the allocated code with its parallel copies, the input of [`lower_each`] (which
/// [`compile_with`] applies; the backend streams it into the encoder instead).
pub fn allocate(m: &Module, f: FuncId, budget: Option<u16>) -> Result<Program, Failure> {
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
    let structured = opt::structurize::structurize(func).map_err(|e| Failure::Unit(e.to_string()))?;
    let selected = Isel::new(m, func, &abi).run(&structured.body).map_err(Failure::Select)?;
    let mut code = selected.code;
    let dead = remove_dead(&mut code, &selected.loops);
    let (mut code, mut loops) = legalize_operands(code, &dead);
    const ALIGN: &[u16] = &[1, 1, 2, 4, 4, 8, 8, 8, 8];
    let total = budget.map_or(register_budget(m, f), |b| b.min(register_budget(m, f)));
    let files = [FileSpec { budget: total.saturating_sub(FIRST_HALF).min(ALLOCATABLE_HALVES), align: ALIGN }];
    // A parallel copy naming more registers than the budget (the phi copies of a loop
    // carrying many matrix fragments) cannot be allocated, spilled or not: all its
    // operands hold registers at once. Such a kernel is allocated a second time with
    // its copies split into independent moves; other kernels keep their copies whole.
    let wide_copy =
        code.iter().any(|mi| matches!(mi.op, Mop::ParallelCopy) && copy_halves(mi) > files[0].budget.into());
    let unsplit = wide_copy.then(|| (code.clone(), loops.clone()));
    let mut result = regalloc::allocate_spilling(&mut code, &mut loops, &files, &mut AppleSpiller);
    if let (Err(p), Some((orig, orig_loops))) = (&result, unsplit) {
        if code.get(p.inst).is_some_and(|mi| matches!(mi.op, Mop::ParallelCopy)) {
            (code, loops) = split_copies(orig, &orig_loops);
            result = regalloc::allocate_spilling(&mut code, &mut loops, &files, &mut AppleSpiller);
        }
    }
    let (alloc, spills) = result.map_err(|p| {
        let at = code.get(p.inst).map_or_else(String::new, |mi| format!(" (`{:?}`)", mi.op));
        Failure::Pressure(codegen::regalloc::describe_pressure(&p, "register halves", &at))
    })?;
    let stack_bytes = spills.slots.first().copied().unwrap_or(0).saturating_mul(2).next_multiple_of(16);
    if stack_bytes > STACK_REACH {
        return Err(Failure::Pressure(format!(
            "{stack_bytes} bytes of spill slots exceed the {STACK_REACH} a stack instruction's offset reaches"
        )));
    }
    regalloc::apply(&mut code, &alloc);
    let halves = alloc.used.first().copied().unwrap_or(0) + FIRST_HALF;
    let spilled = spills.registers.first().copied().unwrap_or(0).div_ceil(2);
    Ok(Program { code, abi, halves, budget: total, spilled, stack_bytes })
}

/// Halves of virtual registers a copy names (each operand as often as it appears).
fn copy_halves(mi: &Mi) -> u32 {
    mi.defs.iter().chain(&mi.srcs).filter(|l| matches!(l, Loc::V(..))).map(|l| u32::from(l.halves())).sum()
}

/// Splits every parallel copy that pairs each destination with one source of its size
/// into independent one-value copies, and renumbers the loop ranges. Destinations
/// whose source is another destination of the same copy (a swap of phi variables) stay
/// together in one parallel copy placed first, so that they read the old values; every
/// other move reads a value the copy does not write and runs after it.
fn split_copies(code: Vec<Mi>, loops: &[(usize, usize)]) -> (Vec<Mi>, Vec<(usize, usize)>) {
    let mut out = Vec::with_capacity(code.len());
    let mut new_index = Vec::with_capacity(code.len());
    for mi in code {
        new_index.push(out.len());
        let pairs = matches!(mi.op, Mop::ParallelCopy)
            && mi.defs.len() == mi.srcs.len()
            && mi.defs.iter().zip(&mi.srcs).all(|(d, s)| match (d, s) {
                (Loc::V(_, h), Loc::Imm(_)) => *h <= 2,
                (Loc::V(_, h), Loc::V(_, g) | Loc::R(_, g) | Loc::U(_, g)) => h == g,
                _ => false,
            });
        if !pairs || mi.defs.len() < 2 {
            out.push(mi);
            continue;
        }
        let written: BTreeSet<u32> =
            mi.defs.iter().filter_map(|d| if let Loc::V(id, _) = d { Some(*id) } else { None }).collect();
        let (core, rest): (Vec<(Loc, Loc)>, Vec<(Loc, Loc)>) = mi
            .defs
            .iter()
            .copied()
            .zip(mi.srcs.iter().copied())
            .partition(|(_, s)| matches!(s, Loc::V(id, _) if written.contains(id)));
        if !core.is_empty() {
            let (d, s): (Vec<Loc>, Vec<Loc>) = core.into_iter().unzip();
            out.push(Mi::new(Mop::ParallelCopy, d.into(), s.into()));
        }
        for (d, s) in rest {
            out.push(Mi::new(Mop::ParallelCopy, smallvec![d], smallvec![s]));
        }
    }
    let loops = loops.iter().filter_map(|&(a, b)| Some((*new_index.get(a)?, *new_index.get(b)?))).collect();
    (out, loops)
}

/// Whether removing `mi` when its results are unused changes nothing else.
fn removable(mi: &Mi) -> bool {
    let pure = matches!(
        mi.op,
        Mop::ParallelCopy
            | Mop::Mov
            | Mop::GetSr
            | Mop::Iadd { .. }
            | Mop::Imadd { .. }
            | Mop::Bitop(_)
            | Mop::Shl
            | Mop::Lshr
            | Mop::Asr
            | Mop::Icmpsel(_)
            | Mop::Fcmpsel(_)
            | Mop::Fadd { .. }
            | Mop::Fmul { .. }
            | Mop::Fmadd { .. }
            | Mop::Funary(_)
            | Mop::Convert(_)
            | Mop::Popcount
            | Mop::Bitrev
            | Mop::DeviceLoad { .. }
            | Mop::ThreadgroupLoad { .. }
    );
    pure && !mi.defs.is_empty() && mi.defs.iter().all(|d| matches!(d, Loc::V(..)))
}

/// Removes instructions whose results nothing reads, to a fixed point, and returns the
/// loop ranges renumbered for the shorter code. A worklist over read counts: removing an
/// instruction drops the counts of what it read, and an instruction whose every result
/// has no reader left goes next (linear in the code, where re-scanning the whole code
/// once per removed layer was quadratic on long dependence chains). Its first walk
/// also applies [`fold_negated_add`] and counts what [`legalize_operands`] will insert,
/// which saves that step a walk of its own over the code.
fn remove_dead(code: &mut Vec<Mi>, loops: &[(usize, usize)]) -> Dead {
    const NONE: u32 = u32::MAX;
    // Reads of each id, and the instructions defining it as a linked list through
    // `next_def` (indices as u32: these tables are walked for every instruction).
    let mut reads: Vec<u32> = Vec::new();
    let mut first_def: Vec<u32> = Vec::new();
    let mut next_def = vec![NONE; code.len()];
    let grow = |reads: &mut Vec<u32>, first_def: &mut Vec<u32>, id: usize| {
        if id >= reads.len() {
            reads.resize(id + 1, 0);
            first_def.resize(id + 1, NONE);
        }
    };
    let mut inserts = 0usize;
    for (i, mi) in code.iter_mut().enumerate() {
        fold_negated_add(mi);
        inserts += legalize_inserts(mi);
        for s in &mi.srcs {
            if let Loc::V(id, _) = s {
                let id = *id as usize;
                grow(&mut reads, &mut first_def, id);
                reads[id] += 1;
            }
        }
        for d in &mi.defs {
            if let Loc::V(id, _) = d {
                let id = *id as usize;
                grow(&mut reads, &mut first_def, id);
                if first_def[id] != i as u32 {
                    next_def[i] = first_def[id];
                    first_def[id] = i as u32;
                }
            }
        }
    }
    let ids = reads.len() as u32;
    let dead = |mi: &Mi, reads: &[u32]| {
        removable(mi) && mi.defs.iter().all(|d| matches!(d, Loc::V(id, _) if reads[*id as usize] == 0))
    };
    let mut removed = vec![false; code.len()];
    let mut any = false;
    // Instructions in order, each followed by those its removal left unread (last
    // found first).
    let mut work: Vec<u32> = Vec::new();
    for start in 0..code.len() {
        work.push(start as u32);
        while let Some(i) = work.pop() {
            let i = i as usize;
            if removed[i] || !dead(&code[i], &reads) {
                continue;
            }
            removed[i] = true;
            any = true;
            inserts -= legalize_inserts(&code[i]);
            for s in &code[i].srcs {
                if let Loc::V(id, _) = s {
                    let id = *id as usize;
                    reads[id] -= 1;
                    if reads[id] == 0 {
                        let mut j = first_def[id];
                        while j != NONE {
                            work.push(j);
                            j = next_def[j as usize];
                        }
                    }
                }
            }
        }
    }
    if !any {
        // The renumbering below with every instruction kept.
        let n = code.len();
        let loops = loops
            .iter()
            .filter_map(|&(a, b)| {
                let start = a.min(n);
                let end = b.saturating_add(1).min(n).checked_sub(1)?;
                (start <= end).then_some((start, end))
            })
            .collect();
        return Dead { loops, next: ids, inserts };
    }
    let loops = if loops.is_empty() {
        Vec::new()
    } else {
        let origin: Vec<usize> = (0..code.len()).filter(|&i| !removed[i]).collect();
        codegen::regalloc::remap_loops(&origin, &loops)
    };
    let mut k = removed.iter();
    let mut next = 0;
    code.retain(|mi| {
        let keep = !k.next().copied().unwrap_or(false);
        if keep {
            next = next.max(next_virtual(std::slice::from_ref(mi)));
        }
        keep
    });
    Dead { loops, next, inserts }
}

/// What [`remove_dead`] leaves for [`legalize_operands`].
struct Dead {
    /// The loop ranges renumbered for the remaining code.
    loops: Vec<(usize, usize)>,
    /// One past the highest virtual register the remaining code names.
    next: u32,
    /// The instructions `legalize_operands` will insert.
    inserts: usize,
}

/// One past the highest virtual register `code` names (0: none).
fn next_virtual(code: &[Mi]) -> u32 {
    let mut next = 0;
    for mi in code {
        for l in mi.defs.iter().chain(mi.srcs.iter()) {
            if let Loc::V(id, _) = l {
                next = next.max(*id + 1);
            }
        }
    }
    next
}

/// One 16-bit source of a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Half {
    R(u16),
    U(u16),
    Imm(u16),
}

/// Lowers allocated code to what the encoder takes, handing each instruction to `sink`
/// in order: every parallel copy replaced by moves ([`lower_copy`]) and `wait`s
/// inserted ([`Waits`]). One streaming pass: the whole-program lists each step built
/// (and the fresh pages they took) were a visible share of compile time.
pub fn lower_each(code: &[Mi], mut sink: impl FnMut(&Mi) -> Result<(), Failure>) -> Result<(), Failure> {
    let mut waits = Waits::default();
    let mut scratch = CopyScratch::default();
    let mut lowered = Vec::new();
    for mi in code {
        if !matches!(mi.op, Mop::ParallelCopy) {
            waits.pass(mi, &mut sink)?;
            continue;
        }
        lowered.clear();
        lower_copy(mi, &mut lowered, &mut scratch)?;
        for m in &lowered {
            waits.pass(m, &mut sink)?;
        }
    }
    Ok(())
}

/// The lists [`lower_copy`] works in, kept across copies.
#[derive(Default)]
struct CopyScratch {
    dsts: Vec<(u16, u8)>,
    flat_dst: Vec<u16>,
    flat_src: Vec<Half>,
    regs: Vec<(u16, u16)>,
    late: Vec<(u16, Half)>,
    moves: Vec<(u16, Half)>,
}

/// Replaces parallel copy `mi` by moves appended to `out`: both sides split into 16-bit
/// halves, register-to-register moves sequentialized (cycles broken by three `xor`s),
/// uniform and immediate sources after them; neighbouring halves move as one 32-bit
/// `mov`.
fn lower_copy(mi: &Mi, out: &mut Vec<Mi>, scratch: &mut CopyScratch) -> Result<(), Failure> {
    let CopyScratch { dsts, flat_dst, flat_src, regs, late, moves } = scratch;
    dsts.clear();
    flat_dst.clear();
    flat_src.clear();
    regs.clear();
    late.clear();
    moves.clear();
    for d in &mi.defs {
        match d {
            Loc::R(n, h) => dsts.push((*n, *h)),
            other => return Err(Failure::Internal(format!("a copy into {other:?}"))),
        }
    }
    flat_dst.extend(dsts.iter().flat_map(|&(n, h)| (0..u16::from(h)).map(move |k| n + k)));
    for s in &mi.srcs {
        match *s {
            Loc::R(n, h) => flat_src.extend((0..u16::from(h)).map(|k| Half::R(n + k))),
            Loc::U(n, h) => flat_src.extend((0..u16::from(h)).map(|k| Half::U(n + k))),
            Loc::Imm(x) => {
                // An immediate fills the rest of its destination, at most 32 bits.
                let at = flat_src.len();
                let mut start = 0usize;
                let mut size = 2usize;
                for &(_, h) in dsts.iter() {
                    let h = usize::from(h);
                    if at < start + h {
                        size = (start + h - at).min(2);
                        break;
                    }
                    start += h;
                }
                flat_src.push(Half::Imm(x as u16));
                if size == 2 {
                    flat_src.push(Half::Imm((x >> 16) as u16));
                }
            }
            other => return Err(Failure::Internal(format!("a copy from {other:?}"))),
        }
    }
    if flat_dst.len() != flat_src.len() {
        return Err(Failure::Internal(format!(
            "a copy of {} halves into {}: {mi:?}",
            flat_src.len(),
            flat_dst.len()
        )));
    }
    for (&d, &s) in flat_dst.iter().zip(flat_src.iter()) {
        match s {
            Half::R(n) => regs.push((d, n)),
            other => late.push((d, other)),
        }
    }
    for step in pcopy::sequentialize(regs) {
        match step {
            Step::Copy { dst, src } => moves.push((dst, Half::R(src))),
            Step::Swap { a, b } => {
                flush(out, moves);
                for (d, x, y) in [(a, a, b), (b, b, a), (a, a, b)] {
                    out.push(Mi::new(
                        Mop::Bitop(BitOp::Xor),
                        smallvec![Loc::R(d, 1)],
                        smallvec![Loc::R(x, 1), Loc::R(y, 1)],
                    ));
                }
            }
        }
    }
    moves.extend(late.iter().copied());
    flush(out, moves);
    Ok(())
}

/// Emits pending half moves, pairing an even half with the next one into a 32-bit move.
fn flush(out: &mut Vec<Mi>, moves: &mut Vec<(u16, Half)>) {
    let mut i = 0;
    while i < moves.len() {
        let (d, s) = moves[i];
        let next = moves.get(i + 1).copied();
        let pair = match (s, next) {
            (Half::R(a), Some((d2, Half::R(b)))) if d % 2 == 0 && d2 == d + 1 && a % 2 == 0 && b == a + 1 => {
                Some(Loc::R(a, 2))
            }
            (Half::U(a), Some((d2, Half::U(b)))) if d % 2 == 0 && d2 == d + 1 && a % 2 == 0 && b == a + 1 => {
                Some(Loc::U(a, 2))
            }
            (Half::Imm(a), Some((d2, Half::Imm(b)))) if d % 2 == 0 && d2 == d + 1 => {
                Some(Loc::Imm(u32::from(a) | u32::from(b) << 16))
            }
            _ => None,
        };
        if let Some(src) = pair {
            out.push(Mi::new(Mop::Mov, smallvec![Loc::R(d, 2)], smallvec![src]));
            i += 2;
            continue;
        }
        let src = match s {
            Half::R(a) => Loc::R(a, 1),
            Half::U(a) => Loc::U(a, 1),
            Half::Imm(a) => Loc::Imm(u32::from(a)),
        };
        out.push(Mi::new(Mop::Mov, smallvec![Loc::R(d, 1)], smallvec![src]));
        i += 1;
    }
    moves.clear();
}

fn halves_of(l: &Loc) -> std::ops::Range<u16> {
    match *l {
        Loc::R(n, h) => n..n + u16::from(h),
        Loc::R0l => 0..1,
        _ => 0..0,
    }
}

/// Inserts `wait` before the first instruction that touches a register a load has not
/// yet written, and before every label, branch, exec-stack change, barrier and `stop`
/// while a load is outstanding (a simple rule: loads never stay in flight across
/// control flow). Instructions pass through one at a time.
struct Waits {
    /// The halves loads have not yet written, as a bit set by half index.
    pending: Vec<u64>,
    any: bool,
    wait: Mi,
}

impl Default for Waits {
    fn default() -> Waits {
        Waits { pending: Vec::new(), any: false, wait: Mi::new(Mop::Wait, smallvec![], smallvec![]) }
    }
}

impl Waits {
    fn touches(&self, l: &Loc) -> bool {
        halves_of(l).any(|h| self.pending.get(usize::from(h / 64)).is_some_and(|w| w >> (h % 64) & 1 != 0))
    }

    fn pass(&mut self, mi: &Mi, sink: &mut impl FnMut(&Mi) -> Result<(), Failure>) -> Result<(), Failure> {
        if self.any {
            let control = matches!(
                mi.op,
                Mop::Label
                    | Mop::JmpExecAny
                    | Mop::JmpExecNone
                    | Mop::IfIcmp { .. }
                    | Mop::ElseIcmp { .. }
                    | Mop::PopExec { .. }
                    | Mop::ThreadgroupBarrier
                    | Mop::MemoryBarrier
                    | Mop::Stop
            );
            if control || mi.defs.iter().chain(mi.srcs.iter()).any(|l| self.touches(l)) {
                sink(&self.wait)?;
                self.pending.fill(0);
                self.any = false;
            }
        }
        if matches!(
            mi.op,
            Mop::DeviceLoad { .. }
                | Mop::ThreadgroupLoad { .. }
                | Mop::StackLoad { .. }
                | Mop::Atomic { .. }
                | Mop::CmpXchg { .. }
        ) {
            for d in &mi.defs {
                for h in halves_of(d) {
                    let word = usize::from(h / 64);
                    if word >= self.pending.len() {
                        self.pending.resize(word + 1, 0);
                    }
                    self.pending[word] |= 1 << (h % 64);
                    self.any = true;
                }
            }
        }
        sink(mi)
    }
}

/// Where an immediate may stand in a source operand.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ImmRule {
    /// Any 32-bit value (`mov_imm`, special register numbers, labels).
    Any,
    /// An 8-bit ALU source field (zero-extended).
    Alu8,
    /// An 8-bit float source field: the values `isa::fimm_encode` finds.
    Float,
    /// A signed 16-bit memory index (scaled by the format's size).
    Index,
    /// Registers only.
    Reg,
}

fn imm_rule(op: Mop, pos: usize) -> ImmRule {
    use ImmRule::*;
    match op {
        Mop::Mov | Mop::ParallelCopy | Mop::GetSr | Mop::Label | Mop::JmpExecAny | Mop::JmpExecNone => Any,
        Mop::Fadd { .. } | Mop::Fmul { .. } | Mop::Fmadd { .. } | Mop::Funary(_) => Float,
        Mop::Fcmpsel(_) if pos < 2 => Float,
        Mop::DeviceLoad { .. } | Mop::ThreadgroupLoad { .. } => {
            if pos == 1 {
                Index
            } else {
                Reg
            }
        }
        Mop::DeviceStore { .. } | Mop::ThreadgroupStore { .. } => {
            if pos == 2 {
                Index
            } else {
                Reg
            }
        }
        Mop::StackLoad { .. } => Index,
        Mop::StackStore { .. } => {
            if pos == 1 {
                Index
            } else {
                Reg
            }
        }
        Mop::Atomic { .. } | Mop::CmpXchg { .. } => {
            if pos == 1 {
                Index
            } else {
                Reg
            }
        }
        Mop::SimdShuffle(_) if pos == 0 => Reg,
        _ => Alu8,
    }
}

/// Whether source `pos` of `op` is a device memory base (a GPR or uniform pair).
fn is_memory_base(op: Mop, pos: usize) -> bool {
    match op {
        Mop::DeviceLoad { .. }
        | Mop::Atomic { threadgroup: false, .. }
        | Mop::CmpXchg { threadgroup: false } => pos == 0,
        Mop::DeviceStore { .. } => pos == 1,
        _ => false,
    }
}

/// The float a 16- or 32-bit immediate stands for.
fn imm_float(bits: u32, halves: u8) -> f32 {
    if halves == 1 {
        half_to_f32(bits as u16)
    } else {
        f32::from_bits(bits)
    }
}

fn half_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0f32 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f32::from(h & 0x3ff);
    match e {
        0 => sign * m * pow2(-24),
        31 => {
            if m == 0.0 {
                sign * f32::INFINITY
            } else {
                f32::NAN
            }
        }
        _ => sign * (1.0 + m / 1024.0) * pow2(e - 15),
    }
}

/// 2^`k` for a `k` of a normal `f32` exponent (−126..=127), built from its bits: exactly
/// what `2f32.powi(k)` gives, without the library call it made in every immediate check.
fn pow2(k: i32) -> f32 {
    f32::from_bits(((k + 127) as u32) << 23)
}

/// Whether immediate `x` fits source `pos` of `mi`.
fn imm_fits(mi: &Mi, pos: usize, x: u32) -> bool {
    match imm_rule(mi.op, pos) {
        ImmRule::Any => true,
        ImmRule::Alu8 => x < 256,
        ImmRule::Float => {
            let h = mi.defs.first().map(|d| d.halves()).unwrap_or(2);
            let v = imm_float(x, h);
            // -0.0 has no code of its own; an added -0.0 is what a conversion wants.
            crate::isa::fimm_encode(v).is_some() || v.to_bits() == 0x8000_0000
        }
        ImmRule::Index => i16::try_from(x as i32).is_ok(),
        ImmRule::Reg => false,
    }
}

/// Copies 64-bit uniforms read by ALU instructions into GPR pairs, and replaces
/// immediates no encoding of their instruction holds by `mov_imm`s into fresh registers
/// (numbered from `dead.next`), renumbering the loop ranges for the inserted
/// instructions (`iadd x, -c` became `isub x, c` where that fits in [`remove_dead`]'s
/// walk, which also counted the insertions). Code that needs none stays as it is; other
/// code is copied once into a list of its final length.
fn legalize_operands(mut code: Vec<Mi>, dead: &Dead) -> (Vec<Mi>, Vec<(usize, usize)>) {
    let (loops, mut next, inserts) = (&dead.loops, dead.next, dead.inserts);
    if inserts == 0 {
        let n = code.len();
        let loops = loops.iter().copied().filter(|&(a, b)| a < n && b < n).collect();
        return (code, loops);
    }
    let mut out = spare_code(code.len() + inserts);
    let mut new_index = Vec::with_capacity(code.len());
    for mut mi in code.drain(..) {
        let dst_halves = mi.defs.first().map(|d| d.halves()).unwrap_or(2);
        // 64-bit uniforms are only memory bases; ALU sources read 16/32-bit uniforms.
        for pos in 0..mi.srcs.len() {
            let Some(u @ Loc::U(_, 4)) = mi.srcs.get(pos).copied() else { continue };
            if is_memory_base(mi.op, pos) {
                continue;
            }
            let r = Loc::V(next, 4);
            next += 1;
            out.push(Mi::new(Mop::ParallelCopy, smallvec![r], smallvec![u]));
            mi.srcs[pos] = r;
        }
        for pos in 0..mi.srcs.len() {
            let Some(Loc::Imm(x)) = mi.srcs.get(pos).copied() else { continue };
            if imm_fits(&mi, pos, x) {
                continue;
            }
            let halves = match mi.op {
                Mop::Fadd { .. } | Mop::Fmul { .. } | Mop::Fmadd { .. } | Mop::Funary(_) => dst_halves.min(2),
                Mop::Fcmpsel(_) | Mop::Icmpsel(_) if pos >= 2 => dst_halves.min(2),
                Mop::DeviceStore { .. } | Mop::ThreadgroupStore { .. } if pos == 0 => 2,
                Mop::DeviceLoad { .. }
                | Mop::Atomic { threadgroup: false, .. }
                | Mop::CmpXchg { threadgroup: false }
                    if pos == 0 =>
                {
                    4
                }
                Mop::DeviceStore { .. } if pos == 1 => 4,
                Mop::ThreadgroupLoad { .. } if pos == 0 => 1,
                Mop::ThreadgroupStore { .. } if pos == 1 => 1,
                Mop::Atomic { threadgroup: true, .. } | Mop::CmpXchg { threadgroup: true } if pos == 0 => 1,
                _ => 2,
            };
            let r = Loc::V(next, halves);
            next += 1;
            if halves == 4 {
                out.push(Mi::new(Mop::ParallelCopy, smallvec![r], smallvec![Loc::Imm(x), Loc::Imm(0)]));
            } else {
                out.push(Mi::new(Mop::Mov, smallvec![r], smallvec![Loc::Imm(x)]));
            }
            mi.srcs[pos] = r;
        }
        new_index.push(out.len());
        out.push(mi);
    }
    recycle(code);
    let loops = loops.iter().filter_map(|&(a, b)| Some((*new_index.get(a)?, *new_index.get(b)?))).collect();
    (out, loops)
}

/// The instructions [`legalize_operands`] inserts in front of `mi` (once
/// [`fold_negated_add`] has applied).
fn legalize_inserts(mi: &Mi) -> usize {
    let mut n = 0;
    for (pos, s) in mi.srcs.iter().enumerate() {
        n += usize::from(match *s {
            Loc::U(_, 4) => !is_memory_base(mi.op, pos),
            Loc::Imm(x) => !imm_fits(mi, pos, x),
            _ => false,
        });
    }
    n
}

/// `iadd x, c` with a `c` only its negation fits becomes `isub x, -c` (and back).
fn fold_negated_add(mi: &mut Mi) {
    if let Mop::Iadd { neg, shift, sext } = mi.op {
        if let Some(Loc::Imm(x)) = mi.srcs.get(1).copied() {
            let n = x.wrapping_neg();
            if x >= 256 && n < 256 && !sext[1] && mi.defs.first().is_some_and(|d| d.halves() <= 2) {
                mi.op = Mop::Iadd { neg: !neg, shift, sext };
                mi.srcs[1] = Loc::Imm(n);
            }
        }
    }
}

/// Why an allocated operand has no machine form (a defect of an earlier step). Made a
/// [`Failure`] only when one occurs: results carrying a whole `Failure` made every
/// operand conversion move large values.
#[derive(Clone, Copy, Debug)]
enum BadOperand {
    Size(u8),
    Virtual(u32),
    Float(f32),
}

impl From<BadOperand> for Failure {
    fn from(b: BadOperand) -> Failure {
        Failure::Internal(match b {
            BadOperand::Size(h) => format!("a register of {h} halves"),
            BadOperand::Virtual(id) => format!("virtual register {id} left after allocation"),
            BadOperand::Float(v) => format!("float immediate {v} has no 8-bit code"),
        })
    }
}

fn size_of(halves: u8) -> Result<isa::Size, BadOperand> {
    Ok(match halves {
        1 => isa::Size::S16,
        2 => isa::Size::S32,
        4 => isa::Size::S64,
        6 => isa::Size::S96,
        8 => isa::Size::S128,
        h => return Err(BadOperand::Size(h)),
    })
}

/// An allocated operand as the encoder takes it.
fn operand(l: Loc) -> Result<Operand, BadOperand> {
    let reg = |reg: isa::Reg, h: u8| -> Result<Operand, BadOperand> {
        Ok(Operand::Reg(isa::RegOp { reg, size: size_of(h)?, flags: isa::RegFlags::default() }))
    };
    match l {
        Loc::R(n, h) => reg(isa::Reg::Gpr(n), h),
        Loc::U(n, h) => reg(isa::Reg::Uniform(n), h),
        Loc::R0l => reg(isa::Reg::Gpr(0), 1),
        Loc::Imm(x) => Ok(Operand::Imm(x)),
        Loc::Label(l) => Ok(Operand::Label(l)),
        Loc::V(id, _) => Err(BadOperand::Virtual(id)),
    }
}

/// A float source: an immediate as its 8-bit code.
fn float_operand(l: Loc, halves: u8) -> Result<Operand, BadOperand> {
    match l {
        Loc::Imm(x) => {
            let v = imm_float(x, halves);
            let v = if v.to_bits() == 0x8000_0000 { 0.0 } else { v };
            isa::fimm_encode(v).map(Operand::FImm).ok_or(BadOperand::Float(v))
        }
        other => operand(other),
    }
}

fn icond(c: crate::isel::mi::ICond, invert: bool) -> isa::Cond {
    use crate::isel::mi::ICond as C;
    use isa::ICond as I;
    isa::Cond::I(match (c, invert) {
        (C::Eq, false) => I::Ueq,
        (C::Eq, true) => I::Nueq,
        (C::Ult, false) => I::Ult,
        (C::Ult, true) => I::Ugte,
        (C::Ugt, false) => I::Ugt,
        (C::Ugt, true) => I::Ulte,
        (C::Slt, false) => I::Slt,
        (C::Slt, true) => I::Sgte,
        (C::Sgt, false) => I::Sgt,
        (C::Sgt, true) => I::Slte,
    })
}

/// The allocated program as machine instructions.
pub fn to_isa(code: &[Mi], coherent: bool) -> Result<Vec<Inst>, Failure> {
    let mut out = Vec::with_capacity(code.len());
    for mi in code {
        out.push(to_inst(mi, coherent)?);
    }
    Ok(out)
}

/// One lowered instruction as a machine instruction.
pub fn to_inst(mi: &Mi, coherent: bool) -> Result<Inst, Failure> {
    let mut inst = Inst::new(isa::Opcode::Label, isa::Operands::new(), isa::Operands::new());
    to_inst_into(mi, coherent, &mut inst)?;
    Ok(inst)
}

/// [`to_inst`] into `inst`, whose operand lists are reused: building each instruction
/// afresh and moving it out of its `Result` showed in whole-corpus profiles.
pub fn to_inst_into(mi: &Mi, coherent: bool, inst: &mut Inst) -> Result<(), Failure> {
    use crate::isel::mi::{AtomicOp as A, Conv, FCond as F, FUnary as U, Format, ShuffleKind as S};
    use isa::Opcode as O;
    inst.dsts.clear();
    inst.srcs.clear();
    inst.mods = isa::Mods::default();
    for d in &mi.defs {
        inst.dsts.push(operand(*d)?);
    }
    let h = mi.defs.first().map(|d| d.halves()).unwrap_or(2);
    let s = &mut inst.srcs;
    let mods = &mut inst.mods;
    let fmt = |f: Format| match f {
        Format::I8 => isa::MemFormat::I8,
        Format::I16 => isa::MemFormat::I16,
        Format::I32 => isa::MemFormat::I32,
    };
    // The operation, and whether its sources are `mi`'s as they are.
    let (op, as_they_are) = match mi.op {
        Mop::Label => (O::Label, true),
        Mop::Stop => (O::Stop, false),
        Mop::Wait => (O::Wait, false),
        Mop::ThreadgroupBarrier => (O::ThreadgroupBarrier, false),
        Mop::MemoryBarrier => {
            mods.barrier = (2, 1, 9);
            (O::MemoryBarrier, false)
        }
        Mop::ParallelCopy => return Err(Failure::Internal("a parallel copy left after lowering".into())),
        Mop::Mov => match mi.srcs.first() {
            Some(Loc::Imm(_)) => (O::MovImm, true),
            _ => (O::Mov, true),
        },
        Mop::GetSr => match mi.srcs.first() {
            Some(Loc::Imm(n)) => {
                s.push(Operand::Sr(*n as u8));
                (O::GetSr, false)
            }
            _ => return Err(Failure::Internal("get_sr without a register number".into())),
        },
        Mop::Iadd { neg, shift, sext } => {
            mods.shift = shift;
            plain(mi, s)?;
            for (o, x) in s.iter_mut().zip(sext) {
                if x {
                    *o = o.sx();
                }
            }
            (if neg { O::ISub } else { O::IAdd }, false)
        }
        Mop::Imadd { sext } => {
            plain(mi, s)?;
            if sext {
                for o in s.iter_mut().take(2) {
                    *o = o.sx();
                }
            }
            (O::IMadd, false)
        }
        Mop::Bitop(b) => {
            let op = match b {
                crate::isel::mi::BitOp::And => O::And,
                crate::isel::mi::BitOp::Or => O::Or,
                crate::isel::mi::BitOp::Xor => O::Xor,
                crate::isel::mi::BitOp::Not => O::Not,
                crate::isel::mi::BitOp::AndNot => {
                    mods.truth = 0b0010;
                    O::Bitop
                }
            };
            (op, true)
        }
        Mop::Shl | Mop::Lshr => {
            s.push(Operand::Imm(0));
            plain(mi, s)?;
            (if matches!(mi.op, Mop::Shl) { O::Bfi } else { O::Bfeil }, false)
        }
        Mop::Asr => (O::Asr, true),
        Mop::Icmpsel(c) => {
            mods.cond = icond(c, false);
            (O::Icmpsel, true)
        }
        Mop::Fcmpsel(c) => {
            mods.cond = isa::Cond::F(match c {
                F::Eq => isa::FCond::Eq,
                F::Lt => isa::FCond::Lt,
                F::Gt => isa::FCond::Gt,
                F::Le => isa::FCond::Lte,
                F::Ge => isa::FCond::Gte,
            });
            floats(mi, 2, &[], h, s)?;
            for x in mi.srcs.iter().skip(2) {
                s.push(operand(*x)?);
            }
            (O::Fcmpsel, false)
        }
        Mop::Fadd { mods: m } | Mop::Fmul { mods: m } => {
            floats(mi, 2, &m, h, s)?;
            apply_float_mods(s, &m);
            // The 16-bit forms read only 16-bit registers; the 32-bit forms round
            // to a 16-bit destination's precision.
            let wide = h > 1 || mi.srcs.iter().any(|x| x.halves() > 1);
            let op = match (mi.op, wide) {
                (Mop::Fadd { .. }, false) => O::Fadd16,
                (Mop::Fadd { .. }, true) => O::Fadd32,
                (_, false) => O::Fmul16,
                _ => O::Fmul32,
            };
            (op, false)
        }
        Mop::Fmadd { mods: m } => {
            floats(mi, 3, &m, h, s)?;
            apply_float_mods(s, &m);
            let wide = h > 1 || mi.srcs.iter().any(|x| x.halves() > 1);
            (if wide { O::Fmadd32 } else { O::Fmadd16 }, false)
        }
        Mop::Funary(u) => {
            let op = match u {
                U::Rcp => O::Rcp,
                U::Rsqrt => O::Rsqrt,
                U::Log2 => O::Log2,
                U::Exp2 => O::Exp2,
                U::Floor => O::Floor,
                U::Ceil => O::Ceil,
                U::Trunc => O::Trunc,
                U::Rint => O::Rint,
            };
            floats(mi, 1, &[], h, s)?;
            (op, false)
        }
        Mop::Convert(c) => {
            let (mode, round) = match c {
                Conv::U32ToF => (isa::ConvMode::U32ToF, isa::Round::Rte),
                Conv::S32ToF => (isa::ConvMode::S32ToF, isa::Round::Rte),
                Conv::FToU32 => (isa::ConvMode::FToU32, isa::Round::Rtz),
                Conv::FToS32 => (isa::ConvMode::FToS32, isa::Round::Rtz),
            };
            mods.conv = mode;
            mods.round = round;
            (O::Convert, true)
        }
        Mop::Popcount => (O::Popcount, true),
        Mop::Bitrev => (O::Bitrev, true),
        Mop::DeviceLoad { format, count }
        | Mop::DeviceStore { format, count }
        | Mop::ThreadgroupLoad { format, count }
        | Mop::ThreadgroupStore { format, count } => {
            mods.format = fmt(format);
            mods.mask = (1u8 << count.min(4)) - 1;
            let op = match mi.op {
                Mop::DeviceLoad { .. } => O::DeviceLoad,
                Mop::DeviceStore { .. } => O::DeviceStore,
                Mop::ThreadgroupLoad { .. } => O::ThreadgroupLoad,
                _ => O::ThreadgroupStore,
            };
            (op, true)
        }
        Mop::StackLoad { format, count } | Mop::StackStore { format, count } => {
            mods.format = fmt(format);
            mods.mask = (1u8 << count.clamp(1, 4)) - 1;
            if count > 4 {
                return Err(Failure::Internal(format!("a stack access of {count} values")));
            }
            let op = if matches!(mi.op, Mop::StackLoad { .. }) { O::StackLoad } else { O::StackStore };
            (op, true)
        }
        Mop::Atomic { op: a, threadgroup } => {
            mods.atomic = match a {
                A::Add => isa::AtomicOp::Add,
                A::Sub => isa::AtomicOp::Sub,
                A::Xchg => isa::AtomicOp::Xchg,
                A::Umin => isa::AtomicOp::Umin,
                A::Smin => isa::AtomicOp::Imin,
                A::Umax => isa::AtomicOp::Umax,
                A::Smax => isa::AtomicOp::Imax,
                A::And => isa::AtomicOp::And,
                A::Or => isa::AtomicOp::Or,
                A::Xor => isa::AtomicOp::Xor,
            };
            mods.coherent = coherent && !threadgroup;
            (if threadgroup { O::ThreadgroupAtomic } else { O::Atomic }, true)
        }
        Mop::CmpXchg { threadgroup } => {
            mods.atomic = isa::AtomicOp::Cmpxchg;
            mods.coherent = coherent && !threadgroup;
            (if threadgroup { O::ThreadgroupAtomic } else { O::Atomic }, true)
        }
        Mop::IfIcmp { cc, invert, n } | Mop::ElseIcmp { cc, invert, n } => {
            mods.cond = icond(cc, invert);
            mods.n = n;
            (if matches!(mi.op, Mop::IfIcmp { .. }) { O::IfIcmp } else { O::ElseIcmp }, true)
        }
        Mop::PopExec { n } => {
            mods.n = n;
            (O::PopExec, false)
        }
        Mop::JmpExecAny => (O::JmpExecAny, true),
        Mop::JmpExecNone => (O::JmpExecNone, true),
        Mop::SimdShuffle(k) => {
            let op = match k {
                S::Index => O::SimdShuffle,
                S::Xor => O::SimdShuffleXor,
                S::Up => O::SimdShuffleUp,
                S::Down => O::SimdShuffleDown,
            };
            (op, true)
        }
        Mop::Direct(op) => (op, true),
        Mop::IcmpBallot(c) => {
            mods.cond = icond(c, false);
            (O::IcmpBallot, true)
        }
    };
    if as_they_are {
        plain(mi, s)?;
    }
    inst.op = op;
    Ok(())
}

/// Appends `mi`'s sources as they are.
fn plain(mi: &Mi, v: &mut isa::Operands) -> Result<(), BadOperand> {
    for s in &mi.srcs {
        v.push(operand(*s)?);
    }
    Ok(())
}

/// Appends `mi`'s first `n` sources as float sources of a `halves` operation, with the
/// negation and absolute-value bits of `mods` (missing entries: none) folded into
/// immediates, which carry no modifier bits (the sign bit of their size).
fn floats(mi: &Mi, n: usize, mods: &[u8], halves: u8, v: &mut isa::Operands) -> Result<(), BadOperand> {
    let sign = if halves == 1 { 0x8000 } else { 0x8000_0000 };
    for (s, m) in mi.srcs.iter().take(n).zip(mods.iter().chain(std::iter::repeat(&0))) {
        v.push(match *s {
            Loc::Imm(x) => {
                let x = if m & 2 != 0 { x & !sign } else { x };
                let x = if m & 1 != 0 { x ^ sign } else { x };
                float_operand(Loc::Imm(x), halves)?
            }
            other => float_operand(other, halves)?,
        });
    }
    Ok(())
}

fn apply_float_mods(srcs: &mut [Operand], mods: &[u8]) {
    // Immediates had theirs folded in (`with` leaves non-register operands unchanged).
    for (o, m) in srcs.iter_mut().zip(mods) {
        if m & 1 != 0 {
            *o = o.neg();
        }
        if m & 2 != 0 {
            *o = o.abs();
        }
    }
}
