define void @loops(i32 addrspace(1)* %0, i32 %1) {
2:
  %3 = mul i32 %1, 0
  %4 = add i32 %3, 1
  %5 = mul i32 %1, 1
  %6 = add i32 %5, 1
  %7 = mul i32 %1, 2
  %8 = add i32 %7, 1
  %9 = mul i32 %1, 3
  %10 = add i32 %9, 1
  %11 = add i32 0, %4
  %12 = add i32 %11, %6
  %13 = add i32 %12, %8
  %14 = add i32 %13, %10
  %15 = mul i32 %14, 3
  %16 = add i32 %15, 0
  %17 = mul i32 %16, 3
  %18 = add i32 %17, 1
  br label %19

19:
  %20 = phi i32 [ 0, %2 ], [ %23, %19 ]
  %21 = phi i32 [ %18, %2 ], [ %22, %19 ]
  %22 = add i32 %21, %20
  %23 = add i32 %20, 1
  %24 = icmp ult i32 %23, %1
  br i1 %24, label %19, label %25

25:
  %26 = zext i32 %1 to i64
  %27 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %26
  store i32 %22, i32 addrspace(1)* %27, align 4
  ret void
}
