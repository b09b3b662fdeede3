//! The `NT_AMDGPU_METADATA` note: code object v4 metadata as MessagePack (rmp-serde).
//!
//! LLVM writes every map with its keys sorted and integers in their shortest form; the
//! structs below list their fields in key order so that rmp-serde's named encoding gives the
//! same bytes as `llc` for the same kernel.

use serde::{Deserialize, Serialize};

/// `amdhsa.version` of code object v4.
pub const VERSION: [u32; 2] = [1, 1];

/// Note name and type of the metadata note.
pub const NOTE_NAME: &[u8] = b"AMDGPU";
pub const NT_AMDGPU_METADATA: u32 = 32;

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(crate) struct Document {
    #[serde(rename = "amdhsa.kernels")]
    pub kernels: Vec<Kernel>,
    #[serde(rename = "amdhsa.target")]
    pub target: String,
    #[serde(rename = "amdhsa.version")]
    pub version: [u32; 2],
}

#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(crate) struct Kernel {
    #[serde(rename = ".args", default)]
    pub args: Vec<Arg>,
    #[serde(rename = ".group_segment_fixed_size")]
    pub group_segment_fixed_size: u32,
    #[serde(rename = ".kernarg_segment_align")]
    pub kernarg_segment_align: u32,
    #[serde(rename = ".kernarg_segment_size")]
    pub kernarg_segment_size: u32,
    #[serde(rename = ".max_flat_workgroup_size")]
    pub max_flat_workgroup_size: u32,
    #[serde(rename = ".name")]
    pub name: String,
    #[serde(rename = ".private_segment_fixed_size")]
    pub private_segment_fixed_size: u32,
    #[serde(rename = ".sgpr_count")]
    pub sgpr_count: u32,
    #[serde(rename = ".sgpr_spill_count")]
    pub sgpr_spill_count: u32,
    #[serde(rename = ".symbol")]
    pub symbol: String,
    #[serde(rename = ".vgpr_count")]
    pub vgpr_count: u32,
    #[serde(rename = ".vgpr_spill_count")]
    pub vgpr_spill_count: u32,
    #[serde(rename = ".wavefront_size")]
    pub wavefront_size: u32,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One entry of `.args`. Optional keys are left out when absent, as LLVM does; the flags are
/// written only when true.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub(crate) struct Arg {
    #[serde(rename = ".access", skip_serializing_if = "Option::is_none", default)]
    pub access: Option<Access>,
    #[serde(rename = ".actual_access", skip_serializing_if = "Option::is_none", default)]
    pub actual_access: Option<Access>,
    #[serde(rename = ".address_space", skip_serializing_if = "Option::is_none", default)]
    pub address_space: Option<AddressSpace>,
    #[serde(rename = ".is_const", skip_serializing_if = "is_false", default)]
    pub is_const: bool,
    #[serde(rename = ".is_restrict", skip_serializing_if = "is_false", default)]
    pub is_restrict: bool,
    #[serde(rename = ".is_volatile", skip_serializing_if = "is_false", default)]
    pub is_volatile: bool,
    #[serde(rename = ".name", skip_serializing_if = "Option::is_none", default)]
    pub name: Option<String>,
    #[serde(rename = ".offset")]
    pub offset: u32,
    #[serde(rename = ".pointee_align", skip_serializing_if = "Option::is_none", default)]
    pub pointee_align: Option<u32>,
    #[serde(rename = ".size")]
    pub size: u32,
    #[serde(rename = ".type_name", skip_serializing_if = "Option::is_none", default)]
    pub type_name: Option<String>,
    #[serde(rename = ".value_kind")]
    pub value_kind: ValueKind,
}

/// `.value_kind` of an argument (code object v4).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ValueKind {
    ByValue,
    GlobalBuffer,
    /// A group-segment (LDS) pointer whose size the dispatch sets; the kernarg holds its
    /// offset.
    DynamicSharedPointer,
    Sampler,
    Image,
    Pipe,
    Queue,
    HiddenGlobalOffsetX,
    HiddenGlobalOffsetY,
    HiddenGlobalOffsetZ,
    HiddenNone,
    HiddenPrintfBuffer,
    HiddenHostcallBuffer,
    HiddenDefaultQueue,
    HiddenCompletionAction,
    HiddenMultigridSyncArg,
}

/// `.address_space` of a pointer argument.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum AddressSpace {
    Private,
    Global,
    Constant,
    Local,
    Generic,
    Region,
}

/// `.access` / `.actual_access` of a pointer argument.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    ReadOnly,
    WriteOnly,
    ReadWrite,
}

pub(crate) fn encode(doc: &Document) -> Result<Vec<u8>, rmp_serde::encode::Error> {
    rmp_serde::to_vec_named(doc)
}

/// The whole note descriptor as a value tree (maps keep sorted keys).
pub(crate) fn decode_tree(desc: &[u8]) -> Result<serde_json::Value, rmp_serde::decode::Error> {
    rmp_serde::from_slice(desc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg(offset: u32, size: u32, value_kind: ValueKind) -> Arg {
        Arg {
            access: None,
            actual_access: None,
            address_space: None,
            is_const: false,
            is_restrict: false,
            is_volatile: false,
            name: None,
            offset,
            pointee_align: None,
            size,
            type_name: None,
            value_kind,
        }
    }

    #[test]
    fn typed_round_trip_and_optional_keys() {
        let mut lds = arg(8, 4, ValueKind::DynamicSharedPointer);
        lds.address_space = Some(AddressSpace::Local);
        lds.pointee_align = Some(16);
        lds.is_const = true;
        let doc = Document {
            kernels: vec![Kernel {
                args: vec![arg(0, 8, ValueKind::GlobalBuffer), lds],
                group_segment_fixed_size: 0,
                kernarg_segment_align: 8,
                kernarg_segment_size: 12,
                max_flat_workgroup_size: 1024,
                name: "k".into(),
                private_segment_fixed_size: 0,
                sgpr_count: 9,
                sgpr_spill_count: 0,
                symbol: "k.kd".into(),
                vgpr_count: 3,
                vgpr_spill_count: 0,
                wavefront_size: 64,
            }],
            target: "amdgcn-amd-amdhsa--gfx803".into(),
            version: VERSION,
        };
        let bytes = encode(&doc).expect("encodes");
        let back: Document = rmp_serde::from_slice(&bytes).expect("decodes");
        assert_eq!(back, doc);
        let tree = decode_tree(&bytes).expect("tree");
        let args = &tree["amdhsa.kernels"][0][".args"];
        // Absent options and false flags are left out, as LLVM does.
        let first: Vec<&String> = args[0].as_object().expect("map").keys().collect();
        assert_eq!(first, [".offset", ".size", ".value_kind"]);
        assert_eq!(args[1][".value_kind"], "dynamic_shared_pointer");
        assert_eq!(args[1][".is_const"], true);
        assert_eq!(args[1][".pointee_align"], 16);
    }
}
