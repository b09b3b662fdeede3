//! The built-in architecture table: one row per `-arch`, in the order of
//! metal-toolchain(7) (Apple, AMD, Intel), then metal-nt's NVIDIA extension, with the Apple GPUs newer than that page
//! (formats.md §1.3) after `applegpu_g13c` in numeric order.
//!
//! A row holds facts, not family lists: the families of a row are derived by the rules in
//! `ArchTable::builtin` (Apple families cumulative, `common*` from the Apple family or
//! from being a Mac GPU), so that the rules are written down once and the table stays
//! readable. docs/config.md explains every column and its provenance.

use crate::{Platform, Vendor, Version};

/// One architecture as the table states it.
#[derive(Debug)]
pub(crate) struct Row {
    pub name: &'static str,
    pub vendor: Vendor,
    pub isa: &'static str,
    pub chip: Option<&'static str>,
    /// Highest Apple GPU family (`appleN`); 0 for GPUs outside the Apple families.
    pub apple: u8,
    pub metal3: bool,
    pub mac2: bool,
    pub cpusubtype: Option<u32>,
    pub availability: &'static [(Platform, Version)],
}

const fn v(major: u32, minor: u32) -> Version {
    Version::new(major, minor, 0)
}

const IOS: Platform = Platform::Ios;
const MACOS: Platform = Platform::Macos;
const CATALYST: Platform = Platform::MacCatalyst;
const TVOS: Platform = Platform::Tvos;
const WATCHOS: Platform = Platform::Watchos;
const XROS: Platform = Platform::Xros;

#[allow(clippy::too_many_arguments)] // one positional row per line reads like a table
const fn apple(
    name: &'static str,
    isa: &'static str,
    chip: Option<&'static str>,
    apple: u8,
    metal3: bool,
    mac2: bool,
    cpusubtype: Option<u32>,
    availability: &'static [(Platform, Version)],
) -> Row {
    Row { name, vendor: Vendor::Apple, isa, chip, apple, metal3, mac2, cpusubtype, availability }
}

/// AMD and Intel GPUs only ever shipped in Macs: all are `mac2`, none has Apple families.
const fn mac(
    name: &'static str,
    vendor: Vendor,
    isa: &'static str,
    chip: &'static str,
    metal3: bool,
    cpusubtype: u32,
    availability: &'static [(Platform, Version)],
) -> Row {
    Row {
        name,
        vendor,
        isa,
        chip: Some(chip),
        apple: 0,
        metal3,
        mac2: true,
        cpusubtype: Some(cpusubtype),
        availability,
    }
}

// Availability of the Mac-only GPUs [I]: the macOS release that first drove the GPU
// generation (formats.md §6 chips; GCN 1–3 and Skylake from 10.11, the first macOS that
// metal-toolchain(7) supports). Mac Catalyst versions are numbered like iOS; 13.1 is the
// first Mac Catalyst (macOS 10.15), so every GPU a 10.15 Mac can have gets 13.1.
const MAC_10_11: &[(Platform, Version)] = &[(MACOS, v(10, 11)), (CATALYST, v(13, 1))];
const MAC_10_13: &[(Platform, Version)] = &[(MACOS, v(10, 13)), (CATALYST, v(13, 1))];
const MAC_10_15: &[(Platform, Version)] = &[(MACOS, v(10, 15)), (CATALYST, v(13, 1))];
const MAC_11_0: &[(Platform, Version)] = &[(MACOS, v(11, 0)), (CATALYST, v(14, 2))];

use Vendor::{Amd, Intel};

/// metal-nt's extension archs (NVIDIA): no Apple family, not a Mac GPU, available on no
/// Apple OS; the subtype is the SM number (ours, as is the cputype).
const fn nvidia(name: &'static str, isa: &'static str, chip: &'static str, sm: u32) -> Row {
    Row {
        name,
        vendor: Vendor::Nvidia,
        isa,
        chip: Some(chip),
        apple: 0,
        metal3: false,
        mac2: false,
        cpusubtype: Some(sm),
        availability: &[],
    }
}

/// The rows. Provenance per column (formats.md legend):
/// - name, order: \[C\] metal-toolchain(7), Xcode 16.4; rows after `applegpu_g13c`:
///   \[C\] for g13d…g16p (Apple's `file` magic, Xcode 16.4 man page), \[C-oss\] for
///   g16g…g18p (community reports of newer toolchains).
/// - cputype (from the vendor) and cpusubtype: \[C\] formats.md §4.1; `None` where §4.1 has
///   no value (g16g, g16s, g17*, g18p).
/// - Apple isa: \[I\] the low nibble of the subtype (§4.1: 1 = A8–A10, 2 = A11–A16/M1/M2,
///   3 = A17 Pro/M3+); `applegpu_gx2` has nibble 0 ⇒ `agx0`, a generation no public
///   source names. Rows without a subtype: \[I\] by chip generation.
/// - AMD isa: \[I\] by ISA manual generation (gfx6 → gcn1, gfx7 → gcn2, gfx8 → gcn3,
///   gfx9 → gcn5, gfx101x → rdna1, gfx103x → rdna2). Intel isa: \[I\] gen9 (Skylake),
///   gen9.5 (Kaby/Coffee Lake), gen11 (Ice Lake).
/// - chip, Apple family, metal3, mac2: \[I\] formats.md §6 (chips matched through subtype
///   model numbers; families from Apple's feature-set tables per chip).
/// - availability: \[I\] the OS release that introduced the chip; Mac Catalyst from the
///   macOS release that introduced it (Catalyst version of that macOS).
#[rustfmt::skip]
pub(crate) const ROWS: &[Row] = &[
    // Apple GPUs of metal-toolchain(7). [C] name, order, subtype. [I] isa (subtype nibble),
    // chip, family, metal3 (g12p: [C] seen in a toolchain `metal3` build), mac2, availability.
    // name                         isa     chip                      fam metal3 mac2  subtype     availability
    apple("applegpu_gx2",           "agx0", None,                      1, false, false, Some(32),   &[(WATCHOS, v(3, 0))]),
    apple("applegpu_g4p",           "agx1", Some("A8"),                2, false, false, Some(17),   &[(IOS, v(8, 0)), (TVOS, v(9, 0))]),
    apple("applegpu_g4g",           "agx1", Some("A8X"),               2, false, false, Some(49),   &[(IOS, v(8, 1))]),
    apple("applegpu_g5p",           "agx1", Some("A9"),                3, false, false, Some(65),   &[(IOS, v(9, 0))]),
    apple("applegpu_g9p",           "agx1", Some("A10"),               3, false, false, Some(81),   &[(IOS, v(10, 0))]),
    apple("applegpu_g9g",           "agx1", Some("A10X"),              3, false, false, Some(97),   &[(IOS, v(10, 3)), (TVOS, v(11, 0))]),
    apple("applegpu_g10p",          "agx2", Some("A11"),               4, false, false, Some(34),   &[(IOS, v(11, 0))]),
    apple("applegpu_g11p",          "agx2", Some("A12"),               5, false, false, Some(114),  &[(IOS, v(12, 0)), (TVOS, v(14, 5))]),
    apple("applegpu_g11m",          "agx2", Some("S4/S5"),             5, false, false, Some(82),   &[(WATCHOS, v(5, 0))]),
    apple("applegpu_g11g",          "agx2", Some("A12X"),              5, false, false, Some(130),  &[(IOS, v(12, 1))]),
    apple("applegpu_g11g_8fstp",    "agx2", Some("A12Z"),              5, false, false, Some(1602), &[(IOS, v(13, 4)), (MACOS, v(11, 0)), (CATALYST, v(14, 2))]),
    apple("applegpu_g12p",          "agx2", Some("A13"),               6, true,  false, Some(210),  &[(IOS, v(13, 0))]),
    apple("applegpu_g13p",          "agx2", Some("A14"),               7, true,  false, Some(290),  &[(IOS, v(14, 0))]),
    apple("applegpu_g13g",          "agx2", Some("M1"),                7, true,  true,  Some(322),  &[(IOS, v(14, 5)), (MACOS, v(11, 0)), (CATALYST, v(14, 2))]),
    apple("applegpu_g13s",          "agx2", Some("M1 Pro/Max"),        7, true,  true,  Some(530),  &[(MACOS, v(12, 0)), (CATALYST, v(15, 0))]),
    apple("applegpu_g13c",          "agx2", Some("M1 Max"),            7, true,  true,  Some(562),  &[(MACOS, v(12, 0)), (CATALYST, v(15, 0))]),
    // Newer Apple GPUs, numeric order. [C] name and subtype through g16p (Apple's `file`);
    // [C-oss] names from g16g on, whose subtypes are unknown. [I] everything else; the
    // g17/g18 rows are the least certain (chips unknown, families and isa carried forward).
    apple("applegpu_g13d",          "agx2", Some("M1 Ultra"),          7, true,  true,  Some(594),  &[(MACOS, v(12, 3)), (CATALYST, v(15, 4))]),
    apple("applegpu_g14p",          "agx2", Some("A15"),               8, true,  false, Some(370),  &[(IOS, v(15, 0)), (TVOS, v(16, 1))]),
    apple("applegpu_g14g",          "agx2", Some("M2"),                8, true,  true,  Some(402),  &[(IOS, v(16, 1)), (MACOS, v(12, 4)), (CATALYST, v(15, 5)), (XROS, v(1, 0))]),
    apple("applegpu_g14s",          "agx2", Some("M2 Pro/Max"),        8, true,  true,  Some(434),  &[(MACOS, v(13, 2)), (CATALYST, v(16, 3))]),
    apple("applegpu_g14d",          "agx2", Some("M2 Ultra"),          8, true,  true,  Some(498),  &[(MACOS, v(13, 4)), (CATALYST, v(16, 5))]),
    apple("applegpu_g15p",          "agx2", Some("A16"),               8, true,  false, Some(610),  &[(IOS, v(16, 0))]),
    apple("applegpu_g15g",          "agx3", Some("M3"),                9, true,  true,  Some(275),  &[(MACOS, v(14, 1)), (CATALYST, v(17, 1))]),
    apple("applegpu_g15s",          "agx3", Some("M3 Pro/Max"),        9, true,  true,  Some(419),  &[(MACOS, v(14, 1)), (CATALYST, v(17, 1))]),
    apple("applegpu_g16p",          "agx3", Some("A17 Pro"),           9, true,  false, Some(435),  &[(IOS, v(17, 0))]),
    apple("applegpu_g16g",          "agx3", Some("M4"),                9, true,  true,  None,       &[(IOS, v(17, 5)), (MACOS, v(15, 1)), (CATALYST, v(18, 1))]),
    apple("applegpu_g16s",          "agx3", Some("M4 Pro/Max"),        9, true,  true,  None,       &[(MACOS, v(15, 1)), (CATALYST, v(18, 1))]),
    apple("applegpu_g17p",          "agx3", Some("A18"),               9, true,  false, None,       &[(IOS, v(18, 0))]),
    apple("applegpu_g17g",          "agx3", None,                      9, true,  true,  None,       &[(MACOS, v(26, 0)), (CATALYST, v(26, 0))]),
    apple("applegpu_g17s",          "agx3", None,                      9, true,  true,  None,       &[(MACOS, v(26, 0)), (CATALYST, v(26, 0))]),
    apple("applegpu_g17d",          "agx3", None,                      9, true,  true,  None,       &[(MACOS, v(26, 0)), (CATALYST, v(26, 0))]),
    apple("applegpu_g18p",          "agx3", None,                      9, true,  false, None,       &[(IOS, v(26, 0))]),
    // AMD. [C] name, order, subtype. [I] isa, chip, metal3 (Vega and Navi: Apple's Metal 3
    // GPU list), availability; mac2 for all: these GPUs only ever shipped in Macs.
    // name                         vendor isa       chip                                       metal3 subtype  availability
    mac("amdgpu_gfx600",            Amd,   "gcn1",   "GCN 1 (Tahiti/Pitcairn, FirePro D)",       false, 4000,    MAC_10_11),
    mac("amdgpu_gfx600_nwh",        Amd,   "gcn1",   "GCN 1 (Tahiti/Pitcairn, FirePro D)",       false, 4001,    MAC_10_11),
    mac("amdgpu_gfx701",            Amd,   "gcn2",   "GCN 2 (Hawaii)",                           false, 4002,    MAC_10_11),
    mac("amdgpu_gfx704",            Amd,   "gcn2",   "GCN 2 (Bonaire, Radeon R9 M3xx)",          false, 4003,    MAC_10_11),
    mac("amdgpu_gfx803",            Amd,   "gcn3",   "Polaris/Fiji (Radeon Pro 4xx/5xx)",        false, 4004,    MAC_10_11),
    mac("amdgpu_gfx802",            Amd,   "gcn3",   "Tonga (Radeon R9 M295X/M395X)",            false, 4005,    MAC_10_11),
    mac("amdgpu_gfx900",            Amd,   "gcn5",   "Vega 10 (Radeon Pro Vega 56/64)",          true,  5000,    MAC_10_13),
    mac("amdgpu_gfx904",            Amd,   "gcn5",   "Vega 12 (Radeon Pro Vega 16/20)",          true,  5001,    MAC_10_13),
    mac("amdgpu_gfx906",            Amd,   "gcn5",   "Vega 20 (Radeon Pro Vega II)",             true,  5002,    MAC_10_13),
    mac("amdgpu_gfx1010_nsgc",      Amd,   "rdna1",  "Navi 10 (Radeon Pro 5700)",                true,  6000,    MAC_10_15),
    mac("amdgpu_gfx1010",           Amd,   "rdna1",  "Navi 10 (Radeon Pro 5700)",                true,  6001,    MAC_10_15),
    mac("amdgpu_gfx1011",           Amd,   "rdna1",  "Navi 12 (Radeon Pro 5600M)",               true,  6002,    MAC_10_15),
    mac("amdgpu_gfx1012",           Amd,   "rdna1",  "Navi 14 (Radeon Pro 5300/5500)",           true,  6003,    MAC_10_15),
    mac("amdgpu_gfx1030",           Amd,   "rdna2",  "Navi 21 (Radeon Pro W6800X/W6900X)",       true,  6004,    MAC_11_0),
    mac("amdgpu_gfx1032",           Amd,   "rdna2",  "Navi 23 (Radeon Pro W6600X/W6600M)",       true,  6005,    MAC_11_0),
    // Intel. [C] name, order, subtype. [I] isa, chip, metal3 (Kaby/Coffee Lake and Ice Lake:
    // Apple lists UHD Graphics 630 and Iris Plus Graphics for Metal 3), availability.
    mac("intelgpu_skl_gt2r6",       Intel, "gen9",   "Skylake GT2 (HD Graphics 5xx)",            false, 590342,  MAC_10_11),
    mac("intelgpu_skl_gt2r7",       Intel, "gen9",   "Skylake GT2 (HD Graphics 5xx)",            false, 590343,  MAC_10_11),
    mac("intelgpu_skl_gt3r10",      Intel, "gen9",   "Skylake GT3 (Iris Graphics 5xx)",          false, 590602,  MAC_10_11),
    mac("intelgpu_kbl_gt2r0",       Intel, "gen9.5", "Kaby/Coffee Lake GT2 (HD/UHD Graphics 6xx)", true, 9765376, MAC_10_13),
    mac("intelgpu_kbl_gt2r2",       Intel, "gen9.5", "Kaby/Coffee Lake GT2 (HD/UHD Graphics 6xx)", true, 9765378, MAC_10_13),
    mac("intelgpu_kbl_gt2r4",       Intel, "gen9.5", "Kaby/Coffee Lake GT2 (HD/UHD Graphics 6xx)", true, 9765380, MAC_10_13),
    mac("intelgpu_kbl_gt3r1",       Intel, "gen9.5", "Kaby/Coffee Lake GT3 (Iris Plus Graphics 6xx)", true, 9765633, MAC_10_13),
    mac("intelgpu_kbl_gt3r6",       Intel, "gen9.5", "Kaby/Coffee Lake GT3 (Iris Plus Graphics 6xx)", true, 9765638, MAC_10_13),
    mac("intelgpu_icl_1x6x8r7",     Intel, "gen11",  "Ice Lake G4 (Iris Plus Graphics)",         true,  1115655, MAC_10_15),
    mac("intelgpu_icl_1x8x8r7",     Intel, "gen11",  "Ice Lake G7 (Iris Plus Graphics)",         true,  1116167, MAC_10_15),
    // metal-nt's extension, not Apple's: NVIDIA GPUs through PTX (docs/abi-ptx.md).
    nvidia("nvidiagpu_sm80",        "sm_80", "Ampere (A100)", 80),
    nvidia("nvidiagpu_sm90",        "sm_90", "Hopper (H100/H200)", 90),
];
