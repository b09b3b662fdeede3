//! Kernel parameters as a backend's ABI sees them, read from the function's AIR
//! entry-point metadata in the (optimized, possibly specialized) module: what each
//! parameter is (a buffer with its slot, threadgroup memory, a built-in), its name and
//! type name for the payload's metadata.

use gpu_ir::{ConstantData, FuncId, MdId, Metadata, Module, Value};

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
    // A threadgroup buffer described as `air.buffer` in address space 3 (ggml's
    // `threadgroup float *shmem [[threadgroup(0)]]` as metalfe-32023 writes it) is
    // threadgroup memory slot `location`, as the interpreter binds it: backends see it as
    // the `air.threadgroup` it is.
    if p.kind == "air.buffer" && p.address_space == Some(3) {
        p.kind = "air.threadgroup".into();
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
