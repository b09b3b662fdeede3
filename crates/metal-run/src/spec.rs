//! The command line's value syntax: dispatch sizes (`X[,Y[,Z]]`), buffer bindings
//! (`INDEX=FILE`, `INDEX=zeros:BYTES`), threadgroup-memory lengths (`INDEX=BYTES`) and
//! function-constant values (`NAME=VALUE`).
//! Each parser returns a message clap shows as a usage error (exit 2), so that a
//! malformed argument never reaches the library or the interpreter.

use std::path::PathBuf;

/// The most buffer slots a Metal kernel has (`[[buffer(0)]]` … `[[buffer(30)]]`).
pub const MAX_BUFFER_SLOTS: u32 = 31;

/// A size of one to three dimensions; missing dimensions are 1, as in `MTLSizeMake`.
pub fn parse_size(text: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > 3 {
        return Err(format!("`{text}` has {} dimensions; give 1 to 3: X[,Y[,Z]]", parts.len()));
    }
    let mut size = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        let p = p.trim();
        let v: u32 = p.parse().map_err(|_| {
            if p.is_empty() {
                format!("`{text}`: dimension {} is empty; expected X[,Y[,Z]] of positive integers", i + 1)
            } else {
                format!("`{text}`: `{p}` is not a positive integer (expected X[,Y[,Z]])")
            }
        })?;
        if v == 0 {
            return Err(format!("`{text}`: dimension {} is 0; every dimension must be at least 1", i + 1));
        }
        size[i] = v;
    }
    Ok(size)
}

/// Where a bound buffer's initial contents come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    File(PathBuf),
    Zeros(u64),
}

/// One `--buffer INDEX=…`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferSpec {
    /// The `[[buffer(INDEX)]]` slot.
    pub index: u32,
    pub source: Source,
    /// The argument as written, for messages.
    pub text: String,
}

pub fn parse_buffer(text: &str) -> Result<BufferSpec, String> {
    let Some((index, source)) = text.split_once('=') else {
        return Err(format!("`{text}`: expected INDEX=FILE or INDEX=zeros:BYTES"));
    };
    let index: u32 = index
        .trim()
        .parse()
        .map_err(|_| format!("`{text}`: buffer index `{index}` is not a non-negative integer"))?;
    if index >= MAX_BUFFER_SLOTS {
        return Err(format!(
            "`{text}`: buffer index {index} is out of range; Metal has buffer slots 0 to {}",
            MAX_BUFFER_SLOTS - 1
        ));
    }
    let source = match source.strip_prefix("zeros:") {
        Some(bytes) => Source::Zeros(
            bytes
                .trim()
                .parse()
                .map_err(|_| format!("`{text}`: `{bytes}` is not a byte count (expected zeros:BYTES)"))?,
        ),
        None if source.is_empty() => return Err(format!("`{text}`: the file name is empty")),
        None => Source::File(PathBuf::from(source)),
    };
    Ok(BufferSpec { index, source, text: text.to_owned() })
}

/// The most threadgroup memory a kernel may use on Apple GPUs
/// (`maxThreadgroupMemoryLength`), static and host-set together.
pub const MAX_THREADGROUP_MEMORY: u64 = 32 * 1024;

/// One `--threadgroup-memory INDEX=BYTES`: `setThreadgroupMemoryLength:atIndex:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadgroupMemorySpec {
    /// The `[[threadgroup(INDEX)]]` slot.
    pub index: u32,
    pub bytes: u64,
    /// The argument as written, for messages.
    pub text: String,
}

pub fn parse_threadgroup_memory(text: &str) -> Result<ThreadgroupMemorySpec, String> {
    let Some((index, bytes)) = text.split_once('=') else {
        return Err(format!("`{text}`: expected INDEX=BYTES"));
    };
    let index: u32 = index
        .trim()
        .parse()
        .map_err(|_| format!("`{text}`: threadgroup index `{index}` is not a non-negative integer"))?;
    if index >= MAX_BUFFER_SLOTS {
        return Err(format!(
            "`{text}`: threadgroup index {index} is out of range; Metal has threadgroup slots 0 to {}",
            MAX_BUFFER_SLOTS - 1
        ));
    }
    let bytes: u64 = bytes
        .trim()
        .parse()
        .map_err(|_| format!("`{text}`: `{bytes}` is not a byte count (expected INDEX=BYTES)"))?;
    // Metal's own rules for setThreadgroupMemoryLength:atIndex:.
    if bytes == 0 || bytes % 16 != 0 {
        return Err(format!(
            "`{text}`: the length must be a positive multiple of 16 bytes, as Metal requires"
        ));
    }
    if bytes > MAX_THREADGROUP_MEMORY {
        return Err(format!(
            "`{text}`: {bytes} bytes is over the {MAX_THREADGROUP_MEMORY} bytes of threadgroup memory a threadgroup has"
        ));
    }
    Ok(ThreadgroupMemorySpec { index, bytes, text: text.to_owned() })
}

/// One `--constant NAME=VALUE`; the value is interpreted by the constant's declared type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstantSpec {
    pub name: String,
    pub value: String,
}

pub fn parse_constant(text: &str) -> Result<ConstantSpec, String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() && !value.trim().is_empty() => {
            Ok(ConstantSpec { name: name.trim().to_owned(), value: value.trim().to_owned() })
        }
        _ => Err(format!("`{text}`: expected NAME=VALUE")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_fill_missing_dimensions_with_one() {
        assert_eq!(parse_size("64"), Ok([64, 1, 1]));
        assert_eq!(parse_size("8,4"), Ok([8, 4, 1]));
        assert_eq!(parse_size("2, 3, 4"), Ok([2, 3, 4]));
    }

    #[test]
    fn bad_sizes_say_what_is_wrong() {
        assert_eq!(parse_size("1,2,3,4"), Err("`1,2,3,4` has 4 dimensions; give 1 to 3: X[,Y[,Z]]".into()));
        assert_eq!(
            parse_size("8x8"),
            Err("`8x8`: `8x8` is not a positive integer (expected X[,Y[,Z]])".into())
        );
        assert_eq!(
            parse_size("4,,1"),
            Err("`4,,1`: dimension 2 is empty; expected X[,Y[,Z]] of positive integers".into())
        );
        assert_eq!(parse_size("0"), Err("`0`: dimension 1 is 0; every dimension must be at least 1".into()));
        assert!(parse_size("-1").is_err());
        assert!(parse_size("4294967296").is_err());
    }

    #[test]
    fn threadgroup_memory() {
        assert_eq!(
            parse_threadgroup_memory("0=256"),
            Ok(ThreadgroupMemorySpec { index: 0, bytes: 256, text: "0=256".into() })
        );
        assert_eq!(parse_threadgroup_memory("3=32768").map(|t| t.bytes), Ok(32768));
        assert_eq!(
            parse_threadgroup_memory("0=100"),
            Err("`0=100`: the length must be a positive multiple of 16 bytes, as Metal requires".into())
        );
        assert!(parse_threadgroup_memory("0=0").is_err());
        assert_eq!(
            parse_threadgroup_memory("0=32784"),
            Err("`0=32784`: 32784 bytes is over the 32768 bytes of threadgroup memory a threadgroup has"
                .into())
        );
        assert_eq!(
            parse_threadgroup_memory("31=16"),
            Err("`31=16`: threadgroup index 31 is out of range; Metal has threadgroup slots 0 to 30".into())
        );
        assert_eq!(parse_threadgroup_memory("256"), Err("`256`: expected INDEX=BYTES".into()));
        assert_eq!(
            parse_threadgroup_memory("0=1k"),
            Err("`0=1k`: `1k` is not a byte count (expected INDEX=BYTES)".into())
        );
    }

    #[test]
    fn buffers() {
        assert_eq!(
            parse_buffer("0=a.bin"),
            Ok(BufferSpec { index: 0, source: Source::File("a.bin".into()), text: "0=a.bin".into() })
        );
        assert_eq!(parse_buffer("30=zeros:16").map(|b| b.source), Ok(Source::Zeros(16)));
        // A file may itself contain `=`.
        assert_eq!(parse_buffer("2=x=y.bin").map(|b| b.source), Ok(Source::File("x=y.bin".into())));
        assert_eq!(parse_buffer("a.bin"), Err("`a.bin`: expected INDEX=FILE or INDEX=zeros:BYTES".into()));
        assert_eq!(
            parse_buffer("31=a.bin"),
            Err("`31=a.bin`: buffer index 31 is out of range; Metal has buffer slots 0 to 30".into())
        );
        assert_eq!(
            parse_buffer("x=a.bin"),
            Err("`x=a.bin`: buffer index `x` is not a non-negative integer".into())
        );
        assert_eq!(
            parse_buffer("1=zeros:lots"),
            Err("`1=zeros:lots`: `lots` is not a byte count (expected zeros:BYTES)".into())
        );
        assert_eq!(parse_buffer("1="), Err("`1=`: the file name is empty".into()));
    }

    #[test]
    fn constants() {
        assert_eq!(parse_constant("mode = 3"), Ok(ConstantSpec { name: "mode".into(), value: "3".into() }));
        assert_eq!(parse_constant("mode"), Err("`mode`: expected NAME=VALUE".into()));
        assert_eq!(parse_constant("=1"), Err("`=1`: expected NAME=VALUE".into()));
    }
}
