//! The `.mtlp` reader: committed test vectors still match flatc's output for the current
//! schema (where flatc is installed), agree with flatc's generated Rust accessors, decode
//! to the same model as their text, and survive truncation at every byte and thousands of
//! seeded mutations with clean, located errors.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

const VECTORS: [&str; 3] = ["man-specialized", "all-members", "man-render-and-compute"];

fn vector(name: &str) -> Vec<u8> {
    std::fs::read(root().join(format!("fixtures/scripts/binary/{name}.mtlp"))).expect("test vector")
}

fn flatc_available() -> bool {
    if Command::new("flatc").arg("--version").output().is_ok() {
        return true;
    }
    assert!(std::env::var("METAL_NT_REQUIRE_ORACLES").as_deref() != Ok("1"), "flatc is required");
    eprintln!("notice: flatc not installed; skipping");
    false
}

#[test]
fn vectors_are_what_flatc_makes_now() {
    if !flatc_available() {
        return;
    }
    let out = std::env::temp_dir().join(format!("metal-nt-vectors-{}", std::process::id()));
    std::fs::create_dir_all(&out).expect("temp dir");
    for name in VECTORS {
        let status = Command::new("flatc")
            .args(["--binary", "--unknown-json", "-o"])
            .arg(&out)
            .arg(root().join("schemas/mtlp.fbs"))
            .arg(root().join(format!("fixtures/scripts/{name}.mtlp-json")))
            .status()
            .expect("flatc");
        assert!(status.success());
        let fresh = std::fs::read(out.join(format!("{name}.mtlp"))).expect("flatc output");
        assert!(
            fresh == vector(name),
            "{name}.mtlp is stale: regenerate it (fixtures/scripts/binary/README.md)"
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}

/// Text and binary give the same model (the model ignores spans only through the plan, so
/// compare its serialization).
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
    use mtlp::binary::mtlp_generated as g;
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

fn check_clean(bytes: &[u8]) {
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
        for cut in 8..b.len() {
            check_clean(&b[..cut]);
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
