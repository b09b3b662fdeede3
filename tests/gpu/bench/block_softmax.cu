// block_softmax.cu: softmax over rows of 4096 floats, one block of 1024 threads per row,
// each thread 4 consecutive elements: row maximum and sum of exponentials reduced per warp
// (shuffles) and across the warps through shared memory, fast exponentials (__expf, as
// mlx's fast::exp). The CUDA twin of mlx's `block_softmax_float32`
// (mlx/backend/metal/kernels/softmax.h, softmax_single_row<float, float, 4>; buffers
// 0 in, 1 out, 2 axis_size), dispatched as mlx does: one threadgroup per row of
// 32·ceil(ceil(axis/4)/32) threads. See bench.h.
#ifndef __CUDACC_RTC__
#include "bench.h"
#endif

constexpr int N_READS = 4;

__device__ inline float warp_max(float x) {
  for (int o = 16; o > 0; o >>= 1) x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, o));
  return x;
}
__device__ inline float warp_sum(float x) {
  for (int o = 16; o > 0; o >>= 1) x += __shfl_xor_sync(0xffffffffu, x, o);
  return x;
}

__global__ void block_softmax(const float* __restrict__ in, float* __restrict__ out, int axis_size) {
  __shared__ float local_max[32];
  __shared__ float local_normalizer[32];
  int lid = threadIdx.x, lane = threadIdx.x % 32, sg = threadIdx.x / 32;
  float ld[N_READS];
  in += blockIdx.x * size_t(axis_size) + lid * N_READS;
  if (lid * N_READS + N_READS <= axis_size) {
    for (int i = 0; i < N_READS; i++) ld[i] = in[i];
  } else {
    for (int i = 0; i < N_READS; i++) ld[i] = (lid * N_READS + i < axis_size) ? in[i] : __int_as_float(0xff800000);
  }
  if (sg == 0) {
    local_max[lane] = __int_as_float(0xff800000);
    local_normalizer[lane] = 0;
  }
  __syncthreads();
  float maxval = -3.402823466e38f;
  for (int i = 0; i < N_READS; i++) maxval = (maxval < ld[i]) ? ld[i] : maxval;
  maxval = warp_max(maxval);
  if (lane == 0) local_max[sg] = maxval;
  __syncthreads();
  if (sg == 0) {
    maxval = warp_max(local_max[lane]);
    if (lane == 0) local_max[0] = maxval;
  }
  __syncthreads();
  maxval = local_max[0];
  float normalizer = 0;
  for (int i = 0; i < N_READS; i++) {
    float e = __expf(ld[i] - maxval);
    ld[i] = e;
    normalizer += e;
  }
  normalizer = warp_sum(normalizer);
  if (lane == 0) local_normalizer[sg] = normalizer;
  __syncthreads();
  if (sg == 0) {
    normalizer = warp_sum(local_normalizer[lane]);
    if (lane == 0) local_normalizer[0] = normalizer;
  }
  __syncthreads();
  normalizer = 1 / local_normalizer[0];
  out += blockIdx.x * size_t(axis_size) + lid * N_READS;
  if (lid * N_READS + N_READS <= axis_size) {
    for (int i = 0; i < N_READS; i++) out[i] = ld[i] * normalizer;
  } else {
    for (int i = 0; i < N_READS; i++)
      if (lid * N_READS + i < axis_size) out[i] = ld[i] * normalizer;
  }
}

#ifndef __CUDACC_RTC__
struct BlockSoftmax {
  static constexpr const char* name = "mlx_block_softmax";
  static constexpr const char* kernel = "block_softmax_float32";
  // --compare: a float sum in another order.
  static constexpr int compare_ulps = 4096;
  static constexpr int out_index = 1;
  int rows, axis;
  unsigned tg;
  std::vector<float> x;
  explicit BlockSoftmax(bool small) : rows(small ? 3 : 16384), axis(small ? 200 : 4096), x(size_t(rows) * axis) {
    unsigned needed = (axis + N_READS - 1) / N_READS;
    tg = 32 * ((needed + 31) / 32);
    Rng r(4);
    for (float& v : x) v = r.uniform(-8, 8);
  }
  std::string size() const { return std::to_string(rows) + "x" + std::to_string(axis); }
  std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const {
    write_vec(dir + "/x.bin", x);
    write_vec(dir + "/axis.bin", std::vector<int>{axis});
    return {pack + "/bench.metallib", "block_softmax_float32", "--threadgroups", std::to_string(rows),
            "--threadgroup-size", std::to_string(tg), "--buffer", "0=" + dir + "/x.bin",
            "--buffer", "1=zeros:" + std::to_string(4ull * x.size()), "--buffer", "2=" + dir + "/axis.bin"};
  }
  std::vector<float> run_cuda(int repeat, std::vector<float>& times) const {
    DeviceVec<float> din(x), dout(x.size());
    times = time_launches([&] { block_softmax<<<rows, tg>>>(din.ptr, dout.ptr, axis); }, repeat);
    return dout.host();
  }
  // 64 rows (all of them when small) against an f64 softmax: relative error within
  // axis · 4 · 2^-24 (fast exponentials a few ulps off, an axis-term sum).
  std::string check(const std::vector<float>& out) const {
    if (out.size() != x.size()) return "output has " + std::to_string(out.size()) + " floats, want " + std::to_string(x.size());
    double tol = axis * 4.0 / 16777216.0;
    for (int k = 0; k < std::min(rows, 64); k++) {
      size_t row = rows <= 64 ? size_t(k) : (size_t(k) * size_t(rows) / 64 + 7) % size_t(rows);
      const float* xr = &x[row * axis];
      double m = -INFINITY, s = 0;
      for (int i = 0; i < axis; i++) m = std::max(m, double(xr[i]));
      for (int i = 0; i < axis; i++) s += std::exp(double(xr[i]) - m);
      for (int i = 0; i < axis; i++) {
        double want = std::exp(double(xr[i]) - m) / s;
        double got = out[row * axis + i];
        if (!(std::fabs(got - want) <= tol * want + 1e-37))
          return "row " + std::to_string(row) + " element " + std::to_string(i) + ": " + std::to_string(got) + ", want " + std::to_string(want);
      }
    }
    return "";
  }
};

int main(int argc, char** argv) { return bench_main<BlockSoftmax>(argc, argv); }
#endif
