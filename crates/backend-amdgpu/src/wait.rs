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
//!
//! Cost: the code is cut into blocks at labels; each round of the fixed point walks
//! again only the blocks whose entry state changed since they were last walked (an
//! unchanged entry sends the same states along its branches, which the labels already
//! hold). States are short sorted vectors, not maps. Code whose branches all go forward
//! (no loop) needs no fixed point: one pass in text order, gathering each label's state
//! from the branches before it, inserts the waits.

use crate::gen::Gen;
use crate::isa::{prop, Inst, Opcode as O, Operand, Reg};
use smallvec::smallvec;

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
    let p = inst.op.props();
    if p & prop::S_LOAD != 0 {
        Some(Counter::Smem)
    } else if p & prop::DS != 0 {
        Some(Counter::Lds)
    } else if p & (prop::BUFFER | prop::GLOBAL) != 0 {
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

/// Registers `first..first + count` as bits `r % 64` of a word.
fn fold(first: u16, count: u16) -> u64 {
    if count >= 64 {
        return !0;
    }
    let run = (1u64 << count) - 1;
    run.rotate_left(u32::from(first % 64))
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
/// its counter issued after it on any path here. Sorted by key, each key once.
#[derive(Clone, Default, PartialEq, Eq)]
struct State {
    ops: Vec<(Key, u32)>,
}

impl State {
    fn any(&self, f: impl Fn(Counter) -> bool) -> bool {
        self.ops.iter().any(|(k, _)| f(k.counter))
    }

    /// Merges `other` in; whether anything changed (a key added or a count lowered).
    fn merge(&mut self, other: &State) -> bool {
        if other.ops.is_empty() {
            return false;
        }
        if self.ops.is_empty() {
            self.ops.clone_from(&other.ops);
            return true;
        }
        // Most merges bring nothing new: check before building a new list.
        let (mut i, mut covered) = (0, true);
        for (k, y) in &other.ops {
            while self.ops.get(i).is_some_and(|(s, _)| s < k) {
                i += 1;
            }
            match self.ops.get(i) {
                Some((s, x)) if s == k && x <= y => {}
                _ => {
                    covered = false;
                    break;
                }
            }
        }
        if covered {
            return false;
        }
        let mut merged = Vec::with_capacity(self.ops.len() + other.ops.len());
        let (mut a, mut b) = (self.ops.iter().peekable(), other.ops.iter().peekable());
        loop {
            match (a.peek(), b.peek()) {
                (Some(&&(ka, ya)), Some(&&(kb, yb))) => {
                    if ka < kb {
                        merged.push((ka, ya));
                        a.next();
                    } else if kb < ka {
                        merged.push((kb, yb));
                        b.next();
                    } else {
                        merged.push((ka, ya.min(yb)));
                        a.next();
                        b.next();
                    }
                }
                (Some(&&e), None) => {
                    merged.push(e);
                    a.next();
                }
                (None, Some(&&e)) => {
                    merged.push(e);
                    b.next();
                }
                (None, None) => break,
            }
        }
        self.ops = merged;
        true
    }

    /// After a wait: at most `vm` vector-memory and `lgkm` LDS/scalar operations remain,
    /// the youngest; everything with that many younger ones is done.
    fn retire(&mut self, vm: Option<u32>, lgkm: Option<u32>) {
        self.ops.retain(|&(k, y)| match k.counter {
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
        match self.ops.binary_search_by(|(k, _)| k.cmp(&key)) {
            Ok(i) => {
                if let Some(e) = self.ops.get_mut(i) {
                    e.1 = 0;
                }
            }
            Err(i) => self.ops.insert(i, (key, 0)),
        }
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

/// Label numbers as dense indices (every label placed or branched to).
struct Labels {
    sorted: Vec<u32>,
}

impl Labels {
    fn index(&self, l: u32) -> Option<usize> {
        self.sorted.binary_search(&l).ok()
    }
}

/// A block: a label (or the start of the code) up to the next label.
struct Block {
    /// First instruction after the block's label (or 0).
    body: usize,
    end: usize,
    /// The label's dense index; `None` for the start of the code or a label without a
    /// number.
    label: Option<usize>,
    /// The entry state and the state at its end when it was last walked.
    walked: Option<(State, State)>,
}

/// Inserts the waits `code` needs (physical registers only).
pub fn insert_waits(gen: Gen, code: Vec<Inst>) -> Vec<Inst> {
    let mut numbers: Vec<u32> =
        code.iter().filter_map(label_of).chain(code.iter().flat_map(targets)).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let labels = Labels { sorted: numbers };
    if forward_only(&code, &labels) {
        return emit(gen, code, Into::Forward(&labels));
    }
    let mut blocks: Vec<Block> = Vec::new();
    for (i, inst) in code.iter().enumerate() {
        if inst.op == O::Label {
            if let Some(b) = blocks.last_mut() {
                b.end = i;
            } else if i > 0 {
                blocks.push(Block { body: 0, end: i, label: None, walked: None });
            }
            blocks.push(Block {
                body: i + 1,
                end: code.len(),
                label: label_of(inst).and_then(|l| labels.index(l)),
                walked: None,
            });
        }
    }
    if blocks.is_empty() {
        blocks.push(Block { body: 0, end: code.len(), label: None, walked: None });
    }
    // `into`: what branches bring each label, as the last round left it (`None`: no
    // branch has reached it yet); `grown`: the same with this round's branches merged.
    let mut into: Vec<Option<State>> = vec![None; labels.sorted.len()];
    let mut grown: Vec<Option<State>> = vec![None; labels.sorted.len()];
    let mut changed: Vec<usize> = Vec::new();
    let mut state = State::default();
    for _ in 0..MAX_PASSES {
        // The label states only grow (merged with what the last round brought), so they
        // settle; once a round brings nothing new, every label's state covers every path
        // into it.
        state.ops.clear();
        for b in &mut blocks {
            if let Some(Some(s)) = b.label.and_then(|l| into.get(l)) {
                state.merge(s);
            }
            if let Some((entry, exit)) = &b.walked {
                if *entry == state {
                    state.ops.clone_from(&exit.ops);
                    continue;
                }
            }
            let entry = state.clone();
            for inst in code.get(b.body..b.end).unwrap_or(&[]) {
                step(gen, inst, &mut state, false, None, &mut |l, s| {
                    let Some(i) = labels.index(l) else { return };
                    let Some(g) = grown.get_mut(i) else { return };
                    let new = match g {
                        Some(g) => g.merge(s),
                        None => {
                            *g = Some(s.clone());
                            true
                        }
                    };
                    if new {
                        changed.push(i);
                    }
                });
            }
            b.walked = Some((entry, state.clone()));
        }
        if changed.is_empty() {
            return emit(gen, code, Into::Settled(&labels, &into));
        }
        changed.sort_unstable();
        changed.dedup();
        for i in changed.drain(..) {
            if let (Some(t), Some(g)) = (into.get_mut(i), grown.get(i)) {
                t.clone_from(g);
            }
        }
    }
    emit(gen, code, Into::Flush)
}

/// Whether every branch goes forward, to a label placed after it: then every path into a
/// label comes from earlier in the text, and one pass in order sees all of them.
fn forward_only(code: &[Inst], labels: &Labels) -> bool {
    let mut placed: Vec<Option<usize>> = vec![None; labels.sorted.len()];
    for (n, inst) in code.iter().enumerate() {
        if let Some(slot) = label_of(inst).and_then(|l| labels.index(l)).and_then(|i| placed.get_mut(i)) {
            *slot = Some(n);
        }
    }
    code.iter().enumerate().all(|(n, inst)| {
        targets(inst)
            .all(|l| labels.index(l).and_then(|i| placed.get(i).copied().flatten()).is_some_and(|at| at > n))
    })
}

/// What the states at labels come from in [`emit`].
#[derive(Clone, Copy)]
enum Into<'a> {
    /// The settled fixed point: the states branches bring each label.
    Settled(&'a Labels, &'a [Option<State>]),
    /// Gathered during the pass itself, from the branches before each label (code whose
    /// branches all go forward).
    Forward(&'a Labels),
    /// None: wait for everything before every branch and at every label instead, so
    /// that no path enters a label with anything outstanding.
    Flush,
}

/// The code with its waits.
fn emit(gen: Gen, mut code: Vec<Inst>, into: Into<'_>) -> Vec<Inst> {
    let mut out = crate::spare::take(code.len() + code.len() / 4);
    let mut state = State::default();
    let flush = matches!(into, Into::Flush);
    let mut gathered: Vec<Option<State>> = match into {
        Into::Forward(labels) => vec![None; labels.sorted.len()],
        _ => Vec::new(),
    };
    for inst in code.drain(..) {
        if inst.op == O::Label {
            match into {
                Into::Settled(labels, into) => {
                    let s = label_of(&inst).and_then(|l| labels.index(l)).and_then(|i| into.get(i));
                    if let Some(Some(s)) = s {
                        state.merge(s);
                    }
                }
                Into::Forward(labels) => {
                    let s = label_of(&inst).and_then(|l| labels.index(l)).and_then(|i| gathered.get(i));
                    if let Some(Some(s)) = s {
                        state.merge(s);
                    }
                }
                Into::Flush => {
                    let vm = state.any(|c| c == Counter::Vm).then_some(0);
                    let lgkm = state.any(|c| matches!(c, Counter::Lds | Counter::Smem)).then_some(0);
                    wait(gen, &mut out, &mut state, vm, lgkm, true);
                }
            }
            out.push(inst);
            continue;
        }
        let store_data = match into {
            Into::Forward(labels) => step(gen, &inst, &mut state, false, Some(&mut out), &mut |l, s| {
                let Some(g) = labels.index(l).and_then(|i| gathered.get_mut(i)) else { return };
                match g {
                    Some(g) => {
                        g.merge(s);
                    }
                    None => *g = Some(s.clone()),
                }
            }),
            _ => step(gen, &inst, &mut state, flush, Some(&mut out), &mut |_, _| {}),
        };
        out.push(inst);
        if store_data {
            // gfx6/7 read a store's data registers after issue (`expcnt`); waiting
            // here keeps any later write of them safe.
            out.push(Inst::new(
                O::SWaitcnt,
                smallvec![],
                smallvec![Operand::Imm(i64::from(expcnt0_imm(gen)))],
            ));
        }
    }
    crate::spare::give(code);
    out
}

/// Waits until at most `vm`/`lgkm` operations are outstanding (writing the wait when
/// `write`).
fn wait(gen: Gen, out: &mut Vec<Inst>, state: &mut State, vm: Option<u32>, lgkm: Option<u32>, write: bool) {
    if vm.is_none() && lgkm.is_none() {
        return;
    }
    if write {
        out.push(Inst::new(
            O::SWaitcnt,
            smallvec![],
            smallvec![Operand::Imm(i64::from(waitcnt_imm(gen, vm, lgkm)))],
        ));
    }
    state.retire(vm, lgkm);
}

/// One instruction (not a label): the waits it needs, then what it issues, and the state
/// each of its branches carries (`branched`). `flush_branches`: wait for everything
/// before a branch. `out`: where the waits before it are written, if anywhere. Whether
/// it is a store whose data registers need an `expcnt` wait after it.
fn step(
    gen: Gen,
    inst: &Inst,
    state: &mut State,
    flush_branches: bool,
    mut out: Option<&mut Vec<Inst>>,
    branched: &mut dyn FnMut(u32, &State),
) -> bool {
    let mut need_vm: Option<u32> = None;
    let mut need_lgkm: Option<u32> = None;
    let flush = inst.op == O::SBarrier || (flush_branches && targets(inst).next().is_some());
    if flush {
        if state.any(|c| c == Counter::Vm) {
            need_vm = Some(0);
        }
        if state.any(|c| matches!(c, Counter::Lds | Counter::Smem)) {
            need_lgkm = Some(0);
        }
    } else if !state.ops.is_empty() {
        let smem = state.any(|c| c == Counter::Smem);
        // The registers outstanding operations write, folded onto 64 bits per file: an
        // operand none of whose bits is set overlaps none of them (most operands), and
        // the per-operation comparison below is skipped for it.
        let mut outstanding = [0u64; 2];
        for (k, _) in &state.ops {
            if let Some(m) = outstanding.get_mut(usize::from(k.vector)) {
                // An empty result still counts its first register: the comparison
                // below finds it inside a wider operand.
                *m |= fold(k.first, k.count.max(1));
            }
        }
        for op in inst.srcs.iter().chain(inst.defs.iter()) {
            let Some((vec, first, count)) = regs(op) else { continue };
            if count > 0 && outstanding.get(usize::from(vec)).is_some_and(|&m| m & fold(first, count) == 0) {
                continue;
            }
            let (first, count) = (u32::from(first), u32::from(count));
            for &(k, y) in &state.ops {
                let (kf, kc) = (u32::from(k.first), u32::from(k.count));
                let overlap = k.vector == vec && first < kf + kc && kf < first + count;
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
    let write = out.is_some();
    let mut scratch = Vec::new();
    let sink = match out.as_deref_mut() {
        Some(o) => o,
        None => &mut scratch,
    };
    wait(gen, sink, state, need_vm, need_lgkm, write);
    if gen >= Gen::Gfx10 && inst.op == O::SBarrier && state.any(|c| c == Counter::Vs) {
        if write {
            sink.push(Inst::new(
                O::SWaitcntVscnt,
                smallvec![],
                smallvec![Operand::reg(Reg::Null), Operand::Imm(0)],
            ));
        }
        state.ops.retain(|(k, _)| k.counter != Counter::Vs);
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
        state.ops.retain(|(k, _)| k.counter != Counter::Vs);
    }
    let c = counter(gen, inst);
    let store_data = gen <= Gen::Gfx7 && matches!(c, Some(Counter::Vm)) && inst.defs.is_empty();
    if let Some(c) = c {
        let (vector, first, count) = inst.defs.first().and_then(regs).unwrap_or((true, 0, 0));
        state.issue(Key { counter: c, vector, first, count });
    }
    for l in targets(inst) {
        branched(l, state);
    }
    if ends_path(inst) {
        // What follows is reached only through its label.
        state.ops.clear();
    }
    store_data
}
