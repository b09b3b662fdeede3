//! SIMD-group data movement that the hardware's shuffle forms cannot do in one
//! instruction: shuffles with a run-time lane or delta, `simd_shuffle_and_fill_*`,
//! prefix scans, integer product reductions, and shuffles of 16- and 64-bit values.
//!
//! Why immediate lanes only: the shuffle forms taking a lane register OR the low two
//! bits of the lane operands of a whole source quad together, inactive threads included
//! (applegpu's notes and emulator; the simulator does the same). A thread that left a
//! branch keeps whatever its registers held, so a run-time lane could read the wrong
//! thread of a quad. With an immediate lane every thread reads exactly the lane named,
//! so a thread's value is gathered as 32 immediate-lane shuffles and a select on the
//! lane it wants (`gather`). Only the thread that is read must be active, which is
//! what Metal requires of a shuffle; one that names an inactive thread gets its own
//! value, as the interpreter gives it.
//!
//! Prefix scans and integer products fold the 32 lanes in lane order from the identity
//! (`fold`): each lane's value joins only where that lane is active and below (or at)
//! the thread. The order is the interpreter's, so float scans round identically; the
//! hardware's `simd_prefix_*` forms are not used because how they treat inactive lanes
//! is not public.

use super::mi::{BitOp, ICond, Loc, Locs, Mop, ShuffleKind as MShuffle};
use super::{unsupported, Isel, Val, K, R};
use gpu_ir::gpu::{ScanOp, ShuffleKind};
use gpu_ir::{Type, Value};
use smallvec::smallvec;

/// Threads of a SIMD-group.
const LANES: u32 = 32;

/// The arithmetic a fold applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum FoldOp {
    Sum,
    Product,
}

impl Isel<'_> {
    /// A value of kind `k` as 32-bit pieces: a half zero-extended, a 64-bit value as its
    /// two words, anything else as itself (in a register: shuffles read registers).
    fn pieces32(&mut self, x: Loc, k: K) -> Locs {
        match k.halves() {
            1 => smallvec![self.op(Mop::Mov, 2, smallvec![x])],
            4 => {
                let (lo, hi) = self.split(x);
                smallvec![self.in_reg(lo, 2), self.in_reg(hi, 2)]
            }
            _ => smallvec![self.in_reg(x, 2)],
        }
    }

    /// The inverse of `pieces32`.
    fn unpieces32(&mut self, ps: &[Loc], k: K) -> Loc {
        match (k.halves(), ps) {
            (1, [x, ..]) => self.op(Mop::Mov, 1, smallvec![*x]),
            (4, [lo, hi, ..]) => self.wide(*lo, *hi),
            (_, [x, ..]) => *x,
            _ => Loc::Imm(0),
        }
    }

    /// `thread_index_in_simdgroup`.
    fn lane_id(&mut self) -> Loc {
        self.op(Mop::GetSr, 2, smallvec![Loc::Imm(u32::from(crate::abi::sr::THREAD_INDEX_IN_SIMDGROUP))])
    }

    /// The bits of the active threads.
    fn active_mask(&mut self) -> Loc {
        self.op(Mop::IcmpBallot(ICond::Ugt), 2, smallvec![Loc::Imm(1), Loc::Imm(0)])
    }

    /// Each thread's `x` (32 bits) of lane `lane` (0..=31, or 32 and up for none), or
    /// `dflt` where the lane is none or inactive.
    fn gather(&mut self, x: Loc, lane: Loc, dflt: Loc) -> Loc {
        let x = self.in_reg(x, 2);
        // An inactive source counts as none: its registers are stale.
        let active = self.active_mask();
        let low = self.op(Mop::Bitop(BitOp::And), 2, smallvec![lane, Loc::Imm(LANES - 1)]);
        let shifted = self.op(Mop::Lshr, 2, smallvec![active, low]);
        let bit = self.op(Mop::Bitop(BitOp::And), 2, smallvec![shifted, Loc::Imm(1)]);
        let lane = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![bit, Loc::Imm(0), Loc::Imm(LANES), lane]);
        let mut acc = dflt;
        for j in 0..LANES {
            let s = self.op(Mop::SimdShuffle(MShuffle::Index), 2, smallvec![x, Loc::Imm(j)]);
            acc = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![lane, Loc::Imm(j), s, acc]);
        }
        acc
    }

    /// `gather` of a value of any kind (piecewise), defaulting to the thread's own value.
    fn gather_any(&mut self, x: Loc, k: K, lane: Loc) -> Loc {
        let ps = self.pieces32(x, k);
        let out: Locs = ps.iter().map(|&p| self.gather(p, lane, p)).collect();
        self.unpieces32(&out, k)
    }

    /// A hardware shuffle with an immediate lane or delta, piecewise for 16/64-bit kinds.
    /// The hardware reads a source thread whether it is active or not; a thread whose
    /// source is inactive (or past a partial SIMD-group's end) keeps its own value, as in
    /// the interpreter.
    fn shuffle_imm(&mut self, kind: MShuffle, x: Loc, k: K, imm: u32) -> Loc {
        let me = self.lane_id();
        let src = match kind {
            MShuffle::Index => Loc::Imm(imm),
            MShuffle::Xor => self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![me, Loc::Imm(imm)]),
            MShuffle::Up => {
                self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![me, Loc::Imm(imm)])
            }
            MShuffle::Down => {
                self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![me, Loc::Imm(imm)])
            }
        };
        // Sources past either end give the own value in the hardware already; whatever
        // lane `src & 31` names then, the select below keeps that value.
        let active = self.active_mask();
        let low = match src {
            Loc::Imm(l) => Loc::Imm(l & (LANES - 1)),
            _ => self.op(Mop::Bitop(BitOp::And), 2, smallvec![src, Loc::Imm(LANES - 1)]),
        };
        let shifted = self.op(Mop::Lshr, 2, smallvec![active, low]);
        let ok = self.op(Mop::Bitop(BitOp::And), 2, smallvec![shifted, Loc::Imm(1)]);
        let ps = self.pieces32(x, k);
        let out: Locs = ps
            .iter()
            .map(|&p| {
                let r = self.op(Mop::SimdShuffle(kind), 2, smallvec![p, Loc::Imm(imm)]);
                self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![ok, Loc::Imm(0), p, r])
            })
            .collect();
        self.unpieces32(&out, k)
    }

    /// `delta % 33`, the interpreter's reading of a shift amount (a thread past either end
    /// keeps its own value; 32 is the last amount that means anything). Exact for deltas
    /// below 65,536 (Metal's `ushort`): the quotient is `delta · 63551 >> 21` there.
    fn delta_mod33(&mut self, d: Loc) -> Loc {
        if let Loc::Imm(x) = d {
            return Loc::Imm(x % (LANES + 1));
        }
        let d16 = self.op(Mop::Bitop(BitOp::And), 2, smallvec![d, Loc::Imm(0xffff)]);
        let prod = self.op(Mop::Imadd { sext: false }, 2, smallvec![d16, Loc::Imm(63551), Loc::Imm(0)]);
        let q = self.op(Mop::Lshr, 2, smallvec![prod, Loc::Imm(21)]);
        let q33 = self.op(Mop::Imadd { sext: false }, 2, smallvec![q, Loc::Imm(LANES + 1), Loc::Imm(0)]);
        self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![d16, q33])
    }

    /// `air.simd_shuffle*` on a value of type `ty` (vectors element by element).
    pub(super) fn simd_shuffle(&mut self, kind: ShuffleKind, args: &[Value], ty: Type) -> R<Val> {
        let kinds = self.kinds(ty)?;
        let arg = |s: &mut Self, n: usize| -> R<Val> {
            let v = args
                .get(n)
                .copied()
                .ok_or_else(|| super::SelError { feature: "a missing operand".into(), inst: None })?;
            s.get(v)
        };
        let data = arg(self, 0)?;
        if matches!(kind, ShuffleKind::AndFillUp | ShuffleKind::AndFillDown) {
            let fill = arg(self, 1)?;
            let delta = arg(self, 2)?.first().copied().unwrap_or(Loc::Imm(0));
            let modulo = if args.len() > 3 { arg(self, 3)?.first().copied() } else { None };
            return self.shuffle_and_fill(
                kind == ShuffleKind::AndFillUp,
                &data,
                &fill,
                &kinds,
                delta,
                modulo,
            );
        }
        let b = arg(self, 1)?.first().copied().unwrap_or(Loc::Imm(0));
        // Immediate lanes and deltas the hardware forms take as the interpreter reads them.
        if let Loc::Imm(x) = b {
            let hw = match kind {
                ShuffleKind::Index => Some((MShuffle::Index, x % LANES)),
                ShuffleKind::Xor => Some((MShuffle::Xor, x % LANES)),
                ShuffleKind::Up => Some((MShuffle::Up, x % (LANES + 1))),
                ShuffleKind::Down => Some((MShuffle::Down, x % (LANES + 1))),
                _ => None,
            };
            if let Some((mk, imm)) = hw {
                return Ok(data.iter().zip(&kinds).map(|(&p, &k)| self.shuffle_imm(mk, p, k, imm)).collect());
            }
        }
        // The source lane of each thread; 32 means "keep the own value".
        let me = self.lane_id();
        let lane = match kind {
            ShuffleKind::Index => self.op(Mop::Bitop(BitOp::And), 2, smallvec![b, Loc::Imm(LANES - 1)]),
            ShuffleKind::Xor => {
                let x = self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![me, b]);
                self.op(Mop::Bitop(BitOp::And), 2, smallvec![x, Loc::Imm(LANES - 1)])
            }
            ShuffleKind::Up | ShuffleKind::Down | ShuffleKind::RotateUp | ShuffleKind::RotateDown => {
                let d = self.delta_mod33(b);
                match kind {
                    ShuffleKind::Up => {
                        let t =
                            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![me, d]);
                        self.op(Mop::Icmpsel(ICond::Ugt), 2, smallvec![d, me, Loc::Imm(LANES), t])
                    }
                    ShuffleKind::Down => {
                        let t = self.op(
                            Mop::Iadd { neg: false, shift: 0, sext: [false; 2] },
                            2,
                            smallvec![me, d],
                        );
                        self.op(
                            Mop::Icmpsel(ICond::Ugt),
                            2,
                            smallvec![t, Loc::Imm(LANES - 1), Loc::Imm(LANES), t],
                        )
                    }
                    ShuffleKind::RotateUp => {
                        let t =
                            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![me, d]);
                        self.op(Mop::Bitop(BitOp::And), 2, smallvec![t, Loc::Imm(LANES - 1)])
                    }
                    _ => {
                        let t = self.op(
                            Mop::Iadd { neg: false, shift: 0, sext: [false; 2] },
                            2,
                            smallvec![me, d],
                        );
                        self.op(Mop::Bitop(BitOp::And), 2, smallvec![t, Loc::Imm(LANES - 1)])
                    }
                }
            }
            other => return unsupported(format!("simd_shuffle kind {other:?}")),
        };
        Ok(data.iter().zip(&kinds).map(|(&p, &k)| self.gather_any(p, k, lane)).collect())
    }

    /// `simd_shuffle_and_fill_{up,down}(data, filling, delta[, modulo])`: within each
    /// window of `modulo` lanes, shifted by `delta`, lanes shifted in from past the window's
    /// end read `filling` from the other end instead.
    fn shuffle_and_fill(
        &mut self,
        up: bool,
        data: &[Loc],
        fill: &[Loc],
        kinds: &[K],
        delta: Loc,
        modulo: Option<Loc>,
    ) -> R<Val> {
        use gpu_ir::BinaryOp;
        let me = self.lane_id();
        // m = clamp(modulo, 1, 32).
        let m = match modulo {
            None => Loc::Imm(LANES),
            Some(Loc::Imm(x)) => Loc::Imm(x.clamp(1, LANES)),
            Some(x) => {
                let lo = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![x, Loc::Imm(1), Loc::Imm(1), x]);
                self.op(Mop::Icmpsel(ICond::Ugt), 2, smallvec![lo, Loc::Imm(LANES), Loc::Imm(LANES), lo])
            }
        };
        let i = self.int32(BinaryOp::URem, me, m)?;
        let m1 = self.int32(BinaryOp::Add, m, Loc::Imm(1))?;
        let d = self.int32(BinaryOp::URem, delta, m1)?;
        // (source lane, whether it reads `filling`).
        let (src, from_fill) = if up {
            // i >= d: base + i - d from data; else base + m - d + i from filling.
            let t = self.int32(BinaryOp::Sub, me, d)?;
            let wrap = self.int32(BinaryOp::Add, t, m)?;
            let filled = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![i, d, Loc::Imm(1), Loc::Imm(0)]);
            let src = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![i, d, wrap, t]);
            (src, filled)
        } else {
            // i + d < m: base + i + d from data; else base + i + d - m from filling.
            let t = self.int32(BinaryOp::Add, me, d)?;
            let wrap = self.int32(BinaryOp::Sub, t, m)?;
            let id = self.int32(BinaryOp::Add, i, d)?;
            let filled = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![id, m, Loc::Imm(0), Loc::Imm(1)]);
            let src = self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![id, m, t, wrap]);
            (src, filled)
        };
        let none = Loc::Imm(LANES);
        let data_lane = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![from_fill, Loc::Imm(0), src, none]);
        let fill_lane = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![from_fill, Loc::Imm(0), none, src]);
        let mut out = Locs::new();
        for ((&dp, &fp), &k) in data.iter().zip(fill).zip(kinds) {
            let dps = self.pieces32(dp, k);
            let fps = self.pieces32(fp, k);
            let mut res = Vec::new();
            for (&a, &b) in dps.iter().zip(&fps) {
                // A source that is none or inactive leaves the own `data` value.
                let r = self.gather(a, data_lane, a);
                res.push(self.gather(b, fill_lane, r));
            }
            out.push(self.unpieces32(&res, k));
        }
        Ok(out)
    }

    /// Lane-order fold of `x` over the lanes set in `mask` (each thread its own mask),
    /// from the identity: the interpreter's order, so floats round as it rounds.
    pub(super) fn fold(&mut self, op: FoldOp, x: Loc, k: K, mask: Loc) -> R<Loc> {
        let float = matches!(k, K::F32 | K::F16);
        if !(float || matches!(k, K::I32 | K::I16 | K::I8 | K::Bool)) {
            return unsupported(format!(
                "SIMD-group `{}` folds of {k:?}",
                if op == FoldOp::Sum { "sum" } else { "product" }
            ));
        }
        let h = k.halves();
        // What a lane outside the mask contributes: nothing changes a value by it
        // (x + -0.0 is x for every float x, +0.0 included).
        let skip = match (op, k) {
            (FoldOp::Sum, K::F32) => 0x8000_0000,
            (FoldOp::Sum, K::F16) => 0x8000,
            (FoldOp::Sum, _) => 0,
            (FoldOp::Product, K::F32) => 0x3f80_0000,
            (FoldOp::Product, K::F16) => 0x3c00,
            (FoldOp::Product, _) => 1,
        };
        // The interpreter starts from +0.0 / 1.
        let mut acc = match (op, k) {
            (FoldOp::Sum, _) => Loc::Imm(0),
            (FoldOp::Product, K::F32) => Loc::Imm(0x3f80_0000),
            (FoldOp::Product, K::F16) => Loc::Imm(0x3c00),
            (FoldOp::Product, _) => Loc::Imm(1),
        };
        let x32 = self.pieces32(x, k).first().copied().unwrap_or(Loc::Imm(0));
        let mask = self.in_reg(mask, 2);
        for j in 0..LANES {
            let s = self.op(Mop::SimdShuffle(MShuffle::Index), 2, smallvec![x32, Loc::Imm(j)]);
            // Bit j of the mask moved to the sign bit.
            let c = if j == LANES - 1 {
                mask
            } else {
                self.op(Mop::Shl, 2, smallvec![mask, Loc::Imm(LANES - 1 - j)])
            };
            let s = self.op(Mop::Icmpsel(ICond::Slt), 2, smallvec![c, Loc::Imm(0), s, Loc::Imm(skip)]);
            let s = if h == 1 { self.op(Mop::Mov, 1, smallvec![s]) } else { s };
            acc = match (op, float) {
                (FoldOp::Sum, true) => self.op(Mop::Fadd { mods: [0, 0] }, h, smallvec![acc, s]),
                (FoldOp::Product, true) => self.op(Mop::Fmul { mods: [0, 0] }, h, smallvec![acc, s]),
                (FoldOp::Sum, false) => {
                    self.op(Mop::Iadd { neg: false, shift: 0, sext: [false; 2] }, 2, smallvec![acc, s])
                }
                (FoldOp::Product, false) => {
                    self.op(Mop::Imadd { sext: false }, 2, smallvec![acc, s, Loc::Imm(0)])
                }
            };
        }
        Ok(acc)
    }

    /// `simd_prefix_{inclusive,exclusive}_{sum,product}`: the fold over the active lanes
    /// below the thread (and the thread itself when inclusive).
    pub(super) fn simd_scan(&mut self, op: ScanOp, inclusive: bool, k: K, x: Loc) -> R<Loc> {
        let me = self.lane_id();
        let one = Loc::Imm(if inclusive { 2 } else { 1 });
        // (1 << me) - 1 or (2 << me) - 1: the lanes below (or up to) this one; 2 << 31
        // wraps to 0, and 0 - 1 is every lane.
        let bit = self.op(Mop::Shl, 2, smallvec![one, me]);
        let below =
            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![bit, Loc::Imm(1)]);
        let active = self.active_mask();
        let mask = self.op(Mop::Bitop(BitOp::And), 2, smallvec![active, below]);
        let fop = match op {
            ScanOp::Sum => FoldOp::Sum,
            ScanOp::Product => FoldOp::Product,
        };
        self.fold(fop, x, k, mask)
    }
}

/// Quad-group operations (`air.quad_*`): four consecutive threads of the SIMD-group,
/// through the SIMD-group's forms. A quad lane `j` of this thread's quad is SIMD lane
/// `lane ^ (q ^ j)` (`q` = `lane & 3`), so the three immediate-xor shuffles (1, 2, 3) reach
/// every other thread of the quad; the one a thread wants is selected by `q ^ j`.
impl Isel<'_> {
    /// This thread's lane in its quad, and the SIMD lane its quad starts at.
    fn quad_lane(&mut self) -> (Loc, Loc) {
        let me = self.lane_id();
        let q = self.op(Mop::Bitop(BitOp::And), 2, smallvec![me, Loc::Imm(3)]);
        let base = self.op(Mop::Bitop(BitOp::Xor), 2, smallvec![me, q]);
        (q, base)
    }

    /// The active threads of this thread's quad, as bits 0–3.
    fn quad_bits(&mut self, mask: Loc, base: Loc) -> Loc {
        let m = self.op(Mop::Lshr, 2, smallvec![mask, base]);
        self.op(Mop::Bitop(BitOp::And), 2, smallvec![m, Loc::Imm(0xf)])
    }

    /// Each thread's `x` (kind `k`) of quad lane `src` (0–3; 4 and up: none), or its own
    /// value where the lane is none or inactive (the interpreter's rule).
    fn quad_gather(&mut self, x: Loc, k: K, q: Loc, src: Loc) -> R<Loc> {
        // q ^ src names the xor shuffle; 0 (and anything past 3) keeps the own value.
        let j = self.int32(gpu_ir::BinaryOp::Xor, q, src)?;
        let ps = self.pieces32(x, k);
        let mut out = Locs::new();
        for &p in &ps {
            let mut acc = p;
            for d in 1..4 {
                // An inactive source gives the own value (`shuffle_imm`).
                let s = self.shuffle_imm(MShuffle::Xor, p, K::I32, d);
                acc = self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![j, Loc::Imm(d), s, acc]);
            }
            out.push(acc);
        }
        Ok(self.unpieces32(&out, k))
    }

    /// `quad_shuffle*` (`b` the lane or delta operand) on a value of type `ty`.
    pub(super) fn quad_shuffle(&mut self, kind: ShuffleKind, data: &[Loc], b: Loc, ty: Type) -> R<Val> {
        use gpu_ir::BinaryOp as B;
        let kinds = self.kinds(ty)?;
        let (q, _) = self.quad_lane();
        let none = Loc::Imm(4);
        let src = match kind {
            ShuffleKind::Index => self.int32(B::And, b, Loc::Imm(3))?,
            ShuffleKind::Xor => {
                let x = self.int32(B::Xor, q, b)?;
                self.int32(B::And, x, Loc::Imm(3))?
            }
            ShuffleKind::Up | ShuffleKind::Down | ShuffleKind::RotateUp | ShuffleKind::RotateDown => {
                // The interpreter reads the delta modulo 5 (4 is the last that moves).
                let d = self.int32(B::URem, b, Loc::Imm(5))?;
                match kind {
                    ShuffleKind::Up => {
                        let t = self.int32(B::Sub, q, d)?;
                        self.op(Mop::Icmpsel(ICond::Ult), 2, smallvec![q, d, none, t])
                    }
                    ShuffleKind::Down => {
                        let t = self.int32(B::Add, q, d)?;
                        self.op(Mop::Icmpsel(ICond::Ugt), 2, smallvec![t, Loc::Imm(3), none, t])
                    }
                    ShuffleKind::RotateUp => {
                        let t = self.int32(B::Sub, q, d)?;
                        self.int32(B::And, t, Loc::Imm(3))?
                    }
                    _ => {
                        let t = self.int32(B::Add, q, d)?;
                        self.int32(B::And, t, Loc::Imm(3))?
                    }
                }
            }
            other => return unsupported(format!("quad_shuffle kind {other:?}")),
        };
        let mut out = Val::new();
        for (&p, &k) in data.iter().zip(&kinds) {
            out.push(self.quad_gather(p, k, q, src)?);
        }
        Ok(out)
    }

    /// `quad_broadcast(x, lane)`: the quad's lane `lane % 4`, as `quad_shuffle`.
    pub(super) fn quad_broadcast(&mut self, x: Loc, lane: Loc, k: K) -> R<Loc> {
        let (q, _) = self.quad_lane();
        let src = self.int32(gpu_ir::BinaryOp::And, lane, Loc::Imm(3))?;
        self.quad_gather(x, k, q, src)
    }

    /// `quad_broadcast_first(x)`: the lowest active lane of the quad.
    pub(super) fn quad_broadcast_first(&mut self, x: Loc, k: K) -> R<Loc> {
        let (q, base) = self.quad_lane();
        let active = self.active_mask();
        let bits = self.quad_bits(active, base);
        let src = self.lowest_bit(bits);
        self.quad_gather(x, k, q, src)
    }

    /// The index of the lowest set bit of a non-zero `m`: popcount((m & -m) - 1).
    fn lowest_bit(&mut self, m: Loc) -> Loc {
        let neg = self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![Loc::Imm(0), m]);
        let low = self.op(Mop::Bitop(BitOp::And), 2, smallvec![m, neg]);
        let below =
            self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![low, Loc::Imm(1)]);
        self.op(Mop::Popcount, 2, smallvec![below])
    }

    /// `quad_is_first()`: no active lane of the quad below this thread.
    pub(super) fn quad_is_first(&mut self) -> Loc {
        let (q, base) = self.quad_lane();
        let active = self.active_mask();
        let bits = self.quad_bits(active, base);
        let lowest = self.lowest_bit(bits);
        self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![lowest, q, Loc::Imm(1), Loc::Imm(0)])
    }

    /// `quad_ballot` (the quad's votes as bits 0–3), `quad_any`, `quad_all` (over the
    /// quad's active threads) of the boolean `x`.
    pub(super) fn quad_vote(&mut self, kind: gpu_ir::gpu::VoteKind, x: Loc, wide: bool) -> Loc {
        use gpu_ir::gpu::VoteKind as V;
        let (_, base) = self.quad_lane();
        let votes = self.op(Mop::IcmpBallot(ICond::Ugt), 2, smallvec![x, Loc::Imm(0)]);
        let mine = self.quad_bits(votes, base);
        match kind {
            V::Ballot if wide => self.wide(mine, Loc::Imm(0)),
            V::Ballot => mine,
            V::Any => {
                self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![mine, Loc::Imm(0), Loc::Imm(0), Loc::Imm(1)])
            }
            V::All => {
                let active = self.active_mask();
                let all = self.quad_bits(active, base);
                self.op(Mop::Icmpsel(ICond::Eq), 2, smallvec![mine, all, Loc::Imm(1), Loc::Imm(0)])
            }
        }
    }

    /// `quad_prefix_{inclusive,exclusive}_{sum,product}`: the SIMD-group's lane-order fold
    /// over the active lanes of the quad below the thread (and the thread itself when
    /// inclusive), the interpreter's order.
    pub(super) fn quad_scan(&mut self, op: ScanOp, inclusive: bool, k: K, x: Loc) -> R<Loc> {
        let me = self.lane_id();
        let (_, base) = self.quad_lane();
        let one = Loc::Imm(if inclusive { 2 } else { 1 });
        // Lanes up to this one, less the lanes below the quad: (one << me) - (1 << base);
        // 2 << 31 wraps to 0, and 0 - (1 << 28) still names lanes 28–31.
        let bit = self.op(Mop::Shl, 2, smallvec![one, me]);
        let start = self.op(Mop::Shl, 2, smallvec![Loc::Imm(1), base]);
        let lanes = self.op(Mop::Iadd { neg: true, shift: 0, sext: [false; 2] }, 2, smallvec![bit, start]);
        let active = self.active_mask();
        let mask = self.op(Mop::Bitop(BitOp::And), 2, smallvec![active, lanes]);
        let fop = match op {
            ScanOp::Sum => FoldOp::Sum,
            ScanOp::Product => FoldOp::Product,
        };
        self.fold(fop, x, k, mask)
    }
}
