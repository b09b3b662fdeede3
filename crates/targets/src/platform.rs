//! Target platforms and OS versions: the `<platform>` and `<min_version>` operands of
//! `-platform_version`, `-available` and `-available-archs`, spelled exactly as in
//! metal-nt(1) (formats.md §1.1).

use std::fmt;
use std::str::FromStr;

use crate::TargetError;

/// A `<platform>` of metal-nt(1).
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
    /// Every platform, in the order metal-nt(1) lists them.
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

    /// The spelling of metal-nt(1).
    pub const fn name(self) -> &'static str {
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

    /// For a simulator, the device platform it stands for; `None` otherwise. Availability
    /// of a simulator falls back to its device platform's, because the deployment target of
    /// a simulator build is numbered like the device OS.
    pub const fn simulated(self) -> Option<Platform> {
        match self {
            Platform::IosSimulator => Some(Platform::Ios),
            Platform::TvosSimulator => Some(Platform::Tvos),
            Platform::WatchosSimulator => Some(Platform::Watchos),
            Platform::XrosSimulator => Some(Platform::Xros),
            _ => None,
        }
    }

    /// The names of all platforms, comma-separated, for messages.
    pub fn list() -> String {
        Platform::ALL.map(Platform::name).join(", ")
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Other spellings users bring from SDK names, `-target` triples and marketing names.
/// They are *suggested*, never accepted: metal-nt(1) only knows its own spellings.
const ALIASES: &[(&str, Platform)] = &[
    ("iphoneos", Platform::Ios),
    ("ipados", Platform::Ios),
    ("iphonesimulator", Platform::IosSimulator),
    ("maccatalyst", Platform::MacCatalyst),
    ("macabi", Platform::MacCatalyst),
    ("appletvos", Platform::Tvos),
    ("appletvsimulator", Platform::TvosSimulator),
    ("watchsimulator", Platform::WatchosSimulator),
    ("visionos", Platform::Xros),
    ("xrsimulator", Platform::XrosSimulator),
    ("visionos-simulator", Platform::XrosSimulator),
    ("macosx", Platform::Macos),
    ("osx", Platform::Macos),
];

impl FromStr for Platform {
    type Err = TargetError;

    fn from_str(s: &str) -> Result<Self, TargetError> {
        if let Some(p) = Platform::ALL.into_iter().find(|p| p.name() == s) {
            return Ok(p);
        }
        let lower = s.to_ascii_lowercase();
        let suggestion = Platform::ALL
            .into_iter()
            .find(|p| p.name() == lower)
            .or_else(|| ALIASES.iter().find(|(a, _)| *a == lower).map(|&(_, p)| p))
            .map(Platform::name)
            .or_else(|| diagnostics::did_you_mean(&lower, Platform::ALL.map(Platform::name)));
        Err(TargetError::UnknownPlatform { name: s.to_owned(), suggestion: suggestion.map(str::to_owned) })
    }
}

/// An OS version: `16`, `16.0` or `16.2.1`; missing components are zero.
///
/// Ordering is numeric, component by component (`10.15 < 11.0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
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

/// Always `major.minor`, plus `.patch` when it is not zero, as Apple's tools print
/// deployment targets (`16.0`, `16.2.1`).
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
        if s.is_empty() {
            return Err(bad("empty; expected a version such as 16, 16.0 or 16.2.1"));
        }
        let mut n = [0u32; 3];
        for (i, part) in s.split('.').enumerate() {
            let Some(slot) = n.get_mut(i) else {
                return Err(bad("at most three components (major.minor.patch)"));
            };
            // `u32::from_str` alone would also take `+1`; versions are plain digits.
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad("components are decimal numbers, as in 16, 16.0 or 16.2.1"));
            }
            *slot = part.parse().map_err(|_| bad("a component is too large"))?;
        }
        Ok(Version::new(n[0], n[1], n[2]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Version, TargetError> {
        s.parse()
    }

    #[test]
    fn versions_parse_and_print() {
        assert_eq!(parse("16"), Ok(Version::new(16, 0, 0)));
        assert_eq!(parse("16.0"), Ok(Version::new(16, 0, 0)));
        assert_eq!(parse("16.2.1"), Ok(Version::new(16, 2, 1)));
        assert_eq!(Version::new(16, 0, 0).to_string(), "16.0");
        assert_eq!(Version::new(10, 15, 0).to_string(), "10.15");
        assert_eq!(Version::new(16, 2, 1).to_string(), "16.2.1");
        assert!(Version::new(10, 15, 0) < Version::new(11, 0, 0));
        assert!(Version::new(14, 5, 0) > Version::new(14, 0, 9));
    }

    #[test]
    fn versions_reject_other_shapes() {
        for (text, reason) in [
            ("", "empty"),
            ("16.", "decimal numbers"),
            (".1", "decimal numbers"),
            ("16.x", "decimal numbers"),
            ("+16", "decimal numbers"),
            (" 16", "decimal numbers"),
            ("v16", "decimal numbers"),
            ("1.2.3.4", "at most three"),
            ("99999999999", "too large"),
        ] {
            match parse(text) {
                Err(TargetError::BadVersion { text: t, reason: r }) => {
                    assert_eq!(t, text);
                    assert!(r.contains(reason), "{text:?}: {r}");
                }
                other => panic!("{text:?}: {other:?}"),
            }
        }
        let msg = parse("16.x").expect_err("16.x is not a version").to_string();
        assert!(msg.starts_with("invalid version `16.x`: "), "{msg}");
    }

    #[test]
    fn platforms_round_trip() {
        for p in Platform::ALL {
            assert_eq!(p.name().parse::<Platform>(), Ok(p));
            assert_eq!(p.to_string(), p.name());
        }
        assert_eq!(Platform::IosSimulator.simulated(), Some(Platform::Ios));
        assert_eq!(Platform::MacCatalyst.simulated(), None);
    }

    #[test]
    fn platforms_suggest() {
        let suggestion = |s: &str| match s.parse::<Platform>() {
            Err(TargetError::UnknownPlatform { suggestion, .. }) => suggestion,
            other => panic!("{s}: {other:?}"),
        };
        assert_eq!(suggestion("macOS").as_deref(), Some("macos"));
        assert_eq!(suggestion("iphoneos").as_deref(), Some("ios"));
        assert_eq!(suggestion("macosx").as_deref(), Some("macos"));
        assert_eq!(suggestion("visionOS").as_deref(), Some("xros"));
        assert_eq!(suggestion("ios_simulator").as_deref(), Some("ios-simulator"));
        assert_eq!(suggestion("macoss").as_deref(), Some("macos"));
        assert_eq!(suggestion("android"), None);
        let msg = "macOS".parse::<Platform>().expect_err("macOS is not a platform").to_string();
        assert!(
            msg.starts_with("unknown platform `macOS` (did you mean `macos`?); platforms are ios, "),
            "{msg}"
        );
    }
}
