//! Libraries the tests build themselves: one through the builder (the modern shape) and
//! one through the model (old and unusual shapes: no `MDSZ`, sections after the modules,
//! padding, unknown tags), plus a seeded PRNG for mutation tests.
#![allow(dead_code)]

use metallib::format::TagName;
use metallib::*;

/// Fake bitcode: the magic and some bytes (the container does not look inside).
pub fn bitcode(seed: u8, len: usize) -> Vec<u8> {
    let mut v = vec![b'B', b'C', 0xC0, 0xDE];
    v.extend((0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed)));
    v
}

pub fn built() -> Vec<u8> {
    let f = |name: &str, ty, seed, constants| NewFunction {
        name: name.into(),
        function_type: ty,
        module: bitcode(seed, 40 + seed as usize),
        air_version: (2, 6),
        language_version: (3, 1),
        constants,
    };
    build(
        &BuildOptions::default(),
        &[
            f("vector_add", FunctionType::Kernel, 1, vec![]),
            f(
                "blur",
                FunctionType::Kernel,
                2,
                vec![
                    NewConstant { name: "use_fast".into(), data_type: 53, index: 0, active: true },
                    NewConstant { name: "radius".into(), data_type: 29, index: 1, active: false },
                ],
            ),
            f("main_vertex", FunctionType::Vertex, 3, vec![]),
            f("main_fragment", FunctionType::Fragment, 4, vec![]),
            f("mul", FunctionType::Visible, 5, vec![]),
        ],
    )
    .expect("builds")
}

/// The header of a pre-1.2.6 container: no platform byte, no OS version, only the macOS
/// bit telling platforms apart.
pub fn old_header(patch: u16, macos: bool) -> Header {
    Header {
        version: FileVersion { major: 1, minor: 2, patch },
        macos,
        file_type: FileType::Executable,
        stub: false,
        platform: 0,
        platform_64bit: false,
        os_version: (0, 0, 0),
    }
}

/// An old-style (1.2.2, no MDSZ) library with a header extension pointing at a reflection
/// list and an embedded-source section, padding between modules, and an unknown tag.
pub fn unusual() -> Vec<u8> {
    let m0 = [vec![0xDE, 0xC0, 0x17, 0x0B], bitcode(9, 30)].concat();
    let m1 = bitcode(10, 25);
    let pad = [0u8; 12];
    let rlst =
        [2u32.to_le_bytes().to_vec(), vec![8, 0, 0, 0], b"ENDT".to_vec(), vec![8, 0, 0, 0], b"ENDT".to_vec()]
            .concat();
    let hsrc = [1u32.to_le_bytes().to_vec(), b"-O2\0".to_vec()].concat();
    let zeros = [0u8; 24];
    let rflt = [4u64.to_le_bytes(), 12u64.to_le_bytes()];
    let lib = Library {
        header: old_header(2, false),
        functions: vec![
            Function {
                tags: vec![
                    Tag { name: TagName::NAME, value: b"first\0" },
                    Tag { name: TagName::TYPE, value: &[2] },
                    Tag { name: TagName::OFFT, value: &zeros },
                    Tag { name: TagName(*b"ZZZZ"), value: b"kept" },
                    Tag { name: TagName::RFLT, value: &rflt[0] },
                ],
                name: "",
                function_type: None,
                module: 0,
                public_metadata: 0,
                private_metadata: 0,
            },
            Function {
                tags: vec![
                    Tag { name: TagName::NAME, value: b"second\0" },
                    Tag { name: TagName::TYPE, value: &[6] },
                    Tag { name: TagName::OFFT, value: &zeros },
                    Tag { name: TagName::RFLT, value: &rflt[1] },
                ],
                name: "",
                function_type: None,
                module: 2,
                public_metadata: 1,
                private_metadata: 0,
            },
        ],
        extension: Some(vec![
            Tag { name: TagName::HSRC, value: &zeros[..16] },
            Tag { name: TagName::RLST, value: &zeros[..16] },
            Tag { name: TagName::UUID, value: &[7; 16] },
        ]),
        public_metadata: vec![
            Group { tags: vec![Tag { name: TagName::VATY, value: &[1, 0, 3] }] },
            Group { tags: vec![] },
        ],
        private_metadata: vec![Group { tags: vec![Tag { name: TagName::DEPF, value: b"a.air\0" }] }],
        public_sizing: GroupSizing::Inclusive,
        private_sizing: GroupSizing::Inclusive,
        modules: vec![
            Piece { bytes: &m0, padding: false },
            Piece { bytes: &pad, padding: true },
            Piece { bytes: &m1, padding: false },
        ],
        sections: vec![Section { tag: 1, bytes: &rlst }, Section { tag: 0, bytes: &hsrc }],
        layout: vec![
            Region::FunctionList,
            Region::HeaderExtension,
            Region::PublicMetadata,
            Region::PrivateMetadata,
            Region::Modules,
            Region::Section(0),
            Region::Padding(&[0; 3]),
            Region::Section(1),
        ],
        warnings: Vec::new(),
    };
    write(&lib).expect("writes")
}

/// xorshift64*: small, seeded, good enough to spread mutations.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The container variants real toolchains wrote (see `docs/metallib.md`), each with the
/// real files it stands for. Built without downloads; also committed as seeds under
/// `tests/data/variants/` for the fuzzer.
pub fn variant_options() -> Vec<(&'static str, BuildOptions)> {
    let v = |patch| FileVersion { major: 1, minor: 2, patch };
    let o = |patch, platform, os_version, group_sizing, module_sizes, extension| BuildOptions {
        version: v(patch),
        platform,
        os_version,
        file_type: FileType::Executable,
        group_sizing,
        module_sizes,
        extension,
    };
    use ExtensionStyle::{Absent, Empty, Uuid};
    use GroupSizing::{Exclusive, Inclusive};
    vec![
        // metal 0.13.1 window, pysdl2-dll 2.0.10 (metalfe-802), SDL3 render iOS/macOS arrays.
        ("1.2.2-exclusive-no-mdsz-no-extension", o(2, 0, (0, 0, 0), Exclusive, false, Absent)),
        // SDL3 blit arrays (32023.x writing 1.2.2), metal 0.13.1 compute.
        ("1.2.2-exclusive-mdsz-no-extension", o(2, 0, (0, 0, 0), Exclusive, true, Absent)),
        // pysdl2-dll 2.32.10 Resources (Xcode 16.4 writing 1.2.2).
        ("1.2.2-inclusive-mdsz-no-extension", o(2, 0, (0, 0, 0), Inclusive, true, Absent)),
        // gfx-backend-metal 0.4.5/0.6.5 macOS, pysdl2-dll 2.0.12.
        ("1.2.3-exclusive-no-mdsz-empty-extension", o(3, 0, (0, 0, 0), Exclusive, false, Empty)),
        // SDL2 render device builds (iOS, tvOS, macOS).
        ("1.2.5-exclusive-no-mdsz-empty-extension", o(5, 0, (0, 0, 0), Exclusive, false, Empty)),
        // SDL2 render simulator builds, seismicx-grtm.
        ("1.2.5-exclusive-mdsz-empty-extension", o(5, 0, (0, 0, 0), Exclusive, true, Empty)),
        // syphon-python (1.2.6, macOS 12).
        ("1.2.6-inclusive-mdsz-uuid", o(6, 1, (12, 0, 0), Inclusive, true, Uuid)),
        // llama.rn / whisper.rn (iOS 17.5–18.2), msplat, metal 0.29 raytracing.
        ("1.2.7-exclusive-mdsz-empty-extension-ios", o(7, 2, (17, 5, 0), Exclusive, true, Empty)),
        // metalq, pennylane-metal (1.2.9, macOS 26).
        ("1.2.9-exclusive-mdsz-empty-extension", o(9, 1, (26, 0, 0), Exclusive, true, Empty)),
        // mlx-metal, metaljax (1.2.8/1.2.9 with UUID).
        ("1.2.9-inclusive-mdsz-uuid", o(9, 1, (26, 0, 0), Inclusive, true, Uuid)),
    ]
}

/// Three functions of every kind of metadata group: a kernel with a function constant (a
/// public group with a tag), a vertex and a fragment function sharing one module.
pub fn variant_functions() -> Vec<NewFunction> {
    let f = |name: &str, ty, module: Vec<u8>, constants| NewFunction {
        name: name.into(),
        function_type: ty,
        module,
        air_version: (2, 0),
        language_version: (2, 0),
        constants,
    };
    let shared = bitcode(21, 33);
    vec![
        f(
            "fill",
            FunctionType::Kernel,
            bitcode(20, 27),
            vec![NewConstant { name: "clear".into(), data_type: 53, index: 0, active: true }],
        ),
        f("blit_vertex", FunctionType::Vertex, shared.clone(), vec![]),
        f("blit_fragment", FunctionType::Fragment, shared, vec![]),
    ]
}

/// Every variant, built; plus the empty library (0 functions, 118 bytes, 1.2.5 with a
/// `UUID`: candle's placeholder shipped by autoagents-mistral-rs-metal).
pub fn variants() -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = variant_options()
        .into_iter()
        .map(|(name, o)| (name.to_string(), build(&o, &variant_functions()).expect("builds")))
        .collect();
    let empty = BuildOptions {
        version: FileVersion { major: 1, minor: 2, patch: 5 },
        platform: 0,
        os_version: (0, 0, 0),
        ..BuildOptions::default()
    };
    out.push(("1.2.5-empty-library-uuid".into(), build(&empty, &[]).expect("builds")));
    out
}
