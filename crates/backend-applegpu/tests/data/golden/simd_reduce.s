simd_reduce:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr51 (thread_index_in_threadgroup)
get_sr           r4, sr53 (simdgroup_index_in_threadgroup)
get_sr           r5, sr52 (thread_index_in_simdgroup)
get_sr           r6, sr0 (threadgroup_position_in_grid.x)
get_sr           r7, sr4 (threads_per_threadgroup.x)
get_sr           r8, sr5 (threads_per_threadgroup.y)
get_sr           r9, sr6 (threads_per_threadgroup.z)
imadd            r7, r7, r8, 0
imadd            r7, r7, r9, 31
bfeil            r7, 0, r7, 5
if_icmp          r0l, ueq, 0, 0, 1
mov              r8, u0
mov              r9, u1
iadd             r8_r9, r8_r9, r2, lsl 2
device_load      0, i32, x, r2, r8_r9, 0, unsigned
wait             0
simd_fadd        r2, r2
icmpsel          ueq, r5, r5, 0, 1, 0
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L0
mov_imm          r5, 0, 0b0
bfi              r4, 0, r4, 2
iadd             r4, u4, r4
threadgroup_store i32, x, r2, r4l, 0
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
icmpsel          ueq, r2, r3, 0, 1, 0
if_icmp          r0l, nueq, r2, 0, 1
jmp_exec_none    L2
mov_imm          r2, 0, 0b0
mov_imm          r3, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L4:
if_icmp          r0l, ueq, 0, 0, 1
mov              r8, r2
mov_imm          r9, 0, 0b0
mov              r5, r8
mov              r8, r9
bfi              r5, 0, r5, 2
iadd             r5, u4, r5
threadgroup_load i32, x, r5, r5l, 0
wait             0
fadd32           r4, r3, r5
iadd             r5, r2, 1
icmpsel          ult, r8, r5, r7, 1, 0
if_icmp          r0l, nueq, r8, 0, 1
jmp_exec_none    L5
mov              r2, r5
mov              r3, r4
mov_imm          r0l, 2
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
mov_imm          r0l, 3
pop_exec         r0l, 0
L6:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L4
pop_exec         r0l, 1
mov              r2, u2
mov              r3, u3
iadd             r2_r3, r2_r3, r6, lsl 2
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
mov_imm          r0l, 2
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
