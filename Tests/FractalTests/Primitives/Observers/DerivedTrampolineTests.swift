import Foundation
import Fractal
import FractalTesting
import Testing

/// Runs `body` on a new thread with a 512 KiB stack (a secondary thread's
/// default on Apple platforms) and waits until it has returned.
private func onSmallStack(_ body: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        let thread = Thread {
            body()
            finished.resume()
        }
        thread.stackSize = 512 * 1024
        thread.start()
    }
}

/// A class instance the first level of a chain captures, to see when the
/// whole chain is released.
private final class Token: Sendable {}

/// A chain of `levels` derived properties, each `map { $0 + 1 }.stored()`
/// of the one before; the first level's transform holds `token`.
private func storedChain(from root: MutableProperty<Int>, levels: Int, holding token: Token = Token()) -> Property<Int> {
    var level = Property(root).map { value in withExtendedLifetime(token) { value + 1 } }.stored()
    for _ in 1..<levels { level = level.map { $0 + 1 }.stored() }
    return level
}

@Suite("A long chain of derived properties delivers and tears down in bounded stack")
struct DerivedTrampolineTests {
    @Test func aValueReachesTheEndOfTenThousandStoredLevelsOnASmallStack() async {
        let seen = Recorder<Int>()
        let chainIsReleased = Recorder<Bool>()
        await onSmallStack {
            let root = MutableProperty(0)
            weak var weakToken: Token?
            do {
                let token = Token()
                weakToken = token
                let end = storedChain(from: root, levels: 10_000, holding: token)
                let observation = end.observe { seen.record($0) }
                root.value = 5
                root.value = 7
                // Every level stored its value before the set returned.
                seen.record(end.value)
                observation.dispose()
            }
            // Releasing the chain, here on the small stack, does not recurse per level.
            chainIsReleased.record(weakToken == nil)
        }
        #expect(seen.values == [10_000, 10_005, 10_007, 10_007])
        #expect(chainIsReleased.values == [true])
    }

    @Test func combineLatestLevelsDeliverOnASmallStack() async {
        let seen = Recorder<Int>()
        await onSmallStack {
            let root = MutableProperty(0)
            var level = Property(root)
            for _ in 0..<10_000 { level = level.combineLatest(with: Property(value: 1)).map { $0 + $1 } }
            let observation = level.observeChanges { seen.record($0) }
            root.value = 1
            root.value = 2
            observation.dispose()
        }
        #expect(seen.values == [10_001, 10_002])
    }

    @Test func pastTheInlineDepthEveryObserverStillSeesEveryValueInOrder() {
        let root = MutableProperty(0)
        let end = storedChain(from: root, levels: 100)
        let middle = storedChain(from: root, levels: 50)
        let atEnd = Recorder<Int>()
        let atMiddle = Recorder<Int>()
        let observations = [
            end.observeChanges { atEnd.record($0) },
            middle.observeChanges { atMiddle.record($0) },
            end.observeChanges { value in
                // A set from inside a deferred delivery is delivered after it.
                if value == 101 { root.value = 2 }
            },
        ]
        root.value = 1
        #expect(atEnd.values == [101, 102])
        #expect(atMiddle.values == [51, 52])
        #expect(end.value == 102)
        observations.forEach { $0.dispose() }
    }
}
