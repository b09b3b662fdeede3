//! Control-flow analyses the passes share: the CFG as dense adjacency lists, reverse
//! post-order, dominator and post-dominator trees (Cooper, Harvey & Kennedy's iterative
//! method, on any graph with a root, so the post-dominator tree is the same computation on
//! the reversed CFG with a virtual exit), dominance frontiers, and natural loops. Every
//! walk is iterative: bitcode is untrusted and a CFG may be arbitrarily deep.

use gpu_ir::{Block, Function};

/// Marks "no node" in the dense tables.
pub const NONE: u32 = u32::MAX;

/// A function's CFG by block index: successors and predecessors, one entry per edge (a
/// conditional branch with both targets equal gives two).
#[derive(Clone, Debug)]
pub struct Cfg {
    pub succs: Vec<Vec<u32>>,
    pub preds: Vec<Vec<u32>>,
}

impl Cfg {
    pub fn new(f: &Function) -> Cfg {
        let n = f.blocks.len();
        let mut succs = vec![Vec::new(); n];
        let mut preds = vec![Vec::new(); n];
        for (b, data) in f.blocks.iter() {
            if let Some(d) = data.insts.last().and_then(|&i| f.insts.get(i)) {
                d.op.for_each_successor(|s| {
                    if s.index() < n {
                        succs[b.index()].push(s.index() as u32);
                        preds[s.index()].push(b.index() as u32);
                    }
                });
            }
        }
        Cfg { succs, preds }
    }

    pub fn len(&self) -> usize {
        self.succs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.succs.is_empty()
    }
}

/// A dominator tree over nodes `0..n` of a graph given by successor lists.
#[derive(Clone, Debug)]
pub struct Dominators {
    /// Reachable nodes in reverse post-order, the root first.
    pub rpo: Vec<u32>,
    /// Position of each node in `rpo`; `NONE` when unreachable.
    pub rpo_index: Vec<u32>,
    /// Immediate dominator (the root's is itself); `NONE` when unreachable.
    pub idom: Vec<u32>,
    /// Children in the tree, in reverse post-order.
    pub children: Vec<Vec<u32>>,
    pre: Vec<u32>,
    post: Vec<u32>,
}

impl Dominators {
    /// The tree of `succs` from `root`; `preds` must be the same graph reversed.
    pub fn compute(succs: &[Vec<u32>], preds: &[Vec<u32>], root: u32) -> Dominators {
        let n = succs.len();
        let rpo = reverse_post_order(succs, root);
        let mut rpo_index = vec![NONE; n];
        for (k, &b) in rpo.iter().enumerate() {
            rpo_index[b as usize] = k as u32;
        }
        let mut idom = vec![NONE; n];
        if n > 0 && (root as usize) < n {
            idom[root as usize] = root;
        }
        let intersect = |idom: &[u32], mut a: u32, mut b: u32| {
            while a != b {
                while rpo_index[a as usize] > rpo_index[b as usize] {
                    a = idom[a as usize];
                }
                while rpo_index[b as usize] > rpo_index[a as usize] {
                    b = idom[b as usize];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new = NONE;
                for &p in &preds[b as usize] {
                    if idom[p as usize] == NONE {
                        continue;
                    }
                    new = if new == NONE { p } else { intersect(&idom, p, new) };
                }
                if new != NONE && idom[b as usize] != new {
                    idom[b as usize] = new;
                    changed = true;
                }
            }
        }
        let mut children = vec![Vec::new(); n];
        for &b in rpo.iter().skip(1) {
            children[idom[b as usize] as usize].push(b);
        }
        // Pre/post numbers of the tree give O(1) dominance queries.
        let (mut pre, mut post) = (vec![0; n], vec![0; n]);
        if !rpo.is_empty() {
            let mut counter = 0u32;
            let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
            pre[root as usize] = counter;
            counter += 1;
            while let Some(top) = stack.last_mut() {
                let (b, i) = *top;
                if let Some(&c) = children[b as usize].get(i) {
                    top.1 += 1;
                    pre[c as usize] = counter;
                    counter += 1;
                    stack.push((c, 0));
                } else {
                    post[b as usize] = counter;
                    counter += 1;
                    stack.pop();
                }
            }
        }
        Dominators { rpo, rpo_index, idom, children, pre, post }
    }

    /// The dominator tree of a function's CFG from its entry.
    pub fn of(cfg: &Cfg) -> Dominators {
        Dominators::compute(&cfg.succs, &cfg.preds, 0)
    }

    pub fn is_reachable(&self, b: u32) -> bool {
        self.idom.get(b as usize).is_some_and(|&d| d != NONE)
    }

    /// Whether `a` dominates `b` (every node dominates itself).
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        self.is_reachable(a)
            && self.is_reachable(b)
            && self.pre[a as usize] <= self.pre[b as usize]
            && self.post[b as usize] <= self.post[a as usize]
    }

    /// Dominance frontier of every node (sorted, deduplicated).
    pub fn frontiers(&self, preds: &[Vec<u32>]) -> Vec<Vec<u32>> {
        let n = self.idom.len();
        let mut df: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in &self.rpo {
            let ps: Vec<u32> = preds[b as usize].iter().copied().filter(|&p| self.is_reachable(p)).collect();
            if ps.len() < 2 {
                continue;
            }
            for p in ps {
                let mut runner = p;
                while runner != self.idom[b as usize] {
                    df[runner as usize].push(b);
                    if runner == self.idom[runner as usize] {
                        break;
                    }
                    runner = self.idom[runner as usize];
                }
            }
        }
        for d in &mut df {
            d.sort_unstable();
            d.dedup();
        }
        df
    }
}

/// Reverse post-order of the nodes reachable from `root`, by an explicit DFS that visits
/// successors in order.
pub fn reverse_post_order(succs: &[Vec<u32>], root: u32) -> Vec<u32> {
    let n = succs.len();
    if root as usize >= n {
        return Vec::new();
    }
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
    seen[root as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(&s) = succs[b as usize].get(i) {
            top.1 += 1;
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The post-dominator tree of a function: nodes `0..n` are its blocks and node `n` is a
/// virtual exit that every block without successors (return, unreachable) leads to. Blocks
/// that cannot reach an exit (endless loops) are given an edge to the virtual exit from
/// each such loop's first block in reverse post-order, so every block has a post-dominator.
pub fn post_dominators(cfg: &Cfg) -> Dominators {
    let n = cfg.len();
    let exit = n as u32;
    // Reversed graph: successors of the reversed graph are the CFG's predecessors.
    let mut rsuccs: Vec<Vec<u32>> = cfg.preds.clone();
    let mut rpreds: Vec<Vec<u32>> = cfg.succs.clone();
    rsuccs.push(Vec::new());
    rpreds.push(Vec::new());
    for (b, s) in cfg.succs.iter().enumerate() {
        if s.is_empty() {
            rsuccs[n].push(b as u32);
            rpreds[b].push(exit);
        }
    }
    // Blocks that reach no exit get a virtual edge, one endless loop at a time (the
    // last such block in reverse post-order lies in a loop no other such block follows).
    // Blocks unreachable from the entry are left out: no pass asks about them.
    let forward = reverse_post_order(&cfg.succs, 0);
    loop {
        let reach = reverse_post_order(&rsuccs, exit);
        let mut seen = vec![false; n + 1];
        for &b in &reach {
            seen[b as usize] = true;
        }
        let Some(&b) = forward.iter().rev().find(|&&b| !seen[b as usize]) else {
            break;
        };
        rsuccs[n].push(b);
        rpreds[b as usize].push(exit);
    }
    Dominators::compute(&rsuccs, &rpreds, exit)
}

/// Natural loops: for each loop header, the blocks of its loop (header first, the rest
/// sorted). A header is the target of a back edge (an edge whose target dominates its
/// source); loops sharing a header are one loop.
pub fn natural_loops(cfg: &Cfg, dom: &Dominators) -> Vec<(u32, Vec<u32>)> {
    let mut loops = Vec::new();
    // Membership marks, cleared after each loop: a loop costs its own size, not the
    // function's.
    let mut body = vec![false; cfg.len()];
    for &h in &dom.rpo {
        let latches: Vec<u32> =
            cfg.preds[h as usize].iter().copied().filter(|&p| dom.dominates(h, p)).collect();
        if latches.is_empty() {
            continue;
        }
        body[h as usize] = true;
        let mut members = vec![h];
        let mut stack = latches;
        while let Some(b) = stack.pop() {
            if body[b as usize] || !dom.is_reachable(b) {
                continue;
            }
            body[b as usize] = true;
            members.push(b);
            stack.extend(cfg.preds[b as usize].iter().copied());
        }
        for &b in &members {
            body[b as usize] = false;
        }
        members[1..].sort_unstable();
        loops.push((h, members));
    }
    loops
}

/// Block handle of a node index.
pub fn block(i: u32) -> Block {
    Block::from_index(i)
}
