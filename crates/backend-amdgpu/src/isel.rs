//! Instruction selection: a structured, optimized gpu-ir kernel to AMD instructions on
//! virtual registers (`isa::Inst`), with the execution-mask control flow.
//!
//! Values: uniform values (the uniformity analysis, wave-wide on GCN's 64-lane waves)
//! live in scalar registers, the others in vector registers, as 32-bit parts: `i64`,
//! `double` and 64-bit pointers take two, threadgroup pointers one (an LDS byte address),
//! vectors and aggregates one group of parts per element. Integers narrower than 32 bits
//! are kept zero-extended. Booleans are `0`/`1` in a scalar (uniform) or vector
//! (divergent) register; lane masks are made from them where a branch or select needs
//! one, so a boolean survives loops and phis like any other value.
//!
//! Control flow (docs/abi-amdgpu.md, "Control flow"): a divergent `if` runs both arms
//! with `exec` narrowed to the lanes taking each; loops, scopes and returns reached from
//! inside divergent code keep the lanes that jumped in a pending mask per target and
//! restore them where the target's code starts; targets reached only through uniform
//! control are plain scalar branches.

use crate::abi::{self, KernelAbi};
use crate::gen::{Gen, Target};
use crate::isa::{Defs, Inst, Mods, Opcode as O, Operand, Reg, Srcs};
use gpu_ir::{
    Block, CastOp, ConstExpr, ConstantData, Function, Inst as IrInst, Module, Op, Type, TypeInner, Value,
};
use opt::structurize::{Jump, Node};
use opt::uniformity::Uniformity;
use smallvec::smallvec;
use std::collections::BTreeMap;

/// One 32-bit piece of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    S(u32),
    V(u32),
    Imm(u32),
}

impl Part {
    fn op(self) -> Operand {
        match self {
            Part::S(r) => Operand::reg(Reg::VirtS(r)),
            Part::V(r) => Operand::reg(Reg::VirtV(r)),
            Part::Imm(v) => Operand::Imm(i64::from(v as i32)),
        }
    }
    fn is_vector(self) -> bool {
        matches!(self, Part::V(_))
    }
}

/// A value as parts.
pub type Val = Vec<Part>;

/// Why selection failed: a feature name and the instruction, for `BackendError`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelError {
    pub feature: String,
    pub inst: Option<String>,
}

type R<T> = Result<T, SelError>;

fn unsupported<T>(feature: impl Into<String>) -> R<T> {
    Err(SelError { feature: feature.into(), inst: None })
}

/// How the code reaches a jump target (a scope's end, a loop's start, the exit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// A scalar branch: every active lane jumps.
    Branch,
    /// Lanes jumping are added to the target's pending mask and leave `exec`.
    Mask,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target_ {
    Scope(Block),
    Loop(Block),
    Exit,
}

/// The selected code of one kernel.
#[derive(Debug, Clone)]
pub struct Selected {
    pub code: Vec<Inst>,
    /// `[first, last]` instruction index of every loop.
    pub loops: Vec<(usize, usize)>,
    pub labels: u32,
    /// The module constant data the code addresses (`Operand::DataRel` offsets).
    pub data: Vec<u8>,
}

#[derive(Debug)]
pub struct Isel<'a> {
    m: &'a Module,
    f: &'a Function,
    t: Target,
    wave64: bool,
    uni: &'a Uniformity,
    abi: &'a KernelAbi,
    code: Vec<Inst>,
    loops: Vec<(usize, usize)>,
    /// Selected values of instructions, by instruction index.
    inst_vals: Vec<Option<Val>>,
    /// Selected values of parameters (and anything else that is not an instruction).
    vals: BTreeMap<Value, Val>,
    next_s: u32,
    next_v: u32,
    labels: u32,
    modes: BTreeMap<Target_, Mode>,
    /// Pending masks of mask-mode targets.
    pending: BTreeMap<Target_, u32>,
    /// Labels of branch-mode targets.
    target_labels: BTreeMap<Target_, u32>,
    /// The kernel-argument pointer (an SGPR pair).
    kernarg: u32,
    /// gfx6's buffer resource for global memory (4 SGPRs).
    rsrc: Option<u32>,
    /// The private segment buffer resource and the wave's scratch offset, with scratch.
    scratch_rsrc: Option<u32>,
    scratch_offset: Option<u32>,
    current: Option<IrInst>,
    /// `exec` at entry (the lanes holding threads), kept where `simd.rs` needs it.
    entry_exec: Option<u32>,
    /// The read-only module variables the kernel reads, placed in its code object.
    pool: codegen::data::ConstPool,
    /// Pointers that are a base plus a small constant (`getelementptr` with constant
    /// indices last): the base's parts and the constant, which memory instructions fold
    /// into their offset field (the pointer's own add is then dead and removed). Only
    /// within the pointer's block: the base may be a phi register (reassigned at a
    /// jump) or a scalar a later loop iteration rewrites, where the pointer itself is a
    /// per-lane copy.
    folded: BTreeMap<Value, (Part, Part, u32, Block)>,
    /// The block being selected.
    cur_block: Option<Block>,
    /// The lane mask each vector boolean was made from (`v_cndmask` of it), valid while
    /// `exec` stays as it was: a branch or select on the boolean takes the mask instead
    /// of comparing again. Cleared at every label and every write of `exec`.
    mask_of_bool: BTreeMap<u32, u32>,
    /// The base and constant of the last `gep_value`, for `folded`.
    last_gep: Option<(Part, Part, i64)>,
    /// Scalar pairs split into halves (`split_spair`): `to_spair` of the same two halves
    /// takes the pair instead of copying them into a new one. An entry goes when any of
    /// its three registers is written again (`halves_of` finds it from each).
    pair_of_halves: BTreeMap<(u32, u32), u32>,
    halves_of: HalvesOf,
    /// The same for VGPR pairs (`split_vpair`): a 64-bit shift or a copy into a pair of
    /// the same two halves reads the pair, in any later block (the copy that made the
    /// halves ran under the same `exec` as every later read of them that it dominates).
    vpair_of_halves: BTreeMap<(u32, u32), u32>,
    vhalves_of: HalvesOf,
    /// Pointers that are a scalar base plus a zero-extended 32-bit lane offset plus a
    /// small constant: (base parts, offset, constant, block), for GLOBAL's `saddr` form;
    /// within the pointer's block, as `folded`.
    scalar_based: BTreeMap<Value, (Part, Part, Part, u32, Block)>,
    /// What the last `gep_value` found for `scalar_based`.
    last_scalar_based: Option<(Part, Part, Part, i64)>,
    /// A VGPR of zeros for uniform `saddr` accesses; cleared like `mask_of_bool`.
    zero_vgpr: Option<u32>,
    /// The lane facts of SIMD-group operations (`simd::Lanes`: wave lane, SIMD-group
    /// lane, upper-half mask, half shift) and the active lanes' mask word, computed
    /// under the current `exec`: reused by the next operation, cleared like
    /// `mask_of_bool`.
    lanes_cache: Option<(Part, Part, Option<u32>, Option<Part>)>,
    exec_word_cache: Option<Part>,
    /// Loads no write of the kernel precedes (`clobber`): uniform ones of device memory
    /// may be scalar loads.
    unclobbered: std::collections::BTreeSet<IrInst>,
    /// Per vector phi, shuffle, insert and select, the elements that may hold a defined
    /// value (`undef`); the others get no register.
    defined: Vec<Option<u64>>,
    /// Global addresses computed in this block (`gep_value`: base, variable terms →
    /// the sum before the constant, and the scaled index of a `saddr` form), which the
    /// next `getelementptr` of the same base and indices reuses (the fields of one
    /// struct element, `a[i].x` and `a[i].y`). Cleared like `mask_of_bool` and at each
    /// block.
    gep_memo: Vec<GepMemo>,
    /// Values selected in this block that a later instruction of the same operands
    /// reuses (`MemoKind`): integer divisions (their quotient and what a remainder or a
    /// signed result needs: `i / n` and `i % n` of an index, LLVM's divrem), divisors'
    /// reciprocals, sign extensions, VGPR pairs assembled from two parts. Cleared like
    /// `gep_memo`; an entry goes when one of its registers is written again.
    value_memo: Vec<ValueMemo>,
    /// Scalars and constants `to_v` copied into a VGPR: (the part, the VGPR, the index
    /// of the copy in `code`), reused by the next `to_v` of the same part while `exec`
    /// stays as it was (cleared like `mask_of_bool`), neither register is written
    /// again, and the copy is at most `TO_V_REUSE_DISTANCE` instructions back (a longer
    /// live range would cost registers).
    to_v_cache: Vec<(Part, u32, usize)>,
    /// Every register an entry of `value_memo` or `to_v_cache` ever named: a definition
    /// of none of them leaves both as they are, without a look at each entry.
    memo_regs: MemoRegs,
    /// Set while a system-coherent volatile access is selected: its global loads get
    /// `glc` (and `dlc` on gfx10+) so they miss the per-CU caches (docs/abi-amdgpu.md).
    coherent: bool,
}

/// How far back (in instructions) `to_v` reuses an earlier copy of the same part.
const TO_V_REUSE_DISTANCE: usize = 48;

/// One entry of `Isel::gep_memo`.
#[derive(Debug, Clone)]
struct GepMemo {
    base: (Part, Part),
    terms: Vec<(Val, u64)>,
    sum: (Part, Part),
    saddr_offset: Option<Part>,
}

/// One entry of `Isel::value_memo`.
#[derive(Debug, Clone)]
struct ValueMemo {
    a: Vec<Part>,
    b: Vec<Part>,
    kind: MemoKind,
    out: Vec<Part>,
}

/// What a `ValueMemo` holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MemoKind {
    /// 32-bit: `[q]`; 64-bit: `[q_lo, q_hi, r_lo, r_hi]`.
    Unsigned,
    /// 32-bit: `[|a| / |b|, sign of a, sign of b, |a|, |b|]`; 64-bit: the magnitudes'
    /// `[q_lo, q_hi, r_lo, r_hi, sign of a, sign of b]`.
    Signed,
    /// 8/16-bit division through f32 (`divrem16`), signed and unsigned: `[q]`.
    ShortSigned,
    ShortUnsigned,
    /// No dividend: the divisor in a VGPR and its integer reciprocal estimate
    /// (`udiv32`), `[b, inv]`.
    Reciprocal,
    /// A narrow integer `[a]` sign-extended from `b = [bits]`: `[a as i32]` (the
    /// operands of a signed division and remainder).
    Sext,
    /// A 64-bit index `a = [lo, hi]` times the constant `b = [lo, hi]` (`gep_value`):
    /// `[lo, hi]` of the product.
    Scaled,
    /// Two parts `a = [lo, hi]` copied into a VGPR pair (`to_vpair`): `[pair]`, which the
    /// next address or operand of the same halves reads instead of a second copy.
    VPair,
    /// A 32x32->64 product `v_mad_u64_u32`/`v_mad_i64_i32` of `a = [x, y]` with a zero
    /// addend, `b = [signed]`: `[lo, hi]`. A 64-bit add of it (`add64_or_mad`) becomes
    /// the same multiply-add with the other operand as the addend.
    Product,
}

impl ValueMemo {
    fn mentions(&self, p: Part) -> bool {
        self.a.contains(&p) || self.b.contains(&p) || self.out.contains(&p)
    }
}

/// A set of registers (scalar and vector numbers interleaved), one bit each.
#[derive(Debug, Default)]
struct MemoRegs(Vec<u64>);

impl MemoRegs {
    fn index(p: Part) -> Option<usize> {
        match p {
            Part::S(r) => Some(r as usize * 2),
            Part::V(r) => Some(r as usize * 2 + 1),
            Part::Imm(_) => None,
        }
    }
    fn note(&mut self, p: Part) {
        let Some(i) = Self::index(p) else { return };
        if self.0.len() <= i / 64 {
            self.0.resize(i / 64 + 1, 0);
        }
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }
    fn has(&self, p: Part) -> bool {
        Self::index(p).is_some_and(|i| self.0.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0))
    }
}

/// How many values `Isel::value_memo` keeps (the oldest goes first).
const VALUE_MEMO_ENTRIES: usize = 16;

/// Register → the halves `(low, high)` of the recorded pair it belongs to (as either
/// half or as the pair), dense by register number: every emitted definition looks its
/// register up here.
#[derive(Debug, Default)]
struct HalvesOf {
    by_reg: Vec<Option<(u32, u32)>>,
    len: usize,
}

impl HalvesOf {
    fn insert(&mut self, r: u32, key: (u32, u32)) {
        let i = r as usize;
        if self.by_reg.len() <= i {
            self.by_reg.resize(i + 1, None);
        }
        if let Some(slot) = self.by_reg.get_mut(i) {
            if slot.replace(key).is_none() {
                self.len += 1;
            }
        }
    }
    fn remove(&mut self, r: &u32) -> Option<(u32, u32)> {
        let old = self.by_reg.get_mut(*r as usize)?.take();
        if old.is_some() {
            self.len -= 1;
        }
        old
    }
    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Drops the record of a pair and its halves (`Isel::pair_of_halves`,
/// `Isel::vpair_of_halves`) that names register `r`, which is being written again.
fn forget_pair(halves_of: &mut HalvesOf, pair_of: &mut BTreeMap<(u32, u32), u32>, r: u32) {
    if let Some(key) = halves_of.remove(&r) {
        if let Some(p) = pair_of.remove(&key) {
            for k in [key.0, key.1, p] {
                halves_of.remove(&k);
            }
        }
    }
}

/// The mask register width in 32-bit registers.
pub(crate) fn mask_width(wave64: bool) -> u8 {
    if wave64 {
        2
    } else {
        1
    }
}

impl<'a> Isel<'a> {
    pub fn new(
        m: &'a Module,
        f: &'a Function,
        t: Target,
        uni: &'a Uniformity,
        abi: &'a KernelAbi,
    ) -> Isel<'a> {
        Isel {
            m,
            f,
            t,
            wave64: t.wave_size() == 64,
            uni,
            abi,
            // Most IR instructions become a few machine instructions: room for them
            // up front instead of growing (and moving) the code as it is selected.
            code: crate::spare::take(f.insts.len().saturating_mul(4).saturating_add(64)),
            loops: Vec::new(),
            inst_vals: Vec::new(),
            vals: BTreeMap::new(),
            next_s: 0,
            next_v: 0,
            labels: 0,
            modes: BTreeMap::new(),
            pending: BTreeMap::new(),
            target_labels: BTreeMap::new(),
            kernarg: 0,
            rsrc: None,
            scratch_rsrc: None,
            scratch_offset: None,
            current: None,
            entry_exec: None,
            pool: codegen::data::ConstPool::default(),
            folded: BTreeMap::new(),
            cur_block: None,
            mask_of_bool: BTreeMap::new(),
            last_gep: None,
            pair_of_halves: BTreeMap::new(),
            halves_of: HalvesOf::default(),
            vpair_of_halves: BTreeMap::new(),
            vhalves_of: HalvesOf::default(),
            scalar_based: BTreeMap::new(),
            last_scalar_based: None,
            zero_vgpr: None,
            lanes_cache: None,
            exec_word_cache: None,
            unclobbered: std::collections::BTreeSet::new(),
            defined: Vec::new(),
            gep_memo: Vec::new(),
            value_memo: Vec::new(),
            to_v_cache: Vec::new(),
            memo_regs: MemoRegs::default(),
            coherent: false,
        }
    }

    // ---- registers and emission ------------------------------------------------------

    fn s(&mut self) -> u32 {
        self.next_s += 1;
        self.next_s - 1
    }
    fn v(&mut self) -> u32 {
        self.next_v += 1;
        self.next_v - 1
    }
    /// A new scalar tuple: consecutive virtual numbers are not consecutive registers, so
    /// a tuple is one virtual register of that width.
    fn stuple(&mut self) -> u32 {
        self.s()
    }
    fn emit(&mut self, op: O, defs: Defs, srcs: Srcs) {
        self.emit_m(op, defs, srcs, Mods::default());
    }
    fn emit_m(&mut self, op: O, defs: Defs, srcs: Srcs, mods: Mods) {
        let exec = |o: &Operand| matches!(o, Operand::Reg { reg: Reg::Exec | Reg::ExecHi, .. });
        if op == O::Label || op.has_any(crate::isa::prop::SAVEEXEC) || defs.iter().any(exec) {
            self.mask_of_bool.clear();
            self.zero_vgpr = None;
            self.lanes_cache = None;
            self.exec_word_cache = None;
            self.gep_memo.clear();
            self.value_memo.clear();
            self.to_v_cache.clear();
        }
        let stale = defs.iter().any(|d| match d {
            Operand::Reg { reg: Reg::VirtV(r), .. } => self.memo_regs.has(Part::V(*r)),
            Operand::Reg { reg: Reg::VirtS(r), .. } => self.memo_regs.has(Part::S(*r)),
            _ => false,
        });
        if stale && !self.value_memo.is_empty() {
            self.value_memo.retain(|m| {
                !defs.iter().any(|d| match d {
                    Operand::Reg { reg: Reg::VirtV(r), .. } => m.mentions(Part::V(*r)),
                    Operand::Reg { reg: Reg::VirtS(r), .. } => m.mentions(Part::S(*r)),
                    _ => false,
                })
            });
        }
        if stale && !self.to_v_cache.is_empty() {
            // A copy is stale once its source or its VGPR is written again.
            self.to_v_cache.retain(|&(p, v, _)| {
                !defs.iter().any(|d| match d {
                    Operand::Reg { reg: Reg::VirtV(r), .. } => *r == v,
                    Operand::Reg { reg: Reg::VirtS(r), .. } => p == Part::S(*r),
                    _ => false,
                })
            });
        }
        if !self.halves_of.is_empty() || !self.vhalves_of.is_empty() {
            for d in &defs {
                match d {
                    Operand::Reg { reg: Reg::VirtS(r), .. } => {
                        forget_pair(&mut self.halves_of, &mut self.pair_of_halves, *r)
                    }
                    Operand::Reg { reg: Reg::VirtV(r), .. } => {
                        forget_pair(&mut self.vhalves_of, &mut self.vpair_of_halves, *r)
                    }
                    _ => {}
                }
            }
        }
        self.code.push(Inst::new(op, defs, srcs).with_mods(mods));
    }
    fn label(&mut self) -> u32 {
        self.labels += 1;
        self.labels - 1
    }
    fn place(&mut self, l: u32) {
        self.emit(O::Label, smallvec![], smallvec![Operand::Imm(i64::from(l))]);
    }
    fn sreg(r: u32) -> Operand {
        Operand::reg(Reg::VirtS(r))
    }
    fn vreg(r: u32) -> Operand {
        Operand::reg(Reg::VirtV(r))
    }
    fn mask_op(&self, r: u32) -> Operand {
        Operand::tuple(Reg::VirtS(r), mask_width(self.wave64))
    }
    fn exec(&self) -> Operand {
        Operand::tuple(Reg::Exec, mask_width(self.wave64))
    }
    fn mov_mask(&self) -> O {
        if self.wave64 {
            O::SMovB64
        } else {
            O::SMovB32
        }
    }
    fn and_mask(&self) -> O {
        if self.wave64 {
            O::SAndB64
        } else {
            O::SAndB32
        }
    }
    fn or_mask(&self) -> O {
        if self.wave64 {
            O::SOrB64
        } else {
            O::SOrB32
        }
    }
    fn andn2_mask(&self) -> O {
        if self.wave64 {
            O::SAndn2B64
        } else {
            O::SAndn2B32
        }
    }
    fn saveexec(&self) -> O {
        if self.wave64 {
            O::SAndSaveexecB64
        } else {
            O::SAndSaveexecB32
        }
    }

    /// A part in a vector register (copying a scalar or constant).
    fn to_v(&mut self, p: Part) -> u32 {
        match p {
            Part::V(r) => r,
            other => {
                let now = self.code.len();
                if let Some(&(_, r, _)) = self
                    .to_v_cache
                    .iter()
                    .find(|&&(q, _, at)| q == other && now.saturating_sub(at) <= TO_V_REUSE_DISTANCE)
                {
                    return r;
                }
                let r = self.v();
                self.emit(O::VMovB32, smallvec![Self::vreg(r)], smallvec![other.op()]);
                self.to_v_cache.retain(|&(_, _, at)| now.saturating_sub(at) <= TO_V_REUSE_DISTANCE);
                self.memo_regs.note(other);
                self.memo_regs.note(Part::V(r));
                self.to_v_cache.push((other, r, now));
                r
            }
        }
    }
    /// A part in a scalar register; a vector part must be uniform (read from the first
    /// active lane).
    fn to_s(&mut self, p: Part) -> u32 {
        match p {
            Part::S(r) => r,
            Part::V(r) => {
                let s = self.s();
                self.emit(O::VReadfirstlaneB32, smallvec![Self::sreg(s)], smallvec![Self::vreg(r)]);
                s
            }
            Part::Imm(v) => {
                let s = self.s();
                self.emit(O::SMovB32, smallvec![Self::sreg(s)], smallvec![Operand::Imm(i64::from(v as i32))]);
                s
            }
        }
    }
    /// A 64-bit scalar pair from two parts.
    fn to_spair(&mut self, lo: Part, hi: Part) -> u32 {
        if let (Part::S(l), Part::S(h)) = (lo, hi) {
            if let Some(&p) = self.pair_of_halves.get(&(l, h)) {
                return p;
            }
        }
        let d = self.stuple();
        let l = self.to_s_op(lo);
        let h = self.to_s_op(hi);
        // Moving each half into the tuple: the pseudo-register is a pair; its halves
        // are addressed by the parallel-copy pseudo after allocation.
        self.emit(O::ParallelCopy, smallvec![Operand::pair(Reg::VirtS(d))], smallvec![l, h]);
        d
    }
    fn to_s_op(&mut self, p: Part) -> Operand {
        match p {
            Part::Imm(_) => p.op(),
            other => Self::sreg(self.to_s(other)),
        }
    }
    /// A 64-bit vector pair from two parts.
    fn to_vpair(&mut self, lo: Part, hi: Part) -> u32 {
        if let Some(d) = self.vpair_of(lo, hi) {
            return d;
        }
        let d = self.v();
        let (l, h) = (lo.op(), hi.op());
        self.emit(O::ParallelCopy, smallvec![Operand::pair(Reg::VirtV(d))], smallvec![l, h]);
        self.remember(vec![lo, hi], Vec::new(), MemoKind::VPair, vec![Part::V(d)]);
        d
    }
    /// Splits a pair register into two single parts.
    fn split_vpair(&mut self, pair: u32) -> (Part, Part) {
        let (l, h) = (self.v(), self.v());
        self.emit(
            O::ParallelCopy,
            smallvec![Self::vreg(l), Self::vreg(h)],
            smallvec![Operand::pair(Reg::VirtV(pair))],
        );
        // The halves as a pair again (a 64-bit shift, an address) are the pair itself.
        self.vpair_of_halves.insert((l, h), pair);
        for k in [l, h, pair] {
            self.vhalves_of.insert(k, (l, h));
        }
        (Part::V(l), Part::V(h))
    }
    /// A VGPR pair that holds `lo` and `hi` already: one they were split from, or one
    /// `to_vpair` made of them in this block.
    fn vpair_of(&self, lo: Part, hi: Part) -> Option<u32> {
        if let (Part::V(l), Part::V(h)) = (lo, hi) {
            if let Some(&p) = self.vpair_of_halves.get(&(l, h)) {
                return Some(p);
            }
        }
        match self.recall(&[lo, hi], &[], MemoKind::VPair)?.first() {
            Some(Part::V(d)) => Some(*d),
            _ => None,
        }
    }
    fn split_spair(&mut self, pair: u32) -> (Part, Part) {
        let (l, h) = (self.s(), self.s());
        self.emit(
            O::ParallelCopy,
            smallvec![Self::sreg(l), Self::sreg(h)],
            smallvec![Operand::pair(Reg::VirtS(pair))],
        );
        self.pair_of_halves.insert((l, h), pair);
        for k in [l, h, pair] {
            self.halves_of.insert(k, (l, h));
        }
        (Part::S(l), Part::S(h))
    }

    // ---- types ---------------------------------------------------------------------

    /// The parts of a type, each with its scalar kind.
    fn kinds(&self, ty: Type) -> R<Vec<K>> {
        let mut out = Vec::new();
        self.kinds_into(ty, &mut out, 0)?;
        Ok(out)
    }
    fn kinds_into(&self, ty: Type, out: &mut Vec<K>, depth: u32) -> R<()> {
        if depth > 16 || out.len() > 256 {
            return unsupported("a value of more than 256 registers");
        }
        match self.m.types.inner(ty) {
            TypeInner::Int(1) => out.push(K::Bool),
            TypeInner::Int(8) => out.push(K::I8),
            TypeInner::Int(16) => out.push(K::I16),
            TypeInner::Int(32) => out.push(K::I32),
            TypeInner::Int(64) => out.extend([K::I64Lo, K::I64Hi]),
            TypeInner::Int(b) => return unsupported(format!("{b}-bit integers")),
            TypeInner::Half => out.push(K::F16),
            TypeInner::BFloat => out.push(K::Bf16),
            TypeInner::Float => out.push(K::F32),
            TypeInner::Double => return unsupported("double-precision floating point"),
            TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } => {
                if self.m.types.addrspace(ty) == Some(3) {
                    out.push(K::Lds)
                } else {
                    out.extend([K::I64Lo, K::I64Hi])
                }
            }
            TypeInner::Vector { elem, len } => {
                for _ in 0..*len {
                    self.kinds_into(*elem, out, depth + 1)?;
                }
            }
            TypeInner::Array { elem, len } => {
                if *len > 64 {
                    return unsupported("arrays of more than 64 elements held in registers");
                }
                for _ in 0..*len {
                    self.kinds_into(*elem, out, depth + 1)?;
                }
            }
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                for f in fields.clone() {
                    self.kinds_into(f, out, depth + 1)?;
                }
            }
            other => return unsupported(format!("values of type {other:?}")),
        }
        Ok(())
    }

    fn uniform(&self, v: Value) -> bool {
        self.uni.is_uniform(v)
    }

    /// Whether part `k` of the `n` parts of instruction `i`'s value belongs to an element
    /// that never holds a defined value ([`undef::defined_elements`]).
    fn undefined_part(&self, i: IrInst, k: usize, n: usize) -> bool {
        let Some(&Some(bits)) = self.defined.get(i.index()) else { return false };
        let elems = self.m.types.vector_len(self.m.value_type(self.f, Value::Inst(i))).unwrap_or(1).max(1);
        let per = (n / elems as usize).max(1);
        let e = k / per;
        e < 64 && bits >> e & 1 == 0
    }

    // ---- values --------------------------------------------------------------------

    fn get(&mut self, v: Value) -> R<Val> {
        let known = match v {
            Value::Inst(i) => self.inst_vals.get(i.index()).and_then(Option::as_ref),
            _ => self.vals.get(&v),
        };
        if let Some(x) = known {
            return Ok(x.clone());
        }
        match v {
            Value::Const(c) => {
                let val = self.constant(c, 0)?;
                Ok(val)
            }
            Value::Arg(i) => unsupported(format!("kernel parameter {i} of an unsupported kind")),
            Value::Inst(_) => Err(SelError {
                feature: "a value used before its definition was selected".into(),
                inst: None,
            }),
        }
    }

    fn constant(&mut self, c: gpu_ir::ConstId, depth: u32) -> R<Val> {
        if depth > 32 {
            return unsupported("constants nested too deeply");
        }
        let Some(data) = self.m.constants.get(c).cloned() else {
            return unsupported("a constant that does not exist");
        };
        let ty = self.m.const_type(c);
        let kinds = self.kinds(ty)?;
        let imm_of = |k: K, bits: u128| -> Vec<Part> {
            match k {
                K::I64Lo => vec![Part::Imm(bits as u32), Part::Imm((bits >> 32) as u32)],
                K::I8 => vec![Part::Imm(bits as u32 & 0xff)],
                K::I16 | K::F16 | K::Bf16 => vec![Part::Imm(bits as u32 & 0xffff)],
                K::Bool => vec![Part::Imm(bits as u32 & 1)],
                _ => vec![Part::Imm(bits as u32)],
            }
        };
        match data {
            ConstantData::Int { bits, .. } => Ok(imm_of(kinds.first().copied().unwrap_or(K::I32), bits)),
            ConstantData::Float { bits, .. } => {
                Ok(imm_of(kinds.first().copied().unwrap_or(K::F32), u128::from(bits)))
            }
            ConstantData::Null(_)
            | ConstantData::Undef(_)
            | ConstantData::Poison(_)
            | ConstantData::Zero(_) => Ok(kinds.iter().map(|_| Part::Imm(0)).collect()),
            ConstantData::Aggregate { elems, .. } => {
                let mut out = Vec::new();
                for e in elems {
                    out.extend(self.constant(e, depth + 1)?);
                }
                Ok(out)
            }
            ConstantData::Data { elems, .. } => {
                let per = kinds.len().checked_div(elems.len().max(1)).unwrap_or(1).max(1);
                let mut out = Vec::new();
                for (i, e) in elems.iter().enumerate() {
                    let k = kinds.get(i * per).copied().unwrap_or(K::I32);
                    out.extend(imm_of(k, u128::from(*e)));
                }
                Ok(out)
            }
            ConstantData::Global(g) => match self.abi.lds_globals.get(&g) {
                Some(off) => Ok(vec![Part::Imm(*off)]),
                None => self.const_data_address(g),
            },
            ConstantData::Function(_) => unsupported("function pointers"),
            ConstantData::Expr { expr, .. } => match expr {
                ConstExpr::Gep { source, base, indices, .. } => {
                    let base_v = self.constant(base, depth + 1)?;
                    let mut idx = Vec::new();
                    for i in indices {
                        idx.push(Value::Const(i));
                    }
                    self.gep_value(source, base_v, &idx, self.m.const_type(base))
                }
                ConstExpr::Cast { op: CastOp::BitCast | CastOp::AddrSpaceCast, value } => {
                    self.constant(value, depth + 1)
                }
                other => unsupported(format!("constant expression {other:?}")),
            },
        }
    }

    /// The address of read-only module variable `g` (constant address space), which the
    /// code object holds after the kernel descriptors: `s_getpc_b64`, then the offset
    /// from there added in two halves (`Operand::DataRel`, resolved at layout).
    fn const_data_address(&mut self, g: gpu_ir::GlobalId) -> R<Val> {
        let Some(gv) = self.m.globals.get(g) else {
            return unsupported("a module variable that does not exist");
        };
        if gv.addrspace != gpu_ir::types::addrspace::CONSTANT {
            return unsupported(format!(
                "module variables in address space {} (global `{}`)",
                gv.addrspace, gv.name
            ));
        }
        let offset = match self.pool.offset_of(self.m, g) {
            Ok(o) => o,
            Err(e) => return unsupported(format!("module constant data (global `{}`: {e})", gv.name)),
        };
        let pc = self.stuple();
        self.emit(O::SGetpcB64, smallvec![Operand::pair(Reg::VirtS(pc))], smallvec![]);
        let (lo, hi) = self.split_spair(pc);
        let (l, h) = (self.s(), self.s());
        let scc = Operand::reg(Reg::Scc);
        self.emit(
            O::SAddU32,
            smallvec![Self::sreg(l), scc],
            smallvec![lo.op(), Operand::DataRel { offset, hi: false }],
        );
        self.emit(
            O::SAddcU32,
            smallvec![Self::sreg(h), scc],
            smallvec![hi.op(), Operand::DataRel { offset, hi: true }, scc],
        );
        Ok(vec![Part::S(l), Part::S(h)])
    }

    fn set(&mut self, i: IrInst, v: Val) {
        let at = i.index();
        if self.inst_vals.len() <= at {
            self.inst_vals.resize(at + 1, None);
        }
        if let Some(slot) = self.inst_vals.get_mut(at) {
            *slot = Some(v);
        }
    }

    // ---- the kernel ----------------------------------------------------------------

    /// Selects the whole kernel.
    pub fn run(mut self, body: &[Node]) -> Result<Selected, SelError> {
        self.prologue()?;
        self.compute_modes(body);
        self.unclobbered = clobber::unclobbered_loads(self.m, self.f, body);
        self.defined = undef::defined_elements(self.m, self.f);
        // Phi registers exist before any jump assigns them; elements no defined value
        // reaches get none (their copies are dropped).
        for (b, data) in self.f.blocks.iter() {
            let _ = b;
            for &i in &data.insts {
                let Some(inst) = self.f.insts.get(i) else { continue };
                if let Op::Phi { .. } = inst.op {
                    let n = self.kinds(inst.ty)?.len();
                    let uniform = self.uniform(Value::Inst(i));
                    let mut val = Vec::with_capacity(n);
                    for k in 0..n {
                        val.push(if self.undefined_part(i, k, n) {
                            Part::Imm(0)
                        } else if uniform {
                            Part::S(self.s())
                        } else {
                            Part::V(self.v())
                        });
                    }
                    self.set(i, val);
                }
            }
        }
        if self.modes.get(&Target_::Exit) == Some(&Mode::Mask) {
            let r = self.stuple();
            self.emit(self.mov_mask(), smallvec![self.mask_op(r)], smallvec![Operand::Imm(0)]);
            self.pending.insert(Target_::Exit, r);
        } else {
            let l = self.label();
            self.target_labels.insert(Target_::Exit, l);
        }
        self.nodes(body)?;
        if let Some(&l) = self.target_labels.get(&Target_::Exit) {
            self.place(l);
        }
        self.emit(O::SEndpgm, smallvec![], smallvec![]);
        let data = self.pool.bytes().to_vec();
        Ok(Selected { code: self.code, loops: self.loops, labels: self.labels, data })
    }

    fn prologue(&mut self) -> R<()> {
        let gen = self.t.gen;
        // The kernel-argument pointer arrives in s[0:1] (the only user SGPRs).
        self.kernarg = self.stuple();
        let karg = self.abi.kernarg_sgpr();
        self.emit(
            O::SMovB64,
            smallvec![Operand::pair(Reg::VirtS(self.kernarg))],
            smallvec![Operand::pair(Reg::S(karg))],
        );
        if self.abi.scratch_bytes > 0 {
            // The private segment buffer resource and the wave's offset into it.
            let r = self.stuple();
            self.emit(
                O::ParallelCopy,
                smallvec![Operand::tuple(Reg::VirtS(r), 4)],
                smallvec![Operand::tuple(Reg::S(0), 4)],
            );
            self.scratch_rsrc = Some(r);
            let w = self.s();
            let at = self.abi.wave_offset_sgpr().unwrap_or(0);
            self.emit(O::SMovB32, smallvec![Self::sreg(w)], smallvec![Operand::reg(Reg::S(at))]);
            self.scratch_offset = Some(w);
        }
        let ids: Vec<Part> = (0..3)
            .map(|d| {
                let s = self.s();
                self.emit(
                    O::SMovB32,
                    smallvec![Self::sreg(s)],
                    smallvec![Operand::reg(Reg::S(self.abi.workgroup_id_sgpr() + d))],
                );
                Part::S(s)
            })
            .collect();
        let tids: Vec<Part> = (0..3)
            .map(|d| {
                let v = self.v();
                self.emit(O::VMovB32, smallvec![Self::vreg(v)], smallvec![Operand::reg(Reg::V(d))]);
                Part::V(v)
            })
            .collect();
        if self.needs_thread_lanes() {
            let e = self.stuple();
            self.emit(self.mov_mask(), smallvec![self.mask_op(e)], smallvec![self.exec()]);
            self.entry_exec = Some(e);
        }
        if gen <= Gen::Gfx8 {
            // LDS instructions on gfx6–8 check addresses against M0.
            self.emit(O::SMovB32, smallvec![Operand::reg(Reg::M0)], smallvec![Operand::Imm(-1)]);
        }
        if gen == Gen::Gfx6 {
            // gfx6 has no FLAT: global memory goes through MUBUF with addr64 and a
            // resource of base 0 covering everything.
            let r = self.stuple();
            let words = abi::GFX6_GLOBAL_RSRC;
            let parts: Srcs = words.iter().map(|w| Operand::Imm(i64::from(*w as i32))).collect();
            self.emit(O::ParallelCopy, smallvec![Operand::tuple(Reg::VirtS(r), 4)], parts);
            self.rsrc = Some(r);
        }
        // Kernel arguments, then the dispatch block: every load first and their
        // splitting copies after, so that one wait covers them all; then the built-ins.
        let mut splits = Vec::new();
        let needs_grid = self
            .abi
            .params
            .iter()
            .any(|p| matches!(p.place, abi::Place::Builtin(b) if b.needs_dispatch_block()));
        for p in self.abi.params.clone() {
            if let abi::Place::Kernarg { offset, size } = &p.place {
                let val = self.load_kernarg_words(*offset, size.div_ceil(4), &mut splits)?;
                self.vals.insert(Value::Arg(p.index), val);
            }
        }
        let grid = if needs_grid {
            self.load_kernarg_words(self.abi.dispatch_offset, 12, &mut splits)?
        } else {
            Vec::new()
        };
        self.code.append(&mut splits);
        for p in self.abi.params.clone() {
            if let abi::Place::Builtin(b) = &p.place {
                let val = self.builtin(*b, &ids, &tids, &grid, p.index)?;
                self.vals.insert(Value::Arg(p.index), val);
            }
        }
        if gen >= Gen::Gfx10 {
            // Waiting for the argument loads here also clears gfx10's hazard between a
            // scalar load and a later vector write of its address registers.
            let imm = crate::wait::waitcnt_imm(gen, None, Some(0));
            self.emit(O::SWaitcnt, smallvec![], smallvec![Operand::Imm(i64::from(imm))]);
        }
        Ok(())
    }

    /// Loads `words` dwords of kernel arguments; the copies splitting multi-dword loads
    /// into single registers go to `splits`, for the caller to place after all loads.
    fn load_kernarg_words(&mut self, offset: u32, words: u32, splits: &mut Vec<Inst>) -> R<Vec<Part>> {
        let mut out = Vec::new();
        let mut done = 0;
        while done < words {
            let left = words - done;
            let (op, n) = if left >= 4 {
                (O::SLoadDwordx4, 4)
            } else if left >= 2 {
                (O::SLoadDwordx2, 2)
            } else {
                (O::SLoadDword, 1)
            };
            let d = self.stuple();
            self.emit_m(
                op,
                smallvec![Operand::tuple(Reg::VirtS(d), n as u8)],
                smallvec![Operand::pair(Reg::VirtS(self.kernarg))],
                Mods { offset: (offset + 4 * done) as i32, ..Mods::default() },
            );
            if n == 1 {
                out.push(Part::S(d));
            } else {
                let parts: Vec<u32> = (0..n).map(|_| self.s()).collect();
                splits.push(Inst::new(
                    O::ParallelCopy,
                    parts.iter().map(|&p| Self::sreg(p)).collect::<Defs>(),
                    smallvec![Operand::tuple(Reg::VirtS(d), n as u8)],
                ));
                if let [l, h] = parts[..] {
                    // A pointer argument: `to_spair` of its halves takes the loaded pair
                    // (as for `split_spair`).
                    self.pair_of_halves.insert((l, h), d);
                    for k in [l, h, d] {
                        self.halves_of.insert(k, (l, h));
                    }
                }
                out.extend(parts.into_iter().map(Part::S));
            }
            done += n;
        }
        Ok(out)
    }

    fn builtin(&mut self, b: abi::Builtin, ids: &[Part], tids: &[Part], grid: &[Part], index: u32) -> R<Val> {
        use abi::Builtin as B;
        let ty = self.f.params.get(index as usize).map(|p| p.ty);
        let Some(ty) = ty else { return unsupported("a built-in without a parameter") };
        let kinds = self.kinds(ty)?;
        let n = kinds.len().min(3);
        let comp = |i: usize, v: &[Part]| v.get(i).copied().unwrap_or(Part::Imm(0));
        let mut out = Vec::new();
        match b {
            B::ThreadPositionInThreadgroup => out.extend((0..n).map(|i| comp(i, tids))),
            B::ThreadgroupPositionInGrid => out.extend((0..n).map(|i| comp(i, ids))),
            B::ThreadsPerThreadgroup => out.extend((0..n).map(|i| comp(i, grid))),
            B::ThreadgroupsPerGrid => out.extend((0..n).map(|i| comp(3 + i, grid))),
            B::ThreadsPerGrid => out.extend((0..n).map(|i| comp(6 + i, grid))),
            B::ThreadPositionInGrid => {
                for i in 0..n {
                    let s = self.s();
                    self.emit(
                        O::SMulI32,
                        smallvec![Self::sreg(s)],
                        smallvec![comp(i, ids).op(), comp(i, grid).op()],
                    );
                    let v = self.v();
                    let tid = self.to_v(comp(i, tids));
                    self.emit(
                        O::VAddU32,
                        smallvec![Self::vreg(v)],
                        smallvec![Self::sreg(s), Self::vreg(tid)],
                    );
                    out.push(Part::V(v));
                }
            }
            B::ThreadIndexInThreadgroup => out.push(self.linear_tid(tids, grid)),
            B::ThreadIndexInSimdgroup => {
                let l = self.linear_tid(tids, grid);
                let v = self.v();
                self.emit(O::VAndB32, smallvec![Self::vreg(v)], smallvec![Operand::Imm(31), l.op()]);
                out.push(Part::V(v));
            }
            B::SimdgroupIndexInThreadgroup => {
                let l = self.linear_tid(tids, grid);
                let v = self.v();
                self.emit(O::VLshrrevB32, smallvec![Self::vreg(v)], smallvec![Operand::Imm(5), l.op()]);
                if self.uniform(Value::Arg(index)) {
                    out.push(Part::S(self.to_s(Part::V(v))));
                } else {
                    out.push(Part::V(v));
                }
            }
            B::ThreadsPerSimdgroup => out.push(Part::Imm(32)),
            B::SimdgroupsPerThreadgroup => {
                let total = self.s();
                self.emit(
                    O::SMulI32,
                    smallvec![Self::sreg(total)],
                    smallvec![comp(0, grid).op(), comp(1, grid).op()],
                );
                self.emit(
                    O::SMulI32,
                    smallvec![Self::sreg(total)],
                    smallvec![Self::sreg(total), comp(2, grid).op()],
                );
                let r = self.s();
                self.emit(
                    O::SAddI32,
                    smallvec![Self::sreg(r)],
                    smallvec![Self::sreg(total), Operand::Imm(31)],
                );
                let q = self.s();
                self.emit(O::SLshrB32, smallvec![Self::sreg(q)], smallvec![Self::sreg(r), Operand::Imm(5)]);
                out.push(Part::S(q));
            }
            B::ThreadIndexInQuadgroup => {
                let l = self.linear_tid(tids, grid);
                let v = self.v();
                self.emit(O::VAndB32, smallvec![Self::vreg(v)], smallvec![Operand::Imm(3), l.op()]);
                out.push(Part::V(v));
            }
            B::QuadgroupIndexInThreadgroup => {
                let l = self.linear_tid(tids, grid);
                let v = self.v();
                self.emit(O::VLshrrevB32, smallvec![Self::vreg(v)], smallvec![Operand::Imm(2), l.op()]);
                out.push(Part::V(v));
            }
        }
        // Narrow built-ins (`ushort`, `ushort2`) take the low bits; thread positions fit.
        for (p, k) in out.iter_mut().zip(&kinds) {
            if *k == K::I16 {
                *p = self.norm(*p, K::I16)?;
            }
        }
        while out.len() < kinds.len() {
            out.push(Part::Imm(0));
        }
        Ok(out)
    }

    /// `x + ntid.x * (y + ntid.y * z)`.
    fn linear_tid(&mut self, tids: &[Part], grid: &[Part]) -> Part {
        let g = |i: usize| grid.get(i).copied().unwrap_or(Part::Imm(1));
        let t = |i: usize| tids.get(i).copied().unwrap_or(Part::Imm(0));
        let a = self.v();
        let tz = self.to_v(t(2));
        self.emit(O::VMulLoU32, smallvec![Self::vreg(a)], smallvec![g(1).op(), Self::vreg(tz)]);
        let ty = self.to_v(t(1));
        self.emit(O::VAddU32, smallvec![Self::vreg(a)], smallvec![Self::vreg(ty), Self::vreg(a)]);
        self.emit(O::VMulLoU32, smallvec![Self::vreg(a)], smallvec![g(0).op(), Self::vreg(a)]);
        let tx = self.to_v(t(0));
        self.emit(O::VAddU32, smallvec![Self::vreg(a)], smallvec![Self::vreg(tx), Self::vreg(a)]);
        Part::V(a)
    }

    // ---- control flow --------------------------------------------------------------

    /// Decides each jump target's mode: a target is reached by mask when some jump to it
    /// sits inside a divergent branch, or crosses a mask-mode loop or scope, between the
    /// jump and the target.
    fn compute_modes(&mut self, body: &[Node]) {
        loop {
            let mut stack: Vec<(Target_, bool)> = vec![(Target_::Exit, false)];
            let before = self.modes.clone();
            self.walk_modes(body, &mut stack);
            if self.modes == before {
                break;
            }
        }
    }

    fn walk_modes(&mut self, nodes: &[Node], stack: &mut Vec<(Target_, bool)>) {
        for n in nodes {
            match n {
                Node::If { cond, then, otherwise, .. } => {
                    let div = !self.uniform(*cond);
                    self.nested(stack, div, |s, st| {
                        s.walk_modes(then, st);
                        s.walk_modes(otherwise, st);
                    });
                }
                Node::Switch { value, cases, default, .. } => {
                    let div = !self.uniform(*value);
                    self.nested(stack, div, |s, st| {
                        for (_, arm) in cases {
                            s.walk_modes(arm, st);
                        }
                        s.walk_modes(default, st);
                    });
                }
                Node::Loop { header, body } => {
                    let t = Target_::Loop(*header);
                    self.construct(stack, t, body);
                }
                Node::Scope { next, body } => {
                    let t = Target_::Scope(*next);
                    self.construct(stack, t, body);
                }
                Node::Jump { to, kind, .. } => {
                    let t = match kind {
                        Jump::Enter => continue,
                        Jump::Break => Target_::Scope(*to),
                        Jump::Continue => Target_::Loop(*to),
                    };
                    self.mark(stack, t);
                }
                Node::Return { .. } | Node::Unreachable { .. } => self.mark(stack, Target_::Exit),
                Node::Code(_) => {}
            }
        }
    }

    /// Walks a loop or scope: inside it, crossing it in mask mode counts as divergence
    /// for the targets outside.
    fn construct(&mut self, stack: &mut Vec<(Target_, bool)>, t: Target_, body: &[Node]) {
        let mask = self.modes.get(&t) == Some(&Mode::Mask);
        if mask {
            for e in stack.iter_mut() {
                e.1 = true;
            }
        }
        let saved: Vec<bool> = stack.iter().map(|e| e.1).collect();
        stack.push((t, false));
        self.walk_modes(body, stack);
        stack.pop();
        for (e, s) in stack.iter_mut().zip(saved) {
            e.1 = s;
        }
        self.modes.entry(t).or_insert(Mode::Branch);
        let _ = mask;
    }

    fn nested(
        &mut self,
        stack: &mut Vec<(Target_, bool)>,
        div: bool,
        f: impl FnOnce(&mut Self, &mut Vec<(Target_, bool)>),
    ) {
        let saved: Vec<bool> = stack.iter().map(|e| e.1).collect();
        if div {
            for e in stack.iter_mut() {
                e.1 = true;
            }
        }
        f(self, stack);
        for (e, s) in stack.iter_mut().zip(saved) {
            e.1 = s;
        }
    }

    fn mark(&mut self, stack: &[(Target_, bool)], t: Target_) {
        let div = stack.iter().rev().find(|e| e.0 == t).map(|e| e.1).unwrap_or(true);
        let m = self.modes.entry(t).or_insert(Mode::Branch);
        if div {
            *m = Mode::Mask;
        }
    }

    fn nodes(&mut self, nodes: &[Node]) -> R<()> {
        for n in nodes {
            self.node(n)?;
        }
        Ok(())
    }

    /// The mask-mode targets some jump inside `nodes` goes to.
    fn jumped(&self, nodes: &[Node], out: &mut Vec<Target_>) {
        for n in nodes {
            match n {
                Node::If { then, otherwise, .. } => {
                    self.jumped(then, out);
                    self.jumped(otherwise, out);
                }
                Node::Switch { cases, default, .. } => {
                    for (_, a) in cases {
                        self.jumped(a, out);
                    }
                    self.jumped(default, out);
                }
                Node::Loop { body, .. } | Node::Scope { body, .. } => self.jumped(body, out),
                Node::Jump { to, kind, .. } => {
                    let t = match kind {
                        Jump::Enter => continue,
                        Jump::Break => Target_::Scope(*to),
                        Jump::Continue => Target_::Loop(*to),
                    };
                    if self.modes.get(&t) == Some(&Mode::Mask) && !out.contains(&t) {
                        out.push(t);
                    }
                }
                Node::Return { .. } | Node::Unreachable { .. } => {
                    if self.modes.get(&Target_::Exit) == Some(&Mode::Mask) && !out.contains(&Target_::Exit) {
                        out.push(Target_::Exit);
                    }
                }
                Node::Code(_) => {}
            }
        }
    }

    fn node(&mut self, n: &Node) -> R<()> {
        match n {
            Node::Code(b) => self.block(*b),
            Node::If { cond, then, otherwise, .. } => {
                let c = self.get(*cond)?;
                let c = c.first().copied().unwrap_or(Part::Imm(0));
                let mut jumped = Vec::new();
                self.jumped(then, &mut jumped);
                let then_jumps = !jumped.is_empty();
                self.jumped(otherwise, &mut jumped);
                self.emit_if(
                    c,
                    !self.uniform(*cond),
                    (&jumped, then_jumps),
                    |s| s.nodes(then),
                    |s| s.nodes(otherwise),
                )
            }
            Node::Switch { value, cases, default, .. } => {
                let v = self.get(*value)?;
                let div = !self.uniform(*value);
                let mut jumped = Vec::new();
                for (_, a) in cases {
                    self.jumped(a, &mut jumped);
                }
                self.jumped(default, &mut jumped);
                self.switch(&v, div, cases, default, &jumped)
            }
            Node::Loop { header, body } => {
                let t = Target_::Loop(*header);
                let start = self.code.len();
                let head = self.label();
                let mode = self.modes.get(&t).copied().unwrap_or(Mode::Branch);
                let cont = if mode == Mode::Mask { Some(self.stuple()) } else { None };
                self.place(head);
                if let Some(c) = cont {
                    self.emit(self.mov_mask(), smallvec![self.mask_op(c)], smallvec![Operand::Imm(0)]);
                    self.pending.insert(t, c);
                } else {
                    self.target_labels.insert(t, head);
                }
                self.nodes(body)?;
                if let Some(c) = cont {
                    let exec = self.exec();
                    self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(c)]);
                    self.emit(O::SCbranchExecnz, smallvec![], smallvec![Operand::Label(head)]);
                }
                let end = self.code.len().saturating_sub(1);
                self.loops.push((start, end));
                Ok(())
            }
            Node::Scope { next, body } => {
                let t = Target_::Scope(*next);
                let mode = self.modes.get(&t).copied().unwrap_or(Mode::Branch);
                if mode == Mode::Mask {
                    let r = self.stuple();
                    self.emit(self.mov_mask(), smallvec![self.mask_op(r)], smallvec![Operand::Imm(0)]);
                    self.pending.insert(t, r);
                    self.nodes(body)?;
                    let exec = self.exec();
                    self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(r)]);
                } else {
                    let l = self.label();
                    self.target_labels.insert(t, l);
                    self.nodes(body)?;
                    self.place(l);
                }
                Ok(())
            }
            Node::Jump { from, to, kind } => {
                self.phi_copies(*from, *to)?;
                let t = match kind {
                    Jump::Enter => return Ok(()),
                    Jump::Break => Target_::Scope(*to),
                    Jump::Continue => Target_::Loop(*to),
                };
                self.jump(t)
            }
            Node::Return { value, .. } => {
                if value.is_some() {
                    return unsupported("kernels returning a value");
                }
                self.jump(Target_::Exit)
            }
            Node::Unreachable { .. } => self.jump(Target_::Exit),
        }
    }

    fn jump(&mut self, t: Target_) -> R<()> {
        match self.modes.get(&t).copied().unwrap_or(Mode::Branch) {
            Mode::Branch => {
                let Some(&l) = self.target_labels.get(&t) else {
                    return unsupported("a jump to a target outside its construct");
                };
                self.emit(O::SBranch, smallvec![], smallvec![Operand::Label(l)]);
            }
            Mode::Mask => {
                let Some(&p) = self.pending.get(&t) else {
                    return unsupported("a jump to a target outside its construct");
                };
                let exec = self.exec();
                self.emit(self.or_mask(), smallvec![self.mask_op(p)], smallvec![self.mask_op(p), exec]);
                self.emit(self.mov_mask(), smallvec![exec], smallvec![Operand::Imm(0)]);
            }
        }
        Ok(())
    }

    /// Sets SCC to `s != 0` for a uniform boolean `s`, unless SCC still holds that: `s`
    /// is the `s_cselect_b32 s, 1, 0` of a compare (`bool_from_scc`), or SCC was last
    /// set by `s_cmp_lg_u32 s, 0`, and nothing since writes SCC or `s` (vector code,
    /// moves and selects do not; a branch, label or any other scalar operation ends the
    /// search).
    fn scc_from(&mut self, s: u32) {
        let scc = |o: &Operand| matches!(o, Operand::Reg { reg: Reg::Scc, .. });
        for inst in self.code.iter().rev().take(16) {
            if inst.op == O::SCmpLgU32
                && inst.srcs.first() == Some(&Self::sreg(s))
                && inst.srcs.get(1) == Some(&Operand::Imm(0))
            {
                return;
            }
            if inst.defs.first() == Some(&Self::sreg(s)) {
                if inst.op == O::SCselectB32
                    && inst.srcs.first() == Some(&Operand::Imm(1))
                    && inst.srcs.get(1) == Some(&Operand::Imm(0))
                {
                    return;
                }
                break;
            }
            let keeps = matches!(
                inst.op,
                O::ParallelCopy | O::SMovB32 | O::SMovB64 | O::SCselectB32 | O::SCselectB64
            ) || (inst.op.has_any(crate::isa::prop::VECTOR) && !inst.defs.iter().any(scc));
            if !keeps || inst.defs.iter().any(|d| *d == Self::sreg(s)) {
                break;
            }
        }
        self.emit(O::SCmpLgU32, smallvec![Operand::reg(Reg::Scc)], smallvec![Self::sreg(s), Operand::Imm(0)]);
    }

    /// Lane mask of a boolean part.
    fn bool_mask(&mut self, c: Part) -> u32 {
        if let Part::V(v) = c {
            if let Some(&m) = self.mask_of_bool.get(&v) {
                return m;
            }
        }
        let m = self.stuple();
        match c {
            Part::V(v) => {
                self.emit_m(
                    O::VCmpNeU32,
                    smallvec![self.mask_op(m)],
                    smallvec![Operand::Imm(0), Self::vreg(v)],
                    Mods { e64: true, ..Mods::default() },
                );
            }
            Part::S(s) => {
                self.scc_from(s);
                let cs = if self.wave64 { O::SCselectB64 } else { O::SCselectB32 };
                self.emit(
                    cs,
                    smallvec![self.mask_op(m)],
                    smallvec![Operand::Imm(-1), Operand::Imm(0), Operand::reg(Reg::Scc)],
                );
            }
            Part::Imm(x) => {
                let v = if x & 1 != 0 { -1 } else { 0 };
                self.emit(self.mov_mask(), smallvec![self.mask_op(m)], smallvec![Operand::Imm(v)]);
            }
        }
        m
    }

    fn emit_if(
        &mut self,
        c: Part,
        divergent: bool,
        (jumped, then_jumps): (&[Target_], bool),
        then: impl FnOnce(&mut Self) -> R<()>,
        otherwise: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        let exec = self.exec();
        if divergent {
            let mask = self.bool_mask(c);
            let orig = self.stuple();
            let l_else = self.label();
            let l_join = self.label();
            self.emit(self.saveexec(), smallvec![self.mask_op(orig)], smallvec![self.mask_op(mask)]);
            self.emit(O::SCbranchExecz, smallvec![], smallvec![Operand::Label(l_else)]);
            then(self)?;
            self.place(l_else);
            // Where no lane leaves the then-arm (no mask-mode jump in it), `exec` at its
            // end is exactly the lanes that entered it, so the else lanes are `orig` less
            // `exec`: the condition's mask dies at the `saveexec` (in VCC, often) instead
            // of living through the arm. Otherwise `exec` there lacks the lanes that left.
            let taken = if then_jumps { self.mask_op(mask) } else { exec };
            self.emit(self.andn2_mask(), smallvec![exec], smallvec![self.mask_op(orig), taken]);
            self.emit(O::SCbranchExecz, smallvec![], smallvec![Operand::Label(l_join)]);
            let entered = self.code.len();
            otherwise(self)?;
            if self.code.len() == entered {
                // An else arm without code (its jump entered a block and copied nothing):
                // no else lanes to switch to, and the mask need not live through the
                // then-arm.
                self.code.truncate(entered - 2);
            }
            self.place(l_join);
            self.restore(orig, jumped);
        } else {
            let orig = if jumped.is_empty() {
                None
            } else {
                let o = self.stuple();
                self.emit(self.mov_mask(), smallvec![self.mask_op(o)], smallvec![exec]);
                Some(o)
            };
            let l_else = self.label();
            let l_join = self.label();
            match c {
                Part::Imm(x) => {
                    if x & 1 != 0 {
                        then(self)?;
                    } else {
                        otherwise(self)?;
                    }
                }
                other => {
                    let s = self.to_s(other);
                    self.scc_from(s);
                    self.emit(
                        O::SCbranchScc0,
                        smallvec![],
                        smallvec![Operand::Label(l_else), Operand::reg(Reg::Scc)],
                    );
                    then(self)?;
                    self.emit(O::SBranch, smallvec![], smallvec![Operand::Label(l_join)]);
                    self.place(l_else);
                    otherwise(self)?;
                    self.place(l_join);
                }
            }
            if let Some(o) = orig {
                self.restore(o, jumped);
            }
        }
        Ok(())
    }

    /// `exec = orig & ~(lanes that jumped away inside)`.
    fn restore(&mut self, orig: u32, jumped: &[Target_]) {
        let exec = self.exec();
        let mut gone: Option<u32> = None;
        for t in jumped {
            if let Some(&p) = self.pending.get(t) {
                gone = Some(match gone {
                    None => p,
                    Some(g) => {
                        let u = self.stuple();
                        self.emit(
                            self.or_mask(),
                            smallvec![self.mask_op(u)],
                            smallvec![self.mask_op(g), self.mask_op(p)],
                        );
                        u
                    }
                });
            }
        }
        match gone {
            None => self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(orig)]),
            Some(g) => {
                self.emit(self.andn2_mask(), smallvec![exec], smallvec![self.mask_op(orig), self.mask_op(g)])
            }
        }
    }

    fn switch(
        &mut self,
        v: &Val,
        div: bool,
        cases: &[(gpu_ir::ConstId, Vec<Node>)],
        default: &[Node],
        jumped: &[Target_],
    ) -> R<()> {
        let Some((first, rest)) = cases.split_first() else {
            return self.nodes(default);
        };
        let value = v.first().copied().unwrap_or(Part::Imm(0));
        let case = self.constant(first.0, 0)?;
        let k = case.first().copied().unwrap_or(Part::Imm(0));
        let eq = self.icmp_parts(32, value, k, div)?;
        let mut case_jumps = Vec::new();
        self.jumped(&first.1, &mut case_jumps);
        self.emit_if(
            eq,
            div,
            (jumped, !case_jumps.is_empty()),
            |s| s.nodes(&first.1),
            |s| s.switch(v, div, rest, default, jumped),
        )
    }

    fn icmp_parts(&mut self, pred: u8, a: Part, b: Part, div: bool) -> R<Part> {
        self.cmp32(pred, a, b, div, false)
    }

    fn phi_copies(&mut self, from: Block, to: Block) -> R<()> {
        let Some(data) = self.f.blocks.get(to) else { return Ok(()) };
        let mut defs = Defs::new();
        let mut srcs = Srcs::new();
        for &i in &data.insts {
            let Some(inst) = self.f.insts.get(i) else { continue };
            let Op::Phi { incoming } = &inst.op else { break };
            let Some((val, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return unsupported("a phi without a value for an incoming edge");
            };
            let dst = self.get(Value::Inst(i))?;
            let src = self.get(*val)?;
            for (d, s) in dst.iter().zip(src.iter()) {
                // An element no defined value reaches has no register to assign.
                if matches!(d, Part::Imm(_)) {
                    continue;
                }
                let s = match (d, s) {
                    (Part::S(_), Part::V(_)) => Part::S(self.to_s(*s)),
                    _ => *s,
                };
                defs.push(d.op());
                srcs.push(s.op());
            }
        }
        if !defs.is_empty() {
            self.emit(O::ParallelCopy, defs, srcs);
        }
        Ok(())
    }

    fn block(&mut self, b: Block) -> R<()> {
        let Some(data) = self.f.blocks.get(b) else { return Ok(()) };
        self.cur_block = Some(b);
        self.gep_memo.clear();
        self.value_memo.clear();
        for &i in &data.insts {
            let Some(inst) = self.f.insts.get(i) else { continue };
            if matches!(inst.op, Op::Phi { .. }) || inst.op.is_terminator() {
                continue;
            }
            self.current = Some(i);
            self.inst(i).map_err(|mut e| {
                if e.inst.is_none() {
                    e.inst = Some(self.describe(i));
                }
                e
            })?;
        }
        Ok(())
    }

    fn describe(&self, i: IrInst) -> String {
        let Some(inst) = self.f.insts.get(i) else { return String::new() };
        let name = inst.name.as_deref().map(|n| format!("%{n} = ")).unwrap_or_default();
        let what = match &inst.op {
            Op::Gpu { op, .. } => op.name(),
            Op::Call { callee, .. } => self
                .m
                .called_function(*callee)
                .and_then(|f| self.m.functions.get(f))
                .map(|f| format!("call @{}", f.name))
                .unwrap_or_else(|| "call".into()),
            other => other.opcode_name().to_string(),
        };
        format!("{name}{what}")
    }
}

/// The kind of one 32-bit part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum K {
    Bool,
    I8,
    I16,
    I32,
    I64Lo,
    I64Hi,
    F16,
    /// bfloat: the high half of an f32, held in the low 16 bits.
    Bf16,
    F32,
    /// A threadgroup (LDS) address.
    Lds,
}

mod clobber;
mod ops;
mod undef;
