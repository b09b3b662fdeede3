//! The AMD disassembler: machine code back to `Inst`s, for exactly the forms
//! `crate::encode` writes.
//!
//! Every decoded instruction is encoded again and must give the same bytes; anything else
//! (a form, an operand or a bit the encoder never writes) is an error naming its offset.
//! Branch targets become `Label` pseudo-instructions, numbered in address order.

use std::fmt::Write;

use crate::encode::{self, lane_width};
use crate::gen::Gen;
use crate::isa::{Inst, Mods, Opcode, Operand, Reg};
use crate::print::{self, Branch};
use crate::table::{self, Class, OpInfo, Ty, K};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DisasmError {
    #[error("offset {offset:#x}: {reason}")]
    Word { offset: usize, reason: String },
    #[error("offset {offset:#x}: branch target {target:#x} is not the start of an instruction")]
    BadTarget { offset: usize, target: i64 },
    #[error("code size {0} is not a multiple of 4")]
    Size(usize),
}

/// One decoded instruction: where it is, how long, its raw branch offset.
struct Decoded {
    inst: Inst,
    offset: usize,
    len: usize,
    branch: Option<u16>,
}

fn word(bytes: &[u8], at: usize) -> Result<u32, String> {
    bytes
        .get(at..at + 4)
        .and_then(|b| b.try_into().ok())
        .map(u32::from_le_bytes)
        .ok_or_else(|| "instruction runs past the end of the code".to_string())
}

fn find(gen: Gen, pred: impl Fn(&OpInfo) -> bool) -> Result<&'static OpInfo, String> {
    table::rows()
        .iter()
        // gfx6–8 spell the carry-less adds as the carry-out ones: decode to the latter.
        .filter(|r| !(gen <= Gen::Gfx8 && matches!(r.op, Opcode::VAddU32 | Opcode::VSubU32)))
        .find(|r| pred(r))
        .ok_or_else(|| "opcode the encoder never writes".to_string())
}

/// A scalar register code as an operand of `width` registers.
fn sreg(gen: Gen, code: u32, width: u8) -> Result<Operand, String> {
    let reg = match code {
        0..=105 => Reg::S(code as u16),
        106 => Reg::Vcc,
        107 => Reg::VccHi,
        124 => Reg::M0,
        125 if gen >= Gen::Gfx10 => Reg::Null,
        126 => Reg::Exec,
        127 => Reg::ExecHi,
        _ => return Err(format!("scalar operand code {code} the encoder never writes")),
    };
    Ok(Operand::Reg { reg, width })
}

fn vreg(n: u32, width: u8) -> Operand {
    Operand::Reg { reg: Reg::V(n as u16), width }
}

/// Decodes a 9-bit source; `lit` is the literal dword if the instruction has one.
fn src(gen: Gen, code: u32, width: u8, ty: Ty, lit: Option<u32>) -> Result<Operand, String> {
    Ok(match code {
        0..=127 => sreg(gen, code, width)?,
        128..=192 => Operand::Imm(i64::from(code) - 128),
        193..=208 => Operand::Imm(192 - i64::from(code)),
        240..=247 => {
            let v = [0.5f32, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
            Operand::F32(v.get((code - 240) as usize).copied().unwrap_or(0.0))
        }
        248 if gen >= Gen::Gfx8 => Operand::F32(f32::from_bits(0x3e22_f983)),
        255 => {
            let v = lit.ok_or("literal missing")?;
            let _ = ty;
            Operand::Imm(i64::from(v))
        }
        256..=511 => vreg(code - 256, width),
        _ => return Err(format!("source code {code} the encoder never writes")),
    })
}

fn decode_one(gen: Gen, bytes: &[u8], at: usize) -> Result<(Inst, Option<u16>), String> {
    let w = word(bytes, at)?;
    let lit_at = |n: usize| word(bytes, at + 4 * n).ok();
    let mut mods = Mods::default();
    let mut defs = Vec::with_capacity(2);
    let mut srcs = Vec::with_capacity(3);
    let mut branch = None;
    let top6 = w >> 26;
    let info: &'static OpInfo;
    if w >> 31 == 0 {
        let top7 = w >> 25;
        let (class, op) = match top7 {
            0x3f => (Class::Vop1, (w >> 9) & 0xff),
            0x3e => (Class::Vopc, (w >> 17) & 0xff),
            _ => (Class::Vop2, top7 & 0x3f),
        };
        info = find(gen, |r| {
            matches!(r.class, Class::Vop1 | Class::Vop2 | Class::Vopc)
                && r.code(gen) == Some(op as u16)
                && (r.class == class)
        })?;
        let lit = lit_at(1);
        let vdst = (w >> 17) & 0xff;
        for k in info.defs {
            defs.push(match *k {
                K::Vd(n) => vreg(vdst, n),
                K::Sd(n) => sreg(gen, vdst, n)?,
                K::Lane => Operand::Reg { reg: Reg::Vcc, width: lane_width(gen) },
                _ => return Err("bad table row".to_string()),
            });
        }
        for (i, k) in info.srcs.iter().enumerate() {
            srcs.push(match (i, *k) {
                (0, K::Vs(n, ty)) => src(gen, w & 0x1ff, n, ty, lit)?,
                (0, K::Vv(n)) => src(gen, w & 0x1ff, n, Ty::B32, lit)?,
                (1, K::Vs(n, ty)) if info.has(table::LANESEL) => src(gen, (w >> 9) & 0xff, n, ty, None)?,
                (1, K::Vs(n, _) | K::Vv(n)) => vreg((w >> 9) & 0xff, n),
                (_, K::Lane) => Operand::Reg { reg: Reg::Vcc, width: lane_width(gen) },
                _ => return Err("bad table row".to_string()),
            });
        }
    } else if w >> 30 == 0b10 {
        let (class, op) = match w >> 23 {
            0x17d => (Class::Sop1, (w >> 8) & 0xff),
            0x17e => (Class::Sopc, (w >> 16) & 0x7f),
            0x17f => (Class::Sopp, (w >> 16) & 0x7f),
            _ if w >> 28 == 0xb => (Class::Sopk, (w >> 23) & 0x1f),
            _ => (Class::Sop2, (w >> 23) & 0x7f),
        };
        info = find(gen, |r| r.class == class && r.code(gen) == Some(op as u16))?;
        let lit = lit_at(1);
        let sdst = (w >> 16) & 0x7f;
        match class {
            Class::Sop1 | Class::Sop2 | Class::Sopc => {
                for k in info.defs {
                    if let K::Sd(n) = *k {
                        defs.push(sreg(gen, sdst, n)?);
                    }
                }
                for (i, k) in info.srcs.iter().enumerate() {
                    if let K::Ss(n, ty) = *k {
                        let code = if i == 0 { w & 0xff } else { (w >> 8) & 0xff };
                        srcs.push(src(gen, code, n, ty, lit)?);
                    }
                }
                if info.op == Opcode::SSetpcB64 && !matches!(srcs.first(), Some(Operand::Reg { .. })) {
                    return Err("s_setpc_b64 of a constant".to_string());
                }
            }
            Class::Sopk => {
                let imm = w & 0xffff;
                if info.op == Opcode::SMovkI32 {
                    defs.push(sreg(gen, sdst, 1)?);
                    srcs.push(Operand::Imm(i64::from(imm as u16 as i16)));
                } else {
                    srcs.push(sreg(gen, sdst, 1)?);
                    srcs.push(Operand::Imm(i64::from(imm)));
                }
            }
            _ => {
                let imm = (w & 0xffff) as u16;
                match info.srcs.first() {
                    Some(K::Label) => {
                        branch = Some(imm);
                        srcs.push(Operand::Label(0));
                    }
                    Some(_) => srcs.push(Operand::Imm(i64::from(imm))),
                    None => {}
                }
            }
        }
    } else if gen <= Gen::Gfx7 && w >> 27 == 0b11000 {
        let op = (w >> 22) & 0x1f;
        info = find(gen, |r| r.class == Class::Smem && r.code(gen) == Some(op as u16))?;
        let Some(K::Sd(n)) = info.defs.first() else { return Err("bad table row".to_string()) };
        defs.push(sreg(gen, (w >> 15) & 0x7f, *n)?);
        srcs.push(sreg(gen, ((w >> 9) & 0x3f) * 2, 2)?);
        let dw = if w & 0x100 != 0 { w & 0xff } else { lit_at(1).ok_or("literal missing")? };
        mods.offset = i32::try_from(u64::from(dw) * 4).map_err(|_| "offset too large".to_string())?;
    } else if (gen <= Gen::Gfx9 && top6 == 0b110000 && gen >= Gen::Gfx8)
        || (gen >= Gen::Gfx10 && top6 == 0b111101)
    {
        let op = (w >> 18) & 0xff;
        info = find(gen, |r| r.class == Class::Smem && r.code(gen) == Some(op as u16))?;
        let Some(K::Sd(n)) = info.defs.first() else { return Err("bad table row".to_string()) };
        defs.push(sreg(gen, (w >> 6) & 0x7f, *n)?);
        srcs.push(sreg(gen, (w & 0x3f) * 2, 2)?);
        mods.glc = w & (1 << 16) != 0;
        mods.dlc = gen >= Gen::Gfx10 && w & (1 << 14) != 0;
        let w1 = word(bytes, at + 4)?;
        mods.offset = (w1 & 0xf_ffff) as i32;
    } else if (gen < Gen::Gfx10 && top6 == 0b110100) || (gen >= Gen::Gfx10 && top6 == 0b110101) {
        let op = if gen <= Gen::Gfx7 { (w >> 17) & 0x1ff } else { (w >> 16) & 0x3ff };
        info = find(gen, |r| {
            matches!(r.class, Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3)
                && r.vop3(gen) == Some(op as u16)
        })?;
        let w1 = word(bytes, at + 4)?;
        let lit = lit_at(2);
        let vdst = w & 0xff;
        let sdst = (w >> 8) & 0x7f;
        for k in info.defs {
            defs.push(match *k {
                K::Vd(n) => vreg(vdst, n),
                K::Sd(n) => sreg(gen, vdst, n)?,
                K::Lane if info.class == Class::Vopc => sreg(gen, vdst, lane_width(gen))?,
                K::Lane => sreg(gen, sdst, lane_width(gen))?,
                _ => return Err("bad table row".to_string()),
            });
        }
        let codes = [w1 & 0x1ff, (w1 >> 9) & 0x1ff, (w1 >> 18) & 0x1ff];
        let n = info.srcs.len();
        let rev = gen <= Gen::Gfx7 && info.has(table::REV_OLD);
        for i in 0..n {
            // gfx6/7's `v_lshl_b64 dst, value, shift` order back to the `Inst` order.
            let j = if rev && i < 2 { i ^ 1 } else { i };
            let code = codes.get(j).copied().unwrap_or(0);
            srcs.push(match info.srcs.get(i).copied() {
                Some(K::Vs(n, ty)) => src(gen, code, n, ty, lit)?,
                Some(K::Vv(n)) => src(gen, code, n, Ty::B32, lit)?,
                Some(K::Lane) => sreg(gen, code, lane_width(gen))?,
                _ => return Err("bad table row".to_string()),
            });
        }
        let mask = (1u8 << n) - 1;
        let vop3b = (info.defs.contains(&K::Lane) && info.class != Class::Vopc)
            || (gen <= Gen::Gfx8 && info.op == Opcode::VSubrevU32);
        if !vop3b {
            mods.abs = ((w >> 8) & 7) as u8 & mask;
        }
        mods.neg = (w1 >> 29) as u8 & mask;
        mods.clamp = if gen <= Gen::Gfx7 { !vop3b && w & (1 << 11) != 0 } else { w & (1 << 15) != 0 };
    } else if top6 == 0b111000 {
        let op = (w >> 18) & 0x7f;
        info = find(gen, |r| r.class == Class::Mubuf && r.code(gen) == Some(op as u16))?;
        let w1 = word(bytes, at + 4)?;
        mods.offset = (w & 0xfff) as i32;
        mods.offen = w & (1 << 12) != 0;
        mods.glc = w & (1 << 14) != 0;
        match gen {
            Gen::Gfx6 | Gen::Gfx7 => {
                mods.addr64 = w & (1 << 15) != 0;
                mods.slc = w1 & (1 << 22) != 0;
            }
            Gen::Gfx8 | Gen::Gfx9 => mods.slc = w & (1 << 17) != 0,
            Gen::Gfx10 | Gen::Gfx10_3 => {
                mods.dlc = w & (1 << 15) != 0;
                mods.slc = w1 & (1 << 22) != 0;
            }
        }
        let vaddr = if mods.addr64 {
            vreg(w1 & 0xff, 2)
        } else if mods.offen {
            vreg(w1 & 0xff, 1)
        } else {
            Operand::Off
        };
        let vdata = (w1 >> 8) & 0xff;
        let rsrc = sreg(gen, ((w1 >> 16) & 0x1f) * 4, 4)?;
        let soff = match w1 >> 24 {
            c @ 128..=208 => src(gen, c, 1, Ty::B32, None)?,
            c => sreg(gen, c, 1)?,
        };
        match (info.defs.first(), info.srcs.first()) {
            (Some(K::Vd(n)), _) => defs.push(vreg(vdata, *n)),
            (_, Some(K::Vv(n))) => {
                if info.has(table::ATOMIC) && mods.glc {
                    defs.push(vreg(vdata, info.atomic_ret_width()));
                    mods.glc = false;
                }
                srcs.push(vreg(vdata, *n));
            }
            _ => return Err("bad table row".to_string()),
        }
        srcs.extend([vaddr, rsrc, soff]);
    } else if top6 == 0b110111 && gen >= Gen::Gfx7 {
        let op = (w >> 18) & 0x7f;
        info = find(gen, |r| r.class == Class::Global && r.code(gen) == Some(op as u16))?;
        let w1 = word(bytes, at + 4)?;
        mods.glc = w & (1 << 16) != 0;
        mods.slc = w & (1 << 17) != 0;
        match gen {
            Gen::Gfx9 => mods.offset = ((w & 0x1fff) as i32) << 19 >> 19,
            Gen::Gfx10 | Gen::Gfx10_3 => {
                mods.offset = ((w & 0xfff) as i32) << 20 >> 20;
                mods.dlc = w & (1 << 12) != 0;
            }
            _ => {}
        }
        let saddr_code = (w1 >> 16) & 0x7f;
        let off = match gen {
            Gen::Gfx9 => saddr_code == 0x7f,
            Gen::Gfx10 | Gen::Gfx10_3 => saddr_code == 0x7d,
            _ => true,
        };
        let (addr, saddr) = if off {
            (vreg(w1 & 0xff, 2), Operand::Off)
        } else {
            (vreg(w1 & 0xff, 1), sreg(gen, saddr_code, 2)?)
        };
        let data = (w1 >> 8) & 0xff;
        let vdst = w1 >> 24;
        if info.has(table::ATOMIC) {
            if mods.glc {
                defs.push(vreg(vdst, info.atomic_ret_width()));
                mods.glc = false;
            }
            let Some(K::Vv(n)) = info.srcs.get(1) else { return Err("bad table row".to_string()) };
            srcs.extend([addr, vreg(data, *n), saddr]);
        } else if let Some(K::Vd(n)) = info.defs.first() {
            defs.push(vreg(vdst, *n));
            srcs.extend([addr, saddr]);
        } else {
            let Some(K::Vv(n)) = info.srcs.get(1) else { return Err("bad table row".to_string()) };
            srcs.extend([addr, vreg(data, *n), saddr]);
        }
    } else if top6 == 0b110110 {
        let op = if matches!(gen, Gen::Gfx8 | Gen::Gfx9) { (w >> 17) & 0xff } else { (w >> 18) & 0xff };
        info = find(gen, |r| r.class == Class::Ds && r.code(gen) == Some(op as u16))?;
        let w1 = word(bytes, at + 4)?;
        mods.offset = (w & 0xffff) as i32;
        if let Some(K::Vd(n)) = info.defs.first() {
            defs.push(vreg(w1 >> 24, *n));
        }
        for (i, k) in info.srcs.iter().enumerate() {
            let K::Vv(n) = *k else { return Err("bad table row".to_string()) };
            srcs.push(vreg((w1 >> (8 * i)) & 0xff, n));
        }
    } else {
        return Err(format!("word {w:#010x} is not an encoding the encoder writes"));
    }
    let inst = Inst { op: info.op, defs: defs.into(), srcs: srcs.into(), mods };
    Ok((inst, branch))
}

/// Decode, then re-encode and require the same bytes; returns the instruction's length.
fn decode_checked(gen: Gen, bytes: &[u8], at: usize, scratch: &mut Vec<u8>) -> Result<Decoded, DisasmError> {
    let err = |reason: String| DisasmError::Word { offset: at, reason };
    let (mut inst, branch) = decode_one(gen, bytes, at).map_err(err)?;
    let is_vop = table::info(inst.op).is_some_and(|i| {
        matches!(i.class, Class::Vop1 | Class::Vop2 | Class::Vopc)
            && i.code(gen).is_some()
            && i.vop3(gen).is_some()
    });
    for attempt in 0..2 {
        if attempt == 1 {
            if !is_vop || inst.mods.e64 {
                break;
            }
            inst.mods.e64 = true;
        }
        scratch.clear();
        if encode::encode_one(gen, &inst, branch.unwrap_or(0), scratch).is_ok()
            && bytes.get(at..at + scratch.len()) == Some(&scratch[..])
        {
            return Ok(Decoded { inst, offset: at, len: scratch.len(), branch });
        }
    }
    let first = word(bytes, at).unwrap_or(0);
    Err(err(format!("word {first:#010x} ({}) is not a form the encoder writes", inst.op.name())))
}

fn decode_all(gen: Gen, bytes: &[u8]) -> Result<Vec<Decoded>, DisasmError> {
    if bytes.len() % 4 != 0 {
        return Err(DisasmError::Size(bytes.len()));
    }
    let mut out = Vec::with_capacity(bytes.len() / 6);
    let mut scratch = Vec::with_capacity(16);
    let mut at = 0;
    while at < bytes.len() {
        let d = decode_checked(gen, bytes, at, &mut scratch)?;
        at += d.len.max(4);
        out.push(d);
    }
    Ok(out)
}

/// Machine code back to instructions, with `Label` pseudo-instructions (numbered from 0
/// in address order) at branch targets.
pub fn disassemble(gen: Gen, bytes: &[u8]) -> Result<Vec<Inst>, DisasmError> {
    let decoded = decode_all(gen, bytes)?;
    // Branch targets in bytes, sorted: the label number is the index.
    let mut targets: Vec<usize> = Vec::new();
    for d in &decoded {
        if let Some(b) = d.branch {
            let t = d.offset as i64 + 4 + 4 * i64::from(b as i16);
            let ok = t >= 0
                && (t as usize == bytes.len()
                    || decoded.binary_search_by_key(&(t as usize), |x| x.offset).is_ok());
            if !ok {
                return Err(DisasmError::BadTarget { offset: d.offset, target: t });
            }
            targets.push(t as usize);
        }
    }
    targets.sort_unstable();
    targets.dedup();
    let label_of = |t: usize| targets.binary_search(&t).map_or(0, |i| i as u32);
    let mut out = Vec::with_capacity(decoded.len() + targets.len());
    let mut next = 0;
    let place = |out: &mut Vec<Inst>, upto: usize, next: &mut usize| {
        while let Some(&t) = targets.get(*next) {
            if t > upto {
                break;
            }
            out.push(Inst::new(Opcode::Label, vec![], vec![Operand::Imm(*next as i64)]));
            *next += 1;
        }
    };
    for d in decoded {
        place(&mut out, d.offset, &mut next);
        let mut inst = d.inst;
        if let Some(b) = d.branch {
            let t = d.offset as i64 + 4 + 4 * i64::from(b as i16);
            if let Some(s) = inst.srcs.first_mut() {
                *s = Operand::Label(label_of(t as usize));
            }
        }
        out.push(inst);
    }
    place(&mut out, bytes.len(), &mut next);
    Ok(out)
}

/// One instruction per line, as llvm-objdump prints them (branch offsets as numbers).
pub fn disassemble_text(gen: Gen, bytes: &[u8]) -> Result<String, DisasmError> {
    let decoded = decode_all(gen, bytes)?;
    let mut s = String::with_capacity(decoded.len() * 32);
    for d in &decoded {
        let sel =
            encode::select(gen, &d.inst).map_err(|reason| DisasmError::Word { offset: d.offset, reason })?;
        let branch = d.branch.map_or(Branch::Label, Branch::Raw);
        print::write_sel(gen, &sel, branch, &mut s);
        s.push('\n');
    }
    Ok(s)
}

/// Assembly of `bytes` with labels (`.LBB0_<n>:`) and branches by label name: text that
/// llvm-mc assembles back to the same bytes.
pub fn disassemble_program(gen: Gen, bytes: &[u8]) -> Result<String, DisasmError> {
    let insts = disassemble(gen, bytes)?;
    let mut s = String::new();
    let _ = write!(s, "{}", print::print_program(gen, &insts));
    Ok(s)
}
