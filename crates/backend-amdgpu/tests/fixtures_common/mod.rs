//! The bitcode fixtures the backend tests compile: the interpreter's (`fixtures/run`) and
//! the backend's own (`fixtures/codegen`), in a stable order.

use std::path::PathBuf;

pub fn fixtures() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for d in ["run", "codegen"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures").join(d);
        v.extend(
            std::fs::read_dir(&dir)
                .expect("fixture directory")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "bc")),
        );
    }
    v.sort();
    v
}
