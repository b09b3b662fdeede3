//! The IR printer. The text is stable (golden tests and users diff it) and documented in
//! docs/ir.md. It follows LLVM's textual syntax where AIR readers know it, and numbers
//! unnamed values exactly as `llvm-dis` does, so the two can be compared line by line;
//! it differs where LLVM's text carries nothing we keep (attribute groups are written
//! inline, debug-info records print only their kind).

use crate::ir::*;
use crate::types::{Type, TypeInner};
use std::collections::HashMap;
use std::fmt::Write;

/// Quotes a name when it holds characters LLVM's lexer would not accept bare.
pub fn quote_name(name: &str) -> String {
    let bare = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"._$-".contains(&b));
    if bare {
        return name.to_string();
    }
    let mut s = String::from("\"");
    escape_into(name.as_bytes(), &mut s);
    s.push('"');
    s
}

fn escape_into(bytes: &[u8], s: &mut String) {
    for &b in bytes {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
}

fn float_text(ty: &TypeInner, bits: u64) -> String {
    match ty {
        TypeInner::Float => {
            let v = f32::from_bits(bits as u32);
            if v.is_finite() {
                format!("{v:?}")
            } else {
                format!("0x{:08X}", bits as u32)
            }
        }
        TypeInner::Double => {
            let v = f64::from_bits(bits);
            if v.is_finite() {
                format!("{v:?}")
            } else {
                format!("0x{bits:016X}")
            }
        }
        TypeInner::Half => format!("0xH{:04X}", bits as u16),
        TypeInner::BFloat => format!("0xR{:04X}", bits as u16),
        _ => format!("0x{bits:X}"),
    }
}

/// Signed decimal of `bits` as a `width`-bit integer.
pub fn signed(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

struct Printer<'m> {
    m: &'m Module,
    out: String,
}

impl<'m> Printer<'m> {
    fn ty(&self, t: Type) -> String {
        self.m.types.display(t)
    }

    fn attrs(&self, list: &[Attribute]) -> String {
        let mut s = String::new();
        for a in list {
            s.push(' ');
            if a.string {
                s.push('"');
                escape_into(a.key.as_bytes(), &mut s);
                s.push('"');
                if let Some(v) = &a.value {
                    s.push_str("=\"");
                    escape_into(v.as_bytes(), &mut s);
                    s.push('"');
                }
            } else {
                s.push_str(&a.key);
                if let Some(t) = a.ty {
                    let _ = write!(s, "({})", self.ty(t));
                } else if let Some(v) = &a.value {
                    // LLVM spells only `align` with a space (`align 4`, `dereferenceable(4)`).
                    if a.key == "align" {
                        let _ = write!(s, " {v}");
                    } else {
                        let _ = write!(s, "({v})");
                    }
                }
            }
        }
        s
    }

    /// A constant without its type.
    fn constant(&self, c: ConstId, depth: u32) -> String {
        if depth > 32 {
            return "<deep>".into();
        }
        let m = self.m;
        match m.constants.get(c) {
            None => format!("<bad constant {}>", c.index()),
            Some(ConstantData::Int { ty, bits }) => {
                let w = m.types.int_bits(*ty).unwrap_or(64);
                if w == 1 {
                    if *bits & 1 == 1 { "true" } else { "false" }.into()
                } else {
                    signed(*bits, w).to_string()
                }
            }
            Some(ConstantData::Float { ty, bits }) => float_text(m.types.inner(*ty), *bits),
            Some(ConstantData::Null(_)) => "null".into(),
            Some(ConstantData::Undef(_)) => "undef".into(),
            Some(ConstantData::Poison(_)) => "poison".into(),
            Some(ConstantData::Zero(_)) => "zeroinitializer".into(),
            Some(ConstantData::Global(g)) => format!("@{}", quote_name(&m.globals[*g].name)),
            Some(ConstantData::Function(f)) => format!("@{}", quote_name(&m.functions[*f].name)),
            Some(ConstantData::Aggregate { ty, elems }) => {
                let (open, close) = match m.types.inner(*ty) {
                    TypeInner::Vector { .. } => ("<", ">"),
                    TypeInner::Array { .. } => ("[", "]"),
                    TypeInner::Struct { packed: true, .. } | TypeInner::Named { packed: true, .. } => {
                        ("<{", "}>")
                    }
                    _ => ("{", "}"),
                };
                let items: Vec<String> = elems
                    .iter()
                    .map(|e| format!("{} {}", self.ty(m.const_type(*e)), self.constant(*e, depth + 1)))
                    .collect();
                format!("{open} {} {close}", items.join(", "))
            }
            Some(ConstantData::Data { ty, elems }) => {
                let elem = m.types.aggregate_element(*ty, 0).unwrap_or(*ty);
                let is_i8_array = matches!(m.types.inner(*ty), TypeInner::Array { .. })
                    && matches!(m.types.inner(elem), TypeInner::Int(8));
                if is_i8_array {
                    let bytes: Vec<u8> = elems.iter().map(|&b| b as u8).collect();
                    let mut s = String::from("c\"");
                    escape_into(&bytes, &mut s);
                    s.push('"');
                    return s;
                }
                let et = m.types.inner(elem);
                let items: Vec<String> = elems
                    .iter()
                    .map(|&b| match et {
                        TypeInner::Int(w) => format!("{} {}", self.ty(elem), signed(b as u128, *w)),
                        _ => format!("{} {}", self.ty(elem), float_text(et, b)),
                    })
                    .collect();
                let (open, close) = if matches!(m.types.inner(*ty), TypeInner::Vector { .. }) {
                    ("<", ">")
                } else {
                    ("[", "]")
                };
                format!("{open} {} {close}", items.join(", "))
            }
            Some(ConstantData::Expr { ty, expr }) => self.const_expr(*ty, expr, depth),
        }
    }

    fn typed_const(&self, c: ConstId, depth: u32) -> String {
        format!("{} {}", self.ty(self.m.const_type(c)), self.constant(c, depth + 1))
    }

    fn const_expr(&self, ty: Type, e: &ConstExpr, depth: u32) -> String {
        let t = |c: ConstId| self.typed_const(c, depth + 1);
        match e {
            ConstExpr::Cast { op, value } => format!("{} ({} to {})", op.name(), t(*value), self.ty(ty)),
            ConstExpr::Binary { op, lhs, rhs } => format!("{} ({}, {})", op.name(), t(*lhs), t(*rhs)),
            ConstExpr::Unary { op: UnaryOp::FNeg, value } => format!("fneg ({})", t(*value)),
            ConstExpr::Gep { source, inbounds, base, indices } => {
                let mut s = format!(
                    "getelementptr {}({}, {}",
                    if *inbounds { "inbounds " } else { "" },
                    self.ty(*source),
                    t(*base)
                );
                for i in indices {
                    let _ = write!(s, ", {}", t(*i));
                }
                s.push(')');
                s
            }
            ConstExpr::Cmp { pred, lhs, rhs } => {
                let p = Predicate(*pred);
                format!(
                    "{} {} ({}, {})",
                    if p.is_float() { "fcmp" } else { "icmp" },
                    p.name(),
                    t(*lhs),
                    t(*rhs)
                )
            }
            ConstExpr::Select { cond, then, otherwise } => {
                format!("select ({}, {}, {})", t(*cond), t(*then), t(*otherwise))
            }
            ConstExpr::ExtractElement { vector, index } => {
                format!("extractelement ({}, {})", t(*vector), t(*index))
            }
            ConstExpr::InsertElement { vector, value, index } => {
                format!("insertelement ({}, {}, {})", t(*vector), t(*value), t(*index))
            }
            ConstExpr::ShuffleVector { a, b, mask } => {
                format!("shufflevector ({}, {}, {})", t(*a), t(*b), mask_text(mask))
            }
        }
    }

    fn module(&mut self) {
        let m = self.m;
        self.out.push_str("; metal-nt IR 1\n");
        if let Some(s) = &m.source_filename {
            let mut q = String::new();
            escape_into(s.as_bytes(), &mut q);
            let _ = writeln!(self.out, "source_filename = \"{q}\"");
        }
        let _ = writeln!(self.out, "target datalayout = \"{}\"", m.datalayout);
        let _ = writeln!(self.out, "target triple = \"{}\"", m.triple);
        let named: Vec<_> = m.types.iter().filter(|(_, t)| matches!(t, TypeInner::Named { .. })).collect();
        if !named.is_empty() {
            self.out.push('\n');
        }
        for (_, t) in named {
            if let TypeInner::Named { name, fields, packed } = t {
                let body = match fields {
                    None => "opaque".to_string(),
                    Some(f) => {
                        let inner: Vec<String> = f.iter().map(|t| self.ty(*t)).collect();
                        let (o, c) = if *packed { ("<{", "}>") } else { ("{", "}") };
                        if inner.is_empty() {
                            format!("{o}{c}")
                        } else {
                            format!("{o} {} {c}", inner.join(", "))
                        }
                    }
                };
                let _ = writeln!(self.out, "%{} = type {body}", quote_name(name));
            }
        }
        if !m.globals.is_empty() {
            self.out.push('\n');
        }
        for (_, g) in m.globals.iter() {
            let mut s = format!("@{} = ", quote_name(&g.name));
            if g.linkage != Linkage::External || g.init.is_none() {
                let _ = write!(s, "{} ", g.linkage.name());
            }
            if g.thread_local {
                s.push_str("thread_local ");
            }
            match g.unnamed_addr {
                1 => s.push_str("unnamed_addr "),
                2 => s.push_str("local_unnamed_addr "),
                _ => {}
            }
            if g.addrspace != 0 {
                let _ = write!(s, "addrspace({}) ", g.addrspace);
            }
            if g.externally_initialized {
                s.push_str("externally_initialized ");
            }
            s.push_str(if g.constant { "constant " } else { "global " });
            s.push_str(&self.ty(g.value_type));
            if let Some(init) = g.init {
                let _ = write!(s, " {}", self.constant(init, 0));
            }
            if let Some(sec) = &g.section {
                let _ = write!(s, ", section \"{sec}\"");
            }
            if g.align != 0 {
                let _ = write!(s, ", align {}", g.align);
            }
            self.out.push_str(&s);
            self.out.push('\n');
        }
        for (_, f) in m.functions.iter() {
            self.out.push('\n');
            self.function(f);
        }
        self.metadata();
    }

    fn metadata(&mut self) {
        let m = self.m;
        if m.named_metadata.is_empty() {
            return;
        }
        self.out.push('\n');
        for (name, nodes) in &m.named_metadata {
            let list: Vec<String> = nodes.iter().map(|n| format!("!{}", n.index())).collect();
            let _ = writeln!(self.out, "!{} = !{{{}}}", quote_name(name), list.join(", "));
        }
        // Every node (strings and values print inline where used).
        for (h, md) in m.metadata.iter() {
            match md {
                Metadata::Node { distinct, ops } => {
                    let items: Vec<String> = ops.iter().map(|o| self.md_ref(*o)).collect();
                    let _ = writeln!(
                        self.out,
                        "!{} = {}!{{{}}}",
                        h.index(),
                        if *distinct { "distinct " } else { "" },
                        items.join(", ")
                    );
                }
                Metadata::Special { kind } => {
                    let _ = writeln!(self.out, "!{} = !{kind}(...)", h.index());
                }
                _ => {}
            }
        }
    }

    fn md_ref(&self, r: Option<MdId>) -> String {
        let Some(r) = r else { return "null".into() };
        match self.m.metadata.get(r) {
            Some(Metadata::String(s)) => {
                let mut q = String::from("!\"");
                escape_into(s.as_bytes(), &mut q);
                q.push('"');
                q
            }
            Some(Metadata::Value { ty, value }) => format!("{} {}", self.ty(*ty), self.constant(*value, 0)),
            Some(_) => format!("!{}", r.index()),
            None => format!("<bad metadata {}>", r.index()),
        }
    }

    fn function(&mut self, f: &Function) {
        let m = self.m;
        let names = Names::new(m, f);
        let ret = m.types.function_parts(f.ty).map(|p| p.0).unwrap_or(f.ty);
        let vararg = m.types.function_parts(f.ty).is_some_and(|p| p.2);
        let mut s = String::from(if f.is_declaration() { "declare" } else { "define" });
        if !matches!(f.linkage, Linkage::External) {
            let _ = write!(s, " {}", f.linkage.name());
        }
        let _ = write!(s, "{} {} @{}(", self.attrs(&f.attrs.ret), self.ty(ret), quote_name(&f.name));
        for (i, p) in f.params.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&self.ty(p.ty));
            s.push_str(&self.attrs(f.attrs.params.get(i).map(Vec::as_slice).unwrap_or(&[])));
            if !f.is_declaration() {
                let _ = write!(s, " {}", names.value(Value::Arg(i as u32)));
            }
        }
        if vararg {
            s.push_str(if f.params.is_empty() { "..." } else { ", ..." });
        }
        s.push(')');
        s.push_str(&self.attrs(&f.attrs.function));
        if let Some(sec) = &f.section {
            let _ = write!(s, " section \"{sec}\"");
        }
        self.out.push_str(&s);
        if f.is_declaration() {
            self.out.push('\n');
            return;
        }
        self.out.push_str(" {\n");
        for (bi, (b, block)) in f.blocks.iter().enumerate() {
            if bi > 0 {
                self.out.push('\n');
            }
            let _ = writeln!(self.out, "{}:", names.block_label(b));
            for &i in &block.insts {
                let line = self.inst(f, &names, i);
                self.out.push_str("  ");
                self.out.push_str(&line);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
    }

    fn val(&self, _f: &Function, names: &Names, v: Value) -> String {
        match v {
            Value::Const(c) => self.constant(c, 0),
            _ => names.value(v),
        }
    }

    fn typed(&self, f: &Function, names: &Names, v: Value) -> String {
        format!("{} {}", self.ty(self.m.value_type(f, v)), self.val(f, names, v))
    }

    fn inst(&self, f: &Function, names: &Names, i: Inst) -> String {
        let m = self.m;
        let data = &f.insts[i];
        let v = |x: Value| self.val(f, names, x);
        let t = |x: Value| self.typed(f, names, x);
        let mut s = String::new();
        if !matches!(m.types.inner(data.ty), TypeInner::Void) {
            let _ = write!(s, "{} = ", names.value(Value::Inst(i)));
        }
        match &data.op {
            Op::Unary { value, fast_math, .. } => {
                let _ = write!(s, "fneg{} {}", fmf(*fast_math), t(*value));
            }
            Op::Binary { op, lhs, rhs, flags } => {
                let fl = if op.is_float() { fmf(*flags) } else { int_flags(*op, *flags) };
                let _ = write!(s, "{}{fl} {}, {}", op.name(), t(*lhs), v(*rhs));
            }
            Op::Cast { op, value } => {
                let _ = write!(s, "{} {} to {}", op.name(), t(*value), self.ty(data.ty));
            }
            Op::Cmp { pred, lhs, rhs, fast_math } => {
                let kind = if pred.is_float() { "fcmp" } else { "icmp" };
                let _ = write!(s, "{kind}{} {} {}, {}", fmf(*fast_math), pred.name(), t(*lhs), v(*rhs));
            }
            Op::Select { cond, then, otherwise } => {
                let _ = write!(s, "select {}, {}, {}", t(*cond), t(*then), t(*otherwise));
            }
            Op::Load { ty, ptr, align, volatile } => {
                let _ = write!(
                    s,
                    "load{} {}, {}",
                    if *volatile { " volatile" } else { "" },
                    self.ty(*ty),
                    t(*ptr)
                );
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
            }
            Op::Store { ptr, value, align, volatile } => {
                let _ =
                    write!(s, "store{} {}, {}", if *volatile { " volatile" } else { "" }, t(*value), t(*ptr));
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
            }
            Op::Alloca { allocated, count, align } => {
                let _ = write!(s, "alloca {}", self.ty(*allocated));
                let is_one = matches!(count, Value::Const(c) if matches!(m.constants.get(*c), Some(ConstantData::Int { bits: 1, .. })));
                if !is_one {
                    let _ = write!(s, ", {}", t(*count));
                }
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
            }
            Op::Gep { source, base, indices, inbounds } => {
                let _ = write!(
                    s,
                    "getelementptr {}{}, {}",
                    if *inbounds { "inbounds " } else { "" },
                    self.ty(*source),
                    t(*base)
                );
                for i in indices {
                    let _ = write!(s, ", {}", t(*i));
                }
            }
            Op::Phi { incoming } => {
                let _ = write!(s, "phi {} ", self.ty(data.ty));
                let items: Vec<String> = incoming
                    .iter()
                    .map(|(val, b)| format!("[ {}, %{} ]", v(*val), names.block_label(*b)))
                    .collect();
                s.push_str(&items.join(", "));
            }
            Op::Call { callee, fn_ty, args, tail, fast_math, attrs } => {
                let tail = match tail {
                    1 => "tail ",
                    2 => "musttail ",
                    3 => "notail ",
                    _ => "",
                };
                let ret = m.types.function_parts(*fn_ty).map(|p| p.0).unwrap_or(*fn_ty);
                let vararg = m.types.function_parts(*fn_ty).is_some_and(|p| p.2);
                let shown_ty = if vararg { self.ty(*fn_ty) } else { self.ty(ret) };
                let _ = write!(
                    s,
                    "{tail}call{}{} {shown_ty} {}(",
                    fmf(*fast_math),
                    self.attrs(&attrs.ret),
                    v(*callee)
                );
                let items: Vec<String> = args
                    .iter()
                    .enumerate()
                    .map(|(k, a)| {
                        let at = attrs.params.get(k).map(|p| self.attrs(p)).unwrap_or_default();
                        format!("{}{at} {}", self.ty(m.value_type(f, *a)), v(*a))
                    })
                    .collect();
                s.push_str(&items.join(", "));
                s.push(')');
                s.push_str(&self.attrs(&attrs.function));
            }
            Op::ExtractElement { vector, index } => {
                let _ = write!(s, "extractelement {}, {}", t(*vector), t(*index));
            }
            Op::InsertElement { vector, value, index } => {
                let _ = write!(s, "insertelement {}, {}, {}", t(*vector), t(*value), t(*index));
            }
            Op::ShuffleVector { a, b, mask } => {
                let _ = write!(s, "shufflevector {}, {}, {}", t(*a), t(*b), mask_text(mask));
            }
            Op::ExtractValue { aggregate, indices } => {
                let _ = write!(s, "extractvalue {}", t(*aggregate));
                for i in indices {
                    let _ = write!(s, ", {i}");
                }
            }
            Op::InsertValue { aggregate, value, indices } => {
                let _ = write!(s, "insertvalue {}, {}", t(*aggregate), t(*value));
                for i in indices {
                    let _ = write!(s, ", {i}");
                }
            }
            Op::AtomicRmw { op, ptr, value, ordering, volatile, sync_scope } => {
                let _ = write!(
                    s,
                    "atomicrmw{} {} {}, {}{} {}",
                    if *volatile { " volatile" } else { "" },
                    op.name(),
                    t(*ptr),
                    t(*value),
                    scope(*sync_scope),
                    ordering.name()
                );
            }
            Op::CmpXchg { ptr, expected, new, success, failure, weak, volatile, sync_scope } => {
                let _ = write!(
                    s,
                    "cmpxchg{}{} {}, {}, {}{} {} {}",
                    if *weak { " weak" } else { "" },
                    if *volatile { " volatile" } else { "" },
                    t(*ptr),
                    t(*expected),
                    t(*new),
                    scope(*sync_scope),
                    success.name(),
                    failure.name()
                );
            }
            Op::Fence { ordering, sync_scope } => {
                let _ = write!(s, "fence{} {}", scope(*sync_scope), ordering.name());
            }
            Op::Freeze { value } => {
                let _ = write!(s, "freeze {}", t(*value));
            }
            Op::Ret { value: None } => s.push_str("ret void"),
            Op::Ret { value: Some(x) } => {
                let _ = write!(s, "ret {}", t(*x));
            }
            Op::Br { dest } => {
                let _ = write!(s, "br label %{}", names.block_label(*dest));
            }
            Op::CondBr { cond, then, otherwise } => {
                let _ = write!(
                    s,
                    "br {}, label %{}, label %{}",
                    t(*cond),
                    names.block_label(*then),
                    names.block_label(*otherwise)
                );
            }
            Op::Switch { value, default, cases } => {
                let _ = write!(s, "switch {}, label %{} [", t(*value), names.block_label(*default));
                for (c, b) in cases {
                    let _ = write!(s, " {}, label %{}", self.typed_const(*c, 0), names.block_label(*b));
                }
                s.push_str(" ]");
            }
            Op::Unreachable => s.push_str("unreachable"),
            Op::Gpu { op, args } => {
                let items: Vec<String> = args.iter().map(|a| t(*a)).collect();
                let _ = write!(s, "gpu.{op} {} ({})", self.ty(data.ty), items.join(", "));
            }
        }
        if let Some((line, col)) = data.loc {
            let _ = write!(s, " ; line {line}:{col}");
        }
        s
    }
}

fn mask_text(mask: &[i32]) -> String {
    let items: Vec<String> =
        mask.iter().map(|&m| if m < 0 { "i32 undef".to_string() } else { format!("i32 {m}") }).collect();
    format!("<{} x i32> <{}>", mask.len(), items.join(", "))
}

fn scope(s: u8) -> &'static str {
    if s == 0 {
        " syncscope(\"singlethread\")"
    } else {
        ""
    }
}

/// LLVM's fast-math flag bits, spelled out.
fn fmf(flags: u8) -> String {
    // Writers set bits 1–7 for `fast`; bit 0 is the legacy all-in-one flag.
    if flags & 0xfe == 0xfe {
        return " fast".into();
    }
    let mut s = String::new();
    for (bit, name) in [
        (1u8 << 1, "nnan"),
        (1 << 2, "ninf"),
        (1 << 3, "nsz"),
        (1 << 4, "arcp"),
        (1 << 5, "contract"),
        (1 << 6, "afn"),
        (1 << 7, "reassoc"),
    ] {
        if flags & bit != 0 {
            s.push(' ');
            s.push_str(name);
        }
    }
    if flags & 1 != 0 {
        s.push_str(" fast");
    }
    s
}

fn int_flags(op: BinaryOp, flags: u8) -> String {
    use BinaryOp::*;
    match op {
        Add | Sub | Mul | Shl => {
            let mut s = String::new();
            if flags & 1 != 0 {
                s.push_str(" nuw");
            }
            if flags & 2 != 0 {
                s.push_str(" nsw");
            }
            s
        }
        UDiv | SDiv | LShr | AShr if flags & 1 != 0 => " exact".into(),
        _ => String::new(),
    }
}

/// Local names: named values keep their names; unnamed arguments, blocks and results are
/// numbered in order, as LLVM numbers them.
struct Names {
    values: HashMap<Value, String>,
    blocks: HashMap<Block, String>,
}

impl Names {
    fn new(m: &Module, f: &Function) -> Names {
        let mut next = 0u32;
        let mut values = HashMap::new();
        let mut blocks = HashMap::new();
        let mut take = |name: &Option<String>| match name {
            Some(n) => quote_name(n),
            None => {
                next += 1;
                (next - 1).to_string()
            }
        };
        for (i, p) in f.params.iter().enumerate() {
            values.insert(Value::Arg(i as u32), take(&p.name));
        }
        for (b, block) in f.blocks.iter() {
            blocks.insert(b, take(&block.name));
            for &i in &block.insts {
                let d = &f.insts[i];
                if !matches!(m.types.inner(d.ty), TypeInner::Void) {
                    values.insert(Value::Inst(i), take(&d.name));
                }
            }
        }
        Names { values, blocks }
    }

    fn value(&self, v: Value) -> String {
        match self.values.get(&v) {
            Some(n) => format!("%{n}"),
            None => format!("%<unnamed {v:?}>"),
        }
    }

    fn block_label(&self, b: Block) -> String {
        self.blocks.get(&b).cloned().unwrap_or_else(|| format!("<block {}>", b.index()))
    }
}

/// Prints a whole module.
pub fn module_to_string(m: &Module) -> String {
    let mut p = Printer { m, out: String::new() };
    p.module();
    p.out
}

/// Prints one function (with its module's names and types).
pub fn function_to_string(m: &Module, f: &Function) -> String {
    let mut p = Printer { m, out: String::new() };
    p.function(f);
    p.out
}
