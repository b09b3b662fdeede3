//! The machine layer shared by every backend (docs/architecture.md, "Native code"):
//! the [`Backend`] trait and the arch → backend [`registry`], what a backend is given
//! ([`Unit`]) and returns ([`Compiled`]), kernel parameter classification from AIR
//! metadata ([`params`]), the linear-scan register allocator over structured machine code
//! ([`regalloc`]), parallel-copy sequentialization ([`pcopy`]), module constant data in the
//! interpreter's layout ([`data`]), constant folding of 32-bit integers ([`fold`]) and the
//! legalizations ([`legalize`], [`matrix`]).

pub mod async_copy;
pub mod backend;
pub mod data;
pub mod fold;
mod lane_loads;
pub mod legalize;
pub mod mathlib;
pub mod matrix;
pub mod params;
pub mod pcopy;
pub mod regalloc;
pub mod registry;

pub use backend::{Backend, BackendError, Compiled, Resources, Unit};
pub use registry::{IsaStatus, Registry};
