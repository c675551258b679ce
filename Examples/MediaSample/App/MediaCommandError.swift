/// Why a ``MediaApp`` command was refused. Nothing changed; the description
/// is a sentence a terminal can print after `error: `.
public enum MediaCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command needs a signed-in user.
    case signedOut
    /// The command needs nobody to be signed in.
    case alreadySignedIn
    /// The auth service refused the name.
    case signInRefused(SignInError)
    /// The movie list has no row at `index` (it has `count`).
    case noMovie(index: Int, count: Int)
    /// No movie detail is shown in the selected tab.
    case nothingToGoBackTo

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .signedOut: "sign in first"
        case .alreadySignedIn: "already signed in (sign out first)"
        case .signInRefused(let error): "\(error)"
        case .noMovie(let index, let count): "no movie at \(index) (the list has \(count))"
        case .nothingToGoBackTo: "nothing to go back to"
        }
    }
}
