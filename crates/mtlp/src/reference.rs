//! Function references of metal-pipelines-script(5) FUNCTION REFERENCE: a bare name (a
//! function of the library given on the command line), `alias:<label>#<function>` (a library
//! declared in the script), and `file:<path>#<function>` (a library file, relative paths
//! through `-L`). This module only parses the syntax; the driver resolves them.

use std::fmt;
use std::ops::Range;

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Reference {
    Bare { function: String },
    Alias { label: String, function: String },
    File { path: String, function: String },
}

impl Reference {
    pub fn function(&self) -> &str {
        match self {
            Reference::Bare { function }
            | Reference::Alias { function, .. }
            | Reference::File { function, .. } => function,
        }
    }
}

impl fmt::Display for Reference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reference::Bare { function } => f.write_str(function),
            Reference::Alias { label, function } => write!(f, "alias:{label}#{function}"),
            Reference::File { path, function } => write!(f, "file:{path}#{function}"),
        }
    }
}

/// A malformed reference; `span` is a byte range within the reference text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReferenceError {
    pub message: String,
    pub span: Range<usize>,
    pub note: Option<String>,
}

impl fmt::Display for ReferenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReferenceError {}

fn err(message: impl Into<String>, span: Range<usize>) -> ReferenceError {
    ReferenceError { message: message.into(), span, note: None }
}

const SCHEMES: [&str; 2] = ["alias", "file"];

/// Checks a function name: Metal function names are C++ identifiers, but libraries built by
/// other tools may hold other symbols, so only what can never be a name is rejected.
fn check_function(text: &str, start: usize, what: &str) -> Result<(), ReferenceError> {
    let name = &text[start..];
    if name.is_empty() {
        return Err(err(format!("{what} has an empty function name after `#`"), start..start));
    }
    if let Some((i, c)) = name.char_indices().find(|(_, c)| c.is_whitespace() || *c == '#') {
        let at = start + i;
        return Err(err(
            format!(
                "function name `{name}` contains {}",
                if c == '#' { "a second `#`".to_owned() } else { format!("whitespace {c:?}") }
            ),
            at..at + c.len_utf8(),
        ));
    }
    Ok(())
}

pub fn parse(text: &str) -> Result<Reference, ReferenceError> {
    if text.is_empty() {
        return Err(err("empty function reference", 0..0));
    }
    if let Some(rest) = text.strip_prefix("alias:") {
        let Some(hash) = rest.rfind('#') else {
            return Err(ReferenceError {
                note: Some("an alias reference has the form `alias:<label>#<function>`".into()),
                ..err("missing `#<function>` in alias reference", text.len()..text.len())
            });
        };
        let label = &rest[..hash];
        if label.is_empty() {
            return Err(err("empty library label in alias reference", 6..6));
        }
        check_function(text, 6 + hash + 1, "alias reference")?;
        return Ok(Reference::Alias { label: label.to_owned(), function: rest[hash + 1..].to_owned() });
    }
    if let Some(rest) = text.strip_prefix("file:") {
        let Some(hash) = rest.rfind('#') else {
            return Err(ReferenceError {
                note: Some("a file reference has the form `file:<path>#<function>`".into()),
                ..err("missing `#<function>` in file reference", text.len()..text.len())
            });
        };
        if hash == 0 {
            return Err(err("empty path in file reference", 5..5));
        }
        check_function(text, 5 + hash + 1, "file reference")?;
        return Ok(Reference::File { path: rest[..hash].to_owned(), function: rest[hash + 1..].to_owned() });
    }
    // Something that looks like `scheme:` but is not one we know is almost surely a typo of
    // one: a bare function name never contains `:`, `#` or whitespace.
    if let Some(colon) = text.find(':') {
        let scheme = &text[..colon];
        if !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphabetic()) {
            let mut e = err(format!("unknown reference scheme `{scheme}:`"), 0..colon + 1);
            e.note = Some(match diagnostics::did_you_mean(scheme, SCHEMES) {
                Some(s) => format!("did you mean `{s}:`?"),
                None => "references are a bare function name, `alias:<label>#<function>` or `file:<path>#<function>`".into(),
            });
            return Err(e);
        }
    }
    if let Some(hash) = text.find('#') {
        let mut e = err("a bare function name cannot contain `#`", hash..hash + 1);
        e.note = Some("to name a function of another library, write `alias:<label>#<function>` or `file:<path>#<function>`".into());
        return Err(e);
    }
    if let Some((i, c)) = text.char_indices().find(|(_, c)| c.is_whitespace() || c.is_control()) {
        return Err(err(format!("function name `{text}` contains whitespace {c:?}"), i..i + c.len_utf8()));
    }
    Ok(Reference::Bare { function: text.to_owned() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        assert_eq!(parse("k").ok(), Some(Reference::Bare { function: "k".into() }));
        assert_eq!(
            parse("alias:lib1#my_kernel").ok(),
            Some(Reference::Alias { label: "lib1".into(), function: "my_kernel".into() })
        );
        assert_eq!(
            parse("file:/a/b#c.metallib#k").ok(),
            Some(Reference::File { path: "/a/b#c.metallib".into(), function: "k".into() })
        );
        assert_eq!(parse("alias:a#b").map(|r| r.to_string()).ok().as_deref(), Some("alias:a#b"));
    }

    #[test]
    fn errors() {
        let e = parse("alais:lib#k").expect_err("error");
        assert_eq!(e.span, 0..6);
        assert_eq!(e.note.as_deref(), Some("did you mean `alias:`?"));
        assert_eq!(parse("alias:lib").err().map(|e| e.span), Some(9..9));
        assert_eq!(parse("alias:#k").err().map(|e| e.span), Some(6..6));
        assert_eq!(parse("alias:l#").err().map(|e| e.span), Some(8..8));
        assert_eq!(parse("file:#k").err().map(|e| e.span), Some(5..5));
        assert_eq!(parse("my kernel").err().map(|e| e.span), Some(2..3));
        assert_eq!(parse("lib#k").err().map(|e| e.span), Some(3..4));
        assert_eq!(parse("").err().map(|e| e.span), Some(0..0));
        assert!(parse("alias:l#a b").is_err());
    }
}
