; i64_narrow.ll: 64-bit integer -> half and bfloat conversions at rounding ties.
; Hand-written AIR fixture (backend-applegpu's own; tests/semantics.rs compares it).
; Each thread builds v = ((m << 1) | 1) << s, a tie halfway between two bfloat values
; (m: 9 bits, leading one, even or odd by gid & 4), adds 1 (a bit far below: no longer a
; tie) for gid & 2, and negates for gid & 1. Rounding through f32 first
; would round the +1 away and then the tie to even: wrong for s >= 16.
;
;   kernel void i64_narrow(device ushort *out [[buffer(0)]], uint gid [[thread_position_in_grid]])
;   {
;       ulong m = ((gid * 2) & 0xff) | 0x100 | ((gid >> 2) & 1);
;       ulong v = ((m << 1) | 1) << (gid % 47 + 8);
;       v += (gid >> 1) & 1;
;       long s = (gid & 1) ? -long(v) : long(v);
;       ulong u = v >> (gid % 61);
;       out[gid*6+0] = as_type<ushort>(bfloat(s)); out[gid*6+1] = as_type<ushort>(bfloat(v));
;       out[gid*6+2] = as_type<ushort>(half(s));   out[gid*6+3] = as_type<ushort>(half(u));
;       out[gid*6+4] = as_type<ushort>(half(long(u) - 70000)); out[gid*6+5] = as_type<ushort>(bfloat(u));
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @i64_narrow(i16 addrspace(1)* %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %g2 = shl i64 %g, 1
  %m0 = and i64 %g2, 255
  %m1 = or i64 %m0, 256
  %g8 = lshr i64 %g, 2
  %odd = and i64 %g8, 1
  %m = or i64 %m1, %odd
  %t0 = shl i64 %m, 1
  %t1 = or i64 %t0, 1
  %sh0 = urem i64 %g, 47
  %sh = add i64 %sh0, 8
  %v0 = shl i64 %t1, %sh
  %g6 = lshr i64 %g, 1
  %st = and i64 %g6, 1
  %v = add i64 %v0, %st
  %ng = and i64 %g, 1
  %isneg = icmp ne i64 %ng, 0
  %nv = sub i64 0, %v
  %s = select i1 %isneg, i64 %nv, i64 %v
  %ush = urem i64 %g, 61
  %u = lshr i64 %v, %ush
  %base = mul i64 %g, 6
  %c0 = sitofp i64 %s to bfloat
  %b0 = bitcast bfloat %c0 to i16
  %p0 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %base
  store i16 %b0, i16 addrspace(1)* %p0, align 2
  %c1 = call bfloat @air.convert.f.bf16.u.i64(i64 %v)
  %b1 = bitcast bfloat %c1 to i16
  %o1 = add i64 %base, 1
  %p1 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %o1
  store i16 %b1, i16 addrspace(1)* %p1, align 2
  %c2 = call half @air.convert.f.f16.s.i64(i64 %s)
  %b2 = bitcast half %c2 to i16
  %o2 = add i64 %base, 2
  %p2 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %o2
  store i16 %b2, i16 addrspace(1)* %p2, align 2
  %c3 = uitofp i64 %u to half
  %b3 = bitcast half %c3 to i16
  %o3 = add i64 %base, 3
  %p3 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %o3
  store i16 %b3, i16 addrspace(1)* %p3, align 2
  %um = sub i64 %u, 70000
  %c4 = call half @air.convert.f.f16.s.i64(i64 %um)
  %b4 = bitcast half %c4 to i16
  %o4 = add i64 %base, 4
  %p4 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %o4
  store i16 %b4, i16 addrspace(1)* %p4, align 2
  %c5 = call bfloat @air.convert.f.bf16.s.i64(i64 %u)
  %b5 = bitcast bfloat %c5 to i16
  %o5 = add i64 %base, 5
  %p5 = getelementptr inbounds i16, i16 addrspace(1)* %out, i64 %o5
  store i16 %b5, i16 addrspace(1)* %p5, align 2
  ret void
}

declare bfloat @air.convert.f.bf16.u.i64(i64) #1
declare bfloat @air.convert.f.bf16.s.i64(i64) #1
declare half @air.convert.f.f16.s.i64(i64) #1

attributes #0 = { convergent mustprogress nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" }
attributes #1 = { nounwind readnone willreturn }

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
!7 = !{!"i64_narrow.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9}
!9 = !{void (i16 addrspace(1)*, i32)* @i64_narrow, !10, !11}
!10 = !{}
!11 = !{!12, !13}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 2, !"air.arg_type_align_size", i32 2, !"air.arg_type_name", !"ushort", !"air.arg_name", !"out"}
!13 = !{i32 1, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
