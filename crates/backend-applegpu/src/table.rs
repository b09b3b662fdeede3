//! The G13 encoding tables as data: for every opcode the backend emits, its fixed bits,
//! its short and long lengths, where each operand and modifier lives, and the order in
//! which applegpu's syntax prints them. The encoder, the disassembler and the printer
//! all read these rows; nothing about bit positions lives anywhere else.
//!
//! Facts from the public reverse engineering (dougallj/applegpu's ISA notes, Mesa's AGX
//! description); the rows are ours. Instructions are little-endian, 2 to 10 bytes here;
//! a length bit selects the long form, which the encoder takes only when a field needs
//! bits beyond the short length.

use crate::isa::Opcode;

/// A field made of pieces `(first bit, bit count)`, the first piece holding the low bits.
pub type Pieces = &'static [(u8, u8)];

/// How a register/immediate source field is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SrcKind {
    /// 16- or 32-bit register, uniform or 8-bit immediate (4-bit type field).
    Alu,
    /// As `Alu`, 64-bit register pairs allowed.
    Alu64,
    /// 16-bit only (shuffle lane indices).
    Alu16,
    /// `Alu` plus a sign-extension bit at `off + 10` (multiplier sources).
    Mul,
    /// `Alu64` plus a sign-extension bit at `off + 10` (adder sources).
    Add,
    /// 32-bit float source: `Alu` plus abs/neg bits at `off + 10`; immediates are
    /// 8-bit float codes.
    F32,
    /// 16-bit float source: a 3-bit type field, abs/neg bits at `off + 9`.
    F16,
    /// `icmpsel`/`fcmpsel` select values: 3-bit type; width follows the destination.
    Cmpsel,
}

/// One operand slot of a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// ALU destination: value bits 9..15 plus 2 extension bits at `x`, type bits 7..9.
    Dst { x: u8, w32: bool, w64: bool },
    /// A source at `off` (6 value bits) with 2 extension bits at `x`.
    Src { off: u8, x: u8, kind: SrcKind },
    /// The exec-mask forms' implicit `r0l` (bit 7: cache hint).
    R0l,
    /// `get_sr`'s special register: bits 16..22 plus 2 bits at 26.
    Sr,
    /// An unsigned immediate in `pieces`.
    Imm(Pieces),
    /// Device memory register tuple: value at 10 (6) + 40 (2), 32-bit flag at 49.
    MemReg,
    /// Device memory base: 64-bit GPR pair or uniform pair, 16 (4) + 36 (4), uniform flag 27.
    MemBase,
    /// Device memory index: 32-bit GPR or signed 16-bit immediate, 20 (4) + 32 (4) +
    /// 56 (8), immediate flag 24.
    MemIndex,
    /// Threadgroup memory register tuple: 9 (6) + 60 (2), 32-bit flag at 8.
    TgReg,
    /// `threadgroup_atomic`'s optional result register (present flag at 38).
    TgAtomicDst,
    /// Threadgroup memory base: 16-bit GPR, 16-bit uniform or 0; 16 (6) + 58 (2), type 22 (2).
    TgBase,
    /// Threadgroup memory index: 16-bit GPR or signed 16-bit immediate, 28 (6) + 48
    /// (10), immediate flag 34.
    TgIndex,
    /// Branch offset in bytes from the instruction's start: signed 32 bits at 16.
    Branch,
    /// `atomic`'s optional result register: 10 (6) + 40 (2), present flag 47.
    AtomicDst,
    /// An atomic's source register (8 bits of half index at `off`); a pair for cmpxchg.
    AtomicSrc { off: u8 },
    /// `ret`'s 32-bit register at 9 (7).
    Reg32At9,
}

/// A modifier field of a form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mod {
    /// Saturate bit 6 (prints as a `.sat` suffix).
    Sat,
    /// `iadd`/`imadd` shift: bit 39 + bits 52..54.
    Shift,
    /// Memory index shift at 42 (2).
    MemShift,
    /// Integer condition: `cc` 3 bits at the first, `ccn` bit at the second (if any).
    ICond(u8, Option<u8>),
    FCond(u8, Option<u8>),
    /// `bitop` truth table at bits 26, 27, 38, 39.
    Truth,
    /// Bitfield width: 38 (2) + 50 (2) + 63 (1).
    Width,
    /// Exec-mask nesting count at 11 (2).
    N,
    /// Memory format in `pieces`.
    Format(Pieces),
    /// Component mask, 4 bits at the bit given.
    Mask(u8),
    /// Wait group / `wait`'s group: one bit at the position given.
    Group(u8),
    /// Bit 25: index zero-extended (1) or sign-extended (0).
    Unsigned,
    Conv,
    Round,
    /// Atomic operation: 4 bits at the position given.
    Atomic(u8),
    /// `atomic`'s coherency bit 45 (G13X/G14X).
    Coherent,
    /// `memory_barrier`'s fields a (10, 2), b (8, 2), c (12, 4).
    Barrier,
}

/// What the printer writes, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum P {
    D(usize),
    S(usize),
    M(Mod),
    /// A fixed field applegpu prints as a number (the value comes from `bits`).
    Lit(Pieces),
}

/// One encodable form.
#[derive(Debug)]
pub struct Form {
    pub op: Opcode,
    /// Fixed bit values and which bits are fixed (the decoder's match).
    pub bits: u128,
    pub fixed: u128,
    /// Short and long length in bytes (equal when the form has one length).
    pub short: u8,
    pub long: u8,
    /// The length bit (15 on most forms, 47 on device memory forms).
    pub lbit: u8,
    pub dsts: &'static [Slot],
    pub srcs: &'static [Slot],
    pub mods: &'static [Mod],
    pub print: &'static [P],
}

const fn dst(x: u8) -> Slot {
    Slot::Dst { x, w32: true, w64: false }
}
const fn dst64(x: u8) -> Slot {
    Slot::Dst { x, w32: true, w64: true }
}
const fn dst16(x: u8) -> Slot {
    Slot::Dst { x, w32: false, w64: false }
}
const fn src(off: u8, x: u8, kind: SrcKind) -> Slot {
    Slot::Src { off, x, kind }
}

use SrcKind::*;
use P::{D, M, S};

const PR_DA: &[P] = &[D(0), S(0)];
const PR_DAB: &[P] = &[D(0), S(0), S(1)];
const PR_DABC: &[P] = &[D(0), S(0), S(1), S(2)];

const ALU1: &[Slot] = &[src(16, 42, Alu)];
const ALU1_64: &[Slot] = &[src(16, 42, Alu64)];
const ALU2: &[Slot] = &[src(16, 42, Alu), src(28, 40, Alu)];
const F32_1: &[Slot] = &[src(16, 42, F32)];
const F32_2: &[Slot] = &[src(16, 42, F32), src(28, 40, F32)];
const F16_2: &[Slot] = &[src(16, 42, F16), src(28, 40, F16)];
const SHUF: &[Slot] = &[src(16, 42, Alu), src(28, 40, Alu16)];
const BF3: &[Slot] = &[src(16, 58, Alu), src(28, 56, Alu), src(40, 54, Alu)];
const BF2: &[Slot] = &[src(16, 58, Alu), src(28, 56, Alu)];

const D44: &[Slot] = &[dst(44)];
const D60: &[Slot] = &[dst(60)];

const MASK48: u128 = 0xFFFF_FFFF_FFFF;

macro_rules! row {
    ($op:ident, $bits:expr, $fixed:expr, $short:expr, $long:expr, $dsts:expr, $srcs:expr, $mods:expr, $print:expr) => {
        Form {
            op: Opcode::$op,
            bits: $bits,
            fixed: $fixed,
            short: $short,
            long: $long,
            lbit: 15,
            dsts: $dsts,
            srcs: $srcs,
            mods: $mods,
            print: $print,
        }
    };
}

/// Float unary forms: bits 28..42 select the operation.
macro_rules! funary {
    ($op:ident, $bits:expr) => {
        row!($op, $bits, 0x3ff_f000_003f, 4, 6, D44, F32_1, &[Mod::Sat], PR_DA)
    };
}
/// SIMD-group and quad reductions / prefix operations: one 64-bit-capable source.
macro_rules! reduce {
    ($op:ident, $bits:expr) => {
        row!($op, $bits, 0x83ff_fc00_807f, 6, 6, D44, ALU1_64, &[], PR_DA)
    };
}
macro_rules! shuffle {
    ($op:ident, $bits:expr) => {
        row!($op, $bits, 0x80c0_0c00_807f, 6, 6, D44, SHUF, &[], PR_DAB)
    };
}
/// Ballots: a mask of the lanes whose compare holds (condition at 61, inverting bit 47).
macro_rules! ballot {
    ($op:ident, $bits:expr, $fixed:expr, $srcs:expr, $cond:ident) => {
        row!(
            $op,
            $bits,
            $fixed,
            8,
            8,
            D44,
            $srcs,
            &[Mod::$cond(61, Some(47))],
            &[D(0), M(Mod::$cond(61, Some(47))), S(0), S(1)]
        )
    };
}
macro_rules! bitfield {
    ($op:ident, $bits:expr) => {
        row!($op, $bits, 0x0c00_807f, 8, 8, D60, BF3, &[Mod::Width], &[D(0), S(0), S(1), S(2), M(Mod::Width)])
    };
}
macro_rules! bitop {
    ($op:ident, $tt:expr) => {
        row!($op, 0x7e | tt_bits($tt), 0x807f | TT_FIELD, 6, 6, D44, ALU2, &[], PR_DAB)
    };
}
macro_rules! bitop1 {
    ($op:ident, $tt:expr) => {
        // Unary aliases: B is the immediate 0 (a zero type field and value).
        row!($op, 0x7e | tt_bits($tt), 0x807f | TT_FIELD | B_FIELD, 6, 6, D44, ALU1, &[], PR_DA)
    };
}

/// The truth-table bits of `bitop`.
pub const TT_FIELD: u128 = (1 << 26) | (1 << 27) | (1 << 38) | (1 << 39);
/// `bitop`'s whole B operand (value, type, extension).
const B_FIELD: u128 = (0x3f << 28) | (0xf << 34) | (0x3 << 40);

/// Spreads a 4-bit truth table over its field bits.
pub const fn tt_bits(tt: u8) -> u128 {
    ((tt as u128 & 1) << 26)
        | (((tt as u128 >> 1) & 1) << 27)
        | (((tt as u128 >> 2) & 1) << 38)
        | (((tt as u128 >> 3) & 1) << 39)
}

const ICMP_CF: &[Slot] = &[src(16, 42, Alu), src(28, 40, Alu)];
const FCMP_CF: &[Slot] = &[src(16, 42, F32), src(28, 40, F32)];
const CF_MODS_I: &[Mod] = &[Mod::ICond(13, Some(8)), Mod::N];
const CF_MODS_F: &[Mod] = &[Mod::FCond(13, Some(8)), Mod::N];
const CF_PRINT_I: &[P] = &[D(0), M(Mod::ICond(13, Some(8))), S(0), S(1), M(Mod::N)];
const CF_PRINT_F: &[P] = &[D(0), M(Mod::FCond(13, Some(8))), S(0), S(1), M(Mod::N)];

const MEM_FMT: Pieces = &[(7, 3), (48, 1)];
const MEM_MODS: &[Mod] = &[Mod::Group(30), Mod::Format(MEM_FMT), Mod::Mask(52), Mod::Unsigned, Mod::MemShift];
const DEV_STORE_U6: Pieces = &[(44, 1)];

const STACK_FMT: Pieces = &[(8, 2), (50, 2)];
const STACK_MODS: &[Mod] = &[Mod::Format(STACK_FMT), Mod::Mask(52), Mod::Group(30)];
const STACK_BITS: u128 = 0x35 | (1 << 26) | (4 << 44);
/// The opcode byte, the constant fields and the bits no operand uses (16..19, 25, 27..29,
/// 31, 39, 48): the stack forms share their opcode byte with `stack_get_ptr`, which sets
/// bit 16.
const STACK_FIXED: u128 =
    0xff | (0xf << 16) | (1 << 25) | (0xf << 26) | (1 << 31) | (0xf << 36) | (7 << 44) | (1 << 48);

const SF: P = M(Mod::Format(STACK_FMT));
const SM: P = M(Mod::Mask(52));
const SG: P = M(Mod::Group(30));
const STACK_PRINT_LOAD: &[P] =
    &[D(0), SF, P::Lit(&[(26, 1)]), P::Lit(&[(36, 3)]), SM, P::Lit(&[(44, 3)]), S(0), SG];
const STACK_PRINT_STORE: &[P] =
    &[SF, P::Lit(&[(26, 1)]), P::Lit(&[(36, 3)]), SM, P::Lit(&[(44, 3)]), S(0), S(1), SG];

/// A `stack_load`/`stack_store` row (8 bytes, 6 without the fields above bit 47).
const fn stack_form(
    op: Opcode,
    bits: u128,
    dsts: &'static [Slot],
    srcs: &'static [Slot],
    print: &'static [P],
) -> Form {
    Form { op, bits, fixed: STACK_FIXED, short: 6, long: 8, lbit: 47, dsts, srcs, mods: STACK_MODS, print }
}

const TG_FMT: Pieces = &[(24, 4)];
const TG_MODS: &[Mod] = &[Mod::Format(TG_FMT), Mod::Mask(36)];
const TG_PRINT: &[P] = &[M(Mod::Format(TG_FMT)), M(Mod::Mask(36)), D(0), S(0), S(1)];
const TG_PRINT_ST: &[P] = &[M(Mod::Format(TG_FMT)), M(Mod::Mask(36)), S(0), S(1), S(2)];

/// Every form, most specific first where fixed bits overlap (the decoder takes the match
/// with the most fixed bits, so order only documents).
pub static FORMS: &[Form] = &[
    // Moves and special registers.
    row!(MovImm, 0x62, 0x17f, 4, 6, &[dst16(44)], &[Slot::Imm(&[(16, 16)])], &[], &[D(0), S(0)]),
    row!(GetSr, 0x72, 0x807f, 4, 4, &[dst(28)], &[Slot::Sr], &[], PR_DA),
    // Integer arithmetic.
    row!(
        IAdd,
        0x0e,
        0x803f | (1 << 27),
        8,
        8,
        &[dst64(44)],
        &[src(16, 42, Add), src(28, 40, Add)],
        &[Mod::Sat, Mod::Shift],
        &[D(0), S(0), S(1), M(Mod::Shift)]
    ),
    row!(
        ISub,
        0x0e | (1 << 27),
        0x803f | (1 << 27),
        8,
        8,
        &[dst64(44)],
        &[src(16, 42, Add), src(28, 40, Add)],
        &[Mod::Sat, Mod::Shift],
        &[D(0), S(0), S(1), M(Mod::Shift)]
    ),
    row!(
        IMadd,
        0x1e,
        0x803f | (1 << 27),
        8,
        8,
        &[dst64(60)],
        &[src(16, 58, Mul), src(28, 56, Mul), src(40, 54, Add)],
        &[Mod::Sat, Mod::Shift],
        &[D(0), S(0), S(1), S(2), M(Mod::Shift)]
    ),
    row!(
        IMsub,
        0x1e | (1 << 27),
        0x803f | (1 << 27),
        8,
        8,
        &[dst64(60)],
        &[src(16, 58, Mul), src(28, 56, Mul), src(40, 54, Add)],
        &[Mod::Sat, Mod::Shift],
        &[D(0), S(0), S(1), S(2), M(Mod::Shift)]
    ),
    row!(
        Convert,
        0x803e,
        0xcc0_03c0_807f,
        6,
        6,
        D44,
        &[src(28, 40, Alu)],
        &[Mod::Conv, Mod::Round],
        &[M(Mod::Conv), D(0), S(0), M(Mod::Round)]
    ),
    bitfield!(Bfi, 0x2e),
    bitfield!(Bfeil, 0x802e),
    bitfield!(Extr, 0x0400_002e),
    bitfield!(Shlhi, 0x0800_002e),
    bitfield!(Shrhi, 0x0800_802e),
    row!(Asr, 0x0400_802e, 0x0c00_807f, 8, 8, D60, BF2, &[], PR_DAB),
    row!(Asrh, 0x0c00_802e, 0x0c00_807f, 8, 8, D60, BF2, &[], PR_DAB),
    row!(Bitop, 0x7e, 0x807f, 6, 6, D44, ALU2, &[Mod::Truth], &[M(Mod::Truth), D(0), S(0), S(1)]),
    bitop!(And, 0b1000),
    bitop!(Or, 0b1110),
    bitop!(Xor, 0b0110),
    bitop!(Nand, 0b0111),
    bitop!(Nor, 0b0001),
    bitop!(Xnor, 0b1001),
    bitop1!(Not, 0b0101),
    bitop1!(Mov, 0b1010),
    row!(Bitrev, 0x0400_003e, 0xff_fc00_807f, 6, 6, D44, ALU1, &[], PR_DA),
    row!(Popcount, 0x0800_003e, 0xff_fc00_807f, 6, 6, D44, ALU1, &[], PR_DA),
    row!(Ffs, 0x0c00_003e, 0xff_fc00_807f, 6, 6, D44, ALU1, &[], PR_DA),
    row!(
        Icmpsel,
        0x12,
        0x7f,
        8,
        10,
        &[dst(76)],
        &[src(16, 74, Alu), src(28, 72, Alu), src(40, 70, Cmpsel), src(52, 68, Cmpsel)],
        &[Mod::ICond(61, None)],
        &[M(Mod::ICond(61, None)), D(0), S(0), S(1), S(2), S(3)]
    ),
    // Floating point.
    row!(Fadd32, 0x2a, 0x3f, 4, 6, D44, F32_2, &[Mod::Sat], PR_DAB),
    row!(Fadd16, 0x26, 0x3f, 4, 6, &[dst16(44)], F16_2, &[Mod::Sat], PR_DAB),
    row!(Fmul32, 0x1a, 0x3f, 4, 6, D44, F32_2, &[Mod::Sat], PR_DAB),
    row!(Fmul16, 0x16, 0x3f, 4, 6, &[dst16(44)], F16_2, &[Mod::Sat], PR_DAB),
    row!(
        Fmadd32,
        0x3a,
        0x3f,
        6,
        8,
        D60,
        &[src(16, 58, F32), src(28, 56, F32), src(40, 54, F32)],
        &[Mod::Sat],
        PR_DABC
    ),
    row!(
        Fmadd16,
        0x36,
        0x3f,
        6,
        8,
        &[dst16(60)],
        &[src(16, 58, F16), src(28, 56, F16), src(40, 54, F16)],
        &[Mod::Sat],
        PR_DABC
    ),
    row!(
        Fcmpsel,
        0x02,
        0x7f,
        8,
        10,
        &[dst(76)],
        &[src(16, 74, F32), src(28, 72, F32), src(40, 70, Cmpsel), src(52, 68, Cmpsel)],
        &[Mod::FCond(61, None)],
        &[M(Mod::FCond(61, None)), D(0), S(0), S(1), S(2), S(3)]
    ),
    funary!(Floor, 0x0a),
    funary!(Ceil, 0x1_0000_000a),
    funary!(Trunc, 0x2_0000_000a),
    funary!(Rint, 0x3_0000_000a),
    funary!(Rcp, 0x8000_000a),
    funary!(Rsqrt, 0x9000_000a),
    funary!(RsqrtSpecial, 0x1000_000a),
    funary!(SinPt1, 0xa000_000a),
    funary!(SinPt2, 0xe000_000a),
    funary!(Log2, 0xc000_000a),
    funary!(Exp2, 0xd000_000a),
    // SIMD-group and quad operations.
    ballot!(IcmpBallot, 0x1_0000_0000_0032, 0x1fff_00c0_0c00_007f, ALU2, ICond),
    ballot!(IcmpQuadBallot, 0x32, 0x1fff_00c0_0c00_007f, ALU2, ICond),
    ballot!(FcmpBallot, 0x1_0000_0000_0022, 0x1fff_0000_0000_007f, F32_2, FCond),
    ballot!(FcmpQuadBallot, 0x22, 0x1fff_0000_0000_007f, F32_2, FCond),
    shuffle!(SimdShuffle, 0x0400_006f),
    shuffle!(SimdShuffleDown, 0xc0_0400_006f),
    shuffle!(SimdShuffleUp, 0x80_0400_006f),
    shuffle!(SimdShuffleRotateUp, 0x8080_0400_006f),
    shuffle!(SimdShuffleXor, 0x40_0400_006f),
    shuffle!(QuadShuffle, 0x6f),
    shuffle!(QuadShuffleDown, 0xc0_0000_006f),
    shuffle!(QuadShuffleUp, 0x80_0000_006f),
    shuffle!(QuadShuffleRotateUp, 0x8080_0000_006f),
    shuffle!(QuadShuffleXor, 0x40_0000_006f),
    reduce!(QuadAnd, 0x806f),
    reduce!(QuadOr, 0x40_0000_806f),
    reduce!(QuadXor, 0x80_0000_806f),
    reduce!(QuadIadd, 0x8000_0000_806f),
    reduce!(QuadFadd, 0x1000_806f),
    reduce!(QuadFmul, 0x40_1000_806f),
    reduce!(QuadPrefixIadd, 0x8000_4000_806f),
    reduce!(QuadPrefixFadd, 0x5000_806f),
    reduce!(QuadPrefixFmul, 0x40_5000_806f),
    reduce!(QuadMinU, 0x8180_0000_806f),
    reduce!(QuadMaxU, 0x81c0_0000_806f),
    reduce!(QuadMinS, 0x8080_0000_806f),
    reduce!(QuadMaxS, 0x80c0_0000_806f),
    reduce!(QuadMinF, 0x80_1000_806f),
    reduce!(QuadMaxF, 0xc0_1000_806f),
    reduce!(SimdAnd, 0x2000_806f),
    reduce!(SimdOr, 0x40_2000_806f),
    reduce!(SimdXor, 0x80_2000_806f),
    reduce!(SimdIadd, 0x8000_2000_806f),
    reduce!(SimdFadd, 0x3000_806f),
    reduce!(SimdFmul, 0x40_3000_806f),
    reduce!(SimdPrefixIadd, 0x8000_6000_806f),
    reduce!(SimdPrefixFadd, 0x7000_806f),
    reduce!(SimdPrefixFmul, 0x40_7000_806f),
    reduce!(SimdPrefixAnd, 0x6000_806f),
    reduce!(SimdPrefixOr, 0x40_6000_806f),
    reduce!(SimdPrefixXor, 0x80_6000_806f),
    reduce!(SimdMinU, 0x8180_2000_806f),
    reduce!(SimdMaxU, 0x81c0_2000_806f),
    reduce!(SimdMinS, 0x8080_2000_806f),
    reduce!(SimdMaxS, 0x80c0_2000_806f),
    reduce!(SimdMinF, 0x80_3000_806f),
    reduce!(SimdMaxF, 0xc0_3000_806f),
    // Memory.
    Form {
        op: Opcode::DeviceLoad,
        bits: 0x4000_0400_0005,
        fixed: 0xc_7000_3400_007f,
        short: 6,
        long: 8,
        lbit: 47,
        dsts: &[Slot::MemReg],
        srcs: &[Slot::MemBase, Slot::MemIndex],
        mods: MEM_MODS,
        print: &[
            M(Mod::Group(30)),
            M(Mod::Format(MEM_FMT)),
            M(Mod::Mask(52)),
            D(0),
            S(0),
            S(1),
            M(Mod::Unsigned),
            M(Mod::MemShift),
        ],
    },
    Form {
        op: Opcode::DeviceStore,
        bits: 0x4000_0400_0045,
        fixed: 0xc_6000_3400_007f | (1 << 44),
        short: 6,
        long: 8,
        lbit: 47,
        dsts: &[],
        srcs: &[Slot::MemReg, Slot::MemBase, Slot::MemIndex],
        mods: MEM_MODS,
        print: &[
            M(Mod::Group(30)),
            M(Mod::Format(MEM_FMT)),
            M(Mod::Mask(52)),
            S(0),
            S(1),
            S(2),
            M(Mod::Unsigned),
            M(Mod::MemShift),
            P::Lit(DEV_STORE_U6),
        ],
    },
    row!(
        ThreadgroupLoad,
        0x69,
        0x6f | (1 << 7),
        6,
        8,
        &[Slot::TgReg],
        &[Slot::TgBase, Slot::TgIndex],
        TG_MODS,
        TG_PRINT
    ),
    row!(
        ThreadgroupStore,
        0x29,
        0x6f | (1 << 7),
        6,
        8,
        &[],
        &[Slot::TgReg, Slot::TgBase, Slot::TgIndex],
        TG_MODS,
        TG_PRINT_ST
    ),
    Form {
        op: Opcode::Atomic,
        // u1 = 1, u2 = 0, u3 = 1, u4 = 4, u5 = 2 as Apple's compiler sets them.
        bits: 0x15 | (1 << 26) | (1 << 31) | (4 << 42) | (2 << 45),
        fixed: 0x3f | (1 << 26) | (3 << 28) | (1 << 31) | (7 << 42) | (1 << 46),
        short: 8,
        long: 8,
        lbit: 15,
        dsts: &[Slot::AtomicDst],
        srcs: &[Slot::MemBase, Slot::MemIndex, Slot::AtomicSrc { off: 48 }],
        mods: &[Mod::Atomic(6), Mod::Group(30), Mod::Unsigned, Mod::Coherent],
        print: &[
            M(Mod::Atomic(6)),
            M(Mod::Group(30)),
            D(0),
            S(0),
            S(1),
            M(Mod::Unsigned),
            S(2),
            P::Lit(&[(26, 1)]),
            P::Lit(&[(28, 2)]),
            P::Lit(&[(31, 1)]),
            P::Lit(&[(42, 3)]),
            P::Lit(&[(45, 2)]),
        ],
    },
    Form {
        op: Opcode::ThreadgroupAtomic,
        // u1 = 0, u3 = 2, u4 = 0x80, u5 = 0.
        bits: 0x19 | (2 << 35) | (0x80 << 40),
        fixed: 0x3f | (3 << 6) | (7 << 35) | (0x7f << 41) | (0xff << 72),
        short: 6,
        long: 10,
        lbit: 15,
        dsts: &[Slot::TgAtomicDst],
        srcs: &[Slot::TgBase, Slot::TgIndex, Slot::AtomicSrc { off: 64 }],
        mods: &[Mod::Atomic(24)],
        print: &[
            M(Mod::Atomic(24)),
            D(0),
            S(0),
            S(1),
            S(2),
            P::Lit(&[(6, 2)]),
            P::Lit(&[(35, 3)]),
            P::Lit(&[(40, 8)]),
            P::Lit(&[(72, 8)]),
        ],
    },
    // Thread-private stack (spill slots): Mesa's constants i1 = 1 (bit 26), i2 = 0
    // (36..38), i5 = 4 (44..46) as Apple's compiler sets them; the index is a byte offset.
    stack_form(Opcode::StackLoad, STACK_BITS, &[Slot::MemReg], &[Slot::MemIndex], STACK_PRINT_LOAD),
    stack_form(
        Opcode::StackStore,
        STACK_BITS | (1 << 7),
        &[],
        &[Slot::MemReg, Slot::MemIndex],
        STACK_PRINT_STORE,
    ),
    row!(Wait, 0x38, 0xff, 2, 2, &[], &[], &[Mod::Group(8)], &[M(Mod::Group(8))]),
    row!(ThreadgroupBarrier, 0x68, 0xffff, 2, 2, &[], &[], &[], &[]),
    row!(MemoryBarrier, 0xf5, 0xff, 2, 2, &[], &[], &[Mod::Barrier], &[M(Mod::Barrier)]),
    // Exec-mask control flow.
    row!(IfIcmp, 0x52, 0x30c0_0c00_067f, 6, 6, &[Slot::R0l], ICMP_CF, CF_MODS_I, CF_PRINT_I),
    row!(IfFcmp, 0x42, 0x3000_0000_067f, 6, 6, &[Slot::R0l], FCMP_CF, CF_MODS_F, CF_PRINT_F),
    row!(WhileIcmp, 0x452, 0x30c0_0c00_067f, 6, 6, &[Slot::R0l], ICMP_CF, CF_MODS_I, CF_PRINT_I),
    row!(WhileFcmp, 0x442, 0x3000_0000_067f, 6, 6, &[Slot::R0l], FCMP_CF, CF_MODS_F, CF_PRINT_F),
    row!(ElseIcmp, 0x252, 0x30c0_0c00_067f, 6, 6, &[Slot::R0l], ICMP_CF, CF_MODS_I, CF_PRINT_I),
    row!(ElseFcmp, 0x242, 0x3000_0000_067f, 6, 6, &[Slot::R0l], FCMP_CF, CF_MODS_F, CF_PRINT_F),
    row!(
        PopExec,
        0x652,
        MASK48 & !((1 << 7) | (3 << 11)),
        6,
        6,
        &[Slot::R0l],
        &[],
        &[Mod::N],
        &[D(0), M(Mod::N)]
    ),
    row!(JmpExecAny, 0xc000, 0xffff, 6, 6, &[], &[Slot::Branch], &[], &[S(0)]),
    row!(JmpExecNone, 0xc020, 0xffff, 6, 6, &[], &[Slot::Branch], &[], &[S(0)]),
    row!(Ret, 0x14, 0x7f, 2, 2, &[], &[Slot::Reg32At9], &[], &[S(0)]),
    row!(Stop, 0x88, 0xffff, 2, 2, &[], &[], &[], &[]),
    row!(Trap, 0x08, 0xffff, 2, 2, &[], &[], &[], &[]),
];

/// `mov_imm` of a 32-bit register (fixed bit 8 set; 6 bytes, or 8 for r32 and up).
pub static MOV_IMM32: Form = Form {
    op: Opcode::MovImm,
    bits: 0x162,
    fixed: 0x17f,
    short: 6,
    long: 8,
    lbit: 15,
    dsts: &[dst(60)],
    srcs: &[Slot::Imm(&[(16, 32)])],
    mods: &[],
    print: &[D(0), S(0), P::Lit(&[(62, 1)])],
};

/// The row of `op` (for `mov_imm`, the form writing a 16-bit register; `MOV_IMM32`
/// writes a 32-bit one).
pub fn form(op: Opcode) -> Option<&'static Form> {
    // Indexed by opcode: the encoder looks a form up for every instruction, and the
    // linear search over `FORMS` showed in whole-corpus profiles.
    static BY_OP: std::sync::OnceLock<Vec<Option<&'static Form>>> = std::sync::OnceLock::new();
    let by_op = BY_OP.get_or_init(|| {
        let mut v: Vec<Option<&'static Form>> = vec![None; Opcode::ALL.len()];
        for f in FORMS {
            // The first row of an opcode, as a search from the start finds it.
            if let Some(slot @ None) = v.get_mut(f.op as usize) {
                *slot = Some(f);
            }
        }
        v
    });
    by_op.get(op as usize).copied().flatten()
}

/// Reads a field made of pieces.
pub fn get(word: u128, pieces: &[(u8, u8)]) -> u64 {
    let mut v = 0u64;
    let mut shift = 0u32;
    for &(start, len) in pieces {
        let part = (word >> start) & ((1u128 << len) - 1);
        v |= (part as u64) << shift;
        shift += u32::from(len);
    }
    v
}

/// Writes a field made of pieces; false if `value` does not fit.
#[inline]
pub fn put(word: &mut u128, pieces: &[(u8, u8)], value: u64) -> bool {
    let mut v = value;
    for &(start, len) in pieces {
        let m = (1u64 << len) - 1;
        *word &= !(u128::from(m) << start);
        *word |= u128::from(v & m) << start;
        v >>= len;
    }
    v == 0
}
