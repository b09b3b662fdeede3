; fract.ll: `fract` of `float` and `half` (the shared math library's expansion), for
; crates/backend-applegpu/tests/handwritten.rs. Hand-written AIR (LLVM 14 text, typed
; pointers).
;
;   kernel void fract_kinds(device const float *f [[buffer(0)]], device const half *h [[buffer(1)]],
;                           device float *fo [[buffer(2)]], device half *ho [[buffer(3)]],
;                           uint gid [[thread_position_in_grid]])
;   {   fo[gid] = fract(f[gid]); ho[gid] = fract(h[gid]); }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @fract_kinds(float addrspace(1)* %f, half addrspace(1)* %h, float addrspace(1)* %fo, half addrspace(1)* %ho, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pf = getelementptr inbounds float, float addrspace(1)* %f, i64 %g
  %x = load float, float addrspace(1)* %pf, align 4
  %rf = tail call float @air.fract.f32(float %x) #1
  %pfo = getelementptr inbounds float, float addrspace(1)* %fo, i64 %g
  store float %rf, float addrspace(1)* %pfo, align 4
  %ph = getelementptr inbounds half, half addrspace(1)* %h, i64 %g
  %y = load half, half addrspace(1)* %ph, align 2
  %rh = tail call half @air.fract.f16(half %y) #1
  %pho = getelementptr inbounds half, half addrspace(1)* %ho, i64 %g
  store half %rh, half addrspace(1)* %pho, align 2
  ret void
}

declare float @air.fract.f32(float) #1
declare half @air.fract.f16(half) #1

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { nounwind readnone }

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
!7 = !{!"fract.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (float addrspace(1)*, half addrspace(1)*, float addrspace(1)*, half addrspace(1)*, i32)* @fract_kinds, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15, !16}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"f"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"half", !"air.arg_name", !"h"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"fo"}
!15 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"half", !"air.arg_name", !"ho"}
!16 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
