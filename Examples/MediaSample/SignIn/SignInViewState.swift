import Fractal

/// What the sign-in view shows, made from the app state by a store
/// subscription (Cordux's `SignInViewModel.init(state)`).
public struct SignInViewState: Sendable, Equatable {
    /// The screen's title.
    public let title: String
    /// What signing in leads to: the deep link waiting for it, if any.
    public let message: String
    /// The name typed so far.
    public let name: String
    /// Why the last attempt failed, if it did.
    public let error: String?

    /// Makes the view state of `state`, for a flow that leads to `target`.
    ///
    /// - Parameters:
    ///   - state: The app state.
    ///   - target: The deep link waiting for the sign-in, if any.
    public init(_ state: MediaState, target: MediaRoute? = nil) {
        title = "Sign in"
        if let target, let route = try? target.route {
            message = "Sign in to open \(route)"
        } else {
            message = "Sign in to browse \(state.catalog.count) movies"
        }
        name = state.signInName
        error = state.signInError
    }

    /// The transform a sign-in view model subscribes with.
    ///
    /// - Parameter target: The deep link waiting for the sign-in, if any.
    /// - Returns: A function from the app state to the view state.
    public static func make(target: MediaRoute?) -> @Sendable (MediaState) -> SignInViewState {
        { state in SignInViewState(state, target: target) }
    }
}
