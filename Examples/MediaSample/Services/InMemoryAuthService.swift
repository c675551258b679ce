/// An ``AuthService`` for the demo and tests: any non-empty name signs in
/// (trimmed, first letter capitalised), except the names it refuses.
public struct InMemoryAuthService: AuthService {
    private let refusedNames: Set<String>

    /// Creates a service that refuses `refusedNames` (compared without case).
    ///
    /// - Parameter refusedNames: The names that may not sign in.
    public init(refusing refusedNames: Set<String> = []) {
        self.refusedNames = Set(refusedNames.map { $0.lowercased() })
    }

    /// Signs in `name`, trimmed, with its first letter capitalised.
    ///
    /// - Parameter name: The name typed.
    /// - Returns: The user.
    /// - Throws: ``SignInError/emptyName`` or ``SignInError/refused(name:)``.
    public func signIn(name: String) throws(SignInError) -> User {
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else { throw .emptyName }
        guard !refusedNames.contains(trimmed.lowercased()) else { throw .refused(name: trimmed) }
        return User(name: trimmed.prefix(1).uppercased() + trimmed.dropFirst())
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
