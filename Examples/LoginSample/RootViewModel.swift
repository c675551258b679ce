import Fractal

/// What a root view must provide: one presenter per kind of child.
public protocol RootPresenters: Sendable {
    /// Shows the login screen.
    var loginPresenter: Presenter<LoginViewModel> { get }
    /// Shows the main screen.
    var mainPresenter: Presenter<MainViewModel.AnyPresentable> { get }
}

/// The root of the sample tree: it maps the auth service's state to the
/// current child, `login` or `main`, and presents that child serially.
public final class RootViewModel: Sendable {
    /// What the root needs from its parent (the app).
    public typealias Dependencies = HasAuthService & HasItemsService & Sendable

    /// The environment the root presents in.
    public struct Context: Sendable {
        /// Where child presentations bind: the UI scheduler in the app, a test scheduler in tests.
        public let scheduler: any Scheduler

        /// Creates a context.
        public init(scheduler: any Scheduler = UIScheduler()) { self.scheduler = scheduler }
    }

    /// The root's children.
    public enum Child: Sendable {
        /// Nobody is signed in.
        case login(LoginViewModel)
        /// Someone is signed in.
        case main(MainViewModel)
    }

    /// The current child, made once per auth state change.
    public let child: Property<Child>
    private let context: Context

    /// Creates the root view model.
    ///
    /// - Parameters:
    ///   - dependencies: The services.
    ///   - context: The environment.
    public init(dependencies: any Dependencies, context: Context) {
        self.context = context
        child = dependencies.authService.state.skipRepeats()
            .map { state in Self.child(for: state, dependencies: dependencies) }
            .stored()
    }

    private static func child(for state: AuthState, dependencies: any Dependencies) -> Child {
        switch state {
        case .signedOut:
            .login(LoginViewModel(dependencies: .init(authService: dependencies.authService), context: .init()))
        case .signedIn(let user):
            .main(
                MainViewModel(
                    dependencies: .init(
                        user: user, authService: dependencies.authService,
                        itemsService: dependencies.itemsService),
                    context: .init()
                ))
        }
    }
}

extension RootViewModel: Presentable {
    /// Presents the current child, replacing the previous child's presentation.
    public var present: (any RootPresenters) -> (any Disposable)? {
        { [child, context] presenters in
            let childPresenter = Presenter<Child>.UI(on: context.scheduler) {
                switch $0 {
                case .login(let viewModel):
                    return presenters.loginPresenter <~ viewModel
                case .main(let viewModel):
                    return presenters.mainPresenter <~ MainViewModel.AnyPresentable(viewModel)
                }
            }
            return childPresenter.serial().present(child)
        }
    }
}
