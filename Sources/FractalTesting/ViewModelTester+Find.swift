import Fractal

extension ViewModelTester {
    /// The view model of type `Child` that the tree shows now, at any depth
    /// below the view model under test; if it shows none, the running test
    /// fails at the call and the result is `nil`.
    ///
    /// A test reaches a child wherever the state holds it (an optional, an
    /// array, a case of an enum of screens) without spelling the way there
    /// or writing an accessor for the enum's case; it calls the child's
    /// methods as its view would, and says how the child changed (on its
    /// own, a child's `expect` is a check of the whole tree):
    ///
    /// ```swift
    /// stack[ArticleModel.self]?.likeTapped()
    /// stack[ArticleModel.self]?.expect { $0.likes = 1 }
    /// ```
    ///
    /// When the tree shows several view models of the type, this is the one
    /// nearest the view model under test, and among those at one depth the
    /// first in the order its parent's state holds them (a stored property
    /// before the ones declared after it, an array's elements in order);
    /// reach the others through the state (`$0.rows[id: id]`). It reads the
    /// tree as it is now, so inside a check it finds a child the last check
    /// saw, whose change the check then says with a nested `expect`.
    ///
    /// A test that reaches a child this way expects it to be there: a call
    /// or a check through `?.` on a child that is gone would otherwise do
    /// nothing and pass. That a screen is gone is said by the state's check.
    ///
    /// - Parameters:
    ///   - type: The type of the view model to find.
    ///   - fileID: Where the call is, for its failure.
    ///   - filePath: Where the call is.
    ///   - line: Where the call is.
    ///   - column: Where the call is.
    /// - Returns: The view model nearest the view model under test whose
    ///   type is `Child`, or `nil` (and a failure).
    /// - Complexity: Reads the state of every view model of the tree once,
    ///   and walks each state's mirror: O(*n*) in the size of the tree.
    public subscript<Child: ViewModel>(
        _ type: Child.Type,
        fileID fileID: String = #fileID,
        filePath filePath: String = #filePath,
        line line: Int = #line,
        column column: Int = #column
    ) -> Child? {
        let model = viewModel
        let found = TreeSnapshot(below: model.state, root: model).nodes.lazy.compactMap { $0.model as? Child }.first
        if found == nil {
            recordTestIssue(
                "tester[\(Child.self).self]: the tree of \(Model.self) shows no \(Child.self) now",
                at: SourceOrigin(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return found
    }
}
