//! `cargo xtask dist`: the man page and shell completions of metal-nt, generated from the
//! clap definitions the binary itself parses with, into `target/dist/`.

use std::path::Path;

use anyhow::{Context, Result};
use clap::CommandFactory;
use clap_complete::Shell;

pub fn run(root: &Path) -> Result<()> {
    let out = root.join("target/dist");
    let completions = out.join("completions");
    std::fs::create_dir_all(&completions).with_context(|| format!("creating {}", completions.display()))?;

    let cmd = metal_nt_cli::cli::Cli::command();
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd.clone()).render(&mut page).context("rendering the man page")?;
    let man = out.join("metal-nt.1");
    std::fs::write(&man, page).with_context(|| format!("writing {}", man.display()))?;
    println!("wrote {}", man.display());

    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish, Shell::Elvish, Shell::PowerShell] {
        let path = clap_complete::generate_to(shell, &mut cmd.clone(), "metal-nt", &completions)
            .with_context(|| format!("writing {shell} completions"))?;
        println!("wrote {}", path.display());
    }
    Ok(())
}
