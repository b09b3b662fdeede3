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
use std::collections::BTreeMap;

/// Where a virtual scalar register is written and read (instruction indices).
#[derive(Default)]
struct Uses {
    defs: Vec<usize>,
    uses: Vec<usize>,
    /// Every operand naming it is a whole lane mask in a position VCC may take.
    ok: bool,
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
    let mut regs: BTreeMap<u32, Uses> = BTreeMap::new();
    for (i, inst) in code.iter().enumerate() {
        let alu = alu(inst.op);
        for (list, is_def) in [(&inst.defs, true), (&inst.srcs, false)] {
            for o in list {
                if let Operand::Reg { reg: Reg::VirtS(n), width: w } = *o {
                    let u = regs.entry(n).or_insert_with(|| Uses { ok: true, ..Uses::default() });
                    u.ok &= alu && w == width;
                    if is_def {
                        u.defs.push(i);
                    } else {
                        u.uses.push(i);
                    }
                }
            }
        }
    }
    let mut order: Vec<(usize, u32)> = regs
        .iter()
        .filter(|(_, u)| u.ok && u.defs.len() == 1)
        .filter_map(|(&n, u)| u.defs.first().map(|&d| (d, n)))
        .collect();
    order.sort_unstable();
    for (d, n) in order {
        let Some(u) = regs.get(&n) else { continue };
        let Some(def) = code.get(d) else { continue };
        if u.uses.iter().any(|&k| k <= d) || !makes_mask(def, n) || writes_vcc(gen, def) {
            continue;
        }
        let last = u.uses.iter().copied().max().unwrap_or(d);
        if !free_between(gen, code, d, last) {
            continue;
        }
        let vcc = Operand::Reg { reg: Reg::Vcc, width };
        let virt = Operand::Reg { reg: Reg::VirtS(n), width };
        let mut at: Vec<usize> = u.uses.clone();
        at.push(d);
        for k in at {
            let Some(inst) = code.get_mut(k) else { continue };
            for o in inst.defs.iter_mut().chain(inst.srcs.iter_mut()) {
                if *o == virt {
                    *o = vcc.clone();
                }
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
fn free_between(gen: Gen, code: &[Inst], d: usize, last: usize) -> bool {
    for (k, inst) in code.iter().enumerate().skip(d + 1) {
        if ends_run(inst) {
            return k > last;
        }
        // Operands still naming VCC belong to other values (ours are still virtual).
        if reads_vcc(inst) {
            return false;
        }
        if writes_vcc(gen, inst) {
            return k >= last;
        }
    }
    true
}
