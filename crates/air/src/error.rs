//! The crate's error type: the bit offset in the input where decoding stopped, what was being
//! read at the time, and why it failed.

/// Why decoding failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// Neither a bitcode wrapper nor raw `BC\xC0\xDE` bitcode, or a wrapper whose header lies.
    #[error("not LLVM bitcode: {0}")]
    NotBitcode(String),
    /// The data ended inside a field.
    #[error("unexpected end of data: {needed} bits needed, {available} left")]
    Truncated { needed: u64, available: u64 },
    /// The data is bitcode-shaped but breaks a rule of the format.
    #[error("{0}")]
    Malformed(String),
    /// A resource limit (nesting depth, work budget) that keeps hostile input cheap was hit.
    #[error("limit exceeded: {0}")]
    Limit(String),
    /// Valid bitcode using a feature this reader does not handle.
    #[error("unsupported: {0}")]
    Unsupported(String),
}

/// A decoding failure.
///
/// `bit` counts from the first byte of the input given to the reader (wrapper header
/// included), so `bit / 8` is a byte offset a hex dump can show.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{}{kind} (at bit {bit}, byte {})", function_prefix(function), context_prefix(context), bit / 8)]
pub struct AirError {
    pub bit: u64,
    /// What was being read, outermost first, e.g. `MODULE_BLOCK: METADATA_BLOCK record 12`.
    pub context: String,
    /// The function whose body (or verification) failed, when the failure lies in one.
    pub function: Option<String>,
    pub kind: ErrorKind,
}

fn function_prefix(function: &Option<String>) -> String {
    match function {
        Some(f) => format!("function `{f}`: "),
        None => String::new(),
    }
}

fn context_prefix(context: &str) -> String {
    if context.is_empty() {
        String::new()
    } else {
        format!("{context}: ")
    }
}

impl AirError {
    #[cold]
    pub(crate) fn new(bit: u64, kind: ErrorKind) -> Self {
        AirError { bit, context: String::new(), function: None, kind }
    }

    #[cold]
    pub(crate) fn malformed(bit: u64, message: impl Into<String>) -> Self {
        Self::new(bit, ErrorKind::Malformed(message.into()))
    }

    /// Names the function the failure lies in (the innermost name wins).
    #[cold]
    pub fn in_function(mut self, name: &str) -> Self {
        if self.function.is_none() {
            self.function = Some(name.to_owned());
        }
        self
    }

    /// Names the library (or file) the module came from, for callers that read many.
    #[cold]
    pub fn in_library(self, library: &str) -> Self {
        self.within(&format!("library `{library}`"))
    }

    /// Prefixes the context with an outer description; errors bubble outwards, so each layer
    /// adds the part it knows.
    #[cold]
    pub(crate) fn within(mut self, outer: &str) -> Self {
        if self.context.is_empty() {
            self.context = outer.to_owned();
        } else {
            self.context = format!("{outer}: {}", self.context);
        }
        self
    }
}

/// Adds context to errors lazily, so the success path formats nothing.
pub(crate) trait ResultExt<T> {
    fn context_with(self, f: impl FnOnce() -> String) -> Result<T, AirError>;
}

impl<T> ResultExt<T> for Result<T, AirError> {
    #[inline]
    fn context_with(self, f: impl FnOnce() -> String) -> Result<T, AirError> {
        match self {
            Ok(v) => Ok(v),
            Err(e) => Err(e.within(&f())),
        }
    }
}
