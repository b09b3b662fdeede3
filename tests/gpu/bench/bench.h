// bench.h: the host side shared by the CUDA twins of metal-nt's GPU benchmark
// (docs/bench-ptx.md). Each tests/gpu/bench/<name>.cu defines one problem — its inputs,
// its CUDA kernel and launch, its check, and the metal-run command line that runs the
// Metal kernel of the same algorithm — and calls bench_main. One binary per benchmark,
// so that a benchmark that fails to build or run costs only itself.
//
//   <bin> args PACK DIR [--small]   write the inputs into DIR, print metal-run's
//                                   arguments (one per line) for the Metal kernel
//   <bin> ulps                      the float tolerance (ulps) for metal-run --compare
//   <bin> nvcc [--small] [--repeat N] [--round R]
//                                   time the CUDA kernel; one JSON line on stdout
//   <bin> ours DIR RC STDERR [--small] [--round R] [--side S]
//                                   judge a metal-run run: its exit code RC, its standard
//                                   error (the --timing line) and DIR/out/buffer<K>.bin,
//                                   checked against the same reference; one JSON line
//
// Inputs come from a fixed-seed generator, so both sides compute on the same data.
// Timing is metal-run's: CUDA events recorded around each launch on the default stream,
// synchronized after each, median and minimum over the repeats (here after one untimed
// warm-up launch).
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#define CK(call)                                                                          \
  do {                                                                                    \
    cudaError_t err_ = (call);                                                            \
    if (err_ != cudaSuccess)                                                              \
      throw std::runtime_error(std::string(#call) + ": " + cudaGetErrorString(err_));     \
  } while (0)

// A deterministic generator (splitmix64): the same inputs on every machine.
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in [lo, hi).
  float uniform(float lo, float hi) { return lo + (hi - lo) * float(next() >> 40) / float(1 << 24); }
  // A small integer in [lo, hi] as a float: products and sums of them stay exact.
  float small_int(int lo, int hi) { return float(lo + int(next() % uint64_t(hi - lo + 1))); }
};

inline std::string json_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '"': o += "\\\""; break;
      case '\\': o += "\\\\"; break;
      case '\n': o += "\\n"; break;
      case '\t': o += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char b[8];
          snprintf(b, sizeof b, "\\u%04x", c);
          o += b;
        } else {
          o += c;
        }
    }
  }
  return o;
}

inline void write_file(const std::string& path, const void* data, size_t bytes) {
  std::ofstream f(path, std::ios::binary);
  f.write(static_cast<const char*>(data), std::streamsize(bytes));
  if (!f) throw std::runtime_error("cannot write " + path);
}

template <class T>
void write_vec(const std::string& path, const std::vector<T>& v) {
  write_file(path, v.data(), v.size() * sizeof(T));
}

inline std::vector<float> read_floats(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::vector<char> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  std::vector<float> v(bytes.size() / sizeof(float));
  if (!v.empty()) memcpy(v.data(), bytes.data(), v.size() * sizeof(float));
  return v;
}

inline std::string read_text(const std::string& path) {
  std::ifstream f(path);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// Median and minimum of a list of times.
inline void median_min(std::vector<float> t, double& median, double& min) {
  std::sort(t.begin(), t.end());
  if (t.empty()) {
    median = min = NAN;
    return;
  }
  min = t.front();
  size_t n = t.size();
  median = n % 2 ? t[n / 2] : 0.5 * (double(t[n / 2 - 1]) + double(t[n / 2]));
}

// Times `launch` `repeat` times after one untimed warm-up, CUDA events around each launch.
template <class F>
std::vector<float> time_launches(F launch, int repeat) {
  cudaEvent_t start, end;
  CK(cudaEventCreate(&start));
  CK(cudaEventCreate(&end));
  launch();
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  std::vector<float> times;
  for (int i = 0; i < repeat; i++) {
    CK(cudaEventRecord(start, 0));
    launch();
    CK(cudaEventRecord(end, 0));
    CK(cudaEventSynchronize(end));
    CK(cudaGetLastError());
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, start, end));
    times.push_back(ms);
  }
  CK(cudaEventDestroy(start));
  CK(cudaEventDestroy(end));
  return times;
}

// A device copy of a host vector, freed with the object.
template <class T>
struct DeviceVec {
  T* ptr = nullptr;
  size_t n = 0;
  explicit DeviceVec(const std::vector<T>& host) : n(host.size()) {
    CK(cudaMalloc(&ptr, std::max<size_t>(n, 1) * sizeof(T)));
    if (n) CK(cudaMemcpy(ptr, host.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  }
  explicit DeviceVec(size_t count) : n(count) {
    CK(cudaMalloc(&ptr, std::max<size_t>(n, 1) * sizeof(T)));
    CK(cudaMemset(ptr, 0, std::max<size_t>(n, 1) * sizeof(T)));
  }
  std::vector<T> host() const {
    std::vector<T> v(n);
    if (n) CK(cudaMemcpy(v.data(), ptr, n * sizeof(T), cudaMemcpyDeviceToHost));
    return v;
  }
  ~DeviceVec() { cudaFree(ptr); }
  DeviceVec(const DeviceVec&) = delete;
  DeviceVec& operator=(const DeviceVec&) = delete;
};

inline std::string device_name() {
  cudaDeviceProp p;
  if (cudaGetDeviceProperties(&p, 0) != cudaSuccess) return "";
  return p.name;
}

struct Result {
  std::string bench, kernel, side, size, status = "ok", detail, device;
  int round = 1, repeats = 0;
  double median_ms = NAN, min_ms = NAN;
  void print() const {
    printf("{\"bench\":\"%s\",\"kernel\":\"%s\",\"side\":\"%s\",\"round\":%d,\"size\":\"%s\",\"status\":\"%s\"",
           json_escape(bench).c_str(), json_escape(kernel).c_str(), json_escape(side).c_str(), round, json_escape(size).c_str(),
           json_escape(status).c_str());
    if (std::isfinite(median_ms)) printf(",\"median_ms\":%.6f,\"min_ms\":%.6f", median_ms, min_ms);
    printf(",\"repeats\":%d,\"device\":\"%s\",\"detail\":\"%s\"}\n", repeats, json_escape(device).c_str(),
           json_escape(detail).c_str());
    fflush(stdout);
  }
};

// The last non-empty line of a text (metal-run's error line).
inline std::string last_line(const std::string& text) {
  std::string last, line;
  std::istringstream s(text);
  while (std::getline(s, line))
    if (!line.empty()) last = line;
  return last;
}

// metal-run --timing's line: "metal-run: kernel time over N runs: median X ms, min Y ms (GPU)".
inline bool parse_timing(const std::string& text, double& median, double& min, int& runs, std::string& gpu) {
  size_t at = text.find("kernel time over ");
  if (at == std::string::npos) return false;
  std::string line = text.substr(at, text.find('\n', at) - at);
  double md = 0, mn = 0;
  int n = 0;
  if (sscanf(line.c_str(), "kernel time over %d runs: median %lf ms, min %lf ms", &n, &md, &mn) != 3) return false;
  median = md;
  min = mn;
  runs = n;
  size_t open = line.find('('), close = line.rfind(')');
  if (open != std::string::npos && close != std::string::npos && close > open) gpu = line.substr(open + 1, close - open - 1);
  return true;
}

// Checks out = a · b (m×k times k×n, row-major) exactly — the inputs are small integers,
// so every product and partial sum is exact in float whatever the order: every element
// up to 65,536 of them, else the four corners and 4,096 sampled ones. "" when right.
inline std::string check_gemm(const std::vector<float>& out, const std::vector<float>& a,
                              const std::vector<float>& b, size_t m, size_t n, size_t k) {
  size_t mn = m * n;
  if (out.size() != mn) return "output has " + std::to_string(out.size()) + " floats, want " + std::to_string(mn);
  std::vector<size_t> at;
  if (mn <= 65536) {
    for (size_t e = 0; e < mn; e++) at.push_back(e);
  } else {
    Rng r(mn);
    at = {0, n - 1, mn - n, mn - 1};
    for (int i = 0; i < 4096; i++) at.push_back(r.next() % mn);
  }
  for (size_t e : at) {
    size_t i = e / n, j = e % n;
    double want = 0;
    for (size_t l = 0; l < k; l++) want += double(a[i * k + l]) * double(b[l * n + j]);
    if (double(out[e]) != want)
      return "element [" + std::to_string(i) + "][" + std::to_string(j) + "] = " + std::to_string(out[e]) +
             ", want " + std::to_string(want);
  }
  return "";
}

// Drives one problem type P, which provides:
//   static const char* name, *kernel;    // the benchmark, the Metal kernel
//   static const int out_index;          // metal-run's output buffer
//   static const int compare_ulps;       // --float-tolerance of the --compare run
//   P(bool small)                                           // builds the inputs
//   std::string size() const                                // "2048x2048", for the report
//   std::vector<std::string> metal_args(const std::string& pack, const std::string& dir) const
//   std::vector<float> run_cuda(int repeat, std::vector<float>& times) const
//   std::string check(const std::vector<float>& out) const  // "" when right
template <class P>
int bench_main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s args PACK DIR [--small] | nvcc [--small] [--repeat N] [--round R] | ours DIR RC STDERR [--small] [--round R] [--side S]\n", argv[0]);
    return 2;
  }
  std::string cmd = argv[1];
  bool small = false;
  int repeat = 20, round = 1;
  std::string side = cmd == "nvcc" ? "nvcc" : "ours";
  std::vector<std::string> pos;
  for (int i = 2; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--small") small = true;
    else if (a == "--repeat" && i + 1 < argc) repeat = atoi(argv[++i]);
    else if (a == "--round" && i + 1 < argc) round = atoi(argv[++i]);
    else if (a == "--side" && i + 1 < argc) side = argv[++i];
    else pos.push_back(a);
  }
  Result r;
  r.bench = P::name;
  r.kernel = P::kernel;
  if (cmd == "ulps") {
    printf("%d\n", P::compare_ulps);
    return 0;
  }
  r.side = side;
  r.round = round;
  try {
    P p(small);
    r.size = p.size();
    if (cmd == "args" && pos.size() == 2) {
      for (const std::string& a : p.metal_args(pos[0], pos[1])) printf("%s\n", a.c_str());
      return 0;
    } else if (cmd == "nvcc") {
      r.device = device_name();
      std::vector<float> times;
      std::vector<float> out = p.run_cuda(repeat, times);
      r.repeats = int(times.size());
      median_min(times, r.median_ms, r.min_ms);
      r.detail = p.check(out);
      if (!r.detail.empty()) r.status = "wrong";
    } else if (cmd == "ours" && pos.size() == 3) {
      std::string text = read_text(pos[2]);
      int rc = atoi(pos[1].c_str());
      parse_timing(text, r.median_ms, r.min_ms, r.repeats, r.device);
      if (rc != 0) {
        r.status = "error";
        r.detail = "metal-run exit " + std::to_string(rc) + ": " + last_line(text);
      } else {
        r.detail = p.check(read_floats(pos[0] + "/out/buffer" + std::to_string(P::out_index) + ".bin"));
        if (!r.detail.empty()) r.status = "wrong";
      }
    } else {
      fprintf(stderr, "%s: bad arguments\n", argv[0]);
      return 2;
    }
  } catch (const std::exception& e) {
    r.status = "error";
    r.detail = e.what();
  }
  r.print();
  return r.status == "ok" ? 0 : 1;
}
