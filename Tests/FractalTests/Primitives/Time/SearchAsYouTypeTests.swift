import Fractal
import FractalTesting
import Testing

@Suite("Search as you type runs one search once typing pauses")
struct SearchAsYouTypeTests {
    static let names = ["Ada", "Adele", "Alan", "Grace", "Linus"]

    @Test func typingThreeLettersWithin100MillisecondsEachRunsOneSearch() {
        let names = ["Ada", "Adele", "Alan", "Grace", "Linus"]
        let scheduler = TestScheduler()
        let searches = Recorder<String>()
        let query = MutableProperty("")
        let results = query.debounce(for: .milliseconds(300), on: scheduler)
            .map { text in
                searches.record(text)
                return names.filter { $0.lowercased().hasPrefix(text) }
            }
            .stored()  // one search per settled query, however many readers

        let shown = Recorder<[String]>()
        let observation = results.observe(shown.record)
        #expect(shown.values == [names])  // at once: a property always has a value

        query.value = "a"
        scheduler.advance(by: .milliseconds(100))
        query.value = "ad"
        scheduler.advance(by: .milliseconds(100))
        query.value = "ada"
        scheduler.advance(by: .milliseconds(299))
        #expect(searches.values == [""])  // still typing, as far as we know

        scheduler.advance(by: .milliseconds(1))
        #expect(searches.values == ["", "ada"])  // one search, for the last query
        #expect(shown.values == [names, ["Ada"]])
        observation.dispose()
    }

    @Test func aPauseLongerThanTheIntervalSearchesForTheQueryTypedSoFar() {
        let scheduler = TestScheduler()
        let query = MutableProperty("")
        let results = query.debounce(for: .milliseconds(300), on: scheduler)
            .map { text in Self.names.filter { $0.lowercased().hasPrefix(text) } }
        let shown = Recorder<[String]>()
        let observation = results.observe(shown.record)

        query.value = "a"
        scheduler.advance(by: .milliseconds(400))
        query.value = "al"
        scheduler.advance(by: .milliseconds(400))
        #expect(shown.values == [Self.names, ["Ada", "Adele", "Alan"], ["Alan"]])
        #expect(results.value == ["Alan"])
        observation.dispose()
    }
}
