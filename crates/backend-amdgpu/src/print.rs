//! LLVM AMDGPU assembly text of `Inst`s with physical registers, per generation.
//!
//! The text is what `llvm-objdump -d --mcpu=<gfx>` prints for the bytes `crate::encode`
//! writes (gfx8+, where LLVM disassembles), and what `llvm-mc -mcpu=<gfx>` assembles back
//! to those bytes on every generation: the printer prints the encoder's own selection
//! (`encode::select`), so the `_e32`/`_e64` suffix, commuted sources and implicit carries
//! always match the bytes.

use std::fmt::Write;

use crate::encode::{self, Const, Sel};
use crate::gen::Gen;
use crate::isa::{Inst, Opcode, Operand, Reg};
use crate::table::{self, Class, Ty, K};

/// How branch targets are printed.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Branch {
    /// `.LBB0_<n>` for `Operand::Label(n)`.
    Label,
    /// The raw 16-bit offset, as llvm-objdump prints it.
    Raw(u16),
}

/// Name of label `n` in printed programs.
pub fn label_name(n: u32) -> String {
    format!(".LBB0_{n}")
}

/// One instruction in LLVM's syntax for `gen` (no indentation, no newline). An
/// instruction the generation cannot encode prints as its gfx9 mnemonic followed by a
/// comment saying why.
pub fn print_inst(gen: Gen, inst: &Inst) -> String {
    let mut s = String::new();
    if inst.op == Opcode::Label {
        if let Some(Operand::Imm(n)) = inst.srcs.first() {
            let _ = write!(s, "{}:", label_name(*n as u32));
            return s;
        }
    }
    match encode::select(gen, inst) {
        Ok(sel) => write_sel(gen, &sel, Branch::Label, &mut s),
        Err(why) => {
            // Still show the operands (virtual registers as `%v<n>`/`%s<n>`) for debugging.
            s.push_str(inst.op.name_for(gen).unwrap_or(inst.op.name()));
            let mut first = true;
            for op in inst.defs.iter().chain(&inst.srcs) {
                sep(&mut s, &mut first);
                write_src(gen, *op, Ty::B32, &mut s);
            }
            let _ = write!(s, " ; not encodable on {gen:?}: {why}");
        }
    }
    s
}

/// A program: labels as `.LBB0_<n>:` lines, instructions indented by a tab, one per line.
pub fn print_program(gen: Gen, insts: &[Inst]) -> String {
    let mut s = String::with_capacity(insts.len() * 32);
    for inst in insts {
        if inst.op != Opcode::Label {
            s.push('\t');
        }
        s.push_str(&print_inst(gen, inst));
        s.push('\n');
    }
    s
}

/// Bits of `s_waitcnt`'s immediate that hold counters on `gen`.
pub(crate) fn waitcnt_mask(gen: Gen) -> u16 {
    match gen {
        Gen::Gfx6 | Gen::Gfx7 | Gen::Gfx8 => 0x0f7f,
        Gen::Gfx9 => 0xcf7f,
        Gen::Gfx10 | Gen::Gfx10_3 => 0xff7f,
    }
}

/// (vmcnt, expcnt, lgkmcnt) of an `s_waitcnt` immediate, and their maxima.
pub fn waitcnt_decode(gen: Gen, imm: u16) -> ([u16; 3], [u16; 3]) {
    let vm_lo = imm & 0xf;
    let exp = (imm >> 4) & 7;
    match gen {
        Gen::Gfx6 | Gen::Gfx7 | Gen::Gfx8 => ([vm_lo, exp, (imm >> 8) & 0xf], [15, 7, 15]),
        Gen::Gfx9 => ([vm_lo | ((imm >> 14) & 3) << 4, exp, (imm >> 8) & 0xf], [63, 7, 15]),
        Gen::Gfx10 | Gen::Gfx10_3 => ([vm_lo | ((imm >> 14) & 3) << 4, exp, (imm >> 8) & 0x3f], [63, 7, 63]),
    }
}

/// The `s_waitcnt` immediate waiting for the given counts (`None`: don't wait on that one).
pub fn waitcnt_encode(gen: Gen, vm: Option<u16>, exp: Option<u16>, lgkm: Option<u16>) -> u16 {
    let (_, max) = waitcnt_decode(gen, 0);
    let vm = vm.unwrap_or(max[0]).min(max[0]);
    let exp = exp.unwrap_or(max[1]).min(max[1]);
    let lgkm = lgkm.unwrap_or(max[2]).min(max[2]);
    let mut imm = (vm & 0xf) | exp << 4 | lgkm << 8;
    if gen >= Gen::Gfx9 {
        imm |= (vm >> 4) << 14;
    }
    imm
}

fn write_waitcnt(gen: Gen, imm: u16, s: &mut String) {
    let (v, max) = waitcnt_decode(gen, imm);
    let names = ["vmcnt", "expcnt", "lgkmcnt"];
    let all = v == max;
    for i in 0..3 {
        if all || v[i] != max[i] {
            let _ = write!(s, " {}({})", names[i], v[i]);
        }
    }
}

/// Whether a `ds_swizzle_b32` pattern prints as text that assembles back to itself.
pub(crate) fn swizzle_canonical(off: u16) -> bool {
    if off == 0 {
        return true;
    }
    if off & 0x8000 != 0 {
        return off & 0x7f00 == 0;
    }
    let (and, or, xor) = (off & 0x1f, (off >> 5) & 0x1f, (off >> 10) & 0x1f);
    (0..5).all(|b| {
        let bit = |m: u16| (m >> b) & 1;
        matches!((bit(and), bit(or), bit(xor)), (0, 0, 0) | (0, 1, 0) | (1, 0, 0) | (1, 0, 1))
    })
}

fn write_swizzle(off: u16, s: &mut String) {
    if off == 0 {
        return;
    }
    if off & 0x8000 != 0 {
        let l = |i: u16| (off >> (2 * i)) & 3;
        let _ = write!(s, " offset:swizzle(QUAD_PERM,{},{},{},{})", l(0), l(1), l(2), l(3));
        return;
    }
    let (and, or, xor) = (off & 0x1f, (off >> 5) & 0x1f, (off >> 10) & 0x1f);
    let group = 32 - and;
    if and == 0x1f && or == 0 && xor.count_ones() == 1 {
        let _ = write!(s, " offset:swizzle(SWAP,{xor})");
    } else if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        let _ = write!(s, " offset:swizzle(REVERSE,{})", xor + 1);
    } else if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        let _ = write!(s, " offset:swizzle(BROADCAST,{group},{or})");
    } else {
        s.push_str(" offset:swizzle(BITMASK_PERM,\"");
        for b in (0..5).rev() {
            let bit = |m: u16| (m >> b) & 1;
            s.push(match (bit(and), bit(or), bit(xor)) {
                (0, 0, _) => '0',
                (0, 1, _) | (1, 1, _) => '1',
                (1, 0, 0) => 'p',
                _ => 'i',
            });
        }
        s.push_str("\")");
    }
}

pub(crate) fn write_reg(reg: Reg, width: u8, s: &mut String) {
    let w = u32::from(width.max(1));
    let _ = match reg {
        Reg::S(n) if w == 1 => write!(s, "s{n}"),
        Reg::S(n) => write!(s, "s[{}:{}]", n, u32::from(n) + w - 1),
        Reg::V(n) if w == 1 => write!(s, "v{n}"),
        Reg::V(n) => write!(s, "v[{}:{}]", n, u32::from(n) + w - 1),
        Reg::VirtS(n) => write!(s, "%s{n}"),
        Reg::VirtV(n) => write!(s, "%v{n}"),
        Reg::Vcc if w == 1 => write!(s, "vcc_lo"),
        Reg::Vcc => write!(s, "vcc"),
        Reg::VccHi => write!(s, "vcc_hi"),
        Reg::Exec if w == 1 => write!(s, "exec_lo"),
        Reg::Exec => write!(s, "exec"),
        Reg::ExecHi => write!(s, "exec_hi"),
        Reg::M0 => write!(s, "m0"),
        Reg::Null => write!(s, "null"),
        Reg::Scc => write!(s, "scc"),
    };
}

fn inline_text(code: u16, s: &mut String) {
    let _ = match code {
        128..=192 => write!(s, "{}", code - 128),
        193..=208 => write!(s, "-{}", code - 192),
        240 => write!(s, "0.5"),
        241 => write!(s, "-0.5"),
        242 => write!(s, "1.0"),
        243 => write!(s, "-1.0"),
        244 => write!(s, "2.0"),
        245 => write!(s, "-2.0"),
        246 => write!(s, "4.0"),
        247 => write!(s, "-4.0"),
        248 => write!(s, "0.15915494"),
        _ => write!(s, "?{code}"),
    };
}

/// A source operand: registers by name, constants as LLVM prints the encoded constant.
fn write_src(gen: Gen, op: Operand, ty: Ty, s: &mut String) {
    match op {
        Operand::Reg { reg, width } => write_reg(reg, width, s),
        Operand::Imm(_) | Operand::F32(_) => match encode::constant(gen, op, ty) {
            Ok(Const::Inline(c)) => inline_text(c, s),
            Ok(Const::Literal(v)) => {
                let _ = write!(s, "0x{v:x}");
            }
            Err(_) => {
                let _ = write!(s, "{op:?}");
            }
        },
        Operand::Label(n) => s.push_str(&label_name(n)),
        Operand::Off => s.push_str("off"),
        // Unresolved (before layout): LLVM's relocation spelling for the pool's symbol.
        Operand::DataRel { offset, hi } => {
            let _ = write!(s, "const_data@rel32@{}+{offset}", if hi { "hi" } else { "lo" });
        }
    }
}

fn write_vop_src(gen: Gen, sel: &Sel, i: usize, s: &mut String) {
    let op = sel.ops.srcs.get(i).copied().unwrap_or(Operand::Off);
    let ty = match sel.src_kind(i) {
        K::Vs(_, ty) | K::Ss(_, ty) => ty,
        _ => Ty::B32,
    };
    let bit = 1u8 << i;
    let (neg, abs) = (sel.mods.neg & bit != 0, sel.mods.abs & bit != 0);
    if neg {
        s.push('-');
    }
    if abs {
        s.push('|');
    }
    write_src(gen, op, ty, s);
    if abs {
        s.push('|');
    }
}

fn sep(s: &mut String, first: &mut bool) {
    s.push_str(if *first { " " } else { ", " });
    *first = false;
}

/// Print a selected instruction.
pub(crate) fn write_sel(gen: Gen, sel: &Sel, branch: Branch, s: &mut String) {
    let info = sel.info;
    let ops = &sel.ops;
    let m = &sel.mods;
    s.push_str(sel.name);
    let mut first = true;
    match info.class {
        Class::Sop1 | Class::Sop2 | Class::Sopc => {
            for d in ops.defs() {
                sep(s, &mut first);
                write_src(gen, *d, Ty::B32, s);
            }
            for (i, op) in ops.srcs().iter().enumerate() {
                sep(s, &mut first);
                let ty = match info.srcs.get(i) {
                    Some(K::Ss(_, ty)) => *ty,
                    _ => Ty::B32,
                };
                write_src(gen, *op, ty, s);
            }
        }
        Class::Sopk => {
            for op in ops.defs().iter().chain(ops.srcs()) {
                sep(s, &mut first);
                match op {
                    Operand::Imm(v) => {
                        let _ = write!(s, "0x{:x}", *v as u16);
                    }
                    _ => write_src(gen, *op, Ty::B32, s),
                }
            }
        }
        Class::Sopp => match (info.op, ops.srcs().first()) {
            (Opcode::SWaitcnt, Some(Operand::Imm(v))) => write_waitcnt(gen, *v as u16, s),
            (_, Some(Operand::Imm(v))) => {
                let _ = write!(s, " {v}");
            }
            (_, Some(Operand::Label(n))) => match branch {
                Branch::Label => {
                    let _ = write!(s, " {}", label_name(*n));
                }
                Branch::Raw(v) => {
                    let _ = write!(s, " {v}");
                }
            },
            _ => {}
        },
        Class::Smem => {
            sep(s, &mut first);
            write_src(gen, ops.def(0), Ty::B32, s);
            sep(s, &mut first);
            write_src(gen, ops.src(0), Ty::B32, s);
            let off = if gen <= Gen::Gfx7 { m.offset / 4 } else { m.offset };
            let _ = write!(s, ", 0x{:x}", off as u32);
            if m.glc {
                s.push_str(" glc");
            }
            if m.dlc {
                s.push_str(" dlc");
            }
        }
        Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3 => {
            if sel.suffix {
                s.push_str(if sel.vop3 { "_e64" } else { "_e32" });
            }
            for d in ops.defs() {
                sep(s, &mut first);
                write_src(gen, *d, Ty::B32, s);
            }
            for i in 0..ops.srcs().len() {
                sep(s, &mut first);
                write_vop_src(gen, sel, i, s);
            }
            if m.clamp {
                s.push_str(" clamp");
            }
        }
        Class::Mubuf => {
            let atomic = info.has(table::ATOMIC);
            let returns = atomic && ops.nd == 1;
            for (i, op) in ops.srcs().iter().enumerate() {
                sep(s, &mut first);
                if i == 0 && info.defs.len() == 1 {
                    write_src(gen, ops.def(0), Ty::B32, s);
                    sep(s, &mut first);
                }
                match op {
                    Operand::Imm(v) => {
                        let _ = write!(s, "{v}");
                    }
                    _ => write_src(gen, *op, Ty::B32, s),
                }
            }
            if m.offen {
                s.push_str(" offen");
            }
            if m.addr64 {
                s.push_str(" addr64");
            }
            mem_tail(m.offset, m.glc || returns, m.slc, m.dlc, s);
        }
        Class::Global => {
            let atomic = info.has(table::ATOMIC);
            let returns = atomic && ops.nd == 1;
            for d in ops.defs() {
                sep(s, &mut first);
                write_src(gen, *d, Ty::B32, s);
            }
            let n = ops.srcs().len();
            for (i, op) in ops.srcs().iter().enumerate() {
                if i + 1 == n && gen < Gen::Gfx9 {
                    break; // FLAT on gfx7/8: no saddr operand
                }
                sep(s, &mut first);
                write_src(gen, *op, Ty::B32, s);
            }
            mem_tail(m.offset, m.glc || returns, m.slc, m.dlc, s);
        }
        Class::Ds => {
            for op in ops.defs().iter().chain(ops.srcs()) {
                sep(s, &mut first);
                write_src(gen, *op, Ty::B32, s);
            }
            if info.has(table::SWIZZLE) {
                write_swizzle(m.offset as u16, s);
            } else if m.offset != 0 {
                let _ = write!(s, " offset:{}", m.offset);
            }
        }
    }
}

fn mem_tail(offset: i32, glc: bool, slc: bool, dlc: bool, s: &mut String) {
    if offset != 0 {
        let _ = write!(s, " offset:{offset}");
    }
    if glc {
        s.push_str(" glc");
    }
    if slc {
        s.push_str(" slc");
    }
    if dlc {
        s.push_str(" dlc");
    }
}
