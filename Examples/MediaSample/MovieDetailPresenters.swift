import Fractal

/// What a movie's detail view must provide.
public protocol MovieDetailPresenters: Sendable {
    /// Shows the movie.
    var moviePresenter: Presenter<MovieDetailViewState> { get }
    /// Wires the favorite toggle.
    var toggleFavoritePresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}
