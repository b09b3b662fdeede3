//! Module constant data in the code object: the kernel reads its read-only module
//! variables (`codegen::data::ConstPool`) from `.rodata`, PC-relatively. Isel writes
//! `s_getpc_b64` and two adds whose literals are `Operand::DataRel`; [`resolve`] turns
//! those into the distances once the code object's layout says where code and data are.

use crate::encode;
use crate::gen::Gen;
use crate::isa::{Inst, Opcode, Operand};

/// Replaces every `Operand::DataRel` of `code` by the 32-bit half it stands for, given
/// the address of the kernel's first instruction and of its data. The distance is taken
/// from the address the last `s_getpc_b64` before the add returned (the address of the
/// instruction after it), as the hardware computes it.
pub fn resolve(gen: Gen, code: &mut [Inst], code_address: u64, data_address: u64) -> Result<(), String> {
    let mut pos = 0u64;
    let mut pc: Option<u64> = None;
    for (index, inst) in code.iter_mut().enumerate() {
        resolve_one(inst, index, pc, code_address, data_address)?;
        let size = encode::size_of(gen, inst).map_err(|e| e.to_string())? as u64;
        pos += size;
        if inst.op == Opcode::SGetpcB64 {
            pc = Some(pos);
        }
    }
    Ok(())
}

/// Replaces the `Operand::DataRel`s of `inst` (instruction `index`), given `pc`: the
/// offset from the kernel's first instruction of the address the last `s_getpc_b64`
/// before it returned (`None`: there is none).
pub(crate) fn resolve_one(
    inst: &mut Inst,
    index: usize,
    pc: Option<u64>,
    code_address: u64,
    data_address: u64,
) -> Result<(), String> {
    if !inst.srcs.iter().any(|s| matches!(s, Operand::DataRel { .. })) {
        return Ok(());
    }
    let base =
        pc.ok_or_else(|| format!("instruction {index}: a data address without s_getpc_b64 before it"))?;
    let from = code_address.wrapping_add(base);
    for s in &mut inst.srcs {
        if let Operand::DataRel { offset, hi } = *s {
            let to = data_address.wrapping_add(u64::from(offset));
            let distance = to.wrapping_sub(from);
            let half = if hi { (distance >> 32) as u32 } else { distance as u32 };
            *s = Operand::Imm(i64::from(half as i32));
        }
    }
    Ok(())
}

/// Whether `code` addresses module constant data.
pub fn uses_data(code: &[Inst]) -> bool {
    code.iter().any(|i| i.srcs.iter().any(|s| matches!(s, Operand::DataRel { .. })))
}
