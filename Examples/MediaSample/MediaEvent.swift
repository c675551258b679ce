/// What changes a ``MediaState``: the events a ``MediaStore`` reduces.
public enum MediaEvent: Sendable, Equatable {
    /// The sign-in form's name was edited.
    case signInNameEdited(String)
    /// Signing in failed, with the message to show.
    case signInFailed(String)
    /// `User` signed in.
    case signedIn(User)
    /// The user signed out.
    case signedOut
    /// The movie with this id was marked or unmarked as a favorite.
    case favoriteToggled(Movie.ID)
}
