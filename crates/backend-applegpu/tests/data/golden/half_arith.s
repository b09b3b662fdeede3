half_arith:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 1
device_load      0, i16, x, r3l, r6_r7, 0, unsigned
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, r2, lsl 1
device_load      0, i16, x, r3h, r6_r7, 0, unsigned
mov              r6, u4
mov              r7, u5
iadd             r6_r7, r6_r7, r2, lsl 1
device_load      0, i16, x, r2l, r6_r7, 0, unsigned
mov_imm          r2h, 27648
wait             0
fmul16           r2h, r3l, r2h
mov_imm          r6l, 25600
fmul16           r6l, r3h, r6l
fadd16           r6h, r3l, r3h
fadd16           r7l, r2h, r6l.neg
fmul16           r7h, r2h, r6l
fmadd16          r3l, r3l, r3h, r2l
fmadd16          r8l, r2h, r6l, r2l
fmadd16          r2l, r2h, r3h, r2l
fmul16           r3h, r2h, 16.0
mov_imm          r8h, 21504
fmul16           r6l, r6l, r8h
fmul16           r3h, r3h, r6l
fadd16           r6l, r2h, 0.5
fadd16           r2h, r6l, r2h.neg
mov_imm          r10, 8, 0b0
mov_imm          r11, 0, 0b0
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r4, r9, 0
imadd            r4, r4, r10, 0
imadd            r4, r5, r9, r4
mov              r5, r12
mov              r9, r13
iadd             r4, r9, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r10, 0, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r12
mov              r12, r13
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r12, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r12, u6
mov              r13, u7
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r6h, r10_r11, 0, unsigned, 0
mov_imm          r10, 1, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r6, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r6, r10, 0
imadd            r6, r6, r11, 0
imadd            r6, r9, r10, r6
mov              r9, r12
mov              r10, r13
iadd             r6, r10, r6
mov              r10, r9
mov              r11, r6
mov              r12, u6
mov              r13, u7
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r7l, r10_r11, 0, unsigned, 0
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r6, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r6, r10, 0
imadd            r6, r6, r11, 0
imadd            r6, r9, r10, r6
mov              r9, r12
mov              r10, r13
iadd             r6, r10, r6
mov              r10, r9
mov              r11, r6
mov              r12, u6
mov              r13, u7
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r7h, r10_r11, 0, unsigned, 0
mov_imm          r6, 3, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r6, r9, 0
imadd            r6, r6, r10, 0
imadd            r6, r7, r9, r6
mov              r7, r12
mov              r9, r13
iadd             r6, r9, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r10, u6
mov              r11, u7
iadd             r6_r7, r10_r11, r6_r7
device_store     0, i16, x, r3l, r6_r7, 0, unsigned, 0
mov_imm          r6, 4, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
mov              r9, r10
mov              r10, r11
imadd            r12_r13, r6, r9, 0
imadd            r6, r6, r10, 0
imadd            r6, r7, r9, r6
mov              r7, r12
mov              r9, r13
iadd             r6, r9, r6
xor              r6l, r6l, r7l
xor              r7l, r7l, r6l
xor              r6l, r6l, r7l
xor              r6h, r6h, r7h
xor              r7h, r7h, r6h
xor              r6h, r6h, r7h
mov              r10, u6
mov              r11, u7
iadd             r6_r7, r10_r11, r6_r7
device_store     0, i16, x, r8l, r6_r7, 0, unsigned, 0
mov_imm          r6, 5, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
imadd            r10_r11, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
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
device_store     0, i16, x, r2l, r6_r7, 0, unsigned, 0
mov_imm          r6, 6, 0b0
mov_imm          r7, 0, 0b0
iadd             r6_r7, r4_r5, r6_r7
mov_imm          r8, 2, 0b0
mov_imm          r9, 0, 0b0
imadd            r10_r11, r6, r8, 0
imadd            r6, r6, r9, 0
imadd            r6, r7, r8, r6
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
device_store     0, i16, x, r3h, r6_r7, 0, unsigned, 0
mov_imm          r6, 7, 0b0
mov_imm          r7, 0, 0b0
iadd             r4_r5, r4_r5, r6_r7
mov_imm          r6, 2, 0b0
mov_imm          r7, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r6
mov              r6, r7
imadd            r8_r9, r3, r5, 0
imadd            r3, r3, r6, 0
imadd            r3, r4, r5, r3
mov              r4, r8
mov              r5, r9
iadd             r3, r5, r3
mov              r5, r3
mov              r6, u6
mov              r7, u7
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i16, x, r2h, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
