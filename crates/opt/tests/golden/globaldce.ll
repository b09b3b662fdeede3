; metal-nt IR 1
target datalayout = ""
target triple = "air64-apple-macosx14.0.0"

@table = internal addrspace(1) constant i32 7, align 4
@exported_table = addrspace(1) constant i32 (i32)* @air.used_intrinsic, align 4
@llvm.used = appending addrspace(1) constant [1 x i32 (i32)*] [ i32 (i32)* @listed_in_used ], align 4

declare i32 @air.used_intrinsic(i32)

define i32 @exported_helper(i32 %0) {
1:
  %2 = add i32 %0, 5
  ret i32 %2
}

define internal i32 @listed_in_used(i32 %0) {
1:
  %2 = add i32 %0, 6
  ret i32 %2
}

define internal i32 @named_by_metadata(i32 %0) {
1:
  %2 = add i32 %0, 7
  ret i32 %2
}

define void @kernel(i32 addrspace(1)* %0, i32 %1) {
2:
  %3 = add i32 %1, 1
  %4 = add i32 %3, 2
  %5 = load i32, i32 addrspace(1)* @table, align 4
  %6 = add i32 %4, %5
  %7 = zext i32 %1 to i64
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %0, i64 %7
  store i32 %6, i32 addrspace(1)* %8, align 4
  ret void
}

!air.kernel = !{!1}
!extra = !{!3}
!1 = !{void (i32 addrspace(1)*, i32)* @kernel}
!3 = !{i32 (i32)* @named_by_metadata}
