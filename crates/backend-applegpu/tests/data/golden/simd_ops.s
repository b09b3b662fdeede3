simd_ops:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr52 (thread_index_in_simdgroup)
if_icmp          r0l, ueq, 0, 0, 1
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r6, r6_r7, 0, unsigned
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, r2, lsl 2
device_load      0, i32, x, r7, r8_r9, 0, unsigned
mov_imm          r8, 3, 0b0
bfeil            r9, 0, r2, 31
and              r9, r9, 1
iadd             r9, r9, 0, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 30
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 29
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 28
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 27
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 26
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 25
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 24
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 23
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 22
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 21
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 20
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 19
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 18
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 17
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 16
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 15
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 14
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 13
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 12
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 11
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 10
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 9
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 8
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 7
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 6
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 5
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 4
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 3
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 2
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 1
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r9, r9, r8, r9, r10
bfeil            r10, 0, r2, 0
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r8
icmpsel          ult, r8, r9, r8, r9, r10
iadd             r8, r8, 1
mov_imm          r9, 2654435761, 0b0
imadd            r9, r2, r9, 0
and              r10, r2, 3
convert          u32_to_f, r10, r10, rte
fmul32           r10, r10, 0.25
fadd32           r10, r10, 1.0
mov_imm          r11, 1000, 0b0
iadd             r2, r2, r11
imadd            r11, r3, 5, 0
iadd             r11, r11, 3
and              r11, r11, 31
mov_imm          r12, 65535, 0b0
and              r11, r11, r12
mov_imm          r12, 24, 0b0
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
icmp_ballot      r12, ugt, 1, 0
simd_shuffle     r13, r8, 0
bfi              r14, 0, r12, 31
icmpsel          slt, r13, r14, 0, r13, 1
imadd            r13, 1, r13, 0
simd_shuffle     r14, r8, 1
bfi              r15, 0, r12, 30
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 2
bfi              r15, 0, r12, 29
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 3
bfi              r15, 0, r12, 28
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 4
bfi              r15, 0, r12, 27
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 5
bfi              r15, 0, r12, 26
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 6
bfi              r15, 0, r12, 25
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 7
bfi              r15, 0, r12, 24
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 8
bfi              r15, 0, r12, 23
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 9
bfi              r15, 0, r12, 22
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 10
bfi              r15, 0, r12, 21
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 11
bfi              r15, 0, r12, 20
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 12
bfi              r15, 0, r12, 19
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 13
bfi              r15, 0, r12, 18
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 14
bfi              r15, 0, r12, 17
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 15
bfi              r15, 0, r12, 16
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 16
bfi              r15, 0, r12, 15
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 17
bfi              r15, 0, r12, 14
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 18
bfi              r15, 0, r12, 13
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 19
bfi              r15, 0, r12, 12
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 20
bfi              r15, 0, r12, 11
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 21
bfi              r15, 0, r12, 10
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 22
bfi              r15, 0, r12, 9
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 23
bfi              r15, 0, r12, 8
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 24
bfi              r15, 0, r12, 7
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 25
bfi              r15, 0, r12, 6
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 26
bfi              r15, 0, r12, 5
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 27
bfi              r15, 0, r12, 4
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 28
bfi              r15, 0, r12, 3
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 29
bfi              r15, 0, r12, 2
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 30
bfi              r15, 0, r12, 1
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 31
icmpsel          slt, r12, r12, 0, r14, 1
imadd            r12, r13, r12, 0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
wait             0
simd_min.s       r12, r6
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
simd_and         r12, r9
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
simd_or          r12, r9
mov_imm          r14, 3, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
simd_xor         r12, r9
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r13, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r13, r15, 0
imadd            r13, r13, r16, 0
imadd            r13, r14, r15, r13
mov              r14, r18
mov              r15, r19
iadd             r13, r15, r13
mov              r15, r13
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r12, r14_r15, 0, unsigned, 0
get_sr           r12, sr52 (thread_index_in_simdgroup)
bfi              r12, 0, 1, r12
isub             r12, r12, 1
icmp_ballot      r13, ugt, 1, 0
and              r12, r13, r12
simd_shuffle     r13, r8, 0
bfi              r14, 0, r12, 31
icmpsel          slt, r13, r14, 0, r13, 1
imadd            r13, 1, r13, 0
simd_shuffle     r14, r8, 1
bfi              r15, 0, r12, 30
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 2
bfi              r15, 0, r12, 29
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 3
bfi              r15, 0, r12, 28
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 4
bfi              r15, 0, r12, 27
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 5
bfi              r15, 0, r12, 26
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 6
bfi              r15, 0, r12, 25
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 7
bfi              r15, 0, r12, 24
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 8
bfi              r15, 0, r12, 23
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 9
bfi              r15, 0, r12, 22
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 10
bfi              r15, 0, r12, 21
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 11
bfi              r15, 0, r12, 20
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 12
bfi              r15, 0, r12, 19
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 13
bfi              r15, 0, r12, 18
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 14
bfi              r15, 0, r12, 17
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 15
bfi              r15, 0, r12, 16
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 16
bfi              r15, 0, r12, 15
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 17
bfi              r15, 0, r12, 14
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 18
bfi              r15, 0, r12, 13
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 19
bfi              r15, 0, r12, 12
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 20
bfi              r15, 0, r12, 11
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 21
bfi              r15, 0, r12, 10
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 22
bfi              r15, 0, r12, 9
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 23
bfi              r15, 0, r12, 8
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 24
bfi              r15, 0, r12, 7
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 25
bfi              r15, 0, r12, 6
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 26
bfi              r15, 0, r12, 5
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 27
bfi              r15, 0, r12, 4
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 28
bfi              r15, 0, r12, 3
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 29
bfi              r15, 0, r12, 2
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r14, r8, 30
bfi              r15, 0, r12, 1
icmpsel          slt, r14, r15, 0, r14, 1
imadd            r13, r13, r14, 0
simd_shuffle     r8, r8, 31
icmpsel          slt, r8, r12, 0, r8, 1
imadd            r8, r13, r8, 0
mov_imm          r12, 5, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
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
device_store     0, i32, x, r8, r12_r13, 0, unsigned, 0
get_sr           r8, sr52 (thread_index_in_simdgroup)
bfi              r8, 0, 2, r8
isub             r8, r8, 1
icmp_ballot      r12, ugt, 1, 0
and              r8, r12, r8
simd_shuffle     r12, r10, 0
bfi              r13, 0, r8, 31
mov_imm          r14, 1065353216, 0b0
icmpsel          slt, r12, r13, 0, r12, r14
fmul32           r12, 1.0, r12
simd_shuffle     r13, r10, 1
bfi              r14, 0, r8, 30
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 2
bfi              r14, 0, r8, 29
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 3
bfi              r14, 0, r8, 28
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 4
bfi              r14, 0, r8, 27
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 5
bfi              r14, 0, r8, 26
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 6
bfi              r14, 0, r8, 25
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 7
bfi              r14, 0, r8, 24
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 8
bfi              r14, 0, r8, 23
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 9
bfi              r14, 0, r8, 22
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 10
bfi              r14, 0, r8, 21
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 11
bfi              r14, 0, r8, 20
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 12
bfi              r14, 0, r8, 19
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 13
bfi              r14, 0, r8, 18
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 14
bfi              r14, 0, r8, 17
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 15
bfi              r14, 0, r8, 16
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 16
bfi              r14, 0, r8, 15
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 17
bfi              r14, 0, r8, 14
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 18
bfi              r14, 0, r8, 13
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 19
bfi              r14, 0, r8, 12
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 20
bfi              r14, 0, r8, 11
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 21
bfi              r14, 0, r8, 10
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 22
bfi              r14, 0, r8, 9
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 23
bfi              r14, 0, r8, 8
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 24
bfi              r14, 0, r8, 7
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 25
bfi              r14, 0, r8, 6
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 26
bfi              r14, 0, r8, 5
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 27
bfi              r14, 0, r8, 4
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 28
bfi              r14, 0, r8, 3
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 29
bfi              r14, 0, r8, 2
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r13, r10, 30
bfi              r14, 0, r8, 1
mov_imm          r15, 1065353216, 0b0
icmpsel          slt, r13, r14, 0, r13, r15
fmul32           r12, r12, r13
simd_shuffle     r10, r10, 31
mov_imm          r13, 1065353216, 0b0
icmpsel          slt, r8, r8, 0, r10, r13
fmul32           r8, r12, r8
mov_imm          r12, 6, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r10, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r10, r13, 0
imadd            r10, r10, r14, 0
imadd            r10, r12, r13, r10
mov              r12, r16
mov              r13, r17
iadd             r10, r13, r10
mov              r13, r10
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r8, r12_r13, 0, unsigned, 0
and              r8, r11, 31
icmp_ballot      r10, ugt, 1, 0
and              r11, r8, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r8, r10, 0, 32, r8
simd_shuffle     r10, r6, 0
icmpsel          ueq, r10, r8, 0, r10, r6
simd_shuffle     r11, r6, 1
icmpsel          ueq, r10, r8, 1, r11, r10
simd_shuffle     r11, r6, 2
icmpsel          ueq, r10, r8, 2, r11, r10
simd_shuffle     r11, r6, 3
icmpsel          ueq, r10, r8, 3, r11, r10
simd_shuffle     r11, r6, 4
icmpsel          ueq, r10, r8, 4, r11, r10
simd_shuffle     r11, r6, 5
icmpsel          ueq, r10, r8, 5, r11, r10
simd_shuffle     r11, r6, 6
icmpsel          ueq, r10, r8, 6, r11, r10
simd_shuffle     r11, r6, 7
icmpsel          ueq, r10, r8, 7, r11, r10
simd_shuffle     r11, r6, 8
icmpsel          ueq, r10, r8, 8, r11, r10
simd_shuffle     r11, r6, 9
icmpsel          ueq, r10, r8, 9, r11, r10
simd_shuffle     r11, r6, 10
icmpsel          ueq, r10, r8, 10, r11, r10
simd_shuffle     r11, r6, 11
icmpsel          ueq, r10, r8, 11, r11, r10
simd_shuffle     r11, r6, 12
icmpsel          ueq, r10, r8, 12, r11, r10
simd_shuffle     r11, r6, 13
icmpsel          ueq, r10, r8, 13, r11, r10
simd_shuffle     r11, r6, 14
icmpsel          ueq, r10, r8, 14, r11, r10
simd_shuffle     r11, r6, 15
icmpsel          ueq, r10, r8, 15, r11, r10
simd_shuffle     r11, r6, 16
icmpsel          ueq, r10, r8, 16, r11, r10
simd_shuffle     r11, r6, 17
icmpsel          ueq, r10, r8, 17, r11, r10
simd_shuffle     r11, r6, 18
icmpsel          ueq, r10, r8, 18, r11, r10
simd_shuffle     r11, r6, 19
icmpsel          ueq, r10, r8, 19, r11, r10
simd_shuffle     r11, r6, 20
icmpsel          ueq, r10, r8, 20, r11, r10
simd_shuffle     r11, r6, 21
icmpsel          ueq, r10, r8, 21, r11, r10
simd_shuffle     r11, r6, 22
icmpsel          ueq, r10, r8, 22, r11, r10
simd_shuffle     r11, r6, 23
icmpsel          ueq, r10, r8, 23, r11, r10
simd_shuffle     r11, r6, 24
icmpsel          ueq, r10, r8, 24, r11, r10
simd_shuffle     r11, r6, 25
icmpsel          ueq, r10, r8, 25, r11, r10
simd_shuffle     r11, r6, 26
icmpsel          ueq, r10, r8, 26, r11, r10
simd_shuffle     r11, r6, 27
icmpsel          ueq, r10, r8, 27, r11, r10
simd_shuffle     r11, r6, 28
icmpsel          ueq, r10, r8, 28, r11, r10
simd_shuffle     r11, r6, 29
icmpsel          ueq, r10, r8, 29, r11, r10
simd_shuffle     r11, r6, 30
icmpsel          ueq, r10, r8, 30, r11, r10
simd_shuffle     r11, r6, 31
icmpsel          ueq, r8, r8, 31, r11, r10
mov_imm          r10, 7, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
get_sr           r8, sr52 (thread_index_in_simdgroup)
isub             r8, r8, 3
icmp_ballot      r10, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r10, r8
and              r8, r8, 1
simd_shuffle_up  r10, r6, 3
icmpsel          ueq, r8, r8, 0, r6, r10
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
get_sr           r8, sr52 (thread_index_in_simdgroup)
xor              r8, r8, 5
icmp_ballot      r10, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r10, r8
and              r8, r8, 1
simd_shuffle_xor r10, r7, 5
icmpsel          ueq, r8, r8, 0, r7, r10
mov_imm          r10, 9, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
simd_shuffle     r8, r6, 7
mov_imm          r10, 10, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
mov_imm          r8, 4294967293, 0b0
icmpsel          sgt, r8, r6, r8, 1, 0
icmpsel          ueq, r10, r6, 2, 1, 0
icmp_ballot      r8, ugt, r8, 0
icmp_ballot      r11, ugt, 1, 0
icmpsel          ueq, r8, r8, r11, 1, 0
icmp_ballot      r10, ugt, r10, 0
icmpsel          ueq, r10, r10, 0, 0, 1
bfi              r8, 0, r8, 1
or               r8, r8, r10
mov_imm          r10, 11, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
and              r8, r3, 1
icmp_ballot      r8, ugt, r8, 0
mov              r10, r8
mov_imm          r11, 0, 0b0
mov              r8, r10
mov              r10, r11
mov_imm          r10, 12, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
icmp_ballot      r8, ugt, 1, 0
mov              r10, r8
mov_imm          r11, 0, 0b0
mov              r8, r10
mov              r10, r11
mov_imm          r10, 13, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
icmp_ballot      r8, ugt, 1, 0
get_sr           r10, sr52 (thread_index_in_simdgroup)
bfi              r10, 0, 1, r10
isub             r10, r10, 1
and              r8, r8, r10
icmpsel          ueq, r8, r8, 0, 1, 0
mov_imm          r10, 14, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
quad_fadd        r8, r7
mov_imm          r10, 15, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r8, r8, 3
xor              r10, r8, 1
and              r10, r10, 3
xor              r8, r8, r10
get_sr           r10, sr52 (thread_index_in_simdgroup)
xor              r10, r10, 1
icmp_ballot      r11, ugt, 1, 0
and              r10, r10, 31
bfeil            r10, 0, r11, r10
and              r10, r10, 1
simd_shuffle_xor r11, r6, 1
icmpsel          ueq, r10, r10, 0, r6, r11
icmpsel          ueq, r10, r8, 1, r10, r6
get_sr           r11, sr52 (thread_index_in_simdgroup)
xor              r11, r11, 2
icmp_ballot      r12, ugt, 1, 0
and              r11, r11, 31
bfeil            r11, 0, r12, r11
and              r11, r11, 1
simd_shuffle_xor r12, r6, 2
icmpsel          ueq, r11, r11, 0, r6, r12
icmpsel          ueq, r10, r8, 2, r11, r10
get_sr           r11, sr52 (thread_index_in_simdgroup)
xor              r11, r11, 3
icmp_ballot      r12, ugt, 1, 0
and              r11, r11, 31
bfeil            r11, 0, r12, r11
and              r11, r11, 1
simd_shuffle_xor r12, r6, 3
icmpsel          ueq, r11, r11, 0, r6, r12
icmpsel          ueq, r8, r8, 3, r11, r10
mov_imm          r10, 16, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r10, r8, 7
isub             r8, r8, 2
iadd             r11, r8, 8
icmpsel          ult, r12, r10, 2, 1, 0
icmpsel          ult, r8, r10, 2, r11, r8
icmpsel          ueq, r10, r12, 0, r8, 32
icmpsel          ueq, r8, r12, 0, 32, r8
icmp_ballot      r11, ugt, 1, 0
and              r12, r10, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r6, 0
icmpsel          ueq, r11, r10, 0, r11, r6
simd_shuffle     r12, r6, 1
icmpsel          ueq, r11, r10, 1, r12, r11
simd_shuffle     r12, r6, 2
icmpsel          ueq, r11, r10, 2, r12, r11
simd_shuffle     r12, r6, 3
icmpsel          ueq, r11, r10, 3, r12, r11
simd_shuffle     r12, r6, 4
icmpsel          ueq, r11, r10, 4, r12, r11
simd_shuffle     r12, r6, 5
icmpsel          ueq, r11, r10, 5, r12, r11
simd_shuffle     r12, r6, 6
icmpsel          ueq, r11, r10, 6, r12, r11
simd_shuffle     r12, r6, 7
icmpsel          ueq, r11, r10, 7, r12, r11
simd_shuffle     r12, r6, 8
icmpsel          ueq, r11, r10, 8, r12, r11
simd_shuffle     r12, r6, 9
icmpsel          ueq, r11, r10, 9, r12, r11
simd_shuffle     r12, r6, 10
icmpsel          ueq, r11, r10, 10, r12, r11
simd_shuffle     r12, r6, 11
icmpsel          ueq, r11, r10, 11, r12, r11
simd_shuffle     r12, r6, 12
icmpsel          ueq, r11, r10, 12, r12, r11
simd_shuffle     r12, r6, 13
icmpsel          ueq, r11, r10, 13, r12, r11
simd_shuffle     r12, r6, 14
icmpsel          ueq, r11, r10, 14, r12, r11
simd_shuffle     r12, r6, 15
icmpsel          ueq, r11, r10, 15, r12, r11
simd_shuffle     r12, r6, 16
icmpsel          ueq, r11, r10, 16, r12, r11
simd_shuffle     r12, r6, 17
icmpsel          ueq, r11, r10, 17, r12, r11
simd_shuffle     r12, r6, 18
icmpsel          ueq, r11, r10, 18, r12, r11
simd_shuffle     r12, r6, 19
icmpsel          ueq, r11, r10, 19, r12, r11
simd_shuffle     r12, r6, 20
icmpsel          ueq, r11, r10, 20, r12, r11
simd_shuffle     r12, r6, 21
icmpsel          ueq, r11, r10, 21, r12, r11
simd_shuffle     r12, r6, 22
icmpsel          ueq, r11, r10, 22, r12, r11
simd_shuffle     r12, r6, 23
icmpsel          ueq, r11, r10, 23, r12, r11
simd_shuffle     r12, r6, 24
icmpsel          ueq, r11, r10, 24, r12, r11
simd_shuffle     r12, r6, 25
icmpsel          ueq, r11, r10, 25, r12, r11
simd_shuffle     r12, r6, 26
icmpsel          ueq, r11, r10, 26, r12, r11
simd_shuffle     r12, r6, 27
icmpsel          ueq, r11, r10, 27, r12, r11
simd_shuffle     r12, r6, 28
icmpsel          ueq, r11, r10, 28, r12, r11
simd_shuffle     r12, r6, 29
icmpsel          ueq, r11, r10, 29, r12, r11
simd_shuffle     r12, r6, 30
icmpsel          ueq, r11, r10, 30, r12, r11
simd_shuffle     r12, r6, 31
icmpsel          ueq, r10, r10, 31, r12, r11
icmp_ballot      r11, ugt, 1, 0
and              r12, r8, 31
bfeil            r11, 0, r11, r12
and              r11, r11, 1
icmpsel          ueq, r8, r11, 0, 32, r8
simd_shuffle     r11, r2, 0
icmpsel          ueq, r10, r8, 0, r11, r10
simd_shuffle     r11, r2, 1
icmpsel          ueq, r10, r8, 1, r11, r10
simd_shuffle     r11, r2, 2
icmpsel          ueq, r10, r8, 2, r11, r10
simd_shuffle     r11, r2, 3
icmpsel          ueq, r10, r8, 3, r11, r10
simd_shuffle     r11, r2, 4
icmpsel          ueq, r10, r8, 4, r11, r10
simd_shuffle     r11, r2, 5
icmpsel          ueq, r10, r8, 5, r11, r10
simd_shuffle     r11, r2, 6
icmpsel          ueq, r10, r8, 6, r11, r10
simd_shuffle     r11, r2, 7
icmpsel          ueq, r10, r8, 7, r11, r10
simd_shuffle     r11, r2, 8
icmpsel          ueq, r10, r8, 8, r11, r10
simd_shuffle     r11, r2, 9
icmpsel          ueq, r10, r8, 9, r11, r10
simd_shuffle     r11, r2, 10
icmpsel          ueq, r10, r8, 10, r11, r10
simd_shuffle     r11, r2, 11
icmpsel          ueq, r10, r8, 11, r11, r10
simd_shuffle     r11, r2, 12
icmpsel          ueq, r10, r8, 12, r11, r10
simd_shuffle     r11, r2, 13
icmpsel          ueq, r10, r8, 13, r11, r10
simd_shuffle     r11, r2, 14
icmpsel          ueq, r10, r8, 14, r11, r10
simd_shuffle     r11, r2, 15
icmpsel          ueq, r10, r8, 15, r11, r10
simd_shuffle     r11, r2, 16
icmpsel          ueq, r10, r8, 16, r11, r10
simd_shuffle     r11, r2, 17
icmpsel          ueq, r10, r8, 17, r11, r10
simd_shuffle     r11, r2, 18
icmpsel          ueq, r10, r8, 18, r11, r10
simd_shuffle     r11, r2, 19
icmpsel          ueq, r10, r8, 19, r11, r10
simd_shuffle     r11, r2, 20
icmpsel          ueq, r10, r8, 20, r11, r10
simd_shuffle     r11, r2, 21
icmpsel          ueq, r10, r8, 21, r11, r10
simd_shuffle     r11, r2, 22
icmpsel          ueq, r10, r8, 22, r11, r10
simd_shuffle     r11, r2, 23
icmpsel          ueq, r10, r8, 23, r11, r10
simd_shuffle     r11, r2, 24
icmpsel          ueq, r10, r8, 24, r11, r10
simd_shuffle     r11, r2, 25
icmpsel          ueq, r10, r8, 25, r11, r10
simd_shuffle     r11, r2, 26
icmpsel          ueq, r10, r8, 26, r11, r10
simd_shuffle     r11, r2, 27
icmpsel          ueq, r10, r8, 27, r11, r10
simd_shuffle     r11, r2, 28
icmpsel          ueq, r10, r8, 28, r11, r10
simd_shuffle     r11, r2, 29
icmpsel          ueq, r10, r8, 29, r11, r10
simd_shuffle     r11, r2, 30
icmpsel          ueq, r10, r8, 30, r11, r10
simd_shuffle     r2, r2, 31
icmpsel          ueq, r2, r8, 31, r2, r10
mov_imm          r10, 17, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r8, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r8, r11, 0
imadd            r8, r8, r12, 0
imadd            r8, r10, r11, r8
mov              r10, r14
mov              r11, r15
iadd             r8, r11, r8
mov              r11, r8
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
get_sr           r2, sr52 (thread_index_in_simdgroup)
iadd             r2, r2, 4
icmp_ballot      r8, ugt, 1, 0
and              r2, r2, 31
bfeil            r2, 0, r8, r2
and              r2, r2, 1
simd_shuffle_down r8, r6, 4
icmpsel          ueq, r2, r2, 0, r6, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
iadd             r8, r8, 4
icmp_ballot      r10, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r10, r8
and              r8, r8, 1
simd_shuffle_down r10, r9, 4
icmpsel          ueq, r8, r8, 0, r9, r10
mov_imm          r10, 18, 0b0
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
device_store     0, i32, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r10, 19, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r2, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r2, r10, 0
imadd            r2, r2, r11, 0
imadd            r2, r9, r10, r2
mov              r9, r12
mov              r10, r13
iadd             r2, r10, r2
mov              r10, r9
mov              r11, r2
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r8, r10_r11, 0, unsigned, 0
simd_max.f       r2, r7
mov_imm          r8, 20, 0b0
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
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r2, 3, 0b0
bfeil            r7, 0, r3, 31
and              r7, r7, 1
iadd             r7, r7, 0, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 30
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 29
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 28
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 27
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 26
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 25
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 24
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 23
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 22
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 21
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 20
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 19
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 18
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 17
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 16
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 15
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 14
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 13
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 12
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 11
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 10
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 9
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 8
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 7
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 6
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 5
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 4
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 3
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 2
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 1
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r3, 0, r3, 0
and              r3, r3, 1
iadd             r3, r3, r7, lsl 1
isub             r7, r3, r2
icmpsel          ult, r2, r3, r2, r3, r7
icmpsel          ueq, r2, r2, 0, 0, 1
if_icmp          r0l, nueq, r2, 0, 1
jmp_exec_none    L0
simd_iadd        r2, r6
get_sr           r3, sr52 (thread_index_in_simdgroup)
xor              r3, r3, 1
icmp_ballot      r7, ugt, 1, 0
and              r3, r3, 31
bfeil            r3, 0, r7, r3
and              r3, r3, 1
simd_shuffle_xor r7, r6, 1
icmpsel          ueq, r3, r3, 0, r6, r7
icmp_ballot      r6, ugt, 1, 0
get_sr           r7, sr52 (thread_index_in_simdgroup)
bfi              r7, 0, 1, r7
isub             r7, r7, 1
and              r6, r6, r7
icmpsel          ueq, r6, r6, 0, 1, 0
mov_imm          r8, 21, 0b0
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
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
mov_imm          r8, 22, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r2, r8
mov              r7, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r2, r8, 0
imadd            r2, r2, r9, 0
imadd            r2, r7, r8, r2
mov              r7, r10
mov              r8, r11
iadd             r2, r8, r2
mov              r8, r7
mov              r9, r2
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r3, r8_r9, 0, unsigned, 0
mov_imm          r2, 23, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r4_r5, r2_r3
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
imadd            r8_r9, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r8
mov              r4, r9
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
device_store     0, i32, x, r6, r2_r3, 0, unsigned, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
