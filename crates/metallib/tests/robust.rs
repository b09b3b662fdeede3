//! Hostile input: every truncation and about 30,000 seeded mutations of the test libraries
//! (the built and unusual ones, and every real-world container variant) must
//! give `Ok` or an error naming a byte offset inside the file — never a panic — and no
//! single allocation may exceed what the file's size justifies (checked by a counting
//! allocator). What still reads must write and read back to the same model.
#![allow(unsafe_code)]

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Largest;
static LARGEST: AtomicUsize = AtomicUsize::new(0);

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

/// The test libraries with the number of mutations each gets: the main three many, each
/// real-world variant (group-size conventions, no `MDSZ`, header extensions, old
/// containers, the empty library) fewer.
fn fixtures() -> Vec<(String, Vec<u8>, usize)> {
    let mut v =
        vec![("built".to_string(), common::built(), 6000), ("unusual".to_string(), common::unusual(), 6000)];
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/air");
    if let Ok(bytes) = std::fs::read(dir.join("fixtures.metallib")) {
        v.push(("fixtures.metallib".into(), bytes, 6000));
    }
    v.extend(common::variants().into_iter().map(|(name, bytes)| (name, bytes, 1500)));
    v
}

/// Reads, and when that works, writes and reads again; returns the error text if any.
fn exercise(data: &[u8]) -> Option<String> {
    match metallib::read(data) {
        Ok(lib) => {
            let out = metallib::write(&lib).expect("what reads must write");
            assert_eq!(out, data, "what reads must write back identically");
            let _ = metallib::verify_hashes(&lib);
            for w in &lib.warnings {
                assert!(w.offset <= data.len() as u64, "warning past the end of {} bytes: {w}", data.len());
            }
            for f in &lib.functions {
                let _ = lib.constants(f);
            }
            None
        }
        Err(e) => {
            assert!(
                e.offset <= data.len() as u64,
                "offset {} past the end of {} bytes: {e}",
                e.offset,
                data.len()
            );
            Some(e.to_string())
        }
    }
}

fn set_file_size(d: &mut [u8]) {
    let len = d.len() as u64;
    if d.len() >= 24 {
        d[16..24].copy_from_slice(&len.to_le_bytes());
    }
}

#[test]
fn every_truncation_is_a_clean_error() {
    for (name, bytes, _) in fixtures() {
        for cut in 0..bytes.len() {
            let mut d = bytes[..cut].to_vec();
            assert!(exercise(&d).is_some(), "{name} cut at {cut} read");
            // With the size field fixed up, the reader must find the damage further in.
            set_file_size(&mut d);
            if let Some(e) = exercise(&d) {
                assert!(e.starts_with("byte 0x"), "{e}");
            }
        }
    }
}

#[test]
fn seeded_mutations_never_panic_or_overallocate() {
    let mut rng = common::Rng(0x5eed_0001);
    let mut errors = 0;
    let mut total = 0;
    for (_, bytes, rounds) in fixtures() {
        for _ in 0..rounds {
            let mut d = bytes.clone();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(d.len());
                match rng.below(5) {
                    0 => d[at] ^= 1 << rng.below(8),
                    1 => d[at] = 0xff,
                    2 => d[at] = 0,
                    // Length and offset fields set to extremes.
                    3 => {
                        let w = [2, 4, 8][rng.below(3)];
                        let v = [0u64, 1, u64::MAX, u32::MAX as u64, 0x8000_0000][rng.below(5)];
                        let end = (at + w).min(d.len());
                        let len = end - at;
                        d[at..end].copy_from_slice(&v.to_le_bytes()[..len]);
                    }
                    _ => {
                        let other = rng.below(d.len());
                        d.swap(at, other);
                    }
                }
            }
            if rng.below(2) == 0 {
                set_file_size(&mut d);
            }
            LARGEST.store(0, Ordering::Relaxed);
            if exercise(&d).is_some() {
                errors += 1;
            }
            let largest = LARGEST.load(Ordering::Relaxed);
            assert!(
                largest <= 64 * d.len() + (1 << 16),
                "allocation of {largest} bytes for a {}-byte input",
                d.len()
            );
            total += 1;
        }
    }
    assert!(total >= 12_000 + 11 * 1500);
    assert!(errors > total / 4, "mutations should mostly be caught: {errors}/{total}");
}
