// simd_reduce.cu: one sum per threadgroup of 256 floats over 16M floats — a warp sum
// (Metal's simd_sum, a butterfly of shuffles), one partial per warp in shared memory, a
// barrier, and thread 0 adding the partials: the CUDA twin of fixtures/run/simd_reduce.ll
// (buffers 0 in, 1 out; threadgroup(0) the 8 partials, 32 bytes). See bench.h.
#ifndef __CUDACC_RTC__
#include "bench.h"
#endif

__global__ void simd_reduce(const float* __restrict__ in, float* __restrict__ out) {
  extern __shared__ float partial[];
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32, sg = threadIdx.x / 32;
  float s = in[gid];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0) partial[sg] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0;
    for (unsigned i = 0; i < blockDim.x / 32; i++) t += partial[i];
    out[blockIdx.x] = t;
  }
}

#ifndef __CUDACC_RTC__
struct SimdReduce {
  static constexpr const char* name = "threadgroup_reduce";
  static constexpr const char* kernel = "simd_reduce";
  // --compare: a float sum in another order.
  static constexpr int compare_ulps = 4096;
  static constexpr int out_index = 1;
  static constexpr unsigned tg = 256;
  unsigned groups;
  std::vector<float> in;
  explicit SimdReduce(bool small) : groups(small ? 64 : 1u << 16), in(size_t(groups) * tg) {
    Rng r(2);
    for (float& x : in) x = r.uniform(-2, 2);
  }
  std::string size() const { return std::to_string(size_t(groups) * tg); }
  std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const {
    write_vec(dir + "/in.bin", in);
    return {pack + "/fixtures/simd_reduce.bc", "simd_reduce", "--threadgroups", std::to_string(groups),
            "--threadgroup-size", std::to_string(tg), "--buffer", "0=" + dir + "/in.bin",
            "--buffer", "1=zeros:" + std::to_string(4ull * groups), "--threadgroup-memory",
            "0=" + std::to_string(tg / 32 * 4)};
  }
  std::vector<float> run_cuda(int repeat, std::vector<float>& times) const {
    DeviceVec<float> din(in), dout{size_t(groups)};
    times = time_launches([&] { simd_reduce<<<groups, tg, tg / 32 * sizeof(float)>>>(din.ptr, dout.ptr); }, repeat);
    return dout.host();
  }
  // A 256-term float sum in any order: within 256 * 2^-24 of the sum of magnitudes.
  std::string check(const std::vector<float>& out) const {
    if (out.size() != groups) return "output has " + std::to_string(out.size()) + " floats, want " + std::to_string(groups);
    for (unsigned g = 0; g < groups; g++) {
      double want = 0, mag = 0;
      for (unsigned i = 0; i < tg; i++) {
        want += in[size_t(g) * tg + i];
        mag += std::fabs(in[size_t(g) * tg + i]);
      }
      if (!(std::fabs(out[g] - want) <= mag * tg / 16777216.0 + 1e-30))
        return "group " + std::to_string(g) + ": " + std::to_string(out[g]) + ", want " + std::to_string(want);
    }
    return "";
  }
};

int main(int argc, char** argv) { return bench_main<SimdReduce>(argc, argv); }
#endif
