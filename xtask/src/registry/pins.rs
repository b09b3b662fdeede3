//! The registry corpus's pins: each package by exact version and archive SHA-256, and each
//! MetalLib expected inside it by place and SHA-256 (from
//! `../shared/reference/registry-corpus.md`, Appendix A). Pinning both means every
//! machine tests the same bytes and a changed archive or extractor fails loudly.

/// Which registry serves a package, and how to ask it for exactly one archive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Registry {
    /// A wheel chosen by platform tag and Python version (`pip download`).
    PyPi { platform: &'static str, python: &'static str },
    /// The package tarball (`npm pack`).
    Npm,
    /// The `.crate` (through a throwaway manifest and `cargo fetch`).
    Crates,
}

impl Registry {
    pub fn label(self) -> &'static str {
        match self {
            Registry::PyPi { .. } => "pypi",
            Registry::Npm => "npm",
            Registry::Crates => "crates.io",
        }
    }
}

/// `Core` is always fetched; `Heavy` (about 100 MB more) only with `--heavy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    Core,
    Heavy,
}

impl Tier {
    pub fn label(self) -> &'static str {
        match self {
            Tier::Core => "core",
            Tier::Heavy => "heavy",
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Package {
    pub name: &'static str,
    pub version: &'static str,
    pub registry: Registry,
    pub tier: Tier,
    /// Size and SHA-256 of the downloaded archive.
    pub size: u64,
    pub sha256: &'static str,
}

impl Package {
    /// `name-version`, the stem of npm and crate archive names.
    pub fn id(&self) -> String {
        format!("{}-{}", self.name, self.version)
    }

    pub fn spec(&self) -> String {
        let sep = if self.registry == Registry::Npm { "@" } else { "==" };
        format!("{}{sep}{}", self.name, self.version)
    }
}

/// Where in an archive member a library sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Locator {
    /// The member is the library.
    Whole,
    /// Embedded at this offset (a Mach-O holding it as data).
    At(u64),
    /// A C array (`xxd -i`) of that name under that preprocessor condition.
    Array { name: &'static str, branch: Option<&'static str> },
}

impl Locator {
    /// (offset, array, branch), as the manifest records them.
    pub fn parts(self) -> (Option<u64>, Option<&'static str>, Option<&'static str>) {
        match self {
            Locator::Whole => (None, None, None),
            Locator::At(at) => (Some(at), None, None),
            Locator::Array { name, branch } => (None, Some(name), branch),
        }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Pin {
    pub package: &'static str,
    pub version: &'static str,
    /// Short stable name: the file is `<name>.metallib`.
    pub name: &'static str,
    pub member: &'static str,
    pub locator: Locator,
    pub size: u64,
    pub sha256: &'static str,
}

const fn pypi(platform: &'static str, python: &'static str) -> Registry {
    Registry::PyPi { platform, python }
}

#[rustfmt::skip]
pub const PACKAGES: &[Package] = &[
    Package { name: "metal", version: "0.13.1", registry: Registry::Crates, tier: Tier::Core, size: 40_145, sha256: "7de9c2b83c946ab01c9942928388f911d93486b97636d9927541345905fea65d" },
    Package { name: "metal", version: "0.29.0", registry: Registry::Crates, tier: Tier::Core, size: 3_033_188, sha256: "7ecfd3296f8c56b7c1f6fbac3c71cefa9d78ce009850c45000015f206dc7fa21" },
    Package { name: "gfx-backend-metal", version: "0.4.5", registry: Registry::Crates, tier: Tier::Core, size: 110_462, sha256: "05b6130b9a72129ebb5c91d3d75a142a7fa54dcc112603231582e3fdc0b84247" },
    Package { name: "gfx-backend-metal", version: "0.6.5", registry: Registry::Crates, tier: Tier::Core, size: 115_500, sha256: "273d60d5207f96d99e0d11d0718995f67e56533a9df1444d83baf787f4c3cb32" },
    Package { name: "gfx-backend-metal", version: "0.9.1", registry: Registry::Crates, tier: Tier::Core, size: 140_551, sha256: "0de85808e2a98994c6af925253f8a9593bc57180ef1ea137deab6d35cc949517" },
    Package { name: "candle-metal-kernels", version: "0.3.3", registry: Registry::Crates, tier: Tier::Core, size: 104_290, sha256: "52567e7a314ae0c59db5fbd4874ce461d99fa22adb22ddf7cf296b4d97035b40" },
    Package { name: "sdl2-sys", version: "0.38.0", registry: Registry::Crates, tier: Tier::Core, size: 8_446_305, sha256: "3ff61407fc75d4b0bbc93dc7e4d6c196439965fbef8e4a4f003a36095823eac0" },
    Package { name: "sdl3-src", version: "3.4.18", registry: Registry::Crates, tier: Tier::Core, size: 5_741_595, sha256: "400d0fb006a4485fde477cfc56a250c99d7bfb183fefd145c15fe7607db7fc49" },
    Package { name: "pysdl2-dll", version: "2.0.10", registry: pypi("macosx_10_6_x86_64", "3.9"), tier: Tier::Core, size: 3_477_819, sha256: "4c64ed2b8270cf4c3a5cd15e1ca383be7fa4c89202a0d63da032e304039661b8" },
    Package { name: "pysdl2-dll", version: "2.0.12", registry: pypi("macosx_10_6_x86_64", "3.9"), tier: Tier::Core, size: 3_571_240, sha256: "d14ed5315001f606cd64f668763f3ffebc791af545843e9b9f086aac077f7e5f" },
    Package { name: "pysdl2-dll", version: "2.32.10", registry: pypi("macosx_11_0_universal2", "3.9"), tier: Tier::Core, size: 6_629_724, sha256: "5ccbd89cd2a032f4ac890606dfe5c33874c0e5e909b2e667438ad7d7fc7fcc5d" },
    Package { name: "syphon-python", version: "0.2.0", registry: pypi("macosx_12_0_universal2", "3.11"), tier: Tier::Core, size: 435_643, sha256: "ab7b90903aa46e71fd498c76493a31ceccc156c013da8f6b75ab32436694b76e" },
    Package { name: "gpt4all", version: "2.8.2", registry: pypi("macosx_10_15_universal2", "3.11"), tier: Tier::Core, size: 6_622_150, sha256: "41d6de60fe1f9c9a29bcbb585c5eb39083893cf00db0b836de1f2d88e2fbbb17" },
    Package { name: "seismicx-grtm", version: "0.5.1", registry: pypi("macosx_11_0_arm64", "3.12"), tier: Tier::Core, size: 1_445_880, sha256: "a8ecd06ac0c8b500feaca3e75c4b24f65168d3cc8eae983924fa09b6ae2ae5e0" },
    Package { name: "msplat", version: "1.1.4", registry: pypi("macosx_14_0_arm64", "3.12"), tier: Tier::Core, size: 754_134, sha256: "ab15f991c12df7734956b2580ad2be8870fd47a78692bd5ad4294ca2bc283962" },
    Package { name: "pyimgui", version: "0.1.1", registry: pypi("macosx_26_0_arm64", "3.12"), tier: Tier::Core, size: 2_154_988, sha256: "08adc8356294a49e498a17abe89cd0676a2ff461bc2ab5232ef5d4c0e34c09ea" },
    Package { name: "metalq", version: "1.0.2", registry: pypi("macosx_26_0_arm64", "3.12"), tier: Tier::Core, size: 119_905, sha256: "f4d5ff4f20e2920f6352b4489940de8ecabf8101e2ea8f549136b02885fae5cd" },
    Package { name: "pennylane-metal", version: "0.2.1", registry: pypi("macosx_26_0_arm64", "3.12"), tier: Tier::Core, size: 410_554, sha256: "5a1ecc7428ab753eb3a1ef078a6259a5c4dad4bb0e46af98374d3fcf9d5bc58b" },
    Package { name: "llama.rn", version: "0.3.11", registry: Registry::Npm, tier: Tier::Core, size: 1_187_164, sha256: "e0cec81b87fa4889d9fc81049bae66761787d0ee939ef3e42b6985288ced0e88" },
    Package { name: "llama.rn", version: "0.4.8", registry: Registry::Npm, tier: Tier::Core, size: 1_461_331, sha256: "a14e531f1d7482f53796b0accf8d375bfaa525331474df5ccef09e5de14be56f" },
    Package { name: "whisper.rn", version: "0.4.3", registry: Registry::Npm, tier: Tier::Core, size: 30_344_821, sha256: "e5020de11ec994842c290d4693091dffc510f349fe5c5062eba26fdfec58773e" },
    Package { name: "autoagents-mistral-rs-metal", version: "0.4.0", registry: pypi("macosx_11_0_arm64", "3.12"), tier: Tier::Heavy, size: 21_973_225, sha256: "62637527ce8372cc53c9334cd48961984ba7c5d19257c80e25750274c619f423" },
    Package { name: "mlx", version: "0.0.5", registry: pypi("macosx_13_0_arm64", "3.11"), tier: Tier::Heavy, size: 9_599_815, sha256: "b8b4c75252714a1844901e77a3c257517a220c3543c8f4e7d97c4ef1a87114db" },
    Package { name: "metaljax", version: "0.11.9", registry: pypi("macosx_14_0_arm64", "3.12"), tier: Tier::Heavy, size: 68_150_205, sha256: "05ed087f0e8b307aaea0763e45f03e2123ea358de2c117c93e4dca25c882db7f" },
];

const IOS_SIM: Option<&str> = Some("defined(SDL_PLATFORM_IOS) && TARGET_OS_SIMULATOR");
const IOS: Option<&str> = Some("defined(SDL_PLATFORM_IOS) && !TARGET_OS_SIMULATOR");
const TVOS_SIM: Option<&str> =
    Some("!defined(SDL_PLATFORM_IOS) && defined(SDL_PLATFORM_TVOS) && TARGET_OS_SIMULATOR");
const TVOS: Option<&str> =
    Some("!defined(SDL_PLATFORM_IOS) && defined(SDL_PLATFORM_TVOS) && !TARGET_OS_SIMULATOR");
const MACOS: Option<&str> = Some("!defined(SDL_PLATFORM_IOS) && !defined(SDL_PLATFORM_TVOS)");

#[rustfmt::skip]
pub const PINS: &[Pin] = &[
    Pin { package: "metal", version: "0.13.1", name: "metal-0.13.1-compute", member: "metal-0.13.1/examples/compute/default.metallib", locator: Locator::Whole, size: 3237, sha256: "0f8579c77cf5d5f35023f1922b672081a23d625f199b0be0a68f81a0bfa95384" },
    Pin { package: "metal", version: "0.13.1", name: "metal-0.13.1-window", member: "metal-0.13.1/examples/window/default.metallib", locator: Locator::Whole, size: 5844, sha256: "f43d32e42cb6cbd50a5364dfb11ff17fda4b5cf2046e371d2e3ddc1d2008bb9e" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-circle", member: "metal-0.29.0/examples/circle/shaders.metallib", locator: Locator::Whole, size: 6304, sha256: "666a9491d795ef9c0b9c122c7ada571cc2c0e8774d2d89e5b4b996f3dc47962b" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-compute", member: "metal-0.29.0/examples/compute/shaders.metallib", locator: Locator::Whole, size: 3209, sha256: "fef91643e60c0ec99ad2bd2f3916299bcc3e6a80038ea27bed59681badfea7d1" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-mesh-shader", member: "metal-0.29.0/examples/mesh-shader/shaders.metallib", locator: Locator::Whole, size: 6314, sha256: "0af3b7ab0cd6186a90163550b76fab5bd2ef6ba97e791354d4281ca92d4887ff" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-mps", member: "metal-0.29.0/examples/mps/shaders.metallib", locator: Locator::Whole, size: 14339, sha256: "b62451223549b1e7eb90ec3d3534c0ed4cdfdc581c7df3ffcdc4786a5fcacde4" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-raytracing", member: "metal-0.29.0/examples/raytracing/shaders.metallib", locator: Locator::Whole, size: 211489, sha256: "249b71998f58ddf8b3de37d79e9cc1f4a3494fba4bd7ba3f5411fb603de9dd5a" },
    Pin { package: "metal", version: "0.29.0", name: "metal-0.29.0-window", member: "metal-0.29.0/examples/window/shaders.metallib", locator: Locator::Whole, size: 12332, sha256: "16fa82beb70bf16c3501970cae0d5028a747a08164337161dc9c2e8965d4c366" },
    Pin { package: "gfx-backend-metal", version: "0.4.5", name: "gfx-backend-metal-0.4.5-ios", member: "gfx-backend-metal-0.4.5/shaders/gfx-shaders-ios.metallib", locator: Locator::Whole, size: 58895, sha256: "b93c70027cf196548eac31a3cf5f37947ee2b13655445bc03c68c8224dad9613" },
    Pin { package: "gfx-backend-metal", version: "0.4.5", name: "gfx-backend-metal-0.4.5-macos", member: "gfx-backend-metal-0.4.5/shaders/gfx-shaders-macos.metallib", locator: Locator::Whole, size: 56885, sha256: "cc7e8a6ad0a0d99197bdd9c65939e3a4d9960fa8aa181467363aa3578d68af54" },
    Pin { package: "gfx-backend-metal", version: "0.6.5", name: "gfx-backend-metal-0.6.5-ios-simulator", member: "gfx-backend-metal-0.6.5/shaders/gfx-shaders-ios-simulator.metallib", locator: Locator::Whole, size: 65007, sha256: "bb757592cbdf1bc2149403d7fa6a7e5c0ba59928a4096b70a0137c4811ed3ee9" },
    Pin { package: "gfx-backend-metal", version: "0.6.5", name: "gfx-backend-metal-0.6.5-ios", member: "gfx-backend-metal-0.6.5/shaders/gfx-shaders-ios.metallib", locator: Locator::Whole, size: 58911, sha256: "df4ed09b2d42b9c9d9dc17cd2b58836878b6eb74c9cf2f224409c85ec3e41671" },
    Pin { package: "gfx-backend-metal", version: "0.6.5", name: "gfx-backend-metal-0.6.5-macos", member: "gfx-backend-metal-0.6.5/shaders/gfx-shaders-macos.metallib", locator: Locator::Whole, size: 54325, sha256: "1dfd059543fdc5331d7c09ff7ceee1daad358f9f0936660f4154c688d59d4984" },
    Pin { package: "gfx-backend-metal", version: "0.9.1", name: "gfx-backend-metal-0.9.1-ios-simulator", member: "gfx-backend-metal-0.9.1/shaders/gfx-shaders-ios-simulator.metallib", locator: Locator::Whole, size: 98746, sha256: "561a9b5d91e03e904bae3ffff20f5325cc2ba0653315ae9b8b790ce91597152c" },
    Pin { package: "gfx-backend-metal", version: "0.9.1", name: "gfx-backend-metal-0.9.1-ios", member: "gfx-backend-metal-0.9.1/shaders/gfx-shaders-ios.metallib", locator: Locator::Whole, size: 92304, sha256: "e1aad872cf5a5dc1e7dd22cb37124d22a4dac9f9f682b8cce3a490c8ea90589f" },
    Pin { package: "gfx-backend-metal", version: "0.9.1", name: "gfx-backend-metal-0.9.1-macos", member: "gfx-backend-metal-0.9.1/shaders/gfx-shaders-macos.metallib", locator: Locator::Whole, size: 90314, sha256: "c07140adb3699dad71b3d7117c3caba7c1823089067391c8b6c9d308ce077785" },
    Pin { package: "candle-metal-kernels", version: "0.3.3", name: "candle-metal-kernels-0.3.3-flash-attention", member: "candle-metal-kernels-0.3.3/src/libMetalFlashAttention.metallib", locator: Locator::Whole, size: 116184, sha256: "66c33bfb126a6ef64eb22f11d972a62f446b85682a8ef2d8b578a87b0c2132fc" },
    Pin { package: "sdl2-sys", version: "0.38.0", name: "sdl2-sys-0.38.0-render-ios", member: "sdl2-sys-0.38.0/SDL/src/render/metal/SDL_shaders_metal_ios.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 21810, sha256: "ab24e1a9138fae217846159a7a79388e55a16b630c95d1b10c16ace7a244245a" },
    Pin { package: "sdl2-sys", version: "0.38.0", name: "sdl2-sys-0.38.0-render-iphonesimulator", member: "sdl2-sys-0.38.0/SDL/src/render/metal/SDL_shaders_metal_iphonesimulator.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 24660, sha256: "f8e63e86f9e68a36e9513f1230b0293651810c19dfd3dda6705b7fe947db7a6b" },
    Pin { package: "sdl2-sys", version: "0.38.0", name: "sdl2-sys-0.38.0-render-osx", member: "sdl2-sys-0.38.0/SDL/src/render/metal/SDL_shaders_metal_osx.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 21858, sha256: "7c898daf138f3d72385140b81f99578628fb6972a8dde31cc3382a0c40e2bc26" },
    Pin { package: "sdl2-sys", version: "0.38.0", name: "sdl2-sys-0.38.0-render-tvos", member: "sdl2-sys-0.38.0/SDL/src/render/metal/SDL_shaders_metal_tvos.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 21810, sha256: "1e60c8e0b73e16c7d730c867c4ece5b993c4da55844b6e52a1f31e1de537dcf7" },
    Pin { package: "sdl2-sys", version: "0.38.0", name: "sdl2-sys-0.38.0-render-tvsimulator", member: "sdl2-sys-0.38.0/SDL/src/render/metal/SDL_shaders_metal_tvsimulator.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 24676, sha256: "f8d35bd3e8f25736731314b4b7b252319e68abb884e5e3bf0a2870cfa8d3bd25" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-BlitFrom2DArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2DArray_metallib", branch: TVOS_SIM }, size: 4373, sha256: "0373c302f32cf1e082247caa28054e9a8455b85032216807af4af1e00ed3eebe" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-BlitFrom2D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2D_metallib", branch: TVOS_SIM }, size: 4224, sha256: "98112dd29404ae8bf275ac4887526db77c7e9f05061912e3149af26c1f982cd3" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-BlitFrom3D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom3D_metallib", branch: TVOS_SIM }, size: 4288, sha256: "ca1b1297e1a0d7c934d192d2499648578d755bdb3d0244b145bdcf437b8821b7" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-BlitFromCubeArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCubeArray_metallib", branch: TVOS_SIM }, size: 4647, sha256: "b63afa1d8aac7d4cc2663e7e613f46a9ebcec131f2b6e5092d77f9e4958c0a0b" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-BlitFromCube", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCube_metallib", branch: TVOS_SIM }, size: 4610, sha256: "bb63588f1a551cd44156e9a63c67d452677d280a0cac6f7959d16485a99d9f1c" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-sim-FullscreenVert", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "FullscreenVert_metallib", branch: TVOS_SIM }, size: 3204, sha256: "500992897fc96b41bc782bc60e5f82f4499281d66978d0b1a3e11d5b3a417089" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-BlitFrom2DArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2DArray_metallib", branch: TVOS }, size: 3969, sha256: "39f74be0f05f4537046e08dd0c38684dabaa3aea8c3a55eb0aed3ac3feed6bf0" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-BlitFrom2D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2D_metallib", branch: TVOS }, size: 3852, sha256: "ae47e0e96d6c2ef9a37fffdea644785466bb2a0545312d24fb55e0aa43838dca" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-BlitFrom3D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom3D_metallib", branch: TVOS }, size: 3916, sha256: "f6bcc9132b32e36881ab2f052101f60f44e883748b24edebfee5b1d9c09fdd59" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-BlitFromCubeArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCubeArray_metallib", branch: TVOS }, size: 4243, sha256: "8b6d666cc6f416cfb7ce8c3938231af6eb5d07d2fbe9f3ef4d4980e904665ff0" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-BlitFromCube", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCube_metallib", branch: TVOS }, size: 4206, sha256: "3a4c0850d7fd3abafb24a165687ed3edc4bb2c098964752bbd34870174de371c" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-tvos-FullscreenVert", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "FullscreenVert_metallib", branch: TVOS }, size: 2928, sha256: "f9ed2247714502d06072feeb9cadb6b0951f766d601b49f03fc8273187e0cfd9" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-BlitFrom2DArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2DArray_metallib", branch: MACOS }, size: 3905, sha256: "2e8ad264a1051770597e6180dc784b7835116da6e195446178a74d6b2ea9dd9c" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-BlitFrom2D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2D_metallib", branch: MACOS }, size: 3788, sha256: "9f29868d6d058a0b05513f00b01231400f96f36df24caa703543775c50a60dea" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-BlitFrom3D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom3D_metallib", branch: MACOS }, size: 3852, sha256: "e0e350d0f1ea1b19e7427e8eecebb82d2556be42e843d7432d11cc027825368c" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-BlitFromCubeArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCubeArray_metallib", branch: MACOS }, size: 4179, sha256: "c2c1ee054d9828474d2d81cb08e97af355edff8cbef6ada3be80f99f06ca964a" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-BlitFromCube", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCube_metallib", branch: MACOS }, size: 4142, sha256: "089d15b71634d3207eac2f809bca453af973e7b6282228ce6b2f91b54a412484" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-macos-FullscreenVert", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "FullscreenVert_metallib", branch: MACOS }, size: 2944, sha256: "360c244bf2b62ad0c956e4cd43217f55bebcf615febab18d7e8e1afffdadeced" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-BlitFrom2DArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2DArray_metallib", branch: IOS_SIM }, size: 4373, sha256: "007a01a0adf25b878c047133d67f5ad646b0140df442a16060101492f52b6ca9" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-BlitFrom2D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2D_metallib", branch: IOS_SIM }, size: 4224, sha256: "b5ced01fef287a07135f70bd42a1ef5586d3c465f17bd92a32b3413cfe374a99" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-BlitFrom3D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom3D_metallib", branch: IOS_SIM }, size: 4272, sha256: "7241f11ce39502597bece3b8ef9aed15bb41a0d2b792323d784afd6d05810ab7" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-BlitFromCubeArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCubeArray_metallib", branch: IOS_SIM }, size: 4647, sha256: "a3df42d35f9063a2cbc91201751357480298be504fde718ba86b10dcaa3d2139" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-BlitFromCube", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCube_metallib", branch: IOS_SIM }, size: 4610, sha256: "cb355ad74cdb72098248688e4c3aef76ce943c082be95341159762cc2e491b95" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-sim-FullscreenVert", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "FullscreenVert_metallib", branch: IOS_SIM }, size: 3204, sha256: "6178bee160bce0695a86a0b3beb4d3794651529b9fe650fd2ef4cb3f942455bc" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-BlitFrom2DArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2DArray_metallib", branch: IOS }, size: 3969, sha256: "1420aaa9461bcb5d7c53de5eaf092d8c4a3dfe0f0f77da4353a6bf30f8ea3dea" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-BlitFrom2D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom2D_metallib", branch: IOS }, size: 3852, sha256: "0656c722fab409db9522839855f31b3077947cab59cc0f2c7a7075e5fd0bdc3d" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-BlitFrom3D", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFrom3D_metallib", branch: IOS }, size: 3916, sha256: "fe008c65cece2ba0a552bbfb6bec77687f2885c90facb789a55f9ec1381bfb24" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-BlitFromCubeArray", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCubeArray_metallib", branch: IOS }, size: 4243, sha256: "f3fd2aabd405fd32c06093c8736616f94c0c2dd1ba5081cf4c4a832266f7f348" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-BlitFromCube", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "BlitFromCube_metallib", branch: IOS }, size: 4206, sha256: "b6916ad3be3045528fa4b370626f7459b43940f4f6a547bece8a2ce1b4eba1e7" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-blit-ios-FullscreenVert", member: "sdl3-src-3.4.18/SDL/src/gpu/metal/Metal_Blit.h", locator: Locator::Array { name: "FullscreenVert_metallib", branch: IOS }, size: 2928, sha256: "e30d0859d69037fedef8779cacfaf471763eea501ca5b9de4961a006a063b89e" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-render-ios", member: "sdl3-src-3.4.18/SDL/src/render/metal/SDL_shaders_metal_ios.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 42017, sha256: "7422a06c7dcb187b6c5eaa5200532c25af21c89fd2e437ff077e591c5528b9ee" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-render-iphonesimulator", member: "sdl3-src-3.4.18/SDL/src/render/metal/SDL_shaders_metal_iphonesimulator.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 51143, sha256: "7e75150300d13e7a8972033fc72fed095055ace2bcf1841fa388e68ebb23645e" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-render-macos", member: "sdl3-src-3.4.18/SDL/src/render/metal/SDL_shaders_metal_macos.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 38945, sha256: "620ce30386dc7baa10a71880403151014ab4ebd9aff55b5c6e5b52450f6ae3bf" },
    Pin { package: "sdl3-src", version: "3.4.18", name: "sdl3-src-3.4.18-render-tvsimulator", member: "sdl3-src-3.4.18/SDL/src/render/metal/SDL_shaders_metal_tvsimulator.h", locator: Locator::Array { name: "sdl_metallib", branch: None }, size: 51159, sha256: "ff94aef9e72cd89b51b938647ba52c121f377038e5e73688ddbc85fc620828bd" },
    Pin { package: "pysdl2-dll", version: "2.0.10", name: "pysdl2-dll-2.0.10-embedded", member: "sdl2dll/dll/SDL2.framework/Versions/A/SDL2", locator: Locator::At(988192), size: 22792, sha256: "ad83914b8d365efeb1bba439d4e157952e1ed3a1b08a1d514e5fb84e3c90695a" },
    Pin { package: "pysdl2-dll", version: "2.0.12", name: "pysdl2-dll-2.0.12-embedded", member: "sdl2dll/dll/SDL2.framework/Versions/A/SDL2", locator: Locator::At(1100656), size: 22256, sha256: "6ee131507b8e409b5e20f53fe65839e209bf5589c91f583be3541f2a48a25fdf" },
    Pin { package: "pysdl2-dll", version: "2.0.12", name: "pysdl2-dll-2.0.12-resources", member: "sdl2dll/dll/SDL2.framework/Versions/A/Resources/default.metallib", locator: Locator::Whole, size: 22640, sha256: "0399455f7945200b6ee0bc608e1ed35dd2150ded27e86d623e87c0fb71fec4c0" },
    Pin { package: "pysdl2-dll", version: "2.32.10", name: "pysdl2-dll-2.32.10-resources", member: "sdl2dll/dll/SDL2.framework/Versions/A/Resources/default.metallib", locator: Locator::Whole, size: 23088, sha256: "015078b3cde79cb8efb14f7a9e4a3cb706f3c0107a44d12cdb80b3d6d7a7d9bb" },
    Pin { package: "syphon-python", version: "0.2.0", name: "syphon-python-0.2.0", member: "syphon/libs/Syphon.framework/Resources/default.metallib", locator: Locator::Whole, size: 7962, sha256: "9272fed46e2fa272e3f8490f7e8225764a35fbebcd77135a9767ef57ed77708b" },
    Pin { package: "gpt4all", version: "2.8.2", name: "gpt4all-2.8.2", member: "gpt4all/llmodel_DO_NOT_MODIFY/build/default.metallib", locator: Locator::Whole, size: 1533170, sha256: "aad69e0b720ff8baa05d4a690bf734689fbe94297ded6422fdad0ab82b1996da" },
    Pin { package: "seismicx-grtm", version: "0.5.1", name: "seismicx-grtm-0.5.1", member: "grtm/_lib/_grtm_metal.dylib", locator: Locator::At(909148), size: 5310, sha256: "35d34e86ab2f41d811027df1d0e863218d02a1ae07958254723fbc4f27aa4912" },
    Pin { package: "msplat", version: "1.1.4", name: "msplat-1.1.4", member: "msplat/default.metallib", locator: Locator::Whole, size: 445189, sha256: "621db7b4cbb67741e703fc330f0d6b8eabfd8c83657e658f6e93ac21c73e5390" },
    Pin { package: "pyimgui", version: "0.1.1", name: "pyimgui-0.1.1-vertex", member: "imgui/_imgui.abi3.so", locator: Locator::At(6846224), size: 3892, sha256: "09a00bec183797d30c3baf29d1250c91062a14f259a33429376d71ccf870a787" },
    Pin { package: "pyimgui", version: "0.1.1", name: "pyimgui-0.1.1-fragment", member: "imgui/_imgui.abi3.so", locator: Locator::At(6850116), size: 3787, sha256: "90e9669a12458bfc0a42e34a00a8f43ab79b661825661cf9eb16c4cbbcb80c7e" },
    Pin { package: "metalq", version: "1.0.2", name: "metalq-1.0.2", member: "metalq/lib/default.metallib", locator: Locator::Whole, size: 33891, sha256: "5ac84de949eb6e8a044f1bbd9c156f55b995038381397165ff96783b2ba5040b" },
    Pin { package: "pennylane-metal", version: "0.2.1", name: "pennylane-metal-0.2.1", member: "pennylane_metal/pennylane_metal.metallib", locator: Locator::Whole, size: 378989, sha256: "2f2bd9a9cd92da1bbe8d8f3a5b57cfc3d4368c66c72d4076980a17650e9d3de6" },
    Pin { package: "llama.rn", version: "0.3.11", name: "llama.rn-0.3.11", member: "package/cpp/ggml-llama.metallib", locator: Locator::Whole, size: 1584610, sha256: "30be459e6a28eb628efec88fe83407d214c6f9903da131fafc4cb638b9dd9d1f" },
    Pin { package: "llama.rn", version: "0.4.8", name: "llama.rn-0.4.8", member: "package/cpp/ggml-llama.metallib", locator: Locator::Whole, size: 2609398, sha256: "e9a4aabd73a5895c43103cd603d42927429d15de427d8b216defbf5a7cba6b91" },
    Pin { package: "whisper.rn", version: "0.4.3", name: "whisper.rn-0.4.3-sim", member: "package/cpp/ggml-whisper-sim.metallib", locator: Locator::Whole, size: 3573077, sha256: "dbd270caa62b5f3ee3c7beb56aef71c04a13bdb1ee9acaddd6e237b146f4aa5a" },
    Pin { package: "whisper.rn", version: "0.4.3", name: "whisper.rn-0.4.3-device", member: "package/cpp/ggml-whisper.metallib", locator: Locator::Whole, size: 3563525, sha256: "37873271c173a420b6c30be4a2865828ce849108651510a336897f58bc678f42" },
    Pin { package: "autoagents-mistral-rs-metal", version: "0.4.0", name: "autoagents-mistral-rs-metal-0.4.0-empty", member: "autoagents_mistral_rs_metal/_autoagents_mistral_rs_metal.abi3.so", locator: Locator::At(37738524), size: 118, sha256: "5a7732f7d6ce32022b8064d6f900a221cffa86909fb3206d8fc160467779c557" },
    Pin { package: "mlx", version: "0.0.5", name: "mlx-0.0.5", member: "mlx/lib/mlx.metallib", locator: Locator::Whole, size: 53525609, sha256: "3b67f694b525c9c01adb8fa2d6263bc00df1636db48f2cc7360c685a7c9d180c" },
    Pin { package: "metaljax", version: "0.11.9", name: "metaljax-0.11.9", member: "metaljax/lib/mlx/lib/mlx.metallib", locator: Locator::Whole, size: 162449848, sha256: "ef1aa1ef9ef5b18bcef166b75b7b8865afe0f02f5e23980f2bdf76447fe60e6b" },
];

pub fn pins_of(package: &Package) -> impl Iterator<Item = &'static Pin> + '_ {
    PINS.iter().filter(move |p| p.package == package.name && p.version == package.version)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn package_of(pin: &Pin) -> Option<&'static Package> {
        PACKAGES.iter().find(|p| p.name == pin.package && p.version == pin.version)
    }

    #[test]
    fn pins_are_distinct_and_belong_to_packages() {
        let names: BTreeSet<&str> = PINS.iter().map(|p| p.name).collect();
        let sums: BTreeSet<&str> = PINS.iter().map(|p| p.sha256).collect();
        assert_eq!(names.len(), PINS.len(), "names repeat");
        assert_eq!(sums.len(), PINS.len(), "the same bytes pinned twice");
        for p in PINS {
            assert!(package_of(p).is_some(), "{} has no package", p.name);
            assert!(p.sha256.len() == 64 && p.sha256.bytes().all(|b| b.is_ascii_hexdigit()), "{}", p.name);
        }
        for p in PACKAGES {
            assert!(pins_of(p).next().is_some(), "{} pins nothing", p.spec());
        }
    }
}
