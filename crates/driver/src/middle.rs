//! The `specialize` and `stitch` stages: the libraries a script generates. Each
//! `specialized_functions` entry becomes its base function's module specialized with the
//! effective constant values (the named set, then the entry's overrides) and renamed to
//! `specialized_name`; each graph of each `stitched_libraries` entry becomes a module
//! holding the stitched function. Base and stitchable functions are read from the
//! libraries the plan resolved (MetalLib, `.air` or `.metal-ar`), or taken from a library
//! generated earlier in the same run. Errors point into the script (JSON pointer and span).

use std::collections::BTreeMap;
use std::ops::Range;

use diagnostics::{pointer, Diagnostic, Span};
use gpu_ir::Module;
use metallib::Container;
use mtlp::model::{self, ConstantId, ConstantValue, GraphNode, Script};
use opt::specialize::{self as spec, ConstRef, Given, SpecializeError, Values};
use opt::stitch::{self, StitchError};

use crate::plan::{FunctionTarget, LibraryKind, Plan};
use crate::Outcome;

/// One generated library's module.
#[derive(Debug, Clone)]
pub struct Generated {
    /// `specialized` or `stitched`.
    pub kind: &'static str,
    pub label: String,
    /// The exported function (specialized name or graph name).
    pub function: String,
    /// Where it came from, for the listing: `library#function` or the stitched functions.
    pub from: String,
    pub module: Module,
    /// Functions specialization left at the fixed point of its clean-up
    /// (`opt::specialize::Report::simplified`), which the optimize stage need not redo.
    pub simplified: Vec<String>,
}

/// The script parts the middle end needs (the plan keeps values, not their locations).
#[derive(Debug, Clone, Default)]
pub struct ScriptParts {
    pub libraries: model::Libraries,
    pub named_function_constant_values: Vec<model::NamedConstantValues>,
}

impl ScriptParts {
    pub fn of(s: &Script) -> ScriptParts {
        ScriptParts {
            libraries: s.libraries.clone(),
            named_function_constant_values: s.named_function_constant_values.clone(),
        }
    }
}

/// Reads modules from library files: each file is opened and indexed once (function name
/// → module bytes), so that loading every function of a large library costs one pass over
/// its function list, not one per function.
pub(crate) struct Loader<'p> {
    plan: &'p Plan,
    files: BTreeMap<String, Result<LoadedFile, String>>,
}

/// An opened library file and where each function's module lies in it.
struct LoadedFile {
    bytes: metallib::file::FileBytes,
    /// Functions in file order: a MetalLib's function list, or the entry points of a
    /// `.air` module or of each archive member.
    functions: Vec<(String, Range<usize>)>,
    by_name: BTreeMap<String, usize>,
    /// A bare `.air` module: every name refers to it (the decoder reports a missing one).
    single: Option<Range<usize>>,
}

impl LoadedFile {
    fn open(path: &str) -> Result<LoadedFile, String> {
        let bytes = metallib::file::open_file(std::path::Path::new(path))
            .map_err(|e| format!("cannot read library `{path}`: {e}"))?;
        let base = bytes.as_ptr() as usize;
        let range = |s: &[u8]| {
            let start = s.as_ptr() as usize - base;
            start..start + s.len()
        };
        let container = metallib::open(&bytes).map_err(|e| format!("library `{path}` is corrupt: {e}"))?;
        let entries = |bitcode: &[u8]| {
            air::read_summary(bitcode)
                .map(|s| s.entry_points.into_iter().map(|e| e.name).collect::<Vec<_>>())
                .map_err(|e| format!("cannot read the entry points of `{path}`: {e}"))
        };
        let mut functions = Vec::new();
        let mut single = None;
        match &container {
            Container::MetalLib(lib) => {
                functions.extend(lib.functions.iter().map(|f| (f.name.to_owned(), range(lib.module_of(f)))))
            }
            Container::Air(m) => {
                let r = range(m.bitcode);
                functions.extend(entries(m.bitcode)?.into_iter().map(|n| (n, r.clone())));
                single = Some(r);
            }
            Container::Archive(members) => {
                for m in members {
                    let r = range(m.module.bitcode);
                    functions.extend(entries(m.module.bitcode)?.into_iter().map(|n| (n, r.clone())));
                }
            }
        }
        let mut by_name = BTreeMap::new();
        for (i, (name, _)) in functions.iter().enumerate() {
            by_name.entry(name.clone()).or_insert(i);
        }
        Ok(LoadedFile { bytes, functions, by_name, single })
    }
}

impl<'p> Loader<'p> {
    pub(crate) fn new(plan: &'p Plan) -> Self {
        Loader { plan, files: BTreeMap::new() }
    }

    fn path_of(&self, library: &str) -> Option<String> {
        let lib = self.plan.libraries.iter().find(|l| l.id == library)?;
        if !matches!(lib.kind, LibraryKind::Input | LibraryKind::Path | LibraryKind::File) {
            return None;
        }
        let path = lib.path.clone()?;
        Some(match &lib.search_dir {
            Some(dir) => std::path::Path::new(dir).join(&path).display().to_string(),
            None => path,
        })
    }

    /// Opens and indexes `library`'s file unless done already.
    pub(crate) fn open(&mut self, library: &str) {
        if let Some(path) = self.path_of(library) {
            self.files.entry(path.clone()).or_insert_with(|| LoadedFile::open(&path));
        }
    }

    /// The library file, opened and indexed once.
    fn file(&mut self, library: &str) -> Result<(String, &LoadedFile), String> {
        self.open(library);
        self.opened(library)
    }

    /// The library file, if [`Loader::open`] was called for it.
    fn opened(&self, library: &str) -> Result<(String, &LoadedFile), String> {
        let path =
            self.path_of(library).ok_or_else(|| format!("library `{library}` is not a library file"))?;
        match self.files.get(&path) {
            Some(Ok(f)) => Ok((path, f)),
            Some(Err(e)) => Err(e.clone()),
            None => Err(format!("library `{path}` was not opened")),
        }
    }

    /// The functions of `library` in file order: a MetalLib's function list, or the entry
    /// points of a `.air` module or of each archive member.
    pub(crate) fn functions_of(&mut self, library: &str) -> Result<Vec<String>, String> {
        let (_, file) = self.file(library)?;
        Ok(file.functions.iter().map(|(n, _)| n.clone()).collect())
    }

    /// The decoded module of `target`'s function.
    pub(crate) fn module(&mut self, target: &FunctionTarget) -> Result<Module, String> {
        self.open(&target.library);
        self.module_of_opened(target)
    }

    /// [`Loader::module`] for a library already opened; shareable across threads.
    pub(crate) fn module_of_opened(&self, target: &FunctionTarget) -> Result<Module, String> {
        let (path, file) = self.opened(&target.library)?;
        let name = &target.function;
        let range = match file.by_name.get(name) {
            Some(&i) => file.functions[i].1.clone(),
            None => match &file.single {
                Some(r) => r.clone(),
                None => return Err(format!("no function `{name}` in library `{path}`")),
            },
        };
        let module_bytes = file.bytes.get(range).unwrap_or_default();
        air::read_module(module_bytes)
            .map(|d| d.module)
            .map_err(|e| format!("cannot decode `{name}` of library `{path}`: {e}"))
    }
}

fn convert_type(t: model::ConstantType) -> spec::ConstType {
    use model::ScalarKind as M;
    use spec::ScalarKind as S;
    let scalar = match t.scalar {
        M::Bool => S::Bool,
        M::Char => S::Char,
        M::UChar => S::UChar,
        M::Short => S::Short,
        M::UShort => S::UShort,
        M::Int => S::Int,
        M::UInt => S::UInt,
        M::Long => S::Long,
        M::ULong => S::ULong,
        M::Float => S::Float,
        M::Half => S::Half,
    };
    spec::ConstType { scalar, width: t.width }
}

fn convert_value(c: &ConstantValue) -> Given {
    let elems = c
        .value
        .elements
        .iter()
        .map(|e| match *e {
            model::Scalar::Bool(b) => spec::Scalar::Bool(b),
            model::Scalar::Int(i) => spec::Scalar::Int(i),
            model::Scalar::UInt(u) => spec::Scalar::UInt(u),
            model::Scalar::Float(f) => spec::Scalar::Float(f64::from(f)),
        })
        .collect();
    Given::Typed { ty: convert_type(c.value_type), elems }
}

/// The values of specialized library `i`, and where each was written.
fn values_of(parts: &ScriptParts, i: usize) -> (Values, BTreeMap<ConstRef, (String, Span)>) {
    let sf = &parts.libraries.specialized_functions[i];
    let mut entries: Vec<(&ConstantValue, String)> = Vec::new();
    if let Some(name) = &sf.named_constant_values {
        if let Some((k, set)) =
            parts.named_function_constant_values.iter().enumerate().find(|(_, n)| n.name.value == name.value)
        {
            for (j, c) in set.constant_values.iter().enumerate() {
                let p = pointer([
                    "named_function_constant_values",
                    &k.to_string(),
                    "constant_values",
                    &j.to_string(),
                ]);
                entries.push((c, p));
            }
        }
    }
    for (j, c) in sf.constant_values.iter().enumerate() {
        let p = pointer([
            "libraries",
            "specialized_functions",
            &i.to_string(),
            "constant_values",
            &j.to_string(),
        ]);
        match entries.iter().position(|(v, _)| v.id == c.id) {
            Some(k) => entries[k] = (c, p),
            None => entries.push((c, p)),
        }
    }
    let mut values = Values::new();
    let mut sites = BTreeMap::new();
    for (c, p) in entries {
        let r = match &c.id {
            ConstantId::FunctionConstantIndex { data } => {
                values.by_index.insert(u32::from(*data), convert_value(c));
                ConstRef::Index(u32::from(*data))
            }
            ConstantId::FunctionConstantName(n) => {
                values.by_name.insert(n.clone(), convert_value(c));
                ConstRef::Name(n.clone())
            }
        };
        sites.insert(r, (p, c.span));
    }
    (values, sites)
}

fn spec_diagnostic(
    e: &SpecializeError,
    script: Option<&str>,
    base: (String, Span),
    sites: &BTreeMap<ConstRef, (String, Span)>,
) -> Diagnostic {
    let (code, site): (&'static str, Option<(String, Span)>) = match e {
        SpecializeError::UnknownName { name, .. } => (
            "unknown-constant",
            sites.get(&ConstRef::Name(name.clone())).map(|(p, s)| (format!("{p}/id"), *s)),
        ),
        SpecializeError::UnknownIndex { index, .. } => (
            "unknown-constant",
            sites.get(&ConstRef::Index(*index)).map(|(p, s)| (format!("{p}/id/data"), *s)),
        ),
        SpecializeError::TypeMismatch { given_by, .. } => {
            ("constant-type", sites.get(given_by).map(|(p, s)| (format!("{p}/value_type"), *s)))
        }
        SpecializeError::BadValue { given_by, .. } => {
            ("constant-value", sites.get(given_by).map(|(p, s)| (format!("{p}/value"), *s)))
        }
        SpecializeError::GivenTwice { index, .. } => {
            ("constant-given-twice", sites.get(&ConstRef::Index(*index)).map(|(p, s)| (p.clone(), *s)))
        }
        SpecializeError::UndefinedRead { .. } => ("undefined-constant", None),
        _ => ("specialize", None),
    };
    let (ptr, span) = site.unwrap_or(base);
    let mut d = Diagnostic::error(code, e.to_string()).with_pointer(ptr);
    if let Some(f) = script {
        d = d.with_file(f).with_span(span);
    }
    d
}

fn stitch_diagnostic(
    e: &StitchError,
    script: Option<&str>,
    g: &model::FunctionGraph,
    base: &str,
) -> Diagnostic {
    let place = e.place();
    let mut ptr = base.to_owned();
    let mut span = g.function_name.span;
    if place.output {
        ptr.push_str("/output_node/id");
        if let Some(o) = g.output_node {
            span = o.span;
        }
    } else if let Some(n) = place.node {
        ptr.push_str(&format!("/nodes/{n}/node"));
        if let Some(GraphNode::FunctionNode { name, arguments, control_dependencies }) = g.nodes.get(n) {
            span = name.span;
            if let Some(a) = place.argument {
                ptr.push_str(&format!("/arguments/{a}/id"));
                if let Some(x) = arguments.get(a) {
                    span = x.span;
                }
            } else if let Some(c) = place.dependency {
                ptr.push_str(&format!("/control_dependencies/{c}/id"));
                if let Some(x) = control_dependencies.get(c) {
                    span = x.span;
                }
            } else {
                ptr.push_str("/name");
            }
        }
    }
    let code = match e {
        StitchError::MissingFunction { .. } => "stitch-function",
        StitchError::Cycle { .. } => "graph-cycle",
        StitchError::TypeMismatch { .. } | StitchError::ArgumentCount { .. } => "stitch-type",
        _ => "stitch",
    };
    let mut d = Diagnostic::error(code, e.to_string()).with_pointer(ptr);
    if let Some(f) = script {
        d = d.with_file(f).with_span(span);
    }
    d
}

/// Runs `specialize` (and `stitch` when `stitch` is set) for the plan. Errors go to
/// `out`; the generated modules come back in script order, specialized first.
pub fn generate(
    plan: &Plan,
    parts: &ScriptParts,
    script_file: Option<&str>,
    stitch: bool,
    out: &mut Outcome,
) -> Vec<Generated> {
    let mut loader = Loader::new(plan);
    let mut done: Vec<Generated> = Vec::new();
    let located = |d: Diagnostic, span: Span, ptr: String| {
        let mut d = d.with_pointer(ptr);
        if let Some(f) = script_file {
            d = d.with_file(f).with_span(span);
        }
        d
    };
    // Specialized libraries may build on each other (the validator rejects cycles):
    // each pass does those whose base is ready.
    let specialized = &parts.libraries.specialized_functions;
    let mut pending: Vec<usize> = (0..specialized.len()).collect();
    while !pending.is_empty() {
        let before = pending.len();
        let mut still = Vec::new();
        for i in pending {
            let sf = &specialized[i];
            let lib =
                plan.libraries.iter().find(|l| l.id == sf.label.value && l.kind == LibraryKind::Specialized);
            let Some(target) = lib.and_then(|l| l.function.clone()) else { continue };
            let base_ptr = pointer(["libraries", "specialized_functions", &i.to_string(), "function"]);
            let base_span = sf.function.as_ref().map(|f| f.text.span).unwrap_or(sf.label.span);
            let generated_base =
                plan.libraries.iter().any(|l| l.id == target.library && l.kind == LibraryKind::Specialized);
            let module = if generated_base {
                match done.iter().find(|g| g.label == target.library) {
                    Some(g) => g.module.clone(),
                    None => {
                        still.push(i);
                        continue;
                    }
                }
            } else {
                match loader.module(&target) {
                    Ok(m) => m,
                    Err(why) => {
                        out.diagnostics.push(located(
                            Diagnostic::error("library-read", why),
                            base_span,
                            base_ptr,
                        ));
                        continue;
                    }
                }
            };
            let mut module = module;
            let name = mtlp::validate::specialized_export(sf).unwrap_or(&target.function).to_owned();
            let (values, sites) = values_of(parts, i);
            match spec::specialize_function(&mut module, &target.function, Some(&name), &values) {
                Ok(report) => done.push(Generated {
                    kind: "specialized",
                    label: sf.label.value.clone(),
                    function: name,
                    from: format!("{}#{}", target.library, target.function),
                    module,
                    simplified: report.simplified,
                }),
                Err(e) => {
                    out.diagnostics.push(spec_diagnostic(&e, script_file, (base_ptr, base_span), &sites))
                }
            }
        }
        if still.len() == before {
            break;
        }
        pending = still;
    }
    if !stitch {
        return done;
    }
    for (i, st) in parts.libraries.stitched_libraries.iter().enumerate() {
        let Some(lib) =
            plan.libraries.iter().find(|l| l.id == st.label.value && l.kind == LibraryKind::Stitched)
        else {
            continue;
        };
        let mut sources: Vec<(String, Module)> = Vec::new();
        let mut failed = false;
        for (j, t) in lib.functions.iter().flatten().enumerate() {
            let m = match done.iter().find(|g| g.label == t.library) {
                Some(g) => Ok(g.module.clone()),
                None => loader.module(t),
            };
            match m {
                Ok(m) => sources.push((t.function.clone(), m)),
                Err(why) => {
                    let span = st.functions.get(j).map(|f| f.text.span).unwrap_or(st.label.span);
                    let ptr = pointer([
                        "libraries",
                        "stitched_libraries",
                        &i.to_string(),
                        "functions",
                        &j.to_string(),
                    ]);
                    out.diagnostics.push(located(Diagnostic::error("library-read", why), span, ptr));
                    failed = true;
                }
            }
        }
        if failed {
            continue;
        }
        let refs: Vec<(&str, &Module)> = sources.iter().map(|(n, m)| (n.as_str(), m)).collect();
        for (gi, g) in st.function_graphs.iter().enumerate() {
            let graph = stitch::Graph {
                name: g.function_name.value.clone(),
                nodes: g
                    .nodes
                    .iter()
                    .map(|n| match n {
                        GraphNode::InputNode { index } => stitch::Node::Input { index: *index },
                        GraphNode::FunctionNode { name, arguments, control_dependencies } => {
                            stitch::Node::Function {
                                name: name.value.clone(),
                                arguments: arguments.iter().map(|a| a.id as usize).collect(),
                                control_dependencies: control_dependencies
                                    .iter()
                                    .map(|a| a.id as usize)
                                    .collect(),
                            }
                        }
                    })
                    .collect(),
                output: g.output_node.map(|o| o.id as usize),
                always_inline: g
                    .attributes
                    .iter()
                    .any(|a| matches!(a, model::FunctionAttribute::AlwaysInlineAttribute {})),
            };
            let base = pointer([
                "libraries",
                "stitched_libraries",
                &i.to_string(),
                "function_graphs",
                &gi.to_string(),
            ]);
            match stitch::stitch(&refs, &graph) {
                Ok(module) => done.push(Generated {
                    kind: "stitched",
                    label: st.label.value.clone(),
                    function: graph.name.clone(),
                    from: sources.iter().map(|s| s.0.as_str()).collect::<Vec<_>>().join(", "),
                    module,
                    simplified: Vec::new(),
                }),
                Err(e) => out.diagnostics.push(stitch_diagnostic(&e, script_file, g, &base)),
            }
        }
    }
    done
}

/// The IR text `-stop-after specialize|stitch` writes: each generated library's module,
/// headed by a comment naming it.
pub fn render(generated: &[Generated]) -> String {
    let mut s = String::new();
    if generated.is_empty() {
        s.push_str("; metal-nt: the script generates no specialized or stitched libraries\n");
    }
    for (n, g) in generated.iter().enumerate() {
        if n > 0 {
            s.push('\n');
        }
        s.push_str(&format!("; {} library `{}`: `{}` from {}\n", g.kind, g.label, g.function, g.from));
        s.push_str(&gpu_ir::module_to_string(&g.module));
    }
    s
}
