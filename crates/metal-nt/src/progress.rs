//! The progress bar metal-nt draws on stderr while the per-function stages run: only
//! when stderr is a terminal, diagnostics are human-readable, and the job is long enough
//! for a bar to help (at least `MIN_FUNCTIONS` functions). It is cleared when the stage
//! ends, so the diagnostics that follow are not interleaved with it.

use driver::{Progress, Stage};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Fewer functions than this finish too fast for a bar to be worth drawing.
pub const MIN_FUNCTIONS: usize = 200;

/// An indicatif bar behind the driver's `Progress` observer.
#[derive(Debug)]
pub struct Bar {
    bar: ProgressBar,
}

impl Bar {
    pub fn new() -> Bar {
        Bar { bar: ProgressBar::hidden() }
    }
}

impl Default for Bar {
    fn default() -> Self {
        Bar::new()
    }
}

impl Progress for Bar {
    fn start(&self, stage: Stage, total: usize) {
        if total < MIN_FUNCTIONS {
            return;
        }
        self.bar.set_length(total as u64);
        self.bar.set_position(0);
        self.bar.set_message(stage.to_string());
        if let Ok(style) = ProgressStyle::with_template("{msg} [{wide_bar}] {pos}/{len} functions, eta {eta}")
        {
            self.bar.set_style(style.progress_chars("=> "));
        }
        self.bar.set_draw_target(ProgressDrawTarget::stderr());
    }

    fn advance(&self) {
        self.bar.inc(1);
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
        self.bar.set_draw_target(ProgressDrawTarget::hidden());
    }
}
