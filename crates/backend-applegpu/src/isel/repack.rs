//! Bitcasts that change how a value is split into registers: `half` ↔ `short`
//! (a 16-bit half ↔ a zero-extended 32-bit register), and vector ↔ scalar repacking
//! such as `<2 x half>` ↔ `int`, `<4 x char>` ↔ `int`, `long` ↔ `<2 x int>`.
//!
//! The value is cut into chunks at element boundaries (every element a power-of-two
//! number of bits at an offset that is a multiple of its size, as LLVM's vector layout
//! puts it), each chunk a zero-extended 32-bit register; a destination element is then
//! either a field of one chunk (shift and mask) or the OR of the shifted chunks it
//! covers. Narrow integers stay zero-extended, halves are moved into 16-bit registers,
//! 64-bit elements are built from two words.

use super::mi::{BitOp, Loc, Locs, Mop};
use super::{unsupported, Isel, Val, K, R};
use smallvec::smallvec;

/// Bits an element occupies in a bitcast (booleans have no byte layout here).
fn bits(k: K) -> Option<u32> {
    Some(match k {
        K::Bool => return None,
        K::I8 => 8,
        K::I16 | K::F16 | K::Bf16 => 16,
        K::I32 | K::F32 | K::TgPtr => 32,
        K::I64 | K::Ptr => 64,
    })
}

impl Isel<'_> {
    /// `v` (elements of kinds `sk`) reinterpreted as elements of kinds `dk`.
    pub(super) fn repack(&mut self, v: &[Loc], sk: &[K], dk: &[K]) -> R<Val> {
        // Source chunks: (bit offset, width ≤ 32, zero-extended 32-bit value).
        let mut chunks: Vec<(u32, u32, Loc)> = Vec::new();
        let mut off = 0u32;
        for (&p, &k) in v.iter().zip(sk) {
            let Some(w) = bits(k) else { return unsupported("bitcasts of boolean vectors") };
            match (w, p) {
                (64, _) => {
                    let (lo, hi) = self.split(p);
                    chunks.push((off, 32, lo));
                    chunks.push((off + 32, 32, hi));
                }
                (16, Loc::Imm(x)) => chunks.push((off, 16, Loc::Imm(x & 0xffff))),
                (_, _) if k.halves() == 1 => chunks.push((off, w, self.op(Mop::Mov, 2, smallvec![p]))),
                _ => chunks.push((off, w, p)),
            }
            off += w;
        }
        let total: u32 = dk.iter().map(|&k| bits(k).unwrap_or(0)).sum();
        if dk.iter().any(|&k| bits(k).is_none()) {
            return unsupported("bitcasts to boolean vectors");
        }
        if total != off {
            return unsupported(format!("a `bitcast` of {off} bits to {total} bits"));
        }
        let mut out = Locs::with_capacity(dk.len());
        let mut o = 0u32;
        for &k in dk {
            let w = bits(k).unwrap_or(32);
            let r = if w == 64 {
                let lo = self.word(&chunks, o, 32)?;
                let hi = self.word(&chunks, o + 32, 32)?;
                self.wide(lo, hi)
            } else {
                let x = self.word(&chunks, o, w)?;
                if k.halves() == 1 {
                    match x {
                        Loc::Imm(c) => Loc::Imm(c & 0xffff),
                        _ => self.op(Mop::Mov, 1, smallvec![x]),
                    }
                } else {
                    x
                }
            };
            out.push(r);
            o += w;
        }
        Ok(out)
    }

    /// Bits `o .. o + w` (w ≤ 32) of the chunked value, zero-extended to 32 bits.
    fn word(&mut self, chunks: &[(u32, u32, Loc)], o: u32, w: u32) -> R<Loc> {
        // One chunk holding the whole field: shift it down and cut it off.
        if let Some(&(co, cw, p)) = chunks.iter().find(|c| c.0 <= o && o + w <= c.0 + c.1) {
            let sh = o - co;
            let mask = if w == 32 { u32::MAX } else { (1u32 << w) - 1 };
            if let Loc::Imm(x) = p {
                return Ok(Loc::Imm(x.checked_shr(sh).unwrap_or(0) & mask));
            }
            let x = if sh == 0 { p } else { self.op(Mop::Lshr, 2, smallvec![p, Loc::Imm(sh)]) };
            // Chunks are zero-extended: a field reaching the chunk's top needs no mask.
            return Ok(if sh + w == cw {
                x
            } else {
                self.op(Mop::Bitop(BitOp::And), 2, smallvec![x, Loc::Imm(mask)])
            });
        }
        // Several chunks inside the field: OR them in at their offsets.
        let inside: Vec<(u32, u32, Loc)> =
            chunks.iter().copied().filter(|c| c.0 >= o && c.0 + c.1 <= o + w).collect();
        if inside.iter().map(|c| c.1).sum::<u32>() != w {
            return unsupported("a `bitcast` between elements that straddle each other");
        }
        let mut acc = Loc::Imm(0);
        for (co, _, p) in inside {
            let sh = co - o;
            let part = match p {
                Loc::Imm(x) => Loc::Imm(x << sh),
                _ if sh == 0 => p,
                _ => self.op(Mop::Shl, 2, smallvec![p, Loc::Imm(sh)]),
            };
            acc = match (acc, part) {
                (Loc::Imm(a), Loc::Imm(b)) => Loc::Imm(a | b),
                (Loc::Imm(0), x) => x,
                (a, b) => self.op(Mop::Bitop(BitOp::Or), 2, smallvec![a, b]),
            };
        }
        Ok(acc)
    }
}
