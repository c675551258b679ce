/// One revision of an ``InputField``: its value, and which views must be
/// shown it. The field's storage holds the latest and sends each new one.
@usableFromInline
struct InputFieldState<Value: Sendable>: Sendable {
    @usableFromInline var value: Value
    /// Counts the changes; every `set` and `edit` makes a new revision.
    @usableFromInline var revision = 0
    @usableFromInline var audience = InputFieldAudience.everyone

    @inlinable
    init(value: Value) {
        self.value = value
    }
}

/// The views that must be shown a revision of an ``InputField``.
@usableFromInline
enum InputFieldAudience: Sendable {
    /// Every view: the view model set the value, or normalised an edit.
    case everyone
    /// Only these views (usually none): a plain edit, shown only to views
    /// that had something still to display when it was made.
    case only([Int])

    /// Whether the view with identifier `view` must be shown the revision.
    @inlinable
    func includes(_ view: Int) -> Bool {
        switch self {
        case .everyone: true
        case .only(let views): views.contains(view)
        }
    }
}

/// The views showing an ``InputField`` and how far each has got, behind a
/// lock of its own. The field's storage lock is taken first when both are
/// held (while a new revision is made); this lock is also taken alone.
@usableFromInline
struct InputFieldViews: Sendable {
    /// How far one view has got, in revisions.
    @usableFromInline
    struct Progress: Sendable {
        /// The last revision it was told to display.
        @usableFromInline var issued: Int
        /// The last revision it has finished with (-1: not even the first).
        @usableFromInline var applied = -1

        @inlinable
        init(issued: Int) {
            self.issued = issued
        }

        /// Whether it still has something to display: what it shows may
        /// still change without it editing.
        @inlinable
        var isBehind: Bool { applied < issued }
    }

    @usableFromInline var views: [Int: Progress] = [:]
    @usableFromInline var nextView = 0
    /// The field's latest revision, as of the last change.
    @usableFromInline var revision = 0

    @inlinable
    init() {}

    /// Registers a view, which has the field's current value to display, and returns its identifier.
    @inlinable
    mutating func register() -> Int {
        nextView += 1
        views[nextView] = Progress(issued: revision)
        return nextView
    }

    /// Records revision `revision`, to be displayed by every view when
    /// `everyone`, or else by the views still behind, and returns its audience.
    @inlinable
    mutating func issue(_ revision: Int, toEveryone everyone: Bool) -> InputFieldAudience {
        self.revision = revision
        if everyone {
            for view in views.keys { views[view]?.issued = revision }
            return .everyone
        }
        var behind: [Int] = []
        for (view, progress) in views where progress.isBehind {
            views[view]?.issued = revision
            behind.append(view)
        }
        return .only(behind)
    }
}
