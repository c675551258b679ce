// The examples of the doc comments in Sources/Fractal/Primitives/Time, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Property time operators' doc examples: debounce, delay, throttle and observe(on:)")
    struct PropertyTimeDocExampleTests {
        final class Downloads: Sendable {
            let status = MutableProperty("idle")
        }

        @Test func resultsWaitUntilTheQueryStopsChanging() {
            let scheduler = TestScheduler()
            let query = MutableProperty("")
            let searched = Recorder<String>()
            let search: @Sendable (String) -> [String] = { query in
                searched.record(query)
                return ["Ada Lovelace"].filter { $0.lowercased().hasPrefix(query) }
            }

            let results = query.debounce(for: .milliseconds(300), on: scheduler).map(search)

            let seen = Recorder<[String]>()
            let observation = results.observe(seen.record)
            query.value = "a"
            scheduler.advance(by: .milliseconds(100))
            query.value = "ada"
            scheduler.advance(by: .milliseconds(300))
            #expect(seen.values == [["Ada Lovelace"], ["Ada Lovelace"]])
            #expect(searched.values == ["", "ada"])
            observation.dispose()
        }

        @Test func theHintShowsTwoSecondsAfterTheUserIsIdle() {
            let scheduler = TestScheduler()
            let isIdle = MutableProperty(false)

            let hintIsVisible = isIdle.delay(by: .seconds(2), on: scheduler)

            let seen = Recorder<Bool>()
            let observation = hintIsVisible.observe(seen.record)
            isIdle.value = true
            scheduler.advance(by: .seconds(1))
            #expect(seen.values == [false])
            scheduler.advance(by: .seconds(1))
            #expect(seen.values == [false, true])
            observation.dispose()
        }

        @Test func progressTextIsShownAtMostOncePerInterval() {
            let scheduler = TestScheduler()
            let progress = MutableProperty(0.0)

            let progressText = progress.throttle(for: .milliseconds(100), on: scheduler)
                .map { "\(Int($0 * 100)) %" }

            let seen = Recorder<String>()
            let observation = progressText.observe(seen.record)
            progress.value = 0.1
            scheduler.advance()
            progress.value = 0.2
            progress.value = 0.3
            scheduler.advance(by: .milliseconds(100))
            #expect(seen.values == ["0 %", "10 %", "30 %"])
            observation.dispose()
        }

        @Test func aStatusChangedInTheBackgroundArrivesOnTheMainQueue() async {
            let downloads = Downloads()

            let status = downloads.status.observe(on: UIScheduler())

            let seen = Recorder<String>()
            let observation = status.observe(seen.record)
            let mainQueue = MainQueueBlocker()
            downloads.status.value = "downloading"
            #expect(seen.values == ["idle"])  // the change waits for the main queue
            mainQueue.release()
            await mainQueueCatchesUp()
            #expect(seen.values == ["idle", "downloading"])
            observation.dispose()
        }
    }

    @Suite("Signal time operators' doc examples: debounce, delay, throttle and observe(on:)")
    struct SignalTimeDocExampleTests {
        @Test func searchesAreSentOnceTheEditsSettle() {
            let scheduler = TestScheduler()
            let edits = Emitter<String>()
            let queryEdits = edits.signal

            let searches = queryEdits.debounce(for: .milliseconds(300), on: scheduler)

            let seen = Recorder<String>()
            let observation = searches.observe(seen.record)
            edits.send("a")
            edits.send("ad")
            scheduler.advance(by: .milliseconds(300))
            #expect(seen.values == ["ad"])
            observation.dispose()
        }

        @Test func aToastIsHiddenThreeSecondsLater() {
            let scheduler = TestScheduler()
            let shown = Emitter<String>()
            let toasts = shown.signal

            let hideToast = toasts.delay(by: .seconds(3), on: scheduler)

            let hidden = Recorder<String>()
            let observation = hideToast.observe(hidden.record)
            shown.send("Saved")
            scheduler.advance(by: .seconds(2))
            #expect(hidden.values.isEmpty)
            scheduler.advance(by: .seconds(1))
            #expect(hidden.values == ["Saved"])
            observation.dispose()
        }

        @Test func scrollPositionsAreSentAtMostOncePerInterval() {
            let scheduler = TestScheduler()
            let scrolled = Emitter<Int>()
            let scrolls = scrolled.signal

            let scrollPositions = scrolls.throttle(for: .milliseconds(100), on: scheduler)

            let seen = Recorder<Int>()
            let observation = scrollPositions.observe(seen.record)
            scrolled.send(10)
            scheduler.advance()
            scrolled.send(20)
            scrolled.send(30)
            scheduler.advance(by: .milliseconds(100))
            #expect(seen.values == [10, 30])
            observation.dispose()
        }

        @Test func resultsSentInTheBackgroundArriveOnTheMainQueue() async {
            let found = Emitter<[String]>()
            let searchResults = found.signal

            let results = searchResults.observe(on: UIScheduler())

            let seen = Recorder<[String]>()
            let observation = results.observe(seen.record)
            let mainQueue = MainQueueBlocker()
            found.send(["Ada Lovelace"])
            #expect(seen.values.isEmpty)  // the event waits for the main queue
            mainQueue.release()
            await mainQueueCatchesUp()
            #expect(seen.values == [["Ada Lovelace"]])
            observation.dispose()
        }
    }
}
