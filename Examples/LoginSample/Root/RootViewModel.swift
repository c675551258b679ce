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
        /// Where the children's timed work waits: the main screen debounces
        /// its filter on it (``MainViewModel/filterDelay``). The UI scheduler
        /// in the app, a test scheduler in tests that check the waiting, an
        /// ``ImmediateScheduler`` where nothing should wait. Presentations do
        /// not run here: each binds where the view's presenter binds.
        public let scheduler: any TimedScheduler

        /// Creates a context whose children wait on `scheduler`.
        ///
        /// - Parameter scheduler: Where the children's timed work waits.
        public init(scheduler: any TimedScheduler = UIScheduler()) { self.scheduler = scheduler }

        /// Creates a context from a scheduler that cannot wait (not a
        /// ``TimedScheduler``): nothing waits, the children's timed work runs
        /// at once, as on an ``ImmediateScheduler`` (the filter applies each
        /// edit as it is typed).
        ///
        /// - Parameter scheduler: A scheduler that only runs work; used as
        ///   the context's scheduler if it is a ``TimedScheduler`` after all.
        public init(scheduler: any Scheduler) {
            self.scheduler = (scheduler as? any TimedScheduler) ?? ImmediateScheduler()
        }
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

    /// Creates the root view model.
    ///
    /// - Parameters:
    ///   - dependencies: The services.
    ///   - context: The environment.
    public init(dependencies: any Dependencies, context: Context) {
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
            return childPresenter <~ child
        }
    }
}
