// The atomics are header-only (static inline); SwiftPM needs one source file.
