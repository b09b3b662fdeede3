control_flow:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr48 (thread_position_in_threadgroup.x)
get_sr           r3, sr80 (thread_position_in_grid.x)
get_sr           r4, sr4 (threads_per_threadgroup.x)
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r3, lsl 2
device_load      0, i32, x, r5, r6_r7, 0, unsigned
wait             0
and              r6, r5, 1
icmpsel          ueq, r6, r6, 0, 0, 1
if_icmp          r0l, nueq, r6, 0, 1
jmp_exec_none    L0
imadd            r6, r5, 3, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
asr              r7, r5, 31
bfeil            r7, 0, r7, 31
iadd             r7, r5, r7
asr              r7, r7, 1
mov              r6, r7
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
and              r7, r5, 7
mov              r8, r6
mov_imm          r6, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L2:
if_icmp          r0l, ueq, 0, 0, 1
icmpsel          slt, r9, r6, r7, 1, 0
if_icmp          r0l, nueq, r9, 0, 1
jmp_exec_none    L3
icmpsel          ueq, r9, r6, 5, 1, 0
if_icmp          r0l, nueq, r9, 0, 1
jmp_exec_none    L5
mov_imm          r0l, 4
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
if_icmp          r0l, ueq, 0, 0, 1
imadd            r9, r6, r5, 0
iadd             r9, r8, r9
mov_imm          r10, 1000, 0b0
icmpsel          sgt, r10, r9, r10, 1, 0
if_icmp          r0l, nueq, r10, 0, 1
jmp_exec_none    L7
mov              r10, r9
mov_imm          r0l, 2
pop_exec         r0l, 0
L7:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L8
xor              r9, r9, r6
mov              r10, r9
mov_imm          r0l, 2
pop_exec         r0l, 0
L8:
pop_exec         r0l, 1
pop_exec         r0l, 1
iadd             r9, r6, 1
mov              r6, r9
mov              r8, r10
mov_imm          r0l, 3
pop_exec         r0l, 0
L6:
pop_exec         r0l, 1
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
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r2
mov_imm          r7, 0, 0b0
bfi              r6, 0, r6, 2
iadd             r6, u4, r6
threadgroup_store i32, x, r8, r6l, 0
threadgroup_barrier
iadd             r2, r2, 1
bfeil            r6, 0, r2, 31
and              r6, r6, 1
iadd             r6, r6, 0, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 30
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 29
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 28
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 27
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 26
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 25
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 24
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 23
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 22
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 21
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 20
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 19
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 18
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 17
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 16
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 15
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 14
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 13
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 12
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 11
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 10
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 9
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 8
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 7
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 6
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 5
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 4
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 3
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 2
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r7, 0, r2, 1
and              r7, r7, 1
iadd             r6, r7, r6, lsl 1
isub             r7, r6, r4
icmpsel          ult, r6, r6, r4, r6, r7
bfeil            r2, 0, r2, 0
and              r2, r2, 1
iadd             r2, r2, r6, lsl 1
isub             r6, r2, r4
icmpsel          ult, r2, r2, r4, r2, r6
mov              r6, r2
mov_imm          r7, 0, 0b0
mov              r2, r6
mov              r4, r7
bfi              r2, 0, r2, 2
iadd             r2, u4, r2
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r4, 4294967196, 0b0
icmpsel          slt, r4, r5, r4, 1, 0
wait             0
if_icmp          r0l, nueq, r4, 0, 1
jmp_exec_none    L9
mov_imm          r0l, 2
pop_exec         r0l, 0
L9:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L10
iadd             r2, r8, r2
mov              r4, u2
mov              r5, u3
iadd             r4_r5, r4_r5, r3, lsl 2
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L10:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
