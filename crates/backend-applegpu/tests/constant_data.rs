//! Module constant data: a kernel reading program-scope `constant` arrays
//! (`tests/data/lookup_table.ll`: an f32, an i16 and a u32 table at run-time indices)
//! compiles for G13 and G14 with the data in its payload (after the code, under
//! `_agc.main.constant_data`), and gives the reference interpreter's results on the
//! simulator, which loads the data from the payload and its address into the kernel's
//! `ConstantData` uniform pair (docs/abi-applegpu.md). The kernel also declares
//! `max_total_threads_per_threadgroup(1024)`, which sets its register budget.

use backend_applegpu::{abi, backend, launch, payload};
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name)
}

fn arch(name: &str) -> targets::Arch {
    targets::ArchTable::builtin().get(name).expect("arch in the table").clone()
}

#[test]
fn lookup_tables_read_the_payloads_constant_data() {
    let raw = std::fs::read(data("lookup_table.bc")).expect("read the fixture");
    let info = air::read_info(&raw).expect("AIR info");
    let entry = info.entry_points.first().expect("one kernel");
    let mut m = air::read_module(&raw).expect("decode").module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).expect("optimize");
    let f = m.function_by_name(&entry.name).expect("the kernel");
    for name in ["applegpu_g13g", "applegpu_g14s"] {
        let b = backend::factory(&arch(name)).expect("an Apple backend");
        let mut lm = m.clone();
        b.legalize(&mut lm, f).expect("legalize");
        let unit = codegen::Unit { module: &lm, function: f, name: &entry.name };
        let c = b.compile(&unit).unwrap_or_else(|e| panic!("{name}: {e}"));
        // It declares 1,024 threads per threadgroup: the occupancy table's 104 halves.
        assert_eq!(backend_applegpu::compile::declared_max_threads(&lm, f), Some(1024));
        assert_eq!(backend_applegpu::compile::register_budget(&lm, f), 104);
        assert_eq!(c.resources.occupancy, 1024);

        // The three tables at their alignment, in the payload after the code.
        let params = codegen::params::kernel_params(&lm, f).expect("a kernel").1;
        let layout = abi::layout(&lm, f, &params).expect("layout");
        assert_eq!(layout.constant_globals.len(), 3);
        assert_eq!(layout.constant_data.len(), 32 + 12 + 16);
        let parts = payload::split(&c.payload).expect("our payload");
        assert_eq!(&parts.constant_data[..layout.constant_data.len()], &layout.constant_data[..]);
        assert_eq!(&parts.constant_data[..8], &[0, 0, 0, 0x3f, 0, 0, 0xc0, 0x3f], "0.5, 1.5");
        assert_eq!(parts.constant_data_offset % payload::CONSTANT_DATA_ALIGN, 0);
        let syms = payload::symbols(&c.payload);
        assert!(syms
            .iter()
            .any(|(s, off)| s == payload::CONSTANT_DATA_SYMBOL && *off == parts.constant_data_offset as u64));
        let u = layout.constant_uniform.expect("a uniform pair for the data");
        // The code reads the data's address from that pair.
        for k in [u, u + 1] {
            assert!(c.assembly.lines().any(|l| l.ends_with(&format!(", u{k}"))), "u{k}: {}", c.assembly);
        }

        for (seed, groups, tg) in [(1u32, [3u32, 1, 1], [64u32, 1, 1]), (2, [2, 1, 1], [40, 1, 1])] {
            let mut bind = interp::Bindings::zero_filled(entry, 4096, 256);
            for (slot, buf) in bind.buffers.iter_mut() {
                if *slot == 0 {
                    let mut s = seed.wrapping_mul(0x9e37_79b9) | 1;
                    for w in buf.chunks_exact_mut(4) {
                        s ^= s << 13;
                        s ^= s >> 17;
                        s ^= s << 5;
                        w.copy_from_slice(&s.to_le_bytes());
                    }
                }
            }
            let mut sim_buffers = bind.buffers.clone();
            let d = interp::Dispatch { grid: interp::Grid::Threadgroups(groups), threadgroup_size: tg };
            interp::launch_limited(&m, entry, &mut bind, &d, 5_000_000).expect("the interpreter runs it");
            launch::run(
                &lm,
                f,
                &c.payload,
                &mut sim_buffers,
                &bind.threadgroup_memory,
                launch::Grid::Threadgroups(groups),
                tg,
                5_000_000,
            )
            .unwrap_or_else(|e| panic!("{name}: the simulator: {e}"));
            let threads = (groups[0] * tg[0]) as usize;
            for slot in [1u32, 2] {
                let (w, g) = (&bind.buffers[&slot], &sim_buffers[&slot]);
                assert_eq!(&g[..threads * 4], &w[..threads * 4], "{name} seed {seed}: buffer {slot}");
                assert!(w[..threads * 4].iter().any(|&b| b != 0), "the kernel wrote buffer {slot}");
            }
        }
    }
}

/// The committed bitcode is what LLVM 14 makes of the `.ll` (when `llvm-as` is here).
#[test]
fn bitcode_is_current() {
    let Some(llvm_as) = ["llvm-as-14", "/usr/lib/llvm-14/bin/llvm-as"]
        .into_iter()
        .find(|t| std::process::Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success()))
    else {
        eprintln!("notice: no llvm-as 14; the committed bitcode is not re-checked");
        return;
    };
    // Run where the file is: the module's identifier is the path as given.
    let out = std::process::Command::new(llvm_as)
        .current_dir(data(""))
        .args(["lookup_table.ll", "-o", "-"])
        .output()
        .expect("llvm-as runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let committed = std::fs::read(data("lookup_table.bc")).expect("the committed .bc");
    assert!(
        out.stdout == committed,
        "tests/data/lookup_table.bc is stale: run `llvm-as lookup_table.ll` in tests/data"
    );
}
