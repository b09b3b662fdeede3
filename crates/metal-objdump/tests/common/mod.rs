//! What the test files share: the golden-file comparison.

use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Compares `actual` with the golden file, or rewrites it under `BLESS=1`.
pub fn check(golden: &Path, actual: &str) -> Option<String> {
    let path = root().join(golden);
    if std::env::var_os("BLESS").is_some() {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
        std::fs::write(&path, actual).expect("bless");
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => Some(format!(
            "{}: differs (BLESS=1 to accept)\n--- expected\n{expected}\n--- actual\n{actual}",
            golden.display()
        )),
        Err(e) => Some(format!("{}: {e} (BLESS=1 to create)", golden.display())),
    }
}
