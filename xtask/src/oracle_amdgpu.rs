//! `cargo xtask oracle amdgpu [--arch gfxNNN]... [--lib FILE] [-j N]`: the encoding oracle
//! on a whole library (by default the mlx corpus). Every function is translated the way
//! `metal-nt -arch amdgpu_<gfx> LIB -stop-after translate` does; every kernel that
//! compiles is read back by LLVM 14: on gfx8 and later `llvm-objdump -d` of our code
//! object must print exactly the instructions our disassembler prints, on gfx6/7 (no LLVM
//! disassembler) `llvm-mc` must assemble our assembly text to our bytes. Kernels go to
//! the tools in batches, `-j` batches at a time (default: every core), so that the whole
//! corpus takes minutes, not hours. Exits 1 on any
//! difference, naming the kernel and the instruction.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context, Result};
use backend_amdgpu::{disasm, gen, payload};

/// Kernels per tool invocation.
const BATCH: usize = 256;

fn tool(name: &str) -> Result<String> {
    for cand in [name.to_string(), format!("{name}-14"), format!("/usr/lib/llvm-14/bin/{name}")] {
        if Command::new(&cand).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return Ok(cand);
        }
    }
    bail!("{name} (LLVM 14) not found: install llvm-14")
}

/// An instruction line without addresses, encodings, comments or extra spaces.
fn clean(line: &str) -> String {
    line.split("//").next().unwrap_or("").split_whitespace().collect::<Vec<_>>().join(" ")
}

fn ours_of(text: &str) -> Vec<String> {
    text.lines().map(clean).filter(|l| !l.is_empty() && !l.ends_with(':')).collect()
}

/// One compiled kernel of the library.
struct Kernel {
    name: String,
    code: Vec<u8>,
    payload: Vec<u8>,
    assembly: String,
}

#[derive(Default)]
struct Tally {
    kernels: usize,
    instructions: usize,
    differences: Vec<String>,
}

impl Tally {
    fn differ(&mut self, what: String) {
        self.differences.push(what);
    }

    /// Adds a batch's tally; differences keep batch order, so the report does not
    /// depend on which worker finished first.
    fn absorb(&mut self, other: Tally) {
        self.kernels += other.kernels;
        self.instructions += other.instructions;
        self.differences.extend(other.differences);
    }
}

/// `llvm-objdump` over a batch of code objects: the instruction lines of each file's
/// kernel symbol, in file order.
fn objdump_batch(objdump: &str, mcpu: &str, files: &[(PathBuf, &Kernel)]) -> Result<Vec<Vec<String>>> {
    let out = Command::new(objdump)
        .args(["-d", "--no-show-raw-insn", &format!("--mcpu={mcpu}")])
        .args(files.iter().map(|(p, _)| p))
        .output()
        .context("running llvm-objdump")?;
    if !out.status.success() {
        bail!("llvm-objdump failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut per_file: Vec<Vec<String>> = vec![Vec::new(); files.len()];
    let mut file = None;
    let mut inside = false;
    for l in text.lines() {
        if let Some(i) = files.iter().position(|(p, _)| l.starts_with(&format!("{}:", p.display()))) {
            file = Some(i);
            inside = false;
            continue;
        }
        let Some(i) = file else { continue };
        let Some((_, k)) = files.get(i) else { continue };
        if l.ends_with(&format!("<{}>:", k.name)) {
            inside = true;
            continue;
        }
        if inside {
            if l.trim().is_empty() || l.ends_with(">:") {
                inside = false;
                continue;
            }
            if let Some(lines) = per_file.get_mut(i) {
                lines.push(clean(l));
            }
        }
    }
    Ok(per_file)
}

/// Runs `check` on every batch of `kernels`, `jobs` batches at a time (the LLVM tools are
/// single-threaded and dominate the run), and adds the tallies up in batch order.
fn in_batches<F>(kernels: &[Kernel], jobs: usize, check: F) -> Result<Tally>
where
    F: Fn(usize, &[Kernel]) -> Result<Tally> + Sync,
{
    let batches: Vec<&[Kernel]> = kernels.chunks(BATCH).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, Result<Tally>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..jobs.clamp(1, batches.len().max(1)))
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let b = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(batch) = batches.get(b) else { break };
                        mine.push((b, check(b, batch)));
                    }
                    mine
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_default()).collect()
    });
    done.sort_by_key(|(b, _)| *b);
    let mut tally = Tally::default();
    for (_, t) in done {
        tally.absorb(t?);
    }
    Ok(tally)
}

fn check_objdump(
    objdump: &str,
    t: gen::Target,
    dir: &Path,
    kernels: &[Kernel],
    jobs: usize,
) -> Result<Tally> {
    in_batches(kernels, jobs, |b, batch| {
        let mut tally = Tally::default();
        let mut files = Vec::with_capacity(batch.len());
        for (i, k) in batch.iter().enumerate() {
            let p = dir.join(format!("{}-{b}-{i}.hsaco", t.mcpu));
            std::fs::write(&p, &k.payload).with_context(|| format!("writing {}", p.display()))?;
            files.push((p, k));
        }
        let theirs = objdump_batch(objdump, t.mcpu, &files)?;
        for ((path, k), theirs) in files.iter().zip(theirs) {
            let ours =
                ours_of(&disasm::disassemble_text(t.gen, &k.code).map_err(|e| anyhow::anyhow!("{e}"))?);
            if theirs.len() < ours.len() {
                tally.differ(format!(
                    "{} {}: llvm-objdump printed {} instructions, we {}",
                    t.mcpu,
                    k.name,
                    theirs.len(),
                    ours.len()
                ));
                continue;
            }
            if let Some((i, (a, b))) = ours.iter().zip(&theirs).enumerate().find(|(_, (a, b))| a != b) {
                tally
                    .differ(format!("{} {} instruction {i}: ours `{a}`, llvm-objdump `{b}`", t.mcpu, k.name));
                continue;
            }
            if let Some(extra) =
                theirs[ours.len()..].iter().find(|l| !(l.starts_with("s_nop") || l.starts_with("s_code_end")))
            {
                tally.differ(format!(
                    "{} {}: after the kernel llvm-objdump printed `{extra}`",
                    t.mcpu, k.name
                ));
                continue;
            }
            tally.kernels += 1;
            tally.instructions += ours.len();
            std::fs::remove_file(path).ok();
        }
        Ok(tally)
    })
}

/// The `.text` of an ELF object.
fn text_section(obj: &[u8]) -> Result<Vec<u8>> {
    use object::{Object, ObjectSection};
    let f = object::File::parse(obj).context("llvm-mc object")?;
    Ok(f.section_by_name(".text").and_then(|s| s.data().ok()).map(<[u8]>::to_vec).unwrap_or_default())
}

fn check_mc(mc: &str, t: gen::Target, dir: &Path, kernels: &[Kernel], jobs: usize) -> Result<Tally> {
    in_batches(kernels, jobs, |b, batch| {
        let mut tally = Tally::default();
        // Kernel bodies back to back: their code is a whole number of words, so the
        // assembled section is the concatenation of our codes.
        let mut asm = String::new();
        for (i, k) in batch.iter().enumerate() {
            // Each kernel numbers its blocks `.LBB0_<n>`; one file needs distinct names.
            let own = format!(".LBB{i}_");
            for l in k.assembly.lines().skip(1) {
                asm.push_str(&l.replace(".LBB0_", &own));
                asm.push('\n');
            }
        }
        let src = dir.join(format!("{}-{b}.s", t.mcpu));
        let obj = dir.join(format!("{}-{b}.o", t.mcpu));
        std::fs::write(&src, asm).with_context(|| format!("writing {}", src.display()))?;
        let out = Command::new(mc)
            .args(["-arch=amdgcn", &format!("-mcpu={}", t.mcpu), "-filetype=obj", "-o"])
            .arg(&obj)
            .arg(&src)
            .output()
            .context("running llvm-mc")?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            tally.differ(format!(
                "{} batch {b}: llvm-mc refused our text: {}",
                t.mcpu,
                err.lines().next().unwrap_or("")
            ));
            return Ok(tally);
        }
        let theirs = text_section(&std::fs::read(&obj).context("reading llvm-mc's object")?)?;
        let mut at = 0;
        for k in batch {
            let end = at + k.code.len();
            match theirs.get(at..end) {
                Some(bytes) if bytes == k.code.as_slice() => {
                    tally.kernels += 1;
                    tally.instructions += ours_of(&k.assembly).len();
                }
                _ => {
                    tally.differ(format!("{} {}: llvm-mc assembled other bytes", t.mcpu, k.name));
                    // Later kernels of the batch would be misaligned; count them as unchecked.
                    break;
                }
            }
            at = end;
        }
        std::fs::remove_file(&src).ok();
        std::fs::remove_file(&obj).ok();
        Ok(tally)
    })
}

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let mut archs = Vec::new();
    let mut lib = root.join("target/corpus/mlx.metallib");
    let mut jobs = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--arch" => archs.push(it.next().context("--arch needs a value")?.clone()),
            "--lib" => lib = PathBuf::from(it.next().context("--lib needs a file")?),
            "-j" => jobs = Some(it.next().context("-j needs a number")?.parse::<usize>().context("-j")?),
            other => bail!("oracle amdgpu: unknown argument `{other}`"),
        }
    }
    if archs.is_empty() {
        archs = ["gfx600", "gfx900", "gfx1030"].map(String::from).to_vec();
    }
    if !lib.exists() {
        bail!("{} is missing: run `cargo xtask corpus` first", lib.display());
    }
    let (objdump, mc) = (tool("llvm-objdump")?, tool("llvm-mc")?);
    let dir = root.join("target/oracle-amdgpu");
    std::fs::create_dir_all(&dir).context("creating target/oracle-amdgpu")?;
    let mut failed = false;
    for arch in &archs {
        let name = arch.strip_prefix("amdgpu_").unwrap_or(arch);
        let Some(t) = gen::target(name) else { bail!("`{arch}` is not an AMD arch of this backend") };
        let started = std::time::Instant::now();
        let opts = driver::Options {
            arch: format!("amdgpu_{name}"),
            input: Some(lib.to_string_lossy().into_owned()),
            jobs,
            ..driver::Options::default()
        };
        let out = driver::run_to(&opts, driver::Stage::Translate);
        let refused = out.diagnostics.iter().filter(|d| d.is_error()).count();
        let mut kernels = Vec::with_capacity(out.translated.len());
        for tr in out.translated {
            let co = payload::read_code_object(&tr.compiled.payload).map_err(|e| anyhow::anyhow!("{e}"))?;
            let code = co.kernels.into_iter().next().map(|k| k.code).unwrap_or_default();
            kernels.push(Kernel {
                name: tr.compiled.name,
                code,
                payload: tr.compiled.payload,
                assembly: tr.compiled.assembly,
            });
        }
        let translated = kernels.len();
        let workers = jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
        let tally = if t.gen >= gen::Gen::Gfx8 {
            check_objdump(&objdump, t, &dir, &kernels, workers)?
        } else {
            check_mc(&mc, t, &dir, &kernels, workers)?
        };
        for d in tally.differences.iter().take(20) {
            eprintln!("difference: {d}");
        }
        let how = if t.gen >= gen::Gen::Gfx8 {
            "llvm-objdump prints our instructions"
        } else {
            "llvm-mc assembles our text to our bytes"
        };
        println!(
            "{}: {translated} of {} functions translated ({refused} refused); {} kernels, {} instructions checked: {how}; {} differences ({:.0} s)",
            t.mcpu,
            translated + refused,
            tally.kernels,
            tally.instructions,
            tally.differences.len(),
            started.elapsed().as_secs_f64()
        );
        failed |= !tally.differences.is_empty() || tally.kernels != translated;
    }
    if failed {
        bail!("the encoding oracle found differences");
    }
    Ok(())
}
