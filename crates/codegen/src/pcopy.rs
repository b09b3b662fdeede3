//! Parallel copies to sequential moves. A parallel copy assigns every destination its
//! source's old value at once (phi resolution, ABI shuffles); sequentializing it emits
//! copies whose destination no pending copy still reads, and breaks the remaining cycles
//! with swaps.

/// One sequential step, in terms of the caller's locations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step<L> {
    Copy { dst: L, src: L },
    Swap { a: L, b: L },
}

/// Sequentializes `copies` (`(dst, src)` pairs; every destination at most once). Copies
/// from a location to itself vanish. The result is deterministic for a given input order.
pub fn sequentialize<L: Copy + Eq>(copies: &[(L, L)]) -> Vec<Step<L>> {
    let (mut pending, mut out) = (Vec::new(), Vec::new());
    sequentialize_into(copies, &mut pending, &mut out);
    out
}

/// [`sequentialize`] into `out` (cleared first), with `pending` as scratch space: for
/// callers lowering many copies, which then allocate once.
pub fn sequentialize_into<L: Copy + Eq>(
    copies: &[(L, L)],
    pending: &mut Vec<(L, L)>,
    out: &mut Vec<Step<L>>,
) {
    pending.clear();
    pending.extend(copies.iter().copied().filter(|(d, s)| d != s));
    out.clear();
    while !pending.is_empty() {
        // A copy whose destination no other pending copy reads can go now.
        if let Some(i) = pending.iter().position(|(d, _)| !pending.iter().any(|(_, s)| s == d)) {
            let (dst, src) = pending.remove(i);
            out.push(Step::Copy { dst, src });
            continue;
        }
        // Only cycles remain: swap the first copy's two locations; the copy is then done
        // and whoever read its destination now finds that value in its source.
        let (dst, src) = pending.remove(0);
        out.push(Step::Swap { a: dst, b: src });
        for p in pending.iter_mut() {
            if p.1 == dst {
                p.1 = src;
            }
        }
        pending.retain(|(d, s)| d != s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Applies steps to a register file and checks the parallel semantics.
    fn check(copies: &[(usize, usize)], n: usize) {
        let before: Vec<usize> = (0..n).map(|i| 100 + i).collect();
        let mut regs = before.clone();
        for s in sequentialize(copies) {
            match s {
                Step::Copy { dst, src } => regs[dst] = regs[src],
                Step::Swap { a, b } => regs.swap(a, b),
            }
        }
        let mut expected = before.clone();
        for &(d, s) in copies {
            expected[d] = before[s];
        }
        for (i, v) in regs.iter().enumerate() {
            if copies.iter().any(|&(d, _)| d == i) {
                assert_eq!(*v, expected[i], "location {i} after {copies:?}");
            }
        }
    }

    #[test]
    fn chains_cycles_and_fanout() {
        check(&[(1, 0), (2, 1), (3, 2)], 4);
        check(&[(0, 1), (1, 0)], 2);
        check(&[(0, 1), (1, 2), (2, 0)], 3);
        check(&[(0, 1), (1, 2), (2, 0), (3, 0), (4, 4)], 5);
        check(&[(1, 0), (2, 0), (3, 0)], 4);
        check(&[(0, 3), (1, 0), (2, 1), (3, 2)], 4);
    }

    #[test]
    fn exhaustive_permutations_of_four() {
        let mut perm = [0usize, 1, 2, 3];
        // Heap's algorithm over all 24 permutations.
        fn heap(k: usize, a: &mut [usize; 4], out: &mut Vec<[usize; 4]>) {
            if k == 1 {
                out.push(*a);
                return;
            }
            for i in 0..k {
                heap(k - 1, a, out);
                let j = if k % 2 == 0 { i } else { 0 };
                a.swap(j, k - 1);
            }
        }
        let mut all = Vec::new();
        heap(4, &mut perm, &mut all);
        for p in all {
            let copies: Vec<(usize, usize)> = p.iter().enumerate().map(|(d, &s)| (d, s)).collect();
            check(&copies, 4);
        }
    }
}
