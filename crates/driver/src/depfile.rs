//! Make-compatible dependency files (`-MD`, `-MF`, `-MT`), as GCC and clang write them:
//! `target: dep dep …` with backslash line continuations, spaces escaped with `\`, `#`
//! escaped as `\#` and `$` as `$$`, so that make reads every path back exactly.

/// Escapes one path for a make rule.
pub fn escape(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for c in path.chars() {
        match c {
            ' ' => out.push_str("\\ "),
            '#' => out.push_str("\\#"),
            '$' => out.push_str("$$"),
            c => out.push(c),
        }
    }
    out
}

/// The depfile text: one rule, each dependency on its own continued line, duplicates
/// removed (first occurrence kept).
pub fn render(target: &str, deps: &[String]) -> String {
    let mut out = escape(target);
    out.push(':');
    let mut seen = std::collections::BTreeSet::new();
    for d in deps {
        if seen.insert(d.as_str()) {
            out.push_str(" \\\n  ");
            out.push_str(&escape(d));
        }
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_like_gcc() {
        assert_eq!(escape("a b#c$d"), "a\\ b\\#c$$d");
        assert_eq!(
            render("out.metallib", &["s.mtlp-json".into(), "my lib.metallib".into(), "s.mtlp-json".into()]),
            "out.metallib: \\\n  s.mtlp-json \\\n  my\\ lib.metallib\n"
        );
        assert_eq!(render("o", &[]), "o:\n");
    }
}
