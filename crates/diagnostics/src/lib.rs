//! Diagnostics shared by every stage of metal-nt: what went wrong, how bad it is, a stable
//! code, and where (file, byte span, JSON pointer). Stages only *collect* diagnostics;
//! rendering (human text with a caret, or JSON Lines) happens in the binaries, which own
//! the source text. This crate also owns the "did you mean" ranking used for every
//! unknown name, so that all suggestions behave alike.

mod lines;
mod suggest;

pub use lines::LineIndex;
pub use suggest::{close_matches, did_you_mean, edit_distance};

use std::fmt;

/// A half-open byte range `[start, end)` in one input file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const fn new(start: u32, end: u32) -> Self {
        Span { start, end }
    }

    /// A span covering one byte offset, used by binary inputs where there is no text.
    pub const fn at(offset: u32) -> Self {
        Span { start: offset, end: offset }
    }

    /// The span of `len` bytes starting `delta` bytes into `self` (saturating).
    pub fn sub(self, delta: usize, len: usize) -> Span {
        let start = self.start.saturating_add(u32::try_from(delta).unwrap_or(u32::MAX));
        let end = start.saturating_add(u32::try_from(len).unwrap_or(u32::MAX));
        Span { start, end }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One problem found in the input. `code` is a stable kebab-case identifier (documented in
/// docs/diagnostics.md) that tests and users may match on; `message` may be reworded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: &'static str,
    pub message: String,
    /// The input file the span refers to, as the user named it.
    pub file: Option<String>,
    pub span: Option<Span>,
    /// RFC 6901 JSON pointer of the script member concerned.
    pub pointer: Option<String>,
    /// Extra lines: suggestions ("did you mean …?"), places searched, and so on.
    pub notes: Vec<String>,
    /// Other places in the same file that explain this one ("first defined here").
    pub related: Vec<(String, Span)>,
}

impl Diagnostic {
    pub fn new(severity: Severity, code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            file: None,
            span: None,
            pointer: None,
            notes: Vec::new(),
            related: Vec::new(),
        }
    }

    pub fn error(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, code, message)
    }

    pub fn warning(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, code, message)
    }

    pub fn with_span(mut self, span: Span) -> Self {
        self.span = Some(span);
        self
    }

    pub fn with_pointer(mut self, pointer: impl Into<String>) -> Self {
        self.pointer = Some(pointer.into());
        self
    }

    pub fn with_file(mut self, file: impl Into<String>) -> Self {
        self.file = Some(file.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Adds "did you mean `x`?" when one of `candidates` is close to `name`.
    pub fn with_suggestion<'a>(mut self, name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Self {
        if let Some(best) = did_you_mean(name, candidates) {
            self.notes.push(format!("did you mean `{best}`?"));
        }
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// An ordered collection of diagnostics; order is the order of discovery, which follows
/// the input, so output is deterministic.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }

    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.is_error()).count()
    }

    pub fn warning_count(&self) -> usize {
        self.items.iter().filter(|d| d.severity == Severity::Warning).count()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.items.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, Diagnostic> {
        self.items.iter_mut()
    }

    /// Stable-sorts the diagnostics from index `start` on by `key` (`None` first).
    pub fn sort_from<K: Ord>(&mut self, start: usize, key: impl FnMut(&Diagnostic) -> K) {
        if let Some(tail) = self.items.get_mut(start..) {
            tail.sort_by_key(key);
        }
    }

    /// Sets `file` on every diagnostic that has none yet.
    pub fn set_file(&mut self, file: &str) {
        for d in &mut self.items {
            if d.file.is_none() {
                d.file = Some(file.to_owned());
            }
        }
    }

    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// Escapes one JSON-pointer reference token (RFC 6901 §3).
pub fn escape_pointer_token(token: &str, out: &mut String) {
    if !token.contains(['~', '/']) {
        out.push_str(token);
        return;
    }
    for c in token.chars() {
        match c {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            c => out.push(c),
        }
    }
}

/// Builds a JSON pointer from reference tokens.
pub fn pointer<I, T>(tokens: I) -> String
where
    I: IntoIterator<Item = T>,
    T: fmt::Display,
{
    let mut out = String::new();
    for t in tokens {
        out.push('/');
        escape_pointer_token(&t.to_string(), &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_escapes_tokens() {
        assert_eq!(pointer(["a/b", "c~d"]), "/a~1b/c~0d");
        assert_eq!(pointer(Vec::<String>::new()), "");
        assert_eq!(pointer(["pipelines".to_string(), 3.to_string()]), "/pipelines/3");
    }

    #[test]
    fn counts() {
        let mut d = Diagnostics::new();
        d.push(Diagnostic::warning("w", "x"));
        d.push(Diagnostic::error("e", "y").with_span(Span::new(1, 2)));
        assert!(d.has_errors());
        assert_eq!((d.error_count(), d.warning_count()), (1, 1));
        d.set_file("a.json");
        assert!(d.iter().all(|x| x.file.as_deref() == Some("a.json")));
    }
}
