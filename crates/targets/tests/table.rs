//! The built-in architecture table against metal-toolchain(7) and formats.md §4.1/§6, and
//! the `-c` configuration format (docs/config.md).

use targets::{ArchTable, Platform, TargetError, Vendor, Version};

/// metal-toolchain(7), Xcode 16.4, in its order.
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

/// formats.md §1.3: Apple GPUs newer than metal-toolchain(7).
const NEWER_APPLE: &[&str] = &[
    "applegpu_g13d",
    "applegpu_g14p",
    "applegpu_g14g",
    "applegpu_g14s",
    "applegpu_g14d",
    "applegpu_g15p",
    "applegpu_g15g",
    "applegpu_g15s",
    "applegpu_g16p",
    "applegpu_g16g",
    "applegpu_g16s",
    "applegpu_g17p",
    "applegpu_g17g",
    "applegpu_g17s",
    "applegpu_g17d",
    "applegpu_g18p",
];

/// formats.md §4.1.
const SUBTYPES: &[(&str, u32)] = &[
    ("applegpu_gx2", 32),
    ("applegpu_g4p", 17),
    ("applegpu_g4g", 49),
    ("applegpu_g5p", 65),
    ("applegpu_g9p", 81),
    ("applegpu_g9g", 97),
    ("applegpu_g10p", 34),
    ("applegpu_g11p", 114),
    ("applegpu_g11m", 82),
    ("applegpu_g11g", 130),
    ("applegpu_g11g_8fstp", 1602),
    ("applegpu_g12p", 210),
    ("applegpu_g13p", 290),
    ("applegpu_g13g", 322),
    ("applegpu_g13s", 530),
    ("applegpu_g13c", 562),
    ("applegpu_g13d", 594),
    ("applegpu_g14p", 370),
    ("applegpu_g14g", 402),
    ("applegpu_g14s", 434),
    ("applegpu_g14d", 498),
    ("applegpu_g15p", 610),
    ("applegpu_g15g", 275),
    ("applegpu_g15s", 419),
    ("applegpu_g16p", 435),
    ("amdgpu_gfx600", 4000),
    ("amdgpu_gfx600_nwh", 4001),
    ("amdgpu_gfx701", 4002),
    ("amdgpu_gfx704", 4003),
    ("amdgpu_gfx803", 4004),
    ("amdgpu_gfx802", 4005),
    ("amdgpu_gfx900", 5000),
    ("amdgpu_gfx904", 5001),
    ("amdgpu_gfx906", 5002),
    ("amdgpu_gfx1010_nsgc", 6000),
    ("amdgpu_gfx1010", 6001),
    ("amdgpu_gfx1011", 6002),
    ("amdgpu_gfx1012", 6003),
    ("amdgpu_gfx1030", 6004),
    ("amdgpu_gfx1032", 6005),
    ("intelgpu_skl_gt2r6", 590342),
    ("intelgpu_skl_gt2r7", 590343),
    ("intelgpu_skl_gt3r10", 590602),
    ("intelgpu_kbl_gt2r0", 9765376),
    ("intelgpu_kbl_gt2r2", 9765378),
    ("intelgpu_kbl_gt2r4", 9765380),
    ("intelgpu_kbl_gt3r1", 9765633),
    ("intelgpu_kbl_gt3r6", 9765638),
    ("intelgpu_icl_1x6x8r7", 1115655),
    ("intelgpu_icl_1x8x8r7", 1116167),
];

fn builtin() -> ArchTable {
    ArchTable::builtin()
}

fn families(t: &ArchTable, name: &str) -> Vec<String> {
    t.get(name).map(|a| a.families.iter().cloned().collect()).unwrap_or_default()
}

fn ver(s: &str) -> Version {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn names(archs: Vec<&targets::Arch>) -> Vec<&str> {
    archs.into_iter().map(|a| a.name.as_str()).collect()
}

#[test]
fn table_order_is_the_toolchain_order_with_newer_apple_gpus_after_g13c() {
    let t = builtin();
    let g13c = TOOLCHAIN_ARCHS.iter().position(|n| *n == "applegpu_g13c").map_or(0, |i| i + 1);
    let mut expected: Vec<&str> = TOOLCHAIN_ARCHS[..g13c].to_vec();
    expected.extend_from_slice(NEWER_APPLE);
    expected.extend_from_slice(&TOOLCHAIN_ARCHS[g13c..]);
    // metal-nt's extension (not Apple's): NVIDIA GPUs, after the toolchain's archs.
    expected.extend_from_slice(&["nvidiagpu_sm80", "nvidiagpu_sm90"]);
    assert_eq!(t.names().collect::<Vec<_>>(), expected);
    assert_eq!(t.len(), 59);
    assert_eq!(t.iter().count(), t.len());
}

#[test]
fn mach_o_types_and_subtypes() {
    let t = builtin();
    for &(name, sub) in SUBTYPES {
        let a = t.lookup(name).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.cpusubtype, Some(sub), "{name}");
    }
    for a in &t {
        let cputype = match a.vendor {
            Vendor::Apple => 0x0100_0013,
            Vendor::Amd => 0x0100_0014,
            Vendor::Intel => 0x0100_0015,
            Vendor::Nvidia => 0x0100_0016,
        };
        assert_eq!(a.cputype, Some(cputype), "{}", a.name);
        if !SUBTYPES.iter().any(|(n, _)| *n == a.name) && !a.vendor.is_extension() {
            assert_eq!(a.cpusubtype, None, "{}: formats.md §4.1 has no subtype", a.name);
        }
    }
    for unknown in ["applegpu_g16g", "applegpu_g16s", "applegpu_g17p", "applegpu_g17d", "applegpu_g18p"] {
        assert_eq!(t.get(unknown).and_then(|a| a.cpusubtype), None, "{unknown}");
    }
}

#[test]
fn isa_generations() {
    let t = builtin();
    let isa = |n: &str| t.get(n).map(|a| a.isa.clone()).unwrap_or_default();
    for (name, expected) in [
        ("applegpu_g4p", "agx1"),
        ("applegpu_g9g", "agx1"),
        ("applegpu_g10p", "agx2"),
        ("applegpu_g13g", "agx2"),
        ("applegpu_g15p", "agx2"),
        ("applegpu_g15g", "agx3"),
        ("applegpu_g16p", "agx3"),
        ("applegpu_gx2", "agx0"),
        ("amdgpu_gfx600", "gcn1"),
        ("amdgpu_gfx600_nwh", "gcn1"),
        ("amdgpu_gfx701", "gcn2"),
        ("amdgpu_gfx704", "gcn2"),
        ("amdgpu_gfx802", "gcn3"),
        ("amdgpu_gfx803", "gcn3"),
        ("amdgpu_gfx900", "gcn5"),
        ("amdgpu_gfx906", "gcn5"),
        ("amdgpu_gfx1010_nsgc", "rdna1"),
        ("amdgpu_gfx1012", "rdna1"),
        ("amdgpu_gfx1030", "rdna2"),
        ("amdgpu_gfx1032", "rdna2"),
        ("intelgpu_skl_gt3r10", "gen9"),
        ("intelgpu_kbl_gt2r0", "gen9.5"),
        ("intelgpu_icl_1x8x8r7", "gen11"),
    ] {
        assert_eq!(isa(name), expected, "{name}");
    }
    assert_eq!(t.get("applegpu_g13g").and_then(|a| a.chip.as_deref()), Some("M1"));
}

#[test]
fn families_of_the_golden_archs() {
    let t = builtin();
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
    assert_eq!(families(&t, "intelgpu_skl_gt2r6"), ["common1", "common2", "common3", "mac2"]);
    // formats.md §6 says "yes?": Apple lists UHD Graphics 630 (a gen9.5 GT2) for Metal 3.
    assert_eq!(families(&t, "intelgpu_kbl_gt2r0"), ["common1", "common2", "common3", "mac2", "metal3"]);
    assert_eq!(families(&t, "intelgpu_icl_1x6x8r7"), ["common1", "common2", "common3", "mac2", "metal3"]);
    assert_eq!(families(&t, "applegpu_g4p"), ["apple1", "apple2", "common1"]);
    assert_eq!(families(&t, "applegpu_g9p"), ["apple1", "apple2", "apple3", "common1", "common2"]);
    // The toolchain itself put g12p in a `-gpu-family metal3` build (formats.md §6).
    assert!(families(&t, "applegpu_g12p").contains(&"metal3".to_owned()));
    assert!(!families(&t, "applegpu_g16p").contains(&"mac2".to_owned()));
    assert!(families(&t, "applegpu_g16g").contains(&"apple9".to_owned()));
    let known = t.known_families();
    assert_eq!(known.len(), 14);
    assert!(known.contains("apple9") && known.contains("common3") && !known.contains("apple10"));
}

#[test]
fn availability() {
    let t = builtin();
    let avail = |a: &str, p: Platform, v: &str| t.is_available(a, p, &ver(v));
    assert_eq!(avail("applegpu_g13g", Platform::Macos, "11.0"), Ok(true));
    assert_eq!(avail("applegpu_g13g", Platform::Macos, "10.15"), Ok(false));
    assert_eq!(avail("applegpu_g13g", Platform::Ios, "14.5"), Ok(true));
    assert_eq!(avail("applegpu_g13g", Platform::Ios, "14.4.2"), Ok(false));
    assert_eq!(avail("applegpu_g13p", Platform::Ios, "14.0"), Ok(true));
    assert_eq!(avail("applegpu_g13p", Platform::Ios, "13.7"), Ok(false));
    assert_eq!(avail("applegpu_g13p", Platform::Macos, "26.0"), Ok(false));
    assert_eq!(avail("applegpu_g13p", Platform::Tvos, "26.0"), Ok(false));
    // Simulators share their device platform's availability.
    assert_eq!(avail("applegpu_g13p", Platform::IosSimulator, "14.0"), Ok(true));
    assert_eq!(avail("applegpu_g14p", Platform::TvosSimulator, "16.1"), Ok(true));
    assert_eq!(avail("amdgpu_gfx900", Platform::IosSimulator, "17.0"), Ok(false));
    // Mac Catalyst: only GPUs that run macOS.
    assert_eq!(avail("applegpu_g13p", Platform::MacCatalyst, "17.0"), Ok(false));
    assert_eq!(avail("applegpu_g13g", Platform::MacCatalyst, "14.2"), Ok(true));
    assert_eq!(avail("amdgpu_gfx900", Platform::MacCatalyst, "13.1"), Ok(true));
    assert_eq!(avail("amdgpu_gfx1030", Platform::MacCatalyst, "13.1"), Ok(false));
    // Mac-only vendors.
    assert_eq!(avail("amdgpu_gfx600", Platform::Macos, "10.11"), Ok(true));
    assert_eq!(avail("amdgpu_gfx900", Platform::Macos, "10.12"), Ok(false));
    assert_eq!(avail("amdgpu_gfx1010", Platform::Macos, "10.15"), Ok(true));
    assert_eq!(avail("amdgpu_gfx1032", Platform::Macos, "10.15.7"), Ok(false));
    assert_eq!(avail("intelgpu_kbl_gt3r6", Platform::Macos, "10.13"), Ok(true));
    assert_eq!(avail("intelgpu_icl_1x8x8r7", Platform::Ios, "26.0"), Ok(false));
    assert_eq!(avail("applegpu_g14g", Platform::Xros, "1.0"), Ok(true));

    let mac_10_13 = names(t.available_archs(Platform::Macos, &ver("10.13")));
    assert!(mac_10_13.contains(&"amdgpu_gfx900") && mac_10_13.contains(&"intelgpu_kbl_gt2r0"));
    assert!(!mac_10_13.contains(&"applegpu_g13g") && !mac_10_13.contains(&"amdgpu_gfx1010"));
    assert!(mac_10_13.iter().all(|n| !n.starts_with("applegpu_")));
    assert_eq!(
        names(t.available_archs(Platform::Ios, &ver("9.0"))),
        ["applegpu_g4p", "applegpu_g4g", "applegpu_g5p"],
        "table order"
    );
    assert_eq!(names(t.available_archs(Platform::Watchos, &ver("5"))), ["applegpu_gx2", "applegpu_g11m"]);
    assert!(t.available_archs(Platform::Xros, &ver("0.9")).is_empty());

    match t.is_available("applegpu_g13x", Platform::Macos, &ver("14")) {
        Err(TargetError::UnknownArch { name, .. }) => assert_eq!(name, "applegpu_g13x"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn unknown_arch_lists_close_names() {
    let t = builtin();
    let Err(e) = t.lookup("applegpu_g13x") else { panic!("applegpu_g13x should be unknown") };
    let TargetError::UnknownArch { close, .. } = &e else { panic!("{e:?}") };
    assert_eq!(close, &["applegpu_g13p", "applegpu_g13g", "applegpu_g13s", "applegpu_g13c", "applegpu_g13d"]);
    assert_eq!(
        e.to_string(),
        "unknown architecture `applegpu_g13x`; close names: applegpu_g13p, applegpu_g13g, applegpu_g13s, applegpu_g13c, applegpu_g13d"
    );
    match t.lookup("amdgpu_gfx90") {
        Err(TargetError::UnknownArch { close, .. }) => {
            assert_eq!(close.first().map(String::as_str), Some("amdgpu_gfx900"))
        }
        other => panic!("{other:?}"),
    }
    match t.lookup("zzz") {
        Err(e @ TargetError::UnknownArch { .. }) => assert_eq!(e.to_string(), "unknown architecture `zzz`"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn platforms_and_versions() {
    assert_eq!("xros-simulator".parse::<Platform>(), Ok(Platform::XrosSimulator));
    for (given, suggestion) in [
        ("macOS", Some("macos")),
        ("iphoneos", Some("ios")),
        ("tvOS-simulator", Some("tvos-simulator")),
        ("linux", None),
    ] {
        assert_eq!(
            given.parse::<Platform>(),
            Err(TargetError::UnknownPlatform {
                name: given.into(),
                suggestion: suggestion.map(str::to_owned)
            }),
        );
    }
    assert_eq!(ver("16.2.1").to_string(), "16.2.1");
    assert_eq!(ver("16").to_string(), "16.0");
    assert!(matches!("16..1".parse::<Version>(), Err(TargetError::BadVersion { .. })));
}

// ----- configuration --------------------------------------------------------------------

const HEAD: &str = r#""format": "metal-nt-targets", "version": 1"#;

fn example() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/config/example.json");
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn config(text: &str) -> Result<ArchTable, TargetError> {
    builtin().with_config(text, "c.json")
}

/// (line, column, pointer, message) of a configuration error.
fn config_error(text: &str) -> (usize, usize, Option<String>, String) {
    match config(text) {
        Err(TargetError::Config { origin, line, column, pointer, message }) => {
            assert_eq!(origin, "c.json");
            (line, column, pointer, message)
        }
        other => panic!("expected a configuration error for {text}, got {other:?}"),
    }
}

#[test]
fn example_config_merges() {
    let t = builtin().with_config(&example(), "example.json").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.len(), builtin().len() + 1);
    assert_eq!(t.names().last(), Some("applegpu_g99x"), "new archs are appended");
    let new = t.lookup("applegpu_g99x").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(new.vendor, Vendor::Apple);
    assert_eq!(new.cputype, Some(0x0100_0013));
    assert!(new.families.contains("apple10"), "a configuration may name new families");
    assert!(t.known_families().contains("apple10"));
    assert!(t.is_available("applegpu_g99x", Platform::Macos, &ver("27")).unwrap_or(false));
    // Changed: the families of g12p (no metal3); kept: everything else about it.
    let g12p = t.lookup("applegpu_g12p").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        families(&t, "applegpu_g12p"),
        ["apple1", "apple2", "apple3", "apple4", "apple5", "apple6", "common1", "common2", "common3"]
    );
    let before = builtin();
    let old = before.lookup("applegpu_g12p").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((&g12p.isa, &g12p.chip, g12p.cpusubtype), (&old.isa, &old.chip, old.cpusubtype));
    assert_eq!(g12p.availability, old.availability);
}

#[test]
fn config_merge_replaces_listed_fields_only() {
    let t = config(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "amdgpu_gfx900", "chip": "Vega", "availability": {{"macos": "10.14", "mac-catalyst": "13.1"}}}}]}}"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let a = t.lookup("amdgpu_gfx900").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.chip.as_deref(), Some("Vega"));
    assert_eq!(a.isa, "gcn5");
    assert_eq!(a.availability.get(&Platform::Macos), Some(&ver("10.14")));
    assert_eq!(t.is_available("amdgpu_gfx900", Platform::Macos, &ver("10.13")), Ok(false));
    assert_eq!(t.names().collect::<Vec<_>>(), builtin().names().collect::<Vec<_>>());
    // An explicit simulator entry wins over the device platform's.
    let t = config(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "amdgpu_gfx900", "availability": {{"macos": "10.13", "ios-simulator": "13.0"}}}}]}}"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.is_available("amdgpu_gfx900", Platform::IosSimulator, &ver("13.0")), Ok(true));
    // A new Apple arch without `isa` gets the generation of its subtype.
    let t = config(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g19p", "vendor": "apple", "cpusubtype": 1603}}]}}"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.get("applegpu_g19p").map(|a| a.isa.as_str()), Some("agx3"));
}

#[test]
fn config_replace() {
    let t = config(&format!(
        r#"{{{HEAD}, "replace": true, "archs": [
            {{"name": "amdgpu_test", "vendor": "amd", "families": ["common1"], "availability": {{"macos": "12"}}}},
            {{"name": "applegpu_test", "vendor": "apple", "cputype": 16777235}}
        ]}}"#
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(t.names().collect::<Vec<_>>(), ["amdgpu_test", "applegpu_test"]);
    assert_eq!(names(t.available_archs(Platform::Macos, &ver("12.0"))), ["amdgpu_test"]);
    assert!(t.get("applegpu_g13g").is_none());
    let empty =
        config(&format!(r#"{{{HEAD}, "replace": true, "archs": []}}"#)).unwrap_or_else(|e| panic!("{e}"));
    assert!(empty.is_empty());
    // Without a vendor nothing can be built from scratch.
    let (line, column, pointer, message) = config_error(&format!(
        "{{{HEAD}, \"replace\": true,\n \"archs\": [{{\"name\": \"applegpu_g13g\", \"families\": [\"apple7\"]}}]}}"
    ));
    assert_eq!((line, column, pointer.as_deref()), (2, 21, Some("/archs/0/name")));
    assert!(message.contains("needs a `vendor`") && message.contains("\"replace\": true"), "{message}");
}

#[test]
fn config_syntax_errors_have_serde_positions() {
    let e = config("{\n  \"format\": \"metal-nt-targets\",\n}").map(|_| ()).unwrap_err_or_panic();
    assert_eq!(e.to_string(), "c.json:3:1: trailing comma");
    let (line, column, pointer, message) =
        config_error("{\n  \"format\": \"metal-nt-targets\"\n  \"version\": 1}");
    assert_eq!((line, column, pointer), (3, 3, None));
    assert!(message.contains("expected `,` or `}`"), "{message}");
    // Comments are not JSON: the configuration is strict.
    let (line, _, _, _) = config_error("// targets\n{}");
    assert_eq!(line, 1);
}

#[test]
fn config_unknown_keys_are_errors() {
    let (line, column, pointer, message) = config_error(&format!("{{{HEAD},\n \"archz\": []}}"));
    assert_eq!((line, pointer), (2, None));
    assert!(column > 1);
    assert!(message.starts_with("unknown field `archz`, expected one of"), "{message}");
    assert!(message.contains("`archs`"), "{message}");

    let text = format!("{{{HEAD}, \"archs\": [\n  {{\"name\": \"applegpu_g13g\",\n   \"famlies\": []}}]}}");
    let (line, _, _, message) = config_error(&text);
    assert_eq!(line, 3);
    assert!(
        message.starts_with("unknown field `famlies`, expected one of") && message.contains("`families`")
    );
    let shown = config(&text).map(|_| ()).unwrap_err_or_panic().to_string();
    assert!(shown.starts_with("c.json:3:"), "{shown}");
}

#[test]
fn config_bad_family_is_located() {
    let text = format!(
        "{{{HEAD}, \"archs\": [\n  {{\"name\": \"applegpu_g13g\",\n   \"families\": [\"apple7\", \"Apple8\"]}}]}}"
    );
    let (line, column, pointer, message) = config_error(&text);
    assert_eq!((line, column, pointer.as_deref()), (3, 27, Some("/archs/0/families/1")));
    assert!(message.contains("\"Apple8\"") && message.contains("lowercase identifiers"), "{message}");
    let shown = config(&text).map(|_| ()).unwrap_err_or_panic().to_string();
    assert!(shown.starts_with("c.json:3:27: invalid family name \"Apple8\""), "{shown}");
    assert!(shown.ends_with("(at /archs/0/families/1)"), "{shown}");

    let (_, _, pointer, message) = config_error(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13g", "families": ["apple7", "apple7"]}}]}}"#
    ));
    assert_eq!(pointer.as_deref(), Some("/archs/0/families/1"));
    assert!(message.contains("listed twice"), "{message}");
}

#[test]
fn config_bad_versions_and_platforms() {
    let text = format!(
        "{{{HEAD}, \"archs\": [{{\"name\": \"applegpu_g13g\",\n  \"availability\": {{\"ios\": \"14\", \"macos\": \"eleven\"}}}}]}}"
    );
    let (line, column, pointer, message) = config_error(&text);
    assert_eq!((line, column, pointer.as_deref()), (2, 42, Some("/archs/0/availability/macos")));
    assert!(message.starts_with("invalid version `eleven`"), "{message}");

    let (line, column, pointer, message) = config_error(&format!(
        "{{{HEAD}, \"archs\": [{{\"name\": \"applegpu_g13g\",\n  \"availability\": {{\"macOS\": \"11.0\"}}}}]}}"
    ));
    assert_eq!((line, column, pointer.as_deref()), (2, 20, Some("/archs/0/availability/macOS")));
    assert!(message.contains("(did you mean `macos`?)"), "{message}");

    let (_, _, pointer, message) = config_error(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13g", "availability": {{"macos": "11.0", "macos": "12.0"}}}}]}}"#
    ));
    assert_eq!(pointer, None);
    assert!(message.contains("duplicate platform `macos`"), "{message}");

    let (_, _, _, message) = config_error(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13g", "availability": {{"macos": 11}}}}]}}"#
    ));
    assert!(message.contains("invalid type: integer `11`, expected a string"), "{message}");
}

#[test]
fn config_vendor_and_cputype_checks() {
    let (_, _, pointer, message) =
        config_error(&format!(r#"{{{HEAD}, "archs": [{{"name": "amdgpu_gfx900", "cputype": 16777235}}]}}"#));
    assert_eq!(pointer.as_deref(), Some("/archs/0/cputype"));
    assert!(message.contains("does not match vendor amd"), "{message}");

    let (_, _, pointer, message) =
        config_error(&format!(r#"{{{HEAD}, "archs": [{{"name": "applegpu_g99x", "vendor": "intel"}}]}}"#));
    assert_eq!(pointer.as_deref(), Some("/archs/0/vendor"));
    assert!(message.contains("intel names start with `intelgpu_`"), "{message}");

    let (_, _, pointer, message) =
        config_error(&format!(r#"{{{HEAD}, "archs": [{{"name": "nvgpu_x", "vendor": "qualcomm"}}]}}"#));
    assert_eq!(pointer, None);
    assert!(
        message.contains("unknown variant `qualcomm`, expected one of `apple`, `amd`, `intel`, `nvidia`"),
        "{message}"
    );

    // A misspelt existing name is not silently added as a new arch.
    let (_, _, pointer, message) = config_error(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13gg", "families": ["apple7"]}}]}}"#
    ));
    assert_eq!(pointer.as_deref(), Some("/archs/0/name"));
    assert!(
        message.contains("did you mean `applegpu_g13g`?") && message.contains("give its `vendor`"),
        "{message}"
    );

    let (_, _, pointer, message) = config_error(&format!(
        r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13g", "chip": "a"}}, {{"name": "applegpu_g13g", "chip": "b"}}]}}"#
    ));
    assert_eq!(pointer.as_deref(), Some("/archs/1/name"));
    assert!(message.contains("listed twice"), "{message}");

    let (_, _, pointer, _) = config_error(&format!(r#"{{{HEAD}, "archs": [{{"name": "Apple GPU"}}]}}"#));
    assert_eq!(pointer.as_deref(), Some("/archs/0/name"));
    let (_, _, pointer, _) =
        config_error(&format!(r#"{{{HEAD}, "archs": [{{"name": "applegpu_g13g", "isa": ""}}]}}"#));
    assert_eq!(pointer.as_deref(), Some("/archs/0/isa"));
}

#[test]
fn config_header_checks() {
    let (line, column, pointer, message) = config_error("{\"libraries\": {}, \"pipelines\": {}}");
    assert_eq!((line, column, pointer), (1, 1, None));
    assert!(message.starts_with("missing `format`"), "{message}");

    let (line, column, pointer, message) =
        config_error("{\n  \"format\": \"metal-nt-plan\", \"version\": 1, \"archs\": []}");
    assert_eq!((line, column, pointer.as_deref()), (2, 13, Some("/format")));
    assert!(message.contains("not a metal-nt-targets configuration"), "{message}");

    let (_, _, pointer, message) =
        config_error(r#"{"format": "metal-nt-targets", "version": 2, "archs": [], "new_key": 1}"#);
    assert_eq!(pointer.as_deref(), Some("/version"));
    assert!(message.contains("unsupported version 2"), "{message}");

    let (_, _, _, message) = config_error(r#"{"format": "metal-nt-targets", "archs": []}"#);
    assert!(message.contains("missing field `version`"), "{message}");

    let (_, _, _, message) = config_error("[1, 2]");
    assert!(message.contains("JSON object"), "{message}");

    for text in ["", "null", "\"x\"", "{\"format\": \"metal-nt-targets\", \"version\": 1, \"archs\": {}}"] {
        let _ = config_error(text);
    }
}

trait UnwrapErr {
    fn unwrap_err_or_panic(self) -> TargetError;
}

impl UnwrapErr for Result<(), TargetError> {
    fn unwrap_err_or_panic(self) -> TargetError {
        match self {
            Err(e) => e,
            Ok(()) => panic!("expected an error"),
        }
    }
}

#[test]
fn config_never_panics_on_damaged_input() {
    // Every prefix, and every single-byte deletion, of a valid configuration: each must
    // give a table or an error (which always carries a position), never a panic.
    let text = example();
    let bytes = text.as_bytes();
    let mut damaged: Vec<Vec<u8>> = (0..bytes.len()).map(|n| bytes[..n].to_vec()).collect();
    damaged.extend((0..bytes.len()).map(|i| [&bytes[..i], &bytes[i + 1..]].concat()));
    for d in damaged {
        let Ok(s) = String::from_utf8(d) else { continue };
        match builtin().with_config(&s, "d.json") {
            Ok(_) => {}
            Err(TargetError::Config { line, column, .. }) => assert!(line >= 1 && column >= 1, "{s}"),
            Err(other) => panic!("{other:?}"),
        }
    }
}
