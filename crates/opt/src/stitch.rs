//! Function stitching: what `MTLStitchedLibraryDescriptor` does and metal-nt's `stitch`
//! stage does for each `stitched_libraries` entry of a script. A function graph becomes
//! one visible function: input nodes are its parameters (input `i` is parameter `i`; its
//! type is the type of the parameters it feeds), function nodes are calls to the listed
//! stitchable functions in an order that respects both data (`arguments`) and
//! `control_dependencies` (ties keep node order), and the output node's value is
//! returned (`void` without one). With `AlwaysInline` every call is inlined.
//!
//! The stitchable functions usually come from different modules (a MetalLib keeps one
//! module per function), so this module also owns importing a function, with what it
//! refers to (types, constants, globals, callees), from one module into another.

use std::collections::{BTreeMap, BTreeSet};

use gpu_ir::{
    Arena, AttributeSet, BlockData, ConstExpr, ConstId, ConstantData, FuncId, Function, GlobalId, InstData,
    Linkage, MdId, Metadata, Module, Op, Param, Type, TypeInner, Value,
};

use crate::rewrite::operands_mut;

/// A node of a function graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    Input { index: u32 },
    Function { name: String, arguments: Vec<usize>, control_dependencies: Vec<usize> },
}

/// A function graph (`MTLFunctionStitchingGraph`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub name: String,
    pub nodes: Vec<Node>,
    /// The node whose value is returned.
    pub output: Option<usize>,
    pub always_inline: bool,
}

/// Where in the graph an error is: node `node`, and within it argument `argument` or
/// control dependency `dependency`, so a caller can point into the script.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub node: Option<usize>,
    pub argument: Option<usize>,
    pub dependency: Option<usize>,
    pub output: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum StitchError {
    #[error("node {node} calls `{name}`, which is not among the stitchable functions{}", suggestion.as_ref().map(|s| format!("; did you mean `{s}`?")).unwrap_or_default())]
    MissingFunction { node: usize, name: String, suggestion: Option<String> },
    #[error("node {node} refers to node {id}, but the graph has {count} nodes")]
    NoSuchNode { node: usize, id: usize, count: usize, place: Place },
    #[error("nodes {} depend on each other in a cycle", list(.nodes))]
    Cycle { nodes: Vec<usize>, place: Place },
    #[error("node {node} uses node {id} as {what}, but node {id} is an input node")]
    InputAsDependency { node: usize, id: usize, what: &'static str, place: Place },
    #[error("node {node} passes {given} argument(s) to `{function}`, which takes {expected}")]
    ArgumentCount { node: usize, function: String, given: usize, expected: usize },
    #[error(
        "node {node}, argument {argument}: `{function}` takes {expected} there, but {source_desc} is {given}"
    )]
    TypeMismatch {
        node: usize,
        argument: usize,
        function: String,
        expected: String,
        given: String,
        source_desc: String,
    },
    #[error("the output node {id} is not a function node")]
    BadOutput { id: usize },
    #[error("input index {index} is not used by any node, but input {max} is (inputs must be numbered from 0 without gaps)")]
    MissingInput { index: u32, max: u32 },
    #[error("`{name}` cannot be stitched: {why}")]
    NotStitchable { name: String, why: String },
    #[error("the stitched function does not verify: {0}")]
    Verify(#[from] gpu_ir::VerifyError),
}

fn list(nodes: &[usize]) -> String {
    let v: Vec<String> = nodes.iter().map(usize::to_string).collect();
    v.join(", ")
}

impl StitchError {
    /// Where the error is, for pointing into a script.
    pub fn place(&self) -> Place {
        match self {
            StitchError::MissingFunction { node, .. } | StitchError::ArgumentCount { node, .. } => {
                Place { node: Some(*node), ..Place::default() }
            }
            StitchError::NoSuchNode { place, .. }
            | StitchError::Cycle { place, .. }
            | StitchError::InputAsDependency { place, .. } => *place,
            StitchError::TypeMismatch { node, argument, .. } => {
                Place { node: Some(*node), argument: Some(*argument), ..Place::default() }
            }
            StitchError::BadOutput { .. } => Place { output: true, ..Place::default() },
            _ => Place::default(),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Importing functions between modules

/// Copies functions (and what they refer to) from `src` into `dst`, once each.
#[derive(Debug)]
pub struct Importer<'s> {
    src: &'s Module,
    types: BTreeMap<Type, Type>,
    consts: BTreeMap<ConstId, ConstId>,
    globals: BTreeMap<GlobalId, GlobalId>,
    functions: BTreeMap<FuncId, FuncId>,
}

impl<'s> Importer<'s> {
    pub fn new(src: &'s Module) -> Importer<'s> {
        Importer {
            src,
            types: BTreeMap::new(),
            consts: BTreeMap::new(),
            globals: BTreeMap::new(),
            functions: BTreeMap::new(),
        }
    }

    /// The type `t` of the source, in `dst`. Named structs are matched by name.
    pub fn ty(&mut self, dst: &mut Module, t: Type) -> Type {
        if let Some(&x) = self.types.get(&t) {
            return x;
        }
        let inner = self.src.types.inner(t).clone();
        let out = match inner {
            TypeInner::Named { name, fields, packed } => {
                let existing = dst
                    .types
                    .iter()
                    .find(|(_, x)| matches!(x, TypeInner::Named { name: n, .. } if *n == name))
                    .map(|(h, _)| h);
                match existing {
                    Some(h) => {
                        self.types.insert(t, h);
                        h
                    }
                    None => {
                        let h = dst.types.named_struct(name);
                        // Registered before its fields, which may point back at it.
                        self.types.insert(t, h);
                        if let Some(fields) = fields {
                            let fs: Vec<Type> = fields.iter().map(|&f| self.ty(dst, f)).collect();
                            dst.types.set_body(h, fs, packed);
                        }
                        h
                    }
                }
            }
            TypeInner::Vector { elem, len } => {
                let e = self.ty(dst, elem);
                dst.types.intern(TypeInner::Vector { elem: e, len })
            }
            TypeInner::Array { elem, len } => {
                let e = self.ty(dst, elem);
                dst.types.intern(TypeInner::Array { elem: e, len })
            }
            TypeInner::Struct { fields, packed } => {
                let fs: Vec<Type> = fields.iter().map(|&f| self.ty(dst, f)).collect();
                dst.types.intern(TypeInner::Struct { fields: fs, packed })
            }
            TypeInner::Pointer { pointee, addrspace } => {
                let p = self.ty(dst, pointee);
                dst.types.intern(TypeInner::Pointer { pointee: p, addrspace })
            }
            TypeInner::Function { ret, params, vararg } => {
                let r = self.ty(dst, ret);
                let ps: Vec<Type> = params.iter().map(|&p| self.ty(dst, p)).collect();
                dst.types.intern(TypeInner::Function { ret: r, params: ps, vararg })
            }
            other => dst.types.intern(other),
        };
        self.types.insert(t, out);
        out
    }

    fn const_(&mut self, dst: &mut Module, c: ConstId) -> ConstId {
        if let Some(&x) = self.consts.get(&c) {
            return x;
        }
        let data = self.src.constants[c].clone();
        let out = match data {
            ConstantData::Global(g) => {
                let g = self.global(dst, g);
                dst.constants.append(ConstantData::Global(g))
            }
            ConstantData::Function(f) => {
                let f = self.function(dst, f);
                dst.constants.append(ConstantData::Function(f))
            }
            ConstantData::Int { ty, bits } => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Int { ty, bits })
            }
            ConstantData::Float { ty, bits } => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Float { ty, bits })
            }
            ConstantData::Null(ty) => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Null(ty))
            }
            ConstantData::Undef(ty) => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Undef(ty))
            }
            ConstantData::Poison(ty) => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Poison(ty))
            }
            ConstantData::Zero(ty) => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Zero(ty))
            }
            ConstantData::Data { ty, elems } => {
                let ty = self.ty(dst, ty);
                dst.constants.append(ConstantData::Data { ty, elems })
            }
            ConstantData::Aggregate { ty, elems } => {
                let ty = self.ty(dst, ty);
                let es: Vec<ConstId> = elems.iter().map(|&e| self.const_(dst, e)).collect();
                dst.constants.append(ConstantData::Aggregate { ty, elems: es })
            }
            ConstantData::Expr { ty, expr } => {
                let ty = self.ty(dst, ty);
                let mut k = |x: ConstId| self.const_(dst, x);
                let expr = match expr {
                    ConstExpr::Cast { op, value } => ConstExpr::Cast { op, value: k(value) },
                    ConstExpr::Unary { op, value } => ConstExpr::Unary { op, value: k(value) },
                    ConstExpr::Binary { op, lhs, rhs } => ConstExpr::Binary { op, lhs: k(lhs), rhs: k(rhs) },
                    ConstExpr::Cmp { pred, lhs, rhs } => ConstExpr::Cmp { pred, lhs: k(lhs), rhs: k(rhs) },
                    ConstExpr::Gep { source, inbounds, base, indices } => {
                        let base = k(base);
                        let indices = indices.into_iter().map(&mut k).collect();
                        let source = self.ty(dst, source);
                        ConstExpr::Gep { source, inbounds, base, indices }
                    }
                    ConstExpr::Select { cond, then, otherwise } => {
                        ConstExpr::Select { cond: k(cond), then: k(then), otherwise: k(otherwise) }
                    }
                    ConstExpr::ExtractElement { vector, index } => {
                        ConstExpr::ExtractElement { vector: k(vector), index: k(index) }
                    }
                    ConstExpr::InsertElement { vector, value, index } => {
                        ConstExpr::InsertElement { vector: k(vector), value: k(value), index: k(index) }
                    }
                    ConstExpr::ShuffleVector { a, b, mask } => {
                        ConstExpr::ShuffleVector { a: k(a), b: k(b), mask }
                    }
                };
                dst.constants.append(ConstantData::Expr { ty, expr })
            }
        };
        self.consts.insert(c, out);
        out
    }

    fn fresh_name(dst: &Module, name: &str) -> String {
        let taken = |n: &str| dst.function_by_name(n).is_some() || dst.global_by_name(n).is_some();
        if !taken(name) {
            return name.to_owned();
        }
        (1u32..).map(|i| format!("{name}.{i}")).find(|n| !taken(n)).unwrap_or_else(|| name.to_owned())
    }

    fn global(&mut self, dst: &mut Module, g: GlobalId) -> GlobalId {
        if let Some(&x) = self.globals.get(&g) {
            return x;
        }
        let mut gv = self.src.globals[g].clone();
        gv.name = Self::fresh_name(dst, &gv.name);
        gv.value_type = self.ty(dst, gv.value_type);
        gv.ty = self.ty(dst, gv.ty);
        let init = gv.init.take();
        let h = dst.globals.append(gv);
        self.globals.insert(g, h);
        if let Some(c) = init {
            let c = self.const_(dst, c);
            dst.globals[h].init = Some(c);
        }
        h
    }

    fn attrs(&mut self, dst: &mut Module, a: &mut AttributeSet) {
        if !a.function.iter().chain(&a.ret).chain(a.params.iter().flatten()).any(|at| at.ty.is_some()) {
            return;
        }
        // Only sets with type arguments are written (the lists are shared copy-on-write).
        let lists = &mut **a;
        let all = std::iter::once(&mut lists.function)
            .chain(std::iter::once(&mut lists.ret))
            .chain(lists.params.iter_mut());
        for list in all {
            for at in list.iter_mut() {
                if let Some(t) = at.ty {
                    at.ty = Some(self.ty(dst, t));
                }
            }
        }
    }

    /// Imports function `f` of the source (its body and everything it refers to);
    /// declarations of the same name in `dst` are shared.
    pub fn function(&mut self, dst: &mut Module, f: FuncId) -> FuncId {
        if let Some(&x) = self.functions.get(&f) {
            return x;
        }
        let src_f = &self.src.functions[f];
        if src_f.is_declaration() {
            if let Some(existing) = dst.function_by_name(&src_f.name) {
                self.functions.insert(f, existing);
                return existing;
            }
        }
        let mut func = src_f.clone();
        func.name = Self::fresh_name(dst, &func.name);
        func.ty = self.ty(dst, func.ty);
        func.ptr_ty = self.ty(dst, func.ptr_ty);
        for p in &mut func.params {
            p.ty = self.ty(dst, p.ty);
        }
        let mut attrs = std::mem::take(&mut func.attrs);
        self.attrs(dst, &mut attrs);
        func.attrs = attrs;
        // Registered before the body, so recursive references resolve to it.
        let body = std::mem::take(&mut func.insts);
        let h = dst.functions.append(func);
        self.functions.insert(f, h);
        let mut insts: Arena<InstData> = Arena::with_capacity(body.len());
        for (_, d) in body.iter() {
            let mut d = d.clone();
            d.ty = self.ty(dst, d.ty);
            match &mut d.op {
                Op::Load { ty, .. } => *ty = self.ty(dst, *ty),
                Op::Alloca { allocated, .. } => *allocated = self.ty(dst, *allocated),
                Op::Gep { source, .. } => *source = self.ty(dst, *source),
                Op::Call { fn_ty, attrs, .. } => {
                    *fn_ty = self.ty(dst, *fn_ty);
                    self.attrs(dst, attrs);
                }
                Op::Switch { cases, .. } => {
                    for (c, _) in cases.iter_mut() {
                        *c = self.const_(dst, *c);
                    }
                }
                _ => {}
            }
            for v in operands_mut(&mut d.op) {
                if let Value::Const(c) = v {
                    *c = self.const_(dst, *c);
                }
            }
            insts.append(d);
        }
        dst.functions[h].insts = insts;
        h
    }
}

// ---------------------------------------------------------------------------------------
// Building the graph's function

/// Reads one entry of a module's `!air.visible` list for `f`: its output node and its
/// argument nodes, as lists of string/integer operands (rendered for copying).
fn visible_entry(m: &Module, f: FuncId) -> Option<(Vec<MdId>, Vec<MdId>)> {
    let nodes = m.named_metadata.get("air.visible")?;
    for &n in nodes {
        let Some(Metadata::Node { ops, .. }) = m.metadata.get(n) else { continue };
        let Some(Some(first)) = ops.first() else { continue };
        let Some(Metadata::Value { value, .. }) = m.metadata.get(*first) else { continue };
        if m.called_function(Value::Const(*value)) != Some(f) {
            continue;
        }
        let list = |i: usize| -> Vec<MdId> {
            match ops.get(i).copied().flatten().and_then(|x| m.metadata.get(x)) {
                Some(Metadata::Node { ops, .. }) => ops.iter().flatten().copied().collect(),
                _ => Vec::new(),
            }
        };
        return Some((list(1), list(2)));
    }
    None
}

/// Copies an argument/output node's strings and integers from `src` to `dst`, with its
/// leading index replaced by `index` (when given) and its `air.arg_name` by `name`.
fn copy_arg_node(dst: &mut Module, src: &Module, node: MdId, index: Option<u32>, name: &str) -> MdId {
    let i32t = dst.types.int(32);
    let mut ops: Vec<Option<MdId>> = Vec::new();
    if let Some(i) = index {
        let c = dst.constants.append(ConstantData::Int { ty: i32t, bits: u128::from(i) });
        ops.push(Some(dst.metadata.append(Metadata::Value { ty: i32t, value: c })));
    }
    let src_ops: Vec<Option<MdId>> = match src.metadata.get(node) {
        Some(Metadata::Node { ops, .. }) => ops.clone(),
        _ => Vec::new(),
    };
    let skip = usize::from(index.is_some());
    let mut rename_next = false;
    for o in src_ops.into_iter().skip(skip) {
        let md = o.and_then(|o| src.metadata.get(o)).cloned();
        let new = match md {
            Some(Metadata::String(s)) => {
                let s = if rename_next { name.to_owned() } else { s };
                rename_next = s == "air.arg_name";
                Metadata::String(s)
            }
            Some(Metadata::Value { value, .. }) => match src.constants.get(value) {
                Some(ConstantData::Int { bits, .. }) => {
                    let c = dst.constants.append(ConstantData::Int { ty: i32t, bits: *bits });
                    Metadata::Value { ty: i32t, value: c }
                }
                _ => continue,
            },
            _ => continue,
        };
        ops.push(Some(dst.metadata.append(new)));
    }
    dst.metadata.append(Metadata::Node { distinct: false, ops })
}

/// Data and control predecessors of each node, checked.
fn dependencies(g: &Graph) -> Result<Vec<BTreeSet<usize>>, StitchError> {
    let count = g.nodes.len();
    let mut deps = vec![BTreeSet::new(); count];
    for (n, node) in g.nodes.iter().enumerate() {
        let Node::Function { arguments, control_dependencies, .. } = node else { continue };
        for (a, &id) in arguments.iter().enumerate() {
            if id >= count {
                let place = Place { node: Some(n), argument: Some(a), ..Place::default() };
                return Err(StitchError::NoSuchNode { node: n, id, count, place });
            }
            if matches!(g.nodes[id], Node::Function { .. }) {
                deps[n].insert(id);
            }
        }
        for (d, &id) in control_dependencies.iter().enumerate() {
            let place = Place { node: Some(n), dependency: Some(d), ..Place::default() };
            if id >= count {
                return Err(StitchError::NoSuchNode { node: n, id, count, place });
            }
            if matches!(g.nodes[id], Node::Input { .. }) {
                return Err(StitchError::InputAsDependency {
                    node: n,
                    id,
                    what: "a control dependency",
                    place,
                });
            }
            deps[n].insert(id);
        }
    }
    Ok(deps)
}

/// Function nodes in an order that respects every dependency; among ready nodes the
/// earliest in the graph goes first.
pub fn schedule(g: &Graph) -> Result<Vec<usize>, StitchError> {
    let deps = dependencies(g)?;
    let functions: Vec<usize> =
        (0..g.nodes.len()).filter(|&n| matches!(g.nodes[n], Node::Function { .. })).collect();
    let mut done: BTreeSet<usize> = BTreeSet::new();
    let mut order = Vec::new();
    while order.len() < functions.len() {
        let next = functions
            .iter()
            .copied()
            .find(|n| !done.contains(n) && deps[*n].iter().all(|d| done.contains(d)));
        match next {
            Some(n) => {
                done.insert(n);
                order.push(n);
            }
            None => {
                // What is left waits on itself: report the nodes on a cycle.
                let left: Vec<usize> = functions.iter().copied().filter(|n| !done.contains(n)).collect();
                let on_cycle = cycle_members(&deps, &left);
                let first = on_cycle.first().copied().unwrap_or(0);
                let place = Place { node: Some(first), ..Place::default() };
                return Err(StitchError::Cycle { nodes: on_cycle, place });
            }
        }
    }
    Ok(order)
}

/// The nodes of `left` that reach themselves through dependencies.
fn cycle_members(deps: &[BTreeSet<usize>], left: &[usize]) -> Vec<usize> {
    let reaches_self = |start: usize| {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<usize> = deps[start].iter().copied().collect();
        while let Some(n) = stack.pop() {
            if n == start {
                return true;
            }
            if seen.insert(n) {
                stack.extend(deps[n].iter().copied());
            }
        }
        false
    };
    left.iter().copied().filter(|&n| reaches_self(n)).collect()
}

/// Builds the graph's function from `sources` (each stitchable function's name and the
/// module holding it). The result is a new module holding the stitched function as its
/// only visible entry point (the module header comes from the first source).
pub fn stitch(sources: &[(&str, &Module)], g: &Graph) -> Result<Module, StitchError> {
    let order = schedule(g)?;
    let find = |name: &str| sources.iter().find(|(n, _)| *n == name);
    for (n, node) in g.nodes.iter().enumerate() {
        if let Node::Function { name, .. } = node {
            let Some((_, m)) = find(name) else {
                return Err(StitchError::MissingFunction {
                    node: n,
                    name: name.clone(),
                    suggestion: diagnostics::did_you_mean(name, sources.iter().map(|s| s.0))
                        .map(str::to_owned),
                });
            };
            if m.function_by_name(name).is_none_or(|f| m.functions[f].is_declaration()) {
                return Err(StitchError::NotStitchable {
                    name: name.clone(),
                    why: "its module does not define it".into(),
                });
            }
        }
    }
    if let Some(o) = g.output {
        if !matches!(g.nodes.get(o), Some(Node::Function { .. })) {
            return Err(StitchError::BadOutput { id: o });
        }
    }
    // The destination: the first source's header and named metadata, no code.
    let base = sources.first().map(|s| s.1).ok_or_else(|| StitchError::NotStitchable {
        name: g.name.clone(),
        why: "no stitchable functions are given".into(),
    })?;
    let mut dst = Module {
        source_filename: base.source_filename.clone(),
        triple: base.triple.clone(),
        datalayout: base.datalayout.clone(),
        ..Module::default()
    };
    // Module-level metadata of the first source (flags, versions, options), as strings
    // and integers.
    for (name, nodes) in &base.named_metadata {
        if name.starts_with("air.") && ENTRY_LISTS.contains(&name.as_str())
            || name == "air.function_constants"
        {
            continue;
        }
        let copied: Vec<MdId> = nodes.iter().map(|&n| copy_md(&mut dst, base, n, 0)).collect();
        dst.named_metadata.insert(name.clone(), copied);
    }

    // Import each used stitchable function.
    let mut imported: BTreeMap<String, FuncId> = BTreeMap::new();
    let mut importers: Vec<(usize, Importer)> = Vec::new();
    for node in &g.nodes {
        let Node::Function { name, .. } = node else { continue };
        if imported.contains_key(name) {
            continue;
        }
        let Some(si) = sources.iter().position(|(n, _)| n == name) else { continue };
        let src = sources[si].1;
        let Some(f) = src.function_by_name(name) else { continue };
        let pos = match importers.iter().position(|(i, _)| *i == si) {
            Some(p) => p,
            None => {
                importers.push((si, Importer::new(src)));
                importers.len() - 1
            }
        };
        let h = importers[pos].1.function(&mut dst, f);
        dst.functions[h].linkage = Linkage::Internal;
        imported.insert(name.clone(), h);
    }

    // Types: each input takes the type of the first parameter it feeds; every other use
    // must agree.
    let mut input_types: BTreeMap<u32, (Type, usize, usize)> = BTreeMap::new();
    let result_type = |dst: &Module, n: usize| -> Option<Type> {
        match &g.nodes[n] {
            Node::Function { name, .. } => {
                let f = imported.get(name)?;
                dst.types.function_parts(dst.functions[*f].ty).map(|p| p.0)
            }
            Node::Input { .. } => None,
        }
    };
    for (n, node) in g.nodes.iter().enumerate() {
        let Node::Function { name, arguments, .. } = node else { continue };
        let Some(&f) = imported.get(name) else { continue };
        let params: Vec<Type> = dst.functions[f].params.iter().map(|p| p.ty).collect();
        if params.len() != arguments.len() {
            return Err(StitchError::ArgumentCount {
                node: n,
                function: name.clone(),
                given: arguments.len(),
                expected: params.len(),
            });
        }
        for (a, (&id, &want)) in arguments.iter().zip(&params).enumerate() {
            let (given, source_desc) = match &g.nodes[id] {
                Node::Input { index } => match input_types.get(index) {
                    Some(&(t, pn, pa)) => (t, format!("input {index} (typed by node {pn}, argument {pa})")),
                    None => {
                        input_types.insert(*index, (want, n, a));
                        continue;
                    }
                },
                Node::Function { name: callee, .. } => match result_type(&dst, id) {
                    Some(t) => (t, format!("the result of node {id} (`{callee}`)")),
                    None => continue,
                },
            };
            if given != want {
                return Err(StitchError::TypeMismatch {
                    node: n,
                    argument: a,
                    function: name.clone(),
                    expected: dst.types.display(want),
                    given: dst.types.display(given),
                    source_desc,
                });
            }
        }
    }
    let max_input = input_types.keys().next_back().copied();
    if let Some(max) = max_input {
        if let Some(missing) = (0..=max).find(|i| !input_types.contains_key(i)) {
            return Err(StitchError::MissingInput { index: missing, max });
        }
    }

    // The function.
    let void = dst.types.void();
    let ret = g.output.and_then(|o| result_type(&dst, o)).unwrap_or(void);
    let params: Vec<Type> = input_types.values().map(|v| v.0).collect();
    let fty = dst.types.intern(TypeInner::Function { ret, params: params.clone(), vararg: false });
    let ptr_ty = dst.types.pointer(fty, 0);
    let mut func = Function {
        name: g.name.clone(),
        ty: fty,
        ptr_ty,
        params: params
            .iter()
            .enumerate()
            .map(|(i, &ty)| Param { ty, name: Some(format!("in{i}")) })
            .collect(),
        linkage: Linkage::External,
        attrs: AttributeSet::default(),
        section: None,
        calling_conv: 0,
        blocks: Arena::new(),
        insts: Arena::new(),
    };
    let entry = func.blocks.append(BlockData { name: Some("entry".into()), insts: Vec::new() });
    let mut results: BTreeMap<usize, Value> = BTreeMap::new();
    for &n in &order {
        let Node::Function { name, arguments, .. } = &g.nodes[n] else { continue };
        let Some(&f) = imported.get(name) else { continue };
        let args: Vec<Value> = arguments
            .iter()
            .map(|&id| match &g.nodes[id] {
                Node::Input { index } => Value::Arg(*index),
                Node::Function { .. } => results.get(&id).copied().unwrap_or(Value::Arg(0)),
            })
            .collect();
        let callee = dst.constants.append(ConstantData::Function(f));
        let fn_ty = dst.functions[f].ty;
        let rty = dst.types.function_parts(fn_ty).map(|p| p.0).unwrap_or(void);
        let i = func.insts.append(InstData {
            op: Op::Call {
                callee: Value::Const(callee),
                fn_ty,
                args,
                tail: 0,
                fast_math: 0,
                attrs: AttributeSet::default(),
            },
            ty: rty,
            name: (rty != void).then(|| format!("n{n}")),
            loc: None,
        });
        func.blocks[entry].insts.push(i);
        results.insert(n, Value::Inst(i));
    }
    let value = g.output.and_then(|o| results.get(&o).copied());
    let r = func.insts.append(InstData { op: Op::Ret { value }, ty: void, name: None, loc: None });
    func.blocks[entry].insts.push(r);
    let fid = dst.functions.append(func);

    // `!air.visible`: the stitched function, its inputs and output described as the
    // stitchable functions describe the parameters they feed.
    let mut arg_nodes: Vec<Option<MdId>> = Vec::new();
    for (&index, &(_, n, a)) in &input_types {
        let Node::Function { name, .. } = &g.nodes[n] else { continue };
        let Some((si, src)) = sources.iter().enumerate().find(|(_, s)| s.0 == name).map(|(i, s)| (i, s.1))
        else {
            continue;
        };
        let _ = si;
        let Some(sf) = src.function_by_name(name) else { continue };
        if let Some(node) = visible_entry(src, sf).and_then(|(_, args)| args.get(a).copied()) {
            arg_nodes.push(Some(copy_arg_node(&mut dst, src, node, Some(index), &format!("in{index}"))));
        }
    }
    let mut out_nodes: Vec<Option<MdId>> = Vec::new();
    if let Some(Node::Function { name, .. }) = g.output.and_then(|o| g.nodes.get(o)) {
        if let Some(src) = sources.iter().find(|s| s.0 == name).map(|s| s.1) {
            if let Some(sf) = src.function_by_name(name) {
                if let Some(node) = visible_entry(src, sf).and_then(|(outs, _)| outs.first().copied()) {
                    out_nodes.push(Some(copy_arg_node(&mut dst, src, node, None, "")));
                }
            }
        }
    }
    let fconst = dst.constants.append(ConstantData::Function(fid));
    let fmd = dst.metadata.append(Metadata::Value { ty: ptr_ty, value: fconst });
    let outs = dst.metadata.append(Metadata::Node { distinct: false, ops: out_nodes });
    let args = dst.metadata.append(Metadata::Node { distinct: false, ops: arg_nodes });
    let entry_md =
        dst.metadata.append(Metadata::Node { distinct: false, ops: vec![Some(fmd), Some(outs), Some(args)] });
    dst.named_metadata.insert("air.visible".into(), vec![entry_md]);

    if g.always_inline {
        crate::inline::inline_calls_in(&mut dst, fid, &BTreeSet::new());
        crate::cfg::simplify_function(&mut dst, fid);
        unique_names(&mut dst.functions[fid]);
    }
    crate::specialize::remove_unused(&mut dst, &BTreeSet::new());
    for (_, f) in dst.functions.iter() {
        gpu_ir::verify_function(&dst, f)?;
    }
    Ok(dst)
}

/// Gives every named value and block of `f` a distinct name (inlining copies callee
/// names, and IR text needs them distinct): repeats get `.1`, `.2`, ….
fn unique_names(f: &mut Function) {
    let mut taken: BTreeSet<String> = f.params.iter().filter_map(|p| p.name.clone()).collect();
    let mut fresh = |name: &mut Option<String>| {
        if let Some(n) = name.as_ref() {
            if !taken.insert(n.clone()) {
                let base = n.clone();
                let new =
                    (1u32..).map(|i| format!("{base}.{i}")).find(|c| !taken.contains(c)).unwrap_or(base);
                taken.insert(new.clone());
                *name = Some(new);
            }
        }
    };
    let blocks: Vec<gpu_ir::Block> = f.blocks.handles().collect();
    for b in blocks {
        fresh(&mut f.blocks[b].name);
        let insts = f.blocks[b].insts.clone();
        for i in insts {
            fresh(&mut f.insts[i].name);
        }
    }
}

const ENTRY_LISTS: [&str; 7] =
    ["air.kernel", "air.vertex", "air.fragment", "air.mesh", "air.object", "air.visible", "air.intersection"];

/// Copies metadata made of strings, integers, nodes and opaque records (module flags,
/// versions, options); values that name globals or functions become empty operands.
fn copy_md(dst: &mut Module, src: &Module, id: MdId, depth: u32) -> MdId {
    let md = match src.metadata.get(id) {
        Some(m) if depth < 32 => m.clone(),
        _ => return dst.metadata.append(Metadata::Node { distinct: false, ops: Vec::new() }),
    };
    let new = match md {
        Metadata::String(s) => Metadata::String(s),
        Metadata::Special { kind } => Metadata::Special { kind },
        Metadata::Value { value, .. } => {
            let mut imp = Importer::new(src);
            match src.constants.get(value) {
                Some(ConstantData::Int { .. } | ConstantData::Float { .. } | ConstantData::Data { .. })
                | Some(ConstantData::Aggregate { .. } | ConstantData::Zero(_)) => {
                    let c = imp.const_(dst, value);
                    let ty = dst.const_type(c);
                    Metadata::Value { ty, value: c }
                }
                _ => Metadata::Node { distinct: false, ops: Vec::new() },
            }
        }
        Metadata::Node { distinct, ops } => {
            let ops = ops.iter().map(|o| o.map(|o| copy_md(dst, src, o, depth + 1))).collect();
            Metadata::Node { distinct, ops }
        }
    };
    dst.metadata.append(new)
}
