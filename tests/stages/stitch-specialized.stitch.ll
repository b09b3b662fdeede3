; specialized library `times`: `times` from input#mul
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define float @times(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fmul fast float %a, %b
  ret float %r
}

!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}
!air.version = !{!45}
!air.language_version = !{!46}
!air.compile_options = !{!47, !48, !49}
!air.source_file_name = !{!50}
!air.visible = !{!56}
!35 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{i32 7, !"air.max_device_buffers", i32 31}
!39 = !{i32 7, !"air.max_constant_buffers", i32 31}
!40 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!41 = !{i32 7, !"air.max_textures", i32 128}
!42 = !{i32 7, !"air.max_read_write_textures", i32 8}
!43 = !{i32 7, !"air.max_samplers", i32 16}
!44 = !{!"metal-nt hand-written AIR fixture"}
!45 = !{i32 2, i32 6, i32 0}
!46 = !{!"Metal", i32 3, i32 1, i32 0}
!47 = !{!"air.compile.denorms_disable"}
!48 = !{!"air.compile.fast_math_enable"}
!49 = !{!"air.compile.framebuffer_fetch_enable"}
!50 = !{!"visible_mul.metal"}
!51 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!52 = !{!51}
!53 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!54 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!55 = !{!53, !54}
!56 = !{float (float, float)* @times, !52, !55}

; stitched library `stitched`: `square_plus` from times, add
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define internal float @times(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fmul fast float %a, %b
  ret float %r
}

define internal float @add(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fadd fast float %a, %b
  ret float %r
}

define float @square_plus(float %in0, float %in1) {
entry:
  %n1 = call float @times(float %in0, float %in0)
  %n3 = call float @add(float %n1, float %in1)
  ret float %n3
}

!llvm.module.flags = !{!3, !7, !11, !15, !19, !23, !27, !31, !35}
!llvm.ident = !{!37}
!air.version = !{!41}
!air.language_version = !{!46}
!air.compile_options = !{!48, !50, !52}
!air.source_file_name = !{!54}
!air.visible = !{!76}
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
!72 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!74 = !{!72}
!75 = !{!61, !68}
!76 = !{float (float, float)* @square_plus, !74, !75}
