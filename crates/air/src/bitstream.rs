//! The LLVM bitstream container: a bit cursor (fixed and VBR fields, 32-bit alignment),
//! abbreviation definitions, the BLOCKINFO block, block entry/exit/skip and record decoding.
//! It knows block and record *shapes* only; what the codes mean is `module.rs`'s business.
//!
//! Hostile input is expected: every count read from the stream is checked against the bits
//! that remain before anything is reserved, nesting is capped, and a work budget proportional
//! to the input size bounds the operands all records may produce (abbreviations made only of
//! literals can otherwise yield operands without consuming bits).

use std::collections::BTreeMap;
use std::rc::Rc;

use crate::error::{AirError, ErrorKind};

/// Abbreviation ids every block understands.
pub const END_BLOCK: u32 = 0;
pub const ENTER_SUBBLOCK: u32 = 1;
pub const DEFINE_ABBREV: u32 = 2;
pub const UNABBREV_RECORD: u32 = 3;
pub const FIRST_APPLICATION_ABBREV: u32 = 4;

/// The block that carries abbreviations for other blocks.
pub const BLOCKINFO_BLOCK_ID: u32 = 0;
const BLOCKINFO_CODE_SETBID: u32 = 1;

/// Deeper than any LLVM writer nests (module > function > constants/metadata is 3); keeps
/// recursion-free walking bounded anyway.
pub const MAX_BLOCK_DEPTH: usize = 32;

/// One operand of an abbreviation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AbbrevOp {
    Literal(u64),
    Fixed(u8),
    Vbr(u8),
    /// A vbr6 count, then that many elements encoded as the following op.
    Array,
    Char6,
    /// A vbr6 byte count, 32-bit alignment, the bytes, 32-bit alignment.
    Blob,
}

impl AbbrevOp {
    /// Fewest bits one value of this op takes; used to bound array counts.
    fn min_bits(self) -> usize {
        match self {
            AbbrevOp::Literal(_) | AbbrevOp::Array | AbbrevOp::Blob => 0,
            AbbrevOp::Fixed(w) | AbbrevOp::Vbr(w) => usize::from(w),
            AbbrevOp::Char6 => 6,
        }
    }
}

/// A shared, immutable abbreviation; blocks that inherit BLOCKINFO abbreviations share them.
pub type Abbrev = Rc<[AbbrevOp]>;

/// The alphabet of the char6 encoding: `a-z A-Z 0-9 . _`.
#[inline]
pub fn decode_char6(v: u64) -> u8 {
    match v {
        0..=25 => b'a' + v as u8,
        26..=51 => b'A' + (v - 26) as u8,
        52..=61 => b'0' + (v - 52) as u8,
        62 => b'.',
        _ => b'_',
    }
}

/// A little-endian bit cursor over one bitstream.
#[derive(Debug, Clone)]
pub struct BitCursor<'a> {
    data: &'a [u8],
    /// Current position in bits from the start of `data`.
    pos: usize,
    /// Length of `data` in bits.
    end: usize,
    /// Bit offset of `data` in the original input, added to error positions.
    base_bit: u64,
}

impl<'a> BitCursor<'a> {
    /// A cursor over `data`; `base_byte` is where `data` starts in the caller's input.
    pub fn new(data: &'a [u8], base_byte: usize) -> Self {
        // Inputs beyond usize::MAX / 8 bytes cannot exist in memory on 64-bit hosts; saturate
        // rather than overflow on smaller ones.
        let end = data.len().saturating_mul(8);
        BitCursor { data, pos: 0, end, base_bit: (base_byte as u64).saturating_mul(8) }
    }

    #[inline]
    pub fn bit_pos(&self) -> usize {
        self.pos
    }

    /// Position in bits from the start of the caller's input.
    #[inline]
    pub fn abs_bit(&self) -> u64 {
        self.base_bit + self.pos as u64
    }

    #[inline]
    pub fn remaining_bits(&self) -> usize {
        self.end - self.pos
    }

    #[inline]
    pub fn at_end(&self) -> bool {
        self.pos >= self.end
    }

    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Moves to `bit`, which must lie within the data.
    pub fn seek(&mut self, bit: usize) -> Result<(), AirError> {
        if bit > self.end {
            return Err(self.err_truncated(bit - self.pos.min(bit)));
        }
        self.pos = bit;
        Ok(())
    }

    #[cold]
    pub fn err(&self, message: impl Into<String>) -> AirError {
        AirError::malformed(self.abs_bit(), message)
    }

    #[cold]
    pub fn err_kind(&self, kind: ErrorKind) -> AirError {
        AirError::new(self.abs_bit(), kind)
    }

    #[cold]
    fn err_truncated(&self, needed: usize) -> AirError {
        self.err_kind(ErrorKind::Truncated { needed: needed as u64, available: self.remaining_bits() as u64 })
    }

    #[inline]
    fn load64(&self, byte: usize) -> u64 {
        if let Some(chunk) = self.data.get(byte..).and_then(|s| s.first_chunk::<8>()) {
            u64::from_le_bytes(*chunk)
        } else {
            let mut buf = [0u8; 8];
            let tail = self.data.get(byte..).unwrap_or(&[]);
            let n = tail.len().min(8);
            buf[..n].copy_from_slice(&tail[..n]);
            u64::from_le_bytes(buf)
        }
    }

    /// Reads `width` (0..=64) bits as an unsigned value.
    #[inline]
    pub fn read(&mut self, width: u32) -> Result<u64, AirError> {
        // Fast path: eight bytes readable at the current byte hold at least 57 bits from
        // the current position, all inside the data (`end` is the data's length in bits).
        if width <= 56 {
            if let Some(chunk) = self.data.get(self.pos >> 3..).and_then(|s| s.first_chunk::<8>()) {
                let v = (u64::from_le_bytes(*chunk) >> (self.pos & 7)) & ((1u64 << width) - 1);
                self.pos += width as usize;
                return Ok(v);
            }
        }
        self.read_slow(width)
    }

    fn read_slow(&mut self, width: u32) -> Result<u64, AirError> {
        let w = width as usize;
        if w > 64 {
            return Err(self.err(format!("field width {w} exceeds 64 bits")));
        }
        if self.end - self.pos < w {
            return Err(self.err_truncated(w));
        }
        if w == 0 {
            return Ok(0);
        }
        let byte = self.pos >> 3;
        let shift = self.pos & 7;
        let mut v = self.load64(byte) >> shift;
        if w + shift > 64 {
            // Only for widths above 56: the top bits live in the ninth byte.
            let hi = u64::from(self.data.get(byte + 8).copied().unwrap_or(0));
            v |= hi << (64 - shift);
        }
        self.pos += w;
        Ok(if w == 64 { v } else { v & ((1u64 << w) - 1) })
    }

    /// Reads a variable bit-rate value made of `width`-bit chunks (2..=64), rejecting values
    /// that do not fit in 64 bits.
    #[inline]
    pub fn read_vbr(&mut self, width: u32) -> Result<u64, AirError> {
        // Fast path: decode the chunks from one 64-bit load (at least 57 valid bits); any
        // value that needs more, or that overflows, goes through the checked loop below,
        // which starts again from the same position.
        if (2..=32).contains(&width) {
            if let Some(chunk) = self.data.get(self.pos >> 3..).and_then(|s| s.first_chunk::<8>()) {
                let shift = (self.pos & 7) as u32;
                let word = u64::from_le_bytes(*chunk) >> shift;
                let avail = 64 - shift;
                let mask = (1u64 << width) - 1;
                let hi = 1u64 << (width - 1);
                let piece = word & mask;
                if piece & hi == 0 {
                    self.pos += width as usize;
                    return Ok(piece);
                }
                let payload = width - 1;
                let mut result = piece & (hi - 1);
                let mut out_shift = payload;
                let mut used = width;
                while used + width <= avail && out_shift < 64 {
                    let piece = (word >> used) & mask;
                    used += width;
                    let data = piece & (hi - 1);
                    if data >> (64 - out_shift) != 0 {
                        break;
                    }
                    result |= data << out_shift;
                    if piece & hi == 0 {
                        self.pos += used as usize;
                        return Ok(result);
                    }
                    out_shift += payload;
                }
            }
        }
        self.read_vbr_slow(width)
    }

    fn read_vbr_slow(&mut self, width: u32) -> Result<u64, AirError> {
        if !(2..=64).contains(&width) {
            return Err(self.err(format!("VBR chunk width {width} outside 2..=64")));
        }
        let start = self.pos;
        let hi_bit = 1u64 << (width - 1);
        let piece = self.read(width)?;
        if piece & hi_bit == 0 {
            return Ok(piece);
        }
        let payload = width - 1;
        let mut result = piece & (hi_bit - 1);
        let mut shift = payload;
        loop {
            let piece = self.read(width)?;
            let data = piece & (hi_bit - 1);
            if shift >= 64 || (data >> (64 - shift)) != 0 {
                let bit = self.base_bit + start as u64;
                return Err(AirError::malformed(bit, "VBR value does not fit in 64 bits"));
            }
            result |= data << shift;
            if piece & hi_bit == 0 {
                return Ok(result);
            }
            shift += payload;
        }
    }

    /// Skips to the next multiple of 32 bits, clamped to the end of the data.
    #[inline]
    pub fn align32(&mut self) {
        self.pos = ((self.pos + 31) & !31).min(self.end);
    }

    /// True when every bit from here to the end is zero (padding after the last block).
    pub fn rest_is_zero(&self) -> bool {
        let byte = self.pos / 8;
        let bit = self.pos % 8;
        let Some(first) = self.data.get(byte) else {
            return true;
        };
        (first >> bit) == 0 && self.data[byte + 1..].iter().all(|&b| b == 0)
    }
}

/// What [`BitstreamReader::advance`] found next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// `ENTER_SUBBLOCK` with this block id; call [`BitstreamReader::enter_block`],
    /// [`BitstreamReader::skip_block`] or [`BitstreamReader::read_blockinfo_block`] next.
    SubBlock(u32),
    /// The current block ended; the reader is back in the enclosing one.
    EndBlock,
    /// A record with this abbreviation id; call [`BitstreamReader::read_record`] next.
    Record(u32),
    /// End of the data at the top level (only zero padding left).
    EndOfStream,
}

/// A decoded record. Reuse one across calls: `ops` keeps its capacity.
#[derive(Debug, Default, Clone)]
pub struct Record<'a> {
    pub code: u32,
    pub ops: Vec<u64>,
    pub blob: Option<&'a [u8]>,
}

impl Record<'_> {
    /// Operand `i`, if present.
    #[inline]
    pub fn op(&self, i: usize) -> Option<u64> {
        self.ops.get(i).copied()
    }
}

#[derive(Debug)]
struct Scope {
    block_id: Option<u32>,
    abbrev_width: u32,
    abbrevs: Vec<Abbrev>,
}

/// The last BLOCKINFO block read on a thread and what it registered.
struct BlockinfoCache {
    width: u32,
    bytes: Vec<u8>,
    fuel: u64,
    abbrevs: BTreeMap<u32, Vec<Abbrev>>,
}

thread_local! {
    static BLOCKINFO_CACHE: std::cell::RefCell<Option<BlockinfoCache>> = const { std::cell::RefCell::new(None) };
}

/// Walks blocks and records of a bitstream, tracking abbreviations per block.
#[derive(Debug)]
pub struct BitstreamReader<'a> {
    cur: BitCursor<'a>,
    /// The current block (`None` block id at top level).
    scope: Scope,
    outer: Vec<Scope>,
    /// Abbreviations registered through BLOCKINFO, per block id.
    blockinfo: BTreeMap<u32, Vec<Abbrev>>,
    /// SETBID target while reading a BLOCKINFO block.
    blockinfo_target: Option<u32>,
    /// Emptied abbreviation vectors kept for the next block entered.
    pool: Vec<Vec<Abbrev>>,
    /// Remaining operand budget (see module docs).
    fuel: u64,
    abbrev_buf: Vec<AbbrevOp>,
}

impl<'a> BitstreamReader<'a> {
    /// A reader positioned after the 32-bit magic of `stream`; `base_byte` is where `stream`
    /// starts in the caller's input.
    pub fn new(stream: &'a [u8], base_byte: usize) -> Result<Self, AirError> {
        let mut cur = BitCursor::new(stream, base_byte);
        cur.read(32)?;
        let fuel = (stream.len() as u64).saturating_mul(32).saturating_add(1 << 16);
        Ok(BitstreamReader {
            cur,
            scope: Scope { block_id: None, abbrev_width: 2, abbrevs: Vec::new() },
            outer: Vec::new(),
            blockinfo: BTreeMap::new(),
            blockinfo_target: None,
            pool: Vec::new(),
            fuel,
            abbrev_buf: Vec::new(),
        })
    }

    pub fn cursor(&self) -> &BitCursor<'a> {
        &self.cur
    }

    /// Current position in bits from the start of the caller's input.
    pub fn abs_bit(&self) -> u64 {
        self.cur.abs_bit()
    }

    /// Nesting depth: 0 at top level.
    pub fn depth(&self) -> usize {
        self.outer.len()
    }

    /// Id of the block being read, `None` at top level.
    pub fn block_id(&self) -> Option<u32> {
        self.scope.block_id
    }

    #[cold]
    pub fn err(&self, message: impl Into<String>) -> AirError {
        self.cur.err(message)
    }

    #[inline]
    fn burn(&mut self, units: u64) -> Result<(), AirError> {
        match self.fuel.checked_sub(units) {
            Some(f) => {
                self.fuel = f;
                Ok(())
            }
            None => Err(self.cur.err_kind(ErrorKind::Limit(
                "records yield more operands than the input size justifies".into(),
            ))),
        }
    }

    /// Reads the next entry of the current block; abbreviation definitions are absorbed.
    pub fn advance(&mut self) -> Result<Entry, AirError> {
        loop {
            if self.scope.block_id.is_none() && self.cur.rest_is_zero() {
                return Ok(Entry::EndOfStream);
            }
            self.burn(1)?;
            let id = self.cur.read(self.scope.abbrev_width)? as u32;
            match id {
                END_BLOCK => {
                    if self.scope.block_id.is_none() {
                        return Err(self.err("END_BLOCK at top level"));
                    }
                    self.cur.align32();
                    self.leave_scope();
                    return Ok(Entry::EndBlock);
                }
                ENTER_SUBBLOCK => {
                    let block = self.cur.read_vbr(8)?;
                    let block = u32::try_from(block)
                        .map_err(|_| self.err(format!("block id {block} exceeds 32 bits")))?;
                    return Ok(Entry::SubBlock(block));
                }
                DEFINE_ABBREV => self.define_abbrev()?,
                _ => return Ok(Entry::Record(id)),
            }
        }
    }

    fn leave_scope(&mut self) {
        if let Some(outer) = self.outer.pop() {
            let mut done = std::mem::replace(&mut self.scope, outer);
            done.abbrevs.clear();
            self.pool.push(done.abbrevs);
        }
    }

    /// Reads the block header after [`Entry::SubBlock`]: (abbrev width, length in bits),
    /// leaving the cursor at the block's first entry.
    fn block_header(&mut self) -> Result<(u32, usize), AirError> {
        let width = self.cur.read_vbr(4)?;
        if !(1..=32).contains(&width) {
            return Err(self.err(format!("block abbreviation width {width} outside 1..=32")));
        }
        self.cur.align32();
        let words = self.cur.read(32)? as usize;
        let bits = words.saturating_mul(32);
        if bits > self.cur.remaining_bits() {
            return Err(self.cur.err_kind(ErrorKind::Truncated {
                needed: bits as u64,
                available: self.cur.remaining_bits() as u64,
            }));
        }
        Ok((width as u32, bits))
    }

    /// Enters the block announced by [`Entry::SubBlock`].
    pub fn enter_block(&mut self, block_id: u32) -> Result<(), AirError> {
        self.enter_block_sized(block_id).map(|_| ())
    }

    /// [`Self::enter_block`], returning the block's abbreviation width and length in bits.
    fn enter_block_sized(&mut self, block_id: u32) -> Result<(u32, usize), AirError> {
        if self.outer.len() >= MAX_BLOCK_DEPTH {
            return Err(self
                .cur
                .err_kind(ErrorKind::Limit(format!("blocks nested deeper than {MAX_BLOCK_DEPTH}"))));
        }
        let (width, bits) = self.block_header()?;
        let mut abbrevs = self.pool.pop().unwrap_or_default();
        if let Some(inherited) = self.blockinfo.get(&block_id) {
            abbrevs.extend(inherited.iter().cloned());
        }
        let inner = Scope { block_id: Some(block_id), abbrev_width: width, abbrevs };
        let outer = std::mem::replace(&mut self.scope, inner);
        self.outer.push(outer);
        Ok((width, bits))
    }

    /// Skips the block announced by [`Entry::SubBlock`] using its length word.
    pub fn skip_block(&mut self) -> Result<(), AirError> {
        let (_, bits) = self.block_header()?;
        let target = self.cur.bit_pos() + bits;
        self.cur.seek(target)
    }

    /// Enters block `block_id` (announced by [`Entry::SubBlock`]) and hands each of its
    /// records to `f` with the record's input bit offset and its index in the block, until
    /// the block ends; nested blocks are skipped. The walk every record-only block shares.
    pub fn for_each_record(
        &mut self,
        block_id: u32,
        rec: &mut Record<'a>,
        mut f: impl FnMut(&Record<'a>, u64, usize) -> Result<(), AirError>,
    ) -> Result<(), AirError> {
        self.enter_block(block_id)?;
        let mut index = 0usize;
        loop {
            match self.advance()? {
                Entry::SubBlock(_) => self.skip_block()?,
                Entry::EndBlock => return Ok(()),
                Entry::EndOfStream => return Err(self.err("data ended inside the block")),
                Entry::Record(a) => {
                    let bit = self.abs_bit();
                    self.read_record(a, rec)?;
                    f(rec, bit, index)?;
                    index += 1;
                }
            }
        }
    }

    /// Skips the rest of the current block (entered earlier) up to and including its END_BLOCK.
    pub fn skip_rest_of_block(&mut self, rec: &mut Record<'a>) -> Result<(), AirError> {
        let depth = self.depth();
        loop {
            match self.advance()? {
                Entry::SubBlock(_) => self.skip_block()?,
                Entry::Record(a) => self.read_record(a, rec)?,
                Entry::EndBlock if self.depth() < depth => return Ok(()),
                Entry::EndBlock => {}
                Entry::EndOfStream => return Err(self.err("data ended inside a block")),
            }
        }
    }

    /// Reads a BLOCKINFO block announced by [`Entry::SubBlock`]`(0)`, registering its
    /// abbreviations for later blocks. Block and record names are ignored.
    ///
    /// The modules of one library carry the same BLOCKINFO block, so the last one read
    /// on this thread is remembered: a block with the same bytes (and abbreviation
    /// width), read into an empty table, gives the same abbreviations without decoding
    /// them again, and spends the same work budget.
    pub fn read_blockinfo_block(&mut self, rec: &mut Record<'a>) -> Result<(), AirError> {
        let (width, bits) = self.enter_block_sized(BLOCKINFO_BLOCK_ID)?;
        let body_start = self.cur.bit_pos();
        let body_end = body_start + bits;
        // The header leaves the cursor 32-bit aligned and the length counts whole words.
        let body = self.cur.data().get(body_start / 8..body_end / 8).unwrap_or(&[]);
        let cacheable = self.blockinfo.is_empty();
        if cacheable {
            let hit = BLOCKINFO_CACHE.with(|c| {
                c.borrow()
                    .as_ref()
                    .filter(|c| c.width == width && c.bytes == body)
                    .map(|c| (c.abbrevs.clone(), c.fuel))
            });
            if let Some((abbrevs, fuel)) = hit {
                self.burn(fuel)?;
                self.blockinfo = abbrevs;
                self.cur.seek(body_end)?;
                self.leave_scope();
                return Ok(());
            }
        }
        let fuel_before = self.fuel;
        let result = self.read_blockinfo_body(rec);
        if result.is_ok() && cacheable && self.cur.bit_pos() == body_end {
            let cached = BlockinfoCache {
                width,
                bytes: body.to_vec(),
                fuel: fuel_before - self.fuel,
                abbrevs: self.blockinfo.clone(),
            };
            BLOCKINFO_CACHE.with(|c| *c.borrow_mut() = Some(cached));
        }
        result
    }

    fn read_blockinfo_body(&mut self, rec: &mut Record<'a>) -> Result<(), AirError> {
        let depth = self.depth();
        self.blockinfo_target = None;
        let result = loop {
            match self.advance() {
                Err(e) => break Err(e),
                Ok(Entry::SubBlock(_)) => {
                    if let Err(e) = self.skip_block() {
                        break Err(e);
                    }
                }
                Ok(Entry::EndBlock) => break Ok(()),
                Ok(Entry::EndOfStream) => break Err(self.err("data ended inside BLOCKINFO")),
                Ok(Entry::Record(a)) => {
                    if let Err(e) = self.read_record(a, rec) {
                        break Err(e);
                    }
                    if rec.code == BLOCKINFO_CODE_SETBID {
                        match rec.op(0).map(u32::try_from) {
                            Some(Ok(id)) => self.blockinfo_target = Some(id),
                            _ => break Err(self.err("BLOCKINFO SETBID without a valid block id")),
                        }
                    }
                }
            }
        };
        debug_assert!(result.is_err() || self.depth() < depth);
        self.blockinfo_target = None;
        result
    }

    fn define_abbrev(&mut self) -> Result<(), AirError> {
        let start = self.cur.abs_bit();
        let n = self.cur.read_vbr(5)? as usize;
        if n == 0 {
            return Err(self.err("abbreviation with no operands"));
        }
        // Each op takes at least 4 bits (1-bit flag + 3-bit encoding).
        if n > self.cur.remaining_bits() / 4 {
            return Err(self.err(format!("abbreviation claims {n} operands, more than the data can hold")));
        }
        // Built in a reused buffer, then copied once into the shared abbreviation.
        let mut ops = std::mem::take(&mut self.abbrev_buf);
        ops.clear();
        for _ in 0..n {
            let literal = self.cur.read(1)? == 1;
            let op = if literal {
                AbbrevOp::Literal(self.cur.read_vbr(8)?)
            } else {
                match self.cur.read(3)? {
                    1 => match self.cur.read_vbr(5)? {
                        // Zero-width fields carry no bits; LLVM treats them as literal 0.
                        0 => AbbrevOp::Literal(0),
                        w @ 1..=64 => AbbrevOp::Fixed(w as u8),
                        w => return Err(self.err(format!("fixed width {w} exceeds 64"))),
                    },
                    2 => match self.cur.read_vbr(5)? {
                        0 => AbbrevOp::Literal(0),
                        w @ 2..=32 => AbbrevOp::Vbr(w as u8),
                        w => return Err(self.err(format!("VBR width {w} outside 2..=32"))),
                    },
                    3 => AbbrevOp::Array,
                    4 => AbbrevOp::Char6,
                    5 => AbbrevOp::Blob,
                    e => return Err(self.err(format!("unknown abbreviation encoding {e}"))),
                }
            };
            ops.push(op);
        }
        let bad = |why: &str| AirError::malformed(start, format!("invalid abbreviation: {why}"));
        if matches!(ops[0], AbbrevOp::Array | AbbrevOp::Blob) {
            return Err(bad("the record code cannot be an array or a blob"));
        }
        for (i, op) in ops.iter().enumerate() {
            match op {
                AbbrevOp::Array => {
                    if i + 2 != ops.len() {
                        return Err(bad("an array must be the second-to-last operand"));
                    }
                    if !matches!(ops[i + 1], AbbrevOp::Fixed(_) | AbbrevOp::Vbr(_) | AbbrevOp::Char6) {
                        return Err(bad("array elements must be fixed, VBR or char6"));
                    }
                }
                AbbrevOp::Blob if i + 1 != ops.len() => {
                    return Err(bad("a blob must be the last operand"));
                }
                _ => {}
            }
        }
        let abbrev: Abbrev = Rc::from(ops.as_slice());
        self.abbrev_buf = ops;
        if self.scope.block_id == Some(BLOCKINFO_BLOCK_ID) {
            let Some(target) = self.blockinfo_target else {
                return Err(AirError::malformed(start, "DEFINE_ABBREV in BLOCKINFO before SETBID"));
            };
            self.blockinfo.entry(target).or_default().push(abbrev);
        } else {
            self.scope.abbrevs.push(abbrev);
        }
        Ok(())
    }

    /// Decodes the record announced by [`Entry::Record`] into `rec` (reusing its buffer).
    pub fn read_record(&mut self, abbrev_id: u32, rec: &mut Record<'a>) -> Result<(), AirError> {
        rec.ops.clear();
        rec.blob = None;
        if abbrev_id == UNABBREV_RECORD {
            let code = self.cur.read_vbr(6)?;
            rec.code =
                u32::try_from(code).map_err(|_| self.err(format!("record code {code} exceeds 32 bits")))?;
            let n = self.cur.read_vbr(6)? as usize;
            if n > self.cur.remaining_bits() / 6 {
                return Err(self.err(format!("record claims {n} operands, more than the data can hold")));
            }
            self.burn(n as u64)?;
            rec.ops.reserve(n);
            for _ in 0..n {
                rec.ops.push(self.cur.read_vbr(6)?);
            }
            return Ok(());
        }
        let index = (abbrev_id as usize).wrapping_sub(FIRST_APPLICATION_ABBREV as usize);
        let Some(abbrev) = self.scope.abbrevs.get(index) else {
            return Err(self.err(format!(
                "abbreviation id {abbrev_id} is not defined in this block ({} defined)",
                self.scope.abbrevs.len()
            )));
        };
        let cur = &mut self.cur;
        let code = match abbrev[0] {
            AbbrevOp::Literal(v) => v,
            op => read_scalar(cur, op)?,
        };
        rec.code = u32::try_from(code).map_err(|_| cur.err(format!("record code {code} exceeds 32 bits")))?;
        let mut i = 1;
        while i < abbrev.len() {
            match abbrev[i] {
                AbbrevOp::Array => {
                    let elt = abbrev.get(i + 1).copied().unwrap_or(AbbrevOp::Fixed(8));
                    let n = cur.read_vbr(6)? as usize;
                    let per = elt.min_bits().max(1);
                    if n > cur.remaining_bits() / per {
                        return Err(
                            cur.err(format!("array claims {n} elements, more than the data can hold"))
                        );
                    }
                    rec.ops.reserve(n);
                    for _ in 0..n {
                        rec.ops.push(read_scalar(cur, elt)?);
                    }
                    i += 2;
                }
                AbbrevOp::Blob => {
                    let n = cur.read_vbr(6)? as usize;
                    cur.align32();
                    let bits = n.saturating_mul(8);
                    if bits > cur.remaining_bits() {
                        return Err(cur.err_truncated(bits));
                    }
                    let start = cur.bit_pos() / 8;
                    rec.blob = cur.data().get(start..start + n);
                    cur.seek(cur.bit_pos() + bits)?;
                    cur.align32();
                    i += 1;
                }
                op => {
                    rec.ops.push(read_scalar(cur, op)?);
                    i += 1;
                }
            }
        }
        let n = rec.ops.len() as u64;
        self.burn(n)
    }
}

#[inline(always)]
fn read_scalar(cur: &mut BitCursor<'_>, op: AbbrevOp) -> Result<u64, AirError> {
    match op {
        AbbrevOp::Literal(v) => Ok(v),
        AbbrevOp::Fixed(w) => cur.read(u32::from(w)),
        AbbrevOp::Vbr(w) => cur.read_vbr(u32::from(w)),
        AbbrevOp::Char6 => Ok(u64::from(decode_char6(cur.read(6)?))),
        AbbrevOp::Array | AbbrevOp::Blob => Err(cur.err("array or blob used as a scalar")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Packs (value, width) pairs little-endian, as the bitstream writer would.
    fn pack(fields: &[(u64, u32)]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut acc: u128 = 0;
        let mut n = 0u32;
        for &(v, w) in fields {
            acc |= u128::from(v) << n;
            n += w;
            while n >= 8 {
                out.push(acc as u8);
                acc >>= 8;
                n -= 8;
            }
        }
        if n > 0 {
            out.push(acc as u8);
        }
        out
    }

    #[test]
    fn fixed_reads_across_bytes() {
        let data = pack(&[(5, 3), (0x1234_5678_9abc_def0, 64), (1, 1), (0x7f, 7)]);
        let mut c = BitCursor::new(&data, 0);
        assert_eq!(c.read(3).ok(), Some(5));
        assert_eq!(c.read(64).ok(), Some(0x1234_5678_9abc_def0));
        assert_eq!(c.read(1).ok(), Some(1));
        assert_eq!(c.read(7).ok(), Some(0x7f));
        assert!(c.read(8).is_err());
    }

    #[test]
    fn vbr_values() {
        // 0x1F in vbr6 chunks: 5 payload bits each.
        let data = pack(&[(0b11111 | 0x20, 6), (0, 6), (3, 6)]);
        let mut c = BitCursor::new(&data, 0);
        assert_eq!(c.read_vbr(6).ok(), Some(31));
        assert_eq!(c.read_vbr(6).ok(), Some(3));
        let mut fields = vec![(0x3f, 6); 13];
        fields.push((0x1f, 6));
        let data = pack(&fields);
        assert!(BitCursor::new(&data, 0).read_vbr(6).is_err());
        let mut fields = vec![(0x3f, 6); 12];
        fields.push((0x0f, 6));
        let data = pack(&fields);
        assert_eq!(BitCursor::new(&data, 0).read_vbr(6).ok(), Some(u64::MAX));
    }

    /// The fast paths of `read` and `read_vbr` against a bit-by-bit reference, at every
    /// bit offset near the end of the data (where they must fall back) and on values of
    /// every length, including ones that overflow 64 bits.
    #[test]
    fn fast_paths_match_a_bitwise_reference() {
        fn bit(data: &[u8], i: usize) -> Option<u64> {
            data.get(i / 8).map(|b| u64::from((b >> (i % 8)) & 1))
        }
        fn fixed(data: &[u8], pos: usize, w: usize) -> Option<u64> {
            (0..w).try_fold(0u64, |acc, k| Some(acc | (bit(data, pos + k)? << k)))
        }
        // LLVM's rule: a value whose payload bits reach bit 64 or beyond is invalid, even
        // when those bits are zero.
        fn vbr(data: &[u8], mut pos: usize, w: usize) -> Option<(u64, usize)> {
            let mut out: u64 = 0;
            let mut shift = 0;
            loop {
                let piece = fixed(data, pos, w)?;
                pos += w;
                let payload = piece & ((1 << (w - 1)) - 1);
                if shift > 0 && (shift >= 64 || payload >> (64 - shift) != 0) {
                    return None;
                }
                out |= payload << shift;
                shift += w - 1;
                if piece >> (w - 1) == 0 {
                    return Some((out, pos));
                }
            }
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..400 {
            let len = 1 + (next() % 24) as usize;
            // Mostly continuation-heavy bytes so long VBR values occur.
            let data: Vec<u8> =
                (0..len).map(|_| if round % 2 == 0 { next() as u8 } else { (next() as u8) | 0xa8 }).collect();
            for pos in 0..len * 8 {
                for w in [0u32, 1, 3, 6, 8, 13, 32, 56, 57, 64] {
                    let mut c = BitCursor::new(&data, 0);
                    c.seek(pos).expect("in range");
                    let want = fixed(&data, pos, w as usize);
                    assert_eq!(c.read(w).ok(), want, "read({w}) at bit {pos} of {len} bytes");
                    if want.is_some() {
                        assert_eq!(c.bit_pos(), pos + w as usize);
                    }
                }
                for w in [2u32, 3, 4, 5, 6, 8, 12, 32] {
                    let mut c = BitCursor::new(&data, 0);
                    c.seek(pos).expect("in range");
                    let got = c.read_vbr(w).ok().map(|v| (v, c.bit_pos()));
                    let want = vbr(&data, pos, w as usize);
                    assert_eq!(got, want, "read_vbr({w}) at bit {pos} of {len} bytes");
                }
            }
        }
    }

    /// A BLOCKINFO block giving block 8 the abbreviation [literal `code`, vbr6], then a
    /// block 8 with one record in it (value 17).
    fn blockinfo_stream(code: u64) -> Vec<u8> {
        let mut f: Vec<(u64, u32)> = vec![(0xdec0_4342, 32)];
        f.extend([(1, 2), (0, 8), (2, 4), (0, 18), (2, 32)]);
        f.extend([(3, 2), (1, 6), (1, 6), (8, 6)]);
        f.extend([(2, 2), (2, 5), (1, 1), (code, 8), (0, 1), (2, 3), (6, 5)]);
        f.extend([(0, 2), (0, 17)]);
        f.extend([(1, 2), (8, 8), (3, 4), (0, 18), (1, 32)]);
        f.extend([(4, 3), (17, 6), (0, 3), (0, 20)]);
        pack(&f)
    }

    /// Reading the same BLOCKINFO again (from the per-thread memory) or a different one
    /// gives each stream its own abbreviations.
    #[test]
    fn remembered_blockinfo_gives_the_same_abbreviations() {
        for code in [7u64, 7, 9, 7, 9, 9] {
            let data = blockinfo_stream(code);
            let mut r = BitstreamReader::new(&data, 0).expect("reader");
            let mut rec = Record::default();
            assert_eq!(r.advance().ok(), Some(Entry::SubBlock(0)));
            r.read_blockinfo_block(&mut rec).expect("blockinfo");
            assert_eq!(r.depth(), 0);
            let remembered = BLOCKINFO_CACHE.with(|c| c.borrow().as_ref().map(|c| c.bytes.len()));
            assert_eq!(remembered, Some(8), "the block's two words are remembered");
            assert_eq!(r.advance().ok(), Some(Entry::SubBlock(8)));
            r.enter_block(8).expect("enter");
            assert_eq!(r.advance().ok(), Some(Entry::Record(4)));
            r.read_record(4, &mut rec).expect("record");
            assert_eq!((u64::from(rec.code), rec.ops.as_slice()), (code, &[17u64][..]));
            assert_eq!(r.advance().ok(), Some(Entry::EndBlock));
            assert_eq!(r.advance().ok(), Some(Entry::EndOfStream));
        }
    }

    #[test]
    fn char6_alphabet() {
        let s: Vec<u8> = (0..64).map(decode_char6).collect();
        assert_eq!(&s[..], b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._");
    }

    #[test]
    fn abbreviated_record_with_array_and_blob() {
        // magic, ENTER_SUBBLOCK id 8 width 3, then a block with DEFINE_ABBREV and records.
        let mut f: Vec<(u64, u32)> = vec![(0xdec0_4342, 32), (1, 2), (8, 8), (3, 4)];
        f.push((0, 18)); // align to 64
        f.push((8, 32)); // length in words (the padding below covers it)
                         // DEFINE_ABBREV [literal 7, array, char6]
        f.extend([(2, 3), (3, 5), (1, 1), (7, 8), (0, 1), (3, 3), (0, 1), (4, 3)]);
        // record with abbrev 4: array of 3 char6 "ab_"
        f.extend([(4, 3), (3, 6), (0, 6), (1, 6), (63, 6)]);
        // DEFINE_ABBREV [literal 9, blob]
        f.extend([(2, 3), (2, 5), (1, 1), (9, 8), (0, 1), (5, 3)]);
        // abbrev id 5, blob length 2, then align.
        let used: u32 = f.iter().map(|x| x.1).sum();
        let mut g = f.clone();
        g.extend([(5, 3), (2, 6)]);
        let after = used + 9;
        g.push((0, (32 - after % 32) % 32));
        g.push((u64::from(u16::from_le_bytes([b'h', b'i'])), 16));
        g.push((0, 16));
        g.push((0, 3)); // END_BLOCK
        let mut data = pack(&g);
        data.resize(data.len() + 64, 0);
        let mut r = BitstreamReader::new(&data, 0).expect("reader");
        let mut rec = Record::default();
        assert_eq!(r.advance().ok(), Some(Entry::SubBlock(8)));
        r.enter_block(8).expect("enter");
        assert_eq!(r.advance().ok(), Some(Entry::Record(4)));
        r.read_record(4, &mut rec).expect("record");
        assert_eq!(rec.code, 7);
        assert_eq!(rec.ops, vec![u64::from(b'a'), u64::from(b'b'), u64::from(b'_')]);
        assert_eq!(r.advance().ok(), Some(Entry::Record(5)));
        r.read_record(5, &mut rec).expect("blob record");
        assert_eq!(rec.code, 9);
        assert_eq!(rec.blob, Some(&b"hi"[..]));
        assert_eq!(r.advance().ok(), Some(Entry::EndBlock));
        assert_eq!(r.advance().ok(), Some(Entry::EndOfStream));
    }
}
