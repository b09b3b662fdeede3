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
    pub assigned: Vec<BTreeMap<u32, u16>>,
    pub used: Vec<u16>,
}

/// Too many values live at once for a file's budget.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("register file {file}: {live} registers live at instruction {inst} do not fit the budget of {budget} (a value of {width} needed a place)")]
pub struct Pressure {
    pub file: u8,
    pub inst: usize,
    pub live: u32,
    pub budget: u16,
    pub width: u8,
}

#[derive(Debug, Clone, Copy)]
struct Interval {
    file: u8,
    id: u32,
    width: u8,
    start: usize,
    end: usize,
}

/// Allocates registers for `code`; `loops` are the `[first, last]` instruction indices of
/// every loop (nested ones included).
pub fn allocate<I: RegOperands>(
    code: &[I],
    loops: &[(usize, usize)],
    files: &[FileSpec],
) -> Result<Allocation, Pressure> {
    let mut intervals: BTreeMap<(u8, u32), Interval> = BTreeMap::new();
    let mut reserved: Vec<BTreeMap<u16, Vec<(usize, usize)>>> = vec![BTreeMap::new(); files.len()];
    let mut phys_first: BTreeMap<(u8, u16), (usize, usize)> = BTreeMap::new();
    for (i, inst) in code.iter().enumerate() {
        inst.visit_regs(&mut |occ| match occ {
            Occ::Virtual { file, id, width, def } => {
                // Uses are read before the instruction's definitions are written, so an
                // operand dying here and a result born here may share a register.
                let pos = 2 * i + usize::from(def);
                let e =
                    intervals.entry((file, id)).or_insert(Interval { file, id, width, start: pos, end: pos });
                e.width = e.width.max(width);
                e.start = e.start.min(pos);
                e.end = e.end.max(pos);
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
    let extend = |start: &mut usize, end: &mut usize| {
        // Loops nest, so one pass from the outermost in does not suffice when an
        // extension over an inner loop makes the interval reach outside an outer one;
        // iterate to a fixed point (at most one change per loop each round).
        loop {
            let mut changed = false;
            for &(a, b) in loops {
                let (la, lb) = (2 * a, 2 * b + 1);
                let inside = *start <= lb && *end >= la;
                if inside && (*start < la || *end > lb) && (*start > la || *end < lb) {
                    *start = (*start).min(la);
                    *end = (*end).max(lb);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    };
    for iv in intervals.values_mut() {
        extend(&mut iv.start, &mut iv.end);
    }
    for (&(file, r), &(s, e)) in &phys_first {
        let (mut s, mut e) = (s, e);
        extend(&mut s, &mut e);
        if let Some(f) = reserved.get_mut(usize::from(file)) {
            f.entry(r).or_default().push((s, e));
        }
    }
    let mut order: Vec<Interval> = intervals.into_values().collect();
    order.sort_by_key(|iv| (iv.start, iv.file, iv.id));

    let mut alloc = Allocation { assigned: vec![BTreeMap::new(); files.len()], used: vec![0; files.len()] };
    for (file, res) in reserved.iter().enumerate() {
        if let Some(max) = res.keys().next_back() {
            alloc.used[file] = max + 1;
        }
    }
    // The end position of the interval holding each register (None: free).
    let mut holder: Vec<Vec<Option<usize>>> =
        files.iter().map(|f| vec![None; usize::from(f.budget)]).collect();
    for iv in order {
        let f = usize::from(iv.file);
        let (Some(spec), Some(regs), Some(res)) = (files.get(f), holder.get_mut(f), reserved.get(f)) else {
            continue;
        };
        let align = spec.align.get(usize::from(iv.width)).or(spec.align.last()).copied().unwrap_or(1).max(1);
        let width = u16::from(iv.width.max(1));
        let free = |r: u16, regs: &[Option<usize>]| {
            regs.get(usize::from(r)).is_some_and(|h| h.is_none_or(|end| end < iv.start))
                && res.get(&r).is_none_or(|spans| spans.iter().all(|&(s, e)| e < iv.start || s > iv.end))
        };
        let mut found = None;
        let mut r = 0u16;
        while r.saturating_add(width) <= spec.budget {
            if (r..r + width).all(|x| free(x, regs)) {
                found = Some(r);
                break;
            }
            r += align;
        }
        let Some(r) = found else {
            let live = regs.iter().filter(|h| h.is_some_and(|end| end >= iv.start)).count() as u32;
            return Err(Pressure {
                file: iv.file,
                inst: iv.start / 2,
                live,
                budget: spec.budget,
                width: iv.width,
            });
        };
        for x in r..r + width {
            if let Some(slot) = regs.get_mut(usize::from(x)) {
                *slot = Some(iv.end);
            }
        }
        alloc.assigned[f].insert(iv.id, r);
        alloc.used[f] = alloc.used[f].max(r + width);
    }
    Ok(alloc)
}

/// Rewrites `code` with an allocation.
pub fn apply<I: RegOperands>(code: &mut [I], alloc: &Allocation) {
    for inst in code {
        inst.assign_regs(&|file, id| alloc.assigned.get(usize::from(file)).and_then(|m| m.get(&id)).copied());
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
        assert_eq!(a.assigned[0][&0], 0);
        assert_eq!(a.assigned[0][&1], 0, "operand dying where the result is born");
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
        assert_ne!(a.assigned[0][&0], a.assigned[0][&1]);
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
        assert_eq!(a.assigned[0][&0], 2);
        assert_eq!(a.assigned[0][&1], 0);
    }

    #[test]
    fn pressure_is_reported() {
        let mut code: Vec<T> = (0..9).map(|i| T(vec![d(i)], vec![])).collect();
        code.push(T((0..9).map(u).collect(), vec![]));
        let e = allocate(&code, &[], &[FILE]).unwrap_err();
        assert_eq!(e.budget, 8);
    }
}
