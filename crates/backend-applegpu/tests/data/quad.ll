; quad.ll: quad-group operations with run-time lanes and deltas, in divergent code (only
; the threads whose value is odd take part), on 32-, 64- and 16-bit values, for
; crates/backend-applegpu/tests/quad.rs. Hand-written AIR (LLVM 14 text, typed pointers).
;
;   kernel void quad(device const uint *a [[buffer(0)]], device const ulong *l [[buffer(1)]],
;                    device const half *h [[buffer(2)]], device uint *out [[buffer(3)]],
;                    device ulong *lo [[buffer(4)]], device half *ho [[buffer(5)]],
;                    uint gid [[thread_position_in_grid]])
;   {   uint v = a[gid]; ushort k = ushort(a[gid + 256] & 7);
;       if (v & 1) {
;           out[gid*10+0..9] = quad_shuffle(v, k), quad_shuffle_up(v, k), quad_shuffle_down(v, k),
;               quad_shuffle_xor(v, k), quad_shuffle_rotate_up(v, k), quad_shuffle_rotate_down(v, k),
;               quad_broadcast_first(v), quad_ballot(v & 2) | quad_all(v & 4) << 8 | quad_any(v & 8) << 9
;               | quad_is_first() << 10, quad_prefix_inclusive_sum(v), quad_prefix_exclusive_product(v);
;           lo[gid] = quad_shuffle_xor(l[gid], k); ho[gid] = quad_shuffle_down(h[gid], k);
;       }
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @quad(i32 addrspace(1)* %a, i64 addrspace(1)* %l, half addrspace(1)* %h, i32 addrspace(1)* %out, i64 addrspace(1)* %lo, half addrspace(1)* %ho, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, i32 addrspace(1)* %a, i64 %g
  %v = load i32, i32 addrspace(1)* %pa, align 4
  %g256 = add i64 %g, 256
  %pk = getelementptr inbounds i32, i32 addrspace(1)* %a, i64 %g256
  %kw = load i32, i32 addrspace(1)* %pk, align 4
  %k7 = and i32 %kw, 7
  %k = trunc i32 %k7 to i16
  %odd = and i32 %v, 1
  %take = icmp ne i32 %odd, 0
  br i1 %take, label %work, label %exit

work:
  %r0 = tail call i32 @air.quad_shuffle.s.i32(i32 %v, i16 %k) #1
  %r1 = tail call i32 @air.quad_shuffle_up.s.i32(i32 %v, i16 %k) #1
  %r2 = tail call i32 @air.quad_shuffle_down.s.i32(i32 %v, i16 %k) #1
  %r3 = tail call i32 @air.quad_shuffle_xor.s.i32(i32 %v, i16 %k) #1
  %r4 = tail call i32 @air.quad_shuffle_rotate_up.s.i32(i32 %v, i16 %k) #1
  %r5 = tail call i32 @air.quad_shuffle_rotate_down.s.i32(i32 %v, i16 %k) #1
  %r6 = tail call i32 @air.quad_broadcast_first.s.i32(i32 %v) #1
  %b2 = and i32 %v, 2
  %c2 = icmp ne i32 %b2, 0
  %bal = tail call i64 @air.quad_ballot.i64(i1 %c2) #1
  %balw = trunc i64 %bal to i32
  %b4 = and i32 %v, 4
  %c4 = icmp ne i32 %b4, 0
  %all = tail call i1 @air.quad_all(i1 %c4) #1
  %b8 = and i32 %v, 8
  %c8 = icmp ne i32 %b8, 0
  %any = tail call i1 @air.quad_any(i1 %c8) #1
  %first = tail call i1 @air.quad_is_first() #1
  %allw = zext i1 %all to i32
  %anyw = zext i1 %any to i32
  %firstw = zext i1 %first to i32
  %alls = shl i32 %allw, 8
  %anys = shl i32 %anyw, 9
  %firsts = shl i32 %firstw, 10
  %m1 = or i32 %balw, %alls
  %m2 = or i32 %m1, %anys
  %r7 = or i32 %m2, %firsts
  %r8 = tail call i32 @air.quad_prefix_inclusive_sum.s.i32(i32 %v) #1
  %r9 = tail call i32 @air.quad_prefix_exclusive_product.u.i32(i32 %v) #1
  %g10 = mul i64 %g, 10
  %o0i = add i64 %g10, 0
  %o0 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o0i
  store i32 %r0, i32 addrspace(1)* %o0, align 4
  %o1i = add i64 %g10, 1
  %o1 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o1i
  store i32 %r1, i32 addrspace(1)* %o1, align 4
  %o2i = add i64 %g10, 2
  %o2 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o2i
  store i32 %r2, i32 addrspace(1)* %o2, align 4
  %o3i = add i64 %g10, 3
  %o3 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o3i
  store i32 %r3, i32 addrspace(1)* %o3, align 4
  %o4i = add i64 %g10, 4
  %o4 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o4i
  store i32 %r4, i32 addrspace(1)* %o4, align 4
  %o5i = add i64 %g10, 5
  %o5 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o5i
  store i32 %r5, i32 addrspace(1)* %o5, align 4
  %o6i = add i64 %g10, 6
  %o6 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o6i
  store i32 %r6, i32 addrspace(1)* %o6, align 4
  %o7i = add i64 %g10, 7
  %o7 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o7i
  store i32 %r7, i32 addrspace(1)* %o7, align 4
  %o8i = add i64 %g10, 8
  %o8 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o8i
  store i32 %r8, i32 addrspace(1)* %o8, align 4
  %o9i = add i64 %g10, 9
  %o9 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %o9i
  store i32 %r9, i32 addrspace(1)* %o9, align 4
  %pl = getelementptr inbounds i64, i64 addrspace(1)* %l, i64 %g
  %lv = load i64, i64 addrspace(1)* %pl, align 8
  %lr = tail call i64 @air.quad_shuffle_xor.s.i64(i64 %lv, i16 %k) #1
  %plo = getelementptr inbounds i64, i64 addrspace(1)* %lo, i64 %g
  store i64 %lr, i64 addrspace(1)* %plo, align 8
  %ph = getelementptr inbounds half, half addrspace(1)* %h, i64 %g
  %hv = load half, half addrspace(1)* %ph, align 2
  %hr = tail call half @air.quad_shuffle_down.f16(half %hv, i16 %k) #1
  %pho = getelementptr inbounds half, half addrspace(1)* %ho, i64 %g
  store half %hr, half addrspace(1)* %pho, align 2
  br label %exit

exit:
  ret void
}

declare i32 @air.quad_shuffle.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_up.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_down.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_xor.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_rotate_up.s.i32(i32, i16) #1
declare i32 @air.quad_shuffle_rotate_down.s.i32(i32, i16) #1
declare i32 @air.quad_broadcast_first.s.i32(i32) #1
declare i64 @air.quad_ballot.i64(i1) #1
declare i1 @air.quad_all(i1) #1
declare i1 @air.quad_any(i1) #1
declare i1 @air.quad_is_first() #1
declare i32 @air.quad_prefix_inclusive_sum.s.i32(i32) #1
declare i32 @air.quad_prefix_exclusive_product.u.i32(i32) #1
declare i64 @air.quad_shuffle_xor.s.i64(i64, i16) #1
declare half @air.quad_shuffle_down.f16(half, i16) #1

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { convergent nounwind }

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
!7 = !{!"quad.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, half addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*, half addrspace(1)*, i32)* @quad, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15, !16, !17, !18}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"a"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"l"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"half", !"air.arg_name", !"h"}
!15 = !{i32 3, !"air.buffer", !"air.location_index", i32 3, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!16 = !{i32 4, !"air.buffer", !"air.location_index", i32 4, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"lo"}
!17 = !{i32 5, !"air.buffer", !"air.location_index", i32 5, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"half", !"air.arg_name", !"ho"}
!18 = !{i32 6, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
