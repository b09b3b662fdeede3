//! Architectures and the table of them: `Vendor`, `Arch`, `ArchTable` (look-ups with
//! close-name suggestions, family sets, availability per platform and OS version).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::Deserialize;

use crate::{table, Platform, TargetError, Version};

/// Mach-O `cputype` of Apple GPU code (formats.md §4.1, \[C\]).
pub const CPU_TYPE_APPLEGPU: u32 = 0x0100_0013;
/// Mach-O `cputype` of AMD GPU code (formats.md §4.1, \[C\]).
pub const CPU_TYPE_AMDGPU: u32 = 0x0100_0014;
/// Mach-O `cputype` of Intel GPU code (formats.md §4.1, \[C\]).
pub const CPU_TYPE_INTELGPU: u32 = 0x0100_0015;
/// Mach-O `cputype` of NVIDIA GPU code: metal-nt's own extension, not Apple's (no Apple
/// toolchain targets NVIDIA GPUs); the next free value after Intel's.
pub const CPU_TYPE_NVIDIAGPU: u32 = 0x0100_0016;
/// Mach-O `cputype` of AIR (MetalLib slices of a universal file; formats.md §4.1, \[C\]).
pub const CPU_TYPE_AIR64: u32 = 0x0100_0017;

/// The families metal-tt(1) and metal-config(1) document for `-gpu-family`, as
/// `supportsFamily()` spells them (lowercase).
pub const DOCUMENTED_FAMILIES: [&str; 14] = [
    "apple1", "apple2", "apple3", "apple4", "apple5", "apple6", "apple7", "apple8", "apple9", "mac2",
    "common1", "common2", "common3", "metal3",
];

/// Who designed the GPU; decides the Mach-O `cputype` and the `<vendor>gpu_` name prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vendor {
    Apple,
    Amd,
    Intel,
    /// metal-nt's extension to Apple's table (`nvidiagpu_sm80`, `nvidiagpu_sm90`).
    Nvidia,
}

impl Vendor {
    pub const ALL: [Vendor; 4] = [Vendor::Apple, Vendor::Amd, Vendor::Intel, Vendor::Nvidia];

    /// Whether this vendor's archs are metal-nt's extension rather than Apple's toolchain's.
    pub const fn is_extension(self) -> bool {
        matches!(self, Vendor::Nvidia)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Vendor::Apple => "apple",
            Vendor::Amd => "amd",
            Vendor::Intel => "intel",
            Vendor::Nvidia => "nvidia",
        }
    }

    pub const fn cputype(self) -> u32 {
        match self {
            Vendor::Apple => CPU_TYPE_APPLEGPU,
            Vendor::Amd => CPU_TYPE_AMDGPU,
            Vendor::Intel => CPU_TYPE_INTELGPU,
            Vendor::Nvidia => CPU_TYPE_NVIDIAGPU,
        }
    }

    /// The prefix of every architecture name of this vendor ("Native GPU targets are in
    /// the `<vendor>gpu_<arch>` form", metal-toolchain(7)).
    pub const fn prefix(self) -> &'static str {
        match self {
            Vendor::Apple => "applegpu_",
            Vendor::Amd => "amdgpu_",
            Vendor::Intel => "intelgpu_",
            Vendor::Nvidia => "nvidiagpu_",
        }
    }

    /// The vendor whose prefix `name` carries.
    pub fn of_name(name: &str) -> Option<Vendor> {
        Vendor::ALL.into_iter().find(|v| name.starts_with(v.prefix()))
    }
}

impl fmt::Display for Vendor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One target architecture (`-arch <name>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arch {
    pub name: String,
    pub vendor: Vendor,
    /// ISA generation: `agx0`–`agx3` (Apple), `gcn1`–`gcn5`, `rdna1`, `rdna2` (AMD),
    /// `gen9`, `gen9.5`, `gen11` (Intel); empty when a configuration added an arch
    /// without saying.
    pub isa: String,
    /// Human name of the chip (`M1`, `Vega 10 (…)`), where known.
    pub chip: Option<String>,
    /// Lowercase family names, as `supportsFamily()` spells them.
    pub families: BTreeSet<String>,
    pub cputype: Option<u32>,
    pub cpusubtype: Option<u32>,
    /// The first OS version, per platform, where the arch can be targeted. Platforms not
    /// listed fall back as `min_version` describes.
    pub availability: BTreeMap<Platform, Version>,
}

impl Arch {
    pub fn supports_family(&self, family: &str) -> bool {
        self.families.contains(family)
    }

    /// The first version of `platform` where this arch can be targeted, or `None` if it
    /// cannot be targeted there at all. An explicit entry wins; otherwise a simulator uses
    /// its device platform's entry, and Mac Catalyst (numbered like iOS) uses the iOS
    /// entry of an arch that also runs macOS — an iPad GPU that never shipped in a Mac
    /// cannot run a Catalyst app.
    pub fn min_version(&self, platform: Platform) -> Option<Version> {
        if let Some(v) = self.availability.get(&platform) {
            return Some(*v);
        }
        if platform == Platform::MacCatalyst {
            if self.availability.contains_key(&Platform::Macos) {
                return self.availability.get(&Platform::Ios).copied();
            }
            return None;
        }
        platform.simulated().and_then(|device| self.availability.get(&device).copied())
    }

    /// Whether a build for `platform` with deployment target `min` can use this arch.
    pub fn is_available(&self, platform: Platform, min: &Version) -> bool {
        self.min_version(platform).is_some_and(|first| first <= *min)
    }
}

/// The architectures known to one run, in table order (metal-toolchain(7) order for the
/// built-in ones, then configuration additions in file order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchTable {
    pub(crate) archs: Vec<Arch>,
}

impl Default for ArchTable {
    fn default() -> Self {
        ArchTable::builtin()
    }
}

/// The family rules of the built-in table (docs/config.md, "Families"):
/// - `apple1`…`appleN`: Apple families are cumulative [I, formats.md §6];
/// - `common1`: every GPU;
/// - `common2`: Apple3 and later, and every Mac GPU;
/// - `common3`: Apple4 and later, and every Mac GPU — \[I\] from Apple's feature-set
///   tables, which tie the Common families to those generations; no public source lists
///   Common membership per GPU (formats.md §7.3);
/// - `mac2` and `metal3`: as the row states.
/// - none for metal-nt's extension archs (NVIDIA): Apple's families describe Apple's
///   feature sets, which no NVIDIA GPU claims.
fn builtin_families(row: &table::Row) -> BTreeSet<String> {
    if row.vendor.is_extension() {
        return BTreeSet::new();
    }
    let mut families: BTreeSet<String> = (1..=row.apple).map(|n| format!("apple{n}")).collect();
    let mut add = |name: &str, yes: bool| {
        if yes {
            families.insert(name.to_owned());
        }
    };
    add("common1", true);
    add("common2", row.apple >= 3 || row.mac2);
    add("common3", row.apple >= 4 || row.mac2);
    add("mac2", row.mac2);
    add("metal3", row.metal3);
    families
}

impl ArchTable {
    /// The built-in table (`table.rs`).
    pub fn builtin() -> ArchTable {
        let archs = table::ROWS
            .iter()
            .map(|row| Arch {
                name: row.name.to_owned(),
                vendor: row.vendor,
                isa: row.isa.to_owned(),
                chip: row.chip.map(str::to_owned),
                families: builtin_families(row),
                cputype: Some(row.vendor.cputype()),
                cpusubtype: row.cpusubtype,
                availability: row.availability.iter().copied().collect(),
            })
            .collect();
        ArchTable { archs }
    }

    /// This table with the configuration `text` applied (docs/config.md); `origin` names
    /// the file in errors.
    pub fn with_config(self, text: &str, origin: &str) -> Result<ArchTable, TargetError> {
        crate::config::apply(self, text, origin)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Arch> {
        self.archs.iter()
    }

    pub fn len(&self) -> usize {
        self.archs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.archs.is_empty()
    }

    pub fn names(&self) -> impl Iterator<Item = &str> + '_ {
        self.archs.iter().map(|a| a.name.as_str())
    }

    pub fn get(&self, name: &str) -> Option<&Arch> {
        self.archs.iter().find(|a| a.name == name)
    }

    /// The arch called `name`, or an error listing up to five close names.
    pub fn lookup(&self, name: &str) -> Result<&Arch, TargetError> {
        self.get(name)
            .ok_or_else(|| TargetError::UnknownArch { name: name.to_owned(), close: self.close_names(name) })
    }

    pub(crate) fn close_names(&self, name: &str) -> Vec<String> {
        diagnostics::close_matches(name, self.names(), 5).into_iter().map(str::to_owned).collect()
    }

    /// Every family a script may name in `supportsFamily()`: the 14 documented ones plus
    /// any family the table uses (a configuration may introduce e.g. `apple10`).
    pub fn known_families(&self) -> BTreeSet<String> {
        let mut all: BTreeSet<String> = DOCUMENTED_FAMILIES.iter().map(|f| (*f).to_owned()).collect();
        for a in &self.archs {
            all.extend(a.families.iter().cloned());
        }
        all
    }

    /// `-available <arch> <platform> <min_version>`: whether `arch` can be targeted by a
    /// build for `platform` with deployment target `min` (see `Arch::min_version`).
    pub fn is_available(&self, arch: &str, platform: Platform, min: &Version) -> Result<bool, TargetError> {
        Ok(self.lookup(arch)?.is_available(platform, min))
    }

    /// `-available-archs <platform> <min_version>`, in table order.
    pub fn available_archs(&self, platform: Platform, min: &Version) -> Vec<&Arch> {
        self.archs.iter().filter(|a| a.is_available(platform, min)).collect()
    }
}

impl<'a> IntoIterator for &'a ArchTable {
    type Item = &'a Arch;
    type IntoIter = std::slice::Iter<'a, Arch>;
    fn into_iter(self) -> Self::IntoIter {
        self.archs.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_rows_are_consistent() {
        let t = ArchTable::builtin();
        let mut seen = BTreeSet::new();
        for a in &t {
            assert!(seen.insert(a.name.clone()), "{} twice", a.name);
            assert_eq!(Vendor::of_name(&a.name), Some(a.vendor), "{}", a.name);
            assert!(a.families.iter().all(|f| t.known_families().contains(f)));
            if a.vendor.is_extension() {
                // No Apple OS drives these GPUs: no family, no availability.
                assert!(a.families.is_empty() && a.availability.is_empty(), "{}", a.name);
                continue;
            }
            assert!(a.families.contains("common1"), "{}", a.name);
            assert!(!a.availability.is_empty(), "{} is available nowhere", a.name);
            for p in a.availability.keys() {
                assert!(p.simulated().is_none(), "{}: simulators share their device's entry", a.name);
            }
            // Mac GPUs name a Catalyst version explicitly, so none relies on the iOS fallback.
            assert_eq!(
                a.availability.contains_key(&Platform::Macos),
                a.availability.contains_key(&Platform::MacCatalyst),
                "{}",
                a.name
            );
            if a.vendor == Vendor::Apple {
                if let Some(sub) = a.cpusubtype {
                    assert_eq!(a.isa, format!("agx{}", sub & 0xf), "{}", a.name);
                }
            }
        }
        assert_eq!(t.known_families().len(), DOCUMENTED_FAMILIES.len());
    }

    #[test]
    fn family_rules() {
        let t = ArchTable::builtin();
        for a in t.iter().filter(|a| !a.vendor.is_extension()) {
            let apple = (1..=9).filter(|n| a.supports_family(&format!("apple{n}"))).count();
            let mac = a.supports_family("mac2");
            assert!(
                (1..=apple).all(|n| a.supports_family(&format!("apple{n}"))),
                "{} not cumulative",
                a.name
            );
            assert_eq!(a.supports_family("common2"), apple >= 3 || mac, "{}", a.name);
            assert_eq!(a.supports_family("common3"), apple >= 4 || mac, "{}", a.name);
            assert_eq!(
                mac,
                a.vendor != Vendor::Apple || a.availability.contains_key(&Platform::Macos) && apple >= 7
            );
        }
    }

    #[test]
    fn fallbacks() {
        let t = ArchTable::builtin();
        let a = |n: &str| t.get(n).cloned();
        let g13p = a("applegpu_g13p");
        let g13p = g13p.as_ref();
        assert_eq!(g13p.and_then(|a| a.min_version(Platform::IosSimulator)), Some(Version::new(14, 0, 0)));
        assert_eq!(g13p.and_then(|a| a.min_version(Platform::MacCatalyst)), None);
        let mut custom = a("applegpu_g13g");
        if let Some(c) = custom.as_mut() {
            c.availability.remove(&Platform::MacCatalyst);
        }
        assert_eq!(custom.and_then(|a| a.min_version(Platform::MacCatalyst)), Some(Version::new(14, 5, 0)));
    }
}
