//! Sample instructions of every form the encoder knows, with the operand kinds each form
//! takes (16/32/64-bit GPRs low and high in the file, uniforms, immediates, modifiers,
//! short and long lengths). The encoder vectors (`tests/data/encode-g13.txt`) are these
//! samples' bytes with applegpu's text for them.

use crate::isa::{
    sr, AtomicOp, Cond, ConvMode, FCond, ICond, Inst, MemFormat, Mods, Opcode, Operand, Reg, RegFlags, RegOp,
    Round, Size,
};

fn g(h: u16, size: Size) -> Operand {
    Operand::Reg(RegOp { reg: Reg::Gpr(h), size, flags: RegFlags::default() })
}
fn un(h: u16, size: Size) -> Operand {
    Operand::Reg(RegOp { reg: Reg::Uniform(h), size, flags: RegFlags::default() })
}
fn cache(o: Operand) -> Operand {
    o.with(|f| f.cache = true)
}
fn discard(o: Operand) -> Operand {
    o.with(|f| f.discard = true)
}
fn i(op: Opcode, d: Vec<Operand>, s: Vec<Operand>) -> Inst {
    Inst::new(op, d, s)
}
fn im(op: Opcode, d: Vec<Operand>, s: Vec<Operand>, m: Mods) -> Inst {
    Inst::with_mods(op, d, s, m)
}
fn r0l() -> Operand {
    g(0, Size::S16)
}

const S16: Size = Size::S16;
const S32: Size = Size::S32;
const S64: Size = Size::S64;

/// Every sample.
#[allow(clippy::too_many_lines)]
pub fn cases() -> Vec<Inst> {
    use Opcode::*;
    let mut v = Vec::new();
    let r = |n: u16| Operand::r(n);
    let m0 = Mods::default;

    // mov_imm, get_sr.
    for (d, imm) in [
        (r(0), 0u32),
        (r(5), 0x1234),
        (g(9, S16), 7),
        (g(200, S16), 0xFFFF),
        (r(100), 0xFFFF),
        (r(3), 0x10000),
        (r(70), 0xDEAD_BEEF),
    ] {
        v.push(i(MovImm, vec![d], vec![Operand::Imm(imm)]));
    }
    for (d, s) in [
        (r(0), sr::THREAD_POSITION_IN_GRID_X),
        (r(8), sr::THREAD_POSITION_IN_GRID_Y),
        (r(2), sr::THREADGROUP_POSITION_IN_GRID_Z),
        (r(40), sr::THREAD_INDEX_IN_SIMDGROUP),
        (g(7, S16), sr::SIMDGROUP_INDEX_IN_THREADGROUP),
        (r(127), sr::THREAD_INDEX_IN_THREADGROUP),
        (r(1), sr::THREADS_PER_THREADGROUP_X),
        (r(4), sr::THREAD_POSITION_IN_THREADGROUP_Y),
    ] {
        v.push(i(GetSr, vec![d], vec![Operand::Sr(s)]));
    }

    // Integer add / multiply-add with every source kind.
    let add_srcs = [
        r(1),
        r(1).sx(),
        g(3, S16),
        g(3, S16).sx(),
        Operand::Imm(5),
        Operand::Imm(255),
        Operand::u(4),
        un(9, S16),
        Operand::u(200),
        g(4, S64),
        cache(r(2)),
        discard(r(6)),
        r(90),
    ];
    for (k, a) in add_srcs.iter().enumerate() {
        let b = add_srcs[(k + 3) % add_srcs.len()];
        let d =
            if matches!(a.as_reg(), Some(x) if x.size == S64) { g(20, S64) } else { r(k as u16 * 9 % 120) };
        let mut m = m0();
        m.shift = (k % 5) as u8;
        v.push(im(IAdd, vec![d], vec![*a, b], m));
        v.push(im(ISub, vec![d], vec![b, *a], Mods { sat: k % 3 == 0, ..m0() }));
    }
    v.push(im(IAdd, vec![g(10, S16)], vec![g(1, S16), g(2, S16)], Mods { sat: true, ..m0() }));
    v.push(i(IAdd, vec![cache(r(3))], vec![r(1), r(2)]));
    let mul_srcs = [r(1), r(2).sx(), g(5, S16), Operand::Imm(3), Operand::u(7), r(80)];
    for (k, a) in mul_srcs.iter().enumerate() {
        let b = mul_srcs[(k + 1) % mul_srcs.len()];
        let c = add_srcs[k * 2 % add_srcs.len()];
        let d =
            if matches!(c.as_reg(), Some(x) if x.size == S64) { g(40, S64) } else { r(k as u16 * 17 % 127) };
        v.push(im(IMadd, vec![d], vec![*a, b, c], Mods { shift: (k % 3) as u8, ..m0() }));
        v.push(i(IMsub, vec![d], vec![b, *a, c]));
    }

    // Bitfield and shifts.
    for (k, op) in [Bfi, Bfeil, Extr, Shlhi, Shrhi].into_iter().enumerate() {
        for (j, w) in [0u8, 8, 16, 31].into_iter().enumerate() {
            let a = [r(1), Operand::Imm(0), Operand::u(3), r(70)][j];
            let b = [r(2), r(100), g(5, S16), Operand::Imm(12)][(j + k) % 4];
            let c = [Operand::Imm(4), r(3), Operand::Imm(31), r(99)][(j + 2 * k) % 4];
            v.push(im(op, vec![r(10 + k as u16 * 20 + j as u16)], vec![a, b, c], Mods { width: w, ..m0() }));
        }
    }
    for op in [Asr, Asrh] {
        v.push(i(op, vec![r(1)], vec![r(2), Operand::Imm(3)]));
        v.push(i(op, vec![r(90)], vec![r(64), r(65)]));
        v.push(i(op, vec![g(5, S16)], vec![g(6, S16), Operand::u(1)]));
    }

    // Bit operations and their aliases.
    for op in [And, Or, Xor, Nand, Nor, Xnor] {
        v.push(i(op, vec![r(1)], vec![r(2), r(3)]));
        v.push(i(op, vec![r(100)], vec![Operand::u(10), Operand::Imm(255)]));
        v.push(i(op, vec![g(3, S16)], vec![g(4, S16), g(200, S16)]));
    }
    for op in [Not, Mov] {
        v.push(i(op, vec![r(1)], vec![r(2)]));
        v.push(i(op, vec![r(120)], vec![Operand::u(30)]));
        v.push(i(op, vec![g(1, S16)], vec![Operand::Imm(17)]));
        v.push(i(op, vec![r(7)], vec![cache(r(64))]));
    }
    v.push(im(Bitop, vec![r(1)], vec![r(2), r(3)], Mods { truth: 0b0010, ..m0() }));
    v.push(im(Bitop, vec![r(1)], vec![r(2), r(3)], Mods { truth: 0b1011, ..m0() }));
    for op in [Bitrev, Popcount, Ffs] {
        v.push(i(op, vec![r(1)], vec![r(2)]));
        v.push(i(op, vec![r(77)], vec![Operand::u(5)]));
        v.push(i(op, vec![g(2, S16)], vec![g(3, S16)]));
    }

    // Compare and select.
    for (k, &(c, _, _)) in crate::isa::ICONDS.iter().enumerate() {
        if c as u8 >= 6 {
            continue;
        }
        let (x, y) = [
            (r(4), r(5)),
            (Operand::Imm(1), Operand::Imm(0)),
            (Operand::u(2), r(90)),
            (r(3), Operand::Imm(200)),
        ][k % 4];
        v.push(im(
            Icmpsel,
            vec![r(k as u16)],
            vec![r(1), Operand::Imm(7), x, y],
            Mods { cond: Cond::I(c), ..m0() },
        ));
    }
    v.push(im(
        Icmpsel,
        vec![g(3, S16)],
        vec![g(1, S16), g(2, S16), g(5, S16), Operand::Imm(9)],
        Mods { cond: Cond::I(ICond::Slt), ..m0() },
    ));
    v.push(im(
        Icmpsel,
        vec![r(100)],
        vec![Operand::u(100), r(64), un(8, S32), Operand::Imm(1)],
        Mods { cond: Cond::I(ICond::Ugt), ..m0() },
    ));
    for (k, fc) in [FCond::Eq, FCond::Lt, FCond::Gt, FCond::Ltn, FCond::Gte, FCond::Lte, FCond::Gtn]
        .into_iter()
        .enumerate()
    {
        let a = [r(1), r(1).abs(), r(1).neg(), Operand::u(4)][k % 4];
        let b = [r(2), Operand::FImm(0x30), r(90).neg().abs(), Operand::FImm(0)][k % 4];
        v.push(
            im(Fcmpsel, vec![r(3 + k as u16)], vec![a, b, a, b], Mods { cond: Cond::F(fc), ..m0() })
                .without_float_select_modifiers(),
        );
    }
    v.push(im(
        Fcmpsel,
        vec![g(7, S16)],
        vec![g(1, S16), g(2, S16), g(1, S16), g(2, S16)],
        Mods { cond: Cond::F(FCond::Ltn), ..m0() },
    ));

    // Float arithmetic.
    let fsrc = [
        r(1),
        r(2).neg(),
        r(3).abs(),
        r(4).abs().neg(),
        Operand::FImm(0x38),
        Operand::FImm(0xB0),
        Operand::FImm(0x01),
        Operand::FImm(0x7F),
        Operand::u(8),
        r(100),
        cache(r(9)),
        discard(r(10)),
    ];
    for (k, a) in fsrc.iter().enumerate() {
        let b = fsrc[(k * 5 + 1) % fsrc.len()];
        let c = fsrc[(k * 7 + 2) % fsrc.len()];
        let sat = k % 4 == 1;
        let d = r(k as u16 * 11 % 127);
        for op in [Fadd32, Fmul32] {
            v.push(im(op, vec![d], vec![*a, b], Mods { sat, ..m0() }));
        }
        v.push(im(Fmadd32, vec![d], vec![*a, b, c], Mods { sat, ..m0() }));
        for op in [Floor, Ceil, Trunc, Rint, Rcp, Rsqrt, RsqrtSpecial, SinPt1, SinPt2, Log2, Exp2] {
            if k < 4 || k == 8 || k == 9 {
                v.push(im(op, vec![d], vec![*a], Mods { sat, ..m0() }));
            }
        }
    }
    let hsrc = [g(1, S16), g(3, S16).neg(), g(4, S16).abs(), Operand::FImm(0x38), un(5, S16), g(200, S16)];
    for (k, a) in hsrc.iter().enumerate() {
        let b = hsrc[(k + 2) % hsrc.len()];
        let c = hsrc[(k + 4) % hsrc.len()];
        let d = g(k as u16 * 37 % 255, S16);
        for op in [Fadd16, Fmul16] {
            v.push(im(op, vec![d], vec![*a, b], Mods { sat: k == 2, ..m0() }));
        }
        v.push(i(Fmadd16, vec![d], vec![*a, b, c]));
    }
    for op in [Floor, Exp2, Rcp] {
        v.push(i(op, vec![g(3, S16)], vec![g(5, S16)]));
    }

    // Conversions.
    for (k, &(mode, _, _)) in crate::isa::CONV_MODES.iter().enumerate() {
        let round = if k % 2 == 0 { Round::Rtz } else { Round::Rte };
        let src = [r(1), g(3, S16), Operand::u(4), r(90)][k % 4];
        v.push(im(Convert, vec![r(k as u16 * 7)], vec![src], Mods { conv: mode, round, ..m0() }));
    }
    v.push(im(Convert, vec![g(5, S16)], vec![g(6, S16)], Mods { conv: ConvMode::S16ToF, ..m0() }));

    // SIMD-group and quad operations.
    for (k, &(c, _, _)) in crate::isa::ICONDS.iter().enumerate() {
        let b = [r(2), Operand::Imm(0), Operand::u(3)][k % 3];
        v.push(im(IcmpBallot, vec![r(k as u16)], vec![r(1), b], Mods { cond: Cond::I(c), ..m0() }));
        v.push(im(IcmpQuadBallot, vec![r(k as u16 + 20)], vec![r(1), b], Mods { cond: Cond::I(c), ..m0() }));
    }
    for (k, &(c, _, _)) in crate::isa::FCONDS.iter().enumerate() {
        let b = [r(2), Operand::FImm(0), r(5).neg()][k % 3];
        v.push(im(FcmpBallot, vec![r(k as u16)], vec![r(1), b], Mods { cond: Cond::F(c), ..m0() }));
        v.push(im(
            FcmpQuadBallot,
            vec![r(k as u16 + 40)],
            vec![r(1).abs(), b],
            Mods { cond: Cond::F(c), ..m0() },
        ));
    }
    for op in [
        SimdShuffle,
        SimdShuffleDown,
        SimdShuffleUp,
        SimdShuffleRotateUp,
        SimdShuffleXor,
        QuadShuffle,
        QuadShuffleDown,
        QuadShuffleUp,
        QuadShuffleRotateUp,
        QuadShuffleXor,
    ] {
        v.push(i(op, vec![r(1)], vec![r(2), g(6, S16)]));
        v.push(i(op, vec![r(70)], vec![r(80), Operand::Imm(1)]));
        v.push(i(op, vec![g(3, S16)], vec![g(5, S16), Operand::Imm(16)]));
    }
    for op in [
        SimdAnd,
        SimdOr,
        SimdXor,
        SimdIadd,
        SimdFadd,
        SimdFmul,
        SimdPrefixIadd,
        SimdPrefixFadd,
        SimdPrefixFmul,
        SimdPrefixAnd,
        SimdPrefixOr,
        SimdPrefixXor,
        SimdMinU,
        SimdMaxU,
        SimdMinS,
        SimdMaxS,
        SimdMinF,
        SimdMaxF,
        QuadAnd,
        QuadOr,
        QuadXor,
        QuadIadd,
        QuadFadd,
        QuadFmul,
        QuadPrefixIadd,
        QuadPrefixFadd,
        QuadPrefixFmul,
        QuadMinU,
        QuadMaxU,
        QuadMinS,
        QuadMaxS,
        QuadMinF,
        QuadMaxF,
    ] {
        v.push(i(op, vec![r(1)], vec![r(2)]));
        v.push(i(op, vec![r(99)], vec![r(120)]));
        v.push(i(op, vec![g(3, S16)], vec![g(9, S16)]));
    }

    // Device memory.
    for (k, &(fmt, _, _)) in crate::isa::MEM_FORMATS.iter().enumerate() {
        let mask = [0b0001, 0b0011, 0b0111, 0b1111, 0b0101][k % 5];
        let count = u8::try_from((mask as u32).count_ones()).unwrap_or(1);
        let data = if k % 6 == 5 { g(8, S16) } else { Operand::rt(k as u16 * 4 % 120, count) };
        let mask = if k % 6 == 5 { 0b0001 } else { mask };
        let base = [Operand::u64(0), Operand::u64(6), g(4, S64), Operand::u64(100), g(90, S64)][k % 5];
        let index =
            [r(1), Operand::Imm(0), Operand::Imm(12), r(100), Operand::Imm(0xFFFF_FFFC), Operand::Imm(255)]
                [k % 6];
        let m = Mods {
            format: fmt,
            mask,
            shift: (k % 4) as u8,
            group: (k % 2) as u8,
            signed_index: k % 3 == 0,
            ..m0()
        };
        v.push(im(DeviceLoad, vec![data], vec![base, index], m));
        v.push(im(DeviceStore, vec![], vec![data, base, index], m));
    }
    let m = Mods { format: MemFormat::I32, mask: 1, shift: 2, ..m0() };
    v.push(im(DeviceLoad, vec![r(0)], vec![Operand::u64(0), r(8)], m));
    v.push(im(DeviceStore, vec![], vec![r(0)], m).with_srcs(vec![r(0), Operand::u64(2), r(8)]));

    // Threadgroup memory.
    for (k, fmt) in [MemFormat::I32, MemFormat::I16, MemFormat::I8, MemFormat::F16].into_iter().enumerate() {
        let mask = [0b0001, 0b0011, 0b1111, 0b0001][k];
        let count = u8::try_from((mask as u32).count_ones()).unwrap_or(1);
        let data = if k == 3 { g(9, S16) } else { Operand::rt(k as u16 * 10, count) };
        let base = [Operand::Imm(0), g(4, S16), un(6, S16), un(300, S16)][k];
        let index = [g(2, S16), Operand::Imm(0), Operand::Imm(0xFFFF_FFF0), g(200, S16)][k];
        let m = Mods { format: fmt, mask, ..m0() };
        v.push(im(ThreadgroupLoad, vec![data], vec![base, index], m));
        v.push(im(ThreadgroupStore, vec![], vec![data, base, index], m));
    }

    // Atomics.
    for (k, &(op, _, _)) in crate::isa::ATOMIC_OPS.iter().enumerate() {
        let src = if op == AtomicOp::Cmpxchg { g(12, S64) } else { r(7 + k as u16 * 2) };
        let dst = if k % 3 == 2 { vec![] } else { vec![r(20 + k as u16)] };
        let index = [r(1), Operand::Imm(0), Operand::Imm(4)][k % 3];
        let base = [Operand::u64(0), g(4, S64)][k % 2];
        let m =
            Mods { atomic: op, group: (k % 2) as u8, signed_index: k % 2 == 0, coherent: k % 4 == 1, ..m0() };
        v.push(im(Atomic, dst.clone(), vec![base, index, src], m));
        let tg_index = [g(2, S16), Operand::Imm(0), Operand::Imm(8)][k % 3];
        let tg_base = [Operand::Imm(0), g(6, S16)][k % 2];
        v.push(im(ThreadgroupAtomic, dst, vec![tg_base, tg_index, src], Mods { atomic: op, ..m0() }));
    }

    // Thread-private stack (spill slots): 16- and 32-bit registers, 1 to 4 values,
    // byte offsets from 0 to the signed 16-bit immediate's end, both wait groups.
    for (k, (data, fmt, mask, offset)) in [
        (g(5, S16), MemFormat::I16, 0b0001, 0u32),
        (g(13, S16), MemFormat::I16, 0b0001, 2),
        (r(2), MemFormat::I32, 0b0001, 4),
        (g(8, S64), MemFormat::I32, 0b0011, 8),
        (Operand::rt(10, 3), MemFormat::I32, 0b0111, 16),
        (Operand::rt(124, 4), MemFormat::I32, 0b1111, 496),
        (g(254, S16), MemFormat::I16, 0b0001, 0x7FFE),
        (g(40, S16), MemFormat::I16, 0b0011, 1024),
        (r(127), MemFormat::I32, 0b0001, 0xFFFF_FFFC),
        (r(64), MemFormat::I8, 0b0001, 255),
    ]
    .into_iter()
    .enumerate()
    {
        let m = Mods { format: fmt, mask, group: (k % 2) as u8, ..m0() };
        v.push(im(StackLoad, vec![data], vec![Operand::Imm(offset)], m));
        v.push(im(StackStore, vec![], vec![data, Operand::Imm(offset)], m));
    }

    // Waits, barriers, control flow.
    v.push(im(Wait, vec![], vec![], Mods { group: 0, ..m0() }));
    v.push(im(Wait, vec![], vec![], Mods { group: 1, ..m0() }));
    v.push(i(ThreadgroupBarrier, vec![], vec![]));
    v.push(im(MemoryBarrier, vec![], vec![], Mods { barrier: (2, 1, 9), ..m0() }));
    v.push(im(MemoryBarrier, vec![], vec![], Mods { barrier: (2, 2, 10), ..m0() }));
    for (k, &(c, _, _)) in crate::isa::ICONDS.iter().enumerate() {
        let (a, b) =
            [(r(1), r(2)), (r(3), Operand::Imm(0)), (g(5, S16), Operand::u(2)), (r(100), r(64))][k % 4];
        let m = Mods { cond: Cond::I(c), n: (k % 3) as u8, ..m0() };
        for op in [IfIcmp, ElseIcmp, WhileIcmp] {
            v.push(im(op, vec![r0l()], vec![a, b], m));
        }
    }
    for (k, &(c, _, _)) in crate::isa::FCONDS.iter().enumerate() {
        let (a, b) = [(r(1), r(2)), (r(3).neg(), Operand::FImm(0x38)), (Operand::u(2), r(4).abs())][k % 3];
        let m = Mods { cond: Cond::F(c), n: (k % 3) as u8 + 1, ..m0() };
        for op in [IfFcmp, ElseFcmp, WhileFcmp] {
            v.push(im(op, vec![r0l()], vec![a, b], m));
        }
    }
    for n in 0..3 {
        v.push(im(PopExec, vec![r0l()], vec![], Mods { n, ..m0() }));
    }
    for off in [6u32, 0x100, 0xFFFF_FFF0, 0] {
        v.push(i(JmpExecAny, vec![], vec![Operand::Imm(off)]));
        v.push(i(JmpExecNone, vec![], vec![Operand::Imm(off)]));
    }
    v.push(i(Ret, vec![], vec![r(1)]));
    v.push(i(Stop, vec![], vec![]));
    v.push(i(Trap, vec![], vec![]));
    v
}

impl Inst {
    /// `fcmpsel`'s select values take no float modifiers: keeps them only on the compared
    /// operands (samples build both from one list).
    fn without_float_select_modifiers(mut self) -> Inst {
        for s in self.srcs.iter_mut().skip(2) {
            *s = s.with(|f| {
                f.abs = false;
                f.neg = false;
            });
            if let Operand::FImm(c) = *s {
                *s = Operand::Imm(u32::from(c));
            }
        }
        self
    }
    fn with_srcs(mut self, srcs: Vec<Operand>) -> Inst {
        self.srcs = srcs.into();
        self
    }
}
