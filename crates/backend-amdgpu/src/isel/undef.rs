//! Which vector elements of phis, shuffles, element inserts and selects never hold a
//! defined value, so that selection gives them no register.
//!
//! A SIMD-group matrix travels through loops as a `<64 x T>` phi of which only elements
//! 0 and 1 mean anything (`codegen::matrix` makes the other shuffle lanes undef). Kept
//! whole, each such phi is 64 VGPRs live across the loop, each of its copies 62 moves of
//! zero: the GEMM kernels of mlx carried three of them and spilled hundreds of values.
//! An element is undefined when every value that can reach it is `undef`/`poison` or a
//! shuffle lane with an undef mask entry; found by a forward fixed point that starts from
//! "nothing defined" for the tracked instructions and only adds elements, so elements
//! that only circulate between phis stay undefined.

use gpu_ir::{ConstantData, Function, Inst, Module, Op, Value};

/// Per tracked instruction (vector phi, shuffle, constant-index insert, select; at most
/// 64 elements), the bit set of its elements that may hold a defined value, by
/// instruction index (dense: the fixed point looks every operand up each round).
/// Instructions without an entry (`None`, or past the end) define every element.
pub(super) fn defined_elements(m: &Module, f: &Function) -> Vec<Option<u64>> {
    let lanes = |v: Value| m.types.vector_len(m.value_type(f, v)).filter(|&n| n <= 64);
    let all = |n: u32| if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let order: Vec<Inst> = f.blocks.iter().flat_map(|(_, b)| b.insts.iter().copied()).collect();
    let tracked = |i: Inst| {
        f.insts.get(i).is_some_and(|d| {
            matches!(
                d.op,
                Op::Phi { .. } | Op::ShuffleVector { .. } | Op::InsertElement { .. } | Op::Select { .. }
            )
        }) && lanes(Value::Inst(i)).is_some()
    };
    let mut defined: Vec<Option<u64>> = Vec::new();
    for &i in &order {
        if tracked(i) {
            if defined.len() <= i.index() {
                defined.resize(f.insts.len().max(i.index() + 1), None);
            }
            if let Some(d) = defined.get_mut(i.index()) {
                *d = Some(0);
            }
        }
    }
    if defined.is_empty() {
        return defined;
    }
    let of = |defined: &[Option<u64>], v: Value| -> u64 {
        match v {
            Value::Inst(i) => defined.get(i.index()).copied().flatten().unwrap_or(u64::MAX),
            Value::Const(c) => match m.constants.get(c) {
                Some(ConstantData::Undef(_) | ConstantData::Poison(_)) => 0,
                _ => u64::MAX,
            },
            _ => u64::MAX,
        }
    };
    let const_index = |v: Value| -> Option<u32> {
        let Value::Const(c) = v else { return None };
        match m.constants.get(c)? {
            ConstantData::Int { bits, .. } => u32::try_from(*bits).ok().filter(|&k| k < 64),
            _ => None,
        }
    };
    // Each round only adds bits, and there are at most 64 per instruction: this ends.
    loop {
        let mut changed = false;
        for &i in &order {
            let Some(&Some(old)) = defined.get(i.index()) else { continue };
            let (Some(d), Some(n)) = (f.insts.get(i), lanes(Value::Inst(i))) else { continue };
            let new = match &d.op {
                Op::Phi { incoming } => incoming.iter().fold(0, |acc, (v, _)| acc | of(&defined, *v)),
                Op::ShuffleVector { a, b, mask } => {
                    let an = lanes(*a).unwrap_or(64);
                    let (da, db) = (of(&defined, *a), of(&defined, *b));
                    let mut bits = 0u64;
                    for (j, &k) in mask.iter().enumerate().take(64) {
                        let Ok(k) = u32::try_from(k) else { continue };
                        let set = if k < an { da >> k.min(63) & 1 } else { db >> (k - an).min(63) & 1 };
                        bits |= set << j;
                    }
                    bits
                }
                Op::InsertElement { vector, index, .. } => match const_index(*index) {
                    Some(k) => of(&defined, *vector) | 1 << k,
                    None => u64::MAX,
                },
                Op::Select { then, otherwise, .. } => of(&defined, *then) | of(&defined, *otherwise),
                _ => u64::MAX,
            } & all(n);
            if new | old != old {
                if let Some(d) = defined.get_mut(i.index()) {
                    *d = Some(new | old);
                }
                changed = true;
            }
        }
        if !changed {
            return defined;
        }
    }
}
