//! Function-constant specialization (`opt::specialize`) on the AIR fixtures and a
//! static-initializer fixture modelled on mlx: golden IR text after specialization,
//! structural checks computed from the sources, every error path, and the mlx corpus.
//! `BLESS=1 cargo test -p metal-nt-opt --test specialize` rewrites the golden files.

use std::path::{Path, PathBuf};

use gpu_ir::Module;
use opt::specialize::{
    specialize, specialize_function, ConstType, Given, Scalar, ScalarKind, SpecializeError, Values,
};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The module of `function` in `fixtures/air/fixtures.metallib`.
fn fixture(function: &str) -> Module {
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("metallib");
    let f = lib.function(function).expect("fixture function");
    air::read_module(lib.module_of(f)).expect("decode").module
}

/// A module of `tests/data/`.
fn data(name: &str) -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    air::read_module(&std::fs::read(p).expect("data file")).expect("decode").module
}

fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v != "0")
}

fn golden(name: &str, actual: &str) {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden-specialize").join(name);
    if bless() {
        std::fs::write(&p, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e} (BLESS=1)", p.display()));
    assert_eq!(expected, actual, "{name} differs from its golden file (BLESS=1 to accept)");
}

fn typed(scalar: ScalarKind, elems: &[Scalar]) -> Given {
    Given::Typed { ty: ConstType { scalar, width: elems.len() as u8 }, elems: elems.to_vec() }
}

fn uint(v: u64) -> Given {
    typed(ScalarKind::UInt, &[Scalar::UInt(v)])
}

fn bool_(v: bool) -> Given {
    typed(ScalarKind::Bool, &[Scalar::Bool(v)])
}

fn int(v: i64) -> Given {
    typed(ScalarKind::Int, &[Scalar::Int(v)])
}

fn float(v: f64) -> Given {
    typed(ScalarKind::Float, &[Scalar::Float(v)])
}

/// What no specialized module may contain: placeholders, their metadata, definedness
/// queries, static initializers.
fn assert_specialized(m: &Module) {
    gpu_ir::verify_module(m).expect("verifies");
    assert!(m.globals.iter().all(|(_, g)| !g.name.contains("MTL_FC_INIT")), "placeholders remain");
    assert!(m.globals.iter().all(|(_, g)| g.name != "llvm.global_ctors"), "ctor list remains");
    assert!(!m.named_metadata.contains_key("air.function_constants"));
    for (_, f) in m.functions.iter() {
        assert_ne!(f.section.as_deref(), Some("air.static_init"), "initializer {} remains", f.name);
        assert!(!f.name.starts_with("air.is_function_constant_defined"), "query declaration remains");
    }
}

/// The specialized module as IR text, checked against its golden file.
fn check(name: &str, m: &Module) {
    assert_specialized(m);
    golden(name, &gpu_ir::module_to_string(m));
}

/// `use_offset ? x*scale + offset : x*multiplier` with the affine branch chosen: the
/// other branch, every query and every placeholder load is gone, and the constants
/// appear as operands.
#[test]
fn kernel_constants_affine() {
    let mut m = fixture("scale_or_offset");
    let v = Values::new().name("use_offset", bool_(true)).name("scale", float(2.0)).index(2, int(3));
    let r = specialize(&mut m, &v).expect("specialize");
    assert_eq!(r.defined.values().cloned().collect::<Vec<_>>(), ["use_offset", "offset", "scale"]);
    assert_eq!(r.undefined.values().cloned().collect::<Vec<_>>(), ["multiplier"]);
    let f = m.function_by_name("scale_or_offset").expect("kernel");
    assert_eq!(m.functions[f].blocks.len(), 1, "the branch is gone");
    let text = gpu_ir::module_to_string(&m);
    assert!(text.contains("fmul fast float %x, 2.0"), "{text}");
    assert!(text.contains("@air.convert.f.f32.s.i32(i32 3)"), "{text}");
    check("scale_or_offset.affine.ll", &m);
}

/// The same kernel specialized the other way: only `multiplier` (5) is defined, so
/// `use_offset` is false and the multiply path stays.
#[test]
fn kernel_constants_multiply() {
    let mut m = fixture("scale_or_offset");
    let r = specialize(&mut m, &Values::new().index(0, uint(5))).expect("specialize");
    assert_eq!(r.undefined.len(), 3);
    let text = gpu_ir::module_to_string(&m);
    assert!(text.contains("@air.convert.f.f32.u.i32(i32 5)"), "{text}");
    assert!(!text.contains("fadd"), "{text}");
    check("scale_or_offset.multiply.ll", &m);
}

/// After `lower_air_calls` the definedness queries are `gpu.is_function_constant_defined`
/// operations instead of calls: specialization gives the same function.
#[test]
fn lowered_queries_specialize_the_same() {
    let v = Values::new().name("use_offset", bool_(true)).name("scale", float(2.0)).index(2, int(3));
    let mut plain = fixture("scale_or_offset");
    specialize(&mut plain, &v).expect("specialize");
    let mut lowered = fixture("scale_or_offset");
    let stats = gpu_ir::passes::lower_air::lower_air_calls(&mut lowered);
    assert!(stats.lowered.contains_key("is_function_constant_defined"), "{stats:?}");
    specialize(&mut lowered, &v).expect("specialize");
    assert_specialized(&lowered);
    let body = |m: &Module| {
        let f = m.function_by_name("scale_or_offset").expect("kernel");
        gpu_ir::function_to_string(m, &m.functions[f])
    };
    let (a, b) = (body(&plain), body(&lowered));
    assert!(!b.contains("is_function_constant_defined"), "{b}");
    // The conversion call is lowered too; everything else is the same.
    assert_eq!(a.lines().count(), b.lines().count(), "{a}\n{b}");
    assert!(b.contains("fmul fast float %x, 2.0"), "{b}");
}

/// Nothing defined: every `is_function_constant_defined` is false and every default
/// applies (multiplier 1).
#[test]
fn kernel_constants_none_defined() {
    let mut m = fixture("scale_or_offset");
    specialize(&mut m, &Values::new()).expect("specialize");
    let text = gpu_ir::module_to_string(&m);
    assert!(text.contains("@air.convert.f.f32.u.i32(i32 1)"), "{text}");
    check("scale_or_offset.none.ll", &m);
}

/// `switch (mode)` with mode 1 (tinted) and a float4 base colour: the switch folds to
/// the tinted case and the vector constant is the operand of the multiply.
#[test]
fn fragment_constants() {
    let mut m = fixture("tinted_fragment");
    let color = typed(ScalarKind::Float, &[0.25, 0.25, 0.5, 1.0].map(Scalar::Float));
    let v = Values::new().name("mode", uint(1)).name("base_color", color);
    specialize_function(&mut m, "tinted_fragment", Some("tinted_fragment_1"), &v).expect("specialize");
    assert!(m.function_by_name("tinted_fragment_1").is_some(), "renamed");
    assert!(m.function_by_name("tinted_fragment").is_none());
    let text = gpu_ir::module_to_string(&m);
    assert!(!text.contains("switch"), "{text}");
    assert!(text.contains("< float 0.25, float 0.25, float 0.5, float 1.0 >"), "{text}");
    check("tinted_fragment.tinted.ll", &m);
}

/// Twelve constants of eleven types, vectors included, given as text (what
/// `metal-run --constant` passes): each reaches the code with its exact bits.
#[test]
fn blur_constants_of_every_type() {
    let mut m = fixture("blur");
    let t = |s: &str| Given::Text(s.to_owned());
    let v = Values::new()
        .name("use_fast", t("false"))
        .name("bias2", t("-3,4"))
        .name("channel_mask", t("1,2,255"))
        .name("tap_offsets", t("-1,0,1,-32768"))
        .name("radius", t("2"))
        .name("base_offset", t("-7"))
        .name("image_size", t("640,480"))
        .name("seed", t("-1"))
        .name("mask64", t("0xff00ff00ff00ff00"))
        .name("weights", t("0.5,1.5"))
        .name("scale", t("1,2,3"))
        .name("flags", t("true,false,true,false"));
    let r = specialize(&mut m, &v).expect("specialize");
    assert_eq!(r.defined.len(), 12);
    assert!(r.undefined.is_empty());
    // debug_tag = uint(seed ^ mask64) + channel_mask.y + int(tap_offsets.w).
    let tag = ((-1i64 as u64 ^ 0xff00_ff00_ff00_ff00) as u32).wrapping_add(2).wrapping_add(-32768i32 as u32);
    let text = gpu_ir::module_to_string(&m);
    assert!(text.contains(&format!("store i32 {tag}, ")), "{text}");
    // The radius is 2 (use_fast is false): 2 * 2 + 1 taps; the row is 640 wide.
    assert!(text.contains("icmp ult i32 %k.next, 5") && text.contains("i32 639"), "{text}");
    check("blur.all.ll", &m);
}

/// mlx's shape: a static initializer copies the constants into module globals and
/// derives the predicate of the `bias` argument. With `has_bias` false the argument is
/// removed (parameter, attributes, metadata; `gid` becomes argument 2); with it true the
/// argument stays and loses its gate.
#[test]
fn static_initializer_and_gated_argument() {
    let mut off = data("kernel_static_init.bc");
    let r = specialize(&mut off, &Values::new().name("has_bias", bool_(false)).name("scale", uint(3)))
        .expect("specialize");
    assert_eq!(r.static_initializers, ["_GLOBAL__sub_I_scale_bias.metal"]);
    assert_eq!(r.removed_arguments, [("scale_bias".to_owned(), 2, "bias".to_owned())]);
    let f = off.function_by_name("scale_bias").expect("kernel");
    assert_eq!(off.functions[f].params.len(), 3);
    let text = gpu_ir::module_to_string(&off);
    assert!(text.contains("mul i32 %x, 3"), "{text}");
    assert!(text.contains("!{i32 2, !\"air.thread_position_in_grid\""), "gid renumbered: {text}");
    assert!(!text.contains("__metal_implicit_fc_pred_0"), "{text}");
    check("scale_bias.no_bias.ll", &off);

    let mut on = data("kernel_static_init.bc");
    let r = specialize(&mut on, &Values::new().name("has_bias", bool_(true)).name("scale", uint(7)))
        .expect("specialize");
    assert!(r.removed_arguments.is_empty());
    let f = on.function_by_name("scale_bias").expect("kernel");
    assert_eq!(on.functions[f].params.len(), 4);
    let text = gpu_ir::module_to_string(&on);
    assert!(!text.contains("air.function_constant"), "the gate is dropped: {text}");
    assert!(text.contains("add i32 %xs, %y"), "{text}");
    check("scale_bias.bias.ll", &on);
}

/// A host for kernels without intrinsic calls: any call is an error.
struct NoCalls;

impl interp::Host for NoCalls {
    fn call(
        &mut self,
        machine: &mut interp::Machine<'_>,
        _: interp::ThreadId,
        callee: gpu_ir::FuncId,
        _: &[interp::Val],
        _: gpu_ir::Type,
    ) -> Result<interp::CallResult, interp::InterpError> {
        Err(interp::InterpError::Unsupported(machine.module.functions[callee].name.clone()))
    }
}

impl interp::Collective for NoCalls {
    fn scope(&self, _: &interp::Machine<'_>, _: gpu_ir::FuncId) -> interp::Scope {
        interp::Scope::Simdgroup
    }
    fn run_collective(
        &mut self,
        _: &mut interp::Machine<'_>,
        _: &[(interp::ThreadId, &interp::Pending)],
    ) -> Result<Vec<interp::Val>, interp::InterpError> {
        Err(interp::InterpError::Unsupported("collective".into()))
    }
}

/// Runs `scale_bias` specialized as given over 8 threads; `bias` is bound when the
/// specialized kernel still has the argument. Returns `out`.
fn run_scale_bias(m: &Module, input: &[i32], bias: &[i32]) -> Vec<i32> {
    use interp::{run_kernel, Dispatch, Grid, Machine, Val};
    let f = m.function_by_name("scale_bias").expect("kernel");
    let with_bias = m.functions[f].params.len() == 4;
    let mut machine = Machine::new(m).expect("machine");
    let bytes = |v: &[i32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let n = input.len() as u64;
    let pin = machine.mem.alloc(4 * n, 1, "in").expect("alloc").encode();
    let pout = machine.mem.alloc(4 * n, 1, "out").expect("alloc").encode();
    let pbias = machine.mem.alloc(4 * n, 1, "bias").expect("alloc").encode();
    machine.mem.write(pin, &bytes(input)).expect("write");
    machine.mem.write(pbias, &bytes(bias)).expect("write");
    let dispatch = Dispatch { grid: Grid::Threads([input.len() as u32, 1, 1]), threadgroup_size: [4, 1, 1] };
    run_kernel(&mut machine, &mut NoCalls, f, &dispatch, &mut |_, ids| {
        let gid = Val::int(u64::from(ids.thread_position_in_grid[0]), 32);
        Ok(if with_bias {
            vec![Val::Ptr(pin), Val::Ptr(pout), Val::Ptr(pbias), gid]
        } else {
            vec![Val::Ptr(pin), Val::Ptr(pout), gid]
        })
    })
    .expect("run");
    let out = machine.mem.read(pout, 4 * n).expect("read");
    out.chunks(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// The specialized kernels compute what the source says: `in * scale (+ bias)`.
#[test]
fn specialized_kernels_run() {
    let input: Vec<i32> = (0..8).map(|i| i * 3 - 5).collect();
    let bias: Vec<i32> = (0..8).map(|i| 100 * i).collect();
    let mut on = data("kernel_static_init.bc");
    specialize(&mut on, &Values::new().name("has_bias", bool_(true)).name("scale", uint(7)))
        .expect("specialize");
    let want: Vec<i32> = input.iter().zip(&bias).map(|(x, b)| x * 7 + b).collect();
    assert_eq!(run_scale_bias(&on, &input, &bias), want);
    let mut off = data("kernel_static_init.bc");
    specialize(&mut off, &Values::new().name("has_bias", bool_(false)).name("scale", uint(2)))
        .expect("specialize");
    let want: Vec<i32> = input.iter().map(|x| x * 2).collect();
    assert_eq!(run_scale_bias(&off, &input, &bias), want);
}

fn err(m: &mut Module, v: &Values) -> String {
    match specialize(m, v) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn unknown_name_suggests_the_closest() {
    let mut m = fixture("scale_or_offset");
    let e = err(&mut m, &Values::new().name("use_ofset", bool_(true)));
    assert_eq!(e, "no function constant named `use_ofset` in `scale_or_offset`; did you mean `use_offset`?");
    let e = err(&mut m, &Values::new().name("zzz", bool_(true)));
    assert_eq!(
        e,
        "no function constant named `zzz` in `scale_or_offset` (it declares: multiplier, use_offset, offset, scale)"
    );
}

#[test]
fn unknown_index() {
    let mut m = fixture("scale_or_offset");
    let e = err(&mut m, &Values::new().index(9, uint(1)));
    assert_eq!(e, "no function constant with index 9 in `scale_or_offset` (it declares indices 0, 1, 2, 3)");
}

#[test]
fn wrong_value_type_names_both() {
    let mut m = fixture("scale_or_offset");
    let e = err(&mut m, &Values::new().name("use_offset", typed(ScalarKind::Short, &[Scalar::Int(1)])));
    assert_eq!(
        e,
        "function constant `use_offset` (index 1) is declared `bool`, but the value given by name `use_offset` is ConstantShort"
    );
    let e = err(&mut m, &Values::new().index(3, typed(ScalarKind::Float, &[Scalar::Float(1.0); 2])));
    assert!(e.contains("is declared `float`, but the value given by index 3 is ConstantFloat2"), "{e}");
}

#[test]
fn bad_text_values() {
    let mut m = fixture("blur");
    let t = |s: &str| Given::Text(s.to_owned());
    let e = err(&mut m, &Values::new().name("radius", t("70000")));
    assert!(e.contains("70000 is out of range for ushort"), "{e}");
    let e = err(&mut m, &Values::new().name("bias2", t("1")));
    assert!(e.contains("char2 needs 2 element(s), 1 given"), "{e}");
    let e = err(&mut m, &Values::new().name("use_fast", t("yes")));
    assert!(e.contains("`yes` is not a bool"), "{e}");
}

#[test]
fn given_twice() {
    let mut m = fixture("scale_or_offset");
    let e = err(&mut m, &Values::new().name("scale", float(1.0)).index(3, float(2.0)));
    assert_eq!(e, "function constant `scale` (index 3) is given both by name and by index");
}

/// `scale` is read unconditionally (through the initializer's copy): leaving it unset is
/// an error naming the constant and the function.
#[test]
fn undefined_constant_that_is_read() {
    let mut m = data("kernel_static_init.bc");
    let e = err(&mut m, &Values::new().name("has_bias", bool_(false)));
    assert_eq!(
        e,
        "function constant `scale` is not defined, but `scale_bias` reads its value (define it, or guard the read with is_function_constant_defined)"
    );
}

#[test]
fn specialize_function_checks_the_name() {
    let mut m = fixture("scale_or_offset");
    match specialize_function(&mut m, "scale_or_ofset", None, &Values::new()) {
        Err(e @ SpecializeError::NoFunction { .. }) => {
            assert_eq!(
                e.to_string(),
                "no function `scale_or_ofset` is defined in the module; did you mean `scale_or_offset`?"
            )
        }
        other => panic!("{other:?}"),
    }
}

/// Every value a constant of `ty` can take in the corpus run: all elements `x`.
fn text_for(ty: &str, x: u8) -> Given {
    let width = ty.chars().last().and_then(|c| c.to_digit(10)).filter(|d| (2..=4).contains(d)).unwrap_or(1);
    Given::Text(vec![x.to_string(); width as usize].join(","))
}

/// Every mlx kernel with function constants (742 modules: copies through static
/// initializers, normalized predicates, gated arguments), specialized with every constant
/// 0/false and again 1/true: each result verifies, keeps no placeholder, initializer or
/// query, and never needs an undefined constant.
#[test]
fn mlx_corpus_specializes() {
    use rayon::prelude::*;
    let path = root().join("target/corpus/mlx.metallib");
    let Ok(bytes) = std::fs::read(&path) else {
        assert!(
            std::env::var_os("METAL_NT_REQUIRE_CORPUS").is_none_or(|v| v != "1"),
            "METAL_NT_REQUIRE_CORPUS=1 but {} is missing",
            path.display()
        );
        eprintln!("skipped: {} not found (cargo xtask corpus)", path.display());
        return;
    };
    let lib = metallib::read(&bytes).expect("mlx.metallib");
    let with_constants: Vec<_> = lib.functions.iter().filter(|f| !lib.constants(f).is_empty()).collect();
    let results: Vec<(usize, usize, usize, usize, usize)> = with_constants
        .par_iter()
        .map(|f| {
            let decoded = air::read_module(lib.module_of(f)).expect("decode").module;
            let mut counts = (0, 0, 0, 0, 0);
            for x in [0u8, 1] {
                let mut m = decoded.clone();
                let mut v = Values::new();
                for c in opt::specialize::function_constants(&m).expect("declarations") {
                    v.by_name.insert(c.name.clone(), text_for(&c.type_name, x));
                }
                let r = specialize_function(&mut m, f.name, None, &v)
                    .unwrap_or_else(|e| panic!("{} with every constant {x}: {e}", f.name));
                assert_specialized(&m);
                counts.0 += 1;
                counts.1 += r.removed_arguments.len();
                counts.2 += usize::from(!r.static_initializers.is_empty());
                counts.3 += r.instructions_before - r.instructions_after;
                // What the report calls simplified is at the fixed point of the pipeline's
                // first clean-up (which the pipeline then skips): it changes nothing.
                for name in &r.simplified {
                    let fid = m.function_by_name(name).expect("a simplified function exists");
                    let before = gpu_ir::function_to_string(&m, &m.functions[fid]);
                    let changed = opt::cfg::simplify_function(&mut m, fid);
                    let folded = opt::fold::fold_function(&mut m, fid);
                    let removed = opt::dce::dce_function(&mut m, fid);
                    assert!(
                        !changed && folded == 0 && removed == 0,
                        "{name} (from {}, every constant {x})",
                        f.name
                    );
                    assert_eq!(gpu_ir::function_to_string(&m, &m.functions[fid]), before);
                    counts.4 += 1;
                }
            }
            counts
        })
        .collect();
    let total =
        results.iter().fold((0, 0, 0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2, a.3 + b.3, a.4 + b.4));
    eprintln!(
        "mlx: {} modules with function constants, {} specializations, {} arguments removed, {} ran static initializers, {} instructions removed, {} functions reported simplified",
        with_constants.len(),
        total.0,
        total.1,
        total.2,
        total.3,
        total.4
    );
    assert_eq!(with_constants.len(), 742);
    assert!(total.1 > 0 && total.2 > 0 && total.4 > 0);
}

/// The pipeline told what specialization simplified (`optimize_simplified`) leaves every
/// module exactly as the plain pipeline does: on every 10th mlx module with constants,
/// specialized with every constant 0. Without verification (release builds) the first
/// clean-up of those functions is skipped; debug builds run it and assert it changes
/// nothing.
#[test]
fn the_pipeline_told_what_is_simplified_gives_the_same_modules() {
    use rayon::prelude::*;
    let Ok(bytes) = std::fs::read(root().join("target/corpus/mlx.metallib")) else {
        eprintln!("skipped: mlx.metallib not found (cargo xtask corpus)");
        return;
    };
    let lib = metallib::read(&bytes).expect("mlx.metallib");
    let sample: Vec<_> = lib.functions.iter().filter(|f| !lib.constants(f).is_empty()).step_by(10).collect();
    let told: usize = sample
        .par_iter()
        .map(|f| {
            let mut m = air::read_module(lib.module_of(f)).expect("decode").module;
            let mut v = Values::new();
            for c in opt::specialize::function_constants(&m).expect("declarations") {
                v.by_name.insert(c.name.clone(), text_for(&c.type_name, 0));
            }
            let r = specialize_function(&mut m, f.name, None, &v).expect("specializes");
            let opts =
                opt::pipeline::Options { disable_optimizations: false, verify_each: false, unroll: true };
            let mut plain = m.clone();
            opt::pipeline::optimize(&mut plain, &opts).expect("optimizes");
            opt::pipeline::optimize_simplified(&mut m, &opts, &r.simplified).expect("optimizes");
            assert_eq!(gpu_ir::module_to_string(&m), gpu_ir::module_to_string(&plain), "{}", f.name);
            r.simplified.len()
        })
        .sum();
    assert!(sample.len() > 50 && told > 0, "{} modules, {told} simplified functions", sample.len());
}

/// A tiny deterministic generator (xorshift), so the robustness runs are repeatable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Seeded random values (names, indices, types, texts) on every fixture with constants,
/// and seeded byte mutations of the static-initializer module: specialization returns a
/// result or an error, never panics, and what it returns verifies.
#[test]
fn random_values_and_mutated_modules_never_panic() {
    let mut rng = Rng(0x5eed_cafe);
    let fixtures: Vec<(&str, Module)> = ["scale_or_offset", "blur", "tinted_fragment"]
        .into_iter()
        .map(|n| (n, fixture(n)))
        .chain([("scale_bias", data("kernel_static_init.bc"))])
        .collect();
    let texts = ["0", "1", "-1", "true", "0x7fffffff", "1e40", "nan", "1,2", "1,2,3,4", "", "x", "65536"];
    let (mut ok, mut errors) = (0, 0);
    for round in 0..400 {
        let (name, base) = &fixtures[round % fixtures.len()];
        let mut m = base.clone();
        let decls = opt::specialize::function_constants(&m).expect("declarations");
        let mut v = Values::new();
        for _ in 0..rng.below(5) {
            let given = if rng.below(2) == 0 {
                Given::Text(texts[rng.below(texts.len())].to_owned())
            } else {
                let scalar = ScalarKind::ALL[rng.below(ScalarKind::ALL.len())];
                let width = 1 + rng.below(4);
                let elems = (0..width)
                    .map(|_| match rng.below(4) {
                        0 => Scalar::Bool(rng.below(2) == 1),
                        1 => Scalar::Int(rng.next() as i64 >> rng.below(64)),
                        2 => Scalar::UInt(rng.next() >> rng.below(64)),
                        _ => Scalar::Float(f64::from(rng.next() as u32) / 7.0),
                    })
                    .collect();
                Given::Typed { ty: ConstType { scalar, width: width as u8 }, elems }
            };
            match (rng.below(3), decls.get(rng.below(decls.len().max(1)))) {
                (0, Some(d)) => v.by_name.insert(d.name.clone(), given),
                (1, Some(d)) => v.by_index.insert(d.index, given),
                _ => v.by_index.insert(rng.below(20) as u32, given),
            };
        }
        match specialize_function(&mut m, name, None, &v) {
            Ok(_) => {
                gpu_ir::verify_module(&m).expect("a specialized module verifies");
                ok += 1;
            }
            Err(_) => errors += 1,
        }
    }
    assert!(ok > 20 && errors > 20, "{ok} specialized, {errors} errors");

    let bytes = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kernel_static_init.bc"))
        .expect("data file");
    let v = Values::new().name("has_bias", bool_(true)).name("scale", uint(2));
    let mut decoded = 0;
    for _ in 0..1500 {
        let mut b = bytes.clone();
        for _ in 0..1 + rng.below(3) {
            let at = 20 + rng.below(b.len() - 20);
            b[at] ^= 1 << rng.below(8);
        }
        let Ok(d) = air::read_module(&b) else { continue };
        decoded += 1;
        let mut m = d.module;
        if specialize(&mut m, &v).is_ok() {
            gpu_ir::verify_module(&m).expect("a specialized module verifies");
        }
    }
    assert!(decoded > 50, "only {decoded} mutations decoded");
}

/// `scale_or_offset` specialized both ways and launched in the interpreter (with its
/// AIR intrinsics): `x * 2 + 3` and `x * 5`, computed here in Rust.
#[test]
fn kernel_specialized_two_ways_runs() {
    use interp::{launch, Bindings, Dispatch, Grid};
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("metallib");
    let f = lib.function("scale_or_offset").expect("fixture function");
    let info = air::read_info(lib.module_of(f)).expect("AIR info");
    let entry = info.entry_points.into_iter().find(|e| e.name == "scale_or_offset").expect("entry");
    let input: Vec<f32> = (0..40).map(|i| i as f32 * 0.75 - 9.0).collect();
    let run = |v: &Values| -> Vec<f32> {
        let mut m = fixture("scale_or_offset");
        specialize(&mut m, v).expect("specialize");
        let mut bind = Bindings::default();
        bind.buffers.insert(0, input.iter().flat_map(|x| x.to_le_bytes()).collect());
        bind.buffers.insert(1, vec![0; 4 * input.len()]);
        let d = Dispatch { grid: Grid::Threads([input.len() as u32, 1, 1]), threadgroup_size: [16, 1, 1] };
        launch(&m, &entry, &mut bind, &d).expect("runs");
        bind.buffers[&1].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
    };
    let affine = Values::new().name("use_offset", bool_(true)).name("scale", float(2.0)).index(2, int(3));
    assert_eq!(run(&affine), input.iter().map(|x| x * 2.0 + 3.0).collect::<Vec<f32>>());
    assert_eq!(run(&Values::new().index(0, uint(5))), input.iter().map(|x| x * 5.0).collect::<Vec<f32>>());
}

/// An initializer that derives values (shift, add, an AIR conversion, a float division,
/// a comparison) runs with the interpreter's AIR host: the kernel sees the derived
/// constants, and computes what Rust computes from them.
#[test]
fn static_initializer_derives_values() {
    use interp::{launch, Bindings, Dispatch, Grid};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kernel_static_init_derived.bc");
    let bytes = std::fs::read(path).expect("data file");
    let info = air::read_info(&bytes).expect("AIR info");
    let entry = info.entry_points.into_iter().next().expect("entry");
    let input: Vec<f32> = (0..16).map(|i| 1.5 * i as f32 - 4.0).collect();
    for (taps, gain) in [(3u32, 1.4f32), (5, 2.5)] {
        let mut m = air::read_module(&bytes).expect("decode").module;
        let v = Values::new().name("taps", uint(u64::from(taps))).name("gain", float(f64::from(gain)));
        let r = specialize(&mut m, &v).expect("specialize");
        assert_eq!(r.static_initializers, ["_GLOBAL__sub_I_taps.metal"]);
        assert_specialized(&m);
        let norm = gain / (2 * taps + 1) as f32;
        let (last, wide) = (2 * taps, taps > 4);
        let text = gpu_ir::module_to_string(&m);
        assert!(text.contains(&format!("fmul float %x0, {norm:?}")), "{text}");
        assert!(text.contains(&format!("icmp ult i32 %gid, {last}")), "{text}");
        assert_eq!(text.contains("fneg"), wide, "{text}");
        golden(&format!("normalize_taps.{taps}.ll"), &text);
        let mut bind = Bindings::default();
        bind.buffers.insert(0, input.iter().flat_map(|x| x.to_le_bytes()).collect());
        bind.buffers.insert(1, vec![0; 4 * input.len()]);
        let d = Dispatch { grid: Grid::Threads([input.len() as u32, 1, 1]), threadgroup_size: [8, 1, 1] };
        launch(&m, &entry, &mut bind, &d).expect("runs");
        let out: Vec<f32> =
            bind.buffers[&1].chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        let want: Vec<f32> = (0..input.len() as u32)
            .map(|g| {
                let x = input[g.min(last) as usize] * norm;
                if wide {
                    -x
                } else {
                    x
                }
            })
            .collect();
        assert_eq!(out, want, "taps {taps}");
    }
}
