//! The writer: an [`Image`] to the bytes of a thin GPU Mach-O (outer image, nested
//! per-shader objects, tables, content-derived UUID), and several to a fat file. The
//! whole layout is planned before a byte is written, so every offset a header records
//! is known when the header is encoded.

use std::collections::BTreeMap;

use object::macho;
use object::write::macho::{
    BuildVersionCommand, DylibCommand, DysymtabCommand, Encoder, MachHeader, Nlist, SectionHeader,
    SegmentCommand, SymtabCommand,
};
use object::write::{WritableBuffer, WritableBufferExt};
use object::{BigEndian, LittleEndian, U32, U64};
use sha2::{Digest, Sha256};

use crate::layout::*;
use crate::model::{pack_version, shader_symbol, FatMagic, FileType, Image, Shader, Stage, FORMAT_NOTE};
use crate::Error;

const LE: LittleEndian = LittleEndian;

fn too_large(what: &str) -> Error {
    Error::Unwritable {
        what: what.to_string(),
        message: "larger than the 4 GiB a Mach-O's offsets can address".into(),
    }
}

fn internal(what: &str) -> Error {
    Error::Unwritable {
        what: what.to_string(),
        message: "the planned layout and the written bytes disagree".into(),
    }
}

fn to_u32(x: u64, what: &str) -> Result<u32, Error> {
    u32::try_from(x).map_err(|_| too_large(what))
}

fn aligned(x: u64, to: u64, what: &str) -> Result<u64, Error> {
    align(x, to).ok_or_else(|| too_large(what))
}

fn pad_to(buf: &mut Vec<u8>, at: u64) -> Result<(), Error> {
    let len = buf.len() as u64;
    if len > at {
        return Err(internal("padding"));
    }
    buf.write_zeros(at - len);
    Ok(())
}

fn pad_align(buf: &mut Vec<u8>, to: u64, what: &str) -> Result<(), Error> {
    let at = aligned(buf.len() as u64, to, what)?;
    pad_to(buf, at)
}

/// Writes one image as a thin GPU Mach-O, in canonical order (see
/// [`Image::canonicalize`]); the bytes depend on nothing but the image.
pub fn write(image: &Image) -> Result<Vec<u8>, Error> {
    write_owned(image.clone())
}

/// [`write`] for an image the caller gives up: canonicalized in place, and each shader's
/// nested object freed as soon as it is copied, so a large image is not held twice.
pub fn write_owned(mut image: Image) -> Result<Vec<u8>, Error> {
    image.canonicalize();
    let image = image;
    image.validate()?;
    let enc = Encoder::new(LE, true);
    let n = image.shaders.len();

    let mut objects = image
        .shaders
        .iter()
        .map(|s| nested_object(image.cputype, image.cpusubtype, s))
        .collect::<Result<Vec<_>, _>>()?;

    // The string table: each distinct name once, in first-use order.
    let mut strtab = Vec::new();
    let mut str_at = BTreeMap::<&str, u32>::new();
    for s in &image.shaders {
        for name in [&s.pipeline, &s.function] {
            if !str_at.contains_key(name.as_str()) {
                str_at.insert(name, to_u32(strtab.len() as u64, "string table")?);
                strtab.extend_from_slice(name.as_bytes());
                strtab.push(0);
            }
        }
    }
    let str_of = |name: &str| str_at.get(name).copied().ok_or_else(|| internal("string table"));

    // Pipelines: canonical order keeps each pipeline's shaders contiguous.
    let mut pipelines: Vec<(&str, u32, u32)> = Vec::new();
    let mut pipeline_of = Vec::with_capacity(n);
    for (i, s) in image.shaders.iter().enumerate() {
        match pipelines.last_mut() {
            Some(p) if p.0 == s.pipeline => p.2 += 1,
            _ => pipelines.push((&s.pipeline, i as u32, 1)),
        }
        pipeline_of.push(pipelines.len() as u32 - 1);
    }

    // Sections of __TEXT: one per stage present, then the distinct descriptors.
    struct Sect {
        name: &'static str,
        data: Vec<u8>,
        align_log2: u32,
    }
    let mut sections: Vec<Sect> = Vec::new();
    let mut object_at = vec![(0usize, 0u64, 0u64); n];
    for stage in Stage::ALL {
        let mut data = Vec::new();
        for (i, _) in image.shaders.iter().enumerate().filter(|(_, s)| s.stage == stage) {
            pad_align(&mut data, OBJECT_ALIGN, stage.section())?;
            if let Some(object) = objects.get_mut(i) {
                object_at[i] = (sections.len(), data.len() as u64, object.len() as u64);
                data.extend_from_slice(&std::mem::take(object));
            }
        }
        if !data.is_empty() {
            sections.push(Sect { name: stage.section(), data, align_log2: OBJECT_ALIGN_LOG2 });
        }
    }
    let mut descriptors: Vec<(u64, &[u8])> = Vec::new();
    let mut descriptor_of = Vec::with_capacity(n);
    let mut desc_data = Vec::new();
    let mut desc_index = BTreeMap::<&[u8], u32>::new();
    for s in &image.shaders {
        let idx = match desc_index.get(s.descriptor.as_slice()) {
            Some(&i) => i,
            None => {
                pad_align(&mut desc_data, DATA_ALIGN, SECT_DESCRIPTOR)?;
                descriptors.push((desc_data.len() as u64, &s.descriptor));
                desc_data.extend_from_slice(&s.descriptor);
                let i = descriptors.len() as u32 - 1;
                desc_index.insert(&s.descriptor, i);
                i
            }
        };
        descriptor_of.push(idx);
    }
    let desc_section = sections.len();
    sections.push(Sect { name: SECT_DESCRIPTOR, data: desc_data, align_log2: DATA_ALIGN_LOG2 });

    // Load commands.
    let n_notes = 1 + TABLES.len() + image.notes.len();
    let id_dylib_size = match &image.filetype {
        FileType::Dylib { install_name } => Some(enc.dylib_command_size(install_name.len())),
        FileType::Execute => None,
    };
    let ntools = to_u32(image.tools.len() as u64, "tools")?;
    let sizeofcmds = SEGMENT_SIZE
        + NOTE_SIZE * n_notes as u64
        + enc.segment_command_size(sections.len() as u32)
        + SEGMENT_SIZE
        + SYMTAB_SIZE
        + id_dylib_size.unwrap_or(0)
        + enc.build_version_command_size(ntools)
        + UUID_SIZE;
    let ncmds = 1 + n_notes as u64 + 3 + u64::from(id_dylib_size.is_some()) + 2;
    let tables_at = HEADER_SIZE + sizeofcmds;

    // __AIR_DATA: table headers, records, caller notes.
    let counts = [descriptors.len() as u64, n as u64, pipelines.len() as u64, n as u64, strtab.len() as u64];
    let mut records_at = [0u64; 5];
    let table_headers_at = tables_at + FORMAT_SIZE;
    let mut cur = table_headers_at + TABLE_HEADER * TABLES.len() as u64;
    for i in 0..TABLES.len() {
        records_at[i] = cur;
        cur = aligned(cur + counts[i] * RECORD_SIZES[i], DATA_ALIGN, TABLES[i])?;
    }
    let mut notes_at = Vec::with_capacity(image.notes.len());
    for (owner, data) in &image.notes {
        notes_at.push(cur);
        cur = aligned(cur + data.len() as u64, DATA_ALIGN, owner)?;
    }
    let text_at = aligned(cur, OBJECT_ALIGN, SEG_TEXT)?;

    // __TEXT.
    let mut section_at = Vec::with_capacity(sections.len());
    let mut cur = text_at;
    for s in &sections {
        cur = aligned(cur, 1 << s.align_log2, s.name)?;
        section_at.push(cur);
        cur += s.data.len() as u64;
    }
    let linkedit_at = aligned(cur, DATA_ALIGN, SEG_LINKEDIT)?;

    // __LINKEDIT: one symbol per shader.
    let names: Vec<String> =
        image.shaders.iter().map(|s| shader_symbol(&s.pipeline, s.stage, &s.function)).collect();
    let (sym_strtab, sym_strx) = symbol_strings(names.iter().map(String::as_str))?;
    let stroff = linkedit_at + NLIST_SIZE * n as u64;
    let end = stroff + sym_strtab.len() as u64;
    to_u32(end, "image")?;

    let mut out = Vec::with_capacity(end as usize);
    enc.mach_header(
        &mut out,
        &MachHeader {
            cputype: macho::CpuType(image.cputype),
            cpusubtype: macho::CpuSubtype(image.cpusubtype),
            filetype: macho::FileType(image.filetype.code()),
            ncmds: to_u32(ncmds, "load commands")?,
            sizeofcmds: to_u32(sizeofcmds, "load commands")?,
            flags: macho::FileFlags(0),
        },
    );
    enc.segment_command(&mut out, &segment(name16(SEG_AIR_DATA), 0, 0, text_at, macho::VM_PROT_READ, 0));
    note_command(&mut out, FORMAT_NOTE, tables_at, FORMAT_SIZE);
    for (i, owner) in TABLES.iter().enumerate() {
        note_command(&mut out, owner, table_headers_at + TABLE_HEADER * i as u64, TABLE_HEADER);
    }
    for ((owner, data), at) in image.notes.iter().zip(&notes_at) {
        note_command(&mut out, owner, *at, data.len() as u64);
    }
    let text_size = linkedit_at - text_at;
    enc.segment_command(
        &mut out,
        &segment(
            name16(SEG_TEXT),
            text_at,
            text_at,
            text_size,
            macho::VM_PROT_READ | macho::VM_PROT_EXECUTE,
            sections.len() as u32,
        ),
    );
    for (s, &at) in sections.iter().zip(&section_at) {
        enc.section_header(
            &mut out,
            &section(
                name16(s.name),
                name16(SEG_TEXT),
                at,
                s.data.len() as u64,
                to_u32(at, s.name)?,
                s.align_log2,
                macho::SectionFlags(0),
            ),
        );
    }
    enc.segment_command(
        &mut out,
        &segment(name16(SEG_LINKEDIT), linkedit_at, linkedit_at, end - linkedit_at, macho::VM_PROT_READ, 0),
    );
    enc.symtab_command(
        &mut out,
        &SymtabCommand {
            symoff: to_u32(linkedit_at, "symbols")?,
            nsyms: to_u32(n as u64, "symbols")?,
            stroff: to_u32(stroff, "symbols")?,
            strsize: to_u32(sym_strtab.len() as u64, "symbols")?,
        },
    );
    if let FileType::Dylib { install_name } = &image.filetype {
        enc.dylib_command(
            &mut out,
            &DylibCommand {
                cmd: macho::LC_ID_DYLIB,
                name: install_name.as_bytes(),
                timestamp: 0,
                current_version: macho::Version(0x1_0000),
                compatibility_version: macho::Version(0x1_0000),
            },
        );
    }
    let version = |v| pack_version(v).map(macho::Version).ok_or_else(|| internal("version"));
    enc.build_version_command(
        &mut out,
        &BuildVersionCommand {
            platform: macho::Platform(image.platform),
            minos: version(image.min_os)?,
            sdk: version(image.sdk)?,
            ntools,
        },
    );
    for (tool, v) in &image.tools {
        enc.build_tool_version(&mut out, macho::Tool(*tool), version(*v)?);
    }
    let uuid_at = out.len() as u64 + 8;
    out.write_pod(&macho::UuidCommand {
        cmd: U32::new(LE, macho::LC_UUID),
        cmdsize: U32::new(LE, UUID_SIZE as u32),
        uuid: [0; 16],
    });
    if out.len() as u64 != tables_at {
        return Err(internal("load commands"));
    }

    out.write_pod(&U32::new(LE, FORMAT_VERSION));
    out.write_pod(&U32::new(LE, 0u32));
    for (i, at) in records_at.iter().enumerate() {
        out.write_pod(&U64::new(LE, *at));
        out.write_pod(&U64::new(LE, counts[i]));
    }
    // AIR_DESCRIPTOR
    for (off, data) in &descriptors {
        out.write_bytes(&Sha256::digest(data));
        out.write_pod(&U64::new(LE, section_at[desc_section] + off));
        out.write_pod(&U64::new(LE, data.len() as u64));
    }
    pad_to(&mut out, records_at[1])?;
    // AIR_OBJECT
    for (i, s) in image.shaders.iter().enumerate() {
        let (sect, off, len) = object_at[i];
        out.write_pod(&U32::new(LE, str_of(&s.pipeline)?));
        out.write_pod(&U32::new(LE, str_of(&s.function)?));
        out.write_pod(&U32::new(LE, s.stage.code()));
        out.write_pod(&U32::new(LE, s.payload_kind.code()));
        out.write_pod(&U64::new(LE, section_at[sect] + off));
        out.write_pod(&U64::new(LE, len));
        out.write_pod(&U32::new(LE, descriptor_of[i]));
        out.write_pod(&U32::new(LE, pipeline_of[i]));
    }
    pad_to(&mut out, records_at[2])?;
    // AIR_PIPELINE
    for (name, first, count) in &pipelines {
        out.write_pod(&U32::new(LE, str_of(name)?));
        out.write_pod(&U32::new(LE, *first));
        out.write_pod(&U32::new(LE, *count));
        out.write_pod(&U32::new(LE, 0u32));
    }
    pad_to(&mut out, records_at[3])?;
    // AIR_HASHES
    for s in &image.shaders {
        out.write_bytes(&Sha256::digest(&s.payload));
    }
    pad_to(&mut out, records_at[4])?;
    out.write_bytes(&strtab);
    for ((_, data), at) in image.notes.iter().zip(&notes_at) {
        pad_to(&mut out, *at)?;
        out.write_bytes(data);
    }
    for (s, &at) in sections.iter().zip(&section_at) {
        pad_to(&mut out, at)?;
        out.write_bytes(&s.data);
    }
    pad_to(&mut out, linkedit_at)?;
    for (i, s) in image.shaders.iter().enumerate() {
        let (sect, off, _) = object_at[i];
        enc.nlist(
            &mut out,
            &Nlist {
                n_strx: sym_strx[i],
                n_type: macho::SymbolFlags(SYMBOL_TYPE),
                n_sect: u8::try_from(sect + 1).map_err(|_| internal(s.stage.section()))?,
                n_desc: macho::SymbolDesc(0),
                n_value: section_at[sect] + off,
            },
        );
    }
    out.write_bytes(&sym_strtab);
    if out.len() as u64 != end {
        return Err(internal("link-edit data"));
    }
    set_uuid(&mut out, uuid_at as usize)?;
    Ok(out)
}

/// A Mach-O string table for `names`: a leading NUL, each name NUL-terminated, padded to
/// 8 bytes; and each name's offset.
fn symbol_strings<'a>(names: impl Iterator<Item = &'a str>) -> Result<(Vec<u8>, Vec<u32>), Error> {
    let mut table = vec![0u8];
    let mut at = Vec::new();
    for name in names {
        at.push(to_u32(table.len() as u64, "symbol names")?);
        table.extend_from_slice(name.as_bytes());
        table.push(0);
    }
    pad_align(&mut table, DATA_ALIGN, "symbol names")?;
    Ok((table, at))
}

fn segment(
    name: [u8; 16],
    vmaddr: u64,
    fileoff: u64,
    size: u64,
    prot: macho::VmProt,
    nsects: u32,
) -> SegmentCommand {
    SegmentCommand {
        segname: name,
        vmaddr,
        vmsize: size,
        fileoff,
        filesize: size,
        maxprot: prot,
        initprot: prot,
        nsects,
        flags: macho::SegmentFlags(0),
    }
}

fn section(
    sectname: [u8; 16],
    segname: [u8; 16],
    addr: u64,
    size: u64,
    offset: u32,
    align: u32,
    flags: macho::SectionFlags,
) -> SectionHeader {
    SectionHeader {
        sectname,
        segname,
        addr,
        size,
        offset,
        align,
        reloff: 0,
        nreloc: 0,
        flags,
        reserved1: 0,
        reserved2: 0,
        reserved3: 0,
    }
}

fn note_command(out: &mut Vec<u8>, owner: &str, offset: u64, size: u64) {
    out.write_pod(&macho::NoteCommand {
        cmd: U32::new(LE, macho::LC_NOTE),
        cmdsize: U32::new(LE, NOTE_SIZE as u32),
        data_owner: name16(owner),
        offset: U64::new(LE, offset),
        size: U64::new(LE, size),
    });
}

/// The UUID of a slice: SHA-256 of its bytes with the UUID field zeroed, first 16 bytes,
/// marked RFC 9562 version 8 (custom) with the RFC variant.
pub(crate) fn content_uuid(bytes: &[u8], uuid_at: usize) -> Option<[u8; 16]> {
    let before = bytes.get(..uuid_at)?;
    let after = bytes.get(uuid_at.checked_add(16)?..)?;
    let mut hasher = Sha256::new();
    hasher.update(before);
    hasher.update([0u8; 16]);
    hasher.update(after);
    let digest = hasher.finalize();
    let mut uuid = [0u8; 16];
    uuid.copy_from_slice(&digest[..16]);
    uuid[6] = (uuid[6] & 0x0f) | 0x80;
    uuid[8] = (uuid[8] & 0x3f) | 0x80;
    Some(uuid)
}

fn set_uuid(bytes: &mut [u8], uuid_at: usize) -> Result<(), Error> {
    let uuid = content_uuid(bytes, uuid_at).ok_or_else(|| internal("LC_UUID"))?;
    bytes.get_mut(uuid_at..uuid_at + 16).ok_or_else(|| internal("LC_UUID"))?.copy_from_slice(&uuid);
    Ok(())
}

/// The nested `MH_OBJECT` of one shader: an unnamed segment with the payload as
/// `__text` and the metadata record as (`<stage>`, `__GPU_NT_MD`), then the shader's
/// symbols.
fn nested_object(cputype: u32, cpusubtype: u32, s: &Shader) -> Result<Vec<u8>, Error> {
    let enc = Encoder::new(LE, true);
    let what = s.stage.section();
    let mut md = Vec::new();
    md.write_pod(&U32::new(LE, NT_MD_VERSION));
    md.write_pod(&U32::new(LE, s.payload_kind.code()));
    md.extend_from_slice(s.pipeline.as_bytes());
    md.push(0);
    md.extend_from_slice(s.function.as_bytes());
    md.push(0);

    let sizeofcmds = enc.segment_command_size(2) + SYMTAB_SIZE + DYSYMTAB_SIZE;
    let text_at = aligned(HEADER_SIZE + sizeofcmds, OBJECT_ALIGN, what)?;
    let md_at = aligned(text_at + s.payload.len() as u64, DATA_ALIGN, what)?;
    let seg_end = md_at + md.len() as u64;
    let symoff = aligned(seg_end, DATA_ALIGN, what)?;
    let (strtab, strx) = symbol_strings(s.symbols.iter().map(|(name, _)| name.as_str()))?;
    let nsyms = to_u32(s.symbols.len() as u64, what)?;
    let stroff = symoff + NLIST_SIZE * u64::from(nsyms);
    let end = stroff + strtab.len() as u64;
    to_u32(end, what)?;

    let mut out = Vec::with_capacity(end as usize);
    enc.mach_header(
        &mut out,
        &MachHeader {
            cputype: macho::CpuType(cputype),
            cpusubtype: macho::CpuSubtype(cpusubtype),
            filetype: macho::MH_OBJECT,
            ncmds: 3,
            sizeofcmds: sizeofcmds as u32,
            flags: macho::FileFlags(0),
        },
    );
    let all = macho::VM_PROT_READ | macho::VM_PROT_WRITE | macho::VM_PROT_EXECUTE;
    enc.segment_command(&mut out, &segment([0; 16], 0, text_at, seg_end - text_at, all, 2));
    enc.section_header(
        &mut out,
        &section(
            name16(SECT_TEXT),
            name16(SEG_TEXT),
            0,
            s.payload.len() as u64,
            text_at as u32,
            OBJECT_ALIGN_LOG2,
            macho::SectionFlags(TEXT_FLAGS),
        ),
    );
    enc.section_header(
        &mut out,
        &section(
            name16(s.stage.section()),
            name16(SEG_NT_MD),
            md_at - text_at,
            md.len() as u64,
            md_at as u32,
            DATA_ALIGN_LOG2,
            macho::SectionFlags(0),
        ),
    );
    enc.symtab_command(
        &mut out,
        &SymtabCommand { symoff: symoff as u32, nsyms, stroff: stroff as u32, strsize: strtab.len() as u32 },
    );
    enc.dysymtab_command(
        &mut out,
        &DysymtabCommand { iextdefsym: 0, nextdefsym: nsyms, iundefsym: nsyms, ..Default::default() },
    );
    pad_to(&mut out, text_at)?;
    out.write_bytes(&s.payload);
    pad_to(&mut out, md_at)?;
    out.write_bytes(&md);
    pad_to(&mut out, symoff)?;
    for ((_, value), strx) in s.symbols.iter().zip(&strx) {
        enc.nlist(
            &mut out,
            &Nlist {
                n_strx: *strx,
                n_type: macho::SymbolFlags(SYMBOL_TYPE),
                n_sect: 1,
                n_desc: macho::SymbolDesc(0),
                n_value: *value,
            },
        );
    }
    out.write_bytes(&strtab);
    if out.len() as u64 != end {
        return Err(internal(what));
    }
    Ok(out)
}

/// One slice of a fat file: any bytes (a thin image, or e.g. an AIR64 MetalLib) with the
/// architecture the fat header records for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FatSlice<'a> {
    /// `cputype` recorded in the `fat_arch` entry.
    pub cputype: u32,
    /// `cpusubtype` recorded in the `fat_arch` entry.
    pub cpusubtype: u32,
    /// The slice's bytes.
    pub bytes: &'a [u8],
}

/// Writes several images as one fat file with the given magic; slices in canonical
/// order (by cputype, then subtype: Apple GPUs first, AIR64 last, as Apple orders them).
pub fn write_fat(images: &[Image], magic: FatMagic) -> Result<Vec<u8>, Error> {
    let thin = images.iter().map(write).collect::<Result<Vec<_>, _>>()?;
    let slices: Vec<FatSlice<'_>> = images
        .iter()
        .zip(&thin)
        .map(|(i, b)| FatSlice { cputype: i.cputype, cpusubtype: i.cpusubtype, bytes: b })
        .collect();
    write_fat_slices(&slices, magic)
}

/// Writes already-built slices as one fat file (see [`write_fat`]); no two slices may
/// share a (cputype, cpusubtype).
pub fn write_fat_slices(slices: &[FatSlice<'_>], magic: FatMagic) -> Result<Vec<u8>, Error> {
    let mut order: Vec<&FatSlice<'_>> = slices.iter().collect();
    order.sort_by_key(|s| (s.cputype, s.cpusubtype));
    if order.is_empty() {
        return Err(Error::Unwritable { what: "fat file".into(), message: "has no slices".into() });
    }
    for w in order.windows(2) {
        if let [a, b] = w {
            if (a.cputype, a.cpusubtype) == (b.cputype, b.cpusubtype) {
                return Err(Error::Unwritable {
                    what: format!("fat slice {:#x}/{}", a.cputype, a.cpusubtype),
                    message: "two slices for the same architecture".into(),
                });
            }
        }
    }
    let header_end = 8 + magic.entry_size() * order.len() as u64;
    let slice_align = 1u64 << FAT_ALIGN_LOG2;
    let mut offsets = Vec::with_capacity(order.len());
    let mut cur = header_end;
    for s in &order {
        cur = aligned(cur, slice_align, "fat file")?;
        offsets.push(cur);
        cur += s.bytes.len() as u64;
    }
    let narrow = magic != FatMagic::Universal64;
    if narrow && cur > u64::from(u32::MAX) {
        return Err(Error::Unwritable {
            what: "fat file".into(),
            message: "past 4 GiB: use the 64-bit fat header (0xCAFEBABF)".into(),
        });
    }
    let mut out = Vec::new();
    out.write_pod(&U32::new(BigEndian, magic.value()));
    out.write_pod(&U32::new(BigEndian, order.len() as u32));
    for (s, &off) in order.iter().zip(&offsets) {
        out.write_pod(&U32::new(BigEndian, s.cputype));
        out.write_pod(&U32::new(BigEndian, s.cpusubtype));
        if narrow {
            out.write_pod(&U32::new(BigEndian, off as u32));
            out.write_pod(&U32::new(BigEndian, s.bytes.len() as u32));
            out.write_pod(&U32::new(BigEndian, FAT_ALIGN_LOG2));
        } else {
            out.write_pod(&U64::new(BigEndian, off));
            out.write_pod(&U64::new(BigEndian, s.bytes.len() as u64));
            out.write_pod(&U32::new(BigEndian, FAT_ALIGN_LOG2));
            out.write_pod(&U32::new(BigEndian, 0u32));
        }
    }
    for (s, &off) in order.iter().zip(&offsets) {
        pad_to(&mut out, off)?;
        out.write_bytes(s.bytes);
    }
    Ok(out)
}
