//! The GPU architectures metal-nt can target: each `-arch` name with its vendor, ISA
//! generation, chip, Metal GPU families (what `supportsFamily()` tests), Mach-O
//! cputype/subtype, and the platforms and OS versions where it can be targeted. The
//! built-in table (`table.rs`) is the default configuration; `-c <file>` overrides it with
//! the JSON format of `config.rs` (docs/config.md), since family membership is
//! reverse-engineered.

mod config;
mod table;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

pub use config::CONFIG_FORMAT;

/// Mach-O CPU types of GPU code (formats.md §4.1).
pub const CPU_TYPE_APPLEGPU: u32 = 0x0100_0013;
pub const CPU_TYPE_AMDGPU: u32 = 0x0100_0014;
pub const CPU_TYPE_INTELGPU: u32 = 0x0100_0015;

/// The families of metal-pipelines-script(5)'s `supportsFamily()`.
pub const DOCUMENTED_FAMILIES: [&str; 14] = [
    "apple1", "apple2", "apple3", "apple4", "apple5", "apple6", "apple7", "apple8", "apple9", "mac2",
    "common1", "common2", "common3", "metal3",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vendor {
    Apple,
    Amd,
    Intel,
}

impl Vendor {
    pub fn name(self) -> &'static str {
        match self {
            Vendor::Apple => "apple",
            Vendor::Amd => "amd",
            Vendor::Intel => "intel",
        }
    }

    pub fn cputype(self) -> u32 {
        match self {
            Vendor::Apple => CPU_TYPE_APPLEGPU,
            Vendor::Amd => CPU_TYPE_AMDGPU,
            Vendor::Intel => CPU_TYPE_INTELGPU,
        }
    }
}

impl fmt::Display for Vendor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `<platform>` of `-platform_version` and `-available`, spelled as in metal-nt(1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Platform {
    Ios,
    IosSimulator,
    MacCatalyst,
    Tvos,
    TvosSimulator,
    Watchos,
    WatchosSimulator,
    Xros,
    XrosSimulator,
    Macos,
}

impl Platform {
    pub const ALL: [Platform; 10] = [
        Platform::Ios,
        Platform::IosSimulator,
        Platform::MacCatalyst,
        Platform::Tvos,
        Platform::TvosSimulator,
        Platform::Watchos,
        Platform::WatchosSimulator,
        Platform::Xros,
        Platform::XrosSimulator,
        Platform::Macos,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Platform::Ios => "ios",
            Platform::IosSimulator => "ios-simulator",
            Platform::MacCatalyst => "mac-catalyst",
            Platform::Tvos => "tvos",
            Platform::TvosSimulator => "tvos-simulator",
            Platform::Watchos => "watchos",
            Platform::WatchosSimulator => "watchos-simulator",
            Platform::Xros => "xros",
            Platform::XrosSimulator => "xros-simulator",
            Platform::Macos => "macos",
        }
    }

    /// The platform whose GPUs a target of this platform runs on: simulators run on the
    /// Mac's GPU, Mac Catalyst apps too.
    fn device(self) -> Platform {
        match self {
            Platform::IosSimulator
            | Platform::TvosSimulator
            | Platform::WatchosSimulator
            | Platform::XrosSimulator
            | Platform::MacCatalyst => Platform::Macos,
            p => p,
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Platform {
    type Err = TargetError;
    fn from_str(s: &str) -> Result<Self, TargetError> {
        if let Some(p) = Platform::ALL.into_iter().find(|p| p.name() == s) {
            return Ok(p);
        }
        // Apple's other spellings of the same platforms.
        let alias = match s.to_ascii_lowercase().as_str() {
            "iphoneos" | "ipados" => Some("ios"),
            "macosx" | "osx" => Some("macos"),
            "iphonesimulator" => Some("ios-simulator"),
            "appletvos" => Some("tvos"),
            "visionos" => Some("xros"),
            "maccatalyst" => Some("mac-catalyst"),
            other => Platform::ALL
                .iter()
                .map(|p| p.name())
                .find(|n| *n == other)
                .or_else(|| diagnostics::did_you_mean(other, Platform::ALL.iter().map(|p| p.name()))),
        };
        Err(TargetError::UnknownPlatform { name: s.to_owned(), suggestion: alias.map(str::to_owned) })
    }
}

/// An OS version such as `16`, `16.0` or `16.2.1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl Version {
    pub const fn new(major: u32, minor: u32, patch: u32) -> Self {
        Version { major, minor, patch }
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)?;
        if self.patch != 0 {
            write!(f, ".{}", self.patch)?;
        }
        Ok(())
    }
}

impl FromStr for Version {
    type Err = TargetError;
    fn from_str(s: &str) -> Result<Self, TargetError> {
        let bad = |reason: &str| TargetError::BadVersion { text: s.to_owned(), reason: reason.to_owned() };
        let parts: Vec<&str> = s.split('.').collect();
        if parts.len() > 3 {
            return Err(bad("at most three components (major.minor.patch)"));
        }
        let mut n = [0u32; 3];
        for (i, p) in parts.iter().enumerate() {
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad("components are decimal numbers, as in 16.0 or 16.2.1"));
            }
            n[i] = p.parse().map_err(|_| bad("component too large"))?;
        }
        Ok(Version::new(n[0], n[1], n[2]))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arch {
    pub name: String,
    pub vendor: Vendor,
    /// ISA generation: `agx1`–`agx3` (Apple), `gfx6`–`gfx10.3` (AMD), `gen9`–`gen11` (Intel).
    pub isa: String,
    pub chip: Option<String>,
    /// Lowercase family names, as `supportsFamily()` spells them.
    pub families: BTreeSet<String>,
    pub cputype: Option<u32>,
    pub cpusubtype: Option<u32>,
    /// Minimum OS version per device platform.
    pub availability: BTreeMap<Platform, Version>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum TargetError {
    #[error("unknown architecture `{name}`{}", close_list(close))]
    UnknownArch { name: String, close: Vec<String> },
    #[error("unknown platform `{name}`{}; platforms are ios, ios-simulator, mac-catalyst, tvos, tvos-simulator, watchos, watchos-simulator, xros, xros-simulator, macos", suggestion.as_ref().map(|s| format!(" (did you mean `{s}`?)")).unwrap_or_default())]
    UnknownPlatform { name: String, suggestion: Option<String> },
    #[error("invalid version `{text}`: {reason}")]
    BadVersion { text: String, reason: String },
    #[error("{origin}:{}: {message}", location(*line, *column, pointer.as_deref()))]
    Config { origin: String, line: usize, column: usize, pointer: Option<String>, message: String },
}

fn close_list(close: &[String]) -> String {
    if close.is_empty() {
        String::new()
    } else {
        format!("; close names: {}", close.join(", "))
    }
}

fn location(line: usize, column: usize, pointer: Option<&str>) -> String {
    match pointer {
        Some(p) if line == 0 => p.to_owned(),
        Some(p) => format!("{line}:{column}: at {p}"),
        None => format!("{line}:{column}"),
    }
}

/// The architectures known to one run, in table order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArchTable {
    archs: Vec<Arch>,
}

impl ArchTable {
    /// The built-in table.
    pub fn builtin() -> ArchTable {
        let archs = table::ROWS
            .iter()
            .map(|r| {
                let mut families = BTreeSet::new();
                for n in 1..=r.apple {
                    families.insert(format!("apple{n}"));
                }
                // common1 is every GPU; common2 needs Apple3 or a Mac GPU; common3 Apple4 or a
                // Mac GPU (Apple's feature tables tie them to those generations) [inferred].
                let mac = r.vendor != Vendor::Apple || r.mac2;
                families.insert("common1".to_owned());
                if r.apple >= 3 || mac {
                    families.insert("common2".to_owned());
                }
                if r.apple >= 4 || mac {
                    families.insert("common3".to_owned());
                }
                if r.mac2 {
                    families.insert("mac2".to_owned());
                }
                if r.metal3 {
                    families.insert("metal3".to_owned());
                }
                let availability = r
                    .availability
                    .iter()
                    .filter_map(|(p, v)| Some((p.parse().ok()?, v.parse().ok()?)))
                    .collect();
                Arch {
                    name: r.name.to_owned(),
                    vendor: r.vendor,
                    isa: r.isa.to_owned(),
                    chip: Some(r.chip.to_owned()),
                    families,
                    cputype: Some(r.vendor.cputype()),
                    cpusubtype: r.subtype,
                    availability,
                }
            })
            .collect();
        ArchTable { archs }
    }

    /// The table with the overrides of a configuration file applied (docs/config.md).
    pub fn with_config(self, text: &str, origin: &str) -> Result<ArchTable, TargetError> {
        config::apply(self, text, origin)
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Arch> {
        self.archs.iter()
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.archs.iter().map(|a| a.name.as_str())
    }

    pub fn get(&self, name: &str) -> Option<&Arch> {
        self.archs.iter().find(|a| a.name == name)
    }

    /// The arch called `name`, or an error listing up to five close names.
    pub fn lookup(&self, name: &str) -> Result<&Arch, TargetError> {
        self.get(name).ok_or_else(|| TargetError::UnknownArch {
            name: name.to_owned(),
            close: diagnostics::close_matches(name, self.names(), 5).into_iter().map(str::to_owned).collect(),
        })
    }

    /// Every family `supportsFamily()` may name: the documented ones and any the table uses.
    pub fn known_families(&self) -> BTreeSet<String> {
        let mut s: BTreeSet<String> = DOCUMENTED_FAMILIES.iter().map(|f| (*f).to_owned()).collect();
        for a in &self.archs {
            s.extend(a.families.iter().cloned());
        }
        s
    }

    /// Whether `arch` can be targeted on `platform` from OS version `min`: its device
    /// platform (simulators and Mac Catalyst run on the Mac's GPU) must list a minimum at or
    /// below `min`.
    pub fn is_available(&self, arch: &str, platform: Platform, min: &Version) -> Result<bool, TargetError> {
        Ok(available(self.lookup(arch)?, platform, min))
    }

    /// The architectures available on `platform` from `min`, in table order.
    pub fn available_archs(&self, platform: Platform, min: &Version) -> Vec<&Arch> {
        self.archs.iter().filter(|a| available(a, platform, min)).collect()
    }
}

fn available(a: &Arch, platform: Platform, min: &Version) -> bool {
    a.availability.get(&platform.device()).is_some_and(|first| first <= min)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions() {
        assert_eq!("16".parse::<Version>(), Ok(Version::new(16, 0, 0)));
        assert_eq!("16.2.1".parse::<Version>().map(|v| v.to_string()), Ok("16.2.1".into()));
        assert_eq!(Version::new(14, 0, 0).to_string(), "14.0");
        assert!("16.x".parse::<Version>().is_err());
        assert!("1.2.3.4".parse::<Version>().is_err());
        assert!("".parse::<Version>().is_err());
        assert!(Version::new(10, 15, 0) < Version::new(11, 0, 0));
    }

    #[test]
    fn platforms() {
        assert_eq!("mac-catalyst".parse::<Platform>(), Ok(Platform::MacCatalyst));
        assert_eq!(
            "macOS".parse::<Platform>(),
            Err(TargetError::UnknownPlatform { name: "macOS".into(), suggestion: Some("macos".into()) })
        );
        assert_eq!(
            "iphoneos".parse::<Platform>(),
            Err(TargetError::UnknownPlatform { name: "iphoneos".into(), suggestion: Some("ios".into()) })
        );
    }
}
