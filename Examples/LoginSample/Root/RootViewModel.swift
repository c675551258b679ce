import Fractal

/// What a root view must provide: one presenter per kind of child.
public protocol RootPresenters: Sendable {
    /// Shows the login screen.
    var loginPresenter: Presenter<LoginViewModel> { get }
    /// Shows the main screen.
    var mainPresenter: Presenter<MainViewModel.AnyPresentable> { get }
}

/// The root of the sample tree: it maps the auth service's state to the
/// current child, `login` or `main`, and presents that child serially,
/// forwarding each case to the view's presenter for it.
public final class RootViewModel: Sendable {
    /// What the root needs from its parent (the app).
    public typealias Dependencies = HasAuthService & HasItemsService & Sendable

    /// The environment the root presents in.
    public struct Context: Sendable {
        /// Where the children's timed work runs (a debounce, a delay): the UI
        /// scheduler in the app, a test scheduler in tests. Presentations do
        /// not run here: each binds where the view's presenter binds.
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
    /// The environment, kept for the children's timed work.
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
        { [child] presenters in
            // Forwards each child to the presenter of its case; it binds
            // where, and when, those presenters do (no scheduler of its own).
            let childPresenter = Presenter<Child>.forwarding { child in
                switch child {
                case .login(let viewModel):
                    presenters.loginPresenter.presentation(of: viewModel)
                case .main(let viewModel):
                    presenters.mainPresenter.presentation(of: MainViewModel.AnyPresentable(viewModel))
                }
            }
            return childPresenter.serial().present(child)
        }
    }
}
