//! Branch relaxation: SOPP branches reach ±32,767 dwords. A branch whose target lies
//! farther becomes a long jump through the PC — `s_getpc_b64`, the distance added in two
//! halves, `s_setpc_b64` — and a conditional one jumps over that sequence on the
//! inverted condition. Growing one branch can push others out of range, so the choice
//! is iterated to a fixed point (branches only ever grow) before anything is emitted.
//!
//! The long jump needs an SGPR pair no value lives in: the caller passes one above every
//! register the code uses. `s_add_u32`/`s_addc_u32` clobber SCC; isel never keeps SCC
//! live across a branch (it is consumed by the `s_cbranch_scc*` that tests it).

use crate::encode;
use crate::gen::Gen;
use crate::isa::{Inst, Opcode, Operand, Reg};
use smallvec::smallvec;
use std::collections::BTreeMap;

/// Whether a dword distance fits a SOPP branch's signed 16-bit field.
fn fits(dwords: i64) -> bool {
    i16::try_from(dwords).is_ok()
}

/// The opcode that branches on the opposite condition.
fn inverted(op: Opcode) -> Option<Opcode> {
    use Opcode::*;
    Some(match op {
        SCbranchScc0 => SCbranchScc1,
        SCbranchScc1 => SCbranchScc0,
        SCbranchVccz => SCbranchVccnz,
        SCbranchVccnz => SCbranchVccz,
        SCbranchExecz => SCbranchExecnz,
        SCbranchExecnz => SCbranchExecz,
        _ => return None,
    })
}

fn label_number(inst: &Inst) -> Option<u32> {
    match (inst.op, inst.srcs.first()) {
        (Opcode::Label, Some(Operand::Imm(n))) => u32::try_from(*n).ok(),
        _ => None,
    }
}

fn branch_target(inst: &Inst) -> Option<u32> {
    if inst.op == Opcode::Label {
        return None;
    }
    match inst.srcs.first() {
        Some(Operand::Label(l)) => Some(*l),
        _ => None,
    }
}

/// Bytes of `inst`; an unresolved constant-data half counts as what it resolves to (the
/// low half a literal, the high half the inline -1: the data precedes the code).
fn size(gen: Gen, inst: &Inst) -> Result<u64, String> {
    if !inst.srcs.iter().any(|s| matches!(s, Operand::DataRel { .. })) {
        return encode::size_of(gen, inst).map(|n| n as u64).map_err(|e| e.to_string());
    }
    let mut probe = inst.clone();
    for s in &mut probe.srcs {
        if let Operand::DataRel { hi, .. } = *s {
            *s = Operand::Imm(if hi { -1 } else { i64::from(i32::MIN) });
        }
    }
    encode::size_of(gen, &probe).map(|n| n as u64).map_err(|e| e.to_string())
}

/// Whether some branch of `code` has more instructions between it and its target than
/// a short branch reaches at the longest instruction size (16 bytes), or a target that
/// is not placed: only then can relaxation find work, and sizes must be measured.
fn any_branch_far(code: &[Inst]) -> bool {
    let mut at: Vec<(u32, usize)> =
        code.iter().enumerate().filter_map(|(i, inst)| label_number(inst).map(|n| (n, i))).collect();
    at.sort_unstable();
    let reach = i16::MAX as usize * 4 / 16;
    code.iter().enumerate().any(|(i, inst)| {
        let Some(l) = branch_target(inst) else { return false };
        match at.binary_search_by_key(&l, |&(n, _)| n) {
            Ok(k) => at.get(k).is_none_or(|&(_, j)| i.abs_diff(j) + 1 > reach),
            Err(_) => true,
        }
    })
}

/// The long jump to a target `distance` bytes from the address after its
/// `s_getpc_b64`, through the pair starting at SGPR `pair`.
fn long_jump(pair: u16, distance: i64) -> [Inst; 4] {
    let p = Operand::pair(Reg::S(pair));
    let (lo, hi) = (Operand::reg(Reg::S(pair)), Operand::reg(Reg::S(pair + 1)));
    [
        Inst::new(Opcode::SGetpcB64, smallvec![p], smallvec![]),
        Inst::new(
            Opcode::SAddU32,
            smallvec![lo],
            smallvec![lo, Operand::Imm(i64::from(distance as u32 as i32))],
        ),
        Inst::new(Opcode::SAddcU32, smallvec![hi], smallvec![hi, Operand::Imm(distance >> 32)]),
        Inst::new(Opcode::SSetpcB64, smallvec![], smallvec![p]),
    ]
}

/// Relaxes the out-of-range branches of `code` (physical registers, labels as
/// `Label` pseudo-instructions), jumping through SGPRs `pair`, `pair + 1`. Returns the
/// code and whether any branch was relaxed (the pair is then in use).
pub fn relax_branches(gen: Gen, code: Vec<Inst>, pair: u16) -> Result<(Vec<Inst>, bool), String> {
    // No instruction is longer than 16 bytes (the longest form, a 64-bit encoding with
    // a literal, has 12), so no distance in shorter code exceeds a branch's reach:
    // skip measuring every instruction.
    if code.len().saturating_mul(16) / 4 <= i16::MAX as usize || !any_branch_far(&code) {
        return Ok((code, false));
    }
    let base: Vec<u64> = code.iter().map(|i| size(gen, i)).collect::<Result<_, _>>()?;
    // A long jump's bytes: the distance is never an inline constant in its low half (it
    // exceeds the short reach) and always one (0 or -1) in its high half.
    let jump: u64 =
        long_jump(pair, i64::from(i32::MIN)).iter().map(|i| size(gen, i)).sum::<Result<u64, _>>()?;
    let mut long = vec![false; code.len()];
    let layout = |long: &[bool]| -> (Vec<u64>, BTreeMap<u32, u64>) {
        let mut pos = Vec::with_capacity(code.len() + 1);
        let mut labels = BTreeMap::new();
        let mut at = 0u64;
        for (i, inst) in code.iter().enumerate() {
            pos.push(at);
            if let Some(n) = label_number(inst) {
                labels.insert(n, at);
            }
            at += match (long[i], inverted(inst.op)) {
                (false, _) => base[i],
                (true, Some(_)) => 4 + jump,
                (true, None) => jump,
            };
        }
        pos.push(at);
        (pos, labels)
    };
    loop {
        let (pos, labels) = layout(&long);
        let mut grew = false;
        for (i, inst) in code.iter().enumerate() {
            let Some(l) = branch_target(inst) else { continue };
            if long[i] {
                continue;
            }
            let target = *labels.get(&l).ok_or_else(|| format!("branch to undefined label {l}"))?;
            let dwords = (target / 4) as i64 - (pos[i] / 4) as i64 - 1;
            if !fits(dwords) {
                if inst.op != Opcode::SBranch && inverted(inst.op).is_none() {
                    return Err(format!("{} cannot be relaxed", inst.op.name()));
                }
                long[i] = true;
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    if !long.contains(&true) {
        return Ok((code, false));
    }
    let (pos, labels) = layout(&long);
    let mut next_label = code.iter().filter_map(label_number).max().map_or(0, |m| m + 1);
    let mut out = Vec::with_capacity(code.len() + 5 * long.iter().filter(|&&l| l).count());
    for (i, inst) in code.into_iter().enumerate() {
        if !long[i] {
            out.push(inst);
            continue;
        }
        let target = branch_target(&inst).and_then(|l| labels.get(&l).copied()).unwrap_or(0);
        let mut at = pos[i];
        let skip = inverted(inst.op).map(|op| {
            let l = next_label;
            next_label += 1;
            out.push(Inst::new(op, smallvec![], smallvec![Operand::Label(l)]));
            at += 4;
            l
        });
        let distance = target as i64 - (at + 4) as i64;
        out.extend(long_jump(pair, distance));
        if let Some(l) = skip {
            out.push(Inst::new(Opcode::Label, smallvec![], smallvec![Operand::Imm(i64::from(l))]));
        }
    }
    // The emitted code must have the sizes the layout assumed.
    let mut at = 0u64;
    for inst in &out {
        at += size(gen, inst)?;
    }
    if at != pos.last().copied().unwrap_or(0) {
        return Err(format!("relaxed code is {at} bytes, its layout {}", pos.last().copied().unwrap_or(0)));
    }
    Ok((out, true))
}
