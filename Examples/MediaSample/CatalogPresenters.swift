import Fractal

/// What the catalog tab's view must provide.
public protocol CatalogPresenters: Sendable {
    /// Shows the catalog: counts, recommendations, favorites.
    var catalogPresenter: Presenter<CatalogViewState> { get }
}
