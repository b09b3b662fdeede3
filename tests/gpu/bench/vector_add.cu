// vector_add.cu: c[i] = a[i] + b[i] over 16M floats, 256 threads per block, with the
// bound check — the CUDA twin of fixtures/air/kernel_vector_add.ll (`vector_add` in
// fixtures/air/fixtures.metallib: buffers 0 a, 1 b, 2 out, 3 count). See bench.h.
#ifndef __CUDACC_RTC__
#include "bench.h"
#endif

__global__ void vector_add(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ out,
                           unsigned count) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid < count) out[gid] = a[gid] + b[gid];
}

#ifndef __CUDACC_RTC__
struct VectorAdd {
  static constexpr const char* name = "vector_add";
  static constexpr const char* kernel = "vector_add";
  // --compare: exact.
  static constexpr int compare_ulps = 0;
  static constexpr int out_index = 2;
  static constexpr unsigned tg = 256;
  unsigned n;
  std::vector<float> a, b;
  explicit VectorAdd(bool small) : n(small ? 4099 : 1u << 24), a(n), b(n) {
    Rng r(1);
    for (unsigned i = 0; i < n; i++) {
      a[i] = r.uniform(-2, 2);
      b[i] = r.uniform(-2, 2);
    }
  }
  std::string size() const { return std::to_string(n); }
  std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const {
    write_vec(dir + "/a.bin", a);
    write_vec(dir + "/b.bin", b);
    write_vec(dir + "/n.bin", std::vector<unsigned>{n});
    return {pack + "/fixtures/fixtures.metallib", "vector_add", "--threads", std::to_string(n),
            "--threadgroup-size", std::to_string(tg), "--buffer", "0=" + dir + "/a.bin",
            "--buffer", "1=" + dir + "/b.bin", "--buffer", "2=zeros:" + std::to_string(4ull * n),
            "--buffer", "3=" + dir + "/n.bin"};
  }
  std::vector<float> run_cuda(int repeat, std::vector<float>& times) const {
    DeviceVec<float> da(a), db(b), dout{size_t(n)};
    unsigned blocks = (n + tg - 1) / tg;
    times = time_launches([&] { vector_add<<<blocks, tg>>>(da.ptr, db.ptr, dout.ptr, n); }, repeat);
    return dout.host();
  }
  // Exact: one correctly rounded add on both sides.
  std::string check(const std::vector<float>& out) const {
    if (out.size() != n) return "output has " + std::to_string(out.size()) + " floats, want " + std::to_string(n);
    for (unsigned i = 0; i < n; i++)
      if (out[i] != a[i] + b[i]) return "element " + std::to_string(i) + ": " + std::to_string(out[i]) + ", want " + std::to_string(a[i] + b[i]);
    return "";
  }
};

int main(int argc, char** argv) { return bench_main<VectorAdd>(argc, argv); }
#endif
