/// How view models compare in the current task.
package enum ViewModelComparison {
    /// In a tester's check, the view models the state under test held at the
    /// last check: each is equal only to itself. `nil` outside a check, where
    /// every view model is equal only to itself.
    @TaskLocal package static var heldBefore: Set<ObjectIdentifier>?

    /// Whether `lhs` and `rhs`, two objects that are not the same, compare by
    /// their states: only in a tester's check, and only when neither was held
    /// by the state under test before (one of them was made by the test).
    package static func comparesByState(_ lhs: AnyObject, _ rhs: AnyObject) -> Bool {
        guard let heldBefore else { return false }
        return !heldBefore.contains(ObjectIdentifier(lhs)) && !heldBefore.contains(ObjectIdentifier(rhs))
    }
}
