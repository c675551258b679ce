/// What the user does on the photos screen (MVI's intents): the view sends
/// these and nothing else.
public enum PhotosIntent: Hashable, Sendable {
    /// The screen appeared: load the photos.
    case appeared
    /// The user asked for a fresh list.
    case refreshTapped
    /// The user tapped a photo: open it.
    case photoTapped(Photo.ID)
    /// The user tapped a photo's favorite toggle.
    case favoriteTapped(Photo.ID)

    /// Whether the intent asks for the photos to be loaded.
    public var requestsLoad: Bool {
        switch self {
        case .appeared, .refreshTapped: true
        case .photoTapped, .favoriteTapped: false
        }
    }

    /// The photo whose favorite toggle was tapped, if that is the intent.
    public var favoriteTapped: Photo.ID? {
        if case .favoriteTapped(let id) = self { id } else { nil }
    }

    /// The photo that was tapped, if that is the intent.
    public var photoTapped: Photo.ID? {
        if case .photoTapped(let id) = self { id } else { nil }
    }
}
