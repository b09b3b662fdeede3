//! The MetalLib writer: lays a [`Library`] out in its recorded region order and derives
//! every offset and size (header fields, `OFFT`, `MDSZ`, header-extension section
//! pointers, group sizes in the library's convention) from that layout. Everything else — tag order, unknown tags,
//! uninterpreted sections, padding — is written as the model holds it, which is what makes
//! read-then-write reproduce a file byte for byte.

use crate::error::WriteError;
use crate::format::{TagName, ENDT, HEADER_SIZE, MAGIC};
use crate::model::{GroupSizing, Library, Region, Tag};

fn tag_size(t: &Tag<'_>) -> usize {
    4 + if t.name.has_u32_size() { 4 } else { 2 } + t.value.len()
}

fn tags_size(tags: &[Tag<'_>]) -> usize {
    tags.iter().map(tag_size).sum::<usize>() + 4
}

fn group_size(tags: &[Tag<'_>]) -> usize {
    4 + tags_size(tags)
}

fn check_tags(tags: &[Tag<'_>], what: &dyn Fn() -> String) -> Result<(), WriteError> {
    for t in tags {
        let max = if t.name.has_u32_size() { u32::MAX as usize } else { u16::MAX as usize };
        if t.value.len() > max {
            return Err(WriteError::TooLarge {
                what: format!("{} tag {}", what(), t.name),
                len: t.value.len() as u64,
            });
        }
    }
    Ok(())
}

/// Prefix sums: the offset of each item and the total.
fn offsets(sizes: impl Iterator<Item = usize>) -> (Vec<u64>, u64) {
    let mut out = Vec::new();
    let mut pos = 0u64;
    for s in sizes {
        out.push(pos);
        pos += s as u64;
    }
    (out, pos)
}

/// Serializes a library.
pub fn write(lib: &Library<'_>) -> Result<Vec<u8>, WriteError> {
    for (i, f) in lib.functions.iter().enumerate() {
        check_tags(&f.tags, &|| format!("function {i}"))?;
        for (t, expected) in [(TagName::OFFT, 24), (TagName::MDSZ, 8)] {
            if let Some(v) = f.tag(t).filter(|v| v.len() != expected) {
                return Err(WriteError::TagSize { index: i, tag: t, expected, found: v.len() });
            }
        }
        for (what, target, count) in [
            ("module", f.module, lib.modules.len()),
            ("public metadata group", f.public_metadata, lib.public_metadata.len()),
            ("private metadata group", f.private_metadata, lib.private_metadata.len()),
        ] {
            if target >= count {
                return Err(WriteError::BadReference { index: i, what, target, count });
            }
        }
        if lib.modules[f.module].padding {
            return Err(WriteError::Invalid(format!(
                "function {i} refers to a padding piece of the module list"
            )));
        }
    }
    if let Some(ext) = &lib.extension {
        check_tags(ext, &|| "header extension".into())?;
    }
    for (gi, g) in lib.public_metadata.iter().enumerate() {
        check_tags(&g.tags, &|| format!("public metadata group {gi}"))?;
    }
    for (gi, g) in lib.private_metadata.iter().enumerate() {
        check_tags(&g.tags, &|| format!("private metadata group {gi}"))?;
    }

    let list_size = 4 + lib.functions.iter().map(|f| group_size(&f.tags)).sum::<usize>();
    let ext_size = lib.extension.as_ref().map(|e| tags_size(e)).unwrap_or(0);
    let (pub_offsets, pub_size) = offsets(lib.public_metadata.iter().map(|g| group_size(&g.tags)));
    let (priv_offsets, priv_size) = offsets(lib.private_metadata.iter().map(|g| group_size(&g.tags)));
    let (module_offsets, modules_size) = offsets(lib.modules.iter().map(|p| p.bytes.len()));
    let size_of = |r: &Region<'_>| -> u64 {
        match r {
            Region::FunctionList => list_size as u64,
            Region::HeaderExtension => ext_size as u64,
            Region::PublicMetadata => pub_size,
            Region::PrivateMetadata => priv_size,
            Region::Modules => modules_size,
            Region::Section(i) => lib.sections.get(*i).map(|s| s.bytes.len() as u64).unwrap_or(0),
            Region::Padding(b) => b.len() as u64,
        }
    };

    // Region offsets from the layout.
    let mut at = [None::<u64>; 5];
    let mut section_at = vec![None::<u64>; lib.sections.len()];
    let mut pos = HEADER_SIZE as u64;
    for r in &lib.layout {
        let slot = match r {
            Region::FunctionList => Some(0),
            Region::HeaderExtension => Some(1),
            Region::PublicMetadata => Some(2),
            Region::PrivateMetadata => Some(3),
            Region::Modules => Some(4),
            Region::Section(i) => {
                let s = section_at.get_mut(*i).ok_or_else(|| {
                    WriteError::Invalid(format!("layout names section {i}, which does not exist"))
                })?;
                if s.replace(pos).is_some() {
                    return Err(WriteError::Invalid(format!("layout names section {i} twice")));
                }
                None
            }
            Region::Padding(_) => None,
        };
        if let Some(k) = slot {
            if at[k].replace(pos).is_some() {
                return Err(WriteError::Invalid(format!("layout names {r:?} twice")));
            }
        }
        pos += size_of(r);
    }
    let total = pos;
    let need =
        |k: usize, name: &str| at[k].ok_or_else(|| WriteError::Invalid(format!("layout has no {name}")));
    let fl_at = need(0, "function list")?;
    let pub_at = need(2, "public metadata")?;
    let priv_at = need(3, "private metadata")?;
    let mod_at = need(4, "module list")?;
    match (&lib.extension, at[1]) {
        (Some(_), None) => return Err(WriteError::Invalid("layout has no header extension".into())),
        (None, Some(_)) => {
            return Err(WriteError::Invalid("layout has a header extension, the library none".into()))
        }
        _ => {}
    }
    if let Some(i) = section_at.iter().position(Option::is_none) {
        return Err(WriteError::Invalid(format!("section {i} is not in the layout")));
    }

    let mut out = Vec::with_capacity(total as usize);
    out.extend_from_slice(&MAGIC);
    let h = &lib.header;
    out.extend_from_slice(&((h.version.major & 0x7fff) | if h.macos { 0x8000 } else { 0 }).to_le_bytes());
    out.extend_from_slice(&h.version.minor.to_le_bytes());
    out.extend_from_slice(&h.version.patch.to_le_bytes());
    out.push((h.file_type.bits() & 0x7f) | if h.stub { 0x80 } else { 0 });
    out.push((h.platform & 0x7f) | if h.platform_64bit { 0x80 } else { 0 });
    out.extend_from_slice(&h.os_version.0.to_le_bytes());
    out.push(h.os_version.1);
    out.push(h.os_version.2);
    for v in [total, fl_at, list_size as u64 - 4, pub_at, pub_size, priv_at, priv_size, mod_at, modules_size]
    {
        out.extend_from_slice(&v.to_le_bytes());
    }

    let put_tag = |out: &mut Vec<u8>, t: &Tag<'_>, value: &[u8]| {
        out.extend_from_slice(&t.name.0);
        if t.name.has_u32_size() {
            out.extend_from_slice(&(value.len() as u32).to_le_bytes());
        } else {
            out.extend_from_slice(&(value.len() as u16).to_le_bytes());
        }
        out.extend_from_slice(value);
    };
    let put_group = |out: &mut Vec<u8>, tags: &[Tag<'_>], sizing: GroupSizing| {
        out.extend_from_slice(&(sizing.field(tags_size(tags)) as u32).to_le_bytes());
        for t in tags {
            put_tag(out, t, t.value);
        }
        out.extend_from_slice(&ENDT.0);
    };

    for r in &lib.layout {
        match r {
            Region::FunctionList => {
                out.extend_from_slice(&(lib.functions.len() as u32).to_le_bytes());
                for f in &lib.functions {
                    let size = GroupSizing::Inclusive.field(tags_size(&f.tags));
                    out.extend_from_slice(&(size as u32).to_le_bytes());
                    for t in &f.tags {
                        match t.name {
                            TagName::OFFT => {
                                let mut v = [0u8; 24];
                                v[..8].copy_from_slice(&pub_offsets[f.public_metadata].to_le_bytes());
                                v[8..16].copy_from_slice(&priv_offsets[f.private_metadata].to_le_bytes());
                                v[16..].copy_from_slice(&module_offsets[f.module].to_le_bytes());
                                put_tag(&mut out, t, &v);
                            }
                            TagName::MDSZ => put_tag(
                                &mut out,
                                t,
                                &(lib.modules[f.module].bytes.len() as u64).to_le_bytes(),
                            ),
                            _ => put_tag(&mut out, t, t.value),
                        }
                    }
                    out.extend_from_slice(&ENDT.0);
                }
            }
            Region::HeaderExtension => {
                for (ti, t) in lib.extension.iter().flatten().enumerate() {
                    if t.name.is_section_pointer() && t.value.len() == 16 {
                        let s = lib
                            .sections
                            .iter()
                            .position(|s| s.tag == ti)
                            .ok_or(WriteError::MissingSection(t.name))?;
                        let mut v = [0u8; 16];
                        v[..8].copy_from_slice(&section_at[s].unwrap_or(0).to_le_bytes());
                        v[8..].copy_from_slice(&(lib.sections[s].bytes.len() as u64).to_le_bytes());
                        put_tag(&mut out, t, &v);
                    } else {
                        put_tag(&mut out, t, t.value);
                    }
                }
                out.extend_from_slice(&ENDT.0);
            }
            Region::PublicMetadata => {
                lib.public_metadata.iter().for_each(|g| put_group(&mut out, &g.tags, lib.public_sizing))
            }
            Region::PrivateMetadata => {
                lib.private_metadata.iter().for_each(|g| put_group(&mut out, &g.tags, lib.private_sizing))
            }
            Region::Modules => lib.modules.iter().for_each(|p| out.extend_from_slice(p.bytes)),
            Region::Section(i) => out.extend_from_slice(lib.sections[*i].bytes),
            Region::Padding(b) => out.extend_from_slice(b),
        }
    }
    debug_assert_eq!(out.len() as u64, total);
    Ok(out)
}
