//! The independent reader: LIEF (PyPI `lief`; LLVM 14 refuses GPU filetypes) parses
//! every file the suite writes — thin images, fat files of each magic, each slice and
//! each nested object on its own — and its header, load commands, segments, sections
//! (with their bytes), symbols, notes, build version, UUID and dylib name must equal
//! what our reader reports. Skips with a notice when python3 or lief is missing, unless
//! `METAL_NT_REQUIRE_ORACLES=1`.

mod common;

use std::path::Path;
use std::process::Command;

use gpu_macho::{read, write, write_fat, write_fat_slices, FatMagic, FatSlice, MachO, SliceContent};
use serde_json::{json, Value};
use targets::CPU_TYPE_AIR64;

fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// The version of LIEF python3 imports, if any.
fn lief_version() -> Option<String> {
    let out = Command::new("python3").args(["-c", "import lief; print(lief.__version__)"]).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Our reader's view of one Mach-O in LIEF's terms (the schema of lief_check.py).
fn describe(m: &MachO, file: &[u8]) -> Value {
    let h = &m.header;
    let version = |v: (u32, u32, u32)| json!([v.0, v.1, v.2]);
    let notes: Vec<Value> =
        m.notes.iter().map(|n| json!({"owner": n.owner, "offset": n.offset, "size": n.size})).collect();
    json!({
        "header": {"magic": h.magic, "cputype": h.cputype, "cpusubtype": h.cpusubtype, "filetype": h.filetype,
                   "ncmds": h.ncmds, "sizeofcmds": h.sizeofcmds, "flags": h.flags},
        "commands": m.load_commands.iter().map(|c| json!([c.1, c.0, c.2])).collect::<Vec<_>>(),
        "segments": m.segments.iter().map(|s| json!({"name": s.name, "vmaddr": s.vmaddr, "vmsize": s.vmsize,
            "fileoff": s.fileoff, "filesize": s.filesize, "nsects": s.nsects})).collect::<Vec<_>>(),
        "sections": m.sections.iter().map(|s| {
            let at = m.base as usize + s.offset as usize;
            let content = (s.size <= 4096).then(|| hex(&file[at..at + s.size as usize]));
            json!({"segname": s.segname, "sectname": s.sectname, "addr": s.addr, "size": s.size,
                   "offset": s.offset, "align": s.align, "flags": s.flags, "content": content})
        }).collect::<Vec<_>>(),
        "symbols": m.symbols.iter().map(|s| json!({"name": s.name, "type": s.n_type, "sect": s.n_sect,
            "desc": s.n_desc, "value": s.n_value})).collect::<Vec<_>>(),
        "notes": notes,
        "build_version": m.build_version.as_ref().map(|b| json!({"platform": b.platform, "minos": version(b.minos),
            "sdk": version(b.sdk), "tools": b.tools.iter().map(|t| json!([t.0, version(t.1)])).collect::<Vec<_>>()})),
        "uuid": m.uuid.map(|u| hex(&u.1)),
        "dylib_id": m.dylib_id,
    })
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// The first place two JSON values differ.
fn first_difference(path: &str, ours: &Value, lief: &Value) -> Option<String> {
    match (ours, lief) {
        (Value::Object(a), Value::Object(b)) => {
            let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            keys.into_iter().find_map(|k| {
                first_difference(
                    &format!("{path}.{k}"),
                    a.get(k).unwrap_or(&Value::Null),
                    b.get(k).unwrap_or(&Value::Null),
                )
            })
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => a
            .iter()
            .zip(b)
            .enumerate()
            .find_map(|(i, (x, y))| first_difference(&format!("{path}[{i}]"), x, y)),
        _ if ours == lief => None,
        _ => Some(format!("{path}: ours {ours}, LIEF {lief}")),
    }
}

struct Case {
    name: String,
    bytes: Vec<u8>,
    /// LIEF is expected to parse the whole file: thin files and 0xCAFEBABE. LIEF 1.0 knows
    /// neither 0xCBFEBABE nor 0xCAFEBABF (not even for CPU slices); their slices are
    /// still parsed one by one.
    lief_reads_whole: bool,
}

fn cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let images = common::images();
    for (name, image) in &images {
        cases.push(Case {
            name: format!("{name}.thin"),
            bytes: write(image).expect("writes"),
            lief_reads_whole: true,
        });
    }
    let fat_images: Vec<_> = images.iter().map(|(_, i)| i.clone()).filter(|i| i.cpusubtype != 6004).collect();
    for (magic, tag) in
        [(FatMagic::Gpu, "cbfebabe"), (FatMagic::Universal, "cafebabe"), (FatMagic::Universal64, "cafebabf")]
    {
        let bytes = write_fat(&fat_images, magic).expect("writes");
        cases.push(Case {
            name: format!("fat.{tag}"),
            bytes,
            lief_reads_whole: magic == FatMagic::Universal,
        });
    }
    // Every arch of the table, in fat files of 25 slices: LIEF refuses more than 30.
    let every: Vec<_> = common::every_arch().into_iter().map(|(_, i)| i).collect();
    for (k, chunk) in every.chunks(25).enumerate() {
        let bytes = write_fat(chunk, FatMagic::Universal).expect("writes");
        cases.push(Case { name: format!("every_arch_{k}.cafebabe"), bytes, lief_reads_whole: true });
    }
    let gpu = write(&common::amd()).expect("writes");
    let air = common::air_slice();
    let slices = [
        FatSlice { cputype: 0x0100_0014, cpusubtype: 5000, bytes: &gpu },
        FatSlice { cputype: CPU_TYPE_AIR64, cpusubtype: 10, bytes: &air },
    ];
    let bytes = write_fat_slices(&slices, FatMagic::Gpu).expect("writes");
    cases.push(Case { name: "fat_air.cbfebabe".into(), bytes, lief_reads_whole: false });
    // A slice shaped like an Apple-built archive, alone and beside one of ours.
    let apple = common::apple_like();
    let slices = [
        FatSlice { cputype: 0x0100_0013, cpusubtype: 0x1a3, bytes: &apple },
        FatSlice { cputype: 0x0100_0014, cpusubtype: 5000, bytes: &gpu },
    ];
    let bytes = write_fat_slices(&slices, FatMagic::Universal).expect("writes");
    cases.push(Case { name: "apple_like.thin".into(), bytes: apple.clone(), lief_reads_whole: true });
    cases.push(Case { name: "apple_like+amd.cafebabe".into(), bytes, lief_reads_whole: true });
    cases
}

#[test]
fn lief_reads_what_our_reader_reads() {
    let Some(version) = lief_version() else {
        assert!(!require_oracles(), "python3 with lief is required (pip install lief) but missing");
        eprintln!("notice: python3 with `lief` not found; skipping the LIEF comparison (pip install lief)");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let cases = cases();
    let mut jobs = Vec::new();
    let mut expected = Vec::new();
    for case in &cases {
        let path = dir.path().join(&case.name);
        std::fs::write(&path, &case.bytes).expect("writes the file");
        let container = read(&case.bytes).expect("our reader reads it");
        let mut units = Vec::new();
        let mut unit_views = Vec::new();
        let mut whole = Vec::new();
        for slice in &container.slices {
            let macho = match &slice.content {
                SliceContent::Image(v) => &v.macho,
                SliceContent::MachO(m) => m.as_ref(),
                SliceContent::Other => continue,
            };
            let d = describe(macho, &case.bytes);
            units.push(json!([slice.offset, slice.size]));
            unit_views.push(d.clone());
            whole.push(json!({"fat_offset": slice.offset, "macho": d}));
            // Mach-Os nested in the sections of a Mach-O we read generically.
            if let SliceContent::MachO(m) = &slice.content {
                for sect in &m.sections {
                    let at = (slice.offset + u64::from(sect.offset)) as usize;
                    let Some(inner) = case.bytes.get(at..at + sect.size as usize) else { continue };
                    let Ok(c) = read(inner) else { continue };
                    if let Some(SliceContent::MachO(n)) = c.slices.first().map(|s| &s.content) {
                        units.push(json!([at, sect.size]));
                        unit_views.push(describe(n, inner));
                    }
                }
            }
            if let SliceContent::Image(v) = &slice.content {
                for s in &v.shaders {
                    units.push(json!([s.object.base, s.object.size]));
                    // A nested object read alone starts at 0.
                    let mut alone = s.object.clone();
                    alone.base = 0;
                    let start = s.object.base as usize;
                    unit_views.push(describe(&alone, &case.bytes[start..start + s.object.size as usize]));
                }
            }
        }
        jobs.push(json!({"path": path.to_string_lossy(), "units": units}));
        expected.push((whole, unit_views));
    }
    let jobs_path = dir.path().join("jobs.json");
    std::fs::write(&jobs_path, serde_json::to_vec(&jobs).expect("json")).expect("writes jobs");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lief_check.py");
    let out = Command::new("python3").arg(&script).arg(&jobs_path).output().expect("runs python3");
    assert!(out.status.success(), "lief_check.py failed: {}", String::from_utf8_lossy(&out.stderr));
    let got: Vec<Value> = serde_json::from_slice(&out.stdout).expect("the script prints JSON");

    let mut compared = 0;
    let mut failures = Vec::new();
    for ((case, (whole, units)), job) in cases.iter().zip(&expected).zip(&got) {
        let lief_units = job["units"].as_array().cloned().unwrap_or_default();
        assert_eq!(lief_units.len(), units.len(), "{}", case.name);
        for (i, (ours, theirs)) in units.iter().zip(&lief_units).enumerate() {
            if theirs.is_null() {
                failures.push(format!("{} unit {i}: LIEF did not parse it", case.name));
            } else if let Some(d) = first_difference("", ours, theirs) {
                failures.push(format!("{} unit {i}: {d}", case.name));
            }
            compared += 1;
        }
        match (&job["whole"], case.lief_reads_whole) {
            (Value::Null, true) => failures.push(format!("{}: LIEF did not parse the whole file", case.name)),
            (Value::Null, false) => eprintln!("notice: LIEF {version} does not parse {} as a whole (as documented); its slices are compared one by one", case.name),
            (theirs, expect) => {
                if !expect {
                    eprintln!("notice: LIEF {version} parses {} although documented not to", case.name);
                }
                if let Some(d) = first_difference("", &Value::Array(whole.clone()), theirs) {
                    failures.push(format!("{} whole: {d}", case.name));
                }
                compared += whole.len();
            }
        }
    }
    assert!(failures.is_empty(), "LIEF {version} disagrees:\n{}", failures.join("\n"));
    // The comparison is not vacuous: one changed symbol value is a difference.
    let mut changed = got[0]["units"][0].clone();
    changed["symbols"][0]["value"] = json!(1);
    assert!(first_difference("", &expected[0].1[0], &changed).is_some());
    eprintln!("LIEF {version} agrees on {compared} Mach-Os in {} files", cases.len());
}
