//! What metal-nt accepts as a library: a MetalLib, a bare `.air` module (one wrapped
//! bitcode module), or a `.metal-ar` archive of `.air` modules (a plain `ar` file). This
//! module tells them apart by content, not by file name, and checks the bitcode wrapper.

use crate::error::{Place, Problem, ReadError};
use crate::format::{AR_MAGIC, BITCODE_MAGIC, BITCODE_WRAPPER_MAGIC, MAGIC};
use crate::model::Library;

/// The 20-byte wrapper in front of AIR bitcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitcodeWrapper {
    pub version: u32,
    pub offset: u32,
    pub size: u32,
    pub cputype: u32,
}

/// One AIR module: the bytes as stored (wrapper included, when there is one) and the
/// bitcode inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AirModule<'a> {
    pub bytes: &'a [u8],
    pub wrapper: Option<BitcodeWrapper>,
    pub bitcode: &'a [u8],
}

/// One member of a `.metal-ar` archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArchiveMember<'a> {
    pub name: String,
    pub module: AirModule<'a>,
}

/// Any library input.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)]
pub enum Container<'a> {
    MetalLib(Library<'a>),
    Air(AirModule<'a>),
    Archive(Vec<ArchiveMember<'a>>),
}

/// Reads a library input of any kind.
pub fn open(data: &[u8]) -> Result<Container<'_>, ReadError> {
    if data.starts_with(&MAGIC) {
        return crate::read::read(data).map(Container::MetalLib);
    }
    if data.starts_with(&BITCODE_WRAPPER_MAGIC.to_le_bytes()) || data.starts_with(&BITCODE_MAGIC) {
        return air_module(data, 0).map(Container::Air);
    }
    if data.starts_with(AR_MAGIC) {
        return archive(data).map(Container::Archive);
    }
    let shown: String = data.iter().take(8).map(|b| format!("{b:02x}")).collect();
    Err(ReadError {
        offset: 0,
        place: Place::File,
        problem: Problem::UnknownFormat(if data.is_empty() {
            "nothing: the file is empty".into()
        } else {
            shown
        }),
    })
}

/// Checks a module's wrapper (when it has one) and locates its bitcode. `base` is the
/// module's offset in the file, for error messages.
pub fn air_module(data: &[u8], base: usize) -> Result<AirModule<'_>, ReadError> {
    let fail = |at: usize, problem: Problem| ReadError {
        offset: (base + at) as u64,
        place: Place::BitcodeWrapper,
        problem,
    };
    if data.starts_with(&BITCODE_MAGIC) {
        return Ok(AirModule { bytes: data, wrapper: None, bitcode: data });
    }
    if !data.starts_with(&BITCODE_WRAPPER_MAGIC.to_le_bytes()) {
        return Err(fail(
            0,
            Problem::Invalid("module does not start with a bitcode wrapper or bitcode".into()),
        ));
    }
    if data.len() < 20 {
        return Err(fail(
            0,
            Problem::UnexpectedEnd { what: "the 20-byte bitcode wrapper", needed: 20 - data.len() as u64 },
        ));
    }
    let w = |i: usize| u32::from_le_bytes([data[i], data[i + 1], data[i + 2], data[i + 3]]);
    let wrapper = BitcodeWrapper { version: w(4), offset: w(8), size: w(12), cputype: w(16) };
    let (start, len) = (wrapper.offset as usize, wrapper.size as usize);
    let bitcode = start.checked_add(len).and_then(|end| data.get(start..end)).ok_or_else(|| {
        fail(
            8,
            Problem::OutOfBounds {
                what: "bitcode",
                start: start as u64,
                len: len as u64,
                within: "the module",
                limit_start: 0,
                limit_end: data.len() as u64,
            },
        )
    })?;
    if !bitcode.starts_with(&BITCODE_MAGIC) {
        return Err(fail(start, Problem::Invalid("wrapped bytes do not start with BC\\xC0\\xDE".into())));
    }
    Ok(AirModule { bytes: data, wrapper: Some(wrapper), bitcode })
}

/// Reads a `.metal-ar` (`ar` format, BSD `#1/N` or GNU `//` long names). Symbol tables
/// (`/`, `__.SYMDEF…`) are skipped; every other member must be an AIR module.
pub fn archive(data: &[u8]) -> Result<Vec<ArchiveMember<'_>>, ReadError> {
    let mut members = Vec::new();
    let mut gnu_names: &[u8] = &[];
    let mut pos = AR_MAGIC.len();
    let mut index = 0u32;
    while pos < data.len() {
        let place = Place::ArchiveMember { index };
        let fail =
            |at: usize, problem: Problem| ReadError { offset: at as u64, place: place.clone(), problem };
        let header = data.get(pos..pos + 60).ok_or_else(|| {
            fail(
                pos,
                Problem::UnexpectedEnd {
                    what: "a 60-byte member header",
                    needed: (pos + 60 - data.len()) as u64,
                },
            )
        })?;
        if &header[58..60] != b"`\n" {
            return Err(fail(pos + 58, Problem::Invalid("member header does not end with `\\n".into())));
        }
        let field = |r: std::ops::Range<usize>| String::from_utf8_lossy(&header[r]).trim_end().to_string();
        let size: usize = field(48..58).parse().map_err(|_| {
            fail(pos + 48, Problem::Invalid(format!("member size {:?} is not a number", field(48..58))))
        })?;
        let body_at = pos + 60;
        let body = body_at.checked_add(size).and_then(|end| data.get(body_at..end)).ok_or_else(|| {
            fail(
                pos + 48,
                Problem::OutOfBounds {
                    what: "member",
                    start: body_at as u64,
                    len: size as u64,
                    within: "the archive",
                    limit_start: 0,
                    limit_end: data.len() as u64,
                },
            )
        })?;
        let raw_name = field(0..16);
        let (name, content, content_at) = if let Some(n) = raw_name.strip_prefix("#1/") {
            let n: usize = n
                .parse()
                .map_err(|_| fail(pos, Problem::Invalid(format!("bad BSD long name {raw_name:?}"))))?;
            let name = body.get(..n).ok_or_else(|| {
                fail(body_at, Problem::Invalid("BSD long name is longer than the member".into()))
            })?;
            let name = String::from_utf8_lossy(name).trim_end_matches('\0').to_string();
            (name, &body[n..], body_at + n)
        } else if raw_name == "//" {
            gnu_names = body;
            (String::new(), &[][..], body_at)
        } else if let Some(off) =
            raw_name.strip_prefix('/').filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        {
            let off: usize =
                off.parse().map_err(|_| fail(pos, Problem::Invalid("bad GNU long-name offset".into())))?;
            let rest = gnu_names.get(off..).ok_or_else(|| {
                fail(pos, Problem::Invalid("GNU long-name offset past the name table".into()))
            })?;
            let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            (String::from_utf8_lossy(&rest[..end]).trim_end_matches('/').to_string(), body, body_at)
        } else {
            (raw_name.trim_end_matches('/').to_string(), body, body_at)
        };
        let is_symbols = raw_name == "/" || raw_name == "//" || name.starts_with("__.SYMDEF");
        if !is_symbols {
            let module = air_module(content, content_at).map_err(|mut e| {
                e.place = place.clone();
                e
            })?;
            members.push(ArchiveMember { name, module });
        }
        pos = body_at + size + (size & 1);
        index += 1;
    }
    Ok(members)
}
