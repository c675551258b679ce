/// Anything that can hand out a presenter of view models of one type
/// (fractal MVVM's `PresenterType`).
public protocol PresenterType {
    /// What the presenter presents.
    associatedtype ViewModel: Sendable
    /// The presenter.
    var presenter: Presenter<ViewModel> { get }
}

/// Presents values of type `Value` (strings, input sinks, actions, child view
/// models) somewhere a user can see them, and returns how to take them back.
///
/// A view model never touches a view. It receives presenters (usually through
/// a presenter container protocol) and presents its state into them; each
/// presentation returns a ``Disposable`` that undoes it. Views provide the
/// presenters, built with ``UI(on:bind:)``, which binds on the UI scheduler:
///
/// ```swift
/// @MainActor
/// final class Label {
///     var text = ""
///
///     nonisolated var textPresenter: Presenter<String> {
///         Presenter.UI { text in
///             self.text = text
///             return nil
///         }
///     }
/// }
/// ```
///
/// Tests get presenters from `FractalTesting.RecordingPresenter`, which record
/// what is presented. There is deliberately no public initialiser taking a
/// bind closure: app code binds through the UI scheduler, and tests record
/// (fractal MVVM's "restrictive constructors for app and test target").
public final class Presenter<Value: Sendable>: PresenterType, Sendable {
    /// What the presenter presents (fractal MVVM's `ViewModel`).
    public typealias ViewModel = Value

    /// Presents a value and returns how to take it back.
    @usableFromInline let bind: @Sendable (Value) -> PresentationTeardown?

    /// Presents a value with a presentation this presenter made before (the
    /// disposable it returned), if the presenter can, doing what disposing
    /// that presentation and calling ``bind`` would; returns whether it did.
    /// `nil` for a presenter that never reuses a presentation.
    @usableFromInline let reuse: (@Sendable (Value, any Disposable) -> Bool)?

    /// Creates a presenter from a bind closure. Package-internal: app code uses
    /// ``UI(on:bind:)`` and tests use `FractalTesting`'s recording presenters.
    @inlinable
    package convenience init(bind: @escaping @Sendable (Value) -> (any Disposable)?) {
        self.init(returningTeardown: { value in bind(value).map(PresentationTeardown.disposable) })
    }

    @inlinable
    init(
        returningTeardown bind: @escaping @Sendable (Value) -> PresentationTeardown?,
        reusing reuse: (@Sendable (Value, any Disposable) -> Bool)? = nil
    ) {
        self.bind = bind
        self.reuse = reuse
    }

    /// A presenter whose bind says how to take each presentation back (see
    /// ``PresentationTeardown``). Package-internal.
    ///
    /// - Parameter bind: Presents a value; returns how to take it back.
    /// - Returns: The presenter.
    @inlinable
    package static func returningTeardown(
        _ bind: @escaping @Sendable (Value) -> PresentationTeardown?
    ) -> Presenter<Value> {
        Presenter(returningTeardown: bind)
    }

    /// This presenter.
    public var presenter: Presenter<Value> { self }

    /// Presents `value`.
    ///
    /// - Parameter value: What to present.
    /// - Returns: A disposable that takes the presentation back, or `nil` if
    ///   there is nothing to take back.
    @inlinable
    public func present(_ value: Value) -> (any Disposable)? {
        bind(value)?.disposable
    }

    /// Presents `value`, returning how to take it back without wrapping a
    /// call teardown in a disposable. Calls the bind in place, through the
    /// presenter, rather than copying the closure out of it first.
    @inlinable
    func presentReturningTeardown(_ value: Value) -> PresentationTeardown? {
        bind(value)
    }

    /// Presents `value` with `presentation`, a presentation this presenter
    /// made, if the presenter can (``reuse``); returns whether it did.
    /// Calls the closure in place, through the presenter.
    ///
    /// - Parameters:
    ///   - value: What to present.
    ///   - presentation: The disposable a presentation of this presenter returned.
    /// - Returns: Whether `value` was presented.
    @inlinable
    func present(_ value: Value, reusing presentation: any Disposable) -> Bool {
        reuse?(value, presentation) ?? false
    }
}

/// How one presentation is taken back: a disposable, or a closure and the
/// number to call it with. The second needs no object per presentation: a
/// presenter that keeps its presentations in a table, as `FractalTesting`'s
/// recording presenters do, returns the table's removal (a closure capturing
/// only the table) and the entry's index, and a serial presentation keeps
/// the pair as it is. Package-internal.
@usableFromInline
package enum PresentationTeardown: Sendable {
    /// Dispose this.
    case disposable(any Disposable)
    /// Call this with this number.
    case call(@Sendable (Int) -> Void, Int)

    /// Takes the presentation back. Consuming: the closure or disposable is
    /// moved out, not copied, so it is not retained again.
    @inlinable
    package consuming func run() {
        switch consume self {
        case .disposable(let disposable): disposable.dispose()
        case .call(let body, let argument): body(argument)
        }
    }

    /// The teardown as a disposable (a new one, for a call).
    @inlinable
    package var disposable: any Disposable {
        switch self {
        case .disposable(let disposable): disposable
        case .call(let body, let argument): AnyDisposable { body(argument) }
        }
    }
}

extension Presenter {
    /// A presenter that binds on the UI: each ``present(_:)`` schedules `bind`
    /// on `scheduler`.
    ///
    /// On ``UIScheduler``, a value presented on the main queue when none of
    /// its work is waiting is bound before `present(_:)` returns (a view
    /// shows its view model's state in the turn it was presented in); one
    /// presented from another thread, or behind waiting work, is bound in
    /// its turn on the main queue.
    ///
    /// The returned disposable owns the presentation: disposed before the bind
    /// ran, it cancels the bind; disposed after, it schedules the disposal of
    /// what the bind returned on the same scheduler. So both the bind and its
    /// teardown run on the main actor, in the order they were asked for,
    /// wherever the presentation is disposed from; a view may touch its
    /// subviews in both (use `MainActor.assumeIsolated` in a teardown closure).
    ///
    /// On an ``ImmediateScheduler`` the bind runs inside `present(_:)`, which
    /// must then be called on the main actor (it traps otherwise), and what
    /// the bind returned is the presentation itself: nothing is left to
    /// schedule, so there is no presentation object around it.
    ///
    /// ```swift
    /// var titlePresenter: Presenter<String> {
    ///     Presenter.UI { title in
    ///         self.titleLabel.text = title
    ///         return nil
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: Where binds run; ``UIScheduler`` (the main queue) unless
    ///     injected. It must run work on the main actor (a `TestScheduler`
    ///     advanced from a `@MainActor` test does).
    ///   - bind: Shows a value; returns what undoes it, or `nil`.
    /// - Returns: The presenter.
    @inlinable
    public static func UI(
        on scheduler: any Scheduler = UIScheduler(),
        bind: @escaping @MainActor @Sendable (Value) -> (any Disposable)?
    ) -> Presenter<Value> {
        // The scheduler's type is compared, not cast: both tests read the
        // existential's type, with no call into the runtime's dynamic cast.
        if ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(ImmediateScheduler.self) {
            // The bind runs at once, so its result is the whole presentation,
            // torn down wherever it is disposed (as that scheduler would).
            return .returningTeardown { value in
                UIPresentation.callOnMainActor(bind, with: value).map(PresentationTeardown.disposable)
            }
        }
        if let ui = UIScheduler.exactly(scheduler) {
            return Presenter(
                returningTeardown: { value in
                    // On the main queue with nothing of the scheduler's waiting, the
                    // bind runs here, and a bind that returns nothing costs nothing
                    // more; what it returns is torn down on the scheduler.
                    var result: (any Disposable)?
                    if ui.backlog.runIfIdle({ result = UIPresentation.callOnMainQueue(bind, with: value) }) {
                        return result.map { .disposable(UIPresentation(scheduler: ui, bound: $0)) }
                    }
                    return .disposable(QueuedPresentation.queued(on: ui, value: value, bind: bind))
                }, reusing: QueuedPresentation.present(_:reusing:))
        }
        return .returningTeardown { value in
            .disposable(UIPresentation.started(on: scheduler, value: value, bind: bind))
        }
    }

    /// A presenter of optional values: it presents non-`nil` values here and
    /// presents nothing for `nil`. What ``SerialPresenter/optional()`` wraps.
    ///
    /// - Returns: The optional presenter.
    @inlinable
    func optional() -> Presenter<Value?> {
        let target = self
        return .returningTeardown { value in value.flatMap(target.bind) }
    }
}
