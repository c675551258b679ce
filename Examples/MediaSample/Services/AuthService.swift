/// Signs users in.
public protocol AuthService: Sendable {
    /// Signs in the user named `name`.
    ///
    /// - Parameter name: The name typed in the sign-in form.
    /// - Returns: The signed-in user.
    /// - Throws: ``SignInError`` when the name is refused.
    func signIn(name: String) throws(SignInError) -> User
}
