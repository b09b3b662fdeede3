//! Hostile input for the full decoder: every truncation of `features.bc` and 10,000+
//! seeded mutations (bit flips, bytes set to 0 or 0xFF, runs of VBR continuation bits,
//! truncations) of the fixture bitcode go through `air::read_module`. Each must return
//! `Ok` (and then print) or an error whose bit offset lies inside the input — never panic
//! (the failing seed is named) — and no single allocation may exceed what the input's size
//! justifies, which a counting global allocator checks.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

struct Largest;
static LARGEST: AtomicUsize = AtomicUsize::new(0);
/// Largest allocation per input byte seen so far (for the summary line).
static WORST_RATIO: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator; only records the largest request.
unsafe impl GlobalAlloc for Largest {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LARGEST.fetch_max(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LARGEST.fetch_max(new_size, Ordering::Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Largest = Largest;

/// The decoder builds IR several times the size of its input (each 3-bit record can become
/// an instruction); this bound still rules out sizes taken from the file unchecked.
fn allocation_bound(len: usize) -> usize {
    256 * len + (1 << 20)
}

/// Generous for unoptimized builds; a real blow-up takes far longer.
const PER_CASE_LIMIT: Duration = Duration::from_secs(3);

fn inputs() -> Vec<(String, Vec<u8>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = std::fs::read(dir.join("../../fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&lib).expect("library reads");
    let mut out: Vec<(String, Vec<u8>)> = lib
        .modules
        .iter()
        .filter(|p| !p.padding)
        .enumerate()
        .map(|(i, p)| (format!("fixtures.metallib module {i}"), p.bytes.to_vec()))
        .collect();
    for name in ["kernel_constants.bc", "graphics.bc", "visible_mixed.bc", "plain.bc"] {
        out.push((name.to_string(), std::fs::read(dir.join("tests/data").join(name)).expect("test data")));
    }
    out.push((
        "features.bc".into(),
        std::fs::read(dir.join("tests/decode_data/features.bc")).expect("features.bc"),
    ));
    // One small module per old record form (tests/old_forms.rs writes them).
    let mut old: Vec<_> = std::fs::read_dir(dir.join("tests/decode_data/old_forms"))
        .expect("tests/decode_data/old_forms")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "bc"))
        .collect();
    old.sort();
    for p in old {
        let name = format!("old_forms/{}", p.file_name().unwrap_or_default().to_string_lossy());
        out.push((name, std::fs::read(&p).expect("old-form module")));
    }
    // The bare bitstreams too: a wrapper's size field rejects most truncations up front.
    let raw: Vec<(String, Vec<u8>)> = out
        .iter()
        .filter_map(|(n, b)| {
            let loc = air::wrapper::locate(b).ok()?;
            loc.wrapper.map(|_| (format!("{n} (bare bitstream)"), loc.stream.to_vec()))
        })
        .collect();
    out.extend(raw);
    out
}

/// Decodes `bytes`, failing the test (naming the case) on a panic, a slow case, an error
/// without a position inside the input, or an oversized allocation. True when it decoded.
/// Errors that named the function they lie in (bodies are most of each input).
static IN_FUNCTION: AtomicUsize = AtomicUsize::new(0);

fn check(bytes: &[u8], what: &dyn Fn() -> String) -> bool {
    LARGEST.store(0, Ordering::Relaxed);
    let start = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(|| {
        air::read_module(bytes).map(|d| gpu_ir::module_to_string(&d.module).len())
    }));
    let took = start.elapsed();
    let largest = LARGEST.load(Ordering::Relaxed);
    if bytes.len() >= 1024 {
        WORST_RATIO.fetch_max(largest / bytes.len(), Ordering::Relaxed);
    }
    let Ok(result) = result else {
        panic!("decoder panicked on {}", what());
    };
    assert!(took < PER_CASE_LIMIT, "{} took {took:?}", what());
    assert!(
        largest <= allocation_bound(bytes.len()),
        "{}: allocation of {largest} bytes for a {}-byte input",
        what(),
        bytes.len()
    );
    match result {
        Ok(_) => true,
        Err(e) => {
            assert!(e.bit <= bytes.len() as u64 * 8, "{}: error bit {} beyond the input: {e}", what(), e.bit);
            if e.function.is_some() {
                IN_FUNCTION.fetch_add(1, Ordering::Relaxed);
            }
            false
        }
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
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn every_input_decodes() {
    for (name, bytes) in inputs() {
        assert!(check(&bytes, &|| name.clone()), "{name} must decode");
    }
}

#[test]
fn every_truncation_of_one_module() {
    let (name, bytes) = inputs().into_iter().find(|(n, _)| n == "features.bc").expect("features.bc");
    let mut ok = 0;
    for len in 0..bytes.len() {
        if check(&bytes[..len], &|| format!("{name} truncated to {len} bytes")) {
            ok += 1;
        }
    }
    // Only cuts in trailing padding or after the STRTAB/SYMTAB blocks may still decode.
    assert!(ok * 20 < bytes.len(), "{name}: {ok} truncations decoded");
}

#[test]
fn seeded_mutations() {
    // AIR_DECODE_MUTATIONS raises the count for longer local runs.
    let cases: u64 =
        std::env::var("AIR_DECODE_MUTATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(10_240);
    let inputs = inputs();
    let start = Instant::now();
    let mut decoded = 0u64;
    for case in 0..cases {
        let seed = 0x5DEE_CE66_D1CE_4E5Bu64 ^ (case + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = Rng(seed);
        let (name, original) = &inputs[rng.below(inputs.len())];
        let mut bytes = original.clone();
        // Mostly past the wrapper header and magic, so mutations reach the bitstream.
        let body = 24.min(bytes.len());
        let edits = 1 + rng.below(4);
        for _ in 0..edits {
            let len = bytes.len();
            let at =
                if rng.below(10) == 0 || len <= body { rng.below(len) } else { body + rng.below(len - body) };
            match rng.below(6) {
                0 | 1 => bytes[at] ^= 1 << rng.below(8),
                2 => bytes[at] = 0,
                3 => bytes[at] = 0xFF,
                4 => {
                    // A run of set continuation bits makes VBR fields as long as they get.
                    let n = 1 + rng.below(12);
                    for b in bytes.iter_mut().skip(at).take(n) {
                        *b = 0xFF;
                    }
                }
                _ => bytes.truncate(body.max(at)),
            }
            if bytes.is_empty() {
                break;
            }
        }
        if check(&bytes, &|| format!("case {case} (seed {seed:#x}) of {name}")) {
            decoded += 1;
        }
    }
    let named = IN_FUNCTION.load(Ordering::Relaxed);
    eprintln!(
        "{cases} mutations in {:.1?}: {decoded} still decoded, {named} errors named their function; \
         largest allocation {}x the input (inputs of 1 KiB and more)",
        start.elapsed(),
        WORST_RATIO.load(Ordering::Relaxed)
    );
    assert!(named > 0, "no error named the function it lies in");
}
