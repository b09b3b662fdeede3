//! Register allocation for structured machine code: linear scan over the code in its
//! final (linear) order, per register file, aware of tuples (several consecutive
//! registers with an alignment).
//!
//! Why linear order is the right liveness here: GPU backends lower divergent control
//! flow to execution masks, so both arms of a divergent `if` run one after the other and
//! a per-lane value is live across everything between its definition and its last use
//! *in program text*, whichever way each lane went. Loops are the one place where text
//! order is not time order: a value that lives across a loop's back edge (defined before
//! the loop and used in it, used after it, or assigned on the back edge) is kept for the
//! whole loop. Values are in SSA form except phi variables, which are assigned by the
//! parallel copies at each incoming edge; their interval spans every assignment and use.
//!
//! Physical registers that appear in the input (ABI inputs such as the kernel-argument
//! pointer) are reserved from their first to their last occurrence.

use std::collections::BTreeMap;

/// One register occurrence in an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occ {
    /// A virtual register of `file`, `width` registers wide.
    Virtual { file: u8, id: u32, width: u8, def: bool },
    /// A physical register range of `file` that the code names directly.
    Physical { file: u8, first: u16, width: u8 },
}

/// What the allocator needs from a target's instruction type.
pub trait RegOperands {
    /// Calls `f` with every register occurrence of the instruction.
    fn visit_regs(&self, f: &mut dyn FnMut(Occ));
    /// Replaces every virtual register by its assigned physical register.
    fn assign_regs(&mut self, map: &dyn Fn(u8, u32) -> Option<u16>);
    /// Replaces virtual register `from` of `file` by `to` wherever the instruction
    /// names it (spilling gives each instruction its own short-lived copy).
    fn rename(&mut self, file: u8, from: u32, to: u32);
    /// Calls `f` with every 32-bit unit this instruction copies unchanged from one
    /// register to another of the same file (moves, parallel copies). The allocator then
    /// tries to give both the same register, so that the copy becomes a move of a
    /// register onto itself, which the target drops. Only a preference: nothing else
    /// depends on it. The default names none.
    fn copy_hints(&self, f: &mut dyn FnMut(CopyHint)) {
        let _ = f;
    }
}

/// One side of a [`CopyHint`]: register `at` of a virtual tuple, or a physical register.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Virtual { id: u32, at: u8 },
    Physical(u16),
}

/// A copy of one 32-bit register of `file`: `dst` gets `src`'s value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CopyHint {
    pub file: u8,
    pub dst: Unit,
    pub src: Unit,
}

/// One register file's limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileSpec {
    /// Registers this function may use (the occupancy budget).
    pub budget: u16,
    /// Alignment of a tuple of each width (index = width; widths beyond the table use
    /// its last entry).
    pub align: &'static [u16],
}

/// The result: the physical register of each virtual one, and the registers used per
/// file (highest register + 1).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Allocation {
    /// Per file, indexed by virtual register number (dense: the numbers a selector
    /// hands out are small and consecutive).
    assigned: Vec<Vec<Option<u16>>>,
    pub used: Vec<u16>,
}

impl Allocation {
    /// The first physical register of virtual register `id` of `file`.
    pub fn get(&self, file: u8, id: u32) -> Option<u16> {
        self.assigned.get(usize::from(file))?.get(id as usize).copied().flatten()
    }

    fn set(&mut self, file: u8, id: u32, reg: u16) {
        if let Some(f) = self.assigned.get_mut(usize::from(file)) {
            let i = id as usize;
            if f.len() <= i {
                f.resize(i + 1, None);
            }
            if let Some(slot) = f.get_mut(i) {
                *slot = Some(reg);
            }
        }
    }
}

/// A table indexed by register file, then by virtual register number, growing on
/// demand: the allocator's per-value facts without ordered-map costs.
struct PerValue<T> {
    files: Vec<Vec<T>>,
}

impl<T: Clone + Default> PerValue<T> {
    fn new(files: usize) -> Self {
        Self { files: vec![Vec::new(); files] }
    }

    fn get(&self, file: u8, id: u32) -> Option<&T> {
        self.files.get(usize::from(file))?.get(id as usize)
    }

    fn get_mut(&mut self, file: u8, id: u32) -> Option<&mut T> {
        let f = self.files.get_mut(usize::from(file))?;
        let i = id as usize;
        if f.len() <= i {
            // Doubling: ids mostly arrive in ascending order, one more each time.
            f.resize((i + 1).max(2 * f.len()), T::default());
        }
        f.get_mut(i)
    }
}

/// A value found no register: where, and what held the file's registers there. The
/// occupied registers split into `named + unevictable + reserved + spillable == live`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("register file {file}: no place for a value of {width} registers (aligned to {align}) at instruction {inst}: {live} of {budget} registers occupied ({named} by the instruction's operands, {unevictable} by values that may not be spilled, {reserved} by physical registers, {spillable} by values that could be spilled); the operands take {operands}")]
pub struct Pressure {
    pub file: u8,
    /// The instruction where the value's life starts: an index into the code as the
    /// allocator left it (with the spill code inserted so far).
    pub inst: usize,
    /// Registers occupied there (by live values and reserved physical registers).
    pub live: u32,
    /// Of those, held by values the instruction itself reads or writes (spilling does
    /// not free them there: a reload would take a register just the same).
    pub named: u32,
    /// Held by other values that may not be spilled: spill code's short-lived copies,
    /// values a pinned instruction names ([`Spiller::pinned`]), values of files the
    /// target does not spill.
    pub unevictable: u32,
    /// Physical registers the code names, reserved there.
    pub reserved: u32,
    /// Held by values that could have been spilled (only without spilling: [`allocate`]).
    pub spillable: u32,
    /// Registers all the instruction's operands of this file take together (each
    /// value once, the homeless one included): more than `budget` means no allocation
    /// can exist.
    pub operands: u32,
    pub budget: u16,
    pub width: u8,
    /// The alignment a tuple of `width` needs.
    pub align: u16,
}

#[derive(Debug, Clone, Copy, Default)]
struct Interval {
    file: u8,
    id: u32,
    width: u8,
    start: usize,
    end: usize,
    /// The last position recorded in [`Occurs`] (while the code is visited).
    last: usize,
}

/// Allocates registers for `code`; `loops` are the `[first, last]` instruction indices of
/// every loop (nested ones included).
pub fn allocate<I: RegOperands>(
    code: &[I],
    loops: &[(usize, usize)],
    files: &[FileSpec],
) -> Result<Allocation, Pressure> {
    match scan(code, loops, files, Evict::Never) {
        Scan::Done(a) => Ok(a),
        Scan::Stuck(p) => Err(p),
        // Without a policy nothing is evicted; this arm only completes the match.
        Scan::Spill(v) => {
            let (file, width) = v.first().map_or((0, 0), |x| (x.0, x.2));
            let budget = files.get(usize::from(file)).map_or(0, |f| f.budget);
            Err(Pressure { budget, width, ..Pressure::empty(file) })
        }
    }
}

/// How a target moves a spilled value between a register and its spill slot. The
/// allocator decides which values live in memory and where the copies go; the target
/// writes the instructions (and may refuse whole files or single instructions).
pub trait Spiller<I> {
    /// Whether values of register file `file` may be spilled at all.
    fn can_spill(&self, file: u8) -> bool;
    /// Whether the virtual registers `inst` reads or writes must stay in registers for
    /// their whole life (an instruction whose effect a spill store or reload right
    /// beside it could not reproduce, such as one writing lanes the execution mask
    /// excludes).
    fn pinned(&self, inst: &I) -> bool;
    /// Whether the values `inst` reads or writes should be spilled only when no other
    /// value can make room: they may be, a reload right before `inst` (and a store
    /// right after it) being exact, but the target expects them to be read many times
    /// in a row (a SIMD shuffle's source, read once per lane). Eviction takes every
    /// other candidate first. The default names none.
    fn spill_last(&self, inst: &I) -> bool {
        let _ = inst;
        false
    }
    /// Code that stores virtual register `id` of `file` (`width` registers, just
    /// written) into spill slot `slot` (in registers of that file).
    fn store(&mut self, file: u8, id: u32, width: u8, slot: u32) -> Vec<I>;
    /// Code that loads spill slot `slot` into virtual register `id` right before `user`
    /// (already rewritten to read `id`) executes.
    fn load(&mut self, file: u8, id: u32, width: u8, slot: u32, user: &I) -> Vec<I>;
}

/// What spilling did, per register file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spills {
    /// Values kept in memory.
    pub values: Vec<u32>,
    /// Registers' worth of those values (the sum of their widths).
    pub registers: Vec<u32>,
    /// Spill slots used (registers, including alignment padding).
    pub slots: Vec<u32>,
    /// Store and reload sequences inserted.
    pub stores: u32,
    pub loads: u32,
}

/// Allocates like [`allocate`], but where a file's budget is exceeded, moves values to
/// spill slots instead of failing: at each point where a value finds no register, the
/// live values with the furthest next occurrence (fewest occurrences per instruction
/// on ties) are evicted until it fits. An evicted value is spilled everywhere: every
/// definition is followed by a store of a short-lived copy, every use preceded by a
/// reload into a fresh one, so memory holds exactly what the register would have
/// (stores and reloads run under the same conditions as the instruction beside them).
/// Then allocation starts again on the rewritten code, until nothing more is evicted.
/// Never evicted: the short-lived copies themselves, values an instruction the target
/// pins reads or writes, values of files the target cannot spill, and values the
/// instruction at the point of pressure names (a reload would not free their
/// register there). Values of instructions the target marks [`Spiller::spill_last`]
/// are evicted only when no other value can make room. `code` and `loops` are
/// rewritten in place.
pub fn allocate_spilling<I: RegOperands, S: Spiller<I>>(
    code: &mut Vec<I>,
    loops: &mut [(usize, usize)],
    files: &[FileSpec],
    spiller: &mut S,
) -> Result<(Allocation, Spills), Pressure> {
    let n = files.len();
    let mut spills =
        Spills { values: vec![0; n], registers: vec![0; n], slots: vec![0; n], stores: 0, loads: 0 };
    // Most code fits: the first scan builds the policy (and collects the positions
    // eviction consults) only where a value first finds no register, and goes on from
    // there as the first spilling round.
    let mut made: Option<Policy> = None;
    let first = {
        let code: &[I] = code;
        let spiller: &S = spiller;
        let mut make = || policy_of(code, n, spiller);
        scan(code, loops, files, Evict::OnDemand { make: &mut make, made: &mut made })
    };
    let mut victims = match first {
        Scan::Done(a) => return Ok((a, spills)),
        Scan::Stuck(p) => return Err(p),
        Scan::Spill(v) => v,
    };
    // A scan that evicted made the policy.
    let Some(mut policy) = made else {
        return Err(Pressure { budget: files.first().map_or(0, |f| f.budget), ..Pressure::empty(0) });
    };
    let mut next_id = vec![0u32; n];
    for inst in code.iter() {
        inst.visit_regs(&mut |o| {
            if let Occ::Virtual { file, id, .. } = o {
                if let Some(x) = next_id.get_mut(usize::from(file)) {
                    *x = (*x).max(id.saturating_add(1));
                }
            }
        });
    }
    // Every round spills at least one more value, so this ends; the bound only guards
    // against a bug turning into a hang.
    for round in 0..256 {
        if round > 0 {
            victims = match scan(code, loops, files, Evict::With(&policy)) {
                Scan::Done(a) => return Ok((a, spills)),
                Scan::Stuck(p) => return Err(p),
                Scan::Spill(v) => v,
            };
        }
        // Slots in eviction order, each aligned to its width's power of two so that a
        // tuple never straddles a target's natural slot groups.
        let mut slot_of: PerValue<Option<(u32, u8)>> = PerValue::new(n);
        for &(file, id, width) in &victims {
            let f = usize::from(file);
            let (Some(slots), Some(vals), Some(regs)) =
                (spills.slots.get_mut(f), spills.values.get_mut(f), spills.registers.get_mut(f))
            else {
                continue;
            };
            let at = slots.next_multiple_of(u32::from(width.max(1)).next_power_of_two());
            *slots = at + u32::from(width.max(1));
            *vals += 1;
            *regs += u32::from(width.max(1));
            if let Some(s) = slot_of.get_mut(file, id) {
                *s = Some((at, width.max(1)));
            }
        }
        let slot = |file: u8, id: u32| slot_of.get(file, id).copied().flatten();
        let old = std::mem::take(code);
        // Room for the spill code too, so that the (large) instructions move once.
        code.reserve(old.len() + old.len() / 4);
        let mut new_index = Vec::with_capacity(old.len());
        let mut named: Vec<((u8, u32), (bool, bool, bool))> = Vec::new();
        let mut temps = Vec::new();
        let mut after = Vec::new();
        for mut inst in old {
            // Which victims this instruction names, whether it reads them, and whether
            // it writes only part of one (then the rest must be reloaded first).
            named.clear();
            inst.visit_regs(&mut |o| {
                if let Occ::Virtual { file, id, width, def } = o {
                    if let Some((_, w)) = slot(file, id) {
                        let at = match named.iter().position(|&(k, _)| k == (file, id)) {
                            Some(at) => at,
                            None => {
                                named.push(((file, id), (false, false, false)));
                                named.len() - 1
                            }
                        };
                        if let Some((_, e)) = named.get_mut(at) {
                            if def {
                                e.1 = true;
                                e.2 |= width < w;
                            } else {
                                e.0 = true;
                            }
                        }
                    }
                }
            });
            if named.is_empty() {
                new_index.push(code.len());
                code.push(inst);
                continue;
            }
            // In order of value: the short-lived copies are numbered in that order.
            named.sort_unstable_by_key(|&(k, _)| k);
            temps.clear();
            for &((file, id), (used, defined, partial)) in &named {
                let Some(next) = next_id.get_mut(usize::from(file)) else { continue };
                let t = *next;
                *next += 1;
                inst.rename(file, id, t);
                policy.fixed.get_mut(file, t).into_iter().for_each(|x| *x = true);
                temps.push((file, t, slot(file, id).unwrap_or((0, 1)), used || partial, defined));
            }
            // Reloads of wide tuples first: the allocator gives the earliest-born value
            // the first choice of aligned windows.
            temps.sort_unstable_by_key(|&(file, t, (_, w), ..)| (std::cmp::Reverse(w), file, t));
            after.clear();
            for &(file, t, (slot, width), load, store) in &temps {
                if load {
                    code.extend(spiller.load(file, t, width, slot, &inst));
                    spills.loads += 1;
                }
                if store {
                    after.extend(spiller.store(file, t, width, slot));
                    spills.stores += 1;
                }
            }
            new_index.push(code.len());
            code.push(inst);
            code.append(&mut after);
        }
        // A loop still starts at its first instruction (its label: reloads before it
        // belong to the code before the loop) and ends at its last (its back branch,
        // which defines nothing, so nothing is stored after it).
        for l in loops.iter_mut() {
            if let (Some(&a), Some(&b)) = (new_index.get(l.0), new_index.get(l.1)) {
                *l = (a, b);
            }
        }
    }
    Err(Pressure { budget: files.first().map_or(0, |f| f.budget), ..Pressure::empty(0) })
}

/// The loops as a forest, for finding every loop that holds an instruction without
/// going through all of them: each instruction's innermost loop, each loop's parent.
struct LoopNest<'a> {
    loops: &'a [(usize, usize)],
    innermost: Vec<u32>,
    parent: Vec<u32>,
}

impl<'a> LoopNest<'a> {
    const NONE: u32 = u32::MAX;

    /// `None` where two loops cross instead of nesting (no structured code does that;
    /// the caller then tests every loop).
    fn new(loops: &'a [(usize, usize)], len: usize) -> Option<Self> {
        let n = u32::try_from(loops.len()).ok().filter(|&n| n < Self::NONE)?;
        let mut order: Vec<u32> = (0..n).collect();
        order.sort_by_key(|&l| loops.get(l as usize).map(|&(a, b)| (a, std::cmp::Reverse(b))));
        let mut parent = vec![Self::NONE; loops.len()];
        let mut innermost = vec![Self::NONE; len];
        let mut stack: Vec<u32> = Vec::new();
        for &l in &order {
            let &(a, b) = loops.get(l as usize)?;
            if a > b || b >= len {
                return None;
            }
            while stack.last().is_some_and(|&t| loops.get(t as usize).is_some_and(|&(_, tb)| tb < a)) {
                stack.pop();
            }
            if let Some(&t) = stack.last() {
                if loops.get(t as usize).is_some_and(|&(_, tb)| tb < b) {
                    return None;
                }
                *parent.get_mut(l as usize)? = t;
            }
            stack.push(l);
            // Outer loops come first in this order, so inner ones overwrite them.
            innermost.get_mut(a..=b)?.fill(l);
        }
        Some(Self { loops, innermost, parent })
    }

    /// The innermost loop holding instruction `at` (`NONE`: none).
    fn innermost(&self, at: usize) -> u32 {
        self.innermost.get(at).copied().unwrap_or(Self::NONE)
    }

    /// Calls `f` with every loop holding instruction `at`, innermost first.
    fn containing(&self, at: usize, f: &mut impl FnMut((usize, usize))) {
        let mut l = self.innermost.get(at).copied().unwrap_or(Self::NONE);
        while l != Self::NONE {
            if let Some(&range) = self.loops.get(l as usize) {
                f(range);
            }
            l = self.parent.get(l as usize).copied().unwrap_or(Self::NONE);
        }
    }
}

/// Which values [`scan`] may evict.
struct Policy {
    /// Never evicted: values pinned instructions name, spill code's short-lived copies.
    fixed: PerValue<bool>,
    /// Evicted only after every other candidate ([`Spiller::spill_last`]).
    last: PerValue<bool>,
    /// Per file, whether the target spills it.
    can: Vec<bool>,
}

/// The [`Policy`] of `code` for a target's `spiller` (`files` register files).
fn policy_of<I: RegOperands, S: Spiller<I>>(code: &[I], files: usize, spiller: &S) -> Policy {
    let mut fixed: PerValue<bool> = PerValue::new(files);
    let mut last: PerValue<bool> = PerValue::new(files);
    for inst in code {
        let (pinned, spill_last) = (spiller.pinned(inst), spiller.spill_last(inst));
        if pinned || spill_last {
            inst.visit_regs(&mut |o| {
                if let Occ::Virtual { file, id, .. } = o {
                    if pinned {
                        fixed.get_mut(file, id).into_iter().for_each(|x| *x = true);
                    }
                    if spill_last {
                        last.get_mut(file, id).into_iter().for_each(|x| *x = true);
                    }
                }
            });
        }
    }
    let can = (0..files).map(|f| u8::try_from(f).is_ok_and(|f| spiller.can_spill(f))).collect();
    Policy { fixed, last, can }
}

/// What [`scan`] does where a value finds no register.
enum Evict<'a> {
    /// Nothing: the scan stops there.
    Never,
    /// Evicts by this policy.
    With(&'a Policy),
    /// Evicts by the policy `make` builds when the first value finds no register, kept
    /// in `made`. Up to there the scan is the one [`Evict::With`] makes (nothing was
    /// evicted yet); the positions eviction consults are collected then, not while the
    /// code is first visited, which most code, needing no eviction, never pays for.
    OnDemand { make: &'a mut dyn FnMut() -> Policy, made: &'a mut Option<Policy> },
}

impl PerValue<bool> {
    fn contains(&self, file: u8, id: u32) -> bool {
        self.get(file, id).copied().unwrap_or(false)
    }
}

enum Scan {
    Done(Allocation),
    /// Values to spill: `(file, id, width)`, in eviction order.
    Spill(Vec<(u8, u32, u8)>),
    Stuck(Pressure),
}

/// One register file's registers during a scan: the interval holding each, and the
/// same facts as bitsets (registers held; reserved registers whose span has not ended
/// yet), so that a free window is found a word at a time instead of register by
/// register.
///
/// Intervals are scanned in order of their start, and a register is free for an
/// interval when its holder ended before the interval starts; so a holder, once past,
/// stays past: the scan releases it then ([`Expiry`]), and "free" is one bit test.
/// Physical registers the code names are reserved from position 0 to an end, so they
/// expire the same way.
struct FileRegs {
    budget: usize,
    /// The end position and the id of the interval holding each register below the
    /// budget (None: free).
    holder: Vec<Option<(usize, u32)>>,
    held: Vec<u64>,
    reserved: Vec<u64>,
}

impl FileRegs {
    fn new(budget: u16) -> Self {
        let budget = usize::from(budget);
        let words = budget.div_ceil(64);
        Self { budget, holder: vec![None; budget], held: vec![0; words], reserved: vec![0; words] }
    }

    fn busy_word(&self, k: usize) -> u64 {
        self.held.get(k).copied().unwrap_or(!0) | self.reserved.get(k).copied().unwrap_or(!0)
    }

    fn is_held(&self, r: usize) -> bool {
        self.held.get(r / 64).is_none_or(|w| w >> (r % 64) & 1 != 0)
    }

    fn is_reserved(&self, r: usize) -> bool {
        self.reserved.get(r / 64).is_some_and(|w| w >> (r % 64) & 1 != 0)
    }

    fn hold(&mut self, r: usize, h: (usize, u32)) {
        if let (Some(slot), Some(w)) = (self.holder.get_mut(r), self.held.get_mut(r / 64)) {
            *slot = Some(h);
            *w |= 1 << (r % 64);
        }
    }

    fn release(&mut self, r: usize) {
        if let (Some(slot), Some(w)) = (self.holder.get_mut(r), self.held.get_mut(r / 64)) {
            *slot = None;
            *w &= !(1 << (r % 64));
        }
    }

    fn set_reserved(&mut self, r: usize, on: bool) {
        if let Some(w) = self.reserved.get_mut(r / 64) {
            if on {
                *w |= 1 << (r % 64);
            } else {
                *w &= !(1 << (r % 64));
            }
        }
    }

    /// The first register at or after `from` that is neither held nor reserved.
    fn next_free(&self, from: usize) -> Option<usize> {
        let mut k = from / 64;
        let mut mask = !0u64 << (from % 64);
        while k * 64 < self.budget {
            let free = !self.busy_word(k) & mask;
            if free != 0 {
                let r = k * 64 + free.trailing_zeros() as usize;
                return (r < self.budget).then_some(r);
            }
            mask = !0;
            k += 1;
        }
        None
    }

    /// The first held or reserved register in `from..to`.
    fn first_busy(&self, from: usize, to: usize) -> Option<usize> {
        let mut k = from / 64;
        let mut mask = !0u64 << (from % 64);
        while k * 64 < to {
            let busy = self.busy_word(k) & mask;
            if busy != 0 {
                let r = k * 64 + busy.trailing_zeros() as usize;
                return (r < to).then_some(r);
            }
            mask = !0;
            k += 1;
        }
        None
    }

    /// The lowest free window of `width` registers starting at a multiple of `align`
    /// (what testing every aligned start from 0 up finds): each step skips to the next
    /// free register, or past the first busy one of a window that is not free.
    fn lowest_window(&self, width: u16, align: u16) -> Option<u16> {
        let (width, align) = (usize::from(width.max(1)), usize::from(align.max(1)));
        if width == 1 && align == 1 {
            return self.next_free(0).and_then(|r| u16::try_from(r).ok());
        }
        let up = |x: usize| {
            if align.is_power_of_two() {
                (x + align - 1) & !(align - 1)
            } else {
                x.next_multiple_of(align)
            }
        };
        let mut b = 0;
        loop {
            if b + width > self.budget {
                return None;
            }
            b = up(self.next_free(b)?);
            if b + width > self.budget {
                return None;
            }
            match self.first_busy(b, b + width) {
                None => return u16::try_from(b).ok(),
                Some(q) => b = up(q + 1),
            }
        }
    }
}

/// When the registers of assigned intervals become free again: per end position, a
/// list of the intervals ending there (`(file, first register, width, id)`), linked through
/// `next` (positions are bounded by twice the code length, so a table by position is
/// cheaper than a heap).
struct Expiry {
    head: Vec<u32>,
    entries: Vec<(u32, u8, u16, u16, u32)>,
    /// Positions below this one have been released.
    done: usize,
}

impl Expiry {
    const NONE: u32 = u32::MAX;

    fn new(positions: usize) -> Self {
        Self { head: vec![Self::NONE; positions], entries: Vec::new(), done: 0 }
    }

    fn push(&mut self, end: usize, file: u8, first: u16, width: u16, id: u32) {
        if self.head.len() <= end {
            self.head.resize(end + 1, Self::NONE);
        }
        let (Some(head), Ok(at)) = (self.head.get_mut(end), u32::try_from(self.entries.len())) else {
            return;
        };
        self.entries.push((*head, file, first, width, id));
        *head = at;
    }

    /// Releases the registers of every interval ending before `start`.
    fn release_before(&mut self, start: usize, regs: &mut [FileRegs]) {
        while self.done < start {
            let end = self.done;
            self.done += 1;
            let mut e = self.head.get(end).copied().unwrap_or(Self::NONE);
            while let Some(&(next, file, first, width, id)) = self.entries.get(e as usize) {
                e = next;
                let Some(f) = regs.get_mut(usize::from(file)) else { continue };
                for r in usize::from(first)..usize::from(first) + usize::from(width) {
                    // Evicted values no longer hold their registers.
                    if f.holder.get(r).copied().flatten() == Some((end, id)) {
                        f.release(r);
                    }
                }
            }
        }
    }
}

/// Sources copied into the same tuple want to sit where the tuple puts them relative
/// to each other (the halves of a pair built from two values): the later-allocated
/// one follows the earlier one, so that the tuple can take the place of both and the
/// copy disappears. Records, for every pair `(a, b)` of `copies` (in that order)
/// writing the same virtual tuple, that `b`'s source wants to be where `a`'s source
/// is, moved by the distance of their units in the tuple. `group` is scratch space.
fn tuple_hints(
    copies: &[CopyHint],
    group: &mut Vec<(u8, u32, u32)>,
    hints: &mut PerValue<Vec<(u8, Unit, i32)>>,
) {
    let mut push = |a: &CopyHint, b: &CopyHint| {
        let (
            Unit::Virtual { id: ta, at: pa },
            Unit::Virtual { id: tb, at: pb },
            Unit::Virtual { id: sb, at: ub },
        ) = (a.dst, b.dst, b.src)
        else {
            return;
        };
        if tb != ta || b.file != a.file || a.src == b.src || sb == ta {
            return;
        }
        if let Some(v) = hints.get_mut(b.file, sb) {
            v.push((ub, a.src, i32::from(pb) - i32::from(pa)));
        }
    };
    // Small copies: every pair. Large parallel copies (a loop's phi copies): only pairs
    // within one destination tuple, found through the copies sorted by tuple; the
    // pairs are visited in the same order either way.
    if copies.len() <= 16 {
        for a in copies {
            for b in copies {
                push(a, b);
            }
        }
        return;
    }
    group.clear();
    for (k, h) in copies.iter().enumerate() {
        if let (Unit::Virtual { id, .. }, Ok(k)) = (h.dst, u32::try_from(k)) {
            group.push((h.file, id, k));
        }
    }
    group.sort_unstable();
    for a in copies {
        let Unit::Virtual { id: ta, .. } = a.dst else { continue };
        let from = group.partition_point(|&(f, t, _)| (f, t) < (a.file, ta));
        for &(f, t, k) in group.get(from..).unwrap_or(&[]) {
            if (f, t) != (a.file, ta) {
                break;
            }
            if let Some(b) = copies.get(k as usize) {
                push(a, b);
            }
        }
    }
}

/// `intervals` in the order the scan assigns them: by start, then file, wider first,
/// then id. A counting sort by start (positions are below `positions`, nearly all of
/// them), then each group born together sorted.
fn by_start(intervals: &[Vec<Option<Interval>>], positions: usize) -> Vec<Interval> {
    let all = || intervals.iter().flatten().flatten();
    let mut at = vec![0u32; positions + 1];
    let mut n = 0;
    for iv in all() {
        n += 1;
        if at.len() <= iv.start + 1 {
            at.resize(iv.start + 2, 0);
        }
        if let Some(c) = at.get_mut(iv.start + 1) {
            *c += 1;
        }
    }
    let mut sum = 0;
    for c in &mut at {
        sum += *c;
        *c = sum;
    }
    let mut order = vec![Interval::default(); n];
    for iv in all() {
        if let Some(c) = at.get_mut(iv.start) {
            if let Some(slot) = order.get_mut(*c as usize) {
                *slot = *iv;
            }
            *c += 1;
        }
    }
    // `at[s]` is now the end of start `s`'s group.
    let mut from = 0;
    for &to in &at {
        let to = to as usize;
        if to > from + 1 {
            if let Some(group) = order.get_mut(from..to) {
                group.sort_unstable_by_key(|iv| (iv.file, std::cmp::Reverse(iv.width), iv.id));
            }
        }
        from = from.max(to);
    }
    order
}

/// The positions naming each virtual register, in the order the code names them
/// (consecutive repeats dropped): collected in one list while the code is visited,
/// then grouped by value with a counting sort, instead of one vector per value.
#[derive(Default)]
struct Occurs {
    /// `(file, id, position)` as visited.
    list: Vec<(u8, u32, usize)>,
    /// Per file, the dense index of its value 0.
    base: Vec<usize>,
    /// Per dense value index, where its positions start in `pos`; one more at the end.
    start: Vec<u32>,
    pos: Vec<usize>,
}

/// [`Interval::last`] before the code is visited.
const NOT_YET: usize = usize::MAX;

impl Occurs {
    /// Records that `e`'s value occurs at `pos` (once per position).
    fn note(&mut self, e: &mut Interval, pos: usize) {
        if e.last != pos {
            e.last = pos;
            self.list.push((e.file, e.id, pos));
        }
    }

    /// Records the positions of every value of `intervals` (built from `code` without
    /// them) in the order a visit recording them as it goes would have.
    fn collect<I: RegOperands>(&mut self, code: &[I], intervals: &mut PerValue<Option<Interval>>) {
        for iv in intervals.files.iter_mut().flatten().flatten() {
            iv.last = NOT_YET;
        }
        self.list.clear();
        for (i, inst) in code.iter().enumerate() {
            inst.visit_regs(&mut |occ| {
                if let Occ::Virtual { file, id, def, .. } = occ {
                    if let Some(Some(e)) = intervals.get_mut(file, id) {
                        self.note(e, 2 * i + usize::from(def));
                    }
                }
            });
        }
    }

    /// Groups `list` by value; `values` gives each file's number of values.
    fn group<T>(&mut self, values: &[Vec<T>]) {
        if self.list.is_empty() {
            return;
        }
        let mut n = 0;
        self.base = values
            .iter()
            .map(|v| {
                n += v.len();
                n - v.len()
            })
            .collect();
        let index = |base: &[usize], file: u8, id: u32| base.get(usize::from(file)).map(|b| b + id as usize);
        self.start = vec![0; n + 1];
        for &(file, id, _) in &self.list {
            if let Some(c) = index(&self.base, file, id).and_then(|k| self.start.get_mut(k + 1)) {
                *c += 1;
            }
        }
        let mut sum = 0;
        for c in &mut self.start {
            sum += *c;
            *c = sum;
        }
        self.pos = vec![0; self.list.len()];
        // `next[k]`: where value k's next position goes.
        let mut next = self.start.clone();
        for &(file, id, p) in &self.list {
            if let Some(c) = index(&self.base, file, id).and_then(|k| next.get_mut(k)) {
                if let Some(slot) = self.pos.get_mut(*c as usize) {
                    *slot = p;
                }
                *c += 1;
            }
        }
    }

    fn get(&self, file: u8, id: u32) -> &[usize] {
        let Some(k) = self.base.get(usize::from(file)).map(|b| b + id as usize) else { return &[] };
        match (self.start.get(k), self.start.get(k + 1)) {
            (Some(&a), Some(&b)) => self.pos.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }
}

/// One linear scan. Without a policy it stops at the first value that finds no
/// register; with one it evicts values and goes on, and reports every value evicted.
fn scan<I: RegOperands>(code: &[I], loops: &[(usize, usize)], files: &[FileSpec], evict: Evict<'_>) -> Scan {
    let (mut policy, mut on_demand) = match evict {
        Evict::Never => (None, None),
        Evict::With(p) => (Some(p), None),
        Evict::OnDemand { make, made } => (None, Some((make, made))),
    };
    let mut intervals: PerValue<Option<Interval>> = PerValue::new(files.len());
    let mut phys_first: BTreeMap<(u8, u16), (usize, usize)> = BTreeMap::new();
    // Positions (2 × instruction, + 1 for a definition) naming each virtual register,
    // ascending (for eviction).
    let mut occurs = Occurs::default();
    // Copy partners of each virtual register: (its unit, the partner, how many
    // registers past the partner the unit wants to be).
    let mut hints: PerValue<Vec<(u8, Unit, i32)>> = PerValue::new(files.len());
    // Physical registers a copy reads: (file, register, position of the copy's results),
    // sorted once collected.
    let mut copied_phys: Vec<(u8, u16, usize)> = Vec::new();
    let mut copies: Vec<CopyHint> = Vec::new();
    let mut group = Vec::new();
    for (i, inst) in code.iter().enumerate() {
        copies.clear();
        inst.copy_hints(&mut |h| copies.push(h));
        for h in &copies {
            if let (Unit::Physical(p), Unit::Virtual { .. }) = (h.src, h.dst) {
                copied_phys.push((h.file, p, 2 * i + 1));
            }
            if let Unit::Virtual { id, at } = h.dst {
                hints.get_mut(h.file, id).into_iter().for_each(|v| v.push((at, h.src, 0)));
            }
            if let Unit::Virtual { id, at } = h.src {
                hints.get_mut(h.file, id).into_iter().for_each(|v| v.push((at, h.dst, 0)));
            }
        }
        if !copies.is_empty() {
            tuple_hints(&copies, &mut group, &mut hints);
        }
        inst.visit_regs(&mut |occ| match occ {
            Occ::Virtual { file, id, width, def } => {
                // Uses are read before the instruction's definitions are written, so an
                // operand dying here and a result born here may share a register.
                let pos = 2 * i + usize::from(def);
                if let Some(slot) = intervals.get_mut(file, id) {
                    let e =
                        slot.get_or_insert(Interval { file, id, width, start: pos, end: pos, last: NOT_YET });
                    e.width = e.width.max(width);
                    e.start = e.start.min(pos);
                    e.end = e.end.max(pos);
                    if policy.is_some() {
                        occurs.note(e, pos);
                    }
                }
            }
            Occ::Physical { file, first, width } => {
                // Physical registers the code names are inputs (live from the entry) or
                // fixed locations: reserved from the start to their last occurrence.
                for r in first..first.saturating_add(u16::from(width)) {
                    let e = phys_first.entry((file, r)).or_insert((0, 2 * i + 1));
                    e.1 = e.1.max(2 * i + 1);
                }
            }
        });
    }
    copied_phys.sort_unstable();
    copied_phys.dedup();
    occurs.group(&intervals.files);
    let nest = LoopNest::new(loops, code.len());
    let extend = |start: &mut usize, end: &mut usize| {
        // Loops nest, so one pass from the outermost in does not suffice when an
        // extension over an inner loop makes the interval reach outside an outer one;
        // iterate to a fixed point (at most one change per loop each round). Whatever
        // the order, the result is the smallest interval no loop partly overlaps.
        // Both ends in the same innermost loop (or in none): every loop holding one end
        // holds the other, and any other loop lies inside the interval or outside it.
        if nest.as_ref().is_some_and(|n| n.innermost(*start / 2) == n.innermost(*end / 2)) {
            return;
        }
        loop {
            let mut changed = false;
            let ends = [*start / 2, *end / 2];
            let mut visit = |(a, b): (usize, usize)| {
                let (la, lb) = (2 * a, 2 * b + 1);
                let inside = *start <= lb && *end >= la;
                if inside && (*start < la || *end > lb) && (*start > la || *end < lb) {
                    *start = (*start).min(la);
                    *end = (*end).max(lb);
                    changed = true;
                }
            };
            match &nest {
                // A loop overlapping the interval only partly holds one of its ends.
                Some(n) => {
                    for at in ends {
                        n.containing(at, &mut visit);
                    }
                }
                None => loops.iter().copied().for_each(&mut visit),
            }
            if !changed {
                break;
            }
        }
    };
    if !loops.is_empty() {
        for iv in intervals.files.iter_mut().flatten().flatten() {
            extend(&mut iv.start, &mut iv.end);
        }
    }
    let mut regs: Vec<FileRegs> = files.iter().map(|f| FileRegs::new(f.budget)).collect();
    // Per file and physical register, the end of its reservation (each starts at
    // position 0: it is reserved from the entry), and the reservations by end.
    let mut reserved: Vec<Vec<Option<usize>>> = vec![Vec::new(); files.len()];
    let mut reserved_ends: Vec<(usize, u8, u16)> = Vec::with_capacity(phys_first.len());
    for (&(file, r), &(s, e)) in &phys_first {
        let (mut s, mut e) = (s, e);
        extend(&mut s, &mut e);
        if let Some(f) = reserved.get_mut(usize::from(file)) {
            let r = usize::from(r);
            if f.len() <= r {
                f.resize(r + 1, None);
            }
            if let Some(slot) = f.get_mut(r) {
                *slot = Some(e);
            }
        }
        if let Some(f) = regs.get_mut(usize::from(file)) {
            f.set_reserved(usize::from(r), true);
        }
        reserved_ends.push((e, file, r));
    }
    reserved_ends.sort_unstable();
    let mut reserved_ends = reserved_ends.into_iter().peekable();
    let widths: Vec<Vec<u8>> =
        intervals.files.iter().map(|f| f.iter().map(|iv| iv.map_or(1, |iv| iv.width)).collect()).collect();
    // Wider tuples first among values born together: their aligned windows are the
    // hardest to find once single registers are scattered (spill reloads of one
    // instruction all start together). The key is unique (one interval per value).
    let order = by_start(&intervals.files, 2 * code.len() + 2);

    let mut alloc = Allocation {
        assigned: widths.iter().map(|w| vec![None; w.len()]).collect(),
        used: vec![0; files.len()],
    };
    for (file, res) in reserved.iter().enumerate() {
        if let Some(max) = res.iter().rposition(|e| e.is_some()).and_then(|r| u16::try_from(r).ok()) {
            alloc.used[file] = max + 1;
        }
    }
    let mut victims: Vec<(u8, u32, u8)> = Vec::new();
    let mut expiry = Expiry::new(2 * code.len() + 2);
    let mut cands: Vec<std::cmp::Reverse<(bool, std::cmp::Reverse<usize>, u64, u32)>> = Vec::new();
    for iv in order {
        // Free what ended before this interval starts (no later interval starts before it).
        expiry.release_before(iv.start, &mut regs);
        while let Some(&(end, file, r)) = reserved_ends.peek() {
            if end >= iv.start {
                break;
            }
            reserved_ends.next();
            if let Some(f) = regs.get_mut(usize::from(file)) {
                f.set_reserved(usize::from(r), false);
            }
        }
        let f = usize::from(iv.file);
        let (Some(spec), Some(regs), Some(res)) = (files.get(f), regs.get_mut(f), reserved.get(f)) else {
            continue;
        };
        let align = spec.align.get(usize::from(iv.width)).or(spec.align.last()).copied().unwrap_or(1).max(1);
        let width = u16::from(iv.width.max(1));
        // A register its copy partners suggest, where the whole tuple is free there. A
        // physical source whose last reader is the copy itself is free for the copy's
        // result (the copy reads it before writing).
        let hinted = |regs: &FileRegs| {
            for &(at, partner, delta) in hints.get(iv.file, iv.id).map_or(&[][..], |v| v.as_slice()) {
                let base = match partner {
                    Unit::Virtual { id, at: pat } => {
                        let Some(pr) = alloc.get(iv.file, id) else { continue };
                        i32::from(pr) + i32::from(pat) - i32::from(at)
                    }
                    Unit::Physical(p) => i32::from(p) - i32::from(at),
                } + delta;
                let Ok(base) = u16::try_from(base) else { continue };
                if base % align != 0 || base.saturating_add(width) > spec.budget {
                    continue;
                }
                let free = |r: u16| {
                    let r = usize::from(r);
                    !regs.is_held(r)
                        && (!regs.is_reserved(r)
                            || (res.get(r).copied().flatten() == Some(iv.start)
                                && copied_phys.binary_search(&(iv.file, r as u16, iv.start)).is_ok()))
                };
                if (base..base + width).all(free) {
                    return Some(base);
                }
            }
            None
        };
        let mut found = hinted(regs).or_else(|| regs.lowest_window(width, align));
        if found.is_none() && policy.is_none() {
            if let Some((make, made)) = on_demand.take() {
                let p: &Policy = made.insert(make());
                occurs.collect(code, &mut intervals);
                occurs.group(&intervals.files);
                policy = Some(p);
            }
        }
        if found.is_none() {
            if let Some(p) = policy.filter(|p| p.can.get(f).copied().unwrap_or(false)) {
                // Belady's choice among the live values this instruction does not name:
                // the one used again furthest away goes first.
                let here = iv.start / 2;
                cands.clear();
                let mut prev = None;
                for &(end, id) in regs.holder.iter().flatten() {
                    // A tuple's registers are consecutive: each value once.
                    if std::mem::replace(&mut prev, Some(id)) == Some(id) {
                        continue;
                    }
                    if end < iv.start || p.fixed.contains(iv.file, id) {
                        continue;
                    }
                    let o = occurs.get(iv.file, id);
                    // Its short-lived copy would still hold a register where `iv` starts
                    // if it is written here, or read here and `iv` is read here too.
                    let named = |p: usize| o.binary_search(&p).is_ok();
                    if named(2 * here + 1) || (iv.start == 2 * here && named(2 * here)) {
                        continue;
                    }
                    let next = o.get(o.partition_point(|&x| x <= iv.start)).copied().unwrap_or(usize::MAX);
                    let (s, e) = (o.first().copied().unwrap_or(0), o.last().copied().unwrap_or(0));
                    let density = (o.len() as u64).saturating_mul(1 << 20) / (e.saturating_sub(s) as u64 + 1);
                    cands.push(std::cmp::Reverse((
                        p.last.contains(iv.file, id),
                        std::cmp::Reverse(next),
                        density,
                        id,
                    )));
                }
                // In order of that key (unique: ids are), least first, from a heap:
                // usually one or two values make room, so sorting them all is wasted.
                let mut heap = std::collections::BinaryHeap::from(std::mem::take(&mut cands));
                while let Some(std::cmp::Reverse((_, _, _, id))) = heap.pop() {
                    let w = widths.get(f).and_then(|w| w.get(id as usize)).copied().unwrap_or(1);
                    if let Some(first) = alloc.get(iv.file, id) {
                        let first = usize::from(first);
                        for r in first..first + usize::from(w.max(1)) {
                            if regs.holder.get(r).copied().flatten().is_some_and(|(_, x)| x == id) {
                                regs.release(r);
                            }
                        }
                    }
                    victims.push((iv.file, id, w));
                    // No window was free before; the lowest one now holds a register
                    // just freed.
                    found = regs.lowest_window(width, align);
                    if found.is_some() {
                        break;
                    }
                }
                cands = heap.into_vec();
            }
        }
        let Some(r) = found else {
            return Scan::Stuck(pressure(code, policy, &iv, spec, align, regs, res, &widths));
        };
        for x in r..r + width {
            regs.hold(usize::from(x), (iv.end, iv.id));
        }
        expiry.push(iv.end, iv.file, r, width, iv.id);
        alloc.set(iv.file, iv.id, r);
        alloc.used[f] = alloc.used[f].max(r + width);
    }
    if victims.is_empty() {
        Scan::Done(alloc)
    } else {
        Scan::Spill(victims)
    }
}

/// Loop ranges (first and last instruction, inclusive) after instructions were removed:
/// `kept` lists the old index of every instruction that remains, in order. A loop's
/// label and back branch are never removed, but a bound that was is moved to the nearest
/// kept instruction inside; a loop with nothing left is dropped.
pub fn remap_loops(kept: &[usize], loops: &[(usize, usize)]) -> Vec<(usize, usize)> {
    loops
        .iter()
        .filter_map(|&(a, b)| {
            let start = kept.partition_point(|&o| o < a);
            let end = kept.partition_point(|&o| o <= b).checked_sub(1)?;
            (start <= end).then_some((start, end))
        })
        .collect()
}

/// The message a backend gives for `p`: `unit` names the file's registers ("register
/// halves"), `at` describes instruction `p.inst` (may be empty). Says what held the
/// registers, and whether the instruction alone needs more than the budget.
pub fn describe_pressure(p: &Pressure, unit: &str, at: &str) -> String {
    let why = if p.operands.saturating_add(p.reserved) > u32::from(p.budget) {
        "one instruction needs them together".to_string()
    } else if p.live.saturating_add(u32::from(p.width)) <= u32::from(p.budget) {
        format!("no free window aligned to {} is {} wide", p.align, p.width)
    } else {
        format!("a value of {} finds no place", p.width)
    };
    format!(
        "{} of {} {unit} occupied at instruction {}{at} even with spilling ({why}): {} by the instruction's operands (which take {} in all), {} by values that may not be spilled (spill copies, pinned values), {} by fixed registers, {} by values that could be spilled",
        p.live, p.budget, p.inst, p.named, p.operands, p.unevictable, p.reserved, p.spillable
    )
}

impl Pressure {
    /// A report with nothing known but the file (the spilling rounds' guard).
    fn empty(file: u8) -> Self {
        Pressure {
            file,
            inst: 0,
            live: 0,
            named: 0,
            unevictable: 0,
            reserved: 0,
            spillable: 0,
            operands: 0,
            budget: 0,
            width: 0,
            align: 1,
        }
    }
}

/// What held the registers of `spec`'s file where `iv` found none (`regs`: each
/// register's holder, `res`: where each reserved register's reservation ends), for
/// [`Pressure`].
#[allow(clippy::too_many_arguments)]
fn pressure<I: RegOperands>(
    code: &[I],
    policy: Option<&Policy>,
    iv: &Interval,
    spec: &FileSpec,
    align: u16,
    regs: &FileRegs,
    res: &[Option<usize>],
    widths: &[Vec<u8>],
) -> Pressure {
    let here = iv.start / 2;
    // The values of this file the instruction names, each once.
    let mut named = std::collections::BTreeSet::new();
    if let Some(inst) = code.get(here) {
        inst.visit_regs(&mut |o| {
            if let Occ::Virtual { file, id, .. } = o {
                if file == iv.file {
                    named.insert(id);
                }
            }
        });
    }
    named.insert(iv.id);
    let f = usize::from(iv.file);
    let width_of =
        |id: u32| u32::from(widths.get(f).and_then(|w| w.get(id as usize)).copied().unwrap_or(1).max(1));
    let mut p = Pressure {
        inst: here,
        budget: spec.budget,
        width: iv.width,
        align,
        operands: named.iter().map(|&id| width_of(id)).sum(),
        ..Pressure::empty(iv.file)
    };
    let evictable = |id: u32| {
        policy.is_some_and(|p| p.can.get(f).copied().unwrap_or(false) && !p.fixed.contains(iv.file, id))
    };
    for r in 0..usize::from(spec.budget) {
        let held = regs.holder.get(r).copied().flatten().filter(|&(end, _)| end >= iv.start);
        let reserved = res.get(r).copied().flatten().is_some_and(|e| e >= iv.start);
        let slot = match held {
            Some((_, id)) if named.contains(&id) => &mut p.named,
            Some((_, id)) if policy.is_none() || evictable(id) => &mut p.spillable,
            Some(_) => &mut p.unevictable,
            None if reserved => &mut p.reserved,
            None => continue,
        };
        *slot += 1;
        p.live += 1;
    }
    p
}

/// Rewrites `code` with an allocation.
pub fn apply<I: RegOperands>(code: &mut [I], alloc: &Allocation) {
    for inst in code {
        inst.assign_regs(&|file, id| alloc.get(file, id));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy instruction: registers of file 0 (`(id, width, def)`).
    struct T(Vec<(u32, u8, bool)>, Vec<(u16, u8)>);

    impl RegOperands for T {
        fn visit_regs(&self, f: &mut dyn FnMut(Occ)) {
            for &(id, width, def) in &self.0 {
                f(Occ::Virtual { file: 0, id, width, def });
            }
            for &(first, width) in &self.1 {
                f(Occ::Physical { file: 0, first, width });
            }
        }
        fn assign_regs(&mut self, _: &dyn Fn(u8, u32) -> Option<u16>) {}
        fn rename(&mut self, _: u8, from: u32, to: u32) {
            for r in &mut self.0 {
                if r.0 == from {
                    r.0 = to;
                }
            }
        }
    }

    const FILE: FileSpec = FileSpec { budget: 8, align: &[1, 1, 2, 4, 4] };

    fn d(id: u32) -> (u32, u8, bool) {
        (id, 1, true)
    }
    fn u(id: u32) -> (u32, u8, bool) {
        (id, 1, false)
    }

    #[test]
    fn reuses_registers_of_dead_values() {
        let code = vec![T(vec![d(0)], vec![]), T(vec![u(0), d(1)], vec![]), T(vec![u(1), d(2)], vec![])];
        let a = allocate(&code, &[], &[FILE]).unwrap();
        assert_eq!(a.get(0, 0).expect("assigned"), 0);
        assert_eq!(a.get(0, 1).expect("assigned"), 0, "operand dying where the result is born");
        assert_eq!(a.used[0], 1);
    }

    #[test]
    fn loop_carried_values_live_through_the_loop() {
        // v0 defined before the loop, used at its start only; v1 defined late in the
        // loop: without the extension v1 would take v0's register and clobber it for
        // the next iteration.
        let code =
            vec![T(vec![d(0)], vec![]), T(vec![u(0)], vec![]), T(vec![d(1)], vec![]), T(vec![u(1)], vec![])];
        let a = allocate(&code, &[(1, 3)], &[FILE]).unwrap();
        assert_ne!(a.get(0, 0).expect("assigned"), a.get(0, 1).expect("assigned"));
    }

    #[test]
    fn tuples_are_aligned_and_physical_registers_reserved() {
        let code = vec![
            T(vec![d(0)], vec![(0, 2)]),
            T(vec![(1, 2, true)], vec![]),
            T(vec![u(0), (1, 2, false)], vec![]),
        ];
        let a = allocate(&code, &[], &[FILE]).unwrap();
        // r0-r1 are reserved until instruction 0, so v0 takes r2; the pair, born after
        // the reservation ended, takes the aligned r0-r1.
        assert_eq!(a.get(0, 0).expect("assigned"), 2);
        assert_eq!(a.get(0, 1).expect("assigned"), 0);
    }

    #[test]
    fn pressure_is_reported() {
        let mut code: Vec<T> = (0..9).map(|i| T(vec![d(i)], vec![])).collect();
        code.push(T((0..9).map(u).collect(), vec![]));
        let e = allocate(&code, &[], &[FILE]).unwrap_err();
        assert_eq!(e.budget, 8);
        // v8, born at instruction 8, finds all eight registers held by values the
        // allocator could have spilled.
        assert_eq!((e.inst, e.live, e.spillable, e.named, e.unevictable, e.operands), (8, 8, 8, 0, 0, 1));
    }

    /// Pins the values of every `Op(1)`.
    struct PinOnes;

    impl Spiller<X> for PinOnes {
        fn can_spill(&self, _: u8) -> bool {
            true
        }
        fn pinned(&self, x: &X) -> bool {
            matches!(x.k, K::Op(1))
        }
        fn store(&mut self, f: u8, id: u32, width: u8, slot: u32) -> Vec<X> {
            ToySpiller.store(f, id, width, slot)
        }
        fn load(&mut self, f: u8, id: u32, width: u8, slot: u32, user: &X) -> Vec<X> {
            ToySpiller.load(f, id, width, slot, user)
        }
    }

    #[test]
    fn pressure_says_what_holds_the_registers() {
        // Seven pinned values hold r0-r6; the pair born at instruction 7 needs an aligned
        // window, and nothing may be evicted.
        let mut code: Vec<X> =
            (0..7).map(|i| X { k: K::Op(1), regs: vec![(i, 1, true)], phys: vec![] }).collect();
        code.push(X { k: K::Op(0), regs: vec![(7, 2, true)], phys: vec![] });
        code.push(X {
            k: K::Op(0),
            regs: (0..7).map(|i| (i, 1, false)).chain([(7, 2, false)]).collect(),
            phys: vec![],
        });
        let e = allocate_spilling(&mut code, &mut [], &[FILE], &mut PinOnes).unwrap_err();
        assert_eq!((e.inst, e.live, e.unevictable, e.named, e.spillable, e.reserved), (7, 7, 7, 0, 0, 0));
        assert_eq!((e.operands, e.width, e.align), (2, 2, 2));
        let text = describe_pressure(&e, "registers", "");
        assert!(text.contains("a value of 2 finds no place"), "{text}");
        assert!(!text.contains("one instruction needs them together"), "{text}");
    }

    /// A toy with copies: `copy` is a tuple built from single registers, unit by unit.
    struct C(Vec<(u32, u8, bool)>, Option<(u32, Vec<u32>)>);

    impl RegOperands for C {
        fn visit_regs(&self, f: &mut dyn FnMut(Occ)) {
            for &(id, width, def) in &self.0 {
                f(Occ::Virtual { file: 0, id, width, def });
            }
        }
        fn assign_regs(&mut self, _: &dyn Fn(u8, u32) -> Option<u16>) {}
        fn rename(&mut self, _: u8, _: u32, _: u32) {}
        fn copy_hints(&self, f: &mut dyn FnMut(CopyHint)) {
            if let Some((dst, srcs)) = &self.1 {
                for (k, &src) in srcs.iter().enumerate() {
                    f(CopyHint {
                        file: 0,
                        dst: Unit::Virtual { id: *dst, at: k as u8 },
                        src: Unit::Virtual { id: src, at: 0 },
                    });
                }
            }
        }
    }

    #[test]
    fn values_copied_into_one_tuple_are_placed_side_by_side() {
        const UNALIGNED: FileSpec = FileSpec { budget: 8, align: &[1] };
        let code = vec![
            C(vec![d(5)], None),
            C(vec![d(0)], None),
            C(vec![d(6)], None),
            C(vec![u(5), u(6)], None),
            // r0 is the lowest free register here; v1 should follow v0 (r1) instead.
            C(vec![d(1)], None),
            C(vec![u(0), u(1), (7, 2, true)], Some((7, vec![0, 1]))),
            C(vec![(7, 2, false)], None),
        ];
        let a = allocate(&code, &[], &[UNALIGNED]).unwrap();
        assert_eq!(a.get(0, 0).expect("assigned"), 1);
        assert_eq!(a.get(0, 1).expect("assigned"), 2, "the high half follows the low half");
        assert_eq!(a.get(0, 7).expect("assigned"), 1, "the pair takes both places: no copy is left");
    }

    /// An executable toy for spilling: `Op(k)` writes to register `j` of each result the
    /// wrapping sum of everything it reads plus `k + j`; `St`/`Ld` move a tuple between
    /// registers and memory slots.
    #[derive(Clone, Copy, Debug)]
    enum K {
        Op(u64),
        St(u32),
        Ld(u32),
    }

    #[derive(Clone, Debug)]
    struct X {
        k: K,
        regs: Vec<(u32, u8, bool)>,
        phys: Vec<Option<u16>>,
    }

    impl RegOperands for X {
        fn visit_regs(&self, f: &mut dyn FnMut(Occ)) {
            for &(id, width, def) in &self.regs {
                f(Occ::Virtual { file: 0, id, width, def });
            }
        }
        fn assign_regs(&mut self, map: &dyn Fn(u8, u32) -> Option<u16>) {
            self.phys = self.regs.iter().map(|r| map(0, r.0)).collect();
        }
        fn rename(&mut self, _: u8, from: u32, to: u32) {
            for r in &mut self.regs {
                if r.0 == from {
                    r.0 = to;
                }
            }
        }
    }

    struct ToySpiller;

    impl Spiller<X> for ToySpiller {
        fn can_spill(&self, _: u8) -> bool {
            true
        }
        fn pinned(&self, _: &X) -> bool {
            false
        }
        fn store(&mut self, _: u8, id: u32, width: u8, slot: u32) -> Vec<X> {
            vec![X { k: K::St(slot), regs: vec![(id, width, false)], phys: vec![] }]
        }
        fn load(&mut self, _: u8, id: u32, width: u8, slot: u32, _: &X) -> Vec<X> {
            vec![X { k: K::Ld(slot), regs: vec![(id, width, true)], phys: vec![] }]
        }
    }

    /// The sums every `Op` computes, running on virtual registers.
    fn run_virtual(code: &[X]) -> Vec<u64> {
        let mut vals: BTreeMap<u32, Vec<u64>> = BTreeMap::new();
        let mut out = Vec::new();
        for x in code {
            let K::Op(k) = x.k else { panic!("virtual code holds no spill code") };
            let sum = x
                .regs
                .iter()
                .filter(|r| !r.2)
                .flat_map(|r| vals[&r.0].iter().take(usize::from(r.1)))
                .fold(k, |a, &b| a.wrapping_add(b));
            for r in x.regs.iter().filter(|r| r.2) {
                vals.insert(r.0, (0..u64::from(r.1)).map(|j| sum + j).collect());
            }
            out.push(sum);
        }
        out
    }

    /// The same on physical registers and spill memory.
    fn run_physical(code: &[X], regs: usize) -> Vec<u64> {
        let mut file = vec![0u64; regs];
        let mut mem: BTreeMap<u32, u64> = BTreeMap::new();
        let mut out = Vec::new();
        for x in code {
            let at = |i: usize| usize::from(x.phys[i].expect("allocated"));
            match x.k {
                K::Op(k) => {
                    let mut sum = k;
                    for (i, r) in x.regs.iter().enumerate().filter(|(_, r)| !r.2) {
                        for j in 0..usize::from(r.1) {
                            sum = sum.wrapping_add(file[at(i) + j]);
                        }
                    }
                    for (i, r) in x.regs.iter().enumerate().filter(|(_, r)| r.2) {
                        for j in 0..usize::from(r.1) {
                            file[at(i) + j] = sum + j as u64;
                        }
                    }
                    out.push(sum);
                }
                K::St(slot) => {
                    for j in 0..x.regs[0].1 {
                        mem.insert(slot + u32::from(j), file[at(0) + usize::from(j)]);
                    }
                }
                K::Ld(slot) => {
                    for j in 0..x.regs[0].1 {
                        file[at(0) + usize::from(j)] = mem[&(slot + u32::from(j))];
                    }
                }
            }
        }
        out
    }

    #[test]
    fn spilled_code_computes_what_the_virtual_code_does() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut rng = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for case in 0..40 {
            let mut code = Vec::new();
            let mut defined: Vec<(u32, u8)> = Vec::new();
            for i in 0..300u32 {
                let mut regs = Vec::new();
                for _ in 0..rng(3).min(defined.len() as u64) {
                    let (id, w) = defined[rng(defined.len() as u64) as usize];
                    if !regs.iter().any(|r: &(u32, u8, bool)| r.0 == id) {
                        regs.push((id, w, false));
                    }
                }
                let w = [1, 1, 1, 2, 4][rng(5) as usize];
                regs.push((i, w, true));
                defined.push((i, w));
                code.push(X { k: K::Op(u64::from(i) * 7 + case), regs, phys: vec![] });
            }
            let want = run_virtual(&code);
            let mut loops = Vec::new();
            let (alloc, spills) = allocate_spilling(&mut code, &mut loops, &[FILE], &mut ToySpiller)
                .expect("spilling succeeds");
            assert!(spills.values[0] > 0, "case {case}: 300 values in 8 registers spill");
            assert!(alloc.used[0] <= FILE.budget);
            apply(&mut code, &alloc);
            assert_eq!(run_physical(&code, usize::from(FILE.budget)), want, "case {case}");
        }
    }

    #[test]
    fn nothing_spills_when_everything_fits() {
        let mut code: Vec<X> =
            (0..6).map(|i| X { k: K::Op(i), regs: vec![(i as u32, 1, true)], phys: vec![] }).collect();
        code.push(X { k: K::Op(9), regs: (0..6).map(|i| (i, 1, false)).collect(), phys: vec![] });
        let before = code.len();
        let (_, spills) = allocate_spilling(&mut code, &mut [], &[FILE], &mut ToySpiller).expect("fits");
        assert_eq!((spills.values[0], code.len()), (0, before));
    }
}
