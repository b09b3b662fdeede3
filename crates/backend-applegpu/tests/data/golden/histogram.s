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
mov              r5, r6
mov              r6, r7
bfi              r5, 0, r5, 2
iadd             r5, u4, r5
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L0
mov              r6, r5
mov_imm          r7, 0, 0b0
threadgroup_store i32, x, r7, r6l, 0
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
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r2, r6_r7, 0, unsigned
wait             0
and              r6, r2, 15
mov_imm          r7, 0, 0b0
bfi              r6, 0, r6, 2
iadd             r6, u4, r6
mov_imm          r7, 1, 0b0
threadgroup_atomic add, r6, r6l, 0, r7, 0, 2, 128, 0
wait             0
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, 64
atomic           umax, 0, r2, r6_r7, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
threadgroup_barrier
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L2
mov              r2, r5
threadgroup_load i32, x, r2, r2l, 0
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, r3, lsl 2
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
