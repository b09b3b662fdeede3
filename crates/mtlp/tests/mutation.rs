//! Hostile-input tests of the text reader and decoder: every fixture truncated at every
//! byte, and thousands of seeded mutations (bit flips, deleted / duplicated / spliced
//! ranges, inserted tokens). Each must give a script or diagnostics, never a panic, and
//! every diagnostic span must lie within the input.

use std::collections::BTreeSet;
use std::path::Path;

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/scripts");
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mtlp-json"))
        .map(|p| (p.display().to_string(), std::fs::read(&p).expect("read fixture")))
        .collect();
    v.sort();
    v
}

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

fn families() -> BTreeSet<String> {
    ["apple1", "apple7", "mac2", "common1", "metal3"].into_iter().map(String::from).collect()
}

fn check(name: &str, bytes: &[u8]) {
    let loaded = mtlp::load(bytes);
    let mut all = loaded.diagnostics.clone();
    if !loaded.diagnostics.has_errors() {
        all.extend(mtlp::validate::validate(&loaded.script, &families()));
    }
    for d in &all {
        if let Some(s) = d.span {
            assert!(
                s.start <= s.end && (s.end as usize) <= bytes.len() + 1,
                "{name}: span {s:?} outside input of {} bytes: {d:?}",
                bytes.len()
            );
        }
        assert!(!d.message.is_empty());
    }
}

#[test]
fn truncation_at_every_byte() {
    for (name, bytes) in fixtures() {
        for cut in 0..bytes.len() {
            check(&name, &bytes[..cut]);
        }
    }
}

const TOKENS: &[&[u8]] = &[
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b"\"",
    b"'",
    b"//",
    b"/*",
    b"*/",
    b"\\",
    b"\\u",
    b"-",
    b"0x",
    b"1e999",
    b"-0",
    b"null",
    b"true",
    b"nan",
    b"-inf",
    b"\xff",
    b"\xc3",
    b"\n",
    b"18446744073709551616",
    b"\"id_type\": \"FunctionConstantIndex\"",
    b"\"enable\": \"(((\"",
    b"alias:#",
    b"file:",
    b"$x()",
    b"supportsFamily(",
    b"\"//\": 1",
    b"\"nodes\": [{}]",
    b"{\"id\": 99}",
];

#[test]
fn seeded_mutations() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let fx = fixtures();
    let per_fixture = 12_000 / fx.len().max(1);
    let mut total = 0;
    for (name, orig) in &fx {
        for _ in 0..per_fixture {
            let mut b = orig.clone();
            for _ in 0..1 + rng.below(3) {
                let len = b.len();
                match rng.below(6) {
                    0 if len > 0 => {
                        let i = rng.below(len);
                        b[i] ^= 1 << rng.below(8);
                    }
                    1 if len > 0 => {
                        let i = rng.below(len);
                        let j = (i + 1 + rng.below(64)).min(len);
                        b.drain(i..j);
                    }
                    2 if len > 0 => {
                        let i = rng.below(len);
                        let j = (i + 1 + rng.below(64)).min(len);
                        let chunk = b[i..j].to_vec();
                        let at = rng.below(b.len());
                        b.splice(at..at, chunk);
                    }
                    3 => {
                        let t = TOKENS[rng.below(TOKENS.len())];
                        let at = rng.below(len + 1);
                        b.splice(at..at, t.iter().copied());
                    }
                    4 if len > 0 => {
                        let i = rng.below(len);
                        b[i] = b"0123456789\"{}[],:-.eE"[rng.below(21)];
                    }
                    _ => {
                        // Deep nesting where the mutation lands.
                        let at = rng.below(len + 1);
                        let depth = rng.below(300);
                        let open = if rng.below(2) == 0 { b'[' } else { b'{' };
                        b.splice(at..at, std::iter::repeat_n(open, depth));
                    }
                }
            }
            check(name, &b);
            total += 1;
        }
    }
    assert!(total >= 10_000, "only {total} mutations ran");
}
