//! A simulator of exactly the G13 forms this backend emits: one SIMD-group is 32 lanes
//! with 256 16-bit GPR halves each, 512 uniform halves shared by the dispatch, an
//! execution mask driven by the `r0l` nesting counter (`if_*`/`else_*`/`while_*`/
//! `pop_exec`), device memory as mapped buffers, threadgroup memory shared by the
//! SIMD-groups of a threadgroup, `threadgroup_barrier` rendezvous, and a scoreboard that
//! refuses to read (or overwrite) a loaded register before its `wait`.
//!
//! Per-instruction semantics follow the public reverse engineering (dougallj/applegpu's
//! pseudocode, checked against its emulator by `tests/sim_cases.rs`); whole kernels are
//! checked against the reference interpreter through `metal-run --arch applegpu_*`.

pub mod exec;
pub mod float;

use std::collections::BTreeMap;

use crate::disasm::{disassemble, Decoded, DisasmError};
use crate::isa::sr;

pub const LANES: usize = 32;
pub const GPR_HALVES: usize = 256;
pub const UNIFORM_HALVES: usize = 512;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SimError {
    #[error(transparent)]
    Decode(#[from] DisasmError),
    #[error("offset {pc:#x}: `{op}`: {what}")]
    Unsupported { pc: usize, op: &'static str, what: String },
    #[error("offset {pc:#x}: device address {addr:#x} ({len} bytes) is outside every buffer")]
    Device { pc: usize, addr: u64, len: usize },
    #[error("offset {pc:#x}: threadgroup address {addr:#x} ({len} bytes) is outside the {size} bytes of threadgroup memory")]
    Threadgroup { pc: usize, addr: u64, len: usize, size: usize },
    #[error("offset {pc:#x}: stack offset {addr} ({len} bytes) is outside the thread's {STACK_BYTES} bytes of stack")]
    Stack { pc: usize, addr: i64, len: usize },
    #[error("offset {pc:#x}: r{reg} half {half} used before `wait {group}` (scoreboard)")]
    Scoreboard { pc: usize, reg: u16, half: u16, group: u8 },
    #[error("offset {pc:#x}: branch to {target:#x}, which is not an instruction boundary")]
    Branch { pc: usize, target: i64 },
    #[error("the code ran past its end without `stop`")]
    RanOff,
    #[error("more than {0} instructions executed (a loop that does not end?)")]
    StepLimit(u64),
    #[error("threadgroup barrier deadlock: some SIMD-groups stopped while others wait")]
    Deadlock,
}

/// Device memory: buffers at fixed GPU addresses.
#[derive(Debug, Clone, Default)]
pub struct DeviceMemory {
    buffers: BTreeMap<u64, Vec<u8>>,
}

impl DeviceMemory {
    pub fn new() -> DeviceMemory {
        DeviceMemory::default()
    }
    /// Maps `data` at `base` (buffers must not overlap).
    pub fn map(&mut self, base: u64, data: Vec<u8>) {
        self.buffers.insert(base, data);
    }
    pub fn buffer(&self, base: u64) -> Option<&[u8]> {
        self.buffers.get(&base).map(Vec::as_slice)
    }
    pub fn into_buffers(self) -> BTreeMap<u64, Vec<u8>> {
        self.buffers
    }
    fn slice_mut(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let (base, buf) = self.buffers.range_mut(..=addr).next_back()?;
        let start = usize::try_from(addr - base).ok()?;
        buf.get_mut(start..start.checked_add(len)?)
    }
    pub fn read(&mut self, addr: u64, len: usize) -> Option<u64> {
        let s = self.slice_mut(addr, len)?;
        Some(s.iter().rev().fold(0u64, |v, b| v << 8 | u64::from(*b)))
    }
    pub fn write(&mut self, addr: u64, len: usize, value: u64) -> Option<()> {
        let s = self.slice_mut(addr, len)?;
        for (i, b) in s.iter_mut().enumerate() {
            *b = (value >> (8 * i)) as u8;
        }
        Some(())
    }
}

/// One SIMD-group's registers and execution state.
#[derive(Debug, Clone)]
pub struct Simd {
    /// `regs[lane][half]`.
    pub regs: Vec<[u16; GPR_HALVES]>,
    /// Lanes that exist (threads of the dispatch).
    pub launched: u32,
    /// Lanes that execute masked instructions.
    pub exec: u32,
    /// Halves with a load outstanding, per wait group.
    pub pending: [[bool; GPR_HALVES]; 2],
    /// Special-register values per lane (`get_sr`).
    pub srs: Vec<BTreeMap<u8, u32>>,
    /// Each lane's thread-private stack (`stack_load`/`stack_store`), grown on first
    /// touch up to [`STACK_BYTES`]; a new thread's stack reads as zeros.
    pub stack: Vec<Vec<u8>>,
}

/// Bytes of stack per thread: what a `stack_*` instruction's signed 16-bit byte offset
/// reaches.
pub const STACK_BYTES: usize = 0x8000;

impl Simd {
    /// A SIMD-group with every lane launched and active and all registers zero.
    pub fn new() -> Simd {
        Simd {
            regs: vec![[0; GPR_HALVES]; LANES],
            launched: u32::MAX,
            exec: u32::MAX,
            pending: [[false; GPR_HALVES]; 2],
            srs: vec![BTreeMap::new(); LANES],
            stack: vec![Vec::new(); LANES],
        }
    }
    pub fn active(&self, lane: usize) -> bool {
        self.exec >> lane & 1 != 0
    }
}

impl Default for Simd {
    fn default() -> Simd {
        Simd::new()
    }
}

/// What the instruction loop needs besides one SIMD-group: uniforms, memories.
#[derive(Debug)]
pub struct Shared<'a> {
    pub uniforms: &'a [u16; UNIFORM_HALVES],
    pub device: &'a mut DeviceMemory,
    pub threadgroup: &'a mut Vec<u8>,
}

/// A compute dispatch.
#[derive(Debug, Clone)]
pub struct Dispatch {
    /// Threads in the whole grid, per dimension (a partial last threadgroup launches only
    /// the threads inside the grid).
    pub threads_per_grid: [u32; 3],
    pub threads_per_threadgroup: [u32; 3],
    /// Uniform registers as the driver fills them (in halves).
    pub uniforms: Box<[u16; UNIFORM_HALVES]>,
    pub threadgroup_memory_bytes: usize,
    /// Instructions a dispatch may execute before it counts as hung.
    pub step_limit: u64,
}

/// Counters of one run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    pub instructions: u64,
    pub threadgroups: u64,
    pub simdgroups: u64,
}

/// Decoded code with its offset → index map.
#[derive(Debug, Clone)]
pub struct Program {
    pub insts: Vec<Decoded>,
    index: BTreeMap<usize, usize>,
}

impl Program {
    pub fn new(code: &[u8]) -> Result<Program, SimError> {
        let insts = disassemble(code)?;
        let index = insts.iter().enumerate().map(|(i, d)| (d.offset, i)).collect();
        Ok(Program { insts, index })
    }
    pub fn at(&self, offset: usize) -> Option<usize> {
        self.index.get(&offset).copied()
    }
}

/// Where a SIMD-group stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Running(usize),
    AtBarrier(usize),
    Stopped,
}

/// Runs a whole dispatch of the code that starts at byte `entry`.
pub fn run(
    code: &[u8],
    entry: usize,
    dispatch: &Dispatch,
    device: &mut DeviceMemory,
) -> Result<Stats, SimError> {
    let prog = Program::new(code)?;
    let start = prog.at(entry).ok_or(SimError::Branch { pc: entry, target: entry as i64 })?;
    let tpg = dispatch.threads_per_threadgroup.map(|v| v.max(1));
    let groups: Vec<u32> = (0..3).map(|d| dispatch.threads_per_grid[d].div_ceil(tpg[d])).collect();
    let per_group = (tpg[0] * tpg[1] * tpg[2]) as usize;
    let mut stats = Stats::default();
    let mut budget = dispatch.step_limit;
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let gpos = [gx, gy, gz];
                let mut simds = Vec::new();
                for s in 0..per_group.div_ceil(LANES) {
                    let mut simd = Simd::new();
                    simd.launched = 0;
                    for lane in 0..LANES {
                        let t = s * LANES + lane;
                        if t >= per_group {
                            continue;
                        }
                        let t32 = t as u32;
                        let tpos = [t32 % tpg[0], t32 / tpg[0] % tpg[1], t32 / (tpg[0] * tpg[1])];
                        let grid = [0, 1, 2].map(|d| gpos[d] * tpg[d] + tpos[d]);
                        if (0..3).any(|d| grid[d] >= dispatch.threads_per_grid[d]) {
                            continue;
                        }
                        simd.launched |= 1 << lane;
                        let m = &mut simd.srs[lane];
                        for d in 0..3u8 {
                            let i = usize::from(d);
                            m.insert(sr::THREADGROUP_POSITION_IN_GRID_X + d, gpos[i]);
                            m.insert(sr::THREADS_PER_THREADGROUP_X + d, tpg[i]);
                            m.insert(sr::THREAD_POSITION_IN_THREADGROUP_X + d, tpos[i]);
                            m.insert(sr::THREAD_POSITION_IN_GRID_X + d, grid[i]);
                        }
                        m.insert(sr::THREAD_INDEX_IN_THREADGROUP, t32);
                        m.insert(sr::THREAD_INDEX_IN_SIMDGROUP, lane as u32);
                        m.insert(sr::SIMDGROUP_INDEX_IN_THREADGROUP, s as u32);
                    }
                    if simd.launched == 0 {
                        continue;
                    }
                    simd.exec = simd.launched;
                    simds.push(simd);
                }
                if simds.is_empty() {
                    continue;
                }
                let mut tgmem = vec![0u8; dispatch.threadgroup_memory_bytes];
                let mut shared = Shared { uniforms: &dispatch.uniforms, device, threadgroup: &mut tgmem };
                run_threadgroup(
                    &prog,
                    start,
                    &mut simds,
                    &mut shared,
                    &mut budget,
                    dispatch.step_limit,
                    &mut stats,
                )?;
                stats.threadgroups += 1;
                stats.simdgroups += simds.len() as u64;
            }
        }
    }
    Ok(stats)
}

/// Runs the SIMD-groups of one threadgroup from `start` until all stop, meeting at
/// every `threadgroup_barrier`.
pub fn run_threadgroup(
    prog: &Program,
    start: usize,
    simds: &mut [Simd],
    shared: &mut Shared<'_>,
    budget: &mut u64,
    limit: u64,
    stats: &mut Stats,
) -> Result<(), SimError> {
    let mut states = vec![State::Running(start); simds.len()];
    loop {
        for (simd, state) in simds.iter_mut().zip(states.iter_mut()) {
            while let State::Running(pc) = *state {
                let Some(d) = prog.insts.get(pc) else { return Err(SimError::RanOff) };
                if *budget == 0 {
                    return Err(SimError::StepLimit(limit));
                }
                *budget -= 1;
                stats.instructions += 1;
                *state = match exec::step(simd, &d.inst, d.offset, shared)? {
                    exec::Flow::Next => State::Running(pc + 1),
                    exec::Flow::Jump(off) => {
                        let target = d.offset as i64 + off;
                        let t = usize::try_from(target)
                            .ok()
                            .and_then(|t| prog.at(t))
                            .ok_or(SimError::Branch { pc: d.offset, target })?;
                        State::Running(t)
                    }
                    exec::Flow::Barrier => State::AtBarrier(pc + 1),
                    exec::Flow::Stop => State::Stopped,
                };
            }
        }
        if states.iter().all(|s| *s == State::Stopped) {
            return Ok(());
        }
        if states.contains(&State::Stopped) {
            return Err(SimError::Deadlock);
        }
        for s in states.iter_mut() {
            if let State::AtBarrier(pc) = *s {
                *s = State::Running(pc);
            }
        }
    }
}
