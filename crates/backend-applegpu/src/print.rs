//! applegpu's assembly syntax: the mnemonic padded to 16 columns, then the operands
//! separated by `, ` in the order of the form's row (`crate::table`), with register
//! modifiers as `.cache`/`.discard`/`.sx`/`.abs`/`.neg` suffixes, float immediates as
//! decimal numbers, special registers with their names, branch targets as absolute
//! offsets. `disassemble_text` is what `-stop-after translate` prints and what the
//! applegpu oracle compares against.

use std::fmt::Write as _;

use crate::disasm::{disassemble, DisasmError};
use crate::encode::{encode_word, field, form_of, mask_of};
use crate::isa::{
    fimm_value, Cond, FCond, Inst, Mods, Opcode, Operand, Reg, RegOp, Size, ATOMIC_OPS, CONV_MODES,
};
use crate::table::{Mod, Slot, P};

/// applegpu's names of the special registers it knows.
pub fn sr_name(n: u8) -> Option<&'static str> {
    Some(match n {
        0 => "threadgroup_position_in_grid.x",
        1 => "threadgroup_position_in_grid.y",
        2 => "threadgroup_position_in_grid.z",
        4 => "threads_per_threadgroup.x",
        5 => "threads_per_threadgroup.y",
        6 => "threads_per_threadgroup.z",
        8 => "dispatch_threads_per_threadgroup.x",
        9 => "dispatch_threads_per_threadgroup.y",
        10 => "dispatch_threads_per_threadgroup.z",
        20 => "core_index",
        21 => "vm_slot",
        48 => "thread_position_in_threadgroup.x",
        49 => "thread_position_in_threadgroup.y",
        50 => "thread_position_in_threadgroup.z",
        51 => "thread_index_in_threadgroup",
        52 => "thread_index_in_simdgroup",
        53 => "simdgroup_index_in_threadgroup",
        56 => "active_thread_index_in_quadgroup",
        58 => "active_thread_index_in_simdgroup",
        60 => "internal_coverage_mask",
        62 => "backfacing",
        63 => "is_active_thread",
        80 => "thread_position_in_grid.x",
        81 => "thread_position_in_grid.y",
        82 => "thread_position_in_grid.z",
        124 => "input_sample_mask",
        144 => "opfifo_cmd",
        146 => "opfifo_data_l",
        147 => "opfifo_data_h",
        _ => return None,
    })
}

/// One register of a file in applegpu's spelling (`r3`, `r3h`, `u2l`), appended to `out`.
fn one(out: &mut String, file: char, h: u16, size16: bool) {
    out.push(file);
    let _ = write!(out, "{}", h / 2);
    if size16 {
        out.push(if h % 2 == 0 { 'l' } else { 'h' });
    }
}

/// A register operand: `count` consecutive registers of the element size (`%N:bits` for
/// a virtual one), appended to `out`.
fn reg_text(out: &mut String, r: &RegOp, count: u32) {
    let (file, h) = match r.reg {
        Reg::Gpr(h) => ('r', h),
        Reg::Uniform(h) => ('u', h),
        Reg::Virt(v) => {
            let _ = write!(out, "%{v}:{}", r.size.bits());
            return;
        }
    };
    if r.size == Size::S16 {
        for i in 0..count.max(1) {
            if i > 0 {
                out.push('_');
            }
            one(out, file, h + i as u16, true);
        }
    } else {
        let words = u32::from(r.size.halves()) / 2;
        for i in 0..words {
            if i > 0 {
                out.push('_');
            }
            one(out, file, h + 2 * i as u16, false);
        }
    }
    let f = r.flags;
    for (on, name) in
        [(f.cache, "cache"), (f.discard, "discard"), (f.sx, "sx"), (f.abs, "abs"), (f.neg, "neg")]
    {
        if on {
            out.push('.');
            out.push_str(name);
        }
    }
}

/// A float the way Python's `str(float)` writes it (the values of 8-bit immediates are
/// short dyadic fractions, where Rust's shortest round-trip form agrees).
fn float_text(v: f32) -> String {
    format!("{:?}", f64::from(v))
}

fn mask_letters(m: u8) -> String {
    let mut s = String::new();
    for (bit, c) in [(1, 'x'), (2, 'y'), (4, 'z'), (8, 'w')] {
        if m & bit != 0 {
            s.push(c);
        }
    }
    s
}

fn operand_text(out: &mut String, o: &Operand, slot: Slot, mods: &Mods, pc: Option<usize>) {
    match o {
        Operand::Reg(r) => {
            let count = match slot {
                Slot::MemReg | Slot::TgReg => u32::from(mask_of(mods)).count_ones(),
                _ => 1,
            };
            reg_text(out, r, count);
        }
        Operand::Imm(v) => {
            let _ = match slot {
                Slot::MemIndex | Slot::TgIndex => write!(out, "{}", *v as i32),
                Slot::Branch => {
                    let off = i64::from(*v as i32);
                    match pc {
                        Some(pc) => {
                            let t = pc as i64 + off;
                            if t < 0 {
                                // Python's `'0x%X' % t` of a negative address.
                                write!(out, "0x-{:X}", -t)
                            } else {
                                write!(out, "0x{t:X}")
                            }
                        }
                        None if off < 0 => write!(out, "pc-{}", -off),
                        None => write!(out, "pc+{off}"),
                    }
                }
                _ => write!(out, "{v}"),
            };
        }
        Operand::FImm(c) => out.push_str(&float_text(fimm_value(*c))),
        Operand::Sr(n) => {
            let _ = match sr_name(*n) {
                Some(name) => write!(out, "sr{n} ({name})"),
                None => write!(out, "sr{n}"),
            };
        }
        Operand::Label(l) => {
            let _ = write!(out, "L{l}");
        }
    }
}

fn mod_text(out: &mut String, m: Mod, mods: &Mods) {
    let _ = match m {
        Mod::Sat | Mod::Coherent => Ok(()),
        Mod::Shift | Mod::MemShift => {
            if mods.shift == 0 {
                Ok(())
            } else {
                write!(out, "lsl {}", mods.shift)
            }
        }
        Mod::ICond(..) | Mod::FCond(..) => {
            out.push_str(mods.cond.name());
            Ok(())
        }
        Mod::Truth => {
            out.extend((0..4).map(|i| if mods.truth >> i & 1 != 0 { '1' } else { '0' }));
            Ok(())
        }
        Mod::Width => {
            if mods.width == 0 {
                Ok(())
            } else {
                write!(
                    out,
                    "mask 0x{:X}",
                    1u64.checked_shl(u32::from(mods.width)).map_or(u64::MAX, |v| v - 1)
                )
            }
        }
        Mod::N => write!(out, "{}", mods.n),
        Mod::Format(_) => {
            out.push_str(mods.format.name());
            Ok(())
        }
        Mod::Mask(_) => {
            out.push_str(&mask_letters(mask_of(mods)));
            Ok(())
        }
        Mod::Group(_) => write!(out, "{}", mods.group),
        Mod::Unsigned => {
            out.push_str(if mods.signed_index { "signed" } else { "unsigned" });
            Ok(())
        }
        Mod::Conv => {
            out.push_str(CONV_MODES.iter().find(|e| e.0 == mods.conv).map_or("?", |e| e.2));
            Ok(())
        }
        Mod::Round => {
            out.push_str(match mods.round {
                crate::isa::Round::Rtz => "rtz",
                crate::isa::Round::Rte => "rte",
            });
            Ok(())
        }
        Mod::Atomic(_) => {
            out.push_str(ATOMIC_OPS.iter().find(|e| e.0 == mods.atomic).map_or("?", |e| e.2));
            Ok(())
        }
        Mod::Barrier => write!(out, "{}, {}, {}", mods.barrier.0, mods.barrier.1, mods.barrier.2),
    };
}

/// One instruction; `pc` (its byte offset) turns branch offsets into addresses.
pub fn print_inst_at(inst: &Inst, pc: Option<usize>) -> String {
    let mut s = String::new();
    write_inst_at(&mut s, inst, pc);
    s
}

/// `print_inst_at` appended to `out` (no newline): the operands are written in place,
/// one buffer for a whole program (printing runs for every translated kernel).
pub fn write_inst_at(out: &mut String, inst: &Inst, pc: Option<usize>) {
    let line = out.len();
    if inst.op == Opcode::Label {
        let _ = match inst.srcs.first() {
            Some(Operand::Label(l)) => write!(out, "L{l}:"),
            _ => write!(out, "L?:"),
        };
        return;
    }
    let Ok(f) = form_of(inst) else {
        let _ = write!(out, "{} <no encoding>", inst.op.name());
        return;
    };
    // applegpu's aliases of the unconditional `if_fcmp` (eq 0.0, 0.0): the mnemonic
    // depends on the operands, so they are printed after it.
    let alias = inst.op == Opcode::IfFcmp
        && inst.mods.cond == Cond::F(FCond::Eq)
        && inst.srcs.iter().all(|s| *s == Operand::FImm(0));
    let mnem = if alias {
        if inst.mods.n == 0 {
            "update_exec"
        } else {
            "push_exec"
        }
    } else {
        inst.op.name()
    };
    out.push_str(mnem);
    if !alias && inst.mods.sat && f.mods.contains(&Mod::Sat) {
        out.push_str(".sat");
    }
    while out.len() - line < 16 {
        out.push(' ');
    }
    out.push(' ');
    // Literal fields print from the encoded word; most forms have none.
    let word = if f.print.iter().any(|p| matches!(p, P::Lit(_))) {
        encode_word(inst, None).map(|(w, _)| w).unwrap_or(0)
    } else {
        0
    };
    let mut printed = 0usize;
    for p in f.print {
        let before = out.len();
        if printed > 0 {
            out.push_str(", ");
        }
        let at = out.len();
        match *p {
            P::D(i) => match (inst.dsts.get(i), f.dsts.get(i)) {
                (Some(o), Some(s)) => operand_text(out, o, *s, &inst.mods, pc),
                // applegpu spells an absent optional result `None`.
                (None, Some(Slot::AtomicDst | Slot::TgAtomicDst)) => out.push_str("None"),
                _ => {}
            },
            P::S(i) => {
                if let (Some(o), Some(s)) = (inst.srcs.get(i), f.srcs.get(i)) {
                    operand_text(out, o, *s, &inst.mods, pc);
                }
            }
            P::M(m) => mod_text(out, m, &inst.mods),
            P::Lit(pieces) => {
                let v = field(word, pieces);
                let _ = if pieces.len() == 1 && pieces.first().is_some_and(|p| p.0 == 62) {
                    // `mov_imm`'s 1-bit field prints in binary.
                    write!(out, "0b{v}")
                } else {
                    write!(out, "{v}")
                };
            }
        }
        if out.len() == at {
            out.truncate(before);
        } else {
            printed += 1;
        }
        // The alias keeps the first operand (`r0l`) and, for `push_exec`, the count.
        if alias && printed == 1 {
            break;
        }
    }
    if alias && printed == 1 && inst.mods.n != 0 {
        let _ = write!(out, ", {}", inst.mods.n);
    }
    if alias && printed == 0 {
        // No operand to keep: applegpu's plain `if_fcmp` spelling.
        out.truncate(line);
        return write_plain(out, inst);
    }
    let end = out.trim_end().len().max(line);
    out.truncate(end);
}

/// An unconditional `if_fcmp` without operands printed under its own name (the alias
/// needs its first operand).
fn write_plain(out: &mut String, inst: &Inst) {
    let line = out.len();
    out.push_str(inst.op.name());
    while out.len() - line < 16 {
        out.push(' ');
    }
    let end = out.trim_end().len().max(line);
    out.truncate(end);
}

/// One instruction without an address (branches print `pc+N` or their label).
pub fn print_inst(inst: &Inst) -> String {
    print_inst_at(inst, None)
}

/// A program before encoding, one instruction per line.
pub fn print_program(insts: &[Inst]) -> String {
    let mut s = String::new();
    write_program(&mut s, insts);
    s
}

/// `print_program` appended to `out`.
pub fn write_program(out: &mut String, insts: &[Inst]) {
    for i in insts {
        write_inst_at(out, i, None);
        out.push('\n');
    }
}

/// The assembly text of encoded code, one instruction per line, branch targets as
/// addresses: the form the applegpu oracle compares.
pub fn disassemble_text(code: &[u8]) -> Result<String, DisasmError> {
    let mut s = String::new();
    for d in disassemble(code)? {
        write_inst_at(&mut s, &d.inst, Some(d.offset));
        s.push('\n');
    }
    Ok(s)
}

/// An objdump-style listing: offset, bytes, text.
pub fn listing(code: &[u8]) -> Result<String, DisasmError> {
    let mut s = String::new();
    for d in disassemble(code)? {
        let end = d.offset + usize::from(d.len);
        let hex: String = code.get(d.offset..end).unwrap_or(&[]).iter().map(|b| format!("{b:02x}")).collect();
        let _ = writeln!(s, "{:4x}: {hex:<20} {}", d.offset, print_inst_at(&d.inst, Some(d.offset)));
    }
    Ok(s)
}
