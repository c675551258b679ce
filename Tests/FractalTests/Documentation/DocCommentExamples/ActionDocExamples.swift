// The examples of the doc comments in Sources/Fractal/Primitives/Actions, compiled and
// run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Action's doc example: execute awaits the output, apply starts the work")
    struct ActionDocExampleTests {
        struct Credentials: Sendable {
            let name: String
            let password: String
        }

        struct User: Equatable, Sendable {
            let name: String
        }

        struct AuthError: Error, Equatable {}

        struct Auth: Sendable {
            let attempts = Recorder<String>()

            func logIn(_ credentials: Credentials) async throws(AuthError) -> User {
                attempts.record(credentials.name)
                guard credentials.password == "secret" else { throw AuthError() }
                return User(name: credentials.name)
            }
        }

        @Test func executeReturnsTheUserAndApplyStartsAnotherRun() async throws {
            let auth = Auth()
            let formIsValid = MutableProperty(true)
            let credentials = Credentials(name: "ada", password: "secret")
            let shownErrors = Recorder<AuthError>()
            let showError: @Sendable (AuthError) -> Void = shownErrors.record

            let logIn = Action(enabledIf: formIsValid) { (credentials: Credentials) async throws(AuthError) -> User in
                try await auth.logIn(credentials)
            }
            let errors = logIn.errors.observe { showError($0) }
            let user = try await logIn.execute(credentials)  // runs the work, awaits its output
            try logIn.apply(credentials)  // or starts it and returns at once

            #expect(user == User(name: "ada"))
            await logIn.isExecuting.firstValue { $0 == false }
            #expect(auth.attempts.values == ["ada", "ada"])
            try logIn.apply(Credentials(name: "ada", password: "wrong"))
            await logIn.isExecuting.firstValue { $0 == false }
            #expect(shownErrors.values == [AuthError()])
            errors.dispose()
        }
    }
}
