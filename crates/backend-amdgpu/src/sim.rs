//! A simulator of exactly the machine code this backend emits: the `Vec<Inst>` form of
//! `crate::isa` (what isel produces after register allocation and what the disassembler
//! returns), run per generation (`crate::gen::Gen`) the way the ISA manuals define it.
//!
//! Model: a dispatch is a grid of workgroups run one after the other; a workgroup is a
//! set of waves (64 lanes on GCN, 32 or 64 on RDNA) sharing one LDS allocation. Waves
//! of a workgroup run in lockstep to barriers: each wave runs until `s_barrier` or
//! `s_endpgm`, then the next; when every wave waits or has ended the barrier opens.
//! Execution is sequential, so `s_waitcnt` and `s_nop` do nothing and memory is always
//! coherent; atomics of the lanes of one instruction apply in lane order.
//!
//! Global memory is a set of buffers the caller maps at 64-bit addresses ([`Memory`]);
//! every access is bounds-checked and a stray one stops the run with an error naming
//! the instruction index, opcode, wave and lane ([`SimError::Fault`]). Private
//! (scratch) memory is a per-lane area reached through MUBUF instructions whose buffer
//! resource has ADD_TID_ENABLE set (see [`scratch_descriptor`]).
//!
//! The initial register state follows the HSA "initial kernel execution state" in the
//! plain form of [`Launch`]: user SGPRs from s0, then the enabled workgroup ids, then the
//! private segment wave offset; work-item ids in v0 (x), v1 (y), v2 (z).
//!
//! Nothing here panics on any program or input: malformed operands, registers beyond
//! the generation's files, virtual registers, pseudo-instructions, unknown labels and
//! instructions the generation lacks are all errors.

mod exec;
pub mod float;
mod wave;

use std::collections::BTreeMap;

use thiserror::Error;

use crate::gen::Gen;
use crate::isa::{Inst, Opcode, Operand};
use wave::WaveStatus;
pub use wave::{sgpr_count, Wave, VGPRS};

/// The address spaces an access can fault in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    Lds,
    Private,
}

impl std::fmt::Display for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Space::Global => "global",
            Space::Lds => "LDS",
            Space::Private => "private",
        })
    }
}

/// What went wrong in one instruction.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Fault {
    #[error("{space} access of {size} bytes at {address:#x} is out of bounds")]
    OutOfBounds { space: Space, address: u64, size: u32 },
    #[error("{space} access of {size} bytes at {address:#x} is misaligned")]
    Misaligned { space: Space, address: u64, size: u32 },
    #[error("LDS address {address:#x} is not below M0 = {m0:#x} (gfx6-8 bound LDS accesses by M0)")]
    BeyondM0 { address: u64, m0: u32 },
    #[error("bad operand: {0}")]
    Operand(String),
    #[error("not available on {0:?}")]
    NotOnGen(Gen),
    #[error("unsupported form: {0}")]
    Unsupported(String),
    #[error("branch to label {0}, which the program does not define")]
    UnknownLabel(u32),
    #[error("ran past the end of the program without s_endpgm")]
    FellOffEnd,
    #[error("pseudo-instruction reached the simulator (it is removed before encoding)")]
    Pseudo,
}

/// An error of a simulated dispatch.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SimError {
    #[error("invalid launch: {0}")]
    Launch(String),
    #[error("cannot map {len} bytes at {base:#x}: {why}")]
    Map { base: u64, len: u64, why: &'static str },
    #[error("invalid program: {0}")]
    Program(String),
    #[error("instruction {index} ({op}) in workgroup {group:?}, wave {wave}{}: {fault}",
        lane.map(|l| format!(", lane {l}")).unwrap_or_default())]
    Fault { index: usize, op: &'static str, group: [u32; 3], wave: u32, lane: Option<u32>, fault: Fault },
    #[error(
        "step limit of {limit} instructions exceeded (workgroup {group:?}, wave {wave}, instruction {index})"
    )]
    StepLimit { limit: u64, group: [u32; 3], wave: u32, index: usize },
}

/// Global memory: buffers at caller-chosen 64-bit addresses. Accesses must fall inside
/// one buffer.
#[derive(Clone, Debug, Default)]
pub struct Memory {
    buffers: BTreeMap<u64, Vec<u8>>,
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    /// Maps `bytes` at `base`. Empty buffers, address overflow and overlaps are errors.
    pub fn map(&mut self, base: u64, bytes: Vec<u8>) -> Result<(), SimError> {
        let len = bytes.len() as u64;
        if len == 0 {
            return Err(SimError::Map { base, len, why: "empty buffer" });
        }
        let Some(end) = base.checked_add(len) else {
            return Err(SimError::Map { base, len, why: "the end overflows 64 bits" });
        };
        if let Some((&b, buf)) = self.buffers.range(..end).next_back() {
            if b + buf.len() as u64 > base {
                return Err(SimError::Map { base, len, why: "overlaps a mapped buffer" });
            }
        }
        self.buffers.insert(base, bytes);
        Ok(())
    }

    /// Removes the buffer mapped at `base` and returns its contents.
    pub fn unmap(&mut self, base: u64) -> Option<Vec<u8>> {
        self.buffers.remove(&base)
    }

    /// The buffer mapped at exactly `base`.
    pub fn buffer(&self, base: u64) -> Option<&[u8]> {
        self.buffers.get(&base).map(Vec::as_slice)
    }

    fn locate(&self, address: u64, size: usize) -> Option<(u64, usize)> {
        let (&b, buf) = self.buffers.range(..=address).next_back()?;
        let off = usize::try_from(address - b).ok()?;
        (off.checked_add(size)? <= buf.len()).then_some((b, off))
    }

    /// Reads `out.len()` bytes at `address`; false if they are not inside one buffer.
    pub fn read(&self, address: u64, out: &mut [u8]) -> bool {
        match self.locate(address, out.len()) {
            Some((b, off)) => match self.buffers.get(&b).and_then(|buf| buf.get(off..off + out.len())) {
                Some(src) => {
                    out.copy_from_slice(src);
                    true
                }
                None => false,
            },
            None => false,
        }
    }

    /// Writes `data` at `address`; false if it does not fit inside one buffer.
    pub fn write(&mut self, address: u64, data: &[u8]) -> bool {
        match self.locate(address, data.len()) {
            Some((b, off)) => {
                match self.buffers.get_mut(&b).and_then(|buf| buf.get_mut(off..off + data.len())) {
                    Some(dst) => {
                        dst.copy_from_slice(data);
                        true
                    }
                    None => false,
                }
            }
            None => false,
        }
    }
}

/// Kernel arguments placed in global memory by the launch, their address written into
/// user SGPRs `s[sgpr]` (low) and `s[sgpr+1]` (high).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernarg {
    pub address: u64,
    pub bytes: Vec<u8>,
    pub sgpr: u16,
}

/// Float environment of the dispatch (the kernel descriptor's MODE bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatMode {
    /// IEEE mode (`v_min/max_f32` quiet signalling NaNs). On for HSA compute kernels.
    pub ieee: bool,
    /// f32 denormals kept (true) or flushed to zero on input and output (false). f64
    /// and f16 denormals are always kept. `v_mac_f32` flushes in either mode, as the
    /// hardware's MAD path does.
    pub f32_denormals: bool,
}

impl Default for FloatMode {
    fn default() -> FloatMode {
        FloatMode { ieee: true, f32_denormals: true }
    }
}

/// Everything a dispatch needs besides the program and global memory.
#[derive(Clone, Debug, PartialEq)]
pub struct Launch {
    /// 64, or 32 on gfx10+.
    pub wave_size: u32,
    /// Work-items per dimension (HSA grid size); the last workgroup of a dimension may
    /// be partial.
    pub grid: [u32; 3],
    /// Work-items per workgroup per dimension.
    pub workgroup: [u32; 3],
    /// Values of s0, s1, …: the user SGPRs (private segment buffer, kernarg pointer, …
    /// as the ABI lays them out).
    pub user_sgprs: Vec<u32>,
    /// Kernel arguments to place in memory; their pointer lands in the user SGPRs.
    pub kernarg: Option<Kernarg>,
    /// Which workgroup ids (x, y, z) are preloaded, in the SGPRs after the user SGPRs.
    pub workgroup_id_sgprs: [bool; 3],
    /// Preload the private segment wave byte offset (always 0 here: every lane's private
    /// area starts at 0) after the workgroup ids.
    pub private_segment_wave_offset: bool,
    /// Work-item id VGPRs: 1 = v0 (x), 2 = also v1 (y), 3 = also v2 (z).
    pub workitem_id_vgprs: u8,
    /// LDS bytes per workgroup.
    pub lds_size: u32,
    /// Private (scratch) bytes per lane.
    pub private_size: u32,
    /// Instructions executed in all waves together before the run stops with an error.
    pub step_limit: u64,
    pub float_mode: FloatMode,
    /// Initial value of every register the ABI does not set (VGPRs, SGPRs, M0).
    pub fill: u32,
    /// Return every wave's final state in [`Outcome::waves`] (memory grows with the grid).
    pub keep_waves: bool,
    /// Address of the first instruction: what `s_getpc_b64` counts from and
    /// `s_setpc_b64` jumps into (the program's bytes are the encoder's, on `gen`).
    pub code_address: u64,
}

impl Launch {
    /// A one-dimensional-id launch with nothing preloaded but v0 and no LDS or scratch.
    pub fn new(wave_size: u32, grid: [u32; 3], workgroup: [u32; 3]) -> Launch {
        Launch {
            wave_size,
            grid,
            workgroup,
            user_sgprs: Vec::new(),
            kernarg: None,
            workgroup_id_sgprs: [false; 3],
            private_segment_wave_offset: false,
            workitem_id_vgprs: 1,
            lds_size: 0,
            private_size: 0,
            step_limit: 100_000_000,
            float_mode: FloatMode::default(),
            fill: 0,
            keep_waves: false,
            code_address: 0,
        }
    }
}

/// The result of a dispatch.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// Instructions executed, summed over waves (labels not counted).
    pub steps: u64,
    pub workgroups: u64,
    pub waves_run: u64,
    /// Final wave states, in workgroup then wave order, when `Launch::keep_waves`.
    pub waves: Vec<Wave>,
}

/// The 128-bit buffer resource of the private segment as the simulator reads it:
/// base 0 and ADD_TID_ENABLE (word 3 bit 23), which routes MUBUF accesses to the
/// executing lane's private area. Put it in the user SGPRs where the ABI wants the
/// private segment buffer.
pub fn scratch_descriptor() -> [u32; 4] {
    [0, 0, u32::MAX, 1 << 23]
}

/// The program with its labels resolved.
pub(crate) struct Program<'a> {
    pub insts: &'a [Inst],
    pub labels: BTreeMap<u32, usize>,
    /// Byte offset of each instruction from the first (and of the end, last), as the
    /// encoder lays them out; `None` from the first one it cannot encode on.
    pub offsets: Vec<Option<u64>>,
    pub code_address: u64,
}

impl Program<'_> {
    /// The index of the instruction at byte `offset` (labels before it skipped).
    pub(crate) fn index_at(&self, offset: u64) -> Option<usize> {
        let i = self.offsets.partition_point(|o| o.is_some_and(|o| o < offset));
        (self.offsets.get(i).copied().flatten() == Some(offset)).then_some(i)
    }
}

impl<'a> Program<'a> {
    fn new(gen: Gen, insts: &'a [Inst], code_address: u64) -> Result<Program<'a>, SimError> {
        let mut offsets = Vec::with_capacity(insts.len() + 1);
        let mut at = Some(0u64);
        for inst in insts {
            offsets.push(at);
            at = at.and_then(|a| crate::encode::size_of(gen, inst).ok().map(|n| a + n as u64));
        }
        offsets.push(at);
        let mut labels = BTreeMap::new();
        for (i, inst) in insts.iter().enumerate() {
            if inst.op != Opcode::Label {
                continue;
            }
            let Some(&Operand::Imm(n)) = inst.srcs.first() else {
                return Err(SimError::Program(format!("label at instruction {i} has no number")));
            };
            let n = u32::try_from(n)
                .map_err(|_| SimError::Program(format!("label number {n} at instruction {i}")))?;
            if labels.insert(n, i).is_some() {
                return Err(SimError::Program(format!("label {n} defined twice (again at instruction {i})")));
            }
        }
        Ok(Program { insts, labels, offsets, code_address })
    }
}

/// Shared state of one workgroup's run.
pub(crate) struct Ctx<'p, 'm> {
    pub gen: Gen,
    pub program: &'p Program<'p>,
    pub memory: &'m mut Memory,
    pub lds: Vec<u8>,
    pub mode: FloatMode,
    pub private_size: usize,
}

fn check_launch(gen: Gen, l: &Launch) -> Result<(), SimError> {
    let bad = |s: String| Err(SimError::Launch(s));
    match l.wave_size {
        64 => {}
        32 if gen >= Gen::Gfx10 => {}
        w => return bad(format!("wave size {w} on {gen:?}")),
    }
    if l.workgroup.contains(&0) {
        return bad(format!("empty workgroup {:?}", l.workgroup));
    }
    let items: u64 = l.workgroup.iter().map(|&d| u64::from(d)).product();
    if items > 1024 {
        return bad(format!("workgroup of {items} work-items (at most 1024)"));
    }
    if !(1..=3).contains(&l.workitem_id_vgprs) {
        return bad(format!("{} work-item id VGPRs", l.workitem_id_vgprs));
    }
    if l.private_size > 1 << 20 {
        return bad(format!("{} private bytes per lane (at most 1 MiB)", l.private_size));
    }
    if l.lds_size > 65536 {
        return bad(format!("{} bytes of LDS (at most 65536)", l.lds_size));
    }
    let system =
        l.workgroup_id_sgprs.iter().filter(|&&b| b).count() + usize::from(l.private_segment_wave_offset);
    if l.user_sgprs.len() + system > sgpr_count(gen) {
        return bad(format!("{} user and {system} system SGPRs", l.user_sgprs.len()));
    }
    if let Some(k) = &l.kernarg {
        if usize::from(k.sgpr) + 2 > l.user_sgprs.len() {
            return bad(format!(
                "kernarg pointer in s[{}:{}] outside the {} user SGPRs",
                k.sgpr,
                k.sgpr + 1,
                l.user_sgprs.len()
            ));
        }
    }
    Ok(())
}

/// Runs `program` as a dispatch on `gen`.
pub fn run(gen: Gen, program: &[Inst], launch: &Launch, memory: &mut Memory) -> Result<Outcome, SimError> {
    check_launch(gen, launch)?;
    let program = Program::new(gen, program, launch.code_address)?;
    let mut user = launch.user_sgprs.clone();
    if let Some(k) = &launch.kernarg {
        if !k.bytes.is_empty() {
            memory.map(k.address, k.bytes.clone())?;
        }
        let s = usize::from(k.sgpr);
        if let Some(slot) = user.get_mut(s..s + 2) {
            slot[0] = k.address as u32;
            slot[1] = (k.address >> 32) as u32;
        }
    }
    let groups: [u32; 3] = std::array::from_fn(|d| launch.grid[d].div_ceil(launch.workgroup[d].max(1)));
    let mut out = Outcome { steps: 0, workgroups: 0, waves_run: 0, waves: Vec::new() };
    let mut ctx = Ctx {
        gen,
        program: &program,
        memory,
        lds: Vec::new(),
        mode: launch.float_mode,
        private_size: launch.private_size as usize,
    };
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                run_group(&mut ctx, launch, &user, [gx, gy, gz], &mut out)?;
            }
        }
    }
    Ok(out)
}

fn run_group(
    ctx: &mut Ctx<'_, '_>,
    launch: &Launch,
    user: &[u32],
    group: [u32; 3],
    out: &mut Outcome,
) -> Result<(), SimError> {
    // A partial workgroup at the grid's edge has fewer work-items; ids are packed with
    // its own sizes.
    let dims: [u32; 3] = std::array::from_fn(|d| {
        let start = u64::from(group[d]) * u64::from(launch.workgroup[d]);
        let left = u64::from(launch.grid[d]).saturating_sub(start);
        launch.workgroup[d].min(left as u32)
    });
    let items = dims[0] as usize * dims[1] as usize * dims[2] as usize;
    let ws = launch.wave_size as usize;
    let nwaves = items.div_ceil(ws);
    ctx.lds.clear();
    ctx.lds.resize(launch.lds_size as usize, 0);

    let mut waves = Vec::with_capacity(nwaves);
    for w in 0..nwaves {
        let mut wave = Wave::new(ctx.gen, ws, launch.fill, ctx.private_size);
        wave.index = w as u32;
        wave.group = group;
        wave.sgprs[..user.len()].copy_from_slice(user);
        let mut s = user.len();
        for (&on, &id) in launch.workgroup_id_sgprs.iter().zip(&group) {
            if on {
                wave.sgprs[s] = id;
                s += 1;
            }
        }
        if launch.private_segment_wave_offset {
            wave.sgprs[s] = 0;
        }
        let mut exec = 0u64;
        for lane in 0..ws {
            let flat = w * ws + lane;
            if flat >= items {
                break;
            }
            exec |= 1 << lane;
            let x = flat % dims[0] as usize;
            let y = flat / dims[0] as usize % dims[1] as usize;
            let z = flat / (dims[0] as usize * dims[1] as usize);
            let ids = [x, y, z];
            for (d, id) in ids.iter().enumerate().take(usize::from(launch.workitem_id_vgprs)) {
                wave.vgprs[d * ws + lane] = *id as u32;
            }
        }
        wave.exec = exec;
        waves.push(wave);
    }

    loop {
        for wave in waves.iter_mut() {
            if wave.status == WaveStatus::Running {
                run_wave(ctx, wave, launch.step_limit, &mut out.steps)?;
            }
        }
        if waves.iter().all(|w| w.status == WaveStatus::Ended) {
            break;
        }
        for wave in waves.iter_mut() {
            if wave.status == WaveStatus::AtBarrier {
                wave.status = WaveStatus::Running;
            }
        }
    }
    out.workgroups += 1;
    out.waves_run += nwaves as u64;
    if launch.keep_waves {
        out.waves.extend(waves);
    }
    Ok(())
}

/// Runs one wave until it reaches a barrier or ends.
fn run_wave(ctx: &mut Ctx<'_, '_>, wave: &mut Wave, limit: u64, steps: &mut u64) -> Result<(), SimError> {
    while wave.status == WaveStatus::Running {
        let index = wave.pc;
        let Some(inst) = ctx.program.insts.get(index) else {
            return Err(SimError::Fault {
                index,
                op: "end",
                group: wave.group,
                wave: wave.index,
                lane: None,
                fault: Fault::FellOffEnd,
            });
        };
        if inst.op != Opcode::Label {
            if *steps >= limit {
                return Err(SimError::StepLimit { limit, group: wave.group, wave: wave.index, index });
            }
            *steps += 1;
        }
        if let Err(trap) = exec::step(ctx, wave, inst) {
            return Err(SimError::Fault {
                index,
                op: inst.op.name(),
                group: wave.group,
                wave: wave.index,
                lane: trap.lane.map(|l| l as u32),
                fault: trap.fault,
            });
        }
    }
    Ok(())
}
