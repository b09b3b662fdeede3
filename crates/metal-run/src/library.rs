//! Finding the kernel to run: opens the library (a MetalLib, a bare `.air` module or a
//! `.metal-ar` archive, told apart by content), looks the function up by name, checks
//! that it is a compute kernel, and reads the AIR metadata of its module (arguments and
//! function constants). Unknown names get a "did you mean" from the same ranking every
//! metal-nt tool uses.

use air::semantics::EntryInfo;
use air::{AirInfo, EntryKind};
use anyhow::{anyhow, bail, Result};
use metallib::{Container, FunctionType};

/// The kernel to run and what its module's metadata says about it.
#[derive(Debug)]
pub struct Kernel<'a> {
    pub name: String,
    /// The wrapped bitcode of the module that defines it.
    pub bitcode: &'a [u8],
    pub entry: EntryInfo,
    pub info: AirInfo,
}

/// What an entry point is called in messages: "a vertex function".
fn kind_phrase(kind: EntryKind) -> &'static str {
    match kind {
        EntryKind::Kernel => "a kernel",
        EntryKind::Vertex => "a vertex function",
        EntryKind::Fragment => "a fragment function",
        EntryKind::Mesh => "a mesh function",
        EntryKind::Object => "an object function",
        EntryKind::Visible => "a visible function",
        EntryKind::Intersection => "an intersection function",
    }
}

fn library_type_phrase(t: Option<FunctionType>) -> String {
    match t {
        Some(FunctionType::Vertex) => "a vertex function".into(),
        Some(FunctionType::Fragment) => "a fragment function".into(),
        Some(FunctionType::Kernel) => "a kernel".into(),
        Some(FunctionType::Visible) => "a visible function".into(),
        Some(FunctionType::Intersection) => "an intersection function".into(),
        Some(FunctionType::Mesh) => "a mesh function".into(),
        Some(FunctionType::Object) => "an object function".into(),
        Some(other) => format!("a function of type {}", other.name()),
        None => "a function without a type".into(),
    }
}

/// " (did you mean `x`?)" or nothing.
fn suggestion<'c>(name: &str, candidates: impl IntoIterator<Item = &'c str>) -> String {
    diagnostics::did_you_mean(name, candidates).map(|s| format!("; did you mean `{s}`?")).unwrap_or_default()
}

/// Finds `name` in the library and checks that it is a kernel. `file` is the library as
/// the user named it.
pub fn find_kernel<'a>(container: &Container<'a>, file: &str, name: &str) -> Result<Kernel<'a>> {
    let bitcode: &'a [u8] = match container {
        Container::MetalLib(lib) => {
            let Some(f) = lib.function(name) else {
                bail!(
                    "{file}: no function `{name}` in the library{}",
                    suggestion(name, lib.functions.iter().map(|f| f.name))
                );
            };
            if f.function_type != Some(FunctionType::Kernel) {
                let kernels = lib
                    .functions
                    .iter()
                    .filter(|f| f.function_type == Some(FunctionType::Kernel))
                    .map(|f| f.name);
                bail!(
                    "{file}: function `{name}` is {}, not a kernel; metal-run runs compute kernels only{}",
                    library_type_phrase(f.function_type),
                    suggestion(name, kernels)
                );
            }
            lib.module_of(f)
        }
        Container::Air(m) => m.bytes,
        Container::Archive(members) => {
            // An archive has no function list: the member whose metadata names the entry.
            let mut all = Vec::new();
            let mut found = None;
            for m in members {
                let info = air::read_info(m.module.bytes).map_err(|e| anyhow!("{file}({}): {e}", m.name))?;
                if info.entry_points.iter().any(|e| e.name == name) {
                    found = Some(m.module.bytes);
                    break;
                }
                all.extend(info.entry_points.into_iter().map(|e| e.name));
            }
            match found {
                Some(u) => u,
                None => bail!(
                    "{file}: no entry point `{name}` in the archive{}",
                    suggestion(name, all.iter().map(String::as_str))
                ),
            }
        }
    };
    let info = air::read_info(bitcode).map_err(|e| anyhow!("{file}: function `{name}`: {e}"))?;
    let Some(entry) = info.entry_points.iter().find(|e| e.name == name).cloned() else {
        bail!(
            "{file}: no entry point `{name}` in the module's AIR metadata{}",
            suggestion(name, info.entry_points.iter().map(|e| e.name.as_str()))
        );
    };
    if entry.kind != EntryKind::Kernel {
        let kernels =
            info.entry_points.iter().filter(|e| e.kind == EntryKind::Kernel).map(|e| e.name.as_str());
        bail!(
            "{file}: function `{name}` is {}, not a kernel; metal-run runs compute kernels only{}",
            kind_phrase(entry.kind),
            suggestion(name, kernels)
        );
    }
    Ok(Kernel { name: name.to_owned(), bitcode, entry, info })
}
