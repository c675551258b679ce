import Fractal
import FractalTesting
import Testing

// Each test is itself deprecated, so it may use the old spellings without a
// warning: they must compile and do what the new ones do until they go.
@Suite("Renamed spellings still compile and forward to the new ones")
struct RenamedSpellingsTests {
    @available(*, deprecated)
    @Test func routingAndPresentationForwardLikeForwardingAndDeferredPresentation() {
        let session = RecordingSession()
        let texts = session.presenter("texts", of: String.self)
        let router = Presenter<Int>.routing { number in
            number > 0 ? texts.presenter.presentation(of: "\(number)") : Presentation.none
        }
        _ = router <~ 1
        _ = router <~ 0
        _ = router <~ 2
        #expect(texts.values == ["1", "2"])
    }

    @available(*, deprecated)
    @Test func aStoresStateIsItsStatesProperty() {
        let store = Store<Int, Void, Never>(initial: 1) { count, _ in
            count += 1
            return .none
        }
        let state: Property<Int> = store.state
        store.send(())
        #expect(state.value == 2)
        #expect(store.state.value == store.states.value)
    }

    @available(*, deprecated)
    @Test func routeComponentsAreItsSegments() throws {
        let route = try Route(components: ["movies", "", "brazil"])
        #expect(route.components == ["movies", "brazil"])
        #expect(route == (try Route(segments: ["movies", "brazil"])))
    }

    @available(*, deprecated)
    @Test func actionValuesAreItsOutputs() async throws {
        let double = Action { (number: Int) async -> Int in number * 2 }
        let seen = Recorder<Int>()
        let observation = double.values.observe(seen.record)
        defer { observation.dispose() }
        #expect(try await double.execute(21) == 42)
        #expect(seen.values == [42])
    }

    @available(*, deprecated)
    @Test func executingIsBusy() {
        #expect(ActionError<Never>.executing == .busy)
    }

    @available(*, deprecated)
    @Test func presentationRecorderIsARecordingSession() {
        let session: PresentationRecorder = RecordingSession()
        let title = session.presenter("title", of: String.self)
        _ = title.presenter <~ "Hello"
        #expect(title.values == ["Hello"])
    }
}
