divergent_loop:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov_imm          r3, 5, 0b0
bfeil            r4, 0, r2, 31
and              r4, r4, 1
iadd             r4, r4, 0, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 30
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 29
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 28
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 27
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 26
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 25
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 24
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 23
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 22
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 21
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 20
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 19
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 18
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 17
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 16
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 15
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 14
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 13
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 12
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 11
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 10
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 9
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 8
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 7
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 6
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 5
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 4
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 3
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 2
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 1
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r4, r4, r3, r4, r5
bfeil            r5, 0, r2, 0
and              r5, r5, 1
iadd             r4, r5, r4, lsl 1
isub             r5, r4, r3
icmpsel          ult, r3, r4, r3, r4, r5
iadd             r3, r3, 1
mov_imm          r4, 0, 0b0
mov_imm          r5, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r8, 1, 0b0
simd_iadd        r6, r8
mov              r8, u0
mov              r9, u1
iadd             r8_r9, r8_r9, r4, lsl 2
device_load      0, i32, x, r8, r8_r9, 0, unsigned
wait             0
iadd             r7, r5, r8
iadd             r8, r4, 1
icmpsel          ult, r9, r8, r3, 1, 0
if_icmp          r0l, nueq, r9, 0, 1
jmp_exec_none    L1
mov              r4, r8
mov              r5, r7
mov_imm          r0l, 2
pop_exec         r0l, 0
L1:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L2
mov_imm          r0l, 3
pop_exec         r0l, 0
L2:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
if_icmp          r0l, ueq, 0, 0, 1
iadd             r3, r6, 1
imadd            r4, r2, 3, 0
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, r4, lsl 2
device_store     0, i32, x, r3, r8_r9, 0, unsigned, 0
iadd             r3, r4, 1
mov              r8, u2
mov              r9, u3
iadd             r8_r9, r8_r9, r3, lsl 2
device_store     0, i32, x, r7, r8_r9, 0, unsigned, 0
device_load      0, i32, x, r3, u4_u5, 0, unsigned
wait             0
icmpsel          ueq, r5, r3, 0, 1, 0
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L3
mov_imm          r5, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov_imm          r6, 0, 0b0
mov_imm          r7, 0, 0b0
L5:
if_icmp          r0l, ueq, 0, 0, 1
if_icmp          r0l, ueq, 0, 0, 1
and              r8, r6, 31
bfeil            r8, 0, r2, r8
and              r8, r8, 1
icmpsel          ueq, r8, r8, 0, 0, 1
if_icmp          r0l, nueq, r8, 0, 1
jmp_exec_none    L6
imadd            r8, r6, 7, 0
iadd             r8, r8, r3
iadd             r8, r7, r8
mov_imm          r0l, 2
pop_exec         r0l, 0
L6:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L7
mov              r8, r7
mov_imm          r0l, 2
pop_exec         r0l, 0
L7:
pop_exec         r0l, 1
pop_exec         r0l, 1
iadd             r9, r6, 1
icmpsel          ult, r10, r9, r3, 1, 0
if_icmp          r0l, nueq, r10, 0, 1
jmp_exec_none    L8
mov              r6, r9
mov              r7, r8
mov_imm          r0l, 2
pop_exec         r0l, 0
L8:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L9
mov              r5, r8
mov_imm          r0l, 4
pop_exec         r0l, 0
L9:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L5
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
iadd             r2, r4, 2
mov              r6, u2
mov              r7, u3
iadd             r2_r3, r6_r7, r2, lsl 2
device_store     0, i32, x, r5, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
