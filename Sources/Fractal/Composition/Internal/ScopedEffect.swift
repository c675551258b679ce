/// The id of a child feature's effect work once a composition has lifted it
/// into its parent: the path of child scopes it belongs to, outermost
/// first, and the id the child gave it (if any).
///
/// Namespacing keeps two children's ids apart (every row may run work with
/// the id `"timer"`), and the path lets one cancellation stop every piece
/// of work of a child and of its own children: work belongs to a scope when
/// its path starts with the scope's path.
@usableFromInline
struct ScopedEffectID: Hashable, Sendable {
    @usableFromInline let path: [EffectID]
    @usableFromInline let base: EffectID?

    @inlinable
    init(path: [EffectID], base: EffectID?) {
        self.path = path
        self.base = base
    }

    /// `id` lifted one level up, into `scope`.
    @inlinable
    static func lift(_ id: EffectID?, into scope: EffectID) -> EffectID {
        if let scoped = id?.base as? ScopedEffectID {
            return EffectID(ScopedEffectID(path: [scope] + scoped.path, base: scoped.base))
        }
        return EffectID(ScopedEffectID(path: [scope], base: id))
    }
}

extension EffectID {
    /// Whether this id belongs to work of the child scope `path` (or of its
    /// children).
    @inlinable
    func isInside(_ path: [EffectID]) -> Bool {
        guard let scoped = base as? ScopedEffectID else { return false }
        return scoped.path.starts(with: path)
    }
}

/// Where a child sits in its parent's state, for namespacing its effects:
/// the key path to it, the type of the child state, and the element's id
/// for a child in a collection.
@usableFromInline
struct ChildScope: Hashable, Sendable {
    @usableFromInline let path: EffectID
    @usableFromInline let child: ObjectIdentifier
    @usableFromInline let element: EffectID?

    @inlinable
    init(path: some Hashable & Sendable, child: Any.Type, element: EffectID? = nil) {
        self.path = EffectID(path)
        self.child = ObjectIdentifier(child)
        self.element = element
    }
}

extension EffectID {
    /// The scope of the element `id` of the collection at `path`, whose
    /// elements are `Element`s: what `forEach` namespaces an element's work by.
    @inlinable
    static func element<Element>(
        _ id: some Hashable & Sendable, of path: some Hashable & Sendable, _ type: Element.Type
    ) -> EffectID {
        EffectID(ChildScope(path: path, child: type, element: EffectID(id)))
    }
}

extension Effect {
    /// This child effect without the events it sends itself at once: what
    /// is left of it when the child leaves in the event that returned it
    /// (those events would reach a child that is gone, or one that took its
    /// place).
    @inlinable
    func withoutSends() -> Effect {
        Effect(work: work.filter { if case .send = $0 { false } else { true } })
    }

    /// This child effect lifted into a parent: events embedded with `embed`,
    /// outputs turned into parent events by `output` (and sent, as
    /// ``send(_:)`` would), ids namespaced by `scope`. A ``dismiss`` is
    /// taken out and reported in `dismisses`, for the composition to apply.
    @inlinable
    func lifted<ParentEvent: Sendable, ParentOutput: Sendable>(
        into scope: EffectID,
        event embed: @escaping @Sendable (Event) -> ParentEvent,
        output: @escaping @Sendable (Output) -> ParentEvent
    ) -> (effect: Effect<ParentEvent, ParentOutput>, dismisses: Bool) {
        if work.isEmpty { return (.none, false) }
        var dismisses = false
        var lifted: [EffectWork<ParentEvent, ParentOutput>] = []
        lifted.reserveCapacity(work.count)
        for piece in work {
            switch piece {
            case .dismiss:
                dismisses = true
            case .run(let id, let cancelInFlight, let operation):
                // Work without an id gets one here, for its scope; it still cancels nothing in flight.
                lifted.append(
                    .run(id: ScopedEffectID.lift(id, into: scope), cancelInFlight: cancelInFlight && id != nil) { send in
                        await operation(Send { send(embed($0)) })
                    })
            case .sendLater(let event, let delay, let id, let cancelInFlight):
                lifted.append(
                    .sendLater(
                        embed(event), delay: delay, id: ScopedEffectID.lift(id, into: scope),
                        cancelInFlight: cancelInFlight && id != nil))
            case .sendRepeatedly(let event, let interval, let id):
                lifted.append(.sendRepeatedly(embed(event), interval: interval, id: ScopedEffectID.lift(id, into: scope)))
            case .cancel(let id):
                lifted.append(.cancel(ScopedEffectID.lift(id, into: scope)))
            case .cancelScope(let path):
                lifted.append(.cancelScope([scope] + path))
            case .cancelElements(let path, let elements):
                lifted.append(.cancelElements([scope] + path, elements))
            case .send, .output, .issue:
                lifted.append(piece.map(embed) { .send(output($0)) })
            }
        }
        return (Effect<ParentEvent, ParentOutput>(work: lifted), dismisses)
    }
}
