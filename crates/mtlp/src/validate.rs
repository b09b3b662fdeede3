//! Cross-reference validation of a decoded script, independent of the target: unique
//! labels and names, references to named constant values, labels and predicates that
//! exist (predicates only to earlier ones), known GPU family names, function graphs whose
//! node ids point backwards and whose output node is a function node, group members that
//! are linked functions, and specialization chains without cycles. Everything found is
//! reported; nothing stops at the first problem.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use diagnostics::{did_you_mean, pointer, Diagnostic, Diagnostics, Span};

use crate::model::*;
use crate::predicate::Expr;
use crate::reference::Reference;

/// The file span of bytes `r` of a predicate's text.
pub fn predicate_span(p: &Predicate, r: Range<usize>) -> Span {
    if p.verbatim && p.text.span.end > p.text.span.start {
        p.text.span.sub(1 + r.start, r.end.saturating_sub(r.start).max(1))
    } else {
        p.text.span
    }
}

/// What an `alias:` label names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabelKind {
    Path(usize),
    Specialized(usize),
    Stitched(usize),
}

impl LabelKind {
    pub fn describe(self) -> &'static str {
        match self {
            LabelKind::Path(_) => "library path",
            LabelKind::Specialized(_) => "specialized function library",
            LabelKind::Stitched(_) => "stitched library",
        }
    }

    pub fn pointer(self) -> String {
        match self {
            LabelKind::Path(i) => pointer(["libraries", "paths", &i.to_string()]),
            LabelKind::Specialized(i) => pointer(["libraries", "specialized_functions", &i.to_string()]),
            LabelKind::Stitched(i) => pointer(["libraries", "stitched_libraries", &i.to_string()]),
        }
    }
}

/// Labels of every library the script declares (first declaration wins).
pub fn labels(script: &Script) -> BTreeMap<&str, LabelKind> {
    let mut m = BTreeMap::new();
    let l = &script.libraries;
    for (i, p) in l.paths.iter().enumerate() {
        if let Some(label) = &p.label {
            m.entry(label.as_str()).or_insert(LabelKind::Path(i));
        }
    }
    for (i, s) in l.specialized_functions.iter().enumerate() {
        m.entry(s.label.as_str()).or_insert(LabelKind::Specialized(i));
    }
    for (i, s) in l.stitched_libraries.iter().enumerate() {
        m.entry(s.label.as_str()).or_insert(LabelKind::Stitched(i));
    }
    m
}

/// The name a specialized library exports: `specialized_name`, else the original name.
pub fn specialized_export(s: &SpecializedFunction) -> Option<&str> {
    match &s.specialized_name {
        Some(n) => Some(n.as_str()),
        None => s.function.as_ref()?.parsed.as_ref().map(Reference::function),
    }
}

struct V<'a> {
    script: &'a Script,
    families: &'a BTreeSet<String>,
    labels: BTreeMap<&'a str, LabelKind>,
    diags: Diagnostics,
}

/// Validates `script`; `families` is the set of family names `supportsFamily()` accepts.
pub fn validate(script: &Script, families: &BTreeSet<String>) -> Diagnostics {
    let mut v = V { script, families, labels: labels(script), diags: Diagnostics::new() };
    v.labels_unique();
    v.named_constant_values();
    v.predicates();
    v.references();
    v.specialization_cycles();
    v.stitched();
    v.groups();
    v.diags
}

fn dup_note(first: Span) -> (String, Span) {
    ("first defined here".to_owned(), first)
}

impl<'a> V<'a> {
    fn err(&mut self, code: &'static str, span: Span, ptr: String, msg: String) -> &mut Diagnostic {
        self.diags.push(Diagnostic::error(code, msg).with_span(span).with_pointer(ptr));
        let n = self.diags.len();
        match self.diags.iter_mut().nth(n - 1) {
            Some(d) => d,
            None => unreachable!("pushed just before"),
        }
    }

    fn labels_unique(&mut self) {
        let l = &self.script.libraries;
        let mut seen: BTreeMap<&str, Span> = BTreeMap::new();
        let mut all: Vec<(&Text, String)> = Vec::new();
        for (i, p) in l.paths.iter().enumerate() {
            if let Some(t) = &p.label {
                all.push((t, pointer(["libraries", "paths", &i.to_string(), "label"])));
            }
        }
        for (i, s) in l.specialized_functions.iter().enumerate() {
            all.push((&s.label, pointer(["libraries", "specialized_functions", &i.to_string(), "label"])));
        }
        for (i, s) in l.stitched_libraries.iter().enumerate() {
            all.push((&s.label, pointer(["libraries", "stitched_libraries", &i.to_string(), "label"])));
        }
        for (t, ptr) in all {
            if t.value.is_empty() {
                continue;
            }
            if let Some(&first) = seen.get(t.as_str()) {
                self.err(
                    "duplicate-label",
                    t.span,
                    ptr,
                    format!("library label `{}` is defined twice", t.value),
                )
                .related
                .push(dup_note(first));
            } else {
                seen.insert(t.as_str(), t.span);
            }
        }
    }

    fn constant_list(&mut self, list: &[ConstantValue], base: &str) {
        let mut seen: BTreeMap<&ConstantId, Span> = BTreeMap::new();
        for (i, c) in list.iter().enumerate() {
            if let Some(&first) = seen.get(&c.id) {
                let ptr = format!("{base}/{i}");
                self.err(
                    "duplicate-constant",
                    c.span,
                    ptr,
                    format!("function constant {} is given twice in the same list", c.id.describe()),
                )
                .related
                .push(dup_note(first));
            } else {
                seen.insert(&c.id, c.span);
            }
        }
    }

    fn named_constant_values(&mut self) {
        let s = self.script;
        let mut seen: BTreeMap<&str, Span> = BTreeMap::new();
        for (i, n) in s.named_function_constant_values.iter().enumerate() {
            let base = pointer(["named_function_constant_values", &i.to_string()]);
            if let Some(&first) = seen.get(n.name.as_str()) {
                self.err(
                    "duplicate-name",
                    n.name.span,
                    format!("{base}/name"),
                    format!("named function constant values `{}` are defined twice", n.name.value),
                )
                .related
                .push(dup_note(first));
            } else {
                seen.insert(n.name.as_str(), n.name.span);
            }
            self.constant_list(&n.constant_values, &format!("{base}/constant_values"));
        }
        for (i, sf) in s.libraries.specialized_functions.iter().enumerate() {
            let base = pointer(["libraries", "specialized_functions", &i.to_string()]);
            if let Some(name) = &sf.named_constant_values {
                if !seen.contains_key(name.as_str()) {
                    let d = self.err(
                        "undefined-name",
                        name.span,
                        format!("{base}/named_constant_values"),
                        format!("no named function constant values called `{}`", name.value),
                    );
                    if let Some(b) = did_you_mean(&name.value, seen.keys().copied()) {
                        d.notes.push(format!("did you mean `{b}`?"));
                    }
                }
            }
            self.constant_list(&sf.constant_values, &format!("{base}/constant_values"));
            if let Some(n) = &sf.specialized_name {
                if n.value.contains(['#', ':']) || n.value.chars().any(char::is_whitespace) {
                    self.err(
                        "invalid-name",
                        n.span,
                        format!("{base}/specialized_name"),
                        format!("`{}` cannot be a function name (no `#`, `:` or whitespace)", n.value),
                    );
                }
            }
        }
    }

    /// Checks names used by one predicate. `earlier` holds the named predicates it may use.
    fn predicate(
        &mut self,
        p: &Predicate,
        current: Option<&str>,
        ptr: &dyn Fn() -> String,
        earlier: &BTreeMap<&str, Span>,
        all: &BTreeMap<&str, usize>,
    ) {
        let Some(expr) = &p.expr else { return };
        // Only problems are collected (and their names copied): the common case allocates
        // nothing.
        let mut found: Vec<(bool, String, Range<usize>)> = Vec::new();
        let families = self.families;
        expr.visit(&mut |e| match e {
            Expr::Family { name, span } if !families.contains(name) => {
                found.push((true, name.clone(), span.clone()))
            }
            Expr::Named { name, span } if !earlier.contains_key(name.as_str()) => {
                found.push((false, name.clone(), span.clone()))
            }
            _ => {}
        });
        for (is_family, name, r) in found {
            let span = predicate_span(p, r);
            if is_family {
                if !self.families.contains(&name) {
                    let fams: Vec<&str> = self.families.iter().map(String::as_str).collect();
                    let d = self.err(
                        "unknown-family",
                        span,
                        ptr(),
                        format!("unknown GPU family `{name}` in `supportsFamily()`"),
                    );
                    if let Some(b) = did_you_mean(&name, fams.iter().copied()) {
                        d.notes.push(format!("did you mean `{b}`?"));
                    }
                    d.notes.push(format!("known families: {}", fams.join(", ")));
                }
            } else if !earlier.contains_key(name.as_str()) {
                let (code, msg) = if all.contains_key(name.as_str()) {
                    (
                        "predicate-order",
                        if current == Some(name.as_str()) {
                            format!("named predicate `{name}` uses itself")
                        } else {
                            format!("named predicate `{name}` is used before it is defined; a named predicate may only use earlier ones")
                        },
                    )
                } else {
                    ("undefined-predicate", format!("no named predicate called `{name}`"))
                };
                let d = self.err(code, span, ptr(), msg);
                if code == "undefined-predicate" {
                    if let Some(b) = did_you_mean(&name, all.keys().copied()) {
                        d.notes.push(format!("did you mean `${b}()`?"));
                    }
                }
            }
        }
    }

    fn predicates(&mut self) {
        let s = self.script;
        let mut all: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, n) in s.named_predicates.iter().enumerate() {
            all.entry(n.name.as_str()).or_insert(i);
        }
        let mut earlier: BTreeMap<&str, Span> = BTreeMap::new();
        for (i, n) in s.named_predicates.iter().enumerate() {
            let base = pointer(["named_predicates", &i.to_string()]);
            self.predicate(
                &n.predicate,
                Some(n.name.as_str()),
                &|| format!("{base}/predicate"),
                &earlier,
                &all,
            );
            if let Some(&first) = earlier.get(n.name.as_str()) {
                self.err(
                    "duplicate-name",
                    n.name.span,
                    format!("{base}/name"),
                    format!("named predicate `{}` is defined twice", n.name.value),
                )
                .related
                .push(dup_note(first));
            } else if !n.name.value.is_empty() {
                if !n.name.value.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    || n.name.value.starts_with(|c: char| c.is_ascii_digit())
                {
                    self.err(
                        "invalid-name",
                        n.name.span,
                        format!("{base}/name"),
                        format!(
                            "predicate name `{}` is not an identifier, so `$name()` cannot call it",
                            n.name.value
                        ),
                    );
                }
                earlier.insert(n.name.as_str(), n.name.span);
            }
        }
        for (kind, list) in enables(s) {
            for (i, p) in list {
                let ptr = || pointer([kind.0, kind.1, &i.to_string(), "enable"]);
                self.predicate(p, None, &ptr, &earlier, &all);
            }
        }
    }

    fn reference(&mut self, r: &FunctionRef, site: Site) {
        let Some(Reference::Alias { label, function }) = &r.parsed else { return };
        let Some(&kind) = self.labels.get(label.as_str()) else {
            let labels: Vec<&str> = self.labels.keys().copied().collect();
            let d = self.err(
                "undefined-label",
                r.text.span,
                site.pointer(),
                format!("no library labelled `{label}` in `libraries`"),
            );
            match did_you_mean(label, labels.iter().copied()) {
                Some(b) => d.notes.push(format!("did you mean `alias:{b}#{function}`?")),
                None if labels.is_empty() => d.notes.push("the script declares no library labels".into()),
                None => d.notes.push(format!("labels are: {}", labels.join(", "))),
            }
            return;
        };
        // Generated libraries export known names, so a wrong name is caught here; library
        // files are checked when they are opened.
        let exports: Vec<&str> = match kind {
            LabelKind::Path(_) => return,
            LabelKind::Specialized(i) => {
                specialized_export(&self.script.libraries.specialized_functions[i]).into_iter().collect()
            }
            LabelKind::Stitched(i) => self.script.libraries.stitched_libraries[i]
                .function_graphs
                .iter()
                .map(|g| g.function_name.as_str())
                .collect(),
        };
        if !exports.contains(&function.as_str()) {
            let d = self.err(
                "undefined-function",
                r.text.span,
                site.pointer(),
                format!("{} `{label}` has no function `{function}`", kind.describe()),
            );
            match did_you_mean(function, exports.iter().copied()) {
                Some(b) => d.notes.push(format!("did you mean `alias:{label}#{b}`?")),
                None => d.notes.push(format!(
                    "it provides: {}",
                    if exports.is_empty() { "nothing".to_owned() } else { exports.join(", ") }
                )),
            }
        }
    }

    fn references(&mut self) {
        for (r, site) in references(self.script) {
            self.reference(r, site);
        }
    }

    fn specialization_cycles(&mut self) {
        let sfs = &self.script.libraries.specialized_functions;
        for (start, sf) in sfs.iter().enumerate() {
            let mut seen = BTreeSet::from([start]);
            let mut chain = vec![sf.label.as_str()];
            let mut cur = sf;
            while let Some(Reference::Alias { label, .. }) =
                cur.function.as_ref().and_then(|f| f.parsed.as_ref())
            {
                let Some(&LabelKind::Specialized(next)) = self.labels.get(label.as_str()) else { break };
                chain.push(sfs[next].label.as_str());
                if !seen.insert(next) {
                    if next == start {
                        let ptr =
                            pointer(["libraries", "specialized_functions", &start.to_string(), "function"]);
                        let span = sf.function.as_ref().map_or(sf.label.span, |f| f.text.span);
                        self.err(
                            "specialization-cycle",
                            span,
                            ptr,
                            format!(
                                "specialized library `{}` is derived from itself: {}",
                                sf.label.value,
                                chain.join(" → ")
                            ),
                        );
                    }
                    break;
                }
                cur = &sfs[next];
            }
        }
    }

    fn stitched(&mut self) {
        for (li, lib) in self.script.libraries.stitched_libraries.iter().enumerate() {
            let base = pointer(["libraries", "stitched_libraries", &li.to_string()]);
            let available: Vec<&str> =
                lib.functions.iter().filter_map(|f| f.parsed.as_ref().map(Reference::function)).collect();
            let mut names: BTreeMap<&str, Span> = BTreeMap::new();
            for (gi, g) in lib.function_graphs.iter().enumerate() {
                let gbase = format!("{base}/function_graphs/{gi}");
                if let Some(&first) = names.get(g.function_name.as_str()) {
                    self.err(
                        "duplicate-name",
                        g.function_name.span,
                        format!("{gbase}/function_name"),
                        format!(
                            "stitched function `{}` is defined twice in this library",
                            g.function_name.value
                        ),
                    )
                    .related
                    .push(dup_note(first));
                } else {
                    names.insert(g.function_name.as_str(), g.function_name.span);
                }
                self.graph(g, &gbase, &available);
            }
        }
    }

    fn graph(&mut self, g: &FunctionGraph, base: &str, available: &[&str]) {
        let is_function = |id: u32| matches!(g.nodes.get(id as usize), Some(GraphNode::FunctionNode { .. }));
        for (ni, node) in g.nodes.iter().enumerate() {
            let GraphNode::FunctionNode { name, arguments, control_dependencies } = node else { continue };
            let nbase = format!("{base}/nodes/{ni}/node");
            if !available.contains(&name.as_str()) {
                let d = self.err(
                    "undefined-function",
                    name.span,
                    format!("{nbase}/name"),
                    format!(
                        "function node calls `{}`, which is not in the stitched library's `functions`",
                        name.value
                    ),
                );
                match did_you_mean(&name.value, available.iter().copied()) {
                    Some(b) => d.notes.push(format!("did you mean `{b}`?")),
                    None => d.notes.push(format!("`functions` lists: {}", available.join(", "))),
                }
            }
            for (key, ids) in [("arguments", arguments), ("control_dependencies", control_dependencies)] {
                for (ai, id) in ids.iter().enumerate() {
                    let ptr = format!("{nbase}/{key}/{ai}/id");
                    if id.id as usize >= ni {
                        self.err(
                            "graph-node-order",
                            id.span,
                            ptr,
                            format!("node {ni} refers to node {}; a node may only use nodes before it (ids below {ni})", id.id),
                        );
                    } else if key == "control_dependencies" && !is_function(id.id) {
                        self.err(
                            "graph-node-kind",
                            id.span,
                            ptr,
                            format!(
                                "control dependency {} is an input node; it must be a function node",
                                id.id
                            ),
                        );
                    }
                }
            }
        }
        if let Some(out) = g.output_node {
            let ptr = format!("{base}/output_node/id");
            if out.id as usize >= g.nodes.len() {
                self.err(
                    "graph-output-node",
                    out.span,
                    ptr,
                    format!("output node {} does not exist (the graph has {} nodes)", out.id, g.nodes.len()),
                );
            } else if !is_function(out.id) {
                self.err(
                    "graph-output-node",
                    out.span,
                    ptr,
                    format!("output node {} is an input node; it must be a function node", out.id),
                );
            }
        }
    }

    fn groups(&mut self) {
        for (lf, site) in linked_functions(self.script) {
            let names: Vec<&str> =
                lf.functions.iter().filter_map(|f| f.parsed.as_ref().map(Reference::function)).collect();
            let mut seen: BTreeMap<&str, Span> = BTreeMap::new();
            for (gi, g) in lf.groups.iter().enumerate() {
                let gbase = || format!("{}/groups/{gi}", site.pointer());
                if let Some(&first) = seen.get(g.name.as_str()) {
                    self.err(
                        "duplicate-name",
                        g.name.span,
                        format!("{}/name", gbase()),
                        format!("function group `{}` is defined twice", g.name.value),
                    )
                    .related
                    .push(dup_note(first));
                } else {
                    seen.insert(g.name.as_str(), g.name.span);
                }
                for (fi, f) in g.functions.iter().enumerate() {
                    if !names.contains(&f.as_str()) {
                        let d = self.err(
                            "group-member",
                            f.span,
                            format!("{}/functions/{fi}", gbase()),
                            format!(
                                "group `{}` lists `{}`, which is not in the linked `functions`",
                                g.name.value, f.value
                            ),
                        );
                        match did_you_mean(&f.value, names.iter().copied()) {
                            Some(b) => d.notes.push(format!("did you mean `{b}`?")),
                            None => d.notes.push(format!(
                                "linked functions are: {}",
                                if names.is_empty() { "none".to_owned() } else { names.join(", ") }
                            )),
                        }
                    }
                }
            }
        }
    }
}

/// Every `enable` predicate with its array's keys: (("pipelines", "compute_pipelines"), …).
#[allow(clippy::type_complexity)]
fn enables(s: &Script) -> Vec<((&'static str, &'static str), Vec<(usize, &Predicate)>)> {
    let p = &s.pipelines;
    vec![
        (
            ("pipelines", "compute_pipelines"),
            p.compute_pipelines.iter().map(|x| &x.enable).enumerate().collect(),
        ),
        (
            ("pipelines", "render_pipelines"),
            p.render_pipelines.iter().map(|x| &x.enable).enumerate().collect(),
        ),
        (
            ("pipelines", "tile_render_pipelines"),
            p.tile_render_pipelines.iter().map(|x| &x.enable).enumerate().collect(),
        ),
        (
            ("pipelines", "mesh_render_pipelines"),
            p.mesh_render_pipelines.iter().map(|x| &x.enable).enumerate().collect(),
        ),
        (
            ("functions", "visible_functions"),
            s.functions.visible_functions.iter().map(|x| &x.enable).enumerate().collect(),
        ),
        (
            ("functions", "intersection_functions"),
            s.functions.intersection_functions.iter().map(|x| &x.enable).enumerate().collect(),
        ),
    ]
}

/// Where a function reference or linked-functions object sits in the script; the JSON
/// pointer is only rendered when a diagnostic needs it, which keeps validating large
/// scripts cheap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Site {
    /// `/libraries/specialized_functions/<i>/function`
    Specialized(usize),
    /// `/libraries/stitched_libraries/<i>/functions/<j>`
    Stitched(usize, usize),
    /// `/<top>/<array>/<index>/<key>`, e.g. `/pipelines/compute_pipelines/3/compute_function`
    Member { top: &'static str, array: &'static str, index: usize, key: &'static str },
    /// `/<top>/<array>/<index>/<key>/<list>/<item>` inside a linked-functions object
    Linked { array: &'static str, index: usize, key: &'static str, list: &'static str, item: usize },
}

impl Site {
    pub fn pointer(&self) -> String {
        match *self {
            Site::Specialized(i) => format!("/libraries/specialized_functions/{i}/function"),
            Site::Stitched(i, j) => format!("/libraries/stitched_libraries/{i}/functions/{j}"),
            Site::Member { top, array, index, key } => format!("/{top}/{array}/{index}/{key}"),
            Site::Linked { array, index, key, list, item } => {
                format!("/pipelines/{array}/{index}/{key}/{list}/{item}")
            }
        }
    }
}

/// A linked-functions object's place: `/pipelines/<array>/<index>/<key>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkedSite {
    pub array: &'static str,
    pub index: usize,
    pub key: &'static str,
}

impl LinkedSite {
    pub fn pointer(&self) -> String {
        format!("/pipelines/{}/{}/{}", self.array, self.index, self.key)
    }

    pub fn item(&self, list: &'static str, item: usize) -> Site {
        Site::Linked { array: self.array, index: self.index, key: self.key, list, item }
    }
}

/// Every linked-functions object with its place.
pub fn linked_functions(s: &Script) -> Vec<(&LinkedFunctions, LinkedSite)> {
    let mut out = Vec::new();
    let p = &s.pipelines;
    let site = |array, index, key| LinkedSite { array, index, key };
    for (i, x) in p.compute_pipelines.iter().enumerate() {
        out.push((&x.linked_functions, site("compute_pipelines", i, "linked_functions")));
    }
    for (i, x) in p.render_pipelines.iter().enumerate() {
        out.push((&x.vertex_linked_functions, site("render_pipelines", i, "vertex_linked_functions")));
        out.push((&x.fragment_linked_functions, site("render_pipelines", i, "fragment_linked_functions")));
    }
    for (i, x) in p.tile_render_pipelines.iter().enumerate() {
        out.push((&x.linked_functions, site("tile_render_pipelines", i, "linked_functions")));
    }
    for (i, x) in p.mesh_render_pipelines.iter().enumerate() {
        out.push((&x.object_linked_functions, site("mesh_render_pipelines", i, "object_linked_functions")));
        out.push((&x.mesh_linked_functions, site("mesh_render_pipelines", i, "mesh_linked_functions")));
        out.push((
            &x.fragment_linked_functions,
            site("mesh_render_pipelines", i, "fragment_linked_functions"),
        ));
    }
    out
}

/// Every function reference in the script with its place, in script order.
pub fn references(s: &Script) -> Vec<(&FunctionRef, Site)> {
    let mut out = Vec::new();
    let l = &s.libraries;
    for (i, sf) in l.specialized_functions.iter().enumerate() {
        if let Some(f) = &sf.function {
            out.push((f, Site::Specialized(i)));
        }
    }
    for (i, st) in l.stitched_libraries.iter().enumerate() {
        for (j, f) in st.functions.iter().enumerate() {
            out.push((f, Site::Stitched(i, j)));
        }
    }
    let p = &s.pipelines;
    let member = |array, index, key| Site::Member { top: "pipelines", array, index, key };
    for (i, x) in p.compute_pipelines.iter().enumerate() {
        out.extend(
            x.compute_function.as_ref().map(|f| (f, member("compute_pipelines", i, "compute_function"))),
        );
    }
    for (i, x) in p.render_pipelines.iter().enumerate() {
        out.extend(x.vertex_function.as_ref().map(|f| (f, member("render_pipelines", i, "vertex_function"))));
        out.extend(
            x.fragment_function.as_ref().map(|f| (f, member("render_pipelines", i, "fragment_function"))),
        );
    }
    for (i, x) in p.tile_render_pipelines.iter().enumerate() {
        out.extend(
            x.tile_function.as_ref().map(|f| (f, member("tile_render_pipelines", i, "tile_function"))),
        );
    }
    for (i, x) in p.mesh_render_pipelines.iter().enumerate() {
        out.extend(
            x.object_function.as_ref().map(|f| (f, member("mesh_render_pipelines", i, "object_function"))),
        );
        out.extend(
            x.mesh_function.as_ref().map(|f| (f, member("mesh_render_pipelines", i, "mesh_function"))),
        );
        out.extend(
            x.fragment_function
                .as_ref()
                .map(|f| (f, member("mesh_render_pipelines", i, "fragment_function"))),
        );
    }
    for (lf, site) in linked_functions(s) {
        out.extend(lf.functions.iter().enumerate().map(|(j, f)| (f, site.item("functions", j))));
        out.extend(
            lf.private_functions.iter().enumerate().map(|(j, f)| (f, site.item("private_functions", j))),
        );
    }
    for (array, list) in [
        ("visible_functions", &s.functions.visible_functions),
        ("intersection_functions", &s.functions.intersection_functions),
    ] {
        for (i, x) in list.iter().enumerate() {
            out.extend(
                x.function
                    .as_ref()
                    .map(|f| (f, Site::Member { top: "functions", array, index: i, key: "function" })),
            );
        }
    }
    out
}
