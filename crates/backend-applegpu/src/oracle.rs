//! Running dougallj/applegpu's disassembler (Python, a local checkout) over our bytes:
//! the encoding oracle of `tests/encode_oracle.rs` and `cargo xtask oracle applegpu`.
//! applegpu is on no registry, so nothing here runs unless a checkout's path is given.
//! The driver script is ours; it only calls applegpu's public decoding entry points.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

/// Reads `<pc> <hex>` lines; prints `<length> <text>` per line, or `0 <undecodable>`.
const DRIVER: &str = r#"
import sys
sys.path.insert(0, sys.argv[1])
import applegpu
out = []
for line in sys.stdin:
    parts = line.split()
    if len(parts) != 2:
        continue
    pc = int(parts[0])
    code = bytes.fromhex(parts[1])
    n = applegpu.opcode_to_number(code)
    for d in applegpu.instruction_descriptors:
        if d.matches(n):
            size = d.decode_size(n)
            try:
                text = str(d.disassemble(n, pc=pc)).rstrip()
            except Exception as e:
                text = '<error %s>' % type(e).__name__
            out.append('%d %s' % (size, text))
            break
    else:
        out.append('0 <undecodable>')
sys.stdout.write('\n'.join(out) + '\n')
"#;

#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    #[error("{0} does not look like an applegpu checkout (no applegpu.py)")]
    NotACheckout(String),
    #[error("running python3: {0}")]
    Spawn(#[from] std::io::Error),
    #[error("applegpu driver failed: {0}")]
    Failed(String),
    #[error("applegpu answered {got} lines for {want} instructions")]
    Count { got: usize, want: usize },
}

/// applegpu's reading of one instruction: its length in bytes (0: undecodable) and text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub len: usize,
    pub text: String,
}

/// Disassembles each `(pc, bytes)` with applegpu (one instruction each).
pub fn applegpu_disassemble(
    checkout: &Path,
    insts: &[(usize, Vec<u8>)],
) -> Result<Vec<Reading>, OracleError> {
    if !checkout.join("applegpu.py").is_file() {
        return Err(OracleError::NotACheckout(checkout.display().to_string()));
    }
    let mut input = String::new();
    for (pc, b) in insts {
        input.push_str(&pc.to_string());
        input.push(' ');
        for x in b {
            input.push_str(&format!("{x:02x}"));
        }
        input.push('\n');
    }
    let mut child = Command::new("python3")
        .arg("-c")
        .arg(DRIVER)
        .arg(checkout)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes())?;
    }
    let out = child.wait_with_output()?;
    if !out.status.success() {
        return Err(OracleError::Failed(String::from_utf8_lossy(&out.stderr).into_owned()));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let readings: Vec<Reading> = text
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (n, t) = l.split_once(' ').unwrap_or((l, ""));
            Reading { len: n.parse().unwrap_or(0), text: t.to_string() }
        })
        .collect();
    if readings.len() != insts.len() {
        return Err(OracleError::Count { got: readings.len(), want: insts.len() });
    }
    Ok(readings)
}
