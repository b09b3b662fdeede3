//! The middle end: what metal-nt does between reading AIR and generating code —
//! function-constant specialization, constant folding, dead-code elimination and CFG
//! simplification on gpu-ir. Folding evaluates with the reference interpreter's own
//! operations, so a folded constant is bit for bit what running the code would give.

pub mod cfg;
pub mod dce;
pub mod fold;
pub mod rewrite;
