//! Function-constant specialization: what Metal does when a pipeline is created from a
//! function and an `MTLFunctionConstantValues`, and what metal-nt's `specialize` stage
//! does for each `specialized_functions` library of a script.
//!
//! A module declares its constants in `!air.function_constants` (placeholder global,
//! type, name, index). Given values (by name or index, type-checked against the
//! declaration), this pass:
//! 1. gives each defined placeholder its value and decides `air.is_function_constant_defined`;
//! 2. runs the module's static initializers (`llvm.global_ctors`, section
//!    `air.static_init`) in the reference interpreter, so the module globals they derive
//!    from constants (mlx copies every constant into a global; clang computes argument
//!    predicates with `air.normalize_function_constant_predicate`) hold their values;
//! 3. replaces loads of those globals by constants, folds, simplifies and removes dead code;
//! 4. removes the arguments whose gating constant is false (the parameter, its attributes
//!    and its entry-point metadata; later arguments are renumbered) and drops the gate of
//!    the others;
//! 5. removes the initializers, placeholders and everything no longer referenced.
//!
//! Metal's rule for constants left unset: `is_function_constant_defined` is false, a
//! predicate built from one is false, and a value that the specialized code still reads
//! is an error naming the constant and the function ([`SpecializeError::UndefinedRead`]).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use gpu_ir::{
    Arena, BinaryOp, ConstExpr, ConstId, ConstantData, FuncId, Function, GlobalId, GlobalVar, Inst, Linkage,
    MdId, Metadata, Module, Op, Type, TypeInner, Value,
};
use interp::exec::{Host, Thread};
use interp::{CallResult, InterpError, Machine, ThreadId, Val};

use crate::rewrite::use_counts;

// ---------------------------------------------------------------------------------------
// Values

/// The element kind of a function constant (Metal's scalar types that constants may have).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ScalarKind {
    Bool,
    Char,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    Half,
    Float,
}

impl ScalarKind {
    pub const ALL: [ScalarKind; 11] = [
        ScalarKind::Bool,
        ScalarKind::Char,
        ScalarKind::UChar,
        ScalarKind::Short,
        ScalarKind::UShort,
        ScalarKind::Int,
        ScalarKind::UInt,
        ScalarKind::Long,
        ScalarKind::ULong,
        ScalarKind::Half,
        ScalarKind::Float,
    ];

    /// The Metal spelling (`uint`), as `!air.function_constants` writes it.
    pub fn msl(self) -> &'static str {
        match self {
            ScalarKind::Bool => "bool",
            ScalarKind::Char => "char",
            ScalarKind::UChar => "uchar",
            ScalarKind::Short => "short",
            ScalarKind::UShort => "ushort",
            ScalarKind::Int => "int",
            ScalarKind::UInt => "uint",
            ScalarKind::Long => "long",
            ScalarKind::ULong => "ulong",
            ScalarKind::Half => "half",
            ScalarKind::Float => "float",
        }
    }

    /// The script spelling without `Constant` (`UInt`).
    pub fn script(self) -> &'static str {
        match self {
            ScalarKind::Bool => "Bool",
            ScalarKind::Char => "Char",
            ScalarKind::UChar => "UChar",
            ScalarKind::Short => "Short",
            ScalarKind::UShort => "UShort",
            ScalarKind::Int => "Int",
            ScalarKind::UInt => "UInt",
            ScalarKind::Long => "Long",
            ScalarKind::ULong => "ULong",
            ScalarKind::Half => "Half",
            ScalarKind::Float => "Float",
        }
    }

    /// Inclusive range of an integer kind.
    fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            ScalarKind::Char => (i8::MIN.into(), i8::MAX.into()),
            ScalarKind::UChar => (0, u8::MAX.into()),
            ScalarKind::Short => (i16::MIN.into(), i16::MAX.into()),
            ScalarKind::UShort => (0, u16::MAX.into()),
            ScalarKind::Int => (i32::MIN.into(), i32::MAX.into()),
            ScalarKind::UInt => (0, u32::MAX.into()),
            ScalarKind::Long => (i64::MIN.into(), i64::MAX.into()),
            ScalarKind::ULong => (0, u64::MAX.into()),
            _ => return None,
        })
    }
}

/// A constant's type: a scalar kind and a width of 1 to 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ConstType {
    pub scalar: ScalarKind,
    pub width: u8,
}

impl ConstType {
    /// Parses the Metal spelling of `!air.function_constants` (`float4`, `bool`).
    pub fn from_msl(s: &str) -> Option<ConstType> {
        let (base, width) = match s.as_bytes().last() {
            Some(d @ b'2'..=b'4') => (&s[..s.len() - 1], d - b'0'),
            _ => (s, 1),
        };
        let scalar = ScalarKind::ALL.into_iter().find(|k| k.msl() == base)?;
        Some(ConstType { scalar, width })
    }

    /// Parses a script `value_type` (`ConstantFloat4`).
    pub fn from_script(s: &str) -> Option<ConstType> {
        let rest = s.strip_prefix("Constant")?;
        let (base, width) = match rest.as_bytes().last() {
            Some(d @ b'2'..=b'4') => (&rest[..rest.len() - 1], d - b'0'),
            _ => (rest, 1),
        };
        let scalar = ScalarKind::ALL.into_iter().find(|k| k.script() == base)?;
        Some(ConstType { scalar, width })
    }

    pub fn msl(self) -> String {
        if self.width == 1 {
            self.scalar.msl().to_owned()
        } else {
            format!("{}{}", self.scalar.msl(), self.width)
        }
    }

    pub fn script(self) -> String {
        if self.width == 1 {
            format!("Constant{}", self.scalar.script())
        } else {
            format!("Constant{}{}", self.scalar.script(), self.width)
        }
    }
}

/// One element of a given value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
}

/// A value given for a constant: typed (a script's `value_type` and `data`), or text to be
/// read as the constant's declared type (`metal-run --constant NAME=VALUE`: `true`, `-3`,
/// `0x10`, `1.5`, `1,2,3,4` for vectors).
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    Typed { ty: ConstType, elems: Vec<Scalar> },
    Text(String),
}

/// The values of one specialization. A constant named both by name and by index is an
/// error ([`SpecializeError::GivenTwice`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Values {
    pub by_name: BTreeMap<String, Given>,
    pub by_index: BTreeMap<u32, Given>,
}

impl Values {
    pub fn new() -> Values {
        Values::default()
    }

    pub fn name(mut self, name: impl Into<String>, v: Given) -> Values {
        self.by_name.insert(name.into(), v);
        self
    }

    pub fn index(mut self, index: u32, v: Given) -> Values {
        self.by_index.insert(index, v);
        self
    }
}

/// How a given value was named.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ConstRef {
    Name(String),
    Index(u32),
}

impl fmt::Display for ConstRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConstRef::Name(n) => write!(f, "name `{n}`"),
            ConstRef::Index(i) => write!(f, "index {i}"),
        }
    }
}

/// A function constant as the module declares it.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionConstant {
    pub name: String,
    pub index: u32,
    /// The declared type's spelling (`uint`, `float4`).
    pub type_name: String,
    /// `None` for a spelling that is not a Metal constant type.
    pub ty: Option<ConstType>,
    pub global: GlobalId,
}

#[derive(Debug, thiserror::Error)]
pub enum SpecializeError {
    #[error("no function constant named `{name}` in `{function}`{}", suggest(.suggestion, .known))]
    UnknownName { name: String, function: String, suggestion: Option<String>, known: Vec<String> },
    #[error("no function constant with index {index} in `{function}`{}", indices(.known))]
    UnknownIndex { index: u32, function: String, known: Vec<u32> },
    #[error("function constant `{constant}` (index {index}) is declared `{declared}`, but the value given by {given_by} is {given}")]
    TypeMismatch { constant: String, index: u32, declared: String, given: String, given_by: ConstRef },
    #[error("function constant `{constant}` (index {index}, `{declared}`): bad value given by {given_by}: {reason}")]
    BadValue { constant: String, index: u32, declared: String, given_by: ConstRef, reason: String },
    #[error("function constant `{constant}` (index {index}) is given both by name and by index")]
    GivenTwice { constant: String, index: u32 },
    #[error("function constant `{constant}` (index {index}) has type `{declared}`, which is not a function constant type")]
    UnsupportedType { constant: String, index: u32, declared: String },
    #[error("function constant `{constant}` is not defined, but `{function}` reads its value (define it, or guard the read with is_function_constant_defined)")]
    UndefinedRead { constant: String, function: String },
    #[error("argument {index} (`{argument}`) of `{function}` exists only when function constant `{constant}` is true, and it is false, but the specialized code still uses it")]
    GatedArgumentUsed { function: String, argument: String, index: u32, constant: String },
    #[error("no function `{name}` is defined in the module{}", suggest(.suggestion, &[]))]
    NoFunction { name: String, suggestion: Option<String> },
    #[error("cannot rename `{from}` to `{to}`: the module already has a function `{to}`")]
    NameTaken { from: String, to: String },
    #[error("static initializer `{function}` failed: {source}")]
    StaticInit { function: String, source: InterpError },
    #[error("malformed function constant metadata: {0}")]
    Malformed(String),
    #[error("the specialized module does not verify: {0}")]
    Verify(#[from] gpu_ir::VerifyError),
}

fn suggest(s: &Option<String>, known: &[String]) -> String {
    match s {
        Some(s) => format!("; did you mean `{s}`?"),
        None if known.is_empty() => String::new(),
        None => format!(" (it declares: {})", known.join(", ")),
    }
}

fn indices(known: &[u32]) -> String {
    if known.is_empty() {
        " (it declares no function constants)".into()
    } else {
        let v: Vec<String> = known.iter().map(u32::to_string).collect();
        format!(" (it declares indices {})", v.join(", "))
    }
}

/// What a specialization did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Constants that received a value, by index.
    pub defined: BTreeMap<u32, String>,
    /// Constants left undefined, by index.
    pub undefined: BTreeMap<u32, String>,
    /// Static initializers run.
    pub static_initializers: Vec<String>,
    /// Arguments removed because their gating constant is false: (function, index before
    /// removal, argument name).
    pub removed_arguments: Vec<(String, u32, String)>,
    /// Instructions left in defined functions, before and after.
    pub instructions_before: usize,
    pub instructions_after: usize,
    /// Functions (by their final name) that specialization simplified to the fixed point
    /// of folding, dead-code elimination and CFG simplification: the first clean-up of
    /// the optimization pipeline would change nothing in them, and
    /// [`crate::pipeline::optimize_simplified`] skips it.
    pub simplified: Vec<String>,
}

// ---------------------------------------------------------------------------------------
// Reading the declarations

fn md_string(m: &Module, id: Option<MdId>) -> Option<&str> {
    match m.metadata.get(id?)? {
        Metadata::String(s) => Some(s),
        _ => None,
    }
}

fn md_const(m: &Module, id: Option<MdId>) -> Option<ConstId> {
    match m.metadata.get(id?)? {
        Metadata::Value { value, .. } => Some(*value),
        _ => None,
    }
}

fn md_int(m: &Module, id: Option<MdId>) -> Option<u64> {
    match m.constants.get(md_const(m, id)?)? {
        ConstantData::Int { bits, .. } => u64::try_from(*bits).ok(),
        _ => None,
    }
}

fn md_ops(m: &Module, id: Option<MdId>) -> Option<&[Option<MdId>]> {
    match m.metadata.get(id?)? {
        Metadata::Node { ops, .. } => Some(ops),
        _ => None,
    }
}

/// The constants `!air.function_constants` declares, in metadata order.
pub fn function_constants(m: &Module) -> Result<Vec<FunctionConstant>, SpecializeError> {
    let mut out = Vec::new();
    let Some(nodes) = m.named_metadata.get("air.function_constants") else { return Ok(out) };
    for (n, &node) in nodes.iter().enumerate() {
        let bad =
            |what: &str| SpecializeError::Malformed(format!("!air.function_constants entry {n}: {what}"));
        let ops = md_ops(m, Some(node)).ok_or_else(|| bad("not a node"))?;
        let global = ops
            .first()
            .and_then(|&o| md_const(m, o))
            .and_then(|c| m.referenced_global(c))
            .ok_or_else(|| bad("the first operand is not a global"))?;
        let type_name = md_string(m, ops.get(1).copied().flatten()).ok_or_else(|| bad("no type string"))?;
        let name = md_string(m, ops.get(2).copied().flatten()).ok_or_else(|| bad("no name string"))?;
        let index = md_int(m, ops.get(3).copied().flatten())
            .and_then(|i| u32::try_from(i).ok())
            .ok_or_else(|| bad("no index"))?;
        out.push(FunctionConstant {
            name: name.to_owned(),
            index,
            type_name: type_name.to_owned(),
            ty: ConstType::from_msl(type_name),
            global,
        });
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// Values to bytes

fn parse_scalar(kind: ScalarKind, text: &str) -> Result<Scalar, String> {
    let t = text.trim();
    match kind {
        ScalarKind::Bool => match t {
            "true" | "1" => Ok(Scalar::Bool(true)),
            "false" | "0" => Ok(Scalar::Bool(false)),
            _ => Err(format!("`{t}` is not a bool (true, false, 1 or 0)")),
        },
        ScalarKind::Half | ScalarKind::Float => match t {
            "nan" => Ok(Scalar::Float(f64::NAN)),
            "inf" | "+inf" => Ok(Scalar::Float(f64::INFINITY)),
            "-inf" => Ok(Scalar::Float(f64::NEG_INFINITY)),
            _ => t.parse::<f64>().map(Scalar::Float).map_err(|_| format!("`{t}` is not a number")),
        },
        _ => {
            let (neg, digits) = match t.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, t.strip_prefix('+').unwrap_or(t)),
            };
            let magnitude = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
                Some(hex) => u128::from_str_radix(hex, 16),
                None => digits.parse::<u128>(),
            }
            .map_err(|_| format!("`{t}` is not an integer"))?;
            let v = i128::try_from(magnitude).map_err(|_| format!("`{t}` is out of range"))?;
            let v = if neg { -v } else { v };
            match kind {
                ScalarKind::UChar | ScalarKind::UShort | ScalarKind::UInt | ScalarKind::ULong => {
                    u64::try_from(v).map(Scalar::UInt).map_err(|_| format!("`{t}` is out of range"))
                }
                _ => i64::try_from(v).map(Scalar::Int).map_err(|_| format!("`{t}` is out of range")),
            }
        }
    }
}

/// Checks `elems` against `ty`: the count, the kinds and the integer ranges.
fn check_elems(ty: ConstType, elems: &[Scalar]) -> Result<(), String> {
    if elems.len() != ty.width as usize {
        return Err(format!("{} needs {} element(s), {} given", ty.msl(), ty.width, elems.len()));
    }
    for e in elems {
        match (ty.scalar, e) {
            (ScalarKind::Bool, Scalar::Bool(_)) => {}
            (ScalarKind::Half | ScalarKind::Float, Scalar::Float(_) | Scalar::Int(_) | Scalar::UInt(_)) => {}
            (k, Scalar::Int(v)) if k.int_range().is_some() => {
                let (lo, hi) = k.int_range().unwrap_or((0, 0));
                if !(lo..=hi).contains(&i128::from(*v)) {
                    return Err(format!("{v} is out of range for {}", k.msl()));
                }
            }
            (k, Scalar::UInt(v)) if k.int_range().is_some() => {
                let (lo, hi) = k.int_range().unwrap_or((0, 0));
                if !(lo..=hi).contains(&i128::from(*v)) {
                    return Err(format!("{v} is out of range for {}", k.msl()));
                }
            }
            (k, e) => return Err(format!("{e:?} is not a {} value", k.msl())),
        }
    }
    Ok(())
}

fn scalar_val(types: &gpu_ir::Types, elem_ty: Type, s: Scalar) -> Option<Val> {
    let as_f64 = match s {
        Scalar::Bool(b) => f64::from(u8::from(b)),
        Scalar::Int(i) => i as f64,
        Scalar::UInt(u) => u as f64,
        Scalar::Float(f) => f,
    };
    let as_bits = match s {
        Scalar::Bool(b) => u64::from(b),
        Scalar::Int(i) => i as u64,
        Scalar::UInt(u) => u,
        Scalar::Float(f) => f as i64 as u64,
    };
    match types.inner(elem_ty) {
        TypeInner::Int(w) => Some(Val::int(as_bits, *w)),
        TypeInner::Half | TypeInner::Float | TypeInner::Double | TypeInner::BFloat => {
            interp::value::float_of(types, elem_ty, as_f64).ok()
        }
        _ => None,
    }
}

/// The bytes of `elems` stored as the placeholder's value type.
fn value_bytes(m: &Module, value_type: Type, elems: &[Scalar]) -> Option<Vec<u8>> {
    let types = &m.types;
    let val = match types.inner(value_type) {
        TypeInner::Vector { elem, .. } | TypeInner::Array { elem, .. } => {
            Val::Vector(elems.iter().map(|&s| scalar_val(types, *elem, s)).collect::<Option<Vec<_>>>()?)
        }
        _ => scalar_val(types, value_type, *elems.first()?)?,
    };
    let val = match (types.inner(value_type), val) {
        (TypeInner::Array { .. }, Val::Vector(es)) => Val::Aggregate(es),
        (_, v) => v,
    };
    let size = interp::layout::layout(types, value_type).ok()?.size as usize;
    let mut bytes = vec![0u8; size];
    interp::value::to_bytes(types, value_type, &val, &mut bytes).ok()?;
    Some(bytes)
}

// ---------------------------------------------------------------------------------------
// Specialization

/// What is known about a global after the constants are applied.
#[derive(Clone, Debug)]
enum Known {
    /// Its contents.
    Bytes(Vec<u8>),
    /// Derived from (or is) this undefined constant.
    Undefined(String),
}

/// The (global, byte offset) a constant pointer names, through casts and GEPs.
fn global_offset(m: &Module, c: ConstId, depth: u32) -> Option<(GlobalId, u64)> {
    if depth > 16 {
        return None;
    }
    match m.constants.get(c)? {
        ConstantData::Global(g) => Some((*g, 0)),
        ConstantData::Expr { expr: ConstExpr::Cast { value, .. }, .. } => global_offset(m, *value, depth + 1),
        ConstantData::Expr { expr: ConstExpr::Gep { source, base, indices, .. }, .. } => {
            let (g, off) = global_offset(m, *base, depth + 1)?;
            let idx = indices.iter().map(|&i| crate::fold::const_val(m, i)).collect::<Option<Vec<_>>>()?;
            // GEP arithmetic on a fake base address: the difference is the offset.
            const BASE: u64 = 1 << 40;
            let p = interp::exec::gep(&m.types, *source, &Val::Ptr(BASE), &idx).ok()?;
            match p {
                Val::Ptr(x) => Some((g, off + x.checked_sub(BASE)?)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The global a pointer value names inside `f` (through GEP and cast instructions).
fn pointer_global(m: &Module, f: &Function, v: Value, depth: u32) -> Option<GlobalId> {
    if depth > 16 {
        return None;
    }
    match v {
        Value::Const(c) => m.referenced_global(c),
        Value::Inst(i) => match &f.insts.get(i)?.op {
            Op::Gep { base, .. } => pointer_global(m, f, *base, depth + 1),
            Op::Cast { value, .. } => pointer_global(m, f, *value, depth + 1),
            _ => None,
        },
        Value::Arg(_) => None,
    }
}

fn callee_name<'a>(m: &'a Module, op: &Op) -> Option<&'a str> {
    match op {
        Op::Call { callee, .. } => m.called_function(*callee).map(|f| m.functions[f].name.as_str()),
        _ => None,
    }
}

/// `is_function_constant_defined` (call or GPU operation): its pointer operand.
fn is_defined_query(m: &Module, op: &Op) -> Option<Value> {
    match op {
        Op::Gpu { op: gpu_ir::GpuOp::IsFunctionConstantDefined, args } => args.first().copied(),
        Op::Call { args, .. } if callee_name(m, op) == Some("air.is_function_constant_defined") => {
            args.first().copied()
        }
        _ => None,
    }
}

/// `normalize_function_constant_predicate` (call or GPU operation): its operand.
fn normalize_query(m: &Module, op: &Op) -> Option<Value> {
    match op {
        Op::Gpu { op: gpu_ir::GpuOp::NormalizeFunctionConstantPredicate { .. }, args } => {
            args.first().copied()
        }
        Op::Call { args, .. }
            if callee_name(m, op)
                .is_some_and(|n| n.starts_with("air.normalize_function_constant_predicate")) =>
        {
            args.first().copied()
        }
        _ => None,
    }
}

/// The static initializers, in the order Metal runs them: `llvm.global_ctors` by
/// priority (stable), then functions of section `air.static_init` not listed there.
fn static_initializers(m: &Module) -> Vec<FuncId> {
    let mut listed: Vec<(u64, FuncId)> = Vec::new();
    if let Some(g) = m.global_by_name("llvm.global_ctors") {
        if let Some(init) = m.globals[g].init {
            if let Some(ConstantData::Aggregate { elems, .. }) = m.constants.get(init) {
                for &e in elems {
                    if let Some(ConstantData::Aggregate { elems: parts, .. }) = m.constants.get(e) {
                        let prio = parts
                            .first()
                            .and_then(|&p| match m.constants.get(p) {
                                Some(ConstantData::Int { bits, .. }) => u64::try_from(*bits).ok(),
                                _ => None,
                            })
                            .unwrap_or(65535);
                        if let Some(f) = parts.get(1).and_then(|&p| m.called_function(Value::Const(p))) {
                            listed.push((prio, f));
                        }
                    }
                }
            }
        }
    }
    listed.sort_by_key(|p| p.0);
    let mut out: Vec<FuncId> = Vec::new();
    for (_, f) in listed {
        if !out.contains(&f) {
            out.push(f);
        }
    }
    for (h, f) in m.functions.iter() {
        if f.section.as_deref() == Some("air.static_init") && !out.contains(&h) {
            out.push(h);
        }
    }
    out.retain(|&f| !m.functions[f].is_declaration());
    out
}

/// The host of a static initializer: the two function-constant intrinsics here (the
/// answer depends on the values given), every other intrinsic (conversions, math) by the
/// interpreter's AIR host.
struct InitHost {
    /// Address of each placeholder → defined?
    defined: BTreeMap<u64, bool>,
    air: interp::AirHost,
}

impl Host for InitHost {
    fn call(
        &mut self,
        machine: &mut Machine<'_>,
        thread: ThreadId,
        callee: FuncId,
        args: &[Val],
        ret: Type,
    ) -> Result<CallResult, InterpError> {
        let name = machine.module.functions[callee].name.as_str();
        if name == "air.is_function_constant_defined" {
            let addr = match args.first() {
                Some(Val::Ptr(a)) => *a,
                _ => return Err(InterpError::Type("is_function_constant_defined needs a pointer".into())),
            };
            let d = self.defined.get(&addr).copied().unwrap_or(false);
            return Ok(CallResult::Value(Val::bool(d)));
        }
        if name.starts_with("air.normalize_function_constant_predicate") {
            let x = args.first().ok_or_else(|| InterpError::Type("no operand".into()))?.as_u64()?;
            let w = machine.module.types.int_bits(ret).unwrap_or(8);
            return Ok(CallResult::Value(Val::int(u64::from(x != 0), w)));
        }
        self.air.call(machine, thread, callee, args, ret)
    }
}

/// Whether `v` (in `f`) depends on a load of an undefined global, not through a
/// normalized predicate (which reads an undefined constant as false).
fn taint(m: &Module, f: &Function, v: Value, known: &BTreeMap<GlobalId, Known>) -> Option<String> {
    // Each instruction is visited once: operand graphs are DAGs that share nodes.
    let mut seen: BTreeSet<Inst> = BTreeSet::new();
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        let Value::Inst(i) = v else { continue };
        if !seen.insert(i) {
            continue;
        }
        let Some(d) = f.insts.get(i) else { continue };
        let op = &d.op;
        if normalize_query(m, op).is_some() {
            continue;
        }
        if let Op::Load { ptr, .. } = op {
            if let Some(g) = pointer_global(m, f, *ptr, 0) {
                if let Some(Known::Undefined(name)) = known.get(&g) {
                    return Some(name.clone());
                }
            }
        }
        op.for_each_operand(|o| stack.push(o));
    }
    None
}

/// Specializes the whole module with `values` (see the module documentation).
pub fn specialize(m: &mut Module, values: &Values) -> Result<Report, SpecializeError> {
    let function = entry_points(m).first().map(|&f| m.functions[f].name.clone()).unwrap_or_default();
    specialize_module(m, values, &function, false)
}

/// Specializes `function` of the module, renamed to `specialized_name` when given: other
/// entry points are dropped, so the result exports exactly the specialized function.
pub fn specialize_function(
    m: &mut Module,
    function: &str,
    specialized_name: Option<&str>,
    values: &Values,
) -> Result<Report, SpecializeError> {
    let Some(fid) = m.function_by_name(function).filter(|&f| !m.functions[f].is_declaration()) else {
        let names: Vec<&str> = entry_points(m).iter().map(|&f| m.functions[f].name.as_str()).collect();
        return Err(SpecializeError::NoFunction {
            name: function.to_owned(),
            suggestion: diagnostics::did_you_mean(function, names).map(str::to_owned),
        });
    };
    // Other entry points leave the module's interface.
    let mut dropped = false;
    for list in ENTRY_LISTS {
        let Some(nodes) = m.named_metadata.get(list).cloned() else { continue };
        let keep: Vec<MdId> = nodes.iter().copied().filter(|&n| entry_function(m, n) == Some(fid)).collect();
        if keep.len() == nodes.len() {
            continue;
        }
        dropped = true;
        for n in nodes {
            if let Some(f) = entry_function(m, n).filter(|&f| f != fid) {
                m.functions[f].linkage = Linkage::Internal;
            }
        }
        if keep.is_empty() {
            m.named_metadata.shift_remove(list);
        } else {
            m.named_metadata.insert(list.to_owned(), keep);
        }
    }
    let report = specialize_module(m, values, function, dropped)?;
    if let Some(new) = specialized_name.filter(|n| *n != function) {
        if m.function_by_name(new).is_some() {
            return Err(SpecializeError::NameTaken { from: function.to_owned(), to: new.to_owned() });
        }
        if let Some(f) = m.function_by_name(function) {
            m.functions[f].name = new.to_owned();
        }
    }
    let mut report = report;
    if let Some(new) = specialized_name {
        for n in &mut report.simplified {
            if n == function {
                *n = new.to_owned();
            }
        }
    }
    Ok(report)
}

/// Resolves `values` against the declarations: placeholder global → bytes, and the
/// report's defined/undefined lists.
fn resolve_values(
    m: &Module,
    decls: &[FunctionConstant],
    values: &Values,
    function: &str,
    report: &mut Report,
) -> Result<BTreeMap<GlobalId, Known>, SpecializeError> {
    let mut chosen: BTreeMap<u32, (ConstRef, &Given)> = BTreeMap::new();
    for (name, v) in &values.by_name {
        let Some(d) = decls.iter().find(|d| &d.name == name) else {
            let known: Vec<String> = decls.iter().map(|d| d.name.clone()).collect();
            return Err(SpecializeError::UnknownName {
                name: name.clone(),
                function: function.to_owned(),
                suggestion: diagnostics::did_you_mean(name, known.iter().map(String::as_str))
                    .map(str::to_owned),
                known,
            });
        };
        chosen.insert(d.index, (ConstRef::Name(name.clone()), v));
    }
    for (&index, v) in &values.by_index {
        let Some(d) = decls.iter().find(|d| d.index == index) else {
            let mut known: Vec<u32> = decls.iter().map(|d| d.index).collect();
            known.sort_unstable();
            return Err(SpecializeError::UnknownIndex { index, function: function.to_owned(), known });
        };
        if chosen.insert(index, (ConstRef::Index(index), v)).is_some() {
            return Err(SpecializeError::GivenTwice { constant: d.name.clone(), index });
        }
    }
    let mut known = BTreeMap::new();
    for d in decls {
        let Some((given_by, given)) = chosen.get(&d.index) else {
            report.undefined.insert(d.index, d.name.clone());
            known.insert(d.global, Known::Undefined(d.name.clone()));
            continue;
        };
        let Some(ty) = d.ty else {
            return Err(SpecializeError::UnsupportedType {
                constant: d.name.clone(),
                index: d.index,
                declared: d.type_name.clone(),
            });
        };
        let bad = |reason: String| SpecializeError::BadValue {
            constant: d.name.clone(),
            index: d.index,
            declared: d.type_name.clone(),
            given_by: given_by.clone(),
            reason,
        };
        let elems: Vec<Scalar> = match given {
            Given::Typed { ty: gty, elems } => {
                if *gty != ty {
                    return Err(SpecializeError::TypeMismatch {
                        constant: d.name.clone(),
                        index: d.index,
                        declared: d.type_name.clone(),
                        given: gty.script(),
                        given_by: given_by.clone(),
                    });
                }
                elems.clone()
            }
            Given::Text(t) => {
                let parts: Vec<&str> = if ty.width == 1 { vec![t.as_str()] } else { t.split(',').collect() };
                parts
                    .into_iter()
                    .map(|p| parse_scalar(ty.scalar, p))
                    .collect::<Result<_, _>>()
                    .map_err(bad)?
            }
        };
        check_elems(ty, &elems).map_err(bad)?;
        let g = &m.globals[d.global];
        let bytes = value_bytes(m, g.value_type, &elems).ok_or_else(|| {
            bad(format!(
                "the placeholder's type {} does not hold a {}",
                m.types.display(g.value_type),
                ty.msl()
            ))
        })?;
        report.defined.insert(d.index, d.name.clone());
        known.insert(d.global, Known::Bytes(bytes));
    }
    Ok(known)
}

/// Runs the static initializers; adds what they store to `known`.
fn run_initializers(
    m: &mut Module,
    inits: &[FuncId],
    known: &mut BTreeMap<GlobalId, Known>,
    placeholders: &BTreeSet<GlobalId>,
) -> Result<(), SpecializeError> {
    // The globals each initializer writes, and whether the value written comes from an
    // undefined constant.
    let mut written: BTreeMap<GlobalId, Option<String>> = BTreeMap::new();
    for &fid in inits {
        let f = &m.functions[fid];
        for (_, b) in f.blocks.iter() {
            for &i in &b.insts {
                if let Op::Store { ptr, value, .. } = &f.insts[i].op {
                    if let Some(g) = pointer_global(m, f, *ptr, 0) {
                        let t = taint(m, f, *value, known);
                        let e = written.entry(g).or_insert(None);
                        if e.is_none() {
                            *e = t;
                        }
                    }
                }
            }
        }
    }
    // The interpreter evaluates every initializer; those naming functions (ctor lists,
    // `llvm.used`) mean nothing to it and are set aside while it runs.
    let mut set_aside: Vec<(GlobalId, ConstId)> = Vec::new();
    for (g, gv) in m.globals.iter() {
        if gv.name.starts_with("llvm.") {
            if let Some(init) = gv.init {
                set_aside.push((g, init));
            }
        }
    }
    for &(g, _) in &set_aside {
        m.globals[g].init = None;
    }
    // Defined placeholders get their value as initializer, so loads in the
    // initializers read it.
    let mut saved_inits: Vec<(GlobalId, Option<ConstId>)> = Vec::new();
    for (&g, k) in known.iter() {
        if let Known::Bytes(bytes) = k {
            let ty = m.globals[g].value_type;
            let c = interp::value::from_bytes(&m.types, ty, bytes)
                .ok()
                .and_then(|v| crate::fold::make_const(m, ty, &v));
            saved_inits.push((g, m.globals[g].init));
            m.globals[g].init = c;
        }
    }
    let result = (|| -> Result<Vec<(GlobalId, Vec<u8>)>, SpecializeError> {
        let module: &Module = m;
        let mut machine = Machine::new(module).map_err(|e| SpecializeError::StaticInit {
            function: inits.first().map(|&f| module.functions[f].name.clone()).unwrap_or_default(),
            source: e,
        })?;
        machine.step_limit = 1 << 24;
        let mut host = InitHost { defined: BTreeMap::new(), air: interp::AirHost::new(module) };
        for &g in placeholders {
            if let Ok(a) = machine.global_address(g) {
                host.defined.insert(a, matches!(known.get(&g), Some(Known::Bytes(_))));
            }
        }
        for &fid in inits {
            let fail = |e: InterpError| SpecializeError::StaticInit {
                function: module.functions[fid].name.clone(),
                source: e,
            };
            let mut t = Thread::new(&machine, ThreadId::default(), fid, Vec::new()).map_err(fail)?;
            t.run(&mut machine, &mut host).map_err(fail)?;
            if t.status != interp::exec::Status::Done {
                return Err(fail(InterpError::Unsupported("a collective operation".into())));
            }
        }
        let mut out = Vec::new();
        for &g in written.keys() {
            let size = interp::layout::layout(&module.types, module.globals[g].value_type).map(|l| l.size);
            if let (Ok(addr), Ok(size)) = (machine.global_address(g), size) {
                if let Ok(bytes) = machine.mem.read(addr, size) {
                    out.push((g, bytes.to_vec()));
                }
            }
        }
        Ok(out)
    })();
    for (g, c) in set_aside {
        m.globals[g].init = Some(c);
    }
    for (g, c) in saved_inits {
        m.globals[g].init = c;
    }
    for (g, bytes) in result? {
        if placeholders.contains(&g) {
            continue;
        }
        match written.get(&g).cloned().flatten() {
            Some(name) => {
                known.insert(g, Known::Undefined(name));
            }
            None => {
                // Whatever still refers to the global sees the computed value.
                let ty = m.globals[g].value_type;
                if let Some(c) = interp::value::from_bytes(&m.types, ty, &bytes)
                    .ok()
                    .and_then(|v| crate::fold::make_const(m, ty, &v))
                {
                    m.globals[g].init = Some(c);
                }
                known.insert(g, Known::Bytes(bytes));
            }
        }
    }
    Ok(())
}

/// The entry-point lists of AIR.
const ENTRY_LISTS: [&str; 7] =
    ["air.kernel", "air.vertex", "air.fragment", "air.mesh", "air.object", "air.visible", "air.intersection"];

fn entry_function(m: &Module, node: MdId) -> Option<FuncId> {
    let ops = md_ops(m, Some(node))?;
    m.called_function(Value::Const(md_const(m, ops.first().copied().flatten())?))
}

/// The functions the entry-point lists name.
pub fn entry_points(m: &Module) -> Vec<FuncId> {
    let mut out = Vec::new();
    for list in ENTRY_LISTS {
        for &n in m.named_metadata.get(list).map(Vec::as_slice).unwrap_or_default() {
            if let Some(f) = entry_function(m, n) {
                if !out.contains(&f) {
                    out.push(f);
                }
            }
        }
    }
    out
}

/// Replaces what the constants decide in `fid`: loads of known globals, definedness
/// queries and normalized predicates of constants. Returns whether anything changed.
fn substitute(
    m: &mut Module,
    fid: FuncId,
    known: &BTreeMap<GlobalId, Known>,
    placeholders: &BTreeSet<GlobalId>,
) -> bool {
    /// What one instruction becomes, found without cloning it (this scans every
    /// instruction of every function of a module with constants).
    enum Sub {
        Defined(bool),
        Normalized(ConstId),
        Load { global: GlobalId, offset: u64, ty: Type },
    }
    let mut found: Vec<(Inst, Type, Sub)> = Vec::new();
    {
        let f = &m.functions[fid];
        for (_, b) in f.blocks.iter() {
            for &i in &b.insts {
                let d = &f.insts[i];
                if let Some(ptr) = is_defined_query(m, &d.op) {
                    let g = match ptr {
                        Value::Const(c) => m.referenced_global(c),
                        _ => None,
                    };
                    if let Some(g) = g.filter(|g| placeholders.contains(g)) {
                        found.push((i, d.ty, Sub::Defined(matches!(known.get(&g), Some(Known::Bytes(_))))));
                    }
                    continue;
                }
                if let Some(v) = normalize_query(m, &d.op) {
                    if let Value::Const(c) = v {
                        found.push((i, d.ty, Sub::Normalized(c)));
                    }
                    continue;
                }
                if let Op::Load { ptr: Value::Const(c), ty: load_ty, volatile: false, .. } = &d.op {
                    let Some((g, off)) = global_offset(m, *c, 0) else { continue };
                    if matches!(known.get(&g), Some(Known::Bytes(_))) {
                        found.push((i, d.ty, Sub::Load { global: g, offset: off, ty: *load_ty }));
                    }
                }
            }
        }
    }
    let mut changes: Vec<(Inst, Value)> = Vec::new();
    let mut delete: BTreeSet<Inst> = BTreeSet::new();
    for (i, ty, sub) in found {
        match sub {
            Sub::Defined(defined) => {
                if let Some(c) = crate::fold::make_const(m, ty, &Val::bool(defined)) {
                    changes.push((i, Value::Const(c)));
                    delete.insert(i);
                }
            }
            Sub::Normalized(c) => {
                if let (Some(x), Some(w)) = (crate::fold::const_val(m, c), m.types.int_bits(ty)) {
                    if let Ok(x) = x.as_u64() {
                        if let Some(k) = crate::fold::make_const(m, ty, &Val::int(u64::from(x != 0), w)) {
                            changes.push((i, Value::Const(k)));
                            delete.insert(i);
                        }
                    }
                }
            }
            Sub::Load { global, offset, ty: load_ty } => {
                let Some(Known::Bytes(bytes)) = known.get(&global) else { continue };
                let Ok(l) = interp::layout::layout(&m.types, load_ty) else { continue };
                let (start, end) = (offset as usize, offset as usize + l.size as usize);
                let Some(slice) = bytes.get(start..end) else { continue };
                if let Some(k) = interp::value::from_bytes(&m.types, load_ty, slice)
                    .ok()
                    .and_then(|v| crate::fold::make_const(m, load_ty, &v))
                {
                    changes.push((i, Value::Const(k)));
                }
            }
        }
    }
    let f = &mut m.functions[fid];
    replace_all(f, &changes);
    for &(i, v) in &changes {
        if !delete.contains(&i) {
            f.insts[i].op = Op::Freeze { value: v };
        }
    }
    if !delete.is_empty() {
        for (_, b) in f.blocks.iter_mut() {
            b.insts.retain(|i| !delete.contains(i));
        }
    }
    !changes.is_empty()
}

/// Replaces every use of each instruction in `changes` by its value, in one pass over
/// the function (a replacement that is itself replaced is followed).
fn replace_all(f: &mut Function, changes: &[(Inst, Value)]) {
    if changes.is_empty() {
        return;
    }
    // A dense table: one lookup per operand of every instruction.
    let mut map: Vec<Option<Value>> = vec![None; f.insts.len()];
    for &(i, v) in changes {
        if let Some(x) = map.get_mut(i.index()) {
            *x = Some(v);
        }
    }
    let bound = changes.len();
    let resolve = |mut v: Value| {
        for _ in 0..=bound {
            match v {
                Value::Inst(i) => match map.get(i.index()).copied().flatten() {
                    Some(next) if next != v => v = next,
                    _ => break,
                },
                _ => break,
            }
        }
        v
    };
    let Function { blocks, insts, .. } = f;
    for (_, b) in blocks.iter() {
        for &i in &b.insts {
            if map.get(i.index()).is_some_and(Option::is_some) {
                continue;
            }
            crate::rewrite::for_each_operand_mut(&mut insts[i].op, |v| *v = resolve(*v));
        }
    }
}

fn int_const(m: &Module, v: Value) -> Option<(u64, u32)> {
    let Value::Const(c) = v else { return None };
    match m.constants.get(c)? {
        ConstantData::Int { ty, bits } => Some((*bits as u64, m.types.int_bits(*ty)?)),
        ConstantData::Zero(ty) | ConstantData::Null(ty) => Some((0, m.types.int_bits(*ty)?)),
        _ => None,
    }
}

/// Identities folding leaves alone because one operand is not a constant: `and x, 0`,
/// `and x, -1`, `or x, -1`, `or x, 0`, `xor x, 0`, `mul x, 0`, `select c, a, a`. They
/// are what make a guard such as `is_function_constant_defined(c) && c` fold.
fn simplify_identities(m: &mut Module, fid: FuncId) -> usize {
    let insts: Vec<Inst> =
        m.functions[fid].blocks.iter().flat_map(|(_, b)| b.insts.iter().copied()).collect();
    let mut changes = Vec::new();
    for i in insts {
        let d = &m.functions[fid].insts[i];
        let r = match &d.op {
            Op::Binary { op, lhs, rhs, .. } => {
                let (x, k) = match (int_const(m, *lhs), int_const(m, *rhs)) {
                    (_, Some(k)) => (*lhs, k),
                    (Some(k), _) => (*rhs, k),
                    _ => continue,
                };
                let all = interp::value::mask(k.1);
                let (bits, _) = k;
                let konst = if matches!(
                    op,
                    BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor | BinaryOp::And | BinaryOp::Mul
                ) {
                    if *lhs == x {
                        *rhs
                    } else {
                        *lhs
                    }
                } else {
                    continue;
                };
                match op {
                    BinaryOp::And if bits == 0 => Some(konst),
                    BinaryOp::And if bits == all => Some(x),
                    BinaryOp::Or if bits == all => Some(konst),
                    BinaryOp::Or | BinaryOp::Xor | BinaryOp::Add if bits == 0 => Some(x),
                    BinaryOp::Mul if bits == 0 => Some(konst),
                    BinaryOp::Mul if bits == 1 => Some(x),
                    _ => None,
                }
            }
            Op::Select { then, otherwise, .. } if then == otherwise => Some(*then),
            Op::Phi { .. } => phi_cycle_value(m, f_of(m, fid), i),
            // `getelementptr T, T* %p, 0`: %p itself (a stride that became 0).
            Op::Gep { base, indices, .. }
                if m.value_type(f_of(m, fid), *base) == d.ty
                    && indices.iter().all(|&x| int_const(m, x).is_some_and(|k| k.0 == 0)) =>
            {
                Some(*base)
            }
            _ => None,
        };
        if let Some(v) = r.filter(|&v| v != Value::Inst(i)) {
            changes.push((i, v));
        }
    }
    let n = changes.len();
    let f = &mut m.functions[fid];
    replace_all(f, &changes);
    for (i, v) in changes {
        f.insts[i].op = Op::Freeze { value: v };
    }
    n
}

/// Equal values: the same handle, or constants with equal contents (folding makes a new
/// constant for each result).
fn same_value(m: &Module, a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Const(x), Value::Const(y)) => x == y || m.constants.get(x) == m.constants.get(y),
        _ => a == b,
    }
}

fn f_of(m: &Module, fid: FuncId) -> &Function {
    &m.functions[fid]
}

/// The value of a phi that only ever passes one constant or argument around a cycle of
/// phis (a loop-carried copy of a function constant): the phis reachable through its
/// incoming values have no other input.
fn phi_cycle_value(m: &Module, f: &Function, start: Inst) -> Option<Value> {
    let mut seen = BTreeSet::from([start]);
    let mut stack = vec![start];
    let mut leaf: Option<Value> = None;
    while let Some(p) = stack.pop() {
        let Op::Phi { incoming } = &f.insts[p].op else { return None };
        for &(v, _) in incoming {
            match v {
                Value::Inst(i) if matches!(f.insts[i].op, Op::Phi { .. }) => {
                    if seen.insert(i) {
                        if seen.len() > 64 {
                            return None;
                        }
                        stack.push(i);
                    }
                }
                Value::Const(_) | Value::Arg(_) => match leaf {
                    None => leaf = Some(v),
                    Some(l) if same_value(m, l, v) => {}
                    Some(_) => return None,
                },
                Value::Inst(_) => return None,
            }
        }
    }
    leaf
}

/// Folding, identities, dead-code elimination and CFG simplification to a fixed point.
/// Returns whether it got there (it stops after 32 rounds): then none of those passes
/// would change anything more.
pub fn optimize_function(m: &mut Module, fid: FuncId) -> bool {
    // Removing dead code enables no new folding; folding and CFG changes may, so only
    // they start another round. Each round ends with DCE, so the last one leaves no
    // `freeze` placeholders behind; after a CFG change the next round cleans up.
    for _ in 0..32 {
        let folded = crate::fold::fold_function(m, fid) + simplify_identities(m, fid) > 0;
        crate::dce::dce_function(m, fid);
        let cfg_changed = crate::cfg::simplify_function(m, fid);
        if !folded && !cfg_changed {
            return true;
        }
    }
    crate::dce::dce_function(m, fid);
    false
}

/// Loads of undefined constants that live code still performs.
fn check_undefined_reads(
    m: &Module,
    fid: FuncId,
    known: &BTreeMap<GlobalId, Known>,
) -> Result<(), SpecializeError> {
    let f = &m.functions[fid];
    let counts = use_counts(f);
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            let d = &f.insts[i];
            let ptr = match &d.op {
                Op::Load { ptr, .. } => *ptr,
                _ => continue,
            };
            if counts[i.index()] == 0 {
                continue;
            }
            if let Some(g) = pointer_global(m, f, ptr, 0) {
                if let Some(Known::Undefined(name)) = known.get(&g) {
                    return Err(SpecializeError::UndefinedRead {
                        constant: name.clone(),
                        function: f.name.clone(),
                    });
                }
            }
        }
    }
    Ok(())
}

/// An argument gate: the argument node's position in its entry's list and the gate's
/// global and constant name.
struct Gate {
    entry_list: String,
    entry_pos: usize,
    arg_pos: usize,
    function: FuncId,
    param: u32,
    global: Option<GlobalId>,
    constant: String,
}

fn gates(m: &Module) -> Vec<Gate> {
    let mut out = Vec::new();
    for list in ENTRY_LISTS {
        for (entry_pos, &node) in
            m.named_metadata.get(list).map(Vec::as_slice).unwrap_or_default().iter().enumerate()
        {
            let Some(function) = entry_function(m, node) else { continue };
            let Some(args) = md_ops(m, Some(node)).and_then(|o| md_ops(m, o.get(2).copied().flatten()))
            else {
                continue;
            };
            for (arg_pos, &a) in args.iter().enumerate() {
                let Some(ops) = md_ops(m, a) else { continue };
                if md_string(m, ops.get(1).copied().flatten()) != Some("air.function_constant") {
                    continue;
                }
                let Some(param) =
                    md_int(m, ops.first().copied().flatten()).and_then(|p| u32::try_from(p).ok())
                else {
                    continue;
                };
                let gate = md_ops(m, ops.get(2).copied().flatten()).unwrap_or_default();
                let global = gate.first().and_then(|&o| md_const(m, o)).and_then(|c| m.referenced_global(c));
                let constant = md_string(m, gate.get(2).copied().flatten()).unwrap_or("?").to_owned();
                out.push(Gate {
                    entry_list: list.to_owned(),
                    entry_pos,
                    arg_pos,
                    function,
                    param,
                    global,
                    constant,
                });
            }
        }
    }
    out
}

fn new_md(m: &mut Module, md: Metadata) -> MdId {
    m.metadata.append(md)
}

fn int_md(m: &mut Module, ty: Type, v: u64) -> MdId {
    let c = m.constants.append(ConstantData::Int { ty, bits: u128::from(v) });
    new_md(m, Metadata::Value { ty, value: c })
}

/// Rewrites argument node `arg_pos` of entry `entry_pos` in `list` with `f`.
fn edit_entry(
    m: &mut Module,
    list: &str,
    entry_pos: usize,
    f: impl FnOnce(&mut Module, &mut Vec<Option<MdId>>),
) {
    let Some(&node) = m.named_metadata.get(list).and_then(|l| l.get(entry_pos)) else { return };
    let Some(mut ops) = md_ops(m, Some(node)).map(<[_]>::to_vec) else { return };
    let Some(mut args) = md_ops(m, ops.get(2).copied().flatten()).map(<[_]>::to_vec) else { return };
    f(m, &mut args);
    let args_node = new_md(m, Metadata::Node { distinct: false, ops: args });
    ops[2] = Some(args_node);
    let new = new_md(m, Metadata::Node { distinct: false, ops });
    if let Some(l) = m.named_metadata.get_mut(list) {
        l[entry_pos] = new;
    }
}

/// Removes parameter `k` of `fid`: signature, attributes, uses (which must be gone) and
/// the entry metadata (later indices shift down by one).
fn remove_param(m: &mut Module, fid: FuncId, k: u32, list: &str, entry_pos: usize, arg_pos: usize) {
    let f = &mut m.functions[fid];
    f.params.remove(k as usize);
    if f.attrs.params.len() > k as usize {
        f.attrs.params.remove(k as usize);
    }
    let Function { blocks, insts, .. } = &mut *f;
    for (_, b) in blocks.iter() {
        for &i in &b.insts {
            crate::rewrite::for_each_operand_mut(&mut insts[i].op, |v| {
                if let Value::Arg(a) = v {
                    if *a > k {
                        *a -= 1;
                    }
                }
            });
        }
    }
    let (ret, vararg, space) = match (m.types.function_parts(f.ty), m.types.addrspace(f.ptr_ty)) {
        (Some((r, _, va)), Some(s)) => (r, va, s),
        _ => return,
    };
    let params: Vec<Type> = f.params.iter().map(|p| p.ty).collect();
    let fty = m.types.intern(TypeInner::Function { ret, params, vararg });
    let pty = m.types.pointer(fty, space);
    let f = &mut m.functions[fid];
    f.ty = fty;
    f.ptr_ty = pty;
    let i32t = m.types.int(32);
    edit_entry(m, list, entry_pos, |m, args| {
        if arg_pos < args.len() {
            args.remove(arg_pos);
        }
        for a in args.iter_mut() {
            let Some(ops) = md_ops(m, *a).map(<[_]>::to_vec) else { continue };
            let Some(idx) = md_int(m, ops.first().copied().flatten()) else { continue };
            if idx > u64::from(k) {
                let mut ops = ops;
                ops[0] = Some(int_md(m, i32t, idx - 1));
                *a = Some(new_md(m, Metadata::Node { distinct: false, ops }));
            }
        }
    });
    // The entry node's function operand carries the function's (new) type.
    if let Some(&node) = m.named_metadata.get(list).and_then(|l| l.get(entry_pos)) {
        if let Some(mut ops) = md_ops(m, Some(node)).map(<[_]>::to_vec) {
            if let Some(c) = md_const(m, ops.first().copied().flatten()) {
                ops[0] = Some(new_md(m, Metadata::Value { ty: pty, value: c }));
                let new = new_md(m, Metadata::Node { distinct: false, ops });
                if let Some(l) = m.named_metadata.get_mut(list) {
                    l[entry_pos] = new;
                }
            }
        }
    }
}

fn arg_name(m: &Module, list: &str, entry_pos: usize, arg_pos: usize, f: &Function, param: u32) -> String {
    let node = m.named_metadata.get(list).and_then(|l| l.get(entry_pos)).copied();
    let arg = node.and_then(|n| md_ops(m, Some(n))).and_then(|o| md_ops(m, o.get(2).copied().flatten()));
    let ops = arg.and_then(|a| a.get(arg_pos).copied().flatten()).and_then(|a| md_ops(m, Some(a)));
    if let Some(ops) = ops {
        for w in ops.windows(2) {
            if md_string(m, w[0]) == Some("air.arg_name") {
                if let Some(n) = md_string(m, w[1]) {
                    return n.to_owned();
                }
            }
        }
    }
    f.params.get(param as usize).and_then(|p| p.name.clone()).unwrap_or_else(|| format!("#{param}"))
}

fn uses_arg(f: &Function, k: u32) -> bool {
    f.blocks.iter().any(|(_, b)| {
        b.insts.iter().any(|&i| {
            let mut uses = false;
            f.insts[i].op.for_each_operand(|v| uses |= v == Value::Arg(k));
            uses
        })
    })
}

/// Applies the gates: arguments whose constant is false are removed, the others lose
/// their gate.
fn apply_gates(
    m: &mut Module,
    known: &BTreeMap<GlobalId, Known>,
    report: &mut Report,
) -> Result<(), SpecializeError> {
    let mut all = gates(m);
    // Later arguments first, so earlier positions stay valid.
    all.sort_by(|a, b| (&a.entry_list, a.entry_pos, b.arg_pos).cmp(&(&b.entry_list, b.entry_pos, a.arg_pos)));
    for g in all {
        let value = match g.global.and_then(|x| known.get(&x)) {
            Some(Known::Bytes(b)) => b.iter().any(|&x| x != 0),
            Some(Known::Undefined(_)) => false,
            None => continue,
        };
        if value {
            edit_entry(m, &g.entry_list, g.entry_pos, |m, args| {
                let Some(&arg) = args.get(g.arg_pos) else { return };
                if let Some(ops) = md_ops(m, arg).map(<[_]>::to_vec) {
                    let ops: Vec<Option<MdId>> = ops
                        .iter()
                        .enumerate()
                        .filter(|(n, _)| !(1..=2).contains(n))
                        .map(|(_, o)| *o)
                        .collect();
                    args[g.arg_pos] = Some(new_md(m, Metadata::Node { distinct: false, ops }));
                }
            });
            continue;
        }
        let f = &m.functions[g.function];
        let name = arg_name(m, &g.entry_list, g.entry_pos, g.arg_pos, f, g.param);
        if (g.param as usize) >= f.params.len() {
            continue;
        }
        if uses_arg(f, g.param) {
            return Err(SpecializeError::GatedArgumentUsed {
                function: f.name.clone(),
                argument: name,
                index: g.param,
                constant: g.constant,
            });
        }
        report.removed_arguments.push((f.name.clone(), g.param, name));
        remove_param(m, g.function, g.param, &g.entry_list, g.entry_pos, g.arg_pos);
    }
    report.removed_arguments.reverse();
    Ok(())
}

/// `cleanup`: remove unused functions and globals even when the module declares no
/// constants (entry points were dropped).
fn specialize_module(
    m: &mut Module,
    values: &Values,
    function: &str,
    cleanup: bool,
) -> Result<Report, SpecializeError> {
    let mut report = Report::default();
    let decls = function_constants(m)?;
    let mut known = resolve_values(m, &decls, values, function, &mut report)?;
    let placeholders: BTreeSet<GlobalId> = decls.iter().map(|d| d.global).collect();
    let defined: Vec<FuncId> = m.functions.handles().filter(|&f| !m.functions[f].is_declaration()).collect();
    report.instructions_before = defined.iter().map(|&f| m.functions[f].instruction_count()).sum();

    let inits = static_initializers(m);
    if !inits.is_empty() {
        for &f in &inits {
            substitute(m, f, &known, &placeholders);
        }
        run_initializers(m, &inits, &mut known, &placeholders)?;
        report.static_initializers = inits.iter().map(|&f| m.functions[f].name.clone()).collect();
    }
    let bodies: Vec<FuncId> = defined.iter().copied().filter(|f| !inits.contains(f)).collect();
    // Only what the constants changed needs simplifying here; the optimization
    // pipeline does the rest.
    // A module without constants has nothing to substitute.
    let mut simplified: Vec<FuncId> = Vec::new();
    if !known.is_empty() {
        for &f in &bodies {
            if substitute(m, f, &known, &placeholders) && optimize_function(m, f) {
                simplified.push(f);
            }
        }
    }
    // What follows changes no instruction of these functions but argument numbers (gated
    // arguments go only when unused) and constant handles: they stay simplified. Named
    // here, since the clean-up renumbers functions.
    let simplified: Vec<String> = simplified.iter().map(|&f| m.functions[f].name.clone()).collect();
    apply_gates(m, &known, &mut report)?;
    for &f in &bodies {
        check_undefined_reads(m, f, &known)?;
    }

    // The initializers have run; the constants are gone.
    for &f in &inits {
        m.functions[f].linkage = Linkage::Internal;
        m.functions[f].section = None;
    }
    if let Some(g) = m.global_by_name("llvm.global_ctors") {
        m.globals[g].linkage = Linkage::Internal;
        m.globals[g].init = None;
    }
    m.named_metadata.shift_remove("air.function_constants");
    for &g in &placeholders {
        let gv = &mut m.globals[g];
        gv.linkage = Linkage::Internal;
    }
    if cleanup || !decls.is_empty() || !inits.is_empty() {
        remove_unused(m, &BTreeSet::new());
    }
    // The verifier runs after the pass in tests and debug builds.
    if cfg!(debug_assertions) {
        for (_, f) in m.functions.iter() {
            gpu_ir::verify_function(m, f)?;
        }
    }
    report.instructions_after = m.functions.iter().map(|(_, f)| f.instruction_count()).sum();
    report.simplified = simplified.into_iter().filter(|n| m.function_by_name(n).is_some()).collect();
    Ok(report)
}

// ---------------------------------------------------------------------------------------
// Removing what nothing references

fn local(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Internal
            | Linkage::Private
            | Linkage::LinkOnceOdr
            | Linkage::LinkOnceAny
            | Linkage::AvailableExternally
            | Linkage::Appending
    )
}

#[derive(Default)]
struct Live {
    consts: BTreeSet<ConstId>,
    globals: BTreeSet<GlobalId>,
    functions: BTreeSet<FuncId>,
    metadata: BTreeSet<MdId>,
}

impl Live {
    fn constant(&mut self, m: &Module, c: ConstId, work: &mut Vec<Work>) {
        let mut stack = vec![c];
        while let Some(c) = stack.pop() {
            if !self.consts.insert(c) {
                continue;
            }
            match m.constants.get(c) {
                Some(ConstantData::Aggregate { elems, .. }) => stack.extend(elems.iter().copied()),
                Some(ConstantData::Global(g)) => work.push(Work::Global(*g)),
                Some(ConstantData::Function(f)) => work.push(Work::Function(*f)),
                Some(ConstantData::Expr { expr, .. }) => match expr {
                    ConstExpr::Cast { value, .. } | ConstExpr::Unary { value, .. } => stack.push(*value),
                    ConstExpr::Binary { lhs, rhs, .. } | ConstExpr::Cmp { lhs, rhs, .. } => {
                        stack.extend([*lhs, *rhs])
                    }
                    ConstExpr::Gep { base, indices, .. } => {
                        stack.push(*base);
                        stack.extend(indices.iter().copied());
                    }
                    ConstExpr::Select { cond, then, otherwise } => stack.extend([*cond, *then, *otherwise]),
                    ConstExpr::ExtractElement { vector, index } => stack.extend([*vector, *index]),
                    ConstExpr::InsertElement { vector, value, index } => {
                        stack.extend([*vector, *value, *index])
                    }
                    ConstExpr::ShuffleVector { a, b, .. } => stack.extend([*a, *b]),
                },
                _ => {}
            }
        }
    }
}

enum Work {
    Global(GlobalId),
    Function(FuncId),
}

/// Rebuilds the module without the functions, globals, constants and metadata nothing
/// live refers to. Live roots: defined functions and globals of non-local linkage, the
/// globals in `keep`, and everything named metadata refers to.
pub fn remove_unused(m: &mut Module, keep: &BTreeSet<GlobalId>) {
    let mut live = Live::default();
    let mut work: Vec<Work> = Vec::new();
    for (h, f) in m.functions.iter() {
        if !f.is_declaration() && !local(f.linkage) {
            work.push(Work::Function(h));
        }
    }
    for (h, g) in m.globals.iter() {
        if keep.contains(&h) || (g.init.is_some() && !local(g.linkage) && !g.name.starts_with("llvm.")) {
            work.push(Work::Global(h));
        }
    }
    // Metadata reachable from named metadata.
    let mut md_stack: Vec<MdId> = m.named_metadata.values().flatten().copied().collect();
    while let Some(id) = md_stack.pop() {
        if !live.metadata.insert(id) {
            continue;
        }
        match m.metadata.get(id) {
            Some(Metadata::Node { ops, .. }) => md_stack.extend(ops.iter().flatten().copied()),
            Some(Metadata::Value { value, .. }) => live.constant(m, *value, &mut work),
            _ => {}
        }
    }
    loop {
        while let Some(w) = work.pop() {
            match w {
                Work::Global(g) => {
                    if live.globals.insert(g) {
                        if let Some(init) = m.globals[g].init {
                            live.constant(m, init, &mut work);
                        }
                    }
                }
                Work::Function(f) => {
                    if live.functions.insert(f) {
                        let func = &m.functions[f];
                        for (_, b) in func.blocks.iter() {
                            for &i in &b.insts {
                                func.insts[i].op.for_each_operand(|v| {
                                    if let Value::Const(c) = v {
                                        live.constant(m, c, &mut work);
                                    }
                                });
                                if let Op::Switch { cases, .. } = &func.insts[i].op {
                                    for (c, _) in cases {
                                        live.constant(m, *c, &mut work);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        // `llvm.used` and `llvm.compiler.used` stay while anything they list is live.
        let mut more = false;
        for (h, g) in m.globals.iter() {
            if live.globals.contains(&h) || !matches!(g.name.as_str(), "llvm.used" | "llvm.compiler.used") {
                continue;
            }
            let Some(init) = g.init else { continue };
            let mut probe = Live::default();
            let mut refs = Vec::new();
            probe.constant(m, init, &mut refs);
            let any_live = refs.iter().any(|r| match r {
                Work::Global(x) => live.globals.contains(x),
                Work::Function(x) => live.functions.contains(x),
            });
            if any_live {
                work.push(Work::Global(h));
                more = true;
            }
        }
        if !more {
            break;
        }
    }
    rebuild(m, &live);
}

fn rebuild(m: &mut Module, live: &Live) {
    let gmap: BTreeMap<GlobalId, GlobalId> =
        live.globals.iter().enumerate().map(|(n, &g)| (g, GlobalId::from_index(n as u32))).collect();
    let fmap: BTreeMap<FuncId, FuncId> =
        live.functions.iter().copied().enumerate().map(|(n, f)| (f, FuncId::from_index(n as u32))).collect();
    // Constants keep their relative order; references are renumbered.
    let cmap: BTreeMap<ConstId, ConstId> =
        live.consts.iter().enumerate().map(|(n, &c)| (c, ConstId::from_index(n as u32))).collect();
    let mc = |c: &ConstId| cmap.get(c).copied().unwrap_or(*c);
    let mut constants = Arena::with_capacity(cmap.len());
    // Live entries are moved out of the old arenas (dropped below), leaving a placeholder
    // without heap data; each is visited once.
    let mut old_constants = std::mem::take(&mut m.constants);
    for &c in &live.consts {
        let mut d = std::mem::replace(&mut old_constants[c], ConstantData::Global(GlobalId::from_index(0)));
        match &mut d {
            ConstantData::Aggregate { elems, .. } => elems.iter_mut().for_each(|e| *e = mc(e)),
            ConstantData::Global(g) => *g = gmap.get(g).copied().unwrap_or(*g),
            ConstantData::Function(f) => *f = fmap.get(f).copied().unwrap_or(*f),
            ConstantData::Expr { expr, .. } => match expr {
                ConstExpr::Cast { value, .. } | ConstExpr::Unary { value, .. } => *value = mc(value),
                ConstExpr::Binary { lhs, rhs, .. } | ConstExpr::Cmp { lhs, rhs, .. } => {
                    *lhs = mc(lhs);
                    *rhs = mc(rhs);
                }
                ConstExpr::Gep { base, indices, .. } => {
                    *base = mc(base);
                    indices.iter_mut().for_each(|i| *i = mc(i));
                }
                ConstExpr::Select { cond, then, otherwise } => {
                    *cond = mc(cond);
                    *then = mc(then);
                    *otherwise = mc(otherwise);
                }
                ConstExpr::ExtractElement { vector, index } => {
                    *vector = mc(vector);
                    *index = mc(index);
                }
                ConstExpr::InsertElement { vector, value, index } => {
                    *vector = mc(vector);
                    *value = mc(value);
                    *index = mc(index);
                }
                ConstExpr::ShuffleVector { a, b, .. } => {
                    *a = mc(a);
                    *b = mc(b);
                }
            },
            _ => {}
        }
        constants.append(d);
    }
    let mut globals: Arena<GlobalVar> = Arena::with_capacity(gmap.len());
    for &g in gmap.keys() {
        let mut gv = m.globals[g].clone();
        gv.init = gv.init.map(|c| mc(&c));
        globals.append(gv);
    }
    let mut functions: Arena<Function> = Arena::with_capacity(fmap.len());
    for &f in fmap.keys() {
        // Moved out, not cloned: the old arena is dropped below.
        let mut func = crate::rewrite::take_function(m, f);
        let handles: Vec<Inst> = func.insts.handles().collect();
        for i in handles {
            let op = &mut func.insts[i].op;
            crate::rewrite::for_each_operand_mut(op, |v| {
                if let Value::Const(c) = v {
                    *c = mc(c);
                }
            });
            if let Op::Switch { cases, .. } = op {
                cases.iter_mut().for_each(|(c, _)| *c = mc(c));
            }
        }
        functions.append(func);
    }
    let mdmap: BTreeMap<MdId, MdId> =
        live.metadata.iter().enumerate().map(|(n, &d)| (d, MdId::from_index(n as u32))).collect();
    let mut metadata = Arena::with_capacity(mdmap.len());
    let mut old_metadata = std::mem::take(&mut m.metadata);
    for &d in mdmap.keys() {
        let mut md = std::mem::replace(&mut old_metadata[d], Metadata::Special { kind: "" });
        match &mut md {
            Metadata::Node { ops, .. } => {
                ops.iter_mut().flatten().for_each(|o| *o = mdmap.get(o).copied().unwrap_or(*o));
            }
            Metadata::Value { value, .. } => *value = mc(value),
            _ => {}
        }
        metadata.append(md);
    }
    for list in m.named_metadata.values_mut() {
        list.iter_mut().for_each(|o| *o = mdmap.get(o).copied().unwrap_or(*o));
    }
    m.constants = constants;
    m.globals = globals;
    m.functions = functions;
    m.metadata = metadata;
}
