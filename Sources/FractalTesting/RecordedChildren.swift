import Fractal

/// A presenter of child view models of a ``RecordingContainer``, declared in
/// one line: each child is presented into a new container of type
/// `Container`, made in the same session and named after the property and
/// the child's position (`root.login[0]`).
///
/// The wrapped value is the ``RecordingChildPresenter/presenter`` the parent
/// view model presents its children into; the projected value is the
/// ``RecordingChildPresenter``, whose containers a test reads:
///
/// ```swift
/// struct RecordingApp: RecordingContainer, RootPresenters {
///     @RecordedChildren(RecordingLoginScreen.self) var loginPresenter: Presenter<LoginViewModel>
///     @RecordedChildren(RecordingMainScreen.self) var mainPresenter: Presenter<MainViewModel.AnyPresentable>
/// }
/// ```
///
/// ```swift
/// #expect(app.$loginPresenter.liveContainers.count == 1)
/// #expect(app.$mainPresenter.liveContainers.isEmpty)
/// let login = try #require(app.$loginPresenter.currentContainer)
/// ```
///
/// Each child is presented with `child <- container`, so `Container` must
/// conform to the child's `Presenters` protocol; a container that does not
/// stops the test at its first child with a message naming both types.
/// Outside a ``RecordingContainer`` made with a session it records on its
/// own, in a session of its own.
@propertyWrapper
public struct RecordedChildren<Child: Presentable & Sendable, Container: RecordingContainer>: Sendable,
    RecordingContainerMember
{
    let slot: RecordedSlot<RecordingChildPresenter<Child, Container>>

    /// Declares a presenter of children, each shown in a new `Container`.
    ///
    /// - Parameter container: The type of the container made for each child.
    public init(_ container: Container.Type) {
        slot = RecordedSlot {
            let session = RecordingSession()
            return Self.makeRecording(session: session, name: "\(Child.self)")
        }
    }

    /// The presenter to hand to the parent view model (the container's
    /// presenters protocol asks for it).
    public var wrappedValue: Presenter<Child> { slot.value.presenter }

    /// The recording, for the test to read: the containers made, which are
    /// live, and the children presented.
    public var projectedValue: RecordingChildPresenter<Child, Container> { slot.value }

    func attach(session: RecordingSession, name: String) {
        slot.attach { Self.makeRecording(session: session, name: name) }
    }

    private static func makeRecording(session: RecordingSession, name: String) -> RecordingChildPresenter<Child, Container> {
        session.childPresenter(
            name, of: Child.self, container: { Container(session: session, name: $0) },
            present: { child, container in child.presentChecked(into: container, by: name) })
    }
}

extension Presentable {
    /// Presents the view model into `container`, which must conform to its
    /// `Presenters` protocol (a generic constraint cannot say so of an
    /// existential); stops the test with a message naming both types if not.
    func presentChecked<Container>(into container: Container, by name: String) -> (any Disposable)? {
        guard let presenters = container as? Presenters else {
            preconditionFailure("\(Container.self) does not conform to \(Presenters.self), so \(name) cannot present \(Self.self) into it")
        }
        return present(presenters)
    }
}
