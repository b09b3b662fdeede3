control_flow:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr48 (thread_position_in_threadgroup.x)
get_sr           r3, sr80 (thread_position_in_grid.x)
get_sr           r4, sr4 (threads_per_threadgroup.x)
if_icmp          r0l, ueq, 0, 0, 1
mov              r6, r3
mov_imm          r7, 0, 0b0
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
mov              r3, r6
mov              r5, r7
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r5, r8, r3
mov              r5, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r5
mov              r9, r3
mov              r10, u0
mov              r11, u1
iadd             r8_r9, r10_r11, r8_r9
device_load      0, i32, x, r3, r8_r9, 0, unsigned
wait             0
and              r5, r3, 1
icmpsel          ueq, r5, r5, 0, 0, 1
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L0
imadd            r5, r3, 3, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
asr              r8, r3, 31
bfeil            r8, 0, r8, 31
iadd             r8, r3, r8
asr              r8, r8, 1
mov              r5, r8
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
and              r8, r3, 7
mov              r9, r5
mov_imm          r5, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L2:
if_icmp          r0l, ueq, 0, 0, 1
icmpsel          slt, r10, r5, r8, 1, 0
if_icmp          r0l, nueq, r10, 0, 1
jmp_exec_none    L3
icmpsel          ueq, r10, r5, 5, 1, 0
if_icmp          r0l, nueq, r10, 0, 1
jmp_exec_none    L5
mov_imm          r0l, 4
pop_exec         r0l, 0
L5:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L6
if_icmp          r0l, ueq, 0, 0, 1
imadd            r10, r5, r3, 0
iadd             r10, r9, r10
mov_imm          r11, 1000, 0b0
icmpsel          sgt, r11, r10, r11, 1, 0
if_icmp          r0l, nueq, r11, 0, 1
jmp_exec_none    L7
mov              r11, r10
mov_imm          r0l, 2
pop_exec         r0l, 0
L7:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L8
xor              r10, r10, r5
mov              r11, r10
mov_imm          r0l, 2
pop_exec         r0l, 0
L8:
pop_exec         r0l, 1
pop_exec         r0l, 1
iadd             r10, r5, 1
mov              r5, r10
mov              r9, r11
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
mov              r10, r2
mov_imm          r11, 0, 0b0
mov              r5, r10
mov              r8, r11
bfi              r5, 0, r5, 2
iadd             r5, u4, r5
threadgroup_store i32, x, r9, r5l, 0
threadgroup_barrier
iadd             r2, r2, 1
bfeil            r5, 0, r2, 31
and              r5, r5, 1
iadd             r5, r5, 0, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 30
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 29
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 28
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 27
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 26
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 25
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 24
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 23
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 22
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 21
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 20
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 19
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 18
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 17
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 16
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 15
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 14
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 13
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 12
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 11
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 10
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 9
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 8
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 7
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 6
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 5
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 4
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 3
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 2
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r8, 0, r2, 1
and              r8, r8, 1
iadd             r5, r8, r5, lsl 1
isub             r8, r5, r4
icmpsel          ult, r5, r5, r4, r5, r8
bfeil            r2, 0, r2, 0
and              r2, r2, 1
iadd             r2, r2, r5, lsl 1
isub             r5, r2, r4
icmpsel          ult, r2, r2, r4, r2, r5
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r2, r4
mov              r4, r5
bfi              r2, 0, r2, 2
iadd             r2, u4, r2
threadgroup_load i32, x, r2, r2l, 0
mov_imm          r4, 4294967196, 0b0
icmpsel          slt, r3, r3, r4, 1, 0
wait             0
if_icmp          r0l, nueq, r3, 0, 1
jmp_exec_none    L9
mov_imm          r0l, 2
pop_exec         r0l, 0
L9:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L10
iadd             r2, r9, r2
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
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 2
pop_exec         r0l, 0
L10:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
