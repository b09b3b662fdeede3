//! LLVM's bitcode format lets readers skip what they do not know: a subblock by its
//! length word, and (in the module block) a record by its code. The decoder must do both
//! with a warning naming the bit offset, and decode the rest exactly as before. The
//! inputs are a fixture module with an unknown block or unknown records spliced into its
//! MODULE_BLOCK by the tests' own minimal bit writer (`writer/`).

mod writer;

use writer::Bits;

/// Minimal reader of the top level: finds the MODULE_BLOCK's content (byte offset, the
/// byte offset of its length word, its abbreviation width).
fn module_block(bc: &[u8]) -> (usize, usize, u32) {
    let bit = |pos: usize| (bc[pos / 8] >> (pos % 8)) & 1;
    let read = |pos: &mut usize, width: u32| -> u64 {
        let mut v = 0u64;
        for i in 0..width {
            v |= u64::from(bit(*pos)) << i;
            *pos += 1;
        }
        v
    };
    let vbr = |pos: &mut usize, width: u32| -> u64 {
        let (mut v, mut shift) = (0u64, 0);
        loop {
            let chunk = read(pos, width);
            v |= (chunk & ((1 << (width - 1)) - 1)) << shift;
            shift += width - 1;
            if chunk & (1 << (width - 1)) == 0 {
                return v;
            }
        }
    };
    assert_eq!(&bc[..4], b"BC\xC0\xDE");
    let mut pos = 32;
    loop {
        assert_eq!(read(&mut pos, 2), 1, "top level holds blocks only");
        let id = vbr(&mut pos, 8);
        let width = vbr(&mut pos, 4) as u32;
        pos = pos.div_ceil(32) * 32;
        let len_at = pos / 8;
        let words = read(&mut pos, 32) as usize;
        if id == 8 {
            return (pos / 8, len_at, width);
        }
        pos += words * 32;
    }
}

fn fixture_bitcode() -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/air/fixtures.metallib");
    let bytes = std::fs::read(path).expect("fixture library");
    let lib = metallib::read(&bytes).expect("fixture reads");
    let f = lib.functions.iter().find(|f| f.name == "vector_add").expect("vector_add");
    let wrapped = lib.module_of(f);
    let offset = u32::from_le_bytes(wrapped[8..12].try_into().expect("4 bytes")) as usize;
    let size = u32::from_le_bytes(wrapped[12..16].try_into().expect("4 bytes")) as usize;
    wrapped[offset..offset + size].to_vec()
}

/// Inserts whole words at the start of the MODULE_BLOCK's content and grows its length.
fn splice(bc: &[u8], insert: &[u8]) -> (Vec<u8>, u64) {
    assert_eq!(insert.len() % 4, 0);
    let (content, len_at, _) = module_block(bc);
    let mut out = bc.to_vec();
    let len = u32::from_le_bytes(out[len_at..len_at + 4].try_into().expect("4 bytes"));
    out[len_at..len_at + 4].copy_from_slice(&(len + insert.len() as u32 / 4).to_le_bytes());
    out.splice(content..content, insert.iter().copied());
    (out, content as u64 * 8)
}

fn printed(bc: &[u8]) -> (String, Vec<air::Warning>) {
    let d = air::read_module(bc).expect("decodes");
    (gpu_ir::module_to_string(&d.module), d.warnings)
}

#[test]
fn an_unknown_block_in_the_module_is_skipped_with_a_warning() {
    let bc = fixture_bitcode();
    let (_, _, width) = module_block(&bc);
    let mut w = Bits::default();
    w.put(1, width); // ENTER_SUBBLOCK
    w.vbr(99, 8); // a block id LLVM 14 does not define
    w.vbr(2, 4);
    w.align32();
    w.put(2, 32); // two words of content, never read
    w.put(0xDEAD_BEEF, 32);
    w.put(0x0123_4567, 32);
    let (spliced, at) = splice(&bc, &w.bytes());
    let (before, none) = printed(&bc);
    assert!(none.is_empty(), "{none:?}");
    let (after, warnings) = printed(&spliced);
    assert_eq!(before, after, "the rest decodes as before");
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    let text = warnings[0].to_string();
    assert!(text.contains("unknown block 99"), "{text}");
    // The warning points into the spliced block (its header fields).
    assert!((at..at + 32).contains(&warnings[0].bit), "{text} (block at bit {at})");
}

#[test]
fn unknown_module_records_are_skipped_with_warnings() {
    let bc = fixture_bitcode();
    let (_, _, width) = module_block(&bc);
    // Two unabbreviated records with codes LLVM 14 does not use in MODULE_BLOCK, sized
    // so that together they fill whole 32-bit words (the splice must not shift the
    // alignment of what follows).
    let mut w = Bits::default();
    let mut bits = 0;
    for (code, ops) in [(60u64, vec![1u64, 2, 3, 4, 5]), (61, vec![6, 7, 8, 9])] {
        w.put(3, width); // UNABBREV_RECORD
        w.vbr(code, 6);
        w.vbr(ops.len() as u64, 6);
        for op in &ops {
            w.vbr(*op, 6);
        }
        bits += width as usize + 6 * (2 + 1 + ops.len());
    }
    assert_eq!(bits % 32, 0, "{bits} bits with abbreviation width {width}");
    let (spliced, at) = splice(&bc, &w.bytes());
    let (before, _) = printed(&bc);
    let (after, warnings) = printed(&spliced);
    assert_eq!(before, after);
    let texts: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
    assert_eq!(warnings.len(), 2, "{texts:?}");
    assert!(texts[0].contains("record code 60") && texts[1].contains("record code 61"), "{texts:?}");
    assert!((at..at + 51).contains(&warnings[0].bit), "{texts:?} (record at bit {at})");
    assert!((at + 51..at + 96).contains(&warnings[1].bit), "{texts:?} (record at bit {})", at + 51);
}
