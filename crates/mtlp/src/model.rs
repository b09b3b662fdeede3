//! The typed model of a Metal pipelines script: one Rust type per object of
//! metal-pipelines-script(5), one field per member (named exactly as the JSON key), the
//! documented defaults already applied. Strings that later stages point back at (labels,
//! names, function references, predicates) keep their byte span; every other location is
//! recomputed from the structure (see `validate`), which keeps the model small and fast to
//! build. `Serialize` writes the model back in the script's own key names, which is what the
//! plan embeds.

use diagnostics::Span;
use serde::{Serialize, Serializer};

use crate::predicate::Expr;
use crate::reference::Reference;

/// Declares a string-valued enumeration of the script format: the Rust enum, its spellings
/// in script order (which is also the FlatBuffers numbering), lookup by spelling, and the
/// default value the man page documents.
macro_rules! string_enum {
    ($(#[$m:meta])* $name:ident ($what:literal) { $($v:ident),+ $(,)? } default $d:ident) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(non_camel_case_types)]
        pub enum $name { $($v),+ }

        impl $name {
            /// Every spelling, in the order of the man page.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($v)),+];
            pub const ALL: &'static [$name] = &[$($name::$v),+];
            /// What the value describes, for messages.
            pub const WHAT: &'static str = $what;

            pub fn name(self) -> &'static str {
                Self::NAMES[self as usize]
            }

            pub fn from_name(s: &str) -> Option<Self> {
                Self::NAMES.iter().position(|n| *n == s).map(|i| Self::ALL[i])
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name::$d
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl crate::model::StringEnum for $name {
            fn names() -> &'static [&'static str] { Self::NAMES }
            fn what() -> &'static str { Self::WHAT }
            fn from_name(s: &str) -> Option<Self> { $name::from_name(s) }
        }
    };
}

/// Implemented by every `string_enum!`, so the decoder handles them all alike.
pub trait StringEnum: Sized + Copy {
    fn names() -> &'static [&'static str];
    fn what() -> &'static str;
    fn from_name(s: &str) -> Option<Self>;
}

/// A string from the script with the span of its JSON token (quotes included).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Text {
    pub value: String,
    pub span: Span,
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.value)
    }
}

impl Text {
    pub fn as_str(&self) -> &str {
        &self.value
    }
}

/// A function reference (bare name, `alias:<label>#<fn>`, `file:<path>#<fn>`), parsed.
/// `parsed` is `None` when the text was malformed (already reported).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionRef {
    pub text: Text,
    pub parsed: Option<Reference>,
}

impl Serialize for FunctionRef {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.text.serialize(s)
    }
}

/// A predicate expression (`enable` of pipelines and functions, `named_predicates`).
/// `expr` is `None` when the text did not parse (already reported); empty text is `True`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Predicate {
    pub text: Text,
    pub expr: Option<Expr>,
    /// Whether `text.span` holds the string's characters one for one (no escapes), so a
    /// byte offset inside the predicate maps to a file offset.
    pub verbatim: bool,
}

impl Serialize for Predicate {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.text.serialize(s)
    }
}

// ---------------------------------------------------------------------------------------
// Top level

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Script {
    pub libraries: Libraries,
    pub pipelines: Pipelines,
    pub functions: Functions,
    pub named_predicates: Vec<NamedPredicate>,
    pub named_function_constant_values: Vec<NamedConstantValues>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Libraries {
    pub paths: Vec<LibraryPath>,
    pub specialized_functions: Vec<SpecializedFunction>,
    pub stitched_libraries: Vec<StitchedLibrary>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct LibraryPath {
    /// Required by the man page, but Apple's WWDC22 example omits it; such a library can only
    /// be reached by `file:` references, so its absence is a warning.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<Text>,
    pub path: Text,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct SpecializedFunction {
    pub label: Text,
    pub function: Option<FunctionRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub specialized_name: Option<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub named_constant_values: Option<Text>,
    pub constant_values: Vec<ConstantValue>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct StitchedLibrary {
    pub label: Text,
    pub functions: Vec<FunctionRef>,
    pub function_graphs: Vec<FunctionGraph>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct FunctionGraph {
    pub function_name: Text,
    pub nodes: Vec<GraphNode>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output_node: Option<NodeId>,
    pub attributes: Vec<FunctionAttribute>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "node_type", content = "node")]
pub enum GraphNode {
    InputNode { index: u32 },
    FunctionNode { name: Text, arguments: Vec<NodeId>, control_dependencies: Vec<NodeId> },
}

/// A reference to a position in `nodes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NodeId {
    pub id: u32,
    #[serde(skip)]
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "attribute_type", content = "attribute")]
pub enum FunctionAttribute {
    AlwaysInlineAttribute {},
}

// ---------------------------------------------------------------------------------------
// Function constants

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct NamedConstantValues {
    pub name: Text,
    pub constant_values: Vec<ConstantValue>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConstantValue {
    #[serde(flatten)]
    pub id: ConstantId,
    pub value_type: ConstantType,
    pub value: ConstantData,
    #[serde(skip)]
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(tag = "id_type", content = "id")]
pub enum ConstantId {
    FunctionConstantIndex { data: u16 },
    FunctionConstantName(String),
}

impl ConstantId {
    /// As the user would name it: `index 3` or `name "base_color"`.
    pub fn describe(&self) -> String {
        match self {
            ConstantId::FunctionConstantIndex { data } => format!("index {data}"),
            ConstantId::FunctionConstantName(n) => format!("name `{n}`"),
        }
    }
}

/// The element type of a function constant value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarKind {
    Bool,
    Char,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    Float,
    Half,
}

impl ScalarKind {
    pub const ALL: [ScalarKind; 11] = [
        ScalarKind::Bool,
        ScalarKind::Char,
        ScalarKind::UChar,
        ScalarKind::Short,
        ScalarKind::UShort,
        ScalarKind::Int,
        ScalarKind::UInt,
        ScalarKind::Long,
        ScalarKind::ULong,
        ScalarKind::Float,
        ScalarKind::Half,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::Bool => "Bool",
            ScalarKind::Char => "Char",
            ScalarKind::UChar => "UChar",
            ScalarKind::Short => "Short",
            ScalarKind::UShort => "UShort",
            ScalarKind::Int => "Int",
            ScalarKind::UInt => "UInt",
            ScalarKind::Long => "Long",
            ScalarKind::ULong => "ULong",
            ScalarKind::Float => "Float",
            ScalarKind::Half => "Half",
        }
    }

    /// Inclusive range of an integer kind; `None` for bool and floating-point kinds.
    pub fn int_range(self) -> Option<(i128, i128)> {
        Some(match self {
            ScalarKind::Char => (i8::MIN.into(), i8::MAX.into()),
            ScalarKind::UChar => (0, u8::MAX.into()),
            ScalarKind::Short => (i16::MIN.into(), i16::MAX.into()),
            ScalarKind::UShort => (0, u16::MAX.into()),
            ScalarKind::Int => (i32::MIN.into(), i32::MAX.into()),
            ScalarKind::UInt => (0, u32::MAX.into()),
            ScalarKind::Long => (i64::MIN.into(), i64::MAX.into()),
            ScalarKind::ULong => (0, u64::MAX.into()),
            ScalarKind::Bool | ScalarKind::Float | ScalarKind::Half => return None,
        })
    }
}

/// `ConstantFloat4` and its 43 siblings: a scalar kind and a width of 1 to 4. The man
/// page lists 11 scalar kinds × 4 widths = 44 spellings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstantType {
    pub scalar: ScalarKind,
    pub width: u8,
}

impl ConstantType {
    pub fn name(self) -> String {
        if self.width == 1 {
            format!("Constant{}", self.scalar.name())
        } else {
            format!("Constant{}{}", self.scalar.name(), self.width)
        }
    }

    pub fn from_name(s: &str) -> Option<Self> {
        let rest = s.strip_prefix("Constant")?;
        let (base, width) = match rest.as_bytes().last() {
            Some(d @ b'2'..=b'4') => (&rest[..rest.len() - 1], d - b'0'),
            _ => (rest, 1),
        };
        let scalar = ScalarKind::ALL.into_iter().find(|k| k.name() == base)?;
        Some(ConstantType { scalar, width })
    }

    /// All 44 spellings, in man-page order.
    pub fn all_names() -> Vec<String> {
        ScalarKind::ALL
            .into_iter()
            .flat_map(|scalar| (1..=4).map(move |width| ConstantType { scalar, width }.name()))
            .collect()
    }
}

impl Serialize for ConstantType {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

/// One element of a constant value, already checked against its `ConstantType`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    UInt(u64),
    /// `Float` and `Half` constants, held as the 32-bit float a `.mtlp` stores (a half's
    /// value is exact in it), so text and binary scripts give the same value.
    Float(f32),
}

/// JSON has no NaN or infinity, so those are written as the strings `"nan"`, `"inf"` and
/// `"-inf"` (the spellings the script reader accepts).
impl Serialize for Scalar {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Scalar::Bool(b) => s.serialize_bool(b),
            Scalar::Int(i) => s.serialize_i64(i),
            Scalar::UInt(u) => s.serialize_u64(u),
            Scalar::Float(f) if f.is_nan() => s.serialize_str("nan"),
            Scalar::Float(f) if f.is_infinite() => s.serialize_str(if f > 0.0 { "inf" } else { "-inf" }),
            Scalar::Float(f) => s.serialize_f32(f),
        }
    }
}

/// `{"data": scalar}` or `{"data": [..]}`; `elements` has `width` entries.
#[derive(Debug, Clone, PartialEq)]
pub struct ConstantData {
    pub elements: Vec<Scalar>,
}

impl Serialize for ConstantData {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(1))?;
        match self.elements.as_slice() {
            [one] => m.serialize_entry("data", one)?,
            many => m.serialize_entry("data", many)?,
        }
        m.end()
    }
}

// ---------------------------------------------------------------------------------------
// Predicates

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct NamedPredicate {
    pub name: Text,
    pub predicate: Predicate,
}

// ---------------------------------------------------------------------------------------
// Pipelines

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Pipelines {
    pub compute_pipelines: Vec<ComputePipeline>,
    pub render_pipelines: Vec<RenderPipeline>,
    pub tile_render_pipelines: Vec<TileRenderPipeline>,
    pub mesh_render_pipelines: Vec<MeshRenderPipeline>,
}

/// MTLComputePipelineDescriptor.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ComputePipeline {
    pub enable: Predicate,
    pub compute_function: Option<FunctionRef>,
    pub threadgroup_size_is_multiple_of_thread_execution_width: bool,
    pub max_total_threads_per_threadgroup: u32,
    pub max_call_stack_depth: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage_input_descriptor: Option<StageInputDescriptor>,
    pub buffers: Vec<BufferDescriptor>,
    pub linked_functions: LinkedFunctions,
    pub support_indirect_command_buffers: bool,
    pub support_adding_binary_functions: bool,
}

/// MTLRenderPipelineDescriptor.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RenderPipeline {
    pub enable: Predicate,
    pub vertex_function: Option<FunctionRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fragment_function: Option<FunctionRef>,
    pub max_vertex_call_stack_depth: u32,
    pub max_fragment_call_stack_depth: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vertex_descriptor: Option<VertexDescriptor>,
    pub input_primitive_topology: PrimitiveTopology,
    pub max_tessellation_factor: u32,
    pub tessellation_factor_scale_enabled: bool,
    pub tessellation_factor_format: TessellationFactorFormat,
    pub tessellation_control_point_index_type: TessellationControlPointIndexType,
    pub tessellation_factor_step_function: TessellationFactorStepFunction,
    pub tessellation_output_winding_order: Winding,
    pub tessellation_partition_mode: TessellationPartitionMode,
    pub max_vertex_amplification_count: u32,
    pub rasterization_enabled: bool,
    pub alpha_to_coverage_enabled: bool,
    pub alpha_to_one_enabled: bool,
    pub raster_sample_count: u32,
    pub color_attachments: Vec<ColorAttachment>,
    pub depth_attachment_pixel_format: PixelFormat,
    pub stencil_attachment_pixel_format: PixelFormat,
    pub vertex_buffers: Vec<BufferDescriptor>,
    pub fragment_buffers: Vec<BufferDescriptor>,
    pub vertex_linked_functions: LinkedFunctions,
    pub fragment_linked_functions: LinkedFunctions,
    pub support_indirect_command_buffers: bool,
    pub support_adding_vertex_binary_functions: bool,
    pub support_adding_fragment_binary_functions: bool,
}

/// MTLTileRenderPipelineDescriptor.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TileRenderPipeline {
    pub enable: Predicate,
    pub tile_function: Option<FunctionRef>,
    pub threadgroup_size_matches_tile_size: bool,
    pub max_total_threads_per_threadgroup: u32,
    pub max_call_stack_depth: u32,
    pub raster_sample_count: u32,
    pub color_attachments: Vec<TileColorAttachment>,
    pub tile_buffers: Vec<BufferDescriptor>,
    pub linked_functions: LinkedFunctions,
    pub support_adding_binary_functions: bool,
}

/// MTLMeshRenderPipelineDescriptor.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MeshRenderPipeline {
    pub enable: Predicate,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object_function: Option<FunctionRef>,
    pub mesh_function: Option<FunctionRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fragment_function: Option<FunctionRef>,
    pub object_threadgroup_size_is_multiple_of_thread_execution_width: bool,
    pub mesh_threadgroup_size_is_multiple_of_thread_execution_width: bool,
    pub max_total_threads_per_object_threadgroup: u32,
    pub max_total_threads_per_mesh_threadgroup: u32,
    pub payload_memory_length: u32,
    pub max_total_threadgroups_per_mesh_grid: u32,
    pub max_object_call_stack_depth: u32,
    pub max_mesh_call_stack_depth: u32,
    pub max_fragment_call_stack_depth: u32,
    pub max_vertex_amplification_count: u32,
    pub rasterization_enabled: bool,
    pub alpha_to_coverage_enabled: bool,
    pub alpha_to_one_enabled: bool,
    pub raster_sample_count: u32,
    pub color_attachments: Vec<ColorAttachment>,
    pub depth_attachment_pixel_format: PixelFormat,
    pub stencil_attachment_pixel_format: PixelFormat,
    pub object_buffers: Vec<BufferDescriptor>,
    pub mesh_buffers: Vec<BufferDescriptor>,
    pub fragment_buffers: Vec<BufferDescriptor>,
    pub object_linked_functions: LinkedFunctions,
    pub mesh_linked_functions: LinkedFunctions,
    pub fragment_linked_functions: LinkedFunctions,
    pub support_indirect_command_buffers: bool,
    pub support_adding_object_binary_functions: bool,
    pub support_adding_mesh_binary_functions: bool,
    pub support_adding_fragment_binary_functions: bool,
}

/// MTLRenderPipelineColorAttachmentDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ColorAttachment {
    pub pixel_format: PixelFormat,
    pub write_mask: WriteMask,
    pub blending_enabled: bool,
    pub alpha_blend_operation: BlendOperation,
    pub rgb_blend_operation: BlendOperation,
    pub destination_alpha_blend_factor: BlendFactor,
    pub destination_rgb_blend_factor: BlendFactor,
    pub source_alpha_blend_factor: BlendFactor,
    pub source_rgb_blend_factor: BlendFactor,
}

impl Default for ColorAttachment {
    fn default() -> Self {
        ColorAttachment {
            pixel_format: PixelFormat::Invalid,
            write_mask: WriteMask::ALL,
            blending_enabled: false,
            alpha_blend_operation: BlendOperation::Add,
            rgb_blend_operation: BlendOperation::Add,
            destination_alpha_blend_factor: BlendFactor::Zero,
            destination_rgb_blend_factor: BlendFactor::Zero,
            source_alpha_blend_factor: BlendFactor::One,
            source_rgb_blend_factor: BlendFactor::One,
        }
    }
}

/// MTLTileRenderPipelineColorAttachmentDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct TileColorAttachment {
    pub pixel_format: PixelFormat,
}

/// MTLColorWriteMask: bit values as in Metal (red = 8 … alpha = 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WriteMask(pub u8);

impl WriteMask {
    pub const NONE: WriteMask = WriteMask(0);
    pub const ALPHA: WriteMask = WriteMask(1);
    pub const BLUE: WriteMask = WriteMask(2);
    pub const GREEN: WriteMask = WriteMask(4);
    pub const RED: WriteMask = WriteMask(8);
    pub const ALL: WriteMask = WriteMask(15);
    /// Spellings accepted in the space-separated string, with their bits.
    pub const FLAGS: [(&'static str, u8); 6] =
        [("None", 0), ("Red", 8), ("Green", 4), ("Blue", 2), ("Alpha", 1), ("All", 15)];

    /// Canonical spelling: `All`, `None`, or the channels in RGBA order.
    pub fn to_text(self) -> String {
        match self.0 & 15 {
            0 => "None".to_owned(),
            15 => "All".to_owned(),
            bits => Self::FLAGS[1..5]
                .iter()
                .filter(|(_, b)| bits & b != 0)
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

impl Serialize for WriteMask {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_text())
    }
}

/// MTLStageInputOutputDescriptor (compute stage input).
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct StageInputDescriptor {
    pub attributes: Vec<AttributeDescriptor>,
    pub layouts: Vec<BufferLayout>,
    pub index_buffer_index: u32,
    pub index_type: IndexType,
}

/// MTLAttributeDescriptor / MTLVertexAttributeDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct AttributeDescriptor {
    pub buffer_index: u32,
    pub offset: u32,
    pub format: AttributeFormat,
}

/// MTLBufferLayoutDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BufferLayout {
    pub stride: u32,
    pub step_function: StepFunction,
    pub step_rate: u32,
}

/// MTLVertexDescriptor.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct VertexDescriptor {
    pub attributes: Vec<AttributeDescriptor>,
    pub layouts: Vec<VertexBufferLayout>,
}

/// MTLVertexBufferLayoutDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct VertexBufferLayout {
    pub stride: u32,
    pub step_function: VertexStepFunction,
    pub step_rate: u32,
}

/// MTLPipelineBufferDescriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct BufferDescriptor {
    pub mutability: Mutability,
}

/// MTLLinkedFunctions.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct LinkedFunctions {
    pub functions: Vec<FunctionRef>,
    pub private_functions: Vec<FunctionRef>,
    pub binary_functions: Vec<Text>,
    pub groups: Vec<FunctionGroup>,
}

impl LinkedFunctions {
    pub fn is_empty(&self) -> bool {
        self.functions.is_empty()
            && self.private_functions.is_empty()
            && self.binary_functions.is_empty()
            && self.groups.is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct FunctionGroup {
    pub name: Text,
    pub functions: Vec<Text>,
}

// ---------------------------------------------------------------------------------------
// Separately compiled functions

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct Functions {
    pub intersection_functions: Vec<BinaryFunction>,
    pub visible_functions: Vec<BinaryFunction>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct BinaryFunction {
    pub enable: Predicate,
    pub function: Option<FunctionRef>,
}

// ---------------------------------------------------------------------------------------
// Enumerations, in man-page order.

string_enum!(
    /// MTLPrimitiveTopologyClass.
    PrimitiveTopology ("primitive topology") { Unspecified, Point, Line, Triangle } default Unspecified
);
string_enum!(
    /// MTLTessellationFactorFormat.
    TessellationFactorFormat ("tessellation factor format") { Half } default Half
);
string_enum!(
    /// MTLTessellationControlPointIndexType.
    TessellationControlPointIndexType ("tessellation control point index type") { None, UInt16, UInt32 } default None
);
string_enum!(
    /// MTLTessellationFactorStepFunction.
    TessellationFactorStepFunction ("tessellation factor step function") {
        Constant, PerPatch, PerInstance, PerPatchAndPerInstance
    } default Constant
);
string_enum!(
    /// MTLWinding.
    Winding ("winding order") { Clockwise, CounterClockwise } default Clockwise
);
string_enum!(
    /// MTLTessellationPartitionMode.
    TessellationPartitionMode ("tessellation partition mode") {
        Pow2, Integer, FractionalOdd, FractionalEven
    } default Pow2
);
string_enum!(
    /// MTLStepFunction as allowed in a compute stage input layout.
    StepFunction ("step function") {
        Constant, PerInstance, PerPatch, PerPatchControlPoint, PerVertex,
        ThreadPositionInGridX, ThreadPositionInGridY,
        ThreadPositionInGridXIndexed, ThreadPositionInGridYIndexed
    } default Constant
);
string_enum!(
    /// MTLVertexStepFunction.
    VertexStepFunction ("vertex step function") {
        Constant, PerInstance, PerPatch, PerPatchControlPoint, PerVertex
    } default PerVertex
);
string_enum!(
    /// MTLIndexType.
    IndexType ("index type") { UInt16, UInt32 } default UInt16
);
string_enum!(
    /// MTLMutability.
    Mutability ("buffer mutability") { Default, Mutable, Immutable } default Default
);
string_enum!(
    /// MTLBlendOperation.
    BlendOperation ("blend operation") { Add, Subtract, ReverseSubtract, Min, Max } default Add
);
string_enum!(
    /// MTLBlendFactor.
    BlendFactor ("blend factor") {
        Zero, One, SourceColor, OneMinusSourceColor, SourceAlpha, OneMinusSourceAlpha,
        DestinationColor, OneMinusDestinationColor, DestinationAlpha, OneMinusDestinationAlpha,
        SourceAlphaSaturated, BlendColor, OneMinusBlendColor, BlendAlpha, OneMinusBlendAlpha,
        Source1Color, OneMinusSource1Color, Source1Alpha, OneMinusSource1Alpha
    } default Zero
);
string_enum!(
    /// MTLVertexFormat / MTLAttributeFormat.
    AttributeFormat ("attribute format") {
        Invalid, Char, Char2, Char3, Char4, UChar, UChar2, UChar3, UChar4,
        UCharNormalized, UChar2Normalized, UChar3Normalized, UChar4Normalized,
        CharNormalized, Char2Normalized, Char3Normalized, Char4Normalized,
        Short, Short2, Short3, Short4, UShort, UShort2, UShort3, UShort4,
        ShortNormalized, Short2Normalized, Short3Normalized, Short4Normalized,
        UShortNormalized, UShort2Normalized, UShort3Normalized, UShort4Normalized,
        Int, Int2, Int3, Int4, UInt, UInt2, UInt3, UInt4,
        Int1010102Normalized, UInt1010102Normalized, UChar4Normalized_BGRA,
        Half, Half2, Half3, Half4, Float, Float2, Float3, Float4
    } default Invalid
);
string_enum!(
    /// MTLPixelFormat.
    PixelFormat ("pixel format") {
        Invalid, A8Unorm, R8Unorm, R8Unorm_sRGB, R8Snorm, R8Uint, R8Sint, R16Unorm, R16Snorm,
        R16Uint, R16Sint, R16Float, RG8Unorm, RG8Unorm_sRGB, RG8Snorm, RG8Uint, RG8Sint,
        B5G6R5Unorm, A1BGR5Unorm, ABGR4Unorm, BGR5A1Unorm, R32Uint, R32Sint, R32Float,
        RG16Unorm, RG16Snorm, RG16Uint, RG16Sint, RG16Float, RGBA8Unorm, RGBA8Unorm_sRGB,
        RGBA8Snorm, RGBA8Uint, RGBA8Sint, BGRA8Unorm, BGRA8Unorm_sRGB, RGB10A2Unorm,
        RGB10A2Uint, RG11B10Float, RGB9E5Float, BGR10A2Unorm, RG32Uint, RG32Sint, RG32Float,
        RGBA16Unorm, RGBA16Snorm, RGBA16Uint, RGBA16Sint, RGBA16Float, RGBA32Uint, RGBA32Sint,
        RGBA32Float, BC1_RGBA, BC1_RGBA_sRGB, BC2_RGBA, BC2_RGBA_sRGB, BC3_RGBA, BC3_RGBA_sRGB,
        BC4_RUnorm, BC4_RSnorm, BC5_RGUnorm, BC5_RGSnorm, BC6H_RGBFloat, BC6H_RGBUfloat,
        BC7_RGBAUnorm, BC7_RGBAUnorm_sRGB, PVRTC_RGB_2BPP, PVRTC_RGB_2BPP_sRGB, PVRTC_RGB_4BPP,
        PVRTC_RGB_4BPP_sRGB, PVRTC_RGBA_2BPP, PVRTC_RGBA_2BPP_sRGB, PVRTC_RGBA_4BPP,
        PVRTC_RGBA_4BPP_sRGB, EAC_R11Unorm, EAC_R11Snorm, EAC_RG11Unorm, EAC_RG11Snorm,
        EAC_RGBA8, EAC_RGBA8_sRGB, ETC2_RGB8, ETC2_RGB8_sRGB, ETC2_RGB8A1, ETC2_RGB8A1_sRGB,
        ASTC_4x4_sRGB, ASTC_5x4_sRGB, ASTC_5x5_sRGB, ASTC_6x5_sRGB, ASTC_6x6_sRGB,
        ASTC_8x5_sRGB, ASTC_8x6_sRGB, ASTC_8x8_sRGB, ASTC_10x5_sRGB, ASTC_10x6_sRGB,
        ASTC_10x8_sRGB, ASTC_10x10_sRGB, ASTC_12x10_sRGB, ASTC_12x12_sRGB, ASTC_4x4_LDR,
        ASTC_5x4_LDR, ASTC_5x5_LDR, ASTC_6x5_LDR, ASTC_6x6_LDR, ASTC_8x5_LDR, ASTC_8x6_LDR,
        ASTC_8x8_LDR, ASTC_10x5_LDR, ASTC_10x6_LDR, ASTC_10x8_LDR, ASTC_10x10_LDR,
        ASTC_12x10_LDR, ASTC_12x12_LDR, ASTC_4x4_HDR, ASTC_5x4_HDR, ASTC_5x5_HDR, ASTC_6x5_HDR,
        ASTC_6x6_HDR, ASTC_8x5_HDR, ASTC_8x6_HDR, ASTC_8x8_HDR, ASTC_10x5_HDR, ASTC_10x6_HDR,
        ASTC_10x8_HDR, ASTC_10x10_HDR, ASTC_12x10_HDR, ASTC_12x12_HDR, GBGR422, BGRG422,
        Depth16Unorm, Depth32Float, Stencil8, Depth24Unorm_Stencil8, Depth32Float_Stencil8,
        X32_Stencil8, X24_Stencil8, BGRA10_XR, BGRA10_XR_sRGB, BGR10_XR, BGR10_XR_sRGB,
        BGRA10Uint, BGRA10Unorm, BGRA10Unorm_sRGB, BGRA10Unorm_HLG, BGRA10Unorm_PQ
    } default Invalid
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_sizes_match_the_man_page() {
        assert_eq!(PixelFormat::NAMES.len(), 144);
        assert_eq!(AttributeFormat::NAMES.len(), 52);
        assert_eq!(BlendFactor::NAMES.len(), 19);
        assert_eq!(ConstantType::all_names().len(), 44);
        assert_eq!(PixelFormat::from_name("BGRA8Unorm"), Some(PixelFormat::BGRA8Unorm));
        assert_eq!(PixelFormat::BGRA10Unorm_PQ.name(), "BGRA10Unorm_PQ");
    }

    #[test]
    fn constant_type_names_round_trip() {
        for n in ConstantType::all_names() {
            let t = ConstantType::from_name(&n).expect("own name parses");
            assert_eq!(t.name(), n);
        }
        assert_eq!(
            ConstantType::from_name("ConstantFloat4"),
            Some(ConstantType { scalar: ScalarKind::Float, width: 4 })
        );
        assert_eq!(ConstantType::from_name("ConstantFloat5"), None);
        assert_eq!(ConstantType::from_name("ConstantDouble"), None);
    }

    #[test]
    fn write_mask_text() {
        assert_eq!(WriteMask::ALL.to_text(), "All");
        assert_eq!(WriteMask(8 | 2).to_text(), "Red Blue");
        assert_eq!(WriteMask::NONE.to_text(), "None");
    }
}
