convert_math:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r3, r6_r7, 0, unsigned
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, r2, lsl 3
device_load      0, i32, xy, r6_r7, r6_r7, 0, unsigned
mov_imm          r8, 16, 0b0
mov_imm          r9, 0, 0b0
mov              r2, r4
mov              r4, r5
mov              r5, r8
mov              r8, r9
imadd            r10_r11, r2, r5, 0
imadd            r2, r2, r8, 0
imadd            r2, r4, r5, r2
mov              r4, r10
mov              r5, r11
iadd             r2, r5, r2
mov              r5, r2
wait             0
convert          f_to_s32, r2, r3, rtz
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
convert          f_to_u32, r2, r3, rtz
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
convert          f_to_s32, r2, r3, rtz
and              r2, r2, 255
bfi              r2, 0, r2, 24
asr              r2, r2, 24
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
convert          f_to_u32, r2, r3, rtz
mov_imm          r8, 65535, 0b0
and              r2, r2, r8
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
fmul32           r2l, r3, 1.0
mov              r2, r2l
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
bfeil            r2, 0, r3, 16
and              r2, r2, 1
mov_imm          r8, 32767, 0b0
iadd             r2, r2, r8
iadd             r2, r3, r2
bfeil            r2, 0, r2, 16
mov_imm          r8, 32704, 0b0
fcmpsel          eq, r2, r3, r3, r2, r8
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov              r2, r6
mov              r8, r7
isub             r10_r11, 0, r6_r7
mov              r9, r10
mov              r10, r11
icmpsel          slt, r11, r8, 0, 1, 0
icmpsel          ueq, r2, r11, 0, r2, r9
icmpsel          ueq, r9, r11, 0, r8, r10
convert          u32_to_f, r10, r9, rte
bfeil            r10, 0, r10, 23
isub             r10, 158, r10
icmpsel          slt, r10, r10, 0, 0, r10
bfi              r11, 0, r9, r10
isub             r12, 32, r10
bfeil            r12, 0, r2, r12
or               r11, r11, r12
bfi              r12, 0, r2, r10
icmpsel          ueq, r12, r12, 0, 0, 1
or               r11, r11, r12
convert          u32_to_f, r11, r11, rte
isub             r10, 159, r10
bfi              r10, 0, r10, 23
fmul32           r10, r11, r10
convert          u32_to_f, r2, r2, rte
icmpsel          ueq, r2, r9, 0, r2, r10
mov_imm          r9, 2147483648, 0b0
and              r8, r8, r9
or               r2, r2, r8
mov_imm          r8, 6, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov              r2, r6
mov              r8, r7
isub             r6_r7, 0, r6_r7
icmpsel          slt, r9, r8, 0, 1, 0
icmpsel          ueq, r2, r9, 0, r2, r6
icmpsel          ueq, r6, r9, 0, r8, r7
icmpsel          ueq, r7, r6, 0, r2, r6
icmpsel          ueq, r2, r6, 0, 0, r2
icmpsel          ueq, r6, r6, 0, 127, 159
convert          u32_to_f, r9, r7, rte
bfeil            r9, 0, r9, 23
isub             r9, 158, r9
icmpsel          slt, r9, r9, 0, 0, r9
bfi              r7, 0, r7, r9
isub             r10, 32, r9
bfeil            r10, 0, r2, r10
or               r7, r7, r10
bfi              r2, 0, r2, r9
icmpsel          ueq, r2, r2, 0, 0, 1
or               r2, r7, r2
and              r7, r2, 255
mov_imm          r10, 4294967040, 0b0
and              r2, r2, r10
mov_imm          r10, 256, 0b0
icmpsel          ueq, r7, r7, 0, 0, r10
or               r2, r2, r7
convert          u32_to_f, r2, r2, rte
isub             r6, r6, r9
bfi              r6, 0, r6, 23
fmul32           r2, r2, r6
mov_imm          r6, 2147483648, 0b0
and              r6, r8, r6
or               r2, r2, r6
fmul32           r2l, r2, 1.0
mov              r2, r2l
mov_imm          r6, 7, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 1069066811, 0b0
fmul32           r2, r3, r2
mov_imm          r6, 2147483648, 0b0
xor              r6, r2, r6
mov_imm          r7, 1069066811, 0b0
fmadd32          r6, r3, r7, r6
mov_imm          r7, 849703008, 0b0
fmadd32          r6, r3, r7, r6
fcmpsel          eq, r7, r2, r2, 1, 0
fcmpsel          eq, r7, r2, r2, r7, 0
xor              r7, r7, 1
mov_imm          r8, 1124204544, 0b0
fcmpsel          gt, r8, r2, r8, 1, 0
mov_imm          r9, 3273654272, 0b0
fcmpsel          lt, r9, r2, r9, 1, 0
or               r10, r8, r9
and              r10, r10, 1
mov_imm          r11, 1124204544, 0b0
icmpsel          ueq, r2, r8, 0, r2, r11
mov_imm          r8, 3273654272, 0b0
icmpsel          ueq, r2, r9, 0, r2, r8
icmpsel          ueq, r8, r7, 0, r2, 0
icmpsel          ueq, r6, r10, 0, r6, 0
fcmpsel          eq, r9, r6, r6, 1, 0
fcmpsel          eq, r9, r6, r6, r9, 0
xor              r9, r9, 1
icmpsel          ueq, r6, r9, 0, r6, 0
rint             r9, r8
fadd32           r8, r8, r9.neg
fadd32           r6, r8, r6
mov_imm          r8, 931128830, 0b0
mov_imm          r10, 958497929, 0b0
fmadd32          r8, r8, r6, r10
mov_imm          r10, 984531967, 0b0
fmadd32          r8, r8, r6, r10
mov_imm          r10, 1008571739, 0b0
fmadd32          r8, r8, r6, r10
mov_imm          r10, 1029920839, 0b0
fmadd32          r8, r8, r6, r10
mov_imm          r10, 1047920112, 0b0
fmadd32          r8, r8, r6, r10
mov_imm          r10, 1060205080, 0b0
fmadd32          r8, r8, r6, r10
fmadd32          r6, r8, r6, 1.0
convert          f_to_s32, r8, r9, rtz
asr              r9, r8, 1
isub             r8, r8, r9
iadd             r9, r9, 127
bfi              r9, 0, r9, 23
iadd             r8, r8, 127
bfi              r8, 0, r8, 23
fmul32           r6, r6, r9
fmul32           r6, r6, r8
icmpsel          ueq, r2, r7, 0, r6, r2
mov_imm          r6, 8, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 1069066811, 0b0
fmul32           r2, r3, r2
exp2             r2, r2
mov_imm          r6, 9, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 8388608, 0b0
fcmpsel          lt, r2, r3, r2, 1, 0
mov_imm          r6, 1266679808, 0b0
fmul32           r6, r3, r6
icmpsel          ueq, r6, r2, 0, r3, r6
mov_imm          r7, 4294967272, 0b0
icmpsel          ueq, r2, r2, 0, 0, r7
mov_imm          r7, 1060439283, 0b0
isub             r7, r6, r7
asr              r7, r7, 23
bfi              r8, 0, r7, 23
isub             r6, r6, r8
iadd             r2, r7, r2
fadd32           r6, r6, -1.0
fadd32           r7, 2.0, r6
rcp              r8, r7
fmul32           r9, r6, r8
fmadd32          r10, r7.neg, r9, r6
fmadd32          r8, r10, r8, r9
fcmpsel          eq, r8, r9, 0.0, r9, r8
mov_imm          r10, 2139095040, 0b0
fcmpsel          eq, r8, r9, r10, r9, r8
mov_imm          r10, 4286578688, 0b0
fcmpsel          eq, r8, r9, r10, r9, r8
mov_imm          r9, 2147483648, 0b0
xor              r9, r8, r9
fmadd32          r10, -2.0, r8, r6
fmadd32          r6, r9, r6, r10
rcp              r9, r7
fmul32           r10, r6, r9
fmadd32          r6, r7.neg, r10, r6
fmadd32          r6, r6, r9, r10
fcmpsel          eq, r6, r10, 0.0, r10, r6
mov_imm          r7, 2139095040, 0b0
fcmpsel          eq, r6, r10, r7, r10, r6
mov_imm          r7, 4286578688, 0b0
fcmpsel          eq, r6, r10, r7, r10, r6
fmul32           r7, r8, r8
mov_imm          r9, 1042123225, 0b0
mov_imm          r10, 1044000396, 0b0
fmadd32          r9, r9, r7, r10
mov_imm          r10, 1046711865, 0b0
fmadd32          r9, r9, r7, r10
mov_imm          r10, 1049774373, 0b0
fmadd32          r9, r9, r7, r10
mov_imm          r10, 1053609165, 0b0
fmadd32          r9, r9, r7, r10
mov_imm          r10, 1059760811, 0b0
fmadd32          r9, r9, r7, r10
fmul32           r7, r8, r7
fmul32           r7, r7, r9
fadd32           r8, r8, r8
fmadd32          r6, 2.0, r6, r7
mov_imm          r7, 1069066811, 0b0
fmul32           r7, r8, r7
mov_imm          r9, 2147483648, 0b0
xor              r9, r7, r9
mov_imm          r10, 1069066811, 0b0
fmadd32          r9, r8, r10, r9
mov_imm          r10, 1069066811, 0b0
fmul32           r6, r6, r10
mov_imm          r10, 849703008, 0b0
fmadd32          r6, r8, r10, r6
fadd32           r6, r9, r6
convert          s32_to_f, r2, r2, rte
fadd32           r8, r2, r7
fadd32           r2, r8, r2.neg
fadd32           r2, r7, r2.neg
fadd32           r2, r2, r6
fadd32           r6, r8, r2
fadd32           r7, r6, r8.neg
fadd32           r2, r2, r7.neg
fcmpsel          eq, r7, r3, 0.0, 1, 0
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r8, r3, r8, 1, 0
fcmpsel          lt, r9, r3, 0.0, 1, 0
fcmpsel          eq, r10, r3, r3, 1, 0
fcmpsel          eq, r10, r3, r3, r10, 0
xor              r10, r10, 1
or               r9, r9, r10
and              r9, r9, 1
or               r10, r7, r8
and              r10, r10, 1
or               r10, r10, r9
and              r10, r10, 1
mov_imm          r11, 4286578688, 0b0
icmpsel          ueq, r6, r7, 0, r6, r11
icmpsel          ueq, r6, r8, 0, r6, r3
mov_imm          r7, 2143289344, 0b0
icmpsel          ueq, r6, r9, 0, r6, r7
icmpsel          ueq, r2, r10, 0, r2, 0
mov_imm          r7, 1060205080, 0b0
fmul32           r7, r6, r7
mov_imm          r8, 2147483648, 0b0
xor              r8, r7, r8
mov_imm          r9, 1060205080, 0b0
fmadd32          r8, r6, r9, r8
mov_imm          r9, 1060205080, 0b0
fmul32           r2, r2, r9
mov_imm          r9, 2969756424, 0b0
fmadd32          r2, r6, r9, r2
fadd32           r2, r8, r2
fadd32           r2, r7, r2
mov_imm          r6, 2147483647, 0b0
and              r6, r7, r6
mov_imm          r8, 2139095040, 0b0
fcmpsel          eq, r6, r6, r8, 1, 0
icmpsel          ueq, r2, r6, 0, r2, r7
mov_imm          r6, 10, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
rsqrt            r2, r3
mov_imm          r6, 11, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 2143289344, 0b0
mov_imm          r6, 2143289344, 0b0
fcmpsel          lt, r2, r3, r2, r3, r6
mov_imm          r6, 2143289344, 0b0
mov_imm          r7, 2143289344, 0b0
fcmpsel          eq, r2, r6, r7, r2, r3
mov_imm          r6, 12, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
floor            r2, r3
fadd32           r2, r3, r2.neg
mov_imm          r6, 1065353215, 0b0
fcmpsel          lt, r6, r2, r6, 1, 0
mov_imm          r7, 1065353215, 0b0
icmpsel          ueq, r2, r6, 0, r7, r2
mov_imm          r6, 13, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
rint             r2, r3
mov_imm          r6, 14, 0b0
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
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
trunc            r2, r3
fadd32           r6, r3, r2.neg
mov_imm          r7, 2147483647, 0b0
and              r6, r6, r7
mov_imm          r7, 2147483648, 0b0
and              r3, r3, r7
mov_imm          r7, 1065353216, 0b0
or               r3, r3, r7
fadd32           r3, r2, r3
fcmpsel          gte, r2, r6, 0.5, r3, r2
mov_imm          r6, 15, 0b0
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
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
