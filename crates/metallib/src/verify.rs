//! `HASH` verification: each function's tag should be the SHA-256 of its module (wrapper
//! included). Some real tools (Core Image's) write other hashes, so a mismatch is a
//! finding for the caller to report, not a read error.

use crate::model::Library;
use rayon::prelude::*;
use sha2::{Digest, Sha256};

/// What a function's `HASH` tag says about its module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HashStatus {
    Ok,
    Mismatch {
        actual: [u8; 32],
    },
    /// No `HASH` tag, or one of the wrong size.
    Missing,
}

impl HashStatus {
    pub fn is_ok(self) -> bool {
        self == HashStatus::Ok
    }
}

/// Verifies every function's hash, spreading modules over rayon's threads; a module shared
/// by several functions is hashed once.
pub fn verify_hashes(lib: &Library<'_>) -> Vec<HashStatus> {
    let digests: Vec<Option<[u8; 32]>> =
        lib.modules.par_iter().map(|p| (!p.padding).then(|| Sha256::digest(p.bytes).into())).collect();
    lib.functions
        .iter()
        .map(|f| match (f.hash(), digests.get(f.module).copied().flatten()) {
            (Some(h), Some(d)) if h.len() == 32 => {
                if h == d {
                    HashStatus::Ok
                } else {
                    HashStatus::Mismatch { actual: d }
                }
            }
            _ => HashStatus::Missing,
        })
        .collect()
}

/// Lower-case hex, for listings.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
