histogram:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr51 (thread_index_in_threadgroup)
if_icmp          r0l, ueq, 0, 0, 1
icmpsel          ult, r4, r3, 16, 1, 0
mov              r6, r3
mov_imm          r7, 0, 0b0
mov              r3, r6
mov              r5, r7
bfi              r3, 0, r3, 2
iadd             r3, u4, r3
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L0
mov              r5, r3
mov_imm          r8, 0, 0b0
threadgroup_store i32, x, r8, r5l, 0
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
if_icmp          r0l, ueq, 0, 0, 1
threadgroup_barrier
mov              r8, r2
mov_imm          r9, 0, 0b0
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r2, r8
mov              r5, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r2, r8, 0
imadd            r2, r2, r9, 0
imadd            r2, r5, r8, r2
mov              r5, r10
mov              r8, r11
iadd             r2, r8, r2
mov              r8, r5
mov              r9, r2
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_load      0, i32, x, r2, r8_r9, 0, unsigned
wait             0
and              r5, r2, 15
mov              r8, r5
mov_imm          r9, 0, 0b0
mov              r5, r8
mov              r8, r9
bfi              r5, 0, r5, 2
iadd             r5, u4, r5
mov_imm          r8, 1, 0b0
threadgroup_atomic add, r5, r5l, 0, r8, 0, 2, 128, 0
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, 64
atomic           umax, 0, r2, r8_r9, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
threadgroup_barrier
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L2
mov              r2, r3
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
mov              r3, r6
mov              r6, r7
imadd            r8_r9, r3, r4, 0
imadd            r3, r3, r5, 0
imadd            r3, r6, r4, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r6, u2
mov              r7, u3
iadd             r4_r5, r6_r7, r4_r5
wait             0
atomic           add, 0, r2, r4_r5, 0, unsigned, r2, 1, 0, 1, 4, 2
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L2:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L3
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
