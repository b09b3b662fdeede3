; visible_mixed.ll: visible, intersection, mesh and object entry lists, an alias (which takes a
; global value id before the module constants) and a large unsigned constant. Hand-written for
; metal-nt's air crate tests (LLVM 14 textual IR, typed pointers). Not a realistic shader.
source_filename = "visible_mixed.metal"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v28-apple-macosx26.0.0"

%struct._mesh_t = type opaque

@counter = addrspace(1) global i32 0, align 4
@table = internal addrspace(2) constant [3 x i32] [i32 1, i32 2, i32 4294967295], align 4
@counter_alias = alias i32, i32 addrspace(1)* @counter

define float @shade(float %x) #0 {
  %y = fmul float %x, 2.000000e+00
  ret float %y
}

define { float, i8 } @hit_sphere(<3 x float> %origin, <3 x float> %dir, float %tmin) #0 {
  %r0 = insertvalue { float, i8 } undef, float %tmin, 0
  %r1 = insertvalue { float, i8 } %r0, i8 1, 1
  ret { float, i8 } %r1
}

define void @mesh_main(%struct._mesh_t addrspace(7)* %m, i32 %tid) #0 {
  ret void
}

define void @object_main(i32 %tid) #0 {
  ret void
}

declare float @external_helper(float, ...) #0

attributes #0 = { nounwind }

!air.visible = !{!0, !1}
!air.intersection = !{!2}
!air.mesh = !{!5}
!air.object = !{!6}
!air.version = !{!7}
!air.language_version = !{!8}
!air.compile_options = !{!9, !10}
!misc = !{!11}

!0 = !{float (float)* @shade}
!1 = !{float (float, ...)* @external_helper}
!2 = !{{ float, i8 } (<3 x float>, <3 x float>, float)* @hit_sphere, !3, !4, !"air.bounding_box", !"air.instancing"}
!3 = !{}
!4 = !{}
!5 = !{void (%struct._mesh_t addrspace(7)*, i32)* @mesh_main, !3, !4}
!6 = !{void (i32)* @object_main, !3, !4}
!7 = !{i32 2, i32 8, i32 0}
!8 = !{!"Metal", i32 4, i32 0, i32 0}
!9 = !{!"air.compile.denorms_disable", !"air.compile.fast_math_enable"}
!10 = !{i32 4294967295, null, !"air.compile.framebuffer_fetch_enable"}
!11 = !{i32 addrspace(1)* @counter_alias, [3 x i32] addrspace(2)* @table, i64 -5}
