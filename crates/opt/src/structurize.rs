//! The structurizer: turns a function's reducible CFG into a tree of structured regions
//! that a backend walks instead of the CFG — sequences, `if`/`else`, `switch`, loops
//! left by `break` and re-entered by `continue`, and scopes (a forward branch target:
//! `break` to a scope goes to the code right after it). Every branch of the CFG appears
//! in the tree exactly once as a jump that names its edge, so the backend emits the
//! target's phi copies there; every reachable block's instructions appear exactly once.
//!
//! The construction is the dominator-tree method of Ramsey's "Beyond Relooper" (2022):
//! a block's dominator-tree children that are *merge* blocks (two or more forward edges
//! enter them) follow it in order, each after a scope its branches break out of; a
//! child reached by one forward edge is placed inline where that edge is taken; a loop
//! header wraps what it dominates inside its loop in a loop. Unlike Ramsey's method, a
//! loop's exits are placed after the loop (behind a scope the loop breaks out of), not
//! inside the loop body: threads that leave a loop in different iterations meet again
//! after it, which is what SIMD-group operations and barriers there require. Only back edges (to a block that
//! dominates their source) may go backward in reverse post-order: any other retreating
//! edge makes the CFG irreducible and is reported. Unreachable blocks are left out.

use crate::dominators::{natural_loops, Cfg, Dominators};
use gpu_ir::{Block, ConstId, Function, Module, Op, Value};
use std::fmt::Write;

/// How nested the tree may get (scopes, loops and branches) before the function is
/// refused; bounds the recursion on untrusted input. Real kernels stay far below (the
/// deepest tree in the mlx corpus nests 36 levels).
pub const MAX_DEPTH: usize = 1000;

/// Functions whose recursion could take more frames than this (bound computed from the
/// dominator tree, [`frame_bound`]) are structurized on a thread with a stack of
/// [`BIG_STACK`] bytes, which [`MAX_DEPTH`] levels of recursion fit in; the others run on
/// the caller's stack (a debug build's test thread, 2 MiB, has run 750 of them).
/// Spawning costs more than structurizing a typical function, so it is kept for the few
/// that need it.
const INLINE_FRAMES: usize = 400;
const BIG_STACK: usize = 256 << 20;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StructurizeError {
    #[error("function `{function}`: the CFG is irreducible: the edge from block {from} to block {to} enters a loop that block {to} does not dominate")]
    Irreducible { function: String, from: usize, to: usize },
    #[error("function `{function}`: control flow nests deeper than {MAX_DEPTH} levels")]
    TooDeep { function: String },
    #[error("function `{function}`: block {block} has no terminator")]
    Malformed { function: String, block: usize },
    #[error("function `{function}` has no body")]
    Declaration { function: String },
}

/// How a jump continues after the target's phis are assigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    /// The target's code follows the jump in the same sequence.
    Enter,
    /// Leaves the enclosing `Scope` whose `next` is the target; the target's code follows
    /// that scope.
    Break,
    /// Goes back to the start of the enclosing `Loop` whose header is the target.
    Continue,
}

/// A structured region.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// The block's instructions except its terminator (its phis have been assigned by the
    /// jump that entered it).
    Code(Block),
    /// The conditional branch ending `block`: each arm starts with the jump of its edge.
    If {
        block: Block,
        cond: Value,
        then: Vec<Node>,
        otherwise: Vec<Node>,
    },
    /// The switch ending `block`: one arm per case, in order, then the default.
    Switch {
        block: Block,
        value: Value,
        cases: Vec<(ConstId, Vec<Node>)>,
        default: Vec<Node>,
    },
    /// Runs `body` repeatedly: `continue header` starts it again; the loop is left only by
    /// a `break` to an enclosing scope, a return or `unreachable` (the body never falls
    /// off its end).
    Loop {
        header: Block,
        body: Vec<Node>,
    },
    /// Runs `body`; a `break next` inside it continues right after the scope, where the
    /// code of `next` follows (the body never falls off its end either).
    Scope {
        next: Block,
        body: Vec<Node>,
    },
    /// The CFG edge `from → to` is taken.
    Jump {
        from: Block,
        to: Block,
        kind: Jump,
    },
    Return {
        block: Block,
        value: Option<Value>,
    },
    Unreachable {
        block: Block,
    },
}

/// The structured form of one function.
#[derive(Clone, Debug, PartialEq)]
pub struct Structured {
    pub body: Vec<Node>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Loop(u32),
    Scope(u32),
    Branch,
}

struct S<'a> {
    f: &'a Function,
    cfg: Cfg,
    dom: Dominators,
    ctx: Vec<Ctx>,
    /// Blocks placed right after a loop (loop exits), by the loop's header, in reverse
    /// post-order.
    followers: Vec<Vec<u32>>,
    /// Whether a block is such a loop exit.
    exit: Vec<bool>,
}

impl S<'_> {
    fn rpo(&self, b: u32) -> u32 {
        self.dom.rpo_index[b as usize]
    }
    fn is_back(&self, from: u32, to: u32) -> bool {
        self.rpo(to) <= self.rpo(from)
    }
    fn forward_in_edges(&self, b: u32) -> usize {
        self.cfg.preds[b as usize]
            .iter()
            .filter(|&&p| self.dom.is_reachable(p) && !self.is_back(p, b))
            .count()
    }
    fn is_merge(&self, b: u32) -> bool {
        self.forward_in_edges(b) >= 2
    }
    /// Whether branches to `b` break out of a scope (rather than enter `b` inline).
    fn is_break_target(&self, b: u32) -> bool {
        self.exit[b as usize] || self.is_merge(b)
    }
    fn is_loop_header(&self, b: u32) -> bool {
        self.cfg.preds[b as usize].iter().any(|&p| self.dom.is_reachable(p) && self.is_back(p, b))
    }
    fn too_deep(&self) -> StructurizeError {
        StructurizeError::TooDeep { function: self.f.name.clone() }
    }

    fn do_tree(&mut self, x: u32, depth: usize) -> Result<Vec<Node>, StructurizeError> {
        if depth > MAX_DEPTH || self.ctx.len() > MAX_DEPTH {
            return Err(self.too_deep());
        }
        let mut out = Vec::new();
        let mut x = x;
        loop {
            let merges: Vec<u32> = self.dom.children[x as usize]
                .iter()
                .copied()
                .filter(|&c| self.is_merge(c) && !self.exit[c as usize])
                .collect();
            if self.is_loop_header(x) {
                let followers = self.followers[x as usize].clone();
                let Some((&last, rest)) = followers.split_last() else {
                    out.push(self.loop_of(x, &merges, depth)?);
                    return Ok(out);
                };
                // The loop's exits follow it, each after a scope the loop breaks out of,
                // so the threads that leave the loop meet again after it.
                self.ctx.push(Ctx::Scope(last));
                let body = self.loop_within(x, &merges, rest, depth + 1)?;
                self.ctx.pop();
                out.push(Node::Scope { next: Block::from_index(last), body });
                x = last;
                continue;
            }
            if let Some((&last, rest)) = merges.split_last() {
                self.ctx.push(Ctx::Scope(last));
                let body = self.node_within(x, rest, depth + 1)?;
                self.ctx.pop();
                out.push(Node::Scope { next: Block::from_index(last), body });
                // The merge block follows in this same sequence (no recursion, so long
                // chains of if-statements do not deepen the stack).
                x = last;
                continue;
            }
            // A plain branch into a block entered only from here also continues the
            // sequence.
            let term = self.terminator(x)?;
            if let Op::Br { dest } = term {
                let t = dest.index() as u32;
                if (t as usize) < self.cfg.len() && !self.is_back(x, t) && !self.is_break_target(t) {
                    out.push(Node::Code(Block::from_index(x)));
                    out.push(Node::Jump { from: Block::from_index(x), to: *dest, kind: Jump::Enter });
                    x = t;
                    continue;
                }
            }
            out.extend(self.code_of(x, depth)?);
            return Ok(out);
        }
    }

    /// The loop headed by `x`.
    fn loop_of(&mut self, x: u32, merges: &[u32], depth: usize) -> Result<Node, StructurizeError> {
        self.ctx.push(Ctx::Loop(x));
        let body = self.node_within(x, merges, depth + 1)?;
        self.ctx.pop();
        Ok(Node::Loop { header: Block::from_index(x), body })
    }

    /// The loop headed by `x` inside nested scopes for its exits `fs` (sorted by reverse
    /// post-order), each followed by its own tree.
    fn loop_within(
        &mut self,
        x: u32,
        merges: &[u32],
        fs: &[u32],
        depth: usize,
    ) -> Result<Vec<Node>, StructurizeError> {
        if depth > MAX_DEPTH {
            return Err(self.too_deep());
        }
        let Some((&last, rest)) = fs.split_last() else { return Ok(vec![self.loop_of(x, merges, depth)?]) };
        self.ctx.push(Ctx::Scope(last));
        let body = self.loop_within(x, merges, rest, depth + 1)?;
        self.ctx.pop();
        let mut out = vec![Node::Scope { next: Block::from_index(last), body }];
        out.extend(self.do_tree(last, depth + 1)?);
        Ok(out)
    }

    /// `x`'s code inside nested scopes for the merge children `ys` (sorted by reverse
    /// post-order), each followed by its own tree.
    fn node_within(&mut self, x: u32, ys: &[u32], depth: usize) -> Result<Vec<Node>, StructurizeError> {
        if depth > MAX_DEPTH {
            return Err(self.too_deep());
        }
        let Some((&last, rest)) = ys.split_last() else { return self.code_of(x, depth) };
        self.ctx.push(Ctx::Scope(last));
        let body = self.node_within(x, rest, depth + 1)?;
        self.ctx.pop();
        let mut out = vec![Node::Scope { next: Block::from_index(last), body }];
        out.extend(self.do_tree(last, depth + 1)?);
        Ok(out)
    }

    fn terminator(&self, x: u32) -> Result<&Op, StructurizeError> {
        let b = Block::from_index(x);
        self.f.blocks[b]
            .insts
            .last()
            .map(|&i| &self.f.insts[i].op)
            .filter(|op| op.is_terminator())
            .ok_or(StructurizeError::Malformed { function: self.f.name.clone(), block: x as usize })
    }

    fn code_of(&mut self, x: u32, depth: usize) -> Result<Vec<Node>, StructurizeError> {
        let b = Block::from_index(x);
        let mut out = vec![Node::Code(b)];
        let term = self.terminator(x)?.clone();
        match term {
            Op::Br { dest } => out.extend(self.branch(x, dest, depth)?),
            Op::CondBr { cond, then, otherwise } => {
                self.ctx.push(Ctx::Branch);
                let t = self.branch(x, then, depth)?;
                let o = self.branch(x, otherwise, depth)?;
                self.ctx.pop();
                out.push(Node::If { block: b, cond, then: t, otherwise: o });
            }
            Op::Switch { value, default, cases } => {
                self.ctx.push(Ctx::Branch);
                let mut arms = Vec::with_capacity(cases.len());
                for (c, target) in cases {
                    arms.push((c, self.branch(x, target, depth)?));
                }
                let d = self.branch(x, default, depth)?;
                self.ctx.pop();
                out.push(Node::Switch { block: b, value, cases: arms, default: d });
            }
            Op::Ret { value } => out.push(Node::Return { block: b, value }),
            _ => out.push(Node::Unreachable { block: b }),
        }
        Ok(out)
    }

    fn branch(&mut self, from: u32, to: Block, depth: usize) -> Result<Vec<Node>, StructurizeError> {
        let t = to.index() as u32;
        let fb = Block::from_index(from);
        let lost = || StructurizeError::Irreducible {
            function: self.f.name.clone(),
            from: from as usize,
            to: t as usize,
        };
        if self.is_back(from, t) {
            if !self.ctx.contains(&Ctx::Loop(t)) {
                return Err(lost());
            }
            return Ok(vec![Node::Jump { from: fb, to, kind: Jump::Continue }]);
        }
        if self.is_break_target(t) {
            if !self.ctx.contains(&Ctx::Scope(t)) {
                return Err(lost());
            }
            return Ok(vec![Node::Jump { from: fb, to, kind: Jump::Break }]);
        }
        let mut out = vec![Node::Jump { from: fb, to, kind: Jump::Enter }];
        out.extend(self.do_tree(t, depth + 1)?);
        Ok(out)
    }
}

/// Structurizes `f`'s reachable blocks.
pub fn structurize(f: &Function) -> Result<Structured, StructurizeError> {
    if f.is_declaration() {
        return Err(StructurizeError::Declaration { function: f.name.clone() });
    }
    let cfg = Cfg::new(f);
    let dom = Dominators::of(&cfg);
    // Reducibility: every retreating edge must be a back edge.
    for &b in &dom.rpo {
        for &s in &cfg.succs[b as usize] {
            if dom.rpo_index[s as usize] <= dom.rpo_index[b as usize] && !dom.dominates(s, b) {
                return Err(StructurizeError::Irreducible {
                    function: f.name.clone(),
                    from: b as usize,
                    to: s as usize,
                });
            }
        }
    }
    let (followers, exit) = loop_exits(&cfg, &dom);
    let inline = frame_bound(&dom, &followers) <= INLINE_FRAMES;
    let run = move || {
        let mut s = S { f, cfg, dom, ctx: Vec::new(), followers, exit };
        s.do_tree(0, 0).map(|body| Structured { body })
    };
    if inline {
        return run();
    }
    std::thread::scope(|scope| {
        match std::thread::Builder::new().stack_size(BIG_STACK).spawn_scoped(scope, run) {
            Ok(h) => h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
            // No thread to be had: refuse rather than risk the caller's stack.
            Err(_) => Err(StructurizeError::TooDeep { function: f.name.clone() }),
        }
    })
}

/// An upper bound on the structurizer's recursion, in frames: each recursive step moves
/// down the dominator tree, and at a block `x` it takes at most a few frames plus one per
/// merge child and loop exit placed at `x`.
fn frame_bound(dom: &Dominators, followers: &[Vec<u32>]) -> usize {
    let mut bound = vec![0usize; dom.idom.len()];
    for &x in dom.rpo.iter().rev() {
        let below = dom.children[x as usize].iter().map(|&c| bound[c as usize]).max().unwrap_or(0);
        bound[x as usize] =
            4 + dom.children[x as usize].len() + followers.get(x as usize).map_or(0, Vec::len) + below;
    }
    dom.rpo.first().map_or(0, |&r| bound[r as usize])
}

/// Where loop exits go: a block outside a loop whose immediate dominator is inside it is
/// placed right after the outermost loop it leaves (the loop's header gets it as a
/// follower), instead of inside the loop's body where its dominator is.
fn loop_exits(cfg: &Cfg, dom: &Dominators) -> (Vec<Vec<u32>>, Vec<bool>) {
    let n = cfg.len();
    let loops = natural_loops(cfg, dom);
    let mut loop_at = vec![usize::MAX; n];
    for (l, (h, _)) in loops.iter().enumerate() {
        loop_at[*h as usize] = l;
    }
    let contains = |l: usize, b: u32| {
        let body = &loops[l].1;
        body.first() == Some(&b) || body[1..].binary_search(&b).is_ok()
    };
    // Innermost loop of each block, and the loop enclosing each loop (headers come in
    // reverse post-order, outer loops first, so inner loops overwrite).
    let mut innermost = vec![usize::MAX; n];
    let mut parent = vec![usize::MAX; loops.len()];
    for (l, (h, body)) in loops.iter().enumerate() {
        for &b in body {
            innermost[b as usize] = l;
            let inner = loop_at[b as usize];
            if b != *h && inner != usize::MAX {
                parent[inner] = l;
            }
        }
    }
    let mut followers = vec![Vec::new(); n];
    let mut exit = vec![false; n];
    for &m in dom.rpo.iter().skip(1) {
        let p = dom.idom[m as usize];
        let mut l = innermost[p as usize];
        let mut left = usize::MAX;
        while l != usize::MAX && !contains(l, m) {
            left = l;
            l = parent[l];
        }
        if left != usize::MAX {
            exit[m as usize] = true;
            followers[loops[left].0 as usize].push(m);
        }
    }
    (followers, exit)
}

/// Printed names of blocks and values, numbered as the IR printer numbers them.
#[derive(Clone, Debug)]
pub struct Names {
    blocks: Vec<String>,
    insts: Vec<String>,
    args: Vec<String>,
}

impl Names {
    /// Parameters, blocks and unnamed results numbered in one sequence, as LLVM does.
    pub fn new(m: &Module, f: &Function) -> Names {
        let void = m.types.iter().find(|(_, t)| matches!(t, gpu_ir::TypeInner::Void)).map(|(t, _)| t);
        let mut n = 0usize;
        let mut next = |name: &Option<String>| match name {
            Some(s) => format!("%{}", gpu_ir::print::quote_name(s)),
            None => {
                n += 1;
                format!("%{}", n - 1)
            }
        };
        let args = f.params.iter().map(|p| next(&p.name)).collect();
        let mut blocks = vec![String::new(); f.blocks.len()];
        let mut insts = vec![String::new(); f.insts.len()];
        for (b, data) in f.blocks.iter() {
            blocks[b.index()] = next(&data.name);
            for &i in &data.insts {
                let d = &f.insts[i];
                if Some(d.ty) != void {
                    insts[i.index()] = next(&d.name);
                }
            }
        }
        Names { blocks, insts, args }
    }

    pub fn block(&self, b: Block) -> &str {
        self.blocks.get(b.index()).map(String::as_str).unwrap_or("%?")
    }

    pub fn value(&self, m: &Module, v: Value) -> String {
        match v {
            Value::Inst(i) => self.insts.get(i.index()).cloned().unwrap_or_else(|| "%?".into()),
            Value::Arg(a) => self.args.get(a as usize).cloned().unwrap_or_else(|| "%?".into()),
            Value::Const(c) => const_text(m, c),
        }
    }
}

fn const_text(m: &Module, c: ConstId) -> String {
    match m.constants.get(c) {
        Some(gpu_ir::ConstantData::Int { ty, bits }) => {
            let w = m.types.int_bits(*ty).unwrap_or(64);
            if w == 1 {
                (if *bits & 1 == 1 { "true" } else { "false" }).into()
            } else {
                gpu_ir::print::signed(*bits, w).to_string()
            }
        }
        Some(gpu_ir::ConstantData::Undef(_)) => "undef".into(),
        Some(gpu_ir::ConstantData::Poison(_)) => "poison".into(),
        _ => "<constant>".into(),
    }
}

impl Structured {
    /// The tree as text, one node a line (docs/opt.md describes the format).
    pub fn to_text(&self, m: &Module, f: &Function) -> String {
        let names = Names::new(m, f);
        let mut s = format!("structured @{} {{\n", gpu_ir::print::quote_name(&f.name));
        print_seq(&mut s, m, &names, &self.body, 1);
        s.push_str("}\n");
        s
    }

    /// Checks the tree against `f`'s CFG: every reachable block's code appears once, every
    /// edge out of a reachable block appears once as a jump from that block (as many times
    /// as the terminator names it), and jumps only appear right after the code or the
    /// branch of their source block. Backends may rely on what this checks.
    pub fn check(&self, f: &Function) -> Result<(), String> {
        let cfg = Cfg::new(f);
        let dom = Dominators::of(&cfg);
        let mut code = vec![0u32; f.blocks.len()];
        let mut edges: std::collections::BTreeMap<(u32, u32), i64> = std::collections::BTreeMap::new();
        for &b in &dom.rpo {
            for &s in &cfg.succs[b as usize] {
                *edges.entry((b, s)).or_default() += 1;
            }
        }
        let mut stack: Vec<&Node> = self.body.iter().rev().collect();
        while let Some(n) = stack.pop() {
            match n {
                Node::Code(b) => code[b.index()] += 1,
                Node::Jump { from, to, .. } => {
                    *edges.entry((from.index() as u32, to.index() as u32)).or_default() -= 1;
                }
                Node::If { then, otherwise, .. } => stack.extend(then.iter().chain(otherwise).rev()),
                Node::Switch { cases, default, .. } => {
                    stack.extend(cases.iter().flat_map(|c| c.1.iter()).chain(default).rev())
                }
                Node::Loop { body, .. } | Node::Scope { body, .. } => stack.extend(body.iter().rev()),
                Node::Return { .. } | Node::Unreachable { .. } => {}
            }
        }
        for &b in &dom.rpo {
            if code[b as usize] != 1 {
                return Err(format!("block {b} appears {} times", code[b as usize]));
            }
        }
        if let Some(((a, b), n)) = edges.iter().find(|e| *e.1 != 0) {
            return Err(format!("edge {a} -> {b} is missing from the tree ({n} unaccounted)"));
        }
        Ok(())
    }
}

fn indent(s: &mut String, depth: usize) {
    for _ in 0..depth {
        s.push_str("  ");
    }
}

fn print_seq(s: &mut String, m: &Module, names: &Names, seq: &[Node], depth: usize) {
    for n in seq {
        indent(s, depth);
        match n {
            Node::Code(b) => {
                let _ = writeln!(s, "code {}", names.block(*b));
            }
            Node::Jump { to, kind, .. } => {
                let word = match kind {
                    Jump::Enter => "enter",
                    Jump::Break => "break",
                    Jump::Continue => "continue",
                };
                let _ = writeln!(s, "{word} {}", names.block(*to));
            }
            Node::If { cond, then, otherwise, .. } => {
                let _ = writeln!(s, "if {} {{", names.value(m, *cond));
                print_seq(s, m, names, then, depth + 1);
                indent(s, depth);
                s.push_str("} else {\n");
                print_seq(s, m, names, otherwise, depth + 1);
                indent(s, depth);
                s.push_str("}\n");
            }
            Node::Switch { value, cases, default, .. } => {
                let _ = writeln!(s, "switch {} {{", names.value(m, *value));
                for (c, arm) in cases {
                    indent(s, depth);
                    let _ = writeln!(s, "case {}:", const_text(m, *c));
                    print_seq(s, m, names, arm, depth + 1);
                }
                indent(s, depth);
                s.push_str("default:\n");
                print_seq(s, m, names, default, depth + 1);
                indent(s, depth);
                s.push_str("}\n");
            }
            Node::Loop { header, body } => {
                let _ = writeln!(s, "loop {} {{", names.block(*header));
                print_seq(s, m, names, body, depth + 1);
                indent(s, depth);
                s.push_str("}\n");
            }
            Node::Scope { next, body } => {
                let _ = writeln!(s, "scope {} {{", names.block(*next));
                print_seq(s, m, names, body, depth + 1);
                indent(s, depth);
                s.push_str("}\n");
            }
            Node::Return { value, .. } => match value {
                Some(v) => {
                    let _ = writeln!(s, "return {}", names.value(m, *v));
                }
                None => s.push_str("return\n"),
            },
            Node::Unreachable { .. } => s.push_str("unreachable\n"),
        }
    }
}
