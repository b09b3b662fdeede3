//! Kernel parameters as a backend's ABI sees them, read from the function's AIR
//! entry-point metadata in the (optimized, possibly specialized) module: what each
//! parameter is (a buffer with its slot, threadgroup memory, a built-in), its name and
//! type name for the payload's metadata.

use gpu_ir::{ConstId, ConstantData, FuncId, MdId, Metadata, Module, Type, TypeInner, Value};

/// One kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    /// Position in the function's parameter list.
    pub index: u32,
    /// The AIR kind, e.g. `air.buffer`, `air.thread_position_in_grid`.
    pub kind: String,
    /// `air.location_index`: the buffer or threadgroup slot.
    pub location: Option<u32>,
    pub name: Option<String>,
    pub type_name: Option<String>,
    /// `air.address_space` (1 device, 2 constant, 3 threadgroup).
    pub address_space: Option<u32>,
    pub type_size: Option<u32>,
    /// `air.read` / `air.read_write` / `air.write`.
    pub access: Option<String>,
}

impl Param {
    /// The kind without `air.`.
    pub fn short_kind(&self) -> &str {
        self.kind.strip_prefix("air.").unwrap_or(&self.kind)
    }
}

/// The stage list naming a function, and its parameters; `None` when no entry-point
/// list names `f`.
pub fn kernel_params(m: &Module, f: FuncId) -> Option<(String, Vec<Param>)> {
    for (key, nodes) in &m.named_metadata {
        if !key.starts_with("air.") {
            continue;
        }
        for &node in nodes {
            let Some(Metadata::Node { ops, .. }) = m.metadata.get(node) else { continue };
            let Some(Some(first)) = ops.first() else { continue };
            let names_f = matches!(m.metadata.get(*first), Some(Metadata::Value { value, .. })
                if m.called_function(Value::Const(*value)) == Some(f));
            if !names_f {
                continue;
            }
            let mut params = Vec::new();
            if let Some(Some(args)) = ops.get(2) {
                if let Some(Metadata::Node { ops: args, .. }) = m.metadata.get(*args) {
                    for a in args.iter().flatten() {
                        if let Some(p) = param(m, *a) {
                            params.push(p);
                        }
                    }
                }
            }
            return Some((key.clone(), params));
        }
    }
    None
}

fn md_int(m: &Module, id: Option<MdId>) -> Option<u64> {
    match m.metadata.get(id?)? {
        Metadata::Value { value, .. } => match m.constants.get(*value)? {
            ConstantData::Int { bits, .. } => u64::try_from(*bits).ok(),
            _ => None,
        },
        _ => None,
    }
}

fn md_str(m: &Module, id: Option<MdId>) -> Option<&str> {
    match m.metadata.get(id?)? {
        Metadata::String(s) => Some(s),
        _ => None,
    }
}

fn param(m: &Module, node: MdId) -> Option<Param> {
    let Some(Metadata::Node { ops, .. }) = m.metadata.get(node) else { return None };
    let index = u32::try_from(md_int(m, ops.first().copied().flatten())?).ok()?;
    let mut p = Param {
        index,
        kind: String::new(),
        location: None,
        name: None,
        type_name: None,
        address_space: None,
        type_size: None,
        access: None,
    };
    let mut i = 1;
    while i < ops.len() {
        let here = ops.get(i).copied().flatten();
        let next = ops.get(i + 1).copied().flatten();
        match md_str(m, here) {
            Some("air.function_constant") => i += 1,
            Some("air.location_index") => {
                p.location = md_int(m, next).and_then(|v| u32::try_from(v).ok());
                i += 2;
            }
            Some("air.arg_name") => {
                p.name = md_str(m, next).map(str::to_owned);
                i += 1;
            }
            Some("air.arg_type_name") => {
                p.type_name = md_str(m, next).map(str::to_owned);
                i += 1;
            }
            Some("air.address_space") => {
                p.address_space = md_int(m, next).and_then(|v| u32::try_from(v).ok());
                i += 1;
            }
            Some("air.arg_type_size") => {
                p.type_size = md_int(m, next).and_then(|v| u32::try_from(v).ok());
                i += 1;
            }
            Some(a @ ("air.read" | "air.read_write" | "air.write")) => p.access = Some(a.to_owned()),
            Some(k) if p.kind.is_empty() && k.starts_with("air.") => p.kind = k.to_owned(),
            _ => {}
        }
        i += 1;
    }
    (!p.kind.is_empty()).then_some(p)
}

/// Thread-private memory of a function as a frame: each alloca's byte offset, at its
/// alignment (at least 4), and the frame's end. Allocas must have a constant count.
pub fn alloca_frame(
    m: &Module,
    func: &gpu_ir::Function,
) -> Result<(std::collections::BTreeMap<gpu_ir::Inst, u32>, u64), String> {
    let mut offsets = std::collections::BTreeMap::new();
    let mut frame = 0u64;
    for (_, b) in func.blocks.iter() {
        for &i in &b.insts {
            let Some(gpu_ir::Op::Alloca { allocated, count, align }) = func.insts.get(i).map(|d| &d.op)
            else {
                continue;
            };
            let n = match count {
                Value::Const(c) => match m.constants.get(*c) {
                    Some(ConstantData::Int { bits, .. }) => u64::try_from(*bits).ok(),
                    _ => None,
                },
                _ => None,
            }
            .ok_or("thread-private memory of a run-time size (alloca with a variable count)")?;
            let l = interp::layout::layout(&m.types, *allocated).map_err(|e| e.to_string())?;
            frame = frame.next_multiple_of(l.align.max(u64::from(*align)).max(4));
            offsets.insert(i, u32::try_from(frame).map_err(|_| "thread-private memory over 4 GiB")?);
            frame = frame.saturating_add(l.size.saturating_mul(n));
        }
    }
    Ok((offsets, frame))
}

/// The bytes of constant `c` of type `ty` in memory (little-endian, the interpreter's
/// layout), for initialized module variables (the PTX module's `.global`
/// initializers, the Apple payload's constant data).
pub fn const_bytes(m: &Module, c: ConstId, ty: Type, out: &mut Vec<u8>, at: usize) -> Result<(), String> {
    let lay = |t: Type| interp::layout::layout(&m.types, t).map_err(|e| e.to_string());
    let size = usize::try_from(lay(ty)?.size).map_err(|e| e.to_string())?;
    if out.len() < at + size {
        out.resize(at + size, 0);
    }
    let put = |out: &mut Vec<u8>, bits: u64, n: usize| {
        for (i, b) in bits.to_le_bytes().iter().take(n).enumerate() {
            if let Some(slot) = out.get_mut(at + i) {
                *slot = *b;
            }
        }
    };
    match m.constants.get(c) {
        Some(ConstantData::Int { bits, .. }) => put(out, *bits as u64, size.min(8)),
        Some(ConstantData::Float { bits, .. }) => put(out, *bits, size.min(8)),
        Some(
            ConstantData::Zero(_) | ConstantData::Undef(_) | ConstantData::Poison(_) | ConstantData::Null(_),
        ) => {}
        Some(ConstantData::Aggregate { elems, .. }) => {
            let (types, offs): (Vec<Type>, Vec<u64>) = match m.types.inner(ty).clone() {
                TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
                    let offs = interp::layout::field_offsets(&m.types, ty).map_err(|e| e.to_string())?;
                    (fields, offs)
                }
                TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => {
                    let l = lay(elem)?;
                    let stride = l.size.next_multiple_of(l.align.max(1));
                    (vec![elem; elems.len()], (0..elems.len() as u64).map(|i| i * stride).collect())
                }
                _ => return Err("an aggregate constant of a scalar type".into()),
            };
            for ((e, t), o) in elems.iter().zip(types).zip(offs) {
                const_bytes(m, *e, t, out, at + o as usize)?;
            }
        }
        Some(ConstantData::Data { elems, .. }) => {
            let elem = match m.types.inner(ty) {
                TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => *elem,
                _ => return Err("a data constant of a scalar type".into()),
            };
            let n = usize::try_from(lay(elem)?.size).map_err(|e| e.to_string())?;
            for (i, bits) in elems.iter().enumerate() {
                for (j, b) in bits.to_le_bytes().iter().take(n.min(8)).enumerate() {
                    if let Some(slot) = out.get_mut(at + i * n + j) {
                        *slot = *b;
                    }
                }
            }
        }
        _ => return Err("module variables initialized with addresses or expressions".into()),
    }
    Ok(())
}
