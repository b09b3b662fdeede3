//! Which backend compiles an arch. Three answers are kept apart because a user acts on
//! them differently: the arch is unknown (a typo: see `-archs`), its ISA has no public
//! description (no backend can exist), or this build has no backend for it yet.

use crate::backend::Backend;
use targets::{Arch, Vendor};

/// How a backend is made for an arch; `None` when the factory does not handle it.
pub type Factory = fn(&Arch) -> Option<Box<dyn Backend>>;

/// Whether an arch's instruction set is publicly described well enough to target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IsaStatus {
    Public,
    /// No public ISA description: Apple GPUs other than the reverse-engineered G13/G14.
    NoPublicIsa,
}

/// The ISA status of an arch. Apple's G13 and G14 are documented by public reverse
/// engineering (dougallj/applegpu, Mesa's AGX compiler); the other Apple GPUs are not.
pub fn isa_status(arch: &Arch) -> IsaStatus {
    match arch.vendor {
        Vendor::Apple => {
            let n = arch.name.as_str();
            if n.starts_with("applegpu_g13") || n.starts_with("applegpu_g14") {
                IsaStatus::Public
            } else {
                IsaStatus::NoPublicIsa
            }
        }
        _ => IsaStatus::Public,
    }
}

/// Why no backend was found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LookupError {
    #[error("arch `{0}` has no public instruction-set description; metal-nt cannot generate code for it")]
    NoPublicIsa(String),
    #[error("arch `{0}` is not supported by this build of metal-nt (no backend for it yet)")]
    NotInThisBuild(String),
}

/// The backends linked into this build.
#[derive(Debug, Default, Clone)]
pub struct Registry {
    factories: Vec<(&'static str, Factory)>,
}

impl Registry {
    pub fn new() -> Registry {
        Registry::default()
    }

    /// Adds a backend factory under a name (`amdgpu`).
    pub fn register(&mut self, name: &'static str, factory: Factory) {
        self.factories.push((name, factory));
    }

    /// Names of the registered backends, in registration order.
    pub fn names(&self) -> Vec<&'static str> {
        self.factories.iter().map(|(n, _)| *n).collect()
    }

    /// The backend for `arch`.
    pub fn lookup(&self, arch: &Arch) -> Result<Box<dyn Backend>, LookupError> {
        if isa_status(arch) == IsaStatus::NoPublicIsa {
            return Err(LookupError::NoPublicIsa(arch.name.clone()));
        }
        self.factories
            .iter()
            .find_map(|(_, f)| f(arch))
            .ok_or_else(|| LookupError::NotInThisBuild(arch.name.clone()))
    }
}
