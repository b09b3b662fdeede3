//! Rust code for the `.mtlp` FlatBuffers schema, from flatc — the steps of
//! `cargo xtask codegen`, kept free of dependencies so that the test of the committed code
//! (`crates/mtlp/tests/binary.rs`) runs exactly the same generation.
//!
//! flatc 2.0.8 (Debian's) refuses to generate Rust for a union with a `string` member
//! ("only tables can be union elements in the generated language"), which the schema needs
//! for `"id_type": "FunctionConstantName", "id": "base_color"`. So:
//! 1. flatc `--rust` runs on a copy of `schemas/mtlp.fbs` in which the member
//!    `FunctionConstantName: string` is an empty table `FunctionConstantName {}`;
//! 2. the generated code is patched back to a string in the two places where the stand-in
//!    would be wrong: the union's verifier arm (it would check a string as a table) and the
//!    accessor `FunctionConstantValue::id_as_function_constant_name` (now `Option<&str>`,
//!    read through the raw table);
//! 3. rustfmt formats it with its default style (an empty `rustfmt.toml` beside it, so no
//!    user or project configuration applies).
//!
//! The schema in `schemas/` stays the truth, and `flatc --binary` uses it unchanged. Every
//! rewrite checks that what it replaces is there exactly once, so a flatc that generates
//! different code fails loudly instead of silently producing a wrong reader.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the generated code is committed, relative to the workspace root.
pub const GENERATED: &str = "crates/mtlp/src/binary/mtlp_generated.rs";

/// The schema, relative to the workspace root.
pub const SCHEMA: &str = "schemas/mtlp.fbs";

const STRING_MEMBER: &str = "FunctionConstantName: string";

fn replace_once(text: &str, from: &str, to: &str, what: &str) -> Result<String, String> {
    match text.matches(from).count() {
        1 => Ok(text.replacen(from, to, 1)),
        n => Err(format!(
            "{what}: expected `{from}` exactly once, found it {n} times \
             (a different flatc version? update xtask/src/flatc_rust.rs)"
        )),
    }
}

/// The schema as given to `flatc --rust`: the string union member becomes an empty table.
pub fn rust_schema(schema: &str) -> Result<String, String> {
    let text = replace_once(schema, STRING_MEMBER, "FunctionConstantName", "schema")?;
    Ok(text
        + "\n/// Codegen stand-in for the string member of `FunctionConstantId` (see\n\
           /// xtask/src/flatc_rust.rs); never stored in a buffer.\n\
           table FunctionConstantName {}\n")
}

/// Puts the string back into flatc's (unformatted) output.
pub fn patch_generated(code: &str) -> Result<String, String> {
    let code = replace_once(
        code,
        "v.verify_union_variant::<flatbuffers::ForwardsUOffset<FunctionConstantName>>(\
         \"FunctionConstantId::FunctionConstantName\", pos)",
        "v.verify_union_variant::<flatbuffers::ForwardsUOffset<&str>>(\
         \"FunctionConstantId::FunctionConstantName\", pos)",
        "verifier of FunctionConstantId",
    )?;
    let code = replace_once(
        &code,
        "pub fn id_as_function_constant_name(&self) -> Option<FunctionConstantName<'a>> {",
        "pub fn id_as_function_constant_name(&self) -> Option<&'a str> {",
        "accessor id_as_function_constant_name",
    )?;
    replace_once(
        &code,
        "self.id().map(FunctionConstantName::init_from_table)",
        "self._tab.get::<flatbuffers::ForwardsUOffset<&str>>(FunctionConstantValue::VT_ID, None)",
        "accessor id_as_function_constant_name",
    )
}

/// Runs flatc and rustfmt in a fresh temporary directory named after `tag`; returns the
/// generated Rust. Needs `flatc` and `rustfmt` on PATH.
pub fn generate(root: &Path, tag: &str) -> Result<String, String> {
    let schema = std::fs::read_to_string(root.join(SCHEMA)).map_err(|e| format!("reading {SCHEMA}: {e}"))?;
    let dir: PathBuf = std::env::temp_dir().join(format!("metal-nt-codegen-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let result = generate_in(&dir, &schema);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn generate_in(dir: &Path, schema: &str) -> Result<String, String> {
    let io = |what: &str, e: std::io::Error| format!("{what}: {e}");
    let fbs = dir.join("mtlp.fbs");
    std::fs::write(&fbs, rust_schema(schema)?).map_err(|e| io("writing the codegen schema", e))?;
    let out = Command::new("flatc")
        .arg("--rust")
        .arg("-o")
        .arg(dir)
        .arg(&fbs)
        .output()
        .map_err(|e| io("running flatc (Debian: apt-get install flatbuffers-compiler)", e))?;
    if !out.status.success() {
        return Err(format!(
            "flatc --rust failed on the schema:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let rs = dir.join("mtlp_generated.rs");
    let code = std::fs::read_to_string(&rs).map_err(|e| io("reading flatc's output", e))?;
    std::fs::write(&rs, patch_generated(&code)?).map_err(|e| io("writing the patched code", e))?;
    // rustfmt looks for its configuration from the file's directory up: an empty one here
    // pins the default style.
    std::fs::write(dir.join("rustfmt.toml"), "").map_err(|e| io("writing rustfmt.toml", e))?;
    let out = Command::new("rustfmt")
        .arg("--edition")
        .arg("2021")
        .arg(&rs)
        .output()
        .map_err(|e| io("running rustfmt", e))?;
    if !out.status.success() {
        return Err(format!(
            "rustfmt failed on the generated code:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    std::fs::read_to_string(&rs).map_err(|e| io("reading the formatted code", e))
}
