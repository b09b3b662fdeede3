//! The listing model (one struct for both the text and the JSON form, so they cannot
//! disagree) and module extraction.

use anyhow::Result;
use metallib::format::{platform_name, TagName};
use metallib::verify::hex;
use metallib::{Container, HashStatus, Library};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// Version 1 of the JSON listing (docs/metal-objdump.md).
#[derive(Serialize, Debug)]
pub struct Listing {
    pub schema: u32,
    pub file: String,
    /// `metallib`, `air` or `metal-ar`.
    pub format: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub header: Option<HeaderInfo>,
    pub extension: Vec<ExtensionTag>,
    pub functions: Vec<FunctionInfo>,
    /// Modules without a function entry (bare `.air` files and archive members).
    pub modules: Vec<ModuleInfo>,
}

#[derive(Serialize, Debug)]
pub struct HeaderInfo {
    pub version: String,
    pub file_type: String,
    pub stub: bool,
    pub platform: String,
    pub platform_64bit: bool,
    pub os_version: String,
    pub size: u64,
    pub uuid: Option<String>,
}

#[derive(Serialize, Debug)]
pub struct ExtensionTag {
    pub tag: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size: Option<u64>,
    /// For tags pointing to a section: how many entries its u32 count says it has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entries: Option<u32>,
}

#[derive(Serialize, Debug)]
pub struct FunctionInfo {
    pub index: usize,
    pub name: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub air_version: Option<String>,
    pub language_version: Option<String>,
    pub module_size: u64,
    pub hash: Option<String>,
    /// `null` when verification was skipped.
    pub hash_ok: Option<bool>,
    pub tags: Vec<String>,
    pub constants: Vec<ConstantInfo>,
}

#[derive(Serialize, Debug)]
pub struct ConstantInfo {
    pub index: u16,
    pub name: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub active: bool,
}

#[derive(Serialize, Debug)]
pub struct ModuleInfo {
    pub index: usize,
    pub name: String,
    pub size: u64,
    pub wrapped: bool,
}

fn tag_names(tags: &[metallib::Tag<'_>]) -> Vec<String> {
    tags.iter().map(|t| t.name.to_string()).collect()
}

fn metallib_listing(file: &str, lib: &Library<'_>, len: u64, verify: bool) -> Listing {
    let h = &lib.header;
    let statuses = verify.then(|| metallib::verify_hashes(lib));
    let extension = lib
        .extension
        .iter()
        .flatten()
        .enumerate()
        .map(|(ti, t)| {
            let section = lib.sections.iter().find(|s| s.tag == ti);
            let count = section
                .filter(|_| matches!(t.name, TagName::RLST | TagName::SLST | TagName::HSRC | TagName::HSRD))
                .and_then(|s| s.bytes.get(..4))
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
            ExtensionTag {
                tag: t.name.to_string(),
                size: section.map(|s| s.bytes.len() as u64),
                entries: count,
            }
        })
        .collect();
    let functions = lib
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let v = f.versions();
            FunctionInfo {
                index: i,
                name: f.name.to_string(),
                ty: f.type_name(),
                air_version: v.map(|v| format!("{}.{}", v[0], v[1])),
                language_version: v.map(|v| format!("{}.{}", v[2], v[3])),
                module_size: lib.module_of(f).len() as u64,
                hash: f.hash().map(hex),
                hash_ok: statuses.as_ref().map(|s| s.get(i).copied().is_some_and(HashStatus::is_ok)),
                tags: tag_names(&f.tags),
                constants: lib
                    .constants(f)
                    .iter()
                    .map(|c| ConstantInfo {
                        index: c.index,
                        name: c.name.to_string(),
                        ty: c.type_name(),
                        active: c.active,
                    })
                    .collect(),
            }
        })
        .collect();
    Listing {
        schema: 1,
        file: file.to_string(),
        format: "metallib",
        header: Some(HeaderInfo {
            version: h.version.to_string(),
            file_type: h.file_type.name(),
            stub: h.stub,
            platform: platform_name(h.platform),
            platform_64bit: h.platform_64bit,
            os_version: format!("{}.{}.{}", h.os_version.0, h.os_version.1, h.os_version.2),
            size: len,
            uuid: lib.uuid().map(hex),
        }),
        extension,
        functions,
        modules: Vec::new(),
    }
}

/// Builds the listing of any container.
pub fn listing(file: &str, c: &Container<'_>, len: u64, verify: bool) -> Listing {
    match c {
        Container::MetalLib(lib) => metallib_listing(file, lib, len, verify),
        Container::Air(m) => Listing {
            schema: 1,
            file: file.to_string(),
            format: "air",
            header: None,
            extension: Vec::new(),
            functions: Vec::new(),
            modules: vec![ModuleInfo {
                index: 0,
                name: file.to_string(),
                size: m.bytes.len() as u64,
                wrapped: m.wrapper.is_some(),
            }],
        },
        Container::Archive(members) => Listing {
            schema: 1,
            file: file.to_string(),
            format: "metal-ar",
            header: None,
            extension: Vec::new(),
            functions: Vec::new(),
            modules: members
                .iter()
                .enumerate()
                .map(|(i, m)| ModuleInfo {
                    index: i,
                    name: m.name.clone(),
                    size: m.module.bytes.len() as u64,
                    wrapped: m.module.wrapper.is_some(),
                })
                .collect(),
        },
    }
}

pub fn render_text(l: &Listing) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", l.file, l.format);
    if let Some(h) = &l.header {
        let _ = writeln!(
            s,
            "  container {} {}{}, {} {}{}, {} bytes",
            h.version,
            h.file_type,
            if h.stub { " (stub)" } else { "" },
            h.platform,
            h.os_version,
            if h.platform_64bit { " 64-bit" } else { "" },
            h.size
        );
        if let Some(u) = &h.uuid {
            let _ = writeln!(s, "  uuid {u}");
        }
    }
    if !l.extension.is_empty() {
        let tags: Vec<String> = l
            .extension
            .iter()
            .map(|e| match (e.size, e.entries) {
                (Some(size), Some(n)) => format!("{} ({size} bytes, {n} entries)", e.tag),
                (Some(size), None) => format!("{} ({size} bytes)", e.tag),
                _ => e.tag.clone(),
            })
            .collect();
        let _ = writeln!(s, "  header extension: {}", tags.join(", "));
    }
    if l.format == "metallib" {
        let ok = l.functions.iter().filter(|f| f.hash_ok == Some(true)).count();
        let checked = l.functions.iter().filter(|f| f.hash_ok.is_some()).count();
        let _ = write!(s, "  {} functions", l.functions.len());
        if checked > 0 {
            let _ = write!(s, ", {ok}/{checked} hashes verified");
        }
        s.push('\n');
    }
    for f in &l.functions {
        let hash = match f.hash_ok {
            Some(true) => "hash ok",
            Some(false) if f.hash.is_some() => "HASH MISMATCH",
            Some(false) => "no hash",
            None => "hash unchecked",
        };
        let _ = writeln!(
            s,
            "  {:>5}  {:<12} air {:<5} msl {:<5} {:>9} B  {:<14} {}",
            f.index,
            f.ty,
            f.air_version.as_deref().unwrap_or("-"),
            f.language_version.as_deref().unwrap_or("-"),
            f.module_size,
            hash,
            f.name
        );
        for c in &f.constants {
            let _ = writeln!(
                s,
                "         constant {} {}: {}{}",
                c.index,
                c.name,
                c.ty,
                if c.active { "" } else { " (inactive)" }
            );
        }
    }
    for m in &l.modules {
        let _ = writeln!(
            s,
            "  module {}  {} B{}  {}",
            m.index,
            m.size,
            if m.wrapped { "" } else { " (unwrapped)" },
            m.name
        );
    }
    s
}

#[derive(Serialize)]
struct IndexEntry {
    index: usize,
    file: String,
    name: String,
    #[serde(rename = "type")]
    ty: String,
}

/// Writes `DIR/<index>.air` for every module and `DIR/index.json`, all or nothing.
pub fn extract(dir: &Path, c: &Container<'_>, listing: &Listing) -> Result<()> {
    let modules: Vec<(&[u8], String, String)> = match c {
        Container::MetalLib(lib) => lib
            .functions
            .iter()
            .zip(&listing.functions)
            .map(|(f, info)| (lib.module_of(f), f.name.to_string(), info.ty.clone()))
            .collect(),
        Container::Air(m) => vec![(m.bytes, listing.file.clone(), "module".into())],
        Container::Archive(members) => {
            members.iter().map(|m| (m.module.bytes, m.name.clone(), "module".into())).collect()
        }
    };
    let mut index = Vec::with_capacity(modules.len());
    let mut files = Vec::with_capacity(modules.len() + 1);
    for (i, (bytes, name, ty)) in modules.into_iter().enumerate() {
        let file = format!("{i}.air");
        files.push((file.clone(), bytes));
        index.push(IndexEntry { index: i, file, name, ty });
    }
    let mut json = serde_json::to_string_pretty(&index)?;
    json.push('\n');
    files.push(("index.json".to_string(), json.as_bytes()));
    crate::outdir::write_all(dir, &files)
}
