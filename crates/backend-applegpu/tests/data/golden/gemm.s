gemm:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
if_icmp          r0l, ueq, 0, 0, 1
device_load      0, i32, x, r4, u6_u7, 0, unsigned
wait             0
imadd            r5, r3, r4, 0
icmpsel          ueq, r6, r4, 0, 1, 0
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L0
mov_imm          r6, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
mov_imm          r7, 0, 0b0
mov_imm          r8, 0, 0b0
L2:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r9, r5, r7
mov              r10, u0
mov              r11, u1
iadd             r10_r11, r10_r11, r9, lsl 2
device_load      0, i32, x, r9, r10_r11, 0, unsigned
imadd            r10, r7, u8, 0
iadd             r10, r10, r2
mov              r12, u2
mov              r13, u3
iadd             r10_r11, r12_r13, r10, lsl 2
device_load      0, i32, x, r10, r10_r11, 0, unsigned
wait             0
fmadd32          r9, r9, r10, r8
iadd             r10, r7, 1
icmpsel          ult, r11, r10, r4, 1, 0
if_icmp          r0l, nueq, r11, 0, 1
jmp_exec_none    L3
mov              r7, r10
mov              r8, r9
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov              r6, r9
mov_imm          r0l, 4
pop_exec         r0l, 0
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L2
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
imadd            r3, r3, u8, 0
iadd             r2, r3, r2
mov              r4, u4
mov              r5, u5
iadd             r2_r3, r4_r5, r2, lsl 2
device_store     0, i32, x, r6, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
