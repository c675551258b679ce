/// What the photos screen asks of its parent (MVI's actions stream): one-off
/// outputs, such as navigation, that are not state.
public enum PhotosOutput: Hashable, Sendable {
    /// Show the photo with this id (the parent, a coordinator, navigates).
    case openPhoto(Photo.ID)
}
