//! Write → read gives the canonical image back; bytes depend only on content; the
//! layout facts docs/output-format.md promises hold; fat files of every magic; the
//! writer refuses images that break the rules.

mod common;

use gpu_macho::{
    read, shader_symbol, verify_uuids, write, write_fat, write_fat_slices, Error, FatMagic, FatSlice,
    FileType, Image, SliceContent, Stage,
};
use targets::CPU_TYPE_AIR64;

fn the_image(bytes: &[u8]) -> gpu_macho::ImageView {
    let c = read(bytes).expect("reads");
    assert_eq!(c.fat, None);
    assert_eq!(c.slices.len(), 1);
    match c.slices.into_iter().next().map(|s| s.content) {
        Some(SliceContent::Image(v)) => *v,
        other => panic!("not an image: {other:?}"),
    }
}

#[test]
fn round_trip_gives_the_canonical_image() {
    for (name, image) in common::images() {
        let bytes = write(&image).unwrap_or_else(|e| panic!("{name}: {e}"));
        let view = the_image(&bytes);
        assert_eq!(view.image, image.canonical(), "{name}");
        assert_eq!(write(&view.image).expect("rewrites"), bytes, "{name}: rewrite differs");
        verify_uuids(&bytes, &read(&bytes).expect("reads")).unwrap_or_else(|e| panic!("{name}: {e}"));
        // Shader views point at the payload and descriptor bytes.
        for (s, v) in view.image.shaders.iter().zip(&view.shaders) {
            let p = v.payload_offset as usize;
            assert_eq!(&bytes[p..p + s.payload.len()], s.payload.as_slice(), "{name}");
            let d = v.descriptor_offset as usize;
            assert_eq!(&bytes[d..d + s.descriptor.len()], s.descriptor.as_slice(), "{name}");
            if !s.payload.is_empty() {
                assert_eq!(p % 64, 0, "{name}: payloads are 64-byte aligned");
            }
        }
    }
}

#[test]
fn every_arch_of_the_table() {
    let archs = common::every_arch();
    assert!(archs.len() >= 15, "the arch table has every AMD arch at least");
    for (name, image) in &archs {
        let view = the_image(&write(image).expect("writes"));
        assert_eq!(
            (view.macho.header.cputype, view.macho.header.cpusubtype),
            (image.cputype, image.cpusubtype),
            "{name}"
        );
        assert_eq!(view.image, image.canonical(), "{name}");
    }
    let images: Vec<Image> = archs.into_iter().map(|(_, i)| i).collect();
    let c = read(&write_fat(&images, FatMagic::Universal).expect("writes")).expect("reads");
    assert_eq!(c.images().count(), images.len());
}

#[test]
fn bytes_depend_only_on_content() {
    let image = common::many(3, 25);
    let mut shuffled = image.clone();
    shuffled.shaders.rotate_left(7);
    shuffled.notes.reverse();
    for s in &mut shuffled.shaders {
        s.symbols.reverse();
    }
    assert_eq!(write(&image).expect("writes"), write(&shuffled).expect("writes"));
    assert_eq!(write(&image).expect("writes"), write(&image).expect("writes"));
}

#[test]
fn uuid_is_content_derived_version_8() {
    let image = common::amd();
    let a = write(&image).expect("writes");
    let ua = the_image(&a).macho.uuid.expect("has LC_UUID").1;
    assert_eq!(ua[6] >> 4, 8, "RFC 9562 version 8");
    assert_eq!(ua[8] >> 6, 0b10, "RFC variant");
    let mut changed = image.clone();
    changed.shaders[0].payload[20] ^= 1;
    let b = write(&changed).expect("writes");
    assert_ne!(the_image(&b).macho.uuid.expect("has LC_UUID").1, ua);
    // A stale UUID is reported at its own offset.
    let mut stale = a.clone();
    let view = the_image(&a);
    let at = view.macho.uuid.expect("has LC_UUID").0 as usize;
    stale[at] ^= 0x01;
    let err = verify_uuids(&stale, &read(&stale).expect("still reads")).expect_err("stale UUID");
    assert_eq!(err.offset(), Some(at as u64));
}

#[test]
fn layout_follows_the_contract() {
    let bytes = write(&common::amd()).expect("writes");
    let view = the_image(&bytes);
    let m = &view.macho;
    assert_eq!(m.header.magic, 0xfeed_facf);
    assert_eq!(m.header.cputype, 0x0100_0014);
    assert_eq!(m.header.cpusubtype, 5000);
    assert_eq!(m.header.filetype, 0xd);
    let cmds: Vec<u32> = m.load_commands.iter().map(|c| c.1).collect();
    // __AIR_DATA, the marker + 5 tables + 2 notes, __TEXT, __LINKEDIT, LC_SYMTAB,
    // LC_BUILD_VERSION, LC_UUID.
    assert_eq!(cmds, [0x19, 0x31, 0x31, 0x31, 0x31, 0x31, 0x31, 0x31, 0x31, 0x19, 0x19, 0x2, 0x32, 0x1b]);
    let segs: Vec<&str> = m.segments.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(segs, ["__AIR_DATA", "__TEXT", "__LINKEDIT"]);
    assert_eq!(m.segments[0].fileoff, 0);
    assert_eq!(m.segments[0].filesize, m.segments[1].fileoff);
    let sects: Vec<(&str, &str)> =
        m.sections.iter().map(|s| (s.segname.as_str(), s.sectname.as_str())).collect();
    assert_eq!(
        sects,
        [
            ("__TEXT", "__compute"),
            ("__TEXT", "__vertex"),
            ("__TEXT", "__fragment"),
            ("__TEXT", "__descriptor")
        ]
    );
    for s in &m.sections {
        assert_eq!(s.addr, u64::from(s.offset), "section addresses are file offsets");
    }
    let owners: Vec<&str> = m.notes.iter().map(|n| n.owner.as_str()).collect();
    assert_eq!(
        owners,
        [
            "metal-nt",
            "AIR_DESCRIPTOR",
            "AIR_OBJECT",
            "AIR_PIPELINE",
            "AIR_HASHES",
            "AIR_STRTABLE",
            "MTLNT_ARCH",
            "MTLNT_SCRIPT"
        ]
    );
    let bv = m.build_version.as_ref().expect("LC_BUILD_VERSION");
    assert_eq!((bv.platform, bv.minos, bv.sdk), (1, (14, 0, 0), (15, 2, 1)));
    // One symbol per shader, naming pipeline, stage and function, at its nested object.
    let names: Vec<&str> = m.symbols.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        ["_draw.vertex.vs", "_draw.fragment.fs", "_reduce.compute.reduce_sum", "_saxpy.compute.saxpy"]
    );
    for (sym, v) in m.symbols.iter().zip(&view.shaders) {
        assert_eq!(sym.n_value, v.object.base);
        assert_eq!(sym.n_type, 0x0f);
        let o = &v.object;
        assert_eq!(o.header.filetype, 1, "nested objects are MH_OBJECT");
        assert_eq!((o.header.cputype, o.header.cpusubtype), (0x0100_0014, 5000));
        assert_eq!(o.segments.len(), 1);
        assert_eq!(o.segments[0].name, "");
        assert_eq!((o.sections[0].segname.as_str(), o.sections[0].sectname.as_str()), ("__TEXT", "__text"));
        assert_eq!(o.sections[0].flags, 0x8000_0400);
        assert_eq!(o.sections[1].segname, "__GPU_NT_MD");
        assert_eq!(v.object.base % 64, 0);
    }
    // The render pipeline's two shaders share one descriptor.
    assert_eq!(view.shaders[0].descriptor_offset, view.shaders[1].descriptor_offset);
    assert_eq!(shader_symbol("a.b%", Stage::Tile, "f"), "_a%2Eb%25.tile.f");
}

#[test]
fn dylib_records_its_install_name() {
    let bytes = write(&common::apple_dylib()).expect("writes");
    let view = the_image(&bytes);
    assert_eq!(view.macho.header.filetype, 0xe);
    assert_eq!(view.macho.dylib_id.as_deref(), Some("default.metallib"));
    assert!(
        matches!(view.image.filetype, FileType::Dylib { ref install_name } if install_name == "default.metallib")
    );
}

#[test]
fn fat_files_of_every_magic() {
    let images: Vec<Image> =
        common::images().into_iter().map(|(_, i)| i).filter(|i| i.cpusubtype != 6004).collect();
    for magic in [FatMagic::Gpu, FatMagic::Universal, FatMagic::Universal64] {
        let bytes = write_fat(&images, magic).expect("writes");
        assert_eq!(u32::from_be_bytes(bytes[..4].try_into().expect("4 bytes")), magic.value());
        let c = read(&bytes).expect("reads");
        assert_eq!(c.fat, Some(magic));
        verify_uuids(&bytes, &c).expect("UUIDs");
        let keys: Vec<(u32, u32)> = c.slices.iter().map(|s| (s.cputype, s.cpusubtype)).collect();
        let mut sorted = keys.clone();
        sorted.sort();
        assert_eq!(keys, sorted, "slices in canonical order");
        for s in &c.slices {
            assert_eq!(s.offset % 4096, 0);
            assert_eq!(s.align, Some(12));
            let SliceContent::Image(v) = &s.content else { panic!("slice is not an image") };
            let original =
                images.iter().find(|i| (i.cputype, i.cpusubtype) == (s.cputype, s.cpusubtype)).expect("one");
            assert_eq!(v.image, original.canonical());
            // Each slice is the thin file, byte for byte.
            assert_eq!(
                &bytes[s.offset as usize..(s.offset + s.size) as usize],
                write(original).expect("writes")
            );
        }
    }
}

#[test]
fn fat_with_an_air_slice() {
    let gpu = write(&common::amd()).expect("writes");
    let air = common::air_slice();
    let bytes = write_fat_slices(
        &[
            FatSlice { cputype: CPU_TYPE_AIR64, cpusubtype: 10, bytes: &air },
            FatSlice { cputype: 0x0100_0014, cpusubtype: 5000, bytes: &gpu },
        ],
        FatMagic::Gpu,
    )
    .expect("writes");
    let c = read(&bytes).expect("reads");
    assert_eq!(c.slices.len(), 2);
    assert!(matches!(c.slices[0].content, SliceContent::Image(_)), "the GPU slice comes first");
    assert!(matches!(c.slices[1].content, SliceContent::Other), "AIR64 last");
    assert_eq!(&bytes[c.slices[1].offset as usize..][..4], b"MTLB");
}

#[test]
fn a_mach_o_without_our_tables_reads_generically() {
    let mut bytes = write(&common::amd()).expect("writes");
    let view = the_image(&bytes);
    // Rename the metal-nt note: the file is then some other GPU Mach-O.
    let (at, _, _) = view.macho.load_commands.iter().find(|c| c.1 == 0x31).copied().expect("note");
    assert_eq!(&bytes[at as usize + 8..at as usize + 16], b"metal-nt");
    bytes[at as usize + 8] = b'M';
    let c = read(&bytes).expect("reads");
    let SliceContent::MachO(m) = &c.slices[0].content else { panic!("expected a generic Mach-O") };
    assert_eq!(m.sections, view.macho.sections);
    assert_eq!(m.symbols, view.macho.symbols);
}

fn unwritable(image: &Image) -> String {
    match write(image) {
        Err(Error::Unwritable { what, message }) => format!("{what}: {message}"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn the_writer_refuses_broken_images() {
    let base = common::amd();
    let mut i = base.clone();
    i.shaders.push(i.shaders[0].clone());
    assert!(unwritable(&i).contains("twice"));
    let mut i = base.clone();
    i.notes.push(("AIR_MODULE".into(), vec![]));
    assert!(unwritable(&i).contains("AIR_"));
    let mut i = base.clone();
    i.notes.push(("metal-nt".into(), vec![]));
    assert!(unwritable(&i).contains("metal-nt"));
    let mut i = base.clone();
    i.notes.push(("seventeen_chars__".into(), vec![]));
    assert!(unwritable(&i).contains("1 to 16"));
    let mut i = base.clone();
    i.shaders[0].symbols.push(("late".into(), 1 << 20));
    assert!(unwritable(&i).contains("past the end"));
    let mut i = base.clone();
    i.shaders[0].function = "a\0b".into();
    assert!(unwritable(&i).contains("NUL"));
    let mut i = base.clone();
    i.min_os = (1, 256, 0);
    assert!(unwritable(&i).contains("X.Y.Z"));
    let mut i = base.clone();
    i.filetype = FileType::Dylib { install_name: String::new() };
    assert!(unwritable(&i).contains("install name"));
    let mut i = base.clone();
    let dup = i.shaders[1].symbols[0].clone();
    i.shaders[1].symbols.push(dup);
    assert!(unwritable(&i).contains("twice"));
    assert!(matches!(write_fat(&[base.clone(), base.clone()], FatMagic::Gpu), Err(Error::Unwritable { .. })));
    assert!(matches!(write_fat(&[], FatMagic::Gpu), Err(Error::Unwritable { .. })));
}

#[test]
fn an_apple_shaped_slice_reads_generically() {
    let bytes = common::apple_like();
    let c = read(&bytes).expect("reads");
    let SliceContent::MachO(m) = &c.slices[0].content else { panic!("expected a generic Mach-O") };
    assert_eq!((m.header.cputype, m.header.cpusubtype, m.header.filetype), (0x0100_0013, 0x1a3, 0xd));
    assert_eq!((m.header.ncmds, m.header.sizeofcmds), (12, 848));
    assert_eq!(m.notes.len(), 8);
    let names: Vec<&str> = m.sections.iter().map(|s| s.sectname.as_str()).collect();
    assert_eq!(names, ["__reflection", "__compute", "__descriptor", "__metallib"]);
    // The nested object reads on its own, with Apple's two symbols.
    let compute = &m.sections[1];
    let inner = &bytes[compute.offset as usize..(u64::from(compute.offset) + compute.size) as usize];
    let c = read(inner).expect("the nested object reads");
    let SliceContent::MachO(o) = &c.slices[0].content else { panic!("expected a generic Mach-O") };
    let syms: Vec<(&str, u64)> = o.symbols.iter().map(|s| (s.name.as_str(), s.n_value)).collect();
    assert_eq!(syms, [("_agc.main.constant_program", 0), ("_agc.main", 0x40)]);
    assert_eq!(o.sections.len(), 6);
    assert!(o.sections[1..].iter().all(|s| s.sectname == "__compute"));
}
