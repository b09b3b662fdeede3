//! Real simdgroup-matrix kernels of the mlx corpus (`cargo xtask corpus`, stored at
//! `target/corpus/mlx.metallib`) run through `interp::launch`: mlx's steel GEMM builds its
//! matrices from `thread_elements()` at lane coordinates it computes itself, so a result
//! equal to the product computed here checks the interpreter's lane layout of
//! `simdgroup_matrix_8x8` against the one real kernels assume. Without the corpus the tests
//! print a notice and pass, unless `METAL_NT_REQUIRE_CORPUS=1`.

use interp::{launch, Bindings, Dispatch, Grid};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The decoded module and AIR description of one corpus kernel, or `None` without the
/// corpus.
fn corpus_kernel(name: &str) -> Option<(gpu_ir::Module, air::semantics::EntryInfo)> {
    let path = root().join("target/corpus/mlx.metallib");
    if !path.exists() {
        assert!(
            std::env::var("METAL_NT_REQUIRE_CORPUS").map_or(true, |v| v != "1"),
            "METAL_NT_REQUIRE_CORPUS=1 but {} is missing",
            path.display()
        );
        eprintln!("notice: {} is absent; mlx matrix tests skipped (cargo xtask corpus)", path.display());
        return None;
    }
    let bytes = std::fs::read(&path).expect("corpus");
    let lib = metallib::read(&bytes).expect("reads");
    let f = lib.functions.iter().find(|f| f.name == name).expect("kernel in the corpus");
    let bitcode = lib.module_of(f);
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    let module = air::read_module(bitcode).expect("decodes").module;
    Some((module, entry))
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// `steel_gemm_splitk_nn_float32_float32_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned`:
/// `C[z] = A[:, kz] × B[kz, :]` for each of `split_k_partitions` slices `kz` of K, with
/// 16×16 tiles, 2×2 SIMD-groups of 32 threads, `simdgroup_matrix_8x8` multiply-accumulates.
/// Buffers: A (M×K, row-major), B (K×N), C (partitions × M×N), and the constant
/// `GEMMSpiltKParams` {M, N, K, lda, ldb, ldc, tiles_n, tiles_m, split_k_partitions,
/// split_k_partition_stride, split_k_partition_size, swizzle_log,
/// gemm_k_iterations_aligned} (13 ints, as its metadata says: 52 bytes).
#[test]
fn mlx_steel_gemm_splitk_float32() {
    let name = "steel_gemm_splitk_nn_float32_float32_bm16_bn16_bk16_wm2_wn2_MN_taligned_K_taligned";
    let Some((module, entry)) = corpus_kernel(name) else { return };
    let (m, n, k, parts) = (32usize, 48usize, 64usize, 2usize);
    let part = k / parts;
    // Small integers: every product and partial sum is exact, so any order of accumulation
    // gives the same floats.
    let a: Vec<f32> = (0..m * k).map(|i| ((i * 7 + 3) % 11) as f32 - 5.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| ((i * 5 + 1) % 13) as f32 - 6.0).collect();
    let params = [
        m as i32,
        n as i32,
        k as i32,
        k as i32,           // lda
        n as i32,           // ldb
        n as i32,           // ldc
        (n / 16) as i32,    // tiles_n
        (m / 16) as i32,    // tiles_m
        parts as i32,       // split_k_partitions
        (m * n) as i32,     // split_k_partition_stride
        part as i32,        // split_k_partition_size
        0,                  // swizzle_log
        (part / 16) as i32, // gemm_k_iterations_aligned
    ];
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&a));
    bind.buffers.insert(1, f32s(&b));
    bind.buffers.insert(2, f32s(&vec![f32::NAN; parts * m * n]));
    bind.buffers.insert(3, i32s(&params));
    let dispatch = Dispatch {
        grid: Grid::Threadgroups([(n / 16) as u32, (m / 16) as u32, parts as u32]),
        threadgroup_size: [32, 2, 2],
    };
    launch(&module, &entry, &mut bind, &dispatch).expect("runs");
    let c = to_f32s(&bind.buffers[&2]);
    for z in 0..parts {
        for i in 0..m {
            for j in 0..n {
                let want: f32 = (z * part..(z + 1) * part).map(|kk| a[i * k + kk] * b[kk * n + j]).sum();
                assert_eq!(c[z * m * n + i * n + j], want, "C[{z}][{i}][{j}]");
            }
        }
    }
}
