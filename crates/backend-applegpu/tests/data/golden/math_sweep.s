math_sweep_4:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
get_sr           r4, sr82 (thread_position_in_grid.z)
imadd            r3, u5, r4, r3
imadd            r2, u4, r3, r2
mov              r4, u12
mov              r5, u13
imadd            r2_r3, r2, 16, r4_r5
get_sr           r4, sr80 (thread_position_in_grid.x)
and              r5, r4, 3
icmpsel          ueq, r6, r5, 0, 1, 0
icmpsel          ueq, r7, r5, 2, 1, 0
icmpsel          ult, r5, r5, 2, 1, 0
mov_imm          r8, 2654435761, 0b0
imadd            r8, r4, r8, 0
bfeil            r9, 0, r8, 15
xor              r8, r8, r9
imadd            r8, r8, 1, 0
bfeil            r9, 0, r8, 8
convert          u32_to_f, r9, r9, rte
mov_imm          r10, 864026624, 0b0
fmul32           r9, r9, r10
fmul32           r10, r9, 16.0
fadd32           r10, r10, -8.0
fmul32           r9, r9, 2.5
fadd32           r9, r9, -1.25
bfeil            r11, 0, r4, 2
iadd             r11, r11, 0
and              r11, r11, 63
mov              r12, u14
mov              r13, u15
iadd             r12_r13, r12_r13, r11, lsl 2
device_load      0, i32, x, r11, r12_r13, 0, unsigned
icmpsel          ueq, r6, r6, 0, r10, r8
wait             0
icmpsel          ueq, r7, r7, 0, r11, r9
icmpsel          ueq, r5, r5, 0, r7, r6
mov              r6, r4
mov_imm          r7, 0, 0b0
mov_imm          r8, 16, 0b0
mov_imm          r9, 0, 0b0
mov              r4, r6
mov              r6, r7
mov              r7, r8
mov              r8, r9
imadd            r10_r11, r4, r7, 0
imadd            r4, r4, r8, 0
imadd            r4, r6, r7, r4
mov              r6, r10
mov              r7, r11
iadd             r4, r7, r4
mov              r7, r4
mov_imm          r4, 1069066811, 0b0
fmul32           r4, r5, r4
mov_imm          r8, 2147483648, 0b0
xor              r8, r4, r8
mov_imm          r9, 1069066811, 0b0
fmadd32          r8, r5, r9, r8
mov_imm          r9, 849703008, 0b0
fmadd32          r8, r5, r9, r8
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
icmpsel          ueq, r8, r12, 0, r8, 0
fcmpsel          eq, r11, r8, r8, 1, 0
fcmpsel          eq, r11, r8, r8, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r8, r11, 0, r8, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r8, r10, r8
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r8, r12
fmadd32          r8, r10, r8, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r8, r8, r11
fmul32           r8, r8, r10
icmpsel          ueq, r4, r9, 0, r8, r4
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
fcmpsel          eq, r4, r5, r5, 1, 0
fcmpsel          eq, r4, r5, r5, r4, 0
xor              r4, r4, 1
mov_imm          r8, 1124204544, 0b0
fcmpsel          gt, r8, r5, r8, 1, 0
mov_imm          r9, 3273654272, 0b0
fcmpsel          lt, r9, r5, r9, 1, 0
or               r10, r8, r9
and              r10, r10, 1
mov_imm          r11, 1124204544, 0b0
icmpsel          ueq, r8, r8, 0, r5, r11
mov_imm          r11, 3273654272, 0b0
icmpsel          ueq, r8, r9, 0, r8, r11
icmpsel          ueq, r9, r4, 0, r8, 0
icmpsel          ueq, r10, r10, 0, 0, 0
fcmpsel          eq, r11, r10, r10, 1, 0
fcmpsel          eq, r11, r10, r10, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r10, r11, 0, r10, 0
rint             r11, r9
fadd32           r9, r9, r11.neg
fadd32           r9, r9, r10
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r9, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r9, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r9, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r9, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r9, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r9, r12
fmadd32          r9, r10, r9, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r9, r9, r11
fmul32           r9, r9, r10
icmpsel          ueq, r4, r4, 0, r9, r8
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 1079286392, 0b0
fmul32           r4, r5, r4
mov_imm          r8, 2147483648, 0b0
xor              r8, r4, r8
mov_imm          r9, 1079286392, 0b0
fmadd32          r8, r5, r9, r8
mov_imm          r9, 865573431, 0b0
fmadd32          r8, r5, r9, r8
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
icmpsel          ueq, r8, r12, 0, r8, 0
fcmpsel          eq, r11, r8, r8, 1, 0
fcmpsel          eq, r11, r8, r8, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r8, r11, 0, r8, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r8, r10, r8
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r8, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r8, r12
fmadd32          r8, r10, r8, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r8, r8, r11
fmul32           r8, r8, r10
icmpsel          ueq, r4, r9, 0, r8, r4
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 8388608, 0b0
fcmpsel          lt, r4, r5, r4, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r5, r8
icmpsel          ueq, r8, r4, 0, r5, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r4, r4, 0, 0, r9
mov_imm          r9, 1060439283, 0b0
isub             r9, r8, r9
asr              r9, r9, 23
bfi              r10, 0, r9, 23
isub             r8, r8, r10
iadd             r4, r9, r4
fadd32           r8, r8, -1.0
fadd32           r9, 2.0, r8
rcp              r10, r9
fmul32           r11, r8, r10
fmadd32          r12, r9.neg, r11, r8
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r12, -2.0, r10, r8
fmadd32          r8, r11, r8, r12
rcp              r11, r9
fmul32           r12, r8, r11
fmadd32          r8, r9.neg, r12, r8
fmadd32          r8, r8, r11, r12
fcmpsel          eq, r8, r12, 0.0, r12, r8
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
fmul32           r9, r10, r10
mov_imm          r11, 1042123225, 0b0
mov_imm          r12, 1044000396, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1046711865, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1049774373, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1053609165, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1059760811, 0b0
fmadd32          r11, r11, r9, r12
fmul32           r9, r10, r9
fmul32           r9, r9, r11
fadd32           r10, r10, r10
fmadd32          r8, 2.0, r8, r9
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r10, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r10, r12, r11
mov_imm          r12, 1069066811, 0b0
fmul32           r8, r8, r12
mov_imm          r12, 849703008, 0b0
fmadd32          r8, r10, r12, r8
fadd32           r8, r11, r8
convert          s32_to_f, r4, r4, rte
fadd32           r10, r4, r9
fadd32           r4, r10, r4.neg
fadd32           r4, r9, r4.neg
fadd32           r4, r4, r8
fadd32           r8, r10, r4
fadd32           r9, r8, r10.neg
fadd32           r4, r4, r9.neg
fcmpsel          eq, r9, r5, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r10, r5, r10, 1, 0
fcmpsel          lt, r11, r5, 0.0, 1, 0
fcmpsel          eq, r12, r5, r5, 1, 0
fcmpsel          eq, r12, r5, r5, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
or               r12, r9, r10
and              r12, r12, 1
or               r12, r12, r11
and              r12, r12, 1
mov_imm          r13, 4286578688, 0b0
icmpsel          ueq, r8, r9, 0, r8, r13
icmpsel          ueq, r8, r10, 0, r8, r5
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r8, r11, 0, r8, r9
icmpsel          ueq, r4, r12, 0, r4, 0
mov_imm          r9, 1060205080, 0b0
fmul32           r9, r8, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1060205080, 0b0
fmadd32          r10, r8, r11, r10
mov_imm          r11, 1060205080, 0b0
fmul32           r4, r4, r11
mov_imm          r11, 2969756424, 0b0
fmadd32          r4, r8, r11, r4
fadd32           r4, r10, r4
fadd32           r4, r9, r4
mov_imm          r8, 2147483647, 0b0
and              r8, r9, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r8, r10, 1, 0
icmpsel          ueq, r4, r8, 0, r4, r9
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 8388608, 0b0
fcmpsel          lt, r4, r5, r4, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r5, r8
icmpsel          ueq, r8, r4, 0, r5, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r4, r4, 0, 0, r9
mov_imm          r9, 1060439283, 0b0
isub             r9, r8, r9
asr              r9, r9, 23
bfi              r10, 0, r9, 23
isub             r8, r8, r10
iadd             r4, r9, r4
fadd32           r8, r8, -1.0
fadd32           r9, 2.0, r8
rcp              r10, r9
fmul32           r11, r8, r10
fmadd32          r12, r9.neg, r11, r8
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r12, -2.0, r10, r8
fmadd32          r8, r11, r8, r12
rcp              r11, r9
fmul32           r12, r8, r11
fmadd32          r8, r9.neg, r12, r8
fmadd32          r8, r8, r11, r12
fcmpsel          eq, r8, r12, 0.0, r12, r8
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
fmul32           r9, r10, r10
mov_imm          r11, 1042123225, 0b0
mov_imm          r12, 1044000396, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1046711865, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1049774373, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1053609165, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1059760811, 0b0
fmadd32          r11, r11, r9, r12
fmul32           r9, r10, r9
fmul32           r9, r9, r11
fadd32           r10, r10, r10
fmadd32          r8, 2.0, r8, r9
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r10, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r10, r12, r11
mov_imm          r12, 1069066811, 0b0
fmul32           r8, r8, r12
mov_imm          r12, 849703008, 0b0
fmadd32          r8, r10, r12, r8
fadd32           r8, r11, r8
convert          s32_to_f, r4, r4, rte
fadd32           r10, r4, r9
fadd32           r4, r10, r4.neg
fadd32           r4, r9, r4.neg
fadd32           r4, r4, r8
fadd32           r8, r10, r4
fadd32           r9, r8, r10.neg
fadd32           r4, r4, r9.neg
fcmpsel          eq, r9, r5, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r10, r5, r10, 1, 0
fcmpsel          lt, r11, r5, 0.0, 1, 0
fcmpsel          eq, r12, r5, r5, 1, 0
fcmpsel          eq, r12, r5, r5, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
or               r12, r9, r10
and              r12, r12, 1
or               r12, r12, r11
and              r12, r12, 1
mov_imm          r13, 4286578688, 0b0
icmpsel          ueq, r8, r9, 0, r8, r13
icmpsel          ueq, r8, r10, 0, r8, r5
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r8, r11, 0, r8, r9
icmpsel          ueq, r4, r12, 0, r4, 0
fadd32           r4, r8, r4
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 8388608, 0b0
fcmpsel          lt, r4, r5, r4, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r5, r8
icmpsel          ueq, r8, r4, 0, r5, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r4, r4, 0, 0, r9
mov_imm          r9, 1060439283, 0b0
isub             r9, r8, r9
asr              r9, r9, 23
bfi              r10, 0, r9, 23
isub             r8, r8, r10
iadd             r4, r9, r4
fadd32           r8, r8, -1.0
fadd32           r9, 2.0, r8
rcp              r10, r9
fmul32           r11, r8, r10
fmadd32          r12, r9.neg, r11, r8
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r12, -2.0, r10, r8
fmadd32          r8, r11, r8, r12
rcp              r11, r9
fmul32           r12, r8, r11
fmadd32          r8, r9.neg, r12, r8
fmadd32          r8, r8, r11, r12
fcmpsel          eq, r8, r12, 0.0, r12, r8
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
fmul32           r9, r10, r10
mov_imm          r11, 1042123225, 0b0
mov_imm          r12, 1044000396, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1046711865, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1049774373, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1053609165, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1059760811, 0b0
fmadd32          r11, r11, r9, r12
fmul32           r9, r10, r9
fmul32           r9, r9, r11
fadd32           r10, r10, r10
fmadd32          r8, 2.0, r8, r9
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r10, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r10, r12, r11
mov_imm          r12, 1069066811, 0b0
fmul32           r8, r8, r12
mov_imm          r12, 849703008, 0b0
fmadd32          r8, r10, r12, r8
fadd32           r8, r11, r8
convert          s32_to_f, r4, r4, rte
fadd32           r10, r4, r9
fadd32           r4, r10, r4.neg
fadd32           r4, r9, r4.neg
fadd32           r4, r4, r8
fadd32           r8, r10, r4
fadd32           r9, r8, r10.neg
fadd32           r4, r4, r9.neg
fcmpsel          eq, r9, r5, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r10, r5, r10, 1, 0
fcmpsel          lt, r11, r5, 0.0, 1, 0
fcmpsel          eq, r12, r5, r5, 1, 0
fcmpsel          eq, r12, r5, r5, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
or               r12, r9, r10
and              r12, r12, 1
or               r12, r12, r11
and              r12, r12, 1
mov_imm          r13, 4286578688, 0b0
icmpsel          ueq, r8, r9, 0, r8, r13
icmpsel          ueq, r8, r10, 0, r8, r5
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r8, r11, 0, r8, r9
icmpsel          ueq, r4, r12, 0, r4, 0
mov_imm          r9, 1050288283, 0b0
fmul32           r9, r8, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1050288283, 0b0
fmadd32          r10, r8, r11, r10
mov_imm          r11, 1050288283, 0b0
fmul32           r4, r4, r11
mov_imm          r11, 2994079840, 0b0
fmadd32          r4, r8, r11, r4
fadd32           r4, r10, r4
fadd32           r4, r9, r4
mov_imm          r8, 2147483647, 0b0
and              r8, r9, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r8, r10, 1, 0
icmpsel          ueq, r4, r8, 0, r4, r9
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 2147483647, 0b0
and              r4, r5, r4
mov_imm          r8, 1204701056, 0b0
fcmpsel          lt, r8, r4, r8, 1, 0
icmpsel          ueq, r9, r8, 0, r4, 0
icmpsel          ueq, r9, r8, 0, r9, r4
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
bfeil            r11, 0, r4, 23
mov_imm          r12, 8388607, 0b0
and              r12, r4, r12
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
icmpsel          ueq, r9, r8, 0, r11, r9
icmpsel          ueq, r8, r8, 0, r13, r10
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
and              r11, r8, 1
icmpsel          ueq, r11, r11, 1, 1, 0
and              r8, r8, 2
icmpsel          ueq, r8, r8, 2, 1, 0
icmpsel          ueq, r9, r11, 0, r9, r10
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r8, r8, 0, r9, r10
mov_imm          r9, 2147483648, 0b0
and              r9, r5, r9
xor              r8, r8, r9
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r4, r4, r9, 1, 0
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r4, r4, 0, r9, r8
mov_imm          r8, 6, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 2147483647, 0b0
and              r4, r5, r4
mov_imm          r8, 1204701056, 0b0
fcmpsel          lt, r8, r4, r8, 1, 0
icmpsel          ueq, r9, r8, 0, r4, 0
icmpsel          ueq, r9, r8, 0, r9, r4
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
bfeil            r11, 0, r4, 23
mov_imm          r12, 8388607, 0b0
and              r12, r4, r12
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
icmpsel          ueq, r9, r8, 0, r11, r9
icmpsel          ueq, r8, r8, 0, r13, r10
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
and              r11, r8, 1
icmpsel          ueq, r11, r11, 1, 1, 0
icmpsel          ueq, r9, r11, 0, r10, r9
iadd             r8, r8, 1
and              r8, r8, 2
icmpsel          ueq, r8, r8, 2, 1, 0
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r8, r8, 0, r9, r10
mov_imm          r9, 2139095040, 0b0
fcmpsel          lt, r4, r4, r9, 1, 0
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r4, r4, 0, r9, r8
mov_imm          r8, 7, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
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
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 2147483647, 0b0
and              r4, r5, r4
mov_imm          r8, 1204701056, 0b0
fcmpsel          lt, r8, r4, r8, 1, 0
icmpsel          ueq, r9, r8, 0, r4, 0
icmpsel          ueq, r9, r8, 0, r9, r4
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
bfeil            r11, 0, r4, 23
mov_imm          r12, 8388607, 0b0
and              r12, r4, r12
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
icmpsel          ueq, r9, r8, 0, r11, r9
icmpsel          ueq, r8, r8, 0, r13, r10
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
and              r11, r8, 1
icmpsel          ueq, r11, r11, 1, 1, 0
and              r12, r8, 2
icmpsel          ueq, r12, r12, 2, 1, 0
icmpsel          ueq, r13, r11, 0, r9, r10
icmpsel          ueq, r9, r11, 0, r10, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r13, r10
icmpsel          ueq, r10, r12, 0, r13, r10
iadd             r8, r8, 1
and              r8, r8, 2
icmpsel          ueq, r8, r8, 2, 1, 0
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
icmpsel          ueq, r8, r8, 0, r9, r11
mov_imm          r9, 2147483648, 0b0
and              r9, r5, r9
xor              r9, r10, r9
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r4, r4, r10, 1, 0
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r9, r4, 0, r10, r9
mov_imm          r10, 2143289344, 0b0
icmpsel          ueq, r4, r4, 0, r10, r8
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r2, r2_r3, 0, unsigned
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r6_r7, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r4, r11
mov              r8, r12
mov              r10, r13
imadd            r12_r13, r3, r8, 0
imadd            r3, r3, r10, 0
imadd            r3, r4, r8, r3
mov              r4, r12
mov              r8, r13
iadd             r3, r8, r3
mov              r10, r4
mov              r11, r3
mov              r12, u0
mov              r13, u1
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r9, r10_r11, 0, unsigned, 0
mov_imm          r8, 9, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
wait             0
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1069066811, 0b0
fmul32           r3, r2, r3
mov_imm          r4, 2147483648, 0b0
xor              r4, r3, r4
mov_imm          r8, 1069066811, 0b0
fmadd32          r4, r2, r8, r4
mov_imm          r8, 849703008, 0b0
fmadd32          r4, r2, r8, r4
fadd32           r3, r3, -1.0
fcmpsel          eq, r8, r3, r3, 1, 0
fcmpsel          eq, r8, r3, r3, r8, 0
xor              r8, r8, 1
mov_imm          r9, 1124204544, 0b0
fcmpsel          gt, r9, r3, r9, 1, 0
mov_imm          r10, 3273654272, 0b0
fcmpsel          lt, r10, r3, r10, 1, 0
or               r11, r9, r10
and              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
icmpsel          ueq, r3, r9, 0, r3, r12
mov_imm          r9, 3273654272, 0b0
icmpsel          ueq, r3, r10, 0, r3, r9
icmpsel          ueq, r9, r8, 0, r3, 0
icmpsel          ueq, r4, r11, 0, r4, 0
fcmpsel          eq, r10, r4, r4, 1, 0
fcmpsel          eq, r10, r4, r4, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r4, r10, 0, r4, 0
rint             r10, r9
fadd32           r9, r9, r10.neg
fadd32           r4, r9, r4
mov_imm          r9, 931128830, 0b0
mov_imm          r11, 958497929, 0b0
fmadd32          r9, r9, r4, r11
mov_imm          r11, 984531967, 0b0
fmadd32          r9, r9, r4, r11
mov_imm          r11, 1008571739, 0b0
fmadd32          r9, r9, r4, r11
mov_imm          r11, 1029920839, 0b0
fmadd32          r9, r9, r4, r11
mov_imm          r11, 1047920112, 0b0
fmadd32          r9, r9, r4, r11
mov_imm          r11, 1060205080, 0b0
fmadd32          r9, r9, r4, r11
fmadd32          r4, r9, r4, 1.0
convert          f_to_s32, r9, r10, rtz
asr              r10, r9, 1
isub             r9, r9, r10
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
fmul32           r4, r4, r10
fmul32           r4, r4, r9
icmpsel          ueq, r3, r8, 0, r4, r3
rcp              r4, r3
fmul32           r8, 0.25, r4
fmadd32          r9, r3.neg, r8, 0.25
fmadd32          r4, r9, r4, r8
fcmpsel          eq, r4, r8, 0.0, r8, r4
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r4, r8, r9, r8, r4
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r4, r8, r9, r8, r4
fadd32           r3, r3, r4.neg
fmul32           r4, r2, r2
mov_imm          r8, 791712305, 0b0
mov_imm          r9, 852963883, 0b0
fmadd32          r8, r8, r4, r9
mov_imm          r9, 909700893, 0b0
fmadd32          r8, r8, r4, r9
mov_imm          r9, 961547521, 0b0
fmadd32          r8, r8, r4, r9
mov_imm          r9, 1007192201, 0b0
fmadd32          r8, r8, r4, r9
mov_imm          r9, 1042983595, 0b0
fmadd32          r8, r8, r4, r9
fmul32           r4, r2, r4
fmadd32          r4, r4, r8, r2
fcmpsel          lt, r2, r2, 1.0, 1, 0
icmpsel          ueq, r2, r2, 0, r3, r4
mov_imm          r3, 2147483648, 0b0
and              r3, r5, r3
xor              r2, r2, r3
mov_imm          r8, 10, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 1069066811, 0b0
fmul32           r3, r2, r3
mov_imm          r4, 2147483648, 0b0
xor              r4, r3, r4
mov_imm          r8, 1069066811, 0b0
fmadd32          r4, r2, r8, r4
mov_imm          r8, 849703008, 0b0
fmadd32          r2, r2, r8, r4
fadd32           r3, r3, -1.0
fcmpsel          eq, r4, r3, r3, 1, 0
fcmpsel          eq, r4, r3, r3, r4, 0
xor              r4, r4, 1
mov_imm          r8, 1124204544, 0b0
fcmpsel          gt, r8, r3, r8, 1, 0
mov_imm          r9, 3273654272, 0b0
fcmpsel          lt, r9, r3, r9, 1, 0
or               r10, r8, r9
and              r10, r10, 1
mov_imm          r11, 1124204544, 0b0
icmpsel          ueq, r3, r8, 0, r3, r11
mov_imm          r8, 3273654272, 0b0
icmpsel          ueq, r3, r9, 0, r3, r8
icmpsel          ueq, r8, r4, 0, r3, 0
icmpsel          ueq, r2, r10, 0, r2, 0
fcmpsel          eq, r9, r2, r2, 1, 0
fcmpsel          eq, r9, r2, r2, r9, 0
xor              r9, r9, 1
icmpsel          ueq, r2, r9, 0, r2, 0
rint             r9, r8
fadd32           r8, r8, r9.neg
fadd32           r2, r8, r2
mov_imm          r8, 931128830, 0b0
mov_imm          r10, 958497929, 0b0
fmadd32          r8, r8, r2, r10
mov_imm          r10, 984531967, 0b0
fmadd32          r8, r8, r2, r10
mov_imm          r10, 1008571739, 0b0
fmadd32          r8, r8, r2, r10
mov_imm          r10, 1029920839, 0b0
fmadd32          r8, r8, r2, r10
mov_imm          r10, 1047920112, 0b0
fmadd32          r8, r8, r2, r10
mov_imm          r10, 1060205080, 0b0
fmadd32          r8, r8, r2, r10
fmadd32          r2, r8, r2, 1.0
convert          f_to_s32, r8, r9, rtz
asr              r9, r8, 1
isub             r8, r8, r9
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
iadd             r8, r8, 127
bfi              r8, 0, r8, 23
fmul32           r2, r2, r9
fmul32           r2, r2, r8
icmpsel          ueq, r2, r4, 0, r2, r3
rcp              r3, r2
fmul32           r4, 0.25, r3
fmadd32          r8, r2.neg, r4, 0.25
fmadd32          r3, r8, r3, r4
fcmpsel          eq, r3, r4, 0.0, r4, r3
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r3, r4, r8, r4, r3
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r3, r4, r8, r4, r3
fadd32           r2, r2, r3
mov_imm          r8, 11, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
fadd32           r2, 1.0, r5.neg
fadd32           r3, 1.0, r5
fmul32           r2, r2, r3
rsqrt            r3, r2
fmul32           r4, r2, r3
fmadd32          r8, r4.neg, r4, r2
fmul32           r3, r3, 0.5
fmadd32          r3, r8, r3, r4
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r3, r2, r4, r2, r3
fcmpsel          eq, r2, r2, 0.0, r2, r3
mov_imm          r3, 2147483647, 0b0
and              r3, r2, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r5, r4
fcmpsel          gt, r8, r4, r3, 1, 0
icmpsel          ueq, r9, r8, 0, r3, r4
icmpsel          ueq, r3, r8, 0, r4, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r9, r4
mov_imm          r10, 1602224128, 0b0
fcmpsel          gte, r4, r4, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
mov_imm          r11, 528482304, 0b0
icmpsel          ueq, r4, r4, 0, r10, r11
fmul32           r10, r3, r4
fmul32           r4, r9, r4
rcp              r11, r4
fmul32           r12, r10, r11
fmadd32          r4, r4.neg, r12, r10
fmadd32          r4, r4, r11, r12
fcmpsel          eq, r4, r12, 0.0, r12, r4
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
fcmpsel          eq, r9, r9, 0.0, 1, 0
icmpsel          ueq, r4, r9, 0, r4, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r3, r3, r9, 1, 0
mov_imm          r9, 1065353216, 0b0
icmpsel          ueq, r3, r3, 0, r4, r9
mov_imm          r4, 1071494103, 0b0
fmadd32          r4, r4, r3, -1.0
mov_imm          r9, 855999691, 0b0
fmadd32          r4, r9, r3, r4
mov_imm          r9, 1071494103, 0b0
fadd32           r9, r3, r9
rcp              r10, r9
fmul32           r11, r4, r10
fmadd32          r4, r9.neg, r11, r4
fmadd32          r4, r4, r10, r11
fcmpsel          eq, r4, r11, 0.0, r11, r4
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r4, r11, r9, r11, r4
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r4, r11, r9, r11, r4
mov_imm          r9, 1049178275, 0b0
fcmpsel          gt, r9, r3, r9, 1, 0
icmpsel          ueq, r3, r9, 0, r3, r4
fmul32           r4, r3, r3
mov_imm          r10, 3179841673, 0b0
mov_imm          r11, 1033734617, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3183095436, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 1038323257, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3188869413, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 1045220557, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3198855851, 0b0
fmadd32          r10, r10, r4, r11
fmul32           r4, r3, r4
fmadd32          r3, r4, r10, r3
mov_imm          r4, 2994360723, 0b0
fadd32           r4, r3, r4
mov_imm          r10, 1057360530, 0b0
fadd32           r4, r10, r4
icmpsel          ueq, r3, r9, 0, r3, r4
mov_imm          r4, 3007036718, 0b0
fadd32           r4, r4, r3.neg
mov_imm          r9, 1070141403, 0b0
fadd32           r4, r9, r4
icmpsel          ueq, r3, r8, 0, r3, r4
icmpsel          slt, r4, r2, 0, 1, 0
mov_imm          r8, 3015425326, 0b0
fadd32           r8, r8, r3.neg
mov_imm          r9, 1078530011, 0b0
fadd32           r8, r9, r8
icmpsel          ueq, r3, r4, 0, r3, r8
fcmpsel          eq, r4, r2, r2, 1, 0
fcmpsel          eq, r4, r2, r2, r4, 0
xor              r4, r4, 1
fcmpsel          eq, r8, r5, r5, 1, 0
fcmpsel          eq, r8, r5, r5, r8, 0
xor              r8, r8, 1
or               r4, r4, r8
and              r4, r4, 1
fadd32           r2, r2, r5
icmpsel          ueq, r2, r4, 0, r3, r2
mov_imm          r3, 2147483648, 0b0
and              r3, r5, r3
xor              r2, r2, r3
mov_imm          r8, 12, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
fadd32           r2, 1.0, r5.neg
fadd32           r3, 1.0, r5
fmul32           r2, r2, r3
rsqrt            r3, r2
fmul32           r4, r2, r3
fmadd32          r8, r4.neg, r4, r2
fmul32           r3, r3, 0.5
fmadd32          r3, r8, r3, r4
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r3, r2, r4, r2, r3
fcmpsel          eq, r2, r2, 0.0, r2, r3
mov_imm          r3, 2147483647, 0b0
and              r3, r5, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r2, r4
fcmpsel          gt, r8, r4, r3, 1, 0
icmpsel          ueq, r9, r8, 0, r3, r4
icmpsel          ueq, r3, r8, 0, r4, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r9, r4
mov_imm          r10, 1602224128, 0b0
fcmpsel          gte, r4, r4, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
mov_imm          r11, 528482304, 0b0
icmpsel          ueq, r4, r4, 0, r10, r11
fmul32           r10, r3, r4
fmul32           r4, r9, r4
rcp              r11, r4
fmul32           r12, r10, r11
fmadd32          r4, r4.neg, r12, r10
fmadd32          r4, r4, r11, r12
fcmpsel          eq, r4, r12, 0.0, r12, r4
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r4, r12, r10, r12, r4
fcmpsel          eq, r9, r9, 0.0, 1, 0
icmpsel          ueq, r4, r9, 0, r4, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r3, r3, r9, 1, 0
mov_imm          r9, 1065353216, 0b0
icmpsel          ueq, r3, r3, 0, r4, r9
mov_imm          r4, 1071494103, 0b0
fmadd32          r4, r4, r3, -1.0
mov_imm          r9, 855999691, 0b0
fmadd32          r4, r9, r3, r4
mov_imm          r9, 1071494103, 0b0
fadd32           r9, r3, r9
rcp              r10, r9
fmul32           r11, r4, r10
fmadd32          r4, r9.neg, r11, r4
fmadd32          r4, r4, r10, r11
fcmpsel          eq, r4, r11, 0.0, r11, r4
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r4, r11, r9, r11, r4
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r4, r11, r9, r11, r4
mov_imm          r9, 1049178275, 0b0
fcmpsel          gt, r9, r3, r9, 1, 0
icmpsel          ueq, r3, r9, 0, r3, r4
fmul32           r4, r3, r3
mov_imm          r10, 3179841673, 0b0
mov_imm          r11, 1033734617, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3183095436, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 1038323257, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3188869413, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 1045220557, 0b0
fmadd32          r10, r10, r4, r11
mov_imm          r11, 3198855851, 0b0
fmadd32          r10, r10, r4, r11
fmul32           r4, r3, r4
fmadd32          r3, r4, r10, r3
mov_imm          r4, 2994360723, 0b0
fadd32           r4, r3, r4
mov_imm          r10, 1057360530, 0b0
fadd32           r4, r10, r4
icmpsel          ueq, r3, r9, 0, r3, r4
mov_imm          r4, 3007036718, 0b0
fadd32           r4, r4, r3.neg
mov_imm          r9, 1070141403, 0b0
fadd32           r4, r9, r4
icmpsel          ueq, r3, r8, 0, r3, r4
icmpsel          slt, r4, r5, 0, 1, 0
mov_imm          r8, 3015425326, 0b0
fadd32           r8, r8, r3.neg
mov_imm          r9, 1078530011, 0b0
fadd32           r8, r9, r8
icmpsel          ueq, r3, r4, 0, r3, r8
fcmpsel          eq, r4, r5, r5, 1, 0
fcmpsel          eq, r4, r5, r5, r4, 0
xor              r4, r4, 1
fcmpsel          eq, r8, r2, r2, 1, 0
fcmpsel          eq, r8, r2, r2, r8, 0
xor              r8, r8, 1
or               r4, r4, r8
and              r4, r4, 1
fadd32           r8, r5, r2
icmpsel          ueq, r3, r4, 0, r3, r8
mov_imm          r4, 2147483648, 0b0
and              r4, r2, r4
xor              r3, r3, r4
fcmpsel          eq, r4, r2, r2, 1, 0
fcmpsel          eq, r4, r2, r2, r4, 0
xor              r4, r4, 1
icmpsel          ueq, r2, r4, 0, r3, r2
mov_imm          r8, 13, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r5, r2
mov_imm          r3, 8388608, 0b0
fcmpsel          lt, r3, r2, r3, 1, 0
mov_imm          r4, 1266679808, 0b0
fmul32           r4, r2, r4
icmpsel          ueq, r4, r3, 0, r2, r4
mov_imm          r8, 4294967272, 0b0
icmpsel          ueq, r3, r3, 0, 0, r8
mov_imm          r8, 1060439283, 0b0
isub             r8, r4, r8
asr              r8, r8, 23
bfi              r9, 0, r8, 23
isub             r4, r4, r9
iadd             r3, r8, r3
fadd32           r4, r4, -1.0
fadd32           r8, 2.0, r4
rcp              r9, r8
fmul32           r10, r4, r9
fmadd32          r11, r8.neg, r10, r4
fmadd32          r9, r11, r9, r10
fcmpsel          eq, r9, r10, 0.0, r10, r9
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r9, r10, r11, r10, r9
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r9, r10, r11, r10, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
fmadd32          r11, -2.0, r9, r4
fmadd32          r4, r10, r4, r11
rcp              r10, r8
fmul32           r11, r4, r10
fmadd32          r4, r8.neg, r11, r4
fmadd32          r4, r4, r10, r11
fcmpsel          eq, r4, r11, 0.0, r11, r4
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r4, r11, r8, r11, r4
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r4, r11, r8, r11, r4
fmul32           r8, r9, r9
mov_imm          r10, 1042123225, 0b0
mov_imm          r11, 1044000396, 0b0
fmadd32          r10, r10, r8, r11
mov_imm          r11, 1046711865, 0b0
fmadd32          r10, r10, r8, r11
mov_imm          r11, 1049774373, 0b0
fmadd32          r10, r10, r8, r11
mov_imm          r11, 1053609165, 0b0
fmadd32          r10, r10, r8, r11
mov_imm          r11, 1059760811, 0b0
fmadd32          r10, r10, r8, r11
fmul32           r8, r9, r8
fmul32           r8, r8, r10
fadd32           r9, r9, r9
fmadd32          r4, 2.0, r4, r8
mov_imm          r8, 1069066811, 0b0
fmul32           r8, r9, r8
mov_imm          r10, 2147483648, 0b0
xor              r10, r8, r10
mov_imm          r11, 1069066811, 0b0
fmadd32          r10, r9, r11, r10
mov_imm          r11, 1069066811, 0b0
fmul32           r4, r4, r11
mov_imm          r11, 849703008, 0b0
fmadd32          r4, r9, r11, r4
fadd32           r4, r10, r4
convert          s32_to_f, r3, r3, rte
fadd32           r9, r3, r8
fadd32           r3, r9, r3.neg
fadd32           r3, r8, r3.neg
fadd32           r3, r3, r4
fadd32           r4, r9, r3
fadd32           r8, r4, r9.neg
fadd32           r3, r3, r8.neg
fcmpsel          eq, r8, r2, 0.0, 1, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r9, r2, r9, 1, 0
fcmpsel          lt, r10, r2, 0.0, 1, 0
fcmpsel          eq, r11, r2, r2, 1, 0
fcmpsel          eq, r11, r2, r2, r11, 0
xor              r11, r11, 1
or               r10, r10, r11
and              r10, r10, 1
or               r11, r8, r9
and              r11, r11, 1
or               r11, r11, r10
and              r11, r11, 1
mov_imm          r12, 4286578688, 0b0
icmpsel          ueq, r4, r8, 0, r4, r12
icmpsel          ueq, r4, r9, 0, r4, r2
mov_imm          r8, 2143289344, 0b0
icmpsel          ueq, r4, r10, 0, r4, r8
icmpsel          ueq, r3, r11, 0, r3, 0
fadd32           r4, r4, 1.0
mov_imm          r8, 1060205080, 0b0
fmul32           r8, r4, r8
mov_imm          r9, 2147483648, 0b0
xor              r9, r8, r9
mov_imm          r10, 1060205080, 0b0
fmadd32          r9, r4, r10, r9
mov_imm          r10, 1060205080, 0b0
fmul32           r3, r3, r10
mov_imm          r10, 2969756424, 0b0
fmadd32          r3, r4, r10, r3
fadd32           r3, r9, r3
fadd32           r3, r8, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r8, r4
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r4, r4, r9, 1, 0
icmpsel          ueq, r3, r4, 0, r3, r8
fmul32           r4, r2, r2
fadd32           r8, 1.0, r4
rsqrt            r9, r8
fmul32           r10, r8, r9
fmadd32          r11, r10.neg, r10, r8
fmul32           r9, r9, 0.5
fmadd32          r9, r11, r9, r10
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r9, r8, r10, r8, r9
fcmpsel          eq, r8, r8, 0.0, r8, r9
fadd32           r8, 1.0, r8
rcp              r9, r8
fmul32           r10, r4, r9
fmadd32          r4, r8.neg, r10, r4
fmadd32          r4, r4, r9, r10
fcmpsel          eq, r4, r10, 0.0, r10, r4
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r4, r10, r8, r10, r4
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r4, r10, r8, r10, r4
fadd32           r4, r2, r4
fadd32           r8, 1.0, r4
fadd32           r9, r8, -1.0
mov_imm          r10, 8388608, 0b0
fcmpsel          lt, r10, r8, r10, 1, 0
mov_imm          r11, 1266679808, 0b0
fmul32           r11, r8, r11
icmpsel          ueq, r11, r10, 0, r8, r11
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
fcmpsel          eq, r12, r8, 0.0, 1, 0
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r13, r8, r13, 1, 0
fcmpsel          lt, r14, r8, 0.0, 1, 0
fcmpsel          eq, r15, r8, r8, 1, 0
fcmpsel          eq, r15, r8, r8, r15, 0
xor              r15, r15, 1
or               r14, r14, r15
and              r14, r14, 1
or               r15, r12, r13
and              r15, r15, 1
or               r15, r15, r14
and              r15, r15, 1
mov_imm          r16, 4286578688, 0b0
icmpsel          ueq, r11, r12, 0, r11, r16
icmpsel          ueq, r11, r13, 0, r11, r8
mov_imm          r12, 2143289344, 0b0
icmpsel          ueq, r11, r14, 0, r11, r12
icmpsel          ueq, r10, r15, 0, r10, 0
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
rcp              r11, r9
fmul32           r12, r4, r11
fmadd32          r9, r9.neg, r12, r4
fmadd32          r9, r9, r11, r12
fcmpsel          eq, r9, r12, 0.0, r12, r9
mov_imm          r11, 2139095040, 0b0
fcmpsel          eq, r9, r12, r11, r12, r9
mov_imm          r11, 4286578688, 0b0
fcmpsel          eq, r9, r12, r11, r12, r9
fmul32           r9, r10, r9
fcmpsel          eq, r8, r8, 1.0, 1, 0
icmpsel          ueq, r8, r8, 0, r9, r4
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r9, r4, r9, 1, 0
icmpsel          ueq, r4, r9, 0, r8, r4
mov_imm          r8, 1166016512, 0b0
fcmpsel          gte, r2, r2, r8, 1, 0
icmpsel          ueq, r2, r2, 0, r4, r3
fcmpsel          eq, r3, r5, r5, 1, 0
fcmpsel          eq, r3, r5, r5, r3, 0
xor              r3, r3, 1
icmpsel          ueq, r2, r3, 0, r2, r5
mov_imm          r3, 2147483648, 0b0
and              r3, r5, r3
xor              r2, r2, r3
mov_imm          r8, 14, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r4, r8, r3
mov              r4, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r4
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 8388608, 0b0
fcmpsel          lt, r2, r5, r2, 1, 0
mov_imm          r3, 1266679808, 0b0
fmul32           r3, r5, r3
icmpsel          ueq, r3, r2, 0, r5, r3
mov_imm          r4, 4294967272, 0b0
icmpsel          ueq, r2, r2, 0, 0, r4
mov_imm          r4, 1060439283, 0b0
isub             r4, r3, r4
asr              r4, r4, 23
bfi              r8, 0, r4, 23
isub             r3, r3, r8
iadd             r2, r4, r2
fadd32           r3, r3, -1.0
fadd32           r4, 2.0, r3
rcp              r8, r4
fmul32           r9, r3, r8
fmadd32          r10, r4.neg, r9, r3
fmadd32          r8, r10, r8, r9
fcmpsel          eq, r8, r9, 0.0, r9, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r9, r10, r9, r8
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r8, r9, r10, r9, r8
mov_imm          r9, 2147483648, 0b0
xor              r9, r8, r9
fmadd32          r10, -2.0, r8, r3
fmadd32          r3, r9, r3, r10
rcp              r9, r4
fmul32           r10, r3, r9
fmadd32          r3, r4.neg, r10, r3
fmadd32          r3, r3, r9, r10
fcmpsel          eq, r3, r10, 0.0, r10, r3
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r3, r10, r4, r10, r3
mov_imm          r4, 4286578688, 0b0
fcmpsel          eq, r3, r10, r4, r10, r3
fmul32           r4, r8, r8
mov_imm          r9, 1042123225, 0b0
mov_imm          r10, 1044000396, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1046711865, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1049774373, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1053609165, 0b0
fmadd32          r9, r9, r4, r10
mov_imm          r10, 1059760811, 0b0
fmadd32          r9, r9, r4, r10
fmul32           r4, r8, r4
fmul32           r4, r4, r9
fadd32           r8, r8, r8
fmadd32          r3, 2.0, r3, r4
mov_imm          r4, 1069066811, 0b0
fmul32           r4, r8, r4
mov_imm          r9, 2147483648, 0b0
xor              r9, r4, r9
mov_imm          r10, 1069066811, 0b0
fmadd32          r9, r8, r10, r9
mov_imm          r10, 1069066811, 0b0
fmul32           r3, r3, r10
mov_imm          r10, 849703008, 0b0
fmadd32          r3, r8, r10, r3
fadd32           r3, r9, r3
convert          s32_to_f, r2, r2, rte
fadd32           r8, r2, r4
fadd32           r2, r8, r2.neg
fadd32           r2, r4, r2.neg
fadd32           r2, r2, r3
fadd32           r3, r8, r2
fadd32           r4, r3, r8.neg
fadd32           r2, r2, r4.neg
fcmpsel          eq, r4, r5, 0.0, 1, 0
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r5, r8, 1, 0
fcmpsel          lt, r9, r5, 0.0, 1, 0
fcmpsel          eq, r10, r5, r5, 1, 0
fcmpsel          eq, r10, r5, r5, r10, 0
xor              r10, r10, 1
or               r9, r9, r10
and              r9, r9, 1
or               r10, r4, r8
and              r10, r10, 1
or               r10, r10, r9
and              r10, r10, 1
mov_imm          r11, 4286578688, 0b0
icmpsel          ueq, r3, r4, 0, r3, r11
icmpsel          ueq, r3, r8, 0, r3, r5
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r3, r9, 0, r3, r4
icmpsel          ueq, r2, r10, 0, r2, 0
fadd32           r3, r3, 1.0
mov_imm          r4, 1060205080, 0b0
fmul32           r4, r3, r4
mov_imm          r8, 2147483648, 0b0
xor              r8, r4, r8
mov_imm          r9, 1060205080, 0b0
fmadd32          r8, r3, r9, r8
mov_imm          r9, 1060205080, 0b0
fmul32           r2, r2, r9
mov_imm          r9, 2969756424, 0b0
fmadd32          r2, r3, r9, r2
fadd32           r2, r8, r2
fadd32           r2, r4, r2
mov_imm          r3, 2147483647, 0b0
and              r3, r4, r3
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r3, r3, r8, 1, 0
icmpsel          ueq, r2, r3, 0, r2, r4
fadd32           r3, r5, -1.0
fadd32           r4, r5, 1.0
fmul32           r4, r3, r4
rsqrt            r8, r4
fmul32           r9, r4, r8
fmadd32          r10, r9.neg, r9, r4
fmul32           r8, r8, 0.5
fmadd32          r8, r10, r8, r9
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r4, r9, r4, r8
fcmpsel          eq, r4, r4, 0.0, r4, r8
fadd32           r3, r3, r4
fadd32           r4, 1.0, r3
fadd32           r8, r4, -1.0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r4, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r4, r10
icmpsel          ueq, r10, r9, 0, r4, r10
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
fcmpsel          eq, r11, r4, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r4, r12, 1, 0
fcmpsel          lt, r13, r4, 0.0, 1, 0
fcmpsel          eq, r14, r4, r4, 1, 0
fcmpsel          eq, r14, r4, r4, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r4
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
rcp              r10, r8
fmul32           r11, r3, r10
fmadd32          r8, r8.neg, r11, r3
fmadd32          r8, r8, r10, r11
fcmpsel          eq, r8, r11, 0.0, r11, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r11, r10, r11, r8
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r8, r11, r10, r11, r8
fmul32           r8, r9, r8
fcmpsel          eq, r4, r4, 1.0, 1, 0
icmpsel          ueq, r4, r4, 0, r8, r3
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r3, r8, 1, 0
icmpsel          ueq, r3, r8, 0, r4, r3
mov_imm          r4, 1166016512, 0b0
fcmpsel          gte, r4, r5, r4, 1, 0
icmpsel          ueq, r2, r4, 0, r3, r2
fcmpsel          lt, r3, r5, 1.0, 1, 0
mov_imm          r4, 2143289344, 0b0
icmpsel          ueq, r2, r3, 0, r2, r4
fcmpsel          eq, r3, r5, r5, 1, 0
fcmpsel          eq, r3, r5, r5, r3, 0
xor              r3, r3, 1
icmpsel          ueq, r2, r3, 0, r2, r5
mov_imm          r4, 15, 0b0
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
math_sweep_5:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
and              r3, r2, 3
icmpsel          ueq, r4, r3, 0, 1, 0
icmpsel          ueq, r5, r3, 2, 1, 0
icmpsel          ult, r3, r3, 2, 1, 0
mov_imm          r6, 2654435761, 0b0
imadd            r6, r2, r6, 0
bfeil            r7, 0, r6, 15
xor              r6, r6, r7
imadd            r6, r6, 1, 0
bfeil            r7, 0, r6, 8
convert          u32_to_f, r7, r7, rte
mov_imm          r8, 864026624, 0b0
fmul32           r7, r7, r8
fmul32           r8, r7, 16.0
fadd32           r8, r8, -8.0
fmul32           r7, r7, 2.5
fadd32           r7, r7, -1.25
bfeil            r9, 0, r2, 2
iadd             r9, r9, 0
and              r9, r9, 63
mov              r10, u2
mov              r11, u3
iadd             r10_r11, r10_r11, r9, lsl 2
device_load      0, i32, x, r9, r10_r11, 0, unsigned
icmpsel          ueq, r4, r4, 0, r8, r6
wait             0
icmpsel          ueq, r5, r5, 0, r9, r7
icmpsel          ueq, r3, r3, 0, r5, r4
mov              r4, r2
mov_imm          r5, 0, 0b0
mov_imm          r6, 3, 0b0
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
mov_imm          r2, 2147483647, 0b0
and              r2, r3, r2
rcp              r6, r2
fmul32           r7, 1.0, r6
fmadd32          r8, r2.neg, r7, 1.0
fmadd32          r6, r8, r6, r7
fcmpsel          eq, r6, r7, 0.0, r7, r6
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r6, r7, r8, r7, r6
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r6, r7, r8, r7, r6
fcmpsel          gt, r7, r2, 1.0, 1, 0
icmpsel          ueq, r2, r7, 0, r2, r6
mov_imm          r6, 1071494103, 0b0
fmadd32          r6, r6, r2, -1.0
mov_imm          r8, 855999691, 0b0
fmadd32          r6, r8, r2, r6
mov_imm          r8, 1071494103, 0b0
fadd32           r8, r2, r8
rcp              r9, r8
fmul32           r10, r6, r9
fmadd32          r6, r8.neg, r10, r6
fmadd32          r6, r6, r9, r10
fcmpsel          eq, r6, r10, 0.0, r10, r6
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r6, r10, r8, r10, r6
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r6, r10, r8, r10, r6
mov_imm          r8, 1049178275, 0b0
fcmpsel          gt, r8, r2, r8, 1, 0
icmpsel          ueq, r2, r8, 0, r2, r6
fmul32           r6, r2, r2
mov_imm          r9, 3179841673, 0b0
mov_imm          r10, 1033734617, 0b0
fmadd32          r9, r9, r6, r10
mov_imm          r10, 3183095436, 0b0
fmadd32          r9, r9, r6, r10
mov_imm          r10, 1038323257, 0b0
fmadd32          r9, r9, r6, r10
mov_imm          r10, 3188869413, 0b0
fmadd32          r9, r9, r6, r10
mov_imm          r10, 1045220557, 0b0
fmadd32          r9, r9, r6, r10
mov_imm          r10, 3198855851, 0b0
fmadd32          r9, r9, r6, r10
fmul32           r6, r2, r6
fmadd32          r2, r6, r9, r2
mov_imm          r6, 2994360723, 0b0
fadd32           r6, r2, r6
mov_imm          r9, 1057360530, 0b0
fadd32           r6, r9, r6
icmpsel          ueq, r2, r8, 0, r2, r6
mov_imm          r6, 3007036718, 0b0
fadd32           r6, r6, r2.neg
mov_imm          r8, 1070141403, 0b0
fadd32           r6, r8, r6
icmpsel          ueq, r2, r7, 0, r2, r6
fcmpsel          eq, r6, r3, r3, 1, 0
fcmpsel          eq, r6, r3, r3, r6, 0
xor              r6, r6, 1
icmpsel          ueq, r2, r6, 0, r2, r3
mov_imm          r6, 2147483648, 0b0
and              r6, r3, r6
xor              r2, r2, r6
mov_imm          r6, 0, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
imadd            r10_r11, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u0
mov              r9, u1
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r3, r2
fcmpsel          gt, r6, r2, 10.0, 1, 0
mov_imm          r7, 1092616192, 0b0
icmpsel          ueq, r2, r6, 0, r2, r7
mov_imm          r6, 1069066811, 0b0
fmul32           r6, r2, r6
mov_imm          r7, 2147483648, 0b0
xor              r7, r6, r7
mov_imm          r8, 1069066811, 0b0
fmadd32          r7, r2, r8, r7
mov_imm          r8, 849703008, 0b0
fmadd32          r7, r2, r8, r7
fadd32           r6, r6, -1.0
fcmpsel          eq, r8, r6, r6, 1, 0
fcmpsel          eq, r8, r6, r6, r8, 0
xor              r8, r8, 1
mov_imm          r9, 1124204544, 0b0
fcmpsel          gt, r9, r6, r9, 1, 0
mov_imm          r10, 3273654272, 0b0
fcmpsel          lt, r10, r6, r10, 1, 0
or               r11, r9, r10
and              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
icmpsel          ueq, r6, r9, 0, r6, r12
mov_imm          r9, 3273654272, 0b0
icmpsel          ueq, r6, r10, 0, r6, r9
icmpsel          ueq, r9, r8, 0, r6, 0
icmpsel          ueq, r7, r11, 0, r7, 0
fcmpsel          eq, r10, r7, r7, 1, 0
fcmpsel          eq, r10, r7, r7, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r7, r10, 0, r7, 0
rint             r10, r9
fadd32           r9, r9, r10.neg
fadd32           r7, r9, r7
mov_imm          r9, 931128830, 0b0
mov_imm          r11, 958497929, 0b0
fmadd32          r9, r9, r7, r11
mov_imm          r11, 984531967, 0b0
fmadd32          r9, r9, r7, r11
mov_imm          r11, 1008571739, 0b0
fmadd32          r9, r9, r7, r11
mov_imm          r11, 1029920839, 0b0
fmadd32          r9, r9, r7, r11
mov_imm          r11, 1047920112, 0b0
fmadd32          r9, r9, r7, r11
mov_imm          r11, 1060205080, 0b0
fmadd32          r9, r9, r7, r11
fmadd32          r7, r9, r7, 1.0
convert          f_to_s32, r9, r10, rtz
asr              r10, r9, 1
isub             r9, r9, r10
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
fmul32           r7, r7, r10
fmul32           r7, r7, r9
icmpsel          ueq, r6, r8, 0, r7, r6
rcp              r7, r6
fmul32           r8, 0.25, r7
fmadd32          r9, r6.neg, r8, 0.25
fmadd32          r7, r9, r7, r8
fcmpsel          eq, r7, r8, 0.0, r8, r7
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r7, r8, r9, r8, r7
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r7, r8, r9, r8, r7
fadd32           r6, r6, r7.neg
fmul32           r7, r2, r2
mov_imm          r8, 791712305, 0b0
mov_imm          r9, 852963883, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 909700893, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 961547521, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 1007192201, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 1042983595, 0b0
fmadd32          r8, r8, r7, r9
fmul32           r7, r2, r7
fmadd32          r7, r7, r8, r2
fcmpsel          lt, r8, r2, 1.0, 1, 0
icmpsel          ueq, r6, r8, 0, r6, r7
mov_imm          r7, 2147483647, 0b0
and              r2, r2, r7
mov_imm          r7, 1069066811, 0b0
fmul32           r7, r2, r7
mov_imm          r8, 2147483648, 0b0
xor              r8, r7, r8
mov_imm          r9, 1069066811, 0b0
fmadd32          r8, r2, r9, r8
mov_imm          r9, 849703008, 0b0
fmadd32          r2, r2, r9, r8
fadd32           r7, r7, -1.0
fcmpsel          eq, r8, r7, r7, 1, 0
fcmpsel          eq, r8, r7, r7, r8, 0
xor              r8, r8, 1
mov_imm          r9, 1124204544, 0b0
fcmpsel          gt, r9, r7, r9, 1, 0
mov_imm          r10, 3273654272, 0b0
fcmpsel          lt, r10, r7, r10, 1, 0
or               r11, r9, r10
and              r11, r11, 1
mov_imm          r12, 1124204544, 0b0
icmpsel          ueq, r7, r9, 0, r7, r12
mov_imm          r9, 3273654272, 0b0
icmpsel          ueq, r7, r10, 0, r7, r9
icmpsel          ueq, r9, r8, 0, r7, 0
icmpsel          ueq, r2, r11, 0, r2, 0
fcmpsel          eq, r10, r2, r2, 1, 0
fcmpsel          eq, r10, r2, r2, r10, 0
xor              r10, r10, 1
icmpsel          ueq, r2, r10, 0, r2, 0
rint             r10, r9
fadd32           r9, r9, r10.neg
fadd32           r2, r9, r2
mov_imm          r9, 931128830, 0b0
mov_imm          r11, 958497929, 0b0
fmadd32          r9, r9, r2, r11
mov_imm          r11, 984531967, 0b0
fmadd32          r9, r9, r2, r11
mov_imm          r11, 1008571739, 0b0
fmadd32          r9, r9, r2, r11
mov_imm          r11, 1029920839, 0b0
fmadd32          r9, r9, r2, r11
mov_imm          r11, 1047920112, 0b0
fmadd32          r9, r9, r2, r11
mov_imm          r11, 1060205080, 0b0
fmadd32          r9, r9, r2, r11
fmadd32          r2, r9, r2, 1.0
convert          f_to_s32, r9, r10, rtz
asr              r10, r9, 1
isub             r9, r9, r10
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
fmul32           r2, r2, r10
fmul32           r2, r2, r9
icmpsel          ueq, r2, r8, 0, r2, r7
rcp              r7, r2
fmul32           r8, 0.25, r7
fmadd32          r9, r2.neg, r8, 0.25
fmadd32          r7, r9, r7, r8
fcmpsel          eq, r7, r8, 0.0, r8, r7
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r7, r8, r9, r8, r7
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r7, r8, r9, r8, r7
fadd32           r2, r2, r7
rcp              r7, r2
fmul32           r8, r6, r7
fmadd32          r2, r2.neg, r8, r6
fmadd32          r2, r2, r7, r8
fcmpsel          eq, r2, r8, 0.0, r8, r2
mov_imm          r6, 2139095040, 0b0
fcmpsel          eq, r2, r8, r6, r8, r2
mov_imm          r6, 4286578688, 0b0
fcmpsel          eq, r2, r8, r6, r8, r2
mov_imm          r6, 2147483648, 0b0
and              r6, r3, r6
xor              r2, r2, r6
mov_imm          r6, 1, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
imadd            r10_r11, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u0
mov              r9, u1
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r3, r2
fadd32           r6, 1.0, r2.neg
fadd32           r7, r2, r2
rcp              r8, r6
fmul32           r9, r7, r8
fmadd32          r6, r6.neg, r9, r7
fmadd32          r6, r6, r8, r9
fcmpsel          eq, r6, r9, 0.0, r9, r6
mov_imm          r7, 2139095040, 0b0
fcmpsel          eq, r6, r9, r7, r9, r6
mov_imm          r7, 4286578688, 0b0
fcmpsel          eq, r6, r9, r7, r9, r6
fadd32           r7, 1.0, r6
fadd32           r8, r7, -1.0
mov_imm          r9, 8388608, 0b0
fcmpsel          lt, r9, r7, r9, 1, 0
mov_imm          r10, 1266679808, 0b0
fmul32           r10, r7, r10
icmpsel          ueq, r10, r9, 0, r7, r10
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
fcmpsel          eq, r11, r7, 0.0, 1, 0
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r12, r7, r12, 1, 0
fcmpsel          lt, r13, r7, 0.0, 1, 0
fcmpsel          eq, r14, r7, r7, 1, 0
fcmpsel          eq, r14, r7, r7, r14, 0
xor              r14, r14, 1
or               r13, r13, r14
and              r13, r13, 1
or               r14, r11, r12
and              r14, r14, 1
or               r14, r14, r13
and              r14, r14, 1
mov_imm          r15, 4286578688, 0b0
icmpsel          ueq, r10, r11, 0, r10, r15
icmpsel          ueq, r10, r12, 0, r10, r7
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
rcp              r10, r8
fmul32           r11, r6, r10
fmadd32          r8, r8.neg, r11, r6
fmadd32          r8, r8, r10, r11
fcmpsel          eq, r8, r11, 0.0, r11, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r11, r10, r11, r8
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r8, r11, r10, r11, r8
fmul32           r8, r9, r8
fcmpsel          eq, r7, r7, 1.0, 1, 0
icmpsel          ueq, r7, r7, 0, r8, r6
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r6, r8, 1, 0
icmpsel          ueq, r6, r8, 0, r7, r6
fmul32           r6, r6, 0.5
fcmpsel          eq, r7, r2, 1.0, 1, 0
mov_imm          r8, 2139095040, 0b0
icmpsel          ueq, r6, r7, 0, r6, r8
fcmpsel          gt, r2, r2, 1.0, 1, 0
mov_imm          r7, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r6, r7
fcmpsel          eq, r6, r3, r3, 1, 0
fcmpsel          eq, r6, r3, r3, r6, 0
xor              r6, r6, 1
icmpsel          ueq, r2, r6, 0, r2, r3
mov_imm          r6, 2147483648, 0b0
and              r3, r3, r6
xor              r2, r2, r3
mov_imm          r6, 2, 0b0
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
math_sweep_6:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
and              r3, r2, 3
icmpsel          ueq, r4, r3, 0, 1, 0
icmpsel          ueq, r5, r3, 2, 1, 0
icmpsel          ult, r6, r3, 2, 1, 0
icmpsel          ueq, r3, r3, 2, 1, 0
mov_imm          r7, 2654435761, 0b0
imadd            r7, r2, r7, 0
bfeil            r8, 0, r7, 15
xor              r7, r7, r8
imadd            r7, r7, 1, 0
bfeil            r8, 0, r7, 8
convert          u32_to_f, r8, r8, rte
mov_imm          r9, 864026624, 0b0
fmul32           r8, r8, r9
fmul32           r9, r8, 16.0
fadd32           r9, r9, -8.0
fmul32           r8, r8, 2.5
fadd32           r8, r8, -1.25
bfeil            r10, 0, r2, 2
iadd             r10, r10, 0
and              r10, r10, 63
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10, lsl 2
device_load      0, i32, x, r10, r10_r11, 0, unsigned
icmpsel          ueq, r7, r4, 0, r9, r7
wait             0
icmpsel          ueq, r8, r5, 0, r10, r8
icmpsel          ueq, r7, r6, 0, r8, r7
mov_imm          r8, 2654435761, 0b0
imadd            r8, r2, r8, 0
bfeil            r9, 0, r8, 15
xor              r8, r8, r9
mov_imm          r9, 2246822507, 0b0
imadd            r8, r8, r9, 0
bfeil            r9, 0, r8, 8
convert          u32_to_f, r10, r9, rte
mov_imm          r11, 864026624, 0b0
fmul32           r10, r10, r11
fmul32           r11, r10, 16.0
fadd32           r11, r11, -8.0
fmul32           r10, r10, 2.5
fadd32           r10, r10, -1.25
mov_imm          r12, 41, 0b0
bfeil            r13, 0, r9, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 30
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 29
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 28
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 27
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 26
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 25
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 24
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 23
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 22
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 21
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 20
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 19
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 18
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 17
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 16
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 15
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 14
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 13
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 12
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 11
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 10
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 9
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 8
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 7
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 6
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 5
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 4
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 3
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 2
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 1
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r9, 0, r9, 0
and              r9, r9, 1
iadd             r9, r9, r13, lsl 1
isub             r13, r9, r12
icmpsel          ult, r9, r9, r12, r9, r13
isub             r9, r9, 20
convert          s32_to_f, r9, r9, rte
icmpsel          ueq, r3, r3, 0, r10, r9
bfeil            r9, 0, r2, 2
iadd             r9, r9, 7
and              r9, r9, 63
mov              r12, u2
mov              r13, u3
iadd             r12_r13, r12_r13, r9, lsl 2
device_load      0, i32, x, r9, r12_r13, 0, unsigned
icmpsel          ueq, r4, r4, 0, r11, r8
wait             0
icmpsel          ueq, r3, r5, 0, r9, r3
icmpsel          ueq, r3, r6, 0, r3, r4
mov              r4, r2
mov_imm          r5, 0, 0b0
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
mov              r2, r4
mov              r4, r5
mov              r5, r8
mov              r6, r9
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r6, 0
imadd            r2, r4, r5, r2
mov              r4, r8
mov              r5, r9
iadd             r2, r5, r2
mov              r5, r2
mov_imm          r2, 2147483647, 0b0
and              r2, r7, r2
mov_imm          r6, 1204701056, 0b0
fcmpsel          lt, r6, r2, r6, 1, 0
icmpsel          ueq, r8, r6, 0, r2, 0
icmpsel          ueq, r8, r6, 0, r8, r2
mov_imm          r9, 1059256707, 0b0
fmul32           r9, r8, r9
rint             r9, r9
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
mov_imm          r11, 1070141403, 0b0
fmadd32          r8, r10, r11, r8
mov_imm          r11, 3007036718, 0b0
fmadd32          r8, r10, r11, r8
mov_imm          r11, 2801216749, 0b0
fmadd32          r8, r10, r11, r8
convert          f_to_s32, r9, r9, rtz
bfeil            r10, 0, r2, 23
mov_imm          r11, 8388607, 0b0
and              r11, r2, r11
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
icmpsel          ueq, r8, r6, 0, r10, r8
icmpsel          ueq, r6, r6, 0, r11, r9
fmul32           r9, r8, r8
mov_imm          r10, 3000447531, 0b0
mov_imm          r11, 909700893, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3109031169, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 1007192201, 0b0
fmadd32          r10, r10, r9, r11
mov_imm          r11, 3190467243, 0b0
fmadd32          r10, r10, r9, r11
fmul32           r11, r8, r9
fmadd32          r8, r11, r10, r8
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
and              r6, r6, 1
icmpsel          ueq, r6, r6, 1, 1, 0
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
icmpsel          ueq, r10, r6, 0, r8, r10
icmpsel          ueq, r6, r6, 0, r9, r8
rcp              r8, r6
fmul32           r9, r10, r8
fmadd32          r6, r6.neg, r9, r10
fmadd32          r6, r6, r8, r9
fcmpsel          eq, r6, r9, 0.0, r9, r6
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r6, r9, r8, r9, r6
mov_imm          r8, 4286578688, 0b0
fcmpsel          eq, r6, r9, r8, r9, r6
mov_imm          r8, 2147483648, 0b0
and              r8, r7, r8
xor              r6, r6, r8
mov_imm          r8, 2139095040, 0b0
fcmpsel          lt, r2, r2, r8, 1, 0
mov_imm          r8, 2143289344, 0b0
icmpsel          ueq, r2, r2, 0, r8, r6
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r6, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r6, r9, 0
imadd            r6, r6, r10, 0
imadd            r6, r8, r9, r6
mov              r8, r12
mov              r9, r13
iadd             r6, r9, r6
mov              r9, r6
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r3, r2
mov_imm          r6, 2147483647, 0b0
and              r6, r7, r6
fcmpsel          gt, r8, r6, r2, 1, 0
icmpsel          ueq, r9, r8, 0, r2, r6
icmpsel          ueq, r2, r8, 0, r6, r2
mov_imm          r6, 2147483647, 0b0
and              r6, r9, r6
mov_imm          r10, 1602224128, 0b0
fcmpsel          gte, r6, r6, r10, 1, 0
mov_imm          r10, 1065353216, 0b0
mov_imm          r11, 528482304, 0b0
icmpsel          ueq, r6, r6, 0, r10, r11
fmul32           r10, r2, r6
fmul32           r6, r9, r6
rcp              r11, r6
fmul32           r12, r10, r11
fmadd32          r6, r6.neg, r12, r10
fmadd32          r6, r6, r11, r12
fcmpsel          eq, r6, r12, 0.0, r12, r6
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r6, r12, r10, r12, r6
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r6, r12, r10, r12, r6
fcmpsel          eq, r9, r9, 0.0, 1, 0
icmpsel          ueq, r6, r9, 0, r6, 0
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r2, r2, r9, 1, 0
mov_imm          r9, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r6, r9
mov_imm          r6, 1071494103, 0b0
fmadd32          r6, r6, r2, -1.0
mov_imm          r9, 855999691, 0b0
fmadd32          r6, r9, r2, r6
mov_imm          r9, 1071494103, 0b0
fadd32           r9, r2, r9
rcp              r10, r9
fmul32           r11, r6, r10
fmadd32          r6, r9.neg, r11, r6
fmadd32          r6, r6, r10, r11
fcmpsel          eq, r6, r11, 0.0, r11, r6
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r6, r11, r9, r11, r6
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r6, r11, r9, r11, r6
mov_imm          r9, 1049178275, 0b0
fcmpsel          gt, r9, r2, r9, 1, 0
icmpsel          ueq, r2, r9, 0, r2, r6
fmul32           r6, r2, r2
mov_imm          r10, 3179841673, 0b0
mov_imm          r11, 1033734617, 0b0
fmadd32          r10, r10, r6, r11
mov_imm          r11, 3183095436, 0b0
fmadd32          r10, r10, r6, r11
mov_imm          r11, 1038323257, 0b0
fmadd32          r10, r10, r6, r11
mov_imm          r11, 3188869413, 0b0
fmadd32          r10, r10, r6, r11
mov_imm          r11, 1045220557, 0b0
fmadd32          r10, r10, r6, r11
mov_imm          r11, 3198855851, 0b0
fmadd32          r10, r10, r6, r11
fmul32           r6, r2, r6
fmadd32          r2, r6, r10, r2
mov_imm          r6, 2994360723, 0b0
fadd32           r6, r2, r6
mov_imm          r10, 1057360530, 0b0
fadd32           r6, r10, r6
icmpsel          ueq, r2, r9, 0, r2, r6
mov_imm          r6, 3007036718, 0b0
fadd32           r6, r6, r2.neg
mov_imm          r9, 1070141403, 0b0
fadd32           r6, r9, r6
icmpsel          ueq, r2, r8, 0, r2, r6
icmpsel          slt, r6, r3, 0, 1, 0
mov_imm          r8, 3015425326, 0b0
fadd32           r8, r8, r2.neg
mov_imm          r9, 1078530011, 0b0
fadd32           r8, r9, r8
icmpsel          ueq, r2, r6, 0, r2, r8
fcmpsel          eq, r6, r3, r3, 1, 0
fcmpsel          eq, r6, r3, r3, r6, 0
xor              r6, r6, 1
fcmpsel          eq, r8, r7, r7, 1, 0
fcmpsel          eq, r8, r7, r7, r8, 0
xor              r8, r8, 1
or               r6, r6, r8
and              r6, r6, 1
fadd32           r3, r3, r7
icmpsel          ueq, r2, r6, 0, r2, r3
mov_imm          r3, 2147483648, 0b0
and              r3, r7, r3
xor              r2, r2, r3
mov_imm          r6, 1, 0b0
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
math_sweep_16:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
and              r3, r2, 3
icmpsel          ueq, r4, r3, 0, 1, 0
icmpsel          ueq, r5, r3, 2, 1, 0
icmpsel          ult, r6, r3, 2, 1, 0
icmpsel          ueq, r3, r3, 2, 1, 0
mov_imm          r7, 2654435761, 0b0
imadd            r7, r2, r7, 0
bfeil            r8, 0, r7, 15
xor              r7, r7, r8
imadd            r7, r7, 1, 0
bfeil            r8, 0, r7, 8
convert          u32_to_f, r8, r8, rte
mov_imm          r9, 864026624, 0b0
fmul32           r8, r8, r9
fmul32           r9, r8, 16.0
fadd32           r9, r9, -8.0
fmul32           r8, r8, 2.5
fadd32           r8, r8, -1.25
bfeil            r10, 0, r2, 2
iadd             r10, r10, 0
and              r10, r10, 63
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10, lsl 2
device_load      0, i32, x, r10, r10_r11, 0, unsigned
icmpsel          ueq, r7, r4, 0, r9, r7
wait             0
icmpsel          ueq, r8, r5, 0, r10, r8
icmpsel          ueq, r7, r6, 0, r8, r7
mov_imm          r8, 2654435761, 0b0
imadd            r8, r2, r8, 0
bfeil            r9, 0, r8, 15
xor              r8, r8, r9
mov_imm          r9, 2246822507, 0b0
imadd            r8, r8, r9, 0
bfeil            r9, 0, r8, 8
convert          u32_to_f, r10, r9, rte
mov_imm          r11, 864026624, 0b0
fmul32           r10, r10, r11
fmul32           r11, r10, 16.0
fadd32           r11, r11, -8.0
fmul32           r10, r10, 2.5
fadd32           r10, r10, -1.25
mov_imm          r12, 41, 0b0
bfeil            r13, 0, r9, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 30
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 29
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 28
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 27
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 26
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 25
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 24
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 23
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 22
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 21
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 20
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 19
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 18
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 17
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 16
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 15
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 14
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 13
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 12
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 11
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 10
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 9
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 8
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 7
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 6
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 5
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 4
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 3
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 2
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r9, 1
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r9, 0, r9, 0
and              r9, r9, 1
iadd             r9, r9, r13, lsl 1
isub             r13, r9, r12
icmpsel          ult, r9, r9, r12, r9, r13
isub             r9, r9, 20
convert          s32_to_f, r9, r9, rte
icmpsel          ueq, r3, r3, 0, r10, r9
bfeil            r9, 0, r2, 2
iadd             r9, r9, 7
and              r9, r9, 63
mov              r12, u2
mov              r13, u3
iadd             r12_r13, r12_r13, r9, lsl 2
device_load      0, i32, x, r9, r12_r13, 0, unsigned
icmpsel          ueq, r4, r4, 0, r11, r8
wait             0
icmpsel          ueq, r3, r5, 0, r9, r3
icmpsel          ueq, r3, r6, 0, r3, r4
mov              r4, r2
mov_imm          r5, 0, 0b0
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
mov              r2, r4
mov              r4, r5
mov              r5, r8
mov              r6, r9
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r6, 0
imadd            r2, r4, r5, r2
mov              r4, r8
mov              r5, r9
iadd             r2, r5, r2
mov              r5, r2
mov_imm          r2, 2147483647, 0b0
and              r2, r7, r2
mov_imm          r6, 8388608, 0b0
fcmpsel          lt, r6, r2, r6, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r2, r8
icmpsel          ueq, r8, r6, 0, r2, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r6, r6, 0, 0, r9
mov_imm          r9, 1060439283, 0b0
isub             r9, r8, r9
asr              r9, r9, 23
bfi              r10, 0, r9, 23
isub             r8, r8, r10
iadd             r6, r9, r6
fadd32           r8, r8, -1.0
fadd32           r9, 2.0, r8
rcp              r10, r9
fmul32           r11, r8, r10
fmadd32          r12, r9.neg, r11, r8
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r12, -2.0, r10, r8
fmadd32          r8, r11, r8, r12
rcp              r11, r9
fmul32           r12, r8, r11
fmadd32          r8, r9.neg, r12, r8
fmadd32          r8, r8, r11, r12
fcmpsel          eq, r8, r12, 0.0, r12, r8
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
fmul32           r9, r10, r10
mov_imm          r11, 1042123225, 0b0
mov_imm          r12, 1044000396, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1046711865, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1049774373, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1053609165, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1059760811, 0b0
fmadd32          r11, r11, r9, r12
fmul32           r9, r10, r9
fmul32           r9, r9, r11
fadd32           r10, r10, r10
fmadd32          r8, 2.0, r8, r9
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r10, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r10, r12, r11
mov_imm          r12, 1069066811, 0b0
fmul32           r8, r8, r12
mov_imm          r12, 849703008, 0b0
fmadd32          r8, r10, r12, r8
fadd32           r8, r11, r8
convert          s32_to_f, r6, r6, rte
fadd32           r10, r6, r9
fadd32           r6, r10, r6.neg
fadd32           r6, r9, r6.neg
fadd32           r6, r6, r8
fadd32           r8, r10, r6
fadd32           r9, r8, r10.neg
fadd32           r6, r6, r9.neg
fcmpsel          eq, r9, r2, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r10, r2, r10, 1, 0
fcmpsel          lt, r11, r2, 0.0, 1, 0
fcmpsel          eq, r12, r2, r2, 1, 0
fcmpsel          eq, r12, r2, r2, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
or               r12, r9, r10
and              r12, r12, 1
or               r12, r12, r11
and              r12, r12, 1
mov_imm          r13, 4286578688, 0b0
icmpsel          ueq, r8, r9, 0, r8, r13
icmpsel          ueq, r8, r10, 0, r8, r2
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r8, r11, 0, r8, r9
icmpsel          ueq, r6, r12, 0, r6, 0
fmul32           r9, r3, r8
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
fmadd32          r8, r3, r8, r10
fmadd32          r6, r3, r6, r8
fcmpsel          eq, r8, r9, r9, 1, 0
fcmpsel          eq, r8, r9, r9, r8, 0
xor              r8, r8, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r9, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r9, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r9, r10, 0, r9, r13
mov_imm          r10, 3273654272, 0b0
icmpsel          ueq, r9, r11, 0, r9, r10
icmpsel          ueq, r10, r8, 0, r9, 0
icmpsel          ueq, r6, r12, 0, r6, 0
fcmpsel          eq, r11, r6, r6, 1, 0
fcmpsel          eq, r11, r6, r6, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r6, r11, 0, r6, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r6, r10, r6
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r6, r12
fmadd32          r6, r10, r6, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r6, r6, r11
fmul32           r6, r6, r10
icmpsel          ueq, r6, r8, 0, r6, r9
trunc            r8, r3
fcmpsel          eq, r8, r8, r3, 1, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r3, r9
mov_imm          r10, 1266679808, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, 0, r3
convert          f_to_s32, r11, r11, rtz
and              r11, r11, 1
icmpsel          ueq, r11, r11, 1, 1, 0
and              r10, r11, r10
and              r10, r10, 1
and              r10, r10, r8
and              r10, r10, 1
icmpsel          slt, r11, r7, 0, 1, 0
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 2147483648, 0b0
xor              r11, r6, r11
icmpsel          ueq, r6, r10, 0, r6, r11
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r10, r2, r10, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r11, r9, r11, 1, 0
fcmpsel          lt, r12, r7, 0.0, 1, 0
and              r10, r12, r10
and              r10, r10, 1
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r8, r8, 0, r11, r6
icmpsel          ueq, r6, r10, 0, r6, r8
fcmpsel          eq, r2, r2, 1.0, 1, 0
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r9, r8, 1, 0
and              r2, r2, r8
and              r2, r2, 1
fcmpsel          eq, r8, r7, 1.0, 1, 0
fcmpsel          eq, r9, r3, 0.0, 1, 0
or               r2, r2, r8
and              r2, r2, 1
or               r2, r2, r9
and              r2, r2, 1
mov_imm          r8, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r6, r8
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r6, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r6, r9, 0
imadd            r6, r6, r10, 0
imadd            r6, r8, r9, r6
mov              r8, r12
mov              r9, r13
iadd             r6, r9, r6
mov              r9, r6
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 2147483647, 0b0
and              r2, r7, r2
mov_imm          r6, 8388608, 0b0
fcmpsel          lt, r6, r2, r6, 1, 0
mov_imm          r8, 1266679808, 0b0
fmul32           r8, r2, r8
icmpsel          ueq, r8, r6, 0, r2, r8
mov_imm          r9, 4294967272, 0b0
icmpsel          ueq, r6, r6, 0, 0, r9
mov_imm          r9, 1060439283, 0b0
isub             r9, r8, r9
asr              r9, r9, 23
bfi              r10, 0, r9, 23
isub             r8, r8, r10
iadd             r6, r9, r6
fadd32           r8, r8, -1.0
fadd32           r9, 2.0, r8
rcp              r10, r9
fmul32           r11, r8, r10
fmadd32          r12, r9.neg, r11, r8
fmadd32          r10, r12, r10, r11
fcmpsel          eq, r10, r11, 0.0, r11, r10
mov_imm          r12, 2139095040, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r12, 4286578688, 0b0
fcmpsel          eq, r10, r11, r12, r11, r10
mov_imm          r11, 2147483648, 0b0
xor              r11, r10, r11
fmadd32          r12, -2.0, r10, r8
fmadd32          r8, r11, r8, r12
rcp              r11, r9
fmul32           r12, r8, r11
fmadd32          r8, r9.neg, r12, r8
fmadd32          r8, r8, r11, r12
fcmpsel          eq, r8, r12, 0.0, r12, r8
mov_imm          r9, 2139095040, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
mov_imm          r9, 4286578688, 0b0
fcmpsel          eq, r8, r12, r9, r12, r8
fmul32           r9, r10, r10
mov_imm          r11, 1042123225, 0b0
mov_imm          r12, 1044000396, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1046711865, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1049774373, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1053609165, 0b0
fmadd32          r11, r11, r9, r12
mov_imm          r12, 1059760811, 0b0
fmadd32          r11, r11, r9, r12
fmul32           r9, r10, r9
fmul32           r9, r9, r11
fadd32           r10, r10, r10
fmadd32          r8, 2.0, r8, r9
mov_imm          r9, 1069066811, 0b0
fmul32           r9, r10, r9
mov_imm          r11, 2147483648, 0b0
xor              r11, r9, r11
mov_imm          r12, 1069066811, 0b0
fmadd32          r11, r10, r12, r11
mov_imm          r12, 1069066811, 0b0
fmul32           r8, r8, r12
mov_imm          r12, 849703008, 0b0
fmadd32          r8, r10, r12, r8
fadd32           r8, r11, r8
convert          s32_to_f, r6, r6, rte
fadd32           r10, r6, r9
fadd32           r6, r10, r6.neg
fadd32           r6, r9, r6.neg
fadd32           r6, r6, r8
fadd32           r8, r10, r6
fadd32           r9, r8, r10.neg
fadd32           r6, r6, r9.neg
fcmpsel          eq, r9, r2, 0.0, 1, 0
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r10, r2, r10, 1, 0
fcmpsel          lt, r11, r2, 0.0, 1, 0
fcmpsel          eq, r12, r2, r2, 1, 0
fcmpsel          eq, r12, r2, r2, r12, 0
xor              r12, r12, 1
or               r11, r11, r12
and              r11, r11, 1
or               r12, r9, r10
and              r12, r12, 1
or               r12, r12, r11
and              r12, r12, 1
mov_imm          r13, 4286578688, 0b0
icmpsel          ueq, r8, r9, 0, r8, r13
icmpsel          ueq, r8, r10, 0, r8, r2
mov_imm          r9, 2143289344, 0b0
icmpsel          ueq, r8, r11, 0, r8, r9
icmpsel          ueq, r6, r12, 0, r6, 0
fmul32           r9, r3, r8
mov_imm          r10, 2147483648, 0b0
xor              r10, r9, r10
fmadd32          r8, r3, r8, r10
fmadd32          r6, r3, r6, r8
fcmpsel          eq, r8, r9, r9, 1, 0
fcmpsel          eq, r8, r9, r9, r8, 0
xor              r8, r8, 1
mov_imm          r10, 1124204544, 0b0
fcmpsel          gt, r10, r9, r10, 1, 0
mov_imm          r11, 3273654272, 0b0
fcmpsel          lt, r11, r9, r11, 1, 0
or               r12, r10, r11
and              r12, r12, 1
mov_imm          r13, 1124204544, 0b0
icmpsel          ueq, r9, r10, 0, r9, r13
mov_imm          r10, 3273654272, 0b0
icmpsel          ueq, r9, r11, 0, r9, r10
icmpsel          ueq, r10, r8, 0, r9, 0
icmpsel          ueq, r6, r12, 0, r6, 0
fcmpsel          eq, r11, r6, r6, 1, 0
fcmpsel          eq, r11, r6, r6, r11, 0
xor              r11, r11, 1
icmpsel          ueq, r6, r11, 0, r6, 0
rint             r11, r10
fadd32           r10, r10, r11.neg
fadd32           r6, r10, r6
mov_imm          r10, 931128830, 0b0
mov_imm          r12, 958497929, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 984531967, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1008571739, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1029920839, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1047920112, 0b0
fmadd32          r10, r10, r6, r12
mov_imm          r12, 1060205080, 0b0
fmadd32          r10, r10, r6, r12
fmadd32          r6, r10, r6, 1.0
convert          f_to_s32, r10, r11, rtz
asr              r11, r10, 1
isub             r10, r10, r11
iadd             r11, r11, 127
bfi              r11, 0, r11, 23
iadd             r10, r10, 127
bfi              r10, 0, r10, 23
fmul32           r6, r6, r11
fmul32           r6, r6, r10
icmpsel          ueq, r6, r8, 0, r6, r9
trunc            r8, r3
fcmpsel          eq, r8, r8, r3, 1, 0
mov_imm          r9, 2147483647, 0b0
and              r9, r3, r9
mov_imm          r10, 1266679808, 0b0
fcmpsel          lt, r10, r9, r10, 1, 0
icmpsel          ueq, r11, r10, 0, 0, r3
convert          f_to_s32, r11, r11, rtz
and              r11, r11, 1
icmpsel          ueq, r11, r11, 1, 1, 0
and              r10, r11, r10
and              r10, r10, 1
and              r10, r10, r8
and              r10, r10, 1
icmpsel          slt, r11, r7, 0, 1, 0
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 2147483648, 0b0
xor              r11, r6, r11
icmpsel          ueq, r6, r10, 0, r6, r11
mov_imm          r10, 2139095040, 0b0
fcmpsel          lt, r10, r2, r10, 1, 0
mov_imm          r11, 2139095040, 0b0
fcmpsel          lt, r11, r9, r11, 1, 0
fcmpsel          lt, r12, r7, 0.0, 1, 0
and              r10, r12, r10
and              r10, r10, 1
and              r10, r10, r11
and              r10, r10, 1
mov_imm          r11, 2143289344, 0b0
icmpsel          ueq, r8, r8, 0, r11, r6
icmpsel          ueq, r6, r10, 0, r6, r8
fcmpsel          eq, r2, r2, 1.0, 1, 0
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r9, r8, 1, 0
and              r2, r2, r8
and              r2, r2, 1
fcmpsel          eq, r7, r7, 1.0, 1, 0
fcmpsel          eq, r3, r3, 0.0, 1, 0
or               r2, r2, r7
and              r2, r2, 1
or               r2, r2, r3
and              r2, r2, 1
mov_imm          r3, 1065353216, 0b0
icmpsel          ueq, r2, r2, 0, r6, r3
mov_imm          r6, 1, 0b0
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
math_forms:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
get_sr           r4, sr82 (thread_position_in_grid.z)
imadd            r3, u5, r4, r3
imadd            r2, u4, r3, r2
mov              r4, u12
mov              r5, u13
imadd            r2_r3, r2, 16, r4_r5
get_sr           r4, sr80 (thread_position_in_grid.x)
and              r5, r4, 3
icmpsel          ueq, r6, r5, 0, 1, 0
icmpsel          ueq, r7, r5, 2, 1, 0
icmpsel          ult, r8, r5, 2, 1, 0
icmpsel          ueq, r5, r5, 2, 1, 0
iadd             r10_r11, r2_r3, 4
mov_imm          r9, 2654435761, 0b0
imadd            r9, r4, r9, 0
bfeil            r12, 0, r9, 15
xor              r9, r9, r12
imadd            r9, r9, 1, 0
bfeil            r12, 0, r9, 8
convert          u32_to_f, r12, r12, rte
mov_imm          r13, 864026624, 0b0
fmul32           r12, r12, r13
fmul32           r13, r12, 16.0
fadd32           r13, r13, -8.0
fmul32           r12, r12, 2.5
fadd32           r12, r12, -1.25
bfeil            r14, 0, r4, 2
iadd             r14, r14, 0
and              r14, r14, 63
mov              r16, u14
mov              r17, u15
iadd             r14_r15, r16_r17, r14, lsl 2
device_load      0, i32, x, r14, r14_r15, 0, unsigned
icmpsel          ueq, r9, r6, 0, r13, r9
wait             0
icmpsel          ueq, r12, r7, 0, r14, r12
icmpsel          ueq, r9, r8, 0, r12, r9
mov_imm          r12, 2654435761, 0b0
imadd            r12, r4, r12, 0
bfeil            r13, 0, r12, 15
xor              r12, r12, r13
mov_imm          r13, 2246822507, 0b0
imadd            r12, r12, r13, 0
bfeil            r13, 0, r12, 8
convert          u32_to_f, r14, r13, rte
mov_imm          r15, 864026624, 0b0
fmul32           r14, r14, r15
fmul32           r15, r14, 16.0
fadd32           r15, r15, -8.0
fmul32           r14, r14, 2.5
fadd32           r14, r14, -1.25
mov_imm          r16, 41, 0b0
bfeil            r17, 0, r13, 31
and              r17, r17, 1
iadd             r17, r17, 0, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 30
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 29
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 28
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 27
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 26
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 25
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 24
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 23
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 22
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 21
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 20
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 19
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 18
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 17
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 16
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 15
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 14
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 13
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 12
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 11
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 10
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 9
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 8
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 7
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 6
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 5
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 4
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 3
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 2
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r18, 0, r13, 1
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r16
icmpsel          ult, r17, r17, r16, r17, r18
bfeil            r13, 0, r13, 0
and              r13, r13, 1
iadd             r13, r13, r17, lsl 1
isub             r17, r13, r16
icmpsel          ult, r13, r13, r16, r13, r17
isub             r13, r13, 20
convert          s32_to_f, r13, r13, rte
icmpsel          ueq, r5, r5, 0, r14, r13
bfeil            r13, 0, r4, 2
iadd             r13, r13, 7
and              r13, r13, 63
mov              r16, u14
mov              r17, u15
iadd             r16_r17, r16_r17, r13, lsl 2
device_load      0, i32, x, r13, r16_r17, 0, unsigned
icmpsel          ueq, r6, r6, 0, r15, r12
wait             0
icmpsel          ueq, r5, r7, 0, r13, r5
icmpsel          ueq, r5, r8, 0, r5, r6
fmul32           r6l, r9, 1.0
fmul32           r6h, r5, 1.0
mov              r12, r4
mov_imm          r13, 0, 0b0
mov_imm          r14, 16, 0b0
mov_imm          r15, 0, 0b0
mov              r4, r12
mov              r7, r13
mov              r8, r14
mov              r12, r15
imadd            r14_r15, r4, r8, 0
imadd            r4, r4, r12, 0
imadd            r4, r7, r8, r4
mov              r7, r14
mov              r8, r15
iadd             r4, r8, r4
mov              r12, r7
mov              r13, r4
mov_imm          r4, 2147483647, 0b0
and              r4, r9, r4
mov_imm          r7, 1204701056, 0b0
fcmpsel          lt, r7, r4, r7, 1, 0
icmpsel          ueq, r8, r7, 0, r4, 0
icmpsel          ueq, r8, r7, 0, r8, r4
mov_imm          r14, 1059256707, 0b0
fmul32           r14, r8, r14
rint             r14, r14
mov_imm          r15, 2147483648, 0b0
xor              r15, r14, r15
mov_imm          r16, 1070141403, 0b0
fmadd32          r8, r15, r16, r8
mov_imm          r16, 3007036718, 0b0
fmadd32          r8, r15, r16, r8
mov_imm          r16, 2801216749, 0b0
fmadd32          r8, r15, r16, r8
convert          f_to_s32, r14, r14, rtz
bfeil            r15, 0, r4, 23
mov_imm          r16, 8388607, 0b0
and              r16, r4, r16
mov_imm          r17, 8388608, 0b0
or               r16, r16, r17
icmpsel          slt, r17, r15, 143, 1, 0
icmpsel          ueq, r15, r17, 0, r15, 143
icmpsel          sgt, r17, r15, 254, 1, 0
icmpsel          ueq, r15, r17, 0, r15, 254
isub             r15, r15, 120
bfeil            r17, 0, r15, 5
and              r15, r15, 31
icmpsel          ueq, r18, r17, 1, 1, 0
mov_imm          r19, 2734261102, 0b0
icmpsel          ueq, r18, r18, 0, 0, r19
iadd             r18, 0, r18
icmpsel          ueq, r19, r17, 2, 1, 0
mov_imm          r20, 1313084713, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r17, 3, 1, 0
mov_imm          r20, 4230436817, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r17, 4, 1, 0
mov_imm          r20, 4113882560, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
iadd             r18, r18, r19
icmpsel          ueq, r19, r17, 1, 1, 0
mov_imm          r20, 2873790907, 0b0
icmpsel          ueq, r19, r19, 0, 0, r20
mov_imm          r20, 2734261102, 0b0
iadd             r19, r20, r19
icmpsel          ueq, r20, r17, 2, 1, 0
mov_imm          r21, 1496175715, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r17, 3, 1, 0
mov_imm          r21, 1379621458, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r17, 4, 1, 0
mov_imm          r21, 946410027, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
iadd             r19, r19, r20
icmpsel          ueq, r20, r17, 1, 1, 0
mov_imm          r21, 2917352104, 0b0
icmpsel          ueq, r20, r20, 0, 0, r21
mov_imm          r21, 1313084713, 0b0
iadd             r20, r21, r20
icmpsel          ueq, r21, r17, 2, 1, 0
mov_imm          r22, 2800797847, 0b0
icmpsel          ueq, r21, r21, 0, 0, r22
iadd             r20, r20, r21
icmpsel          ueq, r21, r17, 3, 1, 0
mov_imm          r22, 2367586416, 0b0
icmpsel          ueq, r21, r21, 0, 0, r22
iadd             r20, r20, r21
icmpsel          ueq, r21, r17, 4, 1, 0
mov_imm          r22, 3992943384, 0b0
icmpsel          ueq, r21, r21, 0, 0, r22
iadd             r20, r20, r21
icmpsel          ueq, r21, r17, 1, 1, 0
mov_imm          r22, 4178413039, 0b0
icmpsel          ueq, r21, r21, 0, 0, r22
mov_imm          r22, 4230436817, 0b0
iadd             r21, r22, r21
icmpsel          ueq, r22, r17, 2, 1, 0
mov_imm          r23, 3745201608, 0b0
icmpsel          ueq, r22, r22, 0, 0, r23
iadd             r21, r21, r22
icmpsel          ueq, r22, r17, 3, 1, 0
mov_imm          r23, 1075591280, 0b0
icmpsel          ueq, r22, r22, 0, 0, r23
iadd             r21, r21, r22
icmpsel          ueq, r17, r17, 4, 1, 0
mov_imm          r22, 36309978, 0b0
icmpsel          ueq, r17, r17, 0, 0, r22
iadd             r17, r21, r17
isub             r21, 31, r15
and              r22, r15, 31
bfi              r18, 0, r18, r22
bfeil            r22, 0, r19, 1
and              r23, r21, 31
bfeil            r22, 0, r22, r23
or               r18, r18, r22
and              r22, r15, 31
bfi              r19, 0, r19, r22
bfeil            r22, 0, r20, 1
and              r23, r21, 31
bfeil            r22, 0, r22, r23
or               r19, r19, r22
and              r15, r15, 31
bfi              r15, 0, r20, r15
bfeil            r17, 0, r17, 1
and              r20, r21, 31
bfeil            r17, 0, r17, r20
or               r15, r15, r17
mov_imm          r17, 0, 0b0
mov              r20, r15
mov_imm          r21, 0, 0b0
mov              r15, r16
mov              r22, r17
imadd            r24_r25, r15, r20, 0
imadd            r15, r15, r21, 0
imadd            r15, r22, r20, r15
mov              r20, r24
mov              r21, r25
iadd             r15, r21, r15
mov              r21, r15
mov              r22, r19
mov_imm          r23, 0, 0b0
mov              r15, r16
mov              r19, r17
imadd            r24_r25, r15, r22, 0
imadd            r15, r15, r23, 0
imadd            r15, r19, r22, r15
mov              r19, r24
mov              r22, r25
iadd             r15, r22, r15
mov              r22, r19
mov              r23, r15
mov_imm          r19, 0, 0b0
mov              r15, r16
mov              r16, r17
mov              r17, r18
mov              r18, r19
imadd            r24_r25, r15, r17, 0
imadd            r15, r15, r18, 0
imadd            r15, r16, r17, r15
mov              r16, r24
mov              r17, r25
iadd             r15, r17, r15
mov              r17, r15
mov              r15, r20
mov              r18, r21
mov_imm          r18, 32, 0b0
mov_imm          r19, 0, 0b0
and              r18, r18, 63
isub             r19, r18, 32
isub             r24, 32, r18
bfeil            r20, 0, r20, r18
bfi              r24, 0, r21, r24
bfeil            r19, 0, r21, r19
or               r20, r20, r24
or               r19, r20, r19
bfeil            r18, 0, r21, r18
xor              r18l, r18l, r19l
xor              r19l, r19l, r18l
xor              r18l, r18l, r19l
xor              r18h, r18h, r19h
xor              r19h, r19h, r18h
xor              r18h, r18h, r19h
iadd             r18_r19, r18_r19, r22_r23
mov              r20, r18
mov              r21, r19
mov_imm          r22, 32, 0b0
mov_imm          r23, 0, 0b0
mov              r21, r22
mov              r22, r23
and              r21, r21, 63
isub             r22, r21, 32
isub             r23, 32, r21
bfeil            r18, 0, r18, r21
bfi              r23, 0, r19, r23
bfeil            r22, 0, r19, r22
or               r18, r18, r23
or               r18, r18, r22
bfeil            r19, 0, r19, r21
iadd             r16, r18, r16
bfeil            r17, 0, r16, 30
bfi              r16, 0, r16, 2
bfeil            r18, 0, r20, 30
or               r16, r16, r18
bfi              r18, 0, r20, 2
bfeil            r15, 0, r15, 30
or               r15, r18, r15
bfeil            r18, 0, r16, 31
iadd             r17, r17, r18
icmpsel          slt, r18, r16, 0, 1, 0
isub             r19, 0, r15
mov_imm          r20, 4294967295, 0b0
xor              r20, r16, r20
icmpsel          ueq, r21, r15, 0, 1, 0
icmpsel          ueq, r21, r21, 0, 0, 1
iadd             r20, r20, r21
icmpsel          ueq, r16, r18, 0, r16, r20
icmpsel          ueq, r15, r18, 0, r15, r19
bfeil            r19, 0, r16, 16
mov_imm          r20, 65535, 0b0
and              r16, r16, r20
bfeil            r20, 0, r15, 16
mov_imm          r21, 65535, 0b0
and              r15, r15, r21
convert          s32_to_f, r19, r19, rte
mov_imm          r21, 931135488, 0b0
fmul32           r19, r19, r21
convert          s32_to_f, r16, r16, rte
mov_imm          r21, 796917760, 0b0
fmul32           r16, r16, r21
convert          s32_to_f, r20, r20, rte
mov_imm          r21, 662700032, 0b0
fmul32           r20, r20, r21
convert          s32_to_f, r15, r15, rte
mov_imm          r21, 528482304, 0b0
fmul32           r15, r15, r21
fadd32           r21, r19, r16
fadd32           r19, r21, r19.neg
fadd32           r16, r16, r19.neg
fadd32           r15, r20, r15
fadd32           r15, r16, r15
mov_imm          r16, 1070141403, 0b0
fmul32           r16, r21, r16
mov_imm          r19, 2147483648, 0b0
xor              r19, r16, r19
mov_imm          r20, 1070141403, 0b0
fmadd32          r19, r21, r20, r19
mov_imm          r20, 1070141403, 0b0
fmul32           r15, r15, r20
mov_imm          r20, 3007036718, 0b0
fmadd32          r15, r21, r20, r15
fadd32           r15, r19, r15
fadd32           r15, r16, r15
mov_imm          r19, 2147483647, 0b0
and              r19, r16, r19
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r19, r19, r20, 1, 0
icmpsel          ueq, r15, r19, 0, r15, r16
mov_imm          r16, 2147483648, 0b0
xor              r16, r15, r16
icmpsel          ueq, r15, r18, 0, r15, r16
icmpsel          ueq, r8, r7, 0, r15, r8
icmpsel          ueq, r7, r7, 0, r17, r14
fmul32           r14, r8, r8
mov_imm          r15, 3000447531, 0b0
mov_imm          r16, 909700893, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 3109031169, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 1007192201, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 3190467243, 0b0
fmadd32          r15, r15, r14, r16
fmul32           r16, r8, r14
fmadd32          r8, r16, r15, r8
mov_imm          r15, 823097031, 0b0
mov_imm          r16, 3029594750, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 936381697, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 3132492641, 0b0
fmadd32          r15, r15, r14, r16
mov_imm          r16, 1026206379, 0b0
fmadd32          r15, r15, r14, r16
fmadd32          r15, r14, r15, -0.5
fmadd32          r14, r14, r15, 1.0
and              r15, r7, 1
icmpsel          ueq, r15, r15, 1, 1, 0
and              r16, r7, 2
icmpsel          ueq, r16, r16, 2, 1, 0
icmpsel          ueq, r17, r15, 0, r8, r14
icmpsel          ueq, r8, r15, 0, r14, r8
mov_imm          r14, 2147483648, 0b0
xor              r14, r17, r14
icmpsel          ueq, r14, r16, 0, r17, r14
iadd             r7, r7, 1
and              r7, r7, 2
icmpsel          ueq, r7, r7, 2, 1, 0
mov_imm          r15, 2147483648, 0b0
xor              r15, r8, r15
icmpsel          ueq, r7, r7, 0, r8, r15
mov_imm          r8, 2147483648, 0b0
and              r8, r9, r8
xor              r8, r14, r8
mov_imm          r14, 2139095040, 0b0
fcmpsel          lt, r4, r4, r14, 1, 0
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r8, r4, 0, r14, r8
mov_imm          r14, 2143289344, 0b0
icmpsel          ueq, r4, r4, 0, r14, r7
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r2, r2_r3, 0, unsigned
mov_imm          r3, 2147483647, 0b0
and              r3, r5, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r9, r4
fcmpsel          gt, r7, r4, r3, 1, 0
icmpsel          ueq, r14, r7, 0, r3, r4
icmpsel          ueq, r3, r7, 0, r4, r3
mov_imm          r4, 2147483647, 0b0
and              r4, r14, r4
mov_imm          r15, 1602224128, 0b0
fcmpsel          gte, r4, r4, r15, 1, 0
mov_imm          r15, 1065353216, 0b0
mov_imm          r16, 528482304, 0b0
icmpsel          ueq, r4, r4, 0, r15, r16
fmul32           r15, r3, r4
fmul32           r4, r14, r4
rcp              r16, r4
fmul32           r17, r15, r16
fmadd32          r4, r4.neg, r17, r15
fmadd32          r4, r4, r16, r17
fcmpsel          eq, r4, r17, 0.0, r17, r4
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r4, r17, r15, r17, r4
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r4, r17, r15, r17, r4
fcmpsel          eq, r14, r14, 0.0, 1, 0
icmpsel          ueq, r4, r14, 0, r4, 0
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r3, r3, r14, 1, 0
mov_imm          r14, 1065353216, 0b0
icmpsel          ueq, r3, r3, 0, r4, r14
mov_imm          r4, 1071494103, 0b0
fmadd32          r4, r4, r3, -1.0
mov_imm          r14, 855999691, 0b0
fmadd32          r4, r14, r3, r4
mov_imm          r14, 1071494103, 0b0
fadd32           r14, r3, r14
rcp              r15, r14
fmul32           r16, r4, r15
fmadd32          r4, r14.neg, r16, r4
fmadd32          r4, r4, r15, r16
fcmpsel          eq, r4, r16, 0.0, r16, r4
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r4, r16, r14, r16, r4
mov_imm          r14, 4286578688, 0b0
fcmpsel          eq, r4, r16, r14, r16, r4
mov_imm          r14, 1049178275, 0b0
fcmpsel          gt, r14, r3, r14, 1, 0
icmpsel          ueq, r3, r14, 0, r3, r4
fmul32           r4, r3, r3
mov_imm          r15, 3179841673, 0b0
mov_imm          r16, 1033734617, 0b0
fmadd32          r15, r15, r4, r16
mov_imm          r16, 3183095436, 0b0
fmadd32          r15, r15, r4, r16
mov_imm          r16, 1038323257, 0b0
fmadd32          r15, r15, r4, r16
mov_imm          r16, 3188869413, 0b0
fmadd32          r15, r15, r4, r16
mov_imm          r16, 1045220557, 0b0
fmadd32          r15, r15, r4, r16
mov_imm          r16, 3198855851, 0b0
fmadd32          r15, r15, r4, r16
fmul32           r4, r3, r4
fmadd32          r3, r4, r15, r3
mov_imm          r4, 2994360723, 0b0
fadd32           r4, r3, r4
mov_imm          r15, 1057360530, 0b0
fadd32           r4, r15, r4
icmpsel          ueq, r3, r14, 0, r3, r4
mov_imm          r4, 3007036718, 0b0
fadd32           r4, r4, r3.neg
mov_imm          r14, 1070141403, 0b0
fadd32           r4, r14, r4
icmpsel          ueq, r3, r7, 0, r3, r4
icmpsel          slt, r4, r5, 0, 1, 0
mov_imm          r7, 3015425326, 0b0
fadd32           r7, r7, r3.neg
mov_imm          r14, 1078530011, 0b0
fadd32           r7, r14, r7
icmpsel          ueq, r3, r4, 0, r3, r7
fcmpsel          eq, r4, r5, r5, 1, 0
fcmpsel          eq, r4, r5, r5, r4, 0
xor              r4, r4, 1
fcmpsel          eq, r7, r9, r9, 1, 0
fcmpsel          eq, r7, r9, r9, r7, 0
xor              r7, r7, 1
or               r4, r4, r7
and              r4, r4, 1
fadd32           r5, r5, r9
icmpsel          ueq, r3, r4, 0, r3, r5
mov_imm          r4, 2147483648, 0b0
and              r4, r9, r4
xor              r3, r3, r4
mov_imm          r4, 2147483647, 0b0
and              r4, r9, r4
mov_imm          r5, 1069066811, 0b0
fmul32           r5, r4, r5
mov_imm          r7, 2147483648, 0b0
xor              r7, r5, r7
mov_imm          r14, 1069066811, 0b0
fmadd32          r7, r4, r14, r7
mov_imm          r14, 849703008, 0b0
fmadd32          r7, r4, r14, r7
fadd32           r5, r5, -1.0
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
mov_imm          r15, 1124204544, 0b0
fcmpsel          gt, r15, r5, r15, 1, 0
mov_imm          r16, 3273654272, 0b0
fcmpsel          lt, r16, r5, r16, 1, 0
or               r17, r15, r16
and              r17, r17, 1
mov_imm          r18, 1124204544, 0b0
icmpsel          ueq, r5, r15, 0, r5, r18
mov_imm          r15, 3273654272, 0b0
icmpsel          ueq, r5, r16, 0, r5, r15
icmpsel          ueq, r15, r14, 0, r5, 0
icmpsel          ueq, r7, r17, 0, r7, 0
fcmpsel          eq, r16, r7, r7, 1, 0
fcmpsel          eq, r16, r7, r7, r16, 0
xor              r16, r16, 1
icmpsel          ueq, r7, r16, 0, r7, 0
rint             r16, r15
fadd32           r15, r15, r16.neg
fadd32           r7, r15, r7
mov_imm          r15, 931128830, 0b0
mov_imm          r17, 958497929, 0b0
fmadd32          r15, r15, r7, r17
mov_imm          r17, 984531967, 0b0
fmadd32          r15, r15, r7, r17
mov_imm          r17, 1008571739, 0b0
fmadd32          r15, r15, r7, r17
mov_imm          r17, 1029920839, 0b0
fmadd32          r15, r15, r7, r17
mov_imm          r17, 1047920112, 0b0
fmadd32          r15, r15, r7, r17
mov_imm          r17, 1060205080, 0b0
fmadd32          r15, r15, r7, r17
fmadd32          r7, r15, r7, 1.0
convert          f_to_s32, r15, r16, rtz
asr              r16, r15, 1
isub             r15, r15, r16
iadd             r16, r16, 127
bfi              r16, 0, r16, 23
iadd             r15, r15, 127
bfi              r15, 0, r15, 23
fmul32           r7, r7, r16
fmul32           r7, r7, r15
icmpsel          ueq, r5, r14, 0, r7, r5
rcp              r7, r5
fmul32           r14, 0.25, r7
fmadd32          r15, r5.neg, r14, 0.25
fmadd32          r7, r15, r7, r14
fcmpsel          eq, r7, r14, 0.0, r14, r7
mov_imm          r15, 2139095040, 0b0
fcmpsel          eq, r7, r14, r15, r14, r7
mov_imm          r15, 4286578688, 0b0
fcmpsel          eq, r7, r14, r15, r14, r7
fadd32           r5, r5, r7.neg
fmul32           r7, r4, r4
mov_imm          r14, 791712305, 0b0
mov_imm          r15, 852963883, 0b0
fmadd32          r14, r14, r7, r15
mov_imm          r15, 909700893, 0b0
fmadd32          r14, r14, r7, r15
mov_imm          r15, 961547521, 0b0
fmadd32          r14, r14, r7, r15
mov_imm          r15, 1007192201, 0b0
fmadd32          r14, r14, r7, r15
mov_imm          r15, 1042983595, 0b0
fmadd32          r14, r14, r7, r15
fmul32           r7, r4, r7
fmadd32          r7, r7, r14, r4
fcmpsel          lt, r4, r4, 1.0, 1, 0
icmpsel          ueq, r4, r4, 0, r5, r7
mov_imm          r5, 2147483648, 0b0
and              r5, r9, r5
xor              r4, r4, r5
fadd32           r5, 1.0, r9.neg
fadd32           r7, 1.0, r9
fmul32           r5, r5, r7
rsqrt            r7, r5
fmul32           r14, r5, r7
fmadd32          r15, r14.neg, r14, r5
fmul32           r7, r7, 0.5
fmadd32          r7, r15, r7, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r7, r5, r14, r5, r7
fcmpsel          eq, r5, r5, 0.0, r5, r7
mov_imm          r7, 2147483647, 0b0
and              r7, r9, r7
mov_imm          r14, 2147483647, 0b0
and              r14, r5, r14
fcmpsel          gt, r15, r14, r7, 1, 0
icmpsel          ueq, r16, r15, 0, r7, r14
icmpsel          ueq, r7, r15, 0, r14, r7
mov_imm          r14, 2147483647, 0b0
and              r14, r16, r14
mov_imm          r17, 1602224128, 0b0
fcmpsel          gte, r14, r14, r17, 1, 0
mov_imm          r17, 1065353216, 0b0
mov_imm          r18, 528482304, 0b0
icmpsel          ueq, r14, r14, 0, r17, r18
fmul32           r17, r7, r14
fmul32           r14, r16, r14
rcp              r18, r14
fmul32           r19, r17, r18
fmadd32          r14, r14.neg, r19, r17
fmadd32          r14, r14, r18, r19
fcmpsel          eq, r14, r19, 0.0, r19, r14
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r14, r19, r17, r19, r14
mov_imm          r17, 4286578688, 0b0
fcmpsel          eq, r14, r19, r17, r19, r14
fcmpsel          eq, r16, r16, 0.0, 1, 0
icmpsel          ueq, r14, r16, 0, r14, 0
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r7, r7, r16, 1, 0
mov_imm          r16, 1065353216, 0b0
icmpsel          ueq, r7, r7, 0, r14, r16
mov_imm          r14, 1071494103, 0b0
fmadd32          r14, r14, r7, -1.0
mov_imm          r16, 855999691, 0b0
fmadd32          r14, r16, r7, r14
mov_imm          r16, 1071494103, 0b0
fadd32           r16, r7, r16
rcp              r17, r16
fmul32           r18, r14, r17
fmadd32          r14, r16.neg, r18, r14
fmadd32          r14, r14, r17, r18
fcmpsel          eq, r14, r18, 0.0, r18, r14
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r14, r18, r16, r18, r14
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r14, r18, r16, r18, r14
mov_imm          r16, 1049178275, 0b0
fcmpsel          gt, r16, r7, r16, 1, 0
icmpsel          ueq, r7, r16, 0, r7, r14
fmul32           r14, r7, r7
mov_imm          r17, 3179841673, 0b0
mov_imm          r18, 1033734617, 0b0
fmadd32          r17, r17, r14, r18
mov_imm          r18, 3183095436, 0b0
fmadd32          r17, r17, r14, r18
mov_imm          r18, 1038323257, 0b0
fmadd32          r17, r17, r14, r18
mov_imm          r18, 3188869413, 0b0
fmadd32          r17, r17, r14, r18
mov_imm          r18, 1045220557, 0b0
fmadd32          r17, r17, r14, r18
mov_imm          r18, 3198855851, 0b0
fmadd32          r17, r17, r14, r18
fmul32           r14, r7, r14
fmadd32          r7, r14, r17, r7
mov_imm          r14, 2994360723, 0b0
fadd32           r14, r7, r14
mov_imm          r17, 1057360530, 0b0
fadd32           r14, r17, r14
icmpsel          ueq, r7, r16, 0, r7, r14
mov_imm          r14, 3007036718, 0b0
fadd32           r14, r14, r7.neg
mov_imm          r16, 1070141403, 0b0
fadd32           r14, r16, r14
icmpsel          ueq, r7, r15, 0, r7, r14
icmpsel          slt, r14, r9, 0, 1, 0
mov_imm          r15, 3015425326, 0b0
fadd32           r15, r15, r7.neg
mov_imm          r16, 1078530011, 0b0
fadd32           r15, r16, r15
icmpsel          ueq, r7, r14, 0, r7, r15
fcmpsel          eq, r14, r9, r9, 1, 0
fcmpsel          eq, r14, r9, r9, r14, 0
xor              r14, r14, 1
fcmpsel          eq, r15, r5, r5, 1, 0
fcmpsel          eq, r15, r5, r5, r15, 0
xor              r15, r15, 1
or               r14, r14, r15
and              r14, r14, 1
fadd32           r15, r9, r5
icmpsel          ueq, r7, r14, 0, r7, r15
mov_imm          r14, 2147483648, 0b0
and              r14, r5, r14
xor              r7, r7, r14
fcmpsel          eq, r14, r5, r5, 1, 0
fcmpsel          eq, r14, r5, r5, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r5, r14, 0, r7, r5
mov_imm          r7, 8388608, 0b0
fcmpsel          lt, r7, r9, r7, 1, 0
mov_imm          r14, 1266679808, 0b0
fmul32           r14, r9, r14
icmpsel          ueq, r14, r7, 0, r9, r14
mov_imm          r15, 4294967272, 0b0
icmpsel          ueq, r7, r7, 0, 0, r15
mov_imm          r15, 1060439283, 0b0
isub             r15, r14, r15
asr              r15, r15, 23
bfi              r16, 0, r15, 23
isub             r14, r14, r16
iadd             r7, r15, r7
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
convert          s32_to_f, r7, r7, rte
fadd32           r16, r7, r15
fadd32           r7, r16, r7.neg
fadd32           r7, r15, r7.neg
fadd32           r7, r7, r14
fadd32           r14, r16, r7
fadd32           r15, r14, r16.neg
fadd32           r7, r7, r15.neg
fcmpsel          eq, r15, r9, 0.0, 1, 0
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r16, r9, r16, 1, 0
fcmpsel          lt, r17, r9, 0.0, 1, 0
fcmpsel          eq, r18, r9, r9, 1, 0
fcmpsel          eq, r18, r9, r9, r18, 0
xor              r18, r18, 1
or               r17, r17, r18
and              r17, r17, 1
or               r18, r15, r16
and              r18, r18, 1
or               r18, r18, r17
and              r18, r18, 1
mov_imm          r19, 4286578688, 0b0
icmpsel          ueq, r14, r15, 0, r14, r19
icmpsel          ueq, r14, r16, 0, r14, r9
mov_imm          r15, 2143289344, 0b0
icmpsel          ueq, r14, r17, 0, r14, r15
icmpsel          ueq, r7, r18, 0, r7, 0
fadd32           r14, r14, 1.0
mov_imm          r15, 1060205080, 0b0
fmul32           r15, r14, r15
mov_imm          r16, 2147483648, 0b0
xor              r16, r15, r16
mov_imm          r17, 1060205080, 0b0
fmadd32          r16, r14, r17, r16
mov_imm          r17, 1060205080, 0b0
fmul32           r7, r7, r17
mov_imm          r17, 2969756424, 0b0
fmadd32          r7, r14, r17, r7
fadd32           r7, r16, r7
fadd32           r7, r15, r7
mov_imm          r14, 2147483647, 0b0
and              r14, r15, r14
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r14, r14, r16, 1, 0
icmpsel          ueq, r7, r14, 0, r7, r15
fadd32           r14, r9, -1.0
fadd32           r15, r9, 1.0
fmul32           r15, r14, r15
rsqrt            r16, r15
fmul32           r17, r15, r16
fmadd32          r18, r17.neg, r17, r15
fmul32           r16, r16, 0.5
fmadd32          r16, r18, r16, r17
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r16, r15, r17, r15, r16
fcmpsel          eq, r15, r15, 0.0, r15, r16
fadd32           r14, r14, r15
fadd32           r15, 1.0, r14
fadd32           r16, r15, -1.0
mov_imm          r17, 8388608, 0b0
fcmpsel          lt, r17, r15, r17, 1, 0
mov_imm          r18, 1266679808, 0b0
fmul32           r18, r15, r18
icmpsel          ueq, r18, r17, 0, r15, r18
mov_imm          r19, 4294967272, 0b0
icmpsel          ueq, r17, r17, 0, 0, r19
mov_imm          r19, 1060439283, 0b0
isub             r19, r18, r19
asr              r19, r19, 23
bfi              r20, 0, r19, 23
isub             r18, r18, r20
iadd             r17, r19, r17
fadd32           r18, r18, -1.0
fadd32           r19, 2.0, r18
rcp              r20, r19
fmul32           r21, r18, r20
fmadd32          r22, r19.neg, r21, r18
fmadd32          r20, r22, r20, r21
fcmpsel          eq, r20, r21, 0.0, r21, r20
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r20, r21, r22, r21, r20
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r20, r21, r22, r21, r20
mov_imm          r21, 2147483648, 0b0
xor              r21, r20, r21
fmadd32          r22, -2.0, r20, r18
fmadd32          r18, r21, r18, r22
rcp              r21, r19
fmul32           r22, r18, r21
fmadd32          r18, r19.neg, r22, r18
fmadd32          r18, r18, r21, r22
fcmpsel          eq, r18, r22, 0.0, r22, r18
mov_imm          r19, 2139095040, 0b0
fcmpsel          eq, r18, r22, r19, r22, r18
mov_imm          r19, 4286578688, 0b0
fcmpsel          eq, r18, r22, r19, r22, r18
fmul32           r19, r20, r20
mov_imm          r21, 1042123225, 0b0
mov_imm          r22, 1044000396, 0b0
fmadd32          r21, r21, r19, r22
mov_imm          r22, 1046711865, 0b0
fmadd32          r21, r21, r19, r22
mov_imm          r22, 1049774373, 0b0
fmadd32          r21, r21, r19, r22
mov_imm          r22, 1053609165, 0b0
fmadd32          r21, r21, r19, r22
mov_imm          r22, 1059760811, 0b0
fmadd32          r21, r21, r19, r22
fmul32           r19, r20, r19
fmul32           r19, r19, r21
fadd32           r20, r20, r20
fmadd32          r18, 2.0, r18, r19
mov_imm          r19, 1069066811, 0b0
fmul32           r19, r20, r19
mov_imm          r21, 2147483648, 0b0
xor              r21, r19, r21
mov_imm          r22, 1069066811, 0b0
fmadd32          r21, r20, r22, r21
mov_imm          r22, 1069066811, 0b0
fmul32           r18, r18, r22
mov_imm          r22, 849703008, 0b0
fmadd32          r18, r20, r22, r18
fadd32           r18, r21, r18
convert          s32_to_f, r17, r17, rte
fadd32           r20, r17, r19
fadd32           r17, r20, r17.neg
fadd32           r17, r19, r17.neg
fadd32           r17, r17, r18
fadd32           r18, r20, r17
fadd32           r19, r18, r20.neg
fadd32           r17, r17, r19.neg
fcmpsel          eq, r19, r15, 0.0, 1, 0
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r20, r15, r20, 1, 0
fcmpsel          lt, r21, r15, 0.0, 1, 0
fcmpsel          eq, r22, r15, r15, 1, 0
fcmpsel          eq, r22, r15, r15, r22, 0
xor              r22, r22, 1
or               r21, r21, r22
and              r21, r21, 1
or               r22, r19, r20
and              r22, r22, 1
or               r22, r22, r21
and              r22, r22, 1
mov_imm          r23, 4286578688, 0b0
icmpsel          ueq, r18, r19, 0, r18, r23
icmpsel          ueq, r18, r20, 0, r18, r15
mov_imm          r19, 2143289344, 0b0
icmpsel          ueq, r18, r21, 0, r18, r19
icmpsel          ueq, r17, r22, 0, r17, 0
mov_imm          r19, 1060205080, 0b0
fmul32           r19, r18, r19
mov_imm          r20, 2147483648, 0b0
xor              r20, r19, r20
mov_imm          r21, 1060205080, 0b0
fmadd32          r20, r18, r21, r20
mov_imm          r21, 1060205080, 0b0
fmul32           r17, r17, r21
mov_imm          r21, 2969756424, 0b0
fmadd32          r17, r18, r21, r17
fadd32           r17, r20, r17
fadd32           r17, r19, r17
mov_imm          r18, 2147483647, 0b0
and              r18, r19, r18
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r18, r18, r20, 1, 0
icmpsel          ueq, r17, r18, 0, r17, r19
rcp              r18, r16
fmul32           r19, r14, r18
fmadd32          r16, r16.neg, r19, r14
fmadd32          r16, r16, r18, r19
fcmpsel          eq, r16, r19, 0.0, r19, r16
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r16, r19, r18, r19, r16
mov_imm          r18, 4286578688, 0b0
fcmpsel          eq, r16, r19, r18, r19, r16
fmul32           r16, r17, r16
fcmpsel          eq, r15, r15, 1.0, 1, 0
icmpsel          ueq, r15, r15, 0, r16, r14
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r16, r14, r16, 1, 0
icmpsel          ueq, r14, r16, 0, r15, r14
mov_imm          r15, 1166016512, 0b0
fcmpsel          gte, r15, r9, r15, 1, 0
icmpsel          ueq, r7, r15, 0, r14, r7
fcmpsel          lt, r14, r9, 1.0, 1, 0
mov_imm          r15, 2143289344, 0b0
icmpsel          ueq, r7, r14, 0, r7, r15
fcmpsel          eq, r14, r9, r9, 1, 0
fcmpsel          eq, r14, r9, r9, r14, 0
xor              r14, r14, 1
icmpsel          ueq, r7, r14, 0, r7, r9
mov_imm          r14, 2147483647, 0b0
and              r14, r9, r14
fadd32           r15, 1.0, r14.neg
fadd32           r16, r14, r14
rcp              r17, r15
fmul32           r18, r16, r17
fmadd32          r15, r15.neg, r18, r16
fmadd32          r15, r15, r17, r18
fcmpsel          eq, r15, r18, 0.0, r18, r15
mov_imm          r16, 2139095040, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
mov_imm          r16, 4286578688, 0b0
fcmpsel          eq, r15, r18, r16, r18, r15
fadd32           r16, 1.0, r15
fadd32           r17, r16, -1.0
mov_imm          r18, 8388608, 0b0
fcmpsel          lt, r18, r16, r18, 1, 0
mov_imm          r19, 1266679808, 0b0
fmul32           r19, r16, r19
icmpsel          ueq, r19, r18, 0, r16, r19
mov_imm          r20, 4294967272, 0b0
icmpsel          ueq, r18, r18, 0, 0, r20
mov_imm          r20, 1060439283, 0b0
isub             r20, r19, r20
asr              r20, r20, 23
bfi              r21, 0, r20, 23
isub             r19, r19, r21
iadd             r18, r20, r18
fadd32           r19, r19, -1.0
fadd32           r20, 2.0, r19
rcp              r21, r20
fmul32           r22, r19, r21
fmadd32          r23, r20.neg, r22, r19
fmadd32          r21, r23, r21, r22
fcmpsel          eq, r21, r22, 0.0, r22, r21
mov_imm          r23, 2139095040, 0b0
fcmpsel          eq, r21, r22, r23, r22, r21
mov_imm          r23, 4286578688, 0b0
fcmpsel          eq, r21, r22, r23, r22, r21
mov_imm          r22, 2147483648, 0b0
xor              r22, r21, r22
fmadd32          r23, -2.0, r21, r19
fmadd32          r19, r22, r19, r23
rcp              r22, r20
fmul32           r23, r19, r22
fmadd32          r19, r20.neg, r23, r19
fmadd32          r19, r19, r22, r23
fcmpsel          eq, r19, r23, 0.0, r23, r19
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r19, r23, r20, r23, r19
mov_imm          r20, 4286578688, 0b0
fcmpsel          eq, r19, r23, r20, r23, r19
fmul32           r20, r21, r21
mov_imm          r22, 1042123225, 0b0
mov_imm          r23, 1044000396, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1046711865, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1049774373, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1053609165, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1059760811, 0b0
fmadd32          r22, r22, r20, r23
fmul32           r20, r21, r20
fmul32           r20, r20, r22
fadd32           r21, r21, r21
fmadd32          r19, 2.0, r19, r20
mov_imm          r20, 1069066811, 0b0
fmul32           r20, r21, r20
mov_imm          r22, 2147483648, 0b0
xor              r22, r20, r22
mov_imm          r23, 1069066811, 0b0
fmadd32          r22, r21, r23, r22
mov_imm          r23, 1069066811, 0b0
fmul32           r19, r19, r23
mov_imm          r23, 849703008, 0b0
fmadd32          r19, r21, r23, r19
fadd32           r19, r22, r19
convert          s32_to_f, r18, r18, rte
fadd32           r21, r18, r20
fadd32           r18, r21, r18.neg
fadd32           r18, r20, r18.neg
fadd32           r18, r18, r19
fadd32           r19, r21, r18
fadd32           r20, r19, r21.neg
fadd32           r18, r18, r20.neg
fcmpsel          eq, r20, r16, 0.0, 1, 0
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r21, r16, r21, 1, 0
fcmpsel          lt, r22, r16, 0.0, 1, 0
fcmpsel          eq, r23, r16, r16, 1, 0
fcmpsel          eq, r23, r16, r16, r23, 0
xor              r23, r23, 1
or               r22, r22, r23
and              r22, r22, 1
or               r23, r20, r21
and              r23, r23, 1
or               r23, r23, r22
and              r23, r23, 1
mov_imm          r24, 4286578688, 0b0
icmpsel          ueq, r19, r20, 0, r19, r24
icmpsel          ueq, r19, r21, 0, r19, r16
mov_imm          r20, 2143289344, 0b0
icmpsel          ueq, r19, r22, 0, r19, r20
icmpsel          ueq, r18, r23, 0, r18, 0
mov_imm          r20, 1060205080, 0b0
fmul32           r20, r19, r20
mov_imm          r21, 2147483648, 0b0
xor              r21, r20, r21
mov_imm          r22, 1060205080, 0b0
fmadd32          r21, r19, r22, r21
mov_imm          r22, 1060205080, 0b0
fmul32           r18, r18, r22
mov_imm          r22, 2969756424, 0b0
fmadd32          r18, r19, r22, r18
fadd32           r18, r21, r18
fadd32           r18, r20, r18
mov_imm          r19, 2147483647, 0b0
and              r19, r20, r19
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r19, r19, r21, 1, 0
icmpsel          ueq, r18, r19, 0, r18, r20
rcp              r19, r17
fmul32           r20, r15, r19
fmadd32          r17, r17.neg, r20, r15
fmadd32          r17, r17, r19, r20
fcmpsel          eq, r17, r20, 0.0, r20, r17
mov_imm          r19, 2139095040, 0b0
fcmpsel          eq, r17, r20, r19, r20, r17
mov_imm          r19, 4286578688, 0b0
fcmpsel          eq, r17, r20, r19, r20, r17
fmul32           r17, r18, r17
fcmpsel          eq, r16, r16, 1.0, 1, 0
icmpsel          ueq, r16, r16, 0, r17, r15
mov_imm          r17, 2139095040, 0b0
fcmpsel          eq, r17, r15, r17, 1, 0
icmpsel          ueq, r15, r17, 0, r16, r15
fmul32           r15, r15, 0.5
fcmpsel          eq, r16, r14, 1.0, 1, 0
mov_imm          r17, 2139095040, 0b0
icmpsel          ueq, r15, r16, 0, r15, r17
fcmpsel          gt, r14, r14, 1.0, 1, 0
mov_imm          r16, 2143289344, 0b0
icmpsel          ueq, r14, r14, 0, r15, r16
fcmpsel          eq, r15, r9, r9, 1, 0
fcmpsel          eq, r15, r9, r9, r15, 0
xor              r15, r15, 1
icmpsel          ueq, r14, r15, 0, r14, r9
mov_imm          r15, 2147483648, 0b0
and              r15, r9, r15
xor              r14, r14, r15
mov_imm          r15, 1069066811, 0b0
fmul32           r15, r9, r15
exp2             r15, r15
mov_imm          r16, 2147483647, 0b0
and              r16, r9, r16
mov_imm          r17, 1204701056, 0b0
fcmpsel          lt, r17, r16, r17, 1, 0
icmpsel          ueq, r18, r17, 0, r16, 0
icmpsel          ueq, r18, r17, 0, r18, r16
mov_imm          r19, 1059256707, 0b0
fmul32           r19, r18, r19
rint             r19, r19
mov_imm          r20, 2147483648, 0b0
xor              r20, r19, r20
mov_imm          r21, 1070141403, 0b0
fmadd32          r18, r20, r21, r18
mov_imm          r21, 3007036718, 0b0
fmadd32          r18, r20, r21, r18
mov_imm          r21, 2801216749, 0b0
fmadd32          r18, r20, r21, r18
convert          f_to_s32, r19, r19, rtz
bfeil            r20, 0, r16, 23
mov_imm          r21, 8388607, 0b0
and              r21, r16, r21
mov_imm          r22, 8388608, 0b0
or               r21, r21, r22
icmpsel          slt, r22, r20, 143, 1, 0
icmpsel          ueq, r20, r22, 0, r20, 143
icmpsel          sgt, r22, r20, 254, 1, 0
icmpsel          ueq, r20, r22, 0, r20, 254
isub             r20, r20, 120
bfeil            r22, 0, r20, 5
and              r20, r20, 31
icmpsel          ueq, r23, r22, 1, 1, 0
mov_imm          r24, 2734261102, 0b0
icmpsel          ueq, r23, r23, 0, 0, r24
iadd             r23, 0, r23
icmpsel          ueq, r24, r22, 2, 1, 0
mov_imm          r25, 1313084713, 0b0
icmpsel          ueq, r24, r24, 0, 0, r25
iadd             r23, r23, r24
icmpsel          ueq, r24, r22, 3, 1, 0
mov_imm          r25, 4230436817, 0b0
icmpsel          ueq, r24, r24, 0, 0, r25
iadd             r23, r23, r24
icmpsel          ueq, r24, r22, 4, 1, 0
mov_imm          r25, 4113882560, 0b0
icmpsel          ueq, r24, r24, 0, 0, r25
iadd             r23, r23, r24
icmpsel          ueq, r24, r22, 1, 1, 0
mov_imm          r25, 2873790907, 0b0
icmpsel          ueq, r24, r24, 0, 0, r25
mov_imm          r25, 2734261102, 0b0
iadd             r24, r25, r24
icmpsel          ueq, r25, r22, 2, 1, 0
mov_imm          r26, 1496175715, 0b0
icmpsel          ueq, r25, r25, 0, 0, r26
iadd             r24, r24, r25
icmpsel          ueq, r25, r22, 3, 1, 0
mov_imm          r26, 1379621458, 0b0
icmpsel          ueq, r25, r25, 0, 0, r26
iadd             r24, r24, r25
icmpsel          ueq, r25, r22, 4, 1, 0
mov_imm          r26, 946410027, 0b0
icmpsel          ueq, r25, r25, 0, 0, r26
iadd             r24, r24, r25
icmpsel          ueq, r25, r22, 1, 1, 0
mov_imm          r26, 2917352104, 0b0
icmpsel          ueq, r25, r25, 0, 0, r26
mov_imm          r26, 1313084713, 0b0
iadd             r25, r26, r25
icmpsel          ueq, r26, r22, 2, 1, 0
mov_imm          r27, 2800797847, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r22, 3, 1, 0
mov_imm          r27, 2367586416, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r22, 4, 1, 0
mov_imm          r27, 3992943384, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r22, 1, 1, 0
mov_imm          r27, 4178413039, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
mov_imm          r27, 4230436817, 0b0
iadd             r26, r27, r26
icmpsel          ueq, r27, r22, 2, 1, 0
mov_imm          r28, 3745201608, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r22, 3, 1, 0
mov_imm          r28, 1075591280, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r22, r22, 4, 1, 0
mov_imm          r27, 36309978, 0b0
icmpsel          ueq, r22, r22, 0, 0, r27
iadd             r22, r26, r22
isub             r26, 31, r20
and              r27, r20, 31
bfi              r23, 0, r23, r27
bfeil            r27, 0, r24, 1
and              r28, r26, 31
bfeil            r27, 0, r27, r28
or               r23, r23, r27
and              r27, r20, 31
bfi              r24, 0, r24, r27
bfeil            r27, 0, r25, 1
and              r28, r26, 31
bfeil            r27, 0, r27, r28
or               r24, r24, r27
and              r20, r20, 31
bfi              r20, 0, r25, r20
bfeil            r22, 0, r22, 1
and              r25, r26, 31
bfeil            r22, 0, r22, r25
or               r20, r20, r22
mov              r26, r21
mov_imm          r27, 0, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r26
mov              r25, r27
imadd            r28_r29, r22, r20, 0
imadd            r21, r22, r21, 0
imadd            r20, r25, r20, r21
mov              r21, r28
mov              r22, r29
iadd             r20, r22, r20
xor              r20l, r20l, r21l
xor              r21l, r21l, r20l
xor              r20l, r20l, r21l
xor              r20h, r20h, r21h
xor              r21h, r21h, r20h
xor              r20h, r20h, r21h
mov_imm          r25, 0, 0b0
mov              r22, r26
mov              r28, r27
imadd            r30_r31, r22, r24, 0
imadd            r22, r22, r25, 0
imadd            r22, r28, r24, r22
mov              r24, r30
mov              r25, r31
iadd             r22, r25, r22
mov              r25, r22
mov              r22, r23
mov_imm          r23, 0, 0b0
imadd            r28_r29, r26, r22, 0
imadd            r23, r26, r23, 0
imadd            r22, r27, r22, r23
mov              r23, r28
mov              r26, r29
iadd             r22, r26, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
mov              r26, r20
mov              r27, r21
mov_imm          r28, 32, 0b0
mov_imm          r29, 0, 0b0
mov              r27, r28
mov              r28, r29
and              r27, r27, 63
isub             r28, r27, 32
isub             r29, 32, r27
bfeil            r20, 0, r20, r27
bfi              r29, 0, r21, r29
bfeil            r28, 0, r21, r28
or               r20, r20, r29
or               r20, r20, r28
bfeil            r21, 0, r21, r27
iadd             r20_r21, r20_r21, r24_r25
mov              r24, r20
mov              r25, r21
mov_imm          r28, 32, 0b0
mov_imm          r29, 0, 0b0
mov              r25, r28
mov              r27, r29
and              r25, r25, 63
isub             r27, r25, 32
isub             r28, 32, r25
bfeil            r20, 0, r20, r25
bfi              r28, 0, r21, r28
bfeil            r27, 0, r21, r27
or               r20, r20, r28
or               r20, r20, r27
bfeil            r21, 0, r21, r25
mov              r21, r22
mov              r22, r23
iadd             r20, r20, r21
bfeil            r21, 0, r20, 30
bfi              r20, 0, r20, 2
bfeil            r22, 0, r24, 30
or               r20, r20, r22
bfi              r22, 0, r24, 2
bfeil            r23, 0, r26, 30
or               r22, r22, r23
bfeil            r23, 0, r20, 31
iadd             r21, r21, r23
icmpsel          slt, r23, r20, 0, 1, 0
isub             r24, 0, r22
mov_imm          r25, 4294967295, 0b0
xor              r25, r20, r25
icmpsel          ueq, r26, r22, 0, 1, 0
icmpsel          ueq, r26, r26, 0, 0, 1
iadd             r25, r25, r26
icmpsel          ueq, r20, r23, 0, r20, r25
icmpsel          ueq, r22, r23, 0, r22, r24
bfeil            r24, 0, r20, 16
mov_imm          r25, 65535, 0b0
and              r20, r20, r25
bfeil            r25, 0, r22, 16
mov_imm          r26, 65535, 0b0
and              r22, r22, r26
convert          s32_to_f, r24, r24, rte
mov_imm          r26, 931135488, 0b0
fmul32           r24, r24, r26
convert          s32_to_f, r20, r20, rte
mov_imm          r26, 796917760, 0b0
fmul32           r20, r20, r26
convert          s32_to_f, r25, r25, rte
mov_imm          r26, 662700032, 0b0
fmul32           r25, r25, r26
convert          s32_to_f, r22, r22, rte
mov_imm          r26, 528482304, 0b0
fmul32           r22, r22, r26
fadd32           r26, r24, r20
fadd32           r24, r26, r24.neg
fadd32           r20, r20, r24.neg
fadd32           r22, r25, r22
fadd32           r20, r20, r22
mov_imm          r22, 1070141403, 0b0
fmul32           r22, r26, r22
mov_imm          r24, 2147483648, 0b0
xor              r24, r22, r24
mov_imm          r25, 1070141403, 0b0
fmadd32          r24, r26, r25, r24
mov_imm          r25, 1070141403, 0b0
fmul32           r20, r20, r25
mov_imm          r25, 3007036718, 0b0
fmadd32          r20, r26, r25, r20
fadd32           r20, r24, r20
fadd32           r20, r22, r20
mov_imm          r24, 2147483647, 0b0
and              r24, r22, r24
mov_imm          r25, 2139095040, 0b0
fcmpsel          eq, r24, r24, r25, 1, 0
icmpsel          ueq, r20, r24, 0, r20, r22
mov_imm          r22, 2147483648, 0b0
xor              r22, r20, r22
icmpsel          ueq, r20, r23, 0, r20, r22
icmpsel          ueq, r18, r17, 0, r20, r18
icmpsel          ueq, r17, r17, 0, r21, r19
fmul32           r19, r18, r18
mov_imm          r20, 3000447531, 0b0
mov_imm          r21, 909700893, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 3109031169, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 1007192201, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 3190467243, 0b0
fmadd32          r20, r20, r19, r21
fmul32           r21, r18, r19
fmadd32          r18, r21, r20, r18
mov_imm          r20, 823097031, 0b0
mov_imm          r21, 3029594750, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 936381697, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 3132492641, 0b0
fmadd32          r20, r20, r19, r21
mov_imm          r21, 1026206379, 0b0
fmadd32          r20, r20, r19, r21
fmadd32          r20, r19, r20, -0.5
fmadd32          r19, r19, r20, 1.0
and              r17, r17, 1
icmpsel          ueq, r17, r17, 1, 1, 0
mov_imm          r20, 2147483648, 0b0
xor              r20, r19, r20
icmpsel          ueq, r20, r17, 0, r18, r20
icmpsel          ueq, r17, r17, 0, r19, r18
rcp              r18, r17
fmul32           r19, r20, r18
fmadd32          r17, r17.neg, r19, r20
fmadd32          r17, r17, r18, r19
fcmpsel          eq, r17, r19, 0.0, r19, r17
mov_imm          r18, 2139095040, 0b0
fcmpsel          eq, r17, r19, r18, r19, r17
mov_imm          r18, 4286578688, 0b0
fcmpsel          eq, r17, r19, r18, r19, r17
mov_imm          r18, 2147483648, 0b0
and              r9, r9, r18
xor              r9, r17, r9
mov_imm          r17, 2139095040, 0b0
fcmpsel          lt, r16, r16, r17, 1, 0
mov_imm          r17, 2143289344, 0b0
icmpsel          ueq, r9, r16, 0, r17, r9
fmul32           r16, r6l, 1.0
mov_imm          r17, 1069066811, 0b0
fmul32           r17, r16, r17
mov_imm          r18, 2147483648, 0b0
xor              r18, r17, r18
mov_imm          r19, 1069066811, 0b0
fmadd32          r18, r16, r19, r18
mov_imm          r19, 849703008, 0b0
fmadd32          r16, r16, r19, r18
fcmpsel          eq, r18, r17, r17, 1, 0
fcmpsel          eq, r18, r17, r17, r18, 0
xor              r18, r18, 1
mov_imm          r19, 1124204544, 0b0
fcmpsel          gt, r19, r17, r19, 1, 0
mov_imm          r20, 3273654272, 0b0
fcmpsel          lt, r20, r17, r20, 1, 0
or               r21, r19, r20
and              r21, r21, 1
mov_imm          r22, 1124204544, 0b0
icmpsel          ueq, r17, r19, 0, r17, r22
mov_imm          r19, 3273654272, 0b0
icmpsel          ueq, r17, r20, 0, r17, r19
icmpsel          ueq, r19, r18, 0, r17, 0
icmpsel          ueq, r16, r21, 0, r16, 0
fcmpsel          eq, r20, r16, r16, 1, 0
fcmpsel          eq, r20, r16, r16, r20, 0
xor              r20, r20, 1
icmpsel          ueq, r16, r20, 0, r16, 0
rint             r20, r19
fadd32           r19, r19, r20.neg
fadd32           r16, r19, r16
mov_imm          r19, 931128830, 0b0
mov_imm          r21, 958497929, 0b0
fmadd32          r19, r19, r16, r21
mov_imm          r21, 984531967, 0b0
fmadd32          r19, r19, r16, r21
mov_imm          r21, 1008571739, 0b0
fmadd32          r19, r19, r16, r21
mov_imm          r21, 1029920839, 0b0
fmadd32          r19, r19, r16, r21
mov_imm          r21, 1047920112, 0b0
fmadd32          r19, r19, r16, r21
mov_imm          r21, 1060205080, 0b0
fmadd32          r19, r19, r16, r21
fmadd32          r16, r19, r16, 1.0
convert          f_to_s32, r19, r20, rtz
asr              r20, r19, 1
isub             r19, r19, r20
iadd             r20, r20, 127
bfi              r20, 0, r20, 23
iadd             r19, r19, 127
bfi              r19, 0, r19, 23
fmul32           r16, r16, r20
fmul32           r16, r16, r19
icmpsel          ueq, r16, r18, 0, r16, r17
fmul32           r16l, r16, 1.0
fmul32           r17, r6l, 1.0
mov_imm          r18, 2147483647, 0b0
and              r18, r17, r18
mov_imm          r19, 1204701056, 0b0
fcmpsel          lt, r19, r18, r19, 1, 0
icmpsel          ueq, r20, r19, 0, r18, 0
icmpsel          ueq, r20, r19, 0, r20, r18
mov_imm          r21, 1059256707, 0b0
fmul32           r21, r20, r21
rint             r21, r21
mov_imm          r22, 2147483648, 0b0
xor              r22, r21, r22
mov_imm          r23, 1070141403, 0b0
fmadd32          r20, r22, r23, r20
mov_imm          r23, 3007036718, 0b0
fmadd32          r20, r22, r23, r20
mov_imm          r23, 2801216749, 0b0
fmadd32          r20, r22, r23, r20
convert          f_to_s32, r21, r21, rtz
bfeil            r22, 0, r18, 23
mov_imm          r23, 8388607, 0b0
and              r23, r18, r23
mov_imm          r24, 8388608, 0b0
or               r23, r23, r24
icmpsel          slt, r24, r22, 143, 1, 0
icmpsel          ueq, r22, r24, 0, r22, 143
icmpsel          sgt, r24, r22, 254, 1, 0
icmpsel          ueq, r22, r24, 0, r22, 254
isub             r22, r22, 120
bfeil            r24, 0, r22, 5
and              r22, r22, 31
icmpsel          ueq, r25, r24, 1, 1, 0
mov_imm          r26, 2734261102, 0b0
icmpsel          ueq, r25, r25, 0, 0, r26
iadd             r25, 0, r25
icmpsel          ueq, r26, r24, 2, 1, 0
mov_imm          r27, 1313084713, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r24, 3, 1, 0
mov_imm          r27, 4230436817, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r24, 4, 1, 0
mov_imm          r27, 4113882560, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r25, r25, r26
icmpsel          ueq, r26, r24, 1, 1, 0
mov_imm          r27, 2873790907, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
mov_imm          r27, 2734261102, 0b0
iadd             r26, r27, r26
icmpsel          ueq, r27, r24, 2, 1, 0
mov_imm          r28, 1496175715, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r24, 3, 1, 0
mov_imm          r28, 1379621458, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r24, 4, 1, 0
mov_imm          r28, 946410027, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r24, 1, 1, 0
mov_imm          r28, 2917352104, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
mov_imm          r28, 1313084713, 0b0
iadd             r27, r28, r27
icmpsel          ueq, r28, r24, 2, 1, 0
mov_imm          r29, 2800797847, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r24, 3, 1, 0
mov_imm          r29, 2367586416, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r24, 4, 1, 0
mov_imm          r29, 3992943384, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r24, 1, 1, 0
mov_imm          r29, 4178413039, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
mov_imm          r29, 4230436817, 0b0
iadd             r28, r29, r28
icmpsel          ueq, r29, r24, 2, 1, 0
mov_imm          r30, 3745201608, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
iadd             r28, r28, r29
icmpsel          ueq, r29, r24, 3, 1, 0
mov_imm          r30, 1075591280, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
iadd             r28, r28, r29
icmpsel          ueq, r24, r24, 4, 1, 0
mov_imm          r29, 36309978, 0b0
icmpsel          ueq, r24, r24, 0, 0, r29
iadd             r24, r28, r24
isub             r28, 31, r22
and              r29, r22, 31
bfi              r25, 0, r25, r29
bfeil            r29, 0, r26, 1
and              r30, r28, 31
bfeil            r29, 0, r29, r30
or               r25, r25, r29
and              r29, r22, 31
bfi              r26, 0, r26, r29
bfeil            r29, 0, r27, 1
and              r30, r28, 31
bfeil            r29, 0, r29, r30
or               r26, r26, r29
and              r22, r22, 31
bfi              r22, 0, r27, r22
bfeil            r24, 0, r24, 1
and              r27, r28, 31
bfeil            r24, 0, r24, r27
or               r22, r22, r24
mov              r28, r23
mov_imm          r29, 0, 0b0
mov_imm          r23, 0, 0b0
mov              r24, r28
mov              r27, r29
imadd            r30_r31, r24, r22, 0
imadd            r23, r24, r23, 0
imadd            r22, r27, r22, r23
mov              r23, r30
mov              r24, r31
iadd             r22, r24, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
mov_imm          r27, 0, 0b0
mov              r24, r28
mov              r30, r29
imadd            r32_r33, r24, r26, 0
imadd            r24, r24, r27, 0
imadd            r24, r30, r26, r24
mov              r26, r32
mov              r27, r33
iadd             r24, r27, r24
mov              r27, r24
mov              r24, r25
mov_imm          r25, 0, 0b0
imadd            r30_r31, r28, r24, 0
imadd            r25, r28, r25, 0
imadd            r24, r29, r24, r25
mov              r25, r30
mov              r28, r31
iadd             r24, r28, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov              r28, r22
mov              r29, r23
mov_imm          r30, 32, 0b0
mov_imm          r31, 0, 0b0
mov              r29, r30
mov              r30, r31
and              r29, r29, 63
isub             r30, r29, 32
isub             r31, 32, r29
bfeil            r22, 0, r22, r29
bfi              r31, 0, r23, r31
bfeil            r30, 0, r23, r30
or               r22, r22, r31
or               r22, r22, r30
bfeil            r23, 0, r23, r29
iadd             r22_r23, r22_r23, r26_r27
mov              r26, r22
mov              r27, r23
mov_imm          r30, 32, 0b0
mov_imm          r31, 0, 0b0
mov              r27, r30
mov              r29, r31
and              r27, r27, 63
isub             r29, r27, 32
isub             r30, 32, r27
bfeil            r22, 0, r22, r27
bfi              r30, 0, r23, r30
bfeil            r29, 0, r23, r29
or               r22, r22, r30
or               r22, r22, r29
bfeil            r23, 0, r23, r27
mov              r23, r24
mov              r24, r25
iadd             r22, r22, r23
bfeil            r23, 0, r22, 30
bfi              r22, 0, r22, 2
bfeil            r24, 0, r26, 30
or               r22, r22, r24
bfi              r24, 0, r26, 2
bfeil            r25, 0, r28, 30
or               r24, r24, r25
bfeil            r25, 0, r22, 31
iadd             r23, r23, r25
icmpsel          slt, r25, r22, 0, 1, 0
isub             r26, 0, r24
mov_imm          r27, 4294967295, 0b0
xor              r27, r22, r27
icmpsel          ueq, r28, r24, 0, 1, 0
icmpsel          ueq, r28, r28, 0, 0, 1
iadd             r27, r27, r28
icmpsel          ueq, r22, r25, 0, r22, r27
icmpsel          ueq, r24, r25, 0, r24, r26
bfeil            r26, 0, r22, 16
mov_imm          r27, 65535, 0b0
and              r22, r22, r27
bfeil            r27, 0, r24, 16
mov_imm          r28, 65535, 0b0
and              r24, r24, r28
convert          s32_to_f, r26, r26, rte
mov_imm          r28, 931135488, 0b0
fmul32           r26, r26, r28
convert          s32_to_f, r22, r22, rte
mov_imm          r28, 796917760, 0b0
fmul32           r22, r22, r28
convert          s32_to_f, r27, r27, rte
mov_imm          r28, 662700032, 0b0
fmul32           r27, r27, r28
convert          s32_to_f, r24, r24, rte
mov_imm          r28, 528482304, 0b0
fmul32           r24, r24, r28
fadd32           r28, r26, r22
fadd32           r26, r28, r26.neg
fadd32           r22, r22, r26.neg
fadd32           r24, r27, r24
fadd32           r22, r22, r24
mov_imm          r24, 1070141403, 0b0
fmul32           r24, r28, r24
mov_imm          r26, 2147483648, 0b0
xor              r26, r24, r26
mov_imm          r27, 1070141403, 0b0
fmadd32          r26, r28, r27, r26
mov_imm          r27, 1070141403, 0b0
fmul32           r22, r22, r27
mov_imm          r27, 3007036718, 0b0
fmadd32          r22, r28, r27, r22
fadd32           r22, r26, r22
fadd32           r22, r24, r22
mov_imm          r26, 2147483647, 0b0
and              r26, r24, r26
mov_imm          r27, 2139095040, 0b0
fcmpsel          eq, r26, r26, r27, 1, 0
icmpsel          ueq, r22, r26, 0, r22, r24
mov_imm          r24, 2147483648, 0b0
xor              r24, r22, r24
icmpsel          ueq, r22, r25, 0, r22, r24
icmpsel          ueq, r20, r19, 0, r22, r20
icmpsel          ueq, r19, r19, 0, r23, r21
fmul32           r21, r20, r20
mov_imm          r22, 3000447531, 0b0
mov_imm          r23, 909700893, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 3109031169, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 1007192201, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 3190467243, 0b0
fmadd32          r22, r22, r21, r23
fmul32           r23, r20, r21
fmadd32          r20, r23, r22, r20
mov_imm          r22, 823097031, 0b0
mov_imm          r23, 3029594750, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 936381697, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 3132492641, 0b0
fmadd32          r22, r22, r21, r23
mov_imm          r23, 1026206379, 0b0
fmadd32          r22, r22, r21, r23
fmadd32          r22, r21, r22, -0.5
fmadd32          r21, r21, r22, 1.0
and              r22, r19, 1
icmpsel          ueq, r22, r22, 1, 1, 0
and              r19, r19, 2
icmpsel          ueq, r19, r19, 2, 1, 0
icmpsel          ueq, r20, r22, 0, r20, r21
mov_imm          r21, 2147483648, 0b0
xor              r21, r20, r21
icmpsel          ueq, r19, r19, 0, r20, r21
mov_imm          r20, 2147483648, 0b0
and              r17, r17, r20
xor              r17, r19, r17
mov_imm          r19, 2139095040, 0b0
fcmpsel          lt, r18, r18, r19, 1, 0
mov_imm          r19, 2143289344, 0b0
icmpsel          ueq, r17, r18, 0, r19, r17
fmul32           r16h, r17, 1.0
fmul32           r17, r6l, 1.0
mov_imm          r18, 8388608, 0b0
fcmpsel          lt, r18, r17, r18, 1, 0
mov_imm          r19, 1266679808, 0b0
fmul32           r19, r17, r19
icmpsel          ueq, r19, r18, 0, r17, r19
mov_imm          r20, 4294967272, 0b0
icmpsel          ueq, r18, r18, 0, 0, r20
mov_imm          r20, 1060439283, 0b0
isub             r20, r19, r20
asr              r20, r20, 23
bfi              r21, 0, r20, 23
isub             r19, r19, r21
iadd             r18, r20, r18
fadd32           r19, r19, -1.0
fadd32           r20, 2.0, r19
rcp              r21, r20
fmul32           r22, r19, r21
fmadd32          r23, r20.neg, r22, r19
fmadd32          r21, r23, r21, r22
fcmpsel          eq, r21, r22, 0.0, r22, r21
mov_imm          r23, 2139095040, 0b0
fcmpsel          eq, r21, r22, r23, r22, r21
mov_imm          r23, 4286578688, 0b0
fcmpsel          eq, r21, r22, r23, r22, r21
mov_imm          r22, 2147483648, 0b0
xor              r22, r21, r22
fmadd32          r23, -2.0, r21, r19
fmadd32          r19, r22, r19, r23
rcp              r22, r20
fmul32           r23, r19, r22
fmadd32          r19, r20.neg, r23, r19
fmadd32          r19, r19, r22, r23
fcmpsel          eq, r19, r23, 0.0, r23, r19
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r19, r23, r20, r23, r19
mov_imm          r20, 4286578688, 0b0
fcmpsel          eq, r19, r23, r20, r23, r19
fmul32           r20, r21, r21
mov_imm          r22, 1042123225, 0b0
mov_imm          r23, 1044000396, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1046711865, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1049774373, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1053609165, 0b0
fmadd32          r22, r22, r20, r23
mov_imm          r23, 1059760811, 0b0
fmadd32          r22, r22, r20, r23
fmul32           r20, r21, r20
fmul32           r20, r20, r22
fadd32           r21, r21, r21
fmadd32          r19, 2.0, r19, r20
mov_imm          r20, 1069066811, 0b0
fmul32           r20, r21, r20
mov_imm          r22, 2147483648, 0b0
xor              r22, r20, r22
mov_imm          r23, 1069066811, 0b0
fmadd32          r22, r21, r23, r22
mov_imm          r23, 1069066811, 0b0
fmul32           r19, r19, r23
mov_imm          r23, 849703008, 0b0
fmadd32          r19, r21, r23, r19
fadd32           r19, r22, r19
convert          s32_to_f, r18, r18, rte
fadd32           r21, r18, r20
fadd32           r18, r21, r18.neg
fadd32           r18, r20, r18.neg
fadd32           r18, r18, r19
fadd32           r19, r21, r18
fadd32           r20, r19, r21.neg
fadd32           r18, r18, r20.neg
fcmpsel          eq, r20, r17, 0.0, 1, 0
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r21, r17, r21, 1, 0
fcmpsel          lt, r22, r17, 0.0, 1, 0
fcmpsel          eq, r23, r17, r17, 1, 0
fcmpsel          eq, r23, r17, r17, r23, 0
xor              r23, r23, 1
or               r22, r22, r23
and              r22, r22, 1
or               r23, r20, r21
and              r23, r23, 1
or               r23, r23, r22
and              r23, r23, 1
mov_imm          r24, 4286578688, 0b0
icmpsel          ueq, r19, r20, 0, r19, r24
icmpsel          ueq, r19, r21, 0, r19, r17
mov_imm          r20, 2143289344, 0b0
icmpsel          ueq, r19, r22, 0, r19, r20
icmpsel          ueq, r18, r23, 0, r18, 0
fadd32           r19, r19, 1.0
mov_imm          r20, 1060205080, 0b0
fmul32           r20, r19, r20
mov_imm          r21, 2147483648, 0b0
xor              r21, r20, r21
mov_imm          r22, 1060205080, 0b0
fmadd32          r21, r19, r22, r21
mov_imm          r22, 1060205080, 0b0
fmul32           r18, r18, r22
mov_imm          r22, 2969756424, 0b0
fmadd32          r18, r19, r22, r18
fadd32           r18, r21, r18
fadd32           r18, r20, r18
mov_imm          r19, 2147483647, 0b0
and              r19, r20, r19
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r19, r19, r21, 1, 0
icmpsel          ueq, r18, r19, 0, r18, r20
fadd32           r19, r17, -1.0
fadd32           r20, r17, 1.0
fmul32           r20, r19, r20
rsqrt            r21, r20
fmul32           r22, r20, r21
fmadd32          r23, r22.neg, r22, r20
fmul32           r21, r21, 0.5
fmadd32          r21, r23, r21, r22
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r21, r20, r22, r20, r21
fcmpsel          eq, r20, r20, 0.0, r20, r21
fadd32           r19, r19, r20
fadd32           r20, 1.0, r19
fadd32           r21, r20, -1.0
mov_imm          r22, 8388608, 0b0
fcmpsel          lt, r22, r20, r22, 1, 0
mov_imm          r23, 1266679808, 0b0
fmul32           r23, r20, r23
icmpsel          ueq, r23, r22, 0, r20, r23
mov_imm          r24, 4294967272, 0b0
icmpsel          ueq, r22, r22, 0, 0, r24
mov_imm          r24, 1060439283, 0b0
isub             r24, r23, r24
asr              r24, r24, 23
bfi              r25, 0, r24, 23
isub             r23, r23, r25
iadd             r22, r24, r22
fadd32           r23, r23, -1.0
fadd32           r24, 2.0, r23
rcp              r25, r24
fmul32           r26, r23, r25
fmadd32          r27, r24.neg, r26, r23
fmadd32          r25, r27, r25, r26
fcmpsel          eq, r25, r26, 0.0, r26, r25
mov_imm          r27, 2139095040, 0b0
fcmpsel          eq, r25, r26, r27, r26, r25
mov_imm          r27, 4286578688, 0b0
fcmpsel          eq, r25, r26, r27, r26, r25
mov_imm          r26, 2147483648, 0b0
xor              r26, r25, r26
fmadd32          r27, -2.0, r25, r23
fmadd32          r23, r26, r23, r27
rcp              r26, r24
fmul32           r27, r23, r26
fmadd32          r23, r24.neg, r27, r23
fmadd32          r23, r23, r26, r27
fcmpsel          eq, r23, r27, 0.0, r27, r23
mov_imm          r24, 2139095040, 0b0
fcmpsel          eq, r23, r27, r24, r27, r23
mov_imm          r24, 4286578688, 0b0
fcmpsel          eq, r23, r27, r24, r27, r23
fmul32           r24, r25, r25
mov_imm          r26, 1042123225, 0b0
mov_imm          r27, 1044000396, 0b0
fmadd32          r26, r26, r24, r27
mov_imm          r27, 1046711865, 0b0
fmadd32          r26, r26, r24, r27
mov_imm          r27, 1049774373, 0b0
fmadd32          r26, r26, r24, r27
mov_imm          r27, 1053609165, 0b0
fmadd32          r26, r26, r24, r27
mov_imm          r27, 1059760811, 0b0
fmadd32          r26, r26, r24, r27
fmul32           r24, r25, r24
fmul32           r24, r24, r26
fadd32           r25, r25, r25
fmadd32          r23, 2.0, r23, r24
mov_imm          r24, 1069066811, 0b0
fmul32           r24, r25, r24
mov_imm          r26, 2147483648, 0b0
xor              r26, r24, r26
mov_imm          r27, 1069066811, 0b0
fmadd32          r26, r25, r27, r26
mov_imm          r27, 1069066811, 0b0
fmul32           r23, r23, r27
mov_imm          r27, 849703008, 0b0
fmadd32          r23, r25, r27, r23
fadd32           r23, r26, r23
convert          s32_to_f, r22, r22, rte
fadd32           r25, r22, r24
fadd32           r22, r25, r22.neg
fadd32           r22, r24, r22.neg
fadd32           r22, r22, r23
fadd32           r23, r25, r22
fadd32           r24, r23, r25.neg
fadd32           r22, r22, r24.neg
fcmpsel          eq, r24, r20, 0.0, 1, 0
mov_imm          r25, 2139095040, 0b0
fcmpsel          eq, r25, r20, r25, 1, 0
fcmpsel          lt, r26, r20, 0.0, 1, 0
fcmpsel          eq, r27, r20, r20, 1, 0
fcmpsel          eq, r27, r20, r20, r27, 0
xor              r27, r27, 1
or               r26, r26, r27
and              r26, r26, 1
or               r27, r24, r25
and              r27, r27, 1
or               r27, r27, r26
and              r27, r27, 1
mov_imm          r28, 4286578688, 0b0
icmpsel          ueq, r23, r24, 0, r23, r28
icmpsel          ueq, r23, r25, 0, r23, r20
mov_imm          r24, 2143289344, 0b0
icmpsel          ueq, r23, r26, 0, r23, r24
icmpsel          ueq, r22, r27, 0, r22, 0
mov_imm          r24, 1060205080, 0b0
fmul32           r24, r23, r24
mov_imm          r25, 2147483648, 0b0
xor              r25, r24, r25
mov_imm          r26, 1060205080, 0b0
fmadd32          r25, r23, r26, r25
mov_imm          r26, 1060205080, 0b0
fmul32           r22, r22, r26
mov_imm          r26, 2969756424, 0b0
fmadd32          r22, r23, r26, r22
fadd32           r22, r25, r22
fadd32           r22, r24, r22
mov_imm          r23, 2147483647, 0b0
and              r23, r24, r23
mov_imm          r25, 2139095040, 0b0
fcmpsel          eq, r23, r23, r25, 1, 0
icmpsel          ueq, r22, r23, 0, r22, r24
rcp              r23, r21
fmul32           r24, r19, r23
fmadd32          r21, r21.neg, r24, r19
fmadd32          r21, r21, r23, r24
fcmpsel          eq, r21, r24, 0.0, r24, r21
mov_imm          r23, 2139095040, 0b0
fcmpsel          eq, r21, r24, r23, r24, r21
mov_imm          r23, 4286578688, 0b0
fcmpsel          eq, r21, r24, r23, r24, r21
fmul32           r21, r22, r21
fcmpsel          eq, r20, r20, 1.0, 1, 0
icmpsel          ueq, r20, r20, 0, r21, r19
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r21, r19, r21, 1, 0
icmpsel          ueq, r19, r21, 0, r20, r19
mov_imm          r20, 1166016512, 0b0
fcmpsel          gte, r20, r17, r20, 1, 0
icmpsel          ueq, r18, r20, 0, r19, r18
fcmpsel          lt, r19, r17, 1.0, 1, 0
mov_imm          r20, 2143289344, 0b0
icmpsel          ueq, r18, r19, 0, r18, r20
fcmpsel          eq, r19, r17, r17, 1, 0
fcmpsel          eq, r19, r17, r17, r19, 0
xor              r19, r19, 1
icmpsel          ueq, r17, r19, 0, r18, r17
fmul32           r17l, r17, 1.0
fmul32           r18, r6l, 1.0
fmul32           r19, r6h, 1.0
mov_imm          r20, 2147483647, 0b0
and              r20, r19, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r18, r21
fcmpsel          gt, r22, r21, r20, 1, 0
icmpsel          ueq, r23, r22, 0, r20, r21
icmpsel          ueq, r20, r22, 0, r21, r20
mov_imm          r21, 2147483647, 0b0
and              r21, r23, r21
mov_imm          r24, 1602224128, 0b0
fcmpsel          gte, r21, r21, r24, 1, 0
mov_imm          r24, 1065353216, 0b0
mov_imm          r25, 528482304, 0b0
icmpsel          ueq, r21, r21, 0, r24, r25
fmul32           r24, r20, r21
fmul32           r21, r23, r21
rcp              r25, r21
fmul32           r26, r24, r25
fmadd32          r21, r21.neg, r26, r24
fmadd32          r21, r21, r25, r26
fcmpsel          eq, r21, r26, 0.0, r26, r21
mov_imm          r24, 2139095040, 0b0
fcmpsel          eq, r21, r26, r24, r26, r21
mov_imm          r24, 4286578688, 0b0
fcmpsel          eq, r21, r26, r24, r26, r21
fcmpsel          eq, r23, r23, 0.0, 1, 0
icmpsel          ueq, r21, r23, 0, r21, 0
mov_imm          r23, 2139095040, 0b0
fcmpsel          eq, r20, r20, r23, 1, 0
mov_imm          r23, 1065353216, 0b0
icmpsel          ueq, r20, r20, 0, r21, r23
mov_imm          r21, 1071494103, 0b0
fmadd32          r21, r21, r20, -1.0
mov_imm          r23, 855999691, 0b0
fmadd32          r21, r23, r20, r21
mov_imm          r23, 1071494103, 0b0
fadd32           r23, r20, r23
rcp              r24, r23
fmul32           r25, r21, r24
fmadd32          r21, r23.neg, r25, r21
fmadd32          r21, r21, r24, r25
fcmpsel          eq, r21, r25, 0.0, r25, r21
mov_imm          r23, 2139095040, 0b0
fcmpsel          eq, r21, r25, r23, r25, r21
mov_imm          r23, 4286578688, 0b0
fcmpsel          eq, r21, r25, r23, r25, r21
mov_imm          r23, 1049178275, 0b0
fcmpsel          gt, r23, r20, r23, 1, 0
icmpsel          ueq, r20, r23, 0, r20, r21
fmul32           r21, r20, r20
mov_imm          r24, 3179841673, 0b0
mov_imm          r25, 1033734617, 0b0
fmadd32          r24, r24, r21, r25
mov_imm          r25, 3183095436, 0b0
fmadd32          r24, r24, r21, r25
mov_imm          r25, 1038323257, 0b0
fmadd32          r24, r24, r21, r25
mov_imm          r25, 3188869413, 0b0
fmadd32          r24, r24, r21, r25
mov_imm          r25, 1045220557, 0b0
fmadd32          r24, r24, r21, r25
mov_imm          r25, 3198855851, 0b0
fmadd32          r24, r24, r21, r25
fmul32           r21, r20, r21
fmadd32          r20, r21, r24, r20
mov_imm          r21, 2994360723, 0b0
fadd32           r21, r20, r21
mov_imm          r24, 1057360530, 0b0
fadd32           r21, r24, r21
icmpsel          ueq, r20, r23, 0, r20, r21
mov_imm          r21, 3007036718, 0b0
fadd32           r21, r21, r20.neg
mov_imm          r23, 1070141403, 0b0
fadd32           r21, r23, r21
icmpsel          ueq, r20, r22, 0, r20, r21
icmpsel          slt, r21, r19, 0, 1, 0
mov_imm          r22, 3015425326, 0b0
fadd32           r22, r22, r20.neg
mov_imm          r23, 1078530011, 0b0
fadd32           r22, r23, r22
icmpsel          ueq, r20, r21, 0, r20, r22
fcmpsel          eq, r21, r19, r19, 1, 0
fcmpsel          eq, r21, r19, r19, r21, 0
xor              r21, r21, 1
fcmpsel          eq, r22, r18, r18, 1, 0
fcmpsel          eq, r22, r18, r18, r22, 0
xor              r22, r22, 1
or               r21, r21, r22
and              r21, r21, 1
fadd32           r19, r19, r18
icmpsel          ueq, r19, r21, 0, r20, r19
mov_imm          r20, 2147483648, 0b0
and              r18, r18, r20
xor              r18, r19, r18
fmul32           r6h, r18, 1.0
fmul32           r18, r6l, 1.0
mov_imm          r19, 2147483647, 0b0
and              r19, r18, r19
mov_imm          r20, 1204701056, 0b0
fcmpsel          lt, r20, r19, r20, 1, 0
icmpsel          ueq, r21, r20, 0, r19, 0
icmpsel          ueq, r21, r20, 0, r21, r19
mov_imm          r22, 1059256707, 0b0
fmul32           r22, r21, r22
rint             r22, r22
mov_imm          r23, 2147483648, 0b0
xor              r23, r22, r23
mov_imm          r24, 1070141403, 0b0
fmadd32          r21, r23, r24, r21
mov_imm          r24, 3007036718, 0b0
fmadd32          r21, r23, r24, r21
mov_imm          r24, 2801216749, 0b0
fmadd32          r21, r23, r24, r21
convert          f_to_s32, r22, r22, rtz
bfeil            r23, 0, r19, 23
mov_imm          r24, 8388607, 0b0
and              r24, r19, r24
mov_imm          r25, 8388608, 0b0
or               r24, r24, r25
icmpsel          slt, r25, r23, 143, 1, 0
icmpsel          ueq, r23, r25, 0, r23, 143
icmpsel          sgt, r25, r23, 254, 1, 0
icmpsel          ueq, r23, r25, 0, r23, 254
isub             r23, r23, 120
bfeil            r25, 0, r23, 5
and              r23, r23, 31
icmpsel          ueq, r26, r25, 1, 1, 0
mov_imm          r27, 2734261102, 0b0
icmpsel          ueq, r26, r26, 0, 0, r27
iadd             r26, 0, r26
icmpsel          ueq, r27, r25, 2, 1, 0
mov_imm          r28, 1313084713, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r25, 3, 1, 0
mov_imm          r28, 4230436817, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r25, 4, 1, 0
mov_imm          r28, 4113882560, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
iadd             r26, r26, r27
icmpsel          ueq, r27, r25, 1, 1, 0
mov_imm          r28, 2873790907, 0b0
icmpsel          ueq, r27, r27, 0, 0, r28
mov_imm          r28, 2734261102, 0b0
iadd             r27, r28, r27
icmpsel          ueq, r28, r25, 2, 1, 0
mov_imm          r29, 1496175715, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r25, 3, 1, 0
mov_imm          r29, 1379621458, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r25, 4, 1, 0
mov_imm          r29, 946410027, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
iadd             r27, r27, r28
icmpsel          ueq, r28, r25, 1, 1, 0
mov_imm          r29, 2917352104, 0b0
icmpsel          ueq, r28, r28, 0, 0, r29
mov_imm          r29, 1313084713, 0b0
iadd             r28, r29, r28
icmpsel          ueq, r29, r25, 2, 1, 0
mov_imm          r30, 2800797847, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
iadd             r28, r28, r29
icmpsel          ueq, r29, r25, 3, 1, 0
mov_imm          r30, 2367586416, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
iadd             r28, r28, r29
icmpsel          ueq, r29, r25, 4, 1, 0
mov_imm          r30, 3992943384, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
iadd             r28, r28, r29
icmpsel          ueq, r29, r25, 1, 1, 0
mov_imm          r30, 4178413039, 0b0
icmpsel          ueq, r29, r29, 0, 0, r30
mov_imm          r30, 4230436817, 0b0
iadd             r29, r30, r29
icmpsel          ueq, r30, r25, 2, 1, 0
mov_imm          r31, 3745201608, 0b0
icmpsel          ueq, r30, r30, 0, 0, r31
iadd             r29, r29, r30
icmpsel          ueq, r30, r25, 3, 1, 0
mov_imm          r31, 1075591280, 0b0
icmpsel          ueq, r30, r30, 0, 0, r31
iadd             r29, r29, r30
icmpsel          ueq, r25, r25, 4, 1, 0
mov_imm          r30, 36309978, 0b0
icmpsel          ueq, r25, r25, 0, 0, r30
iadd             r25, r29, r25
isub             r29, 31, r23
and              r30, r23, 31
bfi              r26, 0, r26, r30
bfeil            r30, 0, r27, 1
and              r31, r29, 31
bfeil            r30, 0, r30, r31
or               r26, r26, r30
and              r30, r23, 31
bfi              r27, 0, r27, r30
bfeil            r30, 0, r28, 1
and              r31, r29, 31
bfeil            r30, 0, r30, r31
or               r27, r27, r30
and              r23, r23, 31
bfi              r23, 0, r28, r23
bfeil            r25, 0, r25, 1
and              r28, r29, 31
bfeil            r25, 0, r25, r28
or               r23, r23, r25
mov_imm          r25, 0, 0b0
mov              r28, r23
mov_imm          r29, 0, 0b0
mov              r23, r24
mov              r30, r25
imadd            r32_r33, r23, r28, 0
imadd            r23, r23, r29, 0
imadd            r23, r30, r28, r23
mov              r28, r32
mov              r29, r33
iadd             r23, r29, r23
mov              r29, r23
mov              r30, r27
mov_imm          r31, 0, 0b0
mov              r23, r24
mov              r27, r25
imadd            r32_r33, r23, r30, 0
imadd            r23, r23, r31, 0
imadd            r23, r27, r30, r23
mov              r27, r32
mov              r30, r33
iadd             r23, r30, r23
mov              r30, r27
mov              r31, r23
mov_imm          r27, 0, 0b0
mov              r23, r24
mov              r24, r25
mov              r25, r26
mov              r26, r27
imadd            r32_r33, r23, r25, 0
imadd            r23, r23, r26, 0
imadd            r23, r24, r25, r23
mov              r24, r32
mov              r25, r33
iadd             r23, r25, r23
mov              r25, r23
mov              r23, r28
mov              r26, r29
mov_imm          r26, 32, 0b0
mov_imm          r27, 0, 0b0
and              r26, r26, 63
isub             r27, r26, 32
isub             r32, 32, r26
bfeil            r28, 0, r28, r26
bfi              r32, 0, r29, r32
bfeil            r27, 0, r29, r27
or               r28, r28, r32
or               r27, r28, r27
bfeil            r26, 0, r29, r26
xor              r26l, r26l, r27l
xor              r27l, r27l, r26l
xor              r26l, r26l, r27l
xor              r26h, r26h, r27h
xor              r27h, r27h, r26h
xor              r26h, r26h, r27h
iadd             r26_r27, r26_r27, r30_r31
mov              r28, r26
mov              r29, r27
mov_imm          r30, 32, 0b0
mov_imm          r31, 0, 0b0
mov              r29, r30
mov              r30, r31
and              r29, r29, 63
isub             r30, r29, 32
isub             r31, 32, r29
bfeil            r26, 0, r26, r29
bfi              r31, 0, r27, r31
bfeil            r30, 0, r27, r30
or               r26, r26, r31
or               r26, r26, r30
bfeil            r27, 0, r27, r29
iadd             r24, r26, r24
bfeil            r25, 0, r24, 30
bfi              r24, 0, r24, 2
bfeil            r26, 0, r28, 30
or               r24, r24, r26
bfi              r26, 0, r28, 2
bfeil            r23, 0, r23, 30
or               r23, r26, r23
bfeil            r26, 0, r24, 31
iadd             r25, r25, r26
icmpsel          slt, r26, r24, 0, 1, 0
isub             r27, 0, r23
mov_imm          r28, 4294967295, 0b0
xor              r28, r24, r28
icmpsel          ueq, r29, r23, 0, 1, 0
icmpsel          ueq, r29, r29, 0, 0, 1
iadd             r28, r28, r29
icmpsel          ueq, r24, r26, 0, r24, r28
icmpsel          ueq, r23, r26, 0, r23, r27
bfeil            r27, 0, r24, 16
mov_imm          r28, 65535, 0b0
and              r24, r24, r28
bfeil            r28, 0, r23, 16
mov_imm          r29, 65535, 0b0
and              r23, r23, r29
convert          s32_to_f, r27, r27, rte
mov_imm          r29, 931135488, 0b0
fmul32           r27, r27, r29
convert          s32_to_f, r24, r24, rte
mov_imm          r29, 796917760, 0b0
fmul32           r24, r24, r29
convert          s32_to_f, r28, r28, rte
mov_imm          r29, 662700032, 0b0
fmul32           r28, r28, r29
convert          s32_to_f, r23, r23, rte
mov_imm          r29, 528482304, 0b0
fmul32           r23, r23, r29
fadd32           r29, r27, r24
fadd32           r27, r29, r27.neg
fadd32           r24, r24, r27.neg
fadd32           r23, r28, r23
fadd32           r23, r24, r23
mov_imm          r24, 1070141403, 0b0
fmul32           r24, r29, r24
mov_imm          r27, 2147483648, 0b0
xor              r27, r24, r27
mov_imm          r28, 1070141403, 0b0
fmadd32          r27, r29, r28, r27
mov_imm          r28, 1070141403, 0b0
fmul32           r23, r23, r28
mov_imm          r28, 3007036718, 0b0
fmadd32          r23, r29, r28, r23
fadd32           r23, r27, r23
fadd32           r23, r24, r23
mov_imm          r27, 2147483647, 0b0
and              r27, r24, r27
mov_imm          r28, 2139095040, 0b0
fcmpsel          eq, r27, r27, r28, 1, 0
icmpsel          ueq, r23, r27, 0, r23, r24
mov_imm          r24, 2147483648, 0b0
xor              r24, r23, r24
icmpsel          ueq, r23, r26, 0, r23, r24
icmpsel          ueq, r21, r20, 0, r23, r21
icmpsel          ueq, r20, r20, 0, r25, r22
fmul32           r22, r21, r21
mov_imm          r23, 3000447531, 0b0
mov_imm          r24, 909700893, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 3109031169, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 1007192201, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 3190467243, 0b0
fmadd32          r23, r23, r22, r24
fmul32           r24, r21, r22
fmadd32          r21, r24, r23, r21
mov_imm          r23, 823097031, 0b0
mov_imm          r24, 3029594750, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 936381697, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 3132492641, 0b0
fmadd32          r23, r23, r22, r24
mov_imm          r24, 1026206379, 0b0
fmadd32          r23, r23, r22, r24
fmadd32          r23, r22, r23, -0.5
fmadd32          r22, r22, r23, 1.0
and              r23, r20, 1
icmpsel          ueq, r23, r23, 1, 1, 0
and              r24, r20, 2
icmpsel          ueq, r24, r24, 2, 1, 0
icmpsel          ueq, r25, r23, 0, r21, r22
icmpsel          ueq, r21, r23, 0, r22, r21
mov_imm          r22, 2147483648, 0b0
xor              r22, r25, r22
icmpsel          ueq, r22, r24, 0, r25, r22
iadd             r20, r20, 1
and              r20, r20, 2
icmpsel          ueq, r20, r20, 2, 1, 0
mov_imm          r23, 2147483648, 0b0
xor              r23, r21, r23
icmpsel          ueq, r20, r20, 0, r21, r23
mov_imm          r21, 2147483648, 0b0
and              r18, r18, r21
xor              r18, r22, r18
mov_imm          r21, 2139095040, 0b0
fcmpsel          lt, r19, r19, r21, 1, 0
mov_imm          r21, 2143289344, 0b0
icmpsel          ueq, r18, r19, 0, r21, r18
mov_imm          r21, 2143289344, 0b0
icmpsel          ueq, r19, r19, 0, r21, r20
fmul32           r6l, r19, 1.0
device_store     0, i16, x, r6l, r10_r11, 0, unsigned, 0
fmul32           r6l, r18, 1.0
device_load      0, i16, x, r10l, r10_r11, 0, unsigned
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r11, r18
mov              r18, r19
mov              r19, r20
mov              r20, r21
imadd            r22_r23, r11, r19, 0
imadd            r11, r11, r20, 0
imadd            r11, r18, r19, r11
mov              r18, r22
mov              r19, r23
iadd             r11, r19, r11
mov              r19, r11
mov              r20, u0
mov              r21, u1
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r8, r18_r19, 0, unsigned, 0
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r8, r18
mov              r11, r19
mov              r18, r20
mov              r19, r21
imadd            r20_r21, r8, r18, 0
imadd            r8, r8, r19, 0
imadd            r8, r11, r18, r8
mov              r11, r20
mov              r18, r21
iadd             r8, r18, r8
mov              r18, r11
mov              r19, r8
mov              r20, u0
mov              r21, u1
iadd             r18_r19, r20_r21, r18_r19
wait             0
device_store     0, i32, x, r2, r18_r19, 0, unsigned, 0
mov_imm          r18, 2, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r2, r18
mov              r8, r19
mov              r11, r20
mov              r18, r21
imadd            r20_r21, r2, r11, 0
imadd            r2, r2, r18, 0
imadd            r2, r8, r11, r2
mov              r8, r20
mov              r11, r21
iadd             r2, r11, r2
mov              r18, r8
mov              r19, r2
mov              r20, u0
mov              r21, u1
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r3, r18_r19, 0, unsigned, 0
mov_imm          r2, 3, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r8, r18
mov              r11, r19
imadd            r18_r19, r2, r8, 0
imadd            r2, r2, r11, 0
imadd            r2, r3, r8, r2
mov              r3, r18
mov              r8, r19
iadd             r2, r8, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r18, u0
mov              r19, u1
iadd             r2_r3, r18_r19, r2_r3
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov_imm          r2, 4, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r4, r18
mov              r8, r19
imadd            r18_r19, r2, r4, 0
imadd            r2, r2, r8, 0
imadd            r2, r3, r4, r2
mov              r3, r18
mov              r4, r19
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r18, u0
mov              r19, u1
iadd             r2_r3, r18_r19, r2_r3
device_store     0, i32, x, r5, r2_r3, 0, unsigned, 0
mov_imm          r2, 5, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
imadd            r18_r19, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r18
mov              r4, r19
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u0
mov              r5, u1
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i32, x, r7, r2_r3, 0, unsigned, 0
mov_imm          r2, 6, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
imadd            r18_r19, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r18
mov              r4, r19
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u0
mov              r5, u1
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i32, x, r14, r2_r3, 0, unsigned, 0
mov_imm          r2, 7, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
imadd            r18_r19, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r18
mov              r4, r19
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u0
mov              r5, u1
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i32, x, r15, r2_r3, 0, unsigned, 0
mov_imm          r2, 8, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
imadd            r14_r15, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r14
mov              r4, r15
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u0
mov              r5, u1
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i32, x, r9, r2_r3, 0, unsigned, 0
fmul32           r2, r16l, 1.0
mov_imm          r4, 9, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r8
mov              r7, r9
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r7, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r8, u0
mov              r9, u1
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r16h, 1.0
mov_imm          r4, 10, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r8
mov              r7, r9
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r7, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r8, u0
mov              r9, u1
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r17l, 1.0
mov_imm          r4, 11, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r8
mov              r7, r9
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r7, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r8, u0
mov              r9, u1
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r6h, 1.0
mov_imm          r4, 12, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r8
mov              r7, r9
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r7, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r8, u0
mov              r9, u1
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r6l, 1.0
mov_imm          r4, 13, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
fmul32           r2, r10l, 1.0
mov_imm          r4, 14, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
