//! Record forms older toolchains wrote (LLVM 3.x-era AIR 1.6-1.8) that LLVM 14 still reads
//! but can no longer write: each test builds a small module with the tests' bit writer
//! (`writer/`), using one old form, and checks what both readers make of it — the decoder's
//! printed IR (which must also verify) and, where the form carries module-level facts,
//! the summary. Where LLVM 14's `llvm-dis` is installed, it must read every module the
//! same way (it is the reference for what the old forms mean); without it that check is
//! skipped with a notice unless `METAL_NT_REQUIRE_ORACLES=1`.

mod common;
mod writer;

use writer::Bc;

// Block ids and record codes (LLVM 14 numbering; the old codes are those LLVM 3.x wrote).
const MODULE: u32 = 8;
const PARAMATTR: u32 = 9;
const PARAMATTR_GROUP: u32 = 10;
const CONSTANTS: u32 = 11;
const FUNCTION_BLOCK: u32 = 12;
const VALUE_SYMTAB: u32 = 14;
const METADATA: u32 = 15;
const TYPES: u32 = 17;

/// The type table every test module uses.
mod ty {
    pub const I32: u64 = 0;
    pub const FLOAT: u64 = 1;
    pub const PTR1: u64 = 2; // float addrspace(1)*
    pub const VOID: u64 = 3;
    pub const FN: u64 = 4; // void (float addrspace(1)*, i32)
    pub const FN_PTR: u64 = 5; // pointer to FN
    pub const METADATA: u64 = 7;
    pub const PTR3: u64 = 8; // float addrspace(3)*
    pub const V2F: u64 = 9; // <2 x float>
    pub const FN_V2F: u64 = 10; // <2 x float> ()
    pub const FN_V2F_PTR: u64 = 11;
}

fn types(w: &mut Bc) {
    w.enter(TYPES);
    w.rec(1, &[12]); // NUMENTRY
    w.rec(7, &[32]); // i32
    w.rec(3, &[]); // float
    w.rec(8, &[ty::FLOAT, 1]); // float addrspace(1)*
    w.rec(2, &[]); // void
    w.rec(21, &[0, ty::VOID, ty::PTR1, ty::I32]); // FUNCTION [vararg, ret, params]
    w.rec(8, &[ty::FN, 0]);
    w.rec(7, &[1]); // i1 (unused; keeps the ids below stable)
    w.rec(16, &[]); // metadata
    w.rec(8, &[ty::FLOAT, 3]);
    w.rec(12, &[2, ty::FLOAT]); // <2 x float>
    w.rec(21, &[0, ty::V2F]);
    w.rec(8, &[ty::FN_V2F, 0]);
    w.end();
}

/// MODULE_CODE_FUNCTION in the pre-3.7 layout: typed by a pointer to the function type.
fn function_record(w: &mut Bc, fn_ptr_ty: u64, paramattr: u64) {
    w.rec(8, &[fn_ptr_ty, 0, 0, 0, paramattr, 0, 0, 0]);
}

/// A version `version` module with one function `k(float addrspace(1)*, i32)` (value 0,
/// its arguments values 1 and 2) whose body `body` writes; `extra` adds module-level
/// blocks and records between the function record and the body.
fn module(version: u64, paramattr: u64, extra: impl FnOnce(&mut Bc), body: impl FnOnce(&mut Bc)) -> Vec<u8> {
    let mut w = Bc::new();
    w.enter(MODULE);
    w.rec(1, &[version]);
    types(&mut w);
    w.text(2, "air64-apple-macosx10.11.0");
    function_record(&mut w, ty::FN_PTR, paramattr);
    extra(&mut w);
    w.enter(FUNCTION_BLOCK);
    body(&mut w);
    w.end();
    w.enter(VALUE_SYMTAB);
    w.rec(1, &[0, u64::from(b'k')]); // ENTRY [value 0, "k"]
    w.end();
    w.end();
    w.finish()
}

fn decode(bytes: &[u8]) -> air::Decoded {
    air::read_module(bytes).unwrap_or_else(|e| panic!("decode: {e}"))
}

/// The printed function `name`, instruction lines only.
fn body_of(d: &air::Decoded, name: &str) -> String {
    let m = &d.module;
    let (_, f) = m.functions.iter().find(|(_, f)| f.name == name).unwrap_or_else(|| panic!("no @{name}"));
    gpu_ir::function_to_string(m, f).lines().filter(|l| l.starts_with("  ")).collect::<Vec<_>>().join("\n")
}

/// LLVM 14 must read the module the same way: it defines what the old forms mean. The
/// shared `llvm-dis` comparison (`common/`) checks signatures, blocks, instructions,
/// operand wiring, globals and `!air.*` lists.
fn llvm_agrees(bytes: &[u8], what: &str) {
    let Some(dis) = common::tool("llvm-dis") else { return };
    if let Err(e) = common::compare(what, bytes, &dis) {
        panic!("{e}");
    }
}

fn gep_select_load_store() -> Vec<u8> {
    module(
        1,
        0,
        |_| {},
        |w| {
            w.rec(1, &[1]); // DECLAREBLOCKS
            w.rec(30, &[2, 1]); // %3 = getelementptr inbounds float, %p(1), %i(2)
            w.rec(4, &[3, 2]); // %4 = getelementptr float, %p, %i
            w.rec(20, &[2, 3, 0]); // %5 = load float, %3 (type from the pointer), align 4
            w.rec(9, &[4, 4, 32]); // %6 = icmp eq i32 %i, %i
            w.rec(5, &[2, 2, 1]); // %7 = select i1 %6, float %5, float %5
            w.rec(24, &[4, 1, 3, 0]); // store float %7, %4, align 4 (STORE_OLD)
            w.rec(3, &[5, ty::I32, 9]); // %8 = ptrtoint %3 to i32
            w.rec(34, &[0, 0, 9, 8, 1]); // call @k(%p, %8): no explicit function type (bit 15)
            w.rec(10, &[]); // ret void
        },
    )
}

fn version_0() -> Vec<u8> {
    module(
        0,
        0,
        |_| {},
        |w| {
            w.rec(1, &[2]); // DECLAREBLOCKS 2
            w.rec(30, &[1, 2]); // %3 = getelementptr inbounds float, %p(1), %i(2)
            w.rec(11, &[1]); // br label %b1
            w.rec(16, &[ty::PTR1, 3, 0]); // %4 = phi [%3, %b0]
            w.rec(20, &[4, 3, 0]); // %5 = load float, %4
            w.rec(24, &[4, 5, 3, 0]); // store %5 to %4
            w.rec(10, &[]);
        },
    )
}

fn switch_ranges() -> Vec<u8> {
    module(
        1,
        0,
        |_| {},
        |w| {
            w.rec(1, &[3]);
            // switch i32 %i, label %b1 [1 -> b2; 3..=4 -> b2]: magic, type, cond, default,
            // ncases, then (nitems, (single, lo, [hi])..., dest).
            let magic = 0x4B5 << 16;
            w.rec(12, &[magic, ty::I32, 1, 1, 2, 1, 1, 2, 2, 1, 0, 6, 8, 2]);
            w.rec(10, &[]);
            w.rec(10, &[]);
        },
    )
}

fn old_metadata_node() -> Vec<u8> {
    module(
        1,
        0,
        |w| {
            w.enter(CONSTANTS);
            w.rec(1, &[ty::I32]); // SETTYPE i32
            w.rec(4, &[2 << 1]); // value 1 = i32 2
            w.end();
            w.enter(METADATA);
            w.text(1, "kernel"); // !0
                                 // !1 = !{void (...)* @k, !0, null, i32 2}
            w.rec(8, &[ty::FN_PTR, 0, ty::METADATA, 0, ty::VOID, 0, ty::I32, 1]);
            w.text(4, "air.kernel");
            w.rec(10, &[1]);
            w.end();
        },
        |w| {
            w.rec(1, &[1]);
            w.rec(10, &[]);
        },
    )
}

/// A module whose function (attribute list 1, empty body) follows the attribute blocks
/// `attrs` writes.
fn attributed(attrs: impl FnOnce(&mut Bc)) -> Vec<u8> {
    let mut w = Bc::new();
    w.enter(MODULE);
    w.rec(1, &[1]);
    types(&mut w);
    attrs(&mut w);
    function_record(&mut w, ty::FN_PTR, 1);
    w.enter(FUNCTION_BLOCK);
    w.rec(1, &[1]);
    w.rec(10, &[]);
    w.end();
    w.end();
    w.finish()
}

fn old_attribute_module() -> Vec<u8> {
    let nounwind = 1 << 5;
    let noalias = 1 << 6;
    let nocapture = 1 << 32; // bit 21 after unpacking
    let align16 = 16 << 16;
    attributed(|w| {
        w.enter(PARAMATTR);
        w.rec(1, &[0xFFFF_FFFF, nounwind, 1, noalias | nocapture | align16]);
        w.end();
    })
}

fn undefined_attribute_group() -> Vec<u8> {
    attributed(|w| {
        w.enter(PARAMATTR_GROUP);
        w.rec(3, &[1, 0xFFFF_FFFF, 0, 18]); // group 1: function nounwind
        w.end();
        w.enter(PARAMATTR);
        w.rec(2, &[1, 15]); // group 15 is never defined
        w.end();
    })
}

fn old_globals_constants() -> Vec<u8> {
    let mut w = Bc::new();
    w.enter(MODULE);
    w.rec(1, &[1]);
    types(&mut w);
    // @g: float addrspace(3) global, no initializer (value 0).
    w.rec(7, &[ty::PTR3, 0, 0, 0, 3, 0]);
    // @f: <2 x float> () (value 1), defined.
    w.rec(8, &[ty::FN_V2F_PTR, 0, 0, 0, 0, 0, 0, 0]);
    w.enter(CONSTANTS);
    w.rec(1, &[ty::I32]);
    w.rec(4, &[2]); // value 2: i32 1
    w.rec(1, &[ty::FLOAT]);
    w.rec(6, &[0x3F80_0000]); // value 3: float 1.0
    w.rec(1, &[ty::V2F]);
    w.rec(2, &[]); // value 4: <2 x float> zeroinitializer
    w.rec(15, &[4, 3, 2]); // value 5: insertelement (old: i32 index implied)
    w.rec(1, &[ty::FLOAT]);
    w.rec(14, &[ty::V2F, 5, 2]); // value 6: extractelement (old form)
    w.end();
    w.enter(METADATA);
    w.rec(29, &[3 << 1]); // DIExpression (version 3): takes an id, not interpreted
    w.rec(60, &[1, 2, 3]); // unknown code: ignored
    w.rec(6, &[0, u64::from(b'x')]); // old in-block KIND: no id
    w.end();
    w.enter(FUNCTION_BLOCK);
    w.rec(1, &[1]);
    // store atomic float (value 6) to @g (STOREATOMIC_OLD: value typed by the pointee).
    w.rec(42, &[7, 1, 3, 0, 6, 1]);
    w.rec(10, &[2]); // ret <2 x float> value 5 (relative to the next id, 7)
    w.end();
    w.enter(VALUE_SYMTAB);
    w.rec(1, &[0, u64::from(b'g')]);
    w.rec(1, &[1, u64::from(b'f')]);
    w.end();
    w.end();
    w.finish()
}

/// Every module above, by the name of its committed copy.
fn all_modules() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("gep_select_load_store", gep_select_load_store()),
        ("version_0", version_0()),
        ("switch_ranges", switch_ranges()),
        ("old_metadata_node", old_metadata_node()),
        ("old_attribute_entry", old_attribute_module()),
        ("undefined_attribute_group", undefined_attribute_group()),
        ("old_globals_constants", old_globals_constants()),
    ]
}

/// The modules are also committed (`tests/decode_data/old_forms/*.bc`) as inputs of the
/// mutation tests and as fuzz seeds; they must be what the builders write
/// (`BLESS=1` rewrites them).
#[test]
fn committed_modules_are_current() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/decode_data/old_forms");
    let bless = std::env::var_os("BLESS").is_some_and(|v| v != "0");
    for (name, bytes) in all_modules() {
        let path = dir.join(format!("{name}.bc"));
        if bless {
            std::fs::create_dir_all(&dir).expect("create old_forms/");
            std::fs::write(&path, &bytes).expect("write");
        }
        let committed = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(committed == bytes, "{} is stale: BLESS=1 cargo test --test old_forms", path.display());
    }
}

/// Pre-3.7 getelementptr (GEP_OLD, INBOUNDS_GEP_OLD: no source type), a load without its
/// type, STORE_OLD, the old CMP, the old SELECT with an i1 condition, a cast and a call
/// without the explicit function type.
#[test]
fn old_instruction_forms() {
    let bytes = gep_select_load_store();
    llvm_agrees(&bytes, "old instruction forms");
    let d = decode(&bytes);
    let expect = [
        "  %3 = getelementptr inbounds float, float addrspace(1)* %0, i32 %1",
        "  %4 = getelementptr float, float addrspace(1)* %0, i32 %1",
        "  %5 = load float, float addrspace(1)* %3, align 4",
        "  %6 = icmp eq i32 %1, %1",
        "  %7 = select i1 %6, float %5, float %5",
        "  store float %7, float addrspace(1)* %4, align 4",
        "  %8 = ptrtoint float addrspace(1)* %3 to i32",
        "  call void @k(float addrspace(1)* %0, i32 %8)",
        "  ret void",
    ];
    assert_eq!(body_of(&d, "k"), expect.join("\n"));
}

/// MODULE_CODE_VERSION 0: operands are absolute value ids (phi ones unsigned).
#[test]
fn version_0_absolute_ids() {
    let bytes = version_0();
    llvm_agrees(&bytes, "a version 0 module");
    let d = decode(&bytes);
    let expect = [
        "  %3 = getelementptr inbounds float, float addrspace(1)* %0, i32 %1",
        "  br label %4",
        "  %5 = phi float addrspace(1)* [ %3, %2 ]",
        "  %6 = load float, float addrspace(1)* %5, align 4",
        "  store float %6, float addrspace(1)* %5, align 4",
        "  ret void",
    ];
    assert_eq!(body_of(&d, "k"), expect.join("\n"));
    assert_eq!(air::read_summary(&bytes).expect("summary").module_version, 0);
}

/// SWITCH with case ranges (LLVM 3.2-3.3): a range stands for each value in it.
#[test]
fn switch_with_case_ranges() {
    let bytes = switch_ranges();
    llvm_agrees(&bytes, "a switch with case ranges");
    let d = decode(&bytes);
    let body = body_of(&d, "k");
    let switch = body.lines().next().unwrap_or_default();
    assert_eq!(switch, "  switch i32 %1, label %3 [ i32 1, label %4 i32 3, label %4 i32 4, label %4 ]");
}

/// METADATA_STRING_OLD and METADATA_OLD_NODE (operands as type/value pairs: a function
/// value, a metadata id, null): `!air.kernel` names the function for both readers.
#[test]
fn old_metadata_node_names_the_kernel() {
    let bytes = module(
        1,
        0,
        |w| {
            w.enter(METADATA);
            w.text(1, "air.version"); // !0 (STRING_OLD)
            w.rec(8, &[ty::I32, 0]); // !1 = !{i32 ...}: needs a constant; see below
            w.end();
        },
        |w| {
            w.rec(1, &[1]);
            w.rec(10, &[]);
        },
    );
    // The node above refers to value 0 typed i32, which is the function: LLVM rejects the
    // mismatch, and so must we.
    assert!(air::read_module(&bytes).is_err(), "old node with a mistyped value must fail");

    let bytes = old_metadata_node();
    llvm_agrees(&bytes, "old metadata nodes");
    let d = decode(&bytes);
    let m = &d.module;
    let nodes = &m.named_metadata["air.kernel"];
    let Some(gpu_ir::Metadata::Node { ops, .. }) = m.metadata.get(nodes[0]) else { panic!("a node") };
    assert_eq!(ops.len(), 4);
    assert!(ops[2].is_none(), "void operand is null");
    let Some(gpu_ir::Metadata::String(s)) = ops[1].and_then(|h| m.metadata.get(h)) else { panic!("string") };
    assert_eq!(s, "kernel");
    let Some(gpu_ir::Metadata::Value { value, .. }) = ops[0].and_then(|h| m.metadata.get(h)) else {
        panic!("value operand")
    };
    assert!(matches!(m.constants[*value], gpu_ir::ConstantData::Function(_)));
    let Some(gpu_ir::Metadata::Value { value, .. }) = ops[3].and_then(|h| m.metadata.get(h)) else {
        panic!("integer operand")
    };
    assert!(matches!(m.constants[*value], gpu_ir::ConstantData::Int { bits: 2, .. }));
    let s = air::read_summary(&bytes).expect("summary");
    assert_eq!(s.entry_points, vec![air::EntryPoint { name: "k".into(), kind: air::EntryKind::Kernel }]);
}

/// PARAMATTR_CODE_ENTRY_OLD: attribute masks per position (pre-3.3), decoded as LLVM's
/// reader unpacks them.
#[test]
fn old_attribute_entry() {
    let bytes = old_attribute_module();
    llvm_agrees(&bytes, "old attribute entries");
    let d = decode(&bytes);
    let (_, f) = d.module.functions.iter().next().expect("a function");
    let keys = |v: &[gpu_ir::Attribute]| v.iter().map(|a| a.key.clone()).collect::<Vec<_>>();
    assert_eq!(keys(&f.attrs.function), ["nounwind"]);
    let p0 = &f.attrs.params[0];
    assert_eq!(keys(p0), ["noalias", "nocapture", "align"]);
    assert_eq!(p0[2].value.as_deref(), Some("16"));
}

/// A PARAMATTR_BLOCK list naming a group PARAMATTR_GROUP_BLOCK never defines reads as
/// if that group were empty (as LLVM does; real flash-attention kernels have one), with a
/// warning; defined groups of the same list are kept.
#[test]
fn undefined_attribute_group_is_empty() {
    let bytes = undefined_attribute_group();
    llvm_agrees(&bytes, "an undefined attribute group");
    let d = decode(&bytes);
    let (_, f) = d.module.functions.iter().next().expect("a function");
    assert_eq!(f.attrs.function.len(), 1);
    assert_eq!(f.attrs.function[0].key, "nounwind");
    assert!(d.warnings.iter().any(|w| w.message.contains("attribute group 15")), "{:?}", d.warnings);
}

/// Old GLOBALVAR (typed by its pointer type, no explicit-type flag) named by the
/// module-level VALUE_SYMTAB; old constant extractelement/insertelement with an implicit
/// i32 index; STOREATOMIC_OLD; unknown and debug-info metadata records.
#[test]
fn old_globals_constants_and_metadata() {
    let bytes = old_globals_constants();
    llvm_agrees(&bytes, "old globals and constants");
    let d = decode(&bytes);
    let m = &d.module;
    let (_, g) = m.globals.iter().next().expect("a global");
    assert_eq!((g.name.as_str(), g.addrspace), ("g", 3));
    assert_eq!(m.types.display(g.value_type), "float");
    let vector = "<2 x float> insertelement (<2 x float> zeroinitializer, float 1.0, i32 1)";
    let expect = [
        format!("  store float extractelement ({vector}, i32 1), float addrspace(3)* @g, align 4"),
        format!("  ret {vector}"),
    ];
    assert_eq!(body_of(&d, "f"), expect.join("\n"));
    assert!(d.warnings.iter().any(|w| w.message.contains("unknown metadata record code 60")));
    let s = air::read_summary(&bytes).expect("summary");
    assert_eq!(s.globals, ["g"]);
    assert_eq!(s.functions.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(), ["f"]);
}
