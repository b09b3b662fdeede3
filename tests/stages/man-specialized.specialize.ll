; specialized library `fragment_1_lib`: `my_fragment` from input#my_fragment
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <4 x float> @my_fragment(<4 x float> %position, <4 x float> %color) mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  ret <4 x float> %color
}

!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}
!air.version = !{!50}
!air.language_version = !{!51}
!air.compile_options = !{!52, !53, !54}
!air.source_file_name = !{!55}
!air.fragment = !{!61}
!40 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{i32 7, !"air.max_device_buffers", i32 31}
!44 = !{i32 7, !"air.max_constant_buffers", i32 31}
!45 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!46 = !{i32 7, !"air.max_textures", i32 128}
!47 = !{i32 7, !"air.max_read_write_textures", i32 8}
!48 = !{i32 7, !"air.max_samplers", i32 16}
!49 = !{!"metal-nt hand-written AIR fixture"}
!50 = !{i32 2, i32 6, i32 0}
!51 = !{!"Metal", i32 3, i32 1, i32 0}
!52 = !{!"air.compile.denorms_disable"}
!53 = !{!"air.compile.fast_math_enable"}
!54 = !{!"air.compile.framebuffer_fetch_enable"}
!55 = !{!"fragment_function_constants.metal"}
!56 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!57 = !{!56}
!58 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!59 = !{i32 1, !"air.fragment_input", !"user(locn0)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!60 = !{!58, !59}
!61 = !{<4 x float> (<4 x float>, <4 x float>)* @my_fragment, !57, !60}

; specialized library `fragment_2_lib`: `my_fragment` from input#my_fragment
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <4 x float> @my_fragment(<4 x float> %position, <4 x float> %color) mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  ret <4 x float> %color
}

!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}
!air.version = !{!50}
!air.language_version = !{!51}
!air.compile_options = !{!52, !53, !54}
!air.source_file_name = !{!55}
!air.fragment = !{!61}
!40 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{i32 7, !"air.max_device_buffers", i32 31}
!44 = !{i32 7, !"air.max_constant_buffers", i32 31}
!45 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!46 = !{i32 7, !"air.max_textures", i32 128}
!47 = !{i32 7, !"air.max_read_write_textures", i32 8}
!48 = !{i32 7, !"air.max_samplers", i32 16}
!49 = !{!"metal-nt hand-written AIR fixture"}
!50 = !{i32 2, i32 6, i32 0}
!51 = !{!"Metal", i32 3, i32 1, i32 0}
!52 = !{!"air.compile.denorms_disable"}
!53 = !{!"air.compile.fast_math_enable"}
!54 = !{!"air.compile.framebuffer_fetch_enable"}
!55 = !{!"fragment_function_constants.metal"}
!56 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!57 = !{!56}
!58 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!59 = !{i32 1, !"air.fragment_input", !"user(locn0)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!60 = !{!58, !59}
!61 = !{<4 x float> (<4 x float>, <4 x float>)* @my_fragment, !57, !60}
