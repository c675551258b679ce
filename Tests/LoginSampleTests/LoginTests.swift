import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("The login screen")
struct LoginTests {
    let login = ViewModelTester { _ in LoginViewModel(dependencies: .init(authService: AppServices.sample().authService), context: .init()) }

    @Test func startsWithTheFormDisabled() {
        #expect(login.state.title == "Log in" && login.state.hint == "Try ada / lovelace")
        #expect(!login.state.canLogIn)
    }

    @Test func anIncompleteFormKeepsTheButtonDisabled() async {
        login.viewModel.usernameChanged("ada")
        login.expect { $0.username = "ada" }
        #expect(!login.state.canLogIn)
        #expect(login.viewModel.logInTapped() == false)
        login.viewModel.usernameChanged("")
        login.viewModel.passwordChanged("lovelace")
        login.expect {
            $0.username = ""; $0.password = "lovelace"
        }
        #expect(!login.state.canLogIn)
        login.viewModel.usernameChanged("ada")
        login.expect { $0.username = "ada" }
        #expect(login.state.canLogIn)
    }

    @Test func aFailedLoginShowsTheErrorAndEditingClearsIt() async {
        login.viewModel.usernameChanged("ada")
        login.viewModel.passwordChanged("wrong")
        login.viewModel.logInTapped()
        login.expect {
            $0.username = "ada"; $0.password = "wrong"; $0.isLoggingIn = true
        }
        await login.receive {
            $0.isLoggingIn = false; $0.error = "Wrong username or password."
        }
        login.viewModel.passwordChanged("wrong again")
        login.expect {
            $0.password = "wrong again"; $0.error = nil
        }
        await login.finish()
    }
}

@Suite("A login in flight")
struct LoginInFlightTests {
    @Test func showsItIsLoggingInAndASecondTapStartsNothing() async {
        let login = ViewModelTester { _ in LoginViewModel(dependencies: .init(authService: AppServices.sample().authService), context: .init()) }
        login.viewModel.usernameChanged("ada")
        login.viewModel.passwordChanged("lovelace")
        #expect(login.viewModel.logInTapped())
        login.expect {
            $0.username = "ada"; $0.password = "lovelace"; $0.isLoggingIn = true
        }
        #expect(!login.state.canLogIn)
        #expect(login.viewModel.logInTapped() == false)
        #expect(login.tasks == ["logIn"])
        await login.receive { $0.isLoggingIn = false }
        await login.finish()
    }
}
