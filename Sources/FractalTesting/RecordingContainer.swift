import Fractal

/// A presenter container for tests whose presenters are declared one line
/// each and record into a ``RecordingSession``, named after their properties.
///
/// Make a struct that conforms to it and to the view model's presenters
/// protocol, and declare each presenter the protocol asks for with
/// ``Recorded`` (a value, a closure, an action) or ``RecordedChildren`` (child
/// view models, each presented into a container of its own; a list of rows
/// through its ``RecordingChildPresenter/listPresenter``):
///
/// ```swift
/// struct RecordingLoginScreen: RecordingContainer, LoginPresenters {
///     @Recorded var titlePresenter: Presenter<String>
///     @Recorded var hintPresenter: Presenter<String>
///     @Recorded var usernameInputPresenter: Presenter<@Sendable (String) -> Void>
///     @Recorded var passwordInputPresenter: Presenter<@Sendable (String) -> Void>
///     @Recorded var logInPresenter: Presenter<Action<Void, User, AuthError>>
///     @Recorded var errorPresenter: Presenter<String>
/// }
/// ```
///
/// A test reads each recording through the property's projected value (`$`
/// and the property's name), so there is no name string to keep in sync,
/// and renaming a presenter renames its recording:
///
/// ```swift
/// let login = try #require(app.$loginPresenter.currentContainer)
/// #expect(login.$titlePresenter.current == "Log in")
/// ```
///
/// ## Naming and sessions
///
/// ``init(session:name:)`` makes the container's recordings in `session`,
/// in the order declared, each named after the container and its property
/// without the `Presenter` suffix (`root.login[0].title`): that is the name
/// dumps, leak reports and exhaustivity failures show. A test makes its root
/// container so; ``RecordedChildren`` makes the containers of children so,
/// in the same session, named `root.login[0]`. A container made with `init()`
/// alone records in no session, its recordings named after their types.
///
/// A container is a struct: copies share their recordings, and a struct of
/// `Sendable` wrappers is `Sendable`, as presenters protocols ask.
public protocol RecordingContainer: Sendable {
    /// Makes the container, its recordings in no session (see ``init(session:name:)``).
    ///
    /// A struct whose stored properties are all ``Recorded`` or
    /// ``RecordedChildren`` has it without writing it.
    init()
}

extension RecordingContainer {
    /// Makes the container with its recordings in `session`, named after
    /// `name` and their properties.
    ///
    /// ```swift
    /// let deck = RecordingDeck(session: session, name: "deck")
    /// let presentation = Deck() <- deck
    /// ```
    ///
    /// - Parameters:
    ///   - session: The session the recordings belong to: its dumps, leak
    ///     checks and exhaustivity checks cover them.
    ///   - name: The container's name: its recordings are named
    ///     `name.property` (`property` alone when `name` is empty).
    public init(session: RecordingSession, name: String = "") {
        self.init()
        for child in Mirror(reflecting: self).children {
            guard let member = child.value as? any RecordingContainerMember, let label = child.label else { continue }
            member.attach(session: session, name: recordingName(container: name, label: label))
        }
    }
}

/// The name of a recording: the container's, then the property's without
/// its wrapper's `_` and without a `Presenter` suffix.
func recordingName(container: String, label: String) -> String {
    var property = Substring(label)
    if property.hasPrefix("_") { property = property.dropFirst() }
    let suffix = "Presenter"
    if property.hasSuffix(suffix), property.count > suffix.count { property = property.dropLast(suffix.count) }
    return container.isEmpty ? String(property) : "\(container).\(property)"
}

/// A property wrapper of a ``RecordingContainer``: its recording is made
/// when the container is, given the container's session and the name of the
/// property.
protocol RecordingContainerMember {
    /// Makes the recording, in `session`, named `name`.
    func attach(session: RecordingSession, name: String)
}

/// Where a wrapper keeps its recording: made once, when its container
/// attaches it, or at the first read of a wrapper that was not attached.
///
/// A reference, so that the copies of a container (and the copy its
/// `Mirror` reflects) share the recording.
final class RecordedSlot<Recording: Sendable>: Sendable {
    private let recording = Locked<Recording?>.make(nil)
    private let makeDetached: @Sendable () -> Recording

    init(detached makeDetached: @escaping @Sendable () -> Recording) {
        self.makeDetached = makeDetached
    }

    /// Sets the recording unless it is set: a container attaches it once.
    ///
    /// `make` runs outside the lock: making a recording registers it with
    /// its session, under the session's lock.
    func attach(_ make: () -> Recording) {
        guard recording.withLock({ $0 == nil }) else { return }
        let made = make()
        recording.withLock { if $0 == nil { $0 = made } }
    }

    /// The recording, made detached (in no session) if no container attached it.
    var value: Recording {
        if let attached = recording.withLock({ $0 }) { return attached }
        attach(makeDetached)
        return recording.withLock { $0 } ?? makeDetached()
    }
}
