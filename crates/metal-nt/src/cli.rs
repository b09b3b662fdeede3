//! The command line: Apple's single-dash long options (`-arch`, `-stop-after`, …) are
//! normalized to clap's double-dash form before parsing, so clap (derive) does the rest;
//! help text is shown in Apple's spelling.

use clap::{Parser, ValueEnum};

/// Single-dash long options of metal-nt(1) and our GNU-style extensions, with the number
/// of values each takes (copied verbatim, never normalized).
pub const LONG_SINGLE_DASH: &[(&str, usize)] = &[
    ("arch", 1),
    ("archs", 0),
    ("available", 3),
    ("available-archs", 2),
    ("platform_version", 3),
    ("stop-after", 1),
    ("save-temps", 0),
    ("disable-optimizations", 0),
    ("help", 0),
    ("MD", 0),
    ("MF", 1),
    ("MT", 1),
    ("Werror", 0),
];

/// Short options that take a value, which may be glued (`-Ldir`, `-j4`).
const SHORT_WITH_VALUE: &[char] = &['N', 'o', 'L', 'j', 'c'];

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiagnosticsFormat {
    Human,
    Json,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Color {
    Auto,
    Always,
    Never,
}

/// metal-nt — translate AIR (Metal libraries) into native GPU code, driven by a Metal
/// pipelines script.
#[derive(Debug, Parser)]
#[command(
    name = "metal-nt",
    version,
    disable_help_flag = true,
    about = "Metal native translator: AIR libraries + a Metal pipelines script → GPU binaries",
    long_about = "Metal native translator: AIR libraries + a Metal pipelines script → GPU binaries.\n\n\
`metal-script` reads and validates the pipelines script (.mtlp-json or .mtlp), evaluates its \
predicates for -arch, resolves every library and function reference, and writes the plan as JSON; \
`specialize` and `stitch` build the generated libraries and `optimize` the modules to translate, \
written as IR text; `translate` compiles compute kernels to native code for the -arch (AMD \
amdgpu_gfx600 … amdgpu_gfx1032, Apple applegpu_g13* and applegpu_g14*, and our NVIDIA PTX \
targets nvidiagpu_sm80/sm90; see -archs), written as assembly; `package` (the default) writes \
the GPU Mach-O.",
    after_help = "Exit status: 0 success, 1 input errors (script, libraries, architecture), 2 usage errors.\n\
Apple's single-dash long options (-arch, -stop-after, …) and the GNU double-dash forms are both accepted."
)]
pub struct Cli {
    /// Input MetalLib (or .air); bare function names in the script refer to it.
    #[arg(value_name = "filename")]
    pub filename: Option<String>,

    /// Target architecture (see -archs).
    #[arg(long = "arch", value_name = "name", allow_hyphen_values = true)]
    pub arch: Option<String>,

    /// Metal pipelines script (.mtlp-json text or .mtlp binary; chosen by content).
    #[arg(short = 'N', value_name = "script", allow_hyphen_values = true)]
    pub script: Option<String>,

    /// Output file; `-` is standard output.
    #[arg(short = 'o', value_name = "file", default_value = "-", allow_hyphen_values = true)]
    pub output: String,

    /// Add a MetalLib search directory for relative library paths (repeatable, searched in order).
    #[arg(short = 'L', value_name = "dir", allow_hyphen_values = true)]
    pub search_dirs: Vec<String>,

    /// Number of threads for parallel translation (default: number of CPUs).
    #[arg(short = 'j', value_name = "n")]
    pub jobs: Option<usize>,

    /// Target platform, deployment target and SDK version (e.g. `macos 14.0 15.0`).
    #[arg(long = "platform_version", num_args = 3, value_names = ["platform", "min_version", "sdk_version"])]
    pub platform_version: Option<Vec<String>>,

    /// Stop after a stage: metal-script | specialize | stitch | optimize | translate |
    /// package (the default: all of them).
    #[arg(long = "stop-after", value_name = "stage")]
    pub stop_after: Option<String>,

    /// Override the configuration (architecture table) with this file (docs/config.md).
    #[arg(short = 'c', value_name = "config", allow_hyphen_values = true)]
    pub config: Option<String>,

    /// List all targetable architectures, one per line.
    #[arg(long = "archs")]
    pub archs: bool,

    /// Print whether <arch> can be targeted on <platform> <min_version>.
    #[arg(long = "available", num_args = 3, value_names = ["arch", "platform", "min_version"])]
    pub available: Option<Vec<String>>,

    /// List the architectures that can be targeted on <platform> <min_version>.
    #[arg(long = "available-archs", num_args = 2, value_names = ["platform", "min_version"])]
    pub available_archs: Option<Vec<String>>,

    /// Keep temporary files in the current directory (the metal-script stage makes none).
    #[arg(long = "save-temps")]
    pub save_temps: bool,

    /// Disable optimizations (used by the translate stage).
    #[arg(long = "disable-optimizations")]
    pub disable_optimizations: bool,

    /// Write a make-compatible depfile naming the script and every library file read
    /// (to -MF, else <output>.d).
    #[arg(long = "MD")]
    pub md: bool,

    /// Depfile path (implies -MD).
    #[arg(long = "MF", value_name = "file", allow_hyphen_values = true)]
    pub mf: Option<String>,

    /// Target named in the depfile (default: the output path).
    #[arg(long = "MT", value_name = "target", allow_hyphen_values = true)]
    pub mt: Option<String>,

    /// Diagnostics on stderr: `human` (clang style) or `json` (one object per line, docs/diagnostics.md).
    #[arg(long = "diagnostics-format", value_enum, default_value = "human", value_name = "format")]
    pub diagnostics_format: DiagnosticsFormat,

    /// Treat warnings as errors.
    #[arg(long = "Werror")]
    pub werror: bool,

    /// Colored diagnostics: auto (when stderr is a terminal and NO_COLOR is unset), always, never.
    #[arg(long = "color", value_enum, default_value = "auto", value_name = "when")]
    pub color: Color,

    /// Print help (-help, --help, -h).
    #[arg(long = "help", short = 'h')]
    pub help: bool,
}

/// A problem with the command line found before clap sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(pub String);

/// Rewrites Apple's single-dash long options to clap's `--name` form. Values of options are
/// copied untouched (so `-o -arch` writes to a file called `-arch`); after `--` nothing is
/// rewritten. A single-dash word that is neither a known option nor a short option with a
/// glued value is rejected here with a suggestion, instead of being split into short flags.
pub fn normalize(args: impl IntoIterator<Item = String>) -> Result<Vec<String>, UsageError> {
    let mut out = Vec::new();
    let mut it = args.into_iter();
    if let Some(argv0) = it.next() {
        out.push(argv0);
    }
    while let Some(a) = it.next() {
        if a == "--" {
            out.push(a);
            out.extend(it);
            break;
        }
        if let Some(rest) = a.strip_prefix("--") {
            let name = rest.split('=').next().unwrap_or(rest);
            let takes = LONG_SINGLE_DASH.iter().find(|(n, _)| *n == name).map_or(0, |(_, k)| *k);
            out.push(a.clone());
            if !rest.contains('=') {
                out.extend(it.by_ref().take(takes));
            }
            continue;
        }
        let Some(rest) = a.strip_prefix('-') else {
            out.push(a);
            continue;
        };
        if rest.is_empty() {
            out.push(a);
            continue;
        }
        if let Some((name, takes)) = LONG_SINGLE_DASH.iter().find(|(n, _)| *n == rest) {
            out.push(format!("--{name}"));
            out.extend(it.by_ref().take(*takes));
            continue;
        }
        let first = rest.chars().next().unwrap_or(' ');
        if SHORT_WITH_VALUE.contains(&first) {
            out.push(a.clone());
            if rest.len() == 1 {
                out.extend(it.next());
            }
            continue;
        }
        if rest == "h" {
            out.push(a);
            continue;
        }
        let known: Vec<&str> = LONG_SINGLE_DASH.iter().map(|(n, _)| *n).collect();
        let hint = match diagnostics::did_you_mean(rest, known.iter().copied()) {
            Some(b) => format!("; did you mean `-{b}`?"),
            None => "; see `metal-nt -help`".to_owned(),
        };
        return Err(UsageError(format!("unknown option `{a}`{hint}")));
    }
    Ok(out)
}

/// clap's help, shown with Apple's single-dash spelling.
pub fn help_text() -> String {
    use clap::CommandFactory;
    let mut s = Cli::command().render_long_help().to_string();
    for (name, _) in LONG_SINGLE_DASH {
        s = s.replace(&format!("--{name} "), &format!("-{name} "));
        s = s.replace(&format!("--{name}\n"), &format!("-{name}\n"));
        s = s.replace(&format!("--{name}]"), &format!("-{name}]"));
        s = s.replace(&format!("--{name},"), &format!("-{name},"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(args: &[&str]) -> Result<Vec<String>, UsageError> {
        normalize(std::iter::once("metal-nt").chain(args.iter().copied()).map(String::from))
    }

    #[test]
    fn rewrites_apple_options_only() {
        assert_eq!(
            n(&[
                "-arch",
                "x",
                "-o",
                "-arch",
                "-L",
                "-archs",
                "-Ldir",
                "-j4",
                "lib",
                "-stop-after",
                "metal-script"
            ])
            .ok(),
            Some(
                [
                    "metal-nt",
                    "--arch",
                    "x",
                    "-o",
                    "-arch",
                    "-L",
                    "-archs",
                    "-Ldir",
                    "-j4",
                    "lib",
                    "--stop-after",
                    "metal-script"
                ]
                .map(String::from)
                .to_vec()
            )
        );
        assert_eq!(
            n(&["-platform_version", "macos", "-1", "15", "--", "-arch"]).ok().map(|v| v.join(" ")),
            Some("metal-nt --platform_version macos -1 15 -- -arch".into())
        );
    }

    #[test]
    fn unknown_single_dash_options_get_a_suggestion() {
        assert_eq!(
            n(&["-arhc", "x"]).err(),
            Some(UsageError("unknown option `-arhc`; did you mean `-arch`?".into()))
        );
    }

    #[test]
    fn help_uses_apple_spelling() {
        let h = help_text();
        assert!(h.contains("-arch <name>"), "{h}");
        assert!(!h.contains("--arch"), "{h}");
        assert!(h.contains("-stop-after <stage>"));
    }
}
