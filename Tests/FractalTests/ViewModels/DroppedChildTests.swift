import Dispatch
import Fractal
import FractalTesting
import Testing

/// A parent that is not presented: its state is the only holder of its
/// children, so dropping one from the state runs the child's `deinit`.
private final class Parent: ViewModel {
    struct State: Equatable {
        var children: [Child] = []
        var selection: Int?
        var count = 0
    }
    let states = MutableProperty(State())
    let selection = StateLink<Int?>()

    init() { selection.link(\.selection, of: self) }
}

/// A child that uses its parent in its `init` and its `deinit`: it observes
/// the parent's state, holds an action enabled by it, and clears the
/// parent's selection of itself when it goes.
private final class Child: ViewModel {
    struct State: Equatable {
        var parentCount = 0
    }
    let states = MutableProperty(State())
    let id: Int
    let counts: ChildCounts
    private let observation: any Disposable
    private let clearsSelection: ScopedDisposable
    let open: Action<Void, Void, Never>

    init(id: Int, of parent: Parent, counts: ChildCounts) {
        self.id = id
        self.counts = counts
        let states = states
        observation = parent.states.observe { parent in states.modify { $0.parentCount = parent.count } }
        let selection = parent.selection
        clearsSelection = ScopedDisposable(AnyDisposable { _ = selection.modify { if $0 == id { $0 = nil } } })
        open = Action(enabledIf: parent.states.map { $0.count > 0 }) {}
        counts.made()
    }

    deinit {
        observation.dispose()
        counts.released()
    }
}

/// How many children were made and released.
private final class ChildCounts: Sendable {
    private let counts = MutableProperty((made: 0, released: 0))
    func made() { counts.modify { $0.made += 1 } }
    func released() { counts.modify { $0.released += 1 } }
    var alive: Int { counts.value.made - counts.value.released }
}

@Suite("A child dropped from, or made in, its parent's modify may use its parent")
struct DroppedChildTests {
    @Test func aChildReleasedByModifyClearsItsParentsSelectionThroughALink() {
        let parent = Parent()
        let counts = ChildCounts()
        parent.modify {
            $0.children = [Child(id: 1, of: parent, counts: counts)]
            $0.selection = 1
        }
        parent.modify { $0.children = [] }
        #expect(counts.alive == 0)
        #expect(parent.state.selection == nil)
    }

    @Test func aChildReleasedByASetStopsObservingItsParent() {
        let parent = Parent()
        let counts = ChildCounts()
        parent.states.value = Parent.State(children: [Child(id: 1, of: parent, counts: counts)], count: 1)
        parent.states.value = Parent.State()
        #expect(counts.alive == 0)
        parent.modify { $0.count = 2 }  // nothing observes it any more
        #expect(parent.state.count == 2)
    }

    @Test func aChildMadeInItsParentsModifyObservesTheParent() {
        let parent = Parent()
        let counts = ChildCounts()
        parent.modify {
            $0.count = 1
            $0.children.append(Child(id: 1, of: parent, counts: counts))
        }
        let child = parent.state.children[0]
        #expect(child.state.parentCount == 1)  // made before the change was stored, then told of it
        parent.modify { $0.count = 5 }
        #expect(child.state.parentCount == 5)
        #expect(child.open.isEnabled.value)
        parent.modify { $0.children = [] }  // the child's observation holds the parent's state until it goes
        #expect(counts.alive == 1)  // `child` still holds it
    }

    @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003])
    func anyOrderOfMakingDroppingAndObservingChildrenOnSeveralThreadsNeverTraps(seed: UInt64) {
        let parents = (0..<3).map { _ in Parent() }
        let counts = ChildCounts()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var generator = SeededRandomNumberGenerator(seed: seed &+ UInt64(thread))
            var held: [any Disposable] = []
            for step in 0..<600 {
                let parent = parents[Int.random(in: 0..<parents.count, using: &generator)]
                let id = thread * 10_000 + step
                switch Int.random(in: 0..<8, using: &generator) {
                case 0, 1:
                    parent.modify {
                        $0.children.append(Child(id: id, of: parent, counts: counts))
                        $0.count += 1
                    }
                case 2:
                    let index = Int.random(in: 0..<4, using: &generator)
                    parent.modify { if index < $0.children.count { $0.children.remove(at: index) } }
                case 3:
                    parent.modify { $0.selection = $0.children.last?.id }
                case 4:
                    parent.modify { $0.children = [] }
                case 5:
                    parent.modify { $0.count = parent.state.count + 1 }  // reads the value from before
                case 6:
                    held.append(parent.present(Presenter<Parent.State> { _ in nil }) ?? AnyDisposable())
                    held.append(parent.states.observeChanges { _ in })
                default:
                    if !held.isEmpty { held.remove(at: Int.random(in: 0..<held.count, using: &generator)).dispose() }
                }
            }
            held.forEach { $0.dispose() }
        }
        parents.forEach { parent in parent.modify { $0.children = [] } }
        #expect(counts.alive == 0, "seed \(seed)")
        #expect(parents.allSatisfy { $0.state.selection == nil }, "seed \(seed)")
    }
}
