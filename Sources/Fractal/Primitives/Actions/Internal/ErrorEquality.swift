/// Whether two errors are equal: of the same dynamic type, that type is
/// `Equatable`, and they are `==`. Errors of a type that is not `Equatable`
/// are never equal, since nothing says what equal would mean for them.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    // The same dynamic type first, so a subclass's `==` is never asked about
    // its superclass (which would make the answer depend on the order).
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)),
        let lhs = lhs as? any Equatable
    else { return false }
    return isEqual(lhs, to: rhs)
}

/// Whether `other` is a `Value` equal to `value`.
private func isEqual<Value: Equatable>(_ value: Value, to other: any Error) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
}
