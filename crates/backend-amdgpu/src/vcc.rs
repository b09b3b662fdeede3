//! Short-lived lane masks in VCC: before register allocation, a virtual lane mask
//! (a compare's result, an add's carry, mask logic) whose definition and every use
//! lie in one straight run of code with no other VCC value alive there is renamed to
//! the physical `vcc` (`vcc_lo` on wave32). The hardware counts VCC in a kernel's
//! scalar registers whether it is used or not (`payload::descriptor::extra_sgprs`),
//! so each mask moved there is one SGPR (wave32) or pair (wave64) fewer, and the
//! instructions may take their 32-bit encodings (VOP2/VOPC name VCC implicitly).
//!
//! VCC is never alive across a label or branch (neither isel's fixed uses — the
//! division's `v_div_scale` → `v_div_fmas` — nor the masks renamed here), so a
//! straight run suffices to see every reader and writer of the value it would replace.

use crate::encode::lane_width;
use crate::gen::Gen;
use crate::isa::{Inst, Opcode as O, Operand, Reg};
use crate::table::{self, Class, K};

/// What an instruction does to VCC, or that it ends a straight-line run.
#[derive(Clone, Copy)]
enum Ev {
    End,
    Read,
    Write,
}

/// Where a virtual scalar register is written and read (instruction indices).
struct Uses {
    defs: u32,
    def: usize,
    first_use: usize,
    last_use: usize,
    /// Some operand naming it is not a whole lane mask in a position VCC may take.
    bad: bool,
}

impl Default for Uses {
    fn default() -> Self {
        Uses { defs: 0, def: 0, first_use: usize::MAX, last_use: 0, bad: false }
    }
}

fn is_vcc(o: &Operand) -> bool {
    matches!(o, Operand::Reg { reg: Reg::Vcc | Reg::VccHi, .. })
}

/// Whether `inst` reads VCC: as an operand, or implicitly (`v_div_fmas`'s scale flag).
fn reads_vcc(inst: &Inst) -> bool {
    matches!(inst.op, O::VDivFmasF32 | O::SCbranchVccz | O::SCbranchVccnz) || inst.srcs.iter().any(is_vcc)
}

/// Whether `inst` writes VCC: as an operand, or implicitly (gfx6–8's `v_add_{i,u}32`
/// family, whose carry-out has no other place).
fn writes_vcc(gen: Gen, inst: &Inst) -> bool {
    crate::encode::implicit_carry(gen, inst.op) || inst.defs.iter().any(is_vcc)
}

/// Labels and branches end a straight run.
fn ends_run(inst: &Inst) -> bool {
    inst.op == O::Label
        || table::info(inst.op).is_some_and(|i| i.class == Class::Sopp && i.srcs.contains(&K::Label))
        || matches!(inst.op, O::SSetpcB64 | O::SEndpgm)
}

/// Scalar and vector ALU instructions take VCC wherever they take an SGPR tuple.
fn alu(op: O) -> bool {
    table::info(op).is_some_and(|i| {
        matches!(
            i.class,
            Class::Sop1 | Class::Sop2 | Class::Sopc | Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3
        )
    })
}

/// Renames eligible virtual lane masks in `code` to VCC (see the module doc).
pub(crate) fn masks_to_vcc(gen: Gen, wave64: bool, code: &mut [Inst]) {
    let width = if wave64 { 2 } else { 1 };
    if width != lane_width(gen) {
        return;
    }
    // Per virtual SGPR (dense numbers): eligibility, definitions, first and last use.
    let top = code
        .iter()
        .flat_map(|i| i.defs.iter().chain(i.srcs.iter()))
        .filter_map(|o| match o {
            Operand::Reg { reg: Reg::VirtS(n), .. } => Some(*n as usize + 1),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    let mut regs: Vec<Uses> = (0..top).map(|_| Uses::default()).collect();
    for (i, inst) in code.iter().enumerate() {
        let alu = alu(inst.op);
        for (list, is_def) in [(&inst.defs[..], true), (&inst.srcs[..], false)] {
            for o in list {
                if let Operand::Reg { reg: Reg::VirtS(n), width: w } = *o {
                    let Some(u) = regs.get_mut(n as usize) else { continue };
                    u.bad |= !(alu && w == width);
                    if is_def {
                        u.defs += 1;
                        u.def = i;
                    } else {
                        u.first_use = u.first_use.min(i);
                        u.last_use = u.last_use.max(i);
                    }
                }
            }
        }
    }
    let mut order: Vec<(usize, u32)> = regs
        .iter()
        .enumerate()
        .filter(|(_, u)| !u.bad && u.defs == 1)
        .map(|(n, u)| (u.def, n as u32))
        .collect();
    order.sort_unstable();
    // Where VCC is touched (or a straight-line run ends) before any rewrite: the rewrites
    // below only add uses inside ranges that end before the next one starts (`busy`).
    let events: Vec<(usize, Ev)> = code
        .iter()
        .enumerate()
        .filter_map(|(k, inst)| {
            if ends_run(inst) {
                Some((k, Ev::End))
            } else if reads_vcc(inst) {
                Some((k, Ev::Read))
            } else if writes_vcc(gen, inst) {
                Some((k, Ev::Write))
            } else {
                None
            }
        })
        .collect();
    let mut busy = 0usize;
    for (d, n) in order {
        let Some(u) = regs.get(n as usize) else { continue };
        let Some(def) = code.get(d) else { continue };
        if u.first_use <= d || !makes_mask(def, n) || writes_vcc(gen, def) {
            continue;
        }
        let last = if u.first_use == usize::MAX { d } else { u.last_use };
        if d < busy || !free_between(&events, d, last) {
            continue;
        }
        busy = last;
        let vcc = Operand::Reg { reg: Reg::Vcc, width };
        let virt = Operand::Reg { reg: Reg::VirtS(n), width };
        for inst in code.iter_mut().take(last + 1).skip(d) {
            let mut hit = false;
            for o in inst.defs.iter_mut().chain(inst.srcs.iter_mut()) {
                if *o == virt {
                    *o = vcc.clone();
                    hit = true;
                }
            }
            if !hit {
                continue;
            }
            // With the mask in VCC the 32-bit encoding may fit; the encoder decides.
            if inst.mods == (crate::isa::Mods { e64: true, ..Default::default() }) {
                inst.mods.e64 = false;
            }
        }
    }
}

/// Whether `inst` writes `VirtS(n)` as a lane mask: a vector compare's or carry's
/// mask operand, or scalar mask logic.
fn makes_mask(inst: &Inst, n: u32) -> bool {
    let Some(info) = table::info(inst.op) else { return false };
    let at = inst.defs.iter().position(|o| matches!(o, Operand::Reg { reg: Reg::VirtS(m), .. } if *m == n));
    match at {
        Some(i) => {
            info.defs.get(i) == Some(&K::Lane)
                || matches!(
                    inst.op,
                    O::SAndB32
                        | O::SAndB64
                        | O::SOrB32
                        | O::SOrB64
                        | O::SXorB32
                        | O::SXorB64
                        | O::SAndn2B32
                        | O::SAndn2B64
                        | O::SCselectB32
                        | O::SCselectB64
                )
        }
        None => false,
    }
}

/// Whether a value written to VCC at `d` and last read at `last` clobbers nothing and
/// is clobbered by nothing: no label, branch or other VCC write in `(d, last)`, and no
/// read of an older VCC value after `d` (before VCC is next written).
fn free_between(events: &[(usize, Ev)], d: usize, last: usize) -> bool {
    // The first event after the definition decides: the run ending after the last use,
    // or a write of VCC at or after it (nothing older is live across), is free; a read
    // (an older value still live) is not.
    let at = events.partition_point(|&(k, _)| k <= d);
    match events.get(at) {
        None => true,
        Some(&(k, Ev::End)) => k > last,
        Some(&(_, Ev::Read)) => false,
        Some(&(k, Ev::Write)) => k >= last,
    }
}
