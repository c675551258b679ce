/// How a composition tells one presented child from the next: by its `id`
/// when the child's state is `Identifiable`, so that a child replaced by
/// another one while present counts as gone and its effects are cancelled.
///
/// Whether the type is `Identifiable` is asked once, when the composition
/// is made; each event then reads the id directly, with no dynamic cast.
/// Returns `nil` for a type that is not `Identifiable`: its children are
/// told apart by presence alone.
@usableFromInline
func identityReader<Child>(of type: Child.Type) -> (@Sendable (Child) -> AnyHashable)? {
    guard let identifiable = type as? any Identifiable.Type else { return nil }
    return identityReader(identifiable, reading: Child.self)
}

/// Reads the id of a `Child` whose type is `Model` (checked by the caller:
/// they are the same type, so the memory is read as what it is).
@usableFromInline
func identityReader<Model: Identifiable, Child>(_ model: Model.Type, reading child: Child.Type) -> @Sendable (Child) -> AnyHashable {
    { child in
        withUnsafePointer(to: child) { pointer in
            pointer.withMemoryRebound(to: Model.self, capacity: 1) { AnyHashable($0.pointee.id) }
        }
    }
}
