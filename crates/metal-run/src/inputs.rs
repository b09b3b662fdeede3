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

/// The fraction of a buffer's largest magnitude a float result may be off by where the
/// recipe judges against the buffer (`Recipe::norm_tolerance`): 2^-16, some hundreds of
/// times single precision's unit roundoff, far below what a wrong twiddle, index or
/// lost term gives (a sizable fraction of the largest value).
pub const NORM_TOLERANCE: f64 = 1.0 / 65536.0;

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
/// `bfloat16_t`, `complex64_t` and `complex_t<half>` as their parts); `None` for anything
/// else (structs).
pub fn element_of(type_name: &str) -> Option<Element> {
    let t = type_name.trim();
    let t = t.strip_prefix("const ").unwrap_or(t);
    if let Some(part) = crate::compare::complex_part(t) {
        return element_of(part);
    }
    let t = t.strip_prefix("packed_").unwrap_or(t);
    let t = t.strip_prefix("atomic_").unwrap_or(t);
    let base = t.trim_end_matches(|c: char| c.is_ascii_digit() || c == 'x');
    Some(match base {
        "float" | "float32_t" => Element::F32,
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
    /// Where set, a 32-bit float word also agrees within this fraction of the largest
    /// magnitude in its buffer (`compare::compare_scaled`; the recipe's `norm_tolerance`).
    pub norm_tolerance: Option<f64>,
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

/// The number after `tag` in an mlx kernel name (`_bm64` → 64 for `_bm`), where a digit
/// follows the tag directly.
fn name_number(name: &str, tag: &str) -> Option<u32> {
    name.match_indices(tag).find_map(|(i, _)| {
        let digits: String = name[i + tag.len()..].chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

/// [`name_number`] of each tag; `None` unless the name has them all.
fn name_numbers<const N: usize>(name: &str, tags: [&str; N]) -> Option<[u32; N]> {
    let mut out = [0; N];
    for (o, tag) in out.iter_mut().zip(tags) {
        *o = name_number(name, tag)?;
    }
    Some(out)
}

/// What a kernel family is run with instead of the name-based defaults: the shapes
/// mlx's host code gives it (the facts of its dispatch code: threadgroup sizes, grids,
/// the members of its parameter structs), so that every thread writes its own outputs
/// and reads what was written — the generic values (`ldd = 1`, `ndim = 1`, 256 threads)
/// make such kernels race or read outside their buffers, and the strict reference run
/// then skips them.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Recipe {
    /// Integer parameters by name: scalars, members of parameter structs, and constant
    /// or index arrays — element `i` gets value `i` of the list, which repeats.
    pub values: BTreeMap<&'static str, Vec<i64>>,
    /// Float members of parameter structs by name.
    pub floats: BTreeMap<&'static str, f32>,
    /// Function constants (`NAME=VALUE`, as `--constant`), before the defaults.
    pub constants: Vec<String>,
    /// The grid and the threadgroup size.
    pub dispatch: Option<(interp::Grid, [u32; 3])>,
    /// Elements of each data buffer, where the shapes need more than [`DATA_ELEMENTS`].
    pub data_elements: Option<usize>,
    /// Float data buffers hold non-negative values only (sign bits cleared): for kernels
    /// whose results are small differences of large terms with random signs, where
    /// another summation order moves the result by more than any ulp tolerance.
    pub positive_floats: bool,
    /// Data buffers, by argument name, that start as zeros.
    pub zero_buffers: Vec<&'static str>,
    /// Results judged against the size of their buffer, not element by element: for
    /// kernels whose outputs near zero are differences of large terms by construction
    /// (FFTs, sums accumulated by atomics in the hardware's order), where any error
    /// relative to the element itself is unbounded. A fraction of the buffer's largest
    /// magnitude, as FFT libraries measure their own accuracy.
    pub norm_tolerance: Option<f64>,
}

impl Recipe {
    fn set(&mut self, name: &'static str, value: i64) {
        self.values.insert(name, vec![value]);
    }

    fn set_list(&mut self, name: &'static str, values: Vec<i64>) {
        self.values.insert(name, values);
    }

    /// The value of element `i` of the parameter `name`, if the recipe sets it: the
    /// recipe's values repeat (`[0, K]` gives `0, K, 0, K, …`).
    fn value(&self, name: &str, i: usize) -> Option<i64> {
        let v = self.values.get(name)?;
        v.get(i % v.len().max(1)).copied()
    }
}

/// The recipe of `name`'s family; the default (nothing changed) for the rest. `limit`
/// is the kernel's most threads per threadgroup.
pub fn recipe(name: &str, limit: u32) -> Recipe {
    let mut r = Recipe::default();
    let starts = |p: &str| name.starts_with(p);
    let digit_after =
        |p: &str| name.strip_prefix(p).is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    if name == "divergent_loop" {
        // The fixture shifts `tid >> j` for `j < count`: with the generic count (256) the
        // shift reaches 32 and more, which LLVM (and Metal) leave undefined — the
        // interpreter wrapped the amount, PTX `shr` gives 0 (H200 run of 2026-11-28:
        // hits 8320 against 256). Every shift stays below 32 with 32.
        r.set("count", 32);
    } else if name == "float_atomics" {
        // The fixture's words are order-independent only while its regions stay apart:
        // thread g adds to acc[4 + g] and compare-exchanges acc[200 + g] after loading it,
        // so from g = 196 on one thread's add lands between another's load and exchange
        // (H200 run of 2026-11-28: acc[201]). 128 threads keep them disjoint.
        r.dispatch = Some((interp::Grid::Threads([128, 1, 1]), [64, 1, 1]));
    } else if digit_after("gn") || digit_after("ggn") {
        // mlx's general n-dimensional element-wise and copy kernels are for arrays of
        // more than three collapsed dimensions (g1–g3 take the rest): they read
        // `shape[ndim - 2]` and `strides[ndim - 2]`, which `ndim = 1` puts before the
        // array.
        r.set("ndim", 4);
    } else if starts("contig_scan") && limit >= 1024 {
        // One threadgroup per row, as many threads as the kernel allows (mlx: the
        // pipeline's maximum): the SIMD-group partial sums are read for all 32 lanes, so
        // every one of the 32 SIMD-groups must have written its own.
        r.dispatch = Some((interp::Grid::Threadgroups([1, 1, 1]), [1024, 1, 1]));
        r.set("axis_size", DATA_ELEMENTS as i64);
    } else if starts("gemv_") && !starts("gemv_t_") && !starts("gemv_outmask") {
        // `gemv_<type>_bm<BM>_bn<BN>_…`: threadgroups of 32 × BN × BM threads, whose BN
        // SIMD-groups each leave a partial sum in threadgroup memory; a matrix of
        // `out_vec_size` rows of `in_vec_size` (its leading dimension) elements.
        if let (Some(bm), Some(bn)) = (name_number(name, "_bm"), name_number(name, "_bn")) {
            if 32 * bm * bn <= limit {
                r.dispatch = Some((interp::Grid::Threadgroups([1, 2, 1]), [32, bn, bm]));
                for k in ["in_vec_size", "out_vec_size", "marix_ld", "matrix_ld"] {
                    r.set(k, 64);
                }
            }
        }
    } else if starts("steel_gemm_fused")
        || starts("steel_gemm_splitk")
        || starts("steel_gemm_block")
        || starts("steel_gather_mm")
        || starts("steel_segmented_mm")
    {
        steel_gemm(name, limit, &mut r);
    } else if starts("steel_attention") {
        steel_attention(name, limit, &mut r);
    } else if starts("seq_gated_delta") {
        gated_delta(name, limit, &mut r);
    } else if starts("fft_mem_") || starts("bluestein_fft_mem_") || starts("four_step_mem_") {
        fft(name, limit, &mut r);
    }
    r
}

/// mlx's sequential gated delta rule (`seq_gated_delta[_vjp]_<type>_<Dk>_<Dv>_<Hk>_<Hv>_…`):
/// one SIMD-group per value row — a grid of 32 × Dv × (batch · Hv) threads in
/// threadgroups of 32 × 4, lane `x` holding Dk / 32 elements of the row's state — so
/// that only lane 0 of each row's SIMD-group writes `y[dv]`. One batch and head here.
fn gated_delta(name: &str, limit: u32, r: &mut Recipe) {
    let numbers: Vec<u32> = name.split('_').filter_map(|w| w.parse().ok()).collect();
    let [dk, dv, hk, hv, _] = numbers[numbers.len().saturating_sub(5)..] else { return };
    if 128 > limit || dv % 4 != 0 || dk % 32 != 0 {
        return;
    }
    r.dispatch = Some((interp::Grid::Threads([32, dv, 1]), [32, 4, 1]));
    r.set("T", 1);
    if !name.starts_with("seq_gated_delta_vjp") {
        // The new state is state·g + k·β·(v − k·state) and y its dot product with q:
        // with random signs many outputs are tiny differences of O(1) terms, and the
        // GPU's butterfly `simd_sum` (the interpreter adds in lane order) moved them by
        // up to 43,000 ulps (H200 run of 2026-11-28, all 14 forward kernels). A zero
        // initial state and non-negative inputs leave only sums of non-negative terms.
        r.positive_floats = true;
        r.zero_buffers = vec!["state_in"];
    } else {
        // `dq` is accumulated with float atomic adds: the hardware's order, not the
        // interpreter's, and differences of signed terms (H200 run of 2026-11-28, all 30
        // backward kernels).
        r.norm_tolerance = Some(NORM_TOLERANCE);
    }
    let (dk, dv, hk, hv) = (dk as usize, dv as usize, hk as usize, hv as usize);
    r.data_elements = Some((dk * dv).max(hk * dk).max(hv * dv).max(hv * dk).max(DATA_ELEMENTS));
}

/// mlx's steel attention (`steel_attention_<type>_bq<BQ>_bk<BK>_bd<BD>_bv<BV>_wm<WM>_wn<WN>…`):
/// a grid of `NQ × H × B` threadgroups of 32 × WM × WN threads, each computing BQ rows
/// of the output of one head over the keys in blocks of BK; Q, K, V and O row-major
/// `[B, H, L, D]` (strides in the `AttnParams` members). Two query and two key blocks
/// of two heads here.
fn steel_attention(name: &str, limit: u32, r: &mut Recipe) {
    let Some([bq, bk, bd, bv, wm, wn]) = name_numbers(name, ["_bq", "_bk", "_bd", "_bv", "_wm", "_wn"])
    else {
        return;
    };
    if 32 * wm * wn > limit {
        return;
    }
    let (bq, bk, d, dv) = (i64::from(bq), i64::from(bk), i64::from(bd), i64::from(bv));
    let (b, h, ql, kl) = (1, 2, 2 * bq, 2 * bk);
    r.set("B", b);
    r.set("H", h);
    r.set("D", d);
    r.set("qL", ql);
    r.set("kL", kl);
    r.set("gqa_factor", 1);
    r.floats.insert("scale", 0.5);
    r.set("NQ", ql / bq);
    r.set("NK", kl / bk);
    r.set("NQ_aligned", ql / bq);
    r.set("NK_aligned", kl / bk);
    r.set("qL_rem", 0);
    r.set("kL_rem", 0);
    r.set("qL_off", kl - ql);
    r.set_list("Q_strides", vec![h * ql * d, ql * d, d]);
    r.set_list("K_strides", vec![h * kl * d, kl * d, d]);
    r.set_list("V_strides", vec![h * kl * dv, kl * dv, dv]);
    r.set_list("O_strides", vec![h * ql * dv, ql * dv, dv]);
    r.dispatch = Some((interp::Grid::Threadgroups([(ql / bq) as u32, h as u32, b as u32]), [32, wm, wn]));
    r.data_elements = Some((h * ql * d.max(dv)).max(h * kl * d.max(dv)).max(DATA_ELEMENTS as i64) as usize);
}

/// mlx's Stockham FFTs (`fft_mem_<N>_…`, `bluestein_fft_mem_<N>_…`,
/// `four_step_mem_<N>_…_<step>_<real>`), whose plan comes in function constants: here
/// radix-4 steps (and one radix-2 step for odd powers of two), 4 elements per thread, so
/// each DFT of length `n` takes `n / 4` threads along z and every step's writes are a
/// permutation of the threadgroup buffer. One DFT (two packed real ones) of `n = N`,
/// Bluestein's over a sequence of `N / 2`; the four-step kernels four DFTs of `N / 4`
/// per threadgroup (its buffer holds N), strided by 4, as step `step` of a transform
/// of length N.
fn fft(name: &str, limit: u32, r: &mut Recipe) {
    // Twiddles from sin/cos and sums of N terms: outputs near zero differ by thousands
    // of their own ulps while the transform is accurate to a few ulps of its largest.
    r.norm_tolerance = Some(NORM_TOLERANCE);
    let words: Vec<&str> = name.split('_').collect();
    let Some(size) = words.iter().find_map(|w| w.parse::<i64>().ok()) else { return };
    let four_step = name.starts_with("four_step");
    let n = if four_step { size / 4 } else { size };
    if n < 8 || n & (n - 1) != 0 {
        return;
    }
    let per_group: i64 = if four_step { 4 } else { 1 };
    let m = n / 4;
    if m * per_group > i64::from(limit) {
        return;
    }
    // Real input or output (`float`, not `float2`): two sequences share one DFT.
    let real = words.contains(&"float");
    let log = n.trailing_zeros() as i64;
    r.constants = vec![
        "inv_=false".to_owned(),
        "is_power_of_2_=true".to_owned(),
        "elems_per_thread_=4".to_owned(),
        format!("radix_4_steps_={}", log / 2),
        format!("radix_2_steps_={}", log % 2),
    ];
    for other in [13, 11, 8, 7, 6, 5, 3] {
        r.constants.push(format!("radix_{other}_steps_=0"));
    }
    r.dispatch =
        Some((interp::Grid::Threads([1, per_group as u32, m as u32]), [1, per_group as u32, m as u32]));
    r.set("n", n);
    if four_step {
        let step = words.iter().rev().find_map(|w| w.parse::<i64>().ok()).unwrap_or(0);
        let (n1, n2) = if step == 0 { (n, 4) } else { (4, n) };
        r.set("n1", n1);
        r.set("n2", n2);
        r.set("batch_size", 4);
    } else {
        r.set("batch_size", if real { 2 } else { 1 });
        r.set("length", n / 2);
    }
    r.data_elements = Some((2 * size as usize + 2).max(DATA_ELEMENTS));
}

/// mlx's steel GEMMs (`…_<nn|nt|tn|tt>_…_bm<BM>_bn<BN>_bk<BK>_wm<WM>_wn<WN>…`): a grid of
/// `tiles_n × tiles_m` threadgroups of 32 × WN × WM threads, each computing one BM × BN
/// tile of `D = A·B` (M × N, leading dimension N) over K in steps of BK; the split-K
/// variant adds a z dimension of K partitions, each writing its own M × N partial.
fn steel_gemm(name: &str, limit: u32, r: &mut Recipe) {
    let Some([bm, bn, bk, wm, wn]) = name_numbers(name, ["_bm", "_bn", "_bk", "_wm", "_wn"]) else { return };
    if 32 * wm * wn > limit {
        return;
    }
    let layout = ["_nn_", "_nt_", "_tn_", "_tt_"].into_iter().find(|l| name.contains(l)).unwrap_or("_nn_");
    let (transpose_a, transpose_b) = (layout.as_bytes()[1] == b't', layout.as_bytes()[2] == b't');
    let split_k = name.starts_with("steel_gemm_splitk");
    let (m, n) = (2 * i64::from(bm), 2 * i64::from(bn));
    let partitions: i64 = if split_k { 2 } else { 1 };
    let k = 2 * i64::from(bk) * partitions;
    r.set("M", m);
    r.set("N", n);
    r.set("K", k);
    r.set("lda", if transpose_a { m } else { k });
    r.set("ldb", if transpose_b { k } else { n });
    r.set("ldc", n);
    r.set("ldd", n);
    r.set("fdc", 1);
    r.set("tiles_n", n / i64::from(bn));
    r.set("tiles_m", m / i64::from(bm));
    r.set("batch_stride_a", m * k);
    r.set("batch_stride_b", k * n);
    r.set("batch_stride_c", m * n);
    r.set("batch_stride_d", m * n);
    r.set("swizzle_log", 0);
    r.set("batch_ndim", 1);
    r.set("split_k_partitions", partitions);
    r.set("split_k_partition_size", k / partitions);
    r.set("split_k_partition_stride", m * n);
    r.set("gemm_k_iterations_aligned", k / partitions / i64::from(bk));
    // Gathered GEMMs: every row's operands from matrix 0; segmented: each segment the
    // whole of K.
    r.set("lhs_indices", 0);
    r.set("rhs_indices", 0);
    r.set_list("segments", vec![0, k]);
    r.dispatch = Some((
        interp::Grid::Threadgroups([
            (n / i64::from(bn)) as u32,
            (m / i64::from(bm)) as u32,
            partitions as u32,
        ]),
        [32, wn, wm],
    ));
    r.data_elements = Some((m * k).max(k * n).max(m * n * partitions).max(DATA_ELEMENTS as i64) as usize);
}

/// Inputs for the kernel described by `entry` (after specialization), named `name`.
pub fn generate(entry: &EntryInfo, name: &str) -> Result<Generated, String> {
    let family = family(name);
    let limit = entry.max_total_threads_per_threadgroup.unwrap_or(1024).clamp(1, 1024);
    let recipe = recipe(name, limit);
    let (grid, threadgroup_size) = match family {
        _ if recipe.dispatch.is_some() => {
            recipe.dispatch.unwrap_or((interp::Grid::Threads([1, 1, 1]), [1, 1, 1]))
        }
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
                buffers.insert(slot, buffer_for(a, &recipe, &mut rng)?);
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
        norm_tolerance: recipe.norm_tolerance,
    })
}

/// Clears the sign bit of every float component (little-endian) of `data`; other
/// kinds stay.
fn clear_float_signs(kind: Element, data: &mut [u8]) {
    let component = match kind {
        Element::F32 => 4,
        Element::F16 | Element::BF16 => 2,
        _ => return,
    };
    for c in data.chunks_exact_mut(component) {
        if let Some(top) = c.last_mut() {
            *top &= 0x7f;
        }
    }
}

fn buffer_for(a: &Argument, recipe: &Recipe, rng: &mut Rng) -> Result<Vec<u8>, String> {
    let type_name = a.type_name.as_deref().unwrap_or("");
    let name = a.name.as_deref().unwrap_or("");
    let kind = element_of(type_name);
    let size = a.type_size.map(|s| s as usize).unwrap_or(4);
    let constant = a.address_space == Some(2);
    let elements = recipe.data_elements.unwrap_or(DATA_ELEMENTS);
    let mut bytes = match (a.buffer_size, kind) {
        // `constant T&`: exactly its size, valued by name.
        (Some(bytes), Some(k)) => fill(k, size, bytes as usize, Some(name), rng),
        (Some(bytes), None) => fill(Element::Int, 4, bytes as usize, Some(name), rng),
        // Constant arrays of integers (shapes, strides): valued by name.
        (None, Some(Element::Int)) if constant => fill(Element::Int, size, size * 32, Some(name), rng),
        (None, Some(_)) if recipe.zero_buffers.contains(&name) => vec![0; size * elements],
        (None, Some(k)) => {
            let mut data = fill(k, size, size * elements, None, rng);
            if recipe.positive_floats {
                clear_float_signs(k, &mut data);
            }
            data
        }
        (None, None) => fill(Element::Int, 4, size.max(4) * elements, None, rng),
    };
    match &a.struct_info {
        // A parameter struct: the integer members the recipe names (every copy of the
        // struct where the buffer holds several).
        Some(members) => {
            let stride = size.max(1);
            for base in (0..bytes.len()).step_by(stride) {
                for m in members {
                    // `size` is one element's, `array_len` 0 for a scalar.
                    let count = m.array_len.max(1) as usize;
                    let each = m.size as usize;
                    for i in 0..count {
                        let at = base + m.offset as usize + i * each;
                        let word = match element_of(&m.type_name) {
                            Some(Element::Int) if matches!(each, 1 | 2 | 4 | 8) => {
                                let Some(v) = recipe.value(&m.name, i) else { continue };
                                v.to_le_bytes()[..each].to_vec()
                            }
                            Some(Element::F32) if each == 4 => {
                                let Some(&f) = recipe.floats.get(m.name.as_str()) else { continue };
                                f.to_le_bytes().to_vec()
                            }
                            _ => continue,
                        };
                        if let Some(slot) = bytes.get_mut(at..at + each) {
                            slot.copy_from_slice(&word);
                        }
                    }
                }
            }
        }
        // A named integer scalar, constant array or index buffer the recipe sets.
        None => {
            let each = size.clamp(1, 8);
            if kind == Some(Element::Int) && matches!(each, 1 | 2 | 4 | 8) && recipe.values.contains_key(name)
            {
                for (i, chunk) in bytes.chunks_exact_mut(each).enumerate() {
                    if let Some(v) = recipe.value(name, i) {
                        chunk.copy_from_slice(&v.to_le_bytes()[..each]);
                    }
                }
            }
        }
    }
    Ok(bytes)
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
        assert_eq!(element_of("complex_t<half>"), Some(Element::F16));
        assert_eq!(element_of("complex64_t"), Some(Element::F32));
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

    /// The recipes carry the shapes mlx's host code gives each family (the H100 run's
    /// skipped kernels: steel GEMMs with `ldd = 1` raced, `gn*` read `strides[-1]`).
    #[test]
    fn recipes_follow_the_kernel_names() {
        assert_eq!(
            name_number("steel_gemm_fused_nn_float32_float32_bm64_bn32_bk16_wm2_wn2", "_bn"),
            Some(32)
        );
        assert_eq!(name_number("gemv_float32_bm1_bn8_sm1_sn32", "_sn"), Some(32));
        assert_eq!(name_number("vv_Add_float32", "_bm"), None);
        let r = recipe("steel_gemm_fused_tn_float32_float32_bm64_bn32_bk16_wm2_wn2", 128);
        assert_eq!(r.dispatch, Some((interp::Grid::Threadgroups([2, 2, 1]), [32, 2, 2])));
        let (m, n, k) = (128, 64, 32);
        for (field, want) in
            [("M", m), ("N", n), ("K", k), ("lda", m), ("ldb", n), ("ldd", n), ("tiles_n", 2)]
        {
            assert_eq!(r.value(field, 0), Some(want), "{field}");
        }
        assert_eq!(r.value("gemm_k_iterations_aligned", 0), Some(2));
        assert_eq!(r.data_elements, Some(m as usize * n as usize));
        let split = recipe(
            "steel_gemm_splitk_nn_float16_float32_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned",
            1024,
        );
        assert_eq!(split.dispatch, Some((interp::Grid::Threadgroups([2, 2, 2]), [32, 2, 2])));
        assert_eq!(split.value("split_k_partition_size", 0), Some(32));
        assert_eq!(recipe("gn4large_Absint16int16", 1024).value("ndim", 0), Some(4));
        assert_eq!(recipe("ggn2_copybool_bool_", 1024).value("ndim", 0), Some(4));
        assert_eq!(recipe("g2_Absint16int16", 1024), Recipe::default());
        let seg = recipe("steel_segmented_mm_nn_float32_float32_bm64_bn32_bk32_wm2_wn2", 1024);
        assert_eq!((seg.value("segments", 0), seg.value("segments", 3)), (Some(0), Some(64)));
        let fft = recipe("four_step_mem_1024_float2_float2_1_false", 1024);
        assert!(fft.constants.contains(&"radix_4_steps_=4".to_owned()), "{:?}", fft.constants);
        assert!(fft.constants.contains(&"radix_2_steps_=0".to_owned()));
        assert_eq!((fft.value("n1", 0), fft.value("n2", 0)), (Some(4), Some(256)));
        // Shifts by the loop counter stay defined (below 32).
        assert_eq!(recipe("divergent_loop", 1024).value("count", 0), Some(32));
        // The forward gated delta rule: non-negative inputs and a zero initial state.
        let fwd = recipe("seq_gated_delta_float_128_128_16_48_1", 1024);
        assert!(fwd.positive_floats && fwd.zero_buffers == ["state_in"]);
        assert!(!recipe("seq_gated_delta_vjp_float_128_128_16_48_1", 1024).positive_floats);
        let mut words = [0xbf80_0000u32.to_le_bytes(), 0x3f80_0000u32.to_le_bytes()].concat();
        clear_float_signs(Element::F32, &mut words);
        assert_eq!(words, [0x3f80_0000u32.to_le_bytes(), 0x3f80_0000u32.to_le_bytes()].concat());
        let mut halves = [0xbc00u16.to_le_bytes(), 0x0001u16.to_le_bytes()].concat();
        clear_float_signs(Element::F16, &mut halves);
        assert_eq!(halves, [0x3c00u16.to_le_bytes(), 0x0001u16.to_le_bytes()].concat());
        assert_eq!(
            recipe("float_atomics", 1024).dispatch,
            Some((interp::Grid::Threads([128, 1, 1]), [64, 1, 1]))
        );
        assert_eq!(fft.dispatch, Some((interp::Grid::Threads([1, 4, 64]), [1, 4, 64])));
        let seq = recipe("seq_gated_delta_float_128_64_24_24_1", 1024);
        assert_eq!(seq.dispatch, Some((interp::Grid::Threads([32, 64, 1]), [32, 4, 1])));
        let attn = recipe("steel_attention_float32_bq32_bk16_bd128_bv128_wm4_wn1_maskfloat32", 128);
        assert_eq!(attn.values.get("Q_strides"), Some(&vec![2 * 64 * 128, 64 * 128, 128]));
        assert_eq!(attn.dispatch, Some((interp::Grid::Threadgroups([2, 2, 1]), [32, 4, 1])));
    }

    /// A parameter struct's members get the recipe's values at their offsets, array
    /// members element by element; members it does not name keep the generic fill.
    #[test]
    fn struct_members_by_name() {
        let member = |offset, size, array_len, ty: &str, name: &str| air::semantics::StructMember {
            offset,
            size,
            array_len,
            type_name: ty.to_owned(),
            name: name.to_owned(),
            other: Vec::new(),
        };
        let a = Argument {
            index: Some(0),
            kind: ArgKind::Buffer,
            air_kind: "air.buffer".to_owned(),
            name: Some("params".to_owned()),
            type_name: Some("Params".to_owned()),
            type_size: Some(32),
            type_align: Some(8),
            location: Some(0),
            location_count: Some(1),
            access: None,
            address_space: Some(2),
            buffer_size: Some(32),
            sampling: None,
            perspective: None,
            user: None,
            positional: Vec::new(),
            struct_info: Some(vec![
                member(0, 4, 0, "int", "M"),
                member(4, 4, 0, "float", "scale"),
                member(8, 8, 3, "long", "Q_strides"),
            ]),
            texture: None,
            mesh: None,
            function_constant: None,
            unused: false,
            other: Vec::new(),
        };
        let mut r = Recipe::default();
        r.set("M", 7);
        r.floats.insert("scale", 0.25);
        r.set_list("Q_strides", vec![100, 10, 1]);
        let b = buffer_for(&a, &r, &mut Rng(3)).expect("buffer");
        assert_eq!(b.len(), 32);
        assert_eq!(i32::from_le_bytes(b[0..4].try_into().expect("4")), 7);
        assert_eq!(f32::from_le_bytes(b[4..8].try_into().expect("4")), 0.25);
        let strides: Vec<i64> =
            b[8..32].chunks(8).map(|c| i64::from_le_bytes(c.try_into().expect("8"))).collect();
        assert_eq!(strides, [100, 10, 1]);
        // Without a recipe: the name-based fill (`params` → 1 per word), as before.
        let plain = buffer_for(&a, &Recipe::default(), &mut Rng(3)).expect("buffer");
        assert_eq!(i32::from_le_bytes(plain[0..4].try_into().expect("4")), 1);
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
