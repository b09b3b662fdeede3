//! One Apple shader's payload, laid out as Apple's compiler lays out the `__TEXT,__text`
//! of the nested object in a stage section (docs/output-format.md, "Apple payload";
//! ../shared/reference/apple-gpu-binaries.md §3): the constant program (the preamble the
//! hardware runs once per dispatch) at offset 0, padded with `trap` halfwords to exactly
//! 64 bytes, then the main shader, followed by eight `trap` halfwords as Apple's
//! binaries end (what Mesa's AGX packer appends "to match the blob"). The package stage
//! wraps it in the nested Mach-O through `gpu-macho`, with the symbols of [`symbols`].
//!
//! A kernel that reads module constant data (Metal's program-scope `constant` arrays)
//! carries it after the trailing `trap`s, at the next 16-byte boundary (zero padding),
//! under a third symbol, `_agc.main.constant_data` — our layout: where Apple's compiler
//! puts such data is not public. The dispatcher loads it with the code and writes its
//! address into the kernel's `ConstantData` uniform pair (docs/abi-applegpu.md).

/// Bytes the constant program occupies, padding included; `_agc.main` starts here.
pub const CONSTANT_PROGRAM_BYTES: usize = 64;

/// The symbol of the constant program (offset 0).
pub const CONSTANT_PROGRAM_SYMBOL: &str = "_agc.main.constant_program";
/// The symbol of the main shader (offset [`CONSTANT_PROGRAM_BYTES`]).
pub const MAIN_SYMBOL: &str = "_agc.main";
/// The symbol of the constant data, when there is any (ours).
pub const CONSTANT_DATA_SYMBOL: &str = "_agc.main.constant_data";
/// Alignment of the constant data in the payload.
pub const CONSTANT_DATA_ALIGN: usize = 16;

/// `trap`, the halfword Apple pads code with.
pub const TRAP: [u8; 2] = [0x08, 0x00];
/// `trap`s after the main shader.
pub const TRAILING_TRAPS: usize = 8;

/// Why a payload could not be built or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PayloadError {
    #[error("the constant program is {0} bytes; Apple's layout gives it exactly 64")]
    ConstantProgramTooLong(usize),
    #[error("code of odd length {0} (instructions are whole halfwords)")]
    OddLength(usize),
    #[error("a payload of {0} bytes is shorter than the 64-byte constant program")]
    Truncated(usize),
    #[error("the main shader does not end in `stop` and eight `trap`s: {0}")]
    NoEnd(String),
}

/// The symbols of `payload`: (name, byte offset); the constant data's only when the
/// payload has some.
pub fn symbols(payload: &[u8]) -> Vec<(String, u64)> {
    let mut v = vec![
        (CONSTANT_PROGRAM_SYMBOL.to_owned(), 0),
        (MAIN_SYMBOL.to_owned(), CONSTANT_PROGRAM_BYTES as u64),
    ];
    if let Ok(p) = split(payload) {
        if !p.constant_data.is_empty() {
            v.push((CONSTANT_DATA_SYMBOL.to_owned(), p.constant_data_offset as u64));
        }
    }
    v
}

/// The payload of a shader from the encoded constant program and main shader, and the
/// constant data (empty: none).
pub fn build(constant_program: &[u8], main: &[u8], constant_data: &[u8]) -> Result<Vec<u8>, PayloadError> {
    let mut out = start(constant_program, main.len())?;
    out.extend_from_slice(main);
    finish(out, constant_data)
}

/// The front of a payload: the constant program padded to its 64 bytes, in a buffer
/// with room for `main_capacity` more bytes. The main shader is appended to it (the
/// backend encodes straight into it) and [`finish`] completes the payload.
pub fn start(constant_program: &[u8], main_capacity: usize) -> Result<Vec<u8>, PayloadError> {
    if constant_program.len() > CONSTANT_PROGRAM_BYTES {
        return Err(PayloadError::ConstantProgramTooLong(constant_program.len()));
    }
    if constant_program.len() % 2 != 0 {
        return Err(PayloadError::OddLength(constant_program.len()));
    }
    let mut out = Vec::with_capacity(CONSTANT_PROGRAM_BYTES + main_capacity + 2 * TRAILING_TRAPS);
    out.extend_from_slice(constant_program);
    while out.len() < CONSTANT_PROGRAM_BYTES {
        out.extend_from_slice(&TRAP);
    }
    Ok(out)
}

/// Completes a payload [`start`] began once the main shader follows the constant
/// program in `out`: the trailing `trap`s and the constant data (empty: none).
pub fn finish(mut out: Vec<u8>, constant_data: &[u8]) -> Result<Vec<u8>, PayloadError> {
    let main = out.len().saturating_sub(CONSTANT_PROGRAM_BYTES);
    if main % 2 != 0 {
        return Err(PayloadError::OddLength(main));
    }
    for _ in 0..TRAILING_TRAPS {
        out.extend_from_slice(&TRAP);
    }
    if !constant_data.is_empty() {
        // Whole halfwords, as every payload.
        out.resize(out.len().next_multiple_of(CONSTANT_DATA_ALIGN), 0);
        out.extend_from_slice(constant_data);
        out.resize(out.len().next_multiple_of(2), 0);
    }
    Ok(out)
}

/// The two programs of a payload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parts<'a> {
    /// The constant program without its `trap` padding.
    pub constant_program: &'a [u8],
    /// The main shader without the trailing `trap`s.
    pub main: &'a [u8],
    /// The constant data (empty: none) and its offset in the payload.
    pub constant_data: &'a [u8],
    pub constant_data_offset: usize,
}

/// Splits a payload at the fixed symbol offsets, dropping the `trap` padding: the main
/// shader ends at its first `trap` (we never emit one inside code), read instruction by
/// instruction so that no immediate is mistaken for one; what follows the eight `trap`s
/// and the alignment padding is the constant data (with a zero byte
/// after data of odd length).
pub fn split(payload: &[u8]) -> Result<Parts<'_>, PayloadError> {
    if payload.len() % 2 != 0 {
        return Err(PayloadError::OddLength(payload.len()));
    }
    let (Some(constant), Some(rest)) =
        (payload.get(..CONSTANT_PROGRAM_BYTES), payload.get(CONSTANT_PROGRAM_BYTES..))
    else {
        return Err(PayloadError::Truncated(payload.len()));
    };
    let mut at = 0usize;
    while at < rest.len() && rest.get(at..at + 2) != Some(&TRAP[..]) {
        let len = crate::disasm::decode_one(&rest[at..], at)
            .map_err(|e| PayloadError::NoEnd(format!("offset {:#x}: {e}", CONSTANT_PROGRAM_BYTES + at)))?
            .len;
        at += usize::from(len.max(2));
    }
    let main = rest.get(..at).unwrap_or(rest);
    let traps_end = CONSTANT_PROGRAM_BYTES + (at + 2 * TRAILING_TRAPS).min(rest.len());
    let data_at = traps_end.next_multiple_of(CONSTANT_DATA_ALIGN);
    let constant_data = payload.get(data_at..).unwrap_or(&[]);
    Ok(Parts {
        constant_program: strip_traps(constant),
        main,
        constant_data,
        constant_data_offset: if constant_data.is_empty() { 0 } else { data_at },
    })
}

fn strip_traps(mut code: &[u8]) -> &[u8] {
    while let Some(rest) = code.strip_suffix(&TRAP) {
        code = rest;
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_round_trips() {
        let stop = [0x88, 0x00];
        let main = [0x62, 0x01, 0x00, 0x00, 0x88, 0x00];
        let p = build(&stop, &main, &[]).expect("a valid layout");
        assert_eq!(p.len(), 64 + main.len() + 16);
        assert_eq!(&p[..2], &stop);
        assert!(p[2..64].chunks(2).all(|c| c == TRAP));
        assert_eq!(&p[64..70], &main);
        let parts = split(&p).expect("our own payload");
        assert_eq!(parts.constant_program, &stop);
        assert_eq!(parts.main, &main);
        assert!(parts.constant_data.is_empty());
        assert_eq!(symbols(&p).len(), 2);
    }

    #[test]
    fn constant_data_follows_the_traps_aligned() {
        let stop = [0x88, 0x00];
        // `mov_imm r0l, 8` (an immediate that looks like `trap`), then `stop`.
        let main = [0x62, 0x00, 0x08, 0x00, 0x88, 0x00];
        // Data that starts like code and like `trap`.
        let data = [0x08, 0x00, 0x88, 0x00, 1, 2, 3];
        let p = build(&stop, &main, &data).expect("a valid layout");
        let end = 64 + main.len() + 16;
        assert_eq!(p.len(), end.next_multiple_of(16) + data.len() + 1);
        assert!(p[end..end.next_multiple_of(16)].iter().all(|&b| b == 0));
        let parts = split(&p).expect("our own payload");
        assert_eq!(parts.main, &main);
        assert_eq!(parts.constant_data, &[0x08, 0x00, 0x88, 0x00, 1, 2, 3, 0]);
        assert_eq!(parts.constant_data_offset, end.next_multiple_of(16));
        assert_eq!(symbols(&p)[2], (CONSTANT_DATA_SYMBOL.to_owned(), end.next_multiple_of(16) as u64));
    }

    #[test]
    fn bad_inputs_are_errors() {
        assert_eq!(build(&[0; 66], &[], &[]), Err(PayloadError::ConstantProgramTooLong(66)));
        assert_eq!(build(&[], &[0; 3], &[]), Err(PayloadError::OddLength(3)));
        assert_eq!(split(&[0; 10]), Err(PayloadError::Truncated(10)));
        assert_eq!(split(&[0; 65]), Err(PayloadError::OddLength(65)));
    }
}
