//! The pipeline, the structurizer and the uniformity analysis on real AIR: every Nth module
//! of the mlx corpus (`target/corpus/mlx.metallib`, from `cargo xtask corpus`) is decoded,
//! lowered, optimized with the verifier after every pass, and each of its functions with a
//! body must structurize, pass the region tree's own check against the CFG, and be
//! analyzed. Skipped with a notice when the corpus is absent, unless
//! `METAL_NT_REQUIRE_CORPUS=1`. `METAL_NT_CORPUS_STRIDE` changes N (1 runs every module).

use rayon::prelude::*;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[derive(Default, Debug)]
struct Counts {
    modules: usize,
    functions: usize,
    loops: usize,
    ifs: usize,
    calls_inlined: usize,
    promoted: usize,
    /// Functions with a body that global dead-code elimination removed.
    removed_functions: usize,
    divergent_branches: usize,
    branches: usize,
    max_depth: usize,
}

fn depth(nodes: &[opt::structurize::Node]) -> usize {
    use opt::structurize::Node;
    nodes
        .iter()
        .map(|n| match n {
            Node::If { then, otherwise, .. } => 1 + depth(then).max(depth(otherwise)),
            Node::Switch { cases, default, .. } => {
                1 + cases.iter().map(|c| depth(&c.1)).max().unwrap_or(0).max(depth(default))
            }
            Node::Loop { body, .. } | Node::Scope { body, .. } => 1 + depth(body),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

fn count(nodes: &[opt::structurize::Node], c: &mut Counts) {
    use opt::structurize::Node;
    for n in nodes {
        match n {
            Node::If { then, otherwise, .. } => {
                c.ifs += 1;
                count(then, c);
                count(otherwise, c);
            }
            Node::Switch { cases, default, .. } => {
                cases.iter().for_each(|x| count(&x.1, c));
                count(default, c);
            }
            Node::Loop { body, .. } => {
                c.loops += 1;
                count(body, c);
            }
            Node::Scope { body, .. } => count(body, c),
            _ => {}
        }
    }
}

fn one_module(i: usize, bytes: &[u8]) -> Result<Counts, String> {
    let mut d = air::read_module(bytes).map_err(|e| format!("module {i}: decode: {e}"))?;
    let m = &mut d.module;
    gpu_ir::passes::lower_air_calls(m);
    let opts = opt::pipeline::Options { disable_optimizations: false, verify_each: true, unroll: true };
    let stats = opt::pipeline::optimize(m, &opts).map_err(|e| format!("module {i}: {e}"))?;
    let mut c = Counts {
        modules: 1,
        calls_inlined: stats.inline.inlined,
        promoted: stats.mem2reg.promoted,
        removed_functions: stats.globaldce.functions,
        ..Default::default()
    };
    // Nothing unused is left: a second global dead-code elimination finds nothing.
    let (again, _) = opt::globaldce::remove_dead_globals(m);
    if again != opt::globaldce::GlobalDceStats::default() {
        return Err(format!("module {i}: a second globaldce removes {again:?}"));
    }
    for (h, f) in m.functions.iter() {
        if f.is_declaration() {
            continue;
        }
        c.functions += 1;
        let s = opt::structurize::structurize(f).map_err(|e| format!("module {i}: {e}"))?;
        s.check(f).map_err(|e| format!("module {i}: @{}: region tree: {e}", f.name))?;
        // The printer must handle every tree.
        let _ = s.to_text(m, f);
        c.max_depth = c.max_depth.max(depth(&s.body));
        count(&s.body, &mut c);
        let seeds = opt::uniformity::seeds_from_metadata(m, h);
        let u = opt::uniformity::analyze(m, f, &seeds);
        for (b, data) in f.blocks.iter() {
            let Some(&t) = data.insts.last() else { continue };
            if matches!(f.insts[t].op, gpu_ir::Op::CondBr { .. } | gpu_ir::Op::Switch { .. }) {
                c.branches += 1;
                c.divergent_branches += usize::from(!u.branch_is_uniform(b));
            }
        }
    }
    Ok(c)
}

#[test]
fn mlx_corpus_optimizes_and_structurizes() {
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "{} missing but METAL_NT_REQUIRE_CORPUS=1",
            path.display()
        );
        eprintln!("note: {} not present; corpus test skipped (cargo xtask corpus)", path.display());
        return;
    };
    let stride: usize =
        std::env::var("METAL_NT_CORPUS_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(20).max(1);
    let lib = metallib::read(&bytes).expect("mlx.metallib reads");
    let modules: Vec<&[u8]> =
        lib.modules.iter().filter(|p| !p.padding).map(|p| p.bytes).step_by(stride).collect();
    let start = std::time::Instant::now();
    let results: Vec<Result<Counts, String>> =
        modules.par_iter().enumerate().map(|(i, m)| one_module(i * stride, m)).collect();
    let errors: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(
        errors.is_empty(),
        "{} of {} modules failed:\n{}",
        errors.len(),
        results.len(),
        errors.iter().take(10).map(|s| s.as_str()).collect::<Vec<_>>().join("\n")
    );
    let mut t = Counts::default();
    for c in results.iter().filter_map(|r| r.as_ref().ok()) {
        t.modules += c.modules;
        t.functions += c.functions;
        t.loops += c.loops;
        t.ifs += c.ifs;
        t.calls_inlined += c.calls_inlined;
        t.promoted += c.promoted;
        t.removed_functions += c.removed_functions;
        t.branches += c.branches;
        t.divergent_branches += c.divergent_branches;
        t.max_depth = t.max_depth.max(c.max_depth);
    }
    eprintln!("every {stride}th module, {:?}: {t:?}", start.elapsed());
    assert!(t.modules > 0 && t.functions >= t.modules, "{t:?}");
    // The corpus has loops and branches, and kernels indexed by thread position branch
    // divergently somewhere: an analysis that found none would be broken.
    assert!(t.loops > 0 && t.ifs > 0 && t.divergent_branches > 0, "{t:?}");
    assert!(t.divergent_branches < t.branches, "some branches are uniform: {t:?}");
}
