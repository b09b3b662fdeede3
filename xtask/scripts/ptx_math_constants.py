#!/usr/bin/env python3
"""Constants of the PTX backend's precise math (crates/backend-ptx/src/math.rs).

Computes pi to 400 bits with integer arithmetic (Machin's formula
pi = 16 atan(1/5) - 4 atan(1/239)), then prints the bits of 2/pi as 28-bit
chunks C_i = (bits 28i+1 .. 28i+28 of 2/pi) * 2^-(28(i+1)), each written as
the f64 bit pattern math.rs uses. A 28-bit chunk times a 24-bit f32 mantissa
is a 52-bit product, exact in f64: that is what makes the sin/cos reduction
exact for every f32 argument (docs/ptx-math.md).

Run: python3 xtask/scripts/ptx_math_constants.py
"""
import struct

PREC = 400


def atan_inv(n, prec):
    # atan(1/n) * 2^prec, by its alternating series in integers.
    one = 1 << (prec + 20)
    total, term, k, sign = 0, one // n, 1, 1
    n2 = n * n
    while term:
        total += sign * (term // k)
        term //= n2
        k += 2
        sign = -sign
    return total >> 20


def atanh_inv(n, prec):
    # atanh(1/n) * 2^prec = sum 1/((2k+1) n^(2k+1)), in integers.
    one = 1 << (prec + 20)
    total, term, k = 0, one // n, 1
    n2 = n * n
    while term:
        total += term // k
        term //= n2
        k += 2
    return total >> 20


def main():
    pi = 16 * atan_inv(5, PREC) - 4 * atan_inv(239, PREC)  # pi * 2^PREC
    two_over_pi = (2 << (2 * PREC)) // pi  # (2/pi) * 2^PREC
    chunks = []
    for i in range(9):
        hi = PREC - 28 * (i + 1)
        c = (two_over_pi >> hi) & ((1 << 28) - 1)
        v = c * 2.0 ** -(28 * (i + 1))  # exact: 28 significant bits
        chunks.append(v)
        bits = struct.unpack("<Q", struct.pack("<d", v))[0]
        print(f"    0x{bits:016X}, // C{i} = {c:#09x} * 2^-{28 * (i + 1)}")
    print("sum of chunks (f64):", sum(chunks), " 2/pi (f64):", 2.0 / 3.141592653589793)
    # ln 2 = 2 atanh(1/3), split into the f64 nearest it and the f64 nearest the rest:
    # the Cody-Waite pair of exp's reduction.
    ln2 = 2 * atanh_inv(3, PREC)
    hi = ln2 * 2.0 ** -PREC
    hi_exact = int(hi * 2.0**60) << (PREC - 60)  # hi has 53 bits: exact in integers
    lo = (ln2 - hi_exact) * 2.0 ** -PREC
    for name, v in (("LN2_HI", hi), ("LN2_LO", lo)):
        bits = struct.unpack("<Q", struct.pack("<d", v))[0]
        print(f"{name} = 0x{bits:016X} ({v!r})")


if __name__ == "__main__":
    main()
