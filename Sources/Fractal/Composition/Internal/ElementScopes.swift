/// The elements a collection composition still holds, for cancelling the
/// work of every other element of that collection: those that left.
///
/// An element's work is namespaced by a ``ChildScope`` naming the
/// collection (its key path and element type) and the element's key. A
/// composition that sees elements leave cancels, with
/// `EffectWork.cancelElements`, the work of the collection's elements whose
/// key is not kept, without knowing which elements were there before.
@usableFromInline
struct ElementScopes: Sendable {
    @usableFromInline let collection: EffectID
    @usableFromInline let element: ObjectIdentifier
    @usableFromInline let kept: Set<EffectID>

    /// The elements of type `element` of the collection at `collection`
    /// whose keys are `kept`.
    @inlinable
    init<Element>(of collection: some Hashable & Sendable, _ element: Element.Type, keeping kept: Set<EffectID>) {
        self.collection = EffectID(collection)
        self.element = ObjectIdentifier(element)
        self.kept = kept
    }

    /// Whether `id` is the work of one of this collection's elements that is
    /// not kept (or of its children), the collection sitting at the child
    /// scope `path`.
    ///
    /// - Complexity: O(*d*) for the depth *d* of `path`.
    @usableFromInline
    func contains(departed id: EffectID, under path: [EffectID]) -> Bool {
        guard let scoped = id.base as? ScopedEffectID, scoped.path.count > path.count, scoped.path.starts(with: path),
            let scope = scoped.path[path.count].base as? ChildScope,
            scope.path == collection, scope.child == element, let key = scope.element
        else { return false }
        return !kept.contains(key)
    }
}
