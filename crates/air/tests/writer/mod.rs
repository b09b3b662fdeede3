//! A minimal LLVM bitstream writer for the tests that build their own bitcode: LLVM 14
//! cannot write the old record forms, and splicing records into a module needs bit-exact
//! control. Every record is written unabbreviated.
#![allow(dead_code)]

/// Little-endian bit writer, as the bitstream format packs fields.
#[derive(Default)]
pub struct Bits {
    words: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    pub fn put(&mut self, value: u64, width: u32) {
        for i in 0..width {
            self.acc |= ((value >> i) & 1) << self.n;
            self.n += 1;
            if self.n == 8 {
                self.words.push(self.acc as u8);
                self.acc = 0;
                self.n = 0;
            }
        }
    }
    pub fn vbr(&mut self, mut value: u64, width: u32) {
        let payload = width - 1;
        loop {
            let chunk = value & ((1 << payload) - 1);
            value >>= payload;
            if value == 0 {
                self.put(chunk, width);
                return;
            }
            self.put(chunk | (1 << payload), width);
        }
    }
    pub fn align32(&mut self) {
        while self.n != 0 || self.words.len() % 4 != 0 {
            self.put(0, 1);
        }
    }
    pub fn bytes(self) -> Vec<u8> {
        assert_eq!(self.n, 0, "whole bytes");
        self.words
    }
}

/// [`Bits`] with LLVM's block framing: the abbreviation id width of each open block, and
/// length words patched when a block ends.
pub struct Bc {
    bits: Bits,
    width: u32,
    /// (byte offset of the length word, enclosing abbreviation width) per open block.
    open: Vec<(usize, u32)>,
}

impl Bc {
    /// A stream after the `BC 0xC0DE` magic, at the top level (2-bit abbreviation ids).
    pub fn new() -> Self {
        let mut bits = Bits::default();
        for b in *b"BC\xC0\xDE" {
            bits.put(u64::from(b), 8);
        }
        Bc { bits, width: 2, open: Vec::new() }
    }

    /// ENTER_SUBBLOCK `id` with 4-bit abbreviation ids.
    pub fn enter(&mut self, id: u32) {
        self.bits.put(1, self.width);
        self.bits.vbr(u64::from(id), 8);
        self.bits.vbr(4, 4);
        self.bits.align32();
        self.open.push((self.bits.words.len(), self.width));
        self.bits.put(0, 32);
        self.width = 4;
    }

    /// END_BLOCK of the innermost open block, patching its length word.
    pub fn end(&mut self) {
        self.bits.put(0, self.width);
        self.bits.align32();
        let (at, width) = self.open.pop().expect("a block is open");
        let words = ((self.bits.words.len() - at - 4) / 4) as u32;
        self.bits.words[at..at + 4].copy_from_slice(&words.to_le_bytes());
        self.width = width;
    }

    /// An UNABBREV_RECORD.
    pub fn rec(&mut self, code: u32, ops: &[u64]) {
        self.bits.put(3, self.width);
        self.bits.vbr(u64::from(code), 6);
        self.bits.vbr(ops.len() as u64, 6);
        for &op in ops {
            self.bits.vbr(op, 6);
        }
    }

    /// A record whose operands are the characters of `s`.
    pub fn text(&mut self, code: u32, s: &str) {
        let ops: Vec<u64> = s.bytes().map(u64::from).collect();
        self.rec(code, &ops);
    }

    pub fn finish(mut self) -> Vec<u8> {
        assert!(self.open.is_empty(), "blocks left open");
        self.bits.align32();
        self.bits.bytes()
    }
}
