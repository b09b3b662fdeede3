math_lib:
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
mov              r6, r4
mov_imm          r7, 0, 0b0
mov              r8, u0
mov              r9, u1
iadd             r8_r9, r8_r9, r4, lsl 2
device_load      0, i32, x, r5, r8_r9, 0, unsigned
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, r4, lsl 2
device_load      0, i32, x, r4, r8_r9, 0, unsigned
wait             0
fmul32           r8l, r5, 1.0
fmul32           r8h, r4, 1.0
mov_imm          r10, 40, 0b0
mov_imm          r11, 0, 0b0
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r6, r9, 0
imadd            r6, r6, r10, 0
imadd            r6, r7, r9, r6
mov              r7, r12
mov              r9, r13
iadd             r6, r9, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r5, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1069066811, 0b0
fmadd32          r10, r5, r11, r10
mov_imm          r11, 849703008, 0b0
fmadd32          r10, r5, r11, r10
fcmpsel          eq, r11, r9, r9, 1, 0
fcmpsel          eq, r11, r9, r9, r11, 0
xor              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
fcmpsel          gt, r12, r9, r12, 1, 0
mov_imm          r13, 3273654272, 0b0
fcmpsel          lt, r13, r9, r13, 1, 0
or               r14, r12, r13
and              r14, r14, 1
mov_imm          r15, 1124204544, 0b0
icmpsel          ueq, r9, r12, 0, r9, r15
mov_imm          r12, 3273654272, 0b0
icmpsel          ueq, r9, r13, 0, r9, r12
icmpsel          ueq, r12, r11, 0, r9, 0
icmpsel          ueq, r10, r14, 0, r10, 0
fcmpsel          eq, r13, r10, r10, 1, 0
fcmpsel          eq, r13, r10, r10, r13, 0
xor              r13, r13, 1
icmpsel          ueq, r10, r13, 0, r10, 0
rint             r13, r12
fadd32           r12, r12, r13.neg
fadd32           r10, r12, r10
mov_imm          r12, 931128830, 0b0
mov_imm          r14, 958497929, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 984531967, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1008571739, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1029920839, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1047920112, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1060205080, 0b0
fmadd32          r12, r12, r10, r14
fmadd32          r10, r12, r10, 1.0
convert          f_to_s32, r12, r13, rtz
asr              r13, r12, 1
isub             r12, r12, r13
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r10, r10, r13
fmul32           r10, r10, r12
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
fcmpsel          eq, r9, r5, r5, 1, 0
fcmpsel          eq, r9, r5, r5, r9, 0
xor              r9, r9, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r5, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r5, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r10, r10, 0, r5, r13
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r10, r11, 0, r10, r13
icmpsel          ueq, r11, r9, 0, r10, 0
icmpsel          ueq, r12, r12, 0, 0, 0
fcmpsel          eq, r13, r12, r12, 1, 0
fcmpsel          eq, r13, r12, r12, r13, 0
xor              r13, r13, 1
icmpsel          ueq, r12, r13, 0, r12, 0
rint             r13, r11
fadd32           r11, r11, r13.neg
fadd32           r11, r11, r12
mov_imm          r12, 931128830, 0b0
mov_imm          r14, 958497929, 0b0
fmadd32          r12, r12, r11, r14
mov_imm          r14, 984531967, 0b0
fmadd32          r12, r12, r11, r14
mov_imm          r14, 1008571739, 0b0
fmadd32          r12, r12, r11, r14
mov_imm          r14, 1029920839, 0b0
fmadd32          r12, r12, r11, r14
mov_imm          r14, 1047920112, 0b0
fmadd32          r12, r12, r11, r14
mov_imm          r14, 1060205080, 0b0
fmadd32          r12, r12, r11, r14
fmadd32          r11, r12, r11, 1.0
convert          f_to_s32, r12, r13, rtz
asr              r13, r12, 1
isub             r12, r12, r13
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r11, r11, r13
fmul32           r11, r11, r12
icmpsel          ueq, r9, r9, 0, r11, r10
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 1079286392, 0b0
fmul32           r9, r5, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1079286392, 0b0
fmadd32          r10, r5, r11, r10
mov_imm          r11, 865573431, 0b0
fmadd32          r10, r5, r11, r10
fcmpsel          eq, r11, r9, r9, 1, 0
fcmpsel          eq, r11, r9, r9, r11, 0
xor              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
fcmpsel          gt, r12, r9, r12, 1, 0
mov_imm          r13, 3273654272, 0b0
fcmpsel          lt, r13, r9, r13, 1, 0
or               r14, r12, r13
and              r14, r14, 1
mov_imm          r15, 1124204544, 0b0
icmpsel          ueq, r9, r12, 0, r9, r15
mov_imm          r12, 3273654272, 0b0
icmpsel          ueq, r9, r13, 0, r9, r12
icmpsel          ueq, r12, r11, 0, r9, 0
icmpsel          ueq, r10, r14, 0, r10, 0
fcmpsel          eq, r13, r10, r10, 1, 0
fcmpsel          eq, r13, r10, r10, r13, 0
xor              r13, r13, 1
icmpsel          ueq, r10, r13, 0, r10, 0
rint             r13, r12
fadd32           r12, r12, r13.neg
fadd32           r10, r12, r10
mov_imm          r12, 931128830, 0b0
mov_imm          r14, 958497929, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 984531967, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1008571739, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1029920839, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1047920112, 0b0
fmadd32          r12, r12, r10, r14
mov_imm          r14, 1060205080, 0b0
fmadd32          r12, r12, r10, r14
fmadd32          r10, r12, r10, 1.0
convert          f_to_s32, r12, r13, rtz
asr              r13, r12, 1
isub             r12, r12, r13
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r10, r10, r13
fmul32           r10, r10, r12
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r5, r10
icmpsel          ueq, r10, r9, 0, r5, r10
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
mov_imm          r11, 1060439283, 0b0
isub             r11, r10, r11
asr              r11, r11, 23
bfi              r12, 0, r11, 23
isub             r10, r10, r12
iadd             r9, r11, r9
fadd32           r10, r10, -1.0
fadd32           r11, 2.0, r10
rcp              r12, r11
fmul32           r13, r10, r12
fmadd32          r14, r11.neg, r13, r10
fmadd32          r12, r14, r12, r13
fcmpsel          eq, r12, r13, 0.0, r13, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r14, -2.0, r12, r10
fmadd32          r10, r13, r10, r14
rcp              r13, r11
fmul32           r14, r10, r13
fmadd32          r10, r11.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
fmul32           r11, r12, r12
mov_imm          r13, 1042123225, 0b0
mov_imm          r14, 1044000396, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1046711865, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1049774373, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1053609165, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1059760811, 0b0
fmadd32          r13, r13, r11, r14
fmul32           r11, r12, r11
fmul32           r11, r11, r13
fadd32           r12, r12, r12
fmadd32          r10, 2.0, r10, r11
mov_imm          r11, 1069066811, 0b0
fmul32           r11, r12, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r11, r13
mov_imm          r14, 1069066811, 0b0
fmadd32          r13, r12, r14, r13
mov_imm          r14, 1069066811, 0b0
fmul32           r10, r10, r14
mov_imm          r14, 849703008, 0b0
fmadd32          r10, r12, r14, r10
fadd32           r10, r13, r10
convert          s32_to_f, r9, r9, rte
fadd32           r12, r9, r11
fadd32           r9, r12, r9.neg
fadd32           r9, r11, r9.neg
fadd32           r9, r9, r10
fadd32           r10, r12, r9
fadd32           r11, r10, r12.neg
fadd32           r9, r9, r11.neg
fcmpsel          eq, r11, r5, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r5, r12, 1, 0
fcmpsel          lt, r13, r5, 0.0, 1, 0
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r5
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r10, r13, 0, r10, r11
icmpsel          ueq, r9, r14, 0, r9, 0
mov_imm          r11, 1060205080, 0b0
fmul32           r11, r10, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
mov_imm          r13, 1060205080, 0b0
fmadd32          r12, r10, r13, r12
mov_imm          r13, 1060205080, 0b0
fmul32           r9, r9, r13
mov_imm          r13, 2969756424, 0b0
fmadd32          r9, r10, r13, r9
fadd32           r9, r12, r9
fadd32           r9, r11, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r10, r12, 1, 0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 3, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r5, r10
icmpsel          ueq, r10, r9, 0, r5, r10
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
mov_imm          r11, 1060439283, 0b0
isub             r11, r10, r11
asr              r11, r11, 23
bfi              r12, 0, r11, 23
isub             r10, r10, r12
iadd             r9, r11, r9
fadd32           r10, r10, -1.0
fadd32           r11, 2.0, r10
rcp              r12, r11
fmul32           r13, r10, r12
fmadd32          r14, r11.neg, r13, r10
fmadd32          r12, r14, r12, r13
fcmpsel          eq, r12, r13, 0.0, r13, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r14, -2.0, r12, r10
fmadd32          r10, r13, r10, r14
rcp              r13, r11
fmul32           r14, r10, r13
fmadd32          r10, r11.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
fmul32           r11, r12, r12
mov_imm          r13, 1042123225, 0b0
mov_imm          r14, 1044000396, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1046711865, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1049774373, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1053609165, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1059760811, 0b0
fmadd32          r13, r13, r11, r14
fmul32           r11, r12, r11
fmul32           r11, r11, r13
fadd32           r12, r12, r12
fmadd32          r10, 2.0, r10, r11
mov_imm          r11, 1069066811, 0b0
fmul32           r11, r12, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r11, r13
mov_imm          r14, 1069066811, 0b0
fmadd32          r13, r12, r14, r13
mov_imm          r14, 1069066811, 0b0
fmul32           r10, r10, r14
mov_imm          r14, 849703008, 0b0
fmadd32          r10, r12, r14, r10
fadd32           r10, r13, r10
convert          s32_to_f, r9, r9, rte
fadd32           r12, r9, r11
fadd32           r9, r12, r9.neg
fadd32           r9, r11, r9.neg
fadd32           r9, r9, r10
fadd32           r10, r12, r9
fadd32           r11, r10, r12.neg
fadd32           r9, r9, r11.neg
fcmpsel          eq, r11, r5, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r5, r12, 1, 0
fcmpsel          lt, r13, r5, 0.0, 1, 0
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r5
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r10, r13, 0, r10, r11
icmpsel          ueq, r9, r14, 0, r9, 0
fadd32           r9, r10, r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r5, r10
icmpsel          ueq, r10, r9, 0, r5, r10
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
mov_imm          r11, 1060439283, 0b0
isub             r11, r10, r11
asr              r11, r11, 23
bfi              r12, 0, r11, 23
isub             r10, r10, r12
iadd             r9, r11, r9
fadd32           r10, r10, -1.0
fadd32           r11, 2.0, r10
rcp              r12, r11
fmul32           r13, r10, r12
fmadd32          r14, r11.neg, r13, r10
fmadd32          r12, r14, r12, r13
fcmpsel          eq, r12, r13, 0.0, r13, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r14, -2.0, r12, r10
fmadd32          r10, r13, r10, r14
rcp              r13, r11
fmul32           r14, r10, r13
fmadd32          r10, r11.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
fmul32           r11, r12, r12
mov_imm          r13, 1042123225, 0b0
mov_imm          r14, 1044000396, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1046711865, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1049774373, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1053609165, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1059760811, 0b0
fmadd32          r13, r13, r11, r14
fmul32           r11, r12, r11
fmul32           r11, r11, r13
fadd32           r12, r12, r12
fmadd32          r10, 2.0, r10, r11
mov_imm          r11, 1069066811, 0b0
fmul32           r11, r12, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r11, r13
mov_imm          r14, 1069066811, 0b0
fmadd32          r13, r12, r14, r13
mov_imm          r14, 1069066811, 0b0
fmul32           r10, r10, r14
mov_imm          r14, 849703008, 0b0
fmadd32          r10, r12, r14, r10
fadd32           r10, r13, r10
convert          s32_to_f, r9, r9, rte
fadd32           r12, r9, r11
fadd32           r9, r12, r9.neg
fadd32           r9, r11, r9.neg
fadd32           r9, r9, r10
fadd32           r10, r12, r9
fadd32           r11, r10, r12.neg
fadd32           r9, r9, r11.neg
fcmpsel          eq, r11, r5, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r5, r12, 1, 0
fcmpsel          lt, r13, r5, 0.0, 1, 0
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r5
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r10, r13, 0, r10, r11
icmpsel          ueq, r9, r14, 0, r9, 0
mov_imm          r11, 1050288283, 0b0
fmul32           r11, r10, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
mov_imm          r13, 1050288283, 0b0
fmadd32          r12, r10, r13, r12
mov_imm          r13, 1050288283, 0b0
fmul32           r9, r9, r13
mov_imm          r13, 2994079840, 0b0
fmadd32          r9, r10, r13, r9
fadd32           r9, r12, r9
fadd32           r9, r11, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r10, r12, 1, 0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 5, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1204701056, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, r9, 0
icmpsel          ueq, r11, r10, 0, r11, r9
mov_imm          r12, 1059256707, 0b0
fmul32           r12, r11, r12
rint             r12, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
mov_imm          r14, 1070141403, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 3007036718, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 2801216749, 0b0
fmadd32          r11, r13, r14, r11
convert          f_to_s32, r12, r12, rtz
bfeil            r13, 0, r9, 23
mov_imm          r14, 8388607, 0b0
and              r14, r9, r14
mov_imm          r15, 8388608, 0b0
or               r14, r14, r15
icmpsel          slt, r15, r13, 143, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 143
icmpsel          sgt, r15, r13, 254, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 254
isub             r13, r13, 120
bfeil            r15, 0, r13, 5
and              r13, r13, 31
icmpsel          ueq, r16, r15, 1, 1, 0
mov_imm          r17, 2734261102, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r16, 0, r16
icmpsel          ueq, r17, r15, 2, 1, 0
mov_imm          r18, 1313084713, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 3, 1, 0
mov_imm          r18, 4230436817, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 4, 1, 0
mov_imm          r18, 4113882560, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 1, 1, 0
mov_imm          r18, 2873790907, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 2734261102, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r15, 2, 1, 0
mov_imm          r19, 1496175715, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 3, 1, 0
mov_imm          r19, 1379621458, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 4, 1, 0
mov_imm          r19, 946410027, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 1, 1, 0
mov_imm          r19, 2917352104, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
mov_imm          r19, 1313084713, 0b0
iadd             r18, r19, r18
icmpsel          ueq, r19, r15, 2, 1, 0
mov_imm          r20, 2800797847, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 3, 1, 0
mov_imm          r20, 2367586416, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 4, 1, 0
mov_imm          r20, 3992943384, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 1, 1, 0
mov_imm          r20, 4178413039, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
mov_imm          r20, 4230436817, 0b0
iadd             r19, r20, r19
icmpsel          ueq, r20, r15, 2, 1, 0
mov_imm          r21, 3745201608, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r15, 3, 1, 0
mov_imm          r21, 1075591280, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r15, r15, 4, 1, 0
mov_imm          r20, 36309978, 0b0
icmpsel          ueq, r15, r15, 0, 0, r20
iadd             r15, r19, r15
isub             r19, 31, r13
and              r20, r13, 31
bfi              r16, 0, r16, r20
bfeil            r20, 0, r17, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r16, r16, r20
and              r20, r13, 31
bfi              r17, 0, r17, r20
bfeil            r20, 0, r18, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r17, r17, r20
and              r13, r13, 31
bfi              r13, 0, r18, r13
bfeil            r15, 0, r15, 1
and              r18, r19, 31
bfeil            r15, 0, r15, r18
or               r13, r13, r15
mov_imm          r15, 0, 0b0
mov              r18, r13
mov_imm          r19, 0, 0b0
mov              r13, r14
mov              r20, r15
imadd            r22_r23, r13, r18, 0
imadd            r13, r13, r19, 0
imadd            r13, r20, r18, r13
mov              r18, r22
mov              r19, r23
iadd             r13, r19, r13
mov              r19, r13
mov              r20, r17
mov_imm          r21, 0, 0b0
mov              r13, r14
mov              r17, r15
imadd            r22_r23, r13, r20, 0
imadd            r13, r13, r21, 0
imadd            r13, r17, r20, r13
mov              r17, r22
mov              r20, r23
iadd             r13, r20, r13
mov              r20, r17
mov              r21, r13
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r22_r23, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r22
mov              r15, r23
iadd             r13, r15, r13
mov              r15, r13
mov              r13, r18
mov              r16, r19
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
and              r16, r16, 63
isub             r17, r16, 32
isub             r22, 32, r16
bfeil            r18, 0, r18, r16
bfi              r22, 0, r19, r22
bfeil            r17, 0, r19, r17
or               r18, r18, r22
or               r17, r18, r17
bfeil            r16, 0, r19, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r16_r17, r16_r17, r20_r21
mov              r18, r16
mov              r19, r17
mov_imm          r20, 32, 0b0
mov_imm          r21, 0, 0b0
mov              r19, r20
mov              r20, r21
and              r19, r19, 63
isub             r20, r19, 32
isub             r21, 32, r19
bfeil            r16, 0, r16, r19
bfi              r21, 0, r17, r21
bfeil            r20, 0, r17, r20
or               r16, r16, r21
or               r16, r16, r20
bfeil            r17, 0, r17, r19
iadd             r14, r16, r14
bfeil            r15, 0, r14, 30
bfi              r14, 0, r14, 2
bfeil            r16, 0, r18, 30
or               r14, r14, r16
bfi              r16, 0, r18, 2
bfeil            r13, 0, r13, 30
or               r13, r16, r13
bfeil            r16, 0, r14, 31
iadd             r15, r15, r16
icmpsel          slt, r16, r14, 0, 1, 0
isub             r17, 0, r13
mov_imm          r18, 4294967295, 0b0
xor              r18, r14, r18
icmpsel          ueq, r19, r13, 0, 1, 0
icmpsel          ueq, r19, r19, 0, 0, 1
iadd             r18, r18, r19
icmpsel          ueq, r14, r16, 0, r14, r18
icmpsel          ueq, r13, r16, 0, r13, r17
bfeil            r17, 0, r14, 16
mov_imm          r18, 65535, 0b0
and              r14, r14, r18
bfeil            r18, 0, r13, 16
mov_imm          r19, 65535, 0b0
and              r13, r13, r19
convert          s32_to_f, r17, r17, rte
mov_imm          r19, 931135488, 0b0
fmul32           r17, r17, r19
convert          s32_to_f, r14, r14, rte
mov_imm          r19, 796917760, 0b0
fmul32           r14, r14, r19
convert          s32_to_f, r18, r18, rte
mov_imm          r19, 662700032, 0b0
fmul32           r18, r18, r19
convert          s32_to_f, r13, r13, rte
mov_imm          r19, 528482304, 0b0
fmul32           r13, r13, r19
fadd32           r19, r17, r14
fadd32           r17, r19, r17.neg
fadd32           r14, r14, r17.neg
fadd32           r13, r18, r13
fadd32           r13, r14, r13
mov_imm          r14, 1070141403, 0b0
fmul32           r14, r19, r14
mov_imm          r17, 2147483648, 0b0
xor              r17, r14, r17
mov_imm          r18, 1070141403, 0b0
fmadd32          r17, r19, r18, r17
mov_imm          r18, 1070141403, 0b0
fmul32           r13, r13, r18
mov_imm          r18, 3007036718, 0b0
fmadd32          r13, r19, r18, r13
fadd32           r13, r17, r13
fadd32           r13, r14, r13
mov_imm          r17, 2147483647, 0b0
and              r17, r14, r17
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r17, r17, r18, 1, 0
icmpsel          ueq, r13, r17, 0, r13, r14
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
icmpsel          ueq, r13, r16, 0, r13, r14
icmpsel          ueq, r11, r10, 0, r13, r11
icmpsel          ueq, r10, r10, 0, r15, r12
fmul32           r12, r11, r11
mov_imm          r13, 3000447531, 0b0
mov_imm          r14, 909700893, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3109031169, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1007192201, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3190467243, 0b0
fmadd32          r13, r13, r12, r14
fmul32           r14, r11, r12
fmadd32          r11, r14, r13, r11
mov_imm          r13, 823097031, 0b0
mov_imm          r14, 3029594750, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 936381697, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3132492641, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1026206379, 0b0
fmadd32          r13, r13, r12, r14
fmadd32          r13, r12, r13, -0.5
fmadd32          r12, r12, r13, 1.0
and              r13, r10, 1
icmpsel          ueq, r13, r13, 1, 1, 0
and              r10, r10, 2
icmpsel          ueq, r10, r10, 2, 1, 0
icmpsel          ueq, r11, r13, 0, r11, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
icmpsel          ueq, r10, r10, 0, r11, r12
mov_imm          r11, 2147483648, 0b0
and              r11, r5, r11
xor              r10, r10, r11
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r9, r9, r11, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r11, r10
mov_imm          r10, 6, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1204701056, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, r9, 0
icmpsel          ueq, r11, r10, 0, r11, r9
mov_imm          r12, 1059256707, 0b0
fmul32           r12, r11, r12
rint             r12, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
mov_imm          r14, 1070141403, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 3007036718, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 2801216749, 0b0
fmadd32          r11, r13, r14, r11
convert          f_to_s32, r12, r12, rtz
bfeil            r13, 0, r9, 23
mov_imm          r14, 8388607, 0b0
and              r14, r9, r14
mov_imm          r15, 8388608, 0b0
or               r14, r14, r15
icmpsel          slt, r15, r13, 143, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 143
icmpsel          sgt, r15, r13, 254, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 254
isub             r13, r13, 120
bfeil            r15, 0, r13, 5
and              r13, r13, 31
icmpsel          ueq, r16, r15, 1, 1, 0
mov_imm          r17, 2734261102, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r16, 0, r16
icmpsel          ueq, r17, r15, 2, 1, 0
mov_imm          r18, 1313084713, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 3, 1, 0
mov_imm          r18, 4230436817, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 4, 1, 0
mov_imm          r18, 4113882560, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 1, 1, 0
mov_imm          r18, 2873790907, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 2734261102, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r15, 2, 1, 0
mov_imm          r19, 1496175715, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 3, 1, 0
mov_imm          r19, 1379621458, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 4, 1, 0
mov_imm          r19, 946410027, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 1, 1, 0
mov_imm          r19, 2917352104, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
mov_imm          r19, 1313084713, 0b0
iadd             r18, r19, r18
icmpsel          ueq, r19, r15, 2, 1, 0
mov_imm          r20, 2800797847, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 3, 1, 0
mov_imm          r20, 2367586416, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 4, 1, 0
mov_imm          r20, 3992943384, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 1, 1, 0
mov_imm          r20, 4178413039, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
mov_imm          r20, 4230436817, 0b0
iadd             r19, r20, r19
icmpsel          ueq, r20, r15, 2, 1, 0
mov_imm          r21, 3745201608, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r15, 3, 1, 0
mov_imm          r21, 1075591280, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r15, r15, 4, 1, 0
mov_imm          r20, 36309978, 0b0
icmpsel          ueq, r15, r15, 0, 0, r20
iadd             r15, r19, r15
isub             r19, 31, r13
and              r20, r13, 31
bfi              r16, 0, r16, r20
bfeil            r20, 0, r17, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r16, r16, r20
and              r20, r13, 31
bfi              r17, 0, r17, r20
bfeil            r20, 0, r18, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r17, r17, r20
and              r13, r13, 31
bfi              r13, 0, r18, r13
bfeil            r15, 0, r15, 1
and              r18, r19, 31
bfeil            r15, 0, r15, r18
or               r13, r13, r15
mov_imm          r15, 0, 0b0
mov              r18, r13
mov_imm          r19, 0, 0b0
mov              r13, r14
mov              r20, r15
imadd            r22_r23, r13, r18, 0
imadd            r13, r13, r19, 0
imadd            r13, r20, r18, r13
mov              r18, r22
mov              r19, r23
iadd             r13, r19, r13
mov              r19, r13
mov              r20, r17
mov_imm          r21, 0, 0b0
mov              r13, r14
mov              r17, r15
imadd            r22_r23, r13, r20, 0
imadd            r13, r13, r21, 0
imadd            r13, r17, r20, r13
mov              r17, r22
mov              r20, r23
iadd             r13, r20, r13
mov              r20, r17
mov              r21, r13
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r22_r23, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r22
mov              r15, r23
iadd             r13, r15, r13
mov              r15, r13
mov              r13, r18
mov              r16, r19
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
and              r16, r16, 63
isub             r17, r16, 32
isub             r22, 32, r16
bfeil            r18, 0, r18, r16
bfi              r22, 0, r19, r22
bfeil            r17, 0, r19, r17
or               r18, r18, r22
or               r17, r18, r17
bfeil            r16, 0, r19, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r16_r17, r16_r17, r20_r21
mov              r18, r16
mov              r19, r17
mov_imm          r20, 32, 0b0
mov_imm          r21, 0, 0b0
mov              r19, r20
mov              r20, r21
and              r19, r19, 63
isub             r20, r19, 32
isub             r21, 32, r19
bfeil            r16, 0, r16, r19
bfi              r21, 0, r17, r21
bfeil            r20, 0, r17, r20
or               r16, r16, r21
or               r16, r16, r20
bfeil            r17, 0, r17, r19
iadd             r14, r16, r14
bfeil            r15, 0, r14, 30
bfi              r14, 0, r14, 2
bfeil            r16, 0, r18, 30
or               r14, r14, r16
bfi              r16, 0, r18, 2
bfeil            r13, 0, r13, 30
or               r13, r16, r13
bfeil            r16, 0, r14, 31
iadd             r15, r15, r16
icmpsel          slt, r16, r14, 0, 1, 0
isub             r17, 0, r13
mov_imm          r18, 4294967295, 0b0
xor              r18, r14, r18
icmpsel          ueq, r19, r13, 0, 1, 0
icmpsel          ueq, r19, r19, 0, 0, 1
iadd             r18, r18, r19
icmpsel          ueq, r14, r16, 0, r14, r18
icmpsel          ueq, r13, r16, 0, r13, r17
bfeil            r17, 0, r14, 16
mov_imm          r18, 65535, 0b0
and              r14, r14, r18
bfeil            r18, 0, r13, 16
mov_imm          r19, 65535, 0b0
and              r13, r13, r19
convert          s32_to_f, r17, r17, rte
mov_imm          r19, 931135488, 0b0
fmul32           r17, r17, r19
convert          s32_to_f, r14, r14, rte
mov_imm          r19, 796917760, 0b0
fmul32           r14, r14, r19
convert          s32_to_f, r18, r18, rte
mov_imm          r19, 662700032, 0b0
fmul32           r18, r18, r19
convert          s32_to_f, r13, r13, rte
mov_imm          r19, 528482304, 0b0
fmul32           r13, r13, r19
fadd32           r19, r17, r14
fadd32           r17, r19, r17.neg
fadd32           r14, r14, r17.neg
fadd32           r13, r18, r13
fadd32           r13, r14, r13
mov_imm          r14, 1070141403, 0b0
fmul32           r14, r19, r14
mov_imm          r17, 2147483648, 0b0
xor              r17, r14, r17
mov_imm          r18, 1070141403, 0b0
fmadd32          r17, r19, r18, r17
mov_imm          r18, 1070141403, 0b0
fmul32           r13, r13, r18
mov_imm          r18, 3007036718, 0b0
fmadd32          r13, r19, r18, r13
fadd32           r13, r17, r13
fadd32           r13, r14, r13
mov_imm          r17, 2147483647, 0b0
and              r17, r14, r17
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r17, r17, r18, 1, 0
icmpsel          ueq, r13, r17, 0, r13, r14
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
icmpsel          ueq, r13, r16, 0, r13, r14
icmpsel          ueq, r11, r10, 0, r13, r11
icmpsel          ueq, r10, r10, 0, r15, r12
fmul32           r12, r11, r11
mov_imm          r13, 3000447531, 0b0
mov_imm          r14, 909700893, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3109031169, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1007192201, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3190467243, 0b0
fmadd32          r13, r13, r12, r14
fmul32           r14, r11, r12
fmadd32          r11, r14, r13, r11
mov_imm          r13, 823097031, 0b0
mov_imm          r14, 3029594750, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 936381697, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3132492641, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1026206379, 0b0
fmadd32          r13, r13, r12, r14
fmadd32          r13, r12, r13, -0.5
fmadd32          r12, r12, r13, 1.0
and              r13, r10, 1
icmpsel          ueq, r13, r13, 1, 1, 0
icmpsel          ueq, r11, r13, 0, r12, r11
iadd             r10, r10, 1
and              r10, r10, 2
icmpsel          ueq, r10, r10, 2, 1, 0
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
icmpsel          ueq, r10, r10, 0, r11, r12
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r9, r9, r11, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r11, r10
mov_imm          r10, 7, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1204701056, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, r9, 0
icmpsel          ueq, r11, r10, 0, r11, r9
mov_imm          r12, 1059256707, 0b0
fmul32           r12, r11, r12
rint             r12, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
mov_imm          r14, 1070141403, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 3007036718, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 2801216749, 0b0
fmadd32          r11, r13, r14, r11
convert          f_to_s32, r12, r12, rtz
bfeil            r13, 0, r9, 23
mov_imm          r14, 8388607, 0b0
and              r14, r9, r14
mov_imm          r15, 8388608, 0b0
or               r14, r14, r15
icmpsel          slt, r15, r13, 143, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 143
icmpsel          sgt, r15, r13, 254, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 254
isub             r13, r13, 120
bfeil            r15, 0, r13, 5
and              r13, r13, 31
icmpsel          ueq, r16, r15, 1, 1, 0
mov_imm          r17, 2734261102, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r16, 0, r16
icmpsel          ueq, r17, r15, 2, 1, 0
mov_imm          r18, 1313084713, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 3, 1, 0
mov_imm          r18, 4230436817, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 4, 1, 0
mov_imm          r18, 4113882560, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 1, 1, 0
mov_imm          r18, 2873790907, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 2734261102, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r15, 2, 1, 0
mov_imm          r19, 1496175715, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 3, 1, 0
mov_imm          r19, 1379621458, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 4, 1, 0
mov_imm          r19, 946410027, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 1, 1, 0
mov_imm          r19, 2917352104, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
mov_imm          r19, 1313084713, 0b0
iadd             r18, r19, r18
icmpsel          ueq, r19, r15, 2, 1, 0
mov_imm          r20, 2800797847, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 3, 1, 0
mov_imm          r20, 2367586416, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 4, 1, 0
mov_imm          r20, 3992943384, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 1, 1, 0
mov_imm          r20, 4178413039, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
mov_imm          r20, 4230436817, 0b0
iadd             r19, r20, r19
icmpsel          ueq, r20, r15, 2, 1, 0
mov_imm          r21, 3745201608, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r15, 3, 1, 0
mov_imm          r21, 1075591280, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r15, r15, 4, 1, 0
mov_imm          r20, 36309978, 0b0
icmpsel          ueq, r15, r15, 0, 0, r20
iadd             r15, r19, r15
isub             r19, 31, r13
and              r20, r13, 31
bfi              r16, 0, r16, r20
bfeil            r20, 0, r17, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r16, r16, r20
and              r20, r13, 31
bfi              r17, 0, r17, r20
bfeil            r20, 0, r18, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r17, r17, r20
and              r13, r13, 31
bfi              r13, 0, r18, r13
bfeil            r15, 0, r15, 1
and              r18, r19, 31
bfeil            r15, 0, r15, r18
or               r13, r13, r15
mov_imm          r15, 0, 0b0
mov              r18, r13
mov_imm          r19, 0, 0b0
mov              r13, r14
mov              r20, r15
imadd            r22_r23, r13, r18, 0
imadd            r13, r13, r19, 0
imadd            r13, r20, r18, r13
mov              r18, r22
mov              r19, r23
iadd             r13, r19, r13
mov              r19, r13
mov              r20, r17
mov_imm          r21, 0, 0b0
mov              r13, r14
mov              r17, r15
imadd            r22_r23, r13, r20, 0
imadd            r13, r13, r21, 0
imadd            r13, r17, r20, r13
mov              r17, r22
mov              r20, r23
iadd             r13, r20, r13
mov              r20, r17
mov              r21, r13
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r22_r23, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r22
mov              r15, r23
iadd             r13, r15, r13
mov              r15, r13
mov              r13, r18
mov              r16, r19
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
and              r16, r16, 63
isub             r17, r16, 32
isub             r22, 32, r16
bfeil            r18, 0, r18, r16
bfi              r22, 0, r19, r22
bfeil            r17, 0, r19, r17
or               r18, r18, r22
or               r17, r18, r17
bfeil            r16, 0, r19, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r16_r17, r16_r17, r20_r21
mov              r18, r16
mov              r19, r17
mov_imm          r20, 32, 0b0
mov_imm          r21, 0, 0b0
mov              r19, r20
mov              r20, r21
and              r19, r19, 63
isub             r20, r19, 32
isub             r21, 32, r19
bfeil            r16, 0, r16, r19
bfi              r21, 0, r17, r21
bfeil            r20, 0, r17, r20
or               r16, r16, r21
or               r16, r16, r20
bfeil            r17, 0, r17, r19
iadd             r14, r16, r14
bfeil            r15, 0, r14, 30
bfi              r14, 0, r14, 2
bfeil            r16, 0, r18, 30
or               r14, r14, r16
bfi              r16, 0, r18, 2
bfeil            r13, 0, r13, 30
or               r13, r16, r13
bfeil            r16, 0, r14, 31
iadd             r15, r15, r16
icmpsel          slt, r16, r14, 0, 1, 0
isub             r17, 0, r13
mov_imm          r18, 4294967295, 0b0
xor              r18, r14, r18
icmpsel          ueq, r19, r13, 0, 1, 0
icmpsel          ueq, r19, r19, 0, 0, 1
iadd             r18, r18, r19
icmpsel          ueq, r14, r16, 0, r14, r18
icmpsel          ueq, r13, r16, 0, r13, r17
bfeil            r17, 0, r14, 16
mov_imm          r18, 65535, 0b0
and              r14, r14, r18
bfeil            r18, 0, r13, 16
mov_imm          r19, 65535, 0b0
and              r13, r13, r19
convert          s32_to_f, r17, r17, rte
mov_imm          r19, 931135488, 0b0
fmul32           r17, r17, r19
convert          s32_to_f, r14, r14, rte
mov_imm          r19, 796917760, 0b0
fmul32           r14, r14, r19
convert          s32_to_f, r18, r18, rte
mov_imm          r19, 662700032, 0b0
fmul32           r18, r18, r19
convert          s32_to_f, r13, r13, rte
mov_imm          r19, 528482304, 0b0
fmul32           r13, r13, r19
fadd32           r19, r17, r14
fadd32           r17, r19, r17.neg
fadd32           r14, r14, r17.neg
fadd32           r13, r18, r13
fadd32           r13, r14, r13
mov_imm          r14, 1070141403, 0b0
fmul32           r14, r19, r14
mov_imm          r17, 2147483648, 0b0
xor              r17, r14, r17
mov_imm          r18, 1070141403, 0b0
fmadd32          r17, r19, r18, r17
mov_imm          r18, 1070141403, 0b0
fmul32           r13, r13, r18
mov_imm          r18, 3007036718, 0b0
fmadd32          r13, r19, r18, r13
fadd32           r13, r17, r13
fadd32           r13, r14, r13
mov_imm          r17, 2147483647, 0b0
and              r17, r14, r17
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r17, r17, r18, 1, 0
icmpsel          ueq, r13, r17, 0, r13, r14
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
icmpsel          ueq, r13, r16, 0, r13, r14
icmpsel          ueq, r11, r10, 0, r13, r11
icmpsel          ueq, r10, r10, 0, r15, r12
fmul32           r12, r11, r11
mov_imm          r13, 3000447531, 0b0
mov_imm          r14, 909700893, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3109031169, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1007192201, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3190467243, 0b0
fmadd32          r13, r13, r12, r14
fmul32           r14, r11, r12
fmadd32          r11, r14, r13, r11
mov_imm          r13, 823097031, 0b0
mov_imm          r14, 3029594750, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 936381697, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3132492641, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1026206379, 0b0
fmadd32          r13, r13, r12, r14
fmadd32          r13, r12, r13, -0.5
fmadd32          r12, r12, r13, 1.0
and              r10, r10, 1
icmpsel          ueq, r10, r10, 1, 1, 0
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
icmpsel          ueq, r13, r10, 0, r11, r13
icmpsel          ueq, r10, r10, 0, r12, r11
rcp              r11, r10
fmul32           r12, r13, r11
fmadd32          r10, r10.neg, r12, r13
fmadd32          r10, r10, r11, r12
fcmpsel          eq, r10, r12, 0.0, r12, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r12, r11, r12, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r12, r11, r12, r10
mov_imm          r11, 2147483648, 0b0
and              r11, r5, r11
xor              r10, r10, r11
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r9, r9, r11, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r11, r10
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1069066811, 0b0
fmul32           r10, r9, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r9, r12, r11
mov_imm          r12, 849703008, 0b0
fmadd32          r11, r9, r12, r11
fadd32           r10, r10, -1.0
fcmpsel          eq, r12, r10, r10, 1, 0
fcmpsel          eq, r12, r10, r10, r12, 0
xor              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
fcmpsel          gt, r13, r10, r13, 1, 0
mov_imm          r14, 3273654272, 0b0
fcmpsel          lt, r14, r10, r14, 1, 0
or               r15, r13, r14
and              r15, r15, 1
mov_imm          r16, 1124204544, 0b0
icmpsel          ueq, r10, r13, 0, r10, r16
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r10, r14, 0, r10, r13
icmpsel          ueq, r13, r12, 0, r10, 0
icmpsel          ueq, r11, r15, 0, r11, 0
fcmpsel          eq, r14, r11, r11, 1, 0
fcmpsel          eq, r14, r11, r11, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r11, r14, 0, r11, 0
rint             r14, r13
fadd32           r13, r13, r14.neg
fadd32           r11, r13, r11
mov_imm          r13, 931128830, 0b0
mov_imm          r15, 958497929, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 984531967, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1008571739, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1029920839, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1047920112, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1060205080, 0b0
fmadd32          r13, r13, r11, r15
fmadd32          r11, r13, r11, 1.0
convert          f_to_s32, r13, r14, rtz
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r11, r11, r14
fmul32           r11, r11, r13
icmpsel          ueq, r10, r12, 0, r11, r10
rcp              r11, r10
fmul32           r12, 0.25, r11
fmadd32          r13, r10.neg, r12, 0.25
fmadd32          r11, r13, r11, r12
fcmpsel          eq, r11, r12, 0.0, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
fadd32           r10, r10, r11.neg
fmul32           r11, r9, r9
mov_imm          r12, 791712305, 0b0
mov_imm          r13, 852963883, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 909700893, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 961547521, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 1007192201, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 1042983595, 0b0
fmadd32          r12, r12, r11, r13
fmul32           r11, r9, r11
fmadd32          r11, r11, r12, r9
fcmpsel          lt, r9, r9, 1.0, 1, 0
icmpsel          ueq, r9, r9, 0, r10, r11
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 9, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1069066811, 0b0
fmul32           r10, r9, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r9, r12, r11
mov_imm          r12, 849703008, 0b0
fmadd32          r9, r9, r12, r11
fadd32           r10, r10, -1.0
fcmpsel          eq, r11, r10, r10, 1, 0
fcmpsel          eq, r11, r10, r10, r11, 0
xor              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
fcmpsel          gt, r12, r10, r12, 1, 0
mov_imm          r13, 3273654272, 0b0
fcmpsel          lt, r13, r10, r13, 1, 0
or               r14, r12, r13
and              r14, r14, 1
mov_imm          r15, 1124204544, 0b0
icmpsel          ueq, r10, r12, 0, r10, r15
mov_imm          r12, 3273654272, 0b0
icmpsel          ueq, r10, r13, 0, r10, r12
icmpsel          ueq, r12, r11, 0, r10, 0
icmpsel          ueq, r9, r14, 0, r9, 0
fcmpsel          eq, r13, r9, r9, 1, 0
fcmpsel          eq, r13, r9, r9, r13, 0
xor              r13, r13, 1
icmpsel          ueq, r9, r13, 0, r9, 0
rint             r13, r12
fadd32           r12, r12, r13.neg
fadd32           r9, r12, r9
mov_imm          r12, 931128830, 0b0
mov_imm          r14, 958497929, 0b0
fmadd32          r12, r12, r9, r14
mov_imm          r14, 984531967, 0b0
fmadd32          r12, r12, r9, r14
mov_imm          r14, 1008571739, 0b0
fmadd32          r12, r12, r9, r14
mov_imm          r14, 1029920839, 0b0
fmadd32          r12, r12, r9, r14
mov_imm          r14, 1047920112, 0b0
fmadd32          r12, r12, r9, r14
mov_imm          r14, 1060205080, 0b0
fmadd32          r12, r12, r9, r14
fmadd32          r9, r12, r9, 1.0
convert          f_to_s32, r12, r13, rtz
asr              r13, r12, 1
isub             r12, r12, r13
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r9, r9, r13
fmul32           r9, r9, r12
icmpsel          ueq, r9, r11, 0, r9, r10
rcp              r10, r9
fmul32           r11, 0.25, r10
fmadd32          r12, r9.neg, r11, 0.25
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
fadd32           r9, r9, r10
mov_imm          r10, 10, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
fcmpsel          gt, r10, r9, 10.0, 1, 0
mov_imm          r11, 1092616192, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 1069066811, 0b0
fmul32           r10, r9, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r9, r12, r11
mov_imm          r12, 849703008, 0b0
fmadd32          r11, r9, r12, r11
fadd32           r10, r10, -1.0
fcmpsel          eq, r12, r10, r10, 1, 0
fcmpsel          eq, r12, r10, r10, r12, 0
xor              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
fcmpsel          gt, r13, r10, r13, 1, 0
mov_imm          r14, 3273654272, 0b0
fcmpsel          lt, r14, r10, r14, 1, 0
or               r15, r13, r14
and              r15, r15, 1
mov_imm          r16, 1124204544, 0b0
icmpsel          ueq, r10, r13, 0, r10, r16
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r10, r14, 0, r10, r13
icmpsel          ueq, r13, r12, 0, r10, 0
icmpsel          ueq, r11, r15, 0, r11, 0
fcmpsel          eq, r14, r11, r11, 1, 0
fcmpsel          eq, r14, r11, r11, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r11, r14, 0, r11, 0
rint             r14, r13
fadd32           r13, r13, r14.neg
fadd32           r11, r13, r11
mov_imm          r13, 931128830, 0b0
mov_imm          r15, 958497929, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 984531967, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1008571739, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1029920839, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1047920112, 0b0
fmadd32          r13, r13, r11, r15
mov_imm          r15, 1060205080, 0b0
fmadd32          r13, r13, r11, r15
fmadd32          r11, r13, r11, 1.0
convert          f_to_s32, r13, r14, rtz
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r11, r11, r14
fmul32           r11, r11, r13
icmpsel          ueq, r10, r12, 0, r11, r10
rcp              r11, r10
fmul32           r12, 0.25, r11
fmadd32          r13, r10.neg, r12, 0.25
fmadd32          r11, r13, r11, r12
fcmpsel          eq, r11, r12, 0.0, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
fadd32           r10, r10, r11.neg
fmul32           r11, r9, r9
mov_imm          r12, 791712305, 0b0
mov_imm          r13, 852963883, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 909700893, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 961547521, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 1007192201, 0b0
fmadd32          r12, r12, r11, r13
mov_imm          r13, 1042983595, 0b0
fmadd32          r12, r12, r11, r13
fmul32           r11, r9, r11
fmadd32          r11, r11, r12, r9
fcmpsel          lt, r12, r9, 1.0, 1, 0
icmpsel          ueq, r10, r12, 0, r10, r11
mov_imm          r11, 2147483647, 0b0
and              r9, r9, r11
mov_imm          r11, 1069066811, 0b0
fmul32           r11, r9, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
mov_imm          r13, 1069066811, 0b0
fmadd32          r12, r9, r13, r12
mov_imm          r13, 849703008, 0b0
fmadd32          r9, r9, r13, r12
fadd32           r11, r11, -1.0
fcmpsel          eq, r12, r11, r11, 1, 0
fcmpsel          eq, r12, r11, r11, r12, 0
xor              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
fcmpsel          gt, r13, r11, r13, 1, 0
mov_imm          r14, 3273654272, 0b0
fcmpsel          lt, r14, r11, r14, 1, 0
or               r15, r13, r14
and              r15, r15, 1
mov_imm          r16, 1124204544, 0b0
icmpsel          ueq, r11, r13, 0, r11, r16
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r11, r14, 0, r11, r13
icmpsel          ueq, r13, r12, 0, r11, 0
icmpsel          ueq, r9, r15, 0, r9, 0
fcmpsel          eq, r14, r9, r9, 1, 0
fcmpsel          eq, r14, r9, r9, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r9, r14, 0, r9, 0
rint             r14, r13
fadd32           r13, r13, r14.neg
fadd32           r9, r13, r9
mov_imm          r13, 931128830, 0b0
mov_imm          r15, 958497929, 0b0
fmadd32          r13, r13, r9, r15
mov_imm          r15, 984531967, 0b0
fmadd32          r13, r13, r9, r15
mov_imm          r15, 1008571739, 0b0
fmadd32          r13, r13, r9, r15
mov_imm          r15, 1029920839, 0b0
fmadd32          r13, r13, r9, r15
mov_imm          r15, 1047920112, 0b0
fmadd32          r13, r13, r9, r15
mov_imm          r15, 1060205080, 0b0
fmadd32          r13, r13, r9, r15
fmadd32          r9, r13, r9, 1.0
convert          f_to_s32, r13, r14, rtz
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r9, r9, r14
fmul32           r9, r9, r13
icmpsel          ueq, r9, r12, 0, r9, r11
rcp              r11, r9
fmul32           r12, 0.25, r11
fmadd32          r13, r9.neg, r12, 0.25
fmadd32          r11, r13, r11, r12
fcmpsel          eq, r11, r12, 0.0, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
fadd32           r9, r9, r11
rcp              r11, r9
fmul32           r12, r10, r11
fmadd32          r9, r9.neg, r12, r10
fmadd32          r9, r9, r11, r12
fcmpsel          eq, r9, r12, 0.0, r12, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r9, r12, r10, r12, r9
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r9, r12, r10, r12, r9
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 11, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r9, r11
icmpsel          ueq, r11, r10, 0, r9, r11
mov_imm          r12, 4294967272, 0b0
icmpsel          ueq, r10, r10, 0, 0, r12
mov_imm          r12, 1060439283, 0b0
isub             r12, r11, r12
asr              r12, r12, 23
bfi              r13, 0, r12, 23
isub             r11, r11, r13
iadd             r10, r12, r10
fadd32           r11, r11, -1.0
fadd32           r12, 2.0, r11
rcp              r13, r12
fmul32           r14, r11, r13
fmadd32          r15, r12.neg, r14, r11
fmadd32          r13, r15, r13, r14
fcmpsel          eq, r13, r14, 0.0, r14, r13
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
fmadd32          r15, -2.0, r13, r11
fmadd32          r11, r14, r11, r15
rcp              r14, r12
fmul32           r15, r11, r14
fmadd32          r11, r12.neg, r15, r11
fmadd32          r11, r11, r14, r15
fcmpsel          eq, r11, r15, 0.0, r15, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
fmul32           r12, r13, r13
mov_imm          r14, 1042123225, 0b0
mov_imm          r15, 1044000396, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1046711865, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1049774373, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1053609165, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1059760811, 0b0
fmadd32          r14, r14, r12, r15
fmul32           r12, r13, r12
fmul32           r12, r12, r14
fadd32           r13, r13, r13
fmadd32          r11, 2.0, r11, r12
mov_imm          r12, 1069066811, 0b0
fmul32           r12, r13, r12
mov_imm          r14, 2147483648, 0b0
xor              r14, r12, r14
mov_imm          r15, 1069066811, 0b0
fmadd32          r14, r13, r15, r14
mov_imm          r15, 1069066811, 0b0
fmul32           r11, r11, r15
mov_imm          r15, 849703008, 0b0
fmadd32          r11, r13, r15, r11
fadd32           r11, r14, r11
convert          s32_to_f, r10, r10, rte
fadd32           r13, r10, r12
fadd32           r10, r13, r10.neg
fadd32           r10, r12, r10.neg
fadd32           r10, r10, r11
fadd32           r11, r13, r10
fadd32           r12, r11, r13.neg
fadd32           r10, r10, r12.neg
fcmpsel          eq, r12, r9, 0.0, 1, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r13, r9, r13, 1, 0
fcmpsel          lt, r14, r9, 0.0, 1, 0
fcmpsel          eq, r15, r9, r9, 1, 0
fcmpsel          eq, r15, r9, r9, r15, 0
xor              r15, r15, 1
or               r14, r14, r15
and              r14, r14, 1
or               r15, r12, r13
and              r15, r15, 1
or               r15, r15, r14
and              r15, r15, 1
mov_imm          r16, 4286578688, 0b0
icmpsel          ueq, r11, r12, 0, r11, r16
icmpsel          ueq, r11, r13, 0, r11, r9
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r10, r15, 0, r10, 0
fadd32           r11, r11, 1.0
mov_imm          r12, 1060205080, 0b0
fmul32           r12, r11, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
mov_imm          r14, 1060205080, 0b0
fmadd32          r13, r11, r14, r13
mov_imm          r14, 1060205080, 0b0
fmul32           r10, r10, r14
mov_imm          r14, 2969756424, 0b0
fmadd32          r10, r11, r14, r10
fadd32           r10, r13, r10
fadd32           r10, r12, r10
mov_imm          r11, 2147483647, 0b0
and              r11, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r11, r13, 1, 0
icmpsel          ueq, r10, r11, 0, r10, r12
fmul32           r11, r9, r9
fadd32           r12, 1.0, r11
rsqrt            r13, r12
fmul32           r14, r12, r13
fmadd32          r15, r14.neg, r14, r12
fmul32           r13, r13, 0.5
fmadd32          r13, r15, r13, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r12, r14, r12, r13
fcmpsel          eq, r12, r12, 0.0, r12, r13
fadd32           r12, 1.0, r12
rcp              r13, r12
fmul32           r14, r11, r13
fmadd32          r11, r12.neg, r14, r11
fmadd32          r11, r11, r13, r14
fcmpsel          eq, r11, r14, 0.0, r14, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r11, r14, r12, r14, r11
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r11, r14, r12, r14, r11
fadd32           r11, r9, r11
fadd32           r12, 1.0, r11
fadd32           r13, r12, -1.0
mov_imm          r14, 8388608, 0b0
fcmpsel          lt, r14, r12, r14, 1, 0
mov_imm          r15, 1266679808, 0b0
fmul32           r15, r12, r15
icmpsel          ueq, r15, r14, 0, r12, r15
mov_imm          r16, 4294967272, 0b0
icmpsel          ueq, r14, r14, 0, 0, r16
mov_imm          r16, 1060439283, 0b0
isub             r16, r15, r16
asr              r16, r16, 23
bfi              r17, 0, r16, 23
isub             r15, r15, r17
iadd             r14, r16, r14
fadd32           r15, r15, -1.0
fadd32           r16, 2.0, r15
rcp              r17, r16
fmul32           r18, r15, r17
fmadd32          r19, r16.neg, r18, r15
fmadd32          r17, r19, r17, r18
fcmpsel          eq, r17, r18, 0.0, r18, r17
mov_imm          r19, 2139095040, 0b0
fcmpsel          eq, r17, r18, r19, r18, r17
mov_imm          r19, 4286578688, 0b0
fcmpsel          eq, r17, r18, r19, r18, r17
mov_imm          r18, 2147483648, 0b0
xor              r18, r17, r18
fmadd32          r19, -2.0, r17, r15
fmadd32          r15, r18, r15, r19
rcp              r18, r16
fmul32           r19, r15, r18
fmadd32          r15, r16.neg, r19, r15
fmadd32          r15, r15, r18, r19
fcmpsel          eq, r15, r19, 0.0, r19, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r19, r16, r19, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r19, r16, r19, r15
fmul32           r16, r17, r17
mov_imm          r18, 1042123225, 0b0
mov_imm          r19, 1044000396, 0b0
fmadd32          r18, r18, r16, r19
mov_imm          r19, 1046711865, 0b0
fmadd32          r18, r18, r16, r19
mov_imm          r19, 1049774373, 0b0
fmadd32          r18, r18, r16, r19
mov_imm          r19, 1053609165, 0b0
fmadd32          r18, r18, r16, r19
mov_imm          r19, 1059760811, 0b0
fmadd32          r18, r18, r16, r19
fmul32           r16, r17, r16
fmul32           r16, r16, r18
fadd32           r17, r17, r17
fmadd32          r15, 2.0, r15, r16
mov_imm          r16, 1069066811, 0b0
fmul32           r16, r17, r16
mov_imm          r18, 2147483648, 0b0
xor              r18, r16, r18
mov_imm          r19, 1069066811, 0b0
fmadd32          r18, r17, r19, r18
mov_imm          r19, 1069066811, 0b0
fmul32           r15, r15, r19
mov_imm          r19, 849703008, 0b0
fmadd32          r15, r17, r19, r15
fadd32           r15, r18, r15
convert          s32_to_f, r14, r14, rte
fadd32           r17, r14, r16
fadd32           r14, r17, r14.neg
fadd32           r14, r16, r14.neg
fadd32           r14, r14, r15
fadd32           r15, r17, r14
fadd32           r16, r15, r17.neg
fadd32           r14, r14, r16.neg
fcmpsel          eq, r16, r12, 0.0, 1, 0
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r17, r12, r17, 1, 0
fcmpsel          lt, r18, r12, 0.0, 1, 0
fcmpsel          eq, r19, r12, r12, 1, 0
fcmpsel          eq, r19, r12, r12, r19, 0
xor              r19, r19, 1
or               r18, r18, r19
and              r18, r18, 1
or               r19, r16, r17
and              r19, r19, 1
or               r19, r19, r18
and              r19, r19, 1
mov_imm          r20, 4286578688, 0b0
icmpsel          ueq, r15, r16, 0, r15, r20
icmpsel          ueq, r15, r17, 0, r15, r12
mov_imm          r16, 2143289344, 0b0
icmpsel          ueq, r15, r18, 0, r15, r16
icmpsel          ueq, r14, r19, 0, r14, 0
mov_imm          r16, 1060205080, 0b0
fmul32           r16, r15, r16
mov_imm          r17, 2147483648, 0b0
xor              r17, r16, r17
mov_imm          r18, 1060205080, 0b0
fmadd32          r17, r15, r18, r17
mov_imm          r18, 1060205080, 0b0
fmul32           r14, r14, r18
mov_imm          r18, 2969756424, 0b0
fmadd32          r14, r15, r18, r14
fadd32           r14, r17, r14
fadd32           r14, r16, r14
mov_imm          r15, 2147483647, 0b0
and              r15, r16, r15
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r15, r15, r17, 1, 0
icmpsel          ueq, r14, r15, 0, r14, r16
rcp              r15, r13
fmul32           r16, r11, r15
fmadd32          r13, r13.neg, r16, r11
fmadd32          r13, r13, r15, r16
fcmpsel          eq, r13, r16, 0.0, r16, r13
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r13, r16, r15, r16, r13
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r13, r16, r15, r16, r13
fmul32           r13, r14, r13
fcmpsel          eq, r12, r12, 1.0, 1, 0
icmpsel          ueq, r12, r12, 0, r13, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r13, r11, r13, 1, 0
icmpsel          ueq, r11, r13, 0, r12, r11
mov_imm          r12, 1166016512, 0b0
fcmpsel          gte, r9, r9, r12, 1, 0
icmpsel          ueq, r9, r9, 0, r11, r10
fcmpsel          eq, r10, r5, r5, 1, 0
fcmpsel          eq, r10, r5, r5, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r9, r5
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 12, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r5, r10
icmpsel          ueq, r10, r9, 0, r5, r10
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
mov_imm          r11, 1060439283, 0b0
isub             r11, r10, r11
asr              r11, r11, 23
bfi              r12, 0, r11, 23
isub             r10, r10, r12
iadd             r9, r11, r9
fadd32           r10, r10, -1.0
fadd32           r11, 2.0, r10
rcp              r12, r11
fmul32           r13, r10, r12
fmadd32          r14, r11.neg, r13, r10
fmadd32          r12, r14, r12, r13
fcmpsel          eq, r12, r13, 0.0, r13, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r13, r14, r13, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r14, -2.0, r12, r10
fmadd32          r10, r13, r10, r14
rcp              r13, r11
fmul32           r14, r10, r13
fmadd32          r10, r11.neg, r14, r10
fmadd32          r10, r10, r13, r14
fcmpsel          eq, r10, r14, 0.0, r14, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r14, r11, r14, r10
fmul32           r11, r12, r12
mov_imm          r13, 1042123225, 0b0
mov_imm          r14, 1044000396, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1046711865, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1049774373, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1053609165, 0b0
fmadd32          r13, r13, r11, r14
mov_imm          r14, 1059760811, 0b0
fmadd32          r13, r13, r11, r14
fmul32           r11, r12, r11
fmul32           r11, r11, r13
fadd32           r12, r12, r12
fmadd32          r10, 2.0, r10, r11
mov_imm          r11, 1069066811, 0b0
fmul32           r11, r12, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r11, r13
mov_imm          r14, 1069066811, 0b0
fmadd32          r13, r12, r14, r13
mov_imm          r14, 1069066811, 0b0
fmul32           r10, r10, r14
mov_imm          r14, 849703008, 0b0
fmadd32          r10, r12, r14, r10
fadd32           r10, r13, r10
convert          s32_to_f, r9, r9, rte
fadd32           r12, r9, r11
fadd32           r9, r12, r9.neg
fadd32           r9, r11, r9.neg
fadd32           r9, r9, r10
fadd32           r10, r12, r9
fadd32           r11, r10, r12.neg
fadd32           r9, r9, r11.neg
fcmpsel          eq, r11, r5, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r5, r12, 1, 0
fcmpsel          lt, r13, r5, 0.0, 1, 0
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r5
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r10, r13, 0, r10, r11
icmpsel          ueq, r9, r14, 0, r9, 0
fadd32           r10, r10, 1.0
mov_imm          r11, 1060205080, 0b0
fmul32           r11, r10, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
mov_imm          r13, 1060205080, 0b0
fmadd32          r12, r10, r13, r12
mov_imm          r13, 1060205080, 0b0
fmul32           r9, r9, r13
mov_imm          r13, 2969756424, 0b0
fmadd32          r9, r10, r13, r9
fadd32           r9, r12, r9
fadd32           r9, r11, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r10, r12, 1, 0
icmpsel          ueq, r9, r10, 0, r9, r11
fadd32           r10, r5, -1.0
fadd32           r11, r5, 1.0
fmul32           r11, r10, r11
rsqrt            r12, r11
fmul32           r13, r11, r12
fmadd32          r14, r13.neg, r13, r11
fmul32           r12, r12, 0.5
fmadd32          r12, r14, r12, r13
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r12, r11, r13, r11, r12
fcmpsel          eq, r11, r11, 0.0, r11, r12
fadd32           r10, r10, r11
fadd32           r11, 1.0, r10
fadd32           r12, r11, -1.0
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r11, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r11, r14
icmpsel          ueq, r14, r13, 0, r11, r14
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
mov_imm          r15, 1060439283, 0b0
isub             r15, r14, r15
asr              r15, r15, 23
bfi              r16, 0, r15, 23
isub             r14, r14, r16
iadd             r13, r15, r13
fadd32           r14, r14, -1.0
fadd32           r15, 2.0, r14
rcp              r16, r15
fmul32           r17, r14, r16
fmadd32          r18, r15.neg, r17, r14
fmadd32          r16, r18, r16, r17
fcmpsel          eq, r16, r17, 0.0, r17, r16
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r16, r17, r18, r17, r16
mov_imm          r18, 4286578688, 0b0
fcmpsel          eq, r16, r17, r18, r17, r16
mov_imm          r17, 2147483648, 0b0
xor              r17, r16, r17
fmadd32          r18, -2.0, r16, r14
fmadd32          r14, r17, r14, r18
rcp              r17, r15
fmul32           r18, r14, r17
fmadd32          r14, r15.neg, r18, r14
fmadd32          r14, r14, r17, r18
fcmpsel          eq, r14, r18, 0.0, r18, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r18, r15, r18, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r18, r15, r18, r14
fmul32           r15, r16, r16
mov_imm          r17, 1042123225, 0b0
mov_imm          r18, 1044000396, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1046711865, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1049774373, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1053609165, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1059760811, 0b0
fmadd32          r17, r17, r15, r18
fmul32           r15, r16, r15
fmul32           r15, r15, r17
fadd32           r16, r16, r16
fmadd32          r14, 2.0, r14, r15
mov_imm          r15, 1069066811, 0b0
fmul32           r15, r16, r15
mov_imm          r17, 2147483648, 0b0
xor              r17, r15, r17
mov_imm          r18, 1069066811, 0b0
fmadd32          r17, r16, r18, r17
mov_imm          r18, 1069066811, 0b0
fmul32           r14, r14, r18
mov_imm          r18, 849703008, 0b0
fmadd32          r14, r16, r18, r14
fadd32           r14, r17, r14
convert          s32_to_f, r13, r13, rte
fadd32           r16, r13, r15
fadd32           r13, r16, r13.neg
fadd32           r13, r15, r13.neg
fadd32           r13, r13, r14
fadd32           r14, r16, r13
fadd32           r15, r14, r16.neg
fadd32           r13, r13, r15.neg
fcmpsel          eq, r15, r11, 0.0, 1, 0
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r16, r11, r16, 1, 0
fcmpsel          lt, r17, r11, 0.0, 1, 0
fcmpsel          eq, r18, r11, r11, 1, 0
fcmpsel          eq, r18, r11, r11, r18, 0
xor              r18, r18, 1
or               r17, r17, r18
and              r17, r17, 1
or               r18, r15, r16
and              r18, r18, 1
or               r18, r18, r17
and              r18, r18, 1
mov_imm          r19, 4286578688, 0b0
icmpsel          ueq, r14, r15, 0, r14, r19
icmpsel          ueq, r14, r16, 0, r14, r11
mov_imm          r15, 2143289344, 0b0
icmpsel          ueq, r14, r17, 0, r14, r15
icmpsel          ueq, r13, r18, 0, r13, 0
mov_imm          r15, 1060205080, 0b0
fmul32           r15, r14, r15
mov_imm          r16, 2147483648, 0b0
xor              r16, r15, r16
mov_imm          r17, 1060205080, 0b0
fmadd32          r16, r14, r17, r16
mov_imm          r17, 1060205080, 0b0
fmul32           r13, r13, r17
mov_imm          r17, 2969756424, 0b0
fmadd32          r13, r14, r17, r13
fadd32           r13, r16, r13
fadd32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r15, r14
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r14, r14, r16, 1, 0
icmpsel          ueq, r13, r14, 0, r13, r15
rcp              r14, r12
fmul32           r15, r10, r14
fmadd32          r12, r12.neg, r15, r10
fmadd32          r12, r12, r14, r15
fcmpsel          eq, r12, r15, 0.0, r15, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r15, r14, r15, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r15, r14, r15, r12
fmul32           r12, r13, r12
fcmpsel          eq, r11, r11, 1.0, 1, 0
icmpsel          ueq, r11, r11, 0, r12, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r10, r12, 1, 0
icmpsel          ueq, r10, r12, 0, r11, r10
mov_imm          r11, 1166016512, 0b0
fcmpsel          gte, r11, r5, r11, 1, 0
icmpsel          ueq, r9, r11, 0, r10, r9
fcmpsel          lt, r10, r5, 1.0, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r5, r5, 1, 0
fcmpsel          eq, r10, r5, r5, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r9, r5
mov_imm          r10, 13, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
fadd32           r10, 1.0, r9.neg
fadd32           r11, r9, r9
rcp              r12, r10
fmul32           r13, r11, r12
fmadd32          r10, r10.neg, r13, r11
fmadd32          r10, r10, r12, r13
fcmpsel          eq, r10, r13, 0.0, r13, r10
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r13, r11, r13, r10
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r10, r13, r11, r13, r10
fadd32           r11, 1.0, r10
fadd32           r12, r11, -1.0
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r11, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r11, r14
icmpsel          ueq, r14, r13, 0, r11, r14
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
mov_imm          r15, 1060439283, 0b0
isub             r15, r14, r15
asr              r15, r15, 23
bfi              r16, 0, r15, 23
isub             r14, r14, r16
iadd             r13, r15, r13
fadd32           r14, r14, -1.0
fadd32           r15, 2.0, r14
rcp              r16, r15
fmul32           r17, r14, r16
fmadd32          r18, r15.neg, r17, r14
fmadd32          r16, r18, r16, r17
fcmpsel          eq, r16, r17, 0.0, r17, r16
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r16, r17, r18, r17, r16
mov_imm          r18, 4286578688, 0b0
fcmpsel          eq, r16, r17, r18, r17, r16
mov_imm          r17, 2147483648, 0b0
xor              r17, r16, r17
fmadd32          r18, -2.0, r16, r14
fmadd32          r14, r17, r14, r18
rcp              r17, r15
fmul32           r18, r14, r17
fmadd32          r14, r15.neg, r18, r14
fmadd32          r14, r14, r17, r18
fcmpsel          eq, r14, r18, 0.0, r18, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r18, r15, r18, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r18, r15, r18, r14
fmul32           r15, r16, r16
mov_imm          r17, 1042123225, 0b0
mov_imm          r18, 1044000396, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1046711865, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1049774373, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1053609165, 0b0
fmadd32          r17, r17, r15, r18
mov_imm          r18, 1059760811, 0b0
fmadd32          r17, r17, r15, r18
fmul32           r15, r16, r15
fmul32           r15, r15, r17
fadd32           r16, r16, r16
fmadd32          r14, 2.0, r14, r15
mov_imm          r15, 1069066811, 0b0
fmul32           r15, r16, r15
mov_imm          r17, 2147483648, 0b0
xor              r17, r15, r17
mov_imm          r18, 1069066811, 0b0
fmadd32          r17, r16, r18, r17
mov_imm          r18, 1069066811, 0b0
fmul32           r14, r14, r18
mov_imm          r18, 849703008, 0b0
fmadd32          r14, r16, r18, r14
fadd32           r14, r17, r14
convert          s32_to_f, r13, r13, rte
fadd32           r16, r13, r15
fadd32           r13, r16, r13.neg
fadd32           r13, r15, r13.neg
fadd32           r13, r13, r14
fadd32           r14, r16, r13
fadd32           r15, r14, r16.neg
fadd32           r13, r13, r15.neg
fcmpsel          eq, r15, r11, 0.0, 1, 0
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r16, r11, r16, 1, 0
fcmpsel          lt, r17, r11, 0.0, 1, 0
fcmpsel          eq, r18, r11, r11, 1, 0
fcmpsel          eq, r18, r11, r11, r18, 0
xor              r18, r18, 1
or               r17, r17, r18
and              r17, r17, 1
or               r18, r15, r16
and              r18, r18, 1
or               r18, r18, r17
and              r18, r18, 1
mov_imm          r19, 4286578688, 0b0
icmpsel          ueq, r14, r15, 0, r14, r19
icmpsel          ueq, r14, r16, 0, r14, r11
mov_imm          r15, 2143289344, 0b0
icmpsel          ueq, r14, r17, 0, r14, r15
icmpsel          ueq, r13, r18, 0, r13, 0
mov_imm          r15, 1060205080, 0b0
fmul32           r15, r14, r15
mov_imm          r16, 2147483648, 0b0
xor              r16, r15, r16
mov_imm          r17, 1060205080, 0b0
fmadd32          r16, r14, r17, r16
mov_imm          r17, 1060205080, 0b0
fmul32           r13, r13, r17
mov_imm          r17, 2969756424, 0b0
fmadd32          r13, r14, r17, r13
fadd32           r13, r16, r13
fadd32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r15, r14
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r14, r14, r16, 1, 0
icmpsel          ueq, r13, r14, 0, r13, r15
rcp              r14, r12
fmul32           r15, r10, r14
fmadd32          r12, r12.neg, r15, r10
fmadd32          r12, r12, r14, r15
fcmpsel          eq, r12, r15, 0.0, r15, r12
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r12, r15, r14, r15, r12
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r12, r15, r14, r15, r12
fmul32           r12, r13, r12
fcmpsel          eq, r11, r11, 1.0, 1, 0
icmpsel          ueq, r11, r11, 0, r12, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r10, r12, 1, 0
icmpsel          ueq, r10, r12, 0, r11, r10
fmul32           r10, r10, 0.5
fcmpsel          eq, r11, r9, 1.0, 1, 0
mov_imm          r12, 2139095040, 0b0
icmpsel          ueq, r10, r11, 0, r10, r12
fcmpsel          gt, r9, r9, 1.0, 1, 0
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r10, r11
fcmpsel          eq, r10, r5, r5, 1, 0
fcmpsel          eq, r10, r5, r5, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r9, r5
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 14, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
fadd32           r9, 1.0, r5.neg
fadd32           r10, 1.0, r5
fmul32           r9, r9, r10
rsqrt            r10, r9
fmul32           r11, r9, r10
fmadd32          r12, r11.neg, r11, r9
fmul32           r10, r10, 0.5
fmadd32          r10, r12, r10, r11
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r9, r11, r9, r10
fcmpsel          eq, r9, r9, 0.0, r9, r10
mov_imm          r10, 2147483647, 0b0
and              r10, r9, r10
mov_imm          r11, 2147483647, 0b0
and              r11, r5, r11
fcmpsel          gt, r12, r11, r10, 1, 0
icmpsel          ueq, r13, r12, 0, r10, r11
icmpsel          ueq, r10, r12, 0, r11, r10
mov_imm          r11, 2147483647, 0b0
and              r11, r13, r11
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r11, r11, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r11, r11, 0, r14, r15
fmul32           r14, r10, r11
fmul32           r11, r13, r11
rcp              r15, r11
fmul32           r16, r14, r15
fmadd32          r11, r11.neg, r16, r14
fmadd32          r11, r11, r15, r16
fcmpsel          eq, r11, r16, 0.0, r16, r11
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r16, r14, r16, r11
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r11, r16, r14, r16, r11
fcmpsel          eq, r13, r13, 0.0, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r10, r10, r13, 1, 0
mov_imm          r13, 1065353216, 0b0
icmpsel          ueq, r10, r10, 0, r11, r13
mov_imm          r11, 1071494103, 0b0
fmadd32          r11, r11, r10, -1.0
mov_imm          r13, 855999691, 0b0
fmadd32          r11, r13, r10, r11
mov_imm          r13, 1071494103, 0b0
fadd32           r13, r10, r13
rcp              r14, r13
fmul32           r15, r11, r14
fmadd32          r11, r13.neg, r15, r11
fmadd32          r11, r11, r14, r15
fcmpsel          eq, r11, r15, 0.0, r15, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r15, r13, r15, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r15, r13, r15, r11
mov_imm          r13, 1049178275, 0b0
fcmpsel          gt, r13, r10, r13, 1, 0
icmpsel          ueq, r10, r13, 0, r10, r11
fmul32           r11, r10, r10
mov_imm          r14, 3179841673, 0b0
mov_imm          r15, 1033734617, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3183095436, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 1038323257, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3188869413, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 1045220557, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3198855851, 0b0
fmadd32          r14, r14, r11, r15
fmul32           r11, r10, r11
fmadd32          r10, r11, r14, r10
mov_imm          r11, 2994360723, 0b0
fadd32           r11, r10, r11
mov_imm          r14, 1057360530, 0b0
fadd32           r11, r14, r11
icmpsel          ueq, r10, r13, 0, r10, r11
mov_imm          r11, 3007036718, 0b0
fadd32           r11, r11, r10.neg
mov_imm          r13, 1070141403, 0b0
fadd32           r11, r13, r11
icmpsel          ueq, r10, r12, 0, r10, r11
icmpsel          slt, r11, r9, 0, 1, 0
mov_imm          r12, 3015425326, 0b0
fadd32           r12, r12, r10.neg
mov_imm          r13, 1078530011, 0b0
fadd32           r12, r13, r12
icmpsel          ueq, r10, r11, 0, r10, r12
fcmpsel          eq, r11, r9, r9, 1, 0
fcmpsel          eq, r11, r9, r9, r11, 0
xor              r11, r11, 1
fcmpsel          eq, r12, r5, r5, 1, 0
fcmpsel          eq, r12, r5, r5, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
fadd32           r9, r9, r5
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 15, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
fadd32           r9, 1.0, r5.neg
fadd32           r10, 1.0, r5
fmul32           r9, r9, r10
rsqrt            r10, r9
fmul32           r11, r9, r10
fmadd32          r12, r11.neg, r11, r9
fmul32           r10, r10, 0.5
fmadd32          r10, r12, r10, r11
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r10, r9, r11, r9, r10
fcmpsel          eq, r9, r9, 0.0, r9, r10
mov_imm          r10, 2147483647, 0b0
and              r10, r5, r10
mov_imm          r11, 2147483647, 0b0
and              r11, r9, r11
fcmpsel          gt, r12, r11, r10, 1, 0
icmpsel          ueq, r13, r12, 0, r10, r11
icmpsel          ueq, r10, r12, 0, r11, r10
mov_imm          r11, 2147483647, 0b0
and              r11, r13, r11
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r11, r11, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r11, r11, 0, r14, r15
fmul32           r14, r10, r11
fmul32           r11, r13, r11
rcp              r15, r11
fmul32           r16, r14, r15
fmadd32          r11, r11.neg, r16, r14
fmadd32          r11, r11, r15, r16
fcmpsel          eq, r11, r16, 0.0, r16, r11
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r16, r14, r16, r11
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r11, r16, r14, r16, r11
fcmpsel          eq, r13, r13, 0.0, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r10, r10, r13, 1, 0
mov_imm          r13, 1065353216, 0b0
icmpsel          ueq, r10, r10, 0, r11, r13
mov_imm          r11, 1071494103, 0b0
fmadd32          r11, r11, r10, -1.0
mov_imm          r13, 855999691, 0b0
fmadd32          r11, r13, r10, r11
mov_imm          r13, 1071494103, 0b0
fadd32           r13, r10, r13
rcp              r14, r13
fmul32           r15, r11, r14
fmadd32          r11, r13.neg, r15, r11
fmadd32          r11, r11, r14, r15
fcmpsel          eq, r11, r15, 0.0, r15, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r15, r13, r15, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r15, r13, r15, r11
mov_imm          r13, 1049178275, 0b0
fcmpsel          gt, r13, r10, r13, 1, 0
icmpsel          ueq, r10, r13, 0, r10, r11
fmul32           r11, r10, r10
mov_imm          r14, 3179841673, 0b0
mov_imm          r15, 1033734617, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3183095436, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 1038323257, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3188869413, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 1045220557, 0b0
fmadd32          r14, r14, r11, r15
mov_imm          r15, 3198855851, 0b0
fmadd32          r14, r14, r11, r15
fmul32           r11, r10, r11
fmadd32          r10, r11, r14, r10
mov_imm          r11, 2994360723, 0b0
fadd32           r11, r10, r11
mov_imm          r14, 1057360530, 0b0
fadd32           r11, r14, r11
icmpsel          ueq, r10, r13, 0, r10, r11
mov_imm          r11, 3007036718, 0b0
fadd32           r11, r11, r10.neg
mov_imm          r13, 1070141403, 0b0
fadd32           r11, r13, r11
icmpsel          ueq, r10, r12, 0, r10, r11
icmpsel          slt, r11, r5, 0, 1, 0
mov_imm          r12, 3015425326, 0b0
fadd32           r12, r12, r10.neg
mov_imm          r13, 1078530011, 0b0
fadd32           r12, r13, r12
icmpsel          ueq, r10, r11, 0, r10, r12
fcmpsel          eq, r11, r5, r5, 1, 0
fcmpsel          eq, r11, r5, r5, r11, 0
xor              r11, r11, 1
fcmpsel          eq, r12, r9, r9, 1, 0
fcmpsel          eq, r12, r9, r9, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
fadd32           r12, r5, r9
icmpsel          ueq, r10, r11, 0, r10, r12
mov_imm          r11, 2147483648, 0b0
and              r11, r9, r11
xor              r10, r10, r11
fcmpsel          eq, r11, r9, r9, 1, 0
fcmpsel          eq, r11, r9, r9, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 16, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
rcp              r10, r9
fmul32           r11, 1.0, r10
fmadd32          r12, r9.neg, r11, 1.0
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
fcmpsel          gt, r11, r9, 1.0, 1, 0
icmpsel          ueq, r9, r11, 0, r9, r10
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
fcmpsel          eq, r10, r5, r5, 1, 0
fcmpsel          eq, r10, r5, r5, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r9, r5
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 17, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r9, r11
icmpsel          ueq, r11, r10, 0, r9, r11
mov_imm          r12, 4294967272, 0b0
icmpsel          ueq, r10, r10, 0, 0, r12
mov_imm          r12, 1060439283, 0b0
isub             r12, r11, r12
asr              r12, r12, 23
bfi              r13, 0, r12, 23
isub             r11, r11, r13
iadd             r10, r12, r10
fadd32           r11, r11, -1.0
fadd32           r12, 2.0, r11
rcp              r13, r12
fmul32           r14, r11, r13
fmadd32          r15, r12.neg, r14, r11
fmadd32          r13, r15, r13, r14
fcmpsel          eq, r13, r14, 0.0, r14, r13
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
fmadd32          r15, -2.0, r13, r11
fmadd32          r11, r14, r11, r15
rcp              r14, r12
fmul32           r15, r11, r14
fmadd32          r11, r12.neg, r15, r11
fmadd32          r11, r11, r14, r15
fcmpsel          eq, r11, r15, 0.0, r15, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
fmul32           r12, r13, r13
mov_imm          r14, 1042123225, 0b0
mov_imm          r15, 1044000396, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1046711865, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1049774373, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1053609165, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1059760811, 0b0
fmadd32          r14, r14, r12, r15
fmul32           r12, r13, r12
fmul32           r12, r12, r14
fadd32           r13, r13, r13
fmadd32          r11, 2.0, r11, r12
mov_imm          r12, 1069066811, 0b0
fmul32           r12, r13, r12
mov_imm          r14, 2147483648, 0b0
xor              r14, r12, r14
mov_imm          r15, 1069066811, 0b0
fmadd32          r14, r13, r15, r14
mov_imm          r15, 1069066811, 0b0
fmul32           r11, r11, r15
mov_imm          r15, 849703008, 0b0
fmadd32          r11, r13, r15, r11
fadd32           r11, r14, r11
convert          s32_to_f, r10, r10, rte
fadd32           r13, r10, r12
fadd32           r10, r13, r10.neg
fadd32           r10, r12, r10.neg
fadd32           r10, r10, r11
fadd32           r11, r13, r10
fadd32           r12, r11, r13.neg
fadd32           r10, r10, r12.neg
fcmpsel          eq, r12, r9, 0.0, 1, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r13, r9, r13, 1, 0
fcmpsel          lt, r14, r9, 0.0, 1, 0
fcmpsel          eq, r15, r9, r9, 1, 0
fcmpsel          eq, r15, r9, r9, r15, 0
xor              r15, r15, 1
or               r14, r14, r15
and              r14, r14, 1
or               r15, r12, r13
and              r15, r15, 1
or               r15, r15, r14
and              r15, r15, 1
mov_imm          r16, 4286578688, 0b0
icmpsel          ueq, r11, r12, 0, r11, r16
icmpsel          ueq, r11, r13, 0, r11, r9
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r10, r15, 0, r10, 0
fmul32           r12, r4, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r11, r4, r11, r13
fmadd32          r10, r4, r10, r11
fcmpsel          eq, r11, r12, r12, 1, 0
fcmpsel          eq, r11, r12, r12, r11, 0
xor              r11, r11, 1
mov_imm          r13, 1124204544, 0b0
fcmpsel          gt, r13, r12, r13, 1, 0
mov_imm          r14, 3273654272, 0b0
fcmpsel          lt, r14, r12, r14, 1, 0
or               r15, r13, r14
and              r15, r15, 1
mov_imm          r16, 1124204544, 0b0
icmpsel          ueq, r12, r13, 0, r12, r16
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r12, r14, 0, r12, r13
icmpsel          ueq, r13, r11, 0, r12, 0
icmpsel          ueq, r10, r15, 0, r10, 0
fcmpsel          eq, r14, r10, r10, 1, 0
fcmpsel          eq, r14, r10, r10, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r10, r14, 0, r10, 0
rint             r14, r13
fadd32           r13, r13, r14.neg
fadd32           r10, r13, r10
mov_imm          r13, 931128830, 0b0
mov_imm          r15, 958497929, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 984531967, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1008571739, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1029920839, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1047920112, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1060205080, 0b0
fmadd32          r13, r13, r10, r15
fmadd32          r10, r13, r10, 1.0
convert          f_to_s32, r13, r14, rtz
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r10, r10, r14
fmul32           r10, r10, r13
icmpsel          ueq, r10, r11, 0, r10, r12
trunc            r11, r4
fcmpsel          eq, r11, r11, r4, 1, 0
mov_imm          r12, 2147483647, 0b0
and              r12, r4, r12
mov_imm          r13, 1266679808, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
icmpsel          ueq, r14, r13, 0, 0, r4
convert          f_to_s32, r14, r14, rtz
and              r14, r14, 1
icmpsel          ueq, r14, r14, 1, 1, 0
and              r13, r14, r13
and              r13, r13, 1
and              r13, r13, r11
and              r13, r13, 1
icmpsel          slt, r14, r5, 0, 1, 0
and              r13, r13, r14
and              r13, r13, 1
mov_imm          r14, 2147483648, 0b0
xor              r14, r10, r14
icmpsel          ueq, r10, r13, 0, r10, r14
mov_imm          r13, 2139095040, 0b0
fcmpsel          lt, r13, r9, r13, 1, 0
mov_imm          r14, 2139095040, 0b0
fcmpsel          lt, r14, r12, r14, 1, 0
fcmpsel          lt, r15, r5, 0.0, 1, 0
and              r13, r15, r13
and              r13, r13, 1
and              r13, r13, r14
and              r13, r13, 1
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r11, r11, 0, r14, r10
icmpsel          ueq, r10, r13, 0, r10, r11
fcmpsel          eq, r9, r9, 1.0, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r11, r12, r11, 1, 0
and              r9, r9, r11
and              r9, r9, 1
fcmpsel          eq, r11, r5, 1.0, 1, 0
fcmpsel          eq, r12, r4, 0.0, 1, 0
or               r9, r9, r11
and              r9, r9, 1
or               r9, r9, r12
and              r9, r9, 1
mov_imm          r11, 1065353216, 0b0
icmpsel          ueq, r9, r9, 0, r10, r11
mov_imm          r10, 18, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r9, r11
icmpsel          ueq, r11, r10, 0, r9, r11
mov_imm          r12, 4294967272, 0b0
icmpsel          ueq, r10, r10, 0, 0, r12
mov_imm          r12, 1060439283, 0b0
isub             r12, r11, r12
asr              r12, r12, 23
bfi              r13, 0, r12, 23
isub             r11, r11, r13
iadd             r10, r12, r10
fadd32           r11, r11, -1.0
fadd32           r12, 2.0, r11
rcp              r13, r12
fmul32           r14, r11, r13
fmadd32          r15, r12.neg, r14, r11
fmadd32          r13, r15, r13, r14
fcmpsel          eq, r13, r14, 0.0, r14, r13
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r13, r14, r15, r14, r13
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
fmadd32          r15, -2.0, r13, r11
fmadd32          r11, r14, r11, r15
rcp              r14, r12
fmul32           r15, r11, r14
fmadd32          r11, r12.neg, r15, r11
fmadd32          r11, r11, r14, r15
fcmpsel          eq, r11, r15, 0.0, r15, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r11, r15, r12, r15, r11
fmul32           r12, r13, r13
mov_imm          r14, 1042123225, 0b0
mov_imm          r15, 1044000396, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1046711865, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1049774373, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1053609165, 0b0
fmadd32          r14, r14, r12, r15
mov_imm          r15, 1059760811, 0b0
fmadd32          r14, r14, r12, r15
fmul32           r12, r13, r12
fmul32           r12, r12, r14
fadd32           r13, r13, r13
fmadd32          r11, 2.0, r11, r12
mov_imm          r12, 1069066811, 0b0
fmul32           r12, r13, r12
mov_imm          r14, 2147483648, 0b0
xor              r14, r12, r14
mov_imm          r15, 1069066811, 0b0
fmadd32          r14, r13, r15, r14
mov_imm          r15, 1069066811, 0b0
fmul32           r11, r11, r15
mov_imm          r15, 849703008, 0b0
fmadd32          r11, r13, r15, r11
fadd32           r11, r14, r11
convert          s32_to_f, r10, r10, rte
fadd32           r13, r10, r12
fadd32           r10, r13, r10.neg
fadd32           r10, r12, r10.neg
fadd32           r10, r10, r11
fadd32           r11, r13, r10
fadd32           r12, r11, r13.neg
fadd32           r10, r10, r12.neg
fcmpsel          eq, r12, r9, 0.0, 1, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r13, r9, r13, 1, 0
fcmpsel          lt, r14, r9, 0.0, 1, 0
fcmpsel          eq, r15, r9, r9, 1, 0
fcmpsel          eq, r15, r9, r9, r15, 0
xor              r15, r15, 1
or               r14, r14, r15
and              r14, r14, 1
or               r15, r12, r13
and              r15, r15, 1
or               r15, r15, r14
and              r15, r15, 1
mov_imm          r16, 4286578688, 0b0
icmpsel          ueq, r11, r12, 0, r11, r16
icmpsel          ueq, r11, r13, 0, r11, r9
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r10, r15, 0, r10, 0
fmul32           r12, r4, r11
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
fmadd32          r11, r4, r11, r13
fmadd32          r10, r4, r10, r11
fcmpsel          eq, r11, r12, r12, 1, 0
fcmpsel          eq, r11, r12, r12, r11, 0
xor              r11, r11, 1
mov_imm          r13, 1124204544, 0b0
fcmpsel          gt, r13, r12, r13, 1, 0
mov_imm          r14, 3273654272, 0b0
fcmpsel          lt, r14, r12, r14, 1, 0
or               r15, r13, r14
and              r15, r15, 1
mov_imm          r16, 1124204544, 0b0
icmpsel          ueq, r12, r13, 0, r12, r16
mov_imm          r13, 3273654272, 0b0
icmpsel          ueq, r12, r14, 0, r12, r13
icmpsel          ueq, r13, r11, 0, r12, 0
icmpsel          ueq, r10, r15, 0, r10, 0
fcmpsel          eq, r14, r10, r10, 1, 0
fcmpsel          eq, r14, r10, r10, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r10, r14, 0, r10, 0
rint             r14, r13
fadd32           r13, r13, r14.neg
fadd32           r10, r13, r10
mov_imm          r13, 931128830, 0b0
mov_imm          r15, 958497929, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 984531967, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1008571739, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1029920839, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1047920112, 0b0
fmadd32          r13, r13, r10, r15
mov_imm          r15, 1060205080, 0b0
fmadd32          r13, r13, r10, r15
fmadd32          r10, r13, r10, 1.0
convert          f_to_s32, r13, r14, rtz
asr              r14, r13, 1
isub             r13, r13, r14
iadd             r14, r14, 127
bfi              r14, 0, r14, 23
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r10, r10, r14
fmul32           r10, r10, r13
icmpsel          ueq, r10, r11, 0, r10, r12
trunc            r11, r4
fcmpsel          eq, r11, r11, r4, 1, 0
mov_imm          r12, 2147483647, 0b0
and              r12, r4, r12
mov_imm          r13, 1266679808, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
icmpsel          ueq, r14, r13, 0, 0, r4
convert          f_to_s32, r14, r14, rtz
and              r14, r14, 1
icmpsel          ueq, r14, r14, 1, 1, 0
and              r13, r14, r13
and              r13, r13, 1
and              r13, r13, r11
and              r13, r13, 1
icmpsel          slt, r14, r5, 0, 1, 0
and              r13, r13, r14
and              r13, r13, 1
mov_imm          r14, 2147483648, 0b0
xor              r14, r10, r14
icmpsel          ueq, r10, r13, 0, r10, r14
mov_imm          r13, 2139095040, 0b0
fcmpsel          lt, r13, r9, r13, 1, 0
mov_imm          r14, 2139095040, 0b0
fcmpsel          lt, r14, r12, r14, 1, 0
fcmpsel          lt, r15, r5, 0.0, 1, 0
and              r13, r15, r13
and              r13, r13, 1
and              r13, r13, r14
and              r13, r13, 1
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r11, r11, 0, r14, r10
icmpsel          ueq, r10, r13, 0, r10, r11
fcmpsel          eq, r9, r9, 1.0, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r11, r12, r11, 1, 0
and              r9, r9, r11
and              r9, r9, 1
fcmpsel          eq, r11, r5, 1.0, 1, 0
fcmpsel          eq, r12, r4, 0.0, 1, 0
or               r9, r9, r11
and              r9, r9, 1
or               r9, r9, r12
and              r9, r9, 1
mov_imm          r11, 1065353216, 0b0
icmpsel          ueq, r9, r9, 0, r10, r11
mov_imm          r10, 19, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r4, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r5, r10
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
icmpsel          slt, r10, r4, 0, 1, 0
mov_imm          r11, 3015425326, 0b0
fadd32           r11, r11, r9.neg
mov_imm          r12, 1078530011, 0b0
fadd32           r11, r12, r11
icmpsel          ueq, r9, r10, 0, r9, r11
fcmpsel          eq, r10, r4, r4, 1, 0
fcmpsel          eq, r10, r4, r4, r10, 0
xor              r10, r10, 1
fcmpsel          eq, r11, r5, r5, 1, 0
fcmpsel          eq, r11, r5, r5, r11, 0
xor              r11, r11, 1
or               r10, r10, r11
and              r10, r10, 1
fadd32           r11, r4, r5
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 20, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 2147483647, 0b0
and              r10, r4, r10
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
and              r12, r5, r12
xor              r11, r11, r12
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r9, r9, r12, 1, 0
fcmpsel          eq, r10, r10, 0.0, 1, 0
fcmpsel          eq, r12, r4, r4, 1, 0
fcmpsel          eq, r12, r4, r4, r12, 0
xor              r12, r12, 1
or               r10, r10, r12
and              r10, r10, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r11
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r9, r10, 0, r9, r11
mov_imm          r10, 21, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r5, r9
mov_imm          r10, 1204701056, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, r9, 0
icmpsel          ueq, r11, r10, 0, r11, r9
mov_imm          r12, 1059256707, 0b0
fmul32           r12, r11, r12
rint             r12, r12
mov_imm          r13, 2147483648, 0b0
xor              r13, r12, r13
mov_imm          r14, 1070141403, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 3007036718, 0b0
fmadd32          r11, r13, r14, r11
mov_imm          r14, 2801216749, 0b0
fmadd32          r11, r13, r14, r11
convert          f_to_s32, r12, r12, rtz
bfeil            r13, 0, r9, 23
mov_imm          r14, 8388607, 0b0
and              r14, r9, r14
mov_imm          r15, 8388608, 0b0
or               r14, r14, r15
icmpsel          slt, r15, r13, 143, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 143
icmpsel          sgt, r15, r13, 254, 1, 0
icmpsel          ueq, r13, r15, 0, r13, 254
isub             r13, r13, 120
bfeil            r15, 0, r13, 5
and              r13, r13, 31
icmpsel          ueq, r16, r15, 1, 1, 0
mov_imm          r17, 2734261102, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r16, 0, r16
icmpsel          ueq, r17, r15, 2, 1, 0
mov_imm          r18, 1313084713, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 3, 1, 0
mov_imm          r18, 4230436817, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 4, 1, 0
mov_imm          r18, 4113882560, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r15, 1, 1, 0
mov_imm          r18, 2873790907, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 2734261102, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r15, 2, 1, 0
mov_imm          r19, 1496175715, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 3, 1, 0
mov_imm          r19, 1379621458, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 4, 1, 0
mov_imm          r19, 946410027, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r15, 1, 1, 0
mov_imm          r19, 2917352104, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
mov_imm          r19, 1313084713, 0b0
iadd             r18, r19, r18
icmpsel          ueq, r19, r15, 2, 1, 0
mov_imm          r20, 2800797847, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 3, 1, 0
mov_imm          r20, 2367586416, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 4, 1, 0
mov_imm          r20, 3992943384, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r15, 1, 1, 0
mov_imm          r20, 4178413039, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
mov_imm          r20, 4230436817, 0b0
iadd             r19, r20, r19
icmpsel          ueq, r20, r15, 2, 1, 0
mov_imm          r21, 3745201608, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r15, 3, 1, 0
mov_imm          r21, 1075591280, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r15, r15, 4, 1, 0
mov_imm          r20, 36309978, 0b0
icmpsel          ueq, r15, r15, 0, 0, r20
iadd             r15, r19, r15
isub             r19, 31, r13
and              r20, r13, 31
bfi              r16, 0, r16, r20
bfeil            r20, 0, r17, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r16, r16, r20
and              r20, r13, 31
bfi              r17, 0, r17, r20
bfeil            r20, 0, r18, 1
and              r21, r19, 31
bfeil            r20, 0, r20, r21
or               r17, r17, r20
and              r13, r13, 31
bfi              r13, 0, r18, r13
bfeil            r15, 0, r15, 1
and              r18, r19, 31
bfeil            r15, 0, r15, r18
or               r13, r13, r15
mov_imm          r15, 0, 0b0
mov              r18, r13
mov_imm          r19, 0, 0b0
mov              r13, r14
mov              r20, r15
imadd            r22_r23, r13, r18, 0
imadd            r13, r13, r19, 0
imadd            r13, r20, r18, r13
mov              r18, r22
mov              r19, r23
iadd             r13, r19, r13
mov              r19, r13
mov              r20, r17
mov_imm          r21, 0, 0b0
mov              r13, r14
mov              r17, r15
imadd            r22_r23, r13, r20, 0
imadd            r13, r13, r21, 0
imadd            r13, r17, r20, r13
mov              r17, r22
mov              r20, r23
iadd             r13, r20, r13
mov              r20, r17
mov              r21, r13
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r22_r23, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r22
mov              r15, r23
iadd             r13, r15, r13
mov              r15, r13
mov              r13, r18
mov              r16, r19
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
and              r16, r16, 63
isub             r17, r16, 32
isub             r22, 32, r16
bfeil            r18, 0, r18, r16
bfi              r22, 0, r19, r22
bfeil            r17, 0, r19, r17
or               r18, r18, r22
or               r17, r18, r17
bfeil            r16, 0, r19, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r16_r17, r16_r17, r20_r21
mov              r18, r16
mov              r19, r17
mov_imm          r20, 32, 0b0
mov_imm          r21, 0, 0b0
mov              r19, r20
mov              r20, r21
and              r19, r19, 63
isub             r20, r19, 32
isub             r21, 32, r19
bfeil            r16, 0, r16, r19
bfi              r21, 0, r17, r21
bfeil            r20, 0, r17, r20
or               r16, r16, r21
or               r16, r16, r20
bfeil            r17, 0, r17, r19
iadd             r14, r16, r14
bfeil            r15, 0, r14, 30
bfi              r14, 0, r14, 2
bfeil            r16, 0, r18, 30
or               r14, r14, r16
bfi              r16, 0, r18, 2
bfeil            r13, 0, r13, 30
or               r13, r16, r13
bfeil            r16, 0, r14, 31
iadd             r15, r15, r16
icmpsel          slt, r16, r14, 0, 1, 0
isub             r17, 0, r13
mov_imm          r18, 4294967295, 0b0
xor              r18, r14, r18
icmpsel          ueq, r19, r13, 0, 1, 0
icmpsel          ueq, r19, r19, 0, 0, 1
iadd             r18, r18, r19
icmpsel          ueq, r14, r16, 0, r14, r18
icmpsel          ueq, r13, r16, 0, r13, r17
bfeil            r17, 0, r14, 16
mov_imm          r18, 65535, 0b0
and              r14, r14, r18
bfeil            r18, 0, r13, 16
mov_imm          r19, 65535, 0b0
and              r13, r13, r19
convert          s32_to_f, r17, r17, rte
mov_imm          r19, 931135488, 0b0
fmul32           r17, r17, r19
convert          s32_to_f, r14, r14, rte
mov_imm          r19, 796917760, 0b0
fmul32           r14, r14, r19
convert          s32_to_f, r18, r18, rte
mov_imm          r19, 662700032, 0b0
fmul32           r18, r18, r19
convert          s32_to_f, r13, r13, rte
mov_imm          r19, 528482304, 0b0
fmul32           r13, r13, r19
fadd32           r19, r17, r14
fadd32           r17, r19, r17.neg
fadd32           r14, r14, r17.neg
fadd32           r13, r18, r13
fadd32           r13, r14, r13
mov_imm          r14, 1070141403, 0b0
fmul32           r14, r19, r14
mov_imm          r17, 2147483648, 0b0
xor              r17, r14, r17
mov_imm          r18, 1070141403, 0b0
fmadd32          r17, r19, r18, r17
mov_imm          r18, 1070141403, 0b0
fmul32           r13, r13, r18
mov_imm          r18, 3007036718, 0b0
fmadd32          r13, r19, r18, r13
fadd32           r13, r17, r13
fadd32           r13, r14, r13
mov_imm          r17, 2147483647, 0b0
and              r17, r14, r17
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r17, r17, r18, 1, 0
icmpsel          ueq, r13, r17, 0, r13, r14
mov_imm          r14, 2147483648, 0b0
xor              r14, r13, r14
icmpsel          ueq, r13, r16, 0, r13, r14
icmpsel          ueq, r11, r10, 0, r13, r11
icmpsel          ueq, r10, r10, 0, r15, r12
fmul32           r12, r11, r11
mov_imm          r13, 3000447531, 0b0
mov_imm          r14, 909700893, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3109031169, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1007192201, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3190467243, 0b0
fmadd32          r13, r13, r12, r14
fmul32           r14, r11, r12
fmadd32          r11, r14, r13, r11
mov_imm          r13, 823097031, 0b0
mov_imm          r14, 3029594750, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 936381697, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 3132492641, 0b0
fmadd32          r13, r13, r12, r14
mov_imm          r14, 1026206379, 0b0
fmadd32          r13, r13, r12, r14
fmadd32          r13, r12, r13, -0.5
fmadd32          r12, r12, r13, 1.0
and              r13, r10, 1
icmpsel          ueq, r13, r13, 1, 1, 0
and              r14, r10, 2
icmpsel          ueq, r14, r14, 2, 1, 0
icmpsel          ueq, r15, r13, 0, r11, r12
icmpsel          ueq, r11, r13, 0, r12, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r15, r12
icmpsel          ueq, r12, r14, 0, r15, r12
iadd             r10, r10, 1
and              r10, r10, 2
icmpsel          ueq, r10, r10, 2, 1, 0
mov_imm          r13, 2147483648, 0b0
xor              r13, r11, r13
icmpsel          ueq, r10, r10, 0, r11, r13
mov_imm          r11, 2147483648, 0b0
and              r11, r5, r11
xor              r11, r12, r11
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r9, r9, r12, 1, 0
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r11, r9, 0, r12, r11
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r10
device_store     0, i32, x, r9, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r2, r2_r3, 0, unsigned
mov_imm          r12, 22, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r6_r7, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r12
mov              r9, r13
mov              r10, r14
mov              r12, r15
imadd            r14_r15, r3, r10, 0
imadd            r3, r3, r12, 0
imadd            r3, r9, r10, r3
mov              r9, r14
mov              r10, r15
iadd             r3, r10, r3
mov              r12, r9
mov              r13, r3
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r11, r12_r13, 0, unsigned, 0
mov_imm          r10, 23, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
wait             0
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1204701056, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
icmpsel          ueq, r9, r3, 0, r2, 0
icmpsel          ueq, r9, r3, 0, r9, r2
mov_imm          r10, 1059256707, 0b0
fmul32           r10, r9, r10
rint             r10, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1070141403, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 3007036718, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 2801216749, 0b0
fmadd32          r9, r11, r12, r9
convert          f_to_s32, r10, r10, rtz
bfeil            r11, 0, r2, 23
mov_imm          r12, 8388607, 0b0
and              r12, r2, r12
mov_imm          r13, 8388608, 0b0
or               r12, r12, r13
icmpsel          slt, r13, r11, 143, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 143
icmpsel          sgt, r13, r11, 254, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 254
isub             r11, r11, 120
bfeil            r13, 0, r11, 5
and              r11, r11, 31
icmpsel          ueq, r14, r13, 1, 1, 0
mov_imm          r15, 2734261102, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r14, 0, r14
icmpsel          ueq, r15, r13, 2, 1, 0
mov_imm          r16, 1313084713, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 3, 1, 0
mov_imm          r16, 4230436817, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 4, 1, 0
mov_imm          r16, 4113882560, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 1, 1, 0
mov_imm          r16, 2873790907, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 2734261102, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r13, 2, 1, 0
mov_imm          r17, 1496175715, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 3, 1, 0
mov_imm          r17, 1379621458, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 4, 1, 0
mov_imm          r17, 946410027, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 1, 1, 0
mov_imm          r17, 2917352104, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
mov_imm          r17, 1313084713, 0b0
iadd             r16, r17, r16
icmpsel          ueq, r17, r13, 2, 1, 0
mov_imm          r18, 2800797847, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 3, 1, 0
mov_imm          r18, 2367586416, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 4, 1, 0
mov_imm          r18, 3992943384, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 1, 1, 0
mov_imm          r18, 4178413039, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 4230436817, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r13, 2, 1, 0
mov_imm          r19, 3745201608, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r13, 3, 1, 0
mov_imm          r19, 1075591280, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r13, r13, 4, 1, 0
mov_imm          r18, 36309978, 0b0
icmpsel          ueq, r13, r13, 0, 0, r18
iadd             r13, r17, r13
isub             r17, 31, r11
and              r18, r11, 31
bfi              r14, 0, r14, r18
bfeil            r18, 0, r15, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r14, r14, r18
and              r18, r11, 31
bfi              r15, 0, r15, r18
bfeil            r18, 0, r16, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r15, r15, r18
and              r11, r11, 31
bfi              r11, 0, r16, r11
bfeil            r13, 0, r13, 1
and              r16, r17, 31
bfeil            r13, 0, r13, r16
or               r11, r11, r13
mov_imm          r13, 0, 0b0
mov              r16, r11
mov_imm          r17, 0, 0b0
mov              r11, r12
mov              r18, r13
imadd            r20_r21, r11, r16, 0
imadd            r11, r11, r17, 0
imadd            r11, r18, r16, r11
mov              r16, r20
mov              r17, r21
iadd             r11, r17, r11
mov              r17, r11
mov              r18, r15
mov_imm          r19, 0, 0b0
mov              r11, r12
mov              r15, r13
imadd            r20_r21, r11, r18, 0
imadd            r11, r11, r19, 0
imadd            r11, r15, r18, r11
mov              r15, r20
mov              r18, r21
iadd             r11, r18, r11
mov              r18, r15
mov              r19, r11
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r20_r21, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r20
mov              r13, r21
iadd             r11, r13, r11
mov              r13, r11
mov              r11, r16
mov              r14, r17
mov_imm          r14, 32, 0b0
mov_imm          r15, 0, 0b0
and              r14, r14, 63
isub             r15, r14, 32
isub             r20, 32, r14
bfeil            r16, 0, r16, r14
bfi              r20, 0, r17, r20
bfeil            r15, 0, r17, r15
or               r16, r16, r20
or               r15, r16, r15
bfeil            r14, 0, r17, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r14_r15, r14_r15, r18_r19
mov              r16, r14
mov              r17, r15
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
and              r17, r17, 63
isub             r18, r17, 32
isub             r19, 32, r17
bfeil            r14, 0, r14, r17
bfi              r19, 0, r15, r19
bfeil            r18, 0, r15, r18
or               r14, r14, r19
or               r14, r14, r18
bfeil            r15, 0, r15, r17
iadd             r12, r14, r12
bfeil            r13, 0, r12, 30
bfi              r12, 0, r12, 2
bfeil            r14, 0, r16, 30
or               r12, r12, r14
bfi              r14, 0, r16, 2
bfeil            r11, 0, r11, 30
or               r11, r14, r11
bfeil            r14, 0, r12, 31
iadd             r13, r13, r14
icmpsel          slt, r14, r12, 0, 1, 0
isub             r15, 0, r11
mov_imm          r16, 4294967295, 0b0
xor              r16, r12, r16
icmpsel          ueq, r17, r11, 0, 1, 0
icmpsel          ueq, r17, r17, 0, 0, 1
iadd             r16, r16, r17
icmpsel          ueq, r12, r14, 0, r12, r16
icmpsel          ueq, r11, r14, 0, r11, r15
bfeil            r15, 0, r12, 16
mov_imm          r16, 65535, 0b0
and              r12, r12, r16
bfeil            r16, 0, r11, 16
mov_imm          r17, 65535, 0b0
and              r11, r11, r17
convert          s32_to_f, r15, r15, rte
mov_imm          r17, 931135488, 0b0
fmul32           r15, r15, r17
convert          s32_to_f, r12, r12, rte
mov_imm          r17, 796917760, 0b0
fmul32           r12, r12, r17
convert          s32_to_f, r16, r16, rte
mov_imm          r17, 662700032, 0b0
fmul32           r16, r16, r17
convert          s32_to_f, r11, r11, rte
mov_imm          r17, 528482304, 0b0
fmul32           r11, r11, r17
fadd32           r17, r15, r12
fadd32           r15, r17, r15.neg
fadd32           r12, r12, r15.neg
fadd32           r11, r16, r11
fadd32           r11, r12, r11
mov_imm          r12, 1070141403, 0b0
fmul32           r12, r17, r12
mov_imm          r15, 2147483648, 0b0
xor              r15, r12, r15
mov_imm          r16, 1070141403, 0b0
fmadd32          r15, r17, r16, r15
mov_imm          r16, 1070141403, 0b0
fmul32           r11, r11, r16
mov_imm          r16, 3007036718, 0b0
fmadd32          r11, r17, r16, r11
fadd32           r11, r15, r11
fadd32           r11, r12, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r12, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r15, r16, 1, 0
icmpsel          ueq, r11, r15, 0, r11, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r9, r3, 0, r11, r9
icmpsel          ueq, r3, r3, 0, r13, r10
fmul32           r10, r9, r9
mov_imm          r11, 3000447531, 0b0
mov_imm          r12, 909700893, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3109031169, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1007192201, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3190467243, 0b0
fmadd32          r11, r11, r10, r12
fmul32           r12, r9, r10
fmadd32          r9, r12, r11, r9
mov_imm          r11, 823097031, 0b0
mov_imm          r12, 3029594750, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 936381697, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3132492641, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1026206379, 0b0
fmadd32          r11, r11, r10, r12
fmadd32          r11, r10, r11, -0.5
fmadd32          r10, r10, r11, 1.0
and              r11, r3, 1
icmpsel          ueq, r11, r11, 1, 1, 0
and              r3, r3, 2
icmpsel          ueq, r3, r3, 2, 1, 0
icmpsel          ueq, r9, r11, 0, r9, r10
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r3, r3, 0, r9, r10
mov_imm          r9, 2147483648, 0b0
and              r9, r5, r9
xor              r3, r3, r9
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r2, r2, r9, 1, 0
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r9, r3
mov_imm          r10, 24, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1204701056, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
icmpsel          ueq, r9, r3, 0, r2, 0
icmpsel          ueq, r9, r3, 0, r9, r2
mov_imm          r10, 1059256707, 0b0
fmul32           r10, r9, r10
rint             r10, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1070141403, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 3007036718, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 2801216749, 0b0
fmadd32          r9, r11, r12, r9
convert          f_to_s32, r10, r10, rtz
bfeil            r11, 0, r2, 23
mov_imm          r12, 8388607, 0b0
and              r12, r2, r12
mov_imm          r13, 8388608, 0b0
or               r12, r12, r13
icmpsel          slt, r13, r11, 143, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 143
icmpsel          sgt, r13, r11, 254, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 254
isub             r11, r11, 120
bfeil            r13, 0, r11, 5
and              r11, r11, 31
icmpsel          ueq, r14, r13, 1, 1, 0
mov_imm          r15, 2734261102, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r14, 0, r14
icmpsel          ueq, r15, r13, 2, 1, 0
mov_imm          r16, 1313084713, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 3, 1, 0
mov_imm          r16, 4230436817, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 4, 1, 0
mov_imm          r16, 4113882560, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 1, 1, 0
mov_imm          r16, 2873790907, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 2734261102, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r13, 2, 1, 0
mov_imm          r17, 1496175715, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 3, 1, 0
mov_imm          r17, 1379621458, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 4, 1, 0
mov_imm          r17, 946410027, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 1, 1, 0
mov_imm          r17, 2917352104, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
mov_imm          r17, 1313084713, 0b0
iadd             r16, r17, r16
icmpsel          ueq, r17, r13, 2, 1, 0
mov_imm          r18, 2800797847, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 3, 1, 0
mov_imm          r18, 2367586416, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 4, 1, 0
mov_imm          r18, 3992943384, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 1, 1, 0
mov_imm          r18, 4178413039, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 4230436817, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r13, 2, 1, 0
mov_imm          r19, 3745201608, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r13, 3, 1, 0
mov_imm          r19, 1075591280, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r13, r13, 4, 1, 0
mov_imm          r18, 36309978, 0b0
icmpsel          ueq, r13, r13, 0, 0, r18
iadd             r13, r17, r13
isub             r17, 31, r11
and              r18, r11, 31
bfi              r14, 0, r14, r18
bfeil            r18, 0, r15, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r14, r14, r18
and              r18, r11, 31
bfi              r15, 0, r15, r18
bfeil            r18, 0, r16, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r15, r15, r18
and              r11, r11, 31
bfi              r11, 0, r16, r11
bfeil            r13, 0, r13, 1
and              r16, r17, 31
bfeil            r13, 0, r13, r16
or               r11, r11, r13
mov_imm          r13, 0, 0b0
mov              r16, r11
mov_imm          r17, 0, 0b0
mov              r11, r12
mov              r18, r13
imadd            r20_r21, r11, r16, 0
imadd            r11, r11, r17, 0
imadd            r11, r18, r16, r11
mov              r16, r20
mov              r17, r21
iadd             r11, r17, r11
mov              r17, r11
mov              r18, r15
mov_imm          r19, 0, 0b0
mov              r11, r12
mov              r15, r13
imadd            r20_r21, r11, r18, 0
imadd            r11, r11, r19, 0
imadd            r11, r15, r18, r11
mov              r15, r20
mov              r18, r21
iadd             r11, r18, r11
mov              r18, r15
mov              r19, r11
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r20_r21, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r20
mov              r13, r21
iadd             r11, r13, r11
mov              r13, r11
mov              r11, r16
mov              r14, r17
mov_imm          r14, 32, 0b0
mov_imm          r15, 0, 0b0
and              r14, r14, 63
isub             r15, r14, 32
isub             r20, 32, r14
bfeil            r16, 0, r16, r14
bfi              r20, 0, r17, r20
bfeil            r15, 0, r17, r15
or               r16, r16, r20
or               r15, r16, r15
bfeil            r14, 0, r17, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r14_r15, r14_r15, r18_r19
mov              r16, r14
mov              r17, r15
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
and              r17, r17, 63
isub             r18, r17, 32
isub             r19, 32, r17
bfeil            r14, 0, r14, r17
bfi              r19, 0, r15, r19
bfeil            r18, 0, r15, r18
or               r14, r14, r19
or               r14, r14, r18
bfeil            r15, 0, r15, r17
iadd             r12, r14, r12
bfeil            r13, 0, r12, 30
bfi              r12, 0, r12, 2
bfeil            r14, 0, r16, 30
or               r12, r12, r14
bfi              r14, 0, r16, 2
bfeil            r11, 0, r11, 30
or               r11, r14, r11
bfeil            r14, 0, r12, 31
iadd             r13, r13, r14
icmpsel          slt, r14, r12, 0, 1, 0
isub             r15, 0, r11
mov_imm          r16, 4294967295, 0b0
xor              r16, r12, r16
icmpsel          ueq, r17, r11, 0, 1, 0
icmpsel          ueq, r17, r17, 0, 0, 1
iadd             r16, r16, r17
icmpsel          ueq, r12, r14, 0, r12, r16
icmpsel          ueq, r11, r14, 0, r11, r15
bfeil            r15, 0, r12, 16
mov_imm          r16, 65535, 0b0
and              r12, r12, r16
bfeil            r16, 0, r11, 16
mov_imm          r17, 65535, 0b0
and              r11, r11, r17
convert          s32_to_f, r15, r15, rte
mov_imm          r17, 931135488, 0b0
fmul32           r15, r15, r17
convert          s32_to_f, r12, r12, rte
mov_imm          r17, 796917760, 0b0
fmul32           r12, r12, r17
convert          s32_to_f, r16, r16, rte
mov_imm          r17, 662700032, 0b0
fmul32           r16, r16, r17
convert          s32_to_f, r11, r11, rte
mov_imm          r17, 528482304, 0b0
fmul32           r11, r11, r17
fadd32           r17, r15, r12
fadd32           r15, r17, r15.neg
fadd32           r12, r12, r15.neg
fadd32           r11, r16, r11
fadd32           r11, r12, r11
mov_imm          r12, 1070141403, 0b0
fmul32           r12, r17, r12
mov_imm          r15, 2147483648, 0b0
xor              r15, r12, r15
mov_imm          r16, 1070141403, 0b0
fmadd32          r15, r17, r16, r15
mov_imm          r16, 1070141403, 0b0
fmul32           r11, r11, r16
mov_imm          r16, 3007036718, 0b0
fmadd32          r11, r17, r16, r11
fadd32           r11, r15, r11
fadd32           r11, r12, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r12, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r15, r16, 1, 0
icmpsel          ueq, r11, r15, 0, r11, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r9, r3, 0, r11, r9
icmpsel          ueq, r3, r3, 0, r13, r10
fmul32           r10, r9, r9
mov_imm          r11, 3000447531, 0b0
mov_imm          r12, 909700893, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3109031169, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1007192201, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3190467243, 0b0
fmadd32          r11, r11, r10, r12
fmul32           r12, r9, r10
fmadd32          r9, r12, r11, r9
mov_imm          r11, 823097031, 0b0
mov_imm          r12, 3029594750, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 936381697, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3132492641, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1026206379, 0b0
fmadd32          r11, r11, r10, r12
fmadd32          r11, r10, r11, -0.5
fmadd32          r10, r10, r11, 1.0
and              r11, r3, 1
icmpsel          ueq, r11, r11, 1, 1, 0
icmpsel          ueq, r9, r11, 0, r10, r9
iadd             r3, r3, 1
and              r3, r3, 2
icmpsel          ueq, r3, r3, 2, 1, 0
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r3, r3, 0, r9, r10
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r2, r2, r9, 1, 0
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r9, r3
mov_imm          r10, 25, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1204701056, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
icmpsel          ueq, r9, r3, 0, r2, 0
icmpsel          ueq, r9, r3, 0, r9, r2
mov_imm          r10, 1059256707, 0b0
fmul32           r10, r9, r10
rint             r10, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
mov_imm          r12, 1070141403, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 3007036718, 0b0
fmadd32          r9, r11, r12, r9
mov_imm          r12, 2801216749, 0b0
fmadd32          r9, r11, r12, r9
convert          f_to_s32, r10, r10, rtz
bfeil            r11, 0, r2, 23
mov_imm          r12, 8388607, 0b0
and              r12, r2, r12
mov_imm          r13, 8388608, 0b0
or               r12, r12, r13
icmpsel          slt, r13, r11, 143, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 143
icmpsel          sgt, r13, r11, 254, 1, 0
icmpsel          ueq, r11, r13, 0, r11, 254
isub             r11, r11, 120
bfeil            r13, 0, r11, 5
and              r11, r11, 31
icmpsel          ueq, r14, r13, 1, 1, 0
mov_imm          r15, 2734261102, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r14, 0, r14
icmpsel          ueq, r15, r13, 2, 1, 0
mov_imm          r16, 1313084713, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 3, 1, 0
mov_imm          r16, 4230436817, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 4, 1, 0
mov_imm          r16, 4113882560, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r13, 1, 1, 0
mov_imm          r16, 2873790907, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 2734261102, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r13, 2, 1, 0
mov_imm          r17, 1496175715, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 3, 1, 0
mov_imm          r17, 1379621458, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 4, 1, 0
mov_imm          r17, 946410027, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r13, 1, 1, 0
mov_imm          r17, 2917352104, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
mov_imm          r17, 1313084713, 0b0
iadd             r16, r17, r16
icmpsel          ueq, r17, r13, 2, 1, 0
mov_imm          r18, 2800797847, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 3, 1, 0
mov_imm          r18, 2367586416, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 4, 1, 0
mov_imm          r18, 3992943384, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r13, 1, 1, 0
mov_imm          r18, 4178413039, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
mov_imm          r18, 4230436817, 0b0
iadd             r17, r18, r17
icmpsel          ueq, r18, r13, 2, 1, 0
mov_imm          r19, 3745201608, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r18, r13, 3, 1, 0
mov_imm          r19, 1075591280, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r17, r17, r18
icmpsel          ueq, r13, r13, 4, 1, 0
mov_imm          r18, 36309978, 0b0
icmpsel          ueq, r13, r13, 0, 0, r18
iadd             r13, r17, r13
isub             r17, 31, r11
and              r18, r11, 31
bfi              r14, 0, r14, r18
bfeil            r18, 0, r15, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r14, r14, r18
and              r18, r11, 31
bfi              r15, 0, r15, r18
bfeil            r18, 0, r16, 1
and              r19, r17, 31
bfeil            r18, 0, r18, r19
or               r15, r15, r18
and              r11, r11, 31
bfi              r11, 0, r16, r11
bfeil            r13, 0, r13, 1
and              r16, r17, 31
bfeil            r13, 0, r13, r16
or               r11, r11, r13
mov_imm          r13, 0, 0b0
mov              r16, r11
mov_imm          r17, 0, 0b0
mov              r11, r12
mov              r18, r13
imadd            r20_r21, r11, r16, 0
imadd            r11, r11, r17, 0
imadd            r11, r18, r16, r11
mov              r16, r20
mov              r17, r21
iadd             r11, r17, r11
mov              r17, r11
mov              r18, r15
mov_imm          r19, 0, 0b0
mov              r11, r12
mov              r15, r13
imadd            r20_r21, r11, r18, 0
imadd            r11, r11, r19, 0
imadd            r11, r15, r18, r11
mov              r15, r20
mov              r18, r21
iadd             r11, r18, r11
mov              r18, r15
mov              r19, r11
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r20_r21, r11, r13, 0
imadd            r11, r11, r14, 0
imadd            r11, r12, r13, r11
mov              r12, r20
mov              r13, r21
iadd             r11, r13, r11
mov              r13, r11
mov              r11, r16
mov              r14, r17
mov_imm          r14, 32, 0b0
mov_imm          r15, 0, 0b0
and              r14, r14, 63
isub             r15, r14, 32
isub             r20, 32, r14
bfeil            r16, 0, r16, r14
bfi              r20, 0, r17, r20
bfeil            r15, 0, r17, r15
or               r16, r16, r20
or               r15, r16, r15
bfeil            r14, 0, r17, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r14_r15, r14_r15, r18_r19
mov              r16, r14
mov              r17, r15
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
and              r17, r17, 63
isub             r18, r17, 32
isub             r19, 32, r17
bfeil            r14, 0, r14, r17
bfi              r19, 0, r15, r19
bfeil            r18, 0, r15, r18
or               r14, r14, r19
or               r14, r14, r18
bfeil            r15, 0, r15, r17
iadd             r12, r14, r12
bfeil            r13, 0, r12, 30
bfi              r12, 0, r12, 2
bfeil            r14, 0, r16, 30
or               r12, r12, r14
bfi              r14, 0, r16, 2
bfeil            r11, 0, r11, 30
or               r11, r14, r11
bfeil            r14, 0, r12, 31
iadd             r13, r13, r14
icmpsel          slt, r14, r12, 0, 1, 0
isub             r15, 0, r11
mov_imm          r16, 4294967295, 0b0
xor              r16, r12, r16
icmpsel          ueq, r17, r11, 0, 1, 0
icmpsel          ueq, r17, r17, 0, 0, 1
iadd             r16, r16, r17
icmpsel          ueq, r12, r14, 0, r12, r16
icmpsel          ueq, r11, r14, 0, r11, r15
bfeil            r15, 0, r12, 16
mov_imm          r16, 65535, 0b0
and              r12, r12, r16
bfeil            r16, 0, r11, 16
mov_imm          r17, 65535, 0b0
and              r11, r11, r17
convert          s32_to_f, r15, r15, rte
mov_imm          r17, 931135488, 0b0
fmul32           r15, r15, r17
convert          s32_to_f, r12, r12, rte
mov_imm          r17, 796917760, 0b0
fmul32           r12, r12, r17
convert          s32_to_f, r16, r16, rte
mov_imm          r17, 662700032, 0b0
fmul32           r16, r16, r17
convert          s32_to_f, r11, r11, rte
mov_imm          r17, 528482304, 0b0
fmul32           r11, r11, r17
fadd32           r17, r15, r12
fadd32           r15, r17, r15.neg
fadd32           r12, r12, r15.neg
fadd32           r11, r16, r11
fadd32           r11, r12, r11
mov_imm          r12, 1070141403, 0b0
fmul32           r12, r17, r12
mov_imm          r15, 2147483648, 0b0
xor              r15, r12, r15
mov_imm          r16, 1070141403, 0b0
fmadd32          r15, r17, r16, r15
mov_imm          r16, 1070141403, 0b0
fmul32           r11, r11, r16
mov_imm          r16, 3007036718, 0b0
fmadd32          r11, r17, r16, r11
fadd32           r11, r15, r11
fadd32           r11, r12, r11
mov_imm          r15, 2147483647, 0b0
and              r15, r12, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r15, r16, 1, 0
icmpsel          ueq, r11, r15, 0, r11, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r9, r3, 0, r11, r9
icmpsel          ueq, r3, r3, 0, r13, r10
fmul32           r10, r9, r9
mov_imm          r11, 3000447531, 0b0
mov_imm          r12, 909700893, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3109031169, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1007192201, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3190467243, 0b0
fmadd32          r11, r11, r10, r12
fmul32           r12, r9, r10
fmadd32          r9, r12, r11, r9
mov_imm          r11, 823097031, 0b0
mov_imm          r12, 3029594750, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 936381697, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 3132492641, 0b0
fmadd32          r11, r11, r10, r12
mov_imm          r12, 1026206379, 0b0
fmadd32          r11, r11, r10, r12
fmadd32          r11, r10, r11, -0.5
fmadd32          r10, r10, r11, 1.0
and              r3, r3, 1
icmpsel          ueq, r3, r3, 1, 1, 0
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
icmpsel          ueq, r11, r3, 0, r9, r11
icmpsel          ueq, r3, r3, 0, r10, r9
rcp              r9, r3
fmul32           r10, r11, r9
fmadd32          r3, r3.neg, r10, r11
fmadd32          r3, r3, r9, r10
fcmpsel          eq, r3, r10, 0.0, r10, r3
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r3, r10, r9, r10, r3
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r3, r10, r9, r10, r3
mov_imm          r9, 2147483648, 0b0
and              r9, r5, r9
xor              r3, r3, r9
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r2, r2, r9, 1, 0
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r9, r3
mov_imm          r10, 26, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 8388608, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
mov_imm          r9, 1266679808, 0b0
fmul32           r9, r2, r9
icmpsel          ueq, r9, r3, 0, r2, r9
mov_imm          r10, 4294967272, 0b0
icmpsel          ueq, r3, r3, 0, 0, r10
mov_imm          r10, 1060439283, 0b0
isub             r10, r9, r10
asr              r10, r10, 23
bfi              r11, 0, r10, 23
isub             r9, r9, r11
iadd             r3, r10, r3
fadd32           r9, r9, -1.0
fadd32           r10, 2.0, r9
rcp              r11, r10
fmul32           r12, r9, r11
fmadd32          r13, r10.neg, r12, r9
fmadd32          r11, r13, r11, r12
fcmpsel          eq, r11, r12, 0.0, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
fmadd32          r13, -2.0, r11, r9
fmadd32          r9, r12, r9, r13
rcp              r12, r10
fmul32           r13, r9, r12
fmadd32          r9, r10.neg, r13, r9
fmadd32          r9, r9, r12, r13
fcmpsel          eq, r9, r13, 0.0, r13, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r9, r13, r10, r13, r9
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r9, r13, r10, r13, r9
fmul32           r10, r11, r11
mov_imm          r12, 1042123225, 0b0
mov_imm          r13, 1044000396, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1046711865, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1049774373, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1053609165, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1059760811, 0b0
fmadd32          r12, r12, r10, r13
fmul32           r10, r11, r10
fmul32           r10, r10, r12
fadd32           r11, r11, r11
fmadd32          r9, 2.0, r9, r10
mov_imm          r10, 1069066811, 0b0
fmul32           r10, r11, r10
mov_imm          r12, 2147483648, 0b0
xor              r12, r10, r12
mov_imm          r13, 1069066811, 0b0
fmadd32          r12, r11, r13, r12
mov_imm          r13, 1069066811, 0b0
fmul32           r9, r9, r13
mov_imm          r13, 849703008, 0b0
fmadd32          r9, r11, r13, r9
fadd32           r9, r12, r9
convert          s32_to_f, r3, r3, rte
fadd32           r11, r3, r10
fadd32           r3, r11, r3.neg
fadd32           r3, r10, r3.neg
fadd32           r3, r3, r9
fadd32           r9, r11, r3
fadd32           r10, r9, r11.neg
fadd32           r3, r3, r10.neg
fcmpsel          eq, r10, r2, 0.0, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r11, r2, r11, 1, 0
fcmpsel          lt, r12, r2, 0.0, 1, 0
fcmpsel          eq, r13, r2, r2, 1, 0
fcmpsel          eq, r13, r2, r2, r13, 0
xor              r13, r13, 1
or               r12, r12, r13
and              r12, r12, 1
or               r13, r10, r11
and              r13, r13, 1
or               r13, r13, r12
and              r13, r13, 1
mov_imm          r14, 4286578688, 0b0
icmpsel          ueq, r9, r10, 0, r9, r14
icmpsel          ueq, r9, r11, 0, r9, r2
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r9, r12, 0, r9, r10
icmpsel          ueq, r3, r13, 0, r3, 0
fmul32           r10, r4, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r9, r4, r9, r11
fmadd32          r3, r4, r3, r9
fcmpsel          eq, r9, r10, r10, 1, 0
fcmpsel          eq, r9, r10, r10, r9, 0
xor              r9, r9, 1
mov_imm          r11, 1124204544, 0b0
fcmpsel          gt, r11, r10, r11, 1, 0
mov_imm          r12, 3273654272, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
or               r13, r11, r12
and              r13, r13, 1
mov_imm          r14, 1124204544, 0b0
icmpsel          ueq, r10, r11, 0, r10, r14
mov_imm          r11, 3273654272, 0b0
icmpsel          ueq, r10, r12, 0, r10, r11
icmpsel          ueq, r11, r9, 0, r10, 0
icmpsel          ueq, r3, r13, 0, r3, 0
fcmpsel          eq, r12, r3, r3, 1, 0
fcmpsel          eq, r12, r3, r3, r12, 0
xor              r12, r12, 1
icmpsel          ueq, r3, r12, 0, r3, 0
rint             r12, r11
fadd32           r11, r11, r12.neg
fadd32           r3, r11, r3
mov_imm          r11, 931128830, 0b0
mov_imm          r13, 958497929, 0b0
fmadd32          r11, r11, r3, r13
mov_imm          r13, 984531967, 0b0
fmadd32          r11, r11, r3, r13
mov_imm          r13, 1008571739, 0b0
fmadd32          r11, r11, r3, r13
mov_imm          r13, 1029920839, 0b0
fmadd32          r11, r11, r3, r13
mov_imm          r13, 1047920112, 0b0
fmadd32          r11, r11, r3, r13
mov_imm          r13, 1060205080, 0b0
fmadd32          r11, r11, r3, r13
fmadd32          r3, r11, r3, 1.0
convert          f_to_s32, r11, r12, rtz
asr              r12, r11, 1
isub             r11, r11, r12
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
fmul32           r3, r3, r12
fmul32           r3, r3, r11
icmpsel          ueq, r3, r9, 0, r3, r10
trunc            r9, r4
fcmpsel          eq, r9, r9, r4, 1, 0
mov_imm          r10, 2147483647, 0b0
and              r10, r4, r10
mov_imm          r11, 1266679808, 0b0
fcmpsel          lt, r11, r10, r11, 1, 0
icmpsel          ueq, r12, r11, 0, 0, r4
convert          f_to_s32, r12, r12, rtz
and              r12, r12, 1
icmpsel          ueq, r12, r12, 1, 1, 0
and              r11, r12, r11
and              r11, r11, 1
and              r11, r11, r9
and              r11, r11, 1
icmpsel          slt, r12, r5, 0, 1, 0
and              r11, r11, r12
and              r11, r11, 1
mov_imm          r12, 2147483648, 0b0
xor              r12, r3, r12
icmpsel          ueq, r3, r11, 0, r3, r12
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r11, r2, r11, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
fcmpsel          lt, r13, r5, 0.0, 1, 0
and              r11, r13, r11
and              r11, r11, 1
and              r11, r11, r12
and              r11, r11, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r3
icmpsel          ueq, r3, r11, 0, r3, r9
fcmpsel          eq, r2, r2, 1.0, 1, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r9, r10, r9, 1, 0
and              r2, r2, r9
and              r2, r2, 1
fcmpsel          eq, r9, r5, 1.0, 1, 0
fcmpsel          eq, r10, r4, 0.0, 1, 0
or               r2, r2, r9
and              r2, r2, 1
or               r2, r2, r10
and              r2, r2, 1
mov_imm          r9, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r3, r9
mov_imm          r10, 27, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r4, r2
mov_imm          r3, 2147483647, 0b0
and              r3, r5, r3
fcmpsel          gt, r9, r3, r2, 1, 0
icmpsel          ueq, r10, r9, 0, r2, r3
icmpsel          ueq, r2, r9, 0, r3, r2
mov_imm          r3, 2147483647, 0b0
and              r3, r10, r3
mov_imm          r11, 1602224128, 0b0
fcmpsel          gte, r3, r3, r11, 1, 0
mov_imm          r11, 1065353216, 0b0
mov_imm          r12, 528482304, 0b0
icmpsel          ueq, r3, r3, 0, r11, r12
fmul32           r11, r2, r3
fmul32           r3, r10, r3
rcp              r12, r3
fmul32           r13, r11, r12
fmadd32          r3, r3.neg, r13, r11
fmadd32          r3, r3, r12, r13
fcmpsel          eq, r3, r13, 0.0, r13, r3
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r3, r13, r11, r13, r3
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r3, r13, r11, r13, r3
fcmpsel          eq, r10, r10, 0.0, 1, 0
icmpsel          ueq, r3, r10, 0, r3, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r2, r2, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r3, r10
mov_imm          r3, 1071494103, 0b0
fmadd32          r3, r3, r2, -1.0
mov_imm          r10, 855999691, 0b0
fmadd32          r3, r10, r2, r3
mov_imm          r10, 1071494103, 0b0
fadd32           r10, r2, r10
rcp              r11, r10
fmul32           r12, r3, r11
fmadd32          r3, r10.neg, r12, r3
fmadd32          r3, r3, r11, r12
fcmpsel          eq, r3, r12, 0.0, r12, r3
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r3, r12, r10, r12, r3
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r3, r12, r10, r12, r3
mov_imm          r10, 1049178275, 0b0
fcmpsel          gt, r10, r2, r10, 1, 0
icmpsel          ueq, r2, r10, 0, r2, r3
fmul32           r3, r2, r2
mov_imm          r11, 3179841673, 0b0
mov_imm          r12, 1033734617, 0b0
fmadd32          r11, r11, r3, r12
mov_imm          r12, 3183095436, 0b0
fmadd32          r11, r11, r3, r12
mov_imm          r12, 1038323257, 0b0
fmadd32          r11, r11, r3, r12
mov_imm          r12, 3188869413, 0b0
fmadd32          r11, r11, r3, r12
mov_imm          r12, 1045220557, 0b0
fmadd32          r11, r11, r3, r12
mov_imm          r12, 3198855851, 0b0
fmadd32          r11, r11, r3, r12
fmul32           r3, r2, r3
fmadd32          r2, r3, r11, r2
mov_imm          r3, 2994360723, 0b0
fadd32           r3, r2, r3
mov_imm          r11, 1057360530, 0b0
fadd32           r3, r11, r3
icmpsel          ueq, r2, r10, 0, r2, r3
mov_imm          r3, 3007036718, 0b0
fadd32           r3, r3, r2.neg
mov_imm          r10, 1070141403, 0b0
fadd32           r3, r10, r3
icmpsel          ueq, r2, r9, 0, r2, r3
icmpsel          slt, r3, r4, 0, 1, 0
mov_imm          r9, 3015425326, 0b0
fadd32           r9, r9, r2.neg
mov_imm          r10, 1078530011, 0b0
fadd32           r9, r10, r9
icmpsel          ueq, r2, r3, 0, r2, r9
fcmpsel          eq, r3, r4, r4, 1, 0
fcmpsel          eq, r3, r4, r4, r3, 0
xor              r3, r3, 1
fcmpsel          eq, r9, r5, r5, 1, 0
fcmpsel          eq, r9, r5, r5, r9, 0
xor              r9, r9, 1
or               r3, r3, r9
and              r3, r3, 1
fadd32           r9, r4, r5
icmpsel          ueq, r2, r3, 0, r2, r9
mov_imm          r3, 2147483648, 0b0
and              r3, r5, r3
xor              r2, r2, r3
mov_imm          r10, 28, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 2147483647, 0b0
and              r3, r4, r3
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r3, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r3, r10
icmpsel          ueq, r10, r9, 0, r3, r10
bfeil            r10, 0, r10, 23
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
isub             r10, r10, 127
iadd             r9, r10, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r10, r3, r10, 1, 0
fcmpsel          gt, r11, r3, 0.0, 1, 0
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 1065353216, 0b0
icmpsel          ueq, r11, r10, 0, r11, r3
mov_imm          r12, 8388608, 0b0
fcmpsel          lt, r12, r2, r12, 1, 0
mov_imm          r13, 1266679808, 0b0
fmul32           r13, r2, r13
icmpsel          ueq, r13, r12, 0, r2, r13
bfeil            r13, 0, r13, 23
mov_imm          r14, 4294967272, 0b0
icmpsel          ueq, r12, r12, 0, 0, r14
isub             r13, r13, 127
iadd             r12, r13, r12
isub             r12, r12, r9
isub             r12, r12, 20
icmpsel          slt, r13, r12, 0, 1, 0
icmpsel          ueq, r12, r13, 0, r12, 0
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r12, 92
iadd             r14, r13, 127
bfi              r14, 0, r14, 23
fmul32           r14, r11, r14
isub             r12, r12, r13
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r12, 92
iadd             r15, r13, 127
bfi              r15, 0, r15, 23
fmul32           r14, r14, r15
isub             r12, r12, r13
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r12, r13, 0, r12, 92
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r12, r14, r12
mov_imm          r13, 2147483647, 0b0
and              r13, r12, r13
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r13, r13, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r13, r13, 0, r14, r15
fmul32           r14, r2, r13
fmul32           r13, r12, r13
rcp              r15, r13
fmul32           r16, r14, r15
fmadd32          r13, r13.neg, r16, r14
fmadd32          r13, r13, r15, r16
fcmpsel          eq, r13, r16, 0.0, r16, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
trunc            r13, r13
mov_imm          r14, 2147483648, 0b0
xor              r13, r13, r14
fmadd32          r13, r13, r12, r2
fcmpsel          lt, r14, r13, 0.0, 1, 0
fadd32           r12, r13, r12
icmpsel          ueq, r12, r14, 0, r13, r12
fcmpsel          gte, r13, r2, r11, 1, 0
and              r13, r13, r10
and              r13, r13, 1
icmpsel          ueq, r12, r13, 0, r2, r12
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r9, r13, r9
isub             r9, r9, 20
icmpsel          slt, r13, r9, 0, 1, 0
icmpsel          ueq, r9, r13, 0, r9, 0
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r9, 92
iadd             r14, r13, 127
bfi              r14, 0, r14, 23
fmul32           r14, r11, r14
isub             r9, r9, r13
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r9, 92
iadd             r15, r13, 127
bfi              r15, 0, r15, 23
fmul32           r14, r14, r15
isub             r9, r9, r13
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r9, r13, 0, r9, 92
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
fmul32           r9, r14, r9
mov_imm          r13, 2147483647, 0b0
and              r13, r9, r13
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r13, r13, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r13, r13, 0, r14, r15
fmul32           r14, r12, r13
fmul32           r13, r9, r13
rcp              r15, r13
fmul32           r16, r14, r15
fmadd32          r13, r13.neg, r16, r14
fmadd32          r13, r13, r15, r16
fcmpsel          eq, r13, r16, 0.0, r16, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
trunc            r13, r13
mov_imm          r14, 2147483648, 0b0
xor              r13, r13, r14
fmadd32          r13, r13, r9, r12
fcmpsel          lt, r14, r13, 0.0, 1, 0
fadd32           r9, r13, r9
icmpsel          ueq, r9, r14, 0, r13, r9
fcmpsel          gte, r11, r12, r11, 1, 0
and              r10, r11, r10
and              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r12, r9
mov_imm          r10, 2147483648, 0b0
and              r10, r5, r10
xor              r9, r9, r10
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r2, r2, r10, 1, 0
fcmpsel          eq, r3, r3, 0.0, 1, 0
fcmpsel          eq, r10, r4, r4, 1, 0
fcmpsel          eq, r4, r4, r4, r10, 0
xor              r4, r4, 1
or               r3, r3, r4
and              r3, r3, 1
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r4, r9
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r2, r4
mov_imm          r10, 29, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r4, r11
mov              r9, r12
mov              r10, r13
imadd            r12_r13, r3, r9, 0
imadd            r3, r3, r10, 0
imadd            r3, r4, r9, r3
mov              r4, r12
mov              r9, r13
iadd             r3, r9, r3
mov              r10, r4
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1069066811, 0b0
fmul32           r3, r2, r3
mov_imm          r4, 2147483648, 0b0
xor              r4, r3, r4
mov_imm          r9, 1069066811, 0b0
fmadd32          r4, r2, r9, r4
mov_imm          r9, 849703008, 0b0
fmadd32          r4, r2, r9, r4
fadd32           r3, r3, -1.0
fcmpsel          eq, r9, r3, r3, 1, 0
fcmpsel          eq, r9, r3, r3, r9, 0
xor              r9, r9, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r3, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r3, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r3, r10, 0, r3, r13
mov_imm          r10, 3273654272, 0b0
icmpsel          ueq, r3, r11, 0, r3, r10
icmpsel          ueq, r10, r9, 0, r3, 0
icmpsel          ueq, r4, r12, 0, r4, 0
fcmpsel          eq, r11, r4, r4, 1, 0
fcmpsel          eq, r11, r4, r4, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r4, r11, 0, r4, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r4, r10, r4
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r4, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r4, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r4, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r4, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r4, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r4, r12
fmadd32          r4, r10, r4, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r4, r4, r11
fmul32           r4, r4, r10
icmpsel          ueq, r3, r9, 0, r4, r3
rcp              r4, r3
fmul32           r9, 0.25, r4
fmadd32          r10, r3.neg, r9, 0.25
fmadd32          r4, r10, r4, r9
fcmpsel          eq, r4, r9, 0.0, r9, r4
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r4, r9, r10, r9, r4
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r4, r9, r10, r9, r4
fadd32           r3, r3, r4.neg
fmul32           r4, r2, r2
mov_imm          r9, 791712305, 0b0
mov_imm          r10, 852963883, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 909700893, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 961547521, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1007192201, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1042983595, 0b0
fmadd32          r9, r9, r4, r10
fmul32           r4, r2, r4
fmadd32          r4, r4, r9, r2
fcmpsel          lt, r2, r2, 1.0, 1, 0
icmpsel          ueq, r2, r2, 0, r3, r4
mov_imm          r3, 2147483648, 0b0
and              r3, r5, r3
xor              r2, r2, r3
mov_imm          r10, 30, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r4, r11
mov              r9, r12
mov              r10, r13
imadd            r12_r13, r3, r9, 0
imadd            r3, r3, r10, 0
imadd            r3, r4, r9, r3
mov              r4, r12
mov              r9, r13
iadd             r3, r9, r3
mov              r10, r4
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
fadd32           r2, 1.0, r5.neg
fadd32           r3, 1.0, r5
fmul32           r2, r2, r3
rsqrt            r3, r2
fmul32           r4, r2, r3
fmadd32          r9, r4.neg, r4, r2
fmul32           r3, r3, 0.5
fmadd32          r3, r9, r3, r4
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r3, r2, r4, r2, r3
fcmpsel          eq, r2, r2, 0.0, r2, r3
mov_imm          r3, 2147483647, 0b0
and              r3, r5, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r2, r4
fcmpsel          gt, r9, r4, r3, 1, 0
icmpsel          ueq, r10, r9, 0, r3, r4
icmpsel          ueq, r3, r9, 0, r4, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r10, r4
mov_imm          r11, 1602224128, 0b0
fcmpsel          gte, r4, r4, r11, 1, 0
mov_imm          r11, 1065353216, 0b0
mov_imm          r12, 528482304, 0b0
icmpsel          ueq, r4, r4, 0, r11, r12
fmul32           r11, r3, r4
fmul32           r4, r10, r4
rcp              r12, r4
fmul32           r13, r11, r12
fmadd32          r4, r4.neg, r13, r11
fmadd32          r4, r4, r12, r13
fcmpsel          eq, r4, r13, 0.0, r13, r4
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r4, r13, r11, r13, r4
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r4, r13, r11, r13, r4
fcmpsel          eq, r10, r10, 0.0, 1, 0
icmpsel          ueq, r4, r10, 0, r4, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r3, r3, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
icmpsel          ueq, r3, r3, 0, r4, r10
mov_imm          r4, 1071494103, 0b0
fmadd32          r4, r4, r3, -1.0
mov_imm          r10, 855999691, 0b0
fmadd32          r4, r10, r3, r4
mov_imm          r10, 1071494103, 0b0
fadd32           r10, r3, r10
rcp              r11, r10
fmul32           r12, r4, r11
fmadd32          r4, r10.neg, r12, r4
fmadd32          r4, r4, r11, r12
fcmpsel          eq, r4, r12, 0.0, r12, r4
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
mov_imm          r10, 1049178275, 0b0
fcmpsel          gt, r10, r3, r10, 1, 0
icmpsel          ueq, r3, r10, 0, r3, r4
fmul32           r4, r3, r3
mov_imm          r11, 3179841673, 0b0
mov_imm          r12, 1033734617, 0b0
fmadd32          r11, r11, r4, r12
mov_imm          r12, 3183095436, 0b0
fmadd32          r11, r11, r4, r12
mov_imm          r12, 1038323257, 0b0
fmadd32          r11, r11, r4, r12
mov_imm          r12, 3188869413, 0b0
fmadd32          r11, r11, r4, r12
mov_imm          r12, 1045220557, 0b0
fmadd32          r11, r11, r4, r12
mov_imm          r12, 3198855851, 0b0
fmadd32          r11, r11, r4, r12
fmul32           r4, r3, r4
fmadd32          r3, r4, r11, r3
mov_imm          r4, 2994360723, 0b0
fadd32           r4, r3, r4
mov_imm          r11, 1057360530, 0b0
fadd32           r4, r11, r4
icmpsel          ueq, r3, r10, 0, r3, r4
mov_imm          r4, 3007036718, 0b0
fadd32           r4, r4, r3.neg
mov_imm          r10, 1070141403, 0b0
fadd32           r4, r10, r4
icmpsel          ueq, r3, r9, 0, r3, r4
icmpsel          slt, r4, r5, 0, 1, 0
mov_imm          r9, 3015425326, 0b0
fadd32           r9, r9, r3.neg
mov_imm          r10, 1078530011, 0b0
fadd32           r9, r10, r9
icmpsel          ueq, r3, r4, 0, r3, r9
fcmpsel          eq, r4, r5, r5, 1, 0
fcmpsel          eq, r4, r5, r5, r4, 0
xor              r4, r4, 1
fcmpsel          eq, r9, r2, r2, 1, 0
fcmpsel          eq, r9, r2, r2, r9, 0
xor              r9, r9, 1
or               r4, r4, r9
and              r4, r4, 1
fadd32           r5, r5, r2
icmpsel          ueq, r3, r4, 0, r3, r5
mov_imm          r4, 2147483648, 0b0
and              r4, r2, r4
xor              r3, r3, r4
fcmpsel          eq, r4, r2, r2, 1, 0
fcmpsel          eq, r4, r2, r2, r4, 0
xor              r4, r4, 1
icmpsel          ueq, r2, r4, 0, r3, r2
mov_imm          r4, 31, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
mov_imm          r3, 2147483647, 0b0
and              r3, r2, r3
mov_imm          r4, 1204701056, 0b0
fcmpsel          lt, r4, r3, r4, 1, 0
icmpsel          ueq, r5, r4, 0, r3, 0
icmpsel          ueq, r5, r4, 0, r5, r3
mov_imm          r9, 1059256707, 0b0
fmul32           r9, r5, r9
rint             r9, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1070141403, 0b0
fmadd32          r5, r10, r11, r5
mov_imm          r11, 3007036718, 0b0
fmadd32          r5, r10, r11, r5
mov_imm          r11, 2801216749, 0b0
fmadd32          r5, r10, r11, r5
convert          f_to_s32, r9, r9, rtz
bfeil            r10, 0, r3, 23
mov_imm          r11, 8388607, 0b0
and              r11, r3, r11
mov_imm          r12, 8388608, 0b0
or               r11, r11, r12
icmpsel          slt, r12, r10, 143, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 143
icmpsel          sgt, r12, r10, 254, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 254
isub             r10, r10, 120
bfeil            r12, 0, r10, 5
and              r10, r10, 31
icmpsel          ueq, r13, r12, 1, 1, 0
mov_imm          r14, 2734261102, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r13, 0, r13
icmpsel          ueq, r14, r12, 2, 1, 0
mov_imm          r15, 1313084713, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 3, 1, 0
mov_imm          r15, 4230436817, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 4, 1, 0
mov_imm          r15, 4113882560, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 1, 1, 0
mov_imm          r15, 2873790907, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
mov_imm          r15, 2734261102, 0b0
iadd             r14, r15, r14
icmpsel          ueq, r15, r12, 2, 1, 0
mov_imm          r16, 1496175715, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 3, 1, 0
mov_imm          r16, 1379621458, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 4, 1, 0
mov_imm          r16, 946410027, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 1, 1, 0
mov_imm          r16, 2917352104, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 1313084713, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r12, 2, 1, 0
mov_imm          r17, 2800797847, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 3, 1, 0
mov_imm          r17, 2367586416, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 4, 1, 0
mov_imm          r17, 3992943384, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 1, 1, 0
mov_imm          r17, 4178413039, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
mov_imm          r17, 4230436817, 0b0
iadd             r16, r17, r16
icmpsel          ueq, r17, r12, 2, 1, 0
mov_imm          r18, 3745201608, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r12, 3, 1, 0
mov_imm          r18, 1075591280, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r12, r12, 4, 1, 0
mov_imm          r17, 36309978, 0b0
icmpsel          ueq, r12, r12, 0, 0, r17
iadd             r12, r16, r12
isub             r16, 31, r10
and              r17, r10, 31
bfi              r13, 0, r13, r17
bfeil            r17, 0, r14, 1
and              r18, r16, 31
bfeil            r17, 0, r17, r18
or               r13, r13, r17
and              r17, r10, 31
bfi              r14, 0, r14, r17
bfeil            r17, 0, r15, 1
and              r18, r16, 31
bfeil            r17, 0, r17, r18
or               r14, r14, r17
and              r10, r10, 31
bfi              r10, 0, r15, r10
bfeil            r12, 0, r12, 1
and              r15, r16, 31
bfeil            r12, 0, r12, r15
or               r10, r10, r12
mov              r16, r11
mov_imm          r17, 0, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r16
mov              r15, r17
imadd            r18_r19, r12, r10, 0
imadd            r11, r12, r11, 0
imadd            r10, r15, r10, r11
mov              r11, r18
mov              r12, r19
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov_imm          r15, 0, 0b0
mov              r12, r16
mov              r18, r17
imadd            r20_r21, r12, r14, 0
imadd            r12, r12, r15, 0
imadd            r12, r18, r14, r12
mov              r14, r20
mov              r15, r21
iadd             r12, r15, r12
mov              r15, r12
mov              r12, r13
mov_imm          r13, 0, 0b0
imadd            r18_r19, r16, r12, 0
imadd            r13, r16, r13, 0
imadd            r12, r17, r12, r13
mov              r13, r18
mov              r16, r19
iadd             r12, r16, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov              r16, r10
mov              r17, r11
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
and              r17, r17, 63
isub             r18, r17, 32
isub             r19, 32, r17
bfeil            r10, 0, r10, r17
bfi              r19, 0, r11, r19
bfeil            r18, 0, r11, r18
or               r10, r10, r19
or               r10, r10, r18
bfeil            r11, 0, r11, r17
iadd             r10_r11, r10_r11, r14_r15
mov              r14, r10
mov              r15, r11
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r18
mov              r17, r19
and              r15, r15, 63
isub             r17, r15, 32
isub             r18, 32, r15
bfeil            r10, 0, r10, r15
bfi              r18, 0, r11, r18
bfeil            r17, 0, r11, r17
or               r10, r10, r18
or               r10, r10, r17
bfeil            r11, 0, r11, r15
mov              r11, r12
mov              r12, r13
iadd             r10, r10, r11
bfeil            r11, 0, r10, 30
bfi              r10, 0, r10, 2
bfeil            r12, 0, r14, 30
or               r10, r10, r12
bfi              r12, 0, r14, 2
bfeil            r13, 0, r16, 30
or               r12, r12, r13
bfeil            r13, 0, r10, 31
iadd             r11, r11, r13
icmpsel          slt, r13, r10, 0, 1, 0
isub             r14, 0, r12
mov_imm          r15, 4294967295, 0b0
xor              r15, r10, r15
icmpsel          ueq, r16, r12, 0, 1, 0
icmpsel          ueq, r16, r16, 0, 0, 1
iadd             r15, r15, r16
icmpsel          ueq, r10, r13, 0, r10, r15
icmpsel          ueq, r12, r13, 0, r12, r14
bfeil            r14, 0, r10, 16
mov_imm          r15, 65535, 0b0
and              r10, r10, r15
bfeil            r15, 0, r12, 16
mov_imm          r16, 65535, 0b0
and              r12, r12, r16
convert          s32_to_f, r14, r14, rte
mov_imm          r16, 931135488, 0b0
fmul32           r14, r14, r16
convert          s32_to_f, r10, r10, rte
mov_imm          r16, 796917760, 0b0
fmul32           r10, r10, r16
convert          s32_to_f, r15, r15, rte
mov_imm          r16, 662700032, 0b0
fmul32           r15, r15, r16
convert          s32_to_f, r12, r12, rte
mov_imm          r16, 528482304, 0b0
fmul32           r12, r12, r16
fadd32           r16, r14, r10
fadd32           r14, r16, r14.neg
fadd32           r10, r10, r14.neg
fadd32           r12, r15, r12
fadd32           r10, r10, r12
mov_imm          r12, 1070141403, 0b0
fmul32           r12, r16, r12
mov_imm          r14, 2147483648, 0b0
xor              r14, r12, r14
mov_imm          r15, 1070141403, 0b0
fmadd32          r14, r16, r15, r14
mov_imm          r15, 1070141403, 0b0
fmul32           r10, r10, r15
mov_imm          r15, 3007036718, 0b0
fmadd32          r10, r16, r15, r10
fadd32           r10, r14, r10
fadd32           r10, r12, r10
mov_imm          r14, 2147483647, 0b0
and              r14, r12, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r14, r15, 1, 0
icmpsel          ueq, r10, r14, 0, r10, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r10, r12
icmpsel          ueq, r10, r13, 0, r10, r12
icmpsel          ueq, r5, r4, 0, r10, r5
icmpsel          ueq, r4, r4, 0, r11, r9
fmul32           r9, r5, r5
mov_imm          r10, 3000447531, 0b0
mov_imm          r11, 909700893, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3109031169, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 1007192201, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3190467243, 0b0
fmadd32          r10, r10, r9, r11
fmul32           r11, r5, r9
fmadd32          r5, r11, r10, r5
mov_imm          r10, 823097031, 0b0
mov_imm          r11, 3029594750, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 936381697, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3132492641, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 1026206379, 0b0
fmadd32          r10, r10, r9, r11
fmadd32          r10, r9, r10, -0.5
fmadd32          r9, r9, r10, 1.0
and              r10, r4, 1
icmpsel          ueq, r10, r10, 1, 1, 0
and              r4, r4, 2
icmpsel          ueq, r4, r4, 2, 1, 0
icmpsel          ueq, r5, r10, 0, r5, r9
mov_imm          r9, 2147483648, 0b0
xor              r9, r5, r9
icmpsel          ueq, r4, r4, 0, r5, r9
mov_imm          r5, 2147483648, 0b0
and              r2, r2, r5
xor              r2, r4, r2
mov_imm          r4, 2139095040, 0b0
fcmpsel          lt, r3, r3, r4, 1, 0
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r4, r2
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 32, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
mov_imm          r3, 2147483647, 0b0
and              r2, r2, r3
mov_imm          r3, 1204701056, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
icmpsel          ueq, r4, r3, 0, r2, 0
icmpsel          ueq, r4, r3, 0, r4, r2
mov_imm          r5, 1059256707, 0b0
fmul32           r5, r4, r5
rint             r5, r5
mov_imm          r9, 2147483648, 0b0
xor              r9, r5, r9
mov_imm          r10, 1070141403, 0b0
fmadd32          r4, r9, r10, r4
mov_imm          r10, 3007036718, 0b0
fmadd32          r4, r9, r10, r4
mov_imm          r10, 2801216749, 0b0
fmadd32          r4, r9, r10, r4
convert          f_to_s32, r5, r5, rtz
bfeil            r9, 0, r2, 23
mov_imm          r10, 8388607, 0b0
and              r10, r2, r10
mov_imm          r11, 8388608, 0b0
or               r10, r10, r11
icmpsel          slt, r11, r9, 143, 1, 0
icmpsel          ueq, r9, r11, 0, r9, 143
icmpsel          sgt, r11, r9, 254, 1, 0
icmpsel          ueq, r9, r11, 0, r9, 254
isub             r9, r9, 120
bfeil            r11, 0, r9, 5
and              r9, r9, 31
icmpsel          ueq, r12, r11, 1, 1, 0
mov_imm          r13, 2734261102, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
iadd             r12, 0, r12
icmpsel          ueq, r13, r11, 2, 1, 0
mov_imm          r14, 1313084713, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r11, 3, 1, 0
mov_imm          r14, 4230436817, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r11, 4, 1, 0
mov_imm          r14, 4113882560, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r11, 1, 1, 0
mov_imm          r14, 2873790907, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
mov_imm          r14, 2734261102, 0b0
iadd             r13, r14, r13
icmpsel          ueq, r14, r11, 2, 1, 0
mov_imm          r15, 1496175715, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r11, 3, 1, 0
mov_imm          r15, 1379621458, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r11, 4, 1, 0
mov_imm          r15, 946410027, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r11, 1, 1, 0
mov_imm          r15, 2917352104, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
mov_imm          r15, 1313084713, 0b0
iadd             r14, r15, r14
icmpsel          ueq, r15, r11, 2, 1, 0
mov_imm          r16, 2800797847, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r11, 3, 1, 0
mov_imm          r16, 2367586416, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r11, 4, 1, 0
mov_imm          r16, 3992943384, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r11, 1, 1, 0
mov_imm          r16, 4178413039, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 4230436817, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r11, 2, 1, 0
mov_imm          r17, 3745201608, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r11, 3, 1, 0
mov_imm          r17, 1075591280, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r11, r11, 4, 1, 0
mov_imm          r16, 36309978, 0b0
icmpsel          ueq, r11, r11, 0, 0, r16
iadd             r11, r15, r11
isub             r15, 31, r9
and              r16, r9, 31
bfi              r12, 0, r12, r16
bfeil            r16, 0, r13, 1
and              r17, r15, 31
bfeil            r16, 0, r16, r17
or               r12, r12, r16
and              r16, r9, 31
bfi              r13, 0, r13, r16
bfeil            r16, 0, r14, 1
and              r17, r15, 31
bfeil            r16, 0, r16, r17
or               r13, r13, r16
and              r9, r9, 31
bfi              r9, 0, r14, r9
bfeil            r11, 0, r11, 1
and              r14, r15, 31
bfeil            r11, 0, r11, r14
or               r9, r9, r11
mov_imm          r11, 0, 0b0
mov              r14, r9
mov_imm          r15, 0, 0b0
mov              r9, r10
mov              r16, r11
imadd            r18_r19, r9, r14, 0
imadd            r9, r9, r15, 0
imadd            r9, r16, r14, r9
mov              r14, r18
mov              r15, r19
iadd             r9, r15, r9
mov              r15, r9
mov              r16, r13
mov_imm          r17, 0, 0b0
mov              r9, r10
mov              r13, r11
imadd            r18_r19, r9, r16, 0
imadd            r9, r9, r17, 0
imadd            r9, r13, r16, r9
mov              r13, r18
mov              r16, r19
iadd             r9, r16, r9
mov              r16, r13
mov              r17, r9
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r18_r19, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r18
mov              r11, r19
iadd             r9, r11, r9
mov              r11, r9
mov              r9, r14
mov              r12, r15
mov_imm          r12, 32, 0b0
mov_imm          r13, 0, 0b0
and              r12, r12, 63
isub             r13, r12, 32
isub             r18, 32, r12
bfeil            r14, 0, r14, r12
bfi              r18, 0, r15, r18
bfeil            r13, 0, r15, r13
or               r14, r14, r18
or               r13, r14, r13
bfeil            r12, 0, r15, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
iadd             r12_r13, r12_r13, r16_r17
mov              r14, r12
mov              r15, r13
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
mov              r15, r16
mov              r16, r17
and              r15, r15, 63
isub             r16, r15, 32
isub             r17, 32, r15
bfeil            r12, 0, r12, r15
bfi              r17, 0, r13, r17
bfeil            r16, 0, r13, r16
or               r12, r12, r17
or               r12, r12, r16
bfeil            r13, 0, r13, r15
iadd             r10, r12, r10
bfeil            r11, 0, r10, 30
bfi              r10, 0, r10, 2
bfeil            r12, 0, r14, 30
or               r10, r10, r12
bfi              r12, 0, r14, 2
bfeil            r9, 0, r9, 30
or               r9, r12, r9
bfeil            r12, 0, r10, 31
iadd             r11, r11, r12
icmpsel          slt, r12, r10, 0, 1, 0
isub             r13, 0, r9
mov_imm          r14, 4294967295, 0b0
xor              r14, r10, r14
icmpsel          ueq, r15, r9, 0, 1, 0
icmpsel          ueq, r15, r15, 0, 0, 1
iadd             r14, r14, r15
icmpsel          ueq, r10, r12, 0, r10, r14
icmpsel          ueq, r9, r12, 0, r9, r13
bfeil            r13, 0, r10, 16
mov_imm          r14, 65535, 0b0
and              r10, r10, r14
bfeil            r14, 0, r9, 16
mov_imm          r15, 65535, 0b0
and              r9, r9, r15
convert          s32_to_f, r13, r13, rte
mov_imm          r15, 931135488, 0b0
fmul32           r13, r13, r15
convert          s32_to_f, r10, r10, rte
mov_imm          r15, 796917760, 0b0
fmul32           r10, r10, r15
convert          s32_to_f, r14, r14, rte
mov_imm          r15, 662700032, 0b0
fmul32           r14, r14, r15
convert          s32_to_f, r9, r9, rte
mov_imm          r15, 528482304, 0b0
fmul32           r9, r9, r15
fadd32           r15, r13, r10
fadd32           r13, r15, r13.neg
fadd32           r10, r10, r13.neg
fadd32           r9, r14, r9
fadd32           r9, r10, r9
mov_imm          r10, 1070141403, 0b0
fmul32           r10, r15, r10
mov_imm          r13, 2147483648, 0b0
xor              r13, r10, r13
mov_imm          r14, 1070141403, 0b0
fmadd32          r13, r15, r14, r13
mov_imm          r14, 1070141403, 0b0
fmul32           r9, r9, r14
mov_imm          r14, 3007036718, 0b0
fmadd32          r9, r15, r14, r9
fadd32           r9, r13, r9
fadd32           r9, r10, r9
mov_imm          r13, 2147483647, 0b0
and              r13, r10, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r13, r14, 1, 0
icmpsel          ueq, r9, r13, 0, r9, r10
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r9, r12, 0, r9, r10
icmpsel          ueq, r4, r3, 0, r9, r4
icmpsel          ueq, r3, r3, 0, r11, r5
fmul32           r5, r4, r4
mov_imm          r9, 3000447531, 0b0
mov_imm          r10, 909700893, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 3109031169, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 1007192201, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 3190467243, 0b0
fmadd32          r9, r9, r5, r10
fmul32           r10, r4, r5
fmadd32          r4, r10, r9, r4
mov_imm          r9, 823097031, 0b0
mov_imm          r10, 3029594750, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 936381697, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 3132492641, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 1026206379, 0b0
fmadd32          r9, r9, r5, r10
fmadd32          r9, r5, r9, -0.5
fmadd32          r5, r5, r9, 1.0
and              r9, r3, 1
icmpsel          ueq, r9, r9, 1, 1, 0
icmpsel          ueq, r4, r9, 0, r5, r4
iadd             r3, r3, 1
and              r3, r3, 2
icmpsel          ueq, r3, r3, 2, 1, 0
mov_imm          r5, 2147483648, 0b0
xor              r5, r4, r5
icmpsel          ueq, r3, r3, 0, r4, r5
mov_imm          r4, 2139095040, 0b0
fcmpsel          lt, r2, r2, r4, 1, 0
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r4, r3
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 33, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
mov_imm          r3, 2147483647, 0b0
and              r3, r2, r3
mov_imm          r4, 1204701056, 0b0
fcmpsel          lt, r4, r3, r4, 1, 0
icmpsel          ueq, r5, r4, 0, r3, 0
icmpsel          ueq, r5, r4, 0, r5, r3
mov_imm          r9, 1059256707, 0b0
fmul32           r9, r5, r9
rint             r9, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1070141403, 0b0
fmadd32          r5, r10, r11, r5
mov_imm          r11, 3007036718, 0b0
fmadd32          r5, r10, r11, r5
mov_imm          r11, 2801216749, 0b0
fmadd32          r5, r10, r11, r5
convert          f_to_s32, r9, r9, rtz
bfeil            r10, 0, r3, 23
mov_imm          r11, 8388607, 0b0
and              r11, r3, r11
mov_imm          r12, 8388608, 0b0
or               r11, r11, r12
icmpsel          slt, r12, r10, 143, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 143
icmpsel          sgt, r12, r10, 254, 1, 0
icmpsel          ueq, r10, r12, 0, r10, 254
isub             r10, r10, 120
bfeil            r12, 0, r10, 5
and              r10, r10, 31
icmpsel          ueq, r13, r12, 1, 1, 0
mov_imm          r14, 2734261102, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r13, 0, r13
icmpsel          ueq, r14, r12, 2, 1, 0
mov_imm          r15, 1313084713, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 3, 1, 0
mov_imm          r15, 4230436817, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 4, 1, 0
mov_imm          r15, 4113882560, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r12, 1, 1, 0
mov_imm          r15, 2873790907, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
mov_imm          r15, 2734261102, 0b0
iadd             r14, r15, r14
icmpsel          ueq, r15, r12, 2, 1, 0
mov_imm          r16, 1496175715, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 3, 1, 0
mov_imm          r16, 1379621458, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 4, 1, 0
mov_imm          r16, 946410027, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r12, 1, 1, 0
mov_imm          r16, 2917352104, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
mov_imm          r16, 1313084713, 0b0
iadd             r15, r16, r15
icmpsel          ueq, r16, r12, 2, 1, 0
mov_imm          r17, 2800797847, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 3, 1, 0
mov_imm          r17, 2367586416, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 4, 1, 0
mov_imm          r17, 3992943384, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
iadd             r15, r15, r16
icmpsel          ueq, r16, r12, 1, 1, 0
mov_imm          r17, 4178413039, 0b0
icmpsel          ueq, r16, r16, 0, 0, r17
mov_imm          r17, 4230436817, 0b0
iadd             r16, r17, r16
icmpsel          ueq, r17, r12, 2, 1, 0
mov_imm          r18, 3745201608, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r17, r12, 3, 1, 0
mov_imm          r18, 1075591280, 0b0
icmpsel          ueq, r17, r17, 0, 0, r18
iadd             r16, r16, r17
icmpsel          ueq, r12, r12, 4, 1, 0
mov_imm          r17, 36309978, 0b0
icmpsel          ueq, r12, r12, 0, 0, r17
iadd             r12, r16, r12
isub             r16, 31, r10
and              r17, r10, 31
bfi              r13, 0, r13, r17
bfeil            r17, 0, r14, 1
and              r18, r16, 31
bfeil            r17, 0, r17, r18
or               r13, r13, r17
and              r17, r10, 31
bfi              r14, 0, r14, r17
bfeil            r17, 0, r15, 1
and              r18, r16, 31
bfeil            r17, 0, r17, r18
or               r14, r14, r17
and              r10, r10, 31
bfi              r10, 0, r15, r10
bfeil            r12, 0, r12, 1
and              r15, r16, 31
bfeil            r12, 0, r12, r15
or               r10, r10, r12
mov              r16, r11
mov_imm          r17, 0, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r16
mov              r15, r17
imadd            r18_r19, r12, r10, 0
imadd            r11, r12, r11, 0
imadd            r10, r15, r10, r11
mov              r11, r18
mov              r12, r19
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov_imm          r15, 0, 0b0
mov              r12, r16
mov              r18, r17
imadd            r20_r21, r12, r14, 0
imadd            r12, r12, r15, 0
imadd            r12, r18, r14, r12
mov              r14, r20
mov              r15, r21
iadd             r12, r15, r12
mov              r15, r12
mov              r12, r13
mov_imm          r13, 0, 0b0
imadd            r18_r19, r16, r12, 0
imadd            r13, r16, r13, 0
imadd            r12, r17, r12, r13
mov              r13, r18
mov              r16, r19
iadd             r12, r16, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov              r16, r10
mov              r17, r11
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
and              r17, r17, 63
isub             r18, r17, 32
isub             r19, 32, r17
bfeil            r10, 0, r10, r17
bfi              r19, 0, r11, r19
bfeil            r18, 0, r11, r18
or               r10, r10, r19
or               r10, r10, r18
bfeil            r11, 0, r11, r17
iadd             r10_r11, r10_r11, r14_r15
mov              r14, r10
mov              r15, r11
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r18
mov              r17, r19
and              r15, r15, 63
isub             r17, r15, 32
isub             r18, 32, r15
bfeil            r10, 0, r10, r15
bfi              r18, 0, r11, r18
bfeil            r17, 0, r11, r17
or               r10, r10, r18
or               r10, r10, r17
bfeil            r11, 0, r11, r15
mov              r11, r12
mov              r12, r13
iadd             r10, r10, r11
bfeil            r11, 0, r10, 30
bfi              r10, 0, r10, 2
bfeil            r12, 0, r14, 30
or               r10, r10, r12
bfi              r12, 0, r14, 2
bfeil            r13, 0, r16, 30
or               r12, r12, r13
bfeil            r13, 0, r10, 31
iadd             r11, r11, r13
icmpsel          slt, r13, r10, 0, 1, 0
isub             r14, 0, r12
mov_imm          r15, 4294967295, 0b0
xor              r15, r10, r15
icmpsel          ueq, r16, r12, 0, 1, 0
icmpsel          ueq, r16, r16, 0, 0, 1
iadd             r15, r15, r16
icmpsel          ueq, r10, r13, 0, r10, r15
icmpsel          ueq, r12, r13, 0, r12, r14
bfeil            r14, 0, r10, 16
mov_imm          r15, 65535, 0b0
and              r10, r10, r15
bfeil            r15, 0, r12, 16
mov_imm          r16, 65535, 0b0
and              r12, r12, r16
convert          s32_to_f, r14, r14, rte
mov_imm          r16, 931135488, 0b0
fmul32           r14, r14, r16
convert          s32_to_f, r10, r10, rte
mov_imm          r16, 796917760, 0b0
fmul32           r10, r10, r16
convert          s32_to_f, r15, r15, rte
mov_imm          r16, 662700032, 0b0
fmul32           r15, r15, r16
convert          s32_to_f, r12, r12, rte
mov_imm          r16, 528482304, 0b0
fmul32           r12, r12, r16
fadd32           r16, r14, r10
fadd32           r14, r16, r14.neg
fadd32           r10, r10, r14.neg
fadd32           r12, r15, r12
fadd32           r10, r10, r12
mov_imm          r12, 1070141403, 0b0
fmul32           r12, r16, r12
mov_imm          r14, 2147483648, 0b0
xor              r14, r12, r14
mov_imm          r15, 1070141403, 0b0
fmadd32          r14, r16, r15, r14
mov_imm          r15, 1070141403, 0b0
fmul32           r10, r10, r15
mov_imm          r15, 3007036718, 0b0
fmadd32          r10, r16, r15, r10
fadd32           r10, r14, r10
fadd32           r10, r12, r10
mov_imm          r14, 2147483647, 0b0
and              r14, r12, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r14, r15, 1, 0
icmpsel          ueq, r10, r14, 0, r10, r12
mov_imm          r12, 2147483648, 0b0
xor              r12, r10, r12
icmpsel          ueq, r10, r13, 0, r10, r12
icmpsel          ueq, r5, r4, 0, r10, r5
icmpsel          ueq, r4, r4, 0, r11, r9
fmul32           r9, r5, r5
mov_imm          r10, 3000447531, 0b0
mov_imm          r11, 909700893, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3109031169, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 1007192201, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3190467243, 0b0
fmadd32          r10, r10, r9, r11
fmul32           r11, r5, r9
fmadd32          r5, r11, r10, r5
mov_imm          r10, 823097031, 0b0
mov_imm          r11, 3029594750, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 936381697, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3132492641, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 1026206379, 0b0
fmadd32          r10, r10, r9, r11
fmadd32          r10, r9, r10, -0.5
fmadd32          r9, r9, r10, 1.0
and              r4, r4, 1
icmpsel          ueq, r4, r4, 1, 1, 0
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r10, r4, 0, r5, r10
icmpsel          ueq, r4, r4, 0, r9, r5
rcp              r5, r4
fmul32           r9, r10, r5
fmadd32          r4, r4.neg, r9, r10
fmadd32          r4, r4, r5, r9
fcmpsel          eq, r4, r9, 0.0, r9, r4
mov_imm          r5, 2139095040, 0b0
fcmpsel          eq, r4, r9, r5, r9, r4
mov_imm          r5, 4286578688, 0b0
fcmpsel          eq, r4, r9, r5, r9, r4
mov_imm          r5, 2147483648, 0b0
and              r2, r2, r5
xor              r2, r4, r2
mov_imm          r4, 2139095040, 0b0
fcmpsel          lt, r3, r3, r4, 1, 0
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r4, r2
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 34, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
fmul32           r3, r8h, 1.0
mov_imm          r4, 2147483647, 0b0
and              r4, r2, r4
mov_imm          r5, 8388608, 0b0
fcmpsel          lt, r5, r4, r5, 1, 0
mov_imm          r9, 1266679808, 0b0
fmul32           r9, r4, r9
icmpsel          ueq, r9, r5, 0, r4, r9
mov_imm          r10, 4294967272, 0b0
icmpsel          ueq, r5, r5, 0, 0, r10
mov_imm          r10, 1060439283, 0b0
isub             r10, r9, r10
asr              r10, r10, 23
bfi              r11, 0, r10, 23
isub             r9, r9, r11
iadd             r5, r10, r5
fadd32           r9, r9, -1.0
fadd32           r10, 2.0, r9
rcp              r11, r10
fmul32           r12, r9, r11
fmadd32          r13, r10.neg, r12, r9
fmadd32          r11, r13, r11, r12
fcmpsel          eq, r11, r12, 0.0, r12, r11
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r13, 4286578688, 0b0
fcmpsel          eq, r11, r12, r13, r12, r11
mov_imm          r12, 2147483648, 0b0
xor              r12, r11, r12
fmadd32          r13, -2.0, r11, r9
fmadd32          r9, r12, r9, r13
rcp              r12, r10
fmul32           r13, r9, r12
fmadd32          r9, r10.neg, r13, r9
fmadd32          r9, r9, r12, r13
fcmpsel          eq, r9, r13, 0.0, r13, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r9, r13, r10, r13, r9
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r9, r13, r10, r13, r9
fmul32           r10, r11, r11
mov_imm          r12, 1042123225, 0b0
mov_imm          r13, 1044000396, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1046711865, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1049774373, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1053609165, 0b0
fmadd32          r12, r12, r10, r13
mov_imm          r13, 1059760811, 0b0
fmadd32          r12, r12, r10, r13
fmul32           r10, r11, r10
fmul32           r10, r10, r12
fadd32           r11, r11, r11
fmadd32          r9, 2.0, r9, r10
mov_imm          r10, 1069066811, 0b0
fmul32           r10, r11, r10
mov_imm          r12, 2147483648, 0b0
xor              r12, r10, r12
mov_imm          r13, 1069066811, 0b0
fmadd32          r12, r11, r13, r12
mov_imm          r13, 1069066811, 0b0
fmul32           r9, r9, r13
mov_imm          r13, 849703008, 0b0
fmadd32          r9, r11, r13, r9
fadd32           r9, r12, r9
convert          s32_to_f, r5, r5, rte
fadd32           r11, r5, r10
fadd32           r5, r11, r5.neg
fadd32           r5, r10, r5.neg
fadd32           r5, r5, r9
fadd32           r9, r11, r5
fadd32           r10, r9, r11.neg
fadd32           r5, r5, r10.neg
fcmpsel          eq, r10, r4, 0.0, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r11, r4, r11, 1, 0
fcmpsel          lt, r12, r4, 0.0, 1, 0
fcmpsel          eq, r13, r4, r4, 1, 0
fcmpsel          eq, r13, r4, r4, r13, 0
xor              r13, r13, 1
or               r12, r12, r13
and              r12, r12, 1
or               r13, r10, r11
and              r13, r13, 1
or               r13, r13, r12
and              r13, r13, 1
mov_imm          r14, 4286578688, 0b0
icmpsel          ueq, r9, r10, 0, r9, r14
icmpsel          ueq, r9, r11, 0, r9, r4
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r9, r12, 0, r9, r10
icmpsel          ueq, r5, r13, 0, r5, 0
fmul32           r10, r3, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r9, r3, r9, r11
fmadd32          r5, r3, r5, r9
fcmpsel          eq, r9, r10, r10, 1, 0
fcmpsel          eq, r9, r10, r10, r9, 0
xor              r9, r9, 1
mov_imm          r11, 1124204544, 0b0
fcmpsel          gt, r11, r10, r11, 1, 0
mov_imm          r12, 3273654272, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
or               r13, r11, r12
and              r13, r13, 1
mov_imm          r14, 1124204544, 0b0
icmpsel          ueq, r10, r11, 0, r10, r14
mov_imm          r11, 3273654272, 0b0
icmpsel          ueq, r10, r12, 0, r10, r11
icmpsel          ueq, r11, r9, 0, r10, 0
icmpsel          ueq, r5, r13, 0, r5, 0
fcmpsel          eq, r12, r5, r5, 1, 0
fcmpsel          eq, r12, r5, r5, r12, 0
xor              r12, r12, 1
icmpsel          ueq, r5, r12, 0, r5, 0
rint             r12, r11
fadd32           r11, r11, r12.neg
fadd32           r5, r11, r5
mov_imm          r11, 931128830, 0b0
mov_imm          r13, 958497929, 0b0
fmadd32          r11, r11, r5, r13
mov_imm          r13, 984531967, 0b0
fmadd32          r11, r11, r5, r13
mov_imm          r13, 1008571739, 0b0
fmadd32          r11, r11, r5, r13
mov_imm          r13, 1029920839, 0b0
fmadd32          r11, r11, r5, r13
mov_imm          r13, 1047920112, 0b0
fmadd32          r11, r11, r5, r13
mov_imm          r13, 1060205080, 0b0
fmadd32          r11, r11, r5, r13
fmadd32          r5, r11, r5, 1.0
convert          f_to_s32, r11, r12, rtz
asr              r12, r11, 1
isub             r11, r11, r12
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
fmul32           r5, r5, r12
fmul32           r5, r5, r11
icmpsel          ueq, r5, r9, 0, r5, r10
trunc            r9, r3
fcmpsel          eq, r9, r9, r3, 1, 0
mov_imm          r10, 2147483647, 0b0
and              r10, r3, r10
mov_imm          r11, 1266679808, 0b0
fcmpsel          lt, r11, r10, r11, 1, 0
icmpsel          ueq, r12, r11, 0, 0, r3
convert          f_to_s32, r12, r12, rtz
and              r12, r12, 1
icmpsel          ueq, r12, r12, 1, 1, 0
and              r11, r12, r11
and              r11, r11, 1
and              r11, r11, r9
and              r11, r11, 1
icmpsel          slt, r12, r2, 0, 1, 0
and              r11, r11, r12
and              r11, r11, 1
mov_imm          r12, 2147483648, 0b0
xor              r12, r5, r12
icmpsel          ueq, r5, r11, 0, r5, r12
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r11, r4, r11, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          lt, r12, r10, r12, 1, 0
fcmpsel          lt, r13, r2, 0.0, 1, 0
and              r11, r13, r11
and              r11, r11, 1
and              r11, r11, r12
and              r11, r11, 1
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r9, r9, 0, r12, r5
icmpsel          ueq, r5, r11, 0, r5, r9
fcmpsel          eq, r4, r4, 1.0, 1, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r9, r10, r9, 1, 0
and              r4, r4, r9
and              r4, r4, 1
fcmpsel          eq, r2, r2, 1.0, 1, 0
fcmpsel          eq, r3, r3, 0.0, 1, 0
or               r2, r4, r2
and              r2, r2, 1
or               r2, r2, r3
and              r2, r2, 1
mov_imm          r3, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r5, r3
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 35, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
fmul32           r3, r8h, 1.0
mov_imm          r4, 2147483647, 0b0
and              r4, r2, r4
mov_imm          r5, 2147483647, 0b0
and              r5, r3, r5
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r5, r10
icmpsel          ueq, r10, r9, 0, r5, r10
bfeil            r10, 0, r10, 23
mov_imm          r11, 4294967272, 0b0
icmpsel          ueq, r9, r9, 0, 0, r11
isub             r10, r10, 127
iadd             r9, r10, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r10, r5, r10, 1, 0
fcmpsel          gt, r11, r5, 0.0, 1, 0
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 1065353216, 0b0
icmpsel          ueq, r11, r10, 0, r11, r5
mov_imm          r12, 8388608, 0b0
fcmpsel          lt, r12, r4, r12, 1, 0
mov_imm          r13, 1266679808, 0b0
fmul32           r13, r4, r13
icmpsel          ueq, r13, r12, 0, r4, r13
bfeil            r13, 0, r13, 23
mov_imm          r14, 4294967272, 0b0
icmpsel          ueq, r12, r12, 0, 0, r14
isub             r13, r13, 127
iadd             r12, r13, r12
isub             r12, r12, r9
isub             r12, r12, 20
icmpsel          slt, r13, r12, 0, 1, 0
icmpsel          ueq, r12, r13, 0, r12, 0
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r12, 92
iadd             r14, r13, 127
bfi              r14, 0, r14, 23
fmul32           r14, r11, r14
isub             r12, r12, r13
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r12, 92
iadd             r15, r13, 127
bfi              r15, 0, r15, 23
fmul32           r14, r14, r15
isub             r12, r12, r13
icmpsel          sgt, r13, r12, 92, 1, 0
icmpsel          ueq, r12, r13, 0, r12, 92
iadd             r12, r12, 127
bfi              r12, 0, r12, 23
fmul32           r12, r14, r12
mov_imm          r13, 2147483647, 0b0
and              r13, r12, r13
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r13, r13, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r13, r13, 0, r14, r15
fmul32           r14, r4, r13
fmul32           r13, r12, r13
rcp              r15, r13
fmul32           r16, r14, r15
fmadd32          r13, r13.neg, r16, r14
fmadd32          r13, r13, r15, r16
fcmpsel          eq, r13, r16, 0.0, r16, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
trunc            r13, r13
mov_imm          r14, 2147483648, 0b0
xor              r13, r13, r14
fmadd32          r13, r13, r12, r4
fcmpsel          lt, r14, r13, 0.0, 1, 0
fadd32           r12, r13, r12
icmpsel          ueq, r12, r14, 0, r13, r12
fcmpsel          gte, r13, r4, r11, 1, 0
and              r13, r13, r10
and              r13, r13, 1
icmpsel          ueq, r12, r13, 0, r4, r12
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r13, r13, r9
isub             r13, r13, 20
icmpsel          slt, r14, r13, 0, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 0
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r15, r14, 127
bfi              r15, 0, r15, 23
fmul32           r15, r11, r15
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r14, r14, 0, r13, 92
iadd             r16, r14, 127
bfi              r16, 0, r16, 23
fmul32           r15, r15, r16
isub             r13, r13, r14
icmpsel          sgt, r14, r13, 92, 1, 0
icmpsel          ueq, r13, r14, 0, r13, 92
iadd             r13, r13, 127
bfi              r13, 0, r13, 23
fmul32           r13, r15, r13
mov_imm          r14, 2147483647, 0b0
and              r14, r13, r14
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r14, r14, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fmul32           r15, r12, r14
fmul32           r14, r13, r14
rcp              r16, r14
fmul32           r17, r15, r16
fmadd32          r14, r14.neg, r17, r15
fmadd32          r14, r14, r16, r17
fcmpsel          eq, r14, r17, 0.0, r17, r14
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r14, r17, r15, r17, r14
trunc            r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r14, r14, r15
fmadd32          r14, r14, r13, r12
fcmpsel          lt, r15, r14, 0.0, 1, 0
fadd32           r13, r14, r13
icmpsel          ueq, r13, r15, 0, r14, r13
fcmpsel          gte, r14, r12, r11, 1, 0
and              r14, r14, r10
and              r14, r14, 1
icmpsel          ueq, r12, r14, 0, r12, r13
mov_imm          r13, 8388608, 0b0
fcmpsel          lt, r13, r12, r13, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r12, r14
icmpsel          ueq, r14, r13, 0, r12, r14
bfeil            r14, 0, r14, 23
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r13, r13, 0, 0, r15
isub             r14, r14, 127
iadd             r13, r14, r13
isub             r9, r13, r9
isub             r9, r9, 20
icmpsel          slt, r13, r9, 0, 1, 0
icmpsel          ueq, r9, r13, 0, r9, 0
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r9, 92
iadd             r14, r13, 127
bfi              r14, 0, r14, 23
fmul32           r14, r11, r14
isub             r9, r9, r13
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r13, r13, 0, r9, 92
iadd             r15, r13, 127
bfi              r15, 0, r15, 23
fmul32           r14, r14, r15
isub             r9, r9, r13
icmpsel          sgt, r13, r9, 92, 1, 0
icmpsel          ueq, r9, r13, 0, r9, 92
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
fmul32           r9, r14, r9
mov_imm          r13, 2147483647, 0b0
and              r13, r9, r13
mov_imm          r14, 1602224128, 0b0
fcmpsel          gte, r13, r13, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
mov_imm          r15, 528482304, 0b0
icmpsel          ueq, r13, r13, 0, r14, r15
fmul32           r14, r12, r13
fmul32           r13, r9, r13
rcp              r15, r13
fmul32           r16, r14, r15
fmadd32          r13, r13.neg, r16, r14
fmadd32          r13, r13, r15, r16
fcmpsel          eq, r13, r16, 0.0, r16, r13
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r13, r16, r14, r16, r13
trunc            r13, r13
mov_imm          r14, 2147483648, 0b0
xor              r13, r13, r14
fmadd32          r13, r13, r9, r12
fcmpsel          lt, r14, r13, 0.0, 1, 0
fadd32           r9, r13, r9
icmpsel          ueq, r9, r14, 0, r13, r9
fcmpsel          gte, r11, r12, r11, 1, 0
and              r10, r11, r10
and              r10, r10, 1
icmpsel          ueq, r9, r10, 0, r12, r9
mov_imm          r10, 2147483648, 0b0
and              r2, r2, r10
xor              r2, r9, r2
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r4, r4, r9, 1, 0
fcmpsel          eq, r5, r5, 0.0, 1, 0
fcmpsel          eq, r9, r3, r3, 1, 0
fcmpsel          eq, r3, r3, r3, r9, 0
xor              r3, r3, 1
or               r3, r5, r3
and              r3, r3, 1
mov_imm          r5, 2143289344, 0b0
icmpsel          ueq, r2, r4, 0, r5, r2
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r2, r4
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 36, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
fmul32           r3, r8h, 1.0
mov_imm          r4, 2147483647, 0b0
and              r4, r3, r4
mov_imm          r5, 2147483647, 0b0
and              r5, r2, r5
fcmpsel          gt, r9, r5, r4, 1, 0
icmpsel          ueq, r10, r9, 0, r4, r5
icmpsel          ueq, r4, r9, 0, r5, r4
mov_imm          r5, 2147483647, 0b0
and              r5, r10, r5
mov_imm          r11, 1602224128, 0b0
fcmpsel          gte, r5, r5, r11, 1, 0
mov_imm          r11, 1065353216, 0b0
mov_imm          r12, 528482304, 0b0
icmpsel          ueq, r5, r5, 0, r11, r12
fmul32           r11, r4, r5
fmul32           r5, r10, r5
rcp              r12, r5
fmul32           r13, r11, r12
fmadd32          r5, r5.neg, r13, r11
fmadd32          r5, r5, r12, r13
fcmpsel          eq, r5, r13, 0.0, r13, r5
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r5, r13, r11, r13, r5
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r5, r13, r11, r13, r5
fcmpsel          eq, r10, r10, 0.0, 1, 0
icmpsel          ueq, r5, r10, 0, r5, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r4, r4, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
icmpsel          ueq, r4, r4, 0, r5, r10
mov_imm          r5, 1071494103, 0b0
fmadd32          r5, r5, r4, -1.0
mov_imm          r10, 855999691, 0b0
fmadd32          r5, r10, r4, r5
mov_imm          r10, 1071494103, 0b0
fadd32           r10, r4, r10
rcp              r11, r10
fmul32           r12, r5, r11
fmadd32          r5, r10.neg, r12, r5
fmadd32          r5, r5, r11, r12
fcmpsel          eq, r5, r12, 0.0, r12, r5
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r5, r12, r10, r12, r5
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r5, r12, r10, r12, r5
mov_imm          r10, 1049178275, 0b0
fcmpsel          gt, r10, r4, r10, 1, 0
icmpsel          ueq, r4, r10, 0, r4, r5
fmul32           r5, r4, r4
mov_imm          r11, 3179841673, 0b0
mov_imm          r12, 1033734617, 0b0
fmadd32          r11, r11, r5, r12
mov_imm          r12, 3183095436, 0b0
fmadd32          r11, r11, r5, r12
mov_imm          r12, 1038323257, 0b0
fmadd32          r11, r11, r5, r12
mov_imm          r12, 3188869413, 0b0
fmadd32          r11, r11, r5, r12
mov_imm          r12, 1045220557, 0b0
fmadd32          r11, r11, r5, r12
mov_imm          r12, 3198855851, 0b0
fmadd32          r11, r11, r5, r12
fmul32           r5, r4, r5
fmadd32          r4, r5, r11, r4
mov_imm          r5, 2994360723, 0b0
fadd32           r5, r4, r5
mov_imm          r11, 1057360530, 0b0
fadd32           r5, r11, r5
icmpsel          ueq, r4, r10, 0, r4, r5
mov_imm          r5, 3007036718, 0b0
fadd32           r5, r5, r4.neg
mov_imm          r10, 1070141403, 0b0
fadd32           r5, r10, r5
icmpsel          ueq, r4, r9, 0, r4, r5
icmpsel          slt, r5, r3, 0, 1, 0
mov_imm          r9, 3015425326, 0b0
fadd32           r9, r9, r4.neg
mov_imm          r10, 1078530011, 0b0
fadd32           r9, r10, r9
icmpsel          ueq, r4, r5, 0, r4, r9
fcmpsel          eq, r5, r3, r3, 1, 0
fcmpsel          eq, r5, r3, r3, r5, 0
xor              r5, r5, 1
fcmpsel          eq, r9, r2, r2, 1, 0
fcmpsel          eq, r9, r2, r2, r9, 0
xor              r9, r9, 1
or               r5, r5, r9
and              r5, r5, 1
fadd32           r3, r3, r2
icmpsel          ueq, r3, r5, 0, r4, r3
mov_imm          r4, 2147483648, 0b0
and              r2, r2, r4
xor              r2, r3, r2
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 37, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
mov_imm          r3, 2147483647, 0b0
and              r3, r2, r3
fcmpsel          gt, r4, r3, 10.0, 1, 0
mov_imm          r5, 1092616192, 0b0
icmpsel          ueq, r3, r4, 0, r3, r5
mov_imm          r4, 1069066811, 0b0
fmul32           r4, r3, r4
mov_imm          r5, 2147483648, 0b0
xor              r5, r4, r5
mov_imm          r9, 1069066811, 0b0
fmadd32          r5, r3, r9, r5
mov_imm          r9, 849703008, 0b0
fmadd32          r5, r3, r9, r5
fadd32           r4, r4, -1.0
fcmpsel          eq, r9, r4, r4, 1, 0
fcmpsel          eq, r9, r4, r4, r9, 0
xor              r9, r9, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r4, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r4, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r4, r10, 0, r4, r13
mov_imm          r10, 3273654272, 0b0
icmpsel          ueq, r4, r11, 0, r4, r10
icmpsel          ueq, r10, r9, 0, r4, 0
icmpsel          ueq, r5, r12, 0, r5, 0
fcmpsel          eq, r11, r5, r5, 1, 0
fcmpsel          eq, r11, r5, r5, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r5, r11, 0, r5, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r5, r10, r5
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r5, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r5, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r5, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r5, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r5, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r5, r12
fmadd32          r5, r10, r5, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r5, r5, r11
fmul32           r5, r5, r10
icmpsel          ueq, r4, r9, 0, r5, r4
rcp              r5, r4
fmul32           r9, 0.25, r5
fmadd32          r10, r4.neg, r9, 0.25
fmadd32          r5, r10, r5, r9
fcmpsel          eq, r5, r9, 0.0, r9, r5
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r5, r9, r10, r9, r5
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r5, r9, r10, r9, r5
fadd32           r4, r4, r5.neg
fmul32           r5, r3, r3
mov_imm          r9, 791712305, 0b0
mov_imm          r10, 852963883, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 909700893, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 961547521, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 1007192201, 0b0
fmadd32          r9, r9, r5, r10
mov_imm          r10, 1042983595, 0b0
fmadd32          r9, r9, r5, r10
fmul32           r5, r3, r5
fmadd32          r5, r5, r9, r3
fcmpsel          lt, r9, r3, 1.0, 1, 0
icmpsel          ueq, r4, r9, 0, r4, r5
mov_imm          r5, 2147483647, 0b0
and              r3, r3, r5
mov_imm          r5, 1069066811, 0b0
fmul32           r5, r3, r5
mov_imm          r9, 2147483648, 0b0
xor              r9, r5, r9
mov_imm          r10, 1069066811, 0b0
fmadd32          r9, r3, r10, r9
mov_imm          r10, 849703008, 0b0
fmadd32          r3, r3, r10, r9
fadd32           r5, r5, -1.0
fcmpsel          eq, r9, r5, r5, 1, 0
fcmpsel          eq, r9, r5, r5, r9, 0
xor              r9, r9, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r5, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r5, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r5, r10, 0, r5, r13
mov_imm          r10, 3273654272, 0b0
icmpsel          ueq, r5, r11, 0, r5, r10
icmpsel          ueq, r10, r9, 0, r5, 0
icmpsel          ueq, r3, r12, 0, r3, 0
fcmpsel          eq, r11, r3, r3, 1, 0
fcmpsel          eq, r11, r3, r3, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r3, r11, 0, r3, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r3, r10, r3
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r3, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r3, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r3, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r3, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r3, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r3, r12
fmadd32          r3, r10, r3, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r3, r3, r11
fmul32           r3, r3, r10
icmpsel          ueq, r3, r9, 0, r3, r5
rcp              r5, r3
fmul32           r9, 0.25, r5
fmadd32          r10, r3.neg, r9, 0.25
fmadd32          r5, r10, r5, r9
fcmpsel          eq, r5, r9, 0.0, r9, r5
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r5, r9, r10, r9, r5
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r5, r9, r10, r9, r5
fadd32           r3, r3, r5
rcp              r5, r3
fmul32           r9, r4, r5
fmadd32          r3, r3.neg, r9, r4
fmadd32          r3, r3, r5, r9
fcmpsel          eq, r3, r9, 0.0, r9, r3
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r3, r9, r4, r9, r3
mov_imm          r4, 4286578688, 0b0
fcmpsel          eq, r3, r9, r4, r9, r3
mov_imm          r4, 2147483648, 0b0
and              r2, r2, r4
xor              r2, r3, r2
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 38, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r10
mov              r9, r11
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
mov              r10, u4
mov              r11, u5
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r8l, 1.0
mov_imm          r3, 1069066811, 0b0
fmul32           r3, r2, r3
mov_imm          r4, 2147483648, 0b0
xor              r4, r3, r4
mov_imm          r5, 1069066811, 0b0
fmadd32          r4, r2, r5, r4
mov_imm          r5, 849703008, 0b0
fmadd32          r2, r2, r5, r4
fcmpsel          eq, r4, r3, r3, 1, 0
fcmpsel          eq, r4, r3, r3, r4, 0
xor              r4, r4, 1
mov_imm          r5, 1124204544, 0b0
fcmpsel          gt, r5, r3, r5, 1, 0
mov_imm          r8, 3273654272, 0b0
fcmpsel          lt, r8, r3, r8, 1, 0
or               r9, r5, r8
and              r9, r9, 1
mov_imm          r10, 1124204544, 0b0
icmpsel          ueq, r3, r5, 0, r3, r10
mov_imm          r5, 3273654272, 0b0
icmpsel          ueq, r3, r8, 0, r3, r5
icmpsel          ueq, r5, r4, 0, r3, 0
icmpsel          ueq, r2, r9, 0, r2, 0
fcmpsel          eq, r8, r2, r2, 1, 0
fcmpsel          eq, r8, r2, r2, r8, 0
xor              r8, r8, 1
icmpsel          ueq, r2, r8, 0, r2, 0
rint             r8, r5
fadd32           r5, r5, r8.neg
fadd32           r2, r5, r2
mov_imm          r5, 931128830, 0b0
mov_imm          r9, 958497929, 0b0
fmadd32          r5, r5, r2, r9
mov_imm          r9, 984531967, 0b0
fmadd32          r5, r5, r2, r9
mov_imm          r9, 1008571739, 0b0
fmadd32          r5, r5, r2, r9
mov_imm          r9, 1029920839, 0b0
fmadd32          r5, r5, r2, r9
mov_imm          r9, 1047920112, 0b0
fmadd32          r5, r5, r2, r9
mov_imm          r9, 1060205080, 0b0
fmadd32          r5, r5, r2, r9
fmadd32          r2, r5, r2, 1.0
convert          f_to_s32, r5, r8, rtz
asr              r8, r5, 1
isub             r5, r5, r8
iadd             r8, r8, 127
bfi              r8, 0, r8, 23
iadd             r5, r5, 127
bfi              r5, 0, r5, 23
fmul32           r2, r2, r8
fmul32           r2, r2, r5
icmpsel          ueq, r2, r4, 0, r2, r3
fmul32           r2l, r2, 1.0
fmul32           r2, r2l, 1.0
mov_imm          r4, 39, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
