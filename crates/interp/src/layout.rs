//! Sizes, alignments and field offsets of gpu-ir types in memory, as AIR's data layout
//! defines them: little-endian, 64-bit pointers, natural alignment of scalars, and
//! vectors aligned to their size rounded up to a power of two (so a `float3` takes 16
//! bytes, as in Metal).

use crate::InterpError;
use gpu_ir::{Type, TypeInner, Types};

/// How deep types may nest before the layout gives up (hostile or cyclic input).
const MAX_DEPTH: u32 = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Bytes a value occupies, padding included (LLVM's alloc size).
    pub size: u64,
    pub align: u64,
}

pub fn layout(types: &Types, t: Type) -> Result<Layout, InterpError> {
    layout_at(types, t, 0)
}

fn layout_at(types: &Types, t: Type, depth: u32) -> Result<Layout, InterpError> {
    if depth > MAX_DEPTH {
        return Err(InterpError::Unsupported("a type nested too deeply".into()));
    }
    let scalar = |n: u64| Ok(Layout { size: n, align: n });
    match types.inner(t) {
        TypeInner::Int(bits) => {
            let bytes = u64::from(*bits).div_ceil(8).next_power_of_two().max(1);
            scalar(bytes)
        }
        TypeInner::Half | TypeInner::BFloat => scalar(2),
        TypeInner::Float => scalar(4),
        TypeInner::Double => scalar(8),
        TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } => scalar(8),
        TypeInner::Vector { elem, len } => {
            let e = layout_at(types, *elem, depth + 1)?;
            let raw = e.size.checked_mul(u64::from(*len)).ok_or_else(too_big)?;
            let size = raw.checked_next_power_of_two().ok_or_else(too_big)?.max(1);
            Ok(Layout { size, align: size })
        }
        TypeInner::Array { elem, len } => {
            let e = layout_at(types, *elem, depth + 1)?;
            Ok(Layout { size: e.size.checked_mul(*len).ok_or_else(too_big)?, align: e.align })
        }
        TypeInner::Struct { fields, packed } => struct_layout(types, fields, *packed, depth).map(|(l, _)| l),
        TypeInner::Named { fields: Some(fields), packed, .. } => {
            struct_layout(types, fields, *packed, depth).map(|(l, _)| l)
        }
        other => Err(InterpError::Unsupported(format!("the size of type {other:?}"))),
    }
}

fn too_big() -> InterpError {
    InterpError::Unsupported("a type larger than the address space".into())
}

fn struct_layout(
    types: &Types,
    fields: &[Type],
    packed: bool,
    depth: u32,
) -> Result<(Layout, Vec<u64>), InterpError> {
    let mut offset = 0u64;
    let mut align = 1u64;
    let mut offsets = Vec::with_capacity(fields.len());
    for &f in fields {
        let l = layout_at(types, f, depth + 1)?;
        let a = if packed { 1 } else { l.align };
        offset = offset.checked_next_multiple_of(a).ok_or_else(too_big)?;
        offsets.push(offset);
        offset = offset.checked_add(l.size).ok_or_else(too_big)?;
        align = align.max(a);
    }
    let size = offset.checked_next_multiple_of(align).ok_or_else(too_big)?;
    Ok((Layout { size, align }, offsets))
}

/// Byte offsets of a struct's fields.
pub fn field_offsets(types: &Types, t: Type) -> Result<Vec<u64>, InterpError> {
    match types.inner(t) {
        TypeInner::Struct { fields, packed } | TypeInner::Named { fields: Some(fields), packed, .. } => {
            struct_layout(types, fields, *packed, 0).map(|(_, o)| o)
        }
        _ => Err(InterpError::Unsupported(format!("field offsets of {}", types.display(t)))),
    }
}
