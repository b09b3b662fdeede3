math_extra:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov_imm          r6, 8, 0b0
mov_imm          r7, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r6, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r3, r6_r7, 0, unsigned
mov_imm          r6, 2654435769, 0b0
imadd            r6, r2, r6, 0
and              r7, r2, 15
bfeil            r8, 0, r2, 4
imadd            r9, r2, 5, 0
iadd             r8, r9, r8
and              r8, r8, 15
icmpsel          ueq, r9, r7, 1, 1, 0
mov_imm          r10, 2147483648, 0b0
icmpsel          ueq, r9, r9, 0, 0, r10
icmpsel          ueq, r10, r7, 2, 1, 0
mov_imm          r11, 2139095040, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 3, 1, 0
mov_imm          r11, 4286578688, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 4, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 5, 1, 0
mov_imm          r11, 1065353216, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 6, 1, 0
mov_imm          r11, 3212836864, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 7, 1, 0
mov_imm          r11, 1056964608, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 8, 1, 0
mov_imm          r11, 3223322624, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 9, 1, 0
icmpsel          ueq, r9, r10, 0, r9, 1
icmpsel          ueq, r10, r7, 10, 1, 0
mov_imm          r11, 2137108966, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 11, 1, 0
mov_imm          r11, 1075838976, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 12, 1, 0
mov_imm          r11, 3204448256, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 13, 1, 0
mov_imm          r11, 1069547520, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r7, 14, 1, 0
mov_imm          r11, 1258291201, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r7, r7, 15, 1, 0
mov_imm          r10, 3235905536, 0b0
icmpsel          ueq, r7, r7, 0, r9, r10
icmpsel          ueq, r9, r8, 1, 1, 0
mov_imm          r10, 1077936128, 0b0
mov_imm          r11, 2147483648, 0b0
icmpsel          ueq, r9, r9, 0, r10, r11
icmpsel          ueq, r10, r8, 2, 1, 0
mov_imm          r11, 71362, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 3, 1, 0
mov_imm          r11, 2139095040, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 4, 1, 0
mov_imm          r11, 1061158912, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 5, 1, 0
mov_imm          r11, 3212836864, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 6, 1, 0
icmpsel          ueq, r9, r10, 0, r9, 0
icmpsel          ueq, r10, r8, 7, 1, 0
mov_imm          r11, 14272477, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 8, 1, 0
mov_imm          r11, 3227516928, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 9, 1, 0
mov_imm          r11, 4286578688, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 10, 1, 0
mov_imm          r11, 1036831949, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 11, 1, 0
mov_imm          r11, 1900671690, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 12, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 13, 1, 0
mov_imm          r11, 3129152111, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r10, r8, 14, 1, 0
mov_imm          r11, 1084227584, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          ueq, r8, r8, 15, 1, 0
mov_imm          r10, 1266679807, 0b0
icmpsel          ueq, r8, r8, 0, r9, r10
trunc            r9, r7
fadd32           r10, r7, r9.neg
mov_imm          r11, 2147483647, 0b0
and              r10, r10, r11
mov_imm          r11, 2147483648, 0b0
and              r11, r7, r11
mov_imm          r12, 1065353216, 0b0
or               r11, r11, r12
fadd32           r11, r9, r11
fcmpsel          gte, r9, r10, 0.5, r11, r9
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
trunc            r9, r6
fadd32           r10, r6, r9.neg
mov_imm          r11, 2147483647, 0b0
and              r10, r10, r11
mov_imm          r11, 2147483648, 0b0
and              r11, r6, r11
mov_imm          r12, 1065353216, 0b0
or               r11, r11, r12
fadd32           r11, r9, r11
fcmpsel          gte, r9, r10, 0.5, r11, r9
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
wait             0
trunc            r9, r3
fadd32           r10, r3, r9.neg
mov_imm          r11, 2147483647, 0b0
and              r10, r10, r11
mov_imm          r11, 2147483648, 0b0
and              r11, r3, r11
mov_imm          r12, 1065353216, 0b0
or               r11, r11, r12
fadd32           r11, r9, r11
fcmpsel          gte, r9, r10, 0.5, r11, r9
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r7, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r8, r10
mov_imm          r11, 8388608, 0b0
fcmpsel          lt, r11, r10, r11, 1, 0
mov_imm          r12, 1266679808, 0b0
fmul32           r12, r10, r12
icmpsel          ueq, r12, r11, 0, r10, r12
bfeil            r12, 0, r12, 23
mov_imm          r13, 4294967272, 0b0
icmpsel          ueq, r11, r11, 0, 0, r13
isub             r12, r12, 127
iadd             r11, r12, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
fcmpsel          gt, r13, r10, 0.0, 1, 0
and              r12, r12, r13
and              r12, r12, 1
mov_imm          r13, 1065353216, 0b0
icmpsel          ueq, r13, r12, 0, r13, r10
mov_imm          r14, 8388608, 0b0
fcmpsel          lt, r14, r9, r14, 1, 0
mov_imm          r15, 1266679808, 0b0
fmul32           r15, r9, r15
icmpsel          ueq, r15, r14, 0, r9, r15
bfeil            r15, 0, r15, 23
mov_imm          r16, 4294967272, 0b0
icmpsel          ueq, r14, r14, 0, 0, r16
isub             r15, r15, 127
iadd             r14, r15, r14
isub             r14, r14, r11
isub             r14, r14, 20
icmpsel          slt, r15, r14, 0, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 0
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 92
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
fmul32           r14, r16, r14
mov_imm          r15, 2147483647, 0b0
and              r15, r14, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r9, r15
fmul32           r15, r14, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r14, r9
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r14, r15, r14
icmpsel          ueq, r14, r16, 0, r15, r14
fcmpsel          gte, r15, r9, r13, 1, 0
and              r15, r15, r12
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, r9, r14
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r11, r15, r11
isub             r11, r11, 20
icmpsel          slt, r15, r11, 0, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 0
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 92
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
fmul32           r11, r16, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r11, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r14, r15
fmul32           r15, r11, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r11, r14
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r11, r15, r11
icmpsel          ueq, r11, r16, 0, r15, r11
fcmpsel          gte, r13, r14, r13, 1, 0
and              r12, r13, r12
and              r12, r12, 1
icmpsel          ueq, r11, r12, 0, r14, r11
mov_imm          r12, 2147483648, 0b0
and              r12, r7, r12
xor              r11, r11, r12
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r9, r9, r12, 1, 0
fcmpsel          eq, r10, r10, 0.0, 1, 0
fcmpsel          eq, r12, r8, r8, 1, 0
fcmpsel          eq, r12, r8, r8, r12, 0
xor              r12, r12, 1
or               r10, r10, r12
and              r10, r10, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r11
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 3, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r6, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r7, r10
mov_imm          r11, 8388608, 0b0
fcmpsel          lt, r11, r10, r11, 1, 0
mov_imm          r12, 1266679808, 0b0
fmul32           r12, r10, r12
icmpsel          ueq, r12, r11, 0, r10, r12
bfeil            r12, 0, r12, 23
mov_imm          r13, 4294967272, 0b0
icmpsel          ueq, r11, r11, 0, 0, r13
isub             r12, r12, 127
iadd             r11, r12, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
fcmpsel          gt, r13, r10, 0.0, 1, 0
and              r12, r12, r13
and              r12, r12, 1
mov_imm          r13, 1065353216, 0b0
icmpsel          ueq, r13, r12, 0, r13, r10
mov_imm          r14, 8388608, 0b0
fcmpsel          lt, r14, r9, r14, 1, 0
mov_imm          r15, 1266679808, 0b0
fmul32           r15, r9, r15
icmpsel          ueq, r15, r14, 0, r9, r15
bfeil            r15, 0, r15, 23
mov_imm          r16, 4294967272, 0b0
icmpsel          ueq, r14, r14, 0, 0, r16
isub             r15, r15, 127
iadd             r14, r15, r14
isub             r14, r14, r11
isub             r14, r14, 20
icmpsel          slt, r15, r14, 0, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 0
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 92
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
fmul32           r14, r16, r14
mov_imm          r15, 2147483647, 0b0
and              r15, r14, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r9, r15
fmul32           r15, r14, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r14, r9
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r14, r15, r14
icmpsel          ueq, r14, r16, 0, r15, r14
fcmpsel          gte, r15, r9, r13, 1, 0
and              r15, r15, r12
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, r9, r14
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r11, r15, r11
isub             r11, r11, 20
icmpsel          slt, r15, r11, 0, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 0
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 92
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
fmul32           r11, r16, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r11, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r14, r15
fmul32           r15, r11, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r11, r14
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r11, r15, r11
icmpsel          ueq, r11, r16, 0, r15, r11
fcmpsel          gte, r13, r14, r13, 1, 0
and              r12, r13, r12
and              r12, r12, 1
icmpsel          ueq, r11, r12, 0, r14, r11
mov_imm          r12, 2147483648, 0b0
and              r12, r6, r12
xor              r11, r11, r12
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r9, r9, r12, 1, 0
fcmpsel          eq, r10, r10, 0.0, 1, 0
fcmpsel          eq, r12, r7, r7, 1, 0
fcmpsel          eq, r12, r7, r7, r12, 0
xor              r12, r12, 1
or               r10, r10, r12
and              r10, r10, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r11
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r6, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r3, r10
mov_imm          r11, 8388608, 0b0
fcmpsel          lt, r11, r10, r11, 1, 0
mov_imm          r12, 1266679808, 0b0
fmul32           r12, r10, r12
icmpsel          ueq, r12, r11, 0, r10, r12
bfeil            r12, 0, r12, 23
mov_imm          r13, 4294967272, 0b0
icmpsel          ueq, r11, r11, 0, 0, r13
isub             r12, r12, 127
iadd             r11, r12, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
fcmpsel          gt, r13, r10, 0.0, 1, 0
and              r12, r12, r13
and              r12, r12, 1
mov_imm          r13, 1065353216, 0b0
icmpsel          ueq, r13, r12, 0, r13, r10
mov_imm          r14, 8388608, 0b0
fcmpsel          lt, r14, r9, r14, 1, 0
mov_imm          r15, 1266679808, 0b0
fmul32           r15, r9, r15
icmpsel          ueq, r15, r14, 0, r9, r15
bfeil            r15, 0, r15, 23
mov_imm          r16, 4294967272, 0b0
icmpsel          ueq, r14, r14, 0, 0, r16
isub             r15, r15, 127
iadd             r14, r15, r14
isub             r14, r14, r11
isub             r14, r14, 20
icmpsel          slt, r15, r14, 0, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 0
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r14, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r14, r14, r15
icmpsel          sgt, r15, r14, 92, 1, 0
icmpsel          ueq, r14, r15, 0, r14, 92
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
fmul32           r14, r16, r14
mov_imm          r15, 2147483647, 0b0
and              r15, r14, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r9, r15
fmul32           r15, r14, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r14, r9
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r14, r15, r14
icmpsel          ueq, r14, r16, 0, r15, r14
fcmpsel          gte, r15, r9, r13, 1, 0
and              r15, r15, r12
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, r9, r14
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r15, r15, r11
isub             r15, r15, 20
icmpsel          slt, r16, r15, 0, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 0
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r17, r16, 127
bfi              r17, 0, r17, 23
fmul32           r17, r13, r17
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r16, r16, 0, r15, 92
iadd             r18, r16, 127
bfi              r18, 0, r18, 23
fmul32           r17, r17, r18
isub             r15, r15, r16
icmpsel          sgt, r16, r15, 92, 1, 0
icmpsel          ueq, r15, r16, 0, r15, 92
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r15, r17, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r15, r16
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r16, r16, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r16, r16, 0, r17, r18
fmul32           r17, r14, r16
fmul32           r16, r15, r16
rcp              r18, r16
fmul32           r19, r17, r18
fmadd32          r16, r16.neg, r19, r17
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r16, r19, r17, r19, r16
trunc            r16, r16
mov_imm          r17, 2147483648, 0b0
xor              r16, r16, r17
fmadd32          r16, r16, r15, r14
fcmpsel          lt, r17, r16, 0.0, 1, 0
fadd32           r15, r16, r15
icmpsel          ueq, r15, r17, 0, r16, r15
fcmpsel          gte, r16, r14, r13, 1, 0
and              r16, r16, r12
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, r14, r15
mov_imm          r15, 8388608, 0b0
fcmpsel          lt, r15, r14, r15, 1, 0
mov_imm          r16, 1266679808, 0b0
fmul32           r16, r14, r16
icmpsel          ueq, r16, r15, 0, r14, r16
bfeil            r16, 0, r16, 23
mov_imm          r17, 4294967272, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
isub             r16, r16, 127
iadd             r15, r16, r15
isub             r11, r15, r11
isub             r11, r11, 20
icmpsel          slt, r15, r11, 0, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 0
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r16, r15, 127
bfi              r16, 0, r16, 23
fmul32           r16, r13, r16
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r15, r15, 0, r11, 92
iadd             r17, r15, 127
bfi              r17, 0, r17, 23
fmul32           r16, r16, r17
isub             r11, r11, r15
icmpsel          sgt, r15, r11, 92, 1, 0
icmpsel          ueq, r11, r15, 0, r11, 92
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
fmul32           r11, r16, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r11, r15
mov_imm          r16, 1602224128, 0b0
fcmpsel          gte, r15, r15, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
mov_imm          r17, 528482304, 0b0
icmpsel          ueq, r15, r15, 0, r16, r17
fmul32           r16, r14, r15
fmul32           r15, r11, r15
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
trunc            r15, r15
mov_imm          r16, 2147483648, 0b0
xor              r15, r15, r16
fmadd32          r15, r15, r11, r14
fcmpsel          lt, r16, r15, 0.0, 1, 0
fadd32           r11, r15, r11
icmpsel          ueq, r11, r16, 0, r15, r11
fcmpsel          gte, r13, r14, r13, 1, 0
and              r12, r13, r12
and              r12, r12, 1
icmpsel          ueq, r11, r12, 0, r14, r11
mov_imm          r12, 2147483648, 0b0
and              r12, r6, r12
xor              r11, r11, r12
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r9, r9, r12, 1, 0
fcmpsel          eq, r10, r10, 0.0, 1, 0
fcmpsel          eq, r12, r3, r3, 1, 0
fcmpsel          eq, r12, r3, r3, r12, 0
xor              r12, r12, 1
or               r10, r10, r12
and              r10, r10, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r11
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r9, r9, 1, 0
fcmpsel          eq, r10, 0.0, 0.0, r10, 0
xor              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 5, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r8, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r7, r10
fcmpsel          gt, r11, r10, r9, 1, 0
icmpsel          ueq, r12, r11, 0, r9, r10
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r12, r10
mov_imm          r13, 1602224128, 0b0
fcmpsel          gte, r10, r10, r13, 1, 0
mov_imm          r13, 1065353216, 0b0
mov_imm          r14, 528482304, 0b0
icmpsel          ueq, r10, r10, 0, r13, r14
fmul32           r13, r9, r10
fmul32           r10, r12, r10
rcp              r14, r10
fmul32           r15, r13, r14
fmadd32          r10, r10.neg, r15, r13
fmadd32          r10, r10, r14, r15
fcmpsel          eq, r10, r15, 0.0, r15, r10
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r10, r15, r13, r15, r10
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r10, r15, r13, r15, r10
fcmpsel          eq, r12, r12, 0.0, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r9, r9, r12, 1, 0
mov_imm          r12, 1065353216, 0b0
icmpsel          ueq, r9, r9, 0, r10, r12
mov_imm          r10, 1071494103, 0b0
fmadd32          r10, r10, r9, -1.0
mov_imm          r12, 855999691, 0b0
fmadd32          r10, r12, r9, r10
mov_imm          r12, 1071494103, 0b0
fadd32           r12, r9, r12
rcp              r13, r12
fmul32           r14, r10, r13
fmadd32          r10, r12.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r14, r12, r14, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r14, r12, r14, r10
mov_imm          r12, 1049178275, 0b0
fcmpsel          gt, r12, r9, r12, 1, 0
icmpsel          ueq, r9, r12, 0, r9, r10
fmul32           r10, r9, r9
mov_imm          r13, 3179841673, 0b0
mov_imm          r14, 1033734617, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3183095436, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 1038323257, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3188869413, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 1045220557, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3198855851, 0b0
fmadd32          r13, r13, r10, r14
fmul32           r10, r9, r10
fmadd32          r9, r10, r13, r9
mov_imm          r10, 2994360723, 0b0
fadd32           r10, r9, r10
mov_imm          r13, 1057360530, 0b0
fadd32           r10, r13, r10
icmpsel          ueq, r9, r12, 0, r9, r10
mov_imm          r10, 3007036718, 0b0
fadd32           r10, r10, r9.neg
mov_imm          r12, 1070141403, 0b0
fadd32           r10, r12, r10
icmpsel          ueq, r9, r11, 0, r9, r10
icmpsel          slt, r10, r8, 0, 1, 0
mov_imm          r11, 3015425326, 0b0
fadd32           r11, r11, r9.neg
mov_imm          r12, 1078530011, 0b0
fadd32           r11, r12, r11
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r8, r8, 1, 0
fcmpsel          eq, r10, r8, r8, r10, 0
xor              r10, r10, 1
fcmpsel          eq, r11, r7, r7, 1, 0
fcmpsel          eq, r11, r7, r7, r11, 0
xor              r11, r11, 1
or               r10, r10, r11
and              r10, r10, 1
fadd32           r11, r8, r7
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 2147483648, 0b0
and              r10, r7, r10
xor              r9, r9, r10
mov_imm          r10, 1166016512, 0b0
fmul32           r9, r9, r10
rint             r9, r9
convert          f_to_s32, r9, r9, rtz
mov_imm          r10, 6, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r7, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r6, r10
fcmpsel          gt, r11, r10, r9, 1, 0
icmpsel          ueq, r12, r11, 0, r9, r10
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r12, r10
mov_imm          r13, 1602224128, 0b0
fcmpsel          gte, r10, r10, r13, 1, 0
mov_imm          r13, 1065353216, 0b0
mov_imm          r14, 528482304, 0b0
icmpsel          ueq, r10, r10, 0, r13, r14
fmul32           r13, r9, r10
fmul32           r10, r12, r10
rcp              r14, r10
fmul32           r15, r13, r14
fmadd32          r10, r10.neg, r15, r13
fmadd32          r10, r10, r14, r15
fcmpsel          eq, r10, r15, 0.0, r15, r10
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r10, r15, r13, r15, r10
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r10, r15, r13, r15, r10
fcmpsel          eq, r12, r12, 0.0, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r9, r9, r12, 1, 0
mov_imm          r12, 1065353216, 0b0
icmpsel          ueq, r9, r9, 0, r10, r12
mov_imm          r10, 1071494103, 0b0
fmadd32          r10, r10, r9, -1.0
mov_imm          r12, 855999691, 0b0
fmadd32          r10, r12, r9, r10
mov_imm          r12, 1071494103, 0b0
fadd32           r12, r9, r12
rcp              r13, r12
fmul32           r14, r10, r13
fmadd32          r10, r12.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r14, r12, r14, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r14, r12, r14, r10
mov_imm          r12, 1049178275, 0b0
fcmpsel          gt, r12, r9, r12, 1, 0
icmpsel          ueq, r9, r12, 0, r9, r10
fmul32           r10, r9, r9
mov_imm          r13, 3179841673, 0b0
mov_imm          r14, 1033734617, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3183095436, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 1038323257, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3188869413, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 1045220557, 0b0
fmadd32          r13, r13, r10, r14
mov_imm          r14, 3198855851, 0b0
fmadd32          r13, r13, r10, r14
fmul32           r10, r9, r10
fmadd32          r9, r10, r13, r9
mov_imm          r10, 2994360723, 0b0
fadd32           r10, r9, r10
mov_imm          r13, 1057360530, 0b0
fadd32           r10, r13, r10
icmpsel          ueq, r9, r12, 0, r9, r10
mov_imm          r10, 3007036718, 0b0
fadd32           r10, r10, r9.neg
mov_imm          r12, 1070141403, 0b0
fadd32           r10, r12, r10
icmpsel          ueq, r9, r11, 0, r9, r10
icmpsel          slt, r10, r7, 0, 1, 0
mov_imm          r11, 3015425326, 0b0
fadd32           r11, r11, r9.neg
mov_imm          r12, 1078530011, 0b0
fadd32           r11, r12, r11
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r7, r7, 1, 0
fcmpsel          eq, r10, r7, r7, r10, 0
xor              r10, r10, 1
fcmpsel          eq, r11, r6, r6, 1, 0
fcmpsel          eq, r11, r6, r6, r11, 0
xor              r11, r11, 1
or               r10, r10, r11
and              r10, r10, 1
fadd32           r11, r7, r6
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 2147483648, 0b0
and              r10, r6, r10
xor              r9, r9, r10
mov_imm          r10, 1166016512, 0b0
fmul32           r9, r9, r10
rint             r9, r9
convert          f_to_s32, r9, r9, rtz
mov_imm          r10, 7, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r11, r12, r10
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
fmul32           r9, r7, r8
fmadd32          r10, r7, r8, r9.neg
fadd32           r9, 0.0, r9
mov_imm          r11, 1065353216, 0b0
fmul32           r12, r8, r11
fmadd32          r8, r8, r11, r12.neg
fadd32           r11, r9, r12
fadd32           r13, r11, r9.neg
fadd32           r14, r11, r13.neg
fadd32           r9, r9, r14.neg
fadd32           r12, r12, r13.neg
fadd32           r9, r9, r12
fadd32           r9, r10, r9
fadd32           r8, r9, r8
mov_imm          r9, 1056964608, 0b0
fmul32           r10, r6, r9
fmadd32          r9, r6, r9, r10.neg
fadd32           r12, r11, r10
fadd32           r13, r12, r11.neg
fadd32           r14, r12, r13.neg
fadd32           r11, r11, r14.neg
fadd32           r10, r10, r13.neg
fadd32           r10, r11, r10
fadd32           r8, r8, r10
fadd32           r8, r8, r9
fmul32           r9, r3, r3
fmadd32          r10, r3, r3, r9.neg
fadd32           r11, r12, r9
fadd32           r13, r11, r12.neg
fadd32           r14, r11, r13.neg
fadd32           r12, r12, r14.neg
fadd32           r9, r9, r13.neg
fadd32           r9, r12, r9
fadd32           r8, r8, r9
fadd32           r8, r8, r10
fadd32           r8, r11, r8
fadd32           r9, r11, r11.neg
fcmpsel          eq, r8, r9, 0.0, r8, r11
fcmpsel          eq, r9, r8, r8, 1, 0
fcmpsel          eq, r9, 0.0, 0.0, r9, 0
xor              r9, r9, 1
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r8, r9, 0, r8, r10
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov_imm          r8, 2147483647, 0b0
and              r8, r6, r8
mov_imm          r9, 796917760, 0b0
fmul32           r9, r8, r9
trunc            r9, r9
convert          f_to_u32, r10, r9, rtz
mov_imm          r11, 1333788672, 0b0
fmadd32          r9, r9.neg, r11, r8
convert          f_to_u32, r9, r9, rtz
mov_imm          r11, 1602224128, 0b0
mov_imm          r12, 4294967295, 0b0
fcmpsel          gte, r8, r8, r11, r12, r9
mov              r12, r8
mov              r13, r10
isub             r12_r13, 0, r12_r13
mov              r9, r12
mov              r11, r13
fcmpsel          lt, r8, r6, 0.0, r9, r8
fcmpsel          lt, r9, r6, 0.0, r11, r10
mov_imm          r10, 1593835520, 0b0
mov_imm          r11, 4294967295, 0b0
fcmpsel          gte, r8, r6, r10, r11, r8
mov_imm          r10, 1593835520, 0b0
mov_imm          r11, 2147483647, 0b0
fcmpsel          gte, r9, r6, r10, r11, r9
mov_imm          r10, 3741319168, 0b0
fcmpsel          lt, r8, r6, r10, 0, r8
mov_imm          r10, 3741319168, 0b0
mov_imm          r11, 2147483648, 0b0
fcmpsel          lt, r9, r6, r10, r11, r9
mov              r10, r8
mov              r11, r9
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r10, r12_r13, 0, unsigned, 0
mov_imm          r10, 32, 0b0
mov_imm          r11, 0, 0b0
and              r10, r10, 63
isub             r11, r10, 32
isub             r12, 32, r10
bfeil            r8, 0, r8, r10
bfi              r12, 0, r9, r12
bfeil            r11, 0, r9, r11
or               r8, r8, r12
or               r8, r8, r11
bfeil            r9, 0, r9, r10
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov_imm          r8, 2147483647, 0b0
and              r8, r7, r8
mov_imm          r9, 796917760, 0b0
fmul32           r9, r8, r9
trunc            r9, r9
convert          f_to_u32, r10, r9, rtz
mov_imm          r11, 1333788672, 0b0
fmadd32          r9, r9.neg, r11, r8
convert          f_to_u32, r9, r9, rtz
mov_imm          r11, 1602224128, 0b0
mov_imm          r12, 4294967295, 0b0
fcmpsel          gte, r8, r8, r11, r12, r9
mov              r12, r8
mov              r13, r10
isub             r12_r13, 0, r12_r13
mov              r9, r12
mov              r11, r13
fcmpsel          lt, r8, r7, 0.0, r9, r8
fcmpsel          lt, r9, r7, 0.0, r11, r10
mov_imm          r10, 1593835520, 0b0
mov_imm          r11, 4294967295, 0b0
fcmpsel          gte, r8, r7, r10, r11, r8
mov_imm          r10, 1593835520, 0b0
mov_imm          r11, 2147483647, 0b0
fcmpsel          gte, r9, r7, r10, r11, r9
mov_imm          r10, 3741319168, 0b0
fcmpsel          lt, r8, r7, r10, 0, r8
mov_imm          r10, 3741319168, 0b0
mov_imm          r11, 2147483648, 0b0
fcmpsel          lt, r9, r7, r10, r11, r9
mov              r10, r8
mov              r11, r9
mov_imm          r12, 3, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r10, r12_r13, 0, unsigned, 0
mov_imm          r10, 32, 0b0
mov_imm          r11, 0, 0b0
and              r10, r10, 63
isub             r11, r10, 32
isub             r12, 32, r10
bfeil            r8, 0, r8, r10
bfi              r12, 0, r9, r12
bfeil            r11, 0, r9, r11
or               r8, r8, r12
or               r8, r8, r11
bfeil            r9, 0, r9, r10
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov_imm          r8, 796917760, 0b0
fmul32           r8, r6, r8
trunc            r8, r8
convert          f_to_u32, r9, r8, rtz
mov_imm          r10, 1333788672, 0b0
fmadd32          r8, r8.neg, r10, r6
convert          f_to_u32, r8, r8, rtz
mov_imm          r10, 1602224128, 0b0
mov_imm          r11, 4294967295, 0b0
fcmpsel          gte, r8, r6, r10, r11, r8
mov              r10, r8
mov              r11, r9
mov_imm          r12, 5, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r10, r12_r13, 0, unsigned, 0
mov_imm          r10, 32, 0b0
mov_imm          r11, 0, 0b0
and              r10, r10, 63
isub             r11, r10, 32
isub             r12, 32, r10
bfeil            r8, 0, r8, r10
bfi              r12, 0, r9, r12
bfeil            r11, 0, r9, r11
or               r8, r8, r12
or               r8, r8, r11
bfeil            r9, 0, r9, r10
mov_imm          r10, 6, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov_imm          r8, 796917760, 0b0
fmul32           r8, r7, r8
trunc            r8, r8
convert          f_to_u32, r9, r8, rtz
mov_imm          r10, 1333788672, 0b0
fmadd32          r8, r8.neg, r10, r7
convert          f_to_u32, r8, r8, rtz
mov_imm          r10, 1602224128, 0b0
mov_imm          r11, 4294967295, 0b0
fcmpsel          gte, r8, r7, r10, r11, r8
mov              r10, r8
mov              r11, r9
mov_imm          r12, 7, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r10, r12_r13, 0, unsigned, 0
mov_imm          r10, 32, 0b0
mov_imm          r11, 0, 0b0
and              r10, r10, 63
isub             r11, r10, 32
isub             r12, 32, r10
bfeil            r8, 0, r8, r10
bfi              r12, 0, r9, r12
bfeil            r11, 0, r9, r11
or               r8, r8, r12
or               r8, r8, r11
bfeil            r9, 0, r9, r10
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u6
mov              r13, u7
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov              r8, r6
mov_imm          r9, 0, 0b0
mov_imm          r10, 2135587861, 0b0
mov_imm          r11, 2654435769, 0b0
imadd            r12_r13, r8, r10, 0
imadd            r8, r8, r11, 0
imadd            r8, r9, r10, r8
mov              r9, r12
mov              r10, r13
iadd             r8, r10, r8
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
and              r10, r2, 63
mov_imm          r11, 0, 0b0
mov              r12, r8
mov              r13, r9
and              r10, r10, 63
isub             r11, r10, 32
isub             r14, 32, r10
bfeil            r12, 0, r12, r10
bfi              r14, 0, r13, r14
bfeil            r11, 0, r13, r11
or               r12, r12, r14
or               r11, r12, r11
bfeil            r10, 0, r13, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
isub             r12_r13, r12_r13, r10_r11
and              r14, r2, 64
icmpsel          ueq, r14, r14, 0, 0, 1
icmpsel          ueq, r10, r14, 0, r10, r12
icmpsel          ueq, r11, r14, 0, r11, r13
mov              r12, r10
mov              r13, r11
isub             r14_r15, 0, r10_r11
icmpsel          slt, r16, r13, 0, 1, 0
icmpsel          ueq, r12, r16, 0, r12, r14
icmpsel          ueq, r14, r16, 0, r13, r15
convert          u32_to_f, r15, r14, rte
bfeil            r15, 0, r15, 23
isub             r15, 158, r15
icmpsel          slt, r15, r15, 0, 0, r15
bfi              r16, 0, r14, r15
isub             r17, 32, r15
bfeil            r17, 0, r12, r17
or               r16, r16, r17
bfi              r17, 0, r12, r15
icmpsel          ueq, r17, r17, 0, 0, 1
or               r16, r16, r17
convert          u32_to_f, r16, r16, rte
isub             r15, 159, r15
bfi              r15, 0, r15, 23
fmul32           r15, r16, r15
convert          u32_to_f, r12, r12, rte
icmpsel          ueq, r12, r14, 0, r12, r15
mov_imm          r14, 2147483648, 0b0
and              r13, r13, r14
or               r12, r12, r13
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov              r12, r10
mov              r13, r11
convert          u32_to_f, r14, r13, rte
bfeil            r14, 0, r14, 23
isub             r14, 158, r14
icmpsel          slt, r14, r14, 0, 0, r14
bfi              r15, 0, r13, r14
isub             r16, 32, r14
bfeil            r16, 0, r12, r16
or               r15, r15, r16
bfi              r16, 0, r12, r14
icmpsel          ueq, r16, r16, 0, 0, 1
or               r15, r15, r16
convert          u32_to_f, r15, r15, rte
isub             r14, 159, r14
bfi              r14, 0, r14, 23
fmul32           r14, r15, r14
convert          u32_to_f, r12, r12, rte
icmpsel          ueq, r12, r13, 0, r12, r14
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov              r12, r10
mov              r13, r11
isub             r14_r15, 0, r10_r11
icmpsel          slt, r16, r13, 0, 1, 0
icmpsel          ueq, r12, r16, 0, r12, r14
icmpsel          ueq, r14, r16, 0, r13, r15
icmpsel          ueq, r15, r14, 0, r12, r14
icmpsel          ueq, r12, r14, 0, 0, r12
icmpsel          ueq, r14, r14, 0, 127, 159
convert          u32_to_f, r16, r15, rte
bfeil            r16, 0, r16, 23
isub             r16, 158, r16
icmpsel          slt, r16, r16, 0, 0, r16
bfi              r15, 0, r15, r16
isub             r17, 32, r16
bfeil            r17, 0, r12, r17
or               r15, r15, r17
bfi              r12, 0, r12, r16
icmpsel          ueq, r12, r12, 0, 0, 1
or               r12, r15, r12
and              r15, r12, 255
mov_imm          r17, 4294967040, 0b0
and              r12, r12, r17
mov_imm          r17, 256, 0b0
icmpsel          ueq, r15, r15, 0, 0, r17
or               r12, r12, r15
convert          u32_to_f, r12, r12, rte
isub             r14, r14, r16
bfi              r14, 0, r14, 23
fmul32           r12, r12, r14
mov_imm          r14, 2147483648, 0b0
and              r13, r13, r14
or               r12, r12, r13
fmul32           r12l, r12, 1.0
mov              r12, r12l
mov_imm          r14, 3, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov              r12, r10
mov              r13, r11
icmpsel          ueq, r14, r13, 0, r12, r13
icmpsel          ueq, r12, r13, 0, 0, r12
icmpsel          ueq, r13, r13, 0, 127, 159
convert          u32_to_f, r15, r14, rte
bfeil            r15, 0, r15, 23
isub             r15, 158, r15
icmpsel          slt, r15, r15, 0, 0, r15
bfi              r14, 0, r14, r15
isub             r16, 32, r15
bfeil            r16, 0, r12, r16
or               r14, r14, r16
bfi              r12, 0, r12, r15
icmpsel          ueq, r12, r12, 0, 0, 1
or               r12, r14, r12
and              r14, r12, 255
mov_imm          r16, 4294967040, 0b0
and              r12, r12, r16
mov_imm          r16, 256, 0b0
icmpsel          ueq, r14, r14, 0, 0, r16
or               r12, r12, r14
convert          u32_to_f, r12, r12, rte
isub             r13, r13, r15
bfi              r13, 0, r13, 23
fmul32           r12, r12, r13
bfeil            r13, 0, r12, 16
and              r13, r13, 1
mov_imm          r14, 32767, 0b0
iadd             r13, r13, r14
iadd             r13, r12, r13
bfeil            r13, 0, r13, 16
mov_imm          r14, 32704, 0b0
fcmpsel          eq, r12, r12, r12, r13, r14
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov_imm          r12, 65535, 0b0
and              r12, r6, r12
bfeil            r13, 0, r6, 16
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
mov              r12l, r12
mov              r12h, r13
fmul32           r13l, r3, 1.0
fmadd16          r13l, r12l, r12h, r13l
fcmpsel          eq, r14, r13l, r13l, 1, 0
fcmpsel          eq, r14, 0.0, 0.0, r14, 0
xor              r14, r14, 1
mov              r13, r13l
mov_imm          r15, 32256, 0b0
icmpsel          ueq, r13, r14, 0, r13, r15
mov_imm          r14, 5, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
imadd            r18_r19, r14, r16, 0
imadd            r14, r14, r17, 0
imadd            r14, r15, r16, r14
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r13, r14_r15, 0, unsigned, 0
floor            r13l, r12l
fcmpsel          eq, r14, r13l, r13l, 1, 0
fcmpsel          eq, r14, 0.0, 0.0, r14, 0
xor              r14, r14, 1
mov              r13, r13l
mov_imm          r15, 32256, 0b0
icmpsel          ueq, r13, r14, 0, r13, r15
mov_imm          r14, 6, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
imadd            r18_r19, r14, r16, 0
imadd            r14, r14, r17, 0
imadd            r14, r15, r16, r14
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r13, r14_r15, 0, unsigned, 0
fmul32           r13, r12l, 1.0
fmul32           r12, r12h, 1.0
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 2147483647, 0b0
and              r15, r12, r15
mov_imm          r16, 8388608, 0b0
fcmpsel          lt, r16, r15, r16, 1, 0
mov_imm          r17, 1266679808, 0b0
fmul32           r17, r15, r17
icmpsel          ueq, r17, r16, 0, r15, r17
bfeil            r17, 0, r17, 23
mov_imm          r18, 4294967272, 0b0
icmpsel          ueq, r16, r16, 0, 0, r18
isub             r17, r17, 127
iadd             r16, r17, r16
mov_imm          r17, 2139095040, 0b0
fcmpsel          lt, r17, r15, r17, 1, 0
fcmpsel          gt, r18, r15, 0.0, 1, 0
and              r17, r17, r18
and              r17, r17, 1
mov_imm          r18, 1065353216, 0b0
icmpsel          ueq, r18, r17, 0, r18, r15
mov_imm          r19, 8388608, 0b0
fcmpsel          lt, r19, r14, r19, 1, 0
mov_imm          r20, 1266679808, 0b0
fmul32           r20, r14, r20
icmpsel          ueq, r20, r19, 0, r14, r20
bfeil            r20, 0, r20, 23
mov_imm          r21, 4294967272, 0b0
icmpsel          ueq, r19, r19, 0, 0, r21
isub             r20, r20, 127
iadd             r19, r20, r19
isub             r19, r19, r16
isub             r19, r19, 20
icmpsel          slt, r20, r19, 0, 1, 0
icmpsel          ueq, r19, r20, 0, r19, 0
icmpsel          sgt, r20, r19, 92, 1, 0
icmpsel          ueq, r20, r20, 0, r19, 92
iadd             r21, r20, 127
bfi              r21, 0, r21, 23
fmul32           r21, r18, r21
isub             r19, r19, r20
icmpsel          sgt, r20, r19, 92, 1, 0
icmpsel          ueq, r20, r20, 0, r19, 92
iadd             r22, r20, 127
bfi              r22, 0, r22, 23
fmul32           r21, r21, r22
isub             r19, r19, r20
icmpsel          sgt, r20, r19, 92, 1, 0
icmpsel          ueq, r19, r20, 0, r19, 92
iadd             r19, r19, 127
bfi              r19, 0, r19, 23
fmul32           r19, r21, r19
mov_imm          r20, 2147483647, 0b0
and              r20, r19, r20
mov_imm          r21, 1602224128, 0b0
fcmpsel          gte, r20, r20, r21, 1, 0
mov_imm          r21, 1065353216, 0b0
mov_imm          r22, 528482304, 0b0
icmpsel          ueq, r20, r20, 0, r21, r22
fmul32           r21, r14, r20
fmul32           r20, r19, r20
rcp              r22, r20
fmul32           r23, r21, r22
fmadd32          r20, r20.neg, r23, r21
fmadd32          r20, r20, r22, r23
fcmpsel          eq, r20, r23, 0.0, r23, r20
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r20, r23, r21, r23, r20
mov_imm          r21, 4286578688, 0b0
fcmpsel          eq, r20, r23, r21, r23, r20
trunc            r20, r20
mov_imm          r21, 2147483648, 0b0
xor              r20, r20, r21
fmadd32          r20, r20, r19, r14
fcmpsel          lt, r21, r20, 0.0, 1, 0
fadd32           r19, r20, r19
icmpsel          ueq, r19, r21, 0, r20, r19
fcmpsel          gte, r20, r14, r18, 1, 0
and              r20, r20, r17
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, r14, r19
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r20, r20, r16
isub             r20, r20, 20
icmpsel          slt, r21, r20, 0, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 0
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r22, r21, 127
bfi              r22, 0, r22, 23
fmul32           r22, r18, r22
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r21, r21, 0, r20, 92
iadd             r23, r21, 127
bfi              r23, 0, r23, 23
fmul32           r22, r22, r23
isub             r20, r20, r21
icmpsel          sgt, r21, r20, 92, 1, 0
icmpsel          ueq, r20, r21, 0, r20, 92
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
fmul32           r20, r22, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r20, r21
mov_imm          r22, 1602224128, 0b0
fcmpsel          gte, r21, r21, r22, 1, 0
mov_imm          r22, 1065353216, 0b0
mov_imm          r23, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r22, r23
fmul32           r22, r19, r21
fmul32           r21, r20, r21
rcp              r23, r21
fmul32           r24, r22, r23
fmadd32          r21, r21.neg, r24, r22
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r21, r24, r22, r24, r21
trunc            r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r21, r21, r22
fmadd32          r21, r21, r20, r19
fcmpsel          lt, r22, r21, 0.0, 1, 0
fadd32           r20, r21, r20
icmpsel          ueq, r20, r22, 0, r21, r20
fcmpsel          gte, r21, r19, r18, 1, 0
and              r21, r21, r17
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, r19, r20
mov_imm          r20, 8388608, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
mov_imm          r21, 1266679808, 0b0
fmul32           r21, r19, r21
icmpsel          ueq, r21, r20, 0, r19, r21
bfeil            r21, 0, r21, 23
mov_imm          r22, 4294967272, 0b0
icmpsel          ueq, r20, r20, 0, 0, r22
isub             r21, r21, 127
iadd             r20, r21, r20
isub             r16, r20, r16
isub             r16, r16, 20
icmpsel          slt, r20, r16, 0, 1, 0
icmpsel          ueq, r16, r20, 0, r16, 0
icmpsel          sgt, r20, r16, 92, 1, 0
icmpsel          ueq, r20, r20, 0, r16, 92
iadd             r21, r20, 127
bfi              r21, 0, r21, 23
fmul32           r21, r18, r21
isub             r16, r16, r20
icmpsel          sgt, r20, r16, 92, 1, 0
icmpsel          ueq, r20, r20, 0, r16, 92
iadd             r22, r20, 127
bfi              r22, 0, r22, 23
fmul32           r21, r21, r22
isub             r16, r16, r20
icmpsel          sgt, r20, r16, 92, 1, 0
icmpsel          ueq, r16, r20, 0, r16, 92
iadd             r16, r16, 127
bfi              r16, 0, r16, 23
fmul32           r16, r21, r16
mov_imm          r20, 2147483647, 0b0
and              r20, r16, r20
mov_imm          r21, 1602224128, 0b0
fcmpsel          gte, r20, r20, r21, 1, 0
mov_imm          r21, 1065353216, 0b0
mov_imm          r22, 528482304, 0b0
icmpsel          ueq, r20, r20, 0, r21, r22
fmul32           r21, r19, r20
fmul32           r20, r16, r20
rcp              r22, r20
fmul32           r23, r21, r22
fmadd32          r20, r20.neg, r23, r21
fmadd32          r20, r20, r22, r23
fcmpsel          eq, r20, r23, 0.0, r23, r20
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r20, r23, r21, r23, r20
mov_imm          r21, 4286578688, 0b0
fcmpsel          eq, r20, r23, r21, r23, r20
trunc            r20, r20
mov_imm          r21, 2147483648, 0b0
xor              r20, r20, r21
fmadd32          r20, r20, r16, r19
fcmpsel          lt, r21, r20, 0.0, 1, 0
fadd32           r16, r20, r16
icmpsel          ueq, r16, r21, 0, r20, r16
fcmpsel          gte, r18, r19, r18, 1, 0
and              r17, r18, r17
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, r19, r16
mov_imm          r17, 2147483648, 0b0
and              r13, r13, r17
xor              r13, r16, r13
mov_imm          r16, 2139095040, 0b0
fcmpsel          lt, r14, r14, r16, 1, 0
fcmpsel          eq, r15, r15, 0.0, 1, 0
fcmpsel          eq, r16, r12, r12, 1, 0
fcmpsel          eq, r12, r12, r12, r16, 0
xor              r12, r12, 1
or               r12, r15, r12
and              r12, r12, 1
mov_imm          r15, 2143289344, 0b0
icmpsel          ueq, r13, r14, 0, r15, r13
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r12, r12, 0, r13, r14
fmul32           r12l, r12, 1.0
fcmpsel          eq, r13, r12l, r12l, 1, 0
fcmpsel          eq, r13, 0.0, 0.0, r13, 0
xor              r13, r13, 1
mov              r12, r12l
mov_imm          r14, 32256, 0b0
icmpsel          ueq, r12, r13, 0, r12, r14
mov_imm          r14, 7, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u6
mov              r17, u7
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov_imm          r12, 8388608, 0b0
fcmpsel          lt, r12, r6, r12, 1, 0
mov_imm          r13, 1266679808, 0b0
fmul32           r13, r6, r13
icmpsel          ueq, r13, r12, 0, r6, r13
mov_imm          r14, 4294967272, 0b0
icmpsel          ueq, r12, r12, 0, 0, r14
mov_imm          r14, 1060439283, 0b0
isub             r14, r13, r14
asr              r14, r14, 23
bfi              r15, 0, r14, 23
isub             r13, r13, r15
iadd             r12, r14, r12
fadd32           r13, r13, -1.0
fadd32           r14, 2.0, r13
rcp              r15, r14
fmul32           r16, r13, r15
fmadd32          r17, r14.neg, r16, r13
fmadd32          r15, r17, r15, r16
fcmpsel          eq, r15, r16, 0.0, r16, r15
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r15, r16, r17, r16, r15
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r15, r16, r17, r16, r15
mov_imm          r16, 2147483648, 0b0
xor              r16, r15, r16
fmadd32          r17, -2.0, r15, r13
fmadd32          r13, r16, r13, r17
rcp              r16, r14
fmul32           r17, r13, r16
fmadd32          r13, r14.neg, r17, r13
fmadd32          r13, r13, r16, r17
fcmpsel          eq, r13, r17, 0.0, r17, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r17, r14, r17, r13
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r13, r17, r14, r17, r13
fmul32           r14, r15, r15
mov_imm          r16, 1042123225, 0b0
mov_imm          r17, 1044000396, 0b0
fmadd32          r16, r16, r14, r17
mov_imm          r17, 1046711865, 0b0
fmadd32          r16, r16, r14, r17
mov_imm          r17, 1049774373, 0b0
fmadd32          r16, r16, r14, r17
mov_imm          r17, 1053609165, 0b0
fmadd32          r16, r16, r14, r17
mov_imm          r17, 1059760811, 0b0
fmadd32          r16, r16, r14, r17
fmul32           r14, r15, r14
fmul32           r14, r14, r16
fadd32           r15, r15, r15
fmadd32          r13, 2.0, r13, r14
mov_imm          r14, 1069066811, 0b0
fmul32           r14, r15, r14
mov_imm          r16, 2147483648, 0b0
xor              r16, r14, r16
mov_imm          r17, 1069066811, 0b0
fmadd32          r16, r15, r17, r16
mov_imm          r17, 1069066811, 0b0
fmul32           r13, r13, r17
mov_imm          r17, 849703008, 0b0
fmadd32          r13, r15, r17, r13
fadd32           r13, r16, r13
convert          s32_to_f, r12, r12, rte
fadd32           r15, r12, r14
fadd32           r12, r15, r12.neg
fadd32           r12, r14, r12.neg
fadd32           r12, r12, r13
fadd32           r13, r15, r12
fadd32           r14, r13, r15.neg
fadd32           r12, r12, r14.neg
fcmpsel          eq, r14, r6, 0.0, 1, 0
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r15, r6, r15, 1, 0
fcmpsel          lt, r16, r6, 0.0, 1, 0
fcmpsel          eq, r17, r6, r6, 1, 0
fcmpsel          eq, r17, r6, r6, r17, 0
xor              r17, r17, 1
or               r16, r16, r17
and              r16, r16, 1
or               r17, r14, r15
and              r17, r17, 1
or               r17, r17, r16
and              r17, r17, 1
mov_imm          r18, 4286578688, 0b0
icmpsel          ueq, r13, r14, 0, r13, r18
icmpsel          ueq, r13, r15, 0, r13, r6
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r13, r16, 0, r13, r14
icmpsel          ueq, r12, r17, 0, r12, 0
mov_imm          r14, 1060205080, 0b0
fmul32           r14, r13, r14
mov_imm          r15, 2147483648, 0b0
xor              r15, r14, r15
mov_imm          r16, 1060205080, 0b0
fmadd32          r15, r13, r16, r15
mov_imm          r16, 1060205080, 0b0
fmul32           r12, r12, r16
mov_imm          r16, 2969756424, 0b0
fmadd32          r12, r13, r16, r12
fadd32           r12, r15, r12
fadd32           r12, r14, r12
mov_imm          r13, 2147483647, 0b0
and              r13, r14, r13
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r13, r13, r15, 1, 0
icmpsel          ueq, r12, r13, 0, r12, r14
fcmpsel          eq, r13, r12, r12, 1, 0
fcmpsel          eq, r13, 0.0, 0.0, r13, 0
xor              r13, r13, 1
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r12, r13, 0, r12, r14
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u8
mov              r17, u9
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
mov              r12, r10
mov              r13, r11
mov              r14, r8
mov              r15, r9
icmpsel          ult, r12, r12, r14, 1, 0
icmpsel          slt, r14, r13, r15, 1, 0
icmpsel          ueq, r12, r13, r15, r12, r14
icmpsel          ueq, r8, r12, 0, r8, r10
icmpsel          ueq, r9, r12, 0, r9, r11
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u8
mov              r13, u9
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
imadd            r2, r2, 37, 0
mov_imm          r8, 320, 0b0
bfeil            r9, 0, r2, 31
and              r9, r9, 1
iadd             r9, r9, 0, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 30
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 29
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 28
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 27
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 26
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 25
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 24
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 23
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 22
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 21
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 20
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 19
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 18
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 17
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 16
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 15
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 14
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 13
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 12
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 11
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 10
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 9
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 8
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 7
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 6
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 5
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 4
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 3
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 2
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 1
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r2, 0, r2, 0
and              r2, r2, 1
iadd             r2, r2, r9, lsl 1
isub             r9, r2, r8
icmpsel          ult, r2, r2, r8, r2, r9
isub             r8, r2, 160
mov_imm          r9, 2147483647, 0b0
and              r9, r7, r9
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r7, r11
icmpsel          ueq, r11, r10, 0, r7, r11
mov_imm          r12, 4294967272, 0b0
icmpsel          ueq, r10, r10, 0, 0, r12
mov_imm          r12, 2147483647, 0b0
and              r12, r11, r12
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r12, r13, 0, r12, r14
bfeil            r12, 0, r12, 23
mov_imm          r14, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
isub             r12, r12, 127
iadd             r12, r12, r13
isub             r13, 0, r12
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r11, r11, r14
fmul32           r11, r11, r13
mov_imm          r13, 400, 0b0
icmpsel          sgt, r13, r8, r13, 1, 0
mov_imm          r14, 400, 0b0
icmpsel          ueq, r13, r13, 0, r8, r14
mov_imm          r14, 4294966896, 0b0
icmpsel          slt, r14, r13, r14, 1, 0
mov_imm          r15, 4294966896, 0b0
icmpsel          ueq, r13, r14, 0, r13, r15
iadd             r10, r12, r10
iadd             r10, r10, r13
mov_imm          r12, 4294967170, 0b0
icmpsel          slt, r12, r10, r12, 1, 0
iadd             r13, r10, 64
icmpsel          ueq, r13, r12, 0, r10, r13
mov_imm          r14, 4294967170, 0b0
icmpsel          slt, r14, r13, r14, 1, 0
mov_imm          r15, 4294967170, 0b0
icmpsel          ueq, r13, r14, 0, r13, r15
icmpsel          sgt, r14, r13, 127, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 127
isub             r10, r10, r13
mov_imm          r14, 4294967232, 0b0
icmpsel          ueq, r10, r12, 0, r10, r14
mov_imm          r12, 4294967170, 0b0
icmpsel          slt, r12, r10, r12, 1, 0
mov_imm          r14, 4294967170, 0b0
icmpsel          ueq, r10, r12, 0, r10, r14
icmpsel          sgt, r12, r10, 127, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 127
iadd             r12, r13, 127
bfi              r12, 0, r12, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r11, r11, r12
fmul32           r10, r11, r10
fcmpsel          eq, r11, r9, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r9, r9, r12, 1, 0
fcmpsel          eq, r12, r7, r7, 1, 0
fcmpsel          eq, r12, r7, r7, r12, 0
xor              r12, r12, 1
or               r9, r11, r9
and              r9, r9, 1
or               r9, r9, r12
and              r9, r9, 1
icmpsel          ueq, r7, r9, 0, r10, r7
fcmpsel          eq, r9, r7, r7, 1, 0
fcmpsel          eq, r9, 0.0, 0.0, r9, 0
xor              r9, r9, 1
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r7, r9, 0, r7, r10
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u8
mov              r13, u9
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r7, r10_r11, 0, unsigned, 0
mov_imm          r7, 2147483647, 0b0
and              r7, r6, r7
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r7, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r6, r10
icmpsel          ueq, r10, r9, 0, r6, r10
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
mov_imm          r11, 2147483647, 0b0
and              r11, r10, r11
mov_imm          r12, 8388608, 0b0
fcmpsel          lt, r12, r11, r12, 1, 0
mov_imm          r13, 1266679808, 0b0
fmul32           r13, r11, r13
icmpsel          ueq, r11, r12, 0, r11, r13
bfeil            r11, 0, r11, 23
mov_imm          r13, 4294967272, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
isub             r11, r11, 127
iadd             r11, r11, r12
isub             r12, 0, r11
asr              r13, r12, 1
isub             r12, r12, r13
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r10, r10, r13
fmul32           r10, r10, r12
mov_imm          r12, 400, 0b0
icmpsel          sgt, r12, r8, r12, 1, 0
mov_imm          r13, 400, 0b0
icmpsel          ueq, r8, r12, 0, r8, r13
mov_imm          r12, 4294966896, 0b0
icmpsel          slt, r12, r8, r12, 1, 0
mov_imm          r13, 4294966896, 0b0
icmpsel          ueq, r8, r12, 0, r8, r13
iadd             r9, r11, r9
iadd             r8, r9, r8
mov_imm          r9, 4294967170, 0b0
icmpsel          slt, r9, r8, r9, 1, 0
iadd             r11, r8, 64
icmpsel          ueq, r11, r9, 0, r8, r11
mov_imm          r12, 4294967170, 0b0
icmpsel          slt, r12, r11, r12, 1, 0
mov_imm          r13, 4294967170, 0b0
icmpsel          ueq, r11, r12, 0, r11, r13
icmpsel          sgt, r12, r11, 127, 1, 0
icmpsel          ueq, r11, r12, 0, r11, 127
isub             r8, r8, r11
mov_imm          r12, 4294967232, 0b0
icmpsel          ueq, r8, r9, 0, r8, r12
mov_imm          r9, 4294967170, 0b0
icmpsel          slt, r9, r8, r9, 1, 0
mov_imm          r12, 4294967170, 0b0
icmpsel          ueq, r8, r9, 0, r8, r12
icmpsel          sgt, r9, r8, 127, 1, 0
icmpsel          ueq, r8, r9, 0, r8, 127
iadd             r9, r11, 127
bfi              r9, 0, r9, 23
iadd             r8, r8, 127
bfi              r8, 0, r8, 23
fmul32           r9, r10, r9
fmul32           r8, r9, r8
fcmpsel          eq, r9, r7, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r7, r7, r10, 1, 0
fcmpsel          eq, r10, r6, r6, 1, 0
fcmpsel          eq, r10, r6, r6, r10, 0
xor              r10, r10, 1
or               r7, r9, r7
and              r7, r7, 1
or               r7, r7, r10
and              r7, r7, 1
icmpsel          ueq, r6, r7, 0, r8, r6
fcmpsel          eq, r7, r6, r6, 1, 0
fcmpsel          eq, r7, 0.0, 0.0, r7, 0
xor              r7, r7, 1
mov_imm          r8, 2143289344, 0b0
icmpsel          ueq, r6, r7, 0, r6, r8
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r7, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r7, r9, 0
imadd            r7, r7, r10, 0
imadd            r7, r8, r9, r7
mov              r8, r12
mov              r9, r13
iadd             r7, r9, r7
mov              r9, r7
mov              r10, u8
mov              r11, u9
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r6, r8_r9, 0, unsigned, 0
mov_imm          r6, 2147483647, 0b0
and              r6, r3, r6
mov_imm          r7, 8388608, 0b0
fcmpsel          lt, r7, r6, r7, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r3, r8
icmpsel          ueq, r8, r7, 0, r3, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r7, r7, 0, 0, r9
mov_imm          r9, 2147483647, 0b0
and              r9, r8, r9
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r9, r11
icmpsel          ueq, r9, r10, 0, r9, r11
bfeil            r9, 0, r9, 23
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r10, r10, 0, 0, r11
isub             r9, r9, 127
iadd             r9, r9, r10
isub             r10, 0, r9
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r8, r8, r11
fmul32           r8, r8, r10
mov_imm          r10, 400, 0b0
icmpsel          sgt, r10, r2, r10, 1, 0
mov_imm          r11, 400, 0b0
icmpsel          ueq, r2, r10, 0, r2, r11
mov_imm          r10, 4294966896, 0b0
icmpsel          slt, r10, r2, r10, 1, 0
mov_imm          r11, 4294966896, 0b0
icmpsel          ueq, r2, r10, 0, r2, r11
iadd             r7, r9, r7
iadd             r2, r7, r2
mov_imm          r7, 4294967170, 0b0
icmpsel          slt, r7, r2, r7, 1, 0
iadd             r9, r2, 64
icmpsel          ueq, r9, r7, 0, r2, r9
mov_imm          r10, 4294967170, 0b0
icmpsel          slt, r10, r9, r10, 1, 0
mov_imm          r11, 4294967170, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
icmpsel          sgt, r10, r9, 127, 1, 0
icmpsel          ueq, r9, r10, 0, r9, 127
isub             r2, r2, r9
mov_imm          r10, 4294967232, 0b0
icmpsel          ueq, r2, r7, 0, r2, r10
mov_imm          r7, 4294967170, 0b0
icmpsel          slt, r7, r2, r7, 1, 0
mov_imm          r10, 4294967170, 0b0
icmpsel          ueq, r2, r7, 0, r2, r10
icmpsel          sgt, r7, r2, 127, 1, 0
icmpsel          ueq, r2, r7, 0, r2, 127
iadd             r7, r9, 127
bfi              r7, 0, r7, 23
iadd             r2, r2, 127
bfi              r2, 0, r2, 23
fmul32           r7, r8, r7
fmul32           r2, r7, r2
fcmpsel          eq, r7, r6, 0.0, 1, 0
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r6, r6, r8, 1, 0
fcmpsel          eq, r8, r3, r3, 1, 0
fcmpsel          eq, r8, r3, r3, r8, 0
xor              r8, r8, 1
or               r6, r7, r6
and              r6, r6, 1
or               r6, r6, r8
and              r6, r6, 1
icmpsel          ueq, r2, r6, 0, r2, r3
fcmpsel          eq, r3, r2, r2, 1, 0
fcmpsel          eq, r3, 0.0, 0.0, r3, 0
xor              r3, r3, 1
mov_imm          r6, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r2, r6
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
iadd             r4_r5, r4_r5, r6_r7
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r6, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r6, u8
mov              r7, u9
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
float_atomics:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
get_sr           r4, sr82 (thread_position_in_grid.z)
imadd            r3, u9, r4, r3
imadd            r2, u8, r3, r2
mov              r4, u16
mov              r5, u17
imadd            r2_r3, r2, 16, r4_r5
get_sr           r4, sr80 (thread_position_in_grid.x)
get_sr           r5, sr51 (thread_index_in_threadgroup)
if_icmp          r0l, ueq, 0, 0, 1
iadd             r6_r7, r2_r3, 4
mov              r8, r4
mov_imm          r9, 0, 0b0
mov              r10, u0
mov              r11, u1
iadd             r10_r11, r10_r11, r4, lsl 2
device_load      0, i32, x, r10, r10_r11, 0, unsigned
and              r4, r4, 3
convert          u32_to_f, r4, r4, rte
mov              r12, u2
mov              r13, u3
iadd             r12_r13, r12_r13, 4
mov              r14, u2
mov              r15, u3
iadd             r14_r15, r14_r15, 8
mov              r16, u2
mov              r17, u3
iadd             r16_r17, r16_r17, 12
device_load      0, i32, x, r11, u2_u3, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r18, r11, r4
mov              r19l, r18l
mov              r18l, r11l
mov              r19h, r18h
mov              r18h, r11h
atomic           cmpxchg, 0, r18, u2_u3, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r19, r18, r11, 1, 0
mov              r11, r18
if_icmp          r0l, nueq, r19, 0, 1
jmp_exec_none    L1
mov_imm          r0l, 3
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
device_load      0, i32, x, r11, r12_r13, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L3:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          gt, r18, r11, r10, r11, r10
fcmpsel          eq, r18, r10, r10, r18, r11
mov              r19l, r18l
mov              r18l, r11l
mov              r19h, r18h
mov              r18h, r11h
atomic           cmpxchg, 0, r18, r12_r13, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r19, r18, r11, 1, 0
mov              r11, r18
if_icmp          r0l, nueq, r19, 0, 1
jmp_exec_none    L4
mov_imm          r0l, 3
pop_exec         r0l, 0
L4:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L5
L5:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L3
pop_exec         r0l, 1
device_load      0, i32, x, r11, r14_r15, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L6:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          lt, r12, r11, r10, r11, r10
fcmpsel          eq, r12, r10, r10, r12, r11
mov              r13l, r12l
mov              r12l, r11l
mov              r13h, r12h
mov              r12h, r11h
atomic           cmpxchg, 0, r12, r14_r15, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r13, r12, r11, 1, 0
mov              r11, r12
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L7
mov_imm          r0l, 3
pop_exec         r0l, 0
L7:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L8
L8:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L6
pop_exec         r0l, 1
device_load      0, i32, x, r11, r16_r17, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L9:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r12, r11, r4.neg
mov              r13l, r12l
mov              r12l, r11l
mov              r13h, r12h
mov              r12h, r11h
atomic           cmpxchg, 0, r12, r16_r17, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r13, r12, r11, 1, 0
mov              r11, r12
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L10
mov_imm          r0l, 3
pop_exec         r0l, 0
L10:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L11
L11:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L9
pop_exec         r0l, 1
mov_imm          r12, 5, 0b0
mov_imm          r13, 0, 0b0
mov              r11, r8
mov              r14, r9
imadd            r16_r17, r11, r12, 0
imadd            r11, r11, r13, 0
imadd            r11, r14, r12, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r8_r9, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r11, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r11, r15, 0
imadd            r11, r11, r16, 0
imadd            r11, r14, r15, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r16, u2
mov              r17, u3
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r11, 1069547520, 0b0
device_load      0, i32, x, r16, r14_r15, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L12:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r17, r16, r11
mov              r18, r16
mov              r19, r17
atomic           cmpxchg, 0, r17, r14_r15, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r18, r17, r16, 1, 0
mov              r16, r17
if_icmp          r0l, nueq, r18, 0, 1
jmp_exec_none    L13
mov_imm          r0l, 3
pop_exec         r0l, 0
L13:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L14
L14:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L12
pop_exec         r0l, 1
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r17, r13
imadd            r18_r19, r11, r14, 0
imadd            r11, r11, r15, 0
imadd            r11, r17, r14, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r18, u4
mov              r19, u5
iadd             r14_r15, r18_r19, r14_r15
device_store     0, i32, x, r16, r14_r15, 0, unsigned, 0
mov_imm          r14, 200, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r8_r9, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r11, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r11, r15, 0
imadd            r11, r11, r16, 0
imadd            r11, r14, r15, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r16, u2
mov              r17, u3
iadd             r14_r15, r16_r17, r14_r15
device_load      0, i32, x, r11, r14_r15, 0, unsigned
wait             0
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r11, r2_r3, 0, unsigned
wait             0
mov              r16, r11
mov              r17, r10
atomic           cmpxchg, 0, r11, r14_r15, 0, unsigned, r16_r17, 1, 0, 1, 4, 2
wait             0
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
mov_imm          r2, 1, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
imadd            r16_r17, r2, r14, 0
imadd            r2, r2, r15, 0
imadd            r2, r3, r14, r2
mov              r3, r16
mov              r14, r17
iadd             r2, r14, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r14, u4
mov              r15, u5
iadd             r2_r3, r14_r15, r2_r3
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
mov_imm          r2, 400, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r8_r9, r2_r3
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
imadd            r14_r15, r2, r8, 0
imadd            r2, r2, r9, 0
imadd            r2, r3, r8, r2
mov              r3, r14
mov              r8, r15
iadd             r2, r8, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r8, u2
mov              r9, u3
iadd             r2_r3, r8_r9, r2_r3
device_load      0, i32, x, r8, r2_r3, 0, unsigned
wait             0
fadd32           r8, r8, 1.0
device_store     0, i32, x, r8, r6_r7, 0, unsigned, 0
device_load      0, i32, x, r8, r6_r7, 0, unsigned
mov              r9, r10
wait             0
atomic           cmpxchg, 0, r2, r2_r3, 0, unsigned, r8_r9, 1, 0, 1, 4, 2
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
device_load      0, i32, x, r2, r6_r7, 0, unsigned
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r12_r13, r6_r7
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r6
mov              r6, r7
mov              r7, r8
mov              r8, r9
imadd            r14_r15, r3, r7, 0
imadd            r3, r3, r8, 0
imadd            r3, r6, r7, r3
mov              r6, r14
mov              r7, r15
iadd             r3, r7, r3
mov              r7, r3
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
icmpsel          ueq, r2, r5, 0, 1, 0
if_icmp          r0l, nueq, r2, 0, 1
jmp_exec_none    L15
mov_imm          r2, 0, 0b0
mov_imm          r3l, 0
threadgroup_store i32, x, r2, r3l, 0
mov_imm          r2, 1120403456, 0b0
mov_imm          r3l, 4
threadgroup_store i32, x, r2, r3l, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L15:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L16
mov_imm          r0l, 2
pop_exec         r0l, 0
L16:
pop_exec         r0l, 1
pop_exec         r0l, 1
threadgroup_barrier
mov_imm          r2l, 0
threadgroup_load i32, x, r2, r2l, 0
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L17:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r3, r2, r4
mov              r6, r2
mov              r7, r3
mov_imm          r3l, 0
threadgroup_atomic cmpxchg, r3, r3l, 0, r6_r7, 0, 2, 129, 0
wait             0
icmpsel          ueq, r5, r3, r2, 1, 0
mov              r2, r3
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L18
mov_imm          r0l, 3
pop_exec         r0l, 0
L18:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L19
L19:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L17
pop_exec         r0l, 1
mov_imm          r2l, 4
threadgroup_load i32, x, r2, r2l, 0
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L20:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          lt, r3, r2, r10, r2, r10
fcmpsel          eq, r3, r10, r10, r3, r2
mov              r4, r2
mov              r5, r3
mov_imm          r3l, 4
threadgroup_atomic cmpxchg, r3, r3l, 0, r4_r5, 0, 2, 129, 0
wait             0
icmpsel          ueq, r4, r3, r2, 1, 0
mov              r2, r3
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L21
mov_imm          r0l, 3
pop_exec         r0l, 0
L21:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L22
L22:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L20
pop_exec         r0l, 1
threadgroup_barrier
mov_imm          r2l, 0
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r3l, 4
threadgroup_load i32, x, r3, r3l, 0
mov_imm          r4, 3, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
imadd            r8_r9, r4, r6, 0
imadd            r4, r4, r7, 0
imadd            r4, r5, r6, r4
mov              r5, r8
mov              r6, r9
iadd             r4, r6, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
wait             0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r2, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r6, 0
imadd            r2, r4, r5, r2
mov              r4, r8
mov              r5, r9
iadd             r2, r5, r2
mov              r5, r2
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r3, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
