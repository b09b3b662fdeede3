//! Rendering diagnostics at the edge: clang-style text (`file:line:col: error: message
//! [code]`, the source line, a caret under the span, notes) or JSON Lines (one object per
//! diagnostic, schema `metal-nt-diagnostic` version 1, docs/diagnostics.md). Line and
//! column are computed here from the byte span and the source text the driver returned.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use diagnostics::{Diagnostic, LineIndex, Severity};
use driver::Source;

pub const JSON_SCHEMA: &str = "metal-nt-diagnostic";
pub const JSON_VERSION: u32 = 1;

/// The text sources diagnostics may point into, indexed once per file.
#[derive(Debug, Default)]
pub struct Sources {
    files: BTreeMap<String, (String, LineIndex)>,
    binary: std::collections::BTreeSet<String>,
}

impl Sources {
    pub fn new(list: &[Source]) -> Self {
        let mut s = Sources::default();
        for src in list {
            match &src.text {
                Some(t) => {
                    s.files.insert(src.name.clone(), (t.clone(), LineIndex::new(t)));
                }
                None => {
                    s.binary.insert(src.name.clone());
                }
            }
        }
        s
    }

    /// (line, column, end line, end column) of a diagnostic, when its file is text.
    fn position(&self, d: &Diagnostic) -> Option<(usize, usize, usize, usize)> {
        let (text, idx) = self.files.get(d.file.as_deref()?)?;
        let span = d.span?;
        let (l, c) = idx.line_col(text, span.start as usize);
        let (el, ec) = idx.line_col(text, span.end as usize);
        Some((l, c, el, ec))
    }

    fn is_binary(&self, d: &Diagnostic) -> bool {
        d.file.as_deref().is_some_and(|f| self.binary.contains(f))
    }
}

struct Style {
    on: bool,
}

impl Style {
    fn paint(&self, code: &str, s: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_owned()
        }
    }
}

/// Clang-style text for one diagnostic.
pub fn human(d: &Diagnostic, sources: &Sources, color: bool) -> String {
    let st = Style { on: color };
    let mut out = String::new();
    let pos = sources.position(d);
    let loc = match (&d.file, pos) {
        (Some(f), Some((l, c, _, _))) => format!("{f}:{l}:{c}: "),
        (Some(f), None) => format!("{f}: "),
        (None, _) => "metal-nt: ".to_owned(),
    };
    let (sev_color, sev) = match d.severity {
        Severity::Error => ("1;31", "error"),
        Severity::Warning => ("1;35", "warning"),
        Severity::Note => ("1;36", "note"),
    };
    let _ = writeln!(
        out,
        "{}{} {} [{}]",
        st.paint("1", &loc),
        st.paint(sev_color, &format!("{sev}:")),
        st.paint("1", &d.message),
        d.code
    );
    if let (Some((l, c, el, ec)), Some(f)) = (pos, d.file.as_deref()) {
        if let Some((text, idx)) = sources.files.get(f) {
            let line = idx.line_text(text, l);
            // Tabs are kept so the caret line up with the source in any tab width.
            let pad: String =
                line.chars().take(c - 1).map(|ch| if ch == '\t' { '\t' } else { ' ' }).collect();
            let width = if el == l {
                ec.saturating_sub(c).max(1)
            } else {
                line.chars().count().saturating_sub(c - 1).max(1)
            };
            let _ = writeln!(out, "{line}");
            let marker = format!("^{}", "~".repeat(width - 1));
            let _ = writeln!(out, "{pad}{}", st.paint("1;32", &marker));
        }
    }
    for (msg, span) in &d.related {
        let at = Diagnostic { span: Some(*span), related: Vec::new(), notes: Vec::new(), ..d.clone() };
        match (d.file.as_deref(), sources.position(&at)) {
            (Some(f), Some((l, c, _, _))) => {
                let _ = writeln!(
                    out,
                    "{}{} {msg}",
                    st.paint("1", &format!("{f}:{l}:{c}: ")),
                    st.paint("1;36", "note:")
                );
                if let Some((text, idx)) = sources.files.get(f) {
                    let line = idx.line_text(text, l);
                    let pad: String =
                        line.chars().take(c - 1).map(|ch| if ch == '\t' { '\t' } else { ' ' }).collect();
                    let _ = writeln!(out, "{line}\n{pad}{}", st.paint("1;32", "^"));
                }
            }
            _ => {
                let _ = writeln!(out, "{} {msg} (byte offset {})", st.paint("1;36", "note:"), span.start);
            }
        }
    }
    if sources.is_binary(d) {
        if let Some(s) = d.span {
            let _ = writeln!(out, "{} at byte offset {}", st.paint("1;36", "note:"), s.start);
        }
    }
    for n in &d.notes {
        let _ = writeln!(out, "{} {n}", st.paint("1;36", "note:"));
    }
    if let Some(p) = &d.pointer {
        if !p.is_empty() {
            let _ = writeln!(out, "{} in member {p}", st.paint("1;36", "note:"));
        }
    }
    out
}

/// One JSON Lines record for one diagnostic.
pub fn json(d: &Diagnostic, sources: &Sources) -> String {
    let pos = sources.position(d);
    let v = serde_json::json!({
        "schema": JSON_SCHEMA,
        "version": JSON_VERSION,
        "severity": d.severity.as_str(),
        "code": d.code,
        "message": d.message,
        "file": d.file,
        "line": pos.map(|p| p.0),
        "column": pos.map(|p| p.1),
        "end_line": pos.map(|p| p.2),
        "end_column": pos.map(|p| p.3),
        "offset": d.span.map(|s| s.start),
        "length": d.span.map(|s| s.end - s.start),
        "pointer": d.pointer,
        "notes": d.notes,
        "related": d.related.iter().map(|(msg, span)| {
            let at = Diagnostic { span: Some(*span), related: Vec::new(), notes: Vec::new(), ..d.clone() };
            let pos = sources.position(&at);
            serde_json::json!({
                "message": msg,
                "line": pos.map(|p| p.0),
                "column": pos.map(|p| p.1),
                "offset": span.start,
            })
        }).collect::<Vec<_>>(),
    });
    let mut s = v.to_string();
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use diagnostics::Span;

    fn srcs() -> Sources {
        Sources::new(&[Source { name: "s.json".into(), text: Some("{\n  \"a\": tru\n}\n".into()) }])
    }

    #[test]
    fn clang_style() {
        let d = Diagnostic::error("type-mismatch", "expected a boolean")
            .with_file("s.json")
            .with_span(Span::new(9, 12))
            .with_pointer("/a")
            .with_note("did you mean `true`?");
        assert_eq!(
            human(&d, &srcs(), false),
            "s.json:2:8: error: expected a boolean [type-mismatch]\n  \"a\": tru\n       ^~~\nnote: did you mean `true`?\nnote: in member /a\n"
        );
    }

    #[test]
    fn json_lines() {
        let d = Diagnostic::warning("unknown-member", "x")
            .with_file("s.json")
            .with_span(Span::new(4, 7))
            .with_pointer("/a");
        let v: serde_json::Value = serde_json::from_str(&json(&d, &srcs())).expect("json");
        assert_eq!(v["line"], 2);
        assert_eq!(v["column"], 3);
        assert_eq!(v["severity"], "warning");
        assert_eq!(v["pointer"], "/a");
    }
}
