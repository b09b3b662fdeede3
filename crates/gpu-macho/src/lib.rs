//! The GPU Mach-O container (filled in by the gpu-macho work).
