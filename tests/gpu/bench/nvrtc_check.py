#!/usr/bin/env python3
"""Compile-checks the device code of the benchmark's CUDA twins (tests/gpu/bench/*.cu)
where no nvcc is installed: NVRTC (the `nvidia-cuda-nvrtc-cu12` wheel) compiles each
file with __CUDACC_RTC__ defined — the kernels, without the host harness — to PTX for
sm_90, and ptxas (the `nvidia-cuda-nvcc-cu12` wheel) assembles that PTX. Exit 0 when
every file passes, 1 when one fails, 3 when NVRTC or ptxas is missing.

The host harness is compiled too, by g++ against the `nvidia-cuda-runtime-cu12` wheel's
headers, its kernels stubbed out (see host_tu); `--host-bin DIR` links such host-only
binaries, whose `args` and `ours` commands need no GPU (the tests run the Metal side on
metal-run's interpreter with them).

`--ptxas FILE.ptx...` assembles PTX files for sm_90 with the same ptxas (the tests give
it metal-nt's PTX of the benchmark's Metal kernels).

Usage: nvrtc_check.py [FILE.cu ...]   (default: every .cu beside this script)
       nvrtc_check.py --host-bin DIR [FILE.cu ...]
       nvrtc_check.py --ptxas FILE.ptx...
"""
import ctypes
import glob
import os
import subprocess
import sys
import tempfile


def find_nvrtc():
    try:
        import nvidia.cuda_nvrtc as n
    except ImportError:
        return None
    for d in list(n.__path__):
        for name in sorted(glob.glob(os.path.join(d, "lib", "libnvrtc.so*"))):
            if "builtins" not in name:
                return ctypes.CDLL(name)
    return None


def find_ptxas():
    try:
        import nvidia.cuda_nvcc as n
    except ImportError:
        return None
    p = os.path.join(list(n.__path__)[0], "bin", "ptxas")
    return p if os.path.exists(p) else None


def compile_ptx(lib, path):
    src = open(path, "rb").read()
    prog = ctypes.c_void_p()
    rc = lib.nvrtcCreateProgram(ctypes.byref(prog), src, os.path.basename(path).encode(), 0, None, None)
    if rc != 0:
        return None, f"nvrtcCreateProgram: {rc}"
    opts = [b"--gpu-architecture=compute_90", b"-default-device", b"-std=c++17"]
    arr = (ctypes.c_char_p * len(opts))(*opts)
    rc = lib.nvrtcCompileProgram(prog, len(opts), arr)
    size = ctypes.c_size_t()
    lib.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
    log = ctypes.create_string_buffer(size.value)
    lib.nvrtcGetProgramLog(prog, log)
    if rc != 0:
        return None, log.value.decode(errors="replace")
    lib.nvrtcGetPTXSize(prog, ctypes.byref(size))
    ptx = ctypes.create_string_buffer(size.value)
    lib.nvrtcGetPTX(prog, ptx)
    lib.nvrtcDestroyProgram(ctypes.byref(prog))
    return ptx.value.decode(), log.value.decode(errors="replace")


def host_tu(path):
    """The host side of a benchmark as plain C++: bench.h and the file's host part, its
    kernels declared as empty host functions and `k<<<...>>>(args)` as `k(args)`."""
    import re
    src = open(path, encoding="utf-8").read()
    host = src.split("#ifndef __CUDACC_RTC__")[-1].rsplit("#endif", 1)[0]
    consts = re.findall(r"^constexpr [^\n]*$", src, re.M)
    decls = []
    for m in re.finditer(r"__global__ void(?: __launch_bounds__\(\d+\))? (\w+)\(([^)]*)\)", src):
        decls.append(f"static void {m.group(1)}({m.group(2).replace('__restrict__', '')}) {{}}")
    return "\n".join(['#include "bench.h"'] + consts + decls + [re.sub(r"<<<[^>]*>>>", "", host)])


def host_compile(path, out=None):
    """Compiles host_tu(path) with g++ against the CUDA runtime wheel's headers: a syntax
    check, or with `out` a binary linked with its libcudart (whose `args` and `ours`
    commands run without a GPU). None when g++ or the wheels are missing, else
    (ok, message)."""
    try:
        import nvidia.cuda_runtime as rt
        import nvidia.cuda_nvcc as nv
    except ImportError:
        return None
    rt_dir = list(rt.__path__)[0]
    incs = [os.path.join(rt_dir, "include"), os.path.join(list(nv.__path__)[0], "include")]
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "host.cpp")
        open(p, "w", encoding="utf-8").write(host_tu(path))
        cmd = ["g++", "-std=c++17", "-Wall", "-Wno-unused-variable", "-I", os.path.dirname(os.path.abspath(path))]
        for i in incs:
            cmd += ["-isystem", i]
        if out is None:
            cmd += ["-fsyntax-only", p]
        else:
            lib = os.path.join(rt_dir, "lib")
            cmd += ["-O1", p, "-o", out, os.path.join(lib, "libcudart.so.12"), "-Wl,-rpath," + lib]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="replace")
        except FileNotFoundError:
            return None
    return (r.returncode == 0, (r.stdout + r.stderr).strip())


def main():
    args = sys.argv[1:]
    if args[:1] == ["--ptxas"]:
        # Assembles PTX files (metal-nt's, from the tests) for sm_90; -v's report printed.
        ptxas = find_ptxas()
        if ptxas is None:
            print("nvrtc_check: ptxas not installed (pip install nvidia-cuda-nvcc-cu12)")
            return 3
        failed = 0
        for f in args[1:]:
            with tempfile.TemporaryDirectory() as d:
                r = subprocess.run([ptxas, "-arch=sm_90", "-v", f, "-o", os.path.join(d, "k.cubin")],
                                   capture_output=True, text=True, encoding="utf-8", errors="replace")
            print(f"{f}: {'ok' if r.returncode == 0 else 'FAILED'}\n{r.stdout}{r.stderr}".strip())
            failed += r.returncode != 0
        return 1 if failed else 0
    if args[:1] == ["--host-bin"]:
        # Host-only binaries for tests without a GPU: DIR/<name> per file.
        out_dir, files = args[1], args[2:] or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.cu")))
        os.makedirs(out_dir, exist_ok=True)
        failed = 0
        for f in files:
            h = host_compile(f, os.path.join(out_dir, os.path.splitext(os.path.basename(f))[0]))
            if h is None:
                print("nvrtc_check: g++ or the CUDA runtime wheel missing")
                return 3
            if not h[0]:
                print(f"{f}: {h[1]}")
                failed += 1
        return 1 if failed else 0
    files = args or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.cu")))
    lib, ptxas = find_nvrtc(), find_ptxas()
    if lib is None or ptxas is None:
        print("nvrtc_check: NVRTC or ptxas not installed (pip install nvidia-cuda-nvrtc-cu12 nvidia-cuda-nvcc-cu12)")
        return 3
    failed = 0
    for f in files:
        ptx, log = compile_ptx(lib, f)
        if ptx is None:
            print(f"{f}: NVRTC: {log.strip()}")
            failed += 1
            continue
        if ".entry" not in ptx:
            print(f"{f}: NVRTC produced no kernel")
            failed += 1
            continue
        with tempfile.TemporaryDirectory() as d:
            p = os.path.join(d, "k.ptx")
            open(p, "w").write(ptx)
            r = subprocess.run([ptxas, "-arch=sm_90", "-O3", p, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True, encoding="utf-8", errors="replace")
        if r.returncode != 0:
            print(f"{f}: ptxas: {r.stderr.strip()}")
            failed += 1
            continue
        h = host_compile(f)
        if h is not None and not h[0]:
            print(f"{f}: host code (g++): {h[1]}")
            failed += 1
            continue
        host = "host code skipped (no g++ or CUDA headers)" if h is None else "host code compiles (g++)"
        print(f"{f}: ok ({ptx.count('.entry')} kernels; {host})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
