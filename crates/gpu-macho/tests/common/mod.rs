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
