// tiled_gemm.cu: C = A · B for 2048×2048 floats in 16×16 tiles staged through shared
// memory, one thread per element of C, blocks of 16×16 threads — the CUDA twin of
// fixtures/run/tiled_gemm.ll (buffers 0 a, 1 b, 2 c, 3 n). See bench.h.
#ifndef __CUDACC_RTC__
#include "bench.h"
#endif

__global__ void tiled_gemm(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c,
                           unsigned n) {
  __shared__ float ta[16][16];
  __shared__ float tb[16][16];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  unsigned row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
  float acc = 0;
  for (unsigned t = 0; t < n; t += 16) {
    ta[ty][tx] = a[row * n + t + tx];
    tb[ty][tx] = b[(t + ty) * n + col];
    __syncthreads();
#pragma unroll
    for (unsigned k = 0; k < 16; k++) acc = fmaf(ta[ty][k], tb[k][tx], acc);
    __syncthreads();
  }
  c[row * n + col] = acc;
}

#ifndef __CUDACC_RTC__
struct TiledGemm {
  static constexpr const char* name = "tiled_gemm";
  static constexpr const char* kernel = "tiled_gemm";
  // --compare: exact.
  static constexpr int compare_ulps = 0;
  static constexpr int out_index = 2;
  unsigned n;
  std::vector<float> a, b;
  // Small integers: every product and partial sum is exact, so both sides must agree
  // bit for bit whatever their order of summation.
  explicit TiledGemm(bool small) : n(small ? 64 : 2048), a(size_t(n) * n), b(size_t(n) * n) {
    Rng r(3);
    for (float& x : a) x = r.small_int(-4, 4);
    for (float& x : b) x = r.small_int(-4, 4);
  }
  std::string size() const { return std::to_string(n) + "x" + std::to_string(n); }
  std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const {
    write_vec(dir + "/a.bin", a);
    write_vec(dir + "/b.bin", b);
    write_vec(dir + "/n.bin", std::vector<unsigned>{n});
    std::string g = std::to_string(n / 16);
    return {pack + "/fixtures/tiled_gemm.bc", "tiled_gemm", "--threadgroups", g + "," + g,
            "--threadgroup-size", "16,16", "--buffer", "0=" + dir + "/a.bin", "--buffer", "1=" + dir + "/b.bin",
            "--buffer", "2=zeros:" + std::to_string(4ull * n * n), "--buffer", "3=" + dir + "/n.bin"};
  }
  std::vector<float> run_cuda(int repeat, std::vector<float>& times) const {
    DeviceVec<float> da(a), db(b), dc(size_t(n) * n);
    dim3 grid(n / 16, n / 16), block(16, 16);
    times = time_launches([&] { tiled_gemm<<<grid, block>>>(da.ptr, db.ptr, dc.ptr, n); }, repeat);
    return dc.host();
  }
  // Exact (see check_gemm).
  std::string check(const std::vector<float>& out) const { return check_gemm(out, a, b, n, n, n); }
};

int main(int argc, char** argv) { return bench_main<TiledGemm>(argc, argv); }
#endif
