//! The configuration format of `metal-nt -c <file>` (docs/config.md): strict JSON that
//! merges into, or replaces, the architecture table. Unknown keys, duplicate keys and
//! malformed values are errors: a typo in a configuration must never pass silently.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

use crate::{locate, Arch, ArchTable, Platform, TargetError, Vendor, Version};

/// The value of the `format` member.
pub const CONFIG_FORMAT: &str = "metal-nt-targets";
/// The only `version` this build reads.
pub const CONFIG_VERSION: u32 = 1;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    // Both checked on the untyped value first, for better messages; listed here so that
    // they are required and not unknown keys.
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
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
    availability: Option<Pairs>,
}

/// A JSON object of strings, in file order, rejecting duplicate keys (serde_json would
/// keep the last one silently).
#[derive(Debug)]
struct Pairs(Vec<(String, String)>);

impl<'de> Deserialize<'de> for Pairs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Pairs;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object mapping platform names to version strings")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Pairs, A::Error> {
                let mut pairs: Vec<(String, String)> = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, String>()? {
                    if pairs.iter().any(|(seen, _)| *seen == k) {
                        return Err(de::Error::custom(format!("duplicate platform `{k}`")));
                    }
                    pairs.push((k, v));
                }
                Ok(Pairs(pairs))
            }
        }
        d.deserialize_map(V)
    }
}

/// Builds errors that point into one configuration text.
struct Errors<'a> {
    text: &'a str,
    origin: &'a str,
}

impl Errors<'_> {
    fn at(&self, pointer: &str, at_key: bool, message: impl Into<String>) -> TargetError {
        let offset = locate::offset(self.text, pointer, at_key).unwrap_or(0);
        let (line, column) = diagnostics::LineIndex::new(self.text).line_col(self.text, offset);
        TargetError::Config {
            origin: self.origin.to_owned(),
            line,
            column,
            pointer: (!pointer.is_empty()).then(|| pointer.to_owned()),
            message: message.into(),
        }
    }

    fn json(&self, e: &serde_json::Error) -> TargetError {
        let full = e.to_string();
        // serde_json appends the position, which `TargetError::Config` shows in front.
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        let message = full.strip_suffix(&suffix).unwrap_or(&full).to_owned();
        TargetError::Config {
            origin: self.origin.to_owned(),
            line: e.line().max(1),
            column: e.column().max(1),
            pointer: None,
            message,
        }
    }
}

fn is_lower_ident(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

pub(crate) fn apply(table: ArchTable, text: &str, origin: &str) -> Result<ArchTable, TargetError> {
    let err = Errors { text, origin };

    // A first, shape-agnostic pass: syntax errors, and a clear message when the file is
    // not a configuration at all (say, a pipelines script given to `-c`).
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| err.json(&e))?;
    let Some(root) = value.as_object() else {
        return Err(err.at("", false, "a configuration is a JSON object (docs/config.md)"));
    };
    match root.get("format") {
        Some(serde_json::Value::String(f)) if f == CONFIG_FORMAT => {}
        Some(other) => {
            return Err(err.at(
                "/format",
                false,
                format!("`format` must be \"{CONFIG_FORMAT}\", found {other}: this is not a metal-nt-targets configuration"),
            ))
        }
        None => {
            return Err(err.at(
                "",
                false,
                format!("missing `format`: a configuration starts with {{\"format\": \"{CONFIG_FORMAT}\", \"version\": {CONFIG_VERSION}, …}}"),
            ))
        }
    }

    // Checked before the strict pass, whose unknown-key errors would hide that a newer
    // format is the reason.
    if let Some(version) = root.get("version").and_then(serde_json::Value::as_u64) {
        if version != u64::from(CONFIG_VERSION) {
            return Err(err.at(
                "/version",
                false,
                format!("unsupported version {version} (this build reads version {CONFIG_VERSION})"),
            ));
        }
    }

    let file: File = serde_json::from_str(text).map_err(|e| err.json(&e))?;

    let replace = file.replace;
    let mut archs = if replace { Vec::new() } else { table.archs };
    let mut seen = BTreeSet::new();
    for (i, entry) in file.archs.into_iter().enumerate() {
        let at = |suffix: &str| format!("/archs/{i}{suffix}");
        let name = entry.name.clone();

        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            return Err(err.at(
                &at("/name"),
                false,
                format!("invalid architecture name {name:?}: names are lowercase letters, digits and `_`"),
            ));
        }
        if !seen.insert(name.clone()) {
            return Err(err.at(&at("/name"), false, format!("architecture `{name}` is listed twice")));
        }

        let families = match &entry.families {
            None => None,
            Some(list) => {
                let mut set = BTreeSet::new();
                for (j, family) in list.iter().enumerate() {
                    if !is_lower_ident(family) {
                        return Err(err.at(
                            &at(&format!("/families/{j}")),
                            false,
                            format!("invalid family name {family:?}: families are lowercase identifiers such as `apple7` or `metal3`"),
                        ));
                    }
                    if !set.insert(family.clone()) {
                        return Err(err.at(
                            &at(&format!("/families/{j}")),
                            false,
                            format!("family `{family}` is listed twice"),
                        ));
                    }
                }
                Some(set)
            }
        };

        let availability = match &entry.availability {
            None => None,
            Some(Pairs(pairs)) => {
                let mut map = BTreeMap::new();
                for (platform, version) in pairs {
                    let key = at(&format!("/availability/{}", pointer_token(platform)));
                    let p: Platform =
                        platform.parse().map_err(|e: TargetError| err.at(&key, true, e.to_string()))?;
                    let v: Version =
                        version.parse().map_err(|e: TargetError| err.at(&key, false, e.to_string()))?;
                    map.insert(p, v);
                }
                Some(map)
            }
        };

        for (field, value) in [("isa", &entry.isa), ("chip", &entry.chip)] {
            if value.as_deref().is_some_and(str::is_empty) {
                return Err(err.at(&at(&format!("/{field}")), false, format!("`{field}` must not be empty")));
            }
        }

        let arch = match archs.iter().position(|a| a.name == name) {
            Some(k) => &mut archs[k],
            None => {
                let Some(vendor) = entry.vendor else {
                    let message = if replace {
                        format!("`{name}` needs a `vendor`: with \"replace\": true every architecture is new")
                    } else {
                        let close =
                            diagnostics::close_matches(&name, archs.iter().map(|a| a.name.as_str()), 1);
                        let hint = match close.first() {
                            Some(c) => format!(" (did you mean `{c}`?)"),
                            None => String::new(),
                        };
                        format!("`{name}` is not a known architecture{hint}; to add it, give its `vendor`")
                    };
                    return Err(err.at(&at("/name"), false, message));
                };
                archs.push(Arch {
                    name: name.clone(),
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

        if let Some(vendor) = entry.vendor {
            if !name.starts_with(vendor.prefix()) {
                return Err(err.at(
                    &at("/vendor"),
                    false,
                    format!(
                        "`{name}` is not a {vendor} architecture: {vendor} names start with `{}`",
                        vendor.prefix()
                    ),
                ));
            }
            if arch.vendor != vendor {
                arch.vendor = vendor;
                arch.cputype = Some(vendor.cputype());
            }
        }
        if let Some(cputype) = entry.cputype {
            let expected = arch.vendor.cputype();
            if cputype != expected {
                return Err(err.at(
                    &at("/cputype"),
                    false,
                    format!(
                        "cputype {cputype} ({cputype:#x}) does not match vendor {}, whose cputype is {expected} ({expected:#x})",
                        arch.vendor
                    ),
                ));
            }
            arch.cputype = Some(cputype);
        }
        if let Some(sub) = entry.cpusubtype {
            arch.cpusubtype = Some(sub);
        }
        if let Some(isa) = entry.isa {
            arch.isa = isa;
        } else if arch.isa.is_empty() && arch.vendor == Vendor::Apple {
            // formats.md §4.1: the low nibble of an Apple subtype is the AGX generation.
            if let Some(sub) = arch.cpusubtype {
                arch.isa = format!("agx{}", sub & 0xf);
            }
        }
        if let Some(chip) = entry.chip {
            arch.chip = Some(chip);
        }
        if let Some(families) = families {
            arch.families = families;
        }
        if let Some(availability) = availability {
            arch.availability = availability;
        }
    }
    Ok(ArchTable { archs })
}

/// RFC 6901 escaping of one reference token.
fn pointer_token(s: &str) -> String {
    let mut out = String::new();
    diagnostics::escape_pointer_token(s, &mut out);
    out
}
