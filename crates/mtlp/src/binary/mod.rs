//! The `.mtlp` reader: a FlatBuffers buffer of `schemas/mtlp.fbs` turned into the same
//! `json::Value` tree the text reader makes (tables → objects, enums → their names,
//! unions → `<field>_type` + `<field>`, the color write mask → `"Red Green"`), so the
//! decoder and every check are shared. Spans are byte offsets into the buffer.
//!
//! The walk is driven by the schema itself (embedded at compile time), and every read is
//! bounds-checked, with a vector length checked against the bytes left before anything is
//! allocated. The walk is budgeted, so a hostile buffer whose offsets share one subtree
//! many times cannot make it expand without bound: at most [`MAX_TABLES`] table visits,
//! [`MAX_DEPTH`] nested tables, and about [`EXPANSION`] times the file's size of data read
//! (a buffer without shared data reads each of its bytes once).
//!
//! Once the walk succeeded, flatc's generated verifier (`mtlp_generated`, from `cargo xtask
//! codegen`) checks what the walk does not need: alignment, NUL-terminated strings, union
//! values without a type. flatc 2.0.8 cannot generate Rust for the schema's string union
//! member (`FunctionConstantName: string`), so codegen uses an empty table in its place and
//! patches the generated verifier and accessor back to a string (xtask/src/flatc_rust.rs).
//! The walk runs first because its errors name the table and field in the schema's terms.
//!
//! Scalars absent from a table are given their schema default explicitly, so that a value
//! equal to its default (which flatc does not store) still reads as present, e.g. the
//! `data: 0` of a constant.

pub mod schema;

/// flatc's Rust code for `schemas/mtlp.fbs` (`cargo xtask codegen`; do not edit).
#[allow(unsafe_code, dead_code, unused_imports, non_camel_case_types, non_snake_case, deprecated, warnings)]
#[allow(clippy::all, clippy::pedantic, clippy::unwrap_used, unreachable_pub, missing_debug_implementations)]
#[rustfmt::skip]
pub mod mtlp_generated;

use std::borrow::Cow;
use std::cell::Cell;
use std::sync::OnceLock;

use diagnostics::{Diagnostic, Span};
use flatbuffers::{ErrorTraceDetail, InvalidFlatbuffer, VerifierOptions};

use crate::json::{Kind, Member, Number, Value};
use schema::{Scalar, Schema, Type, UnionMember};

/// The schema the reader follows.
pub const SCHEMA_TEXT: &str = include_str!("../../../../schemas/mtlp.fbs");
pub const FILE_IDENTIFIER: &[u8; 4] = b"MTLP";

/// Most table visits in one read (shared tables count each time), as FlatBuffers' verifier.
pub const MAX_TABLES: u32 = 1_000_000;
/// Deepest table nesting (the schema itself nests about 8 deep), as FlatBuffers' verifier.
pub const MAX_DEPTH: u32 = 64;
/// The data one read may go through, as a multiple of the file's size (plus
/// [`EXPANSION_SLACK`]): every stored scalar, offset, string and table header counts its
/// bytes each time it is reached, and every default filled in counts one. A file without
/// shared data stays below 5× (defaults of empty tables), far below this.
pub const EXPANSION: u64 = 8;
/// Allowance on top of [`EXPANSION`] × size, so that small files are never limited by it.
pub const EXPANSION_SLACK: u64 = 1 << 20;

fn schema() -> Result<&'static Schema, Diagnostic> {
    static SCHEMA: OnceLock<Result<Schema, String>> = OnceLock::new();
    SCHEMA
        .get_or_init(|| schema::parse(SCHEMA_TEXT))
        .as_ref()
        .map_err(|e| Diagnostic::error("mtlp-binary", format!("internal error: embedded schema: {e}")))
}

/// Whether `bytes` is a `.mtlp` buffer: the `MTLP` file identifier after the root offset.
pub fn looks_binary(bytes: &[u8]) -> bool {
    // A text script starts with whitespace, `{`, a comment or a byte-order mark; a buffer
    // with the identifier but a broken root offset is still binary (and reported as such).
    bytes.len() >= 8
        && &bytes[4..8] == FILE_IDENTIFIER
        && !matches!(bytes[0], b'{' | b'/' | b' ' | b'\t' | b'\n' | b'\r' | 0xEF)
}

struct Reader<'b> {
    buf: &'b [u8],
    schema: &'static Schema,
    /// What the walk may still go through (see [`EXPANSION`]).
    budget: Cell<u64>,
    tables: Cell<u32>,
    depth: Cell<u32>,
}

fn err(offset: usize, what: impl Into<String>) -> Diagnostic {
    let at = u32::try_from(offset).unwrap_or(u32::MAX);
    Diagnostic::error("mtlp-binary", format!("malformed .mtlp at byte offset {offset}: {}", what.into()))
        .with_span(Span::at(at))
}

impl<'b> Reader<'b> {
    fn new(buf: &'b [u8], schema: &'static Schema) -> Self {
        let len = u64::try_from(buf.len()).unwrap_or(u64::MAX);
        Reader {
            buf,
            schema,
            budget: Cell::new(len.saturating_mul(EXPANSION).saturating_add(EXPANSION_SLACK)),
            tables: Cell::new(0),
            depth: Cell::new(0),
        }
    }

    /// Counts `n` units of data against the budget.
    fn charge(&self, n: usize, at: usize, what: &str) -> Result<(), Diagnostic> {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        match self.budget.get().checked_sub(n) {
            Some(left) => {
                self.budget.set(left);
                Ok(())
            }
            None => {
                let len = self.buf.len();
                Err(err(
                    at,
                    format!(
                        "{what}: the file's offsets reach the same data too many times (it would \
                         expand to more than {EXPANSION}× its {len} bytes); refusing to read it"
                    ),
                ))
            }
        }
    }

    fn bytes(&self, at: usize, n: usize, what: &str) -> Result<&'b [u8], Diagnostic> {
        at.checked_add(n).and_then(|end| self.buf.get(at..end)).ok_or_else(|| {
            // The location reported is always inside the file: where the bad data starts,
            // or the end of the file when an offset points past it.
            let len = self.buf.len();
            err(
                at.min(len),
                format!("{what} ({n} bytes at offset {at}) runs past the end of the file ({len} bytes)"),
            )
        })
    }

    fn u16(&self, at: usize, what: &str) -> Result<u16, Diagnostic> {
        let b = self.bytes(at, 2, what)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn u32(&self, at: usize, what: &str) -> Result<u32, Diagnostic> {
        let b = self.bytes(at, 4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Follows the unsigned offset stored at `at`.
    fn follow(&self, at: usize, what: &str) -> Result<usize, Diagnostic> {
        let off = self.u32(at, what)? as usize;
        let target = at.saturating_add(off);
        if target >= self.buf.len() {
            return Err(err(at, format!("{what}: offset {off} points outside the file")));
        }
        Ok(target)
    }

    fn scalar(&self, at: usize, sc: Scalar, what: &str) -> Result<Number, Diagnostic> {
        let b = self.bytes(at, sc.size(), what)?;
        let mut w = [0u8; 8];
        w[..b.len()].copy_from_slice(b);
        let u = u64::from_le_bytes(w);
        Ok(match sc {
            Scalar::Bool | Scalar::U8 | Scalar::U16 | Scalar::U32 => Number::Int(u as i64),
            Scalar::I8 => Number::Int(i64::from(b[0] as i8)),
            Scalar::I16 => Number::Int(i64::from(u as u16 as i16)),
            Scalar::I32 => Number::Int(i64::from(u as u32 as i32)),
            Scalar::I64 => Number::Int(u as i64),
            Scalar::U64 if u > i64::MAX as u64 => Number::UInt(u),
            Scalar::U64 => Number::Int(u as i64),
            Scalar::F32 => Number::Float(f64::from(f32::from_bits(u as u32))),
            Scalar::F64 => Number::Float(f64::from_bits(u)),
        })
    }

    fn string(&self, at: usize, what: &str) -> Result<Value<'static>, Diagnostic> {
        let len = self.u32(at, what)? as usize;
        let b = self.bytes(at.saturating_add(4), len, what)?;
        self.charge(len.saturating_add(4), at, what)?;
        let s = std::str::from_utf8(b)
            .map_err(|e| err(at.saturating_add(4 + e.valid_up_to()), format!("{what} is not UTF-8")))?;
        Ok(Value { span: span(at), kind: Kind::String(Cow::Owned(s.to_owned())) })
    }

    fn enum_value(&self, name: &str, n: Number, at: usize) -> Value<'static> {
        let v = match n {
            Number::Int(i) => i,
            _ => -1,
        };
        let text = match self.schema.enums.get(name) {
            Some(_) if name == "ColorWriteMask" => write_mask(v),
            Some(e) => match e.values.iter().find(|(_, x)| *x == v) {
                Some((n, _)) => n.clone(),
                // The decoder reports it as an invalid value, with this location.
                None => v.to_string(),
            },
            None => v.to_string(),
        };
        Value { span: span(at), kind: Kind::String(Cow::Owned(text)) }
    }

    /// The value of one element of type `ty` stored at `at` (inline scalar, or offset).
    fn element(&self, ty: &Type, at: usize, what: &str) -> Result<Value<'static>, Diagnostic> {
        let size = match ty {
            Type::Scalar(sc) => sc.size(),
            Type::Enum(e) => self.schema.enums.get(e).map_or(1, |x| x.base.size()),
            _ => 4,
        };
        self.charge(size, at, what)?;
        match ty {
            Type::Scalar(Scalar::Bool) => {
                let n = self.scalar(at, Scalar::Bool, what)?;
                Ok(Value { span: span(at), kind: Kind::Bool(!matches!(n, Number::Int(0))) })
            }
            Type::Scalar(sc) => Ok(Value { span: span(at), kind: Kind::Number(self.scalar(at, *sc, what)?) }),
            Type::Enum(e) => {
                let base = self.schema.enums.get(e).map_or(Scalar::U8, |x| x.base);
                let n = self.scalar(at, base, what)?;
                Ok(self.enum_value(e, n, at))
            }
            Type::String => {
                let target = self.follow(at, what)?;
                self.string(target, what)
            }
            Type::Table(t) => {
                let target = self.follow(at, what)?;
                self.table(t, target)
            }
            Type::Vector(inner) => {
                let target = self.follow(at, what)?;
                self.vector(inner, target, what)
            }
            Type::Union(_) => Err(err(at, format!("{what}: a union cannot be a vector element"))),
        }
    }

    fn vector(&self, inner: &Type, at: usize, what: &str) -> Result<Value<'static>, Diagnostic> {
        let len = self.u32(at, what)? as usize;
        let size = match inner {
            Type::Scalar(sc) => sc.size(),
            Type::Enum(e) => self.schema.enums.get(e).map_or(1, |x| x.base.size()),
            _ => 4,
        };
        // Checked before allocating: a hostile length cannot make us reserve memory the
        // file does not justify.
        let start = at.saturating_add(4);
        self.bytes(start, len.saturating_mul(size), what)?;
        self.charge(4, at, what)?;
        let mut items = Vec::with_capacity(len);
        for i in 0..len {
            // In bounds: checked above.
            items.push(self.element(inner, start + i * size, what)?);
        }
        Ok(Value { span: span(at), kind: Kind::Array(items) })
    }

    /// A table, with the nesting depth and the visit counted.
    fn table(&self, name: &str, at: usize) -> Result<Value<'static>, Diagnostic> {
        let tables = self.tables.get().saturating_add(1);
        if tables > MAX_TABLES {
            return Err(err(
                at,
                format!(
                    "table {name}: more than {MAX_TABLES} table visits (the file's offsets reach \
                     the same tables too many times); refusing to read it"
                ),
            ));
        }
        self.tables.set(tables);
        let depth = self.depth.get() + 1;
        if depth > MAX_DEPTH {
            return Err(err(at, format!("table {name}: tables nested more than {MAX_DEPTH} deep")));
        }
        self.charge(4, at, &format!("table {name}"))?;
        self.depth.set(depth);
        let result = self.table_fields(name, at);
        self.depth.set(depth - 1);
        result
    }

    fn table_fields(&self, name: &str, at: usize) -> Result<Value<'static>, Diagnostic> {
        let fields = self
            .schema
            .tables
            .get(name)
            .ok_or_else(|| err(at, format!("internal error: no table `{name}` in the schema")))?;
        let soff = self.u32(at, &format!("table {name}"))? as i32;
        let vt = i64::try_from(at).unwrap_or(i64::MAX) - i64::from(soff);
        let vt =
            usize::try_from(vt).map_err(|_| err(at, format!("table {name}: vtable offset out of range")))?;
        let vt_size = usize::from(self.u16(vt, &format!("vtable of {name}"))?);
        let table_size = usize::from(self.u16(vt.saturating_add(2), &format!("vtable of {name}"))?);
        if vt_size < 4 || vt_size % 2 != 0 {
            return Err(err(vt, format!("vtable of {name} has invalid size {vt_size}")));
        }
        self.bytes(vt, vt_size, &format!("vtable of {name}"))?;
        self.bytes(at, table_size.max(4), &format!("table {name}"))?;
        // Field slot `k` holds the offset of field k within the table, 0 when absent.
        let slot = |k: usize| -> Result<Option<usize>, Diagnostic> {
            let entry = 4 + 2 * k;
            if entry + 2 > vt_size {
                return Ok(None);
            }
            let off = usize::from(self.u16(vt + entry, "vtable entry")?);
            if off == 0 {
                return Ok(None);
            }
            if off >= table_size.max(4) {
                return Err(err(
                    vt + entry,
                    format!("table {name}: field offset {off} beyond the table ({table_size} bytes)"),
                ));
            }
            Ok(Some(at.saturating_add(off)))
        };
        let mut members = Vec::new();
        let mut k = 0;
        for f in fields {
            let what = format!("{name}.{}", f.name);
            match &f.ty {
                Type::Union(u) => {
                    let (type_slot, value_slot) = (k, k + 1);
                    k += 2;
                    let code = match slot(type_slot)? {
                        Some(p) => {
                            self.charge(1, p, &what)?;
                            self.bytes(p, 1, &what)?[0]
                        }
                        None => 0,
                    };
                    if code == 0 {
                        continue;
                    }
                    let members_of = self.schema.unions.get(u).map(Vec::as_slice).unwrap_or(&[]);
                    let type_at = slot(type_slot)?.unwrap_or(at);
                    let key_type = format!("{}_type", f.name);
                    let Some(member) = members_of.get(usize::from(code) - 1) else {
                        members.push(member_of(
                            key_type,
                            Value { span: span(type_at), kind: Kind::String(Cow::Owned(code.to_string())) },
                        ));
                        continue;
                    };
                    members.push(member_of(
                        key_type,
                        Value {
                            span: span(type_at),
                            kind: Kind::String(Cow::Owned(member.name().to_owned())),
                        },
                    ));
                    let Some(p) = slot(value_slot)? else {
                        return Err(err(
                            type_at,
                            format!("{what}: union type {} without a value", member.name()),
                        ));
                    };
                    self.charge(4, p, &what)?;
                    let target = self.follow(p, &what)?;
                    let value = match member {
                        UnionMember::String(_) => self.string(target, &what)?,
                        UnionMember::Table(t) => self.table(t, target)?,
                    };
                    members.push(member_of(f.name.clone(), value));
                }
                ty => {
                    let s = k;
                    k += 1;
                    match slot(s)? {
                        Some(p) => members.push(member_of(f.name.clone(), self.element(ty, p, &what)?)),
                        None => {
                            if let Some(v) = self.default(ty, f.default.as_deref(), at) {
                                self.charge(1, at, &what)?;
                                members.push(member_of(f.name.clone(), v));
                            }
                        }
                    }
                }
            }
        }
        Ok(Value { span: span(at), kind: Kind::Object(members) })
    }

    /// The value flatc leaves out: a scalar or enum field equal to its default.
    fn default(&self, ty: &Type, default: Option<&str>, at: usize) -> Option<Value<'static>> {
        let kind = match ty {
            Type::Scalar(Scalar::Bool) => Kind::Bool(default == Some("true")),
            Type::Scalar(Scalar::F32 | Scalar::F64) => {
                Kind::Number(Number::Float(default.and_then(|d| d.parse().ok()).unwrap_or(0.0)))
            }
            Type::Scalar(_) => Kind::Number(Number::Int(default.and_then(|d| d.parse().ok()).unwrap_or(0))),
            Type::Enum(e) => {
                let text = match default {
                    Some(d) => d.to_owned(),
                    None => self.schema.enums.get(e)?.values.first()?.0.clone(),
                };
                Kind::String(Cow::Owned(text))
            }
            _ => return None,
        };
        Some(Value { span: span(at), kind })
    }
}

fn span(at: usize) -> Span {
    Span::at(u32::try_from(at).unwrap_or(u32::MAX))
}

fn member_of(key: String, value: Value<'static>) -> Member<'static> {
    Member { key: Cow::Owned(key), key_span: value.span, value }
}

/// MTLColorWriteMask bits as the JSON spells them.
fn write_mask(bits: i64) -> String {
    match bits {
        0 => "None".to_owned(),
        15 => "All".to_owned(),
        b if !(0..16).contains(&b) => b.to_string(),
        b => [("Red", 8), ("Green", 4), ("Blue", 2), ("Alpha", 1)]
            .iter()
            .filter(|(_, f)| b & f != 0)
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// Reads a `.mtlp` buffer into a value tree. Errors (code `mtlp-binary`) carry the byte
/// offset of the problem as their span and name it in the message; nothing panics.
pub fn read(bytes: &[u8]) -> Result<Value<'static>, Diagnostic> {
    let schema = schema()?;
    check_header(bytes)?;
    let r = Reader::new(bytes, schema);
    let root = r.follow(0, "root table offset")?;
    let value = r.table(&schema.root, root)?;
    verify(bytes)?;
    Ok(value)
}

/// The 8-byte header: root table offset, then the file identifier.
fn check_header(bytes: &[u8]) -> Result<(), Diagnostic> {
    let len = bytes.len();
    if u32::try_from(len).is_err() {
        return Err(err(0, "file larger than 4 GiB"));
    }
    let Some(ident) = bytes.get(4..8) else {
        return Err(err(
            0,
            format!("{len} bytes are too short for a .mtlp file (root offset and `MTLP` identifier)"),
        ));
    };
    if ident != FILE_IDENTIFIER {
        return Err(err(
            4,
            format!(
                "missing the `MTLP` file identifier (found {}): not a metal-nt pipelines script",
                ident.escape_ascii()
            ),
        ));
    }
    Ok(())
}

/// FlatBuffers' own verifier (flatc's generated code), with the walk's limits.
fn verify(bytes: &[u8]) -> Result<(), Diagnostic> {
    let opts = VerifierOptions {
        max_depth: MAX_DEPTH as usize,
        max_tables: MAX_TABLES as usize,
        max_apparent_size: 1 << 31,
        ignore_missing_null_terminator: false,
    };
    match mtlp_generated::root_as_script_with_opts(&opts, bytes) {
        Ok(_) => Ok(()),
        Err(e) => Err(verifier_error(&e, bytes.len())),
    }
}

/// A verifier error as a diagnostic: where, what, and the path of fields that led there
/// (`Script.pipelines.compute_pipelines[0].compute_function`).
fn verifier_error(e: &InvalidFlatbuffer, len: usize) -> Diagnostic {
    use InvalidFlatbuffer as E;
    let short = |t: &'static str| t.rsplit("::").next().unwrap_or(t);
    let (trace, what, at): (&[ErrorTraceDetail], String, Option<usize>) = match e {
        E::MissingRequiredField { required, error_trace } => {
            (error_trace.as_ref(), format!("missing required field `{required}`"), None)
        }
        E::InconsistentUnion { field, field_type, error_trace } => (
            error_trace.as_ref(),
            format!("union fields `{field}` and `{field_type}` must be both present or both absent"),
            None,
        ),
        E::Utf8Error { error, range, error_trace } => (
            error_trace.as_ref(),
            "string is not UTF-8".to_owned(),
            Some(range.start.saturating_add(error.valid_up_to())),
        ),
        E::MissingNullTerminator { range, error_trace } => {
            (error_trace.as_ref(), "string is missing its NUL terminator".to_owned(), Some(range.end))
        }
        E::Unaligned { position, unaligned_type, error_trace } => (
            error_trace.as_ref(),
            format!("{} is not aligned to its size", short(unaligned_type)),
            Some(*position),
        ),
        E::RangeOutOfBounds { range, error_trace } => (
            error_trace.as_ref(),
            format!("data at {}..{} runs past the end of the file ({len} bytes)", range.start, range.end),
            Some(range.start),
        ),
        E::SignedOffsetOutOfBounds { soffset, position, error_trace } => (
            error_trace.as_ref(),
            format!("vtable offset {soffset} points outside the file"),
            Some(*position),
        ),
        E::TooManyTables => (&[], format!("more than {MAX_TABLES} table visits"), Some(0)),
        E::ApparentSizeTooLarge => {
            (&[], "the file's offsets reach the same data too many times".to_owned(), Some(0))
        }
        E::DepthLimitReached => (&[], format!("tables nested more than {MAX_DEPTH} deep"), Some(0)),
    };
    // The trace lists the innermost step first.
    let mut path = String::from("Script");
    for step in trace.iter().rev() {
        match step {
            ErrorTraceDetail::TableField { field_name, .. } => {
                path.push('.');
                path.push_str(field_name);
            }
            ErrorTraceDetail::VectorElement { index, .. } => path.push_str(&format!("[{index}]")),
            ErrorTraceDetail::UnionVariant { variant, .. } => {
                path.push_str(&format!(" ({})", short(variant)))
            }
        }
    }
    let innermost = trace.first().map(|d| match d {
        ErrorTraceDetail::TableField { position, .. }
        | ErrorTraceDetail::VectorElement { position, .. }
        | ErrorTraceDetail::UnionVariant { position, .. } => *position,
    });
    let at = at.or(innermost).unwrap_or(0).min(len);
    err(at, format!("{path}: {what}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schema_parses() {
        let s = schema().expect("embedded schema");
        assert_eq!(s.root, "Script");
        assert_eq!(s.enums["PixelFormat"].values.len(), 144);
        assert_eq!(s.unions["ConstantValue"].len(), 44);
        assert_eq!(s.unions["FunctionConstantId"][1], UnionMember::String("FunctionConstantName".into()));
    }

    #[test]
    fn enums_match_the_model() {
        use crate::model::*;
        let s = schema().expect("embedded schema");
        let names = |e: &str| s.enums[e].values.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>();
        assert_eq!(names("PixelFormat"), PixelFormat::NAMES);
        assert_eq!(names("AttributeFormat"), AttributeFormat::NAMES);
        assert_eq!(names("BlendFactor"), BlendFactor::NAMES);
        assert_eq!(names("StepFunction"), StepFunction::NAMES);
        assert_eq!(names("TessellationControlPointIndexType"), TessellationControlPointIndexType::NAMES);
        let constants: Vec<String> = s.unions["ConstantValue"].iter().map(|m| m.name().to_owned()).collect();
        assert_eq!(constants, ConstantType::all_names());
    }

    #[test]
    fn write_masks() {
        assert_eq!(write_mask(12), "Red Green");
        assert_eq!(write_mask(0), "None");
        assert_eq!(write_mask(15), "All");
        assert_eq!(write_mask(99), "99");
    }

    #[test]
    fn garbage_is_an_error() {
        assert!(read(b"{}").is_err());
        assert!(read(b"\xff\xff\xff\x7fMTLP").is_err());
        assert!(read(b"\x08\x00\x00\x00MTLP\x00\x00\x00\x80").is_err());
    }
}
