tiled_gemm:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr48 (thread_position_in_threadgroup.x)
get_sr           r3, sr49 (thread_position_in_threadgroup.y)
get_sr           r4, sr0 (threadgroup_position_in_grid.x)
get_sr           r5, sr1 (threadgroup_position_in_grid.y)
if_icmp          r0l, ueq, 0, 0, 1
device_load      0, i32, x, r6, u6_u7, 0, unsigned
bfi              r5, 0, r5, 4
iadd             r5, r5, r3
bfi              r4, 0, r4, 4
iadd             r4, r4, r2
wait             0
imadd            r7, r5, r6, 0
mov              r8, r2
mov_imm          r9, 0, 0b0
mov              r10, r3
mov_imm          r11, 0, 0b0
mov              r12, r10
mov              r13, r11
bfi              r12, 0, r12, 6
iadd             r12, 0, r12
mov              r13, r8
mov              r14, r9
bfi              r13, 0, r13, 2
iadd             r12, r12, r13
mov              r13, r10
mov              r14, r11
bfi              r13, 0, r13, 6
mov_imm          r14, 1024, 0b0
iadd             r13, r14, r13
mov              r14, r8
mov              r15, r9
bfi              r14, 0, r14, 2
iadd             r13, r13, r14
icmpsel          ueq, r14, r6, 0, 1, 0
if_icmp          r0l, nueq, r14, 0, 1
jmp_exec_none    L0
mov_imm          r14, 0, 0b0
mov_imm          r0l, 2
pop_exec         r0l, 0
L0:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L1
mov_imm          r15, 0, 0b0
mov_imm          r16, 0, 0b0
L2:
if_icmp          r0l, ueq, 0, 0, 1
iadd             r17, r7, r15
iadd             r17, r17, r2
mov              r18, u0
mov              r19, u1
iadd             r18_r19, r18_r19, r17, lsl 2
device_load      0, i32, x, r17, r18_r19, 0, unsigned
mov              r18, r12
wait             0
threadgroup_store i32, x, r17, r18l, 0
iadd             r17, r15, r3
imadd            r17, r17, r6, 0
iadd             r17, r17, r4
mov              r18, u2
mov              r19, u3
iadd             r18_r19, r18_r19, r17, lsl 2
device_load      0, i32, x, r17, r18_r19, 0, unsigned
mov              r18, r13
wait             0
threadgroup_store i32, x, r17, r18l, 0
threadgroup_barrier
mov              r17, r10
mov              r18, r11
bfi              r17, 0, r17, 6
iadd             r17, 0, r17
threadgroup_load i32, x, r17, r17l, 0
mov              r18, r8
mov              r19, r9
bfi              r18, 0, r18, 2
mov_imm          r19, 1024, 0b0
iadd             r18, r19, r18
threadgroup_load i32, x, r18, r18l, 0
wait             0
fmadd32          r17, r17, r18, r16
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 4
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
iadd             r19, r19, 64
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 8
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
iadd             r19, r19, 128
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 12
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
iadd             r19, r19, 192
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 16
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 256, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 20
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 320, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 24
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 384, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 28
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 448, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 32
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 512, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 36
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 576, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 40
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 640, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 44
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 704, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 48
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 768, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 52
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 832, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 56
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 896, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
mov              r18, r10
mov              r19, r11
bfi              r18, 0, r18, 6
iadd             r18, 0, r18
iadd             r18, r18, 60
threadgroup_load i32, x, r18, r18l, 0
mov              r19, r8
mov              r20, r9
bfi              r19, 0, r19, 2
mov_imm          r20, 1024, 0b0
iadd             r19, r20, r19
mov_imm          r20, 960, 0b0
iadd             r19, r19, r20
threadgroup_load i32, x, r19, r19l, 0
wait             0
fmadd32          r17, r18, r19, r17
threadgroup_barrier
iadd             r18, r15, 16
icmpsel          ult, r19, r18, r6, 1, 0
if_icmp          r0l, nueq, r19, 0, 1
jmp_exec_none    L3
mov              r15, r18
mov              r16, r17
mov_imm          r0l, 2
pop_exec         r0l, 0
L3:
else_icmp        r0l, ueq, 0, 0, 1
jmp_exec_none    L4
mov              r14, r17
mov_imm          r0l, 4
pop_exec         r0l, 0
L4:
pop_exec         r0l, 1
pop_exec         r0l, 1
jmp_exec_any     L2
L1:
pop_exec         r0l, 1
pop_exec         r0l, 1
imadd            r2, r5, r6, 0
iadd             r2, r2, r4
mov              r4, u4
mov              r5, u5
iadd             r2_r3, r4_r5, r2, lsl 2
device_store     0, i32, x, r14, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
