//! The G13 encoder: `Inst`s to bytes through the rows of `crate::table`, taking the
//! short form of an instruction wherever every field fits it, and resolving branch
//! labels to byte offsets from the branch's own start.

use std::collections::BTreeMap;

use crate::isa::{Cond, Inst, Mods, Opcode, Operand, Reg, RegOp, Size};
use crate::table::{self, get, put, tt_bits, Form, Mod, Slot, SrcKind};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    #[error("`{0}` has no encoding in this backend")]
    NoForm(&'static str),
    #[error("`{op}`: operand {index} ({what}) cannot be encoded: {operand}")]
    Operand { op: &'static str, index: usize, what: &'static str, operand: String },
    #[error("`{op}`: {what}")]
    Modifier { op: &'static str, what: String },
    #[error("`{op}`: expected {want} operands, found {found}")]
    Arity { op: &'static str, want: usize, found: usize },
    #[error("branch to undefined label {0}")]
    Label(u32),
    #[error("`{0}`: virtual register left after register allocation")]
    Virtual(&'static str),
}

/// The row that encodes `inst` (`mov_imm` picks its 16- or 32-bit form by the value).
pub fn form_of(inst: &Inst) -> Result<&'static Form, EncodeError> {
    // The 16-bit form writes a 16-bit register, the 32-bit form a 32-bit one.
    if inst.op == Opcode::MovImm
        && inst.dsts.first().and_then(Operand::as_reg).is_some_and(|r| r.size == Size::S32)
    {
        return Ok(&table::MOV_IMM32);
    }
    table::form(inst.op).ok_or(EncodeError::NoForm(inst.op.name()))
}

/// The instruction word of `inst` and its length in bytes. `target` gives a label's
/// offset from this instruction (branches); pass `None` to encode offset 0.
pub fn encode_word(
    inst: &Inst,
    target: Option<&dyn Fn(u32) -> Option<i64>>,
) -> Result<(u128, u8), EncodeError> {
    let f = form_of(inst)?;
    let op = inst.op;
    if inst.srcs.len() != f.srcs.len() {
        return Err(EncodeError::Arity { op: op.name(), want: f.srcs.len(), found: inst.srcs.len() });
    }
    // The atomics' result register is optional.
    let optional_dst = matches!(f.dsts.first(), Some(Slot::AtomicDst | Slot::TgAtomicDst));
    if inst.dsts.len() != f.dsts.len() && !(optional_dst && inst.dsts.is_empty()) {
        return Err(EncodeError::Arity { op: op.name(), want: f.dsts.len(), found: inst.dsts.len() });
    }
    let mut w = f.bits;
    let mut ctx = Ctx { op, mods: &inst.mods, dst32: false };
    for (i, (slot, o)) in f.dsts.iter().zip(&inst.dsts).enumerate() {
        slot_put(&mut w, *slot, o, &mut ctx, i, target)?;
    }
    for (i, (slot, o)) in f.srcs.iter().zip(&inst.srcs).enumerate() {
        slot_put(&mut w, *slot, o, &mut ctx, f.dsts.len() + i, target)?;
    }
    for m in f.mods {
        mod_put(&mut w, *m, &inst.mods, op)?;
    }
    if inst.op == Opcode::ThreadgroupAtomic && inst.mods.atomic == crate::isa::AtomicOp::Cmpxchg {
        w |= 1 << 40;
    }
    let mut len = f.long;
    if f.short != f.long {
        let short_bits = u32::from(f.short) * 8;
        if (w >> short_bits) == 0 {
            len = f.short;
        } else {
            w |= 1 << f.lbit;
        }
    }
    Ok((w, len))
}

struct Ctx<'a> {
    /// The opcode, named only in errors.
    op: Opcode,
    mods: &'a Mods,
    /// Whether the destination is 32-bit (the select values of `icmpsel` follow it).
    dst32: bool,
}

fn bad(ctx: &Ctx<'_>, index: usize, what: &'static str, o: &Operand) -> EncodeError {
    EncodeError::Operand { op: ctx.op.name(), index, what, operand: format!("{o:?}") }
}

fn phys(ctx: &Ctx<'_>, r: &RegOp) -> Result<(bool, u16), EncodeError> {
    match r.reg {
        Reg::Gpr(h) => Ok((false, h)),
        Reg::Uniform(h) => Ok((true, h)),
        Reg::Virt(_) => Err(EncodeError::Virtual(ctx.op.name())),
    }
}

/// Register-cache hint bits of a source (01 none, 10 cache, 11 discard).
fn hint(r: &RegOp) -> u64 {
    if r.flags.discard {
        3
    } else if r.flags.cache {
        2
    } else {
        1
    }
}

fn popcount_mask(mods: &Mods) -> u32 {
    u32::from(mask_of(mods)).count_ones()
}

/// The component mask as encoded (an empty mask means one component).
pub fn mask_of(mods: &Mods) -> u8 {
    if mods.mask == 0 {
        1
    } else {
        mods.mask & 0xF
    }
}

#[allow(clippy::too_many_lines)]
fn slot_put(
    w: &mut u128,
    slot: Slot,
    o: &Operand,
    ctx: &mut Ctx<'_>,
    index: usize,
    target: Option<&dyn Fn(u32) -> Option<i64>>,
) -> Result<(), EncodeError> {
    let err = |what| bad(ctx, index, what, o);
    match slot {
        Slot::Dst { x, w32, w64 } => {
            let r = o.as_reg().ok_or_else(|| err("destination register"))?;
            let (uni, h) = phys(ctx, r)?;
            if uni || h > 255 {
                return Err(err("destination register"));
            }
            let (v, t) = match r.size {
                Size::S16 => (h, 0),
                Size::S32 if w32 && h % 2 == 0 => (h, 2),
                Size::S64 if w64 && h % 2 == 0 => (h | 1, 2),
                _ => return Err(err("destination size")),
            };
            ctx.dst32 = t == 2;
            let t = t | u64::from(r.flags.cache);
            put(w, &[(9, 6), (x, 2)], u64::from(v));
            put(w, &[(7, 2)], t);
        }
        Slot::Src { off, x, kind } => src_put(w, off, x, kind, o, ctx).map_err(|()| err("source"))?,
        Slot::R0l => {
            let r = o.as_reg().ok_or_else(|| err("r0l"))?;
            if r.reg != Reg::Gpr(0) || r.size != Size::S16 {
                return Err(err("r0l"));
            }
            put(w, &[(7, 1)], u64::from(r.flags.cache));
        }
        Slot::Sr => match o {
            Operand::Sr(n) => {
                put(w, &[(16, 6), (26, 2)], u64::from(*n));
            }
            _ => return Err(err("special register")),
        },
        Slot::Imm(p) => match o {
            Operand::Imm(v) => {
                if !put(w, p, u64::from(*v)) {
                    return Err(err("immediate"));
                }
            }
            _ => return Err(err("immediate")),
        },
        Slot::MemReg | Slot::TgReg => {
            let r = o.as_reg().ok_or_else(|| err("data register"))?;
            let (uni, h) = phys(ctx, r)?;
            if uni || h > 255 {
                return Err(err("data register"));
            }
            let count = popcount_mask(ctx.mods);
            let wide = r.size != Size::S16;
            if wide && (h % 2 != 0 || u32::from(r.size.halves()) / 2 != count) {
                return Err(err("data register (width must match the mask)"));
            }
            if slot == Slot::MemReg {
                put(w, &[(10, 6), (40, 2)], u64::from(h));
                put(w, &[(49, 1)], u64::from(wide));
            } else {
                put(w, &[(9, 6), (60, 2)], u64::from(h));
                put(w, &[(8, 1)], u64::from(wide));
            }
        }
        Slot::TgAtomicDst => {
            let r = o.as_reg().ok_or_else(|| err("result register"))?;
            let (uni, h) = phys(ctx, r)?;
            if uni || h > 255 {
                return Err(err("result register"));
            }
            put(w, &[(9, 6), (60, 2)], u64::from(h));
            put(w, &[(8, 1)], u64::from(r.size != Size::S16));
            put(w, &[(38, 1)], 1);
        }
        Slot::MemBase => {
            let r = o.as_reg().ok_or_else(|| err("64-bit base"))?;
            let (uni, h) = phys(ctx, r)?;
            if r.size != Size::S64 || h % 2 != 0 || h > 255 {
                return Err(err("64-bit base"));
            }
            put(w, &[(16, 4), (36, 4)], u64::from(h));
            put(w, &[(27, 1)], u64::from(uni));
        }
        Slot::MemIndex => match o {
            Operand::Imm(v) => {
                let v = *v as i32;
                if !(-0x8000..0x8000).contains(&v) {
                    return Err(err("index immediate"));
                }
                put(w, &[(20, 4), (32, 4), (56, 8)], u64::from(v as u16));
                put(w, &[(24, 1)], 1);
            }
            Operand::Reg(r) => {
                let (uni, h) = phys(ctx, r)?;
                if uni || r.size != Size::S32 || h > 255 {
                    return Err(err("32-bit index register"));
                }
                put(w, &[(20, 4), (32, 4), (56, 8)], u64::from(h));
            }
            _ => return Err(err("index")),
        },
        Slot::TgBase => match o {
            Operand::Imm(0) => {
                put(w, &[(22, 2)], 0b10);
            }
            Operand::Reg(r) => {
                let (uni, h) = phys(ctx, r)?;
                if r.size != Size::S16 {
                    return Err(err("16-bit threadgroup base"));
                }
                if uni {
                    if h > 511 {
                        return Err(err("16-bit threadgroup base"));
                    }
                    put(w, &[(16, 6), (58, 2)], u64::from(h & 0xFF));
                    put(w, &[(22, 2)], 0b01 | (u64::from(h >> 8) << 1));
                } else {
                    if h > 255 {
                        return Err(err("16-bit threadgroup base"));
                    }
                    put(w, &[(16, 6), (58, 2)], u64::from(h));
                }
            }
            _ => return Err(err("threadgroup base")),
        },
        Slot::TgIndex => match o {
            Operand::Imm(v) => {
                let v = *v as i32;
                if !(-0x8000..0x8000).contains(&v) {
                    return Err(err("index immediate"));
                }
                put(w, &[(28, 6), (48, 10)], u64::from(v as u16));
                put(w, &[(34, 1)], 1);
            }
            Operand::Reg(r) => {
                let (uni, h) = phys(ctx, r)?;
                if uni || r.size != Size::S16 || h > 255 {
                    return Err(err("16-bit index register"));
                }
                put(w, &[(28, 6), (48, 10)], u64::from(h));
            }
            _ => return Err(err("index")),
        },
        Slot::Branch => {
            let off: i64 = match o {
                Operand::Label(l) => match target {
                    Some(t) => t(*l).ok_or(EncodeError::Label(*l))?,
                    None => 0,
                },
                Operand::Imm(v) => i64::from(*v as i32),
                _ => return Err(err("branch target")),
            };
            let off = i32::try_from(off).map_err(|_| err("branch offset"))?;
            put(w, &[(16, 32)], u64::from(off as u32));
        }
        Slot::AtomicDst => {
            let r = o.as_reg().ok_or_else(|| err("result register"))?;
            let (uni, h) = phys(ctx, r)?;
            if uni || r.size != Size::S32 || h > 255 {
                return Err(err("32-bit result register"));
            }
            put(w, &[(10, 6), (40, 2)], u64::from(h));
            put(w, &[(47, 1)], 1);
        }
        Slot::AtomicSrc { off } => {
            let r = o.as_reg().ok_or_else(|| err("source register"))?;
            let (uni, h) = phys(ctx, r)?;
            let want = if ctx.mods.atomic == crate::isa::AtomicOp::Cmpxchg { Size::S64 } else { Size::S32 };
            if uni || r.size != want || h > 255 || h % 2 != 0 {
                return Err(err("source register"));
            }
            put(w, &[(off, 8)], u64::from(h));
        }
        Slot::Reg32At9 => {
            let r = o.as_reg().ok_or_else(|| err("32-bit register"))?;
            let (uni, h) = phys(ctx, r)?;
            if uni || r.size != Size::S32 || h > 255 {
                return Err(err("32-bit register"));
            }
            put(w, &[(9, 7)], u64::from(h / 2));
        }
    }
    Ok(())
}

fn src_put(w: &mut u128, off: u8, x: u8, kind: SrcKind, o: &Operand, ctx: &Ctx<'_>) -> Result<(), ()> {
    let float = matches!(kind, SrcKind::F32 | SrcKind::F16);
    let tbits: u8 = if matches!(kind, SrcKind::F16 | SrcKind::Cmpsel) { 3 } else { 4 };
    let (value, t, flags) = match o {
        Operand::Imm(v) if *v < 256 && !float => {
            (u64::from(*v), if kind == SrcKind::Cmpsel { 0b100 } else { 0 }, None)
        }
        Operand::FImm(c) if float => (u64::from(*c), 0, None),
        Operand::Reg(r) => {
            let h = match r.reg {
                Reg::Gpr(h) | Reg::Uniform(h) => h,
                Reg::Virt(_) => return Err(()),
            };
            let uni = matches!(r.reg, Reg::Uniform(_));
            if kind == SrcKind::Cmpsel {
                let want = if ctx.dst32 { Size::S32 } else { Size::S16 };
                if r.size != want {
                    return Err(());
                }
                if want == Size::S32 && h % 2 != 0 {
                    return Err(());
                }
                if uni {
                    // The high uniform bank (u128 and up) has a type bit here that
                    // applegpu's disassembler does not read: not emitted.
                    if h > 255 {
                        return Err(());
                    }
                    (u64::from(h), 0b110, Some(r))
                } else {
                    (u64::from(h), hint(r), Some(r))
                }
            } else if uni {
                if h > 511 {
                    return Err(());
                }
                let t = match r.size {
                    Size::S16 => 0b0100,
                    Size::S32 if h % 2 == 0 => 0b0110,
                    _ => return Err(()),
                } | u64::from(h >> 8 & 1);
                (u64::from(h & 0xFF), t, Some(r))
            } else {
                if h > 255 {
                    return Err(());
                }
                let allow32 = !matches!(kind, SrcKind::Alu16 | SrcKind::F16);
                let allow64 = matches!(kind, SrcKind::Alu64 | SrcKind::Add);
                let size = match r.size {
                    Size::S16 => 0b00,
                    Size::S32 if allow32 && h % 2 == 0 => 0b10,
                    Size::S64 if allow64 && h % 2 == 0 => 0b11,
                    _ => return Err(()),
                };
                (u64::from(h), size << 2 | hint(r), Some(r))
            }
        }
        _ => return Err(()),
    };
    put(w, &[(off, 6), (x, 2)], value);
    put(w, &[(off + 6, tbits)], t);
    if let Some(r) = flags {
        match kind {
            SrcKind::Mul | SrcKind::Add => {
                put(w, &[(off + 10, 1)], u64::from(r.flags.sx));
            }
            SrcKind::F32 | SrcKind::F16 => {
                let m = u64::from(r.flags.abs) | u64::from(r.flags.neg) << 1;
                put(w, &[(off + 6 + tbits, 2)], m);
            }
            _ => {}
        }
    }
    Ok(())
}

fn mod_put(w: &mut u128, m: Mod, mods: &Mods, op: Opcode) -> Result<(), EncodeError> {
    let fail = |what: &str| EncodeError::Modifier { op: op.name(), what: what.to_string() };
    let ok = match m {
        Mod::Sat => put(w, &[(6, 1)], u64::from(mods.sat)),
        Mod::Shift => put(w, &[(39, 1), (52, 2)], u64::from(mods.shift)),
        Mod::MemShift => put(w, &[(42, 2)], u64::from(mods.shift)),
        Mod::ICond(cc, ccn) | Mod::FCond(cc, ccn) => {
            let right_kind =
                matches!((m, mods.cond), (Mod::ICond(..), Cond::I(_)) | (Mod::FCond(..), Cond::F(_)));
            if !right_kind {
                return Err(fail("integer/float condition mismatch"));
            }
            let code = u64::from(mods.cond.code());
            put(w, &[(cc, 3)], code & 7);
            match ccn {
                Some(b) => put(w, &[(b, 1)], code >> 3),
                None => code < 8,
            }
        }
        Mod::Truth => {
            *w |= tt_bits(mods.truth & 0xF);
            mods.truth < 16
        }
        Mod::Width => put(w, &[(38, 2), (50, 2), (63, 1)], u64::from(mods.width)),
        Mod::N => put(w, &[(11, 2)], u64::from(mods.n)),
        Mod::Format(p) => put(w, p, u64::from(mods.format.code())),
        Mod::Mask(at) => put(w, &[(at, 4)], u64::from(mask_of(mods))),
        Mod::Group(at) => put(w, &[(at, 1)], u64::from(mods.group)),
        Mod::Unsigned => put(w, &[(25, 1)], u64::from(!mods.signed_index)),
        Mod::Conv => put(
            w,
            &[(16, 6)],
            u64::from(crate::isa::CONV_MODES.iter().find(|e| e.0 == mods.conv).map_or(0, |e| e.1)),
        ),
        Mod::Round => put(w, &[(26, 2)], u64::from(mods.round as u8)),
        Mod::Atomic(at) => put(
            w,
            &[(at, 4)],
            u64::from(crate::isa::ATOMIC_OPS.iter().find(|e| e.0 == mods.atomic).map_or(0, |e| e.1)),
        ),
        Mod::Coherent => put(w, &[(45, 1)], u64::from(mods.coherent)),
        Mod::Barrier => {
            let (a, b, c) = mods.barrier;
            put(w, &[(10, 2)], u64::from(a))
                & put(w, &[(8, 2)], u64::from(b))
                & put(w, &[(12, 4)], u64::from(c))
        }
    };
    if ok {
        Ok(())
    } else {
        Err(fail(&format!("{m:?} out of range")))
    }
}

/// Reads field `pieces` of an encoded word (printing the fixed literals).
pub fn field(word: u128, pieces: table::Pieces) -> u64 {
    get(word, pieces)
}

/// Encodes a whole program: labels become byte offsets, every instruction takes its
/// shortest form.
pub fn encode(insts: &[Inst]) -> Result<Vec<u8>, EncodeError> {
    let mut e = Encoder::new(Vec::with_capacity(insts.len() * 6));
    for inst in insts {
        e.push(inst)?;
    }
    e.finish()
}

/// Encodes a program one instruction at a time, so that no list of instructions needs
/// to exist: lengths do not depend on branch offsets (branches have one length), so each
/// instruction is written when it arrives (a branch with offset 0) and labels take the
/// offset reached; `finish` rewrites the instructions naming a label once every label is
/// placed.
#[derive(Debug)]
pub struct Encoder {
    out: Vec<u8>,
    /// Where the program starts in `out` (offsets count from here).
    base: usize,
    labels: BTreeMap<u32, i64>,
    /// Instructions naming a label, with the offset in `out` and the length of their word.
    fixups: Vec<(usize, u8, Inst)>,
}

impl Encoder {
    /// An encoder appending to `out` (what `out` already holds stays in front).
    pub fn new(out: Vec<u8>) -> Encoder {
        Encoder { base: out.len(), out, labels: BTreeMap::new(), fixups: Vec::new() }
    }

    /// Appends `inst` (a label records its position).
    pub fn push(&mut self, inst: &Inst) -> Result<(), EncodeError> {
        let pc = (self.out.len() - self.base) as i64;
        if inst.op == Opcode::Label {
            if let Some(Operand::Label(l)) = inst.srcs.first() {
                self.labels.insert(*l, pc);
            }
            return Ok(());
        }
        let (w, len) = encode_word(inst, None)?;
        if inst.srcs.iter().any(|o| matches!(o, Operand::Label(_))) {
            self.fixups.push((self.out.len(), len, inst.clone()));
        }
        // A whole 16-byte word cut back to its length: a copy of fixed size, where one of
        // `len` bytes went through `memcpy`.
        let end = self.out.len() + usize::from(len);
        self.out.extend_from_slice(&w.to_le_bytes());
        self.out.truncate(end);
        Ok(())
    }

    /// Bytes of program written so far.
    pub fn len(&self) -> usize {
        self.out.len() - self.base
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Resolves the branches and gives back the buffer (the prefix it came with, then
    /// the program).
    pub fn finish(mut self) -> Result<Vec<u8>, EncodeError> {
        for (at, len, inst) in &self.fixups {
            let here = (at - self.base) as i64;
            let resolve = |l: u32| self.labels.get(&l).map(|&t| t - here);
            let w = encode_word(inst, Some(&resolve))?.0;
            let len = *len;
            let bytes = w.to_le_bytes();
            if let Some(dst) = self.out.get_mut(*at..at + usize::from(len)) {
                dst.copy_from_slice(&bytes[..usize::from(len)]);
            }
        }
        Ok(self.out)
    }
}
