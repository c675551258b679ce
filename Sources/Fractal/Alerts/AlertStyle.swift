/// How an ``AlertState`` is shown: as an alert or as a confirmation dialog.
///
/// The two carry the same content (a title, an optional message and buttons
/// that send events), so one value type holds both and the style says which
/// one the view shows. A view maps `.alert` to a centred alert
/// (`UIAlertController.Style.alert`, SwiftUI's `alert`) and
/// `.confirmationDialog` to an action sheet (SwiftUI's `confirmationDialog`).
public enum AlertStyle: Hashable, Sendable, CaseIterable {
    /// A centred alert that interrupts the user.
    case alert
    /// A sheet of choices anchored to what the user acted on (an action sheet).
    case confirmationDialog
}
