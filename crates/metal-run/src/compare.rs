//! `--compare`: the native run's buffers against the interpreter's, as 32-bit
//! little-endian words. Words of a buffer whose argument type (AIR `air.arg_type_name`)
//! is a 32-bit float type (`float`, `float4`, `packed_float3`, `float4x4`, `atomic_float`)
//! are compared as `f32` within a tolerance in units in the last place; words of a
//! `half` or `bfloat` buffer (`half4`, `bfloat2`, …) as two 16-bit floats each, within
//! the tolerance scaled to their precision ([`half_tolerance`]); every other word, and
//! every float when the tolerance is 0, must be bit-identical — except that in a float
//! buffer of any width any NaN matches any NaN (Metal does not specify NaN payloads or
//! their sign: the interpreter's `0x7e00` and a GPU's `0x7fff` are the same result).
//! A trailing partial word is compared as its bytes, zero-padded.
//! Where a kernel stores floats into an integer buffer (`as_type<uint>(f)`), the caller
//! can name those words ([`WordTypes`]: a period and the float kind of each word position
//! in it); they are then compared as floats and the buffer's other words bit for bit.

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

/// How the words of a buffer are compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Deserialize)]
pub enum FloatKind {
    /// 32-bit floats.
    #[serde(rename = "float")]
    F32,
    /// Two IEEE half floats per word.
    #[serde(rename = "half")]
    F16,
    /// Two bfloats per word.
    #[serde(rename = "bfloat")]
    BF16,
}

/// The float words of a buffer whose declared type is not a float type: word `i` holds
/// floats of kind `words[i % period]`, every other word is compared bit for bit.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
pub struct WordTypes {
    pub period: usize,
    #[serde(deserialize_with = "numbered")]
    pub words: BTreeMap<usize, FloatKind>,
}

/// A JSON object keyed by numbers (`{"0": …}`: JSON keys are strings) as a map from
/// those numbers. serde_json parses such keys itself, but not inside a `#[serde(flatten)]`
/// struct (the batch list's settings), whose fields are read from buffered content.
pub fn numbered<'de, D, K, V>(d: D) -> Result<BTreeMap<K, V>, D::Error>
where
    D: serde::Deserializer<'de>,
    K: std::str::FromStr + Ord,
    V: serde::Deserialize<'de>,
{
    use serde::Deserialize;
    BTreeMap::<String, V>::deserialize(d)?
        .into_iter()
        .map(|(k, v)| match k.trim().parse::<K>() {
            Ok(n) => Ok((n, v)),
            Err(_) => Err(serde::de::Error::custom(format!("`{k}` is not a number"))),
        })
        .collect()
}

impl WordTypes {
    fn kind_of(&self, element: usize) -> Option<FloatKind> {
        self.words.get(&element.checked_rem(self.period)?).copied()
    }
}

/// The float kind of word `element` of buffer `slot`: the word types given for the slot,
/// else the slot's declared kind.
fn kind_at(
    floats: &[(u32, FloatKind)],
    words: &BTreeMap<u32, WordTypes>,
    slot: u32,
    element: usize,
) -> Option<FloatKind> {
    match words.get(&slot) {
        Some(t) => t.kind_of(element),
        None => floats.iter().find(|f| f.0 == slot).map(|f| f.1),
    }
}

/// Whether an AIR argument type name stands for 32-bit float elements.
pub fn is_f32_type(type_name: &str) -> bool {
    float_kind(type_name) == Some(FloatKind::F32)
}

/// The float kind of an AIR argument type name (`float`, `half4`, `packed_bfloat3`,
/// `float4x4`, `atomic_float`, mlx's complex types `complex64_t` and `complex_t<half>`:
/// pairs of floats), `None` for every other type.
pub fn float_kind(type_name: &str) -> Option<FloatKind> {
    let t = type_name.trim();
    let t = t.strip_prefix("const ").unwrap_or(t);
    if let Some(part) = complex_part(t) {
        return float_kind(part);
    }
    let t = t.strip_prefix("packed_").unwrap_or(t);
    let t = t.strip_prefix("atomic_").unwrap_or(t);
    let (kind, rest) = if let Some(r) = t.strip_prefix("float") {
        (FloatKind::F32, r)
    } else if let Some(r) = t.strip_prefix("half") {
        (FloatKind::F16, r)
    } else if let Some(r) = t.strip_prefix("bfloat") {
        (FloatKind::BF16, r)
    } else {
        return None;
    };
    shape_suffix(rest).then_some(kind)
}

/// The part type of a complex type name: `complex_t<half>` → `half`, `complex64_t` →
/// `float` (mlx's `complex_t<float>`).
pub fn complex_part(t: &str) -> Option<&str> {
    if t == "complex64_t" {
        return Some("float");
    }
    t.strip_prefix("complex_t<")?.strip_suffix('>').map(str::trim)
}

/// Whether `rest` is a vector or matrix suffix of a scalar type name: nothing, `4`, `2x3`.
fn shape_suffix(rest: &str) -> bool {
    // `float`, `float2`..`float4`, `float2x3`..: digits and at most one `x` between them.
    let mut parts = rest.split('x');
    let first = parts.next().unwrap_or("");
    let second = parts.next();
    parts.next().is_none()
        && first.bytes().all(|b| b.is_ascii_digit())
        && second.is_none_or(|s| !s.is_empty() && !first.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
}

/// Buffer slots whose argument is declared with a float element type, and its kind.
pub fn float_slots(entry: &EntryInfo) -> Vec<(u32, FloatKind)> {
    entry
        .arguments
        .iter()
        .filter(|a| matches!(a.kind, ArgKind::Buffer))
        .filter_map(|a| Some((a.location?, float_kind(a.type_name.as_deref()?)?)))
        .collect()
}

/// The tolerance for 16-bit floats that a tolerance of `ulps32` `f32` ulps stands for:
/// 0 stays 0 (bit-exact); otherwise the same relative error in the coarser format
/// (2^13 `f32` ulps per `half` ulp, 2^16 per `bfloat` ulp), at least 1 — a result
/// computed in `float` and rounded once to 16 bits lands on either neighbour when the
/// `float` values differ in their last bits.
pub fn half_tolerance(kind: FloatKind, ulps32: u32) -> u32 {
    let shift = match kind {
        FloatKind::F32 => return ulps32,
        FloatKind::F16 => 13,
        FloatKind::BF16 => 16,
    };
    if ulps32 == 0 {
        0
    } else {
        ulps32.div_ceil(1 << shift).max(1)
    }
}

/// A 16-bit float as (is NaN, position on the line of integers where adjacent values
/// differ by one; +0 and -0 are the same point).
fn half_key(kind: FloatKind, bits: u16) -> (bool, i64) {
    let (exp_mask, man_mask) = match kind {
        FloatKind::BF16 => (0x7f80u16, 0x007fu16),
        _ => (0x7c00u16, 0x03ffu16),
    };
    let nan = bits & exp_mask == exp_mask && bits & man_mask != 0;
    let mag = i64::from(bits & 0x7fff);
    (nan, if bits & 0x8000 != 0 { -mag } else { mag })
}

/// Distance between two 16-bit floats in their ulps (`u64::MAX` when a NaN meets a
/// number, 0 for two NaNs).
fn half_ulps(kind: FloatKind, a: u16, b: u16) -> u64 {
    let ((na, ka), (nb, kb)) = (half_key(kind, a), half_key(kind, b));
    match (na, nb) {
        (true, true) => 0,
        (false, false) => ka.abs_diff(kb),
        _ => u64::MAX,
    }
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
fn same(want: u32, got: u32, float: Option<FloatKind>, tolerance_ulps: u32) -> bool {
    if want == got {
        return true;
    }
    let Some(kind) = float else { return false };
    if kind != FloatKind::F32 {
        let tol = u64::from(half_tolerance(kind, tolerance_ulps));
        return [0, 16].iter().all(|&s| half_ulps(kind, (want >> s) as u16, (got >> s) as u16) <= tol);
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
/// `floats` are the slots compared as floats (`float_slots`).
pub fn compare(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[(u32, FloatKind)],
    tolerance_ulps: u32,
) -> Comparison {
    compare_scaled(interpreter, native, floats, tolerance_ulps, None)
}

/// [`compare`], where with `norm` a float word also agrees when each value in it is
/// within `norm` times the largest finite magnitude of the interpreter's buffer (a
/// normwise bound, for results whose small elements are cancellations by construction).
pub fn compare_scaled(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[(u32, FloatKind)],
    tolerance_ulps: u32,
    norm: Option<f64>,
) -> Comparison {
    compare_typed(interpreter, native, floats, &BTreeMap::new(), tolerance_ulps, norm)
}

/// The values a word holds as the given kind: one `f32`, or two 16-bit floats.
fn values(w: u32, kind: FloatKind) -> [f64; 2] {
    let half = |h: u16| match kind {
        FloatKind::F16 => f64::from(interp::value::half_to_f32(h)),
        _ => f64::from(interp::value::bf16_to_f32(h)),
    };
    match kind {
        FloatKind::F32 => [f64::from(f32::from_bits(w)), 0.0],
        _ => [half(w as u16), half((w >> 16) as u16)],
    }
}

/// [`compare_scaled`] with float words named inside integer buffers (`words`, by slot;
/// a slot listed there is judged by it alone).
pub fn compare_typed(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[(u32, FloatKind)],
    words: &BTreeMap<u32, WordTypes>,
    tolerance_ulps: u32,
    norm: Option<f64>,
) -> Comparison {
    let empty = Vec::new();
    let mut out = Comparison::default();
    let slots: BTreeSet<u32> = interpreter.keys().chain(native.keys()).copied().collect();
    for slot in slots {
        let want = interpreter.get(&slot).unwrap_or(&empty);
        let got = native.get(&slot).unwrap_or(&empty);
        let kind = |i: usize| kind_at(floats, words, slot, i);
        out.buffers += 1;
        let len = want.len().max(got.len());
        let bound = norm.map(|n| {
            let largest = (0..want.len() / 4)
                .filter_map(|i| Some(values(word(want, i * 4), kind(i)?)))
                .flatten()
                .map(f64::abs)
                .filter(|m| m.is_finite())
                .fold(0.0, f64::max);
            n * largest
        });
        let within = |i: usize, w: u32, g: u32| {
            let Some(k) = kind(i) else { return false };
            let (w, g) = (values(w, k), values(g, k));
            bound.is_some_and(|b| w.iter().zip(&g).all(|(w, g)| (w - g).abs() <= b))
        };
        let first = (0..len.div_ceil(4)).find(|&i| {
            let at = i * 4;
            let past_end = at + 4 > want.len().min(got.len()) && want.len() != got.len();
            let (w, g) = (word(want, at), word(got, at));
            past_end || !(same(w, g, kind(i), tolerance_ulps) || within(i, w, g))
        });
        if let Some(element) = first {
            let at = element * 4;
            out.differences.push(Difference {
                slot,
                byte_offset: at,
                element,
                interpreter: word(want, at),
                native: word(got, at),
                float: kind(element) == Some(FloatKind::F32),
            });
        }
    }
    out
}

/// The largest distance in ulps between the words of the 32-bit `floats` buffers
/// present on both sides (`u64::MAX` where a NaN meets a number); `None` when no `f32`
/// word was compared. 16-bit buffers count in their own ulps, which are not comparable,
/// so they are left out.
pub fn max_ulps(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[(u32, FloatKind)],
) -> Option<u64> {
    max_ulps_typed(interpreter, native, floats, &BTreeMap::new())
}

/// [`max_ulps`] over the `f32` words of `floats` and of `words` ([`compare_typed`]).
pub fn max_ulps_typed(
    interpreter: &BTreeMap<u32, Vec<u8>>,
    native: &BTreeMap<u32, Vec<u8>>,
    floats: &[(u32, FloatKind)],
    words: &BTreeMap<u32, WordTypes>,
) -> Option<u64> {
    let mut max = None;
    for (slot, want) in interpreter {
        let Some(got) = native.get(slot) else { continue };
        for i in 0..want.len().min(got.len()) / 4 {
            if kind_at(floats, words, *slot, i) != Some(FloatKind::F32) {
                continue;
            }
            let (w, g) = (f32::from_bits(word(want, i * 4)), f32::from_bits(word(got, i * 4)));
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

    /// Named float words of a `uint` buffer get the float tolerance (and `half` words
    /// their own); the buffer's other words, exact floats included, stay bit for bit.
    #[test]
    fn typed_words_inside_an_integer_buffer() {
        let bytes = |ws: &[u32]| ws.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>();
        let one_ulp = |f: f32| f32::from_bits(f.to_bits() + 1).to_bits();
        let x = 6.9170f32.to_bits();
        // Period 3: word 0 an integer, word 1 a float, word 2 a half in the low bits.
        let want = bytes(&[7, x, 0x4d2e, 7, x, 0x4d2e]);
        let words: BTreeMap<u32, WordTypes> = [(
            2,
            WordTypes { period: 3, words: [(1, FloatKind::F32), (2, FloatKind::F16)].into_iter().collect() },
        )]
        .into_iter()
        .collect();
        let run = |got: Vec<u8>| {
            let i = BTreeMap::from([(2u32, want.clone())]);
            let n = BTreeMap::from([(2u32, got)]);
            (compare_typed(&i, &n, &[], &words, 8, None), max_ulps_typed(&i, &n, &[], &words))
        };
        let (c, m) = run(bytes(&[7, one_ulp(6.9170), 0x4d2d, 7, x, 0x4d2e]));
        assert!(c.differences.is_empty(), "{c:?}");
        assert_eq!(m, Some(1));
        // The same 1-ulp change in the integer word differs.
        let (c, _) = run(bytes(&[7, x, 0x4d2e, 8, x, 0x4d2e]));
        assert_eq!(c.differences.len(), 1);
        assert_eq!((c.differences[0].element, c.differences[0].float), (3, false));
        // Beyond the tolerance.
        let (c, m) = run(bytes(&[7, x, 0x4d2e, 7, x + 9, 0x4d2e]));
        assert_eq!((c.differences[0].element, c.differences[0].float), (4, true));
        assert_eq!(m, Some(9));
        // Without word types the buffer is an integer buffer: no ulps measured.
        let i = BTreeMap::from([(2u32, want.clone())]);
        let n = BTreeMap::from([(2u32, bytes(&[7, one_ulp(6.9170), 0x4d2e, 7, x, 0x4d2e]))]);
        assert_eq!(compare_scaled(&i, &n, &[], 8, None).differences.len(), 1);
        assert_eq!(max_ulps(&i, &n, &[]), None);
    }

    #[test]
    fn word_types_read_from_a_list_entry() {
        let t: WordTypes =
            serde_json::from_str(r#"{"period": 6, "words": {"0": "half", "1": "float", "5": "bfloat"}}"#)
                .expect("word types");
        assert_eq!(t.kind_of(6), Some(FloatKind::F16));
        assert_eq!(t.kind_of(7), Some(FloatKind::F32));
        assert_eq!(t.kind_of(11), Some(FloatKind::BF16));
        assert_eq!(t.kind_of(8), None);
        assert_eq!(WordTypes::default().kind_of(0), None);
    }

    #[test]
    fn float_type_names() {
        for t in ["float", "float4", "packed_float3", "float4x4", "atomic_float", "const float"] {
            assert!(is_f32_type(t), "{t}");
        }
        for t in ["half", "half4", "int", "uint", "floatx", "float4x", "bfloat", "float_t", "double"] {
            assert!(!is_f32_type(t), "{t}");
        }
        assert_eq!(float_kind("half4"), Some(FloatKind::F16));
        assert_eq!(float_kind("packed_bfloat3"), Some(FloatKind::BF16));
        assert_eq!(float_kind("const half"), Some(FloatKind::F16));
        assert_eq!(float_kind("complex_t<half>"), Some(FloatKind::F16));
        assert_eq!(float_kind("const complex64_t"), Some(FloatKind::F32));
        assert_eq!(float_kind("complex_t<bfloat>"), Some(FloatKind::BF16));
        assert_eq!(float_kind("complex_t<int>"), None);
        for t in ["halfx", "bfloat16_t", "int", "half_t"] {
            assert_eq!(float_kind(t), None, "{t}");
        }
    }

    #[test]
    fn normwise_bound_is_relative_to_the_largest_element() {
        let buf = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let want = BTreeMap::from([(0, buf(&[1000.0, 1e-6, -3.0]))]);
        // The small element is off by a million of its own ulps, but by 1e-5 of the
        // largest: within 2^-16 of 1000 (0.0153).
        let close = BTreeMap::from([(0, buf(&[1000.0, 0.01, -3.0]))]);
        let far = BTreeMap::from([(0, buf(&[1000.0, 0.02, -3.0]))]);
        let floats = [(0, FloatKind::F32)];
        let norm = Some(1.0 / 65536.0);
        assert!(compare_scaled(&want, &close, &floats, 4, norm).differences.is_empty());
        assert_eq!(compare_scaled(&want, &far, &floats, 4, norm).differences.len(), 1);
        assert_eq!(compare(&want, &close, &floats, 4).differences.len(), 1, "no bound without a norm");
        // 16-bit floats: the same bound, per half of the word.
        let halves = |v: &[u16]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let bf = |x: f32| (x.to_bits() >> 16) as u16;
        let want16 = BTreeMap::from([(0, halves(&[bf(1000.0), bf(1e-6)]))]);
        let got16 = BTreeMap::from([(0, halves(&[bf(1000.0), bf(0.01)]))]);
        let floats16 = [(0, FloatKind::BF16)];
        assert!(compare_scaled(&want16, &got16, &floats16, 4096, norm).differences.is_empty());
        assert_eq!(compare(&want16, &got16, &floats16, 4096).differences.len(), 1);
        // Not a float buffer: still exact.
        assert_eq!(compare_scaled(&want, &close, &[], 4, norm).differences.len(), 1);
    }

    #[test]
    fn half_words_nans_and_tolerance() {
        let bufs = |w: &[u32]| -> BTreeMap<u32, Vec<u8>> {
            [(1, w.iter().flat_map(|x| x.to_le_bytes()).collect())].into_iter().collect()
        };
        let h = [(1, FloatKind::F16)];
        let b = [(1, FloatKind::BF16)];
        // Any NaN matches any NaN, in either half of the word, at tolerance 0 too: the
        // interpreter's canonical half NaN against a GPU's all-ones payload (mlx
        // v_Log2float16 on an H100), and a NaN of the other sign.
        assert_eq!(compare(&bufs(&[0x7e00_be18]), &bufs(&[0x7fff_be18]), &h, 0).equal(), 1);
        assert_eq!(compare(&bufs(&[0x3f6d_7e00]), &bufs(&[0x3f6d_fe00]), &h, 0).equal(), 1);
        assert_eq!(compare(&bufs(&[0x7fc0_7fc0]), &bufs(&[0x7fff_7fff]), &b, 0).equal(), 1);
        // A half infinity is no NaN; a bfloat 0x7c00 is a number.
        assert_eq!(compare(&bufs(&[0x7c00]), &bufs(&[0x7e00]), &h, 1000).equal(), 0);
        assert_eq!(compare(&bufs(&[0x7c00]), &bufs(&[0x7c01]), &b, 1).equal(), 1);
        // One half ulp: exact at 0, equal once the f32 tolerance is positive.
        assert_eq!(compare(&bufs(&[0x2695_382b]), &bufs(&[0x2694_382b]), &h, 0).equal(), 0);
        assert_eq!(compare(&bufs(&[0x2695_382b]), &bufs(&[0x2694_382b]), &h, 8).equal(), 1);
        assert_eq!(compare(&bufs(&[0x2695_382b]), &bufs(&[0x2693_382b]), &h, 8).equal(), 0);
        // Across zero: +0 and -0 are one point, the smallest values of each sign two apart.
        assert_eq!(compare(&bufs(&[0x8000]), &bufs(&[0x0000]), &h, 1).equal(), 1);
        assert_eq!(compare(&bufs(&[0x8001]), &bufs(&[0x0001]), &h, 8).equal(), 0);
        assert_eq!(half_tolerance(FloatKind::F16, 4096), 1);
        assert_eq!(half_tolerance(FloatKind::F16, 8193), 2);
        assert_eq!(half_tolerance(FloatKind::BF16, 4096), 1);
        assert_eq!(half_tolerance(FloatKind::F16, 0), 0);
        // 16-bit buffers stay out of the f32 ulps.
        assert_eq!(max_ulps(&bufs(&[0x3c00]), &bufs(&[0x3c01]), &h), None);
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
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next]), &[(3, FloatKind::F32)], 0).equal(), 0);
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next]), &[(3, FloatKind::F32)], 1).equal(), 1);
        assert_eq!(compare(&bufs(&[0, one]), &bufs(&[0, next + 1]), &[(3, FloatKind::F32)], 1).equal(), 0);
        let (nan, other_nan) = (f32::NAN.to_bits(), 0xffc0_0001u32);
        assert_eq!(compare(&bufs(&[nan]), &bufs(&[other_nan]), &[(3, FloatKind::F32)], 0).equal(), 1);
        assert_eq!(compare(&bufs(&[nan]), &bufs(&[one]), &[(3, FloatKind::F32)], 1000).equal(), 0);
        // Sign of zero: bit-exact at 0, the same point within a tolerance.
        assert_eq!(compare(&bufs(&[0]), &bufs(&[0x8000_0000]), &[(3, FloatKind::F32)], 0).equal(), 0);
        assert_eq!(compare(&bufs(&[0]), &bufs(&[0x8000_0000]), &[(3, FloatKind::F32)], 1).equal(), 1);
        // Lengths differ: the first word past the shorter one.
        let mut short = bufs(&[1, 2]);
        short.insert(3, vec![1, 0, 0, 0, 2]);
        let c = compare(&bufs(&[1, 2]), &short, &[], 0);
        assert_eq!(c.differences[0].byte_offset, 4);
        assert_eq!(c.differences[0].native, 2);
        assert_eq!(ulps(1.0, f32::from_bits(next)), 1);
        assert_eq!(ulps(0.0, -0.0), 0);
        assert_eq!(max_ulps(&bufs(&[0, one]), &bufs(&[0, next + 2]), &[(3, FloatKind::F32)]), Some(3));
        assert_eq!(max_ulps(&bufs(&[nan]), &bufs(&[one]), &[(3, FloatKind::F32)]), Some(u64::MAX));
        assert_eq!(max_ulps(&bufs(&[one]), &bufs(&[one]), &[]), None);
        assert_eq!(ulps(f32::from_bits(1), -f32::from_bits(1)), 2);
    }
}
