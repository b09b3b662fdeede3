//! The middle end: what metal-nt does between reading AIR and generating code —
//! function-constant specialization, constant folding, dead-code elimination, CFG
//! simplification, inlining, global dead-code elimination and mem2reg on gpu-ir
//! (`pipeline` runs them in order), and
//! what backends need from it: structured control flow (`structurize`) and uniformity
//! (`uniformity`). docs/opt.md describes each pass. Folding evaluates with the reference
//! interpreter's own operations, so a folded constant is bit for bit what running the
//! code would give.

pub mod cfg;
pub mod cse;
pub mod dce;
pub mod dominators;
pub mod fold;
pub mod globaldce;
pub mod inline;
pub mod mem2reg;
pub mod pipeline;
pub mod rewrite;
pub mod specialize;
pub mod stitch;
pub mod structurize;
pub mod uniformity;
pub mod unroll;
