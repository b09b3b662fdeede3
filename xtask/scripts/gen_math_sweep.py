#!/usr/bin/env python3
"""Writes fixtures/run/math_sweep.ll: Metal's precise math functions over a spread of
inputs, one kernel per MSL accuracy bound (docs/ptx-math.md), for
`metal-run --arch nvidiagpu_sm90 --compare` (cargo xtask gpu-check compares each kernel
at its bound). Then: llvm-as < math_sweep.ll > math_sweep.bc (LLVM 14), or
BLESS=1 cargo test -p metal-nt-interp --test kernels bitcode_is_current.

Run: python3 xtask/scripts/gen_math_sweep.py > fixtures/run/math_sweep.ll
"""
import struct

# (kernel, bound in ulps, threads, [(name, arity)]); "sincos" yields sin and cos.
KERNELS = [
    ("math_sweep_4", 4, 256, [("exp", 1), ("exp2", 1), ("exp10", 1), ("log", 1), ("log2", 1), ("log10", 1),
                              ("sin", 1), ("cos", 1), ("sincos", 1), ("sinh", 1), ("cosh", 1),
                              ("asin", 1), ("acos", 1), ("asinh", 1), ("acosh", 1)]),
    ("math_sweep_5", 5, 1024, [("atan", 1), ("tanh", 1), ("atanh", 1)]),
    ("math_sweep_6", 6, 2048, [("tan", 1), ("atan2", 2)]),
    ("math_sweep_16", 16, 2048, [("pow", 2), ("powr", 2)]),
]

HARD = [0.0, -0.0, 1.0, -1.0, float("inf"), float("-inf"), float("nan"),
        1.1754943508222875e-38, 1.401298464324817e-45, -1.401298464324817e-45, 1.4e-39, 3.4028234663852886e38,
        -3.4028234663852886e38, 0.5, 0.99999994, 1.0000001, 88.72283, 88.72284, -87.33655, -103.97208, -104.0,
        89.41599, 1e4, 1e10, 1e22, 1e30, 3e38, 3.1415927, 1.5707964, 102940.0, "0x5922aa80", "0x6a1f9d0c",
        "0x4b480000", -3.1415927, 0.9999, 1.0001, 2.0, -2.0, 10.0, 100.0, 1e-3, 1e-10, 5.877472e-39, 38.5, -45.2,
        128.0, -150.0, 8388608.0, 16777216.0, 1e-20, 0.25, -0.5, 0.70710677, 1.4142135, 3.0, 4.0, 5.0, -5.0, 20.0,
        42.0, 0.1, -0.1, -1e30, 7e37]
assert len(HARD) == 64, len(HARD)


def f32(v):
    """An f32 value as LLVM's float literal (the hex of the equal double)."""
    if isinstance(v, str):
        v = struct.unpack("<f", struct.pack("<I", int(v, 16)))[0]
    v = struct.unpack("<f", struct.pack("<f", v))[0]
    if v != v:
        return "0x7FF8000000000000"
    return "0x%016X" % struct.unpack("<Q", struct.pack("<d", v))[0]


def inputs(tag, salt):
    """IR computing one input from %gid: gid % 4 picks any-bits (a hash), uniform in
    [-8, 8), uniform in [-1.25, 1.25) (integers in [-20, 20] for the second operand),
    or a hard case from @hard."""
    t = tag
    return f"""  %{t}h0 = mul i32 %gid, {2654435761 - 2**32}
  %{t}hs = lshr i32 %{t}h0, 15
  %{t}h1 = xor i32 %{t}h0, %{t}hs
  %{t}h = mul i32 %{t}h1, {salt}
  %{t}xb = bitcast i32 %{t}h to float
  %{t}u = lshr i32 %{t}h, 8
  %{t}uf0 = uitofp i32 %{t}u to float
  %{t}uf = fmul float %{t}uf0, 0x3E70000000000000
  %{t}a1 = fmul float %{t}uf, 1.600000e+01
  %{t}x1 = fsub float %{t}a1, 8.000000e+00
  %{t}a2 = fmul float %{t}uf, 2.500000e+00
  %{t}x2f = fsub float %{t}a2, 1.250000e+00
  %{t}ir = urem i32 %{t}u, 41
  %{t}is = sub i32 %{t}ir, 20
  %{t}x2i = sitofp i32 %{t}is to float
  %{t}x2 = select i1 %{t}int, float %{t}x2i, float %{t}x2f
  %{t}g2 = lshr i32 %gid, 2
  %{t}g3 = add i32 %{t}g2, {0 if t == 'x' else 7}
  %{t}gi = and i32 %{t}g3, 63
  %{t}gw = zext i32 %{t}gi to i64
  %{t}hp = getelementptr inbounds [64 x float], [64 x float] addrspace(2)* @hard, i64 0, i64 %{t}gw
  %{t}x3 = load float, float addrspace(2)* %{t}hp, align 4
  %{t}s0 = select i1 %c0, float %{t}xb, float %{t}x1
  %{t}s1 = select i1 %c2, float %{t}x2, float %{t}x3
  %{t} = select i1 %clo, float %{t}s0, float %{t}s1
"""


def kernel(name, funcs, decls):
    outs = sum(2 if f == "sincos" else 1 for f, _ in funcs)
    binary = any(a == 2 for _, a in funcs)
    body = [f"define void @{name}(float addrspace(1)* %out, i32 %gid) #0 {{", "entry:",
            "  %cls = and i32 %gid, 3", "  %c0 = icmp eq i32 %cls, 0", "  %c2 = icmp eq i32 %cls, 2",
            "  %clo = icmp ult i32 %cls, 2", "  %xint = icmp eq i32 0, 1", "  %yint = icmp eq i32 %cls, 2",
            "  %cosp = alloca float, align 4"]
    body.append(inputs("x", 1))
    if binary:
        body.append(inputs("y", -2048144789))
    body += ["  %gw = zext i32 %gid to i64", f"  %base = mul i64 %gw, {outs}"]
    j = 0

    def store(v):
        nonlocal j
        body.append(f"  %o{j} = add i64 %base, {j}")
        body.append(f"  %p{j} = getelementptr inbounds float, float addrspace(1)* %out, i64 %o{j}")
        body.append(f"  store float {v}, float addrspace(1)* %p{j}, align 4")
        j += 1

    for f, arity in funcs:
        if f == "sincos":
            decls.add("declare float @air.sincos.f32(float, float* nocapture writeonly) #2")
            body.append(f"  %r{j} = tail call float @air.sincos.f32(float %x, float* %cosp) #3")
            body.append(f"  %rc{j} = load float, float* %cosp, align 4")
            r = j
            store(f"%r{r}")
            store(f"%rc{r}")
            continue
        args = "float %x" if arity == 1 else "float %x, float %y"
        decls.add(f"declare float @air.{f}.f32({', '.join(['float'] * arity)}) #1")
        body.append(f"  %r{j} = tail call float @air.{f}.f32({args}) #4")
        store(f"%r{j}")
    body += ["  ret void", "}", ""]
    return "\n".join(body), outs


# Forms the PTX backend must accept but whose GPU results have no ulp bound to compare at
# (the fast variants' hardware approximations) or compare in half ulps: ptxas and the
# interpreter check this kernel; gpu-check leaves it out (docs/ptx-math.md).
FORMS = [
    ("float", "fast_sincos", 1), ("float", "fast_atan2", 2), ("float", "fast_sinh", 1), ("float", "fast_acos", 1),
    ("float", "fast_acosh", 1), ("float", "fast_atanh", 1), ("float", "fast_exp", 1), ("float", "fast_tan", 1),
    ("half", "exp", 1), ("half", "sin", 1), ("half", "acosh", 1), ("half", "atan2", 2), ("half", "sincos", 1),
]


def forms_kernel(decls):
    body = ["define void @math_forms(float addrspace(1)* %out, i32 %gid) #0 {", "entry:",
            "  %cls = and i32 %gid, 3", "  %c0 = icmp eq i32 %cls, 0", "  %c2 = icmp eq i32 %cls, 2",
            "  %clo = icmp ult i32 %cls, 2", "  %xint = icmp eq i32 0, 1", "  %yint = icmp eq i32 %cls, 2",
            "  %cosp = alloca float, align 4", "  %cosh = alloca half, align 2"]
    body.append(inputs("x", 1))
    body.append(inputs("y", -2048144789))
    body += ["  %hx = fptrunc float %x to half", "  %hy = fptrunc float %y to half",
             "  %gw = zext i32 %gid to i64", "  %base = mul i64 %gw, 16"]
    outs = []
    for n, (ty, f, arity) in enumerate(FORMS):
        sfx = "f32" if ty == "float" else "f16"
        a = "%x" if ty == "float" else "%hx"
        b = "%y" if ty == "float" else "%hy"
        if f.endswith("sincos"):
            ptr = "%cosp" if ty == "float" else "%cosh"
            decls.add(f"declare {ty} @air.{f}.{sfx}({ty}, {ty}* nocapture writeonly) #2")
            body.append(f"  %r{n} = tail call {ty} @air.{f}.{sfx}({ty} {a}, {ty}* {ptr}) #3")
            body.append(f"  %rc{n} = load {ty}, {ty}* {ptr}, align 4")
            outs += [(ty, f"%r{n}"), (ty, f"%rc{n}")]
            continue
        args = f"{ty} {a}" if arity == 1 else f"{ty} {a}, {ty} {b}"
        decls.add(f"declare {ty} @air.{f}.{sfx}({', '.join([ty] * arity)}) #1")
        body.append(f"  %r{n} = tail call {ty} @air.{f}.{sfx}({args}) #4")
        outs.append((ty, f"%r{n}"))
    for j, (ty, v) in enumerate(outs):
        if ty == "half":
            body.append(f"  %w{j} = fpext half {v} to float")
            v = f"%w{j}"
        body.append(f"  %o{j} = add i64 %base, {j}")
        body.append(f"  %p{j} = getelementptr inbounds float, float addrspace(1)* %out, i64 %o{j}")
        body.append(f"  store float {v}, float addrspace(1)* %p{j}, align 4")
    assert len(outs) <= 16
    body += ["  ret void", "}", ""]
    return "\n".join(body)


def main():
    decls = set()
    kernels = []
    for name, bound, threads, funcs in KERNELS:
        text, outs = kernel(name, funcs, decls)
        assert outs * threads <= 4096, name
        kernels.append((name, bound, threads, funcs, text, outs))
    print("; math_sweep.ll: Metal's precise math functions over a spread of inputs, one kernel per")
    print("; accuracy bound of the Metal Shading Language (docs/ptx-math.md): each thread makes its")
    print("; inputs from its index (gid % 4: 0 a hash's bits — every magnitude, denormals, infinities,")
    print("; NaN —, 1 uniform in [-8, 8), 2 uniform in [-1.25, 1.25) (for the second operand: an")
    print("; integer in [-20, 20], so that pow meets negative bases), 3 one of 64 hard cases: huge")
    print("; sin/cos arguments, denormals, logs next to 1, exp's overflow and underflow edges) and")
    print("; writes each function's result to out[gid * N + j]. Generated by")
    print("; xtask/scripts/gen_math_sweep.py; gpu-check compares each kernel at its bound.")
    print(";")
    for name, bound, threads, funcs, _, outs in kernels:
        fl = ", ".join(f for f, _ in funcs)
        print(f";   kernel void {name}(device float *out [[buffer(0)]], uint gid [[thread_position_in_grid]])")
        print(f";   {{ float x = input(gid, 0), y = input(gid, 1); // within {bound} ulps; {threads} threads")
        print(f";     out[gid * {outs} + j] = {fl} of x (y second) }}")
    print(";   kernel void math_forms(…): the same inputs through " + ", ".join(
        f"{f}({t})" for t, f, _ in FORMS) + "; out[gid * 16 + j], halfs widened")
    print()
    print('target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"')
    print('target triple = "air64_v27-apple-macosx15.0.0"')
    print()
    print("@hard = internal addrspace(2) constant [64 x float] [" + ", ".join(f"float {f32(v)}" for v in HARD)
          + "], align 4")
    print()
    for k in kernels:
        print(k[4])
    print(forms_kernel(decls))
    for d in sorted(decls):
        print(d)
    print()
    print('attributes #0 = { mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }')
    print("attributes #1 = { mustprogress nofree nosync nounwind readnone willreturn }")
    print("attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn writeonly }")
    print("attributes #3 = { argmemonly nounwind }")
    print("attributes #4 = { nounwind readnone willreturn }")
    print()
    print("!llvm.module.flags = !{!0, !1, !2}")
    print("!air.version = !{!3}")
    print("!air.language_version = !{!4}")
    print("!air.compile_options = !{!5, !6}")
    print("!air.source_file_name = !{!7}")
    print("!llvm.ident = !{!8}")
    print()
    print('!0 = !{i32 1, !"wchar_size", i32 4}')
    print('!1 = !{i32 7, !"air.max_device_buffers", i32 31}')
    print('!2 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}')
    print("!3 = !{i32 2, i32 7, i32 0}")
    print('!4 = !{!"Metal", i32 3, i32 2, i32 0}')
    print('!5 = !{!"air.compile.denorms_disable"}')
    print('!6 = !{!"air.compile.fast_math_disable"}')
    print('!7 = !{!"math_sweep.metal"}')
    print('!8 = !{!"metal-nt generated AIR fixture (xtask/scripts/gen_math_sweep.py)"}')
    print()
    n = 9
    refs = []
    md = []
    for name in [k[0] for k in kernels] + ["math_forms"]:
        refs.append(f"!{n}")
        md.append(f"!{n} = !{{void (float addrspace(1)*, i32)* @{name}, !{n + 1}, !{n + 2}}}")
        md.append(f"!{n + 1} = !{{}}")
        md.append(f"!{n + 2} = !{{!{n + 3}, !{n + 4}}}")
        md.append(f'!{n + 3} = !{{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", '
                  f'!"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, '
                  f'!"air.arg_type_name", !"float", !"air.arg_name", !"out"}}')
        md.append(f'!{n + 4} = !{{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", '
                  f'!"air.arg_name", !"gid"}}')
        n += 5
    print("!air.kernel = !{" + ", ".join(refs) + "}")
    for l in md:
        print(l)


if __name__ == "__main__":
    main()
