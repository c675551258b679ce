import Fractal

/// A presenter of a ``RecordingContainer`` that records what it is given,
/// declared in one line and named after its property.
///
/// The wrapped value is the ``RecordingPresenter/presenter`` the view model
/// presents into, so the property meets the presenters protocol's
/// requirement; the projected value (`$` and the property's name) is the
/// ``RecordingPresenter`` a test reads (here, a login screen's):
///
/// ```swift
/// struct RecordingRow: RecordingContainer, ItemRowPresenters {
///     @Recorded var titlePresenter: Presenter<String>
///     @Recorded var selectPresenter: Presenter<@Sendable () -> Void>
/// }
/// ```
///
/// ```swift
/// let login = try #require(app.$loginPresenter.currentContainer)
/// #expect(login.$titlePresenter.current == "Log in")
/// #expect(try #require(login.$logInPresenter.current).isEnabled.value == false)
/// ```
///
/// Its recording belongs to the container's session and is named after the
/// container and the property (`main.rows[notes].title`). Outside a
/// ``RecordingContainer`` it records on its own, in no session, named after
/// its value's type.
@propertyWrapper
public struct Recorded<Value: Sendable>: Sendable, RecordingContainerMember {
    let slot = RecordedSlot<RecordingPresenter<Value>> { RecordingPresenter<Value>() }

    /// Declares a recorded presenter; its container makes its recording.
    public init() {}

    /// The presenter to hand to the view model (the container's
    /// presenters protocol asks for it).
    public var wrappedValue: Presenter<Value> { slot.value.presenter }

    /// The recording, for the test to read: what was presented, what is
    /// live, what waits for the scheduler.
    public var projectedValue: RecordingPresenter<Value> { slot.value }

    func attach(session: RecordingSession, name: String) {
        slot.attach { session.presenter(name, of: Value.self) }
    }
}
