bit_reshape:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r2_r3, r6_r7, r2, lsl 3
device_load      0, i32, xy, r2_r3, r2_r3, 0, unsigned
wait             0
mov              r6, r2
mov              r7, r3
mov_imm          r8, 16, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
mov              r9, r6
mov              r12, r7
get_sr           r13, sr52 (thread_index_in_simdgroup)
mov_imm          r14, 65535, 0b0
and              r14, r8, r14
mov_imm          r15, 63551, 0b0
imadd            r15, r14, r15, 0
bfeil            r15, 0, r15, 21
imadd            r15, r15, 33, 0
isub             r14, r14, r15
iadd             r13, r13, r14
icmpsel          ugt, r13, r13, 31, 32, r13
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r14, r14, 0, 32, r13
simd_shuffle     r15, r9, 0
icmpsel          ueq, r15, r14, 0, r15, r9
simd_shuffle     r16, r9, 1
icmpsel          ueq, r15, r14, 1, r16, r15
simd_shuffle     r16, r9, 2
icmpsel          ueq, r15, r14, 2, r16, r15
simd_shuffle     r16, r9, 3
icmpsel          ueq, r15, r14, 3, r16, r15
simd_shuffle     r16, r9, 4
icmpsel          ueq, r15, r14, 4, r16, r15
simd_shuffle     r16, r9, 5
icmpsel          ueq, r15, r14, 5, r16, r15
simd_shuffle     r16, r9, 6
icmpsel          ueq, r15, r14, 6, r16, r15
simd_shuffle     r16, r9, 7
icmpsel          ueq, r15, r14, 7, r16, r15
simd_shuffle     r16, r9, 8
icmpsel          ueq, r15, r14, 8, r16, r15
simd_shuffle     r16, r9, 9
icmpsel          ueq, r15, r14, 9, r16, r15
simd_shuffle     r16, r9, 10
icmpsel          ueq, r15, r14, 10, r16, r15
simd_shuffle     r16, r9, 11
icmpsel          ueq, r15, r14, 11, r16, r15
simd_shuffle     r16, r9, 12
icmpsel          ueq, r15, r14, 12, r16, r15
simd_shuffle     r16, r9, 13
icmpsel          ueq, r15, r14, 13, r16, r15
simd_shuffle     r16, r9, 14
icmpsel          ueq, r15, r14, 14, r16, r15
simd_shuffle     r16, r9, 15
icmpsel          ueq, r15, r14, 15, r16, r15
simd_shuffle     r16, r9, 16
icmpsel          ueq, r15, r14, 16, r16, r15
simd_shuffle     r16, r9, 17
icmpsel          ueq, r15, r14, 17, r16, r15
simd_shuffle     r16, r9, 18
icmpsel          ueq, r15, r14, 18, r16, r15
simd_shuffle     r16, r9, 19
icmpsel          ueq, r15, r14, 19, r16, r15
simd_shuffle     r16, r9, 20
icmpsel          ueq, r15, r14, 20, r16, r15
simd_shuffle     r16, r9, 21
icmpsel          ueq, r15, r14, 21, r16, r15
simd_shuffle     r16, r9, 22
icmpsel          ueq, r15, r14, 22, r16, r15
simd_shuffle     r16, r9, 23
icmpsel          ueq, r15, r14, 23, r16, r15
simd_shuffle     r16, r9, 24
icmpsel          ueq, r15, r14, 24, r16, r15
simd_shuffle     r16, r9, 25
icmpsel          ueq, r15, r14, 25, r16, r15
simd_shuffle     r16, r9, 26
icmpsel          ueq, r15, r14, 26, r16, r15
simd_shuffle     r16, r9, 27
icmpsel          ueq, r15, r14, 27, r16, r15
simd_shuffle     r16, r9, 28
icmpsel          ueq, r15, r14, 28, r16, r15
simd_shuffle     r16, r9, 29
icmpsel          ueq, r15, r14, 29, r16, r15
simd_shuffle     r16, r9, 30
icmpsel          ueq, r15, r14, 30, r16, r15
simd_shuffle     r9, r9, 31
icmpsel          ueq, r9, r14, 31, r9, r15
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r13, r14, 0, 32, r13
simd_shuffle     r14, r12, 0
icmpsel          ueq, r14, r13, 0, r14, r12
simd_shuffle     r15, r12, 1
icmpsel          ueq, r14, r13, 1, r15, r14
simd_shuffle     r15, r12, 2
icmpsel          ueq, r14, r13, 2, r15, r14
simd_shuffle     r15, r12, 3
icmpsel          ueq, r14, r13, 3, r15, r14
simd_shuffle     r15, r12, 4
icmpsel          ueq, r14, r13, 4, r15, r14
simd_shuffle     r15, r12, 5
icmpsel          ueq, r14, r13, 5, r15, r14
simd_shuffle     r15, r12, 6
icmpsel          ueq, r14, r13, 6, r15, r14
simd_shuffle     r15, r12, 7
icmpsel          ueq, r14, r13, 7, r15, r14
simd_shuffle     r15, r12, 8
icmpsel          ueq, r14, r13, 8, r15, r14
simd_shuffle     r15, r12, 9
icmpsel          ueq, r14, r13, 9, r15, r14
simd_shuffle     r15, r12, 10
icmpsel          ueq, r14, r13, 10, r15, r14
simd_shuffle     r15, r12, 11
icmpsel          ueq, r14, r13, 11, r15, r14
simd_shuffle     r15, r12, 12
icmpsel          ueq, r14, r13, 12, r15, r14
simd_shuffle     r15, r12, 13
icmpsel          ueq, r14, r13, 13, r15, r14
simd_shuffle     r15, r12, 14
icmpsel          ueq, r14, r13, 14, r15, r14
simd_shuffle     r15, r12, 15
icmpsel          ueq, r14, r13, 15, r15, r14
simd_shuffle     r15, r12, 16
icmpsel          ueq, r14, r13, 16, r15, r14
simd_shuffle     r15, r12, 17
icmpsel          ueq, r14, r13, 17, r15, r14
simd_shuffle     r15, r12, 18
icmpsel          ueq, r14, r13, 18, r15, r14
simd_shuffle     r15, r12, 19
icmpsel          ueq, r14, r13, 19, r15, r14
simd_shuffle     r15, r12, 20
icmpsel          ueq, r14, r13, 20, r15, r14
simd_shuffle     r15, r12, 21
icmpsel          ueq, r14, r13, 21, r15, r14
simd_shuffle     r15, r12, 22
icmpsel          ueq, r14, r13, 22, r15, r14
simd_shuffle     r15, r12, 23
icmpsel          ueq, r14, r13, 23, r15, r14
simd_shuffle     r15, r12, 24
icmpsel          ueq, r14, r13, 24, r15, r14
simd_shuffle     r15, r12, 25
icmpsel          ueq, r14, r13, 25, r15, r14
simd_shuffle     r15, r12, 26
icmpsel          ueq, r14, r13, 26, r15, r14
simd_shuffle     r15, r12, 27
icmpsel          ueq, r14, r13, 27, r15, r14
simd_shuffle     r15, r12, 28
icmpsel          ueq, r14, r13, 28, r15, r14
simd_shuffle     r15, r12, 29
icmpsel          ueq, r14, r13, 29, r15, r14
simd_shuffle     r15, r12, 30
icmpsel          ueq, r14, r13, 30, r15, r14
simd_shuffle     r12, r12, 31
icmpsel          ueq, r12, r13, 31, r12, r14
mov              r13l, r12l
mov              r12l, r9l
mov              r13h, r12h
mov              r12h, r9h
iadd             r10_r11, r6_r7, r12_r13
bfeil            r9, 0, r8, 1
mov_imm          r12, 65535, 0b0
and              r9, r9, r12
icmpsel          ult, r12, r8, 2, 1, 0
if_icmp          r0l, nueq, r12, 0, 1
jmp_exec_none    L1
mov_imm          r0l, 3
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
mov              r8, r9
mov              r6, r10
mov              r7, r11
mov_imm          r0l, 2
pop_exec         r0l, 0
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
mov              r6, r3
mov_imm          r7, 0, 0b0
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
and              r8, r8, 63
isub             r9, r8, 32
isub             r12, 32, r8
bfi              r7, 0, r7, r8
bfeil            r12, 0, r6, r12
bfi              r9, 0, r6, r9
or               r7, r7, r12
or               r7, r7, r9
bfi              r6, 0, r6, r8
and              r8, r2, 255
mov_imm          r9, 0, 0b0
or               r6, r6, r8
or               r7, r7, r9
and              r8, r3, 255
bfeil            r9, 0, r3, 8
and              r9, r9, 255
bfeil            r12, 0, r3, 16
and              r12, r12, 255
bfeil            r13, 0, r3, 24
iadd             r8, r8, 1
and              r8, r8, 255
iadd             r9, r9, 1
and              r9, r9, 255
iadd             r12, r12, 1
and              r12, r12, 255
iadd             r13, r13, 1
and              r13, r13, 255
bfi              r9, 0, r9, 8
or               r8, r8, r9
bfi              r9, 0, r12, 16
or               r8, r8, r9
bfi              r9, 0, r13, 24
or               r8, r8, r9
mov_imm          r9, 0, 0b0
bfeil            r2, 0, r2, 16
bfeil            r3, 0, r3, 16
mov              r12, r3
mov_imm          r13, 0, 0b0
mov_imm          r14, 16, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
and              r13, r13, 63
isub             r14, r13, 32
isub             r15, 32, r13
bfi              r12, 0, r12, r13
bfeil            r15, 0, r3, r15
bfi              r14, 0, r3, r14
or               r12, r12, r15
or               r12, r12, r14
bfi              r3, 0, r3, r13
mov              r13l, r12l
mov              r12l, r3l
mov              r13h, r12h
mov              r12h, r3h
mov_imm          r3, 0, 0b0
or               r2, r12, r2
or               r3, r13, r3
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
mov              r14, u2
mov              r15, u3
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
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, xy, r6_r7, r10_r11, 0, unsigned, 0
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
imadd            r12_r13, r6, r10, 0
imadd            r6, r6, r11, 0
imadd            r6, r7, r10, r6
mov              r7, r12
mov              r10, r13
iadd             r6, r10, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r10, u2
mov              r11, u3
iadd             r6_r7, r10_r11, r6_r7
device_store     0, i32, xy, r8_r9, r6_r7, 0, unsigned, 0
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
mov              r6, u2
mov              r7, u3
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, xy, r2_r3, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
