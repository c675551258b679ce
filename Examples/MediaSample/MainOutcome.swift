/// How the signed-in app's flow ended, reported to the parent that started it.
public enum MainOutcome: Sendable, Equatable {
    /// The user signed out.
    case signedOut
}
