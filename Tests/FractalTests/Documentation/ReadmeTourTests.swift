// README.md shows this file whole, from the first import on; ReadmeMirrorTests
// fails when the two differ.

import Fractal
import FractalTesting
import Testing

struct UnknownUser: Error, Equatable {}

@Suite("A tour of the primitives")
struct TourOfThePrimitives {
    @Test func propertiesDisposablesCompositionAndActions() async throws {
        // Properties: a value that changes over time.
        let name = MutableProperty("Ada")
        let greeting: Property<String> = name.map { "Hello, \($0)!" }

        let seen = Recorder<String>()
        let observation = greeting.observe(seen.record)  // current value, then changes
        name.value = "Grace"
        #expect(seen.values == ["Hello, Ada!", "Hello, Grace!"])

        // Disposables: stop observing, tear down presentations.
        let disposables = CompositeDisposable()
        disposables += observation
        disposables.dispose()
        name.value = "Linus"
        #expect(seen.values.count == 2)

        // Composition.
        let password = MutableProperty("")
        let canLogIn = name.combineLatest(with: password).map { !$0.isEmpty && !$1.isEmpty }
        #expect(canLogIn.value == false)
        password.value = "secret"
        #expect(canLogIn.value == true)

        // Actions: async work with enabled and executing state.
        let logIn = Action(enabledIf: canLogIn) { (user: String) async throws(UnknownUser) -> String in
            guard user == "Linus" else { throw UnknownUser() }
            return "token-for-\(user)"
        }
        let token = try await logIn.execute(name.value)
        #expect(token == "token-for-Linus")
        password.value = ""
        #expect(throws: ActionError<UnknownUser>.disabled) { try logIn.apply("Linus") }
    }
}
