; is_uniform.ll: `is_uniform` of float, half and bfloat values, for
; crates/backend-ptx/tests/ptxas.rs (`float_uniformity_compares_numbers`). Hand-written AIR
; (LLVM 14 text, typed pointers).
;
;   kernel void is_uniform_floats(device const float *f [[buffer(0)]],
;                                 device const half *h [[buffer(1)]],
;                                 device const bfloat *b [[buffer(2)]],
;                                 device uint *out [[buffer(3)]],
;                                 uint gid [[thread_position_in_grid]])
;   { out[gid] = is_uniform(f[gid]) | is_uniform(h[gid]) << 1 | is_uniform(b[gid]) << 2; }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @is_uniform_floats(float addrspace(1)* %f, half addrspace(1)* %h, bfloat addrspace(1)* %b, i32 addrspace(1)* %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pf = getelementptr inbounds float, float addrspace(1)* %f, i64 %g
  %vf = load float, float addrspace(1)* %pf, align 4
  %ph = getelementptr inbounds half, half addrspace(1)* %h, i64 %g
  %vh = load half, half addrspace(1)* %ph, align 2
  %pb = getelementptr inbounds bfloat, bfloat addrspace(1)* %b, i64 %g
  %vb = load bfloat, bfloat addrspace(1)* %pb, align 2
  %uf = tail call i1 @air.is_uniform.f32(float %vf) #1
  %uh = tail call i1 @air.is_uniform.f16(half %vh) #1
  %ub = tail call i1 @air.is_uniform.bf16(bfloat %vb) #1
  %wf = zext i1 %uf to i32
  %wh = zext i1 %uh to i32
  %wb = zext i1 %ub to i32
  %sh = shl i32 %wh, 1
  %sb = shl i32 %wb, 2
  %o1 = or i32 %wf, %sh
  %o2 = or i32 %o1, %sb
  %po = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %g
  store i32 %o2, i32 addrspace(1)* %po, align 4
  ret void
}

declare i1 @air.is_uniform.f32(float) #1
declare i1 @air.is_uniform.f16(half) #1
declare i1 @air.is_uniform.bf16(bfloat) #1

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { convergent nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!air.version = !{!3}
!air.language_version = !{!4}
!air.compile_options = !{!5, !6}
!air.source_file_name = !{!7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"air.max_device_buffers", i32 31}
!2 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!3 = !{i32 2, i32 7, i32 0}
!4 = !{!"Metal", i32 3, i32 2, i32 0}
!5 = !{!"air.compile.denorms_disable"}
!6 = !{!"air.compile.fast_math_disable"}
!7 = !{!"is_uniform.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (float addrspace(1)*, half addrspace(1)*, bfloat addrspace(1)*, i32 addrspace(1)*, i32)* @is_uniform_floats, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15, !16}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"f"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"half", !"air.arg_name", !"h"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"bfloat", !"air.arg_name", !"b"}
!15 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!16 = !{i32 4, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
