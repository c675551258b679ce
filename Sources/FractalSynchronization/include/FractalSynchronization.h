// C11 atomics on a machine word, for Fractal's delivery word; the lock under
// every Fractal lock on Linux (`PlatformLock`); the table of striped locks;
// and the thread-local state of the trampoline of derived deliveries. A C
// target inside the package (not a dependency): Swift's own
// `Synchronization.Atomic` and `Mutex` need macOS 15 / iOS 18 on Apple
// platforms.
#ifndef FRACTAL_SYNCHRONIZATION_H
#define FRACTAL_SYNCHRONIZATION_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

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

/// Adds `delta` to `*word` and returns the value it held before
/// (acquire-release).
static inline long fractal_atomic_fetch_add(long *word, long delta) {
    return atomic_fetch_add_explicit((_Atomic(long) *)word, delta, memory_order_acq_rel);
}

// MARK: - The lock (Linux)
//
// A futex lock: 0 unlocked, 1 locked, 2 locked with possible waiters. The
// uncontended paths are one compare-and-swap to lock and one exchange to
// unlock, inlined into the caller, with no call into the C library.
// Contended callers spin briefly, then sleep in the kernel
// (fractal_lock_wait / fractal_lock_wake, in FractalSynchronization.c). The
// same algorithm as Rust's std futex mutex. Not recursive.

/// Sleeps until the lock at `word` is released, then takes it.
void fractal_lock_wait(int32_t *word);

/// Wakes one thread sleeping on the lock at `word`.
void fractal_lock_wake(int32_t *word);

/// Takes the lock at `word` (acquire).
static inline void fractal_lock_lock(int32_t *word) {
    int32_t expected = 0;
    if (!atomic_compare_exchange_strong_explicit(
            (_Atomic(int32_t) *)word, &expected, 1, memory_order_acquire, memory_order_relaxed)) {
        fractal_lock_wait(word);
    }
}

/// Releases the lock at `word` (release), waking a waiter if there may be one.
static inline void fractal_lock_unlock(int32_t *word) {
    if (atomic_exchange_explicit((_Atomic(int32_t) *)word, 0, memory_order_release) == 2) {
        fractal_lock_wake(word);
    }
}

/// Notes that the calling thread runs caller code (a closure the library was
/// given) while it holds the lock at `word`, until the matching
/// `fractal_lock_leave_caller_code`. If that code waits for the same lock,
/// the program stops with a message naming the misuse instead of hanging.
/// Calls nest; the innermost eight are checked. Returns what the matching
/// `fractal_lock_leave_caller_code` must be given back.
int32_t *fractal_lock_enter_caller_code(int32_t *word);

/// Ends the innermost `fractal_lock_enter_caller_code` of the calling thread,
/// given what that call returned.
void fractal_lock_leave_caller_code(int32_t *displaced);

/// Fractal's striped locks: 64 locks, each on its own 64-byte line, zero
/// (unlocked) from the start, so they need no initialisation. On Apple
/// platforms each is read as an `os_unfair_lock`, whose unlocked value is
/// also a zero 32-bit word.
extern int32_t fractal_striped_locks[64 * 16];

/// The striped lock number `index` (0..<64).
static inline int32_t *fractal_striped_lock(long index) {
    return &fractal_striped_locks[index * 16];
}

// MARK: - The trampoline of derived deliveries

/// One thread's trampoline state (see Fractal's `DerivedTrampoline`): how
/// many derived deliveries and teardowns are nested on this thread's stack,
/// and the work deferred until the outermost one returns (an opaque,
/// retained Swift object, or NULL).
typedef struct {
    long depth;
    void *deferred;
} fractal_trampoline_state;

/// The calling thread's trampoline state: zero on a new thread, and only
/// ever touched by its own thread.
fractal_trampoline_state *fractal_trampoline(void);

// MARK: - Delayed work run at once

/// How many pieces of delayed work an `ImmediateScheduler` is running, one
/// inside another, on the calling thread: zero on a new thread, and only ever
/// touched by its own thread.
long *fractal_immediate_delayed_depth(void);

#endif
