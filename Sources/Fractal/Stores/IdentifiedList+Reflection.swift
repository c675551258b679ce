extension IdentifiedList: CustomReflectable {
    /// The list as a collection of its elements, in order, as an array
    /// shows itself: what `dump`, `Mirror` and a tester's failure diffs see,
    /// without the list's storage (the ids and the elements by id).
    ///
    /// - Complexity: O(*n*).
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
