//! Instruction selection: a structured, optimized gpu-ir kernel to Apple G13/G14
//! operations on virtual registers (`isel::mi`), with the execution-mask stack for
//! control flow.
//!
//! Values: every computed value lives in GPRs — the main shader cannot write a uniform
//! register (no ALU destination names one), so a uniform value computed here has no
//! better home than a divergent one, and G13 has no scalar branch either: the
//! uniformity analysis has nothing left to decide. The ABI's inputs (buffer addresses,
//! grid sizes), uniform by construction, stay in their uniform registers and are read
//! from there. One register per scalar: `half` in a
//! 16-bit half, `bool`/`char`/`short`/`int`/`float`/`bfloat` and threadgroup addresses
//! in 32 bits (narrow integers zero-extended, `bfloat` as its 16 bits), `long` and
//! device addresses in 64-bit pairs; vectors and aggregates one register per element.
//!
//! Control flow (docs/abi-applegpu.md, "Control flow"): every `if`, loop and scope pushes
//! one level of the execution-mask stack (`r0l` counts, per thread, the pops until it is
//! active again). A jump to a scope's end or a loop's next iteration sets `r0l` to the
//! number of levels between the jump and its target, plus one, and deactivates the
//! thread (`pop_exec 0`); the `pop_exec 1` ending each construct reactivates exactly the
//! threads that jumped to it. A return parks threads below every level. The same code
//! serves uniform and divergent branches: a uniform condition just moves every thread
//! the same way.

use smallvec::smallvec;
mod conv64;
pub mod mi;
mod ops;
mod repack;
mod simd;

use crate::abi::{self, KernelAbi, Place};
use gpu_ir::{
    Block, CastOp, ConstExpr, ConstantData, Function, Inst as IrInst, Module, Op, Type, TypeInner, Value,
};
use mi::{ICond, Loc, Locs, Mi, Mop};
use opt::structurize::{Jump, Node};
use std::collections::BTreeMap;

/// A value as registers / uniforms / immediates, one per scalar element.
pub type Val = Locs;

/// Why selection failed: a feature name and the instruction, for `BackendError`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelError {
    pub feature: String,
    pub inst: Option<String>,
}

type R<T> = Result<T, SelError>;

fn unsupported<T>(feature: impl Into<String>) -> R<T> {
    Err(SelError { feature: feature.into(), inst: None })
}

/// The kind of one scalar element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum K {
    Bool,
    I8,
    I16,
    I32,
    I64,
    F16,
    /// bfloat: its 16 bits in the low half of a 32-bit register.
    Bf16,
    F32,
    /// A device or constant address.
    Ptr,
    /// A threadgroup address (32-bit byte offset).
    TgPtr,
}

impl K {
    /// Register size in halves.
    pub fn halves(self) -> u8 {
        match self {
            K::F16 => 1,
            K::I64 | K::Ptr => 4,
            _ => 2,
        }
    }
    /// Bytes in memory.
    pub fn bytes(self) -> u32 {
        match self {
            K::Bool | K::I8 => 1,
            K::I16 | K::F16 | K::Bf16 => 2,
            K::I64 | K::Ptr => 8,
            _ => 4,
        }
    }
}

/// Where a jump goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Scope(Block),
    Loop(Block),
}

/// The selected code of one kernel.
#[derive(Debug, Clone)]
pub struct Selected {
    pub code: Vec<Mi>,
    /// `[first, last]` instruction index of every loop.
    pub loops: Vec<(usize, usize)>,
}

#[derive(Debug)]
pub struct Isel<'a> {
    m: &'a Module,
    f: &'a Function,
    abi: &'a KernelAbi,
    code: Vec<Mi>,
    loops: Vec<(usize, usize)>,
    /// Each instruction's selected value, by instruction index (a dense table: the
    /// map it replaced was a visible share of selection time).
    insts: Vec<Option<Val>>,
    /// Each kernel parameter's value.
    args: BTreeMap<u32, Val>,
    next_v: u32,
    labels: u32,
    /// Exec-stack levels pushed around the code being selected.
    depth: u32,
    /// The level each open scope or loop pushed.
    levels: BTreeMap<Target, u32>,
    current: Option<IrInst>,
    /// This thread's thread-private area (a 64-bit address), with scratch.
    frame: Option<Loc>,
    /// 64-bit registers known to hold a 32-bit value zero- (`false`) or sign-extended
    /// (`true`), so that address arithmetic can use the 32-bit value.
    extended: BTreeMap<u32, (Loc, bool)>,
    /// The threads the SIMD-group has (every one active at entry), taken at entry when
    /// an operation needs them (`simd_vote`).
    entry_threads: Option<Loc>,
}

impl<'a> Isel<'a> {
    pub fn new(m: &'a Module, f: &'a Function, abi: &'a KernelAbi) -> Isel<'a> {
        Isel {
            m,
            f,
            abi,
            // Selection emits about two instructions per IR instruction; growing the list
            // from empty copied it a dozen times on large kernels.
            code: crate::compile::spare_code(2 * f.insts.len()),
            loops: Vec::new(),
            insts: vec![None; f.insts.len()],
            args: BTreeMap::new(),
            next_v: 0,
            labels: 0,
            depth: 0,
            levels: BTreeMap::new(),
            current: None,
            frame: None,
            extended: BTreeMap::new(),
            entry_threads: None,
        }
    }

    // ---- registers and emission ------------------------------------------------------

    fn v(&mut self, halves: u8) -> Loc {
        self.next_v += 1;
        Loc::V(self.next_v - 1, halves)
    }
    fn emit(&mut self, op: Mop, defs: Locs, srcs: Locs) {
        self.code.push(Mi::new(op, defs, srcs));
    }
    /// A new register of `halves` computed by `op` from `srcs`.
    fn op(&mut self, op: Mop, halves: u8, srcs: Locs) -> Loc {
        let d = self.v(halves);
        self.emit(op, smallvec![d], srcs);
        d
    }
    fn label(&mut self) -> u32 {
        self.labels += 1;
        self.labels - 1
    }
    fn place(&mut self, l: u32) {
        self.emit(Mop::Label, smallvec![], smallvec![Loc::Label(l)]);
    }
    /// `p` in a GPR of its size (copying a uniform or materializing an immediate).
    fn in_reg(&mut self, p: Loc, halves: u8) -> Loc {
        match p {
            Loc::V(..) => p,
            // `mov` moves at most 32 bits; wider values go through a copy.
            _ if halves > 2 => {
                let d = self.v(halves);
                let src =
                    if let Loc::Imm(x) = p { smallvec![Loc::Imm(x), Loc::Imm(0)] } else { smallvec![p] };
                self.emit(Mop::ParallelCopy, smallvec![d], src);
                d
            }
            _ => self.op(Mop::Mov, halves, smallvec![p]),
        }
    }

    // ---- types ---------------------------------------------------------------------

    /// The scalar kinds of a type, in element order.
    fn kinds(&self, ty: Type) -> R<Vec<K>> {
        let mut out = Vec::new();
        self.kinds_into(ty, &mut out, 0)?;
        Ok(out)
    }
    fn kinds_into(&self, ty: Type, out: &mut Vec<K>, depth: u32) -> R<()> {
        if depth > 16 || out.len() > 256 {
            return unsupported("a value of more than 256 registers");
        }
        match self.m.types.inner(ty) {
            TypeInner::Int(1) => out.push(K::Bool),
            TypeInner::Int(8) => out.push(K::I8),
            TypeInner::Int(16) => out.push(K::I16),
            TypeInner::Int(32) => out.push(K::I32),
            TypeInner::Int(64) => out.push(K::I64),
            TypeInner::Int(b) => return unsupported(format!("{b}-bit integers")),
            TypeInner::Half => out.push(K::F16),
            TypeInner::BFloat => out.push(K::Bf16),
            TypeInner::Float => out.push(K::F32),
            TypeInner::Double => return unsupported("double-precision floating point"),
            TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } => match self.m.types.addrspace(ty) {
                Some(3) => out.push(K::TgPtr),
                // Thread-private memory lives in the scratch buffer (docs/abi-applegpu.md).
                Some(0..=2) => out.push(K::Ptr),
                other => return unsupported(format!("pointers to address space {other:?}")),
            },
            TypeInner::Vector { elem, len } => {
                for _ in 0..*len {
                    self.kinds_into(*elem, out, depth + 1)?;
                }
            }
            TypeInner::Array { elem, len } => {
                if *len > 64 {
                    return unsupported("arrays of more than 64 elements held in registers");
                }
                for _ in 0..*len {
                    self.kinds_into(*elem, out, depth + 1)?;
                }
            }
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                for f in fields.clone() {
                    self.kinds_into(f, out, depth + 1)?;
                }
            }
            other => return unsupported(format!("values of type {other:?}")),
        }
        Ok(())
    }

    fn kind1(&self, ty: Type) -> R<K> {
        match self.kinds(ty)?.as_slice() {
            [k] => Ok(*k),
            _ => unsupported("a vector or aggregate where a scalar is expected"),
        }
    }

    /// Fresh registers for a value of `ty`.
    fn fresh(&mut self, ty: Type) -> R<Val> {
        let kinds = self.kinds(ty)?;
        Ok(kinds.into_iter().map(|k| self.v(k.halves())).collect())
    }

    // ---- values --------------------------------------------------------------------

    fn get(&mut self, v: Value) -> R<Val> {
        let known = match v {
            Value::Inst(i) => self.insts.get(i.index()).and_then(Option::as_ref),
            Value::Arg(a) => self.args.get(&a),
            Value::Const(_) => None,
        };
        if let Some(x) = known {
            return Ok(x.clone());
        }
        match v {
            Value::Const(c) => self.constant(c, 0),
            Value::Arg(i) => unsupported(format!("kernel parameter {i} of an unsupported kind")),
            Value::Inst(_) => unsupported("a value used before its definition was selected"),
        }
    }

    fn constant(&mut self, c: gpu_ir::ConstId, depth: u32) -> R<Val> {
        if depth > 32 {
            return unsupported("constants nested too deeply");
        }
        let Some(data) = self.m.constants.get(c).cloned() else {
            return unsupported("a constant that does not exist");
        };
        let ty = self.m.const_type(c);
        let kinds = self.kinds(ty)?;
        let imm = |k: K, bits: u128| -> Locs {
            match k {
                K::I64 | K::Ptr => smallvec![Loc::Imm(bits as u32), Loc::Imm((bits >> 32) as u32)],
                K::Bool => smallvec![Loc::Imm(bits as u32 & 1)],
                K::I8 => smallvec![Loc::Imm(bits as u32 & 0xff)],
                K::I16 | K::F16 | K::Bf16 => smallvec![Loc::Imm(bits as u32 & 0xffff)],
                _ => smallvec![Loc::Imm(bits as u32)],
            }
        };
        // 64-bit constants are two immediates here; `wide` joins them where used.
        let one = |s: &mut Self, k: K, bits: u128| -> Loc {
            let parts = imm(k, bits);
            match parts.as_slice() {
                [lo, hi] => s.wide(*lo, *hi),
                [x] => *x,
                _ => Loc::Imm(0),
            }
        };
        match data {
            ConstantData::Int { bits, .. } => {
                Ok(smallvec![one(self, kinds.first().copied().unwrap_or(K::I32), bits)])
            }
            ConstantData::Float { bits, .. } => {
                Ok(smallvec![one(self, kinds.first().copied().unwrap_or(K::F32), u128::from(bits))])
            }
            ConstantData::Null(_)
            | ConstantData::Undef(_)
            | ConstantData::Poison(_)
            | ConstantData::Zero(_) => Ok(kinds
                .iter()
                .map(|k| if k.halves() == 4 { self.wide(Loc::Imm(0), Loc::Imm(0)) } else { Loc::Imm(0) })
                .collect()),
            ConstantData::Aggregate { elems, .. } => {
                let mut out = Locs::new();
                for e in elems {
                    out.extend(self.constant(e, depth + 1)?);
                }
                Ok(out)
            }
            ConstantData::Data { elems, .. } => {
                let mut out = Locs::new();
                for (i, e) in elems.iter().enumerate() {
                    let k = kinds.get(i).copied().unwrap_or(K::I32);
                    out.push(one(self, k, u128::from(*e)));
                }
                Ok(out)
            }
            ConstantData::Global(g) => match self.abi.threadgroup_globals.get(&g) {
                Some(off) => Ok(smallvec![Loc::Imm(*off)]),
                // The constant data's address is in a uniform pair; a variable after the
                // first is an offset from it.
                None if self.abi.constant_globals.contains_key(&g) => {
                    let (Some(u), Some(&off)) =
                        (self.abi.constant_uniform, self.abi.constant_globals.get(&g))
                    else {
                        return unsupported("module constant data without its uniform");
                    };
                    let base = Loc::U(2 * u, 4);
                    if off == 0 {
                        return Ok(smallvec![base]);
                    }
                    Ok(smallvec![self.op(
                        Mop::Iadd { neg: false, shift: 0, sext: [false, true] },
                        4,
                        smallvec![base, Loc::Imm(off)],
                    )])
                }
                None => {
                    let name = self.m.globals.get(g).map(|g| g.name.clone()).unwrap_or_default();
                    unsupported(format!("module constant data (global `{name}`)"))
                }
            },
            ConstantData::Function(_) => unsupported("function pointers"),
            ConstantData::Expr { expr, .. } => match expr {
                ConstExpr::Gep { source, base, indices, .. } => {
                    let base_v = self.constant(base, depth + 1)?;
                    let idx: Vec<Value> = indices.into_iter().map(Value::Const).collect();
                    self.gep_value(source, base_v, &idx, self.m.const_type(base))
                }
                ConstExpr::Cast { op: CastOp::BitCast | CastOp::AddrSpaceCast, value } => {
                    self.constant(value, depth + 1)
                }
                other => unsupported(format!("constant expression {other:?}")),
            },
        }
    }

    /// A 64-bit register from two 32-bit parts.
    fn wide(&mut self, lo: Loc, hi: Loc) -> Loc {
        let d = self.v(4);
        self.emit(Mop::ParallelCopy, smallvec![d], smallvec![lo, hi]);
        d
    }

    /// The two 32-bit halves of a 64-bit value.
    fn split(&mut self, p: Loc) -> (Loc, Loc) {
        match p {
            Loc::U(n, _) => (Loc::U(n, 2), Loc::U(n + 2, 2)),
            Loc::Imm(x) => (Loc::Imm(x), Loc::Imm(0)),
            _ => {
                let (l, h) = (self.v(2), self.v(2));
                self.emit(Mop::ParallelCopy, smallvec![l, h], smallvec![p]);
                (l, h)
            }
        }
    }

    fn set(&mut self, i: IrInst, v: Val) {
        let at = i.index();
        if at >= self.insts.len() {
            self.insts.resize(at + 1, None);
        }
        self.insts[at] = Some(v);
    }

    // ---- the kernel ----------------------------------------------------------------

    /// Selects the whole kernel.
    pub fn run(mut self, body: &[Node]) -> Result<Selected, SelError> {
        // The execution-mask stack starts empty: every thread active.
        self.emit(Mop::Mov, smallvec![Loc::R0l], smallvec![Loc::Imm(0)]);
        if self.uses_gpu_op(|op| matches!(op, gpu_ir::gpu::GpuOp::VoteMask { .. })) {
            let t = self.op(Mop::IcmpBallot(ICond::Ugt), 2, smallvec![Loc::Imm(1), Loc::Imm(0)]);
            self.entry_threads = Some(t);
        }
        self.prologue()?;
        for (_, data) in self.f.blocks.iter() {
            for &i in &data.insts {
                let Some(inst) = self.f.insts.get(i) else { continue };
                if let Op::Phi { .. } = inst.op {
                    let val = self.fresh(inst.ty)?;
                    self.set(i, val);
                }
            }
        }
        self.nodes(body)?;
        self.emit(Mop::Stop, smallvec![], smallvec![]);
        Ok(Selected { code: self.code, loops: self.loops })
    }

    fn prologue(&mut self) -> R<()> {
        if let (Some(su), Some(gu)) = (self.abi.scratch_uniform, self.abi.grid_uniform) {
            // index = x + X·(y + Y·z); frame = scratch + index·bytes.
            let [x, y, z] = abi::sr::THREAD_POSITION_IN_GRID
                .map(|n| self.op(Mop::GetSr, 2, smallvec![Loc::Imm(u32::from(n))]));
            let (gx, gy) = (Loc::U(2 * gu, 2), Loc::U(2 * gu + 2, 2));
            let yz = self.op(Mop::Imadd { sext: false }, 2, smallvec![gy, z, y]);
            let index = self.op(Mop::Imadd { sext: false }, 2, smallvec![gx, yz, x]);
            let bytes = Loc::Imm(self.abi.scratch_bytes);
            let base = self.in_reg(Loc::U(2 * su, 4), 4);
            self.frame = Some(self.op(Mop::Imadd { sext: false }, 4, smallvec![index, bytes, base]));
        }
        for p in self.abi.params.clone() {
            let ty = self.f.params.get(p.index as usize).map(|x| x.ty);
            let Some(ty) = ty else { return unsupported("a parameter the function does not have") };
            let kinds = self.kinds(ty)?;
            let val: Val = match &p.place {
                Place::Buffer { uniform } => smallvec![Loc::U(2 * uniform, 4)],
                Place::Threadgroup { uniform } => smallvec![Loc::U(2 * uniform, 2)],
                Place::Special(srs) => srs
                    .iter()
                    .take(kinds.len())
                    .map(|sr| self.op(Mop::GetSr, 2, smallvec![Loc::Imm(u32::from(*sr))]))
                    .collect(),
                Place::Uniform(us) => us.iter().take(kinds.len()).map(|u| Loc::U(2 * u, 2)).collect(),
                Place::Derived(d) => smallvec![self.derived(*d)],
            };
            let mut val = val;
            // Narrow built-ins (`ushort2`) keep the low bits; positions fit.
            for (x, k) in val.iter_mut().zip(&kinds) {
                if *k == K::I16 {
                    *x = self.op(Mop::Bitop(mi::BitOp::And), 2, smallvec![*x, Loc::Imm(0xffff)]);
                }
            }
            while val.len() < kinds.len() {
                val.push(Loc::Imm(0));
            }
            self.args.insert(p.index, val);
        }
        Ok(())
    }

    fn derived(&mut self, d: abi::Derived) -> Loc {
        use abi::Derived as D;
        match d {
            D::ThreadsPerSimdgroup => Loc::Imm(32),
            D::SimdgroupsPerThreadgroup => {
                let s = abi::sr::THREADS_PER_THREADGROUP;
                let [x, y, z] = s.map(|n| self.op(Mop::GetSr, 2, smallvec![Loc::Imm(u32::from(n))]));
                let zero = Loc::Imm(0);
                let xy = self.op(Mop::Imadd { sext: false }, 2, smallvec![x, y, zero]);
                let xyz = self.op(Mop::Imadd { sext: false }, 2, smallvec![xy, z, Loc::Imm(31)]);
                self.op(Mop::Lshr, 2, smallvec![xyz, Loc::Imm(5)])
            }
            D::ThreadIndexInQuadgroup => {
                let l = self.op(
                    Mop::GetSr,
                    2,
                    smallvec![Loc::Imm(u32::from(abi::sr::THREAD_INDEX_IN_SIMDGROUP))],
                );
                self.op(Mop::Bitop(mi::BitOp::And), 2, smallvec![l, Loc::Imm(3)])
            }
            D::QuadgroupIndexInThreadgroup => {
                let l = self.op(
                    Mop::GetSr,
                    2,
                    smallvec![Loc::Imm(u32::from(abi::sr::THREAD_INDEX_IN_THREADGROUP))],
                );
                self.op(Mop::Lshr, 2, smallvec![l, Loc::Imm(2)])
            }
        }
    }

    // ---- control flow --------------------------------------------------------------

    fn nodes(&mut self, nodes: &[Node]) -> R<()> {
        for n in nodes {
            self.node(n)?;
        }
        Ok(())
    }

    /// Pushes one exec-stack level that every active thread passes.
    fn push_level(&mut self) {
        self.emit(
            Mop::IfIcmp { cc: ICond::Eq, invert: false, n: 1 },
            smallvec![Loc::R0l],
            smallvec![Loc::Imm(0), Loc::Imm(0)],
        );
        self.depth += 1;
    }

    fn pop_level(&mut self) {
        self.emit(Mop::PopExec { n: 1 }, smallvec![Loc::R0l], smallvec![]);
        self.depth = self.depth.saturating_sub(1);
    }

    fn node(&mut self, n: &Node) -> R<()> {
        match n {
            Node::Code(b) => self.block(*b),
            Node::If { cond, then, otherwise, .. } => {
                let c = self.get(*cond)?;
                let c = c.first().copied().unwrap_or(Loc::Imm(0));
                self.emit_if(c, |s| s.nodes(then), |s| s.nodes(otherwise))
            }
            Node::Switch { value, cases, default, .. } => {
                let v = self.get(*value)?;
                let v = v.first().copied().unwrap_or(Loc::Imm(0));
                self.switch(v, cases, default)
            }
            Node::Loop { header, body } => {
                let start = self.code.len();
                let head = self.label();
                self.place(head);
                self.push_level();
                self.levels.insert(Target::Loop(*header), self.depth);
                self.nodes(body)?;
                self.levels.remove(&Target::Loop(*header));
                // Threads that continued are back; loop while any is.
                self.pop_level();
                self.emit(Mop::JmpExecAny, smallvec![], smallvec![Loc::Label(head)]);
                let end = self.code.len().saturating_sub(1);
                self.loops.push((start, end));
                Ok(())
            }
            Node::Scope { next, body } => {
                self.push_level();
                self.levels.insert(Target::Scope(*next), self.depth);
                self.nodes(body)?;
                self.levels.remove(&Target::Scope(*next));
                self.pop_level();
                Ok(())
            }
            Node::Jump { from, to, kind } => {
                self.phi_copies(*from, *to)?;
                let t = match kind {
                    Jump::Enter => return Ok(()),
                    Jump::Break => Target::Scope(*to),
                    Jump::Continue => Target::Loop(*to),
                };
                let Some(&level) = self.levels.get(&t) else {
                    return unsupported("a jump to a target outside its construct");
                };
                self.leave(self.depth - level + 1)
            }
            Node::Return { value, .. } => {
                if value.is_some() {
                    return unsupported("kernels returning a value");
                }
                self.leave(self.depth + 1)
            }
            Node::Unreachable { .. } => self.leave(self.depth + 1),
        }
    }

    /// Runs `body` `n` times in every active thread (`n` ≥ 1; the same count everywhere,
    /// so no thread leaves early): one level pushed around the loop so that the test at
    /// its bottom — threads whose counter is not yet 0 stay active — can be undone by the
    /// `pop_exec` at its top. Values the body carries to the next iteration are written
    /// back into the registers the caller made before the loop.
    pub(crate) fn counted_loop(&mut self, n: u32, body: impl FnOnce(&mut Self) -> R<()>) -> R<()> {
        let counter = self.op(Mop::Mov, 2, smallvec![Loc::Imm(n)]);
        self.emit(
            Mop::IfIcmp { cc: ICond::Eq, invert: false, n: 1 },
            smallvec![Loc::R0l],
            smallvec![Loc::Imm(0), Loc::Imm(0)],
        );
        let start = self.code.len();
        let head = self.label();
        self.place(head);
        self.emit(Mop::PopExec { n: 1 }, smallvec![Loc::R0l], smallvec![]);
        body(self)?;
        self.emit(
            Mop::Iadd { neg: true, shift: 0, sext: [false; 2] },
            smallvec![counter],
            smallvec![counter, Loc::Imm(1)],
        );
        self.emit(
            Mop::IfIcmp { cc: ICond::Eq, invert: true, n: 1 },
            smallvec![Loc::R0l],
            smallvec![counter, Loc::Imm(0)],
        );
        self.emit(Mop::JmpExecAny, smallvec![], smallvec![Loc::Label(head)]);
        self.loops.push((start, self.code.len() - 1));
        self.emit(Mop::PopExec { n: 1 }, smallvec![Loc::R0l], smallvec![]);
        Ok(())
    }

    /// Deactivates the active threads until `pops` levels have been popped.
    fn leave(&mut self, pops: u32) -> R<()> {
        let Ok(pops) = u16::try_from(pops) else {
            return unsupported("control flow nested more than 65,535 levels deep");
        };
        self.emit(Mop::Mov, smallvec![Loc::R0l], smallvec![Loc::Imm(u32::from(pops))]);
        self.emit(Mop::PopExec { n: 0 }, smallvec![Loc::R0l], smallvec![]);
        Ok(())
    }

    /// `if c { then } else { otherwise }` on a boolean (0/1) register.
    fn emit_if(
        &mut self,
        c: Loc,
        then: impl FnOnce(&mut Self) -> R<()>,
        otherwise: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        if let Loc::Imm(x) = c {
            // A constant condition: only one arm can run.
            return if x & 1 != 0 { then(self) } else { otherwise(self) };
        }
        let skip_then = self.label();
        let skip_else = self.label();
        // Threads whose condition is false (and inactive ones) go one level down.
        self.emit(
            Mop::IfIcmp { cc: ICond::Eq, invert: true, n: 1 },
            smallvec![Loc::R0l],
            smallvec![c, Loc::Imm(0)],
        );
        self.depth += 1;
        self.emit(Mop::JmpExecNone, smallvec![], smallvec![Loc::Label(skip_then)]);
        then(self)?;
        self.place(skip_then);
        // Swap: the threads that ran `then` wait one level down, the others come back.
        self.emit(
            Mop::ElseIcmp { cc: ICond::Eq, invert: false, n: 1 },
            smallvec![Loc::R0l],
            smallvec![Loc::Imm(0), Loc::Imm(0)],
        );
        self.emit(Mop::JmpExecNone, smallvec![], smallvec![Loc::Label(skip_else)]);
        otherwise(self)?;
        self.place(skip_else);
        self.pop_level();
        Ok(())
    }

    fn switch(&mut self, v: Loc, cases: &[(gpu_ir::ConstId, Vec<Node>)], default: &[Node]) -> R<()> {
        let Some((first, rest)) = cases.split_first() else {
            return self.nodes(default);
        };
        let case = self.constant(first.0, 0)?;
        let k = case.first().copied().unwrap_or(Loc::Imm(0));
        let eq = self.icmp_bool(ICond::Eq, false, v, k, 2);
        self.emit_if(eq, |s| s.nodes(&first.1), |s| s.switch(v, rest, default))
    }

    fn phi_copies(&mut self, from: Block, to: Block) -> R<()> {
        let Some(data) = self.f.blocks.get(to) else { return Ok(()) };
        let mut defs = Locs::new();
        let mut srcs = Locs::new();
        for &i in &data.insts {
            let Some(inst) = self.f.insts.get(i) else { continue };
            let Op::Phi { incoming } = &inst.op else { break };
            let Some((val, _)) = incoming.iter().find(|(_, b)| *b == from) else {
                return unsupported("a phi without a value for an incoming edge");
            };
            let dst = self.get(Value::Inst(i))?;
            let src = self.get(*val)?;
            for (d, s) in dst.iter().zip(src.iter()) {
                defs.push(*d);
                srcs.push(*s);
            }
        }
        if !defs.is_empty() {
            self.emit(Mop::ParallelCopy, defs, srcs);
        }
        Ok(())
    }

    fn block(&mut self, b: Block) -> R<()> {
        let Some(data) = self.f.blocks.get(b) else { return Ok(()) };
        for &i in &data.insts {
            let Some(inst) = self.f.insts.get(i) else { continue };
            if matches!(inst.op, Op::Phi { .. }) || inst.op.is_terminator() {
                continue;
            }
            self.current = Some(i);
            self.inst(i).map_err(|mut e| {
                if e.inst.is_none() {
                    e.inst = Some(self.describe(i));
                }
                e
            })?;
        }
        Ok(())
    }

    /// The GPU operation instruction `d` performs, if any (an `air.*` call or `Op::Gpu`).
    fn gpu_op_of(&self, d: &gpu_ir::InstData) -> Option<gpu_ir::gpu::GpuOp> {
        match &d.op {
            Op::Gpu { op, .. } => Some(op.clone()),
            Op::Call { callee, fn_ty, .. } => self
                .m
                .called_function(*callee)
                .and_then(|f| self.m.functions.get(f))
                .filter(|f| f.is_declaration())
                .and_then(|f| gpu_ir::gpu::classify(&f.name, *fn_ty, &self.m.types)),
            _ => None,
        }
    }

    /// Whether an instruction in a block of the function performs an operation `want` holds for.
    fn uses_gpu_op(&self, want: impl Fn(&gpu_ir::gpu::GpuOp) -> bool) -> bool {
        self.f.blocks.iter().any(|(_, b)| {
            b.insts
                .iter()
                .any(|&i| self.f.insts.get(i).and_then(|d| self.gpu_op_of(d)).is_some_and(|op| want(&op)))
        })
    }

    /// The threads the SIMD-group has, as a mask taken at entry.
    fn entry_threads(&self) -> R<Loc> {
        self.entry_threads.ok_or_else(|| SelError {
            feature: "the SIMD-group's threads outside the entry".into(),
            inst: None,
        })
    }

    fn describe(&self, i: IrInst) -> String {
        let Some(inst) = self.f.insts.get(i) else { return String::new() };
        let name = inst.name.as_deref().map(|n| format!("%{n} = ")).unwrap_or_default();
        let what = match &inst.op {
            Op::Gpu { op, .. } => op.name(),
            Op::Call { callee, .. } => self
                .m
                .called_function(*callee)
                .and_then(|f| self.m.functions.get(f))
                .map(|f| format!("call @{}", f.name))
                .unwrap_or_else(|| "call".into()),
            other => other.opcode_name().to_string(),
        };
        format!("{name}{what}")
    }
}
