; graphics.ll: an AIR-style vertex and fragment pair with a texture, a sampler and a
; constexpr sampler state. Hand-written for metal-nt's air crate tests (LLVM 14, typed pointers).
source_filename = "graphics.metal"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%struct._texture_2d_t = type opaque
%struct._sampler_t = type opaque
%struct.VertexOut = type { <4 x float>, <2 x float> }

@__air_sampler_state = internal addrspace(2) constant i64 17179869208, align 8
@_Z4zoom.MTL_FC_INIT_3_f = internal unnamed_addr addrspace(2) externally_initialized constant float undef, section "air.fc_initializer", align 4

define %struct.VertexOut @vertex_main(<2 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %pos, i32 %vid) local_unnamed_addr #0 {
  %idx = zext i32 %vid to i64
  %p = getelementptr inbounds <2 x float>, <2 x float> addrspace(1)* %pos, i64 %idx
  %xy = load <2 x float>, <2 x float> addrspace(1)* %p, align 8
  %z = load float, float addrspace(2)* @_Z4zoom.MTL_FC_INIT_3_f, align 4
  %x = extractelement <2 x float> %xy, i32 0
  %xs = fmul fast float %x, %z
  %v0 = insertelement <4 x float> <float 0.0, float 0.0, float 0.0, float 1.0>, float %xs, i32 0
  %r0 = insertvalue %struct.VertexOut undef, <4 x float> %v0, 0
  %r1 = insertvalue %struct.VertexOut %r0, <2 x float> %xy, 1
  ret %struct.VertexOut %r1
}

define <4 x float> @fragment_main(<2 x float> %uv, %struct._texture_2d_t addrspace(1)* %tex, %struct._sampler_t addrspace(2)* %smp) local_unnamed_addr #0 {
  %s = tail call { <4 x float>, i8 } @air.sample_texture_2d.v4f32(%struct._texture_2d_t addrspace(1)* nocapture readonly %tex, %struct._sampler_t addrspace(2)* nocapture readonly %smp, <2 x float> %uv, i1 true, <2 x i32> zeroinitializer, i1 false, float 0.000000e+00, float 0.000000e+00, i32 0)
  %c = extractvalue { <4 x float>, i8 } %s, 0
  ret <4 x float> %c
}

declare { <4 x float>, i8 } @air.sample_texture_2d.v4f32(%struct._texture_2d_t addrspace(1)* nocapture readonly, %struct._sampler_t addrspace(2)* nocapture readonly, <2 x float>, i1, <2 x i32>, i1, float, float, i32) local_unnamed_addr #1

attributes #0 = { mustprogress nofree nounwind willreturn }
attributes #1 = { argmemonly mustprogress nofree nounwind readonly willreturn }

!air.vertex = !{!0}
!air.fragment = !{!7}
!air.sampler_states = !{!14}
!air.function_constants = !{!15}
!air.compile_options = !{!16}
!air.version = !{!17}
!air.language_version = !{!18}

!0 = !{%struct.VertexOut (<2 x float> addrspace(1)*, i32)* @vertex_main, !1, !4}
!1 = !{!2, !3}
!2 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!3 = !{!"air.vertex_output", !"generated(2uvDv2_f)", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!4 = !{!5, !6}
!5 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"float2", !"air.arg_name", !"pos"}
!6 = !{i32 1, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!7 = !{<4 x float> (<2 x float>, %struct._texture_2d_t addrspace(1)*, %struct._sampler_t addrspace(2)*)* @fragment_main, !8, !10}
!8 = !{!9}
!9 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4"}
!10 = !{!11, !12, !13}
!11 = !{i32 0, !"air.fragment_input", !"generated(2uvDv2_f)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!12 = !{i32 1, !"air.texture", !"air.location_index", i32 0, i32 1, !"air.sample", !"air.arg_type_name", !"texture2d<float, sample>", !"air.arg_name", !"tex"}
!13 = !{i32 2, !"air.sampler", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"sampler", !"air.arg_name", !"smp"}
!14 = !{!"air.sampler_state", i64 addrspace(2)* @__air_sampler_state}
!15 = !{float addrspace(2)* @_Z4zoom.MTL_FC_INIT_3_f, !"float", !"zoom", i32 3, i1 true}
!16 = !{!"air.compile.fast_math_disable"}
!17 = !{i32 2, i32 7, i32 0}
!18 = !{!"Metal", i32 3, i32 2, i32 0}
