shuffle_fill:
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
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r6, r6_r7, 0, unsigned
mov_imm          r8, 12, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r8
mov              r8, r9
imadd            r10_r11, r4, r7, 0
imadd            r4, r4, r8, 0
imadd            r4, r5, r7, r4
mov              r5, r10
mov              r7, r11
iadd             r4, r7, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
wait             0
fmul32           r7, r3, 2.0
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 31
isub             r8, r8, 3
iadd             r10, r8, 32
icmpsel          ult, r11, r9, 3, 1, 0
icmpsel          ult, r8, r9, 3, r10, r8
icmpsel          ueq, r9, r11, 0, r8, 32
icmpsel          ueq, r8, r11, 0, 32, r8
icmp_ballot      r10, ugt, 1, 0
and              r11, r9, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r9, r10, 0, 32, r9
simd_shuffle     r10, r3, 0
icmpsel          ueq, r10, r9, 0, r10, r3
simd_shuffle     r11, r3, 1
icmpsel          ueq, r10, r9, 1, r11, r10
simd_shuffle     r11, r3, 2
icmpsel          ueq, r10, r9, 2, r11, r10
simd_shuffle     r11, r3, 3
icmpsel          ueq, r10, r9, 3, r11, r10
simd_shuffle     r11, r3, 4
icmpsel          ueq, r10, r9, 4, r11, r10
simd_shuffle     r11, r3, 5
icmpsel          ueq, r10, r9, 5, r11, r10
simd_shuffle     r11, r3, 6
icmpsel          ueq, r10, r9, 6, r11, r10
simd_shuffle     r11, r3, 7
icmpsel          ueq, r10, r9, 7, r11, r10
simd_shuffle     r11, r3, 8
icmpsel          ueq, r10, r9, 8, r11, r10
simd_shuffle     r11, r3, 9
icmpsel          ueq, r10, r9, 9, r11, r10
simd_shuffle     r11, r3, 10
icmpsel          ueq, r10, r9, 10, r11, r10
simd_shuffle     r11, r3, 11
icmpsel          ueq, r10, r9, 11, r11, r10
simd_shuffle     r11, r3, 12
icmpsel          ueq, r10, r9, 12, r11, r10
simd_shuffle     r11, r3, 13
icmpsel          ueq, r10, r9, 13, r11, r10
simd_shuffle     r11, r3, 14
icmpsel          ueq, r10, r9, 14, r11, r10
simd_shuffle     r11, r3, 15
icmpsel          ueq, r10, r9, 15, r11, r10
simd_shuffle     r11, r3, 16
icmpsel          ueq, r10, r9, 16, r11, r10
simd_shuffle     r11, r3, 17
icmpsel          ueq, r10, r9, 17, r11, r10
simd_shuffle     r11, r3, 18
icmpsel          ueq, r10, r9, 18, r11, r10
simd_shuffle     r11, r3, 19
icmpsel          ueq, r10, r9, 19, r11, r10
simd_shuffle     r11, r3, 20
icmpsel          ueq, r10, r9, 20, r11, r10
simd_shuffle     r11, r3, 21
icmpsel          ueq, r10, r9, 21, r11, r10
simd_shuffle     r11, r3, 22
icmpsel          ueq, r10, r9, 22, r11, r10
simd_shuffle     r11, r3, 23
icmpsel          ueq, r10, r9, 23, r11, r10
simd_shuffle     r11, r3, 24
icmpsel          ueq, r10, r9, 24, r11, r10
simd_shuffle     r11, r3, 25
icmpsel          ueq, r10, r9, 25, r11, r10
simd_shuffle     r11, r3, 26
icmpsel          ueq, r10, r9, 26, r11, r10
simd_shuffle     r11, r3, 27
icmpsel          ueq, r10, r9, 27, r11, r10
simd_shuffle     r11, r3, 28
icmpsel          ueq, r10, r9, 28, r11, r10
simd_shuffle     r11, r3, 29
icmpsel          ueq, r10, r9, 29, r11, r10
simd_shuffle     r11, r3, 30
icmpsel          ueq, r10, r9, 30, r11, r10
simd_shuffle     r11, r3, 31
icmpsel          ueq, r9, r9, 31, r11, r10
icmp_ballot      r10, ugt, 1, 0
and              r11, r8, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r8, r10, 0, 32, r8
simd_shuffle     r10, r7, 0
icmpsel          ueq, r9, r8, 0, r10, r9
simd_shuffle     r10, r7, 1
icmpsel          ueq, r9, r8, 1, r10, r9
simd_shuffle     r10, r7, 2
icmpsel          ueq, r9, r8, 2, r10, r9
simd_shuffle     r10, r7, 3
icmpsel          ueq, r9, r8, 3, r10, r9
simd_shuffle     r10, r7, 4
icmpsel          ueq, r9, r8, 4, r10, r9
simd_shuffle     r10, r7, 5
icmpsel          ueq, r9, r8, 5, r10, r9
simd_shuffle     r10, r7, 6
icmpsel          ueq, r9, r8, 6, r10, r9
simd_shuffle     r10, r7, 7
icmpsel          ueq, r9, r8, 7, r10, r9
simd_shuffle     r10, r7, 8
icmpsel          ueq, r9, r8, 8, r10, r9
simd_shuffle     r10, r7, 9
icmpsel          ueq, r9, r8, 9, r10, r9
simd_shuffle     r10, r7, 10
icmpsel          ueq, r9, r8, 10, r10, r9
simd_shuffle     r10, r7, 11
icmpsel          ueq, r9, r8, 11, r10, r9
simd_shuffle     r10, r7, 12
icmpsel          ueq, r9, r8, 12, r10, r9
simd_shuffle     r10, r7, 13
icmpsel          ueq, r9, r8, 13, r10, r9
simd_shuffle     r10, r7, 14
icmpsel          ueq, r9, r8, 14, r10, r9
simd_shuffle     r10, r7, 15
icmpsel          ueq, r9, r8, 15, r10, r9
simd_shuffle     r10, r7, 16
icmpsel          ueq, r9, r8, 16, r10, r9
simd_shuffle     r10, r7, 17
icmpsel          ueq, r9, r8, 17, r10, r9
simd_shuffle     r10, r7, 18
icmpsel          ueq, r9, r8, 18, r10, r9
simd_shuffle     r10, r7, 19
icmpsel          ueq, r9, r8, 19, r10, r9
simd_shuffle     r10, r7, 20
icmpsel          ueq, r9, r8, 20, r10, r9
simd_shuffle     r10, r7, 21
icmpsel          ueq, r9, r8, 21, r10, r9
simd_shuffle     r10, r7, 22
icmpsel          ueq, r9, r8, 22, r10, r9
simd_shuffle     r10, r7, 23
icmpsel          ueq, r9, r8, 23, r10, r9
simd_shuffle     r10, r7, 24
icmpsel          ueq, r9, r8, 24, r10, r9
simd_shuffle     r10, r7, 25
icmpsel          ueq, r9, r8, 25, r10, r9
simd_shuffle     r10, r7, 26
icmpsel          ueq, r9, r8, 26, r10, r9
simd_shuffle     r10, r7, 27
icmpsel          ueq, r9, r8, 27, r10, r9
simd_shuffle     r10, r7, 28
icmpsel          ueq, r9, r8, 28, r10, r9
simd_shuffle     r10, r7, 29
icmpsel          ueq, r9, r8, 29, r10, r9
simd_shuffle     r10, r7, 30
icmpsel          ueq, r9, r8, 30, r10, r9
simd_shuffle     r7, r7, 31
icmpsel          ueq, r7, r8, 31, r7, r9
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
device_store     0, i32, x, r7, r8_r9, 0, unsigned, 0
iadd             r7, r6, 100
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 7
iadd             r8, r8, 5
isub             r10, r8, 8
iadd             r9, r9, 5
icmpsel          ult, r11, r9, 8, 0, 1
icmpsel          ult, r8, r9, 8, r8, r10
icmpsel          ueq, r9, r11, 0, r8, 32
icmpsel          ueq, r8, r11, 0, 32, r8
icmp_ballot      r10, ugt, 1, 0
and              r11, r9, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r9, r10, 0, 32, r9
simd_shuffle     r10, r6, 0
icmpsel          ueq, r10, r9, 0, r10, r6
simd_shuffle     r11, r6, 1
icmpsel          ueq, r10, r9, 1, r11, r10
simd_shuffle     r11, r6, 2
icmpsel          ueq, r10, r9, 2, r11, r10
simd_shuffle     r11, r6, 3
icmpsel          ueq, r10, r9, 3, r11, r10
simd_shuffle     r11, r6, 4
icmpsel          ueq, r10, r9, 4, r11, r10
simd_shuffle     r11, r6, 5
icmpsel          ueq, r10, r9, 5, r11, r10
simd_shuffle     r11, r6, 6
icmpsel          ueq, r10, r9, 6, r11, r10
simd_shuffle     r11, r6, 7
icmpsel          ueq, r10, r9, 7, r11, r10
simd_shuffle     r11, r6, 8
icmpsel          ueq, r10, r9, 8, r11, r10
simd_shuffle     r11, r6, 9
icmpsel          ueq, r10, r9, 9, r11, r10
simd_shuffle     r11, r6, 10
icmpsel          ueq, r10, r9, 10, r11, r10
simd_shuffle     r11, r6, 11
icmpsel          ueq, r10, r9, 11, r11, r10
simd_shuffle     r11, r6, 12
icmpsel          ueq, r10, r9, 12, r11, r10
simd_shuffle     r11, r6, 13
icmpsel          ueq, r10, r9, 13, r11, r10
simd_shuffle     r11, r6, 14
icmpsel          ueq, r10, r9, 14, r11, r10
simd_shuffle     r11, r6, 15
icmpsel          ueq, r10, r9, 15, r11, r10
simd_shuffle     r11, r6, 16
icmpsel          ueq, r10, r9, 16, r11, r10
simd_shuffle     r11, r6, 17
icmpsel          ueq, r10, r9, 17, r11, r10
simd_shuffle     r11, r6, 18
icmpsel          ueq, r10, r9, 18, r11, r10
simd_shuffle     r11, r6, 19
icmpsel          ueq, r10, r9, 19, r11, r10
simd_shuffle     r11, r6, 20
icmpsel          ueq, r10, r9, 20, r11, r10
simd_shuffle     r11, r6, 21
icmpsel          ueq, r10, r9, 21, r11, r10
simd_shuffle     r11, r6, 22
icmpsel          ueq, r10, r9, 22, r11, r10
simd_shuffle     r11, r6, 23
icmpsel          ueq, r10, r9, 23, r11, r10
simd_shuffle     r11, r6, 24
icmpsel          ueq, r10, r9, 24, r11, r10
simd_shuffle     r11, r6, 25
icmpsel          ueq, r10, r9, 25, r11, r10
simd_shuffle     r11, r6, 26
icmpsel          ueq, r10, r9, 26, r11, r10
simd_shuffle     r11, r6, 27
icmpsel          ueq, r10, r9, 27, r11, r10
simd_shuffle     r11, r6, 28
icmpsel          ueq, r10, r9, 28, r11, r10
simd_shuffle     r11, r6, 29
icmpsel          ueq, r10, r9, 29, r11, r10
simd_shuffle     r11, r6, 30
icmpsel          ueq, r10, r9, 30, r11, r10
simd_shuffle     r11, r6, 31
icmpsel          ueq, r9, r9, 31, r11, r10
icmp_ballot      r10, ugt, 1, 0
and              r11, r8, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r8, r10, 0, 32, r8
simd_shuffle     r10, r7, 0
icmpsel          ueq, r9, r8, 0, r10, r9
simd_shuffle     r10, r7, 1
icmpsel          ueq, r9, r8, 1, r10, r9
simd_shuffle     r10, r7, 2
icmpsel          ueq, r9, r8, 2, r10, r9
simd_shuffle     r10, r7, 3
icmpsel          ueq, r9, r8, 3, r10, r9
simd_shuffle     r10, r7, 4
icmpsel          ueq, r9, r8, 4, r10, r9
simd_shuffle     r10, r7, 5
icmpsel          ueq, r9, r8, 5, r10, r9
simd_shuffle     r10, r7, 6
icmpsel          ueq, r9, r8, 6, r10, r9
simd_shuffle     r10, r7, 7
icmpsel          ueq, r9, r8, 7, r10, r9
simd_shuffle     r10, r7, 8
icmpsel          ueq, r9, r8, 8, r10, r9
simd_shuffle     r10, r7, 9
icmpsel          ueq, r9, r8, 9, r10, r9
simd_shuffle     r10, r7, 10
icmpsel          ueq, r9, r8, 10, r10, r9
simd_shuffle     r10, r7, 11
icmpsel          ueq, r9, r8, 11, r10, r9
simd_shuffle     r10, r7, 12
icmpsel          ueq, r9, r8, 12, r10, r9
simd_shuffle     r10, r7, 13
icmpsel          ueq, r9, r8, 13, r10, r9
simd_shuffle     r10, r7, 14
icmpsel          ueq, r9, r8, 14, r10, r9
simd_shuffle     r10, r7, 15
icmpsel          ueq, r9, r8, 15, r10, r9
simd_shuffle     r10, r7, 16
icmpsel          ueq, r9, r8, 16, r10, r9
simd_shuffle     r10, r7, 17
icmpsel          ueq, r9, r8, 17, r10, r9
simd_shuffle     r10, r7, 18
icmpsel          ueq, r9, r8, 18, r10, r9
simd_shuffle     r10, r7, 19
icmpsel          ueq, r9, r8, 19, r10, r9
simd_shuffle     r10, r7, 20
icmpsel          ueq, r9, r8, 20, r10, r9
simd_shuffle     r10, r7, 21
icmpsel          ueq, r9, r8, 21, r10, r9
simd_shuffle     r10, r7, 22
icmpsel          ueq, r9, r8, 22, r10, r9
simd_shuffle     r10, r7, 23
icmpsel          ueq, r9, r8, 23, r10, r9
simd_shuffle     r10, r7, 24
icmpsel          ueq, r9, r8, 24, r10, r9
simd_shuffle     r10, r7, 25
icmpsel          ueq, r9, r8, 25, r10, r9
simd_shuffle     r10, r7, 26
icmpsel          ueq, r9, r8, 26, r10, r9
simd_shuffle     r10, r7, 27
icmpsel          ueq, r9, r8, 27, r10, r9
simd_shuffle     r10, r7, 28
icmpsel          ueq, r9, r8, 28, r10, r9
simd_shuffle     r10, r7, 29
icmpsel          ueq, r9, r8, 29, r10, r9
simd_shuffle     r10, r7, 30
icmpsel          ueq, r9, r8, 30, r10, r9
simd_shuffle     r10, r7, 31
icmpsel          ueq, r8, r8, 31, r10, r9
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
and              r8, r6, 255
iadd             r9, r8, 50
and              r9, r9, 255
get_sr           r10, sr52 (thread_index_in_simdgroup)
and              r11, r10, 3
isub             r10, r10, 1
iadd             r12, r10, 4
icmpsel          ult, r13, r11, 1, 1, 0
icmpsel          ult, r10, r11, 1, r12, r10
icmpsel          ueq, r11, r13, 0, r10, 32
icmpsel          ueq, r10, r13, 0, 32, r10
icmp_ballot      r12, ugt, 1, 0
and              r13, r11, 31
bfeil            r12, 0, r12, r13
and              r12, r12, 1
icmpsel          ueq, r11, r12, 0, 32, r11
simd_shuffle     r12, r8, 0
icmpsel          ueq, r12, r11, 0, r12, r8
simd_shuffle     r13, r8, 1
icmpsel          ueq, r12, r11, 1, r13, r12
simd_shuffle     r13, r8, 2
icmpsel          ueq, r12, r11, 2, r13, r12
simd_shuffle     r13, r8, 3
icmpsel          ueq, r12, r11, 3, r13, r12
simd_shuffle     r13, r8, 4
icmpsel          ueq, r12, r11, 4, r13, r12
simd_shuffle     r13, r8, 5
icmpsel          ueq, r12, r11, 5, r13, r12
simd_shuffle     r13, r8, 6
icmpsel          ueq, r12, r11, 6, r13, r12
simd_shuffle     r13, r8, 7
icmpsel          ueq, r12, r11, 7, r13, r12
simd_shuffle     r13, r8, 8
icmpsel          ueq, r12, r11, 8, r13, r12
simd_shuffle     r13, r8, 9
icmpsel          ueq, r12, r11, 9, r13, r12
simd_shuffle     r13, r8, 10
icmpsel          ueq, r12, r11, 10, r13, r12
simd_shuffle     r13, r8, 11
icmpsel          ueq, r12, r11, 11, r13, r12
simd_shuffle     r13, r8, 12
icmpsel          ueq, r12, r11, 12, r13, r12
simd_shuffle     r13, r8, 13
icmpsel          ueq, r12, r11, 13, r13, r12
simd_shuffle     r13, r8, 14
icmpsel          ueq, r12, r11, 14, r13, r12
simd_shuffle     r13, r8, 15
icmpsel          ueq, r12, r11, 15, r13, r12
simd_shuffle     r13, r8, 16
icmpsel          ueq, r12, r11, 16, r13, r12
simd_shuffle     r13, r8, 17
icmpsel          ueq, r12, r11, 17, r13, r12
simd_shuffle     r13, r8, 18
icmpsel          ueq, r12, r11, 18, r13, r12
simd_shuffle     r13, r8, 19
icmpsel          ueq, r12, r11, 19, r13, r12
simd_shuffle     r13, r8, 20
icmpsel          ueq, r12, r11, 20, r13, r12
simd_shuffle     r13, r8, 21
icmpsel          ueq, r12, r11, 21, r13, r12
simd_shuffle     r13, r8, 22
icmpsel          ueq, r12, r11, 22, r13, r12
simd_shuffle     r13, r8, 23
icmpsel          ueq, r12, r11, 23, r13, r12
simd_shuffle     r13, r8, 24
icmpsel          ueq, r12, r11, 24, r13, r12
simd_shuffle     r13, r8, 25
icmpsel          ueq, r12, r11, 25, r13, r12
simd_shuffle     r13, r8, 26
icmpsel          ueq, r12, r11, 26, r13, r12
simd_shuffle     r13, r8, 27
icmpsel          ueq, r12, r11, 27, r13, r12
simd_shuffle     r13, r8, 28
icmpsel          ueq, r12, r11, 28, r13, r12
simd_shuffle     r13, r8, 29
icmpsel          ueq, r12, r11, 29, r13, r12
simd_shuffle     r13, r8, 30
icmpsel          ueq, r12, r11, 30, r13, r12
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r11, 31, r8, r12
icmp_ballot      r11, ugt, 1, 0
and              r12, r10, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r9, 0
icmpsel          ueq, r8, r10, 0, r11, r8
simd_shuffle     r11, r9, 1
icmpsel          ueq, r8, r10, 1, r11, r8
simd_shuffle     r11, r9, 2
icmpsel          ueq, r8, r10, 2, r11, r8
simd_shuffle     r11, r9, 3
icmpsel          ueq, r8, r10, 3, r11, r8
simd_shuffle     r11, r9, 4
icmpsel          ueq, r8, r10, 4, r11, r8
simd_shuffle     r11, r9, 5
icmpsel          ueq, r8, r10, 5, r11, r8
simd_shuffle     r11, r9, 6
icmpsel          ueq, r8, r10, 6, r11, r8
simd_shuffle     r11, r9, 7
icmpsel          ueq, r8, r10, 7, r11, r8
simd_shuffle     r11, r9, 8
icmpsel          ueq, r8, r10, 8, r11, r8
simd_shuffle     r11, r9, 9
icmpsel          ueq, r8, r10, 9, r11, r8
simd_shuffle     r11, r9, 10
icmpsel          ueq, r8, r10, 10, r11, r8
simd_shuffle     r11, r9, 11
icmpsel          ueq, r8, r10, 11, r11, r8
simd_shuffle     r11, r9, 12
icmpsel          ueq, r8, r10, 12, r11, r8
simd_shuffle     r11, r9, 13
icmpsel          ueq, r8, r10, 13, r11, r8
simd_shuffle     r11, r9, 14
icmpsel          ueq, r8, r10, 14, r11, r8
simd_shuffle     r11, r9, 15
icmpsel          ueq, r8, r10, 15, r11, r8
simd_shuffle     r11, r9, 16
icmpsel          ueq, r8, r10, 16, r11, r8
simd_shuffle     r11, r9, 17
icmpsel          ueq, r8, r10, 17, r11, r8
simd_shuffle     r11, r9, 18
icmpsel          ueq, r8, r10, 18, r11, r8
simd_shuffle     r11, r9, 19
icmpsel          ueq, r8, r10, 19, r11, r8
simd_shuffle     r11, r9, 20
icmpsel          ueq, r8, r10, 20, r11, r8
simd_shuffle     r11, r9, 21
icmpsel          ueq, r8, r10, 21, r11, r8
simd_shuffle     r11, r9, 22
icmpsel          ueq, r8, r10, 22, r11, r8
simd_shuffle     r11, r9, 23
icmpsel          ueq, r8, r10, 23, r11, r8
simd_shuffle     r11, r9, 24
icmpsel          ueq, r8, r10, 24, r11, r8
simd_shuffle     r11, r9, 25
icmpsel          ueq, r8, r10, 25, r11, r8
simd_shuffle     r11, r9, 26
icmpsel          ueq, r8, r10, 26, r11, r8
simd_shuffle     r11, r9, 27
icmpsel          ueq, r8, r10, 27, r11, r8
simd_shuffle     r11, r9, 28
icmpsel          ueq, r8, r10, 28, r11, r8
simd_shuffle     r11, r9, 29
icmpsel          ueq, r8, r10, 29, r11, r8
simd_shuffle     r11, r9, 30
icmpsel          ueq, r8, r10, 30, r11, r8
simd_shuffle     r9, r9, 31
icmpsel          ueq, r8, r10, 31, r9, r8
bfi              r8, 0, r8, 24
asr              r8, r8, 24
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
mov_imm          r8, 65535, 0b0
and              r8, r6, r8
mov_imm          r9, 65535, 0b0
xor              r9, r8, r9
mov_imm          r10, 65535, 0b0
and              r9, r9, r10
get_sr           r10, sr52 (thread_index_in_simdgroup)
and              r11, r10, 31
iadd             r10, r10, 7
isub             r12, r10, 32
iadd             r11, r11, 7
icmpsel          ult, r13, r11, 32, 0, 1
icmpsel          ult, r10, r11, 32, r10, r12
icmpsel          ueq, r11, r13, 0, r10, 32
icmpsel          ueq, r10, r13, 0, 32, r10
icmp_ballot      r12, ugt, 1, 0
and              r13, r11, 31
bfeil            r12, 0, r12, r13
and              r12, r12, 1
icmpsel          ueq, r11, r12, 0, 32, r11
simd_shuffle     r12, r8, 0
icmpsel          ueq, r12, r11, 0, r12, r8
simd_shuffle     r13, r8, 1
icmpsel          ueq, r12, r11, 1, r13, r12
simd_shuffle     r13, r8, 2
icmpsel          ueq, r12, r11, 2, r13, r12
simd_shuffle     r13, r8, 3
icmpsel          ueq, r12, r11, 3, r13, r12
simd_shuffle     r13, r8, 4
icmpsel          ueq, r12, r11, 4, r13, r12
simd_shuffle     r13, r8, 5
icmpsel          ueq, r12, r11, 5, r13, r12
simd_shuffle     r13, r8, 6
icmpsel          ueq, r12, r11, 6, r13, r12
simd_shuffle     r13, r8, 7
icmpsel          ueq, r12, r11, 7, r13, r12
simd_shuffle     r13, r8, 8
icmpsel          ueq, r12, r11, 8, r13, r12
simd_shuffle     r13, r8, 9
icmpsel          ueq, r12, r11, 9, r13, r12
simd_shuffle     r13, r8, 10
icmpsel          ueq, r12, r11, 10, r13, r12
simd_shuffle     r13, r8, 11
icmpsel          ueq, r12, r11, 11, r13, r12
simd_shuffle     r13, r8, 12
icmpsel          ueq, r12, r11, 12, r13, r12
simd_shuffle     r13, r8, 13
icmpsel          ueq, r12, r11, 13, r13, r12
simd_shuffle     r13, r8, 14
icmpsel          ueq, r12, r11, 14, r13, r12
simd_shuffle     r13, r8, 15
icmpsel          ueq, r12, r11, 15, r13, r12
simd_shuffle     r13, r8, 16
icmpsel          ueq, r12, r11, 16, r13, r12
simd_shuffle     r13, r8, 17
icmpsel          ueq, r12, r11, 17, r13, r12
simd_shuffle     r13, r8, 18
icmpsel          ueq, r12, r11, 18, r13, r12
simd_shuffle     r13, r8, 19
icmpsel          ueq, r12, r11, 19, r13, r12
simd_shuffle     r13, r8, 20
icmpsel          ueq, r12, r11, 20, r13, r12
simd_shuffle     r13, r8, 21
icmpsel          ueq, r12, r11, 21, r13, r12
simd_shuffle     r13, r8, 22
icmpsel          ueq, r12, r11, 22, r13, r12
simd_shuffle     r13, r8, 23
icmpsel          ueq, r12, r11, 23, r13, r12
simd_shuffle     r13, r8, 24
icmpsel          ueq, r12, r11, 24, r13, r12
simd_shuffle     r13, r8, 25
icmpsel          ueq, r12, r11, 25, r13, r12
simd_shuffle     r13, r8, 26
icmpsel          ueq, r12, r11, 26, r13, r12
simd_shuffle     r13, r8, 27
icmpsel          ueq, r12, r11, 27, r13, r12
simd_shuffle     r13, r8, 28
icmpsel          ueq, r12, r11, 28, r13, r12
simd_shuffle     r13, r8, 29
icmpsel          ueq, r12, r11, 29, r13, r12
simd_shuffle     r13, r8, 30
icmpsel          ueq, r12, r11, 30, r13, r12
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r11, 31, r8, r12
icmp_ballot      r11, ugt, 1, 0
and              r12, r10, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r9, 0
icmpsel          ueq, r8, r10, 0, r11, r8
simd_shuffle     r11, r9, 1
icmpsel          ueq, r8, r10, 1, r11, r8
simd_shuffle     r11, r9, 2
icmpsel          ueq, r8, r10, 2, r11, r8
simd_shuffle     r11, r9, 3
icmpsel          ueq, r8, r10, 3, r11, r8
simd_shuffle     r11, r9, 4
icmpsel          ueq, r8, r10, 4, r11, r8
simd_shuffle     r11, r9, 5
icmpsel          ueq, r8, r10, 5, r11, r8
simd_shuffle     r11, r9, 6
icmpsel          ueq, r8, r10, 6, r11, r8
simd_shuffle     r11, r9, 7
icmpsel          ueq, r8, r10, 7, r11, r8
simd_shuffle     r11, r9, 8
icmpsel          ueq, r8, r10, 8, r11, r8
simd_shuffle     r11, r9, 9
icmpsel          ueq, r8, r10, 9, r11, r8
simd_shuffle     r11, r9, 10
icmpsel          ueq, r8, r10, 10, r11, r8
simd_shuffle     r11, r9, 11
icmpsel          ueq, r8, r10, 11, r11, r8
simd_shuffle     r11, r9, 12
icmpsel          ueq, r8, r10, 12, r11, r8
simd_shuffle     r11, r9, 13
icmpsel          ueq, r8, r10, 13, r11, r8
simd_shuffle     r11, r9, 14
icmpsel          ueq, r8, r10, 14, r11, r8
simd_shuffle     r11, r9, 15
icmpsel          ueq, r8, r10, 15, r11, r8
simd_shuffle     r11, r9, 16
icmpsel          ueq, r8, r10, 16, r11, r8
simd_shuffle     r11, r9, 17
icmpsel          ueq, r8, r10, 17, r11, r8
simd_shuffle     r11, r9, 18
icmpsel          ueq, r8, r10, 18, r11, r8
simd_shuffle     r11, r9, 19
icmpsel          ueq, r8, r10, 19, r11, r8
simd_shuffle     r11, r9, 20
icmpsel          ueq, r8, r10, 20, r11, r8
simd_shuffle     r11, r9, 21
icmpsel          ueq, r8, r10, 21, r11, r8
simd_shuffle     r11, r9, 22
icmpsel          ueq, r8, r10, 22, r11, r8
simd_shuffle     r11, r9, 23
icmpsel          ueq, r8, r10, 23, r11, r8
simd_shuffle     r11, r9, 24
icmpsel          ueq, r8, r10, 24, r11, r8
simd_shuffle     r11, r9, 25
icmpsel          ueq, r8, r10, 25, r11, r8
simd_shuffle     r11, r9, 26
icmpsel          ueq, r8, r10, 26, r11, r8
simd_shuffle     r11, r9, 27
icmpsel          ueq, r8, r10, 27, r11, r8
simd_shuffle     r11, r9, 28
icmpsel          ueq, r8, r10, 28, r11, r8
simd_shuffle     r11, r9, 29
icmpsel          ueq, r8, r10, 29, r11, r8
simd_shuffle     r11, r9, 30
icmpsel          ueq, r8, r10, 30, r11, r8
simd_shuffle     r9, r9, 31
icmpsel          ueq, r8, r10, 31, r9, r8
mov_imm          r10, 3, 0b0
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
fmul32           r3l, r3, 1.0
mov_imm          r8, 32768, 0b0
xor              r3h, r3l, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 15
isub             r8, r8, 2
iadd             r10, r8, 16
icmpsel          ult, r11, r9, 2, 1, 0
icmpsel          ult, r8, r9, 2, r10, r8
icmpsel          ueq, r9, r11, 0, r8, 32
icmpsel          ueq, r8, r11, 0, 32, r8
mov              r10, r3l
mov              r3, r3h
icmp_ballot      r11, ugt, 1, 0
and              r12, r9, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r9, r11, 0, 32, r9
simd_shuffle     r11, r10, 0
icmpsel          ueq, r11, r9, 0, r11, r10
simd_shuffle     r12, r10, 1
icmpsel          ueq, r11, r9, 1, r12, r11
simd_shuffle     r12, r10, 2
icmpsel          ueq, r11, r9, 2, r12, r11
simd_shuffle     r12, r10, 3
icmpsel          ueq, r11, r9, 3, r12, r11
simd_shuffle     r12, r10, 4
icmpsel          ueq, r11, r9, 4, r12, r11
simd_shuffle     r12, r10, 5
icmpsel          ueq, r11, r9, 5, r12, r11
simd_shuffle     r12, r10, 6
icmpsel          ueq, r11, r9, 6, r12, r11
simd_shuffle     r12, r10, 7
icmpsel          ueq, r11, r9, 7, r12, r11
simd_shuffle     r12, r10, 8
icmpsel          ueq, r11, r9, 8, r12, r11
simd_shuffle     r12, r10, 9
icmpsel          ueq, r11, r9, 9, r12, r11
simd_shuffle     r12, r10, 10
icmpsel          ueq, r11, r9, 10, r12, r11
simd_shuffle     r12, r10, 11
icmpsel          ueq, r11, r9, 11, r12, r11
simd_shuffle     r12, r10, 12
icmpsel          ueq, r11, r9, 12, r12, r11
simd_shuffle     r12, r10, 13
icmpsel          ueq, r11, r9, 13, r12, r11
simd_shuffle     r12, r10, 14
icmpsel          ueq, r11, r9, 14, r12, r11
simd_shuffle     r12, r10, 15
icmpsel          ueq, r11, r9, 15, r12, r11
simd_shuffle     r12, r10, 16
icmpsel          ueq, r11, r9, 16, r12, r11
simd_shuffle     r12, r10, 17
icmpsel          ueq, r11, r9, 17, r12, r11
simd_shuffle     r12, r10, 18
icmpsel          ueq, r11, r9, 18, r12, r11
simd_shuffle     r12, r10, 19
icmpsel          ueq, r11, r9, 19, r12, r11
simd_shuffle     r12, r10, 20
icmpsel          ueq, r11, r9, 20, r12, r11
simd_shuffle     r12, r10, 21
icmpsel          ueq, r11, r9, 21, r12, r11
simd_shuffle     r12, r10, 22
icmpsel          ueq, r11, r9, 22, r12, r11
simd_shuffle     r12, r10, 23
icmpsel          ueq, r11, r9, 23, r12, r11
simd_shuffle     r12, r10, 24
icmpsel          ueq, r11, r9, 24, r12, r11
simd_shuffle     r12, r10, 25
icmpsel          ueq, r11, r9, 25, r12, r11
simd_shuffle     r12, r10, 26
icmpsel          ueq, r11, r9, 26, r12, r11
simd_shuffle     r12, r10, 27
icmpsel          ueq, r11, r9, 27, r12, r11
simd_shuffle     r12, r10, 28
icmpsel          ueq, r11, r9, 28, r12, r11
simd_shuffle     r12, r10, 29
icmpsel          ueq, r11, r9, 29, r12, r11
simd_shuffle     r12, r10, 30
icmpsel          ueq, r11, r9, 30, r12, r11
simd_shuffle     r10, r10, 31
icmpsel          ueq, r9, r9, 31, r10, r11
icmp_ballot      r10, ugt, 1, 0
and              r11, r8, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r8, r10, 0, 32, r8
simd_shuffle     r10, r3, 0
icmpsel          ueq, r9, r8, 0, r10, r9
simd_shuffle     r10, r3, 1
icmpsel          ueq, r9, r8, 1, r10, r9
simd_shuffle     r10, r3, 2
icmpsel          ueq, r9, r8, 2, r10, r9
simd_shuffle     r10, r3, 3
icmpsel          ueq, r9, r8, 3, r10, r9
simd_shuffle     r10, r3, 4
icmpsel          ueq, r9, r8, 4, r10, r9
simd_shuffle     r10, r3, 5
icmpsel          ueq, r9, r8, 5, r10, r9
simd_shuffle     r10, r3, 6
icmpsel          ueq, r9, r8, 6, r10, r9
simd_shuffle     r10, r3, 7
icmpsel          ueq, r9, r8, 7, r10, r9
simd_shuffle     r10, r3, 8
icmpsel          ueq, r9, r8, 8, r10, r9
simd_shuffle     r10, r3, 9
icmpsel          ueq, r9, r8, 9, r10, r9
simd_shuffle     r10, r3, 10
icmpsel          ueq, r9, r8, 10, r10, r9
simd_shuffle     r10, r3, 11
icmpsel          ueq, r9, r8, 11, r10, r9
simd_shuffle     r10, r3, 12
icmpsel          ueq, r9, r8, 12, r10, r9
simd_shuffle     r10, r3, 13
icmpsel          ueq, r9, r8, 13, r10, r9
simd_shuffle     r10, r3, 14
icmpsel          ueq, r9, r8, 14, r10, r9
simd_shuffle     r10, r3, 15
icmpsel          ueq, r9, r8, 15, r10, r9
simd_shuffle     r10, r3, 16
icmpsel          ueq, r9, r8, 16, r10, r9
simd_shuffle     r10, r3, 17
icmpsel          ueq, r9, r8, 17, r10, r9
simd_shuffle     r10, r3, 18
icmpsel          ueq, r9, r8, 18, r10, r9
simd_shuffle     r10, r3, 19
icmpsel          ueq, r9, r8, 19, r10, r9
simd_shuffle     r10, r3, 20
icmpsel          ueq, r9, r8, 20, r10, r9
simd_shuffle     r10, r3, 21
icmpsel          ueq, r9, r8, 21, r10, r9
simd_shuffle     r10, r3, 22
icmpsel          ueq, r9, r8, 22, r10, r9
simd_shuffle     r10, r3, 23
icmpsel          ueq, r9, r8, 23, r10, r9
simd_shuffle     r10, r3, 24
icmpsel          ueq, r9, r8, 24, r10, r9
simd_shuffle     r10, r3, 25
icmpsel          ueq, r9, r8, 25, r10, r9
simd_shuffle     r10, r3, 26
icmpsel          ueq, r9, r8, 26, r10, r9
simd_shuffle     r10, r3, 27
icmpsel          ueq, r9, r8, 27, r10, r9
simd_shuffle     r10, r3, 28
icmpsel          ueq, r9, r8, 28, r10, r9
simd_shuffle     r10, r3, 29
icmpsel          ueq, r9, r8, 29, r10, r9
simd_shuffle     r10, r3, 30
icmpsel          ueq, r9, r8, 30, r10, r9
simd_shuffle     r3, r3, 31
icmpsel          ueq, r3, r8, 31, r3, r9
mov              r3l, r3
mov              r3, r3l
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
device_store     0, i32, x, r3, r8_r9, 0, unsigned, 0
mov_imm          r3, 1000, 0b0
iadd             r3, r6, r3
mov_imm          r8, 2000, 0b0
iadd             r8, r2, r8
get_sr           r9, sr52 (thread_index_in_simdgroup)
and              r10, r9, 7
isub             r9, r9, 6
iadd             r11, r9, 8
icmpsel          ult, r12, r10, 6, 1, 0
icmpsel          ult, r9, r10, 6, r11, r9
icmpsel          ueq, r10, r12, 0, r9, 32
icmpsel          ueq, r9, r12, 0, 32, r9
icmp_ballot      r11, ugt, 1, 0
and              r12, r10, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r11, r11, 0, 32, r10
simd_shuffle     r12, r6, 0
icmpsel          ueq, r12, r11, 0, r12, r6
simd_shuffle     r13, r6, 1
icmpsel          ueq, r12, r11, 1, r13, r12
simd_shuffle     r13, r6, 2
icmpsel          ueq, r12, r11, 2, r13, r12
simd_shuffle     r13, r6, 3
icmpsel          ueq, r12, r11, 3, r13, r12
simd_shuffle     r13, r6, 4
icmpsel          ueq, r12, r11, 4, r13, r12
simd_shuffle     r13, r6, 5
icmpsel          ueq, r12, r11, 5, r13, r12
simd_shuffle     r13, r6, 6
icmpsel          ueq, r12, r11, 6, r13, r12
simd_shuffle     r13, r6, 7
icmpsel          ueq, r12, r11, 7, r13, r12
simd_shuffle     r13, r6, 8
icmpsel          ueq, r12, r11, 8, r13, r12
simd_shuffle     r13, r6, 9
icmpsel          ueq, r12, r11, 9, r13, r12
simd_shuffle     r13, r6, 10
icmpsel          ueq, r12, r11, 10, r13, r12
simd_shuffle     r13, r6, 11
icmpsel          ueq, r12, r11, 11, r13, r12
simd_shuffle     r13, r6, 12
icmpsel          ueq, r12, r11, 12, r13, r12
simd_shuffle     r13, r6, 13
icmpsel          ueq, r12, r11, 13, r13, r12
simd_shuffle     r13, r6, 14
icmpsel          ueq, r12, r11, 14, r13, r12
simd_shuffle     r13, r6, 15
icmpsel          ueq, r12, r11, 15, r13, r12
simd_shuffle     r13, r6, 16
icmpsel          ueq, r12, r11, 16, r13, r12
simd_shuffle     r13, r6, 17
icmpsel          ueq, r12, r11, 17, r13, r12
simd_shuffle     r13, r6, 18
icmpsel          ueq, r12, r11, 18, r13, r12
simd_shuffle     r13, r6, 19
icmpsel          ueq, r12, r11, 19, r13, r12
simd_shuffle     r13, r6, 20
icmpsel          ueq, r12, r11, 20, r13, r12
simd_shuffle     r13, r6, 21
icmpsel          ueq, r12, r11, 21, r13, r12
simd_shuffle     r13, r6, 22
icmpsel          ueq, r12, r11, 22, r13, r12
simd_shuffle     r13, r6, 23
icmpsel          ueq, r12, r11, 23, r13, r12
simd_shuffle     r13, r6, 24
icmpsel          ueq, r12, r11, 24, r13, r12
simd_shuffle     r13, r6, 25
icmpsel          ueq, r12, r11, 25, r13, r12
simd_shuffle     r13, r6, 26
icmpsel          ueq, r12, r11, 26, r13, r12
simd_shuffle     r13, r6, 27
icmpsel          ueq, r12, r11, 27, r13, r12
simd_shuffle     r13, r6, 28
icmpsel          ueq, r12, r11, 28, r13, r12
simd_shuffle     r13, r6, 29
icmpsel          ueq, r12, r11, 29, r13, r12
simd_shuffle     r13, r6, 30
icmpsel          ueq, r12, r11, 30, r13, r12
simd_shuffle     r13, r6, 31
icmpsel          ueq, r11, r11, 31, r13, r12
icmp_ballot      r12, ugt, 1, 0
and              r13, r9, 31
bfeil            r12, 0, r12, r13
and              r12, r12, 1
icmpsel          ueq, r12, r12, 0, 32, r9
simd_shuffle     r13, r3, 0
icmpsel          ueq, r11, r12, 0, r13, r11
simd_shuffle     r13, r3, 1
icmpsel          ueq, r11, r12, 1, r13, r11
simd_shuffle     r13, r3, 2
icmpsel          ueq, r11, r12, 2, r13, r11
simd_shuffle     r13, r3, 3
icmpsel          ueq, r11, r12, 3, r13, r11
simd_shuffle     r13, r3, 4
icmpsel          ueq, r11, r12, 4, r13, r11
simd_shuffle     r13, r3, 5
icmpsel          ueq, r11, r12, 5, r13, r11
simd_shuffle     r13, r3, 6
icmpsel          ueq, r11, r12, 6, r13, r11
simd_shuffle     r13, r3, 7
icmpsel          ueq, r11, r12, 7, r13, r11
simd_shuffle     r13, r3, 8
icmpsel          ueq, r11, r12, 8, r13, r11
simd_shuffle     r13, r3, 9
icmpsel          ueq, r11, r12, 9, r13, r11
simd_shuffle     r13, r3, 10
icmpsel          ueq, r11, r12, 10, r13, r11
simd_shuffle     r13, r3, 11
icmpsel          ueq, r11, r12, 11, r13, r11
simd_shuffle     r13, r3, 12
icmpsel          ueq, r11, r12, 12, r13, r11
simd_shuffle     r13, r3, 13
icmpsel          ueq, r11, r12, 13, r13, r11
simd_shuffle     r13, r3, 14
icmpsel          ueq, r11, r12, 14, r13, r11
simd_shuffle     r13, r3, 15
icmpsel          ueq, r11, r12, 15, r13, r11
simd_shuffle     r13, r3, 16
icmpsel          ueq, r11, r12, 16, r13, r11
simd_shuffle     r13, r3, 17
icmpsel          ueq, r11, r12, 17, r13, r11
simd_shuffle     r13, r3, 18
icmpsel          ueq, r11, r12, 18, r13, r11
simd_shuffle     r13, r3, 19
icmpsel          ueq, r11, r12, 19, r13, r11
simd_shuffle     r13, r3, 20
icmpsel          ueq, r11, r12, 20, r13, r11
simd_shuffle     r13, r3, 21
icmpsel          ueq, r11, r12, 21, r13, r11
simd_shuffle     r13, r3, 22
icmpsel          ueq, r11, r12, 22, r13, r11
simd_shuffle     r13, r3, 23
icmpsel          ueq, r11, r12, 23, r13, r11
simd_shuffle     r13, r3, 24
icmpsel          ueq, r11, r12, 24, r13, r11
simd_shuffle     r13, r3, 25
icmpsel          ueq, r11, r12, 25, r13, r11
simd_shuffle     r13, r3, 26
icmpsel          ueq, r11, r12, 26, r13, r11
simd_shuffle     r13, r3, 27
icmpsel          ueq, r11, r12, 27, r13, r11
simd_shuffle     r13, r3, 28
icmpsel          ueq, r11, r12, 28, r13, r11
simd_shuffle     r13, r3, 29
icmpsel          ueq, r11, r12, 29, r13, r11
simd_shuffle     r13, r3, 30
icmpsel          ueq, r11, r12, 30, r13, r11
simd_shuffle     r3, r3, 31
icmpsel          ueq, r3, r12, 31, r3, r11
icmp_ballot      r11, ugt, 1, 0
and              r12, r10, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r2, 0
icmpsel          ueq, r11, r10, 0, r11, r2
simd_shuffle     r12, r2, 1
icmpsel          ueq, r11, r10, 1, r12, r11
simd_shuffle     r12, r2, 2
icmpsel          ueq, r11, r10, 2, r12, r11
simd_shuffle     r12, r2, 3
icmpsel          ueq, r11, r10, 3, r12, r11
simd_shuffle     r12, r2, 4
icmpsel          ueq, r11, r10, 4, r12, r11
simd_shuffle     r12, r2, 5
icmpsel          ueq, r11, r10, 5, r12, r11
simd_shuffle     r12, r2, 6
icmpsel          ueq, r11, r10, 6, r12, r11
simd_shuffle     r12, r2, 7
icmpsel          ueq, r11, r10, 7, r12, r11
simd_shuffle     r12, r2, 8
icmpsel          ueq, r11, r10, 8, r12, r11
simd_shuffle     r12, r2, 9
icmpsel          ueq, r11, r10, 9, r12, r11
simd_shuffle     r12, r2, 10
icmpsel          ueq, r11, r10, 10, r12, r11
simd_shuffle     r12, r2, 11
icmpsel          ueq, r11, r10, 11, r12, r11
simd_shuffle     r12, r2, 12
icmpsel          ueq, r11, r10, 12, r12, r11
simd_shuffle     r12, r2, 13
icmpsel          ueq, r11, r10, 13, r12, r11
simd_shuffle     r12, r2, 14
icmpsel          ueq, r11, r10, 14, r12, r11
simd_shuffle     r12, r2, 15
icmpsel          ueq, r11, r10, 15, r12, r11
simd_shuffle     r12, r2, 16
icmpsel          ueq, r11, r10, 16, r12, r11
simd_shuffle     r12, r2, 17
icmpsel          ueq, r11, r10, 17, r12, r11
simd_shuffle     r12, r2, 18
icmpsel          ueq, r11, r10, 18, r12, r11
simd_shuffle     r12, r2, 19
icmpsel          ueq, r11, r10, 19, r12, r11
simd_shuffle     r12, r2, 20
icmpsel          ueq, r11, r10, 20, r12, r11
simd_shuffle     r12, r2, 21
icmpsel          ueq, r11, r10, 21, r12, r11
simd_shuffle     r12, r2, 22
icmpsel          ueq, r11, r10, 22, r12, r11
simd_shuffle     r12, r2, 23
icmpsel          ueq, r11, r10, 23, r12, r11
simd_shuffle     r12, r2, 24
icmpsel          ueq, r11, r10, 24, r12, r11
simd_shuffle     r12, r2, 25
icmpsel          ueq, r11, r10, 25, r12, r11
simd_shuffle     r12, r2, 26
icmpsel          ueq, r11, r10, 26, r12, r11
simd_shuffle     r12, r2, 27
icmpsel          ueq, r11, r10, 27, r12, r11
simd_shuffle     r12, r2, 28
icmpsel          ueq, r11, r10, 28, r12, r11
simd_shuffle     r12, r2, 29
icmpsel          ueq, r11, r10, 29, r12, r11
simd_shuffle     r12, r2, 30
icmpsel          ueq, r11, r10, 30, r12, r11
simd_shuffle     r12, r2, 31
icmpsel          ueq, r10, r10, 31, r12, r11
icmp_ballot      r11, ugt, 1, 0
and              r12, r9, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r9, r11, 0, 32, r9
simd_shuffle     r11, r8, 0
icmpsel          ueq, r10, r9, 0, r11, r10
simd_shuffle     r11, r8, 1
icmpsel          ueq, r10, r9, 1, r11, r10
simd_shuffle     r11, r8, 2
icmpsel          ueq, r10, r9, 2, r11, r10
simd_shuffle     r11, r8, 3
icmpsel          ueq, r10, r9, 3, r11, r10
simd_shuffle     r11, r8, 4
icmpsel          ueq, r10, r9, 4, r11, r10
simd_shuffle     r11, r8, 5
icmpsel          ueq, r10, r9, 5, r11, r10
simd_shuffle     r11, r8, 6
icmpsel          ueq, r10, r9, 6, r11, r10
simd_shuffle     r11, r8, 7
icmpsel          ueq, r10, r9, 7, r11, r10
simd_shuffle     r11, r8, 8
icmpsel          ueq, r10, r9, 8, r11, r10
simd_shuffle     r11, r8, 9
icmpsel          ueq, r10, r9, 9, r11, r10
simd_shuffle     r11, r8, 10
icmpsel          ueq, r10, r9, 10, r11, r10
simd_shuffle     r11, r8, 11
icmpsel          ueq, r10, r9, 11, r11, r10
simd_shuffle     r11, r8, 12
icmpsel          ueq, r10, r9, 12, r11, r10
simd_shuffle     r11, r8, 13
icmpsel          ueq, r10, r9, 13, r11, r10
simd_shuffle     r11, r8, 14
icmpsel          ueq, r10, r9, 14, r11, r10
simd_shuffle     r11, r8, 15
icmpsel          ueq, r10, r9, 15, r11, r10
simd_shuffle     r11, r8, 16
icmpsel          ueq, r10, r9, 16, r11, r10
simd_shuffle     r11, r8, 17
icmpsel          ueq, r10, r9, 17, r11, r10
simd_shuffle     r11, r8, 18
icmpsel          ueq, r10, r9, 18, r11, r10
simd_shuffle     r11, r8, 19
icmpsel          ueq, r10, r9, 19, r11, r10
simd_shuffle     r11, r8, 20
icmpsel          ueq, r10, r9, 20, r11, r10
simd_shuffle     r11, r8, 21
icmpsel          ueq, r10, r9, 21, r11, r10
simd_shuffle     r11, r8, 22
icmpsel          ueq, r10, r9, 22, r11, r10
simd_shuffle     r11, r8, 23
icmpsel          ueq, r10, r9, 23, r11, r10
simd_shuffle     r11, r8, 24
icmpsel          ueq, r10, r9, 24, r11, r10
simd_shuffle     r11, r8, 25
icmpsel          ueq, r10, r9, 25, r11, r10
simd_shuffle     r11, r8, 26
icmpsel          ueq, r10, r9, 26, r11, r10
simd_shuffle     r11, r8, 27
icmpsel          ueq, r10, r9, 27, r11, r10
simd_shuffle     r11, r8, 28
icmpsel          ueq, r10, r9, 28, r11, r10
simd_shuffle     r11, r8, 29
icmpsel          ueq, r10, r9, 29, r11, r10
simd_shuffle     r11, r8, 30
icmpsel          ueq, r10, r9, 30, r11, r10
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r9, 31, r8, r10
mov_imm          r10, 5, 0b0
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
device_store     0, i32, x, r3, r10_r11, 0, unsigned, 0
mov_imm          r10, 6, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
and              r3, r2, 31
mov_imm          r8, 65535, 0b0
and              r3, r3, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 31
mov_imm          r10, 33, 0b0
bfeil            r11, 0, r3, 31
and              r11, r11, 1
iadd             r11, r11, 0, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 30
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 29
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 28
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 27
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 26
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 25
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 24
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 23
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 22
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 21
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 20
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 19
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 18
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 17
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 16
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 15
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 14
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 13
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 12
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 11
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 10
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 9
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 8
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 7
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 6
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 5
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 4
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 3
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 2
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 1
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r11, r11, r10, r11, r12
bfeil            r12, 0, r3, 0
and              r12, r12, 1
iadd             r11, r12, r11, lsl 1
isub             r12, r11, r10
icmpsel          ult, r10, r11, r10, r11, r12
iadd             r8, r8, r10
isub             r11, r8, 32
iadd             r9, r9, r10
icmpsel          ult, r10, r9, 32, 0, 1
icmpsel          ult, r8, r9, 32, r8, r11
icmpsel          ueq, r9, r10, 0, r8, 32
icmpsel          ueq, r8, r10, 0, 32, r8
icmp_ballot      r10, ugt, 1, 0
and              r11, r9, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r9, r10, 0, 32, r9
simd_shuffle     r10, r6, 0
icmpsel          ueq, r10, r9, 0, r10, r6
simd_shuffle     r11, r6, 1
icmpsel          ueq, r10, r9, 1, r11, r10
simd_shuffle     r11, r6, 2
icmpsel          ueq, r10, r9, 2, r11, r10
simd_shuffle     r11, r6, 3
icmpsel          ueq, r10, r9, 3, r11, r10
simd_shuffle     r11, r6, 4
icmpsel          ueq, r10, r9, 4, r11, r10
simd_shuffle     r11, r6, 5
icmpsel          ueq, r10, r9, 5, r11, r10
simd_shuffle     r11, r6, 6
icmpsel          ueq, r10, r9, 6, r11, r10
simd_shuffle     r11, r6, 7
icmpsel          ueq, r10, r9, 7, r11, r10
simd_shuffle     r11, r6, 8
icmpsel          ueq, r10, r9, 8, r11, r10
simd_shuffle     r11, r6, 9
icmpsel          ueq, r10, r9, 9, r11, r10
simd_shuffle     r11, r6, 10
icmpsel          ueq, r10, r9, 10, r11, r10
simd_shuffle     r11, r6, 11
icmpsel          ueq, r10, r9, 11, r11, r10
simd_shuffle     r11, r6, 12
icmpsel          ueq, r10, r9, 12, r11, r10
simd_shuffle     r11, r6, 13
icmpsel          ueq, r10, r9, 13, r11, r10
simd_shuffle     r11, r6, 14
icmpsel          ueq, r10, r9, 14, r11, r10
simd_shuffle     r11, r6, 15
icmpsel          ueq, r10, r9, 15, r11, r10
simd_shuffle     r11, r6, 16
icmpsel          ueq, r10, r9, 16, r11, r10
simd_shuffle     r11, r6, 17
icmpsel          ueq, r10, r9, 17, r11, r10
simd_shuffle     r11, r6, 18
icmpsel          ueq, r10, r9, 18, r11, r10
simd_shuffle     r11, r6, 19
icmpsel          ueq, r10, r9, 19, r11, r10
simd_shuffle     r11, r6, 20
icmpsel          ueq, r10, r9, 20, r11, r10
simd_shuffle     r11, r6, 21
icmpsel          ueq, r10, r9, 21, r11, r10
simd_shuffle     r11, r6, 22
icmpsel          ueq, r10, r9, 22, r11, r10
simd_shuffle     r11, r6, 23
icmpsel          ueq, r10, r9, 23, r11, r10
simd_shuffle     r11, r6, 24
icmpsel          ueq, r10, r9, 24, r11, r10
simd_shuffle     r11, r6, 25
icmpsel          ueq, r10, r9, 25, r11, r10
simd_shuffle     r11, r6, 26
icmpsel          ueq, r10, r9, 26, r11, r10
simd_shuffle     r11, r6, 27
icmpsel          ueq, r10, r9, 27, r11, r10
simd_shuffle     r11, r6, 28
icmpsel          ueq, r10, r9, 28, r11, r10
simd_shuffle     r11, r6, 29
icmpsel          ueq, r10, r9, 29, r11, r10
simd_shuffle     r11, r6, 30
icmpsel          ueq, r10, r9, 30, r11, r10
simd_shuffle     r11, r6, 31
icmpsel          ueq, r9, r9, 31, r11, r10
icmp_ballot      r10, ugt, 1, 0
and              r11, r8, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r8, r10, 0, 32, r8
simd_shuffle     r10, r2, 0
icmpsel          ueq, r9, r8, 0, r10, r9
simd_shuffle     r10, r2, 1
icmpsel          ueq, r9, r8, 1, r10, r9
simd_shuffle     r10, r2, 2
icmpsel          ueq, r9, r8, 2, r10, r9
simd_shuffle     r10, r2, 3
icmpsel          ueq, r9, r8, 3, r10, r9
simd_shuffle     r10, r2, 4
icmpsel          ueq, r9, r8, 4, r10, r9
simd_shuffle     r10, r2, 5
icmpsel          ueq, r9, r8, 5, r10, r9
simd_shuffle     r10, r2, 6
icmpsel          ueq, r9, r8, 6, r10, r9
simd_shuffle     r10, r2, 7
icmpsel          ueq, r9, r8, 7, r10, r9
simd_shuffle     r10, r2, 8
icmpsel          ueq, r9, r8, 8, r10, r9
simd_shuffle     r10, r2, 9
icmpsel          ueq, r9, r8, 9, r10, r9
simd_shuffle     r10, r2, 10
icmpsel          ueq, r9, r8, 10, r10, r9
simd_shuffle     r10, r2, 11
icmpsel          ueq, r9, r8, 11, r10, r9
simd_shuffle     r10, r2, 12
icmpsel          ueq, r9, r8, 12, r10, r9
simd_shuffle     r10, r2, 13
icmpsel          ueq, r9, r8, 13, r10, r9
simd_shuffle     r10, r2, 14
icmpsel          ueq, r9, r8, 14, r10, r9
simd_shuffle     r10, r2, 15
icmpsel          ueq, r9, r8, 15, r10, r9
simd_shuffle     r10, r2, 16
icmpsel          ueq, r9, r8, 16, r10, r9
simd_shuffle     r10, r2, 17
icmpsel          ueq, r9, r8, 17, r10, r9
simd_shuffle     r10, r2, 18
icmpsel          ueq, r9, r8, 18, r10, r9
simd_shuffle     r10, r2, 19
icmpsel          ueq, r9, r8, 19, r10, r9
simd_shuffle     r10, r2, 20
icmpsel          ueq, r9, r8, 20, r10, r9
simd_shuffle     r10, r2, 21
icmpsel          ueq, r9, r8, 21, r10, r9
simd_shuffle     r10, r2, 22
icmpsel          ueq, r9, r8, 22, r10, r9
simd_shuffle     r10, r2, 23
icmpsel          ueq, r9, r8, 23, r10, r9
simd_shuffle     r10, r2, 24
icmpsel          ueq, r9, r8, 24, r10, r9
simd_shuffle     r10, r2, 25
icmpsel          ueq, r9, r8, 25, r10, r9
simd_shuffle     r10, r2, 26
icmpsel          ueq, r9, r8, 26, r10, r9
simd_shuffle     r10, r2, 27
icmpsel          ueq, r9, r8, 27, r10, r9
simd_shuffle     r10, r2, 28
icmpsel          ueq, r9, r8, 28, r10, r9
simd_shuffle     r10, r2, 29
icmpsel          ueq, r9, r8, 29, r10, r9
simd_shuffle     r10, r2, 30
icmpsel          ueq, r9, r8, 30, r10, r9
simd_shuffle     r10, r2, 31
icmpsel          ueq, r8, r8, 31, r10, r9
mov_imm          r10, 7, 0b0
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
get_sr           r8, sr52 (thread_index_in_simdgroup)
icmpsel          ult, r9, r3, 1, 1, r3
icmpsel          ugt, r9, r9, 32, 32, r9
bfeil            r10, 0, r8, 31
and              r10, r10, 1
iadd             r10, r10, 0, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 30
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 29
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 28
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 27
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 26
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 25
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 24
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 23
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 22
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 21
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 20
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 19
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 18
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 17
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 16
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 15
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 14
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 13
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 12
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 11
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 10
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 9
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 8
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 7
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 6
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 5
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 4
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 3
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 2
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 1
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
bfeil            r11, 0, r8, 0
and              r11, r11, 1
iadd             r10, r11, r10, lsl 1
isub             r11, r10, r9
icmpsel          ult, r10, r10, r9, r10, r11
iadd             r11, r9, 1
bfeil            r12, 0, r3, 31
and              r12, r12, 1
iadd             r12, r12, 0, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 30
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 29
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 28
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 27
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 26
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 25
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 24
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 23
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 22
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 21
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 20
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 19
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 18
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 17
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 16
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 15
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 14
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 13
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 12
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 11
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 10
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 9
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 8
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 7
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 6
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 5
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 4
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 3
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 2
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r3, 1
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r3, 0, r3, 0
and              r3, r3, 1
iadd             r3, r3, r12, lsl 1
isub             r12, r3, r11
icmpsel          ult, r3, r3, r11, r3, r12
isub             r8, r8, r3
iadd             r9, r8, r9
icmpsel          ult, r11, r10, r3, 1, 0
icmpsel          ult, r3, r10, r3, r9, r8
icmpsel          ueq, r8, r11, 0, r3, 32
icmpsel          ueq, r3, r11, 0, 32, r3
icmp_ballot      r9, ugt, 1, 0
and              r10, r8, 31
bfeil            r9, 0, r9, r10
and              r9, r9, 1
icmpsel          ueq, r8, r9, 0, 32, r8
simd_shuffle     r9, r6, 0
icmpsel          ueq, r9, r8, 0, r9, r6
simd_shuffle     r10, r6, 1
icmpsel          ueq, r9, r8, 1, r10, r9
simd_shuffle     r10, r6, 2
icmpsel          ueq, r9, r8, 2, r10, r9
simd_shuffle     r10, r6, 3
icmpsel          ueq, r9, r8, 3, r10, r9
simd_shuffle     r10, r6, 4
icmpsel          ueq, r9, r8, 4, r10, r9
simd_shuffle     r10, r6, 5
icmpsel          ueq, r9, r8, 5, r10, r9
simd_shuffle     r10, r6, 6
icmpsel          ueq, r9, r8, 6, r10, r9
simd_shuffle     r10, r6, 7
icmpsel          ueq, r9, r8, 7, r10, r9
simd_shuffle     r10, r6, 8
icmpsel          ueq, r9, r8, 8, r10, r9
simd_shuffle     r10, r6, 9
icmpsel          ueq, r9, r8, 9, r10, r9
simd_shuffle     r10, r6, 10
icmpsel          ueq, r9, r8, 10, r10, r9
simd_shuffle     r10, r6, 11
icmpsel          ueq, r9, r8, 11, r10, r9
simd_shuffle     r10, r6, 12
icmpsel          ueq, r9, r8, 12, r10, r9
simd_shuffle     r10, r6, 13
icmpsel          ueq, r9, r8, 13, r10, r9
simd_shuffle     r10, r6, 14
icmpsel          ueq, r9, r8, 14, r10, r9
simd_shuffle     r10, r6, 15
icmpsel          ueq, r9, r8, 15, r10, r9
simd_shuffle     r10, r6, 16
icmpsel          ueq, r9, r8, 16, r10, r9
simd_shuffle     r10, r6, 17
icmpsel          ueq, r9, r8, 17, r10, r9
simd_shuffle     r10, r6, 18
icmpsel          ueq, r9, r8, 18, r10, r9
simd_shuffle     r10, r6, 19
icmpsel          ueq, r9, r8, 19, r10, r9
simd_shuffle     r10, r6, 20
icmpsel          ueq, r9, r8, 20, r10, r9
simd_shuffle     r10, r6, 21
icmpsel          ueq, r9, r8, 21, r10, r9
simd_shuffle     r10, r6, 22
icmpsel          ueq, r9, r8, 22, r10, r9
simd_shuffle     r10, r6, 23
icmpsel          ueq, r9, r8, 23, r10, r9
simd_shuffle     r10, r6, 24
icmpsel          ueq, r9, r8, 24, r10, r9
simd_shuffle     r10, r6, 25
icmpsel          ueq, r9, r8, 25, r10, r9
simd_shuffle     r10, r6, 26
icmpsel          ueq, r9, r8, 26, r10, r9
simd_shuffle     r10, r6, 27
icmpsel          ueq, r9, r8, 27, r10, r9
simd_shuffle     r10, r6, 28
icmpsel          ueq, r9, r8, 28, r10, r9
simd_shuffle     r10, r6, 29
icmpsel          ueq, r9, r8, 29, r10, r9
simd_shuffle     r10, r6, 30
icmpsel          ueq, r9, r8, 30, r10, r9
simd_shuffle     r10, r6, 31
icmpsel          ueq, r8, r8, 31, r10, r9
icmp_ballot      r9, ugt, 1, 0
and              r10, r3, 31
bfeil            r9, 0, r9, r10
and              r9, r9, 1
icmpsel          ueq, r3, r9, 0, 32, r3
simd_shuffle     r9, r7, 0
icmpsel          ueq, r8, r3, 0, r9, r8
simd_shuffle     r9, r7, 1
icmpsel          ueq, r8, r3, 1, r9, r8
simd_shuffle     r9, r7, 2
icmpsel          ueq, r8, r3, 2, r9, r8
simd_shuffle     r9, r7, 3
icmpsel          ueq, r8, r3, 3, r9, r8
simd_shuffle     r9, r7, 4
icmpsel          ueq, r8, r3, 4, r9, r8
simd_shuffle     r9, r7, 5
icmpsel          ueq, r8, r3, 5, r9, r8
simd_shuffle     r9, r7, 6
icmpsel          ueq, r8, r3, 6, r9, r8
simd_shuffle     r9, r7, 7
icmpsel          ueq, r8, r3, 7, r9, r8
simd_shuffle     r9, r7, 8
icmpsel          ueq, r8, r3, 8, r9, r8
simd_shuffle     r9, r7, 9
icmpsel          ueq, r8, r3, 9, r9, r8
simd_shuffle     r9, r7, 10
icmpsel          ueq, r8, r3, 10, r9, r8
simd_shuffle     r9, r7, 11
icmpsel          ueq, r8, r3, 11, r9, r8
simd_shuffle     r9, r7, 12
icmpsel          ueq, r8, r3, 12, r9, r8
simd_shuffle     r9, r7, 13
icmpsel          ueq, r8, r3, 13, r9, r8
simd_shuffle     r9, r7, 14
icmpsel          ueq, r8, r3, 14, r9, r8
simd_shuffle     r9, r7, 15
icmpsel          ueq, r8, r3, 15, r9, r8
simd_shuffle     r9, r7, 16
icmpsel          ueq, r8, r3, 16, r9, r8
simd_shuffle     r9, r7, 17
icmpsel          ueq, r8, r3, 17, r9, r8
simd_shuffle     r9, r7, 18
icmpsel          ueq, r8, r3, 18, r9, r8
simd_shuffle     r9, r7, 19
icmpsel          ueq, r8, r3, 19, r9, r8
simd_shuffle     r9, r7, 20
icmpsel          ueq, r8, r3, 20, r9, r8
simd_shuffle     r9, r7, 21
icmpsel          ueq, r8, r3, 21, r9, r8
simd_shuffle     r9, r7, 22
icmpsel          ueq, r8, r3, 22, r9, r8
simd_shuffle     r9, r7, 23
icmpsel          ueq, r8, r3, 23, r9, r8
simd_shuffle     r9, r7, 24
icmpsel          ueq, r8, r3, 24, r9, r8
simd_shuffle     r9, r7, 25
icmpsel          ueq, r8, r3, 25, r9, r8
simd_shuffle     r9, r7, 26
icmpsel          ueq, r8, r3, 26, r9, r8
simd_shuffle     r9, r7, 27
icmpsel          ueq, r8, r3, 27, r9, r8
simd_shuffle     r9, r7, 28
icmpsel          ueq, r8, r3, 28, r9, r8
simd_shuffle     r9, r7, 29
icmpsel          ueq, r8, r3, 29, r9, r8
simd_shuffle     r9, r7, 30
icmpsel          ueq, r8, r3, 30, r9, r8
simd_shuffle     r7, r7, 31
icmpsel          ueq, r3, r3, 31, r7, r8
mov_imm          r8, 8, 0b0
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
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r3, r8_r9, 0, unsigned, 0
mov_imm          r8, 9, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r7, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r7, r8, r3
mov              r7, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r7
mov              r9, r3
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
memory_barrier   2, 1, 9
device_store     0, i32, x, r6, r8_r9, 0, unsigned, 0
memory_barrier   2, 1, 9
memory_barrier   2, 1, 9
device_load      0, i32, x, r3, r8_r9, 0, unsigned
wait             0
memory_barrier   2, 1, 9
iadd             r3, r3, 1
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
device_store     0, i32, x, r3, r6_r7, 0, unsigned, 0
mov_imm          r6, 11, 0b0
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
memory_barrier   2, 1, 9
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
memory_barrier   2, 1, 9
memory_barrier   2, 1, 9
device_load      0, i32, x, r2, r4_r5, 0, unsigned
wait             0
memory_barrier   2, 1, 9
imadd            r2, r2, 3, 0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
