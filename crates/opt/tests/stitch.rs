//! Function stitching (`opt::stitch`): the man page's `muladd` graph built from the
//! `mul` and `add` fixtures (each in its own module, as a MetalLib keeps them), with and
//! without `AlwaysInline`, run in the interpreter; scheduling with control dependencies;
//! and every error. `BLESS=1 cargo test -p metal-nt-opt --test stitch` rewrites the
//! golden files.

use std::path::{Path, PathBuf};

use gpu_ir::Module;
use opt::stitch::{schedule, stitch, Graph, Node, StitchError};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture(function: &str) -> Module {
    let bytes = std::fs::read(root().join("fixtures/air/fixtures.metallib")).expect("fixtures.metallib");
    let lib = metallib::read(&bytes).expect("metallib");
    let f = lib.function(function).expect("fixture function");
    air::read_module(lib.module_of(f)).expect("decode").module
}

fn golden(name: &str, actual: &str) {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden-stitch").join(name);
    if std::env::var_os("BLESS").is_some_and(|v| v != "0") {
        std::fs::write(&p, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e} (BLESS=1)", p.display()));
    assert_eq!(expected, actual, "{name} differs from its golden file (BLESS=1 to accept)");
}

fn call(name: &str, arguments: &[usize]) -> Node {
    Node::Function { name: name.into(), arguments: arguments.to_vec(), control_dependencies: Vec::new() }
}

/// metal-pipelines-script(5)'s example: `muladd(a, b, c) = add(mul(a, b), c)`.
fn muladd(always_inline: bool) -> Graph {
    Graph {
        name: "muladd".into(),
        nodes: vec![
            Node::Input { index: 0 },
            Node::Input { index: 1 },
            call("mul", &[0, 1]),
            Node::Input { index: 2 },
            call("add", &[2, 3]),
        ],
        output: Some(4),
        always_inline,
    }
}

/// A host that runs nothing: stitched code makes no intrinsic calls.
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

/// Calls the stitched float function `name` on one thread, through a wrapper that
/// stores its result (a thread's own return value is not observable).
fn run(m: &Module, name: &str, args: &[f32]) -> f32 {
    use gpu_ir::*;
    use interp::exec::Thread;
    let mut m = m.clone();
    let f = m.function_by_name(name).expect("stitched function");
    let float = m.types.intern(TypeInner::Float);
    let void = m.types.void();
    let out_ty = m.types.pointer(float, 1);
    let mut params = vec![out_ty];
    params.extend(std::iter::repeat_n(float, args.len()));
    let wty = m.types.intern(TypeInner::Function { ret: void, params: params.clone(), vararg: false });
    let wptr = m.types.pointer(wty, 0);
    let mut w = Function {
        name: "wrapper".into(),
        ty: wty,
        ptr_ty: wptr,
        params: params.iter().map(|&ty| Param { ty, name: None }).collect(),
        linkage: Linkage::External,
        attrs: AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    let b = w.blocks.append(BlockData { name: None, insts: vec![] });
    let callee = m.constants.append(ConstantData::Function(f));
    let fn_ty = m.functions[f].ty;
    let call_args = (1..=args.len() as u32).map(Value::Arg).collect();
    let c = w.insts.append(InstData {
        op: Op::Call {
            callee: Value::Const(callee),
            fn_ty,
            args: call_args,
            tail: 0,
            fast_math: 0,
            attrs: AttributeSet::default(),
        },
        ty: float,
        name: None,
        loc: None,
    });
    let st = w.insts.append(InstData {
        op: Op::Store { ptr: Value::Arg(0), value: Value::Inst(c), align: 4, volatile: false },
        ty: void,
        name: None,
        loc: None,
    });
    let r = w.insts.append(InstData { op: Op::Ret { value: None }, ty: void, name: None, loc: None });
    w.blocks[b].insts = vec![c, st, r];
    let wid = m.functions.append(w);
    gpu_ir::verify_module(&m).expect("wrapper verifies");
    let mut machine = interp::Machine::new(&m).expect("machine");
    let out = machine.mem.alloc(4, 1, "out").expect("alloc").encode();
    let mut vals = vec![interp::Val::Ptr(out)];
    vals.extend(args.iter().map(|&x| interp::Val::Float(x)));
    let mut t = Thread::new(&machine, interp::ThreadId::default(), wid, vals).expect("thread");
    t.run(&mut machine, &mut NoCalls).expect("run");
    let bytes = machine.mem.read(out, 4).expect("read");
    f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
}

#[test]
fn muladd_calls() {
    let (mul, add) = (fixture("mul"), fixture("add"));
    let m = stitch(&[("mul", &mul), ("add", &add)], &muladd(false)).expect("stitch");
    gpu_ir::verify_module(&m).expect("verifies");
    let f = m.function_by_name("muladd").expect("muladd");
    assert_eq!(m.functions[f].params.len(), 3);
    assert_eq!(m.named_metadata["air.visible"].len(), 1, "only the stitched function is exported");
    golden("muladd.calls.ll", &gpu_ir::module_to_string(&m));
    assert_eq!(run(&m, "muladd", &[3.0, 4.0, 0.5]), 3.0f32 * 4.0 + 0.5);
}

#[test]
fn muladd_inlined() {
    let (mul, add) = (fixture("mul"), fixture("add"));
    let m = stitch(&[("mul", &mul), ("add", &add)], &muladd(true)).expect("stitch");
    gpu_ir::verify_module(&m).expect("verifies");
    assert_eq!(
        m.functions.iter().filter(|(_, f)| !f.is_declaration()).count(),
        1,
        "callees inlined and removed"
    );
    let text = gpu_ir::module_to_string(&m);
    assert!(text.contains("fmul fast float %in0, %in1"), "{text}");
    golden("muladd.inlined.ll", &text);
    assert_eq!(run(&m, "muladd", &[-2.0, 8.0, 1.25]), -2.0f32 * 8.0 + 1.25);
}

/// Control dependencies order calls that share no data; otherwise node order decides.
#[test]
fn schedule_respects_control_dependencies() {
    let g = Graph {
        name: "g".into(),
        nodes: vec![
            Node::Input { index: 0 },
            Node::Function { name: "a".into(), arguments: vec![0], control_dependencies: vec![3] },
            call("b", &[0]),
            call("c", &[0]),
            Node::Function { name: "d".into(), arguments: vec![1], control_dependencies: vec![2] },
        ],
        output: Some(4),
        always_inline: false,
    };
    assert_eq!(schedule(&g).expect("schedule"), [2, 3, 1, 4]);
}

#[test]
fn cycle_is_reported_with_its_nodes() {
    let g = Graph {
        name: "g".into(),
        nodes: vec![
            Node::Input { index: 0 },
            Node::Function { name: "mul".into(), arguments: vec![0, 2], control_dependencies: vec![] },
            Node::Function { name: "add".into(), arguments: vec![1, 0], control_dependencies: vec![] },
            call("mul", &[0, 0]),
        ],
        output: Some(2),
        always_inline: false,
    };
    let e = schedule(&g).expect_err("cycle");
    assert_eq!(e.to_string(), "nodes 1, 2 depend on each other in a cycle");
    assert_eq!(e.place().node, Some(1));
}

#[test]
fn missing_function_suggests() {
    let (mul, add) = (fixture("mul"), fixture("add"));
    let mut g = muladd(false);
    g.nodes[2] = call("mull", &[0, 1]);
    let e = stitch(&[("mul", &mul), ("add", &add)], &g).expect_err("missing");
    assert_eq!(
        e.to_string(),
        "node 2 calls `mull`, which is not among the stitchable functions; did you mean `mul`?"
    );
    assert_eq!(e.place().node, Some(2));
}

/// `helper(float4, float)`: feeding it the float result of `mul` is a type error at that
/// argument, naming both types.
#[test]
fn argument_type_mismatch() {
    let (mul, helper) = (fixture("mul"), fixture("helper"));
    let g = Graph {
        name: "bad".into(),
        nodes: vec![
            Node::Input { index: 0 },
            Node::Input { index: 1 },
            call("mul", &[0, 1]),
            call("helper", &[2, 1]),
        ],
        output: Some(3),
        always_inline: false,
    };
    let e = stitch(&[("mul", &mul), ("helper", &helper)], &g).expect_err("mismatch");
    assert_eq!(
        e.to_string(),
        "node 3, argument 0: `helper` takes <4 x float> there, but the result of node 2 (`mul`) is float"
    );
    let p = e.place();
    assert_eq!((p.node, p.argument), (Some(3), Some(0)));
    // An input feeding parameters of two types.
    let g = Graph {
        name: "bad".into(),
        nodes: vec![Node::Input { index: 0 }, call("helper", &[0, 0])],
        output: Some(1),
        always_inline: false,
    };
    let e = stitch(&[("helper", &helper)], &g).expect_err("mismatch");
    assert_eq!(
        e.to_string(),
        "node 1, argument 1: `helper` takes float there, but input 0 (typed by node 1, argument 0) is <4 x float>"
    );
}

#[test]
fn argument_count_and_gaps() {
    let (mul, add) = (fixture("mul"), fixture("add"));
    let mut g = muladd(false);
    g.nodes[2] = call("mul", &[0]);
    let e = stitch(&[("mul", &mul), ("add", &add)], &g).expect_err("count");
    assert_eq!(e.to_string(), "node 2 passes 1 argument(s) to `mul`, which takes 2");
    let mut g = muladd(false);
    g.nodes[3] = Node::Input { index: 5 };
    let e = stitch(&[("mul", &mul), ("add", &add)], &g).expect_err("gap");
    assert!(matches!(e, StitchError::MissingInput { index: 2, max: 5 }), "{e}");
}

/// Without an output node the stitched function returns `void`; a void callee (the
/// `fence` fixture, with its intrinsic declaration imported) is just called.
#[test]
fn no_output_returns_void() {
    let fence = fixture("fence");
    let g = Graph {
        name: "fence_twice".into(),
        nodes: vec![
            call("fence", &[]),
            Node::Function { name: "fence".into(), arguments: vec![], control_dependencies: vec![0] },
        ],
        output: None,
        always_inline: true,
    };
    let m = stitch(&[("fence", &fence)], &g).expect("stitch");
    gpu_ir::verify_module(&m).expect("verifies");
    let f = m.function_by_name("fence_twice").expect("stitched");
    let text = gpu_ir::function_to_string(&m, &m.functions[f]);
    assert!(text.starts_with("define void @fence_twice()"), "{text}");
    assert_eq!(text.matches("atomic.fence").count(), 2, "both calls inlined: {text}");
}
