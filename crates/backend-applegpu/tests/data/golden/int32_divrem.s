int32_divrem:
_agc.main.constant_program:
stop
_agc.main:
mov_imm          r0l, 0
get_sr           r2, sr80 (thread_position_in_grid.x)
mov              r4, r2
mov_imm          r5, 0, 0b0
mov              r6, u0
mov              r7, u1
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r3, r6_r7, 0, unsigned
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, r2, lsl 2
device_load      0, i32, x, r2, r6_r7, 0, unsigned
wait             0
or               r2, r2, 1
mov_imm          r6, 1515870810, 0b0
xor              r6, r3, r6
bfeil            r7, 0, r3, 31
and              r7, r7, 1
iadd             r7, r7, 0, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 30
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 29
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 28
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 27
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 26
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 25
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 24
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 23
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 22
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 21
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 20
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 19
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 18
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 17
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 16
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 15
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 14
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 13
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 12
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 11
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 10
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 9
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 8
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 7
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 6
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 5
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 4
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 3
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 2
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 1
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 0
and              r8, r8, 1
iadd             r7, r8, r7, lsl 1
isub             r8, r7, r2
icmpsel          ult, r7, r7, r2, r7, r8
bfeil            r8, 0, r3, 31
and              r8, r8, 1
iadd             r8, r8, 0, lsl 1
isub             r9, r8, r2
icmpsel          ult, r9, r8, r2, r8, r9
mov_imm          r10, 2147483648, 0b0
or               r10, 0, r10
icmpsel          ult, r8, r8, r2, 0, r10
bfeil            r10, 0, r3, 30
and              r10, r10, 1
iadd             r9, r10, r9, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 1073741824, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 29
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 536870912, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 28
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 268435456, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 27
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 134217728, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 26
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 67108864, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 25
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 33554432, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 24
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 16777216, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 23
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 8388608, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 22
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 4194304, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 21
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 2097152, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 20
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 1048576, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 19
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 524288, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 18
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 262144, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 17
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 131072, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 16
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 65536, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 15
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 32768, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 14
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 16384, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 13
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 8192, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 12
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 4096, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 11
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 2048, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 10
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 1024, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 9
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 512, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 8
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
mov_imm          r11, 256, 0b0
or               r11, r8, r11
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 7
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 128
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 6
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 64
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 5
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 32
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 4
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 16
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 3
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 8
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 2
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 4
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 1
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
isub             r10, r9, r2
icmpsel          ult, r10, r9, r2, r9, r10
or               r11, r8, 2
icmpsel          ult, r8, r9, r2, r8, r11
bfeil            r9, 0, r3, 0
and              r9, r9, 1
iadd             r9, r9, r10, lsl 1
or               r10, r8, 1
icmpsel          ult, r8, r9, r2, r8, r10
isub             r9, 0, r3
icmpsel          slt, r9, r3, 0, r9, r3
isub             r10, 0, r2
icmpsel          slt, r10, r2, 0, r10, r2
bfeil            r11, 0, r9, 31
and              r11, r11, 1
iadd             r11, r11, 0, lsl 1
isub             r12, r11, r10
icmpsel          ult, r12, r11, r10, r11, r12
mov_imm          r13, 2147483648, 0b0
or               r13, 0, r13
icmpsel          ult, r11, r11, r10, 0, r13
bfeil            r13, 0, r9, 30
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 1073741824, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 29
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 536870912, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 28
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 268435456, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 27
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 134217728, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 26
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 67108864, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 25
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 33554432, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 24
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 16777216, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 23
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 8388608, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 22
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 4194304, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 21
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 2097152, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 20
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 1048576, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 19
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 524288, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 18
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 262144, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 17
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 131072, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 16
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 65536, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 15
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 32768, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 14
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 16384, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 13
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 8192, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 12
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 4096, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 11
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 2048, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 10
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 1024, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 9
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 512, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 8
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
mov_imm          r14, 256, 0b0
or               r14, r11, r14
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 7
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 128
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 6
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 64
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 5
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 32
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 4
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 16
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 3
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 8
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 2
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 4
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r12, 0, r9, 1
and              r12, r12, 1
iadd             r12, r12, r13, lsl 1
isub             r13, r12, r10
icmpsel          ult, r13, r12, r10, r12, r13
or               r14, r11, 2
icmpsel          ult, r11, r12, r10, r11, r14
bfeil            r9, 0, r9, 0
and              r9, r9, 1
iadd             r9, r9, r13, lsl 1
or               r12, r11, 1
icmpsel          ult, r9, r9, r10, r11, r12
xor              r10, r3, r2
isub             r11, 0, r9
icmpsel          slt, r9, r10, 0, r11, r9
isub             r10, 0, r3
icmpsel          slt, r10, r3, 0, r10, r3
isub             r11, 0, r2
icmpsel          slt, r11, r2, 0, r11, r2
bfeil            r12, 0, r10, 31
and              r12, r12, 1
iadd             r12, r12, 0, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 30
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 29
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 28
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 27
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 26
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 25
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 24
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 23
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 22
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 21
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 20
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 19
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 18
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 17
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 16
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 15
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 14
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 13
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 12
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 11
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 10
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 9
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 8
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 7
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 6
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 5
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 4
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 3
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 2
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r13, 0, r10, 1
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r11
icmpsel          ult, r12, r12, r11, r12, r13
bfeil            r10, 0, r10, 0
and              r10, r10, 1
iadd             r10, r10, r12, lsl 1
isub             r12, r10, r11
icmpsel          ult, r10, r10, r11, r10, r12
isub             r11, 0, r10
icmpsel          slt, r10, r3, 0, r11, r10
isub             r11, 0, r3
icmpsel          slt, r11, r3, 0, r11, r3
isub             r12, 0, r2
icmpsel          slt, r12, r2, 0, r12, r2
bfeil            r13, 0, r11, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 30
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 29
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 28
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 27
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 26
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 25
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 24
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 23
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 22
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 21
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 20
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 19
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 18
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 17
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 16
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 15
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 14
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 13
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 12
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 11
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 10
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 9
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 8
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 7
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 6
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 5
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 4
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 3
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 2
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r14, 0, r11, 1
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r12
icmpsel          ult, r13, r13, r12, r13, r14
bfeil            r11, 0, r11, 0
and              r11, r11, 1
iadd             r11, r11, r13, lsl 1
isub             r13, r11, r12
icmpsel          ult, r11, r11, r12, r11, r13
isub             r12, 0, r11
icmpsel          slt, r11, r3, 0, r12, r11
iadd             r11, r11, 1
isub             r12, 0, r6
icmpsel          slt, r12, r6, 0, r12, r6
isub             r13, 0, r2
icmpsel          slt, r13, r2, 0, r13, r2
bfeil            r14, 0, r12, 31
and              r14, r14, 1
iadd             r14, r14, 0, lsl 1
isub             r15, r14, r13
icmpsel          ult, r15, r14, r13, r14, r15
mov_imm          r16, 2147483648, 0b0
or               r16, 0, r16
icmpsel          ult, r14, r14, r13, 0, r16
bfeil            r16, 0, r12, 30
and              r16, r16, 1
iadd             r15, r16, r15, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 1073741824, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 29
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 536870912, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 28
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 268435456, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 27
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 134217728, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 26
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 67108864, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 25
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 33554432, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 24
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 16777216, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 23
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 8388608, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 22
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 4194304, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 21
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 2097152, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 20
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 1048576, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 19
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 524288, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 18
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 262144, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 17
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 131072, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 16
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 65536, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 15
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 32768, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 14
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 16384, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 13
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 8192, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 12
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 4096, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 11
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 2048, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 10
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 1024, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 9
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 512, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 8
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
mov_imm          r17, 256, 0b0
or               r17, r14, r17
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 7
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 128
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 6
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 64
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 5
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 32
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 4
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 16
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 3
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 8
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 2
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 4
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r15, 0, r12, 1
and              r15, r15, 1
iadd             r15, r15, r16, lsl 1
isub             r16, r15, r13
icmpsel          ult, r16, r15, r13, r15, r16
or               r17, r14, 2
icmpsel          ult, r14, r15, r13, r14, r17
bfeil            r12, 0, r12, 0
and              r12, r12, 1
iadd             r12, r12, r16, lsl 1
or               r15, r14, 1
icmpsel          ult, r12, r12, r13, r14, r15
xor              r13, r6, r2
isub             r14, 0, r12
icmpsel          slt, r12, r13, 0, r14, r12
bfeil            r13, 0, r6, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 30
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 29
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 28
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 27
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 26
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 25
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 24
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 23
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 22
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 21
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 20
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 19
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 18
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 17
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 16
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 15
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 14
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 13
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 12
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 11
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 10
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 9
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 8
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 7
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 6
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 5
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 4
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 3
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 2
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r14, 0, r6, 1
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r2
icmpsel          ult, r13, r13, r2, r13, r14
bfeil            r6, 0, r6, 0
and              r6, r6, 1
iadd             r6, r6, r13, lsl 1
isub             r13, r6, r2
icmpsel          ult, r6, r6, r2, r6, r13
or               r3, r3, 1
isub             r13, 0, r2
icmpsel          slt, r13, r2, 0, r13, r2
isub             r14, 0, r3
icmpsel          slt, r3, r3, 0, r14, r3
bfeil            r14, 0, r13, 31
and              r14, r14, 1
iadd             r14, r14, 0, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 30
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 29
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 28
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 27
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 26
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 25
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 24
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 23
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 22
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 21
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 20
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 19
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 18
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 17
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 16
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 15
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 14
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 13
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 12
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 11
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 10
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 9
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 8
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 7
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 6
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 5
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 4
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 3
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 2
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r15, 0, r13, 1
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r3
icmpsel          ult, r14, r14, r3, r14, r15
bfeil            r13, 0, r13, 0
and              r13, r13, 1
iadd             r13, r13, r14, lsl 1
isub             r14, r13, r3
icmpsel          ult, r3, r13, r3, r13, r14
isub             r13, 0, r3
icmpsel          slt, r2, r2, 0, r13, r3
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r4
mov              r4, r5
mov              r5, r14
mov              r13, r15
imadd            r14_r15, r3, r5, 0
imadd            r3, r3, r13, 0
imadd            r3, r4, r5, r3
mov              r4, r14
mov              r5, r15
iadd             r3, r5, r3
mov              r5, r3
mov_imm          r14, 0, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r14
mov              r13, r15
mov              r14, r16
mov              r15, r17
imadd            r16_r17, r3, r14, 0
imadd            r3, r3, r15, 0
imadd            r3, r13, r14, r3
mov              r13, r16
mov              r14, r17
iadd             r3, r14, r3
mov              r14, r13
mov              r15, r3
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r7, r14_r15, 0, unsigned, 0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r14
mov              r7, r15
mov              r13, r16
mov              r14, r17
imadd            r16_r17, r3, r13, 0
imadd            r3, r3, r14, 0
imadd            r3, r7, r13, r3
mov              r7, r16
mov              r13, r17
iadd             r3, r13, r3
mov              r14, r7
mov              r15, r3
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r8, r14_r15, 0, unsigned, 0
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 4, 0b0
mov_imm          r17, 0, 0b0
mov              r3, r14
mov              r7, r15
mov              r8, r16
mov              r13, r17
imadd            r14_r15, r3, r8, 0
imadd            r3, r3, r13, 0
imadd            r3, r7, r8, r3
mov              r7, r14
mov              r8, r15
iadd             r3, r8, r3
mov              r14, r7
mov              r15, r3
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i32, x, r9, r14_r15, 0, unsigned, 0
mov_imm          r8, 3, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r8
mov              r7, r9
mov              r8, r14
mov              r9, r15
imadd            r14_r15, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r7, r8, r3
mov              r7, r14
mov              r8, r15
iadd             r3, r8, r3
mov              r8, r7
mov              r9, r3
mov              r14, u4
mov              r15, u5
iadd             r8_r9, r14_r15, r8_r9
device_store     0, i32, x, r10, r8_r9, 0, unsigned, 0
mov_imm          r8, 4, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r14, 4, 0b0
mov_imm          r15, 0, 0b0
mov              r3, r8
mov              r7, r9
mov              r8, r14
mov              r9, r15
imadd            r14_r15, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r7, r8, r3
mov              r7, r14
mov              r8, r15
iadd             r3, r8, r3
mov              r8, r7
mov              r9, r3
mov              r14, u4
mov              r15, u5
iadd             r8_r9, r14_r15, r8_r9
device_store     0, i32, x, r11, r8_r9, 0, unsigned, 0
mov_imm          r8, 5, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r7, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r7, r8, r3
mov              r7, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r7
mov              r9, r3
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r12, r8_r9, 0, unsigned, 0
mov_imm          r8, 6, 0b0
mov_imm          r9, 0, 0b0
iadd             r8_r9, r4_r5, r8_r9
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
mov              r3, r8
mov              r7, r9
mov              r8, r10
mov              r9, r11
imadd            r10_r11, r3, r8, 0
imadd            r3, r3, r9, 0
imadd            r3, r7, r8, r3
mov              r7, r10
mov              r8, r11
iadd             r3, r8, r3
mov              r8, r7
mov              r9, r3
mov              r10, u4
mov              r11, u5
iadd             r8_r9, r10_r11, r8_r9
device_store     0, i32, x, r6, r8_r9, 0, unsigned, 0
mov_imm          r6, 7, 0b0
mov_imm          r7, 0, 0b0
iadd             r4_r5, r4_r5, r6_r7
mov_imm          r6, 4, 0b0
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
mov              r6, u4
mov              r7, u5
iadd             r4_r5, r6_r7, r4_r5
device_store     0, i32, x, r2, r4_r5, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
