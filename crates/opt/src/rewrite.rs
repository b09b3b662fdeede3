//! Mechanics every pass shares: mutable access to an instruction's operands, replacing
//! all uses of a value, and rebuilding a function without deleted blocks and
//! instructions (arenas never shrink in place, so a function is compacted instead,
//! renumbering its handles in layout order).

use gpu_ir::{Arena, Block, BlockData, Function, Inst, InstData, Op, Value};

/// Every value operand of `op`, mutably (blocks are not values).
pub fn operands_mut(op: &mut Op) -> Vec<&mut Value> {
    match op {
        Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => vec![value],
        Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => vec![lhs, rhs],
        Op::Select { cond, then, otherwise } => vec![cond, then, otherwise],
        Op::Load { ptr, .. } => vec![ptr],
        Op::Store { ptr, value, .. } => vec![value, ptr],
        Op::Alloca { count, .. } => vec![count],
        Op::Gep { base, indices, .. } => std::iter::once(base).chain(indices.iter_mut()).collect(),
        Op::Phi { incoming } => incoming.iter_mut().map(|i| &mut i.0).collect(),
        Op::Call { callee, args, .. } => std::iter::once(callee).chain(args.iter_mut()).collect(),
        Op::ExtractElement { vector, index } => vec![vector, index],
        Op::InsertElement { vector, value, index } => vec![vector, value, index],
        Op::ShuffleVector { a, b, .. } => vec![a, b],
        Op::ExtractValue { aggregate, .. } => vec![aggregate],
        Op::InsertValue { aggregate, value, .. } => vec![aggregate, value],
        Op::AtomicRmw { ptr, value, .. } => vec![ptr, value],
        Op::CmpXchg { ptr, expected, new, .. } => vec![ptr, expected, new],
        Op::Ret { value } => value.iter_mut().collect(),
        Op::CondBr { cond, .. } => vec![cond],
        Op::Switch { value, .. } => vec![value],
        Op::Gpu { args, .. } => args.iter_mut().collect(),
        Op::Fence { .. } | Op::Br { .. } | Op::Unreachable => Vec::new(),
    }
}

/// Calls `f` with every value operand of `op`, mutably, in the order of
/// [`operands_mut`], without allocating (every pass rewrites operands of every
/// instruction; a vector per instruction was a large part of their cost).
#[inline]
pub fn for_each_operand_mut(op: &mut Op, mut f: impl FnMut(&mut Value)) {
    match op {
        Op::Unary { value, .. } | Op::Cast { value, .. } | Op::Freeze { value } => f(value),
        Op::Binary { lhs, rhs, .. } | Op::Cmp { lhs, rhs, .. } => {
            f(lhs);
            f(rhs);
        }
        Op::Select { cond, then, otherwise } => {
            f(cond);
            f(then);
            f(otherwise);
        }
        Op::Load { ptr, .. } => f(ptr),
        Op::Store { ptr, value, .. } => {
            f(value);
            f(ptr);
        }
        Op::Alloca { count, .. } => f(count),
        Op::Gep { base, indices, .. } => {
            f(base);
            indices.iter_mut().for_each(f);
        }
        Op::Phi { incoming } => incoming.iter_mut().for_each(|i| f(&mut i.0)),
        Op::Call { callee, args, .. } => {
            f(callee);
            args.iter_mut().for_each(f);
        }
        Op::ExtractElement { vector, index } => {
            f(vector);
            f(index);
        }
        Op::InsertElement { vector, value, index } => {
            f(vector);
            f(value);
            f(index);
        }
        Op::ShuffleVector { a, b, .. } => {
            f(a);
            f(b);
        }
        Op::ExtractValue { aggregate, .. } => f(aggregate),
        Op::InsertValue { aggregate, value, .. } => {
            f(aggregate);
            f(value);
        }
        Op::AtomicRmw { ptr, value, .. } => {
            f(ptr);
            f(value);
        }
        Op::CmpXchg { ptr, expected, new, .. } => {
            f(ptr);
            f(expected);
            f(new);
        }
        Op::Ret { value } => {
            if let Some(v) = value {
                f(v);
            }
        }
        Op::CondBr { cond, .. } => f(cond),
        Op::Switch { value, .. } => f(value),
        Op::Gpu { args, .. } => args.iter_mut().for_each(f),
        Op::Fence { .. } | Op::Br { .. } | Op::Unreachable => {}
    }
}

/// Calls `f` with every block a terminator or phi names, mutably, without allocating.
#[inline]
fn for_each_block_mut(op: &mut Op, mut f: impl FnMut(&mut Block)) {
    match op {
        Op::Br { dest } => f(dest),
        Op::CondBr { then, otherwise, .. } => {
            f(then);
            f(otherwise);
        }
        Op::Switch { default, cases, .. } => {
            f(default);
            cases.iter_mut().for_each(|c| f(&mut c.1));
        }
        Op::Phi { incoming } => incoming.iter_mut().for_each(|i| f(&mut i.1)),
        _ => {}
    }
}

/// Moves function `h` out of the module, leaving an empty declaration of the same type in
/// its slot (cheaper than a clone when the function is only read, or is going away).
pub fn take_function(m: &mut gpu_ir::Module, h: gpu_ir::FuncId) -> Function {
    let old = &mut m.functions[h];
    let empty = Function {
        name: String::new(),
        ty: old.ty,
        ptr_ty: old.ptr_ty,
        params: Vec::new(),
        linkage: old.linkage,
        attrs: gpu_ir::AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    std::mem::replace(old, empty)
}

/// Replaces every use of `from` by `to` in the function's live instructions.
pub fn replace_uses(f: &mut Function, from: Value, to: Value) {
    let Function { blocks, insts, .. } = f;
    for (_, b) in blocks.iter() {
        for &i in &b.insts {
            for_each_operand_mut(&mut insts[i].op, |v| {
                if *v == from {
                    *v = to;
                }
            });
        }
    }
}

/// Rebuilds `f` with only the blocks in `keep` (in layout order) and only the
/// instructions those blocks list; phis lose entries of dropped predecessors.
/// Instructions are moved, not cloned, and the maps are dense tables (this runs after
/// every CFG change, on every function).
pub fn compact(f: &mut Function, keep: &[Block]) {
    const GONE: u32 = u32::MAX;
    let mut block_map = vec![GONE; f.blocks.len()];
    for (n, &b) in keep.iter().enumerate() {
        if let Some(x) = block_map.get_mut(b.index()) {
            *x = n as u32;
        }
    }
    let mut inst_map = vec![GONE; f.insts.len()];
    let mut n = 0u32;
    for &b in keep {
        for &i in &f.blocks[b].insts {
            if let Some(x) = inst_map.get_mut(i.index()) {
                *x = n;
                n += 1;
            }
        }
    }
    let mut old_insts = std::mem::take(&mut f.insts);
    let mut old_blocks = std::mem::take(&mut f.blocks);
    let mut blocks = Arena::with_capacity(keep.len());
    let mut insts: Arena<InstData> = Arena::with_capacity(n as usize);
    // Moved-out slots get a placeholder of any type: the old arena is dropped.
    let filler_ty = old_insts.iter().next().map(|(_, d)| d.ty);
    for &b in keep {
        // The block's list is rewritten in place and its name moved: the old arena goes.
        let old = &mut old_blocks[b];
        let mut list = std::mem::take(&mut old.insts);
        for slot in list.iter_mut() {
            let i = *slot;
            let Some(ty) = filler_ty else { break };
            let mut d = std::mem::replace(
                &mut old_insts[i],
                InstData { op: Op::Unreachable, ty, name: None, loc: None },
            );
            if let Op::Phi { incoming } = &mut d.op {
                incoming.retain(|(_, p)| block_map.get(p.index()).is_some_and(|&x| x != GONE));
            }
            for_each_operand_mut(&mut d.op, |v| {
                if let Value::Inst(x) = v {
                    if let Some(&y) = inst_map.get(x.index()) {
                        if y != GONE {
                            *x = Inst::from_index(y);
                        }
                    }
                }
            });
            for_each_block_mut(&mut d.op, |bl| {
                if let Some(&nb) = block_map.get(bl.index()) {
                    if nb != GONE {
                        *bl = Block::from_index(nb);
                    }
                }
            });
            *slot = insts.append(d);
        }
        blocks.append(BlockData { name: old.name.take(), insts: list });
    }
    f.blocks = blocks;
    f.insts = insts;
}

/// Uses of each instruction's result, counted over live instructions.
pub fn use_counts(f: &Function) -> Vec<u32> {
    let mut counts = vec![0u32; f.insts.len()];
    for (_, b) in f.blocks.iter() {
        for &i in &b.insts {
            f.insts[i].op.for_each_operand(|v| {
                if let Value::Inst(x) = v {
                    if let Some(c) = counts.get_mut(x.index()) {
                        *c += 1;
                    }
                }
            });
        }
    }
    counts
}
