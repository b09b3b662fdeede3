//! metal-run as users run it, on the fixture kernels: results compared with values
//! computed here in Rust, the two dispatch forms, function constants, and every bad input
//! with its exact message and exit code (1 for errors, 2 for usage), and no output
//! directory left behind by a failure.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const LIB: &str = "fixtures/air/fixtures.metallib";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn metal_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metal-run"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run metal-run")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn read_f32(p: &Path) -> Vec<f32> {
    let b = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Writes `bytes` to `dir/name` and returns the path as an argument string.
fn input(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let p = dir.join(name);
    std::fs::write(&p, bytes).expect("write input");
    p.display().to_string()
}

/// Asserts a failure with `code` and exactly `message` on stderr, and that `out` was not
/// created.
fn fails(o: &Output, code: i32, message: &str, out: &Path) {
    assert_eq!(o.status.code(), Some(code), "stderr: {}", stderr(o));
    assert_eq!(stderr(o), message);
    assert!(!out.exists(), "a failed run left {}", out.display());
}

struct VectorAdd {
    _t: tempfile::TempDir,
    dir: PathBuf,
    a: Vec<f32>,
    b: Vec<f32>,
    args: Vec<String>,
}

/// `vector_add`: `out[i] = a[i] + b[i]` for `i < count`; buffers 0 `a`, 1 `b`, 2 `out`,
/// 3 `count` (`constant uint&`).
fn vector_add(n: usize, count: u32) -> VectorAdd {
    let t = tempfile::tempdir().expect("tempdir");
    let dir = t.path().to_path_buf();
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.37 - 3.0).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 / (i as f32 + 1.0)).collect();
    let args = vec![
        "--buffer".into(),
        format!("0={}", input(&dir, "a.bin", &f32s(&a))),
        "--buffer".into(),
        format!("1={}", input(&dir, "b.bin", &f32s(&b))),
        "--buffer".into(),
        format!("2=zeros:{}", n * 4),
        "--buffer".into(),
        format!("3={}", input(&dir, "count.bin", &count.to_le_bytes())),
    ];
    VectorAdd { _t: t, dir, a, b, args }
}

fn with<'a>(head: &[&'a str], rest: &'a [String]) -> Vec<&'a str> {
    head.iter().copied().chain(rest.iter().map(String::as_str)).collect()
}

#[test]
fn vector_add_with_partial_threadgroups() {
    // dispatchThreads(10) in threadgroups of 4: the third threadgroup has 2 threads.
    let v = vector_add(10, 10);
    let out = v.dir.join("out");
    let o = metal_run(&with(
        &[
            LIB,
            "vector_add",
            "--threads",
            "10",
            "--threadgroup-size",
            "4",
            "-o",
            out.to_str().expect("utf-8"),
        ],
        &v.args,
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(o.stdout.is_empty() && o.stderr.is_empty());
    let want: Vec<f32> = v.a.iter().zip(&v.b).map(|(x, y)| x + y).collect();
    assert_eq!(read_f32(&out.join("buffer2.bin")), want);
    // Every bound buffer is written, inputs included (unchanged).
    assert_eq!(read_f32(&out.join("buffer0.bin")), v.a);
    assert_eq!(std::fs::read(out.join("buffer3.bin")).expect("count"), 10u32.to_le_bytes());
    let mut names: Vec<String> = std::fs::read_dir(&out)
        .expect("ls")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["buffer0.bin", "buffer1.bin", "buffer2.bin", "buffer3.bin"]);
}

#[test]
fn vector_add_with_whole_threadgroups() {
    // dispatchThreadgroups(3) × 4 = 12 threads; the kernel's own bound check (count = 9)
    // leaves the last three elements as they were.
    let v = vector_add(12, 9);
    let out = v.dir.join("out");
    let o = metal_run(&with(
        &[
            LIB,
            "vector_add",
            "--threadgroups",
            "3,1,1",
            "--threadgroup-size",
            "4,1",
            "-o",
            out.to_str().expect("utf-8"),
        ],
        &v.args,
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    let want: Vec<f32> = (0..12).map(|i| if i < 9 { v.a[i] + v.b[i] } else { 0.0 }).collect();
    assert_eq!(read_f32(&out.join("buffer2.bin")), want);
}

#[test]
fn threadgroup_reduce_sums_each_group() {
    // 64 threads per threadgroup (the kernel assumes it), tree reduction in threadgroup
    // memory with barriers: partial_sums[g] = Σ in[64g .. 64g+63]. Integer-valued floats
    // make the sum exact in any order.
    let t = tempfile::tempdir().expect("tempdir");
    let x: Vec<f32> = (0..256).map(|i| ((i * 7919) % 201) as f32 - 100.0).collect();
    let inp = input(t.path(), "in.bin", &f32s(&x));
    let out = t.path().join("out");
    let o = metal_run(&[
        LIB,
        "threadgroup_reduce",
        "--threadgroups",
        "4",
        "--threadgroup-size",
        "64",
        "--buffer",
        &format!("0={inp}"),
        "--buffer",
        "1=zeros:16",
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let want: Vec<f32> = x.chunks(64).map(|c| c.iter().sum()).collect();
    assert_eq!(read_f32(&out.join("buffer1.bin")), want);
}

/// `scale_or_offset`: `out = x * s + o` when `use_offset`, else `x * multiplier`; every
/// constant optional (docs in fixtures/air/kernel_function_constants.ll).
fn scale_or_offset(constants: &[&str]) -> (Output, Vec<f32>, PathBuf, tempfile::TempDir) {
    let t = tempfile::tempdir().expect("tempdir");
    let x: Vec<f32> = (0..8).map(|i| i as f32 * 1.5 - 4.0).collect();
    let inp = input(t.path(), "in.bin", &f32s(&x));
    let out = t.path().join("out");
    let b0 = format!("0={inp}");
    let mut args = vec![LIB, "scale_or_offset", "--threads", "8", "--threadgroup-size", "8", "--buffer", &b0];
    args.extend(["--buffer", "1=zeros:32", "-o", out.to_str().expect("utf-8")]);
    for c in constants {
        args.extend(["--constant", c]);
    }
    (metal_run(&args), x, out, t)
}

#[test]
fn function_constants_specialize_the_kernel() {
    let (o, x, out, _t) = scale_or_offset(&["use_offset=true", "scale=2.5", "offset=-3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let want: Vec<f32> = x.iter().map(|v| v * 2.5 - 3.0).collect();
    assert_eq!(read_f32(&out.join("buffer1.bin")), want);

    let (o, x, out, _t) = scale_or_offset(&["multiplier=3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read_f32(&out.join("buffer1.bin")), x.iter().map(|v| v * 3.0).collect::<Vec<_>>());

    // Nothing set: is_function_constant_defined is false for all, so out = x * 1.
    let (o, x, out, _t) = scale_or_offset(&[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read_f32(&out.join("buffer1.bin")), x);
}

#[test]
fn bad_function_constants() {
    let what = format!("metal-run: error: {LIB}: kernel `scale_or_offset`: ");
    let (o, _, out, _t) = scale_or_offset(&["scal=2"]);
    fails(
        &o,
        1,
        &format!(
            "{what}--constant scal=2: no function constant `scal` (the module declares `multiplier`, \
             `use_offset`, `offset`, `scale`); did you mean `scale`?\n"
        ),
        &out,
    );
    let (o, _, out, _t) = scale_or_offset(&["use_offset=2.5"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.starts_with(&format!("{what}function constants: function constant `use_offset`")), "{e}");
    assert!(!out.exists());
    let (o, _, out, _t) = scale_or_offset(&["scale=1", "scale=2"]);
    fails(&o, 1, &format!("{what}--constant scale: given more than once\n"), &out);
}

#[test]
fn a_bare_air_module_runs() {
    // fixtures/run/gemm.bc (raw bitcode, no MetalLib): c = a · b with one thread per
    // element, a fused multiply-add per step; small integers make it exact.
    let t = tempfile::tempdir().expect("tempdir");
    let (m, n, k) = (5usize, 6usize, 7usize);
    let a: Vec<f32> = (0..m * k).map(|i| (i % 9) as f32 - 4.0).collect();
    let b: Vec<f32> = (0..k * n).map(|i| (i % 5) as f32 - 2.0).collect();
    let want: Vec<f32> =
        (0..m * n).map(|e| (0..k).map(|l| a[(e / n) * k + l] * b[l * n + e % n]).sum()).collect();
    let (pa, pb) = (input(t.path(), "a.bin", &f32s(&a)), input(t.path(), "b.bin", &f32s(&b)));
    let pk = input(t.path(), "k.bin", &(k as u32).to_le_bytes());
    let out = t.path().join("out");
    let o = metal_run(&[
        "fixtures/run/gemm.bc",
        "gemm",
        "--threads",
        &format!("{n},{m}"),
        "--threadgroup-size",
        "4,4",
        "--buffer",
        &format!("0={pa}"),
        "--buffer",
        &format!("1={pb}"),
        "--buffer",
        &format!("2=zeros:{}", m * n * 4),
        "--buffer",
        &format!("3={pk}"),
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read_f32(&out.join("buffer2.bin")), want);
}

/// Runs vector_add with the standard bindings and `extra` arguments; the failure's
/// output directory path is returned for the not-created check.
fn vector_add_run(function: &str, dispatch: &[&str], extra: &[&str]) -> (Output, PathBuf, VectorAdd) {
    let v = vector_add(8, 8);
    let out = v.dir.join("out");
    let mut args = vec![LIB, function];
    args.extend(dispatch);
    args.extend(["-o", out.to_str().expect("utf-8")]);
    args.extend(v.args.iter().map(String::as_str));
    args.extend(extra);
    (metal_run(&args), out, v)
}

const TG: [&str; 4] = ["--threads", "8", "--threadgroup-size", "4"];

#[test]
fn unknown_function_and_not_a_kernel() {
    let (o, out, _v) = vector_add_run("vector_ad", &TG, &[]);
    fails(
        &o,
        1,
        &format!(
            "metal-run: error: {LIB}: no function `vector_ad` in the library; did you mean `vector_add`?\n"
        ),
        &out,
    );
    let (o, out, _v) = vector_add_run("buffer_vertex", &TG, &[]);
    fails(
        &o,
        1,
        &format!(
            "metal-run: error: {LIB}: function `buffer_vertex` is a vertex function, not a kernel; \
             metal-run runs compute kernels only\n"
        ),
        &out,
    );
    let (o, out, _v) = vector_add_run("add", &TG, &[]);
    fails(
        &o,
        1,
        &format!(
            "metal-run: error: {LIB}: function `add` is a visible function, not a kernel; metal-run runs \
             compute kernels only\n"
        ),
        &out,
    );
}

#[test]
fn bad_buffers() {
    let what = format!("metal-run: error: {LIB}: kernel `vector_add`: ");
    let (o, out, _v) = vector_add_run("vector_add", &TG, &["--buffer", "5=zeros:4"]);
    fails(
        &o,
        1,
        &format!(
            "{what}--buffer 5: the kernel has no [[buffer(5)]] argument (its buffers: 0 `a`, 1 `b`, 2 `out`, \
             3 `count`)\n"
        ),
        &out,
    );
    let (o, out, _v) = vector_add_run("vector_add", &TG, &["--buffer", "1=zeros:4"]);
    fails(&o, 1, "metal-run: error: --buffer 1=zeros:4: buffer 1 is bound more than once\n", &out);
    let (o, out, _v) = vector_add_run("vector_add", &TG, &["--buffer", "7=no/such/file.bin"]);
    fails(
        &o,
        1,
        "metal-run: error: --buffer 7=no/such/file.bin: cannot read `no/such/file.bin`: No such file or \
         directory (os error 2)\n",
        &out,
    );
    // `count` is a `constant uint&`: 4 bytes at least.
    let v = vector_add(8, 8);
    let out = v.dir.join("out");
    let mut args = with(&[LIB, "vector_add", "--threads", "8", "--threadgroup-size", "4", "-o"], &[]);
    let outs = out.display().to_string();
    args.push(&outs);
    args.extend(v.args[..6].iter().map(String::as_str));
    args.extend(["--buffer", "3=zeros:2"]);
    fails(
        &metal_run(&args),
        1,
        &format!("{what}argument 3 `count` ([[buffer(3)]]) is a `constant uint&` of 4 bytes, but buffer 3 has 2 bytes\n"),
        &out,
    );
    // A used argument left unbound.
    let args =
        with(&[LIB, "vector_add", "--threads", "8", "--threadgroup-size", "4", "-o", &outs], &v.args[..4]);
    fails(
        &metal_run(&args),
        1,
        &format!(
            "{what}argument 2 `out` ([[buffer(2)]]) is used by the kernel but not bound; add --buffer 2=FILE \
             or --buffer 2=zeros:BYTES\n"
        ),
        &out,
    );
}

#[test]
fn unsized_threadgroup_memory() {
    let out = root().join("target/metal-run-never-written");
    let o = metal_run(&[
        LIB,
        "resolve_tile",
        "--threads",
        "4",
        "--threadgroup-size",
        "4",
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    fails(
        &o,
        1,
        &format!(
            "metal-run: error: {LIB}: kernel `resolve_tile`: argument 0 `samples` ([[threadgroup(0)]]) is \
             threadgroup memory whose length the host sets; add --threadgroup-memory 0=BYTES\n"
        ),
        &out,
    );
}

/// fixtures/run/simd_reduce.bc sums each threadgroup through `simd_sum` and a
/// `[[threadgroup(0)]]` array of one float per SIMD-group, whose length the host sets:
/// 2 threadgroups of 256 threads have 8 SIMD-groups each, so they need 32 bytes.
#[test]
fn threadgroup_memory_from_the_command_line() {
    let t = tempfile::tempdir().expect("tempdir");
    let values: Vec<f32> = (0..512).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let want: Vec<f32> = values.chunks(256).map(|c| c.iter().sum()).collect();
    let pin = format!("0={}", input(t.path(), "in.bin", &f32s(&values)));
    let out = t.path().join("out");
    let out_arg = out.to_str().expect("utf-8").to_owned();
    let run = |tg: &[&str]| {
        let mut args = vec![
            "fixtures/run/simd_reduce.bc",
            "simd_reduce",
            "--threadgroups",
            "2",
            "--threadgroup-size",
            "256",
            "--buffer",
            &pin,
            "--buffer",
            "1=zeros:8",
            "-o",
            &out_arg,
        ];
        args.extend_from_slice(tg);
        metal_run(&args)
    };
    let o = run(&["--threadgroup-memory", "0=32"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read_f32(&out.join("buffer1.bin")), want);
    std::fs::remove_dir_all(&out).expect("clean");

    // Too short for the 8 SIMD-groups' partial sums: a located out-of-bounds error.
    let o = run(&["--threadgroup-memory", "0=16"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("threadgroup memory 0"), "{}", stderr(&o));
    assert!(!out.exists(), "a failed run left {}", out.display());
    let o = run(&["--threadgroup-memory", "0=32", "--threadgroup-memory", "0=32"]);
    fails(
        &o,
        1,
        "metal-run: error: --threadgroup-memory 0=32: threadgroup slot 0 is set more than once\n",
        &out,
    );
    let o = run(&["--threadgroup-memory", "0=32", "--threadgroup-memory", "1=16"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--threadgroup-memory 1: the kernel has no [[threadgroup(1)]] argument"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    let o = run(&["--threadgroup-memory", "0=20"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("the length must be a positive multiple of 16 bytes"), "{}", stderr(&o));
}

#[test]
fn bad_dispatches() {
    for (dispatch, message) in [
        (
            ["--threads", "8,x", "--threadgroup-size", "4"],
            "invalid value '8,x' for '--threads <X[,Y[,Z]]>': `8,x`: `x` is not a positive integer (expected X[,Y[,Z]])",
        ),
        (
            ["--threads", "8", "--threadgroup-size", "4,1,1,1"],
            "invalid value '4,1,1,1' for '--threadgroup-size <X[,Y[,Z]]>': `4,1,1,1` has 4 dimensions; give 1 to 3: X[,Y[,Z]]",
        ),
        (
            ["--threadgroups", "0", "--threadgroup-size", "4"],
            "invalid value '0' for '--threadgroups <X[,Y[,Z]]>': `0`: dimension 1 is 0; every dimension must be at least 1",
        ),
        (
            ["--threads", "8", "--threadgroups", "2"],
            "the argument '--threads <X[,Y[,Z]]>' cannot be used with '--threadgroups <X[,Y[,Z]]>'",
        ),
    ] {
        let (o, out, _v) = vector_add_run("vector_add", &dispatch, &[]);
        assert_eq!(o.status.code(), Some(2), "{dispatch:?}: {}", stderr(&o));
        assert!(stderr(&o).starts_with(&format!("error: {message}\n")), "{dispatch:?}: {}", stderr(&o));
        assert!(!out.exists());
    }
    let (o, out, _v) = vector_add_run("vector_add", &["--threads", "8"], &[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--threadgroup-size <X[,Y[,Z]]>"), "{}", stderr(&o));
    assert!(!out.exists());
    let (o, out, _v) =
        vector_add_run("vector_add", &["--threads", "64", "--threadgroup-size", "32,32,2"], &[]);
    fails(
        &o,
        1,
        &format!(
            "metal-run: error: {LIB}: kernel `vector_add`: --threadgroup-size 32x32x2 has 2048 threads, over \
             Metal's limit of 1024 threads per threadgroup\n"
        ),
        &out,
    );
}

#[test]
fn out_of_bounds_is_a_located_error_and_writes_nothing() {
    // count = 12 but the buffers hold 8 floats: thread 8 reads past the end of `a`.
    let v = vector_add(8, 12);
    let out = v.dir.join("out");
    // An existing output directory keeps what it had.
    std::fs::create_dir(&out).expect("mkdir");
    std::fs::write(out.join("buffer2.bin"), "old").expect("write");
    let o = metal_run(&with(
        &[
            LIB,
            "vector_add",
            "--threads",
            "12",
            "--threadgroup-size",
            "4",
            "-o",
            out.to_str().expect("utf-8"),
        ],
        &v.args,
    ));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "metal-run: error: {LIB}: kernel `vector_add`: in @vector_add, block 1, instruction 2, thread (8, 0, \
             0): out-of-bounds access to buffer 0 (`a`): 4 bytes at offset 32, but it has 32 bytes\n"
        )
    );
    assert_eq!(std::fs::read_to_string(out.join("buffer2.bin")).expect("kept"), "old");
    assert_eq!(std::fs::read_dir(&out).expect("ls").count(), 1);
}

#[test]
fn unreadable_library() {
    let t = tempfile::tempdir().expect("tempdir");
    let lib = input(t.path(), "junk.metallib", b"not a library");
    let out = t.path().join("out");
    let o = metal_run(&[
        &lib,
        "k",
        "--threads",
        "1",
        "--threadgroup-size",
        "1",
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with(&format!("metal-run: error: `{lib}`: ")), "{}", stderr(&o));
    assert!(!out.exists());
}

/// A `.metal-ar` archive (plain `ar`) of `members`, each `(name, bytes)`.
fn ar(members: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = b"!<arch>\n".to_vec();
    for (name, bytes) in members {
        let header =
            format!("{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n", format!("{name}/"), 0, 0, 0, 644, bytes.len());
        assert_eq!(header.len(), 60);
        out.extend(header.as_bytes());
        out.extend(*bytes);
        if bytes.len() % 2 == 1 {
            out.push(b'\n');
        }
    }
    out
}

#[test]
fn an_archive_member_runs() {
    // The kernel is found in whichever member's metadata names it.
    let t = tempfile::tempdir().expect("tempdir");
    let read = |p: &str| std::fs::read(root().join(p)).expect("fixture");
    let (scan, gemm) = (read("fixtures/run/simd_scan.bc"), read("fixtures/run/gemm.bc"));
    let lib = input(t.path(), "kernels.metal-ar", &ar(&[("simd_scan.air", &scan), ("gemm.air", &gemm)]));
    let (m, n, k) = (2usize, 3usize, 4usize);
    let a: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..k * n).map(|i| 1.0 - i as f32).collect();
    let want: Vec<f32> =
        (0..m * n).map(|e| (0..k).map(|l| a[(e / n) * k + l] * b[l * n + e % n]).sum()).collect();
    let (pa, pb) = (input(t.path(), "a.bin", &f32s(&a)), input(t.path(), "b.bin", &f32s(&b)));
    let pk = input(t.path(), "k.bin", &(k as u32).to_le_bytes());
    let out = t.path().join("out");
    let (b0, b1, b2, b3) =
        (format!("0={pa}"), format!("1={pb}"), format!("2=zeros:{}", m * n * 4), format!("3={pk}"));
    let o = metal_run(&[
        &lib,
        "gemm",
        "--threads",
        "3,2",
        "--threadgroup-size",
        "3,2",
        "--buffer",
        &b0,
        "--buffer",
        &b1,
        "--buffer",
        &b2,
        "--buffer",
        &b3,
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read_f32(&out.join("buffer2.bin")), want);
    let o = metal_run(&[
        &lib,
        "gem",
        "--threads",
        "1",
        "--threadgroup-size",
        "1",
        "-o",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!("metal-run: error: {lib}: no entry point `gem` in the archive; did you mean `gemm`?\n")
    );
}

/// `--max-instructions`: a run that executes more stops with a located error and writes
/// nothing; a limit the run stays within changes nothing.
#[test]
fn instruction_limit() {
    let (o, out, _v) = vector_add_run("vector_add", &TG, &["--max-instructions", "20"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("more than 20 instructions executed (an endless loop?)"), "{}", stderr(&o));
    assert!(stderr(&o).contains("kernel `vector_add`: in @vector_add"), "{}", stderr(&o));
    assert!(!out.exists(), "a failed run left {}", out.display());
    let (o, out, v) = vector_add_run("vector_add", &TG, &["--max-instructions", "1000"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let want: Vec<f32> = v.a.iter().zip(&v.b).map(|(a, b)| a + b).collect();
    assert_eq!(read_f32(&out.join("buffer2.bin")), want);
    let (o, _, _) = vector_add_run("vector_add", &TG, &["--max-instructions", "lots"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

// ---------------------------------------------------------------------------------------
// --arch: the kernel compiled by the arch's backend and run on its simulator

/// The AMD archs the issue names for semantics: wave64 GCN with MUBUF (gfx600), wave64
/// GCN with GLOBAL (gfx900), wave32 RDNA (gfx1030).
const ARCHS: [&str; 3] = ["amdgpu_gfx600", "amdgpu_gfx900", "amdgpu_gfx1030"];

/// Deterministic words (an LCG), mapped by `f`.
fn words(seed: u32, n: usize, f: impl Fn(u32) -> u32) -> Vec<u8> {
    let mut s = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
    (0..n)
        .flat_map(|_| {
            s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            f(s >> 8).to_le_bytes()
        })
        .collect()
}

/// One fixture dispatch: the library, the kernel, the dispatch and threadgroup-memory
/// arguments, and the buffers (`Ok(bytes)` from a file, `Err(n)` for `zeros:n`).
struct NativeCase {
    lib: &'static str,
    function: &'static str,
    dispatch: Vec<&'static str>,
    buffers: Vec<(u32, Result<Vec<u8>, usize>)>,
}

impl NativeCase {
    /// The command line up to (not including) `-o`, with input files written to `dir`.
    fn args(&self, dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = [self.lib, self.function].iter().map(|s| s.to_string()).collect();
        v.extend(self.dispatch.iter().map(|s| s.to_string()));
        for (i, b) in &self.buffers {
            let spec = match b {
                Ok(bytes) => input(dir, &format!("in{i}.bin"), bytes),
                Err(n) => format!("zeros:{n}"),
            };
            v.extend(["--buffer".to_string(), format!("{i}={spec}")]);
        }
        v
    }
}

/// The four fixtures the brief of issue 11 names: loops with divergent exits and
/// threadgroup memory (control_flow), vector arithmetic (vector_ops), threadgroup and
/// device atomics (histogram), a 2-D grid with fused multiply-adds (gemm); then module
/// constant data with a 64-bit atomic (motion_sad).
fn native_cases() -> Vec<NativeCase> {
    let f = |x: f32| x.to_bits();
    vec![
        NativeCase {
            lib: "fixtures/codegen/control_flow.bc",
            function: "control_flow",
            dispatch: vec![
                "--threadgroups",
                "2",
                "--threadgroup-size",
                "64",
                "--threadgroup-memory",
                "0=256",
            ],
            // Values in -200..200: odd and even, every trip count, some early returns.
            buffers: vec![(0, Ok(words(1, 128, |w| ((w % 400) as i32 - 200) as u32))), (1, Err(512))],
        },
        NativeCase {
            lib: "fixtures/codegen/vector_ops.bc",
            function: "vector_ops",
            // dispatchThreads: the second threadgroup is partial (14 of 16 threads).
            dispatch: vec!["--threads", "30", "--threadgroup-size", "16"],
            buffers: vec![
                (0, Ok(words(2, 128, |w| f((w % 2001) as f32 / 8.0 - 125.0)))),
                (1, Ok(words(3, 128, |w| ((w % 20001) as i32 - 10000) as u32))),
                (2, Err(1024)),
                (3, Err(512)),
            ],
        },
        NativeCase {
            lib: "fixtures/run/histogram.bc",
            function: "histogram",
            dispatch: vec!["--threadgroups", "4", "--threadgroup-size", "64", "--threadgroup-memory", "0=64"],
            buffers: vec![(0, Ok(words(4, 256, |w| w))), (1, Err(68))],
        },
        NativeCase {
            lib: "fixtures/run/gemm.bc",
            function: "gemm",
            // c (8×8) = a (8×9) · b (9×8): small integers, exact in any order.
            dispatch: vec!["--threads", "8,8", "--threadgroup-size", "4,4"],
            buffers: vec![
                (0, Ok(words(5, 72, |w| f((w % 9) as f32 - 4.0)))),
                (1, Ok(words(6, 72, |w| f((w % 7) as f32 - 3.0)))),
                (2, Err(256)),
                (3, Ok(9u32.to_le_bytes().to_vec())),
            ],
        },
        // Module constant data (the filter table, read from the code object's .rodata)
        // and a 64-bit device atomic.
        NativeCase {
            lib: "fixtures/run/motion_sad.bc",
            function: "motion_sad",
            dispatch: vec!["--threads", "8,8", "--threadgroup-size", "8,8"],
            buffers: vec![(0, Ok(words(7, 16, |w| w))), (1, Ok(words(8, 16, |w| w))), (2, Err(8))],
        },
    ]
}

/// Module constant data on Apple G13: the lookup-table kernel of backend-applegpu's tests
/// (an f32, an i16 and a u32 table at run-time indices) reads its tables from the
/// payload, whose address `launch` puts in the kernel's uniform pair
/// (docs/abi-applegpu.md), and agrees with the interpreter.
#[test]
fn apple_constant_data_agrees_with_the_interpreter() {
    let case = NativeCase {
        lib: "crates/backend-applegpu/tests/data/lookup_table.bc",
        function: "lookup_table",
        // dispatchThreads: the last SIMD-group is partial (4 of 32 threads).
        dispatch: vec!["--threads", "100", "--threadgroup-size", "32"],
        buffers: vec![(0, Ok(words(7, 100, |w| w))), (1, Err(400)), (2, Err(400))],
    };
    let t = tempfile::tempdir().expect("tempdir");
    let out = t.path().join("g13g");
    let args = case.args(t.path());
    let o = metal_run(&with(
        &["--arch", "applegpu_g13g", "--compare", "-o", out.to_str().expect("utf-8")],
        &args,
    ));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "metal-run: 3 buffers equal (applegpu_g13g and the interpreter)\n");
    let table = std::fs::read(out.join("buffer1.bin")).expect("native output");
    assert!(table.chunks(4).any(|w| w != [0; 4]), "the kernel wrote its results");
}

/// 64-bit `extract_bits` (unsigned, signed) and `insert_bits`, which the AMD and Apple
/// backends get from the shared expansion (`codegen::mathlib`), on every offset and width
/// 0..=70 (the interpreter clamps them), on three AMD generations and Apple G13.
#[test]
fn bit_fields_64_agree_with_the_interpreter() {
    let fields: Vec<u8> =
        (0..=70u32).flat_map(|o| (0..=70u32).flat_map(move |n| [o, n])).flat_map(u32::to_le_bytes).collect();
    let n = fields.len() / 8;
    let case = NativeCase {
        lib: "crates/codegen/tests/data/bit_field.bc",
        function: "bit_field64",
        dispatch: vec!["--threads", Box::leak(n.to_string().into_boxed_str()), "--threadgroup-size", "64"],
        buffers: vec![(0, Ok(words(9, 2 * (n + 1), |w| w))), (1, Ok(fields)), (2, Err(24 * n))],
    };
    let t = tempfile::tempdir().expect("tempdir");
    let args = case.args(t.path());
    for arch in ARCHS.into_iter().chain(["applegpu_g13g"]) {
        let out = t.path().join(arch);
        let o = metal_run(&with(&["--arch", arch, "--compare", "-o", out.to_str().expect("utf-8")], &args));
        assert!(o.status.success(), "{arch}: {}", stderr(&o));
        assert_eq!(stderr(&o), format!("metal-run: 3 buffers equal ({arch} and the interpreter)\n"));
    }
}

#[test]
fn native_code_agrees_with_the_interpreter_on_three_generations() {
    let (mut compared, mut unsupported) = (0, Vec::new());
    for case in native_cases() {
        let t = tempfile::tempdir().expect("tempdir");
        let args = case.args(t.path());
        let cpu = t.path().join("cpu");
        let o = metal_run(&with(&["-o", cpu.to_str().expect("utf-8")], &args));
        assert!(o.status.success(), "{}: {}", case.function, stderr(&o));
        for arch in ARCHS {
            let out = t.path().join(arch);
            let o =
                metal_run(&with(&["--arch", arch, "--compare", "-o", out.to_str().expect("utf-8")], &args));
            let e = stderr(&o);
            // A feature this backend does not have yet is reported, named, and counted.
            if o.status.code() == Some(1) && e.contains(&format!(" is not supported on {arch}")) {
                eprintln!("notice: {} on {arch}: {e}", case.function);
                unsupported.push(format!("{} on {arch}", case.function));
                continue;
            }
            assert!(o.status.success(), "{} on {arch}: {e}", case.function);
            compared += 1;
            assert_eq!(
                e,
                format!("metal-run: {} buffers equal ({arch} and the interpreter)\n", case.buffers.len()),
                "{} on {arch}",
                case.function
            );
            // The files written are the native results; they equal CPU mode's, byte for byte.
            for (i, _) in &case.buffers {
                let name = format!("buffer{i}.bin");
                let (want, got) = (std::fs::read(cpu.join(&name)), std::fs::read(out.join(&name)));
                assert_eq!(
                    got.expect("native output"),
                    want.expect("cpu output"),
                    "{} on {arch}: {name}",
                    case.function
                );
            }
            // Without --compare: the same files, and nothing on stderr.
            let plain = t.path().join(format!("{arch}-plain"));
            let o = metal_run(&with(&["--arch", arch, "-o", plain.to_str().expect("utf-8")], &args));
            assert!(o.status.success() && o.stderr.is_empty(), "{} on {arch}: {}", case.function, stderr(&o));
            for (i, _) in &case.buffers {
                let name = format!("buffer{i}.bin");
                assert_eq!(std::fs::read(plain.join(&name)).ok(), std::fs::read(out.join(&name)).ok());
            }
        }
    }
    println!("{compared} fixture runs equal to the interpreter; not compiled: {unsupported:?}");
    // Today only gfx6's device atomic max (histogram) is missing.
    assert!(compared >= 11, "{compared} compared; not compiled: {unsupported:?}");
}

#[test]
fn print_asm_shows_the_compiled_kernel() {
    let case = &native_cases()[3];
    let t = tempfile::tempdir().expect("tempdir");
    let args = case.args(t.path());
    let out = t.path().join("out");
    let o = metal_run(&with(
        &["--arch", "amdgpu_gfx900", "--print-asm", "-o", out.to_str().expect("utf-8")],
        &args,
    ));
    let e = stderr(&o);
    assert!(o.status.success(), "{e}");
    assert!(e.starts_with("gemm:\n"), "{e}");
    assert!(
        e.contains("\tv_fma_f32 ") && e.contains("\tglobal_store_dword ") && e.ends_with("\ts_endpgm\n"),
        "{e}"
    );
}

/// `--compare` finds a data race: tests/data/racy.ll reads a neighbour's slot of
/// threadgroup memory without a barrier. The interpreter runs a threadgroup's threads one
/// after another, so thread 0 reads 0; the simulator runs a wave's lanes in lockstep, so
/// it reads 1.5 (thread 1's value). The first difference is reported with the buffer,
/// the byte and word offsets and both words; exit 1, and the native results are written.
#[test]
fn compare_reports_the_first_difference() {
    let lib = "crates/metal-run/tests/data/racy.bc";
    let t = tempfile::tempdir().expect("tempdir");
    for arch in ["amdgpu_gfx900", "amdgpu_gfx1030"] {
        let out = t.path().join(arch);
        let o = metal_run(&[
            lib,
            "racy",
            "--threadgroups",
            "1",
            "--threadgroup-size",
            "64",
            "--threadgroup-memory",
            "0=256",
            "--buffer",
            "0=zeros:256",
            "--arch",
            arch,
            "--compare",
            "--float-tolerance",
            "1000",
            "-o",
            out.to_str().expect("utf-8"),
        ]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert_eq!(
            stderr(&o),
            format!(
                "metal-run: {lib}: kernel `racy`: buffer 0: first difference at byte 0 (element 0 as 32-bit \
                 words): interpreter 0x00000000, {arch} 0x3fc00000 (0e0 vs 1.5e0, 1069547520 ulps apart)\n\
                 metal-run: 0 buffers equal, 1 differ ({arch} and the interpreter)\n\
                 metal-run: error: {lib}: kernel `racy`: {arch} and the interpreter differ in 1 of 1 buffers\n"
            )
        );
        let got = read_f32(&out.join("buffer0.bin"));
        assert_eq!(got[0], 1.5, "the native result is written");
        assert_eq!(got[63], 0.5);
    }
}

#[test]
fn native_errors() {
    let t = tempfile::tempdir().expect("tempdir");
    let out = t.path().join("out");
    let o_arg = out.to_str().expect("utf-8");
    let gemm = &native_cases()[3];
    let args = gemm.args(t.path());

    // An unknown arch is a usage error, with the closest name.
    let o = metal_run(&with(&["--arch", "amdgpu_gfx90", "-o", o_arg], &args));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("unknown architecture `amdgpu_gfx90`; did you mean `amdgpu_gfx900`?"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());

    // No public ISA, and no backend in this build: the registry's messages.
    let o = metal_run(&with(&["--arch", "applegpu_g15p", "-o", o_arg], &args));
    fails(
        &o,
        1,
        "metal-run: error: --arch applegpu_g15p: arch `applegpu_g15p` has no public instruction-set \
         description; metal-nt cannot generate code for it\n",
        &out,
    );
    let o = metal_run(&with(&["--arch", "intelgpu_skl_gt2r6", "-o", o_arg], &args));
    fails(
        &o,
        1,
        "metal-run: error: --arch intelgpu_skl_gt2r6: arch `intelgpu_skl_gt2r6` is not supported by this build of \
         metal-nt (no backend for it yet)\n",
        &out,
    );

    // --compare, --float-tolerance and --print-asm need what they refine.
    for extra in
        [&["--compare"][..], &["--print-asm"], &["--arch", "amdgpu_gfx900", "--float-tolerance", "1"]]
    {
        let mut a: Vec<&str> = extra.to_vec();
        a.extend(["-o", o_arg]);
        let o = metal_run(&with(&a, &args));
        assert_eq!(o.status.code(), Some(2), "{extra:?}: {}", stderr(&o));
        assert!(!out.exists());
    }

    // A kernel using a feature the backend does not have: named, with the function.
    let m = NativeCase {
        lib: "fixtures/run/real_ops.bc",
        function: "copy_with_offset",
        dispatch: vec!["--threads", "32", "--threadgroup-size", "32", "--threadgroup-memory", "0=256"],
        buffers: (0..1).map(|i| (i, Err(1024))).collect(),
    };
    let o = metal_run(&with(&["--arch", "amdgpu_gfx900", "--compare", "-o", o_arg], &m.args(t.path())));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.starts_with(
            "metal-run: error: fixtures/run/real_ops.bc: kernel `copy_with_offset`: function `copy_with_offset`: \
             simdgroup_async_copy_2d.p3i8.p1i8 with an offset in the source tile other than (0, 0) is not \
             supported on amdgpu_gfx900"
        ),
        "{e}"
    );
    assert!(!out.exists());

    // A fault in the native code is located by the simulator: gemm told k = 1000 reads
    // past the end of a.
    let mut big_k = native_cases().swap_remove(3);
    big_k.buffers[3] = (3, Ok(1000u32.to_le_bytes().to_vec()));
    let o = metal_run(&with(&["--arch", "amdgpu_gfx900", "-o", o_arg], &big_k.args(t.path())));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.starts_with("metal-run: error: fixtures/run/gemm.bc: kernel `gemm`: on amdgpu_gfx900: "),
        "{e}"
    );
    assert!(!out.exists());

    // The instruction limit holds for the simulator too.
    let o = metal_run(&with(&["--arch", "amdgpu_gfx900", "--max-instructions", "10", "-o", o_arg], &args));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).starts_with("metal-run: error: fixtures/run/gemm.bc: kernel `gemm`: on amdgpu_gfx900: ")
    );
    assert!(!out.exists());
}
