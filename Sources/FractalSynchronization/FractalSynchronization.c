// The atomics and the lock's fast paths are header-only (static inline);
// this file holds the lock's slow paths and the striped lock table.
#include "FractalSynchronization.h"

#include <stdio.h>
#include <stdlib.h>

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#else
#include <sched.h>
#endif

int32_t fractal_striped_locks[64 * 16] __attribute__((aligned(64)));

static _Thread_local fractal_trampoline_state fractal_trampoline_of_thread;

fractal_trampoline_state *fractal_trampoline(void) {
    return &fractal_trampoline_of_thread;
}

static _Thread_local long fractal_immediate_delayed_depth_of_thread;

long *fractal_immediate_delayed_depth(void) {
    return &fractal_immediate_delayed_depth_of_thread;
}

/// The innermost eight locks the calling thread holds while it runs caller
/// code, in a ring: the lock entered at depth `d` is in `words[d % 8]` (see
/// fractal_lock_enter_caller_code).
static _Thread_local struct {
    int32_t *words[8];
    long count;
} fractal_caller_code_of_thread;

int32_t *fractal_lock_enter_caller_code(int32_t *word) {
    long depth = fractal_caller_code_of_thread.count++;
    int32_t *displaced = fractal_caller_code_of_thread.words[depth % 8];
    fractal_caller_code_of_thread.words[depth % 8] = word;
    return displaced;
}

void fractal_lock_leave_caller_code(int32_t *displaced) {
    long depth = --fractal_caller_code_of_thread.count;
    fractal_caller_code_of_thread.words[depth % 8] = displaced;
}

/// Stops the program if the calling thread holds the lock at `word` while
/// running caller code: waiting for it would never end.
static void fractal_lock_check_not_held_by_caller_code(int32_t *word) {
    long count = fractal_caller_code_of_thread.count;
    for (long depth = count - 1; depth >= 0 && depth >= count - 8; depth--) {
        if (fractal_caller_code_of_thread.words[depth % 8] == word) {
            fputs("Fractal: the body of MutableProperty.modify changed the property it modifies (set it, "
                  "or modified it again, directly or through code it called: a StateLink, a child view "
                  "model's init or deinit, a store's reducer sending to its own store), which would never "
                  "return. Change the value the body is given, or make the change after modify returns. "
                  "The body may read and observe the property; only writing it again is refused.\n",
                  stderr);
            fflush(stderr);
            abort();
        }
    }
}

static inline int32_t fractal_lock_load(int32_t *word) {
    return atomic_load_explicit((_Atomic(int32_t) *)word, memory_order_relaxed);
}

/// Spins while the lock is held without waiters, a bounded number of times;
/// returns the last state seen.
static int32_t fractal_lock_spin(int32_t *word) {
    int32_t state = fractal_lock_load(word);
    for (int spins = 0; state == 1 && spins < 100; spins++) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
        state = fractal_lock_load(word);
    }
    return state;
}

static void fractal_futex_wait(int32_t *word, int32_t expected) {
#if defined(__linux__)
    // Returns at once if *word differs from `expected`; spurious wake-ups are fine.
    syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
#else
    (void)word;
    (void)expected;
    sched_yield();
#endif
}

void fractal_lock_wait(int32_t *word) {
    fractal_lock_check_not_held_by_caller_code(word);
    int32_t state = fractal_lock_spin(word);
    if (state == 0) {
        int32_t expected = 0;
        if (atomic_compare_exchange_strong_explicit(
                (_Atomic(int32_t) *)word, &expected, 1, memory_order_acquire, memory_order_relaxed)) {
            return;
        }
        state = expected;
    }
    for (;;) {
        // Mark the lock contended; if it was free, it is now ours (as "2",
        // so at worst the unlocker makes one needless wake).
        if (state != 2 &&
            atomic_exchange_explicit((_Atomic(int32_t) *)word, 2, memory_order_acquire) == 0) {
            return;
        }
        fractal_futex_wait(word, 2);
        state = fractal_lock_spin(word);
    }
}

void fractal_lock_wake(int32_t *word) {
#if defined(__linux__)
    syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
#else
    (void)word;
#endif
}
