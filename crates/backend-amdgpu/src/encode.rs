//! The AMD encoder: `Inst`s with physical registers to machine code for one generation,
//! with branch fix-ups.
//!
//! `select` makes every choice an encoding needs (VOP2/VOP1/VOPC `_e32` where the operands
//! allow it, else VOP3 `_e64`; inline constant or literal; SMRD or SMEM; FLAT, GLOBAL or
//! MUBUF) and checks the operands against the generation; the printer (`crate::print`)
//! prints the same selection, so text and bytes never disagree. Nothing here allocates per
//! operand; errors (the cold path) carry a formatted reason.

use crate::gen::Gen;
use crate::isa::{Inst, Mods, Opcode, Operand, Reg};
use crate::table::{self, Class, OpInfo, Ty, K};

/// Why an instruction could not be encoded. Every variant names the instruction (its index
/// in the input and its mnemonic).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    #[error("instruction {index} ({name}) on {gen:?}: {reason}")]
    Inst { index: usize, name: &'static str, gen: Gen, reason: String },
    #[error("instruction {index} ({name}): branch to label {label} is {offset} dwords away, out of the 16-bit range")]
    BranchOutOfRange { index: usize, name: &'static str, label: u32, offset: i64 },
    #[error("instruction {index} ({name}): label {label} is never placed")]
    UndefinedLabel { index: usize, name: &'static str, label: u32 },
    #[error("instruction {index}: label {label} is placed twice")]
    DuplicateLabel { index: usize, label: u32 },
}

/// Operands with `scc` (never encoded) left out, in fixed arrays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Ops {
    pub defs: [Operand; 2],
    pub nd: usize,
    pub srcs: [Operand; 4],
    pub ns: usize,
}

impl Ops {
    pub(crate) fn defs(&self) -> &[Operand] {
        &self.defs[..self.nd.min(2)]
    }
    pub(crate) fn srcs(&self) -> &[Operand] {
        &self.srcs[..self.ns.min(4)]
    }
    pub(crate) fn src(&self, i: usize) -> Operand {
        if i < self.ns {
            self.srcs.get(i).copied().unwrap_or(Operand::Off)
        } else {
            Operand::Off
        }
    }
    pub(crate) fn def(&self, i: usize) -> Operand {
        if i < self.nd {
            self.defs.get(i).copied().unwrap_or(Operand::Off)
        } else {
            Operand::Off
        }
    }
}

const NONE_OP: Operand = Operand::Off;

fn collect(inst: &Inst) -> Result<Ops, String> {
    let mut ops = Ops { defs: [NONE_OP; 2], nd: 0, srcs: [NONE_OP; 4], ns: 0 };
    for d in &inst.defs {
        if matches!(d, Operand::Reg { reg: Reg::Scc, .. }) {
            continue;
        }
        let slot = ops.defs.get_mut(ops.nd).ok_or_else(|| "too many definitions".to_string())?;
        *slot = *d;
        ops.nd += 1;
    }
    for s in &inst.srcs {
        if matches!(s, Operand::Reg { reg: Reg::Scc, .. }) {
            continue;
        }
        let slot = ops.srcs.get_mut(ops.ns).ok_or_else(|| "too many sources".to_string())?;
        *slot = *s;
        ops.ns += 1;
    }
    Ok(ops)
}

/// The encoding chosen for one instruction, shared by the encoder and the printer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sel {
    pub info: &'static OpInfo,
    pub name: &'static str,
    /// VOP families: the VOP3 encoding.
    pub vop3: bool,
    /// Print `_e32`/`_e64` (the instruction has both forms on this generation).
    pub suffix: bool,
    /// Operands in the order they are printed and encoded: sources swapped where the
    /// encoder commuted them or the generation's spelling takes them the other way round,
    /// the implicit VCC carry-out of gfx6–8's `v_add`/`v_sub` added.
    pub ops: Ops,
    /// Mods with source modifier bits following the swap.
    pub mods: Mods,
    /// Sources 0 and 1 are in the gfx6/7 order of `REV_OLD` instructions.
    pub rev: bool,
}

impl Sel {
    /// Kind of printed/encoded source `i` (the table lists them in `Inst` order).
    pub(crate) fn src_kind(&self, i: usize) -> K {
        let j = if self.rev && i < 2 { i ^ 1 } else { i };
        self.info.srcs.get(j).copied().unwrap_or(K::Label)
    }
}

/// Largest SGPR number + 1 per generation (the rest of the 0..=105 range names trap and
/// flat-scratch registers on some generations).
fn sgpr_limit(gen: Gen) -> u16 {
    match gen {
        Gen::Gfx6 | Gen::Gfx7 => 104,
        Gen::Gfx8 | Gen::Gfx9 => 102,
        Gen::Gfx10 | Gen::Gfx10_3 => 106,
    }
}

/// Width of a lane mask (`vcc`, a carry) on this generation: wave64 on GCN, wave32 on RDNA.
pub(crate) fn lane_width(gen: Gen) -> u8 {
    if gen >= Gen::Gfx10 {
        1
    } else {
        2
    }
}

/// 8-bit scalar register code (SOP fields, VOP3 `sdst`) of a register operand.
pub(crate) fn sreg_code(gen: Gen, op: Operand, width: u8) -> Result<u16, String> {
    let Operand::Reg { reg, width: w } = op else {
        return Err(format!("expected a scalar register, found {op:?}"));
    };
    if w != width {
        return Err(format!("expected a {width}-register operand, found {w} registers of {reg:?}"));
    }
    let code = match reg {
        Reg::S(n) => {
            let end = u32::from(n) + u32::from(w);
            if end > u32::from(sgpr_limit(gen)) {
                return Err(format!("s{n} (width {w}) is past the last SGPR of {gen:?}"));
            }
            if (w == 2 && n % 2 != 0) || (w >= 4 && n % 4 != 0) {
                return Err(format!("SGPR tuple s{n} of width {w} is not aligned"));
            }
            n
        }
        Reg::Vcc if w <= 2 => 106,
        Reg::VccHi if w == 1 => 107,
        Reg::M0 if w == 1 => 124,
        Reg::Null if w == 1 && gen >= Gen::Gfx10 => 125,
        Reg::Exec if w <= 2 => 126,
        Reg::ExecHi if w == 1 => 127,
        Reg::VirtS(_) | Reg::VirtV(_) => return Err(format!("virtual register {reg:?} left")),
        _ => return Err(format!("{reg:?} (width {w}) is not a scalar operand here")),
    };
    Ok(code)
}

fn vgpr(op: Operand, width: u8) -> Result<u16, String> {
    match op {
        Operand::Reg { reg: Reg::V(n), width: w } if w == width => {
            if u32::from(n) + u32::from(w) > 256 {
                return Err(format!("v{n} (width {w}) is past v255"));
            }
            Ok(n)
        }
        Operand::Reg { reg: r @ (Reg::VirtV(_) | Reg::VirtS(_)), .. } => {
            Err(format!("virtual register {r:?} left"))
        }
        _ => Err(format!("expected a VGPR operand of width {width}, found {op:?}")),
    }
}

const F32_INLINE: [(u32, u16); 8] = [
    (0x3f00_0000, 240),
    (0xbf00_0000, 241),
    (0x3f80_0000, 242),
    (0xbf80_0000, 243),
    (0x4000_0000, 244),
    (0xc000_0000, 245),
    (0x4080_0000, 246),
    (0xc080_0000, 247),
];
const F16_INLINE: [(u32, u16); 8] = [
    (0x3800, 240),
    (0xb800, 241),
    (0x3c00, 242),
    (0xbc00, 243),
    (0x4000, 244),
    (0xc000, 245),
    (0x4400, 246),
    (0xc400, 247),
];
const F64_INLINE: [(u64, u16); 8] = [
    (0x3fe0_0000_0000_0000, 240),
    (0xbfe0_0000_0000_0000, 241),
    (0x3ff0_0000_0000_0000, 242),
    (0xbff0_0000_0000_0000, 243),
    (0x4000_0000_0000_0000, 244),
    (0xc000_0000_0000_0000, 245),
    (0x4010_0000_0000_0000, 246),
    (0xc010_0000_0000_0000, 247),
];
/// 1/(2π) as f32 and f16 bits: inline constant 248 on gfx8+ (not used for 64-bit operands).
const INV2PI_F32: u32 = 0x3e22_f983;
const INV2PI_F16: u32 = 0x3118;

fn int_inline(v: i64) -> Option<u16> {
    match v {
        0..=64 => u16::try_from(128 + v).ok(),
        -16..=-1 => u16::try_from(192 - v).ok(),
        _ => None,
    }
}

/// Float inline code of an `F32` operand's value, read as the operand's type.
fn float_inline(gen: Gen, f: f32, ty: Ty) -> Option<u16> {
    let bits = f.to_bits();
    if let Some(&(_, c)) = F32_INLINE.iter().find(|(b, _)| *b == bits) {
        return Some(c);
    }
    if gen >= Gen::Gfx8 && bits == INV2PI_F32 && ty == Ty::B32 {
        return Some(248);
    }
    None
}

/// What a source constant becomes: an inline code, or a literal dword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Const {
    Inline(u16),
    Literal(u32),
}

/// Encode a constant source of type `ty`.
pub(crate) fn constant(gen: Gen, op: Operand, ty: Ty) -> Result<Const, String> {
    let inv2pi = gen >= Gen::Gfx8;
    match (op, ty) {
        (Operand::Imm(v), _) if int_inline(v).is_some() => Ok(Const::Inline(int_inline(v).unwrap_or(128))),
        (Operand::Imm(v), Ty::B32) => {
            let bits = if (-(1i64 << 31)..(1i64 << 32)).contains(&v) {
                v as u32
            } else {
                return Err(format!("{v} does not fit 32 bits"));
            };
            // 0xffffffff is -1: the operand is 32 bits wide.
            if let Some(c) = int_inline(i64::from(bits as i32)) {
                return Ok(Const::Inline(c));
            }
            if let Some(&(_, c)) = F32_INLINE.iter().find(|(b, _)| *b == bits) {
                return Ok(Const::Inline(c));
            }
            if inv2pi && bits == INV2PI_F32 {
                return Ok(Const::Inline(248));
            }
            Ok(Const::Literal(bits))
        }
        (Operand::Imm(v), Ty::F16) => {
            let Ok(bits) = u16::try_from(v) else {
                return Err(format!("{v} is not a 16-bit constant"));
            };
            if gen <= Gen::Gfx7 && F16_INLINE.iter().any(|(b, _)| *b == u32::from(bits)) {
                // llvm-mc turns these into float inline constants, which gfx6/7 read as
                // f32 bits: neither spelling says what the bits mean.
                return Err(format!("f16 constant {bits:#x} is ambiguous on {gen:?}; use a register"));
            }
            if let Some(c) = int_inline(i64::from(bits as i16)) {
                return Ok(Const::Inline(c));
            }
            let bits = u32::from(bits);
            if let Some(&(_, c)) = F16_INLINE.iter().find(|(b, _)| *b == bits) {
                return Ok(Const::Inline(c));
            }
            if inv2pi && bits == INV2PI_F16 {
                return Ok(Const::Inline(248));
            }
            Ok(Const::Literal(bits))
        }
        (Operand::Imm(v), Ty::B64 | Ty::F64) => {
            let bits = v as u64;
            if let Some(&(_, c)) = F64_INLINE.iter().find(|(b, _)| *b == bits) {
                return Ok(Const::Inline(c));
            }
            if ty == Ty::B64 && (0..=i64::from(i32::MAX)).contains(&v) {
                return Ok(Const::Literal(v as u32));
            }
            Err(format!(
                "{v:#x} is not encodable for a 64-bit operand (inline constants, or 0..2^31 for integers)"
            ))
        }
        (Operand::F32(f), Ty::B32) => {
            let bits = f.to_bits();
            if let Some(c) = int_inline(i64::from(bits as i32)) {
                return Ok(Const::Inline(c));
            }
            Ok(float_inline(gen, f, ty).map_or(Const::Literal(bits), Const::Inline))
        }
        (Operand::F32(f), _) => {
            if f.to_bits() == 0 {
                return Ok(Const::Inline(128));
            }
            if ty == Ty::F16 && gen <= Gen::Gfx7 {
                return Err(format!("gfx6/7 have no f16 inline constants (float {f})"));
            }
            if let Some(c) = float_inline(gen, f, Ty::B32).filter(|c| *c != 248) {
                return Ok(Const::Inline(c));
            }
            // 1/(2π) of a 64-bit operand prints as a double llvm-mc does not take back.
            if inv2pi && f.to_bits() == INV2PI_F32 && ty == Ty::F16 {
                return Ok(Const::Inline(248));
            }
            Err(format!("float {f} is not an inline constant of a {ty:?} operand"))
        }
        _ => Err(format!("{op:?} is not a constant")),
    }
}

/// A source's 9-bit code; literals go to `lit` (one distinct literal per instruction).
fn src_code(
    gen: Gen,
    op: Operand,
    width: u8,
    ty: Ty,
    vgpr_ok: bool,
    lit: &mut Option<u32>,
) -> Result<u16, String> {
    match op {
        Operand::Reg { reg: Reg::V(_) | Reg::VirtV(_), .. } => {
            if !vgpr_ok {
                return Err(format!("{op:?}: a VGPR is not allowed here"));
            }
            Ok(256 + vgpr(op, width)?)
        }
        Operand::Reg { reg: Reg::Null, .. } => Err("null is not a source here".to_string()),
        Operand::Reg { .. } => sreg_code(gen, op, width),
        Operand::Imm(_) | Operand::F32(_) => match constant(gen, op, ty)? {
            Const::Inline(c) => Ok(c),
            Const::Literal(v) => match *lit {
                Some(prev) if prev != v => Err(format!("two different literals ({prev:#x} and {v:#x})")),
                _ => {
                    *lit = Some(v);
                    Ok(255)
                }
            },
        },
        Operand::Label(_) | Operand::Off => Err(format!("{op:?} is not a source here")),
        Operand::DataRel { .. } => Err("a constant-data address left unresolved".to_string()),
    }
}

fn is_vgpr(op: Operand) -> bool {
    matches!(op, Operand::Reg { reg: Reg::V(_), .. })
}

fn is_vcc(gen: Gen, op: Operand) -> bool {
    matches!(op, Operand::Reg { reg: Reg::Vcc, width } if width == lane_width(gen))
}

fn kind_width(k: K) -> u8 {
    match k {
        K::Sd(w) | K::Ss(w, _) | K::Vd(w) | K::Vs(w, _) | K::Vv(w) => w,
        _ => 1,
    }
}

/// Scalar registers read through the constant bus (code, width), and whether a literal is.
#[derive(Default)]
struct Bus {
    regs: [(u16, u8); 4],
    n: usize,
    literal: bool,
}

impl Bus {
    fn add(&mut self, code: u16, width: u8) {
        if code == 255 {
            self.literal = true;
        } else if code < 128 && !self.regs[..self.n.min(4)].contains(&(code, width)) {
            // `s0` and `s[0:1]`, `vcc_lo` and `vcc` are different reads (as LLVM counts).
            if let Some(slot) = self.regs.get_mut(self.n) {
                *slot = (code, width);
                self.n += 1;
            }
        }
    }
    fn count(&self) -> usize {
        self.n + usize::from(self.literal)
    }
}

/// Scalar values (SGPRs, literal) one VALU instruction may read: 1 on GCN, 2 on RDNA
/// except for the 64-bit shifts, which keep GCN's limit.
fn bus_limit(gen: Gen, op: Opcode) -> usize {
    let shift64 = matches!(op, Opcode::VLshlrevB64 | Opcode::VLshrrevB64 | Opcode::VAshrrevI64);
    if gen >= Gen::Gfx10 && !shift64 {
        2
    } else {
        1
    }
}

pub(crate) fn implicit_carry(gen: Gen, op: Opcode) -> bool {
    gen <= Gen::Gfx8 && matches!(op, Opcode::VAddU32 | Opcode::VSubU32 | Opcode::VSubrevU32)
}

/// Choose the encoding of `inst` on `gen` and check its operands.
pub(crate) fn select(gen: Gen, inst: &Inst) -> Result<Sel, String> {
    let info = match inst.op {
        Opcode::Label => return Err("a label is not an instruction".to_string()),
        Opcode::ParallelCopy => return Err("parallel copy left (lower it before encoding)".to_string()),
        op => table::info(op).ok_or_else(|| format!("{} has no encoding table entry", op.name()))?,
    };
    let name = info.name(gen).ok_or_else(|| format!("{} does not exist on {gen:?}", inst.op.name()))?;
    let mut ops = collect(inst)?;
    if implicit_carry(gen, inst.op) {
        if ops.nd != 1 {
            return Err(format!("expected 1 definition, found {} (the VCC carry-out is implicit)", ops.nd));
        }
        ops.defs[1] = Operand::Reg { reg: Reg::Vcc, width: 2 };
        ops.nd = 2;
    }
    let want_defs = match info.class {
        Class::Mubuf | Class::Global if info.has(table::ATOMIC) => ops.nd.min(1),
        _ => info.defs.len() + usize::from(implicit_carry(gen, inst.op)),
    };
    if ops.nd != want_defs || ops.ns != info.srcs.len() {
        return Err(format!(
            "expected {} definitions and {} sources, found {} and {}",
            want_defs,
            info.srcs.len(),
            ops.nd,
            ops.ns
        ));
    }
    let mut sel = Sel { info, name, vop3: false, suffix: false, ops, mods: inst.mods, rev: false };
    match info.class {
        Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3 => select_vop(gen, &mut sel)?,
        _ => check_other(gen, &sel)?,
    }
    Ok(sel)
}

/// Whether `clamp` applies: float results only (not compares, not float-to-int).
pub(crate) fn clamp_ok(info: &OpInfo) -> bool {
    info.has(table::FLOAT)
        && info.class != Class::Vopc
        && !matches!(info.op, Opcode::VCvtI32F32 | Opcode::VCvtU32F32)
}

fn has_vop3_mods(m: &Mods) -> bool {
    m.neg != 0 || m.abs != 0 || m.clamp
}

fn select_vop(gen: Gen, sel: &mut Sel) -> Result<(), String> {
    let info = sel.info;
    let m = sel.mods;
    if has_vop3_mods(&m) && !info.has(table::FLOAT) {
        return Err("neg/abs/clamp only apply to float operations".to_string());
    }
    if m.clamp && !clamp_ok(info) {
        return Err("clamp only applies to float results".to_string());
    }
    let nsrc = info.srcs.len();
    if (m.neg | m.abs) >> nsrc != 0 {
        return Err("source modifier on a source the instruction does not have".to_string());
    }
    if gen <= Gen::Gfx7 && info.has(table::REV_OLD) {
        sel.ops.srcs.swap(0, 1);
        sel.rev = true;
    }
    // Check every operand's kind once, independent of the form.
    for (i, k) in info.defs.iter().enumerate() {
        let op = sel.ops.def(i);
        match k {
            K::Vd(w) => {
                vgpr(op, *w)?;
            }
            K::Sd(w) => {
                if matches!(op, Operand::Reg { reg: Reg::Null, .. }) {
                    return Err("null is not a destination here".to_string());
                }
                sreg_code(gen, op, *w)?;
            }
            K::Lane => {
                sreg_code(gen, op, lane_width(gen))?;
            }
            _ => return Err(format!("unexpected definition kind {k:?}")),
        }
    }
    if info.has(table::LANESEL) {
        // The lane select, and `v_writelane`'s value, are scalars: SGPR, m0 or inline.
        let mut lit = None;
        for i in 0..2 {
            if let K::Vs(w, ty) = sel.src_kind(i) {
                if src_code(gen, sel.ops.src(i), w, ty, false, &mut lit)? == 255 {
                    return Err(
                        "lane select and lane value must be an SGPR, m0 or an inline constant".to_string()
                    );
                }
            }
        }
    }
    let code32 = info.code(gen);
    let code64 = info.vop3(gen);
    // The 32-bit form: no modifiers, lane masks in VCC, src1 a VGPR (or the lane select).
    let mut e32 = code32.is_some() && !m.e64 && !has_vop3_mods(&m);
    let carry_ok = |ops: &Ops| {
        let defs_ok = info.defs.iter().enumerate().all(|(i, k)| *k != K::Lane || is_vcc(gen, ops.def(i)));
        let srcs_ok = info.srcs.iter().enumerate().all(|(i, k)| *k != K::Lane || is_vcc(gen, ops.src(i)));
        defs_ok && srcs_ok
    };
    if e32 && !carry_ok(&sel.ops) {
        e32 = false;
    }
    let lanesel = info.has(table::LANESEL);
    if e32 && matches!(info.class, Class::Vop2 | Class::Vopc) && !lanesel {
        let (a, b) = (sel.ops.src(0), sel.ops.src(1));
        if !is_vgpr(b) {
            if is_vgpr(a) && info.has(table::COMMUTE) && try_e32(gen, sel, true).is_ok() {
                sel.ops.srcs.swap(0, 1);
            } else {
                e32 = false;
            }
        }
    }
    if e32 {
        match try_e32(gen, sel, false) {
            Ok(()) => {
                sel.suffix = code64.is_some();
                return Ok(());
            }
            Err(e) if code64.is_none() => return Err(e),
            Err(_) => {}
        }
    }
    if code64.is_none() {
        return Err(match code32 {
            Some(_) => {
                "operands need the VOP3 form, which this instruction lacks on this generation".to_string()
            }
            None => "no encoding on this generation".to_string(),
        });
    }
    sel.vop3 = true;
    sel.suffix = code32.is_some();
    check_vop3(gen, sel)
}

/// Constant-bus and operand checks of the 32-bit form.
fn try_e32(gen: Gen, sel: &Sel, swapped: bool) -> Result<(), String> {
    let info = sel.info;
    let mut ops = sel.ops;
    if swapped {
        ops.srcs.swap(0, 1);
    }
    let mut lit = None;
    let mut bus = Bus::default();
    for i in 0..info.srcs.len() {
        let k = sel.src_kind(i);
        let op = ops.src(i);
        match k {
            K::Vs(w, ty) if i == 0 => {
                let c = src_code(gen, op, w, ty, true, &mut lit)?;
                bus.add(c, w);
            }
            K::Vs(w, ty) if info.has(table::LANESEL) => {
                // VOP2's 8-bit vsrc1 holds the lane select: SGPR, m0 or an inline integer.
                let c = src_code(gen, op, w, ty, false, &mut lit)?;
                if c >= 255 {
                    return Err("lane select must be an SGPR, m0 or an inline constant".to_string());
                }
                bus.add(c, w);
            }
            K::Vs(w, _) | K::Vv(w) => {
                vgpr(op, w)?;
            }
            K::Lane => bus.add(106, lane_width(gen)),
            _ => return Err(format!("unexpected source kind {k:?}")),
        }
    }
    if info.has(table::READS_VCC) {
        // LLVM counts this implicit read as all of VCC, apart from an explicit `vcc_lo`.
        bus.add(106, 2);
    }
    if bus.count() > bus_limit(gen, info.op) {
        return Err("too many scalar/literal reads (constant bus)".to_string());
    }
    Ok(())
}

fn check_vop3(gen: Gen, sel: &Sel) -> Result<(), String> {
    let info = sel.info;
    let mut lit = None;
    let mut bus = Bus::default();
    for i in 0..info.srcs.len() {
        let k = sel.src_kind(i);
        let op = sel.ops.src(i);
        let c = match k {
            K::Vs(w, ty) => src_code(gen, op, w, ty, true, &mut lit)?,
            K::Vv(w) => 256 + vgpr(op, w)?,
            K::Lane => sreg_code(gen, op, lane_width(gen))?,
            _ => return Err(format!("unexpected source kind {k:?}")),
        };
        let m = 1u8 << i;
        if (sel.mods.neg | sel.mods.abs) & m != 0 && (128..256).contains(&c) {
            return Err("neg/abs on a constant".to_string());
        }
        bus.add(c, if k == K::Lane { lane_width(gen) } else { kind_width(k) });
    }
    if info.has(table::READS_VCC) {
        // LLVM counts this implicit read as all of VCC, apart from an explicit `vcc_lo`.
        bus.add(106, 2);
    }
    if lit.is_some() && gen < Gen::Gfx10 {
        return Err(format!(
            "literal constant in the VOP3 form (gfx10+ only; on {gen:?} put it in a register)"
        ));
    }
    if bus.count() > bus_limit(gen, info.op) {
        return Err("too many scalar/literal reads (constant bus)".to_string());
    }
    Ok(())
}

fn check_other(gen: Gen, sel: &Sel) -> Result<(), String> {
    // Each class's operand checks run in its encoder; a dry run keeps one source of truth.
    let mut sink = Sink::Count(0);
    emit(gen, sel, &mut sink, 0).map(|_| ())
}

enum Sink<'a> {
    Count(usize),
    Buf(&'a mut Vec<u8>),
}

impl Sink<'_> {
    fn word(&mut self, w: u32) {
        match self {
            Sink::Count(n) => *n += 4,
            Sink::Buf(b) => b.extend_from_slice(&w.to_le_bytes()),
        }
    }
}

fn sel_mem_offset(lo: i64, hi: i64, off: i32, what: &str) -> Result<u32, String> {
    let o = i64::from(off);
    if o < lo || o > hi {
        return Err(format!("{what} offset {off} out of range {lo}..={hi}"));
    }
    Ok(off as u32)
}

/// Encode a selected instruction. `branch` is the simm16 of SOPP branches.
fn emit(gen: Gen, sel: &Sel, out: &mut Sink, branch: u16) -> Result<(), String> {
    let info = sel.info;
    let ops = &sel.ops;
    let m = &sel.mods;
    let mut lit: Option<u32> = None;
    let code = || info.code(gen).map(u32::from).ok_or_else(|| "no encoding on this generation".to_string());
    if m.dlc && gen < Gen::Gfx10 {
        return Err("dlc is gfx10+".to_string());
    }
    let vop = matches!(info.class, Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3);
    if !vop && (has_vop3_mods(m) || m.e64) {
        return Err("VOP3 modifiers on a non-VOP instruction".to_string());
    }
    let no_mem_mods = |allowed_offset: bool| -> Result<(), String> {
        if m.glc
            || m.slc
            || m.dlc
            || m.addr64
            || m.offen
            || m.offset1 != 0
            || (!allowed_offset && m.offset != 0)
        {
            return Err("memory modifiers on a non-memory instruction".to_string());
        }
        Ok(())
    };
    match info.class {
        Class::Sop1 | Class::Sop2 | Class::Sopc => {
            no_mem_mods(false)?;
            if info.op == Opcode::SSetpcB64 && !matches!(ops.src(0), Operand::Reg { .. }) {
                return Err("s_setpc_b64 jumps to an SGPR pair, not a constant".to_string());
            }
            let mut fields = [0u32; 3]; // sdst, src0, src1
            for (i, k) in info.defs.iter().enumerate() {
                if let K::Sd(w) = k {
                    let op = ops.def(i);
                    if matches!(op, Operand::Reg { reg: Reg::Null, .. }) && gen < Gen::Gfx10 {
                        return Err("null is gfx10+".to_string());
                    }
                    fields[0] = u32::from(sreg_code(gen, op, *w)?);
                }
            }
            for (i, k) in info.srcs.iter().enumerate() {
                if let K::Ss(w, ty) = k {
                    let c = src_code(gen, ops.src(i), *w, *ty, false, &mut lit)?;
                    if let Some(f) = fields.get_mut(i + 1) {
                        *f = u32::from(c);
                    }
                }
            }
            let op = code()?;
            let w = match info.class {
                Class::Sop1 => 0xbe80_0000 | fields[0] << 16 | op << 8 | fields[1],
                Class::Sop2 => 0x8000_0000 | op << 23 | fields[0] << 16 | fields[2] << 8 | fields[1],
                _ => 0xbf00_0000 | op << 16 | fields[2] << 8 | fields[1],
            };
            out.word(w);
        }
        Class::Sopk => {
            no_mem_mods(false)?;
            let (sdst, imm) = match info.op {
                Opcode::SMovkI32 => (sreg_code(gen, ops.def(0), 1)?, ops.src(0)),
                _ => (sreg_code(gen, ops.src(0), 1)?, ops.src(1)),
            };
            let Operand::Imm(v) = imm else { return Err(format!("expected an immediate, found {imm:?}")) };
            let bits = match info.op {
                Opcode::SMovkI32 if (-32768..=65535).contains(&v) => v as u16,
                _ if (0..=65535).contains(&v) => v as u16,
                _ => return Err(format!("immediate {v} does not fit 16 bits")),
            };
            out.word(0xb000_0000 | code()? << 23 | u32::from(sdst) << 16 | u32::from(bits));
        }
        Class::Sopp => {
            no_mem_mods(false)?;
            let imm = match info.srcs.first() {
                None => 0,
                Some(K::Label) => {
                    let Operand::Label(_) = ops.src(0) else {
                        return Err(format!("expected a label, found {:?}", ops.src(0)));
                    };
                    branch
                }
                Some(_) => {
                    let Operand::Imm(v) = ops.src(0) else {
                        return Err(format!("expected an immediate, found {:?}", ops.src(0)));
                    };
                    match info.op {
                        Opcode::SNop if (0..=15).contains(&v) => v as u16,
                        Opcode::SWaitcnt if (0..=65535).contains(&v) => {
                            let keep = crate::print::waitcnt_mask(gen);
                            if v as u16 & !keep != 0 {
                                return Err(format!(
                                    "s_waitcnt {v:#x} sets bits outside the counters of {gen:?}"
                                ));
                            }
                            v as u16
                        }
                        _ => return Err(format!("immediate {v} out of range")),
                    }
                }
            };
            out.word(0xbf80_0000 | code()? << 16 | u32::from(imm));
        }
        Class::Smem => emit_smem(gen, sel, out)?,
        Class::Vop1 | Class::Vop2 | Class::Vopc | Class::Vop3 => {
            no_mem_mods(false)?;
            emit_vop(gen, sel, out)?;
        }
        Class::Mubuf => emit_mubuf(gen, sel, out)?,
        Class::Global => emit_global(gen, sel, out)?,
        Class::Ds => emit_ds(gen, sel, out)?,
    }
    if let Some(l) = lit {
        out.word(l);
    }
    Ok(())
}

fn emit_smem(gen: Gen, sel: &Sel, out: &mut Sink) -> Result<(), String> {
    let m = &sel.mods;
    if m.slc || m.addr64 || m.offen || m.offset1 != 0 {
        return Err("only glc (gfx8+), dlc (gfx10) and an offset apply to scalar loads".to_string());
    }
    let K::Sd(w) = sel.info.defs.first().copied().unwrap_or(K::Sd(1)) else {
        return Err("bad table row".to_string());
    };
    let sdst = u32::from(sreg_code(gen, sel.ops.def(0), w)?);
    if !matches!(sel.ops.def(0), Operand::Reg { reg: Reg::S(_), .. }) {
        return Err("scalar loads write SGPRs only".to_string());
    }
    let sbase = u32::from(sreg_code(gen, sel.ops.src(0), 2)?);
    if sbase >= 106 {
        return Err("the base address must be an SGPR pair".to_string());
    }
    let op = sel.info.code(gen).map(u32::from).ok_or("no encoding on this generation")?;
    if m.offset < 0 {
        return Err(format!("negative scalar load offset {}", m.offset));
    }
    let off = m.offset as u32;
    match gen {
        Gen::Gfx6 | Gen::Gfx7 => {
            if m.glc {
                return Err("SMRD has no glc".to_string());
            }
            if off % 4 != 0 {
                return Err(format!("SMRD offset {off} is not a multiple of 4"));
            }
            let dw = off / 4;
            let base = 0xc000_0000 | op << 22 | sdst << 15 | (sbase / 2) << 9;
            if dw <= 255 {
                out.word(base | 1 << 8 | dw);
            } else if gen == Gen::Gfx7 {
                out.word(base | 0xff);
                out.word(dw);
            } else {
                return Err(format!("SMRD offset {off} past 1020 bytes on gfx6"));
            }
        }
        Gen::Gfx8 | Gen::Gfx9 => {
            if off > 0xf_ffff {
                return Err(format!("SMEM offset {off:#x} past 20 bits"));
            }
            out.word(0xc000_0000 | op << 18 | (1 << 17) | u32::from(m.glc) << 16 | sdst << 6 | (sbase / 2));
            out.word(off);
        }
        Gen::Gfx10 | Gen::Gfx10_3 => {
            if off > 0xf_ffff {
                return Err(format!("SMEM offset {off:#x} past 20 bits"));
            }
            out.word(
                0xf400_0000
                    | op << 18
                    | u32::from(m.glc) << 16
                    | u32::from(m.dlc) << 14
                    | sdst << 6
                    | (sbase / 2),
            );
            out.word(off | (0x7d << 25));
        }
    }
    Ok(())
}

fn emit_vop(gen: Gen, sel: &Sel, out: &mut Sink) -> Result<(), String> {
    let info = sel.info;
    let ops = &sel.ops;
    let mut lit = None;
    // Destination field: VGPR, or a scalar code for SGPR/lane-mask destinations.
    let mut vdst = 0u32;
    let mut sdst = 0u32;
    for (i, k) in info.defs.iter().enumerate() {
        let op = ops.def(i);
        match *k {
            K::Vd(w) => vdst = u32::from(vgpr(op, w)?),
            K::Sd(w) => vdst = u32::from(sreg_code(gen, op, w)?),
            K::Lane if info.class == Class::Vopc => vdst = u32::from(sreg_code(gen, op, lane_width(gen))?),
            K::Lane => sdst = u32::from(sreg_code(gen, op, lane_width(gen))?),
            _ => return Err(format!("unexpected definition kind {k:?}")),
        }
    }
    let implicit_vcc = ops.nd > info.defs.len();
    if implicit_vcc {
        sdst = 106;
    }
    if !sel.vop3 {
        let op = info.code(gen).map(u32::from).ok_or("no 32-bit form")?;
        let src0 = match info.srcs.first() {
            Some(K::Vs(w, ty)) => u32::from(src_code(gen, ops.src(0), *w, *ty, true, &mut lit)?),
            Some(K::Vv(w)) => 256 + u32::from(vgpr(ops.src(0), *w)?),
            // `v_nop`: no operands, every field zero.
            None if info.defs.is_empty() => 0,
            _ => return Err("bad table row".to_string()),
        };
        let src1 = match info.srcs.get(1) {
            Some(K::Vs(w, ty)) if info.has(table::LANESEL) => {
                let c = src_code(gen, ops.src(1), *w, *ty, false, &mut lit)?;
                if c >= 255 {
                    return Err("lane select must be an SGPR, m0 or an inline constant".to_string());
                }
                u32::from(c)
            }
            Some(K::Vs(w, _) | K::Vv(w)) => u32::from(vgpr(ops.src(1), *w)?),
            _ => 0,
        };
        let w = match info.class {
            Class::Vop1 => 0x7e00_0000 | vdst << 17 | op << 9 | src0,
            Class::Vop2 => op << 25 | vdst << 17 | src1 << 9 | src0,
            _ => 0x7c00_0000 | op << 17 | src1 << 9 | src0,
        };
        out.word(w);
    } else {
        let op = info.vop3(gen).map(u32::from).ok_or("no VOP3 form")?;
        let mut src = [0u32; 3];
        for i in 0..info.srcs.len() {
            let k = sel.src_kind(i);
            let c = match k {
                K::Vs(w, ty) => src_code(gen, ops.src(i), w, ty, true, &mut lit)?,
                K::Vv(w) => 256 + vgpr(ops.src(i), w)?,
                K::Lane => sreg_code(gen, ops.src(i), lane_width(gen))?,
                _ => return Err(format!("unexpected source kind {k:?}")),
            };
            if let Some(s) = src.get_mut(i) {
                *s = u32::from(c);
            }
        }
        let m = &sel.mods;
        let vop3b = (info.defs.contains(&K::Lane) && info.class != Class::Vopc) || implicit_vcc;
        let (neg, abs) = (u32::from(m.neg & 7), u32::from(m.abs & 7));
        let clamp = u32::from(m.clamp);
        let w0 = match gen {
            Gen::Gfx6 | Gen::Gfx7 => {
                let mid = if vop3b { sdst << 8 } else { clamp << 11 | abs << 8 };
                0xd000_0000 | op << 17 | mid | vdst
            }
            _ => {
                let base = if gen >= Gen::Gfx10 { 0xd400_0000 } else { 0xd000_0000 };
                let mid = if vop3b { sdst << 8 } else { abs << 8 };
                base | op << 16 | clamp << 15 | mid | vdst
            }
        };
        out.word(w0);
        out.word(neg << 29 | src[2] << 18 | src[1] << 9 | src[0]);
    }
    if let Some(l) = lit {
        out.word(l);
    }
    Ok(())
}

fn emit_mubuf(gen: Gen, sel: &Sel, out: &mut Sink) -> Result<(), String> {
    let info = sel.info;
    let ops = &sel.ops;
    let m = &sel.mods;
    let atomic = info.has(table::ATOMIC);
    let load = !info.defs.is_empty();
    let base = usize::from(!load);
    let (vdata, width) = if load {
        let K::Vd(w) = info.defs.first().copied().unwrap_or(K::Vd(1)) else {
            return Err("bad table row".to_string());
        };
        (vgpr(ops.def(0), w)?, w)
    } else {
        let K::Vv(w) = info.srcs.first().copied().unwrap_or(K::Vv(1)) else {
            return Err("bad table row".to_string());
        };
        (vgpr(ops.src(0), w)?, w)
    };
    let _ = width;
    let returns = atomic && ops.nd == 1;
    if atomic {
        if m.dlc {
            return Err("atomics take no dlc".to_string());
        }
        if m.glc && !returns {
            return Err("glc on an atomic means returning: give it a definition".to_string());
        }
        if returns && vgpr(ops.def(0), info.atomic_ret_width())? != vdata {
            return Err(
                "a returning MUBUF atomic writes its data register: the definition must be its first VGPR"
                    .to_string(),
            );
        }
    }
    let vaddr_op = ops.src(base);
    let vaddr = match vaddr_op {
        Operand::Off => {
            if m.offen || m.addr64 {
                return Err("offen/addr64 need an address VGPR".to_string());
            }
            0
        }
        Operand::Reg { width: 2, .. } => {
            if !m.addr64 || m.offen {
                return Err("a VGPR pair address needs addr64 (and no offen)".to_string());
            }
            if gen > Gen::Gfx7 {
                return Err("addr64 is gfx6/7 only".to_string());
            }
            vgpr(vaddr_op, 2)?
        }
        _ => {
            if !m.offen || m.addr64 {
                return Err("a VGPR address needs offen".to_string());
            }
            vgpr(vaddr_op, 1)?
        }
    };
    let rsrc = sreg_code(gen, ops.src(base + 1), 4)?;
    if rsrc >= 104 || rsrc % 4 != 0 {
        return Err("the resource must be 4 aligned SGPRs".to_string());
    }
    let soff = match ops.src(base + 2) {
        Operand::Imm(v) => int_inline(v).ok_or_else(|| format!("soffset {v} is not an inline constant"))?,
        op @ Operand::Reg { .. } => sreg_code(gen, op, 1)?,
        op => return Err(format!("soffset {op:?} is not an SGPR or inline constant")),
    };
    let off = sel_mem_offset(0, 4095, m.offset, "MUBUF")?;
    if m.offset1 != 0 {
        return Err("offset1 is DS only".to_string());
    }
    let op = info.code(gen).map(u32::from).ok_or("no encoding on this generation")?;
    let glc = u32::from(m.glc || returns);
    let slc = u32::from(m.slc);
    let mut w0 = 0xe000_0000 | op << 18 | glc << 14 | u32::from(m.offen) << 12 | off;
    let mut w1 =
        u32::from(soff) << 24 | (u32::from(rsrc) / 4) << 16 | u32::from(vdata) << 8 | u32::from(vaddr);
    match gen {
        Gen::Gfx6 | Gen::Gfx7 => {
            w0 |= u32::from(m.addr64) << 15;
            w1 |= slc << 22;
        }
        Gen::Gfx8 | Gen::Gfx9 => w0 |= slc << 17,
        Gen::Gfx10 | Gen::Gfx10_3 => {
            w0 |= u32::from(m.dlc) << 15;
            w1 |= slc << 22;
        }
    }
    out.word(w0);
    out.word(w1);
    Ok(())
}

fn emit_global(gen: Gen, sel: &Sel, out: &mut Sink) -> Result<(), String> {
    let info = sel.info;
    let ops = &sel.ops;
    let m = &sel.mods;
    let atomic = info.has(table::ATOMIC);
    let load = !atomic && !info.defs.is_empty();
    let returns = atomic && ops.nd == 1;
    if atomic && m.glc && !returns {
        return Err("glc on an atomic means returning: give it a definition".to_string());
    }
    if atomic && m.dlc {
        return Err("atomics take no dlc".to_string());
    }
    if m.addr64 || m.offen || m.offset1 != 0 {
        return Err("addr64/offen/offset1 do not apply to FLAT/GLOBAL".to_string());
    }
    let vdst = if load {
        let K::Vd(w) = info.defs.first().copied().unwrap_or(K::Vd(1)) else {
            return Err("bad table row".to_string());
        };
        vgpr(ops.def(0), w)?
    } else if returns {
        vgpr(ops.def(0), info.atomic_ret_width())?
    } else {
        0
    };
    let data = if load {
        0
    } else {
        let K::Vv(w) = info.srcs.get(1).copied().unwrap_or(K::Vv(1)) else {
            return Err("bad table row".to_string());
        };
        vgpr(ops.src(1), w)?
    };
    let saddr_op = ops.src(if load { 1 } else { 2 });
    let addr_op = ops.src(0);
    let saddr = match saddr_op {
        Operand::Off => {
            vgpr(addr_op, 2)
                .map_err(|_| format!("address {addr_op:?} must be a VGPR pair when saddr is off"))?;
            if gen >= Gen::Gfx10 {
                0x7d
            } else if gen == Gen::Gfx9 {
                0x7f
            } else {
                0
            }
        }
        _ => {
            if gen < Gen::Gfx9 {
                return Err("FLAT on gfx7/8 has no SGPR address".to_string());
            }
            vgpr(addr_op, 1)
                .map_err(|_| format!("address {addr_op:?} must be one VGPR with an SGPR base"))?;
            let c = sreg_code(gen, saddr_op, 2)?;
            if c >= 106 {
                return Err("saddr must be an SGPR pair".to_string());
            }
            c
        }
    };
    let addr = match addr_op {
        Operand::Reg { reg: Reg::V(n), .. } => n,
        _ => return Err("bad address".to_string()),
    };
    let op = info.code(gen).map(u32::from).ok_or("no encoding on this generation")?;
    let glc = u32::from(m.glc || returns);
    let slc = u32::from(m.slc);
    let mut w0 = 0xdc00_0000 | op << 18 | slc << 17 | glc << 16;
    match gen {
        Gen::Gfx6 => return Err("no FLAT on gfx6".to_string()),
        Gen::Gfx7 | Gen::Gfx8 => {
            if m.offset != 0 {
                return Err("FLAT has no offset on gfx7/8".to_string());
            }
        }
        Gen::Gfx9 => w0 |= 2 << 14 | (sel_mem_offset(-4096, 4095, m.offset, "GLOBAL")? & 0x1fff),
        Gen::Gfx10 | Gen::Gfx10_3 => {
            w0 |=
                2 << 14 | u32::from(m.dlc) << 12 | (sel_mem_offset(-2048, 2047, m.offset, "GLOBAL")? & 0xfff)
        }
    }
    out.word(w0);
    out.word(u32::from(vdst) << 24 | u32::from(saddr) << 16 | u32::from(data) << 8 | u32::from(addr));
    Ok(())
}

fn emit_ds(gen: Gen, sel: &Sel, out: &mut Sink) -> Result<(), String> {
    let info = sel.info;
    let ops = &sel.ops;
    let m = &sel.mods;
    if m.glc || m.slc || m.dlc || m.addr64 || m.offen || m.offset1 != 0 {
        return Err("only an offset applies to DS instructions here".to_string());
    }
    let off = sel_mem_offset(0, 65535, m.offset, "DS")?;
    if info.has(table::SWIZZLE) && !crate::print::swizzle_canonical(off as u16) {
        return Err(format!("swizzle pattern {off:#x} has no exact assembler spelling"));
    }
    let vdst = match info.defs.first() {
        Some(K::Vd(w)) => vgpr(ops.def(0), *w)?,
        _ => 0,
    };
    let mut regs = [0u16; 3];
    for (i, k) in info.srcs.iter().enumerate() {
        let K::Vv(w) = *k else { return Err("bad table row".to_string()) };
        if let Some(r) = regs.get_mut(i) {
            *r = vgpr(ops.src(i), w)?;
        }
    }
    let op = info.code(gen).map(u32::from).ok_or("no encoding on this generation")?;
    let w0 = match gen {
        Gen::Gfx8 | Gen::Gfx9 => 0xd800_0000 | op << 17 | off,
        _ => 0xd800_0000 | op << 18 | off,
    };
    out.word(w0);
    out.word(u32::from(vdst) << 24 | u32::from(regs[2]) << 16 | u32::from(regs[1]) << 8 | u32::from(regs[0]));
    Ok(())
}

fn label_of(inst: &Inst) -> Option<u32> {
    match (inst.op, inst.srcs.first()) {
        (Opcode::Label, Some(Operand::Imm(n))) => u32::try_from(*n).ok(),
        _ => None,
    }
}

/// Encode a program for `gen`. `Label` pseudo-instructions (`srcs: [Imm(n)]`) mark branch
/// targets; branches name them with `Operand::Label(n)`.
pub fn encode(gen: Gen, insts: &[Inst]) -> Result<Vec<u8>, EncodeError> {
    encode_placed(gen, insts, None).map(|(bytes, _)| bytes)
}

/// Encodes `insts` as [`encode`] does, first resolving their module constant data
/// addresses (`crate::data::resolve_one`) for code at `place.0` and data at `place.1`:
/// the bytes, and each instruction that changed (index, resolved instruction). One
/// selection per instruction: the positions the addresses need are those of the bytes
/// being written.
#[allow(clippy::type_complexity)]
pub fn encode_placed(
    gen: Gen,
    insts: &[Inst],
    place: Option<(u64, u64)>,
) -> Result<(Vec<u8>, Vec<(usize, Inst)>), EncodeError> {
    let mut out = Vec::with_capacity(insts.len() * 6);
    let mut resolved = Vec::new();
    // Byte offset of what the last `s_getpc_b64` returned.
    let mut pc: Option<u64> = None;
    // Label number -> dword position.
    let mut labels: std::collections::BTreeMap<u32, u32> = std::collections::BTreeMap::new();
    // (byte position of the branch word, label, instruction index)
    let mut fixups: Vec<(usize, u32, usize)> = Vec::new();
    for (index, inst) in insts.iter().enumerate() {
        let fail = |reason: String| EncodeError::Inst { index, name: inst.op.name(), gen, reason };
        if inst.op == Opcode::Label {
            let n = label_of(inst).ok_or_else(|| fail("a label needs srcs [Imm(n)]".to_string()))?;
            if labels.insert(n, (out.len() / 4) as u32).is_some() {
                return Err(EncodeError::DuplicateLabel { index, label: n });
            }
            continue;
        }
        let mut changed = None;
        if let Some((code_address, data_address)) = place {
            if inst.srcs.iter().any(|s| matches!(s, Operand::DataRel { .. })) {
                let mut r = inst.clone();
                crate::data::resolve_one(&mut r, index, pc, code_address, data_address).map_err(fail)?;
                changed = Some(r);
            }
        }
        let sel = select(gen, changed.as_ref().unwrap_or(inst)).map_err(fail)?;
        if let Some(K::Label) = sel.info.srcs.first() {
            if let Operand::Label(l) = sel.ops.src(0) {
                fixups.push((out.len(), l, index));
            }
        }
        emit(gen, &sel, &mut Sink::Buf(&mut out), 0).map_err(fail)?;
        if inst.op == Opcode::SGetpcB64 {
            pc = Some(out.len() as u64);
        }
        if let Some(r) = changed {
            resolved.push((index, r));
        }
    }
    for (pos, label, index) in fixups {
        let name = insts.get(index).map_or("?", |i| i.op.name());
        let target = labels.get(&label).copied().ok_or(EncodeError::UndefinedLabel { index, name, label })?;
        let offset = i64::from(target) - (pos / 4) as i64 - 1;
        let imm = i16::try_from(offset).map_err(|_| EncodeError::BranchOutOfRange {
            index,
            name,
            label,
            offset,
        })?;
        if let Some(bytes) = out.get_mut(pos..pos + 2) {
            bytes.copy_from_slice(&(imm as u16).to_le_bytes());
        }
    }
    Ok((out, resolved))
}

/// Bytes one instruction takes on `gen` (labels take none).
pub fn size_of(gen: Gen, inst: &Inst) -> Result<usize, EncodeError> {
    if inst.op == Opcode::Label {
        return Ok(0);
    }
    let fail = |reason: String| EncodeError::Inst { index: 0, name: inst.op.name(), gen, reason };
    let sel = select(gen, inst).map_err(fail)?;
    let mut sink = Sink::Count(0);
    emit(gen, &sel, &mut sink, 0).map_err(fail)?;
    Ok(match sink {
        Sink::Count(n) => n,
        Sink::Buf(_) => 0,
    })
}

/// Encode one instruction with a given raw branch offset (the disassembler's check that
/// what it decoded is exactly what the encoder writes).
pub(crate) fn encode_one(gen: Gen, inst: &Inst, branch: u16, out: &mut Vec<u8>) -> Result<Sel, String> {
    let sel = select(gen, inst)?;
    emit(gen, &sel, &mut Sink::Buf(out), branch)?;
    Ok(sel)
}
