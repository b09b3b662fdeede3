; kernel_constants.ll: an AIR-style compute kernel with function constants.
; Hand-written for metal-nt's air crate tests (LLVM 14 textual IR, typed pointers).
; The entry node refers to the kernel through a bitcast constant expression, and one
; function-constant node has the older four-operand form.
source_filename = "kernel_constants.metal"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z5scale.MTL_FC_INIT_0_f = internal unnamed_addr addrspace(2) externally_initialized constant float undef, section "air.fc_initializer", align 4
@_Z6stride.MTL_FC_INIT_1_j = internal unnamed_addr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z7enabled.MTL_FC_INIT_7_b = linkonce_odr hidden addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1
@shared_vals = internal addrspace(3) global [32 x float] undef, align 4

define void @scale_kernel(float addrspace(1)* noalias nocapture "air-buffer-no-alias" %buf, i32 %gid) local_unnamed_addr #0 {
entry:
  %defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* bitcast (float addrspace(2)* @_Z5scale.MTL_FC_INIT_0_f to i8 addrspace(2)*))
  %s = load float, float addrspace(2)* @_Z5scale.MTL_FC_INIT_0_f, align 4
  %k = select i1 %defined, float %s, float 1.000000e+00
  %st = load i32, i32 addrspace(2)* @_Z6stride.MTL_FC_INIT_1_j, align 4
  %i = mul i32 %gid, %st
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds float, float addrspace(1)* %buf, i64 %idx
  %x = load float, float addrspace(1)* %p, align 4
  %y = fmul fast float %x, %k
  %slot = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @shared_vals, i64 0, i64 0
  store float %y, float addrspace(3)* %slot, align 4
  tail call void @air.wg.barrier(i32 2, i32 1)
  store float %y, float addrspace(1)* %p, align 4
  ret void
}

declare i1 @air.is_function_constant_defined(i8 addrspace(2)*) local_unnamed_addr #1
declare void @air.wg.barrier(i32, i32) local_unnamed_addr #2

attributes #0 = { mustprogress nofree nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind readnone }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!air.kernel = !{!4}
!air.function_constants = !{!9, !10, !11}
!air.compile_options = !{!12, !13, !14}
!llvm.ident = !{!15}
!air.version = !{!16}
!air.language_version = !{!17}
!air.source_file_name = !{!18}

!0 = !{i32 7, !"air.max_device_buffers", i32 31}
!1 = !{i32 7, !"air.max_constant_buffers", i32 31}
!2 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!3 = !{i32 2, !"SDK Version", [2 x i32] [i32 14, i32 0]}
!4 = !{void (i8 addrspace(1)*, i32)* bitcast (void (float addrspace(1)*, i32)* @scale_kernel to void (i8 addrspace(1)*, i32)*), !5, !6}
!5 = !{}
!6 = !{!7, !8}
!7 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"buf"}
!8 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!9 = !{float addrspace(2)* @_Z5scale.MTL_FC_INIT_0_f, !"float", !"scale", i32 0, i1 true}
!10 = !{i32 addrspace(2)* @_Z6stride.MTL_FC_INIT_1_j, !"uint", !"stride", i32 1, i1 false}
!11 = !{i8 addrspace(2)* @_Z7enabled.MTL_FC_INIT_7_b, !"bool", !"enabled", i32 7}
!12 = !{!"air.compile.denorms_disable"}
!13 = !{!"air.compile.fast_math_enable"}
!14 = !{!"air.compile.framebuffer_fetch_enable"}
!15 = !{!"Apple metal version 32023.883 (metalfe-32023.883)"}
!16 = !{i32 2, i32 6, i32 0}
!17 = !{!"Metal", i32 3, i32 1, i32 0}
!18 = !{!"/tmp/kernel_constants.metal"}
