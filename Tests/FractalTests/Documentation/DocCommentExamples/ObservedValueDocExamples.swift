// The examples of the doc comments in Sources/FractalObservation, compiled
// and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalObservation
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("ObservedValue's doc example: a view of holders driven by an unchanged view model")
    @MainActor
    struct ObservedValueDocExampleTests {
        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
        struct CounterScreen: CounterPresenters {
            let count = ObservedValue<String>()
            let increment = ObservedValue<@Sendable () -> Void>()

            var countPresenter: Presenter<String> { count.presenter }
            var incrementPresenter: Presenter<@Sendable () -> Void> { increment.presenter }
        }

        // In a SwiftUI view:  Text(screen.count.value ?? "")

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
        @Test func theScreenShowsTheCountAndItsIncrementChangesIt() async throws {
            let screen = CounterScreen()
            let presentation = CounterViewModel() <- screen
            await mainQueueCatchesUp()
            #expect(screen.count.value == "Count: 0")
            let increment = try #require(screen.increment.value)
            increment()
            await mainQueueCatchesUp()
            await mainQueueCatchesUp()
            #expect(screen.count.value == "Count: 1")
            presentation?.dispose()
            await mainQueueCatchesUp()
            await mainQueueCatchesUp()
            #expect(screen.count.value == nil)
        }
    }

    @Suite("ObservedValue's doc example: a holder of values that are not Equatable, such as an action")
    @MainActor
    struct ObservedValueOfActionDocExampleTests {
        struct User: Sendable {}
        struct AuthError: Error {}

        @available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
        @Test func theHolderShowsTheActionWhilePresented() async {
            let logIn = ObservedValue<Action<Void, User, AuthError>>()
            let action = Action<Void, User, AuthError> { _ in User() }
            let presentation = logIn.presenter <~ action
            await mainQueueCatchesUp()
            #expect(logIn.value === action)
            presentation?.dispose()
            await mainQueueCatchesUp()
            #expect(logIn.value == nil)
        }
    }
}
