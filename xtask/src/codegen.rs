//! `cargo xtask codegen [--check]`: Rust code for the `.mtlp` FlatBuffers schema.
//!
//! The steps (flatc on a copy of the schema where the string union member is an empty
//! table, patches putting the string back, rustfmt) are in `flatc_rust.rs`, shared with the
//! test that checks the committed code is current (`crates/mtlp/tests/binary.rs`).

use std::path::Path;

use anyhow::{anyhow, bail, Context, Result};

use crate::flatc_rust::{generate, GENERATED};

pub fn run(root: &Path, check: bool) -> Result<()> {
    let text = generate(root, "xtask").map_err(|e| anyhow!(e))?;
    let path = root.join(GENERATED);
    if check {
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current != text {
            bail!("{GENERATED} is out of date: run `cargo xtask codegen`");
        }
        println!("{GENERATED} is current");
    } else {
        std::fs::write(&path, text).with_context(|| format!("writing {GENERATED}"))?;
        println!("wrote {GENERATED}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::flatc_rust::{patch_generated, rust_schema};

    #[test]
    fn the_string_member_becomes_a_table() {
        let s =
            rust_schema("union FunctionConstantId { FunctionConstantIndex, FunctionConstantName: string }")
                .expect("rewrite");
        assert!(s.starts_with("union FunctionConstantId { FunctionConstantIndex, FunctionConstantName }"));
        assert!(s.contains("table FunctionConstantName {}"));
        assert!(rust_schema("union U { A }").is_err(), "a schema without the member is refused");
    }

    #[test]
    fn patches_refuse_unknown_output() {
        assert!(patch_generated("fn main() {}").is_err());
    }
}
