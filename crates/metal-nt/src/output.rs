//! Writing results without ever leaving a partial or clobbered file: the bytes go to a new
//! temporary file beside the destination, which is renamed over it only once complete. A
//! failure removes the temporary and leaves the destination as it was.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Writes `bytes` to `path` atomically; `-` means standard output.
pub fn write_atomic(path: &str, bytes: &[u8]) -> Result<()> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes).context("cannot write to standard output")?;
        out.flush().context("cannot write to standard output")?;
        return Ok(());
    }
    let dest = Path::new(path);
    if dest.is_dir() {
        anyhow::bail!("cannot write `{path}`: it is a directory");
    }
    let dir = match dest.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = dest.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let mut attempt = 0u32;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".{name}.{}.{attempt}.tmp", std::process::id()));
        match fs::OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => {
                return Err(e)
                    .with_context(|| format!("cannot create a temporary file in `{}`", dir.display()))
            }
        }
    };
    let result = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write `{}`", tmp.display()))
        .and_then(|()| {
            drop(file);
            fs::rename(&tmp, dest).with_context(|| format!("cannot replace `{path}`"))
        });
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_atomically_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("metal-nt-out-{}", std::process::id()));
        let _ = fs::create_dir_all(&dir);
        let p = dir.join("o.json");
        let ps = p.to_string_lossy().into_owned();
        fs::write(&p, b"old").expect("setup");
        write_atomic(&ps, b"new").expect("write");
        assert_eq!(fs::read(&p).expect("read"), b"new");
        let left: Vec<_> = fs::read_dir(&dir)
            .expect("dir")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(left.is_empty());
        assert!(write_atomic(&dir.to_string_lossy(), b"x").is_err());
        let _ = fs::remove_dir_all(&dir);
    }
}
