//! Fuzz target for the pipelines-script readers: any bytes (text or binary, chosen by
//! content) must decode and validate without panicking. Run with
//! `cargo +nightly fuzz run script` from this directory.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let loaded = mtlp::load(data);
    if !loaded.diagnostics.has_errors() {
        let families = ["apple7", "mac2", "common1"].into_iter().map(String::from).collect();
        let _ = mtlp::validate::validate(&loaded.script, &families);
    }
});
