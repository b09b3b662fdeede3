//! The PTX we write, checked by NVIDIA's assembler: every fixture kernel (`fixtures/run`,
//! `fixtures/codegen`) and a deterministic sample of ≥ 300 mlx kernels translate for
//! `nvidiagpu_sm80` and `nvidiagpu_sm90`, and `ptxas -arch=sm_80` / `sm_90` accept the
//! text. Also: output is deterministic, and one small fixture's PTX is golden
//! (`tests/data/*.ptx`, `BLESS=1` rewrites it).
//!
//! `ptxas` comes from `METAL_NT_PTXAS` or the `nvidia-cuda-nvcc-cu12` wheel that
//! `.ci/run` installs; without it the ptxas checks skip with a notice, and fail under
//! `METAL_NT_REQUIRE_ORACLES=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn ptxas() -> Option<PathBuf> {
    let mut cands: Vec<PathBuf> = std::env::var_os("METAL_NT_PTXAS").map(PathBuf::from).into_iter().collect();
    let py = Command::new("python3")
        .args([
            "-c",
            "import nvidia.cuda_nvcc as n, os; print(os.path.dirname(n.__file__ or list(n.__path__)[0]))",
        ])
        .output();
    if let Ok(o) = py {
        if o.status.success() {
            let dir = String::from_utf8_lossy(&o.stdout).trim().to_owned();
            cands.push(Path::new(&dir).join("bin/ptxas"));
        }
    }
    cands.push(PathBuf::from("ptxas"));
    first_tool(cands, "ptxas", "pip install nvidia-cuda-nvcc-cu12, or METAL_NT_PTXAS")
}

/// The first of `cands` that answers `--version`; `None` (and a notice, or a failure under
/// `METAL_NT_REQUIRE_ORACLES=1`) when none does.
fn first_tool(cands: Vec<PathBuf>, name: &str, hint: &str) -> Option<PathBuf> {
    for c in cands {
        if Command::new(&c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return Some(c);
        }
    }
    assert!(
        std::env::var("METAL_NT_REQUIRE_ORACLES").map_or(true, |v| v != "1"),
        "{name} not found but METAL_NT_REQUIRE_ORACLES=1"
    );
    eprintln!("notice: {name} not found ({hint}); skipping");
    None
}

fn fixtures() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for d in ["run", "codegen"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures").join(d);
        v.extend(
            std::fs::read_dir(&dir)
                .expect("fixture directory")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "bc")),
        );
    }
    v.sort();
    v
}

fn backend(arch: &str) -> Box<dyn codegen::Backend> {
    let table = targets::ArchTable::builtin();
    backend_ptx::backend::factory(table.get(arch).expect("arch")).expect("backend")
}

const ARCHS: [(&str, &str); 2] = [("nvidiagpu_sm80", "sm_80"), ("nvidiagpu_sm90", "sm_90")];

/// Compiles `name` of optimized module `m`; `None` for a refusal (Unsupported).
fn compile(b: &dyn codegen::Backend, m: &gpu_ir::Module, name: &str) -> Option<codegen::Compiled> {
    let fid = m.function_by_name(name)?;
    let mut lm = m.clone();
    if let Err(e) = b.legalize(&mut lm, fid) {
        assert!(matches!(e, codegen::BackendError::Unsupported { .. }), "{name}: {e}");
        return None;
    }
    match b.compile(&codegen::Unit { module: &lm, function: fid, name }) {
        Ok(c) => Some(c),
        Err(e @ codegen::BackendError::Unsupported { .. }) => {
            if std::env::var_os("PTX_VERBOSE").is_some() {
                eprintln!("refused: {e}");
            }
            None
        }
        Err(e) => panic!("{name}: {e}"),
    }
}

fn optimized(raw: &[u8]) -> Option<gpu_ir::Module> {
    let mut m = air::read_module(raw).ok()?.module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).ok()?;
    Some(m)
}

/// Runs ptxas on `text`; the error output when it rejects it.
fn assemble(ptxas: &Path, dir: &Path, sm: &str, tag: &str, text: &str) -> Result<(), String> {
    let file = dir.join(format!("{tag}.ptx"));
    std::fs::write(&file, text).expect("write ptx");
    let out = Command::new(ptxas)
        .arg(format!("-arch={sm}"))
        .arg("-o")
        .arg(dir.join(format!("{tag}.cubin")))
        .arg(&file)
        .output()
        .expect("run ptxas");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn ptxas_accepts_every_fixture_kernel() {
    let Some(ptxas) = ptxas() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    for (arch, sm) in ARCHS {
        let b = backend(arch);
        let (mut ok, mut refused) = (0, Vec::new());
        for path in fixtures() {
            let raw = std::fs::read(&path).expect("fixture");
            let info = air::read_info(&raw).expect("AIR info");
            let m = optimized(&raw).expect("fixture optimizes");
            for entry in &info.entry_points {
                let Some(c) = compile(b.as_ref(), &m, &entry.name) else {
                    refused.push(entry.name.clone());
                    continue;
                };
                let tag = format!("{sm}-{}", entry.name);
                if let Err(e) = assemble(&ptxas, dir.path(), sm, &tag, &c.assembly) {
                    panic!("{arch} {}: ptxas rejects:\n{e}\n{}", entry.name, c.assembly);
                }
                ok += 1;
            }
        }
        println!("{arch}: {ok} fixture kernels pass ptxas; refused: {refused:?}");
        assert!(ok > 0);
        // The precise math sweep, the fast/half math forms, the and_fill shuffles and
        // system-coherent accesses, and real_ops' sincos must translate (docs/ptx-math.md).
        for k in [
            "math_sweep_4",
            "math_sweep_5",
            "math_sweep_6",
            "math_sweep_16",
            "math_forms",
            "shuffle_fill",
            "math_ops",
            "float_atomics",
        ] {
            assert!(!refused.iter().any(|r| r == k), "{arch}: {k} refused");
        }
    }
}

#[test]
fn ptxas_accepts_a_sample_of_mlx_kernels() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("note: {} not present; mlx ptxas sample skipped (cargo xtask corpus)", path.display());
        return;
    };
    let Some(ptxas) = ptxas() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    for (arch, sm) in ARCHS {
        let b = backend(arch);
        let (mut ok, mut tried) = (0, 0);
        for f in lib.functions.iter().step_by(23) {
            if ok >= 300 {
                break;
            }
            tried += 1;
            let Some(m) = optimized(lib.module_of(f)) else { continue };
            let Some(c) = compile(b.as_ref(), &m, f.name) else { continue };
            let tag = format!("{sm}-{ok}");
            if let Err(e) = assemble(&ptxas, dir.path(), sm, &tag, &c.assembly) {
                panic!("{arch} {}: ptxas rejects:\n{e}", f.name);
            }
            ok += 1;
        }
        println!("{arch}: {ok} of {tried} sampled mlx kernels translated and pass ptxas");
        assert!(ok >= 300, "{arch}: only {ok} sampled kernels passed");
    }
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures").join(name)
}

#[test]
fn output_is_deterministic_and_golden() {
    let raw = std::fs::read(fixture("run/divergent_loop.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    let bless = std::env::var_os("BLESS").is_some();
    for (arch, sm) in ARCHS {
        let b = backend(arch);
        let c = compile(b.as_ref(), &m, "divergent_loop").expect("divergent_loop compiles");
        let again = compile(b.as_ref(), &m, "divergent_loop").expect("divergent_loop compiles");
        assert_eq!(c.assembly, again.assembly, "{arch}: output differs between runs");
        assert_eq!(c.payload, c.assembly.as_bytes(), "{arch}: the payload is the text");
        assert_eq!(b.disassemble(&c.payload).ok().as_deref(), Some(c.assembly.as_str()));
        let golden =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/divergent_loop.{sm}.ptx"));
        if bless {
            std::fs::write(&golden, &c.assembly).expect("write golden");
        }
        let on_disk = std::fs::read_to_string(&golden)
            .unwrap_or_else(|e| panic!("{}: {e} (run with BLESS=1)", golden.display()));
        assert!(on_disk == c.assembly, "{} is stale (run with BLESS=1)", golden.display());
    }
}

#[test]
fn layout_follows_the_parameters() {
    let raw = std::fs::read(fixture("run/divergent_loop.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    let f = m.function_by_name("divergent_loop").expect("divergent_loop");
    let l = backend_ptx::abi::layout(&m, f).expect("layout");
    assert_eq!(l.entry, "divergent_loop");
    assert_eq!(l.args.last(), Some(&backend_ptx::abi::Arg::Dispatch));
    assert!(l.args.iter().any(|a| matches!(a, backend_ptx::abi::Arg::Buffer { slot: 0 })));
    assert!(l.dynamic_threadgroup_slots.is_empty());
}

/// Metal's SIMD-group and quad reductions and prefixes combine the *active* lanes, and
/// those need not be contiguous (fixtures whose lanes returned early or branched). A
/// butterfly (`shfl.bfly`) or a shift (`shfl.up`) over lane numbers folds in partial
/// results of inactive lanes' partners (the H100 run's `divergent_loop` and `simd_scan`
/// disagreements): the selection must go by rank among the active lanes (`fns`), or use
/// `redux.sync` over the active mask.
#[test]
fn group_operations_combine_by_rank_among_active_lanes() {
    for (file, kernel) in [
        ("run/simd_scan.bc", "simd_scan"),
        ("run/divergent_loop.bc", "divergent_loop"),
        ("codegen/simd_groups.bc", "simd_groups"),
    ] {
        let raw = std::fs::read(fixture(file)).expect("fixture");
        let m = optimized(&raw).expect("optimizes");
        let c = compile(backend("nvidiagpu_sm90").as_ref(), &m, kernel).expect("compiles");
        let ptx = &c.assembly;
        // A lane-number tree (butterfly, `shfl.up`) only on the whole-warp fast path: the
        // shuffle names the full mask and is reached only through a branch that skips it
        // unless `activemask` read all 32 lanes.
        assert_lane_trees_guarded(kernel, ptx);
        assert!(ptx.contains("fns.b32") || ptx.contains("redux.sync"), "{kernel}: no rank-based combination");
        // The member masks are the structured active mask, never `activemask` (which
        // gives the lanes the hardware happens to have converged).
        assert!(!ptx.contains("activemask"), "{kernel}");
    }
}

/// With the whole warp active, reductions take the plain butterfly and prefixes
/// `shfl.up` (no `fns`, which `ptxas` expands to about 20 instructions a step), behind the
/// run-time test; the rank-based general path stays for divergent code.
#[test]
fn whole_warp_reductions_and_prefixes_take_the_fast_path() {
    for (file, kernel, op) in [
        ("run/simd_reduce.bc", "simd_reduce", "shfl.sync.bfly"),
        ("run/simd_scan.bc", "simd_scan", "shfl.sync.up"),
    ] {
        let raw = std::fs::read(fixture(file)).expect("fixture");
        let m = optimized(&raw).expect("optimizes");
        let c = compile(backend("nvidiagpu_sm90").as_ref(), &m, kernel).expect("compiles");
        let ptx = &c.assembly;
        assert!(ptx.contains(op), "{kernel}: no {op}");
        assert!(ptx.contains("fns.b32"), "{kernel}: no general path");
        assert_lane_trees_guarded(kernel, ptx);
    }
}

/// Every `shfl.sync.bfly`/`shfl.sync.up` of `ptx` names the whole warp as its member mask
/// and sits, with no label in between, after `@!%p bra` on a predicate set by
/// `setp.eq.u32 %p, %r, -1` from a copy of the structured active mask (the register the
/// entry sets with `shl.b32`, docs/abi-ptx.md "Convergence").
fn assert_lane_trees_guarded(kernel: &str, ptx: &str) {
    let lines: Vec<&str> = ptx.lines().map(str::trim).collect();
    for (i, l) in lines.iter().enumerate() {
        if !(l.starts_with("shfl.sync.bfly") || l.starts_with("shfl.sync.up")) {
            continue;
        }
        assert!(l.ends_with(", 0xffffffff;"), "{kernel}: lane-number tree without the full mask: {l}");
        let guard = lines[..i]
            .iter()
            .rev()
            .take_while(|g| !g.ends_with(':'))
            .find_map(|g| g.strip_prefix("@!").and_then(|g| g.split_once(" bra ")).map(|(p, _)| p))
            .unwrap_or_else(|| panic!("{kernel}: unguarded lane-number tree: {l}"));
        let set = lines
            .iter()
            .find_map(|g| g.strip_prefix(&format!("setp.eq.u32 {guard}, ")))
            .unwrap_or_else(|| panic!("{kernel}: {guard} is not a whole-warp test"));
        let mask = set.strip_suffix(", -1;").unwrap_or_else(|| panic!("{kernel}: {guard} = {set}"));
        let am = lines
            .iter()
            .find_map(|g| g.strip_prefix(&format!("mov.b32 {mask}, ")))
            .and_then(|g| g.strip_suffix(';'))
            .unwrap_or_else(|| panic!("{kernel}: {mask} is not a copy of a mask"));
        assert!(
            lines.iter().any(|g| g.starts_with(&format!("shl.b32 {am}, "))),
            "{kernel}: {mask} is not the structured active mask"
        );
    }
}

/// A bitcast from `long` to `uint2` gives the high word to element 1 (`shr` by 32), not
/// the low word twice (the H100 run's mlx `*int64` reductions, fixture
/// `codegen/bit_reshape`).
#[test]
fn reshaping_bitcasts_keep_every_element() {
    let raw = std::fs::read(fixture("codegen/bit_reshape.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    let c = compile(backend("nvidiagpu_sm90").as_ref(), &m, "bit_reshape").expect("compiles");
    assert!(c.assembly.contains(", 32;"), "no high word taken apart:\n{}", c.assembly);
    for shift in [8, 16, 24] {
        assert!(c.assembly.contains(&format!(", {shift};")), "no byte {shift} of the uchar4 bitcast");
    }
}

/// `llvm-as` of LLVM 14 (the project's oracle), from `PATH` or its Debian location.
fn llvm_as() -> Option<PathBuf> {
    let cands = vec![PathBuf::from("llvm-as"), PathBuf::from("/usr/lib/llvm-14/bin/llvm-as")];
    first_tool(cands, "llvm-as", "LLVM 14")
}

/// `llvm.memmove`/`llvm.memcpy` of 37 bytes (tests/data/copy_bytes.ll): a run-time
/// alignment test picks 16-byte vectors, words or bytes (the widest unit both addresses
/// are multiples of, the tail in smaller ones), every path loads all its bytes before it
/// stores any (memmove), and ptxas accepts it for sm_80 and sm_90.
#[test]
fn copies_take_the_widest_aligned_unit() {
    let Some(llvm_as) = llvm_as() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let bc = dir.path().join("copy_bytes.bc");
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/copy_bytes.ll");
    let st = Command::new(llvm_as).arg(&src).arg("-o").arg(&bc).status().expect("llvm-as runs");
    assert!(st.success(), "llvm-as {}", src.display());
    let m = optimized(&std::fs::read(&bc).expect("bitcode")).expect("optimizes");
    let ptxas = ptxas();
    for (arch, sm) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, "copy_bytes").expect("compiles");
        let ptx = &c.assembly;
        for want in [
            "ld.global.v4.u32",
            "st.global.v4.u32",
            "st.shared.v4.u32",
            "ld.global.u32",
            "st.shared.u32",
            "ld.global.u8",
            "st.shared.u8",
        ] {
            assert!(ptx.contains(want), "{arch}: no {want}:\n{ptx}");
        }
        // Per straight-line path (between labels and branches), no load after a store.
        let mut stored = false;
        for l in ptx.lines().map(str::trim) {
            if l.ends_with(':') || l.contains(" bra") || l.starts_with("bra") {
                stored = false;
            } else if l.starts_with("st.") {
                stored = true;
            } else if l.starts_with("ld.global") || l.starts_with("ld.shared") {
                assert!(!stored, "{arch}: a load after a store: {l}\n{ptx}");
            }
        }
        if let Some(p) = &ptxas {
            assemble(p, dir.path(), sm, "copy_bytes", ptx).unwrap_or_else(|e| panic!("{arch}: ptxas: {e}"));
        }
    }
}

/// `is_uniform` of a float compares numbers, as the interpreter and the other backends do
/// (tests/data/is_uniform.ll): -0 and +0 are one value (`add.rn` of +0 before the bitwise
/// `match.all`) and a NaN equals nothing (`setp.num` voted over the active lanes); bfloat
/// widens to f32 exactly. The GPU run showed the bitwise answer (a NaN in every lane:
/// uniform) against the interpreter's on `codegen_simd_groups`.
#[test]
fn float_uniformity_compares_numbers() {
    let Some(llvm_as) = llvm_as() else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let bc = dir.path().join("is_uniform.bc");
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/is_uniform.ll");
    let st = Command::new(llvm_as).arg(&src).arg("-o").arg(&bc).status().expect("llvm-as runs");
    assert!(st.success(), "llvm-as {}", src.display());
    let m = optimized(&std::fs::read(&bc).expect("bitcode")).expect("optimizes");
    let ptxas = ptxas();
    for (arch, sm) in ARCHS {
        let ptx = compile(backend(arch).as_ref(), &m, "is_uniform_floats").expect("compiles").assembly;
        for (want, n) in [
            ("setp.num.f32", 2),
            ("setp.num.f16", 1),
            ("add.rn.f32", 2),
            ("add.rn.f16", 1),
            ("vote.sync.all.pred", 3),
            ("match.all.sync.b32", 3),
            ("match.all.sync.b16", 0),
        ] {
            assert_eq!(ptx.matches(want).count(), n, "{arch}: {want}:\n{ptx}");
        }
        if let Some(p) = &ptxas {
            assemble(p, dir.path(), sm, "is_uniform", &ptx).unwrap_or_else(|e| panic!("{arch}: ptxas: {e}"));
        }
    }
}

/// `sign(NaN)` is +0 (MSL; the interpreter): the select on the NaN test must pick the zero,
/// not `x` (the H100 run's `math_ops`, `sign(<-2.5, -0, NaN, 3>)` element 2).
#[test]
fn sign_of_nan_selects_zero() {
    let raw = std::fs::read(fixture("run/real_ops.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    let c = compile(backend("nvidiagpu_sm90").as_ref(), &m, "math_ops").expect("compiles");
    let lines: Vec<&str> = c.assembly.lines().map(str::trim).collect();
    let mut checked = 0;
    for l in &lines {
        let Some(p) = l.strip_prefix("setp.nan.f32 ").and_then(|r| r.split(',').next()) else { continue };
        for s in lines.iter().filter(|s| s.starts_with("selp.f32 ") && s.ends_with(&format!(", {p};"))) {
            let zero = s.split(", ").nth(1).expect("selp operands");
            let set = lines
                .iter()
                .find(|d| {
                    d.starts_with(&format!("mov.b32 {zero}, ")) || d.starts_with(&format!("mov.f32 {zero}, "))
                })
                .unwrap_or_else(|| panic!("{zero} of `{s}` is not an immediate"));
            assert!(set.ends_with(" 0x00000000;") || set.ends_with(" 0f00000000;"), "NaN selects `{set}`");
            checked += 1;
        }
    }
    assert!(checked > 0, "no sign with a NaN test:\n{}", c.assembly);
}

/// Float atomic min/max (no `atom.max.f32` in PTX): a compare-and-swap loop on the bits
/// around `max.f32`/`min.f32`, for device and threadgroup memory; ptxas accepts it
/// (`ptxas_accepts_every_fixture_kernel`).
#[test]
fn float_atomic_min_max_is_a_cas_loop() {
    let raw = std::fs::read(fixture("codegen/math_extra.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    for (arch, _) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, "float_atomics").expect("float_atomics compiles");
        let ptx = &c.assembly;
        for needle in
            ["atom.relaxed.gpu.global.cas.b32", "atom.relaxed.gpu.shared.cas.b32", "max.f32", "min.f32"]
        {
            assert!(ptx.contains(needle), "{arch}: no {needle}");
        }
        assert!(!ptx.contains("atom.relaxed.gpu.global.max.f32"), "{arch}");
    }
}

/// mlx's block softmax keeps each lane's four elements in a private array filled and
/// read by loops of four iterations, with SIMD-group reductions after them. The joins
/// of the structured selection (target register tests on every back edge) hid the trip
/// counts from `ptxas`, so the array stayed in `.local` memory: the H200 bench fell from
/// 1.35× to 0.57× of nvcc. Loops that read no mask now keep their plain shape, and
/// `ptxas` keeps the array in registers: no stack frame. And it unrolls them, now that
/// their exit branches have positive predicates (`unrolled_by_ptxas`).
#[test]
fn loops_without_warp_operations_keep_private_arrays_in_registers() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("note: {} not present; test skipped (cargo xtask corpus)", path.display());
        return;
    };
    let Some(ptxas) = ptxas() else { return };
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let f = lib.functions.iter().find(|f| f.name == "block_softmax_float32").expect("block_softmax_float32");
    let m = optimized(lib.module_of(f)).expect("optimizes");
    let dir = tempfile::tempdir().expect("temp dir");
    for (arch, sm) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, f.name).expect("translates");
        // Both paths of the group reductions are there (whole warp and with holes).
        assert!(c.assembly.contains("shfl.sync.bfly.b32"), "{arch}: no full-warp path");
        let file = dir.path().join(format!("{sm}.ptx"));
        std::fs::write(&file, &c.assembly).expect("write ptx");
        let out = Command::new(&ptxas)
            .args([format!("-arch={sm}"), "-v".to_owned(), "-o".to_owned()])
            .arg(dir.path().join(format!("{sm}.cubin")))
            .arg(&file)
            .output()
            .expect("run ptxas");
        let info = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{arch}: ptxas rejects:\n{info}");
        assert!(info.contains(" 0 bytes stack frame"), "{arch}: private array in local memory:\n{info}");
        unrolled_by_ptxas(arch, &dir.path().join(format!("{sm}.cubin")));
    }
}

/// `nvdisasm` (the `nvidia-cuda-nvdisasm` wheel, or `METAL_NT_NVDISASM`), for checks on
/// the machine code `ptxas` made of our PTX; `None` skips them with a notice.
fn nvdisasm() -> Option<PathBuf> {
    let mut cands: Vec<PathBuf> =
        std::env::var_os("METAL_NT_NVDISASM").map(PathBuf::from).into_iter().collect();
    for module in ["nvidia.cu13", "nvidia.cuda_nvdisasm"] {
        let py = Command::new("python3")
            .args(["-c", &format!("import {module} as n; print(list(n.__path__)[0])")])
            .output();
        if let Some(o) = py.ok().filter(|o| o.status.success()) {
            cands.push(Path::new(String::from_utf8_lossy(&o.stdout).trim()).join("bin/nvdisasm"));
        }
    }
    cands.push(PathBuf::from("nvdisasm"));
    first_tool(cands, "nvdisasm", "pip install nvidia-cuda-nvdisasm, or METAL_NT_NVDISASM")
}

/// The softmax's loops of four, as `ptxas` compiled them (`cubin`): fully unrolled, so
/// the four loads of a lane come from one base (`[R.64]`, `+0x4`, `+0x8`, `+0xc`) and
/// are all in flight together, as in nvcc's code. A loop whose exit branch was
/// negated (`@!%p bra`) kept its four iterations, each waiting for its own load: the
/// H200 ran the softmax at 0.62× of nvcc. The stores and the exponentials likewise, and
/// the bounds-checked loop (an `if`/`else` inside: unrolled once its exit branch is
/// also its back edge, `converge::if_as_back_edge`).
fn unrolled_by_ptxas(arch: &str, cubin: &Path) {
    let Some(dis) = nvdisasm() else { return };
    let out = Command::new(&dis).arg("-c").arg(cubin).output().expect("run nvdisasm");
    assert!(out.status.success(), "{arch}: nvdisasm fails: {}", String::from_utf8_lossy(&out.stderr));
    let sass = String::from_utf8_lossy(&out.stdout);
    let insts: Vec<&str> = sass.lines().filter_map(|l| l.split_once("*/").map(|(_, i)| i.trim())).collect();
    // Accesses as (base register, offset), unpredicated (the in-bounds path) or guarded
    // by a predicate (the bounds-checked one): a loop of four has one `[R.64]` of each.
    let four = |op: &str, guarded: bool| {
        let acc: Vec<(&str, &str)> = insts
            .iter()
            .filter_map(|i| {
                let i = if guarded { i.strip_prefix('@')?.split_once(' ')?.1 } else { i };
                let (before, after) = i.strip_prefix(op)?.split_once(".64")?;
                Some((before.rsplit_once('[')?.1, after.split(']').next()?))
            })
            .collect();
        acc.iter().any(|(base, _)| ["", "+0x4", "+0x8", "+0xc"].iter().all(|off| acc.contains(&(base, off))))
    };
    for guarded in [false, true] {
        assert!(four("LDG.E ", guarded), "{arch}: no four loads from one base (guarded: {guarded}):\n{sass}");
    }
    assert!(four("STG.E ", false), "{arch}: no four stores to one base:\n{sass}");
    assert!(
        insts.iter().filter(|i| i.starts_with("MUFU.EX2")).count() >= 4,
        "{arch}: exponentials in a loop"
    );
}

/// `fmod(x, y)` of floats is exact in Metal however large `x / y` is. One truncated
/// quotient in f64 is exact only below 2^53: the H200 gave −4.2 for `fmod(−2.3e16, x)`
/// with a small `x` (fixture `math_extra`, word 5 of thread 3; the interpreter −0.0465).
/// The PTX now reduces in steps of at most 2^52 (a loop scaling the divisor by 2^52);
/// the GPU run compares the fixture's values against the interpreter, this checks the
/// shape and that ptxas takes it.
#[test]
fn fmod_reduces_huge_quotients_in_steps() {
    let raw = std::fs::read(fixture("codegen/math_extra.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    let Some(ptxas) = ptxas() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    for (arch, sm) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, "math_extra").expect("translates");
        let text = &c.assembly;
        let scale = text.find("0d4330000000000000").expect("the 2^52 scaling step");
        let quotient = text[scale..].find("div.rz.f64").expect("a quotient after the scaling");
        assert!(text[scale + quotient..].contains("fma.rn.f64"), "{arch}: no exact subtraction");
        assemble(&ptxas, dir.path(), sm, "fmod", text).unwrap_or_else(|e| panic!("{arch}: {e}"));
    }
}

/// `long(NaN)` is 0 in Metal, but PTX's 64-bit `cvt.rzi` gives 2^63 for NaN (seen on an
/// H200 in `math_extra`): every 64-bit float-to-integer conversion is followed by the
/// NaN test that zeroes it.
#[test]
fn float_to_64_bit_integer_zeroes_nan() {
    let raw = std::fs::read(fixture("codegen/math_extra.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    for (arch, _) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, "math_extra").expect("translates");
        let lines: Vec<&str> = c.assembly.lines().map(str::trim).collect();
        let cvts: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("cvt.rzi.s64.f32") || lines[i].starts_with("cvt.rzi.u64.f32"))
            .collect();
        assert!(cvts.len() >= 2, "{arch}: long(h), long(e), ulong(h), ulong(e) convert");
        for i in cvts {
            let dst = lines[i].split_whitespace().nth(1).unwrap_or("").trim_end_matches(',');
            let test = lines.get(i + 1).copied().unwrap_or("");
            let zero = lines.get(i + 2).copied().unwrap_or("");
            assert!(test.starts_with("setp.nan.f32"), "{arch}: {}: no NaN test after it", lines[i]);
            assert!(
                zero.ends_with(&format!("mov.b64 {dst}, 0;")),
                "{arch}: {}: NaN not zeroed ({zero})",
                lines[i]
            );
        }
    }
}

/// Metal's thread position and threadgroup size are computed once, before the entry
/// block: repeated at every read (in loops, and in each SIMD-group operation's mask)
/// the flat-launch test and its divisions made the threadgroup reduction 2.5× slower on
/// an H200 (docs/gpu-causes.md, runs 5 and 6).
#[test]
fn thread_position_is_computed_once() {
    let raw = std::fs::read(fixture("run/simd_reduce.bc")).expect("fixture");
    let m = optimized(&raw).expect("optimizes");
    for (arch, _) in ARCHS {
        let c = compile(backend(arch).as_ref(), &m, "simd_reduce").expect("translates");
        let text = &c.assembly;
        assert_eq!(
            text.matches("[metal_dispatch+36]").count(),
            1,
            "{arch}: the flat-launch flag is read once"
        );
        assert_eq!(text.matches("%tid.x").count(), 1, "{arch}: %tid.x is read once");
        let (tid, params) = (text.find("%tid.x"), text.find("ld.param.u64"));
        assert!(tid < params, "{arch}: the prologue comes before the entry block");
    }
}
