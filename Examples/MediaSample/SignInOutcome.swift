/// How the sign-in flow ended, reported to the parent that started it.
public enum SignInOutcome: Sendable, Equatable {
    /// `User` signed in.
    case signedIn(User)
    /// The user gave up signing in.
    case cancelled
}
