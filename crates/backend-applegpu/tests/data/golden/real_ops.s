diag_and_copy:
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
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r4, 0, 1, r4
isub             r4, r4, 1
icmp_ballot      r5, ugt, 1, 0
and              r4, r5, r4
mov_imm          r5, 1, 0b0
simd_shuffle     r6, r5, 0
bfi              r7, 0, r4, 31
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r6, 0, r6
simd_shuffle     r7, r5, 1
bfi              r8, 0, r4, 30
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 2
bfi              r8, 0, r4, 29
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 3
bfi              r8, 0, r4, 28
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 4
bfi              r8, 0, r4, 27
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 5
bfi              r8, 0, r4, 26
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 6
bfi              r8, 0, r4, 25
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 7
bfi              r8, 0, r4, 24
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 8
bfi              r8, 0, r4, 23
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 9
bfi              r8, 0, r4, 22
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 10
bfi              r8, 0, r4, 21
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 11
bfi              r8, 0, r4, 20
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 12
bfi              r8, 0, r4, 19
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 13
bfi              r8, 0, r4, 18
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 14
bfi              r8, 0, r4, 17
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 15
bfi              r8, 0, r4, 16
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 16
bfi              r8, 0, r4, 15
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 17
bfi              r8, 0, r4, 14
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 18
bfi              r8, 0, r4, 13
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 19
bfi              r8, 0, r4, 12
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 20
bfi              r8, 0, r4, 11
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 21
bfi              r8, 0, r4, 10
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 22
bfi              r8, 0, r4, 9
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 23
bfi              r8, 0, r4, 8
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 24
bfi              r8, 0, r4, 7
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 25
bfi              r8, 0, r4, 6
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 26
bfi              r8, 0, r4, 5
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 27
bfi              r8, 0, r4, 4
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 28
bfi              r8, 0, r4, 3
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 29
bfi              r8, 0, r4, 2
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 30
bfi              r8, 0, r4, 1
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r5, r5, 31
icmpsel          slt, r4, r4, 0, r5, 0
iadd             r4, r6, r4
bfeil            r5, 0, r4, 2
and              r5, r5, 4
bfeil            r6, 0, r4, 1
and              r7, r6, 3
or               r5, r5, r7
and              r6, r6, 4
and              r4, r4, 1
bfi              r4, 0, r4, 1
or               r4, r6, r4
icmpsel          ueq, r6, r5, r4, 1, 0
mov_imm          r7, 1075838976, 0b0
icmpsel          ueq, r6, r6, 0, 0, r7
or               r7, r4, 1
icmpsel          ueq, r7, r5, r7, 1, 0
mov_imm          r8, 1075838976, 0b0
icmpsel          ueq, r7, r7, 0, 0, r8
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r5
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
mov_imm          r5, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
iadd             r12_r13, r8_r9, r12_r13
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r10
mov              r17, r11
imadd            r18_r19, r16, r14, 0
imadd            r15, r16, r15, 0
imadd            r14, r17, r14, r15
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
imadd            r16_r17, r12, r14, 0
imadd            r12, r12, r15, 0
imadd            r12, r13, r14, r12
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
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r4_r5, r4_r5, r14_r15
iadd             r4_r5, r8_r9, r4_r5
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
imadd            r14_r15, r10, r8, 0
imadd            r9, r10, r9, 0
imadd            r8, r11, r8, r9
mov              r9, r14
mov              r10, r15
iadd             r8, r10, r8
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
iadd             r4_r5, r8_r9, r4_r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
imadd            r10_r11, r4, r8, 0
imadd            r4, r4, r9, 0
imadd            r4, r5, r8, r4
mov              r5, r10
mov              r8, r11
iadd             r4, r8, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov              r8, u4
mov              r9, u5
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r6, r12_r13, 0, unsigned, 0
device_store     0, i32, x, r7, r4_r5, 0, unsigned, 0
iadd             r4_r5, r2_r3, 8
iadd             r6, u6, 48
iadd             r7, u6, 96
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, 96
get_sr           r10, sr52 (thread_index_in_simdgroup)
bfi              r10, 0, 1, r10
isub             r10, r10, 1
icmp_ballot      r11, ugt, 1, 0
and              r10, r11, r10
mov_imm          r11, 1, 0b0
simd_shuffle     r12, r11, 0
bfi              r13, 0, r10, 31
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r12, 0, r12
simd_shuffle     r13, r11, 1
bfi              r14, 0, r10, 30
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 2
bfi              r14, 0, r10, 29
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 3
bfi              r14, 0, r10, 28
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 4
bfi              r14, 0, r10, 27
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 5
bfi              r14, 0, r10, 26
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 6
bfi              r14, 0, r10, 25
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 7
bfi              r14, 0, r10, 24
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 8
bfi              r14, 0, r10, 23
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 9
bfi              r14, 0, r10, 22
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 10
bfi              r14, 0, r10, 21
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 11
bfi              r14, 0, r10, 20
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 12
bfi              r14, 0, r10, 19
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 13
bfi              r14, 0, r10, 18
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 14
bfi              r14, 0, r10, 17
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 15
bfi              r14, 0, r10, 16
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 16
bfi              r14, 0, r10, 15
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 17
bfi              r14, 0, r10, 14
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 18
bfi              r14, 0, r10, 13
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 19
bfi              r14, 0, r10, 12
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 20
bfi              r14, 0, r10, 11
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 21
bfi              r14, 0, r10, 10
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 22
bfi              r14, 0, r10, 9
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 23
bfi              r14, 0, r10, 8
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 24
bfi              r14, 0, r10, 7
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 25
bfi              r14, 0, r10, 6
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 26
bfi              r14, 0, r10, 5
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 27
bfi              r14, 0, r10, 4
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 28
bfi              r14, 0, r10, 3
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 29
bfi              r14, 0, r10, 2
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 30
bfi              r14, 0, r10, 1
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r11, r11, 31
icmpsel          slt, r10, r10, 0, r11, 0
iadd             r10, r12, r10
mov_imm          r11, 0, 0b0
mov_imm          r12, 1, 0b0
simd_iadd        r12, r12
mov_imm          r13, 0, 0b0
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 3, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 3, 0b0
mov_imm          r19, 0, 0b0
mov_imm          r20, 2, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r14
mov              r23, r15
imadd            r24_r25, r22, r16, 0
imadd            r17, r22, r17, 0
imadd            r16, r23, r16, r17
mov              r17, r24
mov              r22, r25
iadd             r16, r22, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
mov              r22, r10
mov              r23, r11
mov              r24, r16
mov              r25, r17
icmpsel          ult, r22, r22, r24, 1, 0
icmpsel          ult, r24, r23, r25, 1, 0
icmpsel          ueq, r22, r23, r25, r22, r24
if_icmp          r0l, nueq, r22, 0, 1
jmp_exec_none    L1
if_icmp          r0l, ueq, 0, 0, 1
mov              r22, r10
mov              r23, r11
mov              r24, r14
mov              r25, r15
mov_imm          r26, 0, 0b0
mov_imm          r27, 0, 0b0
mov_imm          r28, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L3:
pop_exec         r0l, 1
bfeil            r29, 0, r23, 31
bfeil            r30, 0, r26, 31
bfi              r31, 0, r27, 1
or               r30, r31, r30
iadd             r29, r29, r26, lsl 1
bfeil            r31, 0, r22, 31
iadd             r31, r31, r23, lsl 1
bfi              r32, 0, r22, 1
icmpsel          ult, r33, r29, r24, 1, 0
icmpsel          ult, r34, r30, r25, 1, 0
icmpsel          ueq, r33, r30, r25, r33, r34
mov              r34, r29
mov              r35, r30
mov              r36, r24
mov              r37, r25
isub             r34_r35, r34_r35, r36_r37
icmpsel          ueq, r29, r33, 0, r34, r29
icmpsel          ueq, r30, r33, 0, r35, r30
xor              r33, r33, 1
or               r32, r32, r33
mov              r22, r32
mov              r23, r31
mov              r26, r29
mov              r27, r30
isub             r28, r28, 1
if_icmp          r0l, nueq, r28, 0, 1
jmp_exec_any     L3
pop_exec         r0l, 1
mov              r22, r26
mov              r23, r27
mov              r24, r10
mov              r25, r11
mov              r26, r14
mov              r27, r15
mov_imm          r28, 0, 0b0
mov_imm          r29, 0, 0b0
mov_imm          r30, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L4:
pop_exec         r0l, 1
bfeil            r31, 0, r25, 31
bfeil            r32, 0, r28, 31
bfi              r33, 0, r29, 1
or               r32, r33, r32
iadd             r31, r31, r28, lsl 1
bfeil            r33, 0, r24, 31
iadd             r33, r33, r25, lsl 1
bfi              r34, 0, r24, 1
icmpsel          ult, r35, r31, r26, 1, 0
icmpsel          ult, r36, r32, r27, 1, 0
icmpsel          ueq, r35, r32, r27, r35, r36
mov              r36, r31
mov              r37, r32
mov              r38, r26
mov              r39, r27
isub             r36_r37, r36_r37, r38_r39
icmpsel          ueq, r31, r35, 0, r36, r31
icmpsel          ueq, r32, r35, 0, r37, r32
xor              r35, r35, 1
or               r34, r34, r35
mov              r24, r34
mov              r25, r33
mov              r28, r31
mov              r29, r32
isub             r30, r30, 1
if_icmp          r0l, nueq, r30, 0, 1
jmp_exec_any     L4
pop_exec         r0l, 1
mov              r26, r22
mov              r27, r23
mov              r28, r18
mov              r29, r19
icmpsel          ult, r26, r26, r28, 1, 0
icmpsel          ult, r28, r27, r29, 1, 0
icmpsel          ueq, r26, r27, r29, r26, r28
mov              r27, r24
mov              r28, r25
mov              r29, r20
mov              r30, r21
icmpsel          ult, r27, r27, r29, 1, 0
icmpsel          ult, r29, r28, r30, 1, 0
icmpsel          ueq, r27, r28, r30, r27, r29
and              r26, r26, r27
and              r26, r26, 1
mov_imm          r28, 4, 0b0
mov_imm          r29, 0, 0b0
mov              r27, r24
mov              r30, r25
imadd            r32_r33, r27, r28, 0
imadd            r27, r27, r29, 0
imadd            r27, r30, r28, r27
mov              r28, r32
mov              r29, r33
iadd             r27, r29, r27
mov              r29, r27
mov_imm          r30, 1, 0b0
mov_imm          r31, 0, 0b0
mov              r27, r22
mov              r32, r23
imadd            r34_r35, r27, r30, 0
imadd            r27, r27, r31, 0
imadd            r27, r32, r30, r27
mov              r30, r34
mov              r31, r35
iadd             r27, r31, r27
mov              r31, r27
iadd             r28_r29, r28_r29, r30_r31
mov_imm          r30, 5, 0b0
mov_imm          r31, 0, 0b0
mov              r27, r30
mov              r30, r31
imadd            r32_r33, r24, r27, 0
imadd            r24, r24, r30, 0
imadd            r24, r25, r27, r24
mov              r25, r32
mov              r27, r33
iadd             r24, r27, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov_imm          r30, 1, 0b0
mov_imm          r31, 0, 0b0
mov              r27, r30
mov              r30, r31
imadd            r32_r33, r22, r27, 0
imadd            r22, r22, r30, 0
imadd            r22, r23, r27, r22
mov              r23, r32
mov              r27, r33
iadd             r22, r27, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
iadd             r22_r23, r24_r25, r22_r23
if_icmp          r0l, nueq, r26, 0, 1
jmp_exec_none    L5
mov_imm          r24, 4, 0b0
mov_imm          r25, 0, 0b0
imadd            r26_r27, r22, r24, 0
imadd            r22, r22, r25, 0
imadd            r22, r23, r24, r22
mov              r23, r26
mov              r24, r27
iadd             r22, r24, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
mov_imm          r24, 0, 0b0
mov_imm          r25, 0, 0b0
iadd             r22_r23, r22_r23, r24_r25
mov              r24, u0
mov              r25, u1
iadd             r22_r23, r24_r25, r22_r23
device_load      0, i32, x, r22, r22_r23, 0, unsigned
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
mov_imm          r22, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L6:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r24, 4, 0b0
mov_imm          r25, 0, 0b0
mov              r23, r28
mov              r26, r29
imadd            r28_r29, r23, r24, 0
imadd            r23, r23, r25, 0
imadd            r23, r26, r24, r23
mov              r24, r28
mov              r25, r29
iadd             r23, r25, r23
mov              r25, r23
mov_imm          r26, 0, 0b0
mov_imm          r27, 0, 0b0
iadd             r24_r25, r24_r25, r26_r27
mov              r23, r24
mov              r24, r25
iadd             r23, u6, r23
threadgroup_store i32, x, r22, r23l, 0
iadd             r22_r23, r10_r11, r12_r13
mov              r10, r22
mov              r11, r23
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
mov_imm          r0l, 3
pop_exec         r0l, 0
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
device_store     0, i32, xy, r10_r11, r2_r3, 0, unsigned, 0
get_sr           r10, sr52 (thread_index_in_simdgroup)
bfi              r10, 0, 1, r10
isub             r10, r10, 1
icmp_ballot      r11, ugt, 1, 0
and              r10, r11, r10
mov_imm          r11, 1, 0b0
simd_shuffle     r12, r11, 0
bfi              r13, 0, r10, 31
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r12, 0, r12
simd_shuffle     r13, r11, 1
bfi              r14, 0, r10, 30
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 2
bfi              r14, 0, r10, 29
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 3
bfi              r14, 0, r10, 28
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 4
bfi              r14, 0, r10, 27
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 5
bfi              r14, 0, r10, 26
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 6
bfi              r14, 0, r10, 25
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 7
bfi              r14, 0, r10, 24
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 8
bfi              r14, 0, r10, 23
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 9
bfi              r14, 0, r10, 22
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 10
bfi              r14, 0, r10, 21
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 11
bfi              r14, 0, r10, 20
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 12
bfi              r14, 0, r10, 19
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 13
bfi              r14, 0, r10, 18
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 14
bfi              r14, 0, r10, 17
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 15
bfi              r14, 0, r10, 16
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 16
bfi              r14, 0, r10, 15
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 17
bfi              r14, 0, r10, 14
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 18
bfi              r14, 0, r10, 13
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 19
bfi              r14, 0, r10, 12
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 20
bfi              r14, 0, r10, 11
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 21
bfi              r14, 0, r10, 10
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 22
bfi              r14, 0, r10, 9
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 23
bfi              r14, 0, r10, 8
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 24
bfi              r14, 0, r10, 7
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 25
bfi              r14, 0, r10, 6
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 26
bfi              r14, 0, r10, 5
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 27
bfi              r14, 0, r10, 4
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 28
bfi              r14, 0, r10, 3
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 29
bfi              r14, 0, r10, 2
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r13, r11, 30
bfi              r14, 0, r10, 1
icmpsel          slt, r13, r14, 0, r13, 0
iadd             r12, r12, r13
simd_shuffle     r11, r11, 31
icmpsel          slt, r10, r10, 0, r11, 0
iadd             r10, r12, r10
mov_imm          r11, 0, 0b0
mov_imm          r12, 1, 0b0
simd_iadd        r12, r12
mov_imm          r13, 0, 0b0
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 3, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 3, 0b0
mov_imm          r19, 0, 0b0
mov_imm          r20, 2, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r14
mov              r23, r15
imadd            r24_r25, r22, r16, 0
imadd            r17, r22, r17, 0
imadd            r16, r23, r16, r17
mov              r17, r24
mov              r22, r25
iadd             r16, r22, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
if_icmp          r0l, ueq, 0, 0, 1
L7:
if_icmp          r0l, ueq, 0, 0, 1
mov              r22, r10
mov              r23, r11
mov              r24, r16
mov              r25, r17
icmpsel          ult, r22, r22, r24, 1, 0
icmpsel          ult, r24, r23, r25, 1, 0
icmpsel          ueq, r22, r23, r25, r22, r24
if_icmp          r0l, nueq, r22, 0, 1
jmp_exec_none    L8
if_icmp          r0l, ueq, 0, 0, 1
mov              r22, r10
mov              r23, r11
mov              r24, r14
mov              r25, r15
mov_imm          r26, 0, 0b0
mov_imm          r27, 0, 0b0
mov_imm          r28, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L10:
pop_exec         r0l, 1
bfeil            r29, 0, r23, 31
bfeil            r30, 0, r26, 31
bfi              r31, 0, r27, 1
or               r30, r31, r30
iadd             r29, r29, r26, lsl 1
bfeil            r31, 0, r22, 31
iadd             r31, r31, r23, lsl 1
bfi              r32, 0, r22, 1
icmpsel          ult, r33, r29, r24, 1, 0
icmpsel          ult, r34, r30, r25, 1, 0
icmpsel          ueq, r33, r30, r25, r33, r34
mov              r34, r29
mov              r35, r30
mov              r36, r24
mov              r37, r25
isub             r34_r35, r34_r35, r36_r37
icmpsel          ueq, r29, r33, 0, r34, r29
icmpsel          ueq, r30, r33, 0, r35, r30
xor              r33, r33, 1
or               r32, r32, r33
mov              r22, r32
mov              r23, r31
mov              r26, r29
mov              r27, r30
isub             r28, r28, 1
if_icmp          r0l, nueq, r28, 0, 1
jmp_exec_any     L10
pop_exec         r0l, 1
mov              r22, r26
mov              r23, r27
mov              r24, r10
mov              r25, r11
mov              r26, r14
mov              r27, r15
mov_imm          r28, 0, 0b0
mov_imm          r29, 0, 0b0
mov_imm          r30, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L11:
pop_exec         r0l, 1
bfeil            r31, 0, r25, 31
bfeil            r32, 0, r28, 31
bfi              r33, 0, r29, 1
or               r32, r33, r32
iadd             r31, r31, r28, lsl 1
bfeil            r33, 0, r24, 31
iadd             r33, r33, r25, lsl 1
bfi              r34, 0, r24, 1
icmpsel          ult, r35, r31, r26, 1, 0
icmpsel          ult, r36, r32, r27, 1, 0
icmpsel          ueq, r35, r32, r27, r35, r36
mov              r36, r31
mov              r37, r32
mov              r38, r26
mov              r39, r27
isub             r36_r37, r36_r37, r38_r39
icmpsel          ueq, r31, r35, 0, r36, r31
icmpsel          ueq, r32, r35, 0, r37, r32
xor              r35, r35, 1
or               r34, r34, r35
mov              r24, r34
mov              r25, r33
mov              r28, r31
mov              r29, r32
isub             r30, r30, 1
if_icmp          r0l, nueq, r30, 0, 1
jmp_exec_any     L11
pop_exec         r0l, 1
mov_imm          r26, 1, 0b0
mov_imm          r27, 0, 0b0
isub             r26_r27, r18_r19, r26_r27
mov_imm          r28, 1, 0b0
mov_imm          r29, 0, 0b0
isub             r28_r29, r20_r21, r28_r29
mov              r30, r22
mov              r31, r23
mov              r32, r26
mov              r33, r27
icmpsel          ult, r30, r30, r32, 1, 0
icmpsel          ult, r32, r31, r33, 1, 0
icmpsel          ueq, r30, r31, r33, r30, r32
mov              r31, r22
mov              r32, r23
icmpsel          ueq, r26, r30, 0, r26, r31
icmpsel          ueq, r27, r30, 0, r27, r32
mov              r30, r24
mov              r31, r25
mov              r32, r28
mov              r33, r29
icmpsel          ult, r30, r30, r32, 1, 0
icmpsel          ult, r32, r31, r33, 1, 0
icmpsel          ueq, r30, r31, r33, r30, r32
mov              r31, r24
mov              r32, r25
icmpsel          ueq, r28, r30, 0, r28, r31
icmpsel          ueq, r29, r30, 0, r29, r32
mov_imm          r30, 0, 0b0
mov_imm          r31, 0, 0b0
mov              r32, r18
mov              r33, r19
xor              r30, r32, r30
xor              r31, r33, r31
or               r30, r30, r31
icmpsel          ueq, r30, r30, 0, 0, 1
mov_imm          r32, 0, 0b0
mov_imm          r33, 0, 0b0
mov              r31, r20
mov              r34, r21
xor              r31, r31, r32
xor              r32, r34, r33
or               r31, r31, r32
icmpsel          ueq, r31, r31, 0, 0, 1
and              r30, r30, r31
and              r30, r30, 1
mov_imm          r32, 4, 0b0
mov_imm          r33, 0, 0b0
mov              r31, r32
mov              r32, r33
imadd            r34_r35, r24, r31, 0
imadd            r24, r24, r32, 0
imadd            r24, r25, r31, r24
mov              r25, r34
mov              r31, r35
iadd             r24, r31, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov_imm          r32, 1, 0b0
mov_imm          r33, 0, 0b0
mov              r31, r32
mov              r32, r33
imadd            r34_r35, r22, r31, 0
imadd            r22, r22, r32, 0
imadd            r22, r23, r31, r22
mov              r23, r34
mov              r31, r35
iadd             r22, r31, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
iadd             r22_r23, r24_r25, r22_r23
mov_imm          r24, 5, 0b0
mov_imm          r25, 0, 0b0
imadd            r32_r33, r28, r24, 0
imadd            r25, r28, r25, 0
imadd            r24, r29, r24, r25
mov              r25, r32
mov              r28, r33
iadd             r24, r28, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov_imm          r28, 1, 0b0
mov_imm          r29, 0, 0b0
imadd            r32_r33, r26, r28, 0
imadd            r26, r26, r29, 0
imadd            r26, r27, r28, r26
mov              r27, r32
mov              r28, r33
iadd             r26, r28, r26
xor              r26l, r26l, r27l
xor              r27l, r27l, r26l
xor              r26l, r26l, r27l
xor              r26h, r26h, r27h
xor              r27h, r27h, r26h
xor              r26h, r26h, r27h
iadd             r24_r25, r24_r25, r26_r27
if_icmp          r0l, nueq, r30, 0, 1
jmp_exec_none    L12
mov_imm          r26, 4, 0b0
mov_imm          r27, 0, 0b0
imadd            r28_r29, r24, r26, 0
imadd            r24, r24, r27, 0
imadd            r24, r25, r26, r24
mov              r25, r28
mov              r26, r29
iadd             r24, r26, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov_imm          r26, 0, 0b0
mov_imm          r27, 0, 0b0
iadd             r24_r25, r24_r25, r26_r27
mov              r26, u0
mov              r27, u1
iadd             r24_r25, r26_r27, r24_r25
device_load      0, i32, x, r24, r24_r25, 0, unsigned
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L12:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L13
mov_imm          r24, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L13:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r26, 4, 0b0
mov_imm          r27, 0, 0b0
mov              r25, r26
mov              r26, r27
imadd            r28_r29, r22, r25, 0
imadd            r22, r22, r26, 0
imadd            r22, r23, r25, r22
mov              r23, r28
mov              r25, r29
iadd             r22, r25, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
mov_imm          r26, 0, 0b0
mov_imm          r27, 0, 0b0
iadd             r22_r23, r22_r23, r26_r27
iadd             r22, r6, r22
threadgroup_store i32, x, r24, r22l, 0
iadd             r22_r23, r10_r11, r12_r13
mov              r10, r22
mov              r11, r23
mov_imm          r0l, 2
pop_exec         r0l, 0
L8:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L9
mov_imm          r0l, 3
pop_exec         r0l, 0
L9:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L7
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
device_store     0, i32, xy, r10_r11, r4_r5, 0, unsigned, 0
get_sr           r6, sr52 (thread_index_in_simdgroup)
bfi              r6, 0, 1, r6
isub             r6, r6, 1
icmp_ballot      r10, ugt, 1, 0
and              r6, r10, r6
mov_imm          r10, 1, 0b0
simd_shuffle     r11, r10, 0
bfi              r12, 0, r6, 31
icmpsel          slt, r11, r12, 0, r11, 0
iadd             r11, 0, r11
simd_shuffle     r12, r10, 1
bfi              r13, 0, r6, 30
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 2
bfi              r13, 0, r6, 29
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 3
bfi              r13, 0, r6, 28
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 4
bfi              r13, 0, r6, 27
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 5
bfi              r13, 0, r6, 26
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 6
bfi              r13, 0, r6, 25
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 7
bfi              r13, 0, r6, 24
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 8
bfi              r13, 0, r6, 23
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 9
bfi              r13, 0, r6, 22
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 10
bfi              r13, 0, r6, 21
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 11
bfi              r13, 0, r6, 20
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 12
bfi              r13, 0, r6, 19
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 13
bfi              r13, 0, r6, 18
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 14
bfi              r13, 0, r6, 17
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 15
bfi              r13, 0, r6, 16
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 16
bfi              r13, 0, r6, 15
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 17
bfi              r13, 0, r6, 14
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 18
bfi              r13, 0, r6, 13
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 19
bfi              r13, 0, r6, 12
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 20
bfi              r13, 0, r6, 11
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 21
bfi              r13, 0, r6, 10
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 22
bfi              r13, 0, r6, 9
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 23
bfi              r13, 0, r6, 8
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 24
bfi              r13, 0, r6, 7
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 25
bfi              r13, 0, r6, 6
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 26
bfi              r13, 0, r6, 5
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 27
bfi              r13, 0, r6, 4
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 28
bfi              r13, 0, r6, 3
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 29
bfi              r13, 0, r6, 2
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 30
bfi              r13, 0, r6, 1
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r10, r10, 31
icmpsel          slt, r6, r6, 0, r10, 0
iadd             r6, r11, r6
mov              r10, r6
mov_imm          r11, 0, 0b0
mov_imm          r6, 1, 0b0
simd_iadd        r6, r6
mov              r12, r6
mov_imm          r13, 0, 0b0
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 6, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov_imm          r20, 6, 0b0
mov_imm          r21, 0, 0b0
mov              r6, r14
mov              r22, r15
mov              r23, r18
mov              r24, r19
icmpsel          ult, r6, r6, r23, 1, 0
icmpsel          ult, r23, r22, r24, 1, 0
icmpsel          ueq, r6, r22, r24, r6, r23
mov              r22, r18
mov              r23, r19
icmpsel          ueq, r14, r6, 0, r22, r14
icmpsel          ueq, r6, r6, 0, r23, r15
mov              r15, r6
mov              r6, r16
mov              r22, r17
mov              r23, r20
mov              r24, r21
icmpsel          ult, r6, r6, r23, 1, 0
icmpsel          ult, r23, r22, r24, 1, 0
icmpsel          ueq, r6, r22, r24, r6, r23
mov              r22, r20
mov              r23, r21
icmpsel          ueq, r16, r6, 0, r22, r16
icmpsel          ueq, r6, r6, 0, r23, r17
mov              r17, r6
mov              r6, r14
mov              r22, r15
imadd            r24_r25, r6, r16, 0
imadd            r6, r6, r17, 0
imadd            r6, r22, r16, r6
mov              r16, r24
mov              r17, r25
iadd             r6, r17, r6
mov              r17, r6
if_icmp          r0l, ueq, 0, 0, 1
L14:
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r10
mov              r22, r11
mov              r23, r16
mov              r24, r17
icmpsel          ult, r6, r6, r23, 1, 0
icmpsel          ult, r23, r22, r24, 1, 0
icmpsel          ueq, r6, r22, r24, r6, r23
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L15
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r10
mov              r22, r11
mov              r23, r14
mov              r24, r15
mov_imm          r25, 0, 0b0
mov_imm          r26, 0, 0b0
mov_imm          r27, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L17:
pop_exec         r0l, 1
bfeil            r28, 0, r22, 31
bfeil            r29, 0, r25, 31
bfi              r30, 0, r26, 1
or               r29, r30, r29
iadd             r28, r28, r25, lsl 1
bfeil            r30, 0, r6, 31
iadd             r30, r30, r22, lsl 1
bfi              r31, 0, r6, 1
icmpsel          ult, r32, r28, r23, 1, 0
icmpsel          ult, r33, r29, r24, 1, 0
icmpsel          ueq, r32, r29, r24, r32, r33
mov              r34, r28
mov              r35, r29
mov              r36, r23
mov              r37, r24
isub             r34_r35, r34_r35, r36_r37
mov              r33, r34
mov              r34, r35
icmpsel          ueq, r28, r32, 0, r33, r28
icmpsel          ueq, r29, r32, 0, r34, r29
xor              r32, r32, 1
or               r31, r31, r32
mov              r6, r31
mov              r22, r30
mov              r25, r28
mov              r26, r29
isub             r27, r27, 1
if_icmp          r0l, nueq, r27, 0, 1
jmp_exec_any     L17
pop_exec         r0l, 1
mov              r22, r25
mov              r23, r26
mov              r6, r10
mov              r24, r11
mov              r25, r14
mov              r26, r15
mov_imm          r27, 0, 0b0
mov_imm          r28, 0, 0b0
mov_imm          r29, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L18:
pop_exec         r0l, 1
bfeil            r30, 0, r24, 31
bfeil            r31, 0, r27, 31
bfi              r32, 0, r28, 1
or               r31, r32, r31
iadd             r30, r30, r27, lsl 1
bfeil            r32, 0, r6, 31
iadd             r32, r32, r24, lsl 1
bfi              r33, 0, r6, 1
icmpsel          ult, r34, r30, r25, 1, 0
icmpsel          ult, r35, r31, r26, 1, 0
icmpsel          ueq, r34, r31, r26, r34, r35
mov              r36, r30
mov              r37, r31
mov              r38, r25
mov              r39, r26
isub             r36_r37, r36_r37, r38_r39
mov              r35, r36
mov              r36, r37
icmpsel          ueq, r30, r34, 0, r35, r30
icmpsel          ueq, r31, r34, 0, r36, r31
xor              r34, r34, 1
or               r33, r33, r34
mov              r6, r33
mov              r24, r32
mov              r27, r30
mov              r28, r31
isub             r29, r29, 1
if_icmp          r0l, nueq, r29, 0, 1
jmp_exec_any     L18
pop_exec         r0l, 1
mov              r25l, r24l
mov              r24l, r6l
mov              r25h, r24h
mov              r24h, r6h
mov              r6, r22
mov              r26, r23
mov              r27, r18
mov              r28, r19
icmpsel          ult, r6, r6, r27, 1, 0
icmpsel          ult, r27, r26, r28, 1, 0
icmpsel          ueq, r6, r26, r28, r6, r27
mov              r26, r24
mov              r27, r25
mov              r28, r20
mov              r29, r21
icmpsel          ult, r26, r26, r28, 1, 0
icmpsel          ult, r28, r27, r29, 1, 0
icmpsel          ueq, r26, r27, r29, r26, r28
and              r6, r6, r26
and              r6, r6, 1
mov_imm          r26, 4, 0b0
mov_imm          r27, 0, 0b0
mov              r28, r24
mov              r29, r25
imadd            r30_r31, r28, r26, 0
imadd            r27, r28, r27, 0
imadd            r26, r29, r26, r27
mov              r27, r30
mov              r28, r31
iadd             r26, r28, r26
xor              r26l, r26l, r27l
xor              r27l, r27l, r26l
xor              r26l, r26l, r27l
xor              r26h, r26h, r27h
xor              r27h, r27h, r26h
xor              r26h, r26h, r27h
mov_imm          r28, 1, 0b0
mov_imm          r29, 0, 0b0
mov              r30, r22
mov              r31, r23
imadd            r32_r33, r30, r28, 0
imadd            r29, r30, r29, 0
imadd            r28, r31, r28, r29
mov              r29, r32
mov              r30, r33
iadd             r28, r30, r28
xor              r28l, r28l, r29l
xor              r29l, r29l, r28l
xor              r28l, r28l, r29l
xor              r28h, r28h, r29h
xor              r29h, r29h, r28h
xor              r28h, r28h, r29h
iadd             r26_r27, r26_r27, r28_r29
mov_imm          r28, 4, 0b0
mov_imm          r29, 0, 0b0
imadd            r30_r31, r24, r28, 0
imadd            r24, r24, r29, 0
imadd            r24, r25, r28, r24
mov              r25, r30
mov              r28, r31
iadd             r24, r28, r24
xor              r24l, r24l, r25l
xor              r25l, r25l, r24l
xor              r24l, r24l, r25l
xor              r24h, r24h, r25h
xor              r25h, r25h, r24h
xor              r24h, r24h, r25h
mov_imm          r28, 1, 0b0
mov_imm          r29, 0, 0b0
imadd            r30_r31, r22, r28, 0
imadd            r22, r22, r29, 0
imadd            r22, r23, r28, r22
mov              r23, r30
mov              r28, r31
iadd             r22, r28, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
iadd             r22_r23, r24_r25, r22_r23
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L19
mov_imm          r24, 4, 0b0
mov_imm          r25, 0, 0b0
mov              r6, r22
mov              r22, r23
mov              r23, r24
mov              r24, r25
imadd            r28_r29, r6, r23, 0
imadd            r6, r6, r24, 0
imadd            r6, r22, r23, r6
mov              r22, r28
mov              r23, r29
iadd             r6, r23, r6
mov              r23, r6
mov_imm          r24, 0, 0b0
mov_imm          r25, 0, 0b0
iadd             r22_r23, r22_r23, r24_r25
mov              r6, r22
mov              r22, r23
iadd             r6, u6, r6
threadgroup_load i32, x, r6, r6l, 0
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L19:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L20
mov_imm          r6, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L20:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r22, 4, 0b0
mov_imm          r23, 0, 0b0
mov              r24, r26
mov              r25, r27
imadd            r26_r27, r24, r22, 0
imadd            r23, r24, r23, 0
imadd            r22, r25, r22, r23
mov              r23, r26
mov              r24, r27
iadd             r22, r24, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
mov_imm          r24, 0, 0b0
mov_imm          r25, 0, 0b0
iadd             r22_r23, r22_r23, r24_r25
mov              r24, u2
mov              r25, u3
iadd             r22_r23, r24_r25, r22_r23
device_store     0, i32, x, r6, r22_r23, 0, unsigned, 0
iadd             r22_r23, r10_r11, r12_r13
mov              r10, r22
mov              r11, r23
mov_imm          r0l, 2
pop_exec         r0l, 0
L15:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L16
mov_imm          r0l, 3
pop_exec         r0l, 0
L16:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L14
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
device_store     0, i32, xy, r10_r11, r2_r3, 0, unsigned, 0
get_sr           r6, sr52 (thread_index_in_simdgroup)
bfi              r6, 0, 1, r6
isub             r6, r6, 1
icmp_ballot      r10, ugt, 1, 0
and              r6, r10, r6
mov_imm          r10, 1, 0b0
simd_shuffle     r11, r10, 0
bfi              r12, 0, r6, 31
icmpsel          slt, r11, r12, 0, r11, 0
iadd             r11, 0, r11
simd_shuffle     r12, r10, 1
bfi              r13, 0, r6, 30
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 2
bfi              r13, 0, r6, 29
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 3
bfi              r13, 0, r6, 28
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 4
bfi              r13, 0, r6, 27
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 5
bfi              r13, 0, r6, 26
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 6
bfi              r13, 0, r6, 25
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 7
bfi              r13, 0, r6, 24
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 8
bfi              r13, 0, r6, 23
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 9
bfi              r13, 0, r6, 22
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 10
bfi              r13, 0, r6, 21
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 11
bfi              r13, 0, r6, 20
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 12
bfi              r13, 0, r6, 19
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 13
bfi              r13, 0, r6, 18
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 14
bfi              r13, 0, r6, 17
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 15
bfi              r13, 0, r6, 16
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 16
bfi              r13, 0, r6, 15
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 17
bfi              r13, 0, r6, 14
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 18
bfi              r13, 0, r6, 13
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 19
bfi              r13, 0, r6, 12
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 20
bfi              r13, 0, r6, 11
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 21
bfi              r13, 0, r6, 10
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 22
bfi              r13, 0, r6, 9
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 23
bfi              r13, 0, r6, 8
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 24
bfi              r13, 0, r6, 7
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 25
bfi              r13, 0, r6, 6
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 26
bfi              r13, 0, r6, 5
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 27
bfi              r13, 0, r6, 4
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 28
bfi              r13, 0, r6, 3
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 29
bfi              r13, 0, r6, 2
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r12, r10, 30
bfi              r13, 0, r6, 1
icmpsel          slt, r12, r13, 0, r12, 0
iadd             r11, r11, r12
simd_shuffle     r10, r10, 31
icmpsel          slt, r6, r6, 0, r10, 0
iadd             r6, r11, r6
mov              r10, r6
mov_imm          r11, 0, 0b0
mov_imm          r6, 1, 0b0
simd_iadd        r6, r6
mov              r12, r6
mov_imm          r13, 0, 0b0
mov_imm          r14, 5, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
mov              r6, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r6, r15, 0
imadd            r6, r6, r16, 0
imadd            r6, r14, r15, r6
mov              r14, r18
mov              r15, r19
iadd             r6, r15, r6
mov              r15, r6
if_icmp          r0l, ueq, 0, 0, 1
L21:
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r10
mov              r16, r11
mov              r17, r14
mov              r18, r15
icmpsel          ult, r6, r6, r17, 1, 0
icmpsel          ult, r17, r16, r18, 1, 0
icmpsel          ueq, r6, r16, r18, r6, r17
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L22
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r16, 5, 0b0
mov_imm          r17, 0, 0b0
mov              r6, r10
mov              r18, r11
mov_imm          r19, 0, 0b0
mov_imm          r20, 0, 0b0
mov_imm          r21, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L24:
pop_exec         r0l, 1
bfeil            r22, 0, r18, 31
bfeil            r23, 0, r19, 31
bfi              r24, 0, r20, 1
or               r23, r24, r23
iadd             r22, r22, r19, lsl 1
bfeil            r24, 0, r6, 31
iadd             r24, r24, r18, lsl 1
bfi              r25, 0, r6, 1
icmpsel          ult, r26, r22, r16, 1, 0
icmpsel          ult, r27, r23, r17, 1, 0
icmpsel          ueq, r26, r23, r17, r26, r27
mov              r28, r22
mov              r29, r23
mov              r30, r16
mov              r31, r17
isub             r28_r29, r28_r29, r30_r31
mov              r27, r28
mov              r28, r29
icmpsel          ueq, r22, r26, 0, r27, r22
icmpsel          ueq, r23, r26, 0, r28, r23
xor              r26, r26, 1
or               r25, r25, r26
mov              r6, r25
mov              r18, r24
mov              r19, r22
mov              r20, r23
isub             r21, r21, 1
if_icmp          r0l, nueq, r21, 0, 1
jmp_exec_any     L24
pop_exec         r0l, 1
mov              r16, r19
mov              r17, r20
mov_imm          r18, 5, 0b0
mov_imm          r19, 0, 0b0
mov              r6, r10
mov              r20, r11
mov_imm          r21, 0, 0b0
mov_imm          r22, 0, 0b0
mov_imm          r23, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L25:
pop_exec         r0l, 1
bfeil            r24, 0, r20, 31
bfeil            r25, 0, r21, 31
bfi              r26, 0, r22, 1
or               r25, r26, r25
iadd             r24, r24, r21, lsl 1
bfeil            r26, 0, r6, 31
iadd             r26, r26, r20, lsl 1
bfi              r27, 0, r6, 1
icmpsel          ult, r28, r24, r18, 1, 0
icmpsel          ult, r29, r25, r19, 1, 0
icmpsel          ueq, r28, r25, r19, r28, r29
mov              r30, r24
mov              r31, r25
mov              r32, r18
mov              r33, r19
isub             r30_r31, r30_r31, r32_r33
mov              r29, r30
mov              r30, r31
icmpsel          ueq, r24, r28, 0, r29, r24
icmpsel          ueq, r25, r28, 0, r30, r25
xor              r28, r28, 1
or               r27, r27, r28
mov              r6, r27
mov              r20, r26
mov              r21, r24
mov              r22, r25
isub             r23, r23, 1
if_icmp          r0l, nueq, r23, 0, 1
jmp_exec_any     L25
pop_exec         r0l, 1
mov              r18, r6
mov              r19, r20
mov_imm          r20, 5, 0b0
mov_imm          r21, 0, 0b0
mov              r6, r16
mov              r22, r17
icmpsel          ult, r6, r6, r20, 1, 0
icmpsel          ult, r20, r22, r21, 1, 0
icmpsel          ueq, r6, r22, r21, r6, r20
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r18
mov              r23, r19
icmpsel          ult, r20, r22, r20, 1, 0
icmpsel          ult, r22, r23, r21, 1, 0
icmpsel          ueq, r20, r23, r21, r20, r22
and              r6, r6, r20
and              r6, r6, 1
mov_imm          r20, 0, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r18
mov              r23, r19
imadd            r24_r25, r22, r20, 0
imadd            r21, r22, r21, 0
imadd            r20, r23, r20, r21
mov              r21, r24
mov              r22, r25
iadd             r20, r22, r20
xor              r20l, r20l, r21l
xor              r21l, r21l, r20l
xor              r20l, r20l, r21l
xor              r20h, r20h, r21h
xor              r21h, r21h, r20h
xor              r20h, r20h, r21h
mov_imm          r22, 1, 0b0
mov_imm          r23, 0, 0b0
mov              r24, r16
mov              r25, r17
imadd            r26_r27, r24, r22, 0
imadd            r23, r24, r23, 0
imadd            r22, r25, r22, r23
mov              r23, r26
mov              r24, r27
iadd             r22, r24, r22
xor              r22l, r22l, r23l
xor              r23l, r23l, r22l
xor              r22l, r22l, r23l
xor              r22h, r22h, r23h
xor              r23h, r23h, r22h
xor              r22h, r22h, r23h
iadd             r20_r21, r20_r21, r22_r23
mov_imm          r22, 0, 0b0
mov_imm          r23, 0, 0b0
imadd            r24_r25, r18, r22, 0
imadd            r18, r18, r23, 0
imadd            r18, r19, r22, r18
mov              r19, r24
mov              r22, r25
iadd             r18, r22, r18
xor              r18l, r18l, r19l
xor              r19l, r19l, r18l
xor              r18l, r18l, r19l
xor              r18h, r18h, r19h
xor              r19h, r19h, r18h
xor              r18h, r18h, r19h
mov_imm          r22, 1, 0b0
mov_imm          r23, 0, 0b0
imadd            r24_r25, r16, r22, 0
imadd            r16, r16, r23, 0
imadd            r16, r17, r22, r16
mov              r17, r24
mov              r22, r25
iadd             r16, r22, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r16_r17, r18_r19, r16_r17
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L26
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r6, r16
mov              r16, r17
mov              r17, r18
mov              r18, r19
imadd            r22_r23, r6, r17, 0
imadd            r6, r6, r18, 0
imadd            r6, r16, r17, r6
mov              r16, r22
mov              r17, r23
iadd             r6, r17, r6
mov              r17, r6
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
mov              r18, u0
mov              r19, u1
iadd             r16_r17, r18_r19, r16_r17
device_load      0, i32, x, r6, r16_r17, 0, unsigned
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L26:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L27
mov_imm          r6, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L27:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r18, r20
mov              r19, r21
imadd            r20_r21, r18, r16, 0
imadd            r17, r18, r17, 0
imadd            r16, r19, r16, r17
mov              r17, r20
mov              r18, r21
iadd             r16, r18, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
iadd             r16, r7, r16
threadgroup_store i32, x, r6, r16l, 0
iadd             r16_r17, r10_r11, r12_r13
mov              r10, r16
mov              r11, r17
mov_imm          r0l, 2
pop_exec         r0l, 0
L22:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L23
mov_imm          r0l, 3
pop_exec         r0l, 0
L23:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L21
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
device_store     0, i32, xy, r10_r11, r4_r5, 0, unsigned, 0
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r4, 0, 1, r4
isub             r4, r4, 1
icmp_ballot      r5, ugt, 1, 0
and              r4, r5, r4
mov_imm          r5, 1, 0b0
simd_shuffle     r6, r5, 0
bfi              r10, 0, r4, 31
icmpsel          slt, r6, r10, 0, r6, 0
iadd             r6, 0, r6
simd_shuffle     r10, r5, 1
bfi              r11, 0, r4, 30
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 2
bfi              r11, 0, r4, 29
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 3
bfi              r11, 0, r4, 28
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 4
bfi              r11, 0, r4, 27
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 5
bfi              r11, 0, r4, 26
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 6
bfi              r11, 0, r4, 25
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 7
bfi              r11, 0, r4, 24
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 8
bfi              r11, 0, r4, 23
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 9
bfi              r11, 0, r4, 22
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 10
bfi              r11, 0, r4, 21
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 11
bfi              r11, 0, r4, 20
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 12
bfi              r11, 0, r4, 19
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 13
bfi              r11, 0, r4, 18
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 14
bfi              r11, 0, r4, 17
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 15
bfi              r11, 0, r4, 16
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 16
bfi              r11, 0, r4, 15
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 17
bfi              r11, 0, r4, 14
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 18
bfi              r11, 0, r4, 13
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 19
bfi              r11, 0, r4, 12
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 20
bfi              r11, 0, r4, 11
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 21
bfi              r11, 0, r4, 10
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 22
bfi              r11, 0, r4, 9
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 23
bfi              r11, 0, r4, 8
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 24
bfi              r11, 0, r4, 7
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 25
bfi              r11, 0, r4, 6
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 26
bfi              r11, 0, r4, 5
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 27
bfi              r11, 0, r4, 4
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 28
bfi              r11, 0, r4, 3
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 29
bfi              r11, 0, r4, 2
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r10, r5, 30
bfi              r11, 0, r4, 1
icmpsel          slt, r10, r11, 0, r10, 0
iadd             r6, r6, r10
simd_shuffle     r5, r5, 31
icmpsel          slt, r4, r4, 0, r5, 0
iadd             r4, r6, r4
mov_imm          r5, 0, 0b0
mov_imm          r6, 1, 0b0
simd_iadd        r6, r6
mov              r10, r6
mov_imm          r11, 0, 0b0
mov_imm          r12, 5, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
mov              r6, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r6, r13, 0
imadd            r6, r6, r14, 0
imadd            r6, r12, r13, r6
mov              r12, r16
mov              r13, r17
iadd             r6, r13, r6
mov              r13, r6
if_icmp          r0l, ueq, 0, 0, 1
L28:
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r4
mov              r14, r5
mov              r15, r12
mov              r16, r13
icmpsel          ult, r6, r6, r15, 1, 0
icmpsel          ult, r15, r14, r16, 1, 0
icmpsel          ueq, r6, r14, r16, r6, r15
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L29
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r14, 5, 0b0
mov_imm          r15, 0, 0b0
mov              r6, r4
mov              r16, r5
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L31:
pop_exec         r0l, 1
bfeil            r20, 0, r16, 31
bfeil            r21, 0, r17, 31
bfi              r22, 0, r18, 1
or               r21, r22, r21
iadd             r20, r20, r17, lsl 1
bfeil            r22, 0, r6, 31
iadd             r22, r22, r16, lsl 1
bfi              r23, 0, r6, 1
icmpsel          ult, r24, r20, r14, 1, 0
icmpsel          ult, r25, r21, r15, 1, 0
icmpsel          ueq, r24, r21, r15, r24, r25
mov              r26, r20
mov              r27, r21
mov              r28, r14
mov              r29, r15
isub             r26_r27, r26_r27, r28_r29
mov              r25, r26
mov              r26, r27
icmpsel          ueq, r20, r24, 0, r25, r20
icmpsel          ueq, r21, r24, 0, r26, r21
xor              r24, r24, 1
or               r23, r23, r24
mov              r6, r23
mov              r16, r22
mov              r17, r20
mov              r18, r21
isub             r19, r19, 1
if_icmp          r0l, nueq, r19, 0, 1
jmp_exec_any     L31
pop_exec         r0l, 1
mov              r14, r17
mov              r15, r18
mov_imm          r16, 5, 0b0
mov_imm          r17, 0, 0b0
mov              r6, r4
mov              r18, r5
mov_imm          r19, 0, 0b0
mov_imm          r20, 0, 0b0
mov_imm          r21, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L32:
pop_exec         r0l, 1
bfeil            r22, 0, r18, 31
bfeil            r23, 0, r19, 31
bfi              r24, 0, r20, 1
or               r23, r24, r23
iadd             r22, r22, r19, lsl 1
bfeil            r24, 0, r6, 31
iadd             r24, r24, r18, lsl 1
bfi              r25, 0, r6, 1
icmpsel          ult, r26, r22, r16, 1, 0
icmpsel          ult, r27, r23, r17, 1, 0
icmpsel          ueq, r26, r23, r17, r26, r27
mov              r28, r22
mov              r29, r23
mov              r30, r16
mov              r31, r17
isub             r28_r29, r28_r29, r30_r31
mov              r27, r28
mov              r28, r29
icmpsel          ueq, r22, r26, 0, r27, r22
icmpsel          ueq, r23, r26, 0, r28, r23
xor              r26, r26, 1
or               r25, r25, r26
mov              r6, r25
mov              r18, r24
mov              r19, r22
mov              r20, r23
isub             r21, r21, 1
if_icmp          r0l, nueq, r21, 0, 1
jmp_exec_any     L32
pop_exec         r0l, 1
mov              r16, r6
mov              r17, r18
mov_imm          r18, 5, 0b0
mov_imm          r19, 0, 0b0
mov              r6, r14
mov              r20, r15
icmpsel          ult, r6, r6, r18, 1, 0
icmpsel          ult, r18, r20, r19, 1, 0
icmpsel          ueq, r6, r20, r19, r6, r18
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
mov              r20, r16
mov              r21, r17
icmpsel          ult, r18, r20, r18, 1, 0
icmpsel          ult, r20, r21, r19, 1, 0
icmpsel          ueq, r18, r21, r19, r18, r20
and              r6, r6, r18
and              r6, r6, 1
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
mov              r20, r16
mov              r21, r17
imadd            r22_r23, r20, r18, 0
imadd            r19, r20, r19, 0
imadd            r18, r21, r18, r19
mov              r19, r22
mov              r20, r23
iadd             r18, r20, r18
xor              r18l, r18l, r19l
xor              r19l, r19l, r18l
xor              r18l, r18l, r19l
xor              r18h, r18h, r19h
xor              r19h, r19h, r18h
xor              r18h, r18h, r19h
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
mov              r22, r14
mov              r23, r15
imadd            r24_r25, r22, r20, 0
imadd            r21, r22, r21, 0
imadd            r20, r23, r20, r21
mov              r21, r24
mov              r22, r25
iadd             r20, r22, r20
xor              r20l, r20l, r21l
xor              r21l, r21l, r20l
xor              r20l, r20l, r21l
xor              r20h, r20h, r21h
xor              r21h, r21h, r20h
xor              r20h, r20h, r21h
iadd             r18_r19, r18_r19, r20_r21
mov_imm          r20, 0, 0b0
mov_imm          r21, 0, 0b0
imadd            r22_r23, r16, r20, 0
imadd            r16, r16, r21, 0
imadd            r16, r17, r20, r16
mov              r17, r22
mov              r20, r23
iadd             r16, r20, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
imadd            r22_r23, r14, r20, 0
imadd            r14, r14, r21, 0
imadd            r14, r15, r20, r14
mov              r15, r22
mov              r20, r23
iadd             r14, r20, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r14_r15, r16_r17, r14_r15
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L33
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r6, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r20_r21, r6, r15, 0
imadd            r6, r6, r16, 0
imadd            r6, r14, r15, r6
mov              r14, r20
mov              r15, r21
iadd             r6, r15, r6
mov              r15, r6
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r6, r14
mov              r14, r15
iadd             r6, r7, r6
threadgroup_load i32, x, r6, r6l, 0
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L33:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L34
mov_imm          r6, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L34:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r18
mov              r17, r19
imadd            r18_r19, r16, r14, 0
imadd            r15, r16, r15, 0
imadd            r14, r17, r14, r15
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
iadd             r14_r15, r8_r9, r14_r15
device_store     0, i32, x, r6, r14_r15, 0, unsigned, 0
iadd             r14_r15, r4_r5, r10_r11
mov              r4, r14
mov              r5, r15
mov_imm          r0l, 2
pop_exec         r0l, 0
L29:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L30
mov_imm          r0l, 3
pop_exec         r0l, 0
L30:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L28
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r4, 0, 0b0
mov_imm          r5, 0, 0b0
device_store     0, i32, xy, r4_r5, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
math_ops:
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
fcmpsel          eq, r4, -2.5, 0.0, 1, 0
mov_imm          r5, 3223322624, 0b0
icmpsel          ueq, r4, r4, 0, 0, r5
fcmpsel          lt, r5, -2.5, 0.0, 1, 0
mov_imm          r6, 3212836864, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
fcmpsel          gt, r5, -2.5, 0.0, 1, 0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
fcmpsel          eq, r5, 0.0, 0.0, 1, 0
mov_imm          r6, 2147483648, 0b0
icmpsel          ueq, r5, r5, 0, 0, r6
fcmpsel          lt, r6, 0.0, 0.0, 1, 0
mov_imm          r7, 3212836864, 0b0
icmpsel          ueq, r5, r6, 0, r5, r7
fcmpsel          gt, r6, 0.0, 0.0, 1, 0
mov_imm          r7, 1065353216, 0b0
icmpsel          ueq, r5, r6, 0, r5, r7
mov_imm          r6, 2143289344, 0b0
fcmpsel          eq, r6, r6, 0.0, 1, 0
mov_imm          r7, 2143289344, 0b0
icmpsel          ueq, r6, r6, 0, 0, r7
mov_imm          r7, 2143289344, 0b0
fcmpsel          lt, r7, r7, 0.0, 1, 0
mov_imm          r8, 3212836864, 0b0
icmpsel          ueq, r6, r7, 0, r6, r8
mov_imm          r7, 2143289344, 0b0
fcmpsel          gt, r7, r7, 0.0, 1, 0
mov_imm          r8, 1065353216, 0b0
icmpsel          ueq, r6, r7, 0, r6, r8
fcmpsel          eq, r7, 3.0, 0.0, 1, 0
mov_imm          r8, 1077936128, 0b0
icmpsel          ueq, r7, r7, 0, 0, r8
fcmpsel          lt, r8, 3.0, 0.0, 1, 0
mov_imm          r9, 3212836864, 0b0
icmpsel          ueq, r7, r8, 0, r7, r9
fcmpsel          gt, r8, 3.0, 0.0, 1, 0
mov_imm          r9, 1065353216, 0b0
icmpsel          ueq, r7, r8, 0, r7, r9
device_store     0, i32, x, r4, u0_u1, 0, unsigned, 0
device_store     0, i32, x, r5, u0_u1, 1, unsigned, 0
device_store     0, i32, x, r6, u0_u1, 2, unsigned, 0
device_store     0, i32, x, r7, u0_u1, 3, unsigned, 0
fcmpsel          eq, r4, 0.0, 0.0, 1, 0
icmpsel          ueq, r4, r4, 0, 0, 0
fcmpsel          lt, r5, 0.0, 0.0, 1, 0
mov_imm          r6, 3212836864, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
fcmpsel          gt, r5, 0.0, 0.0, 1, 0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 16
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
fcmpsel          eq, r4, -7.0, 0.0, 1, 0
mov_imm          r5, 3235905536, 0b0
icmpsel          ueq, r4, r4, 0, 0, r5
fcmpsel          lt, r5, -7.0, 0.0, 1, 0
mov_imm          r6, 3212836864, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
fcmpsel          gt, r5, -7.0, 0.0, 1, 0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r5, 0, r4, r6
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 20
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
fcmpsel          gt, r4, 1.5, 1.0, 1, 0
mov_imm          r5, 1069547520, 0b0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r4, 0, r5, r6
fcmpsel          lt, r5, 1.5, 0.0, 1, 0
icmpsel          ueq, r4, r5, 0, r4, 0
fcmpsel          eq, r5, 1.5, 1.5, 1, 0
fcmpsel          eq, r5, 0.0, 0.0, r5, 0
xor              r5, r5, 1
icmpsel          ueq, r4, r5, 0, r4, 0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 24
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
fcmpsel          gt, r4, -0.25, 1.0, 1, 0
mov_imm          r5, 3196059648, 0b0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r4, 0, r5, r6
fcmpsel          lt, r5, -0.25, 0.0, 1, 0
icmpsel          ueq, r4, r5, 0, r4, 0
fcmpsel          eq, r5, -0.25, -0.25, 1, 0
fcmpsel          eq, r5, 0.0, 0.0, r5, 0
xor              r5, r5, 1
icmpsel          ueq, r4, r5, 0, r4, 0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 28
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
fcmpsel          gt, r4, 0.25, 1.0, 1, 0
mov_imm          r5, 1048576000, 0b0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r4, 0, r5, r6
fcmpsel          lt, r5, 0.25, 0.0, 1, 0
icmpsel          ueq, r4, r5, 0, r4, 0
fcmpsel          eq, r5, 0.25, 0.25, 1, 0
fcmpsel          eq, r5, 0.0, 0.0, r5, 0
xor              r5, r5, 1
icmpsel          ueq, r4, r5, 0, r4, 0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 32
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
mov_imm          r4, 2143289344, 0b0
fcmpsel          gt, r4, r4, 1.0, 1, 0
mov_imm          r5, 2143289344, 0b0
mov_imm          r6, 1065353216, 0b0
icmpsel          ueq, r4, r4, 0, r5, r6
mov_imm          r5, 2143289344, 0b0
fcmpsel          lt, r5, r5, 0.0, 1, 0
icmpsel          ueq, r4, r5, 0, r4, 0
mov_imm          r5, 2143289344, 0b0
mov_imm          r6, 2143289344, 0b0
fcmpsel          eq, r5, r5, r6, 1, 0
fcmpsel          eq, r5, 0.0, 0.0, r5, 0
xor              r5, r5, 1
icmpsel          ueq, r4, r5, 0, r4, 0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 36
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
mov_imm          r4, 3212836864, 0b0
mov_imm          r5, 1082130432, 0b0
fcmpsel          lt, r4, -1.0, 4.0, r4, r5
mov_imm          r5, 3212836864, 0b0
fcmpsel          eq, r4, 4.0, 4.0, r4, r5
mov_imm          r5, 1073741824, 0b0
fcmpsel          lt, r5, 2.0, r4, r5, r4
mov_imm          r6, 1073741824, 0b0
fcmpsel          eq, r4, r4, r4, r5, r6
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 40
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
mov_imm          r4, 3212836864, 0b0
mov_imm          r5, 1082130432, 0b0
fcmpsel          gt, r4, -1.0, 4.0, r4, r5
mov_imm          r5, 3212836864, 0b0
fcmpsel          eq, r4, 4.0, 4.0, r4, r5
mov_imm          r5, 1073741824, 0b0
fcmpsel          gt, r5, 2.0, r4, r5, r4
mov_imm          r6, 1073741824, 0b0
fcmpsel          eq, r4, r4, r4, r5, r6
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 44
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
mov_imm          r4, 1065353216, 0b0
mov_imm          r5, 1056964608, 0b0
fcmpsel          gt, r4, 1.0, 0.5, r4, r5
mov_imm          r5, 1065353216, 0b0
fcmpsel          eq, r4, 0.5, 0.5, r4, r5
mov_imm          r5, 2143289344, 0b0
mov_imm          r6, 2143289344, 0b0
fcmpsel          gt, r5, r5, r4, r6, r4
mov_imm          r6, 2143289344, 0b0
fcmpsel          eq, r4, r4, r4, r5, r6
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, 48
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
mov_imm          r4, 1056964608, 0b0
mov_imm          r5, 2147483647, 0b0
and              r4, r4, r5
mov_imm          r5, 1204701056, 0b0
fcmpsel          lt, r5, r4, r5, 1, 0
icmpsel          ueq, r6, r5, 0, r4, 0
icmpsel          ueq, r6, r5, 0, r6, r4
mov_imm          r7, 1059256707, 0b0
fmul32           r7, r6, r7
rint             r7, r7
mov_imm          r8, 2147483648, 0b0
xor              r8, r7, r8
mov_imm          r9, 1070141403, 0b0
fmadd32          r6, r8, r9, r6
mov_imm          r9, 3007036718, 0b0
fmadd32          r6, r8, r9, r6
mov_imm          r9, 2801216749, 0b0
fmadd32          r6, r8, r9, r6
convert          f_to_s32, r7, r7, rtz
bfeil            r8, 0, r4, 23
mov_imm          r9, 8388607, 0b0
and              r9, r4, r9
mov_imm          r10, 8388608, 0b0
or               r9, r9, r10
icmpsel          slt, r10, r8, 143, 1, 0
icmpsel          ueq, r8, r10, 0, r8, 143
icmpsel          sgt, r10, r8, 254, 1, 0
icmpsel          ueq, r8, r10, 0, r8, 254
isub             r8, r8, 120
bfeil            r10, 0, r8, 5
and              r8, r8, 31
icmpsel          ueq, r11, r10, 1, 1, 0
mov_imm          r12, 2734261102, 0b0
icmpsel          ueq, r11, r11, 0, 0, r12
iadd             r11, 0, r11
icmpsel          ueq, r12, r10, 2, 1, 0
mov_imm          r13, 1313084713, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
iadd             r11, r11, r12
icmpsel          ueq, r12, r10, 3, 1, 0
mov_imm          r13, 4230436817, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
iadd             r11, r11, r12
icmpsel          ueq, r12, r10, 4, 1, 0
mov_imm          r13, 4113882560, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
iadd             r11, r11, r12
icmpsel          ueq, r12, r10, 1, 1, 0
mov_imm          r13, 2873790907, 0b0
icmpsel          ueq, r12, r12, 0, 0, r13
mov_imm          r13, 2734261102, 0b0
iadd             r12, r13, r12
icmpsel          ueq, r13, r10, 2, 1, 0
mov_imm          r14, 1496175715, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r10, 3, 1, 0
mov_imm          r14, 1379621458, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r10, 4, 1, 0
mov_imm          r14, 946410027, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
iadd             r12, r12, r13
icmpsel          ueq, r13, r10, 1, 1, 0
mov_imm          r14, 2917352104, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
mov_imm          r14, 1313084713, 0b0
iadd             r13, r14, r13
icmpsel          ueq, r14, r10, 2, 1, 0
mov_imm          r15, 2800797847, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r10, 3, 1, 0
mov_imm          r15, 2367586416, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r10, 4, 1, 0
mov_imm          r15, 3992943384, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
iadd             r13, r13, r14
icmpsel          ueq, r14, r10, 1, 1, 0
mov_imm          r15, 4178413039, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
mov_imm          r15, 4230436817, 0b0
iadd             r14, r15, r14
icmpsel          ueq, r15, r10, 2, 1, 0
mov_imm          r16, 3745201608, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r15, r10, 3, 1, 0
mov_imm          r16, 1075591280, 0b0
icmpsel          ueq, r15, r15, 0, 0, r16
iadd             r14, r14, r15
icmpsel          ueq, r10, r10, 4, 1, 0
mov_imm          r15, 36309978, 0b0
icmpsel          ueq, r10, r10, 0, 0, r15
iadd             r10, r14, r10
isub             r14, 31, r8
and              r15, r8, 31
bfi              r11, 0, r11, r15
bfeil            r15, 0, r12, 1
and              r16, r14, 31
bfeil            r15, 0, r15, r16
or               r11, r11, r15
and              r15, r8, 31
bfi              r12, 0, r12, r15
bfeil            r15, 0, r13, 1
and              r16, r14, 31
bfeil            r15, 0, r15, r16
or               r12, r12, r15
and              r8, r8, 31
bfi              r8, 0, r13, r8
bfeil            r10, 0, r10, 1
and              r13, r14, 31
bfeil            r10, 0, r10, r13
or               r8, r8, r10
mov              r14, r9
mov_imm          r15, 0, 0b0
mov_imm          r9, 0, 0b0
mov              r10, r14
mov              r13, r15
imadd            r16_r17, r10, r8, 0
imadd            r9, r10, r9, 0
imadd            r8, r13, r8, r9
mov              r9, r16
mov              r10, r17
iadd             r8, r10, r8
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
mov_imm          r13, 0, 0b0
mov              r10, r14
mov              r16, r15
imadd            r18_r19, r10, r12, 0
imadd            r10, r10, r13, 0
imadd            r10, r16, r12, r10
mov              r12, r18
mov              r13, r19
iadd             r10, r13, r10
mov              r13, r10
mov              r10, r11
mov_imm          r11, 0, 0b0
imadd            r16_r17, r14, r10, 0
imadd            r11, r14, r11, 0
imadd            r10, r15, r10, r11
mov              r11, r16
mov              r14, r17
iadd             r10, r14, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov              r14, r8
mov              r15, r9
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
mov              r15, r16
mov              r16, r17
and              r15, r15, 63
isub             r16, r15, 32
isub             r17, 32, r15
bfeil            r8, 0, r8, r15
bfi              r17, 0, r9, r17
bfeil            r16, 0, r9, r16
or               r8, r8, r17
or               r8, r8, r16
bfeil            r9, 0, r9, r15
iadd             r8_r9, r8_r9, r12_r13
mov              r12, r8
mov              r13, r9
mov_imm          r16, 32, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r16
mov              r15, r17
and              r13, r13, 63
isub             r15, r13, 32
isub             r16, 32, r13
bfeil            r8, 0, r8, r13
bfi              r16, 0, r9, r16
bfeil            r15, 0, r9, r15
or               r8, r8, r16
or               r8, r8, r15
bfeil            r9, 0, r9, r13
mov              r9, r10
mov              r10, r11
iadd             r8, r8, r9
bfeil            r9, 0, r8, 30
bfi              r8, 0, r8, 2
bfeil            r10, 0, r12, 30
or               r8, r8, r10
bfi              r10, 0, r12, 2
bfeil            r11, 0, r14, 30
or               r10, r10, r11
bfeil            r11, 0, r8, 31
iadd             r9, r9, r11
icmpsel          slt, r11, r8, 0, 1, 0
isub             r12, 0, r10
mov_imm          r13, 4294967295, 0b0
xor              r13, r8, r13
icmpsel          ueq, r14, r10, 0, 1, 0
icmpsel          ueq, r14, r14, 0, 0, 1
iadd             r13, r13, r14
icmpsel          ueq, r8, r11, 0, r8, r13
icmpsel          ueq, r10, r11, 0, r10, r12
bfeil            r12, 0, r8, 16
mov_imm          r13, 65535, 0b0
and              r8, r8, r13
bfeil            r13, 0, r10, 16
mov_imm          r14, 65535, 0b0
and              r10, r10, r14
convert          s32_to_f, r12, r12, rte
mov_imm          r14, 931135488, 0b0
fmul32           r12, r12, r14
convert          s32_to_f, r8, r8, rte
mov_imm          r14, 796917760, 0b0
fmul32           r8, r8, r14
convert          s32_to_f, r13, r13, rte
mov_imm          r14, 662700032, 0b0
fmul32           r13, r13, r14
convert          s32_to_f, r10, r10, rte
mov_imm          r14, 528482304, 0b0
fmul32           r10, r10, r14
fadd32           r14, r12, r8
fadd32           r12, r14, r12.neg
fadd32           r8, r8, r12.neg
fadd32           r10, r13, r10
fadd32           r8, r8, r10
mov_imm          r10, 1070141403, 0b0
fmul32           r10, r14, r10
mov_imm          r12, 2147483648, 0b0
xor              r12, r10, r12
mov_imm          r13, 1070141403, 0b0
fmadd32          r12, r14, r13, r12
mov_imm          r13, 1070141403, 0b0
fmul32           r8, r8, r13
mov_imm          r13, 3007036718, 0b0
fmadd32          r8, r14, r13, r8
fadd32           r8, r12, r8
fadd32           r8, r10, r8
mov_imm          r12, 2147483647, 0b0
and              r12, r10, r12
mov_imm          r13, 2139095040, 0b0
fcmpsel          eq, r12, r12, r13, 1, 0
icmpsel          ueq, r8, r12, 0, r8, r10
mov_imm          r10, 2147483648, 0b0
xor              r10, r8, r10
icmpsel          ueq, r8, r11, 0, r8, r10
icmpsel          ueq, r6, r5, 0, r8, r6
icmpsel          ueq, r5, r5, 0, r9, r7
fmul32           r7, r6, r6
mov_imm          r8, 3000447531, 0b0
mov_imm          r9, 909700893, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 3109031169, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 1007192201, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 3190467243, 0b0
fmadd32          r8, r8, r7, r9
fmul32           r9, r6, r7
fmadd32          r6, r9, r8, r6
mov_imm          r8, 823097031, 0b0
mov_imm          r9, 3029594750, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 936381697, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 3132492641, 0b0
fmadd32          r8, r8, r7, r9
mov_imm          r9, 1026206379, 0b0
fmadd32          r8, r8, r7, r9
fmadd32          r8, r7, r8, -0.5
fmadd32          r7, r7, r8, 1.0
and              r8, r5, 1
icmpsel          ueq, r8, r8, 1, 1, 0
and              r9, r5, 2
icmpsel          ueq, r9, r9, 2, 1, 0
icmpsel          ueq, r10, r8, 0, r6, r7
icmpsel          ueq, r6, r8, 0, r7, r6
mov_imm          r7, 2147483648, 0b0
xor              r7, r10, r7
icmpsel          ueq, r7, r9, 0, r10, r7
iadd             r5, r5, 1
and              r5, r5, 2
icmpsel          ueq, r5, r5, 2, 1, 0
mov_imm          r8, 2147483648, 0b0
xor              r8, r6, r8
icmpsel          ueq, r5, r5, 0, r6, r8
xor              r6, r7, 0
mov_imm          r7, 2139095040, 0b0
fcmpsel          lt, r4, r4, r7, 1, 0
mov_imm          r7, 2143289344, 0b0
icmpsel          ueq, r6, r4, 0, r7, r6
mov_imm          r7, 2143289344, 0b0
icmpsel          ueq, r4, r4, 0, r7, r5
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov              r4, u0
mov              r5, u1
iadd             r4_r5, r4_r5, 52
device_store     0, i32, x, r6, r4_r5, 0, unsigned, 0
device_load      0, i32, x, r2, r2_r3, 0, unsigned
mov              r4, u0
mov              r5, u1
iadd             r4_r5, r4_r5, 56
wait             0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r2, 8, 0b0
mov_imm          r3, 0, 0b0
mov_imm          r4, 12, 0b0
mov_imm          r5, 0, 0b0
mov_imm          r6, 64, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r2
mov              r9, r3
icmpsel          ugt, r6, r8, r6, 1, 0
icmpsel          ugt, r8, r9, r7, 1, 0
icmpsel          ueq, r6, r9, r7, r6, r8
mov_imm          r8, 64, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
icmpsel          ueq, r2, r6, 0, r2, r7
icmpsel          ueq, r3, r6, 0, r3, r8
mov_imm          r6, 64, 0b0
mov_imm          r7, 0, 0b0
isub             r6_r7, r6_r7, r2_r3
mov              r8, r4
mov              r9, r5
mov              r10, r6
mov              r11, r7
icmpsel          ugt, r8, r8, r10, 1, 0
icmpsel          ugt, r10, r9, r11, 1, 0
icmpsel          ueq, r8, r9, r11, r8, r10
icmpsel          ueq, r4, r8, 0, r4, r6
icmpsel          ueq, r5, r8, 0, r5, r7
mov_imm          r6, 64, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r2
mov              r9, r3
xor              r6, r8, r6
xor              r7, r9, r7
or               r6, r6, r7
icmpsel          ueq, r6, r6, 0, 1, 0
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
icmpsel          ueq, r2, r6, 0, r2, r7
icmpsel          ueq, r3, r6, 0, r3, r8
mov_imm          r6, 0, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r4
mov              r9, r5
xor              r6, r8, r6
xor              r7, r9, r7
or               r6, r6, r7
icmpsel          ueq, r6, r6, 0, 1, 0
mov_imm          r8, 64, 0b0
mov_imm          r9, 0, 0b0
isub             r4_r5, r8_r9, r4_r5
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
icmpsel          ueq, r4, r6, 0, r4, r7
icmpsel          ueq, r5, r6, 0, r5, r8
mov_imm          r8, 4294967295, 0b0
mov_imm          r9, 4294967295, 0b0
mov              r7, r8
mov              r8, r9
and              r4, r4, 63
isub             r5, r4, 32
isub             r9, 32, r4
bfeil            r7, 0, r7, r4
bfi              r9, 0, r8, r9
bfeil            r5, 0, r8, r5
or               r7, r7, r9
or               r5, r7, r5
bfeil            r4, 0, r8, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
icmpsel          ueq, r4, r6, 0, r4, r7
icmpsel          ueq, r5, r6, 0, r5, r8
mov_imm          r6, 1450744508, 0b0
mov_imm          r7, 4042265140, 0b0
and              r2, r2, 63
isub             r3, r2, 32
isub             r8, 32, r2
bfeil            r6, 0, r6, r2
bfi              r8, 0, r7, r8
bfeil            r3, 0, r7, r3
or               r6, r6, r8
or               r3, r6, r3
bfeil            r2, 0, r7, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
and              r2, r2, r4
and              r3, r3, r5
device_store     0, i32, xy, r2_r3, u4_u5, 0, unsigned, 0
icmpsel          ugt, r2, 8, 32, 1, 0
icmpsel          ueq, r2, r2, 0, 8, 32
isub             r3, 32, r2
icmpsel          ugt, r4, 4, r3, 1, 0
icmpsel          ueq, r3, r4, 0, 4, r3
icmpsel          ueq, r4, r2, 32, 1, 0
icmpsel          ueq, r2, r4, 0, r2, 0
icmpsel          ueq, r4, r3, 0, 1, 0
isub             r3, 32, r3
icmpsel          ueq, r3, r4, 0, r3, 0
and              r5, r3, 31
mov_imm          r6, 4294967295, 0b0
bfeil            r5, 0, r6, r5
icmpsel          ueq, r4, r4, 0, r5, 0
and              r2, r2, 31
mov_imm          r5, 3840, 0b0
bfeil            r2, 0, r5, r2
and              r2, r2, r4
and              r4, r3, 31
bfi              r2, 0, r2, r4
and              r3, r3, 31
asr              r2, r2, r3
device_store     0, i32, x, r2, u2_u3, 0, unsigned, 0
icmpsel          ugt, r2, 4, 32, 1, 0
icmpsel          ueq, r2, r2, 0, 4, 32
isub             r3, 32, r2
icmpsel          ugt, r4, 4, r3, 1, 0
icmpsel          ueq, r3, r4, 0, 4, r3
icmpsel          ueq, r4, r2, 32, 1, 0
icmpsel          ueq, r2, r4, 0, r2, 0
icmpsel          ueq, r4, r3, 0, 1, 0
isub             r3, 32, r3
icmpsel          ueq, r3, r4, 0, r3, 0
and              r3, r3, 31
mov_imm          r5, 4294967295, 0b0
bfeil            r3, 0, r5, r3
icmpsel          ueq, r3, r4, 0, r3, 0
and              r4, r2, 31
bfi              r3, 0, r3, r4
mov_imm          r4, 4294967295, 0b0
xor              r4, r3, r4
mov_imm          r5, 4294967295, 0b0
and              r4, r5, r4
and              r2, r2, 31
bfi              r2, 0, 5, r2
and              r2, r2, r3
or               r2, r4, r2
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 4
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov              r2, u2
mov              r3, u3
iadd             r2_r3, r2_r3, 8
mov_imm          r4, 0, 0b0
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov              r2, u2
mov              r3, u3
iadd             r2_r3, r2_r3, 12
mov_imm          r4, 1, 0b0
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov              r2, u2
mov              r3, u3
iadd             r2_r3, r2_r3, 16
mov_imm          r4, 1, 0b0
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
icmpsel          ult, r2, 3, 5, 1, 0
mov_imm          r3, 4294967294, 0b0
icmpsel          ueq, r2, r2, 0, r3, 0
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 20
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r2, 4294967280, 0b0
icmpsel          ult, r2, 16, r2, 1, 0
mov_imm          r3, 4294967295, 0b0
icmpsel          ueq, r2, r2, 0, 16, r3
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 24
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r2, 2147483680, 0b0
icmpsel          slt, r2, r2, 0, 1, 0
mov_imm          r3, 2147483664, 0b0
mov_imm          r4, 2147483647, 0b0
icmpsel          ueq, r2, r2, 0, r3, r4
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 28
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r2, 2147483680, 0b0
icmpsel          slt, r2, r2, 0, 1, 0
mov_imm          r3, 2147483632, 0b0
mov_imm          r4, 2147483648, 0b0
icmpsel          ueq, r2, r2, 0, r3, r4
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 32
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
icmpsel          ugt, r2, 28, 32, 1, 0
icmpsel          ueq, r2, r2, 0, 28, 32
isub             r3, 32, r2
icmpsel          ugt, r4, 0, r3, 1, 0
icmpsel          ueq, r3, r4, 0, 0, r3
icmpsel          ueq, r4, r2, 32, 1, 0
icmpsel          ueq, r2, r4, 0, r2, 0
icmpsel          ueq, r4, r3, 0, 1, 0
isub             r3, 32, r3
icmpsel          ueq, r3, r4, 0, r3, 0
and              r3, r3, 31
mov_imm          r5, 4294967295, 0b0
bfeil            r3, 0, r5, r3
icmpsel          ueq, r3, r4, 0, r3, 0
and              r2, r2, 31
mov_imm          r4, 305419896, 0b0
bfeil            r2, 0, r4, r2
and              r2, r2, r3
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, 36
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
bad_wait:
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
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r4, 0, 1, r4
isub             r4, r4, 1
icmp_ballot      r5, ugt, 1, 0
and              r4, r5, r4
mov_imm          r5, 1, 0b0
simd_shuffle     r6, r5, 0
bfi              r7, 0, r4, 31
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r6, 0, r6
simd_shuffle     r7, r5, 1
bfi              r8, 0, r4, 30
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 2
bfi              r8, 0, r4, 29
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 3
bfi              r8, 0, r4, 28
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 4
bfi              r8, 0, r4, 27
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 5
bfi              r8, 0, r4, 26
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 6
bfi              r8, 0, r4, 25
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 7
bfi              r8, 0, r4, 24
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 8
bfi              r8, 0, r4, 23
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 9
bfi              r8, 0, r4, 22
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 10
bfi              r8, 0, r4, 21
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 11
bfi              r8, 0, r4, 20
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 12
bfi              r8, 0, r4, 19
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 13
bfi              r8, 0, r4, 18
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 14
bfi              r8, 0, r4, 17
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 15
bfi              r8, 0, r4, 16
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 16
bfi              r8, 0, r4, 15
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 17
bfi              r8, 0, r4, 14
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 18
bfi              r8, 0, r4, 13
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 19
bfi              r8, 0, r4, 12
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 20
bfi              r8, 0, r4, 11
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 21
bfi              r8, 0, r4, 10
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 22
bfi              r8, 0, r4, 9
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 23
bfi              r8, 0, r4, 8
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 24
bfi              r8, 0, r4, 7
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 25
bfi              r8, 0, r4, 6
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 26
bfi              r8, 0, r4, 5
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 27
bfi              r8, 0, r4, 4
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 28
bfi              r8, 0, r4, 3
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 29
bfi              r8, 0, r4, 2
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r7, r5, 30
bfi              r8, 0, r4, 1
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r6, r6, r7
simd_shuffle     r5, r5, 31
icmpsel          slt, r4, r4, 0, r5, 0
iadd             r4, r6, r4
mov_imm          r5, 0, 0b0
mov_imm          r6, 1, 0b0
simd_iadd        r6, r6
mov_imm          r7, 0, 0b0
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r10, 1, 0b0
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
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
mov              r10, r4
mov              r11, r5
mov              r12, r8
mov              r13, r9
icmpsel          ult, r10, r10, r12, 1, 0
icmpsel          ult, r12, r11, r13, 1, 0
icmpsel          ueq, r10, r11, r13, r10, r12
if_icmp          r0l, nueq, r10, 0, 1
jmp_exec_none    L1
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r4
mov              r13, r5
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L3:
pop_exec         r0l, 1
bfeil            r17, 0, r13, 31
bfeil            r18, 0, r14, 31
bfi              r19, 0, r15, 1
or               r18, r19, r18
iadd             r17, r17, r14, lsl 1
bfeil            r19, 0, r12, 31
iadd             r19, r19, r13, lsl 1
bfi              r20, 0, r12, 1
icmpsel          ult, r21, r17, r10, 1, 0
icmpsel          ult, r22, r18, r11, 1, 0
icmpsel          ueq, r21, r18, r11, r21, r22
mov              r22, r17
mov              r23, r18
mov              r24, r10
mov              r25, r11
isub             r22_r23, r22_r23, r24_r25
icmpsel          ueq, r17, r21, 0, r22, r17
icmpsel          ueq, r18, r21, 0, r23, r18
xor              r21, r21, 1
or               r20, r20, r21
mov              r12, r20
mov              r13, r19
mov              r14, r17
mov              r15, r18
isub             r16, r16, 1
if_icmp          r0l, nueq, r16, 0, 1
jmp_exec_any     L3
pop_exec         r0l, 1
mov              r10, r14
mov              r11, r15
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r4
mov              r15, r5
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L4:
pop_exec         r0l, 1
bfeil            r19, 0, r15, 31
bfeil            r20, 0, r16, 31
bfi              r21, 0, r17, 1
or               r20, r21, r20
iadd             r19, r19, r16, lsl 1
bfeil            r21, 0, r14, 31
iadd             r21, r21, r15, lsl 1
bfi              r22, 0, r14, 1
icmpsel          ult, r23, r19, r12, 1, 0
icmpsel          ult, r24, r20, r13, 1, 0
icmpsel          ueq, r23, r20, r13, r23, r24
mov              r24, r19
mov              r25, r20
mov              r26, r12
mov              r27, r13
isub             r24_r25, r24_r25, r26_r27
icmpsel          ueq, r19, r23, 0, r24, r19
icmpsel          ueq, r20, r23, 0, r25, r20
xor              r23, r23, 1
or               r22, r22, r23
mov              r14, r22
mov              r15, r21
mov              r16, r19
mov              r17, r20
isub             r18, r18, 1
if_icmp          r0l, nueq, r18, 0, 1
jmp_exec_any     L4
pop_exec         r0l, 1
mov              r12, r14
mov              r13, r15
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r10
mov              r17, r11
icmpsel          ult, r14, r16, r14, 1, 0
icmpsel          ult, r16, r17, r15, 1, 0
icmpsel          ueq, r14, r17, r15, r14, r16
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
mov              r15, r12
mov              r18, r13
icmpsel          ult, r15, r15, r16, 1, 0
icmpsel          ult, r16, r18, r17, 1, 0
icmpsel          ueq, r15, r18, r17, r15, r16
and              r14, r14, r15
and              r14, r14, 1
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov              r15, r12
mov              r18, r13
imadd            r20_r21, r15, r16, 0
imadd            r15, r15, r17, 0
imadd            r15, r18, r16, r15
mov              r16, r20
mov              r17, r21
iadd             r15, r17, r15
mov              r17, r15
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r10
mov              r20, r11
imadd            r22_r23, r15, r18, 0
imadd            r15, r15, r19, 0
imadd            r15, r20, r18, r15
mov              r18, r22
mov              r19, r23
iadd             r15, r19, r15
mov              r19, r15
iadd             r16_r17, r16_r17, r18_r19
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r18
mov              r18, r19
imadd            r20_r21, r12, r15, 0
imadd            r12, r12, r18, 0
imadd            r12, r13, r15, r12
mov              r13, r20
mov              r15, r21
iadd             r12, r15, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
mov              r15, r18
mov              r18, r19
imadd            r20_r21, r10, r15, 0
imadd            r10, r10, r18, 0
imadd            r10, r11, r15, r10
mov              r11, r20
mov              r15, r21
iadd             r10, r15, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
iadd             r10_r11, r12_r13, r10_r11
if_icmp          r0l, nueq, r14, 0, 1
jmp_exec_none    L5
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
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
mov              r12, u0
mov              r13, u1
iadd             r10_r11, r12_r13, r10_r11
device_load      0, i32, x, r10, r10_r11, 0, unsigned
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
mov_imm          r10, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L6:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r11, r16
mov              r14, r17
imadd            r16_r17, r11, r12, 0
imadd            r11, r11, r13, 0
imadd            r11, r14, r12, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r11, r12
mov              r12, r13
iadd             r11, u2, r11
threadgroup_store i32, x, r10, r11l, 0
iadd             r10_r11, r4_r5, r6_r7
mov              r4, r10
mov              r5, r11
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
mov_imm          r0l, 3
pop_exec         r0l, 0
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r4, 0, 0b0
mov_imm          r5, 0, 0b0
device_store     0, i32, xy, r4_r5, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
vote_masks:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
icmp_ballot      r2, ugt, 1, 0
get_sr           r3, sr80 (thread_position_in_grid.x)
icmp_ballot      r4, ugt, 1, 0
mov_imm          r5, 0, 0b0
and              r4, r2, r4
icmpsel          ueq, r4, r4, r2, 1, 0
mov_imm          r6, 4294967295, 0b0
mov_imm          r7, 0, 0b0
mov              r5, r6
mov              r6, r7
and              r5, r2, r5
icmpsel          ueq, r5, r5, r2, 1, 0
mov_imm          r6, 255, 0b0
mov_imm          r7, 0, 0b0
and              r6, r2, r6
icmpsel          ueq, r6, r6, r2, 1, 0
mov_imm          r8, 256, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
and              r7, r2, r7
icmpsel          ueq, r7, r7, 0, 0, 1
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
and              r2, r2, r8
icmpsel          ueq, r2, r2, 0, 0, 1
bfi              r7, 0, r7, 1
bfi              r5, 0, r5, 2
bfi              r4, 0, r4, 3
bfi              r2, 0, r2, 4
or               r6, r6, r7
or               r5, r6, r5
or               r4, r5, r4
or               r2, r4, r2
mov              r4, u0
mov              r5, u1
iadd             r4_r5, r4_r5, r3, lsl 2
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
coherent_matrix:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr52 (thread_index_in_simdgroup)
bfi              r2, 0, 1, r2
isub             r2, r2, 1
icmp_ballot      r3, ugt, 1, 0
and              r2, r3, r2
mov_imm          r3, 1, 0b0
simd_shuffle     r4, r3, 0
bfi              r5, 0, r2, 31
icmpsel          slt, r4, r5, 0, r4, 0
iadd             r4, 0, r4
simd_shuffle     r5, r3, 1
bfi              r6, 0, r2, 30
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 2
bfi              r6, 0, r2, 29
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 3
bfi              r6, 0, r2, 28
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 4
bfi              r6, 0, r2, 27
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 5
bfi              r6, 0, r2, 26
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 6
bfi              r6, 0, r2, 25
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 7
bfi              r6, 0, r2, 24
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 8
bfi              r6, 0, r2, 23
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 9
bfi              r6, 0, r2, 22
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 10
bfi              r6, 0, r2, 21
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 11
bfi              r6, 0, r2, 20
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 12
bfi              r6, 0, r2, 19
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 13
bfi              r6, 0, r2, 18
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 14
bfi              r6, 0, r2, 17
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 15
bfi              r6, 0, r2, 16
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 16
bfi              r6, 0, r2, 15
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 17
bfi              r6, 0, r2, 14
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 18
bfi              r6, 0, r2, 13
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 19
bfi              r6, 0, r2, 12
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 20
bfi              r6, 0, r2, 11
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 21
bfi              r6, 0, r2, 10
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 22
bfi              r6, 0, r2, 9
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 23
bfi              r6, 0, r2, 8
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 24
bfi              r6, 0, r2, 7
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 25
bfi              r6, 0, r2, 6
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 26
bfi              r6, 0, r2, 5
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 27
bfi              r6, 0, r2, 4
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 28
bfi              r6, 0, r2, 3
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 29
bfi              r6, 0, r2, 2
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r5, r3, 30
bfi              r6, 0, r2, 1
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r4, r4, r5
simd_shuffle     r3, r3, 31
icmpsel          slt, r2, r2, 0, r3, 0
iadd             r2, r4, r2
bfeil            r3, 0, r2, 2
and              r3, r3, 4
bfeil            r4, 0, r2, 1
and              r5, r4, 3
or               r3, r3, r5
and              r4, r4, 4
and              r2, r2, 1
bfi              r2, 0, r2, 1
or               r2, r4, r2
mov_imm          r4, 0, 0b0
mov_imm          r5, 0, 0b0
mov_imm          r6, 0, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r3
mov_imm          r9, 0, 0b0
iadd             r6_r7, r6_r7, r8_r9
mov              r8, r2
mov_imm          r9, 0, 0b0
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r8_r9, r10_r11
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
iadd             r10_r11, r10_r11, r6_r7
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
mov              r12, u0
mov              r13, u1
iadd             r10_r11, r12_r13, r10_r11
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
iadd             r8_r9, r8_r9, r12_r13
iadd             r4_r5, r4_r5, r8_r9
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
imadd            r12_r13, r4, r8, 0
imadd            r4, r4, r9, 0
imadd            r4, r5, r8, r4
mov              r5, r12
mov              r8, r13
iadd             r4, r8, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
iadd             r4_r5, r4_r5, r6_r7
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
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_load      0, i32, x, r6, r10_r11, 0, unsigned
device_load      0, i32, x, r4, r4_r5, 0, unsigned
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r3
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
mov_imm          r3, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r2_r3, r12_r13
iadd             r12_r13, r8_r9, r12_r13
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r5, r10
mov              r7, r11
imadd            r16_r17, r5, r14, 0
imadd            r5, r5, r15, 0
imadd            r5, r7, r14, r5
mov              r7, r16
mov              r14, r17
iadd             r5, r14, r5
mov              r14, r7
mov              r15, r5
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r5, r12
mov              r7, r13
mov              r12, r14
mov              r13, r15
imadd            r14_r15, r5, r12, 0
imadd            r5, r5, r13, 0
imadd            r5, r7, r12, r5
mov              r7, r14
mov              r12, r15
iadd             r5, r12, r5
mov              r12, r7
mov              r13, r5
mov              r14, u2
mov              r15, u3
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r2_r3, r2_r3, r14_r15
iadd             r2_r3, r8_r9, r2_r3
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
mov              r5, r10
mov              r7, r11
imadd            r10_r11, r5, r8, 0
imadd            r5, r5, r9, 0
imadd            r5, r7, r8, r5
mov              r7, r10
mov              r8, r11
iadd             r5, r8, r5
mov              r8, r7
mov              r9, r5
iadd             r2_r3, r8_r9, r2_r3
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r5, r8
mov              r7, r9
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r7, 0
imadd            r2, r3, r5, r2
mov              r3, r8
mov              r5, r9
iadd             r2, r5, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r8, u2
mov              r9, u3
iadd             r2_r3, r8_r9, r2_r3
wait             0
device_store     0, i32, x, r6, r12_r13, 0, unsigned, 0
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
copy_lanes_disagree:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr52 (thread_index_in_simdgroup)
mov_imm          r3, 65535, 0b0
and              r2, r2, r3
mov_imm          r3, 0, 0b0
bfi              r2, 0, r2, 2
iadd             r2, u2, r2
get_sr           r3, sr52 (thread_index_in_simdgroup)
bfi              r3, 0, 1, r3
isub             r3, r3, 1
icmp_ballot      r4, ugt, 1, 0
and              r3, r4, r3
mov_imm          r4, 1, 0b0
simd_shuffle     r5, r4, 0
bfi              r6, 0, r3, 31
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r5, 0, r5
simd_shuffle     r6, r4, 1
bfi              r7, 0, r3, 30
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 2
bfi              r7, 0, r3, 29
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 3
bfi              r7, 0, r3, 28
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 4
bfi              r7, 0, r3, 27
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 5
bfi              r7, 0, r3, 26
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 6
bfi              r7, 0, r3, 25
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 7
bfi              r7, 0, r3, 24
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 8
bfi              r7, 0, r3, 23
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 9
bfi              r7, 0, r3, 22
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 10
bfi              r7, 0, r3, 21
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 11
bfi              r7, 0, r3, 20
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 12
bfi              r7, 0, r3, 19
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 13
bfi              r7, 0, r3, 18
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 14
bfi              r7, 0, r3, 17
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 15
bfi              r7, 0, r3, 16
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 16
bfi              r7, 0, r3, 15
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 17
bfi              r7, 0, r3, 14
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 18
bfi              r7, 0, r3, 13
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 19
bfi              r7, 0, r3, 12
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 20
bfi              r7, 0, r3, 11
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 21
bfi              r7, 0, r3, 10
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 22
bfi              r7, 0, r3, 9
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 23
bfi              r7, 0, r3, 8
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 24
bfi              r7, 0, r3, 7
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 25
bfi              r7, 0, r3, 6
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 26
bfi              r7, 0, r3, 5
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 27
bfi              r7, 0, r3, 4
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 28
bfi              r7, 0, r3, 3
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 29
bfi              r7, 0, r3, 2
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r4, 30
bfi              r7, 0, r3, 1
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r4, r4, 31
icmpsel          slt, r3, r3, 0, r4, 0
iadd             r3, r5, r3
mov              r4, r3
mov_imm          r5, 0, 0b0
mov_imm          r3, 1, 0b0
simd_iadd        r3, r3
mov              r6, r3
mov_imm          r7, 0, 0b0
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r3, r9, 0
imadd            r3, r3, r10, 0
imadd            r3, r8, r9, r3
mov              r8, r12
mov              r9, r13
iadd             r3, r9, r3
mov              r9, r3
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
mov              r3, r4
mov              r10, r5
mov              r11, r8
mov              r12, r9
icmpsel          ult, r3, r3, r11, 1, 0
icmpsel          ult, r11, r10, r12, 1, 0
icmpsel          ueq, r3, r10, r12, r3, r11
if_icmp          r0l, nueq, r3, 0, 1
jmp_exec_none    L1
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r4
mov              r12, r5
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L3:
pop_exec         r0l, 1
bfeil            r16, 0, r12, 31
bfeil            r17, 0, r13, 31
bfi              r18, 0, r14, 1
or               r17, r18, r17
iadd             r16, r16, r13, lsl 1
bfeil            r18, 0, r3, 31
iadd             r18, r18, r12, lsl 1
bfi              r19, 0, r3, 1
icmpsel          ult, r20, r16, r10, 1, 0
icmpsel          ult, r21, r17, r11, 1, 0
icmpsel          ueq, r20, r17, r11, r20, r21
mov              r22, r16
mov              r23, r17
mov              r24, r10
mov              r25, r11
isub             r22_r23, r22_r23, r24_r25
mov              r21, r22
mov              r22, r23
icmpsel          ueq, r16, r20, 0, r21, r16
icmpsel          ueq, r17, r20, 0, r22, r17
xor              r20, r20, 1
or               r19, r19, r20
mov              r3, r19
mov              r12, r18
mov              r13, r16
mov              r14, r17
isub             r15, r15, 1
if_icmp          r0l, nueq, r15, 0, 1
jmp_exec_any     L3
pop_exec         r0l, 1
mov              r10, r13
mov              r11, r14
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r4
mov              r14, r5
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 64, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L4:
pop_exec         r0l, 1
bfeil            r18, 0, r14, 31
bfeil            r19, 0, r15, 31
bfi              r20, 0, r16, 1
or               r19, r20, r19
iadd             r18, r18, r15, lsl 1
bfeil            r20, 0, r3, 31
iadd             r20, r20, r14, lsl 1
bfi              r21, 0, r3, 1
icmpsel          ult, r22, r18, r12, 1, 0
icmpsel          ult, r23, r19, r13, 1, 0
icmpsel          ueq, r22, r19, r13, r22, r23
mov              r24, r18
mov              r25, r19
mov              r26, r12
mov              r27, r13
isub             r24_r25, r24_r25, r26_r27
mov              r23, r24
mov              r24, r25
icmpsel          ueq, r18, r22, 0, r23, r18
icmpsel          ueq, r19, r22, 0, r24, r19
xor              r22, r22, 1
or               r21, r21, r22
mov              r3, r21
mov              r14, r20
mov              r15, r18
mov              r16, r19
isub             r17, r17, 1
if_icmp          r0l, nueq, r17, 0, 1
jmp_exec_any     L4
pop_exec         r0l, 1
mov              r12, r3
mov              r13, r14
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r10
mov              r16, r11
icmpsel          ult, r3, r3, r14, 1, 0
icmpsel          ult, r14, r16, r15, 1, 0
icmpsel          ueq, r3, r16, r15, r3, r14
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r12
mov              r17, r13
icmpsel          ult, r14, r16, r14, 1, 0
icmpsel          ult, r16, r17, r15, 1, 0
icmpsel          ueq, r14, r17, r15, r14, r16
and              r3, r3, r14
and              r3, r3, 1
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r12
mov              r17, r13
imadd            r18_r19, r16, r14, 0
imadd            r15, r16, r15, 0
imadd            r14, r17, r14, r15
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
mov              r18, r10
mov              r19, r11
imadd            r20_r21, r18, r16, 0
imadd            r17, r18, r17, 0
imadd            r16, r19, r16, r17
mov              r17, r20
mov              r18, r21
iadd             r16, r18, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r14_r15, r14_r15, r16_r17
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
imadd            r18_r19, r12, r16, 0
imadd            r12, r12, r17, 0
imadd            r12, r13, r16, r12
mov              r13, r18
mov              r16, r19
iadd             r12, r16, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
imadd            r18_r19, r10, r16, 0
imadd            r10, r10, r17, 0
imadd            r10, r11, r16, r10
mov              r11, r18
mov              r16, r19
iadd             r10, r16, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
iadd             r10_r11, r12_r13, r10_r11
if_icmp          r0l, nueq, r3, 0, 1
jmp_exec_none    L5
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r16_r17, r3, r11, 0
imadd            r3, r3, r12, 0
imadd            r3, r10, r11, r3
mov              r10, r16
mov              r11, r17
iadd             r3, r11, r3
mov              r11, r3
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
mov              r12, u0
mov              r13, u1
iadd             r10_r11, r12_r13, r10_r11
device_load      0, i32, x, r3, r10_r11, 0, unsigned
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
mov_imm          r3, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L6:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r14
mov              r13, r15
imadd            r14_r15, r12, r10, 0
imadd            r11, r12, r11, 0
imadd            r10, r13, r10, r11
mov              r11, r14
mov              r12, r15
iadd             r10, r12, r10
xor              r10l, r10l, r11l
xor              r11l, r11l, r10l
xor              r10l, r10l, r11l
xor              r10h, r10h, r11h
xor              r11h, r11h, r10h
xor              r10h, r10h, r11h
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
iadd             r10, r2, r10
threadgroup_store i32, x, r3, r10l, 0
iadd             r10_r11, r4_r5, r6_r7
mov              r4, r10
mov              r5, r11
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
mov_imm          r0l, 3
pop_exec         r0l, 0
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
