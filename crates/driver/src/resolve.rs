//! Resolution for the `metal-script` stage: evaluates predicates for the target, finds
//! every library file (relative paths through the `-L` directories, in order), gives every
//! library an id, and turns every function reference into a (library id, function) pair.
//! One library file reached by several names (a `paths` entry and a `file:` reference)
//! becomes one library, so later stages open it once.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;

use diagnostics::{Diagnostic, Span};
use mtlp::model::{self, ConstantValue, FunctionRef, LinkedFunctions, Predicate, Script};
use mtlp::predicate::Expr;
use mtlp::reference::Reference;
use mtlp::validate::{LinkedSite, Site};
use mtlp::Format;
use serde::Serialize;
use targets::Arch;

use crate::libraries::{self, Export, Exports, Opened};
use crate::plan::*;
use crate::{Options, Outcome};

/// The id of the library named on the command line.
pub const INPUT_ID: &str = "input";

struct Resolver<'a> {
    opts: &'a Options,
    script_file: Option<&'a str>,
    libraries: Vec<Library>,
    /// Canonical path of each library file → its id.
    by_file: BTreeMap<PathBuf, String>,
    /// `file:` path text → id, or `None` when it was not found (reported once).
    file_refs: BTreeMap<String, Option<String>>,
    has_input: bool,
    /// Each library id → its functions (files opened once; generated libraries derived).
    exports: BTreeMap<String, Opened>,
    /// (library, function) pairs already warned about, so a reused function warns once.
    hash_warned: BTreeSet<(String, String)>,
}

fn to_value<T: Serialize>(v: &T) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or(serde_json::Value::Null)
}

fn eval(p: &Predicate, families: &[String], named: &BTreeMap<&str, bool>) -> bool {
    match &p.expr {
        Some(e) => eval_expr(e, families, named),
        None => false,
    }
}

fn eval_expr(e: &Expr, families: &[String], named: &BTreeMap<&str, bool>) -> bool {
    e.eval(&mut |f| families.binary_search_by(|x| x.as_str().cmp(f)).is_ok(), &mut |n| {
        named.get(n).copied().unwrap_or(false)
    })
}

impl<'a> Resolver<'a> {
    fn error(&self, code: &'static str, span: Option<Span>, ptr: Option<String>, msg: String) -> Diagnostic {
        let mut d = Diagnostic::error(code, msg);
        if let (Some(f), Some(s)) = (self.script_file, span) {
            d = d.with_file(f).with_span(s);
        }
        if let Some(p) = ptr {
            d = d.with_pointer(p);
        }
        d
    }

    /// Finds a library file: absolute paths as they are, relative ones in each `-L`
    /// directory in order (the current directory when none is given). Returns the
    /// matching `-L` directory and the path found, or every place looked.
    fn find(&self, path: &str) -> Result<(Option<String>, PathBuf), Vec<String>> {
        let p = Path::new(path);
        if p.is_absolute() || self.opts.search_dirs.is_empty() {
            return if p.is_file() { Ok((None, p.to_path_buf())) } else { Err(vec![path.to_owned()]) };
        }
        let mut looked = Vec::new();
        for dir in &self.opts.search_dirs {
            let candidate = Path::new(dir).join(p);
            if candidate.is_file() {
                return Ok((Some(dir.clone()), candidate));
            }
            looked.push(candidate.display().to_string());
        }
        Err(looked)
    }

    fn not_found(
        &self,
        span: Option<Span>,
        ptr: Option<String>,
        path: &str,
        looked: Vec<String>,
    ) -> Diagnostic {
        let mut d = self.error("library-not-found", span, ptr, format!("library file `{path}` not found"));
        if !Path::new(path).is_absolute() && self.opts.search_dirs.is_empty() {
            d = d.with_note("relative library paths are looked up in the -L directories; none was given, so only the current directory was searched");
        }
        d.with_note(format!("looked for: {}", looked.join(", ")))
    }

    /// Registers a library file under `id` unless the same file is already known; returns
    /// the id that names it.
    fn add_file(
        &mut self,
        lib: Library,
        found: &Path,
        site: Option<(Span, String)>,
        out: &mut Outcome,
    ) -> String {
        let key = std::fs::canonicalize(found).unwrap_or_else(|_| found.to_path_buf());
        if let Some(id) = self.by_file.get(&key) {
            return id.clone();
        }
        let shown = found.display().to_string();
        out.dependencies.push(shown.clone());
        let id = lib.id.clone();
        let opened = libraries::open(&shown);
        if let Opened::Failed(why) = &opened {
            let d = match site {
                Some((span, ptr)) => self.error("library-corrupt", Some(span), Some(ptr), why.clone()),
                None => Diagnostic::error("library-corrupt", why.clone()).with_file(shown.clone()),
            };
            out.diagnostics.push(d);
        }
        self.exports.insert(id.clone(), opened);
        self.by_file.insert(key, id.clone());
        self.libraries.push(lib);
        id
    }

    /// Checks that `function` exists in `library` and that its type fits the role at
    /// `site`; returns its type.
    fn check(
        &mut self,
        library: &str,
        function: &str,
        site: &Site,
        span: Span,
        out: &mut Outcome,
    ) -> Option<String> {
        let Some(Opened::Ok(exports)) = self.exports.get(library) else { return None };
        let exports = exports.clone();
        let ptr = site.pointer();
        let Some(export) = exports.functions.get(function) else {
            if exports.generated {
                return None;
            }
            let d = self
                .error(
                    "function-not-found",
                    Some(span),
                    Some(ptr),
                    format!("no function `{function}` in library `{}`", exports.name),
                )
                .with_suggestion(function, exports.names());
            out.diagnostics.push(d);
            return None;
        };
        let ty = export.function_type;
        if let Some((types, role)) = libraries::accepted(site) {
            if !types.contains(&ty) {
                let d = self
                    .error(
                        "function-type",
                        Some(span),
                        Some(ptr.clone()),
                        format!(
                            "`{function}` is {}, but {role} takes {}",
                            libraries::describe(&[ty]),
                            libraries::describe(types)
                        ),
                    )
                    .with_note(format!("`{function}` is declared in library `{}`", exports.name));
                out.diagnostics.push(d);
            }
        }
        if !export.hash_ok && self.hash_warned.insert((exports.name.clone(), function.to_owned())) {
            let mut d = Diagnostic::warning(
                "library-hash",
                format!(
                    "the HASH of `{function}` in library `{}` is not the SHA-256 of its module",
                    exports.name
                ),
            )
            .with_pointer(ptr);
            if let Some(f) = self.script_file {
                d = d.with_file(f).with_span(span);
            }
            out.diagnostics.push(d.with_note("some tools write other hashes; the module is used as it is"));
        }
        Some(ty.name())
    }

    fn target(&mut self, r: &FunctionRef, site: Site, out: &mut Outcome) -> Option<FunctionTarget> {
        let parsed = r.parsed.as_ref()?;
        let library = match parsed {
            Reference::Bare { function } => {
                if !self.has_input {
                    let d = self
                        .error(
                            "no-input-library",
                            Some(r.text.span),
                            Some(site.pointer()),
                            format!("`{function}` names a function of the input library, but no library was given on the command line"),
                        )
                        .with_note("pass the library as the positional argument, or write `alias:<label>#name` / `file:<path>#name`");
                    out.diagnostics.push(d);
                    return None;
                }
                INPUT_ID.to_owned()
            }
            Reference::Alias { label, .. } => label.clone(),
            Reference::File { path, .. } => {
                if let Some(known) = self.file_refs.get(path) {
                    known.clone()?
                } else {
                    match self.find(path) {
                        Ok((dir, found)) => {
                            let lib = Library {
                                id: format!("file:{path}"),
                                kind: LibraryKind::File,
                                label: None,
                                path: Some(path.clone()),
                                search_dir: dir,
                                function: None,
                                specialized_name: None,
                                constant_values: None,
                                functions: None,
                                function_graphs: None,
                            };
                            let id = self.add_file(lib, &found, Some((r.text.span, site.pointer())), out);
                            self.file_refs.insert(path.clone(), Some(id.clone()));
                            id
                        }
                        Err(looked) => {
                            let d = self.not_found(Some(r.text.span), Some(site.pointer()), path, looked);
                            out.diagnostics.push(d);
                            self.file_refs.insert(path.clone(), None);
                            return None;
                        }
                    }
                }
            }
        };
        let function = parsed.function().to_owned();
        let function_type = self.check(&library, &function, &site, r.text.span, out);
        Some(FunctionTarget { library, function, function_type })
    }

    fn linked(&mut self, lf: &LinkedFunctions, site: LinkedSite, out: &mut Outcome) -> Linked {
        let mut functions = Vec::new();
        for (i, f) in lf.functions.iter().enumerate() {
            functions.extend(self.target(f, site.item("functions", i), out));
        }
        let mut private_functions = Vec::new();
        for (i, f) in lf.private_functions.iter().enumerate() {
            private_functions.extend(self.target(f, site.item("private_functions", i), out));
        }
        Linked {
            functions,
            private_functions,
            binary_functions: lf.binary_functions.iter().map(|t| t.value.clone()).collect(),
            groups: lf
                .groups
                .iter()
                .map(|g| (g.name.value.clone(), g.functions.iter().map(|t| t.value.clone()).collect()))
                .collect(),
        }
    }
}

/// Named set first, then each override replacing the value with the same id in place or
/// appended.
fn effective_constants(script: &Script, sf: &model::SpecializedFunction) -> Vec<serde_json::Value> {
    let mut values: Vec<&ConstantValue> = Vec::new();
    if let Some(name) = &sf.named_constant_values {
        if let Some(set) = script.named_function_constant_values.iter().find(|n| n.name.value == name.value) {
            values.extend(set.constant_values.iter());
        }
    }
    for c in &sf.constant_values {
        match values.iter().position(|v| v.id == c.id) {
            Some(i) => values[i] = c,
            None => values.push(c),
        }
    }
    values.iter().map(to_value).collect()
}

fn predicate_text(p: &Predicate) -> String {
    p.text.value.clone()
}

pub(crate) fn plan(
    opts: &Options,
    arch: &Arch,
    mut script: Script,
    format: Option<Format>,
    out: &mut Outcome,
) -> Plan {
    let pipelines_in = std::mem::take(&mut script.pipelines);
    let script = script;
    let families: Vec<String> = arch.families.iter().cloned().collect();
    let mut r = Resolver {
        opts,
        script_file: opts.script.as_deref(),
        libraries: Vec::new(),
        by_file: BTreeMap::new(),
        file_refs: BTreeMap::new(),
        has_input: false,
        exports: BTreeMap::new(),
        hash_warned: BTreeSet::new(),
    };

    // The command-line input first: bare names refer to it.
    if let Some(input) = &opts.input {
        let p = Path::new(input);
        if p.is_file() {
            let lib = Library {
                id: INPUT_ID.to_owned(),
                kind: LibraryKind::Input,
                label: None,
                path: Some(input.clone()),
                search_dir: None,
                function: None,
                specialized_name: None,
                constant_values: None,
                functions: None,
                function_graphs: None,
            };
            r.add_file(lib, p, None, out);
            r.has_input = true;
        } else {
            // Bare names still refer to it: reporting them as "no library given" would be
            // wrong.
            r.has_input = true;
            let what = if p.exists() { "is not a regular file" } else { "not found" };
            out.diagnostics.push(
                Diagnostic::error("library-not-found", format!("input library `{input}` {what}"))
                    .with_file(input.clone()),
            );
        }
    }

    // Named predicates, in order: each sees only the earlier ones.
    let mut named: BTreeMap<&str, bool> = BTreeMap::new();
    let mut named_values = Vec::new();
    for np in &script.named_predicates {
        let value = eval(&np.predicate, &families, &named);
        named.entry(np.name.as_str()).or_insert(value);
        named_values.push(NamedPredicateValue {
            name: np.name.value.clone(),
            predicate: predicate_text(&np.predicate),
            value,
        });
    }

    // Declared library files.
    for (i, p) in script.libraries.paths.iter().enumerate() {
        let ptr = format!("/libraries/paths/{i}/path");
        match r.find(&p.path.value) {
            Ok((dir, found)) => {
                let id = match &p.label {
                    Some(l) => l.value.clone(),
                    None => format!("path:{}", p.path.value),
                };
                let lib = Library {
                    id: id.clone(),
                    kind: LibraryKind::Path,
                    label: p.label.as_ref().map(|l| l.value.clone()),
                    path: Some(p.path.value.clone()),
                    search_dir: dir,
                    function: None,
                    specialized_name: None,
                    constant_values: None,
                    functions: None,
                    function_graphs: None,
                };
                let got = r.add_file(lib, &found, Some((p.path.span, ptr)), out);
                if got != id {
                    if let Some(e) = r.exports.get(&got).cloned() {
                        r.exports.insert(id.clone(), e);
                    }
                    // Same file as an earlier library: keep one library, but let the label
                    // resolve to it.
                    let Some(prev) = r.libraries.iter().find(|l| l.id == got).cloned() else { continue };
                    r.libraries.push(Library {
                        id,
                        kind: LibraryKind::Path,
                        label: p.label.as_ref().map(|l| l.value.clone()),
                        ..prev
                    });
                }
            }
            Err(looked) => {
                let d = r.not_found(Some(p.path.span), Some(ptr), &p.path.value, looked);
                out.diagnostics.push(d);
            }
        }
    }

    // Generated libraries.
    for (i, sf) in script.libraries.specialized_functions.iter().enumerate() {
        let function = sf.function.as_ref().and_then(|f| r.target(f, Site::Specialized(i), out));
        // The specialized library exports one function, of its base function's type.
        let base_type = function
            .as_ref()
            .and_then(|t| t.function_type.as_deref())
            .and_then(metallib::FunctionType::from_name);
        if let (Some(ty), Some(name)) = (base_type, mtlp::validate::specialized_export(sf)) {
            let mut e = Exports { name: sf.label.value.clone(), functions: BTreeMap::new(), generated: true };
            e.functions.insert(name.to_owned(), Export { function_type: ty, hash_ok: true });
            r.exports.insert(sf.label.value.clone(), Opened::Ok(Rc::new(e)));
        }
        r.libraries.push(Library {
            id: sf.label.value.clone(),
            kind: LibraryKind::Specialized,
            label: Some(sf.label.value.clone()),
            path: None,
            search_dir: None,
            specialized_name: mtlp::validate::specialized_export(sf).map(str::to_owned),
            function,
            constant_values: Some(effective_constants(&script, sf)),
            functions: None,
            function_graphs: None,
        });
    }
    for (i, st) in script.libraries.stitched_libraries.iter().enumerate() {
        let mut functions = Vec::new();
        for (j, f) in st.functions.iter().enumerate() {
            functions.extend(r.target(f, Site::Stitched(i, j), out));
        }
        // A stitched library exports one visible function per graph.
        let mut e = Exports { name: st.label.value.clone(), functions: BTreeMap::new(), generated: true };
        for g in &st.function_graphs {
            e.functions.insert(
                g.function_name.value.clone(),
                Export { function_type: metallib::FunctionType::Visible, hash_ok: true },
            );
        }
        r.exports.insert(st.label.value.clone(), Opened::Ok(Rc::new(e)));
        r.libraries.push(Library {
            id: st.label.value.clone(),
            kind: LibraryKind::Stitched,
            label: Some(st.label.value.clone()),
            path: None,
            search_dir: None,
            function: None,
            specialized_name: None,
            constant_values: None,
            functions: Some(functions),
            function_graphs: Some(to_value(&st.function_graphs)),
        });
    }

    let mut pipelines = Vec::new();
    let p = pipelines_in;
    macro_rules! resolve {
        ($kind:expr, $array:literal, $list:expr, $variant:ident,
         [$(($role:literal, $field:ident)),*], [$(($stage:literal, $lf:ident)),*]) => {
            for (i, x) in $list.into_iter().enumerate() {
                let mut functions = BTreeMap::new();
                $(
                    if let Some(f) = &x.$field {
                        let site = Site::Member { top: "pipelines", array: $array, index: i, key: stringify!($field) };
                        if let Some(t) = r.target(f, site, out) {
                            functions.insert($role, t);
                        }
                    }
                )*
                let mut linked_functions = BTreeMap::new();
                $(
                    if !x.$lf.is_empty() {
                        let site = LinkedSite { array: $array, index: i, key: stringify!($lf) };
                        linked_functions.insert($stage, r.linked(&x.$lf, site, out));
                    }
                )*
                pipelines.push(Pipeline {
                    kind: $kind,
                    index: i,
                    enabled: eval(&x.enable, &families, &named),
                    enable: predicate_text(&x.enable),
                    functions,
                    linked_functions,
                    descriptor: Descriptor::$variant(x),
                });
            }
        };
    }
    resolve!(
        PipelineKind::Compute,
        "compute_pipelines",
        p.compute_pipelines,
        Compute,
        [("compute", compute_function)],
        [("compute", linked_functions)]
    );
    resolve!(
        PipelineKind::Render,
        "render_pipelines",
        p.render_pipelines,
        Render,
        [("vertex", vertex_function), ("fragment", fragment_function)],
        [("vertex", vertex_linked_functions), ("fragment", fragment_linked_functions)]
    );
    resolve!(
        PipelineKind::Tile,
        "tile_render_pipelines",
        p.tile_render_pipelines,
        Tile,
        [("tile", tile_function)],
        [("tile", linked_functions)]
    );
    resolve!(
        PipelineKind::Mesh,
        "mesh_render_pipelines",
        p.mesh_render_pipelines,
        Mesh,
        [("object", object_function), ("mesh", mesh_function), ("fragment", fragment_function)],
        [
            ("object", object_linked_functions),
            ("mesh", mesh_linked_functions),
            ("fragment", fragment_linked_functions)
        ]
    );

    let mut functions = Vec::new();
    for (kind, key, list) in [
        (FunctionKind::Visible, "visible_functions", &script.functions.visible_functions),
        (FunctionKind::Intersection, "intersection_functions", &script.functions.intersection_functions),
    ] {
        for (i, f) in list.iter().enumerate() {
            let Some(fr) = &f.function else { continue };
            if let Some(t) =
                r.target(fr, Site::Member { top: "functions", array: key, index: i, key: "function" }, out)
            {
                functions.push(BinaryFunction {
                    kind,
                    index: i,
                    enabled: eval(&f.enable, &families, &named),
                    enable: predicate_text(&f.enable),
                    function: t,
                });
            }
        }
    }

    Plan {
        format: FORMAT,
        version: VERSION,
        arch: arch.name.clone(),
        target: Target {
            vendor: arch.vendor.to_string(),
            isa: arch.isa.clone(),
            cputype: arch.cputype,
            cpusubtype: arch.cpusubtype,
        },
        platform: opts.platform.as_ref().map(|p| PlatformInfo {
            name: p.platform.to_string(),
            min_version: p.min.to_string(),
            sdk_version: p.sdk.to_string(),
        }),
        families,
        script: opts
            .script
            .as_ref()
            .zip(format)
            .map(|(path, f)| ScriptInfo { path: path.clone(), format: f.name() }),
        named_predicates: named_values,
        libraries: r.libraries,
        pipelines,
        functions,
    }
}
