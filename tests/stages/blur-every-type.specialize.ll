; specialized library `blur_lib`: `blur_r3` from lib1#blur
; metal-nt IR 1
source_filename = "<stdin>"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

define void @blur_r3(float addrspace(1)* noalias nocapture readonly "air-buffer-no-alias" %in, float addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %out, i32 addrspace(1)* noalias nocapture writeonly "air-buffer-no-alias" %debug_tag, i32 %gid) mustprogress nofree nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" {
entry:
  %start = sub i32 %gid, 3
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %pos = add i32 %start, %k
  %below = icmp slt i32 %pos, 0
  %pos.lo = select i1 %below, i32 0, i32 %pos
  %above = icmp sgt i32 %pos.lo, 1919
  %pos.clamped = select i1 %above, i32 1919, i32 %pos.lo
  %pi = zext i32 %pos.clamped to i64
  %p = getelementptr inbounds float, float addrspace(1)* %in, i64 %pi
  %v = load float, float addrspace(1)* %p, align 4
  %sum.next = fadd fast float %sum, %v
  %k.next = add nuw i32 %k, 1
  %continue = icmp ult i32 %k.next, 7
  br i1 %continue, label %loop, label %finish

finish:
  %count = tail call fast float @air.convert.f.f32.u.i32(i32 7) nounwind readnone willreturn
  %avg = fdiv fast float %sum.next, %count
  %scaled = fmul fast float %avg, 1.0
  %bias = tail call fast float @air.convert.f.f32.s.i32(i32 -8) nounwind readnone willreturn
  %biased = fadd fast float %scaled, %bias
  %gi = zext i32 %gid to i64
  %pout = getelementptr inbounds float, float addrspace(1)* %out, i64 %gi
  store float %biased, float addrspace(1)* %pout, align 4
  %ptag = getelementptr inbounds i32, i32 addrspace(1)* %debug_tag, i64 %gi
  store i32 53297, i32 addrspace(1)* %ptag, align 4
  ret void
}

declare float @air.convert.f.f32.s.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

declare float @air.convert.f.f32.u.i32(i32) mustprogress nofree nosync nounwind readnone willreturn

!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}
!air.version = !{!54}
!air.language_version = !{!55}
!air.compile_options = !{!56, !57, !58}
!air.source_file_name = !{!59}
!air.kernel = !{!66}
!44 = !{i32 2, !"SDK Version", [2 x i32] [ i32 14, i32 0 ]}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{i32 7, !"air.max_device_buffers", i32 31}
!48 = !{i32 7, !"air.max_constant_buffers", i32 31}
!49 = !{i32 7, !"air.max_threadgroup_buffers", i32 31}
!50 = !{i32 7, !"air.max_textures", i32 128}
!51 = !{i32 7, !"air.max_read_write_textures", i32 8}
!52 = !{i32 7, !"air.max_samplers", i32 16}
!53 = !{!"metal-nt hand-written AIR fixture"}
!54 = !{i32 2, i32 6, i32 0}
!55 = !{!"Metal", i32 3, i32 1, i32 0}
!56 = !{!"air.compile.denorms_disable"}
!57 = !{!"air.compile.fast_math_enable"}
!58 = !{!"air.compile.framebuffer_fetch_enable"}
!59 = !{!"kernel_blur_constants.metal"}
!60 = !{}
!61 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"in"}
!62 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"float", !"air.arg_name", !"out"}
!63 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"debug_tag"}
!64 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!65 = !{!61, !62, !63, !64}
!66 = !{void (float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*, i32)* @blur_r3, !60, !65}
