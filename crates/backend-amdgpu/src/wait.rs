//! Wait-count insertion after register allocation: before an instruction reads or
//! overwrites a register that an outstanding memory operation writes, `s_waitcnt` waits
//! until that operation has returned. Vector memory returns in order (so the wait
//! counts the younger operations still allowed in flight); scalar loads may return out
//! of order (wait for all); LDS returns in order. At every label (a join or loop head)
//! all outstanding operations are waited for, since the counts of the paths meeting
//! there differ. On gfx10 stores have their own counter (`vscnt`) that no register
//! waits on; a barrier or fence waits for it explicitly.

use crate::gen::Gen;
use crate::isa::{Inst, Opcode as O, Operand, Reg};

/// The `s_waitcnt` immediate waiting until at most `vm` vector-memory and `lgkm`
/// LDS/scalar operations are outstanding (`None`: do not wait on that counter).
pub fn waitcnt_imm(gen: Gen, vm: Option<u32>, lgkm: Option<u32>) -> u32 {
    let (vm_max, lgkm_max) = match gen {
        Gen::Gfx6 | Gen::Gfx7 | Gen::Gfx8 => (15, 15),
        Gen::Gfx9 => (63, 15),
        Gen::Gfx10 | Gen::Gfx10_3 => (63, 63),
    };
    let vm = vm.unwrap_or(vm_max).min(vm_max);
    let lgkm = lgkm.unwrap_or(lgkm_max).min(lgkm_max);
    let exp = 7;
    let mut imm = (vm & 0xf) | (exp << 4);
    match gen {
        Gen::Gfx6 | Gen::Gfx7 | Gen::Gfx8 => imm |= (lgkm & 0xf) << 8,
        Gen::Gfx9 => imm |= ((lgkm & 0xf) << 8) | ((vm >> 4) << 14),
        Gen::Gfx10 | Gen::Gfx10_3 => imm |= ((lgkm & 0x3f) << 8) | ((vm >> 4) << 14),
    }
    imm
}

/// `s_waitcnt expcnt(0)` alone.
pub fn expcnt0_imm(gen: Gen) -> u32 {
    waitcnt_imm(gen, None, None) & !(7 << 4)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Counter {
    Vm,
    /// A store on gfx10 (`vscnt`): no register result.
    Vs,
    Lds,
    Smem,
}

fn counter(gen: Gen, op: O) -> Option<Counter> {
    let n = op.name();
    if n.starts_with("s_load") {
        Some(Counter::Smem)
    } else if n.starts_with("ds_") {
        Some(Counter::Lds)
    } else if n.starts_with("buffer_") || n.starts_with("global_") {
        let store = n.contains("store");
        if store && gen >= Gen::Gfx10 {
            Some(Counter::Vs)
        } else {
            Some(Counter::Vm)
        }
    } else {
        None
    }
}

/// Physical registers an operand covers: (is_vector, first, count).
fn regs(op: &Operand) -> Option<(bool, u16, u16)> {
    match op {
        Operand::Reg { reg: Reg::S(n), width } => Some((false, *n, u16::from(*width))),
        Operand::Reg { reg: Reg::V(n), width } => Some((true, *n, u16::from(*width))),
        Operand::Reg { reg: Reg::Vcc, width } => Some((false, 106, u16::from(*width))),
        Operand::Reg { reg: Reg::M0, .. } => Some((false, 124, 1)),
        _ => None,
    }
}

struct Pending {
    counter: Counter,
    vector: bool,
    first: u16,
    count: u16,
}

/// Inserts the waits `code` needs (physical registers only).
pub fn insert_waits(gen: Gen, code: Vec<Inst>) -> Vec<Inst> {
    let mut out = Vec::with_capacity(code.len() + code.len() / 4);
    // Outstanding operations, oldest first.
    let mut pending: Vec<Pending> = Vec::new();
    for inst in code {
        let flush_all = inst.op == O::Label || inst.op == O::SBarrier;
        let mut need_vm: Option<u32> = None;
        let mut need_lgkm: Option<u32> = None;
        if flush_all {
            if pending.iter().any(|p| p.counter == Counter::Vm) {
                need_vm = Some(0);
            }
            if pending.iter().any(|p| matches!(p.counter, Counter::Lds | Counter::Smem)) {
                need_lgkm = Some(0);
            }
        } else {
            for op in inst.srcs.iter().chain(inst.defs.iter()) {
                let Some((vec, first, count)) = regs(op) else { continue };
                for (i, p) in pending.iter().enumerate() {
                    let overlap = p.vector == vec && first < p.first + p.count && p.first < first + count;
                    if !overlap {
                        continue;
                    }
                    let younger =
                        |c: Counter| pending[i + 1..].iter().filter(|q| q.counter == c).count() as u32;
                    match p.counter {
                        Counter::Vm => {
                            let n = younger(Counter::Vm);
                            need_vm = Some(need_vm.map_or(n, |x| x.min(n)));
                        }
                        Counter::Lds => {
                            let n = if pending.iter().any(|q| q.counter == Counter::Smem) {
                                0
                            } else {
                                younger(Counter::Lds)
                            };
                            need_lgkm = Some(need_lgkm.map_or(n, |x| x.min(n)));
                        }
                        Counter::Smem => need_lgkm = Some(0),
                        Counter::Vs => {}
                    }
                }
            }
        }
        if need_vm.is_some() || need_lgkm.is_some() {
            out.push(Inst::new(
                O::SWaitcnt,
                vec![],
                vec![Operand::Imm(i64::from(waitcnt_imm(gen, need_vm, need_lgkm)))],
            ));
            retire(&mut pending, need_vm, need_lgkm);
        }
        if flush_all
            && gen >= Gen::Gfx10
            && inst.op == O::SBarrier
            && pending.iter().any(|p| p.counter == Counter::Vs)
        {
            out.push(Inst::new(O::SWaitcntVscnt, vec![], vec![Operand::reg(Reg::Null), Operand::Imm(0)]));
            pending.retain(|p| p.counter != Counter::Vs);
        }
        if inst.op == O::SWaitcnt {
            // An explicit wait (a fence): everything it covers is done.
            if let Some(Operand::Imm(v)) = inst.srcs.first() {
                let v = *v as u32;
                let vm = (v & 0xf) | if gen >= Gen::Gfx9 { ((v >> 14) & 3) << 4 } else { 0 };
                let lgkm = if gen >= Gen::Gfx10 { (v >> 8) & 0x3f } else { (v >> 8) & 0xf };
                retire(&mut pending, Some(vm), Some(lgkm));
            }
        }
        if inst.op == O::SWaitcntVscnt {
            pending.retain(|p| p.counter != Counter::Vs);
        }
        let store_data =
            gen <= Gen::Gfx7 && matches!(counter(gen, inst.op), Some(Counter::Vm)) && inst.defs.is_empty();
        if let Some(c) = counter(gen, inst.op) {
            // One entry per instruction: the counters count instructions.
            let (vector, first, count) = inst.defs.first().and_then(regs).unwrap_or((true, 0, 0));
            pending.push(Pending { counter: c, vector, first, count });
        }
        out.push(inst);
        if store_data {
            // gfx6/7 read a store's data registers after issue (`expcnt`); waiting here
            // keeps any later write of them safe.
            out.push(Inst::new(O::SWaitcnt, vec![], vec![Operand::Imm(i64::from(expcnt0_imm(gen)))]));
        }
    }
    out
}

fn retire(pending: &mut Vec<Pending>, vm: Option<u32>, lgkm: Option<u32>) {
    let keep_last = |pending: &mut Vec<Pending>, pred: &dyn Fn(Counter) -> bool, n: u32| {
        let total = pending.iter().filter(|p| pred(p.counter)).count();
        let mut drop = total.saturating_sub(n as usize);
        pending.retain(|p| {
            if pred(p.counter) && drop > 0 {
                drop -= 1;
                false
            } else {
                true
            }
        });
    };
    if let Some(n) = vm {
        keep_last(pending, &|c| c == Counter::Vm, n);
    }
    if let Some(n) = lgkm {
        if n == 0 {
            pending.retain(|p| !matches!(p.counter, Counter::Lds | Counter::Smem));
        } else {
            keep_last(pending, &|c| c == Counter::Lds, n);
        }
    }
}
