"""LIEF's view of GPU Mach-Os, for crates/gpu-macho/tests/lief.rs.

Input (argv[1], JSON): [{"path": FILE, "units": [[offset, size], ...]}, ...]. For each
file: LIEF's parse of the whole file (every binary, thin or fat, with its fat offset; null
when LIEF refuses it) and of each unit (a byte range holding one Mach-O: a slice or a
nested object). Output (stdout, JSON): the same list with "whole" and "units" filled in.
Each Mach-O is described in the schema the Rust test builds from our reader.
"""

import json
import sys

import lief


def describe(b):
    h = b.header
    out = {
        "header": {
            "magic": int(h.magic),
            "cputype": int(h.cpu_type) & 0xFFFFFFFF,
            "cpusubtype": int(h.cpu_subtype),
            "filetype": int(h.file_type),
            "ncmds": int(h.nb_cmds),
            "sizeofcmds": int(h.sizeof_cmds),
            "flags": int(h.flags),
        },
        "commands": [[int(c.command), int(c.command_offset), int(c.size)] for c in b.commands],
        "segments": [
            {
                "name": s.name,
                "vmaddr": int(s.virtual_address),
                "vmsize": int(s.virtual_size),
                "fileoff": int(s.file_offset),
                "filesize": int(s.file_size),
                "nsects": int(s.numberof_sections),
            }
            for s in b.segments
        ],
        "sections": [
            {
                "segname": s.segment_name,
                "sectname": s.name,
                "addr": int(s.virtual_address),
                "size": int(s.size),
                "offset": int(s.offset),
                "align": int(s.alignment),
                "flags": int(s.flags) | int(s.type),
                "content": bytes(s.content).hex() if s.size <= 4096 else None,
            }
            for s in b.sections
        ],
        "symbols": [
            {
                "name": s.name,
                "type": int(s.raw_type),
                "sect": int(s.numberof_sections),
                "desc": int(s.description),
                "value": int(s.value),
            }
            for s in b.symbols
        ],
        "notes": [
            {"owner": n.owner_str, "offset": int(n.note_offset), "size": int(n.note_size)}
            for n in b.commands
            if isinstance(n, lief.MachO.NoteCommand)
        ],
        "build_version": None,
        "uuid": bytes(b.uuid.uuid).hex() if b.has_uuid else None,
        "dylib_id": None,
    }
    if b.has_build_version:
        v = b.build_version
        out["build_version"] = {
            "platform": int(v.platform),
            "minos": list(v.minos),
            "sdk": list(v.sdk),
            "tools": [[int(t.tool), list(t.version)] for t in v.tools],
        }
    for c in b.commands:
        if isinstance(c, lief.MachO.DylibCommand) and c.command == lief.MachO.LoadCommand.TYPE.ID_DYLIB:
            out["dylib_id"] = c.name
    return out


def parse(obj):
    fat = lief.MachO.parse(obj)
    if fat is None:
        return None
    return [{"fat_offset": int(b.fat_offset), "macho": describe(b)} for b in fat]


def main():
    lief.logging.disable()
    jobs = json.load(open(sys.argv[1]))
    for job in jobs:
        data = open(job["path"], "rb").read()
        job["whole"] = parse(job["path"])
        units = []
        for off, size in job["units"]:
            got = parse(list(data[off : off + size]))
            units.append(got[0]["macho"] if got and len(got) == 1 else None)
        job["units"] = units
    json.dump(jobs, sys.stdout, indent=1, sort_keys=True)


main()
