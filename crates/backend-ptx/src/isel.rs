//! Instruction selection: one legalized gpu-ir kernel to the body of a PTX `.entry`.
//!
//! Every SSA value gets fresh virtual registers (PTX has no register limit; `ptxas`
//! allocates). A value is a list of scalar registers: one for a scalar, one per element
//! for a vector, one per leaf for an aggregate. Integers narrower than 32 bits live in
//! `.b32` registers, always zero-extended (every operation that can set high bits masks
//! them again, and signed operations sign-extend their operands first). `i1` is a
//! `.pred`; `half` and `bfloat` are `.b16`; device, constant and thread-private pointers
//! are 64-bit addresses of their state space, threadgroup pointers 32-bit `.shared`
//! addresses.
//!
//! Control flow is emitted as the CFG itself: one label per block, phis resolved by
//! copies on each edge (through temporaries, so a phi reading another phi of the same
//! block sees the old value). PTX branches are unstructured already; the sm_70+
//! independent thread scheduling keeps divergent code correct, and warp-wide operations
//! name the lanes active at that point (`activemask`) as their member mask.

use crate::abi::{self, Arg};
use gpu_ir::gpu::{
    AtomicOp, AtomicSpace, BarrierKind, Elem, GpuOp, Group, LlvmOp, MathFn, MemFlags, MemScope, ReduceOp,
    Scalar, ScanOp, ShuffleKind, Sign, VoteKind,
};
use gpu_ir::{
    Block, CastOp, ConstExpr, ConstantData, FuncId, Function, Inst, Module, Op, RmwOp, Type, TypeInner, Value,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;

// Precise math lives in its own file (src/math.rs) but is a child of this module, so it
// can emit through the selector's private helpers.
#[path = "math.rs"]
mod math;
// The structured selection with explicit active masks, likewise.
#[path = "converge.rs"]
mod converge;
use converge::MaskState;

/// The member mask of the whole warp.
const FULL: &str = "0xffffffff";

/// Why selection failed: the feature and, where known, the instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelError {
    pub feature: String,
    pub inst: Option<String>,
}

type R<T> = Result<T, SelError>;

fn unsupported<T>(feature: impl Into<String>) -> R<T> {
    Err(SelError { feature: feature.into(), inst: None })
}

/// A PTX register class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Pred,
    B16,
    B32,
    B64,
    F32,
    F64,
}

impl Class {
    const ALL: [Class; 6] = [Class::Pred, Class::B16, Class::B32, Class::B64, Class::F32, Class::F64];
    fn prefix(self) -> &'static str {
        match self {
            Class::Pred => "p",
            Class::B16 => "h",
            Class::B32 => "r",
            Class::B64 => "rd",
            Class::F32 => "f",
            Class::F64 => "fd",
        }
    }
    fn decl(self) -> &'static str {
        match self {
            Class::Pred => ".pred",
            Class::B16 => ".b16",
            Class::B32 => ".b32",
            Class::B64 => ".b64",
            Class::F32 => ".f32",
            Class::F64 => ".f64",
        }
    }
}

/// A virtual register.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Reg {
    class: Class,
    n: u32,
}

impl std::fmt::Display for Reg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "%{}{}", self.class.prefix(), self.n)
    }
}

/// What a scalar gpu-ir type is in PTX.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Bool,
    /// An integer of 8, 16, 32 or 64 bits.
    Int(u32),
    Half,
    BF16,
    F32,
    F64,
    /// A pointer into an address space (0 private, 1 device, 2 constant, 3 threadgroup).
    Ptr(u32),
}

impl Kind {
    fn class(self) -> Class {
        match self {
            Kind::Bool => Class::Pred,
            Kind::Int(64) => Class::B64,
            Kind::Int(_) => Class::B32,
            Kind::Half | Kind::BF16 => Class::B16,
            Kind::F32 => Class::F32,
            Kind::F64 => Class::F64,
            Kind::Ptr(3) => Class::B32,
            Kind::Ptr(_) => Class::B64,
        }
    }
    fn bits(self) -> u32 {
        match self {
            Kind::Bool => 1,
            Kind::Int(b) => b,
            Kind::Half | Kind::BF16 => 16,
            Kind::F32 => 32,
            Kind::F64 => 64,
            Kind::Ptr(3) => 32,
            Kind::Ptr(_) => 64,
        }
    }
    /// Bytes in memory.
    fn bytes(self) -> u32 {
        match self {
            Kind::Bool => 1,
            k => k.bits() / 8,
        }
    }
}

/// The ld/st state space of an address space.
fn space(addrspace: u32) -> R<&'static str> {
    Ok(match addrspace {
        0 => "local",
        1 | 2 => "global",
        3 => "shared",
        n => return unsupported(format!("memory in address space {n}")),
    })
}

/// The selected body and what the entry needs around it.
#[derive(Debug, Clone, Default)]
pub struct Body {
    pub params: Vec<String>,
    pub decls: String,
    pub code: String,
    pub uses_dynamic_shared: bool,
    /// Whether the body contains SIMD-group or quad operations (anything that names a
    /// member mask): such kernels are selected again with the structured active mask
    /// ([`Isel::run_structured`]).
    pub warp_ops: bool,
    /// The blocks holding them (the structured selection narrows the mask only where a
    /// use of it follows).
    pub warp_blocks: std::collections::BTreeSet<Block>,
}

#[derive(Debug)]
pub struct Isel<'a> {
    m: &'a Module,
    f: &'a Function,
    next: BTreeMap<Class, u32>,
    vals: BTreeMap<Value, Vec<Reg>>,
    code: String,
    labels: BTreeMap<Block, String>,
    /// Declared `.local` arrays of allocas.
    locals: String,
    phis: BTreeMap<Inst, Vec<Reg>>,
    /// The dispatch-block parameter name and the entry's parameters by index.
    params: BTreeMap<u32, abi::Placed>,
    uses_dynamic_shared: bool,
    shared_names: BTreeMap<gpu_ir::GlobalId, String>,
    global_names: BTreeMap<gpu_ir::GlobalId, String>,
    tmp_label: u32,
    sm: u32,
    /// Set while selecting a `fast_` math call: transcendentals may use the hardware
    /// approximations (src/math.rs gives the precise ones otherwise).
    fast_math: bool,
    fid: FuncId,
    /// Whether `active()` was asked for (a SIMD-group or quad operation was selected).
    warp_ops: bool,
    warp_blocks: std::collections::BTreeSet<Block>,
    /// The block whose instructions are being selected.
    cur_block: Option<Block>,
    /// Blocks whose label is already placed (the plain selection): a branch to one is a
    /// back edge, blocks going in reverse post-order.
    placed: std::collections::BTreeSet<Block>,
    /// The structured selection's state; `None` in the plain CFG selection.
    mask: Option<MaskState>,
    /// Metal's thread position and threadgroup size (`%tid.x/y/z`, `%ntid.x/y/z`, or
    /// their flat-launch equivalents), computed once in [`Isel::prologue`] on first use.
    launch: Option<[Reg; 6]>,
    /// Code that runs once before the entry block (placed ahead of it by `finish`).
    prologue: String,
}

/// The PTX name of module global `g` (its own name when it is a plain identifier).
pub fn global_name(m: &Module, g: gpu_ir::GlobalId) -> String {
    let name = m.globals.get(g).map(|d| d.name.as_str()).unwrap_or("");
    let n = format!("{g:?}").chars().filter(char::is_ascii_digit).collect::<String>();
    let clean: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    format!("g{n}_{clean}")
}

impl<'a> Isel<'a> {
    pub fn new(m: &'a Module, fid: FuncId, sm: u32, arch: &str) -> R<Isel<'a>> {
        let Some(f) = m.functions.get(fid) else { return unsupported("a function that does not exist") };
        let placed =
            abi::placed(m, fid, arch).map_err(|e| SelError { feature: e.to_string(), inst: None })?;
        let params = placed.into_iter().enumerate().map(|(i, p)| (i as u32, p)).collect();
        let mut shared_names = BTreeMap::new();
        let mut global_names = BTreeMap::new();
        for (g, d) in m.globals.iter() {
            if d.addrspace == 3 {
                shared_names.insert(g, global_name(m, g));
            } else {
                global_names.insert(g, global_name(m, g));
            }
        }
        Ok(Isel {
            m,
            f,
            next: BTreeMap::new(),
            vals: BTreeMap::new(),
            code: String::new(),
            labels: BTreeMap::new(),
            locals: String::new(),
            phis: BTreeMap::new(),
            params,
            uses_dynamic_shared: false,
            shared_names,
            global_names,
            tmp_label: 0,
            sm,
            fast_math: false,
            fid,
            warp_ops: false,
            warp_blocks: std::collections::BTreeSet::new(),
            cur_block: None,
            placed: std::collections::BTreeSet::new(),
            mask: None,
            launch: None,
            prologue: String::new(),
        })
    }

    fn reg(&mut self, class: Class) -> Reg {
        let n = self.next.entry(class).or_insert(0);
        *n += 1;
        Reg { class, n: *n }
    }

    fn emit(&mut self, s: impl AsRef<str>) {
        self.code.push('\t');
        self.code.push_str(s.as_ref());
        self.code.push_str(";\n");
    }

    fn label(&mut self) -> String {
        self.tmp_label += 1;
        format!("$L_t{}", self.tmp_label)
    }

    // ---- types ----------------------------------------------------------------------

    fn kind(&self, t: Type) -> R<Kind> {
        Ok(match self.m.types.inner(t) {
            TypeInner::Int(1) => Kind::Bool,
            TypeInner::Int(b @ (8 | 16 | 32 | 64)) => Kind::Int(*b),
            TypeInner::Int(b) => return unsupported(format!("{b}-bit integers")),
            TypeInner::Half => Kind::Half,
            TypeInner::BFloat => Kind::BF16,
            TypeInner::Float => Kind::F32,
            TypeInner::Double => Kind::F64,
            TypeInner::Pointer { addrspace, .. } | TypeInner::OpaquePointer { addrspace } => {
                Kind::Ptr(*addrspace)
            }
            _ => return unsupported(format!("values of type {}", self.m.types.display(t))),
        })
    }

    /// The scalar leaves of `t` with their byte offsets in memory.
    fn leaves(&self, t: Type) -> R<Vec<(Kind, u64)>> {
        let mut out = Vec::new();
        self.leaves_into(t, 0, &mut out)?;
        Ok(out)
    }

    fn leaves_into(&self, t: Type, base: u64, out: &mut Vec<(Kind, u64)>) -> R<()> {
        let lay = |t: Type| {
            interp::layout::layout(&self.m.types, t)
                .map_err(|e| SelError { feature: e.to_string(), inst: None })
        };
        match self.m.types.inner(t).clone() {
            TypeInner::Vector { elem, len } => {
                let k = self.kind(elem)?;
                // Vector elements are packed (bools one byte each as the interpreter stores them).
                let size = lay(elem)?.size.max(1);
                for i in 0..u64::from(len) {
                    out.push((k, base + i * size));
                }
            }
            TypeInner::Array { elem, len } => {
                if len > 4096 {
                    return unsupported("aggregate values of more than 4096 elements");
                }
                let size = lay(elem)?.size;
                let stride = size.next_multiple_of(lay(elem)?.align.max(1));
                for i in 0..len {
                    self.leaves_into(elem, base + i * stride, out)?;
                }
            }
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                let offs = interp::layout::field_offsets(&self.m.types, t)
                    .map_err(|e| SelError { feature: e.to_string(), inst: None })?;
                for (f, o) in fields.iter().zip(offs) {
                    self.leaves_into(*f, base + o, out)?;
                }
            }
            _ => out.push((self.kind(t)?, base)),
        }
        Ok(())
    }

    fn value_type(&self, v: Value) -> Type {
        self.m.value_type(self.f, v)
    }

    // ---- values ---------------------------------------------------------------------

    fn get(&mut self, v: Value) -> R<Vec<Reg>> {
        if let Some(r) = self.vals.get(&v) {
            return Ok(r.clone());
        }
        match v {
            Value::Const(c) => {
                let regs = self.constant(c)?;
                Ok(regs)
            }
            Value::Arg(i) => unsupported(format!("parameter {i} used before its definition")),
            Value::Inst(_) => {
                unsupported("an instruction used before its definition (unstructured dominance)")
            }
        }
    }

    fn get1(&mut self, v: Value) -> R<Reg> {
        let r = self.get(v)?;
        match r.as_slice() {
            [one] => Ok(*one),
            _ => unsupported("a vector or aggregate where a scalar was expected"),
        }
    }

    /// A register holding immediate `bits` of kind `k`.
    fn imm(&mut self, k: Kind, bits: u64) -> Reg {
        let r = self.reg(k.class());
        let s = match k.class() {
            Class::Pred => format!("setp.ne.u32 {r}, {}, 0", u32::from(bits & 1 != 0)),
            Class::B16 => format!("mov.b16 {r}, 0x{:04x}", bits & 0xffff),
            Class::B32 => format!("mov.b32 {r}, 0x{:08x}", bits & 0xffff_ffff),
            Class::B64 => format!("mov.b64 {r}, 0x{bits:016x}"),
            Class::F32 => format!("mov.b32 {r}, 0f{:08X}", bits & 0xffff_ffff),
            Class::F64 => format!("mov.b64 {r}, 0d{bits:016X}"),
        };
        self.emit(s);
        r
    }

    fn constant(&mut self, c: gpu_ir::ConstId) -> R<Vec<Reg>> {
        let ty = self.m.const_type(c);
        let data = self.m.constants.get(c).cloned();
        let Some(data) = data else { return unsupported("a missing constant") };
        match data {
            ConstantData::Int { bits, .. } => {
                let k = self.kind(ty)?;
                Ok(vec![self.imm(k, bits as u64)])
            }
            ConstantData::Float { bits, .. } => {
                let k = self.kind(ty)?;
                Ok(vec![self.imm(k, bits)])
            }
            ConstantData::Null(_)
            | ConstantData::Undef(_)
            | ConstantData::Poison(_)
            | ConstantData::Zero(_) => {
                let leaves = self.leaves(ty)?;
                Ok(leaves.into_iter().map(|(k, _)| self.imm(k, 0)).collect())
            }
            ConstantData::Aggregate { elems, .. } => {
                let mut out = Vec::new();
                for e in elems {
                    out.extend(self.get(Value::Const(e))?);
                }
                Ok(out)
            }
            ConstantData::Data { elems, .. } => {
                let leaves = self.leaves(ty)?;
                Ok(leaves.into_iter().zip(elems).map(|((k, _), b)| self.imm(k, b)).collect())
            }
            ConstantData::Global(g) => {
                let Some(gd) = self.m.globals.get(g) else { return unsupported("a missing global") };
                if gd.addrspace == 3 {
                    let name = self.shared_names.get(&g).cloned().unwrap_or_default();
                    let r = self.reg(Class::B32);
                    self.emit(format!("mov.u32 {r}, {name}"));
                    Ok(vec![r])
                } else if gd.addrspace == 2 || gd.addrspace == 1 {
                    let name = self.global_names.get(&g).cloned().unwrap_or_default();
                    let r = self.reg(Class::B64);
                    self.emit(format!("mov.u64 {r}, {name}"));
                    Ok(vec![r])
                } else {
                    unsupported(format!("module variables in address space {}", gd.addrspace))
                }
            }
            ConstantData::Function(_) => unsupported("function pointers"),
            ConstantData::Expr { expr, .. } => match expr {
                ConstExpr::Cast { op, value } => {
                    let src = self.get(Value::Const(value))?;
                    let st = self.m.const_type(value);
                    self.cast(op, &src, st, ty)
                }
                ConstExpr::Gep { source, base, indices, .. } => {
                    let b = self.get1(Value::Const(base))?;
                    let idx: Vec<Value> = indices.into_iter().map(Value::Const).collect();
                    Ok(vec![self.gep(source, b, &idx)?])
                }
                _ => unsupported("constant expressions other than casts and address arithmetic"),
            },
        }
    }

    // ---- the function ----------------------------------------------------------------

    /// Selects the kernel from its CFG (blocks in reverse post-order). Warp-wide
    /// operations read `activemask`; the caller selects again with
    /// [`Self::run_structured`] when [`Body::warp_ops`] says there are any.
    pub fn run(mut self) -> R<Body> {
        let params = self.prologue()?;
        let blocks: Vec<Block> = self.f.blocks.handles().collect();
        // Reverse postorder from the entry: every definition comes before its uses
        // outside phis, whatever the blocks' layout order (labels make layout free).
        for b in self.reverse_postorder(&blocks) {
            self.placed.insert(b);
            let label = self.labels.get(&b).cloned().unwrap_or_default();
            self.code.push_str(&label);
            self.code.push_str(":\n");
            let insts = self.f.blocks.get(b).map(|d| d.insts.clone()).unwrap_or_default();
            for i in insts {
                self.inst_described(b, i)?;
            }
        }
        Ok(self.finish(params))
    }

    /// Selects one instruction, naming it in the error.
    fn inst_described(&mut self, b: Block, i: Inst) -> R<()> {
        self.cur_block = Some(b);
        self.inst(b, i).map_err(|mut e| {
            if e.inst.is_none() {
                e.inst = Some(self.describe(i));
            }
            e
        })
    }

    /// The entry's parameters and built-ins, phi registers, allocas: what both selections
    /// share. Returns the `.param` declarations.
    fn prologue(&mut self) -> R<Vec<String>> {
        let mut params = Vec::new();
        // Parameters.
        let placed: Vec<(u32, abi::Placed)> = self.params.iter().map(|(i, p)| (*i, p.clone())).collect();
        for (i, p) in &placed {
            let regs = match &p.arg {
                Some(Arg::Buffer { .. }) => {
                    let name = format!("buffer_{i}");
                    params.push(format!(".param .u64 {name}"));
                    let r = self.reg(Class::B64);
                    self.emit(format!("ld.param.u64 {r}, [{name}]"));
                    // The runner passes generic (CUDA device) addresses; loads use global ones.
                    self.emit(format!("cvta.to.global.u64 {r}, {r}"));
                    vec![r]
                }
                Some(Arg::ThreadgroupOffset { .. }) => {
                    let name = format!("threadgroup_{i}");
                    params.push(format!(".param .u32 {name}"));
                    let off = self.reg(Class::B32);
                    self.emit(format!("ld.param.u32 {off}, [{name}]"));
                    let base = self.reg(Class::B32);
                    self.emit(format!("mov.u32 {base}, metal_threadgroup"));
                    let r = self.reg(Class::B32);
                    self.emit(format!("add.u32 {r}, {base}, {off}"));
                    self.uses_dynamic_shared = true;
                    vec![r]
                }
                Some(Arg::Dispatch) => vec![],
                None => self.builtin(p.param.short_kind(), Value::Arg(*i))?,
            };
            self.vals.insert(Value::Arg(*i), regs);
        }
        params.push(".param .align 16 .b8 metal_dispatch[48]".to_owned());
        // Phi registers first, so edges can copy into them.
        let blocks: Vec<Block> = self.f.blocks.handles().collect();
        for (n, b) in blocks.iter().enumerate() {
            self.labels.insert(*b, format!("$L_b{n}"));
        }
        for &b in &blocks {
            let insts = self.f.blocks.get(b).map(|d| d.insts.clone()).unwrap_or_default();
            for i in insts {
                let Some(d) = self.f.insts.get(i) else { continue };
                if matches!(d.op, Op::Phi { .. }) {
                    let regs =
                        self.leaves(d.ty)?.into_iter().map(|(k, _)| self.reg(k.class())).collect::<Vec<_>>();
                    self.phis.insert(i, regs.clone());
                    self.vals.insert(Value::Inst(i), regs);
                }
            }
        }
        // Allocas: one `.local` array each, addressed by its 64-bit local address.
        for &b in &blocks {
            let insts = self.f.blocks.get(b).map(|d| d.insts.clone()).unwrap_or_default();
            for i in insts {
                let Some(d) = self.f.insts.get(i) else { continue };
                if let Op::Alloca { allocated, count, align } = &d.op {
                    let n = match count {
                        Value::Const(c) => match self.m.constants.get(*c) {
                            Some(ConstantData::Int { bits, .. }) => u64::try_from(*bits).ok(),
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(n) = n else { return unsupported("thread-private memory of a run-time size") };
                    let l = interp::layout::layout(&self.m.types, *allocated)
                        .map_err(|e| SelError { feature: e.to_string(), inst: None })?;
                    let bytes = l.size.saturating_mul(n).max(1);
                    if bytes > 1 << 20 {
                        return unsupported("more than 1 MiB of thread-private memory");
                    }
                    let al = l.align.max(u64::from(*align)).clamp(4, 16).next_power_of_two();
                    let name = format!("local_{}", self.locals.lines().count());
                    let _ = writeln!(self.locals, "\t.local .align {al} .b8 {name}[{bytes}];");
                    let r = self.reg(Class::B64);
                    self.emit(format!("mov.u64 {r}, {name}"));
                    self.vals.insert(Value::Inst(i), vec![r]);
                }
            }
        }
        Ok(params)
    }

    fn finish(self, params: Vec<String>) -> Body {
        let mut decls = String::new();
        for c in Class::ALL {
            if let Some(n) = self.next.get(&c) {
                let _ = writeln!(decls, "\t.reg {} %{}<{}>;", c.decl(), c.prefix(), n + 1);
            }
        }
        decls.push_str(&self.locals);
        Body {
            params,
            decls,
            code: if self.prologue.is_empty() { self.code } else { self.prologue + &self.code },
            uses_dynamic_shared: self.uses_dynamic_shared,
            warp_ops: self.warp_ops,
            warp_blocks: self.warp_blocks,
        }
    }

    fn successors(&self, b: Block) -> Vec<Block> {
        let last = self.f.blocks.get(b).and_then(|d| d.insts.last().copied());
        match last.and_then(|i| self.f.insts.get(i)).map(|d| &d.op) {
            Some(Op::Br { dest }) => vec![*dest],
            Some(Op::CondBr { then, otherwise, .. }) => vec![*then, *otherwise],
            Some(Op::Switch { default, cases, .. }) => {
                let mut v = vec![*default];
                v.extend(cases.iter().map(|(_, b)| *b));
                v
            }
            _ => vec![],
        }
    }

    fn reverse_postorder(&self, blocks: &[Block]) -> Vec<Block> {
        let Some(&entry) = blocks.first() else { return Vec::new() };
        let mut seen = std::collections::BTreeSet::new();
        let mut post = Vec::new();
        // Iterative DFS: (block, next successor index).
        let mut stack = vec![(entry, 0usize)];
        seen.insert(entry);
        while let Some((b, k)) = stack.pop() {
            let succ = self.successors(b);
            if let Some(&n) = succ.get(k) {
                stack.push((b, k + 1));
                if seen.insert(n) {
                    stack.push((n, 0));
                }
            } else {
                post.push(b);
            }
        }
        post.reverse();
        post
    }

    fn describe(&self, i: Inst) -> String {
        match self.f.insts.get(i) {
            Some(d) => match &d.op {
                Op::Gpu { op, .. } => op.name(),
                Op::Call { callee, .. } => self
                    .m
                    .called_function(*callee)
                    .and_then(|f| self.m.functions.get(f))
                    .map_or_else(|| "call".to_owned(), |f| format!("call {}", f.name)),
                op => op.opcode_name().to_owned(),
            },
            None => "?".into(),
        }
    }

    // ---- built-ins ------------------------------------------------------------------

    fn sreg(&mut self, name: &str) -> Reg {
        let (tid, ntid) = (name.strip_prefix("%tid."), name.strip_prefix("%ntid."));
        if let Some(d) = tid.or(ntid).and_then(|d| ["x", "y", "z"].iter().position(|n| *n == d)) {
            let launch = self.launch();
            let at = if ntid.is_some() { 3 + d } else { d };
            if let Some(&r) = launch.get(at) {
                return r;
            }
        }
        let r = self.reg(Class::B32);
        self.emit(format!("mov.u32 {r}, {name}"));
        r
    }

    /// The registers of Metal's thread position in its threadgroup (x, y, z) and the
    /// threadgroup's size (x, y, z), emitted once into the prologue: read in loops and
    /// by every SIMD-group operation's mask, they would otherwise repeat the
    /// flat-launch test and its divisions at each use.
    fn launch(&mut self) -> [Reg; 6] {
        if let Some(l) = self.launch {
            return l;
        }
        let body = std::mem::take(&mut self.code);
        let regs: [Reg; 6] = std::array::from_fn(|_| self.reg(Class::B32));
        for (d, n) in ["x", "y", "z"].iter().enumerate() {
            if let (Some(t), Some(nt)) = (regs.get(d), regs.get(3 + d)) {
                self.emit(format!("mov.u32 {t}, %tid.{n}"));
                self.emit(format!("mov.u32 {nt}, %ntid.{n}"));
            }
        }
        // A flat launch (dispatch word 9 non-zero: a threadgroup shape CUDA's block
        // limits refuse, e.g. 256 threads along z, launched as one row): Metal's sizes
        // are the dispatch block's words 0-2 and its position comes from the linear
        // `%tid.x` (x fastest, as Metal's linear index, so warps stay SIMD-groups).
        // Otherwise the special registers stand (docs/abi-ptx.md, Launch).
        let flat = self.dispatch_word(9);
        let p = self.reg(Class::Pred);
        self.emit(format!("setp.ne.u32 {p}, {flat}, 0"));
        let skip = self.label();
        self.emit(format!("@!{p} bra.uni {skip}"));
        let [tx, ty, tz, nx, ny, nz] = regs;
        let lin = self.reg(Class::B32);
        self.emit(format!("mov.u32 {lin}, {tx}"));
        for (d, r) in [nx, ny, nz].iter().enumerate() {
            self.emit(format!("ld.param.u32 {r}, [metal_dispatch+{}]", d * 4));
        }
        let plane = self.reg(Class::B32);
        self.emit(format!("mul.lo.u32 {plane}, {nx}, {ny}"));
        self.emit(format!("rem.u32 {tx}, {lin}, {nx}"));
        self.emit(format!("div.u32 {ty}, {lin}, {nx}"));
        self.emit(format!("rem.u32 {ty}, {ty}, {ny}"));
        self.emit(format!("div.u32 {tz}, {lin}, {plane}"));
        self.code.push_str(&format!("{skip}:\n"));
        self.prologue.push_str(&std::mem::replace(&mut self.code, body));
        self.launch = Some(regs);
        regs
    }

    fn dispatch_word(&mut self, word: u32) -> Reg {
        let r = self.reg(Class::B32);
        self.emit(format!("ld.param.u32 {r}, [metal_dispatch+{}]", word * 4));
        r
    }

    /// The flat thread index in the threadgroup.
    fn flat_tid(&mut self) -> Reg {
        let (x, y, z) = (self.sreg("%tid.x"), self.sreg("%tid.y"), self.sreg("%tid.z"));
        let (nx, ny) = (self.sreg("%ntid.x"), self.sreg("%ntid.y"));
        let r = self.reg(Class::B32);
        self.emit(format!("mad.lo.u32 {r}, {z}, {ny}, {y}"));
        self.emit(format!("mad.lo.u32 {r}, {r}, {nx}, {x}"));
        r
    }

    fn builtin(&mut self, kind: &str, arg: Value) -> R<Vec<Reg>> {
        let ty = self.value_type(arg);
        let leaves = self.leaves(ty)?;
        let n = leaves.len();
        let dims = ["x", "y", "z"];
        let mut regs = Vec::new();
        let per_dim: &dyn Fn(&mut Self, usize) -> Reg = match kind {
            "thread_position_in_grid" => &|s: &mut Self, d: usize| {
                let (c, nt, t) = (
                    s.sreg(&format!("%ctaid.{}", dims[d])),
                    s.sreg(&format!("%ntid.{}", dims[d])),
                    s.sreg(&format!("%tid.{}", dims[d])),
                );
                let r = s.reg(Class::B32);
                s.emit(format!("mad.lo.u32 {r}, {c}, {nt}, {t}"));
                r
            },
            "thread_position_in_threadgroup" => {
                &|s: &mut Self, d: usize| s.sreg(&format!("%tid.{}", dims[d]))
            }
            "threadgroup_position_in_grid" => {
                &|s: &mut Self, d: usize| s.sreg(&format!("%ctaid.{}", dims[d]))
            }
            "threads_per_threadgroup" | "dispatch_threads_per_threadgroup" => {
                &|s: &mut Self, d: usize| s.sreg(&format!("%ntid.{}", dims[d]))
            }
            "threadgroups_per_grid" => &|s: &mut Self, d: usize| s.sreg(&format!("%nctaid.{}", dims[d])),
            "threads_per_grid" => &|s: &mut Self, d: usize| s.dispatch_word(6 + d as u32),
            _ => {
                let r = match kind {
                    "thread_index_in_threadgroup" => self.flat_tid(),
                    "thread_index_in_simdgroup" => self.sreg("%laneid"),
                    "simdgroup_index_in_threadgroup" => {
                        let t = self.flat_tid();
                        let r = self.reg(Class::B32);
                        self.emit(format!("shr.u32 {r}, {t}, 5"));
                        r
                    }
                    "threads_per_simdgroup" | "thread_execution_width" => self.imm(Kind::Int(32), 32),
                    "simdgroups_per_threadgroup" | "dispatch_simdgroups_per_threadgroup" => {
                        let (x, y, z) = (self.sreg("%ntid.x"), self.sreg("%ntid.y"), self.sreg("%ntid.z"));
                        let r = self.reg(Class::B32);
                        self.emit(format!("mul.lo.u32 {r}, {x}, {y}"));
                        self.emit(format!("mul.lo.u32 {r}, {r}, {z}"));
                        self.emit(format!("add.u32 {r}, {r}, 31"));
                        self.emit(format!("shr.u32 {r}, {r}, 5"));
                        r
                    }
                    "thread_index_in_quadgroup" => {
                        let l = self.sreg("%laneid");
                        let r = self.reg(Class::B32);
                        self.emit(format!("and.b32 {r}, {l}, 3"));
                        r
                    }
                    "quadgroup_index_in_threadgroup" => {
                        let t = self.flat_tid();
                        let r = self.reg(Class::B32);
                        self.emit(format!("shr.u32 {r}, {t}, 2"));
                        r
                    }
                    "quadgroups_per_threadgroup" => {
                        let (x, y, z) = (self.sreg("%ntid.x"), self.sreg("%ntid.y"), self.sreg("%ntid.z"));
                        let r = self.reg(Class::B32);
                        self.emit(format!("mul.lo.u32 {r}, {x}, {y}"));
                        self.emit(format!("mul.lo.u32 {r}, {r}, {z}"));
                        self.emit(format!("add.u32 {r}, {r}, 3"));
                        self.emit(format!("shr.u32 {r}, {r}, 2"));
                        r
                    }
                    k => return unsupported(format!("the built-in `{k}`")),
                };
                let (k, _) = leaves.first().copied().unwrap_or((Kind::Int(32), 0));
                return Ok(vec![self.resize_int(r, 32, k)?]);
            }
        };
        for (d, (k, _)) in leaves.iter().enumerate().take(n.min(3)) {
            let r = per_dim(self, d);
            regs.push(self.resize_int(r, 32, *k)?);
        }
        Ok(regs)
    }

    /// A 32-bit unsigned register as an integer of kind `k`.
    fn resize_int(&mut self, r: Reg, _from: u32, k: Kind) -> R<Reg> {
        match k {
            Kind::Int(32) => Ok(r),
            Kind::Int(64) => {
                let d = self.reg(Class::B64);
                self.emit(format!("cvt.u64.u32 {d}, {r}"));
                Ok(d)
            }
            Kind::Int(b) => {
                let d = self.reg(Class::B32);
                self.emit(format!("and.b32 {d}, {r}, {}", mask(b)));
                Ok(d)
            }
            _ => unsupported("a built-in of a non-integer type"),
        }
    }

    // ---- instructions ---------------------------------------------------------------

    fn inst(&mut self, block: Block, i: Inst) -> R<()> {
        let Some(d) = self.f.insts.get(i) else { return Ok(()) };
        let (op, ty) = (d.op.clone(), d.ty);
        let out: Vec<Reg> = match op {
            Op::Phi { .. } | Op::Alloca { .. } => return Ok(()),
            Op::Unary { value, .. } => {
                let k = self.kind(ty)?;
                let a = self.get1(value)?;
                let r = self.reg(k.class());
                match k {
                    Kind::F32 => self.emit(format!("neg.f32 {r}, {a}")),
                    Kind::F64 => self.emit(format!("neg.f64 {r}, {a}")),
                    _ => self.emit(format!("xor.b16 {r}, {a}, 0x8000")),
                }
                vec![r]
            }
            Op::Binary { op, lhs, rhs, .. } => {
                let k = self.kind(ty)?;
                let (a, b) = (self.get1(lhs)?, self.get1(rhs)?);
                vec![self.binary(op, k, a, b)?]
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                let k = self.kind(self.value_type(lhs))?;
                let (a, b) = (self.get1(lhs)?, self.get1(rhs)?);
                vec![self.cmp(pred.0, k, a, b)?]
            }
            Op::Select { cond, then, otherwise } => {
                let c = self.get(cond)?;
                let (t, e) = (self.get(then)?, self.get(otherwise)?);
                let kinds = self.leaves(ty)?;
                let mut out = Vec::new();
                for (n, (x, y)) in t.iter().zip(&e).enumerate() {
                    let cn = c.get(n).or(c.first()).copied();
                    let Some(cn) = cn else { return unsupported("a select without a condition") };
                    let k = kinds.get(n).map_or(Kind::Int(32), |l| l.0);
                    out.push(self.selp(k, cn, *x, *y));
                }
                out
            }
            Op::Cast { op, value } => {
                let src = self.get(value)?;
                let st = self.value_type(value);
                self.cast(op, &src, st, ty)?
            }
            Op::Freeze { value } => self.get(value)?,
            Op::Load { ty: lt, ptr, align, .. } => {
                let p = self.get1(ptr)?;
                let asp = self.addrspace(ptr)?;
                self.load(lt, p, asp, align)?
            }
            Op::Store { ptr, value, align, .. } => {
                let p = self.get1(ptr)?;
                let asp = self.addrspace(ptr)?;
                let v = self.get(value)?;
                let vt = self.value_type(value);
                self.store(vt, p, asp, &v, align)?;
                vec![]
            }
            Op::Gep { source, base, indices, .. } => {
                let b = self.get1(base)?;
                vec![self.gep(source, b, &indices)?]
            }
            Op::ExtractElement { vector, index } => {
                let v = self.get(vector)?;
                let k = self.kind(ty)?;
                vec![self.dynamic_pick(&v, index, k)?]
            }
            Op::InsertElement { vector, value, index } => {
                let v = self.get(vector)?;
                let x = self.get1(value)?;
                let k = self.kind(self.value_type(value))?;
                match self.const_int(index) {
                    Some(n) => {
                        let mut v = v;
                        match v.get_mut(n as usize) {
                            Some(slot) => *slot = x,
                            None => return unsupported("an element index past the vector's end"),
                        }
                        v
                    }
                    None => {
                        let idx = self.get1(index)?;
                        let ik = self.kind(self.value_type(index))?;
                        let mut out = Vec::new();
                        for (n, old) in v.iter().enumerate() {
                            let c = self.cmp_imm(ik, idx, n as u64)?;
                            out.push(self.selp(k, c, x, *old));
                        }
                        out
                    }
                }
            }
            Op::ShuffleVector { a, b, mask } => {
                let (va, vb) = (self.get(a)?, self.get(b)?);
                let k = self.kind(self.m.types.scalar(ty))?;
                let mut out = Vec::new();
                for m in mask {
                    let r = if m < 0 {
                        self.imm(k, 0)
                    } else {
                        let m = m as usize;
                        match va.get(m).or_else(|| vb.get(m - va.len().min(m))) {
                            Some(r) => *r,
                            None => return unsupported("a shuffle index past both vectors"),
                        }
                    };
                    out.push(r);
                }
                out
            }
            Op::ExtractValue { aggregate, indices } => {
                let v = self.get(aggregate)?;
                let at = self.value_type(aggregate);
                let (start, len) = self.leaf_range(at, &indices)?;
                v.get(start..start + len).map(<[Reg]>::to_vec).ok_or_else(|| SelError {
                    feature: "an aggregate index out of range".into(),
                    inst: None,
                })?
            }
            Op::InsertValue { aggregate, value, indices } => {
                let mut v = self.get(aggregate)?;
                let x = self.get(value)?;
                let at = self.value_type(aggregate);
                let (start, len) = self.leaf_range(at, &indices)?;
                if len != x.len() || start + len > v.len() {
                    return unsupported("an aggregate insert of the wrong shape");
                }
                v.splice(start..start + len, x);
                v
            }
            Op::Ret { value: None } => {
                self.emit("ret");
                vec![]
            }
            Op::Ret { .. } => return unsupported("kernels returning a value"),
            Op::Unreachable => {
                self.emit("trap");
                vec![]
            }
            Op::Br { dest } => {
                self.edge(block, dest)?;
                vec![]
            }
            Op::CondBr { cond, then, otherwise } if self.bottom_test(block, cond, then, otherwise)? => vec![],
            Op::CondBr { cond, then, otherwise } => {
                let c = self.get1(cond)?;
                let l = self.label();
                self.emit(format!("@{c} bra.uni {l}").replace("bra.uni", "bra"));
                self.edge(block, otherwise)?;
                self.code.push_str(&format!("{l}:\n"));
                self.edge(block, then)?;
                vec![]
            }
            Op::Switch { value, default, cases } => {
                let v = self.get1(value)?;
                let k = self.kind(self.value_type(value))?;
                for (c, dest) in cases {
                    let bits = match self.m.constants.get(c) {
                        Some(ConstantData::Int { bits, .. }) => *bits as u64,
                        _ => return unsupported("a switch on a non-integer constant"),
                    };
                    // `ne` and a positive branch: `ptxas` does not unroll loops whose
                    // exit or back edge is a negated branch.
                    let b = self.imm(k, bits);
                    let p = self.cmp(33, k, v, b)?;
                    let l = self.label();
                    let skip = self.label();
                    self.emit(format!("@{p} bra {skip}"));
                    self.code.push_str(&format!("{l}:\n"));
                    self.edge(block, dest)?;
                    self.code.push_str(&format!("{skip}:\n"));
                }
                self.edge(block, default)?;
                vec![]
            }
            Op::AtomicRmw { op, ptr, value, ordering, sync_scope, .. } => {
                let p = self.get1(ptr)?;
                let asp = self.addrspace(ptr)?;
                let x = self.get1(value)?;
                let k = self.kind(ty)?;
                vec![self.atomic_rmw(op, k, p, asp, x, ordering, sync_scope)?]
            }
            Op::CmpXchg { ptr, expected, new, sync_scope, .. } => {
                let p = self.get1(ptr)?;
                let asp = self.addrspace(ptr)?;
                let (e, n) = (self.get1(expected)?, self.get1(new)?);
                let k = self.kind(self.value_type(expected))?;
                let old = self.cas(k, p, asp, e, n, sync_scope)?;
                let ok = self.cmp(32, k, old, e)?;
                vec![old, ok]
            }
            Op::Fence { sync_scope, .. } => {
                self.emit(if sync_scope == 1 { "fence.acq_rel.gpu" } else { "fence.acq_rel.cta" });
                vec![]
            }
            Op::Call { callee, fn_ty, args, .. } => {
                let callee_fn = self.m.called_function(callee).and_then(|f| self.m.functions.get(f));
                let op = callee_fn.and_then(|f| gpu_ir::gpu::classify(&f.name, fn_ty, &self.m.types));
                if let Some(op) = op {
                    let out = self.gpu(&op, &args, ty)?;
                    self.vals.insert(Value::Inst(i), out);
                    return Ok(());
                }
                let name = self
                    .m
                    .called_function(callee)
                    .and_then(|f| self.m.functions.get(f))
                    .map(|f| f.name.clone());
                return unsupported(format!(
                    "calls to `{}`",
                    name.unwrap_or_else(|| "an indirect target".into())
                ));
            }
            Op::Gpu { op, args } => self.gpu(&op, &args, ty)?,
        };
        self.vals.insert(Value::Inst(i), out);
        Ok(())
    }

    fn const_int(&self, v: Value) -> Option<u64> {
        match v {
            Value::Const(c) => match self.m.constants.get(c)? {
                ConstantData::Int { bits, .. } => Some(*bits as u64),
                ConstantData::Zero(_) => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    fn addrspace(&self, ptr: Value) -> R<u32> {
        match self.m.types.inner(self.value_type(ptr)) {
            TypeInner::Pointer { addrspace, .. } | TypeInner::OpaquePointer { addrspace } => Ok(*addrspace),
            _ => unsupported("memory access through a non-pointer"),
        }
    }

    /// Copies the phi operands for the edge `from → to`, then branches.
    fn edge(&mut self, from: Block, to: Block) -> R<()> {
        self.edge_copies(from, to)?;
        let l = self.labels.get(&to).cloned().unwrap_or_default();
        self.emit(format!("bra.uni {l}"));
        Ok(())
    }

    /// A conditional branch back to the head of a loop of several blocks (a label already
    /// placed) as the loop's bottom test: the back edge's phi copies first, then `@p bra head`, the other path
    /// putting the head's phis back before its own edge. `ptxas` unrolls a loop with
    /// branches inside only in that form (docs/abi-ptx.md, "Branch polarity"). `false`
    /// (nothing emitted) for a forward branch, or where the branch to the head would need
    /// a negated predicate.
    fn bottom_test(&mut self, block: Block, cond: Value, then: Block, otherwise: Block) -> R<bool> {
        let (head, other, on_true) = if self.placed.contains(&then) {
            (then, otherwise, true)
        } else if self.placed.contains(&otherwise) {
            (otherwise, then, false)
        } else {
            return Ok(false);
        };
        if head == block {
            // A loop of one block: `ptxas` unrolls it in either form, and the tiled gemm's
            // tile loop lost its hoisted addresses in this one (72 → 87 SASS a tile).
            return Ok(false);
        }
        let Some(p) = self.cond_or_inverse(block, cond, on_true)? else { return Ok(false) };
        let saved = self.save_and_copy(block, head, &[])?;
        let l = self.labels.get(&head).cloned().unwrap_or_default();
        self.emit(format!("@{p} bra {l}"));
        self.restore(saved);
        self.edge(block, other)?;
        Ok(true)
    }

    /// The start of a back edge `from → head` placed before its conditional branch:
    /// copies of the registers of `head`'s phis (and of `also`), then the edge's phi
    /// copies. [`Self::restore`] puts them back on the path that does not take the edge.
    fn save_and_copy(&mut self, from: Block, head: Block, also: &[Reg]) -> R<Vec<(Reg, Reg)>> {
        let mut kept: Vec<Reg> = also.to_vec();
        for i in self.f.blocks.get(head).map(|d| d.insts.clone()).unwrap_or_default() {
            if matches!(self.f.insts.get(i).map(|d| &d.op), Some(Op::Phi { .. })) {
                kept.extend(self.phis.get(&i).cloned().unwrap_or_default());
            }
        }
        let saved = kept
            .into_iter()
            .map(|r| {
                let t = self.reg(r.class);
                self.mov(t, r);
                (r, t)
            })
            .collect();
        self.edge_copies(from, head)?;
        Ok(saved)
    }

    fn restore(&mut self, saved: Vec<(Reg, Reg)>) {
        for (r, t) in saved {
            self.mov(r, t);
        }
    }

    /// Copies the phi operands for the edge `from → to`.
    fn edge_copies(&mut self, from: Block, to: Block) -> R<()> {
        let insts = self.f.blocks.get(to).map(|d| d.insts.clone()).unwrap_or_default();
        let mut moves = Vec::new();
        for i in insts {
            let Some(d) = self.f.insts.get(i) else { continue };
            let Op::Phi { incoming } = &d.op else { continue };
            let Some((v, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return unsupported("a phi without a value for one of its predecessors");
            };
            let dst = self.phis.get(&i).cloned().unwrap_or_default();
            let src = self.get(*v)?;
            moves.push((dst, src));
        }
        // Through temporaries: the sources may be phis of this same block.
        let mut staged = Vec::new();
        for (dst, src) in &moves {
            let mut t = Vec::new();
            for s in src {
                let r = self.reg(s.class);
                self.mov(r, *s);
                t.push(r);
            }
            staged.push((dst.clone(), t));
        }
        for (dst, t) in staged {
            for (d, s) in dst.iter().zip(t) {
                self.mov(*d, s);
            }
        }
        Ok(())
    }

    fn mov(&mut self, d: Reg, s: Reg) {
        let t = match d.class {
            Class::Pred => "pred",
            Class::B16 => "b16",
            Class::B32 => "b32",
            Class::B64 => "b64",
            Class::F32 => "f32",
            Class::F64 => "f64",
        };
        self.emit(format!("mov.{t} {d}, {s}"));
    }

    fn selp(&mut self, k: Kind, c: Reg, a: Reg, b: Reg) -> Reg {
        let r = self.reg(k.class());
        match k.class() {
            Class::Pred => {
                let (t1, t2) = (self.reg(Class::Pred), self.reg(Class::Pred));
                self.emit(format!("and.pred {t1}, {c}, {a}"));
                self.emit(format!("not.pred {t2}, {c}"));
                self.emit(format!("and.pred {t2}, {t2}, {b}"));
                self.emit(format!("or.pred {r}, {t1}, {t2}"));
            }
            Class::B16 => self.emit(format!("selp.b16 {r}, {a}, {b}, {c}")),
            Class::B32 => self.emit(format!("selp.b32 {r}, {a}, {b}, {c}")),
            Class::B64 => self.emit(format!("selp.b64 {r}, {a}, {b}, {c}")),
            Class::F32 => self.emit(format!("selp.f32 {r}, {a}, {b}, {c}")),
            Class::F64 => self.emit(format!("selp.f64 {r}, {a}, {b}, {c}")),
        }
        r
    }

    fn dynamic_pick(&mut self, v: &[Reg], index: Value, k: Kind) -> R<Reg> {
        if let Some(n) = self.const_int(index) {
            return v.get(n as usize).copied().ok_or_else(|| SelError {
                feature: "an element index past the vector's end".into(),
                inst: None,
            });
        }
        let idx = self.get1(index)?;
        let ik = self.kind(self.value_type(index))?;
        let Some(mut acc) = v.first().copied() else { return unsupported("an empty vector") };
        for (n, r) in v.iter().enumerate().skip(1) {
            let c = self.cmp_imm(ik, idx, n as u64)?;
            acc = self.selp(k, c, *r, acc);
        }
        Ok(acc)
    }

    fn leaf_range(&self, t: Type, indices: &[u32]) -> R<(usize, usize)> {
        let mut start = 0usize;
        let mut t = t;
        for &ix in indices {
            let fields: Vec<Type> = match self.m.types.inner(t).clone() {
                TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => fields,
                TypeInner::Array { elem, len } => vec![elem; usize::try_from(len).unwrap_or(0).min(4096)],
                TypeInner::Vector { elem, len } => vec![elem; len as usize],
                _ => return unsupported("an aggregate index into a scalar"),
            };
            for f in fields.iter().take(ix as usize) {
                start += self.leaves(*f)?.len();
            }
            t = *fields
                .get(ix as usize)
                .ok_or_else(|| SelError { feature: "an aggregate index out of range".into(), inst: None })?;
        }
        Ok((start, self.leaves(t)?.len()))
    }

    // ---- arithmetic -----------------------------------------------------------------

    fn sext32(&mut self, r: Reg, bits: u32) -> Reg {
        if bits >= 32 {
            return r;
        }
        let d = self.reg(Class::B32);
        self.emit(format!("bfe.s32 {d}, {r}, 0, {bits}"));
        d
    }

    fn narrow(&mut self, r: Reg, bits: u32) -> Reg {
        if bits >= 32 {
            return r;
        }
        self.emit(format!("and.b32 {r}, {r}, {}", mask(bits)));
        r
    }

    fn binary(&mut self, op: gpu_ir::BinaryOp, k: Kind, a: Reg, b: Reg) -> R<Reg> {
        use gpu_ir::BinaryOp as B;
        match k {
            Kind::Bool => {
                let r = self.reg(Class::Pred);
                let o = match op {
                    B::And | B::Mul => "and",
                    B::Or => "or",
                    B::Xor | B::Add | B::Sub => "xor",
                    _ => return unsupported(format!("`{}` on booleans", op.name())),
                };
                self.emit(format!("{o}.pred {r}, {a}, {b}"));
                Ok(r)
            }
            Kind::Int(bits) => {
                let w = if bits == 64 { 64 } else { 32 };
                let r = self.reg(k.class());
                let shift_amount = |s: &mut Self| -> Reg {
                    if bits == 64 {
                        let t = s.reg(Class::B32);
                        s.emit(format!("cvt.u32.u64 {t}, {b}"));
                        t
                    } else {
                        b
                    }
                };
                match op {
                    B::Add => self.emit(format!("add.s{w} {r}, {a}, {b}")),
                    B::Sub => self.emit(format!("sub.s{w} {r}, {a}, {b}")),
                    B::Mul => self.emit(format!("mul.lo.s{w} {r}, {a}, {b}")),
                    B::And => self.emit(format!("and.b{w} {r}, {a}, {b}")),
                    B::Or => self.emit(format!("or.b{w} {r}, {a}, {b}")),
                    B::Xor => self.emit(format!("xor.b{w} {r}, {a}, {b}")),
                    B::UDiv => self.emit(format!("div.u{w} {r}, {a}, {b}")),
                    B::URem => self.emit(format!("rem.u{w} {r}, {a}, {b}")),
                    B::SDiv | B::SRem => {
                        let (x, y) = (self.sext32(a, bits), self.sext32(b, bits));
                        let o = if op == B::SDiv { "div" } else { "rem" };
                        self.emit(format!("{o}.s{w} {r}, {x}, {y}"));
                    }
                    B::Shl => {
                        let s = shift_amount(self);
                        self.emit(format!("shl.b{w} {r}, {a}, {s}"));
                    }
                    B::LShr => {
                        let s = shift_amount(self);
                        self.emit(format!("shr.u{w} {r}, {a}, {s}"));
                    }
                    B::AShr => {
                        let s = shift_amount(self);
                        let x = self.sext32(a, bits);
                        self.emit(format!("shr.s{w} {r}, {x}, {s}"));
                    }
                    _ => return unsupported(format!("`{}` on integers", op.name())),
                }
                Ok(self.narrow(r, bits))
            }
            Kind::F32 | Kind::F64 => {
                let t = if k == Kind::F32 { "f32" } else { "f64" };
                let r = self.reg(k.class());
                match op {
                    B::FAdd => self.emit(format!("add.rn.{t} {r}, {a}, {b}")),
                    B::FSub => self.emit(format!("sub.rn.{t} {r}, {a}, {b}")),
                    B::FMul => self.emit(format!("mul.rn.{t} {r}, {a}, {b}")),
                    B::FDiv => self.emit(format!("div.rn.{t} {r}, {a}, {b}")),
                    B::FRem if k == Kind::F32 => self.fmod_f32(r, a, b),
                    B::FRem => {
                        // a - trunc(a / b) * b: exact while the quotient fits 53 bits.
                        let q = self.reg(k.class());
                        self.emit(format!("div.rn.{t} {q}, {a}, {b}"));
                        self.emit(format!("cvt.rzi.{t}.{t} {q}, {q}"));
                        self.emit(format!("neg.{t} {q}, {q}"));
                        let m = self.reg(k.class());
                        self.emit(format!("fma.rn.{t} {m}, {q}, {b}, {a}"));
                        // The remainder takes a's sign, also when it is zero.
                        self.emit(format!("copysign.{t} {r}, {a}, {m}"));
                    }
                    _ => return unsupported(format!("`{}` on floats", op.name())),
                }
                Ok(r)
            }
            Kind::Half | Kind::BF16 => {
                // Through f32: one rounding to the narrow type after an exact f32 result
                // for +, -, * (and correctly rounded /).
                let (x, y) = (self.widen_f32(k, a), self.widen_f32(k, b));
                let r = self.binary(op, Kind::F32, x, y)?;
                Ok(self.narrow_f32(k, r))
            }
            Kind::Ptr(_) => unsupported("arithmetic on pointers"),
        }
    }

    fn widen_f32(&mut self, k: Kind, r: Reg) -> Reg {
        let d = self.reg(Class::F32);
        match k {
            Kind::Half => self.emit(format!("cvt.f32.f16 {d}, {r}")),
            Kind::BF16 => {
                let t = self.reg(Class::B32);
                self.emit(format!("cvt.u32.u16 {t}, {r}"));
                self.emit(format!("shl.b32 {t}, {t}, 16"));
                self.emit(format!("mov.b32 {d}, {t}"));
            }
            Kind::F64 => self.emit(format!("cvt.rn.f32.f64 {d}, {r}")),
            _ => self.mov(d, r),
        }
        d
    }

    /// `r` widened to f32 when it is a half or bfloat, else unchanged.
    fn widen_or_keep(&mut self, k: Kind, r: Reg) -> Reg {
        if matches!(k, Kind::Half | Kind::BF16) {
            self.widen_f32(k, r)
        } else {
            r
        }
    }

    fn narrow_f32(&mut self, k: Kind, r: Reg) -> Reg {
        match k {
            Kind::Half => {
                let d = self.reg(Class::B16);
                self.emit(format!("cvt.rn.f16.f32 {d}, {r}"));
                d
            }
            Kind::BF16 => {
                let d = self.reg(Class::B16);
                self.emit(format!("cvt.rn.bf16.f32 {d}, {r}"));
                d
            }
            Kind::F64 => {
                let d = self.reg(Class::F64);
                self.emit(format!("cvt.f64.f32 {d}, {r}"));
                d
            }
            _ => r,
        }
    }

    fn cmp_imm(&mut self, k: Kind, a: Reg, v: u64) -> R<Reg> {
        let b = self.imm(k, v);
        self.cmp(32, k, a, b)
    }

    fn cmp(&mut self, pred: u8, k: Kind, a: Reg, b: Reg) -> R<Reg> {
        let r = self.reg(Class::Pred);
        match k {
            Kind::Bool => {
                let o = match pred {
                    32 => "xor",
                    33 => "xor",
                    _ => return unsupported("ordered comparisons of booleans"),
                };
                self.emit(format!("{o}.pred {r}, {a}, {b}"));
                if pred == 32 {
                    self.emit(format!("not.pred {r}, {r}"));
                }
            }
            Kind::Int(_) | Kind::Ptr(_) if pred >= 32 => {
                let bits = k.bits();
                let w = if bits == 64 { 64 } else { 32 };
                let signed = matches!(pred, 38..=41);
                let (x, y) = if signed { (self.sext32(a, bits), self.sext32(b, bits)) } else { (a, b) };
                let c = match pred {
                    32 => "eq",
                    33 => "ne",
                    34 | 38 => "gt",
                    35 | 39 => "ge",
                    36 | 40 => "lt",
                    37 | 41 => "le",
                    _ => return unsupported("an unknown integer predicate"),
                };
                let t = if signed { "s" } else { "u" };
                self.emit(format!("setp.{c}.{t}{w} {r}, {x}, {y}"));
            }
            Kind::F32 | Kind::F64 | Kind::Half | Kind::BF16 if pred <= 15 => {
                let (x, y, t) = match k {
                    Kind::F64 => (a, b, "f64"),
                    Kind::F32 => (a, b, "f32"),
                    _ => (self.widen_f32(k, a), self.widen_f32(k, b), "f32"),
                };
                let c = match pred {
                    0 => {
                        self.emit(format!("setp.ne.u32 {r}, 0, 0"));
                        return Ok(r);
                    }
                    15 => {
                        self.emit(format!("setp.eq.u32 {r}, 0, 0"));
                        return Ok(r);
                    }
                    1 => "eq",
                    2 => "gt",
                    3 => "ge",
                    4 => "lt",
                    5 => "le",
                    6 => "ne",
                    7 => "num",
                    8 => "nan",
                    9 => "equ",
                    10 => "gtu",
                    11 => "geu",
                    12 => "ltu",
                    13 => "leu",
                    _ => "neu",
                };
                self.emit(format!("setp.{c}.{t} {r}, {x}, {y}"));
            }
            _ => return unsupported("a comparison of mismatched kinds"),
        }
        Ok(r)
    }

    // ---- casts ----------------------------------------------------------------------

    fn cast(&mut self, op: CastOp, src: &[Reg], st: Type, dt: Type) -> R<Vec<Reg>> {
        let sl = self.leaves(st)?;
        let dl = self.leaves(dt)?;
        if op == CastOp::BitCast
            && (sl.len() != dl.len() || sl.iter().zip(&dl).any(|(a, b)| a.0.bits() != b.0.bits()))
        {
            return self.repack(src, &sl, &dl);
        }
        let mut out = Vec::new();
        for ((r, (sk, _)), (dk, _)) in src.iter().zip(&sl).zip(&dl) {
            out.push(self.cast1(op, *r, *sk, *dk)?);
        }
        Ok(out)
    }

    fn cast1(&mut self, op: CastOp, r: Reg, sk: Kind, dk: Kind) -> R<Reg> {
        use CastOp as C;
        Ok(match op {
            C::Trunc => match (sk, dk) {
                (_, Kind::Bool) => {
                    let p = self.reg(Class::Pred);
                    if sk.bits() == 64 {
                        let t = self.reg(Class::B64);
                        self.emit(format!("and.b64 {t}, {r}, 1"));
                        self.emit(format!("setp.ne.u64 {p}, {t}, 0"));
                    } else {
                        let t = self.reg(Class::B32);
                        self.emit(format!("and.b32 {t}, {r}, 1"));
                        self.emit(format!("setp.ne.u32 {p}, {t}, 0"));
                    }
                    p
                }
                (Kind::Int(64), Kind::Int(b)) => {
                    let d = self.reg(Class::B32);
                    self.emit(format!("cvt.u32.u64 {d}, {r}"));
                    self.narrow(d, b)
                }
                (_, Kind::Int(b)) => {
                    let d = self.reg(Class::B32);
                    self.emit(format!("and.b32 {d}, {r}, {}", mask(b)));
                    d
                }
                _ => return unsupported("trunc of these types"),
            },
            C::ZExt | C::SExt => {
                let signed = op == C::SExt;
                let Kind::Int(db) = dk else { return unsupported("extension to a non-integer") };
                let v32 = match sk {
                    Kind::Bool => {
                        let d = self.reg(Class::B32);
                        let one = if signed { "-1" } else { "1" };
                        self.emit(format!("selp.b32 {d}, {one}, 0, {r}"));
                        d
                    }
                    Kind::Int(64) => return Ok(r),
                    Kind::Int(sb) if signed => self.sext32(r, sb),
                    Kind::Int(_) => r,
                    _ => return unsupported("extension of a non-integer"),
                };
                if db == 64 {
                    let d = self.reg(Class::B64);
                    self.emit(format!(
                        "cvt.{}64.{}32 {d}, {v32}",
                        if signed { "s" } else { "u" },
                        if signed { "s" } else { "u" }
                    ));
                    d
                } else if db < 32 {
                    let d = self.reg(Class::B32);
                    self.emit(format!("and.b32 {d}, {v32}, {}", mask(db)));
                    d
                } else {
                    v32
                }
            }
            C::FPToUI | C::FPToSI => {
                let signed = op == C::FPToSI;
                let Kind::Int(db) = dk else {
                    if dk == Kind::Bool {
                        let f = self.widen_f32(sk, r);
                        let p = self.reg(Class::Pred);
                        self.emit(format!("setp.ne.f32 {p}, {f}, 0f00000000"));
                        return Ok(p);
                    }
                    return unsupported("float to non-integer conversion");
                };
                let (src, st) = match sk {
                    Kind::F64 => (r, "f64"),
                    _ => (self.widen_f32(sk, r), "f32"),
                };
                let s = if signed { "s" } else { "u" };
                if db == 64 {
                    let d = self.reg(Class::B64);
                    self.emit(format!("cvt.rzi.{s}64.{st} {d}, {src}"));
                    // The 64-bit conversions give 2^63 for NaN (0 only for 32 bits; H200
                    // run of 2026-11-28, `math_extra` word 12); Metal gives 0.
                    let nan = self.reg(Class::Pred);
                    self.emit(format!("setp.nan.{st} {nan}, {src}, {src}"));
                    self.emit(format!("@{nan} mov.b64 {d}, 0"));
                    d
                } else {
                    let d = self.reg(Class::B32);
                    let cvt_bits = if db < 32 { db.max(16) } else { 32 };
                    if cvt_bits == 32 {
                        self.emit(format!("cvt.rzi.{s}32.{st} {d}, {src}"));
                    } else {
                        // Saturate to the narrow type like the hardware converts.
                        self.emit(format!("cvt.rzi.{s}32.{st} {d}, {src}"));
                    }
                    self.narrow(d, db)
                }
            }
            C::UIToFP | C::SIToFP => {
                let signed = op == C::SIToFP;
                let s = if signed { "s" } else { "u" };
                let (src, sw) = match sk {
                    Kind::Bool => {
                        let d = self.reg(Class::B32);
                        self.emit(format!("selp.b32 {d}, {}, 0, {r}", if signed { "-1" } else { "1" }));
                        (d, 32)
                    }
                    Kind::Int(64) => (r, 64),
                    Kind::Int(b) if signed => (self.sext32(r, b), 32),
                    Kind::Int(_) => (r, 32),
                    _ => return unsupported("int-to-float of a non-integer"),
                };
                match dk {
                    Kind::F32 | Kind::F64 | Kind::Half => {
                        let d = self.reg(dk.class());
                        let t = match dk {
                            Kind::F32 => "f32",
                            Kind::F64 => "f64",
                            _ => "f16",
                        };
                        self.emit(format!("cvt.rn.{t}.{s}{sw} {d}, {src}"));
                        d
                    }
                    Kind::BF16 => {
                        let d = self.reg(Class::F32);
                        self.emit(format!("cvt.rn.f32.{s}{sw} {d}, {src}"));
                        self.narrow_f32(Kind::BF16, d)
                    }
                    _ => return unsupported("int-to-float to a non-float"),
                }
            }
            C::FPTrunc | C::FPExt => self.fconvert(r, sk, dk)?,
            C::PtrToInt | C::IntToPtr | C::BitCast | C::AddrSpaceCast => self.reinterpret(op, r, sk, dk)?,
        })
    }

    fn fconvert(&mut self, r: Reg, sk: Kind, dk: Kind) -> R<Reg> {
        Ok(match (sk, dk) {
            (a, b) if a == b => r,
            (Kind::F64, Kind::F32) => {
                let d = self.reg(Class::F32);
                self.emit(format!("cvt.rn.f32.f64 {d}, {r}"));
                d
            }
            (Kind::F32, Kind::F64) => {
                let d = self.reg(Class::F64);
                self.emit(format!("cvt.f64.f32 {d}, {r}"));
                d
            }
            (Kind::F64, Kind::Half) => {
                let d = self.reg(Class::B16);
                self.emit(format!("cvt.rn.f16.f64 {d}, {r}"));
                d
            }
            (Kind::Half, Kind::F64) => {
                let d = self.reg(Class::F64);
                self.emit(format!("cvt.f64.f16 {d}, {r}"));
                d
            }
            (Kind::F32, _) => self.narrow_f32(dk, r),
            (_, Kind::F32) => self.widen_f32(sk, r),
            (Kind::Half | Kind::BF16, Kind::Half | Kind::BF16 | Kind::F64) => {
                let f = self.widen_f32(sk, r);
                self.narrow_f32(dk, f)
            }
            _ => return unsupported("float conversion between these types"),
        })
    }

    fn reinterpret(&mut self, op: CastOp, r: Reg, sk: Kind, dk: Kind) -> R<Reg> {
        if sk.class() == dk.class() {
            if let (Kind::Ptr(a), Kind::Ptr(b)) = (sk, dk) {
                if a != b && op == CastOp::AddrSpaceCast {
                    return unsupported(format!("address-space casts from {a} to {b}"));
                }
            }
            return Ok(r);
        }
        let d = self.reg(dk.class());
        match (sk.class(), dk.class()) {
            (Class::B32, Class::F32)
            | (Class::F32, Class::B32)
            | (Class::B64, Class::F64)
            | (Class::F64, Class::B64) => {
                let w = if sk.class() == Class::B32 || sk.class() == Class::F32 { 32 } else { 64 };
                self.emit(format!("mov.b{w} {d}, {r}"));
            }
            (Class::B16, Class::B32) => self.emit(format!("cvt.u32.u16 {d}, {r}")),
            (Class::B32, Class::B16) => self.emit(format!("cvt.u16.u32 {d}, {r}")),
            (Class::B32, Class::B64) => self.emit(format!("cvt.u64.u32 {d}, {r}")),
            (Class::B64, Class::B32) => {
                self.emit(format!("cvt.u32.u64 {d}, {r}"));
                if let Kind::Int(b) = dk {
                    return Ok(self.narrow(d, b));
                }
            }
            _ => return unsupported(format!("`{}` between these types", op.name())),
        }
        Ok(d)
    }

    /// A bitcast that changes the element count: through 64-bit raw bits.
    fn repack(&mut self, src: &[Reg], sl: &[(Kind, u64)], dl: &[(Kind, u64)]) -> R<Vec<Reg>> {
        let mut raw = Vec::new();
        let mut off = 0u32;
        for (r, (k, _)) in src.iter().zip(sl) {
            let x = self.raw64(*r, *k)?;
            raw.push((x, off, k.bits()));
            off += k.bits();
        }
        let mut out = Vec::new();
        let mut doff = 0u32;
        for (k, _) in dl {
            let w = k.bits();
            let acc = self.imm(Kind::Int(64), 0);
            for &(x, o, sw) in &raw {
                if o + sw <= doff || o >= doff + w {
                    continue;
                }
                let t = self.reg(Class::B64);
                if o >= doff {
                    self.emit(format!("shl.b64 {t}, {x}, {}", o - doff));
                } else {
                    self.emit(format!("shr.u64 {t}, {x}, {}", doff - o));
                }
                self.emit(format!("or.b64 {acc}, {acc}, {t}"));
            }
            out.push(self.raw64_as(acc, *k)?);
            doff += w;
        }
        Ok(out)
    }

    fn raw64(&mut self, r: Reg, k: Kind) -> R<Reg> {
        let d = self.reg(Class::B64);
        match r.class {
            Class::B64 => self.emit(format!("mov.b64 {d}, {r}")),
            Class::F64 => self.emit(format!("mov.b64 {d}, {r}")),
            Class::B32 => self.emit(format!("cvt.u64.u32 {d}, {r}")),
            Class::F32 => {
                let t = self.reg(Class::B32);
                self.emit(format!("mov.b32 {t}, {r}"));
                self.emit(format!("cvt.u64.u32 {d}, {t}"));
            }
            Class::B16 => self.emit(format!("cvt.u64.u16 {d}, {r}")),
            Class::Pred => {
                let _ = k;
                self.emit(format!("selp.b64 {d}, 1, 0, {r}"));
            }
        }
        Ok(d)
    }

    fn raw64_as(&mut self, x: Reg, k: Kind) -> R<Reg> {
        let d = self.reg(k.class());
        match k.class() {
            Class::B64 | Class::F64 => self.emit(format!("mov.b64 {d}, {x}")),
            Class::B32 => {
                self.emit(format!("cvt.u32.u64 {d}, {x}"));
                if let Kind::Int(b) = k {
                    return Ok(self.narrow(d, b));
                }
            }
            Class::F32 => {
                let t = self.reg(Class::B32);
                self.emit(format!("cvt.u32.u64 {t}, {x}"));
                self.emit(format!("mov.b32 {d}, {t}"));
            }
            Class::B16 => self.emit(format!("cvt.u16.u64 {d}, {x}")),
            Class::Pred => {
                let t = self.reg(Class::B64);
                self.emit(format!("and.b64 {t}, {x}, 1"));
                self.emit(format!("setp.ne.u64 {d}, {t}, 0"));
            }
        }
        Ok(d)
    }

    // ---- memory ---------------------------------------------------------------------

    fn gep(&mut self, source: Type, base: Reg, indices: &[Value]) -> R<Reg> {
        let wide = base.class == Class::B64;
        let mut addr = base;
        let mut t = source;
        for (n, &ix) in indices.iter().enumerate() {
            let (stride, next) = if n == 0 {
                (self.size_of(t)?, t)
            } else {
                match self.m.types.inner(t).clone() {
                    TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                        let Some(fi) = self.const_int(ix) else {
                            return unsupported("a struct index that is not constant");
                        };
                        let offs = interp::layout::field_offsets(&self.m.types, t)
                            .map_err(|e| SelError { feature: e.to_string(), inst: None })?;
                        let off = offs.get(fi as usize).copied().unwrap_or(0);
                        let ft = fields.get(fi as usize).copied().ok_or_else(|| SelError {
                            feature: "a struct index out of range".into(),
                            inst: None,
                        })?;
                        addr = self.add_const(addr, off as i64, wide);
                        t = ft;
                        continue;
                    }
                    TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => {
                        (self.size_of(elem)?, elem)
                    }
                    _ => return unsupported("address arithmetic into a scalar"),
                }
            };
            if let Some(c) = self.const_int(ix) {
                let bits = match self.m.types.inner(self.value_type(ix)) {
                    TypeInner::Int(b) => *b,
                    _ => 64,
                };
                let v = sign_extend(c, bits);
                addr = self.add_const(addr, v.wrapping_mul(stride as i64), wide);
            } else {
                let ir = self.get1(ix)?;
                let bits = match self.m.types.inner(self.value_type(ix)) {
                    TypeInner::Int(b) => *b,
                    _ => return unsupported("a non-integer index"),
                };
                let d = self.reg(addr.class);
                if wide {
                    if bits == 64 {
                        self.emit(format!("mad.lo.s64 {d}, {ir}, {stride}, {addr}"));
                    } else {
                        let x = self.sext32(ir, bits);
                        self.emit(format!("mad.wide.s32 {d}, {x}, {stride}, {addr}"));
                    }
                } else {
                    let x = if bits == 64 {
                        let t = self.reg(Class::B32);
                        self.emit(format!("cvt.u32.u64 {t}, {ir}"));
                        t
                    } else {
                        self.sext32(ir, bits)
                    };
                    self.emit(format!("mad.lo.s32 {d}, {x}, {stride}, {addr}"));
                }
                addr = d;
            }
            t = next;
        }
        Ok(addr)
    }

    fn add_const(&mut self, addr: Reg, off: i64, wide: bool) -> Reg {
        if off == 0 {
            return addr;
        }
        let d = self.reg(addr.class);
        if wide {
            self.emit(format!("add.s64 {d}, {addr}, {off}"));
        } else {
            self.emit(format!("add.s32 {d}, {addr}, {}", off as i32));
        }
        d
    }

    fn size_of(&self, t: Type) -> R<u64> {
        let l = interp::layout::layout(&self.m.types, t)
            .map_err(|e| SelError { feature: e.to_string(), inst: None })?;
        Ok(l.size.next_multiple_of(l.align.max(1)))
    }

    fn ld_type(k: Kind) -> &'static str {
        match k {
            Kind::Bool | Kind::Int(8) => "u8",
            Kind::Int(16) | Kind::Half | Kind::BF16 => "b16",
            Kind::Int(32) | Kind::Ptr(3) => "b32",
            Kind::F32 => "f32",
            Kind::F64 => "f64",
            _ => "b64",
        }
    }

    fn load(&mut self, t: Type, p: Reg, asp: u32, align: u32) -> R<Vec<Reg>> {
        let sp = space(asp)?;
        let leaves = self.leaves(t)?;
        let mut out = Vec::new();
        for (k, off) in leaves {
            let need = k.bytes();
            let a = self.addr_off(p, off);
            if under_aligned(align, off, need) {
                out.push(self.load_bytes(a, sp, k)?);
                continue;
            }
            let r = match k {
                Kind::Bool => {
                    let t = self.reg(Class::B32);
                    self.emit(format!("ld.{sp}.u8 {t}, [{a}]"));
                    let p = self.reg(Class::Pred);
                    self.emit(format!("setp.ne.u32 {p}, {t}, 0"));
                    p
                }
                Kind::Int(16) => {
                    let t = self.reg(Class::B32);
                    self.emit(format!("ld.{sp}.u16 {t}, [{a}]"));
                    t
                }
                _ => {
                    let r = self.reg(k.class());
                    self.emit(format!("ld.{sp}.{} {r}, [{a}]", Self::ld_type(k)));
                    r
                }
            };
            out.push(r);
        }
        Ok(out)
    }

    fn load_bytes(&mut self, a: Reg, sp: &str, k: Kind) -> R<Reg> {
        let acc = self.imm(Kind::Int(64), 0);
        for i in 0..k.bytes() {
            let b = self.reg(Class::B64);
            let ai = self.addr_off(a, u64::from(i));
            self.emit(format!("ld.{sp}.u8 {b}, [{ai}]"));
            self.emit(format!("shl.b64 {b}, {b}, {}", i * 8));
            self.emit(format!("or.b64 {acc}, {acc}, {b}"));
        }
        self.raw64_as(acc, k)
    }

    fn addr_off(&mut self, p: Reg, off: u64) -> Reg {
        self.add_const(p, off as i64, p.class == Class::B64)
    }

    fn store(&mut self, t: Type, p: Reg, asp: u32, v: &[Reg], align: u32) -> R<()> {
        let sp = space(asp)?;
        let leaves = self.leaves(t)?;
        for ((k, off), r) in leaves.into_iter().zip(v) {
            let need = k.bytes();
            let a = self.addr_off(p, off);
            if under_aligned(align, off, need) {
                let raw = self.raw64(*r, k)?;
                for i in 0..need {
                    let ai = self.addr_off(a, u64::from(i));
                    let b = self.reg(Class::B64);
                    self.emit(format!("shr.u64 {b}, {raw}, {}", i * 8));
                    self.emit(format!("st.{sp}.u8 [{ai}], {b}"));
                }
                continue;
            }
            match k {
                Kind::Bool => {
                    let t = self.reg(Class::B32);
                    self.emit(format!("selp.b32 {t}, 1, 0, {r}"));
                    self.emit(format!("st.{sp}.u8 [{a}], {t}"));
                }
                Kind::Int(16) => self.emit(format!("st.{sp}.u16 [{a}], {r}")),
                _ => self.emit(format!("st.{sp}.{} [{a}], {r}", Self::ld_type(k))),
            }
        }
        Ok(())
    }

    // ---- atomics --------------------------------------------------------------------

    fn scope(sync_scope: u8) -> &'static str {
        // LLVM's sync scopes: 0 single thread, 1 system; AIR kernels' atomics are device-wide.
        let _ = sync_scope;
        "gpu"
    }

    #[allow(clippy::too_many_arguments)]
    fn atomic_rmw(
        &mut self,
        op: RmwOp,
        k: Kind,
        p: Reg,
        asp: u32,
        x: Reg,
        _ordering: gpu_ir::AtomicOrdering,
        sync_scope: u8,
    ) -> R<Reg> {
        let sp = space(asp)?;
        let sc = Self::scope(sync_scope);
        let (o, t) = match (op, k) {
            (RmwOp::Xchg, _) => ("exch", bty(k)),
            (RmwOp::Add, Kind::Int(32 | 64)) => ("add", uty(k)),
            (RmwOp::FAdd, Kind::F32 | Kind::F64) => ("add", fty(k)),
            (RmwOp::And, _) => ("and", bty(k)),
            (RmwOp::Or, _) => ("or", bty(k)),
            (RmwOp::Xor, _) => ("xor", bty(k)),
            (RmwOp::Max, Kind::Int(32 | 64)) => ("max", sty(k)),
            (RmwOp::Min, Kind::Int(32 | 64)) => ("min", sty(k)),
            (RmwOp::UMax, Kind::Int(32 | 64)) => ("max", uty(k)),
            (RmwOp::UMin, Kind::Int(32 | 64)) => ("min", uty(k)),
            (RmwOp::Sub, Kind::Int(32 | 64)) => {
                let n = self.reg(x.class);
                self.emit(format!("neg.s{} {n}, {x}", k.bits()));
                let r = self.reg(k.class());
                self.emit(format!("atom.relaxed.{sc}.{sp}.add.u{} {r}, [{p}], {n}", k.bits()));
                return Ok(r);
            }
            _ => return unsupported(format!("atomic {} on {k:?}", op.name())),
        };
        let r = self.reg(k.class());
        self.emit(format!("atom.relaxed.{sc}.{sp}.{o}.{t} {r}, [{p}], {x}"));
        Ok(r)
    }

    /// Atomic `float` min/max (mlx's `atomic_fetch_max_explicit` on floats): PTX has no
    /// `atom.min/max.f32` (sm_80 or sm_90), so a compare-and-swap loop on the bits. The
    /// new value is `min.f32`/`max.f32` of the old one and the operand, whose NaN rule is
    /// the interpreter's (`f32::min`/`max`): a NaN operand leaves the word as it is, a NaN
    /// in memory is replaced by the operand. A result equal to the old bits stores
    /// nothing (the operation then reads like a relaxed load). Returns the old value.
    fn atomic_float_min_max(&mut self, max: bool, k: Kind, p: Reg, asp: u32, x: Reg) -> R<Reg> {
        if k != Kind::F32 {
            return unsupported(format!("atomic {} on {k:?}", if max { "max" } else { "min" }));
        }
        let sp = space(asp)?;
        let old = self.reg(Class::B32);
        self.emit(format!("ld.relaxed.gpu.{sp}.b32 {old}, [{p}]"));
        let (top, done) = (self.label(), self.label());
        self.code.push_str(&format!("{top}:\n"));
        let (of, nf) = (self.reg(Class::F32), self.reg(Class::F32));
        self.emit(format!("mov.b32 {of}, {old}"));
        self.emit(format!("{}.f32 {nf}, {of}, {x}", if max { "max" } else { "min" }));
        let nb = self.reg(Class::B32);
        self.emit(format!("mov.b32 {nb}, {nf}"));
        let same = self.reg(Class::Pred);
        self.emit(format!("setp.eq.u32 {same}, {nb}, {old}"));
        self.emit(format!("@{same} bra {done}"));
        let prev = self.reg(Class::B32);
        self.emit(format!("atom.relaxed.gpu.{sp}.cas.b32 {prev}, [{p}], {old}, {nb}"));
        let ok = self.reg(Class::Pred);
        self.emit(format!("setp.eq.u32 {ok}, {prev}, {old}"));
        // On success `prev` is the value replaced; on failure the value to retry with.
        self.emit(format!("mov.b32 {old}, {prev}"));
        self.emit(format!("@!{ok} bra {top}"));
        self.code.push_str(&format!("{done}:\n"));
        let r = self.reg(Class::F32);
        self.emit(format!("mov.b32 {r}, {old}"));
        Ok(r)
    }

    fn cas(&mut self, k: Kind, p: Reg, asp: u32, e: Reg, n: Reg, sync_scope: u8) -> R<Reg> {
        let sp = space(asp)?;
        let sc = Self::scope(sync_scope);
        if !matches!(k.class(), Class::B32 | Class::B64) {
            return unsupported(format!("compare-exchange on {k:?}"));
        }
        let r = self.reg(k.class());
        self.emit(format!("atom.relaxed.{sc}.{sp}.cas.{} {r}, [{p}], {e}, {n}", bty(k)));
        Ok(r)
    }

    // ---- GPU operations -------------------------------------------------------------

    fn gpu(&mut self, op: &GpuOp, args: &[Value], ty: Type) -> R<Vec<Reg>> {
        // Cross-lane operations on vectors work element by element.
        // (and_fill shuffles take a vector fill too: their own arm.)
        let and_fill =
            matches!(op, GpuOp::Shuffle { kind: ShuffleKind::AndFillUp | ShuffleKind::AndFillDown, .. });
        let per_element = !and_fill
            && matches!(
                op,
                GpuOp::Shuffle { .. }
                    | GpuOp::Broadcast { .. }
                    | GpuOp::BroadcastFirst { .. }
                    | GpuOp::Reduce { .. }
                    | GpuOp::Scan { .. }
            );
        if per_element {
            if let Some(&first) = args.first() {
                let xs = self.get(first)?;
                if xs.len() > 1 {
                    let mut rest = Vec::new();
                    for a in args.iter().skip(1) {
                        rest.push(self.get1(*a)?);
                    }
                    let mut out = Vec::new();
                    for x in xs {
                        out.push(self.cross_lane(op, x, &rest)?);
                    }
                    return Ok(out);
                }
            }
        }
        let arg = |s: &mut Self, i: usize| -> R<Reg> {
            let v = *args
                .get(i)
                .ok_or_else(|| SelError { feature: format!("operand {i} of {}", op.name()), inst: None })?;
            s.get1(v)
        };
        Ok(match op {
            GpuOp::Llvm { op: l, .. } => match l {
                LlvmOp::LifetimeStart
                | LlvmOp::LifetimeEnd
                | LlvmOp::Assume
                | LlvmOp::DbgValue
                | LlvmOp::DbgDeclare
                | LlvmOp::DbgLabel => vec![],
                LlvmOp::Memcpy | LlvmOp::Memmove | LlvmOp::Memset => {
                    self.mem_intrinsic(*l, args)?;
                    vec![]
                }
                _ => {
                    let k = self.kind(ty)?;
                    vec![self.llvm(*l, k, args)?]
                }
            },
            GpuOp::Barrier { kind, flags, .. } => {
                let dev = flags.is_some_and(|f| f.0 & MemFlags::DEVICE != 0);
                match kind {
                    BarrierKind::Threadgroup => {
                        if dev {
                            self.emit("fence.acq_rel.gpu");
                        }
                        self.emit("barrier.sync 0");
                    }
                    BarrierKind::Simdgroup => {
                        if dev {
                            self.emit("fence.acq_rel.gpu");
                        } else if flags.is_some_and(|f| f.0 != 0) {
                            self.emit("fence.acq_rel.cta");
                        }
                        let m = self.active();
                        self.emit(format!("bar.warp.sync {m}"));
                    }
                }
                vec![]
            }
            GpuOp::Fence { flags, scope, .. } => {
                let dev = flags.is_some_and(|f| f.0 & MemFlags::DEVICE != 0)
                    || matches!(scope, Some(MemScope::Device));
                self.emit(if dev { "fence.acq_rel.gpu" } else { "fence.acq_rel.cta" });
                vec![]
            }
            GpuOp::SimdgroupSize { ty: e } => {
                let k = elem_kind(*e)?;
                vec![self.imm(k, 32)]
            }
            GpuOp::Atomic { space: s, op: aop, ty: e, .. } => {
                let asp = if *s == AtomicSpace::Local { 3 } else { 1 };
                let p = arg(self, 0)?;
                let k = elem_kind(*e)?;
                match aop {
                    AtomicOp::Load => {
                        let r = self.reg(k.class());
                        let sp = space(asp)?;
                        self.emit(format!("ld.relaxed.gpu.{sp}.{} {r}, [{p}]", bty(k)));
                        vec![r]
                    }
                    AtomicOp::Store => {
                        let x = arg(self, 1)?;
                        let sp = space(asp)?;
                        self.emit(format!("st.relaxed.gpu.{sp}.{} [{p}], {x}", bty(k)));
                        vec![]
                    }
                    AtomicOp::CmpXchgWeak => {
                        // Operand 1 points at the expected value (thread memory); it is
                        // updated with the old value on failure.
                        let ep = arg(self, 1)?;
                        let n = arg(self, 2)?;
                        let e_asp = match args.get(1) {
                            Some(v) => self.addrspace(*v)?,
                            None => 0,
                        };
                        let esp = space(e_asp)?;
                        let ik = if k.bits() == 64 { Kind::Int(64) } else { Kind::Int(32) };
                        let e = self.reg(ik.class());
                        self.emit(format!("ld.{esp}.b{} {e}, [{ep}]", k.bits()));
                        let nb = self.reinterpret(CastOp::BitCast, n, k, ik)?;
                        let old = self.cas(ik, p, asp, e, nb, 1)?;
                        let ok = self.cmp(32, ik, old, e)?;
                        self.emit(format!("@!{ok} st.{esp}.b{} [{ep}], {old}", k.bits()));
                        // The result is the old value, as the interpreter gives it.
                        vec![self.reinterpret(CastOp::BitCast, old, ik, k)?]
                    }
                    AtomicOp::Min | AtomicOp::Max if k.is_float() => {
                        let x = arg(self, 1)?;
                        vec![self.atomic_float_min_max(*aop == AtomicOp::Max, k, p, asp, x)?]
                    }
                    _ => {
                        let x = arg(self, 1)?;
                        let signed = e.sign == Some(Sign::Signed);
                        let rmw = match (aop, k.is_float(), signed) {
                            (AtomicOp::Add, true, _) => RmwOp::FAdd,
                            (AtomicOp::Add, false, _) => RmwOp::Add,
                            (AtomicOp::Sub, false, _) => RmwOp::Sub,
                            (AtomicOp::Min, false, true) => RmwOp::Min,
                            (AtomicOp::Min, false, false) => RmwOp::UMin,
                            (AtomicOp::Max, false, true) => RmwOp::Max,
                            (AtomicOp::Max, false, false) => RmwOp::UMax,
                            (AtomicOp::And, false, _) => RmwOp::And,
                            (AtomicOp::Or, false, _) => RmwOp::Or,
                            (AtomicOp::Xor, false, _) => RmwOp::Xor,
                            (AtomicOp::Xchg, _, _) => RmwOp::Xchg,
                            (AtomicOp::Sub, true, _) => {
                                let n = self.reg(x.class);
                                self.emit(format!("neg.f32 {n}, {x}"));
                                return Ok(vec![self.atomic_rmw(
                                    RmwOp::FAdd,
                                    k,
                                    p,
                                    asp,
                                    n,
                                    gpu_ir::AtomicOrdering::Monotonic,
                                    1,
                                )?]);
                            }
                            _ => return unsupported(format!("atomic {} on floats", aop.name())),
                        };
                        vec![self.atomic_rmw(rmw, k, p, asp, x, gpu_ir::AtomicOrdering::Monotonic, 1)?]
                    }
                }
            }
            GpuOp::Convert { dst, src } => {
                let x = arg(self, 0)?;
                vec![self.convert(*dst, *src, x)?]
            }
            GpuOp::Math { func: MathFn::Dot, ty: e, .. } => {
                // Sum of the products in element order in `f64` (each `f32` product is
                // exact there), rounded once at the end: the interpreter's `dot` and the
                // AMD backend's, and what `codegen::matrix` relies on for
                // `simdgroup_matrix` multiply-accumulate. A 16-bit result goes through
                // `f32` as the AMD backend's does.
                let k = elem_kind(e.element())?;
                let (Some(&a), Some(&b)) = (args.first(), args.get(1)) else {
                    return unsupported("dot without two operands");
                };
                let (va, vb) = (self.get(a)?, self.get(b)?);
                let mut acc: Option<Reg> = None;
                for (x, y) in va.iter().zip(&vb) {
                    let wide = |s: &mut Self, r: Reg| -> Reg {
                        if k == Kind::F64 {
                            return r;
                        }
                        let f = s.widen_or_keep(k, r);
                        let d = s.reg(Class::F64);
                        s.emit(format!("cvt.f64.f32 {d}, {f}"));
                        d
                    };
                    let (x, y) = (wide(self, *x), wide(self, *y));
                    let d = self.reg(Class::F64);
                    // From +0, as the interpreter's sum starts (a lone -0 product gives +0).
                    let s = acc.map_or_else(|| "0d0000000000000000".to_owned(), |s| s.to_string());
                    self.emit(format!("fma.rn.f64 {d}, {x}, {y}, {s}"));
                    acc = Some(d);
                }
                let Some(acc) = acc else { return unsupported("dot of empty vectors") };
                vec![if k == Kind::F64 {
                    acc
                } else {
                    let f = self.reg(Class::F32);
                    self.emit(format!("cvt.rn.f32.f64 {f}, {acc}"));
                    if k == Kind::F32 {
                        f
                    } else {
                        self.narrow_f32(k, f)
                    }
                }]
            }
            GpuOp::Math { func: f @ (MathFn::All | MathFn::Any), .. } => {
                // all/any of a bool vector: its lanes' predicates and-ed / or-ed.
                let Some(&v) = args.first() else { return unsupported("all/any without an operand") };
                let ps = self.get(v)?;
                let Some((&first, rest)) = ps.split_first() else { return unsupported("all/any of nothing") };
                let op = if *f == MathFn::All { "and" } else { "or" };
                let mut acc = first;
                for &p in rest {
                    let d = self.reg(Class::Pred);
                    self.emit(format!("{op}.pred {d}, {acc}, {p}"));
                    acc = d;
                }
                vec![acc]
            }
            GpuOp::Math { func: MathFn::Sincos, fast, ty: e } => {
                // sin returned, cos stored through the pointer (as the result's type).
                let (Some(&xv), Some(&pv)) = (args.first(), args.get(1)) else {
                    return unsupported("sincos without its two operands");
                };
                let k = elem_kind(e.element())?;
                let (xs, p, asp) = (self.get(xv)?, self.get1(pv)?, self.addrspace(pv)?);
                let (mut sins, mut coss) = (Vec::new(), Vec::new());
                for x in xs {
                    let w = self.widen_or_keep(k, x);
                    if w.class != Class::F32 {
                        return unsupported(format!("sincos on {k:?}"));
                    }
                    let (s, c) = self.sincos_f32(w, *fast, k);
                    sins.push(s);
                    coss.push(c);
                }
                self.store(ty, p, asp, &coss, k.bytes())?;
                sins
            }
            GpuOp::Math { func, fast, ty: e } => {
                let k = elem_kind(*e)?;
                let mut xs = Vec::new();
                for i in 0..args.len() {
                    xs.push(arg(self, i)?);
                }
                self.fast_math = *fast;
                let r = self.math(*func, *e, k, &xs);
                self.fast_math = false;
                vec![r?]
            }
            GpuOp::Shuffle {
                group,
                kind: kind @ (ShuffleKind::AndFillUp | ShuffleKind::AndFillDown),
                ty: e,
            } => {
                let k = elem_kind(*e)?;
                let (Some(&dv), Some(&fv), Some(&nv)) = (args.first(), args.get(1), args.get(2)) else {
                    return unsupported("simd_shuffle_and_fill without its operands");
                };
                let (xs, fills, delta) = (self.get(dv)?, self.get(fv)?, self.get1(nv)?);
                let modulo = match args.get(3) {
                    Some(v) => Some(self.get1(*v)?),
                    None => None,
                };
                let (src, from_fill, on) = self.fill_source(*group, *kind, delta, modulo)?;
                let mut out = Vec::new();
                for (&x, &fill) in xs.iter().zip(&fills) {
                    let a = self.shfl_idx(k, x, src)?;
                    let b = self.shfl_idx(k, fill, src)?;
                    let v = self.selp(k, from_fill, b, a);
                    out.push(self.selp(k, on, v, x));
                }
                out
            }
            GpuOp::CoherentAccess { store, volatile, space: asp, ty: e } => {
                let k = elem_kind(*e)?;
                let sp = space(*asp)?;
                // docs/abi-ptx.md "System-coherent accesses": volatile → ld/st.volatile
                // (always performed, relaxed at system scope); otherwise relaxed.sys.
                let q = match (sp, volatile) {
                    ("local", _) => "",
                    (_, true) => ".volatile",
                    _ => ".relaxed.sys",
                };
                let t = match k {
                    Kind::Int(16) => "u16",
                    Kind::Bool => return unsupported("a system-coherent access to a bool"),
                    _ => Self::ld_type(k),
                };
                if *store {
                    let (v, p) = (arg(self, 0)?, arg(self, 1)?);
                    self.emit(format!("st{q}.{sp}.{t} [{p}], {v}"));
                    vec![]
                } else {
                    let p = arg(self, 0)?;
                    let r = self.reg(k.class());
                    self.emit(format!("ld{q}.{sp}.{t} {r}, [{p}]"));
                    vec![r]
                }
            }
            GpuOp::Shuffle { group, kind, ty: e } => {
                let k = elem_kind(*e)?;
                let x = arg(self, 0)?;
                let n = arg(self, 1)?;
                vec![self.shuffle(*group, *kind, k, x, n)?]
            }
            GpuOp::Broadcast { group, ty: e } => {
                let k = elem_kind(*e)?;
                let x = arg(self, 0)?;
                let n = arg(self, 1)?;
                vec![self.shuffle(*group, ShuffleKind::Index, k, x, n)?]
            }
            GpuOp::BroadcastFirst { group, ty: e } => {
                let k = elem_kind(*e)?;
                let x = arg(self, 0)?;
                let first = self.first_lane(*group);
                vec![self.shfl_idx(k, x, first)?]
            }
            GpuOp::IsFirst { group } => {
                let first = self.first_lane(*group);
                let lane = self.sreg("%laneid");
                let p = self.reg(Class::Pred);
                self.emit(format!("setp.eq.u32 {p}, {lane}, {first}"));
                vec![p]
            }
            GpuOp::Vote { group: Group::Simd, kind, ty: e } => {
                let x = arg(self, 0)?;
                let m = self.active();
                match kind {
                    VoteKind::Any | VoteKind::All => {
                        let p = self.reg(Class::Pred);
                        let k = if *kind == VoteKind::Any { "any" } else { "all" };
                        self.emit(format!("vote.sync.{k}.pred {p}, {x}, {m}"));
                        vec![p]
                    }
                    VoteKind::Ballot => {
                        let b = self.reg(Class::B32);
                        self.emit(format!("vote.sync.ballot.b32 {b}, {x}, {m}"));
                        let k = match e {
                            Some(e) => elem_kind(*e)?,
                            None => self.kind(ty)?,
                        };
                        vec![self.resize_int(b, 32, k)?]
                    }
                }
            }
            GpuOp::Vote { group: Group::Quad, kind, ty: e } => {
                let x = arg(self, 0)?;
                let m = self.active();
                let b = self.reg(Class::B32);
                self.emit(format!("vote.sync.ballot.b32 {b}, {x}, {m}"));
                // The lane's quad: its four bits, moved down.
                let lane = self.sreg("%laneid");
                let base = self.reg(Class::B32);
                self.emit(format!("and.b32 {base}, {lane}, 28"));
                let q = self.reg(Class::B32);
                let qm = self.reg(Class::B32);
                self.emit(format!("shr.b32 {q}, {b}, {base}"));
                self.emit(format!("and.b32 {q}, {q}, 15"));
                self.emit(format!("shr.b32 {qm}, {m}, {base}"));
                self.emit(format!("and.b32 {qm}, {qm}, 15"));
                match kind {
                    VoteKind::Ballot => {
                        let k = match e {
                            Some(e) => elem_kind(*e)?,
                            None => self.kind(ty)?,
                        };
                        vec![self.resize_int(q, 32, k)?]
                    }
                    VoteKind::Any => {
                        let p = self.reg(Class::Pred);
                        self.emit(format!("setp.ne.u32 {p}, {q}, 0"));
                        vec![p]
                    }
                    VoteKind::All => {
                        let p = self.reg(Class::Pred);
                        self.emit(format!("setp.eq.u32 {p}, {q}, {qm}"));
                        vec![p]
                    }
                }
            }
            GpuOp::VoteMask { all, ty: e } => {
                // `simd_vote(mask).all()/.any()` test the lanes the SIMD-group's threads
                // occupy, active or not (docs/interp.md): the entry mask.
                let x = arg(self, 0)?;
                let k = elem_kind(*e)?;
                let m = self.occupied();
                let m = self.resize_int(m, 32, k)?;
                let t = self.reg(k.class());
                self.emit(format!("and.b{} {t}, {x}, {m}", if k.bits() == 64 { 64 } else { 32 }));
                let p = self.reg(Class::Pred);
                let w = if k.bits() == 64 { 64 } else { 32 };
                if *all {
                    self.emit(format!("setp.eq.b{w} {p}, {t}, {m}"));
                } else {
                    self.emit(format!("setp.ne.b{w} {p}, {t}, 0"));
                }
                vec![p]
            }
            GpuOp::Reduce { group, op: rop, ty: e } => {
                let k = elem_kind(*e)?;
                let x = arg(self, 0)?;
                vec![self.reduce(*group, *rop, *e, k, x)?]
            }
            GpuOp::Scan { group, op: sop, inclusive, ty: e } => {
                let k = elem_kind(*e)?;
                let x = arg(self, 0)?;
                vec![self.scan(*group, *sop, *inclusive, *e, k, x)?]
            }
            GpuOp::NormalizeFunctionConstantPredicate { .. } => {
                let x = arg(self, 0)?;
                let k = self.kind(self.value_type(args.first().copied().unwrap_or(Value::Arg(0))))?;
                let p = self.cmp_imm(k, x, 0)?;
                let q = self.reg(Class::Pred);
                self.emit(format!("not.pred {q}, {p}"));
                let rk = self.kind(ty)?;
                if rk == Kind::Bool {
                    vec![q]
                } else {
                    let d = self.reg(Class::B32);
                    self.emit(format!("selp.b32 {d}, 1, 0, {q}"));
                    vec![d]
                }
            }
            GpuOp::IsUniform { ty } => {
                // Every active lane holds the same value: `match.all` over the bits. Floats
                // compare as numbers, as the interpreter and the other backends compare
                // them: -0 and +0 are the same value (x + 0 makes -0 into +0, rounding to
                // nearest), and a NaN equals nothing, so a lane holding one makes the
                // answer false (`setp.num` voted over the active lanes).
                let x = arg(self, 0)?;
                let m = self.active();
                let (x, num) = match ty.scalar {
                    Scalar::Int(_) => (x, None),
                    s => {
                        let (sfx, class, zero) = match s {
                            Scalar::F64 => ("f64", Class::F64, "0d0000000000000000"),
                            Scalar::F16 => ("f16", Class::B16, ""),
                            _ => ("f32", Class::F32, "0f00000000"),
                        };
                        // bfloat is the upper half of an f32: widen it exactly.
                        let x = if s == Scalar::BF16 {
                            let (z, w) = (self.reg(Class::B16), self.reg(Class::F32));
                            self.emit(format!("mov.b16 {z}, 0"));
                            self.emit(format!("mov.b32 {w}, {{{z}, {x}}}"));
                            w
                        } else {
                            x
                        };
                        let zero = if s == Scalar::F16 {
                            let z = self.reg(Class::B16);
                            self.emit(format!("mov.b16 {z}, 0"));
                            z.to_string()
                        } else {
                            zero.to_owned()
                        };
                        let q = self.reg(Class::Pred);
                        self.emit(format!("setp.num.{sfx} {q}, {x}, {x}"));
                        let n = self.reg(class);
                        self.emit(format!("add.rn.{sfx} {n}, {x}, {zero}"));
                        (n, Some(q))
                    }
                };
                let p = self.reg(Class::Pred);
                let (w, v) = match x.class {
                    Class::B64 | Class::F64 => {
                        let t = self.reg(Class::B64);
                        self.emit(format!("mov.b64 {t}, {x}"));
                        (64, t)
                    }
                    _ => {
                        let t = self.reg(Class::B32);
                        match x.class {
                            Class::Pred => self.emit(format!("selp.b32 {t}, 1, 0, {x}")),
                            Class::B16 => self.emit(format!("cvt.u32.u16 {t}, {x}")),
                            _ => self.emit(format!("mov.b32 {t}, {x}")),
                        }
                        (32, t)
                    }
                };
                let d = self.reg(if w == 64 { Class::B64 } else { Class::B32 });
                self.emit(format!("match.all.sync.b{w} {d}|{p}, {v}, {m}"));
                match num {
                    None => vec![p],
                    Some(q) => {
                        let all = self.reg(Class::Pred);
                        self.emit(format!("vote.sync.all.pred {all}, {q}, {m}"));
                        let r = self.reg(Class::Pred);
                        self.emit(format!("and.pred {r}, {p}, {all}"));
                        vec![r]
                    }
                }
            }
            GpuOp::AsyncCopy { dims, dst_space, src_space } => {
                self.async_copy(op, *dims, *dst_space, *src_space, args)?;
                // The event is opaque: kernels only hand it to the wait.
                let k = self.kind(ty)?;
                vec![self.imm(k, 0)]
            }
            // The copies are complete when they return (`async_copy`).
            GpuOp::WaitEvents => vec![],
            GpuOp::IsFunctionConstantDefined => vec![self.imm(Kind::Bool, 0)],
            other => return unsupported(other.name()),
        })
    }

    /// `simdgroup_async_copy_1d/2d`, done at once by the SIMD-group (the interpreter's
    /// semantics, docs/interp.md): the active lanes (the structured mask) share the
    /// elements — lane of rank r among them copies elements r, r + n, … (n active lanes)
    /// — and `bar.warp.sync` on the mask then orders every lane's writes before what any
    /// lane does next, so the data is there when the wait returns. 2-D: element (x, y) of
    /// a tile (columns × rows) at `y × elements_per_row + x × element_stride`; into
    /// threadgroup memory the whole destination tile, elements outside the source tile
    /// zero (clamp mode 0) or the nearest edge element (1); into device memory what both
    /// tiles cover. The element size, alignment, clamp mode and offset in the source tile
    /// must be constants (every known caller's are), the offset (0, 0).
    fn async_copy(&mut self, op: &GpuOp, dims: u8, dst_space: u32, src_space: u32, args: &[Value]) -> R<()> {
        let name = op.name();
        let operand = |i: usize| -> R<Value> {
            args.get(i)
                .copied()
                .ok_or_else(|| SelError { feature: format!("operand {i} of {name}"), inst: None })
        };
        let constant = |s: &Self, i: usize, what: &str| -> R<u64> {
            s.const_int(operand(i)?)
                .ok_or_else(|| SelError { feature: format!("{name} with a run-time {what}"), inst: None })
        };
        let size = constant(self, 0, "element size")?;
        let align = constant(self, 1, "element alignment")?;
        if !(1..=256).contains(&size) {
            return unsupported(format!("{name} with elements of {size} bytes"));
        }
        let (dsp, ssp) = (space(dst_space)?, space(src_space)?);
        let g = |s: &mut Self, i: usize| -> R<Vec<Reg>> { s.get(operand(i)?) };
        let wide = |s: &mut Self, r: Reg| -> Reg {
            if r.class == Class::B64 {
                return r;
            }
            let d = s.reg(Class::B64);
            s.emit(format!("cvt.u64.u32 {d}, {r}"));
            d
        };
        let pair = |s: &mut Self, i: usize| -> R<(Reg, Reg)> {
            match g(s, i)?.as_slice() {
                [x, y] => Ok((wide(s, *x), wide(s, *y))),
                _ => unsupported(format!("{name} with a tile that is not two integers")),
            }
        };
        // (dst, dst_row, dst_stride, dst_w, dst_h, src, src_row, src_stride, src_w, src_h, clamp)
        let zero = self.imm(Kind::Int(64), 0);
        let one = self.imm(Kind::Int(64), 1);
        let (dst, drow, dstride, (dw, dh), src, srow, sstride, (sw, sh), clamp) = if dims == 1 {
            let (d, s, count) = (g(self, 2)?, g(self, 3)?, g(self, 4)?);
            let (Some(&d), Some(&s), Some(&c)) = (d.first(), s.first(), count.first()) else {
                return unsupported(format!("operands of {name}"));
            };
            let c = wide(self, c);
            (d, zero, one, (c, one), s, zero, one, (c, one), false)
        } else {
            let d = self.get1(operand(2)?)?;
            let (drow, dstride) = (self.get1(operand(3)?)?, self.get1(operand(4)?)?);
            let (drow, dstride) = (wide(self, drow), wide(self, dstride));
            let dt = pair(self, 5)?;
            let s = self.get1(operand(6)?)?;
            let (srow, sstride) = (self.get1(operand(7)?)?, self.get1(operand(8)?)?);
            let (srow, sstride) = (wide(self, srow), wide(self, sstride));
            let st = pair(self, 9)?;
            let zero_offset = match operand(10)? {
                Value::Const(c) => match self.m.constants.get(c) {
                    Some(gpu_ir::ConstantData::Zero(_)) => true,
                    Some(gpu_ir::ConstantData::Data { elems, .. }) => elems.iter().all(|&e| e == 0),
                    Some(gpu_ir::ConstantData::Aggregate { elems, .. }) => {
                        elems.iter().all(|&e| self.const_int(Value::Const(e)) == Some(0))
                    }
                    _ => false,
                },
                _ => false,
            };
            if !zero_offset {
                return unsupported(format!("{name} with an offset in the source tile other than (0, 0)"));
            }
            let clamp = match constant(self, 11, "clamp mode")? {
                0 => false,
                1 => true,
                m => return unsupported(format!("{name} with clamp mode {m}")),
            };
            let (mut dw, mut dh) = dt;
            if dst_space == 1 {
                // Into device memory: what both tiles cover.
                let (w, h) = (self.reg(Class::B64), self.reg(Class::B64));
                self.emit(format!("min.u64 {w}, {dw}, {}", st.0));
                self.emit(format!("min.u64 {h}, {dh}, {}", st.1));
                (dw, dh) = (w, h);
            }
            (d, drow, dstride, (dw, dh), s, srow, sstride, st, clamp)
        };
        let am = self.active();
        // Rank among the active lanes and their number.
        let (lt, rank32, n32) = (self.sreg("%lanemask_lt"), self.reg(Class::B32), self.reg(Class::B32));
        self.emit(format!("and.b32 {rank32}, {am}, {lt}"));
        self.emit(format!("popc.b32 {rank32}, {rank32}"));
        self.emit(format!("popc.b32 {n32}, {am}"));
        let (e, n) = (wide(self, rank32), wide(self, n32));
        let total = self.reg(Class::B64);
        self.emit(format!("mul.lo.u64 {total}, {dw}, {dh}"));
        let (top, done) = (self.label(), self.label());
        self.code.push_str(&format!("{top}:\n"));
        let end = self.reg(Class::Pred);
        self.emit(format!("setp.ge.u64 {end}, {e}, {total}"));
        self.emit(format!("@{end} bra {done}"));
        let (x, y) = (self.reg(Class::B64), self.reg(Class::B64));
        self.emit(format!("rem.u64 {x}, {e}, {dw}"));
        self.emit(format!("div.u64 {y}, {e}, {dw}"));
        let (inx, iny, valid) = (self.reg(Class::Pred), self.reg(Class::Pred), self.reg(Class::Pred));
        self.emit(format!("setp.lt.u64 {inx}, {x}, {sw}"));
        self.emit(format!("setp.lt.u64 {iny}, {y}, {sh}"));
        let (sx, sy) = if clamp {
            // The nearest edge element; none in an empty source tile.
            let (sx, sy) = (self.reg(Class::B64), self.reg(Class::B64));
            let (lx, ly) = (self.reg(Class::B64), self.reg(Class::B64));
            self.emit(format!("sub.u64 {lx}, {sw}, 1"));
            self.emit(format!("sub.u64 {ly}, {sh}, 1"));
            self.emit(format!("min.u64 {sx}, {x}, {lx}"));
            self.emit(format!("min.u64 {sy}, {y}, {ly}"));
            self.emit(format!("setp.ne.u64 {inx}, {sw}, 0"));
            self.emit(format!("setp.ne.u64 {iny}, {sh}, 0"));
            (sx, sy)
        } else {
            (x, y)
        };
        self.emit(format!("and.pred {valid}, {inx}, {iny}"));
        let at = |s: &mut Self, base: Reg, row: Reg, stride: Reg, x: Reg, y: Reg| -> Reg {
            let i = s.reg(Class::B64);
            s.emit(format!("mul.lo.u64 {i}, {y}, {row}"));
            s.emit(format!("mad.lo.u64 {i}, {x}, {stride}, {i}"));
            s.emit(format!("mul.lo.u64 {i}, {i}, {size}"));
            if base.class == Class::B64 {
                let a = s.reg(Class::B64);
                s.emit(format!("add.u64 {a}, {base}, {i}"));
                a
            } else {
                let (o, a) = (s.reg(Class::B32), s.reg(Class::B32));
                s.emit(format!("cvt.u32.u64 {o}, {i}"));
                s.emit(format!("add.u32 {a}, {base}, {o}"));
                a
            }
        };
        let to = at(self, dst, drow, dstride, x, y);
        let from = at(self, src, srow, sstride, sx, sy);
        // The widest unit the size and alignment allow, unrolled (at most 256 bytes).
        let unit = [4u64, 2, 1].into_iter().find(|u| size % u == 0 && align % u == 0).unwrap_or(1);
        let t = match unit {
            4 => "b32",
            2 => "b16",
            _ => "b8",
        };
        let class = if unit == 2 { Class::B16 } else { Class::B32 };
        for k in 0..size / unit {
            let off = k * unit;
            let v = self.reg(class);
            self.emit(format!("mov.{t} {v}, 0").replace(".b8", ".b32"));
            let (f, d) = (self.addr_off(from, off), self.addr_off(to, off));
            let lt = if unit == 1 { "u8" } else { t };
            self.emit(format!("@{valid} ld.{ssp}.{lt} {v}, [{f}]"));
            self.emit(format!("st.{dsp}.{lt} [{d}], {v}"));
        }
        self.emit(format!("add.u64 {e}, {e}, {n}"));
        self.emit(format!("bra {top}"));
        self.code.push_str(&format!("{done}:\n"));
        self.emit(format!("bar.warp.sync {am}"));
        Ok(())
    }

    /// One element of a cross-lane operation: `x` with the scalar operands `rest`.
    fn cross_lane(&mut self, op: &GpuOp, x: Reg, rest: &[Reg]) -> R<Reg> {
        let n = |i: usize| -> R<Reg> {
            rest.get(i)
                .copied()
                .ok_or_else(|| SelError { feature: format!("operands of {}", op.name()), inst: None })
        };
        match op {
            GpuOp::Shuffle { group, kind, ty: e } => self.shuffle(*group, *kind, elem_kind(*e)?, x, n(0)?),
            GpuOp::Broadcast { group, ty: e } => {
                self.shuffle(*group, ShuffleKind::Index, elem_kind(*e)?, x, n(0)?)
            }
            GpuOp::BroadcastFirst { group, ty: e } => {
                let first = self.first_lane(*group);
                self.shfl_idx(elem_kind(*e)?, x, first)
            }
            GpuOp::Reduce { group, op: rop, ty: e } => self.reduce(*group, *rop, *e, elem_kind(*e)?, x),
            GpuOp::Scan { group, op: sop, inclusive, ty: e } => {
                self.scan(*group, *sop, *inclusive, *e, elem_kind(*e)?, x)
            }
            other => unsupported(format!("{} on vectors", other.name())),
        }
    }

    /// memcpy/memmove/memset of a constant length (at most 4 KiB), byte by byte;
    /// memmove loads every byte before storing any, so overlap is harmless.
    fn mem_intrinsic(&mut self, op: LlvmOp, args: &[Value]) -> R<()> {
        let (Some(&dst), Some(&src), Some(&len)) = (args.first(), args.get(1), args.get(2)) else {
            return unsupported(format!("llvm.{} without its operands", op.name()));
        };
        let Some(n) = self.const_int(len) else {
            return unsupported(format!("llvm.{} of a run-time length", op.name()));
        };
        if n > 4096 {
            return unsupported(format!("llvm.{} of more than 4 KiB", op.name()));
        }
        let d = self.get1(dst)?;
        let dsp = space(self.addrspace(dst)?)?;
        if op == LlvmOp::Memset {
            let v = self.get1(src)?;
            for i in 0..n {
                let a = self.addr_off(d, i);
                self.emit(format!("st.{dsp}.u8 [{a}], {v}"));
            }
            return Ok(());
        }
        let s = self.get1(src)?;
        let ssp = space(self.addrspace(src)?)?;
        if n < 4 {
            self.copy_units(d, dsp, s, ssp, n, 1);
            return Ok(());
        }
        // The call carries no alignment here, so test it at run time: both addresses
        // multiples of 4 copy words (a 32-byte tile load of mlx's gemm: 8 accesses
        // instead of 32), otherwise bytes.
        let low = |sel: &mut Self, r: Reg| -> Reg {
            if r.class == Class::B64 {
                let t = sel.reg(Class::B32);
                sel.emit(format!("cvt.u32.u64 {t}, {r}"));
                t
            } else {
                r
            }
        };
        let (dl, sl) = (low(self, d), low(self, s));
        let t = self.reg(Class::B32);
        self.emit(format!("or.b32 {t}, {dl}, {sl}"));
        let done = self.label();
        // Widest first: 16-byte vectors where both are multiples of 16 (and the copy is
        // that long), words where both are multiples of 4, bytes otherwise.
        let units: &[u64] = if n >= 16 { &[16, 4] } else { &[4] };
        for &u in units {
            let m = self.reg(Class::B32);
            self.emit(format!("and.b32 {m}, {t}, {}", u - 1));
            let aligned = self.reg(Class::Pred);
            self.emit(format!("setp.eq.u32 {aligned}, {m}, 0"));
            let next = self.label();
            self.emit(format!("@!{aligned} bra {next}"));
            self.copy_units(d, dsp, s, ssp, n, u);
            self.emit(format!("bra.uni {done}"));
            self.code.push_str(&format!("{next}:\n"));
        }
        self.copy_units(d, dsp, s, ssp, n, 1);
        self.code.push_str(&format!("{done}:\n"));
        Ok(())
    }

    /// Copies `n` bytes from `s` to `d` in units of `unit` bytes (1, 4 or 16, the
    /// addresses multiples of it; what is left shorter than a unit goes in the next
    /// smaller one), every load before the first store, so that overlapping ranges
    /// (memmove) are copied as they were.
    fn copy_units(&mut self, d: Reg, dsp: &str, s: Reg, ssp: &str, n: u64, unit: u64) {
        let mut parts = Vec::new(); // (offset, type, registers)
        let mut off = 0;
        while off < n {
            let w = [16, 4, 1].into_iter().find(|&w| w <= unit && n - off >= w).unwrap_or(1);
            let a = self.addr_off(s, off);
            let (t, regs) = match w {
                16 => ("v4.u32", (0..4).map(|_| self.reg(Class::B32)).collect::<Vec<_>>()),
                4 => ("u32", vec![self.reg(Class::B32)]),
                _ => ("u8", vec![self.reg(Class::B32)]),
            };
            let list = regs.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ");
            let v = if regs.len() > 1 { format!("{{{list}}}") } else { list };
            self.emit(format!("ld.{ssp}.{t} {v}, [{a}]"));
            parts.push((off, t, v));
            off += w;
        }
        for (off, t, v) in parts {
            let a = self.addr_off(d, off);
            self.emit(format!("st.{dsp}.{t} [{a}], {v}"));
        }
    }

    /// The lanes the SIMD-group's threads occupy, active or not: the structured
    /// selection's entry mask (`activemask` in the plain selection, which only finds out
    /// that the kernel needs the structured one).
    fn occupied(&mut self) -> Reg {
        self.warp_ops = true;
        if let Some(b) = self.cur_block {
            self.warp_blocks.insert(b);
        }
        let m = self.reg(Class::B32);
        match self.mask.as_ref().map(|s| s.occupied) {
            Some(o) => self.emit(format!("mov.b32 {m}, {o}")),
            None => self.emit(format!("activemask.b32 {m}")),
        }
        m
    }

    /// The member mask of a warp-wide operation: the structured active mask where the
    /// kernel is selected structurally (docs/abi-ptx.md, "Convergence"), `activemask`
    /// in the plain selection (which only finds out whether there are such operations).
    fn active(&mut self) -> Reg {
        self.warp_ops = true;
        if let Some(b) = self.cur_block {
            self.warp_blocks.insert(b);
        }
        let m = self.reg(Class::B32);
        match self.mask.as_ref().map(|s| s.am) {
            Some(am) => self.emit(format!("mov.b32 {m}, {am}")),
            None => self.emit(format!("activemask.b32 {m}")),
        }
        m
    }

    /// The lowest active lane of the lane's group.
    fn first_lane(&mut self, group: Group) -> Reg {
        let m = self.active();
        let m = match group {
            Group::Simd => m,
            Group::Quad => {
                let lane = self.sreg("%laneid");
                let base = self.reg(Class::B32);
                self.emit(format!("and.b32 {base}, {lane}, 28"));
                let t = self.reg(Class::B32);
                self.emit(format!("shr.b32 {t}, {m}, {base}"));
                self.emit(format!("and.b32 {t}, {t}, 15"));
                self.emit(format!("shl.b32 {t}, {t}, {base}"));
                t
            }
        };
        let r = self.reg(Class::B32);
        self.emit(format!("brev.b32 {r}, {m}"));
        self.emit(format!("bfind.shiftamt.u32 {r}, {r}"));
        r
    }

    /// `x` of lane `src` (a register), for any kind.
    fn shfl_idx(&mut self, k: Kind, x: Reg, src: Reg) -> R<Reg> {
        self.shfl("idx", k, x, &src.to_string(), "31")
    }

    fn shfl(&mut self, mode: &str, k: Kind, x: Reg, b: &str, c: &str) -> R<Reg> {
        let _ = k;
        let m = self.active();
        self.shfl_in(mode, x, b, c, m)
    }

    /// `shfl.sync` of any register class with the member mask `m`.
    fn shfl_in(&mut self, mode: &str, x: Reg, b: &str, c: &str, m: Reg) -> R<Reg> {
        self.shfl_mask(mode, x, b, c, &m.to_string())
    }

    /// `shfl.sync` of any register class with the member mask `m`, a register or an
    /// immediate (the whole warp as a constant lets `ptxas` drop the mask operand).
    fn shfl_mask(&mut self, mode: &str, x: Reg, b: &str, c: &str, m: &str) -> R<Reg> {
        let word = |s: &mut Self, w: Reg| -> Reg {
            let d = s.reg(Class::B32);
            s.emit(format!("shfl.sync.{mode}.b32 {d}, {w}, {b}, {c}, {m}"));
            d
        };
        Ok(match x.class {
            Class::B32 => word(self, x),
            Class::F32 => {
                let d = self.reg(Class::F32);
                self.emit(format!("shfl.sync.{mode}.b32 {d}, {x}, {b}, {c}, {m}"));
                d
            }
            Class::B16 => {
                let t = self.reg(Class::B32);
                self.emit(format!("cvt.u32.u16 {t}, {x}"));
                let s = word(self, t);
                let d = self.reg(Class::B16);
                self.emit(format!("cvt.u16.u32 {d}, {s}"));
                d
            }
            Class::Pred => {
                let t = self.reg(Class::B32);
                self.emit(format!("selp.b32 {t}, 1, 0, {x}"));
                let s = word(self, t);
                let d = self.reg(Class::Pred);
                self.emit(format!("setp.ne.u32 {d}, {s}, 0"));
                d
            }
            Class::B64 | Class::F64 => {
                let (lo, hi) = (self.reg(Class::B32), self.reg(Class::B32));
                self.emit(format!("mov.b64 {{{lo}, {hi}}}, {x}"));
                let (a, b2) = (word(self, lo), word(self, hi));
                let d = self.reg(x.class);
                self.emit(format!("mov.b64 {d}, {{{a}, {b2}}}"));
                d
            }
        })
    }

    fn shuffle(&mut self, group: Group, kind: ShuffleKind, k: Kind, x: Reg, n: Reg) -> R<Reg> {
        let n = if n.class == Class::B64 {
            let t = self.reg(Class::B32);
            self.emit(format!("cvt.u32.u64 {t}, {n}"));
            t
        } else {
            n
        };
        let lane = self.sreg("%laneid");
        let (w, base) = match group {
            Group::Simd => (32u32, None),
            Group::Quad => {
                let b = self.reg(Class::B32);
                self.emit(format!("and.b32 {b}, {lane}, 28"));
                (4, Some(b))
            }
        };
        let me = match base {
            Some(_) => {
                let t = self.reg(Class::B32);
                self.emit(format!("and.b32 {t}, {lane}, 3"));
                t
            }
            None => lane,
        };
        // The source lane within the group, then the whole-warp lane.
        let src = self.reg(Class::B32);
        match kind {
            ShuffleKind::Index => self.emit(format!("rem.u32 {src}, {n}, {w}")),
            ShuffleKind::Xor => {
                self.emit(format!("xor.b32 {src}, {me}, {n}"));
                self.emit(format!("rem.u32 {src}, {src}, {w}"));
            }
            ShuffleKind::Up | ShuffleKind::Down => {
                let d = self.reg(Class::B32);
                self.emit(format!("rem.u32 {d}, {n}, {}", w + 1));
                let p = self.reg(Class::Pred);
                if kind == ShuffleKind::Up {
                    self.emit(format!("sub.s32 {src}, {me}, {d}"));
                    self.emit(format!("setp.gt.u32 {p}, {d}, {me}"));
                } else {
                    self.emit(format!("add.s32 {src}, {me}, {d}"));
                    self.emit(format!("setp.ge.u32 {p}, {src}, {w}"));
                }
                self.emit(format!("selp.b32 {src}, {me}, {src}, {p}"));
            }
            ShuffleKind::RotateUp | ShuffleKind::RotateDown => {
                let d = self.reg(Class::B32);
                self.emit(format!("rem.u32 {d}, {n}, {}", w + 1));
                self.emit(format!("rem.u32 {d}, {d}, {w}"));
                if kind == ShuffleKind::RotateUp {
                    self.emit(format!("add.s32 {src}, {me}, {w}"));
                    self.emit(format!("sub.s32 {src}, {src}, {d}"));
                } else {
                    self.emit(format!("add.s32 {src}, {me}, {d}"));
                }
                self.emit(format!("rem.u32 {src}, {src}, {w}"));
            }
            ShuffleKind::AndFillUp | ShuffleKind::AndFillDown => {
                return unsupported("simd_shuffle_and_fill through shuffle (it has its own path)");
            }
        }
        if let Some(b) = base {
            self.emit(format!("add.s32 {src}, {src}, {b}"));
        }
        // An inactive source lane gives the lane's own value, as in the interpreter.
        let m = self.active();
        let bit = self.reg(Class::B32);
        self.emit(format!("shr.b32 {bit}, {m}, {src}"));
        self.emit(format!("and.b32 {bit}, {bit}, 1"));
        let on = self.reg(Class::Pred);
        self.emit(format!("setp.ne.u32 {on}, {bit}, 0"));
        // The same member mask as the test above.
        let v = self.shfl_in("idx", x, &src.to_string(), "31", m)?;
        Ok(self.selp(k, on, v, x))
    }

    /// The source lane of `shuffle_and_fill_{up,down}(x, fill, delta[, modulo])` as the
    /// interpreter defines it: windows of `m = clamp(modulo, 1, width)` lanes (the whole
    /// group without `modulo`), `d = delta mod (m + 1)`; up: window lane `i ≥ d` reads
    /// `x` of lane `i − d`, a lower one `fill` of lane `m − d + i`; down mirrors it.
    /// Returns (whole-warp source lane, read `fill`, source lane active).
    fn fill_source(
        &mut self,
        group: Group,
        kind: ShuffleKind,
        delta: Reg,
        modulo: Option<Reg>,
    ) -> R<(Reg, Reg, Reg)> {
        let to32 = |s: &mut Self, r: Reg| -> Reg {
            if r.class == Class::B64 {
                let t = s.reg(Class::B32);
                s.emit(format!("cvt.u32.u64 {t}, {r}"));
                t
            } else {
                r
            }
        };
        let delta = to32(self, delta);
        let lane = self.sreg("%laneid");
        let (w, me, gbase) = match group {
            Group::Simd => (32u32, lane, None),
            Group::Quad => {
                let (me, b) = (self.reg(Class::B32), self.reg(Class::B32));
                self.emit(format!("and.b32 {me}, {lane}, 3"));
                self.emit(format!("and.b32 {b}, {lane}, 28"));
                (4, me, Some(b))
            }
        };
        let m = self.reg(Class::B32);
        match modulo {
            Some(r) => {
                let r = to32(self, r);
                self.emit(format!("max.u32 {m}, {r}, 1"));
                self.emit(format!("min.u32 {m}, {m}, {w}"));
            }
            None => self.emit(format!("mov.b32 {m}, {w}")),
        }
        // The window lane i = me mod m; the sources below are me ± d (± m), the window's
        // base being me − i.
        let (i, d, m1) = (self.reg(Class::B32), self.reg(Class::B32), self.reg(Class::B32));
        self.emit(format!("rem.u32 {i}, {me}, {m}"));
        self.emit(format!("add.s32 {m1}, {m}, 1"));
        self.emit(format!("rem.u32 {d}, {delta}, {m1}"));
        let (on_data, a, b) = (self.reg(Class::Pred), self.reg(Class::B32), self.reg(Class::B32));
        if kind == ShuffleKind::AndFillUp {
            self.emit(format!("setp.ge.u32 {on_data}, {i}, {d}"));
            self.emit(format!("sub.s32 {a}, {me}, {d}"));
            self.emit(format!("add.s32 {b}, {a}, {m}"));
        } else {
            self.emit(format!("add.s32 {a}, {i}, {d}"));
            self.emit(format!("setp.lt.u32 {on_data}, {a}, {m}"));
            self.emit(format!("add.s32 {a}, {me}, {d}"));
            self.emit(format!("sub.s32 {b}, {a}, {m}"));
        }
        let src = self.reg(Class::B32);
        self.emit(format!("selp.b32 {src}, {a}, {b}, {on_data}"));
        if let Some(g) = gbase {
            self.emit(format!("add.s32 {src}, {src}, {g}"));
        }
        let from_fill = self.reg(Class::Pred);
        self.emit(format!("not.pred {from_fill}, {on_data}"));
        // An inactive source lane gives the lane's own value, as in the interpreter.
        let act = self.active();
        let bit = self.reg(Class::B32);
        self.emit(format!("shr.b32 {bit}, {act}, {src}"));
        self.emit(format!("and.b32 {bit}, {bit}, 1"));
        let on = self.reg(Class::Pred);
        self.emit(format!("setp.ne.u32 {on}, {bit}, 0"));
        Ok((src, from_fill, on))
    }

    fn identity(&mut self, op: ReduceOp, e: Elem, k: Kind) -> R<Reg> {
        let signed = e.sign == Some(Sign::Signed);
        let bits = k.bits();
        let v: u64 = match (op, k) {
            (ReduceOp::Sum | ReduceOp::Or | ReduceOp::Xor, _) => 0,
            (ReduceOp::Product, Kind::F32) => 0x3f80_0000,
            (ReduceOp::Product, Kind::F64) => 0x3ff0_0000_0000_0000,
            (ReduceOp::Product, Kind::Half) => 0x3c00,
            (ReduceOp::Product, Kind::BF16) => 0x3f80,
            (ReduceOp::Product, _) => 1,
            (ReduceOp::And, _) => u64::MAX,
            (ReduceOp::Min, Kind::F32) => 0x7f80_0000,
            (ReduceOp::Max, Kind::F32) => 0xff80_0000,
            (ReduceOp::Min, Kind::F64) => 0x7ff0_0000_0000_0000,
            (ReduceOp::Max, Kind::F64) => 0xfff0_0000_0000_0000,
            (ReduceOp::Min, Kind::Half) => 0x7c00,
            (ReduceOp::Max, Kind::Half) => 0xfc00,
            (ReduceOp::Min, Kind::BF16) => 0x7f80,
            (ReduceOp::Max, Kind::BF16) => 0xff80,
            (ReduceOp::Min, _) if signed => (1u64 << (bits - 1)) - 1,
            (ReduceOp::Min, _) => u64::MAX,
            (ReduceOp::Max, _) if signed => 1u64 << (bits - 1),
            (ReduceOp::Max, _) => 0,
        };
        let v = if bits < 64 { v & ((1u64 << bits) - 1) } else { v };
        Ok(self.imm(k, v))
    }

    fn combine(&mut self, op: ReduceOp, e: Elem, k: Kind, a: Reg, b: Reg) -> R<Reg> {
        use gpu_ir::BinaryOp as B;
        let signed = e.sign == Some(Sign::Signed);
        match op {
            ReduceOp::Sum => self.binary(if k.is_float() { B::FAdd } else { B::Add }, k, a, b),
            ReduceOp::Product => self.binary(if k.is_float() { B::FMul } else { B::Mul }, k, a, b),
            ReduceOp::And => self.binary(B::And, k, a, b),
            ReduceOp::Or => self.binary(B::Or, k, a, b),
            ReduceOp::Xor => self.binary(B::Xor, k, a, b),
            ReduceOp::Min | ReduceOp::Max => {
                let f = if op == ReduceOp::Min { MathFn::Min } else { MathFn::Max };
                let f = if k.is_float() {
                    if op == ReduceOp::Min {
                        MathFn::Fmin
                    } else {
                        MathFn::Fmax
                    }
                } else {
                    f
                };
                let e = Elem { sign: Some(if signed { Sign::Signed } else { Sign::Unsigned }), ..e };
                self.math(f, e, k, &[a, b])
            }
        }
    }

    /// The lanes of `m` (the warp's active lanes) in the calling lane's group: all of
    /// them for a SIMD-group, the four bits of its quad otherwise.
    fn group_mask(&mut self, group: Group, m: Reg) -> Reg {
        match group {
            Group::Simd => m,
            Group::Quad => {
                let lane = self.sreg("%laneid");
                let base = self.reg(Class::B32);
                self.emit(format!("and.b32 {base}, {lane}, 28"));
                let four = self.imm(Kind::Int(32), 15);
                let q = self.reg(Class::B32);
                self.emit(format!("shl.b32 {q}, {four}, {base}"));
                self.emit(format!("and.b32 {q}, {q}, {m}"));
                q
            }
        }
    }

    /// The lane `n` active lanes above the calling lane in `gm` (below for a negative
    /// `n`), and whether there is one; the calling lane itself where there is not, so
    /// that the shuffle reading it stays within the member mask.
    fn nth_active(&mut self, gm: Reg, n: i32) -> (Reg, Reg) {
        let lane = self.sreg("%laneid");
        let src = self.reg(Class::B32);
        // `fns` counts the base lane (active) as the first set bit.
        let off = if n > 0 { n + 1 } else { n - 1 };
        self.emit(format!("fns.b32 {src}, {gm}, {lane}, {off}"));
        let found = self.reg(Class::Pred);
        self.emit(format!("setp.ne.u32 {found}, {src}, -1"));
        self.emit(format!("selp.b32 {src}, {src}, {lane}, {found}"));
        (src, found)
    }

    /// A reduction over the active lanes of the group. Active lanes need not be
    /// contiguous (lanes that returned early, a divergent branch), so a butterfly over lane
    /// numbers would fold in partial results of inactive partners' partners. Instead
    /// lanes combine by rank among the active ones: rank r takes the partial of rank r+s
    /// where one exists, so rank 0 ends with the whole group (in a tree order, which for
    /// floats may round differently from the interpreter's lane order), and broadcasts it.
    /// The active mask is read once, so every shuffle names the same members.
    fn reduce(&mut self, group: Group, op: ReduceOp, e: Elem, k: Kind, x: Reg) -> R<Reg> {
        let m = self.active();
        if group == Group::Simd && k == Kind::Int(32) {
            // 32-bit integers: the hardware reduction over the member mask (sm_80+).
            let signed = e.sign == Some(Sign::Signed);
            let o = match op {
                ReduceOp::Sum => Some("add.u32"),
                ReduceOp::Min => Some(if signed { "min.s32" } else { "min.u32" }),
                ReduceOp::Max => Some(if signed { "max.s32" } else { "max.u32" }),
                ReduceOp::And => Some("and.b32"),
                ReduceOp::Or => Some("or.b32"),
                ReduceOp::Xor => Some("xor.b32"),
                ReduceOp::Product => None,
            };
            if let Some(o) = o {
                let d = self.reg(Class::B32);
                self.emit(format!("redux.sync.{o} {d}, {x}, {m}"));
                return Ok(d);
            }
        }
        let steps: &[i32] = match group {
            Group::Simd => &[1, 2, 4, 8, 16],
            Group::Quad => &[1, 2],
        };
        let (out, slow, done) = self.full_warp_split(m, x.class);
        // Fast path, the whole warp active: a butterfly. Lane 0 of each group (and
        // every lane it reads from, at the step it reads) is the lower partner of each
        // pair, so it combines exactly as rank 0 does below (same tree, same operand
        // order); the other lanes differ only by operand order, which is exact for
        // +, ×, and the bitwise and integer operations. Float min/max broadcast lane 0's
        // value so that signed zeros cannot depend on the order.
        let mut acc = x;
        for &s in steps {
            let v = self.shfl_mask("bfly", acc, &s.to_string(), "31", FULL)?;
            acc = self.combine(op, e, k, acc, v)?;
        }
        if k.is_float() && matches!(op, ReduceOp::Min | ReduceOp::Max) {
            let first = match group {
                Group::Simd => "0".to_string(),
                Group::Quad => {
                    let lane = self.sreg("%laneid");
                    let b = self.reg(Class::B32);
                    self.emit(format!("and.b32 {b}, {lane}, 28"));
                    b.to_string()
                }
            };
            acc = self.shfl_mask("idx", acc, &first, "31", FULL)?;
        }
        self.mov(out, acc);
        self.emit(format!("bra.uni {done}"));
        self.code.push_str(&format!("{slow}:\n"));
        let gm = self.group_mask(group, m);
        let mut acc = x;
        for &s in steps {
            let (src, found) = self.nth_active(gm, s);
            let v = self.shfl_in("idx", acc, &src.to_string(), "31", m)?;
            let c = self.combine(op, e, k, acc, v)?;
            acc = self.selp(k, found, c, acc);
        }
        let first = self.reg(Class::B32);
        self.emit(format!("brev.b32 {first}, {gm}"));
        self.emit(format!("bfind.shiftamt.u32 {first}, {first}"));
        let r = self.shfl_in("idx", acc, &first.to_string(), "31", m)?;
        self.mov(out, r);
        self.code.push_str(&format!("{done}:\n"));
        Ok(out)
    }

    /// Opens a run-time split on whether the active mask `m` is the whole warp (one
    /// branch, taken alike by every lane of a converged warp): returns the result register
    /// both paths write, the label of the general path and the join label. The caller
    /// emits the whole-warp path, `bra.uni done`, `slow:`, the general path, `done:`.
    fn full_warp_split(&mut self, m: Reg, class: Class) -> (Reg, String, String) {
        let out = self.reg(class);
        let (slow, done) = (self.label(), self.label());
        let full = self.reg(Class::Pred);
        self.emit(format!("setp.eq.u32 {full}, {m}, -1"));
        self.emit(format!("@!{full} bra {slow}"));
        (out, slow, done)
    }

    /// A prefix over the active lanes of the group below the calling lane (and the lane
    /// itself when inclusive), by rank among the active lanes as in [`Self::reduce`].
    fn scan(&mut self, group: Group, op: ScanOp, inclusive: bool, e: Elem, k: Kind, x: Reg) -> R<Reg> {
        let rop = match op {
            ScanOp::Sum => ReduceOp::Sum,
            ScanOp::Product => ReduceOp::Product,
        };
        let steps: &[i32] = match group {
            Group::Simd => &[1, 2, 4, 8, 16],
            Group::Quad => &[1, 2],
        };
        let m = self.active();
        let (out, slow, done) = self.full_warp_split(m, x.class);
        // Fast path, the whole warp active: rank is the lane within the group, so the
        // lane `s` ranks below is `shfl.up` by `s` (CUDA's segment mask for the group
        // width), present where the lane's index in the group is at least `s`: the same
        // values, combined in the same order, as the general path.
        let lane = self.sreg("%laneid");
        let (me, c) = match group {
            Group::Simd => (lane, "0"),
            Group::Quad => {
                let t = self.reg(Class::B32);
                self.emit(format!("and.b32 {t}, {lane}, 3"));
                (t, "7168")
            }
        };
        let mut acc = x;
        for &s in steps {
            let found = self.reg(Class::Pred);
            self.emit(format!("setp.ge.u32 {found}, {me}, {s}"));
            let v = self.shfl_mask("up", acc, &s.to_string(), c, FULL)?;
            let cb = self.combine(rop, e, k, v, acc)?;
            acc = self.selp(k, found, cb, acc);
        }
        if !inclusive {
            let found = self.reg(Class::Pred);
            self.emit(format!("setp.ge.u32 {found}, {me}, 1"));
            let v = self.shfl_mask("up", acc, "1", c, FULL)?;
            let id = self.identity(rop, e, k)?;
            acc = self.selp(k, found, v, id);
        }
        self.mov(out, acc);
        self.emit(format!("bra.uni {done}"));
        self.code.push_str(&format!("{slow}:\n"));
        let gm = self.group_mask(group, m);
        let mut acc = x;
        for &s in steps {
            let (src, found) = self.nth_active(gm, -s);
            let v = self.shfl_in("idx", acc, &src.to_string(), "31", m)?;
            let c = self.combine(rop, e, k, v, acc)?;
            acc = self.selp(k, found, c, acc);
        }
        if !inclusive {
            // Exclusive: the inclusive value of the next active lane below, identity for
            // the lowest.
            let (src, found) = self.nth_active(gm, -1);
            let v = self.shfl_in("idx", acc, &src.to_string(), "31", m)?;
            let id = self.identity(rop, e, k)?;
            acc = self.selp(k, found, v, id);
        }
        self.mov(out, acc);
        self.code.push_str(&format!("{done}:\n"));
        Ok(out)
    }

    // ---- conversions and math -------------------------------------------------------

    fn convert(&mut self, dst: Elem, src: Elem, x: Reg) -> R<Reg> {
        let (dk, sk) = (elem_kind(dst)?, elem_kind(src)?);
        let signed = src.sign == Some(Sign::Signed);
        match (sk.is_float(), dk.is_float()) {
            (true, true) => self.fconvert(x, sk, dk),
            (false, true) => self.cast1(if signed { CastOp::SIToFP } else { CastOp::UIToFP }, x, sk, dk),
            (true, false) => {
                // Metal's float-to-int conversions saturate and turn NaN into 0, which
                // `cvt.rzi` with an integer destination does for 32 bits (`cast1` adds
                // the NaN case for 64).
                let dsigned = dst.sign == Some(Sign::Signed);
                let Kind::Int(db) = dk else {
                    return self.cast1(CastOp::FPToUI, x, sk, dk);
                };
                if db >= 32 {
                    return self.cast1(if dsigned { CastOp::FPToSI } else { CastOp::FPToUI }, x, sk, dk);
                }
                let f = match sk {
                    Kind::F64 => x,
                    _ => self.widen_f32(sk, x),
                };
                let st = if sk == Kind::F64 { "f64" } else { "f32" };
                let s = if dsigned { "s" } else { "u" };
                let d2 = self.reg(Class::B32);
                self.emit(format!("cvt.rzi.{s}32.{st} {d2}, {f}"));
                // Clamp to the narrow range.
                let (lo, hi): (i64, i64) = if dsigned {
                    (-(1i64 << (db - 1)), (1i64 << (db - 1)) - 1)
                } else {
                    (0, (1i64 << db) - 1)
                };
                self.emit(format!("max.{s}32 {d2}, {d2}, {}", if dsigned { lo } else { 0 }));
                self.emit(format!("min.{s}32 {d2}, {d2}, {hi}"));
                Ok(self.narrow(d2, db))
            }
            (false, false) => {
                let (Kind::Int(sb), Kind::Int(db)) = (sk, dk) else {
                    return match (sk, dk) {
                        (Kind::Bool, Kind::Int(_)) => self.cast1(CastOp::ZExt, x, sk, dk),
                        (Kind::Int(_), Kind::Bool) => {
                            let z = self.cmp_imm(sk, x, 0)?;
                            let p = self.reg(Class::Pred);
                            self.emit(format!("not.pred {p}, {z}"));
                            Ok(p)
                        }
                        _ => Ok(x),
                    };
                };
                if db > sb {
                    self.cast1(if signed { CastOp::SExt } else { CastOp::ZExt }, x, sk, dk)
                } else if db < sb {
                    self.cast1(CastOp::Trunc, x, sk, dk)
                } else {
                    Ok(x)
                }
            }
        }
    }

    fn llvm(&mut self, op: LlvmOp, k: Kind, args: &[Value]) -> R<Reg> {
        let mut xs = Vec::new();
        for a in args {
            xs.push(self.get1(*a)?);
        }
        let x = |i: usize| -> R<Reg> {
            xs.get(i)
                .copied()
                .ok_or_else(|| SelError { feature: format!("operand {i} of llvm.{}", op.name()), inst: None })
        };
        let int_e = |sign: Sign| Elem { sign: Some(sign), scalar: Scalar::Int(k.bits()), lanes: 1 };
        let fe = Elem { sign: None, scalar: Scalar::F32, lanes: 1 };
        match op {
            LlvmOp::FMulAdd | LlvmOp::Fma => self.math(MathFn::Fma, fe, k, &[x(0)?, x(1)?, x(2)?]),
            LlvmOp::SMax => self.math(MathFn::Max, int_e(Sign::Signed), k, &[x(0)?, x(1)?]),
            LlvmOp::SMin => self.math(MathFn::Min, int_e(Sign::Signed), k, &[x(0)?, x(1)?]),
            LlvmOp::UMax => self.math(MathFn::Max, int_e(Sign::Unsigned), k, &[x(0)?, x(1)?]),
            LlvmOp::UMin => self.math(MathFn::Min, int_e(Sign::Unsigned), k, &[x(0)?, x(1)?]),
            LlvmOp::Abs => self.math(MathFn::Abs, int_e(Sign::Signed), k, &[x(0)?]),
            LlvmOp::FAbs => self.math(MathFn::Fabs, fe, k, &[x(0)?]),
            LlvmOp::Ctpop => self.math(MathFn::Popcount, int_e(Sign::Unsigned), k, &[x(0)?]),
            LlvmOp::Ctlz => self.math(MathFn::Clz, int_e(Sign::Unsigned), k, &[x(0)?]),
            LlvmOp::Cttz => self.math(MathFn::Ctz, int_e(Sign::Unsigned), k, &[x(0)?]),
            LlvmOp::Bitreverse => self.math(MathFn::ReverseBits, int_e(Sign::Unsigned), k, &[x(0)?]),
            LlvmOp::MinNum => self.math(MathFn::Fmin, fe, k, &[x(0)?, x(1)?]),
            LlvmOp::MaxNum => self.math(MathFn::Fmax, fe, k, &[x(0)?, x(1)?]),
            LlvmOp::Sqrt => self.math(MathFn::Sqrt, fe, k, &[x(0)?]),
            LlvmOp::Floor => self.math(MathFn::Floor, fe, k, &[x(0)?]),
            LlvmOp::Ceil => self.math(MathFn::Ceil, fe, k, &[x(0)?]),
            LlvmOp::Trunc => self.math(MathFn::Trunc, fe, k, &[x(0)?]),
            LlvmOp::Rint => self.math(MathFn::Rint, fe, k, &[x(0)?]),
            LlvmOp::Round => self.math(MathFn::Round, fe, k, &[x(0)?]),
            LlvmOp::Copysign => self.math(MathFn::Copysign, fe, k, &[x(0)?, x(1)?]),
            LlvmOp::Exp => self.math(MathFn::Exp, fe, k, &[x(0)?]),
            LlvmOp::Exp2 => self.math(MathFn::Exp2, fe, k, &[x(0)?]),
            LlvmOp::Log => self.math(MathFn::Log, fe, k, &[x(0)?]),
            LlvmOp::Log2 => self.math(MathFn::Log2, fe, k, &[x(0)?]),
            LlvmOp::Sin => self.math(MathFn::Sin, fe, k, &[x(0)?]),
            LlvmOp::Cos => self.math(MathFn::Cos, fe, k, &[x(0)?]),
            LlvmOp::Pow => self.math(MathFn::Pow, fe, k, &[x(0)?, x(1)?]),
            LlvmOp::UAddSat | LlvmOp::USubSat | LlvmOp::SAddSat | LlvmOp::SSubSat if k.bits() == 32 => {
                let r = self.reg(Class::B32);
                let o = match op {
                    LlvmOp::SAddSat => format!("add.sat.s32 {r}, {}, {}", x(0)?, x(1)?),
                    LlvmOp::SSubSat => format!("sub.sat.s32 {r}, {}, {}", x(0)?, x(1)?),
                    LlvmOp::UAddSat => {
                        let (a, b) = (x(0)?, x(1)?);
                        let t = self.reg(Class::B32);
                        self.emit(format!("add.s32 {t}, {a}, {b}"));
                        let p = self.reg(Class::Pred);
                        self.emit(format!("setp.lt.u32 {p}, {t}, {a}"));
                        format!("selp.b32 {r}, -1, {t}, {p}")
                    }
                    _ => {
                        let (a, b) = (x(0)?, x(1)?);
                        self.emit(format!("max.u32 {r}, {a}, {b}"));
                        format!("sub.s32 {r}, {r}, {b}")
                    }
                };
                self.emit(o);
                Ok(r)
            }
            LlvmOp::Bswap if k.bits() == 32 => {
                let r = self.reg(Class::B32);
                self.emit(format!("prmt.b32 {r}, {}, 0, 0x0123", x(0)?));
                Ok(r)
            }
            LlvmOp::Fshl | LlvmOp::Fshr if k.bits() == 32 => {
                let r = self.reg(Class::B32);
                let d = if op == LlvmOp::Fshl { "l" } else { "r" };
                let (a, b, c) = (x(0)?, x(1)?, x(2)?);
                // shf's funnel is (hi:lo) = (a:b); the shift wraps at 32.
                self.emit(format!("shf.{d}.wrap.b32 {r}, {b}, {a}, {c}"));
                Ok(r)
            }
            other => unsupported(format!("llvm.{} on {k:?}", other.name())),
        }
    }

    /// `r = fmod(x, y)` of f32 registers, exact for every quotient (Metal's `fmod` and
    /// LLVM's `frem`).
    fn fmod_f32(&mut self, r: Reg, x: Reg, y: Reg) {
        // Exact, in f64, by long division: r = |x|; while r >= |y|, scale |y| up
        // by 2^52 steps while it stays <= r (so the quotient is below 2^52),
        // subtract q = trunc(r / scaled) times it (the fma is exact: the result
        // is below twice the scaled divisor and on its grid). At most about six
        // rounds for f32's range. One truncated quotient and one fma (as before)
        // is wrong once the quotient passes 2^53: fmod(-2.3e16, x) of small x gave
        // -4.2 (H200 run of 2026-11-28, fixture math_extra).
        let (a, b) = (self.reg(Class::F64), self.reg(Class::F64));
        self.emit(format!("cvt.f64.f32 {a}, {}", x));
        self.emit(format!("cvt.f64.f32 {b}, {}", y));
        let (ra, rb) = (self.reg(Class::F64), self.reg(Class::F64));
        self.emit(format!("abs.f64 {ra}, {a}"));
        self.emit(format!("abs.f64 {rb}, {b}"));
        // NaN for y = 0, y NaN or x infinite or NaN (the loop would not end).
        let (bad, p) = (self.reg(Class::Pred), self.reg(Class::Pred));
        self.emit(format!("setp.eq.f64 {bad}, {rb}, 0d0000000000000000"));
        self.emit(format!("testp.notanumber.f64 {p}, {rb}"));
        self.emit(format!("or.pred {bad}, {bad}, {p}"));
        self.emit(format!("testp.finite.f64 {p}, {ra}"));
        self.emit(format!("not.pred {p}, {p}"));
        self.emit(format!("or.pred {bad}, {bad}, {p}"));
        let d = self.reg(Class::F64);
        self.emit(format!("mov.f64 {d}, 0d7FF8000000000000"));
        let (outer, inner, scaled, done) = (self.label(), self.label(), self.label(), self.label());
        self.emit(format!("@{bad} bra {done}"));
        self.code.push_str(&format!("{outer}:\n"));
        self.emit(format!("setp.ge.f64 {p}, {ra}, {rb}"));
        self.emit(format!("@!{p} bra {scaled}"));
        let (bs, t, q) = (self.reg(Class::F64), self.reg(Class::F64), self.reg(Class::F64));
        self.emit(format!("mov.f64 {bs}, {rb}"));
        self.code.push_str(&format!("{inner}:\n"));
        // 2^52
        self.emit(format!("mul.rn.f64 {t}, {bs}, 0d4330000000000000"));
        let up = self.reg(Class::Pred);
        self.emit(format!("setp.le.f64 {up}, {t}, {ra}"));
        self.emit(format!("@{up} mov.f64 {bs}, {t}"));
        self.emit(format!("@{up} bra {inner}"));
        self.emit(format!("div.rz.f64 {q}, {ra}, {bs}"));
        self.emit(format!("cvt.rzi.f64.f64 {q}, {q}"));
        self.emit(format!("neg.f64 {q}, {q}"));
        self.emit(format!("fma.rn.f64 {ra}, {q}, {bs}, {ra}"));
        self.emit(format!("bra {outer}"));
        self.code.push_str(&format!("{scaled}:\n"));
        // fmod's result has x's sign, zero included (fmod(-0, y) = -0).
        self.emit(format!("copysign.f64 {d}, {a}, {ra}"));
        self.code.push_str(&format!("{done}:\n"));
        self.emit(format!("cvt.rn.f32.f64 {r}, {d}"));
    }

    fn math(&mut self, func: MathFn, e: Elem, k: Kind, xs: &[Reg]) -> R<Reg> {
        let x = |i: usize| -> R<Reg> {
            xs.get(i)
                .copied()
                .ok_or_else(|| SelError { feature: format!("operand {i} of {}", func.name()), inst: None })
        };
        if matches!(k, Kind::Half | Kind::BF16) && k.is_float() {
            // Through f32, one rounding back.
            let mut ys = Vec::new();
            for &r in xs {
                ys.push(if r.class == Class::B16 { self.widen_f32(k, r) } else { r });
            }
            // Precise transcendentals round once from f64 straight to the narrow type.
            if !self.fast_math {
                if let Some(r) = self.precise_math(func, &ys, k)? {
                    return Ok(r);
                }
            }
            let fe = Elem { scalar: Scalar::F32, ..e };
            let r = self.math(func, fe, Kind::F32, &ys)?;
            return Ok(if r.class == Class::F32 { self.narrow_f32(k, r) } else { r });
        }
        if let Kind::Int(bits) = k {
            let signed = e.sign == Some(Sign::Signed);
            let w = if bits == 64 { 64 } else { 32 };
            let s = if signed { "s" } else { "u" };
            let r = self.reg(k.class());
            match func {
                MathFn::Min | MathFn::Max | MathFn::Min3 | MathFn::Max3 | MathFn::Clamp => {
                    let mut ops = Vec::new();
                    for i in 0..xs.len() {
                        let v = x(i)?;
                        ops.push(if signed { self.sext32(v, bits) } else { v });
                    }
                    let (a, b) = (ops.first().copied(), ops.get(1).copied());
                    let (Some(a), Some(b)) = (a, b) else { return unsupported("min/max without operands") };
                    match func {
                        MathFn::Min => self.emit(format!("min.{s}{w} {r}, {a}, {b}")),
                        MathFn::Max => self.emit(format!("max.{s}{w} {r}, {a}, {b}")),
                        MathFn::Min3 | MathFn::Max3 => {
                            let c = ops.get(2).copied().unwrap_or(b);
                            let o = if func == MathFn::Min3 { "min" } else { "max" };
                            self.emit(format!("{o}.{s}{w} {r}, {a}, {b}"));
                            self.emit(format!("{o}.{s}{w} {r}, {r}, {c}"));
                        }
                        _ => {
                            let c = ops.get(2).copied().unwrap_or(b);
                            self.emit(format!("max.{s}{w} {r}, {a}, {b}"));
                            self.emit(format!("min.{s}{w} {r}, {r}, {c}"));
                        }
                    }
                }
                MathFn::Abs => {
                    let a = self.sext32(x(0)?, bits);
                    self.emit(format!("abs.s{w} {r}, {a}"));
                }
                MathFn::Popcount => {
                    let d = self.reg(Class::B32);
                    self.emit(format!("popc.b{w} {d}, {}", x(0)?));
                    return self.resize_int(d, 32, k);
                }
                MathFn::Clz => {
                    let d = self.reg(Class::B32);
                    self.emit(format!("clz.b{w} {d}, {}", x(0)?));
                    if bits < 32 {
                        self.emit(format!("sub.s32 {d}, {d}, {}", 32 - bits));
                    }
                    return self.resize_int(d, 32, k);
                }
                MathFn::Ctz => {
                    let t = self.reg(k.class());
                    self.emit(format!("brev.b{w} {t}, {}", x(0)?));
                    let d = self.reg(Class::B32);
                    self.emit(format!("clz.b{w} {d}, {t}"));
                    if bits < 32 {
                        self.emit(format!("min.u32 {d}, {d}, {bits}"));
                    }
                    return self.resize_int(d, 32, k);
                }
                MathFn::ReverseBits => {
                    self.emit(format!("brev.b{w} {r}, {}", x(0)?));
                    if bits < 32 {
                        self.emit(format!("shr.u32 {r}, {r}, {}", 32 - bits));
                    }
                }
                // bfe/bfi take the position and length as u32 for 64-bit data too.
                MathFn::ExtractBits => {
                    let a = if signed { self.sext32(x(0)?, bits) } else { x(0)? };
                    self.emit(format!("bfe.{s}{w} {r}, {a}, {}, {}", x(1)?, x(2)?));
                }
                MathFn::InsertBits => {
                    self.emit(format!("bfi.b{w} {r}, {}, {}, {}, {}", x(1)?, x(0)?, x(2)?, x(3)?));
                }
                other => return unsupported(format!("{} on {bits}-bit integers", other.name())),
            }
            return Ok(self.narrow(r, bits));
        }
        let (t, fk) = match k {
            Kind::F32 => ("f32", Class::F32),
            Kind::F64 => ("f64", Class::F64),
            _ => return unsupported(format!("{} on {k:?}", func.name())),
        };
        let r = self.reg(fk);
        match func {
            MathFn::Fabs => self.emit(format!("abs.{t} {r}, {}", x(0)?)),
            MathFn::Sqrt => self.emit(format!("sqrt.rn.{t} {r}, {}", x(0)?)),
            MathFn::Rsqrt => {
                let s = self.reg(fk);
                self.emit(format!("sqrt.rn.{t} {s}, {}", x(0)?));
                let one = self.imm(k, if k == Kind::F32 { 0x3f80_0000 } else { 0x3ff0_0000_0000_0000 });
                self.emit(format!("div.rn.{t} {r}, {one}, {s}"));
            }
            MathFn::Floor => self.emit(format!("cvt.rmi.{t}.{t} {r}, {}", x(0)?)),
            MathFn::Ceil => self.emit(format!("cvt.rpi.{t}.{t} {r}, {}", x(0)?)),
            MathFn::Trunc => self.emit(format!("cvt.rzi.{t}.{t} {r}, {}", x(0)?)),
            MathFn::Rint => self.emit(format!("cvt.rni.{t}.{t} {r}, {}", x(0)?)),
            MathFn::Round => {
                // Half away from zero: trunc(x + copysign(0.5 - ulp/4, x)) is not exact; use
                // trunc(|x| + 0.5) with the sign put back, exact for |x| < 2^23.
                let a = self.reg(fk);
                self.emit(format!("abs.{t} {a}, {}", x(0)?));
                let h = self.imm(k, if k == Kind::F32 { 0x3f00_0000 } else { 0x3fe0_0000_0000_0000 });
                let s = self.reg(fk);
                self.emit(format!("add.rz.{t} {s}, {a}, {h}"));
                self.emit(format!("cvt.rzi.{t}.{t} {s}, {s}"));
                self.emit(format!("copysign.{t} {r}, {}, {s}", x(0)?));
            }
            MathFn::Fract => {
                let fl = self.reg(fk);
                self.emit(format!("cvt.rmi.{t}.{t} {fl}, {}", x(0)?));
                self.emit(format!("sub.rn.{t} {r}, {}, {fl}", x(0)?));
                let top = self.imm(k, if k == Kind::F32 { 0x3f7f_ffff } else { 0x3fef_ffff_ffff_ffff });
                self.emit(format!("min.{t} {r}, {r}, {top}"));
            }
            MathFn::Fmin => self.emit(format!("min.{t} {r}, {}, {}", x(0)?, x(1)?)),
            MathFn::Fmax => self.emit(format!("max.{t} {r}, {}, {}", x(0)?, x(1)?)),
            MathFn::Fmin3 | MathFn::Fmax3 => {
                let o = if func == MathFn::Fmin3 { "min" } else { "max" };
                self.emit(format!("{o}.{t} {r}, {}, {}", x(0)?, x(1)?));
                self.emit(format!("{o}.{t} {r}, {r}, {}", x(2)?));
            }
            MathFn::Clamp => {
                self.emit(format!("max.{t} {r}, {}, {}", x(0)?, x(1)?));
                self.emit(format!("min.{t} {r}, {r}, {}", x(2)?));
            }
            MathFn::Saturate => {
                self.emit(format!("cvt.sat.{t}.{t} {r}, {}", x(0)?));
            }
            MathFn::Copysign => self.emit(format!("copysign.{t} {r}, {}, {}", x(1)?, x(0)?)),
            MathFn::Fma => self.emit(format!("fma.rn.{t} {r}, {}, {}, {}", x(0)?, x(1)?, x(2)?)),
            MathFn::Sign => {
                // sign(x): ±1 for non-zero, ±0 for zero, 0 for NaN.
                let one = self.imm(k, if k == Kind::F32 { 0x3f80_0000 } else { 0x3ff0_0000_0000_0000 });
                let s = self.reg(fk);
                self.emit(format!("copysign.{t} {s}, {}, {one}", x(0)?));
                let z = self.reg(Class::Pred);
                self.emit(format!(
                    "setp.eq.{t} {z}, {}, 0{}",
                    x(0)?,
                    if k == Kind::F32 { "f00000000" } else { "d0000000000000000" }
                ));
                let n = self.reg(Class::Pred);
                self.emit(format!("setp.nan.{t} {n}, {}, {}", x(0)?, x(0)?));
                self.emit(format!("or.pred {z}, {z}, {n}"));
                // A zero keeps its sign (it is `x`), a NaN gives +0 (`selp d, a, b, c` is
                // `c ? a : b`: the NaN case must pick `zero`).
                let zero = self.imm(k, 0);
                let kept = self.reg(fk);
                self.emit(format!("selp.{t} {kept}, {zero}, {}, {n}", x(0)?));
                self.emit(format!("selp.{t} {r}, {kept}, {s}, {z}"));
            }
            MathFn::Fmod if k == Kind::F32 => {
                let (xr, yr) = (x(0)?, x(1)?);
                self.fmod_f32(r, xr, yr);
            }
            MathFn::Dot => return unsupported("dot (vectors should have been split)"),
            f if k == Kind::F32 && !self.fast_math => match self.precise_math(f, xs, Kind::F32)? {
                Some(p) => return Ok(p),
                None => return self.transcendental(f, xs, r),
            },
            f if k == Kind::F32 => return self.transcendental(f, xs, r),
            other => return unsupported(format!("{} on {t}", other.name())),
        }
        Ok(r)
    }

    /// exp, log, sin, cos, pow… on f32: the hardware approximations with range reduction
    /// (docs/abi-ptx.md "Math" gives the accuracy).
    fn transcendental(&mut self, f: MathFn, xs: &[Reg], r: Reg) -> R<Reg> {
        let x = |i: usize| -> R<Reg> {
            xs.get(i)
                .copied()
                .ok_or_else(|| SelError { feature: format!("operand {i} of {}", f.name()), inst: None })
        };
        let c = |v: f32| format!("0f{:08X}", v.to_bits());
        match f {
            MathFn::Exp2 => self.emit(format!("ex2.approx.ftz.f32 {r}, {}", x(0)?)),
            MathFn::Exp | MathFn::Exp10 => {
                let s = if f == MathFn::Exp { std::f32::consts::LOG2_E } else { std::f32::consts::LOG2_10 };
                let t = self.reg(Class::F32);
                self.emit(format!("mul.rn.f32 {t}, {}, {}", x(0)?, c(s)));
                self.emit(format!("ex2.approx.ftz.f32 {r}, {t}"));
            }
            MathFn::Log2 => self.emit(format!("lg2.approx.f32 {r}, {}", x(0)?)),
            MathFn::Log | MathFn::Log10 => {
                let s = if f == MathFn::Log { std::f32::consts::LN_2 } else { std::f32::consts::LOG10_2 };
                let t = self.reg(Class::F32);
                self.emit(format!("lg2.approx.f32 {t}, {}", x(0)?));
                self.emit(format!("mul.rn.f32 {r}, {t}, {}", c(s)));
            }
            MathFn::Sin => self.emit(format!("sin.approx.f32 {r}, {}", x(0)?)),
            MathFn::Cos => self.emit(format!("cos.approx.f32 {r}, {}", x(0)?)),
            MathFn::Tan => {
                let (s, co) = (self.reg(Class::F32), self.reg(Class::F32));
                self.emit(format!("sin.approx.f32 {s}, {}", x(0)?));
                self.emit(format!("cos.approx.f32 {co}, {}", x(0)?));
                self.emit(format!("div.rn.f32 {r}, {s}, {co}"));
            }
            MathFn::Pow | MathFn::Powr => {
                let t = self.reg(Class::F32);
                self.emit(format!("lg2.approx.f32 {t}, {}", x(0)?));
                self.emit(format!("mul.rn.f32 {t}, {t}, {}", x(1)?));
                self.emit(format!("ex2.approx.ftz.f32 {r}, {t}"));
            }
            MathFn::Tanh => {
                if self.sm >= 75 {
                    self.emit(format!("tanh.approx.f32 {r}, {}", x(0)?));
                } else {
                    return unsupported("tanh");
                }
            }
            MathFn::Ldexp => {
                let t = self.reg(Class::F32);
                self.emit(format!("cvt.rn.f32.s32 {t}, {}", x(1)?));
                self.emit(format!("ex2.approx.ftz.f32 {t}, {t}"));
                self.emit(format!("mul.rn.f32 {r}, {}, {t}", x(0)?));
            }
            // No hardware approximation (fast_atan2, fast_sinh …): the precise sequence,
            // which is at least as accurate as the fast variant must be.
            other => {
                return self
                    .precise_math(other, xs, Kind::F32)?
                    .ok_or_else(|| SelError { feature: other.name().into(), inst: None })
            }
        }
        Ok(r)
    }
}

impl Kind {
    fn is_float(self) -> bool {
        matches!(self, Kind::Half | Kind::BF16 | Kind::F32 | Kind::F64)
    }
}

/// Whether an access of `need` bytes at `off` from a pointer aligned to `align` may be
/// misaligned for PTX, which requires natural alignment.
fn under_aligned(align: u32, off: u64, need: u32) -> bool {
    if align == 0 {
        return false;
    }
    let eff =
        if off == 0 { u64::from(align) } else { u64::from(align).min(1u64 << off.trailing_zeros().min(63)) };
    eff < u64::from(need)
}

fn mask(bits: u32) -> String {
    format!("0x{:x}", (1u64 << bits) - 1)
}

fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let s = 64 - bits;
        ((v << s) as i64) >> s
    }
}

fn elem_kind(e: Elem) -> R<Kind> {
    Ok(match e.scalar {
        Scalar::F16 => Kind::Half,
        Scalar::BF16 => Kind::BF16,
        Scalar::F32 => Kind::F32,
        Scalar::F64 => Kind::F64,
        Scalar::Int(1) => Kind::Bool,
        Scalar::Int(b @ (8 | 16 | 32 | 64)) => Kind::Int(b),
        Scalar::Int(b) => return unsupported(format!("{b}-bit integers")),
    })
}

fn bty(k: Kind) -> String {
    format!("b{}", if k.bits() == 64 { 64 } else { 32 })
}
fn uty(k: Kind) -> String {
    format!("u{}", if k.bits() == 64 { 64 } else { 32 })
}
fn sty(k: Kind) -> String {
    format!("s{}", if k.bits() == 64 { 64 } else { 32 })
}
fn fty(k: Kind) -> String {
    format!("f{}", if k.bits() == 64 { 64 } else { 32 })
}

#[cfg(test)]
mod tests {
    /// The whole-warp fast path of `Selector::reduce` (butterfly) against its general
    /// path with all 32 lanes active (rank = lane; rank r combines `(acc_r, acc_{r+s})`
    /// where r + s < 32, then lane 0 is broadcast), mirrored in `f32` on the CPU: every
    /// lane of the butterfly ends with lane 0's value of the general path, bit for bit.
    #[test]
    fn butterfly_equals_the_rank_tree_on_a_full_warp() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Mixed magnitudes and signs, so that the order of rounding matters.
            let m = (seed >> 40) as f32 / (1u64 << 24) as f32 - 0.5;
            m * 2f32.powi(((seed >> 8) % 40) as i32 - 20)
        };
        let ops: [fn(f32, f32) -> f32; 2] = [|a, b| a + b, |a, b| a * b];
        for round in 0..2000 {
            let x: Vec<f32> = (0..32).map(|_| next()).collect();
            let op = ops[round % 2];
            let mut tree = x.clone();
            let mut fly = x.clone();
            for s in [1usize, 2, 4, 8, 16] {
                let (t0, f0) = (tree.clone(), fly.clone());
                for l in 0..32 {
                    if l + s < 32 {
                        tree[l] = op(t0[l], t0[l + s]);
                    }
                    fly[l] = op(f0[l], f0[l ^ s]);
                }
            }
            for (l, v) in fly.iter().enumerate() {
                assert_eq!(v.to_bits(), tree[0].to_bits(), "round {round}, lane {l}");
            }
        }
    }
}
