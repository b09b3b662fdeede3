//! Typed GPU operations: what a call to an `air.*` or `llvm.*` intrinsic means, decoded
//! once from the callee's name (and, for barriers and atomics, its constant arguments) so
//! that no later stage parses intrinsic names again. [`classify`] owns that decoding;
//! [`GpuOp::check`] owns the signature each operation requires, which the verifier
//! enforces. Names come from untrusted bitcode: decoding never panics, and an `air.*` name
//! that is not understood precisely becomes [`GpuOp::Unsupported`] so that backends report
//! it by name rather than guess.
//!
//! The AIR conventions used here are those in docs/ir.md ("GPU operations"): the name is
//! `air.<operation>[.<modifiers>].<type suffix>`, where the type suffix spells LLVM types
//! (`f32`, `v4f16`, `i32`, `v64f32`) and integer suffixes carry a signedness token
//! (`s.i32`, `u.v2i32`) where the operation depends on it.

use crate::types::{Type, TypeInner, Types};
use std::fmt;
use std::fmt::Write as _;

/// Longest vector accepted in a suffix (simdgroup matrices use 64 lanes).
const MAX_LANES: u32 = 1024;

/// Signedness token of an integer suffix (`s.` or `u.`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sign {
    Signed,
    Unsigned,
}

/// The scalar part of a type suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    F16,
    BF16,
    F32,
    F64,
    /// An integer of this many bits (`i1` … `i128`).
    Int(u32),
}

impl Scalar {
    pub fn is_float(self) -> bool {
        !matches!(self, Scalar::Int(_))
    }
}

/// A value type as an intrinsic's name spells it: optional signedness, scalar, lanes
/// (1 for a scalar). `s.i32`, `u.v2i32`, `f32`, `v64f32`, `i1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Elem {
    /// `None` for floats and for integers whose operation does not depend on signedness.
    pub sign: Option<Sign>,
    pub scalar: Scalar,
    pub lanes: u32,
}

impl Elem {
    pub const fn scalar(scalar: Scalar) -> Elem {
        Elem { sign: None, scalar, lanes: 1 }
    }

    pub fn is_float(self) -> bool {
        self.scalar.is_float()
    }

    pub fn is_int(self) -> bool {
        !self.scalar.is_float()
    }

    /// The same element type with one lane.
    pub fn element(self) -> Elem {
        Elem { lanes: 1, ..self }
    }

    /// Whether `ty` is the LLVM type this suffix names.
    pub fn matches(self, types: &Types, ty: Type) -> bool {
        let (scalar_ty, lanes) = match types.inner(ty) {
            TypeInner::Vector { elem, len } => (*elem, *len),
            _ => (ty, 1),
        };
        if lanes != self.lanes {
            return false;
        }
        matches!(
            (self.scalar, types.inner(scalar_ty)),
            (Scalar::F16, TypeInner::Half)
                | (Scalar::BF16, TypeInner::BFloat)
                | (Scalar::F32, TypeInner::Float)
                | (Scalar::F64, TypeInner::Double)
        ) || matches!((self.scalar, types.inner(scalar_ty)), (Scalar::Int(a), TypeInner::Int(b)) if a == *b)
    }

    /// The type part without the signedness token (`v2i32`).
    fn type_token(self) -> String {
        let s = match self.scalar {
            Scalar::F16 => "f16".to_string(),
            Scalar::BF16 => "bf16".to_string(),
            Scalar::F32 => "f32".to_string(),
            Scalar::F64 => "f64".to_string(),
            Scalar::Int(b) => format!("i{b}"),
        };
        if self.lanes > 1 {
            format!("v{}{s}", self.lanes)
        } else {
            s
        }
    }

    /// The spelling `air.convert` uses: every operand carries its kind, `f`, `s` or `u`.
    fn convert_token(self) -> String {
        let kind = match (self.sign, self.is_float()) {
            (_, true) => "f",
            (Some(Sign::Unsigned), false) => "u",
            _ => "s",
        };
        format!("{kind}.{}", self.type_token())
    }
}

impl fmt::Display for Elem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.sign {
            Some(Sign::Signed) => write!(f, "s.{}", self.type_token()),
            Some(Sign::Unsigned) => write!(f, "u.{}", self.type_token()),
            None => f.write_str(&self.type_token()),
        }
    }
}

/// The group of threads a cross-lane operation works within.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// The SIMD-group (`air.simd_*`): the threads that execute in lockstep.
    Simd,
    /// The quad-group (`air.quad_*`): four consecutive threads of a SIMD-group.
    Quad,
}

impl Group {
    pub fn prefix(self) -> &'static str {
        match self {
            Group::Simd => "simd",
            Group::Quad => "quad",
        }
    }
}

/// Reductions over the active threads of a group; every thread receives the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    Sum,
    Product,
    /// Minimum (signed or unsigned by the suffix, IEEE minimum for floats).
    Min,
    Max,
    /// Bitwise, integers only.
    And,
    Or,
    Xor,
}

impl ReduceOp {
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Product => "product",
            ReduceOp::Min => "min",
            ReduceOp::Max => "max",
            ReduceOp::And => "and",
            ReduceOp::Or => "or",
            ReduceOp::Xor => "xor",
        }
    }
}

/// Prefix scans over the active threads in lane order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScanOp {
    Sum,
    Product,
}

impl ScanOp {
    pub fn name(self) -> &'static str {
        match self {
            ScanOp::Sum => "sum",
            ScanOp::Product => "product",
        }
    }
}

/// Which lane a shuffle reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShuffleKind {
    /// `shuffle(v, lane)`: the value of the lane given by the second operand.
    Index,
    /// `shuffle_up(v, delta)`: lane `i - delta`; lanes below `delta` keep their own value.
    Up,
    /// `shuffle_down(v, delta)`: lane `i + delta`; lanes past the end keep their own value.
    Down,
    /// `shuffle_xor(v, mask)`: lane `i ^ mask`.
    Xor,
    /// `shuffle_rotate_up(v, delta)`: lane `(i - delta) mod width`.
    RotateUp,
    /// `shuffle_rotate_down(v, delta)`: lane `(i + delta) mod width`.
    RotateDown,
    /// `shuffle_and_fill_up(v, fill, delta[, modulo])`: like `Up`, but the low `delta`
    /// lanes take the top lanes of `fill` (within windows of `modulo` lanes when given).
    AndFillUp,
    /// `shuffle_and_fill_down(v, fill, delta[, modulo])`: the mirror of `AndFillUp`.
    AndFillDown,
}

impl ShuffleKind {
    pub fn name(self) -> &'static str {
        match self {
            ShuffleKind::Index => "shuffle",
            ShuffleKind::Up => "shuffle_up",
            ShuffleKind::Down => "shuffle_down",
            ShuffleKind::Xor => "shuffle_xor",
            ShuffleKind::RotateUp => "shuffle_rotate_up",
            ShuffleKind::RotateDown => "shuffle_rotate_down",
            ShuffleKind::AndFillUp => "shuffle_and_fill_up",
            ShuffleKind::AndFillDown => "shuffle_and_fill_down",
        }
    }
}

/// Votes over a boolean across the active threads of a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VoteKind {
    /// True in every thread when any active thread's operand is true.
    Any,
    /// True in every thread when every active thread's operand is true.
    All,
    /// A mask with bit `i` set when lane `i` is active and its operand is true.
    Ballot,
}

impl VoteKind {
    pub fn name(self) -> &'static str {
        match self {
            VoteKind::Any => "any",
            VoteKind::All => "all",
            VoteKind::Ballot => "ballot",
        }
    }
}

/// The threads a barrier waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BarrierKind {
    /// `air.wg.barrier`: every thread of the threadgroup.
    Threadgroup,
    /// `air.simdgroup.barrier`: every thread of the SIMD-group.
    Simdgroup,
}

/// Memory a barrier or fence orders, as Metal's `mem_flags` bits: 1 device,
/// 2 threadgroup, 4 texture, 8 threadgroup imageblock. 0 orders no memory (an execution
/// barrier only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemFlags(pub u32);

impl MemFlags {
    pub const NONE: MemFlags = MemFlags(0);
    pub const DEVICE: u32 = 1;
    pub const THREADGROUP: u32 = 2;
    pub const TEXTURE: u32 = 4;
    pub const THREADGROUP_IMAGEBLOCK: u32 = 8;
    const KNOWN: [(u32, &'static str); 4] = [
        (Self::DEVICE, "device"),
        (Self::THREADGROUP, "threadgroup"),
        (Self::TEXTURE, "texture"),
        (Self::THREADGROUP_IMAGEBLOCK, "threadgroup_imageblock"),
    ];
}

impl fmt::Display for MemFlags {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("none");
        }
        let mut parts = Vec::new();
        let mut unknown = self.0;
        for (bit, name) in Self::KNOWN {
            if self.0 & bit != 0 {
                parts.push(name.to_string());
                unknown &= !bit;
            }
        }
        if unknown != 0 {
            parts.push(format!("0x{unknown:x}"));
        }
        f.write_str(&parts.join("|"))
    }
}

/// The set of threads an ordering or barrier applies to (AIR's scope operand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemScope {
    /// 0: the calling thread alone.
    Thread,
    /// 1.
    Threadgroup,
    /// 2.
    Device,
    /// 4.
    Simdgroup,
    /// Any other value, kept so nothing is lost; backends must reject it.
    Other(u32),
}

impl MemScope {
    pub fn from_raw(v: u32) -> MemScope {
        match v {
            0 => MemScope::Thread,
            1 => MemScope::Threadgroup,
            2 => MemScope::Device,
            4 => MemScope::Simdgroup,
            v => MemScope::Other(v),
        }
    }
}

impl fmt::Display for MemScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemScope::Thread => f.write_str("thread"),
            MemScope::Threadgroup => f.write_str("threadgroup"),
            MemScope::Device => f.write_str("device"),
            MemScope::Simdgroup => f.write_str("simdgroup"),
            MemScope::Other(v) => write!(f, "{v}"),
        }
    }
}

/// An atomic's memory order operand; Metal numbers them as C++'s `memory_order`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOrder {
    /// 0.
    Relaxed,
    /// 2.
    Acquire,
    /// 3.
    Release,
    /// 4.
    AcqRel,
    /// 5.
    SeqCst,
    /// Any other value (1, C++'s `consume`, included), kept for backends to reject.
    Other(u32),
}

impl MemOrder {
    pub fn from_raw(v: u32) -> MemOrder {
        match v {
            0 => MemOrder::Relaxed,
            2 => MemOrder::Acquire,
            3 => MemOrder::Release,
            4 => MemOrder::AcqRel,
            5 => MemOrder::SeqCst,
            v => MemOrder::Other(v),
        }
    }
}

impl fmt::Display for MemOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MemOrder::Relaxed => f.write_str("relaxed"),
            MemOrder::Acquire => f.write_str("acquire"),
            MemOrder::Release => f.write_str("release"),
            MemOrder::AcqRel => f.write_str("acq_rel"),
            MemOrder::SeqCst => f.write_str("seq_cst"),
            MemOrder::Other(v) => write!(f, "{v}"),
        }
    }
}

/// Where an atomic's object lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicSpace {
    /// `air.atomic.global.*`: device memory (address space 1).
    Global,
    /// `air.atomic.local.*`: threadgroup memory (address space 3).
    Local,
}

impl AtomicSpace {
    pub fn name(self) -> &'static str {
        match self {
            AtomicSpace::Global => "global",
            AtomicSpace::Local => "local",
        }
    }
}

/// What an atomic does. Read-modify-write operations return the old value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Add,
    Sub,
    Min,
    Max,
    And,
    Or,
    Xor,
    Xchg,
    /// Weak compare-exchange: `(ptr, expected*, desired, success order, failure order,
    /// scope, volatile)`. Returns the old value; `*expected` receives it on failure.
    CmpXchgWeak,
    /// `(ptr, order, scope, volatile)`, returns the value.
    Load,
    /// `(ptr, value, order, scope, volatile)`, returns nothing.
    Store,
}

impl AtomicOp {
    pub fn name(self) -> &'static str {
        match self {
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::Min => "min",
            AtomicOp::Max => "max",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::Xchg => "xchg",
            AtomicOp::CmpXchgWeak => "cmpxchg.weak",
            AtomicOp::Load => "load",
            AtomicOp::Store => "store",
        }
    }
}

/// The decoded constant operands of an atomic (None where the operand is not a constant).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AtomicImm {
    pub order: Option<MemOrder>,
    /// The failure order of a compare-exchange.
    pub failure_order: Option<MemOrder>,
    pub scope: Option<MemScope>,
    pub volatile: Option<bool>,
}

/// Cooperative 8×8 matrix operations of a SIMD-group. Each thread holds its share of the
/// matrix as a `<64 x T>` value (`air.simdgroup_matrix_8x8_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatrixOp {
    /// `load[.<coherence>].<mat>.p<space><elem>(elem*, <2 x i64> ×3)` (newer AIR:
    /// dimensions, strides, origin) or the older `(elem*, i64 stride, <2 x i64>, i1
    /// transpose)`; the operand list is kept as written.
    Load { mat: Elem, space: u32, coherent: Coherence },
    /// `store[.<coherence>].<mat>.p<space><elem>(<mat>, elem*, …)`, operands as for `Load`.
    Store { mat: Elem, space: u32, coherent: Coherence },
    /// `multiply_accumulate.<d>.<a>.<b>.<c>(a, b, c) -> d`: `d = a × b + c`.
    MultiplyAccumulate { d: Elem, a: Elem, b: Elem, c: Elem },
    /// `init_filled.<mat>.<elem>(elem) -> mat`: every element set to the operand.
    InitFilled { mat: Elem, value: Elem },
    /// `init_diag.<mat>.<elem>(elem) -> mat`: the operand on the diagonal, zero elsewhere
    /// (MSL's `simdgroup_matrix<T, 8, 8>(T)` constructor).
    InitDiag { mat: Elem, value: Elem },
}

/// The coherence a simdgroup matrix access asks for: plain, or (MSL 3.2's `coherent`
/// pointers; Apple's compiler names them `simdgroup_matrix_8x8_{load,store}.
/// {device,system}_coherent`) visible to the whole device or to other devices and command
/// buffers as well.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Coherence {
    #[default]
    None,
    Device,
    System,
}

impl Coherence {
    /// The name token, with its leading dot (empty for plain accesses).
    fn token(self) -> &'static str {
        match self {
            Coherence::None => "",
            Coherence::Device => ".device_coherent",
            Coherence::System => ".system_coherent",
        }
    }
}

/// Math functions: Metal's math library, decoded from `air.[fast_]<fn>.<suffix>`. The
/// precise versions follow the Metal Shading Language specification's accuracy; the fast
/// versions (`air.fast_*`) its fast-math accuracy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MathFn {
    // Floating-point, one operand.
    Fabs,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Exp10,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    /// Round toward −∞.
    Floor,
    /// Round toward +∞.
    Ceil,
    /// Round toward zero.
    Trunc,
    /// Round to nearest, halfway cases away from zero.
    Round,
    /// Round to nearest even.
    Rint,
    /// `x - floor(x)`, clamped below 1.
    Fract,
    // Floating-point, two operands.
    /// IEEE minNum: a NaN operand yields the other operand.
    Fmin,
    Fmax,
    Pow,
    Powr,
    Atan2,
    /// Remainder with the sign of the dividend (C's `fmod`).
    Fmod,
    Copysign,
    /// `x × 2^n`; the second operand is an integer (vector) of matching lanes.
    Ldexp,
    // Floating-point, three operands.
    /// Fused multiply-add, one rounding.
    Fma,
    // Floating-point vectors.
    /// Dot product of two float vectors, a scalar result.
    Dot,
    // Integer (signedness from the suffix).
    Min,
    Max,
    /// Absolute value of a signed integer.
    Abs,
    /// Smallest / largest of three integers.
    Min3,
    Max3,
    /// Leading / trailing zero bits; the bit width for 0.
    Clz,
    Ctz,
    /// Number of set bits.
    Popcount,
    /// The bits in reverse order.
    ReverseBits,
    // Float or integer.
    /// `min(max(x, lo), hi)`.
    Clamp,
    // Floating-point, added for the kernels of real libraries (ggml, msplat, flash
    // attention); the Metal Shading Language specification's definitions.
    /// 1.0 for x > 0, -1.0 for x < 0, x itself for ±0, +0.0 for a NaN.
    Sign,
    /// `clamp(x, 0.0, 1.0)`.
    Saturate,
    /// `fmin(x, fmin(y, z))` / `fmax(x, fmax(y, z))`.
    Fmin3,
    Fmax3,
    /// `sincos(x, thread T* cos) -> sin`: the sine, and the cosine stored through the
    /// pointer (the only math function with a memory effect).
    Sincos,
    // Integer bit fields (signedness from the suffix).
    /// `extract_bits(x, uint offset, uint bits)`: bits `[offset, offset + bits)` of `x` in
    /// the low bits, zero-extended (unsigned) or sign-extended from the field's top bit
    /// (signed); 0 when `bits` is 0.
    ExtractBits,
    /// `insert_bits(base, insert, uint offset, uint bits)`: `base` with bits
    /// `[offset, offset + bits)` replaced by the low `bits` bits of `insert`.
    InsertBits,
    // Boolean vectors (`bool2` …) to one bool.
    /// `all(x)`: every component is true.
    All,
    /// `any(x)`: some component is true.
    Any,
}

/// How many operands of which shape a math function takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MathShape {
    Unary,
    Binary,
    Ternary,
    Ldexp,
    Dot,
    /// `(T, i32 offset, i32 bits) -> T`.
    ExtractBits,
    /// `(T, T, i32 offset, i32 bits) -> T`.
    InsertBits,
    /// `(<N x T>) -> T`: one result from every component.
    Horizontal,
    /// `(T, T* out) -> T`.
    SinCos,
}

/// What a suffix must be for a math function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MathDomain {
    Float,
    /// Integer with a signedness token.
    SignedOrUnsigned,
    /// Integer with `s.`.
    Signed,
    /// Integer, with or without a signedness token (the operation ignores it).
    Int,
    /// Float, or integer with a signedness token.
    Any,
    /// `i1` or a vector of `i1`, without a signedness token.
    Bool,
}

const MATH: &[(&str, MathFn, MathShape, MathDomain, bool)] = {
    use MathDomain as D;
    use MathFn::*;
    use MathShape as S;
    // (name, function, shape, domain, has a fast_ variant)
    &[
        ("fabs", Fabs, S::Unary, D::Float, true),
        ("sqrt", Sqrt, S::Unary, D::Float, true),
        ("rsqrt", Rsqrt, S::Unary, D::Float, true),
        ("exp", Exp, S::Unary, D::Float, true),
        ("exp2", Exp2, S::Unary, D::Float, true),
        ("exp10", Exp10, S::Unary, D::Float, true),
        ("log", Log, S::Unary, D::Float, true),
        ("log2", Log2, S::Unary, D::Float, true),
        ("log10", Log10, S::Unary, D::Float, true),
        ("sin", Sin, S::Unary, D::Float, true),
        ("cos", Cos, S::Unary, D::Float, true),
        ("tan", Tan, S::Unary, D::Float, true),
        ("asin", Asin, S::Unary, D::Float, true),
        ("acos", Acos, S::Unary, D::Float, true),
        ("atan", Atan, S::Unary, D::Float, true),
        ("sinh", Sinh, S::Unary, D::Float, true),
        ("cosh", Cosh, S::Unary, D::Float, true),
        ("tanh", Tanh, S::Unary, D::Float, true),
        ("asinh", Asinh, S::Unary, D::Float, true),
        ("acosh", Acosh, S::Unary, D::Float, true),
        ("atanh", Atanh, S::Unary, D::Float, true),
        ("floor", Floor, S::Unary, D::Float, true),
        ("ceil", Ceil, S::Unary, D::Float, true),
        ("trunc", Trunc, S::Unary, D::Float, true),
        ("round", Round, S::Unary, D::Float, true),
        ("rint", Rint, S::Unary, D::Float, true),
        ("fract", Fract, S::Unary, D::Float, true),
        ("fmin", Fmin, S::Binary, D::Float, true),
        ("fmax", Fmax, S::Binary, D::Float, true),
        ("pow", Pow, S::Binary, D::Float, true),
        ("powr", Powr, S::Binary, D::Float, true),
        ("atan2", Atan2, S::Binary, D::Float, true),
        ("fmod", Fmod, S::Binary, D::Float, true),
        ("copysign", Copysign, S::Binary, D::Float, true),
        ("ldexp", Ldexp, S::Ldexp, D::Float, true),
        ("fma", Fma, S::Ternary, D::Float, true),
        ("dot", Dot, S::Dot, D::Float, true),
        ("min", Min, S::Binary, D::SignedOrUnsigned, false),
        ("max", Max, S::Binary, D::SignedOrUnsigned, false),
        ("abs", Abs, S::Unary, D::Signed, false),
        ("min3", Min3, S::Ternary, D::SignedOrUnsigned, false),
        ("max3", Max3, S::Ternary, D::SignedOrUnsigned, false),
        ("clz", Clz, S::Unary, D::Int, false),
        ("ctz", Ctz, S::Unary, D::Int, false),
        ("popcount", Popcount, S::Unary, D::Int, false),
        ("reverse_bits", ReverseBits, S::Unary, D::Int, false),
        ("clamp", Clamp, S::Ternary, D::Any, true),
        ("sign", Sign, S::Unary, D::Float, true),
        ("saturate", Saturate, S::Unary, D::Float, true),
        ("fmin3", Fmin3, S::Ternary, D::Float, true),
        ("fmax3", Fmax3, S::Ternary, D::Float, true),
        ("sincos", Sincos, S::SinCos, D::Float, true),
        ("extract_bits", ExtractBits, S::ExtractBits, D::SignedOrUnsigned, false),
        ("insert_bits", InsertBits, S::InsertBits, D::Int, false),
        ("all", All, S::Horizontal, D::Bool, false),
        ("any", Any, S::Horizontal, D::Bool, false),
    ]
};

impl MathFn {
    fn entry(self) -> Option<&'static (&'static str, MathFn, MathShape, MathDomain, bool)> {
        MATH.iter().find(|e| e.1 == self)
    }

    pub fn name(self) -> &'static str {
        self.entry().map(|e| e.0).unwrap_or("?")
    }

    /// The number of operands.
    pub fn arity(self) -> usize {
        match self.entry().map(|e| e.2) {
            Some(MathShape::Unary | MathShape::Horizontal) => 1,
            Some(MathShape::Ternary | MathShape::ExtractBits) => 3,
            Some(MathShape::InsertBits) => 4,
            _ => 2,
        }
    }
}

/// The shape of a texture, decoded from the name (`2d_array`, `cube`, `2d_ms`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TexShape {
    pub dim: TexDim,
    pub array: bool,
    pub multisample: bool,
    /// A depth texture (`*_depth_*` names).
    pub depth: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexDim {
    D1,
    D2,
    D3,
    Cube,
}

impl TexShape {
    /// The shape as it appears in a name, without the texture/depth word (`2d_ms_array`).
    pub fn token(self) -> String {
        let mut s = match self.dim {
            TexDim::D1 => "1d",
            TexDim::D2 => "2d",
            TexDim::D3 => "3d",
            TexDim::Cube => "cube",
        }
        .to_string();
        if self.multisample {
            s.push_str("_ms");
        }
        if self.array {
            s.push_str("_array");
        }
        s
    }
}

/// What a texture operation does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexVerb {
    /// Filtered read through a sampler.
    Sample,
    /// Depth comparison through a sampler (depth textures).
    SampleCompare,
    /// Four texels of one component through a sampler.
    Gather,
    /// Gather of depth comparisons.
    GatherCompare,
    /// Unfiltered read of one texel at integer coordinates.
    Read,
    /// Write of one texel.
    Write,
    /// Size queries (`get_width` … `get_num_samples`).
    Width,
    Height,
    Depth,
    ArraySize,
    NumMipLevels,
    NumSamples,
}

const TEX_VERBS: &[(&str, TexVerb)] = &[
    ("sample_compare", TexVerb::SampleCompare),
    ("gather_compare", TexVerb::GatherCompare),
    ("sample", TexVerb::Sample),
    ("gather", TexVerb::Gather),
    ("read", TexVerb::Read),
    ("write", TexVerb::Write),
    ("get_width", TexVerb::Width),
    ("get_height", TexVerb::Height),
    ("get_depth", TexVerb::Depth),
    ("get_array_size", TexVerb::ArraySize),
    ("get_num_mip_levels", TexVerb::NumMipLevels),
    ("get_num_samples", TexVerb::NumSamples),
];

impl TexVerb {
    pub fn name(self) -> &'static str {
        TEX_VERBS.iter().find(|v| v.1 == self).map(|v| v.0).unwrap_or("?")
    }
}

/// LLVM intrinsics AIR uses, with LLVM's semantics (LangRef).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LlvmOp {
    /// `llvm.lifetime.start(i64 size, ptr)`: the object's lifetime begins (its contents
    /// are undefined until written).
    LifetimeStart,
    /// `llvm.lifetime.end(i64 size, ptr)`: the object is dead.
    LifetimeEnd,
    /// `llvm.memcpy(dst, src, len, i1 volatile)`: non-overlapping copy.
    Memcpy,
    /// `llvm.memmove(dst, src, len, i1 volatile)`: copy that allows overlap.
    Memmove,
    /// `llvm.memset(dst, i8 value, len, i1 volatile)`.
    Memset,
    /// `llvm.assume(i1)`: the operand is true; a hint with no effect.
    Assume,
    /// `a × b + c`, fused or not at the implementation's choice.
    FMulAdd,
    /// Fused multiply-add.
    Fma,
    SMax,
    SMin,
    UMax,
    UMin,
    /// `llvm.abs(x, i1 int_min_is_poison)`.
    Abs,
    FAbs,
    Ctpop,
    /// `llvm.ctlz(x, i1 zero_is_poison)`.
    Ctlz,
    /// `llvm.cttz(x, i1 zero_is_poison)`.
    Cttz,
    Bitreverse,
    Bswap,
    MinNum,
    MaxNum,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Rint,
    Round,
    Copysign,
    Exp,
    Exp2,
    Log,
    Log2,
    Sin,
    Cos,
    Pow,
    /// Funnel shifts (three operands).
    Fshl,
    Fshr,
    /// Saturating add/subtract: the exact result clamped to the type's unsigned or
    /// signed range.
    UAddSat,
    USubSat,
    SAddSat,
    SSubSat,
    /// Debug-info markers (`llvm.dbg.value/declare/label(metadata …)`): no effect.
    DbgValue,
    DbgDeclare,
    DbgLabel,
}

/// (name without `llvm.`, op, overloaded on a value type) — longest names first where one
/// is a prefix of another.
const LLVM: &[(&str, LlvmOp, bool)] = {
    use LlvmOp::*;
    &[
        ("lifetime.start", LifetimeStart, false),
        ("lifetime.end", LifetimeEnd, false),
        ("memcpy", Memcpy, false),
        ("memmove", Memmove, false),
        ("memset", Memset, false),
        ("assume", Assume, false),
        ("fmuladd", FMulAdd, true),
        ("fma", Fma, true),
        ("smax", SMax, true),
        ("smin", SMin, true),
        ("umax", UMax, true),
        ("umin", UMin, true),
        ("abs", Abs, true),
        ("fabs", FAbs, true),
        ("ctpop", Ctpop, true),
        ("ctlz", Ctlz, true),
        ("cttz", Cttz, true),
        ("bitreverse", Bitreverse, true),
        ("bswap", Bswap, true),
        ("minnum", MinNum, true),
        ("maxnum", MaxNum, true),
        ("sqrt", Sqrt, true),
        ("floor", Floor, true),
        ("ceil", Ceil, true),
        ("trunc", Trunc, true),
        ("rint", Rint, true),
        ("round", Round, true),
        ("copysign", Copysign, true),
        ("exp", Exp, true),
        ("exp2", Exp2, true),
        ("log", Log, true),
        ("log2", Log2, true),
        ("sin", Sin, true),
        ("cos", Cos, true),
        ("pow", Pow, true),
        ("fshl", Fshl, true),
        ("fshr", Fshr, true),
        ("uadd.sat", UAddSat, true),
        ("usub.sat", USubSat, true),
        ("sadd.sat", SAddSat, true),
        ("ssub.sat", SSubSat, true),
        ("dbg.value", DbgValue, false),
        ("dbg.declare", DbgDeclare, false),
        ("dbg.label", DbgLabel, false),
    ]
};

impl LlvmOp {
    pub fn name(self) -> &'static str {
        LLVM.iter().find(|e| e.1 == self).map(|e| e.0).unwrap_or("?")
    }
}

/// A typed GPU operation. Operands stay in the instruction (`Op::Gpu::args`) in the order
/// the intrinsic takes them; what the name (and constant operands) say is decoded here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GpuOp {
    /// `air.get_simdgroup_size.<int>() -> int`: the number of threads in a SIMD-group
    /// (the execution width), as an integer of the suffix's width.
    SimdgroupSize { ty: Elem },
    /// `air.wg.barrier(i32 flags, i32 scope)` / `air.simdgroup.barrier(i32, i32)`: every
    /// thread of the group waits until all have arrived, and memory accesses selected by
    /// `flags` made before it are visible after it within `scope`. `flags` and `scope`
    /// are the decoded constant operands (None when an operand is not a constant).
    Barrier { kind: BarrierKind, flags: Option<MemFlags>, scope: Option<MemScope> },
    /// `air.atomic.fence(i32 flags, i32 order, i32 scope)`: orders the calling thread's
    /// accesses to the memory selected by `flags`, with memory order `order`, for the
    /// threads of `scope`; no thread waits. The decoded constant operands, as for barriers.
    Fence { flags: Option<MemFlags>, order: Option<MemOrder>, scope: Option<MemScope> },
    /// `air.atomic.<space>.<op>[.<sign>].<ty>`: an atomic on device or threadgroup
    /// memory; operands as [`AtomicOp`] describes, order/scope/volatile operands last.
    Atomic { space: AtomicSpace, op: AtomicOp, ty: Elem, imm: AtomicImm },
    /// `air.<group>_<op>.<ty>(T) -> T`: reduction over the group's active threads.
    Reduce { group: Group, op: ReduceOp, ty: Elem },
    /// `air.<group>_prefix_{inclusive,exclusive}_<op>.<ty>(T) -> T`: scan in lane order;
    /// the exclusive form gives lane 0 the identity (0 or 1).
    Scan { group: Group, op: ScanOp, inclusive: bool, ty: Elem },
    /// `air.<group>_<shuffle kind>.<ty>(T, …) -> T`: read another lane's value; lane
    /// operands are integers (`i16` in the AIR seen so far).
    Shuffle { group: Group, kind: ShuffleKind, ty: Elem },
    /// `air.<group>_broadcast.<ty>(T, lane) -> T`: every thread gets lane `lane`'s value.
    Broadcast { group: Group, ty: Elem },
    /// `air.<group>_broadcast_first.<ty>(T) -> T`: every thread gets the value of the
    /// lowest active lane.
    BroadcastFirst { group: Group, ty: Elem },
    /// `air.<group>_{any,all,ballot}(i1)`: votes; `ty` is the ballot mask's suffix when
    /// the name has one.
    Vote { group: Group, kind: VoteKind, ty: Option<Elem> },
    /// `air.<group>_is_first() -> i1`: true in the lowest active lane only.
    IsFirst { group: Group },
    /// `air.simd_vote_{all,any}.<int>(mask) -> i1`: MSL's `simd_vote(mask).all()` — every
    /// bit of the SIMD-group's threads is set — and `.any()` — some such bit is; bits of
    /// lanes no thread occupies do not count. Per thread, no communication.
    VoteMask { all: bool, ty: Elem },
    /// `air.is_uniform.<ty>(T) -> i1`: whether the value is the same in every active
    /// thread of the SIMD-group. Metal's frontend passes the result to `llvm.assume`, so
    /// a backend may treat it as a uniformity fact.
    IsUniform { ty: Elem },
    /// `air.simdgroup_matrix_8x8_*`.
    Matrix(MatrixOp),
    /// Math library functions; `fast` for `air.fast_*`.
    Math { func: MathFn, fast: bool, ty: Elem },
    /// `air.convert.<dst>.<src>(src) -> dst`, each written `<kind>.<type>` with kind `f`,
    /// `s` or `u`. Float → integer rounds toward zero; integer → float and float
    /// narrowing round to nearest even; → `i1` is `!= 0`; integer → integer truncates or
    /// extends by the source's signedness (C++ conversion rules, as Metal defines them).
    Convert { dst: Elem, src: Elem },
    /// `air.normalize_function_constant_predicate.<ty>(x)`: the truth value of a boolean
    /// function constant from its stored representation.
    NormalizeFunctionConstantPredicate { ty: Elem },
    /// `air.is_function_constant_defined(i8 addrspace(2)* placeholder) -> i1`: whether the
    /// function constant whose placeholder global is the operand was given a value; it is
    /// a constant once the function is specialized.
    IsFunctionConstantDefined,
    /// `air.<verb>_{texture,depth}_<shape>[.<ty>](texture*, …)`: texture access or size
    /// query. The operand list varies between AIR versions and is kept as written; `ty` is
    /// the texel suffix (`v4f32`, `s.v4i32`, `f32` for depth) where the name has one.
    Texture { verb: TexVerb, shape: TexShape, ty: Option<Elem> },
    /// An LLVM intrinsic; `ty` is its overload suffix for value-typed intrinsics.
    Llvm { op: LlvmOp, ty: Option<Elem> },
    /// `air.load.system_coherent[.volatile].<ty>.p<space><ty>(ptr) -> ty` and
    /// `air.store.system_coherent[.volatile].<ty>.p<space><ty>(value, ptr)`: an access to
    /// memory kept coherent with other devices and command buffers (mlx's fences poll and
    /// publish a counter this way).
    CoherentAccess { store: bool, volatile: bool, space: u32, ty: Elem },
    /// `air.simdgroup_async_copy_{1d,2d}.p<dst>i8.p<src>i8`: a copy between device and
    /// threadgroup memory that the SIMD-group starts together (every lane passes the same
    /// operands) and that is complete once `air.wait_simdgroup_events` returns; the result
    /// is the copy's event. 1-D: `(i64 elem_size, i64 elem_align, dst, src, i64 count)`.
    /// 2-D: `(i64 elem_size, i64 elem_align, dst, i64 dst_elements_per_row, i64
    /// dst_element_stride, <2 x i64> dst_tile, src, i64 src_elements_per_row, i64
    /// src_element_stride, <2 x i64> src_tile, <2 x i64> offset_in_src_tile, i32
    /// clamp_mode)`, tiles as (columns, rows); destination elements outside the source
    /// tile are zero (`clamp_mode` 0) or the nearest edge element (1).
    AsyncCopy { dims: u8, dst_space: u32, src_space: u32 },
    /// `air.wait_simdgroup_events(i32 count, event** events)`: waits for the SIMD-group's
    /// async copies whose events are in the array.
    WaitEvents,
    /// An `air.*` or `llvm.*` intrinsic not decoded (the full name); backends report it.
    Unsupported(String),
}

/// Splits `name` into dotted tokens after `prefix` (which includes its dot).
fn tokens<'a>(name: &'a str, prefix: &str) -> Option<Vec<&'a str>> {
    let rest = name.strip_prefix(prefix)?;
    Some(rest.split('.').collect())
}

fn all_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !(s.len() > 1 && s.starts_with('0'))
}

/// A type token: `f32`, `bf16`, `i32`, `v4f16`, `v64f32`.
fn parse_type_token(tok: &str) -> Option<(Scalar, u32)> {
    let (lanes, rest) = match tok.strip_prefix('v') {
        Some(r) => {
            let n = r.bytes().take_while(u8::is_ascii_digit).count();
            let digits = r.get(..n)?;
            if !all_digits(digits) {
                return None;
            }
            let lanes: u32 = digits.parse().ok()?;
            if !(2..=MAX_LANES).contains(&lanes) {
                return None;
            }
            (lanes, r.get(n..)?)
        }
        None => (1, tok),
    };
    let scalar = match rest {
        "f16" => Scalar::F16,
        "bf16" => Scalar::BF16,
        "f32" => Scalar::F32,
        "f64" => Scalar::F64,
        _ => {
            let digits = rest.strip_prefix('i')?;
            if !all_digits(digits) {
                return None;
            }
            let bits: u32 = digits.parse().ok()?;
            if !(1..=128).contains(&bits) {
                return None;
            }
            Scalar::Int(bits)
        }
    };
    Some((scalar, lanes))
}

/// A whole suffix: `[s|u].<type>`, signedness only on integers.
fn parse_elem(toks: &[&str]) -> Option<Elem> {
    let (sign, tok) = match toks {
        [t] => (None, *t),
        ["s", t] => (Some(Sign::Signed), *t),
        ["u", t] => (Some(Sign::Unsigned), *t),
        _ => return None,
    };
    let (scalar, lanes) = parse_type_token(tok)?;
    if sign.is_some() && scalar.is_float() {
        return None;
    }
    Some(Elem { sign, scalar, lanes })
}

/// One `air.convert` operand: `<f|s|u>.<type>`.
fn parse_convert_operand(kind: &str, tok: &str) -> Option<Elem> {
    let (scalar, lanes) = parse_type_token(tok)?;
    let sign = match (kind, scalar.is_float()) {
        ("f", true) => None,
        ("s", false) => Some(Sign::Signed),
        ("u", false) => Some(Sign::Unsigned),
        _ => return None,
    };
    Some(Elem { sign, scalar, lanes })
}

/// A pointer suffix `p<addrspace><type>` (`p1f32`, `p3i8`).
fn parse_pointer_token(tok: &str) -> Option<(u32, Elem)> {
    let r = tok.strip_prefix('p')?;
    let n = r.bytes().take_while(u8::is_ascii_digit).count();
    let digits = r.get(..n)?;
    if !all_digits(digits) {
        return None;
    }
    let space: u32 = digits.parse().ok()?;
    let (scalar, lanes) = parse_type_token(r.get(n..)?)?;
    Some((space, Elem { sign: None, scalar, lanes }))
}

fn group_op(name: &str) -> Option<GpuOp> {
    let (group, rest) = if let Some(r) = name.strip_prefix("air.simd_") {
        (Group::Simd, r)
    } else if let Some(r) = name.strip_prefix("air.quad_") {
        (Group::Quad, r)
    } else {
        return None;
    };
    let toks: Vec<&str> = rest.split('.').collect();
    let (head, suffix) = toks.split_first()?;
    let elem = || parse_elem(suffix);
    let reduce = |op| elem().map(|ty| GpuOp::Reduce { group, op, ty });
    match *head {
        "sum" => reduce(ReduceOp::Sum),
        "product" => reduce(ReduceOp::Product),
        "min" => reduce(ReduceOp::Min).filter(float_or_signed),
        "max" => reduce(ReduceOp::Max).filter(float_or_signed),
        "and" => reduce(ReduceOp::And).filter(int_only),
        "or" => reduce(ReduceOp::Or).filter(int_only),
        "xor" => reduce(ReduceOp::Xor).filter(int_only),
        "any" | "all" | "ballot" => {
            let kind = match *head {
                "any" => VoteKind::Any,
                "all" => VoteKind::All,
                _ => VoteKind::Ballot,
            };
            let ty = if suffix.is_empty() { None } else { Some(elem()?) };
            if kind != VoteKind::Ballot && ty.is_some() {
                return None;
            }
            Some(GpuOp::Vote { group, kind, ty })
        }
        "is_first" if suffix.is_empty() => Some(GpuOp::IsFirst { group }),
        "vote_all" | "vote_any" if group == Group::Simd => elem()
            .filter(|e| e.is_int() && e.lanes == 1 && e.sign.is_none())
            .map(|ty| GpuOp::VoteMask { all: *head == "vote_all", ty }),
        "broadcast" => elem().map(|ty| GpuOp::Broadcast { group, ty }),
        "broadcast_first" => elem().map(|ty| GpuOp::BroadcastFirst { group, ty }),
        h => {
            if let Some(scan) = h.strip_prefix("prefix_") {
                let (inclusive, op) = match scan {
                    "inclusive_sum" => (true, ScanOp::Sum),
                    "inclusive_product" => (true, ScanOp::Product),
                    "exclusive_sum" => (false, ScanOp::Sum),
                    "exclusive_product" => (false, ScanOp::Product),
                    _ => return None,
                };
                return elem().map(|ty| GpuOp::Scan { group, op, inclusive, ty });
            }
            let kind = [
                ShuffleKind::Index,
                ShuffleKind::Up,
                ShuffleKind::Down,
                ShuffleKind::Xor,
                ShuffleKind::RotateUp,
                ShuffleKind::RotateDown,
                ShuffleKind::AndFillUp,
                ShuffleKind::AndFillDown,
            ]
            .into_iter()
            .find(|k| k.name() == h)?;
            elem().map(|ty| GpuOp::Shuffle { group, kind, ty })
        }
    }
}

/// Integer min/max must say which comparison they use.
fn float_or_signed(op: &GpuOp) -> bool {
    matches!(op, GpuOp::Reduce { ty, .. } if ty.is_float() || ty.sign.is_some())
}

fn int_only(op: &GpuOp) -> bool {
    matches!(op, GpuOp::Reduce { ty, .. } if ty.is_int())
}

fn atomic_op(name: &str) -> Option<GpuOp> {
    let toks = tokens(name, "air.atomic.")?;
    let (space, rest) = match toks.split_first()? {
        (&"global", r) => (AtomicSpace::Global, r),
        (&"local", r) => (AtomicSpace::Local, r),
        _ => return None,
    };
    let (op, suffix) = match rest {
        ["cmpxchg", "weak", s @ ..] => (AtomicOp::CmpXchgWeak, s),
        [o, s @ ..] => {
            let op = match *o {
                "add" => AtomicOp::Add,
                "sub" => AtomicOp::Sub,
                "min" => AtomicOp::Min,
                "max" => AtomicOp::Max,
                "and" => AtomicOp::And,
                "or" => AtomicOp::Or,
                "xor" => AtomicOp::Xor,
                "xchg" => AtomicOp::Xchg,
                "load" => AtomicOp::Load,
                "store" => AtomicOp::Store,
                _ => return None,
            };
            (op, s)
        }
        _ => return None,
    };
    let ty = parse_elem(suffix)?;
    if ty.lanes != 1 {
        return None;
    }
    // An integer min/max is meaningless without its comparison.
    if matches!(op, AtomicOp::Min | AtomicOp::Max) && ty.is_int() && ty.sign.is_none() {
        return None;
    }
    Some(GpuOp::Atomic { space, op, ty, imm: AtomicImm::default() })
}

fn matrix_op(name: &str) -> Option<GpuOp> {
    let toks = tokens(name, "air.simdgroup_matrix_8x8_")?;
    let mat = |t: &str| {
        let (scalar, lanes) = parse_type_token(t)?;
        (lanes == 64).then_some(Elem { sign: None, scalar, lanes })
    };
    let op = match toks.as_slice() {
        [verb @ ("load" | "store"), rest @ ..] => {
            let (coherent, m, p) = match rest {
                [m, p] => (Coherence::None, m, p),
                ["device_coherent", m, p] => (Coherence::Device, m, p),
                ["system_coherent", m, p] => (Coherence::System, m, p),
                _ => return None,
            };
            let mat = mat(m)?;
            let (space, elem) = parse_pointer_token(p)?;
            if elem != mat.element() {
                return None;
            }
            if *verb == "load" {
                MatrixOp::Load { mat, space, coherent }
            } else {
                MatrixOp::Store { mat, space, coherent }
            }
        }
        ["multiply_accumulate", d, a, b, c] => {
            MatrixOp::MultiplyAccumulate { d: mat(d)?, a: mat(a)?, b: mat(b)?, c: mat(c)? }
        }
        [kind @ ("init_filled" | "init_diag"), m, v] => {
            let mat = mat(m)?;
            let value = parse_elem(&[v])?;
            if value != mat.element() {
                return None;
            }
            if *kind == "init_diag" {
                MatrixOp::InitDiag { mat, value }
            } else {
                MatrixOp::InitFilled { mat, value }
            }
        }
        _ => return None,
    };
    Some(GpuOp::Matrix(op))
}

fn math_op(name: &str) -> Option<GpuOp> {
    let rest = name.strip_prefix("air.")?;
    let (fast, rest) = match rest.strip_prefix("fast_") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let toks: Vec<&str> = rest.split('.').collect();
    let (head, suffix) = toks.split_first()?;
    let &(_, func, shape, domain, has_fast) = MATH.iter().find(|e| e.0 == *head)?;
    if fast && !has_fast {
        return None;
    }
    let ty = parse_elem(suffix)?;
    let ok = match domain {
        MathDomain::Float => ty.is_float(),
        MathDomain::SignedOrUnsigned => ty.is_int() && ty.sign.is_some(),
        MathDomain::Signed => ty.is_int() && ty.sign == Some(Sign::Signed),
        MathDomain::Int => ty.is_int(),
        MathDomain::Any => ty.is_float() || ty.sign.is_some(),
        MathDomain::Bool => ty.scalar == Scalar::Int(1) && ty.sign.is_none(),
    };
    // Fast variants exist for floating-point only.
    if !ok || (fast && !ty.is_float()) || (shape == MathShape::Dot && ty.lanes < 2) {
        return None;
    }
    Some(GpuOp::Math { func, fast, ty })
}

fn convert_op(name: &str) -> Option<GpuOp> {
    match tokens(name, "air.convert.")?.as_slice() {
        [dk, dt, sk, st] => {
            let dst = parse_convert_operand(dk, dt)?;
            let src = parse_convert_operand(sk, st)?;
            (dst.lanes == src.lanes).then_some(GpuOp::Convert { dst, src })
        }
        _ => None,
    }
}

fn texture_op(name: &str) -> Option<GpuOp> {
    let rest = name.strip_prefix("air.")?;
    let (base, suffix) = match rest.split_once('.') {
        Some((b, s)) => (b, Some(s)),
        None => (rest, None),
    };
    for &(verb_name, verb) in TEX_VERBS {
        let Some(after) = base.strip_prefix(verb_name).and_then(|r| r.strip_prefix('_')) else {
            continue;
        };
        let (depth, shape) = if let Some(s) = after.strip_prefix("texture_") {
            (false, s)
        } else if let Some(s) = after.strip_prefix("depth_") {
            (true, s)
        } else {
            continue;
        };
        if matches!(verb, TexVerb::SampleCompare | TexVerb::GatherCompare) && !depth {
            return None;
        }
        let (dim, tail) = if let Some(t) = shape.strip_prefix("1d") {
            (TexDim::D1, t)
        } else if let Some(t) = shape.strip_prefix("2d") {
            (TexDim::D2, t)
        } else if let Some(t) = shape.strip_prefix("3d") {
            (TexDim::D3, t)
        } else if let Some(t) = shape.strip_prefix("cube") {
            (TexDim::Cube, t)
        } else {
            return None;
        };
        let (multisample, array) = match tail {
            "" => (false, false),
            "_array" => (false, true),
            "_ms" => (true, false),
            "_ms_array" => (true, true),
            _ => return None,
        };
        if multisample && dim != TexDim::D2 {
            return None;
        }
        let ty = match suffix {
            None => None,
            Some(s) => Some(parse_elem(&s.split('.').collect::<Vec<_>>())?),
        };
        let shape = TexShape { dim, array, multisample, depth };
        return Some(GpuOp::Texture { verb, shape, ty });
    }
    None
}

fn llvm_op(name: &str) -> Option<GpuOp> {
    let rest = name.strip_prefix("llvm.")?;
    // Longest match first (`lifetime.start` before a one-token name): the whole rest,
    // then each shorter run of its tokens, looked up in the table sorted by name.
    static SORTED: std::sync::OnceLock<Vec<(&'static str, LlvmOp, bool)>> = std::sync::OnceLock::new();
    let sorted = SORTED.get_or_init(|| {
        let mut v = LLVM.to_vec();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v
    });
    let cuts = std::iter::once(rest.len()).chain(rest.rmatch_indices('.').map(|(i, _)| i));
    let (n, op, typed) = cuts
        .filter_map(|k| rest.get(..k))
        .find_map(|c| sorted.binary_search_by(|e| e.0.cmp(c)).ok().and_then(|i| sorted.get(i)).copied())?;
    let suffix: Vec<&str> = match rest.get(n.len()..) {
        Some("") | None => Vec::new(),
        Some(s) => s.strip_prefix('.')?.split('.').collect(),
    };
    // The debug markers are not overloaded at all.
    if matches!(op, LlvmOp::DbgValue | LlvmOp::DbgDeclare | LlvmOp::DbgLabel) && !suffix.is_empty() {
        return None;
    }
    let ty = if typed {
        // Value-typed overloads have exactly one type token; integers carry no sign.
        let [t] = suffix.as_slice() else { return None };
        let (scalar, lanes) = parse_type_token(t)?;
        Some(Elem { sign: None, scalar, lanes })
    } else {
        None
    };
    if typed {
        let ty = ty?;
        let int_op = matches!(
            op,
            LlvmOp::SMax
                | LlvmOp::SMin
                | LlvmOp::UMax
                | LlvmOp::UMin
                | LlvmOp::Abs
                | LlvmOp::Ctpop
                | LlvmOp::Ctlz
                | LlvmOp::Cttz
                | LlvmOp::Bitreverse
                | LlvmOp::Bswap
                | LlvmOp::Fshl
                | LlvmOp::Fshr
                | LlvmOp::UAddSat
                | LlvmOp::USubSat
                | LlvmOp::SAddSat
                | LlvmOp::SSubSat
        );
        if int_op == ty.is_float() {
            return None;
        }
    }
    Some(GpuOp::Llvm { op, ty })
}

/// `[volatile.]<ty>.p<space><ty>` after `air.{load,store}.system_coherent.`: a scalar
/// and a pointer to that scalar.
fn coherent_op(rest: &str, store: bool) -> Option<GpuOp> {
    let (volatile, rest) = match rest.strip_prefix("volatile.") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (elem, ptr) = rest.split_once('.')?;
    let ty = parse_elem(&[elem]).filter(|e| e.lanes == 1)?;
    let digits = ptr.strip_prefix('p')?;
    let end = digits.find(|c: char| !c.is_ascii_digit())?;
    let space: u32 = digits[..end].parse().ok()?;
    (digits[end..] == ty.type_token()).then_some(GpuOp::CoherentAccess { store, volatile, space, ty })
}

/// `{1d,2d}.p<dst>i8.p<src>i8` after `air.simdgroup_async_copy_`: one side device (1), the
/// other threadgroup (3).
fn async_copy_op(rest: &str) -> Option<GpuOp> {
    let (dims, ptrs) = match rest.split_once('.')? {
        ("1d", p) => (1, p),
        ("2d", p) => (2, p),
        _ => return None,
    };
    let (dst, src) = ptrs.split_once('.')?;
    let space = |tok: &str| {
        parse_pointer_token(tok)
            .filter(|(_, e)| *e == Elem { sign: None, scalar: Scalar::Int(8), lanes: 1 })
            .map(|(s, _)| s)
    };
    let (dst_space, src_space) = (space(dst)?, space(src)?);
    let sides = [dst_space, src_space];
    (sides == [3, 1] || sides == [1, 3]).then_some(GpuOp::AsyncCopy { dims, dst_space, src_space })
}

/// Decodes an intrinsic's name alone. `None` when the name is not an intrinsic (neither
/// `air.` nor `llvm.`); [`GpuOp::Unsupported`] when it is one that is not understood.
pub fn decode_name(name: &str) -> Option<GpuOp> {
    let is_air = name.starts_with("air.");
    if !is_air && !name.starts_with("llvm.") {
        return None;
    }
    let decoded = if !is_air {
        llvm_op(name)
    } else if name == "air.wg.barrier" {
        Some(GpuOp::Barrier { kind: BarrierKind::Threadgroup, flags: None, scope: None })
    } else if name == "air.simdgroup.barrier" {
        Some(GpuOp::Barrier { kind: BarrierKind::Simdgroup, flags: None, scope: None })
    } else if name == "air.atomic.fence" {
        Some(GpuOp::Fence { flags: None, order: None, scope: None })
    } else if name == "air.is_function_constant_defined" {
        Some(GpuOp::IsFunctionConstantDefined)
    } else if let Some(s) = name.strip_prefix("air.get_simdgroup_size.") {
        parse_elem(&[s]).filter(|e| e.is_int() && e.lanes == 1).map(|ty| GpuOp::SimdgroupSize { ty })
    } else if let Some(s) = name.strip_prefix("air.is_uniform.") {
        parse_elem(&s.split('.').collect::<Vec<_>>()).map(|ty| GpuOp::IsUniform { ty })
    } else if let Some(s) = name.strip_prefix("air.normalize_function_constant_predicate.") {
        parse_elem(&[s])
            .filter(|e| e.is_int() && e.lanes == 1)
            .map(|ty| GpuOp::NormalizeFunctionConstantPredicate { ty })
    } else if let Some(rest) = name.strip_prefix("air.load.system_coherent.") {
        coherent_op(rest, false)
    } else if let Some(rest) = name.strip_prefix("air.store.system_coherent.") {
        coherent_op(rest, true)
    } else if name == "air.wait_simdgroup_events" {
        Some(GpuOp::WaitEvents)
    } else if let Some(rest) = name.strip_prefix("air.simdgroup_async_copy_") {
        async_copy_op(rest)
    } else if name.starts_with("air.atomic.") {
        atomic_op(name)
    } else if name.starts_with("air.simdgroup_matrix_8x8_") {
        matrix_op(name)
    } else if name.starts_with("air.convert.") {
        convert_op(name)
    } else if name.starts_with("air.simd_") || name.starts_with("air.quad_") {
        group_op(name)
    } else {
        math_op(name).or_else(|| texture_op(name))
    };
    Some(decoded.unwrap_or_else(|| GpuOp::Unsupported(name.to_string())))
}

/// Decodes a call's intrinsic from the callee's name and the call's function type.
/// `None` when the name is not an intrinsic; [`GpuOp::Unsupported`] when the name is not
/// understood, or when the signature `fn_ty` does not fit what the name says (then the
/// name was not what we take it for).
pub fn classify(name: &str, fn_ty: Type, types: &Types) -> Option<GpuOp> {
    let op = decode_name(name)?;
    if matches!(op, GpuOp::Unsupported(_)) {
        return Some(op);
    }
    let fits = types
        .function_parts(fn_ty)
        .is_some_and(|(ret, params, vararg)| !vararg && op.check(types, params, ret).is_ok());
    Some(if fits { op } else { GpuOp::Unsupported(name.to_string()) })
}

impl GpuOp {
    /// Fills the operation's immediates from the call's operands: `consts[i]` is the value
    /// of operand `i` when it is an integer constant. Barriers take `(flags, scope)`,
    /// atomics their trailing `(order[, failure order], scope, volatile)`.
    pub fn with_constant_operands(mut self, consts: &[Option<u128>]) -> GpuOp {
        let raw = |i: usize| consts.get(i).copied().flatten().and_then(|v| u32::try_from(v).ok());
        match &mut self {
            GpuOp::Barrier { flags, scope, .. } => {
                *flags = raw(0).map(MemFlags);
                *scope = raw(1).map(MemScope::from_raw);
            }
            GpuOp::Fence { flags, order, scope } => {
                *flags = raw(0).map(MemFlags);
                *order = raw(1).map(MemOrder::from_raw);
                *scope = raw(2).map(MemScope::from_raw);
            }
            GpuOp::Atomic { op, imm, .. } => {
                let n = consts.len();
                if n >= 3 {
                    imm.volatile = consts[n - 1].map(|v| v & 1 == 1);
                    imm.scope = raw(n - 2).map(MemScope::from_raw);
                    if *op == AtomicOp::CmpXchgWeak && n >= 4 {
                        imm.failure_order = raw(n - 3).map(MemOrder::from_raw);
                        imm.order = raw(n - 4).map(MemOrder::from_raw);
                    } else {
                        imm.order = raw(n - 3).map(MemOrder::from_raw);
                    }
                }
            }
            _ => {}
        }
        self
    }

    /// A short, stable name: the intrinsic's name re-spelled from the decoded fields,
    /// without `air.` (`simd_sum.f32`, `wg.barrier`, `convert.f.f32.s.i32`,
    /// `llvm.smax.i32`), or `unsupported`. Statistics group by it.
    pub fn name(&self) -> String {
        let opt = |t: &Option<Elem>| t.map(|e| format!(".{e}")).unwrap_or_default();
        match self {
            GpuOp::SimdgroupSize { ty } => format!("get_simdgroup_size.{ty}"),
            GpuOp::Barrier { kind: BarrierKind::Threadgroup, .. } => "wg.barrier".into(),
            GpuOp::Barrier { kind: BarrierKind::Simdgroup, .. } => "simdgroup.barrier".into(),
            GpuOp::Fence { .. } => "atomic.fence".into(),
            GpuOp::Atomic { space, op, ty, .. } => {
                format!("atomic.{}.{}.{ty}", space.name(), op.name())
            }
            GpuOp::Reduce { group, op, ty } => format!("{}_{}.{ty}", group.prefix(), op.name()),
            GpuOp::Scan { group, op, inclusive, ty } => format!(
                "{}_prefix_{}_{}.{ty}",
                group.prefix(),
                if *inclusive { "inclusive" } else { "exclusive" },
                op.name()
            ),
            GpuOp::Shuffle { group, kind, ty } => format!("{}_{}.{ty}", group.prefix(), kind.name()),
            GpuOp::Broadcast { group, ty } => format!("{}_broadcast.{ty}", group.prefix()),
            GpuOp::BroadcastFirst { group, ty } => format!("{}_broadcast_first.{ty}", group.prefix()),
            GpuOp::Vote { group, kind, ty } => format!("{}_{}{}", group.prefix(), kind.name(), opt(ty)),
            GpuOp::IsFirst { group } => format!("{}_is_first", group.prefix()),
            GpuOp::VoteMask { all, ty } => format!("simd_vote_{}.{ty}", if *all { "all" } else { "any" }),
            GpuOp::IsUniform { ty } => format!("is_uniform.{ty}"),
            GpuOp::Matrix(m) => match m {
                MatrixOp::Load { mat, space, coherent } => {
                    format!("simdgroup_matrix_8x8_load{}.{mat}.p{space}{}", coherent.token(), mat.element())
                }
                MatrixOp::Store { mat, space, coherent } => {
                    format!("simdgroup_matrix_8x8_store{}.{mat}.p{space}{}", coherent.token(), mat.element())
                }
                MatrixOp::MultiplyAccumulate { d, a, b, c } => {
                    format!("simdgroup_matrix_8x8_multiply_accumulate.{d}.{a}.{b}.{c}")
                }
                MatrixOp::InitFilled { mat, value } => {
                    format!("simdgroup_matrix_8x8_init_filled.{mat}.{value}")
                }
                MatrixOp::InitDiag { mat, value } => {
                    format!("simdgroup_matrix_8x8_init_diag.{mat}.{value}")
                }
            },
            GpuOp::Math { func, fast, ty } => {
                format!("{}{}.{ty}", if *fast { "fast_" } else { "" }, func.name())
            }
            GpuOp::Convert { dst, src } => {
                format!("convert.{}.{}", dst.convert_token(), src.convert_token())
            }
            GpuOp::NormalizeFunctionConstantPredicate { ty } => {
                format!("normalize_function_constant_predicate.{ty}")
            }
            GpuOp::IsFunctionConstantDefined => "is_function_constant_defined".into(),
            GpuOp::Texture { verb, shape, ty } => format!(
                "{}_{}_{}{}",
                verb.name(),
                if shape.depth { "depth" } else { "texture" },
                shape.token(),
                opt(ty)
            ),
            GpuOp::Llvm { op, ty } => format!("llvm.{}{}", op.name(), opt(ty)),
            GpuOp::CoherentAccess { store, volatile, space, ty } => format!(
                "{}.system_coherent{}.{ty}.p{space}{}",
                if *store { "store" } else { "load" },
                if *volatile { ".volatile" } else { "" },
                ty.type_token()
            ),
            GpuOp::AsyncCopy { dims, dst_space, src_space } => {
                format!("simdgroup_async_copy_{dims}d.p{dst_space}i8.p{src_space}i8")
            }
            GpuOp::WaitEvents => "wait_simdgroup_events".into(),
            GpuOp::Unsupported(_) => "unsupported".into(),
        }
    }

    /// Whether the operation exchanges values between the active lanes of its SIMD-group
    /// (reductions, scans, shuffles, broadcasts, votes, `simd_is_first`, `is_uniform`):
    /// its result depends on which lanes run it, not only on its operands.
    pub fn is_simd_collective(&self) -> bool {
        matches!(
            self,
            GpuOp::Reduce { .. }
                | GpuOp::Scan { .. }
                | GpuOp::Shuffle { .. }
                | GpuOp::Broadcast { .. }
                | GpuOp::BroadcastFirst { .. }
                | GpuOp::Vote { .. }
                | GpuOp::IsFirst { .. }
                | GpuOp::IsUniform { .. }
        )
    }

    /// Whether the operation only computes its result (no memory effect, no
    /// synchronization, no cross-lane communication), so it may be removed when unused.
    pub fn is_pure(&self) -> bool {
        matches!(self, GpuOp::Math { func, .. } if *func != MathFn::Sincos)
            || matches!(
                self,
                GpuOp::SimdgroupSize { .. }
                    | GpuOp::VoteMask { .. }
                    | GpuOp::Convert { .. }
                    | GpuOp::NormalizeFunctionConstantPredicate { .. }
                    | GpuOp::IsFunctionConstantDefined
            )
            || matches!(
                self,
                GpuOp::Llvm { op, .. } if !matches!(
                    op,
                    LlvmOp::LifetimeStart
                        | LlvmOp::LifetimeEnd
                        | LlvmOp::Memcpy
                        | LlvmOp::Memmove
                        | LlvmOp::Memset
                        | LlvmOp::Assume
                        // Kept where they are, as before they were decoded.
                        | LlvmOp::DbgValue
                        | LlvmOp::DbgDeclare
                        | LlvmOp::DbgLabel
                )
            )
    }

    /// Checks operand types `args` and result type `ret` against what the operation
    /// requires; the message says what does not fit.
    pub fn check(&self, t: &Types, args: &[Type], ret: Type) -> Result<(), String> {
        let show = |x: Type| t.display(x);
        let is_void = |x: Type| matches!(t.inner(x), TypeInner::Void);
        let is_int = |x: Type| matches!(t.inner(x), TypeInner::Int(_));
        let is_bool = |x: Type| matches!(t.inner(x), TypeInner::Int(1));
        let count = |n: usize| -> Result<(), String> {
            if args.len() != n {
                return Err(format!("{} takes {n} operands, not {}", self.name(), args.len()));
            }
            Ok(())
        };
        let want = |k: usize, e: Elem| -> Result<(), String> {
            match args.get(k) {
                Some(&a) if e.matches(t, a) => Ok(()),
                Some(&a) => {
                    Err(format!("operand {k} is {} but {} needs {}", show(a), self.name(), e.type_token()))
                }
                None => Err(format!("{} lacks operand {k}", self.name())),
            }
        };
        let want_by = |k: usize, ok: &dyn Fn(Type) -> bool, what: &str| -> Result<(), String> {
            match args.get(k) {
                Some(&a) if ok(a) => Ok(()),
                Some(&a) => Err(format!("operand {k} is {} but {} needs {what}", show(a), self.name())),
                None => Err(format!("{} lacks operand {k}", self.name())),
            }
        };
        let returns = |e: Elem| -> Result<(), String> {
            if e.matches(t, ret) {
                Ok(())
            } else {
                Err(format!("{} returns {}, not {}", self.name(), e.type_token(), show(ret)))
            }
        };
        let returns_by = |ok: bool, what: &str| -> Result<(), String> {
            if ok {
                Ok(())
            } else {
                Err(format!("{} returns {what}, not {}", self.name(), show(ret)))
            }
        };
        let is_ptr = |x: Type| t.is_pointer(x);
        match self {
            GpuOp::Unsupported(_) => Ok(()),
            GpuOp::AsyncCopy { dims, dst_space, src_space } => {
                let in_space = |space: u32| move |x: Type| t.is_pointer(x) && t.addrspace(x) == Some(space);
                let (dst_ok, src_ok) = (in_space(*dst_space), in_space(*src_space));
                let is_pair = |x: Type| {
                    t.vector_len(x) == Some(2) && matches!(t.inner(t.scalar(x)), TypeInner::Int(64))
                };
                let i64_ok = |x: Type| matches!(t.inner(x), TypeInner::Int(64));
                if *dims == 1 {
                    count(5)?;
                    want_by(0, &i64_ok, "an i64 element size")?;
                    want_by(1, &i64_ok, "an i64 element alignment")?;
                    want_by(2, &dst_ok, "a destination pointer in its address space")?;
                    want_by(3, &src_ok, "a source pointer in its address space")?;
                    want_by(4, &i64_ok, "an i64 element count")?;
                } else {
                    count(12)?;
                    want_by(0, &i64_ok, "an i64 element size")?;
                    want_by(1, &i64_ok, "an i64 element alignment")?;
                    want_by(2, &dst_ok, "a destination pointer in its address space")?;
                    for k in [3, 4, 7, 8] {
                        want_by(k, &i64_ok, "an i64")?;
                    }
                    want_by(6, &src_ok, "a source pointer in its address space")?;
                    for k in [5, 9, 10] {
                        want_by(k, &is_pair, "<2 x i64>")?;
                    }
                    want_by(11, &is_int, "an integer clamp mode")?;
                }
                returns_by(is_ptr(ret), "an event pointer")
            }
            GpuOp::WaitEvents => {
                count(2)?;
                want_by(0, &is_int, "an integer count")?;
                want_by(1, &is_ptr, "a pointer to the events")?;
                returns_by(is_void(ret), "void")
            }
            GpuOp::CoherentAccess { store, space, ty, .. } => {
                let ptr_ok = |x: Type| t.is_pointer(x) && t.addrspace(x) == Some(*space);
                let what = format!("a pointer in address space {space}");
                if *store {
                    count(2)?;
                    want(0, *ty)?;
                    want_by(1, &ptr_ok, &what)?;
                    returns_by(is_void(ret), "void")
                } else {
                    count(1)?;
                    want_by(0, &ptr_ok, &what)?;
                    returns(*ty)
                }
            }
            GpuOp::SimdgroupSize { ty } => {
                count(0)?;
                returns(*ty)
            }
            GpuOp::Barrier { .. } | GpuOp::Fence { .. } => {
                count(if matches!(self, GpuOp::Fence { .. }) { 3 } else { 2 })?;
                for k in 0..args.len() {
                    want_by(k, &is_int, "an integer")?;
                }
                returns_by(is_void(ret), "void")
            }
            GpuOp::IsFunctionConstantDefined => {
                count(1)?;
                let constant_ptr = |x: Type| t.addrspace(x) == Some(crate::types::addrspace::CONSTANT);
                want_by(0, &constant_ptr, "a pointer in the constant address space")?;
                returns_by(is_bool(ret), "i1")
            }
            GpuOp::Atomic { space, op, ty, .. } => {
                let space_ok = |x: Type| {
                    t.addrspace(x)
                        == Some(match space {
                            AtomicSpace::Global => crate::types::addrspace::DEVICE,
                            AtomicSpace::Local => crate::types::addrspace::THREADGROUP,
                        })
                };
                want_by(0, &space_ok, "a pointer in the atomic's address space")?;
                let tail = match op {
                    AtomicOp::Load => {
                        count(4)?;
                        1
                    }
                    AtomicOp::CmpXchgWeak => {
                        count(7)?;
                        want_by(1, &is_ptr, "a pointer")?;
                        want(2, *ty)?;
                        want_by(3, &is_int, "an integer")?;
                        4
                    }
                    _ => {
                        count(5)?;
                        want(1, *ty)?;
                        2
                    }
                };
                want_by(tail, &is_int, "an integer")?;
                want_by(tail + 1, &is_int, "an integer")?;
                want_by(tail + 2, &is_bool, "i1")?;
                if *op == AtomicOp::Store {
                    returns_by(is_void(ret), "void")
                } else {
                    returns(*ty)
                }
            }
            GpuOp::Reduce { ty, .. } | GpuOp::Scan { ty, .. } | GpuOp::BroadcastFirst { ty, .. } => {
                count(1)?;
                want(0, *ty)?;
                returns(*ty)
            }
            GpuOp::Shuffle { kind: ShuffleKind::AndFillUp | ShuffleKind::AndFillDown, ty, .. } => {
                if !(3..=4).contains(&args.len()) {
                    return Err(format!("{} takes 3 or 4 operands, not {}", self.name(), args.len()));
                }
                want(0, *ty)?;
                want(1, *ty)?;
                for k in 2..args.len() {
                    want_by(k, &is_int, "an integer")?;
                }
                returns(*ty)
            }
            GpuOp::Shuffle { ty, .. } | GpuOp::Broadcast { ty, .. } => {
                count(2)?;
                want(0, *ty)?;
                want_by(1, &is_int, "an integer lane")?;
                returns(*ty)
            }
            GpuOp::Vote { kind, ty, .. } => {
                count(1)?;
                want_by(0, &is_bool, "i1")?;
                match (kind, ty) {
                    (VoteKind::Ballot, Some(e)) => returns(*e),
                    (VoteKind::Ballot, None) => returns_by(is_int(ret), "an integer"),
                    _ => returns_by(is_bool(ret), "i1"),
                }
            }
            GpuOp::IsFirst { .. } => {
                count(0)?;
                returns_by(is_bool(ret), "i1")
            }
            GpuOp::VoteMask { ty, .. } => {
                count(1)?;
                want(0, *ty)?;
                returns_by(is_bool(ret), "i1")
            }
            GpuOp::IsUniform { ty } => {
                count(1)?;
                want(0, *ty)?;
                returns_by(is_bool(ret), "i1")
            }
            GpuOp::Matrix(m) => match m {
                MatrixOp::Load { mat, space, .. } => {
                    let ok = |x: Type| {
                        t.addrspace(x) == Some(*space)
                            && t.pointee(x).is_none_or(|p| mat.element().matches(t, p))
                    };
                    if args.is_empty() {
                        return Err(format!("{} needs a pointer operand", self.name()));
                    }
                    want_by(0, &ok, "a pointer to its element type")?;
                    returns(*mat)
                }
                MatrixOp::Store { mat, space, .. } => {
                    let ok = |x: Type| {
                        t.addrspace(x) == Some(*space)
                            && t.pointee(x).is_none_or(|p| mat.element().matches(t, p))
                    };
                    if args.len() < 2 {
                        return Err(format!("{} needs a matrix and a pointer", self.name()));
                    }
                    want(0, *mat)?;
                    want_by(1, &ok, "a pointer to its element type")?;
                    returns_by(is_void(ret), "void")
                }
                MatrixOp::MultiplyAccumulate { d, a, b, c } => {
                    count(3)?;
                    want(0, *a)?;
                    want(1, *b)?;
                    want(2, *c)?;
                    returns(*d)
                }
                MatrixOp::InitFilled { mat, value } | MatrixOp::InitDiag { mat, value } => {
                    count(1)?;
                    want(0, *value)?;
                    returns(*mat)
                }
            },
            GpuOp::Math { func, ty, .. } => {
                let shape = func.entry().map(|e| e.2).unwrap_or(MathShape::Unary);
                match shape {
                    MathShape::Unary | MathShape::Binary | MathShape::Ternary => {
                        count(func.arity())?;
                        for k in 0..func.arity() {
                            want(k, *ty)?;
                        }
                        returns(*ty)
                    }
                    MathShape::Ldexp => {
                        count(2)?;
                        want(0, *ty)?;
                        let lanes_ok =
                            |x: Type| is_int(t.scalar(x)) && t.vector_len(x).unwrap_or(1) == ty.lanes;
                        want_by(1, &lanes_ok, "an integer of matching lanes")?;
                        returns(*ty)
                    }
                    MathShape::Dot => {
                        count(2)?;
                        want(0, *ty)?;
                        want(1, *ty)?;
                        returns(ty.element())
                    }
                    MathShape::Horizontal => {
                        count(1)?;
                        want(0, *ty)?;
                        returns(ty.element())
                    }
                    MathShape::ExtractBits | MathShape::InsertBits => {
                        let n = func.arity();
                        count(n)?;
                        for k in 0..n - 2 {
                            want(k, *ty)?;
                        }
                        want_by(n - 2, &is_int, "an integer offset")?;
                        want_by(n - 1, &is_int, "an integer bit count")?;
                        returns(*ty)
                    }
                    MathShape::SinCos => {
                        count(2)?;
                        want(0, *ty)?;
                        let out_ok = |x: Type| is_ptr(x) && t.pointee(x).is_none_or(|p| ty.matches(t, p));
                        want_by(1, &out_ok, "a pointer to its type")?;
                        returns(*ty)
                    }
                }
            }
            GpuOp::Convert { dst, src } => {
                count(1)?;
                want(0, *src)?;
                returns(*dst)
            }
            GpuOp::NormalizeFunctionConstantPredicate { ty } => {
                count(1)?;
                want(0, *ty)?;
                returns_by(is_int(ret), "an integer")
            }
            GpuOp::Texture { verb, .. } => {
                if args.is_empty() {
                    return Err(format!("{} needs a texture operand", self.name()));
                }
                want_by(0, &is_ptr, "a texture pointer")?;
                match verb {
                    TexVerb::Write => returns_by(is_void(ret), "void"),
                    _ => returns_by(!is_void(ret), "a value"),
                }
            }
            GpuOp::Llvm { op, ty } => {
                use LlvmOp::*;
                let ty = *ty;
                match op {
                    LifetimeStart | LifetimeEnd => {
                        count(2)?;
                        want_by(0, &is_int, "an integer size")?;
                        want_by(1, &is_ptr, "a pointer")?;
                        returns_by(is_void(ret), "void")
                    }
                    Memcpy | Memmove | Memset => {
                        count(4)?;
                        want_by(0, &is_ptr, "a pointer")?;
                        if *op == Memset {
                            want_by(1, &|x| matches!(t.inner(x), TypeInner::Int(8)), "i8")?;
                        } else {
                            want_by(1, &is_ptr, "a pointer")?;
                        }
                        want_by(2, &is_int, "an integer length")?;
                        want_by(3, &is_bool, "i1")?;
                        returns_by(is_void(ret), "void")
                    }
                    Assume => {
                        count(1)?;
                        want_by(0, &is_bool, "i1")?;
                        returns_by(is_void(ret), "void")
                    }
                    // Metadata operands (the decoder keeps them as `undef metadata`), as
                    // many as the LLVM version wrote.
                    DbgValue | DbgDeclare | DbgLabel => returns_by(is_void(ret), "void"),
                    _ => {
                        let Some(ty) = ty else {
                            return Err(format!("{} lacks its type suffix", self.name()));
                        };
                        let (n, flag) = match op {
                            Abs | Ctlz | Cttz => (1, true),
                            FMulAdd | Fma | Fshl | Fshr => (3, false),
                            SMax | SMin | UMax | UMin | MinNum | MaxNum | Copysign | Pow | UAddSat
                            | USubSat | SAddSat | SSubSat => (2, false),
                            _ => (1, false),
                        };
                        count(n + usize::from(flag))?;
                        for k in 0..n {
                            want(k, ty)?;
                        }
                        if flag {
                            want_by(n, &is_bool, "i1")?;
                        }
                        returns(ty)
                    }
                }
            }
        }
    }
}

impl fmt::Display for GpuOp {
    /// The name, then the decoded immediates as `key=value` (docs/ir.md).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())?;
        match self {
            GpuOp::Barrier { flags, scope, .. } => {
                if let Some(x) = flags {
                    write!(f, " mem={x}")?;
                }
                if let Some(x) = scope {
                    write!(f, " scope={x}")?;
                }
            }
            GpuOp::Fence { flags, order, scope } => {
                if let Some(x) = flags {
                    write!(f, " mem={x}")?;
                }
                if let Some(x) = order {
                    write!(f, " order={x}")?;
                }
                if let Some(x) = scope {
                    write!(f, " scope={x}")?;
                }
            }
            GpuOp::Atomic { imm, .. } => {
                if let Some(x) = imm.order {
                    write!(f, " order={x}")?;
                }
                if let Some(x) = imm.failure_order {
                    write!(f, " failure={x}")?;
                }
                if let Some(x) = imm.scope {
                    write!(f, " scope={x}")?;
                }
                if imm.volatile == Some(true) {
                    f.write_str(" volatile")?;
                }
            }
            GpuOp::Unsupported(name) => {
                let mut q = String::new();
                for c in name.chars() {
                    if c == '"' || c == '\\' || !(' '..='~').contains(&c) {
                        for b in c.encode_utf8(&mut [0; 4]).bytes() {
                            let _ = write!(q, "\\{b:02X}");
                        }
                    } else {
                        q.push(c);
                    }
                }
                write!(f, " \"{q}\"")?;
            }
            _ => {}
        }
        Ok(())
    }
}
