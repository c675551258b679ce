import Fractal

/// What a sign-in view must provide.
public protocol SignInPresenters: Sendable {
    /// Shows the form: title, name, message and error.
    var formPresenter: Presenter<SignInViewState> { get }
    /// Wires the name field: the view calls the input with each edit.
    var nameInputPresenter: Presenter<@MainActor @Sendable (String) -> Void> { get }
    /// Wires the sign-in button.
    var submitPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
    /// Wires the cancel button.
    var cancelPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}

/// How the sign-in flow ended, reported to the parent that started it.
public enum SignInOutcome: Sendable, Equatable {
    /// `User` signed in.
    case signedIn(User)
    /// The user gave up signing in.
    case cancelled
}

/// The sign-in flow (route `signin`): a name field and a button. It reports
/// its outcome to the parent that started it through the `finish` closure
/// the parent gave it, never through a shared object, and a parent stops it
/// by disposing it.
///
/// A sign-in started by a deep link carries the link as its ``target``; the
/// parent lands there when the flow reports ``SignInOutcome/signedIn(_:)``.
@MainActor
public final class SignInViewModel: RoutableLeaf {
    /// What the sign-in flow needs from its parent.
    public struct Dependencies: Sendable {
        /// The services it uses.
        public typealias Services = HasAuthService & Sendable

        /// Signs users in.
        public let services: any Services
        /// The app's store: the form lives in its state.
        public let store: MediaStore
        /// Reports the flow's outcome to the parent.
        public let finish: @MainActor @Sendable (SignInOutcome) -> Void

        /// Creates the dependencies.
        ///
        /// - Parameters:
        ///   - services: Signs users in.
        ///   - store: The app's store.
        ///   - finish: Reports the flow's outcome to the parent.
        public init(services: any Services, store: MediaStore, finish: @escaping @MainActor @Sendable (SignInOutcome) -> Void) {
            self.services = services
            self.store = store
            self.finish = finish
        }
    }

    /// The deep link waiting for the sign-in, if any.
    public nonisolated let target: MediaRoute?
    /// Whether the parent stopped the flow; a stopped flow reports nothing.
    public private(set) var isDisposed = false
    private nonisolated let dependencies: Dependencies

    /// Starts a sign-in flow.
    ///
    /// - Parameters:
    ///   - target: The deep link to land on after signing in, if any.
    ///   - dependencies: What the flow needs from its parent.
    ///   - context: The environment.
    public init(target: MediaRoute?, dependencies: Dependencies, context: MediaContext) {
        self.target = target
        self.dependencies = dependencies
        context.viewModelDidStart(self)
    }

    /// Sets the name typed in the form.
    ///
    /// - Parameter name: The name.
    public func edit(name: String) {
        guard !isDisposed else { return }
        dependencies.store.send(.signInNameEdited(name))
    }

    /// Signs in with the name typed in the form, as the button does.
    ///
    /// - Throws: ``SignInError`` when the auth service refuses the name; the
    ///   form then shows why.
    public func submit() throws(SignInError) {
        try signIn(name: dependencies.store.states.value.signInName)
    }

    /// Types `name` and signs in with it: on success the flow reports
    /// ``SignInOutcome/signedIn(_:)`` to its parent.
    ///
    /// - Parameter name: The name.
    /// - Throws: ``SignInError`` when the auth service refuses the name; the
    ///   form then shows why.
    public func signIn(name: String) throws(SignInError) {
        guard !isDisposed else { return }
        edit(name: name)
        let user: User
        do {
            user = try dependencies.services.authService.signIn(name: name)
        } catch {
            dependencies.store.send(.signInFailed(error.description))
            throw error
        }
        dependencies.finish(.signedIn(user))
    }

    /// Gives up signing in: the flow reports ``SignInOutcome/cancelled``.
    public func cancel() {
        guard !isDisposed else { return }
        dependencies.finish(.cancelled)
    }

    /// Stops the flow.
    public func dispose() {
        isDisposed = true
    }
}

extension SignInViewModel: Presentable {
    /// Presents the form from the store, and wires its inputs.
    public nonisolated var present: (any SignInPresenters) -> (any Disposable)? {
        { [dependencies, target] presenters in
            CompositeDisposable([
                dependencies.store.subscribe(presenters.formPresenter, SignInViewState.make(target: target)),
                presenters.nameInputPresenter <~ { [weak self] name in self?.edit(name: name) },
                presenters.submitPresenter <~ { [weak self] in try? self?.submit() },
                presenters.cancelPresenter <~ { [weak self] in self?.cancel() },
            ])
        }
    }
}
