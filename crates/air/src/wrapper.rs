//! The bitcode wrapper header (magic `0x0B17C0DE`, as Apple writes around every AIR module) and
//! raw `BC\xC0\xDE` detection: finds the bitstream inside the input and nothing more.

use crate::error::{AirError, ErrorKind};

/// Little-endian magic of the 20-byte wrapper header.
pub const WRAPPER_MAGIC: u32 = 0x0B17_C0DE;
/// The four bytes every LLVM IR bitstream starts with.
pub const BITCODE_MAGIC: [u8; 4] = [b'B', b'C', 0xC0, 0xDE];
/// Size of the wrapper header: magic, version, offset, size, cputype.
pub const WRAPPER_HEADER_LEN: usize = 20;

/// The fields of a bitcode wrapper header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wrapper {
    pub version: u32,
    pub offset: u32,
    pub size: u32,
    pub cputype: u32,
}

/// Where the bitstream lies in the input.
#[derive(Debug, Clone, Copy)]
pub struct Located<'a> {
    pub wrapper: Option<Wrapper>,
    /// The bitstream, starting with [`BITCODE_MAGIC`]; bit alignment is relative to its start.
    pub stream: &'a [u8],
    /// Byte offset of `stream` in the input, so errors can report input-relative positions.
    pub offset: usize,
}

fn le32(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at.checked_add(4)?)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Finds the bitstream: inside a wrapper (validating its offset and size) or at offset 0.
pub fn locate(bytes: &[u8]) -> Result<Located<'_>, AirError> {
    let not = |bit: usize, msg: String| AirError::new(bit as u64 * 8, ErrorKind::NotBitcode(msg));
    if bytes.starts_with(&BITCODE_MAGIC) {
        return Ok(Located { wrapper: None, stream: bytes, offset: 0 });
    }
    if le32(bytes, 0) != Some(WRAPPER_MAGIC) {
        return Err(not(0, "input starts with neither the wrapper magic 0x0B17C0DE nor 'BC' 0xC0DE".into()));
    }
    if bytes.len() < WRAPPER_HEADER_LEN {
        return Err(not(
            0,
            format!("wrapper header needs {WRAPPER_HEADER_LEN} bytes, input has {}", bytes.len()),
        ));
    }
    let field = |at: usize| le32(bytes, at).unwrap_or(0);
    let wrapper = Wrapper { version: field(4), offset: field(8), size: field(12), cputype: field(16) };
    let start = wrapper.offset as usize;
    let size = wrapper.size as usize;
    if start < WRAPPER_HEADER_LEN {
        return Err(not(8, format!("wrapper offset {start} points inside the 20-byte header")));
    }
    let end = start.checked_add(size).filter(|&e| e <= bytes.len());
    let Some(end) = end else {
        return Err(not(
            12,
            format!(
                "wrapper says the bitcode is at {start}..{start}+{size} but the input has {} bytes",
                bytes.len()
            ),
        ));
    };
    let stream = &bytes[start..end];
    if !stream.starts_with(&BITCODE_MAGIC) {
        return Err(not(start, format!("no 'BC' 0xC0DE magic at wrapper offset {start}")));
    }
    Ok(Located { wrapper: Some(wrapper), stream, offset: start })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrap(offset: u32, size: u32, body: &[u8]) -> Vec<u8> {
        let mut v = Vec::new();
        for f in [WRAPPER_MAGIC, 0, offset, size, u32::MAX] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        v.extend_from_slice(body);
        v
    }

    #[test]
    fn raw_and_wrapped() {
        let body = [b'B', b'C', 0xC0, 0xDE, 1, 2, 3, 4];
        let raw = locate(&body).expect("raw");
        assert!(raw.wrapper.is_none());
        let w = wrap(20, 8, &body);
        let l = locate(&w).expect("wrapped");
        assert_eq!(l.offset, 20);
        assert_eq!(l.stream, &body);
        assert_eq!(l.wrapper.map(|w| w.cputype), Some(u32::MAX));
    }

    #[test]
    fn bad_headers() {
        let body = [b'B', b'C', 0xC0, 0xDE];
        assert!(locate(&wrap(20, 8, &body)).is_err());
        assert!(locate(&wrap(4, 4, &body)).is_err());
        assert!(locate(&wrap(u32::MAX, u32::MAX, &body)).is_err());
        assert!(locate(&wrap(20, 4, &[0, 0, 0, 0])).is_err());
        assert!(locate(&wrap(20, 4, &body)[..12]).is_err());
        assert!(locate(b"").is_err());
        assert!(locate(b"\x7fELF").is_err());
    }
}
