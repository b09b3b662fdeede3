//! Every container variant Apple's toolchains have written, made here without downloads:
//! metadata group sizes that count the size field or only what follows it, with and
//! without `MDSZ`, no / empty / `UUID` header extension, containers 1.2.2–1.2.9, the empty
//! library. Each reads, lists, writes back byte for byte and reports no warnings; damage
//! still gives an error naming the byte offset and the structure. The variants are
//! committed under `tests/data/variants/` as fuzz seeds (`BLESS=1` rewrites them).

mod common;

use metallib::format::TagName;
use metallib::*;
use std::path::PathBuf;

fn u64_at(d: &[u8], at: usize) -> usize {
    let mut w = [0u8; 8];
    w.copy_from_slice(&d[at..at + 8]);
    u64::from_le_bytes(w) as usize
}

fn u32_at(d: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([d[at], d[at + 1], d[at + 2], d[at + 3]])
}

fn put_u32(d: &mut [u8], at: usize, v: u32) {
    d[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

/// `(offset, size)` of the public (40) or private (56) metadata, from the header.
fn section(d: &[u8], field: usize) -> (usize, usize) {
    (u64_at(d, field), u64_at(d, field + 8))
}

fn build_with(o: &BuildOptions) -> Vec<u8> {
    build(o, &common::variant_functions()).expect("builds")
}

fn options(name: &str) -> BuildOptions {
    common::variant_options().into_iter().find(|(n, _)| *n == name).map(|(_, o)| o).expect("variant")
}

#[test]
fn every_variant_reads_lists_and_round_trips() {
    for (name, o) in common::variant_options() {
        let bytes = build_with(&o);
        let lib = read(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(lib.header.version, o.version, "{name}");
        assert_eq!(lib.header.platform, o.platform, "{name}");
        let listed: Vec<_> = lib.functions.iter().map(|f| (f.name, f.type_name())).collect();
        assert_eq!(
            listed,
            [
                ("fill", "kernel".to_string()),
                ("blit_vertex", "vertex".into()),
                ("blit_fragment", "fragment".into())
            ],
            "{name}"
        );
        assert_eq!((lib.public_sizing, lib.private_sizing), (o.group_sizing, o.group_sizing), "{name}");
        let with_mdsz = lib.functions.iter().filter(|f| f.tag(TagName::MDSZ).is_some()).count();
        assert_eq!(with_mdsz, if o.module_sizes { 3 } else { 0 }, "{name}");
        let extension: Option<Vec<TagName>> =
            lib.extension.as_ref().map(|e| e.iter().map(|t| t.name).collect());
        let expected = match o.extension {
            ExtensionStyle::Absent => None,
            ExtensionStyle::Empty => Some(vec![]),
            ExtensionStyle::Uuid => Some(vec![TagName::UUID]),
        };
        assert_eq!(extension, expected, "{name}");
        // The vertex and fragment functions share one module, with or without MDSZ.
        assert_eq!(lib.modules.len(), 2, "{name}");
        assert_eq!(lib.functions[1].module, lib.functions[2].module, "{name}");
        assert_eq!(lib.constants(&lib.functions[0]).first().map(|c| c.name), Some("clear"), "{name}");
        assert!(verify_hashes(&lib).iter().all(|s| s.is_ok()), "{name}");
        assert!(lib.warnings.is_empty(), "{name}: {:?}", lib.warnings);
        assert_eq!(write(&lib).expect("writes"), bytes, "{name} round-trips");
    }
}

/// The bytes real files hold for an empty group: `04 00 00 00 'ENDT'` when the size counts
/// only what follows it, `08 00 00 00 'ENDT'` when it counts itself.
#[test]
fn group_size_conventions_write_the_real_bytes() {
    for (sizing, field) in [(GroupSizing::Exclusive, 4u32), (GroupSizing::Inclusive, 8)] {
        let o = BuildOptions { group_sizing: sizing, ..BuildOptions::default() };
        let bytes = build_with(&o);
        let (off, size) = section(&bytes, 56);
        let mut empty = field.to_le_bytes().to_vec();
        empty.extend_from_slice(b"ENDT");
        assert_eq!(size, 3 * 8, "{sizing:?}");
        assert_eq!(&bytes[off..off + 8], &empty[..], "{sizing:?}");
        // The public group of `fill` holds a CNST tag (6 bytes of name and size, a value of
        // count 2 + "clear\0" 6 + type, index, active 4) and ENDT.
        let (pub_off, _) = section(&bytes, 40);
        assert_eq!(u32_at(&bytes, pub_off) as usize, sizing.field(6 + 12 + 4), "{sizing:?}");
        // Function groups count themselves in both.
        let list = u64_at(&bytes, 24) + 4;
        let lib = read(&bytes).expect("reads");
        let first_group: usize = lib.functions[0]
            .tags
            .iter()
            .map(|t| 4 + if t.name.has_u32_size() { 4 } else { 2 } + t.value.len())
            .sum::<usize>()
            + 8;
        assert_eq!(u32_at(&bytes, list) as usize, first_group, "{sizing:?}");
    }
}

/// Exclusive-size files put `MDSZ` right before `OFFT`, inclusive ones after `VERS`.
#[test]
fn tag_order_follows_the_convention() {
    for (sizing, order) in [
        (
            GroupSizing::Exclusive,
            [TagName::NAME, TagName::TYPE, TagName::HASH, TagName::MDSZ, TagName::OFFT, TagName::VERS],
        ),
        (
            GroupSizing::Inclusive,
            [TagName::NAME, TagName::TYPE, TagName::HASH, TagName::OFFT, TagName::VERS, TagName::MDSZ],
        ),
    ] {
        let bytes = build_with(&BuildOptions { group_sizing: sizing, ..BuildOptions::default() });
        let lib = read(&bytes).expect("reads");
        let names: Vec<TagName> = lib.functions[0].tags.iter().map(|t| t.name).collect();
        assert_eq!(names, order, "{sizing:?}");
    }
}

/// Candle's placeholder as shipped in a wheel: no functions, 118 bytes, container 1.2.5,
/// a header extension with only a `UUID`, and the three sections empty at the file's end.
#[test]
fn empty_library_of_118_bytes() {
    let (name, bytes) = common::variants().pop().expect("variants");
    assert_eq!(name, "1.2.5-empty-library-uuid");
    assert_eq!(bytes.len(), 118);
    for field in [40, 56, 72] {
        assert_eq!(section(&bytes, field), (118, 0), "header field {field}");
    }
    let lib = read(&bytes).expect("reads");
    assert!(lib.functions.is_empty() && lib.modules.is_empty());
    assert!(lib.public_metadata.is_empty() && lib.private_metadata.is_empty());
    assert_eq!(lib.header.version.to_string(), "1.2.5");
    assert!(lib.uuid().is_some());
    assert_eq!(write(&lib).expect("writes"), bytes);
}

/// A mutated library must fail with an error at `offset` whose text contains `needle`.
fn rejects(bytes: &[u8], offset: usize, needle: &str) -> ReadError {
    let e = read(bytes).expect_err("damaged library must not read");
    assert_eq!(e.offset, offset as u64, "{e}");
    assert!(e.to_string().contains(needle), "{e}");
    e
}

#[test]
fn a_group_size_of_neither_convention_is_rejected_where_it_is() {
    for sizing in [GroupSizing::Exclusive, GroupSizing::Inclusive] {
        let mut bytes = build_with(&BuildOptions { group_sizing: sizing, ..BuildOptions::default() });
        let (off, _) = section(&bytes, 40);
        let size = u32_at(&bytes, off);
        put_u32(&mut bytes, off, size + 2);
        let e = rejects(&bytes, off, "group size says");
        assert_eq!(e.place, Place::PublicMetadata { group: 0, tag: None });
    }
}

#[test]
fn a_section_mixing_conventions_is_rejected_at_the_odd_group() {
    let mut bytes = build_with(&options("1.2.7-exclusive-mdsz-empty-extension-ios"));
    let (off, _) = section(&bytes, 56);
    // Private group 1 (the second empty group) made to count its own size field.
    put_u32(&mut bytes, off + 8, 8);
    let e = rejects(&bytes, off + 8, "group 0 of this section is exclusive");
    assert_eq!(e.place, Place::PrivateMetadata { group: 1, tag: None });
}

#[test]
fn a_function_group_not_counting_itself_is_rejected() {
    let mut bytes = build_with(&options("1.2.7-exclusive-mdsz-empty-extension-ios"));
    let at = u64_at(&bytes, 24) + 4;
    let size = u32_at(&bytes, at);
    put_u32(&mut bytes, at, size - 4);
    let e = rejects(&bytes, at, "does not count its own 4 bytes");
    assert_eq!(e.place, Place::Function { index: 0, tag: None });
}

#[test]
fn a_tag_running_past_its_section_is_rejected() {
    let mut bytes = build_with(&options("1.2.2-exclusive-no-mdsz-no-extension"));
    let (off, size) = section(&bytes, 40);
    // The CNST value length of the first public group, made larger than the section.
    assert_eq!(&bytes[off + 4..off + 8], b"CNST");
    bytes[off + 8..off + 10].copy_from_slice(&0x4000u16.to_le_bytes());
    let e = rejects(&bytes, off + 10, "past the end of its region");
    assert_eq!(e.place, Place::PublicMetadata { group: 0, tag: Some(TagName::CNST) });
    assert!(e.to_string().contains(&format!("{:#x}", off + size)), "{e}");
}

#[test]
fn without_mdsz_a_module_offset_past_the_list_is_rejected() {
    let bytes = build_with(&options("1.2.3-exclusive-no-mdsz-empty-extension"));
    let lib = read(&bytes).expect("reads");
    let offt = lib.functions[0].tag(TagName::OFFT).expect("OFFT");
    let at = offt.as_ptr() as usize - bytes.as_ptr() as usize + 16;
    let mut bad = bytes.clone();
    let past = u64_at(&bytes, 80) as u64 + 1;
    bad[at..at + 8].copy_from_slice(&past.to_le_bytes());
    let e = rejects(&bad, at, "module");
    assert_eq!(e.place, Place::Function { index: 0, tag: Some(TagName::OFFT) });
}

#[test]
fn a_metadata_offset_inside_a_group_is_rejected() {
    let bytes = build_with(&options("1.2.9-exclusive-mdsz-empty-extension"));
    let lib = read(&bytes).expect("reads");
    let offt = lib.functions[1].tag(TagName::OFFT).expect("OFFT");
    let at = offt.as_ptr() as usize - bytes.as_ptr() as usize;
    let mut bad = bytes.clone();
    bad[at..at + 8].copy_from_slice(&2u64.to_le_bytes());
    rejects(&bad, at, "is not the start of a metadata group");
}

/// Redundant fields that disagree with the authoritative ones are reported, not fatal, and
/// the bytes stay as they are.
#[test]
fn disagreeing_redundant_fields_are_warnings() {
    let m0 = metallib::build::wrap_bitcode(&common::bitcode(1, 24)).expect("wraps");
    // The wrapper claims 8 more bitcode bytes than MDSZ gives the module.
    let mut m1 = metallib::build::wrap_bitcode(&common::bitcode(2, 24)).expect("wraps");
    let claimed = u32_at(&m1, 12) + 8;
    put_u32(&mut m1, 12, claimed);
    let gap = [0u8; 16];
    let zeros = [0u8; 24];
    let function = |name: &'static [u8], module| Function {
        tags: vec![
            Tag { name: TagName::NAME, value: name },
            Tag { name: TagName::TYPE, value: &[2] },
            Tag { name: TagName::MDSZ, value: &zeros[..8] },
            Tag { name: TagName::OFFT, value: &zeros },
        ],
        name: "",
        function_type: None,
        module,
        public_metadata: 0,
        private_metadata: 0,
    };
    let lib = Library {
        header: common::old_header(4, true),
        functions: vec![function(b"a\0", 0), function(b"b\0", 2)],
        extension: Some(vec![]),
        public_metadata: vec![Group::default()],
        private_metadata: vec![Group::default()],
        public_sizing: GroupSizing::Exclusive,
        private_sizing: GroupSizing::Exclusive,
        modules: vec![
            Piece { bytes: &m0, padding: false },
            Piece { bytes: &gap, padding: true },
            Piece { bytes: &m1, padding: false },
        ],
        sections: vec![],
        layout: vec![
            Region::FunctionList,
            Region::HeaderExtension,
            Region::PublicMetadata,
            Region::PrivateMetadata,
            Region::Modules,
        ],
        warnings: vec![],
    };
    let bytes = write(&lib).expect("writes");
    let back = read(&bytes).expect("reads");
    let mod_off = u64_at(&bytes, 72);
    let found: Vec<(u64, Place)> = back.warnings.iter().map(|w| (w.offset, w.place.clone())).collect();
    assert_eq!(
        found,
        [
            ((mod_off + m0.len()) as u64, Place::ModuleList),
            ((mod_off + m0.len() + gap.len() + 8) as u64, Place::BitcodeWrapper),
        ],
        "{:?}",
        back.warnings
    );
    assert!(back.warnings[0].to_string().contains("16 bytes"), "{}", back.warnings[0]);
    assert!(
        back.warnings[1]
            .to_string()
            .contains("ends 56 bytes into the module, but OFFT/MDSZ give the module 48"),
        "{}",
        back.warnings[1]
    );
    assert_eq!(back.modules.len(), 3);
    assert_eq!(write(&back).expect("writes"), bytes);
}

fn seed_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/variants")
}

/// The committed seeds are what the builder makes today (`BLESS=1` rewrites them), so the
/// fuzzer starts from every variant: `cargo +nightly fuzz run metallib
/// crates/metallib/tests/data/variants`.
#[test]
fn variant_seeds_are_current() {
    let dir = seed_dir();
    let bless = std::env::var_os("BLESS").is_some();
    if bless {
        std::fs::create_dir_all(&dir).expect("seed dir");
    }
    let variants = common::variants();
    for (name, bytes) in &variants {
        let path = dir.join(format!("{name}.metallib"));
        if bless {
            std::fs::write(&path, bytes).expect("writes seed");
        }
        let on_disk =
            std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e} (run with BLESS=1)", path.display()));
        assert!(on_disk == *bytes, "{} is stale (run with BLESS=1)", path.display());
    }
    let count = std::fs::read_dir(&dir).expect("seed dir").flatten().count();
    assert_eq!(count, variants.len(), "stray files in {}", dir.display());
}
