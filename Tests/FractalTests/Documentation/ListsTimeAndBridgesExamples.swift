// The time and bridge examples of the DocC article "Lists, Time and Bridges"
// (Sources/Fractal/Fractal.docc/ListsTimeAndBridges.md), and the bindings of
// "From Observable and Dynamic bindings" (FromBindings.md), compiled and run
// here; .ci/check-docs.py checks the articles' blocks appear here line for line.
// The article's list examples are InboxExample.swift and InboxViewExample.swift.

import Fractal
import FractalTesting
import Testing

@Suite("Lists, Time and Bridges: a pause, a loop and a feed")
struct ListsTimeAndBridgesExamples {
    @Test func aSearchRunsOncePerPause() {
        let scheduler = TestScheduler()
        let searches = Recorder<String>()
        let query = MutableProperty("")
        let settled = query.debounce(for: .milliseconds(300), on: scheduler)
        let observation = settled.observeChanges(searches.record)
        query.value = "a"
        scheduler.advance(by: .milliseconds(100))
        query.value = "ad"
        scheduler.advance(by: .milliseconds(299))
        #expect(searches.values == [])  // still typing, as far as we know
        scheduler.advance(by: .milliseconds(1))
        #expect(searches.values == ["ad"])  // one search, for the last query
        observation.dispose()
    }

    @Test func aLoopOverAPropertyStartsWithItsValue() async {
        let name = MutableProperty("Ada")
        var seen: [String] = []
        for await value in name.values {
            seen.append(value)
            if value == "Ada" { name.value = "Grace" }
            if value == "Grace" { break }  // leaving the loop disposes the observation
        }
        #expect(seen == ["Ada", "Grace"])
    }

    @Test func aPropertyFedByAnAsyncSequence() async {
        let (updates, continuation) = AsyncStream.makeStream(of: String.self)
        let status = MutableProperty("Connecting…")
        let feeding = status.feed(from: updates)  // dispose it to stop the feed
        continuation.yield("Online")
        let online = await status.firstValue { $0 == "Online" }
        #expect(online == "Online")
        feeding.dispose()
    }
}

@Suite("From Observable and Dynamic bindings: bind and bindAndFire are observe and observeChanges")
struct FromBindingsExamples {
    @Test func observeIsBindAndFireAndObserveChangesIsBind() {
        let name = MutableProperty("Ada")
        let fired = Recorder<String>()
        let bound = Recorder<String>()
        let bindAndFire = name.observe(fired.record)  // the current value, then each change
        let bind = name.observeChanges(bound.record)  // each change only
        name.value = "Grace"
        #expect(fired.values == ["Ada", "Grace"])
        #expect(bound.values == ["Grace"])
        bindAndFire.dispose()
        bind.dispose()
    }

    @Test func aReadOnlyViewOfAModel() {
        let count = MutableProperty(0)
        let exposed: Property<Int> = Property(count)  // the view model's read-only protocol
        let text = exposed.map { "Count: \($0)" }
        count.value = 2
        #expect(text.value == "Count: 2")
    }
}
