//! HSA code objects: the payload of every AMD shader. `write_code_object` turns machine code
//! and its register/segment facts into a loadable code object v4 (an ELF64 shared object like
//! `ld.lld -shared` makes of `llc` output: `.text`, one 64-byte kernel descriptor `<name>.kd`
//! per kernel in `.rodata`, the `NT_AMDGPU_METADATA` note, dynamic symbols); `read_code_object`
//! reads such files back (ours, and `llc`'s relocatable ones) for metal-objdump and the tests.
//!
//! docs/abi-amdgpu.md, "Code object", says what each field holds and where LLVM 14 was
//! followed or not.

mod descriptor;
mod metadata;

use object::elf;
use object::endian::LittleEndian;
use object::read::elf::{FileHeader as _, SectionHeader as _, Sym as _};
use object::write::elf::{FileHeader, ProgramHeader, SectionHeader, Sym, Writer};

use crate::gen::{Gen, Target, TARGETS};

pub use descriptor::{
    addressable_sgprs, extra_sgprs, granulated, has_sgpr_init_bug, sgpr_field, supports_sramecc,
    supports_xnack, total_sgprs, vgpr_encoding_granule, KernelDescriptor, SystemSgprs, UserSgprs,
    ADDRESSABLE_VGPRS, KD_SIZE, SGPR_ENCODING_GRANULE, SGPR_INIT_BUG_COUNT,
};
pub use metadata::{Access, AddressSpace, ValueKind, NOTE_NAME, NT_AMDGPU_METADATA};

/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `EI_ABIVERSION` of code object v4.
pub const ABI_VERSION_V4: u8 = 2;
/// `EF_AMDGPU_MACH` mask of `e_flags`.
pub const EF_AMDGPU_MACH: u32 = 0xff;
/// `EF_AMDGPU_FEATURE_XNACK_ANY_V4`.
pub const EF_AMDGPU_FEATURE_XNACK_ANY_V4: u32 = 0x100;
/// `EF_AMDGPU_FEATURE_SRAMECC_ANY_V4`.
pub const EF_AMDGPU_FEATURE_SRAMECC_ANY_V4: u32 = 0x400;

/// Kernel entries start on this boundary in `.text` (the instruction cache line pairs LLVM
/// aligns to).
pub const KERNEL_CODE_ALIGN: u64 = 256;
/// Loadable segments start on a new page, so that each keeps its own permissions.
const PAGE: u64 = 0x1000;

/// `s_nop 0`: fill between kernels.
const S_NOP_0: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];
/// `s_code_end` (gfx10): fill after the last kernel.
const S_CODE_END: [u8; 4] = [0x00, 0x00, 0x9f, 0xbf];
/// gfx10 prefetches up to three 64-byte lines past the instruction it runs, so LLVM ends
/// `.text` with 48 `s_code_end` after aligning to 64 bytes.
const GFX10_TAIL_WORDS: usize = 48;
const GFX10_TAIL_ALIGN: usize = 64;

/// One argument of the metadata's `.args`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    pub name: Option<String>,
    pub type_name: Option<String>,
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    pub size: u32,
    pub value_kind: ValueKind,
    /// For `global_buffer` and `dynamic_shared_pointer` arguments.
    pub address_space: Option<AddressSpace>,
    pub access: Option<Access>,
    /// For `dynamic_shared_pointer`: the alignment of the LDS block.
    pub pointee_align: Option<u32>,
    pub is_const: bool,
    pub is_restrict: bool,
    pub is_volatile: bool,
}

impl KernelArg {
    /// An argument with only the required keys set.
    pub fn new(offset: u32, size: u32, value_kind: ValueKind) -> KernelArg {
        KernelArg {
            name: None,
            type_name: None,
            offset,
            size,
            value_kind,
            address_space: None,
            access: None,
            pointee_align: None,
            is_const: false,
            is_restrict: false,
            is_volatile: false,
        }
    }
}

/// Everything a code object says about one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelObject<'a> {
    /// Read-only module data the code addresses from its PC (`.rodata`, after the
    /// kernel descriptors, at a `DATA_ALIGN` boundary).
    pub data: &'a [u8],
    /// Symbol name (the Metal function name); the descriptor is `<name>.kd`.
    pub name: &'a str,
    /// Machine code; execution starts at its first byte. A multiple of 4 bytes.
    pub code: &'a [u8],
    /// SGPRs the code names: one past the highest `s` register used, the user and system
    /// SGPRs included, VCC/FLAT_SCRATCH/XNACK_MASK not (see `uses_vcc`, `uses_flat_scratch`).
    pub sgpr_count: u32,
    /// VGPRs per lane: one past the highest `v` register used, the workitem ids included.
    pub vgpr_count: u32,
    /// The code reads or writes VCC.
    pub uses_vcc: bool,
    /// The code uses FLAT_SCRATCH (flat or scratch instructions reaching the private
    /// segment); gfx7 and later.
    pub uses_flat_scratch: bool,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
    /// LDS bytes fixed at compile time (threadgroup memory whose size the dispatch adds
    /// comes on top).
    pub group_segment_size: u32,
    /// Scratch bytes per lane.
    pub private_segment_size: u32,
    pub kernarg_size: u32,
    pub kernarg_align: u32,
    pub args: Vec<KernelArg>,
    /// Only on gfx10 and later.
    pub wave32: bool,
    pub max_flat_workgroup_size: u32,
    pub user_sgprs: UserSgprs,
    pub system_sgprs: SystemSgprs,
    /// Workitem id VGPRs the hardware sets: 0 = x (v0), 1 = x, y, 2 = x, y, z.
    pub system_vgprs: u8,
    pub ieee_mode: bool,
    pub dx10_clamp: bool,
    /// `FLOAT_DENORM_MODE_*`: 0 flush in and out, 1 flush out, 2 flush in, 3 keep denormals.
    pub float_denorm_mode_32: u8,
    pub float_denorm_mode_16_64: u8,
}

impl<'a> KernelObject<'a> {
    /// A kernel with the settings `llc` gives a plain `amdgpu_kernel` (kernarg pointer and
    /// scratch buffer user SGPRs, workgroup id x, IEEE mode, DX10 clamp, denormals kept,
    /// wave32 on gfx10), no arguments and no registers counted yet.
    pub fn new(target: &Target, name: &'a str, code: &'a [u8]) -> KernelObject<'a> {
        KernelObject {
            name,
            code,
            data: &[],
            sgpr_count: 0,
            vgpr_count: 0,
            uses_vcc: false,
            uses_flat_scratch: false,
            sgpr_spill_count: 0,
            vgpr_spill_count: 0,
            group_segment_size: 0,
            private_segment_size: 0,
            kernarg_size: 0,
            kernarg_align: 4,
            args: Vec::new(),
            wave32: target.wave_size() == 32,
            max_flat_workgroup_size: 1024,
            user_sgprs: UserSgprs {
                private_segment_buffer: true,
                kernarg_segment_ptr: true,
                ..UserSgprs::default()
            },
            system_sgprs: SystemSgprs { workgroup_id_x: true, ..SystemSgprs::default() },
            system_vgprs: 0,
            ieee_mode: true,
            dx10_clamp: true,
            float_denorm_mode_32: 3,
            float_denorm_mode_16_64: 3,
        }
    }

    /// The SGPR count the wave is given and the metadata reports.
    pub fn total_sgprs(&self, target: &Target) -> u32 {
        total_sgprs(target, self.sgpr_count, self.uses_vcc, self.uses_flat_scratch)
    }

    /// The descriptor of this kernel, `entry_offset` bytes before its code.
    pub fn descriptor(&self, target: &Target, entry_offset: i64) -> KernelDescriptor {
        let wave32 = self.wave32 && target.gen >= Gen::Gfx10;
        let vgprs = granulated(self.vgpr_count, vgpr_encoding_granule(target.gen, wave32));
        let sgprs = sgpr_field(target, self.total_sgprs(target));
        let mut rsrc1 = vgprs
            | sgprs << 6
            | u32::from(self.float_denorm_mode_32 & 3) << 16
            | u32::from(self.float_denorm_mode_16_64 & 3) << 18
            | u32::from(self.dx10_clamp) << 21
            | u32::from(self.ieee_mode) << 23;
        if target.gen >= Gen::Gfx10 {
            // As LLVM 14 sets them: WGP mode (no "cumode"), memory ordered, no forward
            // progress guarantee.
            rsrc1 |= 1 << 29 | 1 << 30;
        }
        let sys = &self.system_sgprs;
        let rsrc2 = u32::from(sys.private_segment_wave_offset)
            | self.user_sgprs.count() << 1
            | u32::from(sys.workgroup_id_x) << 7
            | u32::from(sys.workgroup_id_y) << 8
            | u32::from(sys.workgroup_id_z) << 9
            | u32::from(sys.workgroup_info) << 10
            | u32::from(self.system_vgprs & 3) << 11;
        KernelDescriptor {
            group_segment_fixed_size: self.group_segment_size,
            private_segment_fixed_size: self.private_segment_size,
            kernarg_size: self.kernarg_size,
            kernel_code_entry_byte_offset: entry_offset,
            compute_pgm_rsrc3: 0,
            compute_pgm_rsrc1: rsrc1,
            compute_pgm_rsrc2: rsrc2,
            kernel_code_properties: self.user_sgprs.properties() | u16::from(wave32) << 10,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum PayloadError {
    #[error("a code object needs at least one kernel")]
    NoKernels,
    #[error("kernel name {name:?}: {why}")]
    BadName { name: String, why: &'static str },
    #[error("two kernels define the symbol `{0}`")]
    DuplicateSymbol(String),
    #[error("kernel `{kernel}`: its code is {len} bytes, not a non-empty multiple of 4")]
    BadCode { kernel: String, len: usize },
    #[error("kernel `{kernel}`: {what} is not available on {mcpu}")]
    Unsupported { kernel: String, what: &'static str, mcpu: &'static str },
    #[error("kernel `{kernel}`: {field} is {value}, more than {max} on {mcpu}")]
    TooLarge { kernel: String, field: &'static str, value: u64, max: u64, mcpu: &'static str },
    #[error("kernel `{kernel}`: {what}")]
    Invalid { kernel: String, what: String },
    #[error("kernel metadata: {0}")]
    Metadata(String),
    #[error("ELF writer: {0}")]
    Elf(String),
    #[error("not an AMDGPU code object: {0}")]
    Malformed(String),
}

fn too_large(k: &KernelObject, target: &Target, field: &'static str, value: u64, max: u64) -> PayloadError {
    PayloadError::TooLarge { kernel: k.name.to_string(), field, value, max, mcpu: target.mcpu }
}

fn check_kernel(target: &Target, k: &KernelObject) -> Result<(), PayloadError> {
    let kernel = || k.name.to_string();
    if k.name.is_empty() || k.name.contains('\0') {
        return Err(PayloadError::BadName { name: kernel(), why: "empty or holding a NUL byte" });
    }
    if k.code.is_empty() || k.code.len() % 4 != 0 {
        return Err(PayloadError::BadCode { kernel: kernel(), len: k.code.len() });
    }
    let mcpu = target.mcpu;
    if k.wave32 && target.gen < Gen::Gfx10 {
        return Err(PayloadError::Unsupported { kernel: kernel(), what: "wave32", mcpu });
    }
    if target.gen == Gen::Gfx6 && (k.uses_flat_scratch || k.user_sgprs.flat_scratch_init) {
        return Err(PayloadError::Unsupported { kernel: kernel(), what: "FLAT_SCRATCH", mcpu });
    }
    if k.vgpr_count > ADDRESSABLE_VGPRS {
        return Err(too_large(k, target, "the VGPR count", k.vgpr_count.into(), ADDRESSABLE_VGPRS.into()));
    }
    let named_and_extras =
        u64::from(k.sgpr_count) + u64::from(extra_sgprs(target, k.uses_vcc, k.uses_flat_scratch));
    let max = if has_sgpr_init_bug(target) { SGPR_INIT_BUG_COUNT } else { addressable_sgprs(target.gen) };
    if named_and_extras > u64::from(max) {
        return Err(too_large(
            k,
            target,
            "the SGPR count with VCC/FLAT_SCRATCH/XNACK",
            named_and_extras,
            max.into(),
        ));
    }
    if k.system_vgprs > 2 {
        return Err(too_large(k, target, "the workitem id VGPR setting", k.system_vgprs.into(), 2));
    }
    if k.float_denorm_mode_32 > 3 || k.float_denorm_mode_16_64 > 3 {
        return Err(PayloadError::Invalid { kernel: kernel(), what: "a float denorm mode above 3".into() });
    }
    if !(1..=1024).contains(&k.max_flat_workgroup_size) {
        return Err(PayloadError::Invalid {
            kernel: kernel(),
            what: format!("max_flat_workgroup_size {} is not in 1..=1024", k.max_flat_workgroup_size),
        });
    }
    if !k.kernarg_align.is_power_of_two() {
        return Err(PayloadError::Invalid {
            kernel: kernel(),
            what: format!("kernarg alignment {} is not a power of two", k.kernarg_align),
        });
    }
    // gfx6 gives a workgroup at most 32 KiB of LDS, later generations 64 KiB.
    let lds_max: u32 = if target.gen == Gen::Gfx6 { 32 * 1024 } else { 64 * 1024 };
    if k.group_segment_size > lds_max {
        return Err(too_large(k, target, "the LDS size", k.group_segment_size.into(), lds_max.into()));
    }
    for arg in &k.args {
        if u64::from(arg.offset) + u64::from(arg.size) > u64::from(k.kernarg_size) {
            return Err(PayloadError::Invalid {
                kernel: kernel(),
                what: format!(
                    "argument at offset {} ({} bytes) ends past the kernarg size {}",
                    arg.offset, arg.size, k.kernarg_size
                ),
            });
        }
    }
    Ok(())
}

/// `e_flags` for a plain `-mcpu=<target>` code object v4: the machine number, and XNACK /
/// SRAMECC "any" where the target has them.
pub fn e_flags(target: &Target) -> u32 {
    let mut flags = target.elf_mach;
    if supports_xnack(target) {
        flags |= EF_AMDGPU_FEATURE_XNACK_ANY_V4;
    }
    if supports_sramecc(target) {
        flags |= EF_AMDGPU_FEATURE_SRAMECC_ANY_V4;
    }
    flags
}

/// `amdhsa.target` of the metadata (`amdgcn-amd-amdhsa--gfx900`; the feature suffixes are
/// left out for "any").
pub fn target_id(target: &Target) -> String {
    format!("amdgcn-amd-amdhsa--{}", target.mcpu)
}

fn metadata_document(target: &Target, kernels: &[KernelObject]) -> metadata::Document {
    let kernels = kernels
        .iter()
        .map(|k| metadata::Kernel {
            args: k
                .args
                .iter()
                .map(|a| metadata::Arg {
                    access: a.access,
                    actual_access: None,
                    address_space: a.address_space,
                    is_const: a.is_const,
                    is_restrict: a.is_restrict,
                    is_volatile: a.is_volatile,
                    name: a.name.clone(),
                    offset: a.offset,
                    pointee_align: a.pointee_align,
                    size: a.size,
                    type_name: a.type_name.clone(),
                    value_kind: a.value_kind,
                })
                .collect(),
            group_segment_fixed_size: k.group_segment_size,
            kernarg_segment_align: k.kernarg_align,
            kernarg_segment_size: k.kernarg_size,
            max_flat_workgroup_size: k.max_flat_workgroup_size,
            name: k.name.to_string(),
            private_segment_fixed_size: k.private_segment_size,
            sgpr_count: k.total_sgprs(target),
            sgpr_spill_count: k.sgpr_spill_count,
            symbol: format!("{}.kd", k.name),
            vgpr_count: k.vgpr_count,
            vgpr_spill_count: k.vgpr_spill_count,
            wavefront_size: if k.wave32 && target.gen >= Gen::Gfx10 { 32 } else { 64 },
        })
        .collect();
    metadata::Document { kernels, target: target_id(target), version: metadata::VERSION }
}

/// The bytes of the note section: one `NT_AMDGPU_METADATA` note.
fn metadata_note(desc: &[u8]) -> Result<Vec<u8>, PayloadError> {
    let descsz = u32::try_from(desc.len()).map_err(|_| PayloadError::Metadata("too large".into()))?;
    let le = LittleEndian;
    let name_with_nul = NOTE_NAME.len() + 1;
    let header = elf::NoteHeader64 {
        n_namesz: object::U32::new(le, name_with_nul as u32),
        n_descsz: object::U32::new(le, descsz),
        n_type: object::U32::new(le, elf::NoteType(NT_AMDGPU_METADATA)),
    };
    let mut out = object::bytes_of(&header).to_vec();
    out.extend_from_slice(NOTE_NAME);
    out.push(0);
    out.resize(out.len().next_multiple_of(4), 0);
    out.extend_from_slice(desc);
    out.resize(out.len().next_multiple_of(4), 0);
    Ok(out)
}

/// Where each kernel's code starts in `.text`, and the section's bytes.
fn text_section(target: &Target, kernels: &[KernelObject]) -> (Vec<u64>, Vec<u8>) {
    let mut text = Vec::new();
    let mut starts = Vec::with_capacity(kernels.len());
    for k in kernels {
        while text.len() as u64 % KERNEL_CODE_ALIGN != 0 {
            text.extend_from_slice(&S_NOP_0);
        }
        starts.push(text.len() as u64);
        text.extend_from_slice(k.code);
    }
    if target.gen >= Gen::Gfx10 {
        while text.len() % GFX10_TAIL_ALIGN != 0 {
            text.extend_from_slice(&S_CODE_END);
        }
        for _ in 0..GFX10_TAIL_WORDS {
            text.extend_from_slice(&S_CODE_END);
        }
    }
    (starts, text)
}

/// The next address of the same page offset as `file_offset` on a page after `end`.
fn segment_address(end: u64, file_offset: u64) -> u64 {
    end.next_multiple_of(PAGE) + file_offset % PAGE
}

fn elf_error(e: object::write::Error) -> PayloadError {
    PayloadError::Elf(e.to_string())
}

/// A loadable HSA code object v4 holding `kernels`, in this order.
/// Each kernel's data starts on this boundary in `.rodata`.
pub const DATA_ALIGN: u64 = 256;

/// Where a kernel's code and data are in the loaded code object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Address of the first instruction.
    pub code_address: u64,
    /// Address of the first byte of `KernelObject::data`.
    pub data_address: u64,
}

/// [`write_code_object_placed`] without the placements.
pub fn write_code_object(target: &Target, kernels: &[KernelObject]) -> Result<Vec<u8>, PayloadError> {
    write_code_object_placed(target, kernels).map(|(b, _)| b)
}

/// Writes the code object and says where each kernel's code and data went. The
/// addresses depend on the kernels' data and metadata, not on their code bytes, so code
/// that addresses its data from its PC is encoded, placed, then encoded again with the
/// real distance and written at the same addresses.
pub fn write_code_object_placed(
    target: &Target,
    kernels: &[KernelObject],
) -> Result<(Vec<u8>, Vec<Placement>), PayloadError> {
    if kernels.is_empty() {
        return Err(PayloadError::NoKernels);
    }
    let mut symbol_names: Vec<(String, String)> = Vec::with_capacity(kernels.len());
    for k in kernels {
        check_kernel(target, k)?;
        symbol_names.push((k.name.to_string(), format!("{}.kd", k.name)));
    }
    {
        let mut all: Vec<&str> = symbol_names.iter().flat_map(|(f, d)| [f.as_str(), d.as_str()]).collect();
        all.sort_unstable();
        if let Some(w) = all.windows(2).find(|w| w[0] == w[1]) {
            return Err(PayloadError::DuplicateSymbol(w[0].to_string()));
        }
    }

    let doc = metadata_document(target, kernels);
    let desc = metadata::encode(&doc).map_err(|e| PayloadError::Metadata(e.to_string()))?;
    let note = metadata_note(&desc)?;
    let (starts, text) = text_section(target, kernels);

    let mut buffer = Vec::new();
    let mut w = Writer::new(object::Endianness::Little, true, &mut buffer);

    // Layout, in file order: headers, .note, .dynsym, .hash, .dynstr, .rodata (first
    // segment, read-only), .text (second, executable), .dynamic (third, writable), then
    // the non-loaded symbol and string tables and the section headers.
    const SEGMENTS: u32 = 6;
    w.reserve_file_header();
    w.reserve_program_headers(SEGMENTS);

    w.reserve_section_index();
    let note_name = w.add_section_name(b".note");
    let note_off = w.reserve(note.len() as u64, 4);

    let mut dyn_names = Vec::with_capacity(symbol_names.len() * 2);
    for (func, kd) in &symbol_names {
        for name in [func, kd] {
            w.reserve_dynamic_symbol_index();
            dyn_names.push(w.add_dynamic_string(name.as_bytes()));
        }
    }
    w.reserve_dynsym_section_index();
    let dynsym_off = w.reserve_dynsym();
    let dynsym_count = w.dynamic_symbol_count();
    w.reserve_hash_section_index();
    let hash_off = w.reserve_hash(dynsym_count, dynsym_count);
    w.reserve_dynstr_section_index();
    let dynstr_off = w.reserve_dynstr().map_err(elf_error)?;

    let rodata_index = w.reserve_section_index();
    let rodata_name = w.add_section_name(b".rodata");
    // The descriptors, then each kernel's data.
    let mut data_offsets = Vec::with_capacity(kernels.len());
    let mut rodata_len = (KD_SIZE * kernels.len()) as u64;
    for k in kernels {
        if k.data.is_empty() {
            data_offsets.push(rodata_len);
            continue;
        }
        rodata_len = rodata_len.next_multiple_of(DATA_ALIGN);
        data_offsets.push(rodata_len);
        rodata_len += k.data.len() as u64;
    }
    // Without data the section keeps the descriptors' alignment (and every address of
    // code objects written before data existed).
    let rodata_align = if kernels.iter().any(|k| !k.data.is_empty()) { DATA_ALIGN } else { KD_SIZE as u64 };
    let rodata_off = w.reserve(rodata_len, rodata_align);

    let text_index = w.reserve_section_index();
    let text_name = w.add_section_name(b".text");
    let text_off = w.reserve(text.len() as u64, KERNEL_CODE_ALIGN);

    const DYNAMIC_ENTRIES: usize = 6;
    w.reserve_dynamic_section_index();
    let dynamic_off = w.reserve_dynamic(DYNAMIC_ENTRIES);

    let mut sym_names = Vec::with_capacity(symbol_names.len() * 2);
    for (func, kd) in &symbol_names {
        w.reserve_symbol_index(Some(text_index));
        sym_names.push(w.add_string(func.as_bytes()));
        w.reserve_symbol_index(Some(rodata_index));
        sym_names.push(w.add_string(kd.as_bytes()));
    }
    w.reserve_symtab_section_index();
    w.reserve_symtab();
    w.reserve_strtab_section_index();
    w.reserve_strtab().map_err(elf_error)?;
    w.reserve_shstrtab_section_index();
    w.reserve_shstrtab().map_err(elf_error)?;
    w.reserve_section_headers();

    // Addresses: the first segment maps the file from 0; later ones start on a fresh page.
    let rodata_addr = rodata_off;
    let text_addr = segment_address(rodata_off + rodata_len, text_off);
    let text_len = text.len() as u64;
    let dynamic_addr = segment_address(text_addr + text_len, dynamic_off);
    let dynamic_len = DYNAMIC_ENTRIES as u64 * 16;
    let dynstr_len = u64::from(w.dynstr_len());

    w.write_file_header(&FileHeader {
        os_abi: elf::OsAbi(ELFOSABI_AMDGPU_HSA),
        abi_version: ABI_VERSION_V4,
        e_type: elf::ET_DYN,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: elf::FileFlags(e_flags(target)),
    })
    .map_err(elf_error)?;

    let phdr_off = w.write_align_program_headers();
    let phdr_len = u64::from(SEGMENTS) * 56;
    let first_end = rodata_off + rodata_len;
    let segments = [
        (elf::PT_PHDR, elf::PF_R, phdr_off, phdr_off, phdr_len, 8),
        (elf::PT_LOAD, elf::PF_R, 0, 0, first_end, PAGE),
        (elf::PT_LOAD, elf::PF_R | elf::PF_X, text_off, text_addr, text_len, PAGE),
        (elf::PT_LOAD, elf::PF_R | elf::PF_W, dynamic_off, dynamic_addr, dynamic_len, PAGE),
        (elf::PT_DYNAMIC, elf::PF_R | elf::PF_W, dynamic_off, dynamic_addr, dynamic_len, 8),
        (elf::PT_NOTE, elf::PF_R, note_off, note_off, note.len() as u64, 4),
    ];
    for (p_type, p_flags, offset, addr, len, align) in segments {
        w.write_program_header(&ProgramHeader {
            p_type,
            p_flags,
            p_offset: offset,
            p_vaddr: addr,
            p_paddr: addr,
            p_filesz: len,
            p_memsz: len,
            p_align: align,
        });
    }

    w.write_align(4);
    w.write(&note);

    let func_info = elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_FUNC);
    let kd_info = elf::SymbolInfo::new(elf::STB_GLOBAL, elf::STT_OBJECT);
    let protected = elf::SymbolOther::default().with_visibility(elf::STV_PROTECTED);
    // Both symbol tables list, per kernel, the function then its descriptor; only the
    // string offsets differ.
    let symbols: Vec<Sym> = kernels
        .iter()
        .zip(&starts)
        .enumerate()
        .flat_map(|(i, (k, start))| {
            let sym = |section: object::write::elf::SectionIndex, st_info, st_other, st_value, st_size| Sym {
                section: Some(section.0),
                st_name: 0,
                st_info,
                st_other,
                st_shndx: elf::SHN_UNDEF,
                st_value,
                st_size,
            };
            [
                sym(text_index, func_info, protected, text_addr + start, k.code.len() as u64),
                sym(
                    rodata_index,
                    kd_info,
                    elf::SymbolOther::default(),
                    rodata_addr + (i * KD_SIZE) as u64,
                    KD_SIZE as u64,
                ),
            ]
        })
        .collect();

    w.write_null_dynamic_symbol();
    for (sym, name) in symbols.iter().zip(&dyn_names) {
        w.write_dynamic_symbol(&Sym { st_name: w.dynamic_string_offset(Some(*name)), ..sym.clone() });
    }
    let dyn_hashes: Vec<u32> =
        symbol_names.iter().flat_map(|(f, d)| [elf::hash(f.as_bytes()), elf::hash(d.as_bytes())]).collect();
    w.write_hash(dynsym_count, dynsym_count, |i| {
        i.checked_sub(1).and_then(|i| dyn_hashes.get(i as usize).copied())
    });
    w.write_dynstr();

    w.write_align(rodata_align);
    let mut rodata = Vec::with_capacity(rodata_len as usize);
    for (i, (k, start)) in kernels.iter().zip(&starts).enumerate() {
        let kd_addr = rodata_addr + (i * KD_SIZE) as u64;
        let entry = (text_addr + start) as i64 - kd_addr as i64;
        rodata.extend_from_slice(&k.descriptor(target, entry).to_bytes());
    }
    for (k, &off) in kernels.iter().zip(&data_offsets) {
        rodata.resize(off as usize, 0);
        rodata.extend_from_slice(k.data);
    }
    w.write(&rodata);

    w.write_align(KERNEL_CODE_ALIGN);
    w.write(&text);

    w.write_align_dynamic();
    for (tag, value) in [
        (elf::DT_SYMTAB, dynsym_off),
        (elf::DT_SYMENT, 24),
        (elf::DT_STRTAB, dynstr_off),
        (elf::DT_STRSZ, dynstr_len),
        (elf::DT_HASH, hash_off),
        (elf::DT_NULL, 0),
    ] {
        w.write_dynamic(tag, value).map_err(elf_error)?;
    }

    w.write_null_symbol();
    for (sym, name) in symbols.iter().zip(&sym_names) {
        w.write_symbol(&Sym { st_name: w.string_offset(Some(*name)), ..sym.clone() });
    }
    w.write_strtab();
    w.write_shstrtab();

    w.write_null_section_header();
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(note_name)),
        sh_type: elf::SHT_NOTE,
        sh_flags: elf::SHF_ALLOC,
        sh_addr: note_off,
        sh_offset: note_off,
        sh_size: note.len() as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: 4,
        sh_entsize: 0,
    });
    w.write_dynsym_section_header(dynsym_off, 1);
    w.write_hash_section_header(hash_off);
    w.write_dynstr_section_header(dynstr_off);
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(rodata_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC,
        sh_addr: rodata_addr,
        sh_offset: rodata_off,
        sh_size: rodata_len,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: rodata_align,
        sh_entsize: 0,
    });
    w.write_section_header(&SectionHeader {
        sh_name: w.section_name_offset(Some(text_name)),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: elf::SHF_ALLOC | elf::SHF_EXECINSTR,
        sh_addr: text_addr,
        sh_offset: text_off,
        sh_size: text_len,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: KERNEL_CODE_ALIGN,
        sh_entsize: 0,
    });
    w.write_dynamic_section_header(dynamic_addr);
    w.write_symtab_section_header(1);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    let placements = starts
        .iter()
        .zip(&data_offsets)
        .map(|(start, off)| Placement { code_address: text_addr + start, data_address: rodata_addr + off })
        .collect();
    Ok((buffer, placements))
}

/// One kernel found in a code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelInfo {
    pub name: String,
    /// Address (or, in a relocatable object, section offset) of the first instruction.
    pub code_address: u64,
    /// The bytes of the kernel's symbol.
    pub code: Vec<u8>,
    pub descriptor_address: u64,
    pub descriptor: KernelDescriptor,
}

/// What `read_code_object` finds.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeObjectInfo {
    /// `ET_REL` (1, `llc` output) or `ET_DYN` (3, loadable).
    pub file_type: u16,
    pub os_abi: u8,
    pub abi_version: u8,
    pub e_flags: u32,
    /// The `EF_AMDGPU_MACH` part of `e_flags`.
    pub mach: u32,
    /// LLVM's processor name for `mach`, when it is one of our targets.
    pub mcpu: Option<&'static str>,
    /// Kernels in symbol table order.
    pub kernels: Vec<KernelInfo>,
    /// The `NT_AMDGPU_METADATA` note as a value tree.
    pub metadata: Option<serde_json::Value>,
    /// The note's MessagePack bytes.
    pub metadata_bytes: Option<Vec<u8>>,
    /// The loaded read-only data sections (`.rodata`, `.rodata.*`) as (address, bytes):
    /// the kernel descriptors and the module constant data the code reads.
    pub rodata: Vec<(u64, Vec<u8>)>,
}

impl CodeObjectInfo {
    /// The metadata entry of `amdhsa.kernels` whose `.name` is `name`.
    pub fn kernel_metadata(&self, name: &str) -> Option<&serde_json::Value> {
        self.metadata
            .as_ref()?
            .get("amdhsa.kernels")?
            .as_array()?
            .iter()
            .find(|k| k.get(".name").and_then(|n| n.as_str()) == Some(name))
    }
}

fn malformed<E: std::fmt::Display>(what: &'static str) -> impl Fn(E) -> PayloadError {
    move |e| PayloadError::Malformed(format!("{what}: {e}"))
}

/// Reads an AMDGPU code object: ELF header fields, each kernel (the `<name>.kd` object
/// symbols and the function symbols they name) and the metadata note.
pub fn read_code_object(bytes: &[u8]) -> Result<CodeObjectInfo, PayloadError> {
    type Header = elf::FileHeader64<LittleEndian>;
    let header = Header::parse(bytes).map_err(malformed("ELF header"))?;
    let endian = header.endian().map_err(malformed("ELF header"))?;
    let machine = header.e_machine(endian);
    if machine != elf::EM_AMDGPU {
        return Err(PayloadError::Malformed(format!("e_machine is {}, not EM_AMDGPU (224)", machine.0)));
    }
    let ident = header.e_ident();
    let e_flags = header.e_flags(endian).0;
    let mach = e_flags & EF_AMDGPU_MACH;
    let sections = header.sections(endian, bytes).map_err(malformed("section table"))?;

    let mut symbols = sections.symbols(endian, bytes, elf::SHT_SYMTAB).map_err(malformed("symbol table"))?;
    if symbols.is_empty() {
        symbols = sections.symbols(endian, bytes, elf::SHT_DYNSYM).map_err(malformed("dynamic symbols"))?;
    }
    let name_of = |sym: &elf::Sym64<LittleEndian>| -> Result<String, PayloadError> {
        let name = symbols.symbol_name(endian, sym).map_err(malformed("symbol name"))?;
        Ok(String::from_utf8_lossy(name).into_owned())
    };
    // The bytes of a symbol, found through its section (works for addresses and for the
    // section offsets of relocatable files alike).
    let symbol_bytes = |sym: &elf::Sym64<LittleEndian>| -> Result<(u64, Vec<u8>), PayloadError> {
        let index = sym.st_shndx(endian);
        let section = sections
            .section(object::SectionIndex(usize::from(index.0)))
            .map_err(malformed("symbol section"))?;
        let data = section.data(endian, bytes).map_err(malformed("symbol section data"))?;
        let value = sym.st_value(endian);
        let start = if header.e_type(endian) == elf::ET_REL {
            value
        } else {
            value
                .checked_sub(section.sh_addr(endian))
                .ok_or_else(|| PayloadError::Malformed("a symbol lies before its section".into()))?
        };
        let end = start.checked_add(sym.st_size(endian));
        let slice = usize::try_from(start)
            .ok()
            .zip(end.and_then(|e| usize::try_from(e).ok()))
            .and_then(|(s, e)| data.get(s..e))
            .ok_or_else(|| PayloadError::Malformed("a symbol reaches past its section".into()))?;
        Ok((value, slice.to_vec()))
    };

    let mut kernels = Vec::new();
    for sym in symbols.iter() {
        if sym.st_type() != elf::STT_OBJECT {
            continue;
        }
        let kd_name = name_of(sym)?;
        let Some(name) = kd_name.strip_suffix(".kd") else { continue };
        let func = symbols
            .iter()
            .find(|s| s.st_type() == elf::STT_FUNC && name_of(s).is_ok_and(|n| n == name))
            .ok_or_else(|| PayloadError::Malformed(format!("`{kd_name}` has no function symbol `{name}`")))?;
        let (kd_addr, kd_bytes) = symbol_bytes(sym)?;
        let kd_array: &[u8; KD_SIZE] = kd_bytes
            .as_slice()
            .try_into()
            .map_err(|_| PayloadError::Malformed(format!("`{kd_name}` is not {KD_SIZE} bytes")))?;
        let descriptor = KernelDescriptor::from_bytes(kd_array);
        let (code_address, code) = symbol_bytes(func)?;
        if header.e_type(endian) != elf::ET_REL {
            let entry = (kd_addr as i64).wrapping_add(descriptor.kernel_code_entry_byte_offset);
            if entry as u64 != code_address {
                return Err(PayloadError::Malformed(format!(
                    "`{kd_name}` enters at {entry:#x}, but `{name}` is at {code_address:#x}"
                )));
            }
        }
        kernels.push(KernelInfo {
            name: name.to_string(),
            code_address,
            code,
            descriptor_address: kd_addr,
            descriptor,
        });
    }

    let mut rodata = Vec::new();
    for section in sections.iter() {
        let name = sections.section_name(endian, section).unwrap_or_default();
        let flags = section.sh_flags(endian).0;
        let loaded = flags & u64::from(elf::SHF_ALLOC.0) != 0 && flags & u64::from(elf::SHF_EXECINSTR.0) == 0;
        if loaded && section.sh_type(endian) == elf::SHT_PROGBITS && name.starts_with(b".rodata") {
            let data = section.data(endian, bytes).map_err(malformed("read-only data"))?;
            rodata.push((section.sh_addr(endian), data.to_vec()));
        }
    }

    let mut metadata = None;
    let mut metadata_bytes = None;
    for section in sections.iter() {
        let Some(mut notes) = section.notes(endian, bytes).map_err(malformed("note section"))? else {
            continue;
        };
        while let Some(note) = notes.next().map_err(malformed("note"))? {
            if note.name() == NOTE_NAME && note.n_type(endian).0 == NT_AMDGPU_METADATA {
                let tree = metadata::decode_tree(note.desc()).map_err(malformed("metadata MessagePack"))?;
                metadata = Some(tree);
                metadata_bytes = Some(note.desc().to_vec());
            }
        }
    }

    Ok(CodeObjectInfo {
        file_type: header.e_type(endian).0,
        os_abi: ident.os_abi.0,
        abi_version: ident.abi_version,
        e_flags,
        mach,
        mcpu: TARGETS.iter().find(|(_, t)| t.elf_mach == mach).map(|(_, t)| t.mcpu),
        kernels,
        metadata,
        metadata_bytes,
        rodata,
    })
}
