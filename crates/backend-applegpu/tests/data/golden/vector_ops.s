vector_ops:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 4
device_load      0, i32, x, r3, r6_r7, 0, unsigned
device_load      0, i32, x, r8, r6_r7, 1, unsigned
device_load      0, i32, x, r9, r6_r7, 2, unsigned
device_load      0, i32, x, r6, r6_r7, 3, unsigned
mov              r10, u2
mov              r11, u3
iadd             r10_r11, r10_r11, r2, lsl 4
device_load      0, i32, x, r7, r10_r11, 0, unsigned
device_load      0, i32, x, r12, r10_r11, 1, unsigned
device_load      0, i32, x, r13, r10_r11, 2, unsigned
device_load      0, i32, x, r10, r10_r11, 3, unsigned
wait             0
fmul32           r11, r3, 2.0
fmul32           r14, r8, 2.0
fmul32           r15, r9, 2.0
fmul32           r16, r6, 2.0
fadd32           r11, r11, 1.0
fadd32           r14, r14, 2.0
fadd32           r15, r15, 3.0
fadd32           r16, r16, 4.0
rcp              r17, 3.0
fmul32           r18, r3, r17
fmadd32          r19, -3.0, r18, r3
fmadd32          r17, r19, r17, r18
fcmpsel          eq, r17, r18, 0.0, r18, r17
mov_imm          r19, 2139095040, 0b0
fcmpsel          eq, r17, r18, r19, r18, r17
mov_imm          r19, 4286578688, 0b0
fcmpsel          eq, r17, r18, r19, r18, r17
rcp              r18, 3.0
fmul32           r19, r8, r18
fmadd32          r20, -3.0, r19, r8
fmadd32          r18, r20, r18, r19
fcmpsel          eq, r18, r19, 0.0, r19, r18
mov_imm          r20, 2139095040, 0b0
fcmpsel          eq, r18, r19, r20, r19, r18
mov_imm          r20, 4286578688, 0b0
fcmpsel          eq, r18, r19, r20, r19, r18
rcp              r19, 3.0
fmul32           r20, r9, r19
fmadd32          r21, -3.0, r20, r9
fmadd32          r19, r21, r19, r20
fcmpsel          eq, r19, r20, 0.0, r20, r19
mov_imm          r21, 2139095040, 0b0
fcmpsel          eq, r19, r20, r21, r20, r19
mov_imm          r21, 4286578688, 0b0
fcmpsel          eq, r19, r20, r21, r20, r19
rcp              r20, 3.0
fmul32           r21, r6, r20
fmadd32          r22, -3.0, r21, r6
fmadd32          r20, r22, r20, r21
fcmpsel          eq, r20, r21, 0.0, r21, r20
mov_imm          r22, 2139095040, 0b0
fcmpsel          eq, r20, r21, r22, r21, r20
mov_imm          r22, 4286578688, 0b0
fcmpsel          eq, r20, r21, r22, r21, r20
fadd32           r11, r11, r17.neg
fadd32           r14, r14, r18.neg
fadd32           r15, r15, r19.neg
fadd32           r16, r16, r20.neg
mov_imm          r17, 2147483647, 0b0
and              r17, r3, r17
mov_imm          r18, 2147483647, 0b0
and              r18, r8, r18
mov_imm          r19, 2147483647, 0b0
and              r19, r9, r19
mov_imm          r20, 2147483647, 0b0
and              r20, r6, r20
fcmpsel          lt, r3, r3, r11, 1, 0
fcmpsel          lt, r8, r8, r14, 1, 0
fcmpsel          lt, r9, r9, r15, 1, 0
fcmpsel          lt, r6, r6, r16, 1, 0
icmpsel          ueq, r3, r3, 0, r17, r11
icmpsel          ueq, r8, r8, 0, r18, r14
icmpsel          ueq, r9, r9, 0, r19, r15
icmpsel          ueq, r6, r6, 0, r20, r16
mov_imm          r18, 2, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r18
mov              r18, r19
imadd            r20_r21, r4, r17, 0
imadd            r4, r4, r18, 0
imadd            r4, r5, r17, r4
mov              r5, r20
mov              r17, r21
iadd             r4, r17, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r18, 16, 0b0
mov_imm          r19, 0, 0b0
mov              r17, r4
mov              r20, r5
imadd            r22_r23, r17, r18, 0
imadd            r17, r17, r19, 0
imadd            r17, r20, r18, r17
mov              r18, r22
mov              r19, r23
iadd             r17, r19, r17
mov              r19, r17
mov              r20, u4
mov              r21, u5
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r3, r18_r19, 0, unsigned, 0
device_store     0, i32, x, r8, r18_r19, 1, unsigned, 0
device_store     0, i32, x, r9, r18_r19, 2, unsigned, 0
device_store     0, i32, x, r6, r18_r19, 3, unsigned, 0
mov_imm          r3, 2147483647, 0b0
and              r3, r11, r3
mov_imm          r6, 2147483647, 0b0
and              r6, r14, r6
mov_imm          r8, 2147483647, 0b0
and              r8, r15, r8
mov_imm          r9, 2147483647, 0b0
and              r9, r16, r9
rsqrt            r11, r3
fmul32           r14, r3, r11
fmadd32          r15, r14.neg, r14, r3
fmul32           r11, r11, 0.5
fmadd32          r11, r15, r11, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r3, r14, r3, r11
fcmpsel          eq, r3, r3, 0.0, r3, r11
rsqrt            r11, r6
fmul32           r14, r6, r11
fmadd32          r15, r14.neg, r14, r6
fmul32           r11, r11, 0.5
fmadd32          r11, r15, r11, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r6, r14, r6, r11
fcmpsel          eq, r6, r6, 0.0, r6, r11
rsqrt            r11, r8
fmul32           r14, r8, r11
fmadd32          r15, r14.neg, r14, r8
fmul32           r11, r11, 0.5
fmadd32          r11, r15, r11, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r8, r14, r8, r11
fcmpsel          eq, r8, r8, 0.0, r8, r11
rsqrt            r11, r9
fmul32           r14, r9, r11
fmadd32          r15, r14.neg, r14, r9
fmul32           r11, r11, 0.5
fmadd32          r11, r15, r11, r14
mov_imm          r14, 2139095040, 0b0
fcmpsel          eq, r11, r9, r14, r9, r11
fcmpsel          eq, r9, r9, 0.0, r9, r11
convert          s32_to_f, r11, r7, rte
convert          s32_to_f, r14, r12, rte
convert          s32_to_f, r15, r13, rte
convert          s32_to_f, r16, r10, rte
fadd32           r3, r3, r11
fadd32           r6, r6, r14
fadd32           r8, r8, r15
fadd32           r9, r9, r16
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r4_r5, r4_r5, r14_r15
mov_imm          r14, 16, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r14
mov              r14, r15
imadd            r16_r17, r4, r11, 0
imadd            r4, r4, r14, 0
imadd            r4, r5, r11, r4
mov              r5, r16
mov              r11, r17
iadd             r4, r11, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov              r14, u4
mov              r15, u5
iadd             r4_r5, r14_r15, r4_r5
device_store     0, i32, x, r3, r4_r5, 0, unsigned, 0
device_store     0, i32, x, r6, r4_r5, 1, unsigned, 0
device_store     0, i32, x, r8, r4_r5, 2, unsigned, 0
device_store     0, i32, x, r9, r4_r5, 3, unsigned, 0
imadd            r3, r7, 3, 0
imadd            r4, r12, 3, 0
imadd            r5, r13, 3, 0
imadd            r6, r10, 3, 0
iadd             r3, r3, r2
iadd             r4, r4, r2
iadd             r5, r5, r2
iadd             r6, r6, r2
asr              r8, r7, 1
asr              r9, r12, 1
asr              r11, r13, 1
asr              r14, r10, 1
xor              r3, r3, r8
xor              r4, r4, r9
xor              r5, r5, r11
xor              r6, r6, r14
mov_imm          r8, 65535, 0b0
and              r3, r3, r8
mov_imm          r8, 65535, 0b0
and              r4, r4, r8
mov_imm          r8, 65535, 0b0
and              r5, r5, r8
mov_imm          r8, 65535, 0b0
and              r6, r6, r8
icmpsel          slt, r7, r7, 0, 1, 0
icmpsel          slt, r8, r12, 0, 1, 0
icmpsel          slt, r9, r13, 0, 1, 0
icmpsel          slt, r10, r10, 0, 1, 0
icmpsel          ueq, r7, r7, 0, 2, 1
icmpsel          ueq, r8, r8, 0, 2, 1
icmpsel          ueq, r9, r9, 0, 2, 1
icmpsel          ueq, r10, r10, 0, 2, 1
or               r3, r3, r7
or               r4, r4, r8
or               r5, r5, r9
or               r6, r6, r10
mov              r8, u6
mov              r9, u7
iadd             r8_r9, r8_r9, r2, lsl 4
device_store     0, i32, x, r3, r8_r9, 0, unsigned, 0
device_store     0, i32, x, r4, r8_r9, 1, unsigned, 0
device_store     0, i32, x, r5, r8_r9, 2, unsigned, 0
device_store     0, i32, x, r6, r8_r9, 3, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
