import Fractal

/// The view models below a tester's view model, at every depth, each with the
/// state it had when the snapshot was taken (each read once) and the path it
/// was found at.
///
/// A child's path joins the paths of each level (`.detail.editor`,
/// `.rows[2]`), as ``viewModelsWithPaths(in:)`` spells one level. A view model
/// found twice (a state that holds its own view model, or a child shared by
/// two parents) is taken once, where it was first found.
struct TreeSnapshot: Sendable {
    /// One view model of the tree.
    struct Node: Sendable {
        let model: any ViewModel
        /// Where it was found, from the root's state: `.detail.editor`.
        let path: String
    }

    /// The view models below the root, in the order found (a parent before
    /// its children).
    let nodes: [Node]
    /// The state of each view model of ``nodes``, as it was read.
    let states: [ObjectIdentifier: any Sendable]

    /// Takes the snapshot of the tree below `root`, whose state is `state`.
    ///
    /// - Complexity: O(*n*) state reads and mirror walks for the *n* view
    ///   models of the tree.
    init(below state: Any, root: AnyObject?) {
        var nodes: [Node] = []
        var states: [ObjectIdentifier: any Sendable] = [:]
        var visited: Set<ObjectIdentifier> = root.map { [ObjectIdentifier($0)] } ?? []
        var pending: [(value: Any, path: String)] = [(state, "")]
        var next = 0
        while next < pending.count {
            let (value, prefix) = pending[next]
            next += 1
            for (model, path) in viewModelsWithPaths(in: value) where visited.insert(ObjectIdentifier(model)).inserted {
                let childState = liveState(of: model)
                nodes.append(Node(model: model, path: prefix + path))
                states[ObjectIdentifier(model)] = childState
                pending.append((childState, prefix + path))
            }
        }
        (self.nodes, self.states) = (nodes, states)
    }
}

/// `model`'s state, read once.
func liveState<Model: ViewModel>(of model: Model) -> any Sendable {
    model.state
}
