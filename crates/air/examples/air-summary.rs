//! Prints the module summary of each bitcode file given on the command line.

fn main() {
    let mut failed = false;
    for path in std::env::args().skip(1) {
        match std::fs::read(&path) {
            Ok(bytes) => match air::read_summary(&bytes) {
                Ok(s) => println!("{path}: {s:#?}"),
                Err(e) => {
                    eprintln!("{path}: {e}");
                    failed = true;
                }
            },
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
            }
        }
    }
    if failed {
        std::process::exit(1);
    }
}
