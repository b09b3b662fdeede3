int64_div:
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
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
wait             0
or               r2, r2, r8
or               r3, r3, r9
mov              r8, r6
mov              r9, r7
mov              r10, r2
mov              r11, r3
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L0:
pop_exec         r0l, 1
bfeil            r15, 0, r9, 31
bfeil            r16, 0, r12, 31
bfi              r17, 0, r13, 1
or               r16, r17, r16
iadd             r15, r15, r12, lsl 1
bfeil            r17, 0, r8, 31
iadd             r17, r17, r9, lsl 1
bfi              r18, 0, r8, 1
icmpsel          ult, r19, r15, r10, 1, 0
icmpsel          ult, r20, r16, r11, 1, 0
icmpsel          ueq, r19, r16, r11, r19, r20
mov              r20, r15
mov              r21, r16
mov              r22, r10
mov              r23, r11
isub             r20_r21, r20_r21, r22_r23
icmpsel          ueq, r15, r19, 0, r20, r15
icmpsel          ueq, r16, r19, 0, r21, r16
xor              r19, r19, 1
or               r18, r18, r19
mov              r8, r18
mov              r9, r17
mov              r12, r15
mov              r13, r16
isub             r14, r14, 1
if_icmp          r0l, nueq, r14, 0, 1
jmp_exec_any     L0
pop_exec         r0l, 1
mov              r10, r6
mov              r11, r7
mov              r12, r2
mov              r13, r3
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L1:
pop_exec         r0l, 1
bfeil            r17, 0, r11, 31
bfeil            r18, 0, r14, 31
bfi              r19, 0, r15, 1
or               r18, r19, r18
iadd             r17, r17, r14, lsl 1
bfeil            r19, 0, r10, 31
iadd             r19, r19, r11, lsl 1
bfi              r20, 0, r10, 1
icmpsel          ult, r21, r17, r12, 1, 0
icmpsel          ult, r22, r18, r13, 1, 0
icmpsel          ueq, r21, r18, r13, r21, r22
mov              r22, r17
mov              r23, r18
mov              r24, r12
mov              r25, r13
isub             r22_r23, r22_r23, r24_r25
icmpsel          ueq, r17, r21, 0, r22, r17
icmpsel          ueq, r18, r21, 0, r23, r18
xor              r21, r21, 1
or               r20, r20, r21
mov              r10, r20
mov              r11, r19
mov              r14, r17
mov              r15, r18
isub             r16, r16, 1
if_icmp          r0l, nueq, r16, 0, 1
jmp_exec_any     L1
pop_exec         r0l, 1
mov              r10, r14
mov              r11, r15
mov              r12, r6
mov              r13, r7
mov              r12, r2
mov              r14, r3
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
isub             r16_r17, r16_r17, r6_r7
icmpsel          slt, r12, r13, 0, 1, 0
mov              r15, r16
mov              r16, r17
mov              r17, r6
mov              r18, r7
icmpsel          ueq, r15, r12, 0, r17, r15
icmpsel          ueq, r12, r12, 0, r18, r16
mov              r16, r15
mov              r17, r12
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
isub             r18_r19, r18_r19, r2_r3
icmpsel          slt, r12, r14, 0, 1, 0
mov              r15, r18
mov              r18, r19
mov              r19, r2
mov              r20, r3
icmpsel          ueq, r15, r12, 0, r19, r15
icmpsel          ueq, r12, r12, 0, r20, r18
mov              r18, r15
mov              r19, r12
mov              r12, r16
mov              r15, r17
mov              r16, r18
mov              r17, r19
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
mov_imm          r20, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L2:
pop_exec         r0l, 1
bfeil            r21, 0, r15, 31
bfeil            r22, 0, r18, 31
bfi              r23, 0, r19, 1
or               r22, r23, r22
iadd             r21, r21, r18, lsl 1
bfeil            r23, 0, r12, 31
iadd             r23, r23, r15, lsl 1
bfi              r24, 0, r12, 1
icmpsel          ult, r25, r21, r16, 1, 0
icmpsel          ult, r26, r22, r17, 1, 0
icmpsel          ueq, r25, r22, r17, r25, r26
mov              r26, r21
mov              r27, r22
mov              r28, r16
mov              r29, r17
isub             r26_r27, r26_r27, r28_r29
icmpsel          ueq, r21, r25, 0, r26, r21
icmpsel          ueq, r22, r25, 0, r27, r22
xor              r25, r25, 1
or               r24, r24, r25
mov              r12, r24
mov              r15, r23
mov              r18, r21
mov              r19, r22
isub             r20, r20, 1
if_icmp          r0l, nueq, r20, 0, 1
jmp_exec_any     L2
pop_exec         r0l, 1
mov              r16, r12
mov              r17, r15
xor              r12, r13, r14
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
isub             r14_r15, r14_r15, r16_r17
icmpsel          slt, r12, r12, 0, 1, 0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
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
mov              r14, r2
mov              r16, r3
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
isub             r18_r19, r18_r19, r6_r7
icmpsel          slt, r14, r15, 0, 1, 0
mov              r17, r18
mov              r18, r19
icmpsel          ueq, r6, r14, 0, r6, r17
icmpsel          ueq, r7, r14, 0, r7, r18
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
isub             r18_r19, r18_r19, r2_r3
icmpsel          slt, r14, r16, 0, 1, 0
mov              r16, r18
mov              r17, r19
icmpsel          ueq, r2, r14, 0, r2, r16
icmpsel          ueq, r3, r14, 0, r3, r17
mov_imm          r14, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L3:
pop_exec         r0l, 1
bfeil            r18, 0, r7, 31
bfeil            r19, 0, r14, 31
bfi              r20, 0, r16, 1
or               r19, r20, r19
iadd             r18, r18, r14, lsl 1
bfeil            r20, 0, r6, 31
iadd             r20, r20, r7, lsl 1
bfi              r21, 0, r6, 1
icmpsel          ult, r22, r18, r2, 1, 0
icmpsel          ult, r23, r19, r3, 1, 0
icmpsel          ueq, r22, r19, r3, r22, r23
mov              r24, r18
mov              r25, r19
mov              r26, r2
mov              r27, r3
isub             r24_r25, r24_r25, r26_r27
mov              r23, r24
mov              r24, r25
icmpsel          ueq, r18, r22, 0, r23, r18
icmpsel          ueq, r19, r22, 0, r24, r19
xor              r22, r22, 1
or               r21, r21, r22
mov              r6, r21
mov              r7, r20
mov              r14, r18
mov              r16, r19
isub             r17, r17, 1
if_icmp          r0l, nueq, r17, 0, 1
jmp_exec_any     L3
pop_exec         r0l, 1
mov              r2, r14
mov              r3, r16
mov_imm          r6, 0, 0b0
mov_imm          r7, 0, 0b0
isub             r6_r7, r6_r7, r2_r3
icmpsel          slt, r14, r15, 0, 1, 0
icmpsel          ueq, r2, r14, 0, r2, r6
icmpsel          ueq, r3, r14, 0, r3, r7
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
imadd            r14_r15, r4, r6, 0
imadd            r4, r4, r7, 0
imadd            r4, r5, r6, r4
mov              r5, r14
mov              r6, r15
iadd             r4, r6, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r6, 8, 0b0
mov_imm          r7, 0, 0b0
mov              r14, r4
mov              r15, r5
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
mov              r14, u4
mov              r15, u5
iadd             r6_r7, r14_r15, r6_r7
device_store     0, i32, xy, r8_r9, r6_r7, 0, unsigned, 0
mov_imm          r6, 1, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
imadd            r14_r15, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
mov              r7, r14
mov              r8, r15
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
