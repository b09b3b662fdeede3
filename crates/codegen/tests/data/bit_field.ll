; bit_field.ll: extract_bits (unsigned and signed) and insert_bits of ulong, uint and
; uchar (kernels bit_field64, bit_field32, bit_field8) with offsets
; and widths from memory, for crates/codegen/tests/bit_field.rs (the shared expansion
; into 64-bit shifts, masks and selects against the interpreter's clamping). Hand-written
; AIR (LLVM 14 text, typed pointers).
;
;   kernel void bit_field64(device const ulong *x [[buffer(0)]], device const uint2 *f [[buffer(1)]],
;                           device ulong *out [[buffer(2)]], uint gid [[thread_position_in_grid]])
;   {   ulong a = x[gid], b = ~x[gid + 1]; uint o = f[gid].x, n = f[gid].y;
;       out[3 * gid] = extract_bits(a, o, n); out[3 * gid + 1] = extract_bits((long)a, o, n);
;       out[3 * gid + 2] = insert_bits(a, b, o, n);
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

define void @bit_field64(i64 addrspace(1)* %x, i32 addrspace(1)* %f, i64 addrspace(1)* %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i64, i64 addrspace(1)* %x, i64 %g
  %a = load i64, i64 addrspace(1)* %pa, align 8
  %g1 = add nuw nsw i64 %g, 1
  %pb = getelementptr inbounds i64, i64 addrspace(1)* %x, i64 %g1
  %nb = load i64, i64 addrspace(1)* %pb, align 8
  %b = xor i64 %nb, -1
  %g2 = shl nuw nsw i64 %g, 1
  %po = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g2
  %o = load i32, i32 addrspace(1)* %po, align 4
  %g21 = or i64 %g2, 1
  %pn = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g21
  %n = load i32, i32 addrspace(1)* %pn, align 4
  %u = tail call i64 @air.extract_bits.u.i64(i64 %a, i32 %o, i32 %n) #1
  %s = tail call i64 @air.extract_bits.s.i64(i64 %a, i32 %o, i32 %n) #1
  %i = tail call i64 @air.insert_bits.u.i64(i64 %a, i64 %b, i32 %o, i32 %n) #1
  %g3 = mul nuw nsw i64 %g, 3
  %q0 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %g3
  store i64 %u, i64 addrspace(1)* %q0, align 8
  %g31 = add nuw nsw i64 %g3, 1
  %q1 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %g31
  store i64 %s, i64 addrspace(1)* %q1, align 8
  %g32 = add nuw nsw i64 %g3, 2
  %q2 = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %g32
  store i64 %i, i64 addrspace(1)* %q2, align 8
  ret void
}

declare i64 @air.extract_bits.u.i64(i64, i32, i32) #1
declare i64 @air.extract_bits.s.i64(i64, i32, i32) #1
declare i64 @air.insert_bits.u.i64(i64, i64, i32, i32) #1

define void @bit_field32(i32 addrspace(1)* %x, i32 addrspace(1)* %f, i32 addrspace(1)* %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i32, i32 addrspace(1)* %x, i64 %g
  %a = load i32, i32 addrspace(1)* %pa, align 4
  %g1 = add nuw nsw i64 %g, 1
  %pb = getelementptr inbounds i32, i32 addrspace(1)* %x, i64 %g1
  %nb = load i32, i32 addrspace(1)* %pb, align 4
  %b = xor i32 %nb, -1
  %g2 = shl nuw nsw i64 %g, 1
  %po = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g2
  %o = load i32, i32 addrspace(1)* %po, align 4
  %g21 = or i64 %g2, 1
  %pn = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g21
  %n = load i32, i32 addrspace(1)* %pn, align 4
  %u = tail call i32 @air.extract_bits.u.i32(i32 %a, i32 %o, i32 %n) #1
  %s = tail call i32 @air.extract_bits.s.i32(i32 %a, i32 %o, i32 %n) #1
  %i = tail call i32 @air.insert_bits.u.i32(i32 %a, i32 %b, i32 %o, i32 %n) #1
  %g3 = mul nuw nsw i64 %g, 3
  %q0 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %g3
  store i32 %u, i32 addrspace(1)* %q0, align 4
  %g31 = add nuw nsw i64 %g3, 1
  %q1 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %g31
  store i32 %s, i32 addrspace(1)* %q1, align 4
  %g32 = add nuw nsw i64 %g3, 2
  %q2 = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %g32
  store i32 %i, i32 addrspace(1)* %q2, align 4
  ret void
}

declare i32 @air.extract_bits.u.i32(i32, i32, i32) #1
declare i32 @air.extract_bits.s.i32(i32, i32, i32) #1
declare i32 @air.insert_bits.u.i32(i32, i32, i32, i32) #1

define void @bit_field8(i8 addrspace(1)* %x, i32 addrspace(1)* %f, i8 addrspace(1)* %out, i32 %gid) #0 {
entry:
  %g = zext i32 %gid to i64
  %pa = getelementptr inbounds i8, i8 addrspace(1)* %x, i64 %g
  %a = load i8, i8 addrspace(1)* %pa, align 1
  %g1 = add nuw nsw i64 %g, 1
  %pb = getelementptr inbounds i8, i8 addrspace(1)* %x, i64 %g1
  %nb = load i8, i8 addrspace(1)* %pb, align 1
  %b = xor i8 %nb, -1
  %g2 = shl nuw nsw i64 %g, 1
  %po = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g2
  %o = load i32, i32 addrspace(1)* %po, align 4
  %g21 = or i64 %g2, 1
  %pn = getelementptr inbounds i32, i32 addrspace(1)* %f, i64 %g21
  %n = load i32, i32 addrspace(1)* %pn, align 4
  %u = tail call i8 @air.extract_bits.u.i8(i8 %a, i32 %o, i32 %n) #1
  %s = tail call i8 @air.extract_bits.s.i8(i8 %a, i32 %o, i32 %n) #1
  %i = tail call i8 @air.insert_bits.u.i8(i8 %a, i8 %b, i32 %o, i32 %n) #1
  %g3 = mul nuw nsw i64 %g, 3
  %q0 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %g3
  store i8 %u, i8 addrspace(1)* %q0, align 1
  %g31 = add nuw nsw i64 %g3, 1
  %q1 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %g31
  store i8 %s, i8 addrspace(1)* %q1, align 1
  %g32 = add nuw nsw i64 %g3, 2
  %q2 = getelementptr inbounds i8, i8 addrspace(1)* %out, i64 %g32
  store i8 %i, i8 addrspace(1)* %q2, align 1
  ret void
}

declare i8 @air.extract_bits.u.i8(i8, i32, i32) #1
declare i8 @air.extract_bits.s.i8(i8, i32, i32) #1
declare i8 @air.insert_bits.u.i8(i8, i8, i32, i32) #1

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
!7 = !{!"bit_field64.metal"}
!8 = !{!"metal-nt hand-written AIR fixture"}

!air.kernel = !{!9, !16, !22}
!9 = !{void (i64 addrspace(1)*, i32 addrspace(1)*, i64 addrspace(1)*, i32)* @bit_field64, !10, !11}
!10 = !{}
!11 = !{!12, !13, !14, !15}
!12 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"x"}
!13 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint2", !"air.arg_name", !"f"}
!14 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 8, !"air.arg_type_align_size", i32 8, !"air.arg_type_name", !"ulong", !"air.arg_name", !"out"}
!15 = !{i32 3, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!16 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32 addrspace(1)*, i32)* @bit_field32, !10, !17}
!17 = !{!18, !13, !19, !15}
!18 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"x"}
!19 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"out"}
!22 = !{void (i8 addrspace(1)*, i32 addrspace(1)*, i8 addrspace(1)*, i32)* @bit_field8, !10, !23}
!23 = !{!24, !13, !25, !15}
!24 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"x"}
!25 = !{i32 2, !"air.buffer", !"air.location_index", i32 2, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 1, !"air.arg_type_align_size", i32 1, !"air.arg_type_name", !"uchar", !"air.arg_name", !"out"}
