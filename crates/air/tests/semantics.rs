//! AIR semantics ([`air::semantics`]) against the fixture library (`fixtures/air/*.ll`, packed
//! into `fixtures/air/fixtures.metallib`) and the hand-assembled test modules
//! (`tests/data/*.bc`): hand-derived expectations, golden listings
//! (`tests/golden-info/<fixture>.txt`; `BLESS=1 cargo test` rewrites them), seeded mutations
//! that must never panic, and the mlx corpus when `target/corpus/mlx.metallib` is present
//! (required when `METAL_NT_REQUIRE_CORPUS=1`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use air::semantics::{Access, AirInfo, ArgKind, Argument, EntryInfo, Perspective, Sampling, Version};
use air::{read_info, EntryKind};
use rayon::prelude::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

/// `(fixture stem, module bytes)` for every module of fixtures.metallib, named after the `.ll`
/// file that defines its entry function.
fn fixtures() -> Vec<(String, Vec<u8>)> {
    let dir = root().join("fixtures/air");
    let bytes = std::fs::read(dir.join("fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("fixtures.metallib reads");
    let sources: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("fixtures/air")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "ll").then(|| {
                let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                (stem, std::fs::read_to_string(&p).unwrap_or_default())
            })
        })
        .collect();
    let mut out: Vec<(String, Vec<u8>)> = lib
        .functions
        .iter()
        .map(|f| {
            let needle = format!("@{}(", f.name);
            let stem = sources
                .iter()
                .find(|(_, text)| text.lines().any(|l| l.starts_with("define") && l.contains(&needle)))
                .map(|(s, _)| s.clone())
                .unwrap_or_else(|| panic!("no fixture source defines {}", f.name));
            (stem, lib.module_of(f).to_vec())
        })
        .collect();
    out.sort();
    out.dedup_by(|a, b| a.0 == b.0);
    out
}

fn data(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn fixture(stem: &str) -> AirInfo {
    let (_, bytes) = fixtures().into_iter().find(|(s, _)| s == stem).unwrap_or_else(|| panic!("{stem}"));
    read_info(&bytes).unwrap_or_else(|e| panic!("{stem}: {e}"))
}

fn only_entry(info: &AirInfo) -> &EntryInfo {
    assert_eq!(info.entry_points.len(), 1, "{:#?}", info.entry_points);
    &info.entry_points[0]
}

fn buffer(a: &Argument, index: u32, slot: u32, access: Access, space: u32, ty: &str, name: &str) {
    assert_eq!(a.kind, ArgKind::Buffer, "{a:?}");
    assert_eq!(a.air_kind, "air.buffer");
    assert_eq!(a.index, Some(index), "{a:?}");
    assert_eq!(a.location, Some(slot), "{a:?}");
    assert_eq!(a.location_count, Some(1));
    assert_eq!(a.access, Some(access), "{a:?}");
    assert_eq!(a.address_space, Some(space), "{a:?}");
    assert_eq!(a.type_name.as_deref(), Some(ty));
    assert_eq!(a.name.as_deref(), Some(name));
    assert!(a.other.is_empty(), "{a:?}");
}

fn builtin(a: &Argument, index: u32, air: &str, ty: &str, name: &str) {
    assert_eq!(a.kind, ArgKind::Builtin, "{a:?}");
    assert_eq!(a.index, Some(index));
    assert_eq!(a.air_kind, air);
    assert_eq!(a.type_name.as_deref(), Some(ty));
    assert_eq!(a.name.as_deref(), Some(name));
    assert_eq!((a.location, a.access, a.address_space), (None, None, None));
    assert!(a.other.is_empty(), "{a:?}");
}

#[test]
fn vector_add_kernel() {
    let info = fixture("kernel_vector_add");
    assert_eq!(info.air_version, Some(Version { major: 2, minor: 6, patch: 0 }));
    let lang = info.language.as_ref().expect("language");
    assert_eq!((lang.name.as_str(), lang.version), ("Metal", Version { major: 3, minor: 1, patch: 0 }));
    let c = &info.compile_options;
    assert_eq!((c.fast_math, c.denorms, c.framebuffer_fetch), (Some(true), Some(false), Some(true)));
    assert!(c.other.is_empty());
    assert_eq!(c.raw.len(), 3);
    assert_eq!(info.limits.get("air.max_device_buffers"), Some(&31));
    assert_eq!(info.limits.get("air.max_textures"), Some(&128));
    assert!(info.function_constants.is_empty() && info.threadgroup_memory.is_empty());

    let e = only_entry(&info);
    assert_eq!((e.name.as_str(), e.kind), ("vector_add", EntryKind::Kernel));
    assert!(e.outputs.is_empty() && e.tags.is_empty() && e.other.is_empty());
    assert_eq!(e.max_total_threads_per_threadgroup, None);
    let a = &e.arguments;
    assert_eq!(a.len(), 5);
    buffer(&a[0], 0, 0, Access::Read, 1, "float", "a");
    buffer(&a[1], 1, 1, Access::Read, 1, "float", "b");
    buffer(&a[2], 2, 2, Access::ReadWrite, 1, "float", "out");
    buffer(&a[3], 3, 3, Access::Read, 2, "uint", "count");
    for x in &a[..4] {
        assert_eq!((x.type_size, x.type_align), (Some(4), Some(4)));
    }
    assert_eq!(a[3].buffer_size, Some(4));
    assert_eq!(a[0].buffer_size, None);
    builtin(&a[4], 4, "air.thread_position_in_grid", "uint", "gid");
}

#[test]
fn threadgroup_reduce_memory_and_builtins() {
    let info = fixture("kernel_threadgroup_reduce");
    assert_eq!(info.air_version, Some(Version { major: 2, minor: 7, patch: 0 }));
    assert_eq!(info.threadgroup_memory.len(), 1);
    let t = &info.threadgroup_memory[0];
    assert_eq!(t.name, "threadgroup_reduce.scratch");
    assert_eq!(t.type_text, "[64 x float]");
    assert_eq!((t.size, t.align), (Some(256), Some(4)));
    let e = only_entry(&info);
    buffer(&e.arguments[1], 1, 1, Access::ReadWrite, 1, "float", "partial_sums");
    builtin(&e.arguments[2], 2, "air.thread_position_in_grid", "uint", "gid");
    builtin(&e.arguments[3], 3, "air.thread_index_in_threadgroup", "uint", "lid");
    builtin(&e.arguments[4], 4, "air.threadgroup_position_in_grid", "uint", "group");
}

#[test]
fn tile_kernel_threadgroup_buffer_argument() {
    let info = fixture("kernel_tile_resolve");
    let e = only_entry(&info);
    let tg = &e.arguments[0];
    assert_eq!(tg.kind, ArgKind::ThreadgroupBuffer);
    assert_eq!((tg.location, tg.address_space, tg.access), (Some(0), Some(3), Some(Access::ReadWrite)));
    assert_eq!((tg.type_size, tg.type_align), (Some(16), Some(16)));
    builtin(&e.arguments[5], 5, "air.threads_per_threadgroup", "uint2", "tile_size");
}

#[test]
fn blur_function_constants() {
    let info = fixture("kernel_blur_constants");
    let fc = &info.function_constants;
    assert_eq!(fc.len(), 12);
    assert_eq!(fc.iter().map(|c| c.index).collect::<Vec<_>>(), (0..12).collect::<Vec<_>>());
    assert!(fc.iter().all(|c| c.active == Some(true)));
    let names: Vec<(&str, &str)> = fc.iter().map(|c| (c.name.as_str(), c.type_name.as_str())).collect();
    assert_eq!(
        names,
        [
            ("use_fast", "bool"),
            ("bias2", "char2"),
            ("channel_mask", "uchar3"),
            ("tap_offsets", "short4"),
            ("radius", "ushort"),
            ("base_offset", "int"),
            ("image_size", "uint2"),
            ("seed", "long"),
            ("mask64", "ulong"),
            ("weights", "half2"),
            ("scale", "float3"),
            ("flags", "bool4"),
        ]
    );
    assert_eq!(fc[0].global, "_Z8use_fast.MTL_FC_INIT_0_b");
    assert_eq!(fc[11].global, "_Z5flags.MTL_FC_INIT_11_Dv4_b");
    // Placeholders live in the constant address space, not threadgroup memory.
    assert!(info.threadgroup_memory.is_empty());
    let e = only_entry(&info);
    buffer(&e.arguments[2], 2, 2, Access::ReadWrite, 1, "uint", "debug_tag");
}

#[test]
fn vertex_stage_in_and_outputs() {
    let info = fixture("vertex_stage_in");
    let e = only_entry(&info);
    assert_eq!((e.name.as_str(), e.kind), ("stage_in_vertex", EntryKind::Vertex));
    assert_eq!(e.outputs.len(), 2);
    let pos = &e.outputs[0];
    assert_eq!((pos.kind, pos.air_kind.as_str(), pos.index), (ArgKind::Builtin, "air.position", None));
    assert_eq!(pos.type_name.as_deref(), Some("float4"));
    let uv = &e.outputs[1];
    assert_eq!(uv.kind, ArgKind::VertexOutput);
    assert_eq!(uv.user.as_deref(), Some("user(locn0)"));
    assert_eq!((uv.type_name.as_deref(), uv.name.as_deref()), (Some("float2"), Some("uv")));
    let a = &e.arguments;
    assert_eq!(a.len(), 3);
    for (k, (ty, name)) in [("float3", "position"), ("half2", "uv")].into_iter().enumerate() {
        assert_eq!(a[k].kind, ArgKind::VertexInput);
        assert_eq!(a[k].index, Some(k as u32));
        assert_eq!((a[k].location, a[k].location_count), (Some(k as u32), Some(1)));
        assert_eq!((a[k].type_name.as_deref(), a[k].name.as_deref()), (Some(ty), Some(name)));
    }
    buffer(&a[2], 2, 1, Access::Read, 2, "Uniforms", "u");
    assert_eq!((a[2].buffer_size, a[2].type_size, a[2].type_align), (Some(64), Some(64), Some(16)));
}

#[test]
fn vertex_builtins() {
    let info = fixture("vertex_side_effects");
    let e = only_entry(&info);
    assert_eq!(info.compile_options.fast_math, Some(false));
    builtin(&e.arguments[3], 3, "air.vertex_id", "uint", "vid");
    builtin(&e.arguments[4], 4, "air.instance_id", "uint", "iid");
    assert_eq!(e.arguments[1].type_name.as_deref(), Some("atomic_uint"));
}

#[test]
fn fragment_inputs_and_render_target() {
    let info = fixture("fragment_interpolated_color");
    let e = only_entry(&info);
    assert_eq!((e.name.as_str(), e.kind), ("color_fragment", EntryKind::Fragment));
    assert_eq!(e.outputs.len(), 1);
    let rt = &e.outputs[0];
    assert_eq!(rt.kind, ArgKind::RenderTarget);
    assert_eq!(rt.positional, [0, 0]);
    assert_eq!(rt.render_target_index(), Some(0));
    assert_eq!((rt.type_name.as_deref(), rt.name.as_deref()), (Some("float4"), Some("color")));
    let pos = &e.arguments[0];
    assert_eq!((pos.kind, pos.air_kind.as_str()), (ArgKind::Builtin, "air.position"));
    assert_eq!((pos.sampling, pos.perspective), (Some(Sampling::Center), Some(Perspective::NoPerspective)));
    let color = &e.arguments[1];
    assert_eq!(color.kind, ArgKind::FragmentInput);
    assert_eq!(color.user.as_deref(), Some("user(locn0)"));
    assert_eq!((color.sampling, color.perspective), (Some(Sampling::Center), Some(Perspective::Perspective)));
    assert!(color.other.is_empty());
}

#[test]
fn fragment_with_constants() {
    let info = fixture("fragment_function_constants");
    let fc = &info.function_constants;
    assert_eq!(fc.len(), 2);
    assert_eq!((fc[1].index, fc[1].name.as_str(), fc[1].type_name.as_str()), (1, "base_color", "float4"));
    assert_eq!(fc[1].global, "_Z10base_color.MTL_FC_INIT_1_Dv4_f");
}

#[test]
fn texture_sampler_and_sampler_states() {
    let info = read_info(&data("graphics.bc")).expect("graphics.bc");
    assert_eq!(info.entry_points.len(), 2);
    assert_eq!(info.sampler_states, ["__air_sampler_state"]);
    let vertex = &info.entry_points[0];
    assert_eq!(vertex.outputs[1].user.as_deref(), Some("generated(2uvDv2_f)"));
    let frag = &info.entry_points[1];
    assert_eq!(frag.kind, EntryKind::Fragment);
    let tex = &frag.arguments[1];
    assert_eq!(tex.kind, ArgKind::Texture);
    assert_eq!((tex.location, tex.access), (Some(0), Some(Access::Sample)));
    let t = tex.texture.as_ref().expect("texture type");
    assert_eq!(
        (t.shape.as_str(), t.component.as_deref(), t.access.as_deref()),
        ("texture2d", Some("float"), Some("sample"))
    );
    let smp = &frag.arguments[2];
    assert_eq!((smp.kind, smp.location, smp.name.as_deref()), (ArgKind::Sampler, Some(0), Some("smp")));
    assert_eq!(info.compile_options.fast_math, Some(false));
    assert_eq!(info.compile_options.denorms, None);
}

#[test]
fn kernel_constants_module_threadgroup_variable() {
    let info = read_info(&data("kernel_constants.bc")).expect("kernel_constants.bc");
    let names: Vec<&str> = info.threadgroup_memory.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["shared_vals"]);
    assert!(info.threadgroup_memory[0].size.is_some_and(|s| s > 0));
}

#[test]
fn mesh_object_intersection_visible() {
    let mesh = fixture("mesh_triangle");
    let e = only_entry(&mesh);
    assert_eq!(e.kind, EntryKind::Mesh);
    let m = e.arguments[0].mesh.as_ref().expect("mesh_type_info");
    assert_eq!(e.arguments[0].kind, ArgKind::Mesh);
    assert_eq!((m.max_vertices, m.max_primitives, m.topology.as_str()), (3, 1, "triangle"));
    assert_eq!(m.vertex_outputs.len(), 1);
    assert_eq!(m.vertex_outputs[0].air_kind, "air.position");
    assert!(m.primitive_outputs.is_empty());

    let obj = fixture("object_amplify");
    let e = only_entry(&obj);
    assert_eq!(e.kind, EntryKind::Object);
    assert_eq!(e.arguments[0].kind, ArgKind::Payload);
    assert_eq!(e.arguments[0].type_size, Some(16));
    assert_eq!(e.arguments[1].kind, ArgKind::MeshGridProperties);

    let sphere = fixture("intersection_sphere");
    let e = only_entry(&sphere);
    assert_eq!(e.kind, EntryKind::Intersection);
    assert_eq!(e.tags, ["air.bounding_box", "air.instancing", "air.triangle_data"]);
    let outs: Vec<&str> = e.outputs.iter().map(|o| o.air_kind.as_str()).collect();
    assert_eq!(outs, ["air.accept_intersection", "air.distance"]);
    assert!(e.outputs.iter().all(|o| o.kind == ArgKind::Builtin));
    assert_eq!(e.arguments.len(), 6);
    assert!(e.arguments[..5].iter().all(|a| a.kind == ArgKind::Builtin));

    let add = fixture("visible_add");
    let e = only_entry(&add);
    assert_eq!(e.kind, EntryKind::Visible);
    assert_eq!(e.outputs[0].kind, ArgKind::VisibleValue);
    assert_eq!(e.arguments.len(), 2);
    let fence = fixture("visible_fence");
    let e = only_entry(&fence);
    assert!(e.outputs.is_empty() && e.arguments.is_empty());
}

#[test]
fn every_fixture_is_fully_understood() {
    for (stem, bytes) in fixtures() {
        let info = read_info(&bytes).unwrap_or_else(|e| panic!("{stem}: {e}"));
        for e in &info.entry_points {
            for a in e.outputs.iter().chain(&e.arguments) {
                assert_ne!(a.kind, ArgKind::Other, "{stem}: {a:?}");
                assert!(a.other.is_empty(), "{stem}: {a:?}");
            }
        }
        // Serializable for tools that want JSON.
        let json = serde_json::to_string(&info).expect("serializes");
        assert!(json.contains("\"entry_points\""));
    }
}

/// Compares `actual` with `tests/golden-info/<name>.txt`, or rewrites it under BLESS.
fn check_golden(name: &str, actual: &str) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden-info").join(format!("{name}.txt"));
    if bless() {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("golden dir");
        std::fs::write(&path, actual).expect("write golden file");
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => Some(format!(
            "{} differs (BLESS=1 to accept):\n--- expected\n{expected}\n--- actual\n{actual}",
            path.display()
        )),
        Err(e) => Some(format!("{}: {e} (BLESS=1 to create)", path.display())),
    }
}

#[test]
fn golden_listings() {
    let mut inputs = fixtures();
    for name in ["graphics", "kernel_constants", "visible_mixed", "plain"] {
        inputs.push((name.to_string(), data(&format!("{name}.bc"))));
    }
    let failures: Vec<String> = inputs
        .iter()
        .filter_map(|(name, bytes)| {
            let info = read_info(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            check_golden(name, &info.to_text())
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Mutations concentrated on the tail of each module, where LLVM writes the metadata block
/// and symbol tables, as well as anywhere; every case must return, never panic.
#[test]
fn seeded_mutations_never_panic() {
    let inputs = fixtures();
    let cases = 2400usize;
    let results: Vec<(bool, bool)> = (0..cases)
        .into_par_iter()
        .map(|case| {
            let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (case as u64).wrapping_mul(0x1000_0001));
            let (stem, base) = &inputs[case % inputs.len()];
            let mut bytes = base.clone();
            let flips = 1 + rng.below(6);
            for _ in 0..flips {
                let pos = if rng.below(3) > 0 {
                    // Metadata sits in the second half of these small modules.
                    bytes.len() / 2 + rng.below(bytes.len() - bytes.len() / 2)
                } else {
                    rng.below(bytes.len())
                };
                match rng.below(3) {
                    0 => bytes[pos] ^= 1 << rng.below(8),
                    1 => bytes[pos] = rng.next() as u8,
                    _ => bytes[pos] = bytes[pos].wrapping_add(1),
                }
            }
            let parsed = air::module::parse(&bytes);
            let parsed_ok = parsed.is_ok();
            let outcome = std::panic::catch_unwind(|| read_info(&bytes).map(|i| i.to_text().len()));
            match outcome {
                Ok(r) => (parsed_ok, r.is_ok()),
                Err(_) => panic!("case {case} ({stem}, {flips} mutations) panicked"),
            }
        })
        .collect();
    let parsed = results.iter().filter(|r| r.0).count();
    let analyzed = results.iter().filter(|r| r.1).count();
    eprintln!("mutations: {cases} cases, {parsed} still parse, {analyzed} analyze without error");
    assert!(parsed > cases / 20, "mutations too destructive to reach the metadata: {parsed}");
}

/// Mutations at the metadata level, which byte flips rarely reach intact: entries swapped,
/// replaced by strings, integers, references to missing values, or unknown records. Every
/// case must return, never panic.
#[test]
fn seeded_metadata_mutations_never_panic() {
    use air::module::Metadata;
    let raws: Vec<(String, Vec<u8>)> = fixtures();
    let cases = 3000usize;
    let errors: usize = (0..cases)
        .into_par_iter()
        .map(|case| {
            let mut rng = Rng(0xD1B5_4A32_D192_ED03 ^ (case as u64).wrapping_mul(0x9E37_79B9));
            let (stem, bytes) = &raws[case % raws.len()];
            let mut raw = air::module::parse(bytes).expect("fixture parses");
            let n = raw.metadata.entries.len();
            for _ in 0..1 + rng.below(4) {
                let a = rng.below(n);
                match rng.below(5) {
                    0 => raw.metadata.entries.swap(a, rng.below(n)),
                    1 => raw.metadata.entries[a] = Metadata::String(b"air.location_index".to_vec().into()),
                    2 => raw.metadata.entries[a] = Metadata::Other { code: 99 },
                    3 => {
                        let value = rng.next() % (raw.globals.len() + raw.constants.len() + 3) as u64;
                        raw.metadata.entries[a] = Metadata::Value { ty: 0, value };
                    }
                    _ => {
                        let b = rng.below(n);
                        raw.metadata.entries[a] = raw.metadata.entries[b].clone();
                    }
                }
            }
            match std::panic::catch_unwind(|| air::analyze(&raw).map(|i| i.to_text().len())) {
                Ok(r) => usize::from(r.is_err()),
                Err(_) => panic!("metadata case {case} ({stem}) panicked"),
            }
        })
        .sum();
    eprintln!("metadata mutations: {cases} cases, {errors} errors, {} analyzed", cases - errors);
    assert!(errors > 0 && errors < cases, "{errors} of {cases}");
}

/// Metadata id of the string `text`.
fn string_id(raw: &air::module::RawModule<'_>, text: &[u8]) -> usize {
    raw.metadata
        .entries
        .iter()
        .position(|m| matches!(m, air::module::Metadata::String(s) if s.as_ref() == text))
        .unwrap_or_else(|| panic!("no string {}", String::from_utf8_lossy(text)))
}

/// Analyzes `raw` with metadata entries `a` and `b` exchanged: every reference to one now
/// reads the other, which breaks shapes without touching the bitcode.
fn analyze_swapped(raw: &air::module::RawModule<'_>, a: usize, b: usize) -> Result<AirInfo, air::AirError> {
    let mut raw = raw.clone();
    raw.metadata.entries.swap(a, b);
    air::analyze(&raw)
}

/// Malformed shapes: each must be an error naming the entry point and the argument.
#[test]
fn malformed_metadata_is_an_error() {
    let (_, bytes) = fixtures().into_iter().find(|(s, _)| s == "kernel_vector_add").expect("fixture");
    let raw = air::module::parse(&bytes).expect("parses");
    assert!(air::analyze(&raw).is_ok());

    // `air.arg_type_name` now sits where the slot key was, so it is followed by an integer.
    let err =
        analyze_swapped(&raw, string_id(&raw, b"air.arg_type_name"), string_id(&raw, b"air.location_index"))
            .expect_err("type name followed by an integer");
    let text = err.to_string();
    eprintln!("malformed: {text}");
    for part in ["vector_add", "argument index 0", "air.arg_type_name is not followed by a string"] {
        assert!(text.contains(part), "{part:?} missing from {text}");
    }

    // The (empty) output list becomes a string.
    let empty = (0..raw.metadata.entries.len() as u32)
        .find(|&id| raw.metadata.node_ops(id).is_some_and(|o| o.len() == 0))
        .expect("an empty node") as usize;
    let err = analyze_swapped(&raw, empty, string_id(&raw, b"air.arg_name")).expect_err("outputs not a node");
    let text = err.to_string();
    assert!(text.contains("vector_add") && text.contains("outputs"), "{text}");

    // An unknown kind is kept, and so is a misplaced known one.
    let err = analyze_swapped(&raw, string_id(&raw, b"air.buffer"), string_id(&raw, b"air.read"));
    assert!(err.is_ok(), "an access string in the kind position is a kind this reader keeps: {err:?}");
    let info = err.expect("analyzes");
    let a0 = &info.entry_points[0].arguments[0];
    assert_eq!((a0.kind, a0.air_kind.as_str()), (ArgKind::Other, "air.read"));
    assert_eq!(a0.access, None);
    assert_eq!(a0.other, ["air.buffer"]);
}

#[test]
fn mlx_corpus() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("note: {} not present; corpus test skipped (cargo xtask corpus)", path.display());
        return;
    };
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let modules: Vec<&[u8]> = lib.modules.iter().filter(|p| !p.padding).map(|p| p.bytes).collect();
    let start = std::time::Instant::now();
    let results: Vec<Result<AirInfo, String>> = modules
        .par_iter()
        .enumerate()
        .map(|(i, m)| read_info(m).map_err(|e| format!("module {i}: {e}")))
        .collect();
    let elapsed = start.elapsed();
    let errors: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(
        errors.is_empty(),
        "{} errors:\n{}",
        errors.len(),
        errors.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    let infos: Vec<&AirInfo> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    let mut kernels = 0usize;
    let mut arguments = 0usize;
    let mut builtins: BTreeMap<&str, usize> = BTreeMap::new();
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    let mut other: BTreeSet<&str> = BTreeSet::new();
    let mut max_threads = 0usize;
    let mut constants = 0usize;
    let mut gated = 0usize;
    let mut tg_vars = 0usize;
    let mut unused = 0usize;
    for info in &infos {
        constants += info.function_constants.len();
        tg_vars += info.threadgroup_memory.len();
        assert!(info.threadgroup_memory.iter().all(|t| t.size.is_some_and(|s| s > 0)));
        assert_eq!(info.air_version, Some(Version { major: 2, minor: 7, patch: 0 }));
        for e in &info.entry_points {
            assert_eq!(e.kind, EntryKind::Kernel);
            kernels += 1;
            assert!(!e.arguments.is_empty(), "{} has no arguments", e.name);
            assert!(e.outputs.is_empty() && e.tags.is_empty() && e.other.is_empty(), "{}", e.name);
            max_threads += usize::from(e.max_total_threads_per_threadgroup.is_some());
            let indices: BTreeSet<u32> = e.arguments.iter().filter_map(|a| a.index).collect();
            assert_eq!(indices.len(), e.arguments.len(), "{}: argument indices repeat or lack", e.name);
            let slots: Vec<u32> =
                e.arguments.iter().filter(|a| a.kind == ArgKind::Buffer).filter_map(|a| a.location).collect();
            let distinct: BTreeSet<u32> = slots.iter().copied().collect();
            assert_eq!(distinct.len(), slots.len(), "{}: two buffers share a slot", e.name);
            for a in &e.arguments {
                arguments += 1;
                *kinds.entry(a.kind.label()).or_default() += 1;
                if a.kind == ArgKind::Builtin {
                    *builtins.entry(a.air_kind.as_str()).or_default() += 1;
                }
                if a.kind == ArgKind::Buffer {
                    assert!(a.location.is_some() && a.access.is_some() && a.address_space.is_some(), "{a:?}");
                    assert!(a.type_size.is_some() && a.type_name.is_some(), "{a:?}");
                }
                if let Some(g) = &a.function_constant {
                    gated += 1;
                    // The gate names one of the module's constants (through a predicate global).
                    assert!(
                        info.function_constants.iter().any(|c| c.name == g.name),
                        "{}: gate {g:?} is not a function constant",
                        e.name
                    );
                }
                unused += usize::from(a.unused);
                other.extend(a.other.iter().map(String::as_str));
                if a.kind == ArgKind::Other {
                    other.insert(a.air_kind.as_str());
                }
            }
        }
    }
    eprintln!(
        "corpus: {} modules analyzed in {elapsed:.1?}: {kernels} kernels, {arguments} arguments, \
         {} distinct builtins, {max_threads} with max_total_threads_per_threadgroup, \
         {constants} function constants, {gated} gated arguments, {unused} unused, \
         {tg_vars} threadgroup variables",
        infos.len(),
        builtins.len()
    );
    eprintln!("corpus: argument kinds {kinds:?}");
    eprintln!("corpus: builtins {builtins:?}");
    eprintln!("corpus: unrecognized tokens {other:?}");
    // mlx-metal 0.32.4; each figure was cross-checked against the library's bytes (one
    // metadata string or STRTAB name per module) or llvm-dis output of a sample.
    assert_eq!(infos.len(), 17_251);
    assert_eq!(kernels, 17_251);
    assert_eq!(arguments, 188_824);
    assert_eq!(kinds.get("buffer"), Some(&141_028));
    assert_eq!(kinds.get("builtin"), Some(&47_796));
    assert_eq!(builtins.len(), 13);
    assert_eq!(builtins.get("air.threads_per_simdgroup"), Some(&24));
    assert_eq!(max_threads, 2_482);
    assert_eq!(constants, 3_552);
    assert_eq!(gated, 1_090);
    assert_eq!(unused, 16_354);
    assert_eq!(tg_vars, 8_229);
    assert!(other.is_empty(), "unrecognized tokens: {other:?}");
}
