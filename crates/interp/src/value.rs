//! Runtime values and their memory representation: integers (up to 64 bits, kept
//! truncated to their width), half / bfloat / float / double, pointers (an encoded
//! region and offset, see `memory`), vectors and aggregates. Also the IEEE conversions
//! that Rust lacks for half and bfloat (round to nearest even).

use crate::layout::{field_offsets, layout};
use crate::InterpError;
use gpu_ir::{Type, TypeInner, Types};

#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    Int {
        bits: u64,
        width: u32,
    },
    Half(u16),
    BFloat(u16),
    Float(f32),
    Double(f64),
    /// An encoded pointer (`memory::Ptr`); 0 is null.
    Ptr(u64),
    Vector(Vec<Val>),
    Aggregate(Vec<Val>),
    Void,
}

pub fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

impl Val {
    pub fn int(bits: u64, width: u32) -> Val {
        Val::Int { bits: bits & mask(width), width }
    }

    pub fn bool(b: bool) -> Val {
        Val::Int { bits: b as u64, width: 1 }
    }

    /// The unsigned bits of an integer (or a pointer's encoding).
    pub fn as_u64(&self) -> Result<u64, InterpError> {
        match self {
            Val::Int { bits, .. } | Val::Ptr(bits) => Ok(*bits),
            other => Err(InterpError::Type(format!("expected an integer, got {other:?}"))),
        }
    }

    /// The integer sign-extended from its width.
    pub fn as_i64(&self) -> Result<i64, InterpError> {
        match self {
            Val::Int { bits, width } => Ok(sext(*bits, *width)),
            other => Err(InterpError::Type(format!("expected an integer, got {other:?}"))),
        }
    }

    pub fn as_bool(&self) -> Result<bool, InterpError> {
        Ok(self.as_u64()? & 1 == 1)
    }

    /// Any float as f64 (exact for every format AIR has).
    pub fn as_f64(&self) -> Result<f64, InterpError> {
        match self {
            Val::Half(h) => Ok(f64::from(half_to_f32(*h))),
            Val::BFloat(b) => Ok(f64::from(bf16_to_f32(*b))),
            Val::Float(f) => Ok(f64::from(*f)),
            Val::Double(d) => Ok(*d),
            other => Err(InterpError::Type(format!("expected a float, got {other:?}"))),
        }
    }

    pub fn elements(&self) -> Result<&[Val], InterpError> {
        match self {
            Val::Vector(v) | Val::Aggregate(v) => Ok(v),
            other => Err(InterpError::Type(format!("expected a vector or aggregate, got {other:?}"))),
        }
    }
}

pub fn sext(bits: u64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width;
        ((bits << shift) as i64) >> shift
    }
}

/// A float of type `t` from an f64, rounded once to the target format.
pub fn float_of(types: &Types, t: Type, v: f64) -> Result<Val, InterpError> {
    Ok(match types.inner(t) {
        TypeInner::Half => Val::Half(f32_to_half_from_f64(v)),
        TypeInner::BFloat => Val::BFloat(f32_to_bf16_from_f64(v)),
        TypeInner::Float => Val::Float(v as f32),
        TypeInner::Double => Val::Double(v),
        _ => return Err(InterpError::Type(format!("{} is not a float type", types.display(t)))),
    })
}

/// The value every bit of which is zero (also what `undef` and `poison` read as: the
/// interpreter is deterministic, and documents that choice).
pub fn zero(types: &Types, t: Type) -> Result<Val, InterpError> {
    Ok(match types.inner(t) {
        TypeInner::Int(w) => Val::int(0, *w),
        TypeInner::Half => Val::Half(0),
        TypeInner::BFloat => Val::BFloat(0),
        TypeInner::Float => Val::Float(0.0),
        TypeInner::Double => Val::Double(0.0),
        TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } => Val::Ptr(0),
        TypeInner::Vector { elem, len } => Val::Vector(vec![zero(types, *elem)?; *len as usize]),
        TypeInner::Array { elem, len } => {
            if *len > 1 << 20 {
                return Err(InterpError::Unsupported("an array value of more than 2^20 elements".into()));
            }
            Val::Aggregate(vec![zero(types, *elem)?; *len as usize])
        }
        TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
            Val::Aggregate(fields.iter().map(|f| zero(types, *f)).collect::<Result<_, _>>()?)
        }
        // Metadata call operands (`llvm.dbg.value(metadata …)`), which the decoder keeps as
        // `undef`: nothing to compute.
        TypeInner::Void | TypeInner::Metadata => Val::Void,
        _ => return Err(InterpError::Type(format!("no value of type {}", types.display(t)))),
    })
}

/// Writes `v` (of type `t`) into `out` (which has the type's size) in memory layout.
pub fn to_bytes(types: &Types, t: Type, v: &Val, out: &mut [u8]) -> Result<(), InterpError> {
    let put = |out: &mut [u8], bytes: &[u8]| -> Result<(), InterpError> {
        let n = bytes.len().min(out.len());
        out[..n].copy_from_slice(&bytes[..n]);
        Ok(())
    };
    match (types.inner(t), v) {
        (TypeInner::Int(_), Val::Int { bits, .. }) | (TypeInner::Pointer { .. }, Val::Ptr(bits)) => {
            put(out, &bits.to_le_bytes())
        }
        (TypeInner::Half, Val::Half(h)) | (TypeInner::BFloat, Val::BFloat(h)) => put(out, &h.to_le_bytes()),
        (TypeInner::Float, Val::Float(f)) => put(out, &f.to_le_bytes()),
        (TypeInner::Double, Val::Double(d)) => put(out, &d.to_le_bytes()),
        (TypeInner::Vector { elem, .. }, Val::Vector(es))
        | (TypeInner::Array { elem, .. }, Val::Aggregate(es)) => {
            let stride = element_stride(types, t, *elem)?;
            for (i, e) in es.iter().enumerate() {
                let at =
                    (i as u64).checked_mul(stride).and_then(|a| usize::try_from(a).ok()).ok_or_else(range)?;
                let end = at.checked_add(stride as usize).filter(|&e| e <= out.len()).ok_or_else(range)?;
                to_bytes(types, *elem, e, &mut out[at..end])?;
            }
            Ok(())
        }
        (
            TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. },
            Val::Aggregate(es),
        ) => {
            let offsets = field_offsets(types, t)?;
            for ((f, e), off) in fields.iter().zip(es).zip(offsets) {
                let size = layout(types, *f)?.size as usize;
                let at = off as usize;
                let end = at.checked_add(size).filter(|&e| e <= out.len()).ok_or_else(range)?;
                to_bytes(types, *f, e, &mut out[at..end])?;
            }
            Ok(())
        }
        (_, v) => Err(InterpError::Type(format!("cannot store {v:?} as {}", types.display(t)))),
    }
}

fn range() -> InterpError {
    InterpError::Type("a value does not fit its type's layout".into())
}

/// Distance between consecutive elements: tight for vectors, the alloc size for arrays.
fn element_stride(types: &Types, container: Type, elem: Type) -> Result<u64, InterpError> {
    let l = layout(types, elem)?;
    Ok(match types.inner(container) {
        TypeInner::Vector { .. } => match types.inner(elem) {
            TypeInner::Int(w) => u64::from(*w).div_ceil(8).max(1),
            _ => l.size,
        },
        _ => l.size,
    })
}

/// Reads a value of type `t` from `bytes` (which has the type's size).
pub fn from_bytes(types: &Types, t: Type, bytes: &[u8]) -> Result<Val, InterpError> {
    let word = |n: usize| -> u64 {
        let mut b = [0u8; 8];
        let n = n.min(bytes.len()).min(8);
        b[..n].copy_from_slice(&bytes[..n]);
        u64::from_le_bytes(b)
    };
    Ok(match types.inner(t) {
        TypeInner::Int(w) => Val::int(word((*w as usize).div_ceil(8)), *w),
        TypeInner::Half => Val::Half(word(2) as u16),
        TypeInner::BFloat => Val::BFloat(word(2) as u16),
        TypeInner::Float => Val::Float(f32::from_bits(word(4) as u32)),
        TypeInner::Double => Val::Double(f64::from_bits(word(8))),
        TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. } => Val::Ptr(word(8)),
        TypeInner::Vector { elem, len } => {
            let stride = element_stride(types, t, *elem)? as usize;
            let mut es = Vec::with_capacity(*len as usize);
            for i in 0..*len as usize {
                let at = i * stride;
                let slice = bytes.get(at..at + stride).ok_or_else(range)?;
                es.push(from_bytes(types, *elem, slice)?);
            }
            Val::Vector(es)
        }
        TypeInner::Array { elem, len } => {
            let stride = element_stride(types, t, *elem)? as usize;
            if (*len as u128) * (stride as u128) > bytes.len() as u128 {
                return Err(range());
            }
            let mut es = Vec::with_capacity(*len as usize);
            for i in 0..*len as usize {
                let at = i * stride;
                es.push(from_bytes(types, *elem, bytes.get(at..at + stride).ok_or_else(range)?)?);
            }
            Val::Aggregate(es)
        }
        TypeInner::Struct { fields, .. } | TypeInner::Named { fields: Some(fields), .. } => {
            let offsets = field_offsets(types, t)?;
            let mut es = Vec::with_capacity(fields.len());
            for (f, off) in fields.iter().zip(offsets) {
                let size = layout(types, *f)?.size as usize;
                let at = off as usize;
                es.push(from_bytes(types, *f, bytes.get(at..at + size).ok_or_else(range)?)?);
            }
            Val::Aggregate(es)
        }
        _ => return Err(InterpError::Type(format!("cannot load a {}", types.display(t)))),
    })
}

pub fn half_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x3ff);
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: value = m * 2^-24, exactly representable in f32.
            let v = m as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, m) => sign | 0x7fc0_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// f64 → half with a single rounding (to nearest, ties to even).
pub fn f32_to_half_from_f64(v: f64) -> u16 {
    let sign: u16 = if v.is_sign_negative() { 0x8000 } else { 0 };
    if v.is_nan() {
        return 0x7e00;
    }
    let a = v.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Units of the smallest subnormal (2^-24), rounded to nearest even.
    if a < f64::from(f32::from_bits(0x3880_0000)) {
        // below 2^-14: subnormal range
        let units = round_half_even(a * 16_777_216.0);
        return sign | units as u16;
    }
    let e = a.log2().floor() as i32;
    let mut e = e.clamp(-14, 15);
    // Correct floor(log2) imprecision.
    if a < 2f64.powi(e) {
        e -= 1;
    } else if a >= 2f64.powi(e + 1) {
        e += 1;
    }
    let scaled = a / 2f64.powi(e) * 1024.0; // in [1024, 2048)
    let mut m = round_half_even(scaled) as u32;
    let mut exp = (e + 15) as u32;
    if m >= 2048 {
        m /= 2;
        exp += 1;
    }
    if exp >= 31 {
        return sign | 0x7c00;
    }
    sign | ((exp as u16) << 10) | ((m as u16) & 0x3ff)
}

pub fn bf16_to_f32(b: u16) -> f32 {
    f32::from_bits(u32::from(b) << 16)
}

pub fn f32_to_bf16_from_f64(v: f64) -> u16 {
    let f = f32_rounded_to_odd(v);
    if f.is_nan() {
        return 0x7fc0;
    }
    let bits = f.to_bits();
    let lsb = (bits >> 16) & 1;
    let rounded = bits.wrapping_add(0x7fff + lsb);
    (rounded >> 16) as u16
}

/// `v` as an `f32` rounded to odd (truncated, the last bit set when anything was lost):
/// with 16 more bits than bfloat, rounding that to bfloat gives what rounding `v` itself
/// would, where rounding to nearest first would round twice (a value just above a
/// bfloat tie would land on the tie).
fn f32_rounded_to_odd(v: f64) -> f32 {
    let f = v as f32;
    if !f.is_finite() || f64::from(f) == v {
        return f;
    }
    let bits = f.to_bits();
    if bits & 1 == 1 {
        return f;
    }
    // `f` is the even neighbour; the odd one lies on `v`'s side of it.
    let outward = f64::from(f).abs() < v.abs();
    f32::from_bits(if outward { bits + 1 } else { bits - 1 })
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - x.trunc()).abs() == 0.5 && r % 2.0 != 0.0 {
        r - x.signum()
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_round_trips_every_value() {
        for h in 0..=u16::MAX {
            let f = half_to_f32(h);
            if f.is_nan() {
                continue;
            }
            assert_eq!(f32_to_half_from_f64(f64::from(f)), h, "{h:#06x} {f}");
        }
    }

    #[test]
    fn half_rounds_to_nearest_even() {
        // 1 + 2^-11 is halfway between 1 and the next half (1 + 2^-10): ties to even → 1.
        assert_eq!(f32_to_half_from_f64(1.0 + 2f64.powi(-11)), 0x3c00);
        // 1 + 3·2^-11 is halfway between 1+2^-10 (odd) and 1+2^-9 (even).
        assert_eq!(f32_to_half_from_f64(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
        assert_eq!(f32_to_half_from_f64(65504.0), 0x7bff);
        assert_eq!(f32_to_half_from_f64(65520.0), 0x7c00);
        assert_eq!(f32_to_half_from_f64(2f64.powi(-24)), 0x0001);
        assert_eq!(f32_to_half_from_f64(2f64.powi(-25)), 0x0000);
        assert_eq!(f32_to_half_from_f64(-2.0), 0xc000);
    }

    #[test]
    fn bfloat_rounds_to_nearest_even() {
        assert_eq!(f32_to_bf16_from_f64(1.0), 0x3f80);
        assert_eq!(bf16_to_f32(0x3f80), 1.0);
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even → 1.
        assert_eq!(f32_to_bf16_from_f64(1.0 + 2f64.powi(-8)), 0x3f80);
        assert_eq!(f32_to_bf16_from_f64(1.0 + 3.0 * 2f64.powi(-8)), 0x3f82);
        // Just above a tie: rounding to float first would land on the tie and round to
        // even (down); the value itself rounds up.
        assert_eq!(f32_to_bf16_from_f64(1.0 + 2f64.powi(-8) + 2f64.powi(-40)), 0x3f81);
        assert_eq!(f32_to_bf16_from_f64(-(1.0 + 2f64.powi(-8) + 2f64.powi(-40))), 0xbf81);
        assert_eq!(f32_to_bf16_from_f64(1.0 + 2f64.powi(-8) - 2f64.powi(-40)), 0x3f80);
    }
}
