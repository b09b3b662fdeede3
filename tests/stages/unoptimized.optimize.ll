; function `weighted` of library `input`
; metal-nt IR 1
source_filename = "unoptimized.ll"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64-apple-macosx14.0.0"

%struct.Acc = type { i32, [2 x i32] }

define void @weighted(i32 addrspace(1)* %out, i32 addrspace(1)* %n, i32 %gid) nounwind {
entry:
  %vals = alloca [4 x i32], align 4
  br label %fill.cond

fill.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill.body ]
  %fill.more = icmp ult i32 %i, 4
  br i1 %fill.more, label %fill.body, label %fill.end

fill.body:
  %g.i = add i32 %gid, %i
  %v = sub nsw i32 %g.i, 5
  %i1.64 = zext i32 %i to i64
  %slot = getelementptr inbounds [4 x i32], [4 x i32]* %vals, i64 0, i64 %i1.64
  store i32 %v, i32* %slot, align 4
  %i.next = add i32 %i, 1
  br label %fill.cond

fill.end:
  %bound = urem i32 %gid, 8
  br label %acc.cond

acc.cond:
  %acc.0 = phi i32 [ 0, %fill.end ], [ %s1, %if.end.i ]
  %acc.1.1 = phi i32 [ 0, %fill.end ], [ %n1, %if.end.i ]
  %j = phi i32 [ 0, %fill.end ], [ %j.next, %if.end.i ]
  %acc.more = icmp ule i32 %j, %bound
  br i1 %acc.more, label %acc.body, label %acc.end

acc.body:
  %k = and i32 %j, 3
  %k.64 = zext i32 %k to i64
  %vp = getelementptr inbounds [4 x i32], [4 x i32]* %vals, i64 0, i64 %k.64
  %vk = load i32, i32* %vp, align 4
  %neg.i = icmp slt i32 %vk, 0
  br i1 %neg.i, label %if.then.i, label %if.end.i

if.then.i:
  %sub.i = sub nsw i32 0, %vk
  br label %if.end.i

if.end.i:
  %r.i = phi i32 [ %vk, %acc.body ], [ %sub.i, %if.then.i ]
  %mul.i = mul nsw i32 %r.i, 3
  %s1 = add nsw i32 %acc.0, %mul.i
  %n1 = add nsw i32 %acc.1.1, 1
  %j.next = add i32 %j, 1
  br label %acc.cond

acc.end:
  %g3 = sub nsw i32 %gid, 3
  %neg.i1 = icmp slt i32 %g3, 0
  br i1 %neg.i1, label %if.then.i1, label %if.end.i1

if.then.i1:
  %sub.i1 = sub nsw i32 0, %g3
  br label %if.end.i1

if.end.i1:
  %r.i1 = phi i32 [ %g3, %acc.end ], [ %sub.i1, %if.then.i1 ]
  %mul.i1 = mul nsw i32 %r.i1, 3
  %limit = load i32, i32 addrspace(1)* %n, align 4
  %in = icmp ult i32 %gid, %limit
  br i1 %in, label %write, label %done

write:
  %t0 = mul nsw i32 %acc.0, 10
  %t1 = add nsw i32 %t0, %acc.1.1
  %t2 = mul nsw i32 %mul.i1, 1000
  %t3 = add nsw i32 %t1, %t2
  %gid.64 = zext i32 %gid to i64
  %op = getelementptr inbounds i32, i32 addrspace(1)* %out, i64 %gid.64
  store i32 %t3, i32 addrspace(1)* %op, align 4
  br label %done

done:
  ret void
}

!llvm.module.flags = !{!27, !28}
!air.kernel = !{!34}
!air.version = !{!35}
!air.language_version = !{!36}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"air.max_device_buffers", i32 31}
!29 = !{}
!30 = !{i32 0, !"air.buffer", !"air.location_index", i32 0, i32 1, !"air.read_write", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"int", !"air.arg_name", !"out"}
!31 = !{i32 1, !"air.buffer", !"air.location_index", i32 1, i32 1, !"air.read", !"air.address_space", i32 1, !"air.arg_type_size", i32 4, !"air.arg_type_align_size", i32 4, !"air.arg_type_name", !"uint", !"air.arg_name", !"n"}
!32 = !{i32 2, !"air.thread_position_in_grid", !"air.arg_type_name", !"uint", !"air.arg_name", !"gid"}
!33 = !{!30, !31, !32}
!34 = !{void (i32 addrspace(1)*, i32 addrspace(1)*, i32)* @weighted, !29, !33}
!35 = !{i32 2, i32 6, i32 0}
!36 = !{!"Metal", i32 3, i32 1, i32 0}
