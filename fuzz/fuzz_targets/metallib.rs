//! Fuzzes the library reader: any input must read or fail cleanly, and whatever reads must
//! write back to the same bytes. Seeds: one library per container variant real toolchains
//! wrote, in `crates/metallib/tests/data/variants/` (`cargo +nightly fuzz run metallib
//! crates/metallib/tests/data/variants`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(metallib::Container::MetalLib(lib)) = metallib::open(data) {
        let out = metallib::write(&lib).expect("a library that reads must write");
        assert_eq!(out, data);
        let _ = metallib::verify_hashes(&lib);
        for w in &lib.warnings {
            assert!(w.offset <= data.len() as u64, "{w}");
        }
    }
});
