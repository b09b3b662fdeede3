define void @sum_below(i32 addrspace(1)* %0, i32 %1) {
2:
  br label %3

3:
  %4 = phi i32 [ 0, %2 ], [ %8, %7 ]
  %5 = phi i32 [ 0, %2 ], [ %9, %7 ]
  %6 = icmp ult i32 %5, %1
  br i1 %6, label %7, label %10

7:
  %8 = add i32 %4, %5
  %9 = add i32 %5, 1
  br label %3

10:
  %11 = zext i32 %1 to i64
  %12 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %11
  store i32 %4, i32 addrspace(1)* %12, align 4
  ret void
}
