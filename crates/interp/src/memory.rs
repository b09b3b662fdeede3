//! Memory: every buffer, global, threadgroup allocation and stack slot is a *region* of
//! bytes, and a pointer is a region number and a byte offset packed into 64 bits, so that
//! pointer arithmetic, `ptrtoint` and comparisons behave as on a GPU while every access is
//! bounds-checked: reading or writing outside a region is a reported error naming the
//! region, never undefined behaviour.

use crate::InterpError;

/// Offsets use the low 40 bits (1 TiB per region); the region number (plus one, so that
/// 0 stays null) the high 24.
pub(crate) const OFFSET_BITS: u32 = 40;
const OFFSET_MASK: u64 = (1 << OFFSET_BITS) - 1;

/// `bits` moved by `delta` bytes (two's complement) within its region: the offset wraps
/// at 2^40 and the region stays, so that an index of -1 is an out-of-bounds access to the
/// same buffer at offset -1 (reported as such), not a pointer into the region allocated
/// before it, or null when there is none (`getelementptr`'s arithmetic).
#[inline]
pub fn offset_by(bits: u64, delta: u64) -> u64 {
    (bits & !OFFSET_MASK) | (bits.wrapping_add(delta) & OFFSET_MASK)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ptr {
    pub region: u32,
    pub offset: u64,
}

impl Ptr {
    pub fn encode(self) -> u64 {
        ((u64::from(self.region) + 1) << OFFSET_BITS) | (self.offset & OFFSET_MASK)
    }

    pub fn decode(bits: u64) -> Option<Ptr> {
        let r = bits >> OFFSET_BITS;
        (r != 0).then(|| Ptr { region: (r - 1) as u32, offset: bits & OFFSET_MASK })
    }
}

#[derive(Clone, Debug)]
pub struct Region {
    pub bytes: Vec<u8>,
    /// The AIR address space (0 thread, 1 device, 2 constant, 3 threadgroup).
    pub space: u32,
    /// What errors call it: `buffer 1`, `threadgroup global @tile`, `alloca in @f`.
    pub label: String,
    /// Freed regions (returned stack frames, finished threadgroups) keep their number so
    /// that a dangling pointer is reported, not silently redirected.
    pub live: bool,
    pub read_only: bool,
    /// With [`Memory::strict_threadgroup`], for threadgroup regions: one bit per byte,
    /// set once the byte has been written.
    pub written: Option<Vec<u64>>,
    /// With [`Memory::strict_threadgroup`], for writable threadgroup and device regions:
    /// the last plain store's [`Writer`] per byte (packed, 0 for none).
    pub writers: Option<Vec<u64>>,
}

/// Who makes a plain store, for the race check of [`Memory::strict_threadgroup`]: the
/// threadgroup (in run order), the thread in it, its SIMD-group, and how many
/// threadgroup and SIMD-group barriers that threadgroup / SIMD-group has completed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Writer {
    pub threadgroup: u32,
    pub thread: u32,
    pub simdgroup: u32,
    pub tg_barriers: u32,
    pub sg_barriers: u32,
}

impl Writer {
    // Bit 0 marks a writer; then 16 bits of threadgroup, 11 of thread, 6 of SIMD-group,
    // 15 and 15 of barrier counts. The fields wrap: two stores 2^15 barriers (or 2^16
    // threadgroups) apart look unordered, far beyond the kernels checked in batch mode.
    fn pack(self) -> u64 {
        1 | (u64::from(self.threadgroup & 0xffff) << 1)
            | (u64::from(self.thread & 0x7ff) << 17)
            | (u64::from(self.simdgroup & 0x3f) << 28)
            | (u64::from(self.tg_barriers & 0x7fff) << 34)
            | (u64::from(self.sg_barriers & 0x7fff) << 49)
    }

    fn unpack(v: u64) -> Writer {
        Writer {
            threadgroup: ((v >> 1) & 0xffff) as u32,
            thread: ((v >> 17) & 0x7ff) as u32,
            simdgroup: ((v >> 28) & 0x3f) as u32,
            tg_barriers: ((v >> 34) & 0x7fff) as u32,
            sg_barriers: ((v >> 49) & 0x7fff) as u32,
        }
    }

    /// Whether a store by `self` after one by `earlier` to the same byte is unordered:
    /// another thread, and either another threadgroup (Metal orders nothing between
    /// threadgroups) or no barrier of the pair's scope between them.
    fn races_with(self, earlier: Writer) -> bool {
        if self.threadgroup != earlier.threadgroup {
            return true;
        }
        if self.thread == earlier.thread || self.tg_barriers != earlier.tg_barriers {
            return false;
        }
        self.simdgroup != earlier.simdgroup || self.sg_barriers == earlier.sg_barriers
    }
}

#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub regions: Vec<Region>,
    /// Bytes allocated over all live regions, bounded by `limit`.
    pub live_bytes: u64,
    pub limit: u64,
    /// Reading a byte of threadgroup memory that nothing wrote is an error
    /// ([`InterpError::Uninitialized`]) instead of reading the zero the interpreter
    /// starts it with. Metal leaves threadgroup memory undefined, so a result that depends
    /// on such a read is not the kernel's: a GPU returns whatever an earlier threadgroup
    /// left there. `metal-run --batch` runs the reference this way, so that a kernel whose
    /// generated dispatch leaves part of its tile unwritten is skipped, not compared.
    /// Also: two unordered plain stores of different values to one byte of threadgroup or
    /// device memory ([`Writer::races_with`]) are an error ([`InterpError::Race`]): which
    /// one lands is up to the hardware (the interpreter's thread-by-thread order, a SIMT
    /// machine's instruction-by-instruction order and an NVIDIA warp's arbitrary lane all
    /// differ), so such results are not comparable either.
    pub strict_threadgroup: bool,
    /// The writer of the plain store being executed (the executor sets it in strict mode).
    pub writer: Option<Writer>,
}

/// The default bound on all memory the interpreter allocates (4 GiB).
pub const DEFAULT_LIMIT: u64 = 4 << 30;

impl Memory {
    pub fn new() -> Memory {
        Memory {
            regions: Vec::new(),
            live_bytes: 0,
            limit: DEFAULT_LIMIT,
            strict_threadgroup: false,
            writer: None,
        }
    }

    pub fn alloc(&mut self, size: u64, space: u32, label: impl Into<String>) -> Result<Ptr, InterpError> {
        let label = label.into();
        if size > OFFSET_MASK || self.live_bytes.saturating_add(size) > self.limit {
            return Err(InterpError::OutOfMemory { label, size });
        }
        if self.regions.len() >= (1 << 24) - 2 {
            return Err(InterpError::OutOfMemory { label, size });
        }
        self.live_bytes += size;
        let region = self.regions.len() as u32;
        self.regions.push(Region {
            bytes: vec![0; size as usize],
            space,
            label,
            live: true,
            read_only: false,
            written: (self.strict_threadgroup && space == 3).then(|| vec![0; (size as usize).div_ceil(64)]),
            writers: (self.strict_threadgroup && space == 3).then(|| vec![0; size as usize]),
        });
        Ok(Ptr { region, offset: 0 })
    }

    pub fn alloc_with(
        &mut self,
        bytes: Vec<u8>,
        space: u32,
        label: impl Into<String>,
    ) -> Result<Ptr, InterpError> {
        let p = self.alloc(0, space, label)?;
        let size = bytes.len() as u64;
        if self.live_bytes.saturating_add(size) > self.limit {
            return Err(InterpError::OutOfMemory {
                label: self.regions[p.region as usize].label.clone(),
                size,
            });
        }
        self.live_bytes += size;
        let strict = self.strict_threadgroup;
        let r = &mut self.regions[p.region as usize];
        // Given contents are initialized; device buffers are watched for racing stores.
        r.writers = (strict && space == 1).then(|| vec![0; bytes.len()]);
        r.bytes = bytes;
        r.written = None;
        Ok(p)
    }

    pub fn free(&mut self, region: u32) {
        if let Some(r) = self.regions.get_mut(region as usize) {
            if r.live {
                r.live = false;
                self.live_bytes = self.live_bytes.saturating_sub(r.bytes.len() as u64);
                r.bytes = Vec::new();
                r.written = None;
                r.writers = None;
            }
        }
    }

    fn check(&self, bits: u64, len: u64, write: bool) -> Result<(Ptr, usize), InterpError> {
        let p = Ptr::decode(bits).ok_or_else(null_access)?;
        let Some(r) = self.regions.get(p.region as usize) else { return Err(InterpError::WildPointer(bits)) };
        if !r.live {
            return Err(InterpError::Dangling { label: r.label.clone() });
        }
        if write && r.read_only {
            return Err(InterpError::ReadOnly { label: r.label.clone(), offset: p.offset });
        }
        let end = p.offset.checked_add(len);
        if end.is_none_or(|e| e > r.bytes.len() as u64) {
            return Err(InterpError::OutOfBounds {
                label: r.label.clone(),
                offset: p.offset,
                len,
                size: r.bytes.len() as u64,
            });
        }
        Ok((p, p.offset as usize))
    }

    pub fn read(&self, bits: u64, len: u64) -> Result<&[u8], InterpError> {
        let (p, at) = self.check(bits, len, false)?;
        let r = &self.regions[p.region as usize];
        if let Some(w) = &r.written {
            if (at..at + len as usize).any(|i| w[i / 64] >> (i % 64) & 1 == 0) {
                return Err(InterpError::Uninitialized { label: r.label.clone(), offset: p.offset, len });
            }
        }
        Ok(&r.bytes[at..at + len as usize])
    }

    pub fn write(&mut self, bits: u64, data: &[u8]) -> Result<(), InterpError> {
        let (p, at) = self.check(bits, data.len() as u64, true)?;
        let writer = self.writer;
        let r = &mut self.regions[p.region as usize];
        if let (Some(w), Some(ws)) = (writer, &mut r.writers) {
            for (i, &b) in data.iter().enumerate() {
                let prev = ws[at + i];
                if prev != 0 && w.races_with(Writer::unpack(prev)) {
                    if r.bytes[at + i] != b {
                        let e = Writer::unpack(prev);
                        return Err(InterpError::Race {
                            label: r.label.clone(),
                            offset: p.offset + i as u64,
                            other: [e.threadgroup, e.thread],
                        });
                    }
                    // The same value: harmless, but a later different value races with
                    // the first writer too, so it stays.
                    continue;
                }
                ws[at + i] = w.pack();
            }
        }
        r.bytes[at..at + data.len()].copy_from_slice(data);
        if let Some(w) = &mut r.written {
            for i in at..at + data.len() {
                w[i / 64] |= 1 << (i % 64);
            }
        }
        Ok(())
    }

    pub fn space_of(&self, bits: u64) -> Option<u32> {
        Ptr::decode(bits).and_then(|p| self.regions.get(p.region as usize)).map(|r| r.space)
    }
}

/// Built only on the error path (see `exec::finished`).
fn null_access() -> InterpError {
    InterpError::NullAccess
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_threadgroup_reads_need_a_write_first() {
        let mut m = Memory::new();
        m.strict_threadgroup = true;
        let tg = m.alloc(16, 3, "threadgroup global @tile").expect("alloc").encode();
        let dev = m.alloc(16, 1, "buffer 0").expect("alloc").encode();
        // Device memory is bound with contents; threadgroup memory starts undefined.
        assert!(m.read(dev, 4).is_ok());
        let e = m.read(tg, 4).expect_err("unwritten");
        assert!(matches!(e, InterpError::Uninitialized { offset: 0, len: 4, .. }), "{e}");
        m.write(offset_by(tg, 2), &[1, 2, 3, 4]).expect("write");
        assert_eq!(m.read(offset_by(tg, 2), 4).expect("written"), &[1, 2, 3, 4]);
        // One unwritten byte in the range is enough.
        assert!(m.read(offset_by(tg, 2), 5).is_err());
        assert!(m.read(offset_by(tg, 1), 2).is_err());
        // Racing stores: another thread of the threadgroup, no barrier between, another value.
        let w = |thread, simdgroup, tg_barriers, sg_barriers| {
            Some(Writer { threadgroup: 0, thread, simdgroup, tg_barriers, sg_barriers })
        };
        m.writer = w(0, 0, 0, 0);
        m.write(tg, &[7]).expect("first store");
        m.writer = w(1, 0, 0, 0);
        m.write(tg, &[7]).expect("the same value is no race");
        assert!(matches!(m.write(tg, &[8]), Err(InterpError::Race { offset: 0, .. })));
        m.writer = w(1, 0, 1, 0);
        m.write(tg, &[8]).expect("a threadgroup barrier between");
        m.writer = w(2, 0, 1, 1);
        m.write(tg, &[9]).expect("a SIMD-group barrier between, same SIMD-group");
        m.writer = w(40, 1, 1, 0);
        assert!(m.write(tg, &[10]).is_err(), "another SIMD-group: its barriers do not order");
        m.writer = Some(Writer { threadgroup: 1, ..Writer::default() });
        let dev2 = m.alloc_with(vec![0; 4], 1, "buffer 1").expect("alloc").encode();
        m.write(dev2, &[1]).expect("first");
        m.writer = Some(Writer { threadgroup: 2, tg_barriers: 5, ..Writer::default() });
        assert!(m.write(dev2, &[2]).is_err(), "threadgroups are never ordered");
        // Off by default: zeros, as before.
        let mut lax = Memory::new();
        let tg = lax.alloc(8, 3, "threadgroup memory 0").expect("alloc").encode();
        assert_eq!(lax.read(tg, 8).expect("zeros"), &[0; 8]);
    }
}
