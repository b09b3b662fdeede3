; plain.ll: a module with no AIR metadata at all and an unnamed global; the summary must still
; list its functions and globals. Hand-written for metal-nt's air crate tests (LLVM 14).
source_filename = "plain.c"
target triple = "x86_64-unknown-linux-gnu"

@0 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@gv = external global i32

define i32 @main() {
  %v = load i32, i32* @gv
  ret i32 %v
}

declare i32 @puts(i8*)
