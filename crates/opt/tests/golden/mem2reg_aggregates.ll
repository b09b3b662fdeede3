define void @aggregates(i32 addrspace(1)* %0, i32 %1) {
2:
  %3 = alloca [4 x i32], align 4
  %4 = mul i32 %1, 3
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0
  store i32 0, i32* %5, align 4
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 1
  store i32 10, i32* %6, align 4
  %7 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 2
  store i32 20, i32* %7, align 4
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 3
  store i32 30, i32* %8, align 4
  %9 = and i32 %1, 3
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 %10
  %12 = load i32, i32* %11, align 4
  %13 = add i32 %4, %1
  %14 = add i32 %13, 1
  %15 = add i32 %14, %12
  %16 = zext i32 %1 to i64
  %17 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %16
  store i32 %15, i32 addrspace(1)* %17, align 4
  ret void
}
