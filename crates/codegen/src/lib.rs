//! The machine layer shared by every backend.
