//! Global dead-code elimination (`opt::globaldce`), alone and in the pipeline: what goes
//! (internal and linkonce functions without a caller, also on a cycle, declarations and
//! internal globals nothing uses) and what stays (external definitions, what
//! `llvm.used` or metadata names, what live code uses). The module is checked as printed
//! IR (golden `globaldce.ll`), verified, and the kernel runs in the interpreter before and
//! after.

mod common;

use common::*;
use gpu_ir::*;

fn global(m: &mut Module, name: &str, ty: Type, linkage: Linkage, init: Option<ConstId>) -> Value {
    let ptr = m.types.pointer(ty, 1);
    let g = m.globals.append(GlobalVar {
        name: name.into(),
        value_type: ty,
        ty: ptr,
        addrspace: 1,
        linkage,
        constant: true,
        init,
        align: 4,
        section: None,
        externally_initialized: false,
        unnamed_addr: 0,
        thread_local: false,
    });
    Value::Const(m.constants.append(ConstantData::Global(g)))
}

/// `i32 name(i32 x)` returning `x + k` with the given linkage (a call to `callee` first,
/// when given, so functions can call each other).
fn helper(m: &mut Module, name: &str, linkage: Linkage, k: u64, callee: Option<FuncId>) -> FuncId {
    let i32t = m.types.int(32);
    let mut b = Fb::new(m, name, i32t, &[i32t]);
    b.f.linkage = linkage;
    let e = b.block();
    let x = match callee {
        Some(c) => b.call(e, c, vec![Value::Arg(0)]),
        None => Value::Arg(0),
    };
    let kk = b.int(32, k);
    let s = b.bin(e, BinaryOp::Add, x, kk);
    b.ret(e, Some(s));
    b.finish()
}

struct Built {
    m: Module,
    kernel: FuncId,
}

/// A kernel `out[tid] = inner(tid) + @table` and, around it, every kind of function and
/// global the pass must keep or remove.
fn build() -> Built {
    let mut m = module();
    let i32t = m.types.int(32);
    let i64t = m.types.int(64);
    let out = m.types.pointer(i32t, 1);
    let void = m.types.void();
    // Declarations: one an exported global's initializer names, one only dead code
    // calls, one nothing refers to.
    let used_decl = Fb::new(&mut m, "air.used_intrinsic", i32t, &[i32t]).finish();
    let dead_decl = Fb::new(&mut m, "air.dead_intrinsic", i32t, &[i32t]).finish();
    Fb::new(&mut m, "air.unused_intrinsic", i32t, &[i32t]).finish();
    // Globals: one the kernel loads, one only dead code loads, an external one nothing
    // in the module uses (another module may) that names the declaration, and a private
    // one nothing uses.
    let seven = Value::Const(m.constants.append(ConstantData::Int { ty: i32t, bits: 7 }));
    let Value::Const(seven_c) = seven else { unreachable!() };
    let table = global(&mut m, "table", i32t, Linkage::Internal, Some(seven_c));
    let dead_table = global(&mut m, "dead_table", i32t, Linkage::Internal, Some(seven_c));
    let decl_ptr = m.functions[used_decl].ptr_ty;
    let decl_c = m.constants.append(ConstantData::Function(used_decl));
    global(&mut m, "exported_table", decl_ptr, Linkage::External, Some(decl_c));
    global(&mut m, "unused_table", i32t, Linkage::Private, Some(seven_c));
    // inner ← outer ← kernel: both inlined, then both unused.
    let inner = helper(&mut m, "inner", Linkage::Internal, 1, None);
    let outer = helper(&mut m, "outer", Linkage::LinkOnceOdr, 2, Some(inner));
    // Dead: an internal function nobody calls that calls a declaration and loads the
    // dead global, and two internal functions calling each other (a cycle nothing
    // enters).
    {
        let mut b = Fb::new(&mut m, "never_called", i32t, &[i32t]);
        b.f.linkage = Linkage::Internal;
        let e = b.block();
        let x = b.call(e, dead_decl, vec![Value::Arg(0)]);
        let y = b.load(e, i32t, dead_table);
        let s = b.bin(e, BinaryOp::Add, x, y);
        b.ret(e, Some(s));
        b.finish();
    }
    let ping = helper(&mut m, "ping", Linkage::Internal, 3, None);
    let pong = helper(&mut m, "pong", Linkage::Internal, 4, Some(ping));
    // `ping` calls `pong`: rewrite its body's first instruction into a call.
    {
        let fn_ty = m.functions[pong].ty;
        let c = Value::Const(m.constants.append(ConstantData::Function(pong)));
        let f = &mut m.functions[ping];
        let e = f.entry().expect("entry");
        let call = f.insts.append(InstData {
            op: Op::Call {
                callee: c,
                fn_ty,
                args: vec![Value::Arg(0)],
                tail: 0,
                fast_math: 0,
                attrs: AttributeSet::default(),
            },
            ty: i32t,
            name: None,
            loc: None,
        });
        f.blocks[e].insts.insert(0, call);
    }
    // Kept without a caller: an external function (a dynamic library may export it), an
    // internal one `llvm.used` lists, an internal one metadata names.
    helper(&mut m, "exported_helper", Linkage::External, 5, None);
    let listed = helper(&mut m, "listed_in_used", Linkage::Internal, 6, None);
    let named = helper(&mut m, "named_by_metadata", Linkage::Internal, 7, None);
    // The kernel.
    let mut b = Fb::new(&mut m, "kernel", void, &[out, i32t]);
    let e = b.block();
    let r = b.call(e, outer, vec![Value::Arg(1)]);
    let t = b.load(e, i32t, table);
    let s = b.bin(e, BinaryOp::Add, r, t);
    let idx = b.op(e, Op::Cast { op: CastOp::ZExt, value: Value::Arg(1) }, i64t);
    let p = b.gep(e, i32t, Value::Arg(0), vec![idx], i32t);
    b.store(e, s, p);
    b.ret(e, None);
    let kernel = b.finish();
    // `@llvm.used = appending global [1 x i32 (i32)*] [@listed_in_used]`.
    let fn_ptr = m.functions[listed].ptr_ty;
    let arr = m.types.intern(TypeInner::Array { elem: fn_ptr, len: 1 });
    let listed_c = m.constants.append(ConstantData::Function(listed));
    let used_init = m.constants.append(ConstantData::Aggregate { ty: arr, elems: vec![listed_c] });
    global(&mut m, "llvm.used", arr, Linkage::Appending, Some(used_init));
    // `!air.kernel = !{!{@kernel}}` and `!extra = !{!{@named_by_metadata}}`.
    for (list, f) in [("air.kernel", kernel), ("extra", named)] {
        let ty = m.functions[f].ptr_ty;
        let c = m.constants.append(ConstantData::Function(f));
        let v = m.metadata.append(Metadata::Value { ty, value: c });
        let node = m.metadata.append(Metadata::Node { distinct: false, ops: vec![Some(v)] });
        m.named_metadata.insert(list.into(), vec![node]);
    }
    verify_module(&m).expect("verifies before");
    Built { m, kernel }
}

fn names(m: &Module) -> Vec<String> {
    m.functions
        .iter()
        .map(|(_, f)| f.name.clone())
        .chain(m.globals.iter().map(|(_, g)| g.name.clone()))
        .collect()
}

#[test]
fn the_pass_alone_keeps_roots_and_what_they_use() {
    let Built { mut m, .. } = build();
    // Before inlining, the kernel still calls `outer`, which calls `inner`.
    let (stats, map) = opt::globaldce::remove_dead_globals(&mut m);
    verify_module(&m).expect("verifies after");
    assert_eq!(stats, opt::globaldce::GlobalDceStats { functions: 3, declarations: 2, globals: 2 });
    assert_eq!(
        names(&m),
        [
            "air.used_intrinsic",
            "inner",
            "outer",
            "exported_helper",
            "listed_in_used",
            "named_by_metadata",
            "kernel",
            "table",
            "exported_table",
            "llvm.used"
        ]
    );
    assert_eq!(map.iter().filter(|x| x.is_some()).count(), 7);
    // Every surviving function keeps its name under its new handle.
    for (new, f) in m.functions.iter() {
        let old = map.iter().position(|x| *x == Some(new)).expect("an old handle maps here");
        assert!(old >= new.index(), "{}: survivors keep their order", f.name);
    }
    // Nothing left to remove: a second run changes nothing.
    let before = module_to_string(&m);
    let (again, _) = opt::globaldce::remove_dead_globals(&mut m);
    assert_eq!(again, opt::globaldce::GlobalDceStats::default());
    assert_eq!(module_to_string(&m), before);
}

#[test]
fn the_pipeline_removes_inlined_helpers() {
    for disable_optimizations in [false, true] {
        let Built { mut m, kernel } = build();
        let n = 16u32;
        let expected: Vec<u32> = (0..n).map(|t| t + 1 + 2 + 7).collect();
        let before = run(&m, kernel, &[vec![0; 4 * n as usize]], n);
        assert_eq!(u32s(&before[0]), expected, "the kernel computes the reference");
        let opts = opt::pipeline::Options { disable_optimizations, verify_each: true, unroll: true };
        let stats = opt::pipeline::optimize(&mut m, &opts).expect("optimizes");
        assert_eq!(stats.inline.inlined, 2, "{stats:?}");
        assert_eq!(
            stats.globaldce,
            opt::globaldce::GlobalDceStats { functions: 5, declarations: 2, globals: 2 },
            "{stats:?}"
        );
        assert_eq!(
            names(&m),
            [
                "air.used_intrinsic",
                "exported_helper",
                "listed_in_used",
                "named_by_metadata",
                "kernel",
                "table",
                "exported_table",
                "llvm.used"
            ]
        );
        let k = m.function_by_name("kernel").expect("the kernel stays");
        if !disable_optimizations {
            golden("globaldce.ll", &module_to_string(&m));
        }
        let after = run(&m, k, &[vec![0; 4 * n as usize]], n);
        assert_eq!(before, after, "the kernel computes the same");
    }
}
