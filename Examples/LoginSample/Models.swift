/// A signed-in user.
public struct User: Sendable, Equatable {
    /// The user's display name.
    public let name: String

    /// Creates a user.
    public init(name: String) { self.name = name }
}

/// Whether someone is signed in.
public enum AuthState: Sendable, Equatable {
    /// Nobody is signed in.
    case signedOut
    /// `User` is signed in.
    case signedIn(User)
}

/// Why signing in failed, in words for the login screen.
public struct AuthError: Error, Equatable, Sendable {
    /// The message to show.
    public let message: String

    /// Creates an error with a message.
    public init(message: String) { self.message = message }
}

/// One entry of the main screen's list.
public struct Item: Sendable, Equatable, Identifiable {
    /// A stable identifier (also the item's route segment).
    public let id: String
    /// The title shown in the list.
    public let title: String
    /// The text shown in the item's detail.
    public let detail: String

    /// Creates an item.
    public init(id: String, title: String, detail: String) {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
