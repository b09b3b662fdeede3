//! Getting each pinned archive exactly once: a verified copy already in the download
//! directory (or in a directory of archives given with `--from`) is used as it is;
//! otherwise the registry's own client fetches it — `pip download` for wheels, `npm pack`
//! for npm tarballs, and for crates a throwaway manifest that depends on each pinned
//! version, `cargo fetch`, and the `.crate` out of cargo's registry cache (cargo has no
//! command that downloads one crate). Every archive is checked against its SHA-256.

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

use super::pins::{Package, Registry};

/// Lower-case hex SHA-256 of a file, read in chunks.
pub fn sha256_file(path: &Path) -> Result<String> {
    let mut file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut h = Sha256::new();
    std::io::copy(&mut file, &mut h).with_context(|| format!("reading {}", path.display()))?;
    Ok(hex(&h.finalize()))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `-`, `.` and `_` all become `_`: wheel names spell `pysdl2-dll` as `pysdl2_dll`.
fn normalized(s: &str) -> String {
    s.chars().map(|c| if "-._".contains(c) { '_' } else { c.to_ascii_lowercase() }).collect()
}

/// Whether `file` names an archive of `pkg` (any wheel tag, `.tgz` or `.crate`).
fn names_package(file: &str, pkg: &Package) -> bool {
    let stem = normalized(&pkg.id());
    let file = normalized(file);
    file.strip_prefix(&stem).is_some_and(|rest| rest.starts_with('_'))
}

/// A file in `dir` naming `pkg` whose SHA-256 is the pinned one.
fn verified_in(dir: &Path, pkg: &Package) -> Result<Option<PathBuf>> {
    let Ok(read) = std::fs::read_dir(dir) else { return Ok(None) };
    let mut candidates: Vec<PathBuf> = read
        .flatten()
        .map(|e| e.path())
        .filter(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.len() == pkg.size))
        .filter(|p| p.file_name().is_some_and(|n| names_package(&n.to_string_lossy(), pkg)))
        .collect();
    candidates.sort();
    for c in candidates {
        if sha256_file(&c)? == pkg.sha256 {
            return Ok(Some(c));
        }
    }
    Ok(None)
}

/// Where a package's archive is kept: `dl/<registry>/<name>-<version>/`.
pub fn package_dir(dl: &Path, pkg: &Package) -> PathBuf {
    dl.join(pkg.registry.label()).join(pkg.id())
}

fn run(cmd: &mut Command, what: &str) -> Result<()> {
    let status = cmd.status().with_context(|| format!("running {what}"))?;
    if !status.success() {
        bail!("{what} failed ({status})");
    }
    Ok(())
}

/// The archive of every package in `pkgs`, in that order: verified copies where they
/// exist, downloads for the rest. Returns the paths and the bytes downloaded.
pub fn archives(dl: &Path, from: Option<&Path>, pkgs: &[&Package]) -> Result<(Vec<PathBuf>, u64)> {
    let mut found: Vec<Option<PathBuf>> = Vec::with_capacity(pkgs.len());
    for pkg in pkgs {
        let mut hit = verified_in(&package_dir(dl, pkg), pkg)?;
        if let (None, Some(from)) = (&hit, from) {
            // Copied in, so the download directory looks the same however it was filled.
            if let Some(src) = verified_in(from, pkg)? {
                let dir = package_dir(dl, pkg);
                std::fs::create_dir_all(&dir)?;
                let dst = dir.join(src.file_name().unwrap_or_default());
                std::fs::copy(&src, &dst).with_context(|| format!("copying {}", src.display()))?;
                hit = Some(dst);
            }
        }
        found.push(hit);
    }
    let missing: Vec<&Package> =
        pkgs.iter().zip(&found).filter(|(_, f)| f.is_none()).map(|(p, _)| *p).collect();
    for pkg in &missing {
        // Whatever is there failed verification; pip would reuse a file of the same name.
        let dir = package_dir(dl, pkg);
        if dir.exists() {
            std::fs::remove_dir_all(&dir).with_context(|| format!("clearing {}", dir.display()))?;
        }
    }
    let crates: Vec<&Package> = missing.iter().copied().filter(|p| p.registry == Registry::Crates).collect();
    if !crates.is_empty() {
        fetch_crates(dl, &crates)?;
    }
    let mut downloaded = 0;
    for pkg in &missing {
        let dir = package_dir(dl, pkg);
        std::fs::create_dir_all(&dir)?;
        match pkg.registry {
            Registry::PyPi { platform, python } => run(
                Command::new("python3")
                    .args(["-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:"])
                    .args(["--platform", platform, "--python-version", python, "-d"])
                    .arg(&dir)
                    .arg(pkg.spec())
                    // A local wheel directory must not stand in for the registry.
                    .env("PIP_FIND_LINKS", ""),
                &format!("pip download {}", pkg.spec()),
            )?,
            Registry::Npm => run(
                Command::new("npm")
                    .args(["pack", "--silent", "--ignore-scripts", &pkg.spec()])
                    .current_dir(&dir),
                &format!("npm pack {}", pkg.spec()),
            )?,
            // Fetched above; copied out of cargo's cache into `dir` there.
            Registry::Crates => {}
        }
    }
    let mut paths = Vec::with_capacity(pkgs.len());
    for (pkg, hit) in pkgs.iter().zip(found) {
        let path = match hit {
            Some(p) => p,
            None => {
                let Some(p) = verified_in(&package_dir(dl, pkg), pkg)? else {
                    bail!(
                        "{}: no archive with the pinned SHA-256 {} after downloading (in {})",
                        pkg.spec(),
                        pkg.sha256,
                        package_dir(dl, pkg).display()
                    );
                };
                downloaded += std::fs::metadata(&p)?.len();
                p
            }
        };
        paths.push(path);
    }
    Ok((paths, downloaded))
}

fn cargo_home() -> Result<PathBuf> {
    if let Some(h) = std::env::var_os("CARGO_HOME") {
        return Ok(PathBuf::from(h));
    }
    let home = std::env::var_os("HOME").context("neither CARGO_HOME nor HOME is set")?;
    Ok(PathBuf::from(home).join(".cargo"))
}

/// Fetches `crates` through a throwaway manifest and copies each `.crate` from cargo's
/// registry cache into its package directory.
fn fetch_crates(dl: &Path, crates: &[&Package]) -> Result<()> {
    let fetch = dl.join("crates-fetch");
    std::fs::create_dir_all(fetch.join("src"))?;
    std::fs::write(fetch.join("src/main.rs"), "fn main() {}\n")?;
    // Its own `[workspace]`: it lies inside this workspace's target directory.
    let mut manifest = String::from(
        "[package]\nname = \"metallib-corpus-fetch\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n[workspace]\n\n[dependencies]\n",
    );
    for (i, c) in crates.iter().enumerate() {
        manifest
            .push_str(&format!("pin{i} = {{ package = \"{}\", version = \"={}\" }}\n", c.name, c.version));
    }
    std::fs::write(fetch.join("Cargo.toml"), manifest)?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    run(
        Command::new(cargo).arg("fetch").arg("--quiet").arg("--manifest-path").arg(fetch.join("Cargo.toml")),
        "cargo fetch (registry corpus crates)",
    )?;
    let cache = cargo_home()?.join("registry/cache");
    let mut registries: Vec<PathBuf> = std::fs::read_dir(&cache)
        .with_context(|| format!("reading cargo's cache {}", cache.display()))?
        .flatten()
        .map(|e| e.path())
        .collect();
    registries.sort();
    for c in crates {
        let file = format!("{}.crate", c.id());
        let Some(src) = registries.iter().map(|r| r.join(&file)).find(|p| p.is_file()) else {
            bail!("cargo fetch left no {file} under {}", cache.display());
        };
        let dir = package_dir(dl, c);
        std::fs::create_dir_all(&dir)?;
        std::fs::copy(&src, dir.join(&file)).with_context(|| format!("copying {}", src.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::pins::PACKAGES;

    #[test]
    fn archive_names_match_their_package_only() {
        let find = |n: &str, v: &str| PACKAGES.iter().find(|p| p.name == n && p.version == v).copied();
        let Some(sdl) = find("pysdl2-dll", "2.0.10") else { panic!("pin missing") };
        assert!(names_package("pysdl2_dll-2.0.10-py2.py3-none-macosx_10_6_x86_64.whl", &sdl));
        assert!(!names_package("pysdl2_dll-2.0.12-py2.py3-none-macosx_10_6_x86_64.whl", &sdl));
        let Some(metal) = find("metal", "0.13.1") else { panic!("pin missing") };
        assert!(names_package("metal-0.13.1.crate", &metal));
        assert!(!names_package("metal-0.13.10.crate", &metal));
        let Some(llama) = find("llama.rn", "0.4.8") else { panic!("pin missing") };
        assert!(names_package("llama.rn-0.4.8.tgz", &llama));
    }
}
