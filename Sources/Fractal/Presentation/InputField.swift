/// An editable value that a view model presents to a view: the view is shown
/// the current value and reports the user's edits back, and an edit is not
/// echoed back to the view unless the view model changed it.
///
/// It is for a field whose text the view model changes too (clears, fills
/// in, normalises). A field only the user changes is an input sink, a
/// `Presenter<@Sendable (String) -> Void>` as in Fractal MVVM, beside a
/// `Presenter<String>` if the view model shows text.
///
/// The view model reads ``value``, changes it with ``set(_:)``, and presents
/// the field through a `Presenter<InputField<Value>>`; the view calls
/// ``show(_:)`` to display it and ``edit(_:)`` for each edit:
///
/// ```swift
/// final class SignUpViewModel: Sendable {
///     let username = InputField("", normalize: { $0.lowercased() })
///
///     var present: (any SignUpPresenters) -> (any Disposable)? {
///         { [username] presenters in presenters.usernamePresenter <~ username }
///     }
/// }
/// ```
///
/// ```swift
/// // In the view's presenter, on the main actor:
/// let showing = field.show(on: UIScheduler()) { text in
///     MainActor.assumeIsolated { textField.text = text }
/// }
/// textField.onEdit = { text in field.edit(text) }  // each keystroke
/// ```
///
/// ## Echoes
/// A field keeps track of what each view displays. An edit the view makes
/// is stored as its normalised value; it is shown back to the view only if
/// normalising changed it (so a field that lowercases shows "ADA" back as
/// "ada", and a plain edit never resets the text or the cursor under the
/// user's fingers). A change from ``set(_:)`` is shown to every view, unless
/// it leaves the value as it was.
///
/// An edit made while a view still had a value to display (one set by the
/// view model on another thread, say, and not displayed yet) is shown back
/// to that view after it, so the view ends on the field's value either way:
/// once edits and sets stop, the last value a view was shown, or its own
/// later edit, is the current value. This holds when the view displays and
/// edits on one thread; ``show(on:_:)`` displays on that thread for it.
///
/// Edits are taken to come from the views showing the field: a field is
/// meant to be shown by one view at a time (a new cell shows it after the
/// old one stopped). With several, each sees the view model's changes and
/// the normalised edits, not the others' plain edits.
///
/// - Complexity: ``set(_:)`` and ``edit(_:)`` are O(*v*) in the number of
///   views showing the field (usually one), plus one call of `normalize`.
public final class InputField<Value: Equatable & Sendable>: Sendable {
    /// The field's value, as the view model reads it: normalised, and
    /// updated by both ``set(_:)`` and ``edit(_:)``. Observers are called only
    /// when it changes.
    public let value: Property<Value>

    @usableFromInline let storage: ObserverStorage<InputFieldState<Value>>
    @usableFromInline let views = Locked<InputFieldViews>.make(InputFieldViews())
    @usableFromInline let normalize: @Sendable (Value) -> Value

    /// Creates a field holding `initial`, normalised.
    ///
    /// - Parameters:
    ///   - initial: The first value.
    ///   - normalize: Turns any value into the form the field keeps
    ///     (lowercased, trimmed, clamped …); it is applied to the initial
    ///     value, to ``set(_:)`` and to ``edit(_:)``, outside any lock. It
    ///     should be idempotent. The default keeps values as they are.
    public init(_ initial: Value, normalize: @escaping @Sendable (Value) -> Value = { $0 }) {
        let storage = ObserverStorage<InputFieldState<Value>>(current: InputFieldState(value: normalize(initial)))
        self.storage = storage
        self.normalize = normalize
        value = Property(
            read: { storage.current.value },
            subscribe: { sendingCurrent, observer in
                storage.observe(sendingCurrent: sendingCurrent) { observer($0.value) }
            },
            subscribeReturningCurrent: { observer in
                let (current, observation) = storage.observeChangesReturningCurrent { observer($0.value) }
                return (current.value, observation)
            }
        )
        .skipRepeats()
    }

    deinit {
        // Nothing can change any more: release the observers and the views' display closures.
        storage.finish()
    }

    /// Changes the value from the view model: it is normalised, stored and
    /// shown to every view, unless it leaves the value as it was.
    ///
    /// - Parameter newValue: The new value.
    public func set(_ newValue: Value) {
        let normalized = normalize(newValue)
        // `==` runs outside the lock, against the value of a known revision:
        // the comparison still holds if no change came in between.
        let before = storage.current
        let isUnchanged = normalized == before.value
        let views = views
        storage.modifyInPlace { state in
            let unchanged = isUnchanged && state.revision == before.revision
            state.revision += 1
            state.value = normalized
            let revision = state.revision
            state.audience = unchanged ? .only([]) : views.withLock { $0.issue(revision, toEveryone: true) }
        }
    }

    /// Reports an edit the user made in a view: it is normalised and stored,
    /// and shown back to the view only if normalising changed it (or the
    /// view had a value still to display; see ``InputField``).
    ///
    /// - Parameter newValue: What the view now displays.
    public func edit(_ newValue: Value) {
        let normalized = normalize(newValue)
        let isNormalized = normalized != newValue
        let views = views
        storage.modifyInPlace { state in
            state.revision += 1
            let revision = state.revision
            state.value = normalized
            state.audience = views.withLock { $0.issue(revision, toEveryone: isNormalized) }
        }
    }

    /// Shows the field in a view: calls `display` with the current value at
    /// once, then with every change the view must display (see
    /// ``InputField``), on the thread that made it, until the returned
    /// disposable is disposed.
    ///
    /// Calls are serial and in order. Use ``show(on:_:)`` to display on the
    /// view's own thread.
    ///
    /// - Parameter display: Displays a value in the view.
    /// - Returns: The showing; dispose it to stop.
    public func show(_ display: @escaping @Sendable (Value) -> Void) -> any Disposable {
        let views = views
        let view = views.withLock { $0.register() }
        let observation = storage.observe(sendingCurrent: true) { state in
            InputFieldDisplay.process(state, view: view, views: views, display: display)
        }
        return InputFieldDisplay(view: view, views: views, feed: observation)
    }

    /// Shows the field in a view that displays on `scheduler`: like
    /// ``show(_:)``, but `display` runs on `scheduler`, the current value
    /// included, in order.
    ///
    /// The field counts a value as displayed once `display` has run for it,
    /// so an edit made while a value is still on its way to the view is shown
    /// back after it, and the view ends on the field's value.
    ///
    /// ```swift
    /// let showing = field.show(on: UIScheduler()) { text in
    ///     MainActor.assumeIsolated { textField.text = text }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - scheduler: Where `display` runs, usually ``UIScheduler``.
    ///   - display: Displays a value in the view.
    /// - Returns: The showing; dispose it to stop, which also cancels the
    ///   displays not yet run.
    public func show(on scheduler: some Scheduler, _ display: @escaping @Sendable (Value) -> Void) -> any Disposable {
        let views = views
        let view = views.withLock { $0.register() }
        let relay = TimedRelay<InputFieldState<Value>>(
            timing: .immediately, schedule: TimedRelay<InputFieldState<Value>>.scheduleImmediately(on: scheduler)
        ) { state in
            InputFieldDisplay.process(state, view: view, views: views, display: display)
        }
        relay.own(storage.observe(sendingCurrent: true) { relay.receive($0) })
        return InputFieldDisplay(view: view, views: views, feed: relay)
    }
}
