//! AMD GPU generations and the per-arch facts every other module asks about: which
//! encoding family an arch uses, its wave size, its ELF machine number.

/// Encoding families: the instruction encodings change at these boundaries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Gen {
    /// GCN 1 (gfx6, "SI"): SMRD, MUBUF only (no FLAT).
    Gfx6,
    /// GCN 2 (gfx7, "CI"): SMRD, FLAT added.
    Gfx7,
    /// GCN 3/4 (gfx8, "VI"): SMEM, new VOP opcode numbers.
    Gfx8,
    /// GCN 5 (gfx9, Vega): GLOBAL/SCRATCH segments of FLAT, carry-less `v_add_u32`.
    Gfx9,
    /// RDNA 1 (gfx10.1): wave32/wave64, VOP3 literals, `s_waitcnt_vscnt`.
    Gfx10,
    /// RDNA 2 (gfx10.3).
    Gfx10_3,
}

/// One AMD target as the backend needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// LLVM's processor name (`gfx900`), as `llvm-mc -mcpu` takes it.
    pub mcpu: &'static str,
    pub gen: Gen,
    /// `EF_AMDGPU_MACH_*` of the ELF header.
    pub elf_mach: u32,
}

impl Target {
    /// RDNA runs Metal's 32-wide SIMD-groups as wave32; GCN only has wave64.
    pub fn wave_size(&self) -> u32 {
        if self.gen >= Gen::Gfx10 {
            32
        } else {
            64
        }
    }
}

/// The metal-toolchain(7) arch names, without `amdgpu_`, and what they are.
/// `gfx600_nwh` and `gfx1010_nsgc` are Apple's variants of gfx600 and gfx1010 (the
/// instruction set is the same; the suffixes name driver workarounds).
pub const TARGETS: &[(&str, Target)] = &[
    ("gfx600", Target { mcpu: "gfx600", gen: Gen::Gfx6, elf_mach: 0x20 }),
    ("gfx600_nwh", Target { mcpu: "gfx600", gen: Gen::Gfx6, elf_mach: 0x20 }),
    ("gfx701", Target { mcpu: "gfx701", gen: Gen::Gfx7, elf_mach: 0x23 }),
    ("gfx704", Target { mcpu: "gfx704", gen: Gen::Gfx7, elf_mach: 0x26 }),
    ("gfx802", Target { mcpu: "gfx802", gen: Gen::Gfx8, elf_mach: 0x29 }),
    ("gfx803", Target { mcpu: "gfx803", gen: Gen::Gfx8, elf_mach: 0x2a }),
    ("gfx900", Target { mcpu: "gfx900", gen: Gen::Gfx9, elf_mach: 0x2c }),
    ("gfx904", Target { mcpu: "gfx904", gen: Gen::Gfx9, elf_mach: 0x2e }),
    ("gfx906", Target { mcpu: "gfx906", gen: Gen::Gfx9, elf_mach: 0x2f }),
    ("gfx1010", Target { mcpu: "gfx1010", gen: Gen::Gfx10, elf_mach: 0x33 }),
    ("gfx1010_nsgc", Target { mcpu: "gfx1010", gen: Gen::Gfx10, elf_mach: 0x33 }),
    ("gfx1011", Target { mcpu: "gfx1011", gen: Gen::Gfx10, elf_mach: 0x34 }),
    ("gfx1012", Target { mcpu: "gfx1012", gen: Gen::Gfx10, elf_mach: 0x35 }),
    ("gfx1030", Target { mcpu: "gfx1030", gen: Gen::Gfx10_3, elf_mach: 0x36 }),
    ("gfx1032", Target { mcpu: "gfx1032", gen: Gen::Gfx10_3, elf_mach: 0x38 }),
];

/// The target of an arch name (`amdgpu_gfx900` or `gfx900`).
pub fn target(arch: &str) -> Option<Target> {
    let name = arch.strip_prefix("amdgpu_").unwrap_or(arch);
    TARGETS.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}
