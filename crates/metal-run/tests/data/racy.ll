; racy.ll: a kernel with a missing barrier, for `metal-run --compare`. Each thread
; writes its slot of threadgroup memory and reads its neighbour's without waiting for it:
; the value read depends on how the threads are scheduled. The interpreter runs the
; threads of a threadgroup one after another up to each barrier, so every thread but the
; last reads a slot not yet written (0); the AMD simulator runs the lanes of a wave in
; lockstep, so they read what their neighbours wrote (thread 0 reads 1.5). Hand-written AIR for
; metal-run's tests; `racy.bc` is `llvm-as` (LLVM 14) output.
;
;   kernel void racy(device float *out [[buffer(0)]], threadgroup float *tg [[threadgroup(0)]],
;                    uint lid [[thread_position_in_threadgroup]],
;                    uint n [[threads_per_threadgroup]])
;   {
;       tg[lid] = float(lid) + 0.5f;
;       out[lid] = tg[(lid + 1) % n];   // no threadgroup_barrier: a data race
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @racy(float addrspace(1)* %out, float addrspace(3)* %tg, i32 %lid, i32 %n) #0 {
entry:
  %li = zext i32 %lid to i64
  %f = uitofp i32 %lid to float
  %v = fadd float %f, 5.000000e-01
  %pw = getelementptr inbounds float, float addrspace(3)* %tg, i64 %li
  store float %v, float addrspace(3)* %pw, align 4
  %l1 = add i32 %lid, 1
  %next = urem i32 %l1, %n
  %ni = zext i32 %next to i64
  %pr = getelementptr inbounds float, float addrspace(3)* %tg, i64 %ni
  %r = load float, float addrspace(3)* %pr, align 4
  %po = getelementptr inbounds float, float addrspace(1)* %out, i64 %li
  store float %r, float addrspace(1)* %po, align 4
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
!7 = !{!"racy.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (float addrspace(1)*, float addrspace(3)*, i32, i32)* @racy, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!13 = !{i32 1, !"air.threadgroup", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"tg"}
!14 = !{i32 2, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!15 = !{i32 3, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}
