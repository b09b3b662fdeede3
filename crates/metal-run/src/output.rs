//! Writing the results: `DIR/buffer<INDEX>.bin` for every bound buffer, only after the
//! kernel ran to the end, and never half-written. A new directory is filled under a
//! temporary name beside it and renamed into place; into an existing directory each file
//! is written under a temporary name and renamed once all are written (a failure while
//! writing removes the temporary files and leaves the directory as it was; renames within
//! one directory are what is left, and they replace each file atomically).

use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The file a buffer's final contents go to.
pub fn file_name(slot: u32) -> String {
    format!("buffer{slot}.bin")
}

pub fn write_outputs(dir: &Path, buffers: &BTreeMap<u32, Vec<u8>>) -> Result<()> {
    if dir.exists() {
        if !dir.is_dir() {
            anyhow::bail!("-o {}: exists and is not a directory", dir.display());
        }
        return write_into_existing(dir, buffers);
    }
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let leaf = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let tmp = parent.join(format!(".{leaf}.metal-run-{}", std::process::id()));
    let result = (|| -> Result<()> {
        std::fs::create_dir_all(&parent)
            .with_context(|| format!("-o {}: cannot create `{}`", dir.display(), parent.display()))?;
        std::fs::create_dir(&tmp)
            .with_context(|| format!("-o {}: cannot create `{}`", dir.display(), tmp.display()))?;
        for (slot, bytes) in buffers {
            let path = tmp.join(file_name(*slot));
            std::fs::write(&path, bytes).with_context(|| format!("cannot write `{}`", path.display()))?;
        }
        std::fs::rename(&tmp, dir)
            .with_context(|| format!("-o {}: cannot move the results into place", dir.display()))
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    result
}

fn write_into_existing(dir: &Path, buffers: &BTreeMap<u32, Vec<u8>>) -> Result<()> {
    let pid = std::process::id();
    let mut written: Vec<(PathBuf, PathBuf)> = Vec::new();
    let result = (|| -> Result<()> {
        for (slot, bytes) in buffers {
            let name = file_name(*slot);
            let tmp = dir.join(format!(".{name}.metal-run-{pid}"));
            std::fs::write(&tmp, bytes).with_context(|| format!("cannot write `{}`", tmp.display()))?;
            written.push((tmp, dir.join(name)));
        }
        for (tmp, path) in &written {
            std::fs::rename(tmp, path).with_context(|| format!("cannot write `{}`", path.display()))?;
        }
        Ok(())
    })();
    if result.is_err() {
        for (tmp, _) in &written {
            let _ = std::fs::remove_file(tmp);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_directory_appears_complete() {
        let t = tempfile::tempdir().expect("tempdir");
        let dir = t.path().join("a/b/out");
        let bufs: BTreeMap<u32, Vec<u8>> = [(0, vec![1, 2]), (3, vec![])].into_iter().collect();
        write_outputs(&dir, &bufs).expect("write");
        assert_eq!(std::fs::read(dir.join("buffer0.bin")).expect("read"), vec![1, 2]);
        assert_eq!(std::fs::read(dir.join("buffer3.bin")).expect("read"), Vec::<u8>::new());
        let names: Vec<_> = std::fs::read_dir(t.path().join("a/b")).expect("ls").flatten().collect();
        assert_eq!(names.len(), 1, "no temporary directory is left behind");
    }

    #[test]
    fn an_existing_directory_keeps_other_files() {
        let t = tempfile::tempdir().expect("tempdir");
        std::fs::write(t.path().join("notes.txt"), "keep").expect("write");
        std::fs::write(t.path().join("buffer1.bin"), "old").expect("write");
        let bufs: BTreeMap<u32, Vec<u8>> = [(1, vec![9])].into_iter().collect();
        write_outputs(t.path(), &bufs).expect("write");
        assert_eq!(std::fs::read(t.path().join("buffer1.bin")).expect("read"), vec![9]);
        assert_eq!(std::fs::read_to_string(t.path().join("notes.txt")).expect("read"), "keep");
        assert_eq!(std::fs::read_dir(t.path()).expect("ls").count(), 2);
    }

    #[test]
    fn a_file_in_the_way_is_an_error() {
        let t = tempfile::tempdir().expect("tempdir");
        let f = t.path().join("out");
        std::fs::write(&f, "x").expect("write");
        let err = write_outputs(&f, &BTreeMap::new()).expect_err("not a dir");
        assert!(err.to_string().ends_with("out: exists and is not a directory"), "{err}");
    }
}
