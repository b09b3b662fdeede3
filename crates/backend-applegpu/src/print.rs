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

/// One register of a file in applegpu's spelling (`r3`, `r3h`, `u2l`, `v7` for virtual).
fn one(file: char, h: u16, size16: bool) -> String {
    if size16 {
        format!("{file}{}{}", h / 2, if h % 2 == 0 { 'l' } else { 'h' })
    } else {
        format!("{file}{}", h / 2)
    }
}

/// A register operand: `count` consecutive registers of the element size.
fn reg_text(r: &RegOp, count: u32) -> String {
    let (file, h) = match r.reg {
        Reg::Gpr(h) => ('r', h),
        Reg::Uniform(h) => ('u', h),
        Reg::Virt(v) => return format!("%{v}:{}", r.size.bits()),
    };
    let mut s = if r.size == Size::S16 {
        (0..count.max(1)).map(|i| one(file, h + i as u16, true)).collect::<Vec<_>>().join("_")
    } else {
        let words = u32::from(r.size.halves()) / 2;
        (0..words).map(|i| one(file, h + 2 * i as u16, false)).collect::<Vec<_>>().join("_")
    };
    let f = r.flags;
    for (on, name) in
        [(f.cache, "cache"), (f.discard, "discard"), (f.sx, "sx"), (f.abs, "abs"), (f.neg, "neg")]
    {
        if on {
            s.push('.');
            s.push_str(name);
        }
    }
    s
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

fn operand_text(o: &Operand, slot: Slot, mods: &Mods, pc: Option<usize>) -> String {
    match o {
        Operand::Reg(r) => {
            let count = match slot {
                Slot::MemReg | Slot::TgReg => u32::from(mask_of(mods)).count_ones(),
                _ => 1,
            };
            reg_text(r, count)
        }
        Operand::Imm(v) => match slot {
            Slot::MemIndex | Slot::TgIndex => (*v as i32).to_string(),
            Slot::Branch => {
                let off = i64::from(*v as i32);
                match pc {
                    Some(pc) => {
                        let t = pc as i64 + off;
                        if t < 0 {
                            // Python's `'0x%X' % t` of a negative address.
                            format!("0x-{:X}", -t)
                        } else {
                            format!("0x{t:X}")
                        }
                    }
                    None if off < 0 => format!("pc-{}", -off),
                    None => format!("pc+{off}"),
                }
            }
            _ => v.to_string(),
        },
        Operand::FImm(c) => float_text(fimm_value(*c)),
        Operand::Sr(n) => match sr_name(*n) {
            Some(name) => format!("sr{n} ({name})"),
            None => format!("sr{n}"),
        },
        Operand::Label(l) => format!("L{l}"),
    }
}

fn mod_text(m: Mod, mods: &Mods) -> String {
    match m {
        Mod::Sat => String::new(),
        Mod::Shift | Mod::MemShift => {
            if mods.shift == 0 {
                String::new()
            } else {
                format!("lsl {}", mods.shift)
            }
        }
        Mod::ICond(..) | Mod::FCond(..) => mods.cond.name().to_string(),
        Mod::Truth => (0..4).map(|i| if mods.truth >> i & 1 != 0 { '1' } else { '0' }).collect(),
        Mod::Width => {
            if mods.width == 0 {
                String::new()
            } else {
                format!("mask 0x{:X}", 1u64.checked_shl(u32::from(mods.width)).map_or(u64::MAX, |v| v - 1))
            }
        }
        Mod::N => mods.n.to_string(),
        Mod::Format(_) => mods.format.name().to_string(),
        Mod::Mask(_) => mask_letters(mask_of(mods)),
        Mod::Group(_) => mods.group.to_string(),
        Mod::Unsigned => if mods.signed_index { "signed" } else { "unsigned" }.to_string(),
        Mod::Conv => CONV_MODES.iter().find(|e| e.0 == mods.conv).map_or("?", |e| e.2).to_string(),
        Mod::Round => match mods.round {
            crate::isa::Round::Rtz => "rtz".to_string(),
            crate::isa::Round::Rte => "rte".to_string(),
        },
        Mod::Atomic(_) => ATOMIC_OPS.iter().find(|e| e.0 == mods.atomic).map_or("?", |e| e.2).to_string(),
        Mod::Coherent => String::new(),
        Mod::Barrier => format!("{}, {}, {}", mods.barrier.0, mods.barrier.1, mods.barrier.2),
    }
}

/// One instruction; `pc` (its byte offset) turns branch offsets into addresses.
pub fn print_inst_at(inst: &Inst, pc: Option<usize>) -> String {
    if inst.op == Opcode::Label {
        return match inst.srcs.first() {
            Some(Operand::Label(l)) => format!("L{l}:"),
            _ => "L?:".to_string(),
        };
    }
    let Ok(f) = form_of(inst) else {
        return format!("{} <no encoding>", inst.op.name());
    };
    let word = encode_word(inst, None).map(|(w, _)| w).unwrap_or(0);
    let mut ops: Vec<String> = Vec::new();
    for p in f.print {
        let text = match *p {
            P::D(i) => match (inst.dsts.get(i), f.dsts.get(i)) {
                (Some(o), Some(s)) => operand_text(o, *s, &inst.mods, pc),
                // applegpu spells an absent optional result `None`.
                (None, Some(Slot::AtomicDst | Slot::TgAtomicDst)) => "None".to_string(),
                _ => String::new(),
            },
            P::S(i) => match (inst.srcs.get(i), f.srcs.get(i)) {
                (Some(o), Some(s)) => operand_text(o, *s, &inst.mods, pc),
                _ => String::new(),
            },
            P::M(m) => mod_text(m, &inst.mods),
            P::Lit(pieces) => {
                let v = field(word, pieces);
                if pieces.len() == 1 && pieces.first().is_some_and(|p| p.0 == 62) {
                    // `mov_imm`'s 1-bit field prints in binary.
                    format!("0b{v}")
                } else {
                    v.to_string()
                }
            }
        };
        if !text.is_empty() {
            ops.push(text);
        }
    }
    let mut mnem = inst.op.name().to_string();
    if inst.mods.sat && f.mods.contains(&Mod::Sat) {
        mnem.push_str(".sat");
    }
    // applegpu's aliases of the unconditional `if_fcmp` (eq 0.0, 0.0).
    if inst.op == Opcode::IfFcmp
        && inst.mods.cond == Cond::F(FCond::Eq)
        && inst.srcs.iter().all(|s| *s == Operand::FImm(0))
    {
        if let Some(r0) = ops.first().cloned() {
            if inst.mods.n == 0 {
                mnem = "update_exec".to_string();
                ops = vec![r0];
            } else {
                mnem = "push_exec".to_string();
                ops = vec![r0, inst.mods.n.to_string()];
            }
        }
    }
    let line = format!("{mnem:<16} {}", ops.join(", "));
    line.trim_end().to_string()
}

/// One instruction without an address (branches print `pc+N` or their label).
pub fn print_inst(inst: &Inst) -> String {
    print_inst_at(inst, None)
}

/// A program before encoding, one instruction per line.
pub fn print_program(insts: &[Inst]) -> String {
    let mut s = String::new();
    for i in insts {
        let _ = writeln!(s, "{}", print_inst(i));
    }
    s
}

/// The assembly text of encoded code, one instruction per line, branch targets as
/// addresses: the form the applegpu oracle compares.
pub fn disassemble_text(code: &[u8]) -> Result<String, DisasmError> {
    let mut s = String::new();
    for d in disassemble(code)? {
        let _ = writeln!(s, "{}", print_inst_at(&d.inst, Some(d.offset)));
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
