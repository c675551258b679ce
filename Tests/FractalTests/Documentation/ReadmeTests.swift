// The code of README.md's tour, kept compiling and passing here.
// Keep the two in step: a change to one is a change to the other.
import Fractal
import FractalTesting
import Testing

@Suite("README tour")
struct ReadmeTests {
    @Test func tourOfThePrimitives() async throws {
        // Properties: a value that changes over time.
        let name = MutableProperty("Ada")
        let greeting: Property<String> = name.map { "Hello, \($0)!" }

        let seen = Recorder<String>()
        let observation = greeting.observe(seen.record)   // current value, then changes
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
        let logIn = Action(enabledIf: canLogIn) { (user: String) async throws(LoginFailed) -> String in
            guard user == "Linus" else { throw LoginFailed(message: "unknown user") }
            return "token-for-\(user)"
        }
        let token = try await logIn.execute(name.value)
        #expect(token == "token-for-Linus")
        password.value = ""
        #expect(throws: ActionError<LoginFailed>.disabled) { try logIn.apply("Linus") }
    }
}
