//! AIR semantics: what Apple's module-level metadata says about a module, decoded into typed
//! structures ([`AirInfo`]) — each entry point's arguments and outputs (buffers, textures,
//! samplers, built-ins, stage I/O, …), kernel attributes, function constants, threadgroup
//! variables, module limits, AIR and language versions and compile options — plus the stable
//! text listing ([`AirInfo::to_text`]) that tools print.
//!
//! Only [`RawModule`]'s metadata, globals and type table are read; function bodies are not
//! needed. Unknown tokens are kept verbatim (`other`), because Apple adds new ones with each
//! AIR version and a reader that rejected them would break on every release; metadata of the
//! wrong shape where a known key needs an operand is an [`AirError`] naming the entry point and
//! argument. Like the rest of the crate, input is hostile: work and output text are bounded
//! by the input size.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::{Serialize, Serializer};

use crate::error::{AirError, ErrorKind};
use crate::module::{self, Constant, GlobalKind, Metadata, RawModule};
use crate::summary::EntryKind;
use crate::types::{Type, TypeId, TypeTable};

/// Everything the module-level AIR metadata of one module says.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct AirInfo {
    /// `!air.version`.
    pub air_version: Option<Version>,
    /// `!air.language_version`, e.g. Metal 3.2.0.
    pub language: Option<LanguageVersion>,
    pub compile_options: CompileOptions,
    /// Integer `air.*` module flags (`air.max_device_buffers` …), by name.
    pub limits: BTreeMap<String, u64>,
    /// Entry points in the order their lists and nodes appear.
    pub entry_points: Vec<EntryInfo>,
    /// `!air.function_constants`, in list order.
    pub function_constants: Vec<FunctionConstantInfo>,
    /// Module variables in address space 3, in value order.
    pub threadgroup_memory: Vec<ThreadgroupVariable>,
    /// Globals named by `!air.sampler_states` (constexpr samplers).
    pub sampler_states: Vec<String>,
}

/// An `{major, minor, patch}` triple.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

/// `!air.language_version`: `!{!"Metal", i32 3, i32 2, i32 0}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LanguageVersion {
    pub name: String,
    pub version: Version,
}

/// `!air.compile_options` decoded: `air.compile.<flag>_enable|_disable` strings.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct CompileOptions {
    /// `fast_math_enable` / `fast_math_disable`.
    pub fast_math: Option<bool>,
    /// `denorms_enable` / `denorms_disable`.
    pub denorms: Option<bool>,
    /// `framebuffer_fetch_enable` / `framebuffer_fetch_disable`.
    pub framebuffer_fetch: Option<bool>,
    /// Options not decoded above, verbatim (non-string operands as metadata text).
    pub other: Vec<String>,
    /// Every option string, in list order.
    pub raw: Vec<String>,
}

/// One entry point and what its metadata node says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryInfo {
    pub name: String,
    #[serde(serialize_with = "serialize_kind")]
    pub kind: EntryKind,
    /// The stage outputs (second node operand): render targets, vertex outputs, position, ….
    pub outputs: Vec<Argument>,
    /// One per described parameter (third node operand), in list order.
    pub arguments: Vec<Argument>,
    /// `[[max_total_threads_per_threadgroup(N)]]`, from `!{!"air.max_work_group_size", i32 N}`.
    pub max_total_threads_per_threadgroup: Option<u32>,
    /// String operands after the argument list, e.g. `air.bounding_box`, `air.instancing`.
    pub tags: Vec<String>,
    /// Trailing operands not understood, rendered as metadata text.
    pub other: Vec<String>,
}

/// What an argument or output stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgKind {
    Buffer,
    IndirectBuffer,
    Texture,
    Sampler,
    /// A dynamically sized threadgroup buffer parameter (`air.threadgroup`).
    ThreadgroupBuffer,
    Imageblock,
    StageIn,
    VertexInput,
    VertexOutput,
    FragmentInput,
    RenderTarget,
    /// A value the pipeline supplies (or consumes), e.g. `air.thread_position_in_grid`,
    /// `air.vertex_id`, `air.position`, `air.depth`.
    Builtin,
    /// Object-to-mesh payload (`air.payload`).
    Payload,
    Mesh,
    MeshGridProperties,
    /// `air.visible_function_table` / `air.intersection_function_table`.
    FunctionTable,
    AccelerationStructure,
    /// Parameters and results of visible functions (`air.visible_input` / `_output`).
    VisibleValue,
    /// A kind this reader does not know; `air_kind` holds it.
    Other,
}

impl ArgKind {
    /// The word the text listing uses.
    pub fn label(self) -> &'static str {
        match self {
            ArgKind::Buffer => "buffer",
            ArgKind::IndirectBuffer => "indirect_buffer",
            ArgKind::Texture => "texture",
            ArgKind::Sampler => "sampler",
            ArgKind::ThreadgroupBuffer => "threadgroup",
            ArgKind::Imageblock => "imageblock",
            ArgKind::StageIn => "stage_in",
            ArgKind::VertexInput => "vertex_input",
            ArgKind::VertexOutput => "vertex_output",
            ArgKind::FragmentInput => "fragment_input",
            ArgKind::RenderTarget => "render_target",
            ArgKind::Builtin => "builtin",
            ArgKind::Payload => "payload",
            ArgKind::Mesh => "mesh",
            ArgKind::MeshGridProperties => "mesh_grid_properties",
            ArgKind::FunctionTable => "function_table",
            ArgKind::AccelerationStructure => "acceleration_structure",
            ArgKind::VisibleValue => "visible_value",
            ArgKind::Other => "other",
        }
    }

    /// Classifies an AIR kind string such as `air.buffer`.
    pub fn from_air(kind: &str) -> ArgKind {
        let Some(k) = kind.strip_prefix("air.") else {
            return ArgKind::Other;
        };
        match k {
            "buffer" => ArgKind::Buffer,
            "indirect_buffer" => ArgKind::IndirectBuffer,
            "texture" => ArgKind::Texture,
            "sampler" => ArgKind::Sampler,
            "threadgroup" => ArgKind::ThreadgroupBuffer,
            "imageblock" | "imageblock_data" | "threadgroup_imageblock" => ArgKind::Imageblock,
            "stage_in" => ArgKind::StageIn,
            "vertex_input" | "patch_control_point_input" => ArgKind::VertexInput,
            "vertex_output" => ArgKind::VertexOutput,
            "fragment_input" => ArgKind::FragmentInput,
            "render_target" => ArgKind::RenderTarget,
            "payload" => ArgKind::Payload,
            "mesh" => ArgKind::Mesh,
            "mesh_grid_properties" => ArgKind::MeshGridProperties,
            "visible_function_table" | "intersection_function_table" => ArgKind::FunctionTable,
            "instance_acceleration_structure" | "primitive_acceleration_structure" => {
                ArgKind::AccelerationStructure
            }
            "visible_input" | "visible_output" => ArgKind::VisibleValue,
            k if BUILTINS.contains(&k) => ArgKind::Builtin,
            _ => ArgKind::Other,
        }
    }
}

/// Built-in values by AIR name (without `air.`): compute thread/grid coordinates, stage
/// built-ins of vertex, fragment, mesh and tessellation functions, and ray-tracing inputs
/// and results.
const BUILTINS: &[&str] = &[
    "thread_position_in_grid",
    "threads_per_grid",
    "threadgroup_position_in_grid",
    "threadgroups_per_grid",
    "thread_position_in_threadgroup",
    "threads_per_threadgroup",
    "thread_index_in_threadgroup",
    "thread_index_in_simdgroup",
    "simdgroup_index_in_threadgroup",
    "simdgroups_per_threadgroup",
    "threads_per_simdgroup",
    "thread_execution_width",
    "thread_index_in_quadgroup",
    "quadgroup_index_in_threadgroup",
    "quadgroups_per_threadgroup",
    "dispatch_threads_per_threadgroup",
    "dispatch_simdgroups_per_threadgroup",
    "dispatch_quadgroups_per_threadgroup",
    "grid_origin",
    "grid_size",
    "vertex_id",
    "instance_id",
    "base_vertex",
    "base_instance",
    "amplification_id",
    "amplification_count",
    "position",
    "point_size",
    "clip_distance",
    "depth",
    "stencil",
    "sample_mask",
    "sample_id",
    "front_facing",
    "point_coord",
    "primitive_id",
    "barycentric_coord",
    "render_target_array_index",
    "viewport_array_index",
    "patch_id",
    "position_in_patch",
    "origin",
    "direction",
    "min_distance",
    "max_distance",
    "distance",
    "accept_intersection",
    "continue_search",
    "world_space_origin",
    "world_space_direction",
    "object_to_world_transform",
    "world_to_object_transform",
    "geometry_id",
    "user_instance_id",
    "instance_intersection_function_table_offset",
];

/// Memory access an argument declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    Read,
    Write,
    ReadWrite,
    /// Textures: sampled access (`air.sample`).
    Sample,
}

impl Access {
    pub fn label(self) -> &'static str {
        match self {
            Access::Read => "read",
            Access::Write => "write",
            Access::ReadWrite => "read_write",
            Access::Sample => "sample",
        }
    }
}

/// Where within a pixel a stage input is interpolated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Sampling {
    Center,
    Centroid,
    Sample,
}

/// How a stage input is interpolated across a primitive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Perspective {
    Perspective,
    NoPerspective,
    Flat,
}

/// A function constant named by an argument's `air.function_constant` gate:
/// `!{<ty> addrspace(2)* @pred, !"bool", !"name"}`; the argument exists only when it is true.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConstantRef {
    pub global: String,
    pub type_name: String,
    pub name: String,
}

/// One member of `air.struct_type_info`: `i32 offset, i32 size, i32 array_len, !"type",
/// !"name"`, followed by any annotations.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StructMember {
    pub offset: u32,
    pub size: u32,
    /// 0 for a scalar member.
    pub array_len: u32,
    pub type_name: String,
    pub name: String,
    /// Annotations after the member (e.g. `air.indirect_argument` and its node), verbatim.
    pub other: Vec<String>,
}

/// A texture argument's type name split up: `texture2d<half, sample>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TextureType {
    /// `texture2d`, `depth2d_array`, ….
    pub shape: String,
    /// Component type, e.g. `half`.
    pub component: Option<String>,
    /// Access as spelled in the type, e.g. `sample`, `read_write`.
    pub access: Option<String>,
}

/// `air.mesh_type_info`: `!{!"air.mesh_type_info", !{vertex outputs}, !{primitive outputs},
/// i32 max_vertices, i32 max_primitives, !"air.<topology>"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MeshInfo {
    pub vertex_outputs: Vec<Argument>,
    pub primitive_outputs: Vec<Argument>,
    pub max_vertices: u32,
    pub max_primitives: u32,
    /// Without `air.`, e.g. `triangle`.
    pub topology: String,
}

/// One argument (or output) node: `!{[i32 index,] [!"air.function_constant", !{…},]
/// !"air.<kind>", key/value tokens…}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Argument {
    /// Parameter index; `None` for outputs, which have none.
    pub index: Option<u32>,
    pub kind: ArgKind,
    /// The kind string verbatim, e.g. `air.thread_position_in_grid`.
    pub air_kind: String,
    /// `air.arg_name`.
    pub name: Option<String>,
    /// `air.arg_type_name`, e.g. `float`, `texture2d<half, sample>`.
    pub type_name: Option<String>,
    /// `air.arg_type_size`.
    pub type_size: Option<u32>,
    /// `air.arg_type_align_size`.
    pub type_align: Option<u32>,
    /// `air.location_index`'s first operand: buffer/texture/sampler slot, vertex attribute.
    pub location: Option<u32>,
    /// `air.location_index`'s second operand (number of slots; 1 in all observed output).
    pub location_count: Option<u32>,
    pub access: Option<Access>,
    /// `air.address_space` (1 device, 2 constant, 3 threadgroup).
    pub address_space: Option<u32>,
    /// `air.buffer_size`: the size of a `constant T&` buffer.
    pub buffer_size: Option<u32>,
    pub sampling: Option<Sampling>,
    pub perspective: Option<Perspective>,
    /// The user locator string after the kind: `user(locn0)`, `generated(uv)`.
    pub user: Option<String>,
    /// Integers directly after the kind (a render target's index pair).
    pub positional: Vec<u64>,
    /// `air.struct_type_info` members.
    pub struct_info: Option<Vec<StructMember>>,
    /// Split from `type_name` for textures.
    pub texture: Option<TextureType>,
    pub mesh: Option<Box<MeshInfo>>,
    /// `air.function_constant` gate.
    pub function_constant: Option<ConstantRef>,
    /// `air.arg_unused`.
    pub unused: bool,
    /// Tokens not understood, verbatim (strings as written, others as metadata text).
    pub other: Vec<String>,
}

impl Argument {
    fn new(index: Option<u32>, air_kind: String) -> Argument {
        Argument {
            index,
            kind: ArgKind::from_air(&air_kind),
            air_kind,
            name: None,
            type_name: None,
            type_size: None,
            type_align: None,
            location: None,
            location_count: None,
            access: None,
            address_space: None,
            buffer_size: None,
            sampling: None,
            perspective: None,
            user: None,
            positional: Vec::new(),
            struct_info: None,
            texture: None,
            mesh: None,
            function_constant: None,
            unused: false,
            other: Vec::new(),
        }
    }

    /// The kind string without its `air.` prefix (`thread_position_in_grid`).
    pub fn short_kind(&self) -> &str {
        self.air_kind.strip_prefix("air.").unwrap_or(&self.air_kind)
    }

    /// A render target's colour index (its first positional operand).
    pub fn render_target_index(&self) -> Option<u64> {
        (self.kind == ArgKind::RenderTarget).then(|| self.positional.first().copied()).flatten()
    }
}

/// One `!air.function_constants` node:
/// `!{<ty> addrspace(2)* @global, !"type", !"name", i32 index[, i1 active]}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FunctionConstantInfo {
    pub index: u32,
    pub name: String,
    pub type_name: String,
    /// The placeholder global, e.g. `_Z4mode.MTL_FC_INIT_0_j`.
    pub global: String,
    /// The optional fifth operand (AIR ≥ 2.5).
    pub active: Option<bool>,
}

/// A module variable in threadgroup memory (`internal addrspace(3) global [N x T] undef`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreadgroupVariable {
    pub name: String,
    /// The content type as `llvm-dis` prints it.
    pub type_text: String,
    /// Allocation size in bytes under the AIR datalayout; `None` for unsized types.
    pub size: Option<u64>,
    /// ABI alignment in bytes under the AIR datalayout.
    pub align: Option<u64>,
}

fn serialize_kind<S: Serializer>(kind: &EntryKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(kind.type_name())
}

/// Reads the AIR semantics of the first module in `bytes` (a bitcode wrapper or raw bitcode).
///
/// ```
/// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kernel_constants.bc");
/// let info = air::read_info(&std::fs::read(path)?)?;
/// assert_eq!(info.entry_points[0].name, "scale_kernel");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_info(bytes: &[u8]) -> Result<AirInfo, AirError> {
    let raw = module::parse(bytes)?;
    analyze(&raw)
}

/// Decodes the AIR metadata of an already parsed module.
pub fn analyze(raw: &RawModule<'_>) -> Result<AirInfo, AirError> {
    let cx = Cx::new(raw);
    let mut info = AirInfo::default();
    read_versions(&cx, &mut info)?;
    read_compile_options(&cx, &mut info.compile_options)?;
    read_limits(&cx, &mut info.limits)?;
    for named in &raw.metadata.named {
        let Some(kind) = EntryKind::from_metadata_name(&named.name) else {
            continue;
        };
        for &node in raw.metadata.named_ops(named) {
            let entry = read_entry(&cx, kind, node, named.bit)?;
            info.entry_points.push(entry);
        }
    }
    read_function_constants(&cx, &mut info.function_constants)?;
    read_threadgroup_memory(&cx, &mut info.threadgroup_memory)?;
    read_sampler_states(&cx, &mut info.sampler_states)?;
    Ok(info)
}

/// One metadata operand, classified.
#[derive(Debug, Clone, Copy)]
enum Tok<'m> {
    Null,
    Str(&'m [u8]),
    /// An integer constant, masked to its width.
    Int(u64),
    Node(u32),
    Global(usize),
    Other(u32),
}

/// Shared state: the module and the output budget that keeps hostile metadata (one huge
/// node listed many times) from producing output out of proportion to the input.
struct Cx<'r, 'a> {
    raw: &'r RawModule<'a>,
    budget: Cell<usize>,
}

/// Fixed cost charged per argument and per token, so that work, not only text, is bounded.
const TOKEN_COST: usize = 8;
/// Deepest metadata nesting rendered verbatim.
const MAX_RENDER_DEPTH: u32 = 4;
/// Longest verbatim rendering of one operand.
const MAX_RENDER: usize = 512;

impl<'r, 'a> Cx<'r, 'a> {
    fn new(raw: &'r RawModule<'a>) -> Self {
        Cx { raw, budget: Cell::new(raw.input_len.saturating_mul(8).max(1 << 20)) }
    }

    fn charge(&self, n: usize) -> Result<(), AirError> {
        match self.budget.get().checked_sub(n) {
            Some(left) => {
                self.budget.set(left);
                Ok(())
            }
            None => Err(AirError::new(
                self.raw.strtab_bit,
                ErrorKind::Limit("AIR metadata output out of proportion to the input size".into()),
            )
            .within("AIR semantics")),
        }
    }

    fn text(&self, bytes: &[u8]) -> Result<String, AirError> {
        self.charge(bytes.len())?;
        Ok(String::from_utf8_lossy(bytes).into_owned())
    }

    fn owned(&self, s: String) -> Result<String, AirError> {
        self.charge(s.len())?;
        Ok(s)
    }

    fn tok(&self, id: Option<u32>) -> Tok<'r> {
        let Some(id) = id else {
            return Tok::Null;
        };
        match self.raw.metadata.get(id) {
            Some(Metadata::String(s)) => Tok::Str(s),
            Some(Metadata::Node { .. }) => Tok::Node(id),
            Some(Metadata::Value { value, .. }) => match self.raw.constant(*value) {
                Some(Constant::Int { value, width }) => Tok::Int(mask(*value, *width)),
                _ => match self.raw.value_to_global(*value) {
                    Some(g) => Tok::Global(g),
                    None => Tok::Other(id),
                },
            },
            _ => Tok::Other(id),
        }
    }

    /// The operands of node `id` as tokens, or `None` if it is not a node.
    fn node(&self, id: u32) -> Option<Vec<Tok<'r>>> {
        let ops = self.raw.metadata.node_ops(id)?;
        Some(ops.map(|o| self.tok(o)).collect())
    }

    fn node_charged(&self, id: u32) -> Result<Option<Vec<Tok<'r>>>, AirError> {
        let Some(ops) = self.node(id) else {
            return Ok(None);
        };
        self.charge(ops.len().saturating_add(1).saturating_mul(TOKEN_COST))?;
        Ok(Some(ops))
    }

    fn global_name(&self, g: usize) -> Result<String, AirError> {
        let name = self.raw.global_name(g)?;
        self.owned(name)
    }

    /// A token as metadata text, for `other` lists.
    fn render(&self, t: Tok<'_>) -> Result<String, AirError> {
        let mut out = String::new();
        self.render_into(&mut out, t, 0)?;
        if out.len() > MAX_RENDER {
            let mut cut = MAX_RENDER;
            while !out.is_char_boundary(cut) {
                cut -= 1;
            }
            out.truncate(cut);
            out.push_str("...");
        }
        self.owned(out)
    }

    /// Strings are cut before formatting and global names are charged, so rendering one
    /// huge operand many times stays within the budget.
    fn render_into(&self, out: &mut String, t: Tok<'_>, depth: u32) -> Result<(), AirError> {
        if out.len() > MAX_RENDER {
            return Ok(());
        }
        match t {
            Tok::Null => out.push_str("null"),
            Tok::Str(s) => {
                let s = &s[..s.len().min(MAX_RENDER + 1)];
                let _ = write!(out, "{:?}", String::from_utf8_lossy(s));
            }
            Tok::Int(v) => {
                let _ = write!(out, "{v}");
            }
            Tok::Global(g) => match self.raw.global_name(g) {
                Ok(n) => {
                    self.charge(n.len())?;
                    let _ = write!(out, "@{n}");
                }
                Err(_) => {
                    let _ = write!(out, "@<global {g}>");
                }
            },
            Tok::Other(id) => {
                let _ = write!(out, "!{id}");
            }
            Tok::Node(id) => {
                if depth >= MAX_RENDER_DEPTH {
                    let _ = write!(out, "!{id}");
                    return Ok(());
                }
                out.push_str("!{");
                if let Some(ops) = self.raw.metadata.node_ops(id) {
                    for (k, o) in ops.enumerate() {
                        if k > 0 {
                            out.push_str(", ");
                        }
                        if out.len() > MAX_RENDER {
                            break;
                        }
                        self.render_into(out, self.tok(o), depth + 1)?;
                    }
                }
                out.push('}');
            }
        }
        Ok(())
    }
}

fn mask(value: i64, width: u32) -> u64 {
    if width >= 64 {
        value as u64
    } else {
        (value as u64) & ((1u64 << width) - 1)
    }
}

/// Where an error lies: entry point (or list) and argument.
struct Place<'p> {
    bit: u64,
    entry: &'p str,
    what: String,
}

impl Place<'_> {
    #[cold]
    fn err(&self, message: impl std::fmt::Display) -> AirError {
        AirError::malformed(self.bit, format!("{}: {message}", self.what))
            .in_function(self.entry)
            .within("AIR semantics")
    }
}

#[cold]
fn list_err(bit: u64, list: &str, node: u32, expected: &str) -> AirError {
    AirError::malformed(bit, format!("!{list} node !{node} does not have the expected shape: {expected}"))
        .within("AIR semantics")
}

fn read_versions(cx: &Cx<'_, '_>, info: &mut AirInfo) -> Result<(), AirError> {
    let md = &cx.raw.metadata;
    let int3 = |ops: &[Tok<'_>]| -> Option<Version> {
        let v = |t: &Tok<'_>| match t {
            Tok::Int(v) => u32::try_from(*v).ok(),
            _ => None,
        };
        match ops {
            [a, b, c] => Some(Version { major: v(a)?, minor: v(b)?, patch: v(c)? }),
            _ => None,
        }
    };
    if let Some((list, bit)) = md.named("air.version") {
        if let Some(&node) = list.first() {
            let ops = cx.node_charged(node)?.unwrap_or_default();
            let v = ops.get(..3).and_then(int3);
            match v {
                Some(v) => info.air_version = Some(v),
                None => return Err(list_err(bit, "air.version", node, "three integers")),
            }
        }
    }
    if let Some((list, bit)) = md.named("air.language_version") {
        if let Some(&node) = list.first() {
            let ops = cx.node_charged(node)?.unwrap_or_default();
            let parsed = match ops.first() {
                Some(Tok::Str(name)) => ops.get(1..4).and_then(int3).map(|v| (*name, v)),
                _ => None,
            };
            match parsed {
                Some((name, version)) => {
                    info.language = Some(LanguageVersion { name: cx.text(name)?, version })
                }
                None => {
                    return Err(list_err(bit, "air.language_version", node, "a string and three integers"))
                }
            }
        }
    }
    Ok(())
}

fn read_compile_options(cx: &Cx<'_, '_>, opts: &mut CompileOptions) -> Result<(), AirError> {
    let Some((list, _)) = cx.raw.metadata.named("air.compile_options") else {
        return Ok(());
    };
    for &node in list {
        let Some(ops) = cx.node_charged(node)? else {
            continue;
        };
        for t in ops {
            let Tok::Str(s) = t else {
                opts.other.push(cx.render(t)?);
                continue;
            };
            let s = cx.text(s)?;
            let flag = s.strip_prefix("air.compile.").and_then(|f| {
                f.strip_suffix("_enable")
                    .map(|f| (f, true))
                    .or_else(|| f.strip_suffix("_disable").map(|f| (f, false)))
            });
            let slot = match flag {
                Some(("fast_math", on)) => Some((&mut opts.fast_math, on)),
                Some(("denorms", on)) => Some((&mut opts.denorms, on)),
                Some(("framebuffer_fetch", on)) => Some((&mut opts.framebuffer_fetch, on)),
                _ => None,
            };
            match slot {
                Some((slot, on)) => *slot = Some(on),
                None => opts.other.push(s.clone()),
            }
            opts.raw.push(s);
        }
    }
    Ok(())
}

/// `!llvm.module.flags` entries `!{i32 behaviour, !"air.max_…", i32 N}`.
fn read_limits(cx: &Cx<'_, '_>, limits: &mut BTreeMap<String, u64>) -> Result<(), AirError> {
    let Some((list, _)) = cx.raw.metadata.named("llvm.module.flags") else {
        return Ok(());
    };
    for &node in list {
        let Some(ops) = cx.node_charged(node)? else {
            continue;
        };
        if let [_, Tok::Str(name), Tok::Int(v)] = ops[..] {
            if name.starts_with(b"air.") {
                limits.insert(cx.text(name)?, v);
            }
        }
    }
    Ok(())
}

fn read_entry(cx: &Cx<'_, '_>, kind: EntryKind, node: u32, bit: u64) -> Result<EntryInfo, AirError> {
    let list = kind.metadata_name();
    let raw = cx.raw;
    let ops = cx.node_charged(node)?.ok_or_else(|| list_err(bit, list, node, "a metadata node"))?;
    let function = match ops.first() {
        Some(Tok::Global(g)) if raw.globals.get(*g).map(|g| g.kind) == Some(GlobalKind::Function) => *g,
        _ => return Err(list_err(bit, list, node, "a function as its first operand")),
    };
    let name = cx.global_name(function)?;
    let params = raw.globals[function].ty.and_then(|t| match raw.types.get(t) {
        Some(Type::Function { params, .. }) => Some(raw.types.list(*params).len()),
        _ => None,
    });
    let place = |what: String| Place { bit, entry: &name, what };
    let list_of = |k: usize, what: &str| -> Result<Vec<Tok<'_>>, AirError> {
        match ops.get(k) {
            Some(Tok::Node(id)) => Ok(cx.node_charged(*id)?.unwrap_or_default()),
            // A bare `!{fn}` (seen for visible functions) describes nothing.
            None => Ok(Vec::new()),
            _ => Err(place(format!("entry node !{node}")).err(format!("operand {k} ({what}) is not a node"))),
        }
    };
    let mut entry = EntryInfo {
        name: name.clone(),
        kind,
        outputs: Vec::new(),
        arguments: Vec::new(),
        max_total_threads_per_threadgroup: None,
        tags: Vec::new(),
        other: Vec::new(),
    };
    for (k, t) in list_of(1, "outputs")?.into_iter().enumerate() {
        let p = place(format!("output {k}"));
        let Tok::Node(id) = t else {
            return Err(p.err("not a metadata node"));
        };
        entry.outputs.push(read_argument(cx, id, false, &p, 0)?);
    }
    for (k, t) in list_of(2, "arguments")?.into_iter().enumerate() {
        let p = place(format!("argument {k}"));
        let Tok::Node(id) = t else {
            return Err(p.err("not a metadata node"));
        };
        let arg = read_argument(cx, id, true, &p, 0)?;
        if let (Some(i), Some(n)) = (arg.index, params) {
            if i as usize >= n {
                let p = place(format!("argument index {i}"));
                return Err(p.err(format!("the function has only {n} parameters")));
            }
        }
        entry.arguments.push(arg);
    }
    for t in ops.iter().skip(3) {
        match *t {
            Tok::Str(s) => entry.tags.push(cx.text(s)?),
            Tok::Node(id) => {
                let attr = cx.node_charged(id)?.unwrap_or_default();
                match attr[..] {
                    [Tok::Str(b"air.max_work_group_size"), Tok::Int(n)] => {
                        let n = u32::try_from(n).map_err(|_| {
                            place("air.max_work_group_size".into()).err(format!("{n} is out of range"))
                        })?;
                        entry.max_total_threads_per_threadgroup = Some(n);
                    }
                    _ => entry.other.push(cx.render(*t)?),
                }
            }
            t => entry.other.push(cx.render(t)?),
        }
    }
    Ok(entry)
}

/// Reads one argument or output node. `depth` > 0 for outputs nested in `air.mesh_type_info`,
/// which may not nest further.
fn read_argument(
    cx: &Cx<'_, '_>,
    node: u32,
    indexed: bool,
    place: &Place<'_>,
    depth: u32,
) -> Result<Argument, AirError> {
    let ops = cx.node_charged(node)?.ok_or_else(|| place.err("not a metadata node"))?;
    let mut i = 0;
    let index = match ops.first() {
        Some(Tok::Int(v)) => {
            i = 1;
            Some(u32::try_from(*v).map_err(|_| place.err(format!("index {v} is out of range")))?)
        }
        _ if indexed => return Err(place.err("does not start with an integer index")),
        _ => None,
    };
    let place = match index {
        Some(ix) if indexed => {
            Place { bit: place.bit, entry: place.entry, what: format!("argument index {ix}") }
        }
        _ => Place { bit: place.bit, entry: place.entry, what: place.what.clone() },
    };
    let mut gate = None;
    if let Some(Tok::Str(b"air.function_constant")) = ops.get(i) {
        gate = Some(read_gate(cx, ops.get(i + 1).copied(), &place)?);
        i += 2;
    }
    let kind = match ops.get(i) {
        Some(Tok::Str(s)) => cx.text(s)?,
        _ => return Err(place.err("has no kind string")),
    };
    i += 1;
    let mut arg = Argument::new(index, kind);
    arg.function_constant = gate;
    // Leading operands belong to the kind: a render target's indices, an input's locator.
    while let Some(Tok::Int(v)) = ops.get(i) {
        arg.positional.push(*v);
        i += 1;
    }
    if let Some(Tok::Str(s)) = ops.get(i) {
        if !s.starts_with(b"air.") {
            arg.user = Some(cx.text(s)?);
            i += 1;
        }
    }
    let int = |k: usize, key: &str| -> Result<u32, AirError> {
        match ops.get(k) {
            Some(Tok::Int(v)) => {
                u32::try_from(*v).map_err(|_| place.err(format!("{key} value {v} is out of range")))
            }
            _ => Err(place.err(format!("{key} is not followed by an integer"))),
        }
    };
    let string = |k: usize, key: &str| -> Result<String, AirError> {
        match ops.get(k) {
            Some(Tok::Str(s)) => cx.text(s),
            _ => Err(place.err(format!("{key} is not followed by a string"))),
        }
    };
    while i < ops.len() {
        let t = ops[i];
        i += 1;
        let key: &[u8] = match t {
            Tok::Str(s) => s,
            Tok::Node(id) if depth == 0 => {
                if let Some(mesh) = read_mesh_info(cx, id, &place)? {
                    arg.mesh = Some(Box::new(mesh));
                } else {
                    arg.other.push(cx.render(t)?);
                }
                continue;
            }
            _ => {
                arg.other.push(cx.render(t)?);
                continue;
            }
        };
        match key {
            b"air.location_index" => {
                arg.location = Some(int(i, "air.location_index")?);
                i += 1;
                if let Some(Tok::Int(_)) = ops.get(i) {
                    arg.location_count = Some(int(i, "air.location_index")?);
                    i += 1;
                }
            }
            b"air.address_space" => {
                arg.address_space = Some(int(i, "air.address_space")?);
                i += 1;
            }
            b"air.buffer_size" => {
                arg.buffer_size = Some(int(i, "air.buffer_size")?);
                i += 1;
            }
            b"air.arg_type_size" => {
                arg.type_size = Some(int(i, "air.arg_type_size")?);
                i += 1;
            }
            b"air.arg_type_align_size" => {
                arg.type_align = Some(int(i, "air.arg_type_align_size")?);
                i += 1;
            }
            b"air.arg_type_name" => {
                arg.type_name = Some(string(i, "air.arg_type_name")?);
                i += 1;
            }
            b"air.arg_name" => {
                arg.name = Some(string(i, "air.arg_name")?);
                i += 1;
            }
            b"air.struct_type_info" => {
                let Some(Tok::Node(id)) = ops.get(i) else {
                    return Err(place.err("air.struct_type_info is not followed by a node"));
                };
                arg.struct_info = Some(read_struct_info(cx, *id)?);
                i += 1;
            }
            b"air.function_constant" => {
                arg.function_constant = Some(read_gate(cx, ops.get(i).copied(), &place)?);
                i += 1;
            }
            b"air.arg_unused" => arg.unused = true,
            b"air.read" => arg.access = Some(Access::Read),
            b"air.write" => arg.access = Some(Access::Write),
            b"air.read_write" => arg.access = Some(Access::ReadWrite),
            b"air.sample" if arg.kind == ArgKind::Texture => arg.access = Some(Access::Sample),
            b"air.sample" => arg.sampling = Some(Sampling::Sample),
            b"air.center" => arg.sampling = Some(Sampling::Center),
            b"air.centroid" => arg.sampling = Some(Sampling::Centroid),
            b"air.perspective" => arg.perspective = Some(Perspective::Perspective),
            b"air.no_perspective" => arg.perspective = Some(Perspective::NoPerspective),
            b"air.flat" => arg.perspective = Some(Perspective::Flat),
            other => arg.other.push(cx.text(other)?),
        }
    }
    if arg.kind == ArgKind::Texture {
        arg.texture = arg.type_name.as_deref().and_then(texture_type);
    }
    Ok(arg)
}

fn read_gate(cx: &Cx<'_, '_>, t: Option<Tok<'_>>, place: &Place<'_>) -> Result<ConstantRef, AirError> {
    let bad = || place.err("air.function_constant is not followed by !{global, !\"type\", !\"name\"}");
    let Some(Tok::Node(id)) = t else {
        return Err(bad());
    };
    let ops = cx.node_charged(id)?.unwrap_or_default();
    match ops[..] {
        [Tok::Global(g), Tok::Str(ty), Tok::Str(name), ..] => {
            Ok(ConstantRef { global: cx.global_name(g)?, type_name: cx.text(ty)?, name: cx.text(name)? })
        }
        _ => Err(bad()),
    }
}

/// Members are five operands each; annotations (strings and nodes) attach to the member
/// before them, and anything that fits neither is kept on a member-less placeholder.
fn read_struct_info(cx: &Cx<'_, '_>, node: u32) -> Result<Vec<StructMember>, AirError> {
    let ops = cx.node_charged(node)?.unwrap_or_default();
    let mut members: Vec<StructMember> = Vec::new();
    let mut i = 0;
    while i < ops.len() {
        let u = |t: &Tok<'_>| match t {
            Tok::Int(v) => u32::try_from(*v).ok(),
            _ => None,
        };
        if let Some([o, s, n, Tok::Str(ty), Tok::Str(name)]) = ops.get(i..i + 5) {
            if let (Some(offset), Some(size), Some(array_len)) = (u(o), u(s), u(n)) {
                members.push(StructMember {
                    offset,
                    size,
                    array_len,
                    type_name: cx.text(ty)?,
                    name: cx.text(name)?,
                    other: Vec::new(),
                });
                i += 5;
                continue;
            }
        }
        let text = match ops[i] {
            Tok::Str(s) => cx.text(s)?,
            t => cx.render(t)?,
        };
        match members.last_mut() {
            Some(m) => m.other.push(text),
            None => members.push(StructMember {
                offset: 0,
                size: 0,
                array_len: 0,
                type_name: String::new(),
                name: String::new(),
                other: vec![text],
            }),
        }
        i += 1;
    }
    Ok(members)
}

/// `None` when the node is not a `air.mesh_type_info` node of the expected shape (it is then
/// kept verbatim by the caller).
fn read_mesh_info(cx: &Cx<'_, '_>, node: u32, place: &Place<'_>) -> Result<Option<MeshInfo>, AirError> {
    let Some(ops) = cx.node_charged(node)? else {
        return Ok(None);
    };
    let [Tok::Str(b"air.mesh_type_info"), Tok::Node(v), Tok::Node(p), Tok::Int(nv), Tok::Int(np), Tok::Str(topo)] =
        ops[..]
    else {
        return Ok(None);
    };
    let (Ok(max_vertices), Ok(max_primitives)) = (u32::try_from(nv), u32::try_from(np)) else {
        return Ok(None);
    };
    let outputs = |id: u32, what: &str| -> Result<Vec<Argument>, AirError> {
        let list = cx.node_charged(id)?.unwrap_or_default();
        let mut out = Vec::with_capacity(list.len());
        for (k, t) in list.into_iter().enumerate() {
            let p = Place {
                bit: place.bit,
                entry: place.entry,
                what: format!("{}: mesh {what} {k}", place.what),
            };
            let Tok::Node(id) = t else {
                return Err(p.err("not a metadata node"));
            };
            out.push(read_argument(cx, id, false, &p, 1)?);
        }
        Ok(out)
    };
    let topology = String::from_utf8_lossy(topo.strip_prefix(b"air.").unwrap_or(topo)).into_owned();
    Ok(Some(MeshInfo {
        vertex_outputs: outputs(v, "vertex output")?,
        primitive_outputs: outputs(p, "primitive output")?,
        max_vertices,
        max_primitives,
        topology: cx.owned(topology)?,
    }))
}

fn texture_type(name: &str) -> Option<TextureType> {
    let (shape, rest) = match name.split_once('<') {
        Some((s, r)) => (s, Some(r.strip_suffix('>')?)),
        None => (name, None),
    };
    let shape = shape.trim();
    if shape.is_empty() {
        return None;
    }
    let mut parts = rest.into_iter().flat_map(|r| r.split(',')).map(|p| p.trim().to_owned());
    Some(TextureType { shape: shape.to_owned(), component: parts.next(), access: parts.next() })
}

fn read_function_constants(cx: &Cx<'_, '_>, out: &mut Vec<FunctionConstantInfo>) -> Result<(), AirError> {
    let Some((list, bit)) = cx.raw.metadata.named("air.function_constants") else {
        return Ok(());
    };
    for &node in list {
        let ops = cx.node_charged(node)?.unwrap_or_default();
        let parsed = match ops[..] {
            [Tok::Global(g), Tok::Str(ty), Tok::Str(name), Tok::Int(index)] => {
                Some((g, ty, name, index, None))
            }
            [Tok::Global(g), Tok::Str(ty), Tok::Str(name), Tok::Int(index), Tok::Int(active)] => {
                Some((g, ty, name, index, Some(active != 0)))
            }
            _ => None,
        };
        let Some((g, ty, name, index, active)) = parsed else {
            return Err(list_err(
                bit,
                "air.function_constants",
                node,
                "{global, !\"type\", !\"name\", i32 index[, i1 active]}",
            ));
        };
        let Ok(index) = u32::try_from(index) else {
            return Err(list_err(bit, "air.function_constants", node, "an index below 2^32"));
        };
        out.push(FunctionConstantInfo {
            index,
            name: cx.text(name)?,
            type_name: cx.text(ty)?,
            global: cx.global_name(g)?,
            active,
        });
    }
    Ok(())
}

fn read_threadgroup_memory(cx: &Cx<'_, '_>, out: &mut Vec<ThreadgroupVariable>) -> Result<(), AirError> {
    let raw = cx.raw;
    for (i, g) in raw.globals.iter().enumerate() {
        if g.kind != GlobalKind::Variable || g.addrspace != 3 {
            continue;
        }
        let (type_text, size, align) = match g.ty {
            Some(t) => {
                let layout = layout(&raw.types, t, 0);
                (raw.types.describe(t), layout.map(|l| l.0), layout.map(|l| l.1))
            }
            None => (String::new(), None, None),
        };
        out.push(ThreadgroupVariable {
            name: cx.global_name(i)?,
            type_text: cx.owned(type_text)?,
            size,
            align,
        });
    }
    Ok(())
}

fn read_sampler_states(cx: &Cx<'_, '_>, out: &mut Vec<String>) -> Result<(), AirError> {
    let Some((list, _)) = cx.raw.metadata.named("air.sampler_states") else {
        return Ok(());
    };
    for &node in list {
        let ops = cx.node_charged(node)?.unwrap_or_default();
        for t in ops {
            if let Tok::Global(g) = t {
                out.push(cx.global_name(g)?);
            }
        }
    }
    Ok(())
}

/// Deepest type nesting sized; AIR types stay far below.
const MAX_LAYOUT_DEPTH: u32 = 32;

/// `(allocation size, ABI alignment)` in bytes under the AIR datalayout (`e-p:64:64:64-…`):
/// scalars are naturally aligned, vectors align to their size rounded up to a power of two
/// (`v96:128:128`), aggregates follow the usual C rules.
fn layout(types: &TypeTable, id: TypeId, depth: u32) -> Option<(u64, u64)> {
    if depth > MAX_LAYOUT_DEPTH {
        return None;
    }
    let scalar = |bytes: u64| Some((bytes, bytes));
    match types.get(id)? {
        Type::Half | Type::BFloat => scalar(2),
        Type::Float => scalar(4),
        Type::Double => scalar(8),
        Type::Integer(w) => {
            let bytes = u64::from(*w).div_ceil(8).max(1).checked_next_power_of_two()?;
            scalar(bytes)
        }
        Type::Pointer { .. } | Type::OpaquePointer { .. } => scalar(8),
        Type::Array { len, elem } => {
            let (size, align) = layout(types, *elem, depth + 1)?;
            Some((size.checked_mul(*len)?, align))
        }
        Type::Vector { len, elem } => {
            let bits = match types.get(*elem)? {
                Type::Integer(w) => u64::from(*w),
                Type::Half | Type::BFloat => 16,
                Type::Float => 32,
                Type::Double => 64,
                Type::Pointer { .. } | Type::OpaquePointer { .. } => 64,
                _ => return None,
            };
            let bytes = bits.checked_mul(*len)?.div_ceil(8).max(1);
            let align = bytes.checked_next_power_of_two()?;
            Some((bytes.checked_next_multiple_of(align)?, align))
        }
        Type::Struct { packed, elems, .. } => {
            let mut size = 0u64;
            let mut max_align = 1u64;
            for &e in types.list(*elems) {
                let (s, a) = layout(types, e, depth + 1)?;
                let a = if *packed { 1 } else { a };
                size = size.checked_next_multiple_of(a)?.checked_add(s)?;
                max_align = max_align.max(a);
            }
            Some((size.checked_next_multiple_of(max_align)?, max_align))
        }
        _ => None,
    }
}

impl AirInfo {
    /// A stable, line-oriented listing: module facts first, then one block per entry point
    /// with one line per output and argument. `docs/air-semantics.md` describes it.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let v = |v: &Version| format!("{}.{}.{}", v.major, v.minor, v.patch);
        match &self.air_version {
            Some(a) => {
                let _ = writeln!(out, "air_version {}", v(a));
            }
            None => out.push_str("air_version none\n"),
        }
        match &self.language {
            Some(l) => {
                let _ = writeln!(out, "language {} {}", word(&l.name), v(&l.version));
            }
            None => out.push_str("language none\n"),
        }
        let c = &self.compile_options;
        out.push_str("compile_options");
        for (name, flag) in
            [("fast_math", c.fast_math), ("denorms", c.denorms), ("framebuffer_fetch", c.framebuffer_fetch)]
        {
            if let Some(on) = flag {
                let _ = write!(out, " {name}={}", if on { "on" } else { "off" });
            }
        }
        for o in &c.other {
            let _ = write!(out, " {}", word(o));
        }
        out.push('\n');
        for (name, value) in &self.limits {
            let _ = writeln!(out, "limit {} {value}", word(name));
        }
        for fc in &self.function_constants {
            let _ = write!(
                out,
                "function_constant {} {} {} global={}",
                fc.index,
                word(&fc.type_name),
                word(&fc.name),
                word(&fc.global)
            );
            if let Some(a) = fc.active {
                let _ = write!(out, " active={a}");
            }
            out.push('\n');
        }
        for t in &self.threadgroup_memory {
            let _ = write!(out, "threadgroup_memory {} type={}", word(&t.name), word(&t.type_text));
            if let Some(s) = t.size {
                let _ = write!(out, " size={s}");
            }
            if let Some(a) = t.align {
                let _ = write!(out, " align={a}");
            }
            out.push('\n');
        }
        for s in &self.sampler_states {
            let _ = writeln!(out, "sampler_state {}", word(s));
        }
        for e in &self.entry_points {
            let _ = write!(out, "entry {} {}", e.kind.type_name(), word(&e.name));
            if let Some(n) = e.max_total_threads_per_threadgroup {
                let _ = write!(out, " max_total_threads_per_threadgroup={n}");
            }
            for t in &e.tags {
                let _ = write!(out, " tag={}", word(t));
            }
            for o in &e.other {
                let _ = write!(out, " other={}", word(o));
            }
            out.push('\n');
            for o in &e.outputs {
                write_argument(&mut out, "  output", o);
            }
            for a in &e.arguments {
                write_argument(&mut out, "  arg", a);
            }
        }
        out
    }
}

fn write_argument(out: &mut String, prefix: &str, a: &Argument) {
    out.push_str(prefix);
    if let Some(i) = a.index {
        let _ = write!(out, " {i}");
    }
    let _ = write!(out, " {}", a.kind.label());
    if a.short_kind() != a.kind.label() {
        let _ = write!(out, " {}", word(a.short_kind()));
    }
    if !a.positional.is_empty() {
        let p: Vec<String> = a.positional.iter().map(u64::to_string).collect();
        let _ = write!(out, " [{}]", p.join(","));
    }
    if let Some(u) = &a.user {
        let _ = write!(out, " user={}", word(u));
    }
    if let Some(g) = &a.function_constant {
        let _ = write!(out, " if={}", word(&g.name));
    }
    if let Some(l) = a.location {
        let _ = write!(out, " location={l}");
        if let Some(n) = a.location_count.filter(|&n| n != 1) {
            let _ = write!(out, "x{n}");
        }
    }
    if let Some(acc) = a.access {
        let _ = write!(out, " access={}", acc.label());
    }
    if let Some(s) = a.address_space {
        let _ = write!(out, " addrspace={s}");
    }
    if let Some(s) = a.buffer_size {
        let _ = write!(out, " buffer_size={s}");
    }
    if let Some(s) = a.sampling {
        let s = match s {
            Sampling::Center => "center",
            Sampling::Centroid => "centroid",
            Sampling::Sample => "sample",
        };
        let _ = write!(out, " sampling={s}");
    }
    if let Some(p) = a.perspective {
        let p = match p {
            Perspective::Perspective => "perspective",
            Perspective::NoPerspective => "no_perspective",
            Perspective::Flat => "flat",
        };
        let _ = write!(out, " interpolation={p}");
    }
    if let Some(t) = &a.type_name {
        let _ = write!(out, " type={}", word(t));
    }
    if let Some(s) = a.type_size {
        let _ = write!(out, " size={s}");
    }
    if let Some(s) = a.type_align {
        let _ = write!(out, " align={s}");
    }
    if let Some(members) = &a.struct_info {
        let _ = write!(out, " struct_members={}", members.len());
    }
    if let Some(m) = &a.mesh {
        let _ = write!(
            out,
            " mesh_vertices={} mesh_primitives={} topology={} vertex_outputs={} primitive_outputs={}",
            m.max_vertices,
            m.max_primitives,
            word(&m.topology),
            m.vertex_outputs.len(),
            m.primitive_outputs.len()
        );
    }
    if let Some(n) = &a.name {
        let _ = write!(out, " name={}", word(n));
    }
    if a.unused {
        out.push_str(" unused");
    }
    for o in &a.other {
        let _ = write!(out, " other={}", word(o));
    }
    out.push('\n');
    if let Some(m) = &a.mesh {
        for o in &m.vertex_outputs {
            write_argument(out, "    mesh_vertex_output", o);
        }
        for o in &m.primitive_outputs {
            write_argument(out, "    mesh_primitive_output", o);
        }
    }
}

/// A value as one whitespace-free word: quoted (Rust string syntax) when it is empty or has
/// spaces, quotes, `=` or control characters, so a line always splits back into its fields.
fn word(s: &str) -> String {
    let plain =
        !s.is_empty() && !s.chars().any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '=');
    if plain {
        s.to_owned()
    } else {
        format!("{s:?}")
    }
}
