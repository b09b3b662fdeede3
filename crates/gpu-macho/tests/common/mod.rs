//! Images the tests write: AMD pipelines (compute and render, shared descriptors, caller
//! notes), an Apple dylib, an empty image, awkward names, and a seeded larger one.
#![allow(dead_code)]

use gpu_macho::{FileType, Image, PayloadKind, Shader, Stage};
use targets::{CPU_TYPE_AMDGPU, CPU_TYPE_APPLEGPU, CPU_TYPE_INTELGPU};

/// A deterministic generator (xorshift64*), so every run sees the same data.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// Bytes that start like an ELF64 HSA code object (the container stores them verbatim).
fn hsaco(rng: &mut Rng, len: usize) -> Vec<u8> {
    let mut b = vec![0x7f, b'E', b'L', b'F', 2, 1, 1, 0x40];
    b.extend(rng.bytes(len.saturating_sub(8)));
    b
}

fn shader(
    pipeline: &str,
    stage: Stage,
    function: &str,
    payload: Vec<u8>,
    kind: PayloadKind,
    descriptor: &str,
) -> Shader {
    let len = payload.len() as u64;
    let symbols = if len >= 0x40 {
        vec![(function.to_string(), 0x40.min(len)), (format!("{function}.kd"), 0)]
    } else {
        vec![(function.to_string(), 0)]
    };
    Shader {
        pipeline: pipeline.into(),
        stage,
        function: function.into(),
        payload,
        payload_kind: kind,
        symbols,
        descriptor: descriptor.as_bytes().to_vec(),
    }
}

pub fn amd() -> Image {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let render = r#"{"vertex_function":"vs","fragment_function":"fs","color_attachments":[{"pixel_format":"BGRA8Unorm"}]}"#;
    Image {
        cputype: CPU_TYPE_AMDGPU,
        cpusubtype: 5000, // gfx900
        filetype: FileType::Execute,
        platform: 1,
        min_os: (14, 0, 0),
        sdk: (15, 2, 1),
        tools: vec![(1026, (32023, 5, 0))],
        shaders: vec![
            shader(
                "saxpy",
                Stage::Compute,
                "saxpy",
                hsaco(&mut rng, 700),
                PayloadKind::Hsaco,
                r#"{"compute_function":"saxpy"}"#,
            ),
            shader(
                "reduce",
                Stage::Compute,
                "reduce_sum",
                hsaco(&mut rng, 1500),
                PayloadKind::Hsaco,
                r#"{"compute_function":"reduce_sum","threadgroup_size_is_multiple_of_thread_execution_width":true}"#,
            ),
            shader("draw", Stage::Fragment, "fs", hsaco(&mut rng, 333), PayloadKind::Hsaco, render),
            shader("draw", Stage::Vertex, "vs", hsaco(&mut rng, 64), PayloadKind::Hsaco, render),
        ],
        notes: vec![
            ("MTLNT_SCRIPT".into(), b"{\"libraries\":{}}".to_vec()),
            ("MTLNT_ARCH".into(), b"amdgpu_gfx900".to_vec()),
        ],
    }
}

pub fn apple_dylib() -> Image {
    let mut rng = Rng(7);
    Image {
        cputype: CPU_TYPE_APPLEGPU,
        cpusubtype: 419, // applegpu_g15s
        filetype: FileType::Dylib { install_name: "default.metallib".into() },
        platform: 1,
        min_os: (15, 7, 0),
        sdk: (26, 0, 0),
        tools: vec![(1027, (32023, 0, 0)), (1031, (32023, 0, 0))],
        shaders: vec![
            shader("lib", Stage::Visible, "helper_a", rng.bytes(200), PayloadKind::AppleGpu, "{}"),
            shader("lib", Stage::Visible, "helper_b", rng.bytes(8), PayloadKind::AppleGpu, "{}"),
            shader(
                "lib",
                Stage::Intersection,
                "isect",
                rng.bytes(130),
                PayloadKind::AppleGpu,
                r#"{"intersection":1}"#,
            ),
        ],
        notes: vec![],
    }
}

pub fn empty() -> Image {
    Image {
        cputype: CPU_TYPE_AMDGPU,
        cpusubtype: 6004, // gfx1030
        filetype: FileType::Execute,
        platform: 1,
        min_os: (13, 0, 0),
        sdk: (13, 0, 0),
        tools: vec![],
        shaders: vec![],
        notes: vec![],
    }
}

/// Names with dots, percent signs and non-ASCII; an empty payload and descriptor;
/// every remaining stage.
pub fn awkward() -> Image {
    let mut rng = Rng(99);
    let mut s = vec![
        shader("a.b%c", Stage::Compute, "f.x", rng.bytes(17), PayloadKind::IntelGen, ""),
        shader("a", Stage::Compute, "b%2Ec.f", rng.bytes(90), PayloadKind::IntelGen, ""),
        shader("ünïcode pipeline", Stage::Tile, "tile_fn", rng.bytes(5), PayloadKind::IntelGen, "{\"t\":1}"),
        shader("mesh", Stage::Object, "obj", rng.bytes(70), PayloadKind::IntelGen, "{\"m\":1}"),
        shader("mesh", Stage::Mesh, "msh", rng.bytes(71), PayloadKind::IntelGen, "{\"m\":1}"),
    ];
    s.push(Shader {
        pipeline: "empty".into(),
        stage: Stage::Compute,
        function: "nothing".into(),
        payload: vec![],
        payload_kind: PayloadKind::Ptx,
        symbols: vec![("end".into(), 0)],
        descriptor: vec![],
    });
    Image {
        cputype: CPU_TYPE_INTELGPU,
        cpusubtype: 590342, // skl_gt2r6
        filetype: FileType::Execute,
        platform: 2,
        min_os: (17, 4, 255),
        sdk: (65535, 255, 255),
        tools: vec![(1024, (1, 2, 3))],
        shaders: s,
        notes: vec![("Z".into(), vec![]), ("A".into(), vec![1, 2, 3])],
    }
}

/// Many shaders with seeded sizes and symbols, given out of canonical order.
pub fn many(seed: u64, n: usize) -> Image {
    let mut rng = Rng(seed | 1);
    let mut shaders = Vec::new();
    for i in 0..n {
        let len = rng.below(600) as usize;
        let payload = hsaco(&mut rng, len.max(8));
        let mut symbols = Vec::new();
        for k in 0..rng.below(4) {
            symbols.push((format!("sym{k}_{i}"), rng.below(payload.len() as u64 + 1)));
        }
        let stage = [Stage::Compute, Stage::Vertex, Stage::Fragment][rng.below(3) as usize];
        let pipeline = format!("pipeline_{}", rng.below(n as u64 / 2 + 1));
        let descriptor = format!("{{\"n\":{}}}", rng.below(5));
        let mut s =
            shader(&pipeline, stage, &format!("kernel_{i}"), payload, PayloadKind::Hsaco, &descriptor);
        s.symbols = symbols;
        shaders.push(s);
    }
    shaders.reverse();
    Image {
        cputype: CPU_TYPE_AMDGPU,
        cpusubtype: 4004,
        filetype: FileType::Execute,
        platform: 1,
        min_os: (14, 0, 0),
        sdk: (15, 0, 0),
        tools: vec![(1026, (1, 0, 0))],
        shaders,
        notes: vec![],
    }
}

/// Every test image, named.
pub fn images() -> Vec<(&'static str, Image)> {
    vec![
        ("amd", amd()),
        ("apple_dylib", apple_dylib()),
        ("empty", empty()),
        ("awkward", awkward()),
        ("many", many(42, 40)),
    ]
}

/// An AIR64 slice stand-in: bytes that start like a MetalLib.
pub fn air_slice() -> Vec<u8> {
    let mut b = b"MTLB".to_vec();
    b.extend(Rng(5).bytes(300));
    b
}

/// One small image per architecture of the built-in arch table, with its cputype and
/// subtype.
pub fn every_arch() -> Vec<(String, Image)> {
    let table = targets::ArchTable::builtin();
    let mut out = Vec::new();
    for arch in table.iter() {
        let (Some(cputype), Some(cpusubtype)) = (arch.cputype, arch.cpusubtype) else { continue };
        let kind = match arch.vendor {
            targets::Vendor::Apple => PayloadKind::AppleGpu,
            targets::Vendor::Amd => PayloadKind::Hsaco,
            targets::Vendor::Intel => PayloadKind::IntelGen,
            targets::Vendor::Nvidia => PayloadKind::Ptx,
        };
        let mut rng = Rng(u64::from(cpusubtype) + 1);
        let mut image = empty();
        image.cputype = cputype;
        image.cpusubtype = cpusubtype;
        image.shaders.push(shader("p", Stage::Compute, "k", rng.bytes(96), kind, "{}"));
        out.push((arch.name.clone(), image));
    }
    out
}

/// A slice shaped like an Apple-built G15 compute archive, at the offsets the project's
/// reference notes give for real ones (`apple-gpu-binaries.md` §2–3): header, a
/// `__AIR_DATA` segment, 8 `AIR_*` notes, `__TEXT` with `__reflection`, `__compute` (a
/// nested `MH_OBJECT` with `_agc.main.constant_program` and `_agc.main`), `__descriptor`,
/// `__metallib`, `LC_BUILD_VERSION`, `LC_UUID`. Table contents and code are filler.
pub fn apple_like() -> Vec<u8> {
    use object::macho;
    use object::write::macho::{
        BuildVersionCommand, DysymtabCommand, Encoder, MachHeader, Nlist, SectionHeader, SegmentCommand,
        SymtabCommand,
    };
    use object::write::{WritableBuffer, WritableBufferExt};
    use object::{LittleEndian as LE, U32, U64};

    let enc = Encoder::new(LE, true);
    let name = |s: &str| {
        let mut n = [0u8; 16];
        n[..s.len()].copy_from_slice(s.as_bytes());
        n
    };
    let sect = |sectname: &str, segname: &str, addr: u64, size: u64, align: u32, flags: u32| SectionHeader {
        sectname: name(sectname),
        segname: name(segname),
        addr,
        size,
        offset: addr as u32,
        align,
        reloff: 0,
        nreloc: 0,
        flags: macho::SectionFlags(flags),
        reserved1: 0,
        reserved2: 0,
        reserved3: 0,
    };
    let seg = |segname: [u8; 16], off: u64, size: u64, nsects: u32| SegmentCommand {
        segname,
        vmaddr: off,
        vmsize: size,
        fileoff: off,
        filesize: size,
        maxprot: macho::VmProt(7),
        initprot: macho::VmProt(7),
        nsects,
        flags: macho::SegmentFlags(0),
    };
    let header = |out: &mut Vec<u8>, filetype, ncmds, sizeofcmds| {
        enc.mach_header(
            out,
            &MachHeader {
                cputype: macho::CpuType(0x0100_0013),
                cpusubtype: macho::CpuSubtype(0x1a3),
                filetype,
                ncmds,
                sizeofcmds,
                flags: macho::FileFlags(0),
            },
        );
    };

    // The nested object: 6 sections, the stage as sectname, the metadata kind as segname.
    let mut inner = Vec::new();
    let sizeofcmds = 72 + 6 * 80 + 24 + 80;
    header(&mut inner, macho::MH_OBJECT, 3, sizeofcmds);
    let text_at = 0x2c0u64; // the first 64-byte boundary after the load commands
    let kinds = [
        ("__GPU_METADATA", 48u64),
        ("__GPU_REMARKS_MD", 0),
        ("__GPU_LD_MD", 40),
        ("__GPU_ARCH_LD_MD", 24),
        ("__GPU_STATS_MD", 96),
    ];
    let code_len = 0x80u64;
    let mut at = text_at + code_len;
    let text =
        SectionHeader { offset: text_at as u32, ..sect("__text", "__TEXT", 0, code_len, 6, 0x8000_0400) };
    let mut sections = vec![text];
    for (kind, size) in kinds {
        sections
            .push(SectionHeader { offset: at as u32, ..sect("__compute", kind, at - text_at, size, 3, 0) });
        at += size;
    }
    enc.segment_command(&mut inner, &SegmentCommand { vmaddr: 0, ..seg([0; 16], text_at, at - text_at, 6) });
    for s in &sections {
        enc.section_header(&mut inner, s);
    }
    let symoff = at;
    let strtab = b"\0_agc.main.constant_program\0_agc.main\0\0";
    enc.symtab_command(
        &mut inner,
        &SymtabCommand {
            symoff: symoff as u32,
            nsyms: 2,
            stroff: (symoff + 32) as u32,
            strsize: strtab.len() as u32,
        },
    );
    enc.dysymtab_command(&mut inner, &DysymtabCommand { nextdefsym: 2, iundefsym: 2, ..Default::default() });
    inner.write_zeros(text_at - inner.len() as u64);
    // G13 pads with `trap` halfwords; here the whole filler is traps.
    for _ in 0..code_len / 2 {
        inner.write_bytes(&[0x08, 0x00]);
    }
    inner.write_zeros(symoff - text_at - code_len);
    for (strx, value) in [(1u32, 0u64), (28, 0x40)] {
        let n_type = macho::SymbolFlags(0x0f);
        enc.nlist(
            &mut inner,
            &Nlist { n_strx: strx, n_type, n_sect: 1, n_desc: macho::SymbolDesc(0), n_value: value },
        );
    }
    inner.write_bytes(strtab);

    // The outer slice.
    let mut out = Vec::new();
    header(&mut out, macho::MH_GPU_EXECUTE, 12, 848);
    enc.segment_command(&mut out, &seg(name("__AIR_DATA"), 0, 0x5c0, 0));
    let notes = [
        "AIR_METALLIB",
        "AIR_MODULE",
        "AIR_DESCRIPTOR",
        "AIR_OBJECT",
        "AIR_OBJECT_INDEX",
        "AIR_PIPELINE",
        "AIR_HASHES",
        "AIR_STRTABLE",
    ];
    for (i, owner) in notes.iter().enumerate() {
        out.write_pod(&macho::NoteCommand {
            cmd: U32::new(LE, macho::LC_NOTE),
            cmdsize: U32::new(LE, 40),
            data_owner: name(owner),
            offset: U64::new(LE, 0x370 + 16 * i as u64),
            size: U64::new(LE, 16),
        });
    }
    let reflection = 0x5c0u64;
    let compute = reflection + 16;
    let descriptor = compute + inner.len() as u64;
    enc.segment_command(&mut out, &seg(name("__TEXT"), 0x5c0, descriptor - 0x5c0, 4));
    for (n, addr, size) in [
        ("__reflection", reflection, 16),
        ("__compute", compute, inner.len() as u64),
        ("__descriptor", descriptor, 0),
        ("__metallib", descriptor, 0),
    ] {
        enc.section_header(&mut out, &sect(n, "__TEXT", addr, size, 4, 0));
    }
    enc.build_version_command(
        &mut out,
        &BuildVersionCommand {
            platform: macho::PLATFORM_MACOS,
            minos: macho::Version(0xf_0700),
            sdk: macho::Version(0xf_0700),
            ntools: 2,
        },
    );
    enc.build_tool_version(&mut out, macho::Tool(1031), macho::Version(0x7d17_0000));
    enc.build_tool_version(&mut out, macho::Tool(1027), macho::Version(0x7d17_0000));
    out.write_pod(&macho::UuidCommand {
        cmd: U32::new(LE, macho::LC_UUID),
        cmdsize: U32::new(LE, 24),
        uuid: [0x5a; 16],
    });
    assert_eq!(out.len(), 0x370, "the load commands end where Apple's do");
    for i in 0..8u64 {
        out.write_pod(&U64::new(LE, 0x3f0 + 16 * i));
        out.write_pod(&U64::new(LE, u64::from(i == 5)));
    }
    out.write_zeros(0x5c0 - out.len() as u64);
    out.write_zeros(16);
    out.write_bytes(&inner);
    out
}
