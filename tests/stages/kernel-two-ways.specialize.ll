; specialized library `affine_lib`: `affine_kernel` from lib1#my_kernel
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @affine_kernel(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 %gid) mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %i
  %x = load float, float addrspace(1)* %pin, align 4
  %of = tail call fast float @air.convert.f.f32.s.i32(i32 -3) nounwind readnone willreturn
  %xs = fmul fast float %x, 2.0
  %r.affine = fadd fast float %xs, %of
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %i
  store float %r.affine, float addrspace(1)* %pout, align 4
  ret void
}

declare float @air.convert.f.f32.s.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}
!air.version = !{!53}
!air.language_version = !{!54}
!air.compile_options = !{!55, !56, !57}
!air.source_file_name = !{!58}
!air.kernel = !{!64}
!43 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{i32 7, !"air.max_device_buffers", i32 31}
!47 = !{i32 7, !"air.max_constant_buffers", i32 31}
!48 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!49 = !{i32 7, !"air.max_textures", i32 128}
!50 = !{i32 7, !"air.max_read_write_textures", i32 8}
!51 = !{i32 7, !"air.max_samplers", i32 16}
!52 = !{!"metal-nt hand-written AIR fixture"}
!53 = !{i32 2, i32 6, i32 0}
!54 = !{!"Metal", i32 3, i32 1, i32 0}
!55 = !{!"air.compile.denorms_disable"}
!56 = !{!"air.compile.fast_math_enable"}
!57 = !{!"air.compile.framebuffer_fetch_enable"}
!58 = !{!"kernel_function_constants.metal"}
!59 = !{}
!60 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!61 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!62 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!63 = !{!60, !61, !62}
!64 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @affine_kernel, !59, !63}

; specialized library `multiply_lib`: `multiply_kernel` from lib1#my_kernel
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @multiply_kernel(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 %gid) mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %i
  %x = load float, float addrspace(1)* %pin, align 4
  %mf = tail call fast float @air.convert.f.f32.u.i32(i32 5) nounwind readnone willreturn
  %r.mul = fmul fast float %x, %mf
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %i
  store float %r.mul, float addrspace(1)* %pout, align 4
  ret void
}

declare float @air.convert.f.f32.u.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}
!air.version = !{!53}
!air.language_version = !{!54}
!air.compile_options = !{!55, !56, !57}
!air.source_file_name = !{!58}
!air.kernel = !{!64}
!43 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{i32 7, !"air.max_device_buffers", i32 31}
!47 = !{i32 7, !"air.max_constant_buffers", i32 31}
!48 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!49 = !{i32 7, !"air.max_textures", i32 128}
!50 = !{i32 7, !"air.max_read_write_textures", i32 8}
!51 = !{i32 7, !"air.max_samplers", i32 16}
!52 = !{!"metal-nt hand-written AIR fixture"}
!53 = !{i32 2, i32 6, i32 0}
!54 = !{!"Metal", i32 3, i32 1, i32 0}
!55 = !{!"air.compile.denorms_disable"}
!56 = !{!"air.compile.fast_math_enable"}
!57 = !{!"air.compile.framebuffer_fetch_enable"}
!58 = !{!"kernel_function_constants.metal"}
!59 = !{}
!60 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!61 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!62 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!63 = !{!60, !61, !62}
!64 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @multiply_kernel, !59, !63}
