/// Everything the photos screen shows (MVI's view model): a plain value,
/// made only by ``reduce(_:_:)``.
public struct PhotosViewState: Equatable, Sendable {
    /// One photo as the list shows it.
    public struct Row: Identifiable, Equatable, Sendable {
        /// The photo's identity.
        public let id: Photo.ID
        /// The photo's title.
        public let title: String
        /// Whether the user marked the photo as a favorite.
        public var isFavorite: Bool

        /// Creates a row.
        ///
        /// - Parameters:
        ///   - id: The photo's identity.
        ///   - title: The photo's title.
        ///   - isFavorite: Whether the photo is a favorite.
        public init(id: Photo.ID, title: String, isFavorite: Bool) {
            self.id = id
            self.title = title
            self.isFavorite = isFavorite
        }
    }

    /// Whether a load is running.
    public var isLoading: Bool
    /// The photos of the last successful load, in order.
    public var rows: [Row]
    /// Why the last load failed, until the next one starts.
    public var errorText: String?
    /// The ids of the favorite photos; kept across loads.
    public var favorites: Set<Photo.ID>

    /// The screen's title, which counts the favorites.
    public var title: String {
        switch favorites.count {
        case 0: "Photos"
        case 1: "Photos (1 favorite)"
        case let count: "Photos (\(count) favorites)"
        }
    }

    /// Creates a view state; with no arguments, the screen before its first
    /// load.
    ///
    /// - Parameters:
    ///   - isLoading: Whether a load is running.
    ///   - rows: The photos shown.
    ///   - errorText: Why the last load failed.
    ///   - favorites: The ids of the favorite photos.
    public init(isLoading: Bool = false, rows: [Row] = [], errorText: String? = nil, favorites: Set<Photo.ID> = []) {
        self.isLoading = isLoading
        self.rows = rows
        self.errorText = errorText
        self.favorites = favorites
    }
}

extension PhotosViewState {
    /// Folds one event into the view state: the screen's only state
    /// transition, pure (no I/O, no clock), shared by the signal version
    /// (``PhotosModel``, through `Signal.scan`) and the store version
    /// (``PhotosStore``).
    ///
    /// - Parameters:
    ///   - viewState: The view state to change.
    ///   - event: What happened.
    public static func reduce(_ viewState: inout PhotosViewState, _ event: PhotosEvent) {
        switch event {
        case .loadStarted:
            viewState.isLoading = true
            viewState.errorText = nil
        case .loaded(let photos):
            viewState.isLoading = false
            viewState.rows = photos.map { photo in
                Row(id: photo.id, title: photo.title, isFavorite: viewState.favorites.contains(photo.id))
            }
        case .loadFailed(let error):
            viewState.isLoading = false
            viewState.errorText = error.message
        case .favoriteToggled(let id):
            if viewState.favorites.remove(id) == nil { viewState.favorites.insert(id) }
            if let index = viewState.rows.firstIndex(where: { $0.id == id }) {
                viewState.rows[index].isFavorite = viewState.favorites.contains(id)
            }
        case .photoOpened:
            break  // navigation, not state: see PhotosOutput
        }
    }
}
