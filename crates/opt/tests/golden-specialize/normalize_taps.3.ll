; metal-nt IR 1
source_filename = "kernel_static_init_derived.ll"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @normalize_taps(float addrspace(1)* noundef "air-buffer-no-alias" %in, float addrspace(1)* noundef "air-buffer-no-alias" %out, i32 noundef %gid) convergent nounwind "frame-pointer"="all" {
entry:
  %lt = icmp ult i32 %gid, 6
  %idx = select i1 %lt, i32 %gid, i32 6
  %i = zext i32 %idx to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %i
  %x0 = load float, float addrspace(1)* %pin, align 4
  %x = fmul float %x0, 0.2
  %o = zext i32 %gid to i64
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %o
  store float %x, float addrspace(1)* %pout, align 4
  ret void
}

!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}
!air.version = !{!52}
!air.language_version = !{!53}
!air.compile_options = !{!54, !55, !56}
!air.source_file_name = !{!57}
!air.kernel = !{!63}
!42 = !{i32 2, !"SDK Version", [2 x i32] [ i32 15, i32 0 ]}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{i32 7, !"air.max_device_buffers", i32 31}
!46 = !{i32 7, !"air.max_constant_buffers", i32 31}
!47 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!48 = !{i32 7, !"air.max_textures", i32 128}
!49 = !{i32 7, !"air.max_read_write_textures", i32 8}
!50 = !{i32 7, !"air.max_samplers", i32 16}
!51 = !{!"metal-nt hand-written AIR fixture"}
!52 = !{i32 2, i32 7, i32 0}
!53 = !{!"Metal", i32 3, i32 2, i32 0}
!54 = !{!"air.compile.denorms_disable"}
!55 = !{!"air.compile.fast_math_disable"}
!56 = !{!"air.compile.framebuffer_fetch_enable"}
!57 = !{!"taps.metal"}
!58 = !{}
!59 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!60 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!61 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!62 = !{!59, !60, !61}
!63 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @normalize_taps, !58, !62}
