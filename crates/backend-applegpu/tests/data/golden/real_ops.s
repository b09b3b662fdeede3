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
