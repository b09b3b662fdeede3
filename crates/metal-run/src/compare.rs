//! `--compare`: the native run's buffers against the interpreter's, as 32-bit
//! little-endian words. Words of a buffer whose argument type (AIR `air.arg_type_name`)
//! is a 32-bit float type (`float`, `float4`, `packed_float3`, `float4x4`, `atomic_float`)
//! are compared as `f32` within a tolerance in units in the last place; every other
//! word, and every float word when the tolerance is 0, must be bit-identical — except
//! that in a float buffer any NaN matches any NaN (Metal does not specify NaN payloads).
//! A trailing partial word is compared as its bytes, zero-padded.

use air::semantics::{ArgKind, EntryInfo};
use std::collections::BTreeMap;
use std::collections::BTreeSet;

/// The first differing word of one buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// `[[buffer(slot)]]`.
    pub slot: u32,
    pub byte_offset: usize,
    /// Index of the 32-bit word.
    pub element: usize,
    pub interpreter: u32,
    pub native: u32,
    /// Whether the buffer was compared as `f32`.
    pub float: bool,
}

/// The outcome of a comparison: how many buffers were compared, and the first
/// difference of each buffer that differs (in buffer-index order).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Comparison {
    pub buffers: usize,
    pub differences: Vec<Difference>,
}

impl Comparison {
    pub fn equal(&self) -> usize {
        self.buffers - self.differences.len()
    }
}

/// Whether an AIR argument type name stands for 32-bit float elements.
pub fn is_f32_type(type_name: &str) -> bool {
    let t = type_name.trim();
    let t = t.strip_prefix("const ").unwrap_or(t);
    let t = t.strip_prefix("packed_").unwrap_or(t);
    let t = t.strip_prefix("atomic_").unwrap_or(t);
    let Some(rest) = t.strip_prefix("float") else { return false };
    // `float`, `float2`..`float4`, `float2x3`..: digits and at most one `x` between them.
    let mut parts = rest.split('x');
    let first = parts.next().unwrap_or("");
    let second = parts.next();
    parts.next().is_none()
        && first.bytes().all(|b| b.is_ascii_digit())
        && second.is_none_or(|s| !s.is_empty() && !first.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
}

/// Buffer slots whose argument is declared with a 32-bit float element type.
pub fn float_slots(entry: &EntryInfo) -> Vec<u32> {
    entry
        .arguments
        .iter()
        .filter(|a| matches!(a.kind, ArgKind::Buffer) && a.type_name.as_deref().is_some_and(is_f32_type))
        .filter_map(|a| a.location)
        .collect()
}

/// Distance in units in the last place between two non-NaN floats, on the line of
/// integers where adjacent floats differ by one (+0 and -0 are the same point).
pub fn ulps(a: f32, b: f32) -> u64 {
    let key = |x: f32| -> i64 {
        let bits = i64::from(x.to_bits() as i32);
        if bits < 0 {
            i64::from(i32::MIN) - bits
        } else {
            bits
        }
    };
    key(a).abs_diff(key(b))
}

fn word(bytes: &[u8], at: usize) -> u32 {
    let mut w = [0u8; 4];
    for (i, b) in w.iter_mut().enumerate() {
        *b = bytes.get(at + i).copied().unwrap_or(0);
    }
    u32::from_le_bytes(w)
}

/// Whether two words count as equal.
fn same(want: u32, got: u32, float: bool, tolerance_ulps: u32) -> bool {
    if want == got {
        return true;
    }
    if !float {
        return false;
    }
    let (w, g) = (f32::from_bits(want), f32::from_bits(got));
    if w.is_nan() || g.is_nan() {
        return w.is_nan() && g.is_nan();
    }
    tolerance_ulps > 0 && ulps(w, g) <= u64::from(tolerance_ulps)
}

/// Compares every buffer of `interpreter` with the same buffer of `native`. A buffer
/// missing on one side, or of another length, differs at the first byte past the
/// shorter one.
/// `floats` are the slots compared as `f32` (`float_slots`).
pub fn compare(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[u32],
    tolerance_ulps: u32,
) -> Comparison {
    let empty = Vec::new();
    let mut out = Comparison::default();
    let slots: BTreeSet<u32> = interpreter.keys().chain(native.keys()).copied().collect();
    for slot in slots {
        let want = interpreter.get(&slot).unwrap_or(&empty);
        let got = native.get(&slot).unwrap_or(&empty);
        let float = floats.contains(&slot);
        out.buffers += 1;
        let len = want.len().max(got.len());
        let first = (0..len.div_ceil(4)).find(|&i| {
            let at = i * 4;
            let past_end = at + 4 > want.len().min(got.len()) && want.len() != got.len();
            past_end || !same(word(want, at), word(got, at), float, tolerance_ulps)
        });
        if let Some(element) = first {
            let at = element * 4;
            out.differences.push(Difference {
                slot,
                byte_offset: at,
                element,
                interpreter: word(want, at),
                native: word(got, at),
                float,
            });
        }
    }
    out
}

/// The largest distance in ulps between the words of the `floats` buffers present on
/// both sides (`u64::MAX` where a NaN meets a number); `None` when no float word was
/// compared.
pub fn max_ulps(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[u32],
) -> Option<u64> {
    let mut max = None;
    for slot in floats {
        let (Some(want), Some(got)) = (interpreter.get(slot), native.get(slot)) else { continue };
        for at in (0..want.len().min(got.len()) / 4).map(|i| i * 4) {
            let (w, g) = (f32::from_bits(word(want, at)), f32::from_bits(word(got, at)));
            let d = match (w.is_nan(), g.is_nan()) {
                (true, true) => 0,
                (false, false) => ulps(w, g),
                _ => u64::MAX,
            };
            max = Some(max.map_or(d, |m: u64| m.max(d)));
        }
    }
    max
}

/// One line per difference: where, both words in hex, and for float buffers both values
/// and their distance.
pub fn describe(d: &Difference, arch: &str) -> String {
    let mut s = format!(
        "buffer {}: first difference at byte {} (element {} as 32-bit words): interpreter {:#010x}, {arch} {:#010x}",
        d.slot, d.byte_offset, d.element, d.interpreter, d.native
    );
    if d.float {
        let (w, g) = (f32::from_bits(d.interpreter), f32::from_bits(d.native));
        s.push_str(&format!(" ({w:e} vs {g:e}"));
        if !w.is_nan() && !g.is_nan() {
            s.push_str(&format!(", {} ulps apart", ulps(w, g)));
        }
        s.push(')');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_type_names() {
        for t in ["float", "float4", "packed_float3", "float4x4", "atomic_float", "const float"] {
            assert!(is_f32_type(t), "{t}");
        }
        for t in ["half", "half4", "int", "uint", "floatx", "float4x", "bfloat", "float_t", "double"] {
            assert!(!is_f32_type(t), "{t}");
        }
    }

    #[test]
    fn words_ulps_and_nans() {
        let one = 1.0f32.to_bits();
        let next = one + 1;
        let bufs = |w: &[u32]| -> BTreeMap<u32, Vec<u8>> {
            [(3, w.iter().flat_map(|x| x.to_le_bytes()).collect())].into_iter().collect()
        };
        // Not a float buffer: exact, whatever the tolerance.
        let c = compare(&bufs(&[0, one]), &bufs(&[0, next]), &[], 4);
        assert_eq!(c.differences.len(), 1);
        assert_eq!((c.differences[0].byte_offset, c.differences[0].element), (4, 1));
        assert_eq!((c.differences[0].interpreter, c.differences[0].native), (one, next));
        assert_eq!(c.equal(), 0);
        // A float buffer: exact at tolerance 0, within it otherwise; NaNs match NaNs only.
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next]), &[3], 0).equal(), 0);
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next]), &[3], 1).equal(), 1);
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next + 1]), &[3], 1).equal(), 0);
        let (nan, other_nan) = (f32::NAN.to_bits(), 0xffc0_0001u32);
        assert_eq!(compare(&bufs(&[nan]), &bufs(&[other_nan]), &[3], 0).equal(), 1);
        assert_eq!(compare(&bufs(&[nan]), &bufs(&[one]), &[3], 1000).equal(), 0);
        // Sign of zero: bit-exact at 0, the same point within a tolerance.
        assert_eq!(compare(&bufs(&[0]), &bufs(&[0x8000_0000]), &[3], 0).equal(), 0);
        assert_eq!(compare(&bufs(&[0]), &bufs(&[0x8000_0000]), &[3], 1).equal(), 1);
        // Lengths differ: the first word past the shorter one.
        let mut short = bufs(&[1, 2]);
        short.insert(3, vec![1, 0, 0, 0, 2]);
        let c = compare(&bufs(&[1, 2]), &short, &[], 0);
        assert_eq!(c.differences[0].byte_offset, 4);
        assert_eq!(c.differences[0].native, 2);
        assert_eq!(ulps(1.0, f32::from_bits(next)), 1);
        assert_eq!(ulps(0.0, -0.0), 0);
        assert_eq!(max_ulps(&bufs(&[0, one]), &bufs(&[0, next + 2]), &[3]), Some(3));
        assert_eq!(max_ulps(&bufs(&[nan]), &bufs(&[one]), &[3]), Some(u64::MAX));
        assert_eq!(max_ulps(&bufs(&[one]), &bufs(&[one]), &[]), None);
        assert_eq!(ulps(f32::from_bits(1), -f32::from_bits(1)), 2);
    }
}
