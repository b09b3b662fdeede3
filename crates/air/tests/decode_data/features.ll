; Every instruction and constant form the decoder handles, in one module (LLVM 14 text,
; typed pointers), with debug locations and a dbg.value call so those paths run too.
; Rebuild with: llvm-as features.ll -o features.bc (LLVM 14).
source_filename = "features.metal"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32"
target triple = "air64_v27-apple-macosx15.0.0"

%struct.Pair = type { float, [2 x i32] }
%struct.Packed = type <{ i8, i32 }>
%struct.Opaque = type opaque

@table = internal addrspace(2) constant [4 x i32] [i32 1, i32 -2, i32 3, i32 2147483647], align 4
@name = private unnamed_addr constant [6 x i8] c"hello\00", section "__TEXT,__cstring", align 1
@raw = internal constant [3 x i8] c"a\22\5C"
@pair = internal global %struct.Pair { float 1.500000e+00, [2 x i32] [i32 7, i32 8] }, align 8
@packed = internal global %struct.Packed <{ i8 1, i32 2 }>
@halfs = internal constant <4 x half> <half 0xH3C00, half 0xH0000, half 0xH7C00, half 0xHBC00>
@bf = internal constant bfloat 0xR3F80
@dbl = internal constant double 0x400921FB54442D18
@vec = internal constant <2 x i64> <i64 -1, i64 9223372036854775807>
@zero = internal addrspace(3) global [16 x float] zeroinitializer, align 16
@undefs = internal global { i32, float } { i32 undef, float poison }
@ptrs = internal global [2 x i32 addrspace(2)*] [i32 addrspace(2)* getelementptr inbounds ([4 x i32], [4 x i32] addrspace(2)* @table, i64 0, i64 2), i32 addrspace(2)* null]
@asint = internal global i64 add (i64 ptrtoint ([6 x i8]* @name to i64), i64 4)
@fnptr = internal global i8* bitcast (void (float addrspace(1)*, i32, <4 x float>)* @features to i8*)
@ext = external addrspace(1) global i32
@opq = external global %struct.Opaque
@counter = internal addrspace(3) global i32 undef, align 4
@alias = internal alias i32, i32 addrspace(3)* @counter

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare float @air.fast_sqrt.f32(float) nounwind readnone
declare i32 @varargs(i32, ...)

define internal fastcc float @helper(float %x, %struct.Pair* byval(%struct.Pair) %p) noinline {
  %f = getelementptr %struct.Pair, %struct.Pair* %p, i32 0, i32 0
  %v = load float, float* %f, align 4
  %n = fneg nnan float %v
  %s = call fast float @air.fast_sqrt.f32(float %n)
  ret float %s
}

define void @features(float addrspace(1)* noalias nocapture %out, i32 %n, <4 x float> %v) #0 !dbg !20 {
entry:
  %tmp = alloca %struct.Pair, align 8
  %cnt = alloca i32, i32 4, align 4
  call void @llvm.dbg.value(metadata i32 %n, metadata !25, metadata !DIExpression()), !dbg !26
  %a = add nuw nsw i32 %n, 1, !dbg !26
  %b = sub i32 %a, %n
  %c = mul nsw i32 %b, 3
  %d = udiv exact i32 %c, 2
  %e = sdiv i32 %d, -3
  %f = urem i32 %e, 5
  %g = srem i32 %f, 7
  %h = shl nuw i32 %g, 1
  %i = lshr exact i32 %h, 1
  %j = ashr i32 %i, 1
  %k = and i32 %j, 255
  %l = or i32 %k, 256
  %m = xor i32 %l, -1
  %fa = sitofp i32 %m to float
  %fb = fadd contract float %fa, 1.0
  %fc = fsub reassoc float %fb, 2.0
  %fd = fmul arcp float %fc, 0x3FB99999A0000000
  %fe = fdiv ninf float %fd, 3.0
  %ff = frem nsz float %fe, 4.0
  %fz = freeze float %ff
  %cmp = fcmp fast olt float %fz, 0.0
  %sel = select i1 %cmp, float %fz, float 1.0
  %ext = extractelement <4 x float> %v, i32 1
  %ins = insertelement <4 x float> %v, float %sel, i64 3
  %shuf = shufflevector <4 x float> %ins, <4 x float> undef, <4 x i32> <i32 3, i32 undef, i32 0, i32 1>
  %vcmp = icmp slt <4 x i32> <i32 1, i32 2, i32 3, i32 4>, zeroinitializer
  %agg0 = insertvalue %struct.Pair undef, float %ext, 0
  %agg1 = insertvalue %struct.Pair %agg0, i32 %n, 1, 1
  store %struct.Pair %agg1, %struct.Pair* %tmp, align 8
  %x = extractvalue %struct.Pair %agg1, 1, 1
  %tb = getelementptr inbounds [4 x i32], [4 x i32] addrspace(2)* @table, i64 0, i32 %x
  %tv = load volatile i32, i32 addrspace(2)* %tb, align 4
  %old = atomicrmw add i32 addrspace(3)* @counter, i32 1 monotonic
  %pair = cmpxchg weak i32 addrspace(3)* @counter, i32 %old, i32 0 syncscope("singlethread") acq_rel monotonic
  %ok = extractvalue { i32, i1 } %pair, 1
  fence seq_cst
  %call = call fastcc float @helper(float %sel, %struct.Pair* byval(%struct.Pair) %tmp)
  %va = call i32 (i32, ...) @varargs(i32 1, float %call, i64 2)
  %al = load i32, i32 addrspace(3)* @alias
  %ptrs = getelementptr float, float addrspace(1)* %out, <2 x i64> <i64 0, i64 1>
  %wide = zext i32 %tv to i128
  %big = add i128 %wide, 18446744073709551616
  %tr = trunc i128 %big to i32
  br i1 %ok, label %loop, label %exit

loop:
  %iv = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi fast float [ %call, %entry ], [ %acc2, %loop ]
  %acc2 = fadd float %acc, 1.0
  %next = add i32 %iv, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %sw, label %loop

sw:
  switch i32 %tr, label %exit [
    i32 0, label %exit
    i32 7, label %dead
  ]

dead:
  unreachable

exit:
  %r = phi float [ %sel, %entry ], [ %acc2, %sw ], [ %acc2, %sw ]
  %p = getelementptr inbounds float, float addrspace(1)* %out, i32 %va
  store float %r, float addrspace(1)* %p, align 4
  ret void
}

attributes #0 = { convergent nounwind "air-buffer-no-alias" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!air.kernel = !{!10}
!air.version = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "features.metal", directory: "/tmp")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{void (float addrspace(1)*, i32, <4 x float>)* @features, !2, !11}
!11 = !{!13}
!12 = !{i32 2, i32 7, i32 0}
!13 = !{i32 0, !"air.buffer", !"air.arg_name", !"out"}
!20 = distinct !DISubprogram(name: "features", scope: !1, file: !1, line: 3, type: !21, scopeLine: 3, unit: !0, retainedNodes: !2)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!25 = !DILocalVariable(name: "n", arg: 2, scope: !20, file: !1, line: 3, type: !27)
!26 = !DILocation(line: 4, column: 7, scope: !20)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
