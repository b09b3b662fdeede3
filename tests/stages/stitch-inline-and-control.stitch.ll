; stitched library `stitched`: `muladd_inline` from mul, add, fence
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define float @muladd_inline(float %in0, float %in1, float %in2) {
entry:
  %r.i = fmul fast float %in0, %in1
  %r.i1 = fadd fast float %r.i, %in2
  ret float %r.i1
}

!llvm.module.flags = !{!3, !7, !11, !15, !19, !23, !27, !31, !35}
!llvm.ident = !{!37}
!air.version = !{!41}
!air.language_version = !{!46}
!air.compile_options = !{!48, !50, !52}
!air.source_file_name = !{!54}
!air.visible = !{!83}
!3 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!7 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 7, !"air.max_device_buffers", i32 31}
!19 = !{i32 7, !"air.max_constant_buffers", i32 31}
!23 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!27 = !{i32 7, !"air.max_textures", i32 128}
!31 = !{i32 7, !"air.max_read_write_textures", i32 8}
!35 = !{i32 7, !"air.max_samplers", i32 16}
!37 = !{!"metal-nt hand-written AIR fixture"}
!41 = !{i32 2, i32 6, i32 0}
!46 = !{!"Metal", i32 3, i32 1, i32 0}
!48 = !{!"air.compile.denorms_disable"}
!50 = !{!"air.compile.fast_math_enable"}
!52 = !{!"air.compile.framebuffer_fetch_enable"}
!54 = !{!"visible_mul.metal"}
!61 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"in0"}
!68 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"in1"}
!75 = !{i32 2, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"in2"}
!79 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!81 = !{!79}
!82 = !{!61, !68, !75}
!83 = !{float (float, float, float)* @muladd_inline, !81, !82}

; stitched library `stitched`: `fenced_add` from mul, add, fence
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define internal void @fence() convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  tail call void @air.atomic.fence(i32 3, i32 5, i32 2) convergent nounwind willreturn
  ret void
}

declare void @air.atomic.fence(i32, i32, i32) convergent nounwind willreturn

define internal float @add(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fadd fast float %a, %b
  ret float %r
}

define float @fenced_add(float %in0) {
entry:
  call void @fence()
  %n2 = call float @add(float %in0, float %in0)
  ret float %n2
}

!llvm.module.flags = !{!3, !7, !11, !15, !19, !23, !27, !31, !35}
!llvm.ident = !{!37}
!air.version = !{!41}
!air.language_version = !{!46}
!air.compile_options = !{!48, !50, !52}
!air.source_file_name = !{!54}
!air.visible = !{!69}
!3 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!7 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{i32 7, !"air.max_device_buffers", i32 31}
!19 = !{i32 7, !"air.max_constant_buffers", i32 31}
!23 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!27 = !{i32 7, !"air.max_textures", i32 128}
!31 = !{i32 7, !"air.max_read_write_textures", i32 8}
!35 = !{i32 7, !"air.max_samplers", i32 16}
!37 = !{!"metal-nt hand-written AIR fixture"}
!41 = !{i32 2, i32 6, i32 0}
!46 = !{!"Metal", i32 3, i32 1, i32 0}
!48 = !{!"air.compile.denorms_disable"}
!50 = !{!"air.compile.fast_math_enable"}
!52 = !{!"air.compile.framebuffer_fetch_enable"}
!54 = !{!"visible_mul.metal"}
!61 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"in0"}
!65 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!67 = !{!65}
!68 = !{!61}
!69 = !{float (float)* @fenced_add, !67, !68}
