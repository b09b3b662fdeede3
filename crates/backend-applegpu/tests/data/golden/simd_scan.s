simd_scan:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
if_icmp          r0l, ueq, 0, 0, 1
mov              r4, u0
mov              r5, u1
iadd             r4_r5, r4_r5, r2, lsl 2
device_load      0, i32, x, r3, r4_r5, 0, unsigned
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r4, 0, 1, r4
isub             r4, r4, 1
icmp_ballot      r5, ugt, 1, 0
and              r4, r5, r4
wait             0
simd_shuffle     r5, r3, 0
bfi              r6, 0, r4, 31
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r5, 0, r5
simd_shuffle     r6, r3, 1
bfi              r7, 0, r4, 30
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 2
bfi              r7, 0, r4, 29
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 3
bfi              r7, 0, r4, 28
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 4
bfi              r7, 0, r4, 27
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 5
bfi              r7, 0, r4, 26
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 6
bfi              r7, 0, r4, 25
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 7
bfi              r7, 0, r4, 24
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 8
bfi              r7, 0, r4, 23
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 9
bfi              r7, 0, r4, 22
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 10
bfi              r7, 0, r4, 21
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 11
bfi              r7, 0, r4, 20
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 12
bfi              r7, 0, r4, 19
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 13
bfi              r7, 0, r4, 18
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 14
bfi              r7, 0, r4, 17
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 15
bfi              r7, 0, r4, 16
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 16
bfi              r7, 0, r4, 15
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 17
bfi              r7, 0, r4, 14
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 18
bfi              r7, 0, r4, 13
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 19
bfi              r7, 0, r4, 12
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 20
bfi              r7, 0, r4, 11
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 21
bfi              r7, 0, r4, 10
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 22
bfi              r7, 0, r4, 9
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 23
bfi              r7, 0, r4, 8
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 24
bfi              r7, 0, r4, 7
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 25
bfi              r7, 0, r4, 6
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 26
bfi              r7, 0, r4, 5
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 27
bfi              r7, 0, r4, 4
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 28
bfi              r7, 0, r4, 3
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 29
bfi              r7, 0, r4, 2
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 30
bfi              r7, 0, r4, 1
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 31
icmpsel          slt, r4, r4, 0, r6, 0
iadd             r4, r5, r4
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, r2, lsl 2
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r4, 0, 2, r4
isub             r4, r4, 1
icmp_ballot      r5, ugt, 1, 0
and              r4, r5, r4
simd_shuffle     r5, r3, 0
bfi              r6, 0, r4, 31
icmpsel          slt, r5, r6, 0, r5, 0
iadd             r5, 0, r5
simd_shuffle     r6, r3, 1
bfi              r7, 0, r4, 30
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 2
bfi              r7, 0, r4, 29
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 3
bfi              r7, 0, r4, 28
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 4
bfi              r7, 0, r4, 27
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 5
bfi              r7, 0, r4, 26
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 6
bfi              r7, 0, r4, 25
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 7
bfi              r7, 0, r4, 24
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 8
bfi              r7, 0, r4, 23
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 9
bfi              r7, 0, r4, 22
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 10
bfi              r7, 0, r4, 21
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 11
bfi              r7, 0, r4, 20
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 12
bfi              r7, 0, r4, 19
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 13
bfi              r7, 0, r4, 18
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 14
bfi              r7, 0, r4, 17
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 15
bfi              r7, 0, r4, 16
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 16
bfi              r7, 0, r4, 15
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 17
bfi              r7, 0, r4, 14
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 18
bfi              r7, 0, r4, 13
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 19
bfi              r7, 0, r4, 12
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 20
bfi              r7, 0, r4, 11
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 21
bfi              r7, 0, r4, 10
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 22
bfi              r7, 0, r4, 9
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 23
bfi              r7, 0, r4, 8
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 24
bfi              r7, 0, r4, 7
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 25
bfi              r7, 0, r4, 6
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 26
bfi              r7, 0, r4, 5
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 27
bfi              r7, 0, r4, 4
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 28
bfi              r7, 0, r4, 3
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 29
bfi              r7, 0, r4, 2
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 30
bfi              r7, 0, r4, 1
icmpsel          slt, r6, r7, 0, r6, 0
iadd             r5, r5, r6
simd_shuffle     r6, r3, 31
icmpsel          slt, r4, r4, 0, r6, 0
iadd             r4, r5, r4
mov              r6, u4
mov              r7, u5
iadd             r6_r7, r6_r7, r2, lsl 2
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
convert          s32_to_f, r4, r3, rte
get_sr           r5, sr52 (thread_index_in_simdgroup)
iadd             r5, r5, 3
icmp_ballot      r6, ugt, 1, 0
and              r5, r5, 31
bfeil            r5, 0, r6, r5
and              r5, r5, 1
simd_shuffle_down r6, r4, 3
icmpsel          ueq, r4, r5, 0, r4, r6
mov              r6, u6
mov              r7, u7
iadd             r6_r7, r6_r7, r2, lsl 2
device_store     0, i32, x, r4, r6_r7, 0, unsigned, 0
and              r4, r3, 1
icmpsel          ueq, r4, r4, 0, 0, 1
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L0
icmpsel          sgt, r4, r3, 10, 1, 0
icmp_ballot      r4, ugt, r4, 0
mov_imm          r5, 0, 0b0
icmp_ballot      r5, ugt, 1, 0
isub             r6, 0, r5
and              r5, r5, r6
isub             r5, r5, 1
popcount         r5, r5
get_sr           r6, sr52 (thread_index_in_simdgroup)
icmpsel          ueq, r5, r6, r5, r3, 0
simd_iadd        r5, r5
simd_max.s       r3, r3
bfi              r5, 0, r5, 8
bfi              r3, 0, r3, 20
xor              r4, r4, r5
xor              r3, r4, r3
mov              r4, u8
mov              r5, u9
iadd             r4_r5, r4_r5, r2, lsl 2
device_store     0, i32, x, r3, r4_r5, 0, unsigned, 0
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
