//! The interpreter core on kernels built by hand: instruction semantics, threadgroup
//! memory and barriers, SIMD-group collectives with divergent lanes, partial threadgroups,
//! and located errors for out-of-bounds accesses. Expected results are computed here in
//! plain Rust, never by the interpreter.

use gpu_ir::*;
use interp::exec::CallResult;
use interp::memory::Ptr;
use interp::*;

/// A tiny IR builder: one function, blocks, and instructions appended in order.
struct B {
    m: Module,
    f: Function,
}

impl B {
    fn new(name: &str, params: &[Type], m: Module) -> B {
        let mut m = m;
        let void = m.types.void();
        let fnty = m.types.intern(TypeInner::Function { ret: void, params: params.to_vec(), vararg: false });
        let ptr_ty = m.types.pointer(fnty, 0);
        let f = Function {
            name: name.into(),
            ty: fnty,
            ptr_ty,
            params: params.iter().map(|&ty| Param { ty, name: None }).collect(),
            linkage: Linkage::External,
            attrs: AttributeSet::default(),
            section: None,
            calling_conv: 0,
            blocks: Arena::new(),
            insts: Arena::new(),
        };
        B { m, f }
    }
    fn block(&mut self) -> Block {
        self.f.blocks.append(BlockData { name: None, insts: vec![] })
    }
    fn op(&mut self, b: Block, op: Op, ty: Type) -> Value {
        let i = self.f.insts.append(InstData { op, ty, name: None, loc: None });
        self.f.blocks[b].insts.push(i);
        Value::Inst(i)
    }
    fn int(&mut self, bits: u32, v: u64) -> Value {
        let ty = self.m.types.int(bits);
        Value::Const(self.m.constants.append(ConstantData::Int { ty, bits: u128::from(v) }))
    }
    /// Declares an intrinsic and returns a constant naming it.
    fn declare(&mut self, name: &str, ret: Type, params: &[Type]) -> (Value, Type) {
        let fnty = self.m.types.intern(TypeInner::Function { ret, params: params.to_vec(), vararg: false });
        let ptr_ty = self.m.types.pointer(fnty, 0);
        let h = self.m.functions.append(Function {
            name: name.into(),
            ty: fnty,
            ptr_ty,
            params: params.iter().map(|&ty| Param { ty, name: None }).collect(),
            linkage: Linkage::External,
            attrs: AttributeSet::default(),
            section: None,
            calling_conv: 0,
            blocks: Arena::new(),
            insts: Arena::new(),
        });
        (Value::Const(self.m.constants.append(ConstantData::Function(h))), fnty)
    }
    fn finish(mut self) -> (Module, FuncId) {
        let h = self.m.functions.append(self.f);
        verify_module(&self.m).expect("the hand-built module verifies");
        (self.m, h)
    }
}

fn module() -> Module {
    Module { triple: "air64-apple-macosx14.0.0".into(), ..Default::default() }
}

/// A host for these tests: `wg_barrier` (threadgroup scope, void) and `simd_sum`
/// (SIMD-group scope: the sum over the lanes that reach it).
struct TestHost;

impl Host for TestHost {
    fn call(
        &mut self,
        machine: &mut Machine<'_>,
        _thread: ThreadId,
        callee: FuncId,
        _args: &[Val],
        _ret: Type,
    ) -> Result<CallResult, InterpError> {
        match machine.module.functions[callee].name.as_str() {
            "wg_barrier" | "simd_sum" => Ok(CallResult::Collective),
            other => Err(InterpError::Unsupported(other.to_owned())),
        }
    }
}

impl Collective for TestHost {
    fn scope(&self, machine: &Machine<'_>, callee: FuncId) -> Scope {
        if machine.module.functions[callee].name == "wg_barrier" {
            Scope::Threadgroup
        } else {
            Scope::Simdgroup
        }
    }
    fn run_collective(
        &mut self,
        machine: &mut Machine<'_>,
        lanes: &[(ThreadId, &Pending)],
    ) -> Result<Vec<Val>, InterpError> {
        if machine.module.functions[lanes[0].1.callee].name == "wg_barrier" {
            return Ok(vec![Val::Void; lanes.len()]);
        }
        let mut sum = 0u64;
        for (_, p) in lanes {
            sum = sum.wrapping_add(p.args[0].as_u64()?);
        }
        Ok(vec![Val::int(sum, 32); lanes.len()])
    }
}

fn buffer(machine: &mut Machine<'_>, bytes: Vec<u8>, label: &str) -> u64 {
    machine.mem.alloc_with(bytes, 1, label).expect("alloc").encode()
}

fn bytes_of(machine: &Machine<'_>, p: u64) -> Vec<u8> {
    let r = Ptr::decode(p).expect("pointer").region as usize;
    machine.mem.regions[r].bytes.clone()
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `c[i] = a[i] * 2 + b[i]` for `i = thread_position_in_grid.x`.
fn saxpy() -> (Module, FuncId) {
    let mut m = module();
    let f32t = m.types.intern(TypeInner::Float);
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let void = m.types.void();
    let p = m.types.pointer(f32t, 1);
    let two =
        Value::Const(m.constants.append(ConstantData::Float { ty: f32t, bits: 2.0f32.to_bits() as u64 }));
    let mut b = B::new("saxpy", &[p, p, p, i32t], m);
    let e = b.block();
    let idx = b.op(e, Op::Cast { op: CastOp::ZExt, value: Value::Arg(3) }, i64t);
    let pa = b.op(e, Op::Gep { source: f32t, base: Value::Arg(0), indices: vec![idx], inbounds: true }, p);
    let pb = b.op(e, Op::Gep { source: f32t, base: Value::Arg(1), indices: vec![idx], inbounds: true }, p);
    let pc = b.op(e, Op::Gep { source: f32t, base: Value::Arg(2), indices: vec![idx], inbounds: true }, p);
    let va = b.op(e, Op::Load { ty: f32t, ptr: pa, align: 4, volatile: false }, f32t);
    let vb = b.op(e, Op::Load { ty: f32t, ptr: pb, align: 4, volatile: false }, f32t);
    let t = b.op(e, Op::Binary { op: BinaryOp::FMul, lhs: va, rhs: two, flags: 0 }, f32t);
    let s = b.op(e, Op::Binary { op: BinaryOp::FAdd, lhs: t, rhs: vb, flags: 0 }, f32t);
    b.op(e, Op::Store { ptr: pc, value: s, align: 4, volatile: false }, void);
    b.op(e, Op::Ret { value: None }, void);
    b.finish()
}

#[test]
fn saxpy_over_partial_threadgroups() {
    let (m, k) = saxpy();
    let mut machine = Machine::new(&m).expect("machine");
    let n = 100u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    let pa = buffer(&mut machine, a.iter().flat_map(|x| x.to_le_bytes()).collect(), "buffer 0");
    let pb = buffer(&mut machine, b.iter().flat_map(|x| x.to_le_bytes()).collect(), "buffer 1");
    let pc = buffer(&mut machine, vec![0; 4 * n as usize], "buffer 2");
    // 100 threads in threadgroups of 32: the last threadgroup has 4 threads.
    let d = Dispatch { grid: Grid::Threads([n, 1, 1]), threadgroup_size: [32, 1, 1] };
    run_kernel(&mut machine, &mut TestHost, k, &d, &mut |_, ids| {
        Ok(vec![
            Val::Ptr(pa),
            Val::Ptr(pb),
            Val::Ptr(pc),
            Val::int(u64::from(ids.thread_position_in_grid[0]), 32),
        ])
    })
    .expect("runs");
    let c = f32s(&bytes_of(&machine, pc));
    let expected: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x * 2.0 + y).collect();
    assert_eq!(c, expected);
}

#[test]
fn out_of_bounds_is_a_located_error() {
    let (m, k) = saxpy();
    let mut machine = Machine::new(&m).expect("machine");
    let pa = buffer(&mut machine, vec![0; 16], "buffer 0");
    let pb = buffer(&mut machine, vec![0; 64], "buffer 1");
    let pc = buffer(&mut machine, vec![0; 64], "buffer 2");
    let d = Dispatch { grid: Grid::Threadgroups([1, 1, 1]), threadgroup_size: [16, 1, 1] };
    let e = run_kernel(&mut machine, &mut TestHost, k, &d, &mut |_, ids| {
        Ok(vec![
            Val::Ptr(pa),
            Val::Ptr(pb),
            Val::Ptr(pc),
            Val::int(u64::from(ids.thread_position_in_grid[0]), 32),
        ])
    })
    .expect_err("thread 4 reads past buffer 0");
    let text = e.to_string();
    assert!(text.contains("in @saxpy"), "{text}");
    assert!(text.contains("thread (4, 0, 0)"), "{text}");
    assert!(
        text.contains("out-of-bounds access to buffer 0: 4 bytes at offset 16, but it has 16 bytes"),
        "{text}"
    );
}

/// Threadgroup reduction: every thread writes its value to threadgroup memory, a barrier,
/// then thread 0 sums the threadgroup's values in a loop and writes the sum; also each
/// thread writes `simd_sum` of its value (a SIMD-group collective) to `sums[gid]`.
fn reduce() -> (Module, FuncId) {
    let mut m = module();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let i1 = m.types.int(1);
    let void = m.types.void();
    let arr = m.types.intern(TypeInner::Array { elem: i32t, len: 64 });
    let tg_ptr = m.types.pointer(arr, 3);
    let tg_elem = m.types.pointer(i32t, 3);
    let dev = m.types.pointer(i32t, 1);
    let g = m.globals.append(GlobalVar {
        name: "scratch".into(),
        value_type: arr,
        ty: tg_ptr,
        addrspace: 3,
        linkage: Linkage::Internal,
        constant: false,
        init: None,
        align: 4,
        section: None,
        externally_initialized: false,
        unnamed_addr: 0,
        thread_local: false,
    });
    let gv = Value::Const(m.constants.append(ConstantData::Global(g)));
    // params: input, per-threadgroup totals, per-thread simd sums, lid, gid, tgid
    let mut b = B::new("reduce", &[dev, dev, dev, i32t, i32t, i32t], m);
    let (barrier, barrier_ty) = b.declare("wg_barrier", void, &[]);
    let (simd_sum, simd_ty) = b.declare("simd_sum", i32t, &[i32t]);
    let zero32 = b.int(32, 0);
    let one32 = b.int(32, 1);
    let n64 = b.int(32, 64);
    let zero64 = b.int(64, 0);
    let entry = b.block();
    let head = b.block();
    let body = b.block();
    let done = b.block();
    let exit = b.block();
    let gid64 = b.op(entry, Op::Cast { op: CastOp::ZExt, value: Value::Arg(4) }, i64t);
    let lid64 = b.op(entry, Op::Cast { op: CastOp::ZExt, value: Value::Arg(3) }, i64t);
    let pin =
        b.op(entry, Op::Gep { source: i32t, base: Value::Arg(0), indices: vec![gid64], inbounds: true }, dev);
    let x = b.op(entry, Op::Load { ty: i32t, ptr: pin, align: 4, volatile: false }, i32t);
    let slot =
        b.op(entry, Op::Gep { source: arr, base: gv, indices: vec![zero64, lid64], inbounds: true }, tg_elem);
    b.op(entry, Op::Store { ptr: slot, value: x, align: 4, volatile: false }, void);
    let call = |callee, fn_ty, args| Op::Call {
        callee,
        fn_ty,
        args,
        tail: 0,
        fast_math: 0,
        attrs: AttributeSet::default(),
    };
    let s = b.op(entry, call(simd_sum, simd_ty, vec![x]), i32t);
    let psum =
        b.op(entry, Op::Gep { source: i32t, base: Value::Arg(2), indices: vec![gid64], inbounds: true }, dev);
    b.op(entry, Op::Store { ptr: psum, value: s, align: 4, volatile: false }, void);
    b.op(entry, call(barrier, barrier_ty, vec![]), void);
    let is0 = b.op(entry, Op::Cmp { pred: Predicate(32), lhs: Value::Arg(3), rhs: zero32, fast_math: 0 }, i1);
    b.op(entry, Op::CondBr { cond: is0, then: head, otherwise: exit }, void);
    // head: i = phi [0, entry], [i+1, body]; acc = phi [0, entry], [acc+v, body]
    let i_phi =
        b.f.insts.append(InstData { op: Op::Phi { incoming: vec![] }, ty: i32t, name: None, loc: None });
    let acc_phi =
        b.f.insts.append(InstData { op: Op::Phi { incoming: vec![] }, ty: i32t, name: None, loc: None });
    b.f.blocks[head].insts.extend([i_phi, acc_phi]);
    let (iv, acc) = (Value::Inst(i_phi), Value::Inst(acc_phi));
    let more = b.op(head, Op::Cmp { pred: Predicate(36), lhs: iv, rhs: n64, fast_math: 0 }, i1);
    b.op(head, Op::CondBr { cond: more, then: body, otherwise: done }, void);
    let i64v = b.op(body, Op::Cast { op: CastOp::ZExt, value: iv }, i64t);
    let p =
        b.op(body, Op::Gep { source: arr, base: gv, indices: vec![zero64, i64v], inbounds: true }, tg_elem);
    let v = b.op(body, Op::Load { ty: i32t, ptr: p, align: 4, volatile: false }, i32t);
    let acc2 = b.op(body, Op::Binary { op: BinaryOp::Add, lhs: acc, rhs: v, flags: 0 }, i32t);
    let i2 = b.op(body, Op::Binary { op: BinaryOp::Add, lhs: iv, rhs: one32, flags: 0 }, i32t);
    b.op(body, Op::Br { dest: head }, void);
    b.f.insts[i_phi].op = Op::Phi { incoming: vec![(zero32, entry), (i2, body)] };
    b.f.insts[acc_phi].op = Op::Phi { incoming: vec![(zero32, entry), (acc2, body)] };
    let tg64 = b.op(done, Op::Cast { op: CastOp::ZExt, value: Value::Arg(5) }, i64t);
    let pout =
        b.op(done, Op::Gep { source: i32t, base: Value::Arg(1), indices: vec![tg64], inbounds: true }, dev);
    b.op(done, Op::Store { ptr: pout, value: acc, align: 4, volatile: false }, void);
    b.op(done, Op::Br { dest: exit }, void);
    b.op(exit, Op::Ret { value: None }, void);
    b.finish()
}

#[test]
fn threadgroup_reduction_with_barrier_and_simd_sum() {
    let (m, k) = reduce();
    let mut machine = Machine::new(&m).expect("machine");
    let groups = 3u32;
    let input: Vec<u32> = (0..64 * groups).map(|i| i * 7 % 101).collect();
    let pin = buffer(&mut machine, input.iter().flat_map(|x| x.to_le_bytes()).collect(), "input");
    let pout = buffer(&mut machine, vec![0; 4 * groups as usize], "totals");
    let psum = buffer(&mut machine, vec![0; 4 * 64 * groups as usize], "simd sums");
    let d = Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] };
    run_kernel(&mut machine, &mut TestHost, k, &d, &mut |_, ids| {
        Ok(vec![
            Val::Ptr(pin),
            Val::Ptr(pout),
            Val::Ptr(psum),
            Val::int(u64::from(ids.thread_index_in_threadgroup), 32),
            Val::int(u64::from(ids.thread_position_in_grid[0]), 32),
            Val::int(u64::from(ids.threadgroup_position_in_grid[0]), 32),
        ])
    })
    .expect("runs");
    let totals = u32s(&bytes_of(&machine, pout));
    let expected: Vec<u32> = input.chunks(64).map(|c| c.iter().sum()).collect();
    assert_eq!(totals, expected);
    let sums = u32s(&bytes_of(&machine, psum));
    let expected: Vec<u32> =
        input.chunks(32).flat_map(|c| std::iter::repeat_n(c.iter().sum::<u32>(), 32)).collect();
    assert_eq!(sums, expected);
}

#[test]
fn bad_dispatches_are_rejected() {
    let (m, k) = saxpy();
    let mut machine = Machine::new(&m).expect("machine");
    for d in [
        Dispatch { grid: Grid::Threads([4, 1, 1]), threadgroup_size: [0, 1, 1] },
        Dispatch { grid: Grid::Threads([4, 1, 1]), threadgroup_size: [1025, 1, 1] },
        Dispatch { grid: Grid::Threadgroups([0, 1, 1]), threadgroup_size: [4, 1, 1] },
    ] {
        let e = run_kernel(&mut machine, &mut TestHost, k, &d, &mut |_, _| Ok(vec![])).expect_err("rejected");
        assert!(e.to_string().starts_with("bad dispatch"), "{e}");
    }
}

/// `air.normalize_function_constant_predicate` answers in the call's declared type: AIR
/// declares it returning `i8` as well as `i1`, and an `i1` value where the kernel expects
/// an `i8` would be a type error further on (a store of the wrong size, a bad compare).
#[test]
fn normalize_function_constant_predicate_returns_the_call_type() {
    for ret_bits in [1u32, 8] {
        let mut b = B::new("k", &[], module());
        let i8t = b.m.types.int(8);
        let ret = b.m.types.int(ret_bits);
        let (callee, _) = b.declare("air.normalize_function_constant_predicate.i8", ret, &[i8t]);
        let e = b.block();
        let void = b.m.types.void();
        b.op(e, Op::Ret { value: None }, void);
        let (m, _) = b.finish();
        let Value::Const(c) = callee else { panic!("a constant") };
        let ConstantData::Function(fid) = m.constants[c] else { panic!("a function") };
        let mut machine = Machine::new(&m).expect("machine");
        let mut host = AirHost::new(&m);
        for (x, want) in [(0u64, 0u64), (1, 1), (0x80, 1), (0xff, 1)] {
            let r = host.call(&mut machine, ThreadId::default(), fid, &[Val::int(x, 8)], ret).expect("runs");
            let CallResult::Value(v) = r else { panic!("not collective") };
            assert_eq!(v, Val::int(want, ret_bits), "normalize({x:#x}) as i{ret_bits}");
        }
    }
}

/// Records every event of an observed run.
#[derive(Default)]
struct Recorder {
    threadgroups: Vec<[u32; 3]>,
    /// (threadgroup count so far, local index, instruction, value)
    values: Vec<(usize, u32, Inst, Val)>,
    /// (threadgroup count so far, local index, from, to)
    branches: Vec<(usize, u32, Block, Block)>,
    stop_after: Option<usize>,
    /// (local index, the thread's `lid` argument)
    starts: Vec<(u32, Val)>,
}

impl Observer for Recorder {
    fn threadgroup(&mut self, position: [u32; 3]) {
        self.threadgroups.push(position);
    }
    fn arguments(&mut self, t: ThreadId, _func: FuncId, args: &[Val]) {
        self.starts.push((t.local_index, args[3].clone()));
    }
    fn value(&mut self, t: ThreadId, _func: FuncId, inst: Inst, value: &Val) {
        self.values.push((self.threadgroups.len(), t.local_index, inst, value.clone()));
    }
    fn branch(&mut self, t: ThreadId, _func: FuncId, from: Block, to: Block) {
        self.branches.push((self.threadgroups.len(), t.local_index, from, to));
    }
    fn stop(&mut self) -> bool {
        self.stop_after.is_some_and(|n| self.values.len() >= n)
    }
}

/// The observer hears each thread's arguments, one value per executed instruction that is
/// no terminator, one per phi of each entered block, collective results as the calls'
/// values, and every branch; the run itself is the same as without it.
#[test]
fn an_observer_hears_every_value_and_branch() {
    let (m, k) = reduce();
    let groups = 2u32;
    let input: Vec<u32> = (0..64 * groups).map(|i| i * 7 % 101).collect();
    let run = |obs: Option<&mut Recorder>| {
        let mut machine = Machine::new(&m).expect("machine");
        let pin = buffer(&mut machine, input.iter().flat_map(|x| x.to_le_bytes()).collect(), "input");
        let pout = buffer(&mut machine, vec![0; 4 * groups as usize], "totals");
        let psum = buffer(&mut machine, vec![0; 4 * 64 * groups as usize], "simd sums");
        let d = Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] };
        let mut args = |_: &mut Machine<'_>, ids: &ThreadIds| {
            Ok(vec![
                Val::Ptr(pin),
                Val::Ptr(pout),
                Val::Ptr(psum),
                Val::int(u64::from(ids.thread_index_in_threadgroup), 32),
                Val::int(u64::from(ids.thread_position_in_grid[0]), 32),
                Val::int(u64::from(ids.threadgroup_position_in_grid[0]), 32),
            ])
        };
        let r = match obs {
            Some(o) => run_kernel_observed(&mut machine, &mut TestHost, k, &d, &mut args, o),
            None => run_kernel(&mut machine, &mut TestHost, k, &d, &mut args),
        };
        (r, machine.steps, bytes_of(&machine, pout))
    };
    let (plain, plain_steps, plain_out) = run(None);
    plain.expect("runs");
    let mut rec = Recorder::default();
    let (observed, steps, out) = run(Some(&mut rec));
    observed.expect("runs");
    assert_eq!((steps, &out), (plain_steps, &plain_out), "observing changes nothing");
    assert_eq!(rec.threadgroups, vec![[0, 0, 0], [1, 0, 0]]);
    // Each thread's arguments as it starts: `lid` is its index in the threadgroup.
    assert_eq!(rec.starts.len(), 128);
    assert!(rec.starts.iter().all(|(i, lid)| *lid == Val::int(u64::from(*i), 32)));
    let f = &m.functions[k];
    let is_phi = |i: Inst| matches!(f.insts[i].op, Op::Phi { .. });
    let phis = rec.values.iter().filter(|v| is_phi(v.2)).count() as u64;
    // Every step is a value or a branch, but `ret` (one per thread); phis are no steps.
    let rets = u64::from(groups) * 64;
    assert_eq!(rec.values.len() as u64 + rec.branches.len() as u64 + rets, steps + phis);
    // Thread 0 loops 64 times: both phis on entry to the header and after each iteration.
    let t0 = |g: usize| rec.values.iter().filter(move |v| v.0 == g && v.1 == 0 && is_phi(v.2)).count();
    assert_eq!((t0(1), t0(2)), (2 * 65, 2 * 65));
    assert_eq!(rec.branches.iter().filter(|b| b.0 == 1 && b.1 == 0).count(), 1 + 2 * 64 + 2);
    // Thread 1 only leaves the entry block.
    assert_eq!(rec.branches.iter().filter(|b| b.0 == 1 && b.1 == 1).count(), 1);
    // The SIMD sum reaches each lane as the call's value: one SIMD-group's total.
    let call_values: Vec<(u32, u32)> = rec
        .values
        .iter()
        .filter(|v| v.0 == 2 && matches!(f.insts[v.2].op, Op::Call { .. }) && v.3 != Val::Void)
        .map(|v| (v.1, v.3.as_u64().expect("an integer") as u32))
        .collect();
    let sum = |lo: usize| input[64 + lo..64 + lo + 32].iter().sum::<u32>();
    assert_eq!(call_values.len(), 64);
    assert!(call_values.iter().all(|&(lane, s)| s == sum(lane as usize / 32 * 32)), "{call_values:?}");
    // An observer may stop the run.
    let mut rec = Recorder { stop_after: Some(10), ..Recorder::default() };
    let (stopped, _, _) = run(Some(&mut rec));
    let e = stopped.expect_err("stopped");
    assert!(
        matches!(e, InterpError::At { ref source, .. } if matches!(**source, InterpError::Stopped)),
        "{e}"
    );
}

/// `for (i = 0; i < 4; i++) if (lane < i) out[lane * 4 + i] = simd_sum(1);` — a SIMD-group
/// function under a divergent branch inside a uniform loop.
fn collective_in_divergent_loop() -> (Module, FuncId) {
    let mut m = module();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let i1 = m.types.int(1);
    let void = m.types.void();
    let dev = m.types.pointer(i32t, 1);
    let mut b = B::new("collective_in_divergent_loop", &[dev, i32t], m);
    let (simd_sum, simd_ty) = b.declare("simd_sum", i32t, &[i32t]);
    let (zero, one, four) = (b.int(32, 0), b.int(32, 1), b.int(32, 4));
    let [entry, head, then, latch, exit] = [(); 5].map(|_| b.block());
    b.op(entry, Op::Br { dest: head }, void);
    let i_phi =
        b.f.insts.append(InstData { op: Op::Phi { incoming: vec![] }, ty: i32t, name: None, loc: None });
    b.f.blocks[head].insts.push(i_phi);
    let i = Value::Inst(i_phi);
    // icmp ult lane, i
    let c = b.op(head, Op::Cmp { pred: Predicate(36), lhs: Value::Arg(1), rhs: i, fast_math: 0 }, i1);
    b.op(head, Op::CondBr { cond: c, then, otherwise: latch }, void);
    let call = Op::Call {
        callee: simd_sum,
        fn_ty: simd_ty,
        args: vec![one],
        tail: 0,
        fast_math: 0,
        attrs: AttributeSet::default(),
    };
    let s = b.op(then, call, i32t);
    let l4 = b.op(then, Op::Binary { op: BinaryOp::Mul, lhs: Value::Arg(1), rhs: four, flags: 0 }, i32t);
    let idx = b.op(then, Op::Binary { op: BinaryOp::Add, lhs: l4, rhs: i, flags: 0 }, i32t);
    let idx64 = b.op(then, Op::Cast { op: CastOp::ZExt, value: idx }, i64t);
    let p =
        b.op(then, Op::Gep { source: i32t, base: Value::Arg(0), indices: vec![idx64], inbounds: true }, dev);
    b.op(then, Op::Store { ptr: p, value: s, align: 4, volatile: false }, void);
    b.op(then, Op::Br { dest: latch }, void);
    let i1v = b.op(latch, Op::Binary { op: BinaryOp::Add, lhs: i, rhs: one, flags: 0 }, i32t);
    let more = b.op(latch, Op::Cmp { pred: Predicate(36), lhs: i1v, rhs: four, fast_math: 0 }, i1);
    b.op(latch, Op::CondBr { cond: more, then: head, otherwise: exit }, void);
    b.op(exit, Op::Ret { value: None }, void);
    b.f.insts[i_phi].op = Op::Phi { incoming: vec![(zero, entry), (i1v, latch)] };
    b.finish()
}

/// Lanes meet at a SIMD-group function only in the same loop iteration (found by the
/// uniformity runtime check's reasoning, docs/interp.md). Here lane 0 first reaches the
/// call in iteration 1, lane 1 in iteration 2 and lane 2 in iteration 3; a SIMD machine
/// runs iteration i with lanes 0..i active, so `simd_sum(1)` is i. A scheduler matching
/// lanes by call site alone would run the three lanes' first calls together (3), then
/// lanes 0 and 1 (2), then lane 0 (1).
#[test]
fn collectives_in_divergent_loop_iterations_run_per_iteration() {
    let (m, k) = collective_in_divergent_loop();
    let mut machine = Machine::new(&m).expect("machine");
    let out = buffer(&mut machine, vec![0; 4 * 4 * 4], "out");
    let d = Dispatch { grid: Grid::Threads([4, 1, 1]), threadgroup_size: [4, 1, 1] };
    run_kernel(&mut machine, &mut TestHost, k, &d, &mut |_, ids| {
        Ok(vec![Val::Ptr(out), Val::int(u64::from(ids.thread_index_in_simdgroup), 32)])
    })
    .expect("runs");
    let got = u32s(&bytes_of(&machine, out));
    let want: Vec<u32> = (0..16u32).map(|x| if x / 4 < x % 4 { x % 4 } else { 0 }).collect();
    assert_eq!(got, want, "out[lane * 4 + i]: simd_sum(1) in iteration i");
}
