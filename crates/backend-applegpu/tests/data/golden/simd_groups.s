simd_groups:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr51 (thread_index_in_threadgroup)
get_sr           r3, sr0 (threadgroup_position_in_grid.x)
get_sr           r4, sr52 (thread_index_in_simdgroup)
if_icmp          r0l, ueq, 0, 0, 1
icmpsel          ult, r5, r2, 48, 0, 1
mov_imm          r6, 7, 0b0
bfeil            r7, 0, r2, 31
and              r7, r7, 1
iadd             r7, r7, 0, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 30
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 29
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 28
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 27
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 26
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 25
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 24
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 23
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 22
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 21
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 20
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 19
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 18
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 17
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 16
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 15
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 14
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 13
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 12
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 11
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 10
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 9
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 8
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 7
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 6
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 5
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 4
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 3
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 2
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 1
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r7, r7, r6, r7, r8
bfeil            r8, 0, r2, 0
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r6
icmpsel          ult, r6, r7, r6, r7, r8
icmpsel          ueq, r6, r6, 3, 1, 0
or               r5, r5, r6
and              r5, r5, 1
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
imadd            r3, r3, 64, 0
iadd             r3, r2, r3
mov              r6, r3
mov_imm          r7, 0, 0b0
mov              r8, u0
mov              r9, u1
iadd             r8_r9, r8_r9, r3, lsl 2
device_load      0, i32, x, r3, r8_r9, 0, unsigned
mov_imm          r8, 6, 0b0
mov_imm          r9, 0, 0b0
mov              r5, r6
mov              r6, r7
mov              r7, r8
mov              r8, r9
imadd            r10_r11, r5, r7, 0
imadd            r5, r5, r8, 0
imadd            r5, r6, r7, r5
mov              r6, r10
mov              r7, r11
iadd             r5, r7, r5
mov              r7, r5
wait             0
quad_iadd        r5, r3
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
get_sr           r5, sr52 (thread_index_in_simdgroup)
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 3
xor              r8, r8, r9
bfi              r5, 0, 1, r5
bfi              r8, 0, 1, r8
isub             r5, r5, r8
icmp_ballot      r8, ugt, 1, 0
and              r5, r8, r5
simd_shuffle     r8, r3, 0
bfi              r9, 0, r5, 31
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r8, 0, r8
simd_shuffle     r9, r3, 1
bfi              r10, 0, r5, 30
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 2
bfi              r10, 0, r5, 29
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 3
bfi              r10, 0, r5, 28
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 4
bfi              r10, 0, r5, 27
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 5
bfi              r10, 0, r5, 26
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 6
bfi              r10, 0, r5, 25
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 7
bfi              r10, 0, r5, 24
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 8
bfi              r10, 0, r5, 23
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 9
bfi              r10, 0, r5, 22
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 10
bfi              r10, 0, r5, 21
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 11
bfi              r10, 0, r5, 20
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 12
bfi              r10, 0, r5, 19
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 13
bfi              r10, 0, r5, 18
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 14
bfi              r10, 0, r5, 17
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 15
bfi              r10, 0, r5, 16
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 16
bfi              r10, 0, r5, 15
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 17
bfi              r10, 0, r5, 14
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 18
bfi              r10, 0, r5, 13
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 19
bfi              r10, 0, r5, 12
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 20
bfi              r10, 0, r5, 11
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 21
bfi              r10, 0, r5, 10
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 22
bfi              r10, 0, r5, 9
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 23
bfi              r10, 0, r5, 8
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 24
bfi              r10, 0, r5, 7
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 25
bfi              r10, 0, r5, 6
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 26
bfi              r10, 0, r5, 5
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 27
bfi              r10, 0, r5, 4
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 28
bfi              r10, 0, r5, 3
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 29
bfi              r10, 0, r5, 2
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 30
bfi              r10, 0, r5, 1
icmpsel          slt, r9, r10, 0, r9, 0
iadd             r8, r8, r9
simd_shuffle     r9, r3, 31
icmpsel          slt, r5, r5, 0, r9, 0
iadd             r5, r8, r5
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
get_sr           r5, sr52 (thread_index_in_simdgroup)
and              r5, r5, 3
xor              r5, r5, 2
get_sr           r8, sr52 (thread_index_in_simdgroup)
xor              r8, r8, 1
icmp_ballot      r9, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r9, r8
and              r8, r8, 1
simd_shuffle_xor r9, r3, 1
icmpsel          ueq, r8, r8, 0, r3, r9
icmpsel          ueq, r8, r5, 1, r8, r3
get_sr           r9, sr52 (thread_index_in_simdgroup)
xor              r9, r9, 2
icmp_ballot      r10, ugt, 1, 0
and              r9, r9, 31
bfeil            r9, 0, r10, r9
and              r9, r9, 1
simd_shuffle_xor r10, r3, 2
icmpsel          ueq, r9, r9, 0, r3, r10
icmpsel          ueq, r8, r5, 2, r9, r8
get_sr           r9, sr52 (thread_index_in_simdgroup)
xor              r9, r9, 3
icmp_ballot      r10, ugt, 1, 0
and              r9, r9, 31
bfeil            r9, 0, r10, r9
and              r9, r9, 1
simd_shuffle_xor r10, r3, 3
icmpsel          ueq, r9, r9, 0, r3, r10
icmpsel          ueq, r5, r5, 3, r9, r8
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
get_sr           r5, sr52 (thread_index_in_simdgroup)
and              r5, r5, 3
iadd             r8, r5, 1
icmpsel          ugt, r8, r8, 3, 4, r8
xor              r5, r5, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
xor              r8, r8, 1
icmp_ballot      r9, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r9, r8
and              r8, r8, 1
simd_shuffle_xor r9, r3, 1
icmpsel          ueq, r8, r8, 0, r3, r9
icmpsel          ueq, r8, r5, 1, r8, r3
get_sr           r9, sr52 (thread_index_in_simdgroup)
xor              r9, r9, 2
icmp_ballot      r10, ugt, 1, 0
and              r9, r9, 31
bfeil            r9, 0, r10, r9
and              r9, r9, 1
simd_shuffle_xor r10, r3, 2
icmpsel          ueq, r9, r9, 0, r3, r10
icmpsel          ueq, r8, r5, 2, r9, r8
get_sr           r9, sr52 (thread_index_in_simdgroup)
xor              r9, r9, 3
icmp_ballot      r10, ugt, 1, 0
and              r9, r9, 31
bfeil            r9, 0, r10, r9
and              r9, r9, 1
simd_shuffle_xor r10, r3, 3
icmpsel          ueq, r9, r9, 0, r3, r10
icmpsel          ueq, r5, r5, 3, r9, r8
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
and              r5, r3, 1
get_sr           r8, sr52 (thread_index_in_simdgroup)
and              r9, r8, 3
xor              r8, r8, r9
icmp_ballot      r5, ugt, r5, 0
bfeil            r5, 0, r5, r8
and              r5, r5, 15
mov              r8, r5
mov_imm          r9, 0, 0b0
mov              r5, r8
mov              r8, r9
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
icmpsel          sgt, r5, r3, 0, 1, 0
icmpsel          ueq, r8, r3, 1, 1, 0
get_sr           r9, sr52 (thread_index_in_simdgroup)
and              r10, r9, 3
xor              r9, r9, r10
icmp_ballot      r5, ugt, r5, 0
bfeil            r5, 0, r5, r9
and              r5, r5, 15
icmp_ballot      r10, ugt, 1, 0
bfeil            r9, 0, r10, r9
and              r9, r9, 15
icmpsel          ueq, r5, r5, r9, 1, 0
get_sr           r9, sr52 (thread_index_in_simdgroup)
and              r10, r9, 3
xor              r9, r9, r10
icmp_ballot      r8, ugt, r8, 0
bfeil            r8, 0, r8, r9
and              r8, r8, 15
icmpsel          ueq, r8, r8, 0, 0, 1
get_sr           r9, sr52 (thread_index_in_simdgroup)
and              r10, r9, 3
xor              r9, r9, r10
icmp_ballot      r11, ugt, 1, 0
bfeil            r9, 0, r11, r9
and              r9, r9, 15
isub             r11, 0, r9
and              r9, r9, r11
isub             r9, r9, 1
popcount         r9, r9
icmpsel          ueq, r9, r9, r10, 1, 0
bfi              r5, 0, r5, 2
bfi              r8, 0, r8, 1
or               r5, r5, r8
or               r5, r5, r9
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u2
mov              r11, u3
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
get_sr           r5, sr52 (thread_index_in_simdgroup)
iadd             r5, r5, 5
and              r5, r5, 31
icmp_ballot      r8, ugt, 1, 0
and              r9, r5, 31
bfeil            r8, 0, r8, r9
and              r8, r8, 1
icmpsel          ueq, r5, r8, 0, 32, r5
simd_shuffle     r8, r3, 0
icmpsel          ueq, r8, r5, 0, r8, r3
simd_shuffle     r9, r3, 1
icmpsel          ueq, r8, r5, 1, r9, r8
simd_shuffle     r9, r3, 2
icmpsel          ueq, r8, r5, 2, r9, r8
simd_shuffle     r9, r3, 3
icmpsel          ueq, r8, r5, 3, r9, r8
simd_shuffle     r9, r3, 4
icmpsel          ueq, r8, r5, 4, r9, r8
simd_shuffle     r9, r3, 5
icmpsel          ueq, r8, r5, 5, r9, r8
simd_shuffle     r9, r3, 6
icmpsel          ueq, r8, r5, 6, r9, r8
simd_shuffle     r9, r3, 7
icmpsel          ueq, r8, r5, 7, r9, r8
simd_shuffle     r9, r3, 8
icmpsel          ueq, r8, r5, 8, r9, r8
simd_shuffle     r9, r3, 9
icmpsel          ueq, r8, r5, 9, r9, r8
simd_shuffle     r9, r3, 10
icmpsel          ueq, r8, r5, 10, r9, r8
simd_shuffle     r9, r3, 11
icmpsel          ueq, r8, r5, 11, r9, r8
simd_shuffle     r9, r3, 12
icmpsel          ueq, r8, r5, 12, r9, r8
simd_shuffle     r9, r3, 13
icmpsel          ueq, r8, r5, 13, r9, r8
simd_shuffle     r9, r3, 14
icmpsel          ueq, r8, r5, 14, r9, r8
simd_shuffle     r9, r3, 15
icmpsel          ueq, r8, r5, 15, r9, r8
simd_shuffle     r9, r3, 16
icmpsel          ueq, r8, r5, 16, r9, r8
simd_shuffle     r9, r3, 17
icmpsel          ueq, r8, r5, 17, r9, r8
simd_shuffle     r9, r3, 18
icmpsel          ueq, r8, r5, 18, r9, r8
simd_shuffle     r9, r3, 19
icmpsel          ueq, r8, r5, 19, r9, r8
simd_shuffle     r9, r3, 20
icmpsel          ueq, r8, r5, 20, r9, r8
simd_shuffle     r9, r3, 21
icmpsel          ueq, r8, r5, 21, r9, r8
simd_shuffle     r9, r3, 22
icmpsel          ueq, r8, r5, 22, r9, r8
simd_shuffle     r9, r3, 23
icmpsel          ueq, r8, r5, 23, r9, r8
simd_shuffle     r9, r3, 24
icmpsel          ueq, r8, r5, 24, r9, r8
simd_shuffle     r9, r3, 25
icmpsel          ueq, r8, r5, 25, r9, r8
simd_shuffle     r9, r3, 26
icmpsel          ueq, r8, r5, 26, r9, r8
simd_shuffle     r9, r3, 27
icmpsel          ueq, r8, r5, 27, r9, r8
simd_shuffle     r9, r3, 28
icmpsel          ueq, r8, r5, 28, r9, r8
simd_shuffle     r9, r3, 29
icmpsel          ueq, r8, r5, 29, r9, r8
simd_shuffle     r9, r3, 30
icmpsel          ueq, r8, r5, 30, r9, r8
simd_shuffle     r9, r3, 31
icmpsel          ueq, r5, r5, 31, r9, r8
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
and              r5, r4, 7
mov_imm          r8, 65535, 0b0
and              r5, r5, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
mov_imm          r9, 65535, 0b0
and              r5, r5, r9
mov_imm          r9, 63551, 0b0
imadd            r9, r5, r9, 0
bfeil            r9, 0, r9, 21
imadd            r9, r9, 33, 0
isub             r5, r5, r9
isub             r5, r8, r5
and              r5, r5, 31
icmp_ballot      r8, ugt, 1, 0
and              r9, r5, 31
bfeil            r8, 0, r8, r9
and              r8, r8, 1
icmpsel          ueq, r5, r8, 0, 32, r5
simd_shuffle     r8, r3, 0
icmpsel          ueq, r8, r5, 0, r8, r3
simd_shuffle     r9, r3, 1
icmpsel          ueq, r8, r5, 1, r9, r8
simd_shuffle     r9, r3, 2
icmpsel          ueq, r8, r5, 2, r9, r8
simd_shuffle     r9, r3, 3
icmpsel          ueq, r8, r5, 3, r9, r8
simd_shuffle     r9, r3, 4
icmpsel          ueq, r8, r5, 4, r9, r8
simd_shuffle     r9, r3, 5
icmpsel          ueq, r8, r5, 5, r9, r8
simd_shuffle     r9, r3, 6
icmpsel          ueq, r8, r5, 6, r9, r8
simd_shuffle     r9, r3, 7
icmpsel          ueq, r8, r5, 7, r9, r8
simd_shuffle     r9, r3, 8
icmpsel          ueq, r8, r5, 8, r9, r8
simd_shuffle     r9, r3, 9
icmpsel          ueq, r8, r5, 9, r9, r8
simd_shuffle     r9, r3, 10
icmpsel          ueq, r8, r5, 10, r9, r8
simd_shuffle     r9, r3, 11
icmpsel          ueq, r8, r5, 11, r9, r8
simd_shuffle     r9, r3, 12
icmpsel          ueq, r8, r5, 12, r9, r8
simd_shuffle     r9, r3, 13
icmpsel          ueq, r8, r5, 13, r9, r8
simd_shuffle     r9, r3, 14
icmpsel          ueq, r8, r5, 14, r9, r8
simd_shuffle     r9, r3, 15
icmpsel          ueq, r8, r5, 15, r9, r8
simd_shuffle     r9, r3, 16
icmpsel          ueq, r8, r5, 16, r9, r8
simd_shuffle     r9, r3, 17
icmpsel          ueq, r8, r5, 17, r9, r8
simd_shuffle     r9, r3, 18
icmpsel          ueq, r8, r5, 18, r9, r8
simd_shuffle     r9, r3, 19
icmpsel          ueq, r8, r5, 19, r9, r8
simd_shuffle     r9, r3, 20
icmpsel          ueq, r8, r5, 20, r9, r8
simd_shuffle     r9, r3, 21
icmpsel          ueq, r8, r5, 21, r9, r8
simd_shuffle     r9, r3, 22
icmpsel          ueq, r8, r5, 22, r9, r8
simd_shuffle     r9, r3, 23
icmpsel          ueq, r8, r5, 23, r9, r8
simd_shuffle     r9, r3, 24
icmpsel          ueq, r8, r5, 24, r9, r8
simd_shuffle     r9, r3, 25
icmpsel          ueq, r8, r5, 25, r9, r8
simd_shuffle     r9, r3, 26
icmpsel          ueq, r8, r5, 26, r9, r8
simd_shuffle     r9, r3, 27
icmpsel          ueq, r8, r5, 27, r9, r8
simd_shuffle     r9, r3, 28
icmpsel          ueq, r8, r5, 28, r9, r8
simd_shuffle     r9, r3, 29
icmpsel          ueq, r8, r5, 29, r9, r8
simd_shuffle     r9, r3, 30
icmpsel          ueq, r8, r5, 30, r9, r8
simd_shuffle     r9, r3, 31
icmpsel          ueq, r5, r5, 31, r9, r8
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
mov_imm          r5, 9, 0b0
bfeil            r8, 0, r4, 31
and              r8, r8, 1
iadd             r8, r8, 0, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 30
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 29
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 28
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 27
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 26
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 25
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 24
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 23
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 22
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 21
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 20
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 19
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 18
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 17
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 16
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 15
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 14
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 13
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 12
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 11
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 10
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 9
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 8
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 7
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 6
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 5
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 4
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 3
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 2
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 1
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r8, r8, r5, r8, r9
bfeil            r9, 0, r4, 0
and              r9, r9, 1
iadd             r8, r9, r8, lsl 1
isub             r9, r8, r5
icmpsel          ult, r5, r8, r5, r8, r9
mov_imm          r8, 65535, 0b0
and              r5, r5, r8
get_sr           r8, sr52 (thread_index_in_simdgroup)
mov_imm          r9, 65535, 0b0
and              r5, r5, r9
mov_imm          r9, 63551, 0b0
imadd            r9, r5, r9, 0
bfeil            r9, 0, r9, 21
imadd            r9, r9, 33, 0
isub             r5, r5, r9
iadd             r5, r8, r5
icmpsel          ugt, r5, r5, 31, 32, r5
icmp_ballot      r8, ugt, 1, 0
and              r9, r5, 31
bfeil            r8, 0, r8, r9
and              r8, r8, 1
icmpsel          ueq, r5, r8, 0, 32, r5
simd_shuffle     r8, r3, 0
icmpsel          ueq, r8, r5, 0, r8, r3
simd_shuffle     r9, r3, 1
icmpsel          ueq, r8, r5, 1, r9, r8
simd_shuffle     r9, r3, 2
icmpsel          ueq, r8, r5, 2, r9, r8
simd_shuffle     r9, r3, 3
icmpsel          ueq, r8, r5, 3, r9, r8
simd_shuffle     r9, r3, 4
icmpsel          ueq, r8, r5, 4, r9, r8
simd_shuffle     r9, r3, 5
icmpsel          ueq, r8, r5, 5, r9, r8
simd_shuffle     r9, r3, 6
icmpsel          ueq, r8, r5, 6, r9, r8
simd_shuffle     r9, r3, 7
icmpsel          ueq, r8, r5, 7, r9, r8
simd_shuffle     r9, r3, 8
icmpsel          ueq, r8, r5, 8, r9, r8
simd_shuffle     r9, r3, 9
icmpsel          ueq, r8, r5, 9, r9, r8
simd_shuffle     r9, r3, 10
icmpsel          ueq, r8, r5, 10, r9, r8
simd_shuffle     r9, r3, 11
icmpsel          ueq, r8, r5, 11, r9, r8
simd_shuffle     r9, r3, 12
icmpsel          ueq, r8, r5, 12, r9, r8
simd_shuffle     r9, r3, 13
icmpsel          ueq, r8, r5, 13, r9, r8
simd_shuffle     r9, r3, 14
icmpsel          ueq, r8, r5, 14, r9, r8
simd_shuffle     r9, r3, 15
icmpsel          ueq, r8, r5, 15, r9, r8
simd_shuffle     r9, r3, 16
icmpsel          ueq, r8, r5, 16, r9, r8
simd_shuffle     r9, r3, 17
icmpsel          ueq, r8, r5, 17, r9, r8
simd_shuffle     r9, r3, 18
icmpsel          ueq, r8, r5, 18, r9, r8
simd_shuffle     r9, r3, 19
icmpsel          ueq, r8, r5, 19, r9, r8
simd_shuffle     r9, r3, 20
icmpsel          ueq, r8, r5, 20, r9, r8
simd_shuffle     r9, r3, 21
icmpsel          ueq, r8, r5, 21, r9, r8
simd_shuffle     r9, r3, 22
icmpsel          ueq, r8, r5, 22, r9, r8
simd_shuffle     r9, r3, 23
icmpsel          ueq, r8, r5, 23, r9, r8
simd_shuffle     r9, r3, 24
icmpsel          ueq, r8, r5, 24, r9, r8
simd_shuffle     r9, r3, 25
icmpsel          ueq, r8, r5, 25, r9, r8
simd_shuffle     r9, r3, 26
icmpsel          ueq, r8, r5, 26, r9, r8
simd_shuffle     r9, r3, 27
icmpsel          ueq, r8, r5, 27, r9, r8
simd_shuffle     r9, r3, 28
icmpsel          ueq, r8, r5, 28, r9, r8
simd_shuffle     r9, r3, 29
icmpsel          ueq, r8, r5, 29, r9, r8
simd_shuffle     r9, r3, 30
icmpsel          ueq, r8, r5, 30, r9, r8
simd_shuffle     r9, r3, 31
icmpsel          ueq, r5, r5, 31, r9, r8
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
imadd            r4, r4, 3, 0
and              r4, r4, 31
mov_imm          r5, 65535, 0b0
and              r4, r4, r5
and              r4, r4, 31
icmp_ballot      r5, ugt, 1, 0
and              r8, r4, 31
bfeil            r5, 0, r5, r8
and              r5, r5, 1
icmpsel          ueq, r4, r5, 0, 32, r4
simd_shuffle     r5, r3, 0
icmpsel          ueq, r5, r4, 0, r5, r3
simd_shuffle     r8, r3, 1
icmpsel          ueq, r5, r4, 1, r8, r5
simd_shuffle     r8, r3, 2
icmpsel          ueq, r5, r4, 2, r8, r5
simd_shuffle     r8, r3, 3
icmpsel          ueq, r5, r4, 3, r8, r5
simd_shuffle     r8, r3, 4
icmpsel          ueq, r5, r4, 4, r8, r5
simd_shuffle     r8, r3, 5
icmpsel          ueq, r5, r4, 5, r8, r5
simd_shuffle     r8, r3, 6
icmpsel          ueq, r5, r4, 6, r8, r5
simd_shuffle     r8, r3, 7
icmpsel          ueq, r5, r4, 7, r8, r5
simd_shuffle     r8, r3, 8
icmpsel          ueq, r5, r4, 8, r8, r5
simd_shuffle     r8, r3, 9
icmpsel          ueq, r5, r4, 9, r8, r5
simd_shuffle     r8, r3, 10
icmpsel          ueq, r5, r4, 10, r8, r5
simd_shuffle     r8, r3, 11
icmpsel          ueq, r5, r4, 11, r8, r5
simd_shuffle     r8, r3, 12
icmpsel          ueq, r5, r4, 12, r8, r5
simd_shuffle     r8, r3, 13
icmpsel          ueq, r5, r4, 13, r8, r5
simd_shuffle     r8, r3, 14
icmpsel          ueq, r5, r4, 14, r8, r5
simd_shuffle     r8, r3, 15
icmpsel          ueq, r5, r4, 15, r8, r5
simd_shuffle     r8, r3, 16
icmpsel          ueq, r5, r4, 16, r8, r5
simd_shuffle     r8, r3, 17
icmpsel          ueq, r5, r4, 17, r8, r5
simd_shuffle     r8, r3, 18
icmpsel          ueq, r5, r4, 18, r8, r5
simd_shuffle     r8, r3, 19
icmpsel          ueq, r5, r4, 19, r8, r5
simd_shuffle     r8, r3, 20
icmpsel          ueq, r5, r4, 20, r8, r5
simd_shuffle     r8, r3, 21
icmpsel          ueq, r5, r4, 21, r8, r5
simd_shuffle     r8, r3, 22
icmpsel          ueq, r5, r4, 22, r8, r5
simd_shuffle     r8, r3, 23
icmpsel          ueq, r5, r4, 23, r8, r5
simd_shuffle     r8, r3, 24
icmpsel          ueq, r5, r4, 24, r8, r5
simd_shuffle     r8, r3, 25
icmpsel          ueq, r5, r4, 25, r8, r5
simd_shuffle     r8, r3, 26
icmpsel          ueq, r5, r4, 26, r8, r5
simd_shuffle     r8, r3, 27
icmpsel          ueq, r5, r4, 27, r8, r5
simd_shuffle     r8, r3, 28
icmpsel          ueq, r5, r4, 28, r8, r5
simd_shuffle     r8, r3, 29
icmpsel          ueq, r5, r4, 29, r8, r5
simd_shuffle     r8, r3, 30
icmpsel          ueq, r5, r4, 30, r8, r5
simd_shuffle     r8, r3, 31
icmpsel          ueq, r4, r4, 31, r8, r5
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
simd_min.u       r4, r3
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 1023, 0b0
and              r4, r3, r4
convert          s32_to_f, r4, r4, rte
mov_imm          r5, 1036831949, 0b0
fmul32           r4, r4, r5
simd_min.f       r5, r4
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
and              r5, r3, 255
convert          s32_to_f, r5, r5, rte
mov_imm          r8, 1036831949, 0b0
fmul32           r5, r5, r8
fmul32           r5l, r5, 1.0
simd_fadd        r5l, r5l
mov              r5, r5l
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
get_sr           r5, sr52 (thread_index_in_simdgroup)
bfi              r5, 0, 2, r5
isub             r5, r5, 1
icmp_ballot      r8, ugt, 1, 0
and              r5, r8, r5
simd_shuffle     r8, r4, 0
bfi              r9, 0, r5, 31
mov_imm          r10, 2147483648, 0b0
icmpsel          slt, r8, r9, 0, r8, r10
fadd32           r8, 0.0, r8
simd_shuffle     r9, r4, 1
bfi              r10, 0, r5, 30
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 2
bfi              r10, 0, r5, 29
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 3
bfi              r10, 0, r5, 28
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 4
bfi              r10, 0, r5, 27
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 5
bfi              r10, 0, r5, 26
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 6
bfi              r10, 0, r5, 25
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 7
bfi              r10, 0, r5, 24
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 8
bfi              r10, 0, r5, 23
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 9
bfi              r10, 0, r5, 22
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 10
bfi              r10, 0, r5, 21
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 11
bfi              r10, 0, r5, 20
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 12
bfi              r10, 0, r5, 19
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 13
bfi              r10, 0, r5, 18
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 14
bfi              r10, 0, r5, 17
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 15
bfi              r10, 0, r5, 16
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 16
bfi              r10, 0, r5, 15
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 17
bfi              r10, 0, r5, 14
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 18
bfi              r10, 0, r5, 13
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 19
bfi              r10, 0, r5, 12
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 20
bfi              r10, 0, r5, 11
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 21
bfi              r10, 0, r5, 10
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 22
bfi              r10, 0, r5, 9
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 23
bfi              r10, 0, r5, 8
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 24
bfi              r10, 0, r5, 7
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 25
bfi              r10, 0, r5, 6
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 26
bfi              r10, 0, r5, 5
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 27
bfi              r10, 0, r5, 4
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 28
bfi              r10, 0, r5, 3
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 29
bfi              r10, 0, r5, 2
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r9, r4, 30
bfi              r10, 0, r5, 1
mov_imm          r11, 2147483648, 0b0
icmpsel          slt, r9, r10, 0, r9, r11
fadd32           r8, r8, r9
simd_shuffle     r4, r4, 31
mov_imm          r9, 2147483648, 0b0
icmpsel          slt, r4, r5, 0, r4, r9
fadd32           r4, r8, r4
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
and              r4, r3, 3
convert          s32_to_f, r4, r4, rte
mov_imm          r5, 1050253722, 0b0
fmul32           r4, r4, r5
fadd32           r4, r4, 1.0
simd_fmul        r4, r4
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 65535, 0b0
and              r4, r3, r4
bfi              r5, 0, r4, 16
asr              r5, r5, 16
simd_iadd        r5, r5
mov_imm          r8, 65535, 0b0
and              r5, r5, r8
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
bfi              r4, 0, r4, 16
asr              r4, r4, 16
simd_max.s       r4, r4
mov_imm          r5, 65535, 0b0
and              r4, r4, r5
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r4, 5, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r8, u6
mov              r9, u7
iadd             r4_r5, r8_r9, r4_r5
mov_imm          r8, 0, 0b0
device_store     0, i32, x, r8, r4_r5, 0, unsigned, 0
simd_min.u       r4, r3
simd_max.u       r5, r3
icmpsel          ueq, r4, r4, r5, 1, 0
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u8
mov              r11, u9
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
asr              r4, r3, 30
simd_min.u       r5, r4
simd_max.u       r8, r4
icmpsel          ueq, r5, r5, r8, 1, 0
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
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
mov              r10, u8
mov              r11, u9
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r5, r8_r9, 0, unsigned, 0
bfeil            r2, 0, r2, 5
simd_min.u       r5, r2
simd_max.u       r2, r2
icmpsel          ueq, r2, r5, r2, 1, 0
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r6_r7, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r5, r8
mov              r8, r9
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r5, r9, 0
imadd            r5, r5, r10, 0
imadd            r5, r8, r9, r5
mov              r8, r12
mov              r9, r13
iadd             r5, r9, r5
mov              r9, r5
mov              r10, u8
mov              r11, u9
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r2, r8_r9, 0, unsigned, 0
convert          s32_to_f, r2, r4, rte
fmul32           r2, r2, 0.0
fcmpsel          eq, r2, r2, 0.0, 0, r2
simd_min.u       r4, r2
simd_max.u       r5, r2
icmpsel          ueq, r4, r4, r5, 1, 0
fcmpsel          eq, r2, r2, r2, 0, 1
icmp_ballot      r2, ugt, r2, 0
icmp_ballot      r5, ugt, 1, 0
isub             r8, r5, 1
and              r5, r5, r8
icmpsel          ueq, r2, r2, 0, 0, r5
icmpsel          ueq, r2, r2, 0, r4, 0
mov_imm          r4, 3, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r8, u8
mov              r9, u9
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
and              r2, r3, 1
convert          s32_to_f, r2, r2, rte
rcp              r4, 0.0
fmul32           r5, r2, r4
fmadd32          r2, 0.0, r5, r2
fmadd32          r2, r2, r4, r5
fcmpsel          eq, r2, r5, 0.0, r5, r2
mov_imm          r4, 2139095040, 0b0
fcmpsel          eq, r2, r5, r4, r5, r2
mov_imm          r4, 4286578688, 0b0
fcmpsel          eq, r2, r5, r4, r5, r2
fmul32           r2, r2, 0.0
fadd32           r2, r2, 1.0
fcmpsel          eq, r2, r2, 0.0, 0, r2
simd_min.u       r4, r2
simd_max.u       r5, r2
icmpsel          ueq, r4, r4, r5, 1, 0
fcmpsel          eq, r2, r2, r2, 0, 1
icmp_ballot      r2, ugt, r2, 0
icmp_ballot      r5, ugt, 1, 0
isub             r8, r5, 1
and              r5, r5, r8
icmpsel          ueq, r2, r2, 0, 0, r5
icmpsel          ueq, r2, r2, 0, r4, 0
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r8, u8
mov              r9, u9
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r2, 1, 0b0
simd_iadd        r2, r2
mov_imm          r4, 1, 0b0
quad_iadd        r4, r4
imadd            r4, r4, 100, 0
iadd             r2, r2, r4
mov_imm          r4, 5, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r8, u8
mov              r9, u9
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
and              r2, r3, 2
icmpsel          ueq, r2, r2, 0, 0, 1
if_icmp          r0l, nueq, r2, 0, 1
jmp_exec_none    L2
icmp_ballot      r2, ugt, 1, 0
isub             r4, 0, r2
and              r2, r2, r4
isub             r2, r2, 1
popcount         r2, r2
get_sr           r4, sr52 (thread_index_in_simdgroup)
icmpsel          ueq, r2, r4, r2, r3, 0
simd_iadd        r2, r2
get_sr           r4, sr52 (thread_index_in_simdgroup)
and              r5, r4, 3
xor              r4, r4, r5
icmp_ballot      r8, ugt, 1, 0
bfeil            r4, 0, r8, r4
and              r4, r4, 15
isub             r8, 0, r4
and              r4, r4, r8
isub             r4, r4, 1
popcount         r4, r4
xor              r4, r5, r4
get_sr           r5, sr52 (thread_index_in_simdgroup)
xor              r5, r5, 1
icmp_ballot      r8, ugt, 1, 0
and              r5, r5, 31
bfeil            r5, 0, r8, r5
and              r5, r5, 1
simd_shuffle_xor r8, r3, 1
icmpsel          ueq, r5, r5, 0, r3, r8
icmpsel          ueq, r5, r4, 1, r5, r3
get_sr           r8, sr52 (thread_index_in_simdgroup)
xor              r8, r8, 2
icmp_ballot      r9, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r9, r8
and              r8, r8, 1
simd_shuffle_xor r9, r3, 2
icmpsel          ueq, r8, r8, 0, r3, r9
icmpsel          ueq, r5, r4, 2, r8, r5
get_sr           r8, sr52 (thread_index_in_simdgroup)
xor              r8, r8, 3
icmp_ballot      r9, ugt, 1, 0
and              r8, r8, 31
bfeil            r8, 0, r9, r8
and              r8, r8, 1
simd_shuffle_xor r9, r3, 3
icmpsel          ueq, r3, r8, 0, r3, r9
icmpsel          ueq, r3, r4, 3, r3, r5
bfi              r3, 0, r3, 12
xor              r2, r2, r3
mov_imm          r4, 5, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r6_r7, r4_r5
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
mov              r6, u6
mov              r7, u7
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 3
pop_exec         r0l, 0
L2:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L3
mov_imm          r0l, 3
pop_exec         r0l, 0
L3:
pop_exec         r0l, 1
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
