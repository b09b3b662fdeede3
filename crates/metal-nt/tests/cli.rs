//! End-to-end tests of the metal-nt binary as a user and a build system see it: exit
//! codes, atomic `-o`, depfiles, determinism, the architecture queries, machine-readable
//! diagnostics, `-Werror`, help, and binary `.mtlp` scripts made by `flatc` from every
//! text fixture (the oracle that both encodings decode to the same plan).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn metal_nt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metal-nt"))
        .current_dir(root())
        .args(args)
        .env_remove("NO_COLOR")
        .output()
        .expect("run metal-nt")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Asserts the exit code, showing the command's output when it differs.
#[track_caller]
fn expect_exit(o: &Output, code: i32, what: &str) {
    assert_eq!(
        o.status.code(),
        Some(code),
        "{what}: expected exit {code}\n--- stdout\n{}\n--- stderr\n{}",
        stdout(o),
        stderr(o)
    );
}

/// A fresh, empty directory under the system temporary directory, unique to this test
/// process and call; removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> Self {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!("metal-nt-cli-{}-{n}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("create temporary directory");
        TempDir(p)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// `name` inside the directory, as a string for the command line.
    fn file(&self, name: &str) -> String {
        self.0.join(name).to_str().expect("utf-8 temporary path").to_owned()
    }

    fn write(&self, name: &str, contents: impl AsRef<[u8]>) -> String {
        let p = self.file(name);
        std::fs::write(&p, contents).expect("write temporary file");
        p
    }

    fn entries(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(&self.0)
            .expect("read temporary directory")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const ARCH: &str = "applegpu_g13g";
const INPUT: &str = "fixtures/scripts/libs/app.metallib";
const LIBS: &str = "fixtures/scripts/libs";

/// `-arch applegpu_g13g <input> -L <libs> -N <script> -stop-after metal-script` + `extra`.
fn plan_args<'a>(script: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v =
        vec!["-arch", ARCH, INPUT, "-L", LIBS, "-N", script, "-stop-after", "metal-script", "--color=never"];
    v.extend_from_slice(extra);
    v
}

const GOOD_SCRIPT: &str = "fixtures/scripts/man-predicates.mtlp-json";
/// An arch of the table that no backend can generate code for (no public ISA): translating
/// for it fails as an input error, whatever the kernels use.
const NO_ISA_ARCH: &str = "applegpu_g15p";

const BAD_SCRIPT: &str = r#"{
  "pipelines": {
    "compute_pipelines": [
      { "compute_function": "my_kernel", "enable": "supportsFamily(aple7)" }
    ]
  }
}
"#;

const WARNING_SCRIPT: &str = r#"{
  "pipelines": {
    "compute_pipelines": [
      {
        "compute_function": "my_kernel",
        "thread_group_size_is_multiple_of_thread_execution_width": true
      }
    ]
  }
}
"#;

// ---------------------------------------------------------------------------------------
// Exit codes

#[test]
fn usage_errors_exit_2() {
    let cases: &[(&str, Vec<&str>, &str)] = &[
        (
            "unknown option",
            vec!["-arhc", ARCH, INPUT, "-N", GOOD_SCRIPT, "-stop-after", "metal-script"],
            "did you mean `-arch`?",
        ),
        ("missing -arch", vec![INPUT, "-L", LIBS, "-N", GOOD_SCRIPT, "-stop-after", "metal-script"], "-arch"),
        (
            "bad -stop-after",
            plan_args(GOOD_SCRIPT, &[])
                .into_iter()
                .map(|a| if a == "metal-script" { "metal-scrip" } else { a })
                .collect(),
            "did you mean `metal-script`?",
        ),
        ("-j 0", plan_args(GOOD_SCRIPT, &["-j", "0"]), "-j"),
        ("-j0", plan_args(GOOD_SCRIPT, &["-j0"]), "-j"),
        ("bad platform", plan_args(GOOD_SCRIPT, &["-platform_version", "macoss", "14.0", "15.0"]), "macoss"),
        (
            "bad min version",
            plan_args(GOOD_SCRIPT, &["-platform_version", "macos", "fourteen", "15.0"]),
            "fourteen",
        ),
        ("bad sdk version", plan_args(GOOD_SCRIPT, &["-platform_version", "macos", "14.0", "15.x"]), "15.x"),
        ("-MD with -o -", plan_args(GOOD_SCRIPT, &["-MD", "-o", "-"]), "-MF"),
        ("-MD with default output", plan_args(GOOD_SCRIPT, &["-MD"]), "-MF"),
        ("bad --diagnostics-format", plan_args(GOOD_SCRIPT, &["--diagnostics-format=xml"]), "xml"),
    ];
    for (what, args, needle) in cases {
        let o = metal_nt(args);
        expect_exit(&o, 2, what);
        let err = stderr(&o);
        assert!(err.contains(needle), "{what}: stderr should mention {needle:?}:\n{err}");
        assert!(o.stdout.is_empty(), "{what}: a usage error wrote to stdout:\n{}", stdout(&o));
        assert!(!err.contains("panicked"), "{what}: {err}");
    }
}

#[test]
fn archs_without_a_backend_say_why() {
    // Intel's Gen9 has a public ISA but no backend in this build; G15 has no public ISA at
    // all. Both are input errors (exit 1) that leave -o alone.
    let t = TempDir::new("no-backend");
    for (arch, needle) in [
        ("intelgpu_skl_gt2r6", "not supported by this build"),
        ("applegpu_g15p", "no public instruction-set description"),
    ] {
        let out = t.write("out.bin", "untouched");
        let o = metal_nt(&["-arch", arch, INPUT, "-L", LIBS, "-N", GOOD_SCRIPT, "-o", &out]);
        expect_exit(&o, 1, arch);
        assert!(stderr(&o).contains(needle), "{arch}: {}", stderr(&o));
        assert_eq!(std::fs::read_to_string(&out).unwrap_or_default(), "untouched", "{arch}: -o was written");
    }
}

const KERNELS: &str = "fixtures/codegen/kernels.metallib";
const KERNELS_SCRIPT: &str = "fixtures/codegen/kernels.mtlp-json";

#[test]
fn amd_translation_writes_assembly_and_a_gpu_macho() {
    let t = TempDir::new("amd");
    // gfx600 lacks the device atomic max `histogram` uses (MUBUF atomics beyond add are
    // not in the backend yet), so GCN 2 stands for the oldest generation here.
    for arch in ["amdgpu_gfx701", "amdgpu_gfx900", "amdgpu_gfx1030"] {
        let asm = t.file(&format!("{arch}.s"));
        let o =
            metal_nt(&["-arch", arch, KERNELS, "-N", KERNELS_SCRIPT, "-stop-after", "translate", "-o", &asm]);
        expect_exit(&o, 0, arch);
        let text = std::fs::read_to_string(&asm).unwrap_or_default();
        for f in ["control_flow", "vector_ops", "histogram"] {
            assert!(text.contains(&format!("; function `{f}`")), "{arch}: {f} missing:\n{text}");
        }
        assert!(text.contains("s_endpgm"), "{arch}");
        let bin = t.file(&format!("{arch}.metallib"));
        let o = metal_nt(&["-arch", arch, KERNELS, "-N", KERNELS_SCRIPT, "-o", &bin]);
        expect_exit(&o, 0, arch);
        let bytes = std::fs::read(&bin).unwrap_or_default();
        assert_eq!(bytes.get(..4), Some(&[0xcf, 0xfa, 0xed, 0xfe][..]), "{arch}: not a 64-bit Mach-O");
        // MH_GPU_EXECUTE and the AMD cputype.
        assert_eq!(bytes.get(12..16), Some(&0xdu32.to_le_bytes()[..]), "{arch}");
        assert_eq!(bytes.get(4..8), Some(&0x0100_0014u32.to_le_bytes()[..]), "{arch}");
        // Deterministic, whatever the number of threads.
        let again = t.file(&format!("{arch}-j1.metallib"));
        let o = metal_nt(&["-arch", arch, KERNELS, "-N", KERNELS_SCRIPT, "-j", "1", "-o", &again]);
        expect_exit(&o, 0, arch);
        assert!(std::fs::read(&again).unwrap_or_default() == bytes, "{arch}: -j 1 wrote other bytes");
    }
}

#[test]
fn unsupported_kernels_fail_alone_with_the_feature_named() {
    // An interpreter fixture makes a simdgroup_async_copy with an offset in the source
    // tile, which the AMD backend does not lower: an error naming its function and the
    // feature; -o stays untouched.
    let t = TempDir::new("amd-unsupported");
    let out = t.write("out.s", "untouched");
    let o = metal_nt(&[
        "-arch",
        "amdgpu_gfx900",
        "fixtures/run/real_ops.bc",
        "-stop-after",
        "translate",
        "-o",
        &out,
    ]);
    expect_exit(&o, 1, "real_ops");
    let err = stderr(&o);
    assert!(
        err.contains("function `copy_with_offset`") && err.contains("offset in the source tile"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap_or_default(), "untouched");
}

#[test]
fn input_errors_exit_1() {
    let t = TempDir::new("input-errors");
    let bad = t.write("bad.mtlp-json", BAD_SCRIPT);
    let bad_config = t.write("bad-config.json", "{ this is not a configuration");
    let missing_config = t.file("no-such-config.json");
    let missing_script = t.file("no-such-script.mtlp-json");
    let cases: Vec<(&str, Vec<&str>, &str)> = vec![
        (
            "unknown arch",
            vec![
                "-arch",
                "applegpu_g13x",
                INPUT,
                "-L",
                LIBS,
                "-N",
                GOOD_SCRIPT,
                "-stop-after",
                "metal-script",
            ],
            "[unknown-arch]",
        ),
        ("missing script", plan_args(&missing_script, &[]), "[io]"),
        (
            "missing input library",
            vec![
                "-arch",
                ARCH,
                "fixtures/scripts/libs/nope.metallib",
                "-L",
                LIBS,
                "-N",
                GOOD_SCRIPT,
                "-stop-after",
                "metal-script",
            ],
            "[library-not-found]",
        ),
        ("script errors", plan_args(&bad, &[]), "[unknown-family]"),
        ("unreadable -c", plan_args(GOOD_SCRIPT, &["-c", &missing_config]), "[config]"),
        ("invalid -c", plan_args(GOOD_SCRIPT, &["-c", &bad_config]), "[config]"),
        ("unreadable -c with -archs", vec!["-c", &missing_config, "-archs"], "[config]"),
    ];
    for (what, args, needle) in cases {
        let o = metal_nt(&args);
        expect_exit(&o, 1, what);
        let err = stderr(&o);
        assert!(err.contains(needle), "{what}: stderr should contain {needle:?}:\n{err}");
        assert!(o.stdout.is_empty(), "{what}: failed but wrote to stdout:\n{}", stdout(&o));
        assert!(!err.contains("panicked"), "{what}: {err}");
    }
}

#[test]
fn success_exits_0_with_the_plan_on_stdout() {
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-o", "-"]));
    expect_exit(&o, 0, "plan");
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
    let plan: serde_json::Value = serde_json::from_slice(&o.stdout).expect("the plan is JSON");
    assert_eq!(plan["format"], "metal-nt-plan");
    assert_eq!(plan["arch"], ARCH);
    assert_eq!(plan["script"]["path"], GOOD_SCRIPT);
    assert_eq!(plan["script"]["format"], "json");
}

#[test]
fn unknown_arch_lists_close_names() {
    let o = metal_nt(&[
        "-arch",
        "applegpu_g13x",
        INPUT,
        "-N",
        GOOD_SCRIPT,
        "-stop-after",
        "metal-script",
        "--color=never",
    ]);
    expect_exit(&o, 1, "unknown arch");
    let err = stderr(&o);
    assert!(err.contains("applegpu_g13g"), "close names should include applegpu_g13g:\n{err}");
}

#[test]
fn platform_version_is_recorded() {
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-platform_version", "macos", "14.0", "15.0"]));
    expect_exit(&o, 0, "platform_version");
    let plan: serde_json::Value = serde_json::from_slice(&o.stdout).expect("plan");
    assert_eq!(
        plan["platform"],
        serde_json::json!({"name": "macos", "min_version": "14.0", "sdk_version": "15.0"})
    );
}

// ---------------------------------------------------------------------------------------
// Atomic output

#[test]
fn output_is_untouched_on_failure() {
    let t = TempDir::new("untouched");
    let bad = t.write("bad.mtlp-json", BAD_SCRIPT);
    let out_dir = TempDir::new("untouched-out");
    let out = out_dir.write("out.json", b"previous bytes\n");
    let dep = out_dir.write("out.json.d", b"previous depfile\n");
    let before = out_dir.entries();

    // A script error, an unknown architecture, a missing library and a refused kernel.
    let runs: Vec<Vec<&str>> = vec![
        plan_args(&bad, &["-o", &out, "-MD"]),
        vec![
            "-arch",
            "applegpu_g13x",
            INPUT,
            "-L",
            LIBS,
            "-N",
            GOOD_SCRIPT,
            "-stop-after",
            "metal-script",
            "-o",
            &out,
            "-MD",
        ],
        vec![
            "-arch",
            ARCH,
            "fixtures/scripts/libs/nope.metallib",
            "-N",
            GOOD_SCRIPT,
            "-stop-after",
            "metal-script",
            "-o",
            &out,
            "-MD",
        ],
        // A kernel the backend refuses (64-bit atomic `max`: G13 has 32-bit atomics only).
        vec![
            "-arch",
            ARCH,
            "fixtures/codegen/int64_atomics.bc",
            "-stop-after",
            "translate",
            "-o",
            &out,
            "-MD",
        ],
    ];
    for args in &runs {
        let o = metal_nt(args);
        assert_ne!(o.status.code(), Some(0), "{args:?} should fail");
        assert_eq!(std::fs::read(&out).expect("output still there"), b"previous bytes\n", "{args:?}");
        assert_eq!(std::fs::read(&dep).expect("depfile still there"), b"previous depfile\n", "{args:?}");
        assert_eq!(out_dir.entries(), before, "{args:?} left files behind");
    }
}

#[test]
fn output_is_replaced_on_success() {
    let t = TempDir::new("replaced");
    let out = t.write("plan.json", b"previous bytes\n");
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-o", &out]));
    expect_exit(&o, 0, "plan to a file");
    assert!(o.stdout.is_empty(), "with -o FILE nothing goes to stdout: {}", stdout(&o));
    let written = std::fs::read(&out).expect("read output");
    let to_stdout = metal_nt(&plan_args(GOOD_SCRIPT, &["-o", "-"]));
    expect_exit(&to_stdout, 0, "plan to stdout");
    assert_eq!(written, to_stdout.stdout, "the file holds the same plan as stdout");
    assert_eq!(t.entries(), vec!["plan.json".to_owned()], "no temporary left behind");
}

#[test]
fn output_into_a_missing_directory_fails_with_1() {
    let t = TempDir::new("nodir");
    let out = t.file("no/such/dir/plan.json");
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-o", &out]));
    expect_exit(&o, 1, "output in a missing directory");
    assert!(!Path::new(&out).exists());
}

/// docs/cli.md: "Values of options are never reinterpreted: `-o -arch` writes a file
/// called `-arch`."
#[test]

fn option_values_may_start_with_a_dash() {
    let t = TempDir::new("dash-value");
    let abs = |p: &str| root().join(p).to_str().expect("utf-8").to_owned();
    let (input, script, libs) = (abs(INPUT), abs(GOOD_SCRIPT), abs(LIBS));
    let o = Command::new(env!("CARGO_BIN_EXE_metal-nt"))
        .current_dir(t.path())
        .args([
            "-arch",
            ARCH,
            &input,
            "-L",
            &libs,
            "-N",
            &script,
            "-stop-after",
            "metal-script",
            "-o",
            "-arch",
        ])
        .output()
        .expect("run metal-nt");
    expect_exit(&o, 0, "-o -arch");
    assert!(t.path().join("-arch").is_file(), "no file called `-arch`: {:?}", t.entries());
}

// ---------------------------------------------------------------------------------------
// Depfiles

/// The dependencies of a depfile with one rule, unescaped (`\ ` → ` `, `\#` → `#`,
/// `$$` → `$`), and its target.
fn parse_depfile(text: &str) -> (String, Vec<String>) {
    let joined = text.replace("\\\n", " ");
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut chars = joined.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if matches!(chars.peek(), Some(' ') | Some('#')) => cur.push(chars.next().unwrap_or(' ')),
            '$' if chars.peek() == Some(&'$') => {
                chars.next();
                cur.push('$');
            }
            ' ' | '\n' | '\t' => {
                if !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    let target = words.first().and_then(|w| w.strip_suffix(':')).expect("`target:` first").to_owned();
    (target, words[1..].to_vec())
}

/// `path` as the depfile should spell it: `-L dir` joined with the path as written.
fn lib(path: &str) -> String {
    Path::new(LIBS).join(path).display().to_string()
}

#[test]
fn depfile_next_to_the_output() {
    let t = TempDir::new("md");
    let out = t.file("all.json");
    let script = "fixtures/scripts/all-members.mtlp-json";
    let o = metal_nt(&plan_args(script, &["-MD", "-o", &out]));
    expect_exit(&o, 0, "-MD");
    let text = std::fs::read_to_string(format!("{out}.d")).expect("-MD writes <output>.d");
    assert!(text.ends_with('\n'), "{text:?}");
    let (target, deps) = parse_depfile(&text);
    assert_eq!(target, out);
    assert_eq!(deps[0], script, "the script first: {deps:?}");
    assert!(deps.contains(&INPUT.to_owned()), "the input library: {deps:?}");
    for l in
        ["libraries/lib1.metallib", "libraries/visible_fns.metallib", "libraries/intersection_fns.metallib"]
    {
        assert!(deps.contains(&lib(l)), "{l}: {deps:?}");
    }
    // Each once.
    let mut sorted = deps.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), deps.len(), "a dependency listed twice: {deps:?}");
    // Every library file of the plan is a dependency.
    let plan: serde_json::Value = serde_json::from_slice(&std::fs::read(&out).expect("plan")).expect("json");
    for l in plan["libraries"].as_array().expect("libraries") {
        if let (Some(path), dir) = (l["path"].as_str(), l["search_dir"].as_str()) {
            let expected = match dir {
                Some(d) => Path::new(d).join(path).display().to_string(),
                None => path.to_owned(),
            };
            assert!(deps.contains(&expected), "{expected} of {l} not in {deps:?}");
        }
    }
    assert_eq!(t.entries(), vec!["all.json".to_owned(), "all.json.d".to_owned()]);
}

#[test]
fn depfile_with_mf_and_mt() {
    let t = TempDir::new("mf");
    let out = t.file("mixed.json");
    let dep = t.file("deps/../mixed.deps");
    std::fs::create_dir_all(t.path().join("deps")).expect("mkdir");
    let script = "fixtures/scripts/man-libraries-mixed.mtlp-json";
    let o = metal_nt(&plan_args(script, &["-o", &out, "-MF", &dep, "-MT", "build/mixed.metallib"]));
    expect_exit(&o, 0, "-MF -MT");
    assert!(!Path::new(&format!("{out}.d")).exists(), "-MF replaces <output>.d");
    let (target, deps) = parse_depfile(&std::fs::read_to_string(&dep).expect("-MF file"));
    assert_eq!(target, "build/mixed.metallib");
    assert_eq!(
        deps,
        vec![script.to_owned(), INPUT.to_owned(), lib("libraries/lib1.metallib"), lib("custom/lib.metallib"),],
        "the script, the input, then each library file once, in the order read"
    );
}

#[test]
fn depfile_with_mf_and_stdout_output() {
    let t = TempDir::new("mf-stdout");
    let dep = t.file("x.d");
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-o", "-", "-MF", &dep]));
    expect_exit(&o, 0, "-MF with -o -");
    assert!(!o.stdout.is_empty());
    let (target, deps) = parse_depfile(&std::fs::read_to_string(&dep).expect("depfile"));
    assert_eq!(target, "-");
    assert_eq!(deps, vec![GOOD_SCRIPT.to_owned(), INPUT.to_owned()]);
}

#[test]
fn depfile_escapes_spaces() {
    let t = TempDir::new("spaces");
    let dir = t.path().join("my scripts #1");
    std::fs::create_dir_all(dir.join("lib dir/libraries")).expect("mkdir");
    std::fs::create_dir_all(dir.join("lib dir/custom")).expect("mkdir");
    let script = dir.join("mixed script.mtlp-json");
    std::fs::copy(root().join("fixtures/scripts/man-libraries-mixed.mtlp-json"), &script)
        .expect("copy script");
    for l in ["libraries/lib1.metallib", "custom/lib.metallib"] {
        std::fs::copy(root().join(LIBS).join(l), dir.join("lib dir").join(l)).expect("copy lib");
    }
    let input = dir.join("app $lib.metallib");
    std::fs::copy(root().join(INPUT), &input).expect("copy input");
    let s = |p: &Path| p.to_str().expect("utf-8").to_owned();
    let libdir = s(&dir.join("lib dir"));
    let out = s(&dir.join("out plan.json"));
    let o = metal_nt(&[
        "-arch",
        ARCH,
        &s(&input),
        "-L",
        &libdir,
        "-N",
        &s(&script),
        "-stop-after",
        "metal-script",
        "-o",
        &out,
        "-MD",
    ]);
    expect_exit(&o, 0, "paths with spaces");
    let text = std::fs::read_to_string(format!("{out}.d")).expect("depfile");
    assert!(text.contains("out\\ plan.json:"), "escaped target: {text}");
    assert!(text.contains("my\\ scripts\\ \\#1/mixed\\ script.mtlp-json"), "escaped script: {text}");
    assert!(text.contains("app\\ $$lib.metallib"), "escaped `$`: {text}");
    let (target, deps) = parse_depfile(&text);
    assert_eq!(target, out);
    assert_eq!(
        deps,
        vec![
            s(&script),
            s(&input),
            s(&dir.join("lib dir").join("libraries/lib1.metallib")),
            s(&dir.join("lib dir").join("custom/lib.metallib")),
        ]
    );
}

#[test]
fn depfile_lists_the_configuration() {
    let config = root().join("fixtures/config/example.json");
    if !config.exists() {
        eprintln!("note: fixtures/config/example.json does not exist; skipping the -c depfile check");
        return;
    }
    let t = TempDir::new("md-config");
    let out = t.file("plan.json");
    let o = metal_nt(&plan_args(GOOD_SCRIPT, &["-c", "fixtures/config/example.json", "-o", &out, "-MD"]));
    expect_exit(&o, 0, "-c with -MD");
    let (_, deps) = parse_depfile(&std::fs::read_to_string(format!("{out}.d")).expect("depfile"));
    assert!(deps.contains(&"fixtures/config/example.json".to_owned()), "{deps:?}");
}

// ---------------------------------------------------------------------------------------
// Determinism

fn fixtures() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(root().join("fixtures/scripts"))
        .expect("fixtures")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mtlp-json"))
        .map(|p| format!("fixtures/scripts/{}", p.file_name().and_then(|n| n.to_str()).expect("utf-8 name")))
        .collect();
    v.sort();
    assert!(v.len() >= 11, "expected the man-page fixtures, found {v:?}");
    v
}

#[test]
fn plans_do_not_depend_on_threads_or_runs() {
    for script in fixtures() {
        let one = metal_nt(&plan_args(&script, &["-j", "1", "-o", "-"]));
        expect_exit(&one, 0, &script);
        let eight = metal_nt(&plan_args(&script, &["-j", "8", "-o", "-"]));
        expect_exit(&eight, 0, &script);
        let again = metal_nt(&plan_args(&script, &["-j8", "-o", "-"]));
        expect_exit(&again, 0, &script);
        assert_eq!(one.stdout, eight.stdout, "{script}: -j 1 and -j 8 differ");
        assert_eq!(eight.stdout, again.stdout, "{script}: two runs differ");
    }
}

// ---------------------------------------------------------------------------------------
// Architecture queries

fn lines(o: &Output) -> Vec<String> {
    stdout(o).lines().map(str::to_owned).collect()
}

#[test]
fn archs_lists_every_toolchain_architecture() {
    let o = metal_nt(&["-archs"]);
    expect_exit(&o, 0, "-archs");
    let all = lines(&o);
    // metal-nt's own archs (NVIDIA) come last, under a heading that says they are ours.
    let heading = all.iter().position(|l| l.starts_with('#'));
    assert_eq!(
        heading.and_then(|h| all.get(h)).map(String::as_str),
        Some("# metal-nt extensions (not in Apple's toolchain):")
    );
    let archs: Vec<String> = all.iter().filter(|l| !l.starts_with('#')).cloned().collect();
    assert_eq!(heading.and_then(|h| all.get(h + 1)).map(String::as_str), Some("nvidiagpu_sm80"));
    // The table itself is checked against metal-toolchain(7) in crates/targets/tests;
    // here: -archs prints exactly that table, in order.
    let table: Vec<String> = targets::ArchTable::builtin().names().map(str::to_owned).collect();
    assert_eq!(archs, table);
    let mut unique = archs.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), archs.len(), "an architecture listed twice: {archs:?}");
    assert!(
        archs.iter().all(|a| !a.is_empty() && !a.contains(char::is_whitespace)),
        "one name per line: {archs:?}"
    );
    // The GNU spelling works too.
    let gnu = metal_nt(&["--archs"]);
    expect_exit(&gnu, 0, "--archs");
    assert_eq!(gnu.stdout, o.stdout);
}

#[test]
fn available_queries() {
    let o = metal_nt(&["-available", "applegpu_g13g", "macos", "14.0"]);
    expect_exit(&o, 0, "-available");
    assert_eq!(stdout(&o), "yes\n");

    let o = metal_nt(&["-available-archs", "macos", "14.0"]);
    expect_exit(&o, 0, "-available-archs");
    let archs = lines(&o);
    for a in ["applegpu_g13g", "amdgpu_gfx900"] {
        assert!(archs.iter().any(|x| x == a), "{a} not available on macOS 14: {archs:?}");
    }
    let all = lines(&metal_nt(&["-archs"]));
    assert!(archs.iter().all(|a| all.contains(a)), "-available-archs names unknown archs: {archs:?}");

    let o = metal_nt(&["-available", "applegpu_g13x", "macos", "14.0"]);
    expect_exit(&o, 1, "-available of an unknown arch");
    assert!(stderr(&o).contains("unknown-arch"), "{}", stderr(&o));

    let o = metal_nt(&["-available", "applegpu_g13g", "macoss", "14.0"]);
    expect_exit(&o, 2, "-available with a bad platform");
}

#[test]
fn configuration_adds_architectures() {
    let config = root().join("fixtures/config/example.json");
    if !config.exists() {
        eprintln!("note: fixtures/config/example.json does not exist; skipping the -c -archs check");
        return;
    }
    let base = lines(&metal_nt(&["-archs"]));
    let o = metal_nt(&["-c", "fixtures/config/example.json", "-archs"]);
    expect_exit(&o, 0, "-c -archs");
    let with = lines(&o);
    let added: Vec<&String> = with.iter().filter(|a| !base.contains(a)).collect();
    assert!(!added.is_empty(), "fixtures/config/example.json adds no architecture to -archs:\n{with:?}");
}

// ---------------------------------------------------------------------------------------
// Diagnostics

#[test]
fn json_diagnostics() {
    let t = TempDir::new("json-diags");
    let bad = t.write("bad.mtlp-json", BAD_SCRIPT);
    let warn = t.write("warn.mtlp-json", WARNING_SCRIPT);
    let o = metal_nt(&plan_args(&bad, &["--diagnostics-format=json"]));
    expect_exit(&o, 1, "json diagnostics");
    let err = stderr(&o);
    let records: Vec<serde_json::Value> = err
        .lines()
        .map(|l| {
            serde_json::from_str(l).unwrap_or_else(|e| panic!("stderr line is not JSON ({e}): {l:?}\n{err}"))
        })
        .collect();
    assert_eq!(records.len(), 1, "{err}");
    for r in &records {
        for key in [
            "schema",
            "version",
            "severity",
            "code",
            "message",
            "file",
            "line",
            "column",
            "end_line",
            "end_column",
            "offset",
            "length",
            "pointer",
            "notes",
        ] {
            assert!(r.get(key).is_some(), "{key} missing in {r}");
        }
        assert_eq!(r["schema"], "metal-nt-diagnostic");
        assert_eq!(r["version"], 1);
    }
    let offset = BAD_SCRIPT.find("aple7").expect("aple7");
    let line_start = BAD_SCRIPT[..offset].rfind('\n').map_or(0, |i| i + 1);
    let column = BAD_SCRIPT[line_start..offset].chars().count() + 1;
    assert_eq!(
        records[0],
        serde_json::json!({
            "schema": "metal-nt-diagnostic",
            "version": 1,
            "severity": "error",
            "code": "unknown-family",
            "message": "unknown GPU family `aple7` in `supportsFamily()`",
            "file": bad,
            "line": 4,
            "column": column,
            "end_line": 4,
            "end_column": column + 5,
            "offset": offset,
            "length": 5,
            "pointer": "/pipelines/compute_pipelines/0/enable",
            "notes": [
                "did you mean `apple7`?",
                "known families: apple1, apple2, apple3, apple4, apple5, apple6, apple7, apple8, apple9, common1, common2, common3, mac2, metal3"
            ],
            "related": [],
        })
    );

    // A warning, and -Werror's note; a command-line diagnostic has no file.
    let o = metal_nt(&plan_args(&warn, &["--diagnostics-format=json", "-o", "-"]));
    expect_exit(&o, 0, "json warning");
    let r: serde_json::Value = serde_json::from_str(stderr(&o).trim_end()).expect("one JSON line");
    assert_eq!(r["severity"], "warning");
    assert_eq!(r["code"], "unknown-member");
    assert_eq!(r["line"], 6);
    assert_eq!(r["column"], 9);
    assert_eq!(
        r["pointer"],
        "/pipelines/compute_pipelines/0/thread_group_size_is_multiple_of_thread_execution_width"
    );
    let o = metal_nt(&plan_args(&warn, &["--diagnostics-format=json", "-Werror"]));
    expect_exit(&o, 1, "json -Werror");
    let r: serde_json::Value = serde_json::from_str(stderr(&o).trim_end()).expect("one JSON line");
    assert_eq!(r["severity"], "error");
    assert!(
        r["notes"]
            .as_array()
            .is_some_and(|n| n.iter().any(|n| n.as_str().is_some_and(|s| s.contains("-Werror")))),
        "{r}"
    );

    let o = metal_nt(&[
        "-arch",
        "applegpu_g13x",
        INPUT,
        "-N",
        GOOD_SCRIPT,
        "-stop-after",
        "metal-script",
        "--diagnostics-format=json",
    ]);
    expect_exit(&o, 1, "json unknown arch");
    for l in stderr(&o).lines() {
        let r: serde_json::Value =
            serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l:?}"));
        assert_eq!(r["code"], "unknown-arch");
        assert_eq!(r["file"], serde_json::Value::Null);
        assert_eq!(r["line"], serde_json::Value::Null);
    }
}

/// docs/diagnostics.md: with `--diagnostics-format=json`, "one JSON object per line on
/// stderr (JSON Lines), nothing else on stderr" — for every kind of failure.
#[test]

fn json_mode_keeps_stderr_json_for_every_failure() {
    let t = TempDir::new("json-usage");
    let unwritable = t.file("no/such/dir/plan.json");
    let cases: Vec<(&str, Vec<&str>, i32)> = vec![
        ("-j 0", plan_args(GOOD_SCRIPT, &["-j", "0", "--diagnostics-format=json"]), 2),
        (
            "-stop-after translate",
            vec![
                "-arch",
                NO_ISA_ARCH,
                INPUT,
                "-N",
                GOOD_SCRIPT,
                "-stop-after",
                "translate",
                "--diagnostics-format=json",
            ],
            // An arch with no public instruction set is an input error.
            1,
        ),
        (
            "missing -arch",
            vec![INPUT, "-N", GOOD_SCRIPT, "-stop-after", "metal-script", "--diagnostics-format=json"],
            2,
        ),
        ("unwritable -o", plan_args(GOOD_SCRIPT, &["-o", &unwritable, "--diagnostics-format=json"]), 1),
    ];
    for (what, args, code) in cases {
        let o = metal_nt(&args);
        expect_exit(&o, code, what);
        let err = stderr(&o);
        assert!(!err.is_empty(), "{what}: nothing on stderr");
        for l in err.lines() {
            let r: Result<serde_json::Value, _> = serde_json::from_str(l);
            assert!(
                r.is_ok_and(|v| v["schema"] == "metal-nt-diagnostic"),
                "{what}: stderr line is not a diagnostic record: {l:?}"
            );
        }
    }
}

#[test]
fn werror_turns_warnings_into_errors() {
    let t = TempDir::new("werror");
    let warn = t.write("warn.mtlp-json", WARNING_SCRIPT);
    let out = t.write("out.json", b"previous\n");

    let o = metal_nt(&plan_args(&warn, &["-o", &out]));
    expect_exit(&o, 0, "a warning alone");
    let err = stderr(&o);
    assert!(err.contains(&format!("{warn}:6:9: warning: unknown member")), "{err}");
    assert!(err.contains("[unknown-member]"), "{err}");
    assert!(err.contains("did you mean `threadgroup_size_is_multiple_of_thread_execution_width`?"), "{err}");
    assert!(err.contains("1 warning generated."), "{err}");
    assert_ne!(std::fs::read(&out).expect("out"), b"previous\n", "written despite the warning");

    std::fs::write(&out, b"previous\n").expect("reset");
    let o = metal_nt(&plan_args(&warn, &["-o", &out, "-Werror"]));
    expect_exit(&o, 1, "-Werror");
    let err = stderr(&o);
    assert!(err.contains(&format!("{warn}:6:9: error: unknown member")), "{err}");
    assert!(err.contains("-Werror"), "{err}");
    assert_eq!(std::fs::read(&out).expect("out"), b"previous\n", "-Werror failure must not write");

    // Comments never warn.
    let quiet = t.write(
        "comment.mtlp-json",
        r#"{ "//note": 1, "pipelines": { "compute_pipelines": [ { "compute_function": "my_kernel" } ] } }"#,
    );
    let o = metal_nt(&plan_args(&quiet, &["-o", "-", "-Werror"]));
    expect_exit(&o, 0, "comment member");
    assert!(o.stderr.is_empty(), "{}", stderr(&o));
}

#[test]
fn color_is_controlled_by_the_option() {
    let t = TempDir::new("color");
    let bad = t.write("bad.mtlp-json", BAD_SCRIPT);
    let mut args = plan_args(&bad, &[]);
    args.retain(|a| *a != "--color=never");
    let always: Vec<&str> = args.iter().copied().chain(["--color=always"]).collect();
    let o = metal_nt(&always);
    assert!(stderr(&o).contains("\x1b["), "--color=always: {:?}", stderr(&o));
    let never: Vec<&str> = args.iter().copied().chain(["--color=never"]).collect();
    let o = metal_nt(&never);
    assert!(!stderr(&o).contains('\x1b'), "--color=never: {:?}", stderr(&o));
    // auto: stderr is a pipe here.
    let o = metal_nt(&args);
    assert!(!stderr(&o).contains('\x1b'), "--color=auto into a pipe: {:?}", stderr(&o));
}

// ---------------------------------------------------------------------------------------
// Help and version

#[test]
fn help_and_version() {
    for flag in ["-help", "--help", "-h"] {
        let o = metal_nt(&[flag]);
        expect_exit(&o, 0, flag);
        let out = stdout(&o);
        assert!(out.contains("-arch <name>"), "{flag}: Apple's spelling of -arch:\n{out}");
        assert!(out.contains("-stop-after <stage>"), "{flag}:\n{out}");
        assert!(!out.contains("--arch"), "{flag}: GNU spelling shown:\n{out}");
    }
    let o = metal_nt(&["--version"]);
    expect_exit(&o, 0, "--version");
    assert!(stdout(&o).contains(env!("CARGO_PKG_VERSION")), "{}", stdout(&o));
}

// ---------------------------------------------------------------------------------------
// Binary scripts (flatc oracle)

fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

fn have_flatc() -> bool {
    Command::new("flatc").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// The plan of `script` for applegpu_g13g, without its `script` member (which names the
/// file and its encoding), plus that member.
fn plan_without_script(script: &str) -> (serde_json::Value, serde_json::Value) {
    let o = metal_nt(&plan_args(script, &["-o", "-"]));
    expect_exit(&o, 0, script);
    let mut plan: serde_json::Value = serde_json::from_slice(&o.stdout).expect("plan is JSON");
    let info = plan.as_object_mut().and_then(|m| m.remove("script")).expect("plan has `script`");
    (plan, info)
}

#[test]
fn binary_scripts_plan_like_their_text() {
    let schema = root().join("schemas/mtlp.fbs");
    assert!(
        schema.is_file(),
        "schemas/mtlp.fbs is missing: the FlatBuffers schema of .mtlp scripts (docs/mtlp-binary.md) must be in the repository"
    );
    if !have_flatc() {
        assert!(
            !require_oracles(),
            "METAL_NT_REQUIRE_ORACLES=1 but `flatc` is not on PATH (install flatbuffers-compiler)"
        );
        eprintln!("note: `flatc` is not on PATH; skipping the binary-script oracle test (install flatbuffers-compiler)");
        return;
    }
    let t = TempDir::new("flatc");
    let mut failures = Vec::new();
    let mut first_binary = None;
    for fixture in fixtures() {
        let stem = Path::new(&fixture).file_stem().and_then(|s| s.to_str()).expect("stem").to_owned();
        let out_dir = t.path().join(&stem);
        std::fs::create_dir_all(&out_dir).expect("mkdir");
        let o = Command::new("flatc")
            .current_dir(root())
            .args(["--binary", "--unknown-json", "-o"])
            .arg(&out_dir)
            .arg("schemas/mtlp.fbs")
            .arg(&fixture)
            .output()
            .expect("run flatc");
        if !o.status.success() {
            failures.push(format!("flatc rejected {fixture}:\n{}{}", stdout(&o), stderr(&o)));
            continue;
        }
        let produced: Vec<PathBuf> =
            std::fs::read_dir(&out_dir).expect("flatc output").flatten().map(|e| e.path()).collect();
        let Some(bin) =
            produced.iter().find(|p| p.extension().is_some_and(|e| e == "mtlp")).or(produced.first())
        else {
            failures.push(format!("flatc wrote nothing for {fixture}"));
            continue;
        };
        if bin.extension() != Some(std::ffi::OsStr::new("mtlp")) {
            failures.push(format!(
                "flatc wrote {} for {fixture}: schemas/mtlp.fbs should declare `file_extension \"mtlp\";`",
                bin.display()
            ));
        }
        let bin = bin.to_str().expect("utf-8").to_owned();
        let (text_plan, text_info) = plan_without_script(&fixture);
        let o = metal_nt(&plan_args(&bin, &["-o", "-"]));
        if o.status.code() != Some(0) {
            failures.push(format!("{fixture} as binary: exit {:?}\n{}", o.status.code(), stderr(&o)));
            continue;
        }
        let (bin_plan, bin_info) = plan_without_script(&bin);
        assert_eq!(text_info, serde_json::json!({"path": fixture, "format": "json"}));
        if bin_info != serde_json::json!({"path": bin, "format": "binary"}) {
            failures.push(format!("{fixture}: binary plan's script member is {bin_info}"));
        }
        if bin_plan != text_plan {
            failures.push(format!(
                "{fixture}: the plan of the binary script differs from the text's\n--- text\n{}\n--- binary\n{}",
                serde_json::to_string_pretty(&text_plan).unwrap_or_default(),
                serde_json::to_string_pretty(&bin_plan).unwrap_or_default()
            ));
        }
        first_binary.get_or_insert((fixture.clone(), bin, text_plan));
    }
    // The encoding is chosen by content: a binary script named `.mtlp-json` still reads.
    if let Some((fixture, bin, text_plan)) = first_binary {
        let disguised = t.file("binary-in-disguise.mtlp-json");
        std::fs::copy(&bin, &disguised).expect("copy");
        let (plan, info) = plan_without_script(&disguised);
        assert_eq!(info, serde_json::json!({"path": disguised, "format": "binary"}), "{fixture}");
        assert_eq!(plan, text_plan, "{fixture} as binary named .mtlp-json");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn text_script_named_mtlp_reads_as_text() {
    let t = TempDir::new("text-as-mtlp");
    let renamed = t.file("predicates.mtlp");
    std::fs::copy(root().join(GOOD_SCRIPT), &renamed).expect("copy");
    let (plan, info) = plan_without_script(&renamed);
    let (text_plan, _) = plan_without_script(GOOD_SCRIPT);
    assert_eq!(info["format"], "json");
    assert_eq!(plan, text_plan);
}

/// A HASH that is not the SHA-256 of the module is a warning (some real tools write other
/// hashes), once per function, and an error under -Werror.
#[test]
fn library_hash_mismatch_warns() {
    let t = TempDir::new("hash");
    let mut bytes = std::fs::read(root().join(INPUT)).expect("fixture library");
    // The first HASH tag belongs to function 0 (`add`); its value follows the tag's u16 size.
    let at = bytes.windows(6).position(|w| w == b"HASH\x20\x00").expect("a HASH tag");
    bytes[at + 6] ^= 0x55;
    let lib = t.write("app.metallib", &bytes);
    let script = t.write(
        "s.mtlp-json",
        r#"{ "functions": { "visible_functions": [ { "function": "add" }, { "function": "add" } ] } }"#,
    );
    let args =
        ["-arch", ARCH, &lib, "-N", &script, "-stop-after", "metal-script", "-o", "-", "--color=never"];
    let o = metal_nt(&args);
    expect_exit(&o, 0, "a hash mismatch alone");
    let err = stderr(&o);
    assert!(err.contains("warning: the HASH of `add` in library"), "{err}");
    assert!(err.contains("[library-hash]"), "{err}");
    assert_eq!(err.matches("[library-hash]").count(), 1, "warned once per function: {err}");
    let plan: serde_json::Value = serde_json::from_slice(&o.stdout).expect("plan");
    assert!(plan.to_string().contains(r#""type":"visible""#), "{plan}");

    let mut werror = args.to_vec();
    werror.push("-Werror");
    let o = metal_nt(&werror);
    expect_exit(&o, 1, "-Werror");
    assert!(o.stdout.is_empty(), "no plan on failure");
}
