//! Types, interned: each distinct type exists once and is named by a [`Type`] handle, so
//! type equality is handle equality. Named structs are the exception LLVM also makes:
//! they are distinct by identity, and their body can be set after creation (bitcode
//! declares them before their fields). Pointers keep their pointee type and address space
//! because AIR's typed pointers carry information (textures, samplers, buffer element
//! types) that the backends need.

use crate::arena::{Arena, Handle};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub type Type = Handle<TypeInner>;

/// Address spaces of AIR.
pub mod addrspace {
    pub const THREAD: u32 = 0;
    pub const DEVICE: u32 = 1;
    pub const CONSTANT: u32 = 2;
    pub const THREADGROUP: u32 = 3;
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeInner {
    Void,
    Label,
    Metadata,
    Token,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    Vector {
        elem: Type,
        len: u32,
    },
    Array {
        elem: Type,
        len: u64,
    },
    /// Literal (unnamed) struct.
    Struct {
        fields: Vec<Type>,
        packed: bool,
    },
    /// Named struct; `fields` is `None` while opaque.
    Named {
        name: String,
        fields: Option<Vec<Type>>,
        packed: bool,
    },
    Pointer {
        pointee: Type,
        addrspace: u32,
    },
    /// LLVM ≥ 15 opaque pointer (accepted for completeness; AIR uses typed pointers).
    OpaquePointer {
        addrspace: u32,
    },
    Function {
        ret: Type,
        params: Vec<Type>,
        vararg: bool,
    },
}

/// A multiply-rotate hasher (the Fx scheme of rustc) for the intern table: keys are small
/// enums of integers and handles built by the module's own reader, so SipHash's protection
/// against chosen collisions buys nothing while costing most of the interning time. A
/// hostile module can at worst make its own table slow, bounded by its number of types.
#[derive(Default, Clone, Copy, Debug)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// Builds [`FxHasher`]s; for maps keyed by IR data (the AIR reader's caches use it too).
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

/// The type table of a module.
#[derive(Clone, Debug, Default)]
pub struct Types {
    arena: Arena<TypeInner>,
    interned: HashMap<TypeInner, Type, FxBuildHasher>,
}

impl Types {
    pub fn new() -> Self {
        Self::default()
    }

    /// The handle of a structural type, creating it on first use.
    pub fn intern(&mut self, t: TypeInner) -> Type {
        if let Some(&h) = self.interned.get(&t) {
            return h;
        }
        let h = self.arena.append(t.clone());
        self.interned.insert(t, h);
        h
    }

    /// Makes room for `additional` more types (a reader that knows its type count).
    pub fn reserve(&mut self, additional: usize) {
        if self.arena.is_empty() {
            self.arena = Arena::with_capacity(additional);
        }
        self.interned.reserve(additional);
    }

    /// A new named struct (never merged with another of the same name).
    pub fn named_struct(&mut self, name: String) -> Type {
        self.arena.append(TypeInner::Named { name, fields: None, packed: false })
    }

    /// Sets a named struct's body; false when `t` is not a named struct.
    pub fn set_body(&mut self, t: Type, new_fields: Vec<Type>, is_packed: bool) -> bool {
        match self.arena.get_mut(t) {
            Some(TypeInner::Named { fields, packed, .. }) => {
                *fields = Some(new_fields);
                *packed = is_packed;
                true
            }
            _ => false,
        }
    }

    pub fn get(&self, t: Type) -> Option<&TypeInner> {
        self.arena.get(t)
    }

    pub fn len(&self) -> usize {
        self.arena.len()
    }

    pub fn is_empty(&self) -> bool {
        self.arena.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (Type, &TypeInner)> {
        self.arena.iter()
    }

    pub fn void(&mut self) -> Type {
        self.intern(TypeInner::Void)
    }
    pub fn int(&mut self, bits: u32) -> Type {
        self.intern(TypeInner::Int(bits))
    }
    pub fn pointer(&mut self, pointee: Type, addrspace: u32) -> Type {
        self.intern(TypeInner::Pointer { pointee, addrspace })
    }

    pub fn inner(&self, t: Type) -> &TypeInner {
        static VOID: TypeInner = TypeInner::Void;
        self.arena.get(t).unwrap_or(&VOID)
    }

    pub fn is_int(&self, t: Type) -> bool {
        matches!(self.inner(t), TypeInner::Int(_))
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.inner(t), TypeInner::Half | TypeInner::BFloat | TypeInner::Float | TypeInner::Double)
    }
    pub fn is_pointer(&self, t: Type) -> bool {
        matches!(self.inner(t), TypeInner::Pointer { .. } | TypeInner::OpaquePointer { .. })
    }
    pub fn is_first_class(&self, t: Type) -> bool {
        !matches!(
            self.inner(t),
            TypeInner::Void | TypeInner::Function { .. } | TypeInner::Label | TypeInner::Metadata
        )
    }

    /// The element type of a vector, or the type itself.
    pub fn scalar(&self, t: Type) -> Type {
        match self.inner(t) {
            TypeInner::Vector { elem, .. } => *elem,
            _ => t,
        }
    }

    pub fn vector_len(&self, t: Type) -> Option<u32> {
        match self.inner(t) {
            TypeInner::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    pub fn int_bits(&self, t: Type) -> Option<u32> {
        match self.inner(self.scalar(t)) {
            TypeInner::Int(b) => Some(*b),
            _ => None,
        }
    }

    pub fn pointee(&self, t: Type) -> Option<Type> {
        match self.inner(t) {
            TypeInner::Pointer { pointee, .. } => Some(*pointee),
            _ => None,
        }
    }

    pub fn addrspace(&self, t: Type) -> Option<u32> {
        match self.inner(t) {
            TypeInner::Pointer { addrspace, .. } | TypeInner::OpaquePointer { addrspace } => Some(*addrspace),
            _ => None,
        }
    }

    /// The type reached by one aggregate index (struct field `i`, or the element type).
    pub fn aggregate_element(&self, t: Type, i: u64) -> Option<Type> {
        match self.inner(t) {
            TypeInner::Struct { fields, .. } => fields.get(i as usize).copied(),
            TypeInner::Named { fields: Some(fields), .. } => fields.get(i as usize).copied(),
            TypeInner::Array { elem, .. } | TypeInner::Vector { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    pub fn function_parts(&self, t: Type) -> Option<(Type, &[Type], bool)> {
        match self.inner(t) {
            TypeInner::Function { ret, params, vararg } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }

    /// The type as the printer writes it (LLVM's spelling, which every reader of AIR knows).
    pub fn display(&self, t: Type) -> String {
        let mut s = String::new();
        self.write(t, &mut s, 0);
        s
    }

    fn write(&self, t: Type, s: &mut String, depth: u32) {
        use std::fmt::Write;
        if depth > 64 {
            s.push_str("<deep>");
            return;
        }
        match self.inner(t) {
            TypeInner::Void => s.push_str("void"),
            TypeInner::Label => s.push_str("label"),
            TypeInner::Metadata => s.push_str("metadata"),
            TypeInner::Token => s.push_str("token"),
            TypeInner::Int(b) => {
                let _ = write!(s, "i{b}");
            }
            TypeInner::Half => s.push_str("half"),
            TypeInner::BFloat => s.push_str("bfloat"),
            TypeInner::Float => s.push_str("float"),
            TypeInner::Double => s.push_str("double"),
            TypeInner::Vector { elem, len } => {
                let _ = write!(s, "<{len} x ");
                self.write(*elem, s, depth + 1);
                s.push('>');
            }
            TypeInner::Array { elem, len } => {
                let _ = write!(s, "[{len} x ");
                self.write(*elem, s, depth + 1);
                s.push(']');
            }
            TypeInner::Struct { fields, packed } => {
                s.push_str(if *packed { "<{" } else { "{" });
                for (i, f) in fields.iter().enumerate() {
                    s.push_str(if i == 0 { " " } else { ", " });
                    self.write(*f, s, depth + 1);
                }
                s.push_str(if fields.is_empty() { "" } else { " " });
                s.push_str(if *packed { "}>" } else { "}" });
            }
            TypeInner::Named { name, .. } => {
                s.push('%');
                s.push_str(&crate::print::quote_name(name));
            }
            TypeInner::Pointer { pointee, addrspace } => {
                self.write(*pointee, s, depth + 1);
                if *addrspace != 0 {
                    let _ = write!(s, " addrspace({addrspace})");
                }
                s.push('*');
            }
            TypeInner::OpaquePointer { addrspace } => {
                s.push_str("ptr");
                if *addrspace != 0 {
                    let _ = write!(s, " addrspace({addrspace})");
                }
            }
            TypeInner::Function { ret, params, vararg } => {
                self.write(*ret, s, depth + 1);
                s.push_str(" (");
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    self.write(*p, s, depth + 1);
                }
                if *vararg {
                    s.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                s.push(')');
            }
        }
    }
}
