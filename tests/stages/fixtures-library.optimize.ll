; function `vector_add` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @vector_add(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %a, float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %b, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %count, i32 %gid) argmemonly mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
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
!69 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32 addrspace(2)*, i32)* @vector_add, !62, !68}

; function `threadgroup_reduce` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@threadgroup_reduce.scratch = internal addrspace(3) global [64 x float] undef, align 4

define void @threadgroup_reduce(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %partial_sums, i32 %gid, i32 %lid, i32 %group) convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %gi = zext i32 %gid to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %gi
  %v = load float, float addrspace(1)* %pin, align 4
  %li = zext i32 %lid to i64
  %slot = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @threadgroup_reduce.scratch, i64 0, i64 %li
  store float %v, float addrspace(3)* %slot, align 4
  tail call void @air.wg.barrier(i32 2, i32 1) convergent nounwind willreturn
  br label %loop

loop:
  %stride = phi i32 [ 32, %entry ], [ %next, %latch ]
  %active = icmp ult i32 %lid, %stride
  br i1 %active, label %accumulate, label %latch

accumulate:
  %other = add i32 %lid, %stride
  %oi = zext i32 %other to i64
  %pother = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @threadgroup_reduce.scratch, i64 0, i64 %oi
  %vother = load float, float addrspace(3)* %pother, align 4
  %vself = load float, float addrspace(3)* %slot, align 4
  %acc = fadd fast float %vself, %vother
  store float %acc, float addrspace(3)* %slot, align 4
  br label %latch

latch:
  tail call void @air.wg.barrier(i32 2, i32 1) convergent nounwind willreturn
  %next = lshr i32 %stride, 1
  %more = icmp ne i32 %next, 0
  br i1 %more, label %loop, label %done

done:
  %first = icmp eq i32 %lid, 0
  br i1 %first, label %write, label %exit

write:
  %p0 = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @threadgroup_reduce.scratch, i64 0, i64 0
  %total = load float, float addrspace(3)* %p0, align 4
  %gr = zext i32 %group to i64
  %pout = getelementptr inbounds float, float addrspace(1)* %partial_sums, i64 %gr
  store float %total, float addrspace(1)* %pout, align 4
  br label %exit

exit:
  ret void
}

declare void @air.wg.barrier(i32, i32) convergent nounwind willreturn

!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}
!air.version = !{!56}
!air.language_version = !{!57}
!air.compile_options = !{!58, !59, !60}
!air.source_file_name = !{!61}
!air.kernel = !{!69}
!46 = !{i32 2, !"SDK Version", [2 x i32] [ i32 15, i32 0 ]}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{i32 7, !"air.max_device_buffers", i32 31}
!50 = !{i32 7, !"air.max_constant_buffers", i32 31}
!51 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!52 = !{i32 7, !"air.max_textures", i32 128}
!53 = !{i32 7, !"air.max_read_write_textures", i32 8}
!54 = !{i32 7, !"air.max_samplers", i32 16}
!55 = !{!"metal-nt hand-written AIR fixture"}
!56 = !{i32 2, i32 7, i32 0}
!57 = !{!"Metal", i32 3, i32 2, i32 0}
!58 = !{!"air.compile.denorms_disable"}
!59 = !{!"air.compile.fast_math_enable"}
!60 = !{!"air.compile.framebuffer_fetch_enable"}
!61 = !{!"kernel_threadgroup_reduce.metal"}
!62 = !{}
!63 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!64 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"partial_sums"}
!65 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!66 = !{i32 3, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
!67 = !{i32 4, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"group"}
!68 = !{!63, !64, !65, !66, !67}
!69 = !{void (float addrspace(1)*, float addrspace(1)*, i32, i32, i32)* @threadgroup_reduce, !62, !68}

; function `scale_or_offset` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z10multiplier.MTL_FC_INIT_0_j = linkonce_odr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z10use_offset.MTL_FC_INIT_1_b = linkonce_odr addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1
@_Z6offset.MTL_FC_INIT_2_i = linkonce_odr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z5scale.MTL_FC_INIT_3_f = linkonce_odr addrspace(2) externally_initialized constant float undef, section "air.fc_initializer", align 4

define void @scale_or_offset(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 %gid) mustprogress nofree nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %i = zext i32 %gid to i64
  %pin = getelementptr inbounds float, float addrspace(1)* %in, i64 %i
  %x = load float, float addrspace(1)* %pin, align 4
  %m.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture bitcast (i32 addrspace(2)* @_Z10multiplier.MTL_FC_INIT_0_j to i8 addrspace(2)*)) nounwind readnone willreturn
  %m.value = load i32, i32 addrspace(2)* @_Z10multiplier.MTL_FC_INIT_0_j, align 4
  %m = select i1 %m.defined, i32 %m.value, i32 1
  %use.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture @_Z10use_offset.MTL_FC_INIT_1_b) nounwind readnone willreturn
  %use.byte = load i8, i8 addrspace(2)* @_Z10use_offset.MTL_FC_INIT_1_b, align 1
  %use.set = icmp ne i8 %use.byte, 0
  %use = and i1 %use.defined, %use.set
  br i1 %use, label %affine, label %multiply

affine:
  %s.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture bitcast (float addrspace(2)* @_Z5scale.MTL_FC_INIT_3_f to i8 addrspace(2)*)) nounwind readnone willreturn
  %s.value = load float, float addrspace(2)* @_Z5scale.MTL_FC_INIT_3_f, align 4
  %s = select i1 %s.defined, float %s.value, float 1.0
  %o.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture bitcast (i32 addrspace(2)* @_Z6offset.MTL_FC_INIT_2_i to i8 addrspace(2)*)) nounwind readnone willreturn
  %o.value = load i32, i32 addrspace(2)* @_Z6offset.MTL_FC_INIT_2_i, align 4
  %o = select i1 %o.defined, i32 %o.value, i32 0
  %of = tail call fast float @air.convert.f.f32.s.i32(i32 %o) nounwind readnone willreturn
  %xs = fmul fast float %x, %s
  %r.affine = fadd fast float %xs, %of
  br label %store

multiply:
  %mf = tail call fast float @air.convert.f.f32.u.i32(i32 %m) nounwind readnone willreturn
  %r.mul = fmul fast float %x, %mf
  br label %store

store:
  %r = phi float [ %r.affine, %affine ], [ %r.mul, %multiply ]
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %i
  store float %r, float addrspace(1)* %pout, align 4
  ret void
}

declare i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.convert.f.f32.s.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.convert.f.f32.u.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}
!air.version = !{!64}
!air.language_version = !{!65}
!air.compile_options = !{!66, !67, !68}
!air.source_file_name = !{!69}
!air.kernel = !{!75}
!air.function_constants = !{!76, !77, !78, !79}
!54 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{i32 7, !"air.max_device_buffers", i32 31}
!58 = !{i32 7, !"air.max_constant_buffers", i32 31}
!59 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!60 = !{i32 7, !"air.max_textures", i32 128}
!61 = !{i32 7, !"air.max_read_write_textures", i32 8}
!62 = !{i32 7, !"air.max_samplers", i32 16}
!63 = !{!"metal-nt hand-written AIR fixture"}
!64 = !{i32 2, i32 6, i32 0}
!65 = !{!"Metal", i32 3, i32 1, i32 0}
!66 = !{!"air.compile.denorms_disable"}
!67 = !{!"air.compile.fast_math_enable"}
!68 = !{!"air.compile.framebuffer_fetch_enable"}
!69 = !{!"kernel_function_constants.metal"}
!70 = !{}
!71 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!72 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!73 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!74 = !{!71, !72, !73}
!75 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @scale_or_offset, !70, !74}
!76 = !{i32 addrspace(2)* @_Z10multiplier.MTL_FC_INIT_0_j, !"uint", !"multiplier", i32 0, i1 true}
!77 = !{i8 addrspace(2)* @_Z10use_offset.MTL_FC_INIT_1_b, !"bool", !"use_offset", i32 1, i1 true}
!78 = !{i32 addrspace(2)* @_Z6offset.MTL_FC_INIT_2_i, !"int", !"offset", i32 2, i1 true}
!79 = !{float addrspace(2)* @_Z5scale.MTL_FC_INIT_3_f, !"float", !"scale", i32 3, i1 true}

; function `blur` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z8use_fast.MTL_FC_INIT_0_b = linkonce_odr addrspace(2) externally_initialized constant i8 undef, section "air.fc_initializer", align 1
@_Z5bias2.MTL_FC_INIT_1_Dv2_c = linkonce_odr addrspace(2) externally_initialized constant <2 x i8> undef, section "air.fc_initializer", align 2
@_Z12channel_mask.MTL_FC_INIT_2_Dv3_h = linkonce_odr addrspace(2) externally_initialized constant <3 x i8> undef, section "air.fc_initializer", align 4
@_Z11tap_offsets.MTL_FC_INIT_3_Dv4_s = linkonce_odr addrspace(2) externally_initialized constant <4 x i16> undef, section "air.fc_initializer", align 8
@_Z6radius.MTL_FC_INIT_4_t = linkonce_odr addrspace(2) externally_initialized constant i16 undef, section "air.fc_initializer", align 2
@_Z11base_offset.MTL_FC_INIT_5_i = linkonce_odr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z10image_size.MTL_FC_INIT_6_Dv2_j = linkonce_odr addrspace(2) externally_initialized constant <2 x i32> undef, section "air.fc_initializer", align 8
@_Z4seed.MTL_FC_INIT_7_l = linkonce_odr addrspace(2) externally_initialized constant i64 undef, section "air.fc_initializer", align 8
@_Z6mask64.MTL_FC_INIT_8_m = linkonce_odr addrspace(2) externally_initialized constant i64 undef, section "air.fc_initializer", align 8
@_Z7weights.MTL_FC_INIT_9_Dv2_Dh = linkonce_odr addrspace(2) externally_initialized constant <2 x half> undef, section "air.fc_initializer", align 4
@_Z5scale.MTL_FC_INIT_10_Dv3_f = linkonce_odr addrspace(2) externally_initialized constant <3 x float> undef, section "air.fc_initializer", align 16
@_Z5flags.MTL_FC_INIT_11_Dv4_b = linkonce_odr addrspace(2) externally_initialized constant <4 x i8> undef, section "air.fc_initializer", align 4

define void @blur(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %debug_tag, i32 %gid) mustprogress nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %fast.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture @_Z8use_fast.MTL_FC_INIT_0_b) nounwind readnone willreturn
  %fast.byte = load i8, i8 addrspace(2)* @_Z8use_fast.MTL_FC_INIT_0_b, align 1
  %fast.set = icmp ne i8 %fast.byte, 0
  %fast = and i1 %fast.defined, %fast.set
  %radius.short = load i16, i16 addrspace(2)* @_Z6radius.MTL_FC_INIT_4_t, align 2
  %radius.wide = zext i16 %radius.short to i32
  %radius.big = icmp ugt i32 %radius.wide, 8
  %radius.capped = select i1 %radius.big, i32 8, i32 %radius.wide
  %r = select i1 %fast, i32 1, i32 %radius.capped
  %size = load <2 x i32>, <2 x i32> addrspace(2)* @_Z10image_size.MTL_FC_INIT_6_Dv2_j, align 8
  %width = extractelement <2 x i32> %size, i64 0
  %last = add i32 %width, -1
  %base = load i32, i32 addrspace(2)* @_Z11base_offset.MTL_FC_INIT_5_i, align 4
  %center = add i32 %gid, %base
  %start = sub i32 %center, %r
  %twice = shl i32 %r, 1
  %ntaps = add i32 %twice, 1
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %pos = add i32 %start, %k
  %below = icmp slt i32 %pos, 0
  %pos.lo = select i1 %below, i32 0, i32 %pos
  %above = icmp sgt i32 %pos.lo, %last
  %pos.clamped = select i1 %above, i32 %last, i32 %pos.lo
  %pi = zext i32 %pos.clamped to i64
  %p = getelementptr inbounds float, float addrspace(1)* %in, i64 %pi
  %v = load float, float addrspace(1)* %p, align 4
  %sum.next = fadd fast float %sum, %v
  %k.next = add nuw i32 %k, 1
  %continue = icmp ult i32 %k.next, %ntaps
  br i1 %continue, label %loop, label %finish

finish:
  %count = tail call fast float @air.convert.f.f32.u.i32(i32 %ntaps) nounwind readnone willreturn
  %avg = fdiv fast float %sum.next, %count
  %weights = load <2 x half>, <2 x half> addrspace(2)* @_Z7weights.MTL_FC_INIT_9_Dv2_Dh, align 4
  %weight.h = extractelement <2 x half> %weights, i64 0
  %weight = fpext half %weight.h to float
  %scale = load <3 x float>, <3 x float> addrspace(2)* @_Z5scale.MTL_FC_INIT_10_Dv3_f, align 16
  %scale.x = extractelement <3 x float> %scale, i64 0
  %gain = fmul fast float %weight, %scale.x
  %scaled = fmul fast float %avg, %gain
  %flags = load <4 x i8>, <4 x i8> addrspace(2)* @_Z5flags.MTL_FC_INIT_11_Dv4_b, align 4
  %flag.x = extractelement <4 x i8> %flags, i64 0
  %add.bias = icmp ne i8 %flag.x, 0
  %bias2 = load <2 x i8>, <2 x i8> addrspace(2)* @_Z5bias2.MTL_FC_INIT_1_Dv2_c, align 2
  %bias.x = extractelement <2 x i8> %bias2, i64 0
  %bias.wide = sext i8 %bias.x to i32
  %bias = tail call fast float @air.convert.f.f32.s.i32(i32 %bias.wide) nounwind readnone willreturn
  %biased = fadd fast float %scaled, %bias
  %result = select i1 %add.bias, float %biased, float %scaled
  %gi = zext i32 %gid to i64
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %gi
  store float %result, float addrspace(1)* %pout, align 4
  %seed = load i64, i64 addrspace(2)* @_Z4seed.MTL_FC_INIT_7_l, align 8
  %mask = load i64, i64 addrspace(2)* @_Z6mask64.MTL_FC_INIT_8_m, align 8
  %mixed = xor i64 %seed, %mask
  %mixed.lo = trunc i64 %mixed to i32
  %channels = load <3 x i8>, <3 x i8> addrspace(2)* @_Z12channel_mask.MTL_FC_INIT_2_Dv3_h, align 4
  %channel.y = extractelement <3 x i8> %channels, i64 1
  %channel.wide = zext i8 %channel.y to i32
  %taps = load <4 x i16>, <4 x i16> addrspace(2)* @_Z11tap_offsets.MTL_FC_INIT_3_Dv4_s, align 8
  %tap.w = extractelement <4 x i16> %taps, i64 3
  %tap.wide = sext i16 %tap.w to i32
  %tag.partial = add i32 %mixed.lo, %channel.wide
  %tag = add i32 %tag.partial, %tap.wide
  %ptag = getelementptr inbounds i32, i32 addrspace(1)* %debug_tag, i64 %gi
  store i32 %tag, i32 addrspace(1)* %ptag, align 4
  ret void
}

declare i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.convert.f.f32.s.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.convert.f.f32.u.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}
!air.version = !{!95}
!air.language_version = !{!96}
!air.compile_options = !{!97, !98, !99}
!air.source_file_name = !{!100}
!air.kernel = !{!107}
!air.function_constants = !{!108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119}
!85 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{i32 7, !"air.max_device_buffers", i32 31}
!89 = !{i32 7, !"air.max_constant_buffers", i32 31}
!90 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!91 = !{i32 7, !"air.max_textures", i32 128}
!92 = !{i32 7, !"air.max_read_write_textures", i32 8}
!93 = !{i32 7, !"air.max_samplers", i32 16}
!94 = !{!"metal-nt hand-written AIR fixture"}
!95 = !{i32 2, i32 6, i32 0}
!96 = !{!"Metal", i32 3, i32 1, i32 0}
!97 = !{!"air.compile.denorms_disable"}
!98 = !{!"air.compile.fast_math_enable"}
!99 = !{!"air.compile.framebuffer_fetch_enable"}
!100 = !{!"kernel_blur_constants.metal"}
!101 = !{}
!102 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!103 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!104 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"debug_tag"}
!105 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!106 = !{!102, !103, !104, !105}
!107 = !{void (float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32)* @blur, !101, !106}
!108 = !{i8 addrspace(2)* @_Z8use_fast.MTL_FC_INIT_0_b, !"bool", !"use_fast", i32 0, i1 true}
!109 = !{<2 x i8> addrspace(2)* @_Z5bias2.MTL_FC_INIT_1_Dv2_c, !"char2", !"bias2", i32 1, i1 true}
!110 = !{<3 x i8> addrspace(2)* @_Z12channel_mask.MTL_FC_INIT_2_Dv3_h, !"uchar3", !"channel_mask", i32 2, i1 true}
!111 = !{<4 x i16> addrspace(2)* @_Z11tap_offsets.MTL_FC_INIT_3_Dv4_s, !"short4", !"tap_offsets", i32 3, i1 true}
!112 = !{i16 addrspace(2)* @_Z6radius.MTL_FC_INIT_4_t, !"ushort", !"radius", i32 4, i1 true}
!113 = !{i32 addrspace(2)* @_Z11base_offset.MTL_FC_INIT_5_i, !"int", !"base_offset", i32 5, i1 true}
!114 = !{<2 x i32> addrspace(2)* @_Z10image_size.MTL_FC_INIT_6_Dv2_j, !"uint2", !"image_size", i32 6, i1 true}
!115 = !{i64 addrspace(2)* @_Z4seed.MTL_FC_INIT_7_l, !"long", !"seed", i32 7, i1 true}
!116 = !{i64 addrspace(2)* @_Z6mask64.MTL_FC_INIT_8_m, !"ulong", !"mask64", i32 8, i1 true}
!117 = !{<2 x half> addrspace(2)* @_Z7weights.MTL_FC_INIT_9_Dv2_Dh, !"half2", !"weights", i32 9, i1 true}
!118 = !{<3 x float> addrspace(2)* @_Z5scale.MTL_FC_INIT_10_Dv3_f, !"float3", !"scale", i32 10, i1 true}
!119 = !{<4 x i8> addrspace(2)* @_Z5flags.MTL_FC_INIT_11_Dv4_b, !"bool4", !"flags", i32 11, i1 true}

; function `resolve_tile` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @resolve_tile(<4 x float> addrspace(3)* noalias nocapture readonly %samples, <4 x float> addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %resolved, i32 addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %row_pitch, <2 x i32> %lid, <2 x i32> %tile, <2 x i32> %tile_size) convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  tail call void @air.wg.barrier(i32 8, i32 1) convergent nounwind willreturn
  %lx = extractelement <2 x i32> %lid, i64 0
  %ly = extractelement <2 x i32> %lid, i64 1
  %tw = extractelement <2 x i32> %tile_size, i64 0
  %row = mul i32 %ly, %tw
  %pixel = add i32 %row, %lx
  %first = shl i32 %pixel, 2
  %i0 = zext i32 %first to i64
  %p0 = getelementptr inbounds <4 x float>, <4 x float> addrspace(3)* %samples, i64 %i0
  %s0 = load <4 x float>, <4 x float> addrspace(3)* %p0, align 16
  %p1 = getelementptr inbounds <4 x float>, <4 x float> addrspace(3)* %p0, i64 1
  %s1 = load <4 x float>, <4 x float> addrspace(3)* %p1, align 16
  %p2 = getelementptr inbounds <4 x float>, <4 x float> addrspace(3)* %p0, i64 2
  %s2 = load <4 x float>, <4 x float> addrspace(3)* %p2, align 16
  %p3 = getelementptr inbounds <4 x float>, <4 x float> addrspace(3)* %p0, i64 3
  %s3 = load <4 x float>, <4 x float> addrspace(3)* %p3, align 16
  %a01 = fadd fast <4 x float> %s0, %s1
  %a23 = fadd fast <4 x float> %s2, %s3
  %a = fadd fast <4 x float> %a01, %a23
  %avg = fmul fast <4 x float> %a, < float 0.25, float 0.25, float 0.25, float 0.25 >
  %origin = mul <2 x i32> %tile, %tile_size
  %xy = add <2 x i32> %origin, %lid
  %x = extractelement <2 x i32> %xy, i64 0
  %y = extractelement <2 x i32> %xy, i64 1
  %pitch = load i32, i32 addrspace(2)* %row_pitch, align 4
  %line = mul i32 %y, %pitch
  %dst = add i32 %line, %x
  %di = zext i32 %dst to i64
  %pout = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %resolved, i64 %di
  store <4 x float> %avg, <4 x float> addrspace(1)* %pout, align 16
  ret void
}

declare void @air.wg.barrier(i32, i32) convergent nounwind willreturn

!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}
!air.version = !{!62}
!air.language_version = !{!63}
!air.compile_options = !{!64, !65, !66}
!air.source_file_name = !{!67}
!air.kernel = !{!76}
!52 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{i32 7, !"air.max_device_buffers", i32 31}
!56 = !{i32 7, !"air.max_constant_buffers", i32 31}
!57 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!58 = !{i32 7, !"air.max_textures", i32 128}
!59 = !{i32 7, !"air.max_read_write_textures", i32 8}
!60 = !{i32 7, !"air.max_samplers", i32 16}
!61 = !{!"metal-nt hand-written AIR fixture"}
!62 = !{i32 2, i32 6, i32 0}
!63 = !{!"Metal", i32 3, i32 1, i32 0}
!64 = !{!"air.compile.denorms_disable"}
!65 = !{!"air.compile.fast_math_enable"}
!66 = !{!"air.compile.framebuffer_fetch_enable"}
!67 = !{!"kernel_tile_resolve.metal"}
!68 = !{}
!69 = !{i32 0, !"air.threadgroup", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"samples"}
!70 = !{i32 1, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"resolved"}
!71 = !{i32 2, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 2, !"air.buffer_size", i32 4, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"row_pitch"}
!72 = !{i32 3, !"air.thread_position_in_threadgroup", !"air.arg_type_name", !"uint2", !"air.arg_name", !"lid"}
!73 = !{i32 4, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint2", !"air.arg_name", !"tile"}
!74 = !{i32 5, !"air.threads_per_threadgroup", !"air.arg_type_name", !"uint2", !"air.arg_name", !"tile_size"}
!75 = !{!69, !70, !71, !72, !73, !74}
!76 = !{void (<4 x float> addrspace(3)*, <4 x float> addrspace(1)*, i32 addrspace(2)*, <2 x i32>, <2 x i32>, <2 x i32>)* @resolve_tile, !68, !75}

; function `buffer_vertex` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.VertexOut = type { <4 x float>, <4 x float> }

define %struct.VertexOut @buffer_vertex(<4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %positions, <4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %colors, float addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %zoom, i32 %vid) argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
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
!74 = !{%struct.VertexOut (<4 x float> addrspace(1)*, <4 x float> addrspace(1)*, float addrspace(2)*, i32)* @buffer_vertex, !68, !73}

; function `stage_in_vertex` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.VertexOut = type { <4 x float>, <2 x float> }
%struct.Uniforms = type { [4 x <4 x float>] }

define %struct.VertexOut @stage_in_vertex(<3 x float> %position, <2 x half> %uv, %struct.Uniforms addrspace(2)* noalias nocapture readonly dereferenceable(64) "air-buffer-no-alias" %u) argmemonly mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %pc0 = getelementptr inbounds %struct.Uniforms, %struct.Uniforms addrspace(2)* %u, i64 0, i32 0, i64 0
  %c0 = load <4 x float>, <4 x float> addrspace(2)* %pc0, align 16
  %pc1 = getelementptr inbounds %struct.Uniforms, %struct.Uniforms addrspace(2)* %u, i64 0, i32 0, i64 1
  %c1 = load <4 x float>, <4 x float> addrspace(2)* %pc1, align 16
  %pc2 = getelementptr inbounds %struct.Uniforms, %struct.Uniforms addrspace(2)* %u, i64 0, i32 0, i64 2
  %c2 = load <4 x float>, <4 x float> addrspace(2)* %pc2, align 16
  %pc3 = getelementptr inbounds %struct.Uniforms, %struct.Uniforms addrspace(2)* %u, i64 0, i32 0, i64 3
  %c3 = load <4 x float>, <4 x float> addrspace(2)* %pc3, align 16
  %x = shufflevector <3 x float> %position, <3 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %y = shufflevector <3 x float> %position, <3 x float> undef, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %z = shufflevector <3 x float> %position, <3 x float> undef, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  %t0 = fmul fast <4 x float> %c0, %x
  %t1 = fmul fast <4 x float> %c1, %y
  %t2 = fmul fast <4 x float> %c2, %z
  %s01 = fadd fast <4 x float> %t0, %t1
  %s012 = fadd fast <4 x float> %s01, %t2
  %clip = fadd fast <4 x float> %s012, %c3
  %uvf = fpext <2 x half> %uv to <2 x float>
  %r.0 = insertvalue %struct.VertexOut undef, <4 x float> %clip, 0
  %r = insertvalue %struct.VertexOut %r.0, <2 x float> %uvf, 1
  ret %struct.VertexOut %r
}

!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}
!air.version = !{!60}
!air.language_version = !{!61}
!air.compile_options = !{!62, !63, !64}
!air.source_file_name = !{!65}
!air.vertex = !{!73}
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
!65 = !{!"vertex_stage_in.metal"}
!66 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!67 = !{!"air.vertex_output", !"user(locn0)", !"air.arg_type_name", !"float2", !"air.arg_name", !"uv"}
!68 = !{!66, !67}
!69 = !{i32 0, !"air.vertex_input", !"air.location_index", i32 0, i32 1, !"air.arg_type_name", !"float3", !"air.arg_name", !"position"}
!70 = !{i32 1, !"air.vertex_input", !"air.location_index", i32 1, i32 1, !"air.arg_type_name", !"half2", !"air.arg_name", !"uv"}
!71 = !{i32 2, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 2, !"air.buffer_size", i32 64, !"air.arg_type_size", i32 64, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"Uniforms", !"air.arg_name", !"u"}
!72 = !{!69, !70, !71}
!73 = !{%struct.VertexOut (<3 x float>, <2 x half>, %struct.Uniforms addrspace(2)*)* @stage_in_vertex, !68, !72}

; function `counting_vertex` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <4 x float> @counting_vertex(<4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %positions, i32 addrspace(1)* noalias "air-buffer-no-alias" %counter, i32 addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %visit_order, i32 %vid, i32 %iid) mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %ticket = tail call i32 @air.atomic.global.add.u.i32(i32 addrspace(1)* %counter, i32 1, i32 0, i32 2, i1 true) nounwind willreturn
  %i = zext i32 %vid to i64
  %plog = getelementptr inbounds i32, i32 addrspace(1)* %visit_order, i64 %i
  store i32 %ticket, i32 addrspace(1)* %plog, align 4
  %pp = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %positions, i64 %i
  %p = load <4 x float>, <4 x float> addrspace(1)* %pp, align 16
  %x = extractelement <4 x float> %p, i64 0
  %inst = uitofp i32 %iid to float
  %shift = fmul fast float %inst, 0.1
  %x.moved = fadd fast float %x, %shift
  %r = insertelement <4 x float> %p, float %x.moved, i64 0
  ret <4 x float> %r
}

declare i32 @air.atomic.global.add.u.i32(i32 addrspace(1)*, i32, i32, i32, i1) nounwind willreturn

!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}
!air.version = !{!59}
!air.language_version = !{!60}
!air.compile_options = !{!61, !62, !63}
!air.source_file_name = !{!64}
!air.vertex = !{!73}
!49 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{i32 7, !"air.max_device_buffers", i32 31}
!53 = !{i32 7, !"air.max_constant_buffers", i32 31}
!54 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!55 = !{i32 7, !"air.max_textures", i32 128}
!56 = !{i32 7, !"air.max_read_write_textures", i32 8}
!57 = !{i32 7, !"air.max_samplers", i32 16}
!58 = !{!"metal-nt hand-written AIR fixture"}
!59 = !{i32 2, i32 6, i32 0}
!60 = !{!"Metal", i32 3, i32 1, i32 0}
!61 = !{!"air.compile.denorms_disable"}
!62 = !{!"air.compile.fast_math_disable"}
!63 = !{!"air.compile.framebuffer_fetch_enable"}
!64 = !{!"vertex_side_effects.metal"}
!65 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!66 = !{!65}
!67 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"positions"}
!68 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"atomic_uint", !"air.arg_name", !"counter"}
!69 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"visit_order"}
!70 = !{i32 3, !"air.vertex_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"vid"}
!71 = !{i32 4, !"air.instance_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"iid"}
!72 = !{!67, !68, !69, !70, !71}
!73 = !{<4 x float> (<4 x float> addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32, i32)* @counting_vertex, !66, !72}

; function `color_fragment` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <4 x float> @color_fragment(<4 x float> %position, <4 x float> %color) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %px = extractelement <4 x float> %position, i64 0
  %py = extractelement <4 x float> %position, i64 1
  %ux = fptoui float %px to i32
  %uy = fptoui float %py to i32
  %cx = lshr i32 %ux, 3
  %cy = lshr i32 %uy, 3
  %parity.all = xor i32 %cx, %cy
  %parity = and i32 %parity.all, 1
  %light = icmp ne i32 %parity, 0
  %shade = select i1 %light, float 1.0, float 0.75
  %sv.0 = insertelement <4 x float> < float undef, float undef, float undef, float 0.0 >, float %shade, i64 0
  %sv = shufflevector <4 x float> %sv.0, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 3>
  %rgb = fmul fast <4 x float> %color, %sv
  %out = insertelement <4 x float> %rgb, float 1.0, i64 3
  ret <4 x float> %out
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
!55 = !{!"fragment_interpolated_color.metal"}
!56 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!57 = !{!56}
!58 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!59 = !{i32 1, !"air.fragment_input", !"user(locn0)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!60 = !{!58, !59}
!61 = !{<4 x float> (<4 x float>, <4 x float>)* @color_fragment, !57, !60}

; function `tinted_fragment` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

@_Z4mode.MTL_FC_INIT_0_j = linkonce_odr addrspace(2) externally_initialized constant i32 undef, section "air.fc_initializer", align 4
@_Z10base_color.MTL_FC_INIT_1_Dv4_f = linkonce_odr addrspace(2) externally_initialized constant <4 x float> undef, section "air.fc_initializer", align 16

define <4 x float> @tinted_fragment(<4 x float> %position, <4 x float> %color) mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %base.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture bitcast (<4 x float> addrspace(2)* @_Z10base_color.MTL_FC_INIT_1_Dv4_f to i8 addrspace(2)*)) nounwind readnone willreturn
  %base.value = load <4 x float>, <4 x float> addrspace(2)* @_Z10base_color.MTL_FC_INIT_1_Dv4_f, align 16
  %base = select i1 %base.defined, <4 x float> %base.value, <4 x float> < float 1.0, float 0.0, float 1.0, float 1.0 >
  %mode.defined = tail call i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture bitcast (i32 addrspace(2)* @_Z4mode.MTL_FC_INIT_0_j to i8 addrspace(2)*)) nounwind readnone willreturn
  %mode.value = load i32, i32 addrspace(2)* @_Z4mode.MTL_FC_INIT_0_j, align 4
  %mode = select i1 %mode.defined, i32 %mode.value, i32 0
  switch i32 %mode, label %passthrough [ i32 0, label %flat i32 1, label %tinted ]

flat:
  br label %done

tinted:
  %tint = fmul fast <4 x float> %base, %color
  br label %done

passthrough:
  br label %done

done:
  %out = phi <4 x float> [ %base, %flat ], [ %tint, %tinted ], [ %color, %passthrough ]
  ret <4 x float> %out
}

declare i1 @air.is_function_constant_defined(i8 addrspace(2)* nocapture) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}
!air.version = !{!56}
!air.language_version = !{!57}
!air.compile_options = !{!58, !59, !60}
!air.source_file_name = !{!61}
!air.fragment = !{!67}
!air.function_constants = !{!68, !69}
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
!61 = !{!"fragment_function_constants.metal"}
!62 = !{!"air.render_target", i32 0, i32 0, !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!63 = !{!62}
!64 = !{i32 0, !"air.position", !"air.center", !"air.no_perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!65 = !{i32 1, !"air.fragment_input", !"user(locn0)", !"air.center", !"air.perspective", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!66 = !{!64, !65}
!67 = !{<4 x float> (<4 x float>, <4 x float>)* @tinted_fragment, !63, !66}
!68 = !{i32 addrspace(2)* @_Z4mode.MTL_FC_INIT_0_j, !"uint", !"mode", i32 0, i1 true}
!69 = !{<4 x float> addrspace(2)* @_Z10base_color.MTL_FC_INIT_1_Dv4_f, !"float4", !"base_color", i32 1, i1 true}

; function `mul` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define float @mul(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fmul fast float %a, %b
  ret float %r
}

!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}
!air.version = !{!45}
!air.language_version = !{!46}
!air.compile_options = !{!47, !48, !49}
!air.source_file_name = !{!50}
!air.visible = !{!56}
!35 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{i32 7, !"air.max_device_buffers", i32 31}
!39 = !{i32 7, !"air.max_constant_buffers", i32 31}
!40 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!41 = !{i32 7, !"air.max_textures", i32 128}
!42 = !{i32 7, !"air.max_read_write_textures", i32 8}
!43 = !{i32 7, !"air.max_samplers", i32 16}
!44 = !{!"metal-nt hand-written AIR fixture"}
!45 = !{i32 2, i32 6, i32 0}
!46 = !{!"Metal", i32 3, i32 1, i32 0}
!47 = !{!"air.compile.denorms_disable"}
!48 = !{!"air.compile.fast_math_enable"}
!49 = !{!"air.compile.framebuffer_fetch_enable"}
!50 = !{!"visible_mul.metal"}
!51 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!52 = !{!51}
!53 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!54 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!55 = !{!53, !54}
!56 = !{float (float, float)* @mul, !52, !55}

; function `add` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define float @add(float %a, float %b) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %r = fadd fast float %a, %b
  ret float %r
}

!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}
!air.version = !{!45}
!air.language_version = !{!46}
!air.compile_options = !{!47, !48, !49}
!air.source_file_name = !{!50}
!air.visible = !{!56}
!35 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{i32 7, !"air.max_device_buffers", i32 31}
!39 = !{i32 7, !"air.max_constant_buffers", i32 31}
!40 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!41 = !{i32 7, !"air.max_textures", i32 128}
!42 = !{i32 7, !"air.max_read_write_textures", i32 8}
!43 = !{i32 7, !"air.max_samplers", i32 16}
!44 = !{!"metal-nt hand-written AIR fixture"}
!45 = !{i32 2, i32 6, i32 0}
!46 = !{!"Metal", i32 3, i32 1, i32 0}
!47 = !{!"air.compile.denorms_disable"}
!48 = !{!"air.compile.fast_math_enable"}
!49 = !{!"air.compile.framebuffer_fetch_enable"}
!50 = !{!"visible_add.metal"}
!51 = !{!"air.visible_output", !"air.arg_type_name", !"float"}
!52 = !{!51}
!53 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"a"}
!54 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"b"}
!55 = !{!53, !54}
!56 = !{float (float, float)* @add, !52, !55}

; function `fence` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @fence() convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  tail call void @air.atomic.fence(i32 3, i32 5, i32 2) convergent nounwind willreturn
  ret void
}

declare void @air.atomic.fence(i32, i32, i32) convergent nounwind willreturn

!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}
!air.version = !{!37}
!air.language_version = !{!38}
!air.compile_options = !{!39, !40, !41}
!air.source_file_name = !{!42}
!air.visible = !{!44}
!27 = !{i32 2, !"SDK Version", [2 x i32] [ i32 15, i32 0 ]}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{i32 7, !"air.max_device_buffers", i32 31}
!31 = !{i32 7, !"air.max_constant_buffers", i32 31}
!32 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!33 = !{i32 7, !"air.max_textures", i32 128}
!34 = !{i32 7, !"air.max_read_write_textures", i32 8}
!35 = !{i32 7, !"air.max_samplers", i32 16}
!36 = !{!"metal-nt hand-written AIR fixture"}
!37 = !{i32 2, i32 7, i32 0}
!38 = !{!"Metal", i32 3, i32 2, i32 0}
!39 = !{!"air.compile.denorms_disable"}
!40 = !{!"air.compile.fast_math_enable"}
!41 = !{!"air.compile.framebuffer_fetch_enable"}
!42 = !{!"visible_fence.metal"}
!43 = !{}
!44 = !{void ()* @fence, !43, !43}

; function `helper` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <4 x float> @helper(<4 x float> %color, float %gain) mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %g.0 = insertelement <4 x float> undef, float %gain, i64 0
  %g = shufflevector <4 x float> %g.0, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
  %v = fmul fast <4 x float> %color, %g
  %neg = fcmp fast olt <4 x float> %v, zeroinitializer
  %lo = select <4 x i1> %neg, <4 x float> zeroinitializer, <4 x float> %v
  %big = fcmp fast ogt <4 x float> %lo, < float 1.0, float 1.0, float 1.0, float 1.0 >
  %r = select <4 x i1> %big, <4 x float> < float 1.0, float 1.0, float 1.0, float 1.0 >, <4 x float> %lo
  ret <4 x float> %r
}

!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}
!air.version = !{!46}
!air.language_version = !{!47}
!air.compile_options = !{!48, !49, !50}
!air.source_file_name = !{!51}
!air.visible = !{!57}
!36 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{i32 7, !"air.max_device_buffers", i32 31}
!40 = !{i32 7, !"air.max_constant_buffers", i32 31}
!41 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!42 = !{i32 7, !"air.max_textures", i32 128}
!43 = !{i32 7, !"air.max_read_write_textures", i32 8}
!44 = !{i32 7, !"air.max_samplers", i32 16}
!45 = !{!"metal-nt hand-written AIR fixture"}
!46 = !{i32 2, i32 6, i32 0}
!47 = !{!"Metal", i32 3, i32 1, i32 0}
!48 = !{!"air.compile.denorms_disable"}
!49 = !{!"air.compile.fast_math_enable"}
!50 = !{!"air.compile.framebuffer_fetch_enable"}
!51 = !{!"visible_helper.metal"}
!52 = !{!"air.visible_output", !"air.arg_type_name", !"float4"}
!53 = !{!52}
!54 = !{i32 0, !"air.visible_input", !"air.arg_type_name", !"float4", !"air.arg_name", !"color"}
!55 = !{i32 1, !"air.visible_input", !"air.arg_type_name", !"float", !"air.arg_name", !"gain"}
!56 = !{!54, !55}
!57 = !{<4 x float> (<4 x float>, float)* @helper, !53, !56}

; function `sphere_intersection` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define <{ i1, float }> @sphere_intersection(<3 x float> %origin, <3 x float> %direction, float %min_distance, float %max_distance, i32 %primitive_id, <4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %spheres) argmemonly mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %i = zext i32 %primitive_id to i64
  %ps = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %spheres, i64 %i
  %s = load <4 x float>, <4 x float> addrspace(1)* %ps, align 16
  %center = shufflevector <4 x float> %s, <4 x float> undef, <3 x i32> <i32 0, i32 1, i32 2>
  %radius = extractelement <4 x float> %s, i64 3
  %oc = fsub fast <3 x float> %origin, %center
  %dd = fmul fast <3 x float> %direction, %direction
  %dd.x = extractelement <3 x float> %dd, i64 0
  %dd.y = extractelement <3 x float> %dd, i64 1
  %dd.z = extractelement <3 x float> %dd, i64 2
  %dd.xy = fadd fast float %dd.x, %dd.y
  %a = fadd fast float %dd.xy, %dd.z
  %od = fmul fast <3 x float> %oc, %direction
  %od.x = extractelement <3 x float> %od, i64 0
  %od.y = extractelement <3 x float> %od, i64 1
  %od.z = extractelement <3 x float> %od, i64 2
  %od.xy = fadd fast float %od.x, %od.y
  %b = fadd fast float %od.xy, %od.z
  %oo = fmul fast <3 x float> %oc, %oc
  %oo.x = extractelement <3 x float> %oo, i64 0
  %oo.y = extractelement <3 x float> %oo, i64 1
  %oo.z = extractelement <3 x float> %oo, i64 2
  %oo.xy = fadd fast float %oo.x, %oo.y
  %oo.xyz = fadd fast float %oo.xy, %oo.z
  %r2 = fmul fast float %radius, %radius
  %c = fsub fast float %oo.xyz, %r2
  %bb = fmul fast float %b, %b
  %ac = fmul fast float %a, %c
  %disc = fsub fast float %bb, %ac
  %hit = fcmp fast oge float %disc, 0.0
  %disc.pos = select i1 %hit, float %disc, float 0.0
  %root = tail call fast float @air.fast_sqrt.f32(float %disc.pos) nounwind readnone willreturn
  %nb = fneg fast float %b
  %num = fsub fast float %nb, %root
  %t = fdiv fast float %num, %a
  %after.min = fcmp fast oge float %t, %min_distance
  %before.max = fcmp fast ole float %t, %max_distance
  %in.range = and i1 %after.min, %before.max
  %accept = and i1 %hit, %in.range
  %r.0 = insertvalue <{ i1, float }> undef, i1 %accept, 0
  %r = insertvalue <{ i1, float }> %r.0, float %t, 1
  ret <{ i1, float }> %r
}

declare float @air.fast_sqrt.f32(float) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}
!air.version = !{!70}
!air.language_version = !{!71}
!air.compile_options = !{!72, !73, !74}
!air.source_file_name = !{!75}
!air.intersection = !{!86}
!60 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 7, !"frame-pointer", i32 2}
!63 = !{i32 7, !"air.max_device_buffers", i32 31}
!64 = !{i32 7, !"air.max_constant_buffers", i32 31}
!65 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!66 = !{i32 7, !"air.max_textures", i32 128}
!67 = !{i32 7, !"air.max_read_write_textures", i32 8}
!68 = !{i32 7, !"air.max_samplers", i32 16}
!69 = !{!"metal-nt hand-written AIR fixture"}
!70 = !{i32 2, i32 6, i32 0}
!71 = !{!"Metal", i32 3, i32 1, i32 0}
!72 = !{!"air.compile.denorms_disable"}
!73 = !{!"air.compile.fast_math_enable"}
!74 = !{!"air.compile.framebuffer_fetch_enable"}
!75 = !{!"intersection_sphere.metal"}
!76 = !{!"air.accept_intersection", !"air.arg_type_name", !"bool", !"air.arg_name", !"accept"}
!77 = !{!"air.distance", !"air.arg_type_name", !"float", !"air.arg_name", !"distance"}
!78 = !{!76, !77}
!79 = !{i32 0, !"air.origin", !"air.arg_type_name", !"float3", !"air.arg_name", !"origin"}
!80 = !{i32 1, !"air.direction", !"air.arg_type_name", !"float3", !"air.arg_name", !"direction"}
!81 = !{i32 2, !"air.min_distance", !"air.arg_type_name", !"float", !"air.arg_name", !"min_distance"}
!82 = !{i32 3, !"air.max_distance", !"air.arg_type_name", !"float", !"air.arg_name", !"max_distance"}
!83 = !{i32 4, !"air.primitive_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"primitive_id"}
!84 = !{i32 5, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"spheres"}
!85 = !{!79, !80, !81, !82, !83, !84}
!86 = !{<{ i1, float }> (<3 x float>, <3 x float>, float, float, i32, <4 x float> addrspace(1)*)* @sphere_intersection, !78, !85, !"air.bounding_box", !"air.instancing", !"air.triangle_data"}

; function `box_intersection` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.Box = type { [3 x float], [3 x float] }

define <{ i1, float }> @box_intersection(<3 x float> %origin, <3 x float> %direction, float %min_distance, float %max_distance, i32 %primitive_id, %struct.Box addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %boxes) argmemonly mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %i = zext i32 %primitive_id to i64
  %plow = getelementptr inbounds %struct.Box, %struct.Box addrspace(1)* %boxes, i64 %i, i32 0
  %lo.a = load [3 x float], [3 x float] addrspace(1)* %plow, align 4
  %phigh = getelementptr inbounds %struct.Box, %struct.Box addrspace(1)* %boxes, i64 %i, i32 1
  %hi.a = load [3 x float], [3 x float] addrspace(1)* %phigh, align 4
  %lo.x = extractvalue [3 x float] %lo.a, 0
  %lo.y = extractvalue [3 x float] %lo.a, 1
  %lo.z = extractvalue [3 x float] %lo.a, 2
  %lo.0 = insertelement <3 x float> undef, float %lo.x, i64 0
  %lo.1 = insertelement <3 x float> %lo.0, float %lo.y, i64 1
  %lo = insertelement <3 x float> %lo.1, float %lo.z, i64 2
  %hi.x = extractvalue [3 x float] %hi.a, 0
  %hi.y = extractvalue [3 x float] %hi.a, 1
  %hi.z = extractvalue [3 x float] %hi.a, 2
  %hi.0 = insertelement <3 x float> undef, float %hi.x, i64 0
  %hi.1 = insertelement <3 x float> %hi.0, float %hi.y, i64 1
  %hi = insertelement <3 x float> %hi.1, float %hi.z, i64 2
  %inv = fdiv fast <3 x float> < float 1.0, float 1.0, float 1.0 >, %direction
  %dlo = fsub fast <3 x float> %lo, %origin
  %t0 = fmul fast <3 x float> %dlo, %inv
  %dhi = fsub fast <3 x float> %hi, %origin
  %t1 = fmul fast <3 x float> %dhi, %inv
  %order = fcmp fast olt <3 x float> %t0, %t1
  %near = select <3 x i1> %order, <3 x float> %t0, <3 x float> %t1
  %far = select <3 x i1> %order, <3 x float> %t1, <3 x float> %t0
  %n.x = extractelement <3 x float> %near, i64 0
  %n.y = extractelement <3 x float> %near, i64 1
  %n.z = extractelement <3 x float> %near, i64 2
  %n.xy = tail call fast float @air.fast_fmax.f32(float %n.x, float %n.y) nounwind readnone willreturn
  %n.xyz = tail call fast float @air.fast_fmax.f32(float %n.xy, float %n.z) nounwind readnone willreturn
  %enter = tail call fast float @air.fast_fmax.f32(float %n.xyz, float %min_distance) nounwind readnone willreturn
  %f.x = extractelement <3 x float> %far, i64 0
  %f.y = extractelement <3 x float> %far, i64 1
  %f.z = extractelement <3 x float> %far, i64 2
  %f.xy = tail call fast float @air.fast_fmin.f32(float %f.x, float %f.y) nounwind readnone willreturn
  %f.xyz = tail call fast float @air.fast_fmin.f32(float %f.xy, float %f.z) nounwind readnone willreturn
  %leave = tail call fast float @air.fast_fmin.f32(float %f.xyz, float %max_distance) nounwind readnone willreturn
  %accept = fcmp fast ole float %enter, %leave
  %r.0 = insertvalue <{ i1, float }> undef, i1 %accept, 0
  %r = insertvalue <{ i1, float }> %r.0, float %enter, 1
  ret <{ i1, float }> %r
}

declare float @air.fast_fmax.f32(float, float) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.fast_fmin.f32(float, float) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}
!air.version = !{!69}
!air.language_version = !{!70}
!air.compile_options = !{!71, !72, !73}
!air.source_file_name = !{!74}
!air.intersection = !{!85}
!59 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{i32 7, !"air.max_device_buffers", i32 31}
!63 = !{i32 7, !"air.max_constant_buffers", i32 31}
!64 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!65 = !{i32 7, !"air.max_textures", i32 128}
!66 = !{i32 7, !"air.max_read_write_textures", i32 8}
!67 = !{i32 7, !"air.max_samplers", i32 16}
!68 = !{!"metal-nt hand-written AIR fixture"}
!69 = !{i32 2, i32 6, i32 0}
!70 = !{!"Metal", i32 3, i32 1, i32 0}
!71 = !{!"air.compile.denorms_disable"}
!72 = !{!"air.compile.fast_math_enable"}
!73 = !{!"air.compile.framebuffer_fetch_enable"}
!74 = !{!"intersection_box.metal"}
!75 = !{!"air.accept_intersection", !"air.arg_type_name", !"bool", !"air.arg_name", !"accept"}
!76 = !{!"air.distance", !"air.arg_type_name", !"float", !"air.arg_name", !"distance"}
!77 = !{!75, !76}
!78 = !{i32 0, !"air.origin", !"air.arg_type_name", !"float3", !"air.arg_name", !"origin"}
!79 = !{i32 1, !"air.direction", !"air.arg_type_name", !"float3", !"air.arg_name", !"direction"}
!80 = !{i32 2, !"air.min_distance", !"air.arg_type_name", !"float", !"air.arg_name", !"min_distance"}
!81 = !{i32 3, !"air.max_distance", !"air.arg_type_name", !"float", !"air.arg_name", !"max_distance"}
!82 = !{i32 4, !"air.primitive_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"primitive_id"}
!83 = !{i32 5, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 24, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"Box", !"air.arg_name", !"boxes"}
!84 = !{!78, !79, !80, !81, !82, !83}
!85 = !{<{ i1, float }> (<3 x float>, <3 x float>, float, float, i32, %struct.Box addrspace(1)*)* @box_intersection, !77, !84, !"air.bounding_box"}

; function `alpha_test_intersection` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define zeroext i1 @alpha_test_intersection(<2 x float> %bary, i32 %primitive_id, i32 %instance_id, float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %alpha, float addrspace(2)* noalias nocapture readonly dereferenceable(4) "air-buffer-no-alias" %cutoff) argmemonly mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" {
entry:
  %u = extractelement <2 x float> %bary, i64 0
  %v = extractelement <2 x float> %bary, i64 1
  %uv = fadd fast float %u, %v
  %w = fsub fast float 1.0, %uv
  %first = mul i32 %primitive_id, 3
  %i0 = zext i32 %first to i64
  %p0 = getelementptr inbounds float, float addrspace(1)* %alpha, i64 %i0
  %a0 = load float, float addrspace(1)* %p0, align 4
  %p1 = getelementptr inbounds float, float addrspace(1)* %p0, i64 1
  %a1 = load float, float addrspace(1)* %p1, align 4
  %p2 = getelementptr inbounds float, float addrspace(1)* %p0, i64 2
  %a2 = load float, float addrspace(1)* %p2, align 4
  %m0 = fmul fast float %a0, %w
  %m1 = fmul fast float %a1, %u
  %m2 = fmul fast float %a2, %v
  %s01 = fadd fast float %m0, %m1
  %value = fadd fast float %s01, %m2
  %limit = load float, float addrspace(2)* %cutoff, align 4
  %opaque = fcmp fast oge float %value, %limit
  %valid = icmp ne i32 %instance_id, -1
  %accept = and i1 %valid, %opaque
  ret i1 %accept
}

!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}
!air.version = !{!64}
!air.language_version = !{!65}
!air.compile_options = !{!66, !67, !68}
!air.source_file_name = !{!69}
!air.intersection = !{!78}
!54 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{i32 7, !"air.max_device_buffers", i32 31}
!58 = !{i32 7, !"air.max_constant_buffers", i32 31}
!59 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!60 = !{i32 7, !"air.max_textures", i32 128}
!61 = !{i32 7, !"air.max_read_write_textures", i32 8}
!62 = !{i32 7, !"air.max_samplers", i32 16}
!63 = !{!"metal-nt hand-written AIR fixture"}
!64 = !{i32 2, i32 6, i32 0}
!65 = !{!"Metal", i32 3, i32 1, i32 0}
!66 = !{!"air.compile.denorms_disable"}
!67 = !{!"air.compile.fast_math_enable"}
!68 = !{!"air.compile.framebuffer_fetch_enable"}
!69 = !{!"intersection_triangle_alpha.metal"}
!70 = !{!"air.accept_intersection", !"air.arg_type_name", !"bool", !"air.arg_name", !"accept"}
!71 = !{!70}
!72 = !{i32 0, !"air.barycentric_coord", !"air.arg_type_name", !"float2", !"air.arg_name", !"bary"}
!73 = !{i32 1, !"air.primitive_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"primitive_id"}
!74 = !{i32 2, !"air.instance_id", !"air.arg_type_name", !"uint", !"air.arg_name", !"instance_id"}
!75 = !{i32 3, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"alpha"}
!76 = !{i32 4, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 2, !"air.buffer_size", i32 4, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"cutoff"}
!77 = !{!72, !73, !74, !75, !76}
!78 = !{i1 (<2 x float>, i32, i32, float addrspace(1)*, float addrspace(2)*)* @alpha_test_intersection, !71, !77, !"air.triangle", !"air.instancing", !"air.triangle_data"}

; function `triangle_mesh` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct._mesh_t = type opaque

define void @triangle_mesh(%struct._mesh_t addrspace(7)* %output, <4 x float> addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %corners, i32 %tid, i32 %group) mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" {
entry:
  %owns.vertex = icmp ult i32 %tid, 3
  br i1 %owns.vertex, label %emit, label %count

emit:
  %base = mul i32 %group, 3
  %slot = add i32 %base, %tid
  %si = zext i32 %slot to i64
  %pc = getelementptr inbounds <4 x float>, <4 x float> addrspace(1)* %corners, i64 %si
  %corner = load <4 x float>, <4 x float> addrspace(1)* %pc, align 16
  tail call void @air.set_position_mesh(%struct._mesh_t addrspace(7)* nocapture %output, i32 %tid, <4 x float> %corner) nounwind willreturn
  %index = trunc i32 %tid to i8
  tail call void @air.set_index_mesh(%struct._mesh_t addrspace(7)* nocapture %output, i32 %tid, i8 %index) nounwind willreturn
  br label %count

count:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %set.count, label %exit

set.count:
  tail call void @air.set_primitive_count_mesh(%struct._mesh_t addrspace(7)* nocapture %output, i32 1) nounwind willreturn
  br label %exit

exit:
  ret void
}

declare void @air.set_position_mesh(%struct._mesh_t addrspace(7)* nocapture, i32, <4 x float>) nounwind willreturn

declare void @air.set_index_mesh(%struct._mesh_t addrspace(7)* nocapture, i32, i8) nounwind willreturn

declare void @air.set_primitive_count_mesh(%struct._mesh_t addrspace(7)* nocapture, i32) nounwind willreturn

!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}
!air.version = !{!60}
!air.language_version = !{!61}
!air.compile_options = !{!62, !63, !64}
!air.source_file_name = !{!65}
!air.mesh = !{!75}
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
!65 = !{!"mesh_triangle.metal"}
!66 = !{}
!67 = !{!"air.position", !"air.arg_type_name", !"float4", !"air.arg_name", !"position"}
!68 = !{!67}
!69 = !{!"air.mesh_type_info", !68, !66, i32 3, i32 1, !"air.triangle"}
!70 = !{i32 0, !"air.mesh", !69, !"air.arg_type_name", !"mesh<VertexOut, void, 3, 1, topology::triangle>", !"air.arg_name", !"output"}
!71 = !{i32 1, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 16, !"air.arg_type_name", !"float4", !"air.arg_name", !"corners"}
!72 = !{i32 2, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!73 = !{i32 3, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"group"}
!74 = !{!70, !71, !72, !73}
!75 = !{void (%struct._mesh_t addrspace(7)*, <4 x float> addrspace(1)*, i32, i32)* @triangle_mesh, !66, !74}

; function `amplify_object` of library `input`
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.Payload = type { [4 x i32] }
%struct._mesh_grid_properties_t = type opaque

define void @amplify_object(%struct.Payload addrspace(6)* nocapture noundef writeonly align 4 dereferenceable(16) %payload, %struct._mesh_grid_properties_t addrspace(3)* %grid, i32 addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %meshlet_sizes, i32 %tid, i32 %group) mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="96" "no-trapping-math"="true" {
entry:
  %base = shl i32 %group, 2
  %in.payload = icmp ult i32 %tid, 4
  br i1 %in.payload, label %fill, label %check.leader

fill:
  %ti = zext i32 %tid to i64
  %slot = getelementptr inbounds %struct.Payload, %struct.Payload addrspace(6)* %payload, i64 0, i32 0, i64 %ti
  %id = add i32 %base, %tid
  store i32 %id, i32 addrspace(6)* %slot, align 4
  br label %check.leader

check.leader:
  %leader = icmp eq i32 %tid, 0
  br i1 %leader, label %count, label %exit

count:
  %k = phi i32 [ 0, %check.leader ], [ %k.next, %count ]
  %n = phi i32 [ 0, %check.leader ], [ %n.next, %count ]
  %idx = add i32 %base, %k
  %ii = zext i32 %idx to i64
  %ps = getelementptr inbounds i32, i32 addrspace(1)* %meshlet_sizes, i64 %ii
  %size = load i32, i32 addrspace(1)* %ps, align 4
  %nonempty = icmp ne i32 %size, 0
  %inc = zext i1 %nonempty to i32
  %n.next = add i32 %n, %inc
  %k.next = add nuw i32 %k, 1
  %more = icmp ult i32 %k.next, 4
  br i1 %more, label %count, label %dispatch

dispatch:
  %groups = insertelement <3 x i32> < i32 undef, i32 1, i32 1 >, i32 %n.next, i64 0
  tail call void @air.set_threadgroups_per_grid_mesh_properties(%struct._mesh_grid_properties_t addrspace(3)* nocapture %grid, <3 x i32> %groups) nounwind willreturn
  br label %exit

exit:
  ret void
}

declare void @air.set_threadgroups_per_grid_mesh_properties(%struct._mesh_grid_properties_t addrspace(3)* nocapture, <3 x i32>) nounwind willreturn

!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}
!air.version = !{!58}
!air.language_version = !{!59}
!air.compile_options = !{!60, !61, !62}
!air.source_file_name = !{!63}
!air.object = !{!71}
!48 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{i32 7, !"air.max_device_buffers", i32 31}
!52 = !{i32 7, !"air.max_constant_buffers", i32 31}
!53 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!54 = !{i32 7, !"air.max_textures", i32 128}
!55 = !{i32 7, !"air.max_read_write_textures", i32 8}
!56 = !{i32 7, !"air.max_samplers", i32 16}
!57 = !{!"metal-nt hand-written AIR fixture"}
!58 = !{i32 2, i32 6, i32 0}
!59 = !{!"Metal", i32 3, i32 1, i32 0}
!60 = !{!"air.compile.denorms_disable"}
!61 = !{!"air.compile.fast_math_enable"}
!62 = !{!"air.compile.framebuffer_fetch_enable"}
!63 = !{!"object_amplify.metal"}
!64 = !{}
!65 = !{i32 0, !"air.payload", !"air.arg_type_size", i32 16, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"Payload", !"air.arg_name", !"payload"}
!66 = !{i32 1, !"air.mesh_grid_properties", !"air.arg_type_name", !"mesh_grid_properties", !"air.arg_name", !"grid"}
!67 = !{i32 2, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"meshlet_sizes"}
!68 = !{i32 3, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"tid"}
!69 = !{i32 4, !"air.threadgroup_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"group"}
!70 = !{!65, !66, !67, !68, !69}
!71 = !{void (%struct.Payload addrspace(6)*, %struct._mesh_grid_properties_t addrspace(3)*, i32 addrspace(1)*, i32, i32)* @amplify_object, !64, !70}
