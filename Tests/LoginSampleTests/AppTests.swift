import Fractal
import FractalTesting
import LoginSample
import Testing

@Suite("The Root → Login | Main tree")
struct AppTests {
    let services = AppServices.sample()
    let app: ViewModelTester<RootViewModel>

    init() {
        let services = services
        app = ViewModelTester { RootViewModel(dependencies: services, context: .init(scheduler: $0)) }
    }

    /// Types `username` and `password` into the login screen shown now, and taps to log in.
    func logIn(_ username: String, _ password: String) {
        app.state.login?.usernameChanged(username)
        app.state.login?.passwordChanged(password)
        app.state.login?.logInTapped()
    }

    @Test func startsAtLoginWithTheFormEmpty() {
        #expect(app.state.login?.state == LoginViewModel.State())
    }

    @Test func aFailedLoginStaysAtLogin() async {
        logIn("ada", "wrong")
        app.expect {
            $0.login?.expect {
                $0.username = "ada"
                $0.password = "wrong"
                $0.isLoggingIn = true
            }
        }
        await app.receive {
            $0.login?.expect {
                $0.isLoggingIn = false
                $0.error = "Wrong username or password."
            }
        }
        await app.finish()
    }

    @Test func successSwapsToMainAndLogoutBackToLogin() async {
        logIn("ada", "lovelace")
        await app.receive { $0 = .main(MainViewModel(services, scheduler: app.scheduler)) }
        #expect(app.state.main?.state.rows.map(\.state.title) == ["Analytical Engine", "Notes on the Engine", "Bernoulli numbers"])

        // A new login screen, its form disabled. The sign-out goes through the auth service's shared
        // state, which the login task's thread may still be delivering: it arrives when that delivery ends.
        app.state.main?.logOutTapped()
        await app.receive { $0 = .login(LoginViewModel(dependencies: .init(authService: services.authService), context: .init())) }
        await app.finish()
    }
}
