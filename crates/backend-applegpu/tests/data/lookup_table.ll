; lookup_table.ll: module constant data (program-scope `constant` arrays) read at
; run-time indices, for the Apple backend's constant-data test (tests/constant_data.rs).
; Hand-written AIR; the .bc next to it is what llvm-as (LLVM 14) makes of it.
;
;   constant float lut[8] = {0.5, 1.5, -2.0, 3.25, 100.0, -0.125, 7.0, 1e-3};
;   constant short steps[6] = {-3, 1, 4, -1, 5, 9};
;   constant uint perm[4] = {0xdeadbeef, 7, 0x80000000, 42};
;   [[max_total_threads_per_threadgroup(1024)]]
;   kernel void lookup_table(device const uint *idx [[buffer(0)]],
;                            device float *out [[buffer(1)]],
;                            device uint *out2 [[buffer(2)]],
;                            uint gid [[thread_position_in_grid]]) {
;       uint i = idx[gid];
;       out[gid] = lut[i & 7] * 2.0f;
;       out2[gid] = perm[i & 3] + uint(int(steps[i % 6]));
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@lut = internal addrspace(2) constant [8 x float] [float 5.000000e-01, float 1.500000e+00, float -2.000000e+00, float 3.250000e+00, float 1.000000e+02, float -1.250000e-01, float 7.000000e+00, float 0x3F50624DE0000000], align 4
@steps = internal addrspace(2) constant [6 x i16] [i16 -3, i16 1, i16 4, i16 -1, i16 5, i16 9], align 2
@perm = internal addrspace(2) constant [4 x i32] [i32 -559038737, i32 7, i32 -2147483648, i32 42], align 4

define void @lookup_table(i32 addrspace(1)* %idx, float addrspace(1)* %out, i32 addrspace(1)* %out2, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pi = getelementptr inbounds i32, i32 addrspace(1)* %idx, i64 %g
  %i = load i32, i32 addrspace(1)* %pi, align 4
  %i7 = and i32 %i, 7
  %i7w = zext i32 %i7 to i64
  %pl = getelementptr inbounds [8 x float], [8 x float] addrspace(2)* @lut, i64 0, i64 %i7w
  %l = load float, float addrspace(2)* %pl, align 4
  %l2 = fmul float %l, 2.000000e+00
  %po = getelementptr inbounds float, float addrspace(1)* %out, i64 %g
  store float %l2, float addrspace(1)* %po, align 4
  %i3 = and i32 %i, 3
  %i3w = zext i32 %i3 to i64
  %pp = getelementptr inbounds [4 x i32], [4 x i32] addrspace(2)* @perm, i64 0, i64 %i3w
  %p = load i32, i32 addrspace(2)* %pp, align 4
  %i6 = urem i32 %i, 6
  %i6w = zext i32 %i6 to i64
  %ps = getelementptr inbounds [6 x i16], [6 x i16] addrspace(2)* @steps, i64 0, i64 %i6w
  %s = load i16, i16 addrspace(2)* %ps, align 2
  %sw = sext i16 %s to i32
  %r = add i32 %p, %sw
  %po2 = getelementptr inbounds i32, i32 addrspace(1)* %out2, i64 %g
  store i32 %r, i32 addrspace(1)* %po2, align 4
  ret void
}

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }

!llvm.module.flags = !{!0, !1, !2}
!air.version = !{!3}
!air.language_version = !{!4}
!air.compile_options = !{!5, !6}
!air.source_file_name = !{!7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"air.max_device_buffers", i32 31}
!2 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!3 = !{i32 2, i32 7, i32 0}
!4 = !{!"Metal", i32 3, i32 2, i32 0}
!5 = !{!"air.compile.denorms_disable"}
!6 = !{!"air.compile.fast_math_disable"}
!7 = !{!"lookup_table.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (i32 addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32)* @lookup_table, !10, !11, !16}
!10 = !{}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"idx"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out2"}
!15 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!16 = !{!"air.max_work_group_size", i32 1024}
