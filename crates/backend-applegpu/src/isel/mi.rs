//! The selected code before it becomes encodable instructions: Apple operations on
//! virtual registers sized in 16-bit halves, uniform registers, immediates and labels,
//! plus the pseudo-operations (labels, parallel copies) that register allocation and
//! copy lowering remove. `crate::compile` allocates it and turns it into `isa::Inst`.

/// Size of a register operand in 16-bit halves: 1 (16-bit), 2 (32-bit), 4 (64-bit or two
/// 32-bit values), up to 8 (four 32-bit values of a memory access).
pub type Halves = u8;

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Loc {
    /// A virtual GPR of the given size.
    V(u32, Halves),
    /// A physical GPR range starting at half `n` (`r(n/2)l` / `h`).
    R(u16, Halves),
    /// A uniform register range starting at half `n`.
    U(u16, Halves),
    /// An integer immediate of the operand's size (the encoder picks the form).
    Imm(u32),
    /// A branch target.
    Label(u32),
    /// `r0l`, the execution-mask stack counter.
    R0l,
}

impl Loc {
    pub fn halves(self) -> Halves {
        match self {
            Loc::V(_, h) | Loc::R(_, h) | Loc::U(_, h) => h,
            Loc::R0l => 1,
            Loc::Imm(_) | Loc::Label(_) => 0,
        }
    }
    pub fn is_reg(self) -> bool {
        matches!(self, Loc::V(..) | Loc::R(..) | Loc::R0l)
    }
}

/// Integer comparison of `icmpsel` and the exec-stack instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ICond {
    Eq,
    Ult,
    Ugt,
    Slt,
    Sgt,
}

/// Float comparison of `fcmpsel` (ordered: false when an operand is NaN).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FCond {
    Eq,
    Lt,
    Gt,
    Le,
    Ge,
}

/// Two-input bit operations of `bitop`, by their truth table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitOp {
    And,
    Or,
    Xor,
    /// `a & !b`.
    AndNot,
    /// `!a`.
    Not,
}

/// One-input float operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FUnary {
    Rcp,
    Rsqrt,
    Log2,
    Exp2,
    Floor,
    Ceil,
    Trunc,
    Rint,
}

/// Memory formats of the load/store instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    I8,
    I16,
    I32,
}

impl Format {
    pub fn bytes(self) -> u32 {
        match self {
            Format::I8 => 1,
            Format::I16 => 2,
            Format::I32 => 4,
        }
    }
}

/// Conversions of `convert` (integer ↔ float; the float size is the register's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conv {
    U32ToF,
    S32ToF,
    FToU32,
    FToS32,
}

/// Atomic operations of `atomic` / `threadgroup_atomic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Add,
    Sub,
    Xchg,
    Umin,
    Smin,
    Umax,
    Smax,
    And,
    Or,
    Xor,
}

/// SIMD-group shuffles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShuffleKind {
    /// Lane given by the second operand.
    Index,
    Xor,
    Up,
    Down,
}

/// The operations isel selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mop {
    /// Position of label `srcs[0]`.
    Label,
    /// Every def takes its source's old value at once (same total size on both sides).
    ParallelCopy,
    /// `defs[0] = srcs[0]` (an immediate or a register of the same size).
    Mov,
    /// `defs[0] = special register srcs[0]`.
    GetSr,
    /// `d = a + (±b << shift)`; `sext` marks sign-extended 32-bit sources of 64-bit adds.
    Iadd {
        neg: bool,
        shift: u8,
        sext: [bool; 2],
    },
    /// `d = a * b + c`.
    Imadd {
        sext: bool,
    },
    Bitop(BitOp),
    /// `d = b << (c & 0x7f)` (`bfi` with an all-ones mask and `a = 0`).
    Shl,
    /// `d = b >> (c & 0x7f)` (`bfeil`).
    Lshr,
    /// `d = a >> c`, arithmetic.
    Asr,
    /// `d = cc(a, b) ? x : y`.
    Icmpsel(ICond),
    Fcmpsel(FCond),
    /// `d = a + b` (float), with negation/absolute modifiers per source (bit 0 neg, bit 1 abs).
    Fadd {
        mods: [u8; 2],
    },
    Fmul {
        mods: [u8; 2],
    },
    Fmadd {
        mods: [u8; 3],
    },
    Funary(FUnary),
    Convert(Conv),
    Popcount,
    Bitrev,
    /// `d = device[base + index·size]`, `count` consecutive values.
    DeviceLoad {
        format: Format,
        count: u8,
    },
    DeviceStore {
        format: Format,
        count: u8,
    },
    ThreadgroupLoad {
        format: Format,
        count: u8,
    },
    ThreadgroupStore {
        format: Format,
        count: u8,
    },
    /// Spill reload: `d = stack[offset]` (the thread's stack, `srcs[0]` an immediate
    /// byte offset), `count` consecutive values of `format`.
    StackLoad {
        format: Format,
        count: u8,
    },
    /// Spill store: `stack[offset] = srcs[0]` (`srcs[1]` the byte offset).
    StackStore {
        format: Format,
        count: u8,
    },
    /// Atomic read-modify-write: `defs[0]` receives the old value; sources base, index,
    /// value (a threadgroup base is a 16-bit register).
    Atomic {
        op: AtomicOp,
        threadgroup: bool,
    },
    /// Compare-and-exchange.
    CmpXchg {
        threadgroup: bool,
    },
    /// Wait for outstanding loads.
    Wait,
    ThreadgroupBarrier,
    /// Memory barrier (a fence).
    MemoryBarrier,
    /// Exec stack push: threads failing `cc(a, b)` (or inactive) leave.
    IfIcmp {
        cc: ICond,
        invert: bool,
        n: u8,
    },
    ElseIcmp {
        cc: ICond,
        invert: bool,
        n: u8,
    },
    PopExec {
        n: u8,
    },
    JmpExecAny,
    JmpExecNone,
    SimdShuffle(ShuffleKind),
    /// `d = bits of the lanes where cc(a, b)` over the active lanes.
    IcmpBallot(ICond),
    Stop,
    /// An instruction whose machine form takes exactly these operands with no modifiers
    /// (SIMD-group reductions and scans).
    Direct(crate::isa::Opcode),
}

/// One selected instruction: definitions, then sources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mi {
    pub op: Mop,
    pub defs: Locs,
    pub srcs: Locs,
}

/// An operand list, inline up to four (as `isa::Operands`, for the same reason: one heap
/// list per instruction and pass was a large share of compile time).
pub type Locs = smallvec::SmallVec<[Loc; 4]>;

impl Mi {
    pub fn new(op: Mop, defs: Locs, srcs: Locs) -> Mi {
        Mi { op, defs, srcs }
    }
}
