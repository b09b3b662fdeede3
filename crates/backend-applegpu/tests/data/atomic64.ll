; atomic64.ll: the 64-bit atomics G13/G14 can do as two 32-bit atomics (add, sub, and,
; or, xor whose old value is not used), on device and threadgroup memory, for
; crates/backend-applegpu/tests/atomic64.rs. Hand-written AIR (LLVM 14 text, typed
; pointers); the results do not depend on the order threads run in.
;
;   kernel void atomic64(device const ulong *a [[buffer(0)]], device atomic_ulong *acc [[buffer(1)]],
;                        uint gid [[thread_position_in_grid]], uint lid [[thread_index_in_threadgroup]])
;   {   ulong x = a[gid];
;       atomic_fetch_add(&acc[0], x); atomic_fetch_sub(&acc[1], x); atomic_fetch_and(&acc[2], x);
;       atomic_fetch_or(&acc[3], x); atomic_fetch_xor(&acc[4], x);        // results unused
;       threadgroup atomic_ulong t[5];
;       if (lid == 0) for (i < 5) t[i] = acc[8 + i];                     // the start values
;       barrier; the same five on t[0..4]; barrier;
;       if (lid == 0) for (i < 5) acc[8 + i] = t[i];
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

@t = internal addrspace(3) global [5 x i64] undef, align 8

define void @atomic64(i64 addrspace(1)* %a, i64 addrspace(1)* %acc, i32 %gid, i32 %lid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i64, i64 addrspace(1)* %a, i64 %g
  %x = load i64, i64 addrspace(1)* %pa, align 8
  %d0 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 0
  %r0 = tail call i64 @air.atomic.global.add.u.i64(i64 addrspace(1)* %d0, i64 %x, i32 0, i32 2, i1 true) #1
  %d1 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 1
  %r1 = tail call i64 @air.atomic.global.sub.u.i64(i64 addrspace(1)* %d1, i64 %x, i32 0, i32 2, i1 true) #1
  %d2 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 2
  %r2 = tail call i64 @air.atomic.global.and.u.i64(i64 addrspace(1)* %d2, i64 %x, i32 0, i32 2, i1 true) #1
  %d3 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 3
  %r3 = tail call i64 @air.atomic.global.or.u.i64(i64 addrspace(1)* %d3, i64 %x, i32 0, i32 2, i1 true) #1
  %d4 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 4
  %r4 = tail call i64 @air.atomic.global.xor.u.i64(i64 addrspace(1)* %d4, i64 %x, i32 0, i32 2, i1 true) #1
  %first = icmp eq i32 %lid, 0
  br i1 %first, label %init, label %work

init:
  %s0 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 8
  %v0 = load i64, i64 addrspace(1)* %s0, align 8
  %t0 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 0
  store i64 %v0, i64 addrspace(3)* %t0, align 8
  %s1 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 9
  %v1 = load i64, i64 addrspace(1)* %s1, align 8
  %t1 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 1
  store i64 %v1, i64 addrspace(3)* %t1, align 8
  %s2 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 10
  %v2 = load i64, i64 addrspace(1)* %s2, align 8
  %t2 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 2
  store i64 %v2, i64 addrspace(3)* %t2, align 8
  %s3 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 11
  %v3 = load i64, i64 addrspace(1)* %s3, align 8
  %t3 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 3
  store i64 %v3, i64 addrspace(3)* %t3, align 8
  %s4 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 12
  %v4 = load i64, i64 addrspace(1)* %s4, align 8
  %t4 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 4
  store i64 %v4, i64 addrspace(3)* %t4, align 8
  br label %work

work:
  tail call void @air.wg.barrier(i32 2, i32 1) #2
  %u0 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 0
  %q0 = tail call i64 @air.atomic.local.add.u.i64(i64 addrspace(3)* %u0, i64 %x, i32 0, i32 1, i1 true) #1
  %u1 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 1
  %q1 = tail call i64 @air.atomic.local.sub.u.i64(i64 addrspace(3)* %u1, i64 %x, i32 0, i32 1, i1 true) #1
  %u2 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 2
  %q2 = tail call i64 @air.atomic.local.and.u.i64(i64 addrspace(3)* %u2, i64 %x, i32 0, i32 1, i1 true) #1
  %u3 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 3
  %q3 = tail call i64 @air.atomic.local.or.u.i64(i64 addrspace(3)* %u3, i64 %x, i32 0, i32 1, i1 true) #1
  %u4 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 4
  %q4 = tail call i64 @air.atomic.local.xor.u.i64(i64 addrspace(3)* %u4, i64 %x, i32 0, i32 1, i1 true) #1
  tail call void @air.wg.barrier(i32 2, i32 1) #2
  br i1 %first, label %publish, label %exit

publish:
  %w0 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 0
  %y0 = load i64, i64 addrspace(3)* %w0, align 8
  %z0 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 8
  store i64 %y0, i64 addrspace(1)* %z0, align 8
  %w1 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 1
  %y1 = load i64, i64 addrspace(3)* %w1, align 8
  %z1 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 9
  store i64 %y1, i64 addrspace(1)* %z1, align 8
  %w2 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 2
  %y2 = load i64, i64 addrspace(3)* %w2, align 8
  %z2 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 10
  store i64 %y2, i64 addrspace(1)* %z2, align 8
  %w3 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 3
  %y3 = load i64, i64 addrspace(3)* %w3, align 8
  %z3 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 11
  store i64 %y3, i64 addrspace(1)* %z3, align 8
  %w4 = getelementptr inbounds [5 x i64], [5 x i64] addrspace(3)* @t, i64 0, i64 4
  %y4 = load i64, i64 addrspace(3)* %w4, align 8
  %z4 = getelementptr inbounds i64, i64 addrspace(1)* %acc, i64 12
  store i64 %y4, i64 addrspace(1)* %z4, align 8
  br label %exit

exit:
  ret void
}

declare i64 @air.atomic.global.add.u.i64(i64 addrspace(1)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.global.sub.u.i64(i64 addrspace(1)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.global.and.u.i64(i64 addrspace(1)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.global.or.u.i64(i64 addrspace(1)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.global.xor.u.i64(i64 addrspace(1)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.local.add.u.i64(i64 addrspace(3)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.local.sub.u.i64(i64 addrspace(3)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.local.and.u.i64(i64 addrspace(3)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.local.or.u.i64(i64 addrspace(3)*, i64, i32, i32, i1) #1
declare i64 @air.atomic.local.xor.u.i64(i64 addrspace(3)*, i64, i32, i32, i1) #1
declare void @air.wg.barrier(i32, i32) #2

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { nounwind }
attributes #2 = { convergent nounwind }

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
!7 = !{!"atomic64.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (i64 addrspace(1)*, i64 addrspace(1)*, i32, i32)* @atomic64, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"a"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"atomic_ulong", !"air.arg_name", !"acc"}
!14 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!15 = !{i32 3, !"air.thread_index_in_threadgroup", !"air.arg_type_name", !"uint", !"air.arg_name", !"lid"}
