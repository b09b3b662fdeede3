//! The IR's entities: module, globals, functions, blocks, instructions, constants and
//! metadata. Module-level entities (constants, globals, functions, metadata) live in the
//! module's arenas; blocks and instructions in their function's. Values are small `Copy`
//! enums of handles, so passes can rewrite operands without lifetimes.

use crate::arena::{Arena, Handle};
use crate::types::{Type, Types};
use indexmap::IndexMap;

pub type ConstId = Handle<ConstantData>;
pub type GlobalId = Handle<GlobalVar>;
pub type FuncId = Handle<Function>;
pub type Inst = Handle<InstData>;
pub type Block = Handle<BlockData>;
pub type MdId = Handle<Metadata>;

/// An SSA value as an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    Inst(Inst),
    /// The function's parameter with this index.
    Arg(u32),
    Const(ConstId),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Linkage {
    External,
    Internal,
    Private,
    LinkOnceOdr,
    LinkOnceAny,
    WeakOdr,
    WeakAny,
    Common,
    AvailableExternally,
    ExternalWeak,
    Appending,
}

impl Linkage {
    pub fn name(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Internal => "internal",
            Linkage::Private => "private",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::LinkOnceAny => "linkonce",
            Linkage::WeakOdr => "weak_odr",
            Linkage::WeakAny => "weak",
            Linkage::Common => "common",
            Linkage::AvailableExternally => "available_externally",
            Linkage::ExternalWeak => "extern_weak",
            Linkage::Appending => "appending",
        }
    }
}

/// A module-level constant. Integers hold their bits truncated to the type's width.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstantData {
    Int {
        ty: Type,
        bits: u128,
    },
    /// IEEE bits of half/bfloat/float/double in the low bits.
    Float {
        ty: Type,
        bits: u64,
    },
    Null(Type),
    Undef(Type),
    Poison(Type),
    /// `zeroinitializer`.
    Zero(Type),
    /// Struct, array or vector of constants.
    Aggregate {
        ty: Type,
        elems: Vec<ConstId>,
    },
    /// A packed array or vector of integer or float bits (LLVM's ConstantDataSequential).
    Data {
        ty: Type,
        elems: Vec<u64>,
    },
    Global(GlobalId),
    Function(FuncId),
    Expr {
        ty: Type,
        expr: ConstExpr,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    Cast { op: CastOp, value: ConstId },
    Binary { op: BinaryOp, lhs: ConstId, rhs: ConstId },
    Gep { source: Type, inbounds: bool, base: ConstId, indices: Vec<ConstId> },
    Cmp { pred: u8, lhs: ConstId, rhs: ConstId },
    Select { cond: ConstId, then: ConstId, otherwise: ConstId },
    ExtractElement { vector: ConstId, index: ConstId },
    InsertElement { vector: ConstId, value: ConstId, index: ConstId },
    ShuffleVector { a: ConstId, b: ConstId, mask: Vec<i32> },
    Unary { op: UnaryOp, value: ConstId },
}

/// An attribute as written in IR text (`nocapture`, `align 4`, `"air-buffer-no-alias"`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attribute {
    pub key: String,
    pub value: Option<String>,
    /// String attributes print quoted.
    pub string: bool,
    /// A type argument (`byval(%struct.S)`), printed in parentheses.
    pub ty: Option<Type>,
}

/// The attributes of a function or call site, by position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AttributeLists {
    pub function: Vec<Attribute>,
    pub ret: Vec<Attribute>,
    pub params: Vec<Vec<Attribute>>,
}

/// [`AttributeLists`] shared between every function and call that uses them: a module
/// has a handful of distinct lists and thousands of users, so cloning one is a reference
/// count, not a copy of every attribute's strings. Reads go through `Deref`
/// (`set.function`, `set.params`); writes through `DerefMut` copy the lists first when
/// they are shared, so a change never leaks into another user.
#[derive(Clone, Default, PartialEq)]
pub struct AttributeSet(std::sync::Arc<AttributeLists>);

impl AttributeSet {
    pub fn new(lists: AttributeLists) -> Self {
        AttributeSet(std::sync::Arc::new(lists))
    }
}

impl From<AttributeLists> for AttributeSet {
    fn from(lists: AttributeLists) -> Self {
        AttributeSet::new(lists)
    }
}

impl std::ops::Deref for AttributeSet {
    type Target = AttributeLists;
    fn deref(&self) -> &AttributeLists {
        &self.0
    }
}

impl std::ops::DerefMut for AttributeSet {
    fn deref_mut(&mut self) -> &mut AttributeLists {
        std::sync::Arc::make_mut(&mut self.0)
    }
}

impl std::fmt::Debug for AttributeSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Sharing is not part of the value: printed as the lists under this type's name.
        f.debug_struct("AttributeSet")
            .field("function", &self.function)
            .field("ret", &self.ret)
            .field("params", &self.params)
            .finish()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct GlobalVar {
    pub name: String,
    /// The type of the value stored (the pointee).
    pub value_type: Type,
    /// The global's own type: a pointer to `value_type` in `addrspace`.
    pub ty: Type,
    pub addrspace: u32,
    pub linkage: Linkage,
    pub constant: bool,
    pub init: Option<ConstId>,
    pub align: u32,
    pub section: Option<String>,
    pub externally_initialized: bool,
    pub unnamed_addr: u8,
    pub thread_local: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub ty: Type,
    pub name: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BlockData {
    pub name: Option<String>,
    pub insts: Vec<Inst>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InstData {
    pub op: Op,
    /// Result type (`void` when there is none).
    pub ty: Type,
    pub name: Option<String>,
    /// A debug location `(line, column)`, when the module has debug info.
    pub loc: Option<(u32, u32)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    FNeg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    pub fn name(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "add",
            FAdd => "fadd",
            Sub => "sub",
            FSub => "fsub",
            Mul => "mul",
            FMul => "fmul",
            UDiv => "udiv",
            SDiv => "sdiv",
            FDiv => "fdiv",
            URem => "urem",
            SRem => "srem",
            FRem => "frem",
            Shl => "shl",
            LShr => "lshr",
            AShr => "ashr",
            And => "and",
            Or => "or",
            Xor => "xor",
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    FPTrunc,
    FPExt,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    pub fn name(self) -> &'static str {
        use CastOp::*;
        match self {
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FPToUI => "fptoui",
            FPToSI => "fptosi",
            UIToFP => "uitofp",
            SIToFP => "sitofp",
            FPTrunc => "fptrunc",
            FPExt => "fpext",
            PtrToInt => "ptrtoint",
            IntToPtr => "inttoptr",
            BitCast => "bitcast",
            AddrSpaceCast => "addrspacecast",
        }
    }
}

/// Comparison predicates, with LLVM's numbering (0–15 float, 32–41 integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Predicate(pub u8);

impl Predicate {
    pub fn is_float(self) -> bool {
        self.0 <= 15
    }
    pub fn is_int(self) -> bool {
        (32..=41).contains(&self.0)
    }
    pub fn name(self) -> &'static str {
        const F: [&str; 16] = [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult",
            "ule", "une", "true",
        ];
        const I: [&str; 10] = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"];
        match self.0 {
            p @ 0..=15 => F[p as usize],
            p @ 32..=41 => I[(p - 32) as usize],
            _ => "invalid",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOrdering {
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl AtomicOrdering {
    pub fn name(self) -> &'static str {
        match self {
            AtomicOrdering::NotAtomic => "notatomic",
            AtomicOrdering::Unordered => "unordered",
            AtomicOrdering::Monotonic => "monotonic",
            AtomicOrdering::Acquire => "acquire",
            AtomicOrdering::Release => "release",
            AtomicOrdering::AcqRel => "acq_rel",
            AtomicOrdering::SeqCst => "seq_cst",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
}

impl RmwOp {
    pub fn name(self) -> &'static str {
        use RmwOp::*;
        match self {
            Xchg => "xchg",
            Add => "add",
            Sub => "sub",
            And => "and",
            Nand => "nand",
            Or => "or",
            Xor => "xor",
            Max => "max",
            Min => "min",
            UMax => "umax",
            UMin => "umin",
            FAdd => "fadd",
            FSub => "fsub",
        }
    }
}

/// An instruction. Flags (`nuw`/`nsw`/`exact`, fast-math) are kept as LLVM encodes them so
/// that nothing the module says is lost; the printer spells them out.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Unary {
        op: UnaryOp,
        value: Value,
        fast_math: u8,
    },
    Binary {
        op: BinaryOp,
        lhs: Value,
        rhs: Value,
        flags: u8,
    },
    Cast {
        op: CastOp,
        value: Value,
    },
    Cmp {
        pred: Predicate,
        lhs: Value,
        rhs: Value,
        fast_math: u8,
    },
    Select {
        cond: Value,
        then: Value,
        otherwise: Value,
    },
    Load {
        ty: Type,
        ptr: Value,
        align: u32,
        volatile: bool,
    },
    Store {
        ptr: Value,
        value: Value,
        align: u32,
        volatile: bool,
    },
    Alloca {
        allocated: Type,
        count: Value,
        align: u32,
    },
    Gep {
        source: Type,
        base: Value,
        indices: Vec<Value>,
        inbounds: bool,
    },
    Phi {
        incoming: Vec<(Value, Block)>,
    },
    Call {
        callee: Value,
        fn_ty: Type,
        args: Vec<Value>,
        tail: u8,
        fast_math: u8,
        attrs: AttributeSet,
    },
    ExtractElement {
        vector: Value,
        index: Value,
    },
    InsertElement {
        vector: Value,
        value: Value,
        index: Value,
    },
    ShuffleVector {
        a: Value,
        b: Value,
        mask: Vec<i32>,
    },
    ExtractValue {
        aggregate: Value,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: Value,
        value: Value,
        indices: Vec<u32>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: Value,
        value: Value,
        ordering: AtomicOrdering,
        volatile: bool,
        sync_scope: u8,
    },
    CmpXchg {
        ptr: Value,
        expected: Value,
        new: Value,
        success: AtomicOrdering,
        failure: AtomicOrdering,
        weak: bool,
        volatile: bool,
        sync_scope: u8,
    },
    Fence {
        ordering: AtomicOrdering,
        sync_scope: u8,
    },
    Freeze {
        value: Value,
    },
    Ret {
        value: Option<Value>,
    },
    Br {
        dest: Block,
    },
    CondBr {
        cond: Value,
        then: Block,
        otherwise: Block,
    },
    Switch {
        value: Value,
        default: Block,
        cases: Vec<(ConstId, Block)>,
    },
    Unreachable,
    /// A typed GPU operation that replaced a call to an intrinsic (`passes::lower_air`).
    /// `args` are the call's arguments, in order.
    Gpu {
        op: crate::gpu::GpuOp,
        args: Vec<Value>,
    },
}

impl Op {
    /// LLVM's opcode name (what `llvm-dis` prints), for statistics and differential tests.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            Op::Unary { .. } => "fneg",
            Op::Binary { op, .. } => op.name(),
            Op::Cast { op, .. } => op.name(),
            Op::Cmp { pred, .. } => {
                if pred.is_float() {
                    "fcmp"
                } else {
                    "icmp"
                }
            }
            Op::Select { .. } => "select",
            Op::Load { .. } => "load",
            Op::Store { .. } => "store",
            Op::Alloca { .. } => "alloca",
            Op::Gep { .. } => "getelementptr",
            Op::Phi { .. } => "phi",
            // A GPU operation is a call in the bitcode; counting it as one keeps
            // statistics comparable with llvm-dis after lowering.
            Op::Call { .. } | Op::Gpu { .. } => "call",
            Op::ExtractElement { .. } => "extractelement",
            Op::InsertElement { .. } => "insertelement",
            Op::ShuffleVector { .. } => "shufflevector",
            Op::ExtractValue { .. } => "extractvalue",
            Op::InsertValue { .. } => "insertvalue",
            Op::AtomicRmw { .. } => "atomicrmw",
            Op::CmpXchg { .. } => "cmpxchg",
            Op::Fence { .. } => "fence",
            Op::Freeze { .. } => "freeze",
            Op::Ret { .. } => "ret",
            Op::Br { .. } | Op::CondBr { .. } => "br",
            Op::Switch { .. } => "switch",
            Op::Unreachable => "unreachable",
        }
    }

    /// The GPU operation's name ([`crate::gpu::GpuOp::name`]), for `Op::Gpu` only.
    pub fn gpu_name(&self) -> Option<String> {
        match self {
            Op::Gpu { op, .. } => Some(op.name()),
            _ => None,
        }
    }

    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Ret { .. } | Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } | Op::Unreachable
        )
    }

    /// Successor blocks of a terminator, in operand order.
    pub fn successors(&self) -> Vec<Block> {
        let mut out = Vec::new();
        self.for_each_successor(|b| out.push(b));
        out
    }

    /// Calls `f` with each successor block, in operand order, without allocating (the
    /// verifier and the dominator computation run this on every block of every module).
    #[inline]
    pub fn for_each_successor(&self, mut f: impl FnMut(Block)) {
        match self {
            Op::Br { dest } => f(*dest),
            Op::CondBr { then, otherwise, .. } => {
                f(*then);
                f(*otherwise);
            }
            Op::Switch { default, cases, .. } => {
                f(*default);
                cases.iter().for_each(|c| f(c.1));
            }
            _ => {}
        }
    }

    /// Every value operand, in order.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// Calls `f` with every value operand, in order, without allocating.
    #[inline]
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        match self {
            Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => f(*value),
            Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            Op::Select { cond, then, otherwise } => {
                f(*cond);
                f(*then);
                f(*otherwise);
            }
            Op::Load { ptr, .. } => f(*ptr),
            Op::Store { ptr, value, .. } => {
                f(*value);
                f(*ptr);
            }
            Op::Alloca { count, .. } => f(*count),
            Op::Gep { base, indices, .. } => {
                f(*base);
                indices.iter().for_each(|&v| f(v));
            }
            Op::Phi { incoming } => incoming.iter().for_each(|i| f(i.0)),
            Op::Call { callee, args, .. } => {
                f(*callee);
                args.iter().for_each(|&v| f(v));
            }
            Op::ExtractElement { vector, index } => {
                f(*vector);
                f(*index);
            }
            Op::InsertElement { vector, value, index } => {
                f(*vector);
                f(*value);
                f(*index);
            }
            Op::ShuffleVector { a, b, .. } => {
                f(*a);
                f(*b);
            }
            Op::ExtractValue { aggregate, .. } => f(*aggregate),
            Op::InsertValue { aggregate, value, .. } => {
                f(*aggregate);
                f(*value);
            }
            Op::AtomicRmw { ptr, value, .. } => {
                f(*ptr);
                f(*value);
            }
            Op::CmpXchg { ptr, expected, new, .. } => {
                f(*ptr);
                f(*expected);
                f(*new);
            }
            Op::Ret { value } => value.iter().for_each(|&v| f(v)),
            Op::CondBr { cond, .. } => f(*cond),
            Op::Switch { value, .. } => f(*value),
            Op::Fence { .. } | Op::Br { .. } | Op::Unreachable => {}
            Op::Gpu { args, .. } => args.iter().for_each(|&v| f(v)),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    /// The function type.
    pub ty: Type,
    /// The type of the function as a value: a pointer to `ty`.
    pub ptr_ty: Type,
    pub params: Vec<Param>,
    pub linkage: Linkage,
    pub attrs: AttributeSet,
    pub section: Option<String>,
    pub calling_conv: u32,
    /// Blocks in layout order; the first is the entry. Empty for a declaration.
    pub blocks: Arena<BlockData>,
    pub insts: Arena<InstData>,
}

impl Function {
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    pub fn entry(&self) -> Option<Block> {
        self.blocks.handles().next()
    }

    pub fn instruction_count(&self) -> usize {
        self.blocks.iter().map(|(_, b)| b.insts.len()).sum()
    }
}

/// Metadata, module-wide. Debug-info records are kept by kind name, without their fields,
/// because nothing downstream interprets them.
#[derive(Clone, Debug, PartialEq)]
pub enum Metadata {
    String(String),
    /// A constant value (`i32 1`, `void ()* @f`).
    Value {
        ty: Type,
        value: ConstId,
    },
    Node {
        distinct: bool,
        ops: Vec<Option<MdId>>,
    },
    /// A specialized node (DILocation, DISubprogram, …) kept opaque.
    Special {
        kind: &'static str,
    },
}

#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_filename: Option<String>,
    pub triple: String,
    pub datalayout: String,
    pub types: Types,
    pub constants: Arena<ConstantData>,
    pub globals: Arena<GlobalVar>,
    pub functions: Arena<Function>,
    pub metadata: Arena<Metadata>,
    /// Named metadata in file order (`!air.kernel`, `!llvm.module.flags`, …).
    pub named_metadata: IndexMap<String, Vec<MdId>>,
}

impl Module {
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().find(|(_, f)| f.name == name).map(|(h, _)| h)
    }

    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals.iter().find(|(_, g)| g.name == name).map(|(h, _)| h)
    }

    /// The type of a constant.
    pub fn const_type(&self, c: ConstId) -> Type {
        match &self.constants[c] {
            ConstantData::Int { ty, .. }
            | ConstantData::Float { ty, .. }
            | ConstantData::Null(ty)
            | ConstantData::Undef(ty)
            | ConstantData::Poison(ty)
            | ConstantData::Zero(ty)
            | ConstantData::Aggregate { ty, .. }
            | ConstantData::Data { ty, .. }
            | ConstantData::Expr { ty, .. } => *ty,
            ConstantData::Global(g) => self.globals[*g].ty,
            ConstantData::Function(f) => self.functions[*f].ptr_ty,
        }
    }

    /// The type of a value inside function `f`.
    pub fn value_type(&self, f: &Function, v: Value) -> Type {
        match v {
            Value::Inst(i) => f.insts[i].ty,
            Value::Arg(a) => f.params.get(a as usize).map(|p| p.ty).unwrap_or(f.ty),
            Value::Const(c) => self.const_type(c),
        }
    }

    /// The function a value names directly, looking through constant casts.
    pub fn called_function(&self, v: Value) -> Option<FuncId> {
        let Value::Const(mut c) = v else { return None };
        for _ in 0..8 {
            match &self.constants[c] {
                ConstantData::Function(f) => return Some(*f),
                ConstantData::Expr { expr: ConstExpr::Cast { value, .. }, .. } => c = *value,
                _ => return None,
            }
        }
        None
    }

    /// The global a constant names, looking through casts and GEPs.
    pub fn referenced_global(&self, mut c: ConstId) -> Option<GlobalId> {
        for _ in 0..8 {
            match &self.constants[c] {
                ConstantData::Global(g) => return Some(*g),
                ConstantData::Expr { expr: ConstExpr::Cast { value, .. }, .. } => c = *value,
                ConstantData::Expr { expr: ConstExpr::Gep { base, .. }, .. } => c = *base,
                _ => return None,
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attr(key: &str) -> Attribute {
        Attribute { key: key.to_string(), value: None, string: false, ty: None }
    }

    #[test]
    fn shared_attribute_sets_copy_on_write() {
        let a = AttributeSet::new(AttributeLists {
            function: vec![attr("nounwind")],
            ret: Vec::new(),
            params: vec![vec![attr("nocapture")], vec![attr("readonly")]],
        });
        let mut b = a.clone();
        assert_eq!(a, b);
        b.params.remove(0);
        b.function.push(attr("readnone"));
        assert_eq!(a.params.len(), 2, "the original keeps its lists");
        assert_eq!(a.function, vec![attr("nounwind")]);
        assert_eq!(b.params, vec![vec![attr("readonly")]]);
        assert_eq!(b.function, vec![attr("nounwind"), attr("readnone")]);
        assert_ne!(a, b);
        assert_eq!(
            format!("{:?}", AttributeSet::default()),
            "AttributeSet { function: [], ret: [], params: [] }"
        );
    }
}
