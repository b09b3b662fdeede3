//! Real ggml kernels of the registry corpus (`cargo xtask corpus`, stored under
//! `target/corpus/registry/`) run through `interp::launch`, against results computed here:
//! - llama.rn 0.4.8's `kernel_mul_mm_f32_f32`, the matrix product ggml runs on Apple GPUs.
//!   It stages tiles in a threadgroup buffer that its metadata describes as `air.buffer` in
//!   address space 3, loads them with `simdgroup_load` (transposed for one operand),
//!   multiplies with `simdgroup_multiply_accumulate` and stores full 64×32 blocks straight
//!   to device memory and partial ones through threadgroup memory. Integer-valued inputs
//!   keep every sum exact, so the result must equal the product whatever order the kernel
//!   adds in.
//! - whisper.rn 0.4.3's `kernel_flash_attn_ext_f16_h64`: attention with an online softmax
//!   over 4 SIMD-groups, half-precision 8×8 matrices, and `simdgroup_matrix_8x8_init_diag`
//!   (the identity it multiplies the half accumulators by to widen them to float).
//!
//! Without the corpus the tests print a notice and pass, unless `METAL_NT_REQUIRE_CORPUS=1`.

use interp::{launch, Bindings, Dispatch, Grid};
use std::path::Path;

/// The decoded module and AIR description of kernel `name` of `target/corpus/registry/
/// <library>.metallib`, or `None` without the corpus.
fn corpus_kernel(library: &str, name: &str) -> Option<(gpu_ir::Module, air::semantics::EntryInfo)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../target/corpus/registry/{library}.metallib"));
    if !path.exists() {
        assert!(
            std::env::var("METAL_NT_REQUIRE_CORPUS").map_or(true, |v| v != "1"),
            "METAL_NT_REQUIRE_CORPUS=1 but {} is missing",
            path.display()
        );
        eprintln!("notice: {} is absent; ggml matrix test skipped (cargo xtask corpus)", path.display());
        return None;
    }
    let bytes = std::fs::read(&path).expect("corpus");
    let lib = metallib::read(&bytes).expect("reads");
    let f = lib.functions.iter().find(|f| f.name == name).expect("kernel in the library");
    let bitcode = lib.module_of(f);
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    let module = air::read_module(bitcode).expect("decodes").module;
    Some((module, entry))
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `ggml_metal_kargs_mul_mm` as the kernel's `air.struct_type_info` lays it out (88 bytes):
/// `int ne00 @0, int ne02 @4, ulong nb01 @8, nb02 @16, nb03 @24, int ne12 @32, ulong nb10
/// @40, nb11 @48, nb12 @56, nb13 @64, int ne0 @72, int ne1 @76, short r2 @80, short r3 @82`.
fn mul_mm_args(m: usize, n: usize, k: usize) -> Vec<u8> {
    let mut a = vec![0u8; 88];
    let mut put = |at: usize, bytes: &[u8]| a[at..at + bytes.len()].copy_from_slice(bytes);
    let row0 = (k * 4) as u64;
    put(0, &(k as i32).to_le_bytes()); // ne00: the shared dimension
    put(4, &1i32.to_le_bytes()); // ne02
    put(8, &row0.to_le_bytes()); // nb01: bytes per row of src0
    put(16, &(row0 * m as u64).to_le_bytes()); // nb02
    put(24, &(row0 * m as u64).to_le_bytes()); // nb03
    put(32, &1i32.to_le_bytes()); // ne12
    put(40, &4u64.to_le_bytes()); // nb10: bytes per element of src1
    put(48, &row0.to_le_bytes()); // nb11: bytes per row of src1
    put(56, &(row0 * n as u64).to_le_bytes()); // nb12
    put(64, &(row0 * n as u64).to_le_bytes()); // nb13
    put(72, &(m as i32).to_le_bytes()); // ne0: rows of src0 = columns of dst
    put(76, &(n as i32).to_le_bytes()); // ne1: rows of src1 = rows of dst
    put(80, &1i16.to_le_bytes()); // r2
    put(82, &1i16.to_le_bytes()); // r3
    a
}

/// `dst[j][i] = Σ_k src0[i][k] × src1[j][k]` for M = 72 and N = 40 (one full 64×32 block, and
/// partial blocks on both edges), K = 64; dispatched as ggml does: threadgroups of 128
/// threads (4 SIMD-groups) over ⌈N/32⌉ × ⌈M/64⌉, with 8 KiB of threadgroup memory.
#[test]
fn ggml_mul_mm_f32_matches_the_product() {
    let Some((module, entry)) = corpus_kernel("llama.rn-0.4.8", "kernel_mul_mm_f32_f32") else { return };
    let (m, n, k) = (72usize, 40usize, 64usize);
    let src0: Vec<f32> = (0..m * k).map(|x| ((x / k * 7 + x % k * 3) % 5) as f32 - 2.0).collect();
    let src1: Vec<f32> = (0..n * k).map(|x| ((x / k * 5 + x % k) % 7) as f32 - 3.0).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, mul_mm_args(m, n, k));
    bind.buffers.insert(1, f32s(&src0));
    bind.buffers.insert(2, f32s(&src1));
    bind.buffers.insert(3, f32s(&vec![f32::NAN; n * m]));
    bind.threadgroup_memory.insert(0, 8192);
    let dispatch = Dispatch {
        grid: Grid::Threadgroups([n.div_ceil(32) as u32, m.div_ceil(64) as u32, 1]),
        threadgroup_size: [128, 1, 1],
    };
    launch(&module, &entry, &mut bind, &dispatch).expect("runs");
    let mut want = vec![0f32; n * m];
    for j in 0..n {
        for i in 0..m {
            let dot: i64 = (0..k).map(|x| src0[i * k + x] as i64 * src1[j * k + x] as i64).sum();
            want[j * m + i] = dot as f32;
        }
    }
    assert_eq!(to_f32s(&bind.buffers[&3]), want);
}

/// The IEEE half bits of `x`, which must be a half exactly (the inputs below are).
fn half_of(x: f32) -> u16 {
    let b = x.to_bits();
    let (sign, exp, man) = ((b >> 16) & 0x8000, ((b >> 23) & 0xff) as i32, b & 0x7f_ffff);
    if x == 0.0 {
        return sign as u16;
    }
    assert!(man & 0x1fff == 0 && (-14..=15).contains(&(exp - 127)), "{x} is not a normal half");
    (sign | (((exp - 127 + 15) as u32) << 10) | (man >> 13)) as u16
}

fn halves(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|&x| half_of(x).to_le_bytes()).collect()
}

/// `ggml_metal_kargs_flash_attn_ext` as the kernel's `air.struct_type_info` lays it out
/// (144 bytes): ints ne01 @0, ne02 @4, ne03 @8; ulongs nb01 @16, nb02 @24, nb03 @32; ints
/// ne11 @40, ne_12_2 (ne12) @44, ne_12_3 (ne13) @48; ulongs nb11 @56 … nb31 @104; ints ne1 @112, ne2
/// @116; floats scale @120, max_bias @124, m0 @128, m1 @132; ushort n_head_log2 @136; float
/// logit_softcap @140.
struct Attention {
    queries: usize,
    heads: usize,
    keys: usize,
    dim: usize,
}

impl Attention {
    fn args(&self) -> Vec<u8> {
        let (nq, nh, nk, d) = (self.queries as u64, self.heads as u64, self.keys as u64, self.dim as u64);
        let mut a = vec![0u8; 144];
        let mut put = |at: usize, bytes: &[u8]| a[at..at + bytes.len()].copy_from_slice(bytes);
        put(0, &(nq as i32).to_le_bytes());
        put(4, &(nh as i32).to_le_bytes());
        put(8, &1i32.to_le_bytes());
        // q: float [head][query][d]
        put(16, &(d * 4).to_le_bytes());
        put(24, &(nq * d * 4).to_le_bytes());
        put(32, &(nh * nq * d * 4).to_le_bytes());
        put(40, &(nk as i32).to_le_bytes());
        // ne12 and ne13: the heads and batches of k and v (q's head h reads k and v's head
        // h / (ne02 / ne12)).
        put(44, &(nh as i32).to_le_bytes());
        put(48, &1i32.to_le_bytes());
        // k and v: half [head][key][d]
        for at in [56, 80] {
            put(at, &(d * 2).to_le_bytes());
            put(at + 8, &(nk * d * 2).to_le_bytes());
            put(at + 16, &(nh * nk * d * 2).to_le_bytes());
        }
        put(104, &(nk * 2).to_le_bytes()); // mask: half [query][key]
        put(112, &(nh as i32).to_le_bytes()); // dst: float [query][head][d]
        put(116, &(nq as i32).to_le_bytes());
        put(120, &(1.0 / (d as f32).sqrt()).to_le_bytes());
        put(124, &0f32.to_le_bytes()); // no ALiBi: every slope is 1
        put(136, &(nh as u16).next_power_of_two().to_le_bytes());
        put(140, &0f32.to_le_bytes()); // no soft cap
        a
    }
}

/// Five queries (a partial group of the kernel's eight), two heads, 64 keys, head size 64:
/// one threadgroup per head of 4 SIMD-groups (`32 × 4` threads), threadgroup memory as
/// ggml sizes it (`(8 × (D + 2 × (2 × 32 + 8) × 4) + 16 × 32 × 4) × 2` bytes), a zero mask.
/// Queries, keys and values are halves exactly (multiples of 1/8); the kernel keeps the
/// output in half-precision matrices, hence a tolerance (1e-3; the run agrees within 1e-4).
/// A matrix of ones in place of `init_diag`'s identity gives errors of 0.07.
#[test]
fn ggml_flash_attention_f16_matches_softmax_attention() {
    let Some((module, entry)) = corpus_kernel("whisper.rn-0.4.3-device", "kernel_flash_attn_ext_f16_h64")
    else {
        return;
    };
    let shape = Attention { queries: 5, heads: 2, keys: 64, dim: 64 };
    let (nq, nh, nk, d) = (shape.queries, shape.heads, shape.keys, shape.dim);
    let eighths = |seed: usize, n: usize| -> Vec<f32> {
        (0..n).map(|i| ((i * seed + i / 7) % 17) as f32 / 8.0 - 1.0).collect()
    };
    let q = eighths(5, nh * nq * d);
    let k = eighths(3, nh * nk * d);
    let v = eighths(11, nh * nk * d);
    let mut bind = Bindings::default();
    bind.buffers.insert(0, shape.args());
    bind.buffers.insert(1, f32s(&q));
    bind.buffers.insert(2, halves(&k));
    bind.buffers.insert(3, halves(&v));
    bind.buffers.insert(4, vec![0; 32 * nk * 2]); // 32 rows: ggml pads the mask to 32 queries
    bind.buffers.insert(5, f32s(&vec![f32::NAN; nq * nh * d]));
    bind.threadgroup_memory.insert(0, (8 * (d as u64 + 2 * (2 * 32 + 8) * 4) + 16 * 32 * 4) * 2);
    let dispatch = Dispatch { grid: Grid::Threadgroups([1, nh as u32, 1]), threadgroup_size: [32, 4, 1] };
    launch(&module, &entry, &mut bind, &dispatch).expect("runs");
    let got = to_f32s(&bind.buffers[&5]);
    let scale = 1.0 / (d as f64).sqrt();
    for h in 0..nh {
        for i in 0..nq {
            let qi = &q[(h * nq + i) * d..][..d];
            let s: Vec<f64> = (0..nk)
                .map(|j| {
                    let kj = &k[(h * nk + j) * d..][..d];
                    scale * qi.iter().zip(kj).map(|(&a, &b)| f64::from(a) * f64::from(b)).sum::<f64>()
                })
                .collect();
            let top = s.iter().copied().fold(f64::MIN, f64::max);
            let e: Vec<f64> = s.iter().map(|x| (x - top).exp()).collect();
            let total: f64 = e.iter().sum();
            for c in 0..d {
                let want: f64 = (0..nk).map(|j| e[j] / total * f64::from(v[(h * nk + j) * d + c])).sum();
                let at = (i * nh + h) * d + c;
                assert!(
                    (f64::from(got[at]) - want).abs() < 1e-3,
                    "head {h}, query {i}, component {c}: {} vs {want}",
                    got[at]
                );
            }
        }
    }
}
