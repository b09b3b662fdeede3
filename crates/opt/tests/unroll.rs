//! Full unrolling (`opt::unroll`) and what it exposes to scalar replacement, on a kernel
//! built by hand: a thread array filled by a counted loop, summed by a loop over a
//! pointer induction variable, then a two-iteration loop driven by a boolean phi (the
//! form the mlx fragment loops take), and a loop whose trip count is the thread index.
//! The result is run in the interpreter before and after and compared with plain Rust;
//! the printed IR is a golden file (`BLESS=1` rewrites).

mod common;

use common::*;
use gpu_ir::*;

const ULT: u8 = 36;
const EQ: u8 = 32;

fn kernel() -> (Module, FuncId) {
    let mut m = module();
    let void = m.types.void();
    let i1 = m.types.int(1);
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let arr = m.types.intern(TypeInner::Array { elem: i32t, len: 4 });
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "loops", void, &[out, i32t]);
    let e = b.block();
    let fill = b.block();
    let pre = b.block();
    let sum = b.block();
    let mid = b.block();
    let two = b.block();
    let var = b.block();
    let exit = b.block();
    let a = b.alloca(e, arr);
    let (z32, one32, four32, three32) = (b.int(32, 0), b.int(32, 1), b.int(32, 4), b.int(32, 3));
    let (z64, one64, four64) = (b.int(64, 0), b.int(64, 1), b.int(64, 4));
    b.br(e, fill);
    // for (i = 0; i < 4; i++) a[i] = tid * i + 1;
    let i = b.phi(fill, i32t, vec![(z32, e)]);
    let ix = b.op(fill, Op::Cast { op: CastOp::ZExt, value: i }, i64t);
    let p = b.gep(fill, arr, a, vec![z64, ix], i32t);
    let t = b.bin(fill, BinaryOp::Mul, Value::Arg(1), i);
    let t1 = b.bin(fill, BinaryOp::Add, t, one32);
    b.store(fill, t1, p);
    let inext = b.bin(fill, BinaryOp::Add, i, one32);
    let c = b.icmp(fill, ULT, inext, four32);
    b.condbr(fill, c, fill, pre);
    if let Op::Phi { incoming } = &mut b.f.insts[inst(i)].op {
        incoming.push((inext, fill));
    }
    // for (q = &a[0]; q != &a[4]; q++) s += *q;
    let first = b.gep(pre, arr, a, vec![z64, z64], i32t);
    let end = b.gep(pre, arr, a, vec![z64, four64], i32t);
    b.br(pre, sum);
    let q = b.phi(sum, b.m.value_type(&b.f, first), vec![(first, pre)]);
    let s = b.phi(sum, i32t, vec![(z32, pre)]);
    let v = b.load(sum, i32t, q);
    let s2 = b.bin(sum, BinaryOp::Add, s, v);
    let q2 = b.gep(sum, i32t, q, vec![one64], i32t);
    let done = b.icmp(sum, EQ, q2, end);
    b.condbr(sum, done, mid, sum);
    for (phi, val) in [(q, q2), (s, s2)] {
        if let Op::Phi { incoming } = &mut b.f.insts[inst(phi)].op {
            incoming.push((val, sum));
        }
    }
    b.br(mid, two);
    // Two iterations: `more` is true on entry and false on the way round.
    let t_ = Value::Const(b.m.constants.append(ConstantData::Int { ty: i1, bits: 1 }));
    let f_ = Value::Const(b.m.constants.append(ConstantData::Int { ty: i1, bits: 0 }));
    let more = b.phi(two, i1, vec![(t_, mid), (f_, two)]);
    let j = b.phi(two, i32t, vec![(z32, mid), (one32, two)]);
    let acc = b.phi(two, i32t, vec![(s2, mid)]);
    let acc3 = b.bin(two, BinaryOp::Mul, acc, three32);
    let acc4 = b.bin(two, BinaryOp::Add, acc3, j);
    // a[j] = acc: the array indexed by the counter is what makes the loop worth unrolling.
    let jx = b.op(two, Op::Cast { op: CastOp::ZExt, value: j }, i64t);
    let pj = b.gep(two, arr, a, vec![z64, jx], i32t);
    b.store(two, acc4, pj);
    if let Op::Phi { incoming } = &mut b.f.insts[inst(acc)].op {
        incoming.push((acc4, two));
    }
    b.condbr(two, more, two, var);
    // for (k = 0; k < tid; k++) x += k; — the trip count depends on the thread.
    let k = b.phi(var, i32t, vec![(z32, two)]);
    let x = b.phi(var, i32t, vec![(acc4, two)]);
    let x2 = b.bin(var, BinaryOp::Add, x, k);
    let k2 = b.bin(var, BinaryOp::Add, k, one32);
    let more_k = b.icmp(var, ULT, k2, Value::Arg(1));
    b.condbr(var, more_k, var, exit);
    for (phi, val) in [(k, k2), (x, x2)] {
        if let Op::Phi { incoming } = &mut b.f.insts[inst(phi)].op {
            incoming.push((val, var));
        }
    }
    let idx = b.op(exit, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let po = b.gep(exit, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(exit, x2, po);
    b.ret(exit, None);
    let f = b.finish();
    verify_module(&m).expect("verifies before");
    (m, f)
}

fn inst(v: Value) -> Inst {
    match v {
        Value::Inst(i) => i,
        _ => panic!("not an instruction"),
    }
}

fn reference(tid: u32) -> u32 {
    let a: Vec<u32> = (0..4).map(|i| tid.wrapping_mul(i) + 1).collect();
    let s: u32 = a.iter().sum();
    let mut acc = s;
    for j in 0..2 {
        acc = acc.wrapping_mul(3).wrapping_add(j);
    }
    // The `var` loop runs at least once (its test is at the bottom).
    let mut x = acc;
    let mut k = 0u32;
    loop {
        x = x.wrapping_add(k);
        k += 1;
        if k >= tid {
            break;
        }
    }
    x
}

fn back_edges(f: &Function) -> usize {
    let cfg = opt::dominators::Cfg::new(f);
    let dom = opt::dominators::Dominators::of(&cfg);
    opt::dominators::natural_loops(&cfg, &dom).len()
}

#[test]
fn constant_trip_loops_unroll_and_their_array_becomes_registers() {
    let (mut m, k) = kernel();
    let n = 40u32;
    let expected: Vec<u32> = (0..n).map(reference).collect();
    assert_eq!(
        u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]),
        expected,
        "the kernel computes the reference"
    );
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    let stats = opt::pipeline::optimize(&mut m, &opts).expect("optimizes");
    assert_eq!(stats.unrolled, 3, "{stats:?}");
    let f = &m.functions[k];
    assert_eq!(back_edges(f), 1, "only the loop over the thread index stays");
    let allocas = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter(|&&i| matches!(f.insts[i].op, Op::Alloca { .. } | Op::Load { .. }))
        .count();
    assert_eq!(allocas, 0, "the array is split and promoted after unrolling");
    golden("unroll_loops.ll", &function_to_string(&m, f));
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
}

#[test]
fn a_loop_longer_than_the_limit_stays() {
    // `for (i = 0; i < 1000; i++) a[i & 3] = i;`: the simulation gives up after MAX_TRIP
    // iterations.
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let arr = m.types.intern(TypeInner::Array { elem: i32t, len: 4 });
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "long", void, &[out, i32t]);
    let (e, l, x) = (b.block(), b.block(), b.block());
    let (z, one, lim, three) = (b.int(32, 0), b.int(32, 1), b.int(32, 1000), b.int(32, 3));
    let z64 = b.int(64, 0);
    let a = b.alloca(e, arr);
    b.br(e, l);
    let i = b.phi(l, i32t, vec![(z, e)]);
    let low = b.bin(l, BinaryOp::And, i, three);
    let ix = b.op(l, Op::Cast { op: CastOp::ZExt, value: low }, i64t);
    let pa = b.gep(l, arr, a, vec![z64, ix], i32t);
    b.store(l, i, pa);
    let i2 = b.bin(l, BinaryOp::Add, i, one);
    let c = b.icmp(l, ULT, i2, lim);
    b.condbr(l, c, l, x);
    if let Op::Phi { incoming } = &mut b.f.insts[inst(i)].op {
        incoming.push((i2, l));
    }
    let p = b.gep(x, i32t, Value::Arg(0), vec![z], i32t);
    b.store(x, i2, p);
    b.ret(x, None);
    let k = b.finish();
    verify_module(&m).expect("verifies");
    assert_eq!(opt::unroll::unroll_function(&mut m, k), 0);
    assert_eq!(back_edges(&m.functions[k]), 1);
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4]], 1)[0]), vec![1000]);
}

/// `out[tid] = (tid < 8 ? tid * 3 + (tid * 3) : 7) + tid * 3`: the products in the branch
/// and after the merge repeat the entry block's, which dominates both; the branch's
/// product does not dominate the merge, so the merge's is matched with the entry's.
#[test]
fn a_loop_without_a_thread_array_stays() {
    // `for (i = 0; i < 4; i++) x = x * 3 + i;`: a constant trip count, but no thread array
    // for scalar replacement to take out of memory, so unrolling would only add code.
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "arith", void, &[out, i32t]);
    let (e, l, x) = (b.block(), b.block(), b.block());
    let (z, one, four, three) = (b.int(32, 0), b.int(32, 1), b.int(32, 4), b.int(32, 3));
    b.br(e, l);
    let i = b.phi(l, i32t, vec![(z, e)]);
    let acc = b.phi(l, i32t, vec![(Value::Arg(1), e)]);
    let acc3 = b.bin(l, BinaryOp::Mul, acc, three);
    let acc4 = b.bin(l, BinaryOp::Add, acc3, i);
    let i2 = b.bin(l, BinaryOp::Add, i, one);
    let c = b.icmp(l, ULT, i2, four);
    b.condbr(l, c, l, x);
    for (phi, val) in [(i, i2), (acc, acc4)] {
        if let Op::Phi { incoming } = &mut b.f.insts[inst(phi)].op {
            incoming.push((val, l));
        }
    }
    let p = b.gep(x, i32t, Value::Arg(0), vec![z], i32t);
    b.store(x, acc4, p);
    b.ret(x, None);
    let k = b.finish();
    verify_module(&m).expect("verifies");
    // One thread: x starts as its index, 0.
    let expected = (0..4u32).fold(0u32, |a, i| a.wrapping_mul(3).wrapping_add(i));
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4]], 1)[0]), vec![expected]);
    assert_eq!(opt::unroll::unroll_function(&mut m, k), 0);
    assert_eq!(back_edges(&m.functions[k]), 1);
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4]], 1)[0]), vec![expected]);
}

#[test]
fn a_loop_filling_a_vector_at_its_counter_unrolls() {
    // mlx's `MMAFrag::load`: `for (k = 0; k < 2; k++) v = insertelement v, in[tid + k], k;`
    // then `out[tid] = v[0] * 10 + v[1]`. Unrolled, every element index is a constant.
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let v2 = m.types.intern(TypeInner::Vector { elem: i32t, len: 2 });
    let ptr = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "frag", void, &[ptr, ptr, i32t]);
    let (e, l, x) = (b.block(), b.block(), b.block());
    let (z, one, two, ten) = (b.int(32, 0), b.int(32, 1), b.int(32, 2), b.int(32, 10));
    let undef = Value::Const(b.m.constants.append(ConstantData::Undef(v2)));
    b.br(e, l);
    let k = b.phi(l, i32t, vec![(z, e)]);
    let v = b.phi(l, v2, vec![(undef, e)]);
    let at = b.bin(l, BinaryOp::Add, Value::Arg(2), k);
    let at64 = b.op(l, Op::Cast { op: CastOp::ZExt, value: at }, i64t);
    let p = b.gep(l, i32t, Value::Arg(1), vec![at64], i32t);
    let y = b.load(l, i32t, p);
    let v2n = b.op(l, Op::InsertElement { vector: v, value: y, index: k }, v2);
    let k2 = b.bin(l, BinaryOp::Add, k, one);
    let c = b.icmp(l, ULT, k2, two);
    b.condbr(l, c, l, x);
    for (phi, val) in [(k, k2), (v, v2n)] {
        if let Op::Phi { incoming } = &mut b.f.insts[inst(phi)].op {
            incoming.push((val, l));
        }
    }
    let e0 = b.op(x, Op::ExtractElement { vector: v2n, index: z }, i32t);
    let e1 = b.op(x, Op::ExtractElement { vector: v2n, index: one }, i32t);
    let t = b.bin(x, BinaryOp::Mul, e0, ten);
    let r = b.bin(x, BinaryOp::Add, t, e1);
    let tid = b.op(x, Op::Cast { op: CastOp::ZExt, value: Value::Arg(2) }, i64t);
    let o = b.gep(x, i32t, Value::Arg(0), vec![tid], i32t);
    b.store(x, r, o);
    b.ret(x, None);
    let f = b.finish();
    verify_module(&m).expect("verifies");
    let input: Vec<u8> = (0..8u32).flat_map(|i| (i + 1).to_le_bytes()).collect();
    let before = u32s(&run(&m, f, &[vec![0; 16], input.clone()], 4)[0]);
    assert_eq!(before, vec![12, 23, 34, 45]);
    assert_eq!(opt::unroll::unroll_function(&mut m, f), 1);
    verify_module(&m).expect("verifies after unrolling");
    assert_eq!(back_edges(&m.functions[f]), 0);
    assert_eq!(u32s(&run(&m, f, &[vec![0; 16], input], 4)[0]), before);
}

#[test]
fn cse_replaces_what_a_dominator_computed() {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "cse", void, &[out, i32t]);
    let (e, t, j) = (b.block(), b.block(), b.block());
    let (three, eight, seven) = (b.int(32, 3), b.int(32, 8), b.int(32, 7));
    let x = b.bin(e, BinaryOp::Mul, Value::Arg(1), three);
    let c = b.icmp(e, ULT, Value::Arg(1), eight);
    b.condbr(e, c, t, j);
    let y = b.bin(t, BinaryOp::Mul, Value::Arg(1), three);
    let s = b.bin(t, BinaryOp::Add, x, y);
    b.br(t, j);
    let p = b.phi(j, i32t, vec![(s, t), (seven, e)]);
    let z = b.bin(j, BinaryOp::Mul, Value::Arg(1), three);
    let r = b.bin(j, BinaryOp::Add, p, z);
    let idx = b.op(j, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let po = b.gep(j, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(j, r, po);
    b.ret(j, None);
    let k = b.finish();
    verify_module(&m).expect("verifies");
    let n = 16u32;
    let expected: Vec<u32> = (0..n).map(|t| if t < 8 { 6 * t } else { 7 } + 3 * t).collect();
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
    assert_eq!(opt::cse::cse_function(&mut m, k), 2);
    verify_module(&m).expect("verifies after CSE");
    let f = &m.functions[k];
    let muls = f
        .blocks
        .iter()
        .flat_map(|(_, b)| b.insts.iter())
        .filter(|&&i| matches!(f.insts[i].op, Op::Binary { op: BinaryOp::Mul, .. }))
        .count();
    assert_eq!(muls, 1);
    assert_eq!(u32s(&run(&m, k, &[vec![0; 4 * n as usize]], n)[0]), expected);
}
