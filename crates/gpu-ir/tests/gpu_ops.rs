//! Typed GPU operations: the intrinsics real kernels use (the project census of MLX
//! kernels, every row) classify to the operation they name, unknown `air.*` names are
//! Unsupported, other callees are not intrinsics; lowering a hand-built kernel prints the
//! documented syntax and verifies.

use gpu_ir::gpu::*;
use gpu_ir::passes::lower_air_calls;
use gpu_ir::*;

/// A small reader of LLVM type syntax, enough for intrinsic signatures.
struct TypeReader<'a> {
    s: &'a [u8],
    pos: usize,
}

impl TypeReader<'_> {
    fn ws(&mut self) {
        while self.s.get(self.pos) == Some(&b' ') {
            self.pos += 1;
        }
    }
    fn eat(&mut self, tok: &str) -> bool {
        self.ws();
        if self.s[self.pos..].starts_with(tok.as_bytes()) {
            self.pos += tok.len();
            true
        } else {
            false
        }
    }
    fn number(&mut self) -> u64 {
        self.ws();
        let start = self.pos;
        while self.s.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).expect("ascii").parse().expect("a number")
    }
    fn ty(&mut self, t: &mut Types) -> Type {
        let mut base = if self.eat("<") {
            let len = self.number() as u32;
            assert!(self.eat("x"));
            let elem = self.ty(t);
            assert!(self.eat(">"));
            t.intern(TypeInner::Vector { elem, len })
        } else if self.eat("[") {
            let len = self.number();
            assert!(self.eat("x"));
            let elem = self.ty(t);
            assert!(self.eat("]"));
            t.intern(TypeInner::Array { elem, len })
        } else if self.eat("{") {
            let mut fields = vec![self.ty(t)];
            while self.eat(",") {
                fields.push(self.ty(t));
            }
            assert!(self.eat("}"));
            t.intern(TypeInner::Struct { fields, packed: false })
        } else if self.eat("%") {
            let start = self.pos;
            while self.s.get(self.pos).is_some_and(|b| b.is_ascii_alphanumeric() || b"._".contains(b)) {
                self.pos += 1;
            }
            let name = std::str::from_utf8(&self.s[start..self.pos]).expect("ascii").to_string();
            let existing = t.iter().find_map(|(h, ti)| match ti {
                TypeInner::Named { name: n, .. } if *n == name => Some(h),
                _ => None,
            });
            existing.unwrap_or_else(|| t.named_struct(name))
        } else if self.eat("void") {
            t.void()
        } else if self.eat("half") {
            t.intern(TypeInner::Half)
        } else if self.eat("bfloat") {
            t.intern(TypeInner::BFloat)
        } else if self.eat("float") {
            t.intern(TypeInner::Float)
        } else if self.eat("double") {
            t.intern(TypeInner::Double)
        } else if self.eat("metadata") {
            t.intern(TypeInner::Metadata)
        } else if self.eat("i") {
            let bits = self.number() as u32;
            t.int(bits)
        } else {
            panic!("cannot read type at {}", String::from_utf8_lossy(&self.s[self.pos..]));
        };
        loop {
            if self.eat("addrspace(") {
                let space = self.number() as u32;
                assert!(self.eat(")"));
                assert!(self.eat("*"));
                base = t.pointer(base, space);
            } else if self.eat("*") {
                base = t.pointer(base, 0);
            } else if self.eat("(") {
                let mut params = Vec::new();
                if !self.eat(")") {
                    params.push(self.ty(t));
                    while self.eat(",") {
                        params.push(self.ty(t));
                    }
                    assert!(self.eat(")"));
                }
                base = t.intern(TypeInner::Function { ret: base, params, vararg: false });
            } else {
                return base;
            }
        }
    }
}

/// The type of `text` (LLVM syntax) in `types`.
fn ty(types: &mut Types, text: &str) -> Type {
    let mut r = TypeReader { s: text.as_bytes(), pos: 0 };
    let t = r.ty(types);
    r.ws();
    assert_eq!(r.pos, text.len(), "trailing text in {text}");
    t
}

fn sc(scalar: Scalar) -> Elem {
    Elem::scalar(scalar)
}
fn s(bits: u32) -> Elem {
    Elem { sign: Some(Sign::Signed), scalar: Scalar::Int(bits), lanes: 1 }
}
fn u(bits: u32) -> Elem {
    Elem { sign: Some(Sign::Unsigned), scalar: Scalar::Int(bits), lanes: 1 }
}
fn i(bits: u32) -> Elem {
    sc(Scalar::Int(bits))
}
fn v(lanes: u32, e: Elem) -> Elem {
    Elem { lanes, ..e }
}
const F32: Elem = Elem::scalar(Scalar::F32);
const F16: Elem = Elem::scalar(Scalar::F16);
const BF16: Elem = Elem::scalar(Scalar::BF16);

fn math(func: MathFn, ty: Elem) -> GpuOp {
    GpuOp::Math { func, fast: false, ty }
}
fn fast(func: MathFn, ty: Elem) -> GpuOp {
    GpuOp::Math { func, fast: true, ty }
}
fn llvm(op: LlvmOp, ty: Option<Elem>) -> GpuOp {
    GpuOp::Llvm { op, ty }
}
fn reduce(op: ReduceOp, ty: Elem) -> GpuOp {
    GpuOp::Reduce { group: Group::Simd, op, ty }
}
fn shuffle(kind: ShuffleKind, ty: Elem) -> GpuOp {
    GpuOp::Shuffle { group: Group::Simd, kind, ty }
}
fn scan(op: ScanOp, inclusive: bool, ty: Elem) -> GpuOp {
    GpuOp::Scan { group: Group::Simd, op, inclusive, ty }
}
fn convert(dst: Elem, src: Elem) -> GpuOp {
    GpuOp::Convert { dst, src }
}

/// (intrinsic, declared signature, expected operation): the census rows in order (the top
/// 60 and the rest of the distinct shapes), then other forms AIR is known to use.
fn table() -> Vec<(&'static str, &'static str, GpuOp)> {
    use LlvmOp as L;
    use MathFn as M;
    let barrier = |kind| GpuOp::Barrier { kind, flags: None, scope: None };
    let mat = v(64, F32);
    vec![
        ("llvm.lifetime.start.p0i8", "void (i64, i8*)", llvm(L::LifetimeStart, None)),
        ("llvm.lifetime.end.p0i8", "void (i64, i8*)", llvm(L::LifetimeEnd, None)),
        ("air.wg.barrier", "void (i32, i32)", barrier(BarrierKind::Threadgroup)),
        ("llvm.fmuladd.f32", "float (float, float, float)", llvm(L::FMulAdd, Some(F32))),
        ("air.min.s.i32", "i32 (i32, i32)", math(M::Min, s(32))),
        ("air.simdgroup.barrier", "void (i32, i32)", barrier(BarrierKind::Simdgroup)),
        (
            "air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32",
            "<64 x float> (<64 x float>, <64 x float>, <64 x float>)",
            GpuOp::Matrix(MatrixOp::MultiplyAccumulate { d: mat, a: mat, b: mat, c: mat }),
        ),
        ("air.convert.f.f32.s.i32", "float (i32)", convert(F32, s(32))),
        ("llvm.memset.p0i8.i64", "void (i8*, i8, i64, i1)", llvm(L::Memset, None)),
        (
            "llvm.memcpy.p3i8.p1i8.i64",
            "void (i8 addrspace(3)*, i8 addrspace(1)*, i64, i1)",
            llvm(L::Memcpy, None),
        ),
        ("air.simd_shuffle_down.f32", "float (float, i16)", shuffle(ShuffleKind::Down, F32)),
        ("air.simd_sum.f32", "float (float)", reduce(ReduceOp::Sum, F32)),
        ("air.is_uniform.i32", "i1 (i32)", GpuOp::IsUniform { ty: i(32) }),
        ("llvm.assume", "void (i1)", llvm(L::Assume, None)),
        ("air.is_uniform.i1", "i1 (i1)", GpuOp::IsUniform { ty: i(1) }),
        ("llvm.smax.i32", "i32 (i32, i32)", llvm(L::SMax, Some(i(32)))),
        ("air.convert.u.i1.f.f32", "i1 (float)", convert(u(1), F32)),
        ("air.simd_any", "i1 (i1)", GpuOp::Vote { group: Group::Simd, kind: VoteKind::Any, ty: None }),
        ("air.max.s.i32", "i32 (i32, i32)", math(M::Max, s(32))),
        ("air.convert.u.i1.f.bf16", "i1 (bfloat)", convert(u(1), BF16)),
        ("llvm.smin.i16", "i16 (i16, i16)", llvm(L::SMin, Some(i(16)))),
        ("air.get_simdgroup_size.i16", "i16 ()", GpuOp::SimdgroupSize { ty: i(16) }),
        ("air.fmax.f32", "float (float, float)", math(M::Fmax, F32)),
        ("llvm.smax.i16", "i16 (i16, i16)", llvm(L::SMax, Some(i(16)))),
        ("air.simd_sum.s.i32", "i32 (i32)", reduce(ReduceOp::Sum, s(32))),
        ("air.min.s.i16", "i16 (i16, i16)", math(M::Min, s(16))),
        (
            "air.normalize_function_constant_predicate.i8",
            "i1 (i8)",
            GpuOp::NormalizeFunctionConstantPredicate { ty: i(8) },
        ),
        ("air.simd_all", "i1 (i1)", GpuOp::Vote { group: Group::Simd, kind: VoteKind::All, ty: None }),
        ("air.quad_sum.f32", "float (float)", GpuOp::Reduce { group: Group::Quad, op: ReduceOp::Sum, ty: F32 }),
        ("air.log.f32", "float (float)", math(M::Log, F32)),
        ("air.fabs.f32", "float (float)", math(M::Fabs, F32)),
        ("air.clamp.s.i32", "i32 (i32, i32, i32)", math(M::Clamp, s(32))),
        ("llvm.memcpy.p0i8.p1i8.i64", "void (i8*, i8 addrspace(1)*, i64, i1)", llvm(L::Memcpy, None)),
        ("air.simd_shuffle.s.i32", "i32 (i32, i16)", shuffle(ShuffleKind::Index, s(32))),
        ("air.simd_prefix_inclusive_sum.s.i32", "i32 (i32)", scan(ScanOp::Sum, true, s(32))),
        ("air.simd_max.f32", "float (float)", reduce(ReduceOp::Max, F32)),
        ("air.exp.f32", "float (float)", math(M::Exp, F32)),
        ("air.fmin.f32", "float (float, float)", math(M::Fmin, F32)),
        ("air.convert.u.i1.f.f16", "i1 (half)", convert(u(1), F16)),
        (
            "air.simd_shuffle_down.u.v2i32",
            "<2 x i32> (<2 x i32>, i16)",
            shuffle(ShuffleKind::Down, v(2, u(32))),
        ),
        ("air.atan2.f32", "float (float, float)", math(M::Atan2, F32)),
        ("air.cos.f32", "float (float)", math(M::Cos, F32)),
        ("air.simd_min.f32", "float (float)", reduce(ReduceOp::Min, F32)),
        (
            "air.simd_shuffle_and_fill_up.u.v2i32",
            "<2 x i32> (<2 x i32>, <2 x i32>, i16)",
            shuffle(ShuffleKind::AndFillUp, v(2, u(32))),
        ),
        ("air.sqrt.f32", "float (float)", math(M::Sqrt, F32)),
        ("air.sin.f32", "float (float)", math(M::Sin, F32)),
        ("air.convert.u.i8.f.f32", "i8 (float)", convert(u(8), F32)),
        ("air.fast_exp.f32", "float (float)", fast(M::Exp, F32)),
        ("llvm.umax.i8", "i8 (i8, i8)", llvm(L::UMax, Some(i(8)))),
        ("air.log2.f32", "float (float)", math(M::Log2, F32)),
        (
            "air.atomic.global.add.f32",
            "float (float addrspace(1)*, float, i32, i32, i1)",
            GpuOp::Atomic {
                space: AtomicSpace::Global,
                op: AtomicOp::Add,
                ty: F32,
                imm: AtomicImm::default(),
            },
        ),
        ("air.fast_cos.f32", "float (float)", fast(M::Cos, F32)),
        ("air.fast_sin.f32", "float (float)", fast(M::Sin, F32)),
        ("llvm.smax.i8", "i8 (i8, i8)", llvm(L::SMax, Some(i(8)))),
        ("air.fast_exp2.f32", "float (float)", fast(M::Exp2, F32)),
        ("air.simd_shuffle_xor.f32", "float (float, i16)", shuffle(ShuffleKind::Xor, F32)),
        ("air.convert.f.f32.u.i32", "float (i32)", convert(F32, u(32))),
        ("air.floor.f32", "float (float)", math(M::Floor, F32)),
        ("llvm.umax.i32", "i32 (i32, i32)", llvm(L::UMax, Some(i(32)))),
        ("air.simd_product.s.i32", "i32 (i32)", reduce(ReduceOp::Product, s(32))),
        // Further census shapes.
        ("llvm.fmuladd.f16", "half (half, half, half)", llvm(L::FMulAdd, Some(F16))),
        ("air.pow.f32", "float (float, float)", math(M::Pow, F32)),
        ("air.convert.s.i32.f.f32", "i32 (float)", convert(s(32), F32)),
        ("air.round.f32", "float (float)", math(M::Round, F32)),
        ("llvm.umin.i64", "i64 (i64, i64)", llvm(L::UMin, Some(i(64)))),
        ("air.simd_min.u.i32", "i32 (i32)", reduce(ReduceOp::Min, u(32))),
        ("air.dot.v4f32", "float (<4 x float>, <4 x float>)", math(M::Dot, v(4, F32))),
        ("air.convert.f.v4f32.f.v4f16", "<4 x float> (<4 x half>)", convert(v(4, F32), v(4, F16))),
        ("llvm.fmuladd.v2f32", "<2 x float> (<2 x float>, <2 x float>, <2 x float>)", llvm(L::FMulAdd, Some(v(2, F32)))),
        ("air.fmod.f16", "half (half, half)", math(M::Fmod, F16)),
        ("air.abs.s.i32", "i32 (i32)", math(M::Abs, s(32))),
        ("air.tanh.f32", "float (float)", math(M::Tanh, F32)),
        ("air.fma.f32", "float (float, float, float)", math(M::Fma, F32)),
        ("air.simd_prefix_inclusive_product.f32", "float (float)", scan(ScanOp::Product, true, F32)),
        ("air.simd_prefix_exclusive_product.u.i32", "i32 (i32)", scan(ScanOp::Product, false, u(32))),
        ("air.simd_prefix_exclusive_sum.s.i16", "i16 (i16)", scan(ScanOp::Sum, false, s(16))),
        ("air.rint.f16", "half (half)", math(M::Rint, F16)),
        ("air.ldexp.f32", "float (float, i32)", math(M::Ldexp, F32)),
        ("air.convert.f.bf16.f.f16", "bfloat (half)", convert(BF16, F16)),
        ("air.convert.f.bf16.u.i64", "bfloat (i64)", convert(BF16, u(64))),
        ("air.convert.s.i64.f.bf16", "i64 (bfloat)", convert(s(64), BF16)),
        ("air.simd_max.u.i8", "i8 (i8)", reduce(ReduceOp::Max, u(8))),
        ("air.simd_shuffle_and_fill_up.f16", "half (half, half, i16)", shuffle(ShuffleKind::AndFillUp, F16)),
        ("air.fast_log.f32", "float (float)", fast(M::Log, F32)),
        ("air.rsqrt.f32", "float (float)", math(M::Rsqrt, F32)),
        ("air.log10.f32", "float (float)", math(M::Log10, F32)),
        ("air.acosh.f32", "float (float)", math(M::Acosh, F32)),
        ("llvm.memset.p3i8.i64", "void (i8 addrspace(3)*, i8, i64, i1)", llvm(L::Memset, None)),
        (
            "air.simdgroup_matrix_8x8_load.v64f32.p1f32",
            "<64 x float> (float addrspace(1)*, <2 x i64>, <2 x i64>, <2 x i64>)",
            GpuOp::Matrix(MatrixOp::Load { mat, space: 1, coherent: Coherence::None }),
        ),
        (
            "air.simdgroup_matrix_8x8_init_filled.v64f32.f32",
            "<64 x float> (float)",
            GpuOp::Matrix(MatrixOp::InitFilled { mat, value: F32 }),
        ),
        (
            "air.simdgroup_matrix_8x8_store.v64f32.p1f32",
            "void (<64 x float>, float addrspace(1)*, <2 x i64>, <2 x i64>, <2 x i64>)",
            GpuOp::Matrix(MatrixOp::Store { mat, space: 1, coherent: Coherence::None }),
        ),
        (
            "air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64bf16.v64bf16.v64f32",
            "<64 x float> (<64 x bfloat>, <64 x bfloat>, <64 x float>)",
            GpuOp::Matrix(MatrixOp::MultiplyAccumulate {
                d: mat,
                a: v(64, BF16),
                b: v(64, BF16),
                c: mat,
            }),
        ),
        // Beyond the census sample.
        (
            "air.atomic.fence",
            "void (i32, i32, i32)",
            GpuOp::Fence { flags: None, order: None, scope: None },
        ),
        (
            "air.is_function_constant_defined",
            "i1 (i8 addrspace(2)*)",
            GpuOp::IsFunctionConstantDefined,
        ),
        ("air.clz.i32", "i32 (i32)", math(M::Clz, i(32))),
        ("air.popcount.u.i32", "i32 (i32)", math(M::Popcount, u(32))),
        ("air.min3.s.i32", "i32 (i32, i32, i32)", math(M::Min3, s(32))),
        ("air.fast_sqrt.f32", "float (float)", fast(M::Sqrt, F32)),
        ("air.fast_fmax.f32", "float (float, float)", fast(M::Fmax, F32)),
        (
            "air.atomic.global.add.u.i32",
            "i32 (i32 addrspace(1)*, i32, i32, i32, i1)",
            GpuOp::Atomic {
                space: AtomicSpace::Global,
                op: AtomicOp::Add,
                ty: u(32),
                imm: AtomicImm::default(),
            },
        ),
        (
            "air.atomic.local.max.s.i32",
            "i32 (i32 addrspace(3)*, i32, i32, i32, i1)",
            GpuOp::Atomic {
                space: AtomicSpace::Local,
                op: AtomicOp::Max,
                ty: s(32),
                imm: AtomicImm::default(),
            },
        ),
        (
            "air.atomic.global.load.i32",
            "i32 (i32 addrspace(1)*, i32, i32, i1)",
            GpuOp::Atomic {
                space: AtomicSpace::Global,
                op: AtomicOp::Load,
                ty: i(32),
                imm: AtomicImm::default(),
            },
        ),
        (
            "air.atomic.global.cmpxchg.weak.i32",
            "i32 (i32 addrspace(1)*, i32*, i32, i32, i32, i32, i1)",
            GpuOp::Atomic {
                space: AtomicSpace::Global,
                op: AtomicOp::CmpXchgWeak,
                ty: i(32),
                imm: AtomicImm::default(),
            },
        ),
        ("air.simd_broadcast.f32", "float (float, i16)", GpuOp::Broadcast { group: Group::Simd, ty: F32 }),
        (
            "air.simd_ballot.i64",
            "i64 (i1)",
            GpuOp::Vote { group: Group::Simd, kind: VoteKind::Ballot, ty: Some(i(64)) },
        ),
        ("air.simd_is_first", "i1 ()", GpuOp::IsFirst { group: Group::Simd }),
        ("air.clamp.v4f16", "<4 x half> (<4 x half>, <4 x half>, <4 x half>)", math(M::Clamp, v(4, F16))),
        ("air.fast_clamp.f32", "float (float, float, float)", fast(M::Clamp, F32)),
        ("llvm.abs.i32", "i32 (i32, i1)", llvm(L::Abs, Some(i(32)))),
        ("llvm.fabs.f32", "float (float)", llvm(L::FAbs, Some(F32))),
        ("llvm.ctpop.i32", "i32 (i32)", llvm(L::Ctpop, Some(i(32)))),
        (
            "air.read_texture_2d.v4f32",
            "{ <4 x float>, i8 } (%struct._texture_2d_t addrspace(1)*, <2 x i32>, i32, i32)",
            GpuOp::Texture {
                verb: TexVerb::Read,
                shape: TexShape { dim: TexDim::D2, array: false, multisample: false, depth: false },
                ty: Some(v(4, F32)),
            },
        ),
        (
            "air.sample_texture_cube.v4f16",
            "{ <4 x half>, i8 } (%struct._texture_cube_t addrspace(1)*, %struct._sampler_t addrspace(2)*, <3 x float>, i1, float, float, i32)",
            GpuOp::Texture {
                verb: TexVerb::Sample,
                shape: TexShape { dim: TexDim::Cube, array: false, multisample: false, depth: false },
                ty: Some(v(4, F16)),
            },
        ),
        (
            "air.write_texture_2d_array.u.v4i32",
            "void (%struct._texture_2d_array_t addrspace(1)*, <2 x i32>, i32, <4 x i32>, i32)",
            GpuOp::Texture {
                verb: TexVerb::Write,
                shape: TexShape { dim: TexDim::D2, array: true, multisample: false, depth: false },
                ty: Some(v(4, u(32))),
            },
        ),
        (
            "air.sample_compare_depth_2d.f32",
            "float (%struct._depth_2d_t addrspace(1)*, %struct._sampler_t addrspace(2)*, <2 x float>, float)",
            GpuOp::Texture {
                verb: TexVerb::SampleCompare,
                shape: TexShape { dim: TexDim::D2, array: false, multisample: false, depth: true },
                ty: Some(F32),
            },
        ),
        (
            "air.get_width_texture_2d_ms",
            "i32 (%struct._texture_2d_ms_t addrspace(1)*)",
            GpuOp::Texture {
                verb: TexVerb::Width,
                shape: TexShape { dim: TexDim::D2, array: false, multisample: true, depth: false },
                ty: None,
            },
        ),
    ]
}

#[test]
fn census_intrinsics_classify_to_their_operation() {
    let mut types = Types::new();
    for (name, sig, want) in table() {
        let fn_ty = ty(&mut types, sig);
        assert_eq!(classify(name, fn_ty, &types), Some(want.clone()), "{name} : {sig}");
        // The operation's name spells the intrinsic back (pointer suffixes aside).
        if name.starts_with("air.") {
            assert_eq!(format!("air.{}", want.name()), name);
        }
    }
}

/// Every distinct intrinsic of the census (air-census.md, all rows).
const CENSUS: &[&str] = &[
    "llvm.lifetime.start.p0i8",
    "llvm.lifetime.end.p0i8",
    "air.wg.barrier",
    "llvm.fmuladd.f32",
    "air.min.s.i32",
    "air.simdgroup.barrier",
    "air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64f32.v64f32",
    "air.convert.f.f32.s.i32",
    "llvm.memset.p0i8.i64",
    "llvm.memcpy.p3i8.p1i8.i64",
    "air.simd_shuffle_down.f32",
    "air.simd_sum.f32",
    "air.is_uniform.i32",
    "llvm.assume",
    "air.is_uniform.i1",
    "llvm.smax.i32",
    "air.convert.u.i1.f.f32",
    "air.simd_any",
    "air.max.s.i32",
    "air.convert.u.i1.f.bf16",
    "llvm.smin.i16",
    "air.get_simdgroup_size.i16",
    "air.fmax.f32",
    "llvm.smax.i16",
    "air.simd_sum.s.i32",
    "air.min.s.i16",
    "air.normalize_function_constant_predicate.i8",
    "air.simd_all",
    "air.quad_sum.f32",
    "air.log.f32",
    "air.fabs.f32",
    "air.clamp.s.i32",
    "llvm.memcpy.p0i8.p1i8.i64",
    "air.simd_shuffle.s.i32",
    "air.simd_prefix_inclusive_sum.s.i32",
    "air.simd_max.f32",
    "air.exp.f32",
    "air.fmin.f32",
    "air.convert.u.i1.f.f16",
    "air.simd_shuffle_down.u.v2i32",
    "air.atan2.f32",
    "air.cos.f32",
    "air.simd_min.f32",
    "air.simd_shuffle_and_fill_up.u.v2i32",
    "air.sqrt.f32",
    "air.sin.f32",
    "air.convert.u.i8.f.f32",
    "air.fast_exp.f32",
    "llvm.umax.i8",
    "air.log2.f32",
    "air.atomic.global.add.f32",
    "air.fast_cos.f32",
    "air.fast_sin.f32",
    "llvm.smax.i8",
    "air.fast_exp2.f32",
    "air.simd_shuffle_xor.f32",
    "air.convert.f.f32.u.i32",
    "air.floor.f32",
    "llvm.umax.i32",
    "air.simd_product.s.i32",
    "llvm.smax.i64",
    "llvm.fmuladd.f16",
    "air.pow.f32",
    "air.convert.s.i32.f.f32",
    "air.simd_product.u.i32",
    "air.round.f32",
    "llvm.umax.i64",
    "llvm.umin.i64",
    "llvm.umin.i32",
    "air.simd_min.u.i32",
    "air.simd_shuffle.u.v2i32",
    "air.simd_shuffle.u.i32",
    "air.dot.v4f32",
    "air.convert.f.f32.s.i64",
    "air.simd_shuffle_and_fill_up.u.i16",
    "air.convert.f.f32.u.i8",
    "llvm.fmuladd.v2f32",
    "air.simd_shuffle_down.u.i8",
    "llvm.smin.i32",
    "air.simd_max.u.i8",
    "air.floor.f16",
    "air.simd_sum.u.i32",
    "llvm.umin.i8",
    "air.convert.f.f32.s.i8",
    "air.simd_product.f32",
    "air.simd_shuffle.f32",
    "llvm.fmuladd.bf16",
    "air.convert.s.i64.f.f32",
    "air.min.u.i8",
    "air.convert.s.i32.f.bf16",
    "air.simd_shuffle.u.i16",
    "air.sinh.f32",
    "air.cosh.f32",
    "air.fmod.f32",
    "air.convert.f.f32.u.i1",
    "air.simd_shuffle_and_fill_up.u.i32",
    "llvm.smin.i8",
    "air.simd_min.s.i8",
    "air.abs.s.i32",
    "air.tanh.f32",
    "air.convert.u.i32.f.f16",
    "air.simd_shuffle.f16",
    "air.exp.f16",
    "air.fmin.f16",
    "air.fmax.f16",
    "air.simd_shuffle_and_fill_up.f32",
    "llvm.umax.i16",
    "air.convert.f.f32.u.i64",
    "air.fmod.f16",
    "air.min.u.i32",
    "air.simd_max.u.i32",
    "air.convert.f.v4f32.f.v4f16",
    "air.simd_shuffle_and_fill_up.f16",
    "air.convert.u.i32.f.f32",
    "air.simd_max.s.i8",
    "air.convert.f.bf16.f.f16",
    "air.simd_min.s.i32",
    "air.simd_min.u.i8",
    "air.simd_sum.f16",
    "air.convert.u.i16.f.f32",
    "air.simd_max.s.i32",
    "air.max.s.i64",
    "air.simd_shuffle_and_fill_up.u.i8",
    "air.atanh.f32",
    "air.simd_max.u.i16",
    "air.fma.f32",
    "air.simd_prefix_inclusive_product.f32",
    "air.convert.f.bf16.u.i64",
    "air.convert.f.f16.s.i32",
    "air.simd_prefix_exclusive_product.u.i32",
    "air.atan.f32",
    "air.acos.f32",
    "air.rint.f16",
    "air.simd_shuffle.u.i8",
    "air.simd_min.s.i16",
    "llvm.umin.i16",
    "air.convert.s.i64.f.bf16",
    "air.convert.f.f16.s.i8",
    "air.convert.f.f16.u.i64",
    "air.convert.s.i64.f.f16",
    "air.simd_prefix_inclusive_sum.u.i32",
    "air.convert.f.bf16.s.i32",
    "air.simd_shuffle_down.u.i32",
    "air.convert.f.f16.u.i32",
    "air.convert.f.bf16.u.i32",
    "air.simd_shuffle_and_fill_up.s.i8",
    "air.simd_shuffle_and_fill_up.s.i16",
    "air.rint.f32",
    "air.simd_prefix_exclusive_sum.s.i32",
    "air.convert.s.i8.f.f32",
    "air.ldexp.f32",
    "air.tan.f32",
    "air.max.u.i8",
    "air.min.u.i64",
    "llvm.smin.i64",
    "air.asin.f32",
    "llvm.fmuladd.v2f16",
    "air.simdgroup_matrix_8x8_load.v64f32.p1f32",
    "air.simdgroup_matrix_8x8_init_filled.v64f32.f32",
    "air.simdgroup_matrix_8x8_store.v64f32.p1f32",
    "air.simd_prefix_inclusive_sum.f32",
    "air.fast_log.f32",
    "air.fabs.f16",
    "air.rsqrt.f32",
    "air.convert.f.v4f32.f.v4bf16",
    "air.convert.u.i64.f.f32",
    "air.convert.s.i32.f.f16",
    "air.convert.u.i16.f.bf16",
    "air.convert.f.f16.s.i64",
    "air.max.u.i16",
    "air.simd_shuffle_and_fill_up.s.i32",
    "air.simd_product.f16",
    "air.simd_prefix_inclusive_product.u.i32",
    "air.convert.u.i8.f.bf16",
    "air.convert.u.i64.f.bf16",
    "air.simd_prefix_exclusive_product.s.i16",
    "air.simd_prefix_inclusive_product.f16",
    "air.min.u.i16",
    "air.simd_min.f16",
    "air.pow.f16",
    "air.simd_shuffle.s.i16",
    "air.simd_prefix_inclusive_sum.s.i16",
    "air.convert.s.i8.f.f16",
    "air.simd_shuffle.s.i8",
    "air.max.s.i16",
    "air.simd_prefix_exclusive_product.s.i8",
    "air.convert.s.i16.f.bf16",
    "air.convert.f.bf16.u.i16",
    "air.convert.f.f16.u.i8",
    "air.simd_prefix_exclusive_sum.f32",
    "air.convert.f.f32.s.i16",
    "air.max.u.i32",
    "air.max.u.i64",
    "air.convert.f.bf16.s.i16",
    "air.convert.f.bf16.u.i1",
    "air.log10.f32",
    "air.convert.u.i32.f.bf16",
    "air.simd_max.f16",
    "air.simd_prefix_exclusive_sum.u.i16",
    "air.convert.u.i8.f.f16",
    "air.abs.s.i64",
    "air.simd_prefix_inclusive_sum.u.i8",
    "air.simd_max.s.i16",
    "air.asinh.f32",
    "air.convert.s.i16.f.f32",
    "llvm.fmuladd.v4f32",
    "air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64bf16.v64bf16.v64f32",
    "air.simdgroup_matrix_8x8_multiply_accumulate.v64f32.v64f32.v64bf16.v64f32",
    "air.acosh.f32",
    "air.convert.s.i16.f.f16",
    "llvm.memset.p3i8.i64",
    "air.convert.f.f32.u.i16",
    "air.simd_prefix_exclusive_sum.s.i16",
    "air.convert.f.f16.u.i1",
];

#[test]
fn every_census_intrinsic_decodes() {
    assert_eq!(CENSUS.len(), 214);
    for name in CENSUS {
        let op = decode_name(name).unwrap_or_else(|| panic!("{name} is not an intrinsic"));
        assert!(!matches!(op, GpuOp::Unsupported(_)), "{name} is unsupported");
        if name.starts_with("air.") {
            assert_eq!(format!("air.{}", op.name()), *name, "name round trip");
        }
    }
}

#[test]
fn unknown_air_names_are_unsupported_and_others_are_not_intrinsics() {
    let mut types = Types::new();
    let f = ty(&mut types, "float (float)");
    for name in [
        "air.foo",
        "air.",
        "air.simd_sum",
        "air.simd_sum.q32",
        "air.simd_and.f32",
        "air.simd_min.i32",
        "air.sin.s.i32",
        "air.fast_min.s.i32",
        "air.convert.f.f32",
        "air.convert.s.f32.f.f32",
        "air.simd_shuffle_sideways.f32",
        "air.simdgroup_matrix_8x8_load.device_coherent",
        "air.sample_texture_4d.v4f32",
        "air.atomic.global.max.i32",
        "air.clz.f32",
        "air.min3.i32",
        "air.fast_clz.i32",
        "air.simd_sum.v0f32",
        "air.simd_sum.v99999999999999999999f32",
        "air.simd_sum.i0",
        "air.simd_sum.i+5",
        "llvm.experimental.whatever",
        "air.\u{e9}\u{0}\"",
    ] {
        assert_eq!(classify(name, f, &types), Some(GpuOp::Unsupported(name.to_string())), "{name}");
    }
    for name in ["foo", "", "_Z3addff", "airsimd_sum.f32", "llvmsmax.i32", "metal::air.sin.f32"] {
        assert_eq!(classify(name, f, &types), None, "{name}");
        assert_eq!(decode_name(name), None, "{name}");
    }
    // A known name with a signature that does not fit is not trusted.
    assert_eq!(
        classify("air.simd_sum.f32", ty(&mut types, "i32 (i32)"), &types),
        Some(GpuOp::Unsupported("air.simd_sum.f32".into()))
    );
    let not_a_function = ty(&mut types, "float");
    assert_eq!(
        classify("air.sin.f32", not_a_function, &types),
        Some(GpuOp::Unsupported("air.sin.f32".into()))
    );
}

#[test]
fn classification_never_panics_on_odd_names() {
    let mut types = Types::new();
    let f = ty(&mut types, "void ()");
    let pieces = [
        "air.",
        "llvm.",
        "simd_",
        "quad_",
        "convert.",
        "atomic.",
        "global.",
        "v",
        "p",
        "i",
        "f",
        "s.",
        "u.",
        ".",
        "..",
        "64",
        "999999999999",
        "\u{ff}",
        "_",
        "texture_",
        "depth_",
        "2d",
        "_ms",
        "_array",
        "simdgroup_matrix_8x8_",
        "load",
        "bf16",
        "cmpxchg.weak.",
        "fast_",
        "prefix_",
        "sum",
        "simdgroup_async_copy_",
        "2d.p3i8",
        "device_coherent.",
        "vote_all",
        "init_diag.",
        "dbg.",
    ];
    // Every string of up to four pieces.
    let mut n = 0;
    for a in pieces {
        for b in pieces {
            for c in pieces {
                for d in ["", "f32", "v2i32", "s.i32", ".", "p1f32"] {
                    let name = format!("{a}{b}{c}{d}");
                    let _ = classify(&name, f, &types);
                    let _ = decode_name(&name).map(|op| (op.name(), op.to_string()));
                    n += 1;
                }
            }
        }
    }
    assert!(n > 100_000);
}

#[test]
fn barrier_and_atomic_immediates_decode_from_constants() {
    let b = GpuOp::Barrier { kind: BarrierKind::Threadgroup, flags: None, scope: None }
        .with_constant_operands(&[Some(2), Some(1)]);
    assert_eq!(
        b,
        GpuOp::Barrier {
            kind: BarrierKind::Threadgroup,
            flags: Some(MemFlags(2)),
            scope: Some(MemScope::Threadgroup)
        }
    );
    assert_eq!(b.to_string(), "wg.barrier mem=threadgroup scope=threadgroup");
    let sb = GpuOp::Barrier { kind: BarrierKind::Simdgroup, flags: None, scope: None }
        .with_constant_operands(&[Some(0), None]);
    assert_eq!(sb.to_string(), "simdgroup.barrier mem=none");
    let mixed = GpuOp::Barrier { kind: BarrierKind::Threadgroup, flags: None, scope: None }
        .with_constant_operands(&[Some(3 | 0x40), Some(4)]);
    assert_eq!(mixed.to_string(), "wg.barrier mem=device|threadgroup|0x40 scope=simdgroup");
    let fence = decode_name("air.atomic.fence").expect("decodes").with_constant_operands(&[
        Some(3),
        Some(5),
        Some(2),
    ]);
    assert_eq!(fence.to_string(), "atomic.fence mem=device|threadgroup order=seq_cst scope=device");
    let thread = GpuOp::Barrier { kind: BarrierKind::Simdgroup, flags: None, scope: None }
        .with_constant_operands(&[Some(8), Some(0)]);
    assert_eq!(thread.to_string(), "simdgroup.barrier mem=threadgroup_imageblock scope=thread");

    let a = decode_name("air.atomic.global.add.u.i32").expect("decodes").with_constant_operands(&[
        None,
        None,
        Some(0),
        Some(2),
        Some(1),
    ]);
    assert_eq!(a.to_string(), "atomic.global.add.u.i32 order=relaxed scope=device volatile");
    let c = decode_name("air.atomic.local.cmpxchg.weak.i32").expect("decodes").with_constant_operands(&[
        None,
        None,
        None,
        Some(4),
        Some(2),
        Some(1),
        Some(0),
    ]);
    assert_eq!(
        c.to_string(),
        "atomic.local.cmpxchg.weak.i32 order=acq_rel failure=acquire scope=threadgroup"
    );
    // Out-of-range values are kept, not guessed.
    let odd = decode_name("air.atomic.global.load.i32").expect("decodes").with_constant_operands(&[
        None,
        Some(9),
        Some(1u128 << 40),
        None,
    ]);
    assert_eq!(odd.to_string(), "atomic.global.load.i32 order=9");
}

/// `void @k(float addrspace(1)* %p, i32 %n)` calling a barrier, a SIMD sum, a conversion, an
/// unknown `air.foo`, and a function defined in the module (which stays a call).
fn kernel() -> Module {
    let mut m = Module {
        triple: "air64_v27-apple-macosx15.0.0".into(),
        datalayout: "e-p:64:64:64".into(),
        ..Default::default()
    };
    let t = &mut m.types;
    let f32t = t.intern(TypeInner::Float);
    let i32t = t.int(32);
    let void = t.void();
    let p = t.pointer(f32t, 1);
    let kty = ty(t, "void (float addrspace(1)*, i32)");
    let barrier_ty = ty(t, "void (i32, i32)");
    let sum_ty = ty(t, "float (float)");
    let conv_ty = ty(t, "float (i32)");
    let foo_ty = ty(t, "i32 (float)");
    let declare = |m: &mut Module, name: &str, fty: Type| {
        let ptr_ty = m.types.pointer(fty, 0);
        let params = m
            .types
            .function_parts(fty)
            .expect("a function type")
            .1
            .iter()
            .map(|&ty| Param { ty, name: None })
            .collect();
        let f = m.functions.append(Function {
            name: name.into(),
            ty: fty,
            ptr_ty,
            params,
            linkage: Linkage::External,
            attrs: AttributeSet::default(),
            section: None,
            calling_conv: 0,
            blocks: Arena::new(),
            insts: Arena::new(),
        });
        m.constants.append(ConstantData::Function(f))
    };
    let barrier = declare(&mut m, "air.wg.barrier", barrier_ty);
    let sum = declare(&mut m, "air.simd_sum.f32", sum_ty);
    let conv = declare(&mut m, "air.convert.f.f32.s.i32", conv_ty);
    let unknown = declare(&mut m, "air.foo", foo_ty);
    // A defined function is not an intrinsic, whatever its name.
    let helper = declare(&mut m, "air.sin.f32", sum_ty);
    let two = m.constants.append(ConstantData::Int { ty: i32t, bits: 2 });
    let one = m.constants.append(ConstantData::Int { ty: i32t, bits: 1 });
    let kptr = m.types.pointer(kty, 0);
    let mut f = Function {
        name: "k".into(),
        ty: kty,
        ptr_ty: kptr,
        params: vec![Param { ty: p, name: Some("p".into()) }, Param { ty: i32t, name: Some("n".into()) }],
        linkage: Linkage::External,
        attrs: AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    let entry = f.blocks.append(BlockData { name: None, insts: vec![] });
    let add = |f: &mut Function, op: Op, ty: Type| {
        let i = f.insts.append(InstData { op, ty, name: None, loc: None });
        f.blocks[entry].insts.push(i);
        Value::Inst(i)
    };
    let call = |callee: ConstId, fn_ty: Type, args: Vec<Value>| Op::Call {
        callee: Value::Const(callee),
        fn_ty,
        args,
        tail: 1,
        fast_math: 0,
        attrs: AttributeSet::default(),
    };
    let x = add(&mut f, Op::Load { ty: f32t, ptr: Value::Arg(0), align: 4, volatile: false }, f32t);
    add(&mut f, call(barrier, barrier_ty, vec![Value::Const(two), Value::Const(one)]), void);
    let s = add(&mut f, call(sum, sum_ty, vec![x]), f32t);
    let c = add(&mut f, call(conv, conv_ty, vec![Value::Arg(1)]), f32t);
    let sc = add(&mut f, Op::Binary { op: BinaryOp::FAdd, lhs: s, rhs: c, flags: 0 }, f32t);
    let h = add(&mut f, call(helper, sum_ty, vec![sc]), f32t);
    add(&mut f, call(unknown, foo_ty, vec![h]), i32t);
    add(&mut f, Op::Store { ptr: Value::Arg(0), value: h, align: 4, volatile: false }, void);
    add(&mut f, Op::Ret { value: None }, void);
    m.functions.append(f);
    // The helper gets a body: `ret float %0`.
    let hid = m.function_by_name("air.sin.f32").expect("declared");
    let hf = &mut m.functions[hid];
    let b = hf.blocks.append(BlockData { name: None, insts: vec![] });
    let r = hf.insts.append(InstData {
        op: Op::Ret { value: Some(Value::Arg(0)) },
        ty: void,
        name: None,
        loc: None,
    });
    hf.blocks[b].insts.push(r);
    m
}

#[test]
fn lowering_replaces_intrinsic_calls_and_keeps_the_module_valid() {
    let mut m = kernel();
    verify_module(&m).expect("the kernel verifies before lowering");
    let stats = lower_air_calls(&mut m);
    verify_module(&m).expect("the kernel verifies after lowering");
    let lowered: Vec<(&str, usize)> = stats.lowered.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(lowered, [("convert.f.f32.s.i32", 1), ("simd_sum.f32", 1), ("wg.barrier", 1)]);
    let unsupported: Vec<(&str, usize)> = stats.unsupported.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(unsupported, [("air.foo", 1)]);
    assert_eq!(stats.other_calls, 1);
    assert_eq!(stats.total(), 4);
    let k = m.function_by_name("k").expect("k");
    let text = function_to_string(&m, &m.functions[k]);
    assert_eq!(
        text,
        r#"define void @k(float addrspace(1)* %p, i32 %n) {
0:
  %1 = load float, float addrspace(1)* %p, align 4
  gpu.wg.barrier mem=threadgroup scope=threadgroup void (i32 2, i32 1)
  %2 = gpu.simd_sum.f32 float (float %1)
  %3 = gpu.convert.f.f32.s.i32 float (i32 %n)
  %4 = fadd float %2, %3
  %5 = tail call float @air.sin.f32(float %4)
  %6 = gpu.unsupported "air.foo" i32 (float %5)
  store float %5, float addrspace(1)* %p, align 4
  ret void
}
"#
    );
    // Statistics stay comparable with llvm-dis: a GPU operation is still a call.
    let f = &m.functions[k];
    let calls =
        f.blocks.iter().flat_map(|(_, b)| &b.insts).filter(|&&i| f.insts[i].op.opcode_name() == "call");
    assert_eq!(calls.count(), 5);
    let names: Vec<String> =
        f.blocks.iter().flat_map(|(_, b)| &b.insts).filter_map(|&i| f.insts[i].op.gpu_name()).collect();
    assert_eq!(names, ["wg.barrier", "simd_sum.f32", "convert.f.f32.s.i32", "unsupported"]);
    // Lowering twice changes nothing.
    let again = lower_air_calls(&mut m);
    assert_eq!(again.total(), 0);
    assert_eq!(function_to_string(&m, &m.functions[k]), text);
}

#[test]
fn the_verifier_rejects_gpu_operations_with_wrong_operands() {
    let mut m = kernel();
    lower_air_calls(&mut m);
    let k = m.function_by_name("k").expect("k");
    let f = &mut m.functions[k];
    // Point the simd_sum at the i32 argument.
    let sum = f
        .insts
        .iter()
        .find(|(_, d)| d.op.gpu_name().as_deref() == Some("simd_sum.f32"))
        .map(|(h, _)| h)
        .expect("lowered");
    if let Op::Gpu { args, .. } = &mut f.insts[sum].op {
        args[0] = Value::Arg(1);
    }
    let err = verify_module(&m).expect_err("the verifier rejects it");
    assert!(err.message.contains("gpu.simd_sum.f32: operand 0 is i32"), "{err}");
    // A missing operand.
    let f = &mut m.functions[k];
    if let Op::Gpu { args, .. } = &mut f.insts[sum].op {
        args.clear();
    }
    let err = verify_module(&m).expect_err("the verifier rejects it");
    assert!(err.message.contains("takes 1 operands, not 0"), "{err}");
}

/// mlx's fences: loads and stores of memory coherent across devices.
#[test]
fn system_coherent_accesses_decode_and_check() {
    let mut types = Types::new();
    let load_ty = ty(&mut types, "i32 (i32 addrspace(1)*)");
    let store_ty = ty(&mut types, "void (i32, i32 addrspace(1)*)");
    for (name, store, volatile, ft) in [
        ("air.load.system_coherent.volatile.i32.p1i32", false, true, load_ty),
        ("air.store.system_coherent.volatile.i32.p1i32", true, true, store_ty),
        ("air.load.system_coherent.i32.p1i32", false, false, load_ty),
    ] {
        let op = classify(name, ft, &types).unwrap_or_else(|| panic!("{name} is not an intrinsic"));
        let GpuOp::CoherentAccess { store: s, volatile: v, space, ty } = op.clone() else {
            panic!("{name}: {op:?}")
        };
        assert_eq!((s, v, space, ty.to_string()), (store, volatile, 1, "i32".to_string()), "{name}");
        assert_eq!(format!("air.{}", op.name()), name, "name round trip");
    }
    // A pointer type that disagrees with the value type, a vector, or the wrong operands:
    // not this operation.
    for name in [
        "air.load.system_coherent.i32.p1f32",
        "air.load.system_coherent.v2i32.p1v2i32",
        "air.load.system_coherent.i32",
    ] {
        assert_eq!(classify(name, load_ty, &types), Some(GpuOp::Unsupported(name.to_string())), "{name}");
    }
    let wrong = ty(&mut types, "i32 (i32 addrspace(3)*)");
    let name = "air.load.system_coherent.i32.p1i32";
    assert_eq!(classify(name, wrong, &types), Some(GpuOp::Unsupported(name.to_string())));
}

/// The intrinsics of real libraries' kernels beyond the mlx census (ggml in gpt4all,
/// llama.rn and whisper.rn; msplat; flash attention in candle), with the signatures those
/// libraries declare: each classifies to its operation and spells its name back.
#[test]
fn registry_corpus_intrinsics_classify() {
    use LlvmOp as L;
    use MathFn as M;
    let event = "%struct._simdgroup_event_t*";
    let copy_2d = |d: u32, s: u32| {
        format!(
            "{event} (i64, i64, i8 addrspace({d})*, i64, i64, <2 x i64>, i8 addrspace({s})*, i64, i64, <2 x i64>, <2 x i64>, i32)"
        )
    };
    let table: Vec<(&str, String, GpuOp)> = vec![
        (
            "air.simdgroup_matrix_8x8_init_diag.v64f32.f32",
            "<64 x float> (float)".into(),
            GpuOp::Matrix(MatrixOp::InitDiag { mat: v(64, F32), value: F32 }),
        ),
        (
            "air.simdgroup_matrix_8x8_init_diag.v64f16.f16",
            "<64 x half> (half)".into(),
            GpuOp::Matrix(MatrixOp::InitDiag { mat: v(64, F16), value: F16 }),
        ),
        (
            "air.simdgroup_async_copy_1d.p3i8.p1i8",
            format!("{event} (i64, i64, i8 addrspace(3)*, i8 addrspace(1)*, i64)"),
            GpuOp::AsyncCopy { dims: 1, dst_space: 3, src_space: 1 },
        ),
        (
            "air.simdgroup_async_copy_2d.p3i8.p1i8",
            copy_2d(3, 1),
            GpuOp::AsyncCopy { dims: 2, dst_space: 3, src_space: 1 },
        ),
        (
            "air.simdgroup_async_copy_2d.p1i8.p3i8",
            copy_2d(1, 3),
            GpuOp::AsyncCopy { dims: 2, dst_space: 1, src_space: 3 },
        ),
        ("air.wait_simdgroup_events", format!("void (i32, {event}*)"), GpuOp::WaitEvents),
        ("air.sign.f32", "float (float)".into(), math(M::Sign, F32)),
        ("air.sign.v4f32", "<4 x float> (<4 x float>)".into(), math(M::Sign, v(4, F32))),
        ("air.fast_saturate.v3f32", "<3 x float> (<3 x float>)".into(), fast(M::Saturate, v(3, F32))),
        ("air.fmax3.f16", "half (half, half, half)".into(), math(M::Fmax3, F16)),
        ("air.fast_fmin3.f32", "float (float, float, float)".into(), fast(M::Fmin3, F32)),
        ("air.fast_sincos.f32", "float (float, float*)".into(), fast(M::Sincos, F32)),
        ("air.extract_bits.u.i64", "i64 (i64, i32, i32)".into(), math(M::ExtractBits, u(64))),
        ("air.insert_bits.s.i32", "i32 (i32, i32, i32, i32)".into(), math(M::InsertBits, s(32))),
        ("air.all.v2i1", "i1 (<2 x i1>)".into(), math(M::All, v(2, i(1)))),
        ("air.any.v4i1", "i1 (<4 x i1>)".into(), math(M::Any, v(4, i(1)))),
        ("llvm.usub.sat.i32", "i32 (i32, i32)".into(), llvm(L::USubSat, Some(i(32)))),
        (
            "llvm.sadd.sat.v2i16",
            "<2 x i16> (<2 x i16>, <2 x i16>)".into(),
            llvm(L::SAddSat, Some(v(2, i(16)))),
        ),
        ("llvm.dbg.value", "void (metadata, metadata, metadata)".into(), llvm(L::DbgValue, None)),
        ("llvm.dbg.declare", "void (metadata, metadata, metadata)".into(), llvm(L::DbgDeclare, None)),
        ("air.simd_vote_all.i64", "i1 (i64)".into(), GpuOp::VoteMask { all: true, ty: i(64) }),
        (
            "air.simdgroup_matrix_8x8_load.device_coherent.v64f32.p1f32",
            "<64 x float> (float addrspace(1)*, i64, <2 x i64>, i1)".into(),
            GpuOp::Matrix(MatrixOp::Load { mat: v(64, F32), space: 1, coherent: Coherence::Device }),
        ),
        (
            "air.simdgroup_matrix_8x8_store.system_coherent.v64f16.p1f16",
            "void (<64 x half>, half addrspace(1)*, i64, <2 x i64>, i1)".into(),
            GpuOp::Matrix(MatrixOp::Store { mat: v(64, F16), space: 1, coherent: Coherence::System }),
        ),
        ("air.simd_vote_any.i32", "i1 (i32)".into(), GpuOp::VoteMask { all: false, ty: i(32) }),
    ];
    let mut types = Types::new();
    for (name, sig, want) in &table {
        let fn_ty = ty(&mut types, sig);
        assert_eq!(classify(name, fn_ty, &types).as_ref(), Some(want), "{name} : {sig}");
        assert_eq!(format!("{}", want.name()), name.strip_prefix("air.").unwrap_or(name));
    }
    // What may be removed when unused: the math values, not the copies, waits, the sincos
    // that stores its cosine, or the debug markers (kept where they were); simdgroup
    // matrices are never removed, as for init_filled.
    let pure: Vec<bool> = table.iter().map(|(_, _, op)| op.is_pure()).collect();
    #[rustfmt::skip]
    let want_pure = [
        false, false, false, false, false, false,
        true, true, true, true, true, false, true, true, true, true, true, true,
        false, false, true, false, false, true,
    ];
    assert_eq!(pure, want_pure);
    // Signatures that do not fit the name are not trusted.
    for (name, sig) in [
        ("air.simdgroup_matrix_8x8_init_diag.v64f32.f32", "<64 x float> (half)".to_string()),
        ("air.simdgroup_async_copy_2d.p3i8.p1i8", copy_2d(1, 3)),
        (
            "air.simdgroup_async_copy_1d.p3i8.p1i8",
            format!("{event} (i64, i64, i8 addrspace(3)*, i8 addrspace(1)*)"),
        ),
        ("air.wait_simdgroup_events", format!("i32 (i32, {event}*)")),
        ("air.fast_sincos.f32", "float (float, half*)".into()),
        ("air.extract_bits.u.i64", "i64 (i64, i32)".into()),
        ("air.all.v2i1", "<2 x i1> (<2 x i1>)".into()),
    ] {
        let fn_ty = ty(&mut types, &sig);
        assert_eq!(classify(name, fn_ty, &types), Some(GpuOp::Unsupported(name.into())), "{name} : {sig}");
    }
    // Names of these families that mean nothing known.
    for name in [
        "air.simdgroup_async_copy_3d.p3i8.p1i8",
        "air.simdgroup_async_copy_2d.p3i8.p3i8",
        "air.simdgroup_async_copy_1d.p1i8.p1i8",
        "air.simdgroup_async_copy_2d.p3f32.p1f32",
        "air.simdgroup_matrix_8x8_init_diag.v64f32.f16",
        "air.extract_bits.i32",
        "air.all.f32",
        "air.sign.s.i32",
        "llvm.dbg.value.f32",
        "air.simd_vote_all.s.i64",
        "air.quad_vote_all.i64",
        "air.simdgroup_matrix_8x8_load.threadgroup_coherent.v64f32.p3f32",
        "air.simdgroup_matrix_8x8_load_bf16.device_coherent.v64f32.p1bf16",
        "air.simdgroup_matrix_8x8_store.v64f32.device_coherent.p1f32",
    ] {
        assert_eq!(decode_name(name), Some(GpuOp::Unsupported(name.into())), "{name}");
    }
}
