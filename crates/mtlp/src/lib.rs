//! Metal pipelines scripts (metal-pipelines-script(5)): the typed model of every member,
//! the lenient `.mtlp-json` reader, the `.mtlp` FlatBuffers reader, the decoder from either
//! into the model (which reports every problem with its location), cross-reference
//! validation, predicate expressions, and function references.

pub mod binary;
pub mod decode;
pub mod json;
pub mod model;
pub mod predicate;
pub mod reference;
pub mod validate;

pub use decode::{load, Format, Loaded};
pub use model::Script;
