//! Front-end benchmark: parse + validate + plan a generated pipelines script with 10,000
//! pipelines, against `serde_json` parsing the same (strict JSON) text into a
//! `serde_json::Value`, measured in the same run. Run with
//! `cargo bench -p metal-nt-driver --bench frontend`; it prints the median of each and
//! their ratio. Not a timed test: it asserts nothing about speed.

// Each generated line ends the format string with its newline, which reads best here.
#![allow(clippy::write_with_newline)]

use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// A script in strict JSON (so serde_json can read it too) exercising what real scripts
/// hold: compute and render pipelines, predicates, aliases, linked functions, buffers,
/// color attachments and specialized libraries.
fn generate(pipelines: usize) -> String {
    let mut s = String::from("{\n  \"named_predicates\": [\n");
    s.push_str("    {\"name\": \"apple_silicon\", \"predicate\": \"supportsFamily(apple7) && supportsFamily(mac2)\"},\n");
    s.push_str(
        "    {\"name\": \"modern\", \"predicate\": \"$apple_silicon() || supportsFamily(metal3)\"}\n  ],\n",
    );
    s.push_str("  \"named_function_constant_values\": [{\"name\": \"base\", \"constant_values\": [");
    s.push_str("{\"id_type\": \"FunctionConstantIndex\", \"id\": {\"data\": 0}, \"value_type\": \"ConstantUInt\", \"value\": {\"data\": 42}}]}],\n");
    s.push_str("  \"libraries\": {\"paths\": [{\"label\": \"lib\", \"path\": \"lib.metallib\"}], \"specialized_functions\": [\n");
    for i in 0..100 {
        let _ = write!(
            s,
            "    {{\"label\": \"spec{i}\", \"function\": \"alias:lib#kernel{i}\", \"specialized_name\": \"kernel{i}_s\", \"named_constant_values\": \"base\", \"constant_values\": [{{\"id_type\": \"FunctionConstantName\", \"id\": \"scale\", \"value_type\": \"ConstantFloat4\", \"value\": {{\"data\": [1.0, 0.5, 0.25, {i}.0]}}}}]}}{}\n",
            if i + 1 < 100 { "," } else { "" }
        );
    }
    s.push_str("  ]},\n  \"pipelines\": {\n    \"compute_pipelines\": [\n");
    let compute = pipelines / 2;
    for i in 0..compute {
        let f = if i % 4 == 0 {
            format!("alias:spec{}#kernel{}_s", i % 100, i % 100)
        } else {
            format!("kernel_{i}")
        };
        let _ = write!(
            s,
            "      {{\"enable\": \"$modern() && !supportsFamily(apple{})\", \"compute_function\": \"{f}\", \"threadgroup_size_is_multiple_of_thread_execution_width\": true, \"max_total_threads_per_threadgroup\": 1024, \"buffers\": [{{\"mutability\": \"Immutable\"}}, {{\"mutability\": \"Mutable\"}}], \"linked_functions\": {{\"functions\": [\"alias:lib#helper{}\"], \"binary_functions\": [\"bin{i}\"]}}}}{}\n",
            1 + i % 9,
            i % 16,
            if i + 1 < compute { "," } else { "" }
        );
    }
    s.push_str("    ],\n    \"render_pipelines\": [\n");
    let render = pipelines - compute;
    for i in 0..render {
        let _ = write!(
            s,
            "      {{\"enable\": \"supportsFamily(apple{}) || supportsFamily(mac2)\", \"vertex_function\": \"vs_{i}\", \"fragment_function\": \"alias:lib#fs_{i}\", \"input_primitive_topology\": \"Triangle\", \"raster_sample_count\": 4, \"color_attachments\": [{{\"pixel_format\": \"BGRA8Unorm\", \"write_mask\": \"Red Green Blue\", \"blending_enabled\": true, \"source_rgb_blend_factor\": \"SourceAlpha\", \"destination_rgb_blend_factor\": \"OneMinusSourceAlpha\"}}], \"depth_attachment_pixel_format\": \"Depth32Float\", \"vertex_buffers\": [{{\"mutability\": \"Immutable\"}}]}}{}\n",
            1 + i % 9,
            if i + 1 < render { "," } else { "" }
        );
    }
    s.push_str("    ]\n  }\n}\n");
    s
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing: then run once
    // quickly as a smoke test.
    let quick = !std::env::args().any(|a| a == "--bench");
    let n = 10_000;
    let text = generate(n);
    let dir = std::env::temp_dir().join(format!("metal-nt-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("lib.metallib"), b"").expect("library file");
    std::fs::write(dir.join("input.metallib"), b"").expect("library file");
    let script_path = dir.join("bench.mtlp-json").to_string_lossy().into_owned();
    let opts = driver::Options {
        arch: "applegpu_g13g".into(),
        input: Some(dir.join("input.metallib").to_string_lossy().into_owned()),
        script: Some(script_path.clone()),
        search_dirs: vec![dir.to_string_lossy().into_owned()],
        config: None,
        platform: None,
        disable_optimizations: false,
        jobs: None,
        progress: None,
    };
    let table = targets::ArchTable::builtin();
    let arch = table.lookup("applegpu_g13g").expect("arch").clone();

    let front_end = || {
        let out = driver::plan_script(
            &opts,
            &table,
            &arch,
            Some((&script_path, text.as_bytes())),
            driver::Outcome::default(),
        );
        assert!(out.plan.is_some(), "{:?}", out.diagnostics);
        out
    };
    let serde = || serde_json::from_str::<serde_json::Value>(&text).expect("strict JSON");

    let iters = if quick { 1 } else { 30 };
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    // Interleave so that both see the same machine state.
    for _ in 0..iters {
        let t = Instant::now();
        std::hint::black_box(serde());
        theirs.push(t.elapsed());
        let t = Instant::now();
        std::hint::black_box(front_end());
        ours.push(t.elapsed());
    }
    let (o, t) = (median(ours), median(theirs));
    let mb = text.len() as f64 / 1e6;
    println!("script: {n} pipelines, {mb:.2} MB, {iters} iterations (median)");
    println!(
        "serde_json::from_str::<Value>   {:>8.2} ms  ({:.0} MB/s)",
        t.as_secs_f64() * 1e3,
        mb / t.as_secs_f64()
    );
    println!(
        "metal-nt parse+validate+plan    {:>8.2} ms  ({:.0} MB/s)",
        o.as_secs_f64() * 1e3,
        mb / o.as_secs_f64()
    );
    println!("ratio (metal-nt / serde_json):  {:.2}x", o.as_secs_f64() / t.as_secs_f64());
    let _ = std::fs::remove_dir_all(&dir);
}
