//! HSA code objects (`payload`) without external tools: determinism, what the reader gives
//! back, the errors for kernels a code object cannot hold, and robustness of the reader on
//! damaged files.

use backend_amdgpu::gen::{target, Target, TARGETS};
use backend_amdgpu::payload::{
    e_flags, granulated, read_code_object, vgpr_encoding_granule, write_code_object, KernelObject,
    PayloadError, KD_SIZE,
};

mod payload_common;

use payload_common::{sample, S_ENDPGM};

fn t(name: &str) -> Target {
    target(name).expect("known target")
}

#[test]
fn reader_gives_back_what_was_written_on_every_target() {
    let long: Vec<u8> = S_ENDPGM.iter().copied().cycle().take(4 * 70).collect();
    for (arch, target) in TARGETS {
        let kernels = [sample(target, "first", &S_ENDPGM), sample(target, "second", &long)];
        let bytes = write_code_object(target, &kernels).expect("writes");
        let info = read_code_object(&bytes).expect("reads back");
        assert_eq!(info.file_type, 3, "{arch}: ET_DYN");
        assert_eq!((info.os_abi, info.abi_version), (64, 2), "{arch}");
        assert_eq!(info.e_flags, e_flags(target), "{arch}");
        assert_eq!(info.mcpu, Some(target.mcpu), "{arch}");
        assert_eq!(info.kernels.len(), 2, "{arch}");
        for (k, got) in kernels.iter().zip(&info.kernels) {
            assert_eq!(got.name, k.name, "{arch}");
            assert_eq!(got.code, k.code, "{arch}: code of {}", k.name);
            assert_eq!(got.code_address % 256, 0, "{arch}: {} is 256-byte aligned", k.name);
            assert_eq!(got.descriptor_address % KD_SIZE as u64, 0, "{arch}");
            let kd = &got.descriptor;
            assert_eq!(kd.kernarg_size, 12);
            assert_eq!(kd.user_sgpr_count(), 6, "{arch}: scratch buffer + kernarg pointer");
            assert!(kd.workgroup_id_x() && !kd.workgroup_id_y(), "{arch}");
            assert_eq!(kd.wave32(), target.wave_size() == 32, "{arch}");
            let meta = info.kernel_metadata(k.name).expect("metadata of the kernel");
            let field = |key: &str| meta.get(key).and_then(|v| v.as_u64()).expect(key);
            assert_eq!(field(".wavefront_size"), u64::from(target.wave_size()), "{arch}");
            assert_eq!(field(".kernarg_segment_size"), 12);
            let vgprs = u32::try_from(field(".vgpr_count")).expect("u32");
            assert_eq!(
                granulated(vgprs, vgpr_encoding_granule(target.gen, kd.wave32())),
                kd.granulated_vgpr_count(),
                "{arch}: VGPR granule"
            );
            if let Some(allocated) = kd.allocated_sgprs(target) {
                let sgprs = u32::try_from(field(".sgpr_count")).expect("u32");
                assert!(sgprs <= allocated && allocated - sgprs < 8, "{arch}: {sgprs} SGPRs in {allocated}");
            }
        }
        let meta = info.metadata.as_ref().expect("metadata note");
        assert_eq!(meta["amdhsa.target"], format!("amdgcn-amd-amdhsa--{}", target.mcpu));
        assert_eq!(meta["amdhsa.version"], serde_json::json!([1, 1]));
    }
}

#[test]
fn output_is_deterministic() {
    let target = t("gfx1030");
    let kernels = [sample(&target, "a", &S_ENDPGM), sample(&target, "b", &S_ENDPGM)];
    let one = write_code_object(&target, &kernels).expect("writes");
    let two = write_code_object(&target, &kernels).expect("writes");
    assert_eq!(one, two);
}

#[test]
fn gfx10_text_ends_with_the_prefetch_tail() {
    // llc pads gfx10 .text to 64 bytes and adds 48 s_code_end; GCN has no tail.
    for (arch, tail) in [("gfx1030", 64 + 192), ("gfx900", 4)] {
        let target = t(arch);
        let bytes = write_code_object(&target, &[sample(&target, "k", &S_ENDPGM)]).expect("writes");
        let info = read_code_object(&bytes).expect("reads");
        let text_len = section_size(&bytes, ".text");
        assert_eq!(text_len, tail, "{arch}");
        assert_eq!(info.kernels[0].code, S_ENDPGM);
    }
}

/// Size of a named section, read with the `object` crate's generic reader.
fn section_size(bytes: &[u8], name: &str) -> u64 {
    use object::{Object, ObjectSection};
    let file = object::File::parse(bytes).expect("parses");
    file.section_by_name(name).map(|s| s.size()).expect("section present")
}

#[test]
fn kernels_a_code_object_cannot_hold_are_errors() {
    let gfx900 = t("gfx900");
    let gfx600 = t("gfx600");
    let check = |target: &Target, k: KernelObject, expect: fn(&PayloadError) -> bool| {
        let name = k.name.to_string();
        let err = write_code_object(target, &[k]).expect_err("must fail");
        assert!(expect(&err), "{name}: unexpected {err}");
    };

    let mut k = sample(&gfx900, "w32", &S_ENDPGM);
    k.wave32 = true;
    check(&gfx900, k, |e| matches!(e, PayloadError::Unsupported { what: "wave32", .. }));

    let mut k = sample(&gfx600, "flat", &S_ENDPGM);
    k.uses_flat_scratch = true;
    check(&gfx600, k, |e| matches!(e, PayloadError::Unsupported { .. }));

    let mut k = sample(&gfx900, "vgprs", &S_ENDPGM);
    k.vgpr_count = 257;
    check(&gfx900, k, |e| matches!(e, PayloadError::TooLarge { value: 257, max: 256, .. }));

    // gfx9: 102 addressable SGPRs, VCC and the XNACK mask included.
    let mut k = sample(&gfx900, "sgprs", &S_ENDPGM);
    k.sgpr_count = 99;
    check(&gfx900, k, |e| matches!(e, PayloadError::TooLarge { value: 103, max: 102, .. }));

    check(&gfx900, sample(&gfx900, "odd", &[0, 0, 0x81]), |e| {
        matches!(e, PayloadError::BadCode { len: 3, .. })
    });

    let mut k = sample(&gfx900, "args", &S_ENDPGM);
    k.kernarg_size = 8;
    check(&gfx900, k, |e| matches!(e, PayloadError::Invalid { .. }));

    let err = write_code_object(&gfx900, &[sample(&gfx900, "a", &S_ENDPGM), sample(&gfx900, "a", &S_ENDPGM)])
        .expect_err("duplicate");
    assert!(matches!(err, PayloadError::DuplicateSymbol(ref s) if s == "a"), "{err}");
    let err =
        write_code_object(&gfx900, &[sample(&gfx900, "a.kd", &S_ENDPGM), sample(&gfx900, "a", &S_ENDPGM)])
            .expect_err("symbol clash");
    assert!(matches!(err, PayloadError::DuplicateSymbol(ref s) if s == "a.kd"), "{err}");
    assert!(matches!(write_code_object(&gfx900, &[]), Err(PayloadError::NoKernels)));
}

#[test]
fn gfx802_always_asks_for_96_sgprs() {
    let target = t("gfx802");
    let bytes = write_code_object(&target, &[sample(&target, "k", &S_ENDPGM)]).expect("writes");
    let info = read_code_object(&bytes).expect("reads");
    assert_eq!(info.kernels[0].descriptor.allocated_sgprs(&target), Some(96));
    assert_eq!(info.kernel_metadata("k").and_then(|m| m[".sgpr_count"].as_u64()), Some(96));
}

#[test]
fn damaged_files_are_errors_not_panics() {
    let target = t("gfx1030");
    let bytes = write_code_object(&target, &[sample(&target, "k", &S_ENDPGM)]).expect("writes");
    for len in 0..bytes.len() {
        let _ = read_code_object(&bytes[..len]);
    }
    // Every single-byte flip in the headers, tables and descriptor.
    let mut copy = bytes.clone();
    for i in 0..bytes.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            copy[i] ^= flip;
            let _ = read_code_object(&copy);
            copy[i] ^= flip;
        }
    }
    assert!(read_code_object(b"not an ELF file").is_err());
}
