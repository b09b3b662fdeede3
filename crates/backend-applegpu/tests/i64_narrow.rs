//! 64-bit integer → half and bfloat conversions (`sitofp`/`uitofp` and `air.convert`)
//! round to nearest even once, as Metal requires: the `i64_narrow` fixture
//! (`tests/data/i64_narrow.ll`: ties between two bfloat or half values, each
//! with and without a sticky bit far below, both signs, magnitudes up to 2⁶⁴) runs on the
//! simulator of applegpu_g13g and applegpu_g14d, and every result is checked against
//! exact integer rounding computed here. (The interpreter goes through f64 first and
//! rounds twice for integers wider than 53 bits, so it is not the oracle here.)

use backend_applegpu::{backend, launch};
use std::collections::BTreeMap;

const THREADS: u32 = 1024;

/// `x` rounded to nearest even to a binary float with `p` significant bits, largest
/// exponent `emax` and `mbits` stored fraction bits (bias `emax`): its 16-bit pattern.
/// Overflow gives infinity; integers are never subnormal.
fn round_exact(x: i128, p: u32, emax: i32, mbits: u32) -> u16 {
    let sign = if x < 0 { 0x8000u16 } else { 0 };
    let mut a = x.unsigned_abs();
    if a == 0 {
        return sign;
    }
    let mut e = 127 - a.leading_zeros() as i32;
    let sh = e - (p as i32 - 1);
    if sh > 0 {
        let (q, r, half) = (a >> sh, a & ((1u128 << sh) - 1), 1u128 << (sh - 1));
        a = if r > half || (r == half && q & 1 == 1) { q + 1 } else { q };
    } else {
        a <<= -sh;
    }
    if a == 1u128 << p {
        a >>= 1;
        e += 1;
    }
    let bits = if e > emax {
        ((2 * emax + 1) as u16) << mbits
    } else {
        (((e + emax) as u16) << mbits) | (a as u16 & ((1u16 << (p - 1)) - 1))
    };
    sign | bits
}

fn bf16(x: i128) -> u16 {
    round_exact(x, 8, 127, 7)
}

fn f16(x: i128) -> u16 {
    round_exact(x, 11, 15, 10)
}

/// What the fixture's thread `g` must store (its Metal source, in exact arithmetic).
fn expected(g: u64) -> [u16; 6] {
    let m = ((g * 2) & 0xff) | 0x100 | ((g >> 2) & 1);
    let v = (((m << 1) | 1) << (g % 47 + 8)).wrapping_add((g >> 1) & 1);
    let s = if g & 1 == 1 { v.wrapping_neg() } else { v } as i64;
    let u = v >> (g % 61);
    let um = u.wrapping_sub(70000) as i64;
    [bf16(s.into()), bf16(v.into()), f16(s.into()), f16(u.into()), f16(um.into()), bf16((u as i64).into())]
}

#[test]
fn i64_to_half_and_bfloat_round_once_to_nearest_even() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/i64_narrow.bc");
    let raw = std::fs::read(&path).expect("read fixture");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name("i64_narrow").expect("the kernel");
    for name in ["applegpu_g13g", "applegpu_g14d"] {
        let arch = targets::ArchTable::builtin().get(name).expect("arch in the table").clone();
        let b = backend::factory(&arch).expect("an Apple backend");
        let mut lm = m.clone();
        b.legalize(&mut lm, f).expect("legalize");
        let unit = codegen::Unit { module: &lm, function: f, name: "i64_narrow" };
        let compiled = b.compile(&unit).expect("compiles");
        let mut buffers = BTreeMap::from([(0u32, vec![0u8; THREADS as usize * 12])]);
        launch::run(
            &lm,
            f,
            &compiled.payload,
            &mut buffers,
            &BTreeMap::new(),
            launch::Grid::Threadgroups([THREADS / 64, 1, 1]),
            [64, 1, 1],
            50_000_000,
        )
        .expect("runs");
        let out = &buffers[&0];
        let mut wrong = Vec::new();
        for g in 0..u64::from(THREADS) {
            for (k, want) in expected(g).into_iter().enumerate() {
                let i = (g as usize * 6 + k) * 2;
                let got = u16::from_le_bytes([out[i], out[i + 1]]);
                if got != want {
                    wrong.push(format!("thread {g} result {k}: {got:#06x}, want {want:#06x}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{name}: {} wrong: {}", wrong.len(), wrong.join("; "));
    }
}

#[test]
fn exact_rounding_reference_is_right_on_known_values() {
    // 65504 is half's largest; 65519 rounds down to it, 65520 up to infinity.
    assert_eq!(f16(65504), 0x7bff);
    assert_eq!(f16(65519), 0x7bff);
    assert_eq!(f16(65520), 0x7c00);
    assert_eq!(f16(-2049), 0xe800);
    assert_eq!(f16(2051), 0x6802);
    assert_eq!(bf16(257), 0x4380);
    assert_eq!(bf16(259), 0x4382);
    assert_eq!(bf16(i128::from(i64::MIN)), 0xdf00);
    assert_eq!(bf16(i128::from(u64::MAX)), 0x5f80);
}
