import Fractal

/// What a photo's cell must provide.
public protocol PhotoRowPresenters: Sendable {
    /// Shows the photo's title.
    var titlePresenter: Presenter<String> { get }
    /// Shows whether the photo is a favorite.
    var favoritePresenter: Presenter<Bool> { get }
    /// Wires the favorite toggle to the view model.
    var toggleFavoritePresenter: Presenter<@Sendable () -> Void> { get }
    /// Wires a tap on the cell to the view model.
    var openPresenter: Presenter<@Sendable () -> Void> { get }
}

/// One photo of the photos screen's list: a view model of its own, made from
/// one ``PhotosViewState/Row`` and kept as long as that row does not change.
public final class PhotoRowViewModel: Identifiable, Presentable, Sendable {
    /// The photo's identity: the row's key in the list.
    public let id: Photo.ID
    /// The photo's title.
    public let title: String
    /// Whether the photo is a favorite.
    public let isFavorite: Bool
    /// Flips the photo's favorite mark (sends ``PhotosIntent/favoriteTapped(_:)``).
    public let toggleFavorite: @Sendable () -> Void
    /// Opens the photo (sends ``PhotosIntent/photoTapped(_:)``).
    public let open: @Sendable () -> Void

    /// Creates the row view model of `row`, which reports what the user does
    /// through `send`.
    ///
    /// - Parameters:
    ///   - row: The row to show.
    ///   - send: Delivers the user's intents to the screen.
    public init(row: PhotosViewState.Row, send: @escaping @Sendable (PhotosIntent) -> Void) {
        let id = row.id
        self.id = id
        title = row.title
        isFavorite = row.isFavorite
        toggleFavorite = { send(.favoriteTapped(id)) }
        open = { send(.photoTapped(id)) }
    }

    /// Presents the row into a cell.
    public var present: (any PhotoRowPresenters) -> (any Disposable)? {
        { presenters in
            CompositeDisposable([
                presenters.titlePresenter <~ self.title,
                presenters.favoritePresenter <~ self.isFavorite,
                presenters.toggleFavoritePresenter <~ self.toggleFavorite,
                presenters.openPresenter <~ self.open,
            ])
        }
    }
}
