//! The lenient JSON reader for `.mtlp-json` scripts. It accepts the dialect of Apple's own
//! examples and of flatc's JSON parser (which backs the format): trailing commas, `//` and
//! `/* */` comments, unquoted keys, single-quoted strings, bare identifiers as string
//! values (flatc writes enum values that way), `nan`/`inf`, and hexadecimal integers.
//! Every value keeps its byte span so later stages can point at it. Strings without
//! escapes borrow from the input; nothing else allocates per byte.

use std::borrow::Cow;

use diagnostics::{Diagnostic, Span};

/// Deepest nesting accepted; real scripts stay below 12, and a bound keeps hostile input
/// from exhausting the stack.
pub const MAX_DEPTH: usize = 128;

#[derive(Debug, Clone, PartialEq)]
pub struct Value<'s> {
    pub span: Span,
    pub kind: Kind<'s>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind<'s> {
    Null,
    Bool(bool),
    Number(Number),
    String(Cow<'s, str>),
    Array(Vec<Value<'s>>),
    Object(Vec<Member<'s>>),
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number {
    /// An integer literal that fits `i64`.
    Int(i64),
    /// A non-negative integer literal above `i64::MAX`.
    UInt(u64),
    /// A literal with a fraction or exponent, or `nan`/`inf`.
    Float(f64),
    /// A literal whose magnitude no 64-bit type holds (an integer beyond `i64`/`u64`, a
    /// float beyond `f64`): kept, approximately, so that checks report it as out of range
    /// instead of silently rounding it.
    Big(f64),
}

impl Number {
    pub fn as_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::UInt(u) => u as f64,
            Number::Float(f) | Number::Big(f) => f,
        }
    }

    /// The value as an integer when it is one exactly (so `2.0` is accepted where an
    /// integer is expected, as flatc does, but `2.5` is not).
    pub fn as_i128(self) -> Option<i128> {
        match self {
            Number::Int(i) => Some(i128::from(i)),
            Number::UInt(u) => Some(i128::from(u)),
            Number::Float(f) if f.fract() == 0.0 && f.abs() < 1.8e19 => Some(f as i128),
            Number::Float(_) | Number::Big(_) => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Member<'s> {
    pub key: Cow<'s, str>,
    pub key_span: Span,
    pub value: Value<'s>,
}

impl<'s> Value<'s> {
    pub fn type_name(&self) -> &'static str {
        match &self.kind {
            Kind::Null => "null",
            Kind::Bool(_) => "a boolean",
            Kind::Number(_) => "a number",
            Kind::String(_) => "a string",
            Kind::Array(_) => "an array",
            Kind::Object(_) => "an object",
        }
    }
}

/// Parses one JSON document. Syntax errors stop the parse: the reader cannot know what the
/// writer meant past a broken token, and one precise error beats a cascade.
pub fn parse(text: &str) -> Result<Value<'_>, Diagnostic> {
    if u32::try_from(text.len()).is_err() {
        return Err(Diagnostic::error("json-syntax", "script is larger than 4 GiB"));
    }
    let mut p = Parser {
        src: text,
        bytes: text.as_bytes(),
        pos: 0,
        depth: 0,
        members: Vec::new(),
        items: Vec::new(),
    };
    if p.bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        p.pos = 3;
    }
    p.skip_ws()?;
    if p.pos >= p.bytes.len() {
        return Err(p.err_here("expected a JSON value, found end of file"));
    }
    let v = p.value()?;
    p.skip_ws()?;
    if p.pos < p.bytes.len() {
        return Err(p.err_at(p.pos, p.pos + 1, "unexpected text after the top-level value"));
    }
    Ok(v)
}

struct Parser<'s> {
    src: &'s str,
    bytes: &'s [u8],
    pos: usize,
    depth: usize,
    /// Scratch stacks shared by all nesting levels: each object or array collects its
    /// elements here and moves them into one exactly sized `Vec` when it closes, which
    /// avoids growing a `Vec` per container (the allocator dominates parsing otherwise).
    members: Vec<Member<'s>>,
    items: Vec<Value<'s>>,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b == b'$'
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$'
}

impl<'s> Parser<'s> {
    fn span(&self, start: usize, end: usize) -> Span {
        // Lengths were checked against u32 in `parse`.
        Span::new(start as u32, end as u32)
    }

    fn err_at(&self, start: usize, end: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error("json-syntax", msg).with_span(self.span(start, end.min(self.bytes.len())))
    }

    fn err_here(&self, msg: impl Into<String>) -> Diagnostic {
        self.err_at(self.pos, self.pos + 1, msg)
    }

    fn describe_here(&self) -> String {
        match self.src[self.pos..].chars().next() {
            None => "end of file".to_owned(),
            Some(c) if c.is_control() => format!("{c:?}"),
            Some(c) => format!("`{c}`"),
        }
    }

    fn skip_ws(&mut self) -> Result<(), Diagnostic> {
        loop {
            match self.bytes.get(self.pos) {
                Some(b' ' | b'\t' | b'\n' | b'\r') => self.pos += 1,
                Some(b'/') => match self.bytes.get(self.pos + 1) {
                    Some(b'/') => {
                        while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
                            self.pos += 1;
                        }
                    }
                    Some(b'*') => {
                        let start = self.pos;
                        match self.src[self.pos + 2..].find("*/") {
                            Some(i) => self.pos += 2 + i + 2,
                            None => return Err(self.err_at(start, start + 2, "unterminated block comment")),
                        }
                    }
                    _ => return Err(self.err_here("unexpected `/` (comments start with `//` or `/*`)")),
                },
                _ => return Ok(()),
            }
        }
    }

    fn value(&mut self) -> Result<Value<'s>, Diagnostic> {
        let start = self.pos;
        let Some(&b) = self.bytes.get(self.pos) else {
            return Err(self.err_here("expected a JSON value, found end of file"));
        };
        match b {
            b'{' => self.object(),
            b'[' => self.array(),
            b'"' | b'\'' => {
                let s = self.string()?;
                Ok(Value { span: self.span(start, self.pos), kind: Kind::String(s) })
            }
            b'-' | b'+' | b'0'..=b'9' | b'.' => self.number(),
            b if is_ident_start(b) => {
                let word = self.ident();
                let kind = match word {
                    "true" => Kind::Bool(true),
                    "false" => Kind::Bool(false),
                    "null" => Kind::Null,
                    "nan" | "NaN" => Kind::Number(Number::Float(f64::NAN)),
                    "inf" | "infinity" | "Infinity" => Kind::Number(Number::Float(f64::INFINITY)),
                    w => Kind::String(Cow::Borrowed(w)),
                };
                Ok(Value { span: self.span(start, self.pos), kind })
            }
            _ => Err(self.err_here(format!("expected a JSON value, found {}", self.describe_here()))),
        }
    }

    fn enter(&mut self) -> Result<(), Diagnostic> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err_here(format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        Ok(())
    }

    fn object(&mut self) -> Result<Value<'s>, Diagnostic> {
        let start = self.pos;
        self.enter()?;
        self.pos += 1;
        let base = self.members.len();
        loop {
            self.skip_ws()?;
            match self.bytes.get(self.pos) {
                Some(b'}') => {
                    self.pos += 1;
                    break;
                }
                None => return Err(self.err_at(start, start + 1, "unterminated object: missing `}`")),
                _ => {}
            }
            let key_start = self.pos;
            let key = match self.bytes[self.pos] {
                b'"' | b'\'' => self.string()?,
                b if is_ident_start(b) => Cow::Borrowed(self.ident()),
                _ => {
                    return Err(self
                        .err_here(format!("expected a member name or `}}`, found {}", self.describe_here())))
                }
            };
            let key_span = self.span(key_start, self.pos);
            self.skip_ws()?;
            if self.bytes.get(self.pos) != Some(&b':') {
                return Err(
                    self.err_here(format!("expected `:` after member name, found {}", self.describe_here()))
                );
            }
            self.pos += 1;
            self.skip_ws()?;
            let value = self.value()?;
            self.members.push(Member { key, key_span, value });
            self.skip_ws()?;
            match self.bytes.get(self.pos) {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    break;
                }
                None => return Err(self.err_at(start, start + 1, "unterminated object: missing `}`")),
                _ => {
                    return Err(self.err_here(format!(
                        "expected `,` or `}}` after member, found {}",
                        self.describe_here()
                    )))
                }
            }
        }
        self.depth -= 1;
        let members = self.members.drain(base..).collect();
        Ok(Value { span: self.span(start, self.pos), kind: Kind::Object(members) })
    }

    fn array(&mut self) -> Result<Value<'s>, Diagnostic> {
        let start = self.pos;
        self.enter()?;
        self.pos += 1;
        let base = self.items.len();
        loop {
            self.skip_ws()?;
            match self.bytes.get(self.pos) {
                Some(b']') => {
                    self.pos += 1;
                    break;
                }
                None => return Err(self.err_at(start, start + 1, "unterminated array: missing `]`")),
                _ => {}
            }
            let v = self.value()?;
            self.items.push(v);
            self.skip_ws()?;
            match self.bytes.get(self.pos) {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    break;
                }
                None => return Err(self.err_at(start, start + 1, "unterminated array: missing `]`")),
                _ => {
                    return Err(self.err_here(format!(
                        "expected `,` or `]` after array element, found {}",
                        self.describe_here()
                    )))
                }
            }
        }
        self.depth -= 1;
        let items = self.items.drain(base..).collect();
        Ok(Value { span: self.span(start, self.pos), kind: Kind::Array(items) })
    }

    fn ident(&mut self) -> &'s str {
        let start = self.pos;
        while self.pos < self.bytes.len() && is_ident_continue(self.bytes[self.pos]) {
            self.pos += 1;
        }
        &self.src[start..self.pos]
    }

    fn string(&mut self) -> Result<Cow<'s, str>, Diagnostic> {
        let quote = self.bytes[self.pos];
        let start = self.pos;
        self.pos += 1;
        let content_start = self.pos;
        // Fast path: no escapes.
        loop {
            match self.bytes.get(self.pos) {
                None | Some(b'\n') => {
                    return Err(self.err_at(start, self.pos, "unterminated string"));
                }
                Some(&b) if b == quote => {
                    let s = &self.src[content_start..self.pos];
                    self.pos += 1;
                    return Ok(Cow::Borrowed(s));
                }
                Some(b'\\') => break,
                Some(_) => self.pos += 1,
            }
        }
        let mut out = String::from(&self.src[content_start..self.pos]);
        loop {
            let Some(&b) = self.bytes.get(self.pos) else {
                return Err(self.err_at(start, self.pos, "unterminated string"));
            };
            if b == quote {
                self.pos += 1;
                return Ok(Cow::Owned(out));
            }
            match b {
                b'\n' => return Err(self.err_at(start, self.pos, "unterminated string")),
                b'\\' => {
                    let esc = self.pos;
                    self.pos += 1;
                    let Some(&e) = self.bytes.get(self.pos) else {
                        return Err(self.err_at(start, self.pos, "unterminated string"));
                    };
                    self.pos += 1;
                    match e {
                        b'"' => out.push('"'),
                        b'\'' => out.push('\''),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4(esc)?;
                            let c = if (0xD800..0xDC00).contains(&hi) {
                                if self.bytes.get(self.pos) == Some(&b'\\')
                                    && self.bytes.get(self.pos + 1) == Some(&b'u')
                                {
                                    self.pos += 2;
                                    let lo = self.hex4(esc)?;
                                    if !(0xDC00..0xE000).contains(&lo) {
                                        return Err(self.err_at(
                                            esc,
                                            self.pos,
                                            "invalid UTF-16 surrogate pair",
                                        ));
                                    }
                                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))
                                } else {
                                    None
                                }
                            } else {
                                char::from_u32(hi)
                            };
                            match c {
                                Some(c) => out.push(c),
                                None => {
                                    return Err(self.err_at(
                                        esc,
                                        self.pos,
                                        "invalid unicode escape (lone surrogate)",
                                    ))
                                }
                            }
                        }
                        _ => {
                            let len = self.src[esc + 1..].chars().next().map_or(1, char::len_utf8);
                            return Err(self.err_at(esc, esc + 1 + len, "invalid escape sequence in string"));
                        }
                    }
                }
                _ => {
                    // Copy a run of plain bytes at once; the run ends on ASCII, so it is
                    // always on a char boundary.
                    let run = self.pos;
                    while self.pos < self.bytes.len()
                        && !matches!(self.bytes[self.pos], b'\\' | b'\n')
                        && self.bytes[self.pos] != quote
                    {
                        self.pos += 1;
                    }
                    out.push_str(&self.src[run..self.pos]);
                }
            }
        }
    }

    fn hex4(&mut self, esc: usize) -> Result<u32, Diagnostic> {
        let digits = self.bytes.get(self.pos..self.pos + 4);
        let v = digits
            .and_then(|d| d.iter().try_fold(0u32, |acc, &b| (b as char).to_digit(16).map(|x| acc * 16 + x)));
        match v {
            Some(v) => {
                self.pos += 4;
                Ok(v)
            }
            None => {
                Err(self.err_at(esc, (self.pos + 4).min(self.bytes.len()), "`\\u` needs four hex digits"))
            }
        }
    }

    fn number(&mut self) -> Result<Value<'s>, Diagnostic> {
        let start = self.pos;
        let mut neg = false;
        if matches!(self.bytes[self.pos], b'-' | b'+') {
            neg = self.bytes[self.pos] == b'-';
            self.pos += 1;
        }
        // `-inf`, `+inf`, `-nan`.
        if self.bytes.get(self.pos).copied().is_some_and(is_ident_start) {
            let word = self.ident();
            let f = match word {
                "inf" | "infinity" | "Infinity" => f64::INFINITY,
                "nan" | "NaN" => f64::NAN,
                _ => {
                    return Err(self.err_at(
                        start,
                        self.pos,
                        format!("invalid number `{}`", &self.src[start..self.pos]),
                    ))
                }
            };
            let f = if neg { -f } else { f };
            return Ok(Value { span: self.span(start, self.pos), kind: Kind::Number(Number::Float(f)) });
        }
        if self.bytes.get(self.pos) == Some(&b'0')
            && matches!(self.bytes.get(self.pos + 1), Some(b'x' | b'X'))
        {
            self.pos += 2;
            let digits_start = self.pos;
            while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_hexdigit() {
                self.pos += 1;
            }
            let digits = &self.src[digits_start..self.pos];
            let n = u64::from_str_radix(digits, 16).map_err(|_| {
                self.err_at(
                    start,
                    self.pos,
                    format!("invalid hexadecimal integer `{}`", &self.src[start..self.pos]),
                )
            })?;
            let num = integer(neg, n).ok_or_else(|| self.err_at(start, self.pos, "integer out of range"))?;
            return Ok(Value { span: self.span(start, self.pos), kind: Kind::Number(num) });
        }
        let digits_start = self.pos;
        let mut is_float = false;
        while self.pos < self.bytes.len() {
            match self.bytes[self.pos] {
                b'0'..=b'9' => self.pos += 1,
                b'.' | b'e' | b'E' => {
                    is_float = true;
                    self.pos += 1;
                }
                b'-' | b'+' if matches!(self.bytes[self.pos - 1], b'e' | b'E') => self.pos += 1,
                _ => break,
            }
        }
        // An identifier glued to a number (`12abc`) is one bad token, reported whole.
        while self.pos < self.bytes.len() && is_ident_continue(self.bytes[self.pos]) {
            self.pos += 1;
            is_float = true;
        }
        let text = &self.src[digits_start..self.pos];
        let bad = || self.err_at(start, self.pos, format!("invalid number `{}`", &self.src[start..self.pos]));
        if text.is_empty() {
            return Err(bad());
        }
        let num = if is_float {
            let f: f64 = text.parse().map_err(|_| bad())?;
            let f = if neg { -f } else { f };
            if f.is_finite() {
                Number::Float(f)
            } else {
                Number::Big(f)
            }
        } else {
            match text.parse::<u64>() {
                Ok(n) => match integer(neg, n) {
                    Some(num) => num,
                    None => Number::Big(if neg { -(n as f64) } else { n as f64 }),
                },
                // More digits than u64 holds: keep the magnitude as a float so that range
                // checks report it as out of range rather than as malformed.
                Err(_) => {
                    let f: f64 = text.parse().map_err(|_| bad())?;
                    Number::Big(if neg { -f } else { f })
                }
            }
        };
        Ok(Value { span: self.span(start, self.pos), kind: Kind::Number(num) })
    }
}

fn integer(neg: bool, n: u64) -> Option<Number> {
    if neg {
        if n <= i64::MAX as u64 {
            Some(Number::Int(-(n as i64)))
        } else if n == i64::MAX as u64 + 1 {
            Some(Number::Int(i64::MIN))
        } else {
            None
        }
    } else if n <= i64::MAX as u64 {
        Some(Number::Int(n as i64))
    } else {
        Some(Number::UInt(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(s: &str) -> Value<'_> {
        match parse(s) {
            Ok(v) => v,
            Err(e) => panic!("{s:?}: {e:?}"),
        }
    }

    fn err(s: &str) -> Diagnostic {
        match parse(s) {
            Ok(v) => panic!("{s:?} parsed: {v:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn apple_dialect() {
        let v = ok("{ // c\n a: [1, 2,], /* x */ 'b': \"q\\n\", c: ConstantUInt, d: -inf, e: 0x10, }");
        let Kind::Object(m) = &v.kind else { panic!() };
        assert_eq!(m.len(), 5);
        assert_eq!(m[0].key, "a");
        assert_eq!(m[1].value.kind, Kind::String(Cow::Owned("q\n".into())));
        assert_eq!(m[2].value.kind, Kind::String(Cow::Borrowed("ConstantUInt")));
        assert!(matches!(m[3].value.kind, Kind::Number(Number::Float(f)) if f == f64::NEG_INFINITY));
        assert_eq!(m[4].value.kind, Kind::Number(Number::Int(16)));
        assert_eq!(m[0].key_span, Span::new(8, 9));
    }

    #[test]
    fn numbers() {
        assert_eq!(ok("18446744073709551615").kind, Kind::Number(Number::UInt(u64::MAX)));
        assert_eq!(ok("-9223372036854775808").kind, Kind::Number(Number::Int(i64::MIN)));
        assert_eq!(ok("1.5e2").kind, Kind::Number(Number::Float(150.0)));
        assert!(matches!(ok("123456789012345678901234").kind, Kind::Number(Number::Big(_))));
        assert!(matches!(ok("-9223372036854775809").kind, Kind::Number(Number::Big(_))));
        assert!(matches!(ok("1e400").kind, Kind::Number(Number::Big(f)) if f.is_infinite()));
        assert_eq!(Number::Float(3.0).as_i128(), Some(3));
        assert_eq!(Number::Float(3.5).as_i128(), None);
    }

    #[test]
    fn unicode_escapes() {
        assert_eq!(ok(r#""\u00e9\ud83d\ude00""#).kind, Kind::String(Cow::Owned("é😀".into())));
        assert_eq!(err(r#""\ud83d""#).code, "json-syntax");
    }

    #[test]
    fn errors_have_spans() {
        let e = err("{\"a\": 1 \"b\": 2}");
        assert_eq!(e.span, Some(Span::new(8, 9)));
        assert!(e.message.contains("expected `,` or `}`"), "{}", e.message);
        assert!(err("{\"a\": [1, 2}").message.contains("expected `,` or `]`"));
        assert!(err("{\"a\": \"x}").message.contains("unterminated string"));
        assert!(err("/* x").message.contains("unterminated block comment"));
        assert!(err("").message.contains("end of file"));
        assert!(err("{} {}").message.contains("after the top-level"));
        assert!(err("12abc").message.contains("invalid number"));
    }

    #[test]
    fn depth_is_bounded() {
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert!(err(&deep).message.contains("nesting"));
        let fine = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        ok(&fine);
    }
}
