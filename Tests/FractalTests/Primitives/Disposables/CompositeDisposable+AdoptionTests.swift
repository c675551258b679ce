import Fractal
import FractalTesting
import Testing

/// A disposable that records every call to `dispose()`, not only the first,
/// so a child disposed twice shows up as two calls.
private final class CallRecordingDisposable: Disposable {
    let name: String
    private let calls: Recorder<String>

    init(_ name: String, calls: Recorder<String>) {
        self.name = name
        self.calls = calls
    }

    var isDisposed: Bool { calls.values.contains(name) }

    func dispose() { calls.record(name) }
}

@Suite("A composite made from an array adopts the array instead of copying it")
struct CompositeDisposableAdoptionTests {
    // `_getRetainCount` counts strong references: a composite that copied
    // the elements into storage of its own would hold one more each.
    @Test func adoptingAnArrayOfOptionalsRetainsNoElement() {
        let calls = Recorder<String>()
        let element = CallRecordingDisposable("element", calls: calls)
        let elements: [(any Disposable)?] = [nil, element]
        let before = _getRetainCount(element)
        let composite = CompositeDisposable(elements)
        #expect(_getRetainCount(element) == before)
        withExtendedLifetime(composite) {}
    }

    @Test func adoptingAnArrayOfDisposablesRetainsNoElement() {
        let calls = Recorder<String>()
        let element = CallRecordingDisposable("element", calls: calls)
        let elements: [any Disposable] = [element]
        let before = _getRetainCount(element)
        let composite = CompositeDisposable(elements)
        #expect(_getRetainCount(element) == before)
        withExtendedLifetime(composite) {}
    }
}

@Suite("A composite disposes its adopted children first, in array order, once")
struct CompositeDisposableAdoptedOrderTests {
    @Test func adoptedChildrenComeFirstThenAddedOnesAndNilsAreSkipped() {
        let calls = Recorder<String>()
        let elements: [(any Disposable)?] = [
            nil, CallRecordingDisposable("a", calls: calls), nil,
            CallRecordingDisposable("b", calls: calls), CallRecordingDisposable("c", calls: calls), nil,
        ]
        let composite = CompositeDisposable(elements)
        composite += CallRecordingDisposable("added", calls: calls)
        composite += nil
        composite += { calls.record("closure") }
        #expect(calls.values.isEmpty)
        #expect(!composite.isDisposed)
        composite.dispose()
        #expect(calls.values == ["a", "b", "c", "added", "closure"])
        #expect(composite.isDisposed)
    }

    @Test func disposingTwiceDisposesEachAdoptedChildOnce() {
        let calls = Recorder<String>()
        let composite = CompositeDisposable((0..<3).map { CallRecordingDisposable("\($0)", calls: calls) as (any Disposable)? })
        composite.dispose()
        composite.dispose()
        #expect(calls.values == ["0", "1", "2"])
    }

    @Test func anArrayOfDisposablesIsDisposedInOrderOnce() {
        let calls = Recorder<String>()
        let elements: [any Disposable] = (0..<4).map { CallRecordingDisposable("\($0)", calls: calls) }
        let composite = CompositeDisposable(elements)
        composite.add { calls.record("closure") }
        composite.dispose()
        composite.dispose()
        #expect(calls.values == ["0", "1", "2", "3", "closure"])
        #expect(composite.isDisposed)
    }
}

@Suite("A composite lets go of its adopted children")
struct CompositeDisposableAdoptedReleaseTests {
    @Test func releasingWithoutDisposingReleasesAdoptedChildrenUndisposed() {
        let calls = Recorder<String>()
        weak var weakElement: CallRecordingDisposable?
        weak var weakComposite: CompositeDisposable?
        do {
            let element = CallRecordingDisposable("element", calls: calls)
            weakElement = element
            let composite = CompositeDisposable([nil, element] as [(any Disposable)?])
            composite += CallRecordingDisposable("added", calls: calls)
            weakComposite = composite
        }
        #expect(weakComposite == nil)
        #expect(weakElement == nil)
        #expect(calls.values.isEmpty)
    }

    @Test func afterDisposalTheCompositeNoLongerHoldsAdoptedChildren() {
        let calls = Recorder<String>()
        weak var weakOptional: CallRecordingDisposable?
        weak var weakElement: CallRecordingDisposable?
        let composite: CompositeDisposable
        let other: CompositeDisposable
        do {
            let optional = CallRecordingDisposable("optional", calls: calls)
            let element = CallRecordingDisposable("element", calls: calls)
            weakOptional = optional
            weakElement = element
            composite = CompositeDisposable([optional, nil] as [(any Disposable)?])
            other = CompositeDisposable([element] as [any Disposable])
        }
        // The callers' arrays are gone: only the composites hold the children.
        #expect(weakOptional != nil)
        #expect(weakElement != nil)
        composite.dispose()
        other.dispose()
        #expect(weakOptional == nil)
        #expect(weakElement == nil)
        #expect(calls.values == ["optional", "element"])
        withExtendedLifetime((composite, other)) {}
    }
}

@Suite("Adding to a composite made from an array once it is disposed disposes at once")
struct CompositeDisposableAdoptedLateAddTests {
    @Test func aChildAddedAfterDisposalIsDisposedAtOnce() {
        let calls = Recorder<String>()
        let composite = CompositeDisposable([CallRecordingDisposable("adopted", calls: calls)] as [any Disposable])
        composite.dispose()
        composite += CallRecordingDisposable("late", calls: calls)
        #expect(calls.values == ["adopted", "late"])
        composite.add { calls.record("late closure") }
        #expect(calls.values == ["adopted", "late", "late closure"])
        composite.dispose()
        #expect(calls.values == ["adopted", "late", "late closure"])
    }
}

@Suite("A composite made from an array disposes every child exactly once under contention")
struct CompositeDisposableAdoptedConcurrencyTests {
    @Test func concurrentAddsAndDisposalsDisposeEveryChildExactlyOnce() throws {
        for _ in 0..<50 {
            let calls = Recorder<String>()
            let adopted = (0..<1_000).map { CallRecordingDisposable("adopted \($0)", calls: calls) }
            let added = (0..<400).map { CallRecordingDisposable("added \($0)", calls: calls) }
            let composite = CompositeDisposable(adopted.map { $0 as (any Disposable)? })
            hammer(threads: 5) { thread in
                // One thread only disposes; the others add a few children,
                // dispose too, then add the rest (disposed at once): the
                // disposals overlap one another and the additions.
                guard thread < 4 else { composite.dispose(); return }
                for (step, index) in stride(from: thread, to: added.count, by: 4).enumerated() {
                    if step == 10 { composite.dispose() }
                    composite += added[index]
                }
            }
            #expect(composite.isDisposed)
            let disposals = Dictionary(calls.values.map { ($0, 1) }, uniquingKeysWith: +)
            let notOnce = (adopted + added).map(\.name).filter { disposals[$0] != 1 }
            let firstNotOnce = Array(notOnce.prefix(3))
            try #require(firstNotOnce.isEmpty, "\(notOnce.count) children disposed other than once")
            try #require(disposals.count == adopted.count + added.count)
            // The adopted children are disposed first, in array order.
            let adoptedNames = Set(adopted.map(\.name))
            try #require(calls.values.filter { adoptedNames.contains($0) } == adopted.map(\.name))
        }
    }
}
