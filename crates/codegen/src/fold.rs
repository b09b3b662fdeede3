//! Constant folding of 32-bit integer operations whose operands are both known at
//! selection time, shared by the backends' instruction selectors (operands that fold
//! only after legalization: split 64-bit halves, built-in constants).

use gpu_ir::BinaryOp;

/// `x op y` on 32-bit integers, or `None` where the operation is not folded here (a
/// division by zero, floating point, comparisons). A shift by 32 or more gives 0 (LLVM
/// leaves it undefined, so any value is right).
pub fn int32(op: BinaryOp, x: u32, y: u32) -> Option<u32> {
    use BinaryOp::*;
    Some(match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        And => x & y,
        Or => x | y,
        Xor => x ^ y,
        Shl => x.checked_shl(y).unwrap_or(0),
        LShr => x.checked_shr(y).unwrap_or(0),
        AShr => ((x as i32) >> y.min(31)) as u32,
        UDiv => x.checked_div(y)?,
        URem => x.checked_rem(y)?,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_like_the_hardware_for_defined_operands() {
        assert_eq!(int32(BinaryOp::Sub, 1, 2), Some(u32::MAX));
        assert_eq!(int32(BinaryOp::AShr, 0x8000_0000, 4), Some(0xf800_0000));
        assert_eq!(int32(BinaryOp::LShr, 0x8000_0000, 4), Some(0x0800_0000));
        assert_eq!(int32(BinaryOp::URem, 7, 0), None);
        assert_eq!(int32(BinaryOp::UDiv, 7, 2), Some(3));
    }
}
