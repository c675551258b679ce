/// One view's showing of an ``InputField``: the disposable that ends it, and
/// the decision of which revisions the view displays.
@usableFromInline
final class InputFieldDisplay: Disposable {
    @usableFromInline let view: Int
    @usableFromInline let views: Locked<InputFieldViews>
    /// What feeds ``process(_:view:views:display:)``: the observation of the
    /// field's storage, or a relay that hops its revisions to a scheduler.
    @usableFromInline let feed: any Disposable

    @inlinable
    init(view: Int, views: Locked<InputFieldViews>, feed: any Disposable) {
        self.view = view
        self.views = views
        self.feed = feed
    }

    /// Displays `state` if view `view` must be shown it (its first revision
    /// always), then records that the view has finished with it.
    ///
    /// Calls for one view are serial and in revision order: they come from
    /// one observation of the field's storage, or one relay.
    @inlinable
    static func process<Value: Sendable>(
        _ state: InputFieldState<Value>, view: Int, views: Locked<InputFieldViews>,
        display: @Sendable (Value) -> Void
    ) {
        let shows = views.withLock { registry -> Bool in
            guard let progress = registry.views[view] else { return false }
            if progress.applied < 0 || state.audience.includes(view) { return true }
            registry.views[view]?.applied = state.revision
            return false
        }
        guard shows else { return }
        display(state.value)
        views.withLock { registry in
            guard let applied = registry.views[view]?.applied else { return }
            registry.views[view]?.applied = max(applied, state.revision)
        }
    }

    /// Whether the showing has ended (disposed, or the field is gone).
    @usableFromInline
    var isDisposed: Bool {
        feed.isDisposed
    }

    /// Ends the showing: no more calls of the display closure (one in
    /// progress on another thread may finish).
    @usableFromInline
    func dispose() {
        let view = view
        views.withLock { registry in registry.views[view] = nil }
        feed.dispose()
    }
}
