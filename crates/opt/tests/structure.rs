//! The structurizer and the uniformity analysis on CFGs built by hand (golden region trees
//! and uniformity listings in tests/golden, `BLESS=1` rewrites), on random CFGs (the tree
//! must take exactly the CFG's paths, checked by running both on the same branch
//! decisions; irreducible graphs, recognised independently by T1/T2 reduction, must be
//! refused), and on the AIR fixtures.

mod common;

use common::*;
use gpu_ir::*;
use opt::structurize::{structurize, Jump, Node, StructurizeError};

/// A function `void f(i1 %c0, i1 %c1, i32 %s)` with `n` blocks and the given
/// terminators: `T::Ret`, `T::Br(b)`, `T::If(cond arg, then, else)`, `T::Switch(default,
/// cases)`.
#[derive(Clone, Debug)]
enum T {
    Ret,
    Br(u32),
    If(u32, u32, u32),
    Switch(u32, Vec<u32>),
}

fn build(terms: &[T]) -> (Module, FuncId) {
    let mut m = module();
    let void = m.types.void();
    let i1 = m.types.int(1);
    let i32t = m.types.int(32);
    let mut b = Fb::new(&mut m, "f", void, &[i1, i1, i32t]);
    let blocks: Vec<Block> = terms.iter().map(|_| b.block()).collect();
    for (k, t) in terms.iter().enumerate() {
        let bl = blocks[k];
        match t {
            T::Ret => b.ret(bl, None),
            T::Br(d) => b.br(bl, blocks[*d as usize]),
            T::If(c, x, y) => b.condbr(bl, Value::Arg(*c), blocks[*x as usize], blocks[*y as usize]),
            T::Switch(d, cases) => {
                let cases: Vec<(ConstId, Block)> = cases
                    .iter()
                    .enumerate()
                    .map(|(v, &x)| {
                        let c = b.m.constants.append(ConstantData::Int { ty: i32t, bits: v as u128 });
                        (c, blocks[x as usize])
                    })
                    .collect();
                b.void(bl, Op::Switch { value: Value::Arg(2), default: blocks[*d as usize], cases });
            }
        }
    }
    let f = b.finish();
    (m, f)
}

fn tree_text(terms: &[T]) -> String {
    let (m, f) = build(terms);
    let func = &m.functions[f];
    let s = structurize(func).expect("structurizes");
    s.check(func).expect("the tree matches the CFG");
    s.to_text(&m, func)
}

#[test]
fn if_else_and_if_without_else() {
    // 0: if c0 { 1 } else { 2 }; 3: if c1 { 4 }; 5: return
    let text = tree_text(&[T::If(0, 1, 2), T::Br(3), T::Br(3), T::If(1, 4, 5), T::Br(5), T::Ret]);
    golden("if_else.txt", &text);
}

#[test]
fn loop_with_break_and_continue() {
    // 0 → 1 (header); 1: if c0 → 2 else → 5 (exit); 2: if c1 → 3 (continue path) else → 4
    // (break path); 3 → 1; 4 → 5; 5: return.
    let text = tree_text(&[T::Br(1), T::If(0, 2, 5), T::If(1, 3, 4), T::Br(1), T::Br(5), T::Ret]);
    golden("loop_break_continue.txt", &text);
}

#[test]
fn nested_loops_and_a_switch() {
    // 0 → 1 outer header; 1 → 2 inner header; 2: if c0 → 2 (self loop) else 3;
    // 3: if c1 → 1 else 4; 4: switch s [0 → 5, 1 → 6, default → 7]; 5,6 → 7; 7: return.
    let text = tree_text(&[
        T::Br(1),
        T::Br(2),
        T::If(0, 2, 3),
        T::If(1, 1, 4),
        T::Switch(7, vec![5, 6]),
        T::Br(7),
        T::Br(7),
        T::Ret,
    ]);
    golden("nested_loops_switch.txt", &text);
}

#[test]
fn an_irreducible_cfg_is_a_clear_error() {
    // 0: if c0 → 1 else 2; 1 → 2; 2 → 1: a loop with two entries.
    let (m, f) = build(&[T::If(0, 1, 2), T::Br(2), T::Br(1)]);
    let e = structurize(&m.functions[f]).expect_err("irreducible");
    assert!(matches!(e, StructurizeError::Irreducible { .. }), "{e}");
    let text = e.to_string();
    assert!(text.contains("function `f`") && text.contains("irreducible"), "{text}");
}

#[test]
fn a_declaration_has_nothing_to_structurize() {
    let mut m = module();
    let void = m.types.void();
    let f = Fb::new(&mut m, "decl", void, &[]).finish();
    assert!(matches!(structurize(&m.functions[f]), Err(StructurizeError::Declaration { .. })));
}

/// A deterministic pseudo-random sequence (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Reducibility by T1/T2 reduction (Hecht & Ullman), independent of the structurizer:
/// remove self-loops; merge a node with a single predecessor into it; reducible iff one
/// node remains. Only nodes reachable from 0 count.
fn reducible(succs: &[Vec<u32>]) -> bool {
    let n = succs.len();
    let mut reach = vec![false; n];
    let mut stack = vec![0usize];
    reach[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &succs[b] {
            if !reach[s as usize] {
                reach[s as usize] = true;
                stack.push(s as usize);
            }
        }
    }
    let mut edges: std::collections::BTreeSet<(usize, usize)> = std::collections::BTreeSet::new();
    for b in 0..n {
        if reach[b] {
            for &s in &succs[b] {
                edges.insert((b, s as usize));
            }
        }
    }
    let mut alive: std::collections::BTreeSet<usize> = (0..n).filter(|&b| reach[b]).collect();
    loop {
        edges.retain(|&(a, b)| a != b);
        let victim = alive.iter().copied().find(|&x| {
            x != 0 && {
                let preds: std::collections::BTreeSet<usize> =
                    edges.iter().filter(|e| e.1 == x).map(|e| e.0).collect();
                preds.len() == 1
            }
        });
        let Some(x) = victim else { break };
        let p = edges.iter().find(|e| e.1 == x).map(|e| e.0).expect("pred");
        let moved: Vec<(usize, usize)> = edges.iter().filter(|e| e.0 == x || e.1 == x).copied().collect();
        for e in moved {
            edges.remove(&e);
            if e.0 == x {
                edges.insert((p, e.1));
            }
        }
        alive.remove(&x);
    }
    alive.len() == 1
}

/// Which successor (by operand order) block `b` takes on its `visit`-th execution.
fn decide(seed: u64, b: u32, visit: u32, nsucc: usize) -> usize {
    let mut r = Rng(seed ^ (u64::from(b) << 20) ^ u64::from(visit).wrapping_mul(0x1234_5678_9ABC));
    r.below(nsucc as u64) as usize
}

const STEPS: usize = 300;

/// The edges a CFG walk takes, in order.
fn walk_cfg(succs: &[Vec<u32>], seed: u64) -> Vec<(u32, u32)> {
    let mut visits = vec![0u32; succs.len()];
    let mut b = 0u32;
    let mut out = Vec::new();
    while out.len() < STEPS {
        visits[b as usize] += 1;
        let s = &succs[b as usize];
        if s.is_empty() {
            break;
        }
        let next = s[decide(seed, b, visits[b as usize], s.len())];
        out.push((b, next));
        b = next;
    }
    out
}

enum Signal {
    Normal,
    Break(Block),
    Continue(Block),
    Stop,
}

/// Runs the region tree on the same decisions, recording the edges its jumps take.
struct TreeRun<'a> {
    succs: &'a [Vec<u32>],
    seed: u64,
    visits: Vec<u32>,
    edges: Vec<(u32, u32)>,
}

impl TreeRun<'_> {
    fn choice(&self, b: Block) -> usize {
        let k = b.index();
        decide(self.seed, k as u32, self.visits[k], self.succs[k].len())
    }
    fn seq(&mut self, nodes: &[Node]) -> Signal {
        for n in nodes {
            if self.edges.len() >= STEPS {
                return Signal::Stop;
            }
            let s = match n {
                Node::Code(b) => {
                    self.visits[b.index()] += 1;
                    Signal::Normal
                }
                Node::Jump { from, to, kind } => {
                    self.edges.push((from.index() as u32, to.index() as u32));
                    match kind {
                        Jump::Enter => Signal::Normal,
                        Jump::Break => Signal::Break(*to),
                        Jump::Continue => Signal::Continue(*to),
                    }
                }
                Node::If { block, then, otherwise, .. } => {
                    if self.choice(*block) == 0 {
                        self.seq(then)
                    } else {
                        self.seq(otherwise)
                    }
                }
                Node::Switch { block, cases, default, .. } => match self.choice(*block) {
                    0 => self.seq(default),
                    k => self.seq(&cases[k - 1].1),
                },
                Node::Loop { header, body } => loop {
                    match self.seq(body) {
                        Signal::Continue(h) if h == *header => continue,
                        Signal::Normal => panic!("a loop body fell off its end"),
                        other => break other,
                    }
                },
                Node::Scope { next, body } => match self.seq(body) {
                    Signal::Break(t) if t == *next => Signal::Normal,
                    Signal::Normal => panic!("a scope body fell off its end"),
                    other => other,
                },
                Node::Return { .. } | Node::Unreachable { .. } => Signal::Stop,
            };
            if !matches!(s, Signal::Normal) {
                return s;
            }
        }
        Signal::Normal
    }
}

fn random_terms(r: &mut Rng) -> Vec<T> {
    let n = 2 + r.below(11) as u32;
    (0..n)
        .map(|k| {
            // Mostly forward edges, some backward, so that loops are common but most
            // graphs stay reducible.
            let target = |r: &mut Rng| {
                if r.below(4) == 0 {
                    r.below(u64::from(n)) as u32
                } else {
                    (k + 1 + r.below(3) as u32).min(n - 1)
                }
            };
            match r.below(10) {
                0 => T::Ret,
                1..=3 => T::Br(target(r)),
                4..=8 => {
                    let (a, b) = (target(r), target(r));
                    T::If(r.below(2) as u32, a, b)
                }
                _ => {
                    let d = target(r);
                    let cases = (0..1 + r.below(3)).map(|_| target(r)).collect();
                    T::Switch(d, cases)
                }
            }
        })
        .collect()
}

#[test]
fn random_cfgs_structurize_exactly_when_reducible_and_keep_their_paths() {
    let mut r = Rng(7);
    let (mut reducible_seen, mut irreducible_seen) = (0, 0);
    for case in 0..3000 {
        let terms = random_terms(&mut r);
        let (m, f) = build(&terms);
        let func = &m.functions[f];
        let cfg = opt::dominators::Cfg::new(func);
        match structurize(func) {
            Ok(s) => {
                assert!(reducible(&cfg.succs), "case {case}: {terms:?} structurized but is irreducible");
                reducible_seen += 1;
                s.check(func).unwrap_or_else(|e| panic!("case {case}: {terms:?}: {e}"));
                let _ = s.to_text(&m, func);
                for seed in 0..4 {
                    let want = walk_cfg(&cfg.succs, seed);
                    let mut run =
                        TreeRun { succs: &cfg.succs, seed, visits: vec![0; terms.len()], edges: Vec::new() };
                    run.seq(&s.body);
                    assert_eq!(
                        run.edges,
                        want,
                        "case {case} seed {seed}: {terms:?}\n{}",
                        s.to_text(&m, func)
                    );
                }
            }
            Err(StructurizeError::Irreducible { .. }) => {
                assert!(!reducible(&cfg.succs), "case {case}: {terms:?} is reducible but was refused");
                irreducible_seen += 1;
            }
            Err(e) => panic!("case {case}: {e}"),
        }
    }
    assert!(reducible_seen > 1000 && irreducible_seen > 50, "{reducible_seen} / {irreducible_seen}");
}

#[test]
fn deep_nesting_is_refused_not_a_stack_overflow() {
    // A chain of 5000 nested ifs: block k: if c0 → k+1 else → exit (each `if` nests the
    // next one), ending in a return.
    let n = 5000u32;
    let mut terms: Vec<T> = (0..n).map(|k| T::If(0, k + 1, n + 1)).collect();
    terms.push(T::Br(n + 1));
    terms.push(T::Ret);
    let (m, f) = build(&terms);
    match structurize(&m.functions[f]) {
        Err(StructurizeError::TooDeep { .. }) => {}
        other => panic!("{:?}", other.map(|_| ())),
    }
}

#[test]
fn nesting_as_deep_as_a_small_function_allows_fits_the_test_stack() {
    // 250 nested ifs: 750 frames of recursion, which fit a test thread's 2 MiB stack in a
    // debug build; structurize runs bounds above 400 frames on its own large stack, so
    // this depth on the caller's stack leaves room to spare. Shallower nests (70 here)
    // run on the caller's stack.
    for n in [70u32, 250] {
        let mut terms: Vec<T> = (0..n).map(|k| T::If(0, k + 1, n + 1)).collect();
        terms.push(T::Br(n + 1));
        terms.push(T::Ret);
        let (m, f) = build(&terms);
        let s = structurize(&m.functions[f]).expect("structurizes");
        s.check(&m.functions[f]).expect("matches the CFG");
    }
}

#[test]
fn deep_but_allowed_nesting_structurizes() {
    // 900 nested ifs: below the limit, on the structurizer's own large stack.
    let n = 900u32;
    let mut terms: Vec<T> = (0..n).map(|k| T::If(0, k + 1, n + 1)).collect();
    terms.push(T::Br(n + 1));
    terms.push(T::Ret);
    let (m, f) = build(&terms);
    let s = structurize(&m.functions[f]).expect("structurizes");
    s.check(&m.functions[f]).expect("matches the CFG");
}

// ---- uniformity ----

/// `kernel(i32 addrspace(1)* out, i32 n, i32 tid)` with a divergent if, a uniform loop
/// and a loop whose exit depends on the thread, plus SIMD-group operations.
fn uniformity_kernel() -> (Module, FuncId) {
    let mut m = module();
    let void = m.types.void();
    let i32t = m.types.int(32);
    let f32t = m.types.intern(TypeInner::Float);
    let out = m.types.pointer(i32t, 1);
    let mut b = Fb::new(&mut m, "kernel", void, &[out, i32t, i32t]);
    let (n, tid) = (Value::Arg(1), Value::Arg(2));
    let [e, a, j, uh, ub, dh, db, x] = [0; 8].map(|_| b.block());
    let zero = b.int(32, 0);
    let one = b.int(32, 1);
    // e: if tid < n { a: n2 = n + 1 } j: p = phi(n2, n)
    let c = b.icmp(e, 36, tid, n);
    b.condbr(e, c, a, j);
    let n2 = b.bin(a, BinaryOp::Add, n, one);
    b.br(a, j);
    let p = b.phi(j, i32t, vec![(n2, a), (n, e)]);
    let sq = b.bin(j, BinaryOp::Mul, n, n);
    b.br(j, uh);
    // Uniform loop: for (i = 0; i < n; i++)
    let i_next = Value::Inst(Handle::from_index(9_999)); // patched below
    let i = b.phi(uh, i32t, vec![(zero, j), (i_next, ub)]);
    let uc = b.icmp(uh, 36, i, n);
    b.condbr(uh, uc, ub, dh);
    let inc = b.bin(ub, BinaryOp::Add, i, one);
    b.br(ub, uh);
    // Divergent loop: for (k = 0; k < tid; k++); its counter is used after it.
    let k_next = Value::Inst(Handle::from_index(9_998));
    let k = b.phi(dh, i32t, vec![(zero, uh), (k_next, db)]);
    let dc = b.icmp(dh, 36, k, tid);
    b.condbr(dh, dc, db, x);
    let kinc = b.bin(db, BinaryOp::Add, k, one);
    b.br(db, dh);
    // x: SIMD-group operations and the results.
    let tf = b.op(x, Op::Cast { op: CastOp::UIToFP, value: tid }, f32t);
    let sum_op = gpu_ir::decode_name("air.simd_sum.f32").expect("decodes");
    let s = b.op(x, Op::Gpu { op: sum_op, args: vec![tf] }, f32t);
    let i16t = b.m.types.int(16);
    let lane = Value::Const(b.m.constants.append(ConstantData::Int { ty: i16t, bits: 1 }));
    let shuf_op = gpu_ir::decode_name("air.simd_shuffle_xor.f32").expect("decodes");
    let sh = b.op(x, Op::Gpu { op: shuf_op, args: vec![s, lane] }, f32t);
    let si = b.op(x, Op::Cast { op: CastOp::FPToUI, value: sh }, i32t);
    let total = b.bin(x, BinaryOp::Add, p, k);
    let total2 = b.bin(x, BinaryOp::Add, total, sq);
    let total3 = b.bin(x, BinaryOp::Add, total2, si);
    b.store(x, total3, Value::Arg(0));
    b.ret(x, None);
    // Patch the loop back-edge values.
    for (phi, v) in [(i, inc), (k, kinc)] {
        let Value::Inst(h) = phi else { unreachable!() };
        if let Op::Phi { incoming } = &mut b.f.insts[h].op {
            incoming[1].0 = v;
        }
    }
    let f = b.finish();
    verify_module(&m).expect("verifies");
    (m, f)
}

#[test]
fn uniformity_follows_data_control_and_loop_exits() {
    let (m, f) = uniformity_kernel();
    let func = &m.functions[f];
    let u = opt::uniformity::analyze(&m, func, &[false, false, true]);
    golden("uniformity_kernel.txt", &u.to_text(&m, func));
    let s = structurize(func).expect("structurizes");
    golden("uniformity_kernel_tree.txt", &s.to_text(&m, func));
    let v = |i: u32| Value::Inst(Handle::from_index(i));
    // Find instructions by what they are, independently of numbering.
    let find = |pred: &dyn Fn(&Op) -> bool| -> Vec<Value> {
        func.blocks
            .iter()
            .flat_map(|(_, b)| b.insts.iter())
            .filter(|&&i| pred(&func.insts[i].op))
            .map(|&i| Value::Inst(i))
            .collect()
    };
    let _ = v;
    let phis = find(&|op| matches!(op, Op::Phi { .. }));
    assert_eq!(phis.len(), 3);
    // The join of the divergent if, the uniform loop's counter, the divergent loop's.
    assert!(!u.is_uniform(phis[0]), "a phi after a divergent branch is divergent");
    assert!(u.is_uniform(phis[1]), "the counter of a loop bounded by a uniform value");
    assert!(!u.is_uniform(phis[2]), "the counter of a loop bounded by the thread id");
    let blocks: Vec<Block> = func.blocks.handles().collect();
    assert!(!u.branch_is_uniform(blocks[0]));
    assert!(u.branch_is_uniform(blocks[3]));
    assert!(!u.branch_is_uniform(blocks[5]));
    let gpu = find(&|op| matches!(op, Op::Gpu { .. }));
    assert!(u.is_uniform(gpu[0]), "simd_sum gives every lane the same value");
    assert!(!u.is_uniform(gpu[1]), "a shuffle does not");
    // n + 1 inside the divergent if is uniform among the threads that compute it.
    let adds = find(&|op| matches!(op, Op::Binary { op: BinaryOp::Add, .. }));
    assert!(u.is_uniform(adds[0]));
    // Seeds from metadata: a function that is no entry point has divergent parameters.
    assert_eq!(opt::uniformity::seeds_from_metadata(&m, f), vec![true, true, true]);
}

// ---- fixtures ----

fn fixture_modules() -> Vec<(String, Module)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/air");
    let bytes = std::fs::read(dir.join("fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("reads");
    let mut out: Vec<(String, Module)> = lib
        .functions
        .iter()
        .map(|f| {
            let mut d = air::read_module(lib.module_of(f)).expect("decodes");
            gpu_ir::passes::lower_air_calls(&mut d.module);
            (f.name.to_string(), d.module)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

#[test]
fn fixtures_optimize_structurize_and_analyze() {
    let mut listing = String::new();
    for (name, mut m) in fixture_modules() {
        let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
        opt::pipeline::optimize(&mut m, &opts).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Some(fid) = m.function_by_name(&name) else { panic!("{name} missing") };
        let f = &m.functions[fid];
        let s = structurize(f).unwrap_or_else(|e| panic!("{name}: {e}"));
        s.check(f).unwrap_or_else(|e| panic!("{name}: {e}"));
        let seeds = opt::uniformity::seeds_from_metadata(&m, fid);
        let u = opt::uniformity::analyze(&m, f, &seeds);
        listing.push_str(&s.to_text(&m, f));
        listing.push_str(&u.to_text(&m, f));
        listing.push('\n');
    }
    golden("fixtures.txt", &listing);
}

#[test]
fn fixture_seeds_come_from_the_kernel_metadata() {
    let mods = fixture_modules();
    let (_, m) = mods.iter().find(|(n, _)| n == "vector_add").expect("vector_add");
    let f = m.function_by_name("vector_add").expect("function");
    // a, b, out, count are buffers; gid is thread_position_in_grid.
    assert_eq!(opt::uniformity::seeds_from_metadata(m, f), vec![false, false, false, false, true]);
    let (_, m) = mods.iter().find(|(n, _)| n == "threadgroup_reduce").expect("threadgroup_reduce");
    let f = m.function_by_name("threadgroup_reduce").expect("function");
    let kinds = opt::uniformity::argument_kinds(m, f).expect("an entry point");
    let seeds = opt::uniformity::seeds_from_metadata(m, f);
    for (k, s) in kinds.iter().zip(&seeds) {
        let k = k.as_deref().unwrap_or("");
        let expect_divergent = k == "air.thread_index_in_threadgroup" || k == "air.thread_position_in_grid";
        assert_eq!(*s, expect_divergent, "{k}");
    }
}
