/// What an ``AlertButton`` means, which decides how a view draws it.
///
/// A button with no role (`nil`) is a default button. Views draw a
/// destructive button in red and put a cancel button apart (last, or in the
/// sheet's separate cancel slot); as in SwiftUI, an alert should have at most
/// one cancel button.
public enum AlertButtonRole: Hashable, Sendable, CaseIterable {
    /// The button dismisses the alert without doing anything the user would
    /// regret ("Cancel", "OK").
    case cancel
    /// The button deletes or discards something ("Delete", "Discard").
    case destructive
}
