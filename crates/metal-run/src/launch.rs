//! From the kernel's bitcode to its results: decoding the module into gpu-ir,
//! specializing its function constants (`opt::specialize`, as Metal does when a pipeline
//! is created from a function and `MTLFunctionConstantValues`), and running the dispatch
//! with the reference interpreter (`interp::launch`).

use crate::library::Kernel;
use crate::plan::{ArgPlan, Plan};
use crate::spec::ConstantSpec;
use air::semantics::EntryInfo;
use anyhow::{anyhow, bail, Result};
use opt::specialize::{specialize_function, Given, Values};
use std::collections::BTreeMap;

/// The module ready to run and its entry point as specialization left it.
#[derive(Debug)]
pub struct Prepared {
    pub module: gpu_ir::Module,
    pub entry: EntryInfo,
}

/// Decodes the kernel's module and applies `--constant` values. A module that declares
/// function constants is always specialized, with the given values or none, so that
/// constants left unset follow Metal's rule (`is_function_constant_defined` is false, and
/// reading the value is an error naming the constant).
pub fn prepare(kernel: &Kernel<'_>, constants: &[ConstantSpec], what: &str) -> Result<Prepared> {
    check_constant_names(kernel, constants, what)?;
    let mut module = air::read_module(kernel.bitcode).map_err(|e| anyhow!("{what}: {e}"))?.module;
    let mut entry = kernel.entry.clone();
    if kernel.info.function_constants.is_empty() {
        return Ok(Prepared { module, entry });
    }
    let mut values = Values::new();
    for c in constants {
        if values.by_name.insert(c.name.clone(), Given::Text(c.value.clone())).is_some() {
            bail!("{what}: --constant {}: given more than once", c.name);
        }
    }
    let report = specialize_function(&mut module, &kernel.name, None, &values)
        .map_err(|e| anyhow!("{what}: function constants: {e}"))?;
    // Arguments gated by a false constant left the function: drop them from the entry
    // point and renumber the rest, as the specialized module's metadata now does.
    let removed: Vec<u32> =
        report.removed_arguments.iter().filter(|(f, _, _)| *f == kernel.name).map(|(_, i, _)| *i).collect();
    entry.arguments.retain(|a| a.index.is_none_or(|i| !removed.contains(&i)));
    for a in &mut entry.arguments {
        if let Some(i) = a.index.as_mut() {
            *i -= removed.iter().filter(|&&r| r < *i).count() as u32;
        }
        a.function_constant = None;
    }
    Ok(Prepared { module, entry })
}

/// Names are checked here, with the module's own list, before the specializer reads the
/// values, so that a typo gets a suggestion even in a module without constants.
fn check_constant_names(kernel: &Kernel<'_>, constants: &[ConstantSpec], what: &str) -> Result<()> {
    let declared = &kernel.info.function_constants;
    for c in constants {
        if declared.iter().any(|d| d.name == c.name) {
            continue;
        }
        let hint = diagnostics::did_you_mean(&c.name, declared.iter().map(|d| d.name.as_str()))
            .map(|s| format!("; did you mean `{s}`?"))
            .unwrap_or_default();
        let names: Vec<String> = declared.iter().map(|d| format!("`{}`", d.name)).collect();
        let have = if names.is_empty() {
            "the module declares none".to_owned()
        } else {
            format!("the module declares {}", names.join(", "))
        };
        bail!("{what}: --constant {}={}: no function constant `{}` ({have}){hint}", c.name, c.value, c.name);
    }
    Ok(())
}

/// Runs the dispatch and returns the final contents of the buffers the user bound.
pub fn run(
    prepared: &Prepared,
    plan: Plan,
    dispatch: &interp::Dispatch,
    max_instructions: u64,
    strict_threadgroup: bool,
    what: &str,
) -> Result<BTreeMap<u32, Vec<u8>>> {
    let bound: Vec<u32> = plan.buffers.keys().copied().collect();
    let mut bindings =
        interp::Bindings { buffers: plan.buffers, threadgroup_memory: plan.threadgroup_memory };
    // An unused argument nobody bound gets an empty buffer: the interpreter binds every
    // buffer argument, and an empty one makes any access a located out-of-bounds error.
    for a in &plan.args {
        if let ArgPlan::Unbound { slot } = a {
            bindings.buffers.entry(*slot).or_default();
        }
    }
    let (m, e) = (&prepared.module, &prepared.entry);
    interp::launch_checked(m, e, &mut bindings, dispatch, max_instructions, strict_threadgroup)
        .map_err(|e| anyhow!("{what}: {e}"))?;
    bindings.buffers.retain(|slot, _| bound.contains(slot));
    Ok(bindings.buffers)
}
