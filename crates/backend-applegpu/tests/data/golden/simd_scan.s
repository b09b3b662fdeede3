simd_scan:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
if_icmp          r0l, ueq, 0, 0, 1
mov_imm          r3, 0, 0b0
mov_imm          r4, 4, 0b0
mov_imm          r5, 0, 0b0
mov              r6, r2
mov              r7, r3
imadd            r8_r9, r6, r4, 0
imadd            r5, r6, r5, 0
imadd            r4, r7, r4, r5
mov              r5, r8
mov              r6, r9
iadd             r4, r6, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov              r6, u0
mov              r7, u1
iadd             r4_r5, r6_r7, r4_r5
device_load      0, i32, x, r4, r4_r5, 0, unsigned
wait             0
simd_prefix_iadd r5, r4
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r2
mov              r9, r3
imadd            r10_r11, r8, r6, 0
imadd            r7, r8, r7, 0
imadd            r6, r9, r6, r7
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u2
mov              r9, u3
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r5, r6_r7, 0, unsigned, 0
simd_prefix_iadd r5, r4
iadd             r5, r5, r4
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r2
mov              r9, r3
imadd            r10_r11, r8, r6, 0
imadd            r7, r8, r7, 0
imadd            r6, r9, r6, r7
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u4
mov              r9, u5
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r5, r6_r7, 0, unsigned, 0
convert          s32_to_f, r5, r4, rte
mov_imm          r6l, 3
simd_shuffle_down r5, r5, r6l
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r8, r2
mov              r9, r3
imadd            r10_r11, r8, r6, 0
imadd            r7, r8, r7, 0
imadd            r6, r9, r6, r7
mov              r7, r10
mov              r8, r11
iadd             r6, r8, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r8, u6
mov              r9, u7
iadd             r6_r7, r8_r9, r6_r7
device_store     0, i32, x, r5, r6_r7, 0, unsigned, 0
and              r5, r4, 1
icmpsel          ueq, r5, r5, 0, 0, 1
if_icmp          r0l, nueq, r5, 0, 1
jmp_exec_none    L0
icmpsel          sgt, r5, r4, 10, 1, 0
icmp_ballot      r5, ueq, r5, 0
mov              r6, r5
mov_imm          r7, 0, 0b0
mov              r5, r6
mov              r6, r7
icmp_ballot      r6, ueq, 1, 0
isub             r7, 0, r6
and              r6, r6, r7
isub             r6, r6, 1
popcount         r6, r6
simd_shuffle     r6, r4, r6l
simd_max.s       r4, r4
bfi              r6, 0, r6, 8
bfi              r4, 0, r4, 20
xor              r5, r5, r6
xor              r4, r5, r4
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r2, r5, 0
imadd            r2, r2, r6, 0
imadd            r2, r3, r5, r2
mov              r3, r8
mov              r5, r9
iadd             r2, r5, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r6, u8
mov              r7, u9
iadd             r2_r3, r6_r7, r2_r3
device_store     0, i32, x, r4, r2_r3, 0, unsigned, 0
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
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
