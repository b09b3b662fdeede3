//! The reader: thin or fat bytes to a [`Container`]. Every Mach-O is first read
//! generically ([`MachO`]: header, load commands, segments, sections, symbols, notes,
//! build version, UUID) with each offset and size checked against the bytes; an image
//! carrying our tables is then read strictly into an [`Image`]. Errors name the absolute
//! byte offset and the structure; no input makes the reader panic, and no allocation is
//! larger than the input justifies.

use object::macho;
use object::pod::Pod;
use object::{BigEndian, LittleEndian, U32, U64};
use sha2::{Digest, Sha256};

use crate::layout::*;
use crate::model::{
    shader_symbol, unpack_version, FatMagic, FileType, Image, PayloadKind, Shader, Stage, FORMAT_NOTE,
    RESERVED_NOTE_PREFIX,
};
use crate::write::content_uuid;
use crate::Error;

const LE: LittleEndian = LittleEndian;

/// What a file holds: one slice (thin) or several (fat).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Container {
    /// The fat header's magic; `None` for a thin file.
    pub fat: Option<FatMagic>,
    /// The slices, in file order (a thin file has one, covering the whole file).
    pub slices: Vec<Slice>,
}

impl Container {
    /// The images metal-nt wrote, in slice order.
    pub fn images(&self) -> impl Iterator<Item = &ImageView> {
        self.slices.iter().filter_map(|s| match &s.content {
            SliceContent::Image(v) => Some(v.as_ref()),
            _ => None,
        })
    }
}

/// One architecture's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slice {
    /// `cputype` (from the fat entry, equal to the Mach-O header's where there is one).
    pub cputype: u32,
    /// `cpusubtype`, likewise.
    pub cpusubtype: u32,
    /// Absolute offset of the slice in the file.
    pub offset: u64,
    /// Size of the slice.
    pub size: u64,
    /// The fat entry's alignment (log2); `None` for a thin file.
    pub align: Option<u32>,
    /// What the slice is.
    pub content: SliceContent,
}

/// The content of a slice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SliceContent {
    /// A GPU Mach-O with our tables.
    Image(Box<ImageView>),
    /// A 64-bit little-endian Mach-O without our tables (e.g. Apple-built).
    MachO(Box<MachO>),
    /// Anything else (e.g. an AIR64 MetalLib slice).
    Other,
}

/// An image read back: the model, the outer Mach-O's structure, and where each shader is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageView {
    /// The image, in canonical order.
    pub image: Image,
    /// The outer Mach-O.
    pub macho: MachO,
    /// Per shader, in the order of `image.shaders`.
    pub shaders: Vec<ShaderView>,
}

/// Where one shader lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShaderView {
    /// The nested object (its `base` is its absolute offset).
    pub object: MachO,
    /// Absolute offset of the payload.
    pub payload_offset: u64,
    /// Absolute offset of the pipeline descriptor.
    pub descriptor_offset: u64,
    /// Index of the shader's symbol in the outer symbol table.
    pub symbol: usize,
}

/// The structure of one 64-bit little-endian Mach-O. Offsets are relative to its start,
/// as the file records them; `base` is where it starts in the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MachO {
    /// Absolute offset of the Mach-O in the input.
    pub base: u64,
    /// The bytes it was read from (its slice, or for a nested object its `AIR_OBJECT` range).
    pub size: u64,
    /// The header.
    pub header: Header,
    /// Every load command: (offset, cmd, cmdsize).
    pub load_commands: Vec<(u64, u32, u32)>,
    /// The segments.
    pub segments: Vec<Segment>,
    /// All sections, numbered from 1 in this order by symbols' `n_sect`.
    pub sections: Vec<Section>,
    /// The `LC_SYMTAB` symbols.
    pub symbols: Vec<Symbol>,
    /// The `LC_NOTE`s.
    pub notes: Vec<Note>,
    /// `LC_BUILD_VERSION`.
    pub build_version: Option<BuildVersion>,
    /// `LC_UUID` and the offset of its 16 bytes.
    pub uuid: Option<(u64, [u8; 16])>,
    /// `LC_ID_DYLIB`'s name.
    pub dylib_id: Option<String>,
    /// `LC_SYMTAB`: (symoff, nsyms, stroff, strsize).
    pub symtab: Option<(u32, u32, u32, u32)>,
}

/// `mach_header_64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Header {
    pub magic: u32,
    pub cputype: u32,
    pub cpusubtype: u32,
    pub filetype: u32,
    pub ncmds: u32,
    pub sizeofcmds: u32,
    pub flags: u32,
}

/// `segment_command_64`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Segment {
    pub name: String,
    pub vmaddr: u64,
    pub vmsize: u64,
    pub fileoff: u64,
    pub filesize: u64,
    pub maxprot: u32,
    pub initprot: u32,
    pub nsects: u32,
    pub flags: u32,
}

/// `section_64`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Section {
    pub sectname: String,
    pub segname: String,
    pub addr: u64,
    pub size: u64,
    pub offset: u32,
    pub align: u32,
    pub flags: u32,
}

/// `nlist_64`, with its name.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Symbol {
    pub name: String,
    pub n_type: u8,
    pub n_sect: u8,
    pub n_desc: u16,
    pub n_value: u64,
}

/// `note_command`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct Note {
    pub owner: String,
    pub offset: u64,
    pub size: u64,
}

/// `build_version_command`, versions as (X, Y, Z).
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub struct BuildVersion {
    pub platform: u32,
    pub minos: (u32, u32, u32),
    pub sdk: (u32, u32, u32),
    pub tools: Vec<(u32, (u32, u32, u32))>,
}

/// Bytes with their absolute position and a description for errors.
#[derive(Clone, Copy)]
struct Src<'a> {
    data: &'a [u8],
    base: u64,
    ctx: &'a str,
}

impl<'a> Src<'a> {
    fn err(&self, at: u64, structure: &str, message: impl Into<String>) -> Error {
        let structure =
            if self.ctx.is_empty() { structure.to_string() } else { format!("{}: {structure}", self.ctx) };
        Error::Malformed { offset: self.base.saturating_add(at), structure, message: message.into() }
    }

    fn len(&self) -> u64 {
        self.data.len() as u64
    }

    /// `len` bytes at `off`; an error located at `at` (the structure that points there).
    fn range(&self, at: u64, off: u64, len: u64, structure: &str) -> Result<&'a [u8], Error> {
        let end = off.checked_add(len).filter(|&e| e <= self.len());
        match end {
            Some(end) => self
                .data
                .get(off as usize..end as usize)
                .ok_or_else(|| self.err(at, structure, "out of range")),
            None => Err(self.err(
                at,
                structure,
                format!("{len} bytes at {off:#x} run past the end ({:#x} bytes)", self.len()),
            )),
        }
    }

    fn pod<T: Pod>(&self, off: u64, structure: &str) -> Result<&'a T, Error> {
        let bytes = self.range(off, off, std::mem::size_of::<T>() as u64, structure)?;
        object::pod::from_bytes::<T>(bytes)
            .map(|(v, _)| v)
            .map_err(|()| self.err(off, structure, "unreadable"))
    }

    fn u32_at(&self, off: u64, structure: &str) -> Result<u32, Error> {
        Ok(self.pod::<U32<LittleEndian>>(off, structure)?.get(LE))
    }

    fn u64_at(&self, off: u64, structure: &str) -> Result<u64, Error> {
        Ok(self.pod::<U64<LittleEndian>>(off, structure)?.get(LE))
    }

    fn sub(&self, off: u64, len: u64, at: u64, structure: &str, ctx: &'a str) -> Result<Src<'a>, Error> {
        let data = self.range(at, off, len, structure)?;
        Ok(Src { data, base: self.base + off, ctx })
    }
}

/// A 16-byte name field: up to the first NUL, which must be followed only by NULs.
fn name16_str(src: &Src<'_>, at: u64, raw: &[u8; 16], structure: &str) -> Result<String, Error> {
    let len = raw.iter().position(|&b| b == 0).unwrap_or(16);
    if raw.get(len..).is_some_and(|rest| rest.iter().any(|&b| b != 0)) {
        return Err(src.err(at, structure, "a name field has bytes after its NUL"));
    }
    let bytes = raw.get(..len).unwrap_or_default();
    std::str::from_utf8(bytes).map(str::to_string).map_err(|_| src.err(at, structure, "a name is not UTF-8"))
}

/// A NUL-terminated UTF-8 string at `off` within `table`.
fn c_str(src: &Src<'_>, at: u64, table: &[u8], off: u64, structure: &str) -> Result<String, Error> {
    let tail = usize::try_from(off).ok().and_then(|o| table.get(o..)).ok_or_else(|| {
        src.err(at, structure, format!("string offset {off:#x} past the table's {} bytes", table.len()))
    })?;
    let len =
        tail.iter().position(|&b| b == 0).ok_or_else(|| src.err(at, structure, "string without its NUL"))?;
    let bytes = tail.get(..len).unwrap_or_default();
    std::str::from_utf8(bytes).map(str::to_string).map_err(|_| src.err(at, structure, "string is not UTF-8"))
}

/// Reads a thin or fat file.
pub fn read(bytes: &[u8]) -> Result<Container, Error> {
    let src = Src { data: bytes, base: 0, ctx: "" };
    let magic_be = src.pod::<U32<BigEndian>>(0, "file magic")?.get(BigEndian);
    match FatMagic::from_value(magic_be) {
        Some(magic) => read_fat(&src, magic),
        None => {
            let content = read_slice(&src, None)?;
            let (cputype, cpusubtype) = match &content {
                SliceContent::Image(v) => (v.macho.header.cputype, v.macho.header.cpusubtype),
                SliceContent::MachO(m) => (m.header.cputype, m.header.cpusubtype),
                SliceContent::Other => {
                    return Err(src.err(0, "file magic", "neither a 64-bit Mach-O nor a fat file"))
                }
            };
            Ok(Container {
                fat: None,
                slices: vec![Slice { cputype, cpusubtype, offset: 0, size: src.len(), align: None, content }],
            })
        }
    }
}

fn read_fat(src: &Src<'_>, magic: FatMagic) -> Result<Container, Error> {
    let n = u64::from(src.pod::<U32<BigEndian>>(4, "fat_header")?.get(BigEndian));
    let entry = magic.entry_size();
    let table_end = n.checked_mul(entry).and_then(|t| t.checked_add(8)).filter(|&e| e <= src.len());
    let Some(table_end) = table_end else {
        return Err(src.err(4, "fat_header", format!("{n} fat_arch entries do not fit in the file")));
    };
    if n == 0 {
        return Err(src.err(4, "fat_header", "no slices"));
    }
    let mut slices = Vec::new();
    let mut spans: Vec<(u64, u64, u64)> = Vec::new();
    for i in 0..n {
        let at = 8 + i * entry;
        let structure = format!("fat_arch {i}");
        let (cputype, cpusubtype, offset, size, align) = if magic == FatMagic::Universal64 {
            let a = src.pod::<macho::FatArch64>(at, &structure)?;
            (
                a.cputype.get(BigEndian).0,
                a.cpusubtype.get(BigEndian).0,
                a.offset.get(BigEndian),
                a.size.get(BigEndian),
                a.align.get(BigEndian),
            )
        } else {
            let a = src.pod::<macho::FatArch32>(at, &structure)?;
            let offset = u64::from(a.offset.get(BigEndian));
            (
                a.cputype.get(BigEndian).0,
                a.cpusubtype.get(BigEndian).0,
                offset,
                u64::from(a.size.get(BigEndian)),
                a.align.get(BigEndian),
            )
        };
        if offset < table_end {
            return Err(src.err(at, &structure, "the slice overlaps the fat header"));
        }
        src.range(at, offset, size, &structure)?;
        spans.push((offset, size, at));
        slices.push((cputype, cpusubtype, offset, size, align, at));
    }
    spans.sort_unstable();
    for w in spans.windows(2) {
        if let [a, b] = w {
            if a.0 + a.1 > b.0 {
                return Err(src.err(b.2, "fat_arch", "two slices overlap"));
            }
        }
    }
    let mut out = Vec::with_capacity(slices.len());
    for (i, (cputype, cpusubtype, offset, size, align, at)) in slices.into_iter().enumerate() {
        let ctx = format!("slice {i}");
        let sub = src.sub(offset, size, at, "fat_arch", &ctx)?;
        let content = read_slice(&sub, Some(&ctx))?;
        let header = match &content {
            SliceContent::Image(v) => Some(v.macho.header),
            SliceContent::MachO(m) => Some(m.header),
            SliceContent::Other => None,
        };
        if let Some(h) = header {
            if (h.cputype, h.cpusubtype) != (cputype, cpusubtype) {
                return Err(src.err(
                    at,
                    &format!("fat_arch {i}"),
                    "cputype/cpusubtype differ from the slice's header",
                ));
            }
        }
        out.push(Slice { cputype, cpusubtype, offset, size, align: Some(align), content });
    }
    Ok(Container { fat: Some(magic), slices: out })
}

fn read_slice(src: &Src<'_>, ctx: Option<&str>) -> Result<SliceContent, Error> {
    let ctx = ctx.unwrap_or("");
    let src = Src { ctx, ..*src };
    if src.data.get(..4) != Some(&[0xcf, 0xfa, 0xed, 0xfe][..]) {
        return Ok(SliceContent::Other);
    }
    let m = parse_macho(&src)?;
    if !m.notes.iter().any(|n| n.owner == FORMAT_NOTE) {
        return Ok(SliceContent::MachO(Box::new(m)));
    }
    Ok(SliceContent::Image(Box::new(read_image(&src, m)?)))
}

/// Reads the generic structure of a 64-bit little-endian Mach-O.
fn parse_macho(src: &Src<'_>) -> Result<MachO, Error> {
    let h = src.pod::<macho::MachHeader64<LittleEndian>>(0, "mach_header_64")?;
    if h.magic.get(BigEndian) != macho::MH_CIGAM_64 {
        return Err(src.err(0, "mach_header_64", "not a little-endian 64-bit Mach-O"));
    }
    let header = Header {
        magic: h.magic.get(BigEndian).swap_bytes(),
        cputype: h.cputype.get(LE).0,
        cpusubtype: h.cpusubtype.get(LE).0,
        filetype: h.filetype.get(LE).0,
        ncmds: h.ncmds.get(LE),
        sizeofcmds: h.sizeofcmds.get(LE),
        flags: h.flags.get(LE).0,
    };
    let cmds_end = HEADER_SIZE + u64::from(header.sizeofcmds);
    if cmds_end > src.len() {
        return Err(src.err(20, "mach_header_64", "sizeofcmds runs past the end of the file"));
    }
    let mut m = MachO {
        base: src.base,
        size: src.len(),
        header,
        load_commands: Vec::new(),
        segments: Vec::new(),
        sections: Vec::new(),
        symbols: Vec::new(),
        notes: Vec::new(),
        build_version: None,
        uuid: None,
        dylib_id: None,
        symtab: None,
    };
    let mut symtab = None;
    let mut cur = HEADER_SIZE;
    for i in 0..header.ncmds {
        let structure = format!("load command {i}");
        if cur + 8 > cmds_end {
            return Err(src.err(cur, &structure, "past sizeofcmds"));
        }
        let lc = src.pod::<macho::LoadCommand<LittleEndian>>(cur, &structure)?;
        let (cmd, cmdsize) = (lc.cmd.get(LE), lc.cmdsize.get(LE));
        let cmd_code = cmd.0;
        if cmdsize < 8 || cmdsize % 8 != 0 || cur + u64::from(cmdsize) > cmds_end {
            return Err(src.err(
                cur,
                &structure,
                format!("cmdsize {cmdsize} is not a multiple of 8 within sizeofcmds"),
            ));
        }
        let cmd_bytes = src.sub(cur, u64::from(cmdsize), cur, &structure, src.ctx)?;
        let exact = |size: u64, name: &str| {
            if u64::from(cmdsize) == size {
                Ok(())
            } else {
                Err(src.err(cur, name, format!("cmdsize {cmdsize}, expected {size}")))
            }
        };
        match cmd {
            macho::LC_SEGMENT_64 => {
                let s = src.pod::<macho::SegmentCommand64<LittleEndian>>(cur, "segment_command_64")?;
                let nsects = s.nsects.get(LE);
                exact(SEGMENT_SIZE + SECTION_SIZE * u64::from(nsects), "segment_command_64")?;
                let seg = Segment {
                    name: name16_str(src, cur + 8, &s.segname, "segment_command_64")?,
                    vmaddr: s.vmaddr.get(LE),
                    vmsize: s.vmsize.get(LE),
                    fileoff: s.fileoff.get(LE),
                    filesize: s.filesize.get(LE),
                    maxprot: s.maxprot.get(LE).0,
                    initprot: s.initprot.get(LE).0,
                    nsects,
                    flags: s.flags.get(LE).0,
                };
                src.range(cur, seg.fileoff, seg.filesize, &format!("segment {:?}", seg.name))?;
                for j in 0..u64::from(nsects) {
                    let at = cur + SEGMENT_SIZE + SECTION_SIZE * j;
                    let sec = src.pod::<macho::Section64<LittleEndian>>(at, "section_64")?;
                    let section = Section {
                        sectname: name16_str(src, at, &sec.sectname, "section_64")?,
                        segname: name16_str(src, at + 16, &sec.segname, "section_64")?,
                        addr: sec.addr.get(LE),
                        size: sec.size.get(LE),
                        offset: sec.offset.get(LE),
                        align: sec.align.get(LE),
                        flags: sec.flags.get(LE).0,
                    };
                    let zerofill = matches!(section.flags & 0xff, 0x1 | 0xc | 0x12);
                    if !zerofill {
                        let what = format!("section {:?},{:?}", section.segname, section.sectname);
                        src.range(at, u64::from(section.offset), section.size, &what)?;
                    }
                    m.sections.push(section);
                }
                m.segments.push(seg);
            }
            macho::LC_NOTE => {
                exact(NOTE_SIZE, "note_command")?;
                let n = src.pod::<macho::NoteCommand<LittleEndian>>(cur, "note_command")?;
                let note = Note {
                    owner: name16_str(src, cur + 8, &n.data_owner, "note_command")?,
                    offset: n.offset.get(LE),
                    size: n.size.get(LE),
                };
                src.range(cur, note.offset, note.size, &format!("note {:?}", note.owner))?;
                m.notes.push(note);
            }
            macho::LC_SYMTAB => {
                exact(SYMTAB_SIZE, "symtab_command")?;
                if symtab.is_some() {
                    return Err(src.err(cur, "symtab_command", "a second LC_SYMTAB"));
                }
                let s = src.pod::<macho::SymtabCommand<LittleEndian>>(cur, "symtab_command")?;
                symtab = Some((cur, s.symoff.get(LE), s.nsyms.get(LE), s.stroff.get(LE), s.strsize.get(LE)));
            }
            macho::LC_BUILD_VERSION => {
                let b = src.pod::<macho::BuildVersionCommand<LittleEndian>>(cur, "build_version_command")?;
                let ntools = b.ntools.get(LE);
                exact(24 + 8 * u64::from(ntools), "build_version_command")?;
                if m.build_version.is_some() {
                    return Err(src.err(cur, "build_version_command", "a second LC_BUILD_VERSION"));
                }
                let mut tools = Vec::new();
                for t in 0..u64::from(ntools) {
                    let tool = src.pod::<macho::BuildToolVersion<LittleEndian>>(
                        cur + 24 + 8 * t,
                        "build_tool_version",
                    )?;
                    tools.push((tool.tool.get(LE).0, unpack_version(tool.version.get(LE).0)));
                }
                m.build_version = Some(BuildVersion {
                    platform: b.platform.get(LE).0,
                    minos: unpack_version(b.minos.get(LE).0),
                    sdk: unpack_version(b.sdk.get(LE).0),
                    tools,
                });
            }
            macho::LC_UUID => {
                exact(UUID_SIZE, "uuid_command")?;
                if m.uuid.is_some() {
                    return Err(src.err(cur, "uuid_command", "a second LC_UUID"));
                }
                let u = src.pod::<macho::UuidCommand<LittleEndian>>(cur, "uuid_command")?;
                m.uuid = Some((cur + 8, u.uuid));
            }
            macho::LC_ID_DYLIB => {
                let d = src.pod::<macho::DylibCommand<LittleEndian>>(cur, "dylib_command")?;
                if m.dylib_id.is_some() {
                    return Err(src.err(cur, "dylib_command", "a second LC_ID_DYLIB"));
                }
                let name_at = u64::from(d.dylib.name.offset.get(LE));
                if name_at < 24 {
                    return Err(src.err(cur, "dylib_command", "the name overlaps the command"));
                }
                m.dylib_id = Some(c_str(src, cur, cmd_bytes.data, name_at, "dylib_command")?);
            }
            _ => {}
        }
        m.load_commands.push((cur, cmd_code, cmdsize));
        cur += u64::from(cmdsize);
    }
    if cur != cmds_end {
        return Err(src.err(16, "mach_header_64", "the load commands do not fill sizeofcmds"));
    }
    if let Some((at, symoff, nsyms, stroff, strsize)) = symtab {
        m.symtab = Some((symoff, nsyms, stroff, strsize));
        let syms = src.range(at, u64::from(symoff), u64::from(nsyms) * NLIST_SIZE, "symbol table")?;
        let strings = src.range(at, u64::from(stroff), u64::from(strsize), "string table")?;
        for (k, raw) in syms.chunks_exact(NLIST_SIZE as usize).enumerate() {
            let sym_at = u64::from(symoff) + NLIST_SIZE * k as u64;
            let structure = format!("symbol {k}");
            let (n, _) = object::pod::from_bytes::<macho::Nlist64<LittleEndian>>(raw)
                .map_err(|()| src.err(sym_at, &structure, "unreadable"))?;
            let symbol = Symbol {
                name: c_str(src, sym_at, strings, u64::from(n.n_strx.get(LE)), &structure)?,
                n_type: n.n_type.0,
                n_sect: n.n_sect,
                n_desc: n.n_desc.get(LE).0,
                n_value: n.n_value.get(LE),
            };
            if symbol.n_type & 0x0e == 0x0e
                && (symbol.n_sect == 0 || usize::from(symbol.n_sect) > m.sections.len())
            {
                return Err(src.err(
                    sym_at,
                    &structure,
                    format!("section number {} does not exist", symbol.n_sect),
                ));
            }
            m.symbols.push(symbol);
        }
    }
    Ok(m)
}

/// The records of one table: (offset of the records, count).
fn table<'a>(src: &Src<'a>, note: &Note, at: u64, record: u64) -> Result<(u64, u64, &'a [u8]), Error> {
    let structure = format!("table {}", note.owner);
    if note.size != TABLE_HEADER {
        return Err(src.err(
            at,
            &structure,
            format!("the note's size is {}, expected {TABLE_HEADER}", note.size),
        ));
    }
    let off = src.u64_at(note.offset, &structure)?;
    let count = src.u64_at(note.offset + 8, &structure)?;
    let len = count.checked_mul(record).ok_or_else(|| src.err(note.offset, &structure, "count overflows"))?;
    let bytes = src.range(note.offset, off, len, &structure)?;
    Ok((off, count, bytes))
}

fn read_image(src: &Src<'_>, m: MachO) -> Result<ImageView, Error> {
    let h = m.header;
    let filetype = match (macho::FileType(h.filetype), &m.dylib_id) {
        (macho::MH_GPU_EXECUTE, None) => FileType::Execute,
        (macho::MH_GPU_DYLIB, Some(name)) => FileType::Dylib { install_name: name.clone() },
        (macho::MH_GPU_DYLIB, None) => {
            return Err(src.err(12, "mach_header_64", "MH_GPU_DYLIB without LC_ID_DYLIB"))
        }
        (macho::MH_GPU_EXECUTE, Some(_)) => {
            return Err(src.err(12, "mach_header_64", "LC_ID_DYLIB in an MH_GPU_EXECUTE"));
        }
        _ => {
            return Err(src.err(
                12,
                "mach_header_64",
                format!("filetype {:#x} is not a GPU executable or dylib", h.filetype),
            ))
        }
    };
    let bv = m.build_version.clone().ok_or_else(|| src.err(0, "mach_header_64", "no LC_BUILD_VERSION"))?;
    if m.uuid.is_none() {
        return Err(src.err(0, "mach_header_64", "no LC_UUID"));
    }
    if bv.tools.windows(2).any(|w| matches!(w, [a, b] if a.0 >= b.0)) {
        return Err(src.err(0, "build_version_command", "tools not in increasing order"));
    }

    // Notes: each table once; other AIR_ owners are not ours; the rest belong to the caller.
    let note_cmds: Vec<u64> =
        m.load_commands.iter().filter(|(_, cmd, _)| *cmd == macho::LC_NOTE.0).map(|(at, _, _)| *at).collect();
    let mut tables: [Option<(u64, u64, &[u8])>; 5] = [None; 5];
    let mut format_seen = false;
    let mut notes = Vec::new();
    for (k, note) in m.notes.iter().enumerate() {
        let at = note_cmds.get(k).copied().unwrap_or(0);
        if note.owner == FORMAT_NOTE {
            if format_seen {
                return Err(src.err(at, "note_command", "a second metal-nt note"));
            }
            format_seen = true;
            let structure = "metal-nt note";
            if note.size != FORMAT_SIZE {
                return Err(src.err(at, structure, format!("{} bytes, expected {FORMAT_SIZE}", note.size)));
            }
            let version = src.u32_at(note.offset, structure)?;
            if version != FORMAT_VERSION || src.u32_at(note.offset + 4, structure)? != 0 {
                return Err(src.err(
                    note.offset,
                    structure,
                    format!("format version {version} is not {FORMAT_VERSION}"),
                ));
            }
        } else if let Some(t) = TABLES.iter().position(|&t| t == note.owner) {
            if tables[t].is_some() {
                return Err(src.err(at, "note_command", format!("a second {}", note.owner)));
            }
            tables[t] = Some(table(src, note, at, RECORD_SIZES[t])?);
        } else if note.owner.starts_with(RESERVED_NOTE_PREFIX) {
            return Err(src.err(at, "note_command", format!("unknown table {:?}", note.owner)));
        } else {
            if note.owner.is_empty() || !note.owner.bytes().all(|b| b.is_ascii_graphic()) {
                return Err(src.err(
                    at,
                    "note_command",
                    "a note owner is 1 to 16 printable ASCII characters",
                ));
            }
            let data = src.range(at, note.offset, note.size, "note")?.to_vec();
            if notes.last().is_some_and(|last: &(String, Vec<u8>)| (&last.0, &last.1) > (&note.owner, &data))
            {
                return Err(src.err(at, "note_command", "notes not in canonical order"));
            }
            notes.push((note.owner.clone(), data));
        }
    }
    let mut got = Vec::with_capacity(5);
    for (t, name) in tables.iter().zip(TABLES) {
        got.push(t.ok_or_else(|| src.err(0, "mach_header_64", format!("no {name} table")))?);
    }
    let [(desc_off, _, desc_recs), (obj_off, n_obj, _), (pipe_off, n_pipe, _), (hash_off, n_hash, hash_recs), (_, _, strtab)] =
        got[..]
    else {
        return Err(src.err(0, "mach_header_64", "tables"));
    };
    if n_hash != n_obj {
        return Err(src.err(hash_off, "table AIR_HASHES", format!("{n_hash} hashes for {n_obj} objects")));
    }
    if m.symbols.len() as u64 != n_obj {
        return Err(src.err(
            obj_off,
            "table AIR_OBJECT",
            format!("{n_obj} objects but {} symbols", m.symbols.len()),
        ));
    }
    let text_section =
        |name: &str| m.sections.iter().position(|s| s.segname == SEG_TEXT && s.sectname == name);
    let desc_section = text_section(SECT_DESCRIPTOR)
        .and_then(|i| m.sections.get(i))
        .ok_or_else(|| src.err(0, "mach_header_64", "no __TEXT,__descriptor section"))?;
    let within = |s: &Section, off: u64, len: u64| {
        off >= u64::from(s.offset)
            && off.checked_add(len).is_some_and(|e| e <= u64::from(s.offset).saturating_add(s.size))
    };

    // AIR_DESCRIPTOR
    let mut descriptors = Vec::new();
    for (i, rec) in desc_recs.chunks_exact(48).enumerate() {
        let at = desc_off + 48 * i as u64;
        let structure = format!("AIR_DESCRIPTOR record {i}");
        let off = src.u64_at(at + 32, &structure)?;
        let len = src.u64_at(at + 40, &structure)?;
        if !within(desc_section, off, len) {
            return Err(src.err(at, &structure, "the descriptor lies outside __TEXT,__descriptor"));
        }
        let data = src.range(at, off, len, &structure)?;
        if Sha256::digest(data)[..] != rec[..32] {
            return Err(src.err(off, &structure, "the descriptor does not match its SHA-256 key"));
        }
        descriptors.push((off, data));
    }

    // AIR_PIPELINE
    let mut pipelines = Vec::new();
    let mut next_first = 0u64;
    for i in 0..n_pipe {
        let at = pipe_off + 16 * i;
        let structure = format!("AIR_PIPELINE record {i}");
        let name = c_str(src, at, strtab, u64::from(src.u32_at(at, &structure)?), &structure)?;
        let first = u64::from(src.u32_at(at + 4, &structure)?);
        let count = u64::from(src.u32_at(at + 8, &structure)?);
        if first != next_first || count == 0 || src.u32_at(at + 12, &structure)? != 0 {
            return Err(src.err(
                at,
                &structure,
                "pipelines must cover the objects in order, each at least one",
            ));
        }
        next_first = first + count;
        pipelines.push((name, first, count));
    }
    if next_first != n_obj {
        return Err(src.err(pipe_off, "table AIR_PIPELINE", "the pipelines do not cover the objects"));
    }

    // AIR_OBJECT
    let mut shaders = Vec::new();
    let mut views = Vec::new();
    let mut ctxs = Vec::new();
    for i in 0..n_obj {
        ctxs.push(format!(
            "{}object {i}",
            if src.ctx.is_empty() { String::new() } else { format!("{}, ", src.ctx) }
        ));
    }
    for (i, ctx) in ctxs.iter().enumerate() {
        let at = obj_off + 40 * i as u64;
        let structure = format!("AIR_OBJECT record {i}");
        let pipeline = c_str(src, at, strtab, u64::from(src.u32_at(at, &structure)?), &structure)?;
        let function = c_str(src, at + 4, strtab, u64::from(src.u32_at(at + 4, &structure)?), &structure)?;
        let stage = Stage::from_code(src.u32_at(at + 8, &structure)?)
            .ok_or_else(|| src.err(at + 8, &structure, "unknown stage"))?;
        let kind = PayloadKind::from_code(src.u32_at(at + 12, &structure)?)
            .ok_or_else(|| src.err(at + 12, &structure, "unknown payload kind"))?;
        let off = src.u64_at(at + 16, &structure)?;
        let len = src.u64_at(at + 24, &structure)?;
        let desc = src.u32_at(at + 32, &structure)? as usize;
        let pipe = src.u32_at(at + 36, &structure)? as usize;
        let (descriptor_offset, descriptor) =
            *descriptors.get(desc).ok_or_else(|| src.err(at + 32, &structure, "no such descriptor"))?;
        let (pipe_name, first, count) =
            pipelines.get(pipe).ok_or_else(|| src.err(at + 36, &structure, "no such pipeline"))?;
        if *pipe_name != pipeline || !(*first..first + count).contains(&(i as u64)) {
            return Err(src.err(at + 36, &structure, "the object is not in its pipeline's range"));
        }
        let sect_index = text_section(stage.section())
            .ok_or_else(|| src.err(at + 8, &structure, format!("no __TEXT,{} section", stage.section())))?;
        let sect = m.sections.get(sect_index).ok_or_else(|| src.err(at, &structure, "section"))?;
        if !within(sect, off, len) {
            return Err(src.err(
                at + 16,
                &structure,
                format!("the object lies outside __TEXT,{}", stage.section()),
            ));
        }
        let nested = src.sub(off, len, at + 16, &structure, ctx)?;
        let (object, payload_rel, symbols) = read_nested(&nested, &h, stage, kind, &pipeline, &function)?;
        let payload =
            nested.range(0, payload_rel, object.sections.first().map_or(0, |s| s.size), "__text")?;
        let hash = hash_recs.get(32 * i..32 * i + 32).unwrap_or_default();
        if Sha256::digest(payload)[..] != *hash {
            return Err(src.err(
                off + payload_rel,
                &structure,
                "the payload does not match its AIR_HASHES entry",
            ));
        }
        let sym = m.symbols.get(i).ok_or_else(|| src.err(at, &structure, "no symbol"))?;
        let sym_at = m.symtab.map_or(0, |t| u64::from(t.0) + NLIST_SIZE * i as u64);
        let sym_structure = format!("symbol {i}");
        let expected = shader_symbol(&pipeline, stage, &function);
        if sym.name != expected {
            return Err(src.err(
                sym_at,
                &sym_structure,
                format!("named {:?}, expected {expected:?}", sym.name),
            ));
        }
        let value = sect.addr.checked_add(off - u64::from(sect.offset));
        if sym.n_type != SYMBOL_TYPE
            || usize::from(sym.n_sect) != sect_index + 1
            || Some(sym.n_value) != value
        {
            return Err(src.err(
                sym_at,
                &sym_structure,
                "not an external symbol at its shader's nested object",
            ));
        }
        let shader = Shader {
            pipeline,
            stage,
            function,
            payload: payload.to_vec(),
            payload_kind: kind,
            symbols,
            descriptor: descriptor.to_vec(),
        };
        if let Some(prev) = shaders.last() {
            let p: &Shader = prev;
            if (&p.pipeline, p.stage, &p.function) >= (&shader.pipeline, shader.stage, &shader.function) {
                return Err(src.err(
                    at,
                    &structure,
                    "objects not in canonical order (pipeline, stage, function)",
                ));
            }
        }
        shaders.push(shader);
        views.push(ShaderView {
            object,
            payload_offset: src.base + off + payload_rel,
            descriptor_offset: src.base + descriptor_offset,
            symbol: i,
        });
    }
    let image = Image {
        cputype: h.cputype,
        cpusubtype: h.cpusubtype,
        filetype,
        platform: bv.platform,
        min_os: bv.minos,
        sdk: bv.sdk,
        tools: bv.tools.clone(),
        shaders,
        notes,
    };
    image.validate().map_err(|e| src.err(0, "image", e.to_string()))?;
    Ok(ImageView { image, macho: m, shaders: views })
}

/// A nested object, its payload's offset within it, and the shader's symbols.
type Nested = (MachO, u64, Vec<(String, u64)>);

/// Reads and checks one nested object; returns it, the payload's offset within it and
/// the shader's symbols.
fn read_nested(
    src: &Src<'_>,
    outer: &Header,
    stage: Stage,
    kind: PayloadKind,
    pipeline: &str,
    function: &str,
) -> Result<Nested, Error> {
    let m = parse_macho(src)?;
    let h = m.header;
    if macho::FileType(h.filetype) != macho::MH_OBJECT {
        return Err(src.err(12, "mach_header_64", "a nested object is an MH_OBJECT"));
    }
    if (h.cputype, h.cpusubtype) != (outer.cputype, outer.cpusubtype) {
        return Err(src.err(4, "mach_header_64", "cputype/cpusubtype differ from the outer image's"));
    }
    let [text, md] = &m.sections[..] else {
        return Err(src.err(32, "segment_command_64", "a nested object has exactly two sections"));
    };
    if (text.sectname.as_str(), text.segname.as_str()) != (SECT_TEXT, SEG_TEXT) || text.addr != 0 {
        return Err(src.err(32, "section_64", "the first section is __TEXT,__text at address 0"));
    }
    if (md.sectname.as_str(), md.segname.as_str()) != (stage.section(), SEG_NT_MD) {
        return Err(src.err(
            32,
            "section_64",
            format!("the second section is {SEG_NT_MD},{}", stage.section()),
        ));
    }
    let md_bytes = src.range(32, u64::from(md.offset), md.size, "__GPU_NT_MD")?;
    let mut expected = Vec::with_capacity(10 + pipeline.len() + function.len());
    expected.extend_from_slice(&NT_MD_VERSION.to_le_bytes());
    expected.extend_from_slice(&kind.code().to_le_bytes());
    expected.extend_from_slice(pipeline.as_bytes());
    expected.push(0);
    expected.extend_from_slice(function.as_bytes());
    expected.push(0);
    if md_bytes != expected.as_slice() {
        return Err(src.err(u64::from(md.offset), "__GPU_NT_MD", "the metadata does not name this shader"));
    }
    let mut symbols: Vec<(String, u64)> = Vec::with_capacity(m.symbols.len());
    for (k, s) in m.symbols.iter().enumerate() {
        let sym_at = m.symtab.map_or(0, |t| u64::from(t.0) + NLIST_SIZE * k as u64);
        if s.n_type != SYMBOL_TYPE || s.n_sect != 1 || s.n_value > text.size {
            return Err(src.err(
                0,
                &format!("symbol {k}"),
                "a shader symbol is external, in __text, within the payload",
            ));
        }
        let sym = (s.name.clone(), s.n_value);
        if symbols.last().is_some_and(|last| (last.1, &last.0) >= (sym.1, &sym.0)) {
            return Err(src.err(
                sym_at,
                &format!("symbol {k}"),
                "symbols not in canonical order (offset, name)",
            ));
        }
        symbols.push(sym);
    }
    let payload_offset = u64::from(text.offset);
    Ok((m, payload_offset, symbols))
}

/// Checks each image's UUID against its content (SHA-256 of the slice with the UUID
/// zeroed, RFC 9562 version 8).
pub fn verify_uuids(bytes: &[u8], container: &Container) -> Result<(), Error> {
    for (i, slice) in container.slices.iter().enumerate() {
        let SliceContent::Image(view) = &slice.content else { continue };
        let Some((at, uuid)) = view.macho.uuid else { continue };
        let data = bytes
            .get(slice.offset as usize..(slice.offset.saturating_add(slice.size)) as usize)
            .ok_or_else(|| Error::Malformed {
                offset: slice.offset,
                structure: format!("slice {i}"),
                message: "out of range".into(),
            })?;
        let want = content_uuid(data, at as usize);
        if want != Some(uuid) {
            return Err(Error::Malformed {
                offset: slice.offset + at,
                structure: format!("slice {i}: uuid_command"),
                message: "the UUID does not match the content".into(),
            });
        }
    }
    Ok(())
}
