//! Transformations of the IR. Each pass takes the module, leaves it valid for the
//! verifier, and reports what it did.

pub mod lower_air;

pub use lower_air::{lower_air_calls, LowerStats};
