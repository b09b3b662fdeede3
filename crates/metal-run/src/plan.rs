//! The binding plan: which `--buffer` feeds which kernel argument, decided from the
//! entry point's AIR metadata before anything runs.
//!
//! Rules (docs/metal-run.md, "Binding"):
//! - `--buffer N=…` binds the argument declared `[[buffer(N)]]` (its AIR location, not its
//!   parameter position), device or constant;
//! - a buffer argument nobody binds is an error unless the compiler marked it unused
//!   (`air.arg_unused`), in which case it gets a null pointer, as an unbound slot would;
//! - a binding no argument declares is an error (a wrong index would otherwise silently
//!   run the kernel on the wrong data);
//! - a `constant T&` argument (AIR `buffer_size`) needs at least that many bytes;
//! - built-ins (thread positions, …) come from the dispatch;
//! - `--threadgroup-memory N=BYTES` gives the `[[threadgroup(N)]]` argument that length,
//!   as `setThreadgroupMemoryLength:atIndex:` does; such an argument nobody sizes, or a
//!   length no argument declares, is an error, as for buffers;
//! - textures and samplers cannot be given on this command line: they are errors.

use crate::spec::{BufferSpec, Source, ThreadgroupMemorySpec, MAX_THREADGROUP_MEMORY};
use air::semantics::{ArgKind, Argument, EntryInfo};
use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;

/// What one kernel parameter receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgPlan {
    /// The buffer bound to this `[[buffer(slot)]]`.
    Buffer { slot: u32 },
    /// An unused buffer argument nothing binds (an empty buffer in that slot).
    Unbound { slot: u32 },
    /// A built-in value of the dispatch, by its AIR name without `air.`
    /// (`thread_position_in_grid`).
    Builtin(String),
    /// Threadgroup memory of the length set for `[[threadgroup(slot)]]`.
    Threadgroup { slot: u32 },
}

/// The plan for one run: per parameter (in parameter order), and the bound buffers'
/// initial contents by slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub args: Vec<ArgPlan>,
    pub buffers: BTreeMap<u32, Vec<u8>>,
    /// Threadgroup-memory slot → length in bytes.
    pub threadgroup_memory: BTreeMap<u32, u64>,
}

/// The `--threadgroup-memory` lengths by slot: each slot once, and the total within what
/// a threadgroup has.
pub fn threadgroup_lengths(specs: &[ThreadgroupMemorySpec]) -> Result<BTreeMap<u32, u64>> {
    let mut out = BTreeMap::new();
    for spec in specs {
        if out.insert(spec.index, spec.bytes).is_some() {
            bail!(
                "--threadgroup-memory {}: threadgroup slot {} is set more than once",
                spec.text,
                spec.index
            );
        }
    }
    let total: u64 = out.values().sum();
    if total > MAX_THREADGROUP_MEMORY {
        bail!("--threadgroup-memory: the lengths add up to {total} bytes, over the {MAX_THREADGROUP_MEMORY} bytes a threadgroup has");
    }
    Ok(out)
}

/// How messages name an argument: "argument 1 `b` ([[buffer(1)]])".
pub fn describe(arg: &Argument) -> String {
    let index = arg.index.map(|i| i.to_string()).unwrap_or_else(|| "?".into());
    let name = arg.name.as_deref().map(|n| format!(" `{n}`")).unwrap_or_default();
    let slot = match (arg.kind, arg.location) {
        (_, Some(l)) if interp::bind::is_threadgroup_buffer(arg) => format!(" ([[threadgroup({l})]])"),
        (ArgKind::Buffer | ArgKind::IndirectBuffer, Some(l)) => format!(" ([[buffer({l})]])"),
        (ArgKind::Texture, Some(l)) => format!(" ([[texture({l})]])"),
        (ArgKind::Sampler, Some(l)) => format!(" ([[sampler({l})]])"),
        _ => String::new(),
    };
    format!("argument {index}{name}{slot}")
}

/// Reads every `--buffer`'s initial contents; `limit` bounds the total (the
/// interpreter's memory limit), so that `zeros:` of absurd sizes is refused before any
/// allocation.
pub fn load_buffers(specs: &[BufferSpec], limit: u64) -> Result<BTreeMap<u32, Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut total = 0u64;
    for spec in specs {
        if out.contains_key(&spec.index) {
            bail!("--buffer {}: buffer {} is bound more than once", spec.text, spec.index);
        }
        let size = match &spec.source {
            Source::Zeros(n) => *n,
            Source::File(path) => std::fs::metadata(path)
                .with_context(|| format!("--buffer {}: cannot read `{}`", spec.text, path.display()))?
                .len(),
        };
        total = total.saturating_add(size);
        if total > limit {
            bail!(
                "--buffer {}: the bound buffers need {total} bytes, over the interpreter's memory limit of {limit} bytes",
                spec.text
            );
        }
        let bytes = match &spec.source {
            Source::Zeros(n) => vec![0u8; *n as usize],
            Source::File(path) => std::fs::read(path)
                .with_context(|| format!("--buffer {}: cannot read `{}`", spec.text, path.display()))?,
        };
        out.insert(spec.index, bytes);
    }
    Ok(out)
}

/// Decides every parameter's binding. `what` prefixes messages (`LIB: kernel `k``).
pub fn plan(
    entry: &EntryInfo,
    buffers: BTreeMap<u32, Vec<u8>>,
    threadgroup_memory: BTreeMap<u32, u64>,
    what: &str,
) -> Result<Plan> {
    let count = entry.arguments.iter().filter_map(|a| a.index).map(|i| i as usize + 1).max().unwrap_or(0);
    let mut args: Vec<Option<ArgPlan>> = vec![None; count];
    let mut slots: BTreeMap<u32, &Argument> = BTreeMap::new();
    let mut tg_slots: BTreeMap<u32, &Argument> = BTreeMap::new();
    for arg in &entry.arguments {
        let Some(index) = arg.index else { continue };
        let planned = match arg.kind {
            // Before buffers: newer toolchains describe threadgroup buffers as `air.buffer`
            // in address space 3.
            _ if interp::bind::is_threadgroup_buffer(arg) => {
                let Some(slot) = arg.location else {
                    bail!("{what}: {} has no threadgroup index in its AIR metadata", describe(arg));
                };
                tg_slots.insert(slot, arg);
                if !threadgroup_memory.contains_key(&slot) {
                    bail!(
                        "{what}: {} is threadgroup memory whose length the host sets; add --threadgroup-memory {slot}=BYTES",
                        describe(arg)
                    );
                }
                ArgPlan::Threadgroup { slot }
            }
            ArgKind::Buffer | ArgKind::IndirectBuffer => {
                let Some(slot) = arg.location else {
                    bail!("{what}: {} has no buffer index in its AIR metadata", describe(arg));
                };
                slots.insert(slot, arg);
                match buffers.get(&slot) {
                    Some(bytes) => {
                        if let Some(need) = arg.buffer_size {
                            if (bytes.len() as u64) < u64::from(need) {
                                bail!(
                                    "{what}: {} is a `constant {}&` of {need} bytes, but buffer {slot} has {} bytes",
                                    describe(arg),
                                    arg.type_name.as_deref().unwrap_or("?"),
                                    bytes.len()
                                );
                            }
                        }
                        ArgPlan::Buffer { slot }
                    }
                    None if arg.unused => ArgPlan::Unbound { slot },
                    None => bail!(
                        "{what}: {} is used by the kernel but not bound; add --buffer {slot}=FILE or --buffer {slot}=zeros:BYTES",
                        describe(arg)
                    ),
                }
            }
            ArgKind::Builtin => ArgPlan::Builtin(arg.short_kind().to_owned()),
            other => bail!(
                "{what}: {} is a {}; metal-run binds buffers and built-ins only",
                describe(arg),
                other.label().replace('_', " ")
            ),
        };
        match args.get_mut(index as usize) {
            Some(a @ None) => *a = Some(planned),
            _ => bail!("{what}: the AIR metadata describes argument {index} twice"),
        }
    }
    for slot in buffers.keys() {
        if !slots.contains_key(slot) {
            let have: Vec<String> =
                slots.iter().map(|(s, a)| format!("{s} `{}`", a.name.as_deref().unwrap_or("?"))).collect();
            let have = if have.is_empty() { "none".to_owned() } else { have.join(", ") };
            bail!("{what}: --buffer {slot}: the kernel has no [[buffer({slot})]] argument (its buffers: {have})");
        }
    }
    for slot in threadgroup_memory.keys() {
        if !tg_slots.contains_key(slot) {
            let have: Vec<String> =
                tg_slots.iter().map(|(s, a)| format!("{s} `{}`", a.name.as_deref().unwrap_or("?"))).collect();
            let have = if have.is_empty() { "none".to_owned() } else { have.join(", ") };
            bail!(
                "{what}: --threadgroup-memory {slot}: the kernel has no [[threadgroup({slot})]] argument (its threadgroup arguments: {have})"
            );
        }
    }
    let mut out = Vec::with_capacity(count);
    for (i, a) in args.into_iter().enumerate() {
        match a {
            Some(a) => out.push(a),
            None => bail!("{what}: the AIR metadata does not describe argument {i}"),
        }
    }
    Ok(Plan { args: out, buffers, threadgroup_memory })
}

#[cfg(test)]
mod tests {
    use super::*;
    use air::EntryKind;

    fn arg(index: u32, kind: &str, name: &str) -> Argument {
        let text = format!("air.{kind}");
        let mut a = Argument {
            index: Some(index),
            kind: ArgKind::from_air(&text),
            air_kind: text,
            name: Some(name.into()),
            type_name: Some("float".into()),
            type_size: Some(4),
            type_align: Some(4),
            location: None,
            location_count: None,
            access: None,
            address_space: None,
            buffer_size: None,
            sampling: None,
            perspective: None,
            user: None,
            positional: Vec::new(),
            struct_info: None,
            texture: None,
            mesh: None,
            function_constant: None,
            unused: false,
            other: Vec::new(),
        };
        if kind == "buffer" || kind == "texture" {
            a.location = Some(index);
        }
        a
    }

    fn entry(arguments: Vec<Argument>) -> EntryInfo {
        EntryInfo {
            name: "k".into(),
            kind: EntryKind::Kernel,
            outputs: Vec::new(),
            arguments,
            max_total_threads_per_threadgroup: None,
            tags: Vec::new(),
            other: Vec::new(),
        }
    }

    fn bufs(slots: &[(u32, usize)]) -> BTreeMap<u32, Vec<u8>> {
        slots.iter().map(|&(s, n)| (s, vec![0; n])).collect()
    }

    #[test]
    fn buffers_bind_by_slot_and_builtins_by_name() {
        let mut count = arg(2, "buffer", "count");
        count.location = Some(5);
        count.buffer_size = Some(4);
        let e = entry(vec![arg(0, "buffer", "a"), arg(1, "thread_position_in_grid", "gid"), count]);
        let p = plan(&e, bufs(&[(0, 8), (5, 4)]), BTreeMap::new(), "k").expect("plan");
        assert_eq!(
            p.args,
            vec![
                ArgPlan::Buffer { slot: 0 },
                ArgPlan::Builtin("thread_position_in_grid".into()),
                ArgPlan::Buffer { slot: 5 }
            ]
        );
    }

    #[test]
    fn unused_buffers_may_stay_unbound() {
        let mut size = arg(1, "buffer", "size");
        size.unused = true;
        let p = plan(&entry(vec![arg(0, "buffer", "a"), size]), bufs(&[(0, 4)]), BTreeMap::new(), "k")
            .expect("plan");
        assert_eq!(p.args, vec![ArgPlan::Buffer { slot: 0 }, ArgPlan::Unbound { slot: 1 }]);
        // The interpreter cannot bind a texture, used or not.
        let mut tex = arg(0, "texture", "t");
        tex.unused = true;
        assert!(plan(&entry(vec![tex]), bufs(&[]), BTreeMap::new(), "k").is_err());
    }

    #[test]
    fn binding_errors_name_the_argument() {
        let e = entry(vec![arg(0, "buffer", "a"), arg(1, "buffer", "b")]);
        let err = plan(&e, bufs(&[(0, 4)]), BTreeMap::new(), "lib: kernel `k`").expect_err("unbound");
        assert_eq!(
            err.to_string(),
            "lib: kernel `k`: argument 1 `b` ([[buffer(1)]]) is used by the kernel but not bound; \
             add --buffer 1=FILE or --buffer 1=zeros:BYTES"
        );
        let err = plan(&e, bufs(&[(0, 4), (1, 4), (7, 4)]), BTreeMap::new(), "k").expect_err("extra");
        assert_eq!(
            err.to_string(),
            "k: --buffer 7: the kernel has no [[buffer(7)]] argument (its buffers: 0 `a`, 1 `b`)"
        );
        let mut c = arg(0, "buffer", "n");
        c.buffer_size = Some(4);
        c.type_name = Some("uint".into());
        let err = plan(&entry(vec![c]), bufs(&[(0, 2)]), BTreeMap::new(), "k").expect_err("short");
        assert_eq!(
            err.to_string(),
            "k: argument 0 `n` ([[buffer(0)]]) is a `constant uint&` of 4 bytes, but buffer 0 has 2 bytes"
        );
        let err =
            plan(&entry(vec![arg(0, "texture", "t")]), bufs(&[]), BTreeMap::new(), "k").expect_err("texture");
        assert_eq!(
            err.to_string(),
            "k: argument 0 `t` ([[texture(0)]]) is a texture; metal-run binds buffers and built-ins only"
        );
    }

    #[test]
    fn threadgroup_buffers_described_as_buffers_in_address_space_3() {
        // ggml's `threadgroup char *shmem [[threadgroup(0)]]` next to `constant args&
        // [[buffer(0)]]`, as metalfe-32023 describes them.
        let mut shmem = arg(1, "buffer", "shmem");
        shmem.location = Some(0);
        shmem.address_space = Some(3);
        let e = entry(vec![arg(0, "buffer", "args"), shmem]);
        let lengths: BTreeMap<u32, u64> = [(0, 8192)].into();
        let p = plan(&e, bufs(&[(0, 4)]), lengths.clone(), "k").expect("plan");
        assert_eq!(p.args, vec![ArgPlan::Buffer { slot: 0 }, ArgPlan::Threadgroup { slot: 0 }]);
        assert_eq!(p.threadgroup_memory, lengths);
        let err = plan(&e, bufs(&[(0, 4)]), BTreeMap::new(), "k").expect_err("unsized");
        assert_eq!(
            err.to_string(),
            "k: argument 1 `shmem` ([[threadgroup(0)]]) is threadgroup memory whose length the host sets; \
             add --threadgroup-memory 0=BYTES"
        );
    }

    #[test]
    fn threadgroup_memory_binds_by_slot() {
        let mut tg = arg(1, "threadgroup", "partial");
        tg.location = Some(0);
        let e = entry(vec![arg(0, "buffer", "a"), tg]);
        let lengths: BTreeMap<u32, u64> = [(0, 128)].into();
        let p = plan(&e, bufs(&[(0, 4)]), lengths.clone(), "k").expect("plan");
        assert_eq!(p.args, vec![ArgPlan::Buffer { slot: 0 }, ArgPlan::Threadgroup { slot: 0 }]);
        assert_eq!(p.threadgroup_memory, lengths);
        let err = plan(&e, bufs(&[(0, 4)]), BTreeMap::new(), "k").expect_err("unsized");
        assert_eq!(
            err.to_string(),
            "k: argument 1 `partial` ([[threadgroup(0)]]) is threadgroup memory whose length the host sets; \
             add --threadgroup-memory 0=BYTES"
        );
        let err = plan(&e, bufs(&[(0, 4)]), [(0, 128), (2, 16)].into(), "k").expect_err("extra");
        assert_eq!(
            err.to_string(),
            "k: --threadgroup-memory 2: the kernel has no [[threadgroup(2)]] argument \
             (its threadgroup arguments: 0 `partial`)"
        );
        let specs: Vec<_> = ["0=16384", "1=16400"]
            .iter()
            .map(|t| crate::spec::parse_threadgroup_memory(t).expect("spec"))
            .collect();
        assert_eq!(
            threadgroup_lengths(&specs).expect_err("over").to_string(),
            "--threadgroup-memory: the lengths add up to 32784 bytes, over the 32768 bytes a threadgroup has"
        );
        let twice = vec![specs[0].clone(), specs[0].clone()];
        assert_eq!(
            threadgroup_lengths(&twice).expect_err("twice").to_string(),
            "--threadgroup-memory 0=16384: threadgroup slot 0 is set more than once"
        );
    }

    #[test]
    fn zeros_beyond_the_memory_limit_are_refused_before_allocating() {
        let specs = vec![
            crate::spec::parse_buffer("0=zeros:16").expect("spec"),
            crate::spec::parse_buffer("1=zeros:1000000000000").expect("spec"),
        ];
        let err = load_buffers(&specs, 1 << 20).expect_err("too big");
        assert_eq!(
            err.to_string(),
            "--buffer 1=zeros:1000000000000: the bound buffers need 1000000000016 bytes, \
             over the interpreter's memory limit of 1048576 bytes"
        );
        let twice = vec![specs[0].clone(), specs[0].clone()];
        assert_eq!(
            load_buffers(&twice, 1 << 20).expect_err("twice").to_string(),
            "--buffer 0=zeros:16: buffer 0 is bound more than once"
        );
    }
}
