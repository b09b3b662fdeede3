//! metal-objdump on GPU Mach-Os built here from real compiled kernels: the fixture
//! `control_flow` compiled by the AMD backend for gfx900 and gfx1030, written by
//! `gpu_macho::write` (thin) and `write_fat` (every fat magic). `--macho` is golden
//! (`BLESS=1` rewrites) and its JSON equals what the reader reports; `-d` is the backend's
//! disassembly of each payload; `--extract` gives back the payloads byte for byte, which
//! `llvm-readelf -h` (LLVM 14; skipped when absent unless `METAL_NT_REQUIRE_ORACLES=1`)
//! reads as AMDGPU ELF; corrupt input exits 1 naming a byte offset.

mod common;

use codegen::{Backend, Compiled};
use common::{check, root};
use gpu_macho::{FatMagic, FileType, Image, PayloadKind, Shader, Stage};
use object::{Object, ObjectSection, ObjectSymbol};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

const ARCHS: [&str; 2] = ["amdgpu_gfx900", "amdgpu_gfx1030"];

fn objdump_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metal-objdump"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run metal-objdump")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

fn backend(name: &str) -> Box<dyn Backend> {
    driver::translate::registry().lookup(&arch(name)).expect("a backend for the arch")
}

/// `fixtures/codegen/control_flow.bc` compiled for `arch`, as semantics.rs of the backend
/// compiles it.
fn compile(arch_name: &str) -> Compiled {
    let raw = std::fs::read(root().join("fixtures/codegen/control_flow.bc")).expect("fixture");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name("control_flow").expect("the kernel");
    let b = backend(arch_name);
    b.legalize(&mut m, f).expect("legalize");
    b.compile(&codegen::Unit { module: &m, function: f, name: "control_flow" }).expect("compile")
}

fn compiled() -> &'static Vec<(&'static str, Compiled)> {
    static C: OnceLock<Vec<(&'static str, Compiled)>> = OnceLock::new();
    C.get_or_init(|| ARCHS.iter().map(|a| (*a, compile(a))).collect())
}

/// The code object's symbols as byte offsets into it (what the package stage records).
fn payload_symbols(payload: &[u8]) -> Vec<(String, u64)> {
    let file = object::File::parse(payload).expect("the payload is an ELF file");
    let mut out = Vec::new();
    for sym in file.symbols() {
        let (Ok(name), Some(index)) = (sym.name(), sym.section_index()) else { continue };
        if name.is_empty() {
            continue;
        }
        let section = file.section_by_index(index).expect("symbol section");
        let Some((start, _)) = section.file_range() else { continue };
        out.push((name.to_string(), start + (sym.address() - section.address())));
    }
    assert!(out.iter().any(|(n, _)| n == "control_flow"), "{out:?}");
    out
}

/// Two compute pipelines sharing the kernel, each with its own descriptor.
fn image(arch_name: &str, c: &Compiled) -> Image {
    let a = arch(arch_name);
    let shader = |pipeline: &str, threads: u32| Shader {
        pipeline: pipeline.to_string(),
        stage: Stage::Compute,
        function: "control_flow".to_string(),
        payload: c.payload.clone(),
        payload_kind: PayloadKind::Hsaco,
        symbols: payload_symbols(&c.payload),
        descriptor: format!(
            "{{\"compute_function\":\"control_flow\",\"max_total_threads_per_threadgroup\":{threads}}}"
        )
        .into_bytes(),
    };
    Image {
        cputype: a.cputype.expect("cputype"),
        cpusubtype: a.cpusubtype.expect("cpusubtype"),
        filetype: FileType::Execute,
        platform: 1,
        min_os: (13, 0, 0),
        sdk: (14, 0, 0),
        tools: vec![(1026, (1, 0, 0))],
        shaders: vec![shader("compute_pipelines[0]", 256), shader("compute_pipelines[1]", 1024)],
        notes: Vec::new(),
    }
}

/// A directory holding `gfx900.macho`, `gfx1030.macho` and `fat.macho` (0xCAFEBABE),
/// `fat-gpu.macho` (0xCBFEBABE), `fat64.macho` (0xCAFEBABF).
fn files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let images: Vec<Image> = compiled().iter().map(|(a, c)| image(a, c)).collect();
    for (img, name) in images.iter().zip(["gfx900.macho", "gfx1030.macho"]) {
        std::fs::write(dir.path().join(name), gpu_macho::write(img).expect("write")).expect("save");
    }
    for (magic, name) in [
        (FatMagic::Universal, "fat.macho"),
        (FatMagic::Gpu, "fat-gpu.macho"),
        (FatMagic::Universal64, "fat64.macho"),
    ] {
        std::fs::write(dir.path().join(name), gpu_macho::write_fat(&images, magic).expect("write fat"))
            .expect("save");
    }
    dir
}

#[test]
fn macho_listing_is_golden_and_reads_every_fat_magic() {
    let dir = files();
    let mut failures = Vec::new();
    for (file, golden) in [("gfx900.macho", "macho-gfx900.txt"), ("fat.macho", "macho-fat.txt")] {
        let o = objdump_in(dir.path(), &["--macho", file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stderr));
        assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
        failures
            .extend(check(&Path::new("crates/metal-objdump/tests/golden").join(golden), &text(&o.stdout)));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // The same slices under each fat magic: only the first line and the offsets differ
    // with the header's size, so compare the shaders' lines.
    let shader_lines = |s: &str| -> Vec<String> {
        s.lines().filter(|l| l.contains("pipeline `") || l.contains("symbol ")).map(str::to_string).collect()
    };
    let reference = shader_lines(&text(&objdump_in(dir.path(), &["--macho", "fat.macho"]).stdout));
    assert_eq!(reference.len(), 4 * 2 + 2 * 2 * payload_symbols(&compiled()[0].1.payload).len());
    for (file, magic) in [("fat-gpu.macho", "0xcbfebabe"), ("fat64.macho", "0xcafebabf")] {
        let o = objdump_in(dir.path(), &["--macho", file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stderr));
        let out = text(&o.stdout);
        assert!(out.starts_with(&format!("{file}: gpu-macho, fat {magic}, 2 slices\n")), "{out}");
        assert_eq!(shader_lines(&out), reference, "{file}");
    }
}

#[test]
fn json_listing_equals_what_the_reader_reports() {
    let dir = files();
    for file in ["gfx900.macho", "gfx1030.macho", "fat.macho", "fat64.macho"] {
        let bytes = std::fs::read(dir.path().join(file)).expect("read");
        let container = gpu_macho::read(&bytes).expect("our reader");
        let o = objdump_in(dir.path(), &["--macho", "--json", file]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", text(&o.stderr));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("valid JSON");
        assert_eq!(v["schema"], 1);
        assert_eq!(v["format"], "gpu-macho");
        assert_eq!(v["fat"].is_null(), container.fat.is_none(), "{file}");
        let slices = v["slices"].as_array().expect("slices");
        assert_eq!(slices.len(), container.slices.len());
        let mut index = 0;
        for (js, slice) in slices.iter().zip(&container.slices) {
            let gpu_macho::SliceContent::Image(view) = &slice.content else { panic!("{file}: not an image") };
            let arch = js["arch"].as_str().expect("arch named");
            assert!(ARCHS.contains(&arch), "{arch}");
            assert_eq!(js["content"], "image");
            assert_eq!(js["offset"], slice.offset);
            assert_eq!(js["size"], slice.size);
            let m = &js["macho"];
            assert_eq!(m["magic"], "0xfeedfacf");
            assert_eq!(m["cputype"], 0x0100_0014);
            assert_eq!(m["cpusubtype"], arch_cpusubtype(arch));
            assert_eq!(m["filetype_name"], "MH_GPU_EXECUTE");
            let commands = m["load_commands"].as_array().expect("load commands");
            assert_eq!(commands.len() as u32, view.macho.header.ncmds);
            for (c, (off, cmd, size)) in commands.iter().zip(&view.macho.load_commands) {
                assert_eq!(c["offset"], slice.offset + off);
                assert_eq!((&c["cmd"], &c["size"]), (&serde_json::json!(cmd), &serde_json::json!(size)));
            }
            let (_, uuid) = view.macho.uuid.expect("LC_UUID");
            let hex: String = uuid.iter().map(|b| format!("{b:02x}")).collect();
            assert_eq!(m["uuid"].as_str().map(|u| u.replace('-', "")), Some(hex));
            assert_eq!(m["build_version"]["minos"], "13.0.0");
            assert_eq!(m["build_version"]["tools"][0]["name"], "airnt");
            let shaders = js["shaders"].as_array().expect("shaders");
            assert_eq!(shaders.len(), view.image.shaders.len());
            for (sj, (s, at)) in shaders.iter().zip(view.image.shaders.iter().zip(&view.shaders)) {
                assert_eq!(sj["index"], index);
                index += 1;
                assert_eq!(sj["pipeline"], s.pipeline.as_str());
                assert_eq!(sj["function"], "control_flow");
                assert_eq!(sj["stage"], "compute");
                assert_eq!(sj["payload_kind"], "hsaco");
                assert_eq!(sj["payload_size"], s.payload.len());
                assert_eq!(sj["payload_offset"], at.payload_offset);
                assert_eq!(sj["descriptor_size"], s.descriptor.len());
                let start = at.payload_offset as usize;
                assert_eq!(&bytes[start..start + s.payload.len()], &s.payload[..], "payload at its offset");
                let syms = sj["symbols"].as_array().expect("symbols");
                assert_eq!(syms.len(), s.symbols.len());
                for (a, (name, off)) in syms.iter().zip(&s.symbols) {
                    assert_eq!(
                        (&a["name"], &a["offset"]),
                        (&serde_json::json!(name), &serde_json::json!(off))
                    );
                }
                assert_eq!(
                    sj["symbol"],
                    gpu_macho::shader_symbol(&s.pipeline, s.stage, &s.function).as_str()
                );
            }
        }
    }
}

fn arch_cpusubtype(name: &str) -> u32 {
    arch(name).cpusubtype.expect("cpusubtype")
}

/// The instruction lines of an LLVM-syntax listing (no labels, directives or comments),
/// each branch target written as the index of the instruction its label stands before, so
/// listings that number their labels differently compare equal.
fn instructions(asm: &str) -> Vec<String> {
    let lines: Vec<&str> = asm
        .lines()
        .map(|l| l.split(';').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty() && (!l.starts_with('.') || l.ends_with(':')))
        .collect();
    let mut labels = std::collections::BTreeMap::new();
    let mut count = 0;
    for l in &lines {
        match l.strip_suffix(':') {
            Some(label) => {
                labels.insert(label.to_string(), count);
            }
            None => count += 1,
        }
    }
    lines
        .iter()
        .filter(|l| !l.ends_with(':'))
        .map(|l| {
            l.split_whitespace()
                .map(|w| {
                    let (word, comma) = w.strip_suffix(',').map_or((w, ""), |x| (x, ","));
                    labels.get(word).map_or_else(|| w.to_string(), |i| format!("@{i}{comma}"))
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn disassembly_is_the_backends_per_shader() {
    let dir = files();
    let o = objdump_in(dir.path(), &["-d", "fat.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let bytes = std::fs::read(dir.path().join("fat.macho")).expect("read");
    let container = gpu_macho::read(&bytes).expect("reader");
    // Blocks start at the `; shader N` lines.
    let mut blocks: Vec<(String, String)> = Vec::new();
    for line in out.split_inclusive('\n') {
        if line.starts_with("; shader ") {
            blocks.push((line.to_string(), String::new()));
        } else if let Some((_, body)) = blocks.last_mut() {
            body.push_str(line);
        } else {
            panic!("text before the first shader line: {line}");
        }
    }
    let mut expected = Vec::new();
    for slice in &container.slices {
        let gpu_macho::SliceContent::Image(view) = &slice.content else { panic!("not an image") };
        let name = ARCHS.iter().find(|a| arch_cpusubtype(a) == slice.cpusubtype).expect("arch");
        for s in &view.image.shaders {
            expected.push((*name, s.clone()));
        }
    }
    assert_eq!(blocks.len(), expected.len(), "{out}");
    for (i, ((header, body), (name, s))) in blocks.iter().zip(&expected).enumerate() {
        assert!(
            header.starts_with(&format!(
                "; shader {i} ({name}, pipeline `{}`, compute function `control_flow`)",
                s.pipeline
            )),
            "{header}"
        );
        let want = backend(name).disassemble(&s.payload).expect("disassemble");
        let body = if i + 1 < blocks.len() {
            body.strip_suffix('\n').expect("blank line between shaders")
        } else {
            body
        };
        assert_eq!(body, want, "shader {i}");
        // The kernel's instructions, as the backend printed them when it compiled them.
        let (_, c) = compiled().iter().find(|(a, _)| a == name).expect("compiled");
        let printed = instructions(&c.assembly);
        assert!(printed.len() > 20 && printed.iter().any(|l| l == "s_endpgm"), "{}", c.assembly);
        assert!(
            printed.iter().any(|l| l.starts_with("s_cbranch_execz @")),
            "branch targets resolved: {printed:?}"
        );
        assert_eq!(instructions(body), printed, "shader {i}: -d against the compiler's assembly");
    }
}

/// LLVM 14's `llvm-readelf`, the oracle for the extracted code objects.
fn readelf() -> Option<PathBuf> {
    let runs = |c: &PathBuf| {
        Command::new(c).arg("--version").stdout(Stdio::null()).status().is_ok_and(|s| s.success())
    };
    let found = ["llvm-readelf", "llvm-readelf-14", "/usr/lib/llvm-14/bin/llvm-readelf"]
        .map(PathBuf::from)
        .into_iter()
        .find(runs);
    let required = std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1");
    assert!(found.is_some() || !required, "llvm-readelf (LLVM 14) not found but METAL_NT_REQUIRE_ORACLES=1");
    if found.is_none() {
        eprintln!("notice: llvm-readelf (LLVM 14) not found; skipping its check of the extracted payloads");
    }
    found
}

#[test]
fn extract_gives_back_every_payload_with_an_index() {
    let dir = files();
    let out = dir.path().join("out");
    let o = objdump_in(dir.path(), &["--extract", "out", "fat.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let bytes = std::fs::read(dir.path().join("fat.macho")).expect("read");
    let container = gpu_macho::read(&bytes).expect("reader");
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("index.json")).expect("index.json")).expect("json");
    let entries = index.as_array().expect("an array");
    let shaders: Vec<(u32, &Shader)> = container
        .images()
        .flat_map(|v| v.image.shaders.iter().map(move |s| (v.macho.header.cpusubtype, s)))
        .collect();
    assert_eq!(entries.len(), 4);
    assert_eq!(entries.len(), shaders.len());
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .expect("dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["0.hsaco", "1.hsaco", "2.hsaco", "3.hsaco", "index.json"]);
    let readelf = readelf();
    for (i, (e, (subtype, s))) in entries.iter().zip(&shaders).enumerate() {
        let arch = ARCHS.iter().find(|a| arch_cpusubtype(a) == *subtype).expect("arch");
        assert_eq!(e["index"], i);
        assert_eq!(e["file"], format!("{i}.hsaco"));
        assert_eq!(e["pipeline"], s.pipeline.as_str());
        assert_eq!(e["stage"], "compute");
        assert_eq!(e["function"], "control_flow");
        assert_eq!(e["arch"], *arch);
        let path = out.join(format!("{i}.hsaco"));
        assert_eq!(std::fs::read(&path).expect("payload file"), s.payload, "{i}.hsaco");
        if let Some(tool) = &readelf {
            let r = Command::new(tool).arg("-h").arg(&path).output().expect("llvm-readelf");
            let report = text(&r.stdout);
            assert!(r.status.success(), "{i}.hsaco: {}", text(&r.stderr));
            let field = |name: &str| {
                report
                    .lines()
                    .find_map(|l| l.trim().strip_prefix(name).map(|v| v.trim().to_string()))
                    .unwrap_or_else(|| panic!("{i}.hsaco: no `{name}` in\n{report}"))
            };
            assert_eq!(field("Class:"), "ELF64", "{report}");
            assert_eq!(field("Machine:"), "EM_AMDGPU", "{report}");
            // EF_AMDGPU_MACH in the low byte (AMDGPU ELF ABI): gfx900 0x2c, gfx1030 0x36.
            let flags = u32::from_str_radix(field("Flags:").trim_start_matches("0x"), 16).expect("hex flags");
            let mach = if *arch == "amdgpu_gfx900" { 0x2c } else { 0x36 };
            assert_eq!(flags & 0xff, mach, "{i}.hsaco: {report}");
        }
    }
    // Deterministic: a second extraction, into the existing directory, writes the same.
    let first: Vec<Vec<u8>> =
        (0..4).map(|i| std::fs::read(out.join(format!("{i}.hsaco"))).expect("f")).collect();
    let first_index = std::fs::read(out.join("index.json")).expect("index");
    let o = objdump_in(dir.path(), &["--extract", "out", "fat.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(std::fs::read(out.join("index.json")).expect("index"), first_index);
    for (i, f) in first.iter().enumerate() {
        assert_eq!(&std::fs::read(out.join(format!("{i}.hsaco"))).expect("f"), f);
    }
    // A thin file: two shaders, numbered from 0.
    let o = objdump_in(dir.path(), &["--extract", "thin", "gfx1030.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let thin: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("thin/index.json")).expect("index"))
            .expect("json");
    assert_eq!(thin[1]["index"], 1);
    assert_eq!(thin[1]["arch"], "amdgpu_gfx1030");
}

#[test]
fn corrupt_and_wrong_inputs_exit_1_with_a_location() {
    let dir = files();
    let good = std::fs::read(dir.path().join("fat.macho")).expect("read");
    // Truncated, and a table entry overwritten: both located by the reader.
    std::fs::write(dir.path().join("short.macho"), &good[..good.len() - 100]).expect("write");
    let mut bad = good.clone();
    let container = gpu_macho::read(&good).expect("reader");
    let view = container.images().next().expect("image");
    let at = view.shaders[0].payload_offset as usize + 40;
    bad[at] ^= 0xff;
    std::fs::write(dir.path().join("flipped.macho"), &bad).expect("write");
    for file in ["short.macho", "flipped.macho"] {
        for args in [vec!["--macho", file], vec!["--macho", "--json", file], vec!["-d", file]] {
            let o = objdump_in(dir.path(), &args);
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            let err = text(&o.stderr);
            assert!(err.contains(file) && err.contains("byte 0x"), "{args:?}: {err}");
            assert!(o.stdout.is_empty(), "{args:?}: {}", text(&o.stdout));
        }
        let o = objdump_in(dir.path(), &["--extract", "x", file]);
        assert_eq!(o.status.code(), Some(1));
        assert!(!dir.path().join("x").exists(), "no partial output");
    }
    // A payload the backend cannot read: -d names the shader and where its payload is.
    let (_, c) = &compiled()[0];
    let mut img = image("amdgpu_gfx900", c);
    img.shaders[1].payload = b"not a code object".to_vec();
    img.shaders[1].symbols.clear();
    std::fs::write(dir.path().join("garbage.macho"), gpu_macho::write(&img).expect("write")).expect("save");
    let o = objdump_in(dir.path(), &["-d", "garbage.macho"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("shader 1 (amdgpu_gfx900, pipeline `compute_pipelines[1]`") && err.contains("byte 0x"),
        "{err}"
    );
    // An arch no table row has.
    let mut img = image("amdgpu_gfx900", c);
    img.cpusubtype = 4999;
    std::fs::write(dir.path().join("noarch.macho"), gpu_macho::write(&img).expect("write")).expect("save");
    let o = objdump_in(dir.path(), &["-d", "noarch.macho"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("cpusubtype 4999"), "{}", text(&o.stderr));
    let o = objdump_in(dir.path(), &["--macho", "noarch.macho"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o.stdout).contains("slice 0: unknown arch (cputype 0x01000014, cpusubtype 4999)"),
        "{}",
        text(&o.stdout)
    );
    // Views of the other kind of input.
    let o = objdump_in(dir.path(), &["--metallib", "fat.macho"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("is a GPU Mach-O"), "{}", text(&o.stderr));
    let lib = root().join("fixtures/air/fixtures.metallib");
    let o = objdump_in(dir.path(), &["--macho", lib.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("not a GPU Mach-O"), "{}", text(&o.stderr));
    let o = objdump_in(dir.path(), &["-d", "--json", "fat.macho"]);
    assert_eq!(o.status.code(), Some(2));
}

/// A bare Mach-O that is not ours: an Apple GPU header (M1: cputype 0x01000013, subtype
/// 322) with one `LC_UUID`.
fn foreign_macho() -> Vec<u8> {
    let mut b = Vec::new();
    for v in [0xfeed_facf_u32, 0x0100_0013, 322, 0xd, 1, 24, 0, 0, 0x1b, 24] {
        b.extend_from_slice(&v.to_le_bytes());
    }
    b.extend([
        0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff, 0x00,
    ]);
    b
}

#[test]
fn slices_that_are_not_ours_are_listed_and_skipped() {
    let dir = files();
    let (_, c) = &compiled()[0];
    let ours = gpu_macho::write(&image("amdgpu_gfx900", c)).expect("write");
    let lib = std::fs::read(root().join("fixtures/codegen/kernels.metallib")).expect("library");
    let foreign = foreign_macho();
    let slices = [
        gpu_macho::FatSlice { cputype: 0x0100_0014, cpusubtype: 5000, bytes: &ours },
        gpu_macho::FatSlice { cputype: 0x0100_0013, cpusubtype: 322, bytes: &foreign },
        gpu_macho::FatSlice { cputype: 0x0100_0017, cpusubtype: 0, bytes: &lib },
    ];
    let fat = gpu_macho::write_fat_slices(&slices, FatMagic::Universal).expect("fat");
    std::fs::write(dir.path().join("mixed.macho"), &fat).expect("save");
    std::fs::write(dir.path().join("foreign.macho"), &foreign).expect("save");

    let o = objdump_in(dir.path(), &["--macho", "--json", "mixed.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let by_cpu = |cputype: u32| {
        v["slices"]
            .as_array()
            .expect("slices")
            .iter()
            .find(|s| s["cputype"] == cputype)
            .expect("slice")
            .clone()
    };
    let apple = by_cpu(0x0100_0013);
    assert_eq!(apple["content"], "macho");
    assert_eq!(apple["arch"], "applegpu_g13g");
    assert_eq!(apple["macho"]["uuid"], "11223344-5566-7788-99aa-bbccddeeff00");
    assert_eq!(apple["macho"]["load_commands"][0]["name"], "LC_UUID");
    assert_eq!(apple["shaders"].as_array().map(Vec::len), Some(0));
    let air = by_cpu(0x0100_0017);
    assert_eq!(air["content"], "metallib");
    assert!(air["macho"].is_null() && air["arch"].is_null(), "{air}");
    assert_eq!(by_cpu(0x0100_0014)["shaders"].as_array().map(Vec::len), Some(2));

    let o = objdump_in(dir.path(), &["--macho", "mixed.macho"]);
    let listing = text(&o.stdout);
    assert!(
        listing.contains("applegpu_g13g (cputype 0x01000013, cpusubtype 322)")
            && listing.contains("Mach-O without metal-nt tables"),
        "{listing}"
    );
    assert!(
        listing.contains("unknown arch (cputype 0x01000017, cpusubtype 0)")
            && listing.contains(", MetalLib\n"),
        "{listing}"
    );

    // -d and --extract take the shaders of our slice only.
    let o = objdump_in(dir.path(), &["-d", "mixed.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let headers: Vec<String> =
        text(&o.stdout).lines().filter(|l| l.starts_with("; shader")).map(str::to_string).collect();
    assert_eq!(headers.len(), 2, "{headers:?}");
    let o = objdump_in(dir.path(), &["--extract", "mixed", "mixed.macho"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("mixed/index.json")).expect("index"))
            .expect("json");
    assert_eq!(index.as_array().map(Vec::len), Some(2));
    assert_eq!(std::fs::read(dir.path().join("mixed/1.hsaco")).expect("payload"), c.payload);

    // A file with no image of ours has nothing to disassemble or extract.
    for args in [["-d", "foreign.macho"].as_slice(), ["--extract", "f", "foreign.macho"].as_slice()] {
        let o = objdump_in(dir.path(), args);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(text(&o.stderr).contains("holds no image written by metal-nt"), "{}", text(&o.stderr));
    }
    assert!(!dir.path().join("f").exists());
}

/// Seeded corruptions of a real code object, each stored as a well-formed shader (the
/// container's hashes match), all in one image: `-d` reports every payload it cannot read
/// and never panics.
#[test]
fn disassembling_corrupt_payloads_fails_cleanly() {
    let dir = files();
    let (_, c) = &compiled()[0];
    let mut img = image("amdgpu_gfx900", c);
    let template = img.shaders[0].clone();
    let mut seed = 0x5eed_u64;
    img.shaders = (0..64)
        .map(|i| {
            let mut s = template.clone();
            s.pipeline = format!("p{i:02}");
            s.symbols.clear();
            for _ in 0..1 + i % 4 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let at = (seed >> 33) as usize % s.payload.len();
                s.payload[at] ^= 1 << ((seed >> 29) & 7);
            }
            s
        })
        .collect();
    std::fs::write(dir.path().join("mutated.macho"), gpu_macho::write(&img).expect("write")).expect("save");
    let o = objdump_in(dir.path(), &["-d", "mutated.macho"]);
    let err = text(&o.stderr);
    assert!(matches!(o.status.code(), Some(0 | 1)), "exit {:?}: {err}", o.status.code());
    let b = backend("amdgpu_gfx900");
    let failing: Vec<usize> = img
        .shaders
        .iter()
        .enumerate()
        .filter(|(_, s)| b.disassemble(&s.payload).is_err())
        .map(|(i, _)| i)
        .collect();
    println!("{} of 64 corrupt payloads refused by the disassembler", failing.len());
    for i in &failing {
        assert!(err.contains(&format!("shader {i} (amdgpu_gfx900, pipeline `p{i:02}`")), "shader {i}: {err}");
    }
    assert_eq!(o.status.code(), Some(if failing.is_empty() { 0 } else { 1 }));
    assert_eq!(err.matches("metal-objdump: error: ").count(), failing.len(), "{err}");
}
