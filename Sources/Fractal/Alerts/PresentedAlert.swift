/// An alert shown to a view: its ``AlertState`` and where the user's answer
/// goes. It is what a view's alert presenter is given
/// (`Presenter<PresentedAlert<Event>>`), as a row view model carries the
/// closures its cell calls.
///
/// The view shows ``state`` and, when the user taps a button, calls
/// ``tap(_:)`` with it: a button with an event sends it, a button without
/// one calls the dismissal. When the alert goes away without a button (the
/// system dismissed a dialog, the user tapped outside it), the view calls
/// ``dismiss()``. The presentation's teardown hides the alert; it may run
/// after the view already hid it (it does after each tap), so hiding must
/// be idempotent.
///
/// ```swift
/// @MainActor
/// final class ReviewScreen {
///     var shownAlert: PresentedAlert<ReviewAlertEvent>?
///
///     nonisolated var alertPresenter: Presenter<PresentedAlert<ReviewAlertEvent>> {
///         Presenter.UI { alert in
///             self.shownAlert = alert
///             return AnyDisposable { MainActor.assumeIsolated { self.shownAlert = nil } }
///         }
///     }
/// }
/// ```
///
/// ## One answer
/// A presented alert is answered once: the first ``tap(_:)`` or
/// ``dismiss()`` sends, and later ones (a double tap, a tap racing a
/// dismissal) send nothing and return `false`. So a destructive event is
/// never sent twice by one alert. An alert presented again (a new value
/// from ``PropertyProtocol/presentedAlerts(send:dismiss:)``) is a new object
/// and answers again.
public final class PresentedAlert<Event: Sendable>: Sendable {
    /// What the view shows: style, title, message and buttons.
    public let state: AlertState<Event>
    private let send: @Sendable (Event) -> Void
    private let dismissal: @Sendable () -> Void
    private let answered = Locked<Bool>.make(false)

    /// Creates an alert to present, answered through `send` and `dismiss`.
    ///
    /// Usually made by ``PropertyProtocol/presentedAlerts(send:dismiss:)``
    /// from a property of the state's alert.
    ///
    /// - Parameters:
    ///   - state: The alert.
    ///   - send: Where a tapped button's event goes (a store's `send`, say).
    ///   - dismiss: Called when the alert goes away without an event: a
    ///     button with no event was tapped, or the view was dismissed. It
    ///     must clear the alert from the state (send an `alertDismissed`
    ///     event, set the property to `nil`), or the same alert set again
    ///     would not be shown again.
    public init(
        _ state: AlertState<Event>,
        send: @escaping @Sendable (Event) -> Void,
        dismiss: @escaping @Sendable () -> Void
    ) {
        self.state = state
        self.send = send
        self.dismissal = dismiss
    }

    /// Whether the alert was answered (tapped or dismissed).
    public var isAnswered: Bool { answered.withLock { $0 } }

    /// Answers with `button`, one of ``state``'s buttons: sends its event,
    /// or calls the dismissal if it has none.
    ///
    /// - Parameter button: The button the user tapped.
    /// - Returns: `true` if this answered the alert; `false` if it was
    ///   already answered, and nothing was sent.
    @discardableResult
    public func tap(_ button: AlertButton<Event>) -> Bool {
        guard answer() else { return false }
        if let event = button.event {
            send(event)
        } else {
            dismissal()
        }
        return true
    }

    /// Answers with the first button titled `title` (see
    /// ``AlertState/button(titled:)``): for tests and text interfaces, where
    /// the title may be anything.
    ///
    /// - Parameter title: The title of the button the user chose.
    /// - Returns: `true` if this answered the alert; `false` if it was
    ///   already answered.
    /// - Throws: ``AlertError/noButtonTitled(_:alert:available:)`` if no
    ///   button has that title; the alert stays unanswered.
    @discardableResult
    public func tap(titled title: String) throws(AlertError) -> Bool {
        tap(try state.button(titled: title))
    }

    /// Answers with the first button with `role` (the cancel button, say).
    ///
    /// - Parameter role: The role of the button the user chose.
    /// - Returns: `true` if this answered the alert; `false` if it was
    ///   already answered.
    /// - Throws: ``AlertError/noButtonWithRole(_:alert:)`` if no button has
    ///   it; the alert stays unanswered.
    @discardableResult
    public func tap(role: AlertButtonRole) throws(AlertError) -> Bool {
        tap(try state.button(role: role))
    }

    /// Reports that the alert went away without a button: calls the dismissal.
    ///
    /// - Returns: `true` if this answered the alert; `false` if it was
    ///   already answered (SwiftUI reports a dismissal after every tap too:
    ///   that one is ignored).
    @discardableResult
    public func dismiss() -> Bool {
        guard answer() else { return false }
        dismissal()
        return true
    }

    /// Marks the alert answered; `false` if it already was.
    private func answer() -> Bool {
        answered.withLock { answered in
            defer { answered = true }
            return !answered
        }
    }
}
