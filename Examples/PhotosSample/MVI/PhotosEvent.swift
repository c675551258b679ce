/// What happens to the photos screen's state (MVI's events): what the
/// reducer folds into a ``PhotosViewState``.
///
/// In the signal version (``PhotosModel``) events come from intents and from
/// the loading work; in the store version (``PhotosStore``) the view's
/// intents become events through ``init(_:)`` and the loading work sends
/// the rest.
public enum PhotosEvent: Equatable, Sendable {
    /// A load began. In a store, this event starts the load, unless one is
    /// already running.
    case loadStarted
    /// A load finished with these photos, in order.
    case loaded([Photo])
    /// A load failed.
    case loadFailed(PhotosLoadError)
    /// The favorite mark of a photo flipped.
    case favoriteToggled(Photo.ID)
    /// A photo was opened. It changes no state: a store answers it with the
    /// ``PhotosOutput/openPhoto(_:)`` output (navigation is not state).
    case photoOpened(Photo.ID)

    /// The event a store reduces for a user's intent.
    ///
    /// - Parameter intent: What the user did.
    public init(_ intent: PhotosIntent) {
        switch intent {
        case .appeared, .refreshTapped: self = .loadStarted
        case .photoTapped(let id): self = .photoOpened(id)
        case .favoriteTapped(let id): self = .favoriteToggled(id)
        }
    }
}
