//! The module summary: what an AIR module declares (functions, globals, entry points,
//! function constants, AIR/language versions, compile options), resolved from the raw
//! module's ids into owned strings.

use std::cell::Cell;

use crate::error::{AirError, ErrorKind};
use crate::module::{self, Constant, GlobalKind, RawModule};

/// A function the module defines or declares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionDecl {
    pub name: String,
    /// No body in this module (`declare`).
    pub is_declaration: bool,
    /// The function type as `llvm-dis` prints it, e.g. `void (float addrspace(1)*, i32)`.
    pub ty: String,
}

/// The stage an entry point is listed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EntryKind {
    Kernel,
    Vertex,
    Fragment,
    Mesh,
    Object,
    Visible,
    Intersection,
}

impl EntryKind {
    pub const ALL: [EntryKind; 7] = [
        EntryKind::Kernel,
        EntryKind::Vertex,
        EntryKind::Fragment,
        EntryKind::Mesh,
        EntryKind::Object,
        EntryKind::Visible,
        EntryKind::Intersection,
    ];

    /// The function type a MetalLib records for an entry point of this kind (the `TYPE`
    /// tag's name, as `metallib::FunctionType::from_name` spells it).
    pub fn type_name(self) -> &'static str {
        match self {
            EntryKind::Kernel => "kernel",
            EntryKind::Vertex => "vertex",
            EntryKind::Fragment => "fragment",
            EntryKind::Mesh => "mesh",
            EntryKind::Object => "object",
            EntryKind::Visible => "visible",
            EntryKind::Intersection => "intersection",
        }
    }

    /// The named metadata that lists entry points of this kind.
    pub fn metadata_name(self) -> &'static str {
        match self {
            EntryKind::Kernel => "air.kernel",
            EntryKind::Vertex => "air.vertex",
            EntryKind::Fragment => "air.fragment",
            EntryKind::Mesh => "air.mesh",
            EntryKind::Object => "air.object",
            EntryKind::Visible => "air.visible",
            EntryKind::Intersection => "air.intersection",
        }
    }

    pub fn from_metadata_name(name: &str) -> Option<EntryKind> {
        EntryKind::ALL.into_iter().find(|k| k.metadata_name() == name)
    }
}

/// A function listed in `!air.kernel`, `!air.vertex`, ….
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryPoint {
    pub name: String,
    pub kind: EntryKind,
}

/// One node of `!air.function_constants`:
/// `!{<ty> addrspace(2)* @global, !"type", !"name", i32 index[, i1 active]}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FunctionConstant {
    pub name: String,
    pub index: u32,
    pub type_name: String,
    /// The placeholder global, e.g. `_Z1a.MTL_FC_INIT_0_j`.
    pub global: String,
    /// The optional fifth operand (AIR ≥ 2.5).
    pub active: Option<bool>,
}

/// What an AIR module declares, read without decoding function bodies.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ModuleSummary {
    /// IDENTIFICATION producer (`LLVM14.0.6`; Apple writes an empty string).
    pub producer: Option<String>,
    pub triple: String,
    pub datalayout: String,
    pub source_filename: Option<String>,
    /// MODULE_CODE_VERSION (2 for anything LLVM ≥ 5 writes).
    pub module_version: u64,
    /// `!air.version`.
    pub air_version: Option<(u32, u32, u32)>,
    /// `!air.language_version`, e.g. `("Metal", 3, 1, 0)`.
    pub language: Option<(String, u32, u32, u32)>,
    /// Strings of `!air.compile_options`.
    pub compile_options: Vec<String>,
    /// Functions in value order.
    pub functions: Vec<FunctionDecl>,
    /// Global variable names in value order.
    pub globals: Vec<String>,
    /// Entry points in the order their lists and nodes appear.
    pub entry_points: Vec<EntryPoint>,
    pub function_constants: Vec<FunctionConstant>,
}

/// Longest single type description ([`crate::types::TypeTable::describe`] caps near this).
const TYPE_TEXT_RESERVE: usize = 4200;

/// Reads the summary of the first module in `bytes` (a bitcode wrapper or raw bitcode).
///
/// ```
/// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kernel_constants.bc");
/// let bytes = std::fs::read(path)?;
/// let summary = air::read_summary(&bytes)?;
/// assert_eq!(summary.entry_points[0].name, "scale_kernel");
/// assert_eq!(summary.air_version, Some((2, 6, 0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_summary(bytes: &[u8]) -> Result<ModuleSummary, AirError> {
    let raw = module::parse(bytes)?;
    summarize(&raw)
}

/// Builds the summary of an already parsed module.
pub fn summarize(raw: &RawModule<'_>) -> Result<ModuleSummary, AirError> {
    let mut s = ModuleSummary {
        producer: raw.producer.clone(),
        triple: raw.triple.clone(),
        datalayout: raw.datalayout.clone(),
        source_filename: raw.source_filename.clone(),
        module_version: raw.version,
        ..ModuleSummary::default()
    };
    // Each description is capped, but hostile modules can give many functions a huge type;
    // keep the total text proportional to the input.
    let budget = Cell::new(raw.input_len.saturating_mul(8).max(1 << 20));
    let charge = |text: String| -> Result<String, AirError> {
        match budget.get().checked_sub(text.len()) {
            Some(left) => {
                budget.set(left);
                Ok(text)
            }
            None => Err(AirError::new(
                raw.strtab_bit,
                ErrorKind::Limit("summary text out of proportion to the input size".into()),
            )
            .within("module summary")),
        }
    };
    for (i, g) in raw.globals.iter().enumerate() {
        match g.kind {
            GlobalKind::Function => {
                let ty = match g.ty {
                    Some(_) if budget.get() < TYPE_TEXT_RESERVE => "...".to_owned(),
                    Some(t) => raw.types.describe(t),
                    None => String::new(),
                };
                let ty = charge(ty)?;
                s.functions.push(FunctionDecl {
                    name: charge(raw.global_name(i)?)?,
                    is_declaration: g.is_declaration,
                    ty,
                });
            }
            GlobalKind::Variable => s.globals.push(charge(raw.global_name(i)?)?),
            GlobalKind::Alias | GlobalKind::IFunc => {}
        }
    }
    let md = &raw.metadata;
    let uint = |id: Option<u32>| -> Option<u32> {
        match raw.md_int(id?)? {
            Constant::Int { value, width } => {
                let v = if width >= 64 { value as u64 } else { (value as u64) & ((1u64 << width) - 1) };
                u32::try_from(v).ok()
            }
            _ => None,
        }
    };
    let string =
        |id: Option<u32>| -> Option<String> { Some(String::from_utf8_lossy(md.string(id?)?).into_owned()) };

    if let Some((list, bit)) = md.named("air.version") {
        if let Some(&node) = list.first() {
            let v = (0..3).map(|k| uint(md.node_op(node, k))).collect::<Option<Vec<_>>>();
            match v.as_deref() {
                Some(&[a, b, c]) => s.air_version = Some((a, b, c)),
                _ => return Err(shape(bit, "air.version", node, "three integers")),
            }
        }
    }
    if let Some((list, bit)) = md.named("air.language_version") {
        if let Some(&node) = list.first() {
            let name = string(md.node_op(node, 0));
            let v = (1..4).map(|k| uint(md.node_op(node, k))).collect::<Option<Vec<_>>>();
            match (name, v.as_deref()) {
                (Some(n), Some(&[a, b, c])) => s.language = Some((charge(n)?, a, b, c)),
                _ => return Err(shape(bit, "air.language_version", node, "a string and three integers")),
            }
        }
    }
    if let Some((list, _)) = md.named("air.compile_options") {
        for &node in list {
            if let Some(ops) = md.node_ops(node) {
                for o in ops.filter_map(&string) {
                    s.compile_options.push(charge(o)?);
                }
            }
        }
    }
    for named in &md.named {
        let Some(kind) = EntryKind::from_metadata_name(&named.name) else {
            continue;
        };
        for &node in md.named_ops(named) {
            let f = md
                .node_op(node, 0)
                .and_then(|m| raw.md_global(m))
                .filter(|&g| raw.globals.get(g).map(|g| g.kind) == Some(GlobalKind::Function));
            let Some(f) = f else {
                return Err(shape(named.bit, &named.name, node, "a function as its first operand"));
            };
            s.entry_points.push(EntryPoint { name: charge(raw.global_name(f)?)?, kind });
        }
    }
    if let Some((list, bit)) = md.named("air.function_constants") {
        for &node in list {
            let global = md.node_op(node, 0).and_then(|m| raw.md_global(m));
            let type_name = string(md.node_op(node, 1));
            let name = string(md.node_op(node, 2));
            let index = uint(md.node_op(node, 3));
            let active = match md.node_ops(node).map(|o| o.len()) {
                Some(n) if n > 4 => match md.node_op(node, 4).and_then(|m| raw.md_int(m)) {
                    Some(Constant::Int { value, .. }) => Some(Some(value != 0)),
                    _ => None,
                },
                _ => Some(None),
            };
            let (Some(g), Some(type_name), Some(name), Some(index), Some(active)) =
                (global, type_name, name, index, active)
            else {
                return Err(shape(
                    bit,
                    "air.function_constants",
                    node,
                    "{global, !\"type\", !\"name\", i32 index[, i1 active]}",
                ));
            };
            s.function_constants.push(FunctionConstant {
                name: charge(name)?,
                index,
                type_name: charge(type_name)?,
                global: charge(raw.global_name(g)?)?,
                active,
            });
        }
    }
    Ok(s)
}

#[cold]
fn shape(bit: u64, list: &str, node: u32, expected: &str) -> AirError {
    AirError::malformed(bit, format!("!{list} node !{node} does not have the expected shape: {expected}"))
        .within("module summary")
}
