import Fractal

/// The root of the sample tree: its state is the current child, `login` or
/// `main`, made once per change of the auth service's state.
public final class RootViewModel: ViewModel {
    /// What the root needs from its parent (the app).
    public typealias Dependencies = HasAuthService & HasItemsService & Sendable

    /// The environment the root presents in.
    public struct Context: Sendable {
        /// Where the children's timed work waits: the main screen debounces
        /// its filter on it (``MainViewModel/filterDelay``). The UI scheduler
        /// in the app, a test scheduler in tests that check the waiting, an
        /// ``ImmediateScheduler`` where nothing should wait.
        public let scheduler: any TimedScheduler

        /// Creates a context whose children wait on `scheduler`.
        ///
        /// - Parameter scheduler: Where the children's timed work waits.
        public init(scheduler: any TimedScheduler = UIScheduler()) { self.scheduler = scheduler }
    }

    /// The root's state: its current child, the screen the view shows.
    public enum State: Equatable, Sendable {
        /// Nobody is signed in.
        case login(LoginViewModel)
        /// Someone is signed in.
        case main(MainViewModel)
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    private let child: Property<State>

    /// Creates the root view model.
    ///
    /// - Parameters:
    ///   - dependencies: The services.
    ///   - context: The environment.
    public init(dependencies: any Dependencies, context: Context) {
        child = dependencies.authService.state.skipRepeats()
            .map { state in Self.child(for: state, dependencies: dependencies, context: context) }
            .stored()
        states = MutableProperty(child.value)
    }

    /// Keeps the state the child for the auth service's state while presented.
    ///
    /// - Returns: What stops following it.
    public func whilePresented() -> (any Disposable)? { bind(\.self, to: child) }

    private static func child(for state: AuthState, dependencies: any Dependencies, context: Context) -> State {
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
