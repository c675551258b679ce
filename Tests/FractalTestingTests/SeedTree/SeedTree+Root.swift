// The seed-style sample tree's root and login screen (see SeedTree.swift).

import Fractal
import LoginSample

extension SeedTree {
    /// What a root view must provide: one presenter per kind of child.
    protocol RootPresenters: Sendable {
        /// Shows the login screen.
        var loginPresenter: Presenter<LoginViewModel> { get }
        /// Shows the main screen.
        var mainPresenter: Presenter<MainViewModel.AnyPresentable> { get }
    }

    /// The root of the sample tree: it maps the auth service's state to the
    /// current child, `login` or `main`, and presents that child serially,
    /// through a child presenter that presents each case into the view's
    /// presenter for it.
    final class RootViewModel: Sendable {
        /// What the root needs from its parent (the app).
        typealias Dependencies = HasAuthService & HasItemsService & Sendable

        /// The environment the root presents in.
        struct Context: Sendable {
            /// Where the children's timed work waits: the main screen debounces
            /// its filter on it (``MainViewModel/filterDelay``). The UI scheduler
            /// in the app, a test scheduler in tests that check the waiting, an
            /// ``ImmediateScheduler`` where nothing should wait. The root's child
            /// presenter binds here too.
            let scheduler: any TimedScheduler

            /// Creates a context whose children wait on `scheduler`.
            ///
            /// - Parameter scheduler: Where the children's timed work waits.
            init(scheduler: any TimedScheduler = UIScheduler()) { self.scheduler = scheduler }

            /// Creates a context from a scheduler that cannot wait (not a
            /// ``TimedScheduler``): nothing waits, the children's timed work runs
            /// at once, as on an ``ImmediateScheduler`` (the filter applies each
            /// edit as it is typed).
            ///
            /// - Parameter scheduler: A scheduler that only runs work; used as
            ///   the context's scheduler if it is a ``TimedScheduler`` after all.
            init(scheduler: any Scheduler) {
                self.scheduler = (scheduler as? any TimedScheduler) ?? ImmediateScheduler()
            }
        }

        /// The root's children.
        enum Child: Sendable {
            /// Nobody is signed in.
            case login(LoginViewModel)
            /// Someone is signed in.
            case main(MainViewModel)
        }

        /// The current child, made once per auth state change.
        let child: Property<Child>
        /// Where the child presenter binds (the context's scheduler).
        let scheduler: any TimedScheduler

        /// Creates the root view model.
        ///
        /// - Parameters:
        ///   - dependencies: The services.
        ///   - context: The environment.
        init(dependencies: any Dependencies, context: Context) {
            scheduler = context.scheduler
            child = dependencies.authService.state.skipRepeats()
                .map { state in Self.child(for: state, dependencies: dependencies, context: context) }
                .stored()
        }

        private static func child(for state: AuthState, dependencies: any Dependencies, context: Context) -> Child {
            switch state {
            case .signedOut:
                .login(LoginViewModel(dependencies: .init(authService: dependencies.authService), context: .init()))
            case .signedIn(let user):
                .main(
                    MainViewModel(
                        dependencies: .init(
                            user: user, authService: dependencies.authService,
                            itemsService: dependencies.itemsService),
                        context: .init(scheduler: context.scheduler)
                    ))
            }
        }
    }
}

extension SeedTree.RootViewModel: Presentable {
    /// Presents the current child, replacing the previous child's presentation.
    var present: (any SeedTree.RootPresenters) -> (any Disposable)? {
        { [child, scheduler] presenters in
            // Presents each child into the presenter of its case (seed 000's
            // child presenter), binding on the context's scheduler.
            let childPresenter = Presenter<Child>.UI(on: scheduler) { child in
                switch child {
                case .login(let viewModel):
                    return presenters.loginPresenter <~ viewModel
                case .main(let viewModel):
                    return presenters.mainPresenter <~ viewModel
                }
            }
            return childPresenter <~ child
        }
    }
}

extension SeedTree {
    /// What a login view must provide.
    protocol LoginPresenters: Sendable {
        /// Shows the screen's title.
        var titlePresenter: Presenter<String> { get }
        /// Shows a hint (the demo's credentials).
        var hintPresenter: Presenter<String> { get }
        /// Wires the username field to the view model's input.
        var usernameInputPresenter: Presenter<@Sendable (String) -> Void> { get }
        /// Wires the password field to the view model's input.
        var passwordInputPresenter: Presenter<@Sendable (String) -> Void> { get }
        /// Shows the login button: enabled state and tap.
        var logInPresenter: Presenter<Action<Void, User, AuthError>> { get }
        /// Shows the last error (nothing while there is none).
        var errorPresenter: Presenter<String> { get }
    }

    /// The login screen: two inputs, a login action enabled only while both are
    /// filled in, and the error of the last failed attempt.
    final class LoginViewModel: Sendable {
        /// What the login screen needs.
        struct Dependencies: Sendable {
            /// Signs the user in.
            let authService: any AuthService
        }

        /// The login screen's environment (nothing yet).
        struct Context: Sendable {}

        /// Sets the username.
        let usernameInput: @Sendable (String) -> Void
        /// Sets the password.
        let passwordInput: @Sendable (String) -> Void
        /// Logs in with the current inputs; enabled while both are non-empty.
        let logIn: Action<Void, User, AuthError>
        /// The message of the last failed login, cleared by editing or retrying.
        let errorMessage: Property<String?>

        private let observations = CompositeDisposable()

        /// Creates the login view model.
        init(dependencies: Dependencies, context: Context) {
            let username = MutableProperty("")
            let password = MutableProperty("")
            let error = MutableProperty<String?>(nil)
            usernameInput = {
                username.value = $0; error.value = nil
            }
            passwordInput = {
                password.value = $0; error.value = nil
            }
            let isFormValid = username.combineLatest(with: password).map { !$0.isEmpty && !$1.isEmpty }
            let auth = dependencies.authService
            logIn = Action(enabledIf: isFormValid) { () async throws(AuthError) -> User in
                try await auth.logIn(username: username.value, password: password.value)
            }
            errorMessage = Property(error)
            observations += logIn.errors.observe { error.value = $0.message }
            observations += logIn.isExecuting.changes.filter { $0 }.observe { _ in error.value = nil }
        }

        deinit {
            observations.dispose()
        }
    }
}

extension SeedTree.LoginViewModel: Presentable {
    /// Presents the login screen.
    var present: (any SeedTree.LoginPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ "Log in",
                presenters.hintPresenter <~ "Try ada / lovelace",
                presenters.usernameInputPresenter <~ self.usernameInput,
                presenters.passwordInputPresenter <~ self.passwordInput,
                presenters.logInPresenter <~ self.logIn,
                presenters.errorPresenter.serial().optional() <~ self.errorMessage,
            ])
        }
    }
}
