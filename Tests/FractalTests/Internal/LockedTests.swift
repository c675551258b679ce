import Dispatch
import Fractal
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("The lock excludes concurrent holders")
struct LockedTests {
    @Test func contendedIncrementsAreNeverLost() {
        // Eight threads on a two-core machine: the lock is contended, so its
        // spinning and sleeping paths run, not only the uncontended one.
        let counter = Locked.make(0)
        let iterations = 50_000
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<iterations { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 8 * iterations)
    }

    @Test func aHolderThatSleepsKeepsOthersOut() {
        // The holder sleeps (not to synchronise anything: to keep the lock
        // held long enough that the others go to sleep in the kernel); each
        // must still see the state its predecessor left.
        let state = Locked.make((inside: 0, maximum: 0, entries: 0))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50 {
                state.withLock { state in
                    state.inside += 1
                    state.maximum = max(state.maximum, state.inside)
                    usleep(100)
                    state.entries += 1
                    state.inside -= 1
                }
            }
        }
        let final = state.withLock { $0 }
        #expect(final.maximum == 1)
        #expect(final.entries == 200)
        #expect(final.inside == 0)
    }
}
