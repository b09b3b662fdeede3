float_atomics:
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
get_sr           r4, sr80 (thread_position_in_grid.x)
get_sr           r5, sr51 (thread_index_in_threadgroup)
if_icmp          r0l, ueq, 0, 0, 1
iadd             r6_r7, r2_r3, 4
mov              r8, r4
mov_imm          r9, 0, 0b0
mov              r10, u0
mov              r11, u1
iadd             r10_r11, r10_r11, r4, lsl 2
device_load      0, i32, x, r10, r10_r11, 0, unsigned
and              r4, r4, 3
convert          u32_to_f, r4, r4, rte
mov              r12, u2
mov              r13, u3
iadd             r12_r13, r12_r13, 4
mov              r14, u2
mov              r15, u3
iadd             r14_r15, r14_r15, 8
mov              r16, u2
mov              r17, u3
iadd             r16_r17, r16_r17, 12
device_load      0, i32, x, r11, u2_u3, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r18, r11, r4
mov              r19l, r18l
mov              r18l, r11l
mov              r19h, r18h
mov              r18h, r11h
atomic           cmpxchg, 0, r18, u2_u3, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r19, r18, r11, 1, 0
mov              r11, r18
if_icmp          r0l, nueq, r19, 0, 1
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
device_load      0, i32, x, r11, r12_r13, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L3:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          gt, r18, r11, r10, r11, r10
fcmpsel          eq, r18, r10, r10, r18, r11
mov              r19l, r18l
mov              r18l, r11l
mov              r19h, r18h
mov              r18h, r11h
atomic           cmpxchg, 0, r18, r12_r13, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r19, r18, r11, 1, 0
mov              r11, r18
if_icmp          r0l, nueq, r19, 0, 1
jmp_exec_none    L4
mov_imm          r0l, 3
pop_exec         r0l, 0
L4:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L5
L5:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L3
pop_exec         r0l, 1
device_load      0, i32, x, r11, r14_r15, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L6:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          lt, r12, r11, r10, r11, r10
fcmpsel          eq, r12, r10, r10, r12, r11
mov              r13l, r12l
mov              r12l, r11l
mov              r13h, r12h
mov              r12h, r11h
atomic           cmpxchg, 0, r12, r14_r15, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r13, r12, r11, 1, 0
mov              r11, r12
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L7
mov_imm          r0l, 3
pop_exec         r0l, 0
L7:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L8
L8:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L6
pop_exec         r0l, 1
device_load      0, i32, x, r11, r16_r17, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L9:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r12, r11, r4.neg
mov              r13l, r12l
mov              r12l, r11l
mov              r13h, r12h
mov              r12h, r11h
atomic           cmpxchg, 0, r12, r16_r17, 0, unsigned, r12_r13, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r13, r12, r11, 1, 0
mov              r11, r12
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L10
mov_imm          r0l, 3
pop_exec         r0l, 0
L10:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L11
L11:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L9
pop_exec         r0l, 1
mov_imm          r12, 5, 0b0
mov_imm          r13, 0, 0b0
mov              r11, r8
mov              r14, r9
imadd            r16_r17, r11, r12, 0
imadd            r11, r11, r13, 0
imadd            r11, r14, r12, r11
mov              r12, r16
mov              r13, r17
iadd             r11, r13, r11
mov              r13, r11
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r8_r9, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r11, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r11, r15, 0
imadd            r11, r11, r16, 0
imadd            r11, r14, r15, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r16, u2
mov              r17, u3
iadd             r14_r15, r16_r17, r14_r15
mov_imm          r11, 1069547520, 0b0
device_load      0, i32, x, r16, r14_r15, 0, unsigned
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L12:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r17, r16, r11
mov              r18, r16
mov              r19, r17
atomic           cmpxchg, 0, r17, r14_r15, 0, unsigned, r18_r19, 1, 0, 1, 4, 2
wait             0
icmpsel          ueq, r18, r17, r16, 1, 0
mov              r16, r17
if_icmp          r0l, nueq, r18, 0, 1
jmp_exec_none    L13
mov_imm          r0l, 3
pop_exec         r0l, 0
L13:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L14
L14:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L12
pop_exec         r0l, 1
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r11, r12
mov              r17, r13
imadd            r18_r19, r11, r14, 0
imadd            r11, r11, r15, 0
imadd            r11, r17, r14, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r18, u4
mov              r19, u5
iadd             r14_r15, r18_r19, r14_r15
device_store     0, i32, x, r16, r14_r15, 0, unsigned, 0
mov_imm          r14, 200, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r8_r9, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r11, r14
mov              r14, r15
mov              r15, r16
mov              r16, r17
imadd            r18_r19, r11, r15, 0
imadd            r11, r11, r16, 0
imadd            r11, r14, r15, r11
mov              r14, r18
mov              r15, r19
iadd             r11, r15, r11
mov              r15, r11
mov              r16, u2
mov              r17, u3
iadd             r14_r15, r16_r17, r14_r15
device_load      0, i32, x, r11, r14_r15, 0, unsigned
wait             0
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
device_load      0, i32, x, r11, r2_r3, 0, unsigned
wait             0
mov              r16, r11
mov              r17, r10
atomic           cmpxchg, 0, r11, r14_r15, 0, unsigned, r16_r17, 1, 0, 1, 4, 2
wait             0
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
mov_imm          r2, 1, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r12_r13, r2_r3
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
imadd            r16_r17, r2, r14, 0
imadd            r2, r2, r15, 0
imadd            r2, r3, r14, r2
mov              r3, r16
mov              r14, r17
iadd             r2, r14, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r14, u4
mov              r15, u5
iadd             r2_r3, r14_r15, r2_r3
device_store     0, i32, x, r11, r2_r3, 0, unsigned, 0
mov_imm          r2, 400, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r8_r9, r2_r3
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
imadd            r14_r15, r2, r8, 0
imadd            r2, r2, r9, 0
imadd            r2, r3, r8, r2
mov              r3, r14
mov              r8, r15
iadd             r2, r8, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r8, u2
mov              r9, u3
iadd             r2_r3, r8_r9, r2_r3
device_load      0, i32, x, r8, r2_r3, 0, unsigned
wait             0
fadd32           r8, r8, 1.0
device_store     0, i32, x, r8, r6_r7, 0, unsigned, 0
device_load      0, i32, x, r8, r6_r7, 0, unsigned
mov              r9, r10
wait             0
atomic           cmpxchg, 0, r2, r2_r3, 0, unsigned, r8_r9, 1, 0, 1, 4, 2
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
device_load      0, i32, x, r2, r6_r7, 0, unsigned
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r12_r13, r6_r7
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r6
mov              r6, r7
mov              r7, r8
mov              r8, r9
imadd            r14_r15, r3, r7, 0
imadd            r3, r3, r8, 0
imadd            r3, r6, r7, r3
mov              r6, r14
mov              r7, r15
iadd             r3, r7, r3
mov              r7, r3
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
wait             0
device_store     0, i32, x, r2, r6_r7, 0, unsigned, 0
icmpsel          ueq, r2, r5, 0, 1, 0
if_icmp          r0l, nueq, r2, 0, 1
jmp_exec_none    L15
mov_imm          r2, 0, 0b0
mov_imm          r3l, 0
threadgroup_store i32, x, r2, r3l, 0
mov_imm          r2, 1120403456, 0b0
mov_imm          r3l, 4
threadgroup_store i32, x, r2, r3l, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L15:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L16
mov_imm          r0l, 2
pop_exec         r0l, 0
L16:
pop_exec         r0l, 1
pop_exec         r0l, 1
threadgroup_barrier
mov_imm          r2l, 0
threadgroup_load i32, x, r2, r2l, 0
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L17:
if_icmp          r0l, ueq, 0, 0, 1
fadd32           r3, r2, r4
mov              r6, r2
mov              r7, r3
mov_imm          r3l, 0
threadgroup_atomic cmpxchg, r3, r3l, 0, r6_r7, 0, 2, 129, 0
wait             0
icmpsel          ueq, r5, r3, r2, 1, 0
mov              r2, r3
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L18
mov_imm          r0l, 3
pop_exec         r0l, 0
L18:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L19
L19:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L17
pop_exec         r0l, 1
mov_imm          r2l, 4
threadgroup_load i32, x, r2, r2l, 0
wait             0
if_icmp          r0l, ueq, 0, 0, 1
L20:
if_icmp          r0l, ueq, 0, 0, 1
fcmpsel          lt, r3, r2, r10, r2, r10
fcmpsel          eq, r3, r10, r10, r3, r2
mov              r4, r2
mov              r5, r3
mov_imm          r3l, 4
threadgroup_atomic cmpxchg, r3, r3l, 0, r4_r5, 0, 2, 129, 0
wait             0
icmpsel          ueq, r4, r3, r2, 1, 0
mov              r2, r3
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L21
mov_imm          r0l, 3
pop_exec         r0l, 0
L21:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L22
L22:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L20
pop_exec         r0l, 1
threadgroup_barrier
mov_imm          r2l, 0
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r3l, 4
threadgroup_load i32, x, r3, r3l, 0
mov_imm          r4, 3, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
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
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
wait             0
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
iadd             r4_r5, r12_r13, r4_r5
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r2, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r6, 0
imadd            r2, r4, r5, r2
mov              r4, r8
mov              r5, r9
iadd             r2, r5, r2
mov              r5, r2
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r3, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
