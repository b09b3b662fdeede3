//! AMD instructions as every other module of the backend sees them: opcodes (by LLVM's
//! mnemonic), operands (physical or virtual registers, inline constants, literals,
//! labels) and the modifiers of the memory and VOP3 forms.
//!
//! One `Inst` is one machine instruction; which encoding it takes (VOP2 `_e32` or VOP3
//! `_e64`, SMRD or SMEM, MUBUF, FLAT or GLOBAL) is the encoder's choice for the target's
//! generation (`crate::gen::Gen`), so isel writes the same `Inst` for every arch where
//! the operation exists. Definitions come first in `defs`, then sources in `srcs`, in the
//! order LLVM's assembly syntax prints them.

/// A register as isel and the register allocator see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Reg {
    /// Scalar register `s<n>`; with `Operand::Reg { width > 1 }` the tuple `s[n:n+w-1]`.
    S(u16),
    /// Vector register `v<n>`.
    V(u16),
    /// A virtual scalar register before register allocation.
    VirtS(u32),
    /// A virtual vector register before register allocation.
    VirtV(u32),
    /// `vcc` (64-bit, or `vcc_lo` with width 1).
    Vcc,
    VccHi,
    /// `exec` (64-bit, or `exec_lo` with width 1).
    Exec,
    ExecHi,
    M0,
    /// gfx10's `null` register (reads zero, writes are dropped).
    Null,
    /// `scc`: never an explicit operand in the encoding; isel names it so that liveness
    /// and the simulator see which instruction sets and reads it.
    Scc,
}

impl Reg {
    pub fn is_virtual(self) -> bool {
        matches!(self, Reg::VirtS(_) | Reg::VirtV(_))
    }
    pub fn is_vector(self) -> bool {
        matches!(self, Reg::V(_) | Reg::VirtV(_))
    }
}

/// An instruction operand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    /// A register or a tuple of `width` consecutive 32-bit registers starting at `reg`.
    Reg { reg: Reg, width: u8 },
    /// An integer that the hardware encodes inline (-16..=64) or as a 32-bit literal;
    /// the encoder decides which. 64-bit operations sign-extend it.
    Imm(i64),
    /// A 32-bit float constant (inline 0.5, 1.0, 2.0, 4.0 and their negatives where
    /// possible, otherwise a literal of its bits).
    F32(f32),
    /// A branch target: the index of a label (`Inst { op: Label }` marks the position).
    Label(u32),
    /// `off` in FLAT/GLOBAL and MUBUF forms: no address register.
    Off,
    /// One 32-bit half (`hi`: the upper) of a PC-relative address into the kernel's
    /// constant data: byte `offset` of the pool minus the address the last
    /// `s_getpc_b64` before it returned. Isel writes it as the literal of `s_add_u32` /
    /// `s_addc_u32`; `crate::data::resolve` turns it into an `Imm` once the code
    /// object's layout is known, before encoding and printing.
    DataRel { offset: u32, hi: bool },
}

impl Operand {
    pub fn reg(reg: Reg) -> Operand {
        Operand::Reg { reg, width: 1 }
    }
    pub fn pair(reg: Reg) -> Operand {
        Operand::Reg { reg, width: 2 }
    }
    pub fn tuple(reg: Reg, width: u8) -> Operand {
        Operand::Reg { reg, width }
    }
}

/// Modifiers of memory instructions and VOP3 forms. Zero is "none".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mods {
    /// Immediate byte offset (SMEM/SMRD, MUBUF, FLAT/GLOBAL, DS `offset:`).
    pub offset: i32,
    /// DS two-address forms' second offset; `ds_swizzle_b32`'s pattern is `offset`.
    pub offset1: u8,
    pub glc: bool,
    pub slc: bool,
    pub dlc: bool,
    /// MUBUF addressing on gfx6/7: `addr64` (the vaddr pair is added to the base).
    pub addr64: bool,
    pub offen: bool,
    /// VOP3 source modifiers, bit i for source i.
    pub neg: u8,
    pub abs: u8,
    pub clamp: bool,
    /// Force the VOP3 (`_e64`) encoding even where a VOP1/VOP2/VOPC one would fit.
    pub e64: bool,
}

macro_rules! opcodes {
    ($($(#[$attr:meta])* $variant:ident = $name:literal,)*) => {
        /// Every opcode the backend emits, named as LLVM's AMDGPU assembly spells it.
        /// Generation-specific spellings (`v_add_u32` on gfx9 versus `v_add_nc_u32` on
        /// gfx10) are one opcode; `Opcode::name_for` gives the spelling per generation.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Opcode {
            $($(#[$attr])* $variant,)*
        }

        impl Opcode {
            pub const ALL: &'static [Opcode] = &[$(Opcode::$variant,)*];

            /// The mnemonic in the gfx9 spelling.
            pub fn name(self) -> &'static str {
                match self {
                    $(Opcode::$variant => $name,)*
                }
            }
        }
    };
}

opcodes! {
    // Pseudo-instructions: removed before encoding.
    Label = ".label",
    /// A parallel copy (phi resolution), lowered after register allocation.
    ParallelCopy = ".pcopy",

    // SOP1
    SMovB32 = "s_mov_b32",
    SMovB64 = "s_mov_b64",
    SNotB32 = "s_not_b32",
    SNotB64 = "s_not_b64",
    SAndSaveexecB64 = "s_and_saveexec_b64",
    SAndSaveexecB32 = "s_and_saveexec_b32",
    SOrSaveexecB64 = "s_or_saveexec_b64",
    SBrevB32 = "s_brev_b32",
    SFf1I32B32 = "s_ff1_i32_b32",
    SBcnt1I32B32 = "s_bcnt1_i32_b32",
    SBcnt1I32B64 = "s_bcnt1_i32_b64",
    SSextI32I8 = "s_sext_i32_i8",
    SSextI32I16 = "s_sext_i32_i16",
    // SOP2
    SAddU32 = "s_add_u32",
    SSubU32 = "s_sub_u32",
    SAddcU32 = "s_addc_u32",
    SSubbU32 = "s_subb_u32",
    SAddI32 = "s_add_i32",
    SSubI32 = "s_sub_i32",
    SMinI32 = "s_min_i32",
    SMinU32 = "s_min_u32",
    SMaxI32 = "s_max_i32",
    SMaxU32 = "s_max_u32",
    SCselectB32 = "s_cselect_b32",
    SCselectB64 = "s_cselect_b64",
    SAndB32 = "s_and_b32",
    SAndB64 = "s_and_b64",
    SOrB32 = "s_or_b32",
    SOrB64 = "s_or_b64",
    SXorB32 = "s_xor_b32",
    SXorB64 = "s_xor_b64",
    SAndn2B32 = "s_andn2_b32",
    SAndn2B64 = "s_andn2_b64",
    SOrn2B64 = "s_orn2_b64",
    SLshlB32 = "s_lshl_b32",
    SLshlB64 = "s_lshl_b64",
    SLshrB32 = "s_lshr_b32",
    SLshrB64 = "s_lshr_b64",
    SAshrI32 = "s_ashr_i32",
    SMulI32 = "s_mul_i32",
    SBfeU32 = "s_bfe_u32",
    SBfeI32 = "s_bfe_i32",
    // SOPK
    SMovkI32 = "s_movk_i32",
    // SOPC
    SCmpEqU32 = "s_cmp_eq_u32",
    SCmpLgU32 = "s_cmp_lg_u32",
    SCmpGtI32 = "s_cmp_gt_i32",
    SCmpGeI32 = "s_cmp_ge_i32",
    SCmpLtI32 = "s_cmp_lt_i32",
    SCmpLeI32 = "s_cmp_le_i32",
    SCmpGtU32 = "s_cmp_gt_u32",
    SCmpGeU32 = "s_cmp_ge_u32",
    SCmpLtU32 = "s_cmp_lt_u32",
    SCmpLeU32 = "s_cmp_le_u32",
    // SOPP
    SNop = "s_nop",
    SEndpgm = "s_endpgm",
    SBranch = "s_branch",
    SCbranchScc0 = "s_cbranch_scc0",
    SCbranchScc1 = "s_cbranch_scc1",
    SCbranchVccz = "s_cbranch_vccz",
    SCbranchVccnz = "s_cbranch_vccnz",
    SCbranchExecz = "s_cbranch_execz",
    SCbranchExecnz = "s_cbranch_execnz",
    SBarrier = "s_barrier",
    SWaitcnt = "s_waitcnt",
    /// gfx10: `s_waitcnt_vscnt null, N` (stores have their own counter).
    SWaitcntVscnt = "s_waitcnt_vscnt",
    // SMRD (gfx6/7) / SMEM (gfx8+)
    SLoadDword = "s_load_dword",
    SLoadDwordx2 = "s_load_dwordx2",
    SLoadDwordx4 = "s_load_dwordx4",
    SLoadDwordx8 = "s_load_dwordx8",
    // VOP1
    /// No operation on the vector ALU (a VALU issue that clears RDNA's VMEM-to-scalar-write hazard).
    VNop = "v_nop",
    VMovB32 = "v_mov_b32",
    VReadfirstlaneB32 = "v_readfirstlane_b32",
    VNotB32 = "v_not_b32",
    VCvtF32I32 = "v_cvt_f32_i32",
    VCvtF32U32 = "v_cvt_f32_u32",
    VCvtI32F32 = "v_cvt_i32_f32",
    VCvtU32F32 = "v_cvt_u32_f32",
    VCvtF16F32 = "v_cvt_f16_f32",
    VCvtF32F16 = "v_cvt_f32_f16",
    VCvtF32F64 = "v_cvt_f32_f64",
    VCvtF64F32 = "v_cvt_f64_f32",
    VRcpF32 = "v_rcp_f32",
    VRcpIflagF32 = "v_rcp_iflag_f32",
    VRsqF32 = "v_rsq_f32",
    VSqrtF32 = "v_sqrt_f32",
    VExpF32 = "v_exp_f32",
    VLogF32 = "v_log_f32",
    VSinF32 = "v_sin_f32",
    VCosF32 = "v_cos_f32",
    VFloorF32 = "v_floor_f32",
    VCeilF32 = "v_ceil_f32",
    VTruncF32 = "v_trunc_f32",
    VRndneF32 = "v_rndne_f32",
    VFractF32 = "v_fract_f32",
    VBfrevB32 = "v_bfrev_b32",
    VFfbhU32 = "v_ffbh_u32",
    VFfbhI32 = "v_ffbh_i32",
    VFfblB32 = "v_ffbl_b32",
    // VOP2
    VCndmaskB32 = "v_cndmask_b32",
    VAddF32 = "v_add_f32",
    VSubF32 = "v_sub_f32",
    VSubrevF32 = "v_subrev_f32",
    VMulF32 = "v_mul_f32",
    VMinF32 = "v_min_f32",
    VMaxF32 = "v_max_f32",
    /// Half-precision arithmetic (gfx8+): the high 16 bits of the destination are
    /// zeroed on gfx8/9 and kept on gfx10 (LLVM's `zeroesHigh16BitsOfDest`).
    VAddF16 = "v_add_f16",
    VSubF16 = "v_sub_f16",
    VMulF16 = "v_mul_f16",
    VMinI32 = "v_min_i32",
    VMaxI32 = "v_max_i32",
    VMinU32 = "v_min_u32",
    VMaxU32 = "v_max_u32",
    VLshrrevB32 = "v_lshrrev_b32",
    VAshrrevI32 = "v_ashrrev_i32",
    VLshlrevB32 = "v_lshlrev_b32",
    VAndB32 = "v_and_b32",
    VOrB32 = "v_or_b32",
    VXorB32 = "v_xor_b32",
    VMacF32 = "v_mac_f32",
    VMulU32U24 = "v_mul_u32_u24",
    /// 32-bit add without carry-out: `v_add_i32`/`v_add_u32` with a VCC carry on gfx6–8
    /// (`v_add_i32_e32` / `v_add_u32_e32`), carry-less `v_add_u32` on gfx9,
    /// `v_add_nc_u32` on gfx10. The carry-out, where the generation writes one, is dead.
    VAddU32 = "v_add_u32",
    VSubU32 = "v_sub_u32",
    VSubrevU32 = "v_subrev_u32",
    /// Add with carry-out into an SGPR pair (wave64) / SGPR (wave32) or VCC:
    /// `v_add_i32` (gfx6/7), `v_add_u32` (gfx8), `v_add_co_u32` (gfx9, gfx10).
    VAddCoU32 = "v_add_co_u32",
    VAddcCoU32 = "v_addc_co_u32",
    VSubCoU32 = "v_sub_co_u32",
    VSubbCoU32 = "v_subb_co_u32",
    // VOP3-only
    VMulLoU32 = "v_mul_lo_u32",
    VMulHiU32 = "v_mul_hi_u32",
    VMulHiI32 = "v_mul_hi_i32",
    VFmaF32 = "v_fma_f32",
    /// Fused half multiply-add (gfx8+; the high half of the destination as `VAddF16`).
    VFmaF16 = "v_fma_f16",
    VMadU32U24 = "v_mad_u32_u24",
    /// `d = a * b + c` of 32-bit `a`, `b` zero- (`VMadU64U32`) or sign-extended
    /// (`VMadI64I32`) and a 64-bit `c` (gfx7+); the carry-out goes to a lane mask.
    VMadU64U32 = "v_mad_u64_u32",
    VMadI64I32 = "v_mad_i64_i32",
    /// gfx9+ three-operand integer forms: `(a << b) + c`, `(a + b) << c`, `a + b + c`,
    /// `(a << b) | c`, `(a & b) | c`, `a | b | c`.
    VLshlAddU32 = "v_lshl_add_u32",
    VAddLshlU32 = "v_add_lshl_u32",
    VAdd3U32 = "v_add3_u32",
    VLshlOrB32 = "v_lshl_or_b32",
    VAndOrB32 = "v_and_or_b32",
    VOr3B32 = "v_or3_b32",
    VBfeU32 = "v_bfe_u32",
    VBfeI32 = "v_bfe_i32",
    VBfiB32 = "v_bfi_b32",
    VAlignbitB32 = "v_alignbit_b32",
    VLshlrevB64 = "v_lshlrev_b64",
    VLshrrevB64 = "v_lshrrev_b64",
    VAshrrevI64 = "v_ashrrev_i64",
    VReadlaneB32 = "v_readlane_b32",
    VWritelaneB32 = "v_writelane_b32",
    VBcntU32B32 = "v_bcnt_u32_b32",
    VLdexpF32 = "v_ldexp_f32",
    VMbcntLoU32B32 = "v_mbcnt_lo_u32_b32",
    VMbcntHiU32B32 = "v_mbcnt_hi_u32_b32",
    VAddF64 = "v_add_f64",
    VMulF64 = "v_mul_f64",
    VFmaF64 = "v_fma_f64",
    VDivScaleF32 = "v_div_scale_f32",
    VDivFmasF32 = "v_div_fmas_f32",
    VDivFixupF32 = "v_div_fixup_f32",
    // VOPC: written `v_cmp_<cond>_<type>`; the result goes to VCC (e32) or an SGPR
    // (pair) given as the definition (e64).
    VCmpEqU32 = "v_cmp_eq_u32",
    VCmpNeU32 = "v_cmp_ne_u32",
    VCmpGtU32 = "v_cmp_gt_u32",
    VCmpGeU32 = "v_cmp_ge_u32",
    VCmpLtU32 = "v_cmp_lt_u32",
    VCmpLeU32 = "v_cmp_le_u32",
    VCmpGtI32 = "v_cmp_gt_i32",
    VCmpGeI32 = "v_cmp_ge_i32",
    VCmpLtI32 = "v_cmp_lt_i32",
    VCmpLeI32 = "v_cmp_le_i32",
    VCmpEqU64 = "v_cmp_eq_u64",
    VCmpNeU64 = "v_cmp_ne_u64",
    VCmpGtU64 = "v_cmp_gt_u64",
    VCmpGeU64 = "v_cmp_ge_u64",
    VCmpLtU64 = "v_cmp_lt_u64",
    VCmpLeU64 = "v_cmp_le_u64",
    VCmpGtI64 = "v_cmp_gt_i64",
    VCmpGeI64 = "v_cmp_ge_i64",
    VCmpLtI64 = "v_cmp_lt_i64",
    VCmpLeI64 = "v_cmp_le_i64",
    VCmpEqF32 = "v_cmp_eq_f32",
    VCmpLgF32 = "v_cmp_lg_f32",
    VCmpGtF32 = "v_cmp_gt_f32",
    VCmpGeF32 = "v_cmp_ge_f32",
    VCmpLtF32 = "v_cmp_lt_f32",
    VCmpLeF32 = "v_cmp_le_f32",
    VCmpOF32 = "v_cmp_o_f32",
    VCmpUF32 = "v_cmp_u_f32",
    VCmpNeqF32 = "v_cmp_neq_f32",
    VCmpNlgF32 = "v_cmp_nlg_f32",
    VCmpNgtF32 = "v_cmp_ngt_f32",
    VCmpNgeF32 = "v_cmp_nge_f32",
    VCmpNltF32 = "v_cmp_nlt_f32",
    VCmpNleF32 = "v_cmp_nle_f32",
    VCmpClassF32 = "v_cmp_class_f32",
    // MUBUF (gfx6: every global access; addr64)
    BufferLoadDword = "buffer_load_dword",
    BufferLoadDwordx2 = "buffer_load_dwordx2",
    BufferLoadDwordx4 = "buffer_load_dwordx4",
    BufferLoadUbyte = "buffer_load_ubyte",
    BufferLoadSbyte = "buffer_load_sbyte",
    BufferLoadUshort = "buffer_load_ushort",
    BufferLoadSshort = "buffer_load_sshort",
    BufferStoreDword = "buffer_store_dword",
    BufferStoreDwordx2 = "buffer_store_dwordx2",
    BufferStoreDwordx4 = "buffer_store_dwordx4",
    BufferStoreByte = "buffer_store_byte",
    BufferStoreShort = "buffer_store_short",
    BufferAtomicAdd = "buffer_atomic_add",
    BufferAtomicCmpswap = "buffer_atomic_cmpswap",
    // FLAT (gfx7/8) and GLOBAL (gfx9+): same operation, the encoder picks the segment.
    GlobalLoadDword = "global_load_dword",
    GlobalLoadDwordx2 = "global_load_dwordx2",
    GlobalLoadDwordx4 = "global_load_dwordx4",
    GlobalLoadUbyte = "global_load_ubyte",
    GlobalLoadSbyte = "global_load_sbyte",
    GlobalLoadUshort = "global_load_ushort",
    GlobalLoadSshort = "global_load_sshort",
    GlobalStoreDword = "global_store_dword",
    GlobalStoreDwordx2 = "global_store_dwordx2",
    GlobalStoreDwordx4 = "global_store_dwordx4",
    GlobalStoreByte = "global_store_byte",
    GlobalStoreShort = "global_store_short",
    GlobalAtomicAdd = "global_atomic_add",
    GlobalAtomicSub = "global_atomic_sub",
    GlobalAtomicSwap = "global_atomic_swap",
    GlobalAtomicCmpswap = "global_atomic_cmpswap",
    GlobalAtomicSmin = "global_atomic_smin",
    GlobalAtomicUmin = "global_atomic_umin",
    GlobalAtomicSmax = "global_atomic_smax",
    GlobalAtomicUmax = "global_atomic_umax",
    GlobalAtomicAnd = "global_atomic_and",
    GlobalAtomicOr = "global_atomic_or",
    GlobalAtomicXor = "global_atomic_xor",
    // DS (LDS)
    DsReadB32 = "ds_read_b32",
    DsReadB64 = "ds_read_b64",
    DsReadU8 = "ds_read_u8",
    DsReadI8 = "ds_read_i8",
    DsReadU16 = "ds_read_u16",
    DsReadI16 = "ds_read_i16",
    DsWriteB32 = "ds_write_b32",
    DsWriteB64 = "ds_write_b64",
    DsWriteB8 = "ds_write_b8",
    DsWriteB16 = "ds_write_b16",
    DsAddU32 = "ds_add_u32",
    DsSubU32 = "ds_sub_u32",
    DsMinI32 = "ds_min_i32",
    DsMaxI32 = "ds_max_i32",
    DsMinU32 = "ds_min_u32",
    DsMaxU32 = "ds_max_u32",
    DsAndB32 = "ds_and_b32",
    DsOrB32 = "ds_or_b32",
    DsXorB32 = "ds_xor_b32",
    DsAddRtnU32 = "ds_add_rtn_u32",
    DsSubRtnU32 = "ds_sub_rtn_u32",
    DsMinRtnI32 = "ds_min_rtn_i32",
    DsMaxRtnI32 = "ds_max_rtn_i32",
    DsMinRtnU32 = "ds_min_rtn_u32",
    DsMaxRtnU32 = "ds_max_rtn_u32",
    DsAndRtnB32 = "ds_and_rtn_b32",
    DsOrRtnB32 = "ds_or_rtn_b32",
    DsXorRtnB32 = "ds_xor_rtn_b32",
    DsWrxchgRtnB32 = "ds_wrxchg_rtn_b32",
    DsCmpstRtnB32 = "ds_cmpst_rtn_b32",
    DsSwizzleB32 = "ds_swizzle_b32",
    /// gfx8+.
    DsBpermuteB32 = "ds_bpermute_b32",
    // MUBUF atomics for gfx6, which has no FLAT (appended: the order above is kept).
    BufferAtomicSub = "buffer_atomic_sub",
    BufferAtomicSwap = "buffer_atomic_swap",
    BufferAtomicSmin = "buffer_atomic_smin",
    BufferAtomicUmin = "buffer_atomic_umin",
    BufferAtomicSmax = "buffer_atomic_smax",
    BufferAtomicUmax = "buffer_atomic_umax",
    BufferAtomicAnd = "buffer_atomic_and",
    BufferAtomicOr = "buffer_atomic_or",
    BufferAtomicXor = "buffer_atomic_xor",
    // 64-bit atomics: MUBUF (gfx6), FLAT (gfx7/8) / GLOBAL (gfx9+) and DS, every generation.
    BufferAtomicAddX2 = "buffer_atomic_add_x2",
    BufferAtomicSubX2 = "buffer_atomic_sub_x2",
    BufferAtomicSwapX2 = "buffer_atomic_swap_x2",
    BufferAtomicCmpswapX2 = "buffer_atomic_cmpswap_x2",
    BufferAtomicSminX2 = "buffer_atomic_smin_x2",
    BufferAtomicUminX2 = "buffer_atomic_umin_x2",
    BufferAtomicSmaxX2 = "buffer_atomic_smax_x2",
    BufferAtomicUmaxX2 = "buffer_atomic_umax_x2",
    BufferAtomicAndX2 = "buffer_atomic_and_x2",
    BufferAtomicOrX2 = "buffer_atomic_or_x2",
    BufferAtomicXorX2 = "buffer_atomic_xor_x2",
    GlobalAtomicAddX2 = "global_atomic_add_x2",
    GlobalAtomicSubX2 = "global_atomic_sub_x2",
    GlobalAtomicSwapX2 = "global_atomic_swap_x2",
    GlobalAtomicCmpswapX2 = "global_atomic_cmpswap_x2",
    GlobalAtomicSminX2 = "global_atomic_smin_x2",
    GlobalAtomicUminX2 = "global_atomic_umin_x2",
    GlobalAtomicSmaxX2 = "global_atomic_smax_x2",
    GlobalAtomicUmaxX2 = "global_atomic_umax_x2",
    GlobalAtomicAndX2 = "global_atomic_and_x2",
    GlobalAtomicOrX2 = "global_atomic_or_x2",
    GlobalAtomicXorX2 = "global_atomic_xor_x2",
    DsAddU64 = "ds_add_u64",
    DsSubU64 = "ds_sub_u64",
    DsMinI64 = "ds_min_i64",
    DsMaxI64 = "ds_max_i64",
    DsMinU64 = "ds_min_u64",
    DsMaxU64 = "ds_max_u64",
    DsAndB64 = "ds_and_b64",
    DsOrB64 = "ds_or_b64",
    DsXorB64 = "ds_xor_b64",
    DsAddRtnU64 = "ds_add_rtn_u64",
    DsSubRtnU64 = "ds_sub_rtn_u64",
    DsMinRtnI64 = "ds_min_rtn_i64",
    DsMaxRtnI64 = "ds_max_rtn_i64",
    DsMinRtnU64 = "ds_min_rtn_u64",
    DsMaxRtnU64 = "ds_max_rtn_u64",
    DsAndRtnB64 = "ds_and_rtn_b64",
    DsOrRtnB64 = "ds_or_rtn_b64",
    DsXorRtnB64 = "ds_xor_rtn_b64",
    DsWrxchgRtnB64 = "ds_wrxchg_rtn_b64",
    DsCmpstRtnB64 = "ds_cmpst_rtn_b64",
    // Program-counter access (SOP1): module constant data is addressed from the PC, and
    // long branches jump through it.
    /// `s_getpc_b64 d`: d = the address of the next instruction.
    SGetpcB64 = "s_getpc_b64",
    /// `s_setpc_b64 s`: jump to the address in the pair.
    SSetpcB64 = "s_setpc_b64",
}

impl Opcode {
    /// LLVM's spelling on `gen` (`v_add_nc_u32` for `VAddU32` on gfx10, `flat_load_dword`
    /// for `GlobalLoadDword` on gfx7/8); `None` where the instruction does not exist
    /// (and for the pseudo-instructions).
    pub fn name_for(self, gen: crate::gen::Gen) -> Option<&'static str> {
        crate::table::info(self).and_then(|i| i.name(gen))
    }
}

/// An instruction's definitions: inline up to two (all but 1.2% of the instructions
/// isel makes over the mlx corpus; parallel copies and wide splits take more).
pub type Defs = smallvec::SmallVec<[Operand; 2]>;
/// An instruction's sources: inline up to three (all but 2.5%: MUBUF stores and a few
/// others read four).
pub type Srcs = smallvec::SmallVec<[Operand; 3]>;

/// One machine instruction. Its size is kept at 128 bytes or less (checked below) so
/// that moving one is a few inline vector moves rather than a call of `memcpy`: the
/// passes that rebuild a kernel's code move every instruction several times.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    pub op: Opcode,
    pub defs: Defs,
    pub srcs: Srcs,
    pub mods: Mods,
}

const _: () = assert!(std::mem::size_of::<Inst>() <= 128);

impl Inst {
    pub fn new(op: Opcode, defs: impl Into<Defs>, srcs: impl Into<Srcs>) -> Inst {
        Inst { op, defs: defs.into(), srcs: srcs.into(), mods: Mods::default() }
    }
    pub fn with_mods(mut self, mods: Mods) -> Inst {
        self.mods = mods;
        self
    }
}

/// Facts about an opcode that passes test on every instruction, read from its gfx9
/// mnemonic once (`Opcode::props`) rather than by string comparisons per instruction.
pub mod prop {
    /// `s_load_*`.
    pub const S_LOAD: u16 = 1 << 0;
    /// `s_buffer_*`.
    pub const S_BUFFER: u16 = 1 << 1;
    /// `ds_*` (LDS).
    pub const DS: u16 = 1 << 2;
    /// `buffer_*` (MUBUF).
    pub const BUFFER: u16 = 1 << 3;
    /// `global_*` (FLAT/GLOBAL).
    pub const GLOBAL: u16 = 1 << 4;
    /// `s_cbranch_*`.
    pub const CBRANCH: u16 = 1 << 5;
    /// The name contains `saveexec`.
    pub const SAVEEXEC: u16 = 1 << 6;
    /// The name contains `store`.
    pub const STORE: u16 = 1 << 7;
    /// The name contains `atomic`.
    pub const ATOMIC: u16 = 1 << 8;
    /// `v_*`.
    pub const VECTOR: u16 = 1 << 9;

    pub(crate) fn of_name(n: &str) -> u16 {
        let mut p = 0;
        for (flag, yes) in [
            (S_LOAD, n.starts_with("s_load")),
            (S_BUFFER, n.starts_with("s_buffer")),
            (DS, n.starts_with("ds_")),
            (BUFFER, n.starts_with("buffer_")),
            (GLOBAL, n.starts_with("global_")),
            (CBRANCH, n.starts_with("s_cbranch")),
            (SAVEEXEC, n.contains("saveexec")),
            (STORE, n.contains("store")),
            (ATOMIC, n.contains("atomic")),
            (VECTOR, n.starts_with("v_")),
        ] {
            if yes {
                p |= flag;
            }
        }
        p
    }
}

impl Opcode {
    /// The `prop` flags of this opcode's name.
    pub fn props(self) -> u16 {
        static PROPS: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
        let all = PROPS.get_or_init(|| Opcode::ALL.iter().map(|o| prop::of_name(o.name())).collect());
        // `ALL` lists the variants in declaration order, so a variant's discriminant is
        // its index there.
        all.get(self as usize).copied().unwrap_or_else(|| prop::of_name(self.name()))
    }

    /// Whether the name has any of the `prop` flags in `flags`.
    pub fn has_any(self, flags: u16) -> bool {
        self.props() & flags != 0
    }
}

#[cfg(test)]
mod prop_tests {
    use super::*;

    #[test]
    fn props_follow_the_variant_order() {
        for (i, op) in Opcode::ALL.iter().enumerate() {
            assert_eq!(*op as usize, i, "{op:?}");
            assert_eq!(op.props(), prop::of_name(op.name()), "{op:?}");
        }
    }
}
