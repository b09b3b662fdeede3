//! `cargo xtask fixtures [--check]`: builds the committed fixture libraries from the AIR
//! sources in `fixtures/air/`. Each function of `fixtures/air/libraries.json` is its
//! template `.ll` with the entry function renamed, assembled by LLVM 14's `llvm-as`, and
//! packed by our own writer; AIR and language versions and function constants come from
//! the module itself, read by our AIR reader. `--check` rebuilds in memory and fails when a
//! committed library differs, so the built files can never drift from their sources.

use anyhow::{anyhow, bail, Context, Result};
use metallib::{BuildOptions, FunctionType, NewConstant, NewFunction};
use serde::Deserialize;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

#[derive(Deserialize)]
struct Manifest {
    libraries: Vec<LibrarySpec>,
}

#[derive(Deserialize)]
struct LibrarySpec {
    path: String,
    functions: Vec<FunctionSpec>,
}

#[derive(Deserialize)]
struct FunctionSpec {
    name: String,
    source: String,
    rename_from: Option<String>,
    #[serde(rename = "type")]
    ty: String,
}

/// Replaces `@from` by `@to` wherever the next character cannot continue an identifier.
pub fn rename(text: &str, from: &str, to: &str) -> String {
    let needle = format!("@{from}");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(&needle) {
        let after = &rest[i + needle.len()..];
        let continues = after.chars().next().is_some_and(|c| c.is_ascii_alphanumeric() || "._$".contains(c));
        out.push_str(&rest[..i]);
        out.push_str(if continues { &needle } else { "@" });
        if !continues {
            out.push_str(to);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

fn assemble(text: &str, what: &str) -> Result<Vec<u8>> {
    let mut child = Command::new("llvm-as")
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("running llvm-as (LLVM 14; Debian package llvm-14)")?;
    child.stdin.take().ok_or_else(|| anyhow!("no stdin"))?.write_all(text.as_bytes())?;
    let out = child.wait_with_output()?;
    if !out.status.success() {
        bail!("llvm-as failed on {what}:\n{}", String::from_utf8_lossy(&out.stderr));
    }
    Ok(out.stdout)
}

fn data_type(type_name: &str) -> Result<u8> {
    metallib::format::data_type_from_name(type_name)
        .ok_or_else(|| anyhow!("no MTLDataType for AIR type {type_name:?}"))
}

/// Builds every library of the manifest: `(path, bytes)`.
pub fn build_all(root: &Path) -> Result<Vec<(String, Vec<u8>)>> {
    let dir = root.join("fixtures/air");
    let manifest: Manifest = serde_json::from_slice(&std::fs::read(dir.join("libraries.json"))?)
        .context("reading fixtures/air/libraries.json")?;
    let mut out = Vec::new();
    for lib in &manifest.libraries {
        let mut functions = Vec::new();
        for f in &lib.functions {
            let what = format!("{} ({})", f.source, f.name);
            let text = std::fs::read_to_string(dir.join(&f.source))
                .with_context(|| format!("reading {}", f.source))?;
            let text = match &f.rename_from {
                Some(from) => rename(&text, from, &f.name),
                None => text,
            };
            let bitcode = assemble(&text, &what)?;
            let summary =
                air::read_summary(&bitcode).map_err(|e| anyhow!("our AIR reader rejects {what}: {e}"))?;
            if !summary.entry_points.iter().any(|e| e.name == f.name) {
                bail!("{what}: the module has no entry point named {}", f.name);
            }
            let ty =
                FunctionType::from_name(&f.ty).ok_or_else(|| anyhow!("{what}: unknown type {:?}", f.ty))?;
            let air = summary.air_version.map(|v| (v.0 as u16, v.1 as u16)).unwrap_or((2, 6));
            let lang = summary.language.as_ref().map(|l| (l.1 as u16, l.2 as u16)).unwrap_or((3, 1));
            let mut constants = Vec::new();
            for c in &summary.function_constants {
                constants.push(NewConstant {
                    name: c.name.clone(),
                    data_type: data_type(&c.type_name)?,
                    index: c.index as u16,
                    active: c.active.unwrap_or(true),
                });
            }
            functions.push(NewFunction {
                name: f.name.clone(),
                function_type: ty,
                module: bitcode,
                air_version: air,
                language_version: lang,
                constants,
            });
        }
        let bytes = metallib::build(&BuildOptions::default(), &functions)
            .map_err(|e| anyhow!("{}: {e}", lib.path))?;
        out.push((lib.path.clone(), bytes));
    }
    Ok(out)
}

pub fn run(root: &Path, check: bool) -> Result<()> {
    let built = build_all(root)?;
    let mut stale = Vec::new();
    for (path, bytes) in &built {
        let full = root.join(path);
        if check {
            if std::fs::read(&full).ok().as_deref() != Some(&bytes[..]) {
                stale.push(path.clone());
            }
        } else {
            if let Some(parent) = full.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&full, bytes)?;
            println!("wrote {path} ({} bytes)", bytes.len());
        }
    }
    if !stale.is_empty() {
        bail!("fixture libraries out of date (run `cargo xtask fixtures`): {}", stale.join(", "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::rename;

    #[test]
    fn rename_stops_at_identifier_boundaries() {
        let src = "define void @k(float* %a) {}\n!0 = !{void (float*)* @k, @k.x, @kk}";
        assert_eq!(
            rename(src, "k", "my_kernel"),
            "define void @my_kernel(float* %a) {}\n!0 = !{void (float*)* @my_kernel, @k.x, @kk}"
        );
    }
}
