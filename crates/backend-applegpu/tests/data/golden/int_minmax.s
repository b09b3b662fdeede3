int_minmax:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 3
device_load      0, i32, xy, r6_r7, r6_r7, 0, unsigned
mov              r8, u2
mov              r9, u3
iadd             r2_r3, r8_r9, r2, lsl 3
device_load      0, i32, xy, r2_r3, r2_r3, 0, unsigned
wait             0
mov              r8, r6
mov              r9, r7
mov              r10, r2
mov              r11, r3
icmpsel          ugt, r8, r8, r10, 1, 0
icmpsel          sgt, r10, r9, r11, 1, 0
icmpsel          ueq, r8, r9, r11, r8, r10
mov              r9, r6
mov              r10, r7
mov              r11, r2
mov              r12, r3
icmpsel          ueq, r9, r8, 0, r11, r9
icmpsel          ueq, r8, r8, 0, r12, r10
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
mov              r10, r6
mov              r11, r7
mov              r12, r2
mov              r13, r3
icmpsel          ult, r10, r10, r12, 1, 0
icmpsel          slt, r12, r11, r13, 1, 0
icmpsel          ueq, r10, r11, r13, r10, r12
mov              r11, r6
mov              r12, r7
mov              r13, r2
mov              r14, r3
icmpsel          ueq, r11, r10, 0, r13, r11
icmpsel          ueq, r10, r10, 0, r14, r12
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r12, r6
mov              r13, r7
mov              r14, r2
mov              r15, r3
icmpsel          ugt, r12, r12, r14, 1, 0
icmpsel          ugt, r14, r13, r15, 1, 0
icmpsel          ueq, r12, r13, r15, r12, r14
mov              r13, r6
mov              r14, r7
mov              r15, r2
mov              r16, r3
icmpsel          ueq, r13, r12, 0, r15, r13
icmpsel          ueq, r12, r12, 0, r16, r14
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov              r14, r6
mov              r15, r7
mov              r16, r2
mov              r17, r3
icmpsel          ult, r14, r14, r16, 1, 0
icmpsel          ult, r16, r15, r17, 1, 0
icmpsel          ueq, r14, r15, r17, r14, r16
mov              r15, r6
mov              r16, r7
mov              r17, r2
mov              r18, r3
icmpsel          ueq, r15, r14, 0, r17, r15
icmpsel          ueq, r14, r14, 0, r18, r16
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
mov              r16, r6
mov              r17, r7
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
mov              r17, r2
mov              r18, r3
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
bfi              r16, 0, r16, 16
asr              r16, r16, 16
bfi              r17, 0, r17, 16
asr              r17, r17, 16
icmpsel          slt, r16, r16, r17, r16, r17
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
bfi              r16, 0, r16, 16
asr              r16, r16, 16
asr              r17, r16, 31
and              r6, r6, 255
and              r2, r2, 255
bfi              r3, 0, r6, 24
asr              r3, r3, 24
bfi              r2, 0, r2, 24
asr              r2, r2, 24
icmpsel          sgt, r2, r3, r2, r3, r2
and              r2, r2, 255
bfi              r2, 0, r2, 24
asr              r2, r2, 24
asr              r3, r2, 31
mov_imm          r6, 6, 0b0
mov_imm          r7, 0, 0b0
imadd            r18_r19, r4, r6, 0
imadd            r4, r4, r7, 0
imadd            r4, r5, r6, r4
mov              r5, r18
mov              r6, r19
iadd             r4, r6, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r6, 8, 0b0
mov_imm          r7, 0, 0b0
mov              r18, r4
mov              r19, r5
imadd            r20_r21, r18, r6, 0
imadd            r7, r18, r7, 0
imadd            r6, r19, r6, r7
mov              r7, r20
mov              r18, r21
iadd             r6, r18, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r18, u4
mov              r19, u5
iadd             r6_r7, r18_r19, r6_r7
device_store     0, i32, xy, r8_r9, r6_r7, 0, unsigned, 0
mov_imm          r6, 1, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
imadd            r18_r19, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
mov              r7, r18
mov              r8, r19
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
device_store     0, i32, xy, r10_r11, r6_r7, 0, unsigned, 0
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 8, 0b0
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
device_store     0, i32, xy, r12_r13, r6_r7, 0, unsigned, 0
mov_imm          r6, 3, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 8, 0b0
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
device_store     0, i32, xy, r14_r15, r6_r7, 0, unsigned, 0
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 8, 0b0
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
device_store     0, i32, xy, r16_r17, r6_r7, 0, unsigned, 0
mov_imm          r6, 5, 0b0
mov_imm          r7, 0, 0b0
iadd             r4_r5, r4_r5, r6_r7
mov_imm          r6, 8, 0b0
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
device_store     0, i32, xy, r2_r3, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
