//! Hostile-input checks: every prefix of the test modules and thousands of seeded random
//! mutations must give `Ok` or `Err` quickly, never a panic, plus hand-built streams that
//! target the work and nesting limits.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

const FILES: [&str; 4] = ["kernel_constants.bc", "graphics.bc", "visible_mixed.bc", "plain.bc"];

/// Generous for unoptimized builds; a real hang or blow-up takes far longer.
const PER_CASE_LIMIT: Duration = Duration::from_secs(2);

fn data(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs the reader, turning a panic or a slow case into a test failure that names the case.
fn check(bytes: &[u8], what: &dyn Fn() -> String) -> bool {
    let start = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| air::read_summary(bytes)));
    let took = start.elapsed();
    let Ok(result) = result else {
        panic!("reader panicked on {}", what());
    };
    assert!(took < PER_CASE_LIMIT, "{} took {took:?}", what());
    result.is_ok()
}

#[test]
fn every_truncation() {
    for name in FILES {
        let bytes = data(name);
        assert!(check(&bytes, &|| name.to_string()), "{name} must parse");
        let mut ok = 0;
        for len in 0..bytes.len() {
            if check(&bytes[..len], &|| format!("{name} truncated to {len} bytes")) {
                ok += 1;
            }
        }
        // Cuts in trailing padding or between optional trailing blocks (SYMTAB) may parse.
        assert!(ok * 50 < bytes.len(), "{name}: {ok} truncations parsed");
    }
}

/// xorshift64*: tiny, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The old-record-form modules (`tests/decode_data/old_forms`, written by
/// `tests/old_forms.rs`): every prefix, through the summary reader.
#[test]
fn every_truncation_of_old_forms() {
    let dir = format!("{}/tests/decode_data/old_forms", env!("CARGO_MANIFEST_DIR"));
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "{dir} is empty");
    for p in paths {
        let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let name = p.display().to_string();
        assert!(check(&bytes, &|| name.clone()), "{name} must parse");
        for len in 0..bytes.len() {
            check(&bytes[..len], &|| format!("{name} truncated to {len} bytes"));
        }
    }
}

#[test]
fn random_mutations() {
    // AIR_MUTATION_CASES raises the count for longer local fuzzing runs.
    let cases: u64 = std::env::var("AIR_MUTATION_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000);
    let inputs: Vec<Vec<u8>> = FILES.iter().map(|f| data(f)).collect();
    let mut ok = 0u64;
    let start = Instant::now();
    for case in 0..cases {
        let seed = 0x9E37_79B9_7F4A_7C15u64 ^ (case + 1).wrapping_mul(0xD1B5_4A32_D192_ED03);
        let mut rng = Rng(seed);
        let which = rng.below(inputs.len());
        let mut bytes = inputs[which].clone();
        let edits = 1 + rng.below(4);
        for _ in 0..edits {
            // Skip the wrapper header and magic most of the time so mutations reach the stream.
            let at = if rng.below(8) == 0 {
                rng.below(bytes.len())
            } else {
                24.min(bytes.len() - 1) + rng.below(bytes.len().saturating_sub(24).max(1))
            };
            match rng.below(4) {
                0 | 1 => bytes[at] ^= 1 << rng.below(8),
                2 => bytes[at] = 0xFF,
                _ => bytes[at] = 0x00,
            }
        }
        if check(&bytes, &|| format!("case {case} (seed {seed:#x}, file {})", FILES[which])) {
            ok += 1;
        }
    }
    eprintln!("{cases} mutations: {ok} still parsed, {} rejected, {:?}", cases - ok, start.elapsed());
}

/// Little-endian bit packer for hand-built streams.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    fn put(&mut self, v: u64, w: u32) -> &mut Self {
        for i in 0..w {
            self.acc |= ((v >> i) & 1) << self.n;
            self.n += 1;
            if self.n == 8 {
                self.bytes.push(self.acc as u8);
                self.acc = 0;
                self.n = 0;
            }
        }
        self
    }

    fn vbr(&mut self, mut v: u64, w: u32) -> &mut Self {
        let payload = w - 1;
        loop {
            let chunk = v & ((1 << payload) - 1);
            v >>= payload;
            if v == 0 {
                return self.put(chunk, w);
            }
            self.put(chunk | (1 << payload), w);
        }
    }

    fn align32(&mut self) -> &mut Self {
        while self.n != 0 || self.bytes.len() % 4 != 0 {
            self.put(0, 1);
        }
        self
    }

    /// ENTER_SUBBLOCK with abbreviation width `w` and a length word of `words`.
    fn enter(&mut self, cur_w: u32, id: u64, w: u64, words: u64) -> &mut Self {
        self.put(1, cur_w).vbr(id, 8).vbr(w, 4).align32().put(words, 32)
    }

    fn finish(&mut self) -> Vec<u8> {
        self.align32();
        std::mem::take(&mut self.bytes)
    }
}

fn stream() -> Bits {
    let mut b = Bits::default();
    b.put(0xDEC0_4342, 32);
    b
}

#[test]
fn many_skipped_blocks_then_end_of_data() {
    let mut b = stream();
    b.enter(2, 8, 3, 0);
    for _ in 0..10_000 {
        b.enter(3, 99, 3, 0);
    }
    let bytes = b.finish();
    let e = air::read_summary(&bytes).expect_err("module block never ends");
    assert!(e.bit <= bytes.len() as u64 * 8, "{e}");
}

#[test]
fn deep_nesting_hits_the_depth_limit() {
    use air::bitstream::{BitstreamReader, Entry, MAX_BLOCK_DEPTH};
    let mut b = stream();
    b.enter(2, 8, 3, 0);
    for _ in 0..100 {
        b.enter(3, 8, 3, 0);
    }
    let mut bytes = b.finish();
    bytes.resize(bytes.len() + 64, 0);
    let mut r = BitstreamReader::new(&bytes, 0).expect("magic");
    let mut depth = 0;
    let err = loop {
        match r.advance() {
            Ok(Entry::SubBlock(id)) => match r.enter_block(id) {
                Ok(()) => depth += 1,
                Err(e) => break e,
            },
            Ok(other) => panic!("unexpected {other:?}"),
            Err(e) => break e,
        }
    };
    assert_eq!(depth, MAX_BLOCK_DEPTH);
    assert!(matches!(err.kind, air::ErrorKind::Limit(_)), "{err}");
}

#[test]
fn literal_only_records_are_bounded() {
    // A module block whose abbreviation is 31 literals; every 3-bit record then yields 31
    // operands without consuming data, which the work budget must stop.
    let mut b = stream();
    b.enter(2, 8, 3, 20_000);
    b.put(2, 3).vbr(31, 5);
    for _ in 0..31 {
        b.put(1, 1).vbr(200, 8);
    }
    for _ in 0..200_000 {
        b.put(4, 3);
    }
    let mut bytes = b.finish();
    bytes.resize(8 + 20_000 * 4 + 64, 0);
    let start = Instant::now();
    let e = air::read_summary(&bytes).expect_err("work budget");
    assert!(matches!(e.kind, air::ErrorKind::Limit(_)), "{e}");
    assert!(start.elapsed() < PER_CASE_LIMIT);
}

#[test]
fn huge_counts_are_rejected_before_allocation() {
    // Unabbreviated record claiming 2^40 operands.
    let mut b = stream();
    b.enter(2, 8, 3, 4);
    b.put(3, 3).vbr(1, 6).vbr(1 << 40, 6);
    let bytes = b.finish();
    assert!(air::read_summary(&bytes).is_err());

    // Array abbreviation with a huge element count.
    let mut b = stream();
    b.enter(2, 8, 3, 4);
    b.put(2, 3).vbr(3, 5);
    b.put(1, 1).vbr(3, 8); // literal code 3 (TRIPLE)
    b.put(0, 1).put(3, 3); // array
    b.put(0, 1).put(1, 3).vbr(8, 5); // of fixed(8)
    b.put(4, 3).vbr(u64::MAX >> 1, 6);
    let bytes = b.finish();
    assert!(air::read_summary(&bytes).is_err());

    // METADATA_STRINGS claiming 2^50 strings with a tiny blob.
    let mut b = stream();
    b.enter(2, 8, 3, 64);
    b.enter(3, 15, 3, 32);
    b.put(2, 3).vbr(4, 5);
    b.put(1, 1).vbr(35, 8);
    b.put(0, 1).put(2, 3).vbr(6, 5);
    b.put(0, 1).put(2, 3).vbr(6, 5);
    b.put(0, 1).put(5, 3);
    b.put(4, 3).vbr(1 << 50, 6).vbr(1, 6).vbr(2, 6).align32();
    b.put(0x4141_0000 | 3, 32);
    let mut bytes = b.finish();
    bytes.resize(bytes.len() + 512, 0);
    assert!(air::read_summary(&bytes).is_err());
}
