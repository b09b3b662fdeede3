//! Fuzzes the library reader: any input must read or fail cleanly, and whatever reads must
//! write back to the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(metallib::Container::MetalLib(lib)) = metallib::open(data) {
        let out = metallib::write(&lib).expect("a library that reads must write");
        assert_eq!(out, data);
        let _ = metallib::verify_hashes(&lib);
    }
});
