// steel_gemm.cu: D = A · B for 2048×2048×2048 floats as mlx's steel GEMM computes it
// (`steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2`, mlx/backend/metal/
// kernels/steel/gemm): a block of 32×2×2 threads (four warps) per 64×64 tile of D; per
// step of 16 along K, each thread loads 8 consecutive floats of A's 64×16 tile and 8 of
// B's 16×64 tile into shared memory padded by 4 floats a row, and each warp accumulates
// its 32×32 quarter as 4×4 fragments of 8×8 — each lane owning, in each fragment, the two
// neighbouring elements that Metal's simdgroup_matrix<float, 8, 8> gives it (row
// (q & 4) + (lane / 2) % 4, columns (q & 2) · 2 + (lane % 2) · 2 and one more, q = lane / 4).
// Same tiles, threads, grid, loads and data type; the CUDA compiler is free to schedule
// the fragment products as it likes. Metal side: buffers 0 A, 1 B, 3 D, 4 GEMMParams,
// function constants has_batch = use_out_source = do_axpby = false, align_M/N/K = true.
#ifndef __CUDACC_RTC__
#include "bench.h"
#endif

constexpr int BM = 64, BN = 64, BK = 16, WM = 2, WN = 2, PAD = 4;

__global__ void __launch_bounds__(128) steel_gemm(const float* __restrict__ A, const float* __restrict__ B,
                                                  float* __restrict__ D, int K, int lda, int ldb, int ldd) {
  __shared__ float As[BM][BK + PAD];
  __shared__ float Bs[BK][BN + PAD];
  int lane = threadIdx.x, warp = threadIdx.y + WN * threadIdx.z;
  int tid = lane + 32 * warp;
  int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  // Loaders: A's tile 64 rows × 2 threads of 8; B's tile 16 rows × 8 threads of 8.
  int ai = tid / 2, aj = 8 * (tid % 2);
  int bi = tid / 8, bj = 8 * (tid % 8);
  const float* a = A + size_t(row0 + ai) * lda + aj;
  const float* b = B + size_t(bi) * ldb + col0 + bj;
  // This lane's place in each 8×8 fragment, and the warp's 32×32 quarter.
  int q = lane / 4;
  int fm = (q & 4) + (lane / 2) % 4, fn = (q & 2) * 2 + (lane % 2) * 2;
  int wr = 32 * (warp / WN) + fm, wc = 32 * (warp % WN) + fn;
  float acc[4][4][2] = {};
  for (int k0 = 0; k0 < K; k0 += BK) {
    __syncthreads();
    float4 a0 = *reinterpret_cast<const float4*>(a), a1 = *reinterpret_cast<const float4*>(a + 4);
    float4 b0 = *reinterpret_cast<const float4*>(b), b1 = *reinterpret_cast<const float4*>(b + 4);
    float* as = &As[ai][aj];
    as[0] = a0.x; as[1] = a0.y; as[2] = a0.z; as[3] = a0.w;
    as[4] = a1.x; as[5] = a1.y; as[6] = a1.z; as[7] = a1.w;
    float* bs = &Bs[bi][bj];
    bs[0] = b0.x; bs[1] = b0.y; bs[2] = b0.z; bs[3] = b0.w;
    bs[4] = b1.x; bs[5] = b1.y; bs[6] = b1.z; bs[7] = b1.w;
    __syncthreads();
    a += BK;
    b += size_t(BK) * ldb;
#pragma unroll
    for (int k = 0; k < BK; k++) {
      float av[4], bv[4][2];
#pragma unroll
      for (int i = 0; i < 4; i++) av[i] = As[wr + 8 * i][k];
#pragma unroll
      for (int j = 0; j < 4; j++) {
        bv[j][0] = Bs[k][wc + 8 * j];
        bv[j][1] = Bs[k][wc + 8 * j + 1];
      }
#pragma unroll
      for (int i = 0; i < 4; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) {
          acc[i][j][0] = fmaf(av[i], bv[j][0], acc[i][j][0]);
          acc[i][j][1] = fmaf(av[i], bv[j][1], acc[i][j][1]);
        }
    }
  }
#pragma unroll
  for (int i = 0; i < 4; i++)
#pragma unroll
    for (int j = 0; j < 4; j++) {
      float* d = D + size_t(row0 + wr + 8 * i) * ldd + col0 + wc + 8 * j;
      *reinterpret_cast<float2*>(d) = make_float2(acc[i][j][0], acc[i][j][1]);
    }
}

#ifndef __CUDACC_RTC__
struct SteelGemm {
  static constexpr const char* name = "mlx_steel_gemm";
  static constexpr const char* kernel = "steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2";
  // --compare: exact.
  static constexpr int compare_ulps = 0;
  static constexpr int out_index = 3;
  int m, n, k;
  std::vector<float> a, b;
  // Small integers: products and sums exact, so both sides agree bit for bit.
  explicit SteelGemm(bool small)
      : m(small ? 64 : 2048), n(small ? 64 : 2048), k(small ? 48 : 2048), a(size_t(m) * k), b(size_t(k) * n) {
    Rng r(5);
    for (float& x : a) x = r.small_int(-4, 4);
    for (float& x : b) x = r.small_int(-4, 4);
  }
  std::string size() const { return std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k); }
  std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const {
    write_vec(dir + "/a.bin", a);
    write_vec(dir + "/b.bin", b);
    // GEMMParams: M, N, K, lda, ldb, ldd, tiles_n, tiles_m (int); batch strides of A, B
    // and D (int64); swizzle_log, gemm_k_iterations_aligned, batch_ndim (int); padded to 72.
    std::vector<uint8_t> params(72, 0);
    int32_t head[8] = {m, n, k, k, n, n, n / BN, m / BM};
    memcpy(params.data(), head, sizeof head);
    int32_t tail[3] = {0, k / BK, 0};
    memcpy(params.data() + 56, tail, sizeof tail);
    write_vec(dir + "/params.bin", params);
    return {pack + "/bench.metallib", "steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2",
            "--threadgroups", std::to_string(n / BN) + "," + std::to_string(m / BM), "--threadgroup-size", "32,2,2",
            "--buffer", "0=" + dir + "/a.bin", "--buffer", "1=" + dir + "/b.bin",
            "--buffer", "3=zeros:" + std::to_string(4ull * m * n), "--buffer", "4=" + dir + "/params.bin",
            "--constant", "has_batch=false", "--constant", "use_out_source=false", "--constant", "do_axpby=false",
            "--constant", "align_M=true", "--constant", "align_N=true", "--constant", "align_K=true"};
  }
  std::vector<float> run_cuda(int repeat, std::vector<float>& times) const {
    DeviceVec<float> da(a), db(b), dd(size_t(m) * n);
    dim3 grid(n / BN, m / BM), block(32, WN, WM);
    times = time_launches([&] { steel_gemm<<<grid, block>>>(da.ptr, db.ptr, dd.ptr, k, k, n, n); }, repeat);
    return dd.host();
  }
  // Exact (see check_gemm).
  std::string check(const std::vector<float>& out) const { return check_gemm(out, a, b, m, n, k); }
};

int main(int argc, char** argv) { return bench_main<SteelGemm>(argc, argv); }
#endif
