//! Inlining: every direct call to a function defined in the module is replaced by a copy
//! of the callee's body. Metal's backends have no call ABI for compute code, so this
//! inlines everything it can, `noinline` included (the attribute describes the frontend's
//! wish for code size, not a semantic requirement; keeping such calls would leave code no
//! backend can compile). What stays a call: calls to declarations (intrinsics and
//! externals), indirect calls, calls whose argument list or types do not match the
//! callee, calls to a callee with a `byval` parameter (a copy the callee may write), and
//! calls inside a recursive cycle of the call graph (Metal forbids recursion;
//! untrusted input may still contain it).
//!
//! Mechanics: the caller's block is split after the call; the callee's blocks are copied
//! between the two halves; each `ret` becomes a branch to the second half, whose phi
//! collects the returned values when there are several; constant-size allocas of the
//! callee's entry block move to the caller's entry block, so a call inside a loop does not
//! allocate per iteration and mem2reg sees them. Callees are processed before their
//! callers (call-graph post-order), so each call site is inlined once, fully.

use crate::rewrite::{compact, replace_uses};
use gpu_ir::{Block, BlockData, ConstantData, FuncId, Function, Inst, InstData, Module, Op, Value};
use std::collections::{BTreeMap, BTreeSet};

/// What inlining did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InlineStats {
    /// Call sites replaced by a callee body.
    pub inlined: usize,
    /// Calls to defined functions left alone (recursion or a mismatched call).
    pub kept: usize,
}

/// Every local name in use in `f`: parameters, blocks and instruction results.
pub fn local_names(f: &Function) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = f.params.iter().filter_map(|p| p.name.clone()).collect();
    for (_, b) in f.blocks.iter() {
        out.extend(b.name.iter().cloned());
        for &i in &b.insts {
            out.extend(f.insts[i].name.iter().cloned());
        }
    }
    out
}

/// `base` with a suffix that makes it unused in `used` (`x.i`, `x.i1`, … after inlining;
/// LLVM's spelling), recorded as used. Local names must stay unique for the printed IR
/// to name each value once.
pub fn fresh_name(used: &mut BTreeSet<String>, base: &str, suffix: &str) -> String {
    let mut name = format!("{base}{suffix}");
    let mut n = 0u32;
    while used.contains(&name) {
        n += 1;
        name = format!("{base}{suffix}{n}");
    }
    used.insert(name.clone());
    name
}

/// The defined function a call names directly, when the call can be inlined.
fn inlinable_callee(m: &Module, caller: &Function, i: Inst) -> Option<FuncId> {
    let Op::Call { callee: Value::Const(c), fn_ty, args, .. } = &caller.insts[i].op else { return None };
    let ConstantData::Function(g) = m.constants.get(*c)? else { return None };
    let callee = m.functions.get(*g)?;
    if callee.is_declaration() || callee.ty != *fn_ty || callee.params.len() != args.len() {
        return None;
    }
    // A `byval` (or `inalloca`/`preallocated`) parameter is a copy the callee may write:
    // substituting the caller's pointer would change the caller's memory.
    let copies = |attrs: &[gpu_ir::Attribute]| {
        attrs.iter().any(|a| matches!(a.key.as_str(), "byval" | "inalloca" | "preallocated"))
    };
    if callee.attrs.params.iter().any(|p| copies(p)) {
        return None;
    }
    let (_, params, vararg) = m.types.function_parts(callee.ty)?;
    if vararg || params.len() != args.len() {
        return None;
    }
    for (a, p) in args.iter().zip(params) {
        if m.value_type(caller, *a) != *p {
            return None;
        }
    }
    Some(*g)
}

/// Functions called (directly, by a defined callee) from `f`.
fn callees(m: &Module, f: FuncId) -> BTreeSet<FuncId> {
    let func = &m.functions[f];
    let mut out = BTreeSet::new();
    for (_, b) in func.blocks.iter() {
        for &i in &b.insts {
            if let Op::Call { callee, .. } = &func.insts[i].op {
                if let Some(g) = m.called_function(*callee) {
                    if !m.functions[g].is_declaration() {
                        out.insert(g);
                    }
                }
            }
        }
    }
    out
}

/// Functions on a cycle of the call graph (Tarjan's strongly connected components, run
/// iteratively).
fn recursive_functions(graph: &BTreeMap<FuncId, BTreeSet<FuncId>>) -> BTreeSet<FuncId> {
    let nodes: Vec<FuncId> = graph.keys().copied().collect();
    let pos: BTreeMap<FuncId, usize> = nodes.iter().enumerate().map(|(k, &f)| (f, k)).collect();
    let n = nodes.len();
    let succ: Vec<Vec<usize>> =
        nodes.iter().map(|f| graph[f].iter().filter_map(|g| pos.get(g).copied()).collect()).collect();
    let (mut index, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let mut stack = Vec::new();
    let mut counter = 0;
    let mut out = BTreeSet::new();
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on[root] = true;
        while let Some(&mut (v, ref mut i)) = work.last_mut() {
            if let Some(&w) = succ[v].get(*i) {
                *i += 1;
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on[w] = true;
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(p, _)) = work.last() {
                low[p] = low[p].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 || succ[v].contains(&v) {
                    out.extend(comp.into_iter().map(|k| nodes[k]));
                }
            }
        }
    }
    out
}

/// Post-order of the call graph from every function (callees first).
fn post_order(graph: &BTreeMap<FuncId, BTreeSet<FuncId>>) -> Vec<FuncId> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for &root in graph.keys() {
        if !seen.insert(root) {
            continue;
        }
        let mut work: Vec<(FuncId, Vec<FuncId>)> = vec![(root, graph[&root].iter().copied().collect())];
        while let Some((f, rest)) = work.last_mut() {
            if let Some(g) = rest.pop() {
                if graph.contains_key(&g) && seen.insert(g) {
                    work.push((g, graph[&g].iter().rev().copied().collect()));
                }
            } else {
                out.push(*f);
                work.pop();
            }
        }
    }
    out
}

/// Inlines every inlinable call in the module.
pub fn inline_module(m: &mut Module) -> InlineStats {
    inline_module_calls(m).0
}

/// [`inline_module`], also telling by function index which functions called a defined
/// function before (those that had a call inlined or kept one), so the pipeline need not
/// scan every function for calls again.
pub(crate) fn inline_module_calls(m: &mut Module) -> (InlineStats, Vec<bool>) {
    let defined: Vec<FuncId> =
        m.functions.iter().filter(|(_, f)| !f.is_declaration()).map(|(h, _)| h).collect();
    let graph: BTreeMap<FuncId, BTreeSet<FuncId>> = defined.iter().map(|&f| (f, callees(m, f))).collect();
    let recursive = recursive_functions(&graph);
    let mut stats = InlineStats::default();
    let mut calls = vec![false; m.functions.len()];
    for f in post_order(&graph) {
        let s = inline_calls_in(m, f, &recursive);
        stats.inlined += s.inlined;
        stats.kept += s.kept;
        // A call to a defined function is either inlined or kept; one left after inlining
        // was there before, or came with an inlined body.
        calls[f.index()] = s.inlined > 0 || s.kept > 0;
    }
    (stats, calls)
}

/// Inlines the calls of one function (whose callees should already be inlined).
pub fn inline_calls_in(m: &mut Module, f: FuncId, recursive: &BTreeSet<FuncId>) -> InlineStats {
    let mut stats = InlineStats::default();
    // Blocks in layout order; inlined bodies are spliced in behind their call's block and
    // the function is compacted into this order once at the end.
    let mut layout: Vec<Block> = m.functions[f].blocks.handles().collect();
    // Scan each block once: after an inlined call, the rest of the block has moved to
    // the new block that follows the callee's body, so scanning continues there (the
    // copied body has no inlinable calls: callees are inlined first).
    let mut pos = 0;
    while pos < layout.len() {
        let b = layout[pos];
        let site = {
            let func = &m.functions[f];
            func.blocks[b].insts.iter().enumerate().find_map(|(k, &i)| {
                // A recursive callee is never inlined: its body calls back into its cycle,
                // so inlining would not terminate.
                inlinable_callee(m, func, i).filter(|g| !recursive.contains(g) && *g != f).map(|g| (k, i, g))
            })
        };
        let Some((k, i, g)) = site else {
            pos += 1;
            continue;
        };
        // Moved out for the copy, not cloned (inline_one only touches the caller `f`).
        let callee = crate::rewrite::take_function(m, g);
        let inserted = inline_one(m, f, b, k, i, &callee);
        m.functions[g] = callee;
        stats.inlined += 1;
        layout.splice(pos + 1..pos + 1, inserted.iter().copied());
        // Continue with the second half of the split block.
        pos += inserted.len();
    }
    if stats.inlined > 0 {
        compact(&mut m.functions[f], &layout);
    }
    // Count what stays.
    let func = &m.functions[f];
    for (_, data) in func.blocks.iter() {
        for &i in &data.insts {
            if let Op::Call { callee, .. } = &func.insts[i].op {
                if m.called_function(*callee).is_some_and(|g| !m.functions[g].is_declaration()) {
                    stats.kept += 1;
                }
            }
        }
    }
    stats
}

/// Inlines `callee` at instruction `call` (position `k` of block `b`) of function `f`.
/// Returns the new blocks in layout order: the callee's, then the split-off rest of `b`.
fn inline_one(m: &mut Module, f: FuncId, b: Block, k: usize, call: Inst, callee: &Function) -> Vec<Block> {
    let void = m.types.void();
    let func = &mut m.functions[f];
    let Op::Call { args, .. } = func.insts[call].op.clone() else { return Vec::new() };
    let entry = func.entry().unwrap_or(b);
    let mut used = local_names(func);
    let mut rename = |n: &Option<String>| n.as_ref().map(|n| fresh_name(&mut used, n, ".i"));
    // Split: `b` keeps what precedes the call; `after` gets what follows it.
    let tail: Vec<Inst> = func.blocks[b].insts.split_off(k + 1);
    func.blocks[b].insts.pop();
    let after = func.blocks.append(BlockData { name: None, insts: tail });
    // Successors' phis now come from `after`.
    for s in func.insts_of_terminator(after) {
        for &pi in func.blocks[s].insts.clone().iter() {
            match &mut func.insts[pi].op {
                Op::Phi { incoming } => incoming.iter_mut().for_each(|(_, from)| {
                    if *from == b {
                        *from = after;
                    }
                }),
                _ => break,
            }
        }
    }
    // Copy the callee's blocks and instructions.
    let block_map: Vec<Block> = callee
        .blocks
        .iter()
        .map(|(_, d)| func.blocks.append(BlockData { name: rename(&d.name), insts: Vec::new() }))
        .collect();
    let inst_base = func.insts.len() as u32;
    func.insts.reserve(callee.insts.len() + 1);
    let map_value = |v: Value| -> Value {
        match v {
            Value::Arg(a) => args.get(a as usize).copied().unwrap_or(v),
            Value::Inst(i) => Value::Inst(Inst::from_index(inst_base + i.index() as u32)),
            Value::Const(_) => v,
        }
    };
    let map_block = |x: Block| block_map.get(x.index()).copied().unwrap_or(x);
    for (_, d) in callee.insts.iter() {
        let mut op = d.op.clone();
        crate::rewrite::for_each_operand_mut(&mut op, |v| *v = map_value(*v));
        match &mut op {
            Op::Br { dest } => *dest = map_block(*dest),
            Op::CondBr { then, otherwise, .. } => {
                *then = map_block(*then);
                *otherwise = map_block(*otherwise);
            }
            Op::Switch { default, cases, .. } => {
                *default = map_block(*default);
                cases.iter_mut().for_each(|c| c.1 = map_block(c.1));
            }
            Op::Phi { incoming } => incoming.iter_mut().for_each(|c| c.1 = map_block(c.1)),
            _ => {}
        }
        func.insts.append(InstData { op, ty: d.ty, name: rename(&d.name), loc: d.loc });
    }
    let mut returns: Vec<(Option<Value>, Block)> = Vec::new();
    let mut hoisted: Vec<Inst> = Vec::new();
    for (cb, d) in callee.blocks.iter() {
        let nb = block_map[cb.index()];
        let mut insts: Vec<Inst> = Vec::with_capacity(d.insts.len());
        for &ci in &d.insts {
            let ni = Inst::from_index(inst_base + ci.index() as u32);
            match &func.insts[ni].op {
                Op::Ret { value } => {
                    returns.push((*value, nb));
                    func.insts[ni].op = Op::Br { dest: after };
                    func.insts[ni].ty = void;
                }
                Op::Alloca { count: Value::Const(_), .. } if Some(cb) == callee.entry() => {
                    hoisted.push(ni);
                    continue;
                }
                _ => {}
            }
            insts.push(ni);
        }
        func.blocks[nb].insts = insts;
    }
    if let Some(&first) = block_map.first() {
        let br = func.insts.append(InstData { op: Op::Br { dest: first }, ty: void, name: None, loc: None });
        func.blocks[b].insts.push(br);
    }
    // Allocas go to the caller's entry, after its own leading allocas.
    let at = func.blocks[entry]
        .insts
        .iter()
        .take_while(|&&i| matches!(func.insts[i].op, Op::Alloca { .. } | Op::Phi { .. }))
        .count();
    func.blocks[entry].insts.splice(at..at, hoisted);
    // The call's result.
    let values: Vec<(Value, Block)> = returns.iter().filter_map(|(v, from)| v.map(|v| (v, *from))).collect();
    let result = match values.as_slice() {
        [] => None,
        [(v, _)] => Some(*v),
        _ => {
            let ty = func.insts[call].ty;
            let phi = func.insts.append(InstData {
                op: Op::Phi { incoming: values.clone() },
                ty,
                name: func.insts[call].name.clone(),
                loc: func.insts[call].loc,
            });
            func.blocks[after].insts.insert(0, phi);
            Some(Value::Inst(phi))
        }
    };
    match result {
        Some(v) => replace_uses(func, Value::Inst(call), v),
        None => {
            // A void call, or a callee that never returns: a value result has no uses that
            // can run; give them undef so the function stays well-formed.
            let ty = func.insts[call].ty;
            if ty != void {
                let u = Value::Const(m.constants.append(ConstantData::Undef(ty)));
                replace_uses(&mut m.functions[f], Value::Inst(call), u);
            }
        }
    }
    // A callee without any return leaves `after` unreachable; CFG simplification drops it.
    block_map.iter().copied().chain(std::iter::once(after)).collect()
}
