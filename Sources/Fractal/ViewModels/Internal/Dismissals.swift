/// Who dismisses each view model that can be dismissed: the handler its
/// parent registered with `handleDismissals(in:)`, or a tester's.
///
/// Entries hold their view model weakly and are looked up by identity, so
/// an entry left by a released view model is never used for a new one at the
/// same address; such entries are swept out as the table grows.
package enum Dismissals {
    private struct Entry {
        weak var model: AnyObject?
        let dismiss: @Sendable () -> Void
    }

    private struct Table {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The size at which dead entries are next swept out.
        var sweepAt = 64
    }

    private static let table = Locked<Table>.make(Table())

    /// Called with a view model whose `dismiss()` found no handler: a
    /// tester sets it, to fail a test whose parent forgot
    /// `handleDismissals(in:)`; `nil` in an app, where such a call does nothing.
    package static let unhandled = Locked<(@Sendable (any ViewModel) -> Void)?>.make(nil)

    /// Makes `dismiss` what dismisses `model`, in place of any handler it had.
    package static func setHandler(for model: AnyObject, _ dismiss: @escaping @Sendable () -> Void) {
        let swept = table.withLock { table -> [Entry] in
            table.entries[ObjectIdentifier(model)] = Entry(model: model, dismiss: dismiss)
            guard table.entries.count >= table.sweepAt else { return [] }
            let dead = table.entries.filter { $0.value.model == nil }
            for key in dead.keys { table.entries[key] = nil }
            table.sweepAt = max(64, 2 * table.entries.count)
            return Array(dead.values)
        }
        _ = swept  // the dead entries' handlers are released here, outside the lock
    }

    /// Runs `model`'s handler; returns whether it had one. Without one, it
    /// reports `model` to ``unhandled``.
    package static func dismiss(_ model: any ViewModel) -> Bool {
        let handler = table.withLock { table -> (@Sendable () -> Void)? in
            guard let entry = table.entries[ObjectIdentifier(model)], entry.model === model else { return nil }
            return entry.dismiss
        }
        guard let handler else {
            unhandled.withLock { $0 }?(model)
            return false
        }
        handler()
        return true
    }

    /// The objects of the view models `value` shows: `value` itself, or the
    /// view models an enum's case (or a tuple) holds, one level down.
    package static func viewModels(in value: Any) -> [any ViewModel] {
        if let model = value as? any ViewModel { return [model] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum || mirror.displayStyle == .tuple || mirror.displayStyle == .optional else { return [] }
        return mirror.children.flatMap { viewModels(in: $0.value) }
    }
}
