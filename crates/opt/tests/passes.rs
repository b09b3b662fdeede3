//! Folding, dead-code elimination and CFG simplification on functions built by hand:
//! the result is checked as printed IR, verified, and run in the interpreter.

use gpu_ir::*;

struct B {
    m: Module,
    f: Function,
}

impl B {
    fn new(ret: Type, params: &[Type], mut m: Module) -> B {
        let fnty = m.types.intern(TypeInner::Function { ret, params: params.to_vec(), vararg: false });
        let ptr_ty = m.types.pointer(fnty, 0);
        let f = Function {
            name: "f".into(),
            ty: fnty,
            ptr_ty,
            params: params.iter().map(|&ty| Param { ty, name: None }).collect(),
            linkage: Linkage::External,
            attrs: AttributeSet::default(),
            section: None,
            calling_conv: 0,
            blocks: Arena::new(),
            insts: Arena::new(),
        };
        B { m, f }
    }
    fn block(&mut self) -> Block {
        self.f.blocks.append(BlockData { name: None, insts: vec![] })
    }
    fn op(&mut self, b: Block, op: Op, ty: Type) -> Value {
        let i = self.f.insts.append(InstData { op, ty, name: None, loc: None });
        self.f.blocks[b].insts.push(i);
        Value::Inst(i)
    }
    fn int(&mut self, bits: u32, v: u64) -> Value {
        let ty = self.m.types.int(bits);
        Value::Const(self.m.constants.append(ConstantData::Int { ty, bits: u128::from(v) }))
    }
}

/// `i32 f(i32 %x)`: `c = (3 * 4 == 12)`; `if c { y = x + 10 } else { y = x - 1 }`; a
/// dead `mul`; returns `y`. Everything but `x + 10` folds away.
fn diamond() -> (Module, FuncId) {
    let mut m = Module { triple: "air64-apple-macosx14.0.0".into(), ..Default::default() };
    let i32t = m.types.int(32);
    let i1 = m.types.int(1);
    let void = m.types.void();
    let mut b = B::new(i32t, &[i32t], m);
    let (three, four, twelve, ten, one) =
        (b.int(32, 3), b.int(32, 4), b.int(32, 12), b.int(32, 10), b.int(32, 1));
    let e = b.block();
    let t = b.block();
    let o = b.block();
    let j = b.block();
    let p = b.op(e, Op::Binary { op: BinaryOp::Mul, lhs: three, rhs: four, flags: 0 }, i32t);
    let c = b.op(e, Op::Cmp { pred: Predicate(32), lhs: p, rhs: twelve, fast_math: 0 }, i1);
    b.op(e, Op::Binary { op: BinaryOp::Mul, lhs: Value::Arg(0), rhs: Value::Arg(0), flags: 0 }, i32t);
    b.op(e, Op::CondBr { cond: c, then: t, otherwise: o }, void);
    let y1 = b.op(t, Op::Binary { op: BinaryOp::Add, lhs: Value::Arg(0), rhs: ten, flags: 0 }, i32t);
    b.op(t, Op::Br { dest: j }, void);
    let y2 = b.op(o, Op::Binary { op: BinaryOp::Sub, lhs: Value::Arg(0), rhs: one, flags: 0 }, i32t);
    b.op(o, Op::Br { dest: j }, void);
    let y = b.op(j, Op::Phi { incoming: vec![(y1, t), (y2, o)] }, i32t);
    b.op(j, Op::Ret { value: Some(y) }, void);
    let h = b.m.functions.append(b.f);
    verify_module(&b.m).expect("verifies before");
    (b.m, h)
}

#[test]
fn a_constant_diamond_folds_to_one_block() {
    let (mut m, f) = diamond();
    let folded = opt::fold::fold_function(&mut m, f);
    assert!(folded >= 3, "mul, icmp, br: {folded}");
    opt::cfg::simplify_function(&mut m, f);
    opt::dce::dce_function(&mut m, f);
    verify_module(&m).expect("verifies after");
    let text = function_to_string(&m, &m.functions[f]);
    assert_eq!(text.trim(), "define i32 @f(i32 %0) {\n1:\n  %2 = add i32 %0, 10\n  ret i32 %2\n}", "{text}");
}

#[test]
fn division_by_zero_is_not_folded() {
    let mut m = Module { triple: "air64".into(), ..Default::default() };
    let i32t = m.types.int(32);
    let void = m.types.void();
    let mut b = B::new(i32t, &[], m);
    let (seven, zero) = (b.int(32, 7), b.int(32, 0));
    let e = b.block();
    let q = b.op(e, Op::Binary { op: BinaryOp::SDiv, lhs: seven, rhs: zero, flags: 0 }, i32t);
    b.op(e, Op::Ret { value: Some(q) }, void);
    let f = b.m.functions.append(b.f);
    let mut m = b.m;
    assert_eq!(opt::fold::fold_function(&mut m, f), 0);
    verify_module(&m).expect("verifies");
}
