//! A real ggml kernel of the registry corpus (`cargo xtask corpus`, stored under
//! `target/corpus/registry/`) run through `interp::launch`: llama.rn 0.4.8's
//! `kernel_mul_mm_f32_f32`, the matrix product ggml runs on Apple GPUs. It stages tiles in a
//! threadgroup buffer that its metadata describes as `air.buffer` in address space 3,
//! loads them with `simdgroup_load` (transposed for one operand), multiplies with
//! `simdgroup_multiply_accumulate` and stores full 64×32 blocks straight to device memory
//! and partial ones through threadgroup memory. Integer-valued inputs keep every sum exact,
//! so the result must equal the product computed here whatever order the kernel adds in.
//! Without the corpus the test prints a notice and passes, unless
//! `METAL_NT_REQUIRE_CORPUS=1`.

use interp::{launch, Bindings, Dispatch, Grid};
use std::path::Path;

const LIBRARY: &str = "target/corpus/registry/llama.rn-0.4.8.metallib";

/// The decoded module and AIR description of one kernel of the library, or `None` without
/// the corpus.
fn corpus_kernel(name: &str) -> Option<(gpu_ir::Module, air::semantics::EntryInfo)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(LIBRARY);
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
    let Some((module, entry)) = corpus_kernel("kernel_mul_mm_f32_f32") else { return };
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
