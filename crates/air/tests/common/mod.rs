//! The `llvm-dis` differential comparison shared by `differential.rs` (fixtures and the
//! mlx corpus) and `registry_corpus.rs` (libraries of many toolchains): our decoded module
//! must agree with what LLVM 14's `llvm-dis` prints on each defined function's signature,
//! block count, instruction count and opcode multiset, the local names each instruction
//! mentions in order, the global variable names and the `!air.*` named metadata. Where
//! LLVM drops a module's debug info as malformed (it warns "ignoring invalid debug
//! info"), our `llvm.dbg.*` calls are left out of the comparison: we keep that debug info
//! (docs/air.md), and either choice translates the same.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use gpu_ir::{ConstExpr, ConstantData, Metadata, Module};

pub fn env_is(name: &str, value: &str) -> bool {
    std::env::var(name).is_ok_and(|v| v == value)
}

/// The LLVM 14 tool `name`, by its plain name or from LLVM 14's directory.
pub fn tool(name: &str) -> Option<PathBuf> {
    let candidates = [
        PathBuf::from(name),
        PathBuf::from(format!("{name}-14")),
        Path::new("/usr/lib/llvm-14/bin").join(name),
    ];
    for c in candidates {
        if Command::new(&c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
        {
            return Some(c);
        }
    }
    assert!(!env_is("METAL_NT_REQUIRE_ORACLES", "1"), "{name} not found but METAL_NT_REQUIRE_ORACLES=1");
    eprintln!("notice: {name} (LLVM 14) not found; skipping the llvm-dis differential check");
    None
}

/// `llvm-dis` of `bytes` (wrapped or raw bitcode), through a pipe: the listing and the
/// warnings it printed.
fn disassemble(dis: &Path, bytes: &[u8]) -> Result<(String, String), String> {
    let mut child = Command::new(dis)
        .args(["-o", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let data = bytes.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    let warnings = String::from_utf8_lossy(&out.stderr).into_owned();
    String::from_utf8(out.stdout).map(|text| (text, warnings)).map_err(|e| e.to_string())
}

/// What we compare of one defined function.
#[derive(Debug, Default, PartialEq, Eq)]
struct FnFacts {
    name: String,
    blocks: usize,
    insts: usize,
    opcodes: BTreeMap<String, usize>,
}

/// What llvm-dis says about a module.
#[derive(Debug, Default)]
struct Listing {
    /// (facts, text before ` @name(`, parameter texts, instruction lines).
    functions: Vec<(FnFacts, String, Vec<String>, Vec<String>)>,
    globals: Vec<String>,
    /// `!air.*` list → first-operand global names ("-" when not a global).
    entry_md: BTreeMap<String, Vec<String>>,
}

/// `@name` or `@"name"` at the start of `s`; unnamed values (`@0`) become "".
fn global_name(s: &str) -> Option<String> {
    let s = s.strip_prefix('@')?;
    let name = if let Some(q) = s.strip_prefix('"') {
        unescape(q.split('"').next()?)
    } else {
        s.split(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).next()?.to_string()
    };
    Some(if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) { String::new() } else { name })
}

fn unescape(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 2 < b.len() {
            if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Splits at top-level commas (outside brackets and quotes).
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            '(' | '[' | '{' | '<' if !quoted => depth += 1,
            ')' | ']' | '}' | '>' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// Index of the `)` closing the `(` at `open`.
fn closing(s: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut quoted = false;
    for (i, c) in s[open..].char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

fn parse_listing(text: &str) -> Listing {
    let mut l = Listing::default();
    let mut nodes: BTreeMap<&str, &str> = BTreeMap::new();
    let mut named: Vec<(&str, &str)> = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if let Some(rest) = line.strip_prefix("define ") {
            let at = rest.find(" @").expect("function name");
            let name = global_name(&rest[at + 1..]).expect("name");
            let open = rest[at..].find('(').map(|i| at + i).expect("(");
            let close = closing(rest, open).expect(")");
            let params = split_top(&rest[open + 1..close]);
            let mut f = FnFacts { name, ..FnFacts::default() };
            let mut first = true;
            let mut insts: Vec<String> = Vec::new();
            for body in lines.by_ref() {
                if body == "}" {
                    break;
                }
                if body.starts_with("    ") || body.starts_with("  ]") {
                    // Switch cases continue the instruction on further lines, up to `]` (and its `, !dbg`).
                    if let Some(last) = insts.last_mut() {
                        last.push_str(body);
                    }
                    continue;
                }
                if body.is_empty() || body.trim_start().starts_with(';') {
                    continue;
                }
                if !body.starts_with(' ') {
                    f.blocks += 1;
                    first = false;
                    continue;
                }
                if first {
                    f.blocks += 1;
                    first = false;
                }
                insts.push(body.to_string());
                let mut s = body.trim_start();
                if s.starts_with('%') {
                    if let Some(eq) = s.find(" = ") {
                        s = &s[eq + 3..];
                    }
                }
                let mut words = s.split_whitespace();
                let mut op = words.next().unwrap_or("");
                if matches!(op, "tail" | "musttail" | "notail") {
                    op = words.next().unwrap_or("");
                }
                f.insts += 1;
                *f.opcodes.entry(op.to_string()).or_default() += 1;
            }
            l.functions.push((f, rest[..at].to_string(), params, insts));
        } else if line.starts_with('@') && !line.contains(" alias ") && !line.contains(" ifunc ") {
            l.globals.push(global_name(line).expect("global"));
        } else if let Some(rest) = line.strip_prefix("!air.") {
            if let Some((name, list)) = rest.split_once(" = !{") {
                named.push((name, list.trim_end_matches('}')));
            }
        } else if line.starts_with('!') {
            if let Some((id, body)) = line.split_once(" = ") {
                nodes.insert(id, body);
            }
        }
    }
    for (name, list) in named {
        let mut out = Vec::new();
        for id in split_top(list) {
            let body = nodes.get(id.as_str()).copied().unwrap_or("");
            let body = body.trim_start_matches("distinct ");
            let inner = body.strip_prefix("!{").unwrap_or("").trim_end_matches('}');
            let op0 = split_top(inner).into_iter().next().unwrap_or_default();
            out.push(op0.find('@').and_then(|i| global_name(&op0[i..])).unwrap_or_else(|| "-".into()));
        }
        l.entry_md.insert(format!("air.{name}"), out);
    }
    l
}

/// The local names (`%x`, `%"a b"`, `%12`, and `%struct.T` types) an instruction line
/// mentions, in order: equal lists mean the same operands wired the same way, whatever
/// the spelling of constants and attributes.
fn local_refs(line: &str) -> Vec<String> {
    // Metadata operands (`llvm.dbg.value`) are not values in gpu-ir.
    if line.contains("metadata ") {
        return Vec::new();
    }
    let line = line.split(" ; ").next().unwrap_or(line);
    let line = line.split(", !").next().unwrap_or(line);
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        if b.get(i) == Some(&b'"') {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
            i += 1;
        } else {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b"._$-".contains(&b[i])) {
                i += 1;
            }
        }
        out.push(line[start..i.min(line.len())].to_string());
    }
    out
}

/// The global or function a metadata operand names, through casts and GEPs.
fn md_global(m: &Module, md: Option<gpu_ir::MdId>) -> String {
    let Some(Metadata::Value { value, .. }) = md.and_then(|h| m.metadata.get(h)) else {
        return "-".into();
    };
    let mut c = *value;
    for _ in 0..16 {
        match &m.constants[c] {
            ConstantData::Function(f) => return m.functions[*f].name.clone(),
            ConstantData::Global(g) => return m.globals[*g].name.clone(),
            ConstantData::Expr { expr: ConstExpr::Cast { value, .. }, .. } => c = *value,
            ConstantData::Expr { expr: ConstExpr::Gep { base, .. }, .. } => c = *base,
            _ => return "-".into(),
        }
    }
    "-".into()
}

/// How one module agreed with `llvm-dis`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Agreement {
    /// Defined functions compared.
    pub functions: usize,
    /// LLVM dropped the module's debug info as malformed; our `llvm.dbg.*` calls were not compared.
    pub debug_info_dropped: bool,
}

/// Whether `llvm-dis`'s warnings say it dropped the module's debug info.
fn dropped_debug_info(warnings: &str) -> bool {
    warnings.lines().any(|l| l.contains("ignoring") && l.contains("debug info"))
}

/// The bytes a bitcode wrapper declares (its header plus the size it gives): old
/// containers pad a module past that, and LLVM's reader rejects a stream whose length is
/// not a multiple of 4 ("Invalid bitcode signature"). Raw bitcode is passed as it is.
fn declared(bytes: &[u8]) -> &[u8] {
    let field = |at: usize| bytes.get(at..at + 4).and_then(|b| b.try_into().ok()).map(u32::from_le_bytes);
    match (field(0), field(8), field(12)) {
        (Some(0x0B17_C0DE), Some(offset), Some(size)) => {
            bytes.get(..(offset as usize).saturating_add(size as usize)).unwrap_or(bytes)
        }
        _ => bytes,
    }
}

/// Compares one module.
pub fn compare(what: &str, bytes: &[u8], dis: &Path) -> Result<Agreement, String> {
    let d = air::read_module(bytes).map_err(|e| format!("{what}: decode: {e}"))?;
    let m = &d.module;
    let (text, warnings) = disassemble(dis, declared(bytes)).map_err(|e| format!("{what}: llvm-dis: {e}"))?;
    let dropped = dropped_debug_info(&warnings);
    let l = parse_listing(&text);
    let ours: Vec<_> = m.functions.iter().filter(|(_, f)| !f.is_declaration()).map(|(_, f)| f).collect();
    if ours.len() != l.functions.len() {
        return Err(format!(
            "{what}: {} defined functions, llvm-dis shows {}",
            ours.len(),
            l.functions.len()
        ));
    }
    for (f, (theirs, prefix, params, lines)) in ours.iter().zip(&l.functions) {
        let ctx = format!("{what}: @{}", f.name);
        let mut facts = FnFacts {
            name: f.name.clone(),
            blocks: f.blocks.len(),
            insts: f.instruction_count(),
            ..Default::default()
        };
        for (_, b) in f.blocks.iter() {
            for &i in &b.insts {
                *facts.opcodes.entry(f.insts[i].op.opcode_name().to_string()).or_default() += 1;
            }
        }
        let printed = gpu_ir::function_to_string(m, f);
        let mut our_lines: Vec<&str> = printed.lines().filter(|l| l.starts_with("  ")).collect();
        if dropped {
            // LLVM stripped the `llvm.dbg.*` calls with the debug info; leave ours out too.
            let before = our_lines.len();
            our_lines.retain(|l| !l.contains("@llvm.dbg."));
            let gone = before - our_lines.len();
            facts.insts -= gone;
            if let Some(calls) = facts.opcodes.get_mut("call") {
                *calls -= gone.min(*calls);
                if *calls == 0 {
                    facts.opcodes.remove("call");
                }
            }
        }
        if &facts != theirs {
            return Err(format!("{ctx}: ours {facts:?}\nllvm-dis {theirs:?}"));
        }
        if our_lines.len() != lines.len() {
            return Err(format!("{ctx}: {} instruction lines, llvm-dis {}", our_lines.len(), lines.len()));
        }
        for (ours, theirs) in our_lines.iter().zip(lines) {
            if !theirs.contains("metadata ") && local_refs(ours) != local_refs(theirs) {
                return Err(format!("{ctx}: operands differ:\n  ours     {ours}\n  llvm-dis {theirs}"));
            }
        }
        let (ret, ptys, vararg) =
            m.types.function_parts(f.ty).ok_or(format!("{ctx}: not a function type"))?;
        let ret = m.types.display(ret);
        if !prefix.ends_with(&format!(" {ret}")) && prefix != &ret {
            return Err(format!("{ctx}: return type {ret}, llvm-dis `{prefix}`"));
        }
        let theirs: Vec<&String> = params.iter().filter(|p| p.as_str() != "...").collect();
        if theirs.len() != ptys.len() || vararg != (params.len() != theirs.len()) {
            return Err(format!("{ctx}: {} parameters, llvm-dis {params:?}", ptys.len()));
        }
        for (k, (t, p)) in ptys.iter().zip(theirs).enumerate() {
            let t = m.types.display(*t);
            let rest = p.strip_prefix(t.as_str());
            if !rest.is_some_and(|r| r.is_empty() || r.starts_with(' ')) {
                return Err(format!("{ctx}: parameter {k} is {t}, llvm-dis `{p}`"));
            }
        }
    }
    let globals: Vec<String> = m.globals.iter().map(|(_, g)| g.name.clone()).collect();
    if globals != l.globals {
        return Err(format!("{what}: globals {globals:?}, llvm-dis {:?}", l.globals));
    }
    let mut entry: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (name, nodes) in &m.named_metadata {
        if !name.starts_with("air.") {
            continue;
        }
        let list = nodes
            .iter()
            .map(|&n| match m.metadata.get(n) {
                Some(Metadata::Node { ops, .. }) => md_global(m, ops.first().copied().flatten()),
                _ => "-".into(),
            })
            .collect();
        entry.insert(name.clone(), list);
    }
    if entry != l.entry_md {
        return Err(format!("{what}: !air.* metadata {entry:?}, llvm-dis {:?}", l.entry_md));
    }
    Ok(Agreement { functions: ours.len(), debug_info_dropped: dropped })
}
