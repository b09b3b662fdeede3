//! Module constant data for backends that place it in their output: the bytes of a
//! module variable's initializer in the interpreter's memory layout (little-endian,
//! `interp::layout`), and a per-kernel pool that lays out the variables a kernel reads.
//!
//! The layout is the interpreter's on purpose: translated code reads these bytes where
//! the interpreter reads its own copy, so both see the same values.

use gpu_ir::{ConstId, ConstantData, GlobalId, Module, Type, TypeInner};
use std::collections::BTreeMap;

/// Writes the bytes of constant `c` of type `ty` at `out[at..]` (growing `out`). Zero,
/// undef, poison and null constants leave zeros. Addresses and constant expressions are
/// refused: they have no value before the code is loaded.
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

/// The most constant data one kernel's pool holds (input can declare any size; real
/// lookup tables are kilobytes).
pub const MAX_POOL_BYTES: u64 = 64 << 20;

/// The read-only module variables one kernel reads, laid out one after another, each at
/// its alignment (at least 4: scalar loads read whole dwords).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConstPool {
    bytes: Vec<u8>,
    offsets: BTreeMap<GlobalId, u32>,
}

impl ConstPool {
    /// The offset of variable `g` in the pool, adding it on first use. Only read-only
    /// variables belong here — the caller's check: Metal's constant address space is
    /// read-only whatever the IR's `constant` flag says (function constants are plain
    /// globals there). One without an initializer (a function constant no
    /// specialization gave a value) reads as zeros, as in the interpreter.
    pub fn offset_of(&mut self, m: &Module, g: GlobalId) -> Result<u32, String> {
        if let Some(&o) = self.offsets.get(&g) {
            return Ok(o);
        }
        let gv = m.globals.get(g).ok_or("a module variable that does not exist")?;
        let l = interp::layout::layout(&m.types, gv.value_type).map_err(|e| e.to_string())?;
        let align = l.align.max(u64::from(gv.align)).clamp(4, 256).next_power_of_two();
        let at = (self.bytes.len() as u64).next_multiple_of(align);
        if at.saturating_add(l.size) > MAX_POOL_BYTES {
            return Err(format!("more than {} MiB of constant data", MAX_POOL_BYTES >> 20));
        }
        let at = at as u32;
        let size = usize::try_from(l.size).map_err(|e| e.to_string())?;
        let mut bytes = Vec::with_capacity(size);
        if let Some(init) = gv.init {
            const_bytes(m, init, gv.value_type, &mut bytes, 0)?;
        }
        bytes.resize(size, 0);
        self.bytes.resize(at as usize, 0);
        self.bytes.extend_from_slice(&bytes);
        // Round to dwords so that a scalar load of the last element stays inside.
        let padded = self.bytes.len().next_multiple_of(4);
        self.bytes.resize(padded, 0);
        self.offsets.insert(g, at);
        Ok(at)
    }

    /// The pool's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Whether no variable was added.
    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }
}
