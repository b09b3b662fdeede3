//! Kernels compiled by LLVM 14's `llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O2`,
//! their listings kept here as test data and read back with `sim_util::asm`: the
//! simulator must compute what the LLVM IR means, on LLVM's own instruction choices
//! (the unsigned/signed division expansion through `v_rcp_iflag_f32` and `v_cvt_u32_f32`,
//! `v_mul_hi`, `v_alignbit`, `v_bfe`, `v_ffbh`, a divergent loop with an exec-mask exit).
//! LLVM's ABI: private segment buffer in s[0:3], kernarg pointer in s[4:5], v0 = x id.

mod sim_util;

use backend_amdgpu::gen::Gen;
use backend_amdgpu::sim::{Kernarg, Launch, Memory};
use sim_util::*;

/// `udiv`, `srem`, and `((mulhi(a,b) ^ fshr(a,b,id)) * ctlz(b) - smin(a,b)) ^ ((a >> 7) & 8191)`
/// of a = p[id], b = p[id + 64], stored at p[id + 128], p[id + 192], p[id + 256].
const ARITH: &str = "
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s2, 0x4f7ffffe
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v1, s[0:1] offset:256
	global_load_dword v3, v1, s[0:1]
	s_waitcnt vmcnt(1)
	v_cvt_f32_u32_e32 v4, v2
	v_ashrrev_i32_e32 v7, 31, v2
	v_add_u32_e32 v11, v2, v7
	v_xor_b32_e32 v7, v11, v7
	v_cvt_f32_u32_e32 v11, v7
	v_rcp_iflag_f32_e32 v4, v4
	v_sub_u32_e32 v5, 0, v2
	v_sub_u32_e32 v14, 0, v7
	v_rcp_iflag_f32_e32 v11, v11
	v_mul_f32_e32 v4, s2, v4
	v_cvt_u32_f32_e32 v4, v4
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v8, v3, v2
	v_mul_f32_e32 v11, s2, v11
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v5, v5, v4
	v_alignbit_b32 v0, v3, v2, v0
	v_xor_b32_e32 v0, v8, v0
	v_mul_lo_u32 v14, v14, v11
	v_mul_hi_u32 v5, v4, v5
	v_ashrrev_i32_e32 v6, 31, v3
	v_add_u32_e32 v13, v3, v6
	v_mul_hi_u32 v8, v11, v14
	v_add_u32_e32 v4, v4, v5
	v_mul_hi_u32 v4, v3, v4
	v_ffbh_u32_e32 v10, v2
	v_xor_b32_e32 v13, v13, v6
	v_add_u32_e32 v5, v11, v8
	v_min_u32_e32 v10, 32, v10
	v_mul_hi_u32 v5, v13, v5
	v_mul_lo_u32 v0, v0, v10
	v_mul_lo_u32 v8, v4, v2
	v_min_i32_e32 v12, v3, v2
	v_mul_lo_u32 v5, v5, v7
	v_bfe_u32 v9, v3, 7, 13
	v_sub_u32_e32 v0, v0, v12
	v_sub_u32_e32 v3, v3, v8
	v_xor_b32_e32 v0, v0, v9
	v_add_u32_e32 v9, 1, v4
	v_cmp_ge_u32_e32 vcc, v3, v2
	v_sub_u32_e32 v8, v3, v2
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_add_u32_e32 v8, 1, v4
	v_cmp_ge_u32_e32 vcc, v3, v2
	v_sub_u32_e32 v3, v13, v5
	v_cndmask_b32_e32 v2, v4, v8, vcc
	v_sub_u32_e32 v4, v3, v7
	v_cmp_ge_u32_e32 vcc, v3, v7
	global_store_dword v1, v2, s[0:1] offset:512
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_sub_u32_e32 v3, v2, v7
	v_cmp_ge_u32_e32 vcc, v2, v7
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_xor_b32_e32 v2, v2, v6
	v_sub_u32_e32 v2, v2, v6
	global_store_dword v1, v2, s[0:1] offset:768
	global_store_dword v1, v0, s[0:1] offset:1024
	s_endpgm
";

/// `r = a & 15 ? (acc = 1; for i in 0..n: acc = acc * 3 ^ i) : 7` with n = a & 15, in place.
const LOOP: &str = "
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s4, 0
	v_mov_b32_e32 v3, 7
	s_waitcnt lgkmcnt(0)
	global_load_dword v2, v0, s[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 15, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
	s_mov_b32 s5, 1
	s_mov_b64 s[2:3], 0
.LBB0_2:
	s_mul_i32 s5, s5, 3
	s_xor_b32 s5, s5, s4
	s_add_i32 s4, s4, 1
	v_cmp_ge_u32_e32 vcc, s4, v2
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v3, s5
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_2
	s_or_b64 exec, exec, s[2:3]
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	global_store_dword v[0:1], v3, off
	s_endpgm
";

/// One wave of 64 with the kernarg segment holding `p` = 0x10_0000.
fn launch() -> Launch {
    let mut l = Launch::new(64, [64, 1, 1], [64, 1, 1]);
    l.user_sgprs = vec![0; 6];
    l.kernarg = Some(Kernarg { address: 0x1000, bytes: 0x10_0000u64.to_le_bytes().to_vec(), sgpr: 4 });
    l
}

fn program(text: &str) -> Vec<backend_amdgpu::isa::Inst> {
    match asm(text, 64) {
        Ok(p) => p,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn llc_integer_arithmetic_kernel() {
    let prog = program(ARITH);
    let mut rng = XorShift(0x0123_4567_89ab_cdef);
    for round in 0..40 {
        let mut mem = Memory::new();
        let l = launch();
        let mut input = vec![0u32; 128];
        for lane in 0..64 {
            let r = rng.next();
            let a = r as u32;
            // Divisors of every size, never 0, never -1 with i32::MIN.
            let b = match round % 4 {
                0 => (r >> 32) as u32 | 1,
                1 => ((r >> 32) as u32 % 1000).max(1),
                2 => (r >> 40) as u32 + 1,
                _ => ((r >> 32) as u32 % 7 + 1).wrapping_neg(),
            };
            input[lane] = a;
            input[64 + lane] = b;
        }
        let mut data = bytes(&input);
        data.resize(4 * 320, 0);
        if let Err(e) = mem.map(0x10_0000, data) {
            panic!("{e}");
        }
        dispatch(Gen::Gfx9, &prog, &l, &mut mem);
        let out = words(mem.buffer(0x10_0000).unwrap_or_default());
        for id in 0..64usize {
            let (a, b) = (input[id], input[64 + id]);
            assert_eq!(out[128 + id], a / b, "udiv {a} {b}");
            assert_eq!(out[192 + id], (a as i32).wrapping_rem(b as i32) as u32, "srem {a} {b}");
            let mulhi = ((u64::from(a) * u64::from(b)) >> 32) as u32;
            let fshr = ((u64::from(a) << 32 | u64::from(b)) >> (id % 32)) as u32;
            let t =
                (mulhi ^ fshr).wrapping_mul(b.leading_zeros()).wrapping_sub((a as i32).min(b as i32) as u32)
                    ^ ((a >> 7) & 8191);
            assert_eq!(out[256 + id], t, "mixed {a} {b}");
        }
    }
}

#[test]
fn llc_divergent_loop_kernel() {
    let prog = program(LOOP);
    let mut mem = Memory::new();
    let l = launch();
    let input: Vec<u32> = (0..64u32).map(|i| i.wrapping_mul(0x9e37_79b9) ^ i).collect();
    if let Err(e) = mem.map(0x10_0000, bytes(&input)) {
        panic!("{e}");
    }
    dispatch(Gen::Gfx9, &prog, &l, &mut mem);
    let out = words(mem.buffer(0x10_0000).unwrap_or_default());
    for (id, &a) in input.iter().enumerate() {
        let n = a & 15;
        let want = if n == 0 { 7 } else { (0..n).fold(1u32, |acc, i| acc.wrapping_mul(3) ^ i) };
        assert_eq!(out[id], want, "lane {id}, n = {n}");
    }
}
