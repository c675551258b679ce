import Fractal

/// A presented value whose states over time a recording presenter records
/// into recordings of their own: an `InputField`'s displayed text.
protocol RecordsStates: Sendable {
    /// Starts recording this value's states into `recordings`, for as long
    /// as the returned showing is not disposed.
    func recordStates(into recordings: StateRecordings) -> any Disposable
}

/// The recordings of the states of the values one ``RecordingPresenter``
/// presents, made when first needed, named after the presenter
/// (`main.filter.text`) and belonging to its session.
@usableFromInline
final class StateRecordings: Sendable {
    private let name: String
    // Weak: a presenter reports to its session, never keeps it.
    private weak let session: RecordingSession?
    private let recordings = Locked<[String: any Sendable]>.make([:])

    private init(name: String, session: RecordingSession?) {
        self.name = name
        self.session = session
    }

    /// The state recordings of a presenter of `Value`s named `name`, or
    /// `nil` when `Value` has no states to record (asked once, when the
    /// presenter is made). Every presenter that has a state read (`text`,
    /// `isEnabled`) has them.
    @usableFromInline
    static func make<Value>(for type: Value.Type, name: String, session: RecordingSession?) -> StateRecordings? {
        type is any RecordsStates.Type || type is any RecordableInputField.Type
            ? StateRecordings(name: name, session: session) : nil
    }

    /// `bind`, preceded by recording the states of the value bound, when
    /// `recordings` is not `nil`.
    @usableFromInline
    static func bind<Value: Sendable>(
        _ bind: (@Sendable (Value) -> (any Disposable)?)?,
        recordingInto recordings: StateRecordings?
    ) -> (@Sendable (Value) -> (any Disposable)?)? {
        guard let recordings else { return bind }
        return { value in
            let showing = (value as? any RecordsStates)?.recordStates(into: recordings)
            let nested = bind?(value)
            return AnyDisposable {
                nested?.dispose()
                showing?.dispose()
            }
        }
    }

    /// The recording of the state named `state` (`text`), made and added to
    /// the session the first time it is asked for.
    func recording<State: Sendable>(_ state: String, of type: State.Type) -> RecordingPresenter<State> {
        if let made = recordings.withLock({ $0[state] }) as? RecordingPresenter<State> { return made }
        let name = "\(name).\(state)"
        let made = session?.presenter(name, of: State.self) ?? RecordingPresenter<State>(name)
        return recordings.withLock { recordings in
            if let raced = recordings[state] as? RecordingPresenter<State> { return raced }
            recordings[state] = made
            return made
        }
    }
}

/// Feeds the states a value shows into one recording, one live at a time:
/// each state takes the previous one's presentation back. The first state
/// (the one shown when the value was presented) counts as read, since a test
/// reads it from the value it was presented; each later one needs a
/// consuming read.
final class StateFeed<State: Sendable>: Disposable, Sendable {
    private struct Feed {
        var current: (any Disposable)?
        var isFirst = true
        var isDisposed = false
    }

    private let recording: RecordingPresenter<State>
    private let feed = Locked<Feed>.make(Feed())

    init(_ recording: RecordingPresenter<State>) {
        self.recording = recording
    }

    /// Records `state` as shown now.
    func show(_ state: State) {
        let isFirst = feed.withLock { feed in
            defer { feed.isFirst = false }
            return feed.isFirst
        }
        let shown = recording.record(state, consumed: isFirst)
        let previous = feed.withLock { feed -> (any Disposable)?? in
            guard !feed.isDisposed else { return .some(shown) }
            defer { feed.current = shown }
            return .some(feed.current)
        }
        previous??.dispose()
    }

    var isDisposed: Bool { feed.withLock { $0.isDisposed } }

    func dispose() {
        let current = feed.withLock { feed -> (any Disposable)? in
            feed.isDisposed = true
            defer { feed.current = nil }
            return feed.current
        }
        current?.dispose()
    }
}

extension InputField: RecordsStates {
    func recordStates(into recordings: StateRecordings) -> any Disposable {
        let text = StateFeed(recordings.recording("text", of: Value.self))
        let showing = show { text.show($0) }
        return AnyDisposable {
            showing.dispose()
            text.dispose()
        }
    }
}
