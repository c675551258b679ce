import Fractal
import Testing

@Suite("Action errors describe themselves")
struct ActionErrorTests {
    @Test func errorsDescribeThemselves() {
        #expect(ActionError<LoginFailed>.disabled.description == "the action is disabled")
        #expect(ActionError<LoginFailed>.busy.description == "the action is already executing")
        #expect(ActionError<LoginFailed>.cancelled.description == "the action was cancelled")
        #expect(ActionError.failed(LoginFailed(message: "x")).description.contains("failed"))
    }
}
