// The examples of the doc comments of FractalTesting's waiting helpers,
// compiled and run: .ci/check-docs.py finds each one here, line for line.

import Fractal
import FractalTesting
import Testing

extension DocCommentExamples {
    @Suite("Waiting's doc example: a test awaits the end of an action without sleeping")
    struct WaitingDocExampleTests {
        final class LoginViewModel: Sendable {
            let loggedIn = MutableProperty(false)
            let logIn: Action<Void, Void, Never>

            init() {
                let loggedIn = loggedIn
                logIn = Action { loggedIn.value = true }
            }
        }

        @Test func theTestResumesOnceTheActionHasRun() async throws {
            let viewModel = LoginViewModel()
            try viewModel.logIn.apply()
            await viewModel.logIn.isExecuting.firstValue { $0 == false }
            #expect(viewModel.loggedIn.value)
        }
    }
}
