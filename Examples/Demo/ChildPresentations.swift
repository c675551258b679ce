import Fractal

/// The child view models a view presents, each into a view of its own: a
/// child is presented (`child <- view`) when it first appears in the
/// parent's state and its presentation is disposed when it leaves, so a
/// child that stays keeps its presentation (a recorder keeps its clock).
/// Children are told apart by identity.
@MainActor
final class ChildPresentations<Child: ViewModel, View: AnyObject> {
    private struct Entry {
        let view: View
        let presentation: (any Disposable)?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private let makeView: () -> View
    private let presenter: (View) -> Presenter<Child.State>
    private let close: (View) -> Void

    /// - Parameters:
    ///   - makeView: Makes the view of a child that appears.
    ///   - presenter: The view's presenter of the child's state.
    ///   - close: Takes back what the view presents itself (its own children).
    init(
        makeView: @escaping () -> View, presenter: @escaping (View) -> Presenter<Child.State>, close: @escaping (View) -> Void = { _ in }
    ) {
        (self.makeView, self.presenter, self.close) = (makeView, presenter, close)
    }

    /// Presents the children of `children` that are new and disposes the
    /// presentations of those no longer there.
    func update(_ children: [Child]) {
        let current = Set(children.map(ObjectIdentifier.init))
        for (id, entry) in entries where !current.contains(id) {
            entries[id] = nil
            dispose(entry)
        }
        for child in children where entries[ObjectIdentifier(child)] == nil {
            let view = makeView()
            entries[ObjectIdentifier(child)] = Entry(view: view, presentation: child <- presenter(view))
        }
    }

    /// The view `child` is presented into, if it is presented.
    func view(of child: Child) -> View? { entries[ObjectIdentifier(child)]?.view }

    /// Disposes every presentation.
    func disposeAll() {
        let all = entries.values
        entries = [:]
        all.forEach(dispose)
    }

    private func dispose(_ entry: Entry) {
        entry.presentation?.dispose()
        close(entry.view)
    }
}
