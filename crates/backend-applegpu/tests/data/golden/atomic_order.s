atomic_order:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
get_sr           r4, sr82 (thread_position_in_grid.z)
imadd            r3, u21, r4, r3
imadd            r2, u20, r3, r2
mov              r4, u28
mov              r5, u29
imadd            r2_r3, r2, 16, r4_r5
get_sr           r4, sr80 (thread_position_in_grid.x)
get_sr           r5, sr51 (thread_index_in_threadgroup)
get_sr           r6, sr0 (threadgroup_position_in_grid.x)
if_icmp          r0l, ueq, 0, 0, 1
iadd             r8_r9, r2_r3, 4
mov              r10, r4
mov_imm          r11, 0, 0b0
mov              r12, u2
mov              r13, u3
iadd             r12_r13, r12_r13, 4
mov              r14, u2
mov              r15, u3
iadd             r14_r15, r14_r15, 8
mov              r16, u2
mov              r17, u3
iadd             r16_r17, r16_r17, 12
mov              r18, u2
mov              r19, u3
iadd             r18_r19, r18_r19, 16
mov              r20, u2
mov              r21, u3
iadd             r20_r21, r20_r21, 20
mov              r22, u2
mov              r23, u3
iadd             r22_r23, r22_r23, 24
mov              r24, u2
mov              r25, u3
iadd             r24_r25, r24_r25, 28
mov_imm          r7, 1, 0b0
atomic           add, 0, r7, u2_u3, 0, unsigned, r7, 1, 0, 1, 4, 2
mov              r26, u4
mov              r27, u5
wait             0
iadd             r26_r27, r26_r27, r7, lsl 2
device_store     0, i32, x, r4, r26_r27, 0, unsigned, 0
atomic           xchg, 0, r7, r12_r13, 0, unsigned, r4, 1, 0, 1, 4, 2
mov              r12, u6
mov              r13, u7
iadd             r12_r13, r12_r13, r4, lsl 2
wait             0
device_store     0, i32, x, r7, r12_r13, 0, unsigned, 0
mov_imm          r7, 4294967295, 0b0
device_store     0, i32, x, r7, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r7, r2_r3, 0, unsigned
wait             0
mov              r12, r7
mov              r13, r4
atomic           cmpxchg, 0, r7, r14_r15, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
device_store     0, i32, x, r7, r2_r3, 0, unsigned, 0
mov              r2, u8
mov              r3, u9
iadd             r2_r3, r2_r3, r4, lsl 2
device_store     0, i32, x, r7, r2_r3, 0, unsigned, 0
atomic           sub, 0, r2, r16_r17, 0, unsigned, r4, 1, 0, 1, 4, 2
wait             0
imadd            r2, r4, 7, 0
mov_imm          r3, 13, 0b0
bfeil            r7, 0, r2, 31
and              r7, r7, 1
iadd             r7, r7, 0, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 30
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 29
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 28
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 27
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 26
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 25
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 24
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 23
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 22
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 21
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 20
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 19
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 18
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 17
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 16
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 15
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 14
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 13
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 12
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 11
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 10
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 9
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 8
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 7
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 6
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 5
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 4
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 3
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 2
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r12, 0, r2, 1
and              r12, r12, 1
iadd             r7, r12, r7, lsl 1
isub             r12, r7, r3
icmpsel          ult, r7, r7, r3, r7, r12
bfeil            r2, 0, r2, 0
and              r2, r2, 1
iadd             r2, r2, r7, lsl 1
isub             r7, r2, r3
icmpsel          ult, r2, r2, r3, r2, r7
isub             r2, r2, 6
atomic           imin, 0, r2, r18_r19, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
and              r2, r4, 31
and              r2, r2, 31
bfi              r2, 0, 1, r2
mov_imm          r3, 4294967295, 0b0
xor              r2, r2, r3
atomic           and, 0, r2, r20_r21, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
mov_imm          r2, 29, 0b0
bfeil            r3, 0, r4, 31
and              r3, r3, 1
iadd             r3, r3, 0, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 30
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 29
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 28
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 27
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 26
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 25
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 24
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 23
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 22
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 21
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 20
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 19
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 18
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 17
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 16
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 15
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 14
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 13
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 12
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 11
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 10
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 9
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 8
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 7
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 6
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 5
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 4
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 3
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 2
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 1
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r3, r3, r2, r3, r7
bfeil            r7, 0, r4, 0
and              r7, r7, 1
iadd             r3, r7, r3, lsl 1
isub             r7, r3, r2
icmpsel          ult, r2, r3, r2, r3, r7
and              r2, r2, 31
bfi              r2, 0, 1, r2
atomic           or, 0, r2, r22_r23, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
mov_imm          r2, 2654435761, 0b0
imadd            r2, r4, r2, 0
atomic           xor, 0, r2, r24_r25, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
mov              r2, u0
mov              r3, u1
iadd             r2_r3, r2_r3, r4, lsl 2
device_load      0, i32, x, r2, r2_r3, 0, unsigned
device_load      0, i32, x, r3, u10_u11, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r7, r3, r2
mov              r12, r3
mov              r13, r7
atomic           cmpxchg, 0, r7, u10_u11, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r12, r7, r3, 1, 0
mov              r3, r7
if_icmp          r0l, nueq, r12, 0, 1
jmp_exec_none    L1
mov_imm          r0l, 3
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
iadd             r2, u16, 4
iadd             r3, u16, 8
mov_imm          r7, 1, 0b0
threadgroup_atomic add, r7, u16l, 0, r7, 0, 2, 128, 0
mov              r12, r2
threadgroup_atomic xor, r4, r12l, 0, r4, 0, 2, 128, 0
wait             0
mov_imm          r4, 0, 0b0
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
iadd             r4, r5, 1
device_load      0, i32, x, r12, r8_r9, 0, unsigned
mov              r13, r4
mov              r4, r3
wait             0
threadgroup_atomic cmpxchg, r4, r4l, 0, r12_r13, 0, 2, 129, 0
wait             0
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
mov_imm          r8, 1, 0b0
mov_imm          r9, 0, 0b0
and              r8, r8, 63
isub             r9, r8, 32
isub             r12, 32, r8
bfi              r11, 0, r11, r8
bfeil            r12, 0, r10, r12
bfi              r9, 0, r10, r9
or               r11, r11, r12
or               r9, r11, r9
bfi              r8, 0, r10, r8
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r12, r8
mov              r13, r9
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
mov              r12, u12
mov              r13, u13
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i32, x, r7, r10_r11, 0, unsigned, 0
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r8_r9, r8_r9, r10_r11
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
mov              r10, u12
mov              r11, u13
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r4, r8_r9, 0, unsigned, 0
threadgroup_barrier
icmpsel          ueq, r4, r5, 0, 1, 0
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L3
mov              r4, r6
mov_imm          r5, 0, 0b0
mov_imm          r6, 3, 0b0
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
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r4
mov              r9, r5
imadd            r10_r11, r8, r6, 0
imadd            r7, r8, r7, 0
imadd            r6, r9, r6, r7
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u14
mov              r9, u15
iadd             r6_r7, r8_r9, r6_r7
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
mov_imm          r2, 0, 0b0
threadgroup_atomic xchg, r2, r3l, 0, r2, 0, 2, 128, 0
mov_imm          r6, 1, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r6
mov              r6, r7
mov              r7, r8
mov              r8, r9
imadd            r10_r11, r3, r7, 0
imadd            r3, r3, r8, 0
imadd            r3, r6, r7, r3
mov              r6, r10
mov              r7, r11
iadd             r3, r7, r3
mov              r7, r3
mov              r8, u14
mov              r9, u15
iadd             r6_r7, r8_r9, r6_r7
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
threadgroup_load i32, x, r2, u16l, 0
mov_imm          r6, 2, 0b0
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
mov              r6, u14
mov              r7, u15
iadd             r4_r5, r6_r7, r4_r5
wait             0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov_imm          r0l, 2
pop_exec         r0l, 0
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
