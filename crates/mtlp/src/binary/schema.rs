//! A reader for the subset of the FlatBuffers schema language that `schemas/mtlp.fbs`
//! uses (tables, enums, unions, vectors, scalar defaults, comments). The binary reader is
//! driven by the schema itself, embedded at compile time, so the two cannot drift apart.

use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    Scalar(Scalar),
    String,
    Table(String),
    Enum(String),
    Union(String),
    Vector(Box<Type>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scalar {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F32,
    F64,
}

impl Scalar {
    pub fn size(self) -> usize {
        match self {
            Scalar::Bool | Scalar::I8 | Scalar::U8 => 1,
            Scalar::I16 | Scalar::U16 => 2,
            Scalar::I32 | Scalar::U32 | Scalar::F32 => 4,
            Scalar::I64 | Scalar::U64 | Scalar::F64 => 8,
        }
    }

    fn parse(name: &str) -> Option<Scalar> {
        Some(match name {
            "bool" => Scalar::Bool,
            "byte" | "int8" => Scalar::I8,
            "ubyte" | "uint8" => Scalar::U8,
            "short" | "int16" => Scalar::I16,
            "ushort" | "uint16" => Scalar::U16,
            "int" | "int32" => Scalar::I32,
            "uint" | "uint32" => Scalar::U32,
            "long" | "int64" => Scalar::I64,
            "ulong" | "uint64" => Scalar::U64,
            "float" | "float32" => Scalar::F32,
            "double" | "float64" => Scalar::F64,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub name: String,
    pub ty: Type,
    /// The default as written (`1`, `true`, `Add`), if any.
    pub default: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Enum {
    pub base: Scalar,
    /// (name, value) in declaration order.
    pub values: Vec<(String, i64)>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum UnionMember {
    Table(String),
    String(String),
}

impl UnionMember {
    pub fn name(&self) -> &str {
        match self {
            UnionMember::Table(n) | UnionMember::String(n) => n,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Schema {
    pub tables: BTreeMap<String, Vec<Field>>,
    pub enums: BTreeMap<String, Enum>,
    /// Members in declaration order; member `i` has type code `i + 1`.
    pub unions: BTreeMap<String, Vec<UnionMember>>,
    pub root: String,
}

fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '/' if text[i..].starts_with("//") => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            '"' => {
                let mut s = String::from("\"");
                for (_, c) in chars.by_ref() {
                    if c == '"' {
                        break;
                    }
                    s.push(c);
                }
                out.push(s);
            }
            c if c.is_whitespace() => {}
            c if c.is_alphanumeric() || c == '_' || c == '-' || c == '.' => {
                let mut s = String::from(c);
                while let Some(&(_, d)) = chars.peek() {
                    if d.is_alphanumeric() || d == '_' || d == '.' {
                        s.push(d);
                        chars.next();
                    } else {
                        break;
                    }
                }
                out.push(s);
            }
            c => out.push(c.to_string()),
        }
    }
    out
}

/// Parses the schema; an error names the token where it went wrong.
pub fn parse(text: &str) -> Result<Schema, String> {
    let t = tokens(text);
    let mut s = Schema::default();
    let mut i = 0;
    let expect = |i: usize, what: &str| -> Result<(), String> {
        match t.get(i) {
            Some(x) if x == what => Ok(()),
            other => Err(format!("expected `{what}`, found {other:?} (token {i})")),
        }
    };
    let mut type_names: Vec<(String, &'static str)> = Vec::new();
    while i < t.len() {
        match t[i].as_str() {
            "file_identifier" | "file_extension" | "root_type" | "namespace" | "attribute" | "include" => {
                if t[i] == "root_type" {
                    s.root = t.get(i + 1).cloned().unwrap_or_default();
                }
                while i < t.len() && t[i] != ";" {
                    i += 1;
                }
                i += 1;
            }
            "table" => {
                let name = t.get(i + 1).cloned().ok_or("table without a name")?;
                expect(i + 2, "{")?;
                i += 3;
                let mut fields = Vec::new();
                while t.get(i).is_some_and(|x| x != "}") {
                    let fname = t[i].clone();
                    expect(i + 1, ":")?;
                    i += 2;
                    let ty = if t.get(i).is_some_and(|x| x == "[") {
                        let inner = t.get(i + 1).cloned().ok_or("unterminated vector type")?;
                        expect(i + 2, "]")?;
                        i += 3;
                        format!("[{inner}")
                    } else {
                        i += 1;
                        t[i - 1].clone()
                    };
                    let mut default = None;
                    if t.get(i).is_some_and(|x| x == "=") {
                        default = t.get(i + 1).cloned();
                        i += 2;
                    }
                    if t.get(i).is_some_and(|x| x == "(") {
                        while t.get(i).is_some_and(|x| x != ")") {
                            i += 1;
                        }
                        i += 1;
                    }
                    expect(i, ";")?;
                    i += 1;
                    fields.push((fname, ty, default));
                }
                i += 1;
                type_names.push((name.clone(), "table"));
                s.tables.insert(
                    name,
                    fields
                        .into_iter()
                        .map(|(n, ty, d)| Field { name: n, ty: Type::Table(ty), default: d })
                        .collect(),
                );
            }
            "enum" => {
                let name = t.get(i + 1).cloned().ok_or("enum without a name")?;
                expect(i + 2, ":")?;
                let base =
                    t.get(i + 3).and_then(|b| Scalar::parse(b)).ok_or("enum without a scalar base type")?;
                expect(i + 4, "{")?;
                i += 5;
                let mut values = Vec::new();
                let mut next = 0i64;
                while t.get(i).is_some_and(|x| x != "}") {
                    let vname = t[i].clone();
                    i += 1;
                    if t.get(i).is_some_and(|x| x == "=") {
                        next = t.get(i + 1).and_then(|v| v.parse().ok()).ok_or("bad enum value")?;
                        i += 2;
                    }
                    values.push((vname, next));
                    next += 1;
                    if t.get(i).is_some_and(|x| x == ",") {
                        i += 1;
                    }
                }
                i += 1;
                type_names.push((name.clone(), "enum"));
                s.enums.insert(name, Enum { base, values });
            }
            "union" => {
                let name = t.get(i + 1).cloned().ok_or("union without a name")?;
                expect(i + 2, "{")?;
                i += 3;
                let mut members = Vec::new();
                while t.get(i).is_some_and(|x| x != "}") {
                    let m = t[i].clone();
                    i += 1;
                    if t.get(i).is_some_and(|x| x == ":") {
                        if t.get(i + 1).is_some_and(|x| x == "string") {
                            members.push(UnionMember::String(m));
                        } else {
                            members.push(UnionMember::Table(t.get(i + 1).cloned().unwrap_or_default()));
                        }
                        i += 2;
                    } else {
                        members.push(UnionMember::Table(m));
                    }
                    if t.get(i).is_some_and(|x| x == ",") {
                        i += 1;
                    }
                }
                i += 1;
                type_names.push((name.clone(), "union"));
                s.unions.insert(name, members);
            }
            other => return Err(format!("unexpected `{other}` (token {i})")),
        }
    }
    // Resolve field type names now that every declaration is known.
    let kind = |n: &str| type_names.iter().find(|(t, _)| t == n).map(|(_, k)| *k);
    let resolve = |n: &str| -> Result<Type, String> {
        if n == "string" {
            return Ok(Type::String);
        }
        if let Some(sc) = Scalar::parse(n) {
            return Ok(Type::Scalar(sc));
        }
        match kind(n) {
            Some("table") => Ok(Type::Table(n.to_owned())),
            Some("enum") => Ok(Type::Enum(n.to_owned())),
            Some("union") => Ok(Type::Union(n.to_owned())),
            _ => Err(format!("unknown type `{n}`")),
        }
    };
    for fields in s.tables.values_mut() {
        for f in fields.iter_mut() {
            let Type::Table(raw) = &f.ty else { continue };
            f.ty = match raw.strip_prefix('[') {
                Some(inner) => Type::Vector(Box::new(resolve(inner)?)),
                None => resolve(raw)?,
            };
        }
    }
    if !s.tables.contains_key(&s.root) {
        return Err(format!("root type `{}` is not a table", s.root));
    }
    Ok(s)
}
