use backend_amdgpu::{compile, gen};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bytes = std::fs::read(&args[1]).unwrap();
    let mut m = air::read_module(&bytes).unwrap().module;
    opt::pipeline::optimize(&mut m, &opt::pipeline::Options::default()).unwrap();
    let f = m.function_by_name(&args[2]).unwrap();
    let t = gen::target(&args[3]).unwrap();
    match compile::compile(&m, f, t) {
        Ok(p) => {
            for i in &p.code {
                println!(
                    "{:?} {:?} <- {:?} {:?}",
                    i.op,
                    i.defs,
                    i.srcs,
                    if i.mods == Default::default() { String::new() } else { format!("{:?}", i.mods) }
                );
            }
            println!("sgprs {} vgprs {}", p.sgprs, p.vgprs);
        }
        Err(e) => println!("ERR {e:?}"),
    }
}
