//! The `.mtlp` reader: the committed generated code and test vectors are what flatc makes
//! from the current schema (where flatc is installed); every text fixture, turned into a
//! binary by flatc, reads back as the same value tree and the same model; flatc's generated
//! accessors agree; and hostile input — truncation at every byte, thousands of seeded
//! mutations, shared subtrees, bad identifiers, unknown enum values — gives Ok or a clean,
//! located error, never a panic.
//!
//! Oracle rule: a test that needs flatc (or rustfmt) prints a notice and passes where it
//! is missing, but fails under METAL_NT_REQUIRE_ORACLES=1 (as in CI).

use std::path::{Path, PathBuf};
use std::process::Command;

use mtlp::binary::mtlp_generated as g;
use mtlp::binary::schema::{self, Scalar, Schema, Type, UnionMember};
use mtlp::json::{Kind, Number, Value};

/// The generation `cargo xtask codegen` runs, shared so the check cannot drift from it.
#[path = "../../../xtask/src/flatc_rust.rs"]
mod flatc_rust;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Committed vectors (fixtures/scripts/binary/README.md), usable without flatc.
const VECTORS: [&str; 3] = ["man-specialized", "all-members", "man-render-and-compute"];

fn vector(name: &str) -> Vec<u8> {
    std::fs::read(root().join(format!("fixtures/scripts/binary/{name}.mtlp"))).expect("test vector")
}

/// Whether `tool` runs; if not, a notice (or a failure under METAL_NT_REQUIRE_ORACLES=1).
fn oracle(tool: &str) -> bool {
    if Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success()) {
        return true;
    }
    assert!(
        std::env::var("METAL_NT_REQUIRE_ORACLES").as_deref() != Ok("1"),
        "METAL_NT_REQUIRE_ORACLES=1 but `{tool}` is not on PATH"
    );
    eprintln!("notice: `{tool}` is not installed; skipping this test");
    false
}

struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> Self {
        let p = std::env::temp_dir().join(format!("metal-nt-binary-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("temp dir");
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `flatc --binary --unknown-json -o <dir> schemas/mtlp.fbs <fixture>`; the `.mtlp` bytes.
fn flatc_binary(fixture: &Path, dir: &Path) -> Vec<u8> {
    let out = Command::new("flatc")
        .args(["--binary", "--unknown-json", "-o"])
        .arg(dir)
        .arg(root().join("schemas/mtlp.fbs"))
        .arg(fixture)
        .output()
        .expect("run flatc");
    assert!(
        out.status.success(),
        "flatc rejected {}:\n{}{}",
        fixture.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let stem = fixture.file_stem().and_then(|s| s.to_str()).expect("fixture name");
    std::fs::read(dir.join(format!("{stem}.mtlp"))).expect("flatc output")
}

fn text_fixtures() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("fixtures/scripts"))
        .expect("fixtures/scripts")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mtlp-json"))
        .collect();
    v.sort();
    assert!(v.len() >= 10, "fixtures/scripts/*.mtlp-json not found");
    v
}

fn the_schema() -> Schema {
    schema::parse(mtlp::binary::SCHEMA_TEXT).expect("schema")
}

// ---------------------------------------------------------------------------------------
// Oracles: flatc

#[test]
fn generated_code_is_current() {
    if !oracle("flatc") || !oracle("rustfmt") {
        return;
    }
    let fresh = flatc_rust::generate(&root(), "test").expect("codegen");
    let committed =
        std::fs::read_to_string(root().join(flatc_rust::GENERATED)).expect("committed generated code");
    assert!(fresh == committed, "{} is out of date: run `cargo xtask codegen`", flatc_rust::GENERATED);
}

#[test]
fn vectors_are_what_flatc_makes_now() {
    if !oracle("flatc") {
        return;
    }
    let dir = TempDir::new("vectors");
    for name in VECTORS {
        let fresh = flatc_binary(&root().join(format!("fixtures/scripts/{name}.mtlp-json")), &dir.0);
        assert!(
            fresh == vector(name),
            "{name}.mtlp is stale: regenerate it (fixtures/scripts/binary/README.md)"
        );
    }
}

/// Every text fixture, through flatc, reads as the value tree its text parses to (up to
/// defaults flatc leaves out, comments, spans and number spelling), passes flatc's
/// generated verifier, and decodes to the same model with the same errors.
#[test]
fn every_fixture_reads_like_its_text() {
    if !oracle("flatc") {
        return;
    }
    let schema = the_schema();
    let dir = TempDir::new("fixtures");
    let mut failures = Vec::new();
    for fixture in text_fixtures() {
        let name = fixture.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_owned();
        let bytes = flatc_binary(&fixture, &dir.0);
        assert!(mtlp::binary::looks_binary(&bytes), "{name}: not sniffed as binary");
        if let Err(e) = g::root_as_script(&bytes) {
            failures.push(format!("{name}: flatc's generated verifier rejects it: {e}"));
        }
        let bin = match mtlp::binary::read(&bytes) {
            Ok(v) => v,
            Err(d) => {
                failures.push(format!("{name}: read failed: {}", d.message));
                continue;
            }
        };
        let text_bytes = std::fs::read(&fixture).expect("fixture");
        let text = std::str::from_utf8(&text_bytes).expect("UTF-8 fixture");
        assert!(!mtlp::binary::looks_binary(&text_bytes), "{name}: text sniffed as binary");
        let tree = mtlp::json::parse(text).expect("fixture parses");
        let mut diffs = Vec::new();
        compare_table(&schema, &schema.root, &tree, &bin, "", &mut diffs);
        failures.extend(diffs.into_iter().map(|d| format!("{name}: {d}")));

        let a = mtlp::load(&text_bytes);
        let b = mtlp::load(&bytes);
        assert_eq!(b.format, mtlp::Format::Binary);
        let errors = |l: &mtlp::Loaded| {
            l.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code).collect::<Vec<_>>()
        };
        if errors(&a) != errors(&b) {
            failures.push(format!("{name}: errors differ: text {:?}, binary {:?}", errors(&a), errors(&b)));
        }
        let ja = serde_json::to_value(&a.script).expect("json");
        let jb = serde_json::to_value(&b.script).expect("json");
        if ja != jb {
            failures.push(format!("{name}: the models differ"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn member<'a, 's>(v: &'a Value<'s>, key: &str) -> Option<&'a Value<'s>> {
    match &v.kind {
        Kind::Object(ms) => ms.iter().find(|m| m.key == key).map(|m| &m.value),
        _ => None,
    }
}

/// Compares a text object with the binary one as table `table` of the schema.
fn compare_table(schema: &Schema, table: &str, text: &Value, bin: &Value, path: &str, out: &mut Vec<String>) {
    let (Kind::Object(tm), Kind::Object(bm)) = (&text.kind, &bin.kind) else {
        out.push(format!("{path}: expected objects, found {} / {}", text.type_name(), bin.type_name()));
        return;
    };
    let fields = &schema.tables[table];
    let known = |k: &str| fields.iter().any(|f| f.name == k || format!("{}_type", f.name) == k);
    for m in bm {
        if !known(&m.key) {
            out.push(format!("{path}/{}: member not in table {table}", m.key));
        }
    }
    for m in tm {
        if !known(&m.key) && !m.key.starts_with("//") {
            out.push(format!("{path}/{}: unknown member in the text (flatc skipped it)", m.key));
        }
    }
    for f in fields {
        let p = format!("{path}/{}", f.name);
        if let Type::Union(u) = &f.ty {
            let key_type = format!("{}_type", f.name);
            let (tt, bt) = (member(text, &key_type), member(bin, &key_type));
            let name = |v: Option<&Value>| match v.map(|v| &v.kind) {
                Some(Kind::String(s)) => Some(s.to_string()),
                _ => None,
            };
            if name(tt) != name(bt) {
                out.push(format!("{p}_type: text {:?}, binary {:?}", name(tt), name(bt)));
                continue;
            }
            let Some(variant) = name(bt) else { continue };
            let Some(m) = schema.unions[u].iter().find(|m| m.name() == variant) else {
                out.push(format!("{p}_type: unknown variant {variant}"));
                continue;
            };
            match (member(text, &f.name), member(bin, &f.name), m) {
                (Some(t), Some(b), UnionMember::Table(tn)) => compare_table(schema, tn, t, b, &p, out),
                (Some(t), Some(b), UnionMember::String(_)) => {
                    compare_value(schema, &Type::String, t, b, &p, out)
                }
                (t, b, _) => {
                    out.push(format!("{p}: present in text {}, in binary {}", t.is_some(), b.is_some()))
                }
            }
            continue;
        }
        match (member(text, &f.name), member(bin, &f.name)) {
            (None, None) => {}
            (Some(t), Some(b)) => compare_value(schema, &f.ty, t, b, &p, out),
            (None, Some(b)) => {
                // flatc leaves out what equals the default; the reader puts it back.
                let is_default = match (&f.ty, &b.kind) {
                    (Type::Scalar(Scalar::Bool), Kind::Bool(x)) => {
                        *x == (f.default.as_deref() == Some("true"))
                    }
                    (Type::Scalar(_), Kind::Number(n)) => {
                        n.as_f64()
                            == f.default.as_deref().map_or(0.0, |d| d.parse::<f64>().unwrap_or(f64::NAN))
                    }
                    (Type::Enum(e), Kind::String(s)) => {
                        let first = schema.enums[e].values.first().map(|(n, _)| n.as_str());
                        Some(s.as_ref()) == f.default.as_deref().or(first)
                    }
                    _ => false,
                };
                if !is_default {
                    out.push(format!("{p}: absent from the text but {:?} in the binary", b.kind));
                }
            }
            (Some(_), None) => out.push(format!("{p}: in the text but not in the binary")),
        }
    }
}

fn write_mask_bits(s: &str) -> Option<u8> {
    s.split_whitespace().try_fold(0u8, |acc, w| {
        Some(
            acc | match w {
                "None" => 0,
                "Alpha" => 1,
                "Blue" => 2,
                "Green" => 4,
                "Red" => 8,
                "All" => 15,
                _ => return None,
            },
        )
    })
}

fn compare_value(schema: &Schema, ty: &Type, text: &Value, bin: &Value, path: &str, out: &mut Vec<String>) {
    let same = match (ty, &text.kind, &bin.kind) {
        (Type::Scalar(Scalar::Bool), Kind::Bool(a), Kind::Bool(b)) => a == b,
        (Type::Scalar(Scalar::Bool), Kind::Number(a), Kind::Bool(b)) => a.as_f64() == f64::from(u8::from(*b)),
        (Type::Scalar(Scalar::F32), Kind::Number(a), Kind::Number(b)) => {
            let (a, b) = (a.as_f64() as f32, b.as_f64() as f32);
            a == b || (a.is_nan() && b.is_nan())
        }
        (Type::Scalar(Scalar::F64), Kind::Number(a), Kind::Number(b)) => {
            let (a, b) = (a.as_f64(), b.as_f64());
            a == b || (a.is_nan() && b.is_nan())
        }
        (Type::Scalar(_), Kind::Number(a), Kind::Number(b)) => {
            a.as_i128().is_some() && a.as_i128() == b.as_i128()
        }
        (Type::Enum(e), Kind::String(a), Kind::String(b)) if e == "ColorWriteMask" => {
            write_mask_bits(a).is_some() && write_mask_bits(a) == write_mask_bits(b)
        }
        (Type::Enum(_) | Type::String, Kind::String(a), Kind::String(b)) => a == b,
        (Type::Table(t), _, _) => {
            compare_table(schema, t, text, bin, path, out);
            return;
        }
        (Type::Vector(inner), Kind::Array(a), Kind::Array(b)) => {
            if a.len() != b.len() {
                out.push(format!("{path}: {} elements in the text, {} in the binary", a.len(), b.len()));
                return;
            }
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                compare_value(schema, inner, x, y, &format!("{path}/{i}"), out);
            }
            return;
        }
        _ => false,
    };
    if !same {
        out.push(format!("{path}: text {:?}, binary {:?}", text.kind, bin.kind));
    }
}

// ---------------------------------------------------------------------------------------
// Committed vectors (no flatc needed)

/// Text and binary give the same model (compared through its serialization).
#[test]
fn binary_decodes_like_text() {
    for name in VECTORS {
        let text = std::fs::read(root().join(format!("fixtures/scripts/{name}.mtlp-json"))).expect("fixture");
        let a = mtlp::load(&text);
        let b = mtlp::load(&vector(name));
        assert_eq!(b.format, mtlp::Format::Binary);
        assert!(
            a.diagnostics.is_empty() && b.diagnostics.is_empty(),
            "{:?} {:?}",
            a.diagnostics,
            b.diagnostics
        );
        let ja = serde_json::to_value(&a.script).expect("json");
        let jb = serde_json::to_value(&b.script).expect("json");
        assert_eq!(ja, jb, "{name}");
    }
}

/// flatc's generated accessors read the same pipelines as our schema-driven reader.
#[test]
fn generated_accessors_agree() {
    let bytes = vector("man-render-and-compute");
    let script = g::root_as_script(&bytes).expect("generated verifier accepts the vector");
    let ours = mtlp::load(&bytes).script;
    let pipelines = script.pipelines().expect("pipelines");
    let compute: Vec<&str> =
        pipelines.compute_pipelines().expect("compute").iter().filter_map(|p| p.compute_function()).collect();
    let ours_compute: Vec<&str> = ours
        .pipelines
        .compute_pipelines
        .iter()
        .filter_map(|p| p.compute_function.as_ref().map(|f| f.text.as_str()))
        .collect();
    assert_eq!(compute, ours_compute);
    let render = pipelines.render_pipelines().expect("render");
    assert_eq!(render.len(), ours.pipelines.render_pipelines.len());
    for (g, o) in render.iter().zip(&ours.pipelines.render_pipelines) {
        assert_eq!(g.rasterization_enabled(), o.rasterization_enabled);
        assert_eq!(g.vertex_function(), o.vertex_function.as_ref().map(|f| f.text.as_str()));
        let gc: Vec<u16> = g
            .color_attachments()
            .map(|c| c.iter().map(|a| u16::from(a.pixel_format().0)).collect())
            .unwrap_or_default();
        let oc: Vec<u16> = o.color_attachments.iter().map(|a| a.pixel_format as u16).collect();
        assert_eq!(gc, oc);
    }
}

/// The codegen patch: the string member of `FunctionConstantId` verifies and reads as a
/// string through the generated code.
#[test]
fn generated_code_reads_constant_names() {
    let bytes = vector("man-specialized");
    let script = g::root_as_script(&bytes).expect("generated verifier accepts the vector");
    let mut names = Vec::new();
    let mut indices = Vec::new();
    for set in script.named_function_constant_values().expect("named values") {
        for cv in set.constant_values().expect("constant values") {
            match cv.id_type() {
                g::FunctionConstantId::FunctionConstantName => {
                    names.push(cv.id_as_function_constant_name().expect("name").to_owned());
                }
                g::FunctionConstantId::FunctionConstantIndex => {
                    indices.push(cv.id_as_function_constant_index().expect("index").data());
                }
                other => panic!("unexpected id type {other:?}"),
            }
        }
    }
    assert!(!names.is_empty() && !indices.is_empty(), "{names:?} {indices:?}");
    let tree = mtlp::binary::read(&bytes).expect("read");
    let ours = format!("{tree:?}");
    for n in &names {
        assert!(ours.contains(&format!("String({n:?})")), "{n} missing from the value tree");
    }
}

// ---------------------------------------------------------------------------------------
// Hostile input

/// Ok, or a `mtlp-binary` error located inside the file whose message names the offset.
fn check_clean(bytes: &[u8]) {
    if let Err(d) = mtlp::binary::read(bytes) {
        assert_eq!(d.code, "mtlp-binary", "{d:?}");
        assert!(d.span.is_some_and(|s| (s.start as usize) <= bytes.len()), "{d:?}");
        assert!(d.message.contains("byte offset"), "{d:?}");
    }
    let l = mtlp::load(bytes);
    for d in &l.diagnostics {
        if d.code == "mtlp-binary" {
            assert!(d.span.is_some_and(|s| (s.start as usize) <= bytes.len()), "{d:?}");
            assert!(d.message.contains("byte offset"), "{d:?}");
        }
    }
}

#[test]
fn truncation_at_every_byte() {
    for name in VECTORS {
        let b = vector(name);
        for cut in 0..b.len() {
            check_clean(&b[..cut]);
        }
        // Cutting into the header or the root table cannot go unnoticed.
        for cut in 0..16.min(b.len()) {
            assert!(mtlp::binary::read(&b[..cut]).is_err(), "{name} cut at {cut}");
        }
    }
}

#[test]
fn seeded_mutations() {
    let mut x: u64 = 0xD1B5_4A32_D192_ED03;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut runs = 0;
    for name in VECTORS {
        let orig = vector(name);
        for _ in 0..1500 {
            let mut b = orig.clone();
            for _ in 0..1 + next() % 4 {
                let i = 8 + (next() as usize) % (b.len() - 8);
                match next() % 4 {
                    0 => b[i] ^= 1 << (next() % 8),
                    1 => b[i] = 0xff,
                    2 => b[i] = 0,
                    _ => {
                        // Length and offset fields at extremes.
                        let j = i & !3;
                        if j + 4 <= b.len() {
                            b[j..j + 4].copy_from_slice(&[0xff, 0xff, 0xff, 0x7f]);
                        }
                    }
                }
            }
            check_clean(&b);
            runs += 1;
        }
    }
    assert!(runs >= 4500);
}

#[test]
fn header_errors_are_clear() {
    let e = mtlp::binary::read(b"\x08\x00").expect_err("too short");
    assert!(e.message.contains("too short"), "{e:?}");
    let e = mtlp::binary::read(b"\x08\x00\x00\x00AIRR\x00\x00\x00\x00").expect_err("wrong identifier");
    assert!(e.message.contains("missing the `MTLP` file identifier (found AIRR)"), "{e:?}");
    assert_eq!(e.span, Some(diagnostics::Span::at(4)));
    let e = mtlp::binary::read(b"\x40\x00\x00\x00MTLP\x00\x00\x00\x00").expect_err("root outside");
    assert!(e.message.contains("root table offset"), "{e:?}");
    assert!(!mtlp::binary::looks_binary(b"{\"MTLP\": 1}"));
    assert!(!mtlp::binary::looks_binary(b"{   MTLP: 1}"));
    assert!(!mtlp::binary::looks_binary(b"\xef\xbb\xbf{}"));
    assert!(mtlp::binary::looks_binary(&vector("man-specialized")));
}

/// What only FlatBuffers' verifier checks (here a string without its NUL terminator) is an
/// error too, located, with the path of fields that leads to it.
#[test]
fn verifier_errors_are_located() {
    let mut b = vector("man-specialized");
    let needle = b"base_color\0";
    let at = b.windows(needle.len()).position(|w| w == needle).expect("a constant name") + needle.len() - 1;
    b[at] = b'!';
    let e = mtlp::binary::read(&b).expect_err("unterminated string");
    assert!(e.message.contains("NUL terminator"), "{e:?}");
    assert!(e.message.contains(&format!("byte offset {at}")), "{e:?}");
    assert!(e.message.contains("Script.") && e.message.contains("constant_values["), "{e:?}");
    assert_eq!(e.span, Some(diagnostics::Span::at(u32::try_from(at).expect("small"))));
}

fn finish(
    fbb: &mut flatbuffers::FlatBufferBuilder<'_>,
    pipelines: flatbuffers::WIPOffset<g::Pipelines<'_>>,
) -> Vec<u8> {
    let script = g::Script::create(fbb, &g::ScriptArgs { pipelines: Some(pipelines), ..Default::default() });
    g::finish_script_buffer(fbb, script);
    fbb.finished_data().to_vec()
}

/// Offsets that share one subtree many times cannot make the reader expand without bound.
#[test]
fn shared_subtrees_are_refused() {
    const N: usize = 20_000;
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let name = fbb.create_string("f");
    let names = fbb.create_vector(&vec![name; N]);
    let linked = g::LinkedFunctions::create(
        &mut fbb,
        &g::LinkedFunctionsArgs { functions: Some(names), ..Default::default() },
    );
    let kernel = fbb.create_string("k");
    let pipeline = g::ComputePipeline::create(
        &mut fbb,
        &g::ComputePipelineArgs {
            compute_function: Some(kernel),
            linked_functions: Some(linked),
            ..Default::default()
        },
    );
    let all = fbb.create_vector(&vec![pipeline; N]);
    let pipelines = g::Pipelines::create(
        &mut fbb,
        &g::PipelinesArgs { compute_pipelines: Some(all), ..Default::default() },
    );
    let bytes = finish(&mut fbb, pipelines);
    // 400 million strings if expanded.
    let start = std::time::Instant::now();
    let e = mtlp::binary::read(&bytes).expect_err("refused");
    assert!(e.message.contains("too many times"), "{e:?}");
    assert!(e.message.contains("byte offset"), "{e:?}");
    assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
}

/// A large file without shared data is not limited: many empty mesh pipelines, each of
/// which reads as 20 defaults.
#[test]
fn large_unshared_files_are_read() {
    const N: usize = 50_000;
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let mut v = Vec::with_capacity(N);
    for _ in 0..N {
        v.push(g::MeshRenderPipeline::create(&mut fbb, &g::MeshRenderPipelineArgs::default()));
    }
    let all = fbb.create_vector(&v);
    let pipelines = g::Pipelines::create(
        &mut fbb,
        &g::PipelinesArgs { mesh_render_pipelines: Some(all), ..Default::default() },
    );
    let bytes = finish(&mut fbb, pipelines);
    assert!(bytes.len() > 8 * N, "{} bytes", bytes.len());
    let tree = mtlp::binary::read(&bytes).expect("read");
    let mesh = member(member(&tree, "pipelines").expect("pipelines"), "mesh_render_pipelines").expect("mesh");
    let Kind::Array(items) = &mesh.kind else { panic!("not an array") };
    assert_eq!(items.len(), N);
    assert_eq!(
        member(&items[0], "raster_sample_count").map(|v| &v.kind),
        Some(&Kind::Number(Number::Int(1)))
    );
}

/// Unknown enum values read as their number, so the decoder reports them as invalid names
/// at their byte offset; the write mask reads as flag names.
#[test]
fn unknown_values_become_decoder_errors() {
    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let attachments = [
        g::ColorAttachment::create(
            &mut fbb,
            &g::ColorAttachmentArgs {
                pixel_format: g::PixelFormat(200),
                write_mask: g::ColorWriteMask(12),
                ..Default::default()
            },
        ),
        g::ColorAttachment::create(
            &mut fbb,
            &g::ColorAttachmentArgs { write_mask: g::ColorWriteMask(0), ..Default::default() },
        ),
    ];
    let attachments = fbb.create_vector(&attachments);
    let vertex = fbb.create_string("vs");
    let render = g::RenderPipeline::create(
        &mut fbb,
        &g::RenderPipelineArgs {
            vertex_function: Some(vertex),
            color_attachments: Some(attachments),
            ..Default::default()
        },
    );
    let render = fbb.create_vector(&[render]);
    let pipelines = g::Pipelines::create(
        &mut fbb,
        &g::PipelinesArgs { render_pipelines: Some(render), ..Default::default() },
    );
    let bytes = finish(&mut fbb, pipelines);

    let tree = mtlp::binary::read(&bytes).expect("read");
    let p = member(&tree, "pipelines").and_then(|p| member(p, "render_pipelines")).expect("render");
    let Kind::Array(ps) = &p.kind else { panic!("not an array") };
    let ca = member(&ps[0], "color_attachments").expect("color attachments");
    let Kind::Array(cas) = &ca.kind else { panic!("not an array") };
    let s = |v: &Value, k: &str| match member(v, k).map(|v| &v.kind) {
        Some(Kind::String(s)) => s.to_string(),
        other => panic!("{k}: {other:?}"),
    };
    assert_eq!(s(&cas[0], "pixel_format"), "200");
    assert_eq!(s(&cas[0], "write_mask"), "Red Green");
    assert_eq!(s(&cas[1], "write_mask"), "None");
    assert_eq!(s(&cas[1], "pixel_format"), "Invalid");

    let l = mtlp::load(&bytes);
    let bad: Vec<_> = l.diagnostics.iter().filter(|d| d.code == "invalid-enum").collect();
    assert_eq!(bad.len(), 1, "{:?}", l.diagnostics);
    assert!(bad[0].message.contains("`200`"), "{:?}", bad[0]);
    let at = bad[0].span.expect("located").start as usize;
    assert!(at < bytes.len() && bytes[at] == 200, "span {at} is not the enum's byte");
}
