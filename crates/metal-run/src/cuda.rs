//! Running a PTX kernel on an NVIDIA GPU through the CUDA driver API (`--arch
//! nvidiagpu_sm80`/`sm90`). The driver (`libcuda.so`) is loaded at run time by `cudarc`
//! with dynamic loading, so metal-run builds and runs without CUDA; where no driver can
//! be loaded, [`Device::open`] says so and nothing panics. This module knows the CUDA
//! side only — a module of PTX text, an entry point, a parameter list of device
//! addresses and by-value bytes, a grid and dynamic shared memory — and not the PTX
//! backend's ABI, which `native` turns into a [`Launch`] (docs/abi-ptx.md).
//!
//! `unsafe` is confined here: the driver API is C, and every call's contract (a current
//! context, live handles, pointers to live host memory of the stated length) is kept by
//! the owning types below.
#![allow(unsafe_code)]

use cudarc::driver::{result, sys};
use std::collections::BTreeMap;
use std::ffi::{c_void, CString};

/// Why a kernel could not run on the GPU.
#[derive(Debug, thiserror::Error)]
pub enum CudaError {
    /// No CUDA driver library could be loaded, or it found no device.
    #[error("no CUDA driver: {0}")]
    NoDriver(String),
    /// A driver call failed: which step, and the driver's error name and text.
    #[error("CUDA {step}: {detail}")]
    Driver { step: String, detail: String },
    /// The launch is malformed (detected before the driver sees it).
    #[error("{0}")]
    Launch(String),
}

fn driver(step: impl Into<String>) -> impl FnOnce(result::DriverError) -> CudaError {
    let step = step.into();
    move |e| {
        let name =
            e.error_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|_| format!("{e:?}"));
        let text = e.error_string().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        CudaError::Driver { step, detail: if text.is_empty() { name } else { format!("{name} ({text})") } }
    }
}

/// An opened GPU: device 0 and its primary context, current on the opening thread.
#[derive(Debug)]
pub struct Device {
    device: sys::CUdevice,
    context: sys::CUcontext,
    pub name: String,
    /// Compute capability (major, minor).
    pub capability: (i32, i32),
}

impl Device {
    /// Loads the driver, initializes it and makes device 0's primary context current.
    pub fn open() -> Result<Device, CudaError> {
        // SAFETY: only probes whether the shared library can be loaded.
        if !unsafe { sys::is_culib_present() } {
            return Err(CudaError::NoDriver(
                "the CUDA driver library (libcuda.so) cannot be loaded; --arch nvidiagpu_* needs an NVIDIA GPU and its driver"
                    .to_owned(),
            ));
        }
        result::init().map_err(|e| CudaError::NoDriver(format!("cuInit failed: {e:?}")))?;
        let count = result::device::get_count().map_err(|e| CudaError::NoDriver(format!("{e:?}")))?;
        if count < 1 {
            return Err(CudaError::NoDriver("the driver sees no CUDA device".to_owned()));
        }
        let device = result::device::get(0).map_err(driver("cuDeviceGet"))?;
        let name = result::device::get_name(device).unwrap_or_else(|_| "an NVIDIA GPU".to_owned());
        // SAFETY: `device` came from cuDeviceGet.
        let attribute = |a| unsafe { result::device::get_attribute(device, a) };
        let major = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
            .map_err(driver("cuDeviceGetAttribute"))?;
        let minor = attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
            .map_err(driver("cuDeviceGetAttribute"))?;
        let context = Self::make_current(device)?;
        Ok(Device { device, context, name, capability: (major, minor) })
    }

    fn make_current(device: sys::CUdevice) -> Result<sys::CUcontext, CudaError> {
        // SAFETY: `device` came from cuDeviceGet; the retained context is released in Drop.
        let context =
            unsafe { result::primary_ctx::retain(device) }.map_err(driver("cuDevicePrimaryCtxRetain"))?;
        // SAFETY: `context` is the live primary context just retained.
        unsafe { result::ctx::set_current(context) }.map_err(driver("cuCtxSetCurrent"))?;
        Ok(context)
    }

    /// After a fault in a kernel the context is unusable ("sticky" errors): resets the
    /// primary context and makes a fresh one current, so that a batch can go on.
    pub fn recover(&mut self) -> Result<(), CudaError> {
        // SAFETY: the device is valid; resetting destroys every allocation and module of
        // the old context, none of which outlives a `run` call.
        unsafe { sys::cuDevicePrimaryCtxReset_v2(self.device) }
            .result()
            .map_err(driver("cuDevicePrimaryCtxReset"))?;
        // The reset destroys the context behind our handle but keeps our retain: making
        // the old handle current again left every later kernel of a batch failing with
        // CUDA_ERROR_CONTEXT_IS_DESTROYED (GPU run of 2026-11-28 07:00: 153 kernels after
        // one bad launch). Drop that retain and retain afresh, which creates a new
        // primary context with a new handle.
        // SAFETY: releases the retain taken in `open` (or the last recovery); the driver
        // documents release after a reset as safe.
        let _ = unsafe { result::primary_ctx::release(self.device) };
        self.context = Self::make_current(self.device)?;
        Ok(())
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: releases the retain taken in `open`; errors at exit are of no use.
        let _ = unsafe { result::primary_ctx::release(self.device) };
    }
}

/// One kernel parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Param {
    /// The 64-bit device address of the buffer bound at this slot.
    Buffer(u32),
    /// Bytes passed by value (an offset, the dispatch block).
    Bytes(Vec<u8>),
}

/// What to launch: PTX text, its entry, the parameters in order, CUDA's grid (in
/// blocks) and block (in threads), and the dynamic shared memory per block.
#[derive(Debug, Clone)]
pub struct Launch<'a> {
    pub ptx: &'a [u8],
    pub entry: &'a str,
    pub params: Vec<Param>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared_bytes: u32,
}

/// Device memory freed on drop.
struct DeviceBuffer(sys::CUdeviceptr);

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: the pointer came from cuMemAlloc and is freed once.
        let _ = unsafe { result::free_sync(self.0) };
    }
}

/// A loaded module, unloaded on drop.
struct Module(sys::CUmodule);

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: the module came from cuModuleLoadData and is unloaded once.
        let _ = unsafe { result::module::unload(self.0) };
    }
}

/// Timed events, destroyed on drop.
struct Event(sys::CUevent);

impl Event {
    fn new() -> Result<Event, CudaError> {
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT)
            .map(Event)
            .map_err(driver("cuEventCreate"))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: the event came from cuEventCreate and is destroyed once.
        let _ = unsafe { result::event::destroy(self.0) };
    }
}

/// Runs the launch `repeat` times (at least once) on `buffers` (updated in place with
/// the results of the first run) and returns each run's kernel time in milliseconds,
/// measured with CUDA events around the launch.
pub fn run(
    _device: &Device,
    launch: &Launch<'_>,
    buffers: &mut BTreeMap<u32, Vec<u8>>,
    repeat: u32,
) -> Result<Vec<f32>, CudaError> {
    check_block(launch.block)?;
    let ptx = CString::new(launch.ptx)
        .map_err(|_| CudaError::Launch("the PTX text holds a NUL byte".to_owned()))?;
    // SAFETY: a NUL-terminated PTX image in a current context.
    let module =
        Module(unsafe { result::module::load_data(ptx.as_ptr().cast()) }.map_err(driver("loading the PTX"))?);
    let entry = CString::new(launch.entry)
        .map_err(|_| CudaError::Launch("the entry name holds a NUL byte".to_owned()))?;
    // SAFETY: `module` is loaded.
    let function = unsafe { result::module::get_function(module.0, entry) }
        .map_err(driver(format!("finding entry `{}`", launch.entry)))?;

    // Device copies of every bound buffer; a slot the parameters name but nothing bound
    // (an unused argument) gets a small zeroed allocation.
    let mut device: BTreeMap<u32, (DeviceBuffer, usize)> = BTreeMap::new();
    let mut slots: Vec<u32> = buffers.keys().copied().collect();
    for p in &launch.params {
        if let Param::Buffer(s) = p {
            if !slots.contains(s) {
                slots.push(*s);
            }
        }
    }
    for slot in slots {
        let host = buffers.get(&slot).map(Vec::as_slice).unwrap_or(&[]);
        // Never zero bytes (cuMemAlloc refuses them); padded to 16 so vector accesses
        // at the very end stay inside the allocation.
        let size = host.len().div_ceil(16).max(1) * 16;
        // SAFETY: a plain allocation in the current context.
        let ptr = DeviceBuffer(unsafe { result::malloc_sync(size) }.map_err(driver("cuMemAlloc"))?);
        // SAFETY: `ptr` holds `size` bytes.
        unsafe { result::memset_d8_sync(ptr.0, 0, size) }.map_err(driver("cuMemsetD8"))?;
        if !host.is_empty() {
            // SAFETY: `host.len()` <= `size`.
            unsafe { result::memcpy_htod_sync(ptr.0, host) }
                .map_err(driver("copying a buffer to the GPU"))?;
        }
        device.insert(slot, (ptr, host.len()));
    }

    // Parameter storage: each in its own 8-byte aligned words, alive until the launch
    // has returned (the driver copies them at launch).
    let mut storage: Vec<Vec<u64>> = Vec::with_capacity(launch.params.len());
    for p in &launch.params {
        let bytes: Vec<u8> = match p {
            Param::Buffer(s) => match device.get(s) {
                Some((ptr, _)) => ptr.0.to_le_bytes().to_vec(),
                None => return Err(CudaError::Launch(format!("no buffer for slot {s}"))),
            },
            Param::Bytes(b) => b.clone(),
        };
        let mut words = vec![0u64; bytes.len().div_ceil(8).max(1)];
        for (i, chunk) in bytes.chunks(8).enumerate() {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            if let Some(slot) = words.get_mut(i) {
                *slot = u64::from_le_bytes(w);
            }
        }
        storage.push(words);
    }
    let mut pointers: Vec<*mut c_void> =
        storage.iter_mut().map(|w| w.as_mut_ptr().cast::<c_void>()).collect();

    if launch.dynamic_shared_bytes > 0 {
        // SAFETY: `function` is live. Static plus dynamic shared memory above 48 KiB needs
        // the opt-in, whichever part is large; setting it for any dynamic size is valid.
        unsafe {
            result::function::set_function_attribute(
                function,
                sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                launch.dynamic_shared_bytes as i32,
            )
        }
        .map_err(driver("cuFuncSetAttribute"))?;
    }
    let (start, end) = (Event::new()?, Event::new()?);
    let stream: sys::CUstream = std::ptr::null_mut();
    let mut times = Vec::new();
    for i in 0..repeat.max(1) {
        // SAFETY: the events and the function are live; every parameter pointer points
        // at storage of the size the PTX declares (the ABI's contract), alive until the
        // launch returns; the buffers they address are live device allocations.
        unsafe {
            result::event::record(start.0, stream).map_err(driver("cuEventRecord"))?;
            result::launch_kernel(
                function,
                (launch.grid[0], launch.grid[1], launch.grid[2]),
                (launch.block[0], launch.block[1], launch.block[2]),
                launch.dynamic_shared_bytes,
                stream,
                &mut pointers,
            )
            .map_err(driver("launching the kernel"))?;
            result::event::record(end.0, stream).map_err(driver("cuEventRecord"))?;
            result::event::synchronize(end.0).map_err(driver("running the kernel"))?;
            times.push(result::event::elapsed(start.0, end.0).map_err(driver("cuEventElapsedTime"))?);
        }
        if i == 0 {
            for (slot, host) in buffers.iter_mut() {
                if let Some((ptr, len)) = device.get(slot) {
                    if *len > 0 {
                        // SAFETY: the device buffer holds at least `len` bytes.
                        unsafe { result::memcpy_dtoh_sync(&mut host[..*len], ptr.0) }
                            .map_err(driver("copying a buffer back"))?;
                    }
                }
            }
        }
    }
    Ok(times)
}

/// CUDA's limits on a block (threads per dimension x ≤ 1024, y ≤ 1024, z ≤ 64; at most
/// 1024 in all). Metal allows any shape of up to 1024 threads (mlx's FFTs put 256–1024
/// threads along z); [`flat_block`] launches those as one row, and what still does not
/// fit is refused here by name instead of as the driver's bare CUDA_ERROR_INVALID_VALUE.
pub fn check_block(block: [u32; 3]) -> Result<(), CudaError> {
    const LIMITS: [u32; 3] = [1024, 1024, 64];
    let total = block.iter().map(|&n| u64::from(n)).product::<u64>();
    for (d, (&n, &limit)) in block.iter().zip(&LIMITS).enumerate() {
        if n > limit {
            return Err(CudaError::Launch(format!(
                "threads per threadgroup {block:?}: CUDA allows at most {limit} threads along {} in a block",
                ["x", "y", "z"][d]
            )));
        }
    }
    if total == 0 || total > 1024 {
        return Err(CudaError::Launch(format!(
            "threads per threadgroup {block:?}: CUDA blocks hold 1 to 1024 threads"
        )));
    }
    Ok(())
}

/// The CUDA block for Metal threadgroup `t`: `t` itself where CUDA allows it, else one
/// row of the same number of threads when that fits (the PTX ABI's flat launch); `t`
/// again when nothing fits, which [`check_block`] then refuses.
pub fn flat_block(t: [u32; 3]) -> [u32; 3] {
    if check_block(t).is_ok() {
        return t;
    }
    let total = t.iter().map(|&n| u64::from(n)).product::<u64>();
    match u32::try_from(total) {
        Ok(n) if (1..=1024).contains(&n) => [n, 1, 1],
        _ => t,
    }
}

/// Median and minimum of kernel times in milliseconds.
pub fn summarize(times: &[f32]) -> Option<(f32, f32)> {
    let mut t: Vec<f32> = times.iter().copied().filter(|x| x.is_finite()).collect();
    t.sort_by(f32::total_cmp);
    let min = *t.first()?;
    let median = if t.len() % 2 == 1 {
        *t.get(t.len() / 2)?
    } else {
        (*t.get(t.len() / 2 - 1)? + *t.get(t.len() / 2)?) / 2.0
    };
    Some((median, min))
}

/// Byte offsets of `[[threadgroup(n)]]` slots in the dynamic shared memory, in slot
/// order, each 16-byte aligned, and the total (docs/abi-ptx.md).
pub fn threadgroup_offsets(lengths: &BTreeMap<u32, u64>) -> Result<(BTreeMap<u32, u32>, u32), CudaError> {
    let mut offsets = BTreeMap::new();
    let mut at: u64 = 0;
    for (&slot, &len) in lengths {
        at = at.div_ceil(16) * 16;
        let offset =
            u32::try_from(at).map_err(|_| CudaError::Launch("threadgroup memory over 4 GiB".to_owned()))?;
        offsets.insert(slot, offset);
        at += len;
    }
    let total =
        u32::try_from(at).map_err(|_| CudaError::Launch("threadgroup memory over 4 GiB".to_owned()))?;
    Ok((offsets, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_in_slot_order_16_aligned() {
        let lengths: BTreeMap<u32, u64> = [(3, 16), (0, 20), (1, 64)].into_iter().collect();
        let (offsets, total) = threadgroup_offsets(&lengths).expect("fits");
        assert_eq!(offsets.into_iter().collect::<Vec<_>>(), vec![(0, 0), (1, 32), (3, 96)]);
        assert_eq!(total, 112);
        assert_eq!(threadgroup_offsets(&BTreeMap::new()).expect("empty"), (BTreeMap::new(), 0));
    }

    /// mlx's FFT threadgroups (1, 1, 256) are legal Metal but not CUDA blocks: refused by
    /// name before the launch (the 2026-11-28 run got CUDA_ERROR_INVALID_VALUE).
    #[test]
    fn block_limits_are_cudas() {
        assert!(check_block([1024, 1, 1]).is_ok());
        assert!(check_block([32, 4, 8]).is_ok());
        assert!(check_block([1, 4, 64]).is_ok());
        let e = check_block([1, 1, 256]).expect_err("z over 64").to_string();
        assert!(e.contains("at most 64 threads along z"), "{e}");
        assert!(check_block([64, 32, 1]).is_err());
        assert!(check_block([0, 1, 1]).is_err());
        // mlx's FFT shapes run as one row; legal blocks stay; too many threads stay refused.
        assert_eq!(flat_block([1, 1, 256]), [256, 1, 1]);
        assert_eq!(flat_block([1, 4, 256]), [1024, 1, 1]);
        assert_eq!(flat_block([32, 4, 8]), [32, 4, 8]);
        assert_eq!(flat_block([1, 8, 256]), [1, 8, 256]);
    }

    #[test]
    fn medians() {
        assert_eq!(summarize(&[3.0, 1.0, 2.0]), Some((2.0, 1.0)));
        assert_eq!(summarize(&[4.0, 1.0, 2.0, 3.0]), Some((2.5, 1.0)));
        assert_eq!(summarize(&[]), None);
    }

    /// On a machine without a driver (CI, this one) opening fails with the message, and
    /// does not panic; with a driver, it opens device 0.
    #[test]
    fn open_without_driver_is_an_error() {
        match Device::open() {
            Ok(d) => eprintln!("CUDA device: {} (sm_{}{})", d.name, d.capability.0, d.capability.1),
            Err(e) => assert!(e.to_string().starts_with("no CUDA driver: "), "{e}"),
        }
    }
}
