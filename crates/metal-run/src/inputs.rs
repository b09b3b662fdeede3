//! Inputs made from a kernel's argument metadata, for running kernels nobody wrote a test
//! for (the batch mode, `batch.rs`, and the GPU harness): every buffer argument gets
//! deterministic contents chosen from its element type (`air.arg_type_name`, sized by
//! `air.arg_type_size`) and, for integer parameters, its name (`ndim` 1, strides 1,
//! shapes 16, sizes and counts the grid's thread count, others 1), threadgroup-memory
//! arguments a fixed length, and the dispatch and float tolerance come from the kernel's
//! family (the name's shape: gemm-like kernels get 2-D threadgroups of 128 threads;
//! transcendental and reducing kernels a tolerance in ulps). The values keep integer
//! divisors non-zero and floats small and finite; whether they also keep the kernel
//! inside its buffers is decided by running the interpreter, which reports any
//! out-of-bounds access — a kernel the generated inputs do not fit is skipped, never
//! compared. Also the deterministic generator and byte helpers tests share.

use air::semantics::{ArgKind, Argument, EntryInfo};
use std::collections::BTreeMap;

/// A deterministic pseudo-random sequence (SplitMix64), so inputs need no data files.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in [lo, hi).
    pub fn f32(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * ((self.next_u64() >> 40) as f32 / (1u64 << 24) as f32)
    }
    /// Uniform in [lo, hi) (`hi > lo`).
    pub fn i32(&mut self, lo: i32, hi: i32) -> i32 {
        let span = (i64::from(hi) - i64::from(lo)).max(1) as u64;
        (i64::from(lo) + (self.next_u64() % span) as i64) as i32
    }
}

/// Threads in the grid of a generated dispatch.
pub const GRID_THREADS: u32 = 256;
/// Elements of each generated data buffer: room for the grid and offsets into it.
pub const DATA_ELEMENTS: usize = 4096;
/// Length of each threadgroup-memory argument.
pub const THREADGROUP_BYTES: u64 = 4096;

/// What one element of a buffer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Element {
    F32,
    F16,
    BF16,
    Int,
    Bool,
}

/// The element kind of an AIR argument type name (`const float4`, `half`, `int64_t`,
/// `bfloat16_t`, `complex64_t` as floats); `None` for anything else (structs).
pub fn element_of(type_name: &str) -> Option<Element> {
    let t = type_name.trim();
    let t = t.strip_prefix("const ").unwrap_or(t);
    let t = t.strip_prefix("packed_").unwrap_or(t);
    let t = t.strip_prefix("atomic_").unwrap_or(t);
    let base = t.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    Some(match base {
        "float" | "complex64_t" | "float32_t" => Element::F32,
        "half" | "float16_t" => Element::F16,
        "bfloat" | "bfloat16_t" | "bfloat16" => Element::BF16,
        "bool" => Element::Bool,
        "char" | "uchar" | "short" | "ushort" | "int" | "uint" | "long" | "ulong" | "int8_t" | "uint8_t"
        | "int16_t" | "uint16_t" | "int32_t" | "uint32_t" | "int64_t" | "uint64_t" | "size_t"
        | "unsigned int" => Element::Int,
        _ => {
            // `float4` trimmed to `float` above; `int64_t` keeps its digits and matched.
            let t = t.trim_end_matches(|c: char| c.is_ascii_digit());
            return match t {
                "int" | "uint" | "short" | "ushort" | "char" | "uchar" | "long" | "ulong" => {
                    Some(Element::Int)
                }
                _ => None,
            };
        }
    })
}

/// The value an integer parameter gets from its name.
pub fn integer_for(name: &str) -> i64 {
    let n = name.to_ascii_lowercase();
    if n.contains("ndim") || n.contains("stride") || n.contains("step") {
        1
    } else if n.contains("shape") {
        16
    } else if n.contains("offset") || n.contains("start") {
        0
    } else if n.contains("size") || n == "n" || n.contains("len") || n.contains("count") || n.contains("num")
    {
        i64::from(GRID_THREADS)
    } else {
        1
    }
}

/// A float parameter's value from its name.
fn float_for(name: &str) -> f32 {
    let n = name.to_ascii_lowercase();
    if n.contains("eps") {
        1e-5
    } else {
        0.5
    }
}

fn half_bits(rng: &mut Rng) -> u16 {
    // Sign, an exponent for magnitudes in [0.25, 4), any mantissa: finite and exact.
    let r = rng.next_u64();
    let sign = ((r & 1) as u16) << 15;
    let exponent = (13 + (r >> 1) % 3) as u16;
    let mantissa = ((r >> 8) & 0x3ff) as u16;
    sign | (exponent << 10) | mantissa
}

/// Fills `bytes` bytes with elements of `size` bytes of `kind`: random data, or, for a
/// named integer parameter, its value from [`integer_for`].
fn fill(kind: Element, size: usize, bytes: usize, name: Option<&str>, rng: &mut Rng) -> Vec<u8> {
    let size = size.max(1);
    let mut out = Vec::with_capacity(bytes);
    while out.len() < bytes {
        let chunk: Vec<u8> = match (kind, size) {
            (Element::F32, _) => {
                let v = match name {
                    Some(n) => float_for(n),
                    None => rng.f32(-2.0, 2.0),
                };
                v.to_le_bytes().to_vec()
            }
            (Element::F16, _) => half_bits(rng).to_le_bytes().to_vec(),
            (Element::BF16, _) => ((rng.f32(-2.0, 2.0).to_bits() >> 16) as u16).to_le_bytes().to_vec(),
            (Element::Bool, _) => vec![(rng.next_u64() & 1) as u8],
            (Element::Int, _) => {
                let v = match name {
                    Some(n) => integer_for(n),
                    None => i64::from(rng.i32(1, 16)),
                };
                match size {
                    1 => vec![v as u8],
                    2 => (v as u16).to_le_bytes().to_vec(),
                    8 => v.to_le_bytes().to_vec(),
                    _ => (v as u32).to_le_bytes().to_vec(),
                }
            }
        };
        out.extend_from_slice(&chunk);
    }
    out.truncate(bytes);
    out
}

/// The value a function constant nothing sets gets: `false` for `bool` (mlx's
/// constants switch optional paths off that way), 1 for numbers, per element for
/// vectors; `None` for a type this does not know.
pub fn default_constant(type_name: &str) -> Option<String> {
    let t = type_name.trim();
    let base = t.trim_end_matches(|c: char| c.is_ascii_digit());
    let lanes: usize = t.get(base.len()..).unwrap_or("").parse().unwrap_or(1).clamp(1, 16);
    let one = match base {
        "bool" => "false",
        "char" | "uchar" | "short" | "ushort" | "int" | "uint" | "long" | "ulong" | "half" | "float"
        | "bfloat" => "1",
        _ => return None,
    };
    Some(vec![one; lanes].join(","))
}

/// Generated inputs for one kernel.
#[derive(Debug, Clone)]
pub struct Generated {
    pub family: &'static str,
    pub dispatch: interp::Dispatch,
    pub buffers: BTreeMap<u32, Vec<u8>>,
    pub threadgroup_memory: BTreeMap<u32, u64>,
    /// How many ulps a float word may differ by when compared (`compare::compare`).
    pub float_tolerance: u32,
}

/// The family of a kernel name, which picks its dispatch and tolerance.
pub fn family(name: &str) -> &'static str {
    let n = name.to_ascii_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| n.contains(w));
    if has(&["gemm", "steel", "qmm", "attention", "sdpa", "conv", "gemv", "qmv", "matmul"]) {
        "matrix"
    } else if has(&["softmax", "logsumexp"]) {
        "softmax"
    } else if has(&[
        "reduce",
        "scan",
        "cumsum",
        "cumprod",
        "norm",
        "arg_",
        "argm",
        "sort",
        "rms",
        "dot_product",
        "entropy",
        "qvm",
        "gated_delta",
        // Rotary embeddings: x·cos − y·sin cancels, so an ulp of sin/cos is tens of ulps
        // of a small result (AMD's precise sin/cos: up to 32).
        "rope",
    ]) {
        "reduction"
    } else if has(&[
        "exp", "log", "sin", "cos", "tan", "erf", "sigmoid", "pow", "gelu", "silu", "atan", "rsqrt", "cbrt",
        "twiddle",
    ]) {
        "transcendental"
    } else {
        "elementwise"
    }
}

/// The threads per threadgroup of an mlx block sort (`…block_sort…_bn512_tn4`,
/// `sort_mbsort_…_bn512_tn4`): its `bn`.
fn block_threads(name: &str) -> Option<u32> {
    if !(name.contains("block_sort") || name.contains("mbsort")) {
        return None;
    }
    let rest = &name[name.rfind("_bn")? + 3..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok().filter(|n| (1..=1024).contains(n))
}

/// Inputs for the kernel described by `entry` (after specialization), named `name`.
pub fn generate(entry: &EntryInfo, name: &str) -> Result<Generated, String> {
    let family = family(name);
    let limit = entry.max_total_threads_per_threadgroup.unwrap_or(1024).clamp(1, 1024);
    let (grid, threadgroup_size) = match family {
        // simdgroup-tiled kernels index simdgroups by the threadgroup's y and z.
        "matrix" if limit >= 128 => (interp::Grid::Threadgroups([2, 2, 1]), [32, 2, 2]),
        // mlx's block sorts are written for exactly `bn` threads per threadgroup (each
        // loads `tn` values into a `bn * tn` tile and sorts all of it): fewer threads leave
        // part of the tile unwritten.
        _ if block_threads(name).is_some_and(|n| n <= limit) => {
            let n = block_threads(name).unwrap_or(GRID_THREADS);
            (interp::Grid::Threadgroups([1, 1, 1]), [n, 1, 1])
        }
        _ => {
            let t = limit.min(GRID_THREADS);
            (interp::Grid::Threads([GRID_THREADS, 1, 1]), [t, 1, 1])
        }
    };
    let float_tolerance = match family {
        "elementwise" => 0,
        "transcendental" => 8,
        // Sums of up to a few hundred terms combined in another order.
        _ => 4096,
    };
    let mut rng = Rng(name
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)));
    let mut buffers = BTreeMap::new();
    let mut threadgroup_memory = BTreeMap::new();
    for a in &entry.arguments {
        if interp::bind::is_threadgroup_buffer(a) {
            let slot = a.location.unwrap_or(0);
            threadgroup_memory.insert(slot, THREADGROUP_BYTES);
            continue;
        }
        match a.kind {
            ArgKind::Buffer => {
                let Some(slot) = a.location else { continue };
                buffers.insert(slot, buffer_for(a, &mut rng)?);
            }
            ArgKind::Builtin => {}
            _ => {
                return Err(format!(
                    "argument `{}`: {} arguments are not generated",
                    a.name.as_deref().unwrap_or("?"),
                    a.air_kind
                ))
            }
        }
    }
    Ok(Generated {
        family,
        dispatch: interp::Dispatch { grid, threadgroup_size },
        buffers,
        threadgroup_memory,
        float_tolerance,
    })
}

fn buffer_for(a: &Argument, rng: &mut Rng) -> Result<Vec<u8>, String> {
    let type_name = a.type_name.as_deref().unwrap_or("");
    let name = a.name.as_deref().unwrap_or("");
    let kind = element_of(type_name);
    let size = a.type_size.map(|s| s as usize).unwrap_or(4);
    let constant = a.address_space == Some(2);
    match (a.buffer_size, kind) {
        // `constant T&`: exactly its size, valued by name.
        (Some(bytes), Some(k)) => Ok(fill(k, size, bytes as usize, Some(name), rng)),
        (Some(bytes), None) => Ok(fill(Element::Int, 4, bytes as usize, Some(name), rng)),
        // Constant arrays of integers (shapes, strides): valued by name.
        (None, Some(Element::Int)) if constant => Ok(fill(Element::Int, size, size * 32, Some(name), rng)),
        (None, Some(k)) => Ok(fill(k, size, size * DATA_ELEMENTS, None, rng)),
        (None, None) => Ok(fill(Element::Int, 4, size.max(4) * DATA_ELEMENTS, None, rng)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_kinds() {
        assert_eq!(element_of("float4"), Some(Element::F32));
        assert_eq!(element_of("const half"), Some(Element::F16));
        assert_eq!(element_of("bfloat16_t"), Some(Element::BF16));
        assert_eq!(element_of("int64_t"), Some(Element::Int));
        assert_eq!(element_of("uint2"), Some(Element::Int));
        assert_eq!(element_of("bool"), Some(Element::Bool));
        assert_eq!(element_of("MyStruct"), None);
        assert_eq!(default_constant("bool").as_deref(), Some("false"));
        assert_eq!(default_constant("uint2").as_deref(), Some("1,1"));
        assert_eq!(default_constant("float").as_deref(), Some("1"));
        assert_eq!(default_constant("texture2d"), None);
    }

    #[test]
    fn names_and_families() {
        assert_eq!(integer_for("ndim"), 1);
        assert_eq!(integer_for("a_strides"), 1);
        assert_eq!(integer_for("shape"), 16);
        assert_eq!(integer_for("size"), i64::from(GRID_THREADS));
        assert_eq!(integer_for("axis"), 1);
        assert_eq!(family("steel_gemm_fused_nn_float32"), "matrix");
        assert_eq!(family("block_softmax_float32"), "softmax");
        assert_eq!(family("row_reduce_simple_sum_float32"), "reduction");
        assert_eq!(family("v_Exp_float32float32"), "transcendental");
        assert_eq!(family("vv_Add_float32"), "elementwise");
        // Sums and transcendentals whose names do not say so (H100 run, 2026-11).
        assert_eq!(family("rope_float16"), "reduction");
        assert_eq!(family("generate_bluestein_twiddles"), "transcendental");
        assert_eq!(family("cross_entropy_float32"), "reduction");
        assert_eq!(family("affine_qvm_float_gs_64_b_2_batch_0"), "reduction");
        assert_eq!(block_threads("c_block_sort_float32_float32_bn512_tn4"), Some(512));
        assert_eq!(block_threads("sort_mbsort_int8_uint32_bn256_tn8"), Some(256));
        assert_eq!(block_threads("steel_gemm_bn64_tn4"), None);
        assert_eq!(block_threads("c_block_sort_bn0_tn4"), None);
    }

    #[test]
    fn deterministic_fills() {
        let a = fill(Element::F16, 2, 10, None, &mut Rng(1));
        assert_eq!(a, fill(Element::F16, 2, 10, None, &mut Rng(1)));
        assert_eq!(a.len(), 10);
        let ints = fill(Element::Int, 8, 16, Some("a_strides"), &mut Rng(1));
        assert_eq!(ints, [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        let r: Vec<i32> = (0..100).map(|_| Rng(7).i32(1, 16)).collect();
        assert!(r.iter().all(|&x| (1..16).contains(&x)));
    }
}
