/// Why an ``AuthService`` refused to sign someone in.
public enum SignInError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty (or only spaces).
    case emptyName
    /// The service refuses this name.
    case refused(name: String)

    /// The message the sign-in scene shows.
    public var description: String {
        switch self {
        case .emptyName: "Type a name to sign in."
        case .refused(let name): "\(name) may not sign in."
        }
    }
}
