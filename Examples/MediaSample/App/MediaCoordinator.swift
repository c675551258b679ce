import Fractal

/// The media app's coordinator (MVVM-C's app coordinator): it makes the root's
/// view models with their dependencies, chooses the root's view model for a
/// route, and handles the flows' outcomes.
@MainActor
final class MediaCoordinator {
    private let services: any MediaDependencies
    private let store: MediaStore
    private let context: MediaContext
    /// The root switch; it keeps this coordinator, which must not keep it.
    weak var root: RoutedSwitch<MediaChild>?

    init(services: any MediaDependencies, store: MediaStore, context: MediaContext) {
        self.services = services
        self.store = store
        self.context = context
    }

    /// Starts a sign-in flow that lands on `target` when it succeeds.
    func makeSignIn(target: MediaRoute?) -> SignInViewModel {
        let dependencies = SignInViewModel.Dependencies(services: services, store: store) { [weak self] outcome in
            self?.signInFinished(outcome, target: target)
        }
        return SignInViewModel(target: target, dependencies: dependencies, context: context)
    }

    /// Chooses the root's view model for a route (the root switch's `choose`).
    ///
    /// Signed in, the route belongs to the signed-in app, and `signin` is
    /// refused. Signed out, `signin` (or nothing) is a plain sign-in; any
    /// other route is a deep link: it is validated whole (the movie must
    /// exist) and becomes the sign-in flow's target.
    func choose(_ reader: inout RouteReader, current: MediaChild) throws(RouteError) -> MediaChild? {
        guard case .signIn(let signIn) = current else {
            if reader.peek == "signin" {
                _ = reader.next()
                throw reader.unavailableSegment(because: "already signed in")
            }
            return nil
        }
        let target: MediaRoute?
        if reader.isAtEnd || reader.peek == "signin" {
            _ = reader.next()
            target = nil
        } else {
            let start = reader.index
            let link = try MediaRoute(from: &reader)
            try reader.requireEnd()
            if case .movies(.detail(let id)) = link, store.states.value.catalog[id: id] == nil {
                throw .unknownSegment(id, index: start + 1, expected: [])
            }
            target = link
        }
        return signIn.target == target ? nil : .signIn(makeSignIn(target: target))
    }

    private func signInFinished(_ outcome: SignInOutcome, target: MediaRoute?) {
        guard let root else { return }
        switch outcome {
        case .signedIn(let user):
            store.send(.signedIn(user))
            let main = MainViewModel(
                dependencies: .init(user: user, services: services, store: store) { [weak self] outcome in self?.mainFinished(outcome) },
                context: context)
            // Lands on the deep link before it is shown, so the route
            // goes from `signin` to the target in one step. A target no longer
            // valid (its movie gone) leaves the first tab.
            if let target, let route = try? target.route { try? main.apply(route) }
            root.show(.main(main))
        case .cancelled:
            // Giving up drops the deep link; a plain sign-in stays as it is.
            if target != nil { root.show(.signIn(makeSignIn(target: nil))) }
        }
    }

    private func mainFinished(_ outcome: MainOutcome) {
        guard let root else { return }
        switch outcome {
        case .signedOut:
            store.send(.signedOut)
            root.show(.signIn(makeSignIn(target: nil)))
        }
    }
}
