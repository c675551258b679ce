import Fractal

/// The sign-in screen (route `signin`): a name field, and the deep link
/// waiting for the sign-in, if any. Signing in swaps the app's screen for
/// the signed-in app, landing on that link.
public final class SignInViewModel: ViewModel {
    /// What the sign-in screen shows.
    public struct State: Equatable, Sendable {
        /// The name typed so far.
        public var name = ""
        /// Why the last attempt failed, until the name is edited.
        public var error: String?
        /// The deep link to land on after signing in, if any.
        public var target: MediaRoute?
        /// How many movies signing in leads to.
        public let movieCount: Int

        /// What signing in leads to: the deep link waiting for it, if any.
        public var message: String {
            guard let target, let route = try? target.route else { return "Sign in to browse \(movieCount) movies" }
            return "Sign in to open \(route)"
        }
    }

    /// Where the state lives.
    public let states: MutableProperty<State>
    let world: MediaWorld

    init(_ world: MediaWorld, target: MediaRoute? = nil) {
        states = MutableProperty(State(target: target, movieCount: world.catalog.count))
        self.world = world
    }

    /// Sets the name, as its field reports an edit.
    ///
    /// - Parameter name: The name typed.
    public func nameChanged(_ name: String) {
        modify {
            $0.name = name
            $0.error = nil
        }
    }

    /// Signs in with the name typed, as the button does: the app shows the
    /// signed-in app, at the deep link waiting, if any, or at the catalog.
    /// A sign-in screen the app no longer shows (a second tap) changes nothing.
    ///
    /// - Throws: ``SignInError`` when the auth service refuses the name; the
    ///   screen then shows why.
    public func signInTapped() throws(SignInError) {
        let user: User
        do {
            user = try world.services.authService.signIn(name: state.name)
        } catch {
            modify { $0.error = error.description }
            throw error
        }
        let main = MainViewModel(user, world, at: state.target)
        world.screen.modify { if case .signIn(let shown) = $0, shown === self { $0 = .main(main) } }
    }

    /// Gives up the deep link waiting, as the cancel button does.
    public func cancelTapped() { modify { $0.target = nil } }
}
