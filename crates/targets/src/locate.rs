//! JSON pointer → position in the configuration text, so that errors found after
//! deserialization (bad family names, duplicate archs, …) still point at a line and column.
//! serde_json keeps no spans, and the text has already been parsed, so a small scanner
//! that only skips values is enough; anything unexpected yields `None`.

/// Byte offset of what `pointer` designates in the JSON `text`. For an object member the
/// offset of its key when `at_key`, else of its value.
pub(crate) fn offset(text: &str, pointer: &str, at_key: bool) -> Option<usize> {
    let b = text.as_bytes();
    let mut pos = ws(b, 0);
    let mut key_pos = None;
    for raw in pointer.split('/').skip(1) {
        let token = raw.replace("~1", "/").replace("~0", "~");
        (key_pos, pos) = child(text, pos, &token)?;
    }
    Some(if at_key { key_pos.unwrap_or(pos) } else { pos })
}

fn ws(b: &[u8], mut pos: usize) -> usize {
    while b.get(pos).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r')) {
        pos += 1;
    }
    pos
}

/// (key offset for object members, value offset) of member/element `token` of the
/// container starting at `pos`.
fn child(text: &str, pos: usize, token: &str) -> Option<(Option<usize>, usize)> {
    let b = text.as_bytes();
    match b.get(pos)? {
        b'{' => {
            let mut p = ws(b, pos + 1);
            while b.get(p) == Some(&b'"') {
                let key_start = p;
                let key_end = string_end(b, p)?;
                let key: String = serde_json::from_str(text.get(p..key_end)?).ok()?;
                p = ws(b, key_end);
                if b.get(p) != Some(&b':') {
                    return None;
                }
                let value = ws(b, p + 1);
                if key == token {
                    return Some((Some(key_start), value));
                }
                p = ws(b, value_end(b, value)?);
                if b.get(p) == Some(&b',') {
                    p = ws(b, p + 1);
                }
            }
            None
        }
        b'[' => {
            let index: usize = token.parse().ok()?;
            let mut p = ws(b, pos + 1);
            for _ in 0..index {
                if b.get(p) == Some(&b']') {
                    return None;
                }
                p = ws(b, value_end(b, p)?);
                if b.get(p) != Some(&b',') {
                    return None;
                }
                p = ws(b, p + 1);
            }
            (b.get(p).is_some_and(|&c| c != b']')).then_some((None, p))
        }
        _ => None,
    }
}

/// Offset just past the string starting at `pos` (which holds `"`).
fn string_end(b: &[u8], pos: usize) -> Option<usize> {
    let mut p = pos + 1;
    loop {
        match b.get(p)? {
            b'\\' => p += 2,
            b'"' => return Some(p + 1),
            _ => p += 1,
        }
    }
}

/// Offset just past the value starting at `pos`. Nesting is tracked with a counter, not
/// recursion, so no input can exhaust the stack.
fn value_end(b: &[u8], pos: usize) -> Option<usize> {
    let mut p = pos;
    let mut depth = 0usize;
    loop {
        match b.get(p)? {
            b'"' => p = string_end(b, p)?,
            b'{' | b'[' => {
                depth += 1;
                p += 1;
            }
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                p += 1;
            }
            _ if depth == 0 => {
                // A scalar: runs to the next delimiter.
                while b
                    .get(p)
                    .is_some_and(|c| !matches!(c, b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r'))
                {
                    p += 1;
                }
                return Some(p);
            }
            _ => p += 1,
        }
        if depth == 0 {
            return Some(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_members_and_elements() {
        let t = r#"{ "a": [1, {"b": "x]"}, [2, 3]], "c~/d": {"e": true} }"#;
        let at = |p: &str, k: bool| offset(t, p, k).and_then(|o| t.get(o..o + 4));
        assert_eq!(at("/a/0", false), Some("1, {"));
        assert_eq!(at("/a/1/b", false), Some("\"x]\""));
        assert_eq!(at("/a/2/1", false), Some("3]],"));
        assert_eq!(at("/c~0~1d/e", false), Some("true"));
        assert_eq!(at("/c~0~1d/e", true), Some("\"e\":"));
        assert_eq!(offset(t, "/a/3", false), None);
        assert_eq!(offset(t, "/z", false), None);
        assert_eq!(offset(t, "", false), Some(0));
        assert_eq!(offset("[", "/0", false), None);
    }
}
