//! Opening library files: memory-mapped when large, read when small (mapping costs more
//! than reading below a few pages, and empty files cannot be mapped).
#![allow(unsafe_code)]

use std::fs::File;
use std::io::Read;
use std::ops::Deref;
use std::path::Path;

/// The bytes of a library file.
#[derive(Debug)]
pub enum FileBytes {
    Mapped(memmap2::Mmap),
    Read(Vec<u8>),
}

impl Deref for FileBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            FileBytes::Mapped(m) => m,
            FileBytes::Read(v) => v,
        }
    }
}

const MAP_THRESHOLD: u64 = 64 * 1024;

/// Opens a file for reading its bytes.
pub fn open_file(path: &Path) -> std::io::Result<FileBytes> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    if len >= MAP_THRESHOLD {
        // SAFETY: the map is read-only. Another process truncating or rewriting the file
        // while we read it would change the bytes under us; every build tool that maps its
        // inputs (linkers, LLVM) accepts that, and the reader never trusts a byte twice in
        // a way that could turn a change into memory unsafety: all accesses are
        // bounds-checked slices of the map.
        let map = unsafe { memmap2::Mmap::map(&file)? };
        return Ok(FileBytes::Mapped(map));
    }
    let mut v = Vec::with_capacity(len as usize);
    file.read_to_end(&mut v)?;
    Ok(FileBytes::Read(v))
}
