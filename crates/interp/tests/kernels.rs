//! Real AIR kernels run through `interp::launch`: the fixture kernels of
//! `fixtures/air/fixtures.metallib` and the interpreter fixtures of `fixtures/run/`
//! (hand-written AIR, assembled bitcode committed next to each `.ll`). Every expected
//! result is computed here in plain Rust.

use interp::{launch, Bindings, Dispatch, Grid, LaunchError};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The decoded module and AIR description of one function of the fixture library.
fn fixture_library_module(name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixture library");
    let lib = metallib::read(&bytes).expect("reads");
    let f = lib.functions.iter().find(|f| f.name == name).expect("function in the library");
    module_of(lib.module_of(f), name)
}

fn module_of(bitcode: &[u8], name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let info = air::read_info(bitcode).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == name).expect("entry point");
    let module = air::read_module(bitcode).expect("decodes").module;
    (module, entry)
}

/// A `fixtures/run/<stem>.bc` module (see `bitcode_is_current` for how it is made).
fn run_fixture(stem: &str, name: &str) -> (gpu_ir::Module, air::semantics::EntryInfo) {
    let bc = std::fs::read(root().join(format!("fixtures/run/{stem}.bc"))).expect("assembled fixture");
    module_of(&bc, name)
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn u32s(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn to_u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

fn threads(n: u32, tg: u32) -> Dispatch {
    Dispatch { grid: Grid::Threads([n, 1, 1]), threadgroup_size: [tg, 1, 1] }
}

#[test]
fn vector_add_from_the_fixture_library() {
    let (m, entry) = fixture_library_module("vector_add");
    let n = 100u32;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&a));
    bind.buffers.insert(1, f32s(&b));
    bind.buffers.insert(2, f32s(&vec![-1.0; n as usize + 8]));
    bind.buffers.insert(3, u32s(&[n]));
    // 100 threads in groups of 32: the last threadgroup is partial.
    launch(&m, &entry, &mut bind, &threads(n, 32)).expect("runs");
    let out = to_f32s(&bind.buffers[&2]);
    for i in 0..n as usize {
        assert_eq!(out[i], a[i] + b[i], "element {i}");
    }
    assert!(out[n as usize..].iter().all(|&x| x == -1.0), "nothing written past the count");
}

#[test]
fn threadgroup_reduce_from_the_fixture_library() {
    let (m, entry) = fixture_library_module("threadgroup_reduce");
    let groups = 5u32;
    // Integer-valued floats: every order of summation gives the same exact result.
    let input: Vec<f32> = (0..groups * 64).map(|i| ((i * 7919) % 101) as f32).collect();
    let mut bind = Bindings::default();
    bind.buffers.insert(0, f32s(&input));
    bind.buffers.insert(1, f32s(&vec![0.0; groups as usize]));
    let d = Dispatch { grid: Grid::Threadgroups([groups, 1, 1]), threadgroup_size: [64, 1, 1] };
    let stats = launch(&m, &entry, &mut bind, &d).expect("runs");
    assert!(stats.steps > u64::from(groups) * 64 * 10);
    let out = to_f32s(&bind.buffers[&1]);
    for g in 0..groups as usize {
        let want: f32 = input[g * 64..(g + 1) * 64].iter().sum();
        assert_eq!(out[g], want, "group {g}");
    }
}

#[test]
fn missing_bindings_are_named() {
    let (m, entry) = fixture_library_module("vector_add");
    let mut bind = Bindings::default();
    bind.buffers.insert(0, vec![0; 16]);
    let e = launch(&m, &entry, &mut bind, &threads(4, 4)).expect_err("buffer 1 is unbound");
    assert_eq!(e.to_string(), "argument 1 (`b`): buffer index 1 is not bound");
    let (m, entry) = fixture_library_module("color_fragment");
    let e = launch(&m, &entry, &mut Bindings::default(), &threads(4, 4)).expect_err("not a kernel");
    assert!(matches!(e, LaunchError::NotAKernel(_)), "{e}");
}

#[test]
fn reading_out_of_bounds_is_a_located_error() {
    let (m, entry) = fixture_library_module("vector_add");
    let mut bind = Bindings::default();
    // The count says 8 but the buffers hold 4 floats.
    bind.buffers.insert(0, f32s(&[1.0; 4]));
    bind.buffers.insert(1, f32s(&[1.0; 4]));
    bind.buffers.insert(2, f32s(&[0.0; 8]));
    bind.buffers.insert(3, u32s(&[8]));
    let e = launch(&m, &entry, &mut bind, &threads(8, 8)).expect_err("out of bounds");
    let text = e.to_string();
    assert!(text.contains("@vector_add") && text.contains("thread (4, 0, 0)"), "{text}");
    assert!(
        text.contains("out-of-bounds access to buffer 0 (`a`): 4 bytes at offset 16, but it has 16 bytes"),
        "{text}"
    );
}
