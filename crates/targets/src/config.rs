//! The configuration format of `-c <file>` (docs/config.md): strict JSON that merges into
//! (or replaces) the built-in architecture table. Unknown keys are errors: a typo in a
//! configuration must never pass silently.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use crate::{Arch, ArchTable, Platform, TargetError, Vendor, Version};

pub const CONFIG_FORMAT: &str = "metal-nt-targets";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    format: String,
    version: u32,
    #[serde(default)]
    replace: bool,
    archs: Vec<Entry>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    name: String,
    vendor: Option<Vendor>,
    isa: Option<String>,
    chip: Option<String>,
    families: Option<Vec<String>>,
    cputype: Option<u32>,
    cpusubtype: Option<u32>,
    availability: Option<BTreeMap<String, String>>,
}

fn at(origin: &str, pointer: String, message: String) -> TargetError {
    TargetError::Config { origin: origin.to_owned(), line: 0, column: 0, pointer: Some(pointer), message }
}

pub(crate) fn apply(table: ArchTable, text: &str, origin: &str) -> Result<ArchTable, TargetError> {
    let file: File = serde_json::from_str(text).map_err(|e| TargetError::Config {
        origin: origin.to_owned(),
        line: e.line(),
        column: e.column(),
        pointer: None,
        message: e.to_string(),
    })?;
    if file.format != CONFIG_FORMAT {
        return Err(at(
            origin,
            "/format".into(),
            format!("`format` must be \"{CONFIG_FORMAT}\", found {:?}", file.format),
        ));
    }
    if file.version != 1 {
        return Err(at(
            origin,
            "/version".into(),
            format!("unsupported version {} (this build reads version 1)", file.version),
        ));
    }
    let mut archs = if file.replace { Vec::new() } else { table.archs };
    let mut seen = BTreeSet::new();
    for (i, e) in file.archs.into_iter().enumerate() {
        let ptr = |k: &str| format!("/archs/{i}{k}");
        if e.name.is_empty() || !e.name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(at(origin, ptr("/name"), format!("invalid architecture name {:?}", e.name)));
        }
        if !seen.insert(e.name.clone()) {
            return Err(at(origin, ptr("/name"), format!("architecture `{}` is listed twice", e.name)));
        }
        if let Some(f) = &e.families {
            for (j, fam) in f.iter().enumerate() {
                let ok = fam.starts_with(|c: char| c.is_ascii_lowercase())
                    && fam.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
                if !ok {
                    return Err(at(origin, ptr(&format!("/families/{j}")), format!("invalid family name {fam:?}: families are lowercase identifiers such as `apple7`")));
                }
            }
        }
        let mut availability = BTreeMap::new();
        for (p, v) in e.availability.iter().flatten() {
            let platform: Platform = p.parse().map_err(|err: TargetError| {
                at(origin, ptr(&format!("/availability/{p}")), err.to_string())
            })?;
            let version: Version = v.parse().map_err(|err: TargetError| {
                at(origin, ptr(&format!("/availability/{p}")), err.to_string())
            })?;
            availability.insert(platform, version);
        }
        let idx = archs.iter().position(|a| a.name == e.name);
        let arch = match idx {
            Some(k) => &mut archs[k],
            None => {
                let Some(vendor) = e.vendor else {
                    return Err(at(
                        origin,
                        ptr(""),
                        format!("new architecture `{}` needs a `vendor`", e.name),
                    ));
                };
                archs.push(Arch {
                    name: e.name.clone(),
                    vendor,
                    isa: String::new(),
                    chip: None,
                    families: BTreeSet::new(),
                    cputype: Some(vendor.cputype()),
                    cpusubtype: None,
                    availability: BTreeMap::new(),
                });
                let last = archs.len() - 1;
                &mut archs[last]
            }
        };
        if let Some(v) = e.vendor {
            arch.vendor = v;
        }
        if let Some(isa) = e.isa {
            arch.isa = isa;
        }
        if e.chip.is_some() {
            arch.chip = e.chip;
        }
        if let Some(f) = e.families {
            arch.families = f.into_iter().collect();
        }
        if let Some(c) = e.cputype {
            if c != arch.vendor.cputype() {
                return Err(at(
                    origin,
                    ptr("/cputype"),
                    format!(
                        "cputype {c:#x} does not match vendor {} ({:#x})",
                        arch.vendor,
                        arch.vendor.cputype()
                    ),
                ));
            }
            arch.cputype = Some(c);
        }
        if e.cpusubtype.is_some() {
            arch.cpusubtype = e.cpusubtype;
        }
        if !availability.is_empty() {
            arch.availability = availability;
        }
    }
    Ok(ArchTable { archs })
}
