//! The 64-byte HSA kernel descriptor (`<name>.kd`): its field layout, the register-count
//! granules of each generation, and the SGPRs a wave allocates beyond the ones the code names.
//!
//! Layout and bit positions: LLVM 14's `AMDHSAKernelDescriptor.h` (public header). Granule
//! rules: observed from `llvm-mc` assembling `.amdhsa_kernel` blocks and from `llc` output
//! (docs/abi-amdgpu.md, "Code object").

use crate::gen::{Gen, Target};

/// Size of a kernel descriptor in bytes; its alignment in `.rodata` is the same.
pub const KD_SIZE: usize = 64;

/// Byte offsets of the descriptor fields.
const GROUP_SEGMENT: usize = 0;
const PRIVATE_SEGMENT: usize = 4;
const KERNARG_SIZE: usize = 8;
const ENTRY_OFFSET: usize = 16;
const RSRC3: usize = 44;
const RSRC1: usize = 48;
const RSRC2: usize = 52;
const PROPERTIES: usize = 56;

/// A kernel descriptor as its raw fields; the accessors decode the packed words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KernelDescriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// From the descriptor's own address to the kernel's first instruction.
    pub kernel_code_entry_byte_offset: i64,
    /// Zero before gfx10 (gfx90a's use is not among our targets).
    pub compute_pgm_rsrc3: u32,
    pub compute_pgm_rsrc1: u32,
    pub compute_pgm_rsrc2: u32,
    pub kernel_code_properties: u16,
}

fn bits(word: u32, shift: u32, width: u32) -> u32 {
    (word >> shift) & ((1 << width) - 1)
}

fn le_u32(bytes: &[u8; KD_SIZE], at: usize) -> u32 {
    let mut b = [0u8; 4];
    b.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(b)
}

impl KernelDescriptor {
    pub fn to_bytes(&self) -> [u8; KD_SIZE] {
        let mut out = [0u8; KD_SIZE];
        out[GROUP_SEGMENT..GROUP_SEGMENT + 4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        out[PRIVATE_SEGMENT..PRIVATE_SEGMENT + 4]
            .copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        out[KERNARG_SIZE..KERNARG_SIZE + 4].copy_from_slice(&self.kernarg_size.to_le_bytes());
        out[ENTRY_OFFSET..ENTRY_OFFSET + 8]
            .copy_from_slice(&self.kernel_code_entry_byte_offset.to_le_bytes());
        out[RSRC3..RSRC3 + 4].copy_from_slice(&self.compute_pgm_rsrc3.to_le_bytes());
        out[RSRC1..RSRC1 + 4].copy_from_slice(&self.compute_pgm_rsrc1.to_le_bytes());
        out[RSRC2..RSRC2 + 4].copy_from_slice(&self.compute_pgm_rsrc2.to_le_bytes());
        out[PROPERTIES..PROPERTIES + 2].copy_from_slice(&self.kernel_code_properties.to_le_bytes());
        out
    }

    pub fn from_bytes(bytes: &[u8; KD_SIZE]) -> KernelDescriptor {
        let mut entry = [0u8; 8];
        entry.copy_from_slice(&bytes[ENTRY_OFFSET..ENTRY_OFFSET + 8]);
        KernelDescriptor {
            group_segment_fixed_size: le_u32(bytes, GROUP_SEGMENT),
            private_segment_fixed_size: le_u32(bytes, PRIVATE_SEGMENT),
            kernarg_size: le_u32(bytes, KERNARG_SIZE),
            kernel_code_entry_byte_offset: i64::from_le_bytes(entry),
            compute_pgm_rsrc3: le_u32(bytes, RSRC3),
            compute_pgm_rsrc1: le_u32(bytes, RSRC1),
            compute_pgm_rsrc2: le_u32(bytes, RSRC2),
            kernel_code_properties: u16::from_le_bytes([bytes[PROPERTIES], bytes[PROPERTIES + 1]]),
        }
    }

    // compute_pgm_rsrc1
    pub fn granulated_vgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 0, 6)
    }
    pub fn granulated_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 6, 4)
    }
    pub fn float_round_mode_32(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 12, 2)
    }
    pub fn float_round_mode_16_64(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 14, 2)
    }
    pub fn float_denorm_mode_32(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 16, 2)
    }
    pub fn float_denorm_mode_16_64(&self) -> u32 {
        bits(self.compute_pgm_rsrc1, 18, 2)
    }
    pub fn dx10_clamp(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 21, 1) != 0
    }
    pub fn ieee_mode(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 23, 1) != 0
    }
    pub fn fp16_overflow(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 26, 1) != 0
    }
    pub fn workgroup_processor_mode(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 29, 1) != 0
    }
    pub fn memory_ordered(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 30, 1) != 0
    }
    pub fn forward_progress(&self) -> bool {
        bits(self.compute_pgm_rsrc1, 31, 1) != 0
    }

    // compute_pgm_rsrc2
    pub fn private_segment_wave_offset(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 0, 1) != 0
    }
    pub fn user_sgpr_count(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 1, 5)
    }
    pub fn workgroup_id_x(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 7, 1) != 0
    }
    pub fn workgroup_id_y(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 8, 1) != 0
    }
    pub fn workgroup_id_z(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 9, 1) != 0
    }
    pub fn workgroup_info(&self) -> bool {
        bits(self.compute_pgm_rsrc2, 10, 1) != 0
    }
    /// 0: workitem id x in v0; 1: x, y in v0, v1; 2: x, y, z in v0..v2.
    pub fn workitem_id_vgprs(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 11, 2)
    }
    /// Must be zero in a code object: the packet processor fills it in from the dispatch.
    pub fn granulated_lds_size(&self) -> u32 {
        bits(self.compute_pgm_rsrc2, 15, 9)
    }

    // kernel_code_properties
    pub fn user_sgprs(&self) -> UserSgprs {
        let p = u32::from(self.kernel_code_properties);
        UserSgprs {
            private_segment_buffer: bits(p, 0, 1) != 0,
            dispatch_ptr: bits(p, 1, 1) != 0,
            queue_ptr: bits(p, 2, 1) != 0,
            kernarg_segment_ptr: bits(p, 3, 1) != 0,
            dispatch_id: bits(p, 4, 1) != 0,
            flat_scratch_init: bits(p, 5, 1) != 0,
            private_segment_size: bits(p, 6, 1) != 0,
        }
    }
    pub fn wave32(&self) -> bool {
        self.kernel_code_properties & (1 << 10) != 0
    }

    /// VGPRs per lane the hardware allocates for this descriptor.
    pub fn allocated_vgprs(&self, target: &Target) -> u32 {
        (self.granulated_vgpr_count() + 1) * vgpr_encoding_granule(target.gen, self.wave32())
    }

    /// SGPRs per wave the hardware allocates; `None` on gfx10, where the field is unused.
    pub fn allocated_sgprs(&self, target: &Target) -> Option<u32> {
        (target.gen < Gen::Gfx10).then(|| (self.granulated_sgpr_count() + 1) * SGPR_ENCODING_GRANULE)
    }
}

/// The user SGPRs the packet processor loads before the kernel starts, in this order from
/// `s0` (`kernel_code_properties` bits 0–6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserSgprs {
    /// `s[0:3]`-style buffer resource for scratch (4 SGPRs).
    pub private_segment_buffer: bool,
    /// Pointer to the AQL dispatch packet (2).
    pub dispatch_ptr: bool,
    /// Pointer to the AQL queue (2).
    pub queue_ptr: bool,
    /// Pointer to the kernel arguments (2).
    pub kernarg_segment_ptr: bool,
    /// 64-bit dispatch id (2).
    pub dispatch_id: bool,
    /// Scratch base for FLAT_SCRATCH (2); gfx7 and later.
    pub flat_scratch_init: bool,
    /// Scratch bytes per lane (1).
    pub private_segment_size: bool,
}

impl UserSgprs {
    /// How many SGPRs these take (the descriptor's `USER_SGPR_COUNT`).
    pub fn count(&self) -> u32 {
        [
            (self.private_segment_buffer, 4),
            (self.dispatch_ptr, 2),
            (self.queue_ptr, 2),
            (self.kernarg_segment_ptr, 2),
            (self.dispatch_id, 2),
            (self.flat_scratch_init, 2),
            (self.private_segment_size, 1),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, n)| n)
        .sum()
    }

    pub(crate) fn properties(&self) -> u16 {
        u16::from(self.private_segment_buffer)
            | u16::from(self.dispatch_ptr) << 1
            | u16::from(self.queue_ptr) << 2
            | u16::from(self.kernarg_segment_ptr) << 3
            | u16::from(self.dispatch_id) << 4
            | u16::from(self.flat_scratch_init) << 5
            | u16::from(self.private_segment_size) << 6
    }
}

/// The SGPRs the hardware writes after the user SGPRs (`compute_pgm_rsrc2`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SystemSgprs {
    pub workgroup_id_x: bool,
    pub workgroup_id_y: bool,
    pub workgroup_id_z: bool,
    pub workgroup_info: bool,
    /// The wave's scratch offset (`ENABLE_PRIVATE_SEGMENT`); needed whenever the kernel uses
    /// scratch.
    pub private_segment_wave_offset: bool,
}

/// SGPR counts are encoded in blocks of 8 on gfx6–gfx9 (gfx8/9 allocate in 16s, but the
/// field still counts 8s).
pub const SGPR_ENCODING_GRANULE: u32 = 8;

/// VGPR counts are encoded in blocks of 4, except gfx10 wave32, which counts blocks of 8.
pub fn vgpr_encoding_granule(gen: Gen, wave32: bool) -> u32 {
    if gen >= Gen::Gfx10 && wave32 {
        8
    } else {
        4
    }
}

/// `ceil(max(1, count) / granule) - 1`: the "granulated" form the descriptor stores.
pub fn granulated(count: u32, granule: u32) -> u32 {
    count.max(1).div_ceil(granule) - 1
}

/// gfx802 (Iceland/Tonga) has the SGPR initialisation bug: every wave must be given exactly
/// this many SGPRs (LLVM's `FeatureSGPRInitBug`; `llc` and `llvm-mc` both write 96).
pub const SGPR_INIT_BUG_COUNT: u32 = 96;

pub fn has_sgpr_init_bug(target: &Target) -> bool {
    target.mcpu == "gfx802"
}

/// Targets whose code object says XNACK "any" (`llc -mcpu=` default): their waves may run
/// with XNACK replay on, and gfx8/9 then keep the XNACK mask in SGPRs of the allocation.
pub fn supports_xnack(target: &Target) -> bool {
    matches!(target.mcpu, "gfx900" | "gfx904" | "gfx906" | "gfx1010" | "gfx1011" | "gfx1012")
}

/// Targets whose code object says SRAMECC "any".
pub fn supports_sramecc(target: &Target) -> bool {
    target.mcpu == "gfx906"
}

/// SGPRs each target's code may name: `s0` up to this (exclusive), extras included.
pub fn addressable_sgprs(gen: Gen) -> u32 {
    match gen {
        Gen::Gfx6 | Gen::Gfx7 => 104,
        Gen::Gfx8 | Gen::Gfx9 => 102,
        Gen::Gfx10 | Gen::Gfx10_3 => 106,
    }
}

/// VGPRs a lane may name (the 8-bit register field of every encoding).
pub const ADDRESSABLE_VGPRS: u32 = 256;

/// SGPRs the wave holds beyond those the code names: VCC, FLAT_SCRATCH (gfx7–9) and the
/// XNACK mask (gfx8–9) sit at the top of the allocation. On gfx10 only VCC is counted (and
/// the descriptor's SGPR field is unused).
pub fn extra_sgprs(target: &Target, uses_vcc: bool, uses_flat_scratch: bool) -> u32 {
    let vcc = if uses_vcc { 2 } else { 0 };
    match target.gen {
        Gen::Gfx6 => vcc,
        Gen::Gfx7 => {
            if uses_flat_scratch {
                4
            } else {
                vcc
            }
        }
        Gen::Gfx8 | Gen::Gfx9 => {
            if uses_flat_scratch {
                6
            } else if supports_xnack(target) {
                4
            } else {
                vcc
            }
        }
        Gen::Gfx10 | Gen::Gfx10_3 => vcc,
    }
}

/// The SGPR count of the metadata: named SGPRs plus extras, or the fixed count of the
/// SGPR-initialisation bug.
pub fn total_sgprs(target: &Target, named: u32, uses_vcc: bool, uses_flat_scratch: bool) -> u32 {
    if has_sgpr_init_bug(target) {
        SGPR_INIT_BUG_COUNT
    } else {
        named + extra_sgprs(target, uses_vcc, uses_flat_scratch)
    }
}

/// The `GRANULATED_WAVEFRONT_SGPR_COUNT` field: zero on gfx10, which ignores it (LLVM's
/// descriptor decoder rejects anything else there).
pub fn sgpr_field(target: &Target, total_sgprs: u32) -> u32 {
    if target.gen >= Gen::Gfx10 {
        0
    } else {
        granulated(total_sgprs, SGPR_ENCODING_GRANULE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::target;

    fn t(name: &str) -> Target {
        target(name).expect("known target")
    }

    #[test]
    fn granules_observed_from_llc() {
        // (target, .amdhsa_next_free_sgpr, reserve_vcc, reserve_flat_scratch, VGPRs, wave32)
        // → rsrc1 low 10 bits, as llc wrote them for two tiny kernels (k: one store; k2:
        // scratch, LDS, x/y/z ids); the inputs are the directives of `llc -S`.
        let cases = [
            ("gfx600", 7, true, false, 3, false, 0x040),
            ("gfx701", 7, true, false, 3, false, 0x040),
            ("gfx803", 7, true, false, 3, false, 0x040),
            ("gfx600", 16, true, false, 6, false, 0x081),
            ("gfx701", 12, true, true, 6, false, 0x041),
            ("gfx803", 12, true, true, 6, false, 0x081),
            ("gfx1010", 12, false, false, 6, true, 0x000),
            ("gfx1030", 7, false, false, 2, true, 0x000),
        ];
        for (name, named, vcc, flat, vgprs, w32, expect) in cases {
            let target = t(name);
            let total = total_sgprs(&target, named, vcc, flat);
            let field =
                granulated(vgprs, vgpr_encoding_granule(target.gen, w32)) | sgpr_field(&target, total) << 6;
            assert_eq!(field, expect, "{name}: {named} SGPRs, {vgprs} VGPRs");
        }
    }

    #[test]
    fn sgpr_extras_per_generation() {
        // From llvm-mc sweeps of .amdhsa_next_free_sgpr with each reserve_* directive: the
        // first count whose field is 1 is 9 - extras.
        assert_eq!(extra_sgprs(&t("gfx600"), true, false), 2);
        assert_eq!(extra_sgprs(&t("gfx701"), false, false), 0);
        assert_eq!(extra_sgprs(&t("gfx701"), true, false), 2);
        assert_eq!(extra_sgprs(&t("gfx701"), false, true), 4);
        assert_eq!(extra_sgprs(&t("gfx701"), true, true), 4);
        assert_eq!(extra_sgprs(&t("gfx803"), true, false), 2);
        assert_eq!(extra_sgprs(&t("gfx803"), false, true), 6);
        assert_eq!(extra_sgprs(&t("gfx900"), false, false), 4);
        assert_eq!(extra_sgprs(&t("gfx900"), true, false), 4);
        assert_eq!(extra_sgprs(&t("gfx906"), true, true), 6);
        // gfx802: llc and llvm-mc write 96 SGPRs (field 11) whatever the kernel uses.
        assert_eq!(sgpr_field(&t("gfx802"), total_sgprs(&t("gfx802"), 3, false, false)), 11);
    }

    #[test]
    fn vgpr_granules() {
        // llvm-mc: next_free_vgpr 9 gives field 2 (gfx6–9), 1 (gfx10 wave32), 2 (gfx10 wave64);
        // 256 gives 63 on gfx6–9.
        assert_eq!(granulated(9, vgpr_encoding_granule(Gen::Gfx9, false)), 2);
        assert_eq!(granulated(9, vgpr_encoding_granule(Gen::Gfx10, true)), 1);
        assert_eq!(granulated(9, vgpr_encoding_granule(Gen::Gfx10_3, false)), 2);
        assert_eq!(granulated(256, vgpr_encoding_granule(Gen::Gfx6, false)), 63);
        assert_eq!(granulated(0, 4), 0);
    }

    #[test]
    fn descriptor_round_trip() {
        let kd = KernelDescriptor {
            group_segment_fixed_size: 1200,
            private_segment_fixed_size: 260,
            kernarg_size: 12,
            kernel_code_entry_byte_offset: -0x1080,
            compute_pgm_rsrc3: 0,
            compute_pgm_rsrc1: 0x60af_0040,
            compute_pgm_rsrc2: 0x1391,
            kernel_code_properties: 0x0429,
        };
        let bytes = kd.to_bytes();
        assert_eq!(KernelDescriptor::from_bytes(&bytes), kd);
        assert_eq!(kd.user_sgpr_count(), 8);
        assert_eq!(kd.workitem_id_vgprs(), 2);
        assert!(kd.wave32() && kd.workgroup_processor_mode() && kd.memory_ordered());
        assert!(kd.user_sgprs().flat_scratch_init);
        assert_eq!(kd.user_sgprs().count(), 8);
    }
}
