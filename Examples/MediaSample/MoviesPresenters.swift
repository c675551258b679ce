import Fractal

/// What the movies tab's view (a navigation stack over a list) must provide.
public protocol MoviesPresenters: Sendable {
    /// Shows the movie list.
    var listPresenter: Presenter<MovieListViewState> { get }
    /// Wires the list's rows: the view calls the input with a row's movie id
    /// when the row is tapped.
    var openPresenter: Presenter<@MainActor @Sendable (Movie.ID) -> Void> { get }
    /// Shows the movie detail pushed over the list; nothing is presented
    /// while the list is on top.
    var detailPresenter: Presenter<MovieDetailScene> { get }
    /// Wires the back button, presented only while a detail is pushed.
    var backPresenter: Presenter<@MainActor @Sendable () -> Void> { get }
}
