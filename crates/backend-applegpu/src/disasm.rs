//! The G13 disassembler: bytes back to `Inst`s through the same rows of
//! `crate::table` the encoder uses. Among the rows whose fixed bits match, the one with
//! the most fixed bits wins (so the `bitop` aliases beat `bitop`). Branch targets come
//! back as `Operand::Imm` byte offsets from the branch.

use crate::encode::encode_word;
use crate::isa::{
    AtomicOp, Cond, Inst, MemFormat, Mods, Operand, Reg, RegFlags, RegOp, Round, Size, ATOMIC_OPS, CONV_MODES,
};
use crate::table::{self, get, Form, Mod, Slot, SrcKind};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DisasmError {
    #[error("offset {offset:#x}: no instruction form matches {bytes}")]
    Unknown { offset: usize, bytes: String },
    #[error("offset {offset:#x}: `{op}` is cut off by the end of the code")]
    Truncated { offset: usize, op: &'static str },
    #[error("offset {offset:#x}: `{op}` has a field value this backend does not use ({what})")]
    Field { offset: usize, op: &'static str, what: &'static str },
}

/// One decoded instruction: where it starts, its length, the instruction.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded {
    pub offset: usize,
    pub len: u8,
    pub inst: Inst,
}

fn all_forms() -> impl Iterator<Item = &'static Form> {
    table::FORMS.iter().chain(std::iter::once(&table::MOV_IMM32))
}

fn hexs(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Decodes the instruction at the start of `code`.
pub fn decode_one(code: &[u8], offset: usize) -> Result<Decoded, DisasmError> {
    let mut buf = [0u8; 16];
    let n = code.len().min(16);
    buf[..n].copy_from_slice(&code[..n]);
    let raw = u128::from_le_bytes(buf);
    let mut best: Option<(&Form, u8, u32)> = None;
    for f in all_forms() {
        let len = if f.short != f.long && (raw >> f.lbit) & 1 == 0 { f.short } else { f.long };
        let w = mask_len(raw, len);
        let mut fixed = f.fixed;
        if f.short != f.long {
            fixed &= !(1u128 << f.lbit);
        }
        if w & fixed == f.bits & fixed {
            let score = fixed.count_ones();
            if best.is_none_or(|b| score > b.2) {
                best = Some((f, len, score));
            }
        }
    }
    let Some((f, len, _)) = best else {
        return Err(DisasmError::Unknown { offset, bytes: hexs(&code[..n.min(8)]) });
    };
    if code.len() < usize::from(len) {
        return Err(DisasmError::Truncated { offset, op: f.op.name() });
    }
    let w = mask_len(raw, len);
    let inst = decode_form(f, w).map_err(|what| DisasmError::Field { offset, op: f.op.name(), what })?;
    // What we decode must be exactly what we would encode: otherwise the word holds
    // bits this backend does not model, and printing it would hide them.
    match encode_word(&inst, None) {
        Ok((again, l)) if again == w && l == len => {}
        _ => {
            return Err(DisasmError::Field {
                offset,
                op: f.op.name(),
                what: "bits outside the modelled fields",
            })
        }
    }
    Ok(Decoded { offset, len, inst })
}

fn mask_len(raw: u128, len: u8) -> u128 {
    if len >= 16 {
        raw
    } else {
        raw & ((1u128 << (u32::from(len) * 8)) - 1)
    }
}

/// Decodes a whole code blob.
pub fn disassemble(code: &[u8]) -> Result<Vec<Decoded>, DisasmError> {
    let mut out = Vec::new();
    let mut p = 0;
    while p < code.len() {
        let d = decode_one(&code[p..], p)?;
        p += usize::from(d.len);
        out.push(d);
    }
    Ok(out)
}

fn reg(reg: Reg, size: Size) -> RegOp {
    RegOp { reg, size, flags: RegFlags::default() }
}

fn hint_flags(r: &mut RegOp, hint: u64) {
    r.flags.cache = hint == 2;
    r.flags.discard = hint == 3;
}

fn decode_form(f: &Form, w: u128) -> Result<Inst, &'static str> {
    let mut mods = Mods::default();
    for m in f.mods {
        mod_get(w, *m, &mut mods)?;
    }
    if f.op == crate::isa::Opcode::ThreadgroupAtomic && mods.atomic != AtomicOp::Cmpxchg && (w >> 40) & 1 != 0
    {
        return Err("threadgroup_atomic bit 40");
    }
    let mut dst32 = false;
    let mut dsts = Vec::new();
    for s in f.dsts {
        if let Some(o) = slot_get(w, *s, &mods, &mut dst32)? {
            dsts.push(o);
        }
    }
    let mut srcs = Vec::new();
    for s in f.srcs {
        srcs.push(slot_get(w, *s, &mods, &mut dst32)?.ok_or("missing source")?);
    }
    Ok(Inst::with_mods(f.op, dsts, srcs, mods))
}

fn slot_get(w: u128, slot: Slot, mods: &Mods, dst32: &mut bool) -> Result<Option<Operand>, &'static str> {
    let mask_count = u32::from(crate::encode::mask_of(mods)).count_ones();
    Ok(Some(match slot {
        Slot::Dst { x, w32, w64 } => {
            let v = get(w, &[(9, 6), (x, 2)]) as u16;
            let t = get(w, &[(7, 2)]);
            let mut r = if t & 2 != 0 && w32 {
                *dst32 = true;
                if v & 1 != 0 && w64 {
                    reg(Reg::Gpr(v & !1), Size::S64)
                } else if v & 1 != 0 {
                    return Err("odd 32-bit destination");
                } else {
                    reg(Reg::Gpr(v), Size::S32)
                }
            } else if t & 2 != 0 {
                return Err("32-bit destination in a 16-bit form");
            } else {
                reg(Reg::Gpr(v), Size::S16)
            };
            r.flags.cache = t & 1 != 0;
            Operand::Reg(r)
        }
        Slot::Src { off, x, kind } => src_get(w, off, x, kind, *dst32)?,
        Slot::R0l => {
            let mut r = reg(Reg::Gpr(0), Size::S16);
            r.flags.cache = get(w, &[(7, 1)]) != 0;
            Operand::Reg(r)
        }
        Slot::Sr => Operand::Sr(get(w, &[(16, 6), (26, 2)]) as u8),
        Slot::Imm(p) => Operand::Imm(get(w, p) as u32),
        Slot::MemReg | Slot::TgReg => {
            let (v, t) = if slot == Slot::MemReg {
                (get(w, &[(10, 6), (40, 2)]), get(w, &[(49, 1)]))
            } else {
                (get(w, &[(9, 6), (60, 2)]), get(w, &[(8, 1)]))
            };
            let size = if t == 0 {
                Size::S16
            } else {
                if v & 1 != 0 {
                    return Err("odd 32-bit data register");
                }
                Size::words(mask_count as u8).ok_or("mask")?
            };
            Operand::Reg(reg(Reg::Gpr(v as u16), size))
        }
        Slot::TgAtomicDst => {
            if get(w, &[(38, 1)]) == 0 {
                return Ok(None);
            }
            let v = get(w, &[(9, 6), (60, 2)]) as u16;
            let size = if get(w, &[(8, 1)]) != 0 { Size::S32 } else { Size::S16 };
            Operand::Reg(reg(Reg::Gpr(v), size))
        }
        Slot::MemBase => {
            let v = get(w, &[(16, 4), (36, 4)]) as u16;
            if v & 1 != 0 {
                return Err("odd base register");
            }
            let r = if get(w, &[(27, 1)]) != 0 { Reg::Uniform(v) } else { Reg::Gpr(v) };
            Operand::Reg(reg(r, Size::S64))
        }
        Slot::MemIndex => {
            let v = get(w, &[(20, 4), (32, 4), (56, 8)]);
            if get(w, &[(24, 1)]) != 0 {
                Operand::Imm(i32::from(v as u16 as i16) as u32)
            } else {
                if v & 1 != 0 || v > 255 {
                    return Err("index register");
                }
                Operand::Reg(reg(Reg::Gpr(v as u16), Size::S32))
            }
        }
        Slot::TgBase => {
            let v = get(w, &[(16, 6), (58, 2)]) as u16;
            match get(w, &[(22, 2)]) {
                0b00 => Operand::Reg(reg(Reg::Gpr(v), Size::S16)),
                0b10 => {
                    if v != 0 {
                        return Err("threadgroup base immediate");
                    }
                    Operand::Imm(0)
                }
                t => Operand::Reg(reg(Reg::Uniform(v | ((t as u16 >> 1) << 8)), Size::S16)),
            }
        }
        Slot::TgIndex => {
            let v = get(w, &[(28, 6), (48, 10)]);
            if get(w, &[(34, 1)]) != 0 {
                Operand::Imm(i32::from(v as u16 as i16) as u32)
            } else {
                if v > 255 {
                    return Err("index register");
                }
                Operand::Reg(reg(Reg::Gpr(v as u16), Size::S16))
            }
        }
        Slot::Branch => Operand::Imm(get(w, &[(16, 32)]) as u32),
        Slot::AtomicDst => {
            if get(w, &[(47, 1)]) == 0 {
                return Ok(None);
            }
            let v = get(w, &[(10, 6), (40, 2)]) as u16;
            if v & 1 != 0 {
                return Err("odd result register");
            }
            Operand::Reg(reg(Reg::Gpr(v), Size::S32))
        }
        Slot::AtomicSrc { off } => {
            let v = get(w, &[(off, 8)]) as u16;
            if v & 1 != 0 {
                return Err("odd source register");
            }
            let size = if mods.atomic == AtomicOp::Cmpxchg { Size::S64 } else { Size::S32 };
            Operand::Reg(reg(Reg::Gpr(v), size))
        }
        Slot::Reg32At9 => Operand::Reg(reg(Reg::Gpr(get(w, &[(9, 7)]) as u16 * 2), Size::S32)),
    }))
}

fn src_get(w: u128, off: u8, x: u8, kind: SrcKind, dst32: bool) -> Result<Operand, &'static str> {
    let tbits: u8 = if matches!(kind, SrcKind::F16 | SrcKind::Cmpsel) { 3 } else { 4 };
    let v = get(w, &[(off, 6), (x, 2)]) as u16;
    let t = get(w, &[(off + 6, tbits)]);
    let float = matches!(kind, SrcKind::F32 | SrcKind::F16);
    let mut r = if kind == SrcKind::Cmpsel {
        let size = if dst32 { Size::S32 } else { Size::S16 };
        match t {
            0b100 => return Ok(Operand::Imm(u32::from(v))),
            0b001..=0b011 => {
                let mut r = reg(Reg::Gpr(v), size);
                hint_flags(&mut r, t);
                r
            }
            0b110 => reg(Reg::Uniform(v), size),
            // u128 and up: a bank bit applegpu's disassembler ignores; never emitted.
            0b111 => return Err("select operand in the high uniform bank"),
            _ => return Err("select operand type"),
        }
    } else if t == 0 {
        return Ok(if float { Operand::FImm(v as u8) } else { Operand::Imm(u32::from(v)) });
    } else if t & 0b1100 == 0b0100 {
        let h = v | ((t as u16 & 1) << 8);
        reg(Reg::Uniform(h), if t & 2 != 0 { Size::S32 } else { Size::S16 })
    } else if t & 0b11 != 0 {
        let allow32 = !matches!(kind, SrcKind::Alu16 | SrcKind::F16);
        let allow64 = matches!(kind, SrcKind::Alu64 | SrcKind::Add);
        let size = match t >> 2 {
            0b11 if allow64 => Size::S64,
            0b10 | 0b11 if allow32 => Size::S32,
            _ => Size::S16,
        };
        if size != Size::S16 && v & 1 != 0 {
            return Err("odd 32-bit source register");
        }
        let mut r = reg(Reg::Gpr(v), size);
        hint_flags(&mut r, t & 3);
        r
    } else {
        return Err("source type");
    };
    match kind {
        SrcKind::Mul | SrcKind::Add => r.flags.sx = get(w, &[(off + 10, 1)]) != 0,
        SrcKind::F32 | SrcKind::F16 => {
            let m = get(w, &[(off + 6 + tbits, 2)]);
            r.flags.abs = m & 1 != 0;
            r.flags.neg = m & 2 != 0;
        }
        _ => {}
    }
    Ok(Operand::Reg(r))
}

fn mod_get(w: u128, m: Mod, mods: &mut Mods) -> Result<(), &'static str> {
    match m {
        Mod::Sat => mods.sat = get(w, &[(6, 1)]) != 0,
        Mod::Shift => mods.shift = get(w, &[(39, 1), (52, 2)]) as u8,
        Mod::MemShift => mods.shift = get(w, &[(42, 2)]) as u8,
        Mod::ICond(cc, ccn) | Mod::FCond(cc, ccn) => {
            let code = get(w, &[(cc, 3)]) as u8 | ccn.map_or(0, |b| (get(w, &[(b, 1)]) as u8) << 3);
            mods.cond =
                if matches!(m, Mod::ICond(..)) { Cond::from_icode(code) } else { Cond::from_fcode(code) }
                    .ok_or("condition")?;
        }
        Mod::Truth => {
            mods.truth = (get(w, &[(26, 1)])
                | get(w, &[(27, 1)]) << 1
                | get(w, &[(38, 1)]) << 2
                | get(w, &[(39, 1)]) << 3) as u8;
        }
        Mod::Width => mods.width = get(w, &[(38, 2), (50, 2), (63, 1)]) as u8,
        Mod::N => mods.n = get(w, &[(11, 2)]) as u8,
        Mod::Format(p) => mods.format = MemFormat::from_code(get(w, p) as u8).ok_or("memory format")?,
        Mod::Mask(at) => {
            mods.mask = get(w, &[(at, 4)]) as u8;
            if mods.mask == 0 {
                return Err("empty mask");
            }
        }
        Mod::Group(at) => mods.group = get(w, &[(at, 1)]) as u8,
        Mod::Unsigned => mods.signed_index = get(w, &[(25, 1)]) == 0,
        Mod::Conv => {
            let c = get(w, &[(16, 6)]) as u8;
            mods.conv = CONV_MODES.iter().find(|e| e.1 == c).map(|e| e.0).ok_or("conversion mode")?;
        }
        Mod::Round => {
            mods.round = match get(w, &[(26, 2)]) {
                0 => Round::Rtz,
                1 => Round::Rte,
                _ => return Err("rounding mode"),
            }
        }
        Mod::Atomic(at) => {
            let c = get(w, &[(at, 4)]) as u8;
            mods.atomic = ATOMIC_OPS.iter().find(|e| e.1 == c).map(|e| e.0).ok_or("atomic operation")?;
        }
        Mod::Coherent => mods.coherent = get(w, &[(45, 1)]) != 0,
        Mod::Barrier => {
            mods.barrier = (get(w, &[(10, 2)]) as u8, get(w, &[(8, 2)]) as u8, get(w, &[(12, 4)]) as u8);
        }
    }
    Ok(())
}
