//! Summaries of the committed test modules (`tests/data/*.bc`, assembled from the `.ll` next to
//! them by LLVM 14's `llvm-as`) against hand-written expectations.

use air::module::{self, Constant, GlobalKind};
use air::{read_summary, EntryKind, EntryPoint, FunctionConstant, ModuleSummary};

const AIR_DATALAYOUT: &str = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v24:32:32-v32:32:32-v48:64:64-v64:64:64-v96:128:128-v128:128:128-v192:256:256-v256:256:256-v512:512:512-v1024:1024:1024-n8:16:32";

fn data(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn summary(name: &str) -> ModuleSummary {
    read_summary(&data(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Wraps raw bitcode in the 20-byte header Apple uses (cputype 0xFFFFFFFF).
fn wrap(bc: &[u8], pad_to: usize) -> Vec<u8> {
    let mut v = Vec::new();
    let size = bc.len() as u32;
    for f in [0x0B17_C0DEu32, 0, 20, size, u32::MAX] {
        v.extend_from_slice(&f.to_le_bytes());
    }
    v.extend_from_slice(bc);
    v.resize(v.len().max(pad_to), 0);
    v
}

fn fc(name: &str, index: u32, ty: &str, global: &str, active: Option<bool>) -> FunctionConstant {
    FunctionConstant { name: name.into(), index, type_name: ty.into(), global: global.into(), active }
}

fn ep(name: &str, kind: EntryKind) -> EntryPoint {
    EntryPoint { name: name.into(), kind }
}

fn names<T>(v: &[T], f: impl Fn(&T) -> &str) -> Vec<&str> {
    v.iter().map(f).collect()
}

#[test]
fn kernel_with_function_constants() {
    let s = summary("kernel_constants.bc");
    assert_eq!(s.producer.as_deref(), Some("LLVM14.0.6"));
    assert_eq!(s.triple, "air64-apple-macosx14.0.0");
    assert_eq!(s.datalayout, AIR_DATALAYOUT);
    assert_eq!(s.source_filename.as_deref(), Some("kernel_constants.metal"));
    assert_eq!(s.module_version, 2);
    assert_eq!(s.air_version, Some((2, 6, 0)));
    assert_eq!(s.language, Some(("Metal".into(), 3, 1, 0)));
    assert_eq!(
        s.compile_options,
        [
            "air.compile.denorms_disable",
            "air.compile.fast_math_enable",
            "air.compile.framebuffer_fetch_enable"
        ]
    );
    assert_eq!(
        names(&s.functions, |f| &f.name),
        ["scale_kernel", "air.is_function_constant_defined", "air.wg.barrier"]
    );
    assert_eq!(s.functions.iter().map(|f| f.is_declaration).collect::<Vec<_>>(), [false, true, true]);
    assert_eq!(s.functions[0].ty, "void (float addrspace(1)*, i32)");
    assert_eq!(s.functions[1].ty, "i1 (i8 addrspace(2)*)");
    assert_eq!(
        s.globals,
        [
            "_Z5scale.MTL_FC_INIT_0_f",
            "_Z6stride.MTL_FC_INIT_1_j",
            "_Z7enabled.MTL_FC_INIT_7_b",
            "shared_vals"
        ]
    );
    // The entry node names the kernel through a bitcast constant expression.
    assert_eq!(s.entry_points, [ep("scale_kernel", EntryKind::Kernel)]);
    assert_eq!(
        s.function_constants,
        [
            fc("scale", 0, "float", "_Z5scale.MTL_FC_INIT_0_f", Some(true)),
            fc("stride", 1, "uint", "_Z6stride.MTL_FC_INIT_1_j", Some(false)),
            fc("enabled", 7, "bool", "_Z7enabled.MTL_FC_INIT_7_b", None),
        ]
    );
}

#[test]
fn vertex_and_fragment() {
    let s = summary("graphics.bc");
    assert_eq!(s.triple, "air64_v27-apple-macosx15.0.0");
    assert_eq!(s.air_version, Some((2, 7, 0)));
    assert_eq!(s.language, Some(("Metal".into(), 3, 2, 0)));
    assert_eq!(s.compile_options, ["air.compile.fast_math_disable"]);
    assert_eq!(
        s.entry_points,
        [ep("vertex_main", EntryKind::Vertex), ep("fragment_main", EntryKind::Fragment)]
    );
    assert_eq!(s.functions[0].ty, "%struct.VertexOut (<2 x float> addrspace(1)*, i32)");
    assert_eq!(
        s.functions[1].ty,
        "<4 x float> (<2 x float>, %struct._texture_2d_t addrspace(1)*, %struct._sampler_t addrspace(2)*)"
    );
    assert_eq!(
        s.functions[2].ty,
        "{ <4 x float>, i8 } (%struct._texture_2d_t addrspace(1)*, %struct._sampler_t addrspace(2)*, <2 x float>, i1, <2 x i32>, i1, float, float, i32)"
    );
    assert!(s.functions[2].is_declaration);
    assert_eq!(s.globals, ["__air_sampler_state", "_Z4zoom.MTL_FC_INIT_3_f"]);
    assert_eq!(s.function_constants, [fc("zoom", 3, "float", "_Z4zoom.MTL_FC_INIT_3_f", Some(true))]);
}

#[test]
fn visible_intersection_mesh_object() {
    let s = summary("visible_mixed.bc");
    assert_eq!(s.triple, "air64_v28-apple-macosx26.0.0");
    assert_eq!(s.air_version, Some((2, 8, 0)));
    assert_eq!(s.language, Some(("Metal".into(), 4, 0, 0)));
    // Non-string operands of compile-option nodes are ignored.
    assert_eq!(
        s.compile_options,
        [
            "air.compile.denorms_disable",
            "air.compile.fast_math_enable",
            "air.compile.framebuffer_fetch_enable"
        ]
    );
    assert_eq!(
        s.entry_points,
        [
            ep("shade", EntryKind::Visible),
            ep("external_helper", EntryKind::Visible),
            ep("hit_sphere", EntryKind::Intersection),
            ep("mesh_main", EntryKind::Mesh),
            ep("object_main", EntryKind::Object),
        ]
    );
    let helper = &s.functions[4];
    assert_eq!(
        (helper.name.as_str(), helper.is_declaration, helper.ty.as_str()),
        ("external_helper", true, "float (float, ...)")
    );
    // Aliases are global values but not global variables.
    assert_eq!(s.globals, ["counter", "table"]);
    assert!(s.function_constants.is_empty());
}

#[test]
fn value_numbering_counts_aliases_before_constants() {
    let bytes = data("visible_mixed.bc");
    let raw = module::parse(&bytes).expect("parse");
    let kinds: Vec<GlobalKind> = raw.globals.iter().map(|g| g.kind).collect();
    assert_eq!(
        kinds,
        [
            GlobalKind::Variable,
            GlobalKind::Variable,
            GlobalKind::Function,
            GlobalKind::Function,
            GlobalKind::Function,
            GlobalKind::Function,
            GlobalKind::Function,
            GlobalKind::Alias,
        ]
    );
    let (misc, _) = raw.metadata.named("misc").expect("!misc");
    let node = misc[0];
    let alias = raw.metadata.node_op(node, 0).and_then(|m| raw.md_global(m)).expect("alias operand");
    assert_eq!(raw.global_name(alias).expect("name"), "counter_alias");
    let table = raw.metadata.node_op(node, 1).and_then(|m| raw.md_global(m)).expect("table operand");
    assert_eq!(raw.global_name(table).expect("name"), "table");
    let neg = raw.metadata.node_op(node, 2).and_then(|m| raw.md_int(m));
    assert_eq!(neg, Some(Constant::Int { value: -5, width: 64 }));
    // `!10 = !{i32 4294967295, null, !"…"}`: sign-extended storage, null operand kept as None.
    let (opts, _) = raw.metadata.named("air.compile_options").expect("options");
    let ten = opts[1];
    let all: Vec<Option<u32>> = raw.metadata.node_ops(ten).expect("node").collect();
    assert_eq!(all.len(), 3);
    assert_eq!(all[1], None);
    assert_eq!(all[0].and_then(|m| raw.md_int(m)), Some(Constant::Int { value: -1, width: 32 }));
}

#[test]
fn module_without_air_metadata() {
    let s = summary("plain.bc");
    assert_eq!(s.triple, "x86_64-unknown-linux-gnu");
    assert_eq!(s.datalayout, "");
    assert_eq!(s.source_filename.as_deref(), Some("plain.c"));
    assert_eq!(s.air_version, None);
    assert_eq!(s.language, None);
    assert!(s.compile_options.is_empty() && s.entry_points.is_empty());
    assert_eq!(names(&s.functions, |f| &f.name), ["main", "puts"]);
    assert_eq!(s.functions[0].ty, "i32 ()");
    assert_eq!(s.functions[1].ty, "i32 (i8*)");
    // `@0` has no name; `@gv` is an external declaration.
    assert_eq!(s.globals, ["", "gv"]);
}

/// The bitstream without its wrapper (llvm-as wraps modules with Darwin triples, as Apple does).
fn unwrapped(bytes: &[u8]) -> Vec<u8> {
    let loc = air::wrapper::locate(bytes).expect("locate");
    loc.stream.to_vec()
}

#[test]
fn wrapped_equals_raw() {
    for (name, llvm_wrapped) in [
        ("kernel_constants.bc", true),
        ("graphics.bc", true),
        ("visible_mixed.bc", true),
        ("plain.bc", false),
    ] {
        let bytes = data(name);
        let loc = air::wrapper::locate(&bytes).expect("locate");
        assert_eq!(loc.wrapper.is_some(), llvm_wrapped, "{name}");
        if let Some(w) = loc.wrapper {
            assert_eq!((w.offset, w.cputype), (20, u32::MAX), "{name}");
        }
        let raw = unwrapped(&bytes);
        let plain = read_summary(&raw).expect("raw");
        assert_eq!(read_summary(&bytes).expect("as committed"), plain, "{name}");
        // Apple pads wrapped modules; trailing bytes after `size` must be ignored.
        let wrapped = wrap(&raw, raw.len() + 20 + 13);
        assert_eq!(read_summary(&wrapped).expect("wrapped"), plain, "{name}");
    }
}

#[test]
fn errors_carry_position_and_context() {
    let mut bytes = unwrapped(&data("kernel_constants.bc"));
    bytes.truncate(bytes.len() / 2);
    let e = read_summary(&bytes).expect_err("truncated module must fail");
    assert!(e.bit > 32 && e.bit <= bytes.len() as u64 * 8, "{e}");
    assert!(e.to_string().contains("MODULE_BLOCK"), "{e}");
    let e = read_summary(b"not bitcode").expect_err("garbage must fail");
    assert!(matches!(e.kind, air::ErrorKind::NotBitcode(_)), "{e}");
}
