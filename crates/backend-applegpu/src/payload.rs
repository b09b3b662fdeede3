//! One Apple shader's payload, laid out as Apple's compiler lays out the `__TEXT,__text`
//! of the nested object in a stage section (docs/output-format.md, "Apple payload";
//! ../shared/reference/apple-gpu-binaries.md §3): the constant program (the preamble the
//! hardware runs once per dispatch) at offset 0, padded with `trap` halfwords to exactly
//! 64 bytes, then the main shader, followed by eight `trap` halfwords as Apple's
//! binaries end (what Mesa's AGX packer appends "to match the blob"). The package stage
//! wraps it in the nested Mach-O through `gpu-macho`, with the two symbols of
//! [`symbols`].

/// Bytes the constant program occupies, padding included; `_agc.main` starts here.
pub const CONSTANT_PROGRAM_BYTES: usize = 64;

/// The symbol of the constant program (offset 0).
pub const CONSTANT_PROGRAM_SYMBOL: &str = "_agc.main.constant_program";
/// The symbol of the main shader (offset [`CONSTANT_PROGRAM_BYTES`]).
pub const MAIN_SYMBOL: &str = "_agc.main";

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
}

/// The symbols of a payload: (name, byte offset).
pub fn symbols() -> Vec<(String, u64)> {
    vec![(CONSTANT_PROGRAM_SYMBOL.to_owned(), 0), (MAIN_SYMBOL.to_owned(), CONSTANT_PROGRAM_BYTES as u64)]
}

/// The payload of a shader from the encoded constant program and main shader.
pub fn build(constant_program: &[u8], main: &[u8]) -> Result<Vec<u8>, PayloadError> {
    if constant_program.len() > CONSTANT_PROGRAM_BYTES {
        return Err(PayloadError::ConstantProgramTooLong(constant_program.len()));
    }
    for code in [constant_program, main] {
        if code.len() % 2 != 0 {
            return Err(PayloadError::OddLength(code.len()));
        }
    }
    let mut out = Vec::with_capacity(CONSTANT_PROGRAM_BYTES + main.len() + 2 * TRAILING_TRAPS);
    out.extend_from_slice(constant_program);
    while out.len() < CONSTANT_PROGRAM_BYTES {
        out.extend_from_slice(&TRAP);
    }
    out.extend_from_slice(main);
    for _ in 0..TRAILING_TRAPS {
        out.extend_from_slice(&TRAP);
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
}

/// Splits a payload at the fixed symbol offsets, dropping the `trap` padding (every
/// program we write ends in `stop`, so no instruction of it is a trailing `trap`).
pub fn split(payload: &[u8]) -> Result<Parts<'_>, PayloadError> {
    if payload.len() % 2 != 0 {
        return Err(PayloadError::OddLength(payload.len()));
    }
    let (Some(constant), Some(main)) =
        (payload.get(..CONSTANT_PROGRAM_BYTES), payload.get(CONSTANT_PROGRAM_BYTES..))
    else {
        return Err(PayloadError::Truncated(payload.len()));
    };
    Ok(Parts { constant_program: strip_traps(constant), main: strip_traps(main) })
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
        let p = build(&stop, &main).expect("a valid layout");
        assert_eq!(p.len(), 64 + main.len() + 16);
        assert_eq!(&p[..2], &stop);
        assert!(p[2..64].chunks(2).all(|c| c == TRAP));
        assert_eq!(&p[64..70], &main);
        let parts = split(&p).expect("our own payload");
        assert_eq!(parts.constant_program, &stop);
        assert_eq!(parts.main, &main);
    }

    #[test]
    fn bad_inputs_are_errors() {
        assert_eq!(build(&[0; 66], &[]), Err(PayloadError::ConstantProgramTooLong(66)));
        assert_eq!(build(&[], &[0; 3]), Err(PayloadError::OddLength(3)));
        assert_eq!(split(&[0; 10]), Err(PayloadError::Truncated(10)));
        assert_eq!(split(&[0; 65]), Err(PayloadError::OddLength(65)));
    }
}
