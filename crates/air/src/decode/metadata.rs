//! Module-level METADATA_BLOCK into gpu-ir metadata: strings, values, (distinct) nodes and
//! named lists are kept exactly, so entry-point and function-constant metadata can be
//! interpreted downstream; debug-info records keep only their kind (gpu-ir's
//! `Metadata::Special`). Metadata ids equal arena handles. Values and forward node
//! references are resolved once the module has been read.

use gpu_ir::{MdId, Metadata};

use super::{ops_string, Decoder};
use crate::bitstream::{BitCursor, BitstreamReader, Entry, Record};
use crate::codes::block;
use crate::error::{AirError, ResultExt};

#[derive(Debug, Clone)]
pub(crate) enum MdRaw {
    String(String),
    Value {
        ty: u64,
        vid: u64,
        bit: u64,
    },
    /// Operands already as handles; `max` is the largest (id + 1) referenced, checked once
    /// the module's metadata count is known.
    Node {
        distinct: bool,
        ops: Vec<Option<MdId>>,
        max: u64,
        bit: u64,
    },
    Special(&'static str),
}

/// The kind name of a specialized (debug-info and legacy) metadata record, LLVM 14 codes.
fn special_kind(code: u32) -> Option<&'static str> {
    Some(match code {
        7 => "DILocation",
        8 | 9 => "OldNode",
        12 => "GenericDINode",
        13 => "DISubrange",
        14 => "DIEnumerator",
        15 => "DIBasicType",
        16 => "DIFile",
        17 => "DIDerivedType",
        18 => "DICompositeType",
        19 => "DISubroutineType",
        20 => "DICompileUnit",
        21 => "DISubprogram",
        22 => "DILexicalBlock",
        23 => "DILexicalBlockFile",
        24 => "DINamespace",
        25 => "DITemplateTypeParameter",
        26 => "DITemplateValueParameter",
        27 => "DIGlobalVariable",
        28 => "DILocalVariable",
        29 => "DIExpression",
        30 => "DIObjCProperty",
        31 => "DIImportedEntity",
        32 => "DIModule",
        33 => "DIMacro",
        34 => "DIMacroFile",
        37 => "DIGlobalVariableExpression",
        40 => "DILabel",
        41 => "DIStringType",
        44 => "DICommonBlock",
        45 => "DIGenericSubrange",
        46 => "DIArgList",
        _ => return None,
    })
}

pub(crate) fn read_block<'a>(
    d: &mut Decoder<'a>,
    r: &mut BitstreamReader<'a>,
    rec: &mut Record<'a>,
) -> Result<(), AirError> {
    r.enter_block(block::METADATA)?;
    let mut pending_name: Option<String> = None;
    let mut index = 0usize;
    loop {
        match r.advance()? {
            Entry::SubBlock(_) => r.skip_block()?,
            Entry::EndBlock => return Ok(()),
            Entry::EndOfStream => return Err(r.err("data ended inside the block")),
            Entry::Record(a) => {
                let bit = r.abs_bit();
                r.read_record(a, rec)?;
                let n = index;
                index += 1;
                record(d, rec, &mut pending_name, bit)
                    .context_with(|| format!("record {n} (code {})", rec.code))?;
            }
        }
    }
}

fn record(
    d: &mut Decoder<'_>,
    rec: &Record<'_>,
    pending: &mut Option<String>,
    bit: u64,
) -> Result<(), AirError> {
    match rec.code {
        35 => strings(d, rec, bit)?,
        1 => d.md.push(MdRaw::String(ops_string(&rec.ops))),
        2 => {
            super::need(rec, 2, bit)?;
            d.md.push(MdRaw::Value { ty: rec.ops[0], vid: rec.ops[1], bit });
        }
        3 | 5 => {
            let max = rec.ops.iter().copied().max().unwrap_or(0);
            if max > u64::from(u32::MAX) {
                return Err(AirError::malformed(bit, format!("metadata operand {max} exceeds 32 bits")));
            }
            let ops = rec.ops.iter().map(|&v| v.checked_sub(1).map(|i| MdId::from_index(i as u32))).collect();
            d.md.push(MdRaw::Node { distinct: rec.code == 5, ops, max, bit });
        }
        4 => *pending = Some(ops_string(&rec.ops)),
        10 => {
            let Some(name) = pending.take() else {
                return Err(AirError::malformed(bit, "NAMED_NODE without a preceding NAME"));
            };
            d.named_md.push((name, rec.ops.clone(), bit));
        }
        // KIND, ATTACHMENT, GLOBAL_DECL_ATTACHMENT, INDEX_OFFSET, INDEX: no ids, nothing kept.
        6 | 11 | 36 | 38 | 39 => {}
        code => match special_kind(code) {
            Some(kind) => d.md.push(MdRaw::Special(kind)),
            None => d.warn(bit, format!("skipped unknown metadata record code {code}")),
        },
    }
    Ok(())
}

/// METADATA_STRINGS: [count, offset] and a blob of `count` vbr6 lengths followed, at
/// `offset`, by the characters.
fn strings(d: &mut Decoder<'_>, rec: &Record<'_>, bit: u64) -> Result<(), AirError> {
    super::need(rec, 2, bit)?;
    let Some(blob) = rec.blob else {
        return Err(AirError::malformed(bit, "METADATA_STRINGS without a blob"));
    };
    let count = rec.ops[0];
    let offset = usize::try_from(rec.ops[1])
        .ok()
        .filter(|&o| o <= blob.len())
        .ok_or_else(|| AirError::malformed(bit, "METADATA_STRINGS offset beyond its blob"))?;
    let (lengths, chars) = blob.split_at(offset);
    // Each length takes at least 6 bits, which bounds what the count may reserve.
    d.md.reserve((count as usize).min(lengths.len() * 8 / 6));
    let mut lens = BitCursor::new(lengths, 0);
    let mut pos = 0usize;
    for i in 0..count {
        let len = lens.read_vbr(6).map_err(|_| {
            AirError::malformed(bit, format!("METADATA_STRINGS: lengths end at string {i} of {count}"))
        })?;
        let end = usize::try_from(len)
            .ok()
            .and_then(|l| pos.checked_add(l))
            .filter(|&e| e <= chars.len())
            .ok_or_else(|| {
                AirError::malformed(bit, format!("METADATA_STRINGS: string {i} overruns the characters"))
            })?;
        d.md.push(MdRaw::String(String::from_utf8_lossy(&chars[pos..end]).into_owned()));
        pos = end;
    }
    Ok(())
}

/// Moves the module's metadata into gpu-ir, resolving values and checking references.
pub(crate) fn finish(d: &mut Decoder<'_>) -> Result<(), AirError> {
    let mut raw = std::mem::take(&mut d.md);
    let n = raw.len() as u64;
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
            MdRaw::Node { distinct, ops, max, bit } => {
                if max > n {
                    return Err(AirError::malformed(
                        bit,
                        format!("metadata operand {} but only {n} exist", max - 1),
                    ));
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
