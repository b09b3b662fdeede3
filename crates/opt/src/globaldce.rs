//! Global dead-code elimination: removes the functions and global variables nothing live
//! refers to. It runs after inlining, where it removes the callees whose every call was
//! inlined, and declarations (intrinsics) that folding and dead-code elimination left
//! without a caller.
//!
//! Live roots, as in LLVM's `GlobalDCE`:
//! - definitions (functions with a body, globals with an initializer) whose linkage lets
//!   another module or the runtime see them: everything but `internal`, `private`,
//!   `linkonce`/`linkonce_odr` and `available_externally`. Entry points are external, and
//!   so are visible and stitchable functions, which a dynamic library may export: they
//!   stay even without a caller;
//! - globals of `appending` linkage (`llvm.global_ctors`, `llvm.used`,
//!   `llvm.compiler.used`): the runtime or the linker reads them, so what they list stays;
//! - everything named metadata reaches (`!air.kernel` names its function, and metadata
//!   must never name a removed one).
//!
//! From the roots, a function keeps alive the constants its instructions use, a global
//! its initializer, and a constant the functions and globals it names (through constant
//! expressions and aggregates). Declarations are never roots: one nothing uses is removed.
//!
//! Arenas do not shrink in place, so removal renumbers the survivors (in their order) and
//! rewrites every constant that names a function or global. A constant that names a
//! removed one is itself unreachable from anything live (otherwise its target would be
//! live); it becomes `undef` of its type, so no handle dangles. Constants and metadata are
//! otherwise left as they are: nothing prints or compiles what nothing references.

use gpu_ir::{ConstExpr, ConstantData, FuncId, GlobalId, Linkage, Metadata, Module, Op, Value};

/// What the pass removed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GlobalDceStats {
    /// Functions with a body removed.
    pub functions: usize,
    /// Function declarations removed.
    pub declarations: usize,
    /// Global variables removed.
    pub globals: usize,
}

/// Old function handle → new one (`None`: removed), as [`remove_dead_globals`] renumbers.
pub type FunctionMap = Vec<Option<FuncId>>;

/// Whether a definition of this linkage can go when nothing in the module uses it.
fn discardable(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::Internal
            | Linkage::Private
            | Linkage::LinkOnceOdr
            | Linkage::LinkOnceAny
            | Linkage::AvailableExternally
    )
}

struct Marks<'a> {
    m: &'a Module,
    functions: Vec<bool>,
    globals: Vec<bool>,
    consts: Vec<bool>,
    work_f: Vec<FuncId>,
    work_g: Vec<GlobalId>,
    stack: Vec<gpu_ir::ConstId>,
}

impl Marks<'_> {
    fn function(&mut self, f: FuncId) {
        if let Some(x) = self.functions.get_mut(f.index()) {
            if !*x {
                *x = true;
                self.work_f.push(f);
            }
        }
    }

    fn global(&mut self, g: GlobalId) {
        if let Some(x) = self.globals.get_mut(g.index()) {
            if !*x {
                *x = true;
                self.work_g.push(g);
            }
        }
    }

    /// Marks `c` and what it names (iteratively: constant expressions can nest deeply).
    fn constant(&mut self, c: gpu_ir::ConstId) {
        // Most operands name a constant already seen: answer those without the stack.
        if self.consts.get(c.index()).is_none_or(|&x| x) {
            return;
        }
        self.stack.push(c);
        while let Some(c) = self.stack.pop() {
            match self.consts.get_mut(c.index()) {
                Some(x) if !*x => *x = true,
                _ => continue,
            }
            match self.m.constants.get(c) {
                Some(ConstantData::Aggregate { elems, .. }) => self.stack.extend(elems.iter().copied()),
                Some(ConstantData::Global(g)) => self.global(*g),
                Some(ConstantData::Function(f)) => self.function(*f),
                Some(ConstantData::Expr { expr, .. }) => match expr {
                    ConstExpr::Cast { value, .. } | ConstExpr::Unary { value, .. } => self.stack.push(*value),
                    ConstExpr::Binary { lhs, rhs, .. } | ConstExpr::Cmp { lhs, rhs, .. } => {
                        self.stack.extend([*lhs, *rhs])
                    }
                    ConstExpr::Gep { base, indices, .. } => {
                        self.stack.push(*base);
                        self.stack.extend(indices.iter().copied());
                    }
                    ConstExpr::Select { cond, then, otherwise } => {
                        self.stack.extend([*cond, *then, *otherwise])
                    }
                    ConstExpr::ExtractElement { vector, index } => self.stack.extend([*vector, *index]),
                    ConstExpr::InsertElement { vector, value, index } => {
                        self.stack.extend([*vector, *value, *index])
                    }
                    ConstExpr::ShuffleVector { a, b, .. } => self.stack.extend([*a, *b]),
                },
                _ => {}
            }
        }
    }
}

/// Which functions and globals are live (by index).
fn liveness(m: &Module) -> (Vec<bool>, Vec<bool>) {
    let mut k = Marks {
        m,
        functions: vec![false; m.functions.len()],
        globals: vec![false; m.globals.len()],
        consts: vec![false; m.constants.len()],
        work_f: Vec::new(),
        work_g: Vec::new(),
        stack: Vec::new(),
    };
    for (h, f) in m.functions.iter() {
        if !f.is_declaration() && !discardable(f.linkage) {
            k.function(h);
        }
    }
    for (h, g) in m.globals.iter() {
        if g.linkage == Linkage::Appending || (g.init.is_some() && !discardable(g.linkage)) {
            k.global(h);
        }
    }
    let mut md_seen = vec![false; m.metadata.len()];
    let mut md_stack: Vec<gpu_ir::MdId> = m.named_metadata.values().flatten().copied().collect();
    while let Some(id) = md_stack.pop() {
        match md_seen.get_mut(id.index()) {
            Some(x) if !*x => *x = true,
            _ => continue,
        }
        match m.metadata.get(id) {
            Some(Metadata::Node { ops, .. }) => md_stack.extend(ops.iter().flatten().copied()),
            Some(Metadata::Value { value, .. }) => k.constant(*value),
            _ => {}
        }
    }
    loop {
        if let Some(g) = k.work_g.pop() {
            if let Some(init) = m.globals[g].init {
                k.constant(init);
            }
            continue;
        }
        let Some(f) = k.work_f.pop() else { break };
        let func = &m.functions[f];
        for (_, b) in func.blocks.iter() {
            for &i in &b.insts {
                let op = &func.insts[i].op;
                op.for_each_operand(|v| {
                    if let Value::Const(c) = v {
                        k.constant(c);
                    }
                });
                if let Op::Switch { cases, .. } = op {
                    for &(c, _) in cases {
                        k.constant(c);
                    }
                }
            }
        }
    }
    (k.functions, k.globals)
}

/// Removes the functions and globals nothing live refers to (see the module
/// documentation). Returns what it removed and the renumbering of the functions.
pub fn remove_dead_globals(m: &mut Module) -> (GlobalDceStats, FunctionMap) {
    let (live_f, live_g) = liveness(m);
    let mut stats = GlobalDceStats::default();
    let identity = || m.functions.handles().map(Some).collect::<FunctionMap>();
    if live_f.iter().all(|&x| x) && live_g.iter().all(|&x| x) {
        return (stats, identity());
    }
    let mut fmap: FunctionMap = vec![None; live_f.len()];
    let mut n = 0u32;
    for (k, &live) in live_f.iter().enumerate() {
        if live {
            fmap[k] = Some(FuncId::from_index(n));
            n += 1;
        }
    }
    let mut gmap: Vec<Option<GlobalId>> = vec![None; live_g.len()];
    let mut n = 0u32;
    for (k, &live) in live_g.iter().enumerate() {
        if live {
            gmap[k] = Some(GlobalId::from_index(n));
            n += 1;
        }
    }
    // Constants naming a removed function or global are unreachable: `undef` instead.
    for k in 0..m.constants.len() {
        let c = gpu_ir::ConstId::from_index(k as u32);
        let replacement = match &m.constants[c] {
            // A handle out of range (a module that does not verify) is left as it was.
            ConstantData::Function(f) => match fmap.get(f.index()) {
                Some(Some(nf)) => ConstantData::Function(*nf),
                Some(None) => ConstantData::Undef(m.const_type(c)),
                None => continue,
            },
            ConstantData::Global(g) => match gmap.get(g.index()) {
                Some(Some(ng)) => ConstantData::Global(*ng),
                Some(None) => ConstantData::Undef(m.const_type(c)),
                None => continue,
            },
            _ => continue,
        };
        m.constants[c] = replacement;
    }
    // Survivors are moved, in order, into new arenas.
    let mut functions = gpu_ir::Arena::with_capacity(fmap.iter().flatten().count());
    for (k, &live) in live_f.iter().enumerate() {
        let h = FuncId::from_index(k as u32);
        if !live {
            if m.functions[h].is_declaration() {
                stats.declarations += 1;
            } else {
                stats.functions += 1;
            }
            continue;
        }
        functions.append(crate::rewrite::take_function(m, h));
    }
    let mut globals = gpu_ir::Arena::with_capacity(gmap.iter().flatten().count());
    for (k, &live) in live_g.iter().enumerate() {
        if !live {
            stats.globals += 1;
            continue;
        }
        // Moved, not cloned: the old arena is dropped below.
        let g = &mut m.globals[GlobalId::from_index(k as u32)];
        let name = std::mem::take(&mut g.name);
        let section = g.section.take();
        globals.append(gpu_ir::GlobalVar { name, section, ..*g });
    }
    m.functions = functions;
    m.globals = globals;
    (stats, fmap)
}
