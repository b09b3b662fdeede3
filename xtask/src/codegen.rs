//! `cargo xtask codegen`: Rust code for the `.mtlp` FlatBuffers schema.
//!
//! flatc 2.0.8 (Debian's) refuses to generate Rust for a union with a `string` member, which
//! the schema needs (`"id": "base_color"` of FunctionConstantName). The generation therefore
//! runs on a copy of the schema in which that member is an empty table; the reader decodes
//! the member as a string through the raw table (crates/mtlp/src/binary/mod.rs). The
//! schema in `schemas/` stays the truth, and `flatc --binary` uses it unchanged.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};

pub const GENERATED: &str = "crates/mtlp/src/binary/mtlp_generated.rs";

/// The schema as given to `flatc --rust`.
pub fn rust_schema(schema: &str) -> Result<String> {
    const MEMBER: &str = "FunctionConstantName: string";
    if !schema.contains(MEMBER) {
        bail!("schemas/mtlp.fbs no longer has `{MEMBER}`: update xtask/src/codegen.rs");
    }
    Ok(schema.replace(MEMBER, "FunctionConstantName")
        + "\n/// Codegen stand-in: the real member is a string.\ntable FunctionConstantName {}\n")
}

/// Runs flatc and rustfmt in a temporary directory; returns the generated Rust.
pub fn generate(root: &Path) -> Result<String> {
    let schema =
        std::fs::read_to_string(root.join("schemas/mtlp.fbs")).context("reading schemas/mtlp.fbs")?;
    let dir: PathBuf = std::env::temp_dir().join(format!("metal-nt-codegen-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let fbs = dir.join("mtlp.fbs");
    std::fs::write(&fbs, rust_schema(&schema)?)?;
    let status = Command::new("flatc")
        .arg("--rust")
        .arg("-o")
        .arg(&dir)
        .arg(&fbs)
        .status()
        .context("running flatc (Debian: apt-get install flatbuffers-compiler)")?;
    if !status.success() {
        bail!("flatc failed on the schema");
    }
    let out = dir.join("mtlp_generated.rs");
    let status =
        Command::new("rustfmt").arg("--edition").arg("2021").arg(&out).status().context("running rustfmt")?;
    if !status.success() {
        bail!("rustfmt failed on the generated code");
    }
    let text = std::fs::read_to_string(&out)?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(text)
}

pub fn run(root: &Path, check: bool) -> Result<()> {
    let text = generate(root)?;
    let path = root.join(GENERATED);
    if check {
        let current = std::fs::read_to_string(&path).unwrap_or_default();
        if current != text {
            bail!("{GENERATED} is out of date: run `cargo xtask codegen`");
        }
        println!("{GENERATED} is current");
    } else {
        std::fs::write(&path, text)?;
        println!("wrote {GENERATED}");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed generated code is what flatc makes from the schema. Skips with a notice
    /// where flatc is missing, unless METAL_NT_REQUIRE_ORACLES=1.
    #[test]
    fn generated_code_is_current() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        if Command::new("flatc").arg("--version").output().is_err() {
            assert!(
                std::env::var("METAL_NT_REQUIRE_ORACLES").as_deref() != Ok("1"),
                "flatc is required (METAL_NT_REQUIRE_ORACLES=1)"
            );
            eprintln!("notice: flatc not installed; skipping the codegen check");
            return;
        }
        let fresh = generate(&root).expect("codegen");
        let committed = std::fs::read_to_string(root.join(GENERATED)).expect("committed generated code");
        assert!(fresh == committed, "{GENERATED} is out of date: run `cargo xtask codegen`");
    }
}
