//! The `Progress` observer hears of every function of the per-function stages exactly
//! once, whatever the number of threads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use driver::{Options, Progress, Stage};

#[derive(Debug, Default)]
struct Count {
    starts: Mutex<Vec<(Stage, usize)>>,
    advanced: AtomicUsize,
    finished: AtomicUsize,
}

impl Progress for Count {
    fn start(&self, stage: Stage, total: usize) {
        self.starts.lock().map(|mut s| s.push((stage, total))).ok();
    }
    fn advance(&self) {
        self.advanced.fetch_add(1, Ordering::Relaxed);
    }
    fn finish(&self) {
        self.finished.fetch_add(1, Ordering::Relaxed);
    }
}

fn library() -> String {
    format!("{}/../../fixtures/codegen/kernels.metallib", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_function_is_counted_once() {
    for (stage, jobs) in [(Stage::Optimize, 1), (Stage::Translate, 1), (Stage::Translate, 2)] {
        let count = Arc::new(Count::default());
        let opts = Options {
            arch: "amdgpu_gfx900".into(),
            input: Some(library()),
            jobs: Some(jobs),
            progress: Some(count.clone()),
            ..Options::default()
        };
        let out = driver::run_to(&opts, stage);
        let starts = count.starts.lock().expect("lock").clone();
        assert_eq!(starts.len(), 1, "{stage}: one start: {starts:?}");
        let (seen, total) = starts[0];
        assert_eq!(seen, stage);
        let functions = match stage {
            Stage::Optimize => out.units.len(),
            _ => out.translated.len() + out.diagnostics.iter().filter(|d| d.is_error()).count(),
        };
        assert!(total > 0);
        assert_eq!(total, functions, "{stage} -j{jobs}");
        assert_eq!(count.advanced.load(Ordering::Relaxed), total, "{stage} -j{jobs}");
        assert_eq!(count.finished.load(Ordering::Relaxed), 1);
    }
}
