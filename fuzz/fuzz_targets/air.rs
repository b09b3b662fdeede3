//! Fuzzes the AIR bitcode decoder: any input must decode (and verify) or fail cleanly with
//! an error inside the input; whatever decodes must print.
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
