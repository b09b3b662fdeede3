//! `extract_bits` (unsigned and signed) and `insert_bits` of `ulong`, `uint` and `uchar`
//! expanded by `codegen::mathlib::expand` into shifts, masks and selects give the
//! interpreter's results of the intrinsics themselves (its clamping of offset and width
//! included) on every offset and width from 0 to 70 and pseudo-random words
//! (tests/data/bit_field.ll).

use std::collections::BTreeMap;

/// Pseudo-random 64-bit words, some with long runs of ones or zeros.
fn words(n: usize) -> Vec<u64> {
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    (0..n)
        .map(|i| {
            s = s.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            match i % 5 {
                0 => s | 0x8000_0000_0000_0000,
                1 => s >> (s % 60),
                _ => s ^ (s >> 29),
            }
        })
        .collect()
}

fn run(
    module: &gpu_ir::Module,
    entry: &air::semantics::EntryInfo,
    buffers: &BTreeMap<u32, Vec<u8>>,
    n: u32,
    bytes: usize,
) -> Vec<u64> {
    let mut b = interp::Bindings::zero_filled(entry, 0, 0);
    b.buffers = buffers.clone();
    let d = interp::Dispatch { grid: interp::Grid::Threads([n, 1, 1]), threadgroup_size: [64, 1, 1] };
    interp::launch_limited(module, entry, &mut b, &d, 50_000_000).expect("interpreter runs");
    b.buffers[&2]
        .chunks_exact(bytes)
        .map(|c| c.iter().rev().fold(0u64, |acc, &x| acc << 8 | u64::from(x)))
        .collect()
}

#[test]
fn expanded_bit_fields_match_the_intrinsics() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bit_field.bc");
    let raw = std::fs::read(path).expect("tests/data/bit_field.bc");
    let info = air::read_info(&raw).expect("AIR info");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    for width in [64u32, 32, 8] {
        let name = format!("bit_field{width}");
        let entry = info.entry_points.iter().find(|e| e.name == name).expect("the kernel");
        let f = m.function_by_name(&entry.name).expect("function");
        let mut after = m.clone();
        let stats = codegen::mathlib::expand(&mut after, f, &|_, _, _| true).expect("expand");
        assert_eq!(stats.expanded, 3, "{name}: the three bit-field operations");
        gpu_ir::verify_module(&after).expect("valid after expansion");
        let text = gpu_ir::print::function_to_string(&after, &after.functions[f]);
        assert!(!text.contains("_bits"), "{name}: no bit-field intrinsic left: {text}");
        // Every (offset, width) pair of 0..=70, each with its own word.
        let fields: Vec<(u32, u32)> = (0..=70).flat_map(|o| (0..=70).map(move |n| (o, n))).collect();
        let n = fields.len() as u32;
        let bytes = (width / 8) as usize;
        let x = words(fields.len() + 1);
        let mut buffers = BTreeMap::new();
        buffers.insert(0, x.iter().flat_map(|w| w.to_le_bytes()[..bytes].to_vec()).collect::<Vec<u8>>());
        buffers.insert(
            1,
            fields.iter().flat_map(|(o, n)| [o.to_le_bytes(), n.to_le_bytes()].concat()).collect(),
        );
        buffers.insert(2, vec![0; fields.len() * 3 * bytes]);
        let want = run(&m, entry, &buffers, n, bytes);
        let got = run(&after, entry, &buffers, n, bytes);
        for (i, &(o, w)) in fields.iter().enumerate() {
            for (k, what) in ["extract_bits.u", "extract_bits.s", "insert_bits"].iter().enumerate() {
                assert_eq!(
                    got[3 * i + k],
                    want[3 * i + k],
                    "{name}: {what}(0x{:x}, offset {o}, bits {w})",
                    x[i]
                );
            }
        }
        // The interpreter's rule, spelled out on cases that tell clamping apart.
        let at = |o: u32, w: u32| fields.iter().position(|&f| f == (o, w)).expect("pair");
        let word = |i: usize| if width == 64 { x[i] } else { x[i] & ((1u64 << width) - 1) };
        let i = at(width - 4, 10);
        assert_eq!(want[3 * i], word(i) >> (width - 4), "{name}: the width is cut at the top bit");
        let i = at(0, width);
        assert_eq!(want[3 * i + 1], word(i), "{name}: a whole-word signed field is the word");
        let i = at(width, 5);
        assert_eq!((want[3 * i], want[3 * i + 2]), (0, word(i)), "{name}: an offset of the width is empty");
    }
}
