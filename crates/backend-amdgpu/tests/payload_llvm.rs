//! Our HSA code objects against LLVM 14's tools, on every target of `gen::TARGETS`:
//!
//! - `llvm-readelf` parses each object: header, `name` (FUNC) and `name.kd` (64-byte OBJECT)
//!   symbols, the metadata note, whose register counts must match the descriptor's granules;
//!   `llvm-objdump -d` disassembles `.text` (gfx8 and later) and decodes each descriptor back
//!   into `.amdhsa_*` directives.
//! - `llvm-mc` assembles `.amdhsa_kernel` blocks saying the same as our kernels: the 64
//!   descriptor bytes must equal ours (all but the entry offset, which `llvm-mc` leaves to a
//!   relocation).
//! - `llc` compiles two small kernels; from its assembly (the `.amdhsa_*` directives and the
//!   YAML metadata, assembled by `llvm-mc`) we rebuild each kernel and compare descriptor,
//!   code and metadata tree.
//!
//! Without the tools the tests print a notice and pass, unless `METAL_NT_REQUIRE_ORACLES=1`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use backend_amdgpu::gen::{Gen, Target, TARGETS};
use backend_amdgpu::payload::{
    e_flags, granulated, read_code_object, supports_xnack, vgpr_encoding_granule, write_code_object,
    AddressSpace, CodeObjectInfo, KernelArg, KernelObject, SystemSgprs, UserSgprs, ValueKind,
};

mod payload_common;

use payload_common::{sample, S_ENDPGM};

fn require_oracles() -> bool {
    std::env::var("METAL_NT_REQUIRE_ORACLES").is_ok_and(|v| v == "1")
}

/// The LLVM 14 tool `name`, by its plain name, with `-14`, or from LLVM 14's directory.
fn tool(name: &str) -> Option<PathBuf> {
    let candidates = [
        PathBuf::from(name),
        PathBuf::from(format!("{name}-14")),
        Path::new("/usr/lib/llvm-14/bin").join(name),
    ];
    for c in candidates {
        if Command::new(&c).arg("--version").output().is_ok_and(|o| o.status.success()) {
            return Some(c);
        }
    }
    assert!(!require_oracles(), "{name} not found but METAL_NT_REQUIRE_ORACLES=1");
    eprintln!("notice: {name} (LLVM 14) not found; skipping this oracle check");
    None
}

fn run(tool: &Path, args: &[&str]) -> String {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| panic!("{}: {e}", tool.display()));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{} {args:?} failed: {stderr}", tool.display());
    assert!(stderr.trim().is_empty(), "{} {args:?} warned: {stderr}", tool.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("payload_llvm");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir.join(name)
}

/// A kernel with everything switched on that the target allows, and unusual counts.
fn heavy<'a>(target: &Target, name: &'a str, code: &'a [u8]) -> KernelObject<'a> {
    let gfx6 = target.gen == Gen::Gfx6;
    let mut k = sample(target, name, code);
    k.sgpr_count = 41;
    k.vgpr_count = 101;
    k.uses_vcc = false;
    k.uses_flat_scratch = !gfx6;
    k.group_segment_size = 4096;
    k.private_segment_size = 256;
    k.wave32 = false;
    k.max_flat_workgroup_size = 256;
    k.user_sgprs = UserSgprs {
        private_segment_buffer: true,
        dispatch_ptr: true,
        queue_ptr: true,
        kernarg_segment_ptr: true,
        dispatch_id: true,
        flat_scratch_init: !gfx6,
        private_segment_size: true,
    };
    k.system_sgprs = SystemSgprs {
        workgroup_id_x: true,
        workgroup_id_y: true,
        workgroup_id_z: true,
        workgroup_info: true,
        private_segment_wave_offset: true,
    };
    k.system_vgprs = 2;
    k.ieee_mode = false;
    k.dx10_clamp = false;
    k.float_denorm_mode_32 = 0;
    k.float_denorm_mode_16_64 = 1;
    k
}

fn lean<'a>(target: &Target, name: &'a str, code: &'a [u8]) -> KernelObject<'a> {
    let mut k = KernelObject::new(target, name, code);
    k.user_sgprs = UserSgprs::default();
    k.system_sgprs = SystemSgprs::default();
    k
}

/// `key: value` lines of the kernel's map in `llvm-readelf --notes` YAML (4-space keys).
fn readelf_kernels(notes: &str) -> Vec<BTreeMap<String, String>> {
    let mut kernels: Vec<BTreeMap<String, String>> = Vec::new();
    let mut in_kernels = false;
    for line in notes.lines() {
        if line.starts_with("amdhsa.kernels:") {
            in_kernels = true;
            continue;
        }
        if !line.starts_with(' ') {
            in_kernels = false;
        }
        if !in_kernels {
            continue;
        }
        let key_line = if let Some(rest) = line.strip_prefix("  - ") {
            kernels.push(BTreeMap::new());
            rest
        } else if let Some(rest) = line.strip_prefix("    ") {
            if rest.starts_with(' ') || rest.starts_with('-') {
                continue;
            }
            rest
        } else {
            continue;
        };
        if let (Some(map), Some((k, v))) = (kernels.last_mut(), key_line.split_once(':')) {
            map.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    kernels
}

#[test]
fn llvm_readelf_and_objdump_read_every_target() {
    let Some(readelf) = tool("llvm-readelf") else { return };
    let Some(objdump) = tool("llvm-objdump") else { return };
    let long: Vec<u8> = S_ENDPGM.iter().copied().cycle().take(4 * 70).collect();
    for (arch, target) in TARGETS {
        let kernels = [sample(target, "first", &S_ENDPGM), heavy(target, "second", &long)];
        let bytes = write_code_object(target, &kernels).expect("writes");
        let path = scratch(&format!("{arch}.hsaco"));
        std::fs::write(&path, &bytes).expect("write file");
        let file = path.to_str().expect("utf-8 path");
        let ours = read_code_object(&bytes).expect("reads");

        let out = run(&readelf, &["-h", "-S", "-s", "--notes", "--wide", file]);
        let header_line = |label: &str| -> String {
            out.lines()
                .find_map(|l| l.trim().strip_prefix(label))
                .map(|v| v.trim().to_string())
                .unwrap_or_else(|| panic!("{arch}: no {label} in\n{out}"))
        };
        assert_eq!(header_line("Machine:"), "EM_AMDGPU", "{arch}");
        assert_eq!(header_line("OS/ABI:"), "40", "{arch}");
        assert_eq!(header_line("ABI Version:"), "2", "{arch}");
        assert!(header_line("Type:").starts_with("DYN"), "{arch}");
        assert_eq!(header_line("Flags:"), format!("0x{:X}", e_flags(target)), "{arch}");

        for k in &kernels {
            let kd_name = format!("{}.kd", k.name);
            let sym = |name: &str| -> Vec<String> {
                out.lines()
                    .map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>())
                    .find(|f| f.len() == 8 && f[7] == name)
                    .unwrap_or_else(|| panic!("{arch}: no symbol {name} in\n{out}"))
            };
            let func = sym(k.name);
            assert_eq!(&func[3..6], ["FUNC", "GLOBAL", "PROTECTED"], "{arch}");
            assert_eq!(func[2], k.code.len().to_string(), "{arch}");
            let kd = sym(&kd_name);
            assert_eq!(&kd[2..5], ["64", "OBJECT", "GLOBAL"], "{arch}");
        }

        assert!(out.contains("NT_AMDGPU_METADATA"), "{arch}: metadata note\n{out}");
        let meta = readelf_kernels(&out);
        assert_eq!(meta.len(), kernels.len(), "{arch}: kernels in the note\n{out}");
        for (m, info) in meta.iter().zip(&ours.kernels) {
            let num = |key: &str| -> u32 {
                m.get(key).and_then(|v| v.parse().ok()).unwrap_or_else(|| panic!("{arch}: {key} in {m:?}"))
            };
            assert_eq!(m.get(".name"), Some(&info.name), "{arch}");
            assert_eq!(m.get(".symbol"), Some(&format!("{}.kd", info.name)), "{arch}");
            let kd = &info.descriptor;
            assert_eq!(num(".wavefront_size"), if kd.wave32() { 32 } else { 64 }, "{arch}");
            assert_eq!(
                granulated(num(".vgpr_count"), vgpr_encoding_granule(target.gen, kd.wave32())),
                kd.granulated_vgpr_count(),
                "{arch} {}: .vgpr_count against the descriptor",
                info.name
            );
            if target.gen < Gen::Gfx10 {
                assert_eq!(
                    granulated(num(".sgpr_count"), 8),
                    kd.granulated_sgpr_count(),
                    "{arch} {}: .sgpr_count against the descriptor",
                    info.name
                );
            }
            assert_eq!(num(".group_segment_fixed_size"), kd.group_segment_fixed_size, "{arch}");
            assert_eq!(num(".private_segment_fixed_size"), kd.private_segment_fixed_size, "{arch}");
            assert_eq!(num(".kernarg_segment_size"), kd.kernarg_size, "{arch}");
        }

        if target.gen < Gen::Gfx8 {
            // LLVM 14 has no disassembler for gfx6/7.
            continue;
        }
        let mcpu = format!("--mcpu={}", target.mcpu);
        let dis = run(&objdump, &["-d", &mcpu, file]);
        let block = |name: &str| -> Vec<String> {
            let head = format!("<{name}>:");
            dis.lines()
                .skip_while(|l| !l.ends_with(&head))
                .skip(1)
                .take_while(|l| !l.trim().is_empty())
                .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
                .collect()
        };
        let first = block("first");
        assert_eq!(first.first().map(String::as_str), Some("s_endpgm"), "{arch}:\n{dis}");
        let second = block("second");
        assert_eq!(second.iter().filter(|m| *m == "s_endpgm").count(), 70, "{arch}:\n{dis}");
        if target.gen >= Gen::Gfx10 {
            assert!(second.iter().any(|m| m == "s_code_end"), "{arch}: prefetch tail\n{dis}");
        }

        // The descriptor disassembler of llvm-objdump turns each `.kd` back into directives.
        let kds = run(&objdump, &["-d", "-j", ".rodata", &mcpu, file]);
        assert!(!kds.contains("Error in decoding"), "{arch}: descriptor rejected\n{kds}");
        for (k, info) in kernels.iter().zip(&ours.kernels) {
            let text: Vec<&str> = kds
                .lines()
                .skip_while(|l| l.trim() != format!(".amdhsa_kernel {}", k.name))
                .take_while(|l| l.trim() != ".end_amdhsa_kernel")
                .collect();
            let directive = |key: &str| -> u32 {
                text.iter()
                    .find_map(|l| l.trim().strip_prefix(key).and_then(|v| v.trim().parse().ok()))
                    .unwrap_or_else(|| panic!("{arch}: {key} for {}\n{kds}", k.name))
            };
            let kd = &info.descriptor;
            // LLVM 14's descriptor decoder counts gfx10 VGPR blocks as 8 even for wave64
            // (its assembler, checked below, uses 4 there, as we do).
            let decoded_vgprs = if target.gen >= Gen::Gfx10 {
                (kd.granulated_vgpr_count() + 1) * 8
            } else {
                kd.allocated_vgprs(target)
            };
            assert_eq!(directive(".amdhsa_next_free_vgpr"), decoded_vgprs, "{arch}");
            assert_eq!(directive(".amdhsa_kernarg_size"), k.kernarg_size, "{arch}");
            assert_eq!(directive(".amdhsa_system_vgpr_workitem_id"), u32::from(k.system_vgprs), "{arch}");
            assert_eq!(directive(".amdhsa_user_sgpr_dispatch_ptr"), u32::from(k.user_sgprs.dispatch_ptr));
            assert_eq!(directive(".amdhsa_ieee_mode"), u32::from(k.ieee_mode), "{arch}");
            assert_eq!(directive(".amdhsa_float_denorm_mode_16_64"), u32::from(k.float_denorm_mode_16_64));
            if target.gen >= Gen::Gfx10 {
                assert_eq!(directive(".amdhsa_wavefront_size32"), u32::from(kd.wave32()), "{arch}");
            }
        }
    }
}

/// An `.amdhsa_kernel` block saying what `k` says, for `llvm-mc`.
fn amdhsa_block(target: &Target, k: &KernelObject) -> String {
    let b = |v: bool| u32::from(v);
    let mut d: Vec<(String, u32)> = Vec::new();
    let mut put = |key: &str, v: u32| d.push((key.to_string(), v));
    put("group_segment_fixed_size", k.group_segment_size);
    put("private_segment_fixed_size", k.private_segment_size);
    put("kernarg_size", k.kernarg_size);
    let u = &k.user_sgprs;
    put("user_sgpr_private_segment_buffer", b(u.private_segment_buffer));
    put("user_sgpr_dispatch_ptr", b(u.dispatch_ptr));
    put("user_sgpr_queue_ptr", b(u.queue_ptr));
    put("user_sgpr_kernarg_segment_ptr", b(u.kernarg_segment_ptr));
    put("user_sgpr_dispatch_id", b(u.dispatch_id));
    put("user_sgpr_flat_scratch_init", b(u.flat_scratch_init));
    put("user_sgpr_private_segment_size", b(u.private_segment_size));
    if target.gen >= Gen::Gfx10 {
        put("wavefront_size32", b(k.wave32));
    }
    let s = &k.system_sgprs;
    put("system_sgpr_private_segment_wavefront_offset", b(s.private_segment_wave_offset));
    put("system_sgpr_workgroup_id_x", b(s.workgroup_id_x));
    put("system_sgpr_workgroup_id_y", b(s.workgroup_id_y));
    put("system_sgpr_workgroup_id_z", b(s.workgroup_id_z));
    put("system_sgpr_workgroup_info", b(s.workgroup_info));
    put("system_vgpr_workitem_id", u32::from(k.system_vgprs));
    put("next_free_vgpr", k.vgpr_count);
    if target.gen == Gen::Gfx6 {
        // gfx6 rejects `.amdhsa_reserve_flat_scratch` and then counts 4 FLAT_SCRATCH SGPRs
        // anyway; giving it 4 fewer (at least 1) lands in the same 8-SGPR block as our
        // count, VCC included.
        let total = k.total_sgprs(target);
        put("next_free_sgpr", total.saturating_sub(4).max(1));
        put("reserve_vcc", 0);
    } else {
        put("next_free_sgpr", k.sgpr_count);
        put("reserve_vcc", b(k.uses_vcc));
        put("reserve_flat_scratch", b(k.uses_flat_scratch));
    }
    if target.gen >= Gen::Gfx8 {
        put("reserve_xnack_mask", b(supports_xnack(target)));
    }
    put("float_denorm_mode_32", u32::from(k.float_denorm_mode_32));
    put("float_denorm_mode_16_64", u32::from(k.float_denorm_mode_16_64));
    put("dx10_clamp", b(k.dx10_clamp));
    put("ieee_mode", b(k.ieee_mode));
    let mut out = format!(
        ".amdgcn_target \"amdgcn-amd-amdhsa--{mcpu}\"\n.text\n.p2align 8\n.type {n},@function\n{n}:\n  s_endpgm\n\
         .size {n}, 4\n.rodata\n.p2align 6\n.amdhsa_kernel {n}\n",
        mcpu = target.mcpu,
        n = k.name
    );
    for (key, v) in d {
        out.push_str(&format!("  .amdhsa_{key} {v}\n"));
    }
    out.push_str(".end_amdhsa_kernel\n");
    out
}

fn assemble(mc: &Path, target: &Target, source: &str, stem: &str) -> Vec<u8> {
    let s = scratch(&format!("{stem}.s"));
    let o = scratch(&format!("{stem}.o"));
    std::fs::write(&s, source).expect("write source");
    let mcpu = format!("-mcpu={}", target.mcpu);
    let (s_str, o_str) = (s.to_str().expect("utf-8"), o.to_str().expect("utf-8"));
    run(mc, &["-triple=amdgcn-amd-amdhsa", &mcpu, "-filetype=obj", s_str, "-o", o_str]);
    std::fs::read(&o).expect("llvm-mc output")
}

/// Descriptor bytes without the entry offset (bytes 16..24), which differ by design.
fn without_entry(bytes: [u8; 64]) -> Vec<u8> {
    bytes.iter().enumerate().filter(|(i, _)| !(16..24).contains(i)).map(|(_, b)| *b).collect()
}

#[test]
fn llvm_mc_assembles_the_same_descriptors() {
    let Some(mc) = tool("llvm-mc") else { return };
    for (arch, target) in TARGETS {
        let mut kernels = vec![sample(target, "plain", &S_ENDPGM), heavy(target, "heavy", &S_ENDPGM)];
        kernels.push(lean(target, "lean", &S_ENDPGM));
        if target.gen >= Gen::Gfx10 {
            let mut w64 = sample(target, "wave64", &S_ENDPGM);
            w64.wave32 = false;
            w64.vgpr_count = 9;
            kernels.push(w64);
        }
        for k in &kernels {
            let reference = assemble(&mc, target, &amdhsa_block(target, k), &format!("{arch}-{}", k.name));
            let theirs = read_code_object(&reference).expect("our reader reads llvm-mc output");
            let their_kd = theirs.kernels.first().expect("one kernel").descriptor;
            let ours = write_code_object(target, std::slice::from_ref(k)).expect("writes");
            let our_kd = read_code_object(&ours).expect("reads").kernels[0].descriptor;
            assert_eq!(
                without_entry(our_kd.to_bytes()),
                without_entry(their_kd.to_bytes()),
                "{arch} {}: ours {our_kd:#x?}\nllvm-mc {their_kd:#x?}",
                k.name
            );
        }
    }
}

/// `.amdhsa_*` directives per kernel in `llc -S` output.
fn llc_directives(asm: &str) -> BTreeMap<String, BTreeMap<String, u32>> {
    let mut out: BTreeMap<String, BTreeMap<String, u32>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in asm.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix(".amdhsa_kernel ") {
            current = Some(name.trim().to_string());
        } else if line == ".end_amdhsa_kernel" {
            current = None;
        } else if let (Some(k), Some(rest)) = (&current, line.strip_prefix(".amdhsa_")) {
            if let Some((key, v)) = rest.split_once(char::is_whitespace) {
                if let Ok(v) = v.trim().parse() {
                    out.entry(k.clone()).or_default().insert(key.to_string(), v);
                }
            }
        }
    }
    out
}

const LLC_KERNELS: &str = r#"
@lds = internal addrspace(3) global [300 x i32] undef, align 4
define amdgpu_kernel void @k(i32 addrspace(1)* %out, i32 %x) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %s = add i32 %id, %g
  %v = add i32 %s, %x
  %p = getelementptr i32, i32 addrspace(1)* %out, i32 %id
  store i32 %v, i32 addrspace(1)* %p
  ret void
}
define amdgpu_kernel void @k2(i32 addrspace(1)* %out, i32 %x) #0 {
  %idx = call i32 @llvm.amdgcn.workitem.id.x()
  %idy = call i32 @llvm.amdgcn.workitem.id.y()
  %idz = call i32 @llvm.amdgcn.workitem.id.z()
  %gy = call i32 @llvm.amdgcn.workgroup.id.y()
  %gz = call i32 @llvm.amdgcn.workgroup.id.z()
  %a = alloca [64 x i32], align 4, addrspace(5)
  %pa = getelementptr [64 x i32], [64 x i32] addrspace(5)* %a, i32 0, i32 %idx
  store volatile i32 %x, i32 addrspace(5)* %pa
  %pb = getelementptr [64 x i32], [64 x i32] addrspace(5)* %a, i32 0, i32 %idy
  %l = load volatile i32, i32 addrspace(5)* %pb
  %lp = getelementptr [300 x i32], [300 x i32] addrspace(3)* @lds, i32 0, i32 %idz
  store volatile i32 %l, i32 addrspace(3)* %lp
  %l2 = load volatile i32, i32 addrspace(3)* %lp
  %s = add i32 %l2, %gy
  %s2 = add i32 %s, %gz
  %p = getelementptr i32, i32 addrspace(1)* %out, i32 %idx
  store i32 %s2, i32 addrspace(1)* %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
"#;

/// Our kernel rebuilt from llc's directives and metadata, with llc's code.
fn rebuild<'a>(
    target: &Target,
    name: &'a str,
    code: &'a [u8],
    d: &BTreeMap<String, u32>,
    meta: &serde_json::Value,
) -> KernelObject<'a> {
    let get = |key: &str, default: u32| d.get(key).copied().unwrap_or(default);
    let on = |key: &str, default: bool| get(key, u32::from(default)) != 0;
    let num = |key: &str| -> u32 {
        meta.get(key).and_then(|v| v.as_u64()).and_then(|v| u32::try_from(v).ok()).expect(key)
    };
    let gfx6 = target.gen == Gen::Gfx6;
    let mut k = KernelObject::new(target, name, code);
    k.sgpr_count = get("next_free_sgpr", 0);
    k.vgpr_count = get("next_free_vgpr", 0);
    // The assembler's defaults for directives llc leaves out: VCC and FLAT_SCRATCH reserved.
    k.uses_vcc = on("reserve_vcc", true);
    k.uses_flat_scratch = !gfx6 && on("reserve_flat_scratch", true);
    k.sgpr_spill_count = num(".sgpr_spill_count");
    k.vgpr_spill_count = num(".vgpr_spill_count");
    k.group_segment_size = get("group_segment_fixed_size", 0);
    k.private_segment_size = get("private_segment_fixed_size", 0);
    k.kernarg_size = get("kernarg_size", 0);
    k.kernarg_align = num(".kernarg_segment_align");
    k.max_flat_workgroup_size = num(".max_flat_workgroup_size");
    k.wave32 = on("wavefront_size32", target.wave_size() == 32);
    k.user_sgprs = UserSgprs {
        private_segment_buffer: on("user_sgpr_private_segment_buffer", false),
        dispatch_ptr: on("user_sgpr_dispatch_ptr", false),
        queue_ptr: on("user_sgpr_queue_ptr", false),
        kernarg_segment_ptr: on("user_sgpr_kernarg_segment_ptr", false),
        dispatch_id: on("user_sgpr_dispatch_id", false),
        flat_scratch_init: on("user_sgpr_flat_scratch_init", false),
        private_segment_size: on("user_sgpr_private_segment_size", false),
    };
    k.system_sgprs = SystemSgprs {
        private_segment_wave_offset: on("system_sgpr_private_segment_wavefront_offset", false),
        workgroup_id_x: on("system_sgpr_workgroup_id_x", true),
        workgroup_id_y: on("system_sgpr_workgroup_id_y", false),
        workgroup_id_z: on("system_sgpr_workgroup_id_z", false),
        workgroup_info: on("system_sgpr_workgroup_info", false),
    };
    k.system_vgprs = u8::try_from(get("system_vgpr_workitem_id", 0)).expect("0..=2");
    k.ieee_mode = on("ieee_mode", true);
    k.dx10_clamp = on("dx10_clamp", true);
    k.float_denorm_mode_32 = u8::try_from(get("float_denorm_mode_32", 3)).expect("0..=3");
    k.float_denorm_mode_16_64 = u8::try_from(get("float_denorm_mode_16_64", 3)).expect("0..=3");
    let args = meta.get(".args").and_then(|a| a.as_array()).expect(".args");
    k.args = args
        .iter()
        .map(|a| {
            let s = |key: &str| a.get(key).and_then(|v| v.as_str()).map(str::to_string);
            let n = |key: &str| a.get(key).and_then(|v| v.as_u64()).and_then(|v| u32::try_from(v).ok());
            let kind = serde_json::from_value::<String>(a[".value_kind"].clone()).expect("value kind");
            let mut arg = KernelArg::new(
                n(".offset").expect("offset"),
                n(".size").expect("size"),
                match kind.as_str() {
                    "global_buffer" => ValueKind::GlobalBuffer,
                    "by_value" => ValueKind::ByValue,
                    other => panic!("value kind {other} not in the test kernels"),
                },
            );
            arg.name = s(".name");
            arg.type_name = s(".type_name");
            arg.address_space = s(".address_space").map(|v| match v.as_str() {
                "global" => AddressSpace::Global,
                other => panic!("address space {other} not in the test kernels"),
            });
            arg
        })
        .collect();
    k
}

#[test]
fn llc_kernels_rebuild_to_the_same_descriptors_and_metadata() {
    let Some(llc) = tool("llc") else { return };
    let Some(mc) = tool("llvm-mc") else { return };
    let ll = scratch("llc_kernels.ll");
    std::fs::write(&ll, LLC_KERNELS).expect("write IR");
    for (arch, target) in TARGETS {
        let asm_path = scratch(&format!("llc-{arch}.s"));
        let mcpu = format!("-mcpu={}", target.mcpu);
        run(
            &llc,
            &[
                "-mtriple=amdgcn-amd-amdhsa",
                &mcpu,
                ll.to_str().expect("utf-8"),
                "-o",
                asm_path.to_str().expect("utf-8"),
            ],
        );
        let asm = std::fs::read_to_string(&asm_path).expect("llc output");
        let directives = llc_directives(&asm);
        let reference = assemble(&mc, target, &asm, &format!("llc-{arch}"));
        let theirs: CodeObjectInfo = read_code_object(&reference).expect("our reader reads llc output");
        assert_eq!(theirs.e_flags, e_flags(target), "{arch}: e_flags as llvm-mc writes them");
        assert_eq!(theirs.kernels.len(), 2, "{arch}: both llc kernels found");
        let ours_kernels: Vec<KernelObject> = theirs
            .kernels
            .iter()
            .map(|info| {
                let d = directives.get(&info.name).expect("directives of the kernel");
                let meta = theirs.kernel_metadata(&info.name).expect("metadata of the kernel");
                rebuild(target, &info.name, &info.code, d, meta)
            })
            .collect();
        let ours_bytes = write_code_object(target, &ours_kernels).expect("writes");
        let ours = read_code_object(&ours_bytes).expect("reads");
        for (o, t) in ours.kernels.iter().zip(&theirs.kernels) {
            assert_eq!(o.code, t.code, "{arch} {}", t.name);
            assert_eq!(
                without_entry(o.descriptor.to_bytes()),
                without_entry(t.descriptor.to_bytes()),
                "{arch} {}: ours {:#x?}\nllvm-mc of llc {:#x?}",
                t.name,
                o.descriptor,
                t.descriptor
            );
        }
        let exact_count = !(supports_xnack(target) && target.gen < Gen::Gfx10);
        if exact_count {
            // Same MessagePack bytes, not just the same tree: key order and integer widths.
            assert_eq!(ours.metadata_bytes, theirs.metadata_bytes, "{arch}: metadata bytes");
        }
        let mut our_meta = ours.metadata.clone().expect("our metadata");
        let mut their_meta = theirs.metadata.clone().expect("llc metadata");
        if !exact_count {
            // LLVM 14 leaves the XNACK mask out of `.sgpr_count` for XNACK "any" (while its
            // assembler allocates it); ours counts it, as AMDGPUUsage defines the field.
            for (o, t) in ours.kernels.iter().zip(&ours_kernels) {
                let expect = u64::from(t.sgpr_count)
                    + u64::from(backend_amdgpu::payload::extra_sgprs(
                        target,
                        t.uses_vcc,
                        t.uses_flat_scratch,
                    ));
                let got = ours.kernel_metadata(&o.name).and_then(|m| m[".sgpr_count"].as_u64());
                assert_eq!(got, Some(expect), "{arch} {}", o.name);
            }
            for meta in [&mut our_meta, &mut their_meta] {
                for k in meta["amdhsa.kernels"].as_array_mut().expect("kernels") {
                    k[".sgpr_count"] = serde_json::Value::Null;
                }
            }
        }
        assert_eq!(our_meta, their_meta, "{arch}: metadata trees");
    }
}
