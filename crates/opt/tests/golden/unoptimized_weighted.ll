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
