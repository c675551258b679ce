import Fractal

/// What the signed-in app's view (a tab bar) must provide.
public protocol MainPresenters: Sendable {
    /// Shows the header: who is signed in, the tabs' titles.
    var headerPresenter: Presenter<MainViewState> { get }
    /// Shows which tab is selected.
    var selectedTabPresenter: Presenter<MediaTab> { get }
    /// Wires the tab bar: the view calls the input when a tab is tapped.
    var selectTabPresenter: Presenter<@MainActor @Sendable (MediaTab) -> Void> { get }
    /// Shows the catalog tab's scene.
    var catalogPresenter: Presenter<CatalogScene> { get }
    /// Shows the movies tab's scene.
    var moviesPresenter: Presenter<MoviesScene> { get }
    /// Wires the sign-out button.
    var signOutPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}
