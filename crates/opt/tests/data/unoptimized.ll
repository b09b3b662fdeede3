; unoptimized.ll: AIR as an unoptimized (-O0 style) compile would leave it — locals in
; allocas, a helper function called twice, loops through memory. Hand-written for metal-nt's
; optimizer tests (LLVM 14 textual IR, typed pointers); not compiler output.
;
;   static int weight(int x) { int r = x; if (x < 0) r = -x; return r * 3; }
;
;   kernel void weighted(device int *out [[buffer(0)]],
;                        device const uint *n [[buffer(1)]],
;                        uint gid [[thread_position_in_grid]]) {
;     struct { int sum; int count[2]; } acc = {0, {0, 0}};
;     int vals[4];
;     for (uint i = 0; i < 4; i++) vals[i] = int(gid + i) - 5;
;     for (uint i = 0; i <= gid % 8; i++) {
;       acc.sum += weight(vals[i & 3]);
;       acc.count[1] += 1;
;     }
;     acc.count[0] = weight(int(gid) - 3);
;     if (gid < *n) out[gid] = acc.sum * 10 + acc.count[1] + acc.count[0] * 1000;
;   }

target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.Acc = type { i32, [2 x i32] }

define internal i32 @weight(i32 %x) #1 {
entry:
  %x.addr = alloca i32, align 4
  %r = alloca i32, align 4
  store i32 %x, i32* %x.addr, align 4
  %0 = load i32, i32* %x.addr, align 4
  store i32 %0, i32* %r, align 4
  %1 = load i32, i32* %x.addr, align 4
  %neg = icmp slt i32 %1, 0
  br i1 %neg, label %if.then, label %if.end

if.then:
  %2 = load i32, i32* %x.addr, align 4
  %sub = sub nsw i32 0, %2
  store i32 %sub, i32* %r, align 4
  br label %if.end

if.end:
  %3 = load i32, i32* %r, align 4
  %mul = mul nsw i32 %3, 3
  ret i32 %mul
}

define void @weighted(i32 addrspace(1)* %out, i32 addrspace(1)* %n, i32 %gid) #0 {
entry:
  %acc = alloca %struct.Acc, align 4
  %vals = alloca [4 x i32], align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %sum.p = getelementptr inbounds %struct.Acc, %struct.Acc* %acc, i32 0, i32 0
  %c0.p = getelementptr inbounds %struct.Acc, %struct.Acc* %acc, i32 0, i32 1, i32 0
  %c1.p = getelementptr inbounds %struct.Acc, %struct.Acc* %acc, i32 0, i32 1, i32 1
  store i32 0, i32* %sum.p, align 4
  store i32 0, i32* %c0.p, align 4
  store i32 0, i32* %c1.p, align 4
  store i32 0, i32* %i, align 4
  br label %fill.cond

fill.cond:
  %i0 = load i32, i32* %i, align 4
  %fill.more = icmp ult i32 %i0, 4
  br i1 %fill.more, label %fill.body, label %fill.end

fill.body:
  %i1 = load i32, i32* %i, align 4
  %g.i = add i32 %gid, %i1
  %v = sub nsw i32 %g.i, 5
  %i1.64 = zext i32 %i1 to i64
  %slot = getelementptr inbounds [4 x i32], [4 x i32]* %vals, i64 0, i64 %i1.64
  store i32 %v, i32* %slot, align 4
  %i.next = add i32 %i1, 1
  store i32 %i.next, i32* %i, align 4
  br label %fill.cond

fill.end:
  store i32 0, i32* %j, align 4
  %bound = urem i32 %gid, 8
  br label %acc.cond

acc.cond:
  %j0 = load i32, i32* %j, align 4
  %acc.more = icmp ule i32 %j0, %bound
  br i1 %acc.more, label %acc.body, label %acc.end

acc.body:
  %j1 = load i32, i32* %j, align 4
  %k = and i32 %j1, 3
  %k.64 = zext i32 %k to i64
  %vp = getelementptr inbounds [4 x i32], [4 x i32]* %vals, i64 0, i64 %k.64
  %vk = load i32, i32* %vp, align 4
  %w = call i32 @weight(i32 %vk)
  %s0 = load i32, i32* %sum.p, align 4
  %s1 = add nsw i32 %s0, %w
  store i32 %s1, i32* %sum.p, align 4
  %n0 = load i32, i32* %c1.p, align 4
  %n1 = add nsw i32 %n0, 1
  store i32 %n1, i32* %c1.p, align 4
  %j.next = add i32 %j1, 1
  store i32 %j.next, i32* %j, align 4
  br label %acc.cond

acc.end:
  %g3 = sub nsw i32 %gid, 3
  %w2 = call i32 @weight(i32 %g3)
  store i32 %w2, i32* %c0.p, align 4
  %limit = load i32, i32 addrspace(1)* %n, align 4
  %in = icmp ult i32 %gid, %limit
  br i1 %in, label %write, label %done

write:
  %sum = load i32, i32* %sum.p, align 4
  %cnt = load i32, i32* %c1.p, align 4
  %c0 = load i32, i32* %c0.p, align 4
  %t0 = mul nsw i32 %sum, 10
  %t1 = add nsw i32 %t0, %cnt
  %t2 = mul nsw i32 %c0, 1000
  %t3 = add nsw i32 %t1, %t2
  %gid.64 = zext i32 %gid to i64
  %op = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %gid.64
  store i32 %t3, i32 addrspace(1)* %op, align 4
  br label %done

done:
  ret void
}

attributes #0 = { nounwind }
attributes #1 = { noinline nounwind }

!llvm.module.flags = !{!0, !1}
!air.kernel = !{!2}
!air.version = !{!9}
!air.language_version = !{!10}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"air.max_device_buffers", i32 31}
!2 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32)* @weighted, !3, !4}
!3 = !{}
!4 = !{!5, !6, !7}
!5 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!6 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}
!7 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!9 = !{i32 2, i32 6, i32 0}
!10 = !{!"Metal", i32 3, i32 1, i32 0}
