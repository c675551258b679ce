import Fractal

/// What a view model's `expect` needs of a tester when the test calls it
/// outside a check: a check of the tester's tree in which only that view
/// model's change is said.
protocol TreeChecking: AnyObject, Sendable {
    /// Checks the whole tree, expecting `child` changed by `change` since
    /// the last check and nothing else changed; fails the test at `origin`
    /// if it is not so.
    func expect<Child: ViewModel>(_ child: Child, changedBy change: (inout Child.State) -> Void, at origin: SourceOrigin)

    /// Fails the test: `model`, which the tree shows, called `dismiss()` and
    /// nothing handles its dismissal.
    func reportUnhandledDismissal(of model: any ViewModel)
}

/// A tester, as the view models of its tree name it: weak, and set once the
/// tester is made (its tree is presented while it is being made).
final class TesterReference: Sendable {
    private struct Weak {
        weak var tester: (any TreeChecking)?
    }

    private let weak = Locked<Weak>.make(Weak())

    /// The tester, while it is alive.
    var tester: (any TreeChecking)? { weak.withLock { $0.tester } }

    /// Names `tester` as the one this reference is.
    func set(_ tester: any TreeChecking) { weak.withLock { $0.tester = tester } }
}

/// Which testers' trees show each view model now: a tree adds a view model
/// when it presents it and removes it when it takes the presentation back.
///
/// A lookup touches only the testers that show the view model, which are
/// the running test's own: a test never holds another test's tester.
enum TreeMembership {
    private struct Entry: Sendable {
        weak var model: (any ViewModel)?
        let tester: TesterReference
    }

    private static let entries = Locked<[ObjectIdentifier: [Entry]]>.make([:])

    /// Records that the tree of `tester` shows `model`.
    static func insert(_ model: any ViewModel, shownBy tester: TesterReference) {
        entries.withLock { $0[ObjectIdentifier(model), default: []].append(Entry(model: model, tester: tester)) }
    }

    /// Records that the tree of `tester` no longer shows the view model
    /// whose identity is `model`.
    static func remove(_ model: ObjectIdentifier, shownBy tester: TesterReference) {
        entries.withLock { entries in
            entries[model]?.removeAll { $0.tester === tester }
            if entries[model]?.isEmpty == true { entries[model] = nil }
        }
    }

    /// Makes a `dismiss()` that no parent handles, in a tester's tree, fail
    /// the test; done once, by the first tester.
    static let reportsUnhandledDismissals: Void = Dismissals.unhandled.withLock { unhandled in
        unhandled = { model in testers(showing: model).first?.reportUnhandledDismissal(of: model) }
    }

    /// Starts a store's `Effect.run` tasks at high priority from now on,
    /// as a tester starts the tasks it holds; done once, by the first tester.
    static let raisesEffectPriority: Void = EffectPriority.tasks.withLock { $0 = .high }

    /// The live testers whose trees show `model` now.
    static func testers(showing model: AnyObject) -> [any TreeChecking] {
        let references = entries.withLock { entries in
            (entries[ObjectIdentifier(model)] ?? []).filter { $0.model === model }.map(\.tester)
        }
        return references.compactMap(\.tester)
    }
}
