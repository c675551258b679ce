// C11 atomics on a machine word, for Fractal's delivery hand-off. A C target
// inside the package (not a dependency): Swift's own `Synchronization.Atomic`
// needs macOS 15 / iOS 18 on Apple platforms.
#ifndef FRACTAL_ATOMICS_H
#define FRACTAL_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>

/// Loads `*word` (acquire).
static inline long fractal_atomic_load(long *word) {
    return atomic_load_explicit((_Atomic(long) *)word, memory_order_acquire);
}

/// Stores `value` into `*word` (release).
static inline void fractal_atomic_store(long *word, long value) {
    atomic_store_explicit((_Atomic(long) *)word, value, memory_order_release);
}

/// Replaces `*word` with `desired` if it holds `expected` (acquire-release);
/// returns whether it did.
static inline bool fractal_atomic_compare_exchange(long *word, long expected, long desired) {
    return atomic_compare_exchange_strong_explicit(
        (_Atomic(long) *)word, &expected, desired, memory_order_acq_rel, memory_order_acquire);
}

/// Adds `delta` to `*word` (acquire-release) and returns the previous value.
static inline long fractal_atomic_fetch_add(long *word, long delta) {
    return atomic_fetch_add_explicit((_Atomic(long) *)word, delta, memory_order_acq_rel);
}

#endif
