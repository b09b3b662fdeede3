; kernel_static_init_derived.ll: a static initializer that *derives* values from function
; constants, with arithmetic and an AIR conversion intrinsic, rather than copying them.
; Hand-written AIR fixture for metal-nt's specialization tests; not compiler output.
;
;   constant uint  taps [[function_constant(0)]];
;   constant float gain [[function_constant(1)]];
;   static constant float kNorm  = gain / float(2 * taps + 1);   // air.convert + fdiv
;   static constant uint  kLast  = 2 * taps;
;   static constant bool  kWide  = taps > 4;
;
;   kernel void normalize_taps(device const float *in [[buffer(0)]],
;                              device float *out [[buffer(1)]],
;                              uint gid [[thread_position_in_grid]])
;   {
;       float x = in[min(gid, kLast)] * kNorm;
;       out[gid] = kWide ? -x : x;
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@_ZL5kNorm = internal unnamed_addr addrspace(2) global float undef, align 4
@_ZL5kLast = internal unnamed_addr addrspace(2) global i32 undef, align 4
@_ZL5kWide = internal unnamed_addr addrspace(2) global i8 undef, align 1
@_Z4taps.MTL_FC_INIT_0_j = internal unnamed_addr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z4gain.MTL_FC_INIT_1_f = internal unnamed_addr addrspace(2) externally_initialized constant float undef, section "air.fc_initializer", align 4
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @_GLOBAL__sub_I_taps.metal, i8* null }]

declare float @air.convert.f.f32.u.i32(i32) local_unnamed_addr #0

define internal void @_GLOBAL__sub_I_taps.metal() #1 section "air.static_init" {
  %taps = load i32, i32 addrspace(2)* @_Z4taps.MTL_FC_INIT_0_j, align 4
  %gain = load float, float addrspace(2)* @_Z4gain.MTL_FC_INIT_1_f, align 4
  %two = shl i32 %taps, 1
  %count = add i32 %two, 1
  %countf = tail call float @air.convert.f.f32.u.i32(i32 %count) #0
  %norm = fdiv float %gain, %countf
  store float %norm, float addrspace(2)* @_ZL5kNorm, align 4
  store i32 %two, i32 addrspace(2)* @_ZL5kLast, align 4
  %wide = icmp ugt i32 %taps, 4
  %wide8 = zext i1 %wide to i8
  store i8 %wide8, i8 addrspace(2)* @_ZL5kWide, align 1
  ret void
}

define void @normalize_taps(float addrspace(1)* noundef "air-buffer-no-alias" %in, float addrspace(1)* noundef "air-buffer-no-alias" %out, i32 noundef %gid) #2 {
entry:
  %last = load i32, i32 addrspace(2)* @_ZL5kLast, align 4
  %lt = icmp ult i32 %gid, %last
  %idx = select i1 %lt, i32 %gid, i32 %last
  %i = zext i32 %idx to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %i
  %x0 = load float, float addrspace(1)* %pin, align 4
  %norm = load float, float addrspace(2)* @_ZL5kNorm, align 4
  %x = fmul float %x0, %norm
  %w = load i8, i8 addrspace(2)* @_ZL5kWide, align 1
  %wide = icmp ne i8 %w, 0
  %neg = fneg float %x
  %r = select i1 %wide, float %neg, float %x
  %o = zext i32 %gid to i64
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %o
  store float %r, float addrspace(1)* %pout, align 4
  ret void
}

attributes #0 = { nounwind readnone willreturn }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn }
attributes #2 = { convergent nounwind "frame-pointer"="all" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!air.version = !{!10}
!air.language_version = !{!11}
!air.compile_options = !{!12, !13, !14}
!air.source_file_name = !{!15}
!air.kernel = !{!16}
!air.function_constants = !{!22, !23}

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
!13 = !{!"air.compile.fast_math_disable"}
!14 = !{!"air.compile.framebuffer_fetch_enable"}
!15 = !{!"taps.metal"}
!16 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @normalize_taps, !17, !18}
!17 = !{}
!18 = !{!19, !20, !21}
!19 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!20 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!21 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!22 = !{i32 addrspace(2)* @_Z4taps.MTL_FC_INIT_0_j, !"uint", !"taps", i32 0, i1 true}
!23 = !{float addrspace(2)* @_Z4gain.MTL_FC_INIT_1_f, !"float", !"gain", i32 1, i1 true}
