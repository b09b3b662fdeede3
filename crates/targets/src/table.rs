//! The built-in architecture table, one row per architecture, in the order of
//! metal-toolchain(7) (Apple, AMD, Intel), newer Apple GPUs after `applegpu_g13c`.
//!
//! Provenance (formats.md §1.3, §4.1, §6): names and Mach-O cputype/subtypes are
//! confirmed by Apple sources (metal-toolchain(7), Apple's `file` magic); chips, Apple
//! family numbers, `metal3`/`mac2` membership and minimum OS versions are *inferred* from
//! Apple's feature-set tables and chip introduction dates, which is why `-c` can override
//! every field.

use crate::Vendor;

/// One row: name, vendor, ISA generation, chip, Apple family (0: not an Apple GPU),
/// metal3, mac2, Mach-O subtype, availability (platform, minimum version).
pub(crate) struct Row {
    pub name: &'static str,
    pub vendor: Vendor,
    pub isa: &'static str,
    pub chip: &'static str,
    pub apple: u8,
    pub metal3: bool,
    pub mac2: bool,
    pub subtype: Option<u32>,
    pub availability: &'static [(&'static str, &'static str)],
}

#[allow(clippy::too_many_arguments)]
const fn apple(
    name: &'static str,
    isa: &'static str,
    chip: &'static str,
    family: u8,
    metal3: bool,
    mac2: bool,
    subtype: Option<u32>,
    availability: &'static [(&'static str, &'static str)],
) -> Row {
    Row { name, vendor: Vendor::Apple, isa, chip, apple: family, metal3, mac2, subtype, availability }
}

const fn other(
    name: &'static str,
    vendor: Vendor,
    isa: &'static str,
    chip: &'static str,
    metal3: bool,
    subtype: u32,
    macos: &'static [(&'static str, &'static str)],
) -> Row {
    Row { name, vendor, isa, chip, apple: 0, metal3, mac2: true, subtype: Some(subtype), availability: macos }
}

use Vendor::{Amd, Intel};

#[rustfmt::skip]
pub(crate) const ROWS: &[Row] = &[
    apple("applegpu_gx2", "agx1", "Apple Watch S1-S3", 1, false, false, Some(32), &[("watchos", "3.0")]),
    apple("applegpu_g4p", "agx1", "A8", 2, false, false, Some(17), &[("ios", "8.0"), ("tvos", "9.0")]),
    apple("applegpu_g4g", "agx1", "A8X", 2, false, false, Some(49), &[("ios", "8.1")]),
    apple("applegpu_g5p", "agx1", "A9", 3, false, false, Some(65), &[("ios", "9.0")]),
    apple("applegpu_g9p", "agx1", "A10", 3, false, false, Some(81), &[("ios", "10.0")]),
    apple("applegpu_g9g", "agx1", "A10X", 3, false, false, Some(97), &[("ios", "10.3"), ("tvos", "11.0")]),
    apple("applegpu_g10p", "agx2", "A11", 4, false, false, Some(34), &[("ios", "11.0")]),
    apple("applegpu_g11p", "agx2", "A12", 5, false, false, Some(114), &[("ios", "12.0"), ("tvos", "14.5")]),
    apple("applegpu_g11m", "agx2", "Apple Watch S4/S5", 5, false, false, Some(82), &[("watchos", "5.0")]),
    apple("applegpu_g11g", "agx2", "A12X", 5, false, false, Some(130), &[("ios", "12.1")]),
    apple("applegpu_g11g_8fstp", "agx2", "A12Z", 5, false, false, Some(1602), &[("ios", "13.4"), ("macos", "11.0")]),
    apple("applegpu_g12p", "agx2", "A13", 6, true, false, Some(210), &[("ios", "13.0")]),
    apple("applegpu_g13p", "agx2", "A14", 7, true, false, Some(290), &[("ios", "14.0")]),
    apple("applegpu_g13g", "agx2", "M1", 7, true, true, Some(322), &[("ios", "14.5"), ("macos", "11.0")]),
    apple("applegpu_g13s", "agx2", "M1 Pro", 7, true, true, Some(530), &[("macos", "12.0")]),
    apple("applegpu_g13c", "agx2", "M1 Max", 7, true, true, Some(562), &[("macos", "12.0")]),
    apple("applegpu_g13d", "agx2", "M1 Ultra", 7, true, true, Some(594), &[("macos", "12.3")]),
    apple("applegpu_g14p", "agx2", "A15", 8, true, false, Some(370), &[("ios", "15.0"), ("tvos", "16.1")]),
    apple("applegpu_g14g", "agx2", "M2", 8, true, true, Some(402), &[("ios", "16.1"), ("macos", "12.4"), ("xros", "1.0")]),
    apple("applegpu_g14s", "agx2", "M2 Pro/Max", 8, true, true, Some(434), &[("macos", "13.2")]),
    apple("applegpu_g14d", "agx2", "M2 Ultra", 8, true, true, Some(498), &[("macos", "13.4")]),
    apple("applegpu_g15p", "agx2", "A16", 8, true, false, Some(610), &[("ios", "16.0")]),
    apple("applegpu_g15g", "agx3", "M3", 9, true, true, Some(275), &[("macos", "14.1")]),
    apple("applegpu_g15s", "agx3", "M3 Pro/Max", 9, true, true, Some(419), &[("macos", "14.1")]),
    apple("applegpu_g16p", "agx3", "A17 Pro", 9, true, false, Some(435), &[("ios", "17.0")]),
    apple("applegpu_g16g", "agx3", "M4", 9, true, true, None, &[("ios", "17.5"), ("macos", "15.0")]),
    apple("applegpu_g16s", "agx3", "M4 Pro/Max", 9, true, true, None, &[("macos", "15.1")]),
    apple("applegpu_g17p", "agx3", "A18", 9, true, false, None, &[("ios", "18.0")]),
    apple("applegpu_g17g", "agx3", "M5", 9, true, true, None, &[("macos", "26.0")]),
    apple("applegpu_g17s", "agx3", "M5 Pro/Max", 9, true, true, None, &[("macos", "26.0")]),
    apple("applegpu_g17d", "agx3", "M5 Ultra", 9, true, true, None, &[("macos", "26.0")]),
    apple("applegpu_g18p", "agx3", "A19", 9, true, false, None, &[("ios", "26.0")]),
    other("amdgpu_gfx600", Amd, "gfx6", "GCN 1 (Tahiti/Pitcairn)", false, 4000, &[("macos", "10.11")]),
    other("amdgpu_gfx600_nwh", Amd, "gfx6", "GCN 1 (no work-group hint)", false, 4001, &[("macos", "10.11")]),
    other("amdgpu_gfx701", Amd, "gfx7", "GCN 2 (Hawaii)", false, 4002, &[("macos", "10.11")]),
    other("amdgpu_gfx704", Amd, "gfx7", "GCN 2 (Bonaire)", false, 4003, &[("macos", "10.11")]),
    other("amdgpu_gfx803", Amd, "gfx8", "GCN 4 (Polaris/Fiji)", false, 4004, &[("macos", "10.11")]),
    other("amdgpu_gfx802", Amd, "gfx8", "GCN 3 (Tonga)", false, 4005, &[("macos", "10.11")]),
    other("amdgpu_gfx900", Amd, "gfx9", "Vega 10", true, 5000, &[("macos", "10.13")]),
    other("amdgpu_gfx904", Amd, "gfx9", "Vega 12", true, 5001, &[("macos", "10.14")]),
    other("amdgpu_gfx906", Amd, "gfx9", "Vega 20", true, 5002, &[("macos", "10.14")]),
    other("amdgpu_gfx1010_nsgc", Amd, "gfx10.1", "Navi 10 (no scalar-GPR-count workaround)", true, 6000, &[("macos", "10.15")]),
    other("amdgpu_gfx1010", Amd, "gfx10.1", "Navi 10", true, 6001, &[("macos", "10.15")]),
    other("amdgpu_gfx1011", Amd, "gfx10.1", "Navi 12", true, 6002, &[("macos", "10.15")]),
    other("amdgpu_gfx1012", Amd, "gfx10.1", "Navi 14", true, 6003, &[("macos", "10.15")]),
    other("amdgpu_gfx1030", Amd, "gfx10.3", "Navi 21", true, 6004, &[("macos", "11.0")]),
    other("amdgpu_gfx1032", Amd, "gfx10.3", "Navi 23", true, 6005, &[("macos", "11.0")]),
    other("intelgpu_skl_gt2r6", Intel, "gen9", "Skylake GT2", false, 590342, &[("macos", "10.11")]),
    other("intelgpu_skl_gt2r7", Intel, "gen9", "Skylake GT2", false, 590343, &[("macos", "10.11")]),
    other("intelgpu_skl_gt3r10", Intel, "gen9", "Skylake GT3", false, 590602, &[("macos", "10.11")]),
    other("intelgpu_kbl_gt2r0", Intel, "gen9.5", "Kaby/Coffee Lake GT2 (UHD 630)", true, 9765376, &[("macos", "10.12")]),
    other("intelgpu_kbl_gt2r2", Intel, "gen9.5", "Kaby/Coffee Lake GT2", true, 9765378, &[("macos", "10.12")]),
    other("intelgpu_kbl_gt2r4", Intel, "gen9.5", "Kaby/Coffee Lake GT2", true, 9765380, &[("macos", "10.12")]),
    other("intelgpu_kbl_gt3r1", Intel, "gen9.5", "Kaby/Coffee Lake GT3 (Iris Plus 6xx)", false, 9765633, &[("macos", "10.12")]),
    other("intelgpu_kbl_gt3r6", Intel, "gen9.5", "Kaby/Coffee Lake GT3 (Iris Plus 6xx)", false, 9765638, &[("macos", "10.12")]),
    other("intelgpu_icl_1x6x8r7", Intel, "gen11", "Ice Lake (Iris Plus)", true, 1115655, &[("macos", "10.15")]),
    other("intelgpu_icl_1x8x8r7", Intel, "gen11", "Ice Lake (Iris Plus)", true, 1116167, &[("macos", "10.15")]),
];
