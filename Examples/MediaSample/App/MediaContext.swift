import Fractal

/// The environment the media app's scenes run in, passed down the tree
/// beside their dependencies.
///
/// It carries Cordux's lifecycle hook: every scene reports itself when it
/// starts, so an app can log or measure its screens, and a test can watch
/// every scene ever made (weakly) and check that the ones a navigation
/// dropped were released.
public struct MediaContext: Sendable {
    /// Called with each scene when it starts, at the end of its initialiser,
    /// including scenes made for a route that is then refused.
    public let sceneDidStart: @MainActor @Sendable (any Routable & AnyObject) -> Void

    /// Creates a context.
    ///
    /// - Parameter sceneDidStart: Called with each scene when it starts;
    ///   does nothing by default.
    public init(sceneDidStart: @escaping @MainActor @Sendable (any Routable & AnyObject) -> Void = { _ in }) {
        self.sceneDidStart = sceneDidStart
    }
}
