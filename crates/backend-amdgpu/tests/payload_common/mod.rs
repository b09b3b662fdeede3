//! Kernels shared by the payload tests.

use backend_amdgpu::gen::Target;
use backend_amdgpu::payload::{AddressSpace, KernelArg, KernelObject, ValueKind};

/// `s_endpgm`, the same bytes on every generation.
pub const S_ENDPGM: [u8; 4] = [0x00, 0x00, 0x81, 0xbf];

/// The shape of `llc`'s output for `void k(global int *out, int x)`: 7 SGPRs and VCC,
/// 3 VGPRs, a 12-byte kernarg segment.
pub fn sample<'a>(target: &Target, name: &'a str, code: &'a [u8]) -> KernelObject<'a> {
    let mut k = KernelObject::new(target, name, code);
    k.sgpr_count = 7;
    k.vgpr_count = 3;
    k.uses_vcc = true;
    k.kernarg_size = 12;
    k.kernarg_align = 8;
    let mut out = KernelArg::new(0, 8, ValueKind::GlobalBuffer);
    out.name = Some("out".into());
    out.address_space = Some(AddressSpace::Global);
    let mut x = KernelArg::new(8, 4, ValueKind::ByValue);
    x.name = Some("x".into());
    k.args = vec![out, x];
    k
}
