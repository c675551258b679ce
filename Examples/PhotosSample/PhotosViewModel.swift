/// Everything the photos screen shows (MVI's view model): a plain value,
/// made only by ``reduce(_:_:)``.
public struct PhotosViewModel: Equatable, Sendable {
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

    /// Creates a view model; with no arguments, the screen before its first load.
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
