/// Signs users in.
public protocol AuthService: Sendable {
    /// Signs in the user named `name`.
    ///
    /// - Parameter name: The name typed in the sign-in form.
    /// - Returns: The signed-in user.
    /// - Throws: ``SignInError`` when the name is refused.
    func signIn(name: String) throws(SignInError) -> User
}

/// Something that provides an ``AuthService``.
public protocol HasAuthService {
    /// The auth service.
    var authService: any AuthService { get }
}

/// Why an ``AuthService`` refused to sign someone in.
public enum SignInError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty (or only spaces).
    case emptyName
    /// The service refuses this name.
    case refused(name: String)

    /// The message the sign-in form shows.
    public var description: String {
        switch self {
        case .emptyName: "Type a name to sign in."
        case .refused(let name): "\(name) may not sign in."
        }
    }
}
