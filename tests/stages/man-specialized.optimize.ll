; function `my_fragment` of library `fragment_1_lib`
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

; function `my_vertex` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.VertexOut = type { <4 x float>, <4 x float> }

define %struct.VertexOut @my_vertex(<4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %positions, <4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %colors, float addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %zoom, i32 %vid) argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %i = zext i32 %vid to i64
  %pp = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %positions, i64 %i
  %p = load <4 x float>, <4 x float> addrspace(1)* %pp, align 16
  %z = load float, float addrspace(2)* %zoom, align 4
  %zv.0 = insertelement <4 x float> < float undef, float undef, float 1.0, float 1.0 >, float %z, i64 0
  %zv = insertelement <4 x float> %zv.0, float %z, i64 1
  %pos = fmul fast <4 x float> %p, %zv
  %pc = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %colors, i64 %i
  %c = load <4 x float>, <4 x float> addrspace(1)* %pc, align 16
  %r.0 = insertvalue %struct.VertexOut undef, <4 x float> %pos, 0
  %r = insertvalue %struct.VertexOut %r.0, <4 x float> %c, 1
  ret %struct.VertexOut %r
}

!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}
!air.version = !{!60}
!air.language_version = !{!61}
!air.compile_options = !{!62, !63, !64}
!air.source_file_name = !{!65}
!air.vertex = !{!74}
!50 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{i32 7, !"air.max_device_buffers", i32 31}
!54 = !{i32 7, !"air.max_constant_buffers", i32 31}
!55 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!56 = !{i32 7, !"air.max_textures", i32 128}
!57 = !{i32 7, !"air.max_read_write_textures", i32 8}
!58 = !{i32 7, !"air.max_samplers", i32 16}
!59 = !{!"metal-nt hand-written AIR fixture"}
!60 = !{i32 2, i32 6, i32 0}
!61 = !{!"Metal", i32 3, i32 1, i32 0}
!62 = !{!"air.compile.denorms_disable"}
!63 = !{!"air.compile.fast_math_enable"}
!64 = !{!"air.compile.framebuffer_fetch_enable"}
!65 = !{!"vertex_buffer_position.metal"}
!66 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!67 = !{!"air.vertex_output", !"user(locn0)", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!68 = !{!66, !67}
!69 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"positions"}
!70 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"colors"}
!71 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 2, !"air.buffer_size", i32 4, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"zoom"}
!72 = !{i32 3, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!73 = !{!69, !70, !71, !72}
!74 = !{%struct.VertexOut (<4 x float> addrspace(1)*, <4 x float> addrspace(1)*, float addrspace(2)*, i32)* @my_vertex, !68, !73}

; function `my_fragment` of library `fragment_2_lib`
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
