//! Simulator semantics, instruction by instruction: expected values are worked out by
//! hand from the ISA manuals' definitions (GCN3/Vega/RDNA), not taken from the
//! simulator. Also exec masks and branches, barriers and LDS with several waves,
//! wave32 against wave64, the dispatch ABI, memory faults and robustness.

mod sim_util;

use backend_amdgpu::gen::Gen;
use backend_amdgpu::isa::{Inst, Mods, Opcode as O, Operand, Reg};
use backend_amdgpu::sim::{
    run, scratch_descriptor, Fault, FloatMode, Kernarg, Launch, Memory, SimError, Space,
};
use sim_util::*;

// ---- scalar ---------------------------------------------------------------------------------

#[test]
fn scalar_arithmetic_and_scc() {
    let p = vec![
        i(O::SMovB32, vec![s(0)], vec![imm(0xffff_fffe)]),
        i(O::SAddU32, vec![s(1), scc()], vec![s(0), imm(3)]), // 1, carry
        i(O::SAddcU32, vec![s(2), scc()], vec![imm(5), imm(6), scc()]), // 5+6+1, no carry
        i(O::SSubU32, vec![s(3), scc()], vec![imm(2), imm(3)]), // -1, borrow
        i(O::SSubbU32, vec![s(4), scc()], vec![imm(10), imm(3), scc()]), // 10-3-1
        i(O::SAddI32, vec![s(5), scc()], vec![imm(0x7fff_ffff), imm(1)]), // signed overflow
        i(O::SCselectB32, vec![s(6)], vec![imm(111), imm(222), scc()]),
        i(O::SMinI32, vec![s(7), scc()], vec![imm(-5), imm(3)]),
        i(O::SMaxU32, vec![s(8), scc()], vec![imm(-5), imm(3)]),
        i(O::SBfeU32, vec![s(9), scc()], vec![imm(0xabcd_1234), imm((8 << 16) | 12)]),
        i(O::SBfeI32, vec![s(10), scc()], vec![imm(0xabcd_1234), imm((8 << 16) | 24)]),
        i(O::SMovkI32, vec![s(11)], vec![imm(0x8001)]),
        i(O::SFf1I32B32, vec![s(12)], vec![imm(0x50)]),
        i(O::SBcnt1I32B64, vec![s(13), scc()], vec![imm(-1)]),
        i(O::SBrevB32, vec![s(14)], vec![imm(1)]),
        i(O::SSextI32I8, vec![s(15)], vec![imm(0x80)]),
        i(O::SLshlB64, vec![s2(16), scc()], vec![imm(0x1_0000_0001), imm(31)]),
        i(O::SAshrI32, vec![s(18), scc()], vec![imm(-64), imm(4)]),
        i(O::SCmpLtI32, vec![scc()], vec![imm(-1), imm(0)]),
        i(O::SCselectB64, vec![s2(20)], vec![imm(-1), imm(0), scc()]),
        i(O::SMulI32, vec![s(22)], vec![imm(-3), imm(7)]),
        i(O::SSubI32, vec![s(23), scc()], vec![imm(i64::from(i32::MIN)), imm(1)]),
        i(O::SAndn2B64, vec![s2(24), scc()], vec![imm(-1), s2(20)]),
        i(O::SNotB32, vec![s(26), scc()], vec![imm(-1)]),
        end(),
    ];
    let w = one_wave(Gen::Gfx9, 64, &p);
    let expect: &[(usize, u32)] = &[
        (1, 1),
        (2, 12),
        (3, 0xffff_ffff),
        (4, 6),
        (5, 0x8000_0000),
        (6, 111), // SCC from the signed overflow
        (7, (-5i32) as u32),
        (8, (-5i32) as u32),
        (9, 0xd1),
        (10, 0xffff_ffab),
        (11, 0xffff_8001),
        (12, 4),
        (13, 64),
        (14, 0x8000_0000),
        (15, 0xffff_ff80),
        (16, 0x8000_0000),
        (17, 0x8000_0000),
        (18, (-4i32) as u32),
        (20, 0xffff_ffff),
        (21, 0xffff_ffff),
        (22, (-21i32) as u32),
        (23, 0x7fff_ffff),
        (24, 0),
        (25, 0),
        (26, 0),
    ];
    for &(n, v) in expect {
        assert_eq!(sgpr(&w, n), v, "s{n}");
    }
    assert!(!w.scc(), "s_not_b32 of -1 leaves SCC clear");
}

#[test]
fn scalar_scc_of_min_max_and_compares() {
    // SCC = "S0 was chosen" for min/max; compares per their condition.
    let cases: &[(O, i64, i64, bool)] = &[
        (O::SMinU32, 3, 5, true),
        (O::SMinU32, 5, 3, false),
        (O::SMaxI32, -1, -2, true),
        (O::SMaxI32, 4, 4, false),
    ];
    for &(op, a, b, want) in cases {
        let w = one_wave(Gen::Gfx8, 64, &[i(op, vec![s(0), scc()], vec![imm(a), imm(b)]), end()]);
        assert_eq!(w.scc(), want, "{op:?} {a} {b}");
    }
    let cmps: &[(O, i64, i64, bool)] = &[
        (O::SCmpGtU32, -1, 1, true),
        (O::SCmpGtI32, -1, 1, false),
        (O::SCmpLeU32, 7, 7, true),
        (O::SCmpGeI32, -8, -7, false),
        (O::SCmpLgU32, 1, 1, false),
    ];
    for &(op, a, b, want) in cmps {
        let w = one_wave(Gen::Gfx6, 64, &[i(op, vec![scc()], vec![imm(a), imm(b)]), end()]);
        assert_eq!(w.scc(), want, "{op:?} {a} {b}");
    }
}

// ---- vector integer ---------------------------------------------------------------------------

#[test]
fn vector_integer_per_lane() {
    let p = vec![
        i(O::VLshlrevB32, vec![v(1)], vec![imm(4), v(0)]),
        i(O::VMulHiI32, vec![v(2)], vec![imm(-7), imm(0x4000_0000)]),
        i(O::VMulHiU32, vec![v(3)], vec![imm(-1), imm(-1)]),
        i(O::VMulU32U24, vec![v(4)], vec![imm(0x100_0001), imm(3)]),
        i(O::VBfeI32, vec![v(5)], vec![v(0), imm(0), imm(3)]),
        i(O::VAlignbitB32, vec![v(6)], vec![imm(0x1234_5678), imm(0x9abc_def0), imm(8)]),
        i(O::VBfiB32, vec![v(7)], vec![imm(0xff00_ff00), imm(0x1234_5678), imm(0xabcd_ef01)]),
        i(O::VFfbhU32, vec![v(8)], vec![v(0)]),
        i(O::VFfblB32, vec![v(9)], vec![v(0)]),
        i(O::VMbcntLoU32B32, vec![v(10)], vec![imm(-1), imm(0)]),
        i(O::VMbcntHiU32B32, vec![v(11)], vec![imm(-1), v(10)]),
        i(O::VLshlrevB64, vec![v2(12)], vec![v(0), imm(1)]),
        i(O::VAshrrevI64, vec![v2(14)], vec![imm(4), imm(-256)]),
        i(O::VReadlaneB32, vec![s(0)], vec![v(1), imm(37)]),
        i(O::VWritelaneB32, vec![v(16)], vec![s(0), imm(5)]),
        i(O::VCmpGtU32, vec![vcc(64)], vec![v(0), imm(10)]),
        i(O::VCndmaskB32, vec![v(17)], vec![imm(10), imm(20), vcc(64)]),
        i(O::VSubU32, vec![v(18)], vec![v(0), imm(5)]),
        i(O::VSubrevU32, vec![v(19)], vec![v(0), imm(5)]),
        i(O::VMadU32U24, vec![v(20)], vec![v(0), imm(3), imm(7)]),
        i(O::VBfeU32, vec![v(21)], vec![imm(-1), imm(28), imm(8)]),
        i(O::VAshrrevI32, vec![v(22)], vec![v(0), imm(i64::from(i32::MIN))]),
        i(O::VMinI32, vec![v(23)], vec![v(18), imm(3)]),
        i(O::VMaxU32, vec![v(24)], vec![v(18), imm(3)]),
        i(O::VNotB32, vec![v(25)], vec![v(0)]),
        i(O::VBfrevB32, vec![v(26)], vec![v(0)]),
        i(O::VLshrrevB64, vec![v2(27)], vec![imm(33), v2(12)]),
        i(O::VMulLoU32, vec![v(29)], vec![v(0), imm(-3)]),
        end(),
    ];
    let w = one_wave(Gen::Gfx9, 64, &p);
    for l in 0..64u32 {
        let at = |r: usize| w.vgpr(r, l as usize).unwrap_or(0xdead);
        assert_eq!(at(1), l * 16);
        assert_eq!(at(2), (-2i32) as u32, "floor(-7 / 4)");
        assert_eq!(at(3), 0xffff_fffe);
        assert_eq!(at(4), 3, "the multiplier ignores bits above 24");
        assert_eq!(at(5), ((l & 7) as i32).wrapping_shl(29).wrapping_shr(29) as u32);
        assert_eq!(at(6), 0x789a_bcde);
        assert_eq!(at(7), 0x12cd_5601);
        assert_eq!(at(8), if l == 0 { u32::MAX } else { l.leading_zeros() });
        assert_eq!(at(9), if l == 0 { u32::MAX } else { l.trailing_zeros() });
        assert_eq!(at(10), l.min(32));
        assert_eq!(at(11), l, "mbcnt_lo + mbcnt_hi of -1 is the lane index");
        assert_eq!(u64::from(at(12)) | u64::from(at(13)) << 32, 1u64 << l);
        assert_eq!(at(14) as i32, -16);
        assert_eq!(at(15), u32::MAX);
        assert_eq!(at(16), if l == 5 { 37 * 16 } else { 0 }, "writelane writes one lane");
        assert_eq!(at(17), if l > 10 { 20 } else { 10 });
        assert_eq!(at(18), l.wrapping_sub(5));
        assert_eq!(at(19), 5u32.wrapping_sub(l));
        assert_eq!(at(20), 3 * l + 7);
        assert_eq!(at(21), 0xf, "a field past bit 31 takes what is there");
        assert_eq!(at(22), (i32::MIN >> (l & 31)) as u32);
        assert_eq!(at(23), (l.wrapping_sub(5) as i32).min(3) as u32);
        assert_eq!(at(24), l.wrapping_sub(5).max(3));
        assert_eq!(at(25), !l);
        assert_eq!(at(26), l.reverse_bits());
        assert_eq!(u64::from(at(27)) | u64::from(at(28)) << 32, (1u64 << l) >> 33);
        assert_eq!(at(29), l.wrapping_mul(3u32.wrapping_neg()));
    }
    assert_eq!(sgpr(&w, 0), 37 * 16);
    assert_eq!(w.vcc(), !0u64 << 11, "v_cmp sets one bit per active lane");
}

#[test]
fn carry_of_v_add_u32_per_generation() {
    // gfx6-8 encode the carry-less add as v_add_i32/v_add_u32 with VCC: VCC is clobbered
    // with the carry; gfx9 has a real carry-less form.
    let p = vec![
        i(O::SMovB64, vec![vcc(64)], vec![imm(0x1234)]),
        i(O::VAddU32, vec![v(1)], vec![v(0), imm(-63)]),
        end(),
    ];
    let w8 = one_wave(Gen::Gfx8, 64, &p);
    assert_eq!(w8.vcc(), 1 << 63, "only lane 63 carries");
    assert_eq!(w8.vgpr(1, 63), Some(0));
    let w9 = one_wave(Gen::Gfx9, 64, &p);
    assert_eq!(w9.vcc(), 0x1234);
    assert_eq!(w9.vgpr(1, 63), Some(0));
}

/// A 64-bit add and subtract through the carry chain, in both wave sizes.
#[test]
fn carry_chain_wave64_and_wave32() {
    for (gen, ws) in [(Gen::Gfx9, 64u32), (Gen::Gfx10, 32), (Gen::Gfx10_3, 64), (Gen::Gfx6, 64)] {
        let p = vec![
            i(O::VMovB32, vec![v(1)], vec![imm(-1)]),
            i(O::VAddCoU32, vec![v(3), smask(10, ws)], vec![v(1), v(0)]),
            i(O::VAddcCoU32, vec![v(4), smask(12, ws)], vec![v(0), imm(0), smask(10, ws)]),
            i(O::VSubCoU32, vec![v(5), smask(14, ws)], vec![imm(0), v(0)]),
            i(O::VSubbCoU32, vec![v(6), smask(16, ws)], vec![imm(0), imm(0), smask(14, ws)]),
            end(),
        ];
        let w = one_wave(gen, ws, &p);
        for l in 0..u64::from(ws) {
            let at = |r: usize| u64::from(w.vgpr(r, l as usize).unwrap_or(0));
            assert_eq!(at(3) | at(4) << 32, 0xffff_ffff + l + (l << 32), "{gen:?} lane {l}");
            assert_eq!(at(5) | at(6) << 32, l.wrapping_neg(), "{gen:?} lane {l}");
        }
        let all = if ws == 32 { 0xffff_fffeu64 } else { !1u64 };
        let mask = |n: usize| {
            let lo = u64::from(sgpr(&w, n));
            if ws == 32 {
                lo
            } else {
                lo | u64::from(sgpr(&w, n + 1)) << 32
            }
        };
        assert_eq!(mask(10), all, "carry out of lanes 1.. ({gen:?})");
        assert_eq!(mask(14), all, "borrow out of lanes 1.. ({gen:?})");
    }
}

// ---- floats -----------------------------------------------------------------------------------

fn per_lane(body: &[Inst], inputs: &[[u32; 3]]) -> Vec<u32> {
    per_lane_mode(Gen::Gfx9, FloatMode::default(), body, inputs)
}

fn unary(op: O, xs: &[f32]) -> Vec<u32> {
    let ins: Vec<[u32; 3]> = xs.iter().map(|x| [x.to_bits(), 0, 0]).collect();
    per_lane(&[i(op, vec![v(5)], vec![v(2)])], &ins)
}

fn binary(op: O, xs: &[(f32, f32)]) -> Vec<u32> {
    let ins: Vec<[u32; 3]> = xs.iter().map(|(a, b)| [a.to_bits(), b.to_bits(), 0]).collect();
    per_lane(&[i(op, vec![v(5)], vec![v(2), v(3)])], &ins)
}

fn bits(xs: &[f32]) -> Vec<u32> {
    xs.iter().map(|x| x.to_bits()).collect()
}

const SNAN: f32 = f32::from_bits(0x7fa0_0000);

#[test]
fn min_max_nan_and_signed_zero() {
    let got = binary(O::VMinF32, &[(f32::NAN, 1.0), (2.0, f32::NAN), (0.0, -0.0), (-0.0, 0.0), (-3.0, 2.0)]);
    assert_eq!(got, bits(&[1.0, 2.0, -0.0, -0.0, -3.0]));
    let got = binary(O::VMaxF32, &[(f32::NAN, 1.0), (0.0, -0.0), (-0.0, 0.0), (-3.0, 2.0)]);
    assert_eq!(got, bits(&[1.0, 0.0, 0.0, 2.0]));
    // IEEE mode: a signalling NaN gives a quiet NaN, not the other operand.
    let got = binary(O::VMinF32, &[(SNAN, 1.0)]);
    assert_eq!(got, vec![0x7fe0_0000]);
    let off = FloatMode { ieee: false, ..FloatMode::default() };
    let got = per_lane_mode(
        Gen::Gfx9,
        off,
        &[i(O::VMaxF32, vec![v(5)], vec![v(2), v(3)])],
        &[[SNAN.to_bits(), 1f32.to_bits(), 0]],
    );
    assert_eq!(got, bits(&[1.0]));
}

/// Invalid operations give the default NaN and NaN inputs propagate quieted, whatever
/// the host CPU would have produced.
#[test]
fn nan_results_do_not_depend_on_the_host() {
    let payload = f32::from_bits(0xff80_0123); // negative signalling NaN with a payload
    let got = binary(
        O::VAddF32,
        &[(f32::INFINITY, f32::NEG_INFINITY), (payload, 1.0), (1.0, payload), (f32::NAN, payload)],
    );
    assert_eq!(got, vec![0x7fc0_0000, 0xffc0_0123, 0xffc0_0123, 0x7fc0_0000]);
    assert_eq!(binary(O::VMulF32, &[(0.0, f32::INFINITY)]), vec![0x7fc0_0000]);
    let got = unary(O::VRcpF32, &[payload]);
    assert_eq!(got, vec![0xffc0_0123]);
    assert_eq!(unary(O::VSqrtF32, &[-1.0]), vec![0x7fc0_0000]);
    assert_eq!(unary(O::VLogF32, &[-1.0]), vec![0x7fc0_0000]);
    let body = [
        i(O::VCvtF64F32, vec![v2(6)], vec![v(2)]),
        i(O::VMulF64, vec![v2(6)], vec![v2(6), f(2.0)]),
        i(O::VCvtF32F64, vec![v(5)], vec![v2(6)]),
    ];
    assert_eq!(per_lane(&body, &[[payload.to_bits(), 0, 0]]), vec![0xffc0_0123]);
}

#[test]
fn conversions_clamp_and_round() {
    let got = unary(O::VCvtI32F32, &[f32::NAN, 1e10, -1e10, -1.7, 2.9, f32::INFINITY]);
    assert_eq!(got, vec![0, 0x7fff_ffff, 0x8000_0000, (-1i32) as u32, 2, 0x7fff_ffff]);
    let got = unary(O::VCvtU32F32, &[-1.0, 4.7, 5e9, f32::NAN, f32::NEG_INFINITY]);
    assert_eq!(got, vec![0, 4, u32::MAX, 0, 0]);
    // f32 -> f16 rounds to nearest even: 1 + 2^-11 is a tie that stays at 1.0,
    // 1 + 3·2^-11 rounds up; 65520 rounds to infinity; 2^-25 ties to 0.
    let got = unary(
        O::VCvtF16F32,
        &[
            1.0,
            f32::from_bits(0x3f80_1000),
            f32::from_bits(0x3f80_3000),
            65520.0,
            -2f32.powi(-24),
            2f32.powi(-25),
            f32::NEG_INFINITY,
        ],
    );
    assert_eq!(got, vec![0x3c00, 0x3c00, 0x3c02, 0x7c00, 0x8001, 0, 0xfc00]);
    let ins: Vec<[u32; 3]> = [0x3c00u32, 0x8001, 0x7bff, 0xfc00, 0x0400].iter().map(|&h| [h, 0, 0]).collect();
    let got = per_lane(&[i(O::VCvtF32F16, vec![v(5)], vec![v(2)])], &ins);
    assert_eq!(got, bits(&[1.0, -(2f32.powi(-24)), 65504.0, f32::NEG_INFINITY, 2f32.powi(-14)]));
    let ins = [[16_777_217u32, 0, 0], [(-3i32) as u32, 0, 0]];
    assert_eq!(per_lane(&[i(O::VCvtF32I32, vec![v(5)], vec![v(2)])], &ins), bits(&[16_777_216.0, -3.0]));
    assert_eq!(
        per_lane(&[i(O::VCvtF32U32, vec![v(5)], vec![v(2)])], &[[u32::MAX, 0, 0]]),
        bits(&[4_294_967_296.0])
    );
}

#[test]
fn transcendentals_and_rounding() {
    // sin/cos take revolutions.
    let got = unary(O::VSinF32, &[0.25, -0.25, 1.25, 0.0, f32::INFINITY]);
    assert_eq!(&got[..4], &bits(&[1.0, -1.0, 1.0, 0.0])[..]);
    assert!(f32::from_bits(got[4]).is_nan());
    assert_eq!(unary(O::VCosF32, &[0.0, 0.5, 3.0]), bits(&[1.0, -1.0, 1.0]));
    assert_eq!(unary(O::VExpF32, &[3.0, -1.0, -150.0]), bits(&[8.0, 0.5, 2f32.powi(-149) * 0.0]));
    let got = unary(O::VLogF32, &[8.0, 0.0, -0.0, 0.5, -1.0]);
    assert_eq!(&got[..4], &bits(&[3.0, f32::NEG_INFINITY, f32::NEG_INFINITY, -1.0])[..]);
    assert!(f32::from_bits(got[4]).is_nan());
    assert_eq!(
        unary(O::VRcpF32, &[0.0, -0.0, f32::INFINITY, 4.0, 3.0]),
        bits(&[f32::INFINITY, f32::NEG_INFINITY, 0.0, 0.25, 1.0 / 3.0])
    );
    assert_eq!(unary(O::VRsqF32, &[4.0, 0.0, f32::INFINITY]), bits(&[0.5, f32::INFINITY, 0.0]));
    assert_eq!(unary(O::VSqrtF32, &[2.0, -0.0]), bits(&[2f32.sqrt(), -0.0]));
    // fract stays below 1: a tiny negative input gives the largest float under 1.
    assert_eq!(
        unary(O::VFractF32, &[-0.25, 2.5, -1e-10]),
        vec![0.75f32.to_bits(), 0.5f32.to_bits(), 0x3f7f_ffff]
    );
    assert_eq!(unary(O::VRndneF32, &[2.5, 3.5, -0.5, -1.5]), bits(&[2.0, 4.0, -0.0, -2.0]));
    assert_eq!(unary(O::VFloorF32, &[-0.5, 1.5]), bits(&[-1.0, 1.0]));
    assert_eq!(unary(O::VCeilF32, &[-0.5, 1.5]), bits(&[-0.0, 2.0]));
    assert_eq!(unary(O::VTruncF32, &[-1.7, 1.7]), bits(&[-1.0, 1.0]));
}

#[test]
fn compares_of_64_bit_integers() {
    // a = v[2:3] against b = (v4, 0); per lane: 5 vs 5, 2^32 vs 2^32-1,
    // 0xffffffff_00000000 (-2^32 signed) vs 3, 2 vs 3.
    let ins = [[5, 0, 5], [0, 1, u32::MAX], [0, u32::MAX, 3], [2, 0, 3]];
    let table: &[(O, [u32; 4])] = &[
        (O::VCmpEqU64, [1, 0, 0, 0]),
        (O::VCmpNeU64, [0, 1, 1, 1]),
        (O::VCmpGtU64, [0, 1, 1, 0]),
        (O::VCmpGeU64, [1, 1, 1, 0]),
        (O::VCmpLtU64, [0, 0, 0, 1]),
        (O::VCmpLeU64, [1, 0, 0, 1]),
        (O::VCmpGtI64, [0, 1, 0, 0]),
        (O::VCmpGeI64, [1, 1, 0, 0]),
        (O::VCmpLtI64, [0, 0, 1, 1]),
        (O::VCmpLeI64, [1, 0, 1, 1]),
    ];
    for (op, want) in table {
        let body = [
            i(O::VMovB32, vec![v(6)], vec![v(4)]),
            i(O::VMovB32, vec![v(7)], vec![imm(0)]),
            i(*op, vec![vcc(64)], vec![v2(2), v2(6)]),
            i(O::VCndmaskB32, vec![v(5)], vec![imm(0), imm(1), vcc(64)]),
        ];
        assert_eq!(per_lane(&body, &ins), want.to_vec(), "{op:?}");
    }
    // An inline constant is extended to 64 bits: -1 is all ones.
    let body = [
        i(O::VCmpEqU64, vec![vcc(64)], vec![v2(2), imm(-1)]),
        i(O::VCndmaskB32, vec![v(5)], vec![imm(0), imm(1), vcc(64)]),
    ];
    assert_eq!(per_lane(&body, &[[u32::MAX, u32::MAX, 0], [u32::MAX, 0, 0]]), vec![1, 0]);
}

#[test]
fn compares_ordered_and_unordered() {
    let table: &[(O, [bool; 3])] = &[
        // (1 vs 2), (2 vs 2), (NaN vs 2)
        (O::VCmpEqF32, [false, true, false]),
        (O::VCmpLgF32, [true, false, false]),
        (O::VCmpLtF32, [true, false, false]),
        (O::VCmpGeF32, [false, true, false]),
        (O::VCmpOF32, [true, true, false]),
        (O::VCmpUF32, [false, false, true]),
        (O::VCmpNeqF32, [true, false, true]),
        (O::VCmpNlgF32, [false, true, true]),
        (O::VCmpNgeF32, [true, false, true]),
        (O::VCmpNltF32, [false, true, true]),
        (O::VCmpNgtF32, [true, true, true]),
        (O::VCmpNleF32, [false, false, true]),
        (O::VCmpGtF32, [false, false, false]),
        (O::VCmpLeF32, [true, true, false]),
    ];
    for (op, want) in table {
        let body = [
            i(*op, vec![vcc(64)], vec![v(2), v(3)]),
            i(O::VCndmaskB32, vec![v(5)], vec![imm(0), imm(1), vcc(64)]),
        ];
        let ins = [
            [1f32.to_bits(), 2f32.to_bits(), 0],
            [2f32.to_bits(); 3],
            [f32::NAN.to_bits(), 2f32.to_bits(), 0],
        ];
        let got = per_lane(&body, &ins);
        let want: Vec<u32> = want.iter().map(|&b| u32::from(b)).collect();
        assert_eq!(got, want, "{op:?}");
    }
}

#[test]
fn cmp_class_every_class() {
    let values = [
        SNAN,
        f32::NAN,
        f32::NEG_INFINITY,
        -1.0,
        -f32::from_bits(1),
        -0.0,
        0.0,
        f32::from_bits(1),
        1.0,
        f32::INFINITY,
    ];
    for (bit, &x) in values.iter().enumerate() {
        let body = [
            i(O::VCmpClassF32, vec![vcc(64)], vec![v(2), v(3)]),
            i(O::VCndmaskB32, vec![v(5)], vec![imm(0), imm(1), vcc(64)]),
        ];
        let ins: Vec<[u32; 3]> = (0..10).map(|m| [x.to_bits(), 1 << m, 0]).collect();
        let got = per_lane(&body, &ins);
        let want: Vec<u32> = (0..10).map(|m| u32::from(m == bit)).collect();
        assert_eq!(got, want, "class of {x:?}");
    }
}

#[test]
fn vop3_modifiers_clamp_and_denormal_modes() {
    let m = Mods { neg: 0b01, abs: 0b10, e64: true, ..Mods::default() };
    let body = [im(O::VAddF32, vec![v(5)], vec![v(2), v(3)], m)];
    // -(3) + |-5| = 2
    assert_eq!(per_lane(&body, &[[3f32.to_bits(), (-5f32).to_bits(), 0]]), bits(&[2.0]));
    let c = Mods { clamp: true, e64: true, ..Mods::default() };
    let body = [im(O::VMulF32, vec![v(5)], vec![v(2), v(3)], c)];
    let ins = [
        [3f32.to_bits(), 2f32.to_bits(), 0],
        [(-3f32).to_bits(), 2f32.to_bits(), 0],
        [f32::NAN.to_bits(), 0, 0],
    ];
    assert_eq!(per_lane(&body, &ins), bits(&[1.0, 0.0, 0.0]));
    // f32 denormals: kept or flushed per the mode.
    let tiny = 2f32.powi(-130);
    let body = [i(O::VMulF32, vec![v(5)], vec![v(2), v(3)])];
    let ins = [[tiny.to_bits(), 1f32.to_bits(), 0]];
    assert_eq!(per_lane(&body, &ins), bits(&[tiny]));
    let flush = FloatMode { f32_denormals: false, ..FloatMode::default() };
    assert_eq!(per_lane_mode(Gen::Gfx9, flush, &body, &ins), bits(&[0.0]));
    // v_mac_f32 flushes whatever the mode, and rounds the product before the add.
    let body = [i(O::VMovB32, vec![v(5)], vec![v(4)]), i(O::VMacF32, vec![v(5)], vec![v(2), v(3)])];
    let ins = [[tiny.to_bits(), 1f32.to_bits(), 0], [1.5f32.to_bits(), 2f32.to_bits(), 1f32.to_bits()]];
    assert_eq!(per_lane(&body, &ins), bits(&[0.0, 4.0]));
    let e = one_wave_err(Gen::Gfx10_3, &[i(O::VMacF32, vec![v(5)], vec![v(2), v(3)]), end()]);
    assert!(matches!(e, SimError::Fault { fault: Fault::NotOnGen(Gen::Gfx10_3), index: 0, .. }), "{e}");
}

#[test]
fn f64_arithmetic_and_conversions() {
    let body = [
        i(O::VCvtF64F32, vec![v2(6)], vec![v(2)]),
        i(O::VCvtF64F32, vec![v2(8)], vec![v(3)]),
        i(O::VMulF64, vec![v2(10)], vec![v2(6), v2(8)]),
        i(O::VAddF64, vec![v2(10)], vec![v2(10), f(0.5)]),
        i(O::VFmaF64, vec![v2(10)], vec![v2(10), f(2.0), v2(6)]),
        i(O::VCvtF32F64, vec![v(5)], vec![v2(10)]),
    ];
    // ((3 * 1e-3) + 0.5) * 2 + 3, in f64 then rounded once.
    let a = 3f32;
    let b = 1e-3f32;
    let want = ((f64::from(a) * f64::from(b) + 0.5) * 2.0 + f64::from(a)) as f32;
    assert_eq!(per_lane(&body, &[[a.to_bits(), b.to_bits(), 0]]), bits(&[want]));
}

/// LLVM's IEEE f32 division sequence must give correctly rounded quotients, including
/// the ranges where `v_div_scale_f32` scales (huge and tiny quotients, denormal and huge
/// denominators) and the special cases `v_div_fixup_f32` handles.
#[test]
fn division_sequence_is_correctly_rounded() {
    let neg0 = Mods { neg: 1, e64: true, ..Mods::default() };
    let body = [
        i(O::VDivScaleF32, vec![v(6), s2(4)], vec![v(3), v(3), v(2)]),
        i(O::VDivScaleF32, vec![v(7), vcc(64)], vec![v(2), v(3), v(2)]),
        i(O::VRcpF32, vec![v(8)], vec![v(6)]),
        im(O::VFmaF32, vec![v(9)], vec![v(6), v(8), f(1.0)], neg0),
        i(O::VFmaF32, vec![v(8)], vec![v(9), v(8), v(8)]),
        i(O::VMulF32, vec![v(9)], vec![v(7), v(8)]),
        im(O::VFmaF32, vec![v(10)], vec![v(6), v(9), v(7)], neg0),
        i(O::VFmaF32, vec![v(9)], vec![v(10), v(8), v(9)]),
        im(O::VFmaF32, vec![v(6)], vec![v(6), v(9), v(7)], neg0),
        i(O::VDivFmasF32, vec![v(6)], vec![v(6), v(8), v(9)]),
        i(O::VDivFixupF32, vec![v(5)], vec![v(6), v(3), v(2)]),
    ];
    let mut pairs: Vec<(f32, f32)> = vec![
        (1.0, 3.0),
        (-7.0, 2.0),
        (2f32.powi(100), 2f32.powi(-30)), // exponent difference beyond 96
        (3e38, 1e-3),                     // overflow
        (1e-38, 3.0),                     // denormal quotient
        (f32::from_bits(1), 1e-44),       // denormal numerator and denominator
        (1.0, 3e38),                      // reciprocal of the denominator is denormal
        (1e-30, 3e38),                    // both: tiny quotient, huge denominator
        (5e-39, 7e-39),                   // denormal / denormal
        (1e-35, 0.5),                     // tiny numerator
        (0.0, 0.0),
        (1.0, 0.0),
        (-1.0, 0.0),
        (0.0, -5.0),
        (f32::INFINITY, f32::INFINITY),
        (f32::INFINITY, -2.0),
        (3.0, f32::NEG_INFINITY),
        (f32::NAN, 1.0),
        (1.0, f32::NAN),
        (f32::MAX, f32::MIN_POSITIVE),
        (f32::MIN_POSITIVE, f32::MAX),
    ];
    let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
    while pairs.len() < 64 * 6 {
        let seed = rng.next();
        let a = f32::from_bits(seed as u32);
        let b = f32::from_bits((seed >> 32) as u32);
        if a.is_finite() && b.is_finite() && b != 0.0 {
            pairs.push((a, b));
        }
    }
    for chunk in pairs.chunks(64) {
        let ins: Vec<[u32; 3]> = chunk.iter().map(|(a, b)| [a.to_bits(), b.to_bits(), 0]).collect();
        let got = per_lane(&body, &ins);
        for ((a, b), g) in chunk.iter().zip(got) {
            let want = a / b;
            let g = f32::from_bits(g);
            assert!(
                g.to_bits() == want.to_bits() || (g.is_nan() && want.is_nan()),
                "{a:e} / {b:e}: got {g:e} ({:#x}), want {want:e} ({:#x})",
                g.to_bits(),
                want.to_bits()
            );
        }
    }
}

// ---- control flow and exec ---------------------------------------------------------------------

/// if (lane < 10) v1 = 111; if (lane == 100) v2 = 5 (no lane: the branch skips it); a
/// divergent loop running each lane `lane % 7` times; a uniform loop summing 0..10.
fn control_flow_program(ws: u32) -> Vec<Inst> {
    let (and_saveexec, or, and, mov) = if ws == 32 {
        (O::SAndSaveexecB32, O::SOrB32, O::SAndB32, O::SMovB32)
    } else {
        (O::SAndSaveexecB64, O::SOrB64, O::SAndB64, O::SMovB64)
    };
    let ex = exec(ws);
    vec![
        i(O::VCmpLtU32, vec![vcc(ws)], vec![v(0), imm(10)]),
        i(and_saveexec, vec![smask(0, ws), scc()], vec![vcc(ws)]),
        i(O::SCbranchExecz, vec![], vec![Operand::Label(1)]),
        i(O::VMovB32, vec![v(1)], vec![imm(111)]),
        label(1),
        i(or, vec![ex, scc()], vec![ex, smask(0, ws)]),
        i(O::VCmpEqU32, vec![vcc(ws)], vec![v(0), imm(100)]),
        i(and_saveexec, vec![smask(2, ws), scc()], vec![vcc(ws)]),
        i(O::SCbranchExecz, vec![], vec![Operand::Label(2)]),
        i(O::VMovB32, vec![v(2)], vec![imm(5)]),
        label(2),
        i(mov, vec![ex], vec![smask(2, ws)]),
        // Divergent loop: v3 counts up to lane % 7.
        i(O::VMovB32, vec![v(3)], vec![imm(0)]),
        i(O::VMovB32, vec![v(5)], vec![imm(7)]),
        i(O::VCvtF32U32, vec![v(6)], vec![v(0)]),
        i(mov, vec![smask(4, ws)], vec![ex]),
        i(O::VMulHiU32, vec![v(4)], vec![v(0), imm(0x2492_4925)]), // floor(lane / 7) for lane < 2^?
        i(O::VMulLoU32, vec![v(4)], vec![v(4), imm(7)]),
        i(O::VSubU32, vec![v(4)], vec![v(0), v(4)]), // lane % 7
        label(3),
        i(O::VCmpLtU32, vec![vcc(ws)], vec![v(3), v(4)]),
        i(and, vec![ex, scc()], vec![ex, vcc(ws)]),
        i(O::SCbranchExecz, vec![], vec![Operand::Label(4)]),
        i(O::VAddU32, vec![v(3)], vec![v(3), imm(1)]),
        i(O::SBranch, vec![], vec![Operand::Label(3)]),
        label(4),
        i(mov, vec![ex], vec![smask(4, ws)]),
        // Uniform loop.
        i(O::SMovB32, vec![s(8)], vec![imm(0)]),
        i(O::SMovB32, vec![s(9)], vec![imm(0)]),
        label(5),
        i(O::SAddU32, vec![s(9), scc()], vec![s(9), s(8)]),
        i(O::SAddU32, vec![s(8), scc()], vec![s(8), imm(1)]),
        i(O::SCmpLtU32, vec![scc()], vec![s(8), imm(10)]),
        i(O::SCbranchScc1, vec![], vec![Operand::Label(5), scc()]),
        // vccz / vccnz on a mask of the wave's width.
        i(O::VCmpEqU32, vec![vcc(ws)], vec![v(0), imm(i64::from(ws) - 1)]),
        i(O::SMovB32, vec![s(10)], vec![imm(0)]),
        i(O::SCbranchVccz, vec![], vec![Operand::Label(6)]),
        i(O::SMovB32, vec![s(10)], vec![imm(1)]),
        label(6),
        end(),
    ]
}

#[test]
fn exec_masks_branches_and_loops_in_both_wave_sizes() {
    for (gen, ws) in [(Gen::Gfx9, 64u32), (Gen::Gfx10, 32), (Gen::Gfx10_3, 64)] {
        let w = one_wave(gen, ws, &control_flow_program(ws));
        for l in 0..ws as usize {
            assert_eq!(w.vgpr(1, l), Some(if l < 10 { 111 } else { 0 }), "{gen:?} lane {l}");
            assert_eq!(w.vgpr(2, l), Some(0));
            assert_eq!(w.vgpr(3, l), Some(l as u32 % 7), "{gen:?} divergent loop, lane {l}");
        }
        assert_eq!(w.exec(), if ws == 32 { 0xffff_ffff } else { u64::MAX }, "exec restored");
        assert_eq!(sgpr(&w, 9), 45);
        assert_eq!(sgpr(&w, 10), 1, "vcc has the last lane's bit: vccz not taken");
    }
}

#[test]
fn inactive_lanes_keep_their_values() {
    let p = vec![
        i(O::VMovB32, vec![v(1)], vec![imm(7)]),
        i(O::VCmpGeU32, vec![vcc(64)], vec![v(0), imm(60)]),
        i(O::SMovB64, vec![exec(64)], vec![vcc(64)]),
        i(O::VMovB32, vec![v(1)], vec![imm(9)]),
        i(O::VCmpEqU32, vec![s2(4)], vec![v(0), v(0)]),
        end(),
    ];
    let w = one_wave(Gen::Gfx9, 64, &p);
    for l in 0..64 {
        assert_eq!(w.vgpr(1, l), Some(if l >= 60 { 9 } else { 7 }));
    }
    assert_eq!(
        u64::from(sgpr(&w, 4)) | u64::from(sgpr(&w, 5)) << 32,
        0xf << 60,
        "inactive lanes compare as 0"
    );
}

// ---- memory -------------------------------------------------------------------------------------

fn mem_with(buffers: &[(u64, Vec<u8>)]) -> Memory {
    let mut m = Memory::new();
    for (b, d) in buffers {
        m.map(*b, d.clone()).unwrap_or_else(|e| panic!("{e}"));
    }
    m
}

/// out[lane] = in[lane] * 2 + 1 through each generation's global access form.
#[test]
fn global_access_forms_per_generation() {
    let input: Vec<u32> = (0..64).map(|x| x * 3).collect();
    for gen in [Gen::Gfx6, Gen::Gfx7, Gen::Gfx8, Gen::Gfx9, Gen::Gfx10] {
        let mut mem = mem_with(&[(0x10_0000_0000, bytes(&input)), (0x20_0000_0000, vec![0; 256])]);
        let mut p = vec![
            i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]),
            i(O::VAddCoU32, vec![v(2), s2(20)], vec![s(0), v(1)]),
            i(O::VAddcCoU32, vec![v(3), s2(22)], vec![s(1), imm(0), s2(20)]),
            i(O::VAddCoU32, vec![v(4), s2(20)], vec![s(2), v(1)]),
            i(O::VAddcCoU32, vec![v(5), s2(22)], vec![s(3), imm(0), s2(20)]),
        ];
        let (ld, st) = match gen {
            Gen::Gfx6 => (
                im(
                    O::BufferLoadDword,
                    vec![v(6)],
                    vec![v2(2), s4(8), imm(0)],
                    Mods { addr64: true, ..Mods::default() },
                ),
                im(
                    O::BufferStoreDword,
                    vec![],
                    vec![v(7), v2(4), s4(8), imm(0)],
                    Mods { addr64: true, ..Mods::default() },
                ),
            ),
            Gen::Gfx7 | Gen::Gfx8 => (
                i(O::GlobalLoadDword, vec![v(6)], vec![v2(2)]),
                i(O::GlobalStoreDword, vec![], vec![v2(4), v(7)]),
            ),
            _ => (
                i(O::GlobalLoadDword, vec![v(6)], vec![v2(2), Operand::Off]),
                i(O::GlobalStoreDword, vec![], vec![v2(4), v(7), Operand::Off]),
            ),
        };
        p.push(ld);
        p.push(i(O::VMadU32U24, vec![v(7)], vec![v(6), imm(2), imm(1)]));
        p.push(st);
        p.push(end());
        let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
        l.user_sgprs = vec![0, 0x10, 0, 0x20, 0, 0, 0, 0, 0, 0, u32::MAX, 0xf000];
        dispatch(gen, &p, &l, &mut mem);
        let out = words(mem.buffer(0x20_0000_0000).unwrap_or_default());
        let want: Vec<u32> = input.iter().map(|x| x * 2 + 1).collect();
        assert_eq!(out, want, "{gen:?}");
    }
}

#[test]
fn global_saddr_offsets_and_sub_dword_accesses() {
    let mut mem = mem_with(&[(0x4000, vec![0x80, 0xff, 0x34, 0x12, 1, 2, 3, 4]), (0x5000, vec![0; 64])]);
    let p = vec![
        i(O::VMovB32, vec![v(1)], vec![imm(0)]),
        im(O::GlobalLoadSbyte, vec![v(2)], vec![v(1), s2(0)], off(0)),
        im(O::GlobalLoadUbyte, vec![v(3)], vec![v(1), s2(0)], off(0)),
        im(O::GlobalLoadSshort, vec![v(4)], vec![v(1), s2(0)], off(0)),
        im(O::GlobalLoadUshort, vec![v(5)], vec![v(1), s2(0)], off(2)),
        im(O::GlobalLoadDwordx2, vec![v2(6)], vec![v(1), s2(0)], off(0)),
        i(O::GlobalStoreDwordx4, vec![], vec![v(1), Operand::tuple(Reg::V(2), 4), s2(2)]),
        im(O::GlobalStoreShort, vec![], vec![v(1), v(3), s2(2)], off(16)),
        im(O::GlobalStoreByte, vec![], vec![v(1), v(4), s2(2)], off(19)),
        im(O::GlobalStoreDwordx2, vec![], vec![v(1), v2(6), s2(2)], off(24)),
        end(),
    ];
    let mut l = Launch::new(64, [1, 1, 1], [1, 1, 1]);
    l.user_sgprs = vec![0x4000, 0, 0x5000, 0];
    dispatch(Gen::Gfx9, &p, &l, &mut mem);
    let out = words(mem.buffer(0x5000).unwrap_or_default());
    assert_eq!(out[0], 0xffff_ff80);
    assert_eq!(out[1], 0x80);
    assert_eq!(out[2], 0xffff_ff80);
    assert_eq!(out[3], 0x1234);
    assert_eq!(out[4], 0x8000_0080, "short 0x80 at 16, byte 0x80 at 19");
    assert_eq!(&out[6..8], &[0x1234_ff80, 0x0403_0201]);
}

#[test]
fn out_of_bounds_access_names_instruction_lane_and_address() {
    let mut mem = mem_with(&[(0x1000, vec![0; 64])]);
    let p = vec![
        i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]),
        label(0),
        i(O::VMovB32, vec![v(2)], vec![imm(0)]),
        i(O::GlobalStoreDword, vec![], vec![v(1), v(0), s2(0)]),
        end(),
    ];
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.user_sgprs = vec![0x1000, 0];
    let e = run(Gen::Gfx9, &p, &l, &mut mem).err();
    match e {
        Some(SimError::Fault {
            index: 3,
            lane: Some(16),
            fault: Fault::OutOfBounds { space, address, size },
            ..
        }) => {
            assert_eq!((space, address, size), (Space::Global, 0x1040, 4));
        }
        other => panic!("{other:?}"),
    }
    let text = run(Gen::Gfx9, &p, &l, &mut mem).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(text.contains("instruction 3") && text.contains("lane 16") && text.contains("0x1040"), "{text}");
}

#[test]
fn global_atomics_apply_in_lane_order() {
    let mut mem = mem_with(&[(0x1000, bytes(&[0, 0, 100, 0xffff_ffff, 7])), (0x2000, vec![0; 256 * 3])]);
    let p = vec![
        i(O::VMovB32, vec![v(1)], vec![imm(0)]),
        i(O::VMovB32, vec![v(2)], vec![imm(1)]),
        im(O::GlobalAtomicAdd, vec![v(3)], vec![v(1), v(2), s2(0)], Mods { glc: true, ..Mods::default() }),
        // compare-swap: data = (new, compare); lane l swaps l -> l + 1.
        i(O::VAddU32, vec![v(4)], vec![v(0), imm(1)]),
        i(O::VMovB32, vec![v(5)], vec![v(0)]),
        im(
            O::GlobalAtomicCmpswap,
            vec![v(6)],
            vec![v(1), v2(4), s2(0)],
            Mods { offset: 4, glc: true, ..Mods::default() },
        ),
        im(O::GlobalAtomicSmin, vec![], vec![v(1), v(0), s2(0)], off(8)),
        im(O::GlobalAtomicUmax, vec![], vec![v(1), v(0), s2(0)], off(12)),
        im(O::GlobalAtomicXor, vec![v(7)], vec![v(1), v(0), s2(0)], off(16)),
        i(O::VLshlrevB32, vec![v(8)], vec![imm(2), v(0)]),
        i(O::GlobalStoreDword, vec![], vec![v(8), v(3), s2(2)]),
        im(O::GlobalStoreDword, vec![], vec![v(8), v(6), s2(2)], off(256)),
        im(O::GlobalStoreDword, vec![], vec![v(8), v(7), s2(2)], off(512)),
        end(),
    ];
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.user_sgprs = vec![0x1000, 0, 0x2000, 0];
    dispatch(Gen::Gfx9, &p, &l, &mut mem);
    let m = words(mem.buffer(0x1000).unwrap_or_default());
    let xor_all = (0..64u32).fold(7, |a, b| a ^ b);
    assert_eq!(m, vec![64, 64, 0, 0xffff_ffff, xor_all]);
    let out = words(mem.buffer(0x2000).unwrap_or_default());
    let mut x = 7u32;
    for l in 0..64u32 {
        assert_eq!(out[l as usize], l, "add returns the running value");
        assert_eq!(out[64 + l as usize], l, "cmpswap returns the old value");
        assert_eq!(out[128 + l as usize], x);
        x ^= l;
    }
}

#[test]
fn private_memory_is_per_lane() {
    let mut mem = Memory::new();
    let mut l = Launch::new(64, [128, 1, 1], [128, 1, 1]);
    l.user_sgprs = scratch_descriptor().to_vec();
    l.private_segment_wave_offset = true;
    l.private_size = 16;
    l.keep_waves = true;
    let offen = Mods { offen: true, offset: 8, ..Mods::default() };
    let p = vec![
        i(O::VMovB32, vec![v(1)], vec![imm(4)]),
        i(O::VAddU32, vec![v(2)], vec![v(0), imm(500)]),
        im(O::BufferStoreDword, vec![], vec![v(2), v(1), s4(0), s(4)], offen),
        i(O::VMovB32, vec![v(3)], vec![imm(0)]),
        im(O::BufferLoadDword, vec![v(3)], vec![v(1), s4(0), s(4)], offen),
        im(O::BufferLoadDword, vec![v(5)], vec![Operand::Off, s4(0), imm(12)], Mods::default()),
        end(),
    ];
    let out = dispatch(Gen::Gfx9, &p, &l, &mut mem);
    assert_eq!(out.waves.len(), 2);
    for (k, w) in out.waves.iter().enumerate() {
        for lane in 0..64 {
            let id = (k * 64 + lane) as u32;
            assert_eq!(w.vgpr(3, lane), Some(id + 500));
            assert_eq!(w.vgpr(5, lane), Some(id + 500), "soffset 12 reaches the same slot");
        }
    }
    // Beyond the 16 private bytes.
    let bad =
        vec![im(O::BufferLoadDword, vec![v(3)], vec![Operand::Off, s4(0), imm(16)], Mods::default()), end()];
    match run(Gen::Gfx9, &bad, &l, &mut mem) {
        Err(SimError::Fault {
            fault: Fault::OutOfBounds { space: Space::Private, .. },
            lane: Some(0),
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn raw_buffer_range_check_drops_out_of_range_lanes() {
    let mut mem = mem_with(&[(0x1000, bytes(&(0..64).map(|x| x + 1).collect::<Vec<u32>>()))]);
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    // 16 records of one byte: lanes 0..4 are in range.
    l.user_sgprs = vec![0x1000, 0, 16, 0];
    l.keep_waves = true;
    let p = vec![
        i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]),
        im(
            O::BufferLoadDword,
            vec![v(2)],
            vec![v(1), s4(0), imm(0)],
            Mods { offen: true, ..Mods::default() },
        ),
        end(),
    ];
    let out = dispatch(Gen::Gfx8, &p, &l, &mut mem);
    let w = &out.waves[0];
    for lane in 0..64 {
        assert_eq!(w.vgpr(2, lane), Some(if lane < 4 { lane as u32 + 1 } else { 0 }));
    }
}

// ---- LDS, barriers, cross-lane ---------------------------------------------------------------

fn lds_exchange(with_barrier: bool, gen: Gen, ws: u32) -> Vec<u32> {
    let mut mem = mem_with(&[(0x1000, vec![0; 1024])]);
    let mut p = vec![
        i(O::SMovB32, vec![Operand::reg(Reg::M0)], vec![imm(-1)]),
        i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]),
        i(O::VAddU32, vec![v(2)], vec![v(0), imm(1000)]),
        i(O::DsWriteB32, vec![], vec![v(1), v(2)]),
    ];
    if with_barrier {
        p.push(i(O::SWaitcnt, vec![], vec![imm(0)]));
        p.push(i(O::SBarrier, vec![], vec![]));
    }
    p.extend([
        i(O::VSubU32, vec![v(3)], vec![imm(255), v(0)]),
        i(O::VLshlrevB32, vec![v(3)], vec![imm(2), v(3)]),
        i(O::DsReadB32, vec![v(4)], vec![v(3)]),
        i(O::GlobalStoreDword, vec![], vec![v(1), v(4), s2(0)]),
        end(),
    ]);
    let mut l = Launch::new(ws, [256, 1, 1], [256, 1, 1]);
    l.user_sgprs = vec![0x1000, 0];
    l.lds_size = 1024;
    let out = dispatch(gen, &p, &l, &mut mem);
    assert_eq!(out.waves_run, u64::from(256 / ws));
    words(mem.buffer(0x1000).unwrap_or_default())
}

#[test]
fn barrier_orders_lds_between_waves() {
    for (gen, ws) in [(Gen::Gfx9, 64), (Gen::Gfx10, 32), (Gen::Gfx10_3, 64)] {
        let got = lds_exchange(true, gen, ws);
        let want: Vec<u32> = (0..256).map(|i| 1000 + 255 - i).collect();
        assert_eq!(got, want, "{gen:?} wave{ws}");
    }
    // Without the barrier the first wave reads before the last one wrote.
    let got = lds_exchange(false, Gen::Gfx9, 64);
    assert_eq!(got[0], 0);
    assert_eq!(got[255], 1000, "the last wave reads what the first wrote");
}

#[test]
fn lds_m0_bound_on_gfx8_and_bounds_everywhere() {
    let p = vec![i(O::VMovB32, vec![v(1)], vec![imm(0)]), i(O::DsReadB32, vec![v(2)], vec![v(1)]), end()];
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.lds_size = 64;
    l.fill = 0;
    match run(Gen::Gfx8, &p, &l, &mut Memory::new()) {
        Err(SimError::Fault { index: 1, lane: Some(0), fault: Fault::BeyondM0 { .. }, .. }) => {}
        other => panic!("{other:?}"),
    }
    assert!(run(Gen::Gfx9, &p, &l, &mut Memory::new()).is_ok(), "gfx9 does not check M0");
    let p = vec![
        i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(0)]),
        im(O::DsWriteB32, vec![], vec![v(1), v(0)], off(4)),
        end(),
    ];
    match run(Gen::Gfx9, &p, &l, &mut Memory::new()) {
        Err(SimError::Fault {
            lane: Some(15),
            fault: Fault::OutOfBounds { space: Space::Lds, address: 64, .. },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    let p = vec![i(O::VMovB32, vec![v(1)], vec![imm(2)]), i(O::DsReadB32, vec![v(2)], vec![v(1)]), end()];
    match run(Gen::Gfx9, &p, &l, &mut Memory::new()) {
        Err(SimError::Fault {
            fault: Fault::Misaligned { space: Space::Lds, address: 2, size: 4 }, ..
        }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn lds_atomics_and_sub_dword() {
    let p = vec![
        i(O::VMovB32, vec![v(1)], vec![imm(0)]),
        i(O::VMovB32, vec![v(2)], vec![imm(1)]),
        i(O::DsWriteB32, vec![], vec![v(1), v(1)]),
        im(O::DsWriteB64, vec![], vec![v(1), v2(1)], off(8)), // 0, 1 at 8 and 12
        i(O::DsAddRtnU32, vec![v(3)], vec![v(1), v(2)]),
        // cmpst: data0 = compare (lane), data1 = new (lane + 1) at address 4.
        i(O::VAddU32, vec![v(4)], vec![v(0), imm(1)]),
        im(O::DsCmpstRtnB32, vec![v(5)], vec![v(1), v(0), v(4)], off(4)),
        im(O::DsMaxRtnI32, vec![v(6)], vec![v(1), v(0)], off(8)),
        im(O::DsSubU32, vec![], vec![v(1), v(2)], off(12)),
        im(O::DsWrxchgRtnB32, vec![v(7)], vec![v(1), v(0)], off(16)),
        im(O::DsWriteB8, vec![], vec![v(1), imm(0xfe)], off(20)),
        im(O::DsWriteB16, vec![], vec![v(1), imm(0x8001)], off(22)),
        im(O::DsReadI8, vec![v(8)], vec![v(1)], off(20)),
        im(O::DsReadU8, vec![v(9)], vec![v(1)], off(20)),
        im(O::DsReadI16, vec![v(10)], vec![v(1)], off(22)),
        im(O::DsReadU16, vec![v(11)], vec![v(1)], off(22)),
        im(O::DsReadB64, vec![v2(12)], vec![v(1)], off(0)),
        im(O::DsReadB64, vec![v2(14)], vec![v(1)], off(8)),
        im(O::DsReadB32, vec![v(16)], vec![v(1)], off(16)),
        end(),
    ];
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.lds_size = 32;
    l.keep_waves = true;
    let out = dispatch(Gen::Gfx9, &p, &l, &mut Memory::new());
    let w = &out.waves[0];
    for lane in 0..64u32 {
        let at = |r: usize| w.vgpr(r, lane as usize).unwrap_or(0xdead);
        assert_eq!(at(3), lane);
        assert_eq!(at(5), lane);
        assert_eq!(at(6), if lane == 0 { 0 } else { lane - 1 });
        assert_eq!(at(7), if lane == 0 { 0 } else { lane - 1 });
        assert_eq!((at(8), at(9), at(10), at(11)), (0xffff_fffe, 0xfe, 0xffff_8001, 0x8001));
        assert_eq!((at(12), at(13)), (64, 64));
        assert_eq!((at(14), at(15)), (63, 1u32.wrapping_sub(64)));
        assert_eq!(at(16), 63);
    }
}

#[test]
fn ds_swizzle_modes_and_inactive_sources() {
    let p = |pattern: i32, odd_only: bool| {
        let mut p = vec![i(O::VAddU32, vec![v(1)], vec![v(0), imm(100)])];
        if odd_only {
            p.push(i(O::VAndB32, vec![v(2)], vec![imm(1), v(0)]));
            p.push(i(O::VCmpEqU32, vec![vcc(64)], vec![v(2), imm(1)]));
            p.push(i(O::SMovB64, vec![exec(64)], vec![vcc(64)]));
        }
        p.push(im(O::DsSwizzleB32, vec![v(3)], vec![v(1)], off(pattern)));
        p.push(end());
        p
    };
    let got = |pattern, odd| lanes(&one_wave(Gen::Gfx9, 64, &p(pattern, odd)), 3);
    // QUAD_PERM(1,0,3,2) = 0x80b1: swap neighbours.
    let g = got(0x80b1, false);
    assert!((0..64).all(|l| g[l] == (l as u32 ^ 1) + 100));
    // BITMASK_PERM SWAP,16 = 0x401f: xor 16 within each 32-lane half.
    let g = got(0x401f, false);
    assert!((0..64).all(|l| g[l] == (l as u32 ^ 16) + 100));
    // BROADCAST,4,1 = 0x003c: and 0x1c, or 1.
    let g = got(0x003c, false);
    assert!((0..64).all(|l| g[l] == ((l as u32 & 0x3c) | 1) + 100), "{g:?}");
    // Odd lanes read even (inactive) lanes: 0.
    let g = got(0x80b1, true);
    assert!((0..64).filter(|l| l % 2 == 1).all(|l| g[l] == 0), "{g:?}");
}

#[test]
fn ds_bpermute_wraps_at_the_wave_size() {
    for (gen, ws) in [(Gen::Gfx9, 64u32), (Gen::Gfx10, 32)] {
        let p = vec![
            i(O::VAddU32, vec![v(1)], vec![v(0), imm(33)]),
            i(O::VLshlrevB32, vec![v(1)], vec![imm(2), v(1)]),
            i(O::VMulLoU32, vec![v(2)], vec![v(0), imm(10)]),
            i(O::VCmpNeU32, vec![vcc(ws)], vec![v(0), imm(3)]),
            i(if ws == 32 { O::SMovB32 } else { O::SMovB64 }, vec![exec(ws)], vec![vcc(ws)]),
            im(O::DsBpermuteB32, vec![v(3)], vec![v(1), v(2)], off(0)),
            end(),
        ];
        let g = lanes(&one_wave(gen, ws, &p), 3);
        for l in 0..ws {
            let src = (l + 33) % ws;
            let want = if l == 3 || src == 3 { 0 } else { src * 10 };
            assert_eq!(g[l as usize], want, "{gen:?} lane {l}");
        }
    }
    let p = vec![i(O::DsBpermuteB32, vec![v(3)], vec![v(1), v(2)]), end()];
    assert!(matches!(
        try_one_wave(Gen::Gfx7, 64, &p),
        Err(SimError::Fault { fault: Fault::NotOnGen(Gen::Gfx7), .. })
    ));
}

// ---- dispatch ---------------------------------------------------------------------------------

#[test]
fn grid_of_partial_workgroups_with_ids_and_kernargs() {
    let (nx, ny) = (100u32, 3u32);
    let mut mem = mem_with(&[(0x9000, vec![0; 4 * 300])]);
    let mut ka = Vec::new();
    ka.extend_from_slice(&0x9000u64.to_le_bytes());
    ka.extend_from_slice(&nx.to_le_bytes());
    let mut l = Launch::new(64, [nx, ny, 1], [64, 2, 1]);
    l.user_sgprs = vec![0, 0];
    l.kernarg = Some(Kernarg { address: 0x100, bytes: ka, sgpr: 0 });
    l.workgroup_id_sgprs = [true, true, false];
    l.workitem_id_vgprs = 2;
    let p = vec![
        i(O::SLoadDwordx2, vec![s2(4)], vec![s2(0)]),
        im(O::SLoadDword, vec![s(6)], vec![s2(0)], off(8)),
        i(O::SWaitcnt, vec![], vec![imm(0)]),
        i(O::VMadU32U24, vec![v(3)], vec![s(2), imm(64), v(0)]), // global x
        i(O::VMadU32U24, vec![v(4)], vec![s(3), imm(2), v(1)]),  // global y
        i(O::VMadU32U24, vec![v(5)], vec![v(4), s(6), v(3)]),    // linear
        i(O::VLshlrevB32, vec![v(6)], vec![imm(16), v(4)]),
        i(O::VOrB32, vec![v(6)], vec![v(6), v(3)]),
        i(O::VLshlrevB32, vec![v(5)], vec![imm(2), v(5)]),
        i(O::GlobalStoreDword, vec![], vec![v(5), v(6), s2(4)]),
        end(),
    ];
    let out = dispatch(Gen::Gfx9, &p, &l, &mut mem);
    assert_eq!(out.workgroups, 4);
    // Workgroups: 128 items (2 waves), 72 (2 waves: 64 + 8... packed x-fastest), 64, 36.
    assert_eq!(out.waves_run, 2 + 2 + 1 + 1);
    let got = words(mem.buffer(0x9000).unwrap_or_default());
    for y in 0..ny {
        for x in 0..nx {
            assert_eq!(got[(y * nx + x) as usize], x | y << 16, "({x}, {y})");
        }
    }
    assert!(mem.buffer(0x100).is_some(), "the kernargs stay mapped");
}

#[test]
fn three_dimensional_ids_and_system_sgprs() {
    let mut l = Launch::new(32, [4, 4, 4], [2, 4, 4]);
    l.user_sgprs = vec![7];
    l.workgroup_id_sgprs = [true, false, true];
    l.private_segment_wave_offset = true;
    l.workitem_id_vgprs = 3;
    l.keep_waves = true;
    l.fill = 0xcafe;
    let out = dispatch(Gen::Gfx10_3, &[end()], &l, &mut Memory::new());
    assert_eq!(out.waves.len(), 2);
    let w = &out.waves[1];
    assert_eq!(w.id(), ([1, 0, 0], 0));
    assert_eq!((sgpr(w, 0), sgpr(w, 1), sgpr(w, 2), sgpr(w, 3), sgpr(w, 4)), (7, 1, 0, 0, 0xcafe));
    for lane in 0..32 {
        assert_eq!(w.vgpr(0, lane), Some(lane as u32 % 2));
        assert_eq!(w.vgpr(1, lane), Some(lane as u32 / 2 % 4));
        assert_eq!(w.vgpr(2, lane), Some(lane as u32 / 8));
    }
    assert_eq!(w.exec(), 0xffff_ffff);
}

// ---- errors and robustness --------------------------------------------------------------------

fn one_wave_err(gen: Gen, p: &[Inst]) -> SimError {
    match try_one_wave(gen, if gen >= Gen::Gfx10 { 32 } else { 64 }, p) {
        Err(e) => e,
        Ok(_) => panic!("expected an error"),
    }
}

#[test]
fn errors_are_located() {
    let e = one_wave_err(Gen::Gfx9, &[i(O::SBranch, vec![], vec![Operand::Label(7)])]);
    assert!(matches!(e, SimError::Fault { index: 0, fault: Fault::UnknownLabel(7), .. }), "{e}");
    let e = one_wave_err(Gen::Gfx9, &[i(O::VMovB32, vec![v(1)], vec![v(0)])]);
    assert!(matches!(e, SimError::Fault { index: 1, fault: Fault::FellOffEnd, .. }), "{e}");
    let e = one_wave_err(Gen::Gfx9, &[i(O::VMovB32, vec![Operand::reg(Reg::VirtV(3))], vec![v(0)]), end()]);
    assert!(matches!(e, SimError::Fault { index: 0, fault: Fault::Operand(_), .. }), "{e}");
    let e = one_wave_err(Gen::Gfx9, &[i(O::ParallelCopy, vec![v(1)], vec![v(0)]), end()]);
    assert!(matches!(e, SimError::Fault { fault: Fault::Pseudo, .. }), "{e}");
    let e = one_wave_err(Gen::Gfx9, &[i(O::SMovB32, vec![s(102)], vec![imm(0)]), end()]);
    assert!(e.to_string().contains("s102"), "{e}");
    assert!(try_one_wave(Gen::Gfx10, 32, &[i(O::SMovB32, vec![s(105)], vec![imm(0)]), end()]).is_ok());
    let e = one_wave_err(Gen::Gfx6, &[i(O::GlobalLoadDword, vec![v(1)], vec![v2(2), Operand::Off]), end()]);
    assert!(matches!(e, SimError::Fault { fault: Fault::NotOnGen(Gen::Gfx6), .. }), "{e}");
    let addr64 = Mods { addr64: true, ..Mods::default() };
    let e = one_wave_err(
        Gen::Gfx9,
        &[im(O::BufferLoadDword, vec![v(1)], vec![v2(2), s4(0), imm(0)], addr64), end()],
    );
    assert!(matches!(e, SimError::Fault { fault: Fault::NotOnGen(Gen::Gfx9), .. }), "{e}");
    let e = one_wave_err(Gen::Gfx9, &[i(O::VAddU32, vec![v(1)], vec![v(0)]), end()]);
    assert!(e.to_string().contains("instruction 0 (v_add_u32)"), "{e}");
    match try_one_wave(Gen::Gfx9, 32, &[end()]) {
        Err(SimError::Launch(_)) => {}
        other => panic!("{other:?}"),
    }
    let mut huge = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    huge.private_size = u32::MAX;
    assert!(matches!(run(Gen::Gfx9, &[end()], &huge, &mut Memory::new()), Err(SimError::Launch(_))));
    let dup = [label(1), label(1), end()];
    assert!(matches!(try_one_wave(Gen::Gfx9, 64, &dup), Err(SimError::Program(_))));
}

#[test]
fn step_limit_stops_endless_loops() {
    let p = vec![label(0), i(O::SBranch, vec![], vec![Operand::Label(0)])];
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.step_limit = 1000;
    match run(Gen::Gfx9, &p, &l, &mut Memory::new()) {
        Err(SimError::StepLimit { limit: 1000, index: 1, .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn memory_map_rejects_overlaps() {
    let mut m = Memory::new();
    assert!(m.map(0x1000, vec![0; 16]).is_ok());
    assert!(m.map(0x100f, vec![0; 1]).is_err());
    assert!(m.map(0x0ff8, vec![0; 9]).is_err());
    assert!(m.map(0x1010, vec![0; 1]).is_ok());
    assert!(m.map(u64::MAX, vec![0; 2]).is_err());
    assert!(m.map(0x5000, vec![]).is_err());
    assert_eq!(m.unmap(0x1010), Some(vec![0]));
}

/// Every opcode with arbitrary operands and modifiers on every generation and wave size:
/// an error or a result, never a panic.
#[test]
fn arbitrary_instructions_never_panic() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut next = move || rng.next();
    let regs = [
        Reg::S(0),
        Reg::S(100),
        Reg::S(105),
        Reg::V(0),
        Reg::V(254),
        Reg::V(255),
        Reg::Vcc,
        Reg::VccHi,
        Reg::Exec,
        Reg::ExecHi,
        Reg::M0,
        Reg::Null,
        Reg::Scc,
        Reg::VirtS(1),
        Reg::VirtV(2),
    ];
    let gens = [
        (Gen::Gfx6, 64),
        (Gen::Gfx7, 64),
        (Gen::Gfx8, 64),
        (Gen::Gfx9, 64),
        (Gen::Gfx10, 32),
        (Gen::Gfx10_3, 64),
    ];
    let mut mem = Memory::new();
    let _ = mem.map(0, vec![0; 4096]);
    for round in 0..3000usize {
        let op = O::ALL[round % O::ALL.len()];
        let operand = |n: u64| match n % 8 {
            0..=3 => Operand::tuple(
                regs[(n >> 8) as usize % regs.len()],
                [1u8, 2, 4, 0, 3][(n >> 16) as usize % 5],
            ),
            4 => Operand::Imm((n >> 8) as i64 - (1 << 40)),
            5 => Operand::F32(f32::from_bits((n >> 20) as u32)),
            6 => Operand::Label((n >> 8) as u32 % 3),
            _ => Operand::Off,
        };
        let nd = (next() % 3) as usize;
        let ns = (next() % 5) as usize;
        let defs: Vec<_> = (0..nd).map(|_| operand(next())).collect();
        let srcs: Vec<_> = (0..ns).map(|_| operand(next())).collect();
        let r = next();
        let mods = Mods {
            offset: (r % 70000) as i32 - 1000,
            offset1: (r >> 20) as u8,
            glc: r >> 30 & 1 == 1,
            slc: false,
            dlc: false,
            addr64: r >> 31 & 1 == 1,
            offen: r >> 32 & 1 == 1,
            neg: (r >> 33) as u8 & 7,
            abs: (r >> 36) as u8 & 7,
            clamp: r >> 39 & 1 == 1,
            e64: false,
        };
        let (gen, ws) = gens[(r >> 40) as usize % gens.len()];
        let prog = vec![label(0), label(2), Inst::new(op, defs, srcs).with_mods(mods), end()];
        let mut l = Launch::new(ws, [ws * 2, 1, 1], [ws * 2, 1, 1]);
        l.lds_size = 256;
        l.private_size = 8;
        l.user_sgprs = vec![0, 0, 0x100, 0];
        l.step_limit = 50;
        let _ = run(gen, &prog, &l, &mut mem);
    }
}

/// Relaxed long branches (`s_getpc_b64`/`s_add_u32`/`s_addc_u32`/`s_setpc_b64`, the
/// conditional one inverted over it) run like the short ones would: the loop runs its
/// 40,000-nop body twice and leaves with s0 = 3.
#[test]
fn relaxed_long_branches_run() {
    for gen in [Gen::Gfx6, Gen::Gfx9, Gen::Gfx10_3] {
        let (p, relaxed) =
            backend_amdgpu::relax::relax_branches(gen, backend_amdgpu::samples::long_branch_loop(40_000), 10)
                .expect("relax");
        assert!(relaxed);
        assert!(p.iter().any(|i| i.op == O::SSetpcB64));
        let w = one_wave(gen, if gen >= Gen::Gfx10 { 32 } else { 64 }, &p);
        assert_eq!((w.sgpr(0), w.sgpr(1)), (Some(3), Some(2)), "{gen:?}");
        // Short enough, nothing changes.
        let short = backend_amdgpu::samples::long_branch_loop(100);
        let (q, relaxed) = backend_amdgpu::relax::relax_branches(gen, short.clone(), 10).expect("relax");
        assert!(!relaxed && q == short);
    }
}
