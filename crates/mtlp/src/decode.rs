//! Decoding a script — text or binary, both first turned into a `json::Value` tree — into
//! the typed model. Every member is looked up by its exact key; types, enum spellings,
//! ranges, arity and required members are checked here, where the JSON pointer of the
//! member is known, and *all* problems are collected rather than the first. Unknown members
//! are warnings with a suggestion; members whose key starts with `//` are comments.

use std::fmt::Write as _;

use diagnostics::{did_you_mean, Diagnostic, Diagnostics, Span};

use crate::json::{self, Kind, Member, Number, Value};
use crate::model::*;
use crate::{binary, predicate, reference};

/// The two encodings of a script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `.mtlp-json` text.
    Json,
    /// `.mtlp` FlatBuffers binary.
    Binary,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Binary => "binary",
        }
    }
}

/// The result of reading a script: the model (complete as far as the input allowed) and
/// every diagnostic found. The model is only meaningful when there are no errors.
#[derive(Debug)]
pub struct Loaded {
    pub script: Script,
    pub format: Format,
    pub diagnostics: Diagnostics,
}

/// Reads a script from its bytes, choosing the encoding by content (a FlatBuffers file
/// identifier `MTLP`), not by file name.
pub fn load(bytes: &[u8]) -> Loaded {
    let mut diags = Diagnostics::new();
    if binary::looks_binary(bytes) {
        let script = match binary::read(bytes) {
            Ok(v) => decode(&v, &mut diags, false),
            Err(d) => {
                diags.push(d);
                Script::default()
            }
        };
        return Loaded { script, format: Format::Binary, diagnostics: diags };
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.valid_up_to();
            let utf16 = bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]);
            let msg = if utf16 {
                "script is UTF-16 text; save it as UTF-8".to_owned()
            } else {
                format!(
                    "script is not valid UTF-8: byte 0x{:02X} cannot start or continue a character",
                    bytes[at]
                )
            };
            let at = at as u32;
            diags.push(Diagnostic::error("encoding", msg).with_span(Span::new(at, at + 1)));
            return Loaded { script: Script::default(), format: Format::Json, diagnostics: diags };
        }
    };
    let script = match json::parse(text) {
        Ok(v) => decode(&v, &mut diags, true),
        Err(d) => {
            diags.push(d);
            Script::default()
        }
    };
    Loaded { script, format: Format::Json, diagnostics: diags }
}

/// Decodes a value tree. `text` says whether spans are text positions (so predicate and
/// reference errors can point inside strings) or binary offsets.
pub fn decode(v: &Value<'_>, diags: &mut Diagnostics, text: bool) -> Script {
    let mut cx = Cx { diags: std::mem::take(diags), path: Vec::new(), known: Vec::new(), text };
    let s = script(&mut cx, v);
    *diags = cx.diags;
    s
}

// ---------------------------------------------------------------------------------------
// Machinery

struct Cx {
    diags: Diagnostics,
    /// Path of the value being decoded; rendered as a JSON pointer only for diagnostics.
    path: Vec<Seg>,
    /// Keys asked for by the objects being decoded (a stack: each `Obj` owns the entries
    /// from its `known_start`), for suggestions on unknown keys.
    known: Vec<&'static str>,
    text: bool,
}

#[derive(Debug, Clone, Copy)]
enum Seg {
    Key(&'static str),
    Index(usize),
}

impl Cx {
    fn pointer(&self) -> String {
        let mut p = String::new();
        for seg in &self.path {
            match seg {
                Seg::Key(k) => {
                    p.push('/');
                    diagnostics::escape_pointer_token(k, &mut p);
                }
                Seg::Index(i) => {
                    let _ = write!(p, "/{i}");
                }
            }
        }
        p
    }

    fn error(&mut self, code: &'static str, span: Span, msg: impl Into<String>) -> &mut Diagnostic {
        let d = Diagnostic::error(code, msg).with_span(span).with_pointer(self.pointer());
        self.diags.push(d);
        self.last()
    }

    fn warning(&mut self, code: &'static str, span: Span, msg: impl Into<String>) -> &mut Diagnostic {
        let d = Diagnostic::warning(code, msg).with_span(span).with_pointer(self.pointer());
        self.diags.push(d);
        self.last()
    }

    fn last(&mut self) -> &mut Diagnostic {
        // Only called right after a push.
        let mut it = self.diags.iter_mut();
        let mut last = None;
        for d in &mut it {
            last = Some(d);
        }
        match last {
            Some(d) => d,
            None => unreachable!("diagnostic pushed just before"),
        }
    }

    fn push_key(&mut self, key: &'static str) -> usize {
        self.path.push(Seg::Key(key));
        self.path.len() - 1
    }

    fn push_index(&mut self, i: usize) -> usize {
        self.path.push(Seg::Index(i));
        self.path.len() - 1
    }

    fn pop(&mut self, len: usize) {
        self.path.truncate(len);
    }

    fn type_error(&mut self, v: &Value<'_>, expected: &str) {
        let found = v.type_name();
        self.error("type-mismatch", v.span, format!("expected {expected}, found {found}"));
    }
}

/// One JSON object being decoded: which members were consumed, which keys were asked for
/// (for suggestions), and what the object is (for messages).
struct Obj<'v, 's> {
    members: &'v [Member<'s>],
    used: u64,
    used_overflow: Vec<bool>,
    known_start: usize,
    span: Span,
    what: &'static str,
    ok: bool,
}

impl<'v, 's> Obj<'v, 's> {
    fn new(cx: &mut Cx, v: &'v Value<'s>, what: &'static str) -> Self {
        let (members, ok) = match &v.kind {
            Kind::Object(m) => (m.as_slice(), true),
            _ => {
                cx.type_error(v, &format!("an object ({what})"));
                (&[][..], false)
            }
        };
        Obj {
            members,
            used: 0,
            used_overflow: if members.len() > 64 { vec![false; members.len() - 64] } else { Vec::new() },
            known_start: cx.known.len(),
            span: v.span,
            what,
            ok,
        }
    }

    fn mark(&mut self, i: usize) {
        if i < 64 {
            self.used |= 1 << i;
        } else if let Some(u) = self.used_overflow.get_mut(i - 64) {
            *u = true;
        }
    }

    fn is_used(&self, i: usize) -> bool {
        if i < 64 {
            self.used & (1 << i) != 0
        } else {
            self.used_overflow.get(i - 64).copied().unwrap_or(false)
        }
    }

    fn find(&mut self, cx: &mut Cx, key: &'static str) -> Option<&'v Member<'s>> {
        cx.known.push(key);
        let i = self.members.iter().position(|m| m.key == key)?;
        self.mark(i);
        Some(&self.members[i])
    }

    /// Decodes member `key` with `f` if present.
    fn opt<T>(
        &mut self,
        cx: &mut Cx,
        key: &'static str,
        f: impl FnOnce(&mut Cx, &'v Value<'s>) -> Option<T>,
    ) -> Option<T> {
        let m = self.find(cx, key)?;
        let len = cx.push_key(key);
        let r = f(cx, &m.value);
        cx.pop(len);
        r
    }

    /// Decodes array member `key` element by element with `f`; absent means empty.
    fn list<T>(
        &mut self,
        cx: &mut Cx,
        key: &'static str,
        f: impl FnMut(&mut Cx, &'v Value<'s>) -> Option<T>,
    ) -> Vec<T> {
        self.opt(cx, key, |cx, v| array(cx, v, f)).unwrap_or_default()
    }

    /// Decodes required member `key`; reports its absence at the object.
    fn req<T>(
        &mut self,
        cx: &mut Cx,
        key: &'static str,
        f: impl FnOnce(&mut Cx, &'v Value<'s>) -> Option<T>,
    ) -> Option<T> {
        if self.ok && !self.members.iter().any(|m| m.key == key) {
            let what = self.what;
            let start = self.span.start;
            cx.error(
                "missing-member",
                Span::new(start, start + 1),
                format!("{what} is missing required member `{key}`"),
            );
        }
        self.opt(cx, key, f)
    }

    /// Reports the members nobody asked for: unknown keys (warnings, with a suggestion)
    /// and repeated keys (errors: which one is meant is not knowable).
    fn finish(self, cx: &mut Cx) {
        let stray = |i: usize, m: &Member<'_>| !self.is_used(i) && !m.key.starts_with("//");
        if !self.members.iter().enumerate().any(|(i, m)| stray(i, m)) {
            cx.known.truncate(self.known_start);
            return;
        }
        let known: Vec<&'static str> = cx.known.split_off(self.known_start);
        for (i, m) in self.members.iter().enumerate() {
            if self.is_used(i) || m.key.starts_with("//") {
                continue;
            }
            let mut pointer = cx.pointer();
            pointer.push('/');
            diagnostics::escape_pointer_token(&m.key, &mut pointer);
            if let Some(first) = self.members[..i].iter().find(|p| p.key == m.key) {
                let first_span = first.key_span;
                let what = self.what;
                let d = cx.error(
                    "duplicate-member",
                    m.key_span,
                    format!("member `{}` appears twice in {what}", m.key),
                );
                d.pointer = Some(pointer);
                d.related.push(("first defined here".to_owned(), first_span));
            } else {
                let what = self.what;
                let d =
                    cx.warning("unknown-member", m.key_span, format!("unknown member `{}` in {what}", m.key));
                d.pointer = Some(pointer);
                if let Some(s) = did_you_mean(&m.key, known.iter().copied()) {
                    d.notes.push(format!("did you mean `{s}`?"));
                } else if known.is_empty() {
                    d.notes.push(format!("{what} takes no members: write `{{}}`"));
                } else {
                    d.notes.push(format!("{what} members are: {}", known.join(", ")));
                }
            }
        }
    }
}

fn array<'v, 's, T>(
    cx: &mut Cx,
    v: &'v Value<'s>,
    mut f: impl FnMut(&mut Cx, &'v Value<'s>) -> Option<T>,
) -> Option<Vec<T>> {
    let Kind::Array(items) = &v.kind else {
        cx.type_error(v, "an array");
        return None;
    };
    let mut out = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let len = cx.push_index(i);
        if let Some(x) = f(cx, item) {
            out.push(x);
        }
        cx.pop(len);
    }
    Some(out)
}

fn boolean(cx: &mut Cx, v: &Value<'_>) -> Option<bool> {
    match v.kind {
        Kind::Bool(b) => Some(b),
        _ => {
            cx.type_error(v, "`true` or `false`");
            None
        }
    }
}

fn integer(cx: &mut Cx, v: &Value<'_>, min: i128, max: i128, what: &str) -> Option<i128> {
    let Kind::Number(n) = v.kind else {
        cx.type_error(v, &format!("an integer ({what})"));
        return None;
    };
    if let Number::Big(_) = n {
        cx.error(
            "out-of-range",
            v.span,
            format!("{what} must be in {min}..={max}; the literal is far outside"),
        );
        return None;
    }
    let Some(i) = n.as_i128() else {
        cx.error("type-mismatch", v.span, format!("expected an integer ({what}), found {}", n.as_f64()));
        return None;
    };
    if i < min || i > max {
        cx.error("out-of-range", v.span, format!("{what} must be in {min}..={max}, found {i}"));
        return None;
    }
    Some(i)
}

fn uint32(cx: &mut Cx, v: &Value<'_>) -> Option<u32> {
    integer(cx, v, 0, u32::MAX.into(), "this unsigned 32-bit member").map(|i| i as u32)
}

fn text(cx: &mut Cx, v: &Value<'_>) -> Option<Text> {
    match &v.kind {
        Kind::String(s) => Some(Text { value: s.to_string(), span: v.span }),
        _ => {
            cx.type_error(v, "a string");
            None
        }
    }
}

/// A name that must not be empty (labels, predicate names, …).
fn name(cx: &mut Cx, v: &Value<'_>) -> Option<Text> {
    let t = text(cx, v)?;
    if t.value.trim().is_empty() {
        cx.error("empty-name", v.span, "name must not be empty");
    }
    Some(t)
}

/// Whether the string token at `v` holds its characters one for one (quotes, no escapes),
/// so offsets inside the string map to file offsets.
fn verbatim(cx: &Cx, v: &Value<'_>, s: &str) -> bool {
    cx.text && (v.span.end - v.span.start) as usize == s.len() + 2
}

/// The file span of bytes `r` inside string value `v`.
fn inner_span(cx: &Cx, v: &Value<'_>, s: &str, r: std::ops::Range<usize>) -> Span {
    if verbatim(cx, v, s) {
        v.span.sub(1 + r.start, r.end.saturating_sub(r.start).max(1))
    } else {
        v.span
    }
}

fn enumerated<E: StringEnum>(cx: &mut Cx, v: &Value<'_>) -> Option<E> {
    let Kind::String(s) = &v.kind else {
        cx.type_error(v, &format!("a string ({})", E::what()));
        return None;
    };
    if let Some(e) = E::from_name(s) {
        return Some(e);
    }
    let d = cx.error("invalid-enum", v.span, format!("`{s}` is not a valid {}", E::what()));
    match did_you_mean(s, E::names().iter().copied()) {
        Some(best) => d.notes.push(format!("did you mean `{best}`?")),
        None if E::names().len() <= 12 => d.notes.push(format!("expected one of: {}", E::names().join(", "))),
        None => {}
    }
    None
}

fn function_ref(cx: &mut Cx, v: &Value<'_>) -> Option<FunctionRef> {
    let t = text(cx, v)?;
    let parsed = match reference::parse(&t.value) {
        Ok(r) => Some(r),
        Err(e) => {
            let span = inner_span(cx, v, &t.value, e.span.clone());
            let d = cx.error(
                "reference-syntax",
                span,
                if t.value.is_empty() {
                    "empty function reference".to_owned()
                } else {
                    format!("invalid function reference `{}`: {}", t.value, e.message)
                },
            );
            if let Some(n) = e.note {
                d.notes.push(n);
            }
            None
        }
    };
    Some(FunctionRef { text: t, parsed })
}

fn predicate_text(cx: &mut Cx, v: &Value<'_>) -> Option<Predicate> {
    let t = text(cx, v)?;
    let verbatim = verbatim(cx, v, &t.value);
    let expr = match predicate::parse(&t.value) {
        Ok(e) => Some(e),
        Err(e) => {
            let span = inner_span(cx, v, &t.value, e.span.clone());
            let col = t.value[..e.span.start.min(t.value.len())].chars().count() + 1;
            cx.error("predicate-syntax", span, format!("invalid predicate: {}", e.message))
                .notes
                .push(format!("at column {col} of the predicate `{}`", t.value));
            None
        }
    };
    Some(Predicate { text: t, expr, verbatim })
}

fn empty_predicate() -> Predicate {
    Predicate { text: Text::default(), expr: Some(predicate::Expr::True), verbatim: true }
}

fn opt_predicate(o: &mut Obj<'_, '_>, cx: &mut Cx) -> Predicate {
    o.opt(cx, "enable", predicate_text).unwrap_or_else(empty_predicate)
}

// ---------------------------------------------------------------------------------------
// The script

fn script(cx: &mut Cx, v: &Value<'_>) -> Script {
    let mut o = Obj::new(cx, v, "the script");
    let s = Script {
        libraries: o.opt(cx, "libraries", libraries).unwrap_or_default(),
        pipelines: o.opt(cx, "pipelines", pipelines).unwrap_or_default(),
        functions: o.opt(cx, "functions", functions).unwrap_or_default(),
        named_predicates: o.list(cx, "named_predicates", named_predicate),
        named_function_constant_values: o.list(cx, "named_function_constant_values", named_constant_values),
    };
    o.finish(cx);
    s
}

fn libraries(cx: &mut Cx, v: &Value<'_>) -> Option<Libraries> {
    let mut o = Obj::new(cx, v, "libraries");
    let l = Libraries {
        paths: o.list(cx, "paths", library_path),
        specialized_functions: o.list(cx, "specialized_functions", specialized_function),
        stitched_libraries: o.list(cx, "stitched_libraries", stitched_library),
    };
    o.finish(cx);
    Some(l)
}

fn library_path(cx: &mut Cx, v: &Value<'_>) -> Option<LibraryPath> {
    let mut o = Obj::new(cx, v, "library path");
    let label = o.opt(cx, "label", name);
    let path = o.req(cx, "path", name);
    if o.ok && !o.members.iter().any(|m| m.key == "label") {
        cx.warning(
            "missing-label",
            Span::new(v.span.start, v.span.start + 1),
            "library path has no `label`; it can only be reached through `file:` references",
        );
    }
    o.finish(cx);
    Some(LibraryPath { label, path: path.unwrap_or_default() })
}

fn specialized_function(cx: &mut Cx, v: &Value<'_>) -> Option<SpecializedFunction> {
    let mut o = Obj::new(cx, v, "specialized function");
    let s = SpecializedFunction {
        label: o.req(cx, "label", name).unwrap_or_default(),
        function: o.req(cx, "function", function_ref),
        specialized_name: o.opt(cx, "specialized_name", name),
        named_constant_values: o.opt(cx, "named_constant_values", name),
        constant_values: o.list(cx, "constant_values", constant_value),
    };
    o.finish(cx);
    Some(s)
}

fn stitched_library(cx: &mut Cx, v: &Value<'_>) -> Option<StitchedLibrary> {
    let mut o = Obj::new(cx, v, "stitched library");
    let s = StitchedLibrary {
        label: o.req(cx, "label", name).unwrap_or_default(),
        functions: o.list(cx, "functions", function_ref),
        function_graphs: o.list(cx, "function_graphs", function_graph),
    };
    o.finish(cx);
    Some(s)
}

fn function_graph(cx: &mut Cx, v: &Value<'_>) -> Option<FunctionGraph> {
    let mut o = Obj::new(cx, v, "function graph");
    let g = FunctionGraph {
        function_name: o.req(cx, "function_name", name).unwrap_or_default(),
        nodes: o.list(cx, "nodes", graph_node),
        output_node: o.req(cx, "output_node", node_id),
        attributes: o.list(cx, "attributes", function_attribute),
    };
    o.finish(cx);
    Some(g)
}

fn node_id(cx: &mut Cx, v: &Value<'_>) -> Option<NodeId> {
    let mut o = Obj::new(cx, v, "node reference");
    let id = o.req(cx, "id", |cx, v| uint32(cx, v).map(|i| (i, v.span)));
    o.finish(cx);
    let (id, span) = id?;
    Some(NodeId { id, span })
}

/// A union member: `<field>_type` names the variant and `<field>` holds it. Returns the
/// variant spelling and the payload value.
fn union<'v, 's>(
    o: &mut Obj<'v, 's>,
    cx: &mut Cx,
    field: &'static str,
    type_key: &'static str,
    variants: &[&'static str],
) -> Option<(&'static str, &'v Value<'s>)> {
    let variant = o.req(cx, type_key, |cx, v| {
        let Kind::String(s) = &v.kind else {
            cx.type_error(v, "a string");
            return None;
        };
        if let Some(&k) = variants.iter().find(|k| **k == s.as_ref()) {
            return Some(k);
        }
        let d = cx.error("invalid-enum", v.span, format!("`{s}` is not a valid `{type_key}`"));
        match did_you_mean(s, variants.iter().copied()) {
            Some(b) => d.notes.push(format!("did you mean `{b}`?")),
            None => d.notes.push(format!("expected one of: {}", variants.join(", "))),
        }
        None
    });
    let payload = o.req(cx, field, |_, v| Some(v));
    Some((variant?, payload?))
}

fn graph_node(cx: &mut Cx, v: &Value<'_>) -> Option<GraphNode> {
    let mut o = Obj::new(cx, v, "graph node");
    let u = union(&mut o, cx, "node", "node_type", &["InputNode", "FunctionNode"]);
    o.finish(cx);
    let (variant, payload) = u?;
    let len = cx.push_key("node");
    let node = if variant == "InputNode" {
        let mut p = Obj::new(cx, payload, "input node");
        let index = p.req(cx, "index", uint32);
        p.finish(cx);
        index.map(|index| GraphNode::InputNode { index })
    } else {
        let mut p = Obj::new(cx, payload, "function node");
        let name = p.req(cx, "name", name);
        let arguments = p.list(cx, "arguments", node_id);
        let control_dependencies = p.list(cx, "control_dependencies", node_id);
        p.finish(cx);
        name.map(|name| GraphNode::FunctionNode { name, arguments, control_dependencies })
    };
    cx.pop(len);
    node
}

fn function_attribute(cx: &mut Cx, v: &Value<'_>) -> Option<FunctionAttribute> {
    let mut o = Obj::new(cx, v, "function attribute");
    let u = union(&mut o, cx, "attribute", "attribute_type", &["AlwaysInlineAttribute"]);
    o.finish(cx);
    let (_, payload) = u?;
    let len = cx.push_key("attribute");
    let p = Obj::new(cx, payload, "AlwaysInlineAttribute");
    p.finish(cx);
    cx.pop(len);
    Some(FunctionAttribute::AlwaysInlineAttribute {})
}

// ---------------------------------------------------------------------------------------
// Function constants

fn named_constant_values(cx: &mut Cx, v: &Value<'_>) -> Option<NamedConstantValues> {
    let mut o = Obj::new(cx, v, "named function constant values");
    let n = NamedConstantValues {
        name: o.req(cx, "name", name).unwrap_or_default(),
        constant_values: o
            .req(cx, "constant_values", |cx, v| array(cx, v, constant_value))
            .unwrap_or_default(),
    };
    o.finish(cx);
    Some(n)
}

fn constant_value(cx: &mut Cx, v: &Value<'_>) -> Option<ConstantValue> {
    let mut o = Obj::new(cx, v, "function constant value");
    let id = union(&mut o, cx, "id", "id_type", &["FunctionConstantIndex", "FunctionConstantName"]).and_then(
        |(variant, payload)| {
            let len = cx.push_key("id");
            let id = if variant == "FunctionConstantIndex" {
                let mut p = Obj::new(cx, payload, "function constant index");
                let data = p.req(cx, "data", |cx, v| {
                    integer(cx, v, 0, 65535, "function constant index").map(|i| i as u16)
                });
                p.finish(cx);
                data.map(|data| ConstantId::FunctionConstantIndex { data })
            } else {
                name(cx, payload).map(|t| ConstantId::FunctionConstantName(t.value))
            };
            cx.pop(len);
            id
        },
    );
    let value_type = o.req(cx, "value_type", |cx, v| {
        let Kind::String(s) = &v.kind else {
            cx.type_error(v, "a string (function constant type)");
            return None;
        };
        if let Some(t) = ConstantType::from_name(s) {
            return Some(t);
        }
        let names = ConstantType::all_names();
        let d = cx.error("invalid-enum", v.span, format!("`{s}` is not a valid function constant type"));
        match did_you_mean(s, names.iter().map(String::as_str)) {
            Some(b) => d.notes.push(format!("did you mean `{b}`?")),
            None => d.notes.push(
                "types are Constant<Bool|Char|UChar|Short|UShort|Int|UInt|Long|ULong|Float|Half>[2|3|4]"
                    .into(),
            ),
        }
        None
    });
    let value = o.req(cx, "value", |_, v| Some(v));
    o.finish(cx);
    let (id, value_type, value) = (id?, value_type?, value?);
    let len = cx.push_key("value");
    let mut p = Obj::new(cx, value, "function constant data");
    let data = p.req(cx, "data", |cx, v| constant_data(cx, v, value_type));
    p.finish(cx);
    cx.pop(len);
    Some(ConstantValue { id, value_type, value: data?, span: v.span })
}

fn constant_data(cx: &mut Cx, v: &Value<'_>, t: ConstantType) -> Option<ConstantData> {
    let tn = t.name();
    let elements = match (&v.kind, t.width) {
        (Kind::Array(items), 1) => {
            cx.error(
                "value-arity",
                v.span,
                format!("`{tn}` takes a single value, found an array of {}", items.len()),
            );
            return None;
        }
        (Kind::Array(items), w) => {
            if items.len() != usize::from(w) {
                cx.error("value-arity", v.span, format!("`{tn}` takes {w} values, found {}", items.len()));
                return None;
            }
            let mut out = Vec::with_capacity(items.len());
            let mut ok = true;
            for (i, item) in items.iter().enumerate() {
                let len = cx.push_index(i);
                match scalar(cx, item, t) {
                    Some(s) => out.push(s),
                    None => ok = false,
                }
                cx.pop(len);
            }
            ok.then_some(out)?
        }
        (_, 1) => vec![scalar(cx, v, t)?],
        (_, w) => {
            cx.error(
                "value-arity",
                v.span,
                format!("`{tn}` takes an array of {w} values, found {}", v.type_name()),
            );
            return None;
        }
    };
    Some(ConstantData { elements })
}

fn scalar(cx: &mut Cx, v: &Value<'_>, t: ConstantType) -> Option<Scalar> {
    let tn = t.name();
    match t.scalar {
        ScalarKind::Bool => match v.kind {
            Kind::Bool(b) => Some(Scalar::Bool(b)),
            // flatc accepts 0 and 1 for bools.
            Kind::Number(n) if matches!(n.as_i128(), Some(0 | 1)) => {
                Some(Scalar::Bool(n.as_i128() == Some(1)))
            }
            _ => {
                cx.error(
                    "type-mismatch",
                    v.span,
                    format!("`{tn}` needs `true` or `false`, found {}", v.type_name()),
                );
                None
            }
        },
        ScalarKind::Float | ScalarKind::Half => {
            let Kind::Number(n) = v.kind else {
                cx.error("type-mismatch", v.span, format!("`{tn}` needs a number, found {}", v.type_name()));
                return None;
            };
            let f = n.as_f64();
            let max = if t.scalar == ScalarKind::Half { 65504.0 } else { f64::from(f32::MAX) };
            if f.is_finite() && f.abs() > max {
                cx.error(
                    "out-of-range",
                    v.span,
                    format!("{f} does not fit `{tn}` (largest finite value {max})"),
                );
                return None;
            }
            Some(Scalar::Float(f as f32))
        }
        k => {
            let (min, max) = k.int_range().unwrap_or((0, 0));
            let Kind::Number(n) = v.kind else {
                cx.error(
                    "type-mismatch",
                    v.span,
                    format!("`{tn}` needs an integer, found {}", v.type_name()),
                );
                return None;
            };
            if let Number::Big(_) = n {
                cx.error("out-of-range", v.span, format!("value is out of range for `{tn}` ({min}..={max})"));
                return None;
            }
            let Some(i) = n.as_i128() else {
                cx.error("type-mismatch", v.span, format!("`{tn}` needs an integer, found {}", n.as_f64()));
                return None;
            };
            if i < min || i > max {
                cx.error("out-of-range", v.span, format!("{i} is out of range for `{tn}` ({min}..={max})"));
                return None;
            }
            Some(match n {
                Number::UInt(u) => Scalar::UInt(u),
                _ if i >= 0 && matches!(k, ScalarKind::ULong) && i > i128::from(i64::MAX) => {
                    Scalar::UInt(i as u64)
                }
                _ => Scalar::Int(i as i64),
            })
        }
    }
}

fn named_predicate(cx: &mut Cx, v: &Value<'_>) -> Option<NamedPredicate> {
    let mut o = Obj::new(cx, v, "named predicate");
    let p = NamedPredicate {
        name: o.req(cx, "name", name).unwrap_or_default(),
        predicate: o.req(cx, "predicate", predicate_text).unwrap_or_else(empty_predicate),
    };
    o.finish(cx);
    Some(p)
}

// ---------------------------------------------------------------------------------------
// Pipelines

fn pipelines(cx: &mut Cx, v: &Value<'_>) -> Option<Pipelines> {
    let mut o = Obj::new(cx, v, "pipelines");
    let p = Pipelines {
        compute_pipelines: o.list(cx, "compute_pipelines", compute),
        render_pipelines: o.list(cx, "render_pipelines", render),
        tile_render_pipelines: o.list(cx, "tile_render_pipelines", tile),
        mesh_render_pipelines: o.list(cx, "mesh_render_pipelines", mesh),
    };
    o.finish(cx);
    Some(p)
}

fn buffers(o: &mut Obj<'_, '_>, cx: &mut Cx, key: &'static str) -> Vec<BufferDescriptor> {
    o.opt(cx, key, |cx, v| {
        array(cx, v, |cx, v| {
            let mut b = Obj::new(cx, v, "pipeline buffer descriptor");
            let mutability = b.opt(cx, "mutability", enumerated).unwrap_or_default();
            b.finish(cx);
            Some(BufferDescriptor { mutability })
        })
    })
    .unwrap_or_default()
}

fn linked(o: &mut Obj<'_, '_>, cx: &mut Cx, key: &'static str) -> LinkedFunctions {
    o.opt(cx, key, linked_functions).unwrap_or_default()
}

fn linked_functions(cx: &mut Cx, v: &Value<'_>) -> Option<LinkedFunctions> {
    let mut o = Obj::new(cx, v, "linked functions");
    let l = LinkedFunctions {
        functions: o.list(cx, "functions", function_ref),
        private_functions: o.list(cx, "private_functions", function_ref),
        binary_functions: o.list(cx, "binary_functions", name),
        groups: o
            .opt(cx, "groups", |cx, v| {
                array(cx, v, |cx, v| {
                    let mut g = Obj::new(cx, v, "function group");
                    let group = FunctionGroup {
                        name: g.req(cx, "name", name).unwrap_or_default(),
                        functions: g.list(cx, "functions", name),
                    };
                    g.finish(cx);
                    Some(group)
                })
            })
            .unwrap_or_default(),
    };
    o.finish(cx);
    Some(l)
}

fn flag(o: &mut Obj<'_, '_>, cx: &mut Cx, key: &'static str, default: bool) -> bool {
    o.opt(cx, key, boolean).unwrap_or(default)
}

fn count(o: &mut Obj<'_, '_>, cx: &mut Cx, key: &'static str, default: u32) -> u32 {
    o.opt(cx, key, uint32).unwrap_or(default)
}

fn compute(cx: &mut Cx, v: &Value<'_>) -> Option<ComputePipeline> {
    let mut o = Obj::new(cx, v, "compute pipeline");
    let p = ComputePipeline {
        enable: opt_predicate(&mut o, cx),
        compute_function: o.req(cx, "compute_function", function_ref),
        threadgroup_size_is_multiple_of_thread_execution_width: flag(
            &mut o,
            cx,
            "threadgroup_size_is_multiple_of_thread_execution_width",
            false,
        ),
        max_total_threads_per_threadgroup: count(&mut o, cx, "max_total_threads_per_threadgroup", 0),
        max_call_stack_depth: count(&mut o, cx, "max_call_stack_depth", 1),
        stage_input_descriptor: o.opt(cx, "stage_input_descriptor", stage_input_descriptor),
        buffers: buffers(&mut o, cx, "buffers"),
        linked_functions: linked(&mut o, cx, "linked_functions"),
        support_indirect_command_buffers: flag(&mut o, cx, "support_indirect_command_buffers", false),
        support_adding_binary_functions: flag(&mut o, cx, "support_adding_binary_functions", false),
    };
    o.finish(cx);
    Some(p)
}

fn color_attachments(o: &mut Obj<'_, '_>, cx: &mut Cx) -> Vec<ColorAttachment> {
    o.list(cx, "color_attachments", color_attachment)
}

fn color_attachment(cx: &mut Cx, v: &Value<'_>) -> Option<ColorAttachment> {
    let mut o = Obj::new(cx, v, "color attachment");
    let d = ColorAttachment::default();
    let c = ColorAttachment {
        pixel_format: o.opt(cx, "pixel_format", enumerated).unwrap_or(d.pixel_format),
        write_mask: o.opt(cx, "write_mask", write_mask).unwrap_or(d.write_mask),
        blending_enabled: flag(&mut o, cx, "blending_enabled", false),
        alpha_blend_operation: o
            .opt(cx, "alpha_blend_operation", enumerated)
            .unwrap_or(d.alpha_blend_operation),
        rgb_blend_operation: o.opt(cx, "rgb_blend_operation", enumerated).unwrap_or(d.rgb_blend_operation),
        destination_alpha_blend_factor: o
            .opt(cx, "destination_alpha_blend_factor", enumerated)
            .unwrap_or(d.destination_alpha_blend_factor),
        destination_rgb_blend_factor: o
            .opt(cx, "destination_rgb_blend_factor", enumerated)
            .unwrap_or(d.destination_rgb_blend_factor),
        source_alpha_blend_factor: o
            .opt(cx, "source_alpha_blend_factor", enumerated)
            .unwrap_or(d.source_alpha_blend_factor),
        source_rgb_blend_factor: o
            .opt(cx, "source_rgb_blend_factor", enumerated)
            .unwrap_or(d.source_rgb_blend_factor),
    };
    o.finish(cx);
    Some(c)
}

fn write_mask(cx: &mut Cx, v: &Value<'_>) -> Option<WriteMask> {
    let Kind::String(s) = &v.kind else {
        cx.type_error(v, "a string of space-separated channels (write mask)");
        return None;
    };
    let mut bits = 0u8;
    let mut ok = true;
    let mut any = false;
    let mut offset = 0;
    for word in s.split(' ') {
        let at = offset;
        offset += word.len() + 1;
        if word.is_empty() {
            continue;
        }
        any = true;
        match WriteMask::FLAGS.iter().find(|(n, _)| *n == word) {
            Some((_, b)) => bits |= b,
            None => {
                ok = false;
                let span = inner_span(cx, v, s, at..at + word.len());
                let d = cx.error("invalid-enum", span, format!("`{word}` is not a valid write mask channel"));
                match did_you_mean(word, WriteMask::FLAGS.iter().map(|(n, _)| *n)) {
                    Some(b) => d.notes.push(format!("did you mean `{b}`?")),
                    None => d
                        .notes
                        .push("channels are None, Red, Green, Blue, Alpha, All (space-separated)".into()),
                }
            }
        }
    }
    if !any {
        cx.error("invalid-enum", v.span, "write mask is empty; write `None` for no channels");
        return None;
    }
    ok.then_some(WriteMask(bits))
}

fn attribute(cx: &mut Cx, v: &Value<'_>, what: &'static str) -> Option<AttributeDescriptor> {
    let mut o = Obj::new(cx, v, what);
    let a = AttributeDescriptor {
        buffer_index: count(&mut o, cx, "buffer_index", 0),
        offset: count(&mut o, cx, "offset", 0),
        format: o.opt(cx, "format", enumerated).unwrap_or_default(),
    };
    o.finish(cx);
    Some(a)
}

fn stage_input_descriptor(cx: &mut Cx, v: &Value<'_>) -> Option<StageInputDescriptor> {
    let mut o = Obj::new(cx, v, "stage input descriptor");
    let d = StageInputDescriptor {
        attributes: o
            .opt(cx, "attributes", |cx, v| array(cx, v, |cx, v| attribute(cx, v, "attribute descriptor")))
            .unwrap_or_default(),
        layouts: o
            .opt(cx, "layouts", |cx, v| {
                array(cx, v, |cx, v| {
                    let mut l = Obj::new(cx, v, "buffer layout descriptor");
                    let b = BufferLayout {
                        stride: count(&mut l, cx, "stride", 0),
                        step_function: l.opt(cx, "step_function", enumerated).unwrap_or_default(),
                        step_rate: count(&mut l, cx, "step_rate", 1),
                    };
                    l.finish(cx);
                    Some(b)
                })
            })
            .unwrap_or_default(),
        index_buffer_index: count(&mut o, cx, "index_buffer_index", 0),
        index_type: o.opt(cx, "index_type", enumerated).unwrap_or_default(),
    };
    o.finish(cx);
    Some(d)
}

fn vertex_descriptor(cx: &mut Cx, v: &Value<'_>) -> Option<VertexDescriptor> {
    let mut o = Obj::new(cx, v, "vertex descriptor");
    let d = VertexDescriptor {
        attributes: o
            .opt(cx, "attributes", |cx, v| {
                array(cx, v, |cx, v| attribute(cx, v, "vertex attribute descriptor"))
            })
            .unwrap_or_default(),
        layouts: o
            .opt(cx, "layouts", |cx, v| {
                array(cx, v, |cx, v| {
                    let mut l = Obj::new(cx, v, "vertex buffer layout descriptor");
                    let b = VertexBufferLayout {
                        stride: count(&mut l, cx, "stride", 0),
                        step_function: l.opt(cx, "step_function", enumerated).unwrap_or_default(),
                        step_rate: count(&mut l, cx, "step_rate", 1),
                    };
                    l.finish(cx);
                    Some(b)
                })
            })
            .unwrap_or_default(),
    };
    o.finish(cx);
    Some(d)
}

fn render(cx: &mut Cx, v: &Value<'_>) -> Option<RenderPipeline> {
    let mut o = Obj::new(cx, v, "render pipeline");
    let p = RenderPipeline {
        enable: opt_predicate(&mut o, cx),
        vertex_function: o.req(cx, "vertex_function", function_ref),
        fragment_function: o.opt(cx, "fragment_function", function_ref),
        max_vertex_call_stack_depth: count(&mut o, cx, "max_vertex_call_stack_depth", 1),
        max_fragment_call_stack_depth: count(&mut o, cx, "max_fragment_call_stack_depth", 1),
        vertex_descriptor: o.opt(cx, "vertex_descriptor", vertex_descriptor),
        input_primitive_topology: o.opt(cx, "input_primitive_topology", enumerated).unwrap_or_default(),
        max_tessellation_factor: count(&mut o, cx, "max_tessellation_factor", 16),
        tessellation_factor_scale_enabled: flag(&mut o, cx, "tessellation_factor_scale_enabled", false),
        tessellation_factor_format: o.opt(cx, "tessellation_factor_format", enumerated).unwrap_or_default(),
        tessellation_control_point_index_type: o
            .opt(cx, "tessellation_control_point_index_type", enumerated)
            .unwrap_or_default(),
        tessellation_factor_step_function: o
            .opt(cx, "tessellation_factor_step_function", enumerated)
            .unwrap_or_default(),
        tessellation_output_winding_order: o
            .opt(cx, "tessellation_output_winding_order", enumerated)
            .unwrap_or_default(),
        tessellation_partition_mode: o.opt(cx, "tessellation_partition_mode", enumerated).unwrap_or_default(),
        max_vertex_amplification_count: count(&mut o, cx, "max_vertex_amplification_count", 1),
        rasterization_enabled: flag(&mut o, cx, "rasterization_enabled", true),
        alpha_to_coverage_enabled: flag(&mut o, cx, "alpha_to_coverage_enabled", false),
        alpha_to_one_enabled: flag(&mut o, cx, "alpha_to_one_enabled", false),
        raster_sample_count: count(&mut o, cx, "raster_sample_count", 1),
        color_attachments: color_attachments(&mut o, cx),
        depth_attachment_pixel_format: o
            .opt(cx, "depth_attachment_pixel_format", enumerated)
            .unwrap_or_default(),
        stencil_attachment_pixel_format: o
            .opt(cx, "stencil_attachment_pixel_format", enumerated)
            .unwrap_or_default(),
        vertex_buffers: buffers(&mut o, cx, "vertex_buffers"),
        fragment_buffers: buffers(&mut o, cx, "fragment_buffers"),
        vertex_linked_functions: linked(&mut o, cx, "vertex_linked_functions"),
        fragment_linked_functions: linked(&mut o, cx, "fragment_linked_functions"),
        support_indirect_command_buffers: flag(&mut o, cx, "support_indirect_command_buffers", false),
        support_adding_vertex_binary_functions: flag(
            &mut o,
            cx,
            "support_adding_vertex_binary_functions",
            false,
        ),
        support_adding_fragment_binary_functions: flag(
            &mut o,
            cx,
            "support_adding_fragment_binary_functions",
            false,
        ),
    };
    o.finish(cx);
    Some(p)
}

fn tile(cx: &mut Cx, v: &Value<'_>) -> Option<TileRenderPipeline> {
    let mut o = Obj::new(cx, v, "tile render pipeline");
    let p = TileRenderPipeline {
        enable: opt_predicate(&mut o, cx),
        tile_function: o.req(cx, "tile_function", function_ref),
        threadgroup_size_matches_tile_size: flag(&mut o, cx, "threadgroup_size_matches_tile_size", false),
        max_total_threads_per_threadgroup: count(&mut o, cx, "max_total_threads_per_threadgroup", 0),
        max_call_stack_depth: count(&mut o, cx, "max_call_stack_depth", 1),
        raster_sample_count: count(&mut o, cx, "raster_sample_count", 1),
        color_attachments: o
            .opt(cx, "color_attachments", |cx, v| {
                array(cx, v, |cx, v| {
                    let mut c = Obj::new(cx, v, "tile color attachment");
                    let a = TileColorAttachment {
                        pixel_format: c.opt(cx, "pixel_format", enumerated).unwrap_or_default(),
                    };
                    c.finish(cx);
                    Some(a)
                })
            })
            .unwrap_or_default(),
        tile_buffers: buffers(&mut o, cx, "tile_buffers"),
        linked_functions: linked(&mut o, cx, "linked_functions"),
        support_adding_binary_functions: flag(&mut o, cx, "support_adding_binary_functions", false),
    };
    o.finish(cx);
    Some(p)
}

fn mesh(cx: &mut Cx, v: &Value<'_>) -> Option<MeshRenderPipeline> {
    let mut o = Obj::new(cx, v, "mesh render pipeline");
    let p = MeshRenderPipeline {
        enable: opt_predicate(&mut o, cx),
        object_function: o.opt(cx, "object_function", function_ref),
        mesh_function: o.req(cx, "mesh_function", function_ref),
        fragment_function: o.opt(cx, "fragment_function", function_ref),
        object_threadgroup_size_is_multiple_of_thread_execution_width: flag(
            &mut o,
            cx,
            "object_threadgroup_size_is_multiple_of_thread_execution_width",
            false,
        ),
        mesh_threadgroup_size_is_multiple_of_thread_execution_width: flag(
            &mut o,
            cx,
            "mesh_threadgroup_size_is_multiple_of_thread_execution_width",
            false,
        ),
        max_total_threads_per_object_threadgroup: count(
            &mut o,
            cx,
            "max_total_threads_per_object_threadgroup",
            0,
        ),
        max_total_threads_per_mesh_threadgroup: count(
            &mut o,
            cx,
            "max_total_threads_per_mesh_threadgroup",
            0,
        ),
        payload_memory_length: count(&mut o, cx, "payload_memory_length", 0),
        max_total_threadgroups_per_mesh_grid: count(&mut o, cx, "max_total_threadgroups_per_mesh_grid", 0),
        max_object_call_stack_depth: count(&mut o, cx, "max_object_call_stack_depth", 1),
        max_mesh_call_stack_depth: count(&mut o, cx, "max_mesh_call_stack_depth", 1),
        max_fragment_call_stack_depth: count(&mut o, cx, "max_fragment_call_stack_depth", 1),
        max_vertex_amplification_count: count(&mut o, cx, "max_vertex_amplification_count", 1),
        rasterization_enabled: flag(&mut o, cx, "rasterization_enabled", true),
        alpha_to_coverage_enabled: flag(&mut o, cx, "alpha_to_coverage_enabled", false),
        alpha_to_one_enabled: flag(&mut o, cx, "alpha_to_one_enabled", false),
        raster_sample_count: count(&mut o, cx, "raster_sample_count", 1),
        color_attachments: color_attachments(&mut o, cx),
        depth_attachment_pixel_format: o
            .opt(cx, "depth_attachment_pixel_format", enumerated)
            .unwrap_or_default(),
        stencil_attachment_pixel_format: o
            .opt(cx, "stencil_attachment_pixel_format", enumerated)
            .unwrap_or_default(),
        object_buffers: buffers(&mut o, cx, "object_buffers"),
        mesh_buffers: buffers(&mut o, cx, "mesh_buffers"),
        fragment_buffers: buffers(&mut o, cx, "fragment_buffers"),
        object_linked_functions: linked(&mut o, cx, "object_linked_functions"),
        mesh_linked_functions: linked(&mut o, cx, "mesh_linked_functions"),
        fragment_linked_functions: linked(&mut o, cx, "fragment_linked_functions"),
        support_indirect_command_buffers: flag(&mut o, cx, "support_indirect_command_buffers", false),
        support_adding_object_binary_functions: flag(
            &mut o,
            cx,
            "support_adding_object_binary_functions",
            false,
        ),
        support_adding_mesh_binary_functions: flag(&mut o, cx, "support_adding_mesh_binary_functions", false),
        support_adding_fragment_binary_functions: flag(
            &mut o,
            cx,
            "support_adding_fragment_binary_functions",
            false,
        ),
    };
    o.finish(cx);
    Some(p)
}

fn functions(cx: &mut Cx, v: &Value<'_>) -> Option<Functions> {
    let mut o = Obj::new(cx, v, "functions");
    let f = Functions {
        intersection_functions: o
            .opt(cx, "intersection_functions", |cx, v| {
                array(cx, v, |cx, v| binary_function(cx, v, "intersection function descriptor"))
            })
            .unwrap_or_default(),
        visible_functions: o
            .opt(cx, "visible_functions", |cx, v| {
                array(cx, v, |cx, v| binary_function(cx, v, "visible function descriptor"))
            })
            .unwrap_or_default(),
    };
    o.finish(cx);
    Some(f)
}

fn binary_function(cx: &mut Cx, v: &Value<'_>, what: &'static str) -> Option<BinaryFunction> {
    let mut o = Obj::new(cx, v, what);
    let f =
        BinaryFunction { enable: opt_predicate(&mut o, cx), function: o.req(cx, "function", function_ref) };
    o.finish(cx);
    Some(f)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_str(s: &str) -> Loaded {
        load(s.as_bytes())
    }

    fn codes(l: &Loaded) -> Vec<(&'static str, String)> {
        l.diagnostics.iter().map(|d| (d.code, d.pointer.clone().unwrap_or_default())).collect()
    }

    #[test]
    fn defaults_apply() {
        let l = load_str(
            r#"{"pipelines": {"render_pipelines": [{"vertex_function": "v", "color_attachments": [{}]}]}}"#,
        );
        assert!(l.diagnostics.is_empty(), "{:?}", l.diagnostics);
        let r = &l.script.pipelines.render_pipelines[0];
        assert_eq!(r.max_tessellation_factor, 16);
        assert!(r.rasterization_enabled);
        assert_eq!(r.color_attachments[0].write_mask, WriteMask::ALL);
        assert_eq!(r.color_attachments[0].source_rgb_blend_factor, BlendFactor::One);
    }

    #[test]
    fn unknown_members_warn_with_suggestion() {
        let l = load_str(
            r#"{"//c": 1, "pipelines": {"compute_pipelines": [{"compute_function": "k",
              "thread_group_size_is_multiple_of_thread_execution_width": true}]}}"#,
        );
        let d: Vec<_> = l.diagnostics.iter().collect();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].code, "unknown-member");
        assert_eq!(
            d[0].pointer.as_deref(),
            Some("/pipelines/compute_pipelines/0/thread_group_size_is_multiple_of_thread_execution_width")
        );
        assert_eq!(
            d[0].notes,
            vec!["did you mean `threadgroup_size_is_multiple_of_thread_execution_width`?"]
        );
    }

    #[test]
    fn reports_all_problems() {
        let l = load_str(
            r#"{"pipelines": {"compute_pipelines": [{}, {"compute_function": 3, "max_call_stack_depth": -1}],
                "render_pipelines": [{"vertex_function": "v", "input_primitive_topology": "Triangel",
                  "color_attachments": [{"write_mask": "Red Gren"}]}]},
               "named_function_constant_values": [{"name": "n", "constant_values": [
                 {"id_type": "FunctionConstantIndex", "id": {"data": 70000}, "value_type": "ConstantUInt", "value": {"data": 1}},
                 {"id_type": "FunctionConstantName", "id": "c", "value_type": "ConstantFloat4", "value": {"data": [1, 2]}},
                 {"id_type": "FunctionConstantName", "id": "c", "value_type": "ConstantBool", "value": {"data": 2}}]}]}"#,
        );
        let c = codes(&l);
        assert_eq!(
            c,
            vec![
                ("missing-member", "/pipelines/compute_pipelines/0".into()),
                ("type-mismatch", "/pipelines/compute_pipelines/1/compute_function".into()),
                ("out-of-range", "/pipelines/compute_pipelines/1/max_call_stack_depth".into()),
                ("invalid-enum", "/pipelines/render_pipelines/0/input_primitive_topology".into()),
                ("invalid-enum", "/pipelines/render_pipelines/0/color_attachments/0/write_mask".into()),
                ("out-of-range", "/named_function_constant_values/0/constant_values/0/id/data".into()),
                ("value-arity", "/named_function_constant_values/0/constant_values/1/value/data".into()),
                ("type-mismatch", "/named_function_constant_values/0/constant_values/2/value/data".into()),
            ]
        );
    }

    #[test]
    fn duplicate_member_is_an_error() {
        let l = load_str(r#"{"libraries": {"paths": [{"label": "a", "path": "x", "label": "b"}]}}"#);
        assert_eq!(codes(&l), vec![("duplicate-member", "/libraries/paths/0/label".into())]);
    }

    #[test]
    fn predicate_errors_point_inside_the_string() {
        let src = r#"{"named_predicates": [{"name": "p", "predicate": "supportsFamily(apple7) & x"}]}"#;
        let l = load_str(src);
        let d = l.diagnostics.iter().next().expect("a diagnostic");
        assert_eq!(d.code, "predicate-syntax");
        let span = d.span.expect("span");
        assert_eq!(&src[span.start as usize..span.start as usize + 1], "&");
    }

    #[test]
    fn no_object_type_requests_more_keys_than_tracked() {
        // The mesh pipeline is the largest object: keep MAX_KNOWN above its member count.
        let l = load_str(r#"{"pipelines": {"mesh_render_pipelines": [{"mesh_function": "m", "zzz": 1}]}}"#);
        let d = l.diagnostics.iter().next().expect("warning");
        assert!(d.notes[0].contains("support_adding_fragment_binary_functions"), "{:?}", d.notes);
    }
}
