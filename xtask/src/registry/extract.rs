//! Finding MetalLibs in a downloaded archive: wheels are zips, npm packages and crates are
//! gzip tarballs. Inside, a library is a whole member, embedded in a Mach-O (found by its
//! `MTLB` magic and cut by its own file size, the u64 at offset 16), or a C array in a
//! header (`xxd -i` output), where several platform variants share one array name and
//! are told apart by the preprocessor condition around them.

use anyhow::{Context, Result};
use std::io::Read;
use std::path::Path;

/// One library found in an archive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub member: String,
    /// Where it starts in the member, when the member is not the library itself.
    pub offset: Option<u64>,
    pub array: Option<String>,
    pub branch: Option<String>,
    pub bytes: Vec<u8>,
}

/// Every library in the archive at `path`, in member order.
pub fn scan_archive(path: &Path) -> Result<Vec<Found>> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut found = Vec::new();
    if name.ends_with(".whl") {
        let file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let mut zip =
            zip::ZipArchive::new(file).with_context(|| format!("{} is not a zip", path.display()))?;
        for i in 0..zip.len() {
            let mut entry = zip.by_index(i).with_context(|| format!("{}: member {i}", path.display()))?;
            if !entry.is_file() {
                continue;
            }
            let member = entry.name().to_string();
            let mut data = Vec::new();
            entry.read_to_end(&mut data).with_context(|| format!("{}: {member}", path.display()))?;
            scan_member(&member, &data, &mut found);
        }
    } else {
        let file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
        let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(std::io::BufReader::new(file)));
        for entry in tar.entries().with_context(|| format!("{} is not a gzip tarball", path.display()))? {
            let mut entry = entry.with_context(|| format!("{}: reading a member", path.display()))?;
            if !entry.header().entry_type().is_file() {
                continue;
            }
            let member = entry.path()?.to_string_lossy().into_owned();
            let mut data = Vec::new();
            entry.read_to_end(&mut data).with_context(|| format!("{}: {member}", path.display()))?;
            scan_member(&member, &data, &mut found);
        }
    }
    Ok(found)
}

/// The libraries of one member: C arrays in a header, else whole or embedded containers.
pub fn scan_member(member: &str, data: &[u8], out: &mut Vec<Found>) {
    if member.ends_with(".h") {
        if memchr::memmem::find(data, b"_metallib[]").is_some() {
            for (array, branch, bytes) in c_arrays(&String::from_utf8_lossy(data)) {
                if container_len(&bytes, 0) == Some(bytes.len()) {
                    out.push(Found {
                        member: member.to_string(),
                        offset: None,
                        array: Some(array),
                        branch,
                        bytes,
                    });
                }
            }
        }
        return;
    }
    let mut next = 0;
    for at in memchr::memmem::find_iter(data, b"MTLB") {
        // A container's own bytes may contain the magic; only look past the last one.
        if at < next {
            continue;
        }
        let Some(len) = container_len(data, at) else { continue };
        let Some(bytes) = data.get(at..at + len) else { continue };
        let whole = at == 0 && len == data.len();
        out.push(Found {
            member: member.to_string(),
            offset: (!whole).then_some(at as u64),
            array: None,
            branch: None,
            bytes: bytes.to_vec(),
        });
        next = at + len;
    }
}

/// Header fields of a MetalLib container, as far as telling a real one from four bytes
/// that happen to spell `MTLB` needs.
const HEADER_SIZE: usize = 88;

fn u16_at(d: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(d.get(at..at + 2)?.try_into().ok()?))
}

fn u64_at(d: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(d.get(at..at + 8)?.try_into().ok()?))
}

/// The length of the container starting at `at` when its header is sane: version 1.x
/// (the top bit of the major version marks macOS), a file size that covers the header
/// and fits in `data`, and a function list inside the file.
fn container_len(data: &[u8], at: usize) -> Option<usize> {
    if data.get(at..at + 4)? != b"MTLB" || u16_at(data, at + 4)? & 0x7FFF != 1 || u16_at(data, at + 6)? > 0xFF
    {
        return None;
    }
    let size = usize::try_from(u64_at(data, at + 16)?).ok()?;
    let list = usize::try_from(u64_at(data, at + 24)?).ok()?;
    let fits = size >= HEADER_SIZE && at.checked_add(size)? <= data.len();
    (fits && (HEADER_SIZE..size).contains(&list)).then_some(size)
}

/// The preprocessor condition of one `#if` nesting level: the branches already passed
/// (negated) and the current one.
#[derive(Debug, Default)]
struct Level {
    passed: Vec<String>,
    current: Option<String>,
}

fn negate(cond: &str) -> String {
    let simple = cond.bytes().all(|b| b.is_ascii_alphanumeric() || b"_()".contains(&b));
    if simple {
        format!("!{cond}")
    } else {
        format!("!({cond})")
    }
}

fn condition(levels: &[Level]) -> Option<String> {
    let terms: Vec<String> = levels
        .iter()
        .flat_map(|l| l.passed.iter().map(|c| negate(c)).chain(l.current.iter().cloned()))
        .collect();
    (!terms.is_empty()).then(|| terms.join(" && "))
}

/// `(name, condition, bytes)` of every `unsigned char name[] = { 0x.., … };` in `text`.
fn c_arrays(text: &str) -> Vec<(String, Option<String>, Vec<u8>)> {
    let mut out = Vec::new();
    let mut levels: Vec<Level> = Vec::new();
    let mut open: Option<(String, Option<String>, Vec<u8>)> = None;
    for line in text.lines() {
        let t = line.trim();
        let body = if open.is_some() {
            t
        } else if let Some(rest) = t.strip_prefix('#') {
            directive(rest.trim_start(), &mut levels);
            continue;
        } else if let Some((decl, rest)) = t.split_once("[] = {").filter(|(d, _)| d.contains("unsigned char"))
        {
            let name = decl.rsplit(char::is_whitespace).next().unwrap_or(decl).to_string();
            open = Some((name, condition(&levels), Vec::new()));
            rest
        } else {
            continue;
        };
        let Some((_, _, bytes)) = open.as_mut() else { continue };
        let hex = body.split("};").next().unwrap_or(body);
        bytes.extend(
            hex.split(',')
                .filter_map(|w| w.trim().strip_prefix("0x"))
                .filter_map(|h| u8::from_str_radix(h, 16).ok()),
        );
        if body.contains("};") {
            out.extend(open.take());
        }
    }
    out
}

/// Follows `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif` (the text after `#`).
fn directive(rest: &str, levels: &mut Vec<Level>) {
    let (word, cond) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let cond = cond.split("//").next().unwrap_or("").trim().to_string();
    match word {
        "if" => levels.push(Level { passed: Vec::new(), current: Some(cond) }),
        "ifdef" => levels.push(Level { passed: Vec::new(), current: Some(format!("defined({cond})")) }),
        "ifndef" => levels.push(Level { passed: Vec::new(), current: Some(format!("!defined({cond})")) }),
        "elif" | "else" => {
            if let Some(l) = levels.last_mut() {
                l.passed.extend(l.current.take());
                l.current = (word == "elif").then_some(cond);
            }
        }
        "endif" => {
            levels.pop();
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> Vec<u8> {
        let mut v = vec![0u8; 100];
        v[..4].copy_from_slice(b"MTLB");
        v[4..6].copy_from_slice(&0x8001u16.to_le_bytes());
        v[6..8].copy_from_slice(&2u16.to_le_bytes());
        v[16..24].copy_from_slice(&100u64.to_le_bytes());
        v[24..32].copy_from_slice(&88u64.to_le_bytes());
        v
    }

    #[test]
    fn embedded_containers_are_cut_by_their_size() {
        let lib = tiny();
        let mut member = b"junk MTLB not a header ".to_vec();
        let at = member.len();
        member.extend(&lib);
        member.extend(b"tail");
        let mut out = Vec::new();
        scan_member("a.dylib", &member, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].offset, Some(at as u64));
        assert_eq!(out[0].bytes, lib);
        let mut whole = Vec::new();
        scan_member("a.metallib", &lib, &mut whole);
        assert_eq!(whole[0].offset, None);
        // Cut short: the size no longer fits, so nothing is found.
        let mut none = Vec::new();
        scan_member("b.dylib", &lib[..99], &mut none);
        assert!(none.is_empty());
    }

    #[test]
    fn c_arrays_are_told_apart_by_branch() {
        let lib = tiny();
        let hex = |v: &[u8]| v.iter().map(|b| format!("0x{b:02x}")).collect::<Vec<_>>().join(", ");
        let text = format!(
            "#if defined(A)\n#if SIM\nconst unsigned char x_metallib[] = {{\n  {h}\n}};\n#else\nconst unsigned char x_metallib[] = {{\n  {h}\n}};\n#endif\n#elif defined(B)\nunsigned char x_metallib[] = {{ {h} }};\n#else\nconst unsigned char x_metallib[] = {{\n  {h}\n}};\n#endif\n",
            h = hex(&lib)
        );
        let mut out = Vec::new();
        scan_member("shaders.h", text.as_bytes(), &mut out);
        let branches: Vec<Option<&str>> = out.iter().map(|f| f.branch.as_deref()).collect();
        assert_eq!(
            branches,
            [
                Some("defined(A) && SIM"),
                Some("defined(A) && !SIM"),
                Some("!defined(A) && defined(B)"),
                Some("!defined(A) && !defined(B)")
            ]
        );
        assert!(out.iter().all(|f| f.bytes == lib && f.array.as_deref() == Some("x_metallib")));
    }
}
