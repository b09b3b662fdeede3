//! Benchmark-only printer: one legalized gpu-ir kernel as amdgcn LLVM IR (LLVM 14 text,
//! typed pointers) that `llc -mtriple=amdgcn-amd-amdhsa` compiles, so `cargo xtask bench
//! amdgpu` can set LLVM's code beside ours for the same kernel. It lives in xtask because
//! the product never emits LLVM IR.
//!
//! What the text says, following docs/abi-amdgpu.md's kernel interface:
//! - address spaces: AIR's device 1 → global 1, constant 2 → constant 4, threadgroup 3 →
//!   local 3, thread 0 → private 5 (allocas, with the amdgcn data layout's `A5`);
//! - an `amdgpu_kernel` whose parameters are the buffers (global/constant pointers), the
//!   `[[threadgroup(n)]]` buffers (local pointers, 4-byte kernel arguments like ours), then
//!   the 48-byte dispatch block `[12 x i32]`, passed `byref` at a 16-byte aligned offset:
//!   the same kernel-argument layout as ours;
//! - built-ins computed from `llvm.amdgcn.workitem.id.*`, `llvm.amdgcn.workgroup.id.*` and
//!   the dispatch block, with the formulas of the ABI;
//! - Metal math as LLVM intrinsics (`llvm.fma`, `llvm.sqrt`, `llvm.exp2`, …) or amdgcn ones
//!   (`llvm.amdgcn.rsq`, `llvm.amdgcn.fract`); conversions as LLVM casts;
//! - barriers as `llvm.amdgcn.s.barrier` between release and acquire fences, atomics as
//!   `atomicrmw`/`cmpxchg`/atomic loads and stores, each with the `syncscope` of Metal's
//!   scope (`workgroup`, `agent`, `wavefront`);
//! - SIMD-group operations with the algorithms ours uses, each confined to its 32-lane half
//!   of the wave64: lane numbers from `mbcnt`, active lanes from `llvm.amdgcn.ballot`,
//!   shuffles through `llvm.amdgcn.ds.bpermute` (a source lane that is inactive or out of
//!   range gives the reader its own value), reductions and scans in whole-wave mode
//!   (`llvm.amdgcn.set.inactive` with the operation's identity, `llvm.amdgcn.strict.wwm`):
//!   integer and min/max reductions as a butterfly of `llvm.amdgcn.ds.swizzle`, float sums
//!   and products folded in lane order (as the interpreter rounds them).
//!
//! Anything else is an [`Unexpressed`] naming what, so the benchmark lists the kernel as
//! skipped instead of comparing against a different program.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use gpu_ir::gpu::{
    AtomicOp, AtomicSpace, BarrierKind, Elem, GpuOp, Group, LlvmOp, MathFn, MemFlags, MemOrder, MemScope,
    ReduceOp, Scalar, ScanOp, ShuffleKind, Sign, VoteKind,
};
use gpu_ir::{
    AtomicOrdering, BinaryOp, Block, CastOp, ConstExpr, ConstId, ConstantData, FuncId, Function, GlobalId,
    Inst, Module, Op, Predicate, Type, TypeInner, UnaryOp, Value,
};

/// LLVM 14's data layout for `amdgcn-amd-amdhsa` (allocas in address space 5).
pub const DATALAYOUT: &str = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7";

/// The symbol of the printed kernel (`llc`'s listing is searched for it).
pub const KERNEL_SYMBOL: &str = "kernel";

/// Why a kernel cannot be written as LLVM IR by this printer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unexpressed(pub String);

impl std::fmt::Display for Unexpressed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

type R<T> = Result<T, Unexpressed>;

fn no<T>(what: impl Into<String>) -> R<T> {
    Err(Unexpressed(what.into()))
}

/// AIR address space → amdgcn address space.
fn map_space(s: u32) -> u32 {
    match s {
        0 => 5,
        2 => 4,
        other => other,
    }
}

fn quote(name: &str) -> String {
    let mut s = String::from("\"");
    for b in name.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
    s.push('"');
    s
}

/// The built-in inputs of docs/abi-amdgpu.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Builtin {
    PositionInGrid,
    PositionInThreadgroup,
    ThreadgroupPosition,
    ThreadsPerThreadgroup,
    ThreadgroupsPerGrid,
    ThreadsPerGrid,
    IndexInThreadgroup,
    IndexInSimdgroup,
    SimdgroupIndex,
    ThreadsPerSimdgroup,
    SimdgroupsPerThreadgroup,
    IndexInQuadgroup,
    QuadgroupIndex,
}

fn builtin(kind: &str) -> Option<Builtin> {
    use Builtin::*;
    Some(match kind {
        "thread_position_in_grid" => PositionInGrid,
        "thread_position_in_threadgroup" => PositionInThreadgroup,
        "threadgroup_position_in_grid" => ThreadgroupPosition,
        "threads_per_threadgroup" | "dispatch_threads_per_threadgroup" => ThreadsPerThreadgroup,
        "threadgroups_per_grid" => ThreadgroupsPerGrid,
        "threads_per_grid" => ThreadsPerGrid,
        "thread_index_in_threadgroup" => IndexInThreadgroup,
        "thread_index_in_simdgroup" => IndexInSimdgroup,
        "simdgroup_index_in_threadgroup" => SimdgroupIndex,
        "threads_per_simdgroup" => ThreadsPerSimdgroup,
        "simdgroups_per_threadgroup" | "dispatch_simdgroups_per_threadgroup" => SimdgroupsPerThreadgroup,
        "thread_index_in_quadgroup" => IndexInQuadgroup,
        "quadgroup_index_in_threadgroup" => QuadgroupIndex,
        _ => return None,
    })
}

/// One kernel parameter as the printed function sees it.
enum ParamKind {
    /// A pointer parameter of the LLVM function.
    Pointer,
    Builtin(Builtin),
}

struct Printer<'m> {
    m: &'m Module,
    f: &'m Function,
    body: String,
    tmp: u32,
    decls: BTreeMap<String, String>,
    globals: BTreeSet<GlobalId>,
}

/// Prints kernel `fid` of `m` (legalized for the AMD backend) as a whole LLVM module.
pub fn print_kernel(m: &Module, fid: FuncId) -> R<String> {
    let Some(f) = m.functions.get(fid) else { return no("the function does not exist") };
    if f.is_declaration() {
        return no("the kernel has no body");
    }
    let Some((_, params)) = codegen::params::kernel_params(m, fid) else {
        return no("no AIR entry-point metadata");
    };
    let mut kinds = Vec::new();
    for i in 0..f.params.len() {
        let Some(p) = params.iter().find(|p| p.index as usize == i) else {
            return no(format!("parameter {i} has no AIR argument metadata"));
        };
        let k = match p.short_kind() {
            "buffer" | "indirect_buffer" | "threadgroup" => ParamKind::Pointer,
            k => match builtin(k) {
                Some(b) => ParamKind::Builtin(b),
                None => return no(format!("kernel arguments of kind `{}`", p.kind)),
            },
        };
        kinds.push(k);
    }
    let mut p =
        Printer { m, f, body: String::new(), tmp: 0, decls: BTreeMap::new(), globals: BTreeSet::new() };
    let mut sig = Vec::new();
    for (i, (k, param)) in kinds.iter().zip(&f.params).enumerate() {
        if let ParamKind::Pointer = k {
            if !m.types.is_pointer(param.ty) {
                return no(format!("buffer parameter {i} is not a pointer"));
            }
            sig.push(format!("{} %a{i}", p.ty(param.ty)));
        }
    }
    sig.push("[12 x i32] addrspace(4)* byref([12 x i32]) align 16 %dispatch".to_string());
    p.prologue(&kinds)?;
    let names_blocks: Vec<Block> = f.blocks.handles().collect();
    for (n, b) in names_blocks.iter().enumerate() {
        if n > 0 {
            let _ = writeln!(p.body, "b{}:", b.index());
        }
        for &i in &f.blocks[*b].insts {
            p.inst(i)?;
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "target datalayout = \"{DATALAYOUT}\"");
    out.push_str("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    for (_, t) in m.types.iter() {
        if let TypeInner::Named { name, fields, packed } = t {
            let body = match fields {
                None => "opaque".to_string(),
                Some(fs) => {
                    let inner: Vec<String> = fs.iter().map(|t| p.ty(*t)).collect();
                    let (o, c) = if *packed { ("<{", "}>") } else { ("{", "}") };
                    format!("{o} {} {c}", inner.join(", "))
                }
            };
            let _ = writeln!(out, "%{} = type {body}", quote(name));
        }
    }
    // Globals reached from the body (and from their initializers).
    let mut done = BTreeSet::new();
    while let Some(&g) = p.globals.iter().find(|g| !done.contains(*g)) {
        done.insert(g);
        let gv = &m.globals[g];
        let space = map_space(gv.addrspace);
        let init = match gv.init {
            // Threadgroup memory starts undefined (LLVM accepts no other initializer there).
            _ if gv.addrspace == 3 => "undef".into(),
            Some(c) => p.constant(c, 0)?,
            None => return no(format!("global `{}` has no initializer", gv.name)),
        };
        let _ = writeln!(
            out,
            "@{} = internal addrspace({space}) {} {} {init}, align {}",
            quote(&gv.name),
            if gv.constant { "constant" } else { "global" },
            p.ty(gv.value_type),
            gv.align.max(4)
        );
    }
    let _ = writeln!(
        out,
        "\ndefine amdgpu_kernel void @{KERNEL_SYMBOL}({}) #0 {{\nb{}:",
        sig.join(", "),
        names_blocks.first().map(|b| b.index()).unwrap_or(0)
    );
    out.push_str(&p.body);
    out.push_str("}\n\n");
    for d in p.decls.values() {
        out.push_str(d);
        out.push('\n');
    }
    // The register budget ours allocates within (the whole 256-VGPR file): a flat work-group
    // size of at most 256 lets LLVM use it too instead of capping at 64 VGPRs for 1024
    // threads. f32 denormals are kept, as ours keeps them.
    out.push_str(
        "\nattributes #0 = { nounwind \"amdgpu-flat-work-group-size\"=\"1,256\" \"denormal-fp-math-f32\"=\"ieee,ieee\" }\n!0 = !{float 2.500000e+00}\n",
    );
    Ok(out)
}

/// LLVM's intrinsic-name spelling of a type (`f32`, `v4i32`, `p1i8`).
fn mangle(m: &Module, t: Type) -> String {
    match m.types.inner(t) {
        TypeInner::Int(b) => format!("i{b}"),
        TypeInner::Half => "f16".into(),
        TypeInner::BFloat => "bf16".into(),
        TypeInner::Float => "f32".into(),
        TypeInner::Double => "f64".into(),
        TypeInner::Vector { elem, len } => format!("v{len}{}", mangle(m, *elem)),
        TypeInner::Pointer { pointee, addrspace } => {
            format!("p{}{}", map_space(*addrspace), mangle(m, *pointee))
        }
        TypeInner::Array { elem, len } => format!("a{len}{}", mangle(m, *elem)),
        _ => "x".into(),
    }
}

fn elem_type(e: Elem) -> String {
    let s = match e.scalar {
        Scalar::F16 => "half".to_string(),
        Scalar::BF16 => "i16".to_string(),
        Scalar::F32 => "float".to_string(),
        Scalar::F64 => "double".to_string(),
        Scalar::Int(b) => format!("i{b}"),
    };
    if e.lanes > 1 {
        format!("<{} x {s}>", e.lanes)
    } else {
        s
    }
}

fn ordering(o: AtomicOrdering) -> &'static str {
    o.name()
}

fn mem_order(o: Option<MemOrder>) -> R<&'static str> {
    Ok(match o {
        None | Some(MemOrder::Relaxed) => "monotonic",
        Some(MemOrder::Acquire) => "acquire",
        Some(MemOrder::Release) => "release",
        Some(MemOrder::AcqRel) => "acq_rel",
        Some(MemOrder::SeqCst) => "seq_cst",
        Some(MemOrder::Other(v)) => return no(format!("memory order {v}")),
    })
}

fn sync_scope(s: Option<MemScope>, space: AtomicSpace) -> R<&'static str> {
    Ok(match s {
        Some(MemScope::Thread) => "singlethread",
        Some(MemScope::Simdgroup) => "wavefront",
        Some(MemScope::Threadgroup) => "workgroup",
        Some(MemScope::Device) => "agent",
        Some(MemScope::Other(v)) => return no(format!("memory scope {v}")),
        None => match space {
            AtomicSpace::Global => "agent",
            AtomicSpace::Local => "workgroup",
        },
    })
}

/// LLVM's fast-math flags from their bits.
fn fmf(flags: u8) -> String {
    if flags & 0xfe == 0xfe || flags & 1 != 0 {
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
    s
}

fn int_flags(op: BinaryOp, flags: u8) -> &'static str {
    use BinaryOp::*;
    match (op, flags & 3) {
        (Add | Sub | Mul | Shl, 1) => " nuw",
        (Add | Sub | Mul | Shl, 2) => " nsw",
        (Add | Sub | Mul | Shl, 3) => " nuw nsw",
        (UDiv | SDiv | LShr | AShr, f) if f & 1 != 0 => " exact",
        _ => "",
    }
}

/// A float constant as LLVM's lexer reads it exactly.
fn float_text(ty: &TypeInner, bits: u64) -> String {
    match ty {
        TypeInner::Float => format!("0x{:016X}", f64::from(f32::from_bits(bits as u32)).to_bits()),
        TypeInner::Double => format!("0x{bits:016X}"),
        TypeInner::Half => format!("0xH{:04X}", bits as u16),
        TypeInner::BFloat => (bits as u16 as i16).to_string(),
        _ => format!("{bits}"),
    }
}

/// A SIMD-group or quad-group's lane facts on wave64 (gfx900).
struct Lanes {
    /// Lane in the wave (0–63).
    wave: String,
    /// Lane in the group (0–31, or 0–3).
    me: String,
    /// First wave lane of the group.
    base: String,
    /// Per lane, the active lanes of its SIMD-group (32 bits).
    exec_word: String,
}

impl Printer<'_> {
    fn ty(&self, t: Type) -> String {
        let mut s = String::new();
        self.write_ty(t, &mut s, 0);
        s
    }

    fn write_ty(&self, t: Type, s: &mut String, depth: u32) {
        if depth > 64 {
            s.push_str("void");
            return;
        }
        match self.m.types.inner(t) {
            TypeInner::Pointer { pointee, addrspace } => {
                self.write_ty(*pointee, s, depth + 1);
                let is_fn = matches!(self.m.types.inner(*pointee), TypeInner::Function { .. });
                let space = if is_fn { *addrspace } else { map_space(*addrspace) };
                if space != 0 {
                    let _ = write!(s, " addrspace({space})");
                }
                s.push('*');
            }
            TypeInner::Vector { elem, len } => {
                let _ = write!(s, "<{len} x ");
                self.write_ty(*elem, s, depth + 1);
                s.push('>');
            }
            TypeInner::Array { elem, len } => {
                let _ = write!(s, "[{len} x ");
                self.write_ty(*elem, s, depth + 1);
                s.push(']');
            }
            TypeInner::Struct { fields, packed } => {
                s.push_str(if *packed { "<{" } else { "{" });
                for (i, f) in fields.iter().enumerate() {
                    s.push_str(if i == 0 { " " } else { ", " });
                    self.write_ty(*f, s, depth + 1);
                }
                s.push_str(if fields.is_empty() { "" } else { " " });
                s.push_str(if *packed { "}>" } else { "}" });
            }
            TypeInner::Named { name, .. } => {
                s.push('%');
                s.push_str(&quote(name));
            }
            TypeInner::Function { ret, params, vararg } => {
                self.write_ty(*ret, s, depth + 1);
                s.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write_ty(*p, s, depth + 1);
                }
                if *vararg {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push(')');
            }
            // LLVM 14 selects no bfloat on AMDGPU: its bits travel as i16 and conversions
            // are written out (`bf16_to_f32`, `f32_to_bf16`), as ours does them.
            TypeInner::BFloat => s.push_str("i16"),
            _ => s.push_str(&self.m.types.display(t)),
        }
    }

    fn constant(&mut self, c: ConstId, depth: u32) -> R<String> {
        if depth > 32 {
            return no("a constant nested too deeply");
        }
        let m = self.m;
        let Some(data) = m.constants.get(c) else { return no("a bad constant reference") };
        Ok(match data {
            ConstantData::Int { ty, bits } => {
                let w = m.types.int_bits(*ty).unwrap_or(64);
                if w == 1 {
                    if *bits & 1 == 1 { "true" } else { "false" }.into()
                } else {
                    gpu_ir::print::signed(*bits, w).to_string()
                }
            }
            ConstantData::Float { ty, bits } => float_text(m.types.inner(*ty), *bits),
            ConstantData::Null(_) => "null".into(),
            ConstantData::Undef(_) => "undef".into(),
            ConstantData::Poison(_) => "poison".into(),
            ConstantData::Zero(_) => "zeroinitializer".into(),
            ConstantData::Global(g) => {
                self.globals.insert(*g);
                format!("@{}", quote(&m.globals[*g].name))
            }
            ConstantData::Function(f) => {
                return no(format!("a reference to function `{}`", m.functions[*f].name))
            }
            ConstantData::Aggregate { ty, elems } => {
                let (open, close) = match m.types.inner(*ty) {
                    TypeInner::Vector { .. } => ("<", ">"),
                    TypeInner::Array { .. } => ("[", "]"),
                    TypeInner::Struct { packed: true, .. } | TypeInner::Named { packed: true, .. } => {
                        ("<{", "}>")
                    }
                    _ => ("{", "}"),
                };
                let mut items = Vec::new();
                for e in elems {
                    items.push(format!("{} {}", self.ty(m.const_type(*e)), self.constant(*e, depth + 1)?));
                }
                format!("{open} {} {close}", items.join(", "))
            }
            ConstantData::Data { ty, elems } => {
                let elem = m.types.aggregate_element(*ty, 0).unwrap_or(*ty);
                let et = m.types.inner(elem);
                let items: Vec<String> = elems
                    .iter()
                    .map(|&b| match et {
                        TypeInner::Int(w) => {
                            format!("{} {}", self.ty(elem), gpu_ir::print::signed(u128::from(b), *w))
                        }
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
            ConstantData::Expr { ty, expr } => self.const_expr(*ty, expr, depth)?,
        })
    }

    fn typed_const(&mut self, c: ConstId, depth: u32) -> R<String> {
        let t = self.ty(self.m.const_type(c));
        Ok(format!("{t} {}", self.constant(c, depth + 1)?))
    }

    /// Typed constants joined with commas.
    fn const_list(&mut self, ids: &[ConstId], depth: u32) -> R<String> {
        let mut items = Vec::with_capacity(ids.len());
        for c in ids {
            items.push(self.typed_const(*c, depth)?);
        }
        Ok(items.join(", "))
    }

    fn const_expr(&mut self, ty: Type, e: &ConstExpr, depth: u32) -> R<String> {
        let d = depth + 1;
        Ok(match e {
            ConstExpr::Cast { op, value } => {
                format!("{} ({} to {})", op.name(), self.typed_const(*value, d)?, self.ty(ty))
            }
            ConstExpr::Binary { op, lhs, rhs } => {
                format!("{} ({})", op.name(), self.const_list(&[*lhs, *rhs], d)?)
            }
            ConstExpr::Unary { op: UnaryOp::FNeg, value } => {
                format!("fneg ({})", self.typed_const(*value, d)?)
            }
            ConstExpr::Gep { source, inbounds, base, indices } => {
                let mut all = vec![*base];
                all.extend(indices.iter().copied());
                format!(
                    "getelementptr {}({}, {})",
                    if *inbounds { "inbounds " } else { "" },
                    self.ty(*source),
                    self.const_list(&all, d)?
                )
            }
            ConstExpr::Cmp { pred, lhs, rhs } => {
                let p = Predicate(*pred);
                let kind = if p.is_float() { "fcmp" } else { "icmp" };
                format!("{kind} {} ({})", p.name(), self.const_list(&[*lhs, *rhs], d)?)
            }
            ConstExpr::Select { cond, then, otherwise } => {
                format!("select ({})", self.const_list(&[*cond, *then, *otherwise], d)?)
            }
            ConstExpr::ExtractElement { vector, index } => {
                format!("extractelement ({})", self.const_list(&[*vector, *index], d)?)
            }
            ConstExpr::InsertElement { vector, value, index } => {
                format!("insertelement ({})", self.const_list(&[*vector, *value, *index], d)?)
            }
            ConstExpr::ShuffleVector { a, b, mask } => {
                format!("shufflevector ({}, {})", self.const_list(&[*a, *b], d)?, mask_text(mask))
            }
        })
    }

    fn val(&mut self, v: Value) -> R<String> {
        Ok(match v {
            Value::Inst(i) => format!("%v{}", i.index()),
            Value::Arg(a) => format!("%a{a}"),
            Value::Const(c) => self.constant(c, 0)?,
        })
    }

    fn vty(&self, v: Value) -> Type {
        self.m.value_type(self.f, v)
    }

    fn typed(&mut self, v: Value) -> R<String> {
        let t = self.ty(self.vty(v));
        Ok(format!("{t} {}", self.val(v)?))
    }

    // ---- emission helpers -----------------------------------------------------------

    fn line(&mut self, s: &str) {
        self.body.push_str("  ");
        self.body.push_str(s);
        self.body.push('\n');
    }

    /// Emits `%tN = rhs` and returns `%tN`.
    fn tmp(&mut self, rhs: &str) -> String {
        self.tmp += 1;
        let n = format!("%t{}", self.tmp);
        self.line(&format!("{n} = {rhs}"));
        n
    }

    fn declare(&mut self, ret: &str, name: &str, params: &[&str]) {
        self.decls
            .entry(name.to_string())
            .or_insert_with(|| format!("declare {ret} @{name}({})", params.join(", ")));
    }

    /// Calls an intrinsic with `(type, value)` arguments; returns the result name.
    fn call(&mut self, ret: &str, name: &str, args: &[(&str, &str)]) -> String {
        let tys: Vec<&str> = args.iter().map(|a| a.0).collect();
        self.declare(ret, name, &tys);
        let list: Vec<String> = args.iter().map(|(t, v)| format!("{t} {v}")).collect();
        let text = format!("call {ret} @{name}({})", list.join(", "));
        if ret == "void" {
            self.line(&text);
            String::new()
        } else {
            self.tmp(&text)
        }
    }

    fn bin(&mut self, op: &str, ty: &str, a: &str, b: &str) -> String {
        self.tmp(&format!("{op} {ty} {a}, {b}"))
    }

    fn icmp(&mut self, pred: &str, ty: &str, a: &str, b: &str) -> String {
        self.tmp(&format!("icmp {pred} {ty} {a}, {b}"))
    }

    fn select(&mut self, c: &str, ty: &str, a: &str, b: &str) -> String {
        self.tmp(&format!("select i1 {c}, {ty} {a}, {ty} {b}"))
    }

    // ---- built-ins ------------------------------------------------------------------

    fn dispatch_word(&mut self, k: u32) -> String {
        let p = self.tmp(&format!(
            "getelementptr inbounds [12 x i32], [12 x i32] addrspace(4)* %dispatch, i32 0, i32 {k}"
        ));
        self.tmp(&format!("load i32, i32 addrspace(4)* {p}, align 4"))
    }

    fn prologue(&mut self, kinds: &[ParamKind]) -> R<()> {
        let uses = |b: Builtin| kinds.iter().any(|k| matches!(k, ParamKind::Builtin(x) if *x == b));
        use Builtin as B;
        let need_tid = kinds.iter().any(|k| {
            matches!(
                k,
                ParamKind::Builtin(
                    B::PositionInGrid
                        | B::PositionInThreadgroup
                        | B::IndexInThreadgroup
                        | B::IndexInSimdgroup
                        | B::SimdgroupIndex
                        | B::IndexInQuadgroup
                        | B::QuadgroupIndex
                )
            )
        });
        let need_ids = uses(B::PositionInGrid) || uses(B::ThreadgroupPosition);
        let need_grid = kinds.iter().any(|k| {
            matches!(k, ParamKind::Builtin(b) if !matches!(b, B::PositionInThreadgroup | B::ThreadgroupPosition | B::ThreadsPerSimdgroup))
        });
        let axes = ["x", "y", "z"];
        let mut tids = Vec::new();
        let mut ids = Vec::new();
        let mut grid = Vec::new();
        if need_tid {
            for a in axes {
                tids.push(self.call("i32", &format!("llvm.amdgcn.workitem.id.{a}"), &[]));
            }
        }
        if need_ids {
            for a in axes {
                ids.push(self.call("i32", &format!("llvm.amdgcn.workgroup.id.{a}"), &[]));
            }
        }
        if need_grid {
            for k in 0..9 {
                grid.push(self.dispatch_word(k));
            }
        }
        let g = |v: &[String], i: usize| v.get(i).cloned().unwrap_or_else(|| "0".into());
        let mut linear: Option<String> = None;
        for (i, k) in kinds.iter().enumerate() {
            let ParamKind::Builtin(b) = k else { continue };
            let needs_linear = matches!(
                b,
                B::IndexInThreadgroup
                    | B::IndexInSimdgroup
                    | B::SimdgroupIndex
                    | B::IndexInQuadgroup
                    | B::QuadgroupIndex
            );
            if needs_linear && linear.is_none() {
                let zy = self.bin("mul", "i32", &g(&grid, 1), &g(&tids, 2));
                let y = self.bin("add", "i32", &g(&tids, 1), &zy);
                let yx = self.bin("mul", "i32", &g(&grid, 0), &y);
                linear = Some(self.bin("add", "i32", &g(&tids, 0), &yx));
            }
            let need_linear = || linear.clone().unwrap_or_else(|| "0".into());
            let comps: Vec<String> = match b {
                B::PositionInThreadgroup => tids.clone(),
                B::ThreadgroupPosition => ids.clone(),
                B::ThreadsPerThreadgroup => grid.get(0..3).map(<[String]>::to_vec).unwrap_or_default(),
                B::ThreadgroupsPerGrid => grid.get(3..6).map(<[String]>::to_vec).unwrap_or_default(),
                B::ThreadsPerGrid => grid.get(6..9).map(<[String]>::to_vec).unwrap_or_default(),
                B::PositionInGrid => {
                    let mut v = Vec::new();
                    for a in 0..3 {
                        let m = self.bin("mul", "i32", &g(&ids, a), &g(&grid, a));
                        v.push(self.bin("add", "i32", &m, &g(&tids, a)));
                    }
                    v
                }
                B::IndexInThreadgroup => vec![need_linear()],
                B::IndexInSimdgroup => {
                    let l = need_linear();
                    vec![self.bin("and", "i32", &l, "31")]
                }
                B::SimdgroupIndex => {
                    let l = need_linear();
                    vec![self.bin("lshr", "i32", &l, "5")]
                }
                B::IndexInQuadgroup => {
                    let l = need_linear();
                    vec![self.bin("and", "i32", &l, "3")]
                }
                B::QuadgroupIndex => {
                    let l = need_linear();
                    vec![self.bin("lshr", "i32", &l, "2")]
                }
                B::ThreadsPerSimdgroup => vec!["32".into()],
                B::SimdgroupsPerThreadgroup => {
                    let xy = self.bin("mul", "i32", &g(&grid, 0), &g(&grid, 1));
                    let t = self.bin("mul", "i32", &xy, &g(&grid, 2));
                    let r = self.bin("add", "i32", &t, "31");
                    vec![self.bin("lshr", "i32", &r, "5")]
                }
            };
            let pty = self.f.params.get(i).map(|p| p.ty).unwrap_or(self.f.ty);
            self.builtin_value(i, pty, &comps)?;
        }
        if self.uses_vote_mask() {
            let occ = self.call("i64", "llvm.amdgcn.ballot.i64", &[("i1", "true")]);
            self.line(&format!("%occupied = or i64 {occ}, 0"));
        }
        Ok(())
    }

    /// Defines `%a<i>` of type `pty` from 32-bit components.
    fn builtin_value(&mut self, i: usize, pty: Type, comps: &[String]) -> R<()> {
        let m = self.m;
        let (elem, lanes) = match m.types.inner(pty) {
            TypeInner::Vector { elem, len } => (*elem, Some(*len)),
            _ => (pty, None),
        };
        let Some(bits) = m.types.int_bits(elem) else { return no("a built-in that is not an integer") };
        let ety = format!("i{bits}");
        let mut parts = Vec::new();
        for n in 0..lanes.unwrap_or(1) as usize {
            let c = comps.get(n).cloned().unwrap_or_else(|| "0".into());
            parts.push(match bits {
                32 => c,
                b if b < 32 => self.tmp(&format!("trunc i32 {c} to i{b}")),
                b => self.tmp(&format!("zext i32 {c} to i{b}")),
            });
        }
        match lanes {
            None => {
                let v = parts.first().cloned().unwrap_or_else(|| "0".into());
                self.line(&format!("%a{i} = add {ety} {v}, 0"));
            }
            Some(n) => {
                let vt = format!("<{n} x {ety}>");
                let mut acc = "undef".to_string();
                for (k, p) in parts.iter().enumerate() {
                    acc = if k + 1 == parts.len() {
                        self.line(&format!("%a{i} = insertelement {vt} {acc}, {ety} {p}, i32 {k}"));
                        format!("%a{i}")
                    } else {
                        self.tmp(&format!("insertelement {vt} {acc}, {ety} {p}, i32 {k}"))
                    };
                }
            }
        }
        Ok(())
    }

    fn uses_vote_mask(&self) -> bool {
        let m = self.m;
        self.f.insts.iter().any(|(_, d)| match &d.op {
            Op::Gpu { op, .. } => matches!(op, GpuOp::VoteMask { .. }),
            Op::Call { callee, fn_ty, .. } => m
                .called_function(*callee)
                .and_then(|c| m.functions.get(c))
                .and_then(|cf| gpu_ir::gpu::classify(&cf.name, *fn_ty, &m.types))
                .is_some_and(|op| matches!(op, GpuOp::VoteMask { .. })),
            _ => false,
        })
    }

    // ---- instructions ---------------------------------------------------------------

    fn inst(&mut self, i: Inst) -> R<()> {
        let f = self.f;
        let m = self.m;
        let data = &f.insts[i];
        let void = matches!(m.types.inner(data.ty), TypeInner::Void);
        let lhs = if void { String::new() } else { format!("%v{} = ", i.index()) };
        let rty = self.ty(data.ty);
        let text = match &data.op {
            Op::Unary { value, .. } if self.is_bf16(data.ty) => {
                let x = self.val(*value)?;
                format!("xor i16 {x}, -32768")
            }
            Op::Unary { value, fast_math, .. } => format!("fneg{} {}", fmf(*fast_math), self.typed(*value)?),
            Op::Binary { op, lhs: a, rhs: b, flags } if self.is_bf16(data.ty) => {
                // Ours computes bfloat in float and rounds back after each operation.
                let (x, y) = (self.val(*a)?, self.val(*b)?);
                let (x, y) = (self.bf16_to_f32(&x), self.bf16_to_f32(&y));
                let r = self.tmp(&format!("{}{} float {x}, {y}", op.name(), fmf(*flags)));
                let r = self.f32_to_bf16(&r);
                return self.define(i, &r);
            }
            Op::Cmp { pred, lhs: a, rhs: b, fast_math } if self.is_bf16(self.vty(*a)) => {
                let (x, y) = (self.val(*a)?, self.val(*b)?);
                let (x, y) = (self.bf16_to_f32(&x), self.bf16_to_f32(&y));
                format!("fcmp{} {} float {x}, {y}", fmf(*fast_math), pred.name())
            }
            Op::Cast { op: CastOp::BitCast, value }
                if m.types.is_int(data.ty)
                    && m.types.is_int(self.vty(*value))
                    && m.types.int_bits(data.ty) != m.types.int_bits(self.vty(*value)) =>
            {
                // A bitcast between integers of different widths (the optimizer writes
                // them; LLVM does not accept them): its low bits, as ours reads it.
                let (from, to) = (m.types.int_bits(self.vty(*value)), m.types.int_bits(data.ty));
                let op = if to < from { "trunc" } else { "zext" };
                format!("{op} {} to {rty}", self.typed(*value)?)
            }
            Op::Binary { op, lhs: a, rhs: b, flags } => {
                let fl = if op.is_float() { fmf(*flags) } else { int_flags(*op, *flags).to_string() };
                // Metal's `/` on float is specified to 2.5 ulp (ours: rcp and one
                // correction step); LLVM is told the same, as OpenCL's frontend tells it.
                let is_f32 = matches!(m.types.inner(m.types.scalar(data.ty)), TypeInner::Float);
                let md = if *op == BinaryOp::FDiv && is_f32 { ", !fpmath !0" } else { "" };
                format!("{}{fl} {}, {}{md}", op.name(), self.typed(*a)?, self.val(*b)?)
            }
            Op::Cast { op, value } => {
                let from = m.types.inner(m.types.scalar(self.vty(*value)));
                let to = m.types.inner(m.types.scalar(data.ty));
                if matches!(from, TypeInner::BFloat) || matches!(to, TypeInner::BFloat) {
                    let (x, xt) = (self.val(*value)?, self.vty(*value));
                    let r = self.bf16_cast(*op, &x, xt, data.ty)?;
                    return self.define(i, &r);
                }
                format!("{} {} to {rty}", op.name(), self.typed(*value)?)
            }
            Op::Cmp { pred, lhs: a, rhs: b, fast_math } => {
                let kind = if pred.is_float() { "fcmp" } else { "icmp" };
                format!("{kind}{} {} {}, {}", fmf(*fast_math), pred.name(), self.typed(*a)?, self.val(*b)?)
            }
            Op::Select { cond, then, otherwise } => {
                format!("select {}, {}, {}", self.typed(*cond)?, self.typed(*then)?, self.typed(*otherwise)?)
            }
            Op::Load { ty, ptr, align, volatile } => {
                let mut s = format!(
                    "load{} {}, {}",
                    if *volatile { " volatile" } else { "" },
                    self.ty(*ty),
                    self.typed(*ptr)?
                );
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
                s
            }
            Op::Store { ptr, value, align, volatile } => {
                let mut s = format!(
                    "store{} {}, {}",
                    if *volatile { " volatile" } else { "" },
                    self.typed(*value)?,
                    self.typed(*ptr)?
                );
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
                s
            }
            Op::Alloca { allocated, count, align } => {
                let mut s = format!("alloca {}, {}", self.ty(*allocated), self.typed(*count)?);
                if *align != 0 {
                    let _ = write!(s, ", align {align}");
                }
                s.push_str(", addrspace(5)");
                s
            }
            Op::Gep { source, base, indices, inbounds } => {
                let mut s = format!(
                    "getelementptr {}{}, {}",
                    if *inbounds { "inbounds " } else { "" },
                    self.ty(*source),
                    self.typed(*base)?
                );
                for x in indices {
                    let _ = write!(s, ", {}", self.typed(*x)?);
                }
                s
            }
            Op::Phi { incoming } => {
                let mut items = Vec::new();
                for (v, b) in incoming {
                    items.push(format!("[ {}, %b{} ]", self.val(*v)?, b.index()));
                }
                format!("phi {rty} {}", items.join(", "))
            }
            Op::Call { callee, fn_ty, args, .. } => {
                let Some(cf) = m.called_function(*callee).and_then(|c| m.functions.get(c)) else {
                    return no("an indirect call");
                };
                if !cf.is_declaration() {
                    return no(format!("a call of `{}` (not inlined)", cf.name));
                }
                let Some(op) = gpu_ir::gpu::classify(&cf.name, *fn_ty, &m.types) else {
                    return no(format!("a call of `{}`", cf.name));
                };
                return self.gpu(i, &op, args);
            }
            Op::ExtractElement { vector, index } => {
                format!("extractelement {}, {}", self.typed(*vector)?, self.typed(*index)?)
            }
            Op::InsertElement { vector, value, index } => {
                format!(
                    "insertelement {}, {}, {}",
                    self.typed(*vector)?,
                    self.typed(*value)?,
                    self.typed(*index)?
                )
            }
            Op::ShuffleVector { a, b, mask } => {
                format!("shufflevector {}, {}, {}", self.typed(*a)?, self.typed(*b)?, mask_text(mask))
            }
            Op::ExtractValue { aggregate, indices } => {
                let mut s = format!("extractvalue {}", self.typed(*aggregate)?);
                for x in indices {
                    let _ = write!(s, ", {x}");
                }
                s
            }
            Op::InsertValue { aggregate, value, indices } => {
                let mut s = format!("insertvalue {}, {}", self.typed(*aggregate)?, self.typed(*value)?);
                for x in indices {
                    let _ = write!(s, ", {x}");
                }
                s
            }
            Op::AtomicRmw { op, ptr, value, ordering: o, volatile, sync_scope } => format!(
                "atomicrmw{} {} {}, {}{} {}",
                if *volatile { " volatile" } else { "" },
                op.name(),
                self.typed(*ptr)?,
                self.typed(*value)?,
                if *sync_scope == 0 { " syncscope(\"singlethread\")" } else { "" },
                ordering(*o)
            ),
            Op::CmpXchg { ptr, expected, new, success, failure, weak, volatile, sync_scope } => format!(
                "cmpxchg{}{} {}, {}, {}{} {} {}",
                if *weak { " weak" } else { "" },
                if *volatile { " volatile" } else { "" },
                self.typed(*ptr)?,
                self.typed(*expected)?,
                self.typed(*new)?,
                if *sync_scope == 0 { " syncscope(\"singlethread\")" } else { "" },
                ordering(*success),
                ordering(*failure)
            ),
            Op::Fence { ordering: o, sync_scope } => format!(
                "fence{} {}",
                if *sync_scope == 0 { " syncscope(\"singlethread\")" } else { "" },
                ordering(*o)
            ),
            Op::Freeze { value } => format!("freeze {}", self.typed(*value)?),
            Op::Ret { value: None } => "ret void".into(),
            Op::Ret { value: Some(_) } => return no("a kernel returning a value"),
            Op::Br { dest } => format!("br label %b{}", dest.index()),
            Op::CondBr { cond, then, otherwise } => {
                format!("br {}, label %b{}, label %b{}", self.typed(*cond)?, then.index(), otherwise.index())
            }
            Op::Switch { value, default, cases } => {
                let mut s = format!("switch {}, label %b{} [", self.typed(*value)?, default.index());
                for (c, b) in cases {
                    let _ = write!(s, " {}, label %b{}", self.typed_const(*c, 0)?, b.index());
                }
                s.push_str(" ]");
                s
            }
            Op::Unreachable => "unreachable".into(),
            Op::Gpu { op, args } => return self.gpu(i, op, args),
        };
        self.line(&format!("{lhs}{text}"));
        Ok(())
    }

    /// Defines the result of instruction `i` as a copy of `v` (LLVM has no copy: an
    /// identity operation of the type, folded away by LLVM).
    fn define(&mut self, i: Inst, v: &str) -> R<()> {
        let t = self.f.insts[i].ty;
        let ty = self.ty(t);
        let m = self.m;
        let text = match m.types.inner(m.types.scalar(t)) {
            TypeInner::Int(_) | TypeInner::BFloat => format!("or {ty} {v}, zeroinitializer"),
            TypeInner::Half | TypeInner::Float | TypeInner::Double => {
                format!("bitcast {ty} {v} to {ty}")
            }
            _ => format!("select i1 true, {ty} {v}, {ty} {v}"),
        };
        self.line(&format!("%v{} = {text}", i.index()));
        Ok(())
    }

    fn is_bf16(&self, t: Type) -> bool {
        matches!(self.m.types.inner(t), TypeInner::BFloat)
    }

    /// bfloat bits (i16) to float: exact, the bits shifted up.
    fn bf16_to_f32(&mut self, x: &str) -> String {
        let z = self.tmp(&format!("zext i16 {x} to i32"));
        let s = self.bin("shl", "i32", &z, "16");
        self.tmp(&format!("bitcast i32 {s} to float"))
    }

    /// float to bfloat bits, rounded to nearest even; NaN stays a quiet NaN.
    fn f32_to_bf16(&mut self, x: &str) -> String {
        let b = self.tmp(&format!("bitcast float {x} to i32"));
        let l = self.bin("lshr", "i32", &b, "16");
        let l1 = self.bin("and", "i32", &l, "1");
        let r = self.bin("add", "i32", &b, "32767");
        let r2 = self.bin("add", "i32", &r, &l1);
        let h = self.bin("lshr", "i32", &r2, "16");
        let nan = self.tmp(&format!("fcmp uno float {x}, 0.0"));
        let h2 = self.select(&nan, "i32", "32704", &h);
        self.tmp(&format!("trunc i32 {h2} to i16"))
    }

    /// An LLVM cast from or to bfloat, through float.
    fn bf16_cast(&mut self, op: CastOp, x: &str, from: Type, to: Type) -> R<String> {
        let m = self.m;
        if m.types.vector_len(from).is_some() || m.types.vector_len(to).is_some() {
            return no("a vector cast of bfloat");
        }
        let (fty, tty) = (self.ty(from), self.ty(to));
        let from_bf = matches!(m.types.inner(from), TypeInner::BFloat);
        let to_bf = matches!(m.types.inner(to), TypeInner::BFloat);
        if op == CastOp::BitCast {
            return Ok(self.tmp(&format!("bitcast {fty} {x} to {tty}")));
        }
        // Into float (or the source as it is).
        let (v, vty) =
            if from_bf { (self.bf16_to_f32(x), "float".to_string()) } else { (x.to_string(), fty) };
        if to_bf {
            let f = match op {
                CastOp::FPTrunc | CastOp::FPExt if vty == "float" => v,
                CastOp::FPTrunc | CastOp::FPExt | CastOp::SIToFP | CastOp::UIToFP => {
                    let o = if vty == "double" {
                        "fptrunc"
                    } else if vty == "half" {
                        "fpext"
                    } else {
                        op.name()
                    };
                    self.tmp(&format!("{o} {vty} {v} to float"))
                }
                _ => return no(format!("`{}` to bfloat", op.name())),
            };
            return Ok(self.f32_to_bf16(&f));
        }
        Ok(match op {
            CastOp::FPExt | CastOp::FPTrunc if tty == "float" => v,
            CastOp::FPExt => self.tmp(&format!("fpext float {v} to {tty}")),
            CastOp::FPTrunc => self.tmp(&format!("fptrunc float {v} to {tty}")),
            CastOp::FPToSI | CastOp::FPToUI => self.tmp(&format!("{} float {v} to {tty}", op.name())),
            _ => return no(format!("`{}` from bfloat", op.name())),
        })
    }

    fn arg(&mut self, args: &[Value], n: usize) -> R<(String, Type)> {
        let Some(&v) = args.get(n) else { return no("a GPU operation with too few operands") };
        Ok((self.val(v)?, self.vty(v)))
    }

    fn gpu(&mut self, i: Inst, op: &GpuOp, args: &[Value]) -> R<()> {
        let m = self.m;
        let rt = self.f.insts[i].ty;
        let rty = self.ty(rt);
        match op {
            GpuOp::Llvm { op: lop, .. } => self.llvm(i, *lop, args),
            GpuOp::Math { func: MathFn::Dot, ty, .. } => {
                // As ours: the products summed in element order in double (each float
                // product exact there), rounded once.
                let (a, _) = self.arg(args, 0)?;
                let (b, _) = self.arg(args, 1)?;
                if ty.scalar != Scalar::F32 {
                    return no(format!("`dot` of {}", elem_type(*ty)));
                }
                let vt = elem_type(*ty);
                let mut acc: Option<String> = None;
                for k in 0..ty.lanes {
                    let x = self.tmp(&format!("extractelement {vt} {a}, i32 {k}"));
                    let y = self.tmp(&format!("extractelement {vt} {b}, i32 {k}"));
                    let (x, y) = (
                        self.tmp(&format!("fpext float {x} to double")),
                        self.tmp(&format!("fpext float {y} to double")),
                    );
                    acc = Some(match acc {
                        None => self.bin("fmul", "double", &x, &y),
                        Some(c) => self.call(
                            "double",
                            "llvm.fma.f64",
                            &[("double", &x), ("double", &y), ("double", &c)],
                        ),
                    });
                }
                let acc = acc.unwrap_or_else(|| "0.0".into());
                let r = self.tmp(&format!("fptrunc double {acc} to float"));
                self.define(i, &r)
            }
            GpuOp::Math { func, ty, .. } => {
                if ty.lanes != 1 {
                    return no(format!("vector math `{}`", op.name()));
                }
                let mut xs = Vec::new();
                for n in 0..args.len() {
                    xs.push(self.arg(args, n)?.0);
                }
                if ty.scalar == Scalar::BF16 {
                    // In float, rounded back once.
                    let xs: Vec<String> = xs.iter().map(|x| self.bf16_to_f32(x)).collect();
                    let r = self.math(*func, Elem { scalar: Scalar::F32, ..*ty }, &xs)?;
                    let r = self.f32_to_bf16(&r);
                    return self.define(i, &r);
                }
                let r = self.math(*func, *ty, &xs)?;
                self.define(i, &r)
            }
            GpuOp::Convert { dst, src } => {
                let (mut x, xt) = self.arg(args, 0)?;
                let mut xty = self.ty(xt);
                let (mut src, mut dst) = (*src, *dst);
                if dst.lanes != 1 && (src.scalar == Scalar::BF16 || dst.scalar == Scalar::BF16) {
                    return no("a vector conversion of bfloat");
                }
                if src.scalar == Scalar::BF16 {
                    x = self.bf16_to_f32(&x);
                    xty = "float".into();
                    src = Elem { scalar: Scalar::F32, ..src };
                }
                if dst.scalar == Scalar::BF16 {
                    dst = Elem { scalar: Scalar::F32, ..dst };
                    let r = convert_text(dst, src, &xty, &x, "float")?;
                    let f = self.tmp(&r);
                    let b = self.f32_to_bf16(&f);
                    return self.define(i, &b);
                }
                let r = convert_text(dst, src, &xty, &x, &rty)?;
                self.line(&format!("%v{} = {r}", i.index()));
                Ok(())
            }
            GpuOp::SimdgroupSize { .. } => self.define(i, "32"),
            GpuOp::Barrier { kind, flags, scope } => {
                let orders = flags.is_none_or(|f| f.0 & (MemFlags::DEVICE | MemFlags::THREADGROUP) != 0);
                let scope = match (kind, scope) {
                    (BarrierKind::Simdgroup, _) => "wavefront",
                    (_, Some(MemScope::Device)) => "agent",
                    (_, _) if flags.is_some_and(|f| f.0 & MemFlags::DEVICE != 0) => "agent",
                    _ => "workgroup",
                };
                if orders {
                    self.line(&format!("fence syncscope(\"{scope}\") release"));
                }
                if *kind == BarrierKind::Threadgroup {
                    self.call("void", "llvm.amdgcn.s.barrier", &[]);
                }
                if orders {
                    self.line(&format!("fence syncscope(\"{scope}\") acquire"));
                }
                Ok(())
            }
            GpuOp::Fence { flags, order, scope } => {
                let s = match scope {
                    Some(MemScope::Device) => "agent",
                    Some(MemScope::Simdgroup) => "wavefront",
                    Some(MemScope::Thread) => "singlethread",
                    _ if flags.is_some_and(|f| f.0 & MemFlags::DEVICE != 0) => "agent",
                    _ => "workgroup",
                };
                let o = match order {
                    Some(MemOrder::Acquire) => "acquire",
                    Some(MemOrder::Release) => "release",
                    Some(MemOrder::SeqCst) => "seq_cst",
                    _ => "acq_rel",
                };
                self.line(&format!("fence syncscope(\"{s}\") {o}"));
                Ok(())
            }
            GpuOp::Atomic { space, op: aop, ty, imm } => self.atomic(i, *space, *aop, *ty, imm, args),
            GpuOp::Reduce { group, op: rop, ty } => {
                let (x, _) = self.arg(args, 0)?;
                let r = self.per_element(*ty, &x, |p, e, v| p.reduce(v, e, *rop, *group, None))?;
                self.define(i, &r)
            }
            GpuOp::Scan { group, op: sop, inclusive, ty } => {
                let (x, _) = self.arg(args, 0)?;
                let rop = match sop {
                    ScanOp::Sum => ReduceOp::Sum,
                    ScanOp::Product => ReduceOp::Product,
                };
                let r = self.per_element(*ty, &x, |p, e, v| p.reduce(v, e, rop, *group, Some(*inclusive)))?;
                self.define(i, &r)
            }
            GpuOp::Shuffle { group, kind, ty } => {
                if matches!(kind, ShuffleKind::AndFillUp | ShuffleKind::AndFillDown) {
                    let (x, _) = self.arg(args, 0)?;
                    let (fill, _) = self.arg(args, 1)?;
                    let (d, dt) = self.arg(args, 2)?;
                    let d = self.lane_u32(&d, dt)?;
                    let modulo = match args.get(3) {
                        Some(_) => {
                            let (mv, mt) = self.arg(args, 3)?;
                            Some(self.lane_u32(&mv, mt)?)
                        }
                        None => None,
                    };
                    let up = *kind == ShuffleKind::AndFillUp;
                    let r = if ty.lanes == 1 {
                        self.shuffle_fill(&x, &fill, *ty, &d, modulo.as_deref(), *group, up)?
                    } else {
                        let one = ty.element();
                        let (vt, st) = (elem_type(*ty), elem_type(one));
                        let mut acc = "undef".to_string();
                        for k in 0..ty.lanes {
                            let a = self.tmp(&format!("extractelement {vt} {x}, i32 {k}"));
                            let b = self.tmp(&format!("extractelement {vt} {fill}, i32 {k}"));
                            let r = self.shuffle_fill(&a, &b, one, &d, modulo.as_deref(), *group, up)?;
                            acc = self.tmp(&format!("insertelement {vt} {acc}, {st} {r}, i32 {k}"));
                        }
                        acc
                    };
                    return self.define(i, &r);
                }
                let (x, _) = self.arg(args, 0)?;
                let (a, at) = self.arg(args, 1)?;
                let a = self.lane_u32(&a, at)?;
                let r = self.per_element(*ty, &x, |p, e, v| p.shuffle(v, e, &a, *group, *kind))?;
                self.define(i, &r)
            }
            GpuOp::Broadcast { group, ty } => {
                let (x, _) = self.arg(args, 0)?;
                let (a, at) = self.arg(args, 1)?;
                let a = self.lane_u32(&a, at)?;
                let r =
                    self.per_element(*ty, &x, |p, e, v| p.shuffle(v, e, &a, *group, ShuffleKind::Index))?;
                self.define(i, &r)
            }
            GpuOp::BroadcastFirst { group, ty } => {
                let (x, _) = self.arg(args, 0)?;
                let r = self.per_element(*ty, &x, |p, e, v| p.broadcast_first(v, e, *group))?;
                self.define(i, &r)
            }
            GpuOp::IsFirst { group } => {
                let l = self.lanes(*group);
                let w = self.group_word(&l, *group);
                let first = self.call("i32", "llvm.cttz.i32", &[("i32", &w), ("i1", "true")]);
                let eq = self.icmp("eq", "i32", &l.me, &first);
                self.define(i, &eq)
            }
            GpuOp::Vote { group, kind, .. } => {
                let (c, _) = self.arg(args, 0)?;
                let l = self.lanes(*group);
                let b = self.ballot(&c);
                let w = self.half_of(&l, &b);
                let w = self.group_bits(&l, &w, *group);
                let ex = self.group_word(&l, *group);
                let r = match kind {
                    VoteKind::Any => self.icmp("ne", "i32", &w, "0"),
                    VoteKind::All => self.icmp("eq", "i32", &w, &ex),
                    VoteKind::Ballot => {
                        let bits = m.types.int_bits(rt).unwrap_or(32);
                        match bits {
                            32 => w,
                            b if b > 32 => self.tmp(&format!("zext i32 {w} to i{b}")),
                            b => self.tmp(&format!("trunc i32 {w} to i{b}")),
                        }
                    }
                };
                self.define(i, &r)
            }
            GpuOp::VoteMask { all, ty } => {
                let (x, xt) = self.arg(args, 0)?;
                let x = self.lane_u32(&x, xt)?;
                let _ = ty;
                let l = self.lanes(Group::Simd);
                let occ = self.half_of(&l, "%occupied");
                let both = self.bin("and", "i32", &x, &occ);
                let r = if *all {
                    self.icmp("eq", "i32", &both, &occ)
                } else {
                    self.icmp("ne", "i32", &both, "0")
                };
                self.define(i, &r)
            }
            GpuOp::IsUniform { ty } => {
                let (x, _) = self.arg(args, 0)?;
                if ty.lanes != 1 {
                    return no("`is_uniform` of a vector");
                }
                let first = self.broadcast_first(&x, *ty, Group::Simd)?;
                let t = elem_type(*ty);
                let eq = if ty.is_float() {
                    self.tmp(&format!("fcmp oeq {t} {x}, {first}"))
                } else {
                    self.icmp("eq", &t, &x, &first)
                };
                let l = self.lanes(Group::Simd);
                let b = self.ballot(&eq);
                let w = self.half_of(&l, &b);
                let r = self.icmp("eq", "i32", &w, &l.exec_word);
                self.define(i, &r)
            }
            other => no(format!("`{}`", other.name())),
        }
    }

    /// `llvm.amdgcn.ballot` of a condition: its lanes as a wave mask.
    fn ballot(&mut self, c: &str) -> String {
        self.call("i64", "llvm.amdgcn.ballot.i64", &[("i1", c)])
    }

    fn lane_u32(&mut self, v: &str, t: Type) -> R<String> {
        match self.m.types.int_bits(t) {
            Some(32) => Ok(v.to_string()),
            Some(b) if b < 32 => Ok(self.tmp(&format!("zext i{b} {v} to i32"))),
            Some(b) => Ok(self.tmp(&format!("trunc i{b} {v} to i32"))),
            None => no("a lane operand that is not an integer"),
        }
    }

    /// Applies `f` to each lane of a (possibly vector) value of element type `e`.
    fn per_element(&mut self, e: Elem, x: &str, f: impl Fn(&mut Self, Elem, &str) -> R<String>) -> R<String> {
        if e.lanes == 1 {
            return f(self, e, x);
        }
        let one = e.element();
        let vt = elem_type(e);
        let st = elem_type(one);
        let mut acc = "undef".to_string();
        for k in 0..e.lanes {
            let part = self.tmp(&format!("extractelement {vt} {x}, i32 {k}"));
            let r = f(self, one, &part)?;
            acc = self.tmp(&format!("insertelement {vt} {acc}, {st} {r}, i32 {k}"));
        }
        Ok(acc)
    }

    // ---- lanes ----------------------------------------------------------------------

    fn lanes(&mut self, group: Group) -> Lanes {
        let lo = self.call("i32", "llvm.amdgcn.mbcnt.lo", &[("i32", "-1"), ("i32", "0")]);
        let wave = self.call("i32", "llvm.amdgcn.mbcnt.hi", &[("i32", "-1"), ("i32", &lo)]);
        let (me, base) = match group {
            Group::Simd => (self.bin("and", "i32", &wave, "31"), self.bin("and", "i32", &wave, "32")),
            Group::Quad => (self.bin("and", "i32", &wave, "3"), self.bin("and", "i32", &wave, "-4")),
        };
        let e = self.call("i64", "llvm.amdgcn.ballot.i64", &[("i1", "true")]);
        let mut l = Lanes { wave, me, base, exec_word: String::new() };
        l.exec_word = self.half_of(&l, &e);
        l
    }

    /// The 32-bit word of a wave mask that covers the lane's SIMD-group.
    fn half_of(&mut self, l: &Lanes, mask: &str) -> String {
        let upper = self.icmp("ugt", "i32", &l.wave, "31");
        let hi64 = self.bin("lshr", "i64", mask, "32");
        let hi = self.tmp(&format!("trunc i64 {hi64} to i32"));
        let lo = self.tmp(&format!("trunc i64 {mask} to i32"));
        self.select(&upper, "i32", &hi, &lo)
    }

    /// A SIMD-group word narrowed to the lane's group (its quad's 4 bits for quads).
    fn group_bits(&mut self, l: &Lanes, word: &str, group: Group) -> String {
        match group {
            Group::Simd => word.to_string(),
            Group::Quad => {
                let at = self.bin("and", "i32", &l.base, "31");
                let s = self.bin("lshr", "i32", word, &at);
                self.bin("and", "i32", &s, "15")
            }
        }
    }

    fn group_word(&mut self, l: &Lanes, group: Group) -> String {
        let w = l.exec_word.clone();
        self.group_bits(l, &w, group)
    }

    // ---- 32-bit words of a value ----------------------------------------------------

    fn word_of(&mut self, x: &str, e: Elem) -> R<String> {
        Ok(match e.scalar {
            Scalar::Int(32) => x.to_string(),
            Scalar::Int(b) if b < 32 => self.tmp(&format!("zext i{b} {x} to i32")),
            Scalar::F32 => self.tmp(&format!("bitcast float {x} to i32")),
            Scalar::F16 => {
                let h = self.tmp(&format!("bitcast half {x} to i16"));
                self.tmp(&format!("zext i16 {h} to i32"))
            }
            Scalar::BF16 => self.tmp(&format!("zext i16 {x} to i32")),
            _ => return no(format!("a cross-lane operation on {}", elem_type(e))),
        })
    }

    fn value_of_word(&mut self, w: &str, e: Elem) -> String {
        match e.scalar {
            Scalar::Int(32) => w.to_string(),
            Scalar::Int(b) if b < 32 => self.tmp(&format!("trunc i32 {w} to i{b}")),
            Scalar::F32 => self.tmp(&format!("bitcast i32 {w} to float")),
            Scalar::F16 => {
                let h = self.tmp(&format!("trunc i32 {w} to i16"));
                self.tmp(&format!("bitcast i16 {h} to half"))
            }
            _ => self.tmp(&format!("trunc i32 {w} to i16")),
        }
    }

    /// Reads lane `base + src` (a group lane) of `word`, or keeps the own value where
    /// `ok` is false or the source lane is inactive.
    fn permute(&mut self, l: &Lanes, word: &str, src: &str, ok: Option<&str>) -> String {
        let lane = self.bin("add", "i32", &l.base, src);
        let addr = self.bin("shl", "i32", &lane, "2");
        let r = self.call("i32", "llvm.amdgcn.ds.bpermute", &[("i32", &addr), ("i32", word)]);
        let in_simd = self.bin("and", "i32", &lane, "31");
        let bit = self.bin("lshr", "i32", &l.exec_word, &in_simd);
        let bit = self.bin("and", "i32", &bit, "1");
        let active = self.icmp("ne", "i32", &bit, "0");
        let take = match ok {
            Some(o) => self.bin("and", "i1", &active, o),
            None => active,
        };
        self.select(&take, "i32", &r, word)
    }

    fn shuffle(&mut self, x: &str, e: Elem, a: &str, group: Group, kind: ShuffleKind) -> R<String> {
        let w = match group {
            Group::Simd => 32u32,
            Group::Quad => 4,
        };
        let l = self.lanes(group);
        let word = self.word_of(x, e)?;
        let mask = (w - 1).to_string();
        let (src, ok) = match kind {
            ShuffleKind::Index => (self.bin("and", "i32", a, &mask), None),
            ShuffleKind::Xor => {
                let t = self.bin("xor", "i32", &l.me, a);
                (self.bin("and", "i32", &t, &mask), None)
            }
            ShuffleKind::Up | ShuffleKind::Down | ShuffleKind::RotateUp | ShuffleKind::RotateDown => {
                let d = self.bin("urem", "i32", a, &(w + 1).to_string());
                match kind {
                    ShuffleKind::Up => {
                        let t = self.bin("sub", "i32", &l.me, &d);
                        let ok = self.icmp("uge", "i32", &l.me, &d);
                        (t, Some(ok))
                    }
                    ShuffleKind::Down => {
                        let t = self.bin("add", "i32", &l.me, &d);
                        let ok = self.icmp("ult", "i32", &t, &w.to_string());
                        (t, Some(ok))
                    }
                    ShuffleKind::RotateUp => {
                        let t = self.bin("sub", "i32", &l.me, &d);
                        (self.bin("and", "i32", &t, &mask), None)
                    }
                    _ => {
                        let t = self.bin("add", "i32", &l.me, &d);
                        (self.bin("and", "i32", &t, &mask), None)
                    }
                }
            }
            ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => return no(format!("`{}`", kind.name())),
        };
        // Out-of-range sources read a lane inside the group (masked), then keep their own.
        let src = match &ok {
            Some(_) => self.bin("and", "i32", &src, &mask),
            None => src,
        };
        let r = self.permute(&l, &word, &src, ok.as_deref());
        Ok(self.value_of_word(&r, e))
    }

    /// `shuffle_and_fill_{up,down}(x, fill, delta[, modulo])` as ours computes it: within
    /// windows of `modulo` lanes (1..=width), lanes shifted past the window's edge read
    /// `fill` instead of `x`.
    #[allow(clippy::too_many_arguments)]
    fn shuffle_fill(
        &mut self,
        x: &str,
        fill: &str,
        e: Elem,
        d: &str,
        modulo: Option<&str>,
        group: Group,
        up: bool,
    ) -> R<String> {
        let w = match group {
            Group::Simd => 32u32,
            Group::Quad => 4,
        };
        let l = self.lanes(group);
        let m = match modulo {
            None => w.to_string(),
            Some(v) => {
                let lo = self.call("i32", "llvm.umax.i32", &[("i32", v), ("i32", "1")]);
                self.call("i32", "llvm.umin.i32", &[("i32", &lo), ("i32", &w.to_string())])
            }
        };
        let i = self.bin("urem", "i32", &l.me, &m);
        let m1 = self.bin("add", "i32", &m, "1");
        let d = self.bin("urem", "i32", d, &m1);
        let (plain, filled, from_fill) = if up {
            let plain = self.bin("sub", "i32", &l.me, &d);
            let md = self.bin("sub", "i32", &m, &d);
            let filled = self.bin("add", "i32", &l.me, &md);
            let ff = self.icmp("ult", "i32", &i, &d);
            (plain, filled, ff)
        } else {
            let plain = self.bin("add", "i32", &l.me, &d);
            let filled = self.bin("sub", "i32", &plain, &m);
            let id = self.bin("add", "i32", &i, &d);
            let ff = self.icmp("uge", "i32", &id, &m);
            (plain, filled, ff)
        };
        let t = self.select(&from_fill, "i32", &filled, &plain);
        let t = self.bin("and", "i32", &t, &(w - 1).to_string());
        let xw = self.word_of(x, e)?;
        let fw = self.word_of(fill, e)?;
        let lane = self.bin("add", "i32", &l.base, &t);
        let addr = self.bin("shl", "i32", &lane, "2");
        let a = self.call("i32", "llvm.amdgcn.ds.bpermute", &[("i32", &addr), ("i32", &xw)]);
        let b = self.call("i32", "llvm.amdgcn.ds.bpermute", &[("i32", &addr), ("i32", &fw)]);
        let got = self.select(&from_fill, "i32", &b, &a);
        let in_simd = self.bin("and", "i32", &lane, "31");
        let bit = self.bin("lshr", "i32", &l.exec_word, &in_simd);
        let bit = self.bin("and", "i32", &bit, "1");
        let active = self.icmp("ne", "i32", &bit, "0");
        let r = self.select(&active, "i32", &got, &xw);
        Ok(self.value_of_word(&r, e))
    }

    fn broadcast_first(&mut self, x: &str, e: Elem, group: Group) -> R<String> {
        let l = self.lanes(group);
        let word = self.word_of(x, e)?;
        let gw = self.group_word(&l, group);
        let first = self.call("i32", "llvm.cttz.i32", &[("i32", &gw), ("i1", "true")]);
        let r = self.permute(&l, &word, &first, None);
        Ok(self.value_of_word(&r, e))
    }

    /// Reductions (`scan` None) and scans over the group, in whole-wave mode.
    fn reduce(&mut self, x: &str, e: Elem, op: ReduceOp, group: Group, scan: Option<bool>) -> R<String> {
        let signed = e.sign == Some(Sign::Signed);
        let w = match group {
            Group::Simd => 32u32,
            Group::Quad => 4,
        };
        // The operation's type: 32-bit integers (narrow ones extended) or float (half in
        // float, rounded back after every step).
        let (work, ident): (&str, String) = match (e.scalar, op) {
            (Scalar::Int(b), _) if b > 32 => return no("a cross-lane reduction of 64-bit integers"),
            (Scalar::Int(b), _) => {
                let (lo, hi): (i64, i64) = if signed && b < 32 {
                    (-(1i64 << (b - 1)), (1i64 << (b - 1)) - 1)
                } else if signed {
                    (i64::from(i32::MIN), i64::from(i32::MAX))
                } else if b < 32 {
                    (0, (1i64 << b) - 1)
                } else {
                    (0, -1)
                };
                let id = match op {
                    ReduceOp::Sum | ReduceOp::Or | ReduceOp::Xor => 0,
                    ReduceOp::Product => 1,
                    ReduceOp::And => -1,
                    ReduceOp::Min => hi,
                    ReduceOp::Max => lo,
                };
                ("i32", id.to_string())
            }
            (Scalar::F32 | Scalar::F16 | Scalar::BF16, ReduceOp::Sum) => {
                ("float", "0x8000000000000000".into())
            }
            (Scalar::F32 | Scalar::F16 | Scalar::BF16, ReduceOp::Product) => ("float", "1.0".into()),
            (Scalar::F32 | Scalar::F16 | Scalar::BF16, ReduceOp::Min | ReduceOp::Max) => {
                ("float", "0x7FF8000000000000".into())
            }
            _ => return no(format!("a cross-lane {} of {}", op.name(), elem_type(e))),
        };
        // Into the working type.
        let v = match (e.scalar, signed) {
            (Scalar::Int(32), _) => x.to_string(),
            (Scalar::Int(b), true) => self.tmp(&format!("sext i{b} {x} to i32")),
            (Scalar::Int(b), false) => self.tmp(&format!("zext i{b} {x} to i32")),
            (Scalar::F16, _) => self.tmp(&format!("fpext half {x} to float")),
            (Scalar::BF16, _) => self.bf16_to_f32(x),
            _ => x.to_string(),
        };
        let is_float = work == "float";
        let vw = if is_float { self.tmp(&format!("bitcast float {v} to i32")) } else { v };
        let id_word = if is_float {
            match op {
                ReduceOp::Sum => "-2147483648".to_string(),
                ReduceOp::Product => "1065353216".to_string(),
                _ => "2143289344".to_string(),
            }
        } else {
            ident.clone()
        };
        let filled = self.call("i32", "llvm.amdgcn.set.inactive.i32", &[("i32", &vw), ("i32", &id_word)]);
        let l = self.lanes(group);
        let combine = |p: &mut Self, a: &str, b: &str| -> String {
            if is_float {
                let r = match op {
                    ReduceOp::Sum => p.bin("fadd", "float", a, b),
                    ReduceOp::Product => p.bin("fmul", "float", a, b),
                    ReduceOp::Min => p.call("float", "llvm.minnum.f32", &[("float", a), ("float", b)]),
                    _ => p.call("float", "llvm.maxnum.f32", &[("float", a), ("float", b)]),
                };
                match e.scalar {
                    Scalar::F16 => {
                        let h = p.tmp(&format!("fptrunc float {r} to half"));
                        p.tmp(&format!("fpext half {h} to float"))
                    }
                    Scalar::BF16 => {
                        let h = p.f32_to_bf16(&r);
                        p.bf16_to_f32(&h)
                    }
                    _ => r,
                }
            } else {
                let name = match (op, signed) {
                    (ReduceOp::Sum, _) => return p.bin("add", "i32", a, b),
                    (ReduceOp::Product, _) => return p.bin("mul", "i32", a, b),
                    (ReduceOp::And, _) => return p.bin("and", "i32", a, b),
                    (ReduceOp::Or, _) => return p.bin("or", "i32", a, b),
                    (ReduceOp::Xor, _) => return p.bin("xor", "i32", a, b),
                    (ReduceOp::Min, true) => "llvm.smin.i32",
                    (ReduceOp::Min, false) => "llvm.umin.i32",
                    (ReduceOp::Max, true) => "llvm.smax.i32",
                    (ReduceOp::Max, false) => "llvm.umax.i32",
                };
                p.call("i32", name, &[("i32", a), ("i32", b)])
            }
        };
        let as_work = |p: &mut Self, word: &str| -> String {
            if is_float {
                p.tmp(&format!("bitcast i32 {word} to float"))
            } else {
                word.to_string()
            }
        };
        let ordered = is_float && matches!(op, ReduceOp::Sum | ReduceOp::Product);
        let result = match scan {
            None if !ordered => {
                // Butterfly of xor swizzles (bit-mask mode stays in the 32-lane group).
                let mut acc = filled.clone();
                let mut s = w / 2;
                while s >= 1 {
                    let other = self.call(
                        "i32",
                        "llvm.amdgcn.ds.swizzle",
                        &[("i32", &acc), ("i32", &swizzle(0x1f, 0, s).to_string())],
                    );
                    let (a, b) = (as_work(self, &acc), as_work(self, &other));
                    let r = combine(self, &a, &b);
                    acc = if is_float { self.tmp(&format!("bitcast float {r} to i32")) } else { r };
                    s /= 2;
                }
                acc
            }
            None => {
                // In lane order: every lane of the group broadcast in turn.
                let mut acc: Option<String> = None;
                for j in 0..w {
                    let b = self.call(
                        "i32",
                        "llvm.amdgcn.ds.swizzle",
                        &[("i32", &filled), ("i32", &bcast(group, j).to_string())],
                    );
                    let bv = as_work(self, &b);
                    acc = Some(match acc {
                        None => bv,
                        Some(a) => combine(self, &a, &bv),
                    });
                }
                let a = acc.unwrap_or_default();
                self.tmp(&format!("bitcast float {a} to i32"))
            }
            Some(inclusive) if !is_float => {
                // Hillis–Steele over bpermute.
                let mut acc = filled.clone();
                let mut d = 1;
                while d < w {
                    let from = self.bin("sub", "i32", &l.wave, &d.to_string());
                    let addr = self.bin("shl", "i32", &from, "2");
                    let o = self.call("i32", "llvm.amdgcn.ds.bpermute", &[("i32", &addr), ("i32", &acc)]);
                    let c = combine(self, &acc, &o);
                    let ok = self.icmp("uge", "i32", &l.me, &d.to_string());
                    acc = self.select(&ok, "i32", &c, &acc);
                    d *= 2;
                }
                if !inclusive {
                    let from = self.bin("sub", "i32", &l.wave, "1");
                    let addr = self.bin("shl", "i32", &from, "2");
                    let o = self.call("i32", "llvm.amdgcn.ds.bpermute", &[("i32", &addr), ("i32", &acc)]);
                    let ok = self.icmp("uge", "i32", &l.me, "1");
                    acc = self.select(&ok, "i32", &o, &ident);
                }
                acc
            }
            Some(inclusive) => {
                // Float scans: the in-order fold, kept where the lane is at (or, exclusive,
                // below) the reader.
                let mut acc = as_work(self, &id_word);
                let _ = &acc;
                acc = self.tmp(&format!("bitcast i32 {id_word} to float"));
                for j in 0..w {
                    let b = self.call(
                        "i32",
                        "llvm.amdgcn.ds.swizzle",
                        &[("i32", &filled), ("i32", &bcast(group, j).to_string())],
                    );
                    let bv = as_work(self, &b);
                    let c = combine(self, &acc, &bv);
                    let pred = if inclusive { "ule" } else { "ult" };
                    let keep = self.icmp(pred, "i32", &j.to_string(), &l.me);
                    acc = self.select(&keep, "float", &c, &acc);
                }
                self.tmp(&format!("bitcast float {acc} to i32"))
            }
        };
        let done = self.call("i32", "llvm.amdgcn.strict.wwm.i32", &[("i32", &result)]);
        Ok(match e.scalar {
            Scalar::Int(32) => done,
            Scalar::Int(b) => self.tmp(&format!("trunc i32 {done} to i{b}")),
            Scalar::F32 => self.tmp(&format!("bitcast i32 {done} to float")),
            Scalar::BF16 => {
                let f = self.tmp(&format!("bitcast i32 {done} to float"));
                self.f32_to_bf16(&f)
            }
            _ => {
                let f = self.tmp(&format!("bitcast i32 {done} to float"));
                self.tmp(&format!("fptrunc float {f} to half"))
            }
        })
    }

    // ---- math, intrinsics, atomics --------------------------------------------------

    fn math(&mut self, func: MathFn, e: Elem, xs: &[String]) -> R<String> {
        let t = elem_type(e);
        let x = |n: usize| xs.get(n).cloned().unwrap_or_else(|| "undef".into());
        let sfx = match e.scalar {
            Scalar::F16 => "f16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::BF16 => return no("bfloat math"),
            Scalar::Int(8) => "i8",
            Scalar::Int(16) => "i16",
            Scalar::Int(32) => "i32",
            Scalar::Int(64) => "i64",
            Scalar::Int(_) => return no("math on odd-width integers"),
        };
        let signed = e.sign == Some(Sign::Signed);
        let un = |p: &mut Self, name: &str| p.call(&t, &format!("{name}.{sfx}"), &[(&t, &x(0))]);
        let bi = |p: &mut Self, name: &str, a: &str, b: &str| {
            p.call(&t, &format!("{name}.{sfx}"), &[(&t, a), (&t, b)])
        };
        if e.is_int() {
            let (mn, mx) = if signed { ("llvm.smin", "llvm.smax") } else { ("llvm.umin", "llvm.umax") };
            return Ok(match func {
                MathFn::Min => bi(self, mn, &x(0), &x(1)),
                MathFn::Max => bi(self, mx, &x(0), &x(1)),
                MathFn::Min3 => {
                    let a = bi(self, mn, &x(0), &x(1));
                    bi(self, mn, &a, &x(2))
                }
                MathFn::Max3 => {
                    let a = bi(self, mx, &x(0), &x(1));
                    bi(self, mx, &a, &x(2))
                }
                MathFn::Clamp => {
                    let a = bi(self, mx, &x(0), &x(1));
                    bi(self, mn, &a, &x(2))
                }
                MathFn::Abs if signed => {
                    self.call(&t, &format!("llvm.abs.{sfx}"), &[(&t, &x(0)), ("i1", "false")])
                }
                MathFn::Abs => x(0),
                MathFn::Clz => self.call(&t, &format!("llvm.ctlz.{sfx}"), &[(&t, &x(0)), ("i1", "false")]),
                MathFn::Ctz => self.call(&t, &format!("llvm.cttz.{sfx}"), &[(&t, &x(0)), ("i1", "false")]),
                MathFn::Popcount => un(self, "llvm.ctpop"),
                MathFn::ReverseBits => un(self, "llvm.bitreverse"),
                _ => return no(format!("integer `{}`", func.name())),
            });
        }
        Ok(match func {
            MathFn::Fabs => un(self, "llvm.fabs"),
            MathFn::Sqrt => un(self, "llvm.sqrt"),
            MathFn::Rsqrt => un(self, "llvm.amdgcn.rsq"),
            MathFn::Exp2 => un(self, "llvm.exp2"),
            MathFn::Log2 => un(self, "llvm.log2"),
            MathFn::Exp => un(self, "llvm.exp"),
            MathFn::Log => un(self, "llvm.log"),
            MathFn::Log10 => un(self, "llvm.log10"),
            MathFn::Sin => un(self, "llvm.sin"),
            MathFn::Cos => un(self, "llvm.cos"),
            MathFn::Floor => un(self, "llvm.floor"),
            MathFn::Ceil => un(self, "llvm.ceil"),
            MathFn::Trunc => un(self, "llvm.trunc"),
            MathFn::Rint => un(self, "llvm.rint"),
            MathFn::Round => un(self, "llvm.round"),
            MathFn::Fract => un(self, "llvm.amdgcn.fract"),
            MathFn::Fmin => bi(self, "llvm.minnum", &x(0), &x(1)),
            MathFn::Fmax => bi(self, "llvm.maxnum", &x(0), &x(1)),
            MathFn::Copysign => bi(self, "llvm.copysign", &x(0), &x(1)),
            MathFn::Atan2 if e.scalar == Scalar::F32 => self.atan2(&x(0), &x(1)),
            // C's fmod is LLVM's `frem`.
            MathFn::Fmod => self.bin("frem", &t, &x(0), &x(1)),
            MathFn::Fmin3 => {
                let a = bi(self, "llvm.minnum", &x(1), &x(2));
                bi(self, "llvm.minnum", &x(0), &a)
            }
            MathFn::Fmax3 => {
                let a = bi(self, "llvm.maxnum", &x(1), &x(2));
                bi(self, "llvm.maxnum", &x(0), &a)
            }
            MathFn::Clamp => {
                let a = bi(self, "llvm.maxnum", &x(0), &x(1));
                bi(self, "llvm.minnum", &a, &x(2))
            }
            MathFn::Saturate => {
                let a = bi(self, "llvm.maxnum", &x(0), "0.0");
                bi(self, "llvm.minnum", &a, "1.0")
            }
            MathFn::Fma => {
                self.call(&t, &format!("llvm.fma.{sfx}"), &[(&t, &x(0)), (&t, &x(1)), (&t, &x(2))])
            }
            _ => return no(format!("`{}` (no LLVM intrinsic)", func.name())),
        })
    }

    /// `atan2(y, x)` with ours' algorithm (docs/abi-amdgpu.md): `a = min/max` of the
    /// magnitudes, reduced by `atan a = π/4 + atan((a − 1)/(a + 1))` above tan(π/8), an odd
    /// degree-9 polynomial, then placed in its octant and given y's sign.
    fn atan2(&mut self, y: &str, x: &str) -> String {
        use std::f64::consts::PI;
        let c = |v: f32| float_text(&TypeInner::Float, u64::from(v.to_bits()));
        let f2 = |p: &mut Self, name: &str, a: &str, b: &str| {
            p.call("float", &format!("llvm.{name}.f32"), &[("float", a), ("float", b)])
        };
        let ax = self.call("float", "llvm.fabs.f32", &[("float", x)]);
        let ay = self.call("float", "llvm.fabs.f32", &[("float", y)]);
        let mx = f2(self, "maxnum", &ax, &ay);
        let mn = f2(self, "minnum", &ax, &ay);
        let q = self.tmp(&format!("fdiv float {mn}, {mx}, !fpmath !0"));
        let zero = self.tmp(&format!("fcmp oeq float {mx}, 0.0"));
        let q = self.select(&zero, "float", "0.0", &q);
        let inf = self.tmp(&format!("fcmp oeq float {mn}, {}", c(f32::INFINITY)));
        let a = self.select(&inf, "float", "1.0", &q);
        let big = self.tmp(&format!("fcmp ogt float {a}, {}", c(0.414_213_57)));
        let am1 = self.bin("fsub", "float", &a, "1.0");
        let ap1 = self.bin("fadd", "float", &a, "1.0");
        let num = self.select(&big, "float", &am1, &a);
        let den = self.select(&big, "float", &ap1, "1.0");
        let u = self.tmp(&format!("fdiv float {num}, {den}, !fpmath !0"));
        let z = self.bin("fmul", "float", &u, &u);
        let mut p = c(8.053_744_5e-2);
        for k in [-1.387_768_6e-1f32, 1.997_771_1e-1, -3.333_295e-1] {
            p = self.call("float", "llvm.fma.f32", &[("float", &p), ("float", &z), ("float", &c(k))]);
        }
        let pz = self.bin("fmul", "float", &p, &z);
        let r = self.call("float", "llvm.fma.f32", &[("float", &pz), ("float", &u), ("float", &u)]);
        let quarter = self.bin("fadd", "float", &r, &c((PI / 4.0) as f32));
        let r = self.select(&big, "float", &quarter, &r);
        let minus = |p: &mut Self, k: f64, r: &str| {
            let hi = k as f32;
            let lo = (k - f64::from(hi)) as f32;
            let t = p.bin("fsub", "float", &c(hi), r);
            p.bin("fadd", "float", &t, &c(lo))
        };
        let steep = self.tmp(&format!("fcmp ogt float {ay}, {ax}"));
        let comp = minus(self, PI / 2.0, &r);
        let r = self.select(&steep, "float", &comp, &r);
        let xb = self.tmp(&format!("bitcast float {x} to i32"));
        let left = self.icmp("slt", "i32", &xb, "0");
        let back = minus(self, PI, &r);
        let r = self.select(&left, "float", &back, &r);
        let yb = self.tmp(&format!("bitcast float {y} to i32"));
        let sign = self.bin("and", "i32", &yb, "-2147483648");
        let rb = self.tmp(&format!("bitcast float {r} to i32"));
        let rs = self.bin("or", "i32", &rb, &sign);
        let r = self.tmp(&format!("bitcast i32 {rs} to float"));
        let nan = self.tmp(&format!("fcmp uno float {x}, {y}"));
        self.select(&nan, "float", &c(f32::NAN), &r)
    }

    fn llvm(&mut self, i: Inst, op: LlvmOp, args: &[Value]) -> R<()> {
        let m = self.m;
        let rt = self.f.insts[i].ty;
        let void = matches!(m.types.inner(rt), TypeInner::Void);
        if matches!(op, LlvmOp::DbgValue | LlvmOp::DbgDeclare | LlvmOp::DbgLabel) {
            return Ok(());
        }
        let mut typed = Vec::new();
        for a in args {
            let t = self.vty(*a);
            typed.push((self.ty(t), self.val(*a)?, t));
        }
        if self.is_bf16(rt) {
            // LLVM 14 has no bfloat intrinsics on AMDGPU: in float, rounded back once.
            let mut fargs = Vec::new();
            for (t, v, ty) in &typed {
                if self.is_bf16(*ty) {
                    fargs.push(("float".to_string(), self.bf16_to_f32(v)));
                } else {
                    fargs.push((t.clone(), v.clone()));
                }
            }
            let name = format!("llvm.{}.f32", op.name());
            let list: Vec<(&str, &str)> = fargs.iter().map(|(t, v)| (t.as_str(), v.as_str())).collect();
            let r = self.call("float", &name, &list);
            let r = self.f32_to_bf16(&r);
            return self.define(i, &r);
        }
        let suffix = match op {
            LlvmOp::Assume => String::new(),
            LlvmOp::LifetimeStart | LlvmOp::LifetimeEnd => {
                format!(".{}", typed.get(1).map(|t| mangle(m, t.2)).unwrap_or_default())
            }
            LlvmOp::Memcpy | LlvmOp::Memmove => format!(
                ".{}.{}.{}",
                typed.first().map(|t| mangle(m, t.2)).unwrap_or_default(),
                typed.get(1).map(|t| mangle(m, t.2)).unwrap_or_default(),
                typed.get(2).map(|t| mangle(m, t.2)).unwrap_or_default()
            ),
            LlvmOp::Memset => format!(
                ".{}.{}",
                typed.first().map(|t| mangle(m, t.2)).unwrap_or_default(),
                typed.get(2).map(|t| mangle(m, t.2)).unwrap_or_default()
            ),
            _ => format!(".{}", mangle(m, rt)),
        };
        let name = format!("llvm.{}{suffix}", op.name());
        let ret = if void { "void".to_string() } else { self.ty(rt) };
        let tys: Vec<&str> = typed.iter().map(|t| t.0.as_str()).collect();
        self.declare(&ret, &name, &tys);
        let list: Vec<String> = typed.iter().map(|(t, v, _)| format!("{t} {v}")).collect();
        let call = format!("call {ret} @{name}({})", list.join(", "));
        if void {
            self.line(&call);
        } else {
            self.line(&format!("%v{} = {call}", i.index()));
        }
        Ok(())
    }

    fn atomic(
        &mut self,
        i: Inst,
        space: AtomicSpace,
        op: AtomicOp,
        e: Elem,
        imm: &gpu_ir::gpu::AtomicImm,
        args: &[Value],
    ) -> R<()> {
        let t = elem_type(e);
        let scope = sync_scope(imm.scope, space)?;
        let order = mem_order(imm.order)?;
        let vol = if imm.volatile == Some(true) { " volatile" } else { "" };
        let (ptr, pt) = self.arg(args, 0)?;
        let pty = self.ty(pt);
        let align = match e.scalar {
            Scalar::Int(b) => (b / 8).max(1),
            Scalar::F16 | Scalar::BF16 => 2,
            Scalar::F32 => 4,
            Scalar::F64 => 8,
        };
        let n = i.index();
        let rmw = |name: &str| format!("atomicrmw{vol} {name} {pty} {ptr}, {t} ");
        let signed = e.sign == Some(Sign::Signed);
        let line = match op {
            AtomicOp::Load => {
                if order == "release" || order == "acq_rel" {
                    return no("an atomic load with release order");
                }
                format!(
                    "%v{n} = load atomic{vol} {t}, {pty} {ptr} syncscope(\"{scope}\") {order}, align {align}"
                )
            }
            AtomicOp::Store => {
                let (v, _) = self.arg(args, 1)?;
                if order == "acquire" || order == "acq_rel" {
                    return no("an atomic store with acquire order");
                }
                format!(
                    "store atomic{vol} {t} {v}, {pty} {ptr} syncscope(\"{scope}\") {order}, align {align}"
                )
            }
            AtomicOp::CmpXchgWeak => {
                let (exp_ptr, ept) = self.arg(args, 1)?;
                let (new, _) = self.arg(args, 2)?;
                let ety = self.ty(ept);
                let fail = match imm.failure_order {
                    None | Some(MemOrder::Relaxed) => "monotonic",
                    Some(MemOrder::Acquire) | Some(MemOrder::AcqRel) => "acquire",
                    Some(MemOrder::SeqCst) => "seq_cst",
                    Some(o) => return no(format!("compare-exchange failure order {o}")),
                };
                if e.is_float() {
                    return no("a float compare-exchange");
                }
                let expected = self.tmp(&format!("load {t}, {ety} {exp_ptr}, align {align}"));
                let pair = self.tmp(&format!(
                    "cmpxchg weak{vol} {pty} {ptr}, {t} {expected}, {t} {new} syncscope(\"{scope}\") {order} {fail}"
                ));
                let old = self.tmp(&format!("extractvalue {{ {t}, i1 }} {pair}, 0"));
                self.line(&format!("store {t} {old}, {ety} {exp_ptr}, align {align}"));
                return self.define(i, &old);
            }
            _ => {
                let (v, _) = self.arg(args, 1)?;
                let name = match (op, e.is_float(), signed) {
                    (AtomicOp::Add, true, _) => "fadd",
                    (AtomicOp::Sub, true, _) => "fsub",
                    (AtomicOp::Add, false, _) => "add",
                    (AtomicOp::Sub, false, _) => "sub",
                    (AtomicOp::And, false, _) => "and",
                    (AtomicOp::Or, false, _) => "or",
                    (AtomicOp::Xor, false, _) => "xor",
                    (AtomicOp::Xchg, _, _) => "xchg",
                    (AtomicOp::Min, false, true) => "min",
                    (AtomicOp::Min, false, false) => "umin",
                    (AtomicOp::Max, false, true) => "max",
                    (AtomicOp::Max, false, false) => "umax",
                    _ => return no(format!("atomic {} on {t}", op.name())),
                };
                format!("%v{n} = {}{v} syncscope(\"{scope}\") {order}", rmw(name))
            }
        };
        self.line(&line);
        Ok(())
    }
}

/// `ds_swizzle_b32` bit-mask pattern: lane `((l & and) | or) ^ xor` of the 32-lane group.
fn swizzle(and: u32, or: u32, xor: u32) -> u32 {
    (and & 0x1f) | (or & 0x1f) << 5 | (xor & 0x1f) << 10
}

/// The pattern broadcasting lane `j` of the group.
fn bcast(group: Group, j: u32) -> u32 {
    match group {
        Group::Simd => swizzle(0, j, 0),
        Group::Quad => swizzle(0x1c, j & 3, 0),
    }
}

fn mask_text(mask: &[i32]) -> String {
    let items: Vec<String> =
        mask.iter().map(|&m| if m < 0 { "i32 undef".to_string() } else { format!("i32 {m}") }).collect();
    format!("<{} x i32> <{}>", mask.len(), items.join(", "))
}

/// Metal's `convert` as one LLVM instruction (C++ conversion rules: float → integer
/// rounds toward zero, → bool is `!= 0`).
fn convert_text(dst: Elem, src: Elem, sty: &str, x: &str, dty: &str) -> R<String> {
    let width = |e: Elem| match e.scalar {
        Scalar::Int(b) => b,
        Scalar::F16 | Scalar::BF16 => 16,
        Scalar::F32 => 32,
        Scalar::F64 => 64,
    };
    if dst.scalar == Scalar::Int(1) {
        return Ok(if src.is_float() {
            format!("fcmp une {sty} {x}, zeroinitializer")
        } else {
            format!("icmp ne {sty} {x}, zeroinitializer")
        });
    }
    let op = match (src.is_float(), dst.is_float()) {
        (true, true) => match width(dst).cmp(&width(src)) {
            std::cmp::Ordering::Greater => CastOp::FPExt,
            std::cmp::Ordering::Less => CastOp::FPTrunc,
            std::cmp::Ordering::Equal if dst.scalar == src.scalar => {
                return Ok(format!("bitcast {sty} {x} to {dty}"));
            }
            std::cmp::Ordering::Equal => return no("a conversion between half and bfloat"),
        },
        (true, false) if dst.sign == Some(Sign::Unsigned) => CastOp::FPToUI,
        (true, false) => CastOp::FPToSI,
        (false, true) if src.sign == Some(Sign::Unsigned) || src.scalar == Scalar::Int(1) => CastOp::UIToFP,
        (false, true) => CastOp::SIToFP,
        (false, false) => match width(dst).cmp(&width(src)) {
            std::cmp::Ordering::Greater if src.sign == Some(Sign::Signed) => CastOp::SExt,
            std::cmp::Ordering::Greater => CastOp::ZExt,
            std::cmp::Ordering::Less => CastOp::Trunc,
            std::cmp::Ordering::Equal => return Ok(format!("or {sty} {x}, zeroinitializer")),
        },
    };
    Ok(format!("{} {sty} {x} to {dty}", op.name()))
}
