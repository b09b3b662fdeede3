//! The simulator's per-instruction semantics against an independent source: LLVM 14's
//! constant folder. For each case a call of the matching LLVM intrinsic (the amdgcn
//! ones — ubfe, sbfe, class, rcp, fract, sin, cos — and generic ones with the same
//! meaning: fshr for v_alignbit, fptosi/fptoui.sat for v_cvt_*, fptrunc to half for
//! v_cvt_f16_f32, a 64-bit multiply for v_mul_hi) is folded by `opt -instcombine`, and
//! the simulator runs the instruction on the same inputs. Cases LLVM declines to fold
//! are skipped; most must fold.
//!
//! Without `opt` the test prints a notice and passes, unless METAL_NT_REQUIRE_ORACLES=1.

mod sim_util;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use backend_amdgpu::gen::Gen;
use backend_amdgpu::isa::{Inst, Opcode as O};
use backend_amdgpu::sim::FloatMode;
use sim_util::*;

fn opt_tool() -> Option<PathBuf> {
    ["opt", "opt-14", "/usr/lib/llvm-14/bin/opt"].into_iter().map(PathBuf::from).find(|p| {
        Command::new(p)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// One operation of the comparison: its LLVM call, the instruction simulating it,
/// and whether the result is a float (compared allowing NaN payloads and `ulps`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Ubfe,
    Sbfe,
    Alignbit,
    MulHiU,
    MulHiI,
    Class,
    Rcp,
    Fract,
    Sin,
    Cos,
    Half,
    CvtI,
    CvtU,
}

impl Kind {
    fn float_result(self) -> bool {
        matches!(self, Kind::Rcp | Kind::Fract | Kind::Sin | Kind::Cos)
    }
    /// Last-place tolerance: sin/cos fold in f64 with LLVM's own argument reduction.
    fn ulps(self) -> u32 {
        if matches!(self, Kind::Sin | Kind::Cos) {
            1
        } else {
            0
        }
    }
    fn body(self) -> Vec<Inst> {
        let (a, b, c) = (v(2), v(3), v(4));
        let one = |op| vec![i(op, vec![v(5)], vec![a])];
        match self {
            Kind::Ubfe => vec![i(O::VBfeU32, vec![v(5)], vec![a, b, c])],
            Kind::Sbfe => vec![i(O::VBfeI32, vec![v(5)], vec![a, b, c])],
            Kind::Alignbit => vec![i(O::VAlignbitB32, vec![v(5)], vec![a, b, c])],
            Kind::MulHiU => vec![i(O::VMulHiU32, vec![v(5)], vec![a, b])],
            Kind::MulHiI => vec![i(O::VMulHiI32, vec![v(5)], vec![a, b])],
            Kind::Class => vec![
                i(O::VCmpClassF32, vec![vcc(64)], vec![a, b]),
                i(O::VCndmaskB32, vec![v(5)], vec![imm(0), imm(1), vcc(64)]),
            ],
            Kind::Rcp => one(O::VRcpF32),
            Kind::Fract => one(O::VFractF32),
            Kind::Sin => one(O::VSinF32),
            Kind::Cos => one(O::VCosF32),
            Kind::Half => one(O::VCvtF16F32),
            Kind::CvtI => one(O::VCvtI32F32),
            Kind::CvtU => one(O::VCvtU32F32),
        }
    }
}

/// An f32 as an LLVM float literal (the f64 hex form of the same value, NaN payloads
/// kept).
fn ll_float(x: u32) -> String {
    let sign = u64::from(x >> 31) << 63;
    let exp = (x >> 23) & 0xff;
    let mant = u64::from(x & 0x7f_ffff);
    let bits =
        if exp == 0xff { sign | 0x7ff << 52 | mant << 29 } else { f64::from(f32::from_bits(x)).to_bits() };
    format!("0x{bits:016X}")
}

fn ir_case(n: usize, k: Kind, [a, b, c]: [u32; 3]) -> String {
    let i32s = |x: u32| (x as i32).to_string();
    let call = match k {
        Kind::Ubfe | Kind::Sbfe => format!(
            "%r{n} = call i32 @llvm.amdgcn.{}.i32(i32 {}, i32 {}, i32 {})",
            if k == Kind::Ubfe { "ubfe" } else { "sbfe" },
            i32s(a),
            i32s(b),
            i32s(c)
        ),
        Kind::Alignbit => format!("%r{n} = call i32 @llvm.fshr.i32(i32 {}, i32 {}, i32 {})", i32s(a), i32s(b), i32s(c)),
        Kind::MulHiU | Kind::MulHiI => {
            let ext = if k == Kind::MulHiU { "zext" } else { "sext" };
            format!(
                "%a{n} = {ext} i32 {} to i64\n  %b{n} = {ext} i32 {} to i64\n  %m{n} = mul i64 %a{n}, %b{n}\n  \
                 %h{n} = lshr i64 %m{n}, 32\n  %r{n} = trunc i64 %h{n} to i32",
                i32s(a),
                i32s(b)
            )
        }
        Kind::Class => format!(
            "%c{n} = call i1 @llvm.amdgcn.class.f32(float {}, i32 {})\n  %r{n} = zext i1 %c{n} to i32",
            ll_float(a),
            i32s(b)
        ),
        Kind::Rcp | Kind::Fract | Kind::Sin | Kind::Cos => {
            let name = match k {
                Kind::Rcp => "rcp",
                Kind::Fract => "fract",
                Kind::Sin => "sin",
                _ => "cos",
            };
            format!("%r{n} = call float @llvm.amdgcn.{name}.f32(float {})", ll_float(a))
        }
        Kind::Half => format!(
            "%t{n} = fptrunc float {} to half\n  %i{n} = bitcast half %t{n} to i16\n  %r{n} = zext i16 %i{n} to i32",
            ll_float(a)
        ),
        Kind::CvtI | Kind::CvtU => format!(
            "%r{n} = call i32 @llvm.fpto{}i.sat.i32.f32(float {})",
            if k == Kind::CvtI { "s" } else { "u" },
            ll_float(a)
        ),
    };
    let ty = if k.float_result() { "float" } else { "i32" };
    let ptr = if k.float_result() { "%of" } else { "%o" };
    format!("  {call}\n  store volatile {ty} %r{n}, {ty}* {ptr}\n")
}

const DECLS: &str = "declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.fract.f32(float)
declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
";

/// Folded values in store order; None where LLVM left a call unfolded.
fn fold(opt: &PathBuf, cases: &[(Kind, [u32; 3])]) -> Vec<Option<u32>> {
    let mut ir = String::from(DECLS);
    ir.push_str("define void @f(i32* %o, float* %of) {\n");
    for (n, (k, x)) in cases.iter().enumerate() {
        ir.push_str(&ir_case(n, *k, *x));
    }
    ir.push_str("  ret void\n}\n");
    let mut child = match Command::new(opt)
        .args(["-S", "-mtriple=amdgcn-amd-amdhsa", "-instcombine", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => panic!("running opt: {e}"),
    };
    if let Some(mut stdin) = child.stdin.take() {
        if let Err(e) = stdin.write_all(ir.as_bytes()) {
            panic!("writing to opt: {e}");
        }
    }
    let out = match child.wait_with_output() {
        Ok(o) => o,
        Err(e) => panic!("opt: {e}"),
    };
    assert!(out.status.success(), "opt failed: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let vals: Vec<Option<u32>> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("store volatile "))
        .map(|rest| {
            let mut parts = rest.splitn(2, ' ');
            let ty = parts.next().unwrap_or("");
            let val = parts.next().unwrap_or("").split(',').next().unwrap_or("").trim();
            parse_value(ty, val)
        })
        .collect();
    assert_eq!(vals.len(), cases.len(), "one store per case");
    vals
}

fn parse_value(ty: &str, val: &str) -> Option<u32> {
    if val.starts_with('%') {
        return None;
    }
    if ty == "i32" {
        return val.parse::<i64>().ok().map(|x| x as u32);
    }
    if let Some(hex) = val.strip_prefix("0x") {
        let bits = u64::from_str_radix(hex, 16).ok()?;
        let d = f64::from_bits(bits);
        if d.is_nan() {
            let sign = ((bits >> 63) as u32) << 31;
            return Some(sign | 0x7f80_0000 | ((bits >> 29) as u32 & 0x7f_ffff));
        }
        return Some((d as f32).to_bits());
    }
    val.parse::<f64>().ok().map(|d| (d as f32).to_bits())
}

fn interesting_floats(rng: &mut XorShift) -> Vec<u32> {
    let mut v: Vec<u32> = [
        0.0f32,
        -0.0,
        1.0,
        -1.0,
        0.25,
        0.5,
        0.75,
        -0.25,
        1.5,
        2.5,
        3.0,
        -7.75,
        1e-10,
        -1e-10,
        255.9,
        256.0,
        1e10,
        -1e10,
        4.2e9,
        2.1e9,
        -2.2e9,
        65504.0,
        65520.0,
        65519.99,
        6e-8,
        3e-8,
        1e-5,
        0.1,
        0.3,
        1.0 / 3.0,
        100.1,
        f32::MAX,
        f32::MIN_POSITIVE,
        f32::INFINITY,
        f32::NEG_INFINITY,
    ]
    .iter()
    .map(|x| x.to_bits())
    .collect();
    v.extend([
        1u32,
        0x8000_0001,
        0x007f_ffff,
        0x7fc0_0000,
        0xffc0_0001,
        0x7fa0_0000,
        0x3f80_1000,
        0x3f80_3000,
    ]);
    for _ in 0..40 {
        let r = rng.next();
        // Random bits, and random values of moderate range.
        v.push(r as u32);
        v.push(((r >> 32) as u32 & 0x807f_ffff) | ((100 + (r >> 60) as u32 * 4) << 23));
    }
    v
}

#[test]
fn integer_and_float_semantics_match_llvm_folding() {
    let Some(opt) = opt_tool() else {
        assert!(
            std::env::var("METAL_NT_REQUIRE_ORACLES").map_or(true, |v| v != "1"),
            "METAL_NT_REQUIRE_ORACLES=1 but LLVM 14's opt is not installed"
        );
        eprintln!("notice: opt (LLVM 14) not found; skipping the LLVM folding cross-check");
        return;
    };
    let mut rng = XorShift(0x51_7cc1_b727_220a);
    let floats = interesting_floats(&mut rng);
    let mut cases: Vec<(Kind, [u32; 3])> = Vec::new();
    for _ in 0..150 {
        let r = rng.next();
        let x = if r & 1 == 0 { r as u32 } else { (r >> 8) as u32 & 0xffff };
        // Offsets and widths beyond 31 check that only bits 4:0 count.
        let (o, w) = ((r >> 40) as u32 % 40, (r >> 48) as u32 % 40);
        cases.push((Kind::Ubfe, [x, o, w]));
        cases.push((Kind::Sbfe, [x, o, w]));
        cases.push((Kind::Alignbit, [(r >> 16) as u32, r as u32, (r >> 56) as u32]));
        cases.push((Kind::MulHiU, [r as u32, (r >> 32) as u32, 0]));
        cases.push((Kind::MulHiI, [r as u32, (r >> 32) as u32, 0]));
    }
    for &x in &floats {
        for m in [1u32, 2, 4, 8, 16, 32, 64, 128, 256, 512, 0x3ff, 0x90] {
            cases.push((Kind::Class, [x, m, 0]));
        }
        for k in [Kind::Rcp, Kind::Fract, Kind::Sin, Kind::Cos, Kind::Half, Kind::CvtI, Kind::CvtU] {
            cases.push((k, [x, 0, 0]));
        }
    }
    let folded = fold(&opt, &cases);
    let mut by_kind: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    let mut failures = Vec::new();
    // Simulate each kind in batches of 64 lanes.
    let kinds = [
        Kind::Ubfe,
        Kind::Sbfe,
        Kind::Alignbit,
        Kind::MulHiU,
        Kind::MulHiI,
        Kind::Class,
        Kind::Rcp,
        Kind::Fract,
        Kind::Sin,
        Kind::Cos,
        Kind::Half,
        Kind::CvtI,
        Kind::CvtU,
    ];
    for kind in kinds {
        let idx: Vec<usize> =
            (0..cases.len()).filter(|&n| cases[n].0 == kind && folded[n].is_some()).collect();
        let total = cases.iter().filter(|c| c.0 == kind).count();
        by_kind.insert(format!("{kind:?}"), (idx.len(), total));
        for chunk in idx.chunks(64) {
            let inputs: Vec<[u32; 3]> = chunk.iter().map(|&n| cases[n].1).collect();
            let got = per_lane_mode(Gen::Gfx9, FloatMode::default(), &kind.body(), &inputs);
            for (&n, g) in chunk.iter().zip(got) {
                let want = folded[n].unwrap_or(0);
                let ok = if kind.float_result() {
                    let (fg, fw) = (f32::from_bits(g), f32::from_bits(want));
                    (fg.is_nan() && fw.is_nan()) || g == want || {
                        let d = (g as i64 - want as i64).unsigned_abs();
                        fg.is_finite()
                            && fw.is_finite()
                            && (g >> 31 == want >> 31)
                            && d <= u64::from(kind.ulps())
                    }
                } else {
                    g == want
                };
                if !ok {
                    failures.push(format!("{kind:?} {:x?}: sim {g:#x}, LLVM {want:#x}", cases[n].1));
                }
            }
        }
    }
    eprintln!("folded / cases per operation: {by_kind:?}");
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
    for (k, (f, t)) in &by_kind {
        // LLVM folds sin/cos only within ±256 revolutions.
        assert!(*f * 2 >= *t, "{k}: LLVM folded only {f} of {t} cases");
    }
}
