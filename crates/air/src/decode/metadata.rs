//! Module-level METADATA_BLOCK into gpu-ir metadata: strings, values, (distinct) nodes and
//! named lists are kept exactly, so entry-point and function-constant metadata can be
//! interpreted downstream; debug-info records keep only their kind (gpu-ir's
//! `Metadata::Special`). Metadata ids equal arena handles; the values that old
//! (METADATA_OLD_NODE) nodes name directly take handles after the numbered ids. Values
//! and forward node references are resolved once the module has been read. Record
//! layouts come from `records.rs`, shared with the summary reader.

use gpu_ir::{MdId, Metadata};

use super::{ops_string, Decoder};
use crate::bitstream::{BitstreamReader, Record};
use crate::codes::block;
use crate::error::{AirError, ResultExt};
use crate::records::{self, MdRecord, OldOperand};

#[derive(Debug, Clone)]
pub(crate) enum MdRaw {
    String(String),
    Value {
        ty: u64,
        vid: u64,
        bit: u64,
    },
    /// Operands already as handles; `max` is the largest (id + 1) referenced, checked once
    /// the module's metadata count is known. Operands at or above [`INLINE`] name entries
    /// of `Decoder::md_inline` (values of old nodes), placed after the numbered ids.
    Node {
        distinct: bool,
        ops: Vec<Option<MdId>>,
        max: u64,
        bit: u64,
        inline: bool,
    },
    Special(&'static str),
}

/// First handle index standing for an inline value of an old node (see [`MdRaw::Node`]).
const INLINE: u32 = 1 << 31;

pub(crate) fn read_block<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    let mut pending_name: Option<String> = None;
    r.for_each_record(block::METADATA, rec, |rec, bit, n| {
        record(d, rec, &mut pending_name, bit).context_with(|| format!("record {n} (code {})", rec.code))
    })
}

fn record(
    d: &mut Decoder<'_>,
    rec: &Record<'_>,
    pending: &mut Option<String>,
    bit: u64,
) -> Result<(), AirError> {
    match records::md_record(rec, bit)? {
        MdRecord::Strings => {
            d.md.reserve(records::md_strings_bound(rec));
            let md = &mut d.md;
            records::md_strings(rec, bit, |s| {
                md.push(MdRaw::String(String::from_utf8_lossy(s).into_owned()))
            })?;
        }
        MdRecord::StringOld(chars) => d.md.push(MdRaw::String(ops_string(chars))),
        MdRecord::Value { ty, value } => d.md.push(MdRaw::Value { ty, vid: value, bit }),
        MdRecord::Node { distinct, ops } => {
            let max = ops.iter().copied().max().unwrap_or(0);
            if max >= u64::from(INLINE) {
                return Err(AirError::malformed(bit, format!("metadata operand {max} exceeds 31 bits")));
            }
            let ops = ops.iter().map(|&v| v.checked_sub(1).map(|i| MdId::from_index(i as u32))).collect();
            d.md.push(MdRaw::Node { distinct, ops, max, bit, inline: false });
        }
        MdRecord::OldNode(pairs) => old_node(d, pairs, bit)?,
        MdRecord::Name(chars) => *pending = Some(ops_string(chars)),
        MdRecord::NamedNode(ids) => {
            let Some(name) = pending.take() else {
                return Err(AirError::malformed(bit, "NAMED_NODE without a preceding NAME"));
            };
            d.named_md.push((name, ids.to_vec(), bit));
        }
        MdRecord::Other(kind) => d.md.push(MdRaw::Special(kind)),
        MdRecord::NoId => {}
        MdRecord::Unknown(code) => d.warn(bit, format!("skipped unknown metadata record code {code}")),
    }
    Ok(())
}

/// METADATA_OLD_NODE: metadata operands by id, void ones null, and values as inline
/// metadata values of their own (LLVM's ValueAsMetadata, which takes no id).
fn old_node(d: &mut Decoder<'_>, pairs: &[u64], bit: u64) -> Result<(), AirError> {
    let mut ops = Vec::with_capacity(pairs.len() / 2);
    let mut max = 0;
    let mut inline = false;
    for pair in pairs.chunks_exact(2) {
        let op = match records::old_node_operand(pair[0], pair[1], &d.raw_types, bit)? {
            OldOperand::Null => None,
            OldOperand::Metadata(id) => {
                if id >= u64::from(INLINE) - 1 {
                    return Err(AirError::malformed(bit, format!("metadata operand {id} exceeds 31 bits")));
                }
                max = max.max(id + 1);
                Some(MdId::from_index(id as u32))
            }
            OldOperand::Value { ty, value } => {
                let k = u32::try_from(d.md_inline.len()).ok().filter(|&k| k < INLINE);
                let Some(k) = k else {
                    return Err(AirError::malformed(bit, "too many old metadata values"));
                };
                d.md_inline.push(MdRaw::Value { ty: u64::from(ty), vid: value, bit });
                inline = true;
                Some(MdId::from_index(INLINE | k))
            }
        };
        ops.push(op);
    }
    d.md.push(MdRaw::Node { distinct: false, ops, max, bit, inline });
    Ok(())
}

/// Moves the module's metadata into gpu-ir, resolving values and checking references.
pub(crate) fn finish(d: &mut Decoder<'_>) -> Result<(), AirError> {
    let mut raw = std::mem::take(&mut d.md);
    let n = raw.len() as u64;
    // Inline values of old nodes follow the numbered ids.
    let inline = std::mem::take(&mut d.md_inline);
    if n + inline.len() as u64 >= u64::from(INLINE) {
        return Err(AirError::malformed(0, "more than 2^31 metadata entries"));
    }
    raw.extend(inline);
    if d.m.metadata.is_empty() {
        d.m.metadata = gpu_ir::Arena::with_capacity(raw.len());
    }
    // Drained rather than consumed so the table's buffer goes back to the decoder.
    for (id, m) in raw.drain(..).enumerate() {
        let md = match m {
            MdRaw::String(s) => Metadata::String(s),
            MdRaw::Special(kind) => Metadata::Special { kind },
            MdRaw::Value { ty, vid, bit } => {
                let ty = d.ty(ty, bit)?;
                let value = d.const_value(vid, bit, 0).context_with(|| format!("metadata !{id}"))?;
                if d.m.const_type(value) != ty {
                    return Err(AirError::malformed(bit, format!("metadata !{id}: value type mismatch")));
                }
                Metadata::Value { ty, value }
            }
            MdRaw::Node { distinct, mut ops, max, bit, inline } => {
                if max > n {
                    return Err(AirError::malformed(
                        bit,
                        format!("metadata operand {} but only {n} exist", max - 1),
                    ));
                }
                if inline {
                    for h in ops.iter_mut().flatten() {
                        let i = h.index() as u32;
                        if i & INLINE != 0 {
                            *h = MdId::from_index(n as u32 + (i & !INLINE));
                        }
                    }
                }
                Metadata::Node { distinct, ops }
            }
        };
        d.m.metadata.append(md);
    }
    d.md = raw;
    for (name, ops, bit) in std::mem::take(&mut d.named_md) {
        let mut list = Vec::new();
        for v in ops {
            if v >= n {
                return Err(AirError::malformed(
                    bit,
                    format!("!{name} refers to metadata {v} but only {n} exist"),
                ));
            }
            list.push(MdId::from_index(v as u32));
        }
        d.m.named_metadata.entry(name).or_default().extend(list);
    }
    Ok(())
}
