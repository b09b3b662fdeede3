//! The dominator tree against the definition: `a` dominates `b` when every path from the
//! entry to `b` passes through `a`, i.e. `b` is unreachable once `a` is removed. Checked on
//! seeded random CFGs (loops, self-loops, switches, unreachable blocks).

use gpu_ir::*;

/// A function whose blocks branch as `succ` says (no values: branches on an argument).
fn cfg(succ: &[Vec<usize>]) -> (Module, Function) {
    let mut m = Module::default();
    let void = m.types.void();
    let i1 = m.types.int(1);
    let i32t = m.types.int(32);
    let fnty = m.types.intern(TypeInner::Function { ret: void, params: vec![i1, i32t], vararg: false });
    let ptr_ty = m.types.pointer(fnty, 0);
    let mut f = Function {
        name: "g".into(),
        ty: fnty,
        ptr_ty,
        params: vec![Param { ty: i1, name: None }, Param { ty: i32t, name: None }],
        linkage: Linkage::External,
        attrs: AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    let blocks: Vec<Block> =
        succ.iter().map(|_| f.blocks.append(BlockData { name: None, insts: vec![] })).collect();
    for (b, s) in succ.iter().enumerate() {
        let op = match s.as_slice() {
            [] => Op::Ret { value: None },
            [t] => Op::Br { dest: blocks[*t] },
            [t, e] => Op::CondBr { cond: Value::Arg(0), then: blocks[*t], otherwise: blocks[*e] },
            [d, rest @ ..] => Op::Switch {
                value: Value::Arg(1),
                default: blocks[*d],
                cases: rest
                    .iter()
                    .enumerate()
                    .map(|(k, t)| {
                        let c = m.constants.append(ConstantData::Int { ty: i32t, bits: k as u128 });
                        (c, blocks[*t])
                    })
                    .collect(),
            },
        };
        let i = f.insts.append(InstData { op, ty: void, name: None, loc: None });
        f.blocks[blocks[b]].insts.push(i);
    }
    (m, f)
}

fn reachable_without(succ: &[Vec<usize>], removed: Option<usize>) -> Vec<bool> {
    let mut seen = vec![false; succ.len()];
    if removed == Some(0) {
        return seen;
    }
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in &succ[b] {
            if Some(s) != removed && !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

#[test]
fn dominance_matches_its_definition_on_random_cfgs() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for _ in 0..500 {
        let n = 1 + next(12);
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let k = [0, 1, 1, 2, 2, 3][next(6)];
                (0..k).map(|_| next(n)).collect()
            })
            .collect();
        let (m, f) = cfg(&succ);
        let t = DomTree::new(&f);
        let reach = reachable_without(&succ, None);
        for a in 0..n {
            let without = reachable_without(&succ, Some(a));
            for b in 0..n {
                let expected = reach[a] && reach[b] && (a == b || !without[b]);
                let (ba, bb) = (Block::from_index(a as u32), Block::from_index(b as u32));
                assert_eq!(t.dominates(ba, bb), expected, "{a} dom {b} in {succ:?}");
            }
            assert_eq!(t.is_reachable(Block::from_index(a as u32)), reach[a]);
        }
        // Every reachable block is listed once, entry first, and the verifier accepts it.
        assert_eq!(t.order.len(), reach.iter().filter(|r| **r).count());
        assert_eq!(t.order.first().map(|b| b.index()), Some(0));
        verify_function(&m, &f).expect("branch-only functions verify");
    }
}
