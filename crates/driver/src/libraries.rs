//! The libraries a script names, opened once each: for a MetalLib its function list (name
//! and `TYPE`), for a bare `.air` module or a `.metal-ar` archive the entry points its AIR
//! metadata declares. This module also owns the rule of which function type each script
//! role accepts, and the checks of every function reference against the library it names.

use std::collections::BTreeMap;
use std::rc::Rc;

use metallib::{Container, FunctionType, HashStatus};
use mtlp::validate::Site;

/// A function a library exports.
#[derive(Debug, Clone)]
pub struct Export {
    pub function_type: FunctionType,
    /// False when the `HASH` tag is present and is not the SHA-256 of the module.
    pub hash_ok: bool,
}

/// The functions of one library.
#[derive(Debug, Default)]
pub struct Exports {
    /// Shown in messages: the file the library was read from, or the generated library's label.
    pub name: String,
    pub functions: BTreeMap<String, Export>,
    /// A specialized or stitched library of the script: the script validator already
    /// reports names it does not export, so a missing name is not reported twice.
    pub generated: bool,
}

impl Exports {
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.functions.keys().map(String::as_str)
    }
}

/// What happened when a library file was opened.
#[derive(Debug, Clone)]
pub enum Opened {
    Ok(Rc<Exports>),
    /// The reason, already phrased for a diagnostic (it includes the byte offset).
    Failed(String),
}

fn module_exports(bitcode: &[u8], what: &str, into: &mut Exports) -> Result<(), String> {
    let summary = air::read_summary(bitcode).map_err(|e| format!("{what}: {e}"))?;
    for e in summary.entry_points {
        // Entry-point kinds and MetalLib function types share their names.
        let function_type = FunctionType::from_name(e.kind.type_name())
            .ok_or_else(|| format!("{what}: `{}` has no MetalLib function type", e.name))?;
        into.functions.insert(e.name, Export { function_type, hash_ok: true });
    }
    Ok(())
}

/// Opens a library file and lists its functions.
pub fn open(path: &str) -> Opened {
    let bytes = match metallib::file::open_file(std::path::Path::new(path)) {
        Ok(b) => b,
        Err(e) => return Opened::Failed(format!("cannot read library `{path}`: {e}")),
    };
    let container = match metallib::open(&bytes) {
        Ok(c) => c,
        Err(e) => return Opened::Failed(format!("library `{path}` is corrupt: {e}")),
    };
    let mut exports = Exports { name: path.to_owned(), functions: BTreeMap::new(), generated: false };
    let result = match &container {
        Container::MetalLib(lib) => {
            // Hashes are checked for every function: a mismatch is reported when the script
            // uses that function. Hashing runs in parallel and costs little next to reading.
            let status = metallib::verify_hashes(lib);
            for (f, s) in lib.functions.iter().zip(status) {
                let Some(t) = f.function_type else { continue };
                let hash_ok = !matches!(s, HashStatus::Mismatch { .. });
                exports.functions.entry(f.name.to_owned()).or_insert(Export { function_type: t, hash_ok });
            }
            Ok(())
        }
        Container::Air(m) => module_exports(m.bitcode, "AIR module", &mut exports),
        Container::Archive(members) => members.iter().try_for_each(|m| {
            module_exports(m.module.bitcode, &format!("archive member `{}`", m.name), &mut exports)
        }),
    };
    match result {
        Ok(()) => Opened::Ok(Rc::new(exports)),
        Err(e) => Opened::Failed(format!("library `{path}` is corrupt: {e}")),
    }
}

/// The function types a reference at `site` accepts, and how to name the role in messages.
/// `None`: any type (the function a specialized library starts from).
pub fn accepted(site: &Site) -> Option<(&'static [FunctionType], String)> {
    use FunctionType::*;
    let (types, role): (&'static [FunctionType], String) = match *site {
        Site::Specialized(_) => return None,
        Site::Stitched(..) => (&[Visible], "a stitched library's `functions`".into()),
        Site::Linked { list, .. } => (&[Visible, Intersection], format!("`{list}` of linked functions")),
        Site::Member { top: "functions", array, .. } => match array {
            "intersection_functions" => (&[Intersection], "`intersection_functions`".into()),
            _ => (&[Visible], "`visible_functions`".into()),
        },
        Site::Member { key, .. } => {
            let types: &'static [FunctionType] = match key {
                "compute_function" => &[Kernel],
                "vertex_function" => &[Vertex],
                "fragment_function" => &[Fragment],
                "tile_function" => &[Kernel, Fragment],
                "object_function" => &[Object],
                "mesh_function" => &[Mesh],
                _ => return None,
            };
            (types, format!("`{key}`"))
        }
    };
    Some((types, role))
}

/// "a kernel", "a kernel or fragment": the article follows the first name.
pub fn describe(types: &[FunctionType]) -> String {
    let names: Vec<String> = types.iter().map(|t| t.name()).collect();
    let article =
        if names.first().is_some_and(|n| n.starts_with(['a', 'e', 'i', 'o', 'u'])) { "an" } else { "a" };
    format!("{article} {} function", names.join(" or "))
}
