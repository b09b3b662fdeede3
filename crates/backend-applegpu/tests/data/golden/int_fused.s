int_fused:
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
iadd             r6, r2, 128
mov              r8, u0
mov              r9, u1
iadd             r6_r7, r8_r9, r6, lsl 2
device_load      0, i32, x, r6, r6_r7, 0, unsigned
mov_imm          r7, 256, 0b0
iadd             r2, r2, r7
mov              r8, u0
mov              r9, u1
iadd             r8_r9, r8_r9, r2, lsl 2
device_load      0, i32, x, r2, r8_r9, 0, unsigned
wait             0
or               r7, r3, r6
or               r7, r7, r2
and              r8, r3, r6
or               r8, r8, r2
bfi              r9, 0, r3, 5
or               r9, r9, r2
bfi              r10, 0, r3, 3
iadd             r10, r10, r6
iadd             r11, r3, r6
bfi              r11, 0, r11, 2
iadd             r12, r3, r6
iadd             r12, r12, r2
mov_imm          r13, 65295, 0b0
and              r13, r3, r13
bfi              r14, 0, r6, 16
or               r13, r13, r14
or               r14, r3, 7
or               r14, r14, r2
mov_imm          r16, 8, 0b0
mov_imm          r17, 0, 0b0
mov              r15, r4
mov              r18, r5
imadd            r20_r21, r15, r16, 0
imadd            r15, r15, r17, 0
imadd            r15, r18, r16, r15
mov              r16, r20
mov              r17, r21
iadd             r15, r17, r15
mov              r17, r15
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r16
mov              r20, r17
imadd            r22_r23, r15, r18, 0
imadd            r15, r15, r19, 0
imadd            r15, r20, r18, r15
mov              r18, r22
mov              r19, r23
iadd             r15, r19, r15
mov              r19, r15
mov              r20, u2
mov              r21, u3
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r7, r18_r19, 0, unsigned, 0
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r7, r18
mov              r15, r19
mov              r18, r20
mov              r19, r21
imadd            r20_r21, r7, r18, 0
imadd            r7, r7, r19, 0
imadd            r7, r15, r18, r7
mov              r15, r20
mov              r18, r21
iadd             r7, r18, r7
mov              r18, r15
mov              r19, r7
mov              r20, u2
mov              r21, u3
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r8, r18_r19, 0, unsigned, 0
mov_imm          r18, 2, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r7, r18
mov              r8, r19
mov              r15, r20
mov              r18, r21
imadd            r20_r21, r7, r15, 0
imadd            r7, r7, r18, 0
imadd            r7, r8, r15, r7
mov              r8, r20
mov              r15, r21
iadd             r7, r15, r7
mov              r18, r8
mov              r19, r7
mov              r20, u2
mov              r21, u3
iadd             r18_r19, r20_r21, r18_r19
device_store     0, i32, x, r9, r18_r19, 0, unsigned, 0
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r16_r17, r8_r9
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r7, r8
mov              r8, r9
mov              r9, r18
mov              r15, r19
imadd            r18_r19, r7, r9, 0
imadd            r7, r7, r15, 0
imadd            r7, r8, r9, r7
mov              r8, r18
mov              r9, r19
iadd             r7, r9, r7
mov              r9, r7
mov              r18, u2
mov              r19, u3
iadd             r8_r9, r18_r19, r8_r9
device_store     0, i32, x, r10, r8_r9, 0, unsigned, 0
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r16_r17, r8_r9
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r7, r8
mov              r8, r9
mov              r9, r18
mov              r10, r19
imadd            r18_r19, r7, r9, 0
imadd            r7, r7, r10, 0
imadd            r7, r8, r9, r7
mov              r8, r18
mov              r9, r19
iadd             r7, r9, r7
mov              r9, r7
mov              r18, u2
mov              r19, u3
iadd             r8_r9, r18_r19, r8_r9
device_store     0, i32, x, r11, r8_r9, 0, unsigned, 0
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r16_r17, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r7, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r18_r19, r7, r9, 0
imadd            r7, r7, r10, 0
imadd            r7, r8, r9, r7
mov              r8, r18
mov              r9, r19
iadd             r7, r9, r7
mov              r9, r7
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r12, r8_r9, 0, unsigned, 0
mov_imm          r8, 6, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r16_r17, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r7, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r18_r19, r7, r9, 0
imadd            r7, r7, r10, 0
imadd            r7, r8, r9, r7
mov              r8, r18
mov              r9, r19
iadd             r7, r9, r7
mov              r9, r7
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r13, r8_r9, 0, unsigned, 0
mov_imm          r8, 7, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r16_r17, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r14, r8_r9, 0, unsigned, 0
asr              r7, r3, 31
mov              r8, r3
mov              r9, r7
asr              r7, r6, 31
mov              r10, r6
mov              r11, r7
asr              r7, r2, 31
mov              r12, r2
mov              r13, r7
mov              r7, r8
mov              r14, r9
imadd            r16_r17, r7, r10, 0
imadd            r7, r7, r11, 0
imadd            r7, r14, r10, r7
mov              r10, r16
mov              r11, r17
iadd             r7, r11, r7
mov              r11, r7
iadd             r10_r11, r10_r11, r12_r13
mov              r14, r3
mov_imm          r15, 0, 0b0
mov              r16, r6
mov_imm          r17, 0, 0b0
mov_imm          r3, 0, 0b0
mov              r7, r14
mov              r18, r15
imadd            r20_r21, r7, r16, 0
imadd            r7, r7, r17, 0
imadd            r7, r18, r16, r7
mov              r16, r20
mov              r17, r21
iadd             r7, r17, r7
mov              r17, r7
iadd             r2_r3, r16_r17, r2_r3
iadd             r6, r6, 1
mov_imm          r7, 0, 0b0
imadd            r16_r17, r14, r6, 0
imadd            r7, r14, r7, 0
imadd            r6, r15, r6, r7
mov              r7, r16
mov              r14, r17
iadd             r6, r14, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov_imm          r14, 7, 0b0
mov_imm          r15, 0, 0b0
and              r14, r14, 63
isub             r15, r14, 32
isub             r16, 32, r14
bfeil            r6, 0, r6, r14
bfi              r16, 0, r7, r16
bfeil            r15, 0, r7, r15
or               r6, r6, r16
or               r6, r6, r15
bfeil            r7, 0, r7, r14
imadd            r14_r15, r8, r12, 0
imadd            r8, r8, r13, 0
imadd            r8, r9, r12, r8
mov              r9, r14
mov              r12, r15
iadd             r8, r12, r8
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
mov_imm          r12, 9, 0b0
mov_imm          r13, 0, 0b0
and              r12, r12, 63
isub             r13, r12, 32
isub             r14, 32, r12
bfeil            r8, 0, r8, r12
bfi              r14, 0, r9, r14
or               r8, r8, r14
asr              r13, r9, r13
icmpsel          ult, r8, r12, 32, r8, r13
asr              r9, r9, r12
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
imadd            r14_r15, r4, r12, 0
imadd            r4, r4, r13, 0
imadd            r4, r5, r12, r4
mov              r5, r14
mov              r12, r15
iadd             r4, r12, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r12, 8, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r4
mov              r15, r5
imadd            r16_r17, r14, r12, 0
imadd            r13, r14, r13, 0
imadd            r12, r15, r12, r13
mov              r13, r16
mov              r14, r17
iadd             r12, r14, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, xy, r10_r11, r12_r13, 0, unsigned, 0
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 8, 0b0
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
device_store     0, i32, xy, r2_r3, r10_r11, 0, unsigned, 0
mov_imm          r2, 2, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r4_r5, r2_r3
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
imadd            r12_r13, r2, r10, 0
imadd            r2, r2, r11, 0
imadd            r2, r3, r10, r2
mov              r3, r12
mov              r10, r13
iadd             r2, r10, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r10, u4
mov              r11, u5
iadd             r2_r3, r10_r11, r2_r3
device_store     0, i32, xy, r6_r7, r2_r3, 0, unsigned, 0
mov_imm          r2, 3, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r4_r5, r2_r3
mov_imm          r4, 8, 0b0
mov_imm          r5, 0, 0b0
imadd            r6_r7, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r6
mov              r4, r7
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u4
mov              r5, u5
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i32, xy, r8_r9, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
