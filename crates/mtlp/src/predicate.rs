//! Predicate expressions of Metal pipelines scripts (metal-pipelines-script(5), PREDICATES;
//! formats.md §2.7): the syntax tree, the parser with precise error spans, evaluation, and
//! the canonical text form. Whether a family or named predicate exists is not checked here:
//! callers walk the tree with [`Expr::visit`] (see `validate`), because the set of families
//! and the named predicates visible at a given point belong to the script and the target.
//!
//! Grammar (C precedence: `!` binds tightest, then `&&`, then `||`; both binary operators are
//! left-associative):
//!
//! ```text
//! predicate := ws* | or
//! or        := and ( "||" and )*
//! and       := unary ( "&&" unary )*
//! unary     := "!"* primary
//! primary   := "(" or ")" | "supportsFamily" "(" ident ")" | "$" ident "(" ")"
//! ident     := [A-Za-z_] [A-Za-z0-9_]*
//! ```
//!
//! ASCII whitespace (space, tab, line breaks, form feed) may appear between any two tokens,
//! so `supportsFamily ( apple7 )` and `$p ( )` are accepted, but not inside `$name`: the `$`
//! is part of the name's token, as in the man page's `$myPredicate1()`. An empty or
//! whitespace-only expression is true. Any identifier is accepted as a family name.
//!
//! Nesting through `(` and `!` is limited to [`MAX_DEPTH`] levels, which bounds the parser's
//! recursion; chains of `&&` / `||` are parsed in loops and may be arbitrarily long. The
//! resulting trees can therefore be arbitrarily deep on their left spine, so every traversal
//! here (evaluation, visiting, display, comparison, cloning and dropping) uses an explicit
//! stack instead of recursion.

use std::fmt;
use std::ops::Range;

use diagnostics::did_you_mean;

/// The name of the only builtin predicate.
pub const SUPPORTS_FAMILY: &str = "supportsFamily";

/// How many `(` and `!` may enclose an operand. Real predicates nest a handful of levels;
/// the limit exists so that hostile input is reported instead of overflowing the stack.
pub const MAX_DEPTH: usize = 256;

/// A parsed predicate expression. Spans are byte offsets within the predicate's text.
///
/// `Clone`, `PartialEq`, `Debug` and `Drop` are implemented without recursion (see the module
/// documentation); because of the `Drop` implementation, the boxed operands cannot be moved out
/// by pattern matching: use `std::mem::take` (which leaves [`Expr::True`]) instead.
#[derive(Default)]
pub enum Expr {
    /// The empty expression.
    #[default]
    True,
    /// `supportsFamily(<name>)`; `span` covers the family identifier.
    Family {
        name: String,
        span: Range<usize>,
    },
    /// `$<name>()`; `span` covers the whole call, from `$` to `)`.
    Named {
        name: String,
        span: Range<usize>,
    },
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
}

/// A syntax error: what is wrong and where, as byte offsets within the predicate's text (always
/// on character boundaries and within the text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PredicateError {
    pub message: String,
    pub span: Range<usize>,
}

impl fmt::Display for PredicateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PredicateError {}

fn error(span: Range<usize>, message: impl Into<String>) -> PredicateError {
    PredicateError { message: message.into(), span }
}

/// Parses a predicate expression; empty or whitespace-only text is [`Expr::True`]. The first
/// problem in text order is reported.
pub fn parse(text: &str) -> Result<Expr, PredicateError> {
    let mut p = Parser::new(text);
    if p.peek().kind == Kind::End {
        return Ok(Expr::True);
    }
    let e = p.or_chain(0, None)?;
    let t = p.peek();
    match t.kind {
        Kind::End => Ok(e),
        Kind::RParen => Err(error(t.span(), "unmatched `)`")),
        _ => Err(p.missing_operator(t)),
    }
}

// ---------------------------------------------------------------------------------------
// Tokens

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    LParen,
    RParen,
    Not,
    And,
    Or,
    /// `[A-Za-z0-9_]+`: identifiers, and digits-first words that are reported in context.
    Word,
    /// `$` immediately followed by a word; the span covers both.
    Dollar,
    /// The first character that is not part of any token; lexing stops there and the
    /// matching error is in `Parser::lex_error`.
    Error,
    End,
}

#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

impl Token {
    fn span(self) -> Range<usize> {
        self.start..self.end
    }
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Tokenizes up to the first bad character. Lexing everything up front (rather than on
/// demand) is fine because the parser only reports the lexer's error when it reaches that
/// token, so a syntax error earlier in the text still wins.
fn lex(text: &str) -> (Vec<Token>, Option<PredicateError>) {
    let bytes = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    let tok = |kind, start, end| Token { kind, start, end };
    while i < bytes.len() {
        let b = bytes[i];
        let next = bytes.get(i + 1).copied();
        let (kind, len) = match b {
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' => {
                i += 1;
                continue;
            }
            b'(' => (Kind::LParen, 1),
            b')' => (Kind::RParen, 1),
            b'!' => (Kind::Not, 1),
            b'&' if next == Some(b'&') => (Kind::And, 2),
            b'|' if next == Some(b'|') => (Kind::Or, 2),
            b'$' => {
                let n = bytes[i + 1..].iter().take_while(|&&c| is_word_byte(c)).count();
                if n == 0 {
                    return bad_dollar(text, i, toks);
                }
                (Kind::Dollar, 1 + n)
            }
            _ if is_word_byte(b) => (Kind::Word, bytes[i..].iter().take_while(|&&c| is_word_byte(c)).count()),
            _ => {
                let err = bad_char(text, i);
                toks.push(tok(Kind::Error, err.span.start, err.span.end));
                return (toks, Some(err));
            }
        };
        toks.push(tok(kind, i, i + len));
        i += len;
    }
    toks.push(tok(Kind::End, text.len(), text.len()));
    (toks, None)
}

fn bad_dollar(text: &str, i: usize, mut toks: Vec<Token>) -> (Vec<Token>, Option<PredicateError>) {
    let rest = text[i + 1..].trim_start_matches([' ', '\t', '\n', '\r', '\x0c']);
    let spaced = rest.len() < text.len() - i - 1 && rest.bytes().next().is_some_and(is_word_byte);
    let message = if spaced {
        "no space is allowed between `$` and the predicate name (write `$name()`)"
    } else {
        "expected a predicate name right after `$`, as in `$name()`"
    };
    toks.push(Token { kind: Kind::Error, start: i, end: i + 1 });
    (toks, Some(error(i..i + 1, message)))
}

/// The error for the character at byte `i`, which starts no token. `i` is always on a
/// character boundary: the lexer only ever advances over whole ASCII tokens.
fn bad_char(text: &str, i: usize) -> PredicateError {
    let Some(c) = text.get(i..).and_then(|s| s.chars().next()) else {
        return error(i..i, "unexpected end of the predicate");
    };
    let span = i..i + c.len_utf8();
    let message = match c {
        '&' => "expected `&&`: a single `&` is not an operator".to_owned(),
        '|' => "expected `||`: a single `|` is not an operator".to_owned(),
        '"' | '\'' => {
            format!("unexpected `{c}`: family and predicate names are written without quotes")
        }
        _ if c.is_whitespace() => {
            format!("unexpected whitespace character U+{:04X}: only ASCII spaces, tabs and line breaks may separate tokens", u32::from(c))
        }
        _ if !c.is_ascii() => format!("unexpected non-ASCII character `{c}` (U+{:04X})", u32::from(c)),
        _ if c.is_ascii_control() => format!("unexpected control character U+{:04X}", u32::from(c)),
        _ => format!("unexpected character `{c}`"),
    };
    error(span, message)
}

// ---------------------------------------------------------------------------------------
// Parser

struct Parser<'t> {
    text: &'t str,
    toks: Vec<Token>,
    pos: usize,
    lex_error: Option<PredicateError>,
}

/// How a token is quoted in messages.
fn token_name(text: &str, t: Token) -> String {
    match t.kind {
        Kind::End => "the end of the predicate".to_owned(),
        _ => format!("`{}`", &text[t.span()]),
    }
}

fn is_keyword(word: &str) -> Option<&'static str> {
    ["and", "or", "not"].iter().position(|k| word.eq_ignore_ascii_case(k)).map(|i| ["&&", "||", "!"][i])
}

fn looks_like_family(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    ["apple", "mac", "common", "metal"].iter().any(|p| w.starts_with(p))
}

impl<'t> Parser<'t> {
    fn new(text: &'t str) -> Self {
        let (toks, lex_error) = lex(text);
        Parser { text, toks, pos: 0, lex_error }
    }

    fn peek(&self) -> Token {
        self.peek_at(0)
    }

    fn peek_at(&self, ahead: usize) -> Token {
        // The token list always ends with `End` or `Error`, and the parser never moves past
        // either, so falling back to the last token is only a guard.
        let last = Token { kind: Kind::End, start: self.text.len(), end: self.text.len() };
        self.toks.get(self.pos + ahead).or(self.toks.last()).copied().unwrap_or(last)
    }

    fn bump(&mut self) -> Token {
        let t = self.peek();
        if !matches!(t.kind, Kind::End | Kind::Error) {
            self.pos += 1;
        }
        t
    }

    fn lex_error(&self, t: Token) -> PredicateError {
        self.lex_error.clone().unwrap_or_else(|| error(t.span(), "unexpected character"))
    }

    fn slice(&self, t: Token) -> &'t str {
        &self.text[t.span()]
    }

    /// `before` is the token preceding the first operand (an operator, `(` or nothing), so that
    /// a missing operand can be blamed on it.
    fn or_chain(&mut self, depth: usize, before: Option<Token>) -> Result<Expr, PredicateError> {
        let mut lhs = self.and_chain(depth, before)?;
        while self.peek().kind == Kind::Or {
            let op = self.bump();
            let rhs = self.and_chain(depth, Some(op))?;
            lhs = Expr::Or(Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn and_chain(&mut self, depth: usize, before: Option<Token>) -> Result<Expr, PredicateError> {
        let mut lhs = self.unary(depth, before)?;
        while self.peek().kind == Kind::And {
            let op = self.bump();
            let rhs = self.unary(depth, Some(op))?;
            lhs = Expr::And(Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self, mut depth: usize, mut before: Option<Token>) -> Result<Expr, PredicateError> {
        // A loop rather than recursion, so a run of `!` costs no stack; the `!`s still count
        // towards `MAX_DEPTH` so that the limit means the same for `!` and `(`.
        let mut nots = 0usize;
        while self.peek().kind == Kind::Not {
            let t = self.bump();
            depth += 1;
            if depth > MAX_DEPTH {
                return Err(too_deep(t));
            }
            nots += 1;
            before = Some(t);
        }
        let mut e = self.primary(depth, before)?;
        for _ in 0..nots {
            e = Expr::Not(Box::new(e));
        }
        Ok(e)
    }

    fn primary(&mut self, depth: usize, before: Option<Token>) -> Result<Expr, PredicateError> {
        let t = self.peek();
        match t.kind {
            Kind::LParen => {
                self.bump();
                if depth + 1 > MAX_DEPTH {
                    return Err(too_deep(t));
                }
                let inner = self.peek();
                match inner.kind {
                    Kind::RParen => {
                        return Err(error(
                            t.start..inner.end,
                            "empty parentheses: expected an expression inside `()`",
                        ))
                    }
                    Kind::End => return Err(unmatched_lparen(t)),
                    _ => {}
                }
                let e = self.or_chain(depth + 1, Some(t))?;
                let close = self.peek();
                match close.kind {
                    Kind::RParen => {
                        self.bump();
                        Ok(e)
                    }
                    Kind::End => Err(unmatched_lparen(t)),
                    _ => Err(self.missing_operator(close)),
                }
            }
            Kind::Word => self.word(t),
            Kind::Dollar => self.named(t),
            Kind::Error => Err(self.lex_error(t)),
            Kind::RParen | Kind::And | Kind::Or | Kind::End | Kind::Not => {
                Err(self.missing_operand(before, t))
            }
        }
    }

    /// `t` is where an operand should start but none does.
    fn missing_operand(&self, before: Option<Token>, t: Token) -> PredicateError {
        let found_op = matches!(t.kind, Kind::And | Kind::Or);
        match before {
            Some(op) if matches!(op.kind, Kind::And | Kind::Or | Kind::Not) => {
                let name = self.slice(op);
                if found_op {
                    error(t.span(), format!("expected an operand between `{name}` and `{}`", self.slice(t)))
                } else if op.kind == Kind::Not {
                    error(op.span(), "`!` is missing its operand")
                } else {
                    error(op.span(), format!("`{name}` is missing its right operand"))
                }
            }
            Some(lp) if lp.kind == Kind::LParen && t.kind == Kind::End => unmatched_lparen(lp),
            Some(lp) if lp.kind == Kind::LParen && t.kind == Kind::RParen => {
                error(lp.start..t.end, "empty parentheses: expected an expression inside `()`")
            }
            _ if found_op => error(t.span(), format!("`{}` is missing its left operand", self.slice(t))),
            _ if t.kind == Kind::RParen => error(t.span(), "unmatched `)`"),
            _ => error(t.span(), format!("expected a predicate, found {}", token_name(self.text, t))),
        }
    }

    /// `t` follows a complete operand where only `&&`, `||`, `)` or the end may.
    fn missing_operator(&self, t: Token) -> PredicateError {
        if t.kind == Kind::Error {
            return self.lex_error(t);
        }
        let found = self.slice(t);
        if t.kind == Kind::Word {
            if let Some(op) = is_keyword(found) {
                return keyword_error(t, found, op);
            }
        }
        error(t.span(), format!("expected `&&` or `||` before `{found}`"))
    }

    fn word(&mut self, t: Token) -> Result<Expr, PredicateError> {
        let w = self.slice(t);
        if w == SUPPORTS_FAMILY {
            return self.supports_family(t);
        }
        if let Some(op) = is_keyword(w) {
            return Err(keyword_error(t, w, op));
        }
        let called = self.peek_at(1).kind == Kind::LParen;
        let close = did_you_mean(w, [SUPPORTS_FAMILY]).is_some();
        let message = if close {
            format!("unknown builtin predicate `{w}`; did you mean `{SUPPORTS_FAMILY}`?")
        } else if called && self.peek_at(2).kind == Kind::RParen {
            format!("unknown builtin predicate `{w}`; named predicates are called with a `$`, as in `${w}()`")
        } else if called {
            format!("unknown builtin predicate `{w}`; the only builtin is `{SUPPORTS_FAMILY}(<family>)`")
        } else if w.eq_ignore_ascii_case("true") || w.eq_ignore_ascii_case("false") {
            format!("`{w}` is not a predicate: there are no boolean literals (an empty predicate is true)")
        } else if looks_like_family(w) {
            format!("`{w}` is not a predicate; did you mean `{SUPPORTS_FAMILY}({w})`?")
        } else if w.starts_with(|c: char| c.is_ascii_digit()) {
            format!("`{w}` is not a predicate")
        } else {
            format!("`{w}` is not a predicate; did you mean `{SUPPORTS_FAMILY}({w})` or `${w}()`?")
        };
        Err(error(t.span(), message))
    }

    fn supports_family(&mut self, word: Token) -> Result<Expr, PredicateError> {
        self.bump();
        let lp = self.peek();
        if lp.kind != Kind::LParen {
            return Err(error(
                word.span(),
                format!("`{SUPPORTS_FAMILY}` needs a GPU family in parentheses, as in `{SUPPORTS_FAMILY}(apple7)`"),
            ));
        }
        self.bump();
        let arg = self.peek();
        match arg.kind {
            Kind::Word => {}
            Kind::RParen => {
                return Err(error(
                    lp.start..arg.end,
                    format!("missing GPU family in `{SUPPORTS_FAMILY}()`, as in `{SUPPORTS_FAMILY}(apple7)`"),
                ))
            }
            Kind::End => {
                return Err(error(
                    lp.span(),
                    format!("unmatched `(`: expected a GPU family and `)` after `{SUPPORTS_FAMILY}(`"),
                ))
            }
            Kind::Dollar => {
                return Err(error(
                    arg.span(),
                    format!("`{SUPPORTS_FAMILY}` takes a GPU family name, not a named predicate"),
                ))
            }
            Kind::Error => return Err(self.lex_error(arg)),
            _ => {
                return Err(error(
                    arg.span(),
                    format!("expected a GPU family name (such as `apple7`) after `{SUPPORTS_FAMILY}(`"),
                ))
            }
        }
        let name = self.slice(arg);
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(error(
                arg.span(),
                format!("`{name}` is not a GPU family name: names start with a letter or `_`"),
            ));
        }
        self.bump();
        let rp = self.peek();
        match rp.kind {
            Kind::RParen => {
                self.bump();
                Ok(Expr::Family { name: name.to_owned(), span: arg.span() })
            }
            Kind::End => Err(unmatched_lparen(lp)),
            Kind::Error if self.text.as_bytes().get(rp.start) == Some(&b',') => Err(error(
                rp.span(),
                format!("`{SUPPORTS_FAMILY}` takes a single GPU family; combine several with `||` or `&&`"),
            )),
            Kind::Error => Err(self.lex_error(rp)),
            _ => Err(error(rp.span(), format!("expected `)` after the GPU family `{name}`"))),
        }
    }

    fn named(&mut self, t: Token) -> Result<Expr, PredicateError> {
        let name = &self.text[t.start + 1..t.end];
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            return Err(error(
                t.span(),
                format!("`{name}` is not a predicate name: names start with a letter or `_`"),
            ));
        }
        self.bump();
        let lp = self.peek();
        if lp.kind != Kind::LParen {
            return Err(error(t.span(), format!("named predicate `${name}` must be called as `${name}()`")));
        }
        self.bump();
        let close = self.peek();
        match close.kind {
            Kind::RParen => {
                self.bump();
                Ok(Expr::Named { name: name.to_owned(), span: t.start..close.end })
            }
            Kind::End => Err(unmatched_lparen(lp)),
            _ => Err(error(
                close.span(),
                format!("named predicate `${name}` takes no arguments; write `${name}()`"),
            )),
        }
    }
}

fn too_deep(t: Token) -> PredicateError {
    error(t.span(), format!("predicate nested too deeply: more than {MAX_DEPTH} levels of `(` and `!`"))
}

fn unmatched_lparen(t: Token) -> PredicateError {
    error(t.span(), "unmatched `(`: no `)` closes it")
}

fn keyword_error(t: Token, word: &str, op: &str) -> PredicateError {
    error(t.span(), format!("`{word}` is not an operator; use `{op}`"))
}

// ---------------------------------------------------------------------------------------
// Evaluation and traversal

impl Expr {
    /// Evaluates the expression, asking `family` whether the target supports a GPU family and
    /// `named` for the value of a named predicate. `&&` and `||` short-circuit left to right
    /// as in C, so the callbacks are not called for every name; do not rely on that to skip
    /// undefined names: validation checks every name statically (through [`Expr::visit`]).
    pub fn eval(&self, family: &mut dyn FnMut(&str) -> bool, named: &mut dyn FnMut(&str) -> bool) -> bool {
        // What to do with an operand's value once it is known.
        enum Then<'a> {
            Negate,
            /// The value of a left `&&` operand: if true, the result is the right operand's.
            And(&'a Expr),
            Or(&'a Expr),
        }
        let mut pending: Vec<Then<'_>> = Vec::new();
        let mut node = self;
        loop {
            let mut value = loop {
                match node {
                    Expr::True => break true,
                    Expr::Family { name, .. } => break family(name),
                    Expr::Named { name, .. } => break named(name),
                    Expr::Not(e) => {
                        pending.push(Then::Negate);
                        node = e;
                    }
                    Expr::And(l, r) => {
                        pending.push(Then::And(r));
                        node = l;
                    }
                    Expr::Or(l, r) => {
                        pending.push(Then::Or(r));
                        node = l;
                    }
                }
            };
            // Unwind until a right operand has to be evaluated (its value is then the value
            // of its whole `&&` / `||` node, so nothing more needs remembering for it).
            let next = loop {
                match pending.pop() {
                    None => return value,
                    Some(Then::Negate) => value = !value,
                    Some(Then::And(r)) if value => break r,
                    Some(Then::Or(r)) if !value => break r,
                    Some(Then::And(_) | Then::Or(_)) => {}
                }
            };
            node = next;
        }
    }

    /// Calls `f` on every node, pre-order, left operands before right ones.
    pub fn visit(&self, f: &mut dyn FnMut(&Expr)) {
        let mut stack = vec![self];
        while let Some(e) = stack.pop() {
            f(e);
            match e {
                Expr::Not(x) => stack.push(x),
                Expr::And(l, r) | Expr::Or(l, r) => {
                    stack.push(r);
                    stack.push(l);
                }
                Expr::True | Expr::Family { .. } | Expr::Named { .. } => {}
            }
        }
    }

    /// Structural equality that ignores spans, e.g. to compare a parsed expression with the
    /// parse of its [`Display`](fmt::Display) text.
    pub fn eq_ignoring_spans(&self, other: &Expr) -> bool {
        equal(self, other, false)
    }

    fn has_operands(&self) -> bool {
        matches!(self, Expr::Not(_) | Expr::And(..) | Expr::Or(..))
    }
}

fn equal(a: &Expr, b: &Expr, spans: bool) -> bool {
    let mut stack = vec![(a, b)];
    while let Some(pair) = stack.pop() {
        match pair {
            (Expr::True, Expr::True) => {}
            (Expr::Family { name: n1, span: s1 }, Expr::Family { name: n2, span: s2 })
            | (Expr::Named { name: n1, span: s1 }, Expr::Named { name: n2, span: s2 }) => {
                if n1 != n2 || (spans && s1 != s2) {
                    return false;
                }
            }
            (Expr::Not(x), Expr::Not(y)) => stack.push((x, y)),
            (Expr::And(l1, r1), Expr::And(l2, r2)) | (Expr::Or(l1, r1), Expr::Or(l2, r2)) => {
                stack.push((r1, r2));
                stack.push((l1, l2));
            }
            _ => return false,
        }
    }
    true
}

impl PartialEq for Expr {
    fn eq(&self, other: &Expr) -> bool {
        equal(self, other, true)
    }
}

impl Eq for Expr {}

impl Clone for Expr {
    fn clone(&self) -> Self {
        enum Step<'a> {
            Copy(&'a Expr),
            Not,
            And,
            Or,
        }
        let mut work = vec![Step::Copy(self)];
        let mut built: Vec<Expr> = Vec::new();
        // Operands are always on `built` when their node's step runs; the default only
        // keeps this free of panicking paths.
        let pop = |built: &mut Vec<Expr>| Box::new(built.pop().unwrap_or_default());
        while let Some(step) = work.pop() {
            match step {
                Step::Copy(e) => match e {
                    Expr::True => built.push(Expr::True),
                    Expr::Family { name, span } => {
                        built.push(Expr::Family { name: name.clone(), span: span.clone() })
                    }
                    Expr::Named { name, span } => {
                        built.push(Expr::Named { name: name.clone(), span: span.clone() })
                    }
                    Expr::Not(x) => work.extend([Step::Not, Step::Copy(x)]),
                    Expr::And(l, r) => work.extend([Step::And, Step::Copy(r), Step::Copy(l)]),
                    Expr::Or(l, r) => work.extend([Step::Or, Step::Copy(r), Step::Copy(l)]),
                },
                Step::Not => {
                    let x = pop(&mut built);
                    built.push(Expr::Not(x));
                }
                Step::And | Step::Or => {
                    let r = pop(&mut built);
                    let l = pop(&mut built);
                    built.push(if matches!(step, Step::And) { Expr::And(l, r) } else { Expr::Or(l, r) });
                }
            }
        }
        built.pop().unwrap_or_default()
    }
}

impl Drop for Expr {
    fn drop(&mut self) {
        // Detach every operand that has operands of its own, so that each node is dropped with
        // leaf children only and the compiler's drop glue never recurses more than one level.
        fn detach(e: &mut Expr, out: &mut Vec<Expr>) {
            match e {
                Expr::Not(x) => {
                    if x.has_operands() {
                        out.push(std::mem::take(&mut **x));
                    }
                }
                Expr::And(l, r) | Expr::Or(l, r) => {
                    for x in [l, r] {
                        if x.has_operands() {
                            out.push(std::mem::take(&mut **x));
                        }
                    }
                }
                Expr::True | Expr::Family { .. } | Expr::Named { .. } => {}
            }
        }
        let mut stack = Vec::new();
        detach(self, &mut stack);
        while let Some(mut e) = stack.pop() {
            detach(&mut e, &mut stack);
        }
    }
}

/// Pieces of output still to write, for the non-recursive `Display` and `Debug`.
enum Piece<'a> {
    Node(&'a Expr),
    Text(&'static str),
}

impl fmt::Display for Expr {
    /// The canonical text: `supportsFamily(f)`, `$name()`, ` && `, ` || `, `!`, with parentheses
    /// only where precedence or the tree's grouping needs them, so that parsing the text gives
    /// back the same tree (spans aside). [`Expr::True`] is written as nothing, which only
    /// parses back at the top level (the parser never produces a nested `True`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn operand<'a>(out: &mut Vec<Piece<'a>>, e: &'a Expr, parens: bool) {
            if parens {
                out.extend([Piece::Text(")"), Piece::Node(e), Piece::Text("(")]);
            } else {
                out.push(Piece::Node(e));
            }
        }
        let is_or = |e: &Expr| matches!(e, Expr::Or(..));
        let is_binary = |e: &Expr| matches!(e, Expr::And(..) | Expr::Or(..));
        let mut todo = vec![Piece::Node(self)];
        while let Some(piece) = todo.pop() {
            match piece {
                Piece::Text(s) => f.write_str(s)?,
                Piece::Node(e) => match e {
                    Expr::True => {}
                    Expr::Family { name, .. } => write!(f, "{SUPPORTS_FAMILY}({name})")?,
                    Expr::Named { name, .. } => write!(f, "${name}()")?,
                    Expr::Not(x) => {
                        f.write_str("!")?;
                        operand(&mut todo, x, is_binary(x));
                    }
                    // Pushed right to left: `todo` is a stack.
                    Expr::And(l, r) => {
                        operand(&mut todo, r, is_binary(r));
                        todo.push(Piece::Text(" && "));
                        operand(&mut todo, l, is_or(l));
                    }
                    Expr::Or(l, r) => {
                        operand(&mut todo, r, is_or(r));
                        todo.push(Piece::Text(" || "));
                        operand(&mut todo, l, false);
                    }
                },
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Expr {
    /// The same text as a derived `Debug` in its compact form (`{:#?}` is not indented).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut todo = vec![Piece::Node(self)];
        while let Some(piece) = todo.pop() {
            match piece {
                Piece::Text(s) => f.write_str(s)?,
                Piece::Node(e) => match e {
                    Expr::True => f.write_str("True")?,
                    Expr::Family { name, span } => write!(f, "Family {{ name: {name:?}, span: {span:?} }}")?,
                    Expr::Named { name, span } => write!(f, "Named {{ name: {name:?}, span: {span:?} }}")?,
                    Expr::Not(x) => todo.extend([Piece::Text(")"), Piece::Node(x), Piece::Text("Not(")]),
                    Expr::And(l, r) | Expr::Or(l, r) => {
                        let open = if matches!(e, Expr::And(..)) { "And(" } else { "Or(" };
                        todo.extend([
                            Piece::Text(")"),
                            Piece::Node(r),
                            Piece::Text(", "),
                            Piece::Node(l),
                            Piece::Text(open),
                        ]);
                    }
                },
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fam(name: &str, span: Range<usize>) -> Expr {
        Expr::Family { name: name.to_owned(), span }
    }
    fn named(name: &str, span: Range<usize>) -> Expr {
        Expr::Named { name: name.to_owned(), span }
    }
    fn not(e: Expr) -> Expr {
        Expr::Not(Box::new(e))
    }
    fn and(l: Expr, r: Expr) -> Expr {
        Expr::And(Box::new(l), Box::new(r))
    }
    fn or(l: Expr, r: Expr) -> Expr {
        Expr::Or(Box::new(l), Box::new(r))
    }

    fn ok(text: &str) -> Expr {
        match parse(text) {
            Ok(e) => e,
            Err(e) => panic!("`{text}` failed to parse: {e} at {:?}", e.span),
        }
    }

    fn fails(text: &str) -> PredicateError {
        match parse(text) {
            Ok(e) => panic!("`{text}` parsed as {e:?}"),
            Err(e) => e,
        }
    }

    /// The error for `text`, checking that the span's text is `at`.
    #[track_caller]
    fn err(text: &str, at: &str) -> String {
        match parse(text) {
            Ok(e) => panic!("`{text}` parsed as {e:?}"),
            Err(e) => {
                assert_eq!(&text[e.span.clone()], at, "span of {:?} for `{text}`", e.message);
                e.message
            }
        }
    }

    /// Like `err`, for texts where the offending text occurs more than once.
    #[track_caller]
    fn err_at(text: &str, span: Range<usize>) -> String {
        match parse(text) {
            Ok(e) => panic!("`{text}` parsed as {e:?}"),
            Err(e) => {
                assert_eq!(e.span, span, "span of {:?} for `{text}`", e.message);
                e.message
            }
        }
    }

    #[test]
    fn empty_is_true() {
        assert_eq!(ok(""), Expr::True);
        assert_eq!(ok(" \t\r\n "), Expr::True);
        assert_eq!(Expr::True.to_string(), "");
    }

    #[test]
    fn man_page_examples() {
        assert_eq!(
            ok("supportsFamily(apple6) || supportsFamily(mac2)"),
            or(fam("apple6", 15..21), fam("mac2", 41..45))
        );
        assert_eq!(
            ok("$myPredicate1() && !supportsFamily(common1)"),
            and(named("myPredicate1", 0..15), not(fam("common1", 35..42)))
        );
        assert_eq!(
            ok("$myPredicate2() || supportsFamily(apple8) || supportsFamily(metal3)"),
            or(or(named("myPredicate2", 0..15), fam("apple8", 34..40)), fam("metal3", 60..66))
        );
    }

    #[test]
    fn whitespace_between_tokens() {
        assert_eq!(ok(" supportsFamily ( apple7 ) "), fam("apple7", 18..24));
        assert_eq!(ok("$p ( )"), named("p", 0..6));
        assert_eq!(ok("!\t$p()&&\n$q()"), and(not(named("p", 2..6)), named("q", 9..13)));
        assert_eq!(ok("(($_x9()))"), named("_x9", 2..8));
    }

    #[test]
    fn precedence_and_associativity() {
        let s = |e: Expr| e.to_string();
        // `!` binds tighter than `&&`, which binds tighter than `||`.
        assert_eq!(s(ok("!$a() && $b() || $c() && !$d()")), "!$a() && $b() || $c() && !$d()");
        assert!(ok("!$a() && $b()").eq_ignoring_spans(&and(not(named("a", 0..0)), named("b", 0..0))));
        assert!(ok("$a() || $b() && $c()")
            .eq_ignoring_spans(&or(named("a", 0..0), and(named("b", 0..0), named("c", 0..0)))));
        assert!(ok("$a() && $b() || $c()")
            .eq_ignoring_spans(&or(and(named("a", 0..0), named("b", 0..0)), named("c", 0..0))));
        // Left associativity.
        assert!(ok("$a() && $b() && $c()")
            .eq_ignoring_spans(&and(and(named("a", 0..0), named("b", 0..0)), named("c", 0..0))));
        assert!(ok("$a() || $b() || $c()")
            .eq_ignoring_spans(&or(or(named("a", 0..0), named("b", 0..0)), named("c", 0..0))));
        // Parentheses override both.
        assert!(ok("$a() && ($b() || $c())")
            .eq_ignoring_spans(&and(named("a", 0..0), or(named("b", 0..0), named("c", 0..0)))));
        assert!(ok("!($a() && $b())").eq_ignoring_spans(&not(and(named("a", 0..0), named("b", 0..0)))));
        assert!(ok("!!$a()").eq_ignoring_spans(&not(not(named("a", 0..0)))));
    }

    #[test]
    fn display_is_canonical_and_round_trips() {
        let cases = [
            ("supportsFamily(apple7) && !$p()", "supportsFamily(apple7) && !$p()"),
            ("(((supportsFamily(apple7))))", "supportsFamily(apple7)"),
            ("$a() && ($b() && $c())", "$a() && ($b() && $c())"),
            ("($a() && $b()) && $c()", "$a() && $b() && $c()"),
            ("$a() || ($b() || $c())", "$a() || ($b() || $c())"),
            ("($a() || $b()) && $c()", "($a() || $b()) && $c()"),
            ("$a() && ($b() || $c())", "$a() && ($b() || $c())"),
            ("$a() || ($b() && $c())", "$a() || $b() && $c()"),
            ("!($a() || $b())", "!($a() || $b())"),
            ("!(!$a())", "!!$a()"),
            ("  supportsFamily ( apple7 )||$p ( )", "supportsFamily(apple7) || $p()"),
        ];
        for (text, canonical) in cases {
            let e = ok(text);
            assert_eq!(e.to_string(), canonical, "display of `{text}`");
            assert!(ok(canonical).eq_ignoring_spans(&e), "round trip of `{text}`");
            assert_eq!(ok(canonical).to_string(), canonical);
        }
    }

    #[test]
    fn eval_follows_c_semantics_and_short_circuits() {
        let e = ok("$a() && !supportsFamily(apple7) || $b()");
        // Returns the value and the callbacks made, in order.
        let run = |a: bool, fam: bool, b: bool| {
            let asked = std::cell::RefCell::new(Vec::new());
            let v = e.eval(
                &mut |f| {
                    asked.borrow_mut().push(format!("f:{f}"));
                    fam
                },
                &mut |n| {
                    asked.borrow_mut().push(n.to_owned());
                    if n == "a" {
                        a
                    } else {
                        b
                    }
                },
            );
            (v, asked.into_inner())
        };
        assert!(run(true, false, false).0);
        assert!(!run(true, true, false).0);
        assert!(run(false, false, true).0);
        assert!(!run(false, true, false).0);
        // `$a()` false: `supportsFamily` is skipped, `$b()` is asked.
        assert_eq!(run(false, false, false).1, ["a", "b"]);
        // `$a()` true and the family unsupported: `$b()` is skipped.
        assert_eq!(run(true, false, false).1, ["a", "f:apple7"]);
        assert!(Expr::True.eval(&mut |_| false, &mut |_| false));
    }

    #[test]
    fn visit_is_pre_order() {
        let e = ok("($a() || supportsFamily(mac2)) && !$b()");
        let mut seen = Vec::new();
        e.visit(&mut |n| {
            seen.push(match n {
                Expr::True => "true".to_owned(),
                Expr::Family { name, .. } => format!("f:{name}"),
                Expr::Named { name, .. } => format!("n:{name}"),
                Expr::Not(_) => "!".to_owned(),
                Expr::And(..) => "&&".to_owned(),
                Expr::Or(..) => "||".to_owned(),
            })
        });
        assert_eq!(seen, ["&&", "||", "n:a", "f:mac2", "!", "n:b"]);
    }

    #[test]
    fn operator_errors() {
        assert!(err("$a() & $b()", "&").contains("expected `&&`"));
        assert!(err("$a() | $b()", "|").contains("expected `||`"));
        assert!(err("$a() &&& $b()", "&").contains("expected `&&`"));
        assert_eq!(err("$a() &&", "&&"), "`&&` is missing its right operand");
        assert_eq!(err("$a() || ", "||"), "`||` is missing its right operand");
        assert_eq!(err("($a() && )", "&&"), "`&&` is missing its right operand");
        assert_eq!(err("$a() !", "!"), "expected `&&` or `||` before `!`");
        assert_eq!(err("!", "!"), "`!` is missing its operand");
        assert_eq!(err("$a() && !", "!"), "`!` is missing its operand");
        assert_eq!(err("&& $a()", "&&"), "`&&` is missing its left operand");
        assert_eq!(err("( || $a())", "||"), "`||` is missing its left operand");
        assert_eq!(err("$a() && || $b()", "||"), "expected an operand between `&&` and `||`");
        assert_eq!(err("!&& $b()", "&&"), "expected an operand between `!` and `&&`");
    }

    #[test]
    fn missing_operator_errors() {
        assert_eq!(
            err("supportsFamily(apple7) supportsFamily(mac2)", "supportsFamily"),
            "expected `&&` or `||` before `supportsFamily`"
        );
        assert_eq!(err("$a() $b()", "$b"), "expected `&&` or `||` before `$b`");
        assert_eq!(err("$a() ($b())", "("), "expected `&&` or `||` before `(`");
        assert_eq!(err("($a() $b())", "$b"), "expected `&&` or `||` before `$b`");
    }

    #[test]
    fn keyword_errors() {
        assert_eq!(err("$a() and $b()", "and"), "`and` is not an operator; use `&&`");
        assert_eq!(err("$a() OR $b()", "OR"), "`OR` is not an operator; use `||`");
        assert_eq!(err("not $a()", "not"), "`not` is not an operator; use `!`");
        assert_eq!(err("$a() && not $b()", "not"), "`not` is not an operator; use `!`");
    }

    #[test]
    fn parenthesis_errors() {
        assert_eq!(err_at("($a() && ($b())", 0..1), "unmatched `(`: no `)` closes it");
        assert_eq!(err_at("(", 0..1), "unmatched `(`: no `)` closes it");
        assert_eq!(err_at("$a() && (", 8..9), "unmatched `(`: no `)` closes it");
        assert_eq!(err("$a())", ")"), "unmatched `)`");
        assert_eq!(err(")", ")"), "unmatched `)`");
        assert_eq!(err("$a() && ( )", "( )"), "empty parentheses: expected an expression inside `()`");
        assert_eq!(err("()", "()"), "empty parentheses: expected an expression inside `()`");
        assert_eq!(err_at("!(", 1..2), "unmatched `(`: no `)` closes it");
    }

    #[test]
    fn supports_family_errors() {
        assert_eq!(
            err("supportsFamily", "supportsFamily"),
            "`supportsFamily` needs a GPU family in parentheses, as in `supportsFamily(apple7)`"
        );
        assert!(err("supportsFamily apple7", "supportsFamily").contains("needs a GPU family in parentheses"));
        assert_eq!(
            err("supportsFamily()", "()"),
            "missing GPU family in `supportsFamily()`, as in `supportsFamily(apple7)`"
        );
        assert_eq!(
            err("supportsFamily( )", "( )"),
            "missing GPU family in `supportsFamily()`, as in `supportsFamily(apple7)`"
        );
        assert!(err("supportsFamily(", "(").starts_with("unmatched `(`"));
        assert_eq!(err("supportsFamily(apple7", "("), "unmatched `(`: no `)` closes it");
        assert_eq!(
            err("supportsFamily(apple7, mac2)", ","),
            "`supportsFamily` takes a single GPU family; combine several with `||` or `&&`"
        );
        assert_eq!(err("supportsFamily(apple7 mac2)", "mac2"), "expected `)` after the GPU family `apple7`");
        assert!(err("supportsFamily(\"apple7\")", "\"").contains("without quotes"));
        assert!(err("supportsFamily($p())", "$p").contains("not a named predicate"));
        assert!(err("supportsFamily(7)", "7").contains("not a GPU family name"));
        assert!(err("supportsFamily(!)", "!").contains("expected a GPU family name"));
    }

    #[test]
    fn unknown_names() {
        assert_eq!(
            err("supportFamily(apple7)", "supportFamily"),
            "unknown builtin predicate `supportFamily`; did you mean `supportsFamily`?"
        );
        assert!(err("SupportsFamily(apple7)", "SupportsFamily").contains("did you mean `supportsFamily`?"));
        assert_eq!(
            err("apple7", "apple7"),
            "`apple7` is not a predicate; did you mean `supportsFamily(apple7)`?"
        );
        assert_eq!(
            err("$a() || mac2", "mac2"),
            "`mac2` is not a predicate; did you mean `supportsFamily(mac2)`?"
        );
        assert_eq!(
            err("foo", "foo"),
            "`foo` is not a predicate; did you mean `supportsFamily(foo)` or `$foo()`?"
        );
        assert_eq!(
            err("myPredicate()", "myPredicate"),
            "unknown builtin predicate `myPredicate`; named predicates are called with a `$`, as in `$myPredicate()`"
        );
        assert_eq!(
            err("gpuFamily(apple7)", "gpuFamily"),
            "unknown builtin predicate `gpuFamily`; the only builtin is `supportsFamily(<family>)`"
        );
        assert!(err("true", "true").contains("no boolean literals"));
        assert_eq!(err("42", "42"), "`42` is not a predicate");
    }

    #[test]
    fn named_predicate_errors() {
        assert_eq!(err("$p", "$p"), "named predicate `$p` must be called as `$p()`");
        assert_eq!(err("$p && $q()", "$p"), "named predicate `$p` must be called as `$p()`");
        assert_eq!(err("$p(x)", "x"), "named predicate `$p` takes no arguments; write `$p()`");
        assert_eq!(err("$p(!$q())", "!"), "named predicate `$p` takes no arguments; write `$p()`");
        assert_eq!(err_at("$p(", 2..3), "unmatched `(`: no `)` closes it");
        assert_eq!(
            err("$ p()", "$"),
            "no space is allowed between `$` and the predicate name (write `$name()`)"
        );
        assert_eq!(err("$()", "$"), "expected a predicate name right after `$`, as in `$name()`");
        assert_eq!(err("$", "$"), "expected a predicate name right after `$`, as in `$name()`");
        assert!(err("$1p()", "$1p").contains("names start with a letter"));
    }

    #[test]
    fn bad_characters() {
        assert_eq!(err("$a() == $b()", "="), "unexpected character `=`");
        assert_eq!(err("$a() && é", "é"), "unexpected non-ASCII character `é` (U+00E9)");
        assert_eq!(err("supportsFamily(applé7)", "é"), "unexpected non-ASCII character `é` (U+00E9)");
        assert!(err("$a()\u{a0}&& $b()", "\u{a0}").contains("U+00A0"));
        assert!(err("$p(🙂)", "🙂").contains("takes no arguments"));
        assert!(err("🙂", "🙂").contains("U+1F642"));
        assert!(err("$a() \u{7}", "\u{7}").contains("control character"));
        // A syntax error before a bad character is reported first.
        assert_eq!(err("$a() $b() é", "$b"), "expected `&&` or `||` before `$b`");
    }

    #[test]
    fn nesting_is_limited() {
        let deep = |n: usize| format!("{}$a(){}", "(".repeat(n), ")".repeat(n));
        assert!(parse(&deep(MAX_DEPTH)).is_ok());
        let e = fails(&deep(MAX_DEPTH + 1));
        assert_eq!(e.span, MAX_DEPTH..MAX_DEPTH + 1);
        assert!(e.message.contains("nested too deeply"));
        assert!(parse(&"!".repeat(MAX_DEPTH)).is_err());
        let nots = format!("{}$a()", "!".repeat(MAX_DEPTH));
        assert!(ok(&nots).eval(&mut |_| false, &mut |_| true));
        assert_eq!(fails(&format!("!{nots}")).span, MAX_DEPTH..MAX_DEPTH + 1);
        // `(` and `!` count together.
        let mixed = format!("{}$a(){}", "!(".repeat(MAX_DEPTH / 2 + 1), ")".repeat(MAX_DEPTH / 2 + 1));
        assert!(fails(&mixed).message.contains("nested too deeply"));
        // Far beyond the limit: an error, not a stack overflow.
        assert!(parse(&"(".repeat(1_000_000)).is_err());
        assert!(parse(&"!".repeat(1_000_000)).is_err());
    }

    #[test]
    fn long_chains_do_not_recurse() {
        // ~1 MB each. 100 KB is not enough to catch recursion: the compiler's drop glue gets
        // through a 12,500-deep chain on a 2 MB test thread, but not through a 125,000-deep one.
        let n = 1_000_000 / 8;
        let ands = vec!["$a()"; n].join(" && ");
        let e = ok(&ands);
        assert!(e.eval(&mut |_| false, &mut |_| true));
        let mut asked = 0;
        assert!(!e.eval(&mut |_| false, &mut |_| {
            asked += 1;
            false
        }));
        assert_eq!(asked, 1, "`&&` short-circuits");
        let mut nodes = 0;
        e.visit(&mut |_| nodes += 1);
        assert_eq!(nodes, 2 * n - 1);
        let copy = e.clone();
        assert_eq!(copy, e);
        assert_eq!(e.to_string(), ands);
        assert!(format!("{e:?}").starts_with("And(And(And("));
        drop(copy);

        let mixed: String =
            (0..n).map(|i| if i % 3 == 0 { "!$a() || " } else { "$b() && " }).collect::<String>() + "$c()";
        let e = ok(&mixed);
        assert_eq!(e.to_string(), mixed);
        assert!(ok(&e.to_string()).eq_ignoring_spans(&e));
        assert!(e.eval(&mut |_| false, &mut |n| n != "a"));
    }

    #[test]
    fn spans_index_the_text() {
        let text = "!( supportsFamily(  apple9 )||$x_1 ( ))";
        let mut spans = Vec::new();
        ok(text).visit(&mut |e| match e {
            Expr::Family { span, .. } | Expr::Named { span, .. } => spans.push(&text[span.clone()]),
            _ => {}
        });
        assert_eq!(spans, ["apple9", "$x_1 ( )"]);
    }

    #[test]
    fn error_trait() {
        let e = fails("$a() &");
        let dyn_err: &dyn std::error::Error = &e;
        assert_eq!(dyn_err.to_string(), e.message);
    }
}
