//! Metal's SIMD-group and quad-group operations: reductions, prefix scans, shuffles,
//! broadcasts, votes and `is_first`, over the active lanes of a 32-lane SIMD-group (or
//! of a 4-lane quad inside it).
//!
//! A Metal SIMD-group is 32 threads. On RDNA's wave32 it is the wave; on GCN's wave64 one
//! wave holds two SIMD-groups (lanes 0–31 and 32–63), so every cross-lane step here stays
//! inside its 32-lane half: `ds_swizzle_b32`'s bit-mask mode only combines the low five
//! lane bits, `ds_bpermute_b32` (gfx8+) addresses are built from the lane's own half,
//! and masks (`exec`, ballots) are read one 32-bit word per half.
//!
//! Results follow the reference interpreter (`interp::air`) exactly:
//! - A lane that is inactive (divergent code, or a partial SIMD-group) takes no part: a
//!   shuffle or broadcast reading it returns the reader's own value, reductions and
//!   scans skip it. Reductions and scans run with every lane enabled after filling the
//!   inactive lanes with the operation's exact identity (`-0.0` for float sums, `1.0`
//!   for products, NaN for float min/max, which `v_min_f32` ignores).
//! - Float sums and products are rounded in lane order (the interpreter folds
//!   sequentially), so they broadcast each lane in turn instead of using a tree; integer
//!   operations and min/max are exact in any order and use a butterfly of swizzles.
//!   `half` runs in `float` and is rounded back to `half` after every step (float's 24
//!   bits make each step correctly rounded).

use super::{unsupported, Isel, Part, Val, K, R};
use crate::gen::Gen;
use crate::isa::{Mods, Opcode as O, Operand, Reg};
use gpu_ir::gpu::{GpuOp, Group, ReduceOp, Scalar, ScanOp, ShuffleKind, Sign, VoteKind};
use gpu_ir::{BinaryOp, Type, Value};
use smallvec::smallvec;

/// The lane facts one operation needs, computed where it starts.
#[derive(Clone, Copy)]
struct Lanes {
    /// The lane's index in the wave (0–63).
    wave: Part,
    /// The lane's index in its SIMD-group (0–31).
    simd: Part,
    /// Lanes 32–63 of a wave64 (the second SIMD-group); `None` on wave32.
    upper: Option<u32>,
    /// On a wave64, 32 in the upper half and 0 in the lower: the shift that brings a
    /// lane's SIMD-group word of a 64-bit mask to the low half.
    shift: Option<Part>,
}

/// `ds_swizzle_b32` bit-mask pattern: lane `((l & and) | or) ^ xor` of the 32-lane group.
fn bitmask(and: u32, or: u32, xor: u32) -> u32 {
    (and & 0x1f) | (or & 0x1f) << 5 | (xor & 0x1f) << 10
}

/// The pattern reading lane `j` of the group (the SIMD-group, or the lane's quad).
fn bcast(group: Group, j: u32) -> u32 {
    match group {
        Group::Simd => bitmask(0, j, 0),
        Group::Quad => bitmask(0x1c, j & 3, 0),
    }
}

fn width(group: Group) -> u32 {
    match group {
        Group::Simd => 32,
        Group::Quad => 4,
    }
}

/// For a shuffle with a constant operand: the SIMD-group lane each lane reads (`None`:
/// its own value), as the interpreter defines the kinds.
fn const_sources(kind: ShuffleKind, a: u32, group: Group) -> Option<[Option<u32>; 32]> {
    let w = width(group);
    let mut out = [None; 32];
    for (l, slot) in (0u32..).zip(out.iter_mut()) {
        let (me, base) = (l % w, l - l % w);
        let d = a % (w + 1);
        let t = match kind {
            ShuffleKind::Index => Some(a % w),
            ShuffleKind::Xor => Some((me ^ a) % w),
            ShuffleKind::Up => me.checked_sub(d),
            ShuffleKind::Down => Some(me + d).filter(|&t| t < w),
            ShuffleKind::RotateUp => Some((me + w - d % w) % w),
            ShuffleKind::RotateDown => Some((me + d) % w),
            ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => return None,
        };
        *slot = t.map(|t| base + t);
    }
    Some(out)
}

impl Isel<'_> {
    /// Selects a SIMD-group or quad-group operation.
    pub(super) fn simd(&mut self, op: &GpuOp, args: &[Value], ty: Type, uniform: bool) -> R<Option<Val>> {
        let arg = |s: &mut Self, n: usize| -> R<Val> {
            match args.get(n) {
                Some(v) => s.get(*v),
                None => unsupported(format!("`{}` with too few operands", op.name())),
            }
        };
        let first = |v: &Val| v.first().copied().unwrap_or(Part::Imm(0));
        let kinds = self.kinds(ty)?;
        let out: Val = match op {
            GpuOp::Reduce { group, op: rop, ty: e } => {
                let x = arg(self, 0)?;
                let signed = e.sign == Some(Sign::Signed);
                let mut out = Vec::new();
                for (p, k) in x.iter().zip(&kinds) {
                    out.push(self.reduce_part(*p, *k, *rop, *group, signed, None)?);
                }
                out
            }
            GpuOp::Scan { group, op: sop, inclusive, ty: e } => {
                let x = arg(self, 0)?;
                let rop = match sop {
                    ScanOp::Sum => ReduceOp::Sum,
                    ScanOp::Product => ReduceOp::Product,
                };
                let signed = e.sign == Some(Sign::Signed);
                let mut out = Vec::new();
                for (p, k) in x.iter().zip(&kinds) {
                    out.push(self.reduce_part(*p, *k, rop, *group, signed, Some(*inclusive))?);
                }
                out
            }
            GpuOp::Shuffle { group, kind, .. } => {
                let x = arg(self, 0)?;
                match kind {
                    ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => {
                        let fill = arg(self, 1)?;
                        let d = first(&arg(self, 2)?);
                        let m = if args.len() > 3 { Some(first(&arg(self, 3)?)) } else { None };
                        self.shuffle_fill(&x, &fill, d, m, *group, *kind == ShuffleKind::AndFillUp)?
                    }
                    _ => {
                        let a = first(&arg(self, 1)?);
                        self.shuffle(&x, a, *group, *kind)?
                    }
                }
            }
            GpuOp::Broadcast { group, .. } => {
                let x = arg(self, 0)?;
                let a = first(&arg(self, 1)?);
                self.shuffle(&x, a, *group, ShuffleKind::Index)?
            }
            GpuOp::BroadcastFirst { group, .. } => {
                let x = arg(self, 0)?;
                self.broadcast_first(&x, *group)
            }
            GpuOp::IsFirst { group } => {
                let l = self.lanes();
                let em = self.exec_word(&l);
                let (me, first) = self.first_in_group(&l, em, *group);
                let m = self.cmp_mask_v(O::VCmpEqU32, &[me, first]);
                vec![self.bool_from_mask(m)]
            }
            GpuOp::Vote { group, kind, .. } => {
                let c = first(&arg(self, 0)?);
                self.vote(c, *group, *kind, kinds.len())
            }
            GpuOp::VoteMask { all, .. } => {
                let x = first(&arg(self, 0)?);
                self.vote_mask(x, *all)?
            }
            GpuOp::IsUniform { ty: e } => {
                let x = arg(self, 0)?;
                self.is_uniform(&x, e.scalar)
            }
            other => return unsupported(format!("`{}`", other.name())),
        };
        Ok(Some(out.into_iter().map(|p| self.finish(p, uniform)).collect()))
    }

    // ---- lanes and masks ------------------------------------------------------------

    /// The lane facts, computed once while `exec` stays as it is (what the unused
    /// ones cost is removed as dead code).
    fn lanes(&mut self) -> Lanes {
        if let Some((wave, simd, upper, shift)) = self.lanes_cache {
            return Lanes { wave, simd, upper, shift };
        }
        let lo = self.valu(O::VMbcntLoU32B32, &[Part::Imm(u32::MAX), Part::Imm(0)], true);
        let l = if !self.wave64 {
            Lanes { wave: lo, simd: lo, upper: None, shift: None }
        } else {
            let wave = self.valu(O::VMbcntHiU32B32, &[Part::Imm(u32::MAX), lo], true);
            let simd = self.valu(O::VAndB32, &[Part::Imm(31), wave], false);
            let upper = self.cmp_mask_v(O::VCmpLtU32, &[Part::Imm(31), wave]);
            let shift = self.valu(O::VAndB32, &[Part::Imm(32), wave], false);
            Lanes { wave, simd, upper: Some(upper), shift: Some(shift) }
        };
        self.lanes_cache = Some((l.wave, l.simd, l.upper, l.shift));
        l
    }

    /// Per lane, the 32-bit word of the wave-wide mask `m` that covers its SIMD-group.
    fn half_word(&mut self, l: &Lanes, m: u32) -> Part {
        self.half_word_of(l, self.mask_op(m))
    }

    /// [`Self::half_word`] of a mask operand (a register pair or `exec`): on a wave64 one
    /// 64-bit shift right by the lane's half (0 or 32) of the mask as it is.
    fn half_word_of(&mut self, l: &Lanes, m: Operand) -> Part {
        match l.shift {
            None => {
                let d = self.v();
                self.emit(O::VMovB32, smallvec![Self::vreg(d)], smallvec![m]);
                Part::V(d)
            }
            Some(sh) => {
                let shv = self.to_v(sh);
                let d = self.v();
                self.emit(
                    O::VLshrrevB64,
                    smallvec![Operand::pair(Reg::VirtV(d))],
                    smallvec![Self::vreg(shv), m],
                );
                self.split_vpair(d).0
            }
        }
    }

    /// Per lane, the active lanes of its SIMD-group as a 32-bit mask (once while `exec`
    /// stays as it is).
    fn exec_word(&mut self, l: &Lanes) -> Part {
        if let Some(w) = self.exec_word_cache {
            return w;
        }
        let exec = self.exec();
        let w = if self.wave64 {
            self.half_word_of(l, exec)
        } else {
            let e = self.stuple();
            self.emit(self.mov_mask(), smallvec![self.mask_op(e)], smallvec![exec]);
            self.half_word(l, e)
        };
        self.exec_word_cache = Some(w);
        w
    }

    /// Enables every lane of the wave; the mask returned restores the caller's.
    fn enter_full(&mut self) -> u32 {
        let saved = self.stuple();
        let exec = self.exec();
        self.emit(self.mov_mask(), smallvec![self.mask_op(saved)], smallvec![exec]);
        self.emit(self.mov_mask(), smallvec![exec], smallvec![Operand::Imm(-1)]);
        saved
    }

    fn leave_full(&mut self, saved: u32) {
        let exec = self.exec();
        self.emit(self.mov_mask(), smallvec![exec], smallvec![self.mask_op(saved)]);
    }

    /// The lane's index in its group and the group's first lane in SIMD-group numbering.
    fn position(&mut self, l: &Lanes, group: Group) -> (Part, Part) {
        match group {
            Group::Simd => (l.simd, Part::Imm(0)),
            Group::Quad => (
                self.valu(O::VAndB32, &[Part::Imm(3), l.simd], false),
                self.valu(O::VAndB32, &[Part::Imm(0x1c), l.simd], false),
            ),
        }
    }

    /// The lane's index in its group and the group's lowest active lane (same numbering).
    fn first_in_group(&mut self, l: &Lanes, em: Part, group: Group) -> (Part, Part) {
        let (me, base) = self.position(l, group);
        let bits = self.group_bits(em, base, group);
        (me, self.valu(O::VFfblB32, &[bits], false))
    }

    /// The bits of the lane's group in a per-lane SIMD-group mask word.
    fn group_bits(&mut self, word: Part, base: Part, group: Group) -> Part {
        match group {
            Group::Simd => word,
            Group::Quad => self.valu(O::VBfeU32, &[word, base, Part::Imm(4)], true),
        }
    }

    // ---- cross-lane moves -----------------------------------------------------------

    fn swizzle(&mut self, x: Part, pattern: u32) -> Part {
        let xv = self.to_v(x);
        let d = self.v();
        self.emit_m(
            O::DsSwizzleB32,
            smallvec![Self::vreg(d)],
            smallvec![Self::vreg(xv)],
            Mods { offset: pattern as i32, ..Mods::default() },
        );
        Part::V(d)
    }

    /// The value of `x` in lane `src` (0–31) of the reader's SIMD-group; what an
    /// inactive source gives is left to the caller.
    fn permute(&mut self, l: &Lanes, x: Part, src: Part, group: Group) -> Part {
        if self.t.gen >= Gen::Gfx8 {
            // Byte address of lane (half base + src): bits 4:0 from src, 5 from the lane.
            let lane = self.valu(O::VBfiB32, &[Part::Imm(0x1f), src, l.wave], true);
            let addr = self.valu(O::VLshlrevB32, &[Part::Imm(2), lane], false);
            let (av, xv) = (self.to_v(addr), self.to_v(x));
            let d = self.v();
            self.emit(O::DsBpermuteB32, smallvec![Self::vreg(d)], smallvec![Self::vreg(av), Self::vreg(xv)]);
            return Part::V(d);
        }
        // gfx6/7 have no bpermute: broadcast each lane of the group in turn and keep the
        // one each reader asked for.
        let key = match group {
            Group::Simd => src,
            Group::Quad => self.valu(O::VAndB32, &[Part::Imm(3), src], false),
        };
        let mut d = Part::V(self.to_v(x));
        self.each_lane(x, group, |s, j, b| {
            let m = s.cmp_mask_v(O::VCmpEqU32, &[key, Part::Imm(j)]);
            d = s.cndmask(d, b, m);
        });
        d
    }

    /// Every lane's value of `x` broadcast in its group, in lane order. The swizzles go
    /// out in batches so that one wait covers several.
    fn each_lane(&mut self, x: Part, group: Group, mut f: impl FnMut(&mut Self, u32, Part)) {
        const BATCH: u32 = 8;
        let w = width(group);
        let mut j = 0;
        while j < w {
            let end = (j + BATCH).min(w);
            let got: Vec<Part> = (j..end).map(|k| self.swizzle(x, bcast(group, k))).collect();
            for (k, b) in (j..end).zip(got) {
                f(self, k, b);
            }
            j = end;
        }
    }

    /// `x` of the lane `s` below the reader in its group (`base` its first lane); any
    /// value where there is none.
    fn read_below(&mut self, l: &Lanes, x: Part, me: Part, base: Part, s: u32, group: Group) -> Part {
        let t = self.valu(O::VSubU32, &[me, Part::Imm(s)], false);
        let src = match base {
            Part::Imm(0) => t,
            _ => self.valu(O::VAddU32, &[base, t], false),
        };
        self.permute(l, x, src, group)
    }

    /// Lane mask: `src` (a lane of the SIMD-group) is active and `extra` (when given) holds.
    fn source_ok(&mut self, em: Part, src: Part, extra: Option<u32>) -> u32 {
        let bit = self.valu(O::VBfeU32, &[em, src, Part::Imm(1)], true);
        let m = self.cmp_mask_v(O::VCmpNeU32, &[Part::Imm(0), bit]);
        match extra {
            None => m,
            Some(e) => self.mask2(self.and_mask(), m, e),
        }
    }

    /// 32-bit integer arithmetic on parts, folded when both are constants.
    fn ar(&mut self, op: BinaryOp, a: Part, b: Part) -> R<Part> {
        if a == Part::Imm(0) && matches!(op, BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor) {
            return Ok(b);
        }
        if let (Part::Imm(x), Part::Imm(y)) = (a, b) {
            let v = match op {
                BinaryOp::Add => Some(x.wrapping_add(y)),
                BinaryOp::Sub => Some(x.wrapping_sub(y)),
                BinaryOp::And => Some(x & y),
                BinaryOp::Xor => Some(x ^ y),
                BinaryOp::URem => x.checked_rem(y),
                _ => None,
            };
            if let Some(v) = v {
                return Ok(Part::Imm(v));
            }
        }
        if op == BinaryOp::URem {
            if let Part::Imm(y) = b {
                if y.is_power_of_two() {
                    return self.int32(BinaryOp::And, a, Part::Imm(y - 1), false);
                }
            }
        }
        self.int32(op, a, b, false)
    }

    /// `shuffle`, `shuffle_xor`, `shuffle_up/down`, `shuffle_rotate_up/down` and
    /// `broadcast` (as `Index`): the lane each reader wants, then its value where that lane
    /// is active (and, for up/down, inside the group), else the reader's own.
    fn shuffle(&mut self, x: &Val, a: Part, group: Group, kind: ShuffleKind) -> R<Val> {
        if !x.iter().any(|p| p.is_vector()) {
            // The same value in every lane: any lane read gives it.
            return Ok(x.clone());
        }
        let w = width(group);
        let l = self.lanes();
        let em = self.exec_word(&l);
        let (me, base) = self.position(&l, group);
        let mut extra = None;
        let mut pattern = None;
        let t = match kind {
            ShuffleKind::Index => {
                let t = self.ar(BinaryOp::And, a, Part::Imm(w - 1))?;
                if let Part::Imm(j) = t {
                    pattern = Some(bcast(group, j));
                }
                t
            }
            ShuffleKind::Xor => {
                if let Part::Imm(c) = a {
                    pattern = Some(bitmask(0x1f, 0, c & (w - 1)));
                }
                let t = self.ar(BinaryOp::Xor, me, a)?;
                self.ar(BinaryOp::And, t, Part::Imm(w - 1))?
            }
            ShuffleKind::Up | ShuffleKind::Down | ShuffleKind::RotateUp | ShuffleKind::RotateDown => {
                let d = self.ar(BinaryOp::URem, a, Part::Imm(w + 1))?;
                match kind {
                    ShuffleKind::Up => {
                        extra = Some(self.cmp_mask_v(O::VCmpLeU32, &[d, me]));
                        self.ar(BinaryOp::Sub, me, d)?
                    }
                    ShuffleKind::Down => {
                        let t = self.ar(BinaryOp::Add, me, d)?;
                        extra = Some(self.cmp_mask_v(O::VCmpLtU32, &[t, Part::Imm(w)]));
                        t
                    }
                    ShuffleKind::RotateUp => {
                        let t = self.ar(BinaryOp::Sub, me, d)?;
                        self.ar(BinaryOp::And, t, Part::Imm(w - 1))?
                    }
                    _ => {
                        let t = self.ar(BinaryOp::Add, me, d)?;
                        self.ar(BinaryOp::And, t, Part::Imm(w - 1))?
                    }
                }
            }
            ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => {
                return unsupported(format!("`{}` without a fill operand", kind.name()));
            }
        };
        // `t` is in group numbering; the source lane in SIMD-group numbering:
        let src = self.ar(BinaryOp::Add, base, t)?;
        let ok = self.source_ok(em, src, extra);
        // Without ds_bpermute (gfx6/7), a lane map known here is a few xor swizzles.
        let table = match a {
            Part::Imm(a) if self.t.gen < Gen::Gfx8 => const_sources(kind, a, group),
            _ => None,
        };
        let mut out = Vec::new();
        for &p in x {
            let got = match (pattern, &table) {
                (Some(pat), _) => self.swizzle(p, pat),
                (None, Some(t)) => self.permute_table(p, t),
                (None, None) => self.permute(&l, p, src, group),
            };
            out.push(self.cndmask(p, got, ok));
        }
        Ok(out)
    }

    /// The value of `x` in lane `table[l]` for each lane `l` of a SIMD-group (the
    /// reader's own where `None`): lanes are grouped by `l ^ source`, one xor swizzle per
    /// group, selected with a constant lane mask (the same in both halves of a wave64).
    fn permute_table(&mut self, x: Part, table: &[Option<u32>; 32]) -> Part {
        let mut by_xor: std::collections::BTreeMap<u32, u32> = std::collections::BTreeMap::new();
        for (l, src) in (0u32..).zip(table.iter()) {
            if let Some(src) = src {
                *by_xor.entry(l ^ src).or_default() |= 1 << l;
            }
        }
        let mut d = Part::V(self.to_v(x));
        for (m, lanes) in by_xor {
            let got = if m == 0 { x } else { self.swizzle(x, bitmask(0x1f, 0, m)) };
            let mask = if self.wave64 {
                self.to_spair(Part::Imm(lanes), Part::Imm(lanes))
            } else {
                self.to_s(Part::Imm(lanes))
            };
            d = self.cndmask(d, got, mask);
        }
        d
    }

    /// `shuffle_and_fill_up/down(x, fill, delta[, modulo])`: within windows of `modulo`
    /// lanes, lanes shifted past the window's edge read `fill` from its other end.
    fn shuffle_fill(
        &mut self,
        x: &Val,
        fill: &Val,
        d: Part,
        m: Option<Part>,
        group: Group,
        up: bool,
    ) -> R<Val> {
        let w = width(group);
        let l = self.lanes();
        let em = self.exec_word(&l);
        let (me, gbase) = self.position(&l, group);
        // modulo clamped to 1..=w
        let m = match m {
            None => Part::Imm(w),
            Some(Part::Imm(v)) => Part::Imm(v.clamp(1, w)),
            Some(p) => {
                let lo = self.minmax(O::SMaxU32, O::VMaxU32, p, Part::Imm(1), false);
                self.minmax(O::SMinU32, O::VMinU32, lo, Part::Imm(w), false)
            }
        };
        let i = self.ar(BinaryOp::URem, me, m)?;
        let m1 = self.ar(BinaryOp::Add, m, Part::Imm(1))?;
        let d = self.ar(BinaryOp::URem, d, m1)?;
        let (plain, filled, from_fill) = if up {
            // i >= d: base + i - d from x; else base + m - d + i from fill.
            let plain = self.ar(BinaryOp::Sub, me, d)?;
            let md = self.ar(BinaryOp::Sub, m, d)?;
            let filled = self.ar(BinaryOp::Add, me, md)?;
            let from_fill = self.cmp_mask_v(O::VCmpLtU32, &[i, d]);
            (plain, filled, from_fill)
        } else {
            // i + d < m: base + i + d from x; else base + i + d - m from fill.
            let plain = self.ar(BinaryOp::Add, me, d)?;
            let filled = self.ar(BinaryOp::Sub, plain, m)?;
            let id = self.ar(BinaryOp::Add, i, d)?;
            let from_fill = self.cmp_mask_v(O::VCmpGeU32, &[id, m]);
            (plain, filled, from_fill)
        };
        let t = self.cndmask(plain, filled, from_fill);
        let src = self.ar(BinaryOp::Add, gbase, t)?;
        let ok = self.source_ok(em, src, None);
        let mut out = Vec::new();
        for (&p, &f) in x.iter().zip(fill.iter()) {
            let a = self.permute(&l, p, src, group);
            let b = self.permute(&l, f, src, group);
            let got = self.cndmask(a, b, from_fill);
            out.push(self.cndmask(p, got, ok));
        }
        Ok(out)
    }

    /// `broadcast_first`: the value of the group's lowest active lane.
    fn broadcast_first(&mut self, x: &Val, group: Group) -> Val {
        if !x.iter().any(|p| p.is_vector()) {
            return x.clone();
        }
        if group == Group::Simd {
            // The first active lane of each half, read with v_readlane.
            let e = self.stuple();
            let exec = self.exec();
            self.emit(self.mov_mask(), smallvec![self.mask_op(e)], smallvec![exec]);
            let halves: Vec<Part> = if self.wave64 {
                let (lo, hi) = self.split_spair(e);
                vec![lo, hi]
            } else {
                vec![Part::S(e)]
            };
            let mut firsts = Vec::new();
            for (h, word) in halves.into_iter().enumerate() {
                let s = self.to_s(word);
                let f = self.s();
                self.emit(O::SFf1I32B32, smallvec![Self::sreg(f)], smallvec![Self::sreg(s)]);
                let f = if h == 1 {
                    let g = self.s();
                    self.emit(
                        O::SAddI32,
                        smallvec![Self::sreg(g), Operand::reg(Reg::Scc)],
                        smallvec![Self::sreg(f), Operand::Imm(32)],
                    );
                    g
                } else {
                    f
                };
                firsts.push(f);
            }
            let upper = if self.wave64 {
                let l = self.lanes();
                l.upper
            } else {
                None
            };
            let mut out = Vec::new();
            for &p in x {
                let xv = self.to_v(p);
                let mut vals = Vec::new();
                for &f in &firsts {
                    let r = self.s();
                    self.emit(
                        O::VReadlaneB32,
                        smallvec![Self::sreg(r)],
                        smallvec![Self::vreg(xv), Self::sreg(f)],
                    );
                    vals.push(Part::S(r));
                }
                out.push(match (upper, vals.as_slice()) {
                    (Some(up), [lo, hi]) => self.cndmask(*lo, *hi, up),
                    (_, [v, ..]) => *v,
                    _ => p,
                });
            }
            return out;
        }
        let l = self.lanes();
        let em = self.exec_word(&l);
        let (_, first) = self.first_in_group(&l, em, group);
        let (_, base) = self.position(&l, group);
        let src = self.valu(O::VAddU32, &[base, first], false);
        x.iter().map(|&p| self.permute(&l, p, src, group)).collect()
    }

    /// `any`, `all` and `ballot` over the group's active lanes. A ballot is the mask in
    /// the lane numbering of the group, zero-extended to `parts` words.
    fn vote(&mut self, c: Part, group: Group, kind: VoteKind, parts: usize) -> Val {
        let m = self.bool_mask(c);
        let bal = self.stuple();
        let exec = self.exec();
        self.emit(
            self.and_mask(),
            smallvec![self.mask_op(bal), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(m), exec],
        );
        let widen = |p: Part| {
            let mut v = vec![p];
            v.resize(parts.max(1), Part::Imm(0));
            v
        };
        if group == Group::Simd && !self.wave64 {
            // The wave is the SIMD-group: scalar results.
            return match kind {
                VoteKind::Ballot => widen(Part::S(bal)),
                VoteKind::Any => {
                    self.emit(
                        O::SCmpLgU32,
                        smallvec![Operand::reg(Reg::Scc)],
                        smallvec![Self::sreg(bal), Operand::Imm(0)],
                    );
                    vec![self.bool_from_scc()]
                }
                VoteKind::All => {
                    let exec = self.exec();
                    self.emit(
                        O::SCmpEqU32,
                        smallvec![Operand::reg(Reg::Scc)],
                        smallvec![Self::sreg(bal), exec],
                    );
                    vec![self.bool_from_scc()]
                }
            };
        }
        if group == Group::Simd && kind != VoteKind::Ballot {
            return vec![self.vote_halves(m, bal, kind)];
        }
        let l = self.lanes();
        let word = self.half_word(&l, bal);
        let (_, base) = self.position(&l, group);
        let votes = self.group_bits(word, base, group);
        let active = if kind == VoteKind::All {
            let em = self.exec_word(&l);
            Some(self.group_bits(em, base, group))
        } else {
            None
        };
        match (kind, active) {
            (VoteKind::Ballot, _) => widen(votes),
            (VoteKind::All, Some(a)) => {
                let r = self.cmp_mask_v(O::VCmpEqU32, &[votes, a]);
                vec![self.bool_from_mask(r)]
            }
            _ => {
                let r = self.cmp_mask_v(O::VCmpNeU32, &[Part::Imm(0), votes]);
                vec![self.bool_from_mask(r)]
            }
        }
    }

    /// `simd_all`/`simd_any` on a wave of two SIMD-groups, in scalar code: each 32-bit
    /// half of the wave is one SIMD-group, so one scalar test per half decides it for all
    /// of its lanes, without a lane's position or per-lane copies of the masks. `m` holds
    /// the lanes voting true, `bal` those of them that are active.
    fn vote_halves(&mut self, m: u32, bal: u32, kind: VoteKind) -> Part {
        // All: no active lane votes false (`exec & !m` empty); Any: some active lane
        // votes true (`bal` not empty).
        let (tested, cmp) = if kind == VoteKind::All {
            let exec = self.exec();
            let t = self.stuple();
            self.emit(
                self.andn2_mask(),
                smallvec![self.mask_op(t), Operand::reg(Reg::Scc)],
                smallvec![exec, self.mask_op(m)],
            );
            (t, O::SCmpEqU32)
        } else {
            (bal, O::SCmpLgU32)
        };
        let (lo, hi) = self.split_spair(tested);
        let half = |this: &mut Self, p: Part| {
            this.emit(cmp, smallvec![Operand::reg(Reg::Scc)], smallvec![p.op(), Operand::Imm(0)]);
            let d = this.s();
            this.emit(
                O::SCselectB32,
                smallvec![Self::sreg(d)],
                smallvec![Operand::Imm(-1), Operand::Imm(0), Operand::reg(Reg::Scc)],
            );
            Part::S(d)
        };
        let (rl, rh) = (half(self, lo), half(self, hi));
        let both = self.to_spair(rl, rh);
        // Only active lanes carry the result, as a vector compare's mask would.
        let exec = self.exec();
        let r = self.stuple();
        self.emit(
            self.and_mask(),
            smallvec![self.mask_op(r), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(both), exec],
        );
        self.bool_from_mask(r)
    }

    /// `is_uniform`: every active lane of the SIMD-group holds what its first active lane
    /// holds (floats compared as numbers: NaN differs from itself, the zeros are equal).
    fn is_uniform(&mut self, x: &Val, scalar: Scalar) -> Val {
        if !x.iter().any(|p| p.is_vector()) {
            return vec![Part::Imm(1)];
        }
        let first = self.broadcast_first(x, Group::Simd);
        let l = self.lanes();
        let em = self.exec_word(&l);
        let (me, lowest) = self.first_in_group(&l, em, Group::Simd);
        // The interpreter compares the other lanes with the first one, never the first
        // with itself.
        let mut same = self.cmp_mask_v(O::VCmpEqU32, &[me, lowest]);
        let mut all: Option<u32> = None;
        for (&a, &b) in x.iter().zip(&first) {
            let m = match scalar {
                Scalar::F32 => self.cmp_mask_v(O::VCmpEqF32, &[a, b]),
                Scalar::F16 => {
                    let (fa, fb) = (self.f16_to_f32(a), self.f16_to_f32(b));
                    self.cmp_mask_v(O::VCmpEqF32, &[fa, fb])
                }
                Scalar::BF16 => {
                    // A bfloat is the high half of the float with the same value.
                    let fa = self.valu(O::VLshlrevB32, &[Part::Imm(16), a], false);
                    let fb = self.valu(O::VLshlrevB32, &[Part::Imm(16), b], false);
                    self.cmp_mask_v(O::VCmpEqF32, &[fa, fb])
                }
                _ => self.cmp_mask_v(O::VCmpEqU32, &[a, b]),
            };
            all = Some(match all {
                None => m,
                Some(p) => self.mask2(self.and_mask(), p, m),
            });
        }
        if let Some(a) = all {
            same = self.mask2(self.or_mask(), same, a);
        }
        let c = self.bool_from_mask(same);
        self.vote(c, Group::Simd, VoteKind::All, 1)
    }

    /// Whether the function asks which lanes hold threads (`simd_vote_all/any` on a
    /// mask), so that the prologue keeps the wave's first `exec`.
    pub(in crate::isel) fn needs_thread_lanes(&self) -> bool {
        self.f.insts.iter().any(|(_, inst)| match &inst.op {
            gpu_ir::Op::Gpu { op, .. } => matches!(op, GpuOp::VoteMask { .. }),
            gpu_ir::Op::Call { callee, fn_ty, .. } => self
                .m
                .called_function(*callee)
                .and_then(|f| self.m.functions.get(f))
                .and_then(|f| gpu_ir::gpu::classify(&f.name, *fn_ty, &self.m.types))
                .is_some_and(|op| matches!(op, GpuOp::VoteMask { .. })),
            _ => false,
        })
    }

    /// `simd_vote(mask).all()` / `.any()`: over the bits of the lanes that hold threads
    /// (the wave's `exec` at entry, one word per SIMD-group), per thread.
    fn vote_mask(&mut self, x: Part, all: bool) -> R<Val> {
        let Some(entry) = self.entry_exec else {
            return unsupported("`simd_vote` on a mask without the entry lanes");
        };
        let l = self.lanes();
        let threads = self.half_word(&l, entry);
        let votes = self.valu(O::VAndB32, &[x, threads], false);
        let r = if all {
            self.cmp_mask_v(O::VCmpEqU32, &[votes, threads])
        } else {
            self.cmp_mask_v(O::VCmpNeU32, &[Part::Imm(0), votes])
        };
        Ok(vec![self.bool_from_mask(r)])
    }

    /// A scalar operation on two lane masks.
    fn mask2(&mut self, op: O, a: u32, b: u32) -> u32 {
        let r = self.stuple();
        self.emit(
            op,
            smallvec![self.mask_op(r), Operand::reg(Reg::Scc)],
            smallvec![self.mask_op(a), self.mask_op(b)],
        );
        r
    }

    // ---- reductions and scans -------------------------------------------------------

    /// A reduction (`scan` = None) or a prefix scan (`Some(inclusive)`) of one 32-bit part.
    fn reduce_part(
        &mut self,
        x: Part,
        k: K,
        rop: ReduceOp,
        group: Group,
        signed: bool,
        scan: Option<bool>,
    ) -> R<Part> {
        let float = matches!(k, K::F32 | K::F16);
        match k {
            K::F32 | K::F16 | K::I32 | K::I16 | K::I8 | K::Bool => {}
            K::I64Lo | K::I64Hi => return unsupported(format!("SIMD-group {} of 64-bit values", rop.name())),
            other => return unsupported(format!("SIMD-group {} of {other:?} values", rop.name())),
        }
        use ReduceOp::*;
        let narrow_signed = signed && matches!(rop, Min | Max) && !float;
        let xin = match k {
            K::F16 => self.f16_to_f32(x),
            _ if narrow_signed => self.sext32(x, k),
            _ => x,
        };
        const NAN: u32 = 0x7fc0_0000;
        let (vop, ident) = match (rop, float, signed) {
            (Sum, true, _) => (O::VAddF32, 0x8000_0000),
            (Product, true, _) => (O::VMulF32, 0x3f80_0000),
            (Min, true, _) => (O::VMinF32, NAN),
            (Max, true, _) => (O::VMaxF32, NAN),
            (Sum, false, _) => (O::VAddU32, 0),
            (Product, false, _) => (O::VMulLoU32, 1),
            (Min, false, true) => (O::VMinI32, 0x7fff_ffff),
            (Min, false, false) => (O::VMinU32, u32::MAX),
            (Max, false, true) => (O::VMaxI32, 0x8000_0000),
            (Max, false, false) => (O::VMaxU32, 0),
            (And, false, _) => (O::VAndB32, u32::MAX),
            (Or | Xor, false, _) => (if rop == Or { O::VOrB32 } else { O::VXorB32 }, 0),
            (And | Or | Xor, true, _) => {
                return unsupported(format!("bitwise SIMD-group {} of floats", rop.name()))
            }
        };
        let vop3 = vop == O::VMulLoU32;
        let saved = self.enter_full();
        // Lane numbers for every lane: inactive ones carry partial scans too.
        let l = if scan.is_some() { Some(self.lanes()) } else { None };
        let xv = Part::V(self.to_v(xin));
        let filled = self.cndmask(Part::Imm(ident), xv, saved);
        let round = |s: &mut Self, p: Part| {
            if k == K::F16 {
                let h = s.f32_to_f16(p);
                s.f16_to_f32(h)
            } else {
                p
            }
        };
        let acc = match scan {
            None if !float || matches!(rop, Min | Max) => {
                // Butterfly: after step s every lane holds the result of its 2s-lane block.
                let mut acc = filled;
                let mut s = width(group) / 2;
                while s >= 1 {
                    let b = self.swizzle(acc, bitmask(0x1f, 0, s));
                    acc = self.valu(vop, &[acc, b], vop3);
                    s /= 2;
                }
                acc
            }
            None => {
                // Lane order, as the interpreter rounds: acc = ((x0 op x1) op x2) ...
                let mut acc = Part::Imm(ident);
                self.each_lane(filled, group, |s, _, b| {
                    let n = s.valu(vop, &[acc, b], vop3);
                    acc = round(s, n);
                });
                acc
            }
            Some(inclusive) => {
                let Some(l) = l else { return unsupported("a scan without lane numbers") };
                let (me, base) = self.position(&l, group);
                // The interpreter starts from +0.0 / 1 / 0 and adds the lanes below (and at)
                // this one in order; `filled` holds exact identities in inactive lanes.
                let start = match (rop, float) {
                    (Sum, _) => 0,
                    (_, true) => 0x3f80_0000,
                    _ => 1,
                };
                if !float && self.t.gen >= Gen::Gfx8 {
                    // Integers are exact in any order: Hillis–Steele, then a shift by one
                    // lane for the exclusive form.
                    let mut acc = filled;
                    let mut s = 1;
                    while s < width(group) {
                        let b = self.read_below(&l, acc, me, base, s, group);
                        let n = self.valu(vop, &[acc, b], vop3);
                        let take = self.cmp_mask_v(O::VCmpLeU32, &[Part::Imm(s), me]);
                        acc = self.cndmask(acc, n, take);
                        s *= 2;
                    }
                    if !inclusive {
                        let b = self.read_below(&l, acc, me, base, 1, group);
                        let take = self.cmp_mask_v(O::VCmpLeU32, &[Part::Imm(1), me]);
                        acc = self.cndmask(Part::Imm(start), b, take);
                    }
                    acc
                } else {
                    let mut acc = Part::Imm(start);
                    let cmp = if inclusive { O::VCmpLeU32 } else { O::VCmpLtU32 };
                    self.each_lane(filled, group, |s, j, b| {
                        let n = s.valu(vop, &[acc, b], vop3);
                        let n = round(s, n);
                        let take = s.cmp_mask_v(cmp, &[Part::Imm(j), me]);
                        acc = s.cndmask(acc, n, take);
                    });
                    acc
                }
            }
        };
        let acc = self.to_v(acc);
        self.leave_full(saved);
        // The result is written under the caller's mask: in a loop, lanes that already
        // left keep their own last value in the same register.
        let r = self.v();
        self.emit(O::VMovB32, smallvec![Self::vreg(r)], smallvec![Self::vreg(acc)]);
        let acc = Part::V(r);
        Ok(match k {
            K::F16 => self.f32_to_f16(acc),
            K::F32 => acc,
            _ => self.norm(acc, k)?,
        })
    }
}
