; kernel_static_init.ll: function constants reached through a static initializer, as
; Apple's compiler writes them for mlx (a copy of each constant into a module global in
; `_GLOBAL__sub_I_*`, section "air.static_init", listed in @llvm.global_ctors) and an
; argument that exists only when a constant is true (its predicate derived with
; air.normalize_function_constant_predicate into @__metal_implicit_fc_pred_0).
; Hand-written AIR fixture for metal-nt's specialization tests; not compiler output.
;
;   constant bool has_bias [[function_constant(0)]];
;   constant uint scale    [[function_constant(1)]];
;   static constant bool  kBias  = has_bias;
;   static constant uint  kScale = scale;
;
;   kernel void scale_bias(device const int *in   [[buffer(0)]],
;                          device int *out        [[buffer(1)]],
;                          device const int *bias [[buffer(2), function_constant(has_bias)]],
;                          uint gid [[thread_position_in_grid]])
;   {
;       int x = in[gid] * int(kScale);
;       if (kBias) x += bias[gid];
;       out[gid] = x;
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@__metal_implicit_fc_pred_0 = internal addrspace(2) global i8 0, align 1
@_ZL5kBias = internal unnamed_addr addrspace(2) global i8 undef, align 1
@_ZL6kScale = internal unnamed_addr addrspace(2) global i32 undef, align 4
@_Z8has_bias.MTL_FC_INIT_0_b = internal unnamed_addr addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1
@_Z5scale.MTL_FC_INIT_1_j = internal unnamed_addr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_scale_bias.metal, i8* null }]
@llvm.compiler.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(2)* @__metal_implicit_fc_pred_0 to i8*)], section "llvm.metadata"

declare i8 @air.normalize_function_constant_predicate.i8(i8) local_unnamed_addr #0

define internal void @_GLOBAL__sub_I_scale_bias.metal() #1 section "air.static_init" {
  %1 = load i8, i8 addrspace(2)* @_Z8has_bias.MTL_FC_INIT_0_b, align 1
  store i8 %1, i8 addrspace(2)* @_ZL5kBias, align 1
  %2 = load i32, i32 addrspace(2)* @_Z5scale.MTL_FC_INIT_1_j, align 4
  store i32 %2, i32 addrspace(2)* @_ZL6kScale, align 4
  %3 = tail call i8 @air.normalize_function_constant_predicate.i8(i8 %1) #0
  store i8 %3, i8 addrspace(2)* @__metal_implicit_fc_pred_0, align 1
  ret void
}

define void @scale_bias(i32 addrspace(1)* noundef "air-buffer-no-alias" %in, i32 addrspace(1)* noundef "air-buffer-no-alias" %out, i32 addrspace(1)* noundef "air-buffer-no-alias" %bias, i32 noundef %gid) #2 {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds i32, i32 addrspace(1)* %in, i64 %i
  %x = load i32, i32 addrspace(1)* %pin, align 4
  %k = load i32, i32 addrspace(2)* @_ZL6kScale, align 4
  %xs = mul i32 %x, %k
  %b = load i8, i8 addrspace(2)* @_ZL5kBias, align 1
  %hb = icmp ne i8 %b, 0
  br i1 %hb, label %add, label %store

add:
  %pb = getelementptr inbounds i32, i32 addrspace(1)* %bias, i64 %i
  %y = load i32, i32 addrspace(1)* %pb, align 4
  %xb = add i32 %xs, %y
  br label %store

store:
  %r = phi i32 [ %xb, %add ], [ %xs, %entry ]
  %pout = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %i
  store i32 %r, i32 addrspace(1)* %pout, align 4
  ret void
}

attributes #0 = { nounwind readnone willreturn }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly }
attributes #2 = { convergent nounwind "frame-pointer"="all" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!air.version = !{!10}
!air.language_version = !{!11}
!air.compile_options = !{!12, !13, !14}
!air.source_file_name = !{!15}
!air.kernel = !{!16}
!air.function_constants = !{!24, !25}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 15, i32 0]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 7, !"air.max_device_buffers", i32 31}
!4 = !{i32 7, !"air.max_constant_buffers", i32 31}
!5 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!6 = !{i32 7, !"air.max_textures", i32 128}
!7 = !{i32 7, !"air.max_read_write_textures", i32 8}
!8 = !{i32 7, !"air.max_samplers", i32 16}
!9 = !{!"metal-nt hand-written AIR fixture"}
!10 = !{i32 2, i32 7, i32 0}
!11 = !{!"Metal", i32 3, i32 2, i32 0}
!12 = !{!"air.compile.denorms_disable"}
!13 = !{!"air.compile.fast_math_enable"}
!14 = !{!"air.compile.framebuffer_fetch_enable"}
!15 = !{!"scale_bias.metal"}
!16 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32)* @scale_bias, !17, !18}
!17 = !{}
!18 = !{!19, !20, !21, !23}
!19 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"in"}
!20 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!21 = !{i32 2, !"air.function_constant", !22, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"bias"}
!22 = !{i8 addrspace(2)* @__metal_implicit_fc_pred_0, !"bool", !"has_bias"}
!23 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!24 = !{i8 addrspace(2)* @_Z8has_bias.MTL_FC_INIT_0_b, !"bool", !"has_bias", i32 0, i1 true}
!25 = !{i32 addrspace(2)* @_Z5scale.MTL_FC_INIT_1_j, !"uint", !"scale", i32 1, i1 true}
