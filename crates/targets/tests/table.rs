//! The built-in architecture table against metal-toolchain(7) and formats.md §4.1/§6, and
//! the `-c` configuration format.

use targets::{ArchTable, Platform, TargetError, Vendor, Version};

const TOOLCHAIN_ARCHS: &[&str] = &[
    "applegpu_gx2",
    "applegpu_g4p",
    "applegpu_g4g",
    "applegpu_g5p",
    "applegpu_g9p",
    "applegpu_g9g",
    "applegpu_g10p",
    "applegpu_g11p",
    "applegpu_g11m",
    "applegpu_g11g",
    "applegpu_g11g_8fstp",
    "applegpu_g12p",
    "applegpu_g13p",
    "applegpu_g13g",
    "applegpu_g13s",
    "applegpu_g13c",
    "amdgpu_gfx600",
    "amdgpu_gfx600_nwh",
    "amdgpu_gfx701",
    "amdgpu_gfx704",
    "amdgpu_gfx803",
    "amdgpu_gfx802",
    "amdgpu_gfx900",
    "amdgpu_gfx904",
    "amdgpu_gfx906",
    "amdgpu_gfx1010_nsgc",
    "amdgpu_gfx1010",
    "amdgpu_gfx1011",
    "amdgpu_gfx1012",
    "amdgpu_gfx1030",
    "amdgpu_gfx1032",
    "intelgpu_skl_gt2r6",
    "intelgpu_skl_gt2r7",
    "intelgpu_skl_gt3r10",
    "intelgpu_kbl_gt2r0",
    "intelgpu_kbl_gt2r2",
    "intelgpu_kbl_gt2r4",
    "intelgpu_kbl_gt3r1",
    "intelgpu_kbl_gt3r6",
    "intelgpu_icl_1x6x8r7",
    "intelgpu_icl_1x8x8r7",
];

fn families(t: &ArchTable, name: &str) -> Vec<String> {
    t.lookup(name).expect("known arch").families.iter().cloned().collect()
}

#[test]
fn every_toolchain_arch_is_known_in_order() {
    let t = ArchTable::builtin();
    let names: Vec<&str> = t.names().filter(|n| TOOLCHAIN_ARCHS.contains(n)).collect();
    assert_eq!(names, TOOLCHAIN_ARCHS);
}

#[test]
fn mach_o_subtypes() {
    let t = ArchTable::builtin();
    for (name, sub) in [
        ("applegpu_gx2", 32),
        ("applegpu_g4p", 17),
        ("applegpu_g11g_8fstp", 1602),
        ("applegpu_g13g", 322),
        ("applegpu_g13c", 562),
        ("applegpu_g15g", 275),
        ("applegpu_g16p", 435),
        ("amdgpu_gfx600", 4000),
        ("amdgpu_gfx1032", 6005),
        ("intelgpu_kbl_gt2r0", 9765376),
        ("intelgpu_icl_1x8x8r7", 1116167),
    ] {
        assert_eq!(t.lookup(name).expect("arch").cpusubtype, Some(sub), "{name}");
    }
    assert_eq!(t.lookup("applegpu_g13g").expect("arch").cputype, Some(0x0100_0013));
    assert_eq!(t.lookup("amdgpu_gfx900").expect("arch").cputype, Some(0x0100_0014));
    assert_eq!(t.lookup("intelgpu_skl_gt2r6").expect("arch").cputype, Some(0x0100_0015));
    assert_eq!(t.lookup("applegpu_g16g").expect("arch").cpusubtype, None);
    // ISA generation = low nibble of the Apple subtype where known.
    for a in t.iter().filter(|a| a.vendor == Vendor::Apple) {
        if let Some(s) = a.cpusubtype.filter(|s| s & 15 != 0) {
            assert_eq!(a.isa, format!("agx{}", s & 15), "{}", a.name);
        }
    }
}

#[test]
fn families_of_the_golden_archs() {
    let t = ArchTable::builtin();
    assert_eq!(
        families(&t, "applegpu_g13g"),
        [
            "apple1", "apple2", "apple3", "apple4", "apple5", "apple6", "apple7", "common1", "common2",
            "common3", "mac2", "metal3"
        ]
    );
    assert_eq!(
        families(&t, "applegpu_g11p"),
        ["apple1", "apple2", "apple3", "apple4", "apple5", "common1", "common2", "common3"]
    );
    assert_eq!(families(&t, "amdgpu_gfx900"), ["common1", "common2", "common3", "mac2", "metal3"]);
    assert_eq!(families(&t, "amdgpu_gfx600"), ["common1", "common2", "common3", "mac2"]);
    assert_eq!(families(&t, "intelgpu_kbl_gt2r0"), ["common1", "common2", "common3", "mac2", "metal3"]);
    assert_eq!(families(&t, "applegpu_g4p"), ["apple1", "apple2", "common1"]);
    assert!(t.known_families().contains("apple9"));
}

#[test]
fn availability() {
    let t = ArchTable::builtin();
    let v = |s: &str| s.parse::<Version>().expect("version");
    assert_eq!(t.is_available("applegpu_g13g", Platform::Macos, &v("14.0")), Ok(true));
    assert_eq!(t.is_available("applegpu_g13g", Platform::Macos, &v("10.15")), Ok(false));
    assert_eq!(t.is_available("applegpu_g13p", Platform::Ios, &v("14.0")), Ok(true));
    assert_eq!(t.is_available("applegpu_g13p", Platform::Macos, &v("14.0")), Ok(false));
    assert_eq!(t.is_available("amdgpu_gfx900", Platform::IosSimulator, &v("17.0")), Ok(true));
    let mac: Vec<&str> =
        t.available_archs(Platform::Macos, &v("10.13")).iter().map(|a| a.name.as_str()).collect();
    assert!(
        mac.contains(&"amdgpu_gfx900") && !mac.contains(&"applegpu_g13g") && !mac.contains(&"amdgpu_gfx1010")
    );
}

#[test]
fn unknown_arch_lists_close_names() {
    let t = ArchTable::builtin();
    match t.lookup("applegpu_g13x") {
        Err(TargetError::UnknownArch { close, .. }) => {
            assert!(close.len() <= 5 && close.contains(&"applegpu_g13g".to_string()), "{close:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn config_merges_and_replaces() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/config/example.json"))
            .expect("example config");
    let t = ArchTable::builtin().with_config(&text, "example.json").expect("valid config");
    let new = t.lookup("applegpu_g99x").expect("added arch");
    assert_eq!(new.vendor, Vendor::Apple);
    assert!(new.families.contains("apple9"));
    assert_eq!(
        families(&t, "applegpu_g12p"),
        ["apple1", "apple2", "apple3", "apple4", "apple5", "apple6", "common1", "common2", "common3"]
    );
    assert_eq!(t.iter().count(), ArchTable::builtin().iter().count() + 1);

    let r = ArchTable::builtin()
        .with_config(r#"{"format": "metal-nt-targets", "version": 1, "replace": true, "archs": [{"name": "x_gpu", "vendor": "amd", "families": ["common1"]}]}"#, "r.json")
        .expect("replace");
    assert_eq!(r.names().collect::<Vec<_>>(), ["x_gpu"]);
}

#[test]
fn config_errors_are_located() {
    let bad = |text: &str| ArchTable::builtin().with_config(text, "c.json").expect_err("invalid").to_string();
    assert!(bad("{\n  \"format\": 1,\n}").starts_with("c.json:2:"), "{}", bad("{\n  \"format\": 1,\n}"));
    let e = bad(r#"{"format": "metal-nt-targets", "version": 1, "archz": []}"#);
    assert!(e.contains("unknown field `archz`"), "{e}");
    let e = bad(
        r#"{"format": "metal-nt-targets", "version": 1, "archs": [{"name": "applegpu_g13g", "families": ["Apple7"]}]}"#,
    );
    assert!(e.contains("/archs/0/families/0") && e.contains("lowercase"), "{e}");
    let e = bad(
        r#"{"format": "metal-nt-targets", "version": 1, "archs": [{"name": "applegpu_g13g", "availability": {"macos": "eleven"}}]}"#,
    );
    assert!(e.contains("/archs/0/availability/macos"), "{e}");
    let e = bad(r#"{"format": "metal-nt-targets", "version": 1, "archs": [{"name": "new_gpu"}]}"#);
    assert!(e.contains("needs a `vendor`"), "{e}");
    let e = bad(
        r#"{"format": "metal-nt-targets", "version": 1, "archs": [{"name": "amdgpu_gfx900", "cputype": 16777235}]}"#,
    );
    assert!(e.contains("does not match vendor amd"), "{e}");
    let e = bad(r#"{"format": "other", "version": 1, "archs": []}"#);
    assert!(e.contains("/format"), "{e}");
}
