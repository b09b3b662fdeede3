//! The GPU IR of metal-nt: what every stage between reading AIR and emitting native code
//! works on. SSA in arenas with typed handles (naga's and cranelift's model), interned
//! types that keep pointee types and address spaces, LLVM's instruction subset as AIR
//! uses it, typed GPU operations decoded from intrinsic calls (`gpu`, `passes`), a stable
//! printer (docs/ir.md) and a verifier.

pub mod arena;
pub mod gpu;
pub mod ir;
pub mod passes;
pub mod print;
pub mod types;
pub mod verify;

pub use arena::{Arena, Handle};
pub use gpu::{classify, decode_name, GpuOp};
pub use ir::*;
pub use print::{function_to_string, module_to_string};
pub use types::{Type, TypeInner, Types};
pub use verify::{verify_function, verify_module, DomTree, VerifyError};
