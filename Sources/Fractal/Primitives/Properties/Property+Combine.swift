extension PropertyProtocol {
    /// A property holding the latest values of this property and `other`,
    /// updated whenever either changes.
    ///
    /// ```swift
    /// let canLogIn = username.combineLatest(with: password)
    ///     .map { !$0.isEmpty && !$1.isEmpty }
    /// ```
    ///
    /// The combined property keeps its own value and retains both sources; it
    /// stays alive while it is referenced or observed.
    ///
    /// - Parameter other: The second source.
    /// - Returns: A property of pairs.
    @inlinable
    public func combineLatest<Other: PropertyProtocol>(
        with other: Other
    ) -> Property<(Value, Other.Value)> {
        let derived = DerivedStorage(initialValue: (value, other.value), sources: [self, other])
        // The sources' observers hold the storage strongly; the derived owner
        // disposes them when it goes, so this makes no lasting cycle.
        let storage = derived.storage
        derived.upstream += observe { first in storage.modifyDerived { $0.0 = first } }
        derived.upstream += other.observe { second in storage.modifyDerived { $0.1 = second } }
        return derived.property
    }
}

extension Property {
    /// A property holding the latest values of `first` and `second`.
    ///
    /// - Parameters:
    ///   - first: The first source.
    ///   - second: The second source.
    /// - Returns: A property of pairs; see ``PropertyProtocol/combineLatest(with:)``.
    @inlinable
    public static func combineLatest<First: PropertyProtocol, Second: PropertyProtocol>(
        _ first: First, _ second: Second
    ) -> Property<(First.Value, Second.Value)> where Value == (First.Value, Second.Value) {
        first.combineLatest(with: second)
    }

    /// A property holding the latest values of all `properties`, in order.
    ///
    /// ```swift
    /// let allFilled = Property.combineLatest(fields).map { $0.allSatisfy { !$0.isEmpty } }
    /// ```
    ///
    /// - Parameter properties: The sources; an empty array gives a constant `[]`.
    /// - Returns: A property of arrays.
    /// - Complexity: Each change of a source costs O(*n*) to copy the array.
    @inlinable
    public static func combineLatest<Element: Sendable, Source: PropertyProtocol>(
        _ properties: [Source]
    ) -> Property<[Element]> where Value == [Element], Source.Value == Element {
        let derived = DerivedStorage(initialValue: properties.map(\.value), sources: properties)
        let storage = derived.storage
        for (index, property) in properties.enumerated() {
            derived.upstream += property.observe { element in
                storage.modifyDerived { $0[index] = element }
            }
        }
        return derived.property
    }
}
