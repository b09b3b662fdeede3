//! The MetalLib reader: checks every offset and size against the file before using it,
//! borrows every byte string from the input (the file is usually memory-mapped), and
//! records the file's layout so that the writer can reproduce it.
//!
//! Extents come from the authoritative fields (header offsets and sizes, `OFFT`, `MDSZ`,
//! each group's `ENDT`); redundant ones must agree with them under a convention some
//! toolchain wrote (metadata group sizes counting themselves or not), or are kept as they
//! are and reported as [`Warning`]s (bitcode wrapper sizes, unclaimed module-list bytes).
//!
//! Allocation is bounded by the input: counts read from the file only size a vector up to
//! what the remaining bytes could hold.

use crate::error::Warning;
use crate::error::{Place, Problem, ReadError};
use crate::format::{FileType, FunctionType, TagName, BITCODE_WRAPPER_MAGIC, ENDT, HEADER_SIZE, MAGIC};
use crate::model::{
    decode_constants, FileVersion, Function, Group, GroupSizing, Header, Library, Piece, Region, Section, Tag,
};

/// The smallest group: a u32 size and `ENDT`.
const MIN_GROUP: usize = 8;

/// Reads a whole MetalLib.
pub fn read(data: &[u8]) -> Result<Library<'_>, ReadError> {
    Reader { data }.library()
}

struct Reader<'a> {
    data: &'a [u8],
}

fn err(offset: usize, place: Place, problem: Problem) -> ReadError {
    ReadError { offset: offset as u64, place, problem }
}

impl<'a> Reader<'a> {
    fn bytes(
        &self,
        at: usize,
        n: usize,
        limit: usize,
        what: &'static str,
        place: &Place,
    ) -> Result<&'a [u8], ReadError> {
        match at.checked_add(n) {
            Some(end) if end <= limit => Ok(&self.data[at..end]),
            _ => {
                let needed = (at as u64 + n as u64).saturating_sub(limit as u64);
                let problem = if limit >= self.data.len() {
                    Problem::UnexpectedEnd { what, needed }
                } else {
                    Problem::PastRegion { what, needed, end: limit as u64 }
                };
                Err(err(at, place.clone(), problem))
            }
        }
    }

    fn u16(&self, at: usize, limit: usize, what: &'static str, place: &Place) -> Result<u16, ReadError> {
        let b = self.bytes(at, 2, limit, what, place)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&self, at: usize, limit: usize, what: &'static str, place: &Place) -> Result<u32, ReadError> {
        let b = self.bytes(at, 4, limit, what, place)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64_at(&self, at: usize) -> u64 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&self.data[at..at + 8]);
        u64::from_le_bytes(w)
    }

    /// Reads tags from `pos` up to and including `ENDT`, all within `limit`. Returns the
    /// tags and the position after `ENDT`.
    fn tags(
        &self,
        mut pos: usize,
        limit: usize,
        place: impl Fn(Option<TagName>) -> Place,
    ) -> Result<(Vec<Tag<'a>>, usize), ReadError> {
        let mut tags = Vec::new();
        loop {
            let name = self.bytes(pos, 4, limit, "a tag name", &place(None))?;
            let name = TagName([name[0], name[1], name[2], name[3]]);
            if name == ENDT {
                return Ok((tags, pos + 4));
            }
            let here = place(Some(name));
            let (len, header) = if name.has_u32_size() {
                (self.u32(pos + 4, limit, "a u32 tag size", &here)? as usize, 8)
            } else {
                (self.u16(pos + 4, limit, "a u16 tag size", &here)? as usize, 6)
            };
            let value = self.bytes(pos + header, len, limit, "a tag value", &here)?;
            tags.push(Tag { name, value });
            pos += header + len;
        }
    }

    /// Reads one sized group (u32 size, tags, `ENDT`) at `pos`, within `limit`. The `ENDT`
    /// locates the group's end; the size field, which is redundant with it, must agree under
    /// one of the two conventions, which is returned with the tags and the end.
    fn sized_group(
        &self,
        pos: usize,
        limit: usize,
        place: impl Fn(Option<TagName>) -> Place,
    ) -> Result<(Vec<Tag<'a>>, usize, GroupSizing), ReadError> {
        let size = self.u32(pos, limit, "a group size", &place(None))? as usize;
        let (tags, end) = self.tags(pos + 4, limit, &place)?;
        let body = end - pos - 4;
        let sizing = GroupSizing::detect(size, body).ok_or_else(|| {
            err(
                pos,
                place(None),
                Problem::Invalid(format!(
                    "group size says {size} bytes, but its tags and ENDT end {body} bytes after the \
                     size field (a size counts {} with the field itself, {body} without)",
                    body + 4
                )),
            )
        })?;
        Ok((tags, end, sizing))
    }

    fn range(&self, field_at: usize, what: &'static str) -> Result<(usize, usize), ReadError> {
        let off = self.u64_at(field_at);
        let size = self.u64_at(field_at + 8);
        let len = self.data.len() as u64;
        if off < HEADER_SIZE as u64 || off.checked_add(size).is_none_or(|e| e > len) {
            return Err(err(
                field_at,
                Place::Header,
                Problem::OutOfBounds {
                    what,
                    start: off,
                    len: size,
                    within: "the file after the header",
                    limit_start: HEADER_SIZE as u64,
                    limit_end: len,
                },
            ));
        }
        Ok((off as usize, size as usize))
    }

    fn library(&self) -> Result<Library<'a>, ReadError> {
        let d = self.data;
        let h = self.bytes(0, HEADER_SIZE.min(d.len().max(4)), d.len(), "the header", &Place::Header)?;
        if h[..4] != MAGIC {
            return Err(err(0, Place::Header, Problem::Invalid("no MTLB magic".into())));
        }
        self.bytes(0, HEADER_SIZE, d.len(), "the 88-byte header", &Place::Header)?;
        let word = |i: usize| u16::from_le_bytes([d[i], d[i + 1]]);
        let header = Header {
            version: FileVersion { major: word(4) & 0x7fff, minor: word(6), patch: word(8) },
            macos: word(4) & 0x8000 != 0,
            file_type: FileType::from_bits(d[10] & 0x7f),
            stub: d[10] & 0x80 != 0,
            platform: d[11] & 0x7f,
            platform_64bit: d[11] & 0x80 != 0,
            os_version: (word(12), d[14], d[15]),
        };
        let file_size = self.u64_at(16);
        if file_size != d.len() as u64 {
            return Err(err(
                16,
                Place::Header,
                Problem::FileSize { header: file_size, actual: d.len() as u64 },
            ));
        }
        let (fl_off, fl_size) = self.range(24, "function list")?;
        let (pub_off, pub_size) = self.range(40, "public metadata")?;
        let (priv_off, priv_size) = self.range(56, "private metadata")?;
        let (mod_off, mod_size) = self.range(72, "module list")?;
        let list_end = fl_off.checked_add(4 + fl_size).filter(|&e| e <= d.len()).ok_or_else(|| {
            err(32, Place::Header, Problem::Invalid("function list runs past the file".into()))
        })?;

        // Function list.
        let count = self.u32(fl_off, list_end, "the function count", &Place::FunctionList)? as usize;
        let mut raw = Vec::with_capacity(count.min(fl_size / MIN_GROUP));
        let mut pos = fl_off + 4;
        for index in 0..count {
            let i = index as u32;
            let (tags, end, sizing) =
                self.sized_group(pos, list_end, |tag| Place::Function { index: i, tag })?;
            // Every known toolchain counts the size field itself in function groups.
            if sizing != GroupSizing::Inclusive {
                return Err(err(
                    pos,
                    Place::Function { index: i, tag: None },
                    Problem::Invalid(format!(
                        "group size {} does not count its own 4 bytes, as function groups do",
                        end - pos - 4
                    )),
                ));
            }
            raw.push((pos, tags));
            pos = end;
        }
        if pos != list_end {
            return Err(err(
                pos,
                Place::FunctionList,
                Problem::Invalid(format!(
                    "{count} functions end at {pos:#x}, but the header says the list ends at {list_end:#x}"
                )),
            ));
        }

        // Header extension: present when the public metadata does not start right after
        // the list.
        let mut extension_len = 0;
        let extension = if list_end != pub_off && list_end < d.len() {
            let limit = [pub_off, priv_off, mod_off, d.len()].into_iter().filter(|&o| o > list_end).min();
            let (tags, end) =
                self.tags(list_end, limit.unwrap_or(d.len()), |tag| Place::HeaderExtension { tag })?;
            extension_len = end - list_end;
            for t in &tags {
                let want = match t.name {
                    TagName::UUID => Some(16),
                    n if n.is_section_pointer() => Some(16),
                    _ => None,
                };
                if let Some(expected) = want.filter(|&w| w != t.value.len()) {
                    let at = offset_in(d, t.value) - 6;
                    return Err(err(
                        at,
                        Place::HeaderExtension { tag: Some(t.name) },
                        Problem::TagSize { tag: t.name, expected, found: t.value.len() },
                    ));
                }
            }
            Some(tags)
        } else {
            None
        };

        let (public_metadata, public_sizing) =
            self.groups(pub_off, pub_size, |group, tag| Place::PublicMetadata { group, tag })?;
        for (gi, (_, g)) in public_metadata.iter().enumerate() {
            if let Some(v) = g.get(TagName::CNST) {
                if let Err((at, msg)) = decode_constants(v) {
                    return Err(err(
                        offset_in(d, v) + at,
                        Place::PublicMetadata { group: gi as u32, tag: Some(TagName::CNST) },
                        Problem::Invalid(msg),
                    ));
                }
            }
        }
        let (private_metadata, private_sizing) =
            self.groups(priv_off, priv_size, |group, tag| Place::PrivateMetadata { group, tag })?;

        // Functions: check known tags, then find their metadata groups and modules.
        struct Pending<'a> {
            tags: Vec<Tag<'a>>,
            name: &'a str,
            ty: Option<FunctionType>,
            offt: [u64; 3],
            offt_at: usize,
            mdsz: Option<u64>,
        }
        let mut pending = Vec::with_capacity(raw.len());
        for (index, (group_at, tags)) in raw.into_iter().enumerate() {
            let i = index as u32;
            let place = |tag: TagName| Place::Function { index: i, tag: Some(tag) };
            for t in &tags {
                let expected = match t.name {
                    TagName::TYPE | TagName::TESS | TagName::LAYR => 1,
                    TagName::HASH => 32,
                    TagName::OFFT => 24,
                    TagName::VERS | TagName::MDSZ | TagName::SOFF | TagName::RFLT => 8,
                    _ => continue,
                };
                if t.value.len() != expected {
                    return Err(err(
                        offset_in(d, t.value) - 6,
                        place(t.name),
                        Problem::TagSize { tag: t.name, expected, found: t.value.len() },
                    ));
                }
            }
            let find = |n: TagName| tags.iter().find(|t| t.name == n).map(|t| t.value);
            let name_v = find(TagName::NAME).ok_or_else(|| {
                err(group_at, Place::Function { index: i, tag: None }, Problem::MissingTag(TagName::NAME))
            })?;
            let name = match name_v.split_last() {
                Some((0, s)) => std::str::from_utf8(s).map_err(|_| {
                    err(
                        offset_in(d, name_v),
                        place(TagName::NAME),
                        Problem::Invalid("name is not UTF-8".into()),
                    )
                })?,
                _ => {
                    return Err(err(
                        offset_in(d, name_v),
                        place(TagName::NAME),
                        Problem::Invalid("name is not NUL-terminated".into()),
                    ))
                }
            };
            let offt_v = find(TagName::OFFT).ok_or_else(|| {
                err(group_at, Place::Function { index: i, tag: None }, Problem::MissingTag(TagName::OFFT))
            })?;
            let q = |v: &[u8], k: usize| {
                let mut w = [0u8; 8];
                w.copy_from_slice(&v[k * 8..k * 8 + 8]);
                u64::from_le_bytes(w)
            };
            pending.push(Pending {
                name,
                ty: find(TagName::TYPE).map(|v| FunctionType::from_byte(v[0])),
                offt: [q(offt_v, 0), q(offt_v, 1), q(offt_v, 2)],
                offt_at: offset_in(d, offt_v),
                mdsz: find(TagName::MDSZ).map(|v| q(v, 0)),
                tags,
            });
        }

        let group_index = |groups: &[(usize, Group<'a>)],
                           rel: u64,
                           which: &'static str,
                           p: &Pending<'a>,
                           i: u32,
                           field: usize| {
            groups.binary_search_by_key(&rel, |(o, _)| *o as u64).map_err(|_| {
                err(
                    p.offt_at + field * 8,
                    Place::Function { index: i, tag: Some(TagName::OFFT) },
                    Problem::Invalid(format!("{which} offset {rel:#x} is not the start of a metadata group")),
                )
            })
        };

        let mut warnings = Vec::new();
        // A start past the list would otherwise show up as an overrun of the module before
        // it (without MDSZ a module runs to the next start): blame the function that has it.
        if let Some((k, p)) = pending.iter().enumerate().find(|(_, p)| p.offt[2] > mod_size as u64) {
            return Err(err(
                p.offt_at + 16,
                Place::Function { index: k as u32, tag: Some(TagName::OFFT) },
                Problem::OutOfBounds {
                    what: "module",
                    start: p.offt[2],
                    len: p.mdsz.unwrap_or(0),
                    within: "the module list",
                    limit_start: 0,
                    limit_end: mod_size as u64,
                },
            ));
        }
        // Modules: the distinct (offset, size) pairs, in offset order, tile the module list
        // with padding in any gaps.
        let mut order: Vec<usize> = (0..pending.len()).collect();
        order.sort_by_key(|&k| pending[k].offt[2]);
        let mut starts: Vec<u64> = order.iter().map(|&k| pending[k].offt[2]).collect();
        starts.dedup();
        let mut pieces: Vec<Piece<'a>> = Vec::new();
        let mut module_of_start: Vec<(u64, usize, u64)> = Vec::with_capacity(starts.len());
        let mut cursor = 0u64;
        let mut j = 0;
        for (si, &start) in starts.iter().enumerate() {
            let mut size = None;
            while let Some(&k) = order.get(j).filter(|&&k| pending[k].offt[2] == start) {
                j += 1;
                let p = &pending[k];
                let s = match p.mdsz {
                    Some(s) => s,
                    None => starts.get(si + 1).copied().unwrap_or(mod_size as u64).saturating_sub(start),
                };
                if size.is_some_and(|prev| prev != s) {
                    return Err(err(
                        p.offt_at + 16,
                        Place::Function { index: k as u32, tag: Some(TagName::OFFT) },
                        Problem::Invalid(format!("module at {start:#x} is given two different sizes")),
                    ));
                }
                size = Some(s);
                if start < cursor || start.checked_add(s).is_none_or(|e| e > mod_size as u64) {
                    return Err(err(
                        p.offt_at + 16,
                        Place::Function { index: k as u32, tag: Some(TagName::OFFT) },
                        Problem::OutOfBounds {
                            what: "module",
                            start,
                            len: s,
                            within: if start < cursor {
                                "the module list after the previous module"
                            } else {
                                "the module list"
                            },
                            limit_start: cursor,
                            limit_end: mod_size as u64,
                        },
                    ));
                }
            }
            let size = size.unwrap_or(0);
            if start > cursor {
                warnings.push(unclaimed(mod_off, cursor, start));
                pieces.push(Piece {
                    bytes: &d[mod_off + cursor as usize..mod_off + start as usize],
                    padding: true,
                });
            }
            module_of_start.push((start, pieces.len(), size));
            let module = &d[mod_off + start as usize..mod_off + (start + size) as usize];
            warnings.extend(wrapper_overrun(module, mod_off + start as usize));
            pieces.push(Piece { bytes: module, padding: false });
            cursor = start + size;
        }
        if (cursor as usize) < mod_size {
            warnings.push(unclaimed(mod_off, cursor, mod_size as u64));
            pieces.push(Piece { bytes: &d[mod_off + cursor as usize..mod_off + mod_size], padding: true });
        }

        let mut functions = Vec::with_capacity(pending.len());
        for (k, p) in pending.iter().enumerate() {
            let i = k as u32;
            let public = group_index(&public_metadata, p.offt[0], "public metadata", p, i, 0)?;
            let private = group_index(&private_metadata, p.offt[1], "private metadata", p, i, 1)?;
            let module = module_of_start
                .binary_search_by_key(&p.offt[2], |m| m.0)
                .map(|m| module_of_start[m].1)
                .unwrap_or(0);
            functions.push(Function {
                tags: p.tags.clone(),
                name: p.name,
                function_type: p.ty,
                module,
                public_metadata: public,
                private_metadata: private,
            });
        }

        // Sections the header extension points to.
        let mut sections = Vec::new();
        if let Some(ext) = &extension {
            for (ti, t) in ext.iter().enumerate() {
                if !t.name.is_section_pointer() {
                    continue;
                }
                let at = offset_in(d, t.value);
                let off = self.u64_at(at);
                let size = self.u64_at(at + 8);
                if off.checked_add(size).is_none_or(|e| e > d.len() as u64) || off < HEADER_SIZE as u64 {
                    return Err(err(
                        at,
                        Place::HeaderExtension { tag: Some(t.name) },
                        Problem::OutOfBounds {
                            what: "section",
                            start: off,
                            len: size,
                            within: "the file",
                            limit_start: HEADER_SIZE as u64,
                            limit_end: d.len() as u64,
                        },
                    ));
                }
                sections.push((
                    off as usize,
                    Section { tag: ti, bytes: &d[off as usize..(off + size) as usize] },
                ));
            }
        }
        check_section_offsets(d, &functions, &extension, &sections)?;

        // Layout: regions sorted by offset; empty regions keep their canonical rank.
        let mut regions: Vec<(usize, u8, usize, Region<'a>)> = vec![
            (fl_off, 0, 4 + fl_size, Region::FunctionList),
            (pub_off, 2, pub_size, Region::PublicMetadata),
            (priv_off, 3, priv_size, Region::PrivateMetadata),
            (mod_off, 4, mod_size, Region::Modules),
        ];
        if extension.is_some() {
            regions.push((list_end, 1, extension_len, Region::HeaderExtension));
        }
        for (si, (off, s)) in sections.iter().enumerate() {
            regions.push((*off, 5, s.bytes.len(), Region::Section(si)));
        }
        regions.sort_by_key(|r| (r.0, r.1));
        let mut layout = Vec::with_capacity(regions.len() * 2);
        let mut pos = HEADER_SIZE;
        for (off, _, len, region) in regions {
            if off < pos {
                return Err(err(
                    off,
                    Place::File,
                    Problem::Invalid(format!(
                        "{} overlaps the region before it (which ends at {pos:#x})",
                        region_name(&region, &extension, &sections)
                    )),
                ));
            }
            if off > pos {
                layout.push(Region::Padding(&d[pos..off]));
            }
            layout.push(region);
            pos = off + len;
        }
        if pos < d.len() {
            layout.push(Region::Padding(&d[pos..]));
        }

        Ok(Library {
            header,
            functions,
            extension,
            public_metadata: public_metadata.into_iter().map(|(_, g)| g).collect(),
            private_metadata: private_metadata.into_iter().map(|(_, g)| g).collect(),
            public_sizing,
            private_sizing,
            modules: pieces,
            sections: sections.into_iter().map(|(_, s)| s).collect(),
            layout,
            warnings,
        })
    }

    /// Reads the sized groups that tile a metadata section; returns each group's offset
    /// relative to the section start and the section's size convention, which every group
    /// must share.
    fn groups(
        &self,
        off: usize,
        size: usize,
        place: impl Fn(u32, Option<TagName>) -> Place,
    ) -> Result<(Vec<(usize, Group<'a>)>, GroupSizing), ReadError> {
        let end = off + size;
        let mut out = Vec::with_capacity((size / MIN_GROUP).min(1 << 20));
        let mut section_sizing = None;
        let mut pos = off;
        while pos < end {
            let g = out.len() as u32;
            let (tags, next, sizing) = self.sized_group(pos, end, |tag| place(g, tag))?;
            match section_sizing {
                None => section_sizing = Some(sizing),
                Some(first) if first != sizing => {
                    return Err(err(
                        pos,
                        place(g, None),
                        Problem::Invalid(format!(
                            "group size is {}, but group 0 of this section is {}",
                            sizing.name(),
                            first.name()
                        )),
                    ))
                }
                Some(_) => {}
            }
            out.push((pos - off, Group { tags }));
            pos = next;
        }
        Ok((out, section_sizing.unwrap_or_default()))
    }
}

fn region_name(r: &Region<'_>, ext: &Option<Vec<Tag<'_>>>, sections: &[(usize, Section<'_>)]) -> String {
    match r {
        Region::FunctionList => "the function list".into(),
        Region::HeaderExtension => "the header extension".into(),
        Region::PublicMetadata => "the public metadata".into(),
        Region::PrivateMetadata => "the private metadata".into(),
        Region::Modules => "the module list".into(),
        Region::Section(i) => {
            let tag =
                sections.get(*i).and_then(|(_, s)| ext.as_ref()?.get(s.tag)).map(|t| t.name.to_string());
            format!("the {} section", tag.unwrap_or_default())
        }
        Region::Padding(_) => "padding".into(),
    }
}

/// `RFLT` and `SOFF` offsets must fall inside the section they refer to, when the library
/// has that section.
fn check_section_offsets(
    d: &[u8],
    functions: &[Function<'_>],
    ext: &Option<Vec<Tag<'_>>>,
    sections: &[(usize, Section<'_>)],
) -> Result<(), ReadError> {
    let Some(ext) = ext else { return Ok(()) };
    let section_len = |name: TagName| {
        sections
            .iter()
            .find(|(_, s)| ext.get(s.tag).is_some_and(|t| t.name == name))
            .map(|(_, s)| s.bytes.len())
    };
    for (pointer, section) in [(TagName::RFLT, TagName::RLST), (TagName::SOFF, TagName::HSRC)] {
        let len = section_len(section)
            .or_else(|| (section == TagName::HSRC).then(|| section_len(TagName::HSRD)).flatten());
        let Some(len) = len else { continue };
        for (i, f) in functions.iter().enumerate() {
            if let Some(v) = f.tag(pointer) {
                let mut w = [0u8; 8];
                w.copy_from_slice(v);
                let rel = u64::from_le_bytes(w);
                if rel >= len as u64 {
                    return Err(err(
                        offset_in(d, v),
                        Place::Function { index: i as u32, tag: Some(pointer) },
                        Problem::OutOfBounds {
                            what: "entry",
                            start: rel,
                            len: 0,
                            within: "its section",
                            limit_start: 0,
                            limit_end: len as u64,
                        },
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Bytes of the module list between modules (or after the last) that no `OFFT` reaches: kept
/// as padding, reported because no known toolchain leaves any.
fn unclaimed(mod_off: usize, from: u64, to: u64) -> Warning {
    Warning {
        offset: mod_off as u64 + from,
        place: Place::ModuleList,
        message: format!(
            "{} bytes at module-list offset {from:#x} belong to no function; kept as padding",
            to - from
        ),
    }
}

/// A module's bitcode wrapper repeats the module's extent (`offset + size` of the bitcode,
/// which real files pad to 4 or 16 bytes below `MDSZ`); `OFFT` and `MDSZ` are what the
/// reader trusts, so a wrapper claiming more than the module holds is only reported.
fn wrapper_overrun(module: &[u8], at: usize) -> Option<Warning> {
    let word = |i: usize| -> Option<u64> {
        let b = module.get(i..i + 4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64)
    };
    if word(0)? != BITCODE_WRAPPER_MAGIC as u64 {
        return None;
    }
    let end = word(8)? + word(12)?;
    (end > module.len() as u64).then(|| Warning {
        offset: at as u64 + 8,
        place: Place::BitcodeWrapper,
        message: format!(
            "the wrapper says its bitcode ends {end} bytes into the module, but OFFT/MDSZ give the \
             module {} bytes",
            module.len()
        ),
    })
}

/// The offset of a sub-slice within the file (both borrow the same buffer).
fn offset_in(d: &[u8], sub: &[u8]) -> usize {
    (sub.as_ptr() as usize).saturating_sub(d.as_ptr() as usize)
}
