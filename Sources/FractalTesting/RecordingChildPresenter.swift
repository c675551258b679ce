import Fractal

/// A recording presenter for child view models: it presents each child into
/// a new recording container, as a screen makes a new view for each child,
/// and keeps the containers, in order, with which of them are live.
///
/// A screen with a list of rows, or a detail that comes and goes, is then
/// tested through the containers, with no bookkeeping in the test:
///
/// ```swift
/// let session = RecordingSession(scheduler: scheduler)
/// let rows = session.childPresenter(
///     "main.rows", of: ItemRowViewModel.self,
///     container: { name in RecordingRow(session, name) },  // name: "main.rows[0]", …
///     present: { row, container in row <- container })
/// let presentation = rows.listPresenter <~ viewModel.rows  // as a `Presenter<[ItemRowViewModel]>`
/// scheduler.advance()
/// #expect(rows.liveContainers.map { $0.title.current } == ["Engine", "Notes"])
/// rows.liveContainers[1]?.select.current?()  // tap the second row
/// ```
///
/// Each child presented through ``presenter`` (or each element of an array
/// presented through ``listPresenter``) gets a container from the
/// `container` closure, named after this presenter and the container's
/// position in ``containers``, so that the container's own recording
/// presenters read well in dumps (`main.rows[1].title: Notes`). The
/// container lives on after its child's presentation is disposed, so a test
/// can check that the child took everything back.
///
/// The children themselves are recorded by ``children``, a
/// ``RecordingPresenter`` with its states (scheduled, bound, cancelled,
/// disposed). For exhaustivity checks a bound child counts as consumed at
/// once, since a test asserts what it shows through its container; a child
/// still live is reported like any live presentation.
public final class RecordingChildPresenter<Child: Sendable, Container: Sendable>: PresenterType, Sendable {
    private struct Slot {
        let container: Container
        var isLive: Bool
        /// The child's identity, when it is an object.
        let child: ObjectIdentifier?
    }

    private struct State {
        var slots: [Slot] = []
        var made = 0
    }

    /// The name used in dumps and failures; containers are named after it.
    public let name: String
    /// The recording of the children presented, with their states.
    public let children: RecordingPresenter<Child>
    private let state: Locked<State>

    /// Creates a recording presenter for child view models.
    ///
    /// - Parameters:
    ///   - name: A name for dumps and failures, and the prefix of the names
    ///     given to containers (`name[0]`, `name[1]`, …).
    ///   - scheduler: Where binds run; `nil` binds at once on the presenting thread.
    ///   - makeContainer: Makes the container for one child, given its name.
    ///   - present: Presents a child into its container (`{ $0 <- $1 }`); what
    ///     it returns is disposed with the child's presentation.
    public convenience init(
        _ name: String = "\(Child.self)",
        scheduler: (any Scheduler)? = nil,
        container makeContainer: @escaping @Sendable (_ name: String) -> Container,
        present: @escaping @Sendable (Child, Container) -> (any Disposable)?
    ) {
        self.init(name: name, scheduler: scheduler, session: nil, makeContainer: makeContainer, present: present)
    }

    init(
        name: String,
        scheduler: (any Scheduler)?,
        session: RecordingSession?,
        makeContainer: @escaping @Sendable (_ name: String) -> Container,
        present: @escaping @Sendable (Child, Container) -> (any Disposable)?
    ) {
        let state = Locked<State>.make(State())
        let bind: @Sendable (Child) -> (any Disposable)? = { child in
            let number = state.withLock { state in
                defer { state.made += 1 }
                return state.made
            }
            let container = makeContainer("\(name)[\(number)]")
            let identity = Child.self is AnyObject.Type ? ObjectIdentifier(child as AnyObject) : nil
            let index = state.withLock { state in
                state.slots.append(Slot(container: container, isLive: true, child: identity))
                return state.slots.count - 1
            }
            let presentation = present(child, container)
            return AnyDisposable {
                state.withLock { $0.slots[index].isLive = false }
                presentation?.dispose()
            }
        }
        let children = RecordingPresenter(
            name: name, scheduler: scheduler, bind: bind, session: session, consumesOnBind: true)
        self.name = name
        self.state = state
        session?.register(children)
        self.children = children
    }

    /// The presenter of one child at a time, to hand to the code under test.
    public var presenter: Presenter<Child> { children.presenter }

    /// A presenter of a whole list of children, to hand to the code under
    /// test: each element is presented as one child, into its own container,
    /// and disposing the list's presentation disposes every element's.
    public var listPresenter: Presenter<[Child]> {
        let presenter = children.presenter
        return Presenter { children in CompositeDisposable(children.map { presenter.present($0) }) }
    }

    /// Every container made, in the order made, live or not.
    public var containers: RecordedValues<Container> {
        RecordedValues(state.withLock { $0.slots.map(\.container) })
    }

    /// The containers whose child is presented now, in the order made.
    public var liveContainers: RecordedValues<Container> {
        RecordedValues(state.withLock { $0.slots.compactMap { $0.isLive ? $0.container : nil } })
    }

    /// The newest container whose child is presented now, or `nil`.
    public var currentContainer: Container? {
        state.withLock { $0.slots.last(where: \.isLive)?.container }
    }
}

extension RecordingChildPresenter where Child: AnyObject {
    /// The container `child` is presented in now.
    ///
    /// - Parameter child: A child view model.
    /// - Returns: The newest live container it was presented into, or `nil`.
    /// - Complexity: O(*n*) in the containers made.
    public func container(for child: Child) -> Container? {
        let identity = ObjectIdentifier(child)
        return state.withLock { $0.slots.last { $0.isLive && $0.child == identity }?.container }
    }
}
