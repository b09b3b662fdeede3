//! GPU Mach-O inputs (docs/output-format.md): recognising them by their magic, the
//! `--macho` listing (one model for text and JSON), `-d` (each shader's payload through
//! the backend of its slice's arch) and `--extract` (each payload and an `index.json`).
//! Shaders are numbered across the whole file, slice by slice, so that the index a
//! listing shows is the file name `--extract` gives.

use anyhow::{anyhow, bail, Context, Result};
use gpu_macho::{Container, ImageView, MachO, SliceContent};
use object::macho;
use rayon::prelude::*;
use serde::Serialize;
use std::fmt::Write as _;
use std::path::Path;

/// Whether `bytes` start like a Mach-O or a fat file (rather than a MetalLib, AIR or
/// archive): `0xFEEDFACF` little-endian, or a big-endian fat magic.
pub fn is_macho(bytes: &[u8]) -> bool {
    let Some(&[a, b, c, d]) = bytes.get(..4) else { return false };
    u32::from_le_bytes([a, b, c, d]) == macho::MH_MAGIC_64
        || gpu_macho::FatMagic::from_value(u32::from_be_bytes([a, b, c, d])).is_some()
}

/// Reads the container, the reader's located error as context.
pub fn read(bytes: &[u8], shown: &str) -> Result<Container> {
    gpu_macho::read(bytes).with_context(|| format!("`{shown}`"))
}

/// Version 1 of the `--macho --json` listing (docs/metal-objdump.md).
#[derive(Serialize, Debug)]
pub struct Listing {
    pub schema: u32,
    pub file: String,
    pub format: &'static str,
    /// The fat magic (`0xcafebabe`), `null` for a thin file.
    pub fat: Option<String>,
    pub slices: Vec<SliceInfo>,
}

#[derive(Serialize, Debug)]
pub struct SliceInfo {
    pub index: usize,
    pub offset: u64,
    pub size: u64,
    /// The fat entry's alignment (log2), `null` for a thin file.
    pub align: Option<u32>,
    pub cputype: u32,
    pub cpusubtype: u32,
    /// The arch of the table these numbers stand for.
    pub arch: Option<String>,
    /// `image` (written by metal-nt), `macho` (any other Mach-O), `metallib`, `other`.
    pub content: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub macho: Option<MachOInfo>,
    pub shaders: Vec<ShaderInfo>,
}

#[derive(Serialize, Debug)]
pub struct MachOInfo {
    pub magic: String,
    pub cputype: u32,
    pub cpusubtype: u32,
    /// The arch of the table the header's cputype and cpusubtype stand for.
    pub arch: Option<String>,
    pub filetype: u32,
    pub filetype_name: String,
    pub ncmds: u32,
    pub sizeofcmds: u32,
    pub flags: u32,
    pub load_commands: Vec<LoadCommandInfo>,
    pub build_version: Option<BuildVersionInfo>,
    pub uuid: Option<String>,
    pub dylib_id: Option<String>,
    pub symbols: usize,
}

#[derive(Serialize, Debug)]
pub struct LoadCommandInfo {
    /// Absolute offset in the file.
    pub offset: u64,
    pub cmd: u32,
    pub name: String,
    pub size: u32,
    /// What the command says, in a few words (segment name and range, note owner …).
    pub detail: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<SectionInfo>,
}

#[derive(Serialize, Debug)]
pub struct SectionInfo {
    pub sectname: String,
    pub segname: String,
    /// As recorded: relative to the slice.
    pub offset: u32,
    pub size: u64,
    pub align: u32,
}

#[derive(Serialize, Debug)]
pub struct BuildVersionInfo {
    pub platform: u32,
    pub platform_name: String,
    pub minos: String,
    pub sdk: String,
    pub tools: Vec<ToolInfo>,
}

#[derive(Serialize, Debug)]
pub struct ToolInfo {
    pub tool: u32,
    pub name: String,
    pub version: String,
}

#[derive(Serialize, Debug)]
pub struct ShaderInfo {
    /// Across the whole file, slice by slice.
    pub index: usize,
    pub pipeline: String,
    pub stage: &'static str,
    pub function: String,
    /// `hsaco`, `agx`, `ptx`, `gen`: also the extension `--extract` gives.
    pub payload_kind: &'static str,
    /// Absolute offset of the payload in the file.
    pub payload_offset: u64,
    pub payload_size: u64,
    /// Absolute offset and size of the nested object holding the payload.
    pub object_offset: u64,
    pub object_size: u64,
    /// The shader's symbol in the outer symbol table.
    pub symbol: String,
    /// The payload's own symbols, offsets into the payload.
    pub symbols: Vec<PayloadSymbol>,
    pub descriptor_offset: u64,
    pub descriptor_size: u64,
}

#[derive(Serialize, Debug)]
pub struct PayloadSymbol {
    pub name: String,
    pub offset: u64,
}

/// The arch of the table whose cputype and cpusubtype are these.
pub fn arch_of(table: &targets::ArchTable, cputype: u32, cpusubtype: u32) -> Option<&targets::Arch> {
    table.iter().find(|a| a.cputype == Some(cputype) && a.cpusubtype == Some(cpusubtype))
}

fn triple((x, y, z): (u32, u32, u32)) -> String {
    format!("{x}.{y}.{z}")
}

/// Names of the Mach-O numbers the listing shows; the values are `object`'s constants.
const LOAD_COMMANDS: [(u32, &str); 9] = [
    (macho::LC_SEGMENT_64.0, "LC_SEGMENT_64"),
    (macho::LC_SYMTAB.0, "LC_SYMTAB"),
    (macho::LC_DYSYMTAB.0, "LC_DYSYMTAB"),
    (macho::LC_UUID.0, "LC_UUID"),
    (macho::LC_BUILD_VERSION.0, "LC_BUILD_VERSION"),
    (macho::LC_NOTE.0, "LC_NOTE"),
    (macho::LC_ID_DYLIB.0, "LC_ID_DYLIB"),
    (macho::LC_LOAD_DYLIB.0, "LC_LOAD_DYLIB"),
    (macho::LC_SOURCE_VERSION.0, "LC_SOURCE_VERSION"),
];
const FILETYPES: [(u32, &str); 5] = [
    (macho::MH_OBJECT.0, "MH_OBJECT"),
    (macho::MH_EXECUTE.0, "MH_EXECUTE"),
    (macho::MH_DYLIB.0, "MH_DYLIB"),
    (macho::MH_GPU_EXECUTE.0, "MH_GPU_EXECUTE"),
    (macho::MH_GPU_DYLIB.0, "MH_GPU_DYLIB"),
];
const PLATFORMS: [(u32, &str); 10] = [
    (macho::PLATFORM_MACOS.0, "macos"),
    (macho::PLATFORM_IOS.0, "ios"),
    (macho::PLATFORM_TVOS.0, "tvos"),
    (macho::PLATFORM_WATCHOS.0, "watchos"),
    (macho::PLATFORM_MACCATALYST.0, "maccatalyst"),
    (macho::PLATFORM_IOSSIMULATOR.0, "ios-simulator"),
    (macho::PLATFORM_TVOSSIMULATOR.0, "tvos-simulator"),
    (macho::PLATFORM_WATCHOSSIMULATOR.0, "watchos-simulator"),
    (macho::PLATFORM_XROS.0, "xros"),
    (macho::PLATFORM_XROSSIMULATOR.0, "xros-simulator"),
];
const TOOLS: [(u32, &str); 10] = [
    (macho::TOOL_CLANG.0, "clang"),
    (macho::TOOL_SWIFT.0, "swift"),
    (macho::TOOL_LD.0, "ld"),
    (macho::TOOL_METAL.0, "metal"),
    (macho::TOOL_AIRLLD.0, "airlld"),
    (macho::TOOL_AIRNT.0, "airnt"),
    (macho::TOOL_AIRNT_PLUGIN.0, "airnt-plugin"),
    (macho::TOOL_AIRPACK.0, "airpack"),
    (macho::TOOL_GPUARCHIVER.0, "gpuarchiver"),
    (macho::TOOL_METAL_FRAMEWORK.0, "metal-framework"),
];

/// The name `table` gives `value`, or `fallback` followed by the number.
fn name_of(table: &[(u32, &str)], value: u32, fallback: &str) -> String {
    table
        .iter()
        .find(|(v, _)| *v == value)
        .map_or_else(|| format!("{fallback} {value:#x}"), |(_, n)| (*n).to_string())
}

fn load_command_name(cmd: u32) -> String {
    name_of(&LOAD_COMMANDS, cmd, "cmd")
}

fn filetype_name(filetype: u32) -> String {
    name_of(&FILETYPES, filetype, "filetype")
}

fn platform_name(platform: u32) -> String {
    name_of(&PLATFORMS, platform, "platform")
}

fn tool_name(tool: u32) -> String {
    name_of(&TOOLS, tool, "tool")
}

fn uuid_text(u: &[u8; 16]) -> String {
    let hex: String = u.iter().map(|b| format!("{b:02x}")).collect();
    let part = |r: std::ops::Range<usize>| hex.get(r).unwrap_or_default().to_string();
    format!("{}-{}-{}-{}-{}", part(0..8), part(8..12), part(12..16), part(16..20), part(20..32))
}

/// The load commands with what each says. Segments and notes are matched to their
/// commands in order: the reader keeps both in load-command order.
fn load_commands(m: &MachO) -> Vec<LoadCommandInfo> {
    let mut segments = m.segments.iter();
    let mut notes = m.notes.iter();
    let mut sections = m.sections.iter();
    m.load_commands
        .iter()
        .map(|&(offset, cmd, size)| {
            let mut info = LoadCommandInfo {
                offset: m.base + offset,
                cmd,
                name: load_command_name(cmd),
                size,
                detail: String::new(),
                sections: Vec::new(),
            };
            if cmd == macho::LC_SEGMENT_64.0 {
                if let Some(s) = segments.next() {
                    let name = if s.name.is_empty() { "(unnamed)" } else { s.name.as_str() };
                    info.detail = format!(
                        "{name}: fileoff {:#x}, filesize {:#x}, vmaddr {:#x}, {} sections",
                        s.fileoff, s.filesize, s.vmaddr, s.nsects
                    );
                    info.sections = sections
                        .by_ref()
                        .take(s.nsects as usize)
                        .map(|x| SectionInfo {
                            sectname: x.sectname.clone(),
                            segname: x.segname.clone(),
                            offset: x.offset,
                            size: x.size,
                            align: x.align,
                        })
                        .collect();
                }
            } else if cmd == macho::LC_NOTE.0 {
                if let Some(n) = notes.next() {
                    info.detail = format!("{}: {} bytes at {:#x}", n.owner, n.size, n.offset);
                }
            } else if cmd == macho::LC_SYMTAB.0 {
                if let Some((symoff, nsyms, stroff, strsize)) = m.symtab {
                    info.detail =
                        format!("{nsyms} symbols at {symoff:#x}, {strsize} bytes of strings at {stroff:#x}");
                }
            } else if cmd == macho::LC_UUID.0 {
                if let Some((_, u)) = &m.uuid {
                    info.detail = uuid_text(u);
                }
            } else if cmd == macho::LC_BUILD_VERSION.0 {
                if let Some(b) = &m.build_version {
                    info.detail =
                        format!("{} {}, sdk {}", platform_name(b.platform), triple(b.minos), triple(b.sdk));
                }
            } else if cmd == macho::LC_ID_DYLIB.0 {
                if let Some(d) = &m.dylib_id {
                    info.detail = d.clone();
                }
            }
            info
        })
        .collect()
}

fn macho_info(m: &MachO, table: &targets::ArchTable) -> MachOInfo {
    let h = &m.header;
    MachOInfo {
        magic: format!("{:#010x}", h.magic),
        cputype: h.cputype,
        cpusubtype: h.cpusubtype,
        arch: arch_of(table, h.cputype, h.cpusubtype).map(|a| a.name.clone()),
        filetype: h.filetype,
        filetype_name: filetype_name(h.filetype),
        ncmds: h.ncmds,
        sizeofcmds: h.sizeofcmds,
        flags: h.flags,
        load_commands: load_commands(m),
        build_version: m.build_version.as_ref().map(|b| BuildVersionInfo {
            platform: b.platform,
            platform_name: platform_name(b.platform),
            minos: triple(b.minos),
            sdk: triple(b.sdk),
            tools: b
                .tools
                .iter()
                .map(|&(tool, v)| ToolInfo { tool, name: tool_name(tool), version: triple(v) })
                .collect(),
        }),
        uuid: m.uuid.as_ref().map(|(_, u)| uuid_text(u)),
        dylib_id: m.dylib_id.clone(),
        symbols: m.symbols.len(),
    }
}

fn shader_infos(view: &ImageView, first: usize) -> Vec<ShaderInfo> {
    view.image
        .shaders
        .iter()
        .zip(&view.shaders)
        .enumerate()
        .map(|(i, (s, at))| ShaderInfo {
            index: first + i,
            pipeline: s.pipeline.clone(),
            stage: s.stage.name(),
            function: s.function.clone(),
            payload_kind: s.payload_kind.extension(),
            payload_offset: at.payload_offset,
            payload_size: s.payload.len() as u64,
            object_offset: at.object.base,
            object_size: at.object.size,
            symbol: view.macho.symbols.get(at.symbol).map(|x| x.name.clone()).unwrap_or_default(),
            symbols: s
                .symbols
                .iter()
                .map(|(name, offset)| PayloadSymbol { name: name.clone(), offset: *offset })
                .collect(),
            descriptor_offset: at.descriptor_offset,
            descriptor_size: s.descriptor.len() as u64,
        })
        .collect()
}

/// Builds the listing of a container read from `bytes`.
pub fn listing(file: &str, c: &Container, bytes: &[u8]) -> Listing {
    let table = targets::ArchTable::builtin();
    let mut next_shader = 0;
    let slices = c
        .slices
        .iter()
        .enumerate()
        .map(|(index, s)| {
            let (content, macho, shaders) = match &s.content {
                SliceContent::Image(v) => {
                    let shaders = shader_infos(v, next_shader);
                    next_shader += shaders.len();
                    ("image", Some(macho_info(&v.macho, &table)), shaders)
                }
                SliceContent::MachO(m) => ("macho", Some(macho_info(m, &table)), Vec::new()),
                SliceContent::Other => {
                    let start = usize::try_from(s.offset).ok();
                    let is_metallib =
                        start.and_then(|o| bytes.get(o..)).is_some_and(|b| b.starts_with(b"MTLB"));
                    (if is_metallib { "metallib" } else { "other" }, None, Vec::new())
                }
            };
            SliceInfo {
                index,
                offset: s.offset,
                size: s.size,
                align: s.align,
                cputype: s.cputype,
                cpusubtype: s.cpusubtype,
                arch: arch_of(&table, s.cputype, s.cpusubtype).map(|a| a.name.clone()),
                content,
                macho,
                shaders,
            }
        })
        .collect();
    Listing {
        schema: 1,
        file: file.to_string(),
        format: "gpu-macho",
        fat: c.fat.map(|m| format!("{:#010x}", m.value())),
        slices,
    }
}

fn arch_text(arch: Option<&str>) -> &str {
    arch.unwrap_or("unknown arch")
}

/// The listing as text (docs/metal-objdump.md).
pub fn render_text(l: &Listing) -> String {
    let mut s = String::new();
    match &l.fat {
        Some(magic) => {
            let _ = writeln!(s, "{}: gpu-macho, fat {magic}, {} slices", l.file, l.slices.len());
        }
        None => {
            let _ = writeln!(s, "{}: gpu-macho, thin", l.file);
        }
    }
    for sl in &l.slices {
        let align = sl.align.map(|a| format!(", align 2^{a}")).unwrap_or_default();
        let _ = writeln!(
            s,
            "slice {}: {} (cputype {:#010x}, cpusubtype {}), {} bytes at {:#x}{align}, {}",
            sl.index,
            arch_text(sl.arch.as_deref()),
            sl.cputype,
            sl.cpusubtype,
            sl.size,
            sl.offset,
            match sl.content {
                "image" => "metal-nt image",
                "macho" => "Mach-O without metal-nt tables",
                "metallib" => "MetalLib",
                _ => "not a Mach-O",
            }
        );
        let Some(m) = &sl.macho else { continue };
        let _ = writeln!(
            s,
            "  header: magic {}, cputype {:#010x}, cpusubtype {} ({}), filetype {:#x} {}, ncmds {}, sizeofcmds {}, flags {:#x}",
            m.magic,
            m.cputype,
            m.cpusubtype,
            arch_text(m.arch.as_deref()),
            m.filetype,
            m.filetype_name,
            m.ncmds,
            m.sizeofcmds,
            m.flags
        );
        let _ = writeln!(s, "  load commands:");
        for c in &m.load_commands {
            let _ = writeln!(s, "    {:#07x}  {:<17} {:>4}  {}", c.offset, c.name, c.size, c.detail);
            for x in &c.sections {
                let _ = writeln!(
                    s,
                    "             section ({}, {}) offset {:#x}, size {:#x}, align 2^{}",
                    x.sectname, x.segname, x.offset, x.size, x.align
                );
            }
        }
        match &m.build_version {
            Some(b) => {
                let tools: Vec<String> =
                    b.tools.iter().map(|t| format!("{} {}", t.name, t.version)).collect();
                let _ = writeln!(
                    s,
                    "  build version: {} {}, sdk {}, tools: {}",
                    b.platform_name,
                    b.minos,
                    b.sdk,
                    if tools.is_empty() { "none".to_string() } else { tools.join(", ") }
                );
            }
            None => {
                let _ = writeln!(s, "  build version: none");
            }
        }
        let _ = writeln!(s, "  uuid: {}", m.uuid.as_deref().unwrap_or("none"));
        if let Some(d) = &m.dylib_id {
            let _ = writeln!(s, "  dylib: {d}");
        }
        let _ = writeln!(s, "  symbols: {}", m.symbols);
        if sl.content != "image" {
            continue;
        }
        let _ = writeln!(s, "  shaders: {}", sl.shaders.len());
        for sh in &sl.shaders {
            let _ = writeln!(
                s,
                "    {:>4}  {:<8} pipeline `{}` function `{}`",
                sh.index, sh.stage, sh.pipeline, sh.function
            );
            let _ = writeln!(
                s,
                "          {} {} bytes at {:#x} (object {} bytes at {:#x}), descriptor {} bytes at {:#x}",
                sh.payload_kind,
                sh.payload_size,
                sh.payload_offset,
                sh.object_size,
                sh.object_offset,
                sh.descriptor_size,
                sh.descriptor_offset
            );
            let _ = writeln!(s, "          symbol {}", sh.symbol);
            for sym in &sh.symbols {
                let _ = writeln!(s, "          payload symbol {} at {:#x}", sym.name, sym.offset);
            }
        }
    }
    s
}

/// One shader of an image slice, with where it is in the file.
struct Located<'a> {
    index: usize,
    slice: usize,
    arch: Option<&'a targets::Arch>,
    shader: &'a gpu_macho::Shader,
    payload_offset: u64,
}

fn located<'a>(c: &'a Container, table: &'a targets::ArchTable) -> Vec<Located<'a>> {
    let mut out = Vec::new();
    for (slice, s) in c.slices.iter().enumerate() {
        let SliceContent::Image(v) = &s.content else { continue };
        let arch = arch_of(table, s.cputype, s.cpusubtype);
        for (shader, at) in v.image.shaders.iter().zip(&v.shaders) {
            out.push(Located { index: out.len(), slice, arch, shader, payload_offset: at.payload_offset });
        }
    }
    out
}

fn describe(l: &Located<'_>) -> String {
    format!(
        "shader {} ({}, pipeline `{}`, {} function `{}`)",
        l.index,
        l.arch.map_or("unknown arch", |a| a.name.as_str()),
        l.shader.pipeline,
        l.shader.stage.name(),
        l.shader.function
    )
}

/// `-d`: per shader a `; shader …` line, then the backend's disassembly of its payload;
/// a blank line between shaders.
pub fn disassemble(c: &Container, shown: &str) -> Result<String> {
    let table = targets::ArchTable::builtin();
    let shaders = located(c, &table);
    if c.images().next().is_none() {
        bail!("`{shown}` holds no image written by metal-nt: no shaders to disassemble");
    }
    // One backend per slice, made before any work so that an arch problem is reported
    // once, naming the slice.
    let registry = driver::translate::registry();
    let mut backends = std::collections::BTreeMap::new();
    for (slice, s) in c.slices.iter().enumerate() {
        if !matches!(s.content, SliceContent::Image(_)) {
            continue;
        }
        let arch = arch_of(&table, s.cputype, s.cpusubtype).ok_or_else(|| {
            anyhow!(
                "`{shown}` slice {slice}: cputype {:#010x} cpusubtype {} is no arch of the architecture table",
                s.cputype,
                s.cpusubtype
            )
        })?;
        let backend = registry.lookup(arch).with_context(|| format!("`{shown}` slice {slice}"))?;
        backends.insert(slice, backend);
    }
    let texts: Vec<Result<String>> = shaders
        .par_iter()
        .map(|l| {
            let backend =
                backends.get(&l.slice).ok_or_else(|| anyhow!("slice {} has no backend", l.slice))?;
            let text = backend.disassemble(&l.shader.payload).with_context(|| {
                format!("`{shown}` {}: payload at byte {:#x}", describe(l), l.payload_offset)
            })?;
            let mut out = format!(
                "; {}: {} bytes of {} at {:#x}\n",
                describe(l),
                l.shader.payload.len(),
                l.shader.payload_kind.extension(),
                l.payload_offset
            );
            out.push_str(&text);
            if !out.ends_with('\n') {
                out.push('\n');
            }
            Ok(out)
        })
        .collect();
    // Every shader that fails is reported, not just the first.
    let mut out = String::new();
    let mut errors = Vec::new();
    for (i, t) in texts.into_iter().enumerate() {
        match t {
            Ok(t) => {
                if i > 0 {
                    out.push('\n');
                }
                out.push_str(&t);
            }
            Err(e) => errors.push(format!("{e:#}")),
        }
    }
    if !errors.is_empty() {
        bail!("{}", errors.join("\nmetal-objdump: error: "));
    }
    Ok(out)
}

#[derive(Serialize)]
struct IndexEntry<'a> {
    index: usize,
    file: String,
    pipeline: &'a str,
    stage: &'static str,
    function: &'a str,
    arch: Option<&'a str>,
    cputype: u32,
    cpusubtype: u32,
    slice: usize,
    payload_kind: &'static str,
    size: u64,
}

/// `--extract DIR`: `DIR/<index>.<ext>` per shader and `DIR/index.json`, all or nothing.
pub fn extract(dir: &Path, c: &Container, shown: &str) -> Result<()> {
    if c.images().next().is_none() {
        bail!("`{shown}` holds no image written by metal-nt: no shaders to extract");
    }
    let table = targets::ArchTable::builtin();
    let shaders = located(c, &table);
    let mut index = Vec::with_capacity(shaders.len());
    let mut files: Vec<(String, &[u8])> = Vec::with_capacity(shaders.len() + 1);
    for l in &shaders {
        let file = format!("{}.{}", l.index, l.shader.payload_kind.extension());
        let slice = c.slices.get(l.slice);
        index.push(IndexEntry {
            index: l.index,
            file: file.clone(),
            pipeline: &l.shader.pipeline,
            stage: l.shader.stage.name(),
            function: &l.shader.function,
            arch: l.arch.map(|a| a.name.as_str()),
            cputype: slice.map_or(0, |s| s.cputype),
            cpusubtype: slice.map_or(0, |s| s.cpusubtype),
            slice: l.slice,
            payload_kind: l.shader.payload_kind.extension(),
            size: l.shader.payload.len() as u64,
        });
        files.push((file, &l.shader.payload));
    }
    let mut json = serde_json::to_string_pretty(&index)?;
    json.push('\n');
    files.push(("index.json".to_string(), json.as_bytes()));
    crate::outdir::write_all(dir, &files)
}
