//! One simulated wave: its register files (SGPRs, VGPRs, VCC, EXEC, M0, SCC), its
//! private (scratch) memory and its program counter, and the operand reads and writes
//! every instruction goes through. Lane masks are `u64`; a wave32 uses the low 32 bits
//! (`vcc_lo`, `exec_lo`) and the simulator keeps the high halves at zero.

use super::Fault;
use crate::gen::Gen;
use crate::isa::{Operand, Reg};

/// Addressable VGPRs of every generation.
pub const VGPRS: usize = 256;

/// Addressable SGPRs: 104 on gfx6/7, 102 on gfx8/9 (the rest are VCC, FLAT_SCRATCH,
/// XNACK_MASK), 106 on gfx10.
pub fn sgpr_count(gen: Gen) -> usize {
    match gen {
        Gen::Gfx6 | Gen::Gfx7 => 104,
        Gen::Gfx8 | Gen::Gfx9 => 102,
        Gen::Gfx10 | Gen::Gfx10_3 => 106,
    }
}

/// Where a wave stands between scheduling rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaveStatus {
    Running,
    /// Stopped at `s_barrier`; the program counter is already past it.
    AtBarrier,
    Ended,
}

/// The architectural state of one wave. Readable after a run when the launch asks to
/// keep final states (`Launch::keep_waves`).
#[derive(Clone, Debug)]
pub struct Wave {
    pub(super) size: usize,
    pub(super) sgprs: Vec<u32>,
    /// `VGPRS * size` values, register-major: `v[r]` of lane `l` at `r * size + l`.
    pub(super) vgprs: Vec<u32>,
    pub(super) vcc: u64,
    pub(super) exec: u64,
    pub(super) m0: u32,
    pub(super) scc: bool,
    pub(super) pc: usize,
    pub(super) status: WaveStatus,
    /// Index of the wave within its workgroup.
    pub(super) index: u32,
    pub(super) group: [u32; 3],
    /// Private memory, `private_size` bytes per lane, lane-major.
    pub(super) private: Vec<u8>,
}

impl Wave {
    pub(super) fn new(gen: Gen, size: usize, fill: u32, private_size: usize) -> Wave {
        Wave {
            size,
            sgprs: vec![fill; sgpr_count(gen)],
            vgprs: vec![fill; VGPRS * size],
            vcc: 0,
            exec: 0,
            m0: fill,
            scc: false,
            pc: 0,
            status: WaveStatus::Running,
            index: 0,
            group: [0; 3],
            private: vec![0; private_size.saturating_mul(size)],
        }
    }

    /// Lanes of the wave (32 or 64).
    pub fn size(&self) -> usize {
        self.size
    }
    /// `s<n>`, or None past the generation's SGPRs.
    pub fn sgpr(&self, n: usize) -> Option<u32> {
        self.sgprs.get(n).copied()
    }
    /// `v<r>` of `lane`.
    pub fn vgpr(&self, r: usize, lane: usize) -> Option<u32> {
        if lane >= self.size {
            return None;
        }
        self.vgprs.get(r * self.size + lane).copied()
    }
    pub fn vcc(&self) -> u64 {
        self.vcc
    }
    pub fn exec(&self) -> u64 {
        self.exec
    }
    pub fn m0(&self) -> u32 {
        self.m0
    }
    pub fn scc(&self) -> bool {
        self.scc
    }
    /// Workgroup id (x, y, z) and the wave's index within the workgroup.
    pub fn id(&self) -> ([u32; 3], u32) {
        (self.group, self.index)
    }
    /// Every lane of the wave as a mask.
    pub(super) fn full_mask(&self) -> u64 {
        if self.size >= 64 {
            u64::MAX
        } else {
            (1u64 << self.size) - 1
        }
    }
    pub(super) fn active(&self, lane: usize) -> bool {
        self.exec >> lane & 1 == 1
    }

    fn sgpr_index(&self, n: u16, k: usize) -> Result<usize, Fault> {
        let i = usize::from(n) + k;
        if i < self.sgprs.len() {
            Ok(i)
        } else {
            Err(Fault::Operand(format!("s{i} is beyond the {} SGPRs of this generation", self.sgprs.len())))
        }
    }

    fn vgpr_index(&self, n: u16, k: usize, lane: usize) -> Result<usize, Fault> {
        let r = usize::from(n) + k;
        if r < VGPRS {
            Ok(r * self.size + lane)
        } else {
            Err(Fault::Operand(format!("v{r} is beyond the {VGPRS} VGPRs")))
        }
    }

    /// Dword `k` of a scalar operand (register tuple, inline constant or literal). For
    /// `k = 1` an integer constant gives its sign extension, as 64-bit operations do.
    pub(super) fn s32(&self, op: &Operand, k: usize) -> Result<u32, Fault> {
        match *op {
            Operand::Reg { reg, .. } => self.read_sreg(reg, k),
            Operand::Imm(v) => Ok(if k == 0 { v as u32 } else { (v >> 32) as u32 }),
            Operand::F32(f) => Ok(if k == 0 { f.to_bits() } else { 0 }),
            Operand::Label(_) | Operand::Off | Operand::DataRel { .. } => {
                Err(Fault::Operand(format!("{op:?} is not a value")))
            }
        }
    }

    /// A 64-bit scalar operand: a register pair, a sign-extended integer constant, or a
    /// float constant as the f64 of the same value (how 64-bit operations read inline
    /// float constants).
    pub(super) fn s64(&self, op: &Operand) -> Result<u64, Fault> {
        match *op {
            Operand::Reg { reg, .. } => {
                Ok(u64::from(self.read_sreg(reg, 0)?) | u64::from(self.read_sreg(reg, 1)?) << 32)
            }
            Operand::Imm(v) => Ok(v as u64),
            Operand::F32(f) => Ok(f64::from(f).to_bits()),
            Operand::Label(_) | Operand::Off | Operand::DataRel { .. } => {
                Err(Fault::Operand(format!("{op:?} is not a value")))
            }
        }
    }

    /// A lane-mask operand: 32 bits in a wave32, 64 in a wave64.
    pub(super) fn mask(&self, op: &Operand) -> Result<u64, Fault> {
        let v = if self.size == 32 { u64::from(self.s32(op, 0)?) } else { self.s64(op)? };
        Ok(v & self.full_mask())
    }

    fn read_sreg(&self, reg: Reg, k: usize) -> Result<u32, Fault> {
        let lo_hi = |v: u64, k: usize| -> Result<u32, Fault> {
            match k {
                0 => Ok(v as u32),
                1 => Ok((v >> 32) as u32),
                _ => Err(Fault::Operand(format!("{reg:?} has no dword {k}"))),
            }
        };
        match reg {
            Reg::S(n) => Ok(self.sgprs[self.sgpr_index(n, k)?]),
            Reg::Vcc => lo_hi(self.vcc, k),
            Reg::VccHi => lo_hi(self.vcc >> 32, k),
            Reg::Exec => lo_hi(self.exec, k),
            Reg::ExecHi => lo_hi(self.exec >> 32, k),
            Reg::M0 if k == 0 => Ok(self.m0),
            Reg::Null => Ok(0),
            Reg::Scc if k == 0 => Ok(u32::from(self.scc)),
            Reg::V(_) => Err(Fault::Operand(format!("{reg:?} where a scalar operand is required"))),
            Reg::VirtS(_) | Reg::VirtV(_) => Err(Fault::Operand(format!("virtual register {reg:?}"))),
            Reg::M0 | Reg::Scc => Err(Fault::Operand(format!("{reg:?} has no dword {k}"))),
        }
    }

    /// Writes dword `k` of a scalar destination.
    pub(super) fn set_s32(&mut self, op: &Operand, k: usize, v: u32) -> Result<(), Fault> {
        let reg = match *op {
            Operand::Reg { reg, .. } => reg,
            _ => return Err(Fault::Operand(format!("{op:?} is not a destination"))),
        };
        let set_half = |old: u64, half: usize, v: u32| -> Result<u64, Fault> {
            match half {
                0 => Ok(old & 0xffff_ffff_0000_0000 | u64::from(v)),
                1 => Ok(old & 0xffff_ffff | u64::from(v) << 32),
                _ => Err(Fault::Operand(format!("{reg:?} has no dword {half}"))),
            }
        };
        let full = self.full_mask();
        match reg {
            Reg::S(n) => {
                let i = self.sgpr_index(n, k)?;
                self.sgprs[i] = v;
            }
            Reg::Vcc => self.vcc = set_half(self.vcc, k, v)? & full,
            Reg::VccHi => self.vcc = set_half(self.vcc, k + 1, v)? & full,
            Reg::Exec => self.exec = set_half(self.exec, k, v)? & full,
            Reg::ExecHi => self.exec = set_half(self.exec, k + 1, v)? & full,
            Reg::M0 if k == 0 => self.m0 = v,
            Reg::Null => {}
            Reg::Scc if k == 0 => self.scc = v != 0,
            Reg::V(_) => {
                return Err(Fault::Operand(format!("{reg:?} where a scalar destination is required")))
            }
            Reg::VirtS(_) | Reg::VirtV(_) => return Err(Fault::Operand(format!("virtual register {reg:?}"))),
            Reg::M0 | Reg::Scc => return Err(Fault::Operand(format!("{reg:?} has no dword {k}"))),
        }
        Ok(())
    }

    pub(super) fn set_s64(&mut self, op: &Operand, v: u64) -> Result<(), Fault> {
        self.set_s32(op, 0, v as u32)?;
        self.set_s32(op, 1, (v >> 32) as u32)
    }

    /// Writes a lane mask: one SGPR in a wave32, a pair in a wave64.
    pub(super) fn set_mask(&mut self, op: &Operand, v: u64) -> Result<(), Fault> {
        let v = v & self.full_mask();
        if self.size == 32 {
            self.set_s32(op, 0, v as u32)
        } else {
            self.set_s64(op, v)
        }
    }

    /// Dword `k` of a vector source for every lane: VGPRs per lane, scalar operands
    /// broadcast.
    pub(super) fn vsrc(&self, op: &Operand, k: usize, out: &mut [u32; 64]) -> Result<(), Fault> {
        match *op {
            Operand::Reg { reg: Reg::V(n), .. } => {
                let start = self.vgpr_index(n, k, 0)?;
                out[..self.size].copy_from_slice(&self.vgprs[start..start + self.size]);
            }
            _ => {
                let v = self.s32(op, k)?;
                out[..self.size].fill(v);
            }
        }
        Ok(())
    }

    /// A 64-bit vector source for every lane (VGPR pair, SGPR pair or 64-bit constant).
    pub(super) fn vsrc64(&self, op: &Operand, out: &mut [u64; 64]) -> Result<(), Fault> {
        match *op {
            Operand::Reg { reg: Reg::V(_), .. } => {
                let mut lo = [0u32; 64];
                let mut hi = [0u32; 64];
                self.vsrc(op, 0, &mut lo)?;
                self.vsrc(op, 1, &mut hi)?;
                for l in 0..self.size {
                    out[l] = u64::from(lo[l]) | u64::from(hi[l]) << 32;
                }
            }
            _ => {
                let v = self.s64(op)?;
                out[..self.size].fill(v);
            }
        }
        Ok(())
    }

    /// The VGPR number of a vector destination.
    pub(super) fn vdst(&self, op: &Operand) -> Result<u16, Fault> {
        match *op {
            Operand::Reg { reg: Reg::V(n), .. } => Ok(n),
            Operand::Reg { reg: r @ (Reg::VirtS(_) | Reg::VirtV(_)), .. } => {
                Err(Fault::Operand(format!("virtual register {r:?}")))
            }
            _ => Err(Fault::Operand(format!("{op:?} where a VGPR is required"))),
        }
    }

    /// Reads `v[n+k]` of one lane.
    pub(super) fn v(&self, n: u16, k: usize, lane: usize) -> Result<u32, Fault> {
        Ok(self.vgprs[self.vgpr_index(n, k, lane)?])
    }

    /// Writes `v[n+k]` of one lane (callers check the lane is active where EXEC applies).
    pub(super) fn set_v(&mut self, n: u16, k: usize, lane: usize, v: u32) -> Result<(), Fault> {
        let i = self.vgpr_index(n, k, lane)?;
        self.vgprs[i] = v;
        Ok(())
    }

    /// Every lane of `v<n>`.
    pub(super) fn vgpr_lanes(&mut self, n: u16) -> Result<&mut [u32], Fault> {
        let start = self.vgpr_index(n, 0, 0)?;
        let size = self.size;
        self.vgprs
            .get_mut(start..start + size)
            .ok_or_else(|| Fault::Operand(format!("v{n} is beyond the {VGPRS} VGPRs")))
    }

    /// Checks that `v[n .. n+width]` exists.
    pub(super) fn check_vgprs(&self, n: u16, width: usize) -> Result<(), Fault> {
        if width > 0 {
            self.vgpr_index(n, width - 1, 0)?;
        }
        Ok(())
    }
}
