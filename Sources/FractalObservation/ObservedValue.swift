import Fractal
import Observation

/// An `Observable` holder of what a view model presents: a presenter on one
/// side, a ``value`` a SwiftUI view reads on the other.
///
/// A view implements a presenter container with one holder per presenter,
/// and the view model presents into it unchanged: the same
/// ``Presentable/present`` that fills recording presenters in tests fills
/// the holders in the app. A SwiftUI view reads ``value`` in its `body` and
/// is invalidated when it changes, like any `@Observable` model.
///
/// ```swift
/// struct CounterScreen: CounterPresenters {
///     let count = ObservedValue<String>()
///     let increment = ObservedValue<@Sendable () -> Void>()
///
///     var countPresenter: Presenter<String> { count.presenter }
///     var incrementPresenter: Presenter<@Sendable () -> Void> { increment.presenter }
/// }
///
/// // In a SwiftUI view:  Text(screen.count.value ?? "")
/// ```
///
/// ## Threading
/// Presenters may be called from any thread; ``value`` changes only on the
/// main actor, where SwiftUI reads it. The holder binds through
/// ``Presenter/UI(on:bind:)``: each presentation is set, and later withdrawn,
/// by work scheduled on its scheduler (``UIScheduler``, the main queue,
/// unless injected; a `TestScheduler` advanced from a `@MainActor` test in
/// tests).
///
/// ## What it shows
/// ``value`` is the value of the presentation bound last, or `nil` when
/// nothing is presented. Disposing that presentation clears ``value`` to
/// `nil` (so `presenter.serial().optional() <~ message` hides a message when it
/// becomes `nil`), but not at once: the clear waits one more turn of the
/// scheduler and is skipped if another value was bound by then. So a value
/// replaced through a serial presenter (`presenter <~ property`, which
/// withdraws the old value and then presents the new one) goes straight to
/// the new value, and a view never sees `nil` in between. Withdrawing a
/// value that was already replaced changes nothing. On an
/// ``ImmediateScheduler`` everything runs at once, on the main actor, and
/// a replaced value is cleared before the new one is set.
///
/// ## Equal values
/// When `Value` is `Equatable` (the initialiser for `Equatable` values is
/// chosen), presenting a value equal to the one shown does not set
/// ``value``: observers are not invalidated. Other values (closures,
/// actions) are set on every presentation.
///
/// ## Lifetime
/// A presenter holds its holder weakly: a view model never keeps a view's
/// state alive. Values presented after the holder is gone are dropped.
///
/// The type conforms to `Observation.Observable` by hand, as the
/// `@Observable` macro would, because the macro's expansion cannot be
/// compiled inside the `Fractal` module.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, macCatalyst 17, *)
@MainActor
public final class ObservedValue<Value: Sendable>: Observable, PresenterType {
    /// What the presenter presents.
    public typealias ViewModel = Value

    /// The value presented last, or `nil` while nothing is presented.
    ///
    /// Reading it inside `withObservationTracking`, or in a SwiftUI view's
    /// `body` (`Text(screen.title.value ?? "")`), tracks it.
    public private(set) var value: Value? {
        get {
            registrar.access(self, keyPath: \.value)
            return stored
        }
        set {
            registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
        }
    }

    /// The storage behind ``value``; reading it tracks nothing.
    private var stored: Value?
    /// The presentation whose value is shown, or `nil` once it is cleared.
    private var shown: UInt64?
    /// How many presentations were bound so far: the next one's number.
    private var bindCount: UInt64 = 0

    private nonisolated let registrar = ObservationRegistrar()
    private nonisolated let scheduler: any Scheduler
    private nonisolated let isEqual: (@Sendable (Value, Value) -> Bool)?

    /// Creates an empty holder whose presenter binds on `scheduler`.
    ///
    /// Every presentation sets ``value``, equal or not.
    ///
    /// ```swift
    /// let logIn = ObservedValue<Action<Void, User, AuthError>>()
    /// ```
    ///
    /// - Parameter scheduler: Where values are set and cleared; it must run
    ///   work on the main actor. ``UIScheduler`` unless injected.
    public nonisolated init(on scheduler: any Scheduler = UIScheduler()) {
        self.scheduler = scheduler
        self.isEqual = nil
    }

    /// Creates an empty holder of `Equatable` values whose presenter binds on
    /// `scheduler`, and skips values equal to the one shown.
    ///
    /// ```swift
    /// let title = ObservedValue<String>()
    /// ```
    ///
    /// - Parameter scheduler: Where values are set and cleared; it must run
    ///   work on the main actor. ``UIScheduler`` unless injected.
    public nonisolated init(on scheduler: any Scheduler = UIScheduler()) where Value: Equatable {
        self.scheduler = scheduler
        self.isEqual = { $0 == $1 }
    }

    /// A presenter that shows each value it is given in ``value``.
    ///
    /// Call it from any thread. Each presentation is bound on the holder's
    /// scheduler; disposing it clears ``value`` if no newer value was bound
    /// (see the type's discussion).
    ///
    /// ```swift
    /// var titlePresenter: Presenter<String> { title.presenter }
    /// ```
    public nonisolated var presenter: Presenter<Value> {
        Presenter.UI(on: scheduler) { [weak self] value in self?.show(value) }
    }

    /// Binds `newValue`: the first half of a presentation, on the main actor.
    private func show(_ newValue: Value) -> any Disposable {
        bindCount &+= 1
        let presentation = bindCount
        shown = presentation
        if let isEqual, let current = stored, isEqual(current, newValue) {
            // Unchanged: no mutation, so no invalidation.
        } else {
            value = newValue
        }
        // Presenter.UI runs this teardown on the scheduler, on the main actor.
        return AnyDisposable { [weak self] in
            MainActor.assumeIsolated { self?.withdraw(presentation) }
        }
    }

    /// The presentation numbered `presentation` was disposed: clear its value
    /// one scheduler turn later, unless a newer value is bound by then (a
    /// serial presenter withdraws the old value before binding the new one).
    private func withdraw(_ presentation: UInt64) {
        guard shown == presentation else { return }
        let clear: @Sendable () -> Void = { [weak self] in
            MainActor.assumeIsolated { self?.clear(presentation) }
        }
        // On the main queue a value bound right after this withdrawal runs at
        // once; the clear is enqueued behind it, not ahead of it.
        if let ui = scheduler as? UIScheduler {
            ui.enqueueBehindNextChange(clear)
        } else {
            scheduler.schedule(clear)
        }
    }

    /// Clears ``value`` if the presentation numbered `presentation` is still
    /// the one shown.
    private func clear(_ presentation: UInt64) {
        guard shown == presentation else { return }
        shown = nil
        if stored != nil { value = nil }
    }
}
