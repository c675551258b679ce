/// How a composition reaches a child's state inside its parent's: through
/// the byte offset of the stored property when the key path names one
/// (`MemoryLayout.offset(of:)`), so that no key path is walked on each
/// event; through the key path otherwise (a computed property, a class).
///
/// Walking a key path (`swift_getAtKeyPath`, `swift_modifyAtWritableKeyPath`)
/// is generic runtime code that looks up type metadata on every access:
/// hundreds of instructions, several times per event and per level.
@usableFromInline
struct ChildAccess<Root, Value>: Sendable {
    @usableFromInline let keyPath: WritableKeyPath<Root, Value> & Sendable
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value> & Sendable) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// Runs `body` on the child's state in place.
    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: keyPath]) }
        return withUnsafeMutablePointer(to: &root) { pointer in
            body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Runs `body` on the child's state, read in place.
    @inlinable
    func read<Result>(_ root: inout Root, _ body: (borrowing Value) -> Result) -> Result {
        guard let offset else { return body(root[keyPath: keyPath]) }
        return withUnsafeMutablePointer(to: &root) { pointer in
            body((UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
        }
    }
}

extension Optional {
    /// Whether this is `some`, without copying the wrapped value.
    @inlinable
    var isPresent: Bool {
        switch self {
        case .some: true
        case .none: false
        }
    }
}
