//! Wait-count insertion after register allocation: before an instruction reads or
//! overwrites a register that an outstanding memory operation writes, `s_waitcnt` waits
//! until that operation has returned. Vector memory returns in order (so the wait
//! counts the younger operations still allowed in flight); scalar loads may return out
//! of order (wait for all); LDS returns in order. On gfx10 stores have their own counter
//! (`vscnt`) that no register waits on; a barrier or fence waits for it explicitly.
//!
//! What is outstanding is followed across branches: a label's state is the merge of
//! every path into it (the fall-through and each branch naming it), to a fixed point
//! over loops, so a join waits only for what a later instruction needs. A merged entry
//! keeps the fewest younger operations any path has (a wait on it then covers every
//! path). Should the fixed point not settle within a bound, labels wait for everything,
//! which needs no knowledge of the paths.

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

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Counter {
    Vm,
    /// A store on gfx10 (`vscnt`): no register result.
    Vs,
    Lds,
    Smem,
}

fn counter(gen: Gen, inst: &Inst) -> Option<Counter> {
    let n = inst.op.name();
    if n.starts_with("s_load") {
        Some(Counter::Smem)
    } else if n.starts_with("ds_") {
        Some(Counter::Lds)
    } else if n.starts_with("buffer_") || n.starts_with("global_") {
        // gfx10 counts what returns no data (stores, atomics without a result) in
        // `vscnt`, not `vmcnt`.
        if gen >= Gen::Gfx10 && inst.defs.is_empty() {
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

/// One outstanding operation's register result (or none: a store), keyed by counter and
/// registers.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    counter: Counter,
    vector: bool,
    first: u16,
    count: u16,
}

/// Younger operations are counted up to this; an operation with this many younger ones
/// of its counter is complete whatever a wait says (no counter holds more), and the cap
/// bounds the merge's lattice.
const YOUNGER_CAP: u32 = 64;

/// What may be outstanding at one point: for each operation, the fewest operations of
/// its counter issued after it on any path here.
#[derive(Clone, Default, PartialEq, Eq)]
struct State {
    ops: std::collections::BTreeMap<Key, u32>,
}

impl State {
    fn any(&self, f: impl Fn(Counter) -> bool) -> bool {
        self.ops.keys().any(|k| f(k.counter))
    }

    fn merge(&mut self, other: &State) {
        for (k, &y) in &other.ops {
            let e = self.ops.entry(*k).or_insert(y);
            *e = (*e).min(y);
        }
    }

    /// After a wait: at most `vm` vector-memory and `lgkm` LDS/scalar operations remain,
    /// the youngest; everything with that many younger ones is done.
    fn retire(&mut self, vm: Option<u32>, lgkm: Option<u32>) {
        self.ops.retain(|k, &mut y| match k.counter {
            Counter::Vm => vm.is_none_or(|n| y < n),
            Counter::Lds => lgkm.is_none_or(|n| y < n),
            Counter::Smem => lgkm.is_none_or(|n| n != 0),
            Counter::Vs => true,
        });
    }

    fn issue(&mut self, key: Key) {
        for (k, y) in self.ops.iter_mut() {
            if k.counter == key.counter {
                *y = (*y + 1).min(YOUNGER_CAP);
            }
        }
        self.ops.insert(key, 0);
    }
}

fn label_of(inst: &Inst) -> Option<u32> {
    match (inst.op, inst.srcs.first()) {
        (O::Label, Some(Operand::Imm(l))) => u32::try_from(*l).ok(),
        (O::Label, Some(Operand::Label(l))) => Some(*l),
        _ => None,
    }
}

/// The labels a branch may go to.
fn targets(inst: &Inst) -> impl Iterator<Item = u32> + '_ {
    let branch = inst.op != O::Label;
    inst.srcs.iter().filter_map(move |o| match o {
        Operand::Label(l) if branch => Some(*l),
        _ => None,
    })
}

/// Whether execution never continues to the next instruction.
fn ends_path(inst: &Inst) -> bool {
    matches!(inst.op, O::SBranch | O::SEndpgm | O::SSetpcB64)
}

/// Passes over the code that the fixed point of the label states may take before
/// labels fall back to waiting for everything.
const MAX_PASSES: usize = 32;

/// Inserts the waits `code` needs (physical registers only).
pub fn insert_waits(gen: Gen, code: Vec<Inst>) -> Vec<Inst> {
    let mut into: std::collections::BTreeMap<u32, State> = std::collections::BTreeMap::new();
    for _ in 0..MAX_PASSES {
        // The label states only grow (merged with what the last pass brought), so they
        // settle; once a pass brings nothing new, every label's state covers every path
        // into it.
        let (_, out) = walk(gen, &code, Some(&into), false);
        let mut grown = into.clone();
        for (l, s) in &out {
            grown.entry(*l).or_default().merge(s);
        }
        if grown == into {
            return walk(gen, &code, Some(&into), true).0;
        }
        into = grown;
    }
    walk(gen, &code, None, true).0
}

/// One pass: the code with its waits (when `emit`) and the state each label receives
/// from branches. `into`: the states branches bring each label (from the previous
/// pass); `None`: wait for everything before every branch and at every label instead,
/// so that no path enters a label with anything outstanding.
fn walk(
    gen: Gen,
    code: &[Inst],
    into: Option<&std::collections::BTreeMap<u32, State>>,
    emit: bool,
) -> (Vec<Inst>, std::collections::BTreeMap<u32, State>) {
    let mut out = Vec::with_capacity(if emit { code.len() + code.len() / 4 } else { 0 });
    let mut branched: std::collections::BTreeMap<u32, State> = std::collections::BTreeMap::new();
    let mut state = State::default();
    let wait = |out: &mut Vec<Inst>, state: &mut State, vm: Option<u32>, lgkm: Option<u32>| {
        if vm.is_none() && lgkm.is_none() {
            return;
        }
        if emit {
            out.push(Inst::new(
                O::SWaitcnt,
                vec![],
                vec![Operand::Imm(i64::from(waitcnt_imm(gen, vm, lgkm)))],
            ));
        }
        state.retire(vm, lgkm);
    };
    for inst in code {
        if inst.op == O::Label {
            match into {
                Some(into) => {
                    if let Some(s) = label_of(inst).and_then(|l| into.get(&l)) {
                        state.merge(s);
                    }
                }
                None => {
                    let vm = state.any(|c| c == Counter::Vm).then_some(0);
                    let lgkm = state.any(|c| matches!(c, Counter::Lds | Counter::Smem)).then_some(0);
                    wait(&mut out, &mut state, vm, lgkm);
                }
            }
            if emit {
                out.push(inst.clone());
            }
            continue;
        }
        let mut need_vm: Option<u32> = None;
        let mut need_lgkm: Option<u32> = None;
        let flush = inst.op == O::SBarrier || (into.is_none() && targets(inst).next().is_some());
        if flush {
            if state.any(|c| c == Counter::Vm) {
                need_vm = Some(0);
            }
            if state.any(|c| matches!(c, Counter::Lds | Counter::Smem)) {
                need_lgkm = Some(0);
            }
        } else {
            let smem = state.any(|c| c == Counter::Smem);
            for op in inst.srcs.iter().chain(inst.defs.iter()) {
                let Some((vec, first, count)) = regs(op) else { continue };
                for (k, &y) in &state.ops {
                    let overlap = k.vector == vec && first < k.first + k.count && k.first < first + count;
                    if !overlap {
                        continue;
                    }
                    match k.counter {
                        Counter::Vm => need_vm = Some(need_vm.map_or(y, |x| x.min(y))),
                        Counter::Lds => {
                            let n = if smem { 0 } else { y };
                            need_lgkm = Some(need_lgkm.map_or(n, |x| x.min(n)));
                        }
                        Counter::Smem => need_lgkm = Some(0),
                        Counter::Vs => {}
                    }
                }
            }
        }
        wait(&mut out, &mut state, need_vm, need_lgkm);
        if gen >= Gen::Gfx10 && inst.op == O::SBarrier && state.any(|c| c == Counter::Vs) {
            if emit {
                out.push(Inst::new(O::SWaitcntVscnt, vec![], vec![Operand::reg(Reg::Null), Operand::Imm(0)]));
            }
            state.ops.retain(|k, _| k.counter != Counter::Vs);
        }
        if inst.op == O::SWaitcnt {
            // An explicit wait (a fence): everything it covers is done.
            if let Some(Operand::Imm(v)) = inst.srcs.first() {
                let v = *v as u32;
                let vm = (v & 0xf) | if gen >= Gen::Gfx9 { ((v >> 14) & 3) << 4 } else { 0 };
                let lgkm = if gen >= Gen::Gfx10 { (v >> 8) & 0x3f } else { (v >> 8) & 0xf };
                state.retire(Some(vm), Some(lgkm));
            }
        }
        if inst.op == O::SWaitcntVscnt {
            state.ops.retain(|k, _| k.counter != Counter::Vs);
        }
        let store_data =
            gen <= Gen::Gfx7 && matches!(counter(gen, inst), Some(Counter::Vm)) && inst.defs.is_empty();
        if let Some(c) = counter(gen, inst) {
            let (vector, first, count) = inst.defs.first().and_then(regs).unwrap_or((true, 0, 0));
            state.issue(Key { counter: c, vector, first, count });
        }
        for l in targets(inst) {
            branched.entry(l).or_default().merge(&state);
        }
        let ends = ends_path(inst);
        if emit {
            out.push(inst.clone());
            if store_data {
                // gfx6/7 read a store's data registers after issue (`expcnt`); waiting
                // here keeps any later write of them safe.
                out.push(Inst::new(O::SWaitcnt, vec![], vec![Operand::Imm(i64::from(expcnt0_imm(gen)))]));
            }
        }
        if ends {
            // What follows is reached only through its label.
            state = State::default();
        }
    }
    (out, branched)
}
