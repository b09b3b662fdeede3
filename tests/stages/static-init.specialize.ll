; specialized library `no_bias`: `scale_by_3` from input#scale_bias
; metal-nt IR 1
source_filename = "kernel_static_init.ll"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @scale_by_3(i32 addrspace(1)* noundef "air-buffer-no-alias" %in, i32 addrspace(1)* noundef "air-buffer-no-alias" %out, i32 noundef %gid) convergent nounwind "frame-pointer"="all" {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, i32 addrspace(1)* %in, i64 %i
  %x = load i32, i32 addrspace(1)* %pin, align 4
  %xs = mul i32 %x, 3
  %pout = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %i
  store i32 %xs, i32 addrspace(1)* %pout, align 4
  ret void
}

!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}
!air.version = !{!51}
!air.language_version = !{!52}
!air.compile_options = !{!53, !54, !55}
!air.source_file_name = !{!56}
!air.kernel = !{!64}
!41 = !{i32 2, !"SDK Version", [2 x i32] [ i32 15, i32 0 ]}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{i32 7, !"air.max_device_buffers", i32 31}
!45 = !{i32 7, !"air.max_constant_buffers", i32 31}
!46 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!47 = !{i32 7, !"air.max_textures", i32 128}
!48 = !{i32 7, !"air.max_read_write_textures", i32 8}
!49 = !{i32 7, !"air.max_samplers", i32 16}
!50 = !{!"metal-nt hand-written AIR fixture"}
!51 = !{i32 2, i32 7, i32 0}
!52 = !{!"Metal", i32 3, i32 2, i32 0}
!53 = !{!"air.compile.denorms_disable"}
!54 = !{!"air.compile.fast_math_enable"}
!55 = !{!"air.compile.framebuffer_fetch_enable"}
!56 = !{!"scale_bias.metal"}
!57 = !{}
!58 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!59 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!61 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!62 = !{!58, !59, !61}
!64 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32)* @scale_by_3, !57, !62}

; specialized library `with_bias`: `scale_bias` from input#scale_bias
; metal-nt IR 1
source_filename = "kernel_static_init.ll"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @scale_bias(i32 addrspace(1)* noundef "air-buffer-no-alias" %in, i32 addrspace(1)* noundef "air-buffer-no-alias" %out, i32 addrspace(1)* noundef "air-buffer-no-alias" %bias, i32 noundef %gid) convergent nounwind "frame-pointer"="all" {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, i32 addrspace(1)* %in, i64 %i
  %x = load i32, i32 addrspace(1)* %pin, align 4
  %xs = mul i32 %x, 7
  %pb = getelementptr inbounds i32, i32 addrspace(1)* %bias, i64 %i
  %y = load i32, i32 addrspace(1)* %pb, align 4
  %xb = add i32 %xs, %y
  %pout = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %i
  store i32 %xb, i32 addrspace(1)* %pout, align 4
  ret void
}

!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}
!air.version = !{!53}
!air.language_version = !{!54}
!air.compile_options = !{!55, !56, !57}
!air.source_file_name = !{!58}
!air.kernel = !{!65}
!43 = !{i32 2, !"SDK Version", [2 x i32] [ i32 15, i32 0 ]}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{i32 7, !"air.max_device_buffers", i32 31}
!47 = !{i32 7, !"air.max_constant_buffers", i32 31}
!48 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!49 = !{i32 7, !"air.max_textures", i32 128}
!50 = !{i32 7, !"air.max_read_write_textures", i32 8}
!51 = !{i32 7, !"air.max_samplers", i32 16}
!52 = !{!"metal-nt hand-written AIR fixture"}
!53 = !{i32 2, i32 7, i32 0}
!54 = !{!"Metal", i32 3, i32 2, i32 0}
!55 = !{!"air.compile.denorms_disable"}
!56 = !{!"air.compile.fast_math_enable"}
!57 = !{!"air.compile.framebuffer_fetch_enable"}
!58 = !{!"scale_bias.metal"}
!59 = !{}
!60 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!61 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!62 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!63 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"bias"}
!64 = !{!60, !61, !63, !62}
!65 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32)* @scale_bias, !59, !64}
