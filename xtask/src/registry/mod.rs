//! The registry corpus: real MetalLibs written by Apple toolchains from 2016 to 2026
//! (containers 1.2.2–1.2.9, AIR 1.8–2.8, macOS, iOS, tvOS and their simulators; vertex,
//! fragment, kernel, mesh and intersection functions), taken from pinned packages on PyPI,
//! npm and crates.io. `cargo xtask corpus` fetches the core tier (`--heavy` adds the
//! heavy one), extracts every pinned library, checks each against its SHA-256 (a mismatch
//! or a missing library is an error), and writes them with `manifest.json` into
//! `target/corpus/registry/`. Libraries already there and verified are not fetched again.
//! `cargo xtask corpus --report` prints the README's table from the corpus tests' results.

mod download;
mod extract;
mod pins;
mod report;

use anyhow::{bail, Context, Result};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use pins::{Locator, Package, Pin, Tier, PACKAGES, PINS};

pub use download::sha256_file;
pub use report::report;

/// What `cargo xtask corpus` was asked for.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub heavy: bool,
    /// A directory of already downloaded archives to use (each still checked by SHA-256).
    pub from: Option<PathBuf>,
}

/// Whether `found` is what `pin` describes (same member, same place in it).
fn located(pin: &Pin, found: &extract::Found) -> bool {
    if found.member != pin.member {
        return false;
    }
    match pin.locator {
        Locator::Whole => found.offset.is_none() && found.array.is_none(),
        Locator::At(at) => found.offset == Some(at),
        Locator::Array { name, branch } => {
            found.array.as_deref() == Some(name) && found.branch.as_deref() == branch
        }
    }
}

/// `member[ @ offset][ `array[]`][ (#if branch)]`: where a library sits in a package.
fn describe_location(member: &str, offset: Option<u64>, array: Option<&str>, branch: Option<&str>) -> String {
    let mut s = member.to_string();
    if let Some(o) = offset {
        s.push_str(&format!(" @ {o}"));
    }
    if let Some(a) = array {
        s.push_str(&format!(" `{a}[]`"));
    }
    if let Some(b) = branch {
        s.push_str(&format!(" (#if {b})"));
    }
    s
}

fn describe(f: &extract::Found) -> String {
    describe_location(&f.member, f.offset, f.array.as_deref(), f.branch.as_deref())
}

/// Writes `bytes` to `path` through a temporary name, so a killed run leaves no torn file.
fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let tmp = path.with_extension("part");
    std::fs::write(&tmp, bytes).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming {}", tmp.display()))?;
    Ok(())
}

/// Extracts `pkg`'s pinned libraries from `archive` into `dir`; every library found that
/// no pin of this package names must be a copy of a pinned one (same SHA-256).
fn extract_package(pkg: &Package, archive: &Path, dir: &Path) -> Result<usize> {
    let found = extract::scan_archive(archive)?;
    let by_sum: BTreeMap<&str, &Pin> = PINS.iter().map(|p| (p.sha256, p)).collect();
    let mut problems = Vec::new();
    let mut written = 0;
    for pin in pins::pins_of(pkg) {
        let Some(f) = found.iter().find(|f| located(pin, f)) else {
            problems.push(format!("{}: no library at {}", pin.name, location(pin)));
            continue;
        };
        let sum = download::hex(&Sha256::digest(&f.bytes));
        if sum != pin.sha256 || f.bytes.len() as u64 != pin.size {
            problems.push(format!(
                "{}: {} has SHA-256 {sum} ({} bytes), pinned {} ({} bytes)",
                pin.name,
                describe(f),
                f.bytes.len(),
                pin.sha256,
                pin.size
            ));
            continue;
        }
        write_atomically(&dir.join(format!("{}.metallib", pin.name)), &f.bytes)?;
        written += 1;
    }
    for f in &found {
        if pins::pins_of(pkg).any(|p| located(p, f)) {
            continue;
        }
        let sum = download::hex(&Sha256::digest(&f.bytes));
        match by_sum.get(sum.as_str()) {
            Some(p) => println!("  {}: {} holds the same bytes as {}", pkg.spec(), describe(f), p.name),
            None => problems.push(format!("{} holds a library no pin names (SHA-256 {sum})", describe(f))),
        }
    }
    if !problems.is_empty() {
        bail!("{} ({}):\n  {}", pkg.spec(), archive.display(), problems.join("\n  "));
    }
    Ok(written)
}

fn location(pin: &Pin) -> String {
    let (offset, array, branch) = pin.locator.parts();
    describe_location(pin.member, offset, array, branch)
}

/// Whether `dir` holds `pin`'s library with the pinned bytes.
fn present(dir: &Path, pin: &Pin) -> Result<bool> {
    let path = dir.join(format!("{}.metallib", pin.name));
    Ok(path.is_file() && sha256_file(&path)? == pin.sha256)
}

fn entry(pkg: &Package, archive: &str, pin: &Pin) -> corpus::Entry {
    let (offset, array, branch) = pin.locator.parts();
    corpus::Entry {
        name: pin.name.to_string(),
        tier: pkg.tier.label().to_string(),
        package: pkg.name.to_string(),
        version: pkg.version.to_string(),
        registry: pkg.registry.label().to_string(),
        archive: archive.to_string(),
        member: pin.member.to_string(),
        offset,
        array: array.map(str::to_string),
        branch: branch.map(str::to_string),
        sha256: pin.sha256.to_string(),
        size: pin.size,
    }
}

/// Fetches, verifies and extracts the registry corpus into `root/target/corpus/registry`.
pub fn fetch(root: &Path, opts: &Options) -> Result<()> {
    let start = Instant::now();
    let dir = root.join("target/corpus/registry");
    let dl = dir.join("dl");
    std::fs::create_dir_all(&dl)?;
    let wanted: Vec<&Package> = PACKAGES.iter().filter(|p| p.tier == Tier::Core || opts.heavy).collect();
    let mut needed = Vec::new();
    for pkg in &wanted {
        let mut all = true;
        for pin in pins::pins_of(pkg) {
            all &= present(&dir, pin)?;
        }
        if !all {
            needed.push(*pkg);
        }
    }
    let (archives, downloaded) = download::archives(&dl, opts.from.as_deref(), &needed)?;
    let mut written = 0;
    for (pkg, archive) in needed.iter().zip(&archives) {
        written += extract_package(pkg, archive, &dir)?;
    }
    // The manifest lists every library present: the tiers asked for, and a heavy tier
    // fetched before stays listed while its files are there.
    let earlier = corpus::read_manifest(&dir).unwrap_or_default();
    let mut files = Vec::new();
    for pkg in PACKAGES {
        let pins: Vec<&Pin> = pins::pins_of(pkg).collect();
        let listed = if wanted.iter().any(|w| std::ptr::eq(*w, pkg)) {
            true
        } else {
            let mut all = true;
            for pin in &pins {
                all &= present(&dir, pin)?;
            }
            all
        };
        if !listed {
            continue;
        }
        let archive = archive_name(&dl, pkg, &earlier);
        files.extend(pins.iter().map(|pin| entry(pkg, &archive, pin)));
    }
    let manifest = corpus::Manifest { files };
    let text = serde_json::to_string_pretty(&manifest)? + "\n";
    write_atomically(&dir.join(corpus::MANIFEST), text.as_bytes())?;
    println!(
        "registry corpus: {} libraries from {} packages in {} ({} extracted now from {} archives, {:.1} MB fetched) in {:.1?}",
        manifest.files.len(),
        wanted.len(),
        dir.display(),
        written,
        needed.len(),
        downloaded as f64 / 1e6,
        start.elapsed()
    );
    Ok(())
}

/// The archive's file name: the one in the download directory, else the one an earlier
/// manifest recorded (the libraries can outlive a deleted download directory).
fn archive_name(dl: &Path, pkg: &Package, earlier: &corpus::Manifest) -> String {
    let in_dl = std::fs::read_dir(download::package_dir(dl, pkg))
        .ok()
        .and_then(|r| r.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).min());
    in_dl
        .or_else(|| {
            let e = earlier.files.iter().find(|e| e.package == pkg.name && e.version == pkg.version)?;
            Some(e.archive.clone())
        })
        .unwrap_or_else(|| pkg.spec())
}
