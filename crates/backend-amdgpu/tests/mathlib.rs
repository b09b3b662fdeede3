//! The shared math library (`codegen::mathlib`, docs/math.md) on AMD: the `math_lib`
//! fixture on the simulator of gfx600, gfx900 and gfx1030 against the interpreter, each
//! function within its bound (`mathlib_common`).

use backend_amdgpu::{backend, launch};

#[path = "mathlib_common/mod.rs"]
mod mathlib_common;
use mathlib_common::THREADS;

#[test]
fn math_library_matches_the_interpreter_within_its_bounds() {
    let grid = launch::Grid::Threadgroups([THREADS / 64, 1, 1]);
    let sim =
        |m: &_, f, p: &[u8], b: &mut _, tg: &_| launch::run(m, f, p, b, tg, grid, [64, 1, 1], 500_000_000);
    mathlib_common::check_all(
        &["amdgpu_gfx600", "amdgpu_gfx900", "amdgpu_gfx1030"],
        backend::factory,
        false,
        &sim,
    );
}
