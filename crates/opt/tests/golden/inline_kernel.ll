define void @k(i32 addrspace(1)* %0, i32 %1) {
2:
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = mul i32 %1, 7
  br label %6

6:
  %7 = add i32 %5, 5
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %3, align 4
  %9 = icmp sgt i32 %8, 100
  br i1 %9, label %10, label %11

10:
  br label %12

11:
  br label %12

12:
  %13 = phi i32 [ 100, %10 ], [ %8, %11 ]
  br label %14

14:
  %15 = add i32 %13, %1
  store i32 %15, i32* %4, align 4
  %16 = load i32, i32* %4, align 4
  %17 = icmp sgt i32 %16, 100
  br i1 %17, label %18, label %19

18:
  br label %20

19:
  br label %20

20:
  %21 = phi i32 [ 100, %18 ], [ %16, %19 ]
  %22 = zext i32 %1 to i64
  %23 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %22
  store i32 %21, i32 addrspace(1)* %23, align 4
  ret void
}
