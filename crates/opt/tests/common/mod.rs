//! Shared by the pass tests: a small IR builder, golden-file comparison (`BLESS=1`
//! rewrites), and running a kernel in the interpreter to compare results before and after
//! a pass.

#![allow(dead_code)]

use gpu_ir::*;
use interp::exec::CallResult;
use interp::memory::Ptr;
use interp::*;
use std::path::{Path, PathBuf};

pub fn module() -> Module {
    Module { triple: "air64-apple-macosx14.0.0".into(), ..Default::default() }
}

/// Builds one function and appends it to the module on `finish`.
pub struct Fb<'m> {
    pub m: &'m mut Module,
    pub f: Function,
}

impl<'m> Fb<'m> {
    pub fn new(m: &'m mut Module, name: &str, ret: Type, params: &[Type]) -> Fb<'m> {
        let fnty = m.types.intern(TypeInner::Function { ret, params: params.to_vec(), vararg: false });
        let ptr_ty = m.types.pointer(fnty, 0);
        let f = Function {
            name: name.into(),
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
        Fb { m, f }
    }
    pub fn block(&mut self) -> Block {
        self.f.blocks.append(BlockData { name: None, insts: vec![] })
    }
    pub fn op(&mut self, b: Block, op: Op, ty: Type) -> Value {
        let i = self.f.insts.append(InstData { op, ty, name: None, loc: None });
        self.f.blocks[b].insts.push(i);
        Value::Inst(i)
    }
    pub fn void(&mut self, b: Block, op: Op) {
        let void = self.m.types.void();
        self.op(b, op, void);
    }
    pub fn int(&mut self, bits: u32, v: u64) -> Value {
        let ty = self.m.types.int(bits);
        Value::Const(self.m.constants.append(ConstantData::Int { ty, bits: u128::from(v) }))
    }
    pub fn bin(&mut self, b: Block, op: BinaryOp, lhs: Value, rhs: Value) -> Value {
        let ty = self.m.value_type(&self.f, lhs);
        self.op(b, Op::Binary { op, lhs, rhs, flags: 0 }, ty)
    }
    pub fn icmp(&mut self, b: Block, pred: u8, lhs: Value, rhs: Value) -> Value {
        let i1 = self.m.types.int(1);
        self.op(b, Op::Cmp { pred: Predicate(pred), lhs, rhs, fast_math: 0 }, i1)
    }
    pub fn br(&mut self, b: Block, dest: Block) {
        self.void(b, Op::Br { dest });
    }
    pub fn condbr(&mut self, b: Block, cond: Value, then: Block, otherwise: Block) {
        self.void(b, Op::CondBr { cond, then, otherwise });
    }
    pub fn ret(&mut self, b: Block, value: Option<Value>) {
        self.void(b, Op::Ret { value });
    }
    pub fn alloca(&mut self, b: Block, t: Type) -> Value {
        let one = self.int(32, 1);
        let p = self.m.types.pointer(t, 0);
        self.op(b, Op::Alloca { allocated: t, count: one, align: 4 }, p)
    }
    pub fn load(&mut self, b: Block, ty: Type, ptr: Value) -> Value {
        self.op(b, Op::Load { ty, ptr, align: 4, volatile: false }, ty)
    }
    pub fn store(&mut self, b: Block, value: Value, ptr: Value) {
        self.void(b, Op::Store { ptr, value, align: 4, volatile: false });
    }
    pub fn gep(
        &mut self,
        b: Block,
        source: Type,
        base: Value,
        indices: Vec<Value>,
        result_pointee: Type,
    ) -> Value {
        let space = self.m.types.addrspace(self.m.value_type(&self.f, base)).unwrap_or(0);
        let p = self.m.types.pointer(result_pointee, space);
        self.op(b, Op::Gep { source, base, indices, inbounds: true }, p)
    }
    pub fn phi(&mut self, b: Block, ty: Type, incoming: Vec<(Value, Block)>) -> Value {
        self.op(b, Op::Phi { incoming }, ty)
    }
    pub fn call(&mut self, b: Block, callee: FuncId, args: Vec<Value>) -> Value {
        let fn_ty = self.m.functions[callee].ty;
        let ret = self.m.types.function_parts(fn_ty).map(|p| p.0).expect("function type");
        let c = Value::Const(self.m.constants.append(ConstantData::Function(callee)));
        self.op(
            b,
            Op::Call { callee: c, fn_ty, args, tail: 0, fast_math: 0, attrs: AttributeSet::default() },
            ret,
        )
    }
    pub fn finish(self) -> FuncId {
        self.m.functions.append(self.f)
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// Compares `actual` with `tests/golden/<name>`, or rewrites it under `BLESS=1`.
pub fn golden(name: &str, actual: &str) {
    let path = root().join("tests/golden").join(name);
    if std::env::var_os("BLESS").is_some_and(|v| v != "0") {
        std::fs::create_dir_all(path.parent().expect("parent")).expect("golden dir");
        std::fs::write(&path, actual).expect("write golden");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (BLESS=1 to create)", path.display()));
    assert_eq!(expected, actual, "{} differs (BLESS=1 to accept)", path.display());
}

/// A host for kernels without intrinsic calls: any call is an error.
struct NoCalls;

impl Host for NoCalls {
    fn call(
        &mut self,
        machine: &mut Machine<'_>,
        _thread: ThreadId,
        callee: FuncId,
        _args: &[Val],
        _ret: Type,
    ) -> Result<CallResult, InterpError> {
        Err(InterpError::Unsupported(machine.module.functions[callee].name.clone()))
    }
}

impl Collective for NoCalls {
    fn scope(&self, _: &Machine<'_>, _: FuncId) -> Scope {
        Scope::Simdgroup
    }
    fn run_collective(
        &mut self,
        _: &mut Machine<'_>,
        _: &[(ThreadId, &Pending)],
    ) -> Result<Vec<Val>, InterpError> {
        Err(InterpError::Unsupported("collective".into()))
    }
}

/// Runs `kernel(buffers…, thread_position_in_grid.x)` over `threads` threads, with each
/// buffer given as its initial bytes; returns every buffer's final bytes.
pub fn run(m: &Module, kernel: FuncId, buffers: &[Vec<u8>], threads: u32) -> Vec<Vec<u8>> {
    let mut machine = Machine::new(m).expect("machine");
    let ptrs: Vec<u64> = buffers
        .iter()
        .enumerate()
        .map(|(k, b)| machine.mem.alloc_with(b.clone(), 1, format!("buffer {k}")).expect("alloc").encode())
        .collect();
    let d = Dispatch { grid: Grid::Threads([threads, 1, 1]), threadgroup_size: [threads.min(32), 1, 1] };
    run_kernel(&mut machine, &mut NoCalls, kernel, &d, &mut |_, ids| {
        let mut a: Vec<Val> = ptrs.iter().map(|&p| Val::Ptr(p)).collect();
        a.push(Val::int(u64::from(ids.thread_position_in_grid[0]), 32));
        Ok(a)
    })
    .expect("kernel runs");
    ptrs.iter()
        .map(|&p| {
            let r = Ptr::decode(p).expect("pointer").region as usize;
            machine.mem.regions[r].bytes.clone()
        })
        .collect()
}

pub fn u32s(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

pub fn bytes_of(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
