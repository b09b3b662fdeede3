//! Fuzzes the AIR bitcode decoder: any input must decode (and verify) or fail cleanly with
//! an error inside the input; whatever decodes must print. Seeds: the committed modules,
//! one per old record form among them (`cargo +nightly fuzz run air fuzz/corpus/air
//! crates/air/tests/decode_data/old_forms crates/air/tests/data`; new finds go to the first
//! directory).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match air::read_module(data) {
        Ok(decoded) => {
            let _ = gpu_ir::module_to_string(&decoded.module);
        }
        Err(e) => assert!(e.bit <= data.len() as u64 * 8, "error outside the input: {e}"),
    }
});
