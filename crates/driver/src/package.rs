//! The `package` stage: the translated shaders into the GPU Mach-O (`gpu-macho`,
//! docs/output-format.md) for the `-arch`: `MH_GPU_EXECUTE`, the arch's cputype and
//! subtype, the build version of `-platform_version` (macOS and the arch's first macOS
//! version without it), one shader per (pipeline, function) with the pipeline
//! descriptor it was built for as JSON.

use gpu_macho::{FileType, Image, PayloadKind, Shader, Stage};
use targets::{Arch, Platform, Version};

use crate::plan::{Descriptor, Plan};
use crate::translate::Translated;
use crate::PlatformVersion;

/// Mach-O `PLATFORM_*` numbers (`LC_BUILD_VERSION`).
fn macho_platform(p: Platform) -> u32 {
    match p {
        Platform::Macos => 1,
        Platform::Ios => 2,
        Platform::Tvos => 3,
        Platform::Watchos => 4,
        Platform::MacCatalyst => 6,
        Platform::IosSimulator => 7,
        Platform::TvosSimulator => 8,
        Platform::WatchosSimulator => 9,
        Platform::Xros => 11,
        Platform::XrosSimulator => 12,
    }
}

fn triple(v: Version) -> (u32, u32, u32) {
    (v.major, v.minor, v.patch)
}

fn payload_kind(extension: &str) -> Result<PayloadKind, String> {
    PayloadKind::ALL
        .into_iter()
        .find(|k| k.extension() == extension)
        .ok_or_else(|| format!("no container kind for `.{extension}` payloads"))
}

/// The GPU Mach-O of `translated` for `arch`.
pub fn write(
    plan: &Plan,
    arch: &Arch,
    platform: Option<&PlatformVersion>,
    translated: Vec<Translated>,
) -> Result<Vec<u8>, String> {
    let (Some(cputype), Some(cpusubtype)) = (arch.cputype, arch.cpusubtype) else {
        return Err(format!("arch `{}` has no Mach-O cputype in the architecture table", arch.name));
    };
    let (plat, min, sdk) = match platform {
        Some(p) => (p.platform, triple(p.min), triple(p.sdk)),
        None => {
            let min = arch.min_version(Platform::Macos).map(triple).unwrap_or((0, 0, 0));
            (Platform::Macos, min, min)
        }
    };
    let mut shaders = Vec::new();
    // Payloads move into the image (a function used by several pipelines is copied for
    // all but its last), so a large translation is not held twice.
    for mut t in translated {
        let kind = payload_kind(t.compiled.payload_extension)?;
        // Apple's nested objects name their two programs (`_agc.main.constant_program`,
        // `_agc.main`); the other payloads are one entry point each.
        let symbols = if kind == PayloadKind::AppleGpu {
            backend_applegpu::payload::symbols(&t.compiled.payload)
        } else {
            vec![(t.compiled.name.clone(), 0)]
        };
        if t.pipelines.is_empty() {
            // Without a script every function of the library is translated on its own:
            // the library's id stands where a pipeline's name would.
            shaders.push(Shader {
                pipeline: format!("library:{}", t.target.library),
                stage: Stage::Compute,
                function: t.target.function.clone(),
                payload: std::mem::take(&mut t.compiled.payload),
                payload_kind: kind,
                symbols,
                descriptor: Vec::new(),
            });
            continue;
        }
        for (n, &index) in t.pipelines.iter().enumerate() {
            let descriptor = plan
                .pipelines
                .iter()
                .find(|p| p.index == index && matches!(p.descriptor, Descriptor::Compute(_)))
                .map(|p| serde_json::to_vec(&p.descriptor).map_err(|e| e.to_string()))
                .transpose()?
                .unwrap_or_default();
            shaders.push(Shader {
                pipeline: format!("compute_pipelines[{index}]"),
                stage: Stage::Compute,
                function: t.target.function.clone(),
                payload: if n + 1 == t.pipelines.len() {
                    std::mem::take(&mut t.compiled.payload)
                } else {
                    t.compiled.payload.clone()
                },
                payload_kind: kind,
                symbols: symbols.clone(),
                descriptor,
            });
        }
    }
    let image = Image {
        cputype,
        cpusubtype,
        filetype: FileType::Execute,
        platform: macho_platform(plat),
        min_os: min,
        sdk,
        tools: Vec::new(),
        shaders,
        notes: Vec::new(),
    };
    gpu_macho::write_owned(image).map_err(|e| e.to_string())
}
