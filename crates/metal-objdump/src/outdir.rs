//! Extraction directories, all or nothing. A directory that does not exist yet is
//! filled under a temporary name beside it and renamed into place at the end, so a failed
//! extraction leaves no partial `DIR`; into an existing directory each file is written
//! atomically (a reader never sees half a file).

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// Writes `files` (name, bytes) into `dir`.
pub fn write_all(dir: &Path, files: &[(String, &[u8])]) -> Result<()> {
    if dir.exists() {
        if !dir.is_dir() {
            bail!("cannot extract into `{}`: it is not a directory", dir.display());
        }
        for (name, bytes) in files {
            metal_nt_cli::output::write_atomic(&dir.join(name).to_string_lossy(), bytes)?;
        }
        return Ok(());
    }
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let Some(leaf) = dir.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        bail!("cannot extract into `{}`: it names no directory", dir.display());
    };
    std::fs::create_dir_all(&parent).with_context(|| format!("cannot create `{}`", parent.display()))?;
    let tmp = fresh_dir(&parent, &leaf)?;
    let filled = files
        .iter()
        .try_for_each(|(name, bytes)| {
            let path = tmp.join(name);
            std::fs::write(&path, bytes)
                .with_context(|| format!("cannot write `{}`", dir.join(name).display()))
        })
        .and_then(|()| {
            std::fs::rename(&tmp, dir)
                .with_context(|| format!("cannot move the extracted files to `{}`", dir.display()))
        });
    if filled.is_err() {
        // Best effort: the error being reported is the one that matters.
        let _ = std::fs::remove_dir_all(&tmp);
    }
    filled
}

/// A new, empty directory `.<leaf>.<pid>.<n>.tmp` in `parent`.
fn fresh_dir(parent: &Path, leaf: &str) -> Result<PathBuf> {
    let mut attempt = 0u32;
    loop {
        let tmp = parent.join(format!(".{leaf}.{}.{attempt}.tmp", std::process::id()));
        match std::fs::create_dir(&tmp) {
            Ok(()) => return Ok(tmp),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => {
                return Err(e).with_context(|| {
                    format!("cannot create a temporary directory in `{}`", parent.display())
                })
            }
        }
    }
}
