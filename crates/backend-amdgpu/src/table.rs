//! The opcode table of the AMD encoder, disassembler and printer: for every `Opcode`, its
//! encoding family, operand shape, LLVM spelling and opcode number per generation.
//!
//! The numbers were read off `llvm-mc -show-encoding` for gfx600, gfx701, gfx803, gfx900,
//! gfx1010 and gfx1030 (one per `Gen`); the test vectors under `tests/data/` check every row
//! against LLVM again.

use crate::gen::Gen;
use crate::isa::Opcode;

/// "Not on this generation" in `code`/`vop3`.
pub(crate) const NO: u16 = u16::MAX;

/// Encoding family of an opcode's native (shortest) form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Sop1,
    Sop2,
    Sopk,
    Sopc,
    Sopp,
    /// SMRD on gfx6/7, SMEM on gfx8+.
    Smem,
    Vop1,
    Vop2,
    Vopc,
    /// VOP3 only (no 32-bit form on any generation).
    Vop3,
    Mubuf,
    /// FLAT on gfx7/8, the GLOBAL segment of FLAT on gfx9+.
    Global,
    Ds,
}

/// The type of a source operand, as far as constants care: which inline constants
/// apply and how wide a literal may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ty {
    /// 32 bits (integer or f32).
    B32,
    /// An f16 in the low half: inline floats are halves, literals 16-bit.
    F16,
    /// 64-bit integer: literals 0..2^31 only (their extension is not ambiguous).
    B64,
    /// f64: inline constants only.
    F64,
}

/// Operand kinds, in the order `Inst::defs` / `Inst::srcs` carry them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum K {
    /// Scalar destination of `width` registers (SGPRs, vcc, exec, m0, null).
    Sd(u8),
    /// Scalar source: SGPRs, special registers, inline constant or literal.
    Ss(u8, Ty),
    /// VGPR destination.
    Vd(u8),
    /// Vector ALU source: VGPR, SGPR, special register or constant.
    Vs(u8, Ty),
    /// VGPR only.
    Vv(u8),
    /// Lane mask: `vcc`/an SGPR pair on wave64 (gfx6–9), `vcc_lo`/an SGPR on wave32 (gfx10).
    Lane,
    /// 16-bit immediate (`Operand::Imm`).
    Simm16,
    /// Branch target (`Operand::Label`).
    Label,
    /// `s_waitcnt_vscnt`'s register (`null` or an SGPR).
    Sreg,
    /// SMEM base address: an SGPR pair (the offset is `Mods::offset`).
    Sbase,
    /// MUBUF address: `Operand::Off`, a VGPR (`offen`) or a VGPR pair (`addr64`, gfx6/7).
    Vaddr,
    /// MUBUF resource: 4 aligned SGPRs.
    Rsrc,
    /// MUBUF `soffset`: an SGPR, m0 or an inline integer.
    Soff,
    /// FLAT/GLOBAL address: a VGPR pair, or one VGPR with an SGPR-pair `saddr` (gfx9+).
    Gaddr,
    /// GLOBAL `saddr`: an SGPR pair or `Operand::Off` (always `Off` on gfx7/8).
    Saddr,
}

/// Sources 0 and 1 commute (the encoder swaps them to reach the 32-bit form).
pub(crate) const COMMUTE: u16 = 1;
/// gfx6/7 spell the 64-bit shifts `v_lshl_b64 dst, value, shift`: sources swapped.
pub(crate) const REV_OLD: u16 = 2;
/// `v_readlane`/`v_writelane`: the lane select is a scalar in VOP2's `vsrc1` field.
pub(crate) const LANESEL: u16 = 4;
/// Reads VCC without naming it (`v_div_fmas_f32`).
pub(crate) const READS_VCC: u16 = 8;
/// Memory atomic: a definition means "return the old value" (`glc`).
pub(crate) const ATOMIC: u16 = 16;
/// `ds_swizzle_b32`: the offset is a swizzle pattern.
pub(crate) const SWIZZLE: u16 = 32;
/// Float operation: VOP3 `neg`/`abs`/`clamp` are allowed.
pub(crate) const FLOAT: u16 = 64;
/// Memory compare-swap: the data operand holds the new value then the compare value, so
/// the returned old value is half its width.
pub(crate) const CMPSWAP: u16 = 128;

/// One row of the table.
#[derive(Debug)]
pub(crate) struct OpInfo {
    pub op: Opcode,
    pub class: Class,
    pub defs: &'static [K],
    pub srcs: &'static [K],
    /// LLVM mnemonic per generation (`gen_index`), "" where the instruction is missing.
    pub names: [&'static str; 6],
    /// Opcode of the native form (SOP*, SMEM, VOP1/2/C, MUBUF, FLAT, DS) per generation.
    pub code: [u16; 6],
    /// VOP3 opcode per generation (VOP families only).
    pub vop3: [u16; 6],
    pub flags: u16,
}

impl OpInfo {
    pub(crate) fn name(&self, gen: Gen) -> Option<&'static str> {
        let n = self.names[gen_index(gen)];
        (!n.is_empty()).then_some(n)
    }
    pub(crate) fn code(&self, gen: Gen) -> Option<u16> {
        let c = self.code[gen_index(gen)];
        (c != NO).then_some(c)
    }
    pub(crate) fn vop3(&self, gen: Gen) -> Option<u16> {
        let c = self.vop3[gen_index(gen)];
        (c != NO).then_some(c)
    }
    pub(crate) fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
    /// VGPRs a MUBUF/FLAT/GLOBAL atomic returns (with `glc`): its data's width, halved
    /// for a compare-swap (whose data also holds the compare value).
    pub(crate) fn atomic_ret_width(&self) -> u8 {
        let data = match self.class {
            Class::Global => self.srcs.get(1),
            _ => self.srcs.first(),
        };
        let w = match data {
            Some(K::Vv(w)) => *w,
            _ => 1,
        };
        if self.has(CMPSWAP) {
            w / 2
        } else {
            w
        }
    }
}

pub(crate) fn gen_index(gen: Gen) -> usize {
    match gen {
        Gen::Gfx6 => 0,
        Gen::Gfx7 => 1,
        Gen::Gfx8 => 2,
        Gen::Gfx9 => 3,
        Gen::Gfx10 => 4,
        Gen::Gfx10_3 => 5,
    }
}

/// The row of `op`; `None` for the pseudo-instructions.
pub(crate) fn info(op: Opcode) -> Option<&'static OpInfo> {
    // Rows follow `Opcode::ALL` after the two pseudo-ops; fall back to a search in case
    // the enum grew without the table.
    // The pseudo-ops have no row: answer them without the search (labels are common).
    if matches!(op, Opcode::Label | Opcode::ParallelCopy) {
        return None;
    }
    let i = (op as usize).wrapping_sub(2);
    match TABLE.get(i) {
        Some(row) if row.op == op => Some(row),
        _ => TABLE.iter().find(|r| r.op == op),
    }
}

/// Every row, for the disassembler's reverse look-ups.
pub(crate) fn rows() -> &'static [OpInfo] {
    TABLE
}

use Ty::*;

#[rustfmt::skip]
static TABLE: &[OpInfo] = &[
    OpInfo { op: Opcode::SMovB32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_mov_b32", "s_mov_b32", "s_mov_b32", "s_mov_b32", "s_mov_b32", "s_mov_b32"], code: [3, 3, 0, 0, 3, 3], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMovB64, class: Class::Sop1, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64)], names: ["s_mov_b64", "s_mov_b64", "s_mov_b64", "s_mov_b64", "s_mov_b64", "s_mov_b64"], code: [4, 4, 1, 1, 4, 4], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SNotB32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_not_b32", "s_not_b32", "s_not_b32", "s_not_b32", "s_not_b32", "s_not_b32"], code: [7, 7, 4, 4, 7, 7], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SNotB64, class: Class::Sop1, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64)], names: ["s_not_b64", "s_not_b64", "s_not_b64", "s_not_b64", "s_not_b64", "s_not_b64"], code: [8, 8, 5, 5, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndSaveexecB64, class: Class::Sop1, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64)], names: ["s_and_saveexec_b64", "s_and_saveexec_b64", "s_and_saveexec_b64", "s_and_saveexec_b64", "s_and_saveexec_b64", "s_and_saveexec_b64"], code: [36, 36, 32, 32, 36, 36], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndSaveexecB32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["", "", "", "", "s_and_saveexec_b32", "s_and_saveexec_b32"], code: [NO, NO, NO, NO, 60, 60], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SOrSaveexecB64, class: Class::Sop1, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64)], names: ["s_or_saveexec_b64", "s_or_saveexec_b64", "s_or_saveexec_b64", "s_or_saveexec_b64", "s_or_saveexec_b64", "s_or_saveexec_b64"], code: [37, 37, 33, 33, 37, 37], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBrevB32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_brev_b32", "s_brev_b32", "s_brev_b32", "s_brev_b32", "s_brev_b32", "s_brev_b32"], code: [11, 11, 8, 8, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SFf1I32B32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_ff1_i32_b32", "s_ff1_i32_b32", "s_ff1_i32_b32", "s_ff1_i32_b32", "s_ff1_i32_b32", "s_ff1_i32_b32"], code: [19, 19, 16, 16, 19, 19], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBcnt1I32B32, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_bcnt1_i32_b32", "s_bcnt1_i32_b32", "s_bcnt1_i32_b32", "s_bcnt1_i32_b32", "s_bcnt1_i32_b32", "s_bcnt1_i32_b32"], code: [15, 15, 12, 12, 15, 15], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBcnt1I32B64, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(2, B64)], names: ["s_bcnt1_i32_b64", "s_bcnt1_i32_b64", "s_bcnt1_i32_b64", "s_bcnt1_i32_b64", "s_bcnt1_i32_b64", "s_bcnt1_i32_b64"], code: [16, 16, 13, 13, 16, 16], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSextI32I8, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_sext_i32_i8", "s_sext_i32_i8", "s_sext_i32_i8", "s_sext_i32_i8", "s_sext_i32_i8", "s_sext_i32_i8"], code: [25, 25, 22, 22, 25, 25], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSextI32I16, class: Class::Sop1, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32)], names: ["s_sext_i32_i16", "s_sext_i32_i16", "s_sext_i32_i16", "s_sext_i32_i16", "s_sext_i32_i16", "s_sext_i32_i16"], code: [26, 26, 23, 23, 26, 26], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAddU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_add_u32", "s_add_u32", "s_add_u32", "s_add_u32", "s_add_u32", "s_add_u32"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSubU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_sub_u32", "s_sub_u32", "s_sub_u32", "s_sub_u32", "s_sub_u32", "s_sub_u32"], code: [1, 1, 1, 1, 1, 1], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAddcU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_addc_u32", "s_addc_u32", "s_addc_u32", "s_addc_u32", "s_addc_u32", "s_addc_u32"], code: [4, 4, 4, 4, 4, 4], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSubbU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_subb_u32", "s_subb_u32", "s_subb_u32", "s_subb_u32", "s_subb_u32", "s_subb_u32"], code: [5, 5, 5, 5, 5, 5], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAddI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_add_i32", "s_add_i32", "s_add_i32", "s_add_i32", "s_add_i32", "s_add_i32"], code: [2, 2, 2, 2, 2, 2], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSubI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_sub_i32", "s_sub_i32", "s_sub_i32", "s_sub_i32", "s_sub_i32", "s_sub_i32"], code: [3, 3, 3, 3, 3, 3], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMinI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_min_i32", "s_min_i32", "s_min_i32", "s_min_i32", "s_min_i32", "s_min_i32"], code: [6, 6, 6, 6, 6, 6], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMinU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_min_u32", "s_min_u32", "s_min_u32", "s_min_u32", "s_min_u32", "s_min_u32"], code: [7, 7, 7, 7, 7, 7], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMaxI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_max_i32", "s_max_i32", "s_max_i32", "s_max_i32", "s_max_i32", "s_max_i32"], code: [8, 8, 8, 8, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMaxU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_max_u32", "s_max_u32", "s_max_u32", "s_max_u32", "s_max_u32", "s_max_u32"], code: [9, 9, 9, 9, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCselectB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cselect_b32", "s_cselect_b32", "s_cselect_b32", "s_cselect_b32", "s_cselect_b32", "s_cselect_b32"], code: [10, 10, 10, 10, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCselectB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_cselect_b64", "s_cselect_b64", "s_cselect_b64", "s_cselect_b64", "s_cselect_b64", "s_cselect_b64"], code: [11, 11, 11, 11, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_and_b32", "s_and_b32", "s_and_b32", "s_and_b32", "s_and_b32", "s_and_b32"], code: [14, 14, 12, 12, 14, 14], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_and_b64", "s_and_b64", "s_and_b64", "s_and_b64", "s_and_b64", "s_and_b64"], code: [15, 15, 13, 13, 15, 15], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SOrB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_or_b32", "s_or_b32", "s_or_b32", "s_or_b32", "s_or_b32", "s_or_b32"], code: [16, 16, 14, 14, 16, 16], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SOrB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_or_b64", "s_or_b64", "s_or_b64", "s_or_b64", "s_or_b64", "s_or_b64"], code: [17, 17, 15, 15, 17, 17], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SXorB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_xor_b32", "s_xor_b32", "s_xor_b32", "s_xor_b32", "s_xor_b32", "s_xor_b32"], code: [18, 18, 16, 16, 18, 18], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SXorB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_xor_b64", "s_xor_b64", "s_xor_b64", "s_xor_b64", "s_xor_b64", "s_xor_b64"], code: [19, 19, 17, 17, 19, 19], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndn2B32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_andn2_b32", "s_andn2_b32", "s_andn2_b32", "s_andn2_b32", "s_andn2_b32", "s_andn2_b32"], code: [20, 20, 18, 18, 20, 20], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAndn2B64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_andn2_b64", "s_andn2_b64", "s_andn2_b64", "s_andn2_b64", "s_andn2_b64", "s_andn2_b64"], code: [21, 21, 19, 19, 21, 21], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SOrn2B64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(2, B64)], names: ["s_orn2_b64", "s_orn2_b64", "s_orn2_b64", "s_orn2_b64", "s_orn2_b64", "s_orn2_b64"], code: [23, 23, 21, 21, 23, 23], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLshlB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_lshl_b32", "s_lshl_b32", "s_lshl_b32", "s_lshl_b32", "s_lshl_b32", "s_lshl_b32"], code: [30, 30, 28, 28, 30, 30], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLshlB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(1, B32)], names: ["s_lshl_b64", "s_lshl_b64", "s_lshl_b64", "s_lshl_b64", "s_lshl_b64", "s_lshl_b64"], code: [31, 31, 29, 29, 31, 31], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLshrB32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_lshr_b32", "s_lshr_b32", "s_lshr_b32", "s_lshr_b32", "s_lshr_b32", "s_lshr_b32"], code: [32, 32, 30, 30, 32, 32], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLshrB64, class: Class::Sop2, defs: &[K::Sd(2)], srcs: &[K::Ss(2, B64), K::Ss(1, B32)], names: ["s_lshr_b64", "s_lshr_b64", "s_lshr_b64", "s_lshr_b64", "s_lshr_b64", "s_lshr_b64"], code: [33, 33, 31, 31, 33, 33], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SAshrI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_ashr_i32", "s_ashr_i32", "s_ashr_i32", "s_ashr_i32", "s_ashr_i32", "s_ashr_i32"], code: [34, 34, 32, 32, 34, 34], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMulI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_mul_i32", "s_mul_i32", "s_mul_i32", "s_mul_i32", "s_mul_i32", "s_mul_i32"], code: [38, 38, 36, 36, 38, 38], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBfeU32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_bfe_u32", "s_bfe_u32", "s_bfe_u32", "s_bfe_u32", "s_bfe_u32", "s_bfe_u32"], code: [39, 39, 37, 37, 39, 39], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBfeI32, class: Class::Sop2, defs: &[K::Sd(1)], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_bfe_i32", "s_bfe_i32", "s_bfe_i32", "s_bfe_i32", "s_bfe_i32", "s_bfe_i32"], code: [40, 40, 38, 38, 40, 40], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SMovkI32, class: Class::Sopk, defs: &[K::Sd(1)], srcs: &[K::Simm16], names: ["s_movk_i32", "s_movk_i32", "s_movk_i32", "s_movk_i32", "s_movk_i32", "s_movk_i32"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpEqU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_eq_u32", "s_cmp_eq_u32", "s_cmp_eq_u32", "s_cmp_eq_u32", "s_cmp_eq_u32", "s_cmp_eq_u32"], code: [6, 6, 6, 6, 6, 6], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpLgU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_lg_u32", "s_cmp_lg_u32", "s_cmp_lg_u32", "s_cmp_lg_u32", "s_cmp_lg_u32", "s_cmp_lg_u32"], code: [7, 7, 7, 7, 7, 7], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpGtI32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_gt_i32", "s_cmp_gt_i32", "s_cmp_gt_i32", "s_cmp_gt_i32", "s_cmp_gt_i32", "s_cmp_gt_i32"], code: [2, 2, 2, 2, 2, 2], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpGeI32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_ge_i32", "s_cmp_ge_i32", "s_cmp_ge_i32", "s_cmp_ge_i32", "s_cmp_ge_i32", "s_cmp_ge_i32"], code: [3, 3, 3, 3, 3, 3], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpLtI32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_lt_i32", "s_cmp_lt_i32", "s_cmp_lt_i32", "s_cmp_lt_i32", "s_cmp_lt_i32", "s_cmp_lt_i32"], code: [4, 4, 4, 4, 4, 4], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpLeI32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_le_i32", "s_cmp_le_i32", "s_cmp_le_i32", "s_cmp_le_i32", "s_cmp_le_i32", "s_cmp_le_i32"], code: [5, 5, 5, 5, 5, 5], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpGtU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_gt_u32", "s_cmp_gt_u32", "s_cmp_gt_u32", "s_cmp_gt_u32", "s_cmp_gt_u32", "s_cmp_gt_u32"], code: [8, 8, 8, 8, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpGeU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_ge_u32", "s_cmp_ge_u32", "s_cmp_ge_u32", "s_cmp_ge_u32", "s_cmp_ge_u32", "s_cmp_ge_u32"], code: [9, 9, 9, 9, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpLtU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_lt_u32", "s_cmp_lt_u32", "s_cmp_lt_u32", "s_cmp_lt_u32", "s_cmp_lt_u32", "s_cmp_lt_u32"], code: [10, 10, 10, 10, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCmpLeU32, class: Class::Sopc, defs: &[], srcs: &[K::Ss(1, B32), K::Ss(1, B32)], names: ["s_cmp_le_u32", "s_cmp_le_u32", "s_cmp_le_u32", "s_cmp_le_u32", "s_cmp_le_u32", "s_cmp_le_u32"], code: [11, 11, 11, 11, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SNop, class: Class::Sopp, defs: &[], srcs: &[K::Simm16], names: ["s_nop", "s_nop", "s_nop", "s_nop", "s_nop", "s_nop"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SEndpgm, class: Class::Sopp, defs: &[], srcs: &[], names: ["s_endpgm", "s_endpgm", "s_endpgm", "s_endpgm", "s_endpgm", "s_endpgm"], code: [1, 1, 1, 1, 1, 1], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBranch, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_branch", "s_branch", "s_branch", "s_branch", "s_branch", "s_branch"], code: [2, 2, 2, 2, 2, 2], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchScc0, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_scc0", "s_cbranch_scc0", "s_cbranch_scc0", "s_cbranch_scc0", "s_cbranch_scc0", "s_cbranch_scc0"], code: [4, 4, 4, 4, 4, 4], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchScc1, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_scc1", "s_cbranch_scc1", "s_cbranch_scc1", "s_cbranch_scc1", "s_cbranch_scc1", "s_cbranch_scc1"], code: [5, 5, 5, 5, 5, 5], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchVccz, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_vccz", "s_cbranch_vccz", "s_cbranch_vccz", "s_cbranch_vccz", "s_cbranch_vccz", "s_cbranch_vccz"], code: [6, 6, 6, 6, 6, 6], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchVccnz, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_vccnz", "s_cbranch_vccnz", "s_cbranch_vccnz", "s_cbranch_vccnz", "s_cbranch_vccnz", "s_cbranch_vccnz"], code: [7, 7, 7, 7, 7, 7], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchExecz, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_execz", "s_cbranch_execz", "s_cbranch_execz", "s_cbranch_execz", "s_cbranch_execz", "s_cbranch_execz"], code: [8, 8, 8, 8, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SCbranchExecnz, class: Class::Sopp, defs: &[], srcs: &[K::Label], names: ["s_cbranch_execnz", "s_cbranch_execnz", "s_cbranch_execnz", "s_cbranch_execnz", "s_cbranch_execnz", "s_cbranch_execnz"], code: [9, 9, 9, 9, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SBarrier, class: Class::Sopp, defs: &[], srcs: &[], names: ["s_barrier", "s_barrier", "s_barrier", "s_barrier", "s_barrier", "s_barrier"], code: [10, 10, 10, 10, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SWaitcnt, class: Class::Sopp, defs: &[], srcs: &[K::Simm16], names: ["s_waitcnt", "s_waitcnt", "s_waitcnt", "s_waitcnt", "s_waitcnt", "s_waitcnt"], code: [12, 12, 12, 12, 12, 12], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SWaitcntVscnt, class: Class::Sopk, defs: &[], srcs: &[K::Sreg, K::Simm16], names: ["", "", "", "", "s_waitcnt_vscnt", "s_waitcnt_vscnt"], code: [NO, NO, NO, NO, 23, 23], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLoadDword, class: Class::Smem, defs: &[K::Sd(1)], srcs: &[K::Sbase], names: ["s_load_dword", "s_load_dword", "s_load_dword", "s_load_dword", "s_load_dword", "s_load_dword"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLoadDwordx2, class: Class::Smem, defs: &[K::Sd(2)], srcs: &[K::Sbase], names: ["s_load_dwordx2", "s_load_dwordx2", "s_load_dwordx2", "s_load_dwordx2", "s_load_dwordx2", "s_load_dwordx2"], code: [1, 1, 1, 1, 1, 1], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLoadDwordx4, class: Class::Smem, defs: &[K::Sd(4)], srcs: &[K::Sbase], names: ["s_load_dwordx4", "s_load_dwordx4", "s_load_dwordx4", "s_load_dwordx4", "s_load_dwordx4", "s_load_dwordx4"], code: [2, 2, 2, 2, 2, 2], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SLoadDwordx8, class: Class::Smem, defs: &[K::Sd(8)], srcs: &[K::Sbase], names: ["s_load_dwordx8", "s_load_dwordx8", "s_load_dwordx8", "s_load_dwordx8", "s_load_dwordx8", "s_load_dwordx8"], code: [3, 3, 3, 3, 3, 3], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::VNop, class: Class::Vop1, defs: &[], srcs: &[], names: ["v_nop", "v_nop", "v_nop", "v_nop", "v_nop", "v_nop"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::VMovB32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_mov_b32", "v_mov_b32", "v_mov_b32", "v_mov_b32", "v_mov_b32", "v_mov_b32"], code: [1, 1, 1, 1, 1, 1], vop3: [385, 385, 321, 321, 385, 385], flags: 0 },
    OpInfo { op: Opcode::VReadfirstlaneB32, class: Class::Vop1, defs: &[K::Sd(1)], srcs: &[K::Vv(1)], names: ["v_readfirstlane_b32", "v_readfirstlane_b32", "v_readfirstlane_b32", "v_readfirstlane_b32", "v_readfirstlane_b32", "v_readfirstlane_b32"], code: [2, 2, 2, 2, 2, 2], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::VNotB32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_not_b32", "v_not_b32", "v_not_b32", "v_not_b32", "v_not_b32", "v_not_b32"], code: [55, 55, 43, 43, 55, 55], vop3: [439, 439, 363, 363, 439, 439], flags: 0 },
    OpInfo { op: Opcode::VCvtF32I32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_f32_i32", "v_cvt_f32_i32", "v_cvt_f32_i32", "v_cvt_f32_i32", "v_cvt_f32_i32", "v_cvt_f32_i32"], code: [5, 5, 5, 5, 5, 5], vop3: [389, 389, 325, 325, 389, 389], flags: 0 },
    OpInfo { op: Opcode::VCvtF32U32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_f32_u32", "v_cvt_f32_u32", "v_cvt_f32_u32", "v_cvt_f32_u32", "v_cvt_f32_u32", "v_cvt_f32_u32"], code: [6, 6, 6, 6, 6, 6], vop3: [390, 390, 326, 326, 390, 390], flags: 0 },
    OpInfo { op: Opcode::VCvtI32F32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_i32_f32", "v_cvt_i32_f32", "v_cvt_i32_f32", "v_cvt_i32_f32", "v_cvt_i32_f32", "v_cvt_i32_f32"], code: [8, 8, 8, 8, 8, 8], vop3: [392, 392, 328, 328, 392, 392], flags: FLOAT },
    OpInfo { op: Opcode::VCvtU32F32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_u32_f32", "v_cvt_u32_f32", "v_cvt_u32_f32", "v_cvt_u32_f32", "v_cvt_u32_f32", "v_cvt_u32_f32"], code: [7, 7, 7, 7, 7, 7], vop3: [391, 391, 327, 327, 391, 391], flags: FLOAT },
    OpInfo { op: Opcode::VCvtF16F32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_f16_f32", "v_cvt_f16_f32", "v_cvt_f16_f32", "v_cvt_f16_f32", "v_cvt_f16_f32", "v_cvt_f16_f32"], code: [10, 10, 10, 10, 10, 10], vop3: [394, 394, 330, 330, 394, 394], flags: FLOAT },
    OpInfo { op: Opcode::VCvtF32F16, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, F16)], names: ["v_cvt_f32_f16", "v_cvt_f32_f16", "v_cvt_f32_f16", "v_cvt_f32_f16", "v_cvt_f32_f16", "v_cvt_f32_f16"], code: [11, 11, 11, 11, 11, 11], vop3: [395, 395, 331, 331, 395, 395], flags: FLOAT },
    OpInfo { op: Opcode::VCvtF32F64, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(2, F64)], names: ["v_cvt_f32_f64", "v_cvt_f32_f64", "v_cvt_f32_f64", "v_cvt_f32_f64", "v_cvt_f32_f64", "v_cvt_f32_f64"], code: [15, 15, 15, 15, 15, 15], vop3: [399, 399, 335, 335, 399, 399], flags: FLOAT },
    OpInfo { op: Opcode::VCvtF64F32, class: Class::Vop1, defs: &[K::Vd(2)], srcs: &[K::Vs(1, B32)], names: ["v_cvt_f64_f32", "v_cvt_f64_f32", "v_cvt_f64_f32", "v_cvt_f64_f32", "v_cvt_f64_f32", "v_cvt_f64_f32"], code: [16, 16, 16, 16, 16, 16], vop3: [400, 400, 336, 336, 400, 400], flags: FLOAT },
    OpInfo { op: Opcode::VRcpF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_rcp_f32", "v_rcp_f32", "v_rcp_f32", "v_rcp_f32", "v_rcp_f32", "v_rcp_f32"], code: [42, 42, 34, 34, 42, 42], vop3: [426, 426, 354, 354, 426, 426], flags: FLOAT },
    OpInfo { op: Opcode::VRcpIflagF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_rcp_iflag_f32", "v_rcp_iflag_f32", "v_rcp_iflag_f32", "v_rcp_iflag_f32", "v_rcp_iflag_f32", "v_rcp_iflag_f32"], code: [43, 43, 35, 35, 43, 43], vop3: [427, 427, 355, 355, 427, 427], flags: FLOAT },
    OpInfo { op: Opcode::VRsqF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_rsq_f32", "v_rsq_f32", "v_rsq_f32", "v_rsq_f32", "v_rsq_f32", "v_rsq_f32"], code: [46, 46, 36, 36, 46, 46], vop3: [430, 430, 356, 356, 430, 430], flags: FLOAT },
    OpInfo { op: Opcode::VSqrtF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_sqrt_f32", "v_sqrt_f32", "v_sqrt_f32", "v_sqrt_f32", "v_sqrt_f32", "v_sqrt_f32"], code: [51, 51, 39, 39, 51, 51], vop3: [435, 435, 359, 359, 435, 435], flags: FLOAT },
    OpInfo { op: Opcode::VExpF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_exp_f32", "v_exp_f32", "v_exp_f32", "v_exp_f32", "v_exp_f32", "v_exp_f32"], code: [37, 37, 32, 32, 37, 37], vop3: [421, 421, 352, 352, 421, 421], flags: FLOAT },
    OpInfo { op: Opcode::VLogF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_log_f32", "v_log_f32", "v_log_f32", "v_log_f32", "v_log_f32", "v_log_f32"], code: [39, 39, 33, 33, 39, 39], vop3: [423, 423, 353, 353, 423, 423], flags: FLOAT },
    OpInfo { op: Opcode::VSinF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_sin_f32", "v_sin_f32", "v_sin_f32", "v_sin_f32", "v_sin_f32", "v_sin_f32"], code: [53, 53, 41, 41, 53, 53], vop3: [437, 437, 361, 361, 437, 437], flags: FLOAT },
    OpInfo { op: Opcode::VCosF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_cos_f32", "v_cos_f32", "v_cos_f32", "v_cos_f32", "v_cos_f32", "v_cos_f32"], code: [54, 54, 42, 42, 54, 54], vop3: [438, 438, 362, 362, 438, 438], flags: FLOAT },
    OpInfo { op: Opcode::VFloorF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_floor_f32", "v_floor_f32", "v_floor_f32", "v_floor_f32", "v_floor_f32", "v_floor_f32"], code: [36, 36, 31, 31, 36, 36], vop3: [420, 420, 351, 351, 420, 420], flags: FLOAT },
    OpInfo { op: Opcode::VCeilF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_ceil_f32", "v_ceil_f32", "v_ceil_f32", "v_ceil_f32", "v_ceil_f32", "v_ceil_f32"], code: [34, 34, 29, 29, 34, 34], vop3: [418, 418, 349, 349, 418, 418], flags: FLOAT },
    OpInfo { op: Opcode::VTruncF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_trunc_f32", "v_trunc_f32", "v_trunc_f32", "v_trunc_f32", "v_trunc_f32", "v_trunc_f32"], code: [33, 33, 28, 28, 33, 33], vop3: [417, 417, 348, 348, 417, 417], flags: FLOAT },
    OpInfo { op: Opcode::VRndneF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_rndne_f32", "v_rndne_f32", "v_rndne_f32", "v_rndne_f32", "v_rndne_f32", "v_rndne_f32"], code: [35, 35, 30, 30, 35, 35], vop3: [419, 419, 350, 350, 419, 419], flags: FLOAT },
    OpInfo { op: Opcode::VFractF32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_fract_f32", "v_fract_f32", "v_fract_f32", "v_fract_f32", "v_fract_f32", "v_fract_f32"], code: [32, 32, 27, 27, 32, 32], vop3: [416, 416, 347, 347, 416, 416], flags: FLOAT },
    OpInfo { op: Opcode::VBfrevB32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_bfrev_b32", "v_bfrev_b32", "v_bfrev_b32", "v_bfrev_b32", "v_bfrev_b32", "v_bfrev_b32"], code: [56, 56, 44, 44, 56, 56], vop3: [440, 440, 364, 364, 440, 440], flags: 0 },
    OpInfo { op: Opcode::VFfbhU32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_ffbh_u32", "v_ffbh_u32", "v_ffbh_u32", "v_ffbh_u32", "v_ffbh_u32", "v_ffbh_u32"], code: [57, 57, 45, 45, 57, 57], vop3: [441, 441, 365, 365, 441, 441], flags: 0 },
    OpInfo { op: Opcode::VFfbhI32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_ffbh_i32", "v_ffbh_i32", "v_ffbh_i32", "v_ffbh_i32", "v_ffbh_i32", "v_ffbh_i32"], code: [59, 59, 47, 47, 59, 59], vop3: [443, 443, 367, 367, 443, 443], flags: 0 },
    OpInfo { op: Opcode::VFfblB32, class: Class::Vop1, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32)], names: ["v_ffbl_b32", "v_ffbl_b32", "v_ffbl_b32", "v_ffbl_b32", "v_ffbl_b32", "v_ffbl_b32"], code: [58, 58, 46, 46, 58, 58], vop3: [442, 442, 366, 366, 442, 442], flags: 0 },
    OpInfo { op: Opcode::VCndmaskB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Lane], names: ["v_cndmask_b32", "v_cndmask_b32", "v_cndmask_b32", "v_cndmask_b32", "v_cndmask_b32", "v_cndmask_b32"], code: [0, 0, 0, 0, 1, 1], vop3: [256, 256, 256, 256, 257, 257], flags: 0 },
    OpInfo { op: Opcode::VAddF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_add_f32", "v_add_f32", "v_add_f32", "v_add_f32", "v_add_f32", "v_add_f32"], code: [3, 3, 1, 1, 3, 3], vop3: [259, 259, 257, 257, 259, 259], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VSubF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_sub_f32", "v_sub_f32", "v_sub_f32", "v_sub_f32", "v_sub_f32", "v_sub_f32"], code: [4, 4, 2, 2, 4, 4], vop3: [260, 260, 258, 258, 260, 260], flags: FLOAT },
    OpInfo { op: Opcode::VSubrevF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_subrev_f32", "v_subrev_f32", "v_subrev_f32", "v_subrev_f32", "v_subrev_f32", "v_subrev_f32"], code: [5, 5, 3, 3, 5, 5], vop3: [261, 261, 259, 259, 261, 261], flags: FLOAT },
    OpInfo { op: Opcode::VMulF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mul_f32", "v_mul_f32", "v_mul_f32", "v_mul_f32", "v_mul_f32", "v_mul_f32"], code: [8, 8, 5, 5, 8, 8], vop3: [264, 264, 261, 261, 264, 264], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VMinF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_min_f32", "v_min_f32", "v_min_f32", "v_min_f32", "v_min_f32", "v_min_f32"], code: [15, 15, 10, 10, 15, 15], vop3: [271, 271, 266, 266, 271, 271], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VMaxF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_max_f32", "v_max_f32", "v_max_f32", "v_max_f32", "v_max_f32", "v_max_f32"], code: [16, 16, 11, 11, 16, 16], vop3: [272, 272, 267, 267, 272, 272], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VAddF16, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, F16), K::Vs(1, F16)], names: ["", "", "v_add_f16", "v_add_f16", "v_add_f16", "v_add_f16"], code: [NO, NO, 31, 31, 50, 50], vop3: [NO, NO, 287, 287, 306, 306], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VSubF16, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, F16), K::Vs(1, F16)], names: ["", "", "v_sub_f16", "v_sub_f16", "v_sub_f16", "v_sub_f16"], code: [NO, NO, 32, 32, 51, 51], vop3: [NO, NO, 288, 288, 307, 307], flags: FLOAT },
    OpInfo { op: Opcode::VMulF16, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, F16), K::Vs(1, F16)], names: ["", "", "v_mul_f16", "v_mul_f16", "v_mul_f16", "v_mul_f16"], code: [NO, NO, 34, 34, 53, 53], vop3: [NO, NO, 290, 290, 309, 309], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VMinI32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_min_i32", "v_min_i32", "v_min_i32", "v_min_i32", "v_min_i32", "v_min_i32"], code: [17, 17, 12, 12, 17, 17], vop3: [273, 273, 268, 268, 273, 273], flags: COMMUTE },
    OpInfo { op: Opcode::VMaxI32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_max_i32", "v_max_i32", "v_max_i32", "v_max_i32", "v_max_i32", "v_max_i32"], code: [18, 18, 13, 13, 18, 18], vop3: [274, 274, 269, 269, 274, 274], flags: COMMUTE },
    OpInfo { op: Opcode::VMinU32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_min_u32", "v_min_u32", "v_min_u32", "v_min_u32", "v_min_u32", "v_min_u32"], code: [19, 19, 14, 14, 19, 19], vop3: [275, 275, 270, 270, 275, 275], flags: COMMUTE },
    OpInfo { op: Opcode::VMaxU32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_max_u32", "v_max_u32", "v_max_u32", "v_max_u32", "v_max_u32", "v_max_u32"], code: [20, 20, 15, 15, 20, 20], vop3: [276, 276, 271, 271, 276, 276], flags: COMMUTE },
    OpInfo { op: Opcode::VLshrrevB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_lshrrev_b32", "v_lshrrev_b32", "v_lshrrev_b32", "v_lshrrev_b32", "v_lshrrev_b32", "v_lshrrev_b32"], code: [22, 22, 16, 16, 22, 22], vop3: [278, 278, 272, 272, 278, 278], flags: 0 },
    OpInfo { op: Opcode::VAshrrevI32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_ashrrev_i32", "v_ashrrev_i32", "v_ashrrev_i32", "v_ashrrev_i32", "v_ashrrev_i32", "v_ashrrev_i32"], code: [24, 24, 17, 17, 24, 24], vop3: [280, 280, 273, 273, 280, 280], flags: 0 },
    OpInfo { op: Opcode::VLshlrevB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_lshlrev_b32", "v_lshlrev_b32", "v_lshlrev_b32", "v_lshlrev_b32", "v_lshlrev_b32", "v_lshlrev_b32"], code: [26, 26, 18, 18, 26, 26], vop3: [282, 282, 274, 274, 282, 282], flags: 0 },
    OpInfo { op: Opcode::VAndB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_and_b32", "v_and_b32", "v_and_b32", "v_and_b32", "v_and_b32", "v_and_b32"], code: [27, 27, 19, 19, 27, 27], vop3: [283, 283, 275, 275, 283, 283], flags: COMMUTE },
    OpInfo { op: Opcode::VOrB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_or_b32", "v_or_b32", "v_or_b32", "v_or_b32", "v_or_b32", "v_or_b32"], code: [28, 28, 20, 20, 28, 28], vop3: [284, 284, 276, 276, 284, 284], flags: COMMUTE },
    OpInfo { op: Opcode::VXorB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_xor_b32", "v_xor_b32", "v_xor_b32", "v_xor_b32", "v_xor_b32", "v_xor_b32"], code: [29, 29, 21, 21, 29, 29], vop3: [285, 285, 277, 277, 285, 285], flags: COMMUTE },
    OpInfo { op: Opcode::VMacF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mac_f32", "v_mac_f32", "v_mac_f32", "v_mac_f32", "v_mac_f32", ""], code: [31, 31, 22, 22, 31, NO], vop3: [287, 287, 278, 278, 287, NO], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VMulU32U24, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mul_u32_u24", "v_mul_u32_u24", "v_mul_u32_u24", "v_mul_u32_u24", "v_mul_u32_u24", "v_mul_u32_u24"], code: [11, 11, 8, 8, 11, 11], vop3: [267, 267, 264, 264, 267, 267], flags: COMMUTE },
    OpInfo { op: Opcode::VAddU32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_add_i32", "v_add_i32", "v_add_u32", "v_add_u32", "v_add_nc_u32", "v_add_nc_u32"], code: [37, 37, 25, 52, 37, 37], vop3: [293, 293, 281, 308, 293, 293], flags: COMMUTE },
    OpInfo { op: Opcode::VSubU32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_sub_i32", "v_sub_i32", "v_sub_u32", "v_sub_u32", "v_sub_nc_u32", "v_sub_nc_u32"], code: [38, 38, 26, 53, 38, 38], vop3: [294, 294, 282, 309, 294, 294], flags: 0 },
    OpInfo { op: Opcode::VSubrevU32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_subrev_i32", "v_subrev_i32", "v_subrev_u32", "v_subrev_u32", "v_subrev_nc_u32", "v_subrev_nc_u32"], code: [39, 39, 27, 54, 39, 39], vop3: [295, 295, 283, 310, 295, 295], flags: 0 },
    OpInfo { op: Opcode::VAddCoU32, class: Class::Vop2, defs: &[K::Vd(1), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_add_i32", "v_add_i32", "v_add_u32", "v_add_co_u32", "v_add_co_u32", "v_add_co_u32"], code: [37, 37, 25, 25, NO, NO], vop3: [293, 293, 281, 281, 783, 783], flags: COMMUTE },
    OpInfo { op: Opcode::VAddcCoU32, class: Class::Vop2, defs: &[K::Vd(1), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Lane], names: ["v_addc_u32", "v_addc_u32", "v_addc_u32", "v_addc_co_u32", "v_add_co_ci_u32", "v_add_co_ci_u32"], code: [40, 40, 28, 28, 40, 40], vop3: [296, 296, 284, 284, 296, 296], flags: COMMUTE },
    OpInfo { op: Opcode::VSubCoU32, class: Class::Vop2, defs: &[K::Vd(1), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_sub_i32", "v_sub_i32", "v_sub_u32", "v_sub_co_u32", "v_sub_co_u32", "v_sub_co_u32"], code: [38, 38, 26, 26, NO, NO], vop3: [294, 294, 282, 282, 784, 784], flags: 0 },
    OpInfo { op: Opcode::VSubbCoU32, class: Class::Vop2, defs: &[K::Vd(1), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Lane], names: ["v_subb_u32", "v_subb_u32", "v_subb_u32", "v_subb_co_u32", "v_sub_co_ci_u32", "v_sub_co_ci_u32"], code: [41, 41, 29, 29, 41, 41], vop3: [297, 297, 285, 285, 297, 297], flags: 0 },
    OpInfo { op: Opcode::VMulLoU32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mul_lo_u32", "v_mul_lo_u32", "v_mul_lo_u32", "v_mul_lo_u32", "v_mul_lo_u32", "v_mul_lo_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [361, 361, 645, 645, 361, 361], flags: 0 },
    OpInfo { op: Opcode::VMulHiU32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mul_hi_u32", "v_mul_hi_u32", "v_mul_hi_u32", "v_mul_hi_u32", "v_mul_hi_u32", "v_mul_hi_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [362, 362, 646, 646, 362, 362], flags: 0 },
    OpInfo { op: Opcode::VMulHiI32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mul_hi_i32", "v_mul_hi_i32", "v_mul_hi_i32", "v_mul_hi_i32", "v_mul_hi_i32", "v_mul_hi_i32"], code: [NO, NO, NO, NO, NO, NO], vop3: [364, 364, 647, 647, 364, 364], flags: 0 },
    OpInfo { op: Opcode::VFmaF32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_fma_f32", "v_fma_f32", "v_fma_f32", "v_fma_f32", "v_fma_f32", "v_fma_f32"], code: [NO, NO, NO, NO, NO, NO], vop3: [331, 331, 459, 459, 331, 331], flags: FLOAT },
    OpInfo { op: Opcode::VFmaF16, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, F16), K::Vs(1, F16), K::Vs(1, F16)], names: ["", "", "v_fma_f16", "v_fma_f16", "v_fma_f16", "v_fma_f16"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, 494, 518, 843, 843], flags: FLOAT },
    OpInfo { op: Opcode::VMadU32U24, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mad_u32_u24", "v_mad_u32_u24", "v_mad_u32_u24", "v_mad_u32_u24", "v_mad_u32_u24", "v_mad_u32_u24"], code: [NO, NO, NO, NO, NO, NO], vop3: [323, 323, 451, 451, 323, 323], flags: 0 },
    OpInfo { op: Opcode::VMadU64U32, class: Class::Vop3, defs: &[K::Vd(2), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(2, B64)], names: ["", "v_mad_u64_u32", "v_mad_u64_u32", "v_mad_u64_u32", "v_mad_u64_u32", "v_mad_u64_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, 374, 488, 488, 374, 374], flags: 0 },
    OpInfo { op: Opcode::VMadI64I32, class: Class::Vop3, defs: &[K::Vd(2), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(2, B64)], names: ["", "v_mad_i64_i32", "v_mad_i64_i32", "v_mad_i64_i32", "v_mad_i64_i32", "v_mad_i64_i32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, 375, 489, 489, 375, 375], flags: 0 },
    OpInfo { op: Opcode::VLshlAddU32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_lshl_add_u32", "v_lshl_add_u32", "v_lshl_add_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 509, 838, 838], flags: 0 },
    OpInfo { op: Opcode::VAddLshlU32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_add_lshl_u32", "v_add_lshl_u32", "v_add_lshl_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 510, 839, 839], flags: 0 },
    OpInfo { op: Opcode::VAdd3U32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_add3_u32", "v_add3_u32", "v_add3_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 511, 877, 877], flags: 0 },
    OpInfo { op: Opcode::VLshlOrB32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_lshl_or_b32", "v_lshl_or_b32", "v_lshl_or_b32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 512, 879, 879], flags: 0 },
    OpInfo { op: Opcode::VAndOrB32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_and_or_b32", "v_and_or_b32", "v_and_or_b32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 513, 881, 881], flags: 0 },
    OpInfo { op: Opcode::VOr3B32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["", "", "", "v_or3_b32", "v_or3_b32", "v_or3_b32"], code: [NO, NO, NO, NO, NO, NO], vop3: [NO, NO, NO, 514, 882, 882], flags: 0 },
    OpInfo { op: Opcode::VBfeU32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_bfe_u32", "v_bfe_u32", "v_bfe_u32", "v_bfe_u32", "v_bfe_u32", "v_bfe_u32"], code: [NO, NO, NO, NO, NO, NO], vop3: [328, 328, 456, 456, 328, 328], flags: 0 },
    OpInfo { op: Opcode::VBfeI32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_bfe_i32", "v_bfe_i32", "v_bfe_i32", "v_bfe_i32", "v_bfe_i32", "v_bfe_i32"], code: [NO, NO, NO, NO, NO, NO], vop3: [329, 329, 457, 457, 329, 329], flags: 0 },
    OpInfo { op: Opcode::VBfiB32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_bfi_b32", "v_bfi_b32", "v_bfi_b32", "v_bfi_b32", "v_bfi_b32", "v_bfi_b32"], code: [NO, NO, NO, NO, NO, NO], vop3: [330, 330, 458, 458, 330, 330], flags: 0 },
    OpInfo { op: Opcode::VAlignbitB32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_alignbit_b32", "v_alignbit_b32", "v_alignbit_b32", "v_alignbit_b32", "v_alignbit_b32", "v_alignbit_b32"], code: [NO, NO, NO, NO, NO, NO], vop3: [334, 334, 462, 462, 334, 334], flags: 0 },
    OpInfo { op: Opcode::VLshlrevB64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(1, B32), K::Vs(2, B64)], names: ["v_lshl_b64", "v_lshl_b64", "v_lshlrev_b64", "v_lshlrev_b64", "v_lshlrev_b64", "v_lshlrev_b64"], code: [NO, NO, NO, NO, NO, NO], vop3: [353, 353, 655, 655, 767, 767], flags: REV_OLD },
    OpInfo { op: Opcode::VLshrrevB64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(1, B32), K::Vs(2, B64)], names: ["v_lshr_b64", "v_lshr_b64", "v_lshrrev_b64", "v_lshrrev_b64", "v_lshrrev_b64", "v_lshrrev_b64"], code: [NO, NO, NO, NO, NO, NO], vop3: [354, 354, 656, 656, 768, 768], flags: REV_OLD },
    OpInfo { op: Opcode::VAshrrevI64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(1, B32), K::Vs(2, B64)], names: ["v_ashr_i64", "v_ashr_i64", "v_ashrrev_i64", "v_ashrrev_i64", "v_ashrrev_i64", "v_ashrrev_i64"], code: [NO, NO, NO, NO, NO, NO], vop3: [355, 355, 657, 657, 769, 769], flags: REV_OLD },
    OpInfo { op: Opcode::VReadlaneB32, class: Class::Vop2, defs: &[K::Sd(1)], srcs: &[K::Vv(1), K::Vs(1, B32)], names: ["v_readlane_b32", "v_readlane_b32", "v_readlane_b32", "v_readlane_b32", "v_readlane_b32", "v_readlane_b32"], code: [1, 1, NO, NO, NO, NO], vop3: [NO, NO, 649, 649, 864, 864], flags: LANESEL },
    OpInfo { op: Opcode::VWritelaneB32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_writelane_b32", "v_writelane_b32", "v_writelane_b32", "v_writelane_b32", "v_writelane_b32", "v_writelane_b32"], code: [2, 2, NO, NO, NO, NO], vop3: [NO, NO, 650, 650, 865, 865], flags: LANESEL },
    OpInfo { op: Opcode::VBcntU32B32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_bcnt_u32_b32", "v_bcnt_u32_b32", "v_bcnt_u32_b32", "v_bcnt_u32_b32", "v_bcnt_u32_b32", "v_bcnt_u32_b32"], code: [34, 34, NO, NO, NO, NO], vop3: [290, 290, 651, 651, 868, 868], flags: 0 },
    OpInfo { op: Opcode::VLdexpF32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_ldexp_f32", "v_ldexp_f32", "v_ldexp_f32", "v_ldexp_f32", "v_ldexp_f32", "v_ldexp_f32"], code: [43, 43, NO, NO, NO, NO], vop3: [299, 299, 648, 648, 866, 866], flags: 0 },
    OpInfo { op: Opcode::VMbcntLoU32B32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mbcnt_lo_u32_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_lo_u32_b32"], code: [35, 35, NO, NO, NO, NO], vop3: [291, 291, 652, 652, 869, 869], flags: 0 },
    OpInfo { op: Opcode::VMbcntHiU32B32, class: Class::Vop2, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_mbcnt_hi_u32_b32", "v_mbcnt_hi_u32_b32", "v_mbcnt_hi_u32_b32", "v_mbcnt_hi_u32_b32", "v_mbcnt_hi_u32_b32", "v_mbcnt_hi_u32_b32"], code: [36, 36, NO, NO, NO, NO], vop3: [292, 292, 653, 653, 870, 870], flags: 0 },
    OpInfo { op: Opcode::VAddF64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(2, F64), K::Vs(2, F64)], names: ["v_add_f64", "v_add_f64", "v_add_f64", "v_add_f64", "v_add_f64", "v_add_f64"], code: [NO, NO, NO, NO, NO, NO], vop3: [356, 356, 640, 640, 356, 356], flags: FLOAT },
    OpInfo { op: Opcode::VMulF64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(2, F64), K::Vs(2, F64)], names: ["v_mul_f64", "v_mul_f64", "v_mul_f64", "v_mul_f64", "v_mul_f64", "v_mul_f64"], code: [NO, NO, NO, NO, NO, NO], vop3: [357, 357, 641, 641, 357, 357], flags: FLOAT },
    OpInfo { op: Opcode::VFmaF64, class: Class::Vop3, defs: &[K::Vd(2)], srcs: &[K::Vs(2, F64), K::Vs(2, F64), K::Vs(2, F64)], names: ["v_fma_f64", "v_fma_f64", "v_fma_f64", "v_fma_f64", "v_fma_f64", "v_fma_f64"], code: [NO, NO, NO, NO, NO, NO], vop3: [332, 332, 460, 460, 332, 332], flags: FLOAT },
    OpInfo { op: Opcode::VDivScaleF32, class: Class::Vop3, defs: &[K::Vd(1), K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_div_scale_f32", "v_div_scale_f32", "v_div_scale_f32", "v_div_scale_f32", "v_div_scale_f32", "v_div_scale_f32"], code: [NO, NO, NO, NO, NO, NO], vop3: [365, 365, 480, 480, 365, 365], flags: 0 },
    OpInfo { op: Opcode::VDivFmasF32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_div_fmas_f32", "v_div_fmas_f32", "v_div_fmas_f32", "v_div_fmas_f32", "v_div_fmas_f32", "v_div_fmas_f32"], code: [NO, NO, NO, NO, NO, NO], vop3: [367, 367, 482, 482, 367, 367], flags: READS_VCC | FLOAT },
    OpInfo { op: Opcode::VDivFixupF32, class: Class::Vop3, defs: &[K::Vd(1)], srcs: &[K::Vs(1, B32), K::Vs(1, B32), K::Vs(1, B32)], names: ["v_div_fixup_f32", "v_div_fixup_f32", "v_div_fixup_f32", "v_div_fixup_f32", "v_div_fixup_f32", "v_div_fixup_f32"], code: [NO, NO, NO, NO, NO, NO], vop3: [351, 351, 478, 478, 351, 351], flags: FLOAT },
    OpInfo { op: Opcode::VCmpEqU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_eq_u32", "v_cmp_eq_u32", "v_cmp_eq_u32", "v_cmp_eq_u32", "v_cmp_eq_u32", "v_cmp_eq_u32"], code: [194, 194, 202, 202, 194, 194], vop3: [194, 194, 202, 202, 194, 194], flags: COMMUTE },
    OpInfo { op: Opcode::VCmpNeU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_ne_u32", "v_cmp_ne_u32", "v_cmp_ne_u32", "v_cmp_ne_u32", "v_cmp_ne_u32", "v_cmp_ne_u32"], code: [197, 197, 205, 205, 197, 197], vop3: [197, 197, 205, 205, 197, 197], flags: COMMUTE },
    OpInfo { op: Opcode::VCmpGtU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_gt_u32", "v_cmp_gt_u32", "v_cmp_gt_u32", "v_cmp_gt_u32", "v_cmp_gt_u32", "v_cmp_gt_u32"], code: [196, 196, 204, 204, 196, 196], vop3: [196, 196, 204, 204, 196, 196], flags: 0 },
    OpInfo { op: Opcode::VCmpGeU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_ge_u32", "v_cmp_ge_u32", "v_cmp_ge_u32", "v_cmp_ge_u32", "v_cmp_ge_u32", "v_cmp_ge_u32"], code: [198, 198, 206, 206, 198, 198], vop3: [198, 198, 206, 206, 198, 198], flags: 0 },
    OpInfo { op: Opcode::VCmpLtU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_lt_u32", "v_cmp_lt_u32", "v_cmp_lt_u32", "v_cmp_lt_u32", "v_cmp_lt_u32", "v_cmp_lt_u32"], code: [193, 193, 201, 201, 193, 193], vop3: [193, 193, 201, 201, 193, 193], flags: 0 },
    OpInfo { op: Opcode::VCmpLeU32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_le_u32", "v_cmp_le_u32", "v_cmp_le_u32", "v_cmp_le_u32", "v_cmp_le_u32", "v_cmp_le_u32"], code: [195, 195, 203, 203, 195, 195], vop3: [195, 195, 203, 203, 195, 195], flags: 0 },
    OpInfo { op: Opcode::VCmpGtI32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_gt_i32", "v_cmp_gt_i32", "v_cmp_gt_i32", "v_cmp_gt_i32", "v_cmp_gt_i32", "v_cmp_gt_i32"], code: [132, 132, 196, 196, 132, 132], vop3: [132, 132, 196, 196, 132, 132], flags: 0 },
    OpInfo { op: Opcode::VCmpGeI32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_ge_i32", "v_cmp_ge_i32", "v_cmp_ge_i32", "v_cmp_ge_i32", "v_cmp_ge_i32", "v_cmp_ge_i32"], code: [134, 134, 198, 198, 134, 134], vop3: [134, 134, 198, 198, 134, 134], flags: 0 },
    OpInfo { op: Opcode::VCmpLtI32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_lt_i32", "v_cmp_lt_i32", "v_cmp_lt_i32", "v_cmp_lt_i32", "v_cmp_lt_i32", "v_cmp_lt_i32"], code: [129, 129, 193, 193, 129, 129], vop3: [129, 129, 193, 193, 129, 129], flags: 0 },
    OpInfo { op: Opcode::VCmpLeI32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_le_i32", "v_cmp_le_i32", "v_cmp_le_i32", "v_cmp_le_i32", "v_cmp_le_i32", "v_cmp_le_i32"], code: [131, 131, 195, 195, 131, 131], vop3: [131, 131, 195, 195, 131, 131], flags: 0 },
    OpInfo { op: Opcode::VCmpEqU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_eq_u64", "v_cmp_eq_u64", "v_cmp_eq_u64", "v_cmp_eq_u64", "v_cmp_eq_u64", "v_cmp_eq_u64"], code: [226, 226, 234, 234, 226, 226], vop3: [226, 226, 234, 234, 226, 226], flags: COMMUTE },
    OpInfo { op: Opcode::VCmpNeU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_ne_u64", "v_cmp_ne_u64", "v_cmp_ne_u64", "v_cmp_ne_u64", "v_cmp_ne_u64", "v_cmp_ne_u64"], code: [229, 229, 237, 237, 229, 229], vop3: [229, 229, 237, 237, 229, 229], flags: COMMUTE },
    OpInfo { op: Opcode::VCmpGtU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_gt_u64", "v_cmp_gt_u64", "v_cmp_gt_u64", "v_cmp_gt_u64", "v_cmp_gt_u64", "v_cmp_gt_u64"], code: [228, 228, 236, 236, 228, 228], vop3: [228, 228, 236, 236, 228, 228], flags: 0 },
    OpInfo { op: Opcode::VCmpGeU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_ge_u64", "v_cmp_ge_u64", "v_cmp_ge_u64", "v_cmp_ge_u64", "v_cmp_ge_u64", "v_cmp_ge_u64"], code: [230, 230, 238, 238, 230, 230], vop3: [230, 230, 238, 238, 230, 230], flags: 0 },
    OpInfo { op: Opcode::VCmpLtU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_lt_u64", "v_cmp_lt_u64", "v_cmp_lt_u64", "v_cmp_lt_u64", "v_cmp_lt_u64", "v_cmp_lt_u64"], code: [225, 225, 233, 233, 225, 225], vop3: [225, 225, 233, 233, 225, 225], flags: 0 },
    OpInfo { op: Opcode::VCmpLeU64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_le_u64", "v_cmp_le_u64", "v_cmp_le_u64", "v_cmp_le_u64", "v_cmp_le_u64", "v_cmp_le_u64"], code: [227, 227, 235, 235, 227, 227], vop3: [227, 227, 235, 235, 227, 227], flags: 0 },
    OpInfo { op: Opcode::VCmpGtI64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_gt_i64", "v_cmp_gt_i64", "v_cmp_gt_i64", "v_cmp_gt_i64", "v_cmp_gt_i64", "v_cmp_gt_i64"], code: [164, 164, 228, 228, 164, 164], vop3: [164, 164, 228, 228, 164, 164], flags: 0 },
    OpInfo { op: Opcode::VCmpGeI64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_ge_i64", "v_cmp_ge_i64", "v_cmp_ge_i64", "v_cmp_ge_i64", "v_cmp_ge_i64", "v_cmp_ge_i64"], code: [166, 166, 230, 230, 166, 166], vop3: [166, 166, 230, 230, 166, 166], flags: 0 },
    OpInfo { op: Opcode::VCmpLtI64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_lt_i64", "v_cmp_lt_i64", "v_cmp_lt_i64", "v_cmp_lt_i64", "v_cmp_lt_i64", "v_cmp_lt_i64"], code: [161, 161, 225, 225, 161, 161], vop3: [161, 161, 225, 225, 161, 161], flags: 0 },
    OpInfo { op: Opcode::VCmpLeI64, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(2, B64), K::Vs(2, B64)], names: ["v_cmp_le_i64", "v_cmp_le_i64", "v_cmp_le_i64", "v_cmp_le_i64", "v_cmp_le_i64", "v_cmp_le_i64"], code: [163, 163, 227, 227, 163, 163], vop3: [163, 163, 227, 227, 163, 163], flags: 0 },
    OpInfo { op: Opcode::VCmpEqF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_eq_f32", "v_cmp_eq_f32", "v_cmp_eq_f32", "v_cmp_eq_f32", "v_cmp_eq_f32", "v_cmp_eq_f32"], code: [2, 2, 66, 66, 2, 2], vop3: [2, 2, 66, 66, 2, 2], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpLgF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_lg_f32", "v_cmp_lg_f32", "v_cmp_lg_f32", "v_cmp_lg_f32", "v_cmp_lg_f32", "v_cmp_lg_f32"], code: [5, 5, 69, 69, 5, 5], vop3: [5, 5, 69, 69, 5, 5], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpGtF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_gt_f32", "v_cmp_gt_f32", "v_cmp_gt_f32", "v_cmp_gt_f32", "v_cmp_gt_f32", "v_cmp_gt_f32"], code: [4, 4, 68, 68, 4, 4], vop3: [4, 4, 68, 68, 4, 4], flags: FLOAT },
    OpInfo { op: Opcode::VCmpGeF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_ge_f32", "v_cmp_ge_f32", "v_cmp_ge_f32", "v_cmp_ge_f32", "v_cmp_ge_f32", "v_cmp_ge_f32"], code: [6, 6, 70, 70, 6, 6], vop3: [6, 6, 70, 70, 6, 6], flags: FLOAT },
    OpInfo { op: Opcode::VCmpLtF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_lt_f32", "v_cmp_lt_f32", "v_cmp_lt_f32", "v_cmp_lt_f32", "v_cmp_lt_f32", "v_cmp_lt_f32"], code: [1, 1, 65, 65, 1, 1], vop3: [1, 1, 65, 65, 1, 1], flags: FLOAT },
    OpInfo { op: Opcode::VCmpLeF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_le_f32", "v_cmp_le_f32", "v_cmp_le_f32", "v_cmp_le_f32", "v_cmp_le_f32", "v_cmp_le_f32"], code: [3, 3, 67, 67, 3, 3], vop3: [3, 3, 67, 67, 3, 3], flags: FLOAT },
    OpInfo { op: Opcode::VCmpOF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_o_f32", "v_cmp_o_f32", "v_cmp_o_f32", "v_cmp_o_f32", "v_cmp_o_f32", "v_cmp_o_f32"], code: [7, 7, 71, 71, 7, 7], vop3: [7, 7, 71, 71, 7, 7], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpUF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_u_f32", "v_cmp_u_f32", "v_cmp_u_f32", "v_cmp_u_f32", "v_cmp_u_f32", "v_cmp_u_f32"], code: [8, 8, 72, 72, 8, 8], vop3: [8, 8, 72, 72, 8, 8], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpNeqF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_neq_f32", "v_cmp_neq_f32", "v_cmp_neq_f32", "v_cmp_neq_f32", "v_cmp_neq_f32", "v_cmp_neq_f32"], code: [13, 13, 77, 77, 13, 13], vop3: [13, 13, 77, 77, 13, 13], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpNlgF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_nlg_f32", "v_cmp_nlg_f32", "v_cmp_nlg_f32", "v_cmp_nlg_f32", "v_cmp_nlg_f32", "v_cmp_nlg_f32"], code: [10, 10, 74, 74, 10, 10], vop3: [10, 10, 74, 74, 10, 10], flags: COMMUTE | FLOAT },
    OpInfo { op: Opcode::VCmpNgtF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_ngt_f32", "v_cmp_ngt_f32", "v_cmp_ngt_f32", "v_cmp_ngt_f32", "v_cmp_ngt_f32", "v_cmp_ngt_f32"], code: [11, 11, 75, 75, 11, 11], vop3: [11, 11, 75, 75, 11, 11], flags: FLOAT },
    OpInfo { op: Opcode::VCmpNgeF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_nge_f32", "v_cmp_nge_f32", "v_cmp_nge_f32", "v_cmp_nge_f32", "v_cmp_nge_f32", "v_cmp_nge_f32"], code: [9, 9, 73, 73, 9, 9], vop3: [9, 9, 73, 73, 9, 9], flags: FLOAT },
    OpInfo { op: Opcode::VCmpNltF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_nlt_f32", "v_cmp_nlt_f32", "v_cmp_nlt_f32", "v_cmp_nlt_f32", "v_cmp_nlt_f32", "v_cmp_nlt_f32"], code: [14, 14, 78, 78, 14, 14], vop3: [14, 14, 78, 78, 14, 14], flags: FLOAT },
    OpInfo { op: Opcode::VCmpNleF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_nle_f32", "v_cmp_nle_f32", "v_cmp_nle_f32", "v_cmp_nle_f32", "v_cmp_nle_f32", "v_cmp_nle_f32"], code: [12, 12, 76, 76, 12, 12], vop3: [12, 12, 76, 76, 12, 12], flags: FLOAT },
    OpInfo { op: Opcode::VCmpClassF32, class: Class::Vopc, defs: &[K::Lane], srcs: &[K::Vs(1, B32), K::Vs(1, B32)], names: ["v_cmp_class_f32", "v_cmp_class_f32", "v_cmp_class_f32", "v_cmp_class_f32", "v_cmp_class_f32", "v_cmp_class_f32"], code: [136, 136, 16, 16, 136, 136], vop3: [136, 136, 16, 16, 136, 136], flags: 0 },
    OpInfo { op: Opcode::BufferLoadDword, class: Class::Mubuf, defs: &[K::Vd(1)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_dword", "buffer_load_dword", "buffer_load_dword", "buffer_load_dword", "buffer_load_dword", "buffer_load_dword"], code: [12, 12, 20, 20, 12, 12], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadDwordx2, class: Class::Mubuf, defs: &[K::Vd(2)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_dwordx2", "buffer_load_dwordx2", "buffer_load_dwordx2", "buffer_load_dwordx2", "buffer_load_dwordx2", "buffer_load_dwordx2"], code: [13, 13, 21, 21, 13, 13], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadDwordx4, class: Class::Mubuf, defs: &[K::Vd(4)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_dwordx4", "buffer_load_dwordx4", "buffer_load_dwordx4", "buffer_load_dwordx4", "buffer_load_dwordx4", "buffer_load_dwordx4"], code: [14, 14, 23, 23, 14, 14], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadUbyte, class: Class::Mubuf, defs: &[K::Vd(1)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_ubyte", "buffer_load_ubyte", "buffer_load_ubyte", "buffer_load_ubyte", "buffer_load_ubyte", "buffer_load_ubyte"], code: [8, 8, 16, 16, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadSbyte, class: Class::Mubuf, defs: &[K::Vd(1)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_sbyte", "buffer_load_sbyte", "buffer_load_sbyte", "buffer_load_sbyte", "buffer_load_sbyte", "buffer_load_sbyte"], code: [9, 9, 17, 17, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadUshort, class: Class::Mubuf, defs: &[K::Vd(1)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_ushort", "buffer_load_ushort", "buffer_load_ushort", "buffer_load_ushort", "buffer_load_ushort", "buffer_load_ushort"], code: [10, 10, 18, 18, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferLoadSshort, class: Class::Mubuf, defs: &[K::Vd(1)], srcs: &[K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_load_sshort", "buffer_load_sshort", "buffer_load_sshort", "buffer_load_sshort", "buffer_load_sshort", "buffer_load_sshort"], code: [11, 11, 19, 19, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferStoreDword, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_store_dword", "buffer_store_dword", "buffer_store_dword", "buffer_store_dword", "buffer_store_dword", "buffer_store_dword"], code: [28, 28, 28, 28, 28, 28], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferStoreDwordx2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_store_dwordx2", "buffer_store_dwordx2", "buffer_store_dwordx2", "buffer_store_dwordx2", "buffer_store_dwordx2", "buffer_store_dwordx2"], code: [29, 29, 29, 29, 29, 29], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferStoreDwordx4, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(4), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_store_dwordx4", "buffer_store_dwordx4", "buffer_store_dwordx4", "buffer_store_dwordx4", "buffer_store_dwordx4", "buffer_store_dwordx4"], code: [30, 30, 31, 31, 30, 30], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferStoreByte, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_store_byte", "buffer_store_byte", "buffer_store_byte", "buffer_store_byte", "buffer_store_byte", "buffer_store_byte"], code: [24, 24, 24, 24, 24, 24], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferStoreShort, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_store_short", "buffer_store_short", "buffer_store_short", "buffer_store_short", "buffer_store_short", "buffer_store_short"], code: [26, 26, 26, 26, 26, 26], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferAtomicAdd, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_add", "buffer_atomic_add", "buffer_atomic_add", "buffer_atomic_add", "buffer_atomic_add", "buffer_atomic_add"], code: [50, 50, 66, 66, 50, 50], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicCmpswap, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_cmpswap", "buffer_atomic_cmpswap", "buffer_atomic_cmpswap", "buffer_atomic_cmpswap", "buffer_atomic_cmpswap", "buffer_atomic_cmpswap"], code: [49, 49, 65, 65, 49, 49], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC | CMPSWAP },
    OpInfo { op: Opcode::GlobalLoadDword, class: Class::Global, defs: &[K::Vd(1)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_dword", "flat_load_dword", "global_load_dword", "global_load_dword", "global_load_dword"], code: [NO, 12, 20, 20, 12, 12], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadDwordx2, class: Class::Global, defs: &[K::Vd(2)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_dwordx2", "flat_load_dwordx2", "global_load_dwordx2", "global_load_dwordx2", "global_load_dwordx2"], code: [NO, 13, 21, 21, 13, 13], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadDwordx4, class: Class::Global, defs: &[K::Vd(4)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_dwordx4", "flat_load_dwordx4", "global_load_dwordx4", "global_load_dwordx4", "global_load_dwordx4"], code: [NO, 14, 23, 23, 14, 14], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadUbyte, class: Class::Global, defs: &[K::Vd(1)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_ubyte", "flat_load_ubyte", "global_load_ubyte", "global_load_ubyte", "global_load_ubyte"], code: [NO, 8, 16, 16, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadSbyte, class: Class::Global, defs: &[K::Vd(1)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_sbyte", "flat_load_sbyte", "global_load_sbyte", "global_load_sbyte", "global_load_sbyte"], code: [NO, 9, 17, 17, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadUshort, class: Class::Global, defs: &[K::Vd(1)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_ushort", "flat_load_ushort", "global_load_ushort", "global_load_ushort", "global_load_ushort"], code: [NO, 10, 18, 18, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalLoadSshort, class: Class::Global, defs: &[K::Vd(1)], srcs: &[K::Gaddr, K::Saddr], names: ["", "flat_load_sshort", "flat_load_sshort", "global_load_sshort", "global_load_sshort", "global_load_sshort"], code: [NO, 11, 19, 19, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalStoreDword, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_store_dword", "flat_store_dword", "global_store_dword", "global_store_dword", "global_store_dword"], code: [NO, 28, 28, 28, 28, 28], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalStoreDwordx2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_store_dwordx2", "flat_store_dwordx2", "global_store_dwordx2", "global_store_dwordx2", "global_store_dwordx2"], code: [NO, 29, 29, 29, 29, 29], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalStoreDwordx4, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(4), K::Saddr], names: ["", "flat_store_dwordx4", "flat_store_dwordx4", "global_store_dwordx4", "global_store_dwordx4", "global_store_dwordx4"], code: [NO, 30, 31, 31, 30, 30], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalStoreByte, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_store_byte", "flat_store_byte", "global_store_byte", "global_store_byte", "global_store_byte"], code: [NO, 24, 24, 24, 24, 24], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalStoreShort, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_store_short", "flat_store_short", "global_store_short", "global_store_short", "global_store_short"], code: [NO, 26, 26, 26, 26, 26], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::GlobalAtomicAdd, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_add", "flat_atomic_add", "global_atomic_add", "global_atomic_add", "global_atomic_add"], code: [NO, 50, 66, 66, 50, 50], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSub, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_sub", "flat_atomic_sub", "global_atomic_sub", "global_atomic_sub", "global_atomic_sub"], code: [NO, 51, 67, 67, 51, 51], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSwap, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_swap", "flat_atomic_swap", "global_atomic_swap", "global_atomic_swap", "global_atomic_swap"], code: [NO, 48, 64, 64, 48, 48], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicCmpswap, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_cmpswap", "flat_atomic_cmpswap", "global_atomic_cmpswap", "global_atomic_cmpswap", "global_atomic_cmpswap"], code: [NO, 49, 65, 65, 49, 49], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC | CMPSWAP },
    OpInfo { op: Opcode::GlobalAtomicSmin, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_smin", "flat_atomic_smin", "global_atomic_smin", "global_atomic_smin", "global_atomic_smin"], code: [NO, 53, 68, 68, 53, 53], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicUmin, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_umin", "flat_atomic_umin", "global_atomic_umin", "global_atomic_umin", "global_atomic_umin"], code: [NO, 54, 69, 69, 54, 54], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSmax, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_smax", "flat_atomic_smax", "global_atomic_smax", "global_atomic_smax", "global_atomic_smax"], code: [NO, 55, 70, 70, 55, 55], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicUmax, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_umax", "flat_atomic_umax", "global_atomic_umax", "global_atomic_umax", "global_atomic_umax"], code: [NO, 56, 71, 71, 56, 56], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicAnd, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_and", "flat_atomic_and", "global_atomic_and", "global_atomic_and", "global_atomic_and"], code: [NO, 57, 72, 72, 57, 57], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicOr, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_or", "flat_atomic_or", "global_atomic_or", "global_atomic_or", "global_atomic_or"], code: [NO, 58, 73, 73, 58, 58], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicXor, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(1), K::Saddr], names: ["", "flat_atomic_xor", "flat_atomic_xor", "global_atomic_xor", "global_atomic_xor", "global_atomic_xor"], code: [NO, 59, 74, 74, 59, 59], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::DsReadB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_read_b32", "ds_read_b32", "ds_read_b32", "ds_read_b32", "ds_read_b32", "ds_read_b32"], code: [54, 54, 54, 54, 54, 54], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsReadB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1)], names: ["ds_read_b64", "ds_read_b64", "ds_read_b64", "ds_read_b64", "ds_read_b64", "ds_read_b64"], code: [118, 118, 118, 118, 118, 118], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsReadU8, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_read_u8", "ds_read_u8", "ds_read_u8", "ds_read_u8", "ds_read_u8", "ds_read_u8"], code: [58, 58, 58, 58, 58, 58], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsReadI8, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_read_i8", "ds_read_i8", "ds_read_i8", "ds_read_i8", "ds_read_i8", "ds_read_i8"], code: [57, 57, 57, 57, 57, 57], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsReadU16, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_read_u16", "ds_read_u16", "ds_read_u16", "ds_read_u16", "ds_read_u16", "ds_read_u16"], code: [60, 60, 60, 60, 60, 60], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsReadI16, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_read_i16", "ds_read_i16", "ds_read_i16", "ds_read_i16", "ds_read_i16", "ds_read_i16"], code: [59, 59, 59, 59, 59, 59], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWriteB32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_write_b32", "ds_write_b32", "ds_write_b32", "ds_write_b32", "ds_write_b32", "ds_write_b32"], code: [13, 13, 13, 13, 13, 13], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWriteB64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_write_b64", "ds_write_b64", "ds_write_b64", "ds_write_b64", "ds_write_b64", "ds_write_b64"], code: [77, 77, 77, 77, 77, 77], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWriteB8, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_write_b8", "ds_write_b8", "ds_write_b8", "ds_write_b8", "ds_write_b8", "ds_write_b8"], code: [30, 30, 30, 30, 30, 30], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWriteB16, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_write_b16", "ds_write_b16", "ds_write_b16", "ds_write_b16", "ds_write_b16", "ds_write_b16"], code: [31, 31, 31, 31, 31, 31], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAddU32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_add_u32", "ds_add_u32", "ds_add_u32", "ds_add_u32", "ds_add_u32", "ds_add_u32"], code: [0, 0, 0, 0, 0, 0], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsSubU32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_sub_u32", "ds_sub_u32", "ds_sub_u32", "ds_sub_u32", "ds_sub_u32", "ds_sub_u32"], code: [1, 1, 1, 1, 1, 1], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinI32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_min_i32", "ds_min_i32", "ds_min_i32", "ds_min_i32", "ds_min_i32", "ds_min_i32"], code: [5, 5, 5, 5, 5, 5], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxI32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_max_i32", "ds_max_i32", "ds_max_i32", "ds_max_i32", "ds_max_i32", "ds_max_i32"], code: [6, 6, 6, 6, 6, 6], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinU32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_min_u32", "ds_min_u32", "ds_min_u32", "ds_min_u32", "ds_min_u32", "ds_min_u32"], code: [7, 7, 7, 7, 7, 7], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxU32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_max_u32", "ds_max_u32", "ds_max_u32", "ds_max_u32", "ds_max_u32", "ds_max_u32"], code: [8, 8, 8, 8, 8, 8], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAndB32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_and_b32", "ds_and_b32", "ds_and_b32", "ds_and_b32", "ds_and_b32", "ds_and_b32"], code: [9, 9, 9, 9, 9, 9], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsOrB32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_or_b32", "ds_or_b32", "ds_or_b32", "ds_or_b32", "ds_or_b32", "ds_or_b32"], code: [10, 10, 10, 10, 10, 10], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsXorB32, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_xor_b32", "ds_xor_b32", "ds_xor_b32", "ds_xor_b32", "ds_xor_b32", "ds_xor_b32"], code: [11, 11, 11, 11, 11, 11], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAddRtnU32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_add_rtn_u32", "ds_add_rtn_u32", "ds_add_rtn_u32", "ds_add_rtn_u32", "ds_add_rtn_u32", "ds_add_rtn_u32"], code: [32, 32, 32, 32, 32, 32], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsSubRtnU32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_sub_rtn_u32", "ds_sub_rtn_u32", "ds_sub_rtn_u32", "ds_sub_rtn_u32", "ds_sub_rtn_u32", "ds_sub_rtn_u32"], code: [33, 33, 33, 33, 33, 33], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinRtnI32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_min_rtn_i32", "ds_min_rtn_i32", "ds_min_rtn_i32", "ds_min_rtn_i32", "ds_min_rtn_i32", "ds_min_rtn_i32"], code: [37, 37, 37, 37, 37, 37], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxRtnI32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_max_rtn_i32", "ds_max_rtn_i32", "ds_max_rtn_i32", "ds_max_rtn_i32", "ds_max_rtn_i32", "ds_max_rtn_i32"], code: [38, 38, 38, 38, 38, 38], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinRtnU32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_min_rtn_u32", "ds_min_rtn_u32", "ds_min_rtn_u32", "ds_min_rtn_u32", "ds_min_rtn_u32", "ds_min_rtn_u32"], code: [39, 39, 39, 39, 39, 39], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxRtnU32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_max_rtn_u32", "ds_max_rtn_u32", "ds_max_rtn_u32", "ds_max_rtn_u32", "ds_max_rtn_u32", "ds_max_rtn_u32"], code: [40, 40, 40, 40, 40, 40], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAndRtnB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_and_rtn_b32", "ds_and_rtn_b32", "ds_and_rtn_b32", "ds_and_rtn_b32", "ds_and_rtn_b32", "ds_and_rtn_b32"], code: [41, 41, 41, 41, 41, 41], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsOrRtnB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_or_rtn_b32", "ds_or_rtn_b32", "ds_or_rtn_b32", "ds_or_rtn_b32", "ds_or_rtn_b32", "ds_or_rtn_b32"], code: [42, 42, 42, 42, 42, 42], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsXorRtnB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_xor_rtn_b32", "ds_xor_rtn_b32", "ds_xor_rtn_b32", "ds_xor_rtn_b32", "ds_xor_rtn_b32", "ds_xor_rtn_b32"], code: [43, 43, 43, 43, 43, 43], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWrxchgRtnB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32", "ds_wrxchg_rtn_b32"], code: [45, 45, 45, 45, 45, 45], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsCmpstRtnB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1), K::Vv(1)], names: ["ds_cmpst_rtn_b32", "ds_cmpst_rtn_b32", "ds_cmpst_rtn_b32", "ds_cmpst_rtn_b32", "ds_cmpst_rtn_b32", "ds_cmpst_rtn_b32"], code: [48, 48, 48, 48, 48, 48], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsSwizzleB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1)], names: ["ds_swizzle_b32", "ds_swizzle_b32", "ds_swizzle_b32", "ds_swizzle_b32", "ds_swizzle_b32", "ds_swizzle_b32"], code: [53, 53, 61, 61, 53, 53], vop3: [NO, NO, NO, NO, NO, NO], flags: SWIZZLE },
    OpInfo { op: Opcode::DsBpermuteB32, class: Class::Ds, defs: &[K::Vd(1)], srcs: &[K::Vv(1), K::Vv(1)], names: ["", "", "ds_bpermute_b32", "ds_bpermute_b32", "ds_bpermute_b32", "ds_bpermute_b32"], code: [NO, NO, 63, 63, 179, 179], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::BufferAtomicSub, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_sub", "buffer_atomic_sub", "buffer_atomic_sub", "buffer_atomic_sub", "buffer_atomic_sub", "buffer_atomic_sub"], code: [51, 51, 67, 67, 51, 51], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSwap, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_swap", "buffer_atomic_swap", "buffer_atomic_swap", "buffer_atomic_swap", "buffer_atomic_swap", "buffer_atomic_swap"], code: [48, 48, 64, 64, 48, 48], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSmin, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_smin", "buffer_atomic_smin", "buffer_atomic_smin", "buffer_atomic_smin", "buffer_atomic_smin", "buffer_atomic_smin"], code: [53, 53, 68, 68, 53, 53], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicUmin, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_umin", "buffer_atomic_umin", "buffer_atomic_umin", "buffer_atomic_umin", "buffer_atomic_umin", "buffer_atomic_umin"], code: [54, 54, 69, 69, 54, 54], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSmax, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_smax", "buffer_atomic_smax", "buffer_atomic_smax", "buffer_atomic_smax", "buffer_atomic_smax", "buffer_atomic_smax"], code: [55, 55, 70, 70, 55, 55], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicUmax, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_umax", "buffer_atomic_umax", "buffer_atomic_umax", "buffer_atomic_umax", "buffer_atomic_umax", "buffer_atomic_umax"], code: [56, 56, 71, 71, 56, 56], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicAnd, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_and", "buffer_atomic_and", "buffer_atomic_and", "buffer_atomic_and", "buffer_atomic_and", "buffer_atomic_and"], code: [57, 57, 72, 72, 57, 57], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicOr, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_or", "buffer_atomic_or", "buffer_atomic_or", "buffer_atomic_or", "buffer_atomic_or", "buffer_atomic_or"], code: [58, 58, 73, 73, 58, 58], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicXor, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(1), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_xor", "buffer_atomic_xor", "buffer_atomic_xor", "buffer_atomic_xor", "buffer_atomic_xor", "buffer_atomic_xor"], code: [59, 59, 74, 74, 59, 59], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicAddX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_add_x2", "buffer_atomic_add_x2", "buffer_atomic_add_x2", "buffer_atomic_add_x2", "buffer_atomic_add_x2", "buffer_atomic_add_x2"], code: [82, 82, 98, 98, 82, 82], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSubX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_sub_x2", "buffer_atomic_sub_x2", "buffer_atomic_sub_x2", "buffer_atomic_sub_x2", "buffer_atomic_sub_x2", "buffer_atomic_sub_x2"], code: [83, 83, 99, 99, 83, 83], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSwapX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_swap_x2", "buffer_atomic_swap_x2", "buffer_atomic_swap_x2", "buffer_atomic_swap_x2", "buffer_atomic_swap_x2", "buffer_atomic_swap_x2"], code: [80, 80, 96, 96, 80, 80], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicCmpswapX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(4), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_cmpswap_x2", "buffer_atomic_cmpswap_x2", "buffer_atomic_cmpswap_x2", "buffer_atomic_cmpswap_x2", "buffer_atomic_cmpswap_x2", "buffer_atomic_cmpswap_x2"], code: [81, 81, 97, 97, 81, 81], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC | CMPSWAP },
    OpInfo { op: Opcode::BufferAtomicSminX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_smin_x2", "buffer_atomic_smin_x2", "buffer_atomic_smin_x2", "buffer_atomic_smin_x2", "buffer_atomic_smin_x2", "buffer_atomic_smin_x2"], code: [85, 85, 100, 100, 85, 85], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicUminX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_umin_x2", "buffer_atomic_umin_x2", "buffer_atomic_umin_x2", "buffer_atomic_umin_x2", "buffer_atomic_umin_x2", "buffer_atomic_umin_x2"], code: [86, 86, 101, 101, 86, 86], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicSmaxX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_smax_x2", "buffer_atomic_smax_x2", "buffer_atomic_smax_x2", "buffer_atomic_smax_x2", "buffer_atomic_smax_x2", "buffer_atomic_smax_x2"], code: [87, 87, 102, 102, 87, 87], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicUmaxX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_umax_x2", "buffer_atomic_umax_x2", "buffer_atomic_umax_x2", "buffer_atomic_umax_x2", "buffer_atomic_umax_x2", "buffer_atomic_umax_x2"], code: [88, 88, 103, 103, 88, 88], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicAndX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_and_x2", "buffer_atomic_and_x2", "buffer_atomic_and_x2", "buffer_atomic_and_x2", "buffer_atomic_and_x2", "buffer_atomic_and_x2"], code: [89, 89, 104, 104, 89, 89], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicOrX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_or_x2", "buffer_atomic_or_x2", "buffer_atomic_or_x2", "buffer_atomic_or_x2", "buffer_atomic_or_x2", "buffer_atomic_or_x2"], code: [90, 90, 105, 105, 90, 90], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::BufferAtomicXorX2, class: Class::Mubuf, defs: &[], srcs: &[K::Vv(2), K::Vaddr, K::Rsrc, K::Soff], names: ["buffer_atomic_xor_x2", "buffer_atomic_xor_x2", "buffer_atomic_xor_x2", "buffer_atomic_xor_x2", "buffer_atomic_xor_x2", "buffer_atomic_xor_x2"], code: [91, 91, 106, 106, 91, 91], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicAddX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_add_x2", "flat_atomic_add_x2", "global_atomic_add_x2", "global_atomic_add_x2", "global_atomic_add_x2"], code: [NO, 82, 98, 98, 82, 82], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSubX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_sub_x2", "flat_atomic_sub_x2", "global_atomic_sub_x2", "global_atomic_sub_x2", "global_atomic_sub_x2"], code: [NO, 83, 99, 99, 83, 83], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSwapX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_swap_x2", "flat_atomic_swap_x2", "global_atomic_swap_x2", "global_atomic_swap_x2", "global_atomic_swap_x2"], code: [NO, 80, 96, 96, 80, 80], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicCmpswapX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(4), K::Saddr], names: ["", "flat_atomic_cmpswap_x2", "flat_atomic_cmpswap_x2", "global_atomic_cmpswap_x2", "global_atomic_cmpswap_x2", "global_atomic_cmpswap_x2"], code: [NO, 81, 97, 97, 81, 81], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC | CMPSWAP },
    OpInfo { op: Opcode::GlobalAtomicSminX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_smin_x2", "flat_atomic_smin_x2", "global_atomic_smin_x2", "global_atomic_smin_x2", "global_atomic_smin_x2"], code: [NO, 85, 100, 100, 85, 85], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicUminX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_umin_x2", "flat_atomic_umin_x2", "global_atomic_umin_x2", "global_atomic_umin_x2", "global_atomic_umin_x2"], code: [NO, 86, 101, 101, 86, 86], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicSmaxX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_smax_x2", "flat_atomic_smax_x2", "global_atomic_smax_x2", "global_atomic_smax_x2", "global_atomic_smax_x2"], code: [NO, 87, 102, 102, 87, 87], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicUmaxX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_umax_x2", "flat_atomic_umax_x2", "global_atomic_umax_x2", "global_atomic_umax_x2", "global_atomic_umax_x2"], code: [NO, 88, 103, 103, 88, 88], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicAndX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_and_x2", "flat_atomic_and_x2", "global_atomic_and_x2", "global_atomic_and_x2", "global_atomic_and_x2"], code: [NO, 89, 104, 104, 89, 89], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicOrX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_or_x2", "flat_atomic_or_x2", "global_atomic_or_x2", "global_atomic_or_x2", "global_atomic_or_x2"], code: [NO, 90, 105, 105, 90, 90], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::GlobalAtomicXorX2, class: Class::Global, defs: &[], srcs: &[K::Gaddr, K::Vv(2), K::Saddr], names: ["", "flat_atomic_xor_x2", "flat_atomic_xor_x2", "global_atomic_xor_x2", "global_atomic_xor_x2", "global_atomic_xor_x2"], code: [NO, 91, 106, 106, 91, 91], vop3: [NO, NO, NO, NO, NO, NO], flags: ATOMIC },
    OpInfo { op: Opcode::DsAddU64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_add_u64", "ds_add_u64", "ds_add_u64", "ds_add_u64", "ds_add_u64", "ds_add_u64"], code: [64, 64, 64, 64, 64, 64], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsSubU64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_sub_u64", "ds_sub_u64", "ds_sub_u64", "ds_sub_u64", "ds_sub_u64", "ds_sub_u64"], code: [65, 65, 65, 65, 65, 65], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinI64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_min_i64", "ds_min_i64", "ds_min_i64", "ds_min_i64", "ds_min_i64", "ds_min_i64"], code: [69, 69, 69, 69, 69, 69], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxI64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_max_i64", "ds_max_i64", "ds_max_i64", "ds_max_i64", "ds_max_i64", "ds_max_i64"], code: [70, 70, 70, 70, 70, 70], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinU64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_min_u64", "ds_min_u64", "ds_min_u64", "ds_min_u64", "ds_min_u64", "ds_min_u64"], code: [71, 71, 71, 71, 71, 71], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxU64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_max_u64", "ds_max_u64", "ds_max_u64", "ds_max_u64", "ds_max_u64", "ds_max_u64"], code: [72, 72, 72, 72, 72, 72], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAndB64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_and_b64", "ds_and_b64", "ds_and_b64", "ds_and_b64", "ds_and_b64", "ds_and_b64"], code: [73, 73, 73, 73, 73, 73], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsOrB64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_or_b64", "ds_or_b64", "ds_or_b64", "ds_or_b64", "ds_or_b64", "ds_or_b64"], code: [74, 74, 74, 74, 74, 74], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsXorB64, class: Class::Ds, defs: &[], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_xor_b64", "ds_xor_b64", "ds_xor_b64", "ds_xor_b64", "ds_xor_b64", "ds_xor_b64"], code: [75, 75, 75, 75, 75, 75], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAddRtnU64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_add_rtn_u64", "ds_add_rtn_u64", "ds_add_rtn_u64", "ds_add_rtn_u64", "ds_add_rtn_u64", "ds_add_rtn_u64"], code: [96, 96, 96, 96, 96, 96], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsSubRtnU64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_sub_rtn_u64", "ds_sub_rtn_u64", "ds_sub_rtn_u64", "ds_sub_rtn_u64", "ds_sub_rtn_u64", "ds_sub_rtn_u64"], code: [97, 97, 97, 97, 97, 97], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinRtnI64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_min_rtn_i64", "ds_min_rtn_i64", "ds_min_rtn_i64", "ds_min_rtn_i64", "ds_min_rtn_i64", "ds_min_rtn_i64"], code: [101, 101, 101, 101, 101, 101], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxRtnI64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_max_rtn_i64", "ds_max_rtn_i64", "ds_max_rtn_i64", "ds_max_rtn_i64", "ds_max_rtn_i64", "ds_max_rtn_i64"], code: [102, 102, 102, 102, 102, 102], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMinRtnU64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_min_rtn_u64", "ds_min_rtn_u64", "ds_min_rtn_u64", "ds_min_rtn_u64", "ds_min_rtn_u64", "ds_min_rtn_u64"], code: [103, 103, 103, 103, 103, 103], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsMaxRtnU64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_max_rtn_u64", "ds_max_rtn_u64", "ds_max_rtn_u64", "ds_max_rtn_u64", "ds_max_rtn_u64", "ds_max_rtn_u64"], code: [104, 104, 104, 104, 104, 104], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsAndRtnB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_and_rtn_b64", "ds_and_rtn_b64", "ds_and_rtn_b64", "ds_and_rtn_b64", "ds_and_rtn_b64", "ds_and_rtn_b64"], code: [105, 105, 105, 105, 105, 105], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsOrRtnB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_or_rtn_b64", "ds_or_rtn_b64", "ds_or_rtn_b64", "ds_or_rtn_b64", "ds_or_rtn_b64", "ds_or_rtn_b64"], code: [106, 106, 106, 106, 106, 106], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsXorRtnB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_xor_rtn_b64", "ds_xor_rtn_b64", "ds_xor_rtn_b64", "ds_xor_rtn_b64", "ds_xor_rtn_b64", "ds_xor_rtn_b64"], code: [107, 107, 107, 107, 107, 107], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsWrxchgRtnB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2)], names: ["ds_wrxchg_rtn_b64", "ds_wrxchg_rtn_b64", "ds_wrxchg_rtn_b64", "ds_wrxchg_rtn_b64", "ds_wrxchg_rtn_b64", "ds_wrxchg_rtn_b64"], code: [109, 109, 109, 109, 109, 109], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::DsCmpstRtnB64, class: Class::Ds, defs: &[K::Vd(2)], srcs: &[K::Vv(1), K::Vv(2), K::Vv(2)], names: ["ds_cmpst_rtn_b64", "ds_cmpst_rtn_b64", "ds_cmpst_rtn_b64", "ds_cmpst_rtn_b64", "ds_cmpst_rtn_b64", "ds_cmpst_rtn_b64"], code: [112, 112, 112, 112, 112, 112], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SGetpcB64, class: Class::Sop1, defs: &[K::Sd(2)], srcs: &[], names: ["s_getpc_b64", "s_getpc_b64", "s_getpc_b64", "s_getpc_b64", "s_getpc_b64", "s_getpc_b64"], code: [31, 31, 28, 28, 31, 31], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
    OpInfo { op: Opcode::SSetpcB64, class: Class::Sop1, defs: &[], srcs: &[K::Ss(2, B64)], names: ["s_setpc_b64", "s_setpc_b64", "s_setpc_b64", "s_setpc_b64", "s_setpc_b64", "s_setpc_b64"], code: [32, 32, 29, 29, 32, 32], vop3: [NO, NO, NO, NO, NO, NO], flags: 0 },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_opcode_order_and_gfx9_spelling() {
        let ops: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|o| !matches!(o, Opcode::Label | Opcode::ParallelCopy))
            .collect();
        assert_eq!(ops.len(), TABLE.len());
        for (row, op) in TABLE.iter().zip(ops) {
            assert_eq!(row.op, op);
            assert!(std::ptr::eq(info(op).expect("row"), row));
            if let Some(n) = row.name(Gen::Gfx9) {
                assert_eq!(n, op.name(), "{op:?}");
            }
            assert!(
                row.names
                    .iter()
                    .zip(row.code.iter().zip(row.vop3))
                    .all(|(n, (c, v))| n.is_empty() == (*c == NO && v == NO)),
                "{op:?}"
            );
        }
    }
}
