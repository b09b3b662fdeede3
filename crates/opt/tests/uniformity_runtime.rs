//! The uniformity analysis checked against real runs: each kernel is optimized
//! (`opt::pipeline::optimize`), analyzed (`opt::uniformity::analyze` with the seeds of its
//! metadata, on a copy whose intrinsic calls are lowered to `Op::Gpu` as the backend
//! sees them), and run in the reference interpreter with an observer
//! (`interp::launch_observed`) that hears every value and branch of every lane. Every
//! value and branch the analysis calls uniform must have been the same in every lane of a
//! SIMD-group that ran the same dynamic instance of it (soundness); the test also counts
//! the values seen uniform that the analysis calls uniform (precision), so that an
//! analysis that calls everything divergent fails it too.
//!
//! Dynamic instances. The interpreter runs the threads of a threadgroup one at a time
//! between collective calls, not in lockstep, so lanes are matched afterwards, the way a
//! maximally convergent SIMD machine (the model the analysis reasons in) runs them: the
//! instance of an instruction is the iteration count, in this lane, of every natural loop
//! around it (reset when the loop is entered from outside). Lanes that are in the same
//! iteration of every enclosing loop run the instruction together; code outside loops
//! runs at most once per lane. Matching the k-th execution in each lane instead would
//! compare different iterations as soon as a divergent branch inside a loop skips an
//! instruction in some iterations and not others (a uniform value computed from the
//! iteration number would look divergent). docs/opt.md discusses what the comparison can
//! and cannot see.
//!
//! Kernels: the interpreter fixtures of `fixtures/run/` and the fixture library's compute
//! kernels, on the inputs of `crates/interp/tests/kernels.rs`, and every
//! `METAL_NT_UNIFORMITY_STRIDE`-th (default 120) function of the mlx corpus on the small
//! words of `tests/semantic.rs`, one threadgroup of `METAL_NT_UNIFORMITY_THREADS` (default
//! 64) threads (skipped with a notice without the corpus, unless
//! `METAL_NT_REQUIRE_CORPUS=1`). The same observations would also catch the interpreter
//! running one collective call for lanes of different iterations (docs/interp.md): the
//! reduction, always called uniform, would differ within one iteration.

use air::semantics::ArgKind;
use gpu_ir::{Block, FuncId, Inst, Module, Op, Value};
use interp::{Bindings, Dispatch, Grid, Observer, ThreadId, Val};
use opt::uniformity::Uniformity;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Events an mlx kernel may produce before the observer stops it: bounds the test's time
/// on kernels that loop long on these inputs (what ran until then is still checked). The
/// fixtures run to the end.
const MLX_EVENT_BUDGET: u64 = 400_000;

/// Bit-for-bit equality (a NaN equals the same NaN; `0.0` and `-0.0` differ).
fn same(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Float(x), Val::Float(y)) => x.to_bits() == y.to_bits(),
        (Val::Double(x), Val::Double(y)) => x.to_bits() == y.to_bits(),
        (Val::Vector(x), Val::Vector(y)) | (Val::Aggregate(x), Val::Aggregate(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q))
        }
        _ => a == b,
    }
}

/// The lanes of one dynamic instance seen so far.
struct Instance {
    first: (u32, Val),
    lanes: u32,
    /// A lane that disagreed with the first, and its value.
    differs: Option<(u32, Val)>,
}

/// What was seen of one instruction (or one block's branch) over the whole run.
#[derive(Clone, Default)]
struct Seen {
    /// Some instance ran on two lanes or more.
    multi: bool,
    /// An instance whose lanes disagreed: (simdgroup, first lane and value, other lane and
    /// value).
    divergent: Option<String>,
}

/// Instance key: SIMD-group, instruction (or block), iteration counts of the enclosing
/// loops.
type Key = (u32, u32, Vec<u32>);

/// The observer: matches the kernel's events into dynamic instances (module docs).
struct Check {
    kernel: FuncId,
    block_of: Vec<u32>,
    /// Per block: the loops (indices into `loop_headers`) that contain it.
    loops_of: Vec<Vec<usize>>,
    /// Per block: the loop whose header it is.
    header_of: Vec<Option<usize>>,
    /// Per thread of the threadgroup: the current iteration of every loop.
    counters: Vec<Vec<u32>>,
    /// Parameters by (SIMD-group, index), for the current threadgroup.
    args: BTreeMap<Key, Instance>,
    values: BTreeMap<Key, Instance>,
    branches: BTreeMap<Key, Instance>,
    seen_args: Vec<Seen>,
    seen_values: Vec<Seen>,
    seen_branches: Vec<Seen>,
    events: u64,
    budget: u64,
    nloops: usize,
}

impl Check {
    fn new(f: &gpu_ir::Function, kernel: FuncId, budget: u64) -> Option<Check> {
        let cfg = opt::dominators::Cfg::new(f);
        let dom = opt::dominators::Dominators::of(&cfg);
        // Irreducible control flow has cycles that are no natural loop: iteration counts
        // would not tell instances apart. None of the kernels here has any; refuse rather
        // than guess.
        for (b, succs) in cfg.succs.iter().enumerate() {
            for &s in succs {
                let back = dom.is_reachable(b as u32)
                    && dom.rpo_index[s as usize] <= dom.rpo_index[b]
                    && !dom.dominates(s, b as u32);
                if back {
                    return None;
                }
            }
        }
        let loops = opt::dominators::natural_loops(&cfg, &dom);
        let mut loops_of = vec![Vec::new(); f.blocks.len()];
        let mut header_of = vec![None; f.blocks.len()];
        for (l, (h, body)) in loops.iter().enumerate() {
            header_of[*h as usize] = Some(l);
            for &b in body {
                loops_of[b as usize].push(l);
            }
        }
        let mut block_of = vec![u32::MAX; f.insts.len()];
        for (b, data) in f.blocks.iter() {
            for &i in &data.insts {
                block_of[i.index()] = b.index() as u32;
            }
        }
        Some(Check {
            kernel,
            block_of,
            loops_of,
            header_of,
            counters: Vec::new(),
            args: BTreeMap::new(),
            values: BTreeMap::new(),
            branches: BTreeMap::new(),
            seen_args: vec![Seen::default(); f.params.len()],
            seen_values: vec![Seen::default(); f.insts.len()],
            seen_branches: vec![Seen::default(); f.blocks.len()],
            events: 0,
            budget,
            nloops: loops.len(),
        })
    }

    fn counters(&mut self, t: ThreadId) -> &mut Vec<u32> {
        let i = t.local_index as usize;
        if self.counters.len() <= i {
            self.counters.resize(i + 1, Vec::new());
        }
        let c = &mut self.counters[i];
        c.resize(self.nloops, 0);
        c
    }

    fn key(&mut self, t: ThreadId, block: u32, what: u32) -> Key {
        let loops = self.loops_of.get(block as usize).cloned().unwrap_or_default();
        let c = self.counters(t);
        (t.simdgroup, what, loops.iter().map(|&l| c[l]).collect())
    }

    /// Folds the finished threadgroup's instances into `seen_*`.
    fn flush(&mut self) {
        for (map, seen) in [
            (&mut self.args, &mut self.seen_args),
            (&mut self.values, &mut self.seen_values),
            (&mut self.branches, &mut self.seen_branches),
        ] {
            for ((sg, what, iters), inst) in std::mem::take(map) {
                let s = &mut seen[what as usize];
                s.multi |= inst.lanes > 1;
                if let (None, Some((lane, v))) = (&s.divergent, inst.differs) {
                    s.divergent = Some(format!(
                        "SIMD-group {sg}, iterations {iters:?}: lane {} has {:?}, lane {lane} has {v:?}",
                        inst.first.0, inst.first.1
                    ));
                }
            }
        }
        self.counters.clear();
    }
}

fn record(map: &mut BTreeMap<Key, Instance>, key: Key, lane: u32, v: &Val) {
    match map.get_mut(&key) {
        None => {
            map.insert(key, Instance { first: (lane, v.clone()), lanes: 1, differs: None });
        }
        Some(i) => {
            i.lanes += 1;
            if i.differs.is_none() && !same(&i.first.1, v) {
                i.differs = Some((lane, v.clone()));
            }
        }
    }
}

impl Observer for Check {
    fn threadgroup(&mut self, _position: [u32; 3]) {
        self.flush();
    }

    fn arguments(&mut self, t: ThreadId, func: FuncId, args: &[Val]) {
        if func != self.kernel {
            return;
        }
        for (p, v) in args.iter().enumerate() {
            record(&mut self.args, (t.simdgroup, p as u32, Vec::new()), t.lane, v);
        }
    }

    fn value(&mut self, t: ThreadId, func: FuncId, inst: Inst, v: &Val) {
        self.events += 1;
        if func != self.kernel || matches!(v, Val::Void) {
            return;
        }
        let b = self.block_of.get(inst.index()).copied().unwrap_or(u32::MAX);
        let key = self.key(t, b, inst.index() as u32);
        record(&mut self.values, key, t.lane, v);
    }

    fn branch(&mut self, t: ThreadId, func: FuncId, from: Block, to: Block) {
        self.events += 1;
        if func != self.kernel {
            return;
        }
        // The branch belongs to the iteration it ends; the counters move after.
        let key = self.key(t, from.index() as u32, from.index() as u32);
        record(&mut self.branches, key, t.lane, &Val::int(to.index() as u64, 32));
        if let Some(l) = self.header_of.get(to.index()).copied().flatten() {
            let from_inside = self.loops_of.get(from.index()).is_some_and(|ls| ls.contains(&l));
            let c = self.counters(t);
            c[l] = if from_inside { c[l] + 1 } else { 0 };
        }
    }

    fn stop(&mut self) -> bool {
        self.events > self.budget
    }
}

/// `METAL_NT_UNIFORMITY_VERBOSE` set: list what was seen uniform but called divergent.
fn verbose() -> bool {
    std::env::var_os("METAL_NT_UNIFORMITY_VERBOSE").is_some()
}

/// The analysis under test, with the seeds of the entry point's metadata.
fn analyze(m: &Module, fid: FuncId) -> Uniformity {
    let seeds = opt::uniformity::seeds_from_metadata(m, fid);
    opt::uniformity::analyze(m, &m.functions[fid], &seeds)
}

/// Totals over kernels.
#[derive(Default)]
struct Totals {
    kernels: usize,
    /// Parameters called uniform, checked on two lanes or more.
    arg_claims_checked: usize,
    /// Uniform claims on values seen in two lanes or more (the checked ones).
    claims_checked: usize,
    /// Values seen uniform (in every multi-lane instance).
    observed_uniform: usize,
    /// Of those, the ones the analysis calls uniform.
    observed_and_claimed: usize,
    branch_claims_checked: usize,
    branches_observed_uniform: usize,
    branches_observed_and_claimed: usize,
    stopped: usize,
    errors: usize,
    violations: Vec<String>,
}

/// Optimizes, analyzes (with `analysis`: [`analyze`] but in the test that shows the check
/// can fail) and runs one kernel; adds to `t` (nothing for irreducible control flow, which
/// it reports).
fn check_kernel(
    mut m: Module,
    entry: &air::semantics::EntryInfo,
    bind: &mut Bindings,
    d: &Dispatch,
    t: &mut Totals,
    analysis: &dyn Fn(&Module, FuncId) -> Uniformity,
    budget: u64,
) {
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: true };
    if let Err(e) = opt::pipeline::optimize(&mut m, &opts) {
        panic!("{}: optimize: {e}", entry.name);
    }
    let Some((fid, f)) = m.functions.iter().find(|(_, f)| f.name == entry.name && !f.is_declaration()) else {
        panic!("{}: no body after optimization", entry.name)
    };
    // The analysis runs where the backend runs it: after `lower_air_calls`, on `Op::Gpu`
    // (the interpreter runs the calls). Lowering rewrites each call in place, so
    // instructions and blocks keep their indices.
    let mut lowered = m.clone();
    gpu_ir::passes::lower_air_calls(&mut lowered);
    let u = analysis(&lowered, fid);
    // Calls to intrinsics follow their operation's rule: lowering changes nothing.
    if analysis(&m, fid) != u {
        t.violations.push(format!("{}: the analysis differs before and after lower_air_calls", entry.name));
    }
    // `METAL_NT_UNIFORMITY_DUMP=<kernel>`: the analyzed function and its result, to read
    // next to the verbose listing.
    if std::env::var("METAL_NT_UNIFORMITY_DUMP").is_ok_and(|k| k == entry.name) {
        eprintln!("{}", gpu_ir::print::function_to_string(&lowered, &lowered.functions[fid]));
        eprintln!("{}", u.to_text(&lowered, &lowered.functions[fid]));
    }
    let Some(mut check) = Check::new(f, fid, budget) else {
        eprintln!("{}: irreducible control flow, not checked", entry.name);
        return;
    };
    match interp::launch_observed(&m, entry, bind, d, &mut check) {
        Ok(_) => {}
        Err(interp::LaunchError::Run(interp::InterpError::At { source, .. }))
            if matches!(*source, interp::InterpError::Stopped) =>
        {
            t.stopped += 1;
            eprintln!("{}: stopped at the event budget", entry.name);
        }
        // What ran before an error (an index outside the small buffers, …) still counts.
        Err(_) => t.errors += 1,
    }
    check.flush();
    t.kernels += 1;
    let names = opt::structurize::Names::new(&m, f);
    let text = |i: Inst| {
        format!(
            "{} = {} (instruction {}, block {})",
            names.value(&m, Value::Inst(i)),
            f.insts[i].op.opcode_name(),
            i.index(),
            check.block_of[i.index()]
        )
    };
    // The seeds: a parameter called uniform has the same value in every lane.
    for (p, s) in check.seen_args.iter().enumerate() {
        if s.multi && u.is_uniform(Value::Arg(p as u32)) {
            t.arg_claims_checked += 1;
            if let Some(w) = &s.divergent {
                t.violations.push(format!("{}: parameter {p} called uniform; {w}", entry.name));
            }
        }
    }
    for (i, _) in f.insts.iter() {
        let s = &check.seen_values[i.index()];
        if !s.multi {
            continue;
        }
        let claimed = u.is_uniform(Value::Inst(i));
        if claimed {
            t.claims_checked += 1;
            if let Some(w) = &s.divergent {
                t.violations.push(format!("{}: `{}` called uniform; {w}", entry.name, text(i)));
            }
        }
        if s.divergent.is_none() {
            t.observed_uniform += 1;
            t.observed_and_claimed += usize::from(claimed);
            if !claimed && verbose() {
                eprintln!("{}: seen uniform, called divergent: {}", entry.name, text(i));
            }
        }
    }
    for (b, data) in f.blocks.iter() {
        let s = &check.seen_branches[b.index()];
        let conditional = data
            .insts
            .last()
            .is_some_and(|&i| matches!(f.insts[i].op, Op::CondBr { .. } | Op::Switch { .. }));
        if !s.multi || !conditional {
            continue;
        }
        let claimed = u.branch_is_uniform(b);
        if claimed {
            t.branch_claims_checked += 1;
            if let Some(w) = &s.divergent {
                t.violations.push(format!(
                    "{}: branch of block {} called uniform; {w}",
                    entry.name,
                    b.index()
                ));
            }
        }
        if s.divergent.is_none() {
            t.branches_observed_uniform += 1;
            t.branches_observed_and_claimed += usize::from(claimed);
            if !claimed && verbose() {
                eprintln!("{}: branch of block {} seen uniform, called divergent", entry.name, b.index());
            }
        }
    }
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn threads(n: u32, tg: u32) -> Dispatch {
    Dispatch { grid: Grid::Threads([n, 1, 1]), threadgroup_size: [tg, 1, 1] }
}

fn entry_of(bitcode: &[u8], name: &str) -> (Module, air::semantics::EntryInfo) {
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    (air::read_module(bitcode).expect("decodes").module, entry)
}

/// The fixture kernels with the inputs and dispatches of `crates/interp/tests/kernels.rs`.
fn fixtures() -> Vec<(Module, air::semantics::EntryInfo, Bindings, Dispatch)> {
    let mut out = Vec::new();
    let lib_bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let lib = metallib::read(&lib_bytes).expect("reads");
    let from_lib = |name: &str| {
        let f = lib.functions.iter().find(|f| f.name == name).expect("in the fixture library");
        entry_of(lib.module_of(f), name)
    };
    let run = |stem: &str| {
        let bc = std::fs::read(root().join(format!("fixtures/run/{stem}.bc"))).expect("assembled fixture");
        entry_of(&bc, stem)
    };
    let mut push = |(m, e): (Module, air::semantics::EntryInfo),
                    buffers: Vec<(u32, Vec<u8>)>,
                    tgmem: &[(u32, u64)],
                    d: Dispatch| {
        let mut b = Bindings::default();
        b.buffers.extend(buffers);
        b.threadgroup_memory.extend(tgmem.iter().copied());
        out.push((m, e, b, d));
    };

    let n = 100u32;
    push(
        from_lib("vector_add"),
        vec![
            (0, f32s(&(0..n).map(|i| i as f32 * 0.5).collect::<Vec<_>>())),
            (1, f32s(&(0..n).map(|i| 3.0 - i as f32).collect::<Vec<_>>())),
            (2, vec![0; (n as usize + 8) * 4]),
            (3, u32s(&[n])),
        ],
        &[],
        threads(n, 32),
    );
    let groups = 5u32;
    push(
        from_lib("threadgroup_reduce"),
        vec![
            (0, f32s(&(0..groups * 64).map(|i| ((i * 7919) % 101) as f32).collect::<Vec<_>>())),
            (1, vec![0; groups as usize * 4]),
        ],
        &[],
        Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] },
    );
    let n = 230u32;
    push(
        run("simd_reduce"),
        vec![(0, f32s(&(0..n).map(|i| ((i * 37) % 19) as f32 - 4.0).collect::<Vec<_>>())), (1, vec![0; 12])],
        &[(0, 12)],
        threads(n, 80),
    );
    let n = 48usize;
    let mut scan = vec![(0, (0..n).flat_map(|i| (((i * 13 + 5) % 23) as i32 - 3).to_le_bytes()).collect())];
    scan.extend((1..=4).map(|b| (b, vec![0; n * 4])));
    push(run("simd_scan"), scan, &[], threads(n as u32, 64));
    let n = 300usize;
    push(
        run("histogram"),
        vec![
            (0, u32s(&(0..n as u32).map(|i| i.wrapping_mul(2_654_435_761) >> 7).collect::<Vec<_>>())),
            (1, vec![0; 17 * 4]),
        ],
        &[(0, 64)],
        threads(n as u32, 64),
    );
    let (w, h) = (37usize, 21usize);
    let mut state = 0x9e37_79b9u32;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let prev: Vec<u8> = (0..w * h).map(|_| next() as u8).collect();
    let cur: Vec<u8> = (0..w * h).map(|i| prev[(i + 1) % (w * h)].wrapping_add((next() % 9) as u8)).collect();
    push(
        run("motion_sad"),
        vec![(0, prev), (1, cur), (2, vec![0; 8])],
        &[],
        Dispatch { grid: Grid::Threads([w as u32, h as u32, 1]), threadgroup_size: [16, 16, 1] },
    );
    // bfloat inputs: the upper halves of exact floats.
    let bf16s = |v: Vec<f32>| -> Vec<u8> {
        v.iter().flat_map(|x| ((x.to_bits() >> 16) as u16).to_le_bytes()).collect()
    };
    push(
        run("simd_matrix"),
        vec![
            (0, f32s(&(0..128).map(|i| ((i * 5) % 11) as f32 - 5.0).collect::<Vec<_>>())),
            (1, f32s(&(0..64).map(|i| ((i * 3) % 7) as f32 * 0.25).collect::<Vec<_>>())),
            (2, vec![0; 256]),
            (3, f32s(&(0..64).map(|i| ((i * 7) % 9) as f32 - 4.0).collect::<Vec<_>>())),
            (4, vec![0; 256]),
            (5, bf16s((0..64).map(|i| ((i * 13) % 17) as f32 * 0.5 - 3.0).collect())),
            (6, vec![0; 256]),
            (
                7,
                bf16s(
                    (0..32)
                        .map(|i| [1.5f32, -2.25, 3.015_625, 1000.0][i % 4] * 2f32.powi(i as i32 / 4 - 3))
                        .collect(),
                ),
            ),
            (8, vec![0; 64]),
        ],
        &[],
        threads(32, 32),
    );
    let (rows, n, k) = (9usize, 13usize, 11usize);
    push(
        run("gemm"),
        vec![
            (0, f32s(&(0..rows * k).map(|i| ((i * 31) % 17) as f32 * 0.37 - 2.0).collect::<Vec<_>>())),
            (1, f32s(&(0..k * n).map(|i| ((i * 11) % 23) as f32 * 0.113 - 1.0).collect::<Vec<_>>())),
            (2, vec![0; rows * n * 4]),
            (3, u32s(&[k as u32])),
        ],
        &[],
        Dispatch { grid: Grid::Threads([n as u32, rows as u32, 1]), threadgroup_size: [8, 8, 1] },
    );
    let (n, tg) = (300u32, 96u32);
    let x: Vec<f32> = (0..n)
        .map(|i| match i % 4 {
            0 => 1.0e8 + i as f32,
            1 => 1.5 + i as f32 * 0.1,
            2 => -1.0e8,
            _ => 0.3 * i as f32,
        })
        .collect();
    let mut atomics = vec![
        (0, f32s(&x)),
        (1, u32s(&[0, 0xdead_beef, u32::MAX, 1_000_000, i32::MAX as u32, u32::MAX, 0, 0x1234_5678])),
    ];
    atomics.extend(
        [(2, n), (3, n), (4, n), (5, 1), (6, 2 * n), (7, 3 * n.div_ceil(tg))]
            .map(|(b, words)| (b, vec![0; words as usize * 4])),
    );
    push(run("atomic_order"), atomics, &[(0, 12)], threads(n, tg));
    let n = 48usize;
    push(
        run("simd_ops"),
        vec![
            (
                0,
                (0..n as i32)
                    .flat_map(|g| if g < 32 { g * 7 % 11 - 5 } else { g * 3 % 8 - 2 }.to_le_bytes())
                    .collect(),
            ),
            (1, f32s(&(0..n).map(|g| ((g * 13) % 17) as f32 * 0.37 - 2.5).collect::<Vec<_>>())),
            (2, u32s(&vec![0xaaaa_aaaa; n * 24])),
        ],
        &[],
        threads(n as u32, n as u32),
    );
    let xs: [f32; 20] = [
        0.0,
        -0.0,
        1.5,
        -1.5,
        2.5,
        -2.5,
        3e9,
        -3e9,
        1e20,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        65519.0,
        65520.0,
        1e-8,
        300.7,
        -129.9,
        1.0 + 1.0 / 256.0,
        1.0 + 3.0 / 256.0,
        0.333,
    ];
    let ns: [i64; 20] = [
        0,
        -3,
        2049,
        2051,
        70000,
        -70000,
        (1 << 60) + (1 << 36) + 1,
        i64::MIN,
        i64::MAX,
        16_777_217,
        -16_777_219,
        (1 << 53) + 1,
        1,
        -1,
        65504,
        65505,
        -65520,
        1000,
        12345,
        -2047,
    ];
    push(
        run("convert_math"),
        vec![
            (0, f32s(&xs)),
            (1, ns.iter().flat_map(|n| n.to_le_bytes()).collect()),
            (2, vec![0; xs.len() * 16 * 4]),
        ],
        &[],
        threads(xs.len() as u32, 32),
    );
    out.push(divergent_loop());
    out
}

/// `fixtures/run/divergent_loop`: 64 threads (two SIMD-groups), three loop iterations.
fn divergent_loop() -> (Module, air::semantics::EntryInfo, Bindings, Dispatch) {
    let bc = std::fs::read(root().join("fixtures/run/divergent_loop.bc")).expect("assembled fixture");
    let (m, e) = entry_of(&bc, "divergent_loop");
    let mut b = Bindings::default();
    b.buffers.insert(0, u32s(&[3, 1, 4, 1, 5, 9, 2, 6]));
    b.buffers.insert(1, vec![0; 64 * 3 * 4]);
    b.buffers.insert(2, u32s(&[3]));
    (m, e, b, threads(64, 64))
}

fn report(what: &str, t: &Totals) {
    let pct = |a: usize, b: usize| if b == 0 { 0.0 } else { 100.0 * a as f64 / b as f64 };
    eprintln!(
        "{what}: {} kernels ({} stopped at the event budget, {} stopped on an error); \
         parameters: {} uniform claims checked; values: {} uniform claims checked, {} seen uniform of which {} called uniform ({:.1}%); \
         branches: {} uniform claims checked, {} seen uniform of which {} called uniform ({:.1}%)",
        t.kernels,
        t.stopped,
        t.errors,
        t.arg_claims_checked,
        t.claims_checked,
        t.observed_uniform,
        t.observed_and_claimed,
        pct(t.observed_and_claimed, t.observed_uniform),
        t.branch_claims_checked,
        t.branches_observed_uniform,
        t.branches_observed_and_claimed,
        pct(t.branches_observed_and_claimed, t.branches_observed_uniform),
    );
}

#[test]
fn uniform_claims_hold_on_the_fixture_kernels() {
    let mut t = Totals::default();
    for (m, e, mut b, d) in fixtures() {
        check_kernel(m, &e, &mut b, &d, &mut t, &analyze, u64::MAX);
    }
    report("fixtures", &t);
    assert!(
        t.violations.is_empty(),
        "{} unsound uniform claims:\n{}",
        t.violations.len(),
        t.violations.join("\n")
    );
    assert_eq!((t.errors, t.stopped), (0, 0), "the fixture kernels run to the end on their inputs");
    assert!(t.claims_checked > 0 && t.branch_claims_checked > 0, "nothing called uniform was checked");
}

/// Small words (1 to 5), as in `tests/semantic.rs`: sizes and loop counts stay small.
fn small_words(seed: u32, bytes: usize) -> Vec<u8> {
    (0..bytes / 4).flat_map(|k| ((k as u32 ^ seed) % 5 + 1).to_le_bytes()).collect()
}

#[test]
fn uniform_claims_hold_on_mlx_kernels() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!(
            "note: {} not present; uniformity runtime check on mlx skipped (cargo xtask corpus)",
            path.display()
        );
        return;
    };
    let stride: usize =
        std::env::var("METAL_NT_UNIFORMITY_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(120).max(1);
    // `METAL_NT_UNIFORMITY_THREADS`: another threadgroup width (48: a partial SIMD-group).
    let width: u32 = std::env::var("METAL_NT_UNIFORMITY_THREADS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64)
        .clamp(1, 1024);
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let mut t = Totals::default();
    let start = std::time::Instant::now();
    for f in lib.functions.iter().step_by(stride) {
        let bitcode = lib.module_of(f);
        let Ok(info) = air::read_info(bitcode) else { continue };
        let Some(entry) = info.entry_points.into_iter().find(|e| e.name == f.name) else { continue };
        if entry.kind != air::summary::EntryKind::Kernel {
            continue;
        }
        let mut b = Bindings::default();
        let mut supported = true;
        for a in &entry.arguments {
            let loc = a.location.unwrap_or(0);
            match a.kind {
                ArgKind::Buffer => {
                    b.buffers.insert(loc, small_words(loc, 1 << 14));
                }
                ArgKind::ThreadgroupBuffer => {
                    b.threadgroup_memory.insert(loc, 1 << 14);
                }
                ArgKind::Builtin => {}
                _ => supported = false,
            }
        }
        if !supported {
            continue;
        }
        let m = air::read_module(bitcode).expect("decodes").module;
        // Two SIMD-groups: the analysis' claims are per SIMD-group, and
        // `simdgroup_index_in_threadgroup` differs between them.
        let d = Dispatch { grid: Grid::Threadgroups([1, 1, 1]), threadgroup_size: [width, 1, 1] };
        check_kernel(m, &entry, &mut b, &d, &mut t, &analyze, MLX_EVENT_BUDGET);
    }
    report(&format!("mlx, every {stride}th function, {:?}", start.elapsed()), &t);
    assert!(
        t.violations.is_empty(),
        "{} unsound uniform claims:\n{}",
        t.violations.len(),
        t.violations.join("\n")
    );
    assert!(t.kernels >= 20, "too few kernels checked: {}", t.kernels);
    assert!(t.claims_checked > 0 && t.branch_claims_checked > 0, "nothing called uniform was checked");
}

/// The check can fail: an analysis that calls everything uniform is caught on the fixtures
/// (thread ids, loads at per-thread addresses, shuffles and divergent branches).
#[test]
fn the_check_catches_false_uniform_claims() {
    let all_uniform = |m: &Module, fid: FuncId| {
        let f = &m.functions[fid];
        Uniformity {
            divergent_insts: vec![false; f.insts.len()],
            divergent_args: vec![false; f.params.len()],
            divergent_branches: vec![false; f.blocks.len()],
            divergent_blocks: vec![false; f.blocks.len()],
        }
    };
    let mut t = Totals::default();
    for (m, e, mut b, d) in fixtures() {
        check_kernel(m, &e, &mut b, &d, &mut t, &all_uniform, u64::MAX);
    }
    assert!(t.violations.len() > 50, "{}", t.violations.join("\n"));
    assert!(t.violations.iter().any(|v| v.contains("simd_scan: branch")), "{}", t.violations.join("\n"));
}

/// The instructions of `m`'s function `fid` named `names`.
fn named(m: &Module, fid: FuncId, names: &[&str]) -> Vec<Inst> {
    let f = &m.functions[fid];
    f.insts
        .iter()
        .filter(|(_, d)| d.name.as_deref().is_some_and(|n| names.contains(&n)))
        .map(|(i, _)| i)
        .collect()
}

/// Temporal divergence, as the check sees it: in `divergent_loop`, `active = simd_sum(1)`
/// runs in a loop that lanes leave in different iterations. In every iteration it is the
/// same in the lanes still looping (the check compares it per iteration and finds it
/// uniform), but after the loop `active + 1` holds each lane's last iteration's count. The
/// analysis calls both divergent; an analysis without the temporal rule (both called
/// uniform here) is caught at the use outside the loop, not at the definition. In the
/// second loop `v = j * 7 + count` runs under a divergent branch in different iterations
/// per lane: uniform per iteration, and called uniform.
#[test]
fn temporal_divergence_shows_at_the_use_outside_the_loop() {
    let (m, e, mut b, d) = divergent_loop();
    let mut t = Totals::default();
    check_kernel(m.clone(), &e, &mut b, &d, &mut t, &analyze, u64::MAX);
    assert!(t.violations.is_empty(), "{}", t.violations.join("\n"));
    // The run: lane t loops n_t = t % 5 + 1 times, and its last `active` counts the lanes
    // of its SIMD-group with n_s >= n_t.
    let out: Vec<u32> =
        b.buffers[&1].chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    for tid in 0..64usize {
        let n = |s: usize| s % 5 + 1;
        let group = tid / 32 * 32..tid / 32 * 32 + 32;
        let active = group.filter(|&s| n(s) >= n(tid)).count() as u32;
        assert_eq!(out[3 * tid], active + 1, "lane {tid}");
    }

    let mut opt_m = m.clone();
    opt::pipeline::optimize(
        &mut opt_m,
        &opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: true },
    )
    .expect("optimizes");
    let fid = opt_m.function_by_name("divergent_loop").expect("kernel");
    let mut lowered = opt_m.clone();
    gpu_ir::passes::lower_air_calls(&mut lowered);
    let u = analyze(&lowered, fid);
    let [active, active1, v] = ["active", "active1", "v"]
        .map(|n| *named(&lowered, fid, &[n]).first().unwrap_or_else(|| panic!("%{n} kept its name")));
    assert!(!u.is_uniform(Value::Inst(active)) && !u.is_uniform(Value::Inst(active1)));
    assert!(u.is_uniform(Value::Inst(v)), "uniform per iteration under a divergent branch");

    let without_temporal = |m: &Module, fid: FuncId| {
        let mut u = analyze(m, fid);
        for i in named(m, fid, &["active", "active1"]) {
            u.divergent_insts[i.index()] = false;
        }
        u
    };
    let (m, e, mut b, d) = divergent_loop();
    let mut t = Totals::default();
    check_kernel(m, &e, &mut b, &d, &mut t, &without_temporal, u64::MAX);
    let v: Vec<&String> = t.violations.iter().filter(|v| !v.contains("differs before and after")).collect();
    assert_eq!(v.len(), 1, "{v:?}");
    assert!(v[0].contains("%active1 ="), "{}", v[0]);
}
