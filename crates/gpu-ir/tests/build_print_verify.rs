//! A function built by hand prints as expected and verifies; broken variants of it are
//! rejected with the reason.

use gpu_ir::*;

/// `void @add(float addrspace(1)* %a, float addrspace(1)* %b, i32 %i)`: `a[i] += b[i]`,
/// then a loop-free diamond with a phi.
fn sample() -> (Module, FuncId) {
    let mut m = Module {
        triple: "air64-apple-macosx14.0.0".into(),
        datalayout: "e-p:64:64:64".into(),
        ..Default::default()
    };
    let t = &mut m.types;
    let f32t = t.intern(TypeInner::Float);
    let i32t = t.int(32);
    let i1 = t.int(1);
    let i64t = t.int(64);
    let void = t.void();
    let p = t.pointer(f32t, 1);
    let fnty = t.intern(TypeInner::Function { ret: void, params: vec![p, p, i32t], vararg: false });
    let fptr = t.pointer(fnty, 0);
    let zero = m.constants.append(ConstantData::Int { ty: i32t, bits: 0 });
    let one = m.constants.append(ConstantData::Float { ty: f32t, bits: 1.0f32.to_bits() as u64 });
    let mut f = Function {
        name: "add".into(),
        ty: fnty,
        ptr_ty: fptr,
        params: vec![
            Param { ty: p, name: Some("a".into()) },
            Param { ty: p, name: Some("b".into()) },
            Param { ty: i32t, name: None },
        ],
        linkage: Linkage::External,
        attrs: AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    let entry = f.blocks.append(BlockData { name: None, insts: vec![] });
    let then = f.blocks.append(BlockData { name: Some("then".into()), insts: vec![] });
    let join = f.blocks.append(BlockData { name: None, insts: vec![] });
    let add = |f: &mut Function, b: Block, op: Op, ty: Type| {
        let i = f.insts.append(InstData { op, ty, name: None, loc: None });
        f.blocks[b].insts.push(i);
        Value::Inst(i)
    };
    let idx = add(&mut f, entry, Op::Cast { op: CastOp::ZExt, value: Value::Arg(2) }, i64t);
    let pa = add(
        &mut f,
        entry,
        Op::Gep { source: f32t, base: Value::Arg(0), indices: vec![idx], inbounds: true },
        p,
    );
    let pb = add(
        &mut f,
        entry,
        Op::Gep { source: f32t, base: Value::Arg(1), indices: vec![idx], inbounds: true },
        p,
    );
    let va = add(&mut f, entry, Op::Load { ty: f32t, ptr: pa, align: 4, volatile: false }, f32t);
    let vb = add(&mut f, entry, Op::Load { ty: f32t, ptr: pb, align: 4, volatile: false }, f32t);
    let c = add(
        &mut f,
        entry,
        Op::Cmp { pred: Predicate(32), lhs: Value::Arg(2), rhs: Value::Const(zero), fast_math: 0 },
        i1,
    );
    add(&mut f, entry, Op::CondBr { cond: c, then, otherwise: join }, void);
    let sum = add(&mut f, then, Op::Binary { op: BinaryOp::FAdd, lhs: va, rhs: vb, flags: 0 }, f32t);
    add(&mut f, then, Op::Br { dest: join }, void);
    let phi = add(&mut f, join, Op::Phi { incoming: vec![(Value::Const(one), entry), (sum, then)] }, f32t);
    add(&mut f, join, Op::Store { ptr: pa, value: phi, align: 4, volatile: false }, void);
    add(&mut f, join, Op::Ret { value: None }, void);
    let h = m.functions.append(f);
    (m, h)
}

#[test]
fn prints_like_llvm_and_verifies() {
    let (m, _) = sample();
    verify_module(&m).expect("verifies");
    let text = module_to_string(&m);
    let expected = r#"; metal-nt IR 1
target datalayout = "e-p:64:64:64"
target triple = "air64-apple-macosx14.0.0"

define void @add(float addrspace(1)* %a, float addrspace(1)* %b, i32 %0) {
1:
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds float, float addrspace(1)* %a, i64 %2
  %4 = getelementptr inbounds float, float addrspace(1)* %b, i64 %2
  %5 = load float, float addrspace(1)* %3, align 4
  %6 = load float, float addrspace(1)* %4, align 4
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %then, label %9

then:
  %8 = fadd float %5, %6
  br label %9

9:
  %10 = phi float [ 1.0, %1 ], [ %8, %then ]
  store float %10, float addrspace(1)* %3, align 4
  ret void
}
"#;
    assert_eq!(text, expected);
}

fn broken(edit: impl FnOnce(&mut Function)) -> String {
    let (mut m, h) = sample();
    edit(&mut m.functions[h]);
    verify_module(&m).expect_err("must not verify").to_string()
}

#[test]
fn rejects_broken_functions() {
    let e = broken(|f| {
        let b = f.blocks.handles().nth(1).expect("block");
        f.blocks[b].insts.pop();
    });
    assert!(e.contains("does not end with a terminator"), "{e}");
    let e = broken(|f| {
        let b = f.blocks.handles().nth(2).expect("block");
        let phi = f.blocks[b].insts[0];
        if let Op::Phi { incoming } = &mut f.insts[phi].op {
            incoming.pop();
        }
    });
    assert!(e.contains("predecessors"), "{e}");
    // Use the sum (defined in `then`) in the join block directly: not dominated.
    let e = broken(|f| {
        let then = f.blocks.handles().nth(1).expect("block");
        let join = f.blocks.handles().nth(2).expect("block");
        let sum = f.blocks[then].insts[0];
        let store = f.blocks[join].insts[1];
        if let Op::Store { value, .. } = &mut f.insts[store].op {
            *value = Value::Inst(sum);
        }
    });
    assert!(e.contains("does not dominate"), "{e}");
    let e = broken(|f| {
        let entry = f.blocks.handles().next().expect("block");
        let load = f.blocks[entry].insts[3];
        if let Op::Load { ptr, .. } = &mut f.insts[load].op {
            *ptr = Value::Arg(2);
        }
    });
    assert!(e.contains("load"), "{e}");
}
