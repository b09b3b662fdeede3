//! One thread's execution of gpu-ir: frames, operand evaluation, and the semantics of
//! every LLVM instruction AIR uses. Calls to *declared* functions (intrinsics) go to the
//! [`Host`], which either computes them for this thread alone or asks the scheduler to
//! run them collectively (barriers, SIMD-group operations): the thread then blocks on a
//! [`Pending`] call until the scheduler hands it the result.
//!
//! Semantics where LLVM leaves room (all documented in docs/interp.md): `undef`/`poison`
//! read as zero; shift amounts are taken modulo the width (what GPUs do); float → int
//! conversions saturate and send NaN to 0; integer division by zero is an error.

use crate::layout::{field_offsets, layout};
use crate::memory::Memory;
use crate::observe::{Observer, Off, Sink};
use crate::value::{float_of, from_bytes, mask, sext, to_bytes, zero, Val};
use crate::InterpError;
use gpu_ir::{
    BinaryOp, Block, CastOp, ConstExpr, ConstId, ConstantData, FuncId, GlobalId, Inst, Module, Op, RmwOp,
    Type, TypeInner, Value,
};
use std::collections::BTreeMap;

/// What a host call produced.
#[derive(Debug)]
pub enum CallResult {
    /// Done for this thread; `Val::Void` for void functions.
    Value(Val),
    /// Must run together with other threads: the thread blocks until the scheduler
    /// resolves it.
    Collective,
}

/// The thread a host call runs on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThreadId {
    /// Linear index in its threadgroup.
    pub local_index: u32,
    pub simdgroup: u32,
    pub lane: u32,
    /// How many threads its SIMD-group has (fewer than 32 at the end of a threadgroup
    /// whose size is not a multiple of 32).
    pub simdgroup_threads: u32,
}

/// Computes calls to declared functions (`air.*`, `llvm.*`).
pub trait Host {
    fn call(
        &mut self,
        machine: &mut Machine<'_>,
        thread: ThreadId,
        callee: FuncId,
        args: &[Val],
        ret: Type,
    ) -> Result<CallResult, InterpError>;
}

/// A call a blocked thread waits on.
#[derive(Clone, Debug)]
pub struct Pending {
    pub inst: Inst,
    pub callee: FuncId,
    pub args: Vec<Val>,
    pub ret: Type,
    /// Identifies the call site across threads: same function, same instruction. Which
    /// dynamic instance of it is [`Thread::iteration`].
    pub site: (FuncId, Inst),
}

#[derive(Clone, Debug)]
struct Frame {
    func: FuncId,
    block: Block,
    pos: usize,
    prev: Option<Block>,
    vals: Vec<Option<Val>>,
    args: Vec<Val>,
    allocas: Vec<u32>,
    /// The caller's call instruction that receives this frame's result.
    ret_to: Option<Inst>,
    /// Back edges taken per loop header since the loop was entered (`crate::loops`);
    /// empty until the frame enters a loop.
    iters: Vec<u32>,
    /// Whether the function has loops: branches in one without skip the counting.
    looped: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Runnable,
    Blocked,
    Done,
}

#[derive(Clone, Debug)]
pub struct Thread {
    pub id: ThreadId,
    frames: Vec<Frame>,
    pub status: Status,
    pub pending: Option<Pending>,
    /// Reused for `getelementptr` indices and call operands, so that most steps allocate
    /// nothing.
    scratch: Vec<Val>,
}

/// Where a thread stands, for error messages.
#[derive(Clone, Debug)]
pub struct Position {
    pub function: String,
    pub block: usize,
    pub inst: usize,
}

/// Module-wide state shared by the threads of one dispatch.
#[derive(Debug)]
pub struct Machine<'m> {
    pub module: &'m Module,
    pub mem: Memory,
    /// The encoded address of each global (threadgroup globals: of the current threadgroup).
    pub globals: Vec<Option<u64>>,
    consts: Vec<Option<Val>>,
    /// Instructions executed, over all threads; bounded by `step_limit`.
    pub steps: u64,
    pub step_limit: u64,
    /// The address given to each function whose address is taken (static-initializer
    /// tables): an empty region, so that comparing or storing it works and any access
    /// through it is a reported out-of-bounds error naming the function.
    function_addresses: BTreeMap<FuncId, u64>,
    /// Each function's loops (`None`: no body or no loop), found once per machine.
    loops: Vec<Option<crate::loops::FunctionLoops>>,
    /// Per function, per block: its position in reverse post-order (`u32::MAX`:
    /// unreachable).
    rpo: Vec<Vec<u32>>,
    /// For the race check of `Memory::strict_threadgroup`: threadgroups begun so far, and
    /// the threadgroup and per-SIMD-group barriers the current one has completed.
    pub(crate) threadgroups_begun: u32,
    pub(crate) tg_barriers: u32,
    pub(crate) sg_barriers: Vec<u32>,
}

/// Constant expressions nest at most this deep.
const MAX_CONST_DEPTH: u32 = 64;
/// Calls nest at most this deep (recursion is not Metal, but the input is untrusted).
const MAX_FRAMES: usize = 256;

impl<'m> Machine<'m> {
    /// The loops of `func`, when it has any.
    pub(crate) fn loops_of(&self, func: FuncId) -> Option<&crate::loops::FunctionLoops> {
        self.loops.get(func.index()).and_then(Option::as_ref)
    }

    /// Allocates every global of address space 1 or 2 (and thread-local space 0) once,
    /// with its initializer; threadgroup globals are allocated per threadgroup by the
    /// scheduler.
    pub fn new(module: &'m Module) -> Result<Machine<'m>, InterpError> {
        let mut m = Machine {
            module,
            mem: Memory::new(),
            globals: vec![None; module.globals.len()],
            consts: vec![None; module.constants.len()],
            steps: 0,
            step_limit: 1 << 32,
            function_addresses: BTreeMap::new(),
            loops: module.functions.iter().map(|(_, f)| crate::loops::FunctionLoops::new(f)).collect(),
            rpo: module
                .functions
                .iter()
                .map(|(_, f)| {
                    let mut pos = vec![u32::MAX; f.blocks.len()];
                    if f.entry().is_some() {
                        for (i, b) in gpu_ir::DomTree::new(f).order.iter().enumerate() {
                            if let Some(p) = pos.get_mut(b.index()) {
                                *p = i as u32;
                            }
                        }
                    }
                    pos
                })
                .collect(),
            threadgroups_begun: 0,
            tg_barriers: 0,
            sg_barriers: Vec::new(),
        };
        for (g, gv) in module.globals.iter() {
            if gv.addrspace == gpu_ir::types::addrspace::THREADGROUP {
                continue;
            }
            let size = layout(&module.types, gv.value_type)?.size;
            let p = m.mem.alloc(size, gv.addrspace, format!("global @{}", gv.name))?;
            m.globals[g.index()] = Some(p.encode());
        }
        // Initializers may point at other globals: all addresses exist before any is written.
        for (g, gv) in module.globals.iter() {
            if let (Some(init), Some(addr)) = (gv.init, m.globals[g.index()]) {
                let v = m.constant(init)?;
                let mut bytes = vec![0u8; layout(&module.types, gv.value_type)?.size as usize];
                to_bytes(&module.types, gv.value_type, &v, &mut bytes)?;
                m.mem.write(addr, &bytes)?;
                if gv.constant {
                    if let Some(p) = crate::memory::Ptr::decode(addr) {
                        m.mem.regions[p.region as usize].read_only = true;
                    }
                }
            }
        }
        Ok(m)
    }

    /// Allocates the threadgroup globals of a new threadgroup (zeroed; Metal leaves them
    /// undefined) and frees the previous threadgroup's.
    pub fn begin_threadgroup(&mut self) -> Result<(), InterpError> {
        self.threadgroups_begun = self.threadgroups_begun.wrapping_add(1);
        self.tg_barriers = 0;
        self.sg_barriers.clear();
        for (g, gv) in self.module.globals.iter() {
            if gv.addrspace != gpu_ir::types::addrspace::THREADGROUP {
                continue;
            }
            if let Some(p) = self.globals[g.index()].and_then(crate::memory::Ptr::decode) {
                self.mem.free(p.region);
            }
            let size = layout(&self.module.types, gv.value_type)?.size;
            let p = self.mem.alloc(size, gv.addrspace, format!("threadgroup global @{}", gv.name))?;
            self.globals[g.index()] = Some(p.encode());
        }
        // Constants may fold addresses of threadgroup globals.
        self.consts.iter_mut().for_each(|c| *c = None);
        Ok(())
    }

    /// The address of function `f` as a value (see `function_addresses`).
    pub fn function_address(&mut self, f: FuncId) -> Result<u64, InterpError> {
        if let Some(&a) = self.function_addresses.get(&f) {
            return Ok(a);
        }
        let name = self.module.functions.get(f).map(|func| func.name.clone()).unwrap_or_default();
        let p = self.mem.alloc(0, 0, format!("function @{name}"))?.encode();
        self.function_addresses.insert(f, p);
        Ok(p)
    }

    pub fn global_address(&self, g: GlobalId) -> Result<u64, InterpError> {
        self.globals
            .get(g.index())
            .copied()
            .flatten()
            .ok_or_else(|| InterpError::Unsupported(format!("global {} has no storage", g.index())))
    }

    pub fn constant(&mut self, c: ConstId) -> Result<Val, InterpError> {
        self.constant_at(c, 0)
    }

    fn constant_at(&mut self, c: ConstId, depth: u32) -> Result<Val, InterpError> {
        if let Some(Some(v)) = self.consts.get(c.index()) {
            return Ok(v.clone());
        }
        if depth > MAX_CONST_DEPTH {
            return Err(InterpError::Unsupported("constant expressions nested too deeply".into()));
        }
        let module = self.module;
        let types = &module.types;
        let data =
            module.constants.get(c).ok_or_else(|| InterpError::Type(format!("no constant {}", c.index())))?;
        let v = match data {
            ConstantData::Int { ty, bits } => Val::int(*bits as u64, types.int_bits(*ty).unwrap_or(64)),
            ConstantData::Float { ty, bits } => match types.inner(*ty) {
                TypeInner::Half => Val::Half(*bits as u16),
                TypeInner::BFloat => Val::BFloat(*bits as u16),
                TypeInner::Float => Val::Float(f32::from_bits(*bits as u32)),
                _ => Val::Double(f64::from_bits(*bits)),
            },
            ConstantData::Null(ty)
            | ConstantData::Undef(ty)
            | ConstantData::Poison(ty)
            | ConstantData::Zero(ty) => zero(types, *ty)?,
            ConstantData::Aggregate { ty, elems } => {
                let es =
                    elems.iter().map(|e| self.constant_at(*e, depth + 1)).collect::<Result<Vec<_>, _>>()?;
                match types.inner(*ty) {
                    TypeInner::Vector { .. } => Val::Vector(es),
                    _ => Val::Aggregate(es),
                }
            }
            ConstantData::Data { ty, elems } => {
                let elem = types
                    .aggregate_element(*ty, 0)
                    .ok_or_else(|| InterpError::Type("constant data of a non-sequence type".into()))?;
                let es = elems
                    .iter()
                    .map(|&b| match types.inner(elem) {
                        TypeInner::Int(w) => Ok(Val::int(b, *w)),
                        TypeInner::Half => Ok(Val::Half(b as u16)),
                        TypeInner::BFloat => Ok(Val::BFloat(b as u16)),
                        TypeInner::Float => Ok(Val::Float(f32::from_bits(b as u32))),
                        TypeInner::Double => Ok(Val::Double(f64::from_bits(b))),
                        _ => Err(InterpError::Type("constant data of a non-scalar element".into())),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                match types.inner(*ty) {
                    TypeInner::Vector { .. } => Val::Vector(es),
                    _ => Val::Aggregate(es),
                }
            }
            ConstantData::Global(g) => Val::Ptr(self.global_address(*g)?),
            ConstantData::Function(f) => Val::Ptr(self.function_address(*f)?),
            ConstantData::Expr { ty, expr } => {
                let ty = *ty;
                match expr.clone() {
                    ConstExpr::Cast { op, value } => {
                        let from = module.const_type(value);
                        let v = self.constant_at(value, depth + 1)?;
                        cast(types, op, &v, from, ty)?
                    }
                    ConstExpr::Binary { op, lhs, rhs } => {
                        let a = self.constant_at(lhs, depth + 1)?;
                        let b = self.constant_at(rhs, depth + 1)?;
                        binary(types, op, &a, &b, ty)?
                    }
                    ConstExpr::Gep { source, base, indices, .. } => {
                        let b = self.constant_at(base, depth + 1)?;
                        let idx = indices
                            .iter()
                            .map(|i| self.constant_at(*i, depth + 1))
                            .collect::<Result<Vec<_>, _>>()?;
                        gep(types, source, &b, &idx)?
                    }
                    ConstExpr::Cmp { pred, lhs, rhs } => {
                        let a = self.constant_at(lhs, depth + 1)?;
                        let b = self.constant_at(rhs, depth + 1)?;
                        compare(pred, &a, &b)?
                    }
                    ConstExpr::Select { cond, then, otherwise } => {
                        let c = self.constant_at(cond, depth + 1)?;
                        let t = self.constant_at(then, depth + 1)?;
                        let o = self.constant_at(otherwise, depth + 1)?;
                        select(&c, t, o)?
                    }
                    ConstExpr::ExtractElement { vector, index } => {
                        let v = self.constant_at(vector, depth + 1)?;
                        let i = self.constant_at(index, depth + 1)?;
                        extract_element(&v, &i)?
                    }
                    ConstExpr::InsertElement { vector, value, index } => {
                        let v = self.constant_at(vector, depth + 1)?;
                        let x = self.constant_at(value, depth + 1)?;
                        let i = self.constant_at(index, depth + 1)?;
                        insert_element(v, x, &i)?
                    }
                    ConstExpr::ShuffleVector { a, b, mask } => {
                        let a_ty = module.const_type(a);
                        let va = self.constant_at(a, depth + 1)?;
                        let vb = self.constant_at(b, depth + 1)?;
                        shuffle(types, a_ty, &va, &vb, &mask)?
                    }
                    ConstExpr::Unary { value, .. } => {
                        let v = self.constant_at(value, depth + 1)?;
                        fneg(types, &v, ty)?
                    }
                }
            }
        };
        if let Some(slot) = self.consts.get_mut(c.index()) {
            *slot = Some(v.clone());
        }
        Ok(v)
    }

    fn load(&self, ty: Type, addr: u64) -> Result<Val, InterpError> {
        let types = &self.module.types;
        let size = layout(types, ty)?.size;
        let bytes = self.mem.read(addr, size)?;
        from_bytes(types, ty, bytes)
    }

    fn store(&mut self, ty: Type, addr: u64, v: &Val) -> Result<(), InterpError> {
        let types = &self.module.types;
        let mut bytes = vec![0u8; layout(types, ty)?.size as usize];
        to_bytes(types, ty, v, &mut bytes)?;
        self.mem.write(addr, &bytes)
    }

    pub fn load_public(&self, ty: Type, addr: u64) -> Result<Val, InterpError> {
        self.load(ty, addr)
    }

    pub fn store_public(&mut self, ty: Type, addr: u64, v: &Val) -> Result<(), InterpError> {
        self.store(ty, addr, v)
    }

    fn count_step(&mut self) -> Result<(), InterpError> {
        self.steps += 1;
        if self.steps > self.step_limit {
            return Err(InterpError::StepLimit(self.step_limit));
        }
        Ok(())
    }
}

impl Thread {
    /// A thread about to run `func` with `args`.
    pub fn new(
        machine: &Machine<'_>,
        id: ThreadId,
        func: FuncId,
        args: Vec<Val>,
    ) -> Result<Thread, InterpError> {
        let f =
            machine.module.functions.get(func).ok_or_else(|| InterpError::Type("no such function".into()))?;
        let block = f.entry().ok_or_else(|| InterpError::Unsupported(format!("@{} has no body", f.name)))?;
        let frame = Frame {
            func,
            block,
            pos: 0,
            prev: None,
            vals: vec![None; f.insts.len()],
            args,
            allocas: Vec::new(),
            ret_to: None,
            iters: Vec::new(),
            looped: machine.loops_of(func).is_some(),
        };
        Ok(Thread { id, frames: vec![frame], status: Status::Runnable, pending: None, scratch: Vec::new() })
    }

    pub fn position(&self, machine: &Machine<'_>) -> Option<Position> {
        let fr = self.frames.last()?;
        let f = machine.module.functions.get(fr.func)?;
        Some(Position { function: f.name.clone(), block: fr.block.index(), inst: fr.pos })
    }

    fn value(&self, machine: &mut Machine<'_>, v: Value) -> Result<Val, InterpError> {
        let fr = self.frames.last().ok_or_else(finished)?;
        match v {
            Value::Inst(i) => fr
                .vals
                .get(i.index())
                .cloned()
                .flatten()
                .ok_or_else(|| InterpError::Type(format!("instruction {} used before it ran", i.index()))),
            Value::Arg(a) => {
                fr.args.get(a as usize).cloned().ok_or_else(|| InterpError::Type(format!("no argument {a}")))
            }
            Value::Const(c) => machine.constant(c),
        }
    }

    /// Completes the blocked call with its collective result.
    pub fn resume(&mut self, result: Val) -> Result<(), InterpError> {
        let p = self.pending.take().ok_or_else(finished)?;
        let fr = self.frames.last_mut().ok_or_else(finished)?;
        if let Some(slot) = fr.vals.get_mut(p.inst.index()) {
            *slot = Some(result);
        }
        fr.pos += 1;
        self.status = Status::Runnable;
        Ok(())
    }

    /// Runs until the thread finishes or blocks on a collective call.
    pub fn run(&mut self, machine: &mut Machine<'_>, host: &mut dyn Host) -> Result<(), InterpError> {
        self.run_with(machine, host, &mut Off)
    }

    /// [`Thread::run`], telling `sink` what each step produced. With [`Off`] this is the
    /// plain loop: `S::ON` is a constant and the observing branch is compiled out. Kept
    /// out of line, as `run` was before the hook, so that the plain step loop compiles as
    /// it did (inlined into the scheduler it cost 0.3 % more instructions).
    #[inline(never)]
    pub fn run_with<S: Sink>(
        &mut self,
        machine: &mut Machine<'_>,
        host: &mut dyn Host,
        sink: &mut S,
    ) -> Result<(), InterpError> {
        while self.status == Status::Runnable {
            if S::ON {
                let before = self.frames.last().map(|fr| (fr.func, fr.block, fr.pos, self.frames.len()));
                self.step(machine, host)?;
                if let (Some(before), Some(obs)) = (before, sink.observer()) {
                    self.report(machine, obs, before);
                    if obs.stop() {
                        return Err(InterpError::Stopped);
                    }
                }
            } else {
                self.step(machine, host)?;
            }
        }
        Ok(())
    }

    /// Tells `obs` what the step that started at `(func, block, pos)` with `depth` frames
    /// produced (see [`Observer`] for which event each kind of instruction makes).
    fn report(
        &self,
        machine: &Machine<'_>,
        obs: &mut dyn Observer,
        (func, block, pos, depth): (FuncId, Block, usize, usize),
    ) {
        let module = machine.module;
        let f = &module.functions[func];
        let Some(&inst) = f.blocks[block].insts.get(pos) else { return };
        let top = self.frames.last();
        let value_of = |fr: &Frame, i: Inst| fr.vals.get(i.index()).and_then(Option::as_ref).cloned();
        match &f.insts[inst].op {
            Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } => {
                let Some(fr) = top else { return };
                obs.branch(self.id, func, block, fr.block);
                // The phis of the new block got their values on entry.
                for &i in &f.blocks[fr.block].insts {
                    if !matches!(f.insts[i].op, Op::Phi { .. }) {
                        break;
                    }
                    if let Some(v) = value_of(fr, i) {
                        obs.value(self.id, func, i, &v);
                    }
                }
            }
            Op::Ret { .. } => {
                // Back in the caller: its call (the instruction before `pos`) has the value.
                let Some(fr) = top.filter(|_| self.frames.len() < depth) else { return };
                let caller = &module.functions[fr.func];
                let call = fr.pos.checked_sub(1).and_then(|p| caller.blocks[fr.block].insts.get(p));
                if let Some(&call) = call {
                    if let Some(v) = value_of(fr, call) {
                        obs.value(self.id, fr.func, call, &v);
                    }
                }
            }
            // A collective call is reported when it completes; a defined callee's frame
            // reports its own instructions and the call when it returns.
            Op::Call { .. } if self.status == Status::Blocked || self.frames.len() > depth => {}
            _ => {
                if let Some(v) = top.and_then(|fr| value_of(fr, inst)) {
                    obs.value(self.id, func, inst, &v);
                }
            }
        }
    }

    fn enter_block(&mut self, machine: &mut Machine<'_>, target: Block) -> Result<(), InterpError> {
        let module = machine.module;
        let (func, from) = {
            let fr = self.frames.last().ok_or_else(finished)?;
            (fr.func, fr.block)
        };
        let f = &module.functions[func];
        let bd = f.blocks.get(target).ok_or_else(|| InterpError::Type("branch to a missing block".into()))?;
        // Phis read their inputs simultaneously, before any of them is written.
        let mut phis = Vec::new();
        for &i in &bd.insts {
            let Op::Phi { incoming } = &f.insts[i].op else { break };
            let v = incoming.iter().find(|(_, b)| *b == from).map(|(v, _)| *v).ok_or_else(|| {
                InterpError::Type(format!("phi without an entry for block {}", from.index()))
            })?;
            phis.push((i, self.value(machine, v)?));
        }
        let fr = self.frames.last_mut().ok_or_else(finished)?;
        let n = phis.len();
        for (i, v) in phis {
            fr.vals[i.index()] = Some(v);
        }
        fr.prev = Some(from);
        fr.block = target;
        fr.pos = n;
        // Entering a loop header: one more iteration, or the first of a new entry.
        if fr.looped {
            if let Some(loops) = machine.loops_of(func) {
                if let Some(h) = loops.header(target) {
                    let again = loops.is_back_edge(from, target);
                    if fr.iters.len() < loops.count {
                        fr.iters.resize(loops.count, 0);
                    }
                    fr.iters[h] = if again { fr.iters[h].saturating_add(1) } else { 0 };
                }
            }
        }
        Ok(())
    }

    /// The loop iteration this thread is in at its current position: for each frame,
    /// outermost first, the back-edge counts of the loops around the frame's block. Lanes
    /// meet at a SIMD-group operation only in the same one (`crate::loops`); asked only
    /// for those, so barriers and plain code pay nothing for it.
    /// Where the thread is in structured program order, for choosing which waiting
    /// SIMD-group collective runs first: per frame, outermost first, each enclosing
    /// loop's header position and iteration count, then the position of the frame's
    /// block and instruction (the call, in callers). Lanes still inside a loop (or an
    /// earlier iteration) come before lanes that have gone past it, whatever the
    /// instruction numbers of the sites (docs/interp.md, "SIMD-groups").
    pub fn program_order(&self, machine: &Machine<'_>) -> Vec<(u64, u32)> {
        let mut key = Vec::new();
        for fr in &self.frames {
            let rpo = machine.rpo.get(fr.func.index());
            let at =
                |b: Block| u64::from(rpo.and_then(|r| r.get(b.index())).copied().unwrap_or(u32::MAX)) << 32;
            if let Some(loops) = machine.loops_of(fr.func) {
                for &h in loops.around(fr.block) {
                    let head = loops.header_block(h).map_or(u64::MAX, at);
                    key.push((head, fr.iters.get(h as usize).copied().unwrap_or(0)));
                }
            }
            key.push((at(fr.block) | fr.pos as u64, 0));
        }
        key
    }

    pub fn iteration(&self, machine: &Machine<'_>) -> Vec<u32> {
        let mut key = Vec::new();
        for fr in &self.frames {
            if let Some(loops) = machine.loops_of(fr.func) {
                key.extend(
                    loops.around(fr.block).iter().map(|&h| fr.iters.get(h as usize).copied().unwrap_or(0)),
                );
            }
            // Frames are told apart by depth, so that counts of different frames never
            // line up by accident.
            key.push(u32::MAX);
        }
        key
    }

    fn set(&mut self, inst: Inst, v: Val) -> Result<(), InterpError> {
        let fr = self.frames.last_mut().ok_or_else(finished)?;
        if let Some(slot) = fr.vals.get_mut(inst.index()) {
            *slot = Some(v);
        }
        fr.pos += 1;
        Ok(())
    }

    fn step(&mut self, machine: &mut Machine<'_>, host: &mut dyn Host) -> Result<(), InterpError> {
        machine.count_step()?;
        let module = machine.module;
        let types = &module.types;
        let (func, block, pos) = {
            let fr = self.frames.last().ok_or_else(finished)?;
            (fr.func, fr.block, fr.pos)
        };
        let f = &module.functions[func];
        let inst = *f.blocks[block]
            .insts
            .get(pos)
            .ok_or_else(|| InterpError::Type("fell off the end of a block".into()))?;
        let data = &f.insts[inst];
        let ty = data.ty;
        match &data.op {
            Op::Unary { value, .. } => {
                let v = self.value(machine, *value)?;
                self.set(inst, fneg(types, &v, ty)?)
            }
            Op::Binary { op, lhs, rhs, .. } => {
                let a = self.value(machine, *lhs)?;
                let b = self.value(machine, *rhs)?;
                self.set(inst, binary(types, *op, &a, &b, ty)?)
            }
            Op::Cast { op, value } => {
                let from = module.value_type(f, *value);
                let v = self.value(machine, *value)?;
                let r = cast(types, *op, &v, from, ty)?;
                self.set(inst, r)
            }
            Op::Cmp { pred, lhs, rhs, .. } => {
                let a = self.value(machine, *lhs)?;
                let b = self.value(machine, *rhs)?;
                self.set(inst, compare(pred.0, &a, &b)?)
            }
            Op::Select { cond, then, otherwise } => {
                let c = self.value(machine, *cond)?;
                let t = self.value(machine, *then)?;
                let o = self.value(machine, *otherwise)?;
                self.set(inst, select(&c, t, o)?)
            }
            Op::Load { ty: loaded, ptr, .. } => {
                let p = self.value(machine, *ptr)?.as_u64()?;
                let v = machine.load(*loaded, p)?;
                self.set(inst, v)
            }
            Op::Store { ptr, value, .. } => {
                let p = self.value(machine, *ptr)?.as_u64()?;
                let v = self.value(machine, *value)?;
                let vt = module.value_type(f, *value);
                if machine.mem.strict_threadgroup {
                    let sg = self.id.simdgroup;
                    machine.mem.writer = Some(crate::memory::Writer {
                        threadgroup: machine.threadgroups_begun,
                        thread: self.id.local_index,
                        simdgroup: sg,
                        tg_barriers: machine.tg_barriers,
                        sg_barriers: machine.sg_barriers.get(sg as usize).copied().unwrap_or(0),
                    });
                }
                let stored = machine.store(vt, p, &v);
                machine.mem.writer = None;
                stored?;
                self.set(inst, Val::Void)
            }
            Op::Alloca { allocated, count, .. } => {
                let n = self.value(machine, *count)?.as_u64()?;
                let size = layout(types, *allocated)?.size.checked_mul(n).ok_or_else(|| {
                    InterpError::OutOfMemory { label: format!("alloca in @{}", f.name), size: u64::MAX }
                })?;
                let p = machine.mem.alloc(size, 0, format!("alloca %{} in @{}", inst.index(), f.name))?;
                if let Some(fr) = self.frames.last_mut() {
                    fr.allocas.push(p.region);
                }
                self.set(inst, Val::Ptr(p.encode()))
            }
            Op::Gep { source, base, indices, .. } => {
                let b = self.value(machine, *base)?;
                let mut idx = std::mem::take(&mut self.scratch);
                idx.clear();
                for i in indices {
                    idx.push(self.value(machine, *i)?);
                }
                let r = gep(types, *source, &b, &idx);
                self.scratch = idx;
                self.set(inst, r?)
            }
            Op::Phi { .. } => Err(InterpError::Type("a phi after the start of its block".into())),
            Op::Call { callee, args, .. } => {
                let target = module
                    .called_function(*callee)
                    .ok_or_else(|| InterpError::Unsupported("indirect calls".into()))?;
                let mut argv = std::mem::take(&mut self.scratch);
                argv.clear();
                for a in args {
                    argv.push(self.value(machine, *a)?);
                }
                let cf = &module.functions[target];
                if cf.is_declaration() {
                    let r = host.call(machine, self.id, target, &argv, ty);
                    match r? {
                        CallResult::Value(v) => {
                            // Most intrinsic calls complete at once: the buffer is reused.
                            self.scratch = argv;
                            self.set(inst, v)
                        }
                        CallResult::Collective => {
                            self.pending = Some(Pending {
                                inst,
                                callee: target,
                                args: argv,
                                ret: ty,
                                site: (func, inst),
                            });
                            self.status = Status::Blocked;
                            Ok(())
                        }
                    }
                } else {
                    if self.frames.len() >= MAX_FRAMES {
                        return Err(InterpError::Unsupported(format!(
                            "calls nested deeper than {MAX_FRAMES}"
                        )));
                    }
                    let entry = cf
                        .entry()
                        .ok_or_else(|| InterpError::Unsupported("a call to an empty body".into()))?;
                    self.frames.push(Frame {
                        func: target,
                        block: entry,
                        pos: 0,
                        prev: None,
                        vals: vec![None; cf.insts.len()],
                        args: argv,
                        allocas: Vec::new(),
                        ret_to: Some(inst),
                        iters: Vec::new(),
                        looped: machine.loops_of(target).is_some(),
                    });
                    Ok(())
                }
            }
            Op::ExtractElement { vector, index } => {
                let v = self.value(machine, *vector)?;
                let i = self.value(machine, *index)?;
                self.set(inst, extract_element(&v, &i)?)
            }
            Op::InsertElement { vector, value, index } => {
                let v = self.value(machine, *vector)?;
                let x = self.value(machine, *value)?;
                let i = self.value(machine, *index)?;
                self.set(inst, insert_element(v, x, &i)?)
            }
            Op::ShuffleVector { a, b, mask } => {
                let a_ty = module.value_type(f, *a);
                let va = self.value(machine, *a)?;
                let vb = self.value(machine, *b)?;
                self.set(inst, shuffle(types, a_ty, &va, &vb, mask)?)
            }
            Op::ExtractValue { aggregate, indices } => {
                let mut v = self.value(machine, *aggregate)?;
                for &i in indices {
                    v =
                        v.elements()?.get(i as usize).cloned().ok_or_else(|| {
                            InterpError::Type(format!("extractvalue index {i} out of range"))
                        })?;
                }
                self.set(inst, v)
            }
            Op::InsertValue { aggregate, value, indices } => {
                let agg = self.value(machine, *aggregate)?;
                let x = self.value(machine, *value)?;
                self.set(inst, insert_value(agg, x, indices)?)
            }
            Op::AtomicRmw { op, ptr, value, .. } => {
                let p = self.value(machine, *ptr)?.as_u64()?;
                let v = self.value(machine, *value)?;
                let vt = module.value_type(f, *value);
                let old = machine.load(vt, p)?;
                let new = rmw(types, *op, &old, &v, vt)?;
                machine.store(vt, p, &new)?;
                self.set(inst, old)
            }
            Op::CmpXchg { ptr, expected, new, .. } => {
                let p = self.value(machine, *ptr)?.as_u64()?;
                let e = self.value(machine, *expected)?;
                let n = self.value(machine, *new)?;
                let vt = module.value_type(f, *expected);
                let old = machine.load(vt, p)?;
                let ok = old == e;
                if ok {
                    machine.store(vt, p, &n)?;
                }
                self.set(inst, Val::Aggregate(vec![old, Val::bool(ok)]))
            }
            Op::Fence { .. } => self.set(inst, Val::Void),
            Op::Freeze { value } => {
                let v = self.value(machine, *value)?;
                self.set(inst, v)
            }
            Op::Ret { value } => {
                let v = match value {
                    Some(v) => self.value(machine, *v)?,
                    None => Val::Void,
                };
                let fr = self.frames.pop().ok_or_else(finished)?;
                for r in fr.allocas {
                    machine.mem.free(r);
                }
                match (fr.ret_to, self.frames.is_empty()) {
                    (Some(call), false) => self.set(call, v),
                    _ => {
                        self.status = Status::Done;
                        Ok(())
                    }
                }
            }
            Op::Br { dest } => self.enter_block(machine, *dest),
            Op::CondBr { cond, then, otherwise } => {
                let c = self.value(machine, *cond)?.as_bool()?;
                self.enter_block(machine, if c { *then } else { *otherwise })
            }
            Op::Switch { value, default, cases } => {
                let v = self.value(machine, *value)?.as_u64()?;
                let mut target = *default;
                for (c, b) in cases {
                    if machine.constant(*c)?.as_u64()? == v {
                        target = *b;
                        break;
                    }
                }
                self.enter_block(machine, target)
            }
            Op::Unreachable => Err(InterpError::Unreachable),
            #[allow(unreachable_patterns)]
            other => Err(InterpError::Unsupported(format!("instruction `{}`", other.opcode_name()))),
        }
    }
}

fn map2(
    a: &Val,
    b: &Val,
    f: &mut dyn FnMut(&Val, &Val) -> Result<Val, InterpError>,
) -> Result<Val, InterpError> {
    match (a, b) {
        (Val::Vector(x), Val::Vector(y)) => {
            Ok(Val::Vector(x.iter().zip(y).map(|(p, q)| f(p, q)).collect::<Result<_, _>>()?))
        }
        _ => f(a, b),
    }
}

/// The scalar element type of a (vector) type.
fn scalar_of(types: &gpu_ir::Types, t: Type) -> Type {
    types.scalar(t)
}

pub fn fneg(types: &gpu_ir::Types, v: &Val, ty: Type) -> Result<Val, InterpError> {
    let st = scalar_of(types, ty);
    let one = |x: &Val| -> Result<Val, InterpError> {
        Ok(match x {
            Val::Half(h) => Val::Half(h ^ 0x8000),
            Val::BFloat(h) => Val::BFloat(h ^ 0x8000),
            Val::Float(f) => Val::Float(-f),
            Val::Double(d) => Val::Double(-d),
            _ => float_of(types, st, -x.as_f64()?)?,
        })
    };
    match v {
        Val::Vector(es) => Ok(Val::Vector(es.iter().map(one).collect::<Result<_, _>>()?)),
        x => one(x),
    }
}

pub fn binary(types: &gpu_ir::Types, op: BinaryOp, a: &Val, b: &Val, ty: Type) -> Result<Val, InterpError> {
    let st = scalar_of(types, ty);
    map2(a, b, &mut |x, y| scalar_binary(types, op, x, y, st))
}

fn scalar_binary(
    types: &gpu_ir::Types,
    op: BinaryOp,
    x: &Val,
    y: &Val,
    st: Type,
) -> Result<Val, InterpError> {
    use BinaryOp::*;
    match op {
        FAdd | FSub | FMul | FDiv | FRem => {
            // Each format computes exactly in f64 then rounds once: correctly rounded for
            // half, bfloat and float (f64 has more than twice their precision + 2 bits).
            let (p, q) = (x.as_f64()?, y.as_f64()?);
            if let (Val::Double(p), Val::Double(q)) = (x, y) {
                return Ok(Val::Double(match op {
                    FAdd => p + q,
                    FSub => p - q,
                    FMul => p * q,
                    FDiv => p / q,
                    _ => p % q,
                }));
            }
            let r = match op {
                FAdd => p + q,
                FSub => p - q,
                FMul => p * q,
                FDiv => p / q,
                _ => {
                    // fmod is exact in any precision.
                    p % q
                }
            };
            float_of(types, st, r)
        }
        _ => {
            let (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) = (x, y) else {
                return Err(InterpError::Type(format!("integer {} of {x:?} and {y:?}", op.name())));
            };
            let (p, q, w) = (*p, *q, *width);
            let r = match op {
                Add => p.wrapping_add(q),
                Sub => p.wrapping_sub(q),
                Mul => p.wrapping_mul(q),
                UDiv | URem if q == 0 => return Err(InterpError::DivisionByZero),
                SDiv | SRem if q == 0 => return Err(InterpError::DivisionByZero),
                UDiv => p / q,
                URem => p % q,
                SDiv => sext(p, w).wrapping_div(sext(q, w)) as u64,
                SRem => sext(p, w).wrapping_rem(sext(q, w)) as u64,
                Shl => p.wrapping_shl((q % u64::from(w.max(1))) as u32),
                LShr => p.wrapping_shr((q % u64::from(w.max(1))) as u32),
                AShr => (sext(p, w).wrapping_shr((q % u64::from(w.max(1))) as u32)) as u64,
                And => p & q,
                Or => p | q,
                Xor => p ^ q,
                _ => unreachable_float(),
            };
            Ok(Val::int(r & mask(w), w))
        }
    }
}

fn unreachable_float() -> u64 {
    // Float operations return above; kept total so that no input can panic here.
    0
}

pub fn compare(pred: u8, a: &Val, b: &Val) -> Result<Val, InterpError> {
    map2(a, b, &mut |x, y| {
        let r = match pred {
            0..=15 => {
                let (p, q) = (x.as_f64()?, y.as_f64()?);
                let unordered = p.is_nan() || q.is_nan();
                match pred {
                    0 => false,
                    1 => !unordered && p == q,
                    2 => !unordered && p > q,
                    3 => !unordered && p >= q,
                    4 => !unordered && p < q,
                    5 => !unordered && p <= q,
                    6 => !unordered && p != q,
                    7 => !unordered,
                    8 => unordered,
                    9 => unordered || p == q,
                    10 => unordered || p > q,
                    11 => unordered || p >= q,
                    12 => unordered || p < q,
                    13 => unordered || p <= q,
                    14 => unordered || p != q,
                    _ => true,
                }
            }
            32..=41 => {
                let (p, q) = (x.as_u64()?, y.as_u64()?);
                let (sp, sq) = match (x, y) {
                    (Val::Int { width, .. }, _) => (sext(p, *width), sext(q, *width)),
                    _ => (p as i64, q as i64),
                };
                match pred {
                    32 => p == q,
                    33 => p != q,
                    34 => p > q,
                    35 => p >= q,
                    36 => p < q,
                    37 => p <= q,
                    38 => sp > sq,
                    39 => sp >= sq,
                    40 => sp < sq,
                    _ => sp <= sq,
                }
            }
            _ => return Err(InterpError::Type(format!("comparison predicate {pred}"))),
        };
        Ok(Val::bool(r))
    })
}

pub fn select(c: &Val, t: Val, o: Val) -> Result<Val, InterpError> {
    match (c, t, o) {
        (Val::Vector(cs), Val::Vector(ts), Val::Vector(os)) => Ok(Val::Vector(
            cs.iter()
                .zip(ts)
                .zip(os)
                .map(|((c, t), o)| Ok(if c.as_bool()? { t } else { o }))
                .collect::<Result<_, InterpError>>()?,
        )),
        (c, t, o) => Ok(if c.as_bool()? { t } else { o }),
    }
}

fn lane_index(i: &Val, len: usize) -> Result<usize, InterpError> {
    let i = i.as_u64()?;
    usize::try_from(i)
        .ok()
        .filter(|&i| i < len)
        .ok_or_else(|| InterpError::Type(format!("vector index {i} out of range (length {len})")))
}

pub fn extract_element(v: &Val, i: &Val) -> Result<Val, InterpError> {
    let es = v.elements()?;
    Ok(es[lane_index(i, es.len())?].clone())
}

pub fn insert_element(v: Val, x: Val, i: &Val) -> Result<Val, InterpError> {
    let Val::Vector(mut es) = v else {
        return Err(InterpError::Type("insertelement into a non-vector".into()));
    };
    let k = lane_index(i, es.len())?;
    es[k] = x;
    Ok(Val::Vector(es))
}

pub fn shuffle(types: &gpu_ir::Types, a_ty: Type, a: &Val, b: &Val, m: &[i32]) -> Result<Val, InterpError> {
    let (x, y) = (a.elements()?, b.elements()?);
    let elem = types.scalar(a_ty);
    let out = m
        .iter()
        .map(|&k| {
            if k < 0 {
                return zero(types, elem);
            }
            let k = k as usize;
            x.get(k)
                .or_else(|| k.checked_sub(x.len()).and_then(|j| y.get(j)))
                .cloned()
                .ok_or_else(|| InterpError::Type(format!("shuffle index {k} out of range")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Val::Vector(out))
}

pub fn insert_value(agg: Val, x: Val, path: &[u32]) -> Result<Val, InterpError> {
    let Some((&first, rest)) = path.split_first() else { return Ok(x) };
    let (mut es, vector) = match agg {
        Val::Aggregate(es) => (es, false),
        Val::Vector(es) => (es, true),
        _ => return Err(InterpError::Type("insertvalue into a non-aggregate".into())),
    };
    let slot = es
        .get_mut(first as usize)
        .ok_or_else(|| InterpError::Type(format!("insertvalue index {first} out of range")))?;
    let inner = std::mem::replace(slot, Val::Void);
    *slot = insert_value(inner, x, rest)?;
    Ok(if vector { Val::Vector(es) } else { Val::Aggregate(es) })
}

/// Pointer arithmetic: the first index steps over whole `source` objects, the rest walk
/// into arrays, vectors and structs.
pub fn gep(types: &gpu_ir::Types, source: Type, base: &Val, indices: &[Val]) -> Result<Val, InterpError> {
    // A vector of pointers (vector GEP) is applied lane by lane.
    if let Val::Vector(bases) = base {
        let lanes = bases
            .iter()
            .enumerate()
            .map(|(k, b)| {
                let idx: Vec<Val> = indices
                    .iter()
                    .map(|i| match i {
                        Val::Vector(es) => es.get(k).cloned().unwrap_or(Val::int(0, 64)),
                        s => s.clone(),
                    })
                    .collect();
                gep(types, source, b, &idx)
            })
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Val::Vector(lanes));
    }
    let mut addr = base.as_u64()?;
    let mut ty = source;
    for (n, i) in indices.iter().enumerate() {
        let k = i.as_i64()?;
        if n == 0 {
            addr = crate::memory::offset_by(addr, (k as u64).wrapping_mul(layout(types, ty)?.size));
            continue;
        }
        match types.inner(ty) {
            TypeInner::Struct { .. } | TypeInner::Named { .. } => {
                let offsets = field_offsets(types, ty)?;
                let off = usize::try_from(k)
                    .ok()
                    .and_then(|k| offsets.get(k))
                    .ok_or_else(|| InterpError::Type(format!("struct field {k} out of range")))?;
                addr = crate::memory::offset_by(addr, *off);
                ty = types
                    .aggregate_element(ty, k as u64)
                    .ok_or_else(|| InterpError::Type("bad struct".into()))?;
            }
            TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => {
                let elem = *elem;
                addr = crate::memory::offset_by(addr, (k as u64).wrapping_mul(layout(types, elem)?.size));
                ty = elem;
            }
            _ => return Err(InterpError::Type(format!("getelementptr into {}", types.display(ty)))),
        }
    }
    Ok(Val::Ptr(addr))
}

pub fn cast(types: &gpu_ir::Types, op: CastOp, v: &Val, from: Type, to: Type) -> Result<Val, InterpError> {
    if let (Val::Vector(es), TypeInner::Vector { elem: te, .. }) = (v, types.inner(to)) {
        if !matches!(op, CastOp::BitCast) {
            let fe = types.scalar(from);
            let te = *te;
            return Ok(Val::Vector(es.iter().map(|e| cast(types, op, e, fe, te)).collect::<Result<_, _>>()?));
        }
    }
    let to_bits = types.int_bits(to);
    Ok(match op {
        CastOp::Trunc | CastOp::ZExt => Val::int(v.as_u64()?, to_bits.unwrap_or(64)),
        CastOp::SExt => Val::int(v.as_i64()? as u64, to_bits.unwrap_or(64)),
        CastOp::FPToUI | CastOp::FPToSI => {
            let f = v.as_f64()?;
            let w = to_bits.unwrap_or(64);
            // Saturating, NaN → 0 (what Metal's conversions and Rust's `as` both do).
            let bits = if op == CastOp::FPToUI {
                let max = mask(w) as f64;
                if f.is_nan() || f <= 0.0 {
                    0
                } else if f >= max {
                    mask(w)
                } else {
                    f as u64
                }
            } else {
                let half = 2f64.powi(w as i32 - 1);
                if f.is_nan() {
                    0
                } else if f >= half {
                    (half as u64).wrapping_sub(1)
                } else if f < -half {
                    (-half) as i64 as u64
                } else {
                    f as i64 as u64
                }
            };
            Val::int(bits, w)
        }
        // Into float, half or bfloat: through an f64 rounded to odd, so that the rounding
        // to the narrow format is the only one (`crate::air::int_to_odd_f64`).
        CastOp::UIToFP | CastOp::SIToFP => {
            let double = matches!(types.inner(types.scalar(to)), gpu_ir::TypeInner::Double);
            let x = match op {
                CastOp::UIToFP if double => v.as_u64()? as f64,
                CastOp::UIToFP => crate::air::int_to_odd_f64(v.as_u64()?),
                _ if double => v.as_i64()? as f64,
                _ => {
                    let s = v.as_i64()?;
                    let m = crate::air::int_to_odd_f64(s.unsigned_abs());
                    if s < 0 {
                        -m
                    } else {
                        m
                    }
                }
            };
            float_of(types, to, x)?
        }
        CastOp::FPTrunc | CastOp::FPExt => {
            // f64 → float rounds once; f64 → half / bfloat go through one rounding from f64.
            float_of(types, to, v.as_f64()?)?
        }
        CastOp::PtrToInt => Val::int(v.as_u64()?, to_bits.unwrap_or(64)),
        CastOp::IntToPtr | CastOp::AddrSpaceCast => Val::Ptr(v.as_u64()?),
        CastOp::BitCast => {
            if types.is_pointer(to) {
                return Ok(v.clone());
            }
            let size = layout(types, from)?.size.max(layout(types, to)?.size) as usize;
            let mut bytes = vec![0u8; size];
            to_bytes(types, from, v, &mut bytes)?;
            from_bytes(types, to, &bytes)?
        }
    })
}

fn rmw(types: &gpu_ir::Types, op: RmwOp, old: &Val, v: &Val, ty: Type) -> Result<Val, InterpError> {
    use RmwOp::*;
    Ok(match op {
        Xchg => v.clone(),
        FAdd => binary(types, BinaryOp::FAdd, old, v, ty)?,
        FSub => binary(types, BinaryOp::FSub, old, v, ty)?,
        _ => {
            let (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) = (old, v) else {
                return Err(InterpError::Type(format!("atomicrmw {} on {old:?}", op.name())));
            };
            let (p, q, w) = (*p, *q, *width);
            let r = match op {
                Add => p.wrapping_add(q),
                Sub => p.wrapping_sub(q),
                And => p & q,
                Nand => !(p & q),
                Or => p | q,
                Xor => p ^ q,
                Max => {
                    if sext(p, w) >= sext(q, w) {
                        p
                    } else {
                        q
                    }
                }
                Min => {
                    if sext(p, w) <= sext(q, w) {
                        p
                    } else {
                        q
                    }
                }
                UMax => p.max(q),
                UMin => p.min(q),
                _ => return Err(InterpError::Unsupported(format!("atomicrmw {}", op.name()))),
            };
            Val::int(r, w)
        }
    })
}

/// Built only on the error path: an eager `ok_or(InterpError::Finished)` constructs and
/// drops an error on every step, a measurable share of the interpreter's time.
fn finished() -> InterpError {
    InterpError::Finished
}
