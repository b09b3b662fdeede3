//! Project automation, run as `cargo xtask <command>`:
//! - `codegen [--check]`: regenerate the FlatBuffers Rust code of `.mtlp` from
//!   `schemas/mtlp.fbs` with flatc (`--check` only verifies the committed file is current,
//!   exiting 1 when it is not);
//! - `dist`: man page and shell completions of metal-nt into `target/dist/`;
//! - `bench metallib`: time listing and hash verification of the corpus against sha256sum;
//! - `bench amdgpu [--kernels N] [--stride S] [--lib FILE] [--reuse-llc]`: our AMD backend against
//!   `llc -O2 -mcpu=gfx900` on the same legalized kernels (docs/bench-amdgpu.md);
//! - `bench applegpu [--lib FILE] [--bin PATH] [--arch A] [--against A] [--no-timing]`: the
//!   Apple backend over the mlx corpus: `-j1`/`-j2` speed and peak memory of the release
//!   CLI, code bytes and registers against the AMD backend (docs/bench-applegpu.md);
//! - `corpus [--heavy] [--from DIR]`: download the mlx corpus (`target/corpus/mlx.metallib`)
//!   and the registry corpus (`target/corpus/registry/`); `corpus --report [--no-run]`
//!   runs the registry-corpus tests and prints the README's table of their results;
//! - `fixtures [--check]`: assemble `fixtures/air/*.ll` with LLVM 14 and pack the libraries
//!   that `fixtures/air/libraries.json` lists with our writer;
//! - `oracle amdgpu [--arch gfxNNN]... [--lib FILE] [-j N]`: LLVM 14 reads back every
//!   kernel of a whole library translated for AMD (default: the mlx corpus);
//! - `oracle applegpu --path <applegpu checkout> [--arch applegpu_gNN] [--lib FILE]...
//!   [--max-kernels N] [-j N]`: dougallj/applegpu's disassembler reads back every instruction
//!   of the fixture kernels and of mlx kernels translated for Apple G13/G14;
//! - `gpu-check [--predict] ...`: the GPU harness of issue 13 (`gpu_check`);
//! - `ptxas-corpus [--lib FILE] [-j N] [--sm sm_90,sm_80] ...`: every kernel of a library
//!   translated for `nvidiagpu_sm90`/`sm80` and assembled by NVIDIA's `ptxas`.

mod bench;
mod bench_amdgpu;
mod bench_applegpu;
mod codegen;
mod corpus;
mod dist;
mod fixtures;
mod flatc_rust;
mod gpu_bench;
mod gpu_check;
mod oracle_amdgpu;
mod oracle_applegpu;
mod ptxas_corpus;
mod registry;

use std::path::PathBuf;

use anyhow::{bail, Result};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("codegen") => codegen::run(&root(), args.iter().any(|a| a == "--check")),
        Some("dist") => dist::run(&root()),
        Some("corpus") => corpus::run(&root(), &args[1..]),
        Some("bench") => match args.get(1).map(String::as_str) {
            Some("amdgpu") => bench_amdgpu::run(&root(), &args[2..]),
            Some("applegpu") => bench_applegpu::run(&root(), &args[2..]),
            what => bench::run(&root(), what),
        },
        Some("gpu-check") => gpu_check::run(&root(), &args[1..]),
        Some("ptxas-corpus") => ptxas_corpus::run(&root(), &args[1..]),
        Some("fixtures") => fixtures::run(&root(), args.iter().any(|a| a == "--check")),
        Some("oracle") => match args.get(1).map(String::as_str) {
            Some("amdgpu") => oracle_amdgpu::run(&root(), &args[2..]),
            Some("applegpu") => oracle_applegpu::run(&root(), &args[2..]),
            _ => bail!("usage: cargo xtask oracle amdgpu [--arch gfxNNN]... [--lib FILE] [-j N] | oracle applegpu --path DIR"),
        },
        Some(other) => {
            bail!("unknown command `{other}`; commands: codegen [--check], dist, corpus [--heavy] [--from DIR] [--report [--no-run]], bench metallib, bench amdgpu, bench applegpu, fixtures [--check], oracle amdgpu, oracle applegpu, gpu-check, ptxas-corpus")
        }
        None => bail!("usage: cargo xtask <codegen [--check] | dist | corpus | fixtures [--check]>"),
    }
}
