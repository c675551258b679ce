import Fractal
import LoginSample

extension SettlingScheduler {
    /// A presenter that shows each value with `show` and, when the value's
    /// presentation is disposed, calls `show(nil)` to take it back. Both run on
    /// the main actor: `Presenter.UI` binds and tears down on this scheduler.
    nonisolated func presenter<Value: Sendable>(
        _ show: @escaping @MainActor @Sendable (Value?) -> Void
    ) -> Presenter<Value> {
        Presenter.UI(on: self) { value in
            show(value)
            return AnyDisposable { MainActor.assumeIsolated { show(nil) } }
        }
    }
}

/// The root view: shows whichever child screen the root view model presents.
@MainActor
final class AppView: RootPresenters {
    enum Showing { case login, main }

    let scheduler: SettlingScheduler
    let login: LoginScreen
    let main: MainScreen
    private(set) var showing: Showing?

    init(scheduler: SettlingScheduler) {
        self.scheduler = scheduler
        login = LoginScreen(scheduler: scheduler)
        main = MainScreen(scheduler: scheduler)
    }

    nonisolated var loginPresenter: Presenter<LoginViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            self.showing = .login
            return CompositeDisposable([
                viewModel <- self.login,
                AnyDisposable { MainActor.assumeIsolated { self.showing = nil } },
            ])
        }
    }

    nonisolated var mainPresenter: Presenter<MainViewModel.AnyPresentable> {
        Presenter.UI(on: scheduler) { viewModel in
            self.showing = .main
            return CompositeDisposable([
                viewModel <- self.main,
                AnyDisposable { MainActor.assumeIsolated { self.showing = nil } },
            ])
        }
    }
}

/// The login screen: two text fields, a button, an error line.
@MainActor
final class LoginScreen: LoginPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    var hint = ""
    var error: String?
    var username = ""
    var password = ""
    private(set) var usernameInput: (@Sendable (String) -> Void)?
    private(set) var passwordInput: (@Sendable (String) -> Void)?
    private(set) var logIn: Action<Void, User, AuthError>?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    /// Types into the username field, as a text field would report it.
    func type(username text: String) {
        username = text
        usernameInput?(text)
    }

    /// Types into the password field.
    func type(password text: String) {
        password = text
        passwordInput?(text)
    }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var hintPresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.hint = $0; return nil
        }
    }

    nonisolated var usernameInputPresenter: Presenter<@Sendable (String) -> Void> {
        scheduler.presenter { sink in
            if sink != nil { self.username = "" }
            self.usernameInput = sink
        }
    }

    nonisolated var passwordInputPresenter: Presenter<@Sendable (String) -> Void> {
        scheduler.presenter { sink in
            if sink != nil { self.password = "" }
            self.passwordInput = sink
        }
    }

    nonisolated var logInPresenter: Presenter<Action<Void, User, AuthError>> {
        scheduler.presenter { self.logIn = $0 }
    }

    nonisolated var errorPresenter: Presenter<String> {
        scheduler.presenter { self.error = $0 }
    }
}

/// The main screen: a greeting, the list, the open item, a logout button.
@MainActor
final class MainScreen: MainPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    private(set) var rows: [RowView] = []
    private(set) var detail: DetailView?
    private(set) var logOut: Action<Void, Void, Never>?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var rowsPresenter: Presenter<[ItemRowViewModel]> {
        Presenter.UI(on: scheduler) { viewModels in
            // One row view per row view model, each presenting itself.
            let views = viewModels.map { _ in RowView(scheduler: self.scheduler) }
            self.rows = views
            return CompositeDisposable(
                zip(viewModels, views).map { $0 <- $1 }
                    + [AnyDisposable { MainActor.assumeIsolated { self.rows = [] } }]
            )
        }
    }

    nonisolated var detailPresenter: Presenter<ItemDetailViewModel> {
        Presenter.UI(on: scheduler) { viewModel in
            let view = DetailView(scheduler: self.scheduler)
            self.detail = view
            return CompositeDisposable([
                viewModel <- view,
                AnyDisposable { MainActor.assumeIsolated { if self.detail === view { self.detail = nil } } },
            ])
        }
    }

    nonisolated var logOutPresenter: Presenter<Action<Void, Void, Never>> {
        scheduler.presenter { self.logOut = $0 }
    }
}

/// One row of the main list.
@MainActor
final class RowView: ItemRowPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    private(set) var select: (@Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var selectPresenter: Presenter<@Sendable () -> Void> {
        scheduler.presenter { self.select = $0 }
    }
}

/// The open item.
@MainActor
final class DetailView: ItemDetailPresenters {
    let scheduler: SettlingScheduler
    var title = ""
    var text = ""
    private(set) var close: (@Sendable () -> Void)?

    init(scheduler: SettlingScheduler) { self.scheduler = scheduler }

    nonisolated var titlePresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.title = $0; return nil
        }
    }

    nonisolated var detailPresenter: Presenter<String> {
        Presenter.UI(on: scheduler) {
            self.text = $0; return nil
        }
    }

    nonisolated var closePresenter: Presenter<@Sendable () -> Void> {
        scheduler.presenter { self.close = $0 }
    }
}
