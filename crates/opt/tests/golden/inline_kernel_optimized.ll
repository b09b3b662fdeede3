define void @k(i32 addrspace(1)* %0, i32 %1) {
2:
  %3 = mul i32 %1, 7
  %4 = add i32 %3, 5
  %5 = icmp sgt i32 %4, 100
  br i1 %5, label %6, label %7

6:
  br label %8

7:
  br label %8

8:
  %9 = phi i32 [ 100, %6 ], [ %4, %7 ]
  %10 = add i32 %9, %1
  %11 = icmp sgt i32 %10, 100
  br i1 %11, label %12, label %13

12:
  br label %14

13:
  br label %14

14:
  %15 = phi i32 [ 100, %12 ], [ %10, %13 ]
  %16 = zext i32 %1 to i64
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %16
  store i32 %15, i32 addrspace(1)* %17, align 4
  ret void
}
