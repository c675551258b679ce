import Fractal

/// Tests a reducer through a real `Store`: send events, state the
/// change each one makes, receive what effects send back and the outputs
/// emitted, in virtual time, then `finish()`.
///
/// The tester makes the store with a ``TestScheduler`` (``scheduler``), so
/// timers of `Effect.send(_:after:id:cancelInFlight:)` wait until
/// the test ``advance(by:)``s virtual time, and it wraps the reducer to
/// record every event reduced, with the state before and after it. After
/// ``send(_:fileID:filePath:line:column:assert:)``, the closure states the
/// expected change: it mutates a copy of the state before the event, and the
/// result must equal the state after it, or the test fails at the call with
/// a line diff of the two states.
///
/// ```swift
/// let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
/// tester.send(.queryChanged("ad")) { $0.query = "ad" }
/// tester.advance(by: .milliseconds(100))
/// tester.send(.queryChanged("ada")) { $0.query = "ada" }
/// tester.advance(by: .milliseconds(300))
/// await tester.receive(.search) { $0.isSearching = true }
/// await tester.receive(.results(["Ada Lovelace"])) {
///     $0.isSearching = false
///     $0.results = ["Ada Lovelace"]
/// }
/// tester.send(.resultTapped(0))
/// tester.receiveOutput(.openDetail("Ada Lovelace"))
/// await tester.finish()
/// ```
///
/// The tester is exhaustive by default (``Exhaustivity-swift.enum/on``):
/// every state change, every event received from effects and every output
/// must be asserted, sending while received events or outputs are not
/// asserted fails, and `finish()` fails if any are left or an
/// effect is still running. ``Exhaustivity-swift.enum/off`` is for
/// integration tests, which assert only what they care about.
///
/// An event is *received* when the test did not send it with
/// ``send(_:fileID:filePath:line:column:assert:)``: effects send them, and so does anything
/// holding ``store`` (a view model under test). Events from timers and from
/// `Effect.send(_:)` are reduced before ``advance(by:)`` or
/// ``send(_:fileID:filePath:line:column:assert:)`` returns, and a synchronous
/// `receive(_:assert:)` asserts them. Events from
/// `Effect.run(id:cancelInFlight:_:)` tasks arrive on other
/// threads: `await tester.receive(…)` waits for them, woken by the event
/// itself, never by polling or sleeping. Their `timeout:` (ten seconds by
/// default) only bounds waiting for a task that never delivers, so a
/// passing test never waits for it.
///
/// ## Failures
///
/// A check that does not hold fails the running test at the call, in Swift
/// Testing or XCTest alike, and the test goes on (as a `TestStore` of TCA
/// does): no step throws. A step that expected a received event or output
/// that was another one takes it, so the next check looks past it.
///
/// A test may end without `finish()`: when the tester is released, whatever
/// the store did that the test did not assert fails the test, at the line
/// that made the tester (unless the test's latest check failed: the test
/// has that failure). Of running effects it reports timers: a test whose
/// tasks may still be running ends with `await tester.finish()`, which waits.
///
/// Call the tester from one test at a time.
public final class StoreTester<State: Equatable & Sendable, Event: Sendable, Output: Sendable>: Sendable {
    /// How strictly the tester checks what the store did.
    public enum Exhaustivity: Sendable, Hashable {
        /// Every state change, received event and output must be asserted,
        /// in order, and no effect may be running at `finish()`.
        case on
        /// Only what the test asserts is checked: a state closure changes
        /// the actual new state (so unchanged fields pass), receiving skips
        /// ahead to the first matching event or output, and
        /// `finish()` checks nothing more.
        case off
    }

    /// The store under test, for handing to a view model in an integration
    /// test. Events sent through it count as received.
    public let store: Store<State, Event, Output>
    /// The virtual-time scheduler the store's timers wait on.
    public let scheduler: TestScheduler
    /// The store the tester made: the reducer, wrapped to record, on events
    /// tagged as sent by the test or received.
    let root: Store<State, StoreTesterEvent<Event>, Output>
    let log: StoreTesterLog<State, Event, Output>
    /// Where the test made the tester.
    let origin: SourceOrigin
    let outputObservation: any Disposable
    let issueObservation: any Disposable

    /// Creates a tester of a store holding `initial` and reducing events
    /// with `reduce`.
    ///
    /// ```swift
    /// let tester = StoreTester(initial: SearchScreen.State(), reduce: SearchScreen.reducer(search: Directory.search))
    /// ```
    ///
    /// - Parameters:
    ///   - initial: The first state.
    ///   - scheduler: Where the store's timers wait: a new test scheduler by
    ///     default; pass the one your presenters use in an integration test.
    ///   - exhaustivity: How strictly to check (``Exhaustivity-swift.enum/on`` by default).
    ///   - fileID: Where the tester is made, for the failure it records if it
    ///     is released with work not asserted.
    ///   - filePath: The full path of that file.
    ///   - line: The line where the tester is made.
    ///   - column: The column where the tester is made.
    ///   - reduce: The reducer under test.
    public convenience init(
        initial: State,
        scheduler: TestScheduler = TestScheduler(),
        exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Output>
    ) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(recording: initial, origin: origin, scheduler: scheduler, exhaustivity: exhaustivity, reduce: reduce)
    }

    /// Creates a tester of a store holding `initial` and reducing events
    /// with `reducer`: a whole app's composed reducer, say, so one test
    /// follows every child feature and the navigation stack.
    ///
    /// ```swift
    /// let tester = StoreTester(initial: 0, reducer: counter)
    /// ```
    ///
    /// - Parameters:
    ///   - initial: The first state.
    ///   - scheduler: Where the store's timers wait: a new test scheduler by default.
    ///   - exhaustivity: How strictly to check (``Exhaustivity-swift.enum/on`` by default).
    ///   - fileID: Where the tester is made, for the failure it records if it
    ///     is released with work not asserted.
    ///   - filePath: The full path of that file.
    ///   - line: The line where the tester is made.
    ///   - column: The column where the tester is made.
    ///   - reducer: The reducer under test.
    public convenience init(
        initial: State,
        scheduler: TestScheduler = TestScheduler(),
        exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        reducer: Reducer<State, Event, Output>
    ) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(recording: initial, origin: origin, scheduler: scheduler, exhaustivity: exhaustivity, reduce: reducer.reduce)
    }

    /// Makes the store, its reducer wrapped to record every event reduced.
    init(
        recording initial: State,
        origin: SourceOrigin,
        scheduler: TestScheduler,
        exhaustivity: Exhaustivity,
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Output>
    ) {
        let log = StoreTesterLog<State, Event, Output>(isExhaustive: exhaustivity == .on)
        let root = Store(initial: initial, scheduler: scheduler) {
            (state: inout State, tagged: StoreTesterEvent<Event>) -> Effect<StoreTesterEvent<Event>, Output> in
            let before = state
            let (effect, dismisses) = reduce(&state, tagged.event).replacingDismissal()
            if dismisses { log.change { $0.dismissals += 1 } }
            let serial: Int? = if case .sent(_, let serial) = tagged { serial } else { nil }
            let step = StoreTesterStep(event: tagged.event, serial: serial, before: before, after: state)
            return effect.recorded(recording: StoreTesterStepRecording { log.recordStep(step) }, tracking: log.trackTasks())
        }
        self.log = log
        self.origin = origin
        self.root = root
        self.scheduler = scheduler
        store = root.scope(state: { $0 }, event: StoreTesterEvent.received)
        outputObservation = root.outputs.observe { log.recordOutput($0) }
        issueObservation = root.issues.observe { log.recordIssue($0) }
    }

    deinit {
        reportUnfinishedWorkAtRelease()
        outputObservation.dispose()
        issueObservation.dispose()
        root.dispose()
    }

    /// The store's current state.
    public var state: State { root.states.value }

    /// How strictly the tester checks what the store did; change it at any
    /// point of a test.
    public var exhaustivity: Exhaustivity {
        get { log.record.withLock { $0.isExhaustive } ? .on : .off }
        set { log.record.withLock { $0.isExhaustive = newValue == .on } }
    }

    /// Advances the ``scheduler``'s virtual clock by `duration`, running the
    /// timers that fall due: the events they send are reduced before this
    /// returns, and a synchronous `receive(_:assert:)` asserts them.
    ///
    /// ```swift
    /// tester.send(.queryChanged("ada")) { $0.query = "ada" }
    /// tester.advance(by: .milliseconds(300))
    /// tester.receive(.search) { $0.isSearching = true }
    /// ```
    ///
    /// - Parameter duration: How far to advance; `.zero` runs what is due now.
    public func advance(by duration: Duration = .zero) {
        scheduler.advance(by: duration)
    }
}

extension StoreTester where Output == Never {
    /// Creates a tester of a store with no outputs, holding `initial` and
    /// reducing events with `reduce`.
    ///
    /// ```swift
    /// let tester = StoreTester(initial: 0) { (count: inout Int, event: CounterEvent) in
    ///     count += 1
    ///     return .none
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - initial: The first state.
    ///   - scheduler: Where the store's timers wait: a new test scheduler by default.
    ///   - exhaustivity: How strictly to check (``Exhaustivity-swift.enum/on`` by default).
    ///   - fileID: Where the tester is made, for the failure it records if it
    ///     is released with work not asserted.
    ///   - filePath: The full path of that file.
    ///   - line: The line where the tester is made.
    ///   - column: The column where the tester is made.
    ///   - reduce: The reducer under test.
    public convenience init(
        initial: State,
        scheduler: TestScheduler = TestScheduler(),
        exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event, Never>
    ) {
        let origin = SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        self.init(recording: initial, origin: origin, scheduler: scheduler, exhaustivity: exhaustivity, reduce: reduce)
    }
}
