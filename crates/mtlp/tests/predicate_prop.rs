//! Property tests of `mtlp::predicate` with a small seeded PRNG (deterministic, no
//! dependency): random expression trees rendered with random whitespace and redundant
//! parentheses must parse to something that evaluates like the tree itself, whose canonical
//! text parses back to the same tree, and whose spans name the right text; random garbage
//! must parse or fail cleanly, with error spans inside the text on character boundaries.

use mtlp::predicate::{parse, Expr, MAX_DEPTH};

/// xorshift64*: plenty for test-case generation, and reproducible from its seed.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        // A zero state would stay zero forever.
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

const SEEDS: [u64; 5] = [1, 42, 0xDEAD_BEEF, 20_240_601, u64::MAX];
const TREES_PER_SEED: usize = 1_200;
const ASSIGNMENTS_PER_TREE: usize = 8;
const GARBAGE_PER_SEED: usize = 2_000;

const WHITESPACE: [&str; 6] = ["", " ", "  ", "\t", "\n", " \r\n "];
const FAMILIES: [&str; 5] = ["apple7", "mac2", "common3", "metal3", "_f"];
const NAMES: [&str; 4] = ["p", "myPredicate1", "_q2", "X"];

/// The test's own model of an expression, independent of `Expr`.
#[derive(Debug)]
enum Tree {
    Family(usize),
    Named(usize),
    Not(Box<Tree>),
    And(Box<Tree>, Box<Tree>),
    Or(Box<Tree>, Box<Tree>),
}

fn gen_tree(rng: &mut Rng, depth: usize) -> Tree {
    if depth == 0 || rng.chance(30) {
        return if rng.chance(50) {
            Tree::Family(rng.below(FAMILIES.len()))
        } else {
            Tree::Named(rng.below(NAMES.len()))
        };
    }
    match rng.below(5) {
        0 => Tree::Not(Box::new(gen_tree(rng, depth - 1))),
        1 | 2 => Tree::And(Box::new(gen_tree(rng, depth - 1)), Box::new(gen_tree(rng, depth - 1))),
        _ => Tree::Or(Box::new(gen_tree(rng, depth - 1)), Box::new(gen_tree(rng, depth - 1))),
    }
}

/// The obvious recursive evaluator: the reference the parser's result is checked against.
fn truth(t: &Tree, fams: &[bool], names: &[bool]) -> bool {
    match t {
        Tree::Family(i) => fams[*i],
        Tree::Named(i) => names[*i],
        Tree::Not(x) => !truth(x, fams, names),
        Tree::And(l, r) => truth(l, fams, names) && truth(r, fams, names),
        Tree::Or(l, r) => truth(l, fams, names) || truth(r, fams, names),
    }
}

fn ws(rng: &mut Rng, out: &mut String) {
    if rng.chance(40) {
        out.push_str(rng.pick(&WHITESPACE));
    }
}

/// Binding strength of the tree's top operator: 0 `||`, 1 `&&`, 2 unary and atoms.
fn strength(t: &Tree) -> u8 {
    match t {
        Tree::Or(..) => 0,
        Tree::And(..) => 1,
        _ => 2,
    }
}

/// Renders `t`, adding parentheses where the grammar needs them (weaker operands, and right
/// operands of the same operator, since both operators are left-associative) and, at random,
/// where it does not.
fn render(rng: &mut Rng, t: &Tree, min_strength: u8, right_of_same: bool, out: &mut String) {
    let needed = strength(t) < min_strength || (right_of_same && strength(t) < 2);
    let extra = if rng.chance(10) { 1 + rng.below(2) } else { 0 };
    let parens = usize::from(needed) + extra;
    for _ in 0..parens {
        ws(rng, out);
        out.push('(');
    }
    ws(rng, out);
    match t {
        Tree::Family(i) => {
            out.push_str("supportsFamily");
            ws(rng, out);
            out.push('(');
            ws(rng, out);
            out.push_str(FAMILIES[*i]);
            ws(rng, out);
            out.push(')');
        }
        Tree::Named(i) => {
            out.push('$');
            out.push_str(NAMES[*i]);
            ws(rng, out);
            out.push('(');
            ws(rng, out);
            out.push(')');
        }
        Tree::Not(x) => {
            out.push('!');
            render(rng, x, 2, false, out);
        }
        Tree::And(l, r) => {
            render(rng, l, 1, false, out);
            ws(rng, out);
            out.push_str("&&");
            render(rng, r, 1, true, out);
        }
        Tree::Or(l, r) => {
            render(rng, l, 0, false, out);
            ws(rng, out);
            out.push_str("||");
            render(rng, r, 0, true, out);
        }
    }
    ws(rng, out);
    for _ in 0..parens {
        out.push(')');
        ws(rng, out);
    }
}

/// Whether `e` has the same shape and names as `t` (parentheses leave no trace in `Expr`).
fn same_shape(e: &Expr, t: &Tree) -> bool {
    match (e, t) {
        (Expr::Family { name, .. }, Tree::Family(i)) => name == FAMILIES[*i],
        (Expr::Named { name, .. }, Tree::Named(i)) => name == NAMES[*i],
        (Expr::Not(x), Tree::Not(y)) => same_shape(x, y),
        (Expr::And(a, b), Tree::And(c, d)) | (Expr::Or(a, b), Tree::Or(c, d)) => {
            same_shape(a, c) && same_shape(b, d)
        }
        _ => false,
    }
}

#[test]
fn random_expressions_parse_and_evaluate_like_their_tree() {
    let mut cases = 0;
    for seed in SEEDS {
        let mut rng = Rng::new(seed);
        for _ in 0..TREES_PER_SEED {
            let depth = 1 + rng.below(7);
            let tree = gen_tree(&mut rng, depth);
            let mut text = String::new();
            render(&mut rng, &tree, 0, false, &mut text);
            let expr = parse(&text).unwrap_or_else(|e| panic!("seed {seed}: `{text}`: {e} at {:?}", e.span));
            assert!(same_shape(&expr, &tree), "seed {seed}: `{text}` parsed as {expr:?}, expected {tree:?}");

            // Spans name the text they came from.
            expr.visit(&mut |n| match n {
                Expr::Family { name, span } => assert_eq!(&text[span.clone()], name, "`{text}`"),
                Expr::Named { name, span } => {
                    let call = &text[span.clone()];
                    assert!(call.starts_with(&format!("${name}")) && call.ends_with(')'), "`{text}`: {call}");
                }
                _ => {}
            });

            // The canonical text parses back to the same tree.
            let canonical = expr.to_string();
            let again = parse(&canonical).unwrap_or_else(|e| panic!("`{canonical}` (from `{text}`): {e}"));
            assert!(again.eq_ignoring_spans(&expr), "`{text}` → `{canonical}` → {again:?}");
            assert_eq!(again.to_string(), canonical);

            for _ in 0..ASSIGNMENTS_PER_TREE {
                let fams: Vec<bool> = FAMILIES.iter().map(|_| rng.chance(50)).collect();
                let names: Vec<bool> = NAMES.iter().map(|_| rng.chance(50)).collect();
                let index =
                    |list: &[&str], s: &str| list.iter().position(|x| *x == s).expect("generated name");
                let got = expr.eval(&mut |f| fams[index(&FAMILIES, f)], &mut |n| names[index(&NAMES, n)]);
                assert_eq!(got, truth(&tree, &fams, &names), "seed {seed}: `{text}` with {fams:?} {names:?}");
                cases += 1;
            }
        }
    }
    assert_eq!(cases, SEEDS.len() * TREES_PER_SEED * ASSIGNMENTS_PER_TREE);
}

#[test]
fn random_garbage_never_panics_and_errors_point_into_the_text() {
    const PIECES: [&str; 24] = [
        "(",
        ")",
        "!",
        "&",
        "&&",
        "|",
        "||",
        "$",
        " ",
        "\t",
        "a",
        "p",
        "z",
        "0",
        "7",
        "_",
        "supportsFamily",
        "apple7",
        "$p",
        "()",
        "and",
        "é",
        "🙂",
        "\u{a0}",
    ];
    let mut oks = 0;
    let mut errs = 0;
    for seed in SEEDS {
        let mut rng = Rng::new(seed ^ 0x5151);
        for _ in 0..GARBAGE_PER_SEED {
            let len = rng.below(24);
            let text: String = (0..len).map(|_| rng.pick(&PIECES)).collect();
            match parse(&text) {
                Ok(e) => {
                    oks += 1;
                    let canonical = e.to_string();
                    assert!(parse(&canonical).is_ok_and(|again| again.eq_ignoring_spans(&e)), "`{text}`");
                }
                Err(e) => {
                    errs += 1;
                    let s = e.span.clone();
                    assert!(s.start <= s.end && s.end <= text.len(), "`{text}`: span {s:?}");
                    assert!(
                        text.is_char_boundary(s.start) && text.is_char_boundary(s.end),
                        "`{text}`: span {s:?}"
                    );
                    assert!(s.start < s.end, "`{text}`: empty span for {:?}", e.message);
                    assert!(!e.message.is_empty());
                }
            }
        }
    }
    assert_eq!(oks + errs, SEEDS.len() * GARBAGE_PER_SEED);
    // The alphabet is meant to produce both outcomes; if one vanished the test lost its teeth.
    assert!(oks > 0 && errs > 0, "{oks} ok, {errs} errors");
}

#[test]
fn random_deep_nesting_is_an_error_not_a_crash() {
    let mut rng = Rng::new(7);
    for _ in 0..200 {
        let n = MAX_DEPTH - 5 + rng.below(10);
        let opens: String = (0..n).map(|_| if rng.chance(50) { "(" } else { "!" }).collect();
        let closes = ")".repeat(opens.matches('(').count());
        let text = format!("{opens}$p(){closes}");
        match parse(&text) {
            Ok(e) => {
                assert!(n <= MAX_DEPTH, "`{text}`");
                let nots = opens.matches('!').count();
                assert_eq!(e.eval(&mut |_| false, &mut |_| true), nots % 2 == 0);
            }
            Err(e) => {
                assert!(n > MAX_DEPTH, "`{text}`: {e}");
                assert_eq!(e.span, MAX_DEPTH..MAX_DEPTH + 1);
            }
        }
    }
}
