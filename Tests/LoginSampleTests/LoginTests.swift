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
        #expect(await login.viewModel.logInTapped() == false)
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
        await login.viewModel.logInTapped()
        login.expect {
            $0.username = "ada"; $0.password = "wrong"; $0.error = "Wrong username or password."
        }
        login.viewModel.passwordChanged("wrong again")
        login.expect {
            $0.password = "wrong again"; $0.error = nil
        }
    }
}

/// An auth service whose logins wait until the test opens the gate; it counts them.
private final class GatedAuthService: AuthService {
    let inner = InMemoryAuthService(accounts: ["ada": "lovelace"])
    let calls = MutableProperty(0)
    let (gate, open) = AsyncStream<Void>.makeStream()
    var state: Property<AuthState> { inner.state }

    func logIn(username: String, password: String) async throws(AuthError) -> User {
        calls.modify { $0 += 1 }
        for await _ in gate { break }
        return try await inner.logIn(username: username, password: password)
    }

    func logOut() { inner.logOut() }
}

@Suite("A login in flight")
struct LoginInFlightTests {
    @Test func showsItIsLoggingInAndASecondTapStartsNothing() async {
        let auth = GatedAuthService()
        let login = ViewModelTester { _ in LoginViewModel(dependencies: .init(authService: auth), context: .init()) }
        login.viewModel.usernameChanged("ada")
        login.viewModel.passwordChanged("lovelace")
        login.expect {
            $0.username = "ada"; $0.password = "lovelace"
        }
        let first = Task { [model = login.viewModel] in await model.logInTapped() }
        await login.receive { $0.isLoggingIn = true }
        #expect(!login.state.canLogIn)
        #expect(await login.viewModel.logInTapped() == false)
        auth.open.yield()
        #expect(await first.value == true)
        login.expect { $0.isLoggingIn = false }
        #expect(auth.calls.value == 1)
        await login.finish()
    }
}
