motion_sad:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
get_sr           r3, sr81 (thread_position_in_grid.y)
get_sr           r4, sr52 (thread_index_in_simdgroup)
bfi              r5, 0, u8, 1
bfi              r6, 0, u9, 1
mov_imm          r8, 0, 0b0
mov_imm          r9, 0, 0b0
mov_imm          r7, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L0:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r12, r2, r7
isub             r12, r12, 2
icmpsel          slt, r13, r12, 0, 1, 0
isub             r14, 0, r12
icmpsel          slt, r15, r12, u8, 0, 1
isub             r16, r5, r12
isub             r16, r16, 1
icmpsel          ueq, r12, r15, 0, r12, r16
icmpsel          ueq, r12, r13, 0, r12, r14
mov_imm          r13, 0, 0b0
mov_imm          r14, 0, 0b0
if_icmp          r0l, ueq, 0, 0, 1
L1:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r16, r3, r13
isub             r16, r16, 2
icmpsel          slt, r17, r16, 0, 1, 0
isub             r18, 0, r16
icmpsel          slt, r19, r16, u9, 0, 1
isub             r20, r6, r16
isub             r20, r20, 1
icmpsel          ueq, r16, r19, 0, r16, r20
icmpsel          ueq, r16, r17, 0, r16, r18
imadd            r16, r16, u8, 0
iadd             r16, r16, r12
mov              r18, u0
mov              r19, u1
iadd             r18_r19, r18_r19, r16.sx
mov              r20, u2
mov              r21, u3
iadd             r16_r17, r20_r21, r16.sx
device_load      0, i8, x, r18, r18_r19, 0, unsigned
device_load      0, i8, x, r16, r16_r17, 0, unsigned
wait             0
isub             r16, r16, r18
mov              r18, u16
mov              r19, u17
iadd             r18_r19, r18_r19, r13.sx, lsl 2
device_load      0, i32, x, r17, r18_r19, 0, unsigned
wait             0
imadd            r16, r17, r16, 0
iadd             r15, r14, r16
iadd             r16, r13, 1
icmpsel          slt, r17, r16, 5, 1, 0
if_icmp          r0l, nueq, r17, 0, 1
jmp_exec_none    L2
mov              r13, r16
mov              r14, r15
mov_imm          r0l, 2
pop_exec         r0l, 0
L2:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L3
mov_imm          r0l, 3
pop_exec         r0l, 0
L3:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L1
pop_exec         r0l, 1
iadd             r12, r15, 128
asr              r12, r12, 8
asr              r13, r12, 31
mov              r14, u16
mov              r15, u17
iadd             r14_r15, r14_r15, r7.sx, lsl 2
device_load      0, i32, x, r14, r14_r15, 0, unsigned
wait             0
asr              r15, r14, 31
imadd            r16_r17, r14, r12, 0
imadd            r13, r14, r13, 0
imadd            r12, r15, r12, r13
mov              r13, r16
mov              r14, r17
iadd             r12, r14, r12
xor              r12l, r12l, r13l
xor              r13l, r13l, r12l
xor              r12l, r12l, r13l
xor              r12h, r12h, r13h
xor              r13h, r13h, r12h
xor              r12h, r12h, r13h
iadd             r10_r11, r8_r9, r12_r13
iadd             r12, r7, 1
icmpsel          slt, r13, r12, 5, 1, 0
if_icmp          r0l, nueq, r13, 0, 1
jmp_exec_none    L4
mov              r7, r12
mov              r8, r10
mov              r9, r11
mov_imm          r0l, 2
pop_exec         r0l, 0
L4:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L5
mov_imm          r0l, 3
pop_exec         r0l, 0
L5:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L0
pop_exec         r0l, 1
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r2, 32768, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r10_r11, r2_r3
mov_imm          r6, 16, 0b0
mov_imm          r7, 0, 0b0
mov              r5, r6
mov              r6, r7
and              r5, r5, 63
isub             r6, r5, 32
isub             r7, 32, r5
bfeil            r2, 0, r2, r5
bfi              r7, 0, r3, r7
or               r2, r2, r7
asr              r6, r3, r6
icmpsel          ult, r2, r5, 32, r2, r6
asr              r3, r3, r5
isub             r3, 0, r2
icmpsel          slt, r2, r2, 0, r3, r2
simd_iadd        r2, r2
icmpsel          ueq, r3, r4, 0, 1, 0
if_icmp          r0l, nueq, r3, 0, 1
jmp_exec_none    L6
mov_imm          r3, 0, 0b0
atomic           add, 0, r4, u4_u5, 0, unsigned, r2, 1, 0, 1, 4, 2
wait             0
iadd             r4, r4, r2
icmpsel          ult, r2, r4, r2, 1, 0
iadd             r2, r3, r2
atomic           add, 0, r2, u4_u5, 1, unsigned, r2, 1, 0, 1, 4, 2
mov_imm          r0l, 2
wait             0
pop_exec         r0l, 0
L6:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L7
mov_imm          r0l, 2
pop_exec         r0l, 0
L7:
pop_exec         r0l, 1
pop_exec         r0l, 1
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
