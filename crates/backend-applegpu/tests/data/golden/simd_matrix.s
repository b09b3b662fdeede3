simd_matrix_nolane:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr51 (thread_index_in_threadgroup)
get_sr           r3, sr0 (threadgroup_position_in_grid.x)
get_sr           r4, sr53 (simdgroup_index_in_threadgroup)
if_icmp          r0l, ueq, 0, 0, 1
get_sr           r5, sr52 (thread_index_in_simdgroup)
bfi              r5, 0, 1, r5
isub             r5, r5, 1
icmp_ballot      r6, ugt, 1, 0
and              r5, r6, r5
mov_imm          r6, 1, 0b0
simd_shuffle     r7, r6, 0
bfi              r8, 0, r5, 31
icmpsel          slt, r7, r8, 0, r7, 0
iadd             r7, 0, r7
simd_shuffle     r8, r6, 1
bfi              r9, 0, r5, 30
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 2
bfi              r9, 0, r5, 29
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 3
bfi              r9, 0, r5, 28
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 4
bfi              r9, 0, r5, 27
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 5
bfi              r9, 0, r5, 26
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 6
bfi              r9, 0, r5, 25
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 7
bfi              r9, 0, r5, 24
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 8
bfi              r9, 0, r5, 23
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 9
bfi              r9, 0, r5, 22
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 10
bfi              r9, 0, r5, 21
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 11
bfi              r9, 0, r5, 20
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 12
bfi              r9, 0, r5, 19
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 13
bfi              r9, 0, r5, 18
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 14
bfi              r9, 0, r5, 17
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 15
bfi              r9, 0, r5, 16
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 16
bfi              r9, 0, r5, 15
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 17
bfi              r9, 0, r5, 14
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 18
bfi              r9, 0, r5, 13
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 19
bfi              r9, 0, r5, 12
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 20
bfi              r9, 0, r5, 11
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 21
bfi              r9, 0, r5, 10
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 22
bfi              r9, 0, r5, 9
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 23
bfi              r9, 0, r5, 8
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 24
bfi              r9, 0, r5, 7
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 25
bfi              r9, 0, r5, 6
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 26
bfi              r9, 0, r5, 5
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 27
bfi              r9, 0, r5, 4
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 28
bfi              r9, 0, r5, 3
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 29
bfi              r9, 0, r5, 2
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r8, r6, 30
bfi              r9, 0, r5, 1
icmpsel          slt, r8, r9, 0, r8, 0
iadd             r7, r7, r8
simd_shuffle     r6, r6, 31
icmpsel          slt, r5, r5, 0, r6, 0
iadd             r5, r7, r5
bfeil            r6, 0, r5, 2
and              r6, r6, 4
bfeil            r7, 0, r5, 1
and              r8, r7, 3
or               r6, r6, r8
and              r7, r7, 4
and              r5, r5, 1
bfi              r5, 0, r5, 1
or               r5, r7, r5
mov_imm          r7, 1, 0b0
simd_iadd        r7, r7
icmpsel          ueq, r7, r7, 32, 1, 0
if_icmp          r0l, nueq, r7, 0, 1
jmp_exec_none    L0
imadd            r3, r3, 3, 0
iadd             r3, r3, r4
imadd            r3, r3, 112, 0
mov              r8, r3
mov_imm          r9, 0, 0b0
bfi              r7, 0, r4, 5
isub             r2, r2, r7
bfi              r4, 0, r4, 6
mov              r10, r4
mov_imm          r11, 0, 0b0
bfi              r2, 0, r2, 1
mov_imm          r7, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L2:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r12, r2, r7
iadd             r13, r3, r12
mov_imm          r14, 1023, 0b0
and              r13, r13, r14
mov              r14, u0
mov              r15, u1
iadd             r14_r15, r14_r15, r13, lsl 2
device_load      0, i32, x, r13, r14_r15, 0, unsigned
wait             0
and              r13, r13, 255
isub             r13, r13, 128
convert          s32_to_f, r13, r13, rte
mov_imm          r14, 1018068310, 0b0
fmul32           r13, r13, r14
iadd             r12, r4, r12
mov              r14, r12
mov_imm          r15, 0, 0b0
mov              r12, r14
mov              r16, r15
bfi              r12, 0, r12, 2
mov_imm          r16, 1920, 0b0
iadd             r12, r16, r12
threadgroup_store i32, x, r13, r12l, 0
fmul32           r12l, r13, 1.0
mov              r16, r14
mov              r17, r15
bfi              r16, 0, r16, 1
mov_imm          r17, 2688, 0b0
iadd             r16, r17, r16
mov              r12h, r16l
mov              r16l, r16h
threadgroup_store i16, x, r12l, r12h, 0
mov_imm          r12, 1060320051, 0b0
fmul32           r12, r13, r12
bfeil            r13, 0, r12, 16
and              r13, r13, 1
mov_imm          r16, 32767, 0b0
iadd             r13, r13, r16
iadd             r13, r12, r13
bfeil            r13, 0, r13, 16
mov_imm          r16, 32704, 0b0
fcmpsel          eq, r12, r12, r12, r13, r16
mov              r13, r14
mov              r14, r15
bfi              r13, 0, r13, 1
mov_imm          r14, 3072, 0b0
iadd             r13, r14, r13
threadgroup_store i16, x, r12, r13l, 0
iadd             r12, r7, 1
icmpsel          ult, r13, r12, 2, 1, 0
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L3
mov              r7, r12
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov_imm          r0l, 3
pop_exec         r0l, 0
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L2
pop_exec         r0l, 1
memory_barrier   2, 1, 9
mov              r2, r10
mov              r4, r11
bfi              r2, 0, r2, 2
mov_imm          r4, 1920, 0b0
iadd             r2, r4, r2
mov              r4, r10
mov              r7, r11
bfi              r4, 0, r4, 1
mov_imm          r7, 2688, 0b0
iadd             r4, r7, r4
mov              r7, r10
mov              r10, r11
bfi              r7, 0, r7, 1
mov_imm          r10, 3072, 0b0
iadd             r7, r10, r7
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r6
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r14, r5
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r16_r17, r14_r15, r16_r17
iadd             r16_r17, r10_r11, r16_r17
mov_imm          r18, 8, 0b0
mov_imm          r19, 0, 0b0
mov              r20, r12
mov              r21, r13
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
iadd             r16_r17, r18_r19, r16_r17
bfi              r16, 0, r16, 2
iadd             r16, r2, r16
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r14_r15, r14_r15, r18_r19
iadd             r10_r11, r10_r11, r14_r15
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
imadd            r18_r19, r12, r14, 0
imadd            r12, r12, r15, 0
imadd            r12, r13, r14, r12
mov              r13, r18
mov              r14, r19
iadd             r12, r14, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
iadd             r10_r11, r12_r13, r10_r11
bfi              r10, 0, r10, 2
iadd             r2, r2, r10
mov              r10, r16
threadgroup_load i32, x, r10, r10l, 0
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r6
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r5
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 8, 0b0
mov_imm          r21, 0, 0b0
mov              r11, r18
mov              r18, r19
mov              r19, r20
mov              r20, r21
imadd            r22_r23, r11, r19, 0
imadd            r11, r11, r20, 0
imadd            r11, r18, r19, r11
mov              r18, r22
mov              r19, r23
iadd             r11, r19, r11
mov              r19, r11
iadd             r18_r19, r18_r19, r14_r15
mov              r11, r18
mov              r18, r19
bfi              r11, 0, r11, 1
iadd             r11, r4, r11
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 8, 0b0
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
iadd             r12_r13, r12_r13, r14_r15
bfi              r12, 0, r12, 1
iadd             r4, r4, r12
threadgroup_load i16, x, r11l, r11l, 0
threadgroup_load i16, x, r4l, r4l, 0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r6
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r5
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 8, 0b0
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
iadd             r18_r19, r20_r21, r18_r19
bfi              r18, 0, r18, 1
iadd             r18, r7, r18
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
iadd             r16_r17, r16_r17, r20_r21
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 8, 0b0
mov_imm          r17, 0, 0b0
imadd            r20_r21, r14, r16, 0
imadd            r14, r14, r17, 0
imadd            r14, r15, r16, r14
mov              r15, r20
mov              r16, r21
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r12_r13, r14_r15, r12_r13
bfi              r12, 0, r12, 1
iadd             r7, r7, r12
mov              r4h, r18l
mov              r11h, r18h
threadgroup_load i16, x, r12, r4h, 0
mov              r4h, r7l
mov              r7l, r7h
threadgroup_load i16, x, r7, r4h, 0
and              r13, r6, 4
bfeil            r14, 0, r6, 1
and              r14, r14, 1
or               r13, r13, r14
bfi              r13, 0, r13, 2
and              r14, r6, 1
bfi              r14, 0, r14, 1
iadd             r13, r13, r14
and              r14, r5, 4
bfi              r14, 0, r14, 1
bfeil            r15, 0, r5, 1
and              r15, r15, 1
iadd             r14, r14, r15
iadd             r15, r13, 0
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
icmp_ballot      r16, ugt, 1, 0
and              r17, r15, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r15, r16, 0, 32, r15
wait             0
simd_shuffle     r16, r10, 0
icmpsel          ueq, r16, r15, 0, r16, r10
simd_shuffle     r17, r10, 1
icmpsel          ueq, r16, r15, 1, r17, r16
simd_shuffle     r17, r10, 2
icmpsel          ueq, r16, r15, 2, r17, r16
simd_shuffle     r17, r10, 3
icmpsel          ueq, r16, r15, 3, r17, r16
simd_shuffle     r17, r10, 4
icmpsel          ueq, r16, r15, 4, r17, r16
simd_shuffle     r17, r10, 5
icmpsel          ueq, r16, r15, 5, r17, r16
simd_shuffle     r17, r10, 6
icmpsel          ueq, r16, r15, 6, r17, r16
simd_shuffle     r17, r10, 7
icmpsel          ueq, r16, r15, 7, r17, r16
simd_shuffle     r17, r10, 8
icmpsel          ueq, r16, r15, 8, r17, r16
simd_shuffle     r17, r10, 9
icmpsel          ueq, r16, r15, 9, r17, r16
simd_shuffle     r17, r10, 10
icmpsel          ueq, r16, r15, 10, r17, r16
simd_shuffle     r17, r10, 11
icmpsel          ueq, r16, r15, 11, r17, r16
simd_shuffle     r17, r10, 12
icmpsel          ueq, r16, r15, 12, r17, r16
simd_shuffle     r17, r10, 13
icmpsel          ueq, r16, r15, 13, r17, r16
simd_shuffle     r17, r10, 14
icmpsel          ueq, r16, r15, 14, r17, r16
simd_shuffle     r17, r10, 15
icmpsel          ueq, r16, r15, 15, r17, r16
simd_shuffle     r17, r10, 16
icmpsel          ueq, r16, r15, 16, r17, r16
simd_shuffle     r17, r10, 17
icmpsel          ueq, r16, r15, 17, r17, r16
simd_shuffle     r17, r10, 18
icmpsel          ueq, r16, r15, 18, r17, r16
simd_shuffle     r17, r10, 19
icmpsel          ueq, r16, r15, 19, r17, r16
simd_shuffle     r17, r10, 20
icmpsel          ueq, r16, r15, 20, r17, r16
simd_shuffle     r17, r10, 21
icmpsel          ueq, r16, r15, 21, r17, r16
simd_shuffle     r17, r10, 22
icmpsel          ueq, r16, r15, 22, r17, r16
simd_shuffle     r17, r10, 23
icmpsel          ueq, r16, r15, 23, r17, r16
simd_shuffle     r17, r10, 24
icmpsel          ueq, r16, r15, 24, r17, r16
simd_shuffle     r17, r10, 25
icmpsel          ueq, r16, r15, 25, r17, r16
simd_shuffle     r17, r10, 26
icmpsel          ueq, r16, r15, 26, r17, r16
simd_shuffle     r17, r10, 27
icmpsel          ueq, r16, r15, 27, r17, r16
simd_shuffle     r17, r10, 28
icmpsel          ueq, r16, r15, 28, r17, r16
simd_shuffle     r17, r10, 29
icmpsel          ueq, r16, r15, 29, r17, r16
simd_shuffle     r17, r10, 30
icmpsel          ueq, r16, r15, 30, r17, r16
simd_shuffle     r17, r10, 31
icmpsel          ueq, r15, r15, 31, r17, r16
iadd             r16, r13, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
simd_shuffle     r17, r2, 0
icmpsel          ueq, r17, r16, 0, r17, r2
simd_shuffle     r18, r2, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r2, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r2, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r2, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r2, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r2, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r2, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r2, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r2, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r2, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r2, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r2, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r2, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r2, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r2, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r2, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r2, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r2, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r2, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r2, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r2, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r2, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r2, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r2, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r2, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r2, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r2, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r2, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r2, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r2, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r2, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r17, r13, 1
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r10, 0
icmpsel          ueq, r18, r17, 0, r18, r10
simd_shuffle     r19, r10, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r10, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r10, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r10, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r10, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r10, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r10, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r10, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r10, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r10, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r10, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r10, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r10, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r10, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r10, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r10, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r10, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r10, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r10, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r10, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r10, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r10, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r10, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r10, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r10, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r10, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r10, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r10, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r10, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r10, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r10, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r13, 1
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r2, 0
icmpsel          ueq, r19, r18, 0, r19, r2
simd_shuffle     r20, r2, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r2, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r2, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r2, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r2, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r2, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r2, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r2, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r2, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r2, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r2, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r2, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r2, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r2, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r2, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r2, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r2, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r2, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r2, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r2, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r2, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r2, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r2, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r2, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r2, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r2, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r2, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r2, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r2, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r2, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r2, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r13, 8
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r10, 0
icmpsel          ueq, r20, r19, 0, r20, r10
simd_shuffle     r21, r10, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r10, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r10, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r10, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r10, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r10, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r10, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r10, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r10, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r10, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r10, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r10, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r10, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r10, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r10, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r10, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r10, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r10, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r10, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r10, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r10, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r10, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r10, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r10, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r10, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r10, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r10, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r10, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r10, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r10, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r10, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r13, 8
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r2, 0
icmpsel          ueq, r21, r20, 0, r21, r2
simd_shuffle     r22, r2, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r2, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r2, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r2, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r2, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r2, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r2, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r2, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r2, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r2, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r2, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r2, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r2, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r2, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r2, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r2, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r2, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r2, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r2, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r2, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r2, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r2, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r2, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r2, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r2, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r2, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r2, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r2, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r2, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r2, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r2, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r13, 9
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r10, 0
icmpsel          ueq, r22, r21, 0, r22, r10
simd_shuffle     r23, r10, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r10, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r10, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r10, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r10, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r10, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r10, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r10, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r10, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r10, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r10, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r10, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r10, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r10, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r10, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r10, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r10, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r10, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r10, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r10, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r10, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r10, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r10, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r10, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r10, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r10, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r10, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r10, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r10, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r10, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r10, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r13, r13, 9
mov_imm          r22, 65535, 0b0
and              r13, r13, r22
and              r13, r13, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r13, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r13, r22, 0, 32, r13
simd_shuffle     r22, r2, 0
icmpsel          ueq, r22, r13, 0, r22, r2
simd_shuffle     r23, r2, 1
icmpsel          ueq, r22, r13, 1, r23, r22
simd_shuffle     r23, r2, 2
icmpsel          ueq, r22, r13, 2, r23, r22
simd_shuffle     r23, r2, 3
icmpsel          ueq, r22, r13, 3, r23, r22
simd_shuffle     r23, r2, 4
icmpsel          ueq, r22, r13, 4, r23, r22
simd_shuffle     r23, r2, 5
icmpsel          ueq, r22, r13, 5, r23, r22
simd_shuffle     r23, r2, 6
icmpsel          ueq, r22, r13, 6, r23, r22
simd_shuffle     r23, r2, 7
icmpsel          ueq, r22, r13, 7, r23, r22
simd_shuffle     r23, r2, 8
icmpsel          ueq, r22, r13, 8, r23, r22
simd_shuffle     r23, r2, 9
icmpsel          ueq, r22, r13, 9, r23, r22
simd_shuffle     r23, r2, 10
icmpsel          ueq, r22, r13, 10, r23, r22
simd_shuffle     r23, r2, 11
icmpsel          ueq, r22, r13, 11, r23, r22
simd_shuffle     r23, r2, 12
icmpsel          ueq, r22, r13, 12, r23, r22
simd_shuffle     r23, r2, 13
icmpsel          ueq, r22, r13, 13, r23, r22
simd_shuffle     r23, r2, 14
icmpsel          ueq, r22, r13, 14, r23, r22
simd_shuffle     r23, r2, 15
icmpsel          ueq, r22, r13, 15, r23, r22
simd_shuffle     r23, r2, 16
icmpsel          ueq, r22, r13, 16, r23, r22
simd_shuffle     r23, r2, 17
icmpsel          ueq, r22, r13, 17, r23, r22
simd_shuffle     r23, r2, 18
icmpsel          ueq, r22, r13, 18, r23, r22
simd_shuffle     r23, r2, 19
icmpsel          ueq, r22, r13, 19, r23, r22
simd_shuffle     r23, r2, 20
icmpsel          ueq, r22, r13, 20, r23, r22
simd_shuffle     r23, r2, 21
icmpsel          ueq, r22, r13, 21, r23, r22
simd_shuffle     r23, r2, 22
icmpsel          ueq, r22, r13, 22, r23, r22
simd_shuffle     r23, r2, 23
icmpsel          ueq, r22, r13, 23, r23, r22
simd_shuffle     r23, r2, 24
icmpsel          ueq, r22, r13, 24, r23, r22
simd_shuffle     r23, r2, 25
icmpsel          ueq, r22, r13, 25, r23, r22
simd_shuffle     r23, r2, 26
icmpsel          ueq, r22, r13, 26, r23, r22
simd_shuffle     r23, r2, 27
icmpsel          ueq, r22, r13, 27, r23, r22
simd_shuffle     r23, r2, 28
icmpsel          ueq, r22, r13, 28, r23, r22
simd_shuffle     r23, r2, 29
icmpsel          ueq, r22, r13, 29, r23, r22
simd_shuffle     r23, r2, 30
icmpsel          ueq, r22, r13, 30, r23, r22
simd_shuffle     r23, r2, 31
icmpsel          ueq, r13, r13, 31, r23, r22
iadd             r22, r14, 0
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r10, 0
icmpsel          ueq, r23, r22, 0, r23, r10
simd_shuffle     r24, r10, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r10, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r10, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r10, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r10, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r10, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r10, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r10, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r10, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r10, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r10, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r10, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r10, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r10, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r10, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r10, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r10, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r10, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r10, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r10, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r10, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r10, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r10, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r10, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r10, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r10, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r10, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r10, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r10, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r10, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r10, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r14, 2
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r10, 0
icmpsel          ueq, r24, r23, 0, r24, r10
simd_shuffle     r25, r10, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r10, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r10, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r10, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r10, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r10, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r10, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r10, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r10, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r10, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r10, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r10, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r10, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r10, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r10, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r10, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r10, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r10, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r10, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r10, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r10, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r10, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r10, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r10, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r10, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r10, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r10, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r10, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r10, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r10, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r10, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r14, 4
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r10, 0
icmpsel          ueq, r25, r24, 0, r25, r10
simd_shuffle     r26, r10, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r10, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r10, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r10, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r10, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r10, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r10, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r10, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r10, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r10, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r10, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r10, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r10, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r10, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r10, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r10, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r10, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r10, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r10, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r10, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r10, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r10, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r10, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r10, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r10, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r10, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r10, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r10, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r10, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r10, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r10, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r14, 6
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r10, 0
icmpsel          ueq, r26, r25, 0, r26, r10
simd_shuffle     r27, r10, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r10, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r10, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r10, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r10, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r10, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r10, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r10, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r10, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r10, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r10, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r10, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r10, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r10, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r10, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r10, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r10, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r10, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r10, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r10, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r10, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r10, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r10, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r10, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r10, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r10, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r10, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r10, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r10, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r10, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r10, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r14, 16
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r10, 0
icmpsel          ueq, r27, r26, 0, r27, r10
simd_shuffle     r28, r10, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r10, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r10, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r10, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r10, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r10, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r10, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r10, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r10, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r10, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r10, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r10, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r10, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r10, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r10, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r10, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r10, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r10, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r10, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r10, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r10, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r10, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r10, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r10, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r10, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r10, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r10, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r10, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r10, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r10, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r10, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r14, 18
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r10, 0
icmpsel          ueq, r28, r27, 0, r28, r10
simd_shuffle     r29, r10, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r10, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r10, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r10, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r10, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r10, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r10, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r10, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r10, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r10, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r10, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r10, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r10, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r10, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r10, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r10, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r10, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r10, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r10, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r10, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r10, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r10, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r10, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r10, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r10, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r10, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r10, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r10, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r10, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r10, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r10, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r14, 20
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r10, 0
icmpsel          ueq, r29, r28, 0, r29, r10
simd_shuffle     r30, r10, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r10, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r10, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r10, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r10, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r10, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r10, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r10, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r10, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r10, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r10, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r10, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r10, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r10, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r10, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r10, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r10, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r10, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r10, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r10, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r10, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r10, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r10, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r10, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r10, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r10, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r10, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r10, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r10, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r10, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r30, r10, 31
icmpsel          ueq, r28, r28, 31, r30, r29
iadd             r29, r14, 22
mov_imm          r30, 65535, 0b0
and              r29, r29, r30
and              r29, r29, 31
icmp_ballot      r30, ugt, 1, 0
and              r31, r29, 31
bfeil            r30, 0, r30, r31
and              r30, r30, 1
icmpsel          ueq, r29, r30, 0, 32, r29
simd_shuffle     r30, r10, 0
icmpsel          ueq, r30, r29, 0, r30, r10
simd_shuffle     r31, r10, 1
icmpsel          ueq, r30, r29, 1, r31, r30
simd_shuffle     r31, r10, 2
icmpsel          ueq, r30, r29, 2, r31, r30
simd_shuffle     r31, r10, 3
icmpsel          ueq, r30, r29, 3, r31, r30
simd_shuffle     r31, r10, 4
icmpsel          ueq, r30, r29, 4, r31, r30
simd_shuffle     r31, r10, 5
icmpsel          ueq, r30, r29, 5, r31, r30
simd_shuffle     r31, r10, 6
icmpsel          ueq, r30, r29, 6, r31, r30
simd_shuffle     r31, r10, 7
icmpsel          ueq, r30, r29, 7, r31, r30
simd_shuffle     r31, r10, 8
icmpsel          ueq, r30, r29, 8, r31, r30
simd_shuffle     r31, r10, 9
icmpsel          ueq, r30, r29, 9, r31, r30
simd_shuffle     r31, r10, 10
icmpsel          ueq, r30, r29, 10, r31, r30
simd_shuffle     r31, r10, 11
icmpsel          ueq, r30, r29, 11, r31, r30
simd_shuffle     r31, r10, 12
icmpsel          ueq, r30, r29, 12, r31, r30
simd_shuffle     r31, r10, 13
icmpsel          ueq, r30, r29, 13, r31, r30
simd_shuffle     r31, r10, 14
icmpsel          ueq, r30, r29, 14, r31, r30
simd_shuffle     r31, r10, 15
icmpsel          ueq, r30, r29, 15, r31, r30
simd_shuffle     r31, r10, 16
icmpsel          ueq, r30, r29, 16, r31, r30
simd_shuffle     r31, r10, 17
icmpsel          ueq, r30, r29, 17, r31, r30
simd_shuffle     r31, r10, 18
icmpsel          ueq, r30, r29, 18, r31, r30
simd_shuffle     r31, r10, 19
icmpsel          ueq, r30, r29, 19, r31, r30
simd_shuffle     r31, r10, 20
icmpsel          ueq, r30, r29, 20, r31, r30
simd_shuffle     r31, r10, 21
icmpsel          ueq, r30, r29, 21, r31, r30
simd_shuffle     r31, r10, 22
icmpsel          ueq, r30, r29, 22, r31, r30
simd_shuffle     r31, r10, 23
icmpsel          ueq, r30, r29, 23, r31, r30
simd_shuffle     r31, r10, 24
icmpsel          ueq, r30, r29, 24, r31, r30
simd_shuffle     r31, r10, 25
icmpsel          ueq, r30, r29, 25, r31, r30
simd_shuffle     r31, r10, 26
icmpsel          ueq, r30, r29, 26, r31, r30
simd_shuffle     r31, r10, 27
icmpsel          ueq, r30, r29, 27, r31, r30
simd_shuffle     r31, r10, 28
icmpsel          ueq, r30, r29, 28, r31, r30
simd_shuffle     r31, r10, 29
icmpsel          ueq, r30, r29, 29, r31, r30
simd_shuffle     r31, r10, 30
icmpsel          ueq, r30, r29, 30, r31, r30
simd_shuffle     r10, r10, 31
icmpsel          ueq, r10, r29, 31, r10, r30
mov_imm          r29, 1065353216, 0b0
mov_imm          r30, 1065353216, 0b0
fmul32           r31, r29, r30
fmadd32          r29, r29, r30, r31.neg
fadd32           r30, 0.0, r31
fmul32           r31, r15, r22
fmadd32          r22, r15, r22, r31.neg
fadd32           r32, r30, r31
fadd32           r33, r32, r30.neg
fadd32           r34, r32, r33.neg
fadd32           r30, r30, r34.neg
fadd32           r31, r31, r33.neg
fadd32           r30, r30, r31
fadd32           r29, r29, r30
fadd32           r22, r29, r22
fmul32           r29, r16, r23
fmadd32          r23, r16, r23, r29.neg
fadd32           r30, r32, r29
fadd32           r31, r30, r32.neg
fadd32           r33, r30, r31.neg
fadd32           r32, r32, r33.neg
fadd32           r29, r29, r31.neg
fadd32           r29, r32, r29
fadd32           r22, r22, r29
fadd32           r22, r22, r23
fmul32           r23, r17, r24
fmadd32          r24, r17, r24, r23.neg
fadd32           r29, r30, r23
fadd32           r31, r29, r30.neg
fadd32           r32, r29, r31.neg
fadd32           r30, r30, r32.neg
fadd32           r23, r23, r31.neg
fadd32           r23, r30, r23
fadd32           r22, r22, r23
fadd32           r22, r22, r24
fmul32           r23, r18, r25
fmadd32          r24, r18, r25, r23.neg
fadd32           r25, r29, r23
fadd32           r30, r25, r29.neg
fadd32           r31, r25, r30.neg
fadd32           r29, r29, r31.neg
fadd32           r23, r23, r30.neg
fadd32           r23, r29, r23
fadd32           r22, r22, r23
fadd32           r22, r22, r24
fmul32           r23, r19, r26
fmadd32          r24, r19, r26, r23.neg
fadd32           r26, r25, r23
fadd32           r29, r26, r25.neg
fadd32           r30, r26, r29.neg
fadd32           r25, r25, r30.neg
fadd32           r23, r23, r29.neg
fadd32           r23, r25, r23
fadd32           r22, r22, r23
fadd32           r22, r22, r24
fmul32           r23, r20, r27
fmadd32          r24, r20, r27, r23.neg
fadd32           r25, r26, r23
fadd32           r27, r25, r26.neg
fadd32           r29, r25, r27.neg
fadd32           r26, r26, r29.neg
fadd32           r23, r23, r27.neg
fadd32           r23, r26, r23
fadd32           r22, r22, r23
fadd32           r22, r22, r24
fmul32           r23, r21, r28
fmadd32          r24, r21, r28, r23.neg
fadd32           r26, r25, r23
fadd32           r27, r26, r25.neg
fadd32           r28, r26, r27.neg
fadd32           r25, r25, r28.neg
fadd32           r23, r23, r27.neg
fadd32           r23, r25, r23
fadd32           r22, r22, r23
fadd32           r22, r22, r24
fmul32           r23, r13, r10
fmadd32          r10, r13, r10, r23.neg
fadd32           r24, r26, r23
fadd32           r25, r24, r26.neg
fadd32           r27, r24, r25.neg
fadd32           r26, r26, r27.neg
fadd32           r23, r23, r25.neg
fadd32           r23, r26, r23
fadd32           r22, r22, r23
fadd32           r10, r22, r10
fadd32           r10, r24, r10
fadd32           r22, r24, r24.neg
fcmpsel          eq, r10, r22, 0.0, r10, r24
iadd             r22, r14, 0
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r2, 0
icmpsel          ueq, r23, r22, 0, r23, r2
simd_shuffle     r24, r2, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r2, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r2, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r2, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r2, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r2, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r2, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r2, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r2, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r2, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r2, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r2, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r2, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r2, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r2, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r2, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r2, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r2, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r2, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r2, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r2, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r2, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r2, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r2, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r2, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r2, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r2, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r2, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r2, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r2, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r2, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r14, 2
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r2, 0
icmpsel          ueq, r24, r23, 0, r24, r2
simd_shuffle     r25, r2, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r2, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r2, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r2, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r2, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r2, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r2, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r2, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r2, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r2, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r2, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r2, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r2, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r2, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r2, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r2, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r2, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r2, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r2, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r2, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r2, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r2, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r2, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r2, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r2, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r2, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r2, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r2, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r2, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r2, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r2, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r14, 4
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r2, 0
icmpsel          ueq, r25, r24, 0, r25, r2
simd_shuffle     r26, r2, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r2, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r2, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r2, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r2, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r2, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r2, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r2, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r2, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r2, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r2, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r2, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r2, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r2, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r2, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r2, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r2, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r2, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r2, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r2, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r2, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r2, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r2, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r2, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r2, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r2, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r2, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r2, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r2, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r2, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r2, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r14, 6
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r2, 0
icmpsel          ueq, r26, r25, 0, r26, r2
simd_shuffle     r27, r2, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r2, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r2, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r2, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r2, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r2, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r2, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r2, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r2, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r2, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r2, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r2, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r2, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r2, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r2, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r2, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r2, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r2, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r2, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r2, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r2, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r2, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r2, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r2, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r2, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r2, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r2, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r2, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r2, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r2, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r2, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r14, 16
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r2, 0
icmpsel          ueq, r27, r26, 0, r27, r2
simd_shuffle     r28, r2, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r2, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r2, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r2, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r2, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r2, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r2, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r2, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r2, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r2, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r2, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r2, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r2, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r2, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r2, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r2, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r2, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r2, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r2, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r2, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r2, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r2, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r2, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r2, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r2, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r2, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r2, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r2, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r2, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r2, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r2, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r14, 18
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r2, 0
icmpsel          ueq, r28, r27, 0, r28, r2
simd_shuffle     r29, r2, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r2, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r2, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r2, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r2, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r2, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r2, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r2, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r2, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r2, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r2, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r2, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r2, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r2, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r2, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r2, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r2, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r2, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r2, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r2, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r2, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r2, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r2, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r2, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r2, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r2, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r2, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r2, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r2, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r2, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r2, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r14, 20
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r2, 0
icmpsel          ueq, r29, r28, 0, r29, r2
simd_shuffle     r30, r2, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r2, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r2, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r2, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r2, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r2, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r2, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r2, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r2, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r2, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r2, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r2, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r2, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r2, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r2, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r2, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r2, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r2, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r2, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r2, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r2, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r2, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r2, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r2, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r2, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r2, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r2, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r2, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r2, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r2, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r30, r2, 31
icmpsel          ueq, r28, r28, 31, r30, r29
iadd             r14, r14, 22
mov_imm          r29, 65535, 0b0
and              r14, r14, r29
and              r14, r14, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r14, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r14, r29, 0, 32, r14
simd_shuffle     r29, r2, 0
icmpsel          ueq, r29, r14, 0, r29, r2
simd_shuffle     r30, r2, 1
icmpsel          ueq, r29, r14, 1, r30, r29
simd_shuffle     r30, r2, 2
icmpsel          ueq, r29, r14, 2, r30, r29
simd_shuffle     r30, r2, 3
icmpsel          ueq, r29, r14, 3, r30, r29
simd_shuffle     r30, r2, 4
icmpsel          ueq, r29, r14, 4, r30, r29
simd_shuffle     r30, r2, 5
icmpsel          ueq, r29, r14, 5, r30, r29
simd_shuffle     r30, r2, 6
icmpsel          ueq, r29, r14, 6, r30, r29
simd_shuffle     r30, r2, 7
icmpsel          ueq, r29, r14, 7, r30, r29
simd_shuffle     r30, r2, 8
icmpsel          ueq, r29, r14, 8, r30, r29
simd_shuffle     r30, r2, 9
icmpsel          ueq, r29, r14, 9, r30, r29
simd_shuffle     r30, r2, 10
icmpsel          ueq, r29, r14, 10, r30, r29
simd_shuffle     r30, r2, 11
icmpsel          ueq, r29, r14, 11, r30, r29
simd_shuffle     r30, r2, 12
icmpsel          ueq, r29, r14, 12, r30, r29
simd_shuffle     r30, r2, 13
icmpsel          ueq, r29, r14, 13, r30, r29
simd_shuffle     r30, r2, 14
icmpsel          ueq, r29, r14, 14, r30, r29
simd_shuffle     r30, r2, 15
icmpsel          ueq, r29, r14, 15, r30, r29
simd_shuffle     r30, r2, 16
icmpsel          ueq, r29, r14, 16, r30, r29
simd_shuffle     r30, r2, 17
icmpsel          ueq, r29, r14, 17, r30, r29
simd_shuffle     r30, r2, 18
icmpsel          ueq, r29, r14, 18, r30, r29
simd_shuffle     r30, r2, 19
icmpsel          ueq, r29, r14, 19, r30, r29
simd_shuffle     r30, r2, 20
icmpsel          ueq, r29, r14, 20, r30, r29
simd_shuffle     r30, r2, 21
icmpsel          ueq, r29, r14, 21, r30, r29
simd_shuffle     r30, r2, 22
icmpsel          ueq, r29, r14, 22, r30, r29
simd_shuffle     r30, r2, 23
icmpsel          ueq, r29, r14, 23, r30, r29
simd_shuffle     r30, r2, 24
icmpsel          ueq, r29, r14, 24, r30, r29
simd_shuffle     r30, r2, 25
icmpsel          ueq, r29, r14, 25, r30, r29
simd_shuffle     r30, r2, 26
icmpsel          ueq, r29, r14, 26, r30, r29
simd_shuffle     r30, r2, 27
icmpsel          ueq, r29, r14, 27, r30, r29
simd_shuffle     r30, r2, 28
icmpsel          ueq, r29, r14, 28, r30, r29
simd_shuffle     r30, r2, 29
icmpsel          ueq, r29, r14, 29, r30, r29
simd_shuffle     r30, r2, 30
icmpsel          ueq, r29, r14, 30, r30, r29
simd_shuffle     r2, r2, 31
icmpsel          ueq, r2, r14, 31, r2, r29
mov_imm          r14, 1065353216, 0b0
mov_imm          r29, 1065353216, 0b0
fmul32           r30, r14, r29
fmadd32          r14, r14, r29, r30.neg
fadd32           r29, 0.0, r30
fmul32           r30, r15, r22
fmadd32          r15, r15, r22, r30.neg
fadd32           r22, r29, r30
fadd32           r31, r22, r29.neg
fadd32           r32, r22, r31.neg
fadd32           r29, r29, r32.neg
fadd32           r30, r30, r31.neg
fadd32           r29, r29, r30
fadd32           r14, r14, r29
fadd32           r14, r14, r15
fmul32           r15, r16, r23
fmadd32          r16, r16, r23, r15.neg
fadd32           r23, r22, r15
fadd32           r29, r23, r22.neg
fadd32           r30, r23, r29.neg
fadd32           r22, r22, r30.neg
fadd32           r15, r15, r29.neg
fadd32           r15, r22, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r17, r24
fmadd32          r16, r17, r24, r15.neg
fadd32           r17, r23, r15
fadd32           r22, r17, r23.neg
fadd32           r24, r17, r22.neg
fadd32           r23, r23, r24.neg
fadd32           r15, r15, r22.neg
fadd32           r15, r23, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r18, r25
fmadd32          r16, r18, r25, r15.neg
fadd32           r18, r17, r15
fadd32           r22, r18, r17.neg
fadd32           r23, r18, r22.neg
fadd32           r17, r17, r23.neg
fadd32           r15, r15, r22.neg
fadd32           r15, r17, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r19, r26
fmadd32          r16, r19, r26, r15.neg
fadd32           r17, r18, r15
fadd32           r19, r17, r18.neg
fadd32           r22, r17, r19.neg
fadd32           r18, r18, r22.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r18, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r20, r27
fmadd32          r16, r20, r27, r15.neg
fadd32           r18, r17, r15
fadd32           r19, r18, r17.neg
fadd32           r20, r18, r19.neg
fadd32           r17, r17, r20.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r17, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r21, r28
fmadd32          r16, r21, r28, r15.neg
fadd32           r17, r18, r15
fadd32           r19, r17, r18.neg
fadd32           r20, r17, r19.neg
fadd32           r18, r18, r20.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r18, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r13, r2
fmadd32          r2, r13, r2, r15.neg
fadd32           r13, r17, r15
fadd32           r16, r13, r17.neg
fadd32           r18, r13, r16.neg
fadd32           r17, r17, r18.neg
fadd32           r15, r15, r16.neg
fadd32           r15, r17, r15
fadd32           r14, r14, r15
fadd32           r2, r14, r2
fadd32           r2, r13, r2
fadd32           r14, r13, r13.neg
fcmpsel          eq, r2, r14, 0.0, r2, r13
mov              r14, u2
mov              r15, u3
iadd             r14_r15, r14_r15, r3, lsl 2
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
mov              r20, r6
mov_imm          r21, 0, 0b0
iadd             r18_r19, r18_r19, r20_r21
mov              r20, r5
mov_imm          r21, 0, 0b0
mov_imm          r22, 0, 0b0
mov_imm          r23, 0, 0b0
iadd             r22_r23, r20_r21, r22_r23
iadd             r22_r23, r16_r17, r22_r23
mov_imm          r24, 8, 0b0
mov_imm          r25, 0, 0b0
mov              r3, r18
mov              r13, r19
imadd            r26_r27, r3, r24, 0
imadd            r3, r3, r25, 0
imadd            r3, r13, r24, r3
mov              r13, r26
mov              r24, r27
iadd             r3, r24, r3
mov              r24, r13
mov              r25, r3
iadd             r22_r23, r24_r25, r22_r23
mov_imm          r24, 4, 0b0
mov_imm          r25, 0, 0b0
mov              r3, r22
mov              r13, r23
mov              r22, r24
mov              r23, r25
imadd            r24_r25, r3, r22, 0
imadd            r3, r3, r23, 0
imadd            r3, r13, r22, r3
mov              r13, r24
mov              r22, r25
iadd             r3, r22, r3
mov              r22, r13
mov              r23, r3
iadd             r22_r23, r14_r15, r22_r23
mov_imm          r24, 1, 0b0
mov_imm          r25, 0, 0b0
iadd             r20_r21, r20_r21, r24_r25
iadd             r16_r17, r16_r17, r20_r21
mov_imm          r20, 8, 0b0
mov_imm          r21, 0, 0b0
mov              r3, r18
mov              r13, r19
mov              r18, r20
mov              r19, r21
imadd            r20_r21, r3, r18, 0
imadd            r3, r3, r19, 0
imadd            r3, r13, r18, r3
mov              r13, r20
mov              r18, r21
iadd             r3, r18, r3
mov              r18, r13
mov              r19, r3
iadd             r16_r17, r18_r19, r16_r17
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r3, r16
mov              r13, r17
mov              r16, r18
mov              r17, r19
imadd            r18_r19, r3, r16, 0
imadd            r3, r3, r17, 0
imadd            r3, r13, r16, r3
mov              r13, r18
mov              r16, r19
iadd             r3, r16, r3
mov              r16, r13
mov              r17, r3
iadd             r14_r15, r14_r15, r16_r17
device_store     0, i32, x, r10, r22_r23, 0, unsigned, 0
device_store     0, i32, x, r2, r14_r15, 0, unsigned, 0
and              r2, r6, 4
bfeil            r3, 0, r6, 1
and              r3, r3, 1
or               r2, r2, r3
bfi              r2, 0, r2, 2
and              r3, r6, 1
bfi              r3, 0, r3, 1
iadd             r2, r2, r3
and              r3, r5, 4
bfi              r3, 0, r3, 1
bfeil            r10, 0, r5, 1
and              r10, r10, 1
iadd             r3, r3, r10
iadd             r10, r2, 0
mov_imm          r13, 65535, 0b0
and              r10, r10, r13
and              r10, r10, 31
mov              r13, r11l
icmp_ballot      r14, ugt, 1, 0
and              r15, r10, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r10, r14, 0, 32, r10
simd_shuffle     r14, r13, 0
icmpsel          ueq, r14, r10, 0, r14, r13
simd_shuffle     r15, r13, 1
icmpsel          ueq, r14, r10, 1, r15, r14
simd_shuffle     r15, r13, 2
icmpsel          ueq, r14, r10, 2, r15, r14
simd_shuffle     r15, r13, 3
icmpsel          ueq, r14, r10, 3, r15, r14
simd_shuffle     r15, r13, 4
icmpsel          ueq, r14, r10, 4, r15, r14
simd_shuffle     r15, r13, 5
icmpsel          ueq, r14, r10, 5, r15, r14
simd_shuffle     r15, r13, 6
icmpsel          ueq, r14, r10, 6, r15, r14
simd_shuffle     r15, r13, 7
icmpsel          ueq, r14, r10, 7, r15, r14
simd_shuffle     r15, r13, 8
icmpsel          ueq, r14, r10, 8, r15, r14
simd_shuffle     r15, r13, 9
icmpsel          ueq, r14, r10, 9, r15, r14
simd_shuffle     r15, r13, 10
icmpsel          ueq, r14, r10, 10, r15, r14
simd_shuffle     r15, r13, 11
icmpsel          ueq, r14, r10, 11, r15, r14
simd_shuffle     r15, r13, 12
icmpsel          ueq, r14, r10, 12, r15, r14
simd_shuffle     r15, r13, 13
icmpsel          ueq, r14, r10, 13, r15, r14
simd_shuffle     r15, r13, 14
icmpsel          ueq, r14, r10, 14, r15, r14
simd_shuffle     r15, r13, 15
icmpsel          ueq, r14, r10, 15, r15, r14
simd_shuffle     r15, r13, 16
icmpsel          ueq, r14, r10, 16, r15, r14
simd_shuffle     r15, r13, 17
icmpsel          ueq, r14, r10, 17, r15, r14
simd_shuffle     r15, r13, 18
icmpsel          ueq, r14, r10, 18, r15, r14
simd_shuffle     r15, r13, 19
icmpsel          ueq, r14, r10, 19, r15, r14
simd_shuffle     r15, r13, 20
icmpsel          ueq, r14, r10, 20, r15, r14
simd_shuffle     r15, r13, 21
icmpsel          ueq, r14, r10, 21, r15, r14
simd_shuffle     r15, r13, 22
icmpsel          ueq, r14, r10, 22, r15, r14
simd_shuffle     r15, r13, 23
icmpsel          ueq, r14, r10, 23, r15, r14
simd_shuffle     r15, r13, 24
icmpsel          ueq, r14, r10, 24, r15, r14
simd_shuffle     r15, r13, 25
icmpsel          ueq, r14, r10, 25, r15, r14
simd_shuffle     r15, r13, 26
icmpsel          ueq, r14, r10, 26, r15, r14
simd_shuffle     r15, r13, 27
icmpsel          ueq, r14, r10, 27, r15, r14
simd_shuffle     r15, r13, 28
icmpsel          ueq, r14, r10, 28, r15, r14
simd_shuffle     r15, r13, 29
icmpsel          ueq, r14, r10, 29, r15, r14
simd_shuffle     r15, r13, 30
icmpsel          ueq, r14, r10, 30, r15, r14
simd_shuffle     r13, r13, 31
icmpsel          ueq, r10, r10, 31, r13, r14
mov              r4h, r10
iadd             r10, r2, 0
mov_imm          r13, 65535, 0b0
and              r10, r10, r13
and              r10, r10, 31
mov              r13, r4l
icmp_ballot      r14, ugt, 1, 0
and              r15, r10, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r10, r14, 0, 32, r10
simd_shuffle     r14, r13, 0
icmpsel          ueq, r14, r10, 0, r14, r13
simd_shuffle     r15, r13, 1
icmpsel          ueq, r14, r10, 1, r15, r14
simd_shuffle     r15, r13, 2
icmpsel          ueq, r14, r10, 2, r15, r14
simd_shuffle     r15, r13, 3
icmpsel          ueq, r14, r10, 3, r15, r14
simd_shuffle     r15, r13, 4
icmpsel          ueq, r14, r10, 4, r15, r14
simd_shuffle     r15, r13, 5
icmpsel          ueq, r14, r10, 5, r15, r14
simd_shuffle     r15, r13, 6
icmpsel          ueq, r14, r10, 6, r15, r14
simd_shuffle     r15, r13, 7
icmpsel          ueq, r14, r10, 7, r15, r14
simd_shuffle     r15, r13, 8
icmpsel          ueq, r14, r10, 8, r15, r14
simd_shuffle     r15, r13, 9
icmpsel          ueq, r14, r10, 9, r15, r14
simd_shuffle     r15, r13, 10
icmpsel          ueq, r14, r10, 10, r15, r14
simd_shuffle     r15, r13, 11
icmpsel          ueq, r14, r10, 11, r15, r14
simd_shuffle     r15, r13, 12
icmpsel          ueq, r14, r10, 12, r15, r14
simd_shuffle     r15, r13, 13
icmpsel          ueq, r14, r10, 13, r15, r14
simd_shuffle     r15, r13, 14
icmpsel          ueq, r14, r10, 14, r15, r14
simd_shuffle     r15, r13, 15
icmpsel          ueq, r14, r10, 15, r15, r14
simd_shuffle     r15, r13, 16
icmpsel          ueq, r14, r10, 16, r15, r14
simd_shuffle     r15, r13, 17
icmpsel          ueq, r14, r10, 17, r15, r14
simd_shuffle     r15, r13, 18
icmpsel          ueq, r14, r10, 18, r15, r14
simd_shuffle     r15, r13, 19
icmpsel          ueq, r14, r10, 19, r15, r14
simd_shuffle     r15, r13, 20
icmpsel          ueq, r14, r10, 20, r15, r14
simd_shuffle     r15, r13, 21
icmpsel          ueq, r14, r10, 21, r15, r14
simd_shuffle     r15, r13, 22
icmpsel          ueq, r14, r10, 22, r15, r14
simd_shuffle     r15, r13, 23
icmpsel          ueq, r14, r10, 23, r15, r14
simd_shuffle     r15, r13, 24
icmpsel          ueq, r14, r10, 24, r15, r14
simd_shuffle     r15, r13, 25
icmpsel          ueq, r14, r10, 25, r15, r14
simd_shuffle     r15, r13, 26
icmpsel          ueq, r14, r10, 26, r15, r14
simd_shuffle     r15, r13, 27
icmpsel          ueq, r14, r10, 27, r15, r14
simd_shuffle     r15, r13, 28
icmpsel          ueq, r14, r10, 28, r15, r14
simd_shuffle     r15, r13, 29
icmpsel          ueq, r14, r10, 29, r15, r14
simd_shuffle     r15, r13, 30
icmpsel          ueq, r14, r10, 30, r15, r14
simd_shuffle     r13, r13, 31
icmpsel          ueq, r10, r10, 31, r13, r14
mov              r10l, r10
iadd             r13, r2, 1
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
mov              r14, r11l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r10h, r13
iadd             r13, r2, 1
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
mov              r14, r4l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r11h, r13
iadd             r13, r2, 8
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
mov              r14, r11l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r13l, r13
iadd             r14, r2, 8
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
mov              r15, r4l
icmp_ballot      r16, ugt, 1, 0
and              r17, r14, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, 32, r14
simd_shuffle     r16, r15, 0
icmpsel          ueq, r16, r14, 0, r16, r15
simd_shuffle     r17, r15, 1
icmpsel          ueq, r16, r14, 1, r17, r16
simd_shuffle     r17, r15, 2
icmpsel          ueq, r16, r14, 2, r17, r16
simd_shuffle     r17, r15, 3
icmpsel          ueq, r16, r14, 3, r17, r16
simd_shuffle     r17, r15, 4
icmpsel          ueq, r16, r14, 4, r17, r16
simd_shuffle     r17, r15, 5
icmpsel          ueq, r16, r14, 5, r17, r16
simd_shuffle     r17, r15, 6
icmpsel          ueq, r16, r14, 6, r17, r16
simd_shuffle     r17, r15, 7
icmpsel          ueq, r16, r14, 7, r17, r16
simd_shuffle     r17, r15, 8
icmpsel          ueq, r16, r14, 8, r17, r16
simd_shuffle     r17, r15, 9
icmpsel          ueq, r16, r14, 9, r17, r16
simd_shuffle     r17, r15, 10
icmpsel          ueq, r16, r14, 10, r17, r16
simd_shuffle     r17, r15, 11
icmpsel          ueq, r16, r14, 11, r17, r16
simd_shuffle     r17, r15, 12
icmpsel          ueq, r16, r14, 12, r17, r16
simd_shuffle     r17, r15, 13
icmpsel          ueq, r16, r14, 13, r17, r16
simd_shuffle     r17, r15, 14
icmpsel          ueq, r16, r14, 14, r17, r16
simd_shuffle     r17, r15, 15
icmpsel          ueq, r16, r14, 15, r17, r16
simd_shuffle     r17, r15, 16
icmpsel          ueq, r16, r14, 16, r17, r16
simd_shuffle     r17, r15, 17
icmpsel          ueq, r16, r14, 17, r17, r16
simd_shuffle     r17, r15, 18
icmpsel          ueq, r16, r14, 18, r17, r16
simd_shuffle     r17, r15, 19
icmpsel          ueq, r16, r14, 19, r17, r16
simd_shuffle     r17, r15, 20
icmpsel          ueq, r16, r14, 20, r17, r16
simd_shuffle     r17, r15, 21
icmpsel          ueq, r16, r14, 21, r17, r16
simd_shuffle     r17, r15, 22
icmpsel          ueq, r16, r14, 22, r17, r16
simd_shuffle     r17, r15, 23
icmpsel          ueq, r16, r14, 23, r17, r16
simd_shuffle     r17, r15, 24
icmpsel          ueq, r16, r14, 24, r17, r16
simd_shuffle     r17, r15, 25
icmpsel          ueq, r16, r14, 25, r17, r16
simd_shuffle     r17, r15, 26
icmpsel          ueq, r16, r14, 26, r17, r16
simd_shuffle     r17, r15, 27
icmpsel          ueq, r16, r14, 27, r17, r16
simd_shuffle     r17, r15, 28
icmpsel          ueq, r16, r14, 28, r17, r16
simd_shuffle     r17, r15, 29
icmpsel          ueq, r16, r14, 29, r17, r16
simd_shuffle     r17, r15, 30
icmpsel          ueq, r16, r14, 30, r17, r16
simd_shuffle     r15, r15, 31
icmpsel          ueq, r14, r14, 31, r15, r16
mov              r13h, r14
iadd             r14, r2, 9
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
mov              r15, r11l
icmp_ballot      r16, ugt, 1, 0
and              r17, r14, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, 32, r14
simd_shuffle     r16, r15, 0
icmpsel          ueq, r16, r14, 0, r16, r15
simd_shuffle     r17, r15, 1
icmpsel          ueq, r16, r14, 1, r17, r16
simd_shuffle     r17, r15, 2
icmpsel          ueq, r16, r14, 2, r17, r16
simd_shuffle     r17, r15, 3
icmpsel          ueq, r16, r14, 3, r17, r16
simd_shuffle     r17, r15, 4
icmpsel          ueq, r16, r14, 4, r17, r16
simd_shuffle     r17, r15, 5
icmpsel          ueq, r16, r14, 5, r17, r16
simd_shuffle     r17, r15, 6
icmpsel          ueq, r16, r14, 6, r17, r16
simd_shuffle     r17, r15, 7
icmpsel          ueq, r16, r14, 7, r17, r16
simd_shuffle     r17, r15, 8
icmpsel          ueq, r16, r14, 8, r17, r16
simd_shuffle     r17, r15, 9
icmpsel          ueq, r16, r14, 9, r17, r16
simd_shuffle     r17, r15, 10
icmpsel          ueq, r16, r14, 10, r17, r16
simd_shuffle     r17, r15, 11
icmpsel          ueq, r16, r14, 11, r17, r16
simd_shuffle     r17, r15, 12
icmpsel          ueq, r16, r14, 12, r17, r16
simd_shuffle     r17, r15, 13
icmpsel          ueq, r16, r14, 13, r17, r16
simd_shuffle     r17, r15, 14
icmpsel          ueq, r16, r14, 14, r17, r16
simd_shuffle     r17, r15, 15
icmpsel          ueq, r16, r14, 15, r17, r16
simd_shuffle     r17, r15, 16
icmpsel          ueq, r16, r14, 16, r17, r16
simd_shuffle     r17, r15, 17
icmpsel          ueq, r16, r14, 17, r17, r16
simd_shuffle     r17, r15, 18
icmpsel          ueq, r16, r14, 18, r17, r16
simd_shuffle     r17, r15, 19
icmpsel          ueq, r16, r14, 19, r17, r16
simd_shuffle     r17, r15, 20
icmpsel          ueq, r16, r14, 20, r17, r16
simd_shuffle     r17, r15, 21
icmpsel          ueq, r16, r14, 21, r17, r16
simd_shuffle     r17, r15, 22
icmpsel          ueq, r16, r14, 22, r17, r16
simd_shuffle     r17, r15, 23
icmpsel          ueq, r16, r14, 23, r17, r16
simd_shuffle     r17, r15, 24
icmpsel          ueq, r16, r14, 24, r17, r16
simd_shuffle     r17, r15, 25
icmpsel          ueq, r16, r14, 25, r17, r16
simd_shuffle     r17, r15, 26
icmpsel          ueq, r16, r14, 26, r17, r16
simd_shuffle     r17, r15, 27
icmpsel          ueq, r16, r14, 27, r17, r16
simd_shuffle     r17, r15, 28
icmpsel          ueq, r16, r14, 28, r17, r16
simd_shuffle     r17, r15, 29
icmpsel          ueq, r16, r14, 29, r17, r16
simd_shuffle     r17, r15, 30
icmpsel          ueq, r16, r14, 30, r17, r16
simd_shuffle     r15, r15, 31
icmpsel          ueq, r14, r14, 31, r15, r16
mov              r14l, r14
iadd             r2, r2, 9
mov_imm          r15, 65535, 0b0
and              r2, r2, r15
and              r2, r2, 31
mov              r15, r4l
icmp_ballot      r16, ugt, 1, 0
and              r17, r2, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r2, r16, 0, 32, r2
simd_shuffle     r16, r15, 0
icmpsel          ueq, r16, r2, 0, r16, r15
simd_shuffle     r17, r15, 1
icmpsel          ueq, r16, r2, 1, r17, r16
simd_shuffle     r17, r15, 2
icmpsel          ueq, r16, r2, 2, r17, r16
simd_shuffle     r17, r15, 3
icmpsel          ueq, r16, r2, 3, r17, r16
simd_shuffle     r17, r15, 4
icmpsel          ueq, r16, r2, 4, r17, r16
simd_shuffle     r17, r15, 5
icmpsel          ueq, r16, r2, 5, r17, r16
simd_shuffle     r17, r15, 6
icmpsel          ueq, r16, r2, 6, r17, r16
simd_shuffle     r17, r15, 7
icmpsel          ueq, r16, r2, 7, r17, r16
simd_shuffle     r17, r15, 8
icmpsel          ueq, r16, r2, 8, r17, r16
simd_shuffle     r17, r15, 9
icmpsel          ueq, r16, r2, 9, r17, r16
simd_shuffle     r17, r15, 10
icmpsel          ueq, r16, r2, 10, r17, r16
simd_shuffle     r17, r15, 11
icmpsel          ueq, r16, r2, 11, r17, r16
simd_shuffle     r17, r15, 12
icmpsel          ueq, r16, r2, 12, r17, r16
simd_shuffle     r17, r15, 13
icmpsel          ueq, r16, r2, 13, r17, r16
simd_shuffle     r17, r15, 14
icmpsel          ueq, r16, r2, 14, r17, r16
simd_shuffle     r17, r15, 15
icmpsel          ueq, r16, r2, 15, r17, r16
simd_shuffle     r17, r15, 16
icmpsel          ueq, r16, r2, 16, r17, r16
simd_shuffle     r17, r15, 17
icmpsel          ueq, r16, r2, 17, r17, r16
simd_shuffle     r17, r15, 18
icmpsel          ueq, r16, r2, 18, r17, r16
simd_shuffle     r17, r15, 19
icmpsel          ueq, r16, r2, 19, r17, r16
simd_shuffle     r17, r15, 20
icmpsel          ueq, r16, r2, 20, r17, r16
simd_shuffle     r17, r15, 21
icmpsel          ueq, r16, r2, 21, r17, r16
simd_shuffle     r17, r15, 22
icmpsel          ueq, r16, r2, 22, r17, r16
simd_shuffle     r17, r15, 23
icmpsel          ueq, r16, r2, 23, r17, r16
simd_shuffle     r17, r15, 24
icmpsel          ueq, r16, r2, 24, r17, r16
simd_shuffle     r17, r15, 25
icmpsel          ueq, r16, r2, 25, r17, r16
simd_shuffle     r17, r15, 26
icmpsel          ueq, r16, r2, 26, r17, r16
simd_shuffle     r17, r15, 27
icmpsel          ueq, r16, r2, 27, r17, r16
simd_shuffle     r17, r15, 28
icmpsel          ueq, r16, r2, 28, r17, r16
simd_shuffle     r17, r15, 29
icmpsel          ueq, r16, r2, 29, r17, r16
simd_shuffle     r17, r15, 30
icmpsel          ueq, r16, r2, 30, r17, r16
simd_shuffle     r15, r15, 31
icmpsel          ueq, r2, r2, 31, r15, r16
mov              r2l, r2
iadd             r15, r3, 0
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r11l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r2h, r15
iadd             r15, r3, 2
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r11l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r14h, r15
iadd             r15, r3, 4
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r11l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r15l, r15
iadd             r16, r3, 6
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r11l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r15h, r16
iadd             r16, r3, 16
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r11l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r16l, r16
iadd             r17, r3, 18
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r11l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r16h, r17
iadd             r17, r3, 20
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r11l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r17l, r17
iadd             r18, r3, 22
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r11l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r17h, r18
fmul32           r18, r11l, 1.0
mov_imm          r19, 1065353216, 0b0
fmul32           r20, r18, r19
fmadd32          r18, r18, r19, r20.neg
fadd32           r19, 0.0, r20
fmul32           r20, r4h, 1.0
fmul32           r21, r2h, 1.0
fmul32           r22, r20, r21
fmadd32          r20, r20, r21, r22.neg
fadd32           r21, r19, r22
fadd32           r23, r21, r19.neg
fadd32           r24, r21, r23.neg
fadd32           r19, r19, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r19, r19, r22
fadd32           r18, r18, r19
fadd32           r18, r18, r20
fmul32           r19, r10l, 1.0
fmul32           r20, r14h, 1.0
fmul32           r22, r19, r20
fmadd32          r19, r19, r20, r22.neg
fadd32           r20, r21, r22
fadd32           r23, r20, r21.neg
fadd32           r24, r20, r23.neg
fadd32           r21, r21, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r21, r21, r22
fadd32           r18, r18, r21
fadd32           r18, r18, r19
fmul32           r19, r10h, 1.0
fmul32           r21, r15l, 1.0
fmul32           r22, r19, r21
fmadd32          r19, r19, r21, r22.neg
fadd32           r21, r20, r22
fadd32           r23, r21, r20.neg
fadd32           r24, r21, r23.neg
fadd32           r20, r20, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r20, r20, r22
fadd32           r18, r18, r20
fadd32           r18, r18, r19
fmul32           r19, r11h, 1.0
fmul32           r15, r15h, 1.0
fmul32           r20, r19, r15
fmadd32          r15, r19, r15, r20.neg
fadd32           r19, r21, r20
fadd32           r22, r19, r21.neg
fadd32           r23, r19, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r20, r20, r22.neg
fadd32           r20, r21, r20
fadd32           r18, r18, r20
fadd32           r15, r18, r15
fmul32           r18, r13l, 1.0
fmul32           r20, r16l, 1.0
fmul32           r21, r18, r20
fmadd32          r18, r18, r20, r21.neg
fadd32           r20, r19, r21
fadd32           r22, r20, r19.neg
fadd32           r23, r20, r22.neg
fadd32           r19, r19, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r19, r19, r21
fadd32           r15, r15, r19
fadd32           r15, r15, r18
fmul32           r18, r13h, 1.0
fmul32           r16, r16h, 1.0
fmul32           r19, r18, r16
fmadd32          r16, r18, r16, r19.neg
fadd32           r18, r20, r19
fadd32           r21, r18, r20.neg
fadd32           r22, r18, r21.neg
fadd32           r20, r20, r22.neg
fadd32           r19, r19, r21.neg
fadd32           r19, r20, r19
fadd32           r15, r15, r19
fadd32           r15, r15, r16
fmul32           r16, r14l, 1.0
fmul32           r19, r17l, 1.0
fmul32           r20, r16, r19
fmadd32          r16, r16, r19, r20.neg
fadd32           r19, r18, r20
fadd32           r21, r19, r18.neg
fadd32           r22, r19, r21.neg
fadd32           r18, r18, r22.neg
fadd32           r20, r20, r21.neg
fadd32           r18, r18, r20
fadd32           r15, r15, r18
fadd32           r15, r15, r16
fmul32           r16, r2l, 1.0
fmul32           r17, r17h, 1.0
fmul32           r18, r16, r17
fmadd32          r16, r16, r17, r18.neg
fadd32           r17, r19, r18
fadd32           r20, r17, r19.neg
fadd32           r21, r17, r20.neg
fadd32           r19, r19, r21.neg
fadd32           r18, r18, r20.neg
fadd32           r18, r19, r18
fadd32           r15, r15, r18
fadd32           r15, r15, r16
fadd32           r15, r17, r15
fadd32           r16, r17, r17.neg
fcmpsel          eq, r15, r16, 0.0, r15, r17
fmul32           r2h, r15, 1.0
iadd             r15, r3, 0
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r4l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r14h, r15
iadd             r15, r3, 2
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r4l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r15l, r15
iadd             r16, r3, 4
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r4l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r15h, r16
iadd             r16, r3, 6
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r4l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r16l, r16
iadd             r17, r3, 16
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r4l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r16h, r17
iadd             r17, r3, 18
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r4l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r17l, r17
iadd             r18, r3, 20
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r4l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r17h, r18
iadd             r3, r3, 22
mov_imm          r18, 65535, 0b0
and              r3, r3, r18
and              r3, r3, 31
mov              r18, r4l
icmp_ballot      r19, ugt, 1, 0
and              r20, r3, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r3, r19, 0, 32, r3
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r3, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r3, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r3, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r3, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r3, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r3, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r3, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r3, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r3, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r3, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r3, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r3, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r3, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r3, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r3, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r3, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r3, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r3, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r3, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r3, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r3, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r3, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r3, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r3, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r3, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r3, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r3, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r3, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r3, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r3, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r3, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r3, r3, 31, r18, r19
mov              r3l, r3
fmul32           r18, r4l, 1.0
mov_imm          r19, 1065353216, 0b0
fmul32           r20, r18, r19
fmadd32          r18, r18, r19, r20.neg
fadd32           r19, 0.0, r20
fmul32           r20, r4h, 1.0
fmul32           r21, r14h, 1.0
fmul32           r22, r20, r21
fmadd32          r20, r20, r21, r22.neg
fadd32           r21, r19, r22
fadd32           r23, r21, r19.neg
fadd32           r24, r21, r23.neg
fadd32           r19, r19, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r19, r19, r22
fadd32           r18, r18, r19
fadd32           r18, r18, r20
fmul32           r19, r10l, 1.0
fmul32           r20, r15l, 1.0
fmul32           r22, r19, r20
fmadd32          r19, r19, r20, r22.neg
fadd32           r20, r21, r22
fadd32           r23, r20, r21.neg
fadd32           r24, r20, r23.neg
fadd32           r21, r21, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r21, r21, r22
fadd32           r18, r18, r21
fadd32           r18, r18, r19
fmul32           r10, r10h, 1.0
fmul32           r15, r15h, 1.0
fmul32           r19, r10, r15
fmadd32          r10, r10, r15, r19.neg
fadd32           r15, r20, r19
fadd32           r21, r15, r20.neg
fadd32           r22, r15, r21.neg
fadd32           r20, r20, r22.neg
fadd32           r19, r19, r21.neg
fadd32           r19, r20, r19
fadd32           r18, r18, r19
fadd32           r10, r18, r10
fmul32           r18, r11h, 1.0
fmul32           r19, r16l, 1.0
fmul32           r20, r18, r19
fmadd32          r18, r18, r19, r20.neg
fadd32           r19, r15, r20
fadd32           r21, r19, r15.neg
fadd32           r22, r19, r21.neg
fadd32           r15, r15, r22.neg
fadd32           r20, r20, r21.neg
fadd32           r15, r15, r20
fadd32           r10, r10, r15
fadd32           r10, r10, r18
fmul32           r15, r13l, 1.0
fmul32           r16, r16h, 1.0
fmul32           r18, r15, r16
fmadd32          r15, r15, r16, r18.neg
fadd32           r16, r19, r18
fadd32           r20, r16, r19.neg
fadd32           r21, r16, r20.neg
fadd32           r19, r19, r21.neg
fadd32           r18, r18, r20.neg
fadd32           r18, r19, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r15
fmul32           r13, r13h, 1.0
fmul32           r15, r17l, 1.0
fmul32           r18, r13, r15
fmadd32          r13, r13, r15, r18.neg
fadd32           r15, r16, r18
fadd32           r19, r15, r16.neg
fadd32           r20, r15, r19.neg
fadd32           r16, r16, r20.neg
fadd32           r18, r18, r19.neg
fadd32           r16, r16, r18
fadd32           r10, r10, r16
fadd32           r10, r10, r13
fmul32           r13, r14l, 1.0
fmul32           r14, r17h, 1.0
fmul32           r16, r13, r14
fmadd32          r13, r13, r14, r16.neg
fadd32           r14, r15, r16
fadd32           r17, r14, r15.neg
fadd32           r18, r14, r17.neg
fadd32           r15, r15, r18.neg
fadd32           r16, r16, r17.neg
fadd32           r15, r15, r16
fadd32           r10, r10, r15
fadd32           r10, r10, r13
fmul32           r13, r2l, 1.0
fmul32           r3, r3l, 1.0
fmul32           r15, r13, r3
fmadd32          r3, r13, r3, r15.neg
fadd32           r13, r14, r15
fadd32           r16, r13, r14.neg
fadd32           r17, r13, r16.neg
fadd32           r14, r14, r17.neg
fadd32           r15, r15, r16.neg
fadd32           r14, r14, r15
fadd32           r10, r10, r14
fadd32           r3, r10, r3
fadd32           r3, r13, r3
fadd32           r10, r13, r13.neg
fcmpsel          eq, r3, r10, 0.0, r3, r13
fmul32           r2l, r3, 1.0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r8
mov              r8, r9
mov              r9, r14
mov              r10, r15
and              r9, r9, 63
isub             r10, r9, 32
isub             r13, 32, r9
bfi              r8, 0, r8, r9
bfeil            r13, 0, r3, r13
bfi              r10, 0, r3, r10
or               r8, r8, r13
or               r8, r8, r10
bfi              r3, 0, r3, r9
mov              r9l, r8l
mov              r8l, r3l
mov              r9h, r8h
mov              r8h, r3h
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r8
mov              r10, r9
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r3, r13, 0
imadd            r3, r3, r14, 0
imadd            r3, r10, r13, r3
mov              r10, r16
mov              r13, r17
iadd             r3, r13, r3
mov              r14, r10
mov              r15, r3
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
mov              r20, r6
mov_imm          r21, 0, 0b0
iadd             r18_r19, r18_r19, r20_r21
mov              r20, r5
mov_imm          r21, 0, 0b0
mov_imm          r22, 0, 0b0
mov_imm          r23, 0, 0b0
iadd             r22_r23, r20_r21, r22_r23
iadd             r22_r23, r16_r17, r22_r23
mov_imm          r24, 8, 0b0
mov_imm          r25, 0, 0b0
mov              r3, r22
mov              r10, r23
mov              r13, r24
mov              r22, r25
imadd            r24_r25, r3, r13, 0
imadd            r3, r3, r22, 0
imadd            r3, r10, r13, r3
mov              r10, r24
mov              r13, r25
iadd             r3, r13, r3
mov              r22, r10
mov              r23, r3
iadd             r22_r23, r22_r23, r18_r19
mov_imm          r24, 2, 0b0
mov_imm          r25, 0, 0b0
mov              r3, r22
mov              r10, r23
mov              r13, r24
mov              r22, r25
imadd            r24_r25, r3, r13, 0
imadd            r3, r3, r22, 0
imadd            r3, r10, r13, r3
mov              r10, r24
mov              r13, r25
iadd             r3, r13, r3
mov              r22, r10
mov              r23, r3
iadd             r22_r23, r14_r15, r22_r23
mov_imm          r24, 1, 0b0
mov_imm          r25, 0, 0b0
iadd             r20_r21, r20_r21, r24_r25
iadd             r16_r17, r16_r17, r20_r21
mov_imm          r20, 8, 0b0
mov_imm          r21, 0, 0b0
mov              r3, r16
mov              r10, r17
mov              r13, r20
mov              r16, r21
imadd            r20_r21, r3, r13, 0
imadd            r3, r3, r16, 0
imadd            r3, r10, r13, r3
mov              r10, r20
mov              r13, r21
iadd             r3, r13, r3
mov              r16, r10
mov              r17, r3
iadd             r16_r17, r16_r17, r18_r19
mov_imm          r18, 2, 0b0
mov_imm          r19, 0, 0b0
mov              r3, r16
mov              r10, r17
mov              r13, r18
mov              r16, r19
imadd            r18_r19, r3, r13, 0
imadd            r3, r3, r16, 0
imadd            r3, r10, r13, r3
mov              r10, r18
mov              r13, r19
iadd             r3, r13, r3
mov              r16, r10
mov              r17, r3
iadd             r16_r17, r14_r15, r16_r17
device_store     0, i16, x, r2h, r22_r23, 0, unsigned, 0
device_store     0, i16, x, r2l, r16_r17, 0, unsigned, 0
icmpsel          ueq, r3, r6, r5, 1, 0
mov              r3l, r3
mov_imm          r3h, 14336
icmpsel          ueq, r3l, r3l, 0, 0, r3h
or               r10, r5, 1
icmpsel          ueq, r10, r6, r10, 1, 0
mov              r3h, r10
mov_imm          r4h, 14336
icmpsel          ueq, r3h, r3h, 0, 0, r4h
and              r10, r6, 4
bfeil            r13, 0, r6, 1
and              r13, r13, 1
or               r10, r10, r13
bfi              r10, 0, r10, 2
and              r13, r6, 1
bfi              r13, 0, r13, 1
iadd             r10, r10, r13
and              r13, r5, 4
bfi              r13, 0, r13, 1
bfeil            r16, 0, r5, 1
and              r16, r16, 1
iadd             r13, r13, r16
iadd             r16, r10, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r2h
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r4h, r16
iadd             r16, r10, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r2l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r11h, r16
iadd             r16, r10, 1
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r2h
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r16l, r16
iadd             r17, r10, 1
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r2l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r16h, r17
iadd             r17, r10, 8
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r2h
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r17l, r17
iadd             r18, r10, 8
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r2l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r17h, r18
iadd             r18, r10, 9
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r2h
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r2h, r18
iadd             r10, r10, 9
mov_imm          r18, 65535, 0b0
and              r10, r10, r18
and              r10, r10, 31
mov              r18, r2l
icmp_ballot      r19, ugt, 1, 0
and              r20, r10, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r10, r19, 0, 32, r10
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r10, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r10, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r10, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r10, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r10, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r10, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r10, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r10, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r10, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r10, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r10, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r10, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r10, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r10, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r10, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r10, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r10, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r10, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r10, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r10, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r10, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r10, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r10, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r10, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r10, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r10, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r10, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r10, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r10, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r10, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r10, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r10, r10, 31, r18, r19
mov              r2l, r10
iadd             r10, r13, 0
mov_imm          r18, 65535, 0b0
and              r10, r10, r18
and              r10, r10, 31
mov              r18, r3l
icmp_ballot      r19, ugt, 1, 0
and              r20, r10, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r10, r19, 0, 32, r10
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r10, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r10, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r10, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r10, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r10, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r10, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r10, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r10, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r10, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r10, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r10, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r10, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r10, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r10, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r10, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r10, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r10, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r10, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r10, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r10, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r10, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r10, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r10, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r10, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r10, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r10, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r10, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r10, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r10, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r10, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r10, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r10, r10, 31, r18, r19
mov              r10l, r10
iadd             r18, r13, 2
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r3l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r10h, r18
iadd             r18, r13, 4
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r3l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r18l, r18
iadd             r19, r13, 6
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r3l
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r18h, r19
iadd             r19, r13, 16
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r3l
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r19l, r19
iadd             r20, r13, 18
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
mov              r21, r3l
icmp_ballot      r22, ugt, 1, 0
and              r23, r20, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r20, r22, 0, 32, r20
simd_shuffle     r22, r21, 0
icmpsel          ueq, r22, r20, 0, r22, r21
simd_shuffle     r23, r21, 1
icmpsel          ueq, r22, r20, 1, r23, r22
simd_shuffle     r23, r21, 2
icmpsel          ueq, r22, r20, 2, r23, r22
simd_shuffle     r23, r21, 3
icmpsel          ueq, r22, r20, 3, r23, r22
simd_shuffle     r23, r21, 4
icmpsel          ueq, r22, r20, 4, r23, r22
simd_shuffle     r23, r21, 5
icmpsel          ueq, r22, r20, 5, r23, r22
simd_shuffle     r23, r21, 6
icmpsel          ueq, r22, r20, 6, r23, r22
simd_shuffle     r23, r21, 7
icmpsel          ueq, r22, r20, 7, r23, r22
simd_shuffle     r23, r21, 8
icmpsel          ueq, r22, r20, 8, r23, r22
simd_shuffle     r23, r21, 9
icmpsel          ueq, r22, r20, 9, r23, r22
simd_shuffle     r23, r21, 10
icmpsel          ueq, r22, r20, 10, r23, r22
simd_shuffle     r23, r21, 11
icmpsel          ueq, r22, r20, 11, r23, r22
simd_shuffle     r23, r21, 12
icmpsel          ueq, r22, r20, 12, r23, r22
simd_shuffle     r23, r21, 13
icmpsel          ueq, r22, r20, 13, r23, r22
simd_shuffle     r23, r21, 14
icmpsel          ueq, r22, r20, 14, r23, r22
simd_shuffle     r23, r21, 15
icmpsel          ueq, r22, r20, 15, r23, r22
simd_shuffle     r23, r21, 16
icmpsel          ueq, r22, r20, 16, r23, r22
simd_shuffle     r23, r21, 17
icmpsel          ueq, r22, r20, 17, r23, r22
simd_shuffle     r23, r21, 18
icmpsel          ueq, r22, r20, 18, r23, r22
simd_shuffle     r23, r21, 19
icmpsel          ueq, r22, r20, 19, r23, r22
simd_shuffle     r23, r21, 20
icmpsel          ueq, r22, r20, 20, r23, r22
simd_shuffle     r23, r21, 21
icmpsel          ueq, r22, r20, 21, r23, r22
simd_shuffle     r23, r21, 22
icmpsel          ueq, r22, r20, 22, r23, r22
simd_shuffle     r23, r21, 23
icmpsel          ueq, r22, r20, 23, r23, r22
simd_shuffle     r23, r21, 24
icmpsel          ueq, r22, r20, 24, r23, r22
simd_shuffle     r23, r21, 25
icmpsel          ueq, r22, r20, 25, r23, r22
simd_shuffle     r23, r21, 26
icmpsel          ueq, r22, r20, 26, r23, r22
simd_shuffle     r23, r21, 27
icmpsel          ueq, r22, r20, 27, r23, r22
simd_shuffle     r23, r21, 28
icmpsel          ueq, r22, r20, 28, r23, r22
simd_shuffle     r23, r21, 29
icmpsel          ueq, r22, r20, 29, r23, r22
simd_shuffle     r23, r21, 30
icmpsel          ueq, r22, r20, 30, r23, r22
simd_shuffle     r21, r21, 31
icmpsel          ueq, r20, r20, 31, r21, r22
mov              r19h, r20
iadd             r20, r13, 20
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
mov              r21, r3l
icmp_ballot      r22, ugt, 1, 0
and              r23, r20, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r20, r22, 0, 32, r20
simd_shuffle     r22, r21, 0
icmpsel          ueq, r22, r20, 0, r22, r21
simd_shuffle     r23, r21, 1
icmpsel          ueq, r22, r20, 1, r23, r22
simd_shuffle     r23, r21, 2
icmpsel          ueq, r22, r20, 2, r23, r22
simd_shuffle     r23, r21, 3
icmpsel          ueq, r22, r20, 3, r23, r22
simd_shuffle     r23, r21, 4
icmpsel          ueq, r22, r20, 4, r23, r22
simd_shuffle     r23, r21, 5
icmpsel          ueq, r22, r20, 5, r23, r22
simd_shuffle     r23, r21, 6
icmpsel          ueq, r22, r20, 6, r23, r22
simd_shuffle     r23, r21, 7
icmpsel          ueq, r22, r20, 7, r23, r22
simd_shuffle     r23, r21, 8
icmpsel          ueq, r22, r20, 8, r23, r22
simd_shuffle     r23, r21, 9
icmpsel          ueq, r22, r20, 9, r23, r22
simd_shuffle     r23, r21, 10
icmpsel          ueq, r22, r20, 10, r23, r22
simd_shuffle     r23, r21, 11
icmpsel          ueq, r22, r20, 11, r23, r22
simd_shuffle     r23, r21, 12
icmpsel          ueq, r22, r20, 12, r23, r22
simd_shuffle     r23, r21, 13
icmpsel          ueq, r22, r20, 13, r23, r22
simd_shuffle     r23, r21, 14
icmpsel          ueq, r22, r20, 14, r23, r22
simd_shuffle     r23, r21, 15
icmpsel          ueq, r22, r20, 15, r23, r22
simd_shuffle     r23, r21, 16
icmpsel          ueq, r22, r20, 16, r23, r22
simd_shuffle     r23, r21, 17
icmpsel          ueq, r22, r20, 17, r23, r22
simd_shuffle     r23, r21, 18
icmpsel          ueq, r22, r20, 18, r23, r22
simd_shuffle     r23, r21, 19
icmpsel          ueq, r22, r20, 19, r23, r22
simd_shuffle     r23, r21, 20
icmpsel          ueq, r22, r20, 20, r23, r22
simd_shuffle     r23, r21, 21
icmpsel          ueq, r22, r20, 21, r23, r22
simd_shuffle     r23, r21, 22
icmpsel          ueq, r22, r20, 22, r23, r22
simd_shuffle     r23, r21, 23
icmpsel          ueq, r22, r20, 23, r23, r22
simd_shuffle     r23, r21, 24
icmpsel          ueq, r22, r20, 24, r23, r22
simd_shuffle     r23, r21, 25
icmpsel          ueq, r22, r20, 25, r23, r22
simd_shuffle     r23, r21, 26
icmpsel          ueq, r22, r20, 26, r23, r22
simd_shuffle     r23, r21, 27
icmpsel          ueq, r22, r20, 27, r23, r22
simd_shuffle     r23, r21, 28
icmpsel          ueq, r22, r20, 28, r23, r22
simd_shuffle     r23, r21, 29
icmpsel          ueq, r22, r20, 29, r23, r22
simd_shuffle     r23, r21, 30
icmpsel          ueq, r22, r20, 30, r23, r22
simd_shuffle     r21, r21, 31
icmpsel          ueq, r20, r20, 31, r21, r22
mov              r20l, r20
iadd             r21, r13, 22
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
mov              r22, r3l
icmp_ballot      r23, ugt, 1, 0
and              r24, r21, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r21, r23, 0, 32, r21
simd_shuffle     r23, r22, 0
icmpsel          ueq, r23, r21, 0, r23, r22
simd_shuffle     r24, r22, 1
icmpsel          ueq, r23, r21, 1, r24, r23
simd_shuffle     r24, r22, 2
icmpsel          ueq, r23, r21, 2, r24, r23
simd_shuffle     r24, r22, 3
icmpsel          ueq, r23, r21, 3, r24, r23
simd_shuffle     r24, r22, 4
icmpsel          ueq, r23, r21, 4, r24, r23
simd_shuffle     r24, r22, 5
icmpsel          ueq, r23, r21, 5, r24, r23
simd_shuffle     r24, r22, 6
icmpsel          ueq, r23, r21, 6, r24, r23
simd_shuffle     r24, r22, 7
icmpsel          ueq, r23, r21, 7, r24, r23
simd_shuffle     r24, r22, 8
icmpsel          ueq, r23, r21, 8, r24, r23
simd_shuffle     r24, r22, 9
icmpsel          ueq, r23, r21, 9, r24, r23
simd_shuffle     r24, r22, 10
icmpsel          ueq, r23, r21, 10, r24, r23
simd_shuffle     r24, r22, 11
icmpsel          ueq, r23, r21, 11, r24, r23
simd_shuffle     r24, r22, 12
icmpsel          ueq, r23, r21, 12, r24, r23
simd_shuffle     r24, r22, 13
icmpsel          ueq, r23, r21, 13, r24, r23
simd_shuffle     r24, r22, 14
icmpsel          ueq, r23, r21, 14, r24, r23
simd_shuffle     r24, r22, 15
icmpsel          ueq, r23, r21, 15, r24, r23
simd_shuffle     r24, r22, 16
icmpsel          ueq, r23, r21, 16, r24, r23
simd_shuffle     r24, r22, 17
icmpsel          ueq, r23, r21, 17, r24, r23
simd_shuffle     r24, r22, 18
icmpsel          ueq, r23, r21, 18, r24, r23
simd_shuffle     r24, r22, 19
icmpsel          ueq, r23, r21, 19, r24, r23
simd_shuffle     r24, r22, 20
icmpsel          ueq, r23, r21, 20, r24, r23
simd_shuffle     r24, r22, 21
icmpsel          ueq, r23, r21, 21, r24, r23
simd_shuffle     r24, r22, 22
icmpsel          ueq, r23, r21, 22, r24, r23
simd_shuffle     r24, r22, 23
icmpsel          ueq, r23, r21, 23, r24, r23
simd_shuffle     r24, r22, 24
icmpsel          ueq, r23, r21, 24, r24, r23
simd_shuffle     r24, r22, 25
icmpsel          ueq, r23, r21, 25, r24, r23
simd_shuffle     r24, r22, 26
icmpsel          ueq, r23, r21, 26, r24, r23
simd_shuffle     r24, r22, 27
icmpsel          ueq, r23, r21, 27, r24, r23
simd_shuffle     r24, r22, 28
icmpsel          ueq, r23, r21, 28, r24, r23
simd_shuffle     r24, r22, 29
icmpsel          ueq, r23, r21, 29, r24, r23
simd_shuffle     r24, r22, 30
icmpsel          ueq, r23, r21, 30, r24, r23
simd_shuffle     r22, r22, 31
icmpsel          ueq, r21, r21, 31, r22, r23
mov              r3l, r21
fmul32           r21, r11l, 1.0
mov_imm          r22, 1065353216, 0b0
fmul32           r23, r21, r22
fmadd32          r21, r21, r22, r23.neg
fadd32           r22, 0.0, r23
fmul32           r23, r4h, 1.0
fmul32           r24, r10l, 1.0
fmul32           r25, r23, r24
fmadd32          r23, r23, r24, r25.neg
fadd32           r24, r22, r25
fadd32           r26, r24, r22.neg
fadd32           r27, r24, r26.neg
fadd32           r22, r22, r27.neg
fadd32           r25, r25, r26.neg
fadd32           r22, r22, r25
fadd32           r21, r21, r22
fadd32           r21, r21, r23
fmul32           r22, r11h, 1.0
fmul32           r10, r10h, 1.0
fmul32           r23, r22, r10
fmadd32          r10, r22, r10, r23.neg
fadd32           r22, r24, r23
fadd32           r25, r22, r24.neg
fadd32           r26, r22, r25.neg
fadd32           r24, r24, r26.neg
fadd32           r23, r23, r25.neg
fadd32           r23, r24, r23
fadd32           r21, r21, r23
fadd32           r10, r21, r10
fmul32           r21, r16l, 1.0
fmul32           r23, r18l, 1.0
fmul32           r24, r21, r23
fmadd32          r21, r21, r23, r24.neg
fadd32           r23, r22, r24
fadd32           r25, r23, r22.neg
fadd32           r26, r23, r25.neg
fadd32           r22, r22, r26.neg
fadd32           r24, r24, r25.neg
fadd32           r22, r22, r24
fadd32           r10, r10, r22
fadd32           r10, r10, r21
fmul32           r21, r16h, 1.0
fmul32           r18, r18h, 1.0
fmul32           r22, r21, r18
fmadd32          r18, r21, r18, r22.neg
fadd32           r21, r23, r22
fadd32           r24, r21, r23.neg
fadd32           r25, r21, r24.neg
fadd32           r23, r23, r25.neg
fadd32           r22, r22, r24.neg
fadd32           r22, r23, r22
fadd32           r10, r10, r22
fadd32           r10, r10, r18
fmul32           r18, r17l, 1.0
fmul32           r22, r19l, 1.0
fmul32           r23, r18, r22
fmadd32          r18, r18, r22, r23.neg
fadd32           r22, r21, r23
fadd32           r24, r22, r21.neg
fadd32           r25, r22, r24.neg
fadd32           r21, r21, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r21, r21, r23
fadd32           r10, r10, r21
fadd32           r10, r10, r18
fmul32           r18, r17h, 1.0
fmul32           r19, r19h, 1.0
fmul32           r21, r18, r19
fmadd32          r18, r18, r19, r21.neg
fadd32           r19, r22, r21
fadd32           r23, r19, r22.neg
fadd32           r24, r19, r23.neg
fadd32           r22, r22, r24.neg
fadd32           r21, r21, r23.neg
fadd32           r21, r22, r21
fadd32           r10, r10, r21
fadd32           r10, r10, r18
fmul32           r18, r2h, 1.0
fmul32           r20, r20l, 1.0
fmul32           r21, r18, r20
fmadd32          r18, r18, r20, r21.neg
fadd32           r20, r19, r21
fadd32           r22, r20, r19.neg
fadd32           r23, r20, r22.neg
fadd32           r19, r19, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r19, r19, r21
fadd32           r10, r10, r19
fadd32           r10, r10, r18
fmul32           r18, r2l, 1.0
fmul32           r19, r3l, 1.0
fmul32           r21, r18, r19
fmadd32          r18, r18, r19, r21.neg
fadd32           r19, r20, r21
fadd32           r22, r19, r20.neg
fadd32           r23, r19, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r20, r20, r21
fadd32           r10, r10, r20
fadd32           r10, r10, r18
fadd32           r10, r19, r10
fadd32           r18, r19, r19.neg
fcmpsel          eq, r10, r18, 0.0, r10, r19
fmul32           r3l, r10, 1.0
iadd             r10, r13, 0
mov_imm          r18, 65535, 0b0
and              r10, r10, r18
and              r10, r10, 31
mov              r18, r3h
icmp_ballot      r19, ugt, 1, 0
and              r20, r10, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r10, r19, 0, 32, r10
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r10, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r10, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r10, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r10, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r10, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r10, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r10, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r10, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r10, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r10, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r10, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r10, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r10, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r10, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r10, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r10, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r10, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r10, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r10, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r10, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r10, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r10, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r10, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r10, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r10, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r10, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r10, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r10, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r10, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r10, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r10, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r10, r10, 31, r18, r19
mov              r10l, r10
iadd             r18, r13, 2
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r3h
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r10h, r18
iadd             r18, r13, 4
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r3h
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r11l, r18
iadd             r18, r13, 6
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r3h
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r18l, r18
iadd             r19, r13, 16
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r3h
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r18h, r19
iadd             r19, r13, 18
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r3h
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r19l, r19
iadd             r20, r13, 20
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
mov              r21, r3h
icmp_ballot      r22, ugt, 1, 0
and              r23, r20, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r20, r22, 0, 32, r20
simd_shuffle     r22, r21, 0
icmpsel          ueq, r22, r20, 0, r22, r21
simd_shuffle     r23, r21, 1
icmpsel          ueq, r22, r20, 1, r23, r22
simd_shuffle     r23, r21, 2
icmpsel          ueq, r22, r20, 2, r23, r22
simd_shuffle     r23, r21, 3
icmpsel          ueq, r22, r20, 3, r23, r22
simd_shuffle     r23, r21, 4
icmpsel          ueq, r22, r20, 4, r23, r22
simd_shuffle     r23, r21, 5
icmpsel          ueq, r22, r20, 5, r23, r22
simd_shuffle     r23, r21, 6
icmpsel          ueq, r22, r20, 6, r23, r22
simd_shuffle     r23, r21, 7
icmpsel          ueq, r22, r20, 7, r23, r22
simd_shuffle     r23, r21, 8
icmpsel          ueq, r22, r20, 8, r23, r22
simd_shuffle     r23, r21, 9
icmpsel          ueq, r22, r20, 9, r23, r22
simd_shuffle     r23, r21, 10
icmpsel          ueq, r22, r20, 10, r23, r22
simd_shuffle     r23, r21, 11
icmpsel          ueq, r22, r20, 11, r23, r22
simd_shuffle     r23, r21, 12
icmpsel          ueq, r22, r20, 12, r23, r22
simd_shuffle     r23, r21, 13
icmpsel          ueq, r22, r20, 13, r23, r22
simd_shuffle     r23, r21, 14
icmpsel          ueq, r22, r20, 14, r23, r22
simd_shuffle     r23, r21, 15
icmpsel          ueq, r22, r20, 15, r23, r22
simd_shuffle     r23, r21, 16
icmpsel          ueq, r22, r20, 16, r23, r22
simd_shuffle     r23, r21, 17
icmpsel          ueq, r22, r20, 17, r23, r22
simd_shuffle     r23, r21, 18
icmpsel          ueq, r22, r20, 18, r23, r22
simd_shuffle     r23, r21, 19
icmpsel          ueq, r22, r20, 19, r23, r22
simd_shuffle     r23, r21, 20
icmpsel          ueq, r22, r20, 20, r23, r22
simd_shuffle     r23, r21, 21
icmpsel          ueq, r22, r20, 21, r23, r22
simd_shuffle     r23, r21, 22
icmpsel          ueq, r22, r20, 22, r23, r22
simd_shuffle     r23, r21, 23
icmpsel          ueq, r22, r20, 23, r23, r22
simd_shuffle     r23, r21, 24
icmpsel          ueq, r22, r20, 24, r23, r22
simd_shuffle     r23, r21, 25
icmpsel          ueq, r22, r20, 25, r23, r22
simd_shuffle     r23, r21, 26
icmpsel          ueq, r22, r20, 26, r23, r22
simd_shuffle     r23, r21, 27
icmpsel          ueq, r22, r20, 27, r23, r22
simd_shuffle     r23, r21, 28
icmpsel          ueq, r22, r20, 28, r23, r22
simd_shuffle     r23, r21, 29
icmpsel          ueq, r22, r20, 29, r23, r22
simd_shuffle     r23, r21, 30
icmpsel          ueq, r22, r20, 30, r23, r22
simd_shuffle     r21, r21, 31
icmpsel          ueq, r20, r20, 31, r21, r22
mov              r19h, r20
iadd             r13, r13, 22
mov_imm          r20, 65535, 0b0
and              r13, r13, r20
and              r13, r13, 31
mov              r20, r3h
icmp_ballot      r21, ugt, 1, 0
and              r22, r13, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r13, r21, 0, 32, r13
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r13, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r13, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r13, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r13, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r13, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r13, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r13, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r13, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r13, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r13, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r13, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r13, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r13, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r13, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r13, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r13, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r13, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r13, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r13, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r13, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r13, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r13, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r13, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r13, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r13, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r13, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r13, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r13, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r13, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r13, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r13, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r13, r13, 31, r20, r21
mov              r3h, r13
fmul32           r13, r4l, 1.0
mov_imm          r20, 1065353216, 0b0
fmul32           r21, r13, r20
fmadd32          r13, r13, r20, r21.neg
fadd32           r20, 0.0, r21
fmul32           r4, r4h, 1.0
fmul32           r21, r10l, 1.0
fmul32           r22, r4, r21
fmadd32          r4, r4, r21, r22.neg
fadd32           r21, r20, r22
fadd32           r23, r21, r20.neg
fadd32           r24, r21, r23.neg
fadd32           r20, r20, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r20, r20, r22
fadd32           r13, r13, r20
fadd32           r4, r13, r4
fmul32           r13, r11h, 1.0
fmul32           r10, r10h, 1.0
fmul32           r20, r13, r10
fmadd32          r10, r13, r10, r20.neg
fadd32           r13, r21, r20
fadd32           r22, r13, r21.neg
fadd32           r23, r13, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r20, r20, r22.neg
fadd32           r20, r21, r20
fadd32           r4, r4, r20
fadd32           r4, r4, r10
fmul32           r10, r16l, 1.0
fmul32           r11, r11l, 1.0
fmul32           r20, r10, r11
fmadd32          r10, r10, r11, r20.neg
fadd32           r11, r13, r20
fadd32           r21, r11, r13.neg
fadd32           r22, r11, r21.neg
fadd32           r13, r13, r22.neg
fadd32           r20, r20, r21.neg
fadd32           r13, r13, r20
fadd32           r4, r4, r13
fadd32           r4, r4, r10
fmul32           r10, r16h, 1.0
fmul32           r13, r18l, 1.0
fmul32           r16, r10, r13
fmadd32          r10, r10, r13, r16.neg
fadd32           r13, r11, r16
fadd32           r20, r13, r11.neg
fadd32           r21, r13, r20.neg
fadd32           r11, r11, r21.neg
fadd32           r16, r16, r20.neg
fadd32           r11, r11, r16
fadd32           r4, r4, r11
fadd32           r4, r4, r10
fmul32           r10, r17l, 1.0
fmul32           r11, r18h, 1.0
fmul32           r16, r10, r11
fmadd32          r10, r10, r11, r16.neg
fadd32           r11, r13, r16
fadd32           r18, r11, r13.neg
fadd32           r20, r11, r18.neg
fadd32           r13, r13, r20.neg
fadd32           r16, r16, r18.neg
fadd32           r13, r13, r16
fadd32           r4, r4, r13
fadd32           r4, r4, r10
fmul32           r10, r17h, 1.0
fmul32           r13, r19l, 1.0
fmul32           r16, r10, r13
fmadd32          r10, r10, r13, r16.neg
fadd32           r13, r11, r16
fadd32           r17, r13, r11.neg
fadd32           r18, r13, r17.neg
fadd32           r11, r11, r18.neg
fadd32           r16, r16, r17.neg
fadd32           r11, r11, r16
fadd32           r4, r4, r11
fadd32           r4, r4, r10
fmul32           r10, r2h, 1.0
fmul32           r11, r19h, 1.0
fmul32           r16, r10, r11
fmadd32          r10, r10, r11, r16.neg
fadd32           r11, r13, r16
fadd32           r17, r11, r13.neg
fadd32           r18, r11, r17.neg
fadd32           r13, r13, r18.neg
fadd32           r16, r16, r17.neg
fadd32           r13, r13, r16
fadd32           r4, r4, r13
fadd32           r4, r4, r10
fmul32           r2, r2l, 1.0
fmul32           r10, r3h, 1.0
fmul32           r13, r2, r10
fmadd32          r2, r2, r10, r13.neg
fadd32           r10, r11, r13
fadd32           r16, r10, r11.neg
fadd32           r17, r10, r16.neg
fadd32           r11, r11, r17.neg
fadd32           r13, r13, r16.neg
fadd32           r11, r11, r13
fadd32           r4, r4, r11
fadd32           r2, r4, r2
fadd32           r2, r10, r2
fadd32           r4, r10, r10.neg
fcmpsel          eq, r2, r4, 0.0, r2, r10
fmul32           r2l, r2, 1.0
iadd             r10_r11, r14_r15, 240
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov              r18, r6
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
mov              r18, r5
mov_imm          r19, 0, 0b0
mov_imm          r20, 0, 0b0
mov_imm          r21, 0, 0b0
iadd             r20_r21, r18_r19, r20_r21
iadd             r20_r21, r14_r15, r20_r21
mov_imm          r22, 8, 0b0
mov_imm          r23, 0, 0b0
mov              r4, r16
mov              r13, r17
imadd            r24_r25, r4, r22, 0
imadd            r4, r4, r23, 0
imadd            r4, r13, r22, r4
mov              r13, r24
mov              r22, r25
iadd             r4, r22, r4
mov              r22, r13
mov              r23, r4
iadd             r20_r21, r22_r23, r20_r21
mov_imm          r22, 2, 0b0
mov_imm          r23, 0, 0b0
mov              r4, r20
mov              r13, r21
mov              r20, r22
mov              r21, r23
imadd            r22_r23, r4, r20, 0
imadd            r4, r4, r21, 0
imadd            r4, r13, r20, r4
mov              r13, r22
mov              r20, r23
iadd             r4, r20, r4
mov              r20, r13
mov              r21, r4
iadd             r20_r21, r10_r11, r20_r21
mov_imm          r22, 1, 0b0
mov_imm          r23, 0, 0b0
iadd             r18_r19, r18_r19, r22_r23
iadd             r14_r15, r14_r15, r18_r19
mov_imm          r18, 8, 0b0
mov_imm          r19, 0, 0b0
mov              r4, r16
mov              r13, r17
mov              r16, r18
mov              r17, r19
imadd            r18_r19, r4, r16, 0
imadd            r4, r4, r17, 0
imadd            r4, r13, r16, r4
mov              r13, r18
mov              r16, r19
iadd             r4, r16, r4
mov              r16, r13
mov              r17, r4
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r16, 2, 0b0
mov_imm          r17, 0, 0b0
mov              r4, r14
mov              r13, r15
mov              r14, r16
mov              r15, r17
imadd            r16_r17, r4, r14, 0
imadd            r4, r4, r15, 0
imadd            r4, r13, r14, r4
mov              r13, r16
mov              r14, r17
iadd             r4, r14, r4
mov              r14, r13
mov              r15, r4
iadd             r10_r11, r10_r11, r14_r15
device_store     0, i16, x, r3l, r20_r21, 0, unsigned, 0
device_store     0, i16, x, r2l, r10_r11, 0, unsigned, 0
and              r2, r6, 4
bfeil            r3, 0, r6, 1
and              r3, r3, 1
or               r2, r2, r3
bfi              r2, 0, r2, 2
and              r3, r6, 1
bfi              r3, 0, r3, 1
iadd             r2, r2, r3
and              r3, r5, 4
bfi              r3, 0, r3, 1
bfeil            r4, 0, r5, 1
and              r4, r4, 1
iadd             r3, r3, r4
iadd             r4, r2, 0
mov_imm          r10, 65535, 0b0
and              r4, r4, r10
and              r4, r4, 31
icmp_ballot      r10, ugt, 1, 0
and              r11, r4, 31
bfeil            r10, 0, r10, r11
and              r10, r10, 1
icmpsel          ueq, r4, r10, 0, 32, r4
simd_shuffle     r10, r12, 0
icmpsel          ueq, r10, r4, 0, r10, r12
simd_shuffle     r11, r12, 1
icmpsel          ueq, r10, r4, 1, r11, r10
simd_shuffle     r11, r12, 2
icmpsel          ueq, r10, r4, 2, r11, r10
simd_shuffle     r11, r12, 3
icmpsel          ueq, r10, r4, 3, r11, r10
simd_shuffle     r11, r12, 4
icmpsel          ueq, r10, r4, 4, r11, r10
simd_shuffle     r11, r12, 5
icmpsel          ueq, r10, r4, 5, r11, r10
simd_shuffle     r11, r12, 6
icmpsel          ueq, r10, r4, 6, r11, r10
simd_shuffle     r11, r12, 7
icmpsel          ueq, r10, r4, 7, r11, r10
simd_shuffle     r11, r12, 8
icmpsel          ueq, r10, r4, 8, r11, r10
simd_shuffle     r11, r12, 9
icmpsel          ueq, r10, r4, 9, r11, r10
simd_shuffle     r11, r12, 10
icmpsel          ueq, r10, r4, 10, r11, r10
simd_shuffle     r11, r12, 11
icmpsel          ueq, r10, r4, 11, r11, r10
simd_shuffle     r11, r12, 12
icmpsel          ueq, r10, r4, 12, r11, r10
simd_shuffle     r11, r12, 13
icmpsel          ueq, r10, r4, 13, r11, r10
simd_shuffle     r11, r12, 14
icmpsel          ueq, r10, r4, 14, r11, r10
simd_shuffle     r11, r12, 15
icmpsel          ueq, r10, r4, 15, r11, r10
simd_shuffle     r11, r12, 16
icmpsel          ueq, r10, r4, 16, r11, r10
simd_shuffle     r11, r12, 17
icmpsel          ueq, r10, r4, 17, r11, r10
simd_shuffle     r11, r12, 18
icmpsel          ueq, r10, r4, 18, r11, r10
simd_shuffle     r11, r12, 19
icmpsel          ueq, r10, r4, 19, r11, r10
simd_shuffle     r11, r12, 20
icmpsel          ueq, r10, r4, 20, r11, r10
simd_shuffle     r11, r12, 21
icmpsel          ueq, r10, r4, 21, r11, r10
simd_shuffle     r11, r12, 22
icmpsel          ueq, r10, r4, 22, r11, r10
simd_shuffle     r11, r12, 23
icmpsel          ueq, r10, r4, 23, r11, r10
simd_shuffle     r11, r12, 24
icmpsel          ueq, r10, r4, 24, r11, r10
simd_shuffle     r11, r12, 25
icmpsel          ueq, r10, r4, 25, r11, r10
simd_shuffle     r11, r12, 26
icmpsel          ueq, r10, r4, 26, r11, r10
simd_shuffle     r11, r12, 27
icmpsel          ueq, r10, r4, 27, r11, r10
simd_shuffle     r11, r12, 28
icmpsel          ueq, r10, r4, 28, r11, r10
simd_shuffle     r11, r12, 29
icmpsel          ueq, r10, r4, 29, r11, r10
simd_shuffle     r11, r12, 30
icmpsel          ueq, r10, r4, 30, r11, r10
simd_shuffle     r11, r12, 31
icmpsel          ueq, r4, r4, 31, r11, r10
iadd             r10, r2, 0
mov_imm          r11, 65535, 0b0
and              r10, r10, r11
and              r10, r10, 31
icmp_ballot      r11, ugt, 1, 0
and              r13, r10, 31
bfeil            r11, 0, r11, r13
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r7, 0
icmpsel          ueq, r11, r10, 0, r11, r7
simd_shuffle     r13, r7, 1
icmpsel          ueq, r11, r10, 1, r13, r11
simd_shuffle     r13, r7, 2
icmpsel          ueq, r11, r10, 2, r13, r11
simd_shuffle     r13, r7, 3
icmpsel          ueq, r11, r10, 3, r13, r11
simd_shuffle     r13, r7, 4
icmpsel          ueq, r11, r10, 4, r13, r11
simd_shuffle     r13, r7, 5
icmpsel          ueq, r11, r10, 5, r13, r11
simd_shuffle     r13, r7, 6
icmpsel          ueq, r11, r10, 6, r13, r11
simd_shuffle     r13, r7, 7
icmpsel          ueq, r11, r10, 7, r13, r11
simd_shuffle     r13, r7, 8
icmpsel          ueq, r11, r10, 8, r13, r11
simd_shuffle     r13, r7, 9
icmpsel          ueq, r11, r10, 9, r13, r11
simd_shuffle     r13, r7, 10
icmpsel          ueq, r11, r10, 10, r13, r11
simd_shuffle     r13, r7, 11
icmpsel          ueq, r11, r10, 11, r13, r11
simd_shuffle     r13, r7, 12
icmpsel          ueq, r11, r10, 12, r13, r11
simd_shuffle     r13, r7, 13
icmpsel          ueq, r11, r10, 13, r13, r11
simd_shuffle     r13, r7, 14
icmpsel          ueq, r11, r10, 14, r13, r11
simd_shuffle     r13, r7, 15
icmpsel          ueq, r11, r10, 15, r13, r11
simd_shuffle     r13, r7, 16
icmpsel          ueq, r11, r10, 16, r13, r11
simd_shuffle     r13, r7, 17
icmpsel          ueq, r11, r10, 17, r13, r11
simd_shuffle     r13, r7, 18
icmpsel          ueq, r11, r10, 18, r13, r11
simd_shuffle     r13, r7, 19
icmpsel          ueq, r11, r10, 19, r13, r11
simd_shuffle     r13, r7, 20
icmpsel          ueq, r11, r10, 20, r13, r11
simd_shuffle     r13, r7, 21
icmpsel          ueq, r11, r10, 21, r13, r11
simd_shuffle     r13, r7, 22
icmpsel          ueq, r11, r10, 22, r13, r11
simd_shuffle     r13, r7, 23
icmpsel          ueq, r11, r10, 23, r13, r11
simd_shuffle     r13, r7, 24
icmpsel          ueq, r11, r10, 24, r13, r11
simd_shuffle     r13, r7, 25
icmpsel          ueq, r11, r10, 25, r13, r11
simd_shuffle     r13, r7, 26
icmpsel          ueq, r11, r10, 26, r13, r11
simd_shuffle     r13, r7, 27
icmpsel          ueq, r11, r10, 27, r13, r11
simd_shuffle     r13, r7, 28
icmpsel          ueq, r11, r10, 28, r13, r11
simd_shuffle     r13, r7, 29
icmpsel          ueq, r11, r10, 29, r13, r11
simd_shuffle     r13, r7, 30
icmpsel          ueq, r11, r10, 30, r13, r11
simd_shuffle     r13, r7, 31
icmpsel          ueq, r10, r10, 31, r13, r11
iadd             r11, r2, 1
mov_imm          r13, 65535, 0b0
and              r11, r11, r13
and              r11, r11, 31
icmp_ballot      r13, ugt, 1, 0
and              r14, r11, 31
bfeil            r13, 0, r13, r14
and              r13, r13, 1
icmpsel          ueq, r11, r13, 0, 32, r11
simd_shuffle     r13, r12, 0
icmpsel          ueq, r13, r11, 0, r13, r12
simd_shuffle     r14, r12, 1
icmpsel          ueq, r13, r11, 1, r14, r13
simd_shuffle     r14, r12, 2
icmpsel          ueq, r13, r11, 2, r14, r13
simd_shuffle     r14, r12, 3
icmpsel          ueq, r13, r11, 3, r14, r13
simd_shuffle     r14, r12, 4
icmpsel          ueq, r13, r11, 4, r14, r13
simd_shuffle     r14, r12, 5
icmpsel          ueq, r13, r11, 5, r14, r13
simd_shuffle     r14, r12, 6
icmpsel          ueq, r13, r11, 6, r14, r13
simd_shuffle     r14, r12, 7
icmpsel          ueq, r13, r11, 7, r14, r13
simd_shuffle     r14, r12, 8
icmpsel          ueq, r13, r11, 8, r14, r13
simd_shuffle     r14, r12, 9
icmpsel          ueq, r13, r11, 9, r14, r13
simd_shuffle     r14, r12, 10
icmpsel          ueq, r13, r11, 10, r14, r13
simd_shuffle     r14, r12, 11
icmpsel          ueq, r13, r11, 11, r14, r13
simd_shuffle     r14, r12, 12
icmpsel          ueq, r13, r11, 12, r14, r13
simd_shuffle     r14, r12, 13
icmpsel          ueq, r13, r11, 13, r14, r13
simd_shuffle     r14, r12, 14
icmpsel          ueq, r13, r11, 14, r14, r13
simd_shuffle     r14, r12, 15
icmpsel          ueq, r13, r11, 15, r14, r13
simd_shuffle     r14, r12, 16
icmpsel          ueq, r13, r11, 16, r14, r13
simd_shuffle     r14, r12, 17
icmpsel          ueq, r13, r11, 17, r14, r13
simd_shuffle     r14, r12, 18
icmpsel          ueq, r13, r11, 18, r14, r13
simd_shuffle     r14, r12, 19
icmpsel          ueq, r13, r11, 19, r14, r13
simd_shuffle     r14, r12, 20
icmpsel          ueq, r13, r11, 20, r14, r13
simd_shuffle     r14, r12, 21
icmpsel          ueq, r13, r11, 21, r14, r13
simd_shuffle     r14, r12, 22
icmpsel          ueq, r13, r11, 22, r14, r13
simd_shuffle     r14, r12, 23
icmpsel          ueq, r13, r11, 23, r14, r13
simd_shuffle     r14, r12, 24
icmpsel          ueq, r13, r11, 24, r14, r13
simd_shuffle     r14, r12, 25
icmpsel          ueq, r13, r11, 25, r14, r13
simd_shuffle     r14, r12, 26
icmpsel          ueq, r13, r11, 26, r14, r13
simd_shuffle     r14, r12, 27
icmpsel          ueq, r13, r11, 27, r14, r13
simd_shuffle     r14, r12, 28
icmpsel          ueq, r13, r11, 28, r14, r13
simd_shuffle     r14, r12, 29
icmpsel          ueq, r13, r11, 29, r14, r13
simd_shuffle     r14, r12, 30
icmpsel          ueq, r13, r11, 30, r14, r13
simd_shuffle     r14, r12, 31
icmpsel          ueq, r11, r11, 31, r14, r13
iadd             r13, r2, 1
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r13, r14, 0, 32, r13
simd_shuffle     r14, r7, 0
icmpsel          ueq, r14, r13, 0, r14, r7
simd_shuffle     r15, r7, 1
icmpsel          ueq, r14, r13, 1, r15, r14
simd_shuffle     r15, r7, 2
icmpsel          ueq, r14, r13, 2, r15, r14
simd_shuffle     r15, r7, 3
icmpsel          ueq, r14, r13, 3, r15, r14
simd_shuffle     r15, r7, 4
icmpsel          ueq, r14, r13, 4, r15, r14
simd_shuffle     r15, r7, 5
icmpsel          ueq, r14, r13, 5, r15, r14
simd_shuffle     r15, r7, 6
icmpsel          ueq, r14, r13, 6, r15, r14
simd_shuffle     r15, r7, 7
icmpsel          ueq, r14, r13, 7, r15, r14
simd_shuffle     r15, r7, 8
icmpsel          ueq, r14, r13, 8, r15, r14
simd_shuffle     r15, r7, 9
icmpsel          ueq, r14, r13, 9, r15, r14
simd_shuffle     r15, r7, 10
icmpsel          ueq, r14, r13, 10, r15, r14
simd_shuffle     r15, r7, 11
icmpsel          ueq, r14, r13, 11, r15, r14
simd_shuffle     r15, r7, 12
icmpsel          ueq, r14, r13, 12, r15, r14
simd_shuffle     r15, r7, 13
icmpsel          ueq, r14, r13, 13, r15, r14
simd_shuffle     r15, r7, 14
icmpsel          ueq, r14, r13, 14, r15, r14
simd_shuffle     r15, r7, 15
icmpsel          ueq, r14, r13, 15, r15, r14
simd_shuffle     r15, r7, 16
icmpsel          ueq, r14, r13, 16, r15, r14
simd_shuffle     r15, r7, 17
icmpsel          ueq, r14, r13, 17, r15, r14
simd_shuffle     r15, r7, 18
icmpsel          ueq, r14, r13, 18, r15, r14
simd_shuffle     r15, r7, 19
icmpsel          ueq, r14, r13, 19, r15, r14
simd_shuffle     r15, r7, 20
icmpsel          ueq, r14, r13, 20, r15, r14
simd_shuffle     r15, r7, 21
icmpsel          ueq, r14, r13, 21, r15, r14
simd_shuffle     r15, r7, 22
icmpsel          ueq, r14, r13, 22, r15, r14
simd_shuffle     r15, r7, 23
icmpsel          ueq, r14, r13, 23, r15, r14
simd_shuffle     r15, r7, 24
icmpsel          ueq, r14, r13, 24, r15, r14
simd_shuffle     r15, r7, 25
icmpsel          ueq, r14, r13, 25, r15, r14
simd_shuffle     r15, r7, 26
icmpsel          ueq, r14, r13, 26, r15, r14
simd_shuffle     r15, r7, 27
icmpsel          ueq, r14, r13, 27, r15, r14
simd_shuffle     r15, r7, 28
icmpsel          ueq, r14, r13, 28, r15, r14
simd_shuffle     r15, r7, 29
icmpsel          ueq, r14, r13, 29, r15, r14
simd_shuffle     r15, r7, 30
icmpsel          ueq, r14, r13, 30, r15, r14
simd_shuffle     r15, r7, 31
icmpsel          ueq, r13, r13, 31, r15, r14
iadd             r14, r2, 8
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
icmp_ballot      r15, ugt, 1, 0
and              r16, r14, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, 32, r14
simd_shuffle     r15, r12, 0
icmpsel          ueq, r15, r14, 0, r15, r12
simd_shuffle     r16, r12, 1
icmpsel          ueq, r15, r14, 1, r16, r15
simd_shuffle     r16, r12, 2
icmpsel          ueq, r15, r14, 2, r16, r15
simd_shuffle     r16, r12, 3
icmpsel          ueq, r15, r14, 3, r16, r15
simd_shuffle     r16, r12, 4
icmpsel          ueq, r15, r14, 4, r16, r15
simd_shuffle     r16, r12, 5
icmpsel          ueq, r15, r14, 5, r16, r15
simd_shuffle     r16, r12, 6
icmpsel          ueq, r15, r14, 6, r16, r15
simd_shuffle     r16, r12, 7
icmpsel          ueq, r15, r14, 7, r16, r15
simd_shuffle     r16, r12, 8
icmpsel          ueq, r15, r14, 8, r16, r15
simd_shuffle     r16, r12, 9
icmpsel          ueq, r15, r14, 9, r16, r15
simd_shuffle     r16, r12, 10
icmpsel          ueq, r15, r14, 10, r16, r15
simd_shuffle     r16, r12, 11
icmpsel          ueq, r15, r14, 11, r16, r15
simd_shuffle     r16, r12, 12
icmpsel          ueq, r15, r14, 12, r16, r15
simd_shuffle     r16, r12, 13
icmpsel          ueq, r15, r14, 13, r16, r15
simd_shuffle     r16, r12, 14
icmpsel          ueq, r15, r14, 14, r16, r15
simd_shuffle     r16, r12, 15
icmpsel          ueq, r15, r14, 15, r16, r15
simd_shuffle     r16, r12, 16
icmpsel          ueq, r15, r14, 16, r16, r15
simd_shuffle     r16, r12, 17
icmpsel          ueq, r15, r14, 17, r16, r15
simd_shuffle     r16, r12, 18
icmpsel          ueq, r15, r14, 18, r16, r15
simd_shuffle     r16, r12, 19
icmpsel          ueq, r15, r14, 19, r16, r15
simd_shuffle     r16, r12, 20
icmpsel          ueq, r15, r14, 20, r16, r15
simd_shuffle     r16, r12, 21
icmpsel          ueq, r15, r14, 21, r16, r15
simd_shuffle     r16, r12, 22
icmpsel          ueq, r15, r14, 22, r16, r15
simd_shuffle     r16, r12, 23
icmpsel          ueq, r15, r14, 23, r16, r15
simd_shuffle     r16, r12, 24
icmpsel          ueq, r15, r14, 24, r16, r15
simd_shuffle     r16, r12, 25
icmpsel          ueq, r15, r14, 25, r16, r15
simd_shuffle     r16, r12, 26
icmpsel          ueq, r15, r14, 26, r16, r15
simd_shuffle     r16, r12, 27
icmpsel          ueq, r15, r14, 27, r16, r15
simd_shuffle     r16, r12, 28
icmpsel          ueq, r15, r14, 28, r16, r15
simd_shuffle     r16, r12, 29
icmpsel          ueq, r15, r14, 29, r16, r15
simd_shuffle     r16, r12, 30
icmpsel          ueq, r15, r14, 30, r16, r15
simd_shuffle     r16, r12, 31
icmpsel          ueq, r14, r14, 31, r16, r15
iadd             r15, r2, 8
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
icmp_ballot      r16, ugt, 1, 0
and              r17, r15, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r15, r16, 0, 32, r15
simd_shuffle     r16, r7, 0
icmpsel          ueq, r16, r15, 0, r16, r7
simd_shuffle     r17, r7, 1
icmpsel          ueq, r16, r15, 1, r17, r16
simd_shuffle     r17, r7, 2
icmpsel          ueq, r16, r15, 2, r17, r16
simd_shuffle     r17, r7, 3
icmpsel          ueq, r16, r15, 3, r17, r16
simd_shuffle     r17, r7, 4
icmpsel          ueq, r16, r15, 4, r17, r16
simd_shuffle     r17, r7, 5
icmpsel          ueq, r16, r15, 5, r17, r16
simd_shuffle     r17, r7, 6
icmpsel          ueq, r16, r15, 6, r17, r16
simd_shuffle     r17, r7, 7
icmpsel          ueq, r16, r15, 7, r17, r16
simd_shuffle     r17, r7, 8
icmpsel          ueq, r16, r15, 8, r17, r16
simd_shuffle     r17, r7, 9
icmpsel          ueq, r16, r15, 9, r17, r16
simd_shuffle     r17, r7, 10
icmpsel          ueq, r16, r15, 10, r17, r16
simd_shuffle     r17, r7, 11
icmpsel          ueq, r16, r15, 11, r17, r16
simd_shuffle     r17, r7, 12
icmpsel          ueq, r16, r15, 12, r17, r16
simd_shuffle     r17, r7, 13
icmpsel          ueq, r16, r15, 13, r17, r16
simd_shuffle     r17, r7, 14
icmpsel          ueq, r16, r15, 14, r17, r16
simd_shuffle     r17, r7, 15
icmpsel          ueq, r16, r15, 15, r17, r16
simd_shuffle     r17, r7, 16
icmpsel          ueq, r16, r15, 16, r17, r16
simd_shuffle     r17, r7, 17
icmpsel          ueq, r16, r15, 17, r17, r16
simd_shuffle     r17, r7, 18
icmpsel          ueq, r16, r15, 18, r17, r16
simd_shuffle     r17, r7, 19
icmpsel          ueq, r16, r15, 19, r17, r16
simd_shuffle     r17, r7, 20
icmpsel          ueq, r16, r15, 20, r17, r16
simd_shuffle     r17, r7, 21
icmpsel          ueq, r16, r15, 21, r17, r16
simd_shuffle     r17, r7, 22
icmpsel          ueq, r16, r15, 22, r17, r16
simd_shuffle     r17, r7, 23
icmpsel          ueq, r16, r15, 23, r17, r16
simd_shuffle     r17, r7, 24
icmpsel          ueq, r16, r15, 24, r17, r16
simd_shuffle     r17, r7, 25
icmpsel          ueq, r16, r15, 25, r17, r16
simd_shuffle     r17, r7, 26
icmpsel          ueq, r16, r15, 26, r17, r16
simd_shuffle     r17, r7, 27
icmpsel          ueq, r16, r15, 27, r17, r16
simd_shuffle     r17, r7, 28
icmpsel          ueq, r16, r15, 28, r17, r16
simd_shuffle     r17, r7, 29
icmpsel          ueq, r16, r15, 29, r17, r16
simd_shuffle     r17, r7, 30
icmpsel          ueq, r16, r15, 30, r17, r16
simd_shuffle     r17, r7, 31
icmpsel          ueq, r15, r15, 31, r17, r16
iadd             r16, r2, 9
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
simd_shuffle     r17, r12, 0
icmpsel          ueq, r17, r16, 0, r17, r12
simd_shuffle     r18, r12, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r12, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r12, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r12, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r12, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r12, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r12, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r12, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r12, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r12, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r12, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r12, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r12, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r12, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r12, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r12, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r12, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r12, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r12, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r12, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r12, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r12, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r12, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r12, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r12, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r12, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r12, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r12, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r12, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r12, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r12, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r2, r2, 9
mov_imm          r17, 65535, 0b0
and              r2, r2, r17
and              r2, r2, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r2, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r2, r17, 0, 32, r2
simd_shuffle     r17, r7, 0
icmpsel          ueq, r17, r2, 0, r17, r7
simd_shuffle     r18, r7, 1
icmpsel          ueq, r17, r2, 1, r18, r17
simd_shuffle     r18, r7, 2
icmpsel          ueq, r17, r2, 2, r18, r17
simd_shuffle     r18, r7, 3
icmpsel          ueq, r17, r2, 3, r18, r17
simd_shuffle     r18, r7, 4
icmpsel          ueq, r17, r2, 4, r18, r17
simd_shuffle     r18, r7, 5
icmpsel          ueq, r17, r2, 5, r18, r17
simd_shuffle     r18, r7, 6
icmpsel          ueq, r17, r2, 6, r18, r17
simd_shuffle     r18, r7, 7
icmpsel          ueq, r17, r2, 7, r18, r17
simd_shuffle     r18, r7, 8
icmpsel          ueq, r17, r2, 8, r18, r17
simd_shuffle     r18, r7, 9
icmpsel          ueq, r17, r2, 9, r18, r17
simd_shuffle     r18, r7, 10
icmpsel          ueq, r17, r2, 10, r18, r17
simd_shuffle     r18, r7, 11
icmpsel          ueq, r17, r2, 11, r18, r17
simd_shuffle     r18, r7, 12
icmpsel          ueq, r17, r2, 12, r18, r17
simd_shuffle     r18, r7, 13
icmpsel          ueq, r17, r2, 13, r18, r17
simd_shuffle     r18, r7, 14
icmpsel          ueq, r17, r2, 14, r18, r17
simd_shuffle     r18, r7, 15
icmpsel          ueq, r17, r2, 15, r18, r17
simd_shuffle     r18, r7, 16
icmpsel          ueq, r17, r2, 16, r18, r17
simd_shuffle     r18, r7, 17
icmpsel          ueq, r17, r2, 17, r18, r17
simd_shuffle     r18, r7, 18
icmpsel          ueq, r17, r2, 18, r18, r17
simd_shuffle     r18, r7, 19
icmpsel          ueq, r17, r2, 19, r18, r17
simd_shuffle     r18, r7, 20
icmpsel          ueq, r17, r2, 20, r18, r17
simd_shuffle     r18, r7, 21
icmpsel          ueq, r17, r2, 21, r18, r17
simd_shuffle     r18, r7, 22
icmpsel          ueq, r17, r2, 22, r18, r17
simd_shuffle     r18, r7, 23
icmpsel          ueq, r17, r2, 23, r18, r17
simd_shuffle     r18, r7, 24
icmpsel          ueq, r17, r2, 24, r18, r17
simd_shuffle     r18, r7, 25
icmpsel          ueq, r17, r2, 25, r18, r17
simd_shuffle     r18, r7, 26
icmpsel          ueq, r17, r2, 26, r18, r17
simd_shuffle     r18, r7, 27
icmpsel          ueq, r17, r2, 27, r18, r17
simd_shuffle     r18, r7, 28
icmpsel          ueq, r17, r2, 28, r18, r17
simd_shuffle     r18, r7, 29
icmpsel          ueq, r17, r2, 29, r18, r17
simd_shuffle     r18, r7, 30
icmpsel          ueq, r17, r2, 30, r18, r17
simd_shuffle     r18, r7, 31
icmpsel          ueq, r2, r2, 31, r18, r17
iadd             r17, r3, 0
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r12, 0
icmpsel          ueq, r18, r17, 0, r18, r12
simd_shuffle     r19, r12, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r12, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r12, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r12, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r12, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r12, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r12, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r12, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r12, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r12, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r12, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r12, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r12, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r12, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r12, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r12, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r12, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r12, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r12, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r12, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r12, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r12, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r12, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r12, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r12, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r12, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r12, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r12, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r12, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r12, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r12, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r3, 2
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r12, 0
icmpsel          ueq, r19, r18, 0, r19, r12
simd_shuffle     r20, r12, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r12, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r12, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r12, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r12, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r12, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r12, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r12, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r12, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r12, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r12, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r12, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r12, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r12, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r12, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r12, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r12, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r12, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r12, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r12, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r12, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r12, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r12, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r12, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r12, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r12, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r12, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r12, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r12, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r12, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r12, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r3, 4
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r12, 0
icmpsel          ueq, r20, r19, 0, r20, r12
simd_shuffle     r21, r12, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r12, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r12, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r12, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r12, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r12, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r12, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r12, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r12, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r12, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r12, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r12, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r12, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r12, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r12, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r12, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r12, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r12, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r12, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r12, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r12, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r12, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r12, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r12, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r12, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r12, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r12, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r12, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r12, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r12, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r12, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r3, 6
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r12, 0
icmpsel          ueq, r21, r20, 0, r21, r12
simd_shuffle     r22, r12, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r12, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r12, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r12, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r12, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r12, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r12, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r12, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r12, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r12, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r12, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r12, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r12, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r12, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r12, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r12, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r12, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r12, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r12, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r12, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r12, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r12, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r12, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r12, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r12, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r12, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r12, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r12, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r12, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r12, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r12, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r3, 16
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r12, 0
icmpsel          ueq, r22, r21, 0, r22, r12
simd_shuffle     r23, r12, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r12, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r12, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r12, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r12, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r12, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r12, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r12, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r12, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r12, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r12, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r12, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r12, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r12, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r12, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r12, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r12, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r12, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r12, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r12, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r12, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r12, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r12, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r12, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r12, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r12, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r12, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r12, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r12, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r12, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r12, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r3, 18
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r12, 0
icmpsel          ueq, r23, r22, 0, r23, r12
simd_shuffle     r24, r12, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r12, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r12, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r12, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r12, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r12, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r12, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r12, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r12, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r12, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r12, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r12, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r12, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r12, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r12, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r12, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r12, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r12, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r12, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r12, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r12, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r12, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r12, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r12, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r12, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r12, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r12, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r12, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r12, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r12, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r12, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r3, 20
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r12, 0
icmpsel          ueq, r24, r23, 0, r24, r12
simd_shuffle     r25, r12, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r12, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r12, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r12, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r12, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r12, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r12, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r12, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r12, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r12, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r12, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r12, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r12, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r12, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r12, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r12, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r12, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r12, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r12, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r12, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r12, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r12, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r12, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r12, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r12, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r12, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r12, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r12, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r12, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r12, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r12, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r3, 22
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r12, 0
icmpsel          ueq, r25, r24, 0, r25, r12
simd_shuffle     r26, r12, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r12, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r12, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r12, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r12, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r12, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r12, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r12, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r12, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r12, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r12, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r12, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r12, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r12, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r12, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r12, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r12, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r12, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r12, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r12, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r12, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r12, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r12, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r12, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r12, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r12, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r12, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r12, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r12, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r12, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r12, r12, 31
icmpsel          ueq, r12, r24, 31, r12, r25
mov_imm          r24, 1056964608, 0b0
mov_imm          r25, 1065353216, 0b0
fmul32           r26, r24, r25
fmadd32          r24, r24, r25, r26.neg
fadd32           r25, 0.0, r26
bfi              r26, 0, r4, 16
bfi              r17, 0, r17, 16
fmul32           r27, r26, r17
fmadd32          r17, r26, r17, r27.neg
fadd32           r26, r25, r27
fadd32           r28, r26, r25.neg
fadd32           r29, r26, r28.neg
fadd32           r25, r25, r29.neg
fadd32           r27, r27, r28.neg
fadd32           r25, r25, r27
fadd32           r24, r24, r25
fadd32           r17, r24, r17
bfi              r24, 0, r10, 16
bfi              r18, 0, r18, 16
fmul32           r25, r24, r18
fmadd32          r18, r24, r18, r25.neg
fadd32           r24, r26, r25
fadd32           r27, r24, r26.neg
fadd32           r28, r24, r27.neg
fadd32           r26, r26, r28.neg
fadd32           r25, r25, r27.neg
fadd32           r25, r26, r25
fadd32           r17, r17, r25
fadd32           r17, r17, r18
bfi              r18, 0, r11, 16
bfi              r19, 0, r19, 16
fmul32           r25, r18, r19
fmadd32          r18, r18, r19, r25.neg
fadd32           r19, r24, r25
fadd32           r26, r19, r24.neg
fadd32           r27, r19, r26.neg
fadd32           r24, r24, r27.neg
fadd32           r25, r25, r26.neg
fadd32           r24, r24, r25
fadd32           r17, r17, r24
fadd32           r17, r17, r18
bfi              r18, 0, r13, 16
bfi              r20, 0, r20, 16
fmul32           r24, r18, r20
fmadd32          r18, r18, r20, r24.neg
fadd32           r20, r19, r24
fadd32           r25, r20, r19.neg
fadd32           r26, r20, r25.neg
fadd32           r19, r19, r26.neg
fadd32           r24, r24, r25.neg
fadd32           r19, r19, r24
fadd32           r17, r17, r19
fadd32           r17, r17, r18
bfi              r18, 0, r14, 16
bfi              r19, 0, r21, 16
fmul32           r21, r18, r19
fmadd32          r18, r18, r19, r21.neg
fadd32           r19, r20, r21
fadd32           r24, r19, r20.neg
fadd32           r25, r19, r24.neg
fadd32           r20, r20, r25.neg
fadd32           r21, r21, r24.neg
fadd32           r20, r20, r21
fadd32           r17, r17, r20
fadd32           r17, r17, r18
bfi              r18, 0, r15, 16
bfi              r20, 0, r22, 16
fmul32           r21, r18, r20
fmadd32          r18, r18, r20, r21.neg
fadd32           r20, r19, r21
fadd32           r22, r20, r19.neg
fadd32           r24, r20, r22.neg
fadd32           r19, r19, r24.neg
fadd32           r21, r21, r22.neg
fadd32           r19, r19, r21
fadd32           r17, r17, r19
fadd32           r17, r17, r18
bfi              r18, 0, r16, 16
bfi              r19, 0, r23, 16
fmul32           r21, r18, r19
fmadd32          r18, r18, r19, r21.neg
fadd32           r19, r20, r21
fadd32           r22, r19, r20.neg
fadd32           r23, r19, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r20, r20, r21
fadd32           r17, r17, r20
fadd32           r17, r17, r18
bfi              r18, 0, r2, 16
bfi              r12, 0, r12, 16
fmul32           r20, r18, r12
fmadd32          r12, r18, r12, r20.neg
fadd32           r18, r19, r20
fadd32           r21, r18, r19.neg
fadd32           r22, r18, r21.neg
fadd32           r19, r19, r22.neg
fadd32           r20, r20, r21.neg
fadd32           r19, r19, r20
fadd32           r17, r17, r19
fadd32           r12, r17, r12
fadd32           r12, r18, r12
fadd32           r17, r18, r18.neg
fcmpsel          eq, r12, r17, 0.0, r12, r18
bfeil            r17, 0, r12, 16
and              r17, r17, 1
mov_imm          r18, 32767, 0b0
iadd             r17, r17, r18
iadd             r17, r12, r17
bfeil            r17, 0, r17, 16
mov_imm          r18, 32704, 0b0
fcmpsel          eq, r12, r12, r12, r17, r18
iadd             r17, r3, 0
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r7, 0
icmpsel          ueq, r18, r17, 0, r18, r7
simd_shuffle     r19, r7, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r7, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r7, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r7, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r7, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r7, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r7, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r7, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r7, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r7, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r7, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r7, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r7, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r7, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r7, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r7, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r7, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r7, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r7, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r7, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r7, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r7, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r7, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r7, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r7, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r7, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r7, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r7, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r7, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r7, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r7, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r3, 2
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r7, 0
icmpsel          ueq, r19, r18, 0, r19, r7
simd_shuffle     r20, r7, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r7, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r7, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r7, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r7, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r7, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r7, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r7, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r7, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r7, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r7, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r7, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r7, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r7, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r7, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r7, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r7, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r7, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r7, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r7, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r7, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r7, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r7, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r7, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r7, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r7, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r7, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r7, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r7, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r7, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r7, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r3, 4
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r7, 0
icmpsel          ueq, r20, r19, 0, r20, r7
simd_shuffle     r21, r7, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r7, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r7, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r7, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r7, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r7, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r7, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r7, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r7, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r7, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r7, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r7, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r7, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r7, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r7, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r7, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r7, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r7, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r7, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r7, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r7, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r7, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r7, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r7, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r7, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r7, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r7, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r7, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r7, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r7, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r7, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r3, 6
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r7, 0
icmpsel          ueq, r21, r20, 0, r21, r7
simd_shuffle     r22, r7, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r7, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r7, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r7, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r7, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r7, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r7, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r7, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r7, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r7, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r7, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r7, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r7, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r7, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r7, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r7, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r7, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r7, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r7, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r7, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r7, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r7, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r7, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r7, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r7, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r7, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r7, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r7, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r7, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r7, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r7, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r3, 16
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r7, 0
icmpsel          ueq, r22, r21, 0, r22, r7
simd_shuffle     r23, r7, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r7, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r7, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r7, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r7, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r7, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r7, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r7, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r7, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r7, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r7, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r7, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r7, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r7, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r7, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r7, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r7, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r7, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r7, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r7, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r7, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r7, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r7, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r7, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r7, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r7, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r7, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r7, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r7, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r7, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r7, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r3, 18
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r7, 0
icmpsel          ueq, r23, r22, 0, r23, r7
simd_shuffle     r24, r7, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r7, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r7, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r7, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r7, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r7, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r7, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r7, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r7, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r7, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r7, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r7, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r7, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r7, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r7, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r7, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r7, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r7, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r7, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r7, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r7, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r7, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r7, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r7, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r7, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r7, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r7, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r7, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r7, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r7, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r7, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r3, 20
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r23, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r7, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r3, r3, 22
mov_imm          r24, 65535, 0b0
and              r3, r3, r24
and              r3, r3, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r3, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r3, r24, 0, 32, r3
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r3, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r3, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r3, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r3, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r3, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r3, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r3, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r3, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r3, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r3, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r3, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r3, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r3, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r3, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r3, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r3, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r3, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r3, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r3, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r3, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r3, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r3, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r3, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r3, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r3, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r3, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r3, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r3, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r3, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r3, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r3, 30, r25, r24
simd_shuffle     r7, r7, 31
icmpsel          ueq, r3, r3, 31, r7, r24
mov_imm          r7, 1056964608, 0b0
mov_imm          r24, 1065353216, 0b0
fmul32           r25, r7, r24
fmadd32          r7, r7, r24, r25.neg
fadd32           r24, 0.0, r25
bfi              r4, 0, r4, 16
bfi              r17, 0, r17, 16
fmul32           r25, r4, r17
fmadd32          r4, r4, r17, r25.neg
fadd32           r17, r24, r25
fadd32           r26, r17, r24.neg
fadd32           r27, r17, r26.neg
fadd32           r24, r24, r27.neg
fadd32           r25, r25, r26.neg
fadd32           r24, r24, r25
fadd32           r7, r7, r24
fadd32           r4, r7, r4
bfi              r7, 0, r10, 16
bfi              r10, 0, r18, 16
fmul32           r18, r7, r10
fmadd32          r7, r7, r10, r18.neg
fadd32           r10, r17, r18
fadd32           r24, r10, r17.neg
fadd32           r25, r10, r24.neg
fadd32           r17, r17, r25.neg
fadd32           r18, r18, r24.neg
fadd32           r17, r17, r18
fadd32           r4, r4, r17
fadd32           r4, r4, r7
bfi              r7, 0, r11, 16
bfi              r11, 0, r19, 16
fmul32           r17, r7, r11
fmadd32          r7, r7, r11, r17.neg
fadd32           r11, r10, r17
fadd32           r18, r11, r10.neg
fadd32           r19, r11, r18.neg
fadd32           r10, r10, r19.neg
fadd32           r17, r17, r18.neg
fadd32           r10, r10, r17
fadd32           r4, r4, r10
fadd32           r4, r4, r7
bfi              r7, 0, r13, 16
bfi              r10, 0, r20, 16
fmul32           r13, r7, r10
fmadd32          r7, r7, r10, r13.neg
fadd32           r10, r11, r13
fadd32           r17, r10, r11.neg
fadd32           r18, r10, r17.neg
fadd32           r11, r11, r18.neg
fadd32           r13, r13, r17.neg
fadd32           r11, r11, r13
fadd32           r4, r4, r11
fadd32           r4, r4, r7
bfi              r7, 0, r14, 16
bfi              r11, 0, r21, 16
fmul32           r13, r7, r11
fmadd32          r7, r7, r11, r13.neg
fadd32           r11, r10, r13
fadd32           r14, r11, r10.neg
fadd32           r17, r11, r14.neg
fadd32           r10, r10, r17.neg
fadd32           r13, r13, r14.neg
fadd32           r10, r10, r13
fadd32           r4, r4, r10
fadd32           r4, r4, r7
bfi              r7, 0, r15, 16
bfi              r10, 0, r22, 16
fmul32           r13, r7, r10
fmadd32          r7, r7, r10, r13.neg
fadd32           r10, r11, r13
fadd32           r14, r10, r11.neg
fadd32           r15, r10, r14.neg
fadd32           r11, r11, r15.neg
fadd32           r13, r13, r14.neg
fadd32           r11, r11, r13
fadd32           r4, r4, r11
fadd32           r4, r4, r7
bfi              r7, 0, r16, 16
bfi              r11, 0, r23, 16
fmul32           r13, r7, r11
fmadd32          r7, r7, r11, r13.neg
fadd32           r11, r10, r13
fadd32           r14, r11, r10.neg
fadd32           r15, r11, r14.neg
fadd32           r10, r10, r15.neg
fadd32           r13, r13, r14.neg
fadd32           r10, r10, r13
fadd32           r4, r4, r10
fadd32           r4, r4, r7
bfi              r2, 0, r2, 16
bfi              r3, 0, r3, 16
fmul32           r7, r2, r3
fmadd32          r2, r2, r3, r7.neg
fadd32           r3, r11, r7
fadd32           r10, r3, r11.neg
fadd32           r13, r3, r10.neg
fadd32           r11, r11, r13.neg
fadd32           r7, r7, r10.neg
fadd32           r7, r11, r7
fadd32           r4, r4, r7
fadd32           r2, r4, r2
fadd32           r2, r3, r2
fadd32           r4, r3, r3.neg
fcmpsel          eq, r2, r4, 0.0, r2, r3
bfeil            r3, 0, r2, 16
and              r3, r3, 1
mov_imm          r4, 32767, 0b0
iadd             r3, r3, r4
iadd             r3, r2, r3
bfeil            r3, 0, r3, 16
mov_imm          r4, 32704, 0b0
fcmpsel          eq, r2, r2, r2, r3, r4
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r4, r9
mov              r7, r10
mov              r8, r11
imadd            r10_r11, r3, r7, 0
imadd            r3, r3, r8, 0
imadd            r3, r4, r7, r3
mov              r4, r10
mov              r7, r11
iadd             r3, r7, r3
mov              r8, r4
mov              r9, r3
mov              r10, u6
mov              r11, u7
iadd             r8_r9, r10_r11, r8_r9
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r14_r15, r6_r7
mov              r4, r5
mov_imm          r5, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
iadd             r14_r15, r10_r11, r14_r15
mov_imm          r16, 9, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r6
mov              r13, r7
imadd            r18_r19, r3, r16, 0
imadd            r3, r3, r17, 0
imadd            r3, r13, r16, r3
mov              r13, r18
mov              r16, r19
iadd             r3, r16, r3
mov              r16, r13
mov              r17, r3
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r16, 2, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r14
mov              r13, r15
mov              r14, r16
mov              r15, r17
imadd            r16_r17, r3, r14, 0
imadd            r3, r3, r15, 0
imadd            r3, r13, r14, r3
mov              r13, r16
mov              r14, r17
iadd             r3, r14, r3
mov              r14, r13
mov              r15, r3
iadd             r14_r15, r8_r9, r14_r15
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
iadd             r4_r5, r4_r5, r16_r17
iadd             r4_r5, r10_r11, r4_r5
mov_imm          r10, 9, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r6
mov              r6, r7
mov              r7, r10
mov              r10, r11
imadd            r16_r17, r3, r7, 0
imadd            r3, r3, r10, 0
imadd            r3, r6, r7, r3
mov              r6, r16
mov              r7, r17
iadd             r3, r7, r3
mov              r7, r3
iadd             r4_r5, r6_r7, r4_r5
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r10_r11, r3, r5, 0
imadd            r3, r3, r6, 0
imadd            r3, r4, r5, r3
mov              r4, r10
mov              r5, r11
iadd             r3, r5, r3
mov              r5, r3
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i16, x, r12, r14_r15, 0, unsigned, 0
device_store     0, i16, x, r2, r4_r5, 0, unsigned, 0
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
simd_matrix_mixed:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr53 (simdgroup_index_in_threadgroup)
get_sr           r3, sr0 (threadgroup_position_in_grid.x)
get_sr           r4, sr52 (thread_index_in_simdgroup)
mov_imm          r5, 65535, 0b0
and              r4, r4, r5
if_icmp          r0l, ueq, 0, 0, 1
bfeil            r5, 0, r4, 2
and              r5, r5, 4
bfeil            r6, 0, r4, 1
and              r7, r6, 3
or               r5, r5, r7
and              r6, r6, 4
and              r7, r4, 1
bfi              r7, 0, r7, 1
or               r6, r6, r7
mov_imm          r7, 1, 0b0
simd_iadd        r7, r7
icmpsel          ueq, r7, r7, 32, 1, 0
if_icmp          r0l, nueq, r7, 0, 1
jmp_exec_none    L0
imadd            r3, r3, 3, 0
iadd             r3, r3, r2
imadd            r3, r3, 112, 0
mov              r8, r3
mov_imm          r9, 0, 0b0
imadd            r7, r2, 160, 0
mov              r10, r7
mov_imm          r11, 0, 0b0
mov              r7, r10
mov              r10, r11
bfi              r7, 0, r7, 2
iadd             r7, 0, r7
mov              r10, r4
if_icmp          r0l, ueq, 0, 0, 1
L2:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r11, r3, r10
mov_imm          r12, 1023, 0b0
and              r11, r11, r12
mov              r12, u0
mov              r13, u1
iadd             r12_r13, r12_r13, r11, lsl 2
device_load      0, i32, x, r11, r12_r13, 0, unsigned
wait             0
and              r11, r11, 255
isub             r11, r11, 128
convert          s32_to_f, r11, r11, rte
mov_imm          r12, 1012954615, 0b0
fmul32           r11, r11, r12
mov              r12, r10
mov_imm          r13, 0, 0b0
bfi              r12, 0, r12, 2
iadd             r12, r7, r12
threadgroup_store i32, x, r11, r12l, 0
iadd             r11, r10, 32
icmpsel          ult, r12, r11, 160, 1, 0
if_icmp          r0l, nueq, r12, 0, 1
jmp_exec_none    L3
mov              r10, r11
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov_imm          r0l, 3
pop_exec         r0l, 0
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L2
pop_exec         r0l, 1
imadd            r2, r2, 64, 0
iadd             r10, r2, r4
iadd             r11, r10, 32
mov_imm          r12, 500, 0b0
iadd             r12, r3, r12
iadd             r4, r12, r4
mov_imm          r12, 1023, 0b0
and              r12, r4, r12
mov              r14, u0
mov              r15, u1
iadd             r12_r13, r14_r15, r12, lsl 2
device_load      0, i32, x, r12, r12_r13, 0, unsigned
wait             0
and              r12, r12, 255
isub             r12, r12, 100
convert          s32_to_f, r12, r12, rte
mov_imm          r13, 1024980523, 0b0
fmul32           r12, r12, r13
fmul32           r12l, r12, 1.0
iadd             r4, r4, 32
mov_imm          r13, 1023, 0b0
and              r4, r4, r13
mov              r14, u0
mov              r15, u1
iadd             r14_r15, r14_r15, r4, lsl 2
device_load      0, i32, x, r4, r14_r15, 0, unsigned
wait             0
and              r4, r4, 255
isub             r4, r4, 100
convert          s32_to_f, r4, r4, rte
mov_imm          r13, 1024980523, 0b0
fmul32           r4, r4, r13
fmul32           r4l, r4, 1.0
mov              r14, r10
mov_imm          r15, 0, 0b0
mov              r10, r11
mov_imm          r11, 0, 0b0
mov              r13, r14
mov              r14, r15
bfi              r13, 0, r13, 1
mov_imm          r14, 2688, 0b0
iadd             r13, r14, r13
bfi              r10, 0, r10, 1
mov_imm          r11, 2688, 0b0
iadd             r10, r11, r10
mov              r4h, r13l
mov              r11l, r13h
threadgroup_store i16, x, r12l, r4h, 0
mov              r4h, r10l
mov              r10l, r10h
threadgroup_store i16, x, r4l, r4h, 0
memory_barrier   2, 1, 9
mov_imm          r10, 3, 0b0
mov_imm          r11, 0, 0b0
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r5
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r14, r6
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r16_r17, r14_r15, r16_r17
iadd             r16_r17, r10_r11, r16_r17
mov_imm          r18, 16, 0b0
mov_imm          r19, 0, 0b0
mov              r4, r12
mov              r20, r13
imadd            r22_r23, r4, r18, 0
imadd            r4, r4, r19, 0
imadd            r4, r20, r18, r4
mov              r18, r22
mov              r19, r23
iadd             r4, r19, r4
mov              r19, r4
iadd             r16_r17, r18_r19, r16_r17
mov              r4, r16
mov              r16, r17
bfi              r4, 0, r4, 2
iadd             r4, r7, r4
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
iadd             r10_r11, r10_r11, r14_r15
mov_imm          r14, 16, 0b0
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
iadd             r10_r11, r12_r13, r10_r11
bfi              r10, 0, r10, 2
iadd             r10, r7, r10
threadgroup_load i32, x, r4, r4l, 0
threadgroup_load i32, x, r10, r10l, 0
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r5
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r6
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 16, 0b0
mov_imm          r21, 0, 0b0
mov              r11, r18
mov              r18, r19
mov              r19, r20
mov              r20, r21
imadd            r22_r23, r11, r19, 0
imadd            r11, r11, r20, 0
imadd            r11, r18, r19, r11
mov              r18, r22
mov              r19, r23
iadd             r11, r19, r11
mov              r19, r11
iadd             r18_r19, r18_r19, r14_r15
mov              r11, r18
mov              r18, r19
bfi              r11, 0, r11, 2
iadd             r11, r7, r11
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 16, 0b0
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
iadd             r12_r13, r12_r13, r14_r15
bfi              r12, 0, r12, 2
iadd             r12, r7, r12
threadgroup_load i32, x, r11, r11l, 0
threadgroup_load i32, x, r12, r12l, 0
icmpsel          ueq, r13, r5, r6, 1, 0
mov_imm          r14, 1048576000, 0b0
icmpsel          ueq, r13, r13, 0, 0, r14
or               r14, r6, 1
icmpsel          ueq, r14, r5, r14, 1, 0
mov_imm          r15, 1048576000, 0b0
icmpsel          ueq, r14, r14, 0, 0, r15
and              r15, r5, 4
bfeil            r16, 0, r5, 1
and              r16, r16, 1
or               r15, r15, r16
bfi              r15, 0, r15, 2
and              r16, r5, 1
bfi              r16, 0, r16, 1
iadd             r15, r15, r16
and              r16, r6, 4
bfi              r16, 0, r16, 1
bfeil            r17, 0, r6, 1
and              r17, r17, 1
iadd             r16, r16, r17
iadd             r17, r15, 0
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
wait             0
simd_shuffle     r18, r4, 0
icmpsel          ueq, r18, r17, 0, r18, r4
simd_shuffle     r19, r4, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r4, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r4, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r4, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r4, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r4, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r4, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r4, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r4, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r4, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r4, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r4, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r4, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r4, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r4, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r4, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r4, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r4, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r4, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r4, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r4, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r4, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r4, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r4, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r4, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r4, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r4, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r4, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r4, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r4, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r4, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r15, 0
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r10, 0
icmpsel          ueq, r19, r18, 0, r19, r10
simd_shuffle     r20, r10, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r10, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r10, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r10, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r10, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r10, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r10, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r10, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r10, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r10, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r10, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r10, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r10, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r10, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r10, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r10, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r10, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r10, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r10, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r10, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r10, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r10, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r10, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r10, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r10, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r10, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r10, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r10, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r10, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r10, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r10, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r15, 1
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r4, 0
icmpsel          ueq, r20, r19, 0, r20, r4
simd_shuffle     r21, r4, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r4, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r4, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r4, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r4, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r4, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r4, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r4, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r4, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r4, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r4, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r4, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r4, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r4, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r4, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r4, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r4, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r4, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r4, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r4, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r4, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r4, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r4, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r4, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r4, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r4, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r4, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r4, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r4, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r4, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r4, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r15, 1
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r10, 0
icmpsel          ueq, r21, r20, 0, r21, r10
simd_shuffle     r22, r10, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r10, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r10, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r10, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r10, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r10, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r10, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r10, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r10, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r10, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r10, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r10, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r10, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r10, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r10, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r10, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r10, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r10, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r10, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r10, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r10, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r10, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r10, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r10, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r10, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r10, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r10, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r10, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r10, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r10, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r10, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r15, 8
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r4, 0
icmpsel          ueq, r22, r21, 0, r22, r4
simd_shuffle     r23, r4, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r4, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r4, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r4, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r4, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r4, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r4, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r4, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r4, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r4, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r4, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r4, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r4, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r4, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r4, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r4, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r4, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r4, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r4, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r4, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r4, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r4, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r4, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r4, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r4, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r4, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r4, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r4, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r4, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r4, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r4, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r15, 8
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r10, 0
icmpsel          ueq, r23, r22, 0, r23, r10
simd_shuffle     r24, r10, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r10, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r10, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r10, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r10, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r10, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r10, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r10, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r10, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r10, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r10, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r10, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r10, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r10, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r10, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r10, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r10, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r10, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r10, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r10, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r10, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r10, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r10, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r10, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r10, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r10, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r10, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r10, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r10, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r10, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r10, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r15, 9
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r4, 0
icmpsel          ueq, r24, r23, 0, r24, r4
simd_shuffle     r25, r4, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r4, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r4, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r4, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r4, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r4, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r4, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r4, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r4, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r4, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r4, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r4, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r4, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r4, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r4, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r4, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r4, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r4, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r4, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r4, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r4, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r4, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r4, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r4, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r4, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r4, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r4, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r4, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r4, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r4, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r4, r4, 31
icmpsel          ueq, r4, r23, 31, r4, r24
iadd             r15, r15, 9
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r10, 0
icmpsel          ueq, r23, r15, 0, r23, r10
simd_shuffle     r24, r10, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r10, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r10, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r10, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r10, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r10, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r10, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r10, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r10, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r10, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r10, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r10, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r10, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r10, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r10, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r10, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r10, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r10, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r10, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r10, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r10, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r10, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r10, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r10, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r10, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r10, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r10, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r10, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r10, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r10, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r10, r10, 31
icmpsel          ueq, r10, r15, 31, r10, r23
iadd             r15, r16, 0
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r11, 0
icmpsel          ueq, r23, r15, 0, r23, r11
simd_shuffle     r24, r11, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r11, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r11, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r11, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r11, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r11, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r11, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r11, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r11, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r11, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r11, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r11, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r11, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r11, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r11, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r11, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r11, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r11, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r11, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r11, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r11, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r11, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r11, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r11, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r11, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r11, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r11, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r11, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r11, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r11, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r24, r11, 31
icmpsel          ueq, r15, r15, 31, r24, r23
iadd             r23, r16, 2
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r11, 0
icmpsel          ueq, r24, r23, 0, r24, r11
simd_shuffle     r25, r11, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r11, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r11, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r11, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r11, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r11, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r11, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r11, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r11, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r11, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r11, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r11, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r11, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r11, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r11, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r11, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r11, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r11, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r11, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r11, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r11, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r11, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r11, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r11, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r11, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r11, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r11, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r11, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r11, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r11, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r11, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r16, 4
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r11, 0
icmpsel          ueq, r25, r24, 0, r25, r11
simd_shuffle     r26, r11, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r11, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r11, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r11, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r11, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r11, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r11, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r11, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r11, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r11, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r11, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r11, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r11, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r11, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r11, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r11, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r11, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r11, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r11, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r11, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r11, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r11, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r11, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r11, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r11, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r11, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r11, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r11, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r11, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r11, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r11, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r16, 6
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r11, 0
icmpsel          ueq, r26, r25, 0, r26, r11
simd_shuffle     r27, r11, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r11, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r11, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r11, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r11, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r11, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r11, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r11, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r11, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r11, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r11, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r11, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r11, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r11, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r11, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r11, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r11, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r11, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r11, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r11, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r11, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r11, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r11, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r11, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r11, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r11, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r11, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r11, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r11, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r11, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r11, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r16, 16
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r11, 0
icmpsel          ueq, r27, r26, 0, r27, r11
simd_shuffle     r28, r11, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r11, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r11, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r11, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r11, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r11, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r11, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r11, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r11, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r11, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r11, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r11, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r11, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r11, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r11, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r11, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r11, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r11, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r11, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r11, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r11, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r11, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r11, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r11, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r11, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r11, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r11, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r11, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r11, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r11, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r11, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r16, 18
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r11, 0
icmpsel          ueq, r28, r27, 0, r28, r11
simd_shuffle     r29, r11, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r11, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r11, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r11, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r11, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r11, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r11, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r11, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r11, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r11, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r11, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r11, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r11, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r11, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r11, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r11, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r11, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r11, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r11, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r11, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r11, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r11, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r11, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r11, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r11, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r11, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r11, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r11, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r11, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r11, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r11, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r16, 20
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r11, 0
icmpsel          ueq, r29, r28, 0, r29, r11
simd_shuffle     r30, r11, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r11, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r11, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r11, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r11, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r11, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r11, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r11, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r11, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r11, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r11, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r11, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r11, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r11, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r11, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r11, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r11, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r11, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r11, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r11, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r11, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r11, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r11, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r11, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r11, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r11, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r11, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r11, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r11, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r11, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r30, r11, 31
icmpsel          ueq, r28, r28, 31, r30, r29
iadd             r29, r16, 22
mov_imm          r30, 65535, 0b0
and              r29, r29, r30
and              r29, r29, 31
icmp_ballot      r30, ugt, 1, 0
and              r31, r29, 31
bfeil            r30, 0, r30, r31
and              r30, r30, 1
icmpsel          ueq, r29, r30, 0, 32, r29
simd_shuffle     r30, r11, 0
icmpsel          ueq, r30, r29, 0, r30, r11
simd_shuffle     r31, r11, 1
icmpsel          ueq, r30, r29, 1, r31, r30
simd_shuffle     r31, r11, 2
icmpsel          ueq, r30, r29, 2, r31, r30
simd_shuffle     r31, r11, 3
icmpsel          ueq, r30, r29, 3, r31, r30
simd_shuffle     r31, r11, 4
icmpsel          ueq, r30, r29, 4, r31, r30
simd_shuffle     r31, r11, 5
icmpsel          ueq, r30, r29, 5, r31, r30
simd_shuffle     r31, r11, 6
icmpsel          ueq, r30, r29, 6, r31, r30
simd_shuffle     r31, r11, 7
icmpsel          ueq, r30, r29, 7, r31, r30
simd_shuffle     r31, r11, 8
icmpsel          ueq, r30, r29, 8, r31, r30
simd_shuffle     r31, r11, 9
icmpsel          ueq, r30, r29, 9, r31, r30
simd_shuffle     r31, r11, 10
icmpsel          ueq, r30, r29, 10, r31, r30
simd_shuffle     r31, r11, 11
icmpsel          ueq, r30, r29, 11, r31, r30
simd_shuffle     r31, r11, 12
icmpsel          ueq, r30, r29, 12, r31, r30
simd_shuffle     r31, r11, 13
icmpsel          ueq, r30, r29, 13, r31, r30
simd_shuffle     r31, r11, 14
icmpsel          ueq, r30, r29, 14, r31, r30
simd_shuffle     r31, r11, 15
icmpsel          ueq, r30, r29, 15, r31, r30
simd_shuffle     r31, r11, 16
icmpsel          ueq, r30, r29, 16, r31, r30
simd_shuffle     r31, r11, 17
icmpsel          ueq, r30, r29, 17, r31, r30
simd_shuffle     r31, r11, 18
icmpsel          ueq, r30, r29, 18, r31, r30
simd_shuffle     r31, r11, 19
icmpsel          ueq, r30, r29, 19, r31, r30
simd_shuffle     r31, r11, 20
icmpsel          ueq, r30, r29, 20, r31, r30
simd_shuffle     r31, r11, 21
icmpsel          ueq, r30, r29, 21, r31, r30
simd_shuffle     r31, r11, 22
icmpsel          ueq, r30, r29, 22, r31, r30
simd_shuffle     r31, r11, 23
icmpsel          ueq, r30, r29, 23, r31, r30
simd_shuffle     r31, r11, 24
icmpsel          ueq, r30, r29, 24, r31, r30
simd_shuffle     r31, r11, 25
icmpsel          ueq, r30, r29, 25, r31, r30
simd_shuffle     r31, r11, 26
icmpsel          ueq, r30, r29, 26, r31, r30
simd_shuffle     r31, r11, 27
icmpsel          ueq, r30, r29, 27, r31, r30
simd_shuffle     r31, r11, 28
icmpsel          ueq, r30, r29, 28, r31, r30
simd_shuffle     r31, r11, 29
icmpsel          ueq, r30, r29, 29, r31, r30
simd_shuffle     r31, r11, 30
icmpsel          ueq, r30, r29, 30, r31, r30
simd_shuffle     r11, r11, 31
icmpsel          ueq, r11, r29, 31, r11, r30
mov_imm          r29, 1065353216, 0b0
fmul32           r30, r13, r29
fmadd32          r13, r13, r29, r30.neg
fadd32           r29, 0.0, r30
fmul32           r30, r17, r15
fmadd32          r15, r17, r15, r30.neg
fadd32           r31, r29, r30
fadd32           r32, r31, r29.neg
fadd32           r33, r31, r32.neg
fadd32           r29, r29, r33.neg
fadd32           r30, r30, r32.neg
fadd32           r29, r29, r30
fadd32           r13, r13, r29
fadd32           r13, r13, r15
fmul32           r15, r18, r23
fmadd32          r23, r18, r23, r15.neg
fadd32           r29, r31, r15
fadd32           r30, r29, r31.neg
fadd32           r32, r29, r30.neg
fadd32           r31, r31, r32.neg
fadd32           r15, r15, r30.neg
fadd32           r15, r31, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r19, r24
fmadd32          r23, r19, r24, r15.neg
fadd32           r24, r29, r15
fadd32           r30, r24, r29.neg
fadd32           r31, r24, r30.neg
fadd32           r29, r29, r31.neg
fadd32           r15, r15, r30.neg
fadd32           r15, r29, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r20, r25
fmadd32          r23, r20, r25, r15.neg
fadd32           r25, r24, r15
fadd32           r29, r25, r24.neg
fadd32           r30, r25, r29.neg
fadd32           r24, r24, r30.neg
fadd32           r15, r15, r29.neg
fadd32           r15, r24, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r21, r26
fmadd32          r23, r21, r26, r15.neg
fadd32           r24, r25, r15
fadd32           r26, r24, r25.neg
fadd32           r29, r24, r26.neg
fadd32           r25, r25, r29.neg
fadd32           r15, r15, r26.neg
fadd32           r15, r25, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r22, r27
fmadd32          r23, r22, r27, r15.neg
fadd32           r25, r24, r15
fadd32           r26, r25, r24.neg
fadd32           r27, r25, r26.neg
fadd32           r24, r24, r27.neg
fadd32           r15, r15, r26.neg
fadd32           r15, r24, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r4, r28
fmadd32          r23, r4, r28, r15.neg
fadd32           r24, r25, r15
fadd32           r26, r24, r25.neg
fadd32           r27, r24, r26.neg
fadd32           r25, r25, r27.neg
fadd32           r15, r15, r26.neg
fadd32           r15, r25, r15
fadd32           r13, r13, r15
fadd32           r13, r13, r23
fmul32           r15, r10, r11
fmadd32          r11, r10, r11, r15.neg
fadd32           r23, r24, r15
fadd32           r25, r23, r24.neg
fadd32           r26, r23, r25.neg
fadd32           r24, r24, r26.neg
fadd32           r15, r15, r25.neg
fadd32           r15, r24, r15
fadd32           r13, r13, r15
fadd32           r11, r13, r11
fadd32           r11, r23, r11
fadd32           r13, r23, r23.neg
fcmpsel          eq, r11, r13, 0.0, r11, r23
iadd             r13, r16, 0
mov_imm          r15, 65535, 0b0
and              r13, r13, r15
and              r13, r13, 31
icmp_ballot      r15, ugt, 1, 0
and              r23, r13, 31
bfeil            r15, 0, r15, r23
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r12, 0
icmpsel          ueq, r15, r13, 0, r15, r12
simd_shuffle     r23, r12, 1
icmpsel          ueq, r15, r13, 1, r23, r15
simd_shuffle     r23, r12, 2
icmpsel          ueq, r15, r13, 2, r23, r15
simd_shuffle     r23, r12, 3
icmpsel          ueq, r15, r13, 3, r23, r15
simd_shuffle     r23, r12, 4
icmpsel          ueq, r15, r13, 4, r23, r15
simd_shuffle     r23, r12, 5
icmpsel          ueq, r15, r13, 5, r23, r15
simd_shuffle     r23, r12, 6
icmpsel          ueq, r15, r13, 6, r23, r15
simd_shuffle     r23, r12, 7
icmpsel          ueq, r15, r13, 7, r23, r15
simd_shuffle     r23, r12, 8
icmpsel          ueq, r15, r13, 8, r23, r15
simd_shuffle     r23, r12, 9
icmpsel          ueq, r15, r13, 9, r23, r15
simd_shuffle     r23, r12, 10
icmpsel          ueq, r15, r13, 10, r23, r15
simd_shuffle     r23, r12, 11
icmpsel          ueq, r15, r13, 11, r23, r15
simd_shuffle     r23, r12, 12
icmpsel          ueq, r15, r13, 12, r23, r15
simd_shuffle     r23, r12, 13
icmpsel          ueq, r15, r13, 13, r23, r15
simd_shuffle     r23, r12, 14
icmpsel          ueq, r15, r13, 14, r23, r15
simd_shuffle     r23, r12, 15
icmpsel          ueq, r15, r13, 15, r23, r15
simd_shuffle     r23, r12, 16
icmpsel          ueq, r15, r13, 16, r23, r15
simd_shuffle     r23, r12, 17
icmpsel          ueq, r15, r13, 17, r23, r15
simd_shuffle     r23, r12, 18
icmpsel          ueq, r15, r13, 18, r23, r15
simd_shuffle     r23, r12, 19
icmpsel          ueq, r15, r13, 19, r23, r15
simd_shuffle     r23, r12, 20
icmpsel          ueq, r15, r13, 20, r23, r15
simd_shuffle     r23, r12, 21
icmpsel          ueq, r15, r13, 21, r23, r15
simd_shuffle     r23, r12, 22
icmpsel          ueq, r15, r13, 22, r23, r15
simd_shuffle     r23, r12, 23
icmpsel          ueq, r15, r13, 23, r23, r15
simd_shuffle     r23, r12, 24
icmpsel          ueq, r15, r13, 24, r23, r15
simd_shuffle     r23, r12, 25
icmpsel          ueq, r15, r13, 25, r23, r15
simd_shuffle     r23, r12, 26
icmpsel          ueq, r15, r13, 26, r23, r15
simd_shuffle     r23, r12, 27
icmpsel          ueq, r15, r13, 27, r23, r15
simd_shuffle     r23, r12, 28
icmpsel          ueq, r15, r13, 28, r23, r15
simd_shuffle     r23, r12, 29
icmpsel          ueq, r15, r13, 29, r23, r15
simd_shuffle     r23, r12, 30
icmpsel          ueq, r15, r13, 30, r23, r15
simd_shuffle     r23, r12, 31
icmpsel          ueq, r13, r13, 31, r23, r15
iadd             r15, r16, 2
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r12, 0
icmpsel          ueq, r23, r15, 0, r23, r12
simd_shuffle     r24, r12, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r12, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r12, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r12, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r12, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r12, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r12, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r12, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r12, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r12, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r12, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r12, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r12, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r12, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r12, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r12, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r12, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r12, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r12, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r12, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r12, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r12, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r12, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r12, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r12, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r12, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r12, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r12, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r12, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r12, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r24, r12, 31
icmpsel          ueq, r15, r15, 31, r24, r23
iadd             r23, r16, 4
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r12, 0
icmpsel          ueq, r24, r23, 0, r24, r12
simd_shuffle     r25, r12, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r12, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r12, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r12, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r12, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r12, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r12, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r12, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r12, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r12, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r12, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r12, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r12, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r12, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r12, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r12, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r12, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r12, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r12, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r12, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r12, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r12, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r12, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r12, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r12, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r12, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r12, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r12, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r12, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r12, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r12, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r16, 6
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r12, 0
icmpsel          ueq, r25, r24, 0, r25, r12
simd_shuffle     r26, r12, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r12, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r12, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r12, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r12, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r12, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r12, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r12, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r12, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r12, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r12, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r12, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r12, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r12, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r12, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r12, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r12, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r12, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r12, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r12, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r12, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r12, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r12, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r12, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r12, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r12, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r12, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r12, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r12, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r12, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r12, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r16, 16
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r12, 0
icmpsel          ueq, r26, r25, 0, r26, r12
simd_shuffle     r27, r12, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r12, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r12, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r12, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r12, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r12, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r12, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r12, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r12, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r12, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r12, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r12, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r12, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r12, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r12, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r12, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r12, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r12, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r12, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r12, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r12, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r12, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r12, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r12, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r12, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r12, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r12, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r12, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r12, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r12, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r12, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r16, 18
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r12, 0
icmpsel          ueq, r27, r26, 0, r27, r12
simd_shuffle     r28, r12, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r12, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r12, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r12, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r12, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r12, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r12, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r12, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r12, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r12, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r12, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r12, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r12, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r12, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r12, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r12, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r12, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r12, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r12, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r12, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r12, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r12, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r12, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r12, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r12, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r12, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r12, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r12, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r12, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r12, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r12, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r16, 20
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r12, 0
icmpsel          ueq, r28, r27, 0, r28, r12
simd_shuffle     r29, r12, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r12, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r12, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r12, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r12, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r12, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r12, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r12, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r12, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r12, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r12, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r12, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r12, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r12, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r12, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r12, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r12, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r12, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r12, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r12, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r12, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r12, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r12, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r12, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r12, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r12, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r12, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r12, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r12, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r12, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r12, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r16, r16, 22
mov_imm          r28, 65535, 0b0
and              r16, r16, r28
and              r16, r16, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r16, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r16, r28, 0, 32, r16
simd_shuffle     r28, r12, 0
icmpsel          ueq, r28, r16, 0, r28, r12
simd_shuffle     r29, r12, 1
icmpsel          ueq, r28, r16, 1, r29, r28
simd_shuffle     r29, r12, 2
icmpsel          ueq, r28, r16, 2, r29, r28
simd_shuffle     r29, r12, 3
icmpsel          ueq, r28, r16, 3, r29, r28
simd_shuffle     r29, r12, 4
icmpsel          ueq, r28, r16, 4, r29, r28
simd_shuffle     r29, r12, 5
icmpsel          ueq, r28, r16, 5, r29, r28
simd_shuffle     r29, r12, 6
icmpsel          ueq, r28, r16, 6, r29, r28
simd_shuffle     r29, r12, 7
icmpsel          ueq, r28, r16, 7, r29, r28
simd_shuffle     r29, r12, 8
icmpsel          ueq, r28, r16, 8, r29, r28
simd_shuffle     r29, r12, 9
icmpsel          ueq, r28, r16, 9, r29, r28
simd_shuffle     r29, r12, 10
icmpsel          ueq, r28, r16, 10, r29, r28
simd_shuffle     r29, r12, 11
icmpsel          ueq, r28, r16, 11, r29, r28
simd_shuffle     r29, r12, 12
icmpsel          ueq, r28, r16, 12, r29, r28
simd_shuffle     r29, r12, 13
icmpsel          ueq, r28, r16, 13, r29, r28
simd_shuffle     r29, r12, 14
icmpsel          ueq, r28, r16, 14, r29, r28
simd_shuffle     r29, r12, 15
icmpsel          ueq, r28, r16, 15, r29, r28
simd_shuffle     r29, r12, 16
icmpsel          ueq, r28, r16, 16, r29, r28
simd_shuffle     r29, r12, 17
icmpsel          ueq, r28, r16, 17, r29, r28
simd_shuffle     r29, r12, 18
icmpsel          ueq, r28, r16, 18, r29, r28
simd_shuffle     r29, r12, 19
icmpsel          ueq, r28, r16, 19, r29, r28
simd_shuffle     r29, r12, 20
icmpsel          ueq, r28, r16, 20, r29, r28
simd_shuffle     r29, r12, 21
icmpsel          ueq, r28, r16, 21, r29, r28
simd_shuffle     r29, r12, 22
icmpsel          ueq, r28, r16, 22, r29, r28
simd_shuffle     r29, r12, 23
icmpsel          ueq, r28, r16, 23, r29, r28
simd_shuffle     r29, r12, 24
icmpsel          ueq, r28, r16, 24, r29, r28
simd_shuffle     r29, r12, 25
icmpsel          ueq, r28, r16, 25, r29, r28
simd_shuffle     r29, r12, 26
icmpsel          ueq, r28, r16, 26, r29, r28
simd_shuffle     r29, r12, 27
icmpsel          ueq, r28, r16, 27, r29, r28
simd_shuffle     r29, r12, 28
icmpsel          ueq, r28, r16, 28, r29, r28
simd_shuffle     r29, r12, 29
icmpsel          ueq, r28, r16, 29, r29, r28
simd_shuffle     r29, r12, 30
icmpsel          ueq, r28, r16, 30, r29, r28
simd_shuffle     r12, r12, 31
icmpsel          ueq, r12, r16, 31, r12, r28
mov_imm          r16, 1065353216, 0b0
fmul32           r28, r14, r16
fmadd32          r14, r14, r16, r28.neg
fadd32           r16, 0.0, r28
fmul32           r28, r17, r13
fmadd32          r13, r17, r13, r28.neg
fadd32           r17, r16, r28
fadd32           r29, r17, r16.neg
fadd32           r30, r17, r29.neg
fadd32           r16, r16, r30.neg
fadd32           r28, r28, r29.neg
fadd32           r16, r16, r28
fadd32           r14, r14, r16
fadd32           r13, r14, r13
fmul32           r14, r18, r15
fmadd32          r15, r18, r15, r14.neg
fadd32           r16, r17, r14
fadd32           r18, r16, r17.neg
fadd32           r28, r16, r18.neg
fadd32           r17, r17, r28.neg
fadd32           r14, r14, r18.neg
fadd32           r14, r17, r14
fadd32           r13, r13, r14
fadd32           r13, r13, r15
fmul32           r14, r19, r23
fmadd32          r15, r19, r23, r14.neg
fadd32           r17, r16, r14
fadd32           r18, r17, r16.neg
fadd32           r19, r17, r18.neg
fadd32           r16, r16, r19.neg
fadd32           r14, r14, r18.neg
fadd32           r14, r16, r14
fadd32           r13, r13, r14
fadd32           r13, r13, r15
fmul32           r14, r20, r24
fmadd32          r15, r20, r24, r14.neg
fadd32           r16, r17, r14
fadd32           r18, r16, r17.neg
fadd32           r19, r16, r18.neg
fadd32           r17, r17, r19.neg
fadd32           r14, r14, r18.neg
fadd32           r14, r17, r14
fadd32           r13, r13, r14
fadd32           r13, r13, r15
fmul32           r14, r21, r25
fmadd32          r15, r21, r25, r14.neg
fadd32           r17, r16, r14
fadd32           r18, r17, r16.neg
fadd32           r19, r17, r18.neg
fadd32           r16, r16, r19.neg
fadd32           r14, r14, r18.neg
fadd32           r14, r16, r14
fadd32           r13, r13, r14
fadd32           r13, r13, r15
fmul32           r14, r22, r26
fmadd32          r15, r22, r26, r14.neg
fadd32           r16, r17, r14
fadd32           r18, r16, r17.neg
fadd32           r19, r16, r18.neg
fadd32           r17, r17, r19.neg
fadd32           r14, r14, r18.neg
fadd32           r14, r17, r14
fadd32           r13, r13, r14
fadd32           r13, r13, r15
fmul32           r14, r4, r27
fmadd32          r4, r4, r27, r14.neg
fadd32           r15, r16, r14
fadd32           r17, r15, r16.neg
fadd32           r18, r15, r17.neg
fadd32           r16, r16, r18.neg
fadd32           r14, r14, r17.neg
fadd32           r14, r16, r14
fadd32           r13, r13, r14
fadd32           r4, r13, r4
fmul32           r13, r10, r12
fmadd32          r10, r10, r12, r13.neg
fadd32           r12, r15, r13
fadd32           r14, r12, r15.neg
fadd32           r16, r12, r14.neg
fadd32           r15, r15, r16.neg
fadd32           r13, r13, r14.neg
fadd32           r13, r15, r13
fadd32           r4, r4, r13
fadd32           r4, r4, r10
fadd32           r4, r12, r4
fadd32           r10, r12, r12.neg
fcmpsel          eq, r4, r10, 0.0, r4, r12
bfeil            r10, 0, r11, 16
and              r10, r10, 1
mov_imm          r12, 32767, 0b0
iadd             r10, r10, r12
iadd             r10, r11, r10
bfeil            r10, 0, r10, 16
mov_imm          r12, 32704, 0b0
fcmpsel          eq, r10, r11, r11, r10, r12
bfeil            r12, 0, r4, 16
and              r12, r12, 1
mov_imm          r13, 32767, 0b0
iadd             r12, r12, r13
iadd             r12, r4, r12
bfeil            r12, 0, r12, 16
mov_imm          r13, 32704, 0b0
fcmpsel          eq, r12, r4, r4, r12, r13
bfi              r13, 0, r10, 16
bfi              r14, 0, r12, 16
bfi              r10, 0, r10, 16
bfi              r12, 0, r12, 16
and              r15, r5, 4
bfeil            r16, 0, r5, 1
and              r16, r16, 1
or               r15, r15, r16
bfi              r15, 0, r15, 2
and              r16, r5, 1
bfi              r16, 0, r16, 1
iadd             r15, r15, r16
and              r16, r6, 4
bfi              r16, 0, r16, 1
bfeil            r17, 0, r6, 1
and              r17, r17, 1
iadd             r16, r16, r17
iadd             r17, r15, 0
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r13, 0
icmpsel          ueq, r18, r17, 0, r18, r13
simd_shuffle     r19, r13, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r13, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r13, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r13, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r13, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r13, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r13, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r13, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r13, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r13, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r13, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r13, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r13, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r13, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r13, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r13, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r13, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r13, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r13, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r13, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r13, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r13, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r13, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r13, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r13, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r13, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r13, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r13, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r13, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r13, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r13, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r15, 0
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r14, 0
icmpsel          ueq, r19, r18, 0, r19, r14
simd_shuffle     r20, r14, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r14, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r14, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r14, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r14, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r14, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r14, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r14, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r14, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r14, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r14, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r14, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r14, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r14, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r14, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r14, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r14, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r14, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r14, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r14, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r14, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r14, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r14, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r14, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r14, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r14, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r14, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r14, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r14, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r14, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r14, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r15, 1
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r13, 0
icmpsel          ueq, r20, r19, 0, r20, r13
simd_shuffle     r21, r13, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r13, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r13, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r13, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r13, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r13, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r13, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r13, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r13, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r13, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r13, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r13, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r13, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r13, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r13, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r13, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r13, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r13, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r13, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r13, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r13, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r13, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r13, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r13, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r13, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r13, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r13, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r13, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r13, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r13, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r13, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r15, 1
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r14, 0
icmpsel          ueq, r21, r20, 0, r21, r14
simd_shuffle     r22, r14, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r14, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r14, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r14, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r14, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r14, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r14, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r14, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r14, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r14, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r14, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r14, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r14, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r14, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r14, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r14, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r14, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r14, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r14, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r14, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r14, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r14, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r14, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r14, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r14, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r14, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r14, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r14, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r14, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r14, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r14, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r15, 8
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r13, 0
icmpsel          ueq, r22, r21, 0, r22, r13
simd_shuffle     r23, r13, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r13, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r13, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r13, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r13, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r13, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r13, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r13, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r13, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r13, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r13, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r13, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r13, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r13, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r13, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r13, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r13, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r13, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r13, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r13, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r13, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r13, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r13, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r13, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r13, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r13, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r13, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r13, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r13, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r13, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r13, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r15, 8
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r14, 0
icmpsel          ueq, r23, r22, 0, r23, r14
simd_shuffle     r24, r14, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r14, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r14, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r14, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r14, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r14, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r14, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r14, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r14, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r14, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r14, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r14, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r14, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r14, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r14, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r14, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r14, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r14, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r14, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r14, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r14, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r14, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r14, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r14, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r14, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r14, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r14, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r14, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r14, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r14, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r14, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r15, 9
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r13, 0
icmpsel          ueq, r24, r23, 0, r24, r13
simd_shuffle     r25, r13, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r13, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r13, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r13, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r13, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r13, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r13, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r13, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r13, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r13, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r13, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r13, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r13, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r13, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r13, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r13, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r13, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r13, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r13, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r13, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r13, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r13, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r13, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r13, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r13, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r13, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r13, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r13, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r13, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r13, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r13, r13, 31
icmpsel          ueq, r13, r23, 31, r13, r24
iadd             r15, r15, 9
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r14, 0
icmpsel          ueq, r23, r15, 0, r23, r14
simd_shuffle     r24, r14, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r14, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r14, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r14, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r14, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r14, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r14, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r14, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r14, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r14, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r14, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r14, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r14, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r14, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r14, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r14, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r14, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r14, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r14, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r14, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r14, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r14, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r14, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r14, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r14, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r14, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r14, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r14, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r14, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r14, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r14, r14, 31
icmpsel          ueq, r14, r15, 31, r14, r23
iadd             r15, r16, 0
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r10, 0
icmpsel          ueq, r23, r15, 0, r23, r10
simd_shuffle     r24, r10, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r10, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r10, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r10, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r10, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r10, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r10, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r10, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r10, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r10, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r10, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r10, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r10, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r10, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r10, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r10, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r10, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r10, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r10, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r10, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r10, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r10, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r10, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r10, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r10, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r10, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r10, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r10, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r10, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r10, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r24, r10, 31
icmpsel          ueq, r15, r15, 31, r24, r23
iadd             r23, r16, 2
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r10, 0
icmpsel          ueq, r24, r23, 0, r24, r10
simd_shuffle     r25, r10, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r10, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r10, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r10, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r10, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r10, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r10, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r10, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r10, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r10, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r10, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r10, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r10, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r10, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r10, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r10, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r10, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r10, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r10, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r10, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r10, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r10, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r10, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r10, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r10, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r10, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r10, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r10, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r10, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r10, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r10, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r16, 4
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r10, 0
icmpsel          ueq, r25, r24, 0, r25, r10
simd_shuffle     r26, r10, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r10, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r10, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r10, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r10, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r10, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r10, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r10, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r10, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r10, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r10, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r10, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r10, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r10, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r10, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r10, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r10, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r10, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r10, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r10, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r10, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r10, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r10, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r10, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r10, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r10, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r10, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r10, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r10, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r10, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r10, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r16, 6
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r10, 0
icmpsel          ueq, r26, r25, 0, r26, r10
simd_shuffle     r27, r10, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r10, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r10, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r10, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r10, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r10, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r10, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r10, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r10, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r10, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r10, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r10, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r10, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r10, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r10, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r10, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r10, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r10, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r10, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r10, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r10, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r10, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r10, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r10, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r10, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r10, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r10, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r10, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r10, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r10, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r10, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r16, 16
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r10, 0
icmpsel          ueq, r27, r26, 0, r27, r10
simd_shuffle     r28, r10, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r10, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r10, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r10, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r10, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r10, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r10, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r10, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r10, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r10, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r10, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r10, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r10, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r10, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r10, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r10, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r10, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r10, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r10, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r10, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r10, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r10, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r10, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r10, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r10, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r10, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r10, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r10, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r10, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r10, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r10, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r16, 18
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r10, 0
icmpsel          ueq, r28, r27, 0, r28, r10
simd_shuffle     r29, r10, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r10, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r10, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r10, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r10, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r10, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r10, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r10, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r10, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r10, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r10, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r10, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r10, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r10, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r10, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r10, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r10, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r10, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r10, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r10, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r10, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r10, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r10, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r10, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r10, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r10, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r10, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r10, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r10, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r10, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r10, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r16, 20
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r10, 0
icmpsel          ueq, r29, r28, 0, r29, r10
simd_shuffle     r30, r10, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r10, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r10, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r10, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r10, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r10, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r10, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r10, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r10, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r10, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r10, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r10, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r10, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r10, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r10, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r10, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r10, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r10, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r10, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r10, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r10, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r10, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r10, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r10, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r10, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r10, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r10, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r10, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r10, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r10, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r30, r10, 31
icmpsel          ueq, r28, r28, 31, r30, r29
iadd             r29, r16, 22
mov_imm          r30, 65535, 0b0
and              r29, r29, r30
and              r29, r29, 31
icmp_ballot      r30, ugt, 1, 0
and              r31, r29, 31
bfeil            r30, 0, r30, r31
and              r30, r30, 1
icmpsel          ueq, r29, r30, 0, 32, r29
simd_shuffle     r30, r10, 0
icmpsel          ueq, r30, r29, 0, r30, r10
simd_shuffle     r31, r10, 1
icmpsel          ueq, r30, r29, 1, r31, r30
simd_shuffle     r31, r10, 2
icmpsel          ueq, r30, r29, 2, r31, r30
simd_shuffle     r31, r10, 3
icmpsel          ueq, r30, r29, 3, r31, r30
simd_shuffle     r31, r10, 4
icmpsel          ueq, r30, r29, 4, r31, r30
simd_shuffle     r31, r10, 5
icmpsel          ueq, r30, r29, 5, r31, r30
simd_shuffle     r31, r10, 6
icmpsel          ueq, r30, r29, 6, r31, r30
simd_shuffle     r31, r10, 7
icmpsel          ueq, r30, r29, 7, r31, r30
simd_shuffle     r31, r10, 8
icmpsel          ueq, r30, r29, 8, r31, r30
simd_shuffle     r31, r10, 9
icmpsel          ueq, r30, r29, 9, r31, r30
simd_shuffle     r31, r10, 10
icmpsel          ueq, r30, r29, 10, r31, r30
simd_shuffle     r31, r10, 11
icmpsel          ueq, r30, r29, 11, r31, r30
simd_shuffle     r31, r10, 12
icmpsel          ueq, r30, r29, 12, r31, r30
simd_shuffle     r31, r10, 13
icmpsel          ueq, r30, r29, 13, r31, r30
simd_shuffle     r31, r10, 14
icmpsel          ueq, r30, r29, 14, r31, r30
simd_shuffle     r31, r10, 15
icmpsel          ueq, r30, r29, 15, r31, r30
simd_shuffle     r31, r10, 16
icmpsel          ueq, r30, r29, 16, r31, r30
simd_shuffle     r31, r10, 17
icmpsel          ueq, r30, r29, 17, r31, r30
simd_shuffle     r31, r10, 18
icmpsel          ueq, r30, r29, 18, r31, r30
simd_shuffle     r31, r10, 19
icmpsel          ueq, r30, r29, 19, r31, r30
simd_shuffle     r31, r10, 20
icmpsel          ueq, r30, r29, 20, r31, r30
simd_shuffle     r31, r10, 21
icmpsel          ueq, r30, r29, 21, r31, r30
simd_shuffle     r31, r10, 22
icmpsel          ueq, r30, r29, 22, r31, r30
simd_shuffle     r31, r10, 23
icmpsel          ueq, r30, r29, 23, r31, r30
simd_shuffle     r31, r10, 24
icmpsel          ueq, r30, r29, 24, r31, r30
simd_shuffle     r31, r10, 25
icmpsel          ueq, r30, r29, 25, r31, r30
simd_shuffle     r31, r10, 26
icmpsel          ueq, r30, r29, 26, r31, r30
simd_shuffle     r31, r10, 27
icmpsel          ueq, r30, r29, 27, r31, r30
simd_shuffle     r31, r10, 28
icmpsel          ueq, r30, r29, 28, r31, r30
simd_shuffle     r31, r10, 29
icmpsel          ueq, r30, r29, 29, r31, r30
simd_shuffle     r31, r10, 30
icmpsel          ueq, r30, r29, 30, r31, r30
simd_shuffle     r10, r10, 31
icmpsel          ueq, r10, r29, 31, r10, r30
mov_imm          r29, 1065353216, 0b0
fmul32           r30, r11, r29
fmadd32          r29, r11, r29, r30.neg
fadd32           r30, 0.0, r30
fmul32           r31, r17, r15
fmadd32          r15, r17, r15, r31.neg
fadd32           r32, r30, r31
fadd32           r33, r32, r30.neg
fadd32           r34, r32, r33.neg
fadd32           r30, r30, r34.neg
fadd32           r31, r31, r33.neg
fadd32           r30, r30, r31
fadd32           r29, r29, r30
fadd32           r15, r29, r15
fmul32           r29, r18, r23
fmadd32          r23, r18, r23, r29.neg
fadd32           r30, r32, r29
fadd32           r31, r30, r32.neg
fadd32           r33, r30, r31.neg
fadd32           r32, r32, r33.neg
fadd32           r29, r29, r31.neg
fadd32           r29, r32, r29
fadd32           r15, r15, r29
fadd32           r15, r15, r23
fmul32           r23, r19, r24
fmadd32          r24, r19, r24, r23.neg
fadd32           r29, r30, r23
fadd32           r31, r29, r30.neg
fadd32           r32, r29, r31.neg
fadd32           r30, r30, r32.neg
fadd32           r23, r23, r31.neg
fadd32           r23, r30, r23
fadd32           r15, r15, r23
fadd32           r15, r15, r24
fmul32           r23, r20, r25
fmadd32          r24, r20, r25, r23.neg
fadd32           r25, r29, r23
fadd32           r30, r25, r29.neg
fadd32           r31, r25, r30.neg
fadd32           r29, r29, r31.neg
fadd32           r23, r23, r30.neg
fadd32           r23, r29, r23
fadd32           r15, r15, r23
fadd32           r15, r15, r24
fmul32           r23, r21, r26
fmadd32          r24, r21, r26, r23.neg
fadd32           r26, r25, r23
fadd32           r29, r26, r25.neg
fadd32           r30, r26, r29.neg
fadd32           r25, r25, r30.neg
fadd32           r23, r23, r29.neg
fadd32           r23, r25, r23
fadd32           r15, r15, r23
fadd32           r15, r15, r24
fmul32           r23, r22, r27
fmadd32          r24, r22, r27, r23.neg
fadd32           r25, r26, r23
fadd32           r27, r25, r26.neg
fadd32           r29, r25, r27.neg
fadd32           r26, r26, r29.neg
fadd32           r23, r23, r27.neg
fadd32           r23, r26, r23
fadd32           r15, r15, r23
fadd32           r15, r15, r24
fmul32           r23, r13, r28
fmadd32          r24, r13, r28, r23.neg
fadd32           r26, r25, r23
fadd32           r27, r26, r25.neg
fadd32           r28, r26, r27.neg
fadd32           r25, r25, r28.neg
fadd32           r23, r23, r27.neg
fadd32           r23, r25, r23
fadd32           r15, r15, r23
fadd32           r15, r15, r24
fmul32           r23, r14, r10
fmadd32          r10, r14, r10, r23.neg
fadd32           r24, r26, r23
fadd32           r25, r24, r26.neg
fadd32           r27, r24, r25.neg
fadd32           r26, r26, r27.neg
fadd32           r23, r23, r25.neg
fadd32           r23, r26, r23
fadd32           r15, r15, r23
fadd32           r10, r15, r10
fadd32           r10, r24, r10
fadd32           r15, r24, r24.neg
fcmpsel          eq, r10, r15, 0.0, r10, r24
iadd             r15, r16, 0
mov_imm          r23, 65535, 0b0
and              r15, r15, r23
and              r15, r15, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r15, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r15, r23, 0, 32, r15
simd_shuffle     r23, r12, 0
icmpsel          ueq, r23, r15, 0, r23, r12
simd_shuffle     r24, r12, 1
icmpsel          ueq, r23, r15, 1, r24, r23
simd_shuffle     r24, r12, 2
icmpsel          ueq, r23, r15, 2, r24, r23
simd_shuffle     r24, r12, 3
icmpsel          ueq, r23, r15, 3, r24, r23
simd_shuffle     r24, r12, 4
icmpsel          ueq, r23, r15, 4, r24, r23
simd_shuffle     r24, r12, 5
icmpsel          ueq, r23, r15, 5, r24, r23
simd_shuffle     r24, r12, 6
icmpsel          ueq, r23, r15, 6, r24, r23
simd_shuffle     r24, r12, 7
icmpsel          ueq, r23, r15, 7, r24, r23
simd_shuffle     r24, r12, 8
icmpsel          ueq, r23, r15, 8, r24, r23
simd_shuffle     r24, r12, 9
icmpsel          ueq, r23, r15, 9, r24, r23
simd_shuffle     r24, r12, 10
icmpsel          ueq, r23, r15, 10, r24, r23
simd_shuffle     r24, r12, 11
icmpsel          ueq, r23, r15, 11, r24, r23
simd_shuffle     r24, r12, 12
icmpsel          ueq, r23, r15, 12, r24, r23
simd_shuffle     r24, r12, 13
icmpsel          ueq, r23, r15, 13, r24, r23
simd_shuffle     r24, r12, 14
icmpsel          ueq, r23, r15, 14, r24, r23
simd_shuffle     r24, r12, 15
icmpsel          ueq, r23, r15, 15, r24, r23
simd_shuffle     r24, r12, 16
icmpsel          ueq, r23, r15, 16, r24, r23
simd_shuffle     r24, r12, 17
icmpsel          ueq, r23, r15, 17, r24, r23
simd_shuffle     r24, r12, 18
icmpsel          ueq, r23, r15, 18, r24, r23
simd_shuffle     r24, r12, 19
icmpsel          ueq, r23, r15, 19, r24, r23
simd_shuffle     r24, r12, 20
icmpsel          ueq, r23, r15, 20, r24, r23
simd_shuffle     r24, r12, 21
icmpsel          ueq, r23, r15, 21, r24, r23
simd_shuffle     r24, r12, 22
icmpsel          ueq, r23, r15, 22, r24, r23
simd_shuffle     r24, r12, 23
icmpsel          ueq, r23, r15, 23, r24, r23
simd_shuffle     r24, r12, 24
icmpsel          ueq, r23, r15, 24, r24, r23
simd_shuffle     r24, r12, 25
icmpsel          ueq, r23, r15, 25, r24, r23
simd_shuffle     r24, r12, 26
icmpsel          ueq, r23, r15, 26, r24, r23
simd_shuffle     r24, r12, 27
icmpsel          ueq, r23, r15, 27, r24, r23
simd_shuffle     r24, r12, 28
icmpsel          ueq, r23, r15, 28, r24, r23
simd_shuffle     r24, r12, 29
icmpsel          ueq, r23, r15, 29, r24, r23
simd_shuffle     r24, r12, 30
icmpsel          ueq, r23, r15, 30, r24, r23
simd_shuffle     r24, r12, 31
icmpsel          ueq, r15, r15, 31, r24, r23
iadd             r23, r16, 2
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r12, 0
icmpsel          ueq, r24, r23, 0, r24, r12
simd_shuffle     r25, r12, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r12, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r12, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r12, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r12, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r12, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r12, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r12, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r12, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r12, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r12, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r12, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r12, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r12, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r12, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r12, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r12, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r12, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r12, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r12, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r12, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r12, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r12, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r12, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r12, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r12, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r12, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r12, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r12, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r12, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r12, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r16, 4
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r12, 0
icmpsel          ueq, r25, r24, 0, r25, r12
simd_shuffle     r26, r12, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r12, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r12, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r12, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r12, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r12, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r12, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r12, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r12, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r12, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r12, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r12, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r12, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r12, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r12, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r12, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r12, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r12, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r12, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r12, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r12, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r12, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r12, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r12, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r12, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r12, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r12, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r12, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r12, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r12, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r12, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r16, 6
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r12, 0
icmpsel          ueq, r26, r25, 0, r26, r12
simd_shuffle     r27, r12, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r12, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r12, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r12, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r12, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r12, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r12, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r12, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r12, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r12, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r12, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r12, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r12, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r12, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r12, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r12, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r12, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r12, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r12, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r12, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r12, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r12, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r12, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r12, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r12, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r12, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r12, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r12, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r12, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r12, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r12, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r16, 16
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r12, 0
icmpsel          ueq, r27, r26, 0, r27, r12
simd_shuffle     r28, r12, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r12, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r12, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r12, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r12, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r12, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r12, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r12, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r12, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r12, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r12, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r12, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r12, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r12, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r12, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r12, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r12, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r12, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r12, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r12, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r12, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r12, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r12, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r12, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r12, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r12, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r12, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r12, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r12, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r12, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r12, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r16, 18
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r12, 0
icmpsel          ueq, r28, r27, 0, r28, r12
simd_shuffle     r29, r12, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r12, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r12, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r12, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r12, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r12, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r12, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r12, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r12, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r12, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r12, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r12, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r12, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r12, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r12, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r12, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r12, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r12, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r12, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r12, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r12, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r12, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r12, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r12, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r12, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r12, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r12, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r12, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r12, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r12, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r12, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r16, 20
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r12, 0
icmpsel          ueq, r29, r28, 0, r29, r12
simd_shuffle     r30, r12, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r12, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r12, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r12, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r12, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r12, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r12, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r12, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r12, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r12, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r12, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r12, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r12, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r12, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r12, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r12, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r12, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r12, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r12, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r12, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r12, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r12, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r12, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r12, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r12, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r12, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r12, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r12, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r12, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r12, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r30, r12, 31
icmpsel          ueq, r28, r28, 31, r30, r29
iadd             r16, r16, 22
mov_imm          r29, 65535, 0b0
and              r16, r16, r29
and              r16, r16, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r16, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r16, r29, 0, 32, r16
simd_shuffle     r29, r12, 0
icmpsel          ueq, r29, r16, 0, r29, r12
simd_shuffle     r30, r12, 1
icmpsel          ueq, r29, r16, 1, r30, r29
simd_shuffle     r30, r12, 2
icmpsel          ueq, r29, r16, 2, r30, r29
simd_shuffle     r30, r12, 3
icmpsel          ueq, r29, r16, 3, r30, r29
simd_shuffle     r30, r12, 4
icmpsel          ueq, r29, r16, 4, r30, r29
simd_shuffle     r30, r12, 5
icmpsel          ueq, r29, r16, 5, r30, r29
simd_shuffle     r30, r12, 6
icmpsel          ueq, r29, r16, 6, r30, r29
simd_shuffle     r30, r12, 7
icmpsel          ueq, r29, r16, 7, r30, r29
simd_shuffle     r30, r12, 8
icmpsel          ueq, r29, r16, 8, r30, r29
simd_shuffle     r30, r12, 9
icmpsel          ueq, r29, r16, 9, r30, r29
simd_shuffle     r30, r12, 10
icmpsel          ueq, r29, r16, 10, r30, r29
simd_shuffle     r30, r12, 11
icmpsel          ueq, r29, r16, 11, r30, r29
simd_shuffle     r30, r12, 12
icmpsel          ueq, r29, r16, 12, r30, r29
simd_shuffle     r30, r12, 13
icmpsel          ueq, r29, r16, 13, r30, r29
simd_shuffle     r30, r12, 14
icmpsel          ueq, r29, r16, 14, r30, r29
simd_shuffle     r30, r12, 15
icmpsel          ueq, r29, r16, 15, r30, r29
simd_shuffle     r30, r12, 16
icmpsel          ueq, r29, r16, 16, r30, r29
simd_shuffle     r30, r12, 17
icmpsel          ueq, r29, r16, 17, r30, r29
simd_shuffle     r30, r12, 18
icmpsel          ueq, r29, r16, 18, r30, r29
simd_shuffle     r30, r12, 19
icmpsel          ueq, r29, r16, 19, r30, r29
simd_shuffle     r30, r12, 20
icmpsel          ueq, r29, r16, 20, r30, r29
simd_shuffle     r30, r12, 21
icmpsel          ueq, r29, r16, 21, r30, r29
simd_shuffle     r30, r12, 22
icmpsel          ueq, r29, r16, 22, r30, r29
simd_shuffle     r30, r12, 23
icmpsel          ueq, r29, r16, 23, r30, r29
simd_shuffle     r30, r12, 24
icmpsel          ueq, r29, r16, 24, r30, r29
simd_shuffle     r30, r12, 25
icmpsel          ueq, r29, r16, 25, r30, r29
simd_shuffle     r30, r12, 26
icmpsel          ueq, r29, r16, 26, r30, r29
simd_shuffle     r30, r12, 27
icmpsel          ueq, r29, r16, 27, r30, r29
simd_shuffle     r30, r12, 28
icmpsel          ueq, r29, r16, 28, r30, r29
simd_shuffle     r30, r12, 29
icmpsel          ueq, r29, r16, 29, r30, r29
simd_shuffle     r30, r12, 30
icmpsel          ueq, r29, r16, 30, r30, r29
simd_shuffle     r12, r12, 31
icmpsel          ueq, r12, r16, 31, r12, r29
mov_imm          r16, 1065353216, 0b0
fmul32           r29, r4, r16
fmadd32          r16, r4, r16, r29.neg
fadd32           r29, 0.0, r29
fmul32           r30, r17, r15
fmadd32          r15, r17, r15, r30.neg
fadd32           r17, r29, r30
fadd32           r31, r17, r29.neg
fadd32           r32, r17, r31.neg
fadd32           r29, r29, r32.neg
fadd32           r30, r30, r31.neg
fadd32           r29, r29, r30
fadd32           r16, r16, r29
fadd32           r15, r16, r15
fmul32           r16, r18, r23
fmadd32          r18, r18, r23, r16.neg
fadd32           r23, r17, r16
fadd32           r29, r23, r17.neg
fadd32           r30, r23, r29.neg
fadd32           r17, r17, r30.neg
fadd32           r16, r16, r29.neg
fadd32           r16, r17, r16
fadd32           r15, r15, r16
fadd32           r15, r15, r18
fmul32           r16, r19, r24
fmadd32          r17, r19, r24, r16.neg
fadd32           r18, r23, r16
fadd32           r19, r18, r23.neg
fadd32           r24, r18, r19.neg
fadd32           r23, r23, r24.neg
fadd32           r16, r16, r19.neg
fadd32           r16, r23, r16
fadd32           r15, r15, r16
fadd32           r15, r15, r17
fmul32           r16, r20, r25
fmadd32          r17, r20, r25, r16.neg
fadd32           r19, r18, r16
fadd32           r20, r19, r18.neg
fadd32           r23, r19, r20.neg
fadd32           r18, r18, r23.neg
fadd32           r16, r16, r20.neg
fadd32           r16, r18, r16
fadd32           r15, r15, r16
fadd32           r15, r15, r17
fmul32           r16, r21, r26
fmadd32          r17, r21, r26, r16.neg
fadd32           r18, r19, r16
fadd32           r20, r18, r19.neg
fadd32           r21, r18, r20.neg
fadd32           r19, r19, r21.neg
fadd32           r16, r16, r20.neg
fadd32           r16, r19, r16
fadd32           r15, r15, r16
fadd32           r15, r15, r17
fmul32           r16, r22, r27
fmadd32          r17, r22, r27, r16.neg
fadd32           r19, r18, r16
fadd32           r20, r19, r18.neg
fadd32           r21, r19, r20.neg
fadd32           r18, r18, r21.neg
fadd32           r16, r16, r20.neg
fadd32           r16, r18, r16
fadd32           r15, r15, r16
fadd32           r15, r15, r17
fmul32           r16, r13, r28
fmadd32          r13, r13, r28, r16.neg
fadd32           r17, r19, r16
fadd32           r18, r17, r19.neg
fadd32           r20, r17, r18.neg
fadd32           r19, r19, r20.neg
fadd32           r16, r16, r18.neg
fadd32           r16, r19, r16
fadd32           r15, r15, r16
fadd32           r13, r15, r13
fmul32           r15, r14, r12
fmadd32          r12, r14, r12, r15.neg
fadd32           r14, r17, r15
fadd32           r16, r14, r17.neg
fadd32           r18, r14, r16.neg
fadd32           r17, r17, r18.neg
fadd32           r15, r15, r16.neg
fadd32           r15, r17, r15
fadd32           r13, r13, r15
fadd32           r12, r13, r12
fadd32           r12, r14, r12
fadd32           r13, r14, r14.neg
fcmpsel          eq, r12, r13, 0.0, r12, r14
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 2, 0b0
mov_imm          r17, 0, 0b0
mov              r18, r5
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
mov              r18, r6
mov_imm          r19, 0, 0b0
mov_imm          r20, 0, 0b0
mov_imm          r21, 0, 0b0
iadd             r20_r21, r18_r19, r20_r21
iadd             r20_r21, r14_r15, r20_r21
mov_imm          r22, 16, 0b0
mov_imm          r23, 0, 0b0
mov              r13, r16
mov              r24, r17
imadd            r26_r27, r13, r22, 0
imadd            r13, r13, r23, 0
imadd            r13, r24, r22, r13
mov              r22, r26
mov              r23, r27
iadd             r13, r23, r13
mov              r23, r13
iadd             r20_r21, r22_r23, r20_r21
mov              r13, r20
mov              r20, r21
bfi              r13, 0, r13, 2
iadd             r13, r7, r13
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
iadd             r18_r19, r18_r19, r20_r21
iadd             r14_r15, r14_r15, r18_r19
mov_imm          r18, 16, 0b0
mov_imm          r19, 0, 0b0
imadd            r20_r21, r16, r18, 0
imadd            r16, r16, r19, 0
imadd            r16, r17, r18, r16
mov              r17, r20
mov              r18, r21
iadd             r16, r18, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r14_r15, r16_r17, r14_r15
bfi              r14, 0, r14, 2
iadd             r14, r7, r14
threadgroup_store i32, x, r10, r13l, 0
mov              r10, r14
threadgroup_store i32, x, r12, r10l, 0
memory_barrier   2, 1, 9
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r5
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r6
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 16, 0b0
mov_imm          r21, 0, 0b0
mov              r10, r18
mov              r18, r19
mov              r19, r20
mov              r20, r21
imadd            r22_r23, r10, r19, 0
imadd            r10, r10, r20, 0
imadd            r10, r18, r19, r10
mov              r18, r22
mov              r19, r23
iadd             r10, r19, r10
mov              r19, r10
iadd             r18_r19, r18_r19, r14_r15
mov              r10, r18
mov              r18, r19
bfi              r10, 0, r10, 2
iadd             r10, r7, r10
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 16, 0b0
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
iadd             r12_r13, r12_r13, r14_r15
bfi              r12, 0, r12, 2
iadd             r7, r7, r12
threadgroup_load i32, x, r10, r10l, 0
threadgroup_load i32, x, r7, r7l, 0
mov              r12, u12
mov              r13, u13
iadd             r12_r13, r12_r13, r3, lsl 2
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
mov              r18, r5
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
mov              r18, r6
mov_imm          r19, 0, 0b0
mov_imm          r20, 0, 0b0
mov_imm          r21, 0, 0b0
iadd             r20_r21, r18_r19, r20_r21
iadd             r20_r21, r14_r15, r20_r21
mov_imm          r22, 8, 0b0
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
iadd             r20_r21, r22_r23, r20_r21
mov_imm          r22, 4, 0b0
mov_imm          r23, 0, 0b0
imadd            r24_r25, r20, r22, 0
imadd            r20, r20, r23, 0
imadd            r20, r21, r22, r20
mov              r21, r24
mov              r22, r25
iadd             r20, r22, r20
xor              r20l, r20l, r21l
xor              r21l, r21l, r20l
xor              r20l, r20l, r21l
xor              r20h, r20h, r21h
xor              r21h, r21h, r20h
xor              r20h, r20h, r21h
iadd             r20_r21, r12_r13, r20_r21
mov_imm          r22, 1, 0b0
mov_imm          r23, 0, 0b0
iadd             r18_r19, r18_r19, r22_r23
iadd             r14_r15, r14_r15, r18_r19
mov_imm          r18, 8, 0b0
mov_imm          r19, 0, 0b0
imadd            r22_r23, r16, r18, 0
imadd            r16, r16, r19, 0
imadd            r16, r17, r18, r16
mov              r17, r22
mov              r18, r23
iadd             r16, r18, r16
xor              r16l, r16l, r17l
xor              r17l, r17l, r16l
xor              r16l, r16l, r17l
xor              r16h, r16h, r17h
xor              r17h, r17h, r16h
xor              r16h, r16h, r17h
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
imadd            r18_r19, r14, r16, 0
imadd            r14, r14, r17, 0
imadd            r14, r15, r16, r14
mov              r15, r18
mov              r16, r19
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r12_r13, r12_r13, r14_r15
wait             0
device_store     0, i32, x, r10, r20_r21, 0, unsigned, 0
device_store     0, i32, x, r7, r12_r13, 0, unsigned, 0
mov              r12, r2
mov_imm          r13, 0, 0b0
mov              r2, r12
mov              r7, r13
bfi              r2, 0, r2, 1
mov_imm          r7, 2688, 0b0
iadd             r2, r7, r2
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r5
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r6
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 8, 0b0
mov_imm          r21, 0, 0b0
mov              r7, r14
mov              r10, r15
imadd            r22_r23, r7, r20, 0
imadd            r7, r7, r21, 0
imadd            r7, r10, r20, r7
mov              r10, r22
mov              r20, r23
iadd             r7, r20, r7
mov              r20, r10
mov              r21, r7
iadd             r18_r19, r20_r21, r18_r19
mov              r7, r18
mov              r10, r19
bfi              r7, 0, r7, 1
iadd             r7, r2, r7
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r16_r17, r16_r17, r18_r19
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 8, 0b0
mov_imm          r17, 0, 0b0
mov              r10, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r10, r15, 0
imadd            r10, r10, r16, 0
imadd            r10, r14, r15, r10
mov              r14, r18
mov              r15, r19
iadd             r10, r15, r10
mov              r15, r10
iadd             r12_r13, r14_r15, r12_r13
mov              r10, r12
mov              r12, r13
bfi              r10, 0, r10, 1
iadd             r2, r2, r10
threadgroup_load i16, x, r7l, r7l, 0
threadgroup_load i16, x, r2l, r2l, 0
and              r10, r5, 4
bfeil            r12, 0, r5, 1
and              r12, r12, 1
or               r10, r10, r12
bfi              r10, 0, r10, 2
and              r12, r5, 1
bfi              r12, 0, r12, 1
iadd             r10, r10, r12
and              r12, r6, 4
bfi              r12, 0, r12, 1
bfeil            r13, 0, r6, 1
and              r13, r13, 1
iadd             r12, r12, r13
iadd             r13, r10, 0
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
wait             0
mov              r14, r7l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r2h, r13
iadd             r13, r10, 0
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
mov              r14, r2l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r7h, r13
iadd             r13, r10, 1
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
mov              r14, r7l
icmp_ballot      r15, ugt, 1, 0
and              r16, r13, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r13, r15, 0, 32, r13
simd_shuffle     r15, r14, 0
icmpsel          ueq, r15, r13, 0, r15, r14
simd_shuffle     r16, r14, 1
icmpsel          ueq, r15, r13, 1, r16, r15
simd_shuffle     r16, r14, 2
icmpsel          ueq, r15, r13, 2, r16, r15
simd_shuffle     r16, r14, 3
icmpsel          ueq, r15, r13, 3, r16, r15
simd_shuffle     r16, r14, 4
icmpsel          ueq, r15, r13, 4, r16, r15
simd_shuffle     r16, r14, 5
icmpsel          ueq, r15, r13, 5, r16, r15
simd_shuffle     r16, r14, 6
icmpsel          ueq, r15, r13, 6, r16, r15
simd_shuffle     r16, r14, 7
icmpsel          ueq, r15, r13, 7, r16, r15
simd_shuffle     r16, r14, 8
icmpsel          ueq, r15, r13, 8, r16, r15
simd_shuffle     r16, r14, 9
icmpsel          ueq, r15, r13, 9, r16, r15
simd_shuffle     r16, r14, 10
icmpsel          ueq, r15, r13, 10, r16, r15
simd_shuffle     r16, r14, 11
icmpsel          ueq, r15, r13, 11, r16, r15
simd_shuffle     r16, r14, 12
icmpsel          ueq, r15, r13, 12, r16, r15
simd_shuffle     r16, r14, 13
icmpsel          ueq, r15, r13, 13, r16, r15
simd_shuffle     r16, r14, 14
icmpsel          ueq, r15, r13, 14, r16, r15
simd_shuffle     r16, r14, 15
icmpsel          ueq, r15, r13, 15, r16, r15
simd_shuffle     r16, r14, 16
icmpsel          ueq, r15, r13, 16, r16, r15
simd_shuffle     r16, r14, 17
icmpsel          ueq, r15, r13, 17, r16, r15
simd_shuffle     r16, r14, 18
icmpsel          ueq, r15, r13, 18, r16, r15
simd_shuffle     r16, r14, 19
icmpsel          ueq, r15, r13, 19, r16, r15
simd_shuffle     r16, r14, 20
icmpsel          ueq, r15, r13, 20, r16, r15
simd_shuffle     r16, r14, 21
icmpsel          ueq, r15, r13, 21, r16, r15
simd_shuffle     r16, r14, 22
icmpsel          ueq, r15, r13, 22, r16, r15
simd_shuffle     r16, r14, 23
icmpsel          ueq, r15, r13, 23, r16, r15
simd_shuffle     r16, r14, 24
icmpsel          ueq, r15, r13, 24, r16, r15
simd_shuffle     r16, r14, 25
icmpsel          ueq, r15, r13, 25, r16, r15
simd_shuffle     r16, r14, 26
icmpsel          ueq, r15, r13, 26, r16, r15
simd_shuffle     r16, r14, 27
icmpsel          ueq, r15, r13, 27, r16, r15
simd_shuffle     r16, r14, 28
icmpsel          ueq, r15, r13, 28, r16, r15
simd_shuffle     r16, r14, 29
icmpsel          ueq, r15, r13, 29, r16, r15
simd_shuffle     r16, r14, 30
icmpsel          ueq, r15, r13, 30, r16, r15
simd_shuffle     r14, r14, 31
icmpsel          ueq, r13, r13, 31, r14, r15
mov              r13l, r13
iadd             r14, r10, 1
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
mov              r15, r2l
icmp_ballot      r16, ugt, 1, 0
and              r17, r14, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, 32, r14
simd_shuffle     r16, r15, 0
icmpsel          ueq, r16, r14, 0, r16, r15
simd_shuffle     r17, r15, 1
icmpsel          ueq, r16, r14, 1, r17, r16
simd_shuffle     r17, r15, 2
icmpsel          ueq, r16, r14, 2, r17, r16
simd_shuffle     r17, r15, 3
icmpsel          ueq, r16, r14, 3, r17, r16
simd_shuffle     r17, r15, 4
icmpsel          ueq, r16, r14, 4, r17, r16
simd_shuffle     r17, r15, 5
icmpsel          ueq, r16, r14, 5, r17, r16
simd_shuffle     r17, r15, 6
icmpsel          ueq, r16, r14, 6, r17, r16
simd_shuffle     r17, r15, 7
icmpsel          ueq, r16, r14, 7, r17, r16
simd_shuffle     r17, r15, 8
icmpsel          ueq, r16, r14, 8, r17, r16
simd_shuffle     r17, r15, 9
icmpsel          ueq, r16, r14, 9, r17, r16
simd_shuffle     r17, r15, 10
icmpsel          ueq, r16, r14, 10, r17, r16
simd_shuffle     r17, r15, 11
icmpsel          ueq, r16, r14, 11, r17, r16
simd_shuffle     r17, r15, 12
icmpsel          ueq, r16, r14, 12, r17, r16
simd_shuffle     r17, r15, 13
icmpsel          ueq, r16, r14, 13, r17, r16
simd_shuffle     r17, r15, 14
icmpsel          ueq, r16, r14, 14, r17, r16
simd_shuffle     r17, r15, 15
icmpsel          ueq, r16, r14, 15, r17, r16
simd_shuffle     r17, r15, 16
icmpsel          ueq, r16, r14, 16, r17, r16
simd_shuffle     r17, r15, 17
icmpsel          ueq, r16, r14, 17, r17, r16
simd_shuffle     r17, r15, 18
icmpsel          ueq, r16, r14, 18, r17, r16
simd_shuffle     r17, r15, 19
icmpsel          ueq, r16, r14, 19, r17, r16
simd_shuffle     r17, r15, 20
icmpsel          ueq, r16, r14, 20, r17, r16
simd_shuffle     r17, r15, 21
icmpsel          ueq, r16, r14, 21, r17, r16
simd_shuffle     r17, r15, 22
icmpsel          ueq, r16, r14, 22, r17, r16
simd_shuffle     r17, r15, 23
icmpsel          ueq, r16, r14, 23, r17, r16
simd_shuffle     r17, r15, 24
icmpsel          ueq, r16, r14, 24, r17, r16
simd_shuffle     r17, r15, 25
icmpsel          ueq, r16, r14, 25, r17, r16
simd_shuffle     r17, r15, 26
icmpsel          ueq, r16, r14, 26, r17, r16
simd_shuffle     r17, r15, 27
icmpsel          ueq, r16, r14, 27, r17, r16
simd_shuffle     r17, r15, 28
icmpsel          ueq, r16, r14, 28, r17, r16
simd_shuffle     r17, r15, 29
icmpsel          ueq, r16, r14, 29, r17, r16
simd_shuffle     r17, r15, 30
icmpsel          ueq, r16, r14, 30, r17, r16
simd_shuffle     r15, r15, 31
icmpsel          ueq, r14, r14, 31, r15, r16
mov              r13h, r14
iadd             r14, r10, 8
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
mov              r15, r7l
icmp_ballot      r16, ugt, 1, 0
and              r17, r14, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r14, r16, 0, 32, r14
simd_shuffle     r16, r15, 0
icmpsel          ueq, r16, r14, 0, r16, r15
simd_shuffle     r17, r15, 1
icmpsel          ueq, r16, r14, 1, r17, r16
simd_shuffle     r17, r15, 2
icmpsel          ueq, r16, r14, 2, r17, r16
simd_shuffle     r17, r15, 3
icmpsel          ueq, r16, r14, 3, r17, r16
simd_shuffle     r17, r15, 4
icmpsel          ueq, r16, r14, 4, r17, r16
simd_shuffle     r17, r15, 5
icmpsel          ueq, r16, r14, 5, r17, r16
simd_shuffle     r17, r15, 6
icmpsel          ueq, r16, r14, 6, r17, r16
simd_shuffle     r17, r15, 7
icmpsel          ueq, r16, r14, 7, r17, r16
simd_shuffle     r17, r15, 8
icmpsel          ueq, r16, r14, 8, r17, r16
simd_shuffle     r17, r15, 9
icmpsel          ueq, r16, r14, 9, r17, r16
simd_shuffle     r17, r15, 10
icmpsel          ueq, r16, r14, 10, r17, r16
simd_shuffle     r17, r15, 11
icmpsel          ueq, r16, r14, 11, r17, r16
simd_shuffle     r17, r15, 12
icmpsel          ueq, r16, r14, 12, r17, r16
simd_shuffle     r17, r15, 13
icmpsel          ueq, r16, r14, 13, r17, r16
simd_shuffle     r17, r15, 14
icmpsel          ueq, r16, r14, 14, r17, r16
simd_shuffle     r17, r15, 15
icmpsel          ueq, r16, r14, 15, r17, r16
simd_shuffle     r17, r15, 16
icmpsel          ueq, r16, r14, 16, r17, r16
simd_shuffle     r17, r15, 17
icmpsel          ueq, r16, r14, 17, r17, r16
simd_shuffle     r17, r15, 18
icmpsel          ueq, r16, r14, 18, r17, r16
simd_shuffle     r17, r15, 19
icmpsel          ueq, r16, r14, 19, r17, r16
simd_shuffle     r17, r15, 20
icmpsel          ueq, r16, r14, 20, r17, r16
simd_shuffle     r17, r15, 21
icmpsel          ueq, r16, r14, 21, r17, r16
simd_shuffle     r17, r15, 22
icmpsel          ueq, r16, r14, 22, r17, r16
simd_shuffle     r17, r15, 23
icmpsel          ueq, r16, r14, 23, r17, r16
simd_shuffle     r17, r15, 24
icmpsel          ueq, r16, r14, 24, r17, r16
simd_shuffle     r17, r15, 25
icmpsel          ueq, r16, r14, 25, r17, r16
simd_shuffle     r17, r15, 26
icmpsel          ueq, r16, r14, 26, r17, r16
simd_shuffle     r17, r15, 27
icmpsel          ueq, r16, r14, 27, r17, r16
simd_shuffle     r17, r15, 28
icmpsel          ueq, r16, r14, 28, r17, r16
simd_shuffle     r17, r15, 29
icmpsel          ueq, r16, r14, 29, r17, r16
simd_shuffle     r17, r15, 30
icmpsel          ueq, r16, r14, 30, r17, r16
simd_shuffle     r15, r15, 31
icmpsel          ueq, r14, r14, 31, r15, r16
mov              r14l, r14
iadd             r15, r10, 8
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r2l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r14h, r15
iadd             r15, r10, 9
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
mov              r16, r7l
icmp_ballot      r17, ugt, 1, 0
and              r18, r15, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r15, r17, 0, 32, r15
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r15, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r15, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r15, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r15, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r15, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r15, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r15, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r15, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r15, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r15, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r15, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r15, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r15, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r15, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r15, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r15, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r15, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r15, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r15, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r15, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r15, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r15, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r15, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r15, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r15, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r15, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r15, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r15, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r15, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r15, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r15, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r15, r15, 31, r16, r17
mov              r15l, r15
iadd             r10, r10, 9
mov_imm          r16, 65535, 0b0
and              r10, r10, r16
and              r10, r10, 31
mov              r16, r2l
icmp_ballot      r17, ugt, 1, 0
and              r18, r10, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r10, r17, 0, 32, r10
simd_shuffle     r17, r16, 0
icmpsel          ueq, r17, r10, 0, r17, r16
simd_shuffle     r18, r16, 1
icmpsel          ueq, r17, r10, 1, r18, r17
simd_shuffle     r18, r16, 2
icmpsel          ueq, r17, r10, 2, r18, r17
simd_shuffle     r18, r16, 3
icmpsel          ueq, r17, r10, 3, r18, r17
simd_shuffle     r18, r16, 4
icmpsel          ueq, r17, r10, 4, r18, r17
simd_shuffle     r18, r16, 5
icmpsel          ueq, r17, r10, 5, r18, r17
simd_shuffle     r18, r16, 6
icmpsel          ueq, r17, r10, 6, r18, r17
simd_shuffle     r18, r16, 7
icmpsel          ueq, r17, r10, 7, r18, r17
simd_shuffle     r18, r16, 8
icmpsel          ueq, r17, r10, 8, r18, r17
simd_shuffle     r18, r16, 9
icmpsel          ueq, r17, r10, 9, r18, r17
simd_shuffle     r18, r16, 10
icmpsel          ueq, r17, r10, 10, r18, r17
simd_shuffle     r18, r16, 11
icmpsel          ueq, r17, r10, 11, r18, r17
simd_shuffle     r18, r16, 12
icmpsel          ueq, r17, r10, 12, r18, r17
simd_shuffle     r18, r16, 13
icmpsel          ueq, r17, r10, 13, r18, r17
simd_shuffle     r18, r16, 14
icmpsel          ueq, r17, r10, 14, r18, r17
simd_shuffle     r18, r16, 15
icmpsel          ueq, r17, r10, 15, r18, r17
simd_shuffle     r18, r16, 16
icmpsel          ueq, r17, r10, 16, r18, r17
simd_shuffle     r18, r16, 17
icmpsel          ueq, r17, r10, 17, r18, r17
simd_shuffle     r18, r16, 18
icmpsel          ueq, r17, r10, 18, r18, r17
simd_shuffle     r18, r16, 19
icmpsel          ueq, r17, r10, 19, r18, r17
simd_shuffle     r18, r16, 20
icmpsel          ueq, r17, r10, 20, r18, r17
simd_shuffle     r18, r16, 21
icmpsel          ueq, r17, r10, 21, r18, r17
simd_shuffle     r18, r16, 22
icmpsel          ueq, r17, r10, 22, r18, r17
simd_shuffle     r18, r16, 23
icmpsel          ueq, r17, r10, 23, r18, r17
simd_shuffle     r18, r16, 24
icmpsel          ueq, r17, r10, 24, r18, r17
simd_shuffle     r18, r16, 25
icmpsel          ueq, r17, r10, 25, r18, r17
simd_shuffle     r18, r16, 26
icmpsel          ueq, r17, r10, 26, r18, r17
simd_shuffle     r18, r16, 27
icmpsel          ueq, r17, r10, 27, r18, r17
simd_shuffle     r18, r16, 28
icmpsel          ueq, r17, r10, 28, r18, r17
simd_shuffle     r18, r16, 29
icmpsel          ueq, r17, r10, 29, r18, r17
simd_shuffle     r18, r16, 30
icmpsel          ueq, r17, r10, 30, r18, r17
simd_shuffle     r16, r16, 31
icmpsel          ueq, r10, r10, 31, r16, r17
mov              r10l, r10
iadd             r16, r12, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r7l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r10h, r16
iadd             r16, r12, 2
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r7l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r15h, r16
iadd             r16, r12, 4
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r7l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r16l, r16
iadd             r17, r12, 6
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r7l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r16h, r17
iadd             r17, r12, 16
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r7l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r17l, r17
iadd             r18, r12, 18
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r7l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r17h, r18
iadd             r18, r12, 20
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r7l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r18l, r18
iadd             r19, r12, 22
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r7l
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r18h, r19
mov_imm          r19, 1065353216, 0b0
mov_imm          r20, 1065353216, 0b0
fmul32           r21, r19, r20
fmadd32          r19, r19, r20, r21.neg
fadd32           r20, 0.0, r21
fmul32           r21, r2h, 1.0
fmul32           r22, r10h, 1.0
fmul32           r23, r21, r22
fmadd32          r21, r21, r22, r23.neg
fadd32           r22, r20, r23
fadd32           r24, r22, r20.neg
fadd32           r25, r22, r24.neg
fadd32           r20, r20, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r20, r20, r23
fadd32           r19, r19, r20
fadd32           r19, r19, r21
fmul32           r20, r7h, 1.0
fmul32           r21, r15h, 1.0
fmul32           r23, r20, r21
fmadd32          r20, r20, r21, r23.neg
fadd32           r21, r22, r23
fadd32           r24, r21, r22.neg
fadd32           r25, r21, r24.neg
fadd32           r22, r22, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r22, r22, r23
fadd32           r19, r19, r22
fadd32           r19, r19, r20
fmul32           r20, r13l, 1.0
fmul32           r22, r16l, 1.0
fmul32           r23, r20, r22
fmadd32          r20, r20, r22, r23.neg
fadd32           r22, r21, r23
fadd32           r24, r22, r21.neg
fadd32           r25, r22, r24.neg
fadd32           r21, r21, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r21, r21, r23
fadd32           r19, r19, r21
fadd32           r19, r19, r20
fmul32           r20, r13h, 1.0
fmul32           r16, r16h, 1.0
fmul32           r21, r20, r16
fmadd32          r16, r20, r16, r21.neg
fadd32           r20, r22, r21
fadd32           r23, r20, r22.neg
fadd32           r24, r20, r23.neg
fadd32           r22, r22, r24.neg
fadd32           r21, r21, r23.neg
fadd32           r21, r22, r21
fadd32           r19, r19, r21
fadd32           r16, r19, r16
fmul32           r19, r14l, 1.0
fmul32           r21, r17l, 1.0
fmul32           r22, r19, r21
fmadd32          r19, r19, r21, r22.neg
fadd32           r21, r20, r22
fadd32           r23, r21, r20.neg
fadd32           r24, r21, r23.neg
fadd32           r20, r20, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r20, r20, r22
fadd32           r16, r16, r20
fadd32           r16, r16, r19
fmul32           r19, r14h, 1.0
fmul32           r17, r17h, 1.0
fmul32           r20, r19, r17
fmadd32          r17, r19, r17, r20.neg
fadd32           r19, r21, r20
fadd32           r22, r19, r21.neg
fadd32           r23, r19, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r20, r20, r22.neg
fadd32           r20, r21, r20
fadd32           r16, r16, r20
fadd32           r16, r16, r17
fmul32           r17, r15l, 1.0
fmul32           r20, r18l, 1.0
fmul32           r21, r17, r20
fmadd32          r17, r17, r20, r21.neg
fadd32           r20, r19, r21
fadd32           r22, r20, r19.neg
fadd32           r23, r20, r22.neg
fadd32           r19, r19, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r19, r19, r21
fadd32           r16, r16, r19
fadd32           r16, r16, r17
fmul32           r17, r10l, 1.0
fmul32           r18, r18h, 1.0
fmul32           r19, r17, r18
fmadd32          r17, r17, r18, r19.neg
fadd32           r18, r20, r19
fadd32           r21, r18, r20.neg
fadd32           r22, r18, r21.neg
fadd32           r20, r20, r22.neg
fadd32           r19, r19, r21.neg
fadd32           r19, r20, r19
fadd32           r16, r16, r19
fadd32           r16, r16, r17
fadd32           r16, r18, r16
fadd32           r17, r18, r18.neg
fcmpsel          eq, r16, r17, 0.0, r16, r18
fmul32           r10h, r16, 1.0
iadd             r16, r12, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r2l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r15h, r16
iadd             r16, r12, 2
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
mov              r17, r2l
icmp_ballot      r18, ugt, 1, 0
and              r19, r16, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r16, r18, 0, 32, r16
simd_shuffle     r18, r17, 0
icmpsel          ueq, r18, r16, 0, r18, r17
simd_shuffle     r19, r17, 1
icmpsel          ueq, r18, r16, 1, r19, r18
simd_shuffle     r19, r17, 2
icmpsel          ueq, r18, r16, 2, r19, r18
simd_shuffle     r19, r17, 3
icmpsel          ueq, r18, r16, 3, r19, r18
simd_shuffle     r19, r17, 4
icmpsel          ueq, r18, r16, 4, r19, r18
simd_shuffle     r19, r17, 5
icmpsel          ueq, r18, r16, 5, r19, r18
simd_shuffle     r19, r17, 6
icmpsel          ueq, r18, r16, 6, r19, r18
simd_shuffle     r19, r17, 7
icmpsel          ueq, r18, r16, 7, r19, r18
simd_shuffle     r19, r17, 8
icmpsel          ueq, r18, r16, 8, r19, r18
simd_shuffle     r19, r17, 9
icmpsel          ueq, r18, r16, 9, r19, r18
simd_shuffle     r19, r17, 10
icmpsel          ueq, r18, r16, 10, r19, r18
simd_shuffle     r19, r17, 11
icmpsel          ueq, r18, r16, 11, r19, r18
simd_shuffle     r19, r17, 12
icmpsel          ueq, r18, r16, 12, r19, r18
simd_shuffle     r19, r17, 13
icmpsel          ueq, r18, r16, 13, r19, r18
simd_shuffle     r19, r17, 14
icmpsel          ueq, r18, r16, 14, r19, r18
simd_shuffle     r19, r17, 15
icmpsel          ueq, r18, r16, 15, r19, r18
simd_shuffle     r19, r17, 16
icmpsel          ueq, r18, r16, 16, r19, r18
simd_shuffle     r19, r17, 17
icmpsel          ueq, r18, r16, 17, r19, r18
simd_shuffle     r19, r17, 18
icmpsel          ueq, r18, r16, 18, r19, r18
simd_shuffle     r19, r17, 19
icmpsel          ueq, r18, r16, 19, r19, r18
simd_shuffle     r19, r17, 20
icmpsel          ueq, r18, r16, 20, r19, r18
simd_shuffle     r19, r17, 21
icmpsel          ueq, r18, r16, 21, r19, r18
simd_shuffle     r19, r17, 22
icmpsel          ueq, r18, r16, 22, r19, r18
simd_shuffle     r19, r17, 23
icmpsel          ueq, r18, r16, 23, r19, r18
simd_shuffle     r19, r17, 24
icmpsel          ueq, r18, r16, 24, r19, r18
simd_shuffle     r19, r17, 25
icmpsel          ueq, r18, r16, 25, r19, r18
simd_shuffle     r19, r17, 26
icmpsel          ueq, r18, r16, 26, r19, r18
simd_shuffle     r19, r17, 27
icmpsel          ueq, r18, r16, 27, r19, r18
simd_shuffle     r19, r17, 28
icmpsel          ueq, r18, r16, 28, r19, r18
simd_shuffle     r19, r17, 29
icmpsel          ueq, r18, r16, 29, r19, r18
simd_shuffle     r19, r17, 30
icmpsel          ueq, r18, r16, 30, r19, r18
simd_shuffle     r17, r17, 31
icmpsel          ueq, r16, r16, 31, r17, r18
mov              r16l, r16
iadd             r17, r12, 4
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r2l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r16h, r17
iadd             r17, r12, 6
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
mov              r18, r2l
icmp_ballot      r19, ugt, 1, 0
and              r20, r17, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r17, r19, 0, 32, r17
simd_shuffle     r19, r18, 0
icmpsel          ueq, r19, r17, 0, r19, r18
simd_shuffle     r20, r18, 1
icmpsel          ueq, r19, r17, 1, r20, r19
simd_shuffle     r20, r18, 2
icmpsel          ueq, r19, r17, 2, r20, r19
simd_shuffle     r20, r18, 3
icmpsel          ueq, r19, r17, 3, r20, r19
simd_shuffle     r20, r18, 4
icmpsel          ueq, r19, r17, 4, r20, r19
simd_shuffle     r20, r18, 5
icmpsel          ueq, r19, r17, 5, r20, r19
simd_shuffle     r20, r18, 6
icmpsel          ueq, r19, r17, 6, r20, r19
simd_shuffle     r20, r18, 7
icmpsel          ueq, r19, r17, 7, r20, r19
simd_shuffle     r20, r18, 8
icmpsel          ueq, r19, r17, 8, r20, r19
simd_shuffle     r20, r18, 9
icmpsel          ueq, r19, r17, 9, r20, r19
simd_shuffle     r20, r18, 10
icmpsel          ueq, r19, r17, 10, r20, r19
simd_shuffle     r20, r18, 11
icmpsel          ueq, r19, r17, 11, r20, r19
simd_shuffle     r20, r18, 12
icmpsel          ueq, r19, r17, 12, r20, r19
simd_shuffle     r20, r18, 13
icmpsel          ueq, r19, r17, 13, r20, r19
simd_shuffle     r20, r18, 14
icmpsel          ueq, r19, r17, 14, r20, r19
simd_shuffle     r20, r18, 15
icmpsel          ueq, r19, r17, 15, r20, r19
simd_shuffle     r20, r18, 16
icmpsel          ueq, r19, r17, 16, r20, r19
simd_shuffle     r20, r18, 17
icmpsel          ueq, r19, r17, 17, r20, r19
simd_shuffle     r20, r18, 18
icmpsel          ueq, r19, r17, 18, r20, r19
simd_shuffle     r20, r18, 19
icmpsel          ueq, r19, r17, 19, r20, r19
simd_shuffle     r20, r18, 20
icmpsel          ueq, r19, r17, 20, r20, r19
simd_shuffle     r20, r18, 21
icmpsel          ueq, r19, r17, 21, r20, r19
simd_shuffle     r20, r18, 22
icmpsel          ueq, r19, r17, 22, r20, r19
simd_shuffle     r20, r18, 23
icmpsel          ueq, r19, r17, 23, r20, r19
simd_shuffle     r20, r18, 24
icmpsel          ueq, r19, r17, 24, r20, r19
simd_shuffle     r20, r18, 25
icmpsel          ueq, r19, r17, 25, r20, r19
simd_shuffle     r20, r18, 26
icmpsel          ueq, r19, r17, 26, r20, r19
simd_shuffle     r20, r18, 27
icmpsel          ueq, r19, r17, 27, r20, r19
simd_shuffle     r20, r18, 28
icmpsel          ueq, r19, r17, 28, r20, r19
simd_shuffle     r20, r18, 29
icmpsel          ueq, r19, r17, 29, r20, r19
simd_shuffle     r20, r18, 30
icmpsel          ueq, r19, r17, 30, r20, r19
simd_shuffle     r18, r18, 31
icmpsel          ueq, r17, r17, 31, r18, r19
mov              r17l, r17
iadd             r18, r12, 16
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r2l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r17h, r18
iadd             r18, r12, 18
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
mov              r19, r2l
icmp_ballot      r20, ugt, 1, 0
and              r21, r18, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r18, r20, 0, 32, r18
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r18, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r18, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r18, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r18, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r18, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r18, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r18, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r18, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r18, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r18, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r18, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r18, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r18, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r18, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r18, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r18, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r18, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r18, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r18, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r18, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r18, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r18, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r18, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r18, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r18, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r18, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r18, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r18, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r18, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r18, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r18, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r18, r18, 31, r19, r20
mov              r18l, r18
iadd             r19, r12, 20
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
mov              r20, r2l
icmp_ballot      r21, ugt, 1, 0
and              r22, r19, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r19, r21, 0, 32, r19
simd_shuffle     r21, r20, 0
icmpsel          ueq, r21, r19, 0, r21, r20
simd_shuffle     r22, r20, 1
icmpsel          ueq, r21, r19, 1, r22, r21
simd_shuffle     r22, r20, 2
icmpsel          ueq, r21, r19, 2, r22, r21
simd_shuffle     r22, r20, 3
icmpsel          ueq, r21, r19, 3, r22, r21
simd_shuffle     r22, r20, 4
icmpsel          ueq, r21, r19, 4, r22, r21
simd_shuffle     r22, r20, 5
icmpsel          ueq, r21, r19, 5, r22, r21
simd_shuffle     r22, r20, 6
icmpsel          ueq, r21, r19, 6, r22, r21
simd_shuffle     r22, r20, 7
icmpsel          ueq, r21, r19, 7, r22, r21
simd_shuffle     r22, r20, 8
icmpsel          ueq, r21, r19, 8, r22, r21
simd_shuffle     r22, r20, 9
icmpsel          ueq, r21, r19, 9, r22, r21
simd_shuffle     r22, r20, 10
icmpsel          ueq, r21, r19, 10, r22, r21
simd_shuffle     r22, r20, 11
icmpsel          ueq, r21, r19, 11, r22, r21
simd_shuffle     r22, r20, 12
icmpsel          ueq, r21, r19, 12, r22, r21
simd_shuffle     r22, r20, 13
icmpsel          ueq, r21, r19, 13, r22, r21
simd_shuffle     r22, r20, 14
icmpsel          ueq, r21, r19, 14, r22, r21
simd_shuffle     r22, r20, 15
icmpsel          ueq, r21, r19, 15, r22, r21
simd_shuffle     r22, r20, 16
icmpsel          ueq, r21, r19, 16, r22, r21
simd_shuffle     r22, r20, 17
icmpsel          ueq, r21, r19, 17, r22, r21
simd_shuffle     r22, r20, 18
icmpsel          ueq, r21, r19, 18, r22, r21
simd_shuffle     r22, r20, 19
icmpsel          ueq, r21, r19, 19, r22, r21
simd_shuffle     r22, r20, 20
icmpsel          ueq, r21, r19, 20, r22, r21
simd_shuffle     r22, r20, 21
icmpsel          ueq, r21, r19, 21, r22, r21
simd_shuffle     r22, r20, 22
icmpsel          ueq, r21, r19, 22, r22, r21
simd_shuffle     r22, r20, 23
icmpsel          ueq, r21, r19, 23, r22, r21
simd_shuffle     r22, r20, 24
icmpsel          ueq, r21, r19, 24, r22, r21
simd_shuffle     r22, r20, 25
icmpsel          ueq, r21, r19, 25, r22, r21
simd_shuffle     r22, r20, 26
icmpsel          ueq, r21, r19, 26, r22, r21
simd_shuffle     r22, r20, 27
icmpsel          ueq, r21, r19, 27, r22, r21
simd_shuffle     r22, r20, 28
icmpsel          ueq, r21, r19, 28, r22, r21
simd_shuffle     r22, r20, 29
icmpsel          ueq, r21, r19, 29, r22, r21
simd_shuffle     r22, r20, 30
icmpsel          ueq, r21, r19, 30, r22, r21
simd_shuffle     r20, r20, 31
icmpsel          ueq, r19, r19, 31, r20, r21
mov              r18h, r19
iadd             r12, r12, 22
mov_imm          r19, 65535, 0b0
and              r12, r12, r19
and              r12, r12, 31
mov              r19, r2l
icmp_ballot      r20, ugt, 1, 0
and              r21, r12, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r12, r20, 0, 32, r12
simd_shuffle     r20, r19, 0
icmpsel          ueq, r20, r12, 0, r20, r19
simd_shuffle     r21, r19, 1
icmpsel          ueq, r20, r12, 1, r21, r20
simd_shuffle     r21, r19, 2
icmpsel          ueq, r20, r12, 2, r21, r20
simd_shuffle     r21, r19, 3
icmpsel          ueq, r20, r12, 3, r21, r20
simd_shuffle     r21, r19, 4
icmpsel          ueq, r20, r12, 4, r21, r20
simd_shuffle     r21, r19, 5
icmpsel          ueq, r20, r12, 5, r21, r20
simd_shuffle     r21, r19, 6
icmpsel          ueq, r20, r12, 6, r21, r20
simd_shuffle     r21, r19, 7
icmpsel          ueq, r20, r12, 7, r21, r20
simd_shuffle     r21, r19, 8
icmpsel          ueq, r20, r12, 8, r21, r20
simd_shuffle     r21, r19, 9
icmpsel          ueq, r20, r12, 9, r21, r20
simd_shuffle     r21, r19, 10
icmpsel          ueq, r20, r12, 10, r21, r20
simd_shuffle     r21, r19, 11
icmpsel          ueq, r20, r12, 11, r21, r20
simd_shuffle     r21, r19, 12
icmpsel          ueq, r20, r12, 12, r21, r20
simd_shuffle     r21, r19, 13
icmpsel          ueq, r20, r12, 13, r21, r20
simd_shuffle     r21, r19, 14
icmpsel          ueq, r20, r12, 14, r21, r20
simd_shuffle     r21, r19, 15
icmpsel          ueq, r20, r12, 15, r21, r20
simd_shuffle     r21, r19, 16
icmpsel          ueq, r20, r12, 16, r21, r20
simd_shuffle     r21, r19, 17
icmpsel          ueq, r20, r12, 17, r21, r20
simd_shuffle     r21, r19, 18
icmpsel          ueq, r20, r12, 18, r21, r20
simd_shuffle     r21, r19, 19
icmpsel          ueq, r20, r12, 19, r21, r20
simd_shuffle     r21, r19, 20
icmpsel          ueq, r20, r12, 20, r21, r20
simd_shuffle     r21, r19, 21
icmpsel          ueq, r20, r12, 21, r21, r20
simd_shuffle     r21, r19, 22
icmpsel          ueq, r20, r12, 22, r21, r20
simd_shuffle     r21, r19, 23
icmpsel          ueq, r20, r12, 23, r21, r20
simd_shuffle     r21, r19, 24
icmpsel          ueq, r20, r12, 24, r21, r20
simd_shuffle     r21, r19, 25
icmpsel          ueq, r20, r12, 25, r21, r20
simd_shuffle     r21, r19, 26
icmpsel          ueq, r20, r12, 26, r21, r20
simd_shuffle     r21, r19, 27
icmpsel          ueq, r20, r12, 27, r21, r20
simd_shuffle     r21, r19, 28
icmpsel          ueq, r20, r12, 28, r21, r20
simd_shuffle     r21, r19, 29
icmpsel          ueq, r20, r12, 29, r21, r20
simd_shuffle     r21, r19, 30
icmpsel          ueq, r20, r12, 30, r21, r20
simd_shuffle     r19, r19, 31
icmpsel          ueq, r12, r12, 31, r19, r20
mov              r12l, r12
mov_imm          r19, 1065353216, 0b0
mov_imm          r20, 1065353216, 0b0
fmul32           r21, r19, r20
fmadd32          r19, r19, r20, r21.neg
fadd32           r20, 0.0, r21
fmul32           r21, r2h, 1.0
fmul32           r22, r15h, 1.0
fmul32           r23, r21, r22
fmadd32          r21, r21, r22, r23.neg
fadd32           r22, r20, r23
fadd32           r24, r22, r20.neg
fadd32           r25, r22, r24.neg
fadd32           r20, r20, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r20, r20, r23
fadd32           r19, r19, r20
fadd32           r19, r19, r21
fmul32           r20, r7h, 1.0
fmul32           r21, r16l, 1.0
fmul32           r23, r20, r21
fmadd32          r20, r20, r21, r23.neg
fadd32           r21, r22, r23
fadd32           r24, r21, r22.neg
fadd32           r25, r21, r24.neg
fadd32           r22, r22, r25.neg
fadd32           r23, r23, r24.neg
fadd32           r22, r22, r23
fadd32           r19, r19, r22
fadd32           r19, r19, r20
fmul32           r20, r13l, 1.0
fmul32           r16, r16h, 1.0
fmul32           r22, r20, r16
fmadd32          r16, r20, r16, r22.neg
fadd32           r20, r21, r22
fadd32           r23, r20, r21.neg
fadd32           r24, r20, r23.neg
fadd32           r21, r21, r24.neg
fadd32           r22, r22, r23.neg
fadd32           r21, r21, r22
fadd32           r19, r19, r21
fadd32           r16, r19, r16
fmul32           r13, r13h, 1.0
fmul32           r19, r17l, 1.0
fmul32           r21, r13, r19
fmadd32          r13, r13, r19, r21.neg
fadd32           r19, r20, r21
fadd32           r22, r19, r20.neg
fadd32           r23, r19, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r21, r21, r22.neg
fadd32           r20, r20, r21
fadd32           r16, r16, r20
fadd32           r13, r16, r13
fmul32           r16, r14l, 1.0
fmul32           r17, r17h, 1.0
fmul32           r20, r16, r17
fmadd32          r16, r16, r17, r20.neg
fadd32           r17, r19, r20
fadd32           r21, r17, r19.neg
fadd32           r22, r17, r21.neg
fadd32           r19, r19, r22.neg
fadd32           r20, r20, r21.neg
fadd32           r19, r19, r20
fadd32           r13, r13, r19
fadd32           r13, r13, r16
fmul32           r14, r14h, 1.0
fmul32           r16, r18l, 1.0
fmul32           r19, r14, r16
fmadd32          r14, r14, r16, r19.neg
fadd32           r16, r17, r19
fadd32           r20, r16, r17.neg
fadd32           r21, r16, r20.neg
fadd32           r17, r17, r21.neg
fadd32           r19, r19, r20.neg
fadd32           r17, r17, r19
fadd32           r13, r13, r17
fadd32           r13, r13, r14
fmul32           r14, r15l, 1.0
fmul32           r15, r18h, 1.0
fmul32           r17, r14, r15
fmadd32          r14, r14, r15, r17.neg
fadd32           r15, r16, r17
fadd32           r18, r15, r16.neg
fadd32           r19, r15, r18.neg
fadd32           r16, r16, r19.neg
fadd32           r17, r17, r18.neg
fadd32           r16, r16, r17
fadd32           r13, r13, r16
fadd32           r13, r13, r14
fmul32           r14, r10l, 1.0
fmul32           r12, r12l, 1.0
fmul32           r16, r14, r12
fmadd32          r12, r14, r12, r16.neg
fadd32           r14, r15, r16
fadd32           r17, r14, r15.neg
fadd32           r18, r14, r17.neg
fadd32           r15, r15, r18.neg
fadd32           r16, r16, r17.neg
fadd32           r15, r15, r16
fadd32           r13, r13, r15
fadd32           r12, r13, r12
fadd32           r12, r14, r12
fadd32           r13, r14, r14.neg
fcmpsel          eq, r12, r13, 0.0, r12, r14
fmul32           r2h, r12, 1.0
mov_imm          r12, 1, 0b0
mov_imm          r13, 0, 0b0
and              r12, r12, 63
isub             r13, r12, 32
isub             r14, 32, r12
bfi              r9, 0, r9, r12
bfeil            r14, 0, r8, r14
bfi              r13, 0, r8, r13
or               r9, r9, r14
or               r9, r9, r13
bfi              r8, 0, r8, r12
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
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
mov              r12, u14
mov              r13, u15
iadd             r8_r9, r12_r13, r8_r9
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r5
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r6
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 14, 0b0
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
iadd             r18_r19, r20_r21, r18_r19
mov_imm          r20, 2, 0b0
mov_imm          r21, 0, 0b0
imadd            r22_r23, r18, r20, 0
imadd            r18, r18, r21, 0
imadd            r18, r19, r20, r18
mov              r19, r22
mov              r20, r23
iadd             r18, r20, r18
xor              r18l, r18l, r19l
xor              r19l, r19l, r18l
xor              r18l, r18l, r19l
xor              r18h, r18h, r19h
xor              r19h, r19h, r18h
xor              r18h, r18h, r19h
iadd             r18_r19, r8_r9, r18_r19
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
iadd             r16_r17, r16_r17, r20_r21
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 14, 0b0
mov_imm          r17, 0, 0b0
imadd            r20_r21, r14, r16, 0
imadd            r14, r14, r17, 0
imadd            r14, r15, r16, r14
mov              r15, r20
mov              r16, r21
iadd             r14, r16, r14
xor              r14l, r14l, r15l
xor              r15l, r15l, r14l
xor              r14l, r14l, r15l
xor              r14h, r14h, r15h
xor              r15h, r15h, r14h
xor              r14h, r14h, r15h
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 2, 0b0
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
iadd             r8_r9, r8_r9, r12_r13
device_store     0, i16, x, r10h, r18_r19, 0, unsigned, 0
device_store     0, i16, x, r2h, r8_r9, 0, unsigned, 0
fmul32           r7, r7l, 1.0
fmul32           r8, r2l, 1.0
fmul32           r9, r10h, 1.0
fmul32           r2, r2h, 1.0
and              r10, r5, 4
bfeil            r12, 0, r5, 1
and              r12, r12, 1
or               r10, r10, r12
bfi              r10, 0, r10, 2
and              r12, r5, 1
bfi              r12, 0, r12, 1
iadd             r10, r10, r12
and              r12, r6, 4
bfi              r12, 0, r12, 1
bfeil            r13, 0, r6, 1
and              r13, r13, 1
iadd             r12, r12, r13
iadd             r13, r10, 0
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r13, r14, 0, 32, r13
simd_shuffle     r14, r7, 0
icmpsel          ueq, r14, r13, 0, r14, r7
simd_shuffle     r15, r7, 1
icmpsel          ueq, r14, r13, 1, r15, r14
simd_shuffle     r15, r7, 2
icmpsel          ueq, r14, r13, 2, r15, r14
simd_shuffle     r15, r7, 3
icmpsel          ueq, r14, r13, 3, r15, r14
simd_shuffle     r15, r7, 4
icmpsel          ueq, r14, r13, 4, r15, r14
simd_shuffle     r15, r7, 5
icmpsel          ueq, r14, r13, 5, r15, r14
simd_shuffle     r15, r7, 6
icmpsel          ueq, r14, r13, 6, r15, r14
simd_shuffle     r15, r7, 7
icmpsel          ueq, r14, r13, 7, r15, r14
simd_shuffle     r15, r7, 8
icmpsel          ueq, r14, r13, 8, r15, r14
simd_shuffle     r15, r7, 9
icmpsel          ueq, r14, r13, 9, r15, r14
simd_shuffle     r15, r7, 10
icmpsel          ueq, r14, r13, 10, r15, r14
simd_shuffle     r15, r7, 11
icmpsel          ueq, r14, r13, 11, r15, r14
simd_shuffle     r15, r7, 12
icmpsel          ueq, r14, r13, 12, r15, r14
simd_shuffle     r15, r7, 13
icmpsel          ueq, r14, r13, 13, r15, r14
simd_shuffle     r15, r7, 14
icmpsel          ueq, r14, r13, 14, r15, r14
simd_shuffle     r15, r7, 15
icmpsel          ueq, r14, r13, 15, r15, r14
simd_shuffle     r15, r7, 16
icmpsel          ueq, r14, r13, 16, r15, r14
simd_shuffle     r15, r7, 17
icmpsel          ueq, r14, r13, 17, r15, r14
simd_shuffle     r15, r7, 18
icmpsel          ueq, r14, r13, 18, r15, r14
simd_shuffle     r15, r7, 19
icmpsel          ueq, r14, r13, 19, r15, r14
simd_shuffle     r15, r7, 20
icmpsel          ueq, r14, r13, 20, r15, r14
simd_shuffle     r15, r7, 21
icmpsel          ueq, r14, r13, 21, r15, r14
simd_shuffle     r15, r7, 22
icmpsel          ueq, r14, r13, 22, r15, r14
simd_shuffle     r15, r7, 23
icmpsel          ueq, r14, r13, 23, r15, r14
simd_shuffle     r15, r7, 24
icmpsel          ueq, r14, r13, 24, r15, r14
simd_shuffle     r15, r7, 25
icmpsel          ueq, r14, r13, 25, r15, r14
simd_shuffle     r15, r7, 26
icmpsel          ueq, r14, r13, 26, r15, r14
simd_shuffle     r15, r7, 27
icmpsel          ueq, r14, r13, 27, r15, r14
simd_shuffle     r15, r7, 28
icmpsel          ueq, r14, r13, 28, r15, r14
simd_shuffle     r15, r7, 29
icmpsel          ueq, r14, r13, 29, r15, r14
simd_shuffle     r15, r7, 30
icmpsel          ueq, r14, r13, 30, r15, r14
simd_shuffle     r15, r7, 31
icmpsel          ueq, r13, r13, 31, r15, r14
iadd             r14, r10, 0
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
icmp_ballot      r15, ugt, 1, 0
and              r16, r14, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, 32, r14
simd_shuffle     r15, r8, 0
icmpsel          ueq, r15, r14, 0, r15, r8
simd_shuffle     r16, r8, 1
icmpsel          ueq, r15, r14, 1, r16, r15
simd_shuffle     r16, r8, 2
icmpsel          ueq, r15, r14, 2, r16, r15
simd_shuffle     r16, r8, 3
icmpsel          ueq, r15, r14, 3, r16, r15
simd_shuffle     r16, r8, 4
icmpsel          ueq, r15, r14, 4, r16, r15
simd_shuffle     r16, r8, 5
icmpsel          ueq, r15, r14, 5, r16, r15
simd_shuffle     r16, r8, 6
icmpsel          ueq, r15, r14, 6, r16, r15
simd_shuffle     r16, r8, 7
icmpsel          ueq, r15, r14, 7, r16, r15
simd_shuffle     r16, r8, 8
icmpsel          ueq, r15, r14, 8, r16, r15
simd_shuffle     r16, r8, 9
icmpsel          ueq, r15, r14, 9, r16, r15
simd_shuffle     r16, r8, 10
icmpsel          ueq, r15, r14, 10, r16, r15
simd_shuffle     r16, r8, 11
icmpsel          ueq, r15, r14, 11, r16, r15
simd_shuffle     r16, r8, 12
icmpsel          ueq, r15, r14, 12, r16, r15
simd_shuffle     r16, r8, 13
icmpsel          ueq, r15, r14, 13, r16, r15
simd_shuffle     r16, r8, 14
icmpsel          ueq, r15, r14, 14, r16, r15
simd_shuffle     r16, r8, 15
icmpsel          ueq, r15, r14, 15, r16, r15
simd_shuffle     r16, r8, 16
icmpsel          ueq, r15, r14, 16, r16, r15
simd_shuffle     r16, r8, 17
icmpsel          ueq, r15, r14, 17, r16, r15
simd_shuffle     r16, r8, 18
icmpsel          ueq, r15, r14, 18, r16, r15
simd_shuffle     r16, r8, 19
icmpsel          ueq, r15, r14, 19, r16, r15
simd_shuffle     r16, r8, 20
icmpsel          ueq, r15, r14, 20, r16, r15
simd_shuffle     r16, r8, 21
icmpsel          ueq, r15, r14, 21, r16, r15
simd_shuffle     r16, r8, 22
icmpsel          ueq, r15, r14, 22, r16, r15
simd_shuffle     r16, r8, 23
icmpsel          ueq, r15, r14, 23, r16, r15
simd_shuffle     r16, r8, 24
icmpsel          ueq, r15, r14, 24, r16, r15
simd_shuffle     r16, r8, 25
icmpsel          ueq, r15, r14, 25, r16, r15
simd_shuffle     r16, r8, 26
icmpsel          ueq, r15, r14, 26, r16, r15
simd_shuffle     r16, r8, 27
icmpsel          ueq, r15, r14, 27, r16, r15
simd_shuffle     r16, r8, 28
icmpsel          ueq, r15, r14, 28, r16, r15
simd_shuffle     r16, r8, 29
icmpsel          ueq, r15, r14, 29, r16, r15
simd_shuffle     r16, r8, 30
icmpsel          ueq, r15, r14, 30, r16, r15
simd_shuffle     r16, r8, 31
icmpsel          ueq, r14, r14, 31, r16, r15
iadd             r15, r10, 1
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
icmp_ballot      r16, ugt, 1, 0
and              r17, r15, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r15, r16, 0, 32, r15
simd_shuffle     r16, r7, 0
icmpsel          ueq, r16, r15, 0, r16, r7
simd_shuffle     r17, r7, 1
icmpsel          ueq, r16, r15, 1, r17, r16
simd_shuffle     r17, r7, 2
icmpsel          ueq, r16, r15, 2, r17, r16
simd_shuffle     r17, r7, 3
icmpsel          ueq, r16, r15, 3, r17, r16
simd_shuffle     r17, r7, 4
icmpsel          ueq, r16, r15, 4, r17, r16
simd_shuffle     r17, r7, 5
icmpsel          ueq, r16, r15, 5, r17, r16
simd_shuffle     r17, r7, 6
icmpsel          ueq, r16, r15, 6, r17, r16
simd_shuffle     r17, r7, 7
icmpsel          ueq, r16, r15, 7, r17, r16
simd_shuffle     r17, r7, 8
icmpsel          ueq, r16, r15, 8, r17, r16
simd_shuffle     r17, r7, 9
icmpsel          ueq, r16, r15, 9, r17, r16
simd_shuffle     r17, r7, 10
icmpsel          ueq, r16, r15, 10, r17, r16
simd_shuffle     r17, r7, 11
icmpsel          ueq, r16, r15, 11, r17, r16
simd_shuffle     r17, r7, 12
icmpsel          ueq, r16, r15, 12, r17, r16
simd_shuffle     r17, r7, 13
icmpsel          ueq, r16, r15, 13, r17, r16
simd_shuffle     r17, r7, 14
icmpsel          ueq, r16, r15, 14, r17, r16
simd_shuffle     r17, r7, 15
icmpsel          ueq, r16, r15, 15, r17, r16
simd_shuffle     r17, r7, 16
icmpsel          ueq, r16, r15, 16, r17, r16
simd_shuffle     r17, r7, 17
icmpsel          ueq, r16, r15, 17, r17, r16
simd_shuffle     r17, r7, 18
icmpsel          ueq, r16, r15, 18, r17, r16
simd_shuffle     r17, r7, 19
icmpsel          ueq, r16, r15, 19, r17, r16
simd_shuffle     r17, r7, 20
icmpsel          ueq, r16, r15, 20, r17, r16
simd_shuffle     r17, r7, 21
icmpsel          ueq, r16, r15, 21, r17, r16
simd_shuffle     r17, r7, 22
icmpsel          ueq, r16, r15, 22, r17, r16
simd_shuffle     r17, r7, 23
icmpsel          ueq, r16, r15, 23, r17, r16
simd_shuffle     r17, r7, 24
icmpsel          ueq, r16, r15, 24, r17, r16
simd_shuffle     r17, r7, 25
icmpsel          ueq, r16, r15, 25, r17, r16
simd_shuffle     r17, r7, 26
icmpsel          ueq, r16, r15, 26, r17, r16
simd_shuffle     r17, r7, 27
icmpsel          ueq, r16, r15, 27, r17, r16
simd_shuffle     r17, r7, 28
icmpsel          ueq, r16, r15, 28, r17, r16
simd_shuffle     r17, r7, 29
icmpsel          ueq, r16, r15, 29, r17, r16
simd_shuffle     r17, r7, 30
icmpsel          ueq, r16, r15, 30, r17, r16
simd_shuffle     r17, r7, 31
icmpsel          ueq, r15, r15, 31, r17, r16
iadd             r16, r10, 1
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
simd_shuffle     r17, r8, 0
icmpsel          ueq, r17, r16, 0, r17, r8
simd_shuffle     r18, r8, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r8, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r8, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r8, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r8, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r8, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r8, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r8, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r8, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r8, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r8, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r8, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r8, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r8, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r8, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r8, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r8, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r8, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r8, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r8, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r8, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r8, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r8, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r8, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r8, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r8, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r8, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r8, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r8, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r8, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r8, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r17, r10, 8
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r7, 0
icmpsel          ueq, r18, r17, 0, r18, r7
simd_shuffle     r19, r7, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r7, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r7, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r7, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r7, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r7, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r7, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r7, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r7, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r7, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r7, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r7, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r7, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r7, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r7, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r7, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r7, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r7, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r7, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r7, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r7, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r7, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r7, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r7, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r7, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r7, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r7, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r7, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r7, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r7, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r7, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r10, 8
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r8, 0
icmpsel          ueq, r19, r18, 0, r19, r8
simd_shuffle     r20, r8, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r8, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r8, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r8, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r8, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r8, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r8, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r8, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r8, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r8, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r8, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r8, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r8, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r8, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r8, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r8, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r8, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r8, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r8, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r8, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r8, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r8, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r8, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r8, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r8, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r8, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r8, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r8, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r8, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r8, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r8, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r10, 9
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r7, 0
icmpsel          ueq, r20, r19, 0, r20, r7
simd_shuffle     r21, r7, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r7, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r7, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r7, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r7, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r7, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r7, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r7, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r7, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r7, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r7, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r7, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r7, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r7, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r7, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r7, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r7, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r7, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r7, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r7, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r7, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r7, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r7, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r7, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r7, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r7, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r7, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r7, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r7, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r7, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r7, r7, 31
icmpsel          ueq, r7, r19, 31, r7, r20
iadd             r10, r10, 9
mov_imm          r19, 65535, 0b0
and              r10, r10, r19
and              r10, r10, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r10, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r10, r19, 0, 32, r10
simd_shuffle     r19, r8, 0
icmpsel          ueq, r19, r10, 0, r19, r8
simd_shuffle     r20, r8, 1
icmpsel          ueq, r19, r10, 1, r20, r19
simd_shuffle     r20, r8, 2
icmpsel          ueq, r19, r10, 2, r20, r19
simd_shuffle     r20, r8, 3
icmpsel          ueq, r19, r10, 3, r20, r19
simd_shuffle     r20, r8, 4
icmpsel          ueq, r19, r10, 4, r20, r19
simd_shuffle     r20, r8, 5
icmpsel          ueq, r19, r10, 5, r20, r19
simd_shuffle     r20, r8, 6
icmpsel          ueq, r19, r10, 6, r20, r19
simd_shuffle     r20, r8, 7
icmpsel          ueq, r19, r10, 7, r20, r19
simd_shuffle     r20, r8, 8
icmpsel          ueq, r19, r10, 8, r20, r19
simd_shuffle     r20, r8, 9
icmpsel          ueq, r19, r10, 9, r20, r19
simd_shuffle     r20, r8, 10
icmpsel          ueq, r19, r10, 10, r20, r19
simd_shuffle     r20, r8, 11
icmpsel          ueq, r19, r10, 11, r20, r19
simd_shuffle     r20, r8, 12
icmpsel          ueq, r19, r10, 12, r20, r19
simd_shuffle     r20, r8, 13
icmpsel          ueq, r19, r10, 13, r20, r19
simd_shuffle     r20, r8, 14
icmpsel          ueq, r19, r10, 14, r20, r19
simd_shuffle     r20, r8, 15
icmpsel          ueq, r19, r10, 15, r20, r19
simd_shuffle     r20, r8, 16
icmpsel          ueq, r19, r10, 16, r20, r19
simd_shuffle     r20, r8, 17
icmpsel          ueq, r19, r10, 17, r20, r19
simd_shuffle     r20, r8, 18
icmpsel          ueq, r19, r10, 18, r20, r19
simd_shuffle     r20, r8, 19
icmpsel          ueq, r19, r10, 19, r20, r19
simd_shuffle     r20, r8, 20
icmpsel          ueq, r19, r10, 20, r20, r19
simd_shuffle     r20, r8, 21
icmpsel          ueq, r19, r10, 21, r20, r19
simd_shuffle     r20, r8, 22
icmpsel          ueq, r19, r10, 22, r20, r19
simd_shuffle     r20, r8, 23
icmpsel          ueq, r19, r10, 23, r20, r19
simd_shuffle     r20, r8, 24
icmpsel          ueq, r19, r10, 24, r20, r19
simd_shuffle     r20, r8, 25
icmpsel          ueq, r19, r10, 25, r20, r19
simd_shuffle     r20, r8, 26
icmpsel          ueq, r19, r10, 26, r20, r19
simd_shuffle     r20, r8, 27
icmpsel          ueq, r19, r10, 27, r20, r19
simd_shuffle     r20, r8, 28
icmpsel          ueq, r19, r10, 28, r20, r19
simd_shuffle     r20, r8, 29
icmpsel          ueq, r19, r10, 29, r20, r19
simd_shuffle     r20, r8, 30
icmpsel          ueq, r19, r10, 30, r20, r19
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r10, 31, r8, r19
iadd             r10, r12, 0
mov_imm          r19, 65535, 0b0
and              r10, r10, r19
and              r10, r10, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r10, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r10, r19, 0, 32, r10
simd_shuffle     r19, r9, 0
icmpsel          ueq, r19, r10, 0, r19, r9
simd_shuffle     r20, r9, 1
icmpsel          ueq, r19, r10, 1, r20, r19
simd_shuffle     r20, r9, 2
icmpsel          ueq, r19, r10, 2, r20, r19
simd_shuffle     r20, r9, 3
icmpsel          ueq, r19, r10, 3, r20, r19
simd_shuffle     r20, r9, 4
icmpsel          ueq, r19, r10, 4, r20, r19
simd_shuffle     r20, r9, 5
icmpsel          ueq, r19, r10, 5, r20, r19
simd_shuffle     r20, r9, 6
icmpsel          ueq, r19, r10, 6, r20, r19
simd_shuffle     r20, r9, 7
icmpsel          ueq, r19, r10, 7, r20, r19
simd_shuffle     r20, r9, 8
icmpsel          ueq, r19, r10, 8, r20, r19
simd_shuffle     r20, r9, 9
icmpsel          ueq, r19, r10, 9, r20, r19
simd_shuffle     r20, r9, 10
icmpsel          ueq, r19, r10, 10, r20, r19
simd_shuffle     r20, r9, 11
icmpsel          ueq, r19, r10, 11, r20, r19
simd_shuffle     r20, r9, 12
icmpsel          ueq, r19, r10, 12, r20, r19
simd_shuffle     r20, r9, 13
icmpsel          ueq, r19, r10, 13, r20, r19
simd_shuffle     r20, r9, 14
icmpsel          ueq, r19, r10, 14, r20, r19
simd_shuffle     r20, r9, 15
icmpsel          ueq, r19, r10, 15, r20, r19
simd_shuffle     r20, r9, 16
icmpsel          ueq, r19, r10, 16, r20, r19
simd_shuffle     r20, r9, 17
icmpsel          ueq, r19, r10, 17, r20, r19
simd_shuffle     r20, r9, 18
icmpsel          ueq, r19, r10, 18, r20, r19
simd_shuffle     r20, r9, 19
icmpsel          ueq, r19, r10, 19, r20, r19
simd_shuffle     r20, r9, 20
icmpsel          ueq, r19, r10, 20, r20, r19
simd_shuffle     r20, r9, 21
icmpsel          ueq, r19, r10, 21, r20, r19
simd_shuffle     r20, r9, 22
icmpsel          ueq, r19, r10, 22, r20, r19
simd_shuffle     r20, r9, 23
icmpsel          ueq, r19, r10, 23, r20, r19
simd_shuffle     r20, r9, 24
icmpsel          ueq, r19, r10, 24, r20, r19
simd_shuffle     r20, r9, 25
icmpsel          ueq, r19, r10, 25, r20, r19
simd_shuffle     r20, r9, 26
icmpsel          ueq, r19, r10, 26, r20, r19
simd_shuffle     r20, r9, 27
icmpsel          ueq, r19, r10, 27, r20, r19
simd_shuffle     r20, r9, 28
icmpsel          ueq, r19, r10, 28, r20, r19
simd_shuffle     r20, r9, 29
icmpsel          ueq, r19, r10, 29, r20, r19
simd_shuffle     r20, r9, 30
icmpsel          ueq, r19, r10, 30, r20, r19
simd_shuffle     r20, r9, 31
icmpsel          ueq, r10, r10, 31, r20, r19
iadd             r19, r12, 2
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r9, 0
icmpsel          ueq, r20, r19, 0, r20, r9
simd_shuffle     r21, r9, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r9, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r9, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r9, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r9, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r9, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r9, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r9, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r9, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r9, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r9, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r9, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r9, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r9, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r9, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r9, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r9, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r9, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r9, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r9, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r9, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r9, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r9, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r9, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r9, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r9, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r9, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r9, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r9, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r9, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r9, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r12, 4
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r9, 0
icmpsel          ueq, r21, r20, 0, r21, r9
simd_shuffle     r22, r9, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r9, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r9, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r9, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r9, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r9, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r9, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r9, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r9, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r9, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r9, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r9, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r9, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r9, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r9, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r9, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r9, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r9, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r9, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r9, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r9, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r9, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r9, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r9, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r9, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r9, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r9, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r9, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r9, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r9, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r9, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r12, 6
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r9, 0
icmpsel          ueq, r22, r21, 0, r22, r9
simd_shuffle     r23, r9, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r9, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r9, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r9, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r9, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r9, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r9, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r9, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r9, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r9, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r9, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r9, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r9, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r9, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r9, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r9, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r9, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r9, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r9, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r9, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r9, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r9, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r9, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r9, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r9, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r9, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r9, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r9, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r9, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r9, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r9, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r12, 16
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r9, 0
icmpsel          ueq, r23, r22, 0, r23, r9
simd_shuffle     r24, r9, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r9, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r9, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r9, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r9, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r9, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r9, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r9, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r9, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r9, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r9, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r9, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r9, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r9, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r9, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r9, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r9, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r9, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r9, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r9, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r9, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r9, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r9, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r9, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r9, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r9, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r9, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r9, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r9, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r9, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r9, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r12, 18
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r9, 0
icmpsel          ueq, r24, r23, 0, r24, r9
simd_shuffle     r25, r9, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r9, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r9, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r9, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r9, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r9, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r9, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r9, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r9, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r9, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r9, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r9, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r9, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r9, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r9, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r9, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r9, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r9, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r9, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r9, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r9, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r9, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r9, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r9, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r9, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r9, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r9, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r9, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r9, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r9, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r9, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r12, 20
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r9, 0
icmpsel          ueq, r25, r24, 0, r25, r9
simd_shuffle     r26, r9, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r9, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r9, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r9, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r9, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r9, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r9, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r9, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r9, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r9, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r9, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r9, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r9, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r9, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r9, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r9, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r9, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r9, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r9, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r9, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r9, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r9, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r9, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r9, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r9, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r9, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r9, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r9, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r9, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r9, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r9, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r12, 22
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r9, 0
icmpsel          ueq, r26, r25, 0, r26, r9
simd_shuffle     r27, r9, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r9, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r9, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r9, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r9, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r9, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r9, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r9, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r9, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r9, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r9, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r9, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r9, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r9, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r9, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r9, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r9, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r9, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r9, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r9, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r9, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r9, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r9, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r9, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r9, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r9, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r9, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r9, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r9, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r9, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r9, r9, 31
icmpsel          ueq, r9, r25, 31, r9, r26
mov_imm          r25, 1065353216, 0b0
fmul32           r26, r11, r25
fmadd32          r11, r11, r25, r26.neg
fadd32           r25, 0.0, r26
fmul32           r26, r13, r10
fmadd32          r10, r13, r10, r26.neg
fadd32           r27, r25, r26
fadd32           r28, r27, r25.neg
fadd32           r29, r27, r28.neg
fadd32           r25, r25, r29.neg
fadd32           r26, r26, r28.neg
fadd32           r25, r25, r26
fadd32           r11, r11, r25
fadd32           r10, r11, r10
fmul32           r11, r14, r19
fmadd32          r19, r14, r19, r11.neg
fadd32           r25, r27, r11
fadd32           r26, r25, r27.neg
fadd32           r28, r25, r26.neg
fadd32           r27, r27, r28.neg
fadd32           r11, r11, r26.neg
fadd32           r11, r27, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r15, r20
fmadd32          r19, r15, r20, r11.neg
fadd32           r20, r25, r11
fadd32           r26, r20, r25.neg
fadd32           r27, r20, r26.neg
fadd32           r25, r25, r27.neg
fadd32           r11, r11, r26.neg
fadd32           r11, r25, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r16, r21
fmadd32          r19, r16, r21, r11.neg
fadd32           r21, r20, r11
fadd32           r25, r21, r20.neg
fadd32           r26, r21, r25.neg
fadd32           r20, r20, r26.neg
fadd32           r11, r11, r25.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r17, r22
fmadd32          r19, r17, r22, r11.neg
fadd32           r20, r21, r11
fadd32           r22, r20, r21.neg
fadd32           r25, r20, r22.neg
fadd32           r21, r21, r25.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r21, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r18, r23
fmadd32          r19, r18, r23, r11.neg
fadd32           r21, r20, r11
fadd32           r22, r21, r20.neg
fadd32           r23, r21, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r7, r24
fmadd32          r19, r7, r24, r11.neg
fadd32           r20, r21, r11
fadd32           r22, r20, r21.neg
fadd32           r23, r20, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r21, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r8, r9
fmadd32          r9, r8, r9, r11.neg
fadd32           r19, r20, r11
fadd32           r21, r19, r20.neg
fadd32           r22, r19, r21.neg
fadd32           r20, r20, r22.neg
fadd32           r11, r11, r21.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r9, r10, r9
fadd32           r9, r19, r9
fadd32           r10, r19, r19.neg
fcmpsel          eq, r9, r10, 0.0, r9, r19
iadd             r10, r12, 0
mov_imm          r11, 65535, 0b0
and              r10, r10, r11
and              r10, r10, 31
icmp_ballot      r11, ugt, 1, 0
and              r19, r10, 31
bfeil            r11, 0, r11, r19
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r2, 0
icmpsel          ueq, r11, r10, 0, r11, r2
simd_shuffle     r19, r2, 1
icmpsel          ueq, r11, r10, 1, r19, r11
simd_shuffle     r19, r2, 2
icmpsel          ueq, r11, r10, 2, r19, r11
simd_shuffle     r19, r2, 3
icmpsel          ueq, r11, r10, 3, r19, r11
simd_shuffle     r19, r2, 4
icmpsel          ueq, r11, r10, 4, r19, r11
simd_shuffle     r19, r2, 5
icmpsel          ueq, r11, r10, 5, r19, r11
simd_shuffle     r19, r2, 6
icmpsel          ueq, r11, r10, 6, r19, r11
simd_shuffle     r19, r2, 7
icmpsel          ueq, r11, r10, 7, r19, r11
simd_shuffle     r19, r2, 8
icmpsel          ueq, r11, r10, 8, r19, r11
simd_shuffle     r19, r2, 9
icmpsel          ueq, r11, r10, 9, r19, r11
simd_shuffle     r19, r2, 10
icmpsel          ueq, r11, r10, 10, r19, r11
simd_shuffle     r19, r2, 11
icmpsel          ueq, r11, r10, 11, r19, r11
simd_shuffle     r19, r2, 12
icmpsel          ueq, r11, r10, 12, r19, r11
simd_shuffle     r19, r2, 13
icmpsel          ueq, r11, r10, 13, r19, r11
simd_shuffle     r19, r2, 14
icmpsel          ueq, r11, r10, 14, r19, r11
simd_shuffle     r19, r2, 15
icmpsel          ueq, r11, r10, 15, r19, r11
simd_shuffle     r19, r2, 16
icmpsel          ueq, r11, r10, 16, r19, r11
simd_shuffle     r19, r2, 17
icmpsel          ueq, r11, r10, 17, r19, r11
simd_shuffle     r19, r2, 18
icmpsel          ueq, r11, r10, 18, r19, r11
simd_shuffle     r19, r2, 19
icmpsel          ueq, r11, r10, 19, r19, r11
simd_shuffle     r19, r2, 20
icmpsel          ueq, r11, r10, 20, r19, r11
simd_shuffle     r19, r2, 21
icmpsel          ueq, r11, r10, 21, r19, r11
simd_shuffle     r19, r2, 22
icmpsel          ueq, r11, r10, 22, r19, r11
simd_shuffle     r19, r2, 23
icmpsel          ueq, r11, r10, 23, r19, r11
simd_shuffle     r19, r2, 24
icmpsel          ueq, r11, r10, 24, r19, r11
simd_shuffle     r19, r2, 25
icmpsel          ueq, r11, r10, 25, r19, r11
simd_shuffle     r19, r2, 26
icmpsel          ueq, r11, r10, 26, r19, r11
simd_shuffle     r19, r2, 27
icmpsel          ueq, r11, r10, 27, r19, r11
simd_shuffle     r19, r2, 28
icmpsel          ueq, r11, r10, 28, r19, r11
simd_shuffle     r19, r2, 29
icmpsel          ueq, r11, r10, 29, r19, r11
simd_shuffle     r19, r2, 30
icmpsel          ueq, r11, r10, 30, r19, r11
simd_shuffle     r19, r2, 31
icmpsel          ueq, r10, r10, 31, r19, r11
iadd             r11, r12, 2
mov_imm          r19, 65535, 0b0
and              r11, r11, r19
and              r11, r11, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r11, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r11, r19, 0, 32, r11
simd_shuffle     r19, r2, 0
icmpsel          ueq, r19, r11, 0, r19, r2
simd_shuffle     r20, r2, 1
icmpsel          ueq, r19, r11, 1, r20, r19
simd_shuffle     r20, r2, 2
icmpsel          ueq, r19, r11, 2, r20, r19
simd_shuffle     r20, r2, 3
icmpsel          ueq, r19, r11, 3, r20, r19
simd_shuffle     r20, r2, 4
icmpsel          ueq, r19, r11, 4, r20, r19
simd_shuffle     r20, r2, 5
icmpsel          ueq, r19, r11, 5, r20, r19
simd_shuffle     r20, r2, 6
icmpsel          ueq, r19, r11, 6, r20, r19
simd_shuffle     r20, r2, 7
icmpsel          ueq, r19, r11, 7, r20, r19
simd_shuffle     r20, r2, 8
icmpsel          ueq, r19, r11, 8, r20, r19
simd_shuffle     r20, r2, 9
icmpsel          ueq, r19, r11, 9, r20, r19
simd_shuffle     r20, r2, 10
icmpsel          ueq, r19, r11, 10, r20, r19
simd_shuffle     r20, r2, 11
icmpsel          ueq, r19, r11, 11, r20, r19
simd_shuffle     r20, r2, 12
icmpsel          ueq, r19, r11, 12, r20, r19
simd_shuffle     r20, r2, 13
icmpsel          ueq, r19, r11, 13, r20, r19
simd_shuffle     r20, r2, 14
icmpsel          ueq, r19, r11, 14, r20, r19
simd_shuffle     r20, r2, 15
icmpsel          ueq, r19, r11, 15, r20, r19
simd_shuffle     r20, r2, 16
icmpsel          ueq, r19, r11, 16, r20, r19
simd_shuffle     r20, r2, 17
icmpsel          ueq, r19, r11, 17, r20, r19
simd_shuffle     r20, r2, 18
icmpsel          ueq, r19, r11, 18, r20, r19
simd_shuffle     r20, r2, 19
icmpsel          ueq, r19, r11, 19, r20, r19
simd_shuffle     r20, r2, 20
icmpsel          ueq, r19, r11, 20, r20, r19
simd_shuffle     r20, r2, 21
icmpsel          ueq, r19, r11, 21, r20, r19
simd_shuffle     r20, r2, 22
icmpsel          ueq, r19, r11, 22, r20, r19
simd_shuffle     r20, r2, 23
icmpsel          ueq, r19, r11, 23, r20, r19
simd_shuffle     r20, r2, 24
icmpsel          ueq, r19, r11, 24, r20, r19
simd_shuffle     r20, r2, 25
icmpsel          ueq, r19, r11, 25, r20, r19
simd_shuffle     r20, r2, 26
icmpsel          ueq, r19, r11, 26, r20, r19
simd_shuffle     r20, r2, 27
icmpsel          ueq, r19, r11, 27, r20, r19
simd_shuffle     r20, r2, 28
icmpsel          ueq, r19, r11, 28, r20, r19
simd_shuffle     r20, r2, 29
icmpsel          ueq, r19, r11, 29, r20, r19
simd_shuffle     r20, r2, 30
icmpsel          ueq, r19, r11, 30, r20, r19
simd_shuffle     r20, r2, 31
icmpsel          ueq, r11, r11, 31, r20, r19
iadd             r19, r12, 4
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r2, 0
icmpsel          ueq, r20, r19, 0, r20, r2
simd_shuffle     r21, r2, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r2, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r2, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r2, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r2, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r2, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r2, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r2, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r2, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r2, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r2, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r2, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r2, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r2, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r2, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r2, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r2, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r2, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r2, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r2, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r2, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r2, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r2, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r2, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r2, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r2, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r2, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r2, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r2, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r2, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r2, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r12, 6
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r2, 0
icmpsel          ueq, r21, r20, 0, r21, r2
simd_shuffle     r22, r2, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r2, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r2, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r2, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r2, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r2, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r2, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r2, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r2, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r2, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r2, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r2, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r2, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r2, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r2, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r2, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r2, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r2, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r2, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r2, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r2, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r2, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r2, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r2, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r2, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r2, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r2, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r2, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r2, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r2, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r2, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r12, 16
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r2, 0
icmpsel          ueq, r22, r21, 0, r22, r2
simd_shuffle     r23, r2, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r2, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r2, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r2, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r2, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r2, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r2, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r2, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r2, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r2, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r2, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r2, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r2, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r2, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r2, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r2, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r2, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r2, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r2, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r2, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r2, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r2, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r2, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r2, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r2, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r2, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r2, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r2, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r2, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r2, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r2, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r12, 18
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r2, 0
icmpsel          ueq, r23, r22, 0, r23, r2
simd_shuffle     r24, r2, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r2, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r2, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r2, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r2, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r2, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r2, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r2, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r2, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r2, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r2, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r2, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r2, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r2, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r2, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r2, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r2, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r2, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r2, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r2, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r2, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r2, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r2, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r2, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r2, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r2, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r2, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r2, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r2, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r2, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r2, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r12, 20
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r2, 0
icmpsel          ueq, r24, r23, 0, r24, r2
simd_shuffle     r25, r2, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r2, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r2, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r2, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r2, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r2, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r2, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r2, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r2, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r2, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r2, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r2, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r2, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r2, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r2, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r2, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r2, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r2, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r2, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r2, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r2, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r2, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r2, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r2, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r2, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r2, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r2, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r2, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r2, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r2, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r2, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r12, r12, 22
mov_imm          r24, 65535, 0b0
and              r12, r12, r24
and              r12, r12, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r12, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r12, r24, 0, 32, r12
simd_shuffle     r24, r2, 0
icmpsel          ueq, r24, r12, 0, r24, r2
simd_shuffle     r25, r2, 1
icmpsel          ueq, r24, r12, 1, r25, r24
simd_shuffle     r25, r2, 2
icmpsel          ueq, r24, r12, 2, r25, r24
simd_shuffle     r25, r2, 3
icmpsel          ueq, r24, r12, 3, r25, r24
simd_shuffle     r25, r2, 4
icmpsel          ueq, r24, r12, 4, r25, r24
simd_shuffle     r25, r2, 5
icmpsel          ueq, r24, r12, 5, r25, r24
simd_shuffle     r25, r2, 6
icmpsel          ueq, r24, r12, 6, r25, r24
simd_shuffle     r25, r2, 7
icmpsel          ueq, r24, r12, 7, r25, r24
simd_shuffle     r25, r2, 8
icmpsel          ueq, r24, r12, 8, r25, r24
simd_shuffle     r25, r2, 9
icmpsel          ueq, r24, r12, 9, r25, r24
simd_shuffle     r25, r2, 10
icmpsel          ueq, r24, r12, 10, r25, r24
simd_shuffle     r25, r2, 11
icmpsel          ueq, r24, r12, 11, r25, r24
simd_shuffle     r25, r2, 12
icmpsel          ueq, r24, r12, 12, r25, r24
simd_shuffle     r25, r2, 13
icmpsel          ueq, r24, r12, 13, r25, r24
simd_shuffle     r25, r2, 14
icmpsel          ueq, r24, r12, 14, r25, r24
simd_shuffle     r25, r2, 15
icmpsel          ueq, r24, r12, 15, r25, r24
simd_shuffle     r25, r2, 16
icmpsel          ueq, r24, r12, 16, r25, r24
simd_shuffle     r25, r2, 17
icmpsel          ueq, r24, r12, 17, r25, r24
simd_shuffle     r25, r2, 18
icmpsel          ueq, r24, r12, 18, r25, r24
simd_shuffle     r25, r2, 19
icmpsel          ueq, r24, r12, 19, r25, r24
simd_shuffle     r25, r2, 20
icmpsel          ueq, r24, r12, 20, r25, r24
simd_shuffle     r25, r2, 21
icmpsel          ueq, r24, r12, 21, r25, r24
simd_shuffle     r25, r2, 22
icmpsel          ueq, r24, r12, 22, r25, r24
simd_shuffle     r25, r2, 23
icmpsel          ueq, r24, r12, 23, r25, r24
simd_shuffle     r25, r2, 24
icmpsel          ueq, r24, r12, 24, r25, r24
simd_shuffle     r25, r2, 25
icmpsel          ueq, r24, r12, 25, r25, r24
simd_shuffle     r25, r2, 26
icmpsel          ueq, r24, r12, 26, r25, r24
simd_shuffle     r25, r2, 27
icmpsel          ueq, r24, r12, 27, r25, r24
simd_shuffle     r25, r2, 28
icmpsel          ueq, r24, r12, 28, r25, r24
simd_shuffle     r25, r2, 29
icmpsel          ueq, r24, r12, 29, r25, r24
simd_shuffle     r25, r2, 30
icmpsel          ueq, r24, r12, 30, r25, r24
simd_shuffle     r2, r2, 31
icmpsel          ueq, r2, r12, 31, r2, r24
mov_imm          r12, 1065353216, 0b0
fmul32           r24, r4, r12
fmadd32          r4, r4, r12, r24.neg
fadd32           r12, 0.0, r24
fmul32           r24, r13, r10
fmadd32          r10, r13, r10, r24.neg
fadd32           r13, r12, r24
fadd32           r25, r13, r12.neg
fadd32           r26, r13, r25.neg
fadd32           r12, r12, r26.neg
fadd32           r24, r24, r25.neg
fadd32           r12, r12, r24
fadd32           r4, r4, r12
fadd32           r4, r4, r10
fmul32           r10, r14, r11
fmadd32          r11, r14, r11, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r24, r12, r14.neg
fadd32           r13, r13, r24.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r11
fmul32           r10, r15, r19
fmadd32          r11, r15, r19, r10.neg
fadd32           r13, r12, r10
fadd32           r14, r13, r12.neg
fadd32           r15, r13, r14.neg
fadd32           r12, r12, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r12, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r11
fmul32           r10, r16, r20
fmadd32          r11, r16, r20, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r15, r12, r14.neg
fadd32           r13, r13, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r11
fmul32           r10, r17, r21
fmadd32          r11, r17, r21, r10.neg
fadd32           r13, r12, r10
fadd32           r14, r13, r12.neg
fadd32           r15, r13, r14.neg
fadd32           r12, r12, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r12, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r11
fmul32           r10, r18, r22
fmadd32          r11, r18, r22, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r15, r12, r14.neg
fadd32           r13, r13, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r11
fmul32           r10, r7, r23
fmadd32          r7, r7, r23, r10.neg
fadd32           r11, r12, r10
fadd32           r13, r11, r12.neg
fadd32           r14, r11, r13.neg
fadd32           r12, r12, r14.neg
fadd32           r10, r10, r13.neg
fadd32           r10, r12, r10
fadd32           r4, r4, r10
fadd32           r4, r4, r7
fmul32           r7, r8, r2
fmadd32          r2, r8, r2, r7.neg
fadd32           r8, r11, r7
fadd32           r10, r8, r11.neg
fadd32           r12, r8, r10.neg
fadd32           r11, r11, r12.neg
fadd32           r7, r7, r10.neg
fadd32           r7, r11, r7
fadd32           r4, r4, r7
fadd32           r2, r4, r2
fadd32           r2, r8, r2
fadd32           r4, r8, r8.neg
fcmpsel          eq, r2, r4, 0.0, r2, r8
mov              r10, u16
mov              r11, u17
iadd             r10_r11, r10_r11, r3, lsl 2
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
mov              r4, r5
mov_imm          r5, 0, 0b0
iadd             r4_r5, r14_r15, r4_r5
mov_imm          r7, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r6_r7, r14_r15
iadd             r14_r15, r12_r13, r14_r15
mov_imm          r16, 9, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r4
mov              r8, r5
imadd            r18_r19, r3, r16, 0
imadd            r3, r3, r17, 0
imadd            r3, r8, r16, r3
mov              r8, r18
mov              r16, r19
iadd             r3, r16, r3
mov              r16, r8
mov              r17, r3
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r14
mov              r8, r15
mov              r14, r16
mov              r15, r17
imadd            r16_r17, r3, r14, 0
imadd            r3, r3, r15, 0
imadd            r3, r8, r14, r3
mov              r8, r16
mov              r14, r17
iadd             r3, r14, r3
mov              r14, r8
mov              r15, r3
iadd             r14_r15, r10_r11, r14_r15
mov_imm          r16, 1, 0b0
mov_imm          r17, 0, 0b0
iadd             r6_r7, r6_r7, r16_r17
iadd             r6_r7, r12_r13, r6_r7
mov_imm          r12, 9, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r12
mov              r8, r13
imadd            r12_r13, r3, r5, 0
imadd            r3, r3, r8, 0
imadd            r3, r4, r5, r3
mov              r4, r12
mov              r5, r13
iadd             r3, r5, r3
mov              r5, r3
iadd             r4_r5, r4_r5, r6_r7
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r12_r13, r3, r5, 0
imadd            r3, r3, r6, 0
imadd            r3, r4, r5, r3
mov              r4, r12
mov              r5, r13
iadd             r3, r5, r3
mov              r5, r3
iadd             r4_r5, r10_r11, r4_r5
device_store     0, i32, x, r9, r14_r15, 0, unsigned, 0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
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
simd_matrix:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr52 (thread_index_in_simdgroup)
mov_imm          r3, 65535, 0b0
and              r2, r2, r3
get_sr           r3, sr80 (thread_position_in_grid.x)
bfeil            r4, 0, r2, 2
and              r4, r4, 4
bfeil            r5, 0, r2, 1
and              r6, r5, 3
or               r4, r4, r6
and              r5, r5, 4
and              r6, r2, 1
bfi              r6, 0, r6, 1
or               r5, r5, r6
mov_imm          r6, 8, 0b0
mov_imm          r7, 0, 0b0
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov              r10, r4
mov_imm          r11, 0, 0b0
iadd             r8_r9, r8_r9, r10_r11
mov              r10, r5
mov_imm          r11, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r10_r11, r12_r13
iadd             r12_r13, r6_r7, r12_r13
mov_imm          r14, 16, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r8
mov              r17, r9
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
mov              r14, u0
mov              r15, u1
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r10_r11, r10_r11, r14_r15
iadd             r6_r7, r6_r7, r10_r11
mov_imm          r10, 16, 0b0
mov_imm          r11, 0, 0b0
imadd            r14_r15, r8, r10, 0
imadd            r8, r8, r11, 0
imadd            r8, r9, r10, r8
mov              r9, r14
mov              r10, r15
iadd             r8, r10, r8
xor              r8l, r8l, r9l
xor              r9l, r9l, r8l
xor              r8l, r8l, r9l
xor              r8h, r8h, r9h
xor              r9h, r9h, r8h
xor              r8h, r8h, r9h
iadd             r6_r7, r8_r9, r6_r7
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
mov              r8, u0
mov              r9, u1
iadd             r6_r7, r8_r9, r6_r7
device_load      0, i32, x, r8, r12_r13, 0, unsigned
device_load      0, i32, x, r6, r6_r7, 0, unsigned
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r4
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r14, r5
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r16_r17, r14_r15, r16_r17
iadd             r16_r17, r10_r11, r16_r17
mov_imm          r18, 8, 0b0
mov_imm          r19, 0, 0b0
mov              r7, r16
mov              r9, r17
mov              r16, r18
mov              r17, r19
imadd            r18_r19, r7, r16, 0
imadd            r7, r7, r17, 0
imadd            r7, r9, r16, r7
mov              r9, r18
mov              r16, r19
iadd             r7, r16, r7
mov              r16, r9
mov              r17, r7
iadd             r16_r17, r16_r17, r12_r13
mov_imm          r18, 4, 0b0
mov_imm          r19, 0, 0b0
mov              r7, r16
mov              r9, r17
mov              r16, r18
mov              r17, r19
imadd            r18_r19, r7, r16, 0
imadd            r7, r7, r17, 0
imadd            r7, r9, r16, r7
mov              r9, r18
mov              r16, r19
iadd             r7, r16, r7
mov              r16, r9
mov              r17, r7
mov              r18, u2
mov              r19, u3
iadd             r16_r17, r18_r19, r16_r17
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r14_r15, r14_r15, r18_r19
iadd             r10_r11, r10_r11, r14_r15
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r7, r10
mov              r9, r11
mov              r10, r14
mov              r11, r15
imadd            r14_r15, r7, r10, 0
imadd            r7, r7, r11, 0
imadd            r7, r9, r10, r7
mov              r9, r14
mov              r10, r15
iadd             r7, r10, r7
mov              r10, r9
mov              r11, r7
iadd             r10_r11, r10_r11, r12_r13
mov_imm          r12, 4, 0b0
mov_imm          r13, 0, 0b0
mov              r7, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r7, r10, 0
imadd            r7, r7, r11, 0
imadd            r7, r9, r10, r7
mov              r9, r12
mov              r10, r13
iadd             r7, r10, r7
mov              r10, r9
mov              r11, r7
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10_r11
device_load      0, i32, x, r7, r16_r17, 0, unsigned
device_load      0, i32, x, r9, r10_r11, 0, unsigned
and              r10, r4, 4
bfeil            r11, 0, r4, 1
and              r11, r11, 1
or               r10, r10, r11
bfi              r10, 0, r10, 2
and              r11, r4, 1
bfi              r11, 0, r11, 1
iadd             r10, r10, r11
and              r11, r5, 4
bfi              r11, 0, r11, 1
bfeil            r12, 0, r5, 1
and              r12, r12, 1
iadd             r11, r11, r12
iadd             r12, r10, 0
mov_imm          r13, 65535, 0b0
and              r12, r12, r13
and              r12, r12, 31
icmp_ballot      r13, ugt, 1, 0
and              r14, r12, 31
bfeil            r13, 0, r13, r14
and              r13, r13, 1
icmpsel          ueq, r12, r13, 0, 32, r12
wait             0
simd_shuffle     r13, r8, 0
icmpsel          ueq, r13, r12, 0, r13, r8
simd_shuffle     r14, r8, 1
icmpsel          ueq, r13, r12, 1, r14, r13
simd_shuffle     r14, r8, 2
icmpsel          ueq, r13, r12, 2, r14, r13
simd_shuffle     r14, r8, 3
icmpsel          ueq, r13, r12, 3, r14, r13
simd_shuffle     r14, r8, 4
icmpsel          ueq, r13, r12, 4, r14, r13
simd_shuffle     r14, r8, 5
icmpsel          ueq, r13, r12, 5, r14, r13
simd_shuffle     r14, r8, 6
icmpsel          ueq, r13, r12, 6, r14, r13
simd_shuffle     r14, r8, 7
icmpsel          ueq, r13, r12, 7, r14, r13
simd_shuffle     r14, r8, 8
icmpsel          ueq, r13, r12, 8, r14, r13
simd_shuffle     r14, r8, 9
icmpsel          ueq, r13, r12, 9, r14, r13
simd_shuffle     r14, r8, 10
icmpsel          ueq, r13, r12, 10, r14, r13
simd_shuffle     r14, r8, 11
icmpsel          ueq, r13, r12, 11, r14, r13
simd_shuffle     r14, r8, 12
icmpsel          ueq, r13, r12, 12, r14, r13
simd_shuffle     r14, r8, 13
icmpsel          ueq, r13, r12, 13, r14, r13
simd_shuffle     r14, r8, 14
icmpsel          ueq, r13, r12, 14, r14, r13
simd_shuffle     r14, r8, 15
icmpsel          ueq, r13, r12, 15, r14, r13
simd_shuffle     r14, r8, 16
icmpsel          ueq, r13, r12, 16, r14, r13
simd_shuffle     r14, r8, 17
icmpsel          ueq, r13, r12, 17, r14, r13
simd_shuffle     r14, r8, 18
icmpsel          ueq, r13, r12, 18, r14, r13
simd_shuffle     r14, r8, 19
icmpsel          ueq, r13, r12, 19, r14, r13
simd_shuffle     r14, r8, 20
icmpsel          ueq, r13, r12, 20, r14, r13
simd_shuffle     r14, r8, 21
icmpsel          ueq, r13, r12, 21, r14, r13
simd_shuffle     r14, r8, 22
icmpsel          ueq, r13, r12, 22, r14, r13
simd_shuffle     r14, r8, 23
icmpsel          ueq, r13, r12, 23, r14, r13
simd_shuffle     r14, r8, 24
icmpsel          ueq, r13, r12, 24, r14, r13
simd_shuffle     r14, r8, 25
icmpsel          ueq, r13, r12, 25, r14, r13
simd_shuffle     r14, r8, 26
icmpsel          ueq, r13, r12, 26, r14, r13
simd_shuffle     r14, r8, 27
icmpsel          ueq, r13, r12, 27, r14, r13
simd_shuffle     r14, r8, 28
icmpsel          ueq, r13, r12, 28, r14, r13
simd_shuffle     r14, r8, 29
icmpsel          ueq, r13, r12, 29, r14, r13
simd_shuffle     r14, r8, 30
icmpsel          ueq, r13, r12, 30, r14, r13
simd_shuffle     r14, r8, 31
icmpsel          ueq, r12, r12, 31, r14, r13
iadd             r13, r10, 0
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r13, r14, 0, 32, r13
simd_shuffle     r14, r6, 0
icmpsel          ueq, r14, r13, 0, r14, r6
simd_shuffle     r15, r6, 1
icmpsel          ueq, r14, r13, 1, r15, r14
simd_shuffle     r15, r6, 2
icmpsel          ueq, r14, r13, 2, r15, r14
simd_shuffle     r15, r6, 3
icmpsel          ueq, r14, r13, 3, r15, r14
simd_shuffle     r15, r6, 4
icmpsel          ueq, r14, r13, 4, r15, r14
simd_shuffle     r15, r6, 5
icmpsel          ueq, r14, r13, 5, r15, r14
simd_shuffle     r15, r6, 6
icmpsel          ueq, r14, r13, 6, r15, r14
simd_shuffle     r15, r6, 7
icmpsel          ueq, r14, r13, 7, r15, r14
simd_shuffle     r15, r6, 8
icmpsel          ueq, r14, r13, 8, r15, r14
simd_shuffle     r15, r6, 9
icmpsel          ueq, r14, r13, 9, r15, r14
simd_shuffle     r15, r6, 10
icmpsel          ueq, r14, r13, 10, r15, r14
simd_shuffle     r15, r6, 11
icmpsel          ueq, r14, r13, 11, r15, r14
simd_shuffle     r15, r6, 12
icmpsel          ueq, r14, r13, 12, r15, r14
simd_shuffle     r15, r6, 13
icmpsel          ueq, r14, r13, 13, r15, r14
simd_shuffle     r15, r6, 14
icmpsel          ueq, r14, r13, 14, r15, r14
simd_shuffle     r15, r6, 15
icmpsel          ueq, r14, r13, 15, r15, r14
simd_shuffle     r15, r6, 16
icmpsel          ueq, r14, r13, 16, r15, r14
simd_shuffle     r15, r6, 17
icmpsel          ueq, r14, r13, 17, r15, r14
simd_shuffle     r15, r6, 18
icmpsel          ueq, r14, r13, 18, r15, r14
simd_shuffle     r15, r6, 19
icmpsel          ueq, r14, r13, 19, r15, r14
simd_shuffle     r15, r6, 20
icmpsel          ueq, r14, r13, 20, r15, r14
simd_shuffle     r15, r6, 21
icmpsel          ueq, r14, r13, 21, r15, r14
simd_shuffle     r15, r6, 22
icmpsel          ueq, r14, r13, 22, r15, r14
simd_shuffle     r15, r6, 23
icmpsel          ueq, r14, r13, 23, r15, r14
simd_shuffle     r15, r6, 24
icmpsel          ueq, r14, r13, 24, r15, r14
simd_shuffle     r15, r6, 25
icmpsel          ueq, r14, r13, 25, r15, r14
simd_shuffle     r15, r6, 26
icmpsel          ueq, r14, r13, 26, r15, r14
simd_shuffle     r15, r6, 27
icmpsel          ueq, r14, r13, 27, r15, r14
simd_shuffle     r15, r6, 28
icmpsel          ueq, r14, r13, 28, r15, r14
simd_shuffle     r15, r6, 29
icmpsel          ueq, r14, r13, 29, r15, r14
simd_shuffle     r15, r6, 30
icmpsel          ueq, r14, r13, 30, r15, r14
simd_shuffle     r15, r6, 31
icmpsel          ueq, r13, r13, 31, r15, r14
iadd             r14, r10, 1
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
icmp_ballot      r15, ugt, 1, 0
and              r16, r14, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, 32, r14
simd_shuffle     r15, r8, 0
icmpsel          ueq, r15, r14, 0, r15, r8
simd_shuffle     r16, r8, 1
icmpsel          ueq, r15, r14, 1, r16, r15
simd_shuffle     r16, r8, 2
icmpsel          ueq, r15, r14, 2, r16, r15
simd_shuffle     r16, r8, 3
icmpsel          ueq, r15, r14, 3, r16, r15
simd_shuffle     r16, r8, 4
icmpsel          ueq, r15, r14, 4, r16, r15
simd_shuffle     r16, r8, 5
icmpsel          ueq, r15, r14, 5, r16, r15
simd_shuffle     r16, r8, 6
icmpsel          ueq, r15, r14, 6, r16, r15
simd_shuffle     r16, r8, 7
icmpsel          ueq, r15, r14, 7, r16, r15
simd_shuffle     r16, r8, 8
icmpsel          ueq, r15, r14, 8, r16, r15
simd_shuffle     r16, r8, 9
icmpsel          ueq, r15, r14, 9, r16, r15
simd_shuffle     r16, r8, 10
icmpsel          ueq, r15, r14, 10, r16, r15
simd_shuffle     r16, r8, 11
icmpsel          ueq, r15, r14, 11, r16, r15
simd_shuffle     r16, r8, 12
icmpsel          ueq, r15, r14, 12, r16, r15
simd_shuffle     r16, r8, 13
icmpsel          ueq, r15, r14, 13, r16, r15
simd_shuffle     r16, r8, 14
icmpsel          ueq, r15, r14, 14, r16, r15
simd_shuffle     r16, r8, 15
icmpsel          ueq, r15, r14, 15, r16, r15
simd_shuffle     r16, r8, 16
icmpsel          ueq, r15, r14, 16, r16, r15
simd_shuffle     r16, r8, 17
icmpsel          ueq, r15, r14, 17, r16, r15
simd_shuffle     r16, r8, 18
icmpsel          ueq, r15, r14, 18, r16, r15
simd_shuffle     r16, r8, 19
icmpsel          ueq, r15, r14, 19, r16, r15
simd_shuffle     r16, r8, 20
icmpsel          ueq, r15, r14, 20, r16, r15
simd_shuffle     r16, r8, 21
icmpsel          ueq, r15, r14, 21, r16, r15
simd_shuffle     r16, r8, 22
icmpsel          ueq, r15, r14, 22, r16, r15
simd_shuffle     r16, r8, 23
icmpsel          ueq, r15, r14, 23, r16, r15
simd_shuffle     r16, r8, 24
icmpsel          ueq, r15, r14, 24, r16, r15
simd_shuffle     r16, r8, 25
icmpsel          ueq, r15, r14, 25, r16, r15
simd_shuffle     r16, r8, 26
icmpsel          ueq, r15, r14, 26, r16, r15
simd_shuffle     r16, r8, 27
icmpsel          ueq, r15, r14, 27, r16, r15
simd_shuffle     r16, r8, 28
icmpsel          ueq, r15, r14, 28, r16, r15
simd_shuffle     r16, r8, 29
icmpsel          ueq, r15, r14, 29, r16, r15
simd_shuffle     r16, r8, 30
icmpsel          ueq, r15, r14, 30, r16, r15
simd_shuffle     r16, r8, 31
icmpsel          ueq, r14, r14, 31, r16, r15
iadd             r15, r10, 1
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
icmp_ballot      r16, ugt, 1, 0
and              r17, r15, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r15, r16, 0, 32, r15
simd_shuffle     r16, r6, 0
icmpsel          ueq, r16, r15, 0, r16, r6
simd_shuffle     r17, r6, 1
icmpsel          ueq, r16, r15, 1, r17, r16
simd_shuffle     r17, r6, 2
icmpsel          ueq, r16, r15, 2, r17, r16
simd_shuffle     r17, r6, 3
icmpsel          ueq, r16, r15, 3, r17, r16
simd_shuffle     r17, r6, 4
icmpsel          ueq, r16, r15, 4, r17, r16
simd_shuffle     r17, r6, 5
icmpsel          ueq, r16, r15, 5, r17, r16
simd_shuffle     r17, r6, 6
icmpsel          ueq, r16, r15, 6, r17, r16
simd_shuffle     r17, r6, 7
icmpsel          ueq, r16, r15, 7, r17, r16
simd_shuffle     r17, r6, 8
icmpsel          ueq, r16, r15, 8, r17, r16
simd_shuffle     r17, r6, 9
icmpsel          ueq, r16, r15, 9, r17, r16
simd_shuffle     r17, r6, 10
icmpsel          ueq, r16, r15, 10, r17, r16
simd_shuffle     r17, r6, 11
icmpsel          ueq, r16, r15, 11, r17, r16
simd_shuffle     r17, r6, 12
icmpsel          ueq, r16, r15, 12, r17, r16
simd_shuffle     r17, r6, 13
icmpsel          ueq, r16, r15, 13, r17, r16
simd_shuffle     r17, r6, 14
icmpsel          ueq, r16, r15, 14, r17, r16
simd_shuffle     r17, r6, 15
icmpsel          ueq, r16, r15, 15, r17, r16
simd_shuffle     r17, r6, 16
icmpsel          ueq, r16, r15, 16, r17, r16
simd_shuffle     r17, r6, 17
icmpsel          ueq, r16, r15, 17, r17, r16
simd_shuffle     r17, r6, 18
icmpsel          ueq, r16, r15, 18, r17, r16
simd_shuffle     r17, r6, 19
icmpsel          ueq, r16, r15, 19, r17, r16
simd_shuffle     r17, r6, 20
icmpsel          ueq, r16, r15, 20, r17, r16
simd_shuffle     r17, r6, 21
icmpsel          ueq, r16, r15, 21, r17, r16
simd_shuffle     r17, r6, 22
icmpsel          ueq, r16, r15, 22, r17, r16
simd_shuffle     r17, r6, 23
icmpsel          ueq, r16, r15, 23, r17, r16
simd_shuffle     r17, r6, 24
icmpsel          ueq, r16, r15, 24, r17, r16
simd_shuffle     r17, r6, 25
icmpsel          ueq, r16, r15, 25, r17, r16
simd_shuffle     r17, r6, 26
icmpsel          ueq, r16, r15, 26, r17, r16
simd_shuffle     r17, r6, 27
icmpsel          ueq, r16, r15, 27, r17, r16
simd_shuffle     r17, r6, 28
icmpsel          ueq, r16, r15, 28, r17, r16
simd_shuffle     r17, r6, 29
icmpsel          ueq, r16, r15, 29, r17, r16
simd_shuffle     r17, r6, 30
icmpsel          ueq, r16, r15, 30, r17, r16
simd_shuffle     r17, r6, 31
icmpsel          ueq, r15, r15, 31, r17, r16
iadd             r16, r10, 8
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
simd_shuffle     r17, r8, 0
icmpsel          ueq, r17, r16, 0, r17, r8
simd_shuffle     r18, r8, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r8, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r8, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r8, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r8, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r8, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r8, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r8, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r8, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r8, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r8, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r8, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r8, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r8, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r8, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r8, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r8, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r8, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r8, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r8, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r8, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r8, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r8, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r8, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r8, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r8, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r8, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r8, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r8, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r8, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r8, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r17, r10, 8
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r6, 0
icmpsel          ueq, r18, r17, 0, r18, r6
simd_shuffle     r19, r6, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r6, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r6, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r6, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r6, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r6, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r6, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r6, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r6, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r6, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r6, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r6, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r6, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r6, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r6, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r6, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r6, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r6, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r6, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r6, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r6, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r6, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r6, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r6, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r6, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r6, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r6, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r6, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r6, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r6, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r6, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r10, 9
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r8, 0
icmpsel          ueq, r19, r18, 0, r19, r8
simd_shuffle     r20, r8, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r8, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r8, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r8, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r8, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r8, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r8, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r8, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r8, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r8, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r8, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r8, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r8, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r8, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r8, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r8, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r8, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r8, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r8, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r8, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r8, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r8, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r8, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r8, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r8, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r8, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r8, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r8, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r8, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r8, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r18, 31, r8, r19
iadd             r10, r10, 9
mov_imm          r18, 65535, 0b0
and              r10, r10, r18
and              r10, r10, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r10, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r10, r18, 0, 32, r10
simd_shuffle     r18, r6, 0
icmpsel          ueq, r18, r10, 0, r18, r6
simd_shuffle     r19, r6, 1
icmpsel          ueq, r18, r10, 1, r19, r18
simd_shuffle     r19, r6, 2
icmpsel          ueq, r18, r10, 2, r19, r18
simd_shuffle     r19, r6, 3
icmpsel          ueq, r18, r10, 3, r19, r18
simd_shuffle     r19, r6, 4
icmpsel          ueq, r18, r10, 4, r19, r18
simd_shuffle     r19, r6, 5
icmpsel          ueq, r18, r10, 5, r19, r18
simd_shuffle     r19, r6, 6
icmpsel          ueq, r18, r10, 6, r19, r18
simd_shuffle     r19, r6, 7
icmpsel          ueq, r18, r10, 7, r19, r18
simd_shuffle     r19, r6, 8
icmpsel          ueq, r18, r10, 8, r19, r18
simd_shuffle     r19, r6, 9
icmpsel          ueq, r18, r10, 9, r19, r18
simd_shuffle     r19, r6, 10
icmpsel          ueq, r18, r10, 10, r19, r18
simd_shuffle     r19, r6, 11
icmpsel          ueq, r18, r10, 11, r19, r18
simd_shuffle     r19, r6, 12
icmpsel          ueq, r18, r10, 12, r19, r18
simd_shuffle     r19, r6, 13
icmpsel          ueq, r18, r10, 13, r19, r18
simd_shuffle     r19, r6, 14
icmpsel          ueq, r18, r10, 14, r19, r18
simd_shuffle     r19, r6, 15
icmpsel          ueq, r18, r10, 15, r19, r18
simd_shuffle     r19, r6, 16
icmpsel          ueq, r18, r10, 16, r19, r18
simd_shuffle     r19, r6, 17
icmpsel          ueq, r18, r10, 17, r19, r18
simd_shuffle     r19, r6, 18
icmpsel          ueq, r18, r10, 18, r19, r18
simd_shuffle     r19, r6, 19
icmpsel          ueq, r18, r10, 19, r19, r18
simd_shuffle     r19, r6, 20
icmpsel          ueq, r18, r10, 20, r19, r18
simd_shuffle     r19, r6, 21
icmpsel          ueq, r18, r10, 21, r19, r18
simd_shuffle     r19, r6, 22
icmpsel          ueq, r18, r10, 22, r19, r18
simd_shuffle     r19, r6, 23
icmpsel          ueq, r18, r10, 23, r19, r18
simd_shuffle     r19, r6, 24
icmpsel          ueq, r18, r10, 24, r19, r18
simd_shuffle     r19, r6, 25
icmpsel          ueq, r18, r10, 25, r19, r18
simd_shuffle     r19, r6, 26
icmpsel          ueq, r18, r10, 26, r19, r18
simd_shuffle     r19, r6, 27
icmpsel          ueq, r18, r10, 27, r19, r18
simd_shuffle     r19, r6, 28
icmpsel          ueq, r18, r10, 28, r19, r18
simd_shuffle     r19, r6, 29
icmpsel          ueq, r18, r10, 29, r19, r18
simd_shuffle     r19, r6, 30
icmpsel          ueq, r18, r10, 30, r19, r18
simd_shuffle     r6, r6, 31
icmpsel          ueq, r6, r10, 31, r6, r18
iadd             r10, r11, 0
mov_imm          r18, 65535, 0b0
and              r10, r10, r18
and              r10, r10, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r10, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r10, r18, 0, 32, r10
simd_shuffle     r18, r7, 0
icmpsel          ueq, r18, r10, 0, r18, r7
simd_shuffle     r19, r7, 1
icmpsel          ueq, r18, r10, 1, r19, r18
simd_shuffle     r19, r7, 2
icmpsel          ueq, r18, r10, 2, r19, r18
simd_shuffle     r19, r7, 3
icmpsel          ueq, r18, r10, 3, r19, r18
simd_shuffle     r19, r7, 4
icmpsel          ueq, r18, r10, 4, r19, r18
simd_shuffle     r19, r7, 5
icmpsel          ueq, r18, r10, 5, r19, r18
simd_shuffle     r19, r7, 6
icmpsel          ueq, r18, r10, 6, r19, r18
simd_shuffle     r19, r7, 7
icmpsel          ueq, r18, r10, 7, r19, r18
simd_shuffle     r19, r7, 8
icmpsel          ueq, r18, r10, 8, r19, r18
simd_shuffle     r19, r7, 9
icmpsel          ueq, r18, r10, 9, r19, r18
simd_shuffle     r19, r7, 10
icmpsel          ueq, r18, r10, 10, r19, r18
simd_shuffle     r19, r7, 11
icmpsel          ueq, r18, r10, 11, r19, r18
simd_shuffle     r19, r7, 12
icmpsel          ueq, r18, r10, 12, r19, r18
simd_shuffle     r19, r7, 13
icmpsel          ueq, r18, r10, 13, r19, r18
simd_shuffle     r19, r7, 14
icmpsel          ueq, r18, r10, 14, r19, r18
simd_shuffle     r19, r7, 15
icmpsel          ueq, r18, r10, 15, r19, r18
simd_shuffle     r19, r7, 16
icmpsel          ueq, r18, r10, 16, r19, r18
simd_shuffle     r19, r7, 17
icmpsel          ueq, r18, r10, 17, r19, r18
simd_shuffle     r19, r7, 18
icmpsel          ueq, r18, r10, 18, r19, r18
simd_shuffle     r19, r7, 19
icmpsel          ueq, r18, r10, 19, r19, r18
simd_shuffle     r19, r7, 20
icmpsel          ueq, r18, r10, 20, r19, r18
simd_shuffle     r19, r7, 21
icmpsel          ueq, r18, r10, 21, r19, r18
simd_shuffle     r19, r7, 22
icmpsel          ueq, r18, r10, 22, r19, r18
simd_shuffle     r19, r7, 23
icmpsel          ueq, r18, r10, 23, r19, r18
simd_shuffle     r19, r7, 24
icmpsel          ueq, r18, r10, 24, r19, r18
simd_shuffle     r19, r7, 25
icmpsel          ueq, r18, r10, 25, r19, r18
simd_shuffle     r19, r7, 26
icmpsel          ueq, r18, r10, 26, r19, r18
simd_shuffle     r19, r7, 27
icmpsel          ueq, r18, r10, 27, r19, r18
simd_shuffle     r19, r7, 28
icmpsel          ueq, r18, r10, 28, r19, r18
simd_shuffle     r19, r7, 29
icmpsel          ueq, r18, r10, 29, r19, r18
simd_shuffle     r19, r7, 30
icmpsel          ueq, r18, r10, 30, r19, r18
simd_shuffle     r19, r7, 31
icmpsel          ueq, r10, r10, 31, r19, r18
iadd             r18, r11, 2
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r7, 0
icmpsel          ueq, r19, r18, 0, r19, r7
simd_shuffle     r20, r7, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r7, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r7, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r7, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r7, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r7, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r7, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r7, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r7, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r7, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r7, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r7, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r7, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r7, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r7, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r7, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r7, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r7, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r7, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r7, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r7, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r7, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r7, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r7, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r7, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r7, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r7, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r7, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r7, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r7, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r7, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r11, 4
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r7, 0
icmpsel          ueq, r20, r19, 0, r20, r7
simd_shuffle     r21, r7, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r7, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r7, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r7, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r7, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r7, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r7, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r7, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r7, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r7, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r7, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r7, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r7, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r7, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r7, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r7, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r7, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r7, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r7, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r7, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r7, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r7, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r7, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r7, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r7, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r7, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r7, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r7, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r7, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r7, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r7, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r11, 6
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r7, 0
icmpsel          ueq, r21, r20, 0, r21, r7
simd_shuffle     r22, r7, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r7, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r7, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r7, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r7, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r7, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r7, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r7, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r7, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r7, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r7, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r7, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r7, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r7, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r7, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r7, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r7, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r7, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r7, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r7, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r7, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r7, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r7, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r7, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r7, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r7, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r7, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r7, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r7, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r7, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r7, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r11, 16
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r7, 0
icmpsel          ueq, r22, r21, 0, r22, r7
simd_shuffle     r23, r7, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r7, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r7, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r7, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r7, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r7, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r7, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r7, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r7, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r7, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r7, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r7, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r7, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r7, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r7, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r7, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r7, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r7, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r7, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r7, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r7, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r7, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r7, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r7, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r7, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r7, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r7, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r7, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r7, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r7, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r7, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r11, 18
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r7, 0
icmpsel          ueq, r23, r22, 0, r23, r7
simd_shuffle     r24, r7, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r7, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r7, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r7, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r7, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r7, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r7, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r7, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r7, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r7, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r7, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r7, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r7, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r7, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r7, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r7, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r7, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r7, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r7, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r7, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r7, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r7, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r7, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r7, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r7, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r7, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r7, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r7, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r7, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r7, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r7, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r11, 20
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r23, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r7, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r11, 22
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r7, 0
icmpsel          ueq, r25, r24, 0, r25, r7
simd_shuffle     r26, r7, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r7, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r7, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r7, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r7, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r7, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r7, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r7, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r7, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r7, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r7, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r7, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r7, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r7, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r7, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r7, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r7, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r7, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r7, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r7, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r7, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r7, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r7, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r7, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r7, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r7, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r7, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r7, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r7, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r7, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r7, 31
icmpsel          ueq, r24, r24, 31, r26, r25
mov_imm          r25, 1056964608, 0b0
mov_imm          r26, 1065353216, 0b0
fmul32           r27, r25, r26
fmadd32          r25, r25, r26, r27.neg
fadd32           r26, 0.0, r27
fmul32           r27, r12, r10
fmadd32          r10, r12, r10, r27.neg
fadd32           r28, r26, r27
fadd32           r29, r28, r26.neg
fadd32           r30, r28, r29.neg
fadd32           r26, r26, r30.neg
fadd32           r27, r27, r29.neg
fadd32           r26, r26, r27
fadd32           r25, r25, r26
fadd32           r10, r25, r10
fmul32           r25, r13, r18
fmadd32          r18, r13, r18, r25.neg
fadd32           r26, r28, r25
fadd32           r27, r26, r28.neg
fadd32           r29, r26, r27.neg
fadd32           r28, r28, r29.neg
fadd32           r25, r25, r27.neg
fadd32           r25, r28, r25
fadd32           r10, r10, r25
fadd32           r10, r10, r18
fmul32           r18, r14, r19
fmadd32          r19, r14, r19, r18.neg
fadd32           r25, r26, r18
fadd32           r27, r25, r26.neg
fadd32           r28, r25, r27.neg
fadd32           r26, r26, r28.neg
fadd32           r18, r18, r27.neg
fadd32           r18, r26, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fmul32           r18, r15, r20
fmadd32          r19, r15, r20, r18.neg
fadd32           r20, r25, r18
fadd32           r26, r20, r25.neg
fadd32           r27, r20, r26.neg
fadd32           r25, r25, r27.neg
fadd32           r18, r18, r26.neg
fadd32           r18, r25, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fmul32           r18, r16, r21
fmadd32          r19, r16, r21, r18.neg
fadd32           r21, r20, r18
fadd32           r25, r21, r20.neg
fadd32           r26, r21, r25.neg
fadd32           r20, r20, r26.neg
fadd32           r18, r18, r25.neg
fadd32           r18, r20, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fmul32           r18, r17, r22
fmadd32          r19, r17, r22, r18.neg
fadd32           r20, r21, r18
fadd32           r22, r20, r21.neg
fadd32           r25, r20, r22.neg
fadd32           r21, r21, r25.neg
fadd32           r18, r18, r22.neg
fadd32           r18, r21, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fmul32           r18, r8, r23
fmadd32          r19, r8, r23, r18.neg
fadd32           r21, r20, r18
fadd32           r22, r21, r20.neg
fadd32           r23, r21, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r18, r18, r22.neg
fadd32           r18, r20, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fmul32           r18, r6, r24
fmadd32          r19, r6, r24, r18.neg
fadd32           r20, r21, r18
fadd32           r22, r20, r21.neg
fadd32           r23, r20, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r18, r18, r22.neg
fadd32           r18, r21, r18
fadd32           r10, r10, r18
fadd32           r10, r10, r19
fadd32           r10, r20, r10
fadd32           r18, r20, r20.neg
fcmpsel          eq, r10, r18, 0.0, r10, r20
iadd             r18, r11, 0
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r9, 0
icmpsel          ueq, r19, r18, 0, r19, r9
simd_shuffle     r20, r9, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r9, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r9, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r9, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r9, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r9, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r9, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r9, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r9, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r9, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r9, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r9, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r9, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r9, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r9, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r9, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r9, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r9, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r9, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r9, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r9, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r9, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r9, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r9, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r9, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r9, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r9, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r9, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r9, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r9, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r9, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r11, 2
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r9, 0
icmpsel          ueq, r20, r19, 0, r20, r9
simd_shuffle     r21, r9, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r9, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r9, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r9, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r9, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r9, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r9, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r9, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r9, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r9, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r9, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r9, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r9, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r9, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r9, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r9, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r9, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r9, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r9, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r9, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r9, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r9, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r9, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r9, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r9, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r9, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r9, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r9, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r9, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r9, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r9, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r11, 4
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r9, 0
icmpsel          ueq, r21, r20, 0, r21, r9
simd_shuffle     r22, r9, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r9, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r9, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r9, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r9, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r9, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r9, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r9, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r9, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r9, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r9, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r9, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r9, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r9, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r9, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r9, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r9, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r9, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r9, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r9, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r9, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r9, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r9, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r9, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r9, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r9, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r9, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r9, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r9, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r9, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r9, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r11, 6
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r9, 0
icmpsel          ueq, r22, r21, 0, r22, r9
simd_shuffle     r23, r9, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r9, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r9, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r9, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r9, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r9, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r9, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r9, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r9, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r9, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r9, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r9, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r9, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r9, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r9, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r9, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r9, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r9, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r9, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r9, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r9, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r9, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r9, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r9, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r9, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r9, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r9, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r9, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r9, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r9, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r9, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r11, 16
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r9, 0
icmpsel          ueq, r23, r22, 0, r23, r9
simd_shuffle     r24, r9, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r9, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r9, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r9, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r9, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r9, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r9, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r9, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r9, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r9, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r9, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r9, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r9, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r9, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r9, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r9, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r9, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r9, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r9, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r9, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r9, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r9, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r9, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r9, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r9, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r9, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r9, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r9, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r9, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r9, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r9, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r11, 18
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r9, 0
icmpsel          ueq, r24, r23, 0, r24, r9
simd_shuffle     r25, r9, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r9, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r9, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r9, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r9, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r9, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r9, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r9, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r9, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r9, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r9, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r9, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r9, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r9, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r9, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r9, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r9, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r9, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r9, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r9, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r9, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r9, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r9, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r9, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r9, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r9, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r9, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r9, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r9, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r9, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r9, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r11, 20
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r9, 0
icmpsel          ueq, r25, r24, 0, r25, r9
simd_shuffle     r26, r9, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r9, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r9, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r9, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r9, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r9, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r9, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r9, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r9, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r9, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r9, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r9, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r9, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r9, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r9, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r9, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r9, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r9, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r9, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r9, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r9, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r9, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r9, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r9, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r9, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r9, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r9, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r9, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r9, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r9, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r9, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r11, r11, 22
mov_imm          r25, 65535, 0b0
and              r11, r11, r25
and              r11, r11, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r11, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r11, r25, 0, 32, r11
simd_shuffle     r25, r9, 0
icmpsel          ueq, r25, r11, 0, r25, r9
simd_shuffle     r26, r9, 1
icmpsel          ueq, r25, r11, 1, r26, r25
simd_shuffle     r26, r9, 2
icmpsel          ueq, r25, r11, 2, r26, r25
simd_shuffle     r26, r9, 3
icmpsel          ueq, r25, r11, 3, r26, r25
simd_shuffle     r26, r9, 4
icmpsel          ueq, r25, r11, 4, r26, r25
simd_shuffle     r26, r9, 5
icmpsel          ueq, r25, r11, 5, r26, r25
simd_shuffle     r26, r9, 6
icmpsel          ueq, r25, r11, 6, r26, r25
simd_shuffle     r26, r9, 7
icmpsel          ueq, r25, r11, 7, r26, r25
simd_shuffle     r26, r9, 8
icmpsel          ueq, r25, r11, 8, r26, r25
simd_shuffle     r26, r9, 9
icmpsel          ueq, r25, r11, 9, r26, r25
simd_shuffle     r26, r9, 10
icmpsel          ueq, r25, r11, 10, r26, r25
simd_shuffle     r26, r9, 11
icmpsel          ueq, r25, r11, 11, r26, r25
simd_shuffle     r26, r9, 12
icmpsel          ueq, r25, r11, 12, r26, r25
simd_shuffle     r26, r9, 13
icmpsel          ueq, r25, r11, 13, r26, r25
simd_shuffle     r26, r9, 14
icmpsel          ueq, r25, r11, 14, r26, r25
simd_shuffle     r26, r9, 15
icmpsel          ueq, r25, r11, 15, r26, r25
simd_shuffle     r26, r9, 16
icmpsel          ueq, r25, r11, 16, r26, r25
simd_shuffle     r26, r9, 17
icmpsel          ueq, r25, r11, 17, r26, r25
simd_shuffle     r26, r9, 18
icmpsel          ueq, r25, r11, 18, r26, r25
simd_shuffle     r26, r9, 19
icmpsel          ueq, r25, r11, 19, r26, r25
simd_shuffle     r26, r9, 20
icmpsel          ueq, r25, r11, 20, r26, r25
simd_shuffle     r26, r9, 21
icmpsel          ueq, r25, r11, 21, r26, r25
simd_shuffle     r26, r9, 22
icmpsel          ueq, r25, r11, 22, r26, r25
simd_shuffle     r26, r9, 23
icmpsel          ueq, r25, r11, 23, r26, r25
simd_shuffle     r26, r9, 24
icmpsel          ueq, r25, r11, 24, r26, r25
simd_shuffle     r26, r9, 25
icmpsel          ueq, r25, r11, 25, r26, r25
simd_shuffle     r26, r9, 26
icmpsel          ueq, r25, r11, 26, r26, r25
simd_shuffle     r26, r9, 27
icmpsel          ueq, r25, r11, 27, r26, r25
simd_shuffle     r26, r9, 28
icmpsel          ueq, r25, r11, 28, r26, r25
simd_shuffle     r26, r9, 29
icmpsel          ueq, r25, r11, 29, r26, r25
simd_shuffle     r26, r9, 30
icmpsel          ueq, r25, r11, 30, r26, r25
simd_shuffle     r26, r9, 31
icmpsel          ueq, r11, r11, 31, r26, r25
mov_imm          r25, 1056964608, 0b0
mov_imm          r26, 1065353216, 0b0
fmul32           r27, r25, r26
fmadd32          r25, r25, r26, r27.neg
fadd32           r26, 0.0, r27
fmul32           r27, r12, r18
fmadd32          r12, r12, r18, r27.neg
fadd32           r18, r26, r27
fadd32           r28, r18, r26.neg
fadd32           r29, r18, r28.neg
fadd32           r26, r26, r29.neg
fadd32           r27, r27, r28.neg
fadd32           r26, r26, r27
fadd32           r25, r25, r26
fadd32           r12, r25, r12
fmul32           r25, r13, r19
fmadd32          r13, r13, r19, r25.neg
fadd32           r19, r18, r25
fadd32           r26, r19, r18.neg
fadd32           r27, r19, r26.neg
fadd32           r18, r18, r27.neg
fadd32           r25, r25, r26.neg
fadd32           r18, r18, r25
fadd32           r12, r12, r18
fadd32           r12, r12, r13
fmul32           r13, r14, r20
fmadd32          r14, r14, r20, r13.neg
fadd32           r18, r19, r13
fadd32           r20, r18, r19.neg
fadd32           r25, r18, r20.neg
fadd32           r19, r19, r25.neg
fadd32           r13, r13, r20.neg
fadd32           r13, r19, r13
fadd32           r12, r12, r13
fadd32           r12, r12, r14
fmul32           r13, r15, r21
fmadd32          r14, r15, r21, r13.neg
fadd32           r15, r18, r13
fadd32           r19, r15, r18.neg
fadd32           r20, r15, r19.neg
fadd32           r18, r18, r20.neg
fadd32           r13, r13, r19.neg
fadd32           r13, r18, r13
fadd32           r12, r12, r13
fadd32           r12, r12, r14
fmul32           r13, r16, r22
fmadd32          r14, r16, r22, r13.neg
fadd32           r16, r15, r13
fadd32           r18, r16, r15.neg
fadd32           r19, r16, r18.neg
fadd32           r15, r15, r19.neg
fadd32           r13, r13, r18.neg
fadd32           r13, r15, r13
fadd32           r12, r12, r13
fadd32           r12, r12, r14
fmul32           r13, r17, r23
fmadd32          r14, r17, r23, r13.neg
fadd32           r15, r16, r13
fadd32           r17, r15, r16.neg
fadd32           r18, r15, r17.neg
fadd32           r16, r16, r18.neg
fadd32           r13, r13, r17.neg
fadd32           r13, r16, r13
fadd32           r12, r12, r13
fadd32           r12, r12, r14
fmul32           r13, r8, r24
fmadd32          r8, r8, r24, r13.neg
fadd32           r14, r15, r13
fadd32           r16, r14, r15.neg
fadd32           r17, r14, r16.neg
fadd32           r15, r15, r17.neg
fadd32           r13, r13, r16.neg
fadd32           r13, r15, r13
fadd32           r12, r12, r13
fadd32           r8, r12, r8
fmul32           r12, r6, r11
fmadd32          r6, r6, r11, r12.neg
fadd32           r11, r14, r12
fadd32           r13, r11, r14.neg
fadd32           r15, r11, r13.neg
fadd32           r14, r14, r15.neg
fadd32           r12, r12, r13.neg
fadd32           r12, r14, r12
fadd32           r8, r8, r12
fadd32           r6, r8, r6
fadd32           r6, r11, r6
fadd32           r8, r11, r11.neg
fcmpsel          eq, r6, r8, 0.0, r6, r11
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
mov              r16, r4
mov_imm          r17, 0, 0b0
iadd             r14_r15, r14_r15, r16_r17
mov              r16, r5
mov_imm          r17, 0, 0b0
mov_imm          r18, 0, 0b0
mov_imm          r19, 0, 0b0
iadd             r18_r19, r16_r17, r18_r19
iadd             r18_r19, r12_r13, r18_r19
mov_imm          r20, 8, 0b0
mov_imm          r21, 0, 0b0
mov              r8, r14
mov              r11, r15
imadd            r22_r23, r8, r20, 0
imadd            r8, r8, r21, 0
imadd            r8, r11, r20, r8
mov              r11, r22
mov              r20, r23
iadd             r8, r20, r8
mov              r20, r11
mov              r21, r8
iadd             r18_r19, r20_r21, r18_r19
mov_imm          r20, 4, 0b0
mov_imm          r21, 0, 0b0
mov              r8, r18
mov              r11, r19
mov              r18, r20
mov              r19, r21
imadd            r20_r21, r8, r18, 0
imadd            r8, r8, r19, 0
imadd            r8, r11, r18, r8
mov              r11, r20
mov              r18, r21
iadd             r8, r18, r8
mov              r18, r11
mov              r19, r8
mov              r20, u4
mov              r21, u5
iadd             r18_r19, r20_r21, r18_r19
mov_imm          r20, 1, 0b0
mov_imm          r21, 0, 0b0
iadd             r16_r17, r16_r17, r20_r21
iadd             r12_r13, r12_r13, r16_r17
mov_imm          r16, 8, 0b0
mov_imm          r17, 0, 0b0
mov              r8, r14
mov              r11, r15
mov              r14, r16
mov              r15, r17
imadd            r16_r17, r8, r14, 0
imadd            r8, r8, r15, 0
imadd            r8, r11, r14, r8
mov              r11, r16
mov              r14, r17
iadd             r8, r14, r8
mov              r14, r11
mov              r15, r8
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r8, r12
mov              r11, r13
mov              r12, r14
mov              r13, r15
imadd            r14_r15, r8, r12, 0
imadd            r8, r8, r13, 0
imadd            r8, r11, r12, r8
mov              r11, r14
mov              r12, r15
iadd             r8, r12, r8
mov              r12, r11
mov              r13, r8
mov              r14, u4
mov              r15, u5
iadd             r12_r13, r14_r15, r12_r13
device_store     0, i32, x, r10, r18_r19, 0, unsigned, 0
device_store     0, i32, x, r6, r12_r13, 0, unsigned, 0
bfeil            r8, 0, r2, 2
and              r11, r8, 4
bfeil            r12, 0, r2, 1
and              r12, r12, 3
iadd             r11, r11, r12
and              r8, r8, 2
bfi              r8, 0, r8, 1
and              r2, r2, 1
bfi              r2, 0, r2, 1
iadd             r2, r8, r2
bfi              r8, 0, r11, 3
iadd             r2, r8, r2
mov              r12, r2
mov_imm          r13, 0, 0b0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r14, u6
mov              r15, u7
iadd             r14_r15, r14_r15, r2, lsl 2
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r8, r12
mov              r11, r13
imadd            r18_r19, r8, r16, 0
imadd            r8, r8, r17, 0
imadd            r8, r11, r16, r8
mov              r11, r18
mov              r16, r19
iadd             r8, r16, r8
mov              r16, r11
mov              r17, r8
mov              r18, u6
mov              r19, u7
iadd             r16_r17, r18_r19, r16_r17
device_load      0, i32, x, r8, r14_r15, 0, unsigned
device_load      0, i32, x, r11, r16_r17, 0, unsigned
and              r14, r4, 4
bfeil            r15, 0, r4, 1
and              r15, r15, 1
or               r14, r14, r15
bfi              r14, 0, r14, 2
and              r15, r4, 1
bfi              r15, 0, r15, 1
iadd             r14, r14, r15
and              r15, r5, 4
bfi              r15, 0, r15, 1
bfeil            r16, 0, r5, 1
and              r16, r16, 1
iadd             r15, r15, r16
iadd             r16, r14, 0
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
wait             0
simd_shuffle     r17, r8, 0
icmpsel          ueq, r17, r16, 0, r17, r8
simd_shuffle     r18, r8, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r8, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r8, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r8, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r8, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r8, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r8, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r8, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r8, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r8, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r8, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r8, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r8, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r8, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r8, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r8, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r8, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r8, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r8, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r8, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r8, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r8, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r8, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r8, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r8, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r8, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r8, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r8, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r8, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r8, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r8, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r17, r14, 0
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r11, 0
icmpsel          ueq, r18, r17, 0, r18, r11
simd_shuffle     r19, r11, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r11, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r11, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r11, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r11, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r11, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r11, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r11, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r11, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r11, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r11, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r11, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r11, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r11, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r11, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r11, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r11, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r11, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r11, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r11, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r11, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r11, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r11, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r11, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r11, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r11, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r11, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r11, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r11, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r11, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r11, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r14, 1
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r8, 0
icmpsel          ueq, r19, r18, 0, r19, r8
simd_shuffle     r20, r8, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r8, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r8, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r8, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r8, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r8, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r8, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r8, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r8, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r8, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r8, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r8, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r8, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r8, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r8, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r8, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r8, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r8, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r8, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r8, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r8, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r8, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r8, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r8, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r8, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r8, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r8, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r8, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r8, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r8, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r8, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r14, 1
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r11, 0
icmpsel          ueq, r20, r19, 0, r20, r11
simd_shuffle     r21, r11, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r11, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r11, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r11, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r11, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r11, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r11, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r11, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r11, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r11, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r11, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r11, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r11, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r11, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r11, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r11, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r11, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r11, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r11, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r11, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r11, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r11, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r11, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r11, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r11, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r11, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r11, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r11, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r11, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r11, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r11, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r14, 8
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r8, 0
icmpsel          ueq, r21, r20, 0, r21, r8
simd_shuffle     r22, r8, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r8, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r8, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r8, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r8, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r8, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r8, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r8, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r8, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r8, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r8, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r8, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r8, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r8, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r8, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r8, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r8, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r8, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r8, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r8, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r8, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r8, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r8, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r8, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r8, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r8, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r8, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r8, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r8, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r8, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r8, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r14, 8
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r11, 0
icmpsel          ueq, r22, r21, 0, r22, r11
simd_shuffle     r23, r11, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r11, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r11, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r11, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r11, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r11, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r11, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r11, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r11, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r11, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r11, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r11, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r11, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r11, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r11, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r11, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r11, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r11, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r11, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r11, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r11, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r11, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r11, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r11, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r11, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r11, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r11, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r11, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r11, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r11, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r11, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r14, 9
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r8, 0
icmpsel          ueq, r23, r22, 0, r23, r8
simd_shuffle     r24, r8, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r8, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r8, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r8, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r8, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r8, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r8, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r8, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r8, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r8, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r8, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r8, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r8, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r8, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r8, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r8, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r8, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r8, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r8, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r8, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r8, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r8, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r8, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r8, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r8, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r8, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r8, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r8, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r8, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r8, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r22, 31, r8, r23
iadd             r14, r14, 9
mov_imm          r22, 65535, 0b0
and              r14, r14, r22
and              r14, r14, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r14, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r14, r22, 0, 32, r14
simd_shuffle     r22, r11, 0
icmpsel          ueq, r22, r14, 0, r22, r11
simd_shuffle     r23, r11, 1
icmpsel          ueq, r22, r14, 1, r23, r22
simd_shuffle     r23, r11, 2
icmpsel          ueq, r22, r14, 2, r23, r22
simd_shuffle     r23, r11, 3
icmpsel          ueq, r22, r14, 3, r23, r22
simd_shuffle     r23, r11, 4
icmpsel          ueq, r22, r14, 4, r23, r22
simd_shuffle     r23, r11, 5
icmpsel          ueq, r22, r14, 5, r23, r22
simd_shuffle     r23, r11, 6
icmpsel          ueq, r22, r14, 6, r23, r22
simd_shuffle     r23, r11, 7
icmpsel          ueq, r22, r14, 7, r23, r22
simd_shuffle     r23, r11, 8
icmpsel          ueq, r22, r14, 8, r23, r22
simd_shuffle     r23, r11, 9
icmpsel          ueq, r22, r14, 9, r23, r22
simd_shuffle     r23, r11, 10
icmpsel          ueq, r22, r14, 10, r23, r22
simd_shuffle     r23, r11, 11
icmpsel          ueq, r22, r14, 11, r23, r22
simd_shuffle     r23, r11, 12
icmpsel          ueq, r22, r14, 12, r23, r22
simd_shuffle     r23, r11, 13
icmpsel          ueq, r22, r14, 13, r23, r22
simd_shuffle     r23, r11, 14
icmpsel          ueq, r22, r14, 14, r23, r22
simd_shuffle     r23, r11, 15
icmpsel          ueq, r22, r14, 15, r23, r22
simd_shuffle     r23, r11, 16
icmpsel          ueq, r22, r14, 16, r23, r22
simd_shuffle     r23, r11, 17
icmpsel          ueq, r22, r14, 17, r23, r22
simd_shuffle     r23, r11, 18
icmpsel          ueq, r22, r14, 18, r23, r22
simd_shuffle     r23, r11, 19
icmpsel          ueq, r22, r14, 19, r23, r22
simd_shuffle     r23, r11, 20
icmpsel          ueq, r22, r14, 20, r23, r22
simd_shuffle     r23, r11, 21
icmpsel          ueq, r22, r14, 21, r23, r22
simd_shuffle     r23, r11, 22
icmpsel          ueq, r22, r14, 22, r23, r22
simd_shuffle     r23, r11, 23
icmpsel          ueq, r22, r14, 23, r23, r22
simd_shuffle     r23, r11, 24
icmpsel          ueq, r22, r14, 24, r23, r22
simd_shuffle     r23, r11, 25
icmpsel          ueq, r22, r14, 25, r23, r22
simd_shuffle     r23, r11, 26
icmpsel          ueq, r22, r14, 26, r23, r22
simd_shuffle     r23, r11, 27
icmpsel          ueq, r22, r14, 27, r23, r22
simd_shuffle     r23, r11, 28
icmpsel          ueq, r22, r14, 28, r23, r22
simd_shuffle     r23, r11, 29
icmpsel          ueq, r22, r14, 29, r23, r22
simd_shuffle     r23, r11, 30
icmpsel          ueq, r22, r14, 30, r23, r22
simd_shuffle     r11, r11, 31
icmpsel          ueq, r11, r14, 31, r11, r22
iadd             r14, r15, 0
mov_imm          r22, 65535, 0b0
and              r14, r14, r22
and              r14, r14, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r14, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r14, r22, 0, 32, r14
simd_shuffle     r22, r7, 0
icmpsel          ueq, r22, r14, 0, r22, r7
simd_shuffle     r23, r7, 1
icmpsel          ueq, r22, r14, 1, r23, r22
simd_shuffle     r23, r7, 2
icmpsel          ueq, r22, r14, 2, r23, r22
simd_shuffle     r23, r7, 3
icmpsel          ueq, r22, r14, 3, r23, r22
simd_shuffle     r23, r7, 4
icmpsel          ueq, r22, r14, 4, r23, r22
simd_shuffle     r23, r7, 5
icmpsel          ueq, r22, r14, 5, r23, r22
simd_shuffle     r23, r7, 6
icmpsel          ueq, r22, r14, 6, r23, r22
simd_shuffle     r23, r7, 7
icmpsel          ueq, r22, r14, 7, r23, r22
simd_shuffle     r23, r7, 8
icmpsel          ueq, r22, r14, 8, r23, r22
simd_shuffle     r23, r7, 9
icmpsel          ueq, r22, r14, 9, r23, r22
simd_shuffle     r23, r7, 10
icmpsel          ueq, r22, r14, 10, r23, r22
simd_shuffle     r23, r7, 11
icmpsel          ueq, r22, r14, 11, r23, r22
simd_shuffle     r23, r7, 12
icmpsel          ueq, r22, r14, 12, r23, r22
simd_shuffle     r23, r7, 13
icmpsel          ueq, r22, r14, 13, r23, r22
simd_shuffle     r23, r7, 14
icmpsel          ueq, r22, r14, 14, r23, r22
simd_shuffle     r23, r7, 15
icmpsel          ueq, r22, r14, 15, r23, r22
simd_shuffle     r23, r7, 16
icmpsel          ueq, r22, r14, 16, r23, r22
simd_shuffle     r23, r7, 17
icmpsel          ueq, r22, r14, 17, r23, r22
simd_shuffle     r23, r7, 18
icmpsel          ueq, r22, r14, 18, r23, r22
simd_shuffle     r23, r7, 19
icmpsel          ueq, r22, r14, 19, r23, r22
simd_shuffle     r23, r7, 20
icmpsel          ueq, r22, r14, 20, r23, r22
simd_shuffle     r23, r7, 21
icmpsel          ueq, r22, r14, 21, r23, r22
simd_shuffle     r23, r7, 22
icmpsel          ueq, r22, r14, 22, r23, r22
simd_shuffle     r23, r7, 23
icmpsel          ueq, r22, r14, 23, r23, r22
simd_shuffle     r23, r7, 24
icmpsel          ueq, r22, r14, 24, r23, r22
simd_shuffle     r23, r7, 25
icmpsel          ueq, r22, r14, 25, r23, r22
simd_shuffle     r23, r7, 26
icmpsel          ueq, r22, r14, 26, r23, r22
simd_shuffle     r23, r7, 27
icmpsel          ueq, r22, r14, 27, r23, r22
simd_shuffle     r23, r7, 28
icmpsel          ueq, r22, r14, 28, r23, r22
simd_shuffle     r23, r7, 29
icmpsel          ueq, r22, r14, 29, r23, r22
simd_shuffle     r23, r7, 30
icmpsel          ueq, r22, r14, 30, r23, r22
simd_shuffle     r23, r7, 31
icmpsel          ueq, r14, r14, 31, r23, r22
iadd             r22, r15, 2
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r7, 0
icmpsel          ueq, r23, r22, 0, r23, r7
simd_shuffle     r24, r7, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r7, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r7, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r7, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r7, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r7, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r7, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r7, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r7, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r7, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r7, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r7, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r7, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r7, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r7, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r7, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r7, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r7, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r7, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r7, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r7, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r7, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r7, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r7, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r7, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r7, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r7, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r7, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r7, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r7, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r7, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r15, 4
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r23, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r7, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r15, 6
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r7, 0
icmpsel          ueq, r25, r24, 0, r25, r7
simd_shuffle     r26, r7, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r7, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r7, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r7, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r7, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r7, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r7, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r7, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r7, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r7, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r7, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r7, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r7, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r7, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r7, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r7, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r7, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r7, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r7, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r7, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r7, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r7, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r7, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r7, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r7, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r7, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r7, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r7, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r7, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r7, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r7, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r15, 16
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r7, 0
icmpsel          ueq, r26, r25, 0, r26, r7
simd_shuffle     r27, r7, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r7, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r7, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r7, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r7, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r7, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r7, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r7, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r7, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r7, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r7, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r7, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r7, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r7, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r7, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r7, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r7, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r7, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r7, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r7, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r7, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r7, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r7, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r7, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r7, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r7, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r7, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r7, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r7, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r7, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r7, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r15, 18
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r7, 0
icmpsel          ueq, r27, r26, 0, r27, r7
simd_shuffle     r28, r7, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r7, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r7, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r7, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r7, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r7, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r7, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r7, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r7, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r7, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r7, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r7, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r7, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r7, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r7, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r7, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r7, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r7, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r7, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r7, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r7, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r7, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r7, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r7, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r7, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r7, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r7, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r7, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r7, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r7, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r7, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r15, 20
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r7, 0
icmpsel          ueq, r28, r27, 0, r28, r7
simd_shuffle     r29, r7, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r7, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r7, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r7, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r7, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r7, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r7, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r7, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r7, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r7, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r7, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r7, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r7, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r7, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r7, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r7, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r7, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r7, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r7, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r7, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r7, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r7, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r7, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r7, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r7, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r7, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r7, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r7, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r7, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r7, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r7, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r28, r15, 22
mov_imm          r29, 65535, 0b0
and              r28, r28, r29
and              r28, r28, 31
icmp_ballot      r29, ugt, 1, 0
and              r30, r28, 31
bfeil            r29, 0, r29, r30
and              r29, r29, 1
icmpsel          ueq, r28, r29, 0, 32, r28
simd_shuffle     r29, r7, 0
icmpsel          ueq, r29, r28, 0, r29, r7
simd_shuffle     r30, r7, 1
icmpsel          ueq, r29, r28, 1, r30, r29
simd_shuffle     r30, r7, 2
icmpsel          ueq, r29, r28, 2, r30, r29
simd_shuffle     r30, r7, 3
icmpsel          ueq, r29, r28, 3, r30, r29
simd_shuffle     r30, r7, 4
icmpsel          ueq, r29, r28, 4, r30, r29
simd_shuffle     r30, r7, 5
icmpsel          ueq, r29, r28, 5, r30, r29
simd_shuffle     r30, r7, 6
icmpsel          ueq, r29, r28, 6, r30, r29
simd_shuffle     r30, r7, 7
icmpsel          ueq, r29, r28, 7, r30, r29
simd_shuffle     r30, r7, 8
icmpsel          ueq, r29, r28, 8, r30, r29
simd_shuffle     r30, r7, 9
icmpsel          ueq, r29, r28, 9, r30, r29
simd_shuffle     r30, r7, 10
icmpsel          ueq, r29, r28, 10, r30, r29
simd_shuffle     r30, r7, 11
icmpsel          ueq, r29, r28, 11, r30, r29
simd_shuffle     r30, r7, 12
icmpsel          ueq, r29, r28, 12, r30, r29
simd_shuffle     r30, r7, 13
icmpsel          ueq, r29, r28, 13, r30, r29
simd_shuffle     r30, r7, 14
icmpsel          ueq, r29, r28, 14, r30, r29
simd_shuffle     r30, r7, 15
icmpsel          ueq, r29, r28, 15, r30, r29
simd_shuffle     r30, r7, 16
icmpsel          ueq, r29, r28, 16, r30, r29
simd_shuffle     r30, r7, 17
icmpsel          ueq, r29, r28, 17, r30, r29
simd_shuffle     r30, r7, 18
icmpsel          ueq, r29, r28, 18, r30, r29
simd_shuffle     r30, r7, 19
icmpsel          ueq, r29, r28, 19, r30, r29
simd_shuffle     r30, r7, 20
icmpsel          ueq, r29, r28, 20, r30, r29
simd_shuffle     r30, r7, 21
icmpsel          ueq, r29, r28, 21, r30, r29
simd_shuffle     r30, r7, 22
icmpsel          ueq, r29, r28, 22, r30, r29
simd_shuffle     r30, r7, 23
icmpsel          ueq, r29, r28, 23, r30, r29
simd_shuffle     r30, r7, 24
icmpsel          ueq, r29, r28, 24, r30, r29
simd_shuffle     r30, r7, 25
icmpsel          ueq, r29, r28, 25, r30, r29
simd_shuffle     r30, r7, 26
icmpsel          ueq, r29, r28, 26, r30, r29
simd_shuffle     r30, r7, 27
icmpsel          ueq, r29, r28, 27, r30, r29
simd_shuffle     r30, r7, 28
icmpsel          ueq, r29, r28, 28, r30, r29
simd_shuffle     r30, r7, 29
icmpsel          ueq, r29, r28, 29, r30, r29
simd_shuffle     r30, r7, 30
icmpsel          ueq, r29, r28, 30, r30, r29
simd_shuffle     r7, r7, 31
icmpsel          ueq, r7, r28, 31, r7, r29
mov_imm          r28, 1065353216, 0b0
fmul32           r29, r10, r28
fmadd32          r28, r10, r28, r29.neg
fadd32           r29, 0.0, r29
fmul32           r30, r16, r14
fmadd32          r14, r16, r14, r30.neg
fadd32           r31, r29, r30
fadd32           r32, r31, r29.neg
fadd32           r33, r31, r32.neg
fadd32           r29, r29, r33.neg
fadd32           r30, r30, r32.neg
fadd32           r29, r29, r30
fadd32           r28, r28, r29
fadd32           r14, r28, r14
fmul32           r28, r17, r22
fmadd32          r22, r17, r22, r28.neg
fadd32           r29, r31, r28
fadd32           r30, r29, r31.neg
fadd32           r32, r29, r30.neg
fadd32           r31, r31, r32.neg
fadd32           r28, r28, r30.neg
fadd32           r28, r31, r28
fadd32           r14, r14, r28
fadd32           r14, r14, r22
fmul32           r22, r18, r23
fmadd32          r23, r18, r23, r22.neg
fadd32           r28, r29, r22
fadd32           r30, r28, r29.neg
fadd32           r31, r28, r30.neg
fadd32           r29, r29, r31.neg
fadd32           r22, r22, r30.neg
fadd32           r22, r29, r22
fadd32           r14, r14, r22
fadd32           r14, r14, r23
fmul32           r22, r19, r24
fmadd32          r23, r19, r24, r22.neg
fadd32           r24, r28, r22
fadd32           r29, r24, r28.neg
fadd32           r30, r24, r29.neg
fadd32           r28, r28, r30.neg
fadd32           r22, r22, r29.neg
fadd32           r22, r28, r22
fadd32           r14, r14, r22
fadd32           r14, r14, r23
fmul32           r22, r20, r25
fmadd32          r23, r20, r25, r22.neg
fadd32           r25, r24, r22
fadd32           r28, r25, r24.neg
fadd32           r29, r25, r28.neg
fadd32           r24, r24, r29.neg
fadd32           r22, r22, r28.neg
fadd32           r22, r24, r22
fadd32           r14, r14, r22
fadd32           r14, r14, r23
fmul32           r22, r21, r26
fmadd32          r23, r21, r26, r22.neg
fadd32           r24, r25, r22
fadd32           r26, r24, r25.neg
fadd32           r28, r24, r26.neg
fadd32           r25, r25, r28.neg
fadd32           r22, r22, r26.neg
fadd32           r22, r25, r22
fadd32           r14, r14, r22
fadd32           r14, r14, r23
fmul32           r22, r8, r27
fmadd32          r23, r8, r27, r22.neg
fadd32           r25, r24, r22
fadd32           r26, r25, r24.neg
fadd32           r27, r25, r26.neg
fadd32           r24, r24, r27.neg
fadd32           r22, r22, r26.neg
fadd32           r22, r24, r22
fadd32           r14, r14, r22
fadd32           r14, r14, r23
fmul32           r22, r11, r7
fmadd32          r7, r11, r7, r22.neg
fadd32           r23, r25, r22
fadd32           r24, r23, r25.neg
fadd32           r26, r23, r24.neg
fadd32           r25, r25, r26.neg
fadd32           r22, r22, r24.neg
fadd32           r22, r25, r22
fadd32           r14, r14, r22
fadd32           r7, r14, r7
fadd32           r7, r23, r7
fadd32           r14, r23, r23.neg
fcmpsel          eq, r7, r14, 0.0, r7, r23
iadd             r14, r15, 0
mov_imm          r22, 65535, 0b0
and              r14, r14, r22
and              r14, r14, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r14, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r14, r22, 0, 32, r14
simd_shuffle     r22, r9, 0
icmpsel          ueq, r22, r14, 0, r22, r9
simd_shuffle     r23, r9, 1
icmpsel          ueq, r22, r14, 1, r23, r22
simd_shuffle     r23, r9, 2
icmpsel          ueq, r22, r14, 2, r23, r22
simd_shuffle     r23, r9, 3
icmpsel          ueq, r22, r14, 3, r23, r22
simd_shuffle     r23, r9, 4
icmpsel          ueq, r22, r14, 4, r23, r22
simd_shuffle     r23, r9, 5
icmpsel          ueq, r22, r14, 5, r23, r22
simd_shuffle     r23, r9, 6
icmpsel          ueq, r22, r14, 6, r23, r22
simd_shuffle     r23, r9, 7
icmpsel          ueq, r22, r14, 7, r23, r22
simd_shuffle     r23, r9, 8
icmpsel          ueq, r22, r14, 8, r23, r22
simd_shuffle     r23, r9, 9
icmpsel          ueq, r22, r14, 9, r23, r22
simd_shuffle     r23, r9, 10
icmpsel          ueq, r22, r14, 10, r23, r22
simd_shuffle     r23, r9, 11
icmpsel          ueq, r22, r14, 11, r23, r22
simd_shuffle     r23, r9, 12
icmpsel          ueq, r22, r14, 12, r23, r22
simd_shuffle     r23, r9, 13
icmpsel          ueq, r22, r14, 13, r23, r22
simd_shuffle     r23, r9, 14
icmpsel          ueq, r22, r14, 14, r23, r22
simd_shuffle     r23, r9, 15
icmpsel          ueq, r22, r14, 15, r23, r22
simd_shuffle     r23, r9, 16
icmpsel          ueq, r22, r14, 16, r23, r22
simd_shuffle     r23, r9, 17
icmpsel          ueq, r22, r14, 17, r23, r22
simd_shuffle     r23, r9, 18
icmpsel          ueq, r22, r14, 18, r23, r22
simd_shuffle     r23, r9, 19
icmpsel          ueq, r22, r14, 19, r23, r22
simd_shuffle     r23, r9, 20
icmpsel          ueq, r22, r14, 20, r23, r22
simd_shuffle     r23, r9, 21
icmpsel          ueq, r22, r14, 21, r23, r22
simd_shuffle     r23, r9, 22
icmpsel          ueq, r22, r14, 22, r23, r22
simd_shuffle     r23, r9, 23
icmpsel          ueq, r22, r14, 23, r23, r22
simd_shuffle     r23, r9, 24
icmpsel          ueq, r22, r14, 24, r23, r22
simd_shuffle     r23, r9, 25
icmpsel          ueq, r22, r14, 25, r23, r22
simd_shuffle     r23, r9, 26
icmpsel          ueq, r22, r14, 26, r23, r22
simd_shuffle     r23, r9, 27
icmpsel          ueq, r22, r14, 27, r23, r22
simd_shuffle     r23, r9, 28
icmpsel          ueq, r22, r14, 28, r23, r22
simd_shuffle     r23, r9, 29
icmpsel          ueq, r22, r14, 29, r23, r22
simd_shuffle     r23, r9, 30
icmpsel          ueq, r22, r14, 30, r23, r22
simd_shuffle     r23, r9, 31
icmpsel          ueq, r14, r14, 31, r23, r22
iadd             r22, r15, 2
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r9, 0
icmpsel          ueq, r23, r22, 0, r23, r9
simd_shuffle     r24, r9, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r9, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r9, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r9, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r9, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r9, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r9, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r9, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r9, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r9, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r9, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r9, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r9, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r9, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r9, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r9, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r9, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r9, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r9, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r9, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r9, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r9, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r9, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r9, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r9, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r9, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r9, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r9, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r9, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r9, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r9, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r15, 4
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r9, 0
icmpsel          ueq, r24, r23, 0, r24, r9
simd_shuffle     r25, r9, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r9, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r9, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r9, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r9, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r9, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r9, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r9, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r9, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r9, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r9, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r9, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r9, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r9, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r9, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r9, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r9, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r9, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r9, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r9, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r9, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r9, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r9, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r9, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r9, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r9, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r9, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r9, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r9, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r9, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r9, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r15, 6
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r9, 0
icmpsel          ueq, r25, r24, 0, r25, r9
simd_shuffle     r26, r9, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r9, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r9, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r9, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r9, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r9, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r9, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r9, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r9, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r9, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r9, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r9, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r9, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r9, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r9, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r9, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r9, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r9, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r9, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r9, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r9, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r9, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r9, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r9, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r9, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r9, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r9, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r9, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r9, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r9, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r9, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r15, 16
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r9, 0
icmpsel          ueq, r26, r25, 0, r26, r9
simd_shuffle     r27, r9, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r9, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r9, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r9, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r9, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r9, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r9, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r9, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r9, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r9, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r9, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r9, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r9, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r9, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r9, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r9, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r9, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r9, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r9, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r9, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r9, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r9, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r9, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r9, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r9, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r9, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r9, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r9, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r9, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r9, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r27, r9, 31
icmpsel          ueq, r25, r25, 31, r27, r26
iadd             r26, r15, 18
mov_imm          r27, 65535, 0b0
and              r26, r26, r27
and              r26, r26, 31
icmp_ballot      r27, ugt, 1, 0
and              r28, r26, 31
bfeil            r27, 0, r27, r28
and              r27, r27, 1
icmpsel          ueq, r26, r27, 0, 32, r26
simd_shuffle     r27, r9, 0
icmpsel          ueq, r27, r26, 0, r27, r9
simd_shuffle     r28, r9, 1
icmpsel          ueq, r27, r26, 1, r28, r27
simd_shuffle     r28, r9, 2
icmpsel          ueq, r27, r26, 2, r28, r27
simd_shuffle     r28, r9, 3
icmpsel          ueq, r27, r26, 3, r28, r27
simd_shuffle     r28, r9, 4
icmpsel          ueq, r27, r26, 4, r28, r27
simd_shuffle     r28, r9, 5
icmpsel          ueq, r27, r26, 5, r28, r27
simd_shuffle     r28, r9, 6
icmpsel          ueq, r27, r26, 6, r28, r27
simd_shuffle     r28, r9, 7
icmpsel          ueq, r27, r26, 7, r28, r27
simd_shuffle     r28, r9, 8
icmpsel          ueq, r27, r26, 8, r28, r27
simd_shuffle     r28, r9, 9
icmpsel          ueq, r27, r26, 9, r28, r27
simd_shuffle     r28, r9, 10
icmpsel          ueq, r27, r26, 10, r28, r27
simd_shuffle     r28, r9, 11
icmpsel          ueq, r27, r26, 11, r28, r27
simd_shuffle     r28, r9, 12
icmpsel          ueq, r27, r26, 12, r28, r27
simd_shuffle     r28, r9, 13
icmpsel          ueq, r27, r26, 13, r28, r27
simd_shuffle     r28, r9, 14
icmpsel          ueq, r27, r26, 14, r28, r27
simd_shuffle     r28, r9, 15
icmpsel          ueq, r27, r26, 15, r28, r27
simd_shuffle     r28, r9, 16
icmpsel          ueq, r27, r26, 16, r28, r27
simd_shuffle     r28, r9, 17
icmpsel          ueq, r27, r26, 17, r28, r27
simd_shuffle     r28, r9, 18
icmpsel          ueq, r27, r26, 18, r28, r27
simd_shuffle     r28, r9, 19
icmpsel          ueq, r27, r26, 19, r28, r27
simd_shuffle     r28, r9, 20
icmpsel          ueq, r27, r26, 20, r28, r27
simd_shuffle     r28, r9, 21
icmpsel          ueq, r27, r26, 21, r28, r27
simd_shuffle     r28, r9, 22
icmpsel          ueq, r27, r26, 22, r28, r27
simd_shuffle     r28, r9, 23
icmpsel          ueq, r27, r26, 23, r28, r27
simd_shuffle     r28, r9, 24
icmpsel          ueq, r27, r26, 24, r28, r27
simd_shuffle     r28, r9, 25
icmpsel          ueq, r27, r26, 25, r28, r27
simd_shuffle     r28, r9, 26
icmpsel          ueq, r27, r26, 26, r28, r27
simd_shuffle     r28, r9, 27
icmpsel          ueq, r27, r26, 27, r28, r27
simd_shuffle     r28, r9, 28
icmpsel          ueq, r27, r26, 28, r28, r27
simd_shuffle     r28, r9, 29
icmpsel          ueq, r27, r26, 29, r28, r27
simd_shuffle     r28, r9, 30
icmpsel          ueq, r27, r26, 30, r28, r27
simd_shuffle     r28, r9, 31
icmpsel          ueq, r26, r26, 31, r28, r27
iadd             r27, r15, 20
mov_imm          r28, 65535, 0b0
and              r27, r27, r28
and              r27, r27, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r27, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r27, r28, 0, 32, r27
simd_shuffle     r28, r9, 0
icmpsel          ueq, r28, r27, 0, r28, r9
simd_shuffle     r29, r9, 1
icmpsel          ueq, r28, r27, 1, r29, r28
simd_shuffle     r29, r9, 2
icmpsel          ueq, r28, r27, 2, r29, r28
simd_shuffle     r29, r9, 3
icmpsel          ueq, r28, r27, 3, r29, r28
simd_shuffle     r29, r9, 4
icmpsel          ueq, r28, r27, 4, r29, r28
simd_shuffle     r29, r9, 5
icmpsel          ueq, r28, r27, 5, r29, r28
simd_shuffle     r29, r9, 6
icmpsel          ueq, r28, r27, 6, r29, r28
simd_shuffle     r29, r9, 7
icmpsel          ueq, r28, r27, 7, r29, r28
simd_shuffle     r29, r9, 8
icmpsel          ueq, r28, r27, 8, r29, r28
simd_shuffle     r29, r9, 9
icmpsel          ueq, r28, r27, 9, r29, r28
simd_shuffle     r29, r9, 10
icmpsel          ueq, r28, r27, 10, r29, r28
simd_shuffle     r29, r9, 11
icmpsel          ueq, r28, r27, 11, r29, r28
simd_shuffle     r29, r9, 12
icmpsel          ueq, r28, r27, 12, r29, r28
simd_shuffle     r29, r9, 13
icmpsel          ueq, r28, r27, 13, r29, r28
simd_shuffle     r29, r9, 14
icmpsel          ueq, r28, r27, 14, r29, r28
simd_shuffle     r29, r9, 15
icmpsel          ueq, r28, r27, 15, r29, r28
simd_shuffle     r29, r9, 16
icmpsel          ueq, r28, r27, 16, r29, r28
simd_shuffle     r29, r9, 17
icmpsel          ueq, r28, r27, 17, r29, r28
simd_shuffle     r29, r9, 18
icmpsel          ueq, r28, r27, 18, r29, r28
simd_shuffle     r29, r9, 19
icmpsel          ueq, r28, r27, 19, r29, r28
simd_shuffle     r29, r9, 20
icmpsel          ueq, r28, r27, 20, r29, r28
simd_shuffle     r29, r9, 21
icmpsel          ueq, r28, r27, 21, r29, r28
simd_shuffle     r29, r9, 22
icmpsel          ueq, r28, r27, 22, r29, r28
simd_shuffle     r29, r9, 23
icmpsel          ueq, r28, r27, 23, r29, r28
simd_shuffle     r29, r9, 24
icmpsel          ueq, r28, r27, 24, r29, r28
simd_shuffle     r29, r9, 25
icmpsel          ueq, r28, r27, 25, r29, r28
simd_shuffle     r29, r9, 26
icmpsel          ueq, r28, r27, 26, r29, r28
simd_shuffle     r29, r9, 27
icmpsel          ueq, r28, r27, 27, r29, r28
simd_shuffle     r29, r9, 28
icmpsel          ueq, r28, r27, 28, r29, r28
simd_shuffle     r29, r9, 29
icmpsel          ueq, r28, r27, 29, r29, r28
simd_shuffle     r29, r9, 30
icmpsel          ueq, r28, r27, 30, r29, r28
simd_shuffle     r29, r9, 31
icmpsel          ueq, r27, r27, 31, r29, r28
iadd             r15, r15, 22
mov_imm          r28, 65535, 0b0
and              r15, r15, r28
and              r15, r15, 31
icmp_ballot      r28, ugt, 1, 0
and              r29, r15, 31
bfeil            r28, 0, r28, r29
and              r28, r28, 1
icmpsel          ueq, r15, r28, 0, 32, r15
simd_shuffle     r28, r9, 0
icmpsel          ueq, r28, r15, 0, r28, r9
simd_shuffle     r29, r9, 1
icmpsel          ueq, r28, r15, 1, r29, r28
simd_shuffle     r29, r9, 2
icmpsel          ueq, r28, r15, 2, r29, r28
simd_shuffle     r29, r9, 3
icmpsel          ueq, r28, r15, 3, r29, r28
simd_shuffle     r29, r9, 4
icmpsel          ueq, r28, r15, 4, r29, r28
simd_shuffle     r29, r9, 5
icmpsel          ueq, r28, r15, 5, r29, r28
simd_shuffle     r29, r9, 6
icmpsel          ueq, r28, r15, 6, r29, r28
simd_shuffle     r29, r9, 7
icmpsel          ueq, r28, r15, 7, r29, r28
simd_shuffle     r29, r9, 8
icmpsel          ueq, r28, r15, 8, r29, r28
simd_shuffle     r29, r9, 9
icmpsel          ueq, r28, r15, 9, r29, r28
simd_shuffle     r29, r9, 10
icmpsel          ueq, r28, r15, 10, r29, r28
simd_shuffle     r29, r9, 11
icmpsel          ueq, r28, r15, 11, r29, r28
simd_shuffle     r29, r9, 12
icmpsel          ueq, r28, r15, 12, r29, r28
simd_shuffle     r29, r9, 13
icmpsel          ueq, r28, r15, 13, r29, r28
simd_shuffle     r29, r9, 14
icmpsel          ueq, r28, r15, 14, r29, r28
simd_shuffle     r29, r9, 15
icmpsel          ueq, r28, r15, 15, r29, r28
simd_shuffle     r29, r9, 16
icmpsel          ueq, r28, r15, 16, r29, r28
simd_shuffle     r29, r9, 17
icmpsel          ueq, r28, r15, 17, r29, r28
simd_shuffle     r29, r9, 18
icmpsel          ueq, r28, r15, 18, r29, r28
simd_shuffle     r29, r9, 19
icmpsel          ueq, r28, r15, 19, r29, r28
simd_shuffle     r29, r9, 20
icmpsel          ueq, r28, r15, 20, r29, r28
simd_shuffle     r29, r9, 21
icmpsel          ueq, r28, r15, 21, r29, r28
simd_shuffle     r29, r9, 22
icmpsel          ueq, r28, r15, 22, r29, r28
simd_shuffle     r29, r9, 23
icmpsel          ueq, r28, r15, 23, r29, r28
simd_shuffle     r29, r9, 24
icmpsel          ueq, r28, r15, 24, r29, r28
simd_shuffle     r29, r9, 25
icmpsel          ueq, r28, r15, 25, r29, r28
simd_shuffle     r29, r9, 26
icmpsel          ueq, r28, r15, 26, r29, r28
simd_shuffle     r29, r9, 27
icmpsel          ueq, r28, r15, 27, r29, r28
simd_shuffle     r29, r9, 28
icmpsel          ueq, r28, r15, 28, r29, r28
simd_shuffle     r29, r9, 29
icmpsel          ueq, r28, r15, 29, r29, r28
simd_shuffle     r29, r9, 30
icmpsel          ueq, r28, r15, 30, r29, r28
simd_shuffle     r9, r9, 31
icmpsel          ueq, r9, r15, 31, r9, r28
mov_imm          r15, 1065353216, 0b0
fmul32           r28, r6, r15
fmadd32          r15, r6, r15, r28.neg
fadd32           r28, 0.0, r28
fmul32           r29, r16, r14
fmadd32          r14, r16, r14, r29.neg
fadd32           r16, r28, r29
fadd32           r30, r16, r28.neg
fadd32           r31, r16, r30.neg
fadd32           r28, r28, r31.neg
fadd32           r29, r29, r30.neg
fadd32           r28, r28, r29
fadd32           r15, r15, r28
fadd32           r14, r15, r14
fmul32           r15, r17, r22
fmadd32          r17, r17, r22, r15.neg
fadd32           r22, r16, r15
fadd32           r28, r22, r16.neg
fadd32           r29, r22, r28.neg
fadd32           r16, r16, r29.neg
fadd32           r15, r15, r28.neg
fadd32           r15, r16, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r17
fmul32           r15, r18, r23
fmadd32          r16, r18, r23, r15.neg
fadd32           r17, r22, r15
fadd32           r18, r17, r22.neg
fadd32           r23, r17, r18.neg
fadd32           r22, r22, r23.neg
fadd32           r15, r15, r18.neg
fadd32           r15, r22, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r19, r24
fmadd32          r16, r19, r24, r15.neg
fadd32           r18, r17, r15
fadd32           r19, r18, r17.neg
fadd32           r22, r18, r19.neg
fadd32           r17, r17, r22.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r17, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r20, r25
fmadd32          r16, r20, r25, r15.neg
fadd32           r17, r18, r15
fadd32           r19, r17, r18.neg
fadd32           r20, r17, r19.neg
fadd32           r18, r18, r20.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r18, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r21, r26
fmadd32          r16, r21, r26, r15.neg
fadd32           r18, r17, r15
fadd32           r19, r18, r17.neg
fadd32           r20, r18, r19.neg
fadd32           r17, r17, r20.neg
fadd32           r15, r15, r19.neg
fadd32           r15, r17, r15
fadd32           r14, r14, r15
fadd32           r14, r14, r16
fmul32           r15, r8, r27
fmadd32          r8, r8, r27, r15.neg
fadd32           r16, r18, r15
fadd32           r17, r16, r18.neg
fadd32           r19, r16, r17.neg
fadd32           r18, r18, r19.neg
fadd32           r15, r15, r17.neg
fadd32           r15, r18, r15
fadd32           r14, r14, r15
fadd32           r8, r14, r8
fmul32           r14, r11, r9
fmadd32          r9, r11, r9, r14.neg
fadd32           r11, r16, r14
fadd32           r15, r11, r16.neg
fadd32           r17, r11, r15.neg
fadd32           r16, r16, r17.neg
fadd32           r14, r14, r15.neg
fadd32           r14, r16, r14
fadd32           r8, r8, r14
fadd32           r8, r8, r9
fadd32           r8, r11, r8
fadd32           r9, r11, r11.neg
fcmpsel          eq, r8, r9, 0.0, r8, r11
mov              r14, u8
mov              r15, u9
iadd             r14_r15, r14_r15, r2, lsl 2
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r2, r12
mov              r9, r13
mov              r11, r16
mov              r12, r17
imadd            r16_r17, r2, r11, 0
imadd            r2, r2, r12, 0
imadd            r2, r9, r11, r2
mov              r9, r16
mov              r11, r17
iadd             r2, r11, r2
mov              r12, r9
mov              r13, r2
mov              r16, u8
mov              r17, u9
iadd             r12_r13, r16_r17, r12_r13
device_store     0, i32, x, r7, r14_r15, 0, unsigned, 0
device_store     0, i32, x, r8, r12_r13, 0, unsigned, 0
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
mov              r14, r4
mov_imm          r15, 0, 0b0
iadd             r12_r13, r12_r13, r14_r15
mov              r14, r5
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
mov_imm          r17, 0, 0b0
iadd             r16_r17, r14_r15, r16_r17
iadd             r16_r17, r8_r9, r16_r17
mov_imm          r18, 8, 0b0
mov_imm          r19, 0, 0b0
mov              r2, r12
mov              r7, r13
mov              r11, r18
mov              r18, r19
imadd            r20_r21, r2, r11, 0
imadd            r2, r2, r18, 0
imadd            r2, r7, r11, r2
mov              r7, r20
mov              r11, r21
iadd             r2, r11, r2
mov              r18, r7
mov              r19, r2
iadd             r16_r17, r18_r19, r16_r17
mov_imm          r18, 2, 0b0
mov_imm          r19, 0, 0b0
mov              r2, r16
mov              r7, r17
mov              r11, r18
mov              r16, r19
imadd            r18_r19, r2, r11, 0
imadd            r2, r2, r16, 0
imadd            r2, r7, r11, r2
mov              r7, r18
mov              r11, r19
iadd             r2, r11, r2
mov              r16, r7
mov              r17, r2
mov              r18, u10
mov              r19, u11
iadd             r16_r17, r18_r19, r16_r17
mov_imm          r18, 1, 0b0
mov_imm          r19, 0, 0b0
iadd             r14_r15, r14_r15, r18_r19
iadd             r8_r9, r8_r9, r14_r15
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r2, r12
mov              r7, r13
mov              r11, r14
mov              r12, r15
imadd            r14_r15, r2, r11, 0
imadd            r2, r2, r12, 0
imadd            r2, r7, r11, r2
mov              r7, r14
mov              r11, r15
iadd             r2, r11, r2
mov              r12, r7
mov              r13, r2
iadd             r8_r9, r12_r13, r8_r9
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r2, r8
mov              r7, r9
mov              r8, r12
mov              r9, r13
imadd            r12_r13, r2, r8, 0
imadd            r2, r2, r9, 0
imadd            r2, r7, r8, r2
mov              r7, r12
mov              r8, r13
iadd             r2, r8, r2
mov              r8, r7
mov              r9, r2
mov              r12, u10
mov              r13, u11
iadd             r8_r9, r12_r13, r8_r9
device_load      0, i16, x, r2, r16_r17, 0, unsigned
device_load      0, i16, x, r7, r8_r9, 0, unsigned
wait             0
bfi              r8, 0, r2, 16
bfi              r9, 0, r7, 16
bfi              r2, 0, r2, 16
bfi              r7, 0, r7, 16
and              r11, r4, 4
bfeil            r12, 0, r4, 1
and              r12, r12, 1
or               r11, r11, r12
bfi              r11, 0, r11, 2
and              r12, r4, 1
bfi              r12, 0, r12, 1
iadd             r11, r11, r12
and              r12, r5, 4
bfi              r12, 0, r12, 1
bfeil            r13, 0, r5, 1
and              r13, r13, 1
iadd             r12, r12, r13
iadd             r13, r11, 0
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
and              r13, r13, 31
icmp_ballot      r14, ugt, 1, 0
and              r15, r13, 31
bfeil            r14, 0, r14, r15
and              r14, r14, 1
icmpsel          ueq, r13, r14, 0, 32, r13
simd_shuffle     r14, r8, 0
icmpsel          ueq, r14, r13, 0, r14, r8
simd_shuffle     r15, r8, 1
icmpsel          ueq, r14, r13, 1, r15, r14
simd_shuffle     r15, r8, 2
icmpsel          ueq, r14, r13, 2, r15, r14
simd_shuffle     r15, r8, 3
icmpsel          ueq, r14, r13, 3, r15, r14
simd_shuffle     r15, r8, 4
icmpsel          ueq, r14, r13, 4, r15, r14
simd_shuffle     r15, r8, 5
icmpsel          ueq, r14, r13, 5, r15, r14
simd_shuffle     r15, r8, 6
icmpsel          ueq, r14, r13, 6, r15, r14
simd_shuffle     r15, r8, 7
icmpsel          ueq, r14, r13, 7, r15, r14
simd_shuffle     r15, r8, 8
icmpsel          ueq, r14, r13, 8, r15, r14
simd_shuffle     r15, r8, 9
icmpsel          ueq, r14, r13, 9, r15, r14
simd_shuffle     r15, r8, 10
icmpsel          ueq, r14, r13, 10, r15, r14
simd_shuffle     r15, r8, 11
icmpsel          ueq, r14, r13, 11, r15, r14
simd_shuffle     r15, r8, 12
icmpsel          ueq, r14, r13, 12, r15, r14
simd_shuffle     r15, r8, 13
icmpsel          ueq, r14, r13, 13, r15, r14
simd_shuffle     r15, r8, 14
icmpsel          ueq, r14, r13, 14, r15, r14
simd_shuffle     r15, r8, 15
icmpsel          ueq, r14, r13, 15, r15, r14
simd_shuffle     r15, r8, 16
icmpsel          ueq, r14, r13, 16, r15, r14
simd_shuffle     r15, r8, 17
icmpsel          ueq, r14, r13, 17, r15, r14
simd_shuffle     r15, r8, 18
icmpsel          ueq, r14, r13, 18, r15, r14
simd_shuffle     r15, r8, 19
icmpsel          ueq, r14, r13, 19, r15, r14
simd_shuffle     r15, r8, 20
icmpsel          ueq, r14, r13, 20, r15, r14
simd_shuffle     r15, r8, 21
icmpsel          ueq, r14, r13, 21, r15, r14
simd_shuffle     r15, r8, 22
icmpsel          ueq, r14, r13, 22, r15, r14
simd_shuffle     r15, r8, 23
icmpsel          ueq, r14, r13, 23, r15, r14
simd_shuffle     r15, r8, 24
icmpsel          ueq, r14, r13, 24, r15, r14
simd_shuffle     r15, r8, 25
icmpsel          ueq, r14, r13, 25, r15, r14
simd_shuffle     r15, r8, 26
icmpsel          ueq, r14, r13, 26, r15, r14
simd_shuffle     r15, r8, 27
icmpsel          ueq, r14, r13, 27, r15, r14
simd_shuffle     r15, r8, 28
icmpsel          ueq, r14, r13, 28, r15, r14
simd_shuffle     r15, r8, 29
icmpsel          ueq, r14, r13, 29, r15, r14
simd_shuffle     r15, r8, 30
icmpsel          ueq, r14, r13, 30, r15, r14
simd_shuffle     r15, r8, 31
icmpsel          ueq, r13, r13, 31, r15, r14
iadd             r14, r11, 0
mov_imm          r15, 65535, 0b0
and              r14, r14, r15
and              r14, r14, 31
icmp_ballot      r15, ugt, 1, 0
and              r16, r14, 31
bfeil            r15, 0, r15, r16
and              r15, r15, 1
icmpsel          ueq, r14, r15, 0, 32, r14
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
simd_shuffle     r16, r9, 31
icmpsel          ueq, r14, r14, 31, r16, r15
iadd             r15, r11, 1
mov_imm          r16, 65535, 0b0
and              r15, r15, r16
and              r15, r15, 31
icmp_ballot      r16, ugt, 1, 0
and              r17, r15, 31
bfeil            r16, 0, r16, r17
and              r16, r16, 1
icmpsel          ueq, r15, r16, 0, 32, r15
simd_shuffle     r16, r8, 0
icmpsel          ueq, r16, r15, 0, r16, r8
simd_shuffle     r17, r8, 1
icmpsel          ueq, r16, r15, 1, r17, r16
simd_shuffle     r17, r8, 2
icmpsel          ueq, r16, r15, 2, r17, r16
simd_shuffle     r17, r8, 3
icmpsel          ueq, r16, r15, 3, r17, r16
simd_shuffle     r17, r8, 4
icmpsel          ueq, r16, r15, 4, r17, r16
simd_shuffle     r17, r8, 5
icmpsel          ueq, r16, r15, 5, r17, r16
simd_shuffle     r17, r8, 6
icmpsel          ueq, r16, r15, 6, r17, r16
simd_shuffle     r17, r8, 7
icmpsel          ueq, r16, r15, 7, r17, r16
simd_shuffle     r17, r8, 8
icmpsel          ueq, r16, r15, 8, r17, r16
simd_shuffle     r17, r8, 9
icmpsel          ueq, r16, r15, 9, r17, r16
simd_shuffle     r17, r8, 10
icmpsel          ueq, r16, r15, 10, r17, r16
simd_shuffle     r17, r8, 11
icmpsel          ueq, r16, r15, 11, r17, r16
simd_shuffle     r17, r8, 12
icmpsel          ueq, r16, r15, 12, r17, r16
simd_shuffle     r17, r8, 13
icmpsel          ueq, r16, r15, 13, r17, r16
simd_shuffle     r17, r8, 14
icmpsel          ueq, r16, r15, 14, r17, r16
simd_shuffle     r17, r8, 15
icmpsel          ueq, r16, r15, 15, r17, r16
simd_shuffle     r17, r8, 16
icmpsel          ueq, r16, r15, 16, r17, r16
simd_shuffle     r17, r8, 17
icmpsel          ueq, r16, r15, 17, r17, r16
simd_shuffle     r17, r8, 18
icmpsel          ueq, r16, r15, 18, r17, r16
simd_shuffle     r17, r8, 19
icmpsel          ueq, r16, r15, 19, r17, r16
simd_shuffle     r17, r8, 20
icmpsel          ueq, r16, r15, 20, r17, r16
simd_shuffle     r17, r8, 21
icmpsel          ueq, r16, r15, 21, r17, r16
simd_shuffle     r17, r8, 22
icmpsel          ueq, r16, r15, 22, r17, r16
simd_shuffle     r17, r8, 23
icmpsel          ueq, r16, r15, 23, r17, r16
simd_shuffle     r17, r8, 24
icmpsel          ueq, r16, r15, 24, r17, r16
simd_shuffle     r17, r8, 25
icmpsel          ueq, r16, r15, 25, r17, r16
simd_shuffle     r17, r8, 26
icmpsel          ueq, r16, r15, 26, r17, r16
simd_shuffle     r17, r8, 27
icmpsel          ueq, r16, r15, 27, r17, r16
simd_shuffle     r17, r8, 28
icmpsel          ueq, r16, r15, 28, r17, r16
simd_shuffle     r17, r8, 29
icmpsel          ueq, r16, r15, 29, r17, r16
simd_shuffle     r17, r8, 30
icmpsel          ueq, r16, r15, 30, r17, r16
simd_shuffle     r17, r8, 31
icmpsel          ueq, r15, r15, 31, r17, r16
iadd             r16, r11, 1
mov_imm          r17, 65535, 0b0
and              r16, r16, r17
and              r16, r16, 31
icmp_ballot      r17, ugt, 1, 0
and              r18, r16, 31
bfeil            r17, 0, r17, r18
and              r17, r17, 1
icmpsel          ueq, r16, r17, 0, 32, r16
simd_shuffle     r17, r9, 0
icmpsel          ueq, r17, r16, 0, r17, r9
simd_shuffle     r18, r9, 1
icmpsel          ueq, r17, r16, 1, r18, r17
simd_shuffle     r18, r9, 2
icmpsel          ueq, r17, r16, 2, r18, r17
simd_shuffle     r18, r9, 3
icmpsel          ueq, r17, r16, 3, r18, r17
simd_shuffle     r18, r9, 4
icmpsel          ueq, r17, r16, 4, r18, r17
simd_shuffle     r18, r9, 5
icmpsel          ueq, r17, r16, 5, r18, r17
simd_shuffle     r18, r9, 6
icmpsel          ueq, r17, r16, 6, r18, r17
simd_shuffle     r18, r9, 7
icmpsel          ueq, r17, r16, 7, r18, r17
simd_shuffle     r18, r9, 8
icmpsel          ueq, r17, r16, 8, r18, r17
simd_shuffle     r18, r9, 9
icmpsel          ueq, r17, r16, 9, r18, r17
simd_shuffle     r18, r9, 10
icmpsel          ueq, r17, r16, 10, r18, r17
simd_shuffle     r18, r9, 11
icmpsel          ueq, r17, r16, 11, r18, r17
simd_shuffle     r18, r9, 12
icmpsel          ueq, r17, r16, 12, r18, r17
simd_shuffle     r18, r9, 13
icmpsel          ueq, r17, r16, 13, r18, r17
simd_shuffle     r18, r9, 14
icmpsel          ueq, r17, r16, 14, r18, r17
simd_shuffle     r18, r9, 15
icmpsel          ueq, r17, r16, 15, r18, r17
simd_shuffle     r18, r9, 16
icmpsel          ueq, r17, r16, 16, r18, r17
simd_shuffle     r18, r9, 17
icmpsel          ueq, r17, r16, 17, r18, r17
simd_shuffle     r18, r9, 18
icmpsel          ueq, r17, r16, 18, r18, r17
simd_shuffle     r18, r9, 19
icmpsel          ueq, r17, r16, 19, r18, r17
simd_shuffle     r18, r9, 20
icmpsel          ueq, r17, r16, 20, r18, r17
simd_shuffle     r18, r9, 21
icmpsel          ueq, r17, r16, 21, r18, r17
simd_shuffle     r18, r9, 22
icmpsel          ueq, r17, r16, 22, r18, r17
simd_shuffle     r18, r9, 23
icmpsel          ueq, r17, r16, 23, r18, r17
simd_shuffle     r18, r9, 24
icmpsel          ueq, r17, r16, 24, r18, r17
simd_shuffle     r18, r9, 25
icmpsel          ueq, r17, r16, 25, r18, r17
simd_shuffle     r18, r9, 26
icmpsel          ueq, r17, r16, 26, r18, r17
simd_shuffle     r18, r9, 27
icmpsel          ueq, r17, r16, 27, r18, r17
simd_shuffle     r18, r9, 28
icmpsel          ueq, r17, r16, 28, r18, r17
simd_shuffle     r18, r9, 29
icmpsel          ueq, r17, r16, 29, r18, r17
simd_shuffle     r18, r9, 30
icmpsel          ueq, r17, r16, 30, r18, r17
simd_shuffle     r18, r9, 31
icmpsel          ueq, r16, r16, 31, r18, r17
iadd             r17, r11, 8
mov_imm          r18, 65535, 0b0
and              r17, r17, r18
and              r17, r17, 31
icmp_ballot      r18, ugt, 1, 0
and              r19, r17, 31
bfeil            r18, 0, r18, r19
and              r18, r18, 1
icmpsel          ueq, r17, r18, 0, 32, r17
simd_shuffle     r18, r8, 0
icmpsel          ueq, r18, r17, 0, r18, r8
simd_shuffle     r19, r8, 1
icmpsel          ueq, r18, r17, 1, r19, r18
simd_shuffle     r19, r8, 2
icmpsel          ueq, r18, r17, 2, r19, r18
simd_shuffle     r19, r8, 3
icmpsel          ueq, r18, r17, 3, r19, r18
simd_shuffle     r19, r8, 4
icmpsel          ueq, r18, r17, 4, r19, r18
simd_shuffle     r19, r8, 5
icmpsel          ueq, r18, r17, 5, r19, r18
simd_shuffle     r19, r8, 6
icmpsel          ueq, r18, r17, 6, r19, r18
simd_shuffle     r19, r8, 7
icmpsel          ueq, r18, r17, 7, r19, r18
simd_shuffle     r19, r8, 8
icmpsel          ueq, r18, r17, 8, r19, r18
simd_shuffle     r19, r8, 9
icmpsel          ueq, r18, r17, 9, r19, r18
simd_shuffle     r19, r8, 10
icmpsel          ueq, r18, r17, 10, r19, r18
simd_shuffle     r19, r8, 11
icmpsel          ueq, r18, r17, 11, r19, r18
simd_shuffle     r19, r8, 12
icmpsel          ueq, r18, r17, 12, r19, r18
simd_shuffle     r19, r8, 13
icmpsel          ueq, r18, r17, 13, r19, r18
simd_shuffle     r19, r8, 14
icmpsel          ueq, r18, r17, 14, r19, r18
simd_shuffle     r19, r8, 15
icmpsel          ueq, r18, r17, 15, r19, r18
simd_shuffle     r19, r8, 16
icmpsel          ueq, r18, r17, 16, r19, r18
simd_shuffle     r19, r8, 17
icmpsel          ueq, r18, r17, 17, r19, r18
simd_shuffle     r19, r8, 18
icmpsel          ueq, r18, r17, 18, r19, r18
simd_shuffle     r19, r8, 19
icmpsel          ueq, r18, r17, 19, r19, r18
simd_shuffle     r19, r8, 20
icmpsel          ueq, r18, r17, 20, r19, r18
simd_shuffle     r19, r8, 21
icmpsel          ueq, r18, r17, 21, r19, r18
simd_shuffle     r19, r8, 22
icmpsel          ueq, r18, r17, 22, r19, r18
simd_shuffle     r19, r8, 23
icmpsel          ueq, r18, r17, 23, r19, r18
simd_shuffle     r19, r8, 24
icmpsel          ueq, r18, r17, 24, r19, r18
simd_shuffle     r19, r8, 25
icmpsel          ueq, r18, r17, 25, r19, r18
simd_shuffle     r19, r8, 26
icmpsel          ueq, r18, r17, 26, r19, r18
simd_shuffle     r19, r8, 27
icmpsel          ueq, r18, r17, 27, r19, r18
simd_shuffle     r19, r8, 28
icmpsel          ueq, r18, r17, 28, r19, r18
simd_shuffle     r19, r8, 29
icmpsel          ueq, r18, r17, 29, r19, r18
simd_shuffle     r19, r8, 30
icmpsel          ueq, r18, r17, 30, r19, r18
simd_shuffle     r19, r8, 31
icmpsel          ueq, r17, r17, 31, r19, r18
iadd             r18, r11, 8
mov_imm          r19, 65535, 0b0
and              r18, r18, r19
and              r18, r18, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r18, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r18, r19, 0, 32, r18
simd_shuffle     r19, r9, 0
icmpsel          ueq, r19, r18, 0, r19, r9
simd_shuffle     r20, r9, 1
icmpsel          ueq, r19, r18, 1, r20, r19
simd_shuffle     r20, r9, 2
icmpsel          ueq, r19, r18, 2, r20, r19
simd_shuffle     r20, r9, 3
icmpsel          ueq, r19, r18, 3, r20, r19
simd_shuffle     r20, r9, 4
icmpsel          ueq, r19, r18, 4, r20, r19
simd_shuffle     r20, r9, 5
icmpsel          ueq, r19, r18, 5, r20, r19
simd_shuffle     r20, r9, 6
icmpsel          ueq, r19, r18, 6, r20, r19
simd_shuffle     r20, r9, 7
icmpsel          ueq, r19, r18, 7, r20, r19
simd_shuffle     r20, r9, 8
icmpsel          ueq, r19, r18, 8, r20, r19
simd_shuffle     r20, r9, 9
icmpsel          ueq, r19, r18, 9, r20, r19
simd_shuffle     r20, r9, 10
icmpsel          ueq, r19, r18, 10, r20, r19
simd_shuffle     r20, r9, 11
icmpsel          ueq, r19, r18, 11, r20, r19
simd_shuffle     r20, r9, 12
icmpsel          ueq, r19, r18, 12, r20, r19
simd_shuffle     r20, r9, 13
icmpsel          ueq, r19, r18, 13, r20, r19
simd_shuffle     r20, r9, 14
icmpsel          ueq, r19, r18, 14, r20, r19
simd_shuffle     r20, r9, 15
icmpsel          ueq, r19, r18, 15, r20, r19
simd_shuffle     r20, r9, 16
icmpsel          ueq, r19, r18, 16, r20, r19
simd_shuffle     r20, r9, 17
icmpsel          ueq, r19, r18, 17, r20, r19
simd_shuffle     r20, r9, 18
icmpsel          ueq, r19, r18, 18, r20, r19
simd_shuffle     r20, r9, 19
icmpsel          ueq, r19, r18, 19, r20, r19
simd_shuffle     r20, r9, 20
icmpsel          ueq, r19, r18, 20, r20, r19
simd_shuffle     r20, r9, 21
icmpsel          ueq, r19, r18, 21, r20, r19
simd_shuffle     r20, r9, 22
icmpsel          ueq, r19, r18, 22, r20, r19
simd_shuffle     r20, r9, 23
icmpsel          ueq, r19, r18, 23, r20, r19
simd_shuffle     r20, r9, 24
icmpsel          ueq, r19, r18, 24, r20, r19
simd_shuffle     r20, r9, 25
icmpsel          ueq, r19, r18, 25, r20, r19
simd_shuffle     r20, r9, 26
icmpsel          ueq, r19, r18, 26, r20, r19
simd_shuffle     r20, r9, 27
icmpsel          ueq, r19, r18, 27, r20, r19
simd_shuffle     r20, r9, 28
icmpsel          ueq, r19, r18, 28, r20, r19
simd_shuffle     r20, r9, 29
icmpsel          ueq, r19, r18, 29, r20, r19
simd_shuffle     r20, r9, 30
icmpsel          ueq, r19, r18, 30, r20, r19
simd_shuffle     r20, r9, 31
icmpsel          ueq, r18, r18, 31, r20, r19
iadd             r19, r11, 9
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r8, 0
icmpsel          ueq, r20, r19, 0, r20, r8
simd_shuffle     r21, r8, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r8, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r8, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r8, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r8, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r8, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r8, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r8, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r8, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r8, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r8, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r8, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r8, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r8, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r8, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r8, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r8, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r8, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r8, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r8, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r8, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r8, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r8, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r8, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r8, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r8, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r8, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r8, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r8, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r8, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r8, r8, 31
icmpsel          ueq, r8, r19, 31, r8, r20
iadd             r11, r11, 9
mov_imm          r19, 65535, 0b0
and              r11, r11, r19
and              r11, r11, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r11, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r11, r19, 0, 32, r11
simd_shuffle     r19, r9, 0
icmpsel          ueq, r19, r11, 0, r19, r9
simd_shuffle     r20, r9, 1
icmpsel          ueq, r19, r11, 1, r20, r19
simd_shuffle     r20, r9, 2
icmpsel          ueq, r19, r11, 2, r20, r19
simd_shuffle     r20, r9, 3
icmpsel          ueq, r19, r11, 3, r20, r19
simd_shuffle     r20, r9, 4
icmpsel          ueq, r19, r11, 4, r20, r19
simd_shuffle     r20, r9, 5
icmpsel          ueq, r19, r11, 5, r20, r19
simd_shuffle     r20, r9, 6
icmpsel          ueq, r19, r11, 6, r20, r19
simd_shuffle     r20, r9, 7
icmpsel          ueq, r19, r11, 7, r20, r19
simd_shuffle     r20, r9, 8
icmpsel          ueq, r19, r11, 8, r20, r19
simd_shuffle     r20, r9, 9
icmpsel          ueq, r19, r11, 9, r20, r19
simd_shuffle     r20, r9, 10
icmpsel          ueq, r19, r11, 10, r20, r19
simd_shuffle     r20, r9, 11
icmpsel          ueq, r19, r11, 11, r20, r19
simd_shuffle     r20, r9, 12
icmpsel          ueq, r19, r11, 12, r20, r19
simd_shuffle     r20, r9, 13
icmpsel          ueq, r19, r11, 13, r20, r19
simd_shuffle     r20, r9, 14
icmpsel          ueq, r19, r11, 14, r20, r19
simd_shuffle     r20, r9, 15
icmpsel          ueq, r19, r11, 15, r20, r19
simd_shuffle     r20, r9, 16
icmpsel          ueq, r19, r11, 16, r20, r19
simd_shuffle     r20, r9, 17
icmpsel          ueq, r19, r11, 17, r20, r19
simd_shuffle     r20, r9, 18
icmpsel          ueq, r19, r11, 18, r20, r19
simd_shuffle     r20, r9, 19
icmpsel          ueq, r19, r11, 19, r20, r19
simd_shuffle     r20, r9, 20
icmpsel          ueq, r19, r11, 20, r20, r19
simd_shuffle     r20, r9, 21
icmpsel          ueq, r19, r11, 21, r20, r19
simd_shuffle     r20, r9, 22
icmpsel          ueq, r19, r11, 22, r20, r19
simd_shuffle     r20, r9, 23
icmpsel          ueq, r19, r11, 23, r20, r19
simd_shuffle     r20, r9, 24
icmpsel          ueq, r19, r11, 24, r20, r19
simd_shuffle     r20, r9, 25
icmpsel          ueq, r19, r11, 25, r20, r19
simd_shuffle     r20, r9, 26
icmpsel          ueq, r19, r11, 26, r20, r19
simd_shuffle     r20, r9, 27
icmpsel          ueq, r19, r11, 27, r20, r19
simd_shuffle     r20, r9, 28
icmpsel          ueq, r19, r11, 28, r20, r19
simd_shuffle     r20, r9, 29
icmpsel          ueq, r19, r11, 29, r20, r19
simd_shuffle     r20, r9, 30
icmpsel          ueq, r19, r11, 30, r20, r19
simd_shuffle     r9, r9, 31
icmpsel          ueq, r9, r11, 31, r9, r19
iadd             r11, r12, 0
mov_imm          r19, 65535, 0b0
and              r11, r11, r19
and              r11, r11, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r11, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r11, r19, 0, 32, r11
simd_shuffle     r19, r2, 0
icmpsel          ueq, r19, r11, 0, r19, r2
simd_shuffle     r20, r2, 1
icmpsel          ueq, r19, r11, 1, r20, r19
simd_shuffle     r20, r2, 2
icmpsel          ueq, r19, r11, 2, r20, r19
simd_shuffle     r20, r2, 3
icmpsel          ueq, r19, r11, 3, r20, r19
simd_shuffle     r20, r2, 4
icmpsel          ueq, r19, r11, 4, r20, r19
simd_shuffle     r20, r2, 5
icmpsel          ueq, r19, r11, 5, r20, r19
simd_shuffle     r20, r2, 6
icmpsel          ueq, r19, r11, 6, r20, r19
simd_shuffle     r20, r2, 7
icmpsel          ueq, r19, r11, 7, r20, r19
simd_shuffle     r20, r2, 8
icmpsel          ueq, r19, r11, 8, r20, r19
simd_shuffle     r20, r2, 9
icmpsel          ueq, r19, r11, 9, r20, r19
simd_shuffle     r20, r2, 10
icmpsel          ueq, r19, r11, 10, r20, r19
simd_shuffle     r20, r2, 11
icmpsel          ueq, r19, r11, 11, r20, r19
simd_shuffle     r20, r2, 12
icmpsel          ueq, r19, r11, 12, r20, r19
simd_shuffle     r20, r2, 13
icmpsel          ueq, r19, r11, 13, r20, r19
simd_shuffle     r20, r2, 14
icmpsel          ueq, r19, r11, 14, r20, r19
simd_shuffle     r20, r2, 15
icmpsel          ueq, r19, r11, 15, r20, r19
simd_shuffle     r20, r2, 16
icmpsel          ueq, r19, r11, 16, r20, r19
simd_shuffle     r20, r2, 17
icmpsel          ueq, r19, r11, 17, r20, r19
simd_shuffle     r20, r2, 18
icmpsel          ueq, r19, r11, 18, r20, r19
simd_shuffle     r20, r2, 19
icmpsel          ueq, r19, r11, 19, r20, r19
simd_shuffle     r20, r2, 20
icmpsel          ueq, r19, r11, 20, r20, r19
simd_shuffle     r20, r2, 21
icmpsel          ueq, r19, r11, 21, r20, r19
simd_shuffle     r20, r2, 22
icmpsel          ueq, r19, r11, 22, r20, r19
simd_shuffle     r20, r2, 23
icmpsel          ueq, r19, r11, 23, r20, r19
simd_shuffle     r20, r2, 24
icmpsel          ueq, r19, r11, 24, r20, r19
simd_shuffle     r20, r2, 25
icmpsel          ueq, r19, r11, 25, r20, r19
simd_shuffle     r20, r2, 26
icmpsel          ueq, r19, r11, 26, r20, r19
simd_shuffle     r20, r2, 27
icmpsel          ueq, r19, r11, 27, r20, r19
simd_shuffle     r20, r2, 28
icmpsel          ueq, r19, r11, 28, r20, r19
simd_shuffle     r20, r2, 29
icmpsel          ueq, r19, r11, 29, r20, r19
simd_shuffle     r20, r2, 30
icmpsel          ueq, r19, r11, 30, r20, r19
simd_shuffle     r20, r2, 31
icmpsel          ueq, r11, r11, 31, r20, r19
iadd             r19, r12, 2
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r2, 0
icmpsel          ueq, r20, r19, 0, r20, r2
simd_shuffle     r21, r2, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r2, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r2, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r2, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r2, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r2, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r2, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r2, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r2, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r2, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r2, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r2, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r2, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r2, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r2, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r2, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r2, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r2, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r2, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r2, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r2, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r2, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r2, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r2, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r2, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r2, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r2, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r2, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r2, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r2, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r2, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r12, 4
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r2, 0
icmpsel          ueq, r21, r20, 0, r21, r2
simd_shuffle     r22, r2, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r2, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r2, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r2, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r2, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r2, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r2, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r2, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r2, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r2, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r2, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r2, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r2, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r2, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r2, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r2, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r2, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r2, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r2, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r2, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r2, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r2, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r2, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r2, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r2, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r2, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r2, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r2, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r2, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r2, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r2, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r12, 6
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r2, 0
icmpsel          ueq, r22, r21, 0, r22, r2
simd_shuffle     r23, r2, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r2, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r2, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r2, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r2, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r2, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r2, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r2, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r2, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r2, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r2, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r2, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r2, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r2, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r2, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r2, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r2, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r2, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r2, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r2, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r2, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r2, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r2, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r2, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r2, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r2, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r2, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r2, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r2, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r2, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r2, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r12, 16
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r2, 0
icmpsel          ueq, r23, r22, 0, r23, r2
simd_shuffle     r24, r2, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r2, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r2, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r2, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r2, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r2, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r2, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r2, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r2, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r2, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r2, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r2, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r2, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r2, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r2, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r2, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r2, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r2, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r2, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r2, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r2, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r2, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r2, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r2, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r2, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r2, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r2, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r2, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r2, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r2, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r2, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r12, 18
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r2, 0
icmpsel          ueq, r24, r23, 0, r24, r2
simd_shuffle     r25, r2, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r2, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r2, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r2, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r2, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r2, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r2, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r2, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r2, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r2, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r2, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r2, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r2, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r2, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r2, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r2, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r2, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r2, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r2, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r2, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r2, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r2, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r2, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r2, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r2, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r2, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r2, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r2, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r2, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r2, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r2, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r24, r12, 20
mov_imm          r25, 65535, 0b0
and              r24, r24, r25
and              r24, r24, 31
icmp_ballot      r25, ugt, 1, 0
and              r26, r24, 31
bfeil            r25, 0, r25, r26
and              r25, r25, 1
icmpsel          ueq, r24, r25, 0, 32, r24
simd_shuffle     r25, r2, 0
icmpsel          ueq, r25, r24, 0, r25, r2
simd_shuffle     r26, r2, 1
icmpsel          ueq, r25, r24, 1, r26, r25
simd_shuffle     r26, r2, 2
icmpsel          ueq, r25, r24, 2, r26, r25
simd_shuffle     r26, r2, 3
icmpsel          ueq, r25, r24, 3, r26, r25
simd_shuffle     r26, r2, 4
icmpsel          ueq, r25, r24, 4, r26, r25
simd_shuffle     r26, r2, 5
icmpsel          ueq, r25, r24, 5, r26, r25
simd_shuffle     r26, r2, 6
icmpsel          ueq, r25, r24, 6, r26, r25
simd_shuffle     r26, r2, 7
icmpsel          ueq, r25, r24, 7, r26, r25
simd_shuffle     r26, r2, 8
icmpsel          ueq, r25, r24, 8, r26, r25
simd_shuffle     r26, r2, 9
icmpsel          ueq, r25, r24, 9, r26, r25
simd_shuffle     r26, r2, 10
icmpsel          ueq, r25, r24, 10, r26, r25
simd_shuffle     r26, r2, 11
icmpsel          ueq, r25, r24, 11, r26, r25
simd_shuffle     r26, r2, 12
icmpsel          ueq, r25, r24, 12, r26, r25
simd_shuffle     r26, r2, 13
icmpsel          ueq, r25, r24, 13, r26, r25
simd_shuffle     r26, r2, 14
icmpsel          ueq, r25, r24, 14, r26, r25
simd_shuffle     r26, r2, 15
icmpsel          ueq, r25, r24, 15, r26, r25
simd_shuffle     r26, r2, 16
icmpsel          ueq, r25, r24, 16, r26, r25
simd_shuffle     r26, r2, 17
icmpsel          ueq, r25, r24, 17, r26, r25
simd_shuffle     r26, r2, 18
icmpsel          ueq, r25, r24, 18, r26, r25
simd_shuffle     r26, r2, 19
icmpsel          ueq, r25, r24, 19, r26, r25
simd_shuffle     r26, r2, 20
icmpsel          ueq, r25, r24, 20, r26, r25
simd_shuffle     r26, r2, 21
icmpsel          ueq, r25, r24, 21, r26, r25
simd_shuffle     r26, r2, 22
icmpsel          ueq, r25, r24, 22, r26, r25
simd_shuffle     r26, r2, 23
icmpsel          ueq, r25, r24, 23, r26, r25
simd_shuffle     r26, r2, 24
icmpsel          ueq, r25, r24, 24, r26, r25
simd_shuffle     r26, r2, 25
icmpsel          ueq, r25, r24, 25, r26, r25
simd_shuffle     r26, r2, 26
icmpsel          ueq, r25, r24, 26, r26, r25
simd_shuffle     r26, r2, 27
icmpsel          ueq, r25, r24, 27, r26, r25
simd_shuffle     r26, r2, 28
icmpsel          ueq, r25, r24, 28, r26, r25
simd_shuffle     r26, r2, 29
icmpsel          ueq, r25, r24, 29, r26, r25
simd_shuffle     r26, r2, 30
icmpsel          ueq, r25, r24, 30, r26, r25
simd_shuffle     r26, r2, 31
icmpsel          ueq, r24, r24, 31, r26, r25
iadd             r25, r12, 22
mov_imm          r26, 65535, 0b0
and              r25, r25, r26
and              r25, r25, 31
icmp_ballot      r26, ugt, 1, 0
and              r27, r25, 31
bfeil            r26, 0, r26, r27
and              r26, r26, 1
icmpsel          ueq, r25, r26, 0, 32, r25
simd_shuffle     r26, r2, 0
icmpsel          ueq, r26, r25, 0, r26, r2
simd_shuffle     r27, r2, 1
icmpsel          ueq, r26, r25, 1, r27, r26
simd_shuffle     r27, r2, 2
icmpsel          ueq, r26, r25, 2, r27, r26
simd_shuffle     r27, r2, 3
icmpsel          ueq, r26, r25, 3, r27, r26
simd_shuffle     r27, r2, 4
icmpsel          ueq, r26, r25, 4, r27, r26
simd_shuffle     r27, r2, 5
icmpsel          ueq, r26, r25, 5, r27, r26
simd_shuffle     r27, r2, 6
icmpsel          ueq, r26, r25, 6, r27, r26
simd_shuffle     r27, r2, 7
icmpsel          ueq, r26, r25, 7, r27, r26
simd_shuffle     r27, r2, 8
icmpsel          ueq, r26, r25, 8, r27, r26
simd_shuffle     r27, r2, 9
icmpsel          ueq, r26, r25, 9, r27, r26
simd_shuffle     r27, r2, 10
icmpsel          ueq, r26, r25, 10, r27, r26
simd_shuffle     r27, r2, 11
icmpsel          ueq, r26, r25, 11, r27, r26
simd_shuffle     r27, r2, 12
icmpsel          ueq, r26, r25, 12, r27, r26
simd_shuffle     r27, r2, 13
icmpsel          ueq, r26, r25, 13, r27, r26
simd_shuffle     r27, r2, 14
icmpsel          ueq, r26, r25, 14, r27, r26
simd_shuffle     r27, r2, 15
icmpsel          ueq, r26, r25, 15, r27, r26
simd_shuffle     r27, r2, 16
icmpsel          ueq, r26, r25, 16, r27, r26
simd_shuffle     r27, r2, 17
icmpsel          ueq, r26, r25, 17, r27, r26
simd_shuffle     r27, r2, 18
icmpsel          ueq, r26, r25, 18, r27, r26
simd_shuffle     r27, r2, 19
icmpsel          ueq, r26, r25, 19, r27, r26
simd_shuffle     r27, r2, 20
icmpsel          ueq, r26, r25, 20, r27, r26
simd_shuffle     r27, r2, 21
icmpsel          ueq, r26, r25, 21, r27, r26
simd_shuffle     r27, r2, 22
icmpsel          ueq, r26, r25, 22, r27, r26
simd_shuffle     r27, r2, 23
icmpsel          ueq, r26, r25, 23, r27, r26
simd_shuffle     r27, r2, 24
icmpsel          ueq, r26, r25, 24, r27, r26
simd_shuffle     r27, r2, 25
icmpsel          ueq, r26, r25, 25, r27, r26
simd_shuffle     r27, r2, 26
icmpsel          ueq, r26, r25, 26, r27, r26
simd_shuffle     r27, r2, 27
icmpsel          ueq, r26, r25, 27, r27, r26
simd_shuffle     r27, r2, 28
icmpsel          ueq, r26, r25, 28, r27, r26
simd_shuffle     r27, r2, 29
icmpsel          ueq, r26, r25, 29, r27, r26
simd_shuffle     r27, r2, 30
icmpsel          ueq, r26, r25, 30, r27, r26
simd_shuffle     r2, r2, 31
icmpsel          ueq, r2, r25, 31, r2, r26
mov_imm          r25, 1065353216, 0b0
fmul32           r26, r10, r25
fmadd32          r10, r10, r25, r26.neg
fadd32           r25, 0.0, r26
fmul32           r26, r13, r11
fmadd32          r11, r13, r11, r26.neg
fadd32           r27, r25, r26
fadd32           r28, r27, r25.neg
fadd32           r29, r27, r28.neg
fadd32           r25, r25, r29.neg
fadd32           r26, r26, r28.neg
fadd32           r25, r25, r26
fadd32           r10, r10, r25
fadd32           r10, r10, r11
fmul32           r11, r14, r19
fmadd32          r19, r14, r19, r11.neg
fadd32           r25, r27, r11
fadd32           r26, r25, r27.neg
fadd32           r28, r25, r26.neg
fadd32           r27, r27, r28.neg
fadd32           r11, r11, r26.neg
fadd32           r11, r27, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r15, r20
fmadd32          r19, r15, r20, r11.neg
fadd32           r20, r25, r11
fadd32           r26, r20, r25.neg
fadd32           r27, r20, r26.neg
fadd32           r25, r25, r27.neg
fadd32           r11, r11, r26.neg
fadd32           r11, r25, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r16, r21
fmadd32          r19, r16, r21, r11.neg
fadd32           r21, r20, r11
fadd32           r25, r21, r20.neg
fadd32           r26, r21, r25.neg
fadd32           r20, r20, r26.neg
fadd32           r11, r11, r25.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r17, r22
fmadd32          r19, r17, r22, r11.neg
fadd32           r20, r21, r11
fadd32           r22, r20, r21.neg
fadd32           r25, r20, r22.neg
fadd32           r21, r21, r25.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r21, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r18, r23
fmadd32          r19, r18, r23, r11.neg
fadd32           r21, r20, r11
fadd32           r22, r21, r20.neg
fadd32           r23, r21, r22.neg
fadd32           r20, r20, r23.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r8, r24
fmadd32          r19, r8, r24, r11.neg
fadd32           r20, r21, r11
fadd32           r22, r20, r21.neg
fadd32           r23, r20, r22.neg
fadd32           r21, r21, r23.neg
fadd32           r11, r11, r22.neg
fadd32           r11, r21, r11
fadd32           r10, r10, r11
fadd32           r10, r10, r19
fmul32           r11, r9, r2
fmadd32          r2, r9, r2, r11.neg
fadd32           r19, r20, r11
fadd32           r21, r19, r20.neg
fadd32           r22, r19, r21.neg
fadd32           r20, r20, r22.neg
fadd32           r11, r11, r21.neg
fadd32           r11, r20, r11
fadd32           r10, r10, r11
fadd32           r2, r10, r2
fadd32           r2, r19, r2
fadd32           r10, r19, r19.neg
fcmpsel          eq, r2, r10, 0.0, r2, r19
iadd             r10, r12, 0
mov_imm          r11, 65535, 0b0
and              r10, r10, r11
and              r10, r10, 31
icmp_ballot      r11, ugt, 1, 0
and              r19, r10, 31
bfeil            r11, 0, r11, r19
and              r11, r11, 1
icmpsel          ueq, r10, r11, 0, 32, r10
simd_shuffle     r11, r7, 0
icmpsel          ueq, r11, r10, 0, r11, r7
simd_shuffle     r19, r7, 1
icmpsel          ueq, r11, r10, 1, r19, r11
simd_shuffle     r19, r7, 2
icmpsel          ueq, r11, r10, 2, r19, r11
simd_shuffle     r19, r7, 3
icmpsel          ueq, r11, r10, 3, r19, r11
simd_shuffle     r19, r7, 4
icmpsel          ueq, r11, r10, 4, r19, r11
simd_shuffle     r19, r7, 5
icmpsel          ueq, r11, r10, 5, r19, r11
simd_shuffle     r19, r7, 6
icmpsel          ueq, r11, r10, 6, r19, r11
simd_shuffle     r19, r7, 7
icmpsel          ueq, r11, r10, 7, r19, r11
simd_shuffle     r19, r7, 8
icmpsel          ueq, r11, r10, 8, r19, r11
simd_shuffle     r19, r7, 9
icmpsel          ueq, r11, r10, 9, r19, r11
simd_shuffle     r19, r7, 10
icmpsel          ueq, r11, r10, 10, r19, r11
simd_shuffle     r19, r7, 11
icmpsel          ueq, r11, r10, 11, r19, r11
simd_shuffle     r19, r7, 12
icmpsel          ueq, r11, r10, 12, r19, r11
simd_shuffle     r19, r7, 13
icmpsel          ueq, r11, r10, 13, r19, r11
simd_shuffle     r19, r7, 14
icmpsel          ueq, r11, r10, 14, r19, r11
simd_shuffle     r19, r7, 15
icmpsel          ueq, r11, r10, 15, r19, r11
simd_shuffle     r19, r7, 16
icmpsel          ueq, r11, r10, 16, r19, r11
simd_shuffle     r19, r7, 17
icmpsel          ueq, r11, r10, 17, r19, r11
simd_shuffle     r19, r7, 18
icmpsel          ueq, r11, r10, 18, r19, r11
simd_shuffle     r19, r7, 19
icmpsel          ueq, r11, r10, 19, r19, r11
simd_shuffle     r19, r7, 20
icmpsel          ueq, r11, r10, 20, r19, r11
simd_shuffle     r19, r7, 21
icmpsel          ueq, r11, r10, 21, r19, r11
simd_shuffle     r19, r7, 22
icmpsel          ueq, r11, r10, 22, r19, r11
simd_shuffle     r19, r7, 23
icmpsel          ueq, r11, r10, 23, r19, r11
simd_shuffle     r19, r7, 24
icmpsel          ueq, r11, r10, 24, r19, r11
simd_shuffle     r19, r7, 25
icmpsel          ueq, r11, r10, 25, r19, r11
simd_shuffle     r19, r7, 26
icmpsel          ueq, r11, r10, 26, r19, r11
simd_shuffle     r19, r7, 27
icmpsel          ueq, r11, r10, 27, r19, r11
simd_shuffle     r19, r7, 28
icmpsel          ueq, r11, r10, 28, r19, r11
simd_shuffle     r19, r7, 29
icmpsel          ueq, r11, r10, 29, r19, r11
simd_shuffle     r19, r7, 30
icmpsel          ueq, r11, r10, 30, r19, r11
simd_shuffle     r19, r7, 31
icmpsel          ueq, r10, r10, 31, r19, r11
iadd             r11, r12, 2
mov_imm          r19, 65535, 0b0
and              r11, r11, r19
and              r11, r11, 31
icmp_ballot      r19, ugt, 1, 0
and              r20, r11, 31
bfeil            r19, 0, r19, r20
and              r19, r19, 1
icmpsel          ueq, r11, r19, 0, 32, r11
simd_shuffle     r19, r7, 0
icmpsel          ueq, r19, r11, 0, r19, r7
simd_shuffle     r20, r7, 1
icmpsel          ueq, r19, r11, 1, r20, r19
simd_shuffle     r20, r7, 2
icmpsel          ueq, r19, r11, 2, r20, r19
simd_shuffle     r20, r7, 3
icmpsel          ueq, r19, r11, 3, r20, r19
simd_shuffle     r20, r7, 4
icmpsel          ueq, r19, r11, 4, r20, r19
simd_shuffle     r20, r7, 5
icmpsel          ueq, r19, r11, 5, r20, r19
simd_shuffle     r20, r7, 6
icmpsel          ueq, r19, r11, 6, r20, r19
simd_shuffle     r20, r7, 7
icmpsel          ueq, r19, r11, 7, r20, r19
simd_shuffle     r20, r7, 8
icmpsel          ueq, r19, r11, 8, r20, r19
simd_shuffle     r20, r7, 9
icmpsel          ueq, r19, r11, 9, r20, r19
simd_shuffle     r20, r7, 10
icmpsel          ueq, r19, r11, 10, r20, r19
simd_shuffle     r20, r7, 11
icmpsel          ueq, r19, r11, 11, r20, r19
simd_shuffle     r20, r7, 12
icmpsel          ueq, r19, r11, 12, r20, r19
simd_shuffle     r20, r7, 13
icmpsel          ueq, r19, r11, 13, r20, r19
simd_shuffle     r20, r7, 14
icmpsel          ueq, r19, r11, 14, r20, r19
simd_shuffle     r20, r7, 15
icmpsel          ueq, r19, r11, 15, r20, r19
simd_shuffle     r20, r7, 16
icmpsel          ueq, r19, r11, 16, r20, r19
simd_shuffle     r20, r7, 17
icmpsel          ueq, r19, r11, 17, r20, r19
simd_shuffle     r20, r7, 18
icmpsel          ueq, r19, r11, 18, r20, r19
simd_shuffle     r20, r7, 19
icmpsel          ueq, r19, r11, 19, r20, r19
simd_shuffle     r20, r7, 20
icmpsel          ueq, r19, r11, 20, r20, r19
simd_shuffle     r20, r7, 21
icmpsel          ueq, r19, r11, 21, r20, r19
simd_shuffle     r20, r7, 22
icmpsel          ueq, r19, r11, 22, r20, r19
simd_shuffle     r20, r7, 23
icmpsel          ueq, r19, r11, 23, r20, r19
simd_shuffle     r20, r7, 24
icmpsel          ueq, r19, r11, 24, r20, r19
simd_shuffle     r20, r7, 25
icmpsel          ueq, r19, r11, 25, r20, r19
simd_shuffle     r20, r7, 26
icmpsel          ueq, r19, r11, 26, r20, r19
simd_shuffle     r20, r7, 27
icmpsel          ueq, r19, r11, 27, r20, r19
simd_shuffle     r20, r7, 28
icmpsel          ueq, r19, r11, 28, r20, r19
simd_shuffle     r20, r7, 29
icmpsel          ueq, r19, r11, 29, r20, r19
simd_shuffle     r20, r7, 30
icmpsel          ueq, r19, r11, 30, r20, r19
simd_shuffle     r20, r7, 31
icmpsel          ueq, r11, r11, 31, r20, r19
iadd             r19, r12, 4
mov_imm          r20, 65535, 0b0
and              r19, r19, r20
and              r19, r19, 31
icmp_ballot      r20, ugt, 1, 0
and              r21, r19, 31
bfeil            r20, 0, r20, r21
and              r20, r20, 1
icmpsel          ueq, r19, r20, 0, 32, r19
simd_shuffle     r20, r7, 0
icmpsel          ueq, r20, r19, 0, r20, r7
simd_shuffle     r21, r7, 1
icmpsel          ueq, r20, r19, 1, r21, r20
simd_shuffle     r21, r7, 2
icmpsel          ueq, r20, r19, 2, r21, r20
simd_shuffle     r21, r7, 3
icmpsel          ueq, r20, r19, 3, r21, r20
simd_shuffle     r21, r7, 4
icmpsel          ueq, r20, r19, 4, r21, r20
simd_shuffle     r21, r7, 5
icmpsel          ueq, r20, r19, 5, r21, r20
simd_shuffle     r21, r7, 6
icmpsel          ueq, r20, r19, 6, r21, r20
simd_shuffle     r21, r7, 7
icmpsel          ueq, r20, r19, 7, r21, r20
simd_shuffle     r21, r7, 8
icmpsel          ueq, r20, r19, 8, r21, r20
simd_shuffle     r21, r7, 9
icmpsel          ueq, r20, r19, 9, r21, r20
simd_shuffle     r21, r7, 10
icmpsel          ueq, r20, r19, 10, r21, r20
simd_shuffle     r21, r7, 11
icmpsel          ueq, r20, r19, 11, r21, r20
simd_shuffle     r21, r7, 12
icmpsel          ueq, r20, r19, 12, r21, r20
simd_shuffle     r21, r7, 13
icmpsel          ueq, r20, r19, 13, r21, r20
simd_shuffle     r21, r7, 14
icmpsel          ueq, r20, r19, 14, r21, r20
simd_shuffle     r21, r7, 15
icmpsel          ueq, r20, r19, 15, r21, r20
simd_shuffle     r21, r7, 16
icmpsel          ueq, r20, r19, 16, r21, r20
simd_shuffle     r21, r7, 17
icmpsel          ueq, r20, r19, 17, r21, r20
simd_shuffle     r21, r7, 18
icmpsel          ueq, r20, r19, 18, r21, r20
simd_shuffle     r21, r7, 19
icmpsel          ueq, r20, r19, 19, r21, r20
simd_shuffle     r21, r7, 20
icmpsel          ueq, r20, r19, 20, r21, r20
simd_shuffle     r21, r7, 21
icmpsel          ueq, r20, r19, 21, r21, r20
simd_shuffle     r21, r7, 22
icmpsel          ueq, r20, r19, 22, r21, r20
simd_shuffle     r21, r7, 23
icmpsel          ueq, r20, r19, 23, r21, r20
simd_shuffle     r21, r7, 24
icmpsel          ueq, r20, r19, 24, r21, r20
simd_shuffle     r21, r7, 25
icmpsel          ueq, r20, r19, 25, r21, r20
simd_shuffle     r21, r7, 26
icmpsel          ueq, r20, r19, 26, r21, r20
simd_shuffle     r21, r7, 27
icmpsel          ueq, r20, r19, 27, r21, r20
simd_shuffle     r21, r7, 28
icmpsel          ueq, r20, r19, 28, r21, r20
simd_shuffle     r21, r7, 29
icmpsel          ueq, r20, r19, 29, r21, r20
simd_shuffle     r21, r7, 30
icmpsel          ueq, r20, r19, 30, r21, r20
simd_shuffle     r21, r7, 31
icmpsel          ueq, r19, r19, 31, r21, r20
iadd             r20, r12, 6
mov_imm          r21, 65535, 0b0
and              r20, r20, r21
and              r20, r20, 31
icmp_ballot      r21, ugt, 1, 0
and              r22, r20, 31
bfeil            r21, 0, r21, r22
and              r21, r21, 1
icmpsel          ueq, r20, r21, 0, 32, r20
simd_shuffle     r21, r7, 0
icmpsel          ueq, r21, r20, 0, r21, r7
simd_shuffle     r22, r7, 1
icmpsel          ueq, r21, r20, 1, r22, r21
simd_shuffle     r22, r7, 2
icmpsel          ueq, r21, r20, 2, r22, r21
simd_shuffle     r22, r7, 3
icmpsel          ueq, r21, r20, 3, r22, r21
simd_shuffle     r22, r7, 4
icmpsel          ueq, r21, r20, 4, r22, r21
simd_shuffle     r22, r7, 5
icmpsel          ueq, r21, r20, 5, r22, r21
simd_shuffle     r22, r7, 6
icmpsel          ueq, r21, r20, 6, r22, r21
simd_shuffle     r22, r7, 7
icmpsel          ueq, r21, r20, 7, r22, r21
simd_shuffle     r22, r7, 8
icmpsel          ueq, r21, r20, 8, r22, r21
simd_shuffle     r22, r7, 9
icmpsel          ueq, r21, r20, 9, r22, r21
simd_shuffle     r22, r7, 10
icmpsel          ueq, r21, r20, 10, r22, r21
simd_shuffle     r22, r7, 11
icmpsel          ueq, r21, r20, 11, r22, r21
simd_shuffle     r22, r7, 12
icmpsel          ueq, r21, r20, 12, r22, r21
simd_shuffle     r22, r7, 13
icmpsel          ueq, r21, r20, 13, r22, r21
simd_shuffle     r22, r7, 14
icmpsel          ueq, r21, r20, 14, r22, r21
simd_shuffle     r22, r7, 15
icmpsel          ueq, r21, r20, 15, r22, r21
simd_shuffle     r22, r7, 16
icmpsel          ueq, r21, r20, 16, r22, r21
simd_shuffle     r22, r7, 17
icmpsel          ueq, r21, r20, 17, r22, r21
simd_shuffle     r22, r7, 18
icmpsel          ueq, r21, r20, 18, r22, r21
simd_shuffle     r22, r7, 19
icmpsel          ueq, r21, r20, 19, r22, r21
simd_shuffle     r22, r7, 20
icmpsel          ueq, r21, r20, 20, r22, r21
simd_shuffle     r22, r7, 21
icmpsel          ueq, r21, r20, 21, r22, r21
simd_shuffle     r22, r7, 22
icmpsel          ueq, r21, r20, 22, r22, r21
simd_shuffle     r22, r7, 23
icmpsel          ueq, r21, r20, 23, r22, r21
simd_shuffle     r22, r7, 24
icmpsel          ueq, r21, r20, 24, r22, r21
simd_shuffle     r22, r7, 25
icmpsel          ueq, r21, r20, 25, r22, r21
simd_shuffle     r22, r7, 26
icmpsel          ueq, r21, r20, 26, r22, r21
simd_shuffle     r22, r7, 27
icmpsel          ueq, r21, r20, 27, r22, r21
simd_shuffle     r22, r7, 28
icmpsel          ueq, r21, r20, 28, r22, r21
simd_shuffle     r22, r7, 29
icmpsel          ueq, r21, r20, 29, r22, r21
simd_shuffle     r22, r7, 30
icmpsel          ueq, r21, r20, 30, r22, r21
simd_shuffle     r22, r7, 31
icmpsel          ueq, r20, r20, 31, r22, r21
iadd             r21, r12, 16
mov_imm          r22, 65535, 0b0
and              r21, r21, r22
and              r21, r21, 31
icmp_ballot      r22, ugt, 1, 0
and              r23, r21, 31
bfeil            r22, 0, r22, r23
and              r22, r22, 1
icmpsel          ueq, r21, r22, 0, 32, r21
simd_shuffle     r22, r7, 0
icmpsel          ueq, r22, r21, 0, r22, r7
simd_shuffle     r23, r7, 1
icmpsel          ueq, r22, r21, 1, r23, r22
simd_shuffle     r23, r7, 2
icmpsel          ueq, r22, r21, 2, r23, r22
simd_shuffle     r23, r7, 3
icmpsel          ueq, r22, r21, 3, r23, r22
simd_shuffle     r23, r7, 4
icmpsel          ueq, r22, r21, 4, r23, r22
simd_shuffle     r23, r7, 5
icmpsel          ueq, r22, r21, 5, r23, r22
simd_shuffle     r23, r7, 6
icmpsel          ueq, r22, r21, 6, r23, r22
simd_shuffle     r23, r7, 7
icmpsel          ueq, r22, r21, 7, r23, r22
simd_shuffle     r23, r7, 8
icmpsel          ueq, r22, r21, 8, r23, r22
simd_shuffle     r23, r7, 9
icmpsel          ueq, r22, r21, 9, r23, r22
simd_shuffle     r23, r7, 10
icmpsel          ueq, r22, r21, 10, r23, r22
simd_shuffle     r23, r7, 11
icmpsel          ueq, r22, r21, 11, r23, r22
simd_shuffle     r23, r7, 12
icmpsel          ueq, r22, r21, 12, r23, r22
simd_shuffle     r23, r7, 13
icmpsel          ueq, r22, r21, 13, r23, r22
simd_shuffle     r23, r7, 14
icmpsel          ueq, r22, r21, 14, r23, r22
simd_shuffle     r23, r7, 15
icmpsel          ueq, r22, r21, 15, r23, r22
simd_shuffle     r23, r7, 16
icmpsel          ueq, r22, r21, 16, r23, r22
simd_shuffle     r23, r7, 17
icmpsel          ueq, r22, r21, 17, r23, r22
simd_shuffle     r23, r7, 18
icmpsel          ueq, r22, r21, 18, r23, r22
simd_shuffle     r23, r7, 19
icmpsel          ueq, r22, r21, 19, r23, r22
simd_shuffle     r23, r7, 20
icmpsel          ueq, r22, r21, 20, r23, r22
simd_shuffle     r23, r7, 21
icmpsel          ueq, r22, r21, 21, r23, r22
simd_shuffle     r23, r7, 22
icmpsel          ueq, r22, r21, 22, r23, r22
simd_shuffle     r23, r7, 23
icmpsel          ueq, r22, r21, 23, r23, r22
simd_shuffle     r23, r7, 24
icmpsel          ueq, r22, r21, 24, r23, r22
simd_shuffle     r23, r7, 25
icmpsel          ueq, r22, r21, 25, r23, r22
simd_shuffle     r23, r7, 26
icmpsel          ueq, r22, r21, 26, r23, r22
simd_shuffle     r23, r7, 27
icmpsel          ueq, r22, r21, 27, r23, r22
simd_shuffle     r23, r7, 28
icmpsel          ueq, r22, r21, 28, r23, r22
simd_shuffle     r23, r7, 29
icmpsel          ueq, r22, r21, 29, r23, r22
simd_shuffle     r23, r7, 30
icmpsel          ueq, r22, r21, 30, r23, r22
simd_shuffle     r23, r7, 31
icmpsel          ueq, r21, r21, 31, r23, r22
iadd             r22, r12, 18
mov_imm          r23, 65535, 0b0
and              r22, r22, r23
and              r22, r22, 31
icmp_ballot      r23, ugt, 1, 0
and              r24, r22, 31
bfeil            r23, 0, r23, r24
and              r23, r23, 1
icmpsel          ueq, r22, r23, 0, 32, r22
simd_shuffle     r23, r7, 0
icmpsel          ueq, r23, r22, 0, r23, r7
simd_shuffle     r24, r7, 1
icmpsel          ueq, r23, r22, 1, r24, r23
simd_shuffle     r24, r7, 2
icmpsel          ueq, r23, r22, 2, r24, r23
simd_shuffle     r24, r7, 3
icmpsel          ueq, r23, r22, 3, r24, r23
simd_shuffle     r24, r7, 4
icmpsel          ueq, r23, r22, 4, r24, r23
simd_shuffle     r24, r7, 5
icmpsel          ueq, r23, r22, 5, r24, r23
simd_shuffle     r24, r7, 6
icmpsel          ueq, r23, r22, 6, r24, r23
simd_shuffle     r24, r7, 7
icmpsel          ueq, r23, r22, 7, r24, r23
simd_shuffle     r24, r7, 8
icmpsel          ueq, r23, r22, 8, r24, r23
simd_shuffle     r24, r7, 9
icmpsel          ueq, r23, r22, 9, r24, r23
simd_shuffle     r24, r7, 10
icmpsel          ueq, r23, r22, 10, r24, r23
simd_shuffle     r24, r7, 11
icmpsel          ueq, r23, r22, 11, r24, r23
simd_shuffle     r24, r7, 12
icmpsel          ueq, r23, r22, 12, r24, r23
simd_shuffle     r24, r7, 13
icmpsel          ueq, r23, r22, 13, r24, r23
simd_shuffle     r24, r7, 14
icmpsel          ueq, r23, r22, 14, r24, r23
simd_shuffle     r24, r7, 15
icmpsel          ueq, r23, r22, 15, r24, r23
simd_shuffle     r24, r7, 16
icmpsel          ueq, r23, r22, 16, r24, r23
simd_shuffle     r24, r7, 17
icmpsel          ueq, r23, r22, 17, r24, r23
simd_shuffle     r24, r7, 18
icmpsel          ueq, r23, r22, 18, r24, r23
simd_shuffle     r24, r7, 19
icmpsel          ueq, r23, r22, 19, r24, r23
simd_shuffle     r24, r7, 20
icmpsel          ueq, r23, r22, 20, r24, r23
simd_shuffle     r24, r7, 21
icmpsel          ueq, r23, r22, 21, r24, r23
simd_shuffle     r24, r7, 22
icmpsel          ueq, r23, r22, 22, r24, r23
simd_shuffle     r24, r7, 23
icmpsel          ueq, r23, r22, 23, r24, r23
simd_shuffle     r24, r7, 24
icmpsel          ueq, r23, r22, 24, r24, r23
simd_shuffle     r24, r7, 25
icmpsel          ueq, r23, r22, 25, r24, r23
simd_shuffle     r24, r7, 26
icmpsel          ueq, r23, r22, 26, r24, r23
simd_shuffle     r24, r7, 27
icmpsel          ueq, r23, r22, 27, r24, r23
simd_shuffle     r24, r7, 28
icmpsel          ueq, r23, r22, 28, r24, r23
simd_shuffle     r24, r7, 29
icmpsel          ueq, r23, r22, 29, r24, r23
simd_shuffle     r24, r7, 30
icmpsel          ueq, r23, r22, 30, r24, r23
simd_shuffle     r24, r7, 31
icmpsel          ueq, r22, r22, 31, r24, r23
iadd             r23, r12, 20
mov_imm          r24, 65535, 0b0
and              r23, r23, r24
and              r23, r23, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r23, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r23, r24, 0, 32, r23
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r23, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r23, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r23, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r23, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r23, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r23, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r23, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r23, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r23, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r23, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r23, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r23, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r23, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r23, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r23, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r23, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r23, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r23, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r23, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r23, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r23, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r23, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r23, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r23, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r23, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r23, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r23, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r23, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r23, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r23, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r23, 30, r25, r24
simd_shuffle     r25, r7, 31
icmpsel          ueq, r23, r23, 31, r25, r24
iadd             r12, r12, 22
mov_imm          r24, 65535, 0b0
and              r12, r12, r24
and              r12, r12, 31
icmp_ballot      r24, ugt, 1, 0
and              r25, r12, 31
bfeil            r24, 0, r24, r25
and              r24, r24, 1
icmpsel          ueq, r12, r24, 0, 32, r12
simd_shuffle     r24, r7, 0
icmpsel          ueq, r24, r12, 0, r24, r7
simd_shuffle     r25, r7, 1
icmpsel          ueq, r24, r12, 1, r25, r24
simd_shuffle     r25, r7, 2
icmpsel          ueq, r24, r12, 2, r25, r24
simd_shuffle     r25, r7, 3
icmpsel          ueq, r24, r12, 3, r25, r24
simd_shuffle     r25, r7, 4
icmpsel          ueq, r24, r12, 4, r25, r24
simd_shuffle     r25, r7, 5
icmpsel          ueq, r24, r12, 5, r25, r24
simd_shuffle     r25, r7, 6
icmpsel          ueq, r24, r12, 6, r25, r24
simd_shuffle     r25, r7, 7
icmpsel          ueq, r24, r12, 7, r25, r24
simd_shuffle     r25, r7, 8
icmpsel          ueq, r24, r12, 8, r25, r24
simd_shuffle     r25, r7, 9
icmpsel          ueq, r24, r12, 9, r25, r24
simd_shuffle     r25, r7, 10
icmpsel          ueq, r24, r12, 10, r25, r24
simd_shuffle     r25, r7, 11
icmpsel          ueq, r24, r12, 11, r25, r24
simd_shuffle     r25, r7, 12
icmpsel          ueq, r24, r12, 12, r25, r24
simd_shuffle     r25, r7, 13
icmpsel          ueq, r24, r12, 13, r25, r24
simd_shuffle     r25, r7, 14
icmpsel          ueq, r24, r12, 14, r25, r24
simd_shuffle     r25, r7, 15
icmpsel          ueq, r24, r12, 15, r25, r24
simd_shuffle     r25, r7, 16
icmpsel          ueq, r24, r12, 16, r25, r24
simd_shuffle     r25, r7, 17
icmpsel          ueq, r24, r12, 17, r25, r24
simd_shuffle     r25, r7, 18
icmpsel          ueq, r24, r12, 18, r25, r24
simd_shuffle     r25, r7, 19
icmpsel          ueq, r24, r12, 19, r25, r24
simd_shuffle     r25, r7, 20
icmpsel          ueq, r24, r12, 20, r25, r24
simd_shuffle     r25, r7, 21
icmpsel          ueq, r24, r12, 21, r25, r24
simd_shuffle     r25, r7, 22
icmpsel          ueq, r24, r12, 22, r25, r24
simd_shuffle     r25, r7, 23
icmpsel          ueq, r24, r12, 23, r25, r24
simd_shuffle     r25, r7, 24
icmpsel          ueq, r24, r12, 24, r25, r24
simd_shuffle     r25, r7, 25
icmpsel          ueq, r24, r12, 25, r25, r24
simd_shuffle     r25, r7, 26
icmpsel          ueq, r24, r12, 26, r25, r24
simd_shuffle     r25, r7, 27
icmpsel          ueq, r24, r12, 27, r25, r24
simd_shuffle     r25, r7, 28
icmpsel          ueq, r24, r12, 28, r25, r24
simd_shuffle     r25, r7, 29
icmpsel          ueq, r24, r12, 29, r25, r24
simd_shuffle     r25, r7, 30
icmpsel          ueq, r24, r12, 30, r25, r24
simd_shuffle     r7, r7, 31
icmpsel          ueq, r7, r12, 31, r7, r24
mov_imm          r12, 1065353216, 0b0
fmul32           r24, r6, r12
fmadd32          r6, r6, r12, r24.neg
fadd32           r12, 0.0, r24
fmul32           r24, r13, r10
fmadd32          r10, r13, r10, r24.neg
fadd32           r13, r12, r24
fadd32           r25, r13, r12.neg
fadd32           r26, r13, r25.neg
fadd32           r12, r12, r26.neg
fadd32           r24, r24, r25.neg
fadd32           r12, r12, r24
fadd32           r6, r6, r12
fadd32           r6, r6, r10
fmul32           r10, r14, r11
fmadd32          r11, r14, r11, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r24, r12, r14.neg
fadd32           r13, r13, r24.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r11
fmul32           r10, r15, r19
fmadd32          r11, r15, r19, r10.neg
fadd32           r13, r12, r10
fadd32           r14, r13, r12.neg
fadd32           r15, r13, r14.neg
fadd32           r12, r12, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r12, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r11
fmul32           r10, r16, r20
fmadd32          r11, r16, r20, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r15, r12, r14.neg
fadd32           r13, r13, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r11
fmul32           r10, r17, r21
fmadd32          r11, r17, r21, r10.neg
fadd32           r13, r12, r10
fadd32           r14, r13, r12.neg
fadd32           r15, r13, r14.neg
fadd32           r12, r12, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r12, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r11
fmul32           r10, r18, r22
fmadd32          r11, r18, r22, r10.neg
fadd32           r12, r13, r10
fadd32           r14, r12, r13.neg
fadd32           r15, r12, r14.neg
fadd32           r13, r13, r15.neg
fadd32           r10, r10, r14.neg
fadd32           r10, r13, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r11
fmul32           r10, r8, r23
fmadd32          r8, r8, r23, r10.neg
fadd32           r11, r12, r10
fadd32           r13, r11, r12.neg
fadd32           r14, r11, r13.neg
fadd32           r12, r12, r14.neg
fadd32           r10, r10, r13.neg
fadd32           r10, r12, r10
fadd32           r6, r6, r10
fadd32           r6, r6, r8
fmul32           r8, r9, r7
fmadd32          r7, r9, r7, r8.neg
fadd32           r9, r11, r8
fadd32           r10, r9, r11.neg
fadd32           r12, r9, r10.neg
fadd32           r11, r11, r12.neg
fadd32           r8, r8, r10.neg
fadd32           r8, r11, r8
fadd32           r6, r6, r8
fadd32           r6, r6, r7
fadd32           r6, r9, r6
fadd32           r7, r9, r9.neg
fcmpsel          eq, r6, r7, 0.0, r6, r9
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r4
mov_imm          r13, 0, 0b0
iadd             r10_r11, r10_r11, r12_r13
mov              r4, r5
mov_imm          r5, 0, 0b0
mov_imm          r12, 0, 0b0
mov_imm          r13, 0, 0b0
iadd             r12_r13, r4_r5, r12_r13
iadd             r12_r13, r8_r9, r12_r13
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r7, r10
mov              r16, r11
imadd            r18_r19, r7, r14, 0
imadd            r7, r7, r15, 0
imadd            r7, r16, r14, r7
mov              r14, r18
mov              r15, r19
iadd             r7, r15, r7
mov              r15, r7
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r7, r12
mov              r12, r13
mov              r13, r14
mov              r14, r15
imadd            r16_r17, r7, r13, 0
imadd            r7, r7, r14, 0
imadd            r7, r12, r13, r7
mov              r12, r16
mov              r13, r17
iadd             r7, r13, r7
mov              r13, r7
mov              r14, u12
mov              r15, u13
iadd             r12_r13, r14_r15, r12_r13
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r4_r5, r4_r5, r14_r15
iadd             r4_r5, r8_r9, r4_r5
mov_imm          r8, 8, 0b0
mov_imm          r9, 0, 0b0
mov              r7, r10
mov              r10, r11
imadd            r14_r15, r7, r8, 0
imadd            r7, r7, r9, 0
imadd            r7, r10, r8, r7
mov              r8, r14
mov              r9, r15
iadd             r7, r9, r7
mov              r9, r7
iadd             r4_r5, r8_r9, r4_r5
mov_imm          r8, 4, 0b0
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
mov              r8, u12
mov              r9, u13
iadd             r4_r5, r8_r9, r4_r5
device_store     0, i32, x, r2, r12_r13, 0, unsigned, 0
device_store     0, i32, x, r6, r4_r5, 0, unsigned, 0
mov              r4, u14
mov              r5, u15
iadd             r4_r5, r4_r5, r3, lsl 1
device_load      0, i16, x, r2, r4_r5, 0, unsigned
wait             0
bfi              r2, 0, r2, 16
fmul32           r2, r2, 3.0
fmul32           r2l, r2, 1.0
fadd16           r2l, r2l, 1.0
mov              r4, u16
mov              r5, u17
iadd             r4_r5, r4_r5, r3, lsl 1
device_store     0, i16, x, r2l, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
