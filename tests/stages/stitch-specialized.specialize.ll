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
