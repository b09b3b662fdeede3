//! The natural loops of a function, as the scheduler needs them to tell dynamic instances
//! of a SIMD-group operation apart.
//!
//! Threads run one at a time until they block, so lanes of one SIMD-group can wait at the
//! same call in different iterations of an enclosing loop (a divergent `if` inside the
//! loop lets one lane skip an iteration's call). On hardware those lanes never meet there:
//! the SIMD-group runs iteration by iteration, and only the lanes active in an iteration
//! take part in that iteration's operation. So each frame counts, per loop header, how
//! many times the thread has taken the loop's back edge since it last entered the loop;
//! a blocked call records the counts of the loops around it ([`crate::Pending::iteration`]),
//! and the scheduler runs together only lanes with the same site and the same counts,
//! earliest iteration first.
//!
//! Loops are natural loops (a back edge goes to a block that dominates its source). An
//! irreducible cycle has no header that dominates it; its blocks count as outside any
//! loop they are not the natural-loop body of — the scheduler then behaves as before.

use gpu_ir::{Block, DomTree, Function};

const NONE: u32 = u32::MAX;

/// Loop structure of one function with at least one loop.
#[derive(Debug)]
pub struct FunctionLoops {
    dom: DomTree,
    /// Per block: its header number, or `NONE` when it heads no loop.
    header: Vec<u32>,
    /// Per block: the numbers of the headers whose loops contain it, outermost first.
    containing: Vec<Vec<u32>>,
    /// Per header number: its block.
    headers: Vec<Block>,
    /// Number of headers.
    pub count: usize,
}

impl FunctionLoops {
    /// `None` when the function has no body or no loop (nothing to count).
    pub fn new(f: &Function) -> Option<FunctionLoops> {
        f.entry()?;
        let n = f.blocks.len();
        let dom = DomTree::new(f);
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, _) in f.blocks.iter() {
            for s in f.insts_of_terminator(b) {
                if s.index() < n {
                    preds[s.index()].push(b.index() as u32);
                }
            }
        }
        let mut header = vec![NONE; n];
        let mut bodies: Vec<Vec<u32>> = Vec::new();
        let mut headers: Vec<Block> = Vec::new();
        let mut mark = vec![false; n];
        for &h in &dom.order {
            let hb = h.index();
            let latches: Vec<u32> =
                preds[hb].iter().copied().filter(|&p| dom.dominates(h, Block::from_index(p))).collect();
            if latches.is_empty() {
                continue;
            }
            header[hb] = bodies.len() as u32;
            headers.push(h);
            mark[hb] = true;
            let mut members = vec![hb as u32];
            let mut stack = latches;
            while let Some(b) = stack.pop() {
                let bi = b as usize;
                if mark[bi] || !dom.is_reachable(Block::from_index(b)) {
                    continue;
                }
                mark[bi] = true;
                members.push(b);
                stack.extend(preds[bi].iter().copied());
            }
            for &b in &members {
                mark[b as usize] = false;
            }
            bodies.push(members);
        }
        if bodies.is_empty() {
            return None;
        }
        // Loops in reverse post-order of their headers: an enclosing loop's header comes
        // before those of the loops inside it, so each block's list is outermost first.
        let mut containing: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (k, body) in bodies.iter().enumerate() {
            for &b in body {
                containing[b as usize].push(k as u32);
            }
        }
        Some(FunctionLoops { dom, header, containing, headers, count: bodies.len() })
    }

    /// The header number of `b`, when `b` heads a loop.
    pub fn header(&self, b: Block) -> Option<usize> {
        self.header.get(b.index()).filter(|&&h| h != NONE).map(|&h| h as usize)
    }

    /// Whether the edge `from → to` (to a header) goes round the loop again.
    pub fn is_back_edge(&self, from: Block, to: Block) -> bool {
        self.dom.dominates(to, from)
    }

    /// The block heading loop number `h`.
    pub fn header_block(&self, h: u32) -> Option<Block> {
        self.headers.get(h as usize).copied()
    }

    /// The header numbers of the loops around `b`, outermost first.
    pub fn around(&self, b: Block) -> &[u32] {
        self.containing.get(b.index()).map(Vec::as_slice).unwrap_or(&[])
    }
}
