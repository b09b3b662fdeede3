//! `--air`: the AIR modules of a library decoded into gpu-ir, printed as IR text
//! (docs/ir.md), as per-function statistics (`--stats`, comparable with `llvm-dis`
//! because `air.*` calls are still calls), or as their AIR semantics (`--info`: entry
//! points, arguments, function constants).
//!
//! A MetalLib usually stores one module per entry point, and entry points may share a
//! module; each distinct module is decoded once, in parallel, and reported in the order of
//! the library's function list.

use anyhow::{anyhow, bail, Result};
use metallib::Container;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// What `--air` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AirView {
    Ir,
    Stats,
    Info,
}

/// One module of the input, with the names that refer to it.
struct Unit<'a> {
    /// What a message calls it: `function 3 \`name\`` or the file / archive member.
    what: String,
    /// The library functions stored in this module (empty for a bare `.air` or archive
    /// member).
    entries: Vec<String>,
    bitcode: &'a [u8],
}

fn units<'a>(c: &Container<'a>, file: &str) -> Vec<Unit<'a>> {
    match c {
        Container::MetalLib(lib) => {
            let mut by_module: BTreeMap<usize, usize> = BTreeMap::new();
            let mut out: Vec<Unit<'a>> = Vec::new();
            for (i, f) in lib.functions.iter().enumerate() {
                match by_module.get(&f.module) {
                    Some(&u) => out[u].entries.push(f.name.to_owned()),
                    None => {
                        by_module.insert(f.module, out.len());
                        out.push(Unit {
                            what: format!("{file}: function {i} `{}`", f.name),
                            entries: vec![f.name.to_owned()],
                            bitcode: lib.module_of(f),
                        });
                    }
                }
            }
            out
        }
        Container::Air(m) => vec![Unit { what: file.to_owned(), entries: Vec::new(), bitcode: m.bytes }],
        Container::Archive(members) => members
            .iter()
            .map(|m| Unit {
                what: format!("{file}({})", m.name),
                entries: Vec::new(),
                bitcode: m.module.bytes,
            })
            .collect(),
    }
}

/// Statistics of one defined function, counted as decoded.
#[derive(Serialize, Debug)]
pub struct FunctionStats {
    /// Index of the module in the output (`modules[]` of the text form).
    pub module: usize,
    pub name: String,
    pub basic_blocks: usize,
    pub instructions: usize,
    /// LLVM opcode name → count (`llvm-dis` spelling: `call`, `getelementptr`, `br`, …).
    pub opcodes: BTreeMap<String, usize>,
}

#[derive(Serialize, Debug)]
struct StatsJson<'a> {
    schema: u32,
    file: &'a str,
    modules: usize,
    functions: Vec<FunctionStats>,
}

fn stats(module_index: usize, m: &gpu_ir::Module) -> Vec<FunctionStats> {
    m.functions
        .iter()
        .filter(|(_, f)| !f.is_declaration())
        .map(|(_, f)| {
            let mut opcodes = BTreeMap::new();
            for (_, b) in f.blocks.iter() {
                for &i in &b.insts {
                    *opcodes.entry(f.insts[i].op.opcode_name().to_owned()).or_insert(0) += 1;
                }
            }
            FunctionStats {
                module: module_index,
                name: f.name.clone(),
                basic_blocks: f.blocks.len(),
                instructions: f.instruction_count(),
                opcodes,
            }
        })
        .collect()
}

/// Decodes every module and renders the chosen view. `function` keeps only the definition
/// of that function (IR and stats) or that entry point (info).
pub fn render(
    c: &Container<'_>,
    file: &str,
    view: AirView,
    json: bool,
    function: Option<&str>,
) -> Result<String> {
    let units = units(c, file);
    // Modules are independent: decode them in parallel, report in library order.
    let decoded: Vec<Result<Part>> =
        units.par_iter().enumerate().map(|(index, u)| render_unit(index, u, view, json, function)).collect();
    let mut parts = Vec::with_capacity(decoded.len());
    for d in decoded {
        parts.push(d?);
    }
    if view == AirView::Stats && json {
        let mut functions = Vec::new();
        for p in parts {
            if let Part::Stats(v) = p {
                functions.extend(v);
            }
        }
        if let Some(name) = function {
            if functions.is_empty() {
                bail!("no function `{name}` is defined in `{file}`");
            }
        }
        let mut s =
            serde_json::to_string_pretty(&StatsJson { schema: 1, file, modules: units.len(), functions })?;
        s.push('\n');
        return Ok(s);
    }
    let text: String = parts
        .into_iter()
        .filter_map(|p| match p {
            Part::Text(t) => Some(t),
            Part::Stats(_) => None,
        })
        .collect();
    if let (Some(name), true) = (function, text.is_empty()) {
        bail!("no function `{name}` is defined in `{file}`");
    }
    Ok(text)
}

/// What one module contributes: text, or statistics still to be gathered into one JSON
/// document.
enum Part {
    Text(String),
    Stats(Vec<FunctionStats>),
}

fn render_unit(
    index: usize,
    u: &Unit<'_>,
    view: AirView,
    json: bool,
    function: Option<&str>,
) -> Result<Part> {
    let what = &u.what;
    if view == AirView::Info {
        let info = air::semantics::read_info(u.bitcode).map_err(|e| anyhow!("{what}: {e}"))?;
        return Ok(Part::Text(match function {
            Some(name) if !info.entry_points.iter().any(|e| e.name == name) => String::new(),
            _ => {
                if json {
                    let mut s = serde_json::to_string_pretty(&info)?;
                    s.push('\n');
                    s
                } else {
                    format!("; module {index}: {what}\n{}", info.to_text())
                }
            }
        }));
    }
    let decoded = air::read_module(u.bitcode).map_err(|e| anyhow!("{what}: {e}"))?;
    let m = &decoded.module;
    match view {
        AirView::Stats => {
            let mut st = stats(index, m);
            if let Some(name) = function {
                st.retain(|s| s.name == name);
            }
            if json {
                return Ok(Part::Stats(st));
            }
            let mut s = String::new();
            for f in &st {
                let ops: Vec<String> = f.opcodes.iter().map(|(k, v)| format!("{k}={v}")).collect();
                let _ = writeln!(
                    s,
                    "module {index}  {}  blocks={}  instructions={}  {}",
                    f.name,
                    f.basic_blocks,
                    f.instructions,
                    ops.join(" ")
                );
            }
            Ok(Part::Text(s))
        }
        AirView::Ir | AirView::Info => match function {
            Some(name) => Ok(Part::Text(
                m.functions
                    .iter()
                    .find(|(_, f)| f.name == name && !f.is_declaration())
                    .map(|(_, f)| gpu_ir::function_to_string(m, f))
                    .unwrap_or_default(),
            )),
            None => {
                let mut s = format!("; module {index}: {what}");
                if u.entries.len() > 1 {
                    let _ = write!(s, " (also {})", u.entries[1..].join(", "));
                }
                s.push('\n');
                for w in &decoded.warnings {
                    let _ = writeln!(s, "; warning: {w}");
                }
                s.push_str(&gpu_ir::module_to_string(m));
                s.push('\n');
                Ok(Part::Text(s))
            }
        },
    }
}
