/// How view models compare in the current task.
package enum ViewModelComparison {
    /// Whether two view models of one type are equal when their states are,
    /// not only when they are the same object. A tester turns it on around
    /// its own checks only.
    @TaskLocal package static var comparesStates = false
}
