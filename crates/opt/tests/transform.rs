//! Inlining, mem2reg (with scalar replacement) and the pipeline on functions built by hand:
//! the result is checked as printed IR (golden files in tests/golden, `BLESS=1` rewrites),
//! verified after each pass, and run in the interpreter before and after, against results
//! computed here in plain Rust.

mod common;

use common::*;
use gpu_ir::*;

/// `i32 clampadd(i32 a, i32 b)`: `t = a + b` through an alloca; returns 100 when
/// `t > 100` (signed), else `t` — two returns.
fn clampadd(m: &mut Module) -> FuncId {
    let i32t = m.types.int(32);
    let mut b = Fb::new(m, "clampadd", i32t, &[i32t, i32t]);
    b.f.linkage = Linkage::Internal;
    let e = b.block();
    let big = b.block();
    let small = b.block();
    let t = b.alloca(e, i32t);
    let s = b.bin(e, BinaryOp::Add, Value::Arg(0), Value::Arg(1));
    b.store(e, s, t);
    let v = b.load(e, i32t, t);
    let hundred = b.int(32, 100);
    let c = b.icmp(e, 38 /* sgt */, v, hundred);
    b.condbr(e, c, big, small);
    b.ret(big, Some(hundred));
    b.ret(small, Some(v));
    b.finish()
}

fn clampadd_ref(a: i32, b: i32) -> i32 {
    let t = a.wrapping_add(b);
    if t > 100 {
        100
    } else {
        t
    }
}

/// `kernel(i32 addrspace(1)* out, i32 tid)`: `out[tid] = clampadd(clampadd(7 * tid, 5), tid)`.
fn inline_kernel() -> (Module, FuncId) {
    let mut m = module();
    let callee = clampadd(&mut m);
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let out = m.types.pointer(i32t, 1);
    let void = m.types.void();
    let mut b = Fb::new(&mut m, "k", void, &[out, i32t]);
    let e = b.block();
    let seven = b.int(32, 7);
    let five = b.int(32, 5);
    let x = b.bin(e, BinaryOp::Mul, Value::Arg(1), seven);
    let r = b.call(e, callee, vec![x, five]);
    let y = b.call(e, callee, vec![r, Value::Arg(1)]);
    let idx = b.op(e, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let p = b.gep(e, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(e, y, p);
    b.ret(e, None);
    let k = b.finish();
    verify_module(&m).expect("verifies before");
    (m, k)
}

#[test]
fn inlining_splits_blocks_merges_returns_and_hoists_allocas() {
    let (mut m, k) = inline_kernel();
    let n = 40u32;
    let expected: Vec<u32> = (0..n as i32).map(|t| clampadd_ref(clampadd_ref(7 * t, 5), t) as u32).collect();
    let before = run(&m, k, &[vec![0; 4 * n as usize]], n);
    assert_eq!(u32s(&before[0]), expected, "the hand-built kernel computes the reference");
    let stats = opt::inline::inline_module(&mut m);
    assert_eq!(stats, opt::inline::InlineStats { inlined: 2, kept: 0 });
    verify_module(&m).expect("verifies after inlining");
    let f = &m.functions[k];
    let calls = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter(|&&i| matches!(f.insts[i].op, Op::Call { .. }))
        .count();
    assert_eq!(calls, 0);
    // Both allocas sit at the top of the entry block.
    let entry = &f.blocks[f.entry().expect("entry")];
    assert!(entry.insts.iter().take(2).all(|&i| matches!(f.insts[i].op, Op::Alloca { .. })));
    golden("inline_kernel.ll", &function_to_string(&m, &m.functions[k]));
    let after = run(&m, k, &[vec![0; 4 * n as usize]], n);
    assert_eq!(u32s(&after[0]), expected);
    // The whole pipeline: the allocas are promoted and the kernel still computes the same.
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    let stats = opt::pipeline::optimize(&mut m, &opts).expect("optimizes");
    // Two allocas in the kernel. `clampadd` (internal, every call inlined) is removed
    // right after inlining, before mem2reg would have promoted its own alloca.
    assert_eq!(stats.mem2reg.promoted, 2, "{stats:?}");
    assert_eq!(
        stats.globaldce,
        opt::globaldce::GlobalDceStats { functions: 1, declarations: 0, globals: 0 },
        "{stats:?}"
    );
    assert!(m.function_by_name("clampadd").is_none(), "the inlined helper is gone");
    let k = m.function_by_name("k").expect("the kernel stays");
    golden("inline_kernel_optimized.ll", &function_to_string(&m, &m.functions[k]));
    let f = &m.functions[k];
    assert!(!f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .any(|&i| matches!(f.insts[i].op, Op::Alloca { .. })));
    let opt_run = run(&m, k, &[vec![0; 4 * n as usize]], n);
    assert_eq!(u32s(&opt_run[0]), expected);
}

#[test]
fn recursive_calls_stay_calls() {
    let mut m = module();
    let i32t = m.types.int(32);
    // f(x) = x == 0 ? 0 : f(x - 1): recursion is not inlined.
    let fnty = m.types.intern(TypeInner::Function { ret: i32t, params: vec![i32t], vararg: false });
    let self_id = FuncId::from_index(m.functions.len() as u32);
    let mut b = Fb::new(&mut m, "rec", i32t, &[i32t]);
    let e = b.block();
    let z = b.block();
    let r = b.block();
    let zero = b.int(32, 0);
    let one = b.int(32, 1);
    let c = b.icmp(e, 32, Value::Arg(0), zero);
    b.condbr(e, c, z, r);
    b.ret(z, Some(zero));
    let d = b.bin(r, BinaryOp::Sub, Value::Arg(0), one);
    let callee = Value::Const(b.m.constants.append(ConstantData::Function(self_id)));
    let v = b.op(
        r,
        Op::Call {
            callee,
            fn_ty: fnty,
            args: vec![d],
            tail: 0,
            fast_math: 0,
            attrs: AttributeSet::default(),
        },
        i32t,
    );
    b.ret(r, Some(v));
    let f = b.finish();
    assert_eq!(f, self_id);
    verify_module(&m).expect("verifies");
    let before = function_to_string(&m, &m.functions[f]);
    let stats = opt::inline::inline_module(&mut m);
    assert_eq!(stats, opt::inline::InlineStats { inlined: 0, kept: 1 });
    assert_eq!(function_to_string(&m, &m.functions[f]), before);
}

/// `kernel(out, tid)`: `sum = 0; for (i = 0; i < tid; i++) sum += i; out[tid] = sum`,
/// with `sum` and `i` in allocas as an unoptimized compiler writes it.
fn loop_kernel() -> (Module, FuncId) {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "sum_below", void, &[out, i32t]);
    let e = b.block();
    let h = b.block();
    let body = b.block();
    let exit = b.block();
    let sum = b.alloca(e, i32t);
    let i = b.alloca(e, i32t);
    let zero = b.int(32, 0);
    let one = b.int(32, 1);
    b.store(e, zero, sum);
    b.store(e, zero, i);
    b.br(e, h);
    let iv = b.load(h, i32t, i);
    let c = b.icmp(h, 36 /* ult */, iv, Value::Arg(1));
    b.condbr(h, c, body, exit);
    let s = b.load(body, i32t, sum);
    let iv2 = b.load(body, i32t, i);
    let s2 = b.bin(body, BinaryOp::Add, s, iv2);
    b.store(body, s2, sum);
    let inc = b.bin(body, BinaryOp::Add, iv2, one);
    b.store(body, inc, i);
    b.br(body, h);
    let total = b.load(exit, i32t, sum);
    let idx = b.op(exit, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let p = b.gep(exit, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(exit, total, p);
    b.ret(exit, None);
    let k = b.finish();
    verify_module(&m).expect("verifies before");
    (m, k)
}

#[test]
fn mem2reg_turns_a_loop_in_memory_into_phis() {
    let (mut m, k) = loop_kernel();
    let n = 50u32;
    let expected: Vec<u32> = (0..n).map(|t| (0..t).sum()).collect();
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
    let stats = opt::mem2reg::mem2reg_function(&mut m, k);
    assert_eq!((stats.split, stats.promoted, stats.phis), (0, 2, 2), "{stats:?}");
    verify_module(&m).expect("verifies after mem2reg");
    golden("mem2reg_loop.ll", &function_to_string(&m, &m.functions[k]));
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
}

/// `kernel(out, tid)`: a `{ i32, [2 x i32] }` and a `[4 x i32]` in memory. The struct is
/// accessed at constant paths only and is split and promoted; the array is indexed by
/// `tid & 3` and stays memory.
fn aggregate_kernel() -> (Module, FuncId) {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let arr2 = m.types.intern(TypeInner::Array { elem: i32t, len: 2 });
    let st = m.types.intern(TypeInner::Struct { fields: vec![i32t, arr2], packed: false });
    let arr4 = m.types.intern(TypeInner::Array { elem: i32t, len: 4 });
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "aggregates", void, &[out, i32t]);
    let e = b.block();
    let s = b.alloca(e, st);
    let a = b.alloca(e, arr4);
    let (z32, one32, three32) = (b.int(32, 0), b.int(32, 1), b.int(32, 3));
    let (z64, one64) = (b.int(64, 0), b.int(64, 1));
    let f0 = b.gep(e, st, s, vec![z32, z32], i32t);
    let f10 = b.gep(e, st, s, vec![z32, one32, z64], i32t);
    let f11 = b.gep(e, st, s, vec![z32, one32, one64], i32t);
    let t3 = b.bin(e, BinaryOp::Mul, Value::Arg(1), three32);
    b.store(e, t3, f0);
    b.store(e, Value::Arg(1), f10);
    b.store(e, one32, f11);
    // The array: a[k] = k * 10 for k = 0..4, then read a[tid & 3].
    for k in 0..4u64 {
        let ki = b.int(64, k);
        let p = b.gep(e, arr4, a, vec![z64, ki], i32t);
        let v = b.int(32, k * 10);
        b.store(e, v, p);
    }
    let masked = b.bin(e, BinaryOp::And, Value::Arg(1), three32);
    let mi = b.op(e, Op::Cast { op: CastOp::ZExt, value: masked }, i64t);
    let pa = b.gep(e, arr4, a, vec![z64, mi], i32t);
    let va = b.load(e, i32t, pa);
    let x0 = b.load(e, i32t, f0);
    let x1 = b.load(e, i32t, f10);
    let x2 = b.load(e, i32t, f11);
    let s1 = b.bin(e, BinaryOp::Add, x0, x1);
    let s2 = b.bin(e, BinaryOp::Add, s1, x2);
    let s3 = b.bin(e, BinaryOp::Add, s2, va);
    let idx = b.op(e, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let p = b.gep(e, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(e, s3, p);
    b.ret(e, None);
    let k = b.finish();
    verify_module(&m).expect("verifies before");
    (m, k)
}

#[test]
fn scalar_replacement_splits_structs_and_leaves_indexed_arrays_in_memory() {
    let (mut m, k) = aggregate_kernel();
    let n = 20u32;
    let expected: Vec<u32> = (0..n).map(|t| 3 * t + t + 1 + (t & 3) * 10).collect();
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
    let stats = opt::mem2reg::mem2reg_function(&mut m, k);
    assert_eq!((stats.split, stats.promoted), (1, 3), "{stats:?}");
    verify_module(&m).expect("verifies after mem2reg");
    opt::dce::dce_function(&mut m, k);
    verify_module(&m).expect("verifies after dce");
    golden("mem2reg_aggregates.ll", &function_to_string(&m, &m.functions[k]));
    let f = &m.functions[k];
    let allocas: Vec<Type> = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter_map(|&i| match f.insts[i].op {
            Op::Alloca { allocated, .. } => Some(allocated),
            _ => None,
        })
        .collect();
    assert_eq!(allocas.len(), 1, "only the indexed array stays");
    assert!(matches!(m.types.inner(allocas[0]), TypeInner::Array { len: 4, .. }));
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
}

#[test]
fn an_alloca_whose_address_escapes_is_not_promoted() {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let p0 = m.types.pointer(i32t, 0);
    let pp = m.types.pointer(p0, 1);
    let mut b = Fb::new(&mut m, "escape", void, &[pp, i32t]);
    let e = b.block();
    let a = b.alloca(e, i32t);
    b.store(e, Value::Arg(1), a);
    // The address itself is stored: the alloca escapes.
    b.store(e, a, Value::Arg(0));
    b.ret(e, None);
    let k = b.finish();
    verify_module(&m).expect("verifies");
    let before = function_to_string(&m, &m.functions[k]);
    let stats = opt::mem2reg::mem2reg_function(&mut m, k);
    assert_eq!(stats.promoted, 0);
    assert_eq!(function_to_string(&m, &m.functions[k]), before);
}

#[test]
fn disable_optimizations_only_inlines() {
    let (mut m, _) = inline_kernel();
    let opts = opt::pipeline::Options { disable_optimizations: true, verify_each: true, unroll: true };
    let stats = opt::pipeline::optimize(&mut m, &opts).expect("runs");
    assert_eq!(stats.inline.inlined, 2);
    assert_eq!((stats.folded, stats.dead_removed, stats.mem2reg.promoted), (0, 0, 0));
    // Global dead-code elimination completes inlining: it runs here too.
    assert_eq!(stats.globaldce.functions, 1, "{stats:?}");
    assert_eq!(m.functions.len(), 1, "only the kernel is left");
    let k = m.function_by_name("k").expect("the kernel stays");
    let f = &m.functions[k];
    let allocas = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter(|&&i| matches!(f.insts[i].op, Op::Alloca { .. }))
        .count();
    assert_eq!(allocas, 2, "mem2reg is optional and did not run");
    verify_module(&m).expect("verifies");
}

#[test]
fn the_pipeline_reports_a_module_that_does_not_verify() {
    let (mut m, k) = loop_kernel();
    // Break the module: the entry block loses its terminator.
    let f = &mut m.functions[k];
    let e = f.entry().expect("entry");
    f.blocks[e].insts.pop();
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    let err = opt::pipeline::optimize(&mut m, &opts).expect_err("must not verify");
    assert!(matches!(err, opt::pipeline::OptError::Input(_)), "{err}");
    assert!(err.to_string().contains("sum_below"), "{err}");
}

/// `tests/data/unoptimized.ll` (assembled to `unoptimized.bc` by LLVM 14's `llvm-as`; the
/// source says what it computes): real AIR bitcode with a helper called twice, a struct
/// and an indexed array in memory, and loop counters in allocas.
#[test]
fn unoptimized_air_is_inlined_promoted_and_computes_the_same() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/unoptimized.bc");
    let bytes = std::fs::read(&path).expect("unoptimized.bc");
    let mut m = air::read_module(&bytes).expect("decodes").module;
    gpu_ir::passes::lower_air_calls(&mut m);
    let k = m.function_by_name("weighted").expect("kernel");
    let (threads, limit) = (40u32, 37u32);
    let weight = |x: i32| x.wrapping_abs().wrapping_mul(3);
    let expected: Vec<u32> = (0..threads)
        .map(|gid| {
            if gid >= limit {
                return u32::MAX;
            }
            let vals: Vec<i32> = (0..4).map(|i| (gid + i) as i32 - 5).collect();
            let (mut sum, mut c1) = (0i32, 0i32);
            for j in 0..=gid % 8 {
                sum += weight(vals[(j & 3) as usize]);
                c1 += 1;
            }
            let c0 = weight(gid as i32 - 3);
            (sum * 10 + c1 + c0 * 1000) as u32
        })
        .collect();
    let buffers = || vec![vec![0xFF; 4 * threads as usize], bytes_of(&[limit])];
    assert_eq!(u32s(&run(&m, k, &buffers(), threads)[0]), expected, "before optimization");
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    let stats = opt::pipeline::optimize(&mut m, &opts).expect("optimizes");
    assert_eq!(stats.inline.inlined, 2, "{stats:?}");
    assert_eq!(stats.mem2reg.split, 1, "the struct is split: {stats:?}");
    // The internal, `noinline` helper `weight` has no caller left: it is removed.
    assert_eq!(stats.globaldce.functions, 1, "{stats:?}");
    assert!(m.function_by_name("weight").is_none(), "the inlined helper is gone");
    let k = m.function_by_name("weighted").expect("the kernel stays");
    golden("unoptimized_weighted.ll", &function_to_string(&m, &m.functions[k]));
    let f = &m.functions[k];
    let allocas: Vec<String> = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter_map(|&i| match f.insts[i].op {
            Op::Alloca { allocated, .. } => Some(m.types.display(allocated)),
            _ => None,
        })
        .collect();
    assert_eq!(allocas, vec!["[4 x i32]".to_string()], "only the indexed array stays memory");
    assert_eq!(u32s(&run(&m, k, &buffers(), threads)[0]), expected, "after optimization");
    let s = opt::structurize::structurize(f).expect("structurizes");
    s.check(f).expect("the tree matches the CFG");
    let seeds = opt::uniformity::seeds_from_metadata(&m, k);
    assert_eq!(seeds, vec![false, false, true]);
    let u = opt::uniformity::analyze(&m, f, &seeds);
    golden("unoptimized_weighted.txt", &format!("{}{}", s.to_text(&m, f), u.to_text(&m, f)));
}

#[test]
fn a_callee_with_a_byval_parameter_is_not_inlined() {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let p = m.types.pointer(i32t, 0);
    // void set(i32* byval(i32) %p) { store 7, %p }: writes its own copy.
    let mut b = Fb::new(&mut m, "set", void, &[p]);
    b.f.attrs.params =
        vec![vec![Attribute { key: "byval".into(), value: None, string: false, ty: Some(i32t) }]];
    let e = b.block();
    let seven = b.int(32, 7);
    b.store(e, seven, Value::Arg(0));
    b.ret(e, None);
    let set = b.finish();
    let mut b = Fb::new(&mut m, "caller", void, &[]);
    let e = b.block();
    let x = b.alloca(e, i32t);
    b.call(e, set, vec![x]);
    b.ret(e, None);
    b.finish();
    verify_module(&m).expect("verifies");
    let stats = opt::inline::inline_module(&mut m);
    assert_eq!(stats, opt::inline::InlineStats { inlined: 0, kept: 1 });
}

/// A deterministic pseudo-random sequence (splitmix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// A random kernel over three `i32` slots in allocas and a step counter: `n` blocks, each
/// doing a few loads, arithmetic or calls of `clampadd`, and stores, then (while steps remain) branching on a bit
/// of a slot to one of two random blocks (loops included); at the end each thread writes
/// its slots to `out[tid * 3 + s]`.
fn random_kernel(r: &mut Rng) -> (Module, FuncId) {
    let mut m = module();
    let helper = clampadd(&mut m);
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "random", void, &[out, i32t]);
    let n = 2 + r.below(6) as usize;
    let entry = b.block();
    let bodies: Vec<Block> = (0..n).map(|_| b.block()).collect();
    let guards: Vec<Block> = (0..n).map(|_| b.block()).collect();
    let chooses: Vec<Block> = (0..n).map(|_| b.block()).collect();
    let exit = b.block();
    let slots: Vec<Value> = (0..3).map(|_| b.alloca(entry, i32t)).collect();
    let steps = b.alloca(entry, i32t);
    let (zero, one, twenty) = (b.int(32, 0), b.int(32, 1), b.int(32, 20));
    b.store(entry, Value::Arg(1), slots[0]);
    b.store(entry, one, slots[1]);
    b.store(entry, twenty, slots[2]);
    b.store(entry, twenty, steps);
    b.br(entry, bodies[0]);
    for k in 0..n {
        let body = bodies[k];
        for _ in 0..1 + r.below(3) {
            let a = b.load(body, i32t, slots[r.below(3) as usize]);
            let rhs = if r.below(2) == 0 {
                b.load(body, i32t, slots[r.below(3) as usize])
            } else {
                b.int(32, r.below(9))
            };
            // Some steps call `clampadd` (two returns, an alloca): inlined inside loops.
            let v = match r.below(5) {
                4 => b.call(body, helper, vec![a, rhs]),
                k => b.bin(
                    body,
                    [BinaryOp::Add, BinaryOp::Sub, BinaryOp::Mul, BinaryOp::Xor][k as usize],
                    a,
                    rhs,
                ),
            };
            b.store(body, v, slots[r.below(3) as usize]);
        }
        let s = b.load(body, i32t, steps);
        let s1 = b.bin(body, BinaryOp::Sub, s, one);
        b.store(body, s1, steps);
        b.br(body, guards[k]);
        let s = b.load(guards[k], i32t, steps);
        let done = b.icmp(guards[k], 32, s, zero);
        b.condbr(guards[k], done, exit, chooses[k]);
        let x = b.load(chooses[k], i32t, slots[r.below(3) as usize]);
        let bit = b.int(32, 1 << r.below(3));
        let masked = b.bin(chooses[k], BinaryOp::And, x, bit);
        let c = b.icmp(chooses[k], 33, masked, zero);
        let (t, o) = (bodies[r.below(n as u64) as usize], bodies[r.below(n as u64) as usize]);
        b.condbr(chooses[k], c, t, o);
    }
    let three = b.int(32, 3);
    let base = b.bin(exit, BinaryOp::Mul, Value::Arg(1), three);
    for (s, &slot) in slots.iter().enumerate() {
        let v = b.load(exit, i32t, slot);
        let off = b.int(32, s as u64);
        let i = b.bin(exit, BinaryOp::Add, base, off);
        let i64v = b.op(exit, Op::Cast { op: CastOp::ZExt, value: i }, i64t);
        let p = b.gep(exit, i32t, Value::Arg(0), vec![i64v], i32t);
        b.store(exit, v, p);
    }
    b.ret(exit, None);
    let f = b.finish();
    verify_module(&m).expect("the random kernel verifies");
    (m, f)
}

#[test]
fn random_kernels_compute_the_same_after_the_pipeline() {
    let mut r = Rng(11);
    let threads = 8u32;
    let (mut promoted, mut irreducible, mut inlined) = (0, 0, 0);
    for case in 0..400 {
        let (mut m, k) = random_kernel(&mut r);
        let before = run(&m, k, &[vec![0; 12 * threads as usize]], threads);
        let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
        let stats = opt::pipeline::optimize(&mut m, &opts).unwrap_or_else(|e| panic!("case {case}: {e}"));
        promoted += stats.mem2reg.promoted;
        inlined += stats.inline.inlined;
        // The helper, when it was called, is gone: the kernel's handle may have moved.
        let k = m.function_by_name("random").expect("the kernel stays");
        let f = &m.functions[k];
        assert!(
            !f.blocks
                .iter()
                .flat_map(|(_, b)| b.insts.iter())
                .any(|&i| matches!(f.insts[i].op, Op::Alloca { .. })),
            "case {case}: every slot is promoted"
        );
        let after = run(&m, k, &[vec![0; 12 * threads as usize]], threads);
        assert_eq!(before, after, "case {case}:\n{}", function_to_string(&m, f));
        // Random branches can make a loop with two entries: that one is refused.
        match opt::structurize::structurize(f) {
            Ok(s) => s.check(f).unwrap_or_else(|e| panic!("case {case}: {e}")),
            Err(opt::structurize::StructurizeError::Irreducible { .. }) => irreducible += 1,
            Err(e) => panic!("case {case}: {e}"),
        }
    }
    // The kernel's four slots in every case, and the copies of `clampadd`'s alloca (the
    // helper itself is removed before mem2reg).
    assert!(promoted >= 400 * 4, "{promoted}");
    assert!(inlined > 200, "calls inlined: {inlined}");
    assert!(irreducible < 200, "{irreducible} of 400 irreducible");
}
