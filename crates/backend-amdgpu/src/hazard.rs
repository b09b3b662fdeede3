//! Hazards the hardware does not check: where one instruction must be a number of wait
//! states (issued instructions; `s_nop N` counts N+1) after another, this pass inserts
//! `s_nop`. It runs last, on physical registers, after the waits.
//!
//! The rules are data (`RULES`): the "Manually Inserted Wait States (NOPs)" tables of
//! AMD's GCN3 and Vega ISA manuals (the gfx6/7 manuals list the same rows for what we
//! emit) and RDNA's equivalents, restricted to the instruction kinds this backend emits.
//! Each rule names a producer (an instruction class writing some registers), a consumer
//! reading them in a given role, the wait states, and the generations it applies to.
//!
//! Control flow: the analysis is in text order. Before every branch and before
//! `s_endpgm`, any hazard still open is closed with an `s_nop`, so a jump never carries one
//! to its target; a label reached by falling through keeps the text-order state, which is
//! exact there. Only writes that some instruction of the kernel reads in a rule's role are
//! tracked, so the common `v_cmp` → `s_and_saveexec` → branch costs nothing.

use crate::gen::Gen;
use crate::isa::{prop, Inst, Opcode as O, Operand, Reg};
use crate::table::{self, Class};
use smallvec::smallvec;

/// What a producer wrote that a consumer may read too early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Written {
    /// SGPRs (and VCC, which is SGPRs) written by a VALU instruction.
    ValuSgpr,
    /// VCC written by a VALU instruction (`v_div_scale`, `v_cmp`, carries).
    ValuVcc,
    /// EXEC written by a VALU instruction (`v_cmpx`).
    ValuExec,
    /// The data VGPRs of a store of more than 64 bits, still being read after issue.
    WideStoreData,
}

/// How a consumer reads what the producer wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Read {
    /// A VMEM instruction (MUBUF, FLAT/GLOBAL) reads the SGPRs (descriptor, offset, base).
    VmemSgpr,
    /// `v_div_fmas` reads VCC implicitly.
    DivFmasVcc,
    /// `v_readlane`/`v_writelane` read a lane select (or value) SGPR.
    LaneSelect,
    /// A VALU instruction overwrites VGPRs.
    ValuWritesVgpr,
    /// `v_readfirstlane`/`v_readlane`/`v_writelane` after EXEC changed.
    LaneOpAfterExec,
}

/// One row of the manuals' tables.
#[derive(Clone, Copy, Debug)]
struct Rule {
    name: &'static str,
    written: Written,
    read: Read,
    /// Wait states required between the two.
    states: u32,
    first: Gen,
    last: Gen,
}

const RULES: &[Rule] = &[
    // "VALU writes SGPR -> VMEM reads that SGPR: 5" (GCN3/Vega); RDNA checks it.
    Rule {
        name: "VALU SGPR write -> VMEM SGPR read",
        written: Written::ValuSgpr,
        read: Read::VmemSgpr,
        states: 5,
        first: Gen::Gfx6,
        last: Gen::Gfx9,
    },
    // "VALU writes VCC (including v_div_scale) -> V_DIV_FMAS: 4".
    Rule {
        name: "VALU VCC write -> v_div_fmas",
        written: Written::ValuVcc,
        read: Read::DivFmasVcc,
        states: 4,
        first: Gen::Gfx6,
        last: Gen::Gfx10_3,
    },
    // "VALU writes SGPR -> V_{READ,WRITE}LANE using that SGPR as the lane select: 4".
    Rule {
        name: "VALU SGPR write -> lane select",
        written: Written::ValuSgpr,
        read: Read::LaneSelect,
        states: 4,
        first: Gen::Gfx6,
        last: Gen::Gfx10_3,
    },
    // "VALU writes EXEC -> V_READLANE/V_READFIRSTLANE/V_WRITELANE: 4" (v_cmpx forms).
    Rule {
        name: "VALU EXEC write -> lane read",
        written: Written::ValuExec,
        read: Read::LaneOpAfterExec,
        states: 4,
        first: Gen::Gfx6,
        last: Gen::Gfx10_3,
    },
    // "VMEM store of more than 64 bits of data -> VALU writes the VGPRs holding the
    // data: 1" (not on gfx6, whose stores read their data at issue).
    Rule {
        name: "wide store -> VALU overwrites its data",
        written: Written::WideStoreData,
        read: Read::ValuWritesVgpr,
        states: 1,
        first: Gen::Gfx7,
        last: Gen::Gfx10_3,
    },
];

fn class(op: O) -> Option<Class> {
    table::info(op).map(|i| i.class)
}

fn is_valu(op: O) -> bool {
    matches!(class(op), Some(Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3))
}

fn is_vmem(op: O) -> bool {
    matches!(class(op), Some(Class::Mubuf | Class::Global))
}

/// Registers as (file, first, count): SGPR numbers with VCC and EXEC named apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Loc {
    S(u16),
    Vcc,
    Exec,
    V(u16),
}

fn locs(op: &Operand) -> impl Iterator<Item = Loc> {
    let (one, range) = match *op {
        Operand::Reg { reg, width } => {
            let w = u16::from(width.max(1));
            match reg {
                Reg::S(n) => (None, Some((false, n, w))),
                Reg::V(n) => (None, Some((true, n, w))),
                Reg::Vcc | Reg::VccHi => (Some(Loc::Vcc), None),
                Reg::Exec | Reg::ExecHi => (Some(Loc::Exec), None),
                _ => (None, None),
            }
        }
        _ => (None, None),
    };
    one.into_iter().chain(
        range.into_iter().flat_map(|(vector, n, w)| {
            (0..w).map(move |k| if vector { Loc::V(n + k) } else { Loc::S(n + k) })
        }),
    )
}

/// What an instruction leaves open, for each kind of write (appended to `out`).
fn writes(gen: Gen, inst: &Inst, out: &mut Vec<(Written, Loc)>) {
    if is_valu(inst.op) {
        for d in &inst.defs {
            for l in locs(d) {
                match l {
                    Loc::S(_) => out.push((Written::ValuSgpr, l)),
                    Loc::Vcc => {
                        out.push((Written::ValuVcc, l));
                        out.push((Written::ValuSgpr, l));
                    }
                    Loc::Exec => out.push((Written::ValuExec, l)),
                    Loc::V(_) => {}
                }
            }
        }
    }
    // Before gfx9 the 32-bit adds have no carry-less form: VOP2 `v_add_i32`/`v_add_u32`
    // write the carry to VCC although isel names no carry.
    if gen <= Gen::Gfx8 && matches!(inst.op, O::VAddU32 | O::VSubU32 | O::VSubrevU32) {
        out.push((Written::ValuVcc, Loc::Vcc));
        out.push((Written::ValuSgpr, Loc::Vcc));
    }
    // Stores and atomics name their data among the sources; only the data can be wider
    // than the 64-bit address pair.
    let wide_store = is_vmem(inst.op) && inst.op.has_any(prop::STORE | prop::ATOMIC);
    if wide_store && gen >= Gen::Gfx7 {
        // The data operands: every vector source but the address.
        for s in
            inst.srcs.iter().filter(|s| matches!(s, Operand::Reg { reg: Reg::V(_), width } if *width > 2))
        {
            out.extend(locs(s).map(|l| (Written::WideStoreData, l)));
        }
    }
}

/// What an instruction reads (or overwrites) in each role (appended to `out`).
fn reads(inst: &Inst, out: &mut Vec<(Read, Loc)>) {
    if is_vmem(inst.op) {
        for s in &inst.srcs {
            out.extend(locs(s).filter(|l| matches!(l, Loc::S(_) | Loc::Vcc)).map(|l| (Read::VmemSgpr, l)));
        }
    }
    if matches!(inst.op, O::VDivFmasF32) {
        out.push((Read::DivFmasVcc, Loc::Vcc));
    }
    if matches!(inst.op, O::VReadlaneB32 | O::VWritelaneB32) {
        for s in &inst.srcs {
            out.extend(locs(s).filter(|l| matches!(l, Loc::S(_) | Loc::Vcc)).map(|l| (Read::LaneSelect, l)));
        }
    }
    if matches!(inst.op, O::VReadlaneB32 | O::VWritelaneB32 | O::VReadfirstlaneB32) {
        out.push((Read::LaneOpAfterExec, Loc::Exec));
    }
    if is_valu(inst.op) {
        for d in &inst.defs {
            out.extend(locs(d).filter(|l| matches!(l, Loc::V(_))).map(|l| (Read::ValuWritesVgpr, l)));
        }
    }
}

/// Whether control may leave the straight line here: a branch, a long jump
/// (`s_setpc_b64`) or the end of the program (a label is a place, not a jump).
fn leaves(inst: &Inst) -> bool {
    matches!(inst.op, O::SEndpgm | O::SSetpcB64)
        || (inst.op != O::Label && inst.srcs.iter().any(|s| matches!(s, Operand::Label(_))))
}

/// Wait states an instruction provides.
fn states(inst: &Inst) -> u32 {
    match (inst.op, inst.srcs.first()) {
        (O::Label, _) => 0,
        (O::SNop, Some(Operand::Imm(n))) => u32::try_from(*n).unwrap_or(0) + 1,
        _ => 1,
    }
}

fn nop(states: u32) -> Inst {
    Inst::new(O::SNop, Vec::new(), smallvec![Operand::Imm(i64::from(states.clamp(1, 8)) - 1)])
}

/// One open hazard: what was written, where, and how many wait states remain.
#[derive(Clone, Copy, Debug)]
struct Open {
    written: Written,
    loc: Loc,
    /// Wait states issued since the producer.
    since: u32,
}

fn rules_for(gen: Gen) -> impl Iterator<Item = &'static Rule> {
    RULES.iter().filter(move |r| r.first <= gen && gen <= r.last)
}

/// The longest window any rule of `gen` opens.
fn horizon(gen: Gen) -> u32 {
    rules_for(gen).map(|r| r.states).max().unwrap_or(0)
}

/// Every (role, register) some instruction of the kernel reads: a write no rule's
/// consumer ever reads cannot be a hazard anywhere, so it is not tracked (and does not
/// cost an `s_nop` before the next branch).
fn consumers(code: &[Inst]) -> Consumed {
    let mut c = Consumed { bits: vec![0u64; CONSUMED_WORDS], other: Vec::new() };
    let mut rd = Vec::new();
    for inst in code {
        rd.clear();
        reads(inst, &mut rd);
        for &(r, l) in &rd {
            match consumed_bit(r, l) {
                Some(b) => {
                    if let Some(w) = c.bits.get_mut(b / 64) {
                        *w |= 1 << (b % 64);
                    }
                }
                None => c.other.push((r, l)),
            }
        }
    }
    // Sorted and without repeats, for `contains`' binary search.
    c.other.sort_unstable();
    c.other.dedup();
    c
}

/// The (role, register) pairs some instruction reads: a bit per pair for the registers
/// kernels use, a sorted list for the rest.
struct Consumed {
    bits: Vec<u64>,
    other: Vec<(Read, Loc)>,
}

/// Registers per role in `Consumed::bits`: SGPRs 0–255, VCC, EXEC, VGPRs 0–255.
const CONSUMED_LOCS: usize = 256 + 2 + 256;
const CONSUMED_WORDS: usize = (5 * CONSUMED_LOCS).div_ceil(64);

fn consumed_bit(r: Read, l: Loc) -> Option<usize> {
    let at = match l {
        Loc::S(n) if n < 256 => usize::from(n),
        Loc::Vcc => 256,
        Loc::Exec => 257,
        Loc::V(n) if n < 256 => 258 + usize::from(n),
        _ => return None,
    };
    let role = match r {
        Read::VmemSgpr => 0,
        Read::DivFmasVcc => 1,
        Read::LaneSelect => 2,
        Read::ValuWritesVgpr => 3,
        Read::LaneOpAfterExec => 4,
    };
    Some(role * CONSUMED_LOCS + at)
}

impl Consumed {
    fn is_empty(&self) -> bool {
        self.other.is_empty() && self.bits.iter().all(|&w| w == 0)
    }

    fn contains(&self, r: Read, l: Loc) -> bool {
        match consumed_bit(r, l) {
            Some(b) => self.bits.get(b / 64).is_some_and(|w| w & (1 << (b % 64)) != 0),
            None => self.other.binary_search(&(r, l)).is_ok(),
        }
    }
}

fn relevant(gen: Gen, consumed: &Consumed, written: Written, loc: Loc) -> bool {
    rules_for(gen).any(|r| r.written == written && consumed.contains(r.read, loc))
}

fn needed(gen: Gen, open: &[Open], inst: &Inst, rd: &mut Vec<(Read, Loc)>) -> u32 {
    if open.is_empty() {
        return 0;
    }
    rd.clear();
    reads(inst, rd);
    let mut need = 0;
    for r in rules_for(gen) {
        for o in open.iter().filter(|o| o.written == r.written) {
            if rd.iter().any(|(k, l)| *k == r.read && *l == o.loc) {
                need = need.max(r.states.saturating_sub(o.since));
            }
        }
    }
    need
}

fn advance(open: &mut Vec<Open>, by: u32, limit: u32) {
    for o in open.iter_mut() {
        o.since = o.since.saturating_add(by);
    }
    open.retain(|o| o.since < limit);
}

/// Inserts the `s_nop`s `gen` needs into `code` (physical registers, waits inserted).
pub fn insert_nops(gen: Gen, code: Vec<Inst>) -> Vec<Inst> {
    let limit = horizon(gen);
    let consumed = consumers(&code);
    if consumed.is_empty() {
        // Nothing reads what a rule tracks: no hazard opens anywhere.
        return code;
    }
    // Where an `s_nop` goes (before instruction `.0`) and its wait states.
    let mut nops: Vec<(usize, u32)> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    let (mut rd, mut wr) = (Vec::new(), Vec::new());
    for (i, inst) in code.iter().enumerate() {
        let mut need = needed(gen, &open, inst, &mut rd);
        let leaves = leaves(inst);
        if leaves {
            // Close everything: the jump's target must not inherit a hazard.
            need = need.max(open.iter().map(|o| limit.saturating_sub(o.since)).max().unwrap_or(0));
        }
        if need > 0 {
            nops.push((i, need));
            advance(&mut open, need, limit);
        }
        let s = states(inst);
        advance(&mut open, s, limit);
        wr.clear();
        writes(gen, inst, &mut wr);
        for &(written, loc) in &wr {
            if relevant(gen, &consumed, written, loc) {
                open.push(Open { written, loc, since: 0 });
            }
        }
    }
    if nops.is_empty() {
        return code;
    }
    let mut out = crate::spare::take(code.len() + nops.len());
    let mut next = nops.into_iter().peekable();
    let mut code = code;
    for (i, inst) in code.drain(..).enumerate() {
        if let Some((_, need)) = next.next_if(|&(at, _)| at == i) {
            out.push(nop(need));
        }
        out.push(inst);
    }
    crate::spare::give(code);
    out
}

/// RDNA 1's hazards (gfx1010–1012; LLVM 14 lists them as the target features
/// `smem-to-vector-write-hazard`, `vmem-to-scalar-write-hazard` and
/// `lds-branch-vmem-war-hazard`, which RDNA 2 no longer has). Wait states do not clear
/// them; an instruction of another kind in between does:
/// - an SGPR read by scalar memory, then written by a VALU: an SALU (not SOPP) in
///   between; we insert `s_mov_b32 null, 0`;
/// - an SGPR read by vector memory or LDS, then written by an SALU or scalar memory: a
///   VALU in between; we insert `v_nop`;
/// - LDS, a branch, then vector memory (or the reverse): `s_waitcnt_vscnt null, 0` in
///   between, which we insert.
///
/// As in `insert_nops`, text order with every branch closing what is open; a label may
/// be reached by a jump from anywhere, so after a label any LDS or vector memory the
/// kernel contains counts as "before a branch".
pub fn rdna1_fixups(gen: Gen, code: Vec<Inst>) -> Vec<Inst> {
    if gen != Gen::Gfx10 {
        return code;
    }
    let sgprs = |ops: &[Operand]| -> Vec<u16> {
        ops.iter()
            .flat_map(locs)
            .filter_map(|l| match l {
                Loc::S(n) => Some(n),
                _ => None,
            })
            .collect()
    };
    let smem = |op: O| class(op) == Some(Class::Smem);
    let salu = |op: O| matches!(class(op), Some(Class::Sop1 | Class::Sop2 | Class::Sopk | Class::Sopc));
    let lds = |op: O| class(op) == Some(Class::Ds);
    // Only what some instruction can complete into a hazard is tracked.
    let valu_written: Vec<u16> = code.iter().filter(|i| is_valu(i.op)).flat_map(|i| sgprs(&i.defs)).collect();
    let scalar_written: Vec<u16> =
        code.iter().filter(|i| salu(i.op) || smem(i.op)).flat_map(|i| sgprs(&i.defs)).collect();
    let has_lds = code.iter().any(|i| lds(i.op));
    let has_vmem = code.iter().any(|i| is_vmem(i.op));

    let mut out = crate::spare::take(code.len());
    let mut smem_read: Vec<u16> = Vec::new();
    let mut vmem_read: Vec<u16> = Vec::new();
    // LDS / vector memory seen since the last `s_waitcnt_vscnt null, 0`, and whether a
    // branch followed them.
    let (mut seen_lds, mut seen_vmem, mut crossed_lds, mut crossed_vmem) = (false, false, false, false);
    let salu_fix = || Inst::new(O::SMovB32, smallvec![Operand::reg(Reg::Null)], smallvec![Operand::Imm(0)]);
    let valu_fix = || Inst::new(O::VNop, Vec::new(), Vec::new());
    let vscnt_fix =
        || Inst::new(O::SWaitcntVscnt, Vec::new(), smallvec![Operand::reg(Reg::Null), Operand::Imm(0)]);
    let mut code = code;
    for inst in code.drain(..) {
        if inst.op == O::Label {
            crossed_lds |= has_lds;
            crossed_vmem |= has_vmem;
        }
        if is_valu(inst.op) && sgprs(&inst.defs).iter().any(|n| smem_read.contains(n)) {
            out.push(salu_fix());
            smem_read.clear();
        }
        if (salu(inst.op) || smem(inst.op)) && sgprs(&inst.defs).iter().any(|n| vmem_read.contains(n)) {
            out.push(valu_fix());
            vmem_read.clear();
        }
        if (lds(inst.op) && crossed_vmem) || (is_vmem(inst.op) && crossed_lds) {
            out.push(vscnt_fix());
            (seen_lds, seen_vmem, crossed_lds, crossed_vmem) = (false, false, false, false);
        }
        if leaves(&inst) {
            if !smem_read.is_empty() {
                out.push(salu_fix());
                smem_read.clear();
            }
            if !vmem_read.is_empty() {
                out.push(valu_fix());
                vmem_read.clear();
            }
            crossed_lds |= seen_lds;
            crossed_vmem |= seen_vmem;
        }
        // What this instruction clears, then what it opens.
        if salu(inst.op) {
            smem_read.clear();
        }
        if is_valu(inst.op) {
            vmem_read.clear();
        }
        if inst.op == O::SWaitcntVscnt
            && matches!(inst.srcs.as_slice(), [Operand::Reg { reg: Reg::Null, .. }, Operand::Imm(0)])
        {
            (seen_lds, seen_vmem, crossed_lds, crossed_vmem) = (false, false, false, false);
        }
        if smem(inst.op) {
            smem_read.extend(sgprs(&inst.srcs).into_iter().filter(|n| valu_written.contains(n)));
        }
        if is_vmem(inst.op) || lds(inst.op) {
            vmem_read.extend(sgprs(&inst.srcs).into_iter().filter(|n| scalar_written.contains(n)));
        }
        seen_lds |= lds(inst.op);
        seen_vmem |= is_vmem(inst.op);
        out.push(inst);
    }
    crate::spare::give(code);
    out
}

/// Every hazard `code` leaves unprotected, as (instruction index, rule name); empty for
/// the output of `insert_nops`. Text order, as `insert_nops` sees it.
pub fn violations(gen: Gen, code: &[Inst]) -> Vec<(usize, &'static str)> {
    let consumed = consumers(code);
    let mut found = Vec::new();
    let mut history: Vec<(Vec<(Written, Loc)>, u32)> = Vec::new();
    for (i, inst) in code.iter().enumerate() {
        let mut rd = Vec::new();
        reads(inst, &mut rd);
        for r in rules_for(gen) {
            let mut since = 0;
            for (w, s) in history.iter().rev() {
                if since >= r.states {
                    break;
                }
                if w.iter().any(|(k, l)| *k == r.written && rd.iter().any(|(q, m)| *q == r.read && m == l)) {
                    found.push((i, r.name));
                    break;
                }
                since += s;
            }
        }
        if leaves(inst) {
            let pending = history.iter().rev().scan(0u32, |acc, (w, s)| {
                let here = *acc;
                *acc += s;
                Some((here, w))
            });
            for (since, w) in pending {
                if w.iter().any(|(k, _)| rules_for(gen).any(|r| r.written == *k && since < r.states)) {
                    found.push((i, "hazard open at a branch"));
                    break;
                }
            }
        }
        let mut w = Vec::new();
        writes(gen, inst, &mut w);
        w.retain(|(k, l)| relevant(gen, &consumed, *k, *l));
        history.push((w, states(inst)));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::Mods;

    fn s(n: u16, w: u8) -> Operand {
        Operand::Reg { reg: Reg::S(n), width: w }
    }
    fn v(n: u16, w: u8) -> Operand {
        Operand::Reg { reg: Reg::V(n), width: w }
    }
    fn vcc() -> Operand {
        Operand::Reg { reg: Reg::Vcc, width: 2 }
    }
    fn nops(code: &[Inst]) -> Vec<u32> {
        code.iter().filter(|i| i.op == O::SNop).map(states).collect()
    }
    fn valu_mov(d: u16) -> Inst {
        Inst::new(O::VMovB32, vec![v(d, 1)], vec![v(0, 1)])
    }

    #[test]
    fn readfirstlane_then_buffer_load_waits_five_on_gcn_only() {
        let code = vec![
            Inst::new(O::VReadfirstlaneB32, vec![s(8, 1)], vec![v(1, 1)]),
            Inst::new(O::BufferLoadDword, vec![v(2, 1)], vec![Operand::Off, s(0, 4), s(8, 1)])
                .with_mods(Mods::default()),
        ];
        for gen in [Gen::Gfx6, Gen::Gfx8, Gen::Gfx9] {
            let out = insert_nops(gen, code.clone());
            assert_eq!(nops(&out), vec![5], "{gen:?}");
            assert!(violations(gen, &out).is_empty());
            assert_eq!(violations(gen, &code).len(), 1);
        }
        assert!(nops(&insert_nops(Gen::Gfx10, code)).is_empty());
    }

    #[test]
    fn div_scale_then_div_fmas_counts_the_instructions_between() {
        let scale = Inst::new(O::VDivScaleF32, vec![v(1, 1), vcc()], vec![v(2, 1), v(3, 1), v(2, 1)]);
        let fmas = Inst::new(O::VDivFmasF32, vec![v(4, 1)], vec![v(1, 1), v(2, 1), v(3, 1)]);
        for between in 0..6u32 {
            let mut code = vec![scale.clone()];
            code.extend((0..between).map(|k| valu_mov(10 + k as u16)));
            code.push(fmas.clone());
            let out = insert_nops(Gen::Gfx9, code);
            let want = 4u32.saturating_sub(between);
            assert_eq!(nops(&out).iter().sum::<u32>(), want, "{between} between");
        }
    }

    #[test]
    fn lane_select_written_by_valu() {
        let code = vec![
            Inst::new(O::VReadfirstlaneB32, vec![s(9, 1)], vec![v(1, 1)]),
            Inst::new(O::VReadlaneB32, vec![s(10, 1)], vec![v(2, 1), s(9, 1)]),
        ];
        assert_eq!(nops(&insert_nops(Gen::Gfx10_3, code.clone())), vec![4]);
        // An SALU write of the select needs nothing.
        let salu = vec![
            Inst::new(O::SMovB32, vec![s(9, 1)], vec![Operand::Imm(3)]),
            Inst::new(O::VReadlaneB32, vec![s(10, 1)], vec![v(2, 1), s(9, 1)]),
        ];
        assert!(nops(&insert_nops(Gen::Gfx9, salu)).is_empty());
    }

    #[test]
    fn wide_store_data_overwritten() {
        let code =
            vec![Inst::new(O::GlobalStoreDwordx4, vec![], vec![v(0, 2), v(4, 4), Operand::Off]), valu_mov(5)];
        assert_eq!(nops(&insert_nops(Gen::Gfx9, code.clone())), vec![1]);
        let other = vec![code[0].clone(), valu_mov(9)];
        assert!(nops(&insert_nops(Gen::Gfx9, other)).is_empty());
    }

    #[test]
    fn rdna1_scalar_and_vector_memory_hazards() {
        let load = Inst::new(O::SLoadDword, vec![s(20, 1)], vec![s(4, 2)]);
        let valu_writes_s4 = Inst::new(O::VReadfirstlaneB32, vec![s(4, 1)], vec![v(1, 1)]);
        let out = rdna1_fixups(Gen::Gfx10, vec![load.clone(), valu_writes_s4.clone()]);
        assert_eq!(
            out.iter().map(|i| i.op).collect::<Vec<_>>(),
            vec![O::SLoadDword, O::SMovB32, O::VReadfirstlaneB32]
        );
        // RDNA 2 has no such hazard.
        assert_eq!(rdna1_fixups(Gen::Gfx10_3, vec![load.clone(), valu_writes_s4.clone()]).len(), 2);
        // An SALU in between already separates them.
        let salu = Inst::new(O::SMovB32, vec![s(30, 1)], vec![Operand::Imm(1)]);
        assert_eq!(rdna1_fixups(Gen::Gfx10, vec![load, salu, valu_writes_s4]).len(), 3);

        let vmem = Inst::new(O::GlobalLoadDword, vec![v(2, 1)], vec![v(0, 1), s(6, 2)]);
        let salu_writes_s6 = Inst::new(O::SMovB32, vec![s(6, 1)], vec![Operand::Imm(0)]);
        let out = rdna1_fixups(Gen::Gfx10, vec![vmem, salu_writes_s6]);
        assert_eq!(
            out.iter().map(|i| i.op).collect::<Vec<_>>(),
            vec![O::GlobalLoadDword, O::VNop, O::SMovB32]
        );
    }

    #[test]
    fn rdna1_lds_branch_vmem() {
        let lds = Inst::new(O::DsReadB32, vec![v(1, 1)], vec![v(0, 1)]);
        let vmem = Inst::new(O::GlobalLoadDword, vec![v(2, 1)], vec![v(4, 2), Operand::Off]);
        let branch = Inst::new(O::SCbranchExecz, vec![], vec![Operand::Label(1)]);
        let label = Inst::new(O::Label, vec![], vec![Operand::Imm(1)]);
        let out = rdna1_fixups(Gen::Gfx10, vec![lds.clone(), branch, label, vmem.clone()]);
        assert!(out.iter().any(|i| i.op == O::SWaitcntVscnt), "{out:?}");
        // No branch between: no hazard.
        let out = rdna1_fixups(Gen::Gfx10, vec![lds, vmem]);
        assert!(!out.iter().any(|i| i.op == O::SWaitcntVscnt));
    }

    #[test]
    fn branches_close_open_hazards() {
        let code = vec![
            Inst::new(O::VReadfirstlaneB32, vec![s(8, 1)], vec![v(1, 1)]),
            Inst::new(O::SBranch, vec![], vec![Operand::Label(0)]),
            Inst::new(O::Label, vec![], vec![Operand::Label(0)]),
            Inst::new(O::BufferLoadDword, vec![v(2, 1)], vec![Operand::Off, s(0, 4), s(8, 1)]),
        ];
        let out = insert_nops(Gen::Gfx9, code);
        assert_eq!(out.get(1).map(|i| i.op), Some(O::SNop));
        assert!(violations(Gen::Gfx9, &out).is_empty());
    }
}
