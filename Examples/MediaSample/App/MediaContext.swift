import Fractal

/// The environment the media app's view models run in, passed down the tree
/// beside their dependencies.
///
/// It carries Cordux's lifecycle hook: every view model reports itself when it
/// starts, so an app can log or measure its screens, and a test can watch every
/// view model ever made (weakly) and check that the ones a navigation dropped
/// were released.
public struct MediaContext: Sendable {
    /// Called with each view model when it starts, at the end of its
    /// initialiser, including view models made for a route that is then
    /// refused.
    public let viewModelDidStart: @MainActor @Sendable (any Routable & AnyObject) -> Void

    /// Creates a context.
    ///
    /// - Parameter viewModelDidStart: Called with each view model when it
    ///   starts; does nothing by default.
    public init(viewModelDidStart: @escaping @MainActor @Sendable (any Routable & AnyObject) -> Void = { _ in }) {
        self.viewModelDidStart = viewModelDidStart
    }
}
