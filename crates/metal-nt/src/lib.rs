//! The metal-nt command line as a library, so that `cargo xtask dist` can generate the man
//! page and shell completions from the same clap definitions the binary uses.

pub mod cli;
pub mod output;
pub mod render;
