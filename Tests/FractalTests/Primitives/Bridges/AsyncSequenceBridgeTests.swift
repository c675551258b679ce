import Fractal
import FractalObservation
import FractalTesting
import Testing

// Async sequences in and out of properties, signals and actions, as an app
// uses them.

/// A view model whose status follows a service's stream of updates while it lives.
final class ConnectionViewModel: Sendable {
    let status = MutableProperty("Connecting…")
    private let feed: ScopedDisposable

    init(updates: AsyncStream<String>) {
        feed = ScopedDisposable(status.feed(from: updates))
    }
}

@Suite("Async sequences come out of actions and feed a view model's property while it lives")
struct AsyncSequenceBridgeTests {
    @Test func awaitingAnActionsOutputs() async throws {
        let logIn = Action { (name: String) async throws(NoError) -> String in "token-for-\(name)" }
        var tokens = logIn.outputs.values.makeAsyncIterator()  // observes from here
        _ = try await logIn.execute("ada")
        #expect(await tokens.next() == "token-for-ada")
    }

    @Test func aPropertyFedByAStream() async {
        let (updates, continuation) = AsyncStream.makeStream(of: String.self)
        let viewModel = ConnectionViewModel(updates: updates)
        #expect(viewModel.status.value == "Connecting…")
        continuation.yield("Online")
        await viewModel.status.firstValue { $0 == "Online" }
        #expect(viewModel.status.value == "Online")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
    @MainActor
    @Test func aContainerOfObservedValues() {
        let scheduler = TestScheduler()
        let view = ObservedCounterView(scheduler: scheduler)
        let presentation = CounterViewModel() <- view
        scheduler.advance()
        #expect(view.count.value == "Count: 0")
        view.increment.value?()  // the user taps
        scheduler.advance()
        #expect(view.count.value == "Count: 1")
        presentation?.dispose()
    }
}
