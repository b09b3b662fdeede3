//! The structured selection: kernels with SIMD-group or quad operations are emitted by
//! walking the structurizer's region tree (`opt::structurize`) while every lane carries
//! its *structured active mask* — the lanes of its SIMD-group that Metal (and the
//! interpreter) consider active at that point — in a register, which becomes the member
//! mask of every warp-wide instruction (`shfl.sync`, `vote.sync`, `redux.sync`,
//! `match.sync`, `bar.warp.sync`). The masks never depend on which lanes the hardware
//! happens to have converged (`activemask`): docs/abi-ptx.md, "Convergence", gives the
//! scheme and why each `.sync` is legal.
//!
//! In short: the mask starts as the warp's existing lanes; a divergent `if`/`switch`
//! narrows it per arm with a ballot (`match.any` for a switch) over the mask before the
//! branch; every construct (scope, loop iteration) has one *join* where all the lanes
//! that entered it gather — lanes leaving for an outer target (a `break` further out, a
//! `continue` of an outer loop, a `return`) pass through each join on the way, with the
//! target in a second register — and the join's ballot over the entry mask gives the
//! lanes that go on after the construct (or into the next iteration).

use super::{unsupported, Body, Class, Isel, Reg, SelError, R};
use gpu_ir::{Block, Inst};
use opt::structurize::{Jump, Node};
use opt::uniformity::Uniformity;
use std::collections::BTreeSet;

/// The target number of the kernel's exit (a `return`); constructs count from 1.
const EXIT: u32 = 0;

/// Where a jump goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Scope(Block),
    Loop(Block),
    Exit,
}

/// One enclosing construct while its body is selected.
#[derive(Debug)]
struct Construct {
    target: Target,
    id: u32,
    /// Where every lane that entered the construct (for a loop: the iteration) gathers.
    join: String,
    /// How its join works out ([`JoinKind::Divergent`] joins may not be skipped).
    how: JoinKind,
    /// The entry mask (for a loop: the iteration's).
    mask: Reg,
    /// A loop's first instruction, where a `continue` may go directly.
    head: Option<String>,
}

/// The state of the structured selection.
#[derive(Debug)]
pub struct MaskState {
    /// The calling lane's structured active mask.
    pub am: Reg,
    /// Where a lane on its way out of constructs is going: a construct's id or [`EXIT`].
    tgt: Reg,
    /// The lanes the SIMD-group's threads occupy (the entry mask, never narrowed).
    pub occupied: Reg,
    stack: Vec<Construct>,
    next_id: u32,
    uni: Uniformity,
    exit: String,
    /// Blocks with SIMD-group or quad operations (uses of `am`).
    warp_blocks: BTreeSet<Block>,
}

/// How the lanes leave a construct's body, for its join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum JoinKind {
    /// Every lane that entered comes back to this join for this construct (no jump
    /// leaves for anything further out): the mask after it is the entry mask.
    Closed,
    /// Every branch inside is uniform: all the lanes leave the same way, so the lanes
    /// going on are the entry mask or none — no ballot.
    Uniform,
    /// Lanes may leave in different ways: a ballot over the entry mask.
    Divergent,
}

impl Isel<'_> {
    /// Selects the kernel from its structured region tree with the structured active
    /// mask (module doc). Refuses kernels whose CFG the structurizer refuses
    /// (irreducible): their SIMD-group operations would have no defined lanes.
    pub fn run_structured(mut self, warp_blocks: &BTreeSet<Block>) -> R<Body> {
        let structured = opt::structurize::structurize(self.f).map_err(|e| SelError {
            feature: format!("SIMD-group operations in control flow without structure ({e})"),
            inst: None,
        })?;
        let seeds = opt::uniformity::seeds_from_metadata(self.m, self.fid);
        let uni = opt::uniformity::analyze(self.m, self.f, &seeds);
        let params = self.prologue()?;
        let am = self.reg(Class::B32);
        let tgt = self.reg(Class::B32);
        self.entry_mask(am);
        let occupied = self.reg(Class::B32);
        self.emit(format!("mov.b32 {occupied}, {am}"));
        self.emit(format!("mov.u32 {tgt}, {EXIT}"));
        let exit = self.label();
        self.mask = Some(MaskState {
            am,
            tgt,
            occupied,
            stack: Vec::new(),
            next_id: EXIT + 1,
            uni,
            exit: exit.clone(),
            warp_blocks: warp_blocks.clone(),
        });
        self.nodes(&structured.body)?;
        self.code.push_str(&format!("{exit}:\n"));
        self.emit("ret");
        Ok(self.finish(params))
    }

    /// The lanes of the calling lane's warp that exist: Metal's SIMD-group of 32
    /// consecutive linear thread indices, fewer in the last one of a threadgroup whose
    /// size is not a multiple of 32. Computed, not read with `activemask`, so it holds
    /// whether or not the warp is converged at the first instruction.
    fn entry_mask(&mut self, am: Reg) {
        let flat = self.flat_tid();
        let (x, y, z) = (self.sreg("%ntid.x"), self.sreg("%ntid.y"), self.sreg("%ntid.z"));
        let n = self.reg(Class::B32);
        self.emit(format!("mul.lo.u32 {n}, {x}, {y}"));
        self.emit(format!("mul.lo.u32 {n}, {n}, {z}"));
        let base = self.reg(Class::B32);
        self.emit(format!("and.b32 {base}, {flat}, -32"));
        let left = self.reg(Class::B32);
        self.emit(format!("sub.u32 {left}, {n}, {base}"));
        self.emit(format!("min.u32 {left}, {left}, 32"));
        // `shl` clamps shift amounts above 31 to 32 (giving 0), so 32 lanes give
        // 0 - 1 = all ones.
        let one = self.reg(Class::B32);
        self.emit(format!("mov.u32 {one}, 1"));
        self.emit(format!("shl.b32 {am}, {one}, {left}"));
        self.emit(format!("sub.u32 {am}, {am}, 1"));
    }

    fn state(&self) -> R<&MaskState> {
        match &self.mask {
            Some(s) => Ok(s),
            None => unsupported("structured selection without its state"),
        }
    }

    fn state_mut(&mut self) -> R<&mut MaskState> {
        match &mut self.mask {
            Some(s) => Ok(s),
            None => unsupported("structured selection without its state"),
        }
    }

    fn nodes(&mut self, nodes: &[Node]) -> R<()> {
        for (k, n) in nodes.iter().enumerate() {
            // After a scope, the code that follows in this sequence is where its join's
            // mask is used, if anywhere.
            let after = nodes.get(k + 1..).unwrap_or(&[]);
            self.node(n, after)?;
        }
        Ok(())
    }

    /// Whether `nodes` read the lane's mask before their lanes leave them: a SIMD-group
    /// or quad operation, or a ballot of a construct inside whose own mask is read.
    /// Lanes leave a sequence only by jumps to joins, which restore the mask from what
    /// they saved, so a mask that nothing reads may be left wider than exact.
    fn reads_mask(&self, nodes: &[Node]) -> R<bool> {
        let st = self.state()?;
        Ok(reads(nodes, &st.warp_blocks))
    }

    fn node(&mut self, n: &Node, after: &[Node]) -> R<()> {
        match n {
            Node::Code(b) => {
                let insts: Vec<Inst> = self.f.blocks.get(*b).map(|d| d.insts.clone()).unwrap_or_default();
                for i in insts {
                    let term = self.f.insts.get(i).is_some_and(|d| d.op.is_terminator());
                    if !term {
                        self.inst_described(*b, i)?;
                    }
                }
                Ok(())
            }
            Node::Jump { from, to, kind } => {
                self.edge_copies(*from, *to)?;
                match kind {
                    Jump::Enter => Ok(()),
                    Jump::Break => self.leave(Target::Scope(*to)),
                    Jump::Continue => self.leave(Target::Loop(*to)),
                }
            }
            Node::Return { value: None, .. } => self.leave(Target::Exit),
            Node::Return { value: Some(_), .. } => unsupported("kernels returning a value"),
            Node::Unreachable { .. } => {
                self.emit("trap");
                Ok(())
            }
            Node::If { block, cond, then, otherwise } => {
                if self.if_as_back_edge(*block, *cond, then, otherwise)? {
                    return Ok(());
                }
                let c = self.get1(*cond)?;
                let st = self.state()?;
                let (am, uniform) = (st.am, st.uni.branch_is_uniform(*block));
                // No ballot where neither arm reads the mask.
                let uniform = uniform || !(self.reads_mask(then)? || self.reads_mask(otherwise)?);
                let els = self.label();
                let taken = (!uniform).then(|| {
                    let t = self.reg(Class::B32);
                    self.emit(format!("vote.sync.ballot.b32 {t}, {c}, {am}"));
                    t
                });
                // The jump to the other arm as a positive predicate: `ptxas` does not
                // unroll a loop whose exit or back edge is a negated branch (`@!p bra`),
                // and every loop of a kernel with SIMD-group operations leaves through
                // such an `if` (docs/ptx-perf.md, softmax).
                match self.inverse_cond(*block, *cond)? {
                    Some(nc) => self.emit(format!("@{nc} bra {els}")),
                    None => self.emit(format!("@!{c} bra {els}")),
                }
                if let Some(t) = taken {
                    self.emit(format!("and.b32 {am}, {am}, {t}"));
                }
                self.nodes(then)?;
                self.code.push_str(&format!("{els}:\n"));
                if let Some(t) = taken {
                    let nt = self.reg(Class::B32);
                    self.emit(format!("not.b32 {nt}, {t}"));
                    self.emit(format!("and.b32 {am}, {am}, {nt}"));
                }
                self.nodes(otherwise)
            }
            Node::Switch { block, value, cases, default } => {
                let v = self.get1(*value)?;
                let k = self.kind(self.value_type(*value))?;
                let st = self.state()?;
                let (am, uniform) = (st.am, st.uni.branch_is_uniform(*block));
                let mut read = self.reads_mask(default)?;
                for (_, arm) in cases {
                    read = read || self.reads_mask(arm)?;
                }
                let uniform = uniform || !read;
                // The arm's number: the matching case (LLVM's cases are distinct), else
                // the default's, `cases.len()`.
                let arm = self.reg(Class::B32);
                self.emit(format!("mov.u32 {arm}, {}", cases.len()));
                for (n, (c, _)) in cases.iter().enumerate() {
                    let bits = match self.m.constants.get(*c) {
                        Some(gpu_ir::ConstantData::Int { bits, .. }) => *bits as u64,
                        _ => return unsupported("a switch on a non-integer constant"),
                    };
                    let p = self.cmp_imm(k, v, bits)?;
                    self.emit(format!("selp.b32 {arm}, {n}, {arm}, {p}"));
                }
                if !uniform {
                    // The lanes taking the same arm.
                    self.emit(format!("match.any.sync.b32 {am}, {arm}, {am}"));
                }
                for (n, (_, nodes)) in cases.iter().enumerate() {
                    let skip = self.label();
                    let p = self.reg(Class::Pred);
                    self.emit(format!("setp.ne.u32 {p}, {arm}, {n}"));
                    self.emit(format!("@{p} bra {skip}"));
                    self.nodes(nodes)?;
                    self.code.push_str(&format!("{skip}:\n"));
                }
                self.nodes(default)
            }
            Node::Scope { next, body } => {
                let target = Target::Scope(*next);
                let mut how = self.join_kind(target, body)?;
                if how == JoinKind::Divergent && !self.reads_mask(after)? {
                    // Nothing after the scope reads the mask: no ballot (the target test
                    // stays).
                    how = JoinKind::Uniform;
                }
                let (id, join, mask) = self.open(target, how, None)?;
                self.nodes(body)?;
                self.close()?;
                self.code.push_str(&format!("{join}:\n"));
                self.gather(id, mask, how)?;
                // The code of `next` follows in the enclosing sequence.
                Ok(())
            }
            Node::Loop { header, body } => {
                let target = Target::Loop(*header);
                let mut how = self.join_kind(target, body)?;
                if how == JoinKind::Divergent && !self.reads_mask(body)? {
                    // The iterations' masks are read nowhere (a loop never falls through to
                    // the code after it).
                    how = JoinKind::Uniform;
                }
                let head = self.label();
                let (id, join, mask) = self.open(target, how, Some(head.clone()))?;
                self.code.push_str(&format!("{head}:\n"));
                self.nodes(body)?;
                self.close()?;
                self.code.push_str(&format!("{join}:\n"));
                // `gather` sets both the iteration's mask and the lane's mask.
                self.gather(id, mask, how)?;
                self.emit(format!("bra {head}"));
                Ok(())
            }
        }
    }

    /// Enters a construct: its number, join label and entry-mask register (a copy of the
    /// current mask).
    fn open(&mut self, target: Target, how: JoinKind, head: Option<String>) -> R<(u32, String, Reg)> {
        let join = self.label();
        let mask = self.reg(Class::B32);
        let st = self.state_mut()?;
        let id = st.next_id;
        st.next_id += 1;
        let am = st.am;
        st.stack.push(Construct { target, id, join: join.clone(), how, mask, head });
        self.emit(format!("mov.b32 {mask}, {am}"));
        Ok((id, join, mask))
    }

    fn close(&mut self) -> R<()> {
        self.state_mut()?.stack.pop();
        Ok(())
    }

    /// A jump to `target`: the lane records it and goes to the innermost construct's
    /// join (all the lanes of that construct gather there; the join passes lanes bound
    /// further out on to the next join).
    ///
    /// Joins without a ballot ([`JoinKind::Closed`], [`JoinKind::Uniform`]) only pass
    /// such lanes on, so the jump skips them and goes to the first join that counts
    /// lanes or is the target's — and a `continue` of a loop whose join has no ballot
    /// goes straight to the loop's head with the iteration's mask. Code that reads no
    /// mask then keeps the plain loop shape of its CFG: `ptxas` finds trip counts,
    /// unrolls and keeps small private arrays in registers (the mlx block softmax bench
    /// lost 2.4× to `.local` traffic through the joins' target tests).
    fn leave(&mut self, target: Target) -> R<()> {
        let st = self.state()?;
        let (tgt, exit, am) = (st.tgt, st.exit.clone(), st.am);
        if st.stack.is_empty() {
            // Outside every construct only the kernel's exit can be the target.
            if target == Target::Exit {
                self.emit(format!("bra {exit}"));
                return Ok(());
            }
            return unsupported("a jump out of no enclosing region");
        }
        let id = match target {
            Target::Exit => EXIT,
            t => match st.stack.iter().rev().find(|c| c.target == t) {
                Some(c) => c.id,
                None => return unsupported("a jump to a region that does not enclose it"),
            },
        };
        // The first join on the way out that must see the lane, or the target itself.
        let mut to = exit;
        for c in st.stack.iter().rev() {
            if c.target == target || c.how == JoinKind::Divergent {
                to = c.join.clone();
                break;
            }
        }
        let head = self.continue_head(target)?;
        self.emit(format!("mov.u32 {tgt}, {id}"));
        if let Some((h, mask)) = head {
            // What the loop's join would do for this lane: the iteration's mask, the head.
            self.emit(format!("mov.b32 {am}, {mask}"));
            self.emit(format!("bra {h}"));
        } else {
            self.emit(format!("bra {to}"));
        }
        Ok(())
    }

    /// The join of construct `id` (already closed): the lanes bound for it go on with
    /// the mask of those among `mask` (the lanes that entered) that are; the others go on
    /// to the next join out, or the exit. For a loop, `mask` becomes the next iteration's.
    fn gather(&mut self, id: u32, mask: Reg, how: JoinKind) -> R<()> {
        let st = self.state()?;
        let (am, tgt) = (st.am, st.tgt);
        let outer = st.stack.last().map_or_else(|| st.exit.clone(), |c| c.join.clone());
        match how {
            JoinKind::Closed => {}
            JoinKind::Uniform | JoinKind::Divergent => {
                let here = self.reg(Class::Pred);
                self.emit(format!("setp.eq.u32 {here}, {tgt}, {id}"));
                if how == JoinKind::Divergent {
                    // Every lane of `mask` reaches this instruction exactly once per
                    // entry (iteration): the member mask is exact.
                    self.emit(format!("vote.sync.ballot.b32 {mask}, {here}, {mask}"));
                }
                // A positive predicate for the branch (see `Node::If`).
                let away = self.reg(Class::Pred);
                self.emit(format!("setp.ne.u32 {away}, {tgt}, {id}"));
                self.emit(format!("@{away} bra {outer}"));
            }
        }
        self.emit(format!("mov.b32 {am}, {mask}"));
        Ok(())
    }

    /// An `if` whose arms are only a `continue` of the loop around it (straight to its
    /// head, [`Self::continue_head`]) and a `break` or `return`: emitted as the loop's
    /// bottom test, the conditional branch itself jumping back to the head. `ptxas`
    /// unrolls a loop with branches inside only when the block that exits it is the one
    /// that jumps back (docs/abi-ptx.md, "Branch polarity"). So the continue edge's work
    /// (the header's phi copies, the target and the iteration's mask) comes before the
    /// branch, and the exit path first puts back what it overwrote: the header's phis
    /// (code after the loop may read them) and the lane's mask, from copies taken just
    /// before; then it takes its own edge as usual (its `leave` sets the target).
    /// `false` (nothing emitted) for any other `if`, or where the branch to the head
    /// would need a negated predicate.
    fn if_as_back_edge(
        &mut self,
        block: Block,
        cond: gpu_ir::Value,
        then: &[Node],
        otherwise: &[Node],
    ) -> R<bool> {
        let exits =
            |n: &Node| matches!(n, Node::Jump { kind: Jump::Break, .. } | Node::Return { value: None, .. });
        let (back_on_true, cont, exit) = match (then, otherwise) {
            ([c @ Node::Jump { kind: Jump::Continue, .. }], [e]) if exits(e) => (true, c, e),
            ([e], [c @ Node::Jump { kind: Jump::Continue, .. }]) if exits(e) => (false, c, e),
            _ => return Ok(false),
        };
        let Node::Jump { from: cfrom, to: header, .. } = cont else { return Ok(false) };
        let Some((head, mask)) = self.continue_head(Target::Loop(*header))? else { return Ok(false) };
        let st = self.state()?;
        let (tgt, am) = (st.tgt, st.am);
        let id = st.stack.iter().rev().find(|c| c.target == Target::Loop(*header)).map(|c| c.id);
        let Some(id) = id else { return unsupported("a continue of a loop that does not enclose it") };
        let Some(p) = self.cond_or_inverse(block, cond, back_on_true)? else { return Ok(false) };
        // What the continue edge overwrites and the exit path must see unchanged.
        let saved = self.save_and_copy(*cfrom, *header, &[am])?;
        self.emit(format!("mov.u32 {tgt}, {id}"));
        self.emit(format!("mov.b32 {am}, {mask}"));
        self.emit(format!("@{p} bra {head}"));
        self.restore(saved);
        self.node(exit, &[])?;
        Ok(true)
    }

    /// Where a `continue` of `target` goes when no join on the way counts lanes: the
    /// loop's head and its iteration mask (see [`Self::leave`]).
    fn continue_head(&self, target: Target) -> R<Option<(String, Reg)>> {
        for c in self.state()?.stack.iter().rev() {
            if c.target == target {
                return Ok(match (&c.head, c.how) {
                    (Some(h), JoinKind::Closed | JoinKind::Uniform) => Some((h.clone(), c.mask)),
                    _ => None,
                });
            }
            if c.how == JoinKind::Divergent {
                return Ok(None);
            }
        }
        Ok(None)
    }

    /// A predicate register holding `cond` (`positive`) or `!cond` by the inverse
    /// comparison ([`Self::inverse_cond`]; `None` where there is none).
    pub(super) fn cond_or_inverse(
        &mut self,
        block: Block,
        cond: gpu_ir::Value,
        positive: bool,
    ) -> R<Option<Reg>> {
        if positive {
            // In a register of its own: `cond` may be a phi of the loop's head, which the
            // back edge's copies overwrite before the branch reads it.
            let c = self.get1(cond)?;
            let p = self.reg(Class::Pred);
            self.mov(p, c);
            return Ok(Some(p));
        }
        self.inverse_cond(block, cond)
    }

    /// A predicate register holding `!cond`, computed by the inverse comparison, when
    /// `cond` is a scalar comparison selected in `block` itself (so its operands' registers
    /// still hold the values it compared: phi registers change only on the block's
    /// outgoing edges, which come after the branch). `None` otherwise.
    fn inverse_cond(&mut self, block: Block, cond: gpu_ir::Value) -> R<Option<Reg>> {
        let gpu_ir::Value::Inst(i) = cond else { return Ok(None) };
        let in_block = self.f.blocks.get(block).is_some_and(|b| b.insts.contains(&i));
        let Some(gpu_ir::Op::Cmp { pred, lhs, rhs, .. }) = self.f.insts.get(i).map(|d| d.op.clone()) else {
            return Ok(None);
        };
        let Some(inv) = inverse_predicate(pred.0) else { return Ok(None) };
        if !in_block {
            return Ok(None);
        }
        let (a, b) = (self.get(lhs)?, self.get(rhs)?);
        let ([a], [b]) = (a.as_slice(), b.as_slice()) else { return Ok(None) };
        let k = self.kind(self.value_type(lhs))?;
        self.cmp(inv, k, *a, *b).map(Some)
    }

    /// How the join of the construct `target` with this body works out.
    fn join_kind(&self, target: Target, body: &[Node]) -> R<JoinKind> {
        let uni = &self.state()?.uni;
        let mut out = BTreeSet::new();
        escapes(body, &mut Vec::new(), &mut out);
        // A scope that only its own breaks leave gets every entering lane back.
        if matches!(target, Target::Scope(_)) && out.iter().all(|t| *t == target) {
            return Ok(JoinKind::Closed);
        }
        Ok(if all_uniform(body, uni) { JoinKind::Uniform } else { JoinKind::Divergent })
    }
}

/// The targets jumped to from `nodes` that are not constructs inside them (`inner`:
/// those being walked).
fn escapes(nodes: &[Node], inner: &mut Vec<Target>, out: &mut BTreeSet<Target>) {
    for n in nodes {
        match n {
            Node::Code(_) | Node::Unreachable { .. } => {}
            Node::Return { .. } => {
                out.insert(Target::Exit);
            }
            Node::Jump { to, kind, .. } => {
                let t = match kind {
                    Jump::Enter => continue,
                    Jump::Break => Target::Scope(*to),
                    Jump::Continue => Target::Loop(*to),
                };
                if !inner.contains(&t) {
                    out.insert(t);
                }
            }
            Node::If { then, otherwise, .. } => {
                escapes(then, inner, out);
                escapes(otherwise, inner, out);
            }
            Node::Switch { cases, default, .. } => {
                for (_, arm) in cases {
                    escapes(arm, inner, out);
                }
                escapes(default, inner, out);
            }
            Node::Scope { next, body } => {
                inner.push(Target::Scope(*next));
                escapes(body, inner, out);
                inner.pop();
            }
            Node::Loop { header, body } => {
                inner.push(Target::Loop(*header));
                escapes(body, inner, out);
                inner.pop();
            }
        }
    }
}

/// Whether every branch in `nodes` is uniform (every active lane goes the same way).
fn all_uniform(nodes: &[Node], uni: &Uniformity) -> bool {
    nodes.iter().all(|n| match n {
        Node::If { block, then, otherwise, .. } => {
            uni.branch_is_uniform(*block) && all_uniform(then, uni) && all_uniform(otherwise, uni)
        }
        Node::Switch { block, cases, default, .. } => {
            uni.branch_is_uniform(*block)
                && cases.iter().all(|(_, arm)| all_uniform(arm, uni))
                && all_uniform(default, uni)
        }
        Node::Scope { body, .. } | Node::Loop { body, .. } => all_uniform(body, uni),
        _ => true,
    })
}

/// Whether `nodes` read the mask (see `Isel::reads_mask`): a block with a warp-wide
/// operation anywhere in them, nested constructs and arms included. A nested construct's
/// ballot is emitted only where something in it (or after it) reads the mask, which
/// this same test decides there, so blocks are all that count.
fn reads(nodes: &[Node], warp_blocks: &BTreeSet<Block>) -> bool {
    nodes.iter().any(|n| match n {
        Node::Code(b) => warp_blocks.contains(b),
        Node::If { then, otherwise, .. } => reads(then, warp_blocks) || reads(otherwise, warp_blocks),
        Node::Switch { cases, default, .. } => {
            cases.iter().any(|(_, arm)| reads(arm, warp_blocks)) || reads(default, warp_blocks)
        }
        Node::Scope { body, .. } | Node::Loop { body, .. } => reads(body, warp_blocks),
        Node::Jump { .. } | Node::Return { .. } | Node::Unreachable { .. } => false,
    })
}

/// LLVM's inverse of a comparison predicate (true exactly where the predicate is false,
/// NaN operands included): for floats the complement of the 4 bits (ordered ↔ unordered),
/// for integers eq ↔ ne, gt ↔ le, ge ↔ lt.
fn inverse_predicate(p: u8) -> Option<u8> {
    match p {
        0..=15 => Some(15 - p),
        32 => Some(33),
        33 => Some(32),
        34..=37 => Some(71 - p),
        38..=41 => Some(79 - p),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::inverse_predicate;
    use interp::exec::compare;
    use interp::Val;

    /// Checked against the interpreter's comparisons (LLVM's semantics): on floats with
    /// NaN, infinities and signed zeros, and on 32-bit integers across the sign boundary.
    #[test]
    fn inverse_predicates_hold_exactly_where_the_predicate_does_not() {
        let floats = [f32::NAN, f32::NEG_INFINITY, -2.0, -1.0, -0.0, 0.0, 1.0, 2.0, f32::INFINITY];
        let ints = [0u64, 1, 2, 0x7fff_ffff, 0x8000_0000, 0xffff_fffe, 0xffff_ffff];
        let holds = |p: u8, a: &Val, b: &Val| compare(p, a, b).and_then(|v| v.as_bool()).expect("compares");
        for p in (0..=15).chain(32..=41) {
            let q = inverse_predicate(p).expect("every predicate has an inverse");
            assert_eq!(inverse_predicate(q), Some(p), "{p}: the inverse of the inverse");
            let vals: Vec<Val> = if p < 32 {
                floats.iter().map(|f| Val::Float(*f)).collect()
            } else {
                ints.iter().map(|i| Val::int(*i, 32)).collect()
            };
            for a in &vals {
                for b in &vals {
                    assert_eq!(holds(q, a, b), !holds(p, a, b), "predicate {p} vs {q} on {a:?}, {b:?}");
                }
            }
        }
        assert_eq!(inverse_predicate(16), None);
    }
}
