//! The wait check of the hazard tests (`hazards.rs`): every register an outstanding
//! memory operation writes is waited for before an instruction reads or overwrites it,
//! on every path of a decoded program.
//!
//! The check is independent of `wait.rs`'s merged states: it walks every path with the
//! exact list of operations in flight, in issue order, and applies each `s_waitcnt` as
//! the hardware counts (vector memory returns in order; LDS in order; scalar loads in
//! any order, so only `lgkmcnt(0)` is sure to cover them; on gfx10 what returns no data
//! counts in `vscnt`). States (position, operations in flight) already seen are not
//! walked again. It also holds the backend to its own rule that nothing is in flight at
//! `s_barrier` but gfx10 stores (which `s_waitcnt_vscnt` covers).

use backend_amdgpu::gen;
use backend_amdgpu::isa::{Inst, Opcode as O, Operand, Reg};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Kind {
    Vm,
    Vs,
    Lds,
    Smem,
}

/// One operation in flight: its counter and the registers it will write
/// (vector?, first, count).
type Op = (Kind, bool, u16, u16);

fn kind(g: gen::Gen, inst: &Inst) -> Option<Kind> {
    let n = inst.op.name();
    if n.starts_with("s_load") || n.starts_with("s_buffer_load") {
        Some(Kind::Smem)
    } else if n.starts_with("ds_") {
        Some(Kind::Lds)
    } else if ["buffer_", "global_", "flat_", "scratch_"].iter().any(|p| n.starts_with(p)) {
        Some(if g >= gen::Gen::Gfx10 && inst.defs.is_empty() { Kind::Vs } else { Kind::Vm })
    } else {
        None
    }
}

fn span(op: &Operand) -> Option<(bool, u16, u16)> {
    match op {
        Operand::Reg { reg: Reg::S(n), width } => Some((false, *n, u16::from(*width))),
        Operand::Reg { reg: Reg::V(n), width } => Some((true, *n, u16::from(*width))),
        Operand::Reg { reg: Reg::Vcc, width } => Some((false, 106, u16::from(*width))),
        Operand::Reg { reg: Reg::VccHi, .. } => Some((false, 107, 1)),
        Operand::Reg { reg: Reg::M0, .. } => Some((false, 124, 1)),
        _ => None,
    }
}

/// The `vmcnt` and `lgkmcnt` fields of an `s_waitcnt` immediate.
fn fields(g: gen::Gen, v: u32) -> (u32, u32) {
    let vm = (v & 0xf) | if g >= gen::Gen::Gfx9 { ((v >> 14) & 3) << 4 } else { 0 };
    let lgkm = if g >= gen::Gen::Gfx10 { (v >> 8) & 0x3f } else { (v >> 8) & 0xf };
    (vm, lgkm)
}

/// Applies `s_waitcnt vmcnt(vm) lgkmcnt(lgkm)` to the operations in flight.
fn retire(q: &mut Vec<Op>, vm: u32, lgkm: u32) {
    let younger = |q: &[Op], i: usize, k: &dyn Fn(Kind) -> bool| {
        q.get(i + 1..).unwrap_or(&[]).iter().filter(|o| k(o.0)).count() as u32
    };
    let keep: Vec<bool> = (0..q.len())
        .map(|i| match q[i].0 {
            Kind::Vm => younger(q, i, &|k| k == Kind::Vm) < vm,
            // In order among themselves: with `lgkm` or fewer in flight, one with that
            // many younger LDS operations is back.
            Kind::Lds => younger(q, i, &|k| k == Kind::Lds) < lgkm,
            Kind::Smem => lgkm != 0,
            Kind::Vs => true,
        })
        .collect();
    let mut k = keep.iter();
    q.retain(|_| *k.next().unwrap_or(&true));
}

/// Walks every path; returns the violations (position, what) or `None` when the
/// program has a jump the walk cannot follow or too many states.
pub fn check(g: gen::Gen, code: &[Inst]) -> Option<Vec<(usize, String)>> {
    let mut label_at = BTreeMap::new();
    for (n, i) in code.iter().enumerate() {
        if let (O::Label, Some(Operand::Imm(l))) = (i.op, i.srcs.first()) {
            label_at.insert(*l as u32, n);
        }
    }
    if code.iter().any(|i| i.op == O::SSetpcB64) {
        return None;
    }
    let mut bad = Vec::new();
    let mut seen: BTreeSet<(usize, Vec<Op>)> = BTreeSet::new();
    let mut work: Vec<(usize, Vec<Op>)> = vec![(0, Vec::new())];
    while let Some((pc, mut q)) = work.pop() {
        if !seen.insert((pc, q.clone())) {
            continue;
        }
        if seen.len() > 200_000 {
            return None;
        }
        let Some(inst) = code.get(pc) else { continue };
        match inst.op {
            O::SWaitcnt => {
                if let Some(Operand::Imm(v)) = inst.srcs.first() {
                    let (vm, lgkm) = fields(g, *v as u32);
                    retire(&mut q, vm, lgkm);
                }
            }
            O::SWaitcntVscnt => q.retain(|o| o.0 != Kind::Vs),
            O::SBarrier => {
                if q.iter().any(|o| o.0 != Kind::Vs) {
                    bad.push((pc, format!("s_barrier with {q:?} in flight")));
                }
            }
            _ => {
                for op in inst.srcs.iter().chain(inst.defs.iter()) {
                    let Some((v, a, n)) = span(op) else { continue };
                    if let Some(o) = q.iter().find(|o| o.1 == v && a < o.2 + o.3 && o.2 < a + n) {
                        bad.push((pc, format!("{:?} touches {op:?} while {o:?} is in flight", inst.op)));
                    }
                }
            }
        }
        if let Some(k) = kind(g, inst) {
            let (v, a, n) = inst.defs.first().and_then(span).unwrap_or((true, 0, 0));
            q.push((k, v, a, n));
            // No counter holds more than 63: older ones are back by then.
            if q.len() > 64 {
                q.remove(0);
            }
        }
        let target = match inst.srcs.first() {
            Some(Operand::Label(l)) if inst.op != O::Label => label_at.get(l).copied(),
            _ => None,
        };
        if let Some(t) = target {
            work.push((t, q.clone()));
        }
        if !matches!(inst.op, O::SBranch | O::SEndpgm) {
            work.push((pc + 1, q));
        }
    }
    Some(bad)
}
