short_divrem:
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
device_load      0, i16, x, r3, r6_r7, 0, unsigned
mov              r6, u2
mov              r7, u3
iadd             r6_r7, r6_r7, r2, lsl 1
device_load      0, i16, x, r2, r6_r7, 0, unsigned
wait             0
or               r6, r2, 1
mov_imm          r7, 65535, 0b0
and              r6, r6, r7
mov_imm          r7, 32768, 0b0
and              r7, r3, r7
mov_imm          r8, 65535, 0b0
and              r7, r7, r8
mov_imm          r8, 65534, 0b0
or               r2, r2, r8
mov_imm          r8, 65535, 0b0
and              r2, r2, r8
and              r8, r3, 255
and              r9, r6, 255
bfi              r10, 0, r3, 16
asr              r10, r10, 16
bfi              r11, 0, r6, 16
asr              r11, r11, 16
isub             r12, 0, r10
icmpsel          slt, r12, r10, 0, r12, r10
isub             r13, 0, r11
icmpsel          slt, r13, r11, 0, r13, r11
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
xor              r10, r10, r11
isub             r11, 0, r12
icmpsel          slt, r10, r10, 0, r11, r12
mov_imm          r11, 65535, 0b0
and              r10, r10, r11
bfi              r11, 0, r3, 16
asr              r11, r11, 16
bfi              r12, 0, r6, 16
asr              r12, r12, 16
isub             r13, 0, r11
icmpsel          slt, r13, r11, 0, r13, r11
isub             r14, 0, r12
icmpsel          slt, r12, r12, 0, r14, r12
bfeil            r14, 0, r13, 31
and              r14, r14, 1
iadd             r14, r14, 0, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 30
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 29
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 28
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 27
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 26
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 25
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 24
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 23
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 22
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 21
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 20
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 19
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 18
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 17
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 16
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 15
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 14
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 13
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 12
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 11
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 10
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 9
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 8
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 7
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 6
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 5
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 4
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 3
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 2
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r15, 0, r13, 1
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r12
icmpsel          ult, r14, r14, r12, r14, r15
bfeil            r13, 0, r13, 0
and              r13, r13, 1
iadd             r13, r13, r14, lsl 1
isub             r14, r13, r12
icmpsel          ult, r12, r13, r12, r13, r14
isub             r13, 0, r12
icmpsel          slt, r11, r11, 0, r13, r12
mov_imm          r12, 65535, 0b0
and              r11, r11, r12
bfeil            r12, 0, r3, 31
and              r12, r12, 1
iadd             r12, r12, 0, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 30
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 29
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 28
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 27
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 26
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 25
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 24
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 23
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 22
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 21
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 20
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 19
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 18
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 17
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 16
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 15
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 14
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 13
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 12
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 11
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 10
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 9
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 8
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 7
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 6
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 5
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 4
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 3
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 2
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 1
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
bfeil            r13, 0, r3, 0
and              r13, r13, 1
iadd             r12, r13, r12, lsl 1
isub             r13, r12, r6
icmpsel          ult, r12, r12, r6, r12, r13
mov_imm          r13, 65535, 0b0
and              r12, r12, r13
bfeil            r13, 0, r3, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r6
icmpsel          ult, r14, r13, r6, r13, r14
mov_imm          r15, 2147483648, 0b0
or               r15, 0, r15
icmpsel          ult, r13, r13, r6, 0, r15
bfeil            r15, 0, r3, 30
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 1073741824, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 29
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 536870912, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 28
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 268435456, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 27
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 134217728, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 26
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 67108864, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 25
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 33554432, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 24
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 16777216, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 23
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 8388608, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 22
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 4194304, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 21
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 2097152, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 20
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 1048576, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 19
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 524288, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 18
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 262144, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 17
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 131072, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 16
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 65536, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 15
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 32768, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 14
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 16384, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 13
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 8192, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 12
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 4096, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 11
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 2048, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 10
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 1024, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 9
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 512, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 8
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
mov_imm          r16, 256, 0b0
or               r16, r13, r16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 7
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 128
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 6
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 64
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 5
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 32
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 4
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 16
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 3
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 8
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 2
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 4
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r14, 0, r3, 1
and              r14, r14, 1
iadd             r14, r14, r15, lsl 1
isub             r15, r14, r6
icmpsel          ult, r15, r14, r6, r14, r15
or               r16, r13, 2
icmpsel          ult, r13, r14, r6, r13, r16
bfeil            r3, 0, r3, 0
and              r3, r3, 1
iadd             r3, r3, r15, lsl 1
or               r14, r13, 1
icmpsel          ult, r3, r3, r6, r13, r14
mov_imm          r6, 65535, 0b0
and              r3, r3, r6
bfi              r6, 0, r7, 16
asr              r6, r6, 16
bfi              r13, 0, r2, 16
asr              r13, r13, 16
isub             r14, 0, r6
icmpsel          slt, r14, r6, 0, r14, r6
isub             r15, 0, r13
icmpsel          slt, r15, r13, 0, r15, r13
bfeil            r16, 0, r14, 31
and              r16, r16, 1
iadd             r16, r16, 0, lsl 1
isub             r17, r16, r15
icmpsel          ult, r17, r16, r15, r16, r17
mov_imm          r18, 2147483648, 0b0
or               r18, 0, r18
icmpsel          ult, r16, r16, r15, 0, r18
bfeil            r18, 0, r14, 30
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1073741824, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 29
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 536870912, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 28
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 268435456, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 27
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 134217728, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 26
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 67108864, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 25
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 33554432, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 24
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16777216, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 23
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8388608, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 22
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4194304, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 21
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2097152, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 20
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1048576, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 19
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 524288, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 18
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 262144, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 17
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 131072, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 16
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 65536, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 15
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 32768, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 14
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16384, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 13
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8192, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 12
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4096, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 11
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2048, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 10
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1024, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 9
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 512, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 8
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 256, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 7
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 128
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 6
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 64
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 5
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 32
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 4
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 16
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 3
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 8
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 2
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 4
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 1
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 2
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r14, 0, r14, 0
and              r14, r14, 1
iadd             r14, r14, r18, lsl 1
or               r17, r16, 1
icmpsel          ult, r14, r14, r15, r16, r17
xor              r6, r6, r13
isub             r13, 0, r14
icmpsel          slt, r6, r6, 0, r13, r14
mov_imm          r13, 65535, 0b0
and              r6, r6, r13
bfi              r7, 0, r7, 16
asr              r7, r7, 16
bfi              r2, 0, r2, 16
asr              r2, r2, 16
isub             r13, 0, r7
icmpsel          slt, r13, r7, 0, r13, r7
isub             r14, 0, r2
icmpsel          slt, r2, r2, 0, r14, r2
bfeil            r14, 0, r13, 31
and              r14, r14, 1
iadd             r14, r14, 0, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 30
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 29
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 28
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 27
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 26
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 25
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 24
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 23
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 22
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 21
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 20
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 19
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 18
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 17
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 16
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 15
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 14
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 13
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 12
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 11
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 10
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 9
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 8
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 7
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 6
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 5
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 4
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 3
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 2
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r15, 0, r13, 1
and              r15, r15, 1
iadd             r14, r15, r14, lsl 1
isub             r15, r14, r2
icmpsel          ult, r14, r14, r2, r14, r15
bfeil            r13, 0, r13, 0
and              r13, r13, 1
iadd             r13, r13, r14, lsl 1
isub             r14, r13, r2
icmpsel          ult, r2, r13, r2, r13, r14
isub             r13, 0, r2
icmpsel          slt, r2, r7, 0, r13, r2
mov_imm          r7, 65535, 0b0
and              r2, r2, r7
bfi              r7, 0, r8, 24
asr              r7, r7, 24
mov_imm          r13, 65535, 0b0
and              r7, r7, r13
bfi              r13, 0, r9, 24
asr              r13, r13, 24
mov_imm          r14, 65535, 0b0
and              r13, r13, r14
bfi              r7, 0, r7, 16
asr              r7, r7, 16
bfi              r13, 0, r13, 16
asr              r13, r13, 16
isub             r14, 0, r7
icmpsel          slt, r14, r7, 0, r14, r7
isub             r15, 0, r13
icmpsel          slt, r15, r13, 0, r15, r13
bfeil            r16, 0, r14, 31
and              r16, r16, 1
iadd             r16, r16, 0, lsl 1
isub             r17, r16, r15
icmpsel          ult, r17, r16, r15, r16, r17
mov_imm          r18, 2147483648, 0b0
or               r18, 0, r18
icmpsel          ult, r16, r16, r15, 0, r18
bfeil            r18, 0, r14, 30
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1073741824, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 29
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 536870912, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 28
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 268435456, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 27
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 134217728, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 26
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 67108864, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 25
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 33554432, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 24
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16777216, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 23
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8388608, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 22
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4194304, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 21
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2097152, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 20
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1048576, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 19
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 524288, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 18
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 262144, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 17
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 131072, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 16
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 65536, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 15
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 32768, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 14
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16384, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 13
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8192, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 12
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4096, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 11
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2048, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 10
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1024, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 9
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 512, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 8
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 256, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 7
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 128
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 6
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 64
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 5
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 32
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 4
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 16
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 3
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 8
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 2
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 4
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 1
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 2
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r14, 0, r14, 0
and              r14, r14, 1
iadd             r14, r14, r18, lsl 1
or               r17, r16, 1
icmpsel          ult, r14, r14, r15, r16, r17
xor              r7, r7, r13
isub             r13, 0, r14
icmpsel          slt, r7, r7, 0, r13, r14
mov_imm          r13, 65535, 0b0
and              r7, r7, r13
bfeil            r13, 0, r8, 31
and              r13, r13, 1
iadd             r13, r13, 0, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 30
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 29
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 28
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 27
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 26
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 25
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 24
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 23
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 22
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 21
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 20
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 19
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 18
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 17
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 16
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 15
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 14
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 13
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 12
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 11
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 10
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 9
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 8
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 7
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 6
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 5
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 4
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 3
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 2
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 1
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
bfeil            r14, 0, r8, 0
and              r14, r14, 1
iadd             r13, r14, r13, lsl 1
isub             r14, r13, r9
icmpsel          ult, r13, r13, r9, r13, r14
and              r13, r13, 255
bfi              r8, 0, r8, 24
asr              r8, r8, 24
bfi              r9, 0, r9, 24
asr              r9, r9, 24
isub             r14, 0, r8
icmpsel          slt, r14, r8, 0, r14, r8
isub             r15, 0, r9
icmpsel          slt, r15, r9, 0, r15, r9
bfeil            r16, 0, r14, 31
and              r16, r16, 1
iadd             r16, r16, 0, lsl 1
isub             r17, r16, r15
icmpsel          ult, r17, r16, r15, r16, r17
mov_imm          r18, 2147483648, 0b0
or               r18, 0, r18
icmpsel          ult, r16, r16, r15, 0, r18
bfeil            r18, 0, r14, 30
and              r18, r18, 1
iadd             r17, r18, r17, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1073741824, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 29
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 536870912, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 28
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 268435456, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 27
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 134217728, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 26
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 67108864, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 25
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 33554432, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 24
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16777216, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 23
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8388608, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 22
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4194304, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 21
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2097152, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 20
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1048576, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 19
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 524288, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 18
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 262144, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 17
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 131072, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 16
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 65536, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 15
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 32768, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 14
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 16384, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 13
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 8192, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 12
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 4096, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 11
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 2048, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 10
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 1024, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 9
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 512, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 8
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
mov_imm          r19, 256, 0b0
or               r19, r16, r19
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 7
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 128
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 6
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 64
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 5
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 32
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 4
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 16
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 3
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 8
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 2
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 4
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r17, 0, r14, 1
and              r17, r17, 1
iadd             r17, r17, r18, lsl 1
isub             r18, r17, r15
icmpsel          ult, r18, r17, r15, r17, r18
or               r19, r16, 2
icmpsel          ult, r16, r17, r15, r16, r19
bfeil            r14, 0, r14, 0
and              r14, r14, 1
iadd             r14, r14, r18, lsl 1
or               r17, r16, 1
icmpsel          ult, r14, r14, r15, r16, r17
xor              r8, r8, r9
isub             r9, 0, r14
icmpsel          slt, r8, r8, 0, r9, r14
and              r8, r8, 255
iadd             r8, r13, r8
and              r8, r8, 255
mov_imm          r14, 8, 0b0
mov_imm          r15, 0, 0b0
mov              r9, r14
mov              r13, r15
imadd            r14_r15, r4, r9, 0
imadd            r4, r4, r13, 0
imadd            r4, r5, r9, r4
mov              r5, r14
mov              r9, r15
iadd             r4, r9, r4
xor              r4l, r4l, r5l
xor              r5l, r5l, r4l
xor              r4l, r4l, r5l
xor              r4h, r4h, r5h
xor              r5h, r5h, r4h
xor              r4h, r4h, r5h
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r9, r4
mov              r13, r5
imadd            r16_r17, r9, r14, 0
imadd            r9, r9, r15, 0
imadd            r9, r13, r14, r9
mov              r13, r16
mov              r14, r17
iadd             r9, r14, r9
mov              r14, r13
mov              r15, r9
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i16, x, r10, r14_r15, 0, unsigned, 0
mov_imm          r14, 1, 0b0
mov_imm          r15, 0, 0b0
iadd             r14_r15, r4_r5, r14_r15
mov_imm          r16, 2, 0b0
mov_imm          r17, 0, 0b0
mov              r9, r14
mov              r10, r15
mov              r13, r16
mov              r14, r17
imadd            r16_r17, r9, r13, 0
imadd            r9, r9, r14, 0
imadd            r9, r10, r13, r9
mov              r10, r16
mov              r13, r17
iadd             r9, r13, r9
mov              r14, r10
mov              r15, r9
mov              r16, u4
mov              r17, u5
iadd             r14_r15, r16_r17, r14_r15
device_store     0, i16, x, r11, r14_r15, 0, unsigned, 0
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r14, 2, 0b0
mov_imm          r15, 0, 0b0
mov              r9, r10
mov              r10, r11
mov              r11, r14
mov              r13, r15
imadd            r14_r15, r9, r11, 0
imadd            r9, r9, r13, 0
imadd            r9, r10, r11, r9
mov              r10, r14
mov              r11, r15
iadd             r9, r11, r9
mov              r11, r9
mov              r14, u4
mov              r15, u5
iadd             r10_r11, r14_r15, r10_r11
device_store     0, i16, x, r12, r10_r11, 0, unsigned, 0
mov_imm          r10, 3, 0b0
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
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r3, r10_r11, 0, unsigned, 0
mov_imm          r10, 4, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r9, r11
mov              r10, r12
mov              r11, r13
imadd            r12_r13, r3, r10, 0
imadd            r3, r3, r11, 0
imadd            r3, r9, r10, r3
mov              r9, r12
mov              r10, r13
iadd             r3, r10, r3
mov              r10, r9
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r6, r10_r11, 0, unsigned, 0
mov_imm          r10, 5, 0b0
mov_imm          r11, 0, 0b0
iadd             r10_r11, r4_r5, r10_r11
mov_imm          r12, 2, 0b0
mov_imm          r13, 0, 0b0
mov              r3, r10
mov              r6, r11
mov              r9, r12
mov              r10, r13
imadd            r12_r13, r3, r9, 0
imadd            r3, r3, r10, 0
imadd            r3, r6, r9, r3
mov              r6, r12
mov              r9, r13
iadd             r3, r9, r3
mov              r10, r6
mov              r11, r3
mov              r12, u4
mov              r13, u5
iadd             r10_r11, r12_r13, r10_r11
device_store     0, i16, x, r2, r10_r11, 0, unsigned, 0
mov_imm          r2, 6, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r4_r5, r2_r3
mov_imm          r10, 2, 0b0
mov_imm          r11, 0, 0b0
mov              r6, r10
mov              r9, r11
imadd            r10_r11, r2, r6, 0
imadd            r2, r2, r9, 0
imadd            r2, r3, r6, r2
mov              r3, r10
mov              r6, r11
iadd             r2, r6, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r10, u4
mov              r11, u5
iadd             r2_r3, r10_r11, r2_r3
device_store     0, i16, x, r7, r2_r3, 0, unsigned, 0
mov_imm          r2, 7, 0b0
mov_imm          r3, 0, 0b0
iadd             r2_r3, r4_r5, r2_r3
mov_imm          r4, 2, 0b0
mov_imm          r5, 0, 0b0
imadd            r6_r7, r2, r4, 0
imadd            r2, r2, r5, 0
imadd            r2, r3, r4, r2
mov              r3, r6
mov              r4, r7
iadd             r2, r4, r2
xor              r2l, r2l, r3l
xor              r3l, r3l, r2l
xor              r2l, r2l, r3l
xor              r2h, r2h, r3h
xor              r3h, r3h, r2h
xor              r2h, r2h, r3h
mov              r4, u4
mov              r5, u5
iadd             r2_r3, r4_r5, r2_r3
device_store     0, i16, x, r8, r2_r3, 0, unsigned, 0
mov_imm          r0l, 1
pop_exec         r0l, 0
stop
