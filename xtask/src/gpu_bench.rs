//! The GPU benchmark of issue 13 inside `cargo xtask gpu-check`: what the pack carries for
//! it and how its results become `docs/bench-ptx.md`.
//!
//! - [`pack_bench`] copies `tests/gpu/bench/` (the CUDA twins `*.cu`, their host harness
//!   `bench.h`, the step `bench.sh` that `run.sh` calls) to `bench/` in the pack and writes
//!   `bench.metallib`, the two mlx kernels the benchmark times ([`MLX_KERNELS`]), taken
//!   from the corpus (the pack's mlx sample need not hold them). The fixture kernels
//!   (`vector_add`, `simd_reduce`, `tiled_gemm`) travel with the fixtures.
//! - [`summarize_bench`] turns the `bench.jsonl` that `bench.sh` writes into the markdown
//!   table: per benchmark nvcc's time, ours, their ratio (nvcc / ours, the goal ≥ 0.8),
//!   whether the outputs checked, and the device and date of the run.

use anyhow::{bail, Context, Result};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

/// The mlx kernels of the benchmark: a softmax and a gemm (both agree with the
/// interpreter on the GPU, docs/gpu-report.md).
pub const MLX_KERNELS: [&str; 2] =
    ["block_softmax_float32", "steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2"];

/// The goal: our kernel at least this fraction of nvcc's speed.
pub const GOAL: f64 = 0.8;

/// Copies the benchmark's sources into `out/bench` and writes `out/bench.metallib` from
/// the mlx corpus `corpus` (bytes of a metallib).
pub fn pack_bench(root: &Path, out: &Path, corpus: &[u8]) -> Result<()> {
    let src = root.join("tests/gpu/bench");
    let dst = out.join("bench");
    std::fs::create_dir_all(&dst)?;
    let mut files: Vec<_> = std::fs::read_dir(&src)
        .with_context(|| format!("cannot read {}", src.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "cu" || e == "h" || e == "sh" || e == "py"))
        .collect();
    files.sort();
    if !files.iter().any(|p| p.ends_with("bench.sh")) {
        bail!("{} has no bench.sh", src.display());
    }
    for p in &files {
        let name = p.file_name().context("file name")?;
        std::fs::copy(p, dst.join(name)).with_context(|| format!("cannot copy {}", p.display()))?;
    }
    std::fs::write(out.join("bench.metallib"), bench_library(corpus)?)?;
    Ok(())
}

/// A metallib of the [`MLX_KERNELS`] of `corpus`.
pub fn bench_library(corpus: &[u8]) -> Result<Vec<u8>> {
    let lib = match metallib::open(corpus)? {
        metallib::Container::MetalLib(lib) => lib,
        _ => bail!("the corpus is not a metallib"),
    };
    let mut picked = Vec::new();
    for name in MLX_KERNELS {
        match lib.functions.iter().find(|f| f.name == name) {
            Some(f) => picked.push(f),
            None => bail!("the mlx corpus has no kernel `{name}`"),
        }
    }
    crate::gpu_check::library_of(&lib, &picked)
}

/// One benchmark's results gathered over the rounds.
#[derive(Default)]
struct Row {
    kernel: String,
    size: String,
    nvcc: Vec<f64>,
    ours: Vec<f64>,
    compare: Option<String>,
    problems: Vec<String>,
}

fn median(v: &[f64]) -> Option<f64> {
    let mut t: Vec<f64> = v.iter().copied().filter(|x| x.is_finite()).collect();
    t.sort_by(f64::total_cmp);
    let n = t.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => t.get(n / 2).copied(),
        _ => Some((t[n / 2 - 1] + t[n / 2]) / 2.0),
    }
}

/// The order of the benchmarks in the table: the issue's, then any other by name.
fn rank(bench: &str) -> (usize, String) {
    let order = ["vector_add", "threadgroup_reduce", "tiled_gemm", "mlx_block_softmax", "mlx_steel_gemm"];
    (order.iter().position(|b| *b == bench).unwrap_or(order.len()), bench.to_owned())
}

/// The markdown of `docs/bench-ptx.md` from the JSON Lines `bench.sh` writes.
pub fn summarize_bench(text: &str) -> Result<String> {
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or("").to_owned();
    let mut meta = Value::Null;
    let mut rows: BTreeMap<(usize, String), Row> = BTreeMap::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).with_context(|| format!("bench line {}", i + 1))?;
        if v.get("meta").is_some() {
            meta = v;
            continue;
        }
        let bench = s(&v, "bench");
        let row = rows.entry(rank(&bench)).or_default();
        if row.kernel.is_empty() {
            row.kernel = s(&v, "kernel");
        }
        let side = s(&v, "side");
        let status = s(&v, "status");
        if side != "compare" && row.size.is_empty() {
            row.size = s(&v, "size");
        }
        let detail = s(&v, "detail");
        match (side.as_str(), status.as_str()) {
            ("compare", "ok") => row.compare = Some("agrees".to_owned()),
            ("compare", _) => {
                row.compare = Some(status.clone());
                row.problems.push(format!("--compare at {}: {status}: {detail}", s(&v, "size")));
            }
            (side, "ok") => {
                let t = v.get("median_ms").and_then(Value::as_f64).unwrap_or(f64::NAN);
                if side == "nvcc" {
                    row.nvcc.push(t);
                } else {
                    row.ours.push(t);
                }
            }
            (side, _) => {
                let round = v
                    .get("round")
                    .and_then(Value::as_u64)
                    .map(|r| format!(" (round {r})"))
                    .unwrap_or_default();
                row.problems.push(format!("{side}{round}: {status}: {detail}"));
            }
        }
    }
    let mut md = String::from("# Benchmark: metal-nt's PTX against nvcc on an NVIDIA GPU\n\n");
    md.push_str(
        "Written by `cargo xtask gpu-check --bench BENCH.jsonl` from what the GPU pack's `run.sh` \
brings back (how to run: the end of this file). Each Metal kernel, translated by metal-nt \
for `nvidiagpu_sm90` and run by `metal-run --repeat N --timing`, against the same algorithm \
written in CUDA C++ (`tests/gpu/bench/*.cu`: same tiles, threads per group, grid and data \
types) built with `nvcc -O3 -arch=sm_90`, on the same inputs, timed alike (CUDA events \
around each launch, median of N). Ratio = nvcc's time / ours: 1 is nvcc's speed, the goal \
is ≥ 0.8.\n\n",
    );
    let m = |k: &str| meta.get(k).and_then(Value::as_str).unwrap_or("?").to_owned();
    if !meta.is_null() {
        let num = |k: &str| {
            meta.get(k).and_then(Value::as_u64).map(|n| n.to_string()).unwrap_or_else(|| "?".into())
        };
        md.push_str(&format!(
            "Run of {}: {} (driver {}), {}; {} launches per measurement, {} rounds alternating the two sides.\n\n",
            m("date"),
            m("device"),
            m("driver"),
            m("nvcc"),
            num("repeat"),
            num("rounds")
        ));
    }
    md.push_str(
        "| benchmark | Metal kernel | size | nvcc -O3 (ms) | metal-nt (ms) | ratio | goal ≥ 0.8 | --compare |\n\
|---|---|---|---:|---:|---:|---|---|\n",
    );
    if rows.is_empty() {
        md.push_str("| — | no GPU run yet | | | | | | |\n");
    }
    let fmt = |t: Option<f64>| t.map(|t| format!("{t:.4}")).unwrap_or_else(|| "—".to_owned());
    for ((_, bench), r) in &rows {
        let (n, o) = (median(&r.nvcc), median(&r.ours));
        let ratio = match (n, o) {
            (Some(n), Some(o)) if o > 0.0 => Some(n / o),
            _ => None,
        };
        let goal = match ratio {
            Some(x) if x >= GOAL => "met",
            Some(_) => "not met",
            None => "no result",
        };
        md.push_str(&format!(
            "| {bench} | `{}` | {} | {} | {} | {} | {goal} | {} |\n",
            r.kernel,
            r.size,
            fmt(n),
            fmt(o),
            ratio.map(|x| format!("{x:.2}")).unwrap_or_else(|| "—".to_owned()),
            r.compare.as_deref().unwrap_or("not run")
        ));
    }
    md.push_str(
        "\nTimes are the median over the rounds of each round's median; every timed output was \
checked by the benchmark's own check (exact for `vector_add` and the gemms, whose inputs are \
small integers; within n·2^-24 relative for the sums), and `--compare` ran the translated \
kernel at a small size against metal-run's interpreter.\n",
    );
    let problems: Vec<(&String, &String)> =
        rows.iter().flat_map(|((_, b), r)| r.problems.iter().map(move |p| (b, p))).collect();
    if !problems.is_empty() {
        md.push_str("\n## Errors and failed checks\n\n");
        for (b, p) in problems {
            md.push_str(&format!("- {b}: {p}\n"));
        }
    }
    md.push_str(HOW_TO_RUN);
    Ok(md)
}

const HOW_TO_RUN: &str = "
## What runs

| benchmark | Metal kernel (pack) | problem | dispatch | check |
|---|---|---|---|---|
| vector_add | `vector_add` (`fixtures/fixtures.metallib`) | c = a + b, 2^24 floats, with the bound check | 2^24 threads, groups of 256 | every element exact |
| threadgroup_reduce | `simd_reduce` (`fixtures/run/simd_reduce.bc`) | one sum per group of 256 floats over 2^24: `simd_sum` (warp shuffles), 8 partials in threadgroup memory, a barrier, thread 0 adds | 65,536 groups of 256 | every sum within 256·2^-24 of the magnitudes |
| tiled_gemm | `tiled_gemm` (`fixtures/run/tiled_gemm.bc`) | C = A·B, 2048², 16×16 tiles in two threadgroup arrays | 128×128 groups of 16×16 | 4,100 elements exact (integer-valued inputs) |
| mlx_block_softmax | mlx `block_softmax_float32` | softmax of 16,384 rows of 4,096 floats in [-8, 8) | one group of 1,024 per row (mlx's choice: 32·⌈⌈4096/4⌉/32⌉) | 64 rows within 4·n·2^-24 relative of an f64 softmax |
| mlx_steel_gemm | mlx `steel_gemm_fused_nn_float32_float32_bm64_bn64_bk16_wm2_wn2`, constants `has_batch`, `use_out_source`, `do_axpby` false and `align_M/N/K` true | D = A·B, 2048³, `GEMMParams` as mlx fills them | 32×32 groups of 32×2×2 | 4,100 elements exact (integer-valued inputs) |

The CUDA twins (`tests/gpu/bench/*.cu`, host harness `bench.h`) write the inputs that
metal-run reads (a fixed-seed generator), so both sides compute on the same data, and
check metal-run's output with the same code as their own. Timing on both sides: CUDA
events recorded around each launch on the default stream, synchronized after each; the
CUDA side adds one untimed warm-up launch, metal-run's median includes its first launch
(a median over 30 is not moved by one).

## How to run

```sh
cargo xtask corpus              # once: target/corpus/mlx.metallib
cargo xtask gpu-check           # release binaries + target/gpu-pack/ (bench/ and bench.metallib included)
# on the GPU machine (nvcc and the CUDA driver; no Rust), with target/gpu-pack carried over:
bash target/gpu-pack/run.sh --bench-only   # only the benchmark (about a minute): $OUT/bench.jsonl
bash target/gpu-pack/run.sh                # the whole GPU check, then the benchmark
# back here:
cargo xtask gpu-check --bench bench.jsonl  # rewrites docs/bench-ptx.md
```

`run.sh` calls `bench/bench.sh`: it builds each `bench/*.cu` with `nvcc -O3 -arch=sm_90`
(in parallel), runs each benchmark once at a small size under `metal-run --arch
nvidiagpu_sm90 --compare` (the translated kernel against the interpreter), then times both
sides alternately for `ROUNDS` rounds (2) of `REPEAT` launches (30). A benchmark that fails
to build, run or check records an error line and the others go on. Environment: `NVCC`,
`REPEAT`, `ROUNDS`, `BENCHES` (a subset of `vector_add simd_reduce tiled_gemm block_softmax
steel_gemm`), `LIMIT_BENCH` (seconds per step, 90), `BENCH_WORK` (binaries and inputs,
hundreds of MB, emptied first; `$PACK/bench-work`, outside `$OUT`). Besides `bench.jsonl`,
`$OUT` gets `bench-log.txt` (progress) and `bench-nvcc/` (nvcc's messages).

Without a GPU, `python3 tests/gpu/bench/nvrtc_check.py` compiles every CUDA twin's device
code with NVRTC and ptxas (sm_90) and its host code with g++ (the `nvidia-cuda-nvrtc-cu12`,
`-nvcc-cu12` and `-runtime-cu12` wheels); `cargo test -p xtask` runs it, and runs the Metal
side of every benchmark at its small size on the interpreter against the benchmark's own
check, and checks the PTX of the five Metal kernels with ptxas.

Why the ratios are what they are (instruction mixes of the hot loops, ours against nvcc's,
and what was changed): docs/ptx-perf.md.
";

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = concat!(
        r#"{"meta":true,"date":"2026-11-28T02:40:00Z","device":"NVIDIA H100 80GB HBM3","driver":"550.54","nvcc":"Build cuda_12.4","arch":"nvidiagpu_sm90","repeat":30,"rounds":2}"#,
        "\n",
        r#"{"bench":"vector_add","kernel":"vector_add","side":"compare","round":1,"size":"4099","status":"ok","repeats":0,"device":"","detail":""}"#,
        "\n",
        r#"{"bench":"vector_add","kernel":"vector_add","side":"nvcc","round":1,"size":"16777216","status":"ok","median_ms":0.100000,"min_ms":0.09,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"vector_add","kernel":"vector_add","side":"ours","round":1,"size":"16777216","status":"ok","median_ms":0.110000,"min_ms":0.1,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"vector_add","kernel":"vector_add","side":"nvcc","round":2,"size":"16777216","status":"ok","median_ms":0.120000,"min_ms":0.09,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"vector_add","kernel":"vector_add","side":"ours","round":2,"size":"16777216","status":"ok","median_ms":0.130000,"min_ms":0.1,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"mlx_steel_gemm","kernel":"steel_gemm_x","side":"nvcc","round":1,"size":"2048x2048x2048","status":"ok","median_ms":1.0,"min_ms":1.0,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"mlx_steel_gemm","kernel":"steel_gemm_x","side":"ours","round":1,"size":"2048x2048x2048","status":"wrong","median_ms":4.0,"min_ms":4.0,"repeats":30,"device":"H100","detail":"D[0][0] = 1, want 2"}"#,
        "\n",
        r#"{"bench":"tiled_gemm","side":"nvcc","status":"error","detail":"nvcc -O3 -arch=sm_90 failed: x.cu(3): error"}"#,
        "\n",
        r#"{"bench":"mlx_block_softmax","kernel":"block_softmax_float32","side":"compare","round":1,"size":"3x200","status":"error","repeats":0,"device":"","detail":"metal-run exit 1: differ"}"#,
        "\n",
        r#"{"bench":"mlx_block_softmax","kernel":"block_softmax_float32","side":"nvcc","round":1,"size":"16384x4096","status":"ok","median_ms":0.5,"min_ms":0.5,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
        r#"{"bench":"mlx_block_softmax","kernel":"block_softmax_float32","side":"ours","round":1,"size":"16384x4096","status":"ok","median_ms":1.0,"min_ms":1.0,"repeats":30,"device":"H100","detail":""}"#,
        "\n",
    );

    #[test]
    fn bench_summary_ratios_goal_and_errors() {
        let md = summarize_bench(SAMPLE).expect("summary");
        // Median over rounds: nvcc (0.10 + 0.12) / 2, ours (0.11 + 0.13) / 2; ratio 0.11 / 0.12.
        assert!(
            md.contains("| vector_add | `vector_add` | 16777216 | 0.1100 | 0.1200 | 0.92 | met | agrees |"),
            "{md}"
        );
        assert!(
            md.contains("| mlx_block_softmax | `block_softmax_float32` | 16384x4096 | 0.5000 | 1.0000 | 0.50 | not met | error |"),
            "{md}"
        );
        // A wrong result is no time: no ratio, and the check's message is listed.
        assert!(
            md.contains(
                "| mlx_steel_gemm | `steel_gemm_x` | 2048x2048x2048 | 1.0000 | — | — | no result | not run |"
            ),
            "{md}"
        );
        assert!(md.contains("- mlx_steel_gemm: ours (round 1): wrong: D[0][0] = 1, want 2"), "{md}");
        assert!(md.contains("- tiled_gemm: nvcc: error: nvcc -O3 -arch=sm_90 failed"), "{md}");
        assert!(
            md.contains("- mlx_block_softmax: --compare at 3x200: error: metal-run exit 1: differ"),
            "{md}"
        );
        assert!(md.contains("Run of 2026-11-28T02:40:00Z: NVIDIA H100 80GB HBM3 (driver 550.54)"), "{md}");
        // The issue's order.
        let (v, t, s, g) = (
            md.find("| vector_add |").expect("v"),
            md.find("| tiled_gemm |").expect("t"),
            md.find("| mlx_block_softmax |").expect("s"),
            md.find("| mlx_steel_gemm |").expect("g"),
        );
        assert!(v < t && t < s && s < g, "{md}");
        assert!(summarize_bench("{not json").is_err());
        assert!(summarize_bench("").expect("empty").contains("no GPU run yet"));
    }

    #[test]
    fn medians() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0]), Some(2.5));
        assert_eq!(median(&[f64::NAN, 1.0]), Some(1.0));
    }

    /// The benchmarks: `tests/gpu/bench/<name>.cu` each.
    const BENCHES: [&str; 5] = ["vector_add", "simd_reduce", "tiled_gemm", "block_softmax", "steel_gemm"];

    /// Whether a missing tool may skip a test (not under METAL_NT_REQUIRE_ORACLES=1).
    fn may_skip(what: &str) -> bool {
        assert!(
            std::env::var("METAL_NT_REQUIRE_ORACLES").map_or(true, |v| v != "1"),
            "{what} missing but METAL_NT_REQUIRE_ORACLES=1"
        );
        eprintln!("notice: {what} missing; test skipped");
        true
    }

    fn root() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    /// The mlx corpus; `None` (a notice) where it is absent, unless METAL_NT_REQUIRE_CORPUS=1.
    fn corpus() -> Option<Vec<u8>> {
        let Ok(bytes) = std::fs::read(root().join("target/corpus/mlx.metallib")) else {
            assert!(std::env::var("METAL_NT_REQUIRE_CORPUS").map_or(true, |v| v != "1"), "corpus missing");
            eprintln!("notice: target/corpus/mlx.metallib absent; test skipped");
            return None;
        };
        Some(bytes)
    }

    /// tests/gpu/bench/nvrtc_check.py with `args`: its exit code and output; `None` when
    /// python3 cannot run.
    fn nvrtc_check(args: &[&std::ffi::OsStr]) -> Option<(i32, String)> {
        let o = std::process::Command::new("python3")
            .arg(root().join("tests/gpu/bench/nvrtc_check.py"))
            .args(args)
            .output()
            .ok()?;
        Some((
            o.status.code().unwrap_or(-1),
            format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr)),
        ))
    }

    /// The CUDA twins compile: NVRTC (device code) and ptxas for sm_90, g++ (host code).
    /// nvcc itself is not on PyPI; the GPU machine builds them with nvcc -O3.
    #[test]
    fn cuda_twins_compile() {
        match nvrtc_check(&[]) {
            None => {
                may_skip("python3");
            }
            Some((3, out)) => {
                may_skip(&format!("NVRTC/ptxas ({})", out.trim()));
            }
            Some((code, out)) => {
                assert_eq!(code, 0, "{out}");
                for b in BENCHES {
                    assert!(
                        out.contains(&format!("{b}.cu: ok (1 kernels; host code compiles (g++))")),
                        "{b}: {out}"
                    );
                }
            }
        }
    }

    /// A benchmark binary's judgement of the small-size results in `work/out` (metal-run
    /// exit 0, no timing): whether it passed, and its JSON line.
    fn judge(bin: &Path, work: &Path) -> (bool, String) {
        let o = std::process::Command::new(bin)
            .arg("ours")
            .arg(work)
            .arg("0")
            .arg(work.join("stderr.txt"))
            .args(["--small", "--side", "compare"])
            .output()
            .expect("ours");
        (o.status.success(), String::from_utf8_lossy(&o.stdout).into_owned())
    }

    /// The Metal side of every benchmark at its small size: the host-only harness writes
    /// the inputs and metal-run's arguments, the kernel runs on metal-run's interpreter,
    /// and the harness's own check accepts the result (so the arguments — buffers,
    /// constants, grid — and the checks are right); and metal-nt's PTX of each kernel,
    /// specialized as the benchmark runs it, passes ptxas for sm_90.
    #[test]
    fn metal_side_runs_and_its_ptx_assembles() {
        let Some(corpus) = corpus() else { return };
        let tmp = tempfile::tempdir().expect("tempdir");
        let pack = tmp.path().join("pack");
        std::fs::create_dir_all(pack.join("fixtures")).expect("mkdir");
        for f in
            ["fixtures/air/fixtures.metallib", "fixtures/run/simd_reduce.bc", "fixtures/run/tiled_gemm.bc"]
        {
            let name = Path::new(f).file_name().expect("name");
            std::fs::copy(root().join(f), pack.join("fixtures").join(name)).expect("copy fixture");
        }
        std::fs::write(pack.join("bench.metallib"), bench_library(&corpus).expect("bench library"))
            .expect("write");
        let bins = tmp.path().join("bin");
        match nvrtc_check(&["--host-bin".as_ref(), bins.as_os_str()]) {
            Some((0, _)) => {}
            Some((3, _)) | None => {
                may_skip("g++ or the CUDA runtime wheel");
                return;
            }
            Some((_, out)) => panic!("host-only build failed: {out}"),
        }
        let table = targets::ArchTable::builtin();
        let arch = table.get("nvidiagpu_sm90").expect("arch");
        let target = metal_run::native::Target::new(arch).expect("PTX backend");
        let mut ptx_files = Vec::new();
        for b in BENCHES {
            let work = tmp.path().join(b);
            std::fs::create_dir_all(&work).expect("mkdir");
            let bin = bins.join(b);
            let o = std::process::Command::new(&bin)
                .arg("args")
                .arg(&pack)
                .arg(&work)
                .arg("--small")
                .output()
                .expect("args");
            assert!(o.status.success(), "{b} args: {}", String::from_utf8_lossy(&o.stdout));
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            let args: Vec<&str> = text.lines().collect();
            let (lib, kernel) = (args[0], args[1]);
            let mut buffers = Vec::new();
            let mut tg_memory = Vec::new();
            let mut constants = Vec::new();
            let (mut grid, mut size) = (None, [1, 1, 1]);
            for pair in args[2..].chunks(2) {
                let v = pair[1];
                match pair[0] {
                    "--threads" => {
                        grid = Some(interp::Grid::Threads(metal_run::spec::parse_size(v).expect("size")))
                    }
                    "--threadgroups" => {
                        grid = Some(interp::Grid::Threadgroups(metal_run::spec::parse_size(v).expect("size")))
                    }
                    "--threadgroup-size" => size = metal_run::spec::parse_size(v).expect("size"),
                    "--buffer" => buffers.push(metal_run::spec::parse_buffer(v).expect("buffer")),
                    "--threadgroup-memory" => {
                        tg_memory.push(metal_run::spec::parse_threadgroup_memory(v).expect("tg memory"))
                    }
                    "--constant" => constants.push(metal_run::spec::parse_constant(v).expect("constant")),
                    other => panic!("{b}: unexpected argument {other}"),
                }
            }
            let bytes = std::fs::read(lib).expect("library");
            let container = metallib::open(&bytes).expect("container");
            let job = metal_run::Job {
                function: kernel.to_owned(),
                dispatch: interp::Dispatch { grid: grid.expect("grid"), threadgroup_size: size },
                buffers: metal_run::plan::load_buffers(&buffers, 1 << 30).expect("buffers"),
                threadgroup_memory: metal_run::plan::threadgroup_lengths(&tg_memory).expect("lengths"),
                constants,
            };
            let loaded = metal_run::load(&container, lib, job).expect("load");
            let results = metal_run::interpret(&loaded, 1 << 32).expect("interpreter");
            metal_run::output::write_outputs(&work.join("out"), &results).expect("outputs");
            std::fs::write(work.join("stderr.txt"), "").expect("stderr");
            let (passed, line) = judge(&bin, &work);
            assert!(passed && line.contains(r#""status":"ok""#), "{b}: {line}");
            assert!(line.contains(&format!(r#""kernel":"{kernel}""#)), "{line}");
            // And the check is no formality: one element off by one, and it says so.
            for (index, bytes) in &results {
                let mut bytes = bytes.clone();
                if let Some(first) = bytes.get_mut(..4) {
                    let v = f32::from_le_bytes([first[0], first[1], first[2], first[3]]) + 1.0;
                    first.copy_from_slice(&v.to_le_bytes());
                }
                std::fs::write(work.join(format!("out/buffer{index}.bin")), bytes).expect("perturb");
            }
            let (passed, line) = judge(&bin, &work);
            assert!(!passed && line.contains(r#""status":"wrong""#), "{b}: {line}");
            // The kernel as the GPU run compiles it.
            let program = target.compile(&loaded).unwrap_or_else(|e| panic!("{b}: {e}"));
            let ptx = work.join(format!("{b}.ptx"));
            std::fs::write(&ptx, &program.compiled.assembly).expect("ptx");
            ptx_files.push(ptx);
        }
        let mut args: Vec<&std::ffi::OsStr> = vec!["--ptxas".as_ref()];
        args.extend(ptx_files.iter().map(|p| p.as_os_str()));
        match nvrtc_check(&args) {
            Some((0, out)) => eprintln!("{out}"),
            Some((3, _)) | None => {
                may_skip("ptxas");
            }
            Some((_, out)) => panic!("ptxas refused our PTX: {out}"),
        }
    }

    /// The pack carries the benchmark: the sources and the step (valid bash), the two mlx
    /// kernels with their function constants, and run.sh's bench step and flags; the
    /// whole pack, where release binaries are built, stays under the limit with them.
    #[test]
    fn pack_carries_the_benchmark() {
        let Some(corpus) = corpus() else { return };
        let tmp = tempfile::tempdir().expect("tempdir");
        pack_bench(&root(), tmp.path(), &corpus).expect("pack_bench");
        let mut files: Vec<String> = ["bench.sh", "bench.h", "nvrtc_check.py"].map(String::from).to_vec();
        files.extend(BENCHES.map(|b| format!("{b}.cu")));
        for f in &files {
            assert!(tmp.path().join("bench").join(f).is_file(), "bench/{f} missing");
        }
        if let Ok(o) =
            std::process::Command::new("bash").arg("-n").arg(tmp.path().join("bench/bench.sh")).output()
        {
            assert!(o.status.success(), "bench.sh: {}", String::from_utf8_lossy(&o.stderr));
        }
        let bytes = std::fs::read(tmp.path().join("bench.metallib")).expect("bench.metallib");
        let metallib::Container::MetalLib(lib) = metallib::open(&bytes).expect("opens") else {
            panic!("not a metallib")
        };
        let names: Vec<&str> = lib.functions.iter().map(|f| f.name).collect();
        assert_eq!(names, MLX_KERNELS.to_vec());
        let gemm = lib.functions.iter().find(|f| f.name == MLX_KERNELS[1]).expect("gemm");
        let constants: Vec<&str> = lib.constants(gemm).iter().map(|c| c.name).collect();
        for c in ["has_batch", "use_out_source", "do_axpby", "align_M", "align_N", "align_K"] {
            assert!(constants.contains(&c), "{c} not in {constants:?}");
        }
        let run_sh = crate::gpu_check::RUN_SH;
        assert!(
            run_sh.contains("--bench-only") && run_sh.contains("bash \"$PACK/bench/bench.sh\""),
            "{run_sh}"
        );

        let target_dir = std::env::var_os("CARGO_TARGET_DIR")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| root().join("target"));
        if !target_dir.join("release/metal-run").is_file() || !target_dir.join("release/metal-nt").is_file() {
            eprintln!("notice: no release binaries in {}; whole-pack check skipped", target_dir.display());
            return;
        }
        let out = tmp.path().join("pack");
        crate::gpu_check::pack(&root(), &out, 200, false).expect("pack");
        assert!(out.join("bench/bench.sh").is_file() && out.join("bench.metallib").is_file());
        assert!(
            out.join("fixtures/tiled_gemm.bc").is_file() && out.join("fixtures/simd_reduce.bc").is_file()
        );
        assert!(std::fs::read_to_string(out.join("run.sh")).expect("run.sh").contains("bench/bench.sh"));
    }
}
