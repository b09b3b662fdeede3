//! The optimization pipeline: the order in which the passes run, and the verifier after
//! each of them.
//!
//! Order, for every function with a body:
//! 1. CFG simplification, folding, dead-code elimination (smaller bodies to inline);
//! 2. inlining of every call to a defined function, callees first (module-wide), then
//!    global dead-code elimination (`globaldce`): the callees whose every call was
//!    inlined, and the declarations and internal globals nothing uses any more, go;
//! 3. CFG simplification, then scalar replacement and promotion of allocas (mem2reg);
//! 4. folding, CFG simplification and dead-code elimination, repeated while folding or
//!    CFG simplification changes something (at most [`MAX_ROUNDS`] times: each round can
//!    expose constant branches to the next; dead-code elimination changes no operand of
//!    what stays and no terminator, so it never gives the next round work). Steps 3 and
//!    4 skip a function that step 1 neither folded nor simplified, that had nothing
//!    inlined and no alloca promoted: it is already where the rounds would leave it.
//!
//! With `disable_optimizations`, only inlining and global dead-code elimination run.
//! Backends have no call ABI, so inlining is required; removing what it leaves uncalled
//! completes it: a backend then compiles every definition the module holds (entry points
//! and exported functions) and needs no call graph to tell a helper from an entry point
//! (nor meets the calls a recursive helper keeps, when nothing calls the helper); folding, dead-code elimination, CFG simplification and mem2reg are
//! optional (what they leave — constant expressions, dead code, unreachable blocks,
//! allocas — every backend must handle anyway; the structurizer ignores unreachable
//! blocks). The verifier runs after every pass when `verify_each` is set, and always in
//! debug builds.
//!
//! [`optimize_simplified`] skips step 1 for the functions specialization reports it already
//! brought to that step's fixed point (checked instead of trusted when verifying).

use crate::globaldce::GlobalDceStats;
use crate::inline::InlineStats;
use crate::mem2reg::Mem2RegStats;
use gpu_ir::{verify_function, verify_module, FuncId, Module, VerifyError};

/// Fold/simplify/DCE rounds at most, after mem2reg.
pub const MAX_ROUNDS: usize = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Run only the passes backends need (`-disable-optimizations`).
    pub disable_optimizations: bool,
    /// Verify after every pass (always on in debug builds).
    pub verify_each: bool,
    /// Step 5: full unrolling of constant-trip loops over thread arrays, and what it
    /// exposes (scalar replacement, GEP combining, CSE). Backends choose
    /// (`codegen::backend::Backend::unroll_loops`): it removes local-memory arrays but
    /// costs 2–3× optimize time on real corpora (docs/opt.md).
    pub unroll: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options { disable_optimizations: false, verify_each: cfg!(debug_assertions), unroll: true }
    }
}

/// What the pipeline did, summed over the module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub folded: usize,
    pub dead_removed: usize,
    /// Functions whose CFG simplification changed something, counted per run.
    pub cfg_simplified: usize,
    pub inline: InlineStats,
    /// What global dead-code elimination removed after inlining.
    pub globaldce: GlobalDceStats,
    pub mem2reg: Mem2RegStats,
    /// Loops fully unrolled.
    pub unrolled: usize,
    /// Instructions common-subexpression elimination replaced.
    pub cse: usize,
    /// Passes run, each counted once per function (or once for module passes).
    pub passes: usize,
}

#[derive(Debug, thiserror::Error)]
pub enum OptError {
    #[error("the module does not verify before optimization: {0}")]
    Input(VerifyError),
    #[error("after {pass}: {source}")]
    Verify {
        pass: &'static str,
        #[source]
        source: VerifyError,
    },
}

struct Run<'a> {
    m: &'a mut Module,
    verify: bool,
    stats: Stats,
}

impl Run<'_> {
    fn check(&mut self, pass: &'static str, f: Option<FuncId>) -> Result<(), OptError> {
        self.stats.passes += 1;
        if !self.verify {
            return Ok(());
        }
        let r = match f {
            Some(f) => verify_function(self.m, &self.m.functions[f]),
            None => verify_module(self.m),
        };
        r.map_err(|source| OptError::Verify { pass, source })
    }

    fn cfg(&mut self, f: FuncId) -> Result<bool, OptError> {
        let c = crate::cfg::simplify_function(self.m, f);
        self.stats.cfg_simplified += usize::from(c);
        self.check("cfg-simplify", Some(f))?;
        Ok(c)
    }

    fn fold(&mut self, f: FuncId) -> Result<usize, OptError> {
        let n = crate::fold::fold_function(self.m, f);
        self.stats.folded += n;
        self.check("fold", Some(f))?;
        Ok(n)
    }

    fn dce(&mut self, f: FuncId) -> Result<usize, OptError> {
        let n = crate::dce::dce_function(self.m, f);
        self.stats.dead_removed += n;
        self.check("dce", Some(f))?;
        Ok(n)
    }
}

/// Optimizes every function of `m` in place.
pub fn optimize(m: &mut Module, opts: &Options) -> Result<Stats, OptError> {
    optimize_simplified(m, opts, &[])
}

/// [`optimize`], told which functions (by name) are already at the fixed point of
/// folding, dead-code elimination and CFG simplification, as specialization reports them
/// ([`crate::specialize::Report::simplified`]): step 1 would change nothing in them, so it
/// is skipped. When the pipeline verifies (`verify_each`, debug builds), the claim is not
/// trusted: step 1 runs, and a change it makes in such a function is an error in debug
/// builds.
pub fn optimize_simplified(m: &mut Module, opts: &Options, simplified: &[String]) -> Result<Stats, OptError> {
    let verify = opts.verify_each || cfg!(debug_assertions);
    if verify {
        verify_module(m).map_err(OptError::Input)?;
    }
    let defined: Vec<FuncId> =
        m.functions.iter().filter(|(_, f)| !f.is_declaration()).map(|(h, _)| h).collect();
    let mut run = Run { m, verify, stats: Stats::default() };
    // Functions whose first clean-up changed something, or that get code inlined or
    // allocas promoted, go through the rounds; the others are already at the fixed point
    // (most functions of optimized AIR).
    let mut dirty = vec![false; run.m.functions.len()];
    if !opts.disable_optimizations {
        let simplified: std::collections::BTreeSet<&str> = simplified.iter().map(String::as_str).collect();
        for &f in &defined {
            let claimed = simplified.contains(run.m.functions[f].name.as_str());
            if claimed && !verify {
                continue;
            }
            let c = run.cfg(f)?;
            let n = run.fold(f)?;
            let d = run.dce(f)?;
            debug_assert!(
                !claimed || !(c || n > 0 || d > 0),
                "`{}` was reported simplified, but the first clean-up changed it",
                run.m.functions[f].name
            );
            // Removing dead code changes no operand of what stays and no terminator, so
            // it gives neither folding nor CFG simplification anything new to do.
            dirty[f.index()] = c || n > 0;
        }
    }
    // Functions that call a defined function get code inlined (or keep a call): they go
    // through the rounds.
    let (inlined, calls) = crate::inline::inline_module_calls(run.m);
    run.stats.inline = inlined;
    for (d, c) in dirty.iter_mut().zip(&calls) {
        *d |= c;
    }
    run.check("inline", None)?;
    // Before the later steps: they need not clean up functions that are about to go.
    let (removed, map) = crate::globaldce::remove_dead_globals(run.m);
    run.stats.globaldce = removed;
    run.check("globaldce", None)?;
    if opts.disable_optimizations {
        return Ok(run.stats);
    }
    // Survivors keep their order; their handles and flags follow the renumbering.
    let defined: Vec<FuncId> = defined.iter().filter_map(|f| map.get(f.index()).copied().flatten()).collect();
    let mut renumbered = vec![false; run.m.functions.len()];
    for (old, new) in map.iter().enumerate() {
        if let Some(new) = new {
            renumbered[new.index()] = dirty[old];
        }
    }
    let dirty = renumbered;
    for &f in &defined {
        if dirty[f.index()] {
            run.cfg(f)?;
        }
        let s = run.mem2reg(f)?;
        if dirty[f.index()] || s.promoted > 0 || s.split > 0 {
            run.rounds(f)?;
        }
        // Loops with a constant trip count, then what their copies expose: constant
        // indices into thread arrays (scalar replacement and promotion again) and
        // constant branches.
        let u = if opts.unroll { crate::unroll::unroll_function(run.m, f) } else { 0 };
        run.stats.unrolled += u;
        run.check("unroll", Some(f))?;
        if u > 0 {
            run.rounds(f)?;
            crate::unroll::combine_geps(run.m, f);
            run.check("combine-geps", Some(f))?;
            run.mem2reg(f)?;
            run.rounds(f)?;
            let c = crate::cse::cse_function(run.m, f);
            run.stats.cse += c;
            run.check("cse", Some(f))?;
            if c > 0 {
                run.dce(f)?;
            }
        }
    }
    Ok(run.stats)
}

impl Run<'_> {
    fn mem2reg(&mut self, f: FuncId) -> Result<Mem2RegStats, OptError> {
        let s = crate::mem2reg::mem2reg_function(self.m, f);
        self.stats.mem2reg.split += s.split;
        self.stats.mem2reg.promoted += s.promoted;
        self.stats.mem2reg.phis += s.phis;
        self.check("mem2reg", Some(f))?;
        Ok(s)
    }

    /// Folding, CFG simplification and DCE while folding or the CFG changes.
    fn rounds(&mut self, f: FuncId) -> Result<(), OptError> {
        for _ in 0..MAX_ROUNDS {
            let folded = self.fold(f)?;
            let simplified = self.cfg(f)?;
            self.dce(f)?;
            // This round's dead-code elimination cannot give the next round work (see
            // above): only folding or a CFG change can.
            if folded == 0 && !simplified {
                break;
            }
        }
        Ok(())
    }
}
