import Fractal
import FractalTesting
import XCTest

/// A task a view model started and the test never ran, in an XCTest test:
/// the tester's finish fails the test, naming the task.
final class XCTestTaskFailureTests: FailureCapturingTestCase {
    func testATaskNeverRunFailsAtTheFinishByName() async {
        let login = ViewModelTester { _ in TaskLoginModel() }
        login.viewModel.logInTapped()
        login.expect { $0.isLoggingIn = true }
        let failures = await failures { await login.finish() }
        XCTAssertEqual(failures.map(\.line), [#line - 1])
        XCTAssertTrue(
            failures.first?.description.contains(#"task "logIn" of TaskLoginModel was started and never ran"#) == true)
    }
}
