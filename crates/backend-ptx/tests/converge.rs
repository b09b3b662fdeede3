//! The structured active mask (docs/abi-ptx.md, "Convergence") checked by execution on the
//! CPU: the emitted PTX of kernels with SIMD-group operations in divergent control flow
//! (tests/data/converge.ll: early returns, loops left in different iterations, a return
//! and a `continue` of an outer loop from inside a loop, a divergent `switch`) runs on a
//! small model of a warp under independent thread scheduling, and its results must equal
//! the reference interpreter's (the oracle: Metal's active lanes, `docs/interp.md`).
//!
//! The model executes the subset of PTX these kernels use. Each lane has its own program
//! counter; a seeded random scheduler runs one lane at a time for a random number of
//! instructions, so lanes drift apart as the hardware allows. A `.sync` instruction
//! follows the PTX ISA's rule: the executing lane must be in the member mask, and it waits
//! until every non-exited lane of the mask has reached an instruction with the same
//! member mask — here the model is stricter and requires the same instruction, which the
//! scheme guarantees. A lane waiting forever is a reported deadlock. So a mask that named
//! lanes that never come, or left out lanes that are there, shows as a deadlock or as a
//! ballot that differs from the interpreter's.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

fn llvm_as() -> Option<PathBuf> {
    for c in ["llvm-as", "/usr/lib/llvm-14/bin/llvm-as", "llvm-as-14"] {
        if Command::new(c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return Some(PathBuf::from(c));
        }
    }
    assert!(
        std::env::var("METAL_NT_REQUIRE_ORACLES").map_or(true, |v| v != "1"),
        "llvm-as not found but METAL_NT_REQUIRE_ORACLES=1"
    );
    eprintln!("notice: llvm-as (LLVM 14) not found; skipping");
    None
}

fn bitcode() -> Option<Vec<u8>> {
    let llvm_as = llvm_as()?;
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("converge.bc");
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/converge.ll");
    let st = Command::new(llvm_as).arg(&src).arg("-o").arg(&out).status().expect("llvm-as runs");
    assert!(st.success(), "llvm-as rejects converge.ll");
    Some(std::fs::read(out).expect("bitcode"))
}

fn ptx_of(m: &gpu_ir::Module, name: &str) -> String {
    let table = targets::ArchTable::builtin();
    let b = backend_ptx::backend::factory(table.get("nvidiagpu_sm90").expect("arch")).expect("backend");
    let fid = m.function_by_name(name).expect("kernel");
    let mut lm = m.clone();
    b.legalize(&mut lm, fid).expect("legalizes");
    b.compile(&codegen::Unit { module: &lm, function: fid, name }).expect("compiles").assembly
}

/// Threads in the one threadgroup: a whole warp and one of 13 lanes.
const THREADS: u32 = 45;

/// The kernel's buffers after the interpreter ran it over [`THREADS`] threads, with
/// `shared` bytes of threadgroup memory at index 0.
fn interpreted(m: &gpu_ir::Module, raw: &[u8], name: &str, bufs: &[Vec<u8>], shared: u64) -> Vec<Vec<u8>> {
    let info = air::read_info(raw).expect("AIR info");
    let entry = info.entry_points.iter().find(|e| e.name == name).expect("entry");
    let mut b = interp::Bindings::default();
    for (i, x) in bufs.iter().enumerate() {
        b.buffers.insert(i as u32, x.clone());
    }
    if shared > 0 {
        b.threadgroup_memory.insert(0, shared);
    }
    let d =
        interp::Dispatch { grid: interp::Grid::Threads([THREADS, 1, 1]), threadgroup_size: [THREADS, 1, 1] };
    interp::launch(m, entry, &mut b, &d).expect("interpreter runs");
    (0..bufs.len()).map(|i| b.buffers.remove(&(i as u32)).expect("buffer")).collect()
}

/// Where the model puts buffer `i`, threadgroup memory and each lane's `.local` arrays.
fn buffer_base(i: u64) -> u64 {
    (i + 1) << 28
}
const SHARED: u64 = 0x100;
const LOCAL: u64 = 1 << 40;

/// The model's memory: device buffers by base address, threadgroup memory.
struct Mem {
    bufs: Vec<Vec<u8>>,
    shared: Vec<u8>,
}

impl Mem {
    /// The bytes `[a, a + n)` of `space`: (buffer or -1 for shared, offset); local memory
    /// is the lane's own map.
    fn place(&self, space: &str, a: u64, n: usize) -> (Option<usize>, usize) {
        if space == "shared" {
            let o = usize::try_from(a.checked_sub(SHARED).expect("shared address")).expect("offset");
            assert!(o + n <= self.shared.len(), "threadgroup access out of range: {o} + {n}");
            return (None, o);
        }
        let i = (a >> 28).checked_sub(1).expect("device address") as usize;
        let o = (a - buffer_base(i as u64)) as usize;
        assert!(o + n <= self.bufs.get(i).expect("bound buffer").len(), "device access out of range");
        (Some(i), o)
    }

    fn read(&self, space: &str, a: u64, n: usize, local: &BTreeMap<u64, u8>) -> Vec<u8> {
        if space == "local" {
            return (0..n as u64).map(|k| local.get(&(a + k)).copied().unwrap_or(0)).collect();
        }
        match self.place(space, a, n) {
            (None, o) => self.shared[o..o + n].to_vec(),
            (Some(i), o) => self.bufs[i][o..o + n].to_vec(),
        }
    }

    fn write(&mut self, space: &str, a: u64, v: &[u8], local: &mut BTreeMap<u64, u8>) {
        if space == "local" {
            for (k, b) in v.iter().enumerate() {
                local.insert(a + k as u64, *b);
            }
            return;
        }
        let n = v.len();
        match self.place(space, a, n) {
            (None, o) => self.shared[o..o + n].copy_from_slice(v),
            (Some(i), o) => self.bufs[i][o..o + n].copy_from_slice(v),
        }
    }
}

#[derive(Clone, Debug)]
struct Ins {
    guard: Option<(bool, String)>,
    op: String,
    args: Vec<String>,
}

/// The entry's body: instructions and labels (label → index of the next instruction).
fn parse(ptx: &str) -> (Vec<Ins>, BTreeMap<String, usize>) {
    let mut code = Vec::new();
    let mut labels = BTreeMap::new();
    let mut body = false;
    for l in ptx.lines().map(str::trim) {
        if l == "{" {
            body = true;
            continue;
        }
        if !body || l.is_empty() || l.starts_with('.') || l.starts_with("//") || l == "}" {
            continue;
        }
        if let Some(label) = l.strip_suffix(':') {
            labels.insert(label.to_owned(), code.len());
            continue;
        }
        let l = l.strip_suffix(';').unwrap_or_else(|| panic!("not an instruction: {l}"));
        let (guard, rest) = match l.strip_prefix('@') {
            Some(g) => {
                let (p, rest) = g.split_once(' ').expect("guarded instruction");
                let (neg, p) = match p.strip_prefix('!') {
                    Some(p) => (true, p),
                    None => (false, p),
                };
                (Some((neg, p.to_owned())), rest)
            }
            None => (None, l),
        };
        let (op, args) = rest.split_once(' ').unwrap_or((rest, ""));
        assert!(!args.contains('{'), "vector operands are outside the model: {l}");
        let args = if args.is_empty() { Vec::new() } else { args.split(", ").map(str::to_owned).collect() };
        code.push(Ins { guard, op: op.to_owned(), args });
    }
    (code, labels)
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum State {
    Run,
    /// Waiting at the `.sync` instruction at this index with this member mask.
    Wait(usize, u32),
    Done,
}

struct Lane {
    tid: u32,
    pc: usize,
    regs: BTreeMap<String, u64>,
    state: State,
    /// The lane's thread-private memory.
    local: BTreeMap<u64, u8>,
}

struct Warp<'a> {
    code: &'a [Ins],
    labels: &'a BTreeMap<String, usize>,
    lanes: Vec<Lane>,
    mem: &'a mut Mem,
}

fn is_sync(op: &str) -> bool {
    op.contains(".sync") && !op.starts_with("barrier")
}

fn width(op: &str) -> u32 {
    let t = op.rsplit('.').next().unwrap_or("");
    match t {
        "u64" | "s64" | "b64" => 64,
        "u16" | "s16" | "b16" => 16,
        _ => 32,
    }
}

fn trunc(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

fn sext(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

impl Warp<'_> {
    fn val(&self, l: usize, a: &str) -> u64 {
        let lane = &self.lanes[l];
        if let Some(r) = lane.regs.get(a) {
            return *r;
        }
        if let Some(n) = a.strip_prefix('!') {
            return u64::from(self.val(l, n) == 0);
        }
        match a {
            "%tid.x" => return u64::from(lane.tid),
            "%tid.y" | "%tid.z" | "%ctaid.x" | "%ctaid.y" | "%ctaid.z" => return 0,
            "%ntid.x" => return u64::from(THREADS),
            "%ntid.y" | "%ntid.z" | "%nctaid.x" | "%nctaid.y" | "%nctaid.z" => return 1,
            "%laneid" => return u64::from(lane.tid % 32),
            "%lanemask_lt" => return (1u64 << (lane.tid % 32)) - 1,
            "metal_threadgroup" => return SHARED,
            _ => {}
        }
        if let Some(h) = a.strip_prefix("0x") {
            return u64::from_str_radix(h, 16).unwrap_or_else(|_| panic!("operand {a}"));
        }
        if let Ok(v) = a.parse::<i64>() {
            return v as u64;
        }
        if let Some(k) = a.strip_prefix("local_").and_then(|k| k.parse::<u64>().ok()) {
            return LOCAL + (k << 16);
        }
        assert!(!a.starts_with('%'), "lane {} reads {a} before any write", lane.tid);
        panic!("operand outside the model: {a}");
    }

    fn set(&mut self, l: usize, r: &str, v: u64) {
        self.lanes[l].regs.insert(r.to_owned(), v);
    }

    /// The address of `[reg]` or `[reg+off]` for lane `l` in `space`.
    fn address(&self, l: usize, space: &str, a: &str) -> u64 {
        let inner = a.trim_start_matches('[').trim_end_matches(']');
        let (reg, off) = match inner.split_once('+') {
            Some((r, o)) => (r, o.parse::<i64>().expect("offset")),
            None => (inner, 0),
        };
        let v = self.val(l, reg).wrapping_add(off as u64);
        if space == "shared" {
            trunc(v, 32)
        } else {
            v
        }
    }

    /// Runs lane `l`'s next instruction unless it is a `.sync` one (then the lane waits).
    fn step(&mut self, l: usize) {
        let pc = self.lanes[l].pc;
        let ins = self.code[pc].clone();
        if let Some((neg, p)) = &ins.guard {
            if (self.val(l, p) != 0) == *neg {
                self.lanes[l].pc += 1;
                return;
            }
        }
        let a = |w: &Self, i: usize| w.val(l, &ins.args[i]);
        let op = ins.op.as_str();
        let base = op.split('.').next().unwrap_or("");
        let w = width(op);
        if is_sync(op) {
            let m = match base {
                "bar" => a(self, 0),
                _ => a(self, 2),
            } as u32;
            assert!(
                m & (1 << (self.lanes[l].tid % 32)) != 0,
                "lane {} runs `{op}` outside its member mask {m:#x}",
                self.lanes[l].tid
            );
            self.lanes[l].state = State::Wait(pc, m);
            return;
        }
        let mut next = pc + 1;
        let d = ins.args.first().cloned().unwrap_or_default();
        match base {
            "ld" if op.starts_with("ld.param") => {
                let p = ins.args[1].trim_start_matches('[').trim_end_matches(']');
                let v = if let Some(i) = p.strip_prefix("buffer_") {
                    buffer_base(i.parse().expect("buffer index"))
                } else if let Some(off) = p.strip_prefix("metal_dispatch+") {
                    // The dispatch block of one threadgroup of THREADS × 1 × 1, launched
                    // as such (word 9, the flat-launch flag, 0).
                    match off.parse::<u32>().expect("dispatch offset") {
                        0 | 24 => u64::from(THREADS),
                        4 | 8 | 12 | 16 | 20 | 28 | 32 => 1,
                        _ => 0,
                    }
                } else if p.starts_with("threadgroup_") {
                    // One threadgroup slot, at offset 0.
                    0
                } else {
                    panic!("parameter outside the model: {p}")
                };
                self.set(l, &d, v);
            }
            "ld" | "st" => {
                // `ld.<space>[.relaxed…].<type>`: the space is the second part.
                let space = op.split('.').nth(1).unwrap_or("");
                let n = match op.rsplit('.').next().unwrap_or("") {
                    "u8" | "s8" | "b8" => 1,
                    "u16" | "s16" | "b16" => 2,
                    "u64" | "s64" | "b64" | "f64" => 8,
                    _ => 4,
                };
                if base == "ld" {
                    let at = self.address(l, space, &ins.args[1]);
                    let bytes = self.mem.read(space, at, n, &self.lanes[l].local);
                    let v = bytes.iter().rev().fold(0u64, |v, &b| v << 8 | u64::from(b));
                    self.set(l, &d, v);
                } else {
                    let at = self.address(l, space, &ins.args[0]);
                    let v = a(self, 1).to_le_bytes();
                    let mut local = std::mem::take(&mut self.lanes[l].local);
                    self.mem.write(space, at, &v[..n], &mut local);
                    self.lanes[l].local = local;
                }
            }
            "popc" => {
                let v = u64::from(trunc(a(self, 1), w).count_ones());
                self.set(l, &d, v);
            }
            "cvta" | "mov" => {
                let v = a(self, 1);
                self.set(l, &d, v);
            }
            "cvt" => {
                // `cvt.<dst>.<src>`: integers only here; the narrower type's bits survive.
                let parts: Vec<&str> = op.split('.').collect();
                let (dw, sw) =
                    (width(parts.get(1).copied().unwrap_or("")), width(parts.get(2).copied().unwrap_or("")));
                let v = trunc(a(self, 1), dw.min(sw));
                self.set(l, &d, v);
            }
            "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "shr" | "min" | "max" | "rem" | "div" => {
                let (x, y) = (a(self, 1), a(self, 2));
                let signed = op.contains(".s");
                let v = match base {
                    "add" => x.wrapping_add(y),
                    "sub" => x.wrapping_sub(y),
                    "mul" => x.wrapping_mul(y),
                    "and" => x & y,
                    "or" => x | y,
                    "xor" => x ^ y,
                    // Shift amounts above the width clamp to it (PTX ISA).
                    "shl" => {
                        if trunc(y, 32) >= u64::from(w) {
                            0
                        } else {
                            x << y
                        }
                    }
                    "shr" => {
                        if trunc(y, 32) >= u64::from(w) {
                            0
                        } else {
                            trunc(x, w) >> y
                        }
                    }
                    "min" | "max" if signed => {
                        let (x, y) = (sext(x, w), sext(y, w));
                        (if base == "min" { x.min(y) } else { x.max(y) }) as u64
                    }
                    "min" => trunc(x, w).min(trunc(y, w)),
                    "max" => trunc(x, w).max(trunc(y, w)),
                    "rem" => trunc(x, w) % trunc(y, w),
                    _ => trunc(x, w) / trunc(y, w),
                };
                let v = if op.ends_with(".pred") { u64::from(v & 1 != 0) } else { trunc(v, w) };
                self.set(l, &d, v);
            }
            "mad" => {
                let v = a(self, 1).wrapping_mul(a(self, 2)).wrapping_add(a(self, 3));
                self.set(l, &d, trunc(v, w));
            }
            "not" => {
                let v =
                    if op.ends_with(".pred") { u64::from(a(self, 1) == 0) } else { trunc(!a(self, 1), w) };
                self.set(l, &d, v);
            }
            "selp" => {
                let v = if a(self, 3) != 0 { a(self, 1) } else { a(self, 2) };
                self.set(l, &d, v);
            }
            "setp" => {
                let cmp = op.split('.').nth(1).unwrap_or("");
                let (x, y) = (trunc(a(self, 1), w), trunc(a(self, 2), w));
                let (sx, sy) = (sext(x, w), sext(y, w));
                let signed = op.ends_with(".s32") || op.ends_with(".s64");
                let r = match (cmp, signed) {
                    ("eq", _) => x == y,
                    ("ne", _) => x != y,
                    ("lt", true) => sx < sy,
                    ("le", true) => sx <= sy,
                    ("gt", true) => sx > sy,
                    ("ge", true) => sx >= sy,
                    ("lt" | "lo", false) => x < y,
                    ("le" | "ls", false) => x <= y,
                    ("gt" | "hi", false) => x > y,
                    ("ge" | "hs", false) => x >= y,
                    _ => panic!("comparison outside the model: {op}"),
                };
                self.set(l, &d, u64::from(r));
            }
            "bra" => {
                next = *self.labels.get(&ins.args[0]).unwrap_or_else(|| panic!("label {}", ins.args[0]));
            }
            "ret" | "exit" => {
                self.lanes[l].state = State::Done;
            }
            _ => panic!("instruction outside the model: {op} {:?}", ins.args),
        }
        self.lanes[l].pc = next;
    }

    /// Completes a `.sync` instruction every member of whose mask waits at it.
    fn release(&mut self) -> bool {
        for l in 0..self.lanes.len() {
            let State::Wait(pc, m) = self.lanes[l].state else { continue };
            let lane_of = |tid: u32| tid % 32;
            let ready = (0..32u32).filter(|b| m & (1 << b) != 0).all(|b| {
                match self.lanes.iter().find(|x| lane_of(x.tid) == b) {
                    // A lane of no thread has exited; so has one that returned.
                    None => true,
                    Some(x) => x.state == State::Done || x.state == State::Wait(pc, m),
                }
            });
            if !ready {
                continue;
            }
            let members: Vec<usize> =
                (0..self.lanes.len()).filter(|&x| self.lanes[x].state == State::Wait(pc, m)).collect();
            let ins = self.code[pc].clone();
            let op = ins.op.as_str();
            let mut out = BTreeMap::new();
            if op.starts_with("vote.sync.ballot.b32") {
                let mut bits = 0u32;
                for &x in &members {
                    if self.val(x, &ins.args[1]) != 0 {
                        bits |= 1 << lane_of(self.lanes[x].tid);
                    }
                }
                for &x in &members {
                    out.insert(x, u64::from(bits));
                }
            } else if op.starts_with("match.any.sync.b32") {
                for &x in &members {
                    let v = self.val(x, &ins.args[1]);
                    let same = members
                        .iter()
                        .filter(|&&y| self.val(y, &ins.args[1]) == v)
                        .fold(0u32, |acc, &y| acc | 1 << lane_of(self.lanes[y].tid));
                    out.insert(x, u64::from(same));
                }
            } else if op.starts_with("bar.warp.sync") {
            } else {
                panic!("collective outside the model: {op}");
            }
            for &x in &members {
                if let Some(v) = out.get(&x) {
                    let d = ins.args[0].clone();
                    self.set(x, &d, *v);
                }
                self.lanes[x].state = State::Run;
                self.lanes[x].pc = pc + 1;
            }
            return true;
        }
        false
    }

    fn run(&mut self, seed: u64) {
        let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut steps = 0u64;
        loop {
            while self.release() {}
            let runnable: Vec<usize> =
                (0..self.lanes.len()).filter(|&l| self.lanes[l].state == State::Run).collect();
            if runnable.is_empty() {
                let stuck: Vec<String> = self
                    .lanes
                    .iter()
                    .filter(|l| l.state != State::Done)
                    .map(|l| format!("thread {} {:?}", l.tid, l.state))
                    .collect();
                assert!(stuck.is_empty(), "deadlock (seed {seed}): {stuck:?}");
                return;
            }
            let l = runnable[(next() % runnable.len() as u64) as usize];
            // A random burst: lanes drift apart as independent scheduling lets them.
            for _ in 0..1 + next() % 12 {
                if self.lanes[l].state != State::Run {
                    break;
                }
                self.step(l);
                steps += 1;
                assert!(steps < 1_000_000, "no end (seed {seed})");
            }
        }
    }
}

/// Runs the kernel's warps one after the other (they share nothing but memory here).
fn run_ptx(ptx: &str, bufs: &[Vec<u8>], shared: u64, seed: u64) -> Vec<Vec<u8>> {
    assert!(!ptx.contains("activemask"), "a member mask from activemask");
    let (code, labels) = parse(ptx);
    let mut mem = Mem { bufs: bufs.to_vec(), shared: vec![0; shared as usize] };
    for warp in 0..THREADS.div_ceil(32) {
        let lanes = (warp * 32..THREADS.min(warp * 32 + 32))
            .map(|tid| Lane { tid, pc: 0, regs: BTreeMap::new(), state: State::Run, local: BTreeMap::new() })
            .collect();
        Warp { code: &code, labels: &labels, lanes, mem: &mut mem }.run(seed ^ u64::from(warp));
    }
    mem.bufs
}

fn words(b: &[u8]) -> Vec<u32> {
    b.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `nested` (tests/data/converge.ll) run in SIMD lockstep as Metal's structured control
/// flow runs it: each iteration of each loop with the lanes still in it, the code after
/// the inner loop with the lanes that left it in any iteration: an independent check of
/// the interpreter's release order (docs/gpu-causes.md, "Interpreter: release order").
fn nested_in_lockstep() -> Vec<u8> {
    let mut out = vec![0u32; THREADS as usize * 3];
    for warp in 0..THREADS.div_ceil(32) {
        let lanes: Vec<u32> = (warp * 32..THREADS.min(warp * 32 + 32)).collect();
        let mask = |s: &[u32]| s.iter().fold(0u32, |m, t| m | 1 << (t % 32));
        let (mut acc, mut acc2) = (vec![0u32; lanes.len()], vec![0u32; lanes.len()]);
        for i in 0..3u32 {
            let mut alive: Vec<usize> = (0..lanes.len()).collect();
            let mut after = Vec::new();
            let mut j = 0u32;
            while !alive.is_empty() {
                let (stay, left): (Vec<usize>, Vec<usize>) =
                    alive.iter().partition(|&&k| j < (lanes[k] + i) & 3);
                after.extend(left);
                let stay: Vec<usize> =
                    stay.into_iter().filter(|&k| !(((lanes[k] >> j) ^ i) & 1 == 1 && j == 1)).collect();
                let b = mask(&stay.iter().map(|&k| lanes[k]).collect::<Vec<_>>());
                for &k in &stay {
                    acc[k] = acc[k].wrapping_add(b.wrapping_mul(j + 1));
                }
                alive = stay;
                j += 1;
            }
            let b = mask(&after.iter().map(|&k| lanes[k]).collect::<Vec<_>>());
            for &k in &after {
                acc2[k] = acc2[k].wrapping_add(b.wrapping_mul(i + 1));
            }
        }
        let all = mask(&lanes);
        for (k, &t) in lanes.iter().enumerate() {
            out[t as usize * 3..t as usize * 3 + 3].copy_from_slice(&[acc[k], acc2[k], all]);
        }
    }
    out.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The conditional branches of `ptx` to a label above them.
fn back_branches(ptx: &str) -> usize {
    let mut seen = std::collections::BTreeSet::new();
    let mut n = 0;
    for l in ptx.lines().map(str::trim) {
        if let Some(label) = l.strip_suffix(':') {
            seen.insert(label);
        } else if let Some((pred, to)) = l.split_once(" bra ") {
            n += usize::from(pred.starts_with('@') && seen.contains(to.trim_end_matches(';')));
        }
    }
    n
}

#[test]
fn simd_groups_in_divergent_control_flow_see_metals_active_lanes() {
    let Some(raw) = bitcode() else { return };
    let mut m = air::read_module(&raw).expect("reads").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimizes");
    for (name, per_thread) in
        [("masks", 8usize), ("nested", 3), ("quiet", 2), ("votes", 1), ("rotated", 4), ("plain", 5)]
    {
        let n = THREADS as usize * per_thread;
        let bufs = vec![vec![0u8; n * 4]];
        let want = interpreted(&m, &raw, name, &bufs, 0).remove(0);
        if name == "nested" {
            // The interpreter releases collectives in structured program order, so a
            // `continue` of the outer loop from inside the inner one keeps Metal's order.
            assert_eq!(words(&want), words(&nested_in_lockstep()), "nested: interpreter against lockstep");
        }
        let ptx = ptx_of(&m, name);
        let ballots = !matches!(name, "votes" | "plain");
        assert!(!ballots || ptx.contains("vote.sync.ballot.b32"), "{name}: no ballot");
        if name == "quiet" {
            // The divergent `if` and loop before the first ballot read no mask: no ballot
            // of their own; only the `return` branch before the second one needs one.
            assert_eq!(ptx.matches("vote.sync.ballot.b32").count(), 3, "{name}:\n{ptx}");
        }
        if name == "rotated" || name == "plain" {
            // Every loop ends in a conditional branch back to its head (the bottom test
            // `ptxas` unrolls), the exit path restoring the header's phis.
            let loops = if name == "plain" { 3 } else { 2 };
            assert_eq!(back_branches(&ptx), loops, "{name}:\n{ptx}");
        }
        // The interpreter's ballots are not trivial: some site saw a partial warp.
        let ws = words(&want);
        assert!(
            !ballots || ws.iter().any(|&w| w != 0 && w != u32::MAX && w != (1 << 13) - 1),
            "{name}: {ws:x?}"
        );
        for seed in 0..64 {
            let got = run_ptx(&ptx, &bufs, 0, seed).remove(0);
            if got != want {
                let (g, w) = (words(&got), words(&want));
                let i = (0..g.len()).find(|&i| g[i] != w[i]).unwrap_or(0);
                if std::env::var_os("CONVERGE_DEBUG").is_some() {
                    for t in 0..THREADS as usize {
                        let r = t * per_thread..(t + 1) * per_thread;
                        eprintln!("{t:2} ptx {:08x?}\n   int {:08x?}", &g[r.clone()], &w[r]);
                    }
                }
                panic!(
                    "{name}, seed {seed}: thread {} word {}: PTX {:#x}, interpreter {:#x}\n{ptx}",
                    i / per_thread,
                    i % per_thread,
                    g[i],
                    w[i]
                );
            }
        }
    }
}

/// `simdgroup_async_copy` 2-D (zero and edge padding, both directions) and 1-D by a
/// SIMD-group with holes: the active lanes share the elements by rank, then
/// `bar.warp.sync`; every destination word equals the interpreter's.
#[test]
fn async_copies_by_the_active_lanes_equal_the_interpreters() {
    let Some(raw) = bitcode() else { return };
    let mut m = air::read_module(&raw).expect("reads").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimizes");
    let src: Vec<u8> = (1..=10u32).flat_map(|i| (i as f32 * 1.5).to_bits().to_le_bytes()).collect();
    let bufs = vec![src, vec![0xAB; 29 * 4]];
    let want = interpreted(&m, &raw, "copies", &bufs, 29 * 4);
    let ptx = ptx_of(&m, "copies");
    if std::env::var_os("CONVERGE_DEBUG").is_some() {
        eprintln!("{ptx}");
    }
    assert!(ptx.contains("bar.warp.sync"), "no SIMD-group synchronization after the copies");
    for seed in 0..32 {
        let got = run_ptx(&ptx, &bufs, 29 * 4, seed);
        assert_eq!(words(&got[1]), words(&want[1]), "seed {seed}\n{ptx}");
    }
}
