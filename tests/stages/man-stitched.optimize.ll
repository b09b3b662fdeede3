; function `my_kernel` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @my_kernel(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %a, float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %b, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %count, i32 %gid) argmemonly mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %n = load i32, i32 addrspace(2)* %count, align 4
  %in.range = icmp ult i32 %gid, %n
  br i1 %in.range, label %body, label %exit

body:
  %i = zext i32 %gid to i64
  %pa = getelementptr inbounds float, float addrspace(1)* %a, i64 %i
  %va = load float, float addrspace(1)* %pa, align 4
  %pb = getelementptr inbounds float, float addrspace(1)* %b, i64 %i
  %vb = load float, float addrspace(1)* %pb, align 4
  %sum = fadd fast float %va, %vb
  %po = getelementptr inbounds float, float addrspace(1)* %out, i64 %i
  store float %sum, float addrspace(1)* %po, align 4
  br label %exit

exit:
  ret void
}

!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}
!air.version = !{!56}
!air.language_version = !{!57}
!air.compile_options = !{!58, !59, !60}
!air.source_file_name = !{!61}
!air.kernel = !{!69}
!46 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{i32 7, !"air.max_device_buffers", i32 31}
!50 = !{i32 7, !"air.max_constant_buffers", i32 31}
!51 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!52 = !{i32 7, !"air.max_textures", i32 128}
!53 = !{i32 7, !"air.max_read_write_textures", i32 8}
!54 = !{i32 7, !"air.max_samplers", i32 16}
!55 = !{!"metal-nt hand-written AIR fixture"}
!56 = !{i32 2, i32 6, i32 0}
!57 = !{!"Metal", i32 3, i32 1, i32 0}
!58 = !{!"air.compile.denorms_disable"}
!59 = !{!"air.compile.fast_math_enable"}
!60 = !{!"air.compile.framebuffer_fetch_enable"}
!61 = !{!"kernel_vector_add.metal"}
!62 = !{}
!63 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!64 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!65 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!66 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read", !"air.address_space", i32 2, !"air.buffer_size", i32 4, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"count"}
!67 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!68 = !{!63, !64, !65, !66, !67}
!69 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32 addrspace(2)*, i32)* @my_kernel, !62, !68}

; function `muladd` of library `stitched_functions`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define float @muladd(float %in0, float %in1, float %in2) {
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
!83 = !{float (float, float, float)* @muladd, !81, !82}
