//! The simulator's per-instruction semantics against dougallj/applegpu's emulator: for
//! every encoder vector whose form the emulator executes (`fcmp_ballot`'s emulation is a
//! stub and is left out), a few seeded register states
//! (32 lanes, all 128 GPRs and the emulator's 128 uniforms, `r0l` nesting counters and the
//! execution mask derived from them) go through one instruction; `tests/data/sim_cases.txt`
//! keeps, per case, the bytes, the seed, the execution mask after it and every register
//! half it changed, as the emulator computed them. The seeded states are generated the
//! same way here and in the generator (splitmix64), so only outputs are stored.
//!
//! The check runs without applegpu. `APPLEGPU_PATH=<checkout> METAL_NT_UPDATE_SIM_CASES=1`
//! regenerates the file with the emulator.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use backend_applegpu::disasm::decode_one;
use backend_applegpu::isa::Opcode;
use backend_applegpu::sim::exec::step;
use backend_applegpu::sim::{DeviceMemory, Shared, Simd, LANES, UNIFORM_HALVES};
use common::*;

/// The generator: ours, driving applegpu's emulator (`CoreState` + `desc.exec`).
const GENERATOR: &str = r#"
import sys
sys.path.insert(0, sys.argv[1])
import applegpu
M = (1 << 64) - 1
F32 = [0x00000000, 0x80000000, 0x3F800000, 0xBFC00000, 0x3F000000, 0x40500000, 0x00000001, 0x7F800000,
       0xFF800000, 0x7FC00000, 0x477FE000, 0x7149F2CA, 0xC0E00000, 0x3DCCCCCD, 0x00800000, 0x3F7FFFFF]
F16 = [0x0000, 0x8000, 0x3C00, 0xBE00, 0x3800, 0x4280, 0x0001, 0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0xC700,
       0x2E66, 0x0400, 0x3BFF, 0x5640]
class Rng:
    def __init__(self, seed):
        self.s = seed & M
    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
        return z ^ (z >> 31)
    def pick(self):
        k = self.next() % 8
        if k == 0: return self.next() & 0xFFFFFFFF
        if k == 1: return self.next() % 16
        if k == 2: return (-(self.next() % 16)) & 0xFFFFFFFF
        if k == 3: return F32[self.next() % 16]
        if k == 4:
            lo = F16[self.next() % 16]
            hi = F16[self.next() % 16]
            return lo | (hi << 16)
        if k == 5: return self.next() % 256
        if k == 6: return 0xFFFFFFFF - self.next() % 4
        a = self.next() & 0x807FFFFF
        e = 120 + self.next() % 16
        return a | (e << 23)
def state(seed):
    r = Rng(seed)
    regs = [[0] * 256 for _ in range(32)]
    for lane in range(32):
        for reg in range(128):
            v = r.pick()
            regs[lane][2 * reg] = v & 0xFFFF
            regs[lane][2 * reg + 1] = v >> 16
    uni = [0] * 256
    for u in range(128):
        v = r.pick()
        uni[2 * u] = v & 0xFFFF
        uni[2 * u + 1] = v >> 16
    for lane in range(32):
        regs[lane][0] = [0, 0, 0, 0, 1, 2, 3, 0][r.next() % 8]
    return regs, uni
per_op = {}
for line in sys.stdin:
    hx = line.strip()
    if not hx:
        continue
    code = bytes.fromhex(hx)
    n = applegpu.opcode_to_number(code)
    desc = next((d for d in applegpu.instruction_descriptors if d.matches(n)), None)
    if desc is None:
        continue
    name = desc.decode_mnem(n)
    # fcmp_ballot's emulation is a stub (every lane compares true): no oracle.
    if name == 'fcmp_ballot' or per_op.get(name, 0) >= 6:
        continue
    for seed in (1, 2):
        regs, uni = state(seed * 1000003 + len(hx))
        cs = applegpu.CoreState(num_registers=128)
        u = applegpu.Uniforms()
        u.reg16s = list(uni)
        cs.uniforms = u
        for h in range(256):
            for lane in range(32):
                cs.reg16s[h][lane] = regs[lane][h]
        cs.exec = [regs[lane][0] == 0 for lane in range(32)]
        try:
            desc.exec(n, cs)
        except Exception:
            break
        changes = []
        for lane in range(32):
            for h in range(256):
                v = cs.reg16s[h][lane]
                if v != regs[lane][h]:
                    changes.append('%d.%d=%x' % (lane, h, v))
        ex = sum(1 << l for l in range(32) if cs.exec[l])
        print('%s\t%d\t%08x\t%s' % (hx, seed * 1000003 + len(hx), ex, ','.join(changes)))
    else:
        per_op[name] = per_op.get(name, 0) + 1
"#;

struct Rng(u64);

const F32: [u32; 16] = [
    0x00000000, 0x80000000, 0x3F800000, 0xBFC00000, 0x3F000000, 0x40500000, 0x00000001, 0x7F800000,
    0xFF800000, 0x7FC00000, 0x477FE000, 0x7149F2CA, 0xC0E00000, 0x3DCCCCCD, 0x00800000, 0x3F7FFFFF,
];
const F16: [u32; 16] = [
    0x0000, 0x8000, 0x3C00, 0xBE00, 0x3800, 0x4280, 0x0001, 0x7C00, 0xFC00, 0x7E00, 0x7BFF, 0xC700, 0x2E66,
    0x0400, 0x3BFF, 0x5640,
];

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn pick(&mut self) -> u32 {
        match self.next() % 8 {
            0 => self.next() as u32,
            1 => (self.next() % 16) as u32,
            2 => ((self.next() % 16) as u32).wrapping_neg(),
            3 => F32[(self.next() % 16) as usize],
            4 => {
                let lo = F16[(self.next() % 16) as usize];
                let hi = F16[(self.next() % 16) as usize];
                lo | hi << 16
            }
            5 => (self.next() % 256) as u32,
            6 => 0xFFFF_FFFF - (self.next() % 4) as u32,
            _ => {
                let a = (self.next() & 0x807F_FFFF) as u32;
                let e = 120 + (self.next() % 16) as u32;
                a | e << 23
            }
        }
    }
}

fn state(seed: u64) -> (Simd, Box<[u16; UNIFORM_HALVES]>) {
    let mut r = Rng(seed);
    let mut simd = Simd::new();
    for lane in 0..LANES {
        for reg in 0..128 {
            let v = r.pick();
            simd.regs[lane][2 * reg] = v as u16;
            simd.regs[lane][2 * reg + 1] = (v >> 16) as u16;
        }
    }
    let mut uni = Box::new([0u16; UNIFORM_HALVES]);
    for u in 0..128 {
        let v = r.pick();
        uni[2 * u] = v as u16;
        uni[2 * u + 1] = (v >> 16) as u16;
    }
    let mut exec = 0u32;
    for lane in 0..LANES {
        simd.regs[lane][0] = [0, 0, 0, 0, 1, 2, 3, 0][(r.next() % 8) as usize];
        if simd.regs[lane][0] == 0 {
            exec |= 1 << lane;
        }
    }
    simd.exec = exec;
    // The emulator's one special register: sr80 (thread_position_in_grid.x) = lane.
    for (lane, m) in simd.srs.iter_mut().enumerate() {
        m.insert(backend_applegpu::isa::sr::THREAD_POSITION_IN_GRID_X, lane as u32);
    }
    (simd, uni)
}

fn cases_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sim_cases.txt")
}

fn regenerate(checkout: &Path) {
    use std::io::Write as _;
    let input: String = read_vectors().iter().map(|(b, _)| format!("{}\n", hex(b))).collect();
    let mut child = std::process::Command::new("python3")
        .arg("-c")
        .arg(GENERATOR)
        .arg(checkout)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3");
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write");
    let out = child.wait_with_output().expect("generator");
    assert!(out.status.success(), "generator failed");
    let mut text = String::from(
        "# Simulator cases from dougallj/applegpu's emulator: bytes<TAB>seed<TAB>exec mask after<TAB>changed\n\
         # halves as lane.half=value (hex). Regenerate with APPLEGPU_PATH=<checkout> METAL_NT_UPDATE_SIM_CASES=1\n\
         # cargo test -p metal-nt-backend-applegpu --test sim_cases\n",
    );
    // applegpu prints notes of its own (`TODO: ...`) between the case lines.
    for l in String::from_utf8_lossy(&out.stdout).lines().filter(|l| l.split('\t').count() == 4) {
        text.push_str(l);
        text.push('\n');
    }
    std::fs::write(cases_path(), text).expect("write cases");
}

#[test]
#[allow(clippy::needless_range_loop)]
fn simulator_matches_the_applegpu_emulator() {
    if std::env::var("METAL_NT_UPDATE_SIM_CASES").is_ok_and(|v| v == "1") {
        if let Some(checkout) = applegpu_checkout() {
            regenerate(&checkout);
        }
    }
    let text = std::fs::read_to_string(cases_path()).expect("read sim cases");
    let mut failures = Vec::new();
    let mut forms = BTreeMap::new();
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let (hx, seed, exec_after, changes) = (f[0], f[1], f[2], f.get(3).copied().unwrap_or(""));
        let bytes = unhex(hx);
        let d = decode_one(&bytes, 0).expect("decode");
        let (mut simd, uni) = state(seed.parse().expect("seed"));
        let before = simd.regs.clone();
        let mut dev = DeviceMemory::new();
        let mut tg = Vec::new();
        let mut sh = Shared { uniforms: &uni, device: &mut dev, threadgroup: &mut tg };
        let name = d.inst.op.name();
        if let Err(e) = step(&mut simd, &d.inst, 0, &mut sh) {
            failures.push(format!("{hx} {name}: {e}"));
            continue;
        }
        let mut got = Vec::new();
        for lane in 0..LANES {
            for h in 0..256 {
                if simd.regs[lane][h] != before[lane][h] {
                    got.push(format!("{lane}.{h}={:x}", simd.regs[lane][h]));
                }
            }
        }
        let got = got.join(",");
        let exec_ok = format!("{:08x}", simd.exec) == exec_after
            || !matches!(
                d.inst.op,
                Opcode::IfIcmp
                    | Opcode::IfFcmp
                    | Opcode::ElseIcmp
                    | Opcode::ElseFcmp
                    | Opcode::WhileIcmp
                    | Opcode::WhileFcmp
                    | Opcode::PopExec
            );
        if got != changes || !exec_ok {
            let first_diff: Vec<_> =
                got.split(',').zip(changes.split(',')).filter(|(a, b)| a != b).take(3).collect();
            failures.push(format!(
                "{hx} {name} seed {seed}: {first_diff:?} (exec {:08x} vs {exec_after})",
                simd.exec
            ));
        }
        *forms.entry(name).or_insert(0) += 1;
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        checked + failures.len(),
        failures.join("\n")
    );
    assert!(forms.len() >= 30, "{} forms covered: {forms:?}", forms.len());
    eprintln!("{checked} emulator cases over {} forms agree", forms.len());
}
