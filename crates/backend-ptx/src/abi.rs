//! How a Metal kernel's inputs reach PTX code (docs/abi-ptx.md, metal-nt's own ABI): the
//! kernel parameters in AIR order — buffers as 64-bit device addresses, `[[threadgroup(n)]]`
//! parameters as 32-bit byte offsets into the dynamic shared memory — and last the
//! 48-byte dispatch block; built-ins are read from special registers or the block.
//! Also the entry-point name (the Metal name, escaped where PTX would reject it).

use codegen::params::{kernel_params, Param};
use codegen::BackendError;
use gpu_ir::{FuncId, Module};

/// Bytes of the dispatch block: threads per threadgroup (3 × u32), threadgroups per grid
/// (3 × u32), threads per grid (3 × u32), and a reserved word — as on AMD.
pub const DISPATCH_BLOCK_BYTES: u32 = 48;

/// One PTX kernel parameter, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// `.param .u64`: the device address of the buffer bound at `slot`.
    Buffer { slot: u32 },
    /// `.param .u32`: the byte offset of threadgroup slot `slot` in the dynamic shared
    /// memory.
    ThreadgroupOffset { slot: u32 },
    /// `.param .align 16 .b8 metal_dispatch[48]`: the dispatch block (always last).
    Dispatch,
}

/// The kernel's interface as a runner needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The PTX entry name (`.entry <entry>`).
    pub entry: String,
    pub args: Vec<Arg>,
    /// Bytes of static `.shared` memory (the module's threadgroup variables).
    pub static_shared_bytes: u32,
    /// The `[[threadgroup(n)]]` slots the kernel takes, ascending; the runner lays them
    /// out in this order in the dynamic shared memory, each 16-byte aligned.
    pub dynamic_threadgroup_slots: Vec<u32>,
}

/// One parameter of the function with its PTX argument, `None` for a built-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Placed {
    pub param: Param,
    pub arg: Option<Arg>,
}

fn unit_err(m: &Module, f: FuncId, detail: String) -> BackendError {
    let function = m.functions.get(f).map_or_else(|| format!("{f:?}"), |x| x.name.clone());
    BackendError::Unit { function, detail }
}

fn unsupported(m: &Module, f: FuncId, arch: &str, feature: String) -> BackendError {
    let function = m.functions.get(f).map_or_else(|| format!("{f:?}"), |x| x.name.clone());
    BackendError::Unsupported { function, arch: arch.to_owned(), feature, inst: None }
}

/// The built-in parameter kinds this ABI computes (without `air.`).
pub(crate) const BUILTINS: &[&str] = &[
    "thread_position_in_grid",
    "thread_position_in_threadgroup",
    "threadgroup_position_in_grid",
    "threads_per_threadgroup",
    "dispatch_threads_per_threadgroup",
    "threadgroups_per_grid",
    "threads_per_grid",
    "thread_index_in_threadgroup",
    "thread_index_in_simdgroup",
    "simdgroup_index_in_threadgroup",
    "threads_per_simdgroup",
    "simdgroups_per_threadgroup",
    "dispatch_simdgroups_per_threadgroup",
    "thread_index_in_quadgroup",
    "quadgroup_index_in_threadgroup",
    "quadgroups_per_threadgroup",
    "thread_execution_width",
];

/// Every parameter of `f` with its place.
pub(crate) fn placed(m: &Module, f: FuncId, arch: &str) -> Result<Vec<Placed>, BackendError> {
    let Some(func) = m.functions.get(f) else {
        return Err(unit_err(m, f, "the function does not exist".into()));
    };
    let Some((_, params)) = kernel_params(m, f) else {
        return Err(unit_err(m, f, "no AIR entry-point metadata names the function".into()));
    };
    let mut out = Vec::new();
    for i in 0..func.params.len() {
        let Some(p) = params.iter().find(|p| p.index as usize == i) else {
            return Err(unit_err(m, f, format!("parameter {i} has no AIR argument metadata")));
        };
        let slot = p.location.unwrap_or(0);
        let arg = match p.short_kind() {
            // A threadgroup buffer described as `air.buffer` in address space 3 (ggml's
            // `threadgroup float *shmem [[threadgroup(0)]]` as metalfe-32023 writes it) is
            // threadgroup memory slot `slot`, as the interpreter binds it.
            "buffer" if p.address_space == Some(3) => Some(Arg::ThreadgroupOffset { slot }),
            "buffer" => Some(Arg::Buffer { slot }),
            "threadgroup" => Some(Arg::ThreadgroupOffset { slot }),
            k if BUILTINS.contains(&k) => None,
            _ => return Err(unsupported(m, f, arch, format!("kernel arguments of kind `{}`", p.kind))),
        };
        out.push(Placed { param: p.clone(), arg });
    }
    Ok(out)
}

/// Bytes of the module's threadgroup variables, each at its alignment, in module order,
/// with each variable's offset (the `.shared` arrays are declared one per variable; the
/// total is what a runner must leave for them).
/// A threadgroup variable: its global, size and alignment in bytes.
pub(crate) type SharedVar = (gpu_ir::GlobalId, u64, u64);

pub(crate) fn static_shared(m: &Module) -> Result<(u32, Vec<SharedVar>), String> {
    let mut total = 0u64;
    let mut vars = Vec::new();
    for (g, data) in m.globals.iter() {
        if data.addrspace != 3 {
            continue;
        }
        let l = interp::layout::layout(&m.types, data.value_type).map_err(|e| e.to_string())?;
        let align = l.align.max(u64::from(data.align)).max(16);
        total = total.next_multiple_of(align);
        vars.push((g, l.size, align));
        total = total.saturating_add(l.size);
    }
    let total = u32::try_from(total).map_err(|_| "threadgroup memory over 4 GiB".to_owned())?;
    Ok((total, vars))
}

/// Whether `name` is kept as the entry name: a PTX identifier of the plain C form
/// (letters, digits, `_`, not starting with a digit). `$` and `%` are legal in PTX but
/// reserved here, so that escaped names (which start with `$`) never collide.
fn plain_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The PTX entry name of Metal function `name`: `name` itself when it is a plain
/// identifier; otherwise `$M` followed by `name` with every byte outside
/// `[A-Za-z0-9_]` written `$` and two lowercase hex digits (`a.b` → `$Ma$2eb`).
pub fn entry_name(name: &str) -> String {
    if plain_identifier(name) {
        return name.to_owned();
    }
    let mut out = String::from("$M");
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b == b'_' {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("${b:02x}"));
        }
    }
    out
}

/// The interface of kernel `f` of `m`.
pub fn layout(m: &Module, f: FuncId) -> Result<Layout, BackendError> {
    let Some(func) = m.functions.get(f) else {
        return Err(unit_err(m, f, "the function does not exist".into()));
    };
    let placed = placed(m, f, "nvidiagpu")?;
    let mut args: Vec<Arg> = placed.iter().filter_map(|p| p.arg.clone()).collect();
    let mut slots: Vec<u32> = args
        .iter()
        .filter_map(|a| match a {
            Arg::ThreadgroupOffset { slot } => Some(*slot),
            _ => None,
        })
        .collect();
    slots.sort_unstable();
    slots.dedup();
    args.push(Arg::Dispatch);
    let (static_shared_bytes, _) = static_shared(m).map_err(|e| unit_err(m, f, e))?;
    Ok(Layout { entry: entry_name(&func.name), args, static_shared_bytes, dynamic_threadgroup_slots: slots })
}

/// The 48-byte dispatch block: the three vectors as little-endian u32, then a zero word.
pub fn dispatch_block(
    threads_per_threadgroup: [u32; 3],
    threadgroups_per_grid: [u32; 3],
    threads_per_grid: [u32; 3],
) -> [u8; 48] {
    let mut out = [0u8; 48];
    let words = threads_per_threadgroup.into_iter().chain(threadgroups_per_grid).chain(threads_per_grid);
    for (chunk, w) in out.chunks_exact_mut(4).zip(words) {
        chunk.copy_from_slice(&w.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_names() {
        assert_eq!(entry_name("add_f32"), "add_f32");
        assert_eq!(entry_name("_x1"), "_x1");
        assert_eq!(entry_name("1a"), "$M1a");
        assert_eq!(entry_name("a.b"), "$Ma$2eb");
        assert_eq!(entry_name("a$b"), "$Ma$24b");
        assert_eq!(entry_name(""), "$M");
    }

    #[test]
    fn dispatch_block_layout() {
        let b = dispatch_block([1, 2, 3], [4, 5, 6], [7, 8, 9]);
        let words: Vec<u32> =
            b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        assert_eq!(words, vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0]);
    }
}
