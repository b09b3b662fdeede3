//! Shared by the encoder tests: the checked hex ↔ text vectors under `tests/data/` and
//! the LLVM 14 oracles (`llvm-mc`, `llvm-objdump`).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use backend_amdgpu::gen::Gen;

pub const GENS: [Gen; 6] = [Gen::Gfx6, Gen::Gfx7, Gen::Gfx8, Gen::Gfx9, Gen::Gfx10, Gen::Gfx10_3];

/// The processor whose `llvm-mc` output the vector file of a generation holds.
pub fn vector_mcpu(gen: Gen) -> &'static str {
    match gen {
        Gen::Gfx6 => "gfx600",
        Gen::Gfx7 => "gfx701",
        Gen::Gfx8 => "gfx803",
        Gen::Gfx9 => "gfx900",
        Gen::Gfx10 => "gfx1010",
        Gen::Gfx10_3 => "gfx1030",
    }
}

pub fn vector_path(gen: Gen) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(format!("encode-{}.txt", vector_mcpu(gen)))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2).filter_map(|i| u8::from_str_radix(s.get(2 * i..2 * i + 2)?, 16).ok()).collect()
}

/// (hex, text) pairs of a vector file, in file order.
pub fn read_vectors(gen: Gen) -> Vec<(Vec<u8>, String)> {
    let path = vector_path(gen);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (h, t) = l.split_once('\t').unwrap_or_else(|| panic!("bad vector line {l:?}"));
            (unhex(h), t.to_string())
        })
        .collect()
}

pub fn vector_map(gen: Gen) -> BTreeMap<String, Vec<u8>> {
    read_vectors(gen).into_iter().map(|(h, t)| (t, h)).collect()
}

pub fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// Whether `tool` runs; prints a notice (or fails under METAL_NT_REQUIRE_ORACLES=1) if not.
pub fn have_tool(tool: &str) -> bool {
    let ok = Command::new(tool).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok();
    if !ok {
        assert!(!require_oracles(), "{tool} not found but METAL_NT_REQUIRE_ORACLES=1");
        eprintln!("notice: {tool} not found; skipping the LLVM oracle");
    }
    ok
}

fn run(cmd: &mut Command, stdin: &str) -> (String, String, bool) {
    use std::io::Write;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin.as_bytes()).expect("write stdin");
    }
    let out = child.wait_with_output().expect("wait");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn parse_encodings(stdout: &str) -> Vec<Vec<u8>> {
    stdout
        .lines()
        .filter_map(|l| {
            let i = l.find("encoding: [")?;
            let rest = &l[i + 11..];
            let rest = &rest[..rest.find(']')?];
            Some(
                rest.split(',')
                    .filter_map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).ok())
                    .collect(),
            )
        })
        .collect()
}

/// `llvm-mc -show-encoding` of each line (one instruction each): bytes, or the error text.
pub fn llvm_mc_lines(mcpu: &str, lines: &[String]) -> Vec<Result<Vec<u8>, String>> {
    let mc = |text: &str| {
        run(Command::new("llvm-mc").args(["-arch=amdgcn", &format!("-mcpu={mcpu}"), "-show-encoding"]), text)
    };
    let all = lines.join("\n") + "\n";
    let (out, err, ok) = mc(&all);
    let encs = parse_encodings(&out);
    if ok && err.trim().is_empty() && encs.len() == lines.len() {
        return encs.into_iter().map(Ok).collect();
    }
    // Errors name their line (`<stdin>:N:`): take those out and assemble the rest again,
    // so that the encodings line up with the lines without one llvm-mc run per line.
    let mut errors: BTreeMap<usize, String> = BTreeMap::new();
    for l in err.lines() {
        if let Some(rest) = l.strip_prefix("<stdin>:") {
            if let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) {
                errors.entry(n.saturating_sub(1)).or_insert_with(|| l.to_string());
            }
        }
    }
    let kept: Vec<usize> = (0..lines.len()).filter(|i| !errors.contains_key(i)).collect();
    let text: String = kept.iter().map(|&i| format!("{}\n", lines[i])).collect();
    let (out, err2, _) = mc(&text);
    let encs = parse_encodings(&out);
    let mut res: Vec<Result<Vec<u8>, String>> =
        (0..lines.len()).map(|i| Err(errors.get(&i).cloned().unwrap_or_default())).collect();
    if encs.len() == kept.len() {
        for (&i, e) in kept.iter().zip(encs) {
            res[i] = Ok(e);
        }
    } else {
        for &i in &kept {
            res[i] = Err(format!("llvm-mc output out of step: {}", err2.trim()));
        }
    }
    res
}

/// Assemble a whole program (labels allowed) to its bytes with `llvm-mc -filetype=obj`,
/// read back with llvm-objdump's raw section dump.
pub fn llvm_mc_program(mcpu: &str, text: &str) -> Result<Vec<u8>, String> {
    let (out, err, ok) =
        run(Command::new("llvm-mc").args(["-arch=amdgcn", &format!("-mcpu={mcpu}"), "-show-encoding"]), text);
    if !ok || !err.trim().is_empty() {
        return Err(err);
    }
    // Branch fix-ups show as `0x0b'A'`-style bytes in -show-encoding; use an object instead.
    let _ = out;
    let obj = temp_path("prog.o");
    let (_, err, ok) = run(
        Command::new("llvm-mc")
            .args(["-arch=amdgcn", &format!("-mcpu={mcpu}"), "-filetype=obj", "-o"])
            .arg(&obj),
        text,
    );
    if !ok {
        return Err(err);
    }
    let bin = temp_path("prog.bin");
    let (_, err, ok) = run(
        Command::new("llvm-objcopy").args(["-O", "binary", "--only-section=.text"]).arg(&obj).arg(&bin),
        "",
    );
    let _ = std::fs::remove_file(&obj);
    if !ok {
        return Err(err);
    }
    let bytes = std::fs::read(&bin).map_err(|e| e.to_string());
    let _ = std::fs::remove_file(&bin);
    bytes
}

fn temp_path(name: &str) -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("metal-nt-amdenc-{}-{n}-{name}", std::process::id()))
}

/// `llvm-objdump -d --mcpu=<mcpu>` of `bytes` (wrapped in an object by llvm-mc): the
/// instruction text of each line, comments cut.
pub fn objdump_lines(mcpu: &str, bytes: &[u8]) -> Result<Vec<String>, String> {
    let mut asm = String::new();
    for w in bytes.chunks(4) {
        let mut b = [0u8; 4];
        b[..w.len()].copy_from_slice(w);
        asm.push_str(&format!(".long 0x{:08x}\n", u32::from_le_bytes(b)));
    }
    let obj = temp_path("dis.o");
    let (_, err, ok) = run(
        Command::new("llvm-mc")
            .args(["-arch=amdgcn", &format!("-mcpu={mcpu}"), "-filetype=obj", "-o"])
            .arg(&obj),
        &asm,
    );
    if !ok {
        return Err(err);
    }
    let (out, err, ok) =
        run(Command::new("llvm-objdump").args(["-d", &format!("--mcpu={mcpu}")]).arg(&obj), "");
    let _ = std::fs::remove_file(&obj);
    if !ok {
        return Err(err);
    }
    Ok(out
        .lines()
        .filter(|l| l.starts_with('\t'))
        .map(|l| l.split("//").next().unwrap_or("").trim().to_string())
        .collect())
}
