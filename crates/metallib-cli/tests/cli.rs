//! The `metallib` packer as users run it: modules extracted from a fixture library pack back
//! into a library with the same functions, deterministically; bad input exits 1 and leaves
//! the output alone; usage errors exit 2.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn metallib_cmd(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_metallib"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("run metallib")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

struct Temp(PathBuf);

impl Temp {
    fn new(tag: &str) -> Temp {
        let p = std::env::temp_dir().join(format!("metallib-cli-test-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("temp dir");
        Temp(p)
    }
    fn path(&self, name: &str) -> String {
        self.0.join(name).to_str().expect("utf-8 temp path").to_owned()
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// (name, type, AIR and MSL versions, constants) of every function, sorted by name.
fn functions(bytes: &[u8]) -> Vec<(String, String, String, Vec<String>)> {
    let lib = metallib::read(bytes).expect("reads");
    let mut v: Vec<_> = lib
        .functions
        .iter()
        .map(|f| {
            let constants = lib
                .constants(f)
                .iter()
                .map(|c| format!("{} {} {} {}", c.index, c.name, c.type_name(), c.active))
                .collect();
            (f.name.to_string(), f.type_name(), format!("{:?}", f.versions()), constants)
        })
        .collect();
    v.sort();
    v
}

/// Writes each distinct module of the fixture library to `DIR/<n>.air`; returns the paths.
fn extract_modules(t: &Temp, lib: &[u8]) -> Vec<String> {
    let lib = metallib::read(lib).expect("reads");
    let mut seen = BTreeSet::new();
    let mut paths = Vec::new();
    for f in &lib.functions {
        let module = lib.module_of(f);
        if seen.insert(module.to_vec()) {
            let p = t.path(&format!("{}.air", paths.len()));
            std::fs::write(&p, module).expect("write module");
            paths.push(p);
        }
    }
    paths
}

#[test]
fn extracted_modules_pack_back_into_the_same_functions() {
    let t = Temp::new("pack");
    let original = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture");
    let modules = extract_modules(&t, &original);
    assert!(modules.len() >= 10, "{}", modules.len());
    let out = t.path("packed.metallib");
    let mut args: Vec<&str> = modules.iter().map(String::as_str).collect();
    args.extend(["-o", &out]);
    let o = metallib_cmd(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let packed = std::fs::read(&out).expect("output");
    assert_eq!(functions(&packed), functions(&original));
    let lib = metallib::read(&packed).expect("reads");
    assert!(metallib::verify_hashes(&lib).iter().all(|h| *h == metallib::HashStatus::Ok));
    assert_eq!(metallib::write(&lib).expect("writes"), packed, "round-trips");

    // Deterministic: the same inputs give the same bytes.
    let again = t.path("again.metallib");
    let mut args2: Vec<&str> = modules.iter().map(String::as_str).collect();
    args2.extend(["-o", &again]);
    assert_eq!(metallib_cmd(&args2).status.code(), Some(0));
    assert_eq!(std::fs::read(&again).expect("again"), packed);
}

#[test]
fn platform_and_container_version_are_honoured() {
    let t = Temp::new("opts");
    let original = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture");
    let modules = extract_modules(&t, &original);
    let out = t.path("ios.metallib");
    let o = metallib_cmd(&[
        &modules[0],
        "--platform",
        "ios",
        "--os-version",
        "17.2",
        "--container-version",
        "1.2.8",
        "-o",
        &out,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let bytes = std::fs::read(&out).expect("output");
    let lib = metallib::read(&bytes).expect("reads");
    assert_eq!(lib.header.version.to_string(), "1.2.8");
    assert_eq!(lib.header.platform, 2);
    assert_eq!(lib.header.os_version, (17, 2, 0));
}

#[test]
fn bad_input_exits_1_without_touching_the_output() {
    let t = Temp::new("bad");
    let original = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture");
    let modules = extract_modules(&t, &original);
    let out = t.path("out.metallib");
    std::fs::write(&out, b"previous").expect("seed output");
    let corrupt = t.path("corrupt.air");
    let m = std::fs::read(&modules[0]).expect("module");
    std::fs::write(&corrupt, &m[..m.len() / 3]).expect("write");

    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec![&corrupt, "-o", &out], "corrupt.air"),
        (vec!["fixtures/no/such.air", "-o", &out], "fixtures/no/such.air"),
        (vec!["fixtures/air/fixtures.metallib", "-o", &out], "already a MetalLib"),
        (vec![&modules[0], &modules[0], "-o", &out], "twice"),
    ];
    for (args, needle) in cases {
        let o = metallib_cmd(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(needle), "{args:?}: `{needle}` not in {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
        assert_eq!(std::fs::read(&out).expect("output"), b"previous", "{args:?} touched the output");
    }
}

#[test]
fn usage_errors_exit_2() {
    for args in [vec![], vec!["-o"], vec!["--bogus", "a.air"], vec!["a.air", "--container-version", "2.0"]] {
        let o = metallib_cmd(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("usage: metallib"), "{}", stderr(&o));
    }
}
