; copy_bytes.ll: llvm.memmove and llvm.memcpy of 37 bytes (two 16-byte vectors, a word and a
; byte at best alignment), for crates/backend-ptx/tests/ptxas.rs
; (`copies_take_the_widest_aligned_unit`). Hand-written AIR (LLVM 14 text, typed pointers).
;
;   kernel void copy_bytes(device uchar *dst [[buffer(0)]], device const uchar *src [[buffer(1)]],
;                          threadgroup uchar *tg [[threadgroup(0)]], uint gid [[thread_position_in_grid]])
;   { memmove(dst + 37 * gid, src + 37 * gid, 37); memcpy(tg, src, 37); }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @copy_bytes(i8 addrspace(1)* %dst, i8 addrspace(1)* %src, i8 addrspace(3)* %tg, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %o = mul i64 %g, 37
  %d = getelementptr inbounds i8, i8 addrspace(1)* %dst, i64 %o
  %s = getelementptr inbounds i8, i8 addrspace(1)* %src, i64 %o
  call void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* %d, i8 addrspace(1)* %s, i64 37, i1 false)
  call void @llvm.memcpy.p3i8.p1i8.i64(i8 addrspace(3)* %tg, i8 addrspace(1)* %src, i64 37, i1 false)
  ret void
}

declare void @llvm.memmove.p1i8.p1i8.i64(i8 addrspace(1)* nocapture, i8 addrspace(1)* nocapture readonly, i64, i1 immarg)
declare void @llvm.memcpy.p3i8.p1i8.i64(i8 addrspace(3)* noalias nocapture writeonly, i8 addrspace(1)* noalias nocapture readonly, i64, i1 immarg)

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }

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
!7 = !{!"copy_bytes.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (i8 addrspace(1)*, i8 addrspace(1)*, i8 addrspace(3)*, i32)* @copy_bytes, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"dst"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"src"}
!14 = !{i32 2, !"air.threadgroup", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 3, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"tg"}
!15 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
