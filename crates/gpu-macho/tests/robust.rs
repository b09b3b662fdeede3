//! Hostile input: every truncation and 12,000 seeded mutations of the test files (thin
//! images, fat files of each magic), and aimed ones (zerofill sections of overflowing
//! size, every header and load-command word set to all ones), must read as `Ok` or as
//! an error located at a byte offset inside the file — never a panic — and no single allocation of the reader may
//! exceed what the file's size justifies (a counting allocator checks). What still reads
//! as an image must write, and read back to the same image.
#![allow(unsafe_code)]

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use common::Rng;
use gpu_macho::{read, verify_uuids, write, write_fat, write_fat_slices, FatMagic, FatSlice, SliceContent};

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

fn files() -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> =
        common::images().into_iter().map(|(n, i)| (n.to_string(), write(&i).expect("writes"))).collect();
    let two = [common::amd(), common::apple_dylib()];
    for magic in [FatMagic::Gpu, FatMagic::Universal, FatMagic::Universal64] {
        files.push((format!("fat {magic:?}"), write_fat(&two, magic).expect("writes")));
    }
    let gpu = write(&common::awkward()).expect("writes");
    let air = common::air_slice();
    let slices = [
        FatSlice { cputype: 0x0100_0015, cpusubtype: 590342, bytes: &gpu },
        FatSlice { cputype: 0x0100_0017, cpusubtype: 10, bytes: &air },
    ];
    files.push(("fat+air".into(), write_fat_slices(&slices, FatMagic::Gpu).expect("writes")));
    files.push(("apple_like".into(), common::apple_like()));
    files
}

/// The structured parts of a file, where a mutation is most likely to matter: headers,
/// load commands and tables of each image, each nested object's header, commands and
/// symbols, each fat header.
fn hot_ranges(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut hot = vec![(0, 64.min(bytes.len()))];
    let Ok(c) = read(bytes) else { return hot };
    for s in &c.slices {
        let SliceContent::Image(v) = &s.content else { continue };
        let base = s.offset as usize;
        hot.push((base, base + v.macho.segments[0].filesize as usize));
        for seg in &v.macho.segments[2..] {
            hot.push((base + seg.fileoff as usize, base + (seg.fileoff + seg.filesize) as usize));
        }
        for sh in &v.shaders {
            let o = sh.object.base as usize;
            hot.push((o, o + 32 + sh.object.header.sizeofcmds as usize));
            let text = &sh.object.sections[0];
            hot.push((o + text.offset as usize + text.size as usize, o + sh.object.size as usize));
        }
    }
    hot
}

#[derive(Default)]
struct Tally {
    ok: usize,
    err: usize,
    largest_ratio: f64,
}

/// Reads `data`; checks the error's location, or that what reads writes and reads back.
fn exercise(data: &[u8], what: &dyn Fn() -> String, tally: &mut Tally) {
    LARGEST.store(0, Ordering::Relaxed);
    let result = read(data);
    let largest = LARGEST.load(Ordering::Relaxed);
    let budget = 8 * data.len() + (64 << 10);
    assert!(largest <= budget, "{}: an allocation of {largest} bytes for a {}-byte file", what(), data.len());
    tally.largest_ratio = tally.largest_ratio.max(largest as f64 / data.len().max(1) as f64);
    match result {
        Ok(c) => {
            tally.ok += 1;
            let _ = verify_uuids(data, &c);
            for v in c.images() {
                let again =
                    write(&v.image).unwrap_or_else(|e| panic!("{}: what reads must write: {e}", what()));
                let back =
                    read(&again).unwrap_or_else(|e| panic!("{}: rewritten file does not read: {e}", what()));
                let image = back.images().next().map(|b| &b.image);
                assert_eq!(image, Some(&v.image), "{}: rewritten image differs", what());
            }
        }
        Err(e) => {
            tally.err += 1;
            let offset =
                e.offset().unwrap_or_else(|| panic!("{}: a read error without an offset: {e}", what()));
            assert!(
                offset <= data.len() as u64,
                "{}: error offset {offset} past the end ({} bytes): {e}",
                what(),
                data.len()
            );
        }
    }
}

#[test]
fn truncations_and_mutations_never_panic() {
    let files = files();
    let mut tally = Tally::default();
    for (name, bytes) in &files {
        for len in 0..bytes.len() {
            exercise(&bytes[..len], &|| format!("{name} cut to {len}"), &mut tally);
        }
    }
    let truncations = tally.err + tally.ok;
    assert_eq!(tally.ok, 0, "a truncated file must not read");

    let mut rng = Rng(0x5eed_0000_0000_0001);
    let interesting = |rng: &mut Rng, len: usize| -> u64 {
        match rng.below(9) {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => u64::from(u32::MAX),
            4 => 0x8000_0000,
            5 => len as u64,
            6 => len as u64 + 1,
            7 => len as u64 - 1,
            _ => rng.next(),
        }
    };
    let mut tally = Tally::default();
    let mutations = 12_000;
    let hot: Vec<Vec<(usize, usize)>> = files.iter().map(|(_, b)| hot_ranges(b)).collect();
    for m in 0..mutations {
        let f = m % files.len();
        let (name, original) = &files[f];
        let mut data = original.clone();
        let len = data.len();
        for _ in 0..=rng.below(3) {
            let at = if rng.below(10) < 7 {
                let (a, b) = hot[f][rng.below(hot[f].len() as u64) as usize];
                a + rng.below((b - a) as u64) as usize
            } else {
                rng.below(len as u64) as usize
            };
            match rng.below(4) {
                0 => data[at] ^= 1 << rng.below(8),
                1 => data[at] = rng.next() as u8,
                2 => {
                    let at = at & !3;
                    let v = interesting(&mut rng, len) as u32;
                    if let Some(d) = data.get_mut(at..at + 4) {
                        d.copy_from_slice(&v.to_le_bytes());
                    }
                }
                _ => {
                    let at = at & !7;
                    let v = interesting(&mut rng, len);
                    if let Some(d) = data.get_mut(at..at + 8) {
                        d.copy_from_slice(&v.to_le_bytes());
                    }
                }
            }
        }
        exercise(&data, &|| format!("{name}, mutation {m}"), &mut tally);
    }
    // Aimed cases: every section (outer and nested) turned zerofill, whose range the
    // generic reader does not check, with a size that overflows any sum; every 4-byte
    // count or offset of the header and load commands set to the largest value.
    let mut aimed = Tally::default();
    // The fat files hold the same images; the thin ones suffice here.
    for (name, original) in files.iter().filter(|(n, _)| !n.starts_with("fat")) {
        let Ok(c) = read(original) else { continue };
        for slice in &c.slices {
            let SliceContent::Image(v) = &slice.content else { continue };
            let mut headers = vec![(slice.offset, &v.macho)];
            headers.extend(v.shaders.iter().take(3).map(|sh| (sh.object.base, &sh.object)));
            for (base, m) in headers {
                let seg_cmds = m.load_commands.iter().filter(|c| c.1 == 0x19);
                for ((seg_at, _, _), seg) in seg_cmds.zip(&m.segments) {
                    for j in 0..seg.nsects as usize {
                        let at = (base + seg_at) as usize + 72 + 80 * j;
                        let mut data = original.clone();
                        data[at + 40..at + 48].copy_from_slice(&u64::MAX.to_le_bytes());
                        data[at + 64..at + 68].copy_from_slice(&1u32.to_le_bytes());
                        exercise(&data, &|| format!("{name}: zerofill section at {at:#x}"), &mut aimed);
                    }
                }
                let end = (base + 32 + u64::from(m.header.sizeofcmds)) as usize;
                for at in (base as usize + 4..end).step_by(4) {
                    let mut data = original.clone();
                    data[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
                    exercise(&data, &|| format!("{name}: u32::MAX at {at:#x}"), &mut aimed);
                }
            }
        }
    }
    eprintln!(
        "{truncations} truncations rejected; {mutations} seeded mutations: {} read, {} rejected with a located error; \
         {} aimed mutations: {} read, {} rejected; largest allocation {:.1}× the input",
        tally.ok,
        tally.err,
        aimed.ok + aimed.err,
        aimed.ok,
        aimed.err,
        tally.largest_ratio.max(aimed.largest_ratio)
    );
    assert!(tally.err > mutations / 2, "most mutations of structure must be caught");
}
