//! Apple G13/G14 machine instructions as every other module of the backend sees them:
//! opcodes (named by the mnemonic dougallj/applegpu's disassembler prints), operands
//! (GPRs and uniform registers addressed in 16-bit halves, immediates, special
//! registers, branch labels) and the per-form modifiers (conditions, memory formats,
//! masks, wait groups, exec-mask nesting counts).
//!
//! One `Inst` is one machine instruction. Which encoding length it takes (short or long
//! form) is the encoder's choice; isel writes the same `Inst` for G13 and G14 (the one
//! encoding difference, the G13X/G14 coherency bit of `atomic`, is a modifier).
//! Destinations come first in `dsts`, then sources in `srcs`, in the order applegpu's
//! assembly syntax prints them.

/// A register as isel and the register allocator see it. Physical registers are
/// numbered in 16-bit halves, the unit the hardware's operand fields address: `r3l` is
/// `Gpr(6)`, `r3h` is `Gpr(7)`, the 32-bit `r3` is `Gpr(6)` with size `S32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    /// General-purpose register half `n` (`r{n/2}{l|h}`); 0..=255.
    Gpr(u16),
    /// Uniform register half `n` (`u{n/2}{l|h}`); 0..=511.
    Uniform(u16),
    /// A virtual per-lane register before allocation (its width is the operand's size).
    Virt(u32),
}

impl Reg {
    pub fn is_virtual(self) -> bool {
        matches!(self, Reg::Virt(_))
    }
    /// The 32-bit GPR `r<n>`.
    pub fn r(n: u16) -> Reg {
        Reg::Gpr(n * 2)
    }
    /// The 32-bit uniform `u<n>`.
    pub fn u(n: u16) -> Reg {
        Reg::Uniform(n * 2)
    }
}

/// How many bits an operand covers (a 16-bit half, one 32-bit register, or 2..4
/// consecutive 32-bit registers for 64-bit values and memory tuples).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Size {
    S16,
    S32,
    S64,
    S96,
    S128,
}

impl Size {
    /// Width in 16-bit halves (the register allocator's unit).
    pub fn halves(self) -> u8 {
        match self {
            Size::S16 => 1,
            Size::S32 => 2,
            Size::S64 => 4,
            Size::S96 => 6,
            Size::S128 => 8,
        }
    }
    pub fn bits(self) -> u32 {
        u32::from(self.halves()) * 16
    }
    /// The size of `n` consecutive 32-bit registers (memory tuples).
    pub fn words(n: u8) -> Option<Size> {
        match n {
            1 => Some(Size::S32),
            2 => Some(Size::S64),
            3 => Some(Size::S96),
            4 => Some(Size::S128),
            _ => None,
        }
    }
}

/// Operand modifiers as applegpu prints them after a `.`: `.sx` (sign-extend an integer
/// source), `.abs`/`.neg` (float sources), `.cache`/`.discard` (register-cache hints).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegFlags {
    pub sx: bool,
    pub abs: bool,
    pub neg: bool,
    pub cache: bool,
    pub discard: bool,
}

/// A register operand: the first half, the size, the modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegOp {
    pub reg: Reg,
    pub size: Size,
    pub flags: RegFlags,
}

/// An instruction operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    Reg(RegOp),
    /// An integer immediate: 8 bits in ALU source fields (zero-extended), 16 bits in
    /// `mov_imm` short form / memory offsets (signed there), 32 bits in `mov_imm` long form.
    Imm(u32),
    /// An 8-bit float immediate of a float source field, in its encoded form
    /// (`fimm_value` gives the number; `fimm_encode` finds the code of a number).
    FImm(u8),
    /// Special register `sr<n>` (`get_sr`).
    Sr(u8),
    /// A branch target: the index of a label (`Opcode::Label` marks the position).
    Label(u32),
}

impl Operand {
    fn reg_of(reg: Reg, size: Size) -> Operand {
        Operand::Reg(RegOp { reg, size, flags: RegFlags::default() })
    }
    /// The 32-bit GPR `r<n>`.
    pub fn r(n: u16) -> Operand {
        Operand::reg_of(Reg::r(n), Size::S32)
    }
    /// The GPR half `r<n/2>{l,h}` (half index `h`).
    pub fn rh(h: u16) -> Operand {
        Operand::reg_of(Reg::Gpr(h), Size::S16)
    }
    /// `n` consecutive 32-bit GPRs from `r<first>` (64-bit values, memory tuples).
    pub fn rt(first: u16, n: u8) -> Operand {
        Operand::reg_of(Reg::r(first), Size::words(n).unwrap_or(Size::S32))
    }
    /// The 32-bit uniform `u<n>`.
    pub fn u(n: u16) -> Operand {
        Operand::reg_of(Reg::u(n), Size::S32)
    }
    /// The 64-bit uniform pair `u<n>_u<n+1>` (buffer addresses).
    pub fn u64(n: u16) -> Operand {
        Operand::reg_of(Reg::u(n), Size::S64)
    }
    /// A virtual GPR operand of `size`.
    pub fn virt(id: u32, size: Size) -> Operand {
        Operand::reg_of(Reg::Virt(id), size)
    }
    /// The same register operand with modifiers; other operands unchanged.
    pub fn with(self, f: impl FnOnce(&mut RegFlags)) -> Operand {
        match self {
            Operand::Reg(mut r) => {
                f(&mut r.flags);
                Operand::Reg(r)
            }
            o => o,
        }
    }
    pub fn sx(self) -> Operand {
        self.with(|f| f.sx = true)
    }
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> Operand {
        self.with(|f| f.neg = true)
    }
    pub fn abs(self) -> Operand {
        self.with(|f| f.abs = true)
    }
    pub fn as_reg(&self) -> Option<&RegOp> {
        match self {
            Operand::Reg(r) => Some(r),
            _ => None,
        }
    }
}

/// The value of an 8-bit float immediate code: sign bit 7, a 3-bit exponent (bias 7)
/// and a 4-bit fraction; exponent 0 is the denormal range `f/64`.
pub fn fimm_value(code: u8) -> f32 {
    let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((code >> 4) & 7);
    let f = f32::from(code & 0xF);
    if e == 0 {
        sign * f / 64.0
    } else {
        sign * (16.0 + f) * 2f32.powi(e - 7)
    }
}

/// The 8-bit code of `v` if a float source field can hold it exactly. Zero is `0x00`
/// (never `-0.0`, whose code would print as `-0.0`).
pub fn fimm_encode(v: f32) -> Option<u8> {
    // Every code's value by its bits, sorted, the lowest code of a value kept: a search
    // of the 256 codes per float immediate was a visible share of compile time.
    static CODES: std::sync::OnceLock<Vec<(u32, u8)>> = std::sync::OnceLock::new();
    let codes = CODES.get_or_init(|| {
        let mut v: Vec<(u32, u8)> = (0u8..=255).map(|c| (fimm_value(c).to_bits(), c)).collect();
        v.sort_unstable();
        v.dedup_by_key(|e| e.0);
        v
    });
    let bits = v.to_bits();
    codes.binary_search_by_key(&bits, |e| e.0).ok().map(|i| codes[i].1)
}

/// Integer comparison: the 4-bit code is `n << 3 | signed << 2 | kind` (kind 0 equal,
/// 1 less, 2 greater; `n` inverts the result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ICond {
    Ueq,
    Ult,
    Ugt,
    Seq,
    Slt,
    Sgt,
    Nueq,
    Ugte,
    Ulte,
    Nseq,
    Sgte,
    Slte,
}

pub const ICONDS: &[(ICond, u8, &str)] = &[
    (ICond::Ueq, 0b0000, "ueq"),
    (ICond::Ult, 0b0001, "ult"),
    (ICond::Ugt, 0b0010, "ugt"),
    (ICond::Seq, 0b0100, "seq"),
    (ICond::Slt, 0b0101, "slt"),
    (ICond::Sgt, 0b0110, "sgt"),
    (ICond::Nueq, 0b1000, "nueq"),
    (ICond::Ugte, 0b1001, "ugte"),
    (ICond::Ulte, 0b1010, "ulte"),
    (ICond::Nseq, 0b1100, "nseq"),
    (ICond::Sgte, 0b1101, "sgte"),
    (ICond::Slte, 0b1110, "slte"),
];

/// Float comparison: 3-bit kind plus the inverting `n` bit. `Ltn`/`Gtn` are the
/// "NaN loses" forms (min/max semantics through `fcmpsel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FCond {
    Eq,
    Lt,
    Gt,
    Ltn,
    Gte,
    Lte,
    Gtn,
    Neq,
    Nlt,
    Ngt,
    Ngte,
    Nlte,
}

pub const FCONDS: &[(FCond, u8, &str)] = &[
    (FCond::Eq, 0b0000, "eq"),
    (FCond::Lt, 0b0001, "lt"),
    (FCond::Gt, 0b0010, "gt"),
    (FCond::Ltn, 0b0011, "ltn"),
    (FCond::Gte, 0b0101, "gte"),
    (FCond::Lte, 0b0110, "lte"),
    (FCond::Gtn, 0b0111, "gtn"),
    (FCond::Neq, 0b1000, "neq"),
    (FCond::Nlt, 0b1001, "nlt"),
    (FCond::Ngt, 0b1010, "ngt"),
    (FCond::Ngte, 0b1101, "ngte"),
    (FCond::Nlte, 0b1110, "nlte"),
];

/// The condition of a compare form (`*_icmp`, `icmpsel`, `icmp_ballot` take `I`;
/// the `f` forms take `F`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    I(ICond),
    F(FCond),
}

impl Default for Cond {
    fn default() -> Cond {
        Cond::I(ICond::Ueq)
    }
}

impl Cond {
    /// The 4-bit field value (`ccn << 3 | cc`).
    pub fn code(self) -> u8 {
        match self {
            Cond::I(c) => ICONDS.iter().find(|e| e.0 == c).map_or(0, |e| e.1),
            Cond::F(c) => FCONDS.iter().find(|e| e.0 == c).map_or(0, |e| e.1),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Cond::I(c) => ICONDS.iter().find(|e| e.0 == c).map_or("?", |e| e.2),
            Cond::F(c) => FCONDS.iter().find(|e| e.0 == c).map_or("?", |e| e.2),
        }
    }
    pub fn from_icode(code: u8) -> Option<Cond> {
        ICONDS.iter().find(|e| e.1 == code).map(|e| Cond::I(e.0))
    }
    pub fn from_fcode(code: u8) -> Option<Cond> {
        FCONDS.iter().find(|e| e.1 == code).map(|e| Cond::F(e.0))
    }
}

/// Memory formats of `device_load/store`, `threadgroup_load/store` and `stack_*`:
/// the value of the format field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MemFormat {
    I8,
    I16,
    #[default]
    I32,
    F16,
    U8Norm,
    S8Norm,
    U16Norm,
    S16Norm,
    Rgb10a2,
    Srgba8,
    Rg11b10f,
    Rgb9e5,
}

pub const MEM_FORMATS: &[(MemFormat, u8, &str)] = &[
    (MemFormat::I8, 0, "i8"),
    (MemFormat::I16, 1, "i16"),
    (MemFormat::I32, 2, "i32"),
    (MemFormat::F16, 3, "f16"),
    (MemFormat::U8Norm, 4, "u8norm"),
    (MemFormat::S8Norm, 5, "s8norm"),
    (MemFormat::U16Norm, 6, "u16norm"),
    (MemFormat::S16Norm, 7, "s16norm"),
    (MemFormat::Rgb10a2, 8, "rgb10a2"),
    (MemFormat::Srgba8, 10, "srgba8"),
    (MemFormat::Rg11b10f, 12, "rg11b10f"),
    (MemFormat::Rgb9e5, 13, "rgb9e5"),
];

impl MemFormat {
    pub fn code(self) -> u8 {
        MEM_FORMATS.iter().find(|e| e.0 == self).map_or(2, |e| e.1)
    }
    pub fn name(self) -> &'static str {
        MEM_FORMATS.iter().find(|e| e.0 == self).map_or("?", |e| e.2)
    }
    pub fn from_code(code: u8) -> Option<MemFormat> {
        MEM_FORMATS.iter().find(|e| e.1 == code).map(|e| e.0)
    }
    /// Bytes of one element in memory (the unit the index is scaled by).
    pub fn bytes(self) -> u32 {
        match self {
            MemFormat::I8 | MemFormat::U8Norm | MemFormat::S8Norm => 1,
            MemFormat::I16 | MemFormat::F16 | MemFormat::U16Norm | MemFormat::S16Norm => 2,
            _ => 4,
        }
    }
}

/// `convert`'s mode field: integer ↔ float conversions (the float side is the
/// destination/source register's size, 16 or 32 bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ConvMode {
    U8ToF,
    S8ToF,
    FToU16,
    FToS16,
    U16ToF,
    S16ToF,
    FToU32,
    #[default]
    FToS32,
    U32ToF,
    S32ToF,
}

pub const CONV_MODES: &[(ConvMode, u8, &str)] = &[
    (ConvMode::U8ToF, 0, "u8_to_f"),
    (ConvMode::S8ToF, 1, "s8_to_f"),
    (ConvMode::FToU16, 4, "f_to_u16"),
    (ConvMode::FToS16, 5, "f_to_s16"),
    (ConvMode::U16ToF, 6, "u16_to_f"),
    (ConvMode::S16ToF, 7, "s16_to_f"),
    (ConvMode::FToU32, 8, "f_to_u32"),
    (ConvMode::FToS32, 9, "f_to_s32"),
    (ConvMode::U32ToF, 10, "u32_to_f"),
    (ConvMode::S32ToF, 11, "s32_to_f"),
];

/// `convert`'s rounding field: toward zero or to nearest even.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Round {
    #[default]
    Rtz,
    Rte,
}

/// Operations of `atomic` (device) and `threadgroup_atomic`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    #[default]
    Add,
    Sub,
    Xchg,
    /// Compare-and-exchange: the source is a register pair (compare value, new value).
    Cmpxchg,
    Umin,
    Imin,
    Umax,
    Imax,
    And,
    Or,
    Xor,
}

pub const ATOMIC_OPS: &[(AtomicOp, u8, &str)] = &[
    (AtomicOp::Add, 0, "add"),
    (AtomicOp::Sub, 1, "sub"),
    (AtomicOp::Xchg, 2, "xchg"),
    (AtomicOp::Cmpxchg, 3, "cmpxchg"),
    (AtomicOp::Umin, 4, "umin"),
    (AtomicOp::Imin, 5, "imin"),
    (AtomicOp::Umax, 6, "umax"),
    (AtomicOp::Imax, 7, "imax"),
    (AtomicOp::And, 8, "and"),
    (AtomicOp::Or, 9, "or"),
    (AtomicOp::Xor, 10, "xor"),
];

/// Special registers (`get_sr`) the compute ABI reads.
pub mod sr {
    pub const THREADGROUP_POSITION_IN_GRID_X: u8 = 0;
    pub const THREADGROUP_POSITION_IN_GRID_Y: u8 = 1;
    pub const THREADGROUP_POSITION_IN_GRID_Z: u8 = 2;
    pub const THREADS_PER_THREADGROUP_X: u8 = 4;
    pub const THREADS_PER_THREADGROUP_Y: u8 = 5;
    pub const THREADS_PER_THREADGROUP_Z: u8 = 6;
    pub const THREAD_POSITION_IN_THREADGROUP_X: u8 = 48;
    pub const THREAD_POSITION_IN_THREADGROUP_Y: u8 = 49;
    pub const THREAD_POSITION_IN_THREADGROUP_Z: u8 = 50;
    pub const THREAD_INDEX_IN_THREADGROUP: u8 = 51;
    pub const THREAD_INDEX_IN_SIMDGROUP: u8 = 52;
    pub const SIMDGROUP_INDEX_IN_THREADGROUP: u8 = 53;
    pub const THREAD_POSITION_IN_GRID_X: u8 = 80;
    pub const THREAD_POSITION_IN_GRID_Y: u8 = 81;
    pub const THREAD_POSITION_IN_GRID_Z: u8 = 82;
}

/// Modifiers of the forms that have them. Zero/default is "none".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mods {
    /// `.sat`: saturate (floats to [0, 1]; integers to the destination's range).
    pub sat: bool,
    /// `iadd`/`imadd`: left shift of the addend (`lsl n`, 0..=4); memory ops: extra
    /// index shift (`lsl n`, 0..=3).
    pub shift: u8,
    /// The compare forms' condition.
    pub cond: Cond,
    /// `bitop`'s 4-bit truth table (bit i = result for (b, a) = (i >> 1, i & 1)); the
    /// alias opcodes (`and`, `or`, ...) imply it.
    pub truth: u8,
    /// Bitfield forms: the field width `mask 0x..` (0 = 32 bits).
    pub width: u8,
    /// Exec-mask forms: the nesting count `n` (`if_*`, `else_*`, `while_*`, `pop_exec`).
    pub n: u8,
    /// Memory forms: element format.
    pub format: MemFormat,
    /// Memory forms: component mask (bit 0 = x ... bit 3 = w); 0 means 0b0001.
    pub mask: u8,
    /// `device_load`/`device_store`/`atomic` wait group (scoreboard slot); `wait` waits
    /// on this group.
    pub group: u8,
    /// Memory forms with a register index: whether the 32-bit index is sign-extended.
    pub signed_index: bool,
    pub conv: ConvMode,
    pub round: Round,
    pub atomic: AtomicOp,
    /// `atomic` on G13X (multi-cluster G13) and G14X: the coherency bit.
    pub coherent: bool,
    /// `memory_barrier`'s three fields (a, b, c); device scope is (2, 1, 9).
    pub barrier: (u8, u8, u8),
}

macro_rules! opcodes {
    ($($(#[$attr:meta])* $variant:ident = $name:literal,)*) => {
        /// Every opcode the backend emits, named as applegpu's disassembler prints it.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Opcode {
            $($(#[$attr])* $variant,)*
        }

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The mnemonic.
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }

            pub fn from_name(name: &str) -> Option<Opcode> {
                match name {
                    $($name => Some(Opcode::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

opcodes! {
    /// Pseudo: marks the position of label `srcs[0]`; encodes to nothing.
    Label = ".label",

    // Moves and special registers.
    /// `mov_imm D, imm`: 16-bit immediate (short form) or 32-bit (long form).
    MovImm = "mov_imm",
    /// `get_sr D, srN`.
    GetSr = "get_sr",
    /// `mov D, A` (bitop alias with truth table 0b0101).
    Mov = "mov",
    /// `uniform_store`: the constant program writes a uniform (srcs: value reg, offset).
    UniformStore = "uniform_store",

    // Integer arithmetic.
    /// `iadd D, A, B[, lsl s]`: D = A + (B << s); 16/32/64-bit operands.
    IAdd = "iadd",
    ISub = "isub",
    /// `imadd D, A, B, C[, lsl s]`: D = A * B + (C << s).
    IMadd = "imadd",
    IMsub = "imsub",
    /// Bitfield insert: D = A with (B << C) inserted, width `mask`.
    Bfi = "bfi",
    /// Bitfield extract: D = insert-low of (B >> C) into A, width `mask`.
    Bfeil = "bfeil",
    /// D = (A:B pair) >> C, width `mask`.
    Extr = "extr",
    /// Shift left (A into the high side).
    Shlhi = "shlhi",
    /// Shift right (A into the high side).
    Shrhi = "shrhi",
    Asr = "asr",
    Asrh = "asrh",
    /// `bitop` with an explicit truth table (`mods.truth`).
    Bitop = "bitop",
    And = "and",
    Or = "or",
    Xor = "xor",
    Nand = "nand",
    Nor = "nor",
    Xnor = "xnor",
    Not = "not",
    Bitrev = "bitrev",
    Popcount = "popcount",
    /// Find first set (from the most significant bit).
    Ffs = "ffs",
    /// `icmpsel cc, D, A, B, X, Y`: D = cc(A, B) ? X : Y.
    Icmpsel = "icmpsel",
    Convert = "convert",

    // Floating point.
    Fadd32 = "fadd32",
    Fadd16 = "fadd16",
    Fmul32 = "fmul32",
    Fmul16 = "fmul16",
    Fmadd32 = "fmadd32",
    Fmadd16 = "fmadd16",
    /// `fcmpsel cc, D, A, B, X, Y` (min/max are `fcmpsel ltn/gtn`).
    Fcmpsel = "fcmpsel",
    Floor = "floor",
    Ceil = "ceil",
    Trunc = "trunc",
    Rint = "rint",
    Rcp = "rcp",
    Rsqrt = "rsqrt",
    RsqrtSpecial = "rsqrt_special",
    SinPt1 = "sin_pt_1",
    SinPt2 = "sin_pt_2",
    Log2 = "log2",
    Exp2 = "exp2",

    // SIMD-group and quad operations.
    IcmpBallot = "icmp_ballot",
    FcmpBallot = "fcmp_ballot",
    IcmpQuadBallot = "icmp_quad_ballot",
    FcmpQuadBallot = "fcmp_quad_ballot",
    SimdShuffle = "simd_shuffle",
    SimdShuffleDown = "simd_shuffle_down",
    SimdShuffleUp = "simd_shuffle_up",
    SimdShuffleRotateUp = "simd_shuffle_rotate_up",
    SimdShuffleXor = "simd_shuffle_xor",
    QuadShuffle = "quad_shuffle",
    QuadShuffleDown = "quad_shuffle_down",
    QuadShuffleUp = "quad_shuffle_up",
    QuadShuffleRotateUp = "quad_shuffle_rotate_up",
    QuadShuffleXor = "quad_shuffle_xor",
    SimdAnd = "simd_and",
    SimdOr = "simd_or",
    SimdXor = "simd_xor",
    SimdIadd = "simd_iadd",
    SimdFadd = "simd_fadd",
    SimdFmul = "simd_fmul",
    SimdPrefixIadd = "simd_prefix_iadd",
    SimdPrefixFadd = "simd_prefix_fadd",
    SimdPrefixFmul = "simd_prefix_fmul",
    SimdPrefixAnd = "simd_prefix_and",
    SimdPrefixOr = "simd_prefix_or",
    SimdPrefixXor = "simd_prefix_xor",
    SimdMinU = "simd_min.u",
    SimdMaxU = "simd_max.u",
    SimdMinS = "simd_min.s",
    SimdMaxS = "simd_max.s",
    SimdMinF = "simd_min.f",
    SimdMaxF = "simd_max.f",
    QuadAnd = "quad_and",
    QuadOr = "quad_or",
    QuadXor = "quad_xor",
    QuadIadd = "quad_iadd",
    QuadFadd = "quad_fadd",
    QuadFmul = "quad_fmul",
    QuadPrefixIadd = "quad_prefix_iadd",
    QuadPrefixFadd = "quad_prefix_fadd",
    QuadPrefixFmul = "quad_prefix_fmul",
    QuadMinU = "quad_min.u",
    QuadMaxU = "quad_max.u",
    QuadMinS = "quad_min.s",
    QuadMaxS = "quad_max.s",
    QuadMinF = "quad_min.f",
    QuadMaxF = "quad_max.f",
    /// `simd_matrix_fmadd32 D, A, B, C` (8x8 matrices over register pairs).
    SimdMatrixFmadd32 = "simd_matrix_fmadd32",
    SimdMatrixFmadd16 = "simd_matrix_fmadd16",

    // Memory.
    /// `device_load g, fmt, mask, R, A, O, signed|unsigned[, lsl s]` (dsts: R; srcs:
    /// base A (64-bit GPR pair or uniform pair), index O (32-bit GPR or signed 16-bit
    /// immediate)). R may be read only after `wait g`.
    DeviceLoad = "device_load",
    /// `device_store g, fmt, mask, R, A, O, ...` (srcs: R, A, O).
    DeviceStore = "device_store",
    /// `threadgroup_load fmt, mask, R, A, O` (A: 16-bit base, O: index).
    ThreadgroupLoad = "threadgroup_load",
    ThreadgroupStore = "threadgroup_store",
    /// Spill slots (thread-private stack).
    StackLoad = "stack_load",
    StackStore = "stack_store",
    /// `atomic op, g, R, A, O, ..., S`: device atomic; R (optional) receives the old value.
    Atomic = "atomic",
    ThreadgroupAtomic = "threadgroup_atomic",
    /// `wait g`: waits for the loads of wait group g.
    Wait = "wait",
    ThreadgroupBarrier = "threadgroup_barrier",
    MemoryBarrier = "memory_barrier",

    // Exec-mask control flow. r0l is the per-lane nesting counter (0 = active).
    /// `if_icmp r0l, cc, A, B, n`: push; lanes failing cc become inactive.
    IfIcmp = "if_icmp",
    IfFcmp = "if_fcmp",
    /// `else_icmp r0l, cc, A, B, n`: flip the innermost level (with a condition).
    ElseIcmp = "else_icmp",
    ElseFcmp = "else_fcmp",
    /// `while_icmp r0l, cc, A, B, n`: lanes failing cc leave the loop level.
    WhileIcmp = "while_icmp",
    WhileFcmp = "while_fcmp",
    /// `pop_exec r0l, n`: leave n levels.
    PopExec = "pop_exec",
    /// `jmp_exec_any label`: branch if any lane is active.
    JmpExecAny = "jmp_exec_any",
    /// `jmp_exec_none label`: branch if no lane is active.
    JmpExecNone = "jmp_exec_none",
    Ret = "ret",
    Stop = "stop",
    /// Padding after `stop` (Apple pads with it).
    Trap = "trap",
}

/// One machine instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub op: Opcode,
    pub dsts: Operands,
    pub srcs: Operands,
    pub mods: Mods,
}

/// An operand list. Kept inline up to four (every form but a few memory and
/// texture-like ones): whole-corpus translation makes tens of millions of instructions,
/// and two heap lists each were a sixth of the Apple backend's time.
pub type Operands = smallvec::SmallVec<[Operand; 4]>;

impl Inst {
    pub fn new(op: Opcode, dsts: impl Into<Operands>, srcs: impl Into<Operands>) -> Inst {
        Inst { op, dsts: dsts.into(), srcs: srcs.into(), mods: Mods::default() }
    }
    pub fn with_mods(op: Opcode, dsts: impl Into<Operands>, srcs: impl Into<Operands>, mods: Mods) -> Inst {
        Inst { op, dsts: dsts.into(), srcs: srcs.into(), mods }
    }
    pub fn label(id: u32) -> Inst {
        Inst::new(Opcode::Label, vec![], vec![Operand::Label(id)])
    }
    /// Every register the instruction reads, with whether it also writes it: the exec-mask
    /// forms read and write `r0l` implicitly (they name it in `dsts`).
    pub fn regs(&self) -> impl Iterator<Item = (&RegOp, bool)> {
        let d = self.dsts.iter().filter_map(Operand::as_reg).map(|r| (r, true));
        let s = self.srcs.iter().filter_map(Operand::as_reg).map(|r| (r, false));
        d.chain(s)
    }
    /// Whether the instruction ends a block (`stop`, `ret`, branches).
    pub fn is_branch(&self) -> bool {
        matches!(self.op, Opcode::JmpExecAny | Opcode::JmpExecNone | Opcode::Ret | Opcode::Stop)
    }
}

/// The fixed truth table of a `bitop` alias (and `bitop` itself: `mods.truth`).
pub fn truth_table(op: Opcode) -> Option<u8> {
    Some(match op {
        Opcode::And => 0b1000,
        Opcode::Or => 0b1110,
        Opcode::Xor => 0b0110,
        Opcode::Nand => 0b0111,
        Opcode::Nor => 0b0001,
        Opcode::Xnor => 0b1001,
        Opcode::Not => 0b0101,
        Opcode::Mov => 0b1010,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::{fimm_encode, fimm_value};

    /// The table lookup finds what a search of every code from 0 finds, for each code's
    /// value and for values no code holds.
    #[test]
    fn fimm_encode_is_the_first_code_of_a_value() {
        let search = |v: f32| (0u8..=255).find(|&c| fimm_value(c).to_bits() == v.to_bits());
        for c in 0u8..=255 {
            let v = fimm_value(c);
            assert_eq!(fimm_encode(v), search(v), "code {c:#x} ({v})");
        }
        for v in [0.0f32, -0.0, 0.1, 3.0, 31.5, 32.0, -1.0 / 64.0, 1e-9, f32::NAN, f32::INFINITY] {
            assert_eq!(fimm_encode(v), search(v), "{v}");
        }
        assert_eq!(fimm_encode(0.0), Some(0));
        assert_eq!(fimm_encode(0.1), None);
    }
}
