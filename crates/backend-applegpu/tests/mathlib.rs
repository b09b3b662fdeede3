//! The shared math library (`codegen::mathlib`, docs/math.md) on Apple G13/G14: the
//! `math_lib` fixture on the simulator of applegpu_g13g and applegpu_g14d (which flush
//! `float` subnormals) against the interpreter, each function within its bound.

use backend_applegpu::{backend, launch};

#[path = "../../backend-amdgpu/tests/mathlib_common/mod.rs"]
mod mathlib_common;

#[test]
fn math_library_matches_the_interpreter_within_its_bounds() {
    let grid = launch::Grid::Threadgroups([mathlib_common::THREADS / 64, 1, 1]);
    let sim =
        |m: &_, f, p: &[u8], b: &mut _, tg: &_| launch::run(m, f, p, b, tg, grid, [64, 1, 1], 500_000_000);
    mathlib_common::check_all(&["applegpu_g13g", "applegpu_g14d"], backend::factory, true, &sim);
}
