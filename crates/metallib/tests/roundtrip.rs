//! Reading then writing reproduces libraries byte for byte, and the reader decodes what the
//! builder and the model put in.

mod common;

use metallib::format::TagName;
use metallib::*;

#[test]
fn built_library_reads_back() {
    let bytes = common::built();
    let lib = read(&bytes).expect("reads");
    assert_eq!(lib.header.version.to_string(), "1.2.7");
    assert!(lib.header.macos && lib.header.platform == 1 && lib.header.platform_64bit);
    let names: Vec<_> = lib.functions.iter().map(|f| (f.name, f.type_name())).collect();
    assert_eq!(
        names,
        [
            ("vector_add", "kernel".to_string()),
            ("blur", "kernel".into()),
            ("main_vertex", "vertex".into()),
            ("main_fragment", "fragment".into()),
            ("mul", "visible".into())
        ]
    );
    let blur = lib.function("blur").expect("blur");
    let constants = lib.constants(blur);
    assert_eq!(constants.len(), 2);
    assert_eq!(
        (constants[0].name, constants[0].type_name().as_str(), constants[0].index, constants[0].active),
        ("use_fast", "bool", 0, true)
    );
    assert_eq!(
        (constants[1].name, constants[1].type_name().as_str(), constants[1].active),
        ("radius", "int", false)
    );
    assert_eq!(blur.versions(), Some([2, 6, 3, 1]));
    // Modules get their wrapper, and every hash verifies.
    assert!(lib.functions.iter().all(|f| lib.module_of(f).starts_with(&0x0B17_C0DEu32.to_le_bytes())));
    assert!(verify_hashes(&lib).iter().all(|s| s.is_ok()));
    // A content-derived UUID: version 8, RFC variant, and the same for the same input.
    let uuid = lib.uuid().expect("uuid");
    assert_eq!(uuid[6] >> 4, 8);
    assert_eq!(uuid[8] >> 6, 2);
    assert_eq!(common::built(), bytes);
    assert_eq!(write(&lib).expect("writes"), bytes);
}

#[test]
fn unusual_library_round_trips() {
    let bytes = common::unusual();
    let lib = read(&bytes).expect("reads");
    assert_eq!(write(&lib).expect("writes"), bytes);
    assert_eq!(lib.header.version.to_string(), "1.2.2");
    assert_eq!(lib.functions.len(), 2);
    // No MDSZ: a module runs to the next one, so bytes between them belong to it.
    assert_eq!(lib.module_of(&lib.functions[0]).len(), 38 + 12);
    assert_eq!(lib.modules.iter().filter(|p| p.padding).count(), 0);
    assert_eq!(lib.functions[0].tag(TagName(*b"ZZZZ")), Some(&b"kept"[..]));
    assert_eq!(lib.functions[1].type_name(), "intersection");
    assert!(lib.section(TagName::RLST).is_some_and(|s| s.starts_with(&2u32.to_le_bytes())));
    assert!(lib.section(TagName::HSRC).is_some_and(|s| s.ends_with(b"-O2\0")));
    assert!(lib.layout.iter().any(|r| matches!(r, Region::Padding(p) if p.len() == 3)));
    assert_eq!(lib.uuid(), Some(&[7u8; 16][..]));
    // Without HASH tags, verification says so rather than failing.
    assert!(verify_hashes(&lib).iter().all(|s| *s == HashStatus::Missing));
}

#[test]
fn empty_library_round_trips() {
    let bytes = build(&BuildOptions::default(), &[]).expect("builds");
    let lib = read(&bytes).expect("reads");
    assert!(lib.functions.is_empty());
    assert_eq!(write(&lib).expect("writes"), bytes);
}

#[test]
fn bare_air_and_archives_open() {
    let wrapped = metallib::build::wrap_bitcode(&common::bitcode(1, 10)).expect("wraps");
    match open(&wrapped).expect("opens") {
        Container::Air(m) => {
            assert_eq!(m.wrapper.map(|w| (w.offset, w.size, w.cputype)), Some((20, 14, 0xFFFF_FFFF)));
            assert!(m.bitcode.starts_with(b"BC"));
        }
        other => panic!("{other:?}"),
    }
    // A BSD-style archive with a long name and an odd-sized member (padding byte).
    let mut ar = b"!<arch>\n".to_vec();
    let member = |name: &str, body: &[u8]| {
        let mut h =
            format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n", 0, 0, 0, 644, body.len()).into_bytes();
        h.extend_from_slice(body);
        if body.len() % 2 == 1 {
            h.push(b'\n');
        }
        h
    };
    let long_name = b"a_rather_long_name.air";
    ar.extend(member("#1/22", &[&long_name[..], &wrapped].concat()));
    ar.extend(member("b.air/", &common::bitcode(2, 11)));
    match open(&ar).expect("opens") {
        Container::Archive(m) => {
            let names: Vec<_> = m.iter().map(|m| m.name.as_str()).collect();
            assert_eq!(names, ["a_rather_long_name.air", "b.air"]);
            assert!(m[1].module.wrapper.is_none());
        }
        other => panic!("{other:?}"),
    }
    let e = open(b"\x7fELF....").expect_err("not a library");
    assert!(e.to_string().contains("not a MetalLib"), "{e}");
}

#[test]
fn functions_of_one_module_share_it() {
    let module = common::bitcode(3, 64);
    let f = |name: &str| NewFunction {
        name: name.into(),
        function_type: FunctionType::Kernel,
        module: module.clone(),
        air_version: (2, 6),
        language_version: (3, 1),
        constants: vec![],
    };
    let bytes = build(&BuildOptions::default(), &[f("a"), f("b")]).expect("builds");
    let lib = read(&bytes).expect("reads");
    assert_eq!(lib.modules.len(), 1);
    assert_eq!(lib.functions[0].module, lib.functions[1].module);
    assert!(verify_hashes(&lib).iter().all(|s| s.is_ok()));
    assert_eq!(write(&lib).expect("writes"), bytes);
}

/// Every library the repository ships under `fixtures/` reads, verifies and round-trips.
#[test]
fn every_fixture_library_round_trips() {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "metallib") {
                out.push(p);
            }
        }
    }
    let mut libs = Vec::new();
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures"), &mut libs);
    assert!(libs.len() >= 8, "{libs:?}");
    for p in libs {
        let bytes = std::fs::read(&p).expect("read");
        let lib = read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert!(!lib.functions.is_empty(), "{}", p.display());
        assert!(verify_hashes(&lib).iter().all(|h| *h == HashStatus::Ok), "{}", p.display());
        assert_eq!(write(&lib).expect("writes"), bytes, "{} round-trips", p.display());
    }
}
